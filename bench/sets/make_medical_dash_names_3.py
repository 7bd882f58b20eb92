"""Writes `medical_dash_names_3.jsonl`, a third set of everyday questions that name a record of the network by an
alias holding a dash, the way people type such a name: with a hyphen, or without the dash.

The first two dash names sets (`make_medical_dash_names_1.py`, `make_medical_dash_names_2.py`) ask about records
whose own name holds a dash. This one asks only about other names of a record that hold one:

- the name of an alias record (the records the alias relation types - has_alias, drug_has_alias,
  material_has_alias, formula_has_alias, check_has_alias - lead to from the record they name): Anderson—Fabry综合征,
  门—腔分流性脊髓病, 白内障—硬皮病—早老综合征; and
- a value of an alias property of a record (the properties `make_medical_bracket_names_1.py` reads, each read as a
  list: `alias_property_parts`): the trade name 狄波－普维拉 of 醋酸甲羟孕酮注射液, the English names
  Prune—Belly Syndrome of 先天性腹壁肌肉发育不良 and Theophylline Sustained—release Tablets of 茶碱缓释片.

Nobody types "—" or "－". Every question names its alias in one of two ways, tagged so:

- `hyphen`: every dash written as the ASCII hyphen (Bloch-Sulzberger病, β-葡萄糖苷酸酶缺乏症, lupus-like syndrome,
  L-Asparaginase, 狄波-普维拉) - only for an alias whose dashes are not all ASCII hyphens already;
- `dropped`: the dashes left out (门腔分流性脊髓病, 睑裂狭小上睑下垂倒向型内眦赘皮综合征, 雷尼综合征, 狄波普维拉) - only
  for an alias whose every dash stands between two Chinese characters.

The entity of a question is the alias record itself when the question asks what it stands for (its alias relation
asked from the alias end, as the first two sets ask their alias records), and the record holding the property when
the alias is a property value; the mention is the alias typed the question's way. Every line is tagged `alias` (and
`alias_instance` when its entity is an alias record) and then with its way of typing. `typed_aliases` checks every
question against the built network before the set is built: the entity is one record; the alias is the entity's own
name when the entity is an alias record (asked by an alias relation type, nothing else), or else an alias property
value of the entity or the name of one of its alias records; it holds a dash; the mention is that alias typed the
way the question's tag says, not the alias itself, written once in the question, which holds no "—", "－", "–", "‐"
or other dash but, in a `hyphen` question, the hyphen; typed that way the alias leads to that record alone -
compared after the same typing, and without regard to case, it is not the own name of any other record of any type,
nor a name an alias record lists, nor a value of an alias property of any other record (`TypedNames` of the first
set); and neither the alias, typed either way, nor the entity is an entity or mention of the sets written before
this one (the dev set, everyday sets 1 to 77, alias sets 1 to 4, the bracket names set, the first two dash names
sets), nor occurs in one of their questions, and no question is one of theirs.

How the names were chosen, on the built network.

Alias records: 164 hold a dash in their name ("—" 162, "－" 1, "‐" 1; none only ASCII hyphens), 161 naming a
disease and 3 a herb; 46 have every dash between two Chinese characters. Taking the rules above in this order, left
out are 10 whose name typed either way also names another record (13—三体综合征 and 21—三体综合征, Stevens—Johnson综合征,
卓—艾综合征, Guillain—Barre syndrome) and 83 that a question of the earlier sets uses or names (the 3 of a herb among
them, and Tolosa—Hunt综合征, 马堡‐埃博拉病毒病, Axenfeld—Schurenberg综合征, Bernard—Soulier综合征, Birt—Hogg—Dube综合征).
That leaves 71, all of a disease; every disease they name is asked about or named by an earlier set, so each is
asked only what it stands for. Left out of them are 52 that are no name a person writes: 24 English strings
(non—alcoholic fatty liver disease, Klippel—Feil syndrome, poly—cystic kidney, early—stagebreastcancer), 10 lists or
names with a note or a trailing 等 (Engelmann病或Camurati—Engelmann病, VonGierke病；葡萄糖—6—磷酸酶缺陷,
Kleine—Leine综合征（KLS）, 色素沉着—胃肠息肉综合征等), 5 with a space inside or garbled (关节炎—粒 细胞减少—脾大综合征,
Shy—Drager 综合征, B/Jrger—Crfitz综合征), 6 misspelt eponyms or ones with an accented letter nobody types
(Favre—Racovchot综合征, Moersch—Wollman综合征, Pary—Romberg综合征, Steele—Rchardson—Olszewski综合征,
Bureau—Barrière综合征, Legg—Calvè—Perthes病), 4 subtype shorthand (MSA—A, MSA—C, MSA—P, MENS—I型) and 3 barely apart
from a name an earlier set asks (Guillain—Barre综合征, Q—T间期延长综合征 beside the first set's Q—T延长,
Shy—Drager氏直立性低血压综合征 beside the record Shy—Drager综合征). The other 19 were taken, one question each: 11
eponyms and names holding a latin or greek letter, typed with a hyphen (Anderson—Fabry综合征, Ruiter—Pompen综合征 and
Sweeley—Klionsky综合征, all three of 小儿血管角质瘤综合征; Blount—Barber综合征, Bloch—Sulzberger病,
Bowen—Lee—Zellweger综合征, Hench—Rosenberg综合征, McArdle—Schmid—Pearson综合征, Wissler—Fanconi综合征,
β—葡萄糖苷酸酶缺乏症, 小儿Bernard—Horner综合征), and 8 Chinese names typed without their dashes
(克里米亚—新疆出血热, 家族性多发性结肠息肉—骨瘤—软组织瘤综合征, 白内障—硬皮病—早老综合征,
睑裂狭小—上睑下垂—倒向型内眦赘皮综合征, 胫骨畸形—骨软骨病, 门—腔分流性脊髓病, 间质角膜炎—眩晕—神经性耳聋综合征,
雷—尼综合征).

Alias property values: 1074 values or parts of one hold a dash, on 767 records - a drug's English or Latin name
775, a disease's English name 198, a drug's generic name 80, trade name 20, pinyin 1; no TCM name, check's English
name, herb's or formula's name does, and none holds only ASCII hyphens. Left out are 620 whose typed form also names
another record (English names 527, generic names 72, trade names 12, disease English names 9: 达英—35, a drug of its
own as well; 复方氨基酸注射液（18AA—II）, the generic name of 乐凡命 and a record's name; 注射用重组人白介素—2, the
generic name of two drugs) and 285 whose record or alias an earlier set asks about or names (disease English names
170, drug English names 111, trade names 3, generic name 1). Of the 169 left (English names 137, disease English names
19, generic names 7, trade names 5, pinyin 1, on 136 records) left out are: the 7 generic names, lists of two
(注射用重组人白介素—2、注射用重组人白细胞介素—2) or parts cut out of a name at "/" or "," (长链脂肪乳注射液（C6—24） of
中/长链脂肪乳注射液（C6—24）, 6—二磷酸果糖); 4 trade names that are lists or carry a note (优泌林（ 优泌林—中效 ）,
益可欣、益可欣（Hepavax—Gene）); the pinyin string (Xiao Er Fu Fang An Ji Suan Zhu She Ye（19AA—I）); 6 disease English
names, 2 variants of names taken (intra—atrial reentrant tachycardia, with a trailing comma;
non—specific interstitial pneumonia；NSIP), 2 broken by a line-end hyphen (bronchus and pulmona—ry amyloidosis,
malignant rhab—doid tumour of the vulva), 1 run together (secondarydegreeA—Vblock) and 1 with a no-break space
(Direct Carotid—Cavernous Sinus Fistula); and of the drug English names, lists joined by ；, misspelt ones
(Erythormycin, Metforrrun, Pancretin, Sustaind—Release, Sustained—Refease), names run together
(GliclazideSustained—ReleaseCapsules), names with a strength or a note in brackets (Multi—Trace Elements
Injection（II）, Iodine—[125I] Brachytherapy Source) or broken by a line-end hyphen (Thiamphen—icol Tablets); of
about 35 clean English names of one product, 15 were taken, so that the English side of a box does not outweigh the
rest. Taken are 29 values, all typed with a hyphen but the trade name: the trade name 狄波－普维拉 (2 questions, one
each way), 13 disease English names (18 questions: Prune—Belly Syndrome, lupus—like syndrome,
non—compaction of ventricular myocardium, protein—losing gastroenteropathy and Phlegm—Fire - 痰火, a TCM pattern -
twice; non—specific interstitial pneumonia, non—tuberculous mycobacteriosis, post—traumatic osteomyelitis,
intra—atrial reentrant tachycardia, single—infarct dementia, genetic multi—infarct dementia,
fulminant hepatitis—like syndrome, pseudo—hypoparathyroidism of childhood once) and 15 drug English names (16
questions: L—Asparaginase twice; Theophylline, Lithium Carbonate Sustained—release Tablets, Diclofenac Sodium,
Indometacin, Thiamazole, Lansoprazole, Nitrofurantoin, Protionamide, Pancreatin Enteric—coated Tablets,
Levonorgestrel, Azithromycin Enteric—coated Capsules, Sodium Cromoglicate Eye—drops, Clonidine Controlled—release
Patches, Tri—vitamins and Cod Liver Oil Emulsion once).

So the set has 55 questions on 48 aliases (49 typed names): 19 ask what an alias record stands for (entity type
alias), 36 ask about the record holding an alias property value (18 about a disease through its English name, 16
about a drug through its English name, 2 through its trade name). 46 type the alias with a hyphen (11 alias records,
35 property values), 9 without its dashes (8 alias records, the trade name once); the network holds no alias
property value with a dash only between Chinese characters but 狄波－普维拉 left to ask, so the `dropped` questions are
few.

The relation asked is one for which the entity has neighbours, read from the network as the machinery reads them:
has_alias 19 (all from the alias end: which disease an alias record names), indicated_for 6, has_adverse_reaction 4,
caused_by 3, has_symptom 3, has_ingredient 3, has_complication 2, checks 2, shown_on 2, cures 2 (both from the drug:
which disease), belongs_to 2, designated_to 1, common_in 1, check_for_disease 1 (from the disease: which checks),
is_subtype_of 1, mainly_treats 1 (from the disease: which herbs treat 痰火), treated_with 1, is_a_level3 1 - 18
relation types, 23 questions asked from the relation's target end. One question names the one neighbour it asks
about (原发性痛经).

Questions come from patients, parents and relatives (孩子两条腿往外弯…, 舅舅肠子里长满息肉…, 爷爷贴了…以后老是口干),
people reading a report, a record or a discharge summary (心超报告提示…, CT报告结论写着…, 出院小结写…, 外院病历写着…),
pharmacy customers and people reading a box or a label (药盒背面印着…, 瓶子标签上写着…, 店员推荐…), a traveller
(去西北旅游前看到…), doctors on a ward round or at a case conference (心内科查房说起…, 神经内科病例讨论里说的…) and
students and teachers (药理课作业：…, 儿科课本里讲的…, 给留学生讲课时提到…); 45 carry a clause of context, and none uses
a relation type's own word. Lengths run from 16 to 62 characters, the long ones holding a long English name.

The machinery is `make_medical_everyday.py`'s (gold relation type, entity, mention, named neighbour; answers read
from the built network; tags), run by the first dash names set's `main` with `typed_aliases` as its check, and the
written file is checked with the evaluation harness's validator, which takes a name, an alias property value or an
alias record's name typed with a hyphen or without its dashes as a mention of the record (`NetworkFacts.leads_to`).

    .venv/bin/python bench/sets/make_medical_dash_names_3.py     # rewrites bench/sets/medical_dash_names_3.jsonl
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets import make_medical_dash_names_1 as dash_names_1  # noqa: E402
from bench.sets.make_medical_bracket_names_1 import alias_property_parts, used_by_sets  # noqa: E402
from bench.sets.make_medical_dash_names_1 import (  # noqa: E402
    DASH, DROP, HY, UNTYPED, TypedNames, droppable, typed)
from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import AL, D, DR, Q  # noqa: E402
from bench.sets.make_medical_everyday_4 import ALIAS_RELATION  # noqa: E402
from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_dash_names_3.jsonl"

# the sets written before this one, whose records, aliases and question text this one leaves alone: the dev set,
# everyday sets 1 to 77, alias sets 1 to 4, the bracket names set, the first two dash names sets
OTHER_SETS = [*dash_names_1.OTHER_SETS, "medical_everyday_76.jsonl", "medical_everyday_77.jsonl",
              "medical_dash_names_1.jsonl", "medical_dash_names_2.jsonl"]

# the relation types linking a record to its alias records, by the record's type
ALIAS_RELATIONS = set(ALIAS_RELATION.values())


QUESTIONS: list[tuple[str, Q]] = [
    # ---- alias records: what the alias stands for (the alias relation from the alias end) ----
    # three other names of 小儿血管角质瘤综合征
    (HY, Q("皮肤科病历上写着Anderson-Fabry综合征，这个病中文的正式名称叫什么", "has_alias",
           "Anderson—Fabry综合征", AL, mention="Anderson-Fabry综合征")),
    (HY, Q("看文献碰到Ruiter-Pompen综合征，说的到底是哪种病", "has_alias", "Ruiter—Pompen综合征", AL,
           mention="Ruiter-Pompen综合征")),
    (HY, Q("Sweeley-Klionsky综合征在国内教材里对应的是哪个病名", "has_alias", "Sweeley—Klionsky综合征", AL,
           mention="Sweeley-Klionsky综合征")),
    # two other names of 小儿弓形腿综合征
    (HY, Q("孩子两条腿往外弯，复诊单上写着Blount-Barber综合征，国内一般怎么称呼这个病", "has_alias",
           "Blount—Barber综合征", AL, mention="Blount-Barber综合征")),
    (DROP, Q("胫骨畸形骨软骨病是哪个小儿骨科病的另一种说法", "has_alias", "胫骨畸形—骨软骨病", AL,
             mention="胫骨畸形骨软骨病")),
    # one each
    (HY, Q("女儿出生后皮肤上一道道褐色的纹，国外医生说是Bloch-Sulzberger病，中文叫啥", "has_alias",
           "Bloch—Sulzberger病", AL, mention="Bloch-Sulzberger病")),
    (HY, Q("遗传咨询报告里提到Bowen-Lee-Zellweger综合征，它还有个什么中文名字", "has_alias",
           "Bowen—Lee—Zellweger综合征", AL, mention="Bowen-Lee-Zellweger综合征")),
    (HY, Q("关节隔三差五突然红肿又自己消了，风湿科提到Hench-Rosenberg综合征，说的其实是哪种病", "has_alias",
           "Hench—Rosenberg综合征", AL, mention="Hench-Rosenberg综合征")),
    (HY, Q("一运动就肌肉抽筋酸痛，查出McArdle-Schmid-Pearson综合征，指的是哪一型的病", "has_alias",
           "McArdle—Schmid—Pearson综合征", AL, mention="McArdle-Schmid-Pearson综合征")),
    (HY, Q("儿科课本里讲的Wissler-Fanconi综合征，正式的病名是什么", "has_alias", "Wissler—Fanconi综合征", AL,
           mention="Wissler-Fanconi综合征")),
    (HY, Q("基因检测结果是β-葡萄糖苷酸酶缺乏症，医生说它还有另一个病名，是哪个", "has_alias",
           "β—葡萄糖苷酸酶缺乏症", AL, mention="β-葡萄糖苷酸酶缺乏症")),
    (HY, Q("宝宝一侧眼皮耷拉、瞳孔变小，诊断写的小儿Bernard-Horner综合征，这个病又叫什么", "has_alias",
           "小儿Bernard—Horner综合征", AL, mention="小儿Bernard-Horner综合征")),
    (DROP, Q("去西北旅游前看到克里米亚新疆出血热的防病提醒，它平时被叫作什么病", "has_alias", "克里米亚—新疆出血热",
             AL, mention="克里米亚新疆出血热")),
    (DROP, Q("舅舅肠子里长满息肉，诊断是家族性多发性结肠息肉骨瘤软组织瘤综合征，有简短点的叫法吗",
             "has_alias", "家族性多发性结肠息肉—骨瘤—软组织瘤综合征", AL,
             mention="家族性多发性结肠息肉骨瘤软组织瘤综合征")),
    (DROP, Q("才三十多岁就白内障、头发全白，医生提到白内障硬皮病早老综合征，它正式叫什么综合征", "has_alias",
             "白内障—硬皮病—早老综合征", AL, mention="白内障硬皮病早老综合征")),
    (DROP, Q("孩子眼睛睁不大，眼科说像睑裂狭小上睑下垂倒向型内眦赘皮综合征，平时简称什么", "has_alias",
             "睑裂狭小—上睑下垂—倒向型内眦赘皮综合征", AL, mention="睑裂狭小上睑下垂倒向型内眦赘皮综合征")),
    (DROP, Q("我爸肝硬化做了分流手术后腿越来越没劲，医生说是门腔分流性脊髓病，这个病的正式名称是什么", "has_alias",
             "门—腔分流性脊髓病", AL, mention="门腔分流性脊髓病")),
    (DROP, Q("眼睛发炎过后又耳聋又头晕，病历上写间质角膜炎眩晕神经性耳聋综合征，是哪个综合征的别称", "has_alias",
             "间质角膜炎—眩晕—神经性耳聋综合征", AL, mention="间质角膜炎眩晕神经性耳聋综合征")),
    (DROP, Q("雷尼综合征这个叫法对应的是哪个病", "has_alias", "雷—尼综合征", AL, mention="雷尼综合征")),
    # ---- a disease's English name (disease_english_name) ----
    # 先天性腹壁肌肉发育不良: Prune—Belly Syndrome
    (HY, Q("B超医生说胎儿可能是Prune-Belly Syndrome，生下来以后容易并发哪些问题", "has_complication",
           "先天性腹壁肌肉发育不良", D, mention="Prune-Belly Syndrome")),
    (HY, Q("Prune-Belly Syndrome是怎么造成的，跟怀孕时候有关系吗", "caused_by", "先天性腹壁肌肉发育不良", D,
           mention="Prune-Belly Syndrome")),
    # 狼疮样综合征: lupus—like syndrome
    (HY, Q("国外体检报告写了lupus-like syndrome，回国看病该挂哪个科", "designated_to", "狼疮样综合征", D,
           mention="lupus-like syndrome")),
    (HY, Q("lupus-like syndrome一般多见于什么样的人", "common_in", "狼疮样综合征", D, mention="lupus-like syndrome")),
    # 心室肌致密化不全: non—compaction of ventricular myocardium
    (HY, Q("心超报告提示non-compaction of ventricular myocardium，还需要再做哪些检查确认", "checks",
           "心室肌致密化不全", D, mention="non-compaction of ventricular myocardium")),
    (HY, Q("孩子被诊断为non-compaction of ventricular myocardium，长大以后还可能连带出哪些问题", "has_complication",
           "心室肌致密化不全", D, mention="non-compaction of ventricular myocardium")),
    # 蛋白丢失性胃肠病: protein—losing gastroenteropathy
    (HY, Q("腿肿、白蛋白低，医生怀疑protein-losing gastroenteropathy，要做哪些检查来确诊", "check_for_disease",
           "蛋白丢失性胃肠病", D, mention="protein-losing gastroenteropathy")),
    (HY, Q("protein-losing gastroenteropathy在疾病分类上属于哪一大类", "is_subtype_of", "蛋白丢失性胃肠病", D,
           mention="protein-losing gastroenteropathy")),
    # 痰火: Phlegm—Fire
    (HY, Q("中医英文教材里的Phlegm-Fire，可以用哪些药材来治", "mainly_treats", "痰火", D, mention="Phlegm-Fire")),
    (HY, Q("给留学生讲课时提到Phlegm-Fire，这个证一般有哪些表现", "has_symptom", "痰火", D, mention="Phlegm-Fire")),
    # one question each
    (HY, Q("CT报告结论写着non-specific interstitial pneumonia，这个病人会有哪些不舒服", "has_symptom",
           "非特异性间质肺炎", D, mention="non-specific interstitial pneumonia")),
    (HY, Q("外院病历写着non-tuberculous mycobacteriosis，这病主要侵犯身体哪个部位", "shown_on", "非结核性分枝杆菌病",
           D, mention="non-tuberculous mycobacteriosis")),
    (HY, Q("骨折手术后伤口一直流脓，出院小结写post-traumatic osteomyelitis，通常是什么引起的", "caused_by",
           "创伤后骨髓炎", D, mention="post-traumatic osteomyelitis")),
    (HY, Q("心内科查房说起intra-atrial reentrant tachycardia，这种心动过速一般怎么治", "treated_with",
           "心房内折返性心动过速", D, mention="intra-atrial reentrant tachycardia")),
    (HY, Q("神经内科病例讨论里说的single-infarct dementia，是由什么病引起的", "caused_by", "单发脑梗死性痴呆", D,
           mention="single-infarct dementia")),
    (HY, Q("家里几代人都有中风后变糊涂的，医生提到genetic multi-infarct dementia，要做哪些检查", "checks",
           "遗传性多发脑梗死性痴呆", D, mention="genetic multi-infarct dementia")),
    (HY, Q("产科病历里的fulminant hepatitis-like syndrome，主要损害的是哪个器官", "shown_on", "暴发性肝炎样综合征", D,
           mention="fulminant hepatitis-like syndrome")),
    (HY, Q("孩子手指脚趾又短又宽，英文诊断写pseudo-hypoparathyroidism of childhood，还会有哪些表现", "has_symptom",
           "小儿假性甲状旁腺功能减低症", D, mention="pseudo-hypoparathyroidism of childhood")),
    # ---- a drug's English name (english_or_latin_name) ----
    # 注射用左旋门冬酰胺酶: L—Asparaginase
    (HY, Q("女儿的化疗方案里有L-Asparaginase，这个药是用来治什么病的", "indicated_for", "注射用左旋门冬酰胺酶", DR,
           mention="L-Asparaginase")),
    (HY, Q("孩子这周开始打L-Asparaginase，听说反应挺多，要留意哪些情况", "has_adverse_reaction",
           "注射用左旋门冬酰胺酶", DR, mention="L-Asparaginase")),
    # one question each
    (HY, Q("亲戚从国外带回来的Theophylline Sustained-release Tablets，是治什么病的", "indicated_for", "茶碱缓释片", DR,
           mention="Theophylline Sustained-release Tablets")),
    (HY, Q("表哥一直在吃Lithium Carbonate Sustained-release Tablets，长期吃要当心哪些副作用", "has_adverse_reaction",
           "碳酸锂缓释片", DR, mention="Lithium Carbonate Sustained-release Tablets")),
    (HY, Q("每个月都痛经，朋友给了几片Diclofenac Sodium Enteric-coated Tablets，能治原发性痛经吗", "indicated_for",
           "双氯芬酸钠肠溶片", DR, mention="Diclofenac Sodium Enteric-coated Tablets", named="原发性痛经")),
    (HY, Q("药盒背面印着Indometacin Enteric-coated Tablets，它的主要成分是什么", "has_ingredient", "吲哚美辛肠溶片", DR,
           mention="Indometacin Enteric-coated Tablets")),
    (HY, Q("眼科开的Sodium Cromoglicate Eye-drops是治哪种眼病的", "cures", "色甘酸钠滴眼液", DR,
           mention="Sodium Cromoglicate Eye-drops")),
    (HY, Q("爷爷贴了Clonidine Controlled-release Patches以后老是口干，这贴剂还会引起什么反应", "has_adverse_reaction",
           "可乐定控释贴", DR, mention="Clonidine Controlled-release Patches")),
    (HY, Q("Levonorgestrel Enteric-coated Capsules在药店里归在哪个类别", "belongs_to", "左炔诺孕酮肠溶胶囊", DR,
           mention="Levonorgestrel Enteric-coated Capsules")),
    (HY, Q("甲状腺科医生开了Thiamazole Enteric-coated Tablets，它适合用在哪些病上", "indicated_for", "甲巯咪唑肠溶片",
           DR, mention="Thiamazole Enteric-coated Tablets")),
    (HY, Q("瓶子标签上写着Tri-vitamins and Cod Liver Oil Emulsion，里面都含些什么", "has_ingredient", "三维鱼肝油乳",
           DR, mention="Tri-vitamins and Cod Liver Oil Emulsion")),
    (HY, Q("胃镜查出溃疡，医生开了Lansoprazole Enteric-coated Tablets，这药主要治哪些病", "cures", "兰索拉唑肠溶片",
           DR, mention="Lansoprazole Enteric-coated Tablets")),
    (HY, Q("药理课作业：Nitrofurantoin Enteric-coated Tablets按药理作用算哪一类药", "is_a_level3", "呋喃妥因肠溶片", DR,
           mention="Nitrofurantoin Enteric-coated Tablets")),
    (HY, Q("结核科给我妈加了Protionamide Enteric-coated Tablets，吃了可能会有哪些不舒服", "has_adverse_reaction",
           "丙硫异烟胺肠溶片", DR, mention="Protionamide Enteric-coated Tablets")),
    (HY, Q("吃完饭老胀气，店员推荐Pancreatin Enteric-coated Tablets，它管哪些毛病", "indicated_for", "胰酶肠溶片", DR,
           mention="Pancreatin Enteric-coated Tablets")),
    (HY, Q("Azithromycin Enteric-coated Capsules属于哪一类抗生素", "belongs_to", "阿奇霉素肠溶胶囊", DR,
           mention="Azithromycin Enteric-coated Capsules")),
    # ---- a drug's trade name (trade_name): 醋酸甲羟孕酮注射液, 狄波－普维拉 ----
    (HY, Q("妈妈乳腺癌手术后在打狄波-普维拉，这一针主要是治什么的", "indicated_for", "醋酸甲羟孕酮注射液", DR,
           mention="狄波-普维拉")),
    (DROP, Q("狄波普维拉这种针剂里面的有效成分是什么", "has_ingredient", "醋酸甲羟孕酮注射液", DR,
             mention="狄波普维拉")),
]


class TypedAliases:
    """Every name of the built network (`make_medical_dash_names_1.TypedNames`: own names, names an alias record
    lists, values of an alias property) as each way types it, compared also without regard to case."""

    def __init__(self, data: NetworkData) -> None:
        typed_names = TypedNames(data)
        self.names: dict[str, dict[str, set[tuple[str, int]]]] = {HY: defaultdict(set), DROP: defaultdict(set)}
        for way in (HY, DROP):
            for name, records in typed_names.names[way].items():
                self.names[way][name.casefold()] |= records

    def others(self, mention: str, way: str, record: tuple[str, int]) -> set[tuple[str, int]]:
        """The other records a name typed this way leads to."""
        return self.names[way].get(mention.casefold(), set()) - {record}


def typed_aliases(questions: list[tuple[str, Q]], data: NetworkData | None = None) -> list[str]:
    """A problem for every question that does not name an alias holding a dash typed the way its tag says, or whose
    typed alias could lead to another record, or whose alias, alias record or record another set uses or names.

    The alias is the entity's own name when the entity is an alias record (asked what it stands for, by its alias
    relation from the alias end), else a value of an alias property of the entity (`alias_property_parts`) or the
    name of one of its alias records; the mention is that alias typed the question's way, not the alias itself,
    written once in the question, which writes no dash but the hyphen of a `hyphen` question."""
    data = data or NetworkData(embedded_backend())
    index = TypedAliases(data)
    own_aliases: dict[tuple[str, int], set[str]] = defaultdict(set)
    for part, ot, rid, _ in alias_property_parts(data):
        if DASH.search(part):
            own_aliases[(ot, rid)].add(part)
    for ot, relation in ALIAS_RELATION.items():
        for rid, alias_rids in data.out[relation].items():
            own_aliases[(ot, rid)] |= {data.names[AL][a] for a in alias_rids
                                       if a in data.names[AL] and DASH.search(data.names[AL][a])}
    used, other_text = used_by_sets(OTHER_SETS)
    other_questions = set(other_text.split("\n"))
    problems: list[str] = []
    for way, q in questions:
        rids = data.rid_of[q.object_type].get(q.entity, [])
        if len(rids) != 1:
            problems.append(f"{q.question}: {len(rids)} records of {q.object_type} named {q.entity}")
            continue
        if way not in (HY, DROP):
            problems.append(f"{q.question}: no way of typing named {way!r}")
            continue
        record = (q.object_type, rids[0])
        if q.object_type == AL:
            if q.relation not in ALIAS_RELATIONS:
                problems.append(f"{q.question}: an alias record is asked what it stands for, not {q.relation}")
                continue
            aliases = {q.entity} if DASH.search(q.entity) else set()
        else:
            aliases = {a for a in own_aliases.get(record, ()) if typed(a, way) == q.mention}
        if not aliases:
            problems.append(f"{q.question}: the mention {q.mention} is no alias of {q.entity} holding a dash, "
                            f"typed {way}")
            continue
        for alias in sorted(aliases):
            if way == DROP and not droppable(alias):
                problems.append(f"{q.question}: {alias} has a dash beside a character that is not Chinese; "
                                "it is asked with a hyphen only")
            if typed(alias, way) != q.mention or q.mention == alias.strip() or len(q.mention) < 2:
                problems.append(f"{q.question}: the mention {q.mention} is not {alias} typed {way}, or is the alias "
                                "itself, or too short")
            forms = {alias, typed(alias, HY)} | ({typed(alias, DROP)} if droppable(alias) else set())
            if forms & used or any(form in other_text for form in forms):
                problems.append(f"{q.question}: the alias {alias} is used or named by another set")
        if q.question.count(q.mention) != 1:
            problems.append(f"{q.question}: {q.mention} is not in the question exactly once")
        if any(d in q.question for d in UNTYPED) or (way == DROP and "-" in q.question):
            problems.append(f"{q.question}: the question writes a dash its way of typing does not")
        others = index.others(q.mention, way, record)
        if others:
            shown = ", ".join(sorted(f"{data.names[ot].get(rid, rid)} ({ot})" for ot, rid in others)[:3])
            problems.append(f"{q.question}: {q.mention} also names {len(others)} other record(s): {shown}")
        if q.entity in used or q.entity in other_text:
            problems.append(f"{q.question}: {q.entity} is used or named by another set")
        if q.question in other_questions:
            problems.append(f"{q.question}: the question is another set's")
    return problems


if __name__ == "__main__":
    raise SystemExit(dash_names_1.main(QUESTIONS, OUT, "dn3", check=typed_aliases))
