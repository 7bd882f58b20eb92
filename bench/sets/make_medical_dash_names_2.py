"""Writes `medical_dash_names_2.jsonl`, a second set of everyday questions that name a record whose name holds a dash
the way people type such a name: with a hyphen, or without the dash.

Like the first (`make_medical_dash_names_1.py`), the set asks about records that write a dash inside their name - the
long dash "—" (U+2014) in 1158 names of the network, the ASCII hyphen "-" in 88, the full width "－" in 26, the en
dash "–" in 4, "‐" in 1 - as nobody types them, on records that set does not use. Every question names its record in
one of two ways, tagged so:

- `hyphen`: every dash of the name written as the ASCII hyphen (儿童X-连锁严重联合免疫缺陷病, 17α-己酸羟孕酮,
  β-2转铁蛋白检测, 马堡-埃博拉病毒病 of 马堡‐埃博拉病毒病, Roux-en-Y胆总管囊肿空肠吻合术) - only for a name whose dashes
  are not all ASCII hyphens already;
- `dropped`: the dashes left out (小儿伯韦综合征, 吗啡新斯的明激发试验, 眼口生殖器三联综合征, 内脏逆位鼻窦炎支气管扩张综合征
  of 内脏逆位－鼻窦炎－支气管扩张综合征) - only for a name whose every dash stands between two Chinese characters. Unlike
  the first set this one asks names the network writes with an ASCII hyphen between two Chinese characters, which a
  hyphen leaves as they are: 全身强直阵挛性发作 of 全身强直-阵挛性发作, 液体电解质及酸碱平衡的紊乱, 程序化死亡配体1检测,
  硝基咪唑恶唑, 佐艾二氏综合征, 牙龈骨膜成形术.

A third way, every dash written as the full-width "－" some Chinese input methods type, is not asked: the evaluation
harness's validator takes a dashed name as a mention of its record only typed with a hyphen or without its dashes
(`core.search.name_dictionary.typed_dashed_names`), so a question typing "－" (柏－查综合征, COX－2抑制剂) fails the
validation of the set. Records whose names hold only ASCII hyphens beside a latin letter or a digit (CA19-9肿瘤标志物,
Kleihauer-Betke试验, COX-2抑制剂, S-腺苷甲硫氨酸) could be asked only that way, and are not in the set.

So the set measures, on records no set written before it asks about, whether a name typed as people type it still
leads to its record when the network holds it only with its dash. The entity is the record's full name, dash and
all; the mention its name typed the question's way, and no question writes "—", "－", "–", "‐" or any dash but the
hyphen. `typed_names` checks every question against the built network before the set is built, with the first
set's check (`make_medical_dash_names_1.typed_names`): the entity is one record whose name holds a dash; the mention
is that name typed the way the question's tag says, not the name itself, written once in the question; typed that
way the name leads to that record alone - compared after the same typing (every dash a hyphen, or every dash
removed), it is not the own name of any other record of any type, nor a name an alias record lists, nor a value of
an alias property of any record (the properties `make_medical_bracket_names_1.py` reads, each read as a list); and
neither the record's name nor the name typed either way is an entity or mention of the sets written before this one
(the dev set, everyday sets 1 to 75, alias sets 1 to 4, the bracket names set, the first dash names set), nor occurs
in one of their questions.

How the records were chosen, on the built network: 1276 records have a dash in their name (ingredient 271, disease
195, alias 164, symptom 157, drugs 148, checklist 125, cause 110, drug_product_class 60, therapy 22, population 7,
department 6, bodypart 5, drug_class 4, region 2). Taking the rules above in this order, left out are:

- 77 whose dashes are all ASCII hyphens, one of them beside a character that is not Chinese (checklist 30, drugs 20,
  cause 12, disease 6, therapy 6, symptom 3): typed with a hyphen they are their own name, and they are not asked
  without their dashes (Peutz-Jeghers综合征, CA-125, COX-2抑制剂, HLA-B27阳性);
- 153 whose name typed either way it may be typed also names another record (drugs 80, disease 17, symptom 16,
  ingredient 11, alias 10, cause 9, checklist 7, therapy 2, drug_product_class 1): the same name held by two records
  of different types (13—三体综合征 and Stevens—Johnson综合征, a disease and an alias record; 史—约综合征, a disease
  and a symptom; α—1抗胰蛋白酶缺乏症, a disease and a cause), or written with two dashes (卓—艾氏综合征 and
  卓－艾氏综合征; 5—氟尿嘧啶, a disease and a drug, and the drug 5-氟尿嘧啶);
- 161 that a question of the sets before the first dash names set uses or names (alias 73, disease 64, checklist 15,
  and 9 others: 18—三体综合征, A—V综合征, Lennox—Gastaut综合征, Guillain—Barre 综合征);
- 68 that the first dash names set uses or names: its 63 records, and 5 whose name its questions hold (C—反应蛋白,
  强直—阵挛发作, 蛋白质—能量营养不良, α—亚麻酸乙酯, Epstein—Barr病毒感染);
- 1 with no neighbour at all (肾母细胞瘤（I—II期）).

That leaves 816 records (ingredient 256, symptom 126, disease 86, cause 82, alias 78, checklist 64,
drug_product_class 57, drugs 37, therapy 12, population 7, department 5, bodypart 2, drug_class 2, region 2): 643 to
be asked with a hyphen only (5 because the name without its dashes is another record's: 口—鼻瘘 and 口鼻瘘,
胃—食管反流性疾病 and 胃食管反流性疾病, 逆转录—聚合酶链反应 and 逆转录聚合酶链反应), 10 without their dashes only (the
names with an ASCII hyphen between two Chinese characters) and 163 either way. Most of them are no name a person
writes, as in the first set: amounts and strengths from package inserts (L—亮氨酸1.378g, 维生素A 310—415μg,
聚维酮碘0.017—0.023克), ages and times (2—4岁儿童, 天行病3—4日, 4—9月), clauses cut out of a leaflet or a text
(肺炎；少见—哮喘, 治疗分裂—情感性精神病, 常因β—溶血性链球菌"致肾炎菌株"感染所致, 无保护阴茎-阴道性交接受方),
laboratory shorthand from adverse-reaction lists (Al—P, r—GTP, γ—CTP, S—Cr或ALT), product-class and department
labels with spaces around the dash (调经剂 — 活血调经, 外科 — 神经外科), English alias strings
(pregnancy—induced hypertension syndrome), excipients (吐温—60, 聚维酮K—30, β—环糊精, EDTA—2Na), names with a note
in brackets or a space inside (角膜色素环（K—F环）, Lesch—Nyhan 综合征, 钇—90 微球体放射疗法), and records whose only
neighbour makes no sense (卵泡细胞—膜细胞瘤, a subtype of 骨髓炎; HHV—6感染, held as a therapy). Left out as well are
names barely apart from one an earlier set asks or writes: α1—抗胰蛋白酶缺乏症 (α—1抗胰蛋白酶缺乏症),
Guillain—Barre综合征 (Guillain—Barre 综合征), G—6—PD缺乏 (G6PD缺乏 in an everyday question), and those close to the
first set's records (Q—T间期延长, ST—T改变, DENV—3, 5—ASA, 小儿巴德—吉亚利综合征, 老年人夏伊—德雷格综合征).

From the ones that are real names of a disease or syndrome, a drug or a drug class, a check, a symptom, a cause, a
therapy, a body part, an ingredient or an alias record, 76 records were taken, one or two questions each (6 with
two): 15 diseases (17 questions), 13 symptoms (13), 11 checks (13), 9 drugs (11), 9 causes (9), 7 alias records (6
of a disease: Hallervorden—Spatz病, Tolosa—Hunt综合征, 马堡‐埃博拉病毒病, 眼—口—生殖器三联综合征,
内脏逆位－鼻窦炎－支气管扩张综合征, 类风湿关节炎—尘肺综合征; 1 of a herb: 牙巴干—额莫根—查干, a Mongolian name of
矮卫矛), 4 ingredients (L—谷氨酰胺, γ—氨基丁酸, 5—单硝酸异山梨酯, 水痘—带状疱疹活病毒抗原), 3 therapies, 2 drug
classes (5α—还原酶抑制剂, 选择性5—羟色胺再摄取抑制药), 2 drug product classes (α—肾上腺受体拮抗药, a—葡萄糖甙酶抑制剂)
and 1 body part (软骨—骨交界处), 82 questions in all. The network holds no department, herb, formula or region with
a real name of this kind left to ask. Every record is asked one way: 45 questions (41 records) type the name with a
hyphen, 37 (35 records) without its dashes, 6 of these a name the network writes with an ASCII hyphen.

The relation asked is one for which the record has neighbours, read from the network as the machinery reads them:
checks 10 (9 from the check: which disease), has_symptom 9 (8 from the symptom: which disease), check_for_disease 9
(7 from the disease: which checks), caused_by 8 (all from the cause: which disease), has_alias 6 (what an alias
record stands for), has_adverse_reaction 5 (3 from the symptom: which drugs), has_ingredient 5 (4 from the
ingredient: which products), treated_with 4 (3 from the therapy), check_for_symptom 4 (2 from the symptom: which
checks), cures 4 (all from the drug: which disease), is_subtype_of 3 (2 downward: the subtypes of
胃—食管反流性疾病 and of 液体-电解质及酸碱平衡的紊乱), indicated_for 3 (1 from the disease: 儿童HIV—1感染's drugs),
is_a_level3 3 (2 from the drug class), belongs_to 3 (2 from the product class), has_complication 2 (both from the
complication: which disease it comes of), designated_to 1, has_risk_factor 1 (from the cause), shown_on 1 (from the
body part), material_has_alias 1 (what 牙巴干—额莫根—查干 stands for) - 19 relation types, 66 questions asked from
the relation's target end. Five questions name the one neighbour they ask about (腹泻, 糖尿病, 发热, 高钾血症,
非那雄胺胶囊).

Questions come from patients, parents and relatives (表弟满月不久就确诊了…, 我妈手指关节又肿又僵…, 爸爸突然天旋地转…,
舅舅做完基因检测…), people reading a report or a lab sheet (尿检报告写着…, 血常规提示…, 基因报告里查出…), pharmacy
customers (想给术后的家人补点…, 睡眠不好想找含…的药), a reader of the news (新闻说在研发…), and medical, laboratory,
pharmacology, physiology, microbiology and Mongolian-medicine students (神经科见习：…, 检验科实习时…, 药理课提到…, 微生物实验课讲到…,
蒙药书上写的…); 66 carry a clause of context, and none uses a relation type's own word. Lengths run from 15 to 51
characters.

The machinery is `make_medical_everyday.py`'s (gold relation type, entity, mention, named neighbour; answers read
from the built network; tags - every line is tagged `alias`, its mention not being the entity's name, and then with
its way of typing, `hyphen` or `dropped`), and the written file is checked with the evaluation harness's validator,
which takes a dashed name typed with a hyphen or without its dashes as a mention of its record
(`typed_dashed_names`); any problem (the entity, the relation type, the answers, a mention missing from its
question) fails the set.

    .venv/bin/python bench/sets/make_medical_dash_names_2.py     # rewrites bench/sets/medical_dash_names_2.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets import make_medical_dash_names_1 as dash_names_1  # noqa: E402
from bench.sets.make_medical_bracket_names_1 import used_by_sets  # noqa: E402
from bench.sets.make_medical_dash_names_1 import DROP, HY, droppable, typed  # noqa: E402
from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DR, IN, PC, S, TH, Q)
from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_dash_names_2.jsonl"

# the set written just before this one, whose records and names this one leaves alone as well as those of the sets
# `make_medical_dash_names_1.typed_names` compares with (the dev set, everyday sets 1 to 75, alias sets 1 to 4, the
# bracket names set)
DASH_NAMES_1 = "medical_dash_names_1.jsonl"


QUESTIONS: list[tuple[str, Q]] = [
    # ---- diseases ----
    # 儿童X—连锁严重联合免疫缺陷病
    (HY, Q("儿童X-连锁严重联合免疫缺陷病的小孩，会不会三天两头腹泻", "has_symptom", "儿童X—连锁严重联合免疫缺陷病", D,
           mention="儿童X-连锁严重联合免疫缺陷病", named="腹泻")),
    (HY, Q("表弟满月不久就确诊了儿童X-连锁严重联合免疫缺陷病，以后复诊挂什么科", "designated_to",
           "儿童X—连锁严重联合免疫缺陷病", D, mention="儿童X-连锁严重联合免疫缺陷病")),
    # 小儿肾小管—间质肾炎
    (DROP, Q("女儿尿里老有白细胞，医生提到小儿肾小管间质肾炎，确诊前还得查哪几样", "checks", "小儿肾小管—间质肾炎",
             D, mention="小儿肾小管间质肾炎")),
    (DROP, Q("小儿肾小管间质肾炎住进医院以后，大夫一般怎么给孩子治", "treated_with", "小儿肾小管—间质肾炎", D,
             mention="小儿肾小管间质肾炎")),
    # one question each
    (DROP, Q("宝宝舌头特别大还老是低血糖，医生怀疑小儿伯韦综合征，这个要做什么检查", "check_for_disease",
             "小儿伯—韦综合征", D, mention="小儿伯韦综合征")),
    (DROP, Q("孩子感冒好了以后两条腿越来越软，急诊说像小儿吉兰巴雷综合征，得化验什么", "check_for_disease",
             "小儿吉兰—巴雷综合征", D, mention="小儿吉兰巴雷综合征")),
    (DROP, Q("血液科怀疑是幼年型粒单核细胞白血病，要靠哪几项化验来明确", "check_for_disease",
             "幼年型粒—单核细胞白血病", D, mention="幼年型粒单核细胞白血病")),
    (DROP, Q("天生指甲长不全、膝盖骨也小，查出来是指甲髌骨综合征，还需要做什么检查", "check_for_disease",
             "指甲—髌骨综合征", D, mention="指甲髌骨综合征")),
    (DROP, Q("肝静脉那里堵住的柏查综合征，一般做哪种检查能看出来", "check_for_disease", "柏—查综合征", D,
             mention="柏查综合征")),
    (DROP, Q("医院会先查尿还是先拍片？腰痛血尿综合征通常靠什么检查来定", "check_for_disease", "腰痛—血尿综合征", D,
             mention="腰痛血尿综合征")),
    (HY, Q("医生说孩子可能是小儿46-XY单纯性腺发育不全综合征，要抽血查哪些项目", "check_for_disease",
           "小儿46—XY单纯性腺发育不全综合征", D, mention="小儿46-XY单纯性腺发育不全综合征")),
    (HY, Q("胃-食管反流性疾病底下具体分成哪几种病", "is_subtype_of", "胃—食管反流性疾病", D,
           mention="胃-食管反流性疾病", reverse=True)),
    (DROP, Q("癫痫全面性强直阵挛发作持续状态，在疾病分类里归到哪个大类", "is_subtype_of",
             "癫痫全面性强直—阵挛发作持续状态", D, mention="癫痫全面性强直阵挛发作持续状态")),
    (DROP, Q("生理学老师讲液体电解质及酸碱平衡的紊乱，这一类下面都包括哪些具体的病", "is_subtype_of",
             "液体-电解质及酸碱平衡的紊乱", D, mention="液体电解质及酸碱平衡的紊乱", reverse=True)),
    (HY, Q("孩子上颚和鼻腔之间漏气，医生叫它口-鼻瘘，通常是什么病带出来的", "has_complication", "口—鼻瘘", D,
           mention="口-鼻瘘", reverse=True)),
    (DROP, Q("哪种病拖到后来，人会出现神经肌肉综合症", "has_complication", "神经—肌肉综合症", D,
             mention="神经肌肉综合症", reverse=True)),
    (HY, Q("领养的孩子是儿童HIV-1感染，有哪些药是专门能给孩子用的", "indicated_for", "儿童HIV—1感染", D,
           mention="儿童HIV-1感染")),
    # ---- symptoms ----
    (HY, Q("宝宝的血管瘤突然变大、血小板掉得厉害，医生说是Kasabach-Merritt综合征，这是什么病引起的", "has_symptom",
           "Kasabach—Merritt综合征", S, mention="Kasabach-Merritt综合征")),
    (HY, Q("孩子心电图提示P-R间期延长，可能是哪种病在作怪", "has_symptom", "P—R间期延长", S, mention="P-R间期延长")),
    (HY, Q("尿检报告写着5-羟吲哚乙酸升高，这一般是在提示什么病", "has_symptom", "5—羟吲哚乙酸升高", S,
           mention="5-羟吲哚乙酸升高")),
    (HY, Q("做完白内障手术视力又变差，复查说是Irvine-Gass综合征，这属于哪种眼病的表现", "has_symptom",
           "Irvine—Gass综合征", S, mention="Irvine-Gass综合征")),
    (HY, Q("我妈手指关节又肿又僵，抽血抗-CCP阳性，这通常说明得了什么病", "has_symptom", "抗—CCP阳性", S,
           mention="抗-CCP阳性")),
    (HY, Q("换了几种抗抑郁药，听说有的会闹出5-HT综合症，具体是哪一种药", "has_adverse_reaction", "5—HT综合症", S,
           mention="5-HT综合症")),
    (DROP, Q("小孩发高烧后出现全身强直阵挛性发作，哪些病会有这种抽法", "has_symptom", "全身强直-阵挛性发作", S,
             mention="全身强直阵挛性发作")),
    (DROP, Q("吃打虫药会不会出现史约综合症？哪种药的说明书上写了这个", "has_adverse_reaction", "史—约综合症", S,
             mention="史约综合症")),
    (DROP, Q("看到病友说吃抗真菌的药得了格林巴利综合症，是哪个药", "has_adverse_reaction", "格林—巴利综合症", S,
             mention="格林巴利综合症")),
    (DROP, Q("神经科见习：病人疑似小脑视网膜综合征，床边一般做哪些检查", "check_for_symptom", "小脑—视网膜综合征", S,
             mention="小脑视网膜综合征")),
    (DROP, Q("血常规提示红细胞增多高粘滞度，还要再做哪些血液方面的检查", "check_for_symptom", "红细胞增多—高粘滞度",
             S, mention="红细胞增多高粘滞度")),
    (DROP, Q("爸爸突然天旋地转又很快好了，医生说是椎基底动脉系统短暂性脑缺血发作，这归在哪种病里",
             "has_symptom", "椎—基底动脉系统短暂性脑缺血发作", S, mention="椎基底动脉系统短暂性脑缺血发作")),
    (DROP, Q("面肩肱型肌营养不良症是哪一大类病里会出现的情况", "has_symptom", "面肩－肱型肌营养不良症", S,
             mention="面肩肱型肌营养不良症")),
    # ---- checks ----
    # β—半乳糖苷酶试验
    (HY, Q("检验科实习时做过β-半乳糖苷酶试验，它主要帮着诊断哪些病", "check_for_disease", "β—半乳糖苷酶试验", C,
           mention="β-半乳糖苷酶试验")),
    (HY, Q("病人出现哪些情况时，医生会让做β-半乳糖苷酶试验", "check_for_symptom", "β—半乳糖苷酶试验", C,
           mention="β-半乳糖苷酶试验")),
    # 极低密度脂蛋白—胆固醇检查
    (DROP, Q("医生给我爸开了极低密度脂蛋白胆固醇检查，这个跟糖尿病有关系吗", "check_for_disease",
             "极低密度脂蛋白—胆固醇检查", C, mention="极低密度脂蛋白胆固醇检查", named="糖尿病")),
    (DROP, Q("单位体检套餐里有极低密度脂蛋白胆固醇检查，身体有什么表现的人最该做", "check_for_symptom",
             "极低密度脂蛋白—胆固醇检查", C, mention="极低密度脂蛋白胆固醇检查")),
    # one question each
    (DROP, Q("胆囊切了右上腹还是疼，医生安排吗啡新斯的明激发试验，这是要查什么", "checks", "吗啡—新斯的明激发试验", C,
             mention="吗啡新斯的明激发试验")),
    (DROP, Q("孩子老拉肚子还不长肉，医院让做糖呼气试验，是在怀疑什么病", "checks", "糖—呼气试验", C,
             mention="糖呼气试验")),
    (DROP, Q("做胃食管闪烁显像主要是为了查出哪种病", "checks", "胃—食管闪烁显像", C, mention="胃食管闪烁显像")),
    (DROP, Q("眼科医生拿块板子给孩子做遮盖去遮盖试验，这是在排查什么毛病", "checks", "遮盖—去遮盖试验", C,
             mention="遮盖去遮盖试验")),
    (DROP, Q("肺癌病友群里都说要做程序化死亡配体1检测，这项检测是针对哪种癌的", "checks", "程序化死亡-配体1检测", C,
             mention="程序化死亡配体1检测")),
    (HY, Q("儿子个子比同班同学矮一大截，医生开了IGF-1测定，是想查什么病", "checks", "IGF—1测定", C,
           mention="IGF-1测定")),
    (HY, Q("鼻子一直滴清水，医生接了点液体去做β-2转铁蛋白检测，想确认什么", "checks", "β—2转铁蛋白检测", C,
           mention="β-2转铁蛋白检测")),
    (HY, Q("遗传咨询门诊提到β-葡糖脑苷脂酶活性测定，这是诊断哪种病用的", "checks", "β—葡糖脑苷脂酶活性测定", C,
           mention="β-葡糖脑苷脂酶活性测定")),
    (HY, Q("心理门诊让我先填一份PHQ-9，这个量表是筛什么病的", "checks", "PHQ—9", C, mention="PHQ-9")),
    # ---- drugs ----
    # 中/长链脂肪乳注射液（C8—24）
    (HY, Q("术后输中/长链脂肪乳注射液（C8-24）那天发热了，跟这瓶药有关吗", "has_adverse_reaction",
           "中/长链脂肪乳注射液（C8—24）", DR, mention="中/长链脂肪乳注射液（C8-24）", named="发热")),
    (HY, Q("中/长链脂肪乳注射液（C8-24）是拿什么原料配出来的", "has_ingredient", "中/长链脂肪乳注射液（C8—24）", DR,
           mention="中/长链脂肪乳注射液（C8-24）")),
    # 复方氨基酸注射液（18AA—III）
    (HY, Q("复方氨基酸注射液（18AA-III）按作用来分属于什么药", "is_a_level3", "复方氨基酸注射液（18AA—III）", DR,
           mention="复方氨基酸注射液（18AA-III）")),
    (HY, Q("我爸吃不下饭，医院给挂了复方氨基酸注射液（18AA-III），这是用来干嘛的", "indicated_for",
           "复方氨基酸注射液（18AA—III）", DR, mention="复方氨基酸注射液（18AA-III）")),
    # one question each
    (HY, Q("复方电解质葡萄糖注射液-M3B输多了，会不会引起高钾血症", "has_adverse_reaction", "复方电解质葡萄糖注射液—M3B",
           DR, mention="复方电解质葡萄糖注射液-M3B", named="高钾血症")),
    (HY, Q("做结核皮试用的卡介菌纯蛋白衍生物（BCG-PPD），药房把它归在哪个类别", "belongs_to",
           "卡介菌纯蛋白衍生物（BCG—PPD）", DR, mention="卡介菌纯蛋白衍生物（BCG-PPD）")),
    (HY, Q("N（2）-L-丙氨酰-L-谷氨酰胺注射液适合哪些情况的病人用", "indicated_for", "N（2）—L—丙氨酰—L—谷氨酰胺注射液",
           DR, mention="N（2）-L-丙氨酰-L-谷氨酰胺注射液")),
    (HY, Q("上次早产过，这次怀孕医生让每周打17α-己酸羟孕酮，这是为了防什么", "cures", "17α—己酸羟孕酮", DR,
           mention="17α-己酸羟孕酮")),
    (HY, Q("舅舅做完基因检测开始吃EGFR-TKI，这类药是治哪种癌的", "cures", "EGFR—TKI", DR, mention="EGFR-TKI")),
    (HY, Q("聚乙二醇干扰素α-2a要打差不多一年，一般是治什么病的", "cures", "聚乙二醇干扰素α—2a", DR,
           mention="聚乙二醇干扰素α-2a")),
    (DROP, Q("药理课提到硝基咪唑恶唑这类新药，它是用来对付哪种传染病的", "cures", "硝基咪唑-恶唑", DR,
             mention="硝基咪唑恶唑")),
    # ---- drug classes and product classes ----
    (HY, Q("我爸吃的非那雄胺胶囊，算不算5α-还原酶抑制剂", "is_a_level3", "5α—还原酶抑制剂", DC,
           mention="5α-还原酶抑制剂", named="非那雄胺胶囊")),
    (HY, Q("抗抑郁的药里面，属于选择性5-羟色胺再摄取抑制药的有哪几种", "is_a_level3", "选择性5—羟色胺再摄取抑制药", DC,
           mention="选择性5-羟色胺再摄取抑制药")),
    (HY, Q("前列腺增生夜尿多，药店里归在α-肾上腺受体拮抗药下面的有啥药", "belongs_to", "α—肾上腺受体拮抗药", PC,
           mention="α-肾上腺受体拮抗药")),
    (HY, Q("饭后血糖高，想了解a-葡萄糖甙酶抑制剂有哪些药可以选", "belongs_to", "a—葡萄糖甙酶抑制剂", PC,
           mention="a-葡萄糖甙酶抑制剂")),
    # ---- causes ----
    (HY, Q("微生物实验课讲到Koch-Weeks杆菌，这种细菌会让人得什么病", "caused_by", "Koch—Weeks杆菌", CA,
           mention="Koch-Weeks杆菌")),
    (HY, Q("1-磷酸-半乳糖尿苷转移酶缺乏会导致哪种代谢病", "caused_by", "1—磷酸—半乳糖尿苷转移酶缺乏", CA,
           mention="1-磷酸-半乳糖尿苷转移酶缺乏")),
    (DROP, Q("妈妈是艾滋病病毒携带者，宝宝通过母婴感染可能得上什么病", "caused_by", "母—婴感染", CA,
             mention="母婴感染")),
    (DROP, Q("蛋白酶抗蛋白酶平衡失调是哪种肺病的发病根源", "caused_by", "蛋白酶—抗蛋白酶平衡失调", CA,
             mention="蛋白酶抗蛋白酶平衡失调")),
    (DROP, Q("脸变圆、肚子上有紫纹，内分泌科说跟下丘脑垂体病变有关，这会引起什么病", "caused_by", "下丘脑—垂体病变", CA,
             mention="下丘脑垂体病变")),
    (DROP, Q("脑垂体附近长了东西，医生说是下丘脑垂体系统肿瘤，这种肿瘤会惹出什么病", "caused_by",
             "下丘脑—垂体系统肿瘤", CA, mention="下丘脑垂体系统肿瘤")),
    (HY, Q("透析好多年的老病号，身体里β2-微球蛋白潴留，会闹出什么病来", "caused_by", "β2—微球蛋白潴留", CA,
           mention="β2-微球蛋白潴留")),
    (DROP, Q("消化科讲佐艾二氏综合征的时候说它会导致一种病，是哪种", "caused_by", "佐-艾二氏综合征", CA,
             mention="佐艾二氏综合征")),
    (HY, Q("基因报告里查出Kazal-I型丝氨酸蛋白酶抑制剂基因突变，以后更容易得什么病", "has_risk_factor",
           "Kazal—I型丝氨酸蛋白酶抑制剂基因突变", CA, mention="Kazal-I型丝氨酸蛋白酶抑制剂基因突变")),
    # ---- therapies and a body part ----
    (HY, Q("Roux-en-Y胆总管囊肿空肠吻合术是用来治哪种病的手术", "treated_with", "Roux—en—Y胆总管囊肿空肠吻合术", TH,
           mention="Roux-en-Y胆总管囊肿空肠吻合术")),
    (HY, Q("新闻说在研发α-突触核蛋白疫苗，这是打算治什么病", "treated_with", "α—突触核蛋白疫苗", TH,
           mention="α-突触核蛋白疫苗")),
    (DROP, Q("口腔医院说孩子要做牙龈骨膜成形术，一般什么病的孩子才做这个", "treated_with", "牙龈-骨膜成形术", TH,
             mention="牙龈骨膜成形术")),
    (DROP, Q("什么病的病变会落在软骨骨交界处", "shown_on", "软骨—骨交界处", BP, mention="软骨骨交界处")),
    # ---- alias records ----
    (HY, Q("孩子走路越来越僵，基因报告里出现Hallervorden-Spatz病，这个病在国内一般叫什么", "has_alias",
           "Hallervorden—Spatz病", AL, mention="Hallervorden-Spatz病")),
    (HY, Q("眼眶后面疼还看东西重影，片子上写Tolosa-Hunt综合征，它的中文病名是什么", "has_alias", "Tolosa—Hunt综合征", AL,
           mention="Tolosa-Hunt综合征")),
    (HY, Q("马堡-埃博拉病毒病又被叫成哪种病", "has_alias", "马堡‐埃博拉病毒病", AL, mention="马堡-埃博拉病毒病")),
    (DROP, Q("口腔溃疡反反复复，眼睛也发炎，有人说是眼口生殖器三联综合征，正式的病名叫什么", "has_alias",
             "眼—口—生殖器三联综合征", AL, mention="眼口生殖器三联综合征")),
    (DROP, Q("内脏逆位鼻窦炎支气管扩张综合征平时还被称作什么综合征", "has_alias", "内脏逆位－鼻窦炎－支气管扩张综合征", AL,
             mention="内脏逆位鼻窦炎支气管扩张综合征")),
    (DROP, Q("老矿工被诊断类风湿关节炎尘肺综合征，这个病通常怎么叫", "has_alias", "类风湿关节炎—尘肺综合征", AL,
             mention="类风湿关节炎尘肺综合征")),
    (HY, Q("蒙药书上写的牙巴干-额莫根-查干，指的是哪味药材", "material_has_alias", "牙巴干—额莫根—查干", AL,
           mention="牙巴干-额莫根-查干")),
    # ---- ingredients ----
    (HY, Q("想给术后的家人补点L-谷氨酰胺，有哪些药里含这个", "has_ingredient", "L—谷氨酰胺", IN, mention="L-谷氨酰胺")),
    (HY, Q("睡眠不好想找含γ-氨基丁酸的药，药店里有叫什么名字的", "has_ingredient", "γ—氨基丁酸", IN,
           mention="γ-氨基丁酸")),
    (HY, Q("5-单硝酸异山梨酯是哪些药品里的有效成分", "has_ingredient", "5—单硝酸异山梨酯", IN,
           mention="5-单硝酸异山梨酯")),
    (DROP, Q("含水痘带状疱疹活病毒抗原的是哪种疫苗", "has_ingredient", "水痘—带状疱疹活病毒抗原", IN,
             mention="水痘带状疱疹活病毒抗原")),
]


def typed_names(questions: list[tuple[str, Q]], data: NetworkData | None = None) -> list[str]:
    """`make_medical_dash_names_1.typed_names` - a problem for every question that does not name its record by the
    record's name typed the way its tag says (exactly once, no untyped dash anywhere in the question), or whose typed
    name could lead to another record, or whose record a set written before the first dash names set uses or names -
    and besides a problem for every question whose record the first dash names set uses or names."""
    data = data or NetworkData(embedded_backend())
    problems = dash_names_1.typed_names(questions, data)
    used, other_text = used_by_sets([DASH_NAMES_1])
    for _, q in questions:
        forms = {q.entity, typed(q.entity, HY)} | ({typed(q.entity, DROP)} if droppable(q.entity) else set())
        if forms & used or any(form in other_text for form in forms):
            problems.append(f"{q.question}: {q.entity} is used or named by the first dash names set")
    return problems


if __name__ == "__main__":
    raise SystemExit(dash_names_1.main(QUESTIONS, OUT, "dn2", check=typed_names))
