"""Writes `medical_dash_names_1.jsonl`, a set of everyday questions that name a record whose name holds a dash the way
people type such a name: with a hyphen, or without the dash.

Many records of the network write a dash inside their name, most of them the long dash "—" (U+2014), a few the full
width "－", the en dash "–", "‐" or the ASCII hyphen "-": 5—氟尿嘧啶, D—二聚体, 肩—手综合征, 克里米亚—刚果出血热,
急性气管－支气管炎, 13—三体综合征. Nobody types "—" on a phone or a keyboard. A person writes such a name in one of two
ways, and every question here names its record in one of them, tagged so:

- `hyphen`: every dash of the name written as the ASCII hyphen (小儿X-连锁淋巴组织增生性疾病, 23-价肺炎球菌多糖疫苗,
  Hb-F碱变性试验, NT-pro-BNP检测);
- `dropped`: the dashes left out (小儿尼曼皮克病, 外阴阴道牙龈综合征, 禁水加压素试验) - only for a name whose every
  dash stands between two Chinese characters; a name with a dash beside a digit or a latin or greek letter (DENV—2,
  α—干扰素) is asked with a hyphen only.

So the set measures whether a name typed as people type it still leads to its record when the network holds it only
with its dash. The entity is the record's full name, dash and all; the mention its name typed the question's way
(`typed`), and no question writes "—", "－", "–" or any other dash but the hyphen. `typed_names` checks every question
against the built network before the set is built: the entity is one record whose name holds a dash; the mention is
that name typed the way the question's tag says, not the name itself, written once in the question; typed that way
the name leads to that record alone - compared after the same typing (every dash a hyphen, or every dash removed), it
is not the own name of any other record of any type, nor a name an alias record lists (`listed_names`), nor a value
of an alias property of any record (a drug's generic, trade, English or Latin name or pinyin, a disease's English or
TCM name, a check's English name, a material's Latin or scientific name, a formula's English name, each read as a
list: the properties `make_medical_bracket_names_1.py` reads); and neither the record's name nor the name typed either
way is an entity or mention of the sets written before this one (the dev set, everyday sets 1 to 75, alias sets 1 to
4, the bracket names set), nor occurs in one of their questions.

How the records were chosen, on the built network: 1276 records have a dash in their name (ingredient 271, disease
195, alias 164, symptom 157, drugs 148, checklist 125, cause 110, drug_product_class 60, therapy 22, population 7,
department 6, bodypart 5, drug_class 4, region 2); "—" stands in 1158 names, "-" in 88, "－" in 26, "–" in 4, "‐" in
1, and 324 names have every dash between two Chinese characters. Taking the rules above in this order, left out are:

- 168 whose name typed either way it may be typed also names another record (drugs 88, disease 18, symptom 16,
  checklist 11, cause 11, ingredient 11, alias 10, therapy 2, drug_product_class 1): the same name written with two
  or three dashes (D—二聚体, D－二聚体 and D–二聚体, three checks; 格林—巴利综合征 and 格林－巴利综合征; 5—氟尿嘧啶, a
  disease and a drug, and the drug 5-氟尿嘧啶), a name another record gives as an alias property (复方氨基酸注射液
  （18AA—II）, the generic name of 乐凡命; 达英—35, a trade name of 炔雌醇环丙孕酮片), a name two records of different
  types hold (紫绀—杵状指—肝病综合征, a disease and an alias record; 水痘—带状疱疹病毒, a check and a cause, the
  network holding 水痘带状疱疹病毒 as well);
- 165 that a question of the earlier sets uses or names (肩—手综合征, 克里米亚—刚果出血热, 急性气管－支气管炎,
  史蒂文斯—约翰逊综合征, 尼曼—匹克病, 长Q—T间期综合征);
- 1 with no neighbour at all (肾母细胞瘤（I—II期）).

That leaves 942 records (ingredient 258, symptom 139, disease 111, checklist 98, cause 95, alias 81, drugs 59,
drug_product_class 59, therapy 20, population 7, department 6, drug_class 4, bodypart 3, region 2), 738 of them to
be asked with a hyphen only (8 because the name without its dashes is another record's: 躁狂—抑郁反应 and 躁狂抑郁反应,
耳鼻咽喉—头颈外科 and 耳鼻咽喉头颈外科). Most of them are no name a person writes: amounts and strengths from package
inserts (0.100gL—丙氨酸（C3H7NO2）, 维生素E 2.90—3.50mg, 3—6g), ages and times (30—40岁男性, 6—7日后, 4—9月),
clauses cut out of a leaflet (下列情况：—房性心律失常伴快速室性心律, 喉炎；罕见—咯血, HIV—1感染的成人,
IPSS评分系统中中危—2), laboratory shorthand from adverse-reaction lists (Al—P, r—GTP, S—GPT), product-class labels
(调经剂 — 活血调经), English alias strings (non—alcoholic fatty liver disease), names with a note in brackets or
spaces around the dash (凯利—佩特森综合征[Kelly—Parerson综合征], 内科 — 神经内科), excipients (吐温—20, 聚维酮K—30)
and records whose only neighbour makes no sense (塞尔托利—莱迪细胞瘤, a subtype of 骨髓炎). The 68 names whose dashes
are all already hyphens (全身强直-阵挛性发作, 液体-电解质及酸碱平衡的紊乱) are left for a set of their own: typed with
a hyphen they are their own name. From the ones that are real names of a disease or syndrome, a drug or a drug
class, a check, a symptom, a cause, a therapy, a department, a body part, an ingredient or an alias record, 63 records
were taken, one or two questions each (19 with two): 20 diseases (33 questions), 10 drugs (14), 9 symptoms (9), 8
checks (10), 5 causes, 2 therapies, 2 drug product classes (H2—受体阻滞剂, 其它肌肉—骨骼系统疾病用药), 2 drug classes
(5—HT3受体阻断药, 环氧化酶—2抑制剂), 2 alias records (湿疹—血小板减少—反复感染综合征, 小下颌—舌下垂综合征), 1
department (耳鼻咽喉—头颈外科), 1 body part (下丘脑—垂体—肾上腺轴) and 1 ingredient (L—精氨酸), 82 questions in all. The
network holds no herb, formula or region with a real name of this kind. Every record is asked one way: 40 questions
(33 records) type the name with a hyphen, 42 (30 records) without its dashes.

The relation asked is one for which the record has neighbours, read from the network as the machinery reads them:
check_for_disease 9 (5 from the disease: which checks), has_adverse_reaction 9 (7 from the symptom: which drugs),
caused_by 8 (4 from the cause: which disease), checks 7 (4 from the check: which disease), has_symptom 7 (1 from the
symptom: which disease), designated_to 5 (1 from the department: which diseases), treated_with 5 (2 from the therapy),
indicated_for 4, cures 4 (all from the drug: which disease), has_complication 3, check_for_symptom 3
(1 from the symptom: which checks), has_ingredient 3 (1 from the ingredient: which products), is_a_level3 3 (2 from
the drug class: which drugs), belongs_to 3 (2 from the product class), common_in 2, is_subtype_of 2 (1 downward:
慢性肾小管—间质肾炎's subtypes), shown_on 2 (1 from the body part), has_alias 2 (what an alias record stands for),
has_risk_factor 1 (from the cause) - 19 relation types, 39 questions asked from the relation's target end. Seven
questions name the one neighbour they ask about (黄疸, 肝硬化, 淋巴瘤, 咯血, 发热, 高脂血症, 系统性红斑狼疮).

Questions come from patients, parents and relatives (孩子住院查出…, 爷爷一站起来就眼前发黑…, 我妈查出…), people
reading a report or a lab sheet (心电图报告上写着Q-T延长, 化验单上有一项…, 体检报告说HDL-C降低), and nursing,
pharmacy, pathology, laboratory and microbiology students (护理课问：…, 药学实习：…, 学检验的请教下, 微生物课上讲到…);
57 carry a clause of context, and two use a relation type's own word (不良反应, 药品分类) and are tagged
`verbatim`. Lengths run from 16 to 44 characters.

The machinery is `make_medical_everyday.py`'s (gold relation type, entity, mention, named neighbour; answers read
from the built network; tags - every line is tagged `alias`, its mention not being the entity's name, and then with
its way of typing, `hyphen` or `dropped`), and the written file is checked with the evaluation harness's validator,
which takes a dashed name typed with a hyphen or without its dashes as a mention of its record
(`core.search.name_dictionary.typed_dashed_names`); any problem (the entity, the relation type, the answers, a mention
missing from its question) fails the set.

    .venv/bin/python bench/sets/make_medical_dash_names_1.py     # rewrites bench/sets/medical_dash_names_1.jsonl
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_bracket_names_1 import alias_property_parts, used_by_sets  # noqa: E402
from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, IN, PC, S, TH, Q, build, write_and_validate)
from bench.sets.make_medical_everyday_4 import listed_names  # noqa: E402
from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_dash_names_1.jsonl"

# the dashes a record's name may hold: the long dash, the full-width and the en dash, the other Unicode dashes, and
# the ASCII hyphen; nobody types any but the last
DASHES = "—－–‐‑‒―-"
DASH = re.compile("[" + re.escape(DASHES) + "]")
UNTYPED = DASHES.replace("-", "")
HAN = re.compile(r"[\u4e00-\u9fff]")

# the two ways a question writes the name (its tag)
HY, DROP = "hyphen", "dropped"

# the sets written before this one: the dev set, everyday sets 1 to 75, alias sets 1 to 4, the bracket names set
OTHER_SETS = ["medical_dev.jsonl", "medical_everyday.jsonl",
              *(f"medical_everyday_{n}.jsonl" for n in range(2, 76)),
              "medical_aliases.jsonl", *(f"medical_aliases_{n}.jsonl" for n in range(2, 5)),
              "medical_bracket_names_1.jsonl"]


QUESTIONS: list[tuple[str, Q]] = [
    # ---- diseases ----
    # 儿童肾小管—间质肾炎
    (DROP, Q("孩子住院查出儿童肾小管间质肾炎，好端端的怎么会得这个，是什么引起的", "caused_by",
             "儿童肾小管—间质肾炎", D, mention="儿童肾小管间质肾炎")),
    (DROP, Q("医生怀疑是儿童肾小管间质肾炎，一般得做哪些检查才能确定", "checks", "儿童肾小管—间质肾炎", D,
             mention="儿童肾小管间质肾炎")),
    # 克里格勒—纳贾尔综合征
    (DROP, Q("外甥被诊断克里格勒纳贾尔综合征，以后可能会出现哪些并发的问题", "has_complication",
             "克里格勒—纳贾尔综合征", D, mention="克里格勒纳贾尔综合征")),
    (DROP, Q("克里格勒纳贾尔综合征的宝宝皮肤发黄，这个病本身就会有黄疸吗", "has_symptom", "克里格勒—纳贾尔综合征", D,
             mention="克里格勒纳贾尔综合征", named="黄疸")),
    # 外阴—阴道—牙龈综合征
    (DROP, Q("我牙龈老出血，下面也火辣辣地疼，外阴阴道牙龈综合征一般都有哪些表现", "has_symptom",
             "外阴—阴道—牙龈综合征", D, mention="外阴阴道牙龈综合征")),
    (DROP, Q("网上查到外阴阴道牙龈综合征，这种病去医院该挂哪个科", "designated_to", "外阴—阴道—牙龈综合征", D,
             mention="外阴阴道牙龈综合征")),
    # 小儿X—连锁淋巴组织增生性疾病
    (HY, Q("得了小儿X-连锁淋巴组织增生性疾病的孩子，身上会出现些什么情况", "has_symptom",
           "小儿X—连锁淋巴组织增生性疾病", D, mention="小儿X-连锁淋巴组织增生性疾病")),
    (HY, Q("侄子确诊小儿X-连锁淋巴组织增生性疾病，现在都有哪些治法", "treated_with", "小儿X—连锁淋巴组织增生性疾病", D,
           mention="小儿X-连锁淋巴组织增生性疾病")),
    # 儿童X—连锁高IgM血症
    (HY, Q("儿童X-连锁高IgM血症大多是在多大的孩子身上发现的", "common_in", "儿童X—连锁高IgM血症", D,
           mention="儿童X-连锁高IgM血症")),
    (HY, Q("老二一年肺炎好几回，大夫提了句儿童X-连锁高IgM血症，要系统看该去哪个科", "designated_to",
           "儿童X—连锁高IgM血症", D, mention="儿童X-连锁高IgM血症")),
    # 小儿尼曼—皮克病
    (DROP, Q("小儿尼曼皮克病要是一直拖着，会不会发展成肝硬化", "has_complication", "小儿尼曼—皮克病", D,
             mention="小儿尼曼皮克病", named="肝硬化")),
    (DROP, Q("宝宝肝脾都大，医生说要排查小儿尼曼皮克病，需要做哪些检查", "checks", "小儿尼曼—皮克病", D,
             mention="小儿尼曼皮克病")),
    # 小儿巨大膀胱—巨大输尿管综合征
    (DROP, Q("B超提示小儿巨大膀胱巨大输尿管综合征，这毛病是怎么来的", "caused_by", "小儿巨大膀胱—巨大输尿管综合征", D,
             mention="小儿巨大膀胱巨大输尿管综合征")),
    # 小儿维斯科特—奥尔德里奇综合征
    (DROP, Q("听说小儿维斯科特奥尔德里奇综合征以后容易长淋巴瘤，是真的吗", "has_complication",
             "小儿维斯科特—奥尔德里奇综合征", D, mention="小儿维斯科特奥尔德里奇综合征", named="淋巴瘤")),
    (DROP, Q("小儿维斯科特奥尔德里奇综合征早期有啥信号，当家长的该留意哪些", "has_symptom",
             "小儿维斯科特—奥尔德里奇综合征", D, mention="小儿维斯科特奥尔德里奇综合征")),
    # 小儿肺出血—肾炎综合征
    (DROP, Q("小儿肺出血肾炎综合征能治好吗？医院里一般用什么办法", "treated_with", "小儿肺出血—肾炎综合征", D,
             mention="小儿肺出血肾炎综合征")),
    (DROP, Q("女儿咳嗽带血丝，小儿肺出血肾炎综合征会咯血吗", "has_symptom", "小儿肺出血—肾炎综合征", D,
             mention="小儿肺出血肾炎综合征", named="咯血")),
    # 小儿蛋白质—能量营养不良
    (DROP, Q("孩子瘦得皮包骨，社区医生说像小儿蛋白质能量营养不良，去大医院挂哪个科", "designated_to",
             "小儿蛋白质—能量营养不良", D, mention="小儿蛋白质能量营养不良")),
    # 巨膀胱—小结肠—肠蠕动不良综合征
    (DROP, Q("巨膀胱小结肠肠蠕动不良综合征在疾病分类上归哪一类", "is_subtype_of", "巨膀胱—小结肠—肠蠕动不良综合征", D,
             mention="巨膀胱小结肠肠蠕动不良综合征")),
    (DROP, Q("新生儿科说是巨膀胱小结肠肠蠕动不良综合征，主要是身体哪一块出了问题", "shown_on",
             "巨膀胱—小结肠—肠蠕动不良综合征", D, mention="巨膀胱小结肠肠蠕动不良综合征")),
    # 新生儿Wilson—Mikity综合征
    (HY, Q("新生儿Wilson-Mikity综合征一般发生在什么样的宝宝身上", "common_in", "新生儿Wilson—Mikity综合征", D,
           mention="新生儿Wilson-Mikity综合征")),
    (HY, Q("宝宝出生后一直喘不匀，医生怀疑新生儿Wilson-Mikity综合征，这是什么原因造成的", "caused_by",
           "新生儿Wilson—Mikity综合征", D, mention="新生儿Wilson-Mikity综合征")),
    # 新生儿红细胞增多症—高黏滞度综合征
    (DROP, Q("新生儿红细胞增多症高黏滞度综合征的小宝宝会有哪些症状", "has_symptom",
             "新生儿红细胞增多症—高黏滞度综合征", D, mention="新生儿红细胞增多症高黏滞度综合征")),
    (DROP, Q("护理课问：新生儿红细胞增多症高黏滞度综合征靠哪几项化验来查", "check_for_disease",
             "新生儿红细胞增多症—高黏滞度综合征", D, mention="新生儿红细胞增多症高黏滞度综合征")),
    # 眼眶脑膜—脑膨出
    (DROP, Q("孩子内眼角鼓出个包，医生说可能是眼眶脑膜脑膨出，这得挂什么科", "designated_to", "眼眶脑膜—脑膨出", D,
             mention="眼眶脑膜脑膨出")),
    (DROP, Q("眼眶脑膜脑膨出要拍什么片子，还是做别的检查", "checks", "眼眶脑膜—脑膨出", D, mention="眼眶脑膜脑膨出")),
    # 肺泡—毛细血管阻滞综合征
    (DROP, Q("肺泡毛细血管阻滞综合征通常是在什么病的基础上得的", "caused_by", "肺泡—毛细血管阻滞综合征", D,
             mention="肺泡毛细血管阻滞综合征")),
    (DROP, Q("我妈查出肺泡毛细血管阻滞综合征，走几步就喘，这个病怎么治", "treated_with", "肺泡—毛细血管阻滞综合征", D,
             mention="肺泡毛细血管阻滞综合征")),
    # one question each
    (DROP, Q("老觉得腿没劲，医生怀疑兰伯特伊顿综合征，要靠什么检查确诊", "check_for_disease", "兰伯特—伊顿综合征", D,
             mention="兰伯特伊顿综合征")),
    (DROP, Q("爷爷一站起来就眼前发黑，医院怀疑夏伊德雷格综合征，要做哪些检查", "check_for_disease",
             "夏伊—德雷格综合征", D, mention="夏伊德雷格综合征")),
    (DROP, Q("巴德吉亚利综合征可以通过哪些检查发现", "check_for_disease", "巴德—吉亚利综合征", D,
             mention="巴德吉亚利综合征")),
    (DROP, Q("赖利戴综合征这种罕见病，医生一般做什么检查来诊断", "check_for_disease", "赖利—戴综合征", D,
             mention="赖利戴综合征")),
    (DROP, Q("病理课上讲慢性肾小管间质肾炎，它下面具体包括哪些病", "is_subtype_of", "慢性肾小管—间质肾炎", D,
             mention="慢性肾小管间质肾炎", reverse=True)),
    # ---- symptoms ----
    (DROP, Q("孩子突然全身僵直然后一抽一抽的，像是全面强直阵挛发作，这是什么病", "has_symptom", "全面强直—阵挛发作", S,
             mention="全面强直阵挛发作")),
    (DROP, Q("听说有的药会引起斯约综合症，皮肤起大疱那种，具体是哪些药", "has_adverse_reaction", "斯—约综合症", S,
             mention="斯约综合症")),
    (DROP, Q("吃了哪些药可能出现眼呼吸道综合征", "has_adverse_reaction", "眼—呼吸道综合征", S, mention="眼呼吸道综合征")),
    (DROP, Q("结婚三年没怀上，月经停了还溢奶，闭经乳溢不育三联征该做哪些检查", "check_for_symptom",
             "闭经—乳溢—不育三联征", S, mention="闭经乳溢不育三联征")),
    (HY, Q("哪些药吃了有可能引起5-羟色胺综合症", "has_adverse_reaction", "5—羟色胺综合症", S, mention="5-羟色胺综合症")),
    (HY, Q("心电图报告上写着Q-T延长，会不会是吃的药闹的，哪些药有这个副作用", "has_adverse_reaction", "Q—T延长", S,
           mention="Q-T延长")),
    (HY, Q("打完止吐针复查心电图出现ST-T波改变，哪些药会这样", "has_adverse_reaction", "ST—T波改变", S,
           mention="ST-T波改变")),
    (HY, Q("复查发现C-反应蛋白升高了，会不会是在吃的哪种药的副作用", "has_adverse_reaction", "C—反应蛋白升高", S,
           mention="C-反应蛋白升高")),
    (HY, Q("我表姐吃抗抑郁的药以后出现躁狂-抑郁反应，哪种药会有这个副作用", "has_adverse_reaction", "躁狂—抑郁反应", S,
           mention="躁狂-抑郁反应")),
    # ---- drugs ----
    # 23—价肺炎球菌多糖疫苗
    (HY, Q("社区动员老人打23-价肺炎球菌多糖疫苗，打了主要防哪些病", "indicated_for", "23—价肺炎球菌多糖疫苗", DR,
           mention="23-价肺炎球菌多糖疫苗")),
    (HY, Q("我爸打完23-价肺炎球菌多糖疫苗当晚就发热了，这算它的不良反应吗", "has_adverse_reaction",
           "23—价肺炎球菌多糖疫苗", DR, mention="23-价肺炎球菌多糖疫苗", named="发热")),
    # 三磷酸腺苷二钠—氯化镁注射液
    (DROP, Q("住院时天天输三磷酸腺苷二钠氯化镁注射液，这到底是治什么的", "indicated_for", "三磷酸腺苷二钠—氯化镁注射液",
             DR, mention="三磷酸腺苷二钠氯化镁注射液")),
    (DROP, Q("药学实习：三磷酸腺苷二钠氯化镁注射液里都含有哪些成分", "has_ingredient", "三磷酸腺苷二钠—氯化镁注射液",
             DR, mention="三磷酸腺苷二钠氯化镁注射液")),
    # 蛹油α—亚麻酸乙酯胶丸
    (HY, Q("体检血脂偏高，吃蛹油α-亚麻酸乙酯胶丸对高脂血症有没有用", "indicated_for", "蛹油α—亚麻酸乙酯胶丸", DR,
           mention="蛹油α-亚麻酸乙酯胶丸", named="高脂血症")),
    (HY, Q("蛹油α-亚麻酸乙酯胶丸按用途分属于哪一类药", "is_a_level3", "蛹油α—亚麻酸乙酯胶丸", DR,
           mention="蛹油α-亚麻酸乙酯胶丸")),
    # 复方电解质葡萄糖注射液—M3A
    (HY, Q("复方电解质葡萄糖注射液-M3A里面加了哪些东西，各放了多少", "has_ingredient", "复方电解质葡萄糖注射液—M3A", DR,
           mention="复方电解质葡萄糖注射液-M3A")),
    (HY, Q("护士站备着复方电解质葡萄糖注射液-M3A，它在药品分类里算哪一类", "belongs_to", "复方电解质葡萄糖注射液—M3A",
           DR, mention="复方电解质葡萄糖注射液-M3A")),
    # one question each
    (HY, Q("孩子手术后一直挂着复方电解质葡萄糖注射液-R4A，这瓶补液是干什么用的", "indicated_for",
           "复方电解质葡萄糖注射液—R4A", DR, mention="复方电解质葡萄糖注射液-R4A")),
    (HY, Q("ω-3鱼油中/长链脂肪乳注射液输进去以后，人可能会有哪些副作用", "has_adverse_reaction", "ω—3鱼油中/长链脂肪乳注射液",
           DR, mention="ω-3鱼油中/长链脂肪乳注射液")),
    (HY, Q("5-氨基水杨酸一般是拿来治哪种肠道病的", "cures", "5—氨基水杨酸", DR, mention="5-氨基水杨酸")),
    (HY, Q("磷酸二酯酶-4抑制剂这类药主要针对什么病", "cures", "磷酸二酯酶—4抑制剂", DR, mention="磷酸二酯酶-4抑制剂")),
    (HY, Q("神经内科门诊提到MAO-B抑制剂，这是治什么病的药", "cures", "MAO—B抑制剂", DR, mention="MAO-B抑制剂")),
    (DROP, Q("五羟色胺去甲肾上腺素再摄取抑制剂一般用来治什么病", "cures", "五羟色胺—去甲肾上腺素再摄取抑制剂", DR,
             mention="五羟色胺去甲肾上腺素再摄取抑制剂")),
    # ---- checks ----
    # 呼吸道粘液—纤毛清除功能测定
    (DROP, Q("医生开了个呼吸道粘液纤毛清除功能测定，这项检查能看出哪些病", "check_for_disease",
             "呼吸道粘液—纤毛清除功能测定", C, mention="呼吸道粘液纤毛清除功能测定")),
    (DROP, Q("人有哪些不舒服的时候才需要做呼吸道粘液纤毛清除功能测定", "check_for_symptom",
             "呼吸道粘液—纤毛清除功能测定", C, mention="呼吸道粘液纤毛清除功能测定")),
    # Hb—F碱变性试验
    (HY, Q("血液科给孩子开了Hb-F碱变性试验，这是在查哪些病", "check_for_disease", "Hb—F碱变性试验", C,
           mention="Hb-F碱变性试验")),
    (HY, Q("学检验的请教下，Hb-F碱变性试验主要是病人有哪些症状时做", "check_for_symptom", "Hb—F碱变性试验", C,
           mention="Hb-F碱变性试验")),
    # one question each
    (HY, Q("抗组织相容性抗原-DR抗体检查能帮着诊断系统性红斑狼疮吗", "check_for_disease", "抗组织相容性抗原—DR抗体检查", C,
           mention="抗组织相容性抗原-DR抗体检查", named="系统性红斑狼疮")),
    (HY, Q("化验单上有一项超广谱β-内酰胺酶检查，一般是怀疑什么病才查", "check_for_disease", "超广谱β—内酰胺酶检查", C,
           mention="超广谱β-内酰胺酶检查")),
    (HY, Q("腰背疼去看风湿科，让抽血做HLA-B27检测，哪些病需要查这一项", "checks", "HLA—B27检测", C,
           mention="HLA-B27检测")),
    (HY, Q("咽东西胸口疼，医生让做T-spot检测，这是为了排查什么病", "checks", "T—spot检测", C, mention="T-spot检测")),
    (HY, Q("胸口闷痛去急诊，抽血做了NT-pro-BNP检测，医生是在怀疑什么病", "checks", "NT—pro—BNP检测", C,
           mention="NT-pro-BNP检测")),
    (DROP, Q("禁水加压素试验要一整晚不让喝水，这个是为了查什么病", "checks", "禁水—加压素试验", C,
             mention="禁水加压素试验")),
    # ---- causes ----
    (DROP, Q("克里米亚刚果出血热病毒传到人身上会得什么病", "caused_by", "克里米亚—刚果出血热病毒", CA,
             mention="克里米亚刚果出血热病毒")),
    (HY, Q("Epstein-Barr病毒感染了会导致什么病", "caused_by", "Epstein—Barr病毒", CA, mention="Epstein-Barr病毒")),
    (HY, Q("眼角红肿流脓，医生说跟β-溶血性链球菌有关，这种细菌会引起什么病", "caused_by", "β—溶血性链球菌", CA,
           mention="β-溶血性链球菌")),
    (HY, Q("体检报告说HDL-C降低，这会增加得哪些病的风险", "has_risk_factor", "HDL—C降低", CA, mention="HDL-C降低")),
    (HY, Q("微生物课上讲到DENV-2，它是哪种病的病原体", "caused_by", "DENV—2", CA, mention="DENV-2")),
    # ---- therapies ----
    (HY, Q("D-青霉胺这种治疗是用在什么病上的", "treated_with", "D—青霉胺", TH, mention="D-青霉胺")),
    (HY, Q("血液科医生建议我爸用α-干扰素，这是在治哪种病", "treated_with", "α—干扰素", TH, mention="α-干扰素")),
    # ---- drug classes and product classes ----
    (HY, Q("常见的胃药里面，哪些属于H2-受体阻滞剂", "belongs_to", "H2—受体阻滞剂", PC, mention="H2-受体阻滞剂")),
    (DROP, Q("药品目录里其它肌肉骨骼系统疾病用药这一类都收了哪些药", "belongs_to", "其它肌肉—骨骼系统疾病用药", PC,
             mention="其它肌肉骨骼系统疾病用药")),
    (HY, Q("化疗前打的止吐针，属于5-HT3受体阻断药的都有哪些", "is_a_level3", "5—HT3受体阻断药", DC,
           mention="5-HT3受体阻断药")),
    (HY, Q("关节疼想买止痛药，环氧化酶-2抑制剂有哪几种可以选", "is_a_level3", "环氧化酶—2抑制剂", DC,
           mention="环氧化酶-2抑制剂")),
    # ---- a department, a body part, an ingredient ----
    (HY, Q("医院的耳鼻咽喉-头颈外科一般都看哪些病", "designated_to", "耳鼻咽喉—头颈外科", DEP,
           mention="耳鼻咽喉-头颈外科")),
    (DROP, Q("哪些病会影响到下丘脑垂体肾上腺轴", "shown_on", "下丘脑—垂体—肾上腺轴", BP, mention="下丘脑垂体肾上腺轴")),
    (HY, Q("想知道哪些药或者营养液里加了L-精氨酸", "has_ingredient", "L—精氨酸", IN, mention="L-精氨酸")),
    # ---- alias records ----
    (DROP, Q("湿疹血小板减少反复感染综合征是哪个病的另一种叫法", "has_alias", "湿疹—血小板减少—反复感染综合征", AL,
             mention="湿疹血小板减少反复感染综合征")),
    (DROP, Q("新生儿查房听到小下颌舌下垂综合征，这是哪个病的别称，正式名叫什么", "has_alias", "小下颌—舌下垂综合征", AL,
             mention="小下颌舌下垂综合征")),
]


def typed(name: str, way: str) -> str:
    """A name as people type it: every dash an ASCII hyphen (`hyphen`), or every dash left out (`dropped`)."""
    return DASH.sub("-" if way == HY else "", name.strip())


def droppable(name: str) -> bool:
    """Whether every dash of a name stands between two Chinese characters (the only names asked without them)."""
    return all(m.start() > 0 and HAN.fullmatch(name[m.start() - 1]) and m.end() < len(name)
               and HAN.fullmatch(name[m.end()]) for m in DASH.finditer(name))


class TypedNames:
    """Every name of the built network - own names, names an alias record lists, values of an alias property - as
    each way types it, with the records it names."""

    def __init__(self, data: NetworkData) -> None:
        self.names: dict[str, dict[str, set[tuple[str, int]]]] = {HY: defaultdict(set), DROP: defaultdict(set)}
        for ot, names in data.names.items():
            for rid, name in names.items():
                self.add(name, (ot, rid))
                if ot == "alias":
                    for part in listed_names(name):
                        self.add(part, (ot, rid))
        for part, ot, rid, _ in alias_property_parts(data):
            self.add(part, (ot, rid))

    def add(self, name: str, record: tuple[str, int]) -> None:
        for way in (HY, DROP):
            self.names[way][typed(name, way)].add(record)

    def others(self, mention: str, way: str, record: tuple[str, int]) -> set[tuple[str, int]]:
        """The other records a name typed this way leads to."""
        return self.names[way].get(mention, set()) - {record}


def typed_names(questions: list[tuple[str, Q]], data: NetworkData | None = None) -> list[str]:
    """A problem for every question that does not name its record by the record's name typed the way its tag says
    (exactly once, no untyped dash anywhere in the question), or whose typed name could lead to another record, or
    whose record another set already uses or names."""
    data = data or NetworkData(embedded_backend())
    index = TypedNames(data)
    used, other_text = used_by_sets(OTHER_SETS)
    problems: list[str] = []
    for way, q in questions:
        rids = data.rid_of[q.object_type].get(q.entity, [])
        if len(rids) != 1:
            problems.append(f"{q.question}: {len(rids)} records of {q.object_type} named {q.entity}")
            continue
        if way not in (HY, DROP):
            problems.append(f"{q.question}: no way of typing named {way!r}")
            continue
        if not DASH.search(q.entity):
            problems.append(f"{q.question}: {q.entity} holds no dash")
            continue
        if way == DROP and not droppable(q.entity):
            problems.append(f"{q.question}: {q.entity} has a dash beside a character that is not Chinese; "
                            "it is asked with a hyphen only")
            continue
        name = typed(q.entity, way)
        if q.mention != name:
            problems.append(f"{q.question}: the mention {q.mention} is not {q.entity} typed {way} ({name})")
            continue
        if name == q.entity.strip() or len(name) < 2:
            problems.append(f"{q.question}: {q.entity} typed {way} is its own name, or too short")
        if q.question.count(name) != 1:
            problems.append(f"{q.question}: {name} is not in the question exactly once")
        if any(d in q.question for d in UNTYPED):
            problems.append(f"{q.question}: the question writes a dash nobody types")
        others = index.others(name, way, (q.object_type, rids[0]))
        if others:
            shown = ", ".join(sorted(f"{data.names[ot].get(rid, rid)} ({ot})" for ot, rid in others)[:3])
            problems.append(f"{q.question}: {name} also names {len(others)} other record(s): {shown}")
        forms = {q.entity, typed(q.entity, HY)} | ({typed(q.entity, DROP)} if droppable(q.entity) else set())
        if forms & used or any(form in other_text for form in forms):
            problems.append(f"{q.question}: {q.entity} is used or named by another set")
    return problems


def main(questions: list[tuple[str, Q]], out: Path, prefix: str, check=None) -> int | str:
    """The set checked (`typed_names`, or the `check` a later dash names set adds to it), built with
    `make_medical_everyday.build`, tagged with each question's way of typing the name, written to `out` and validated
    with the evaluation harness's validator."""
    backend = embedded_backend()
    found = (check or typed_names)(questions, NetworkData(backend))
    if found:
        return "\n".join(found)
    lines = build(backend, [q for _, q in questions], prefix)
    ways = {q.question: way for way, q in questions}
    for line in lines:
        line["tags"].append(ways[line["question"]])
    return write_and_validate(backend, lines, out)


if __name__ == "__main__":
    raise SystemExit(main(QUESTIONS, OUT, "dn1"))
