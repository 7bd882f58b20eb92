"""Writes `medical_foreign_names_1.jsonl`, a set of everyday Chinese questions that name a record of the network by a
name in another language the network records for it, the way a person types it after meeting it on a report, a drug
box, in a textbook or in a letter from a hospital abroad.

The network records names in other languages for many of its records, in five properties: a disease's English name
(`disease_english_name`: Gynandroblastoma, melanosis coli), a drug's English name as the pack prints it
(`english_or_latin_name`: Sulindac Capsules, Papain Enteric—coated Tablets), a check's English name (`english_name`),
a herb's or material's Latin or English name (`english_or_latin_name`: Habenaria linguella Lindl.) and a formula's
foreign name (`english_or_latin_name`). Every question here names one record by such a name, as a patient, a
relative, a student or a pharmacist types it, and asks about the record's neighbours over one relation type. The name
is typed in one of three ways, tagged so:

- `as_written`: as the network writes it (Compression Fracture of Cervical Spine, Rabies Antiserum);
- `hyphen`: a name holding a dash other than the ASCII hyphen ("—", "－") with every dash typed as the hyphen
  (Amino-polypeptide Tablets, Malaridine Phosphate Enteric-coated Tablets of Malaridine Phosphate Enteric－coated
  Tablets);
- `case`: in another letter case than the network writes it (Primidone of primidone, ENEMA SORBITOL of Enema
  sorbitol).

The entity is the record (its own Chinese name, its object type), the mention the name as the question types it. Every
line is tagged `alias` (its mention not being the entity's name), `foreign_name` and its way of typing, besides the
record's type and the tags of `make_medical_everyday.build`. `foreign_names` checks every question against the built
network before the set is built: the entity is one record of one of the five types; the mention is a name its
foreign-name property gives (the value, or one of the names a value listing several gives: `alias_property_parts`)
typed the way the tag says, written once in the question, which writes no dash but the hyphen; the name, as the
network writes it, is one a person writes - at least four characters, latin letters and no Chinese character, no list,
no note in brackets, no character beyond ASCII but a dash (a no-break space, an accented letter), not run together,
not in capitals only; typed that way and compared without regard to case, it leads to that record alone - it is not
the own name of any other record of any type, nor a name an alias record lists, nor a value of an alias property of
any other record (these five properties among them: `TypedNames` of the first dash names set); and neither the record
nor the name, typed any of the ways, is an entity or mention of the sets written before this one (the dev set,
everyday sets 1 to 80, alias sets 1 to 4, the two bracket names sets, the three dash names sets), nor occurs in one of
their questions, and no question is one of theirs.

How the names were chosen, on the built network. The five properties hold a value on 11566 drugs, 3772 diseases, 35
herbs and materials, 7 checks and 2 formulas; read as lists they give 19488 names (drugs 15202, diseases 4211,
materials 60, checks 13, formulas 2). Taking the rules above in this order, left out are 105 that are no name in
another language (74 drugs', 30 materials' and the formula 八将丹's: 山黑豆；老鼠眼, 侧金盏花, 八将散), 1768 values listing several
names (drugs 1546, diseases 218, checks 3, materials 1; the names they list are counted one by one), 84 shorter than
four characters (ECG, EEG, IVU, SS, RE), 8612 that also name another record (drugs 8426, mostly one English name for a
product and its trade-name records - Vinpocetine for Injection of 丽诺生, 丁那, 同铭 and 注射用长春西汀; diseases 184 - cerebral
paragonimiasis of 脑肺吸虫病 and 脑型肺吸虫病, presbyopia of 老花眼 and 老视, AIDS an alias record's name; electroencephalogram, an
alias record's name too; Mannose Ester Tablets of the herb 海通, the English name of the drug 甘糖酯片), 4430 whose record
(4426: diseases 3366, drugs 1030, materials 23, checks 6, the formula 百合固金汤) or name (4) an earlier set asks about or
names, and 1 whose record has no neighbour (节肢蕨). That leaves 4488 names: diseases 362 (353 records), drugs 4122 (3758
records), materials 4, and no check's or formula's - every check with an English name (心电图检查, 脑电图检查, 宫腔镜检查, 静脉尿路造影检查,
新生儿疾病筛查检查, 心血管造影检查, 静态显像) and the one formula with a foreign name in latin letters are asked about or named by an
earlier set, so the set asks about no check or formula, and about three materials only where 12 checks, 10 materials
and 8 formulas were wanted; diseases and drugs make up the rest.

Of the materials' 4 names, Melandrium firmum（Siebold & Zucc.）Rohrb.（1868） carries notes in brackets; the other 3 were
taken (Habenaria linguella Lindl. and Liparis campyloxtalix Rchb. f. twice, Wild Boar fur once). Of the diseases' 362,
left out are 3 abbreviations in capitals (FCCL, EIEC, PCNSL), 3 with a dash, all broken (Direct Carotid—Cavernous
Sinus Fistula with a no-break space, secondarydegreeA—Vblock, malignant rhab—doid tumour of the vulva), 9 with a
no-break space or an accented letter (superficial punctate keratitis, píshù) and 14 run together (uterinepolyp,
retinaldetachmentwithgiantretinaltear, enteroinvasiveE.coli); read one by one, the rest hold misspelt names
(Fibramyalgia syndrome, Infautile Hypertension, small cell carcioma of ovary, subumcosal myoma of uterus), names cut
at the start (cture of head of radius, ollicular cyst, oreign body grannuloma), the English of another or a wider
disease than the record (Hodgkin lymphoma of 纵隔非霍奇金淋巴瘤, hand extensorum tendon injury of 慢性间质性肾炎, tuberculosis of
vagina of 结核性宫颈炎, fever of 小儿发热, acute myeloid leukemia of 小儿急性髓性白血病), TCM terms put in English (bi disease, splenic
cold, deficiency of spleen yin) and records that are no disease (cardiopulmonary resuscitation, porcelain veneer,
Orthodontics); of the clean ones, 30 were taken, one question each, records with neighbours over several relation
types first.

Of the drugs' 4122, left out are 2176 pinyin transliterations of the Chinese name (Zhuangxue Pian, Fufang Yemazhui
Tangjiang: no other language), 95 with a note in brackets (SUTENT（Sunitinib Malate Capsules）), 16 with a character
nobody types, 14 in capitals only, Latin pharmacopoeia names most of them (TABELLAE NYSFUNGINI, ENEMA SORBITOLI), 135
run together (RebamipideCapsules) and 34 of one word, mostly no pack's name (Ferrous, Bismuth, li><; primidone is
asked in another case, below); of the 44 holding a dash, misspelt ones (Diltiazem Hydrochloride Sustaind—release
Capsules, Metoprolol Tartrate Sustained—realease Tablets, Pantoprazola Sodium Enteric—coated Capsules), ones with a
strength or a note (Nifedipine Extended—release Tablets（III）) or broken by a line-end hyphen (Thiamphen—icol Tablets,
Cis—platin Injection) are left out and 15 were taken, typed with a hyphen, one question each (Aceclofenac, Ambroxol
Hydrochloride, Aminophylline and Ropinirole Hydrochloride Sustained—release Tablets, Diclofenac Sodium
Sustained—release Capsules, Indometacin Extended—release Capsules, Cinmetacin Enteric—coated Capsules, Elastase,
Papain and Malaridine Phosphate Enteric—coated Tablets - the last with "－" -, Amino—polypeptide Tablets, Anti—human T
Lymphocyte Porcine Immunoglobulin, Hepatocyte Growth—promoting Factor for Injection, Low—Molecular—Weight Heparin
Sodium Injection, Phenoxymethylpenicillin—potassium Tablets); of the other 1608, many misspelt (Asipilin Tablets,
Naproxcn Tablets, Cefotaxime Sodium for Injectlon, Fenofibrate Tbalets), 16 clean names of one product each were taken
as written, so that the drugs do not outweigh the diseases.

Typed in another case: the evaluation harness's validator takes a mention as naming its record only where the network
writes it so, letter for letter and case for case, in a property value of the record or a neighbour's name, so a name
typed in another case passes only where the record writes that form too. Of the names left, 6 are written in another
case elsewhere in their record's value: primidone (Primidone Tablets), 12 Vitamins for Injection (Cernevit（12 Vitamins
For Injection）), Enema sorbitol (ENEMA SORBITOLI), and three cut short (Fumarate tablets, XiaoZhong Pia, changtongshu
kel); the first three were taken (Primidone twice, 12 Vitamins For Injection, ENEMA SORBITOL once), so the `case`
questions are few.

So the set has 70 questions on 66 records and 67 names: 30 about a disease through its English name, 35 about a drug
through its English name (16 as written, 15 with a hyphen, 4 in another case; 青霉素V钾片 by two names) and 5 about a
herb through its Latin or English name; 51 `as_written`, 15 `hyphen`, 4 `case`.

The relation asked is one for which the record has neighbours, read from the network as the machinery reads them:
indicated_for 11, has_adverse_reaction 9, belongs_to 6, caused_by 5, checks 4, designated_to 4, has_symptom 4,
has_ingredient 4, common_in 3, has_complication 3 (1 from the target end: which disease acute mediastinitis comes
of), is_a_level3 3, shown_on 2, is_subtype_of 2 (1 downward: the kinds of femoral fracture), check_for_disease 2
(from the disease: which checks), cures 2 (from the drug: which diseases), mainly_treats 2, has_efficacy 2,
treated_with 1, distributed_in 1 - 19 relation types, 6 questions asked from the relation's target end. No question
names the neighbour it asks about.

Questions come from patients and relatives (我爸从架子上摔下来…, 外公得帕金森一直吃…, 孩子耳朵流脓…), people reading a
report or a record (片子报告写的是…, 痰培养报告写着…, 皮肤活检结果写着…, 出院记录写…), letters and records from abroad
(国外医生的信里…, 在国外出了车祸，病历上写着…, 外国医生写的诊断是…), boxes, labels and vaccination books (药盒上印着…,
通便小瓶子上印着…, 接种本上写着…), travellers (去东南亚旅游回来…, 去非洲援建前…), students and trainees (药理课作业：…,
寄生虫学课本上的…, 骨科实习…, 麻醉科轮转时…, 植物学实习…, 中药鉴定课上…) and doctors at a handover or on a ward round
(烧伤科交班说到…, 心内科查房提到…); 69 carry a clause of context, and none uses a relation type's own word. Lengths run
from 30 to 72 characters, the long ones holding a long English name.

The machinery is `make_medical_everyday.py`'s (gold relation type, entity, mention; answers read from the built
network; tags), run by this file's `main` with `foreign_names` as its check, and the written file is checked with
the evaluation harness's validator, which takes a mention found in a property value of the record as naming it, a
dashed value typed with a hyphen among them (`NetworkFacts.leads_to`).

    .venv/bin/python bench/sets/make_medical_foreign_names_1.py     # rewrites bench/sets/medical_foreign_names_1.jsonl
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets import make_medical_dash_names_3 as dash_names_3  # noqa: E402
from bench.sets.make_medical_bracket_names_1 import alias_property_parts, used_by_sets  # noqa: E402
from bench.sets.make_medical_dash_names_1 import HY, UNTYPED, TypedNames, typed  # noqa: E402
from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import C, D, DR, F, M, Q, build, write_and_validate  # noqa: E402
from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_foreign_names_1.jsonl"

# the sets written before this one, whose records, names and question text this one leaves alone: the dev set,
# everyday sets 1 to 80, alias sets 1 to 4, the two bracket names sets, the three dash names sets
OTHER_SETS = [*dash_names_3.OTHER_SETS, "medical_everyday_78.jsonl", "medical_everyday_79.jsonl",
              "medical_everyday_80.jsonl", "medical_dash_names_3.jsonl", "medical_bracket_names_2.jsonl"]

# the property giving a record's name in another language, by the record's type
FOREIGN_NAME = {D: "disease_english_name", DR: "english_or_latin_name", C: "english_name",
                M: "english_or_latin_name", F: "english_or_latin_name"}

# the three ways a question writes the name (its tag): as the network writes it; every dash of it ("—", "－", ...)
# as the ASCII hyphen; in another letter case than the network writes it
AS_WRITTEN, CASE = "as_written", "case"
WAYS = (AS_WRITTEN, HY, CASE)

HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]")
# what a name a person writes does not hold: a separator of a list, a bracket (a note), a no-break space or any other
# character beyond ASCII but a dash; nor is it run together (a small letter followed by a capital inside a word)
LIST_SEPARATOR = re.compile(r"[、，,；;/|+]")
BRACKET = re.compile(r"[()（）\[\]【】<>]")
RUN_TOGETHER = re.compile(r"[a-z][A-Z]")

QUESTIONS: list[tuple[str, Q]] = [
    # ---- a disease's English name (disease_english_name) ----
    (AS_WRITTEN, Q("我爸从架子上摔下来，片子报告写的是Compression Fracture of Cervical Spine，这种骨折一般是什么样的暴力造成的",
                   "caused_by", "颈椎椎体楔形压缩骨折", D, mention="Compression Fracture of Cervical Spine")),
    (AS_WRITTEN, Q("血培养结果提示Enterobacter agglomerans infection，这种感染容易找上哪类人", "common_in",
                   "集聚肠杆菌感染", D, mention="Enterobacter agglomerans infection")),
    (AS_WRITTEN, Q("妇科医生怀疑卵巢上长的是Gynandroblastoma，确诊一般要做哪几项检查", "checks", "卵巢两性母细胞瘤", D,
                   mention="Gynandroblastoma")),
    (AS_WRITTEN, Q("在国外出了车祸，病历上写着Injury of Anal Canal and Rectum，回国复查应该挂哪个科", "designated_to",
                   "直肠肛管损伤", D, mention="Injury of Anal Canal and Rectum")),
    (AS_WRITTEN, Q("痰培养报告写着Klebsiella infection，这种感染一般发生在身体哪些地方", "shown_on", "克雷白杆菌属感染",
                   D, mention="Klebsiella infection")),
    (AS_WRITTEN, Q("孩子耳朵流脓，化验结果是Moraxella catarrhalis infection，该带他去看哪个科室", "designated_to",
                   "卡他莫拉菌感染", D, mention="Moraxella catarrhalis infection")),
    (AS_WRITTEN, Q("留学的室友确诊了Neisseria meningitidis pneumonia，得了这种肺炎人会怎么样", "has_symptom",
                   "脑膜炎奈瑟菌肺炎", D, mention="Neisseria meningitidis pneumonia")),
    (AS_WRITTEN, Q("急救培训讲到Penetrating Cardiac Trauma，伤员身上会出现哪些情况", "has_symptom", "心脏穿透伤", D,
                   mention="Penetrating Cardiac Trauma")),
    (AS_WRITTEN, Q("屁股周围老是痒，外国医生写的诊断是Pruritus Ani，一般是什么引起的", "caused_by", "肛门瘙痒症", D,
                   mention="Pruritus Ani")),
    (AS_WRITTEN, Q("寄生虫学课本上的Pulmonary Schistosomiasis，归在哪一种病底下", "is_subtype_of", "肺血吸虫病", D,
                   mention="Pulmonary Schistosomiasis")),
    (AS_WRITTEN, Q("会诊意见写了Secondary Systemic Amyloidosis，这个病会累及哪些器官", "shown_on",
                   "继发性系统性淀粉样变", D, mention="Secondary Systemic Amyloidosis")),
    (AS_WRITTEN, Q("科普视频里说的Spinocerebellar Ataxias，一般是什么年纪的人得", "common_in", "脊髓小脑性共济失调", D,
                   mention="Spinocerebellar Ataxias")),
    (AS_WRITTEN, Q("做完颈部手术声音哑了，医生怀疑Vagus Nerve Injuries，需要做哪些检查来确认", "checks", "迷走神经损伤",
                   D, mention="Vagus Nerve Injuries")),
    (AS_WRITTEN, Q("胸外科教材上的acute mediastinitis，通常是在哪个病的基础上出现的", "has_complication", "急性纵隔炎",
                   D, mention="acute mediastinitis", reverse=True)),
    (AS_WRITTEN, Q("遗传病筛查报告上出现了aspartylglucosaminuria，得这个病的孩子会有什么表现", "has_symptom",
                   "天冬氨酰葡萄糖胺尿症", D, mention="aspartylglucosaminuria")),
    (AS_WRITTEN, Q("去东南亚旅游回来一直拉肚子，当地诊所写的是balantidiasis，到底是什么东西引起的", "caused_by",
                   "小袋纤毛虫病", D, mention="balantidiasis")),
    (AS_WRITTEN, Q("烧伤科交班说到burn wound sepsis，一般都怎么处理", "treated_with", "烧伤创面脓毒症", D,
                   mention="burn wound sepsis")),
    (AS_WRITTEN, Q("宝宝生下来几天就吐黄绿色的水，医生怀疑congenital malrotation of intestine，要做哪些检查",
                   "checks", "先天性肠旋转不良", D, mention="congenital malrotation of intestine")),
    (AS_WRITTEN, Q("B超看到crossed ectopic kidney，以后可能会连带出哪些毛病", "has_complication", "交叉异位肾", D,
                   mention="crossed ectopic kidney")),
    (AS_WRITTEN, Q("皮肤活检结果写着cutaneous leucocytoclastic vasculitis，这病多半是什么诱发的", "caused_by",
                   "皮肤白细胞破碎性血管炎", D, mention="cutaneous leucocytoclastic vasculitis")),
    (AS_WRITTEN, Q("移植科的随访单提到cytomegalovirus pneumonia，这种肺炎主要盯上哪些人", "common_in",
                   "巨细胞病毒性肺炎", D, mention="cytomegalovirus pneumonia")),
    (AS_WRITTEN, Q("孩子腿上摸到好几个硬疙瘩，外国医生写的是diaphyseal aclasis，这个病还会有哪些表现", "has_symptom",
                   "骨干续连症", D, mention="diaphyseal aclasis")),
    (AS_WRITTEN, Q("吃东西老是噎着，英文病历上写dysphagia lusoria，应该挂什么科", "designated_to", "食管受压性吞咽困难",
                   D, mention="dysphagia lusoria")),
    (AS_WRITTEN, Q("野外喝了生水，后来尿里好像有虫子，怀疑是gordiasis，做哪些检查能查出来", "check_for_disease",
                   "铁线虫病", D, mention="gordiasis")),
    (AS_WRITTEN, Q("怀孕六个月肚皮上起了一片水疱，网上查说像herpes gestationis，该去哪个科看", "designated_to",
                   "妊娠疱疹", D, mention="herpes gestationis")),
    (AS_WRITTEN, Q("我妈切胆囊以后皮肤发黄，出院记录写iatrogenic bile duct injury，这种损伤一般是怎么造成的",
                   "caused_by", "医源性胆管损伤", D, mention="iatrogenic bile duct injury")),
    (AS_WRITTEN, Q("长年吃泻药的大爷被告知可能有melanosis coli，查这个要做什么检查", "check_for_disease",
                   "结肠黑变病", D, mention="melanosis coli")),
    (AS_WRITTEN, Q("体检发现肺上有个小结节，医生说可能是pulmonary hamartoma，接下来要做哪些检查", "checks",
                   "肺错构瘤", D, mention="pulmonary hamartoma")),
    (AS_WRITTEN, Q("心内科查房提到tachycardiomyopathy，这种心肌病拖久了会引出什么问题", "has_complication",
                   "心动过速性心肌病", D, mention="tachycardiomyopathy")),
    (AS_WRITTEN, Q("骨科实习整理病例，femoral fracture具体分成哪几种骨折", "is_subtype_of", "股骨骨折", D,
                   mention="femoral fracture", reverse=True)),
    # ---- a drug's English name (english_or_latin_name), with a dash typed as the hyphen ----
    (HY, Q("膝盖疼，代购来的Aceclofenac Sustained-release Tablets主要是治什么的", "indicated_for", "醋氯芬酸缓释片", DR,
           mention="Aceclofenac Sustained-release Tablets")),
    (HY, Q("痰咳不出来，医生开了Ambroxol Hydrochloride Sustained-release Tablets，吃了会有什么副作用吗",
           "has_adverse_reaction", "盐酸氨溴缓释片", DR, mention="Ambroxol Hydrochloride Sustained-release Tablets")),
    (HY, Q("药理课作业：Aminophylline Sustained-release Tablets按药理作用属于哪一类平喘药", "is_a_level3", "氨茶碱缓释片",
           DR, mention="Aminophylline Sustained-release Tablets")),
    (HY, Q("血液科给我妈开了Amino-polypeptide Tablets，这个药一般治哪些病", "indicated_for", "氨肽素片", DR,
           mention="Amino-polypeptide Tablets")),
    (HY, Q("弟弟得了再障要用Anti-human T Lymphocyte Porcine Immunoglobulin，用的时候要提防哪些反应",
           "has_adverse_reaction", "抗人T细胞猪免疫球蛋白", DR,
           mention="Anti-human T Lymphocyte Porcine Immunoglobulin")),
    (HY, Q("药店货架上看到Cinmetacin Enteric-coated Capsules，哪些病可以用它", "cures", "桂美辛肠溶胶囊", DR,
           mention="Cinmetacin Enteric-coated Capsules")),
    (HY, Q("药学实习整理货架，Diclofenac Sodium Sustained-release Capsules该放到哪个类别", "belongs_to",
           "双氯芬酸钠缓释胶囊", DR, mention="Diclofenac Sodium Sustained-release Capsules")),
    (HY, Q("血脂高，朋友从国外带回来Elastase Enteric-coated Tablets，它能治哪些病", "indicated_for", "弹性酶肠溶片", DR,
           mention="Elastase Enteric-coated Tablets")),
    (HY, Q("肝炎住院时输的Hepatocyte Growth-promoting Factor for Injection，按用处算哪一类药", "is_a_level3",
           "注射用促肝细胞生长素", DR, mention="Hepatocyte Growth-promoting Factor for Injection")),
    (HY, Q("痛风发作吃了Indometacin Extended-release Capsules，胃里难受，这药还可能带来哪些副作用",
           "has_adverse_reaction", "吲哚美辛控释胶囊", DR, mention="Indometacin Extended-release Capsules")),
    (HY, Q("住院时护士每天往肚皮上打Low-Molecular-Weight Heparin Sodium Injection，这一针是防治什么病的",
           "indicated_for", "低分子量肝素钠注射液", DR, mention="Low-Molecular-Weight Heparin Sodium Injection")),
    (HY, Q("去非洲援建前单位发了Malaridine Phosphate Enteric-coated Tablets，是用来治什么的", "indicated_for",
           "磷酸咯萘啶肠溶片", DR, mention="Malaridine Phosphate Enteric-coated Tablets")),
    (HY, Q("药盒上印着Papain Enteric-coated Tablets，里面装的是什么东西", "has_ingredient", "木瓜酶肠溶片", DR,
           mention="Papain Enteric-coated Tablets")),
    (HY, Q("孩子扁桃体发炎在吃Phenoxymethylpenicillin-potassium Tablets，要留意哪些过敏之类的反应",
           "has_adverse_reaction", "青霉素V钾片", DR, mention="Phenoxymethylpenicillin-potassium Tablets")),
    (HY, Q("神经科开的Ropinirole Hydrochloride Sustained-release Tablets，在药品目录里归哪一类", "belongs_to",
           "盐酸罗匹尼罗缓释片", DR, mention="Ropinirole Hydrochloride Sustained-release Tablets")),
    # ---- a drug's English name in another letter case ----
    # 扑米酮片: primidone
    (CASE, Q("国外医生的信里让继续吃Primidone，这个药主要治什么病", "indicated_for", "扑米酮片", DR,
             mention="Primidone")),
    (CASE, Q("爷爷手抖一直在吃Primidone，最近老犯困，这药常见的副作用有哪些", "has_adverse_reaction", "扑米酮片", DR,
             mention="Primidone")),
    # 注射用12种复合维生素: 12 Vitamins for Injection
    (CASE, Q("营养科的输液单上写着12 Vitamins For Injection，里面都有哪些东西", "has_ingredient",
             "注射用12种复合维生素", DR, mention="12 Vitamins For Injection")),
    # 开塞露（含山梨醇）: Enema sorbitol
    (CASE, Q("进口超市买的通便小瓶子上印着ENEMA SORBITOL，它归哪一类药", "belongs_to", "开塞露（含山梨醇）", DR,
             mention="ENEMA SORBITOL")),
    # ---- a drug's English name as written ----
    (AS_WRITTEN, Q("中耳炎滴了Ciprofloxacin Hydrochloride Ear Drops，耳朵有点痒，这药有哪些副作用",
                   "has_adverse_reaction", "盐酸环丙沙星滴耳液", DR, mention="Ciprofloxacin Hydrochloride Ear Drops")),
    (AS_WRITTEN, Q("风湿科开的Sulindac Capsules，适合哪些关节上的病", "indicated_for", "舒林酸胶囊", DR,
                   mention="Sulindac Capsules")),
    (AS_WRITTEN, Q("外公得帕金森一直吃Levodopa and Benserazide Hydrochloride Capsules，里面含哪些药",
                   "has_ingredient", "多巴丝肼胶囊", DR, mention="Levodopa and Benserazide Hydrochloride Capsules")),
    (AS_WRITTEN, Q("血液科医生开了Busulfan Tablets，这药是治什么的", "indicated_for", "白消安片", DR,
                   mention="Busulfan Tablets")),
    (AS_WRITTEN, Q("麻醉科轮转时问到Protamine Sulfate Injection，按作用它属于哪类药", "is_a_level3",
                   "硫酸鱼精蛋白注射液", DR, mention="Protamine Sulfate Injection")),
    (AS_WRITTEN, Q("皮肤科开的Itraconazole Dispersible Tablets，可以用在哪些病上", "cures", "伊曲康唑分散片", DR,
                   mention="Itraconazole Dispersible Tablets")),
    (AS_WRITTEN, Q("糖友群里都在说Voglibose Capsules，它属于哪一类药", "belongs_to", "伏格列波糖胶囊", DR,
                   mention="Voglibose Capsules")),
    (AS_WRITTEN, Q("来例假疼得厉害，室友给了Mefenamic Acid Capsules，它能止哪些痛", "indicated_for", "甲芬那酸胶囊",
                   DR, mention="Mefenamic Acid Capsules")),
    (AS_WRITTEN, Q("看纪录片才知道Thalidomide Tablets现在还在用，吃了会有哪些副作用", "has_adverse_reaction",
                   "沙利度胺片", DR, mention="Thalidomide Tablets")),
    (AS_WRITTEN, Q("眼科开的Timolol Maleate Eye Drops，在药房里归哪一类", "belongs_to", "马来酸噻吗洛尔滴眼液", DR,
                   mention="Timolol Maleate Eye Drops")),
    (AS_WRITTEN, Q("心内科抢救时用的Tirofiban Hydrochloride Injection，主要针对哪些病", "indicated_for",
                   "盐酸替罗非班注射液", DR, mention="Tirofiban Hydrochloride Injection")),
    (AS_WRITTEN, Q("心绞痛发作时喷了Nitroglycerin Aerosol，喷完头胀得厉害，还会有哪些副作用", "has_adverse_reaction",
                   "硝酸甘油气雾剂", DR, mention="Nitroglycerin Aerosol")),
    (AS_WRITTEN, Q("孩子的接种本上写着Measles and Rubella Combined Vaccine，打完可能出现哪些反应",
                   "has_adverse_reaction", "麻疹风疹联合减毒活疫苗", DR,
                   mention="Measles and Rubella Combined Vaccine")),
    (AS_WRITTEN, Q("被狗咬了打的Rabies Antiserum，里面加了些什么", "has_ingredient", "抗狂犬病血清", DR,
                   mention="Rabies Antiserum")),
    (AS_WRITTEN, Q("国外诊所开的Penicillin V Potassium Tablets，能治哪些感染", "indicated_for", "青霉素V钾片", DR,
                   mention="Penicillin V Potassium Tablets")),
    (AS_WRITTEN, Q("肾移植术后输的Mycophenolate Mofetil for Injection，属于哪一类药", "belongs_to",
                   "注射用吗替麦考酚酯", DR, mention="Mycophenolate Mofetil for Injection")),
    # ---- a herb's or material's Latin or English name (english_or_latin_name) ----
    (AS_WRITTEN, Q("植物学实习采到Habenaria linguella Lindl.，听说能入药，主要治什么病", "mainly_treats", "坡参", M,
                   mention="Habenaria linguella Lindl.")),
    (AS_WRITTEN, Q("标本签上写着Habenaria linguella Lindl.，当药材用有什么作用", "has_efficacy", "坡参", M,
                   mention="Habenaria linguella Lindl.")),
    (AS_WRITTEN, Q("民间草药图鉴里的Liparis campyloxtalix Rchb. f.，可以治哪些毛病", "mainly_treats", "羊耳蒜", M,
                   mention="Liparis campyloxtalix Rchb. f.")),
    (AS_WRITTEN, Q("中药鉴定课上提到Liparis campyloxtalix Rchb. f.，它有什么药效", "has_efficacy", "羊耳蒜", M,
                   mention="Liparis campyloxtalix Rchb. f.")),
    (AS_WRITTEN, Q("英文药材目录里有一味Wild Boar fur，这味药哪些地方出产", "distributed_in", "野猪皮", M,
                   mention="Wild Boar fur")),
]


def written_as(name: str, way: str, mention: str) -> bool:
    """Whether `mention` is the name typed this way: as the network writes it; with every dash an ASCII hyphen (a name
    holding a dash other than the hyphen only); in another letter case (only where the letters differ in case alone)."""
    name = name.strip()
    if way == AS_WRITTEN:
        return mention == name
    if way == HY:
        return any(d in name for d in UNTYPED) and mention == typed(name, HY)
    return mention != name and mention.casefold() == name.casefold()


def name_problem(name: str, way: str) -> str | None:
    """Why a foreign name is none a person writes, or None: too short, no latin letter or a Chinese character, a list,
    a note in brackets, a character beyond ASCII (but a dash, typed as the hyphen), a name run together or in
    capitals only (an abbreviation)."""
    name = name.strip()
    if len(name) < 4:
        return "shorter than 4 characters"
    if not LATIN.search(name) or HAN.search(name):
        return "no name in another language"
    if LIST_SEPARATOR.search(name):
        return "a list"
    if BRACKET.search(name):
        return "a name with a note"
    rest = name if way == AS_WRITTEN else "".join(ch for ch in name if ch not in UNTYPED)
    if any(ord(ch) > 127 for ch in rest):
        return "a character nobody types (a no-break space, a full-width or accented letter, a dash)"
    if RUN_TOGETHER.search(name):
        return "run together"
    if name.upper() == name:
        return "capitals only"
    return None


def foreign_names(questions: list[tuple[str, Q]], data: NetworkData | None = None) -> list[str]:
    """A problem for every question that does not name its record by a name in another language the record's
    foreign-name property gives (a value or one of the names it lists: `alias_property_parts`) typed the way its tag
    says, exactly once, or whose name is none a person writes, or could lead to another record, or whose record or
    name another set uses or names."""
    data = data or NetworkData(embedded_backend())
    typed_names = TypedNames(data)
    index: dict[str, set[tuple[str, int]]] = defaultdict(set)
    for name, records in typed_names.names[HY].items():
        index[name.casefold()] |= records
    foreign: dict[tuple[str, int], set[str]] = defaultdict(set)
    for part, ot, rid, field in alias_property_parts(data):
        if FOREIGN_NAME.get(ot) == field:
            foreign[(ot, rid)].add(part.strip())
    used, other_text = used_by_sets(OTHER_SETS)
    used_folded, text_folded = {u.casefold() for u in used}, other_text.casefold()
    other_questions = set(other_text.split("\n"))
    problems: list[str] = []
    for way, q in questions:
        if way not in WAYS:
            problems.append(f"{q.question}: no way of typing named {way!r}")
            continue
        if q.object_type not in FOREIGN_NAME:
            problems.append(f"{q.question}: a {q.object_type} has no name in another language")
            continue
        rids = data.rid_of[q.object_type].get(q.entity, [])
        if len(rids) != 1:
            problems.append(f"{q.question}: {len(rids)} records of {q.object_type} named {q.entity}")
            continue
        record = (q.object_type, rids[0])
        names = sorted(n for n in foreign.get(record, ()) if q.mention and written_as(n, way, q.mention))
        if not names:
            problems.append(f"{q.question}: {q.mention} is no {FOREIGN_NAME[q.object_type]} of {q.entity} typed {way}")
            continue
        for name in names:
            why = name_problem(name, way)
            if why:
                problems.append(f"{q.question}: {name} is {why}")
            forms = {name, typed(name, HY), q.mention}
            if any(f.casefold() in used_folded or f.casefold() in text_folded for f in forms):
                problems.append(f"{q.question}: the name {name} is used or named by another set")
        if q.question.count(q.mention) != 1:
            problems.append(f"{q.question}: {q.mention} is not in the question exactly once")
        if any(d in q.question for d in UNTYPED):
            problems.append(f"{q.question}: the question writes a dash nobody types")
        others = index.get(typed(q.mention, HY).casefold(), set()) - {record}
        if others:
            shown = ", ".join(sorted(f"{data.names[ot].get(rid, rid)} ({ot})" for ot, rid in others)[:3])
            problems.append(f"{q.question}: {q.mention} also names {len(others)} other record(s): {shown}")
        if q.entity in used or q.entity in other_text:
            problems.append(f"{q.question}: {q.entity} is used or named by another set")
        if q.question in other_questions:
            problems.append(f"{q.question}: the question is another set's")
    if len({q.question for _, q in questions}) != len(questions):
        problems.append("a question is written twice")
    return problems


def main(questions: list[tuple[str, Q]], out: Path, prefix: str, check=None) -> int | str:
    """The set checked (`foreign_names`, or the `check` a later foreign names set adds to it), built with
    `make_medical_everyday.build`, tagged `foreign_name` and with each question's way of typing the name, written to
    `out` and validated with the evaluation harness's validator."""
    backend = embedded_backend()
    found = (check or foreign_names)(questions, NetworkData(backend))
    if found:
        return "\n".join(found)
    lines = build(backend, [q for _, q in questions], prefix)
    ways = {q.question: way for way, q in questions}
    for line in lines:
        line["tags"] += ["foreign_name", ways[line["question"]]]
    return write_and_validate(backend, lines, out)


if __name__ == "__main__":
    raise SystemExit(main(QUESTIONS, OUT, "fn1"))
