"""Writes `medical_bracket_names_1.jsonl`, a set of everyday questions that name a record whose name ends in a note
in brackets by that name without the note.

Many records of the network carry a note in brackets at the end of their name: 万苏林（中效胰岛素）, 令特仕（LactacydFH）,
伪麻滴剂（婴幼儿用）, 声带休息（声休）, 光化学疗法（PUVA）, 多氯联苯[PCBs]. A person never types the note: they write
万苏林, 伪麻滴剂, 声带休息, 多氯联苯. Every question here names its record by its note-free name - the record's name with
every bracket group standing at its very end ((…), （…）, […], 【…】) removed, one after another, then stripped
(`note_free`: 精蛋白锌胰岛素注射液（预混）（笔芯） → 精蛋白锌胰岛素注射液) - so the set measures whether such a name still
leads to its record when the network only holds it with the note. The entity is the record's full name, the mention
its note-free name. `unnoted_names` checks every question against the built network before the set is built: the
entity is one record whose name ends in a note; the mention is its note-free name, at least two characters long,
holding no bracket, written once in the question, with neither the note nor any bracket written there; the name
leads to that record alone - it is not the note-free name of any other record, nor the own name of a record of any
type, nor a name an alias record lists (`listed_names`), nor a value of an alias property of any record (a drug's
generic, trade, English or Latin name or pinyin, a disease's English or TCM name, a check's English name, a
material's Latin or scientific name, a formula's English name, each read as a list); and neither the record's name
nor its note-free name is an entity or mention of the sets written before this one (the dev set, everyday sets 1 to
73, alias sets 1 to 4), nor occurs in one of their questions.

How the records were chosen, on the built network: 3016 records have a name ending in a note (ingredient 1582,
symptom 447, drugs 423, disease 219, checklist 138, cause 79, therapy 54, alias 47, region 13, drug_product_class 6,
bodypart 5, population 3). Taking the rules above in this order, left out are:

- 20 whose note-free name is shorter than two characters, and 21 whose note-free name still holds a bracket
  (硫酸钡（I型）混悬液（160%）);
- 1462 records sharing 371 note-free names (人用狂犬病疫苗（Vero细胞）, （地鼠肾细胞） and （鸡胚细胞）; 六味地黄丸（水蜜丸）
  and （浓缩丸）; 21 records named 复方氨基酸注射液（14AA）, （18AA）, ...);
- 734 whose note-free name is a record's own name (C反应蛋白（CRP）, 动态心电图（Holter监测）, 中心静脉压（CVP）);
  no further one whose note-free name an alias record lists;
- 1 whose note-free name is an alias property value (阿莫西林克拉维酸钾片（7：1）: the generic name of four drugs);
- 87 that a question of the earlier sets uses or names;
- 1 with no neighbour at all.

That leaves 690 records (ingredient 265, symptom 106, disease 90, drugs 76, checklist 50, cause 45, therapy 30,
alias 20, drug_product_class 5, region 2, bodypart 1), most of them with a note-free name nobody writes: amounts from
package inserts (主要成份布洛芬0.05克（50毫克）, 0.15克（以雷尼替丁计）), clauses and sentences cut out of a text
(为先天性疾病（非遗传性疾病）, 以上治疗无效者，可考虑其他治疗（外科等）, 治疗季节性过敏性鼻炎（…）), stages and types
(IV期（完全结瘢期）, 活动期（激期）, 黏膜型（I型）), the authors of formulas' sources held as diseases (张仲景（汉）), lists
of places (云南（贡山、屏边）、贵州（册亨）), misspelt herbs (自术（麸炒）, 麦牙（炒）) and a name too general to be one
product's (抗病毒丸（浓缩丸）, 多维片（6）). From the ones that are real names of a drug, a check, a therapy, a cause, a
disease, a symptom, a product class, an ingredient or a herb's local name, 59 records were taken, one or two
questions each (23 with two), the drugs first, as they carry most such notes: 22 drugs (39 questions), 9 checks (14),
7 diseases (8), 6 therapies, 5 causes, 5 symptoms, 2 drug product classes (弱效 and 超强效皮质激素类药), 2 ingredients
(紫石英, 马鹿茸) and 1 alias record (石风丹, a local name of 兔耳风), 82 questions in all.

The relation asked is one for which the record has neighbours, read from the network as the machinery reads them:
indicated_for 16 (14 asked from the drug, 2 from the disease: which drugs), has_adverse_reaction 13 (1 from the
symptom: which drugs), has_ingredient 10 (2 from the ingredient: which products), check_for_disease 6,
check_for_symptom 6 (1 from the symptom: which checks), treated_with 6 (all from the therapy: which disease),
belongs_to 4 (2 from the product class), has_symptom 4 (3 from the symptom: which disease), is_subtype_of 4 (1
downward: 骨佩吉特病's subtypes), checks 3 (from the check: which disease), caused_by 3 and has_risk_factor 2 (from the
cause), cures 2 (from the drug: 狄诺塞麦 and 血管紧张素受体阻滞剂 have no other neighbours), is_a_level3 1,
designated_to 1, material_has_alias 1 (what 石风丹 stands for) - 16 relation types, 29 questions asked from the
relation's target end. Eleven questions name the one neighbour they ask about (乳酸, 耳鸣, 特利加压素, 肾上腺素,
心绞痛, 心悸, 朱砂, 癫痫发作, 尿频, 糖尿病酮症酸中毒, 弥散性血管内凝血).

Questions come from patients, parents, relatives at a bedside, pharmacy customers, pharmacy and medical students
and people who use herbs; 58 carry a clause of context (宝宝感冒鼻子堵得睡不着, 体检单上…偏高). Where
a note-free name could read as something else, the question says what it is, as a person would: a short trade name
is a 药膏, a 麻药, a 抗生素 (奥青, 必兰, 谱能); 桂枝茯苓丸 is the 中成药 a pharmacy sells (a classical formula bears that name
too); 石风丹 is what old people in the hills call a herb.

The machinery is `make_medical_everyday.py`'s (gold relation type, entity, mention, named neighbour; answers read
from the built network; tags - every line is tagged `alias`, its mention not being the entity's name), and the
written file is checked with the evaluation harness's validator, which takes a mention found in a property value of
the record as naming it: the record's name with its note is such a value.

    .venv/bin/python bench/sets/make_medical_bracket_names_1.py     # rewrites bench/sets/medical_bracket_names_1.jsonl
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Iterator

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import AL, C, CA, D, DR, IN, PC, S, TH, Q  # noqa: E402
from bench.sets.make_medical_everyday import main as build_and_validate  # noqa: E402
from bench.sets.make_medical_everyday_4 import listed_names  # noqa: E402
from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_bracket_names_1.jsonl"
SETS = Path(__file__).resolve().parent

# one bracket group standing at the very end of a name: (…), （…）, […], 【…】 (no bracket of its kind inside)
TRAILING_NOTE = re.compile(r"\s*(\([^()（）]*\)|（[^()（）]*）|\[[^\[\]]*\]|【[^【】]*】)\s*$")

# the properties that give another name of a record (a drug's generic and trade names, English, Latin and
# scientific names, a disease's TCM name), read as lists (split at 、，,；;/| standing outside brackets)
ALIAS_PROPERTIES = {
    "drugs": ["generic_name", "trade_name", "english_or_latin_name", "pinyin"],
    "disease": ["disease_english_name", "tcm_disease_name"],
    "checklist": ["english_name"],
    "medicinal_material": ["english_or_latin_name", "chinese_scientific_name"],
    "formula": ["english_or_latin_name"],
}

# the sets written before this one: the dev set, everyday sets 1 to 73, alias sets 1 to 4
OTHER_SETS = ["medical_dev.jsonl", "medical_everyday.jsonl",
              *(f"medical_everyday_{n}.jsonl" for n in range(2, 74)),
              "medical_aliases.jsonl", *(f"medical_aliases_{n}.jsonl" for n in range(2, 5))]


QUESTIONS: list[Q] = [
    # ---- drugs ----
    # 万苏林（中效胰岛素）
    Q("我爸刚开始每天打万苏林控制血糖，这个药打了以后要当心出现哪些情况", "has_adverse_reaction",
      "万苏林（中效胰岛素）", DR, mention="万苏林"),
    Q("药学课作业：万苏林在药品目录里归到哪一类", "belongs_to", "万苏林（中效胰岛素）", DR, mention="万苏林"),
    # 令特仕（LactacydFH）
    Q("妇科大夫让我用令特仕清洗，这个洗液主要是治什么的", "indicated_for", "令特仕（LactacydFH）", DR,
      mention="令特仕"),
    Q("令特仕洗液里面是不是含乳酸", "has_ingredient", "令特仕（LactacydFH）", DR, mention="令特仕", named="乳酸"),
    # 伪麻滴剂（婴幼儿用）
    Q("宝宝感冒鼻子堵得睡不着，药店推荐伪麻滴剂，这个药能治什么", "indicated_for", "伪麻滴剂（婴幼儿用）", DR,
      mention="伪麻滴剂"),
    Q("八个月的孩子用了伪麻滴剂以后特别闹腾，这药都有哪些副作用", "has_adverse_reaction", "伪麻滴剂（婴幼儿用）", DR,
      mention="伪麻滴剂"),
    # 佛慈龙胆泻肝丸（浓缩丸）
    Q("耳朵嗡嗡响了一个月，吃佛慈龙胆泻肝丸对耳鸣管用吗", "indicated_for", "佛慈龙胆泻肝丸（浓缩丸）", DR,
      mention="佛慈龙胆泻肝丸", named="耳鸣"),
    Q("佛慈龙胆泻肝丸是用哪些药材配出来的", "has_ingredient", "佛慈龙胆泻肝丸（浓缩丸）", DR,
      mention="佛慈龙胆泻肝丸"),
    # 冻干人用狂犬病疫苗（Vero细胞）
    Q("被邻居家的狗咬了一口，正在打冻干人用狂犬病疫苗，打完可能出现哪些反应", "has_adverse_reaction",
      "冻干人用狂犬病疫苗（Vero细胞）", DR, mention="冻干人用狂犬病疫苗"),
    Q("冻干人用狂犬病疫苗在药品目录里算哪个类别", "belongs_to", "冻干人用狂犬病疫苗（Vero细胞）", DR,
      mention="冻干人用狂犬病疫苗"),
    # 静注乙型肝炎人免疫球蛋白（pH4）
    Q("我舅舅做完肝移植，医生说要输静注乙型肝炎人免疫球蛋白，它主要针对什么病", "indicated_for",
      "静注乙型肝炎人免疫球蛋白（pH4）", DR, mention="静注乙型肝炎人免疫球蛋白"),
    Q("输静注乙型肝炎人免疫球蛋白的时候可能会出现哪些不舒服", "has_adverse_reaction",
      "静注乙型肝炎人免疫球蛋白（pH4）", DR, mention="静注乙型肝炎人免疫球蛋白"),
    # 双氯芬酸钠栓（II）
    Q("孩子发烧喂不进药，急诊开了双氯芬酸钠栓从屁股塞，这个栓剂还能治什么", "indicated_for", "双氯芬酸钠栓（II）", DR,
      mention="双氯芬酸钠栓"),
    Q("双氯芬酸钠栓用多了伤不伤胃，会有哪些副作用", "has_adverse_reaction", "双氯芬酸钠栓（II）", DR,
      mention="双氯芬酸钠栓"),
    # 复方板蓝根颗粒（低糖型）
    Q("家里囤的复方板蓝根颗粒是拿什么做的", "has_ingredient", "复方板蓝根颗粒（低糖型）", DR, mention="复方板蓝根颗粒"),
    Q("复方板蓝根颗粒除了退烧，还能用在哪些病上", "indicated_for", "复方板蓝根颗粒（低糖型）", DR,
      mention="复方板蓝根颗粒"),
    # 奥青（Tridewel）
    Q("皮肤科给开了奥青这个药膏，它能治哪些皮肤问题", "indicated_for", "奥青（Tridewel）", DR, mention="奥青"),
    Q("奥青药膏长期往脸上抹会有什么副作用", "has_adverse_reaction", "奥青（Tridewel）", DR, mention="奥青"),
    # 安立亭（立迈亭）
    Q("我爸胃出血住院，医生用了安立亭，这个药是治什么病的", "indicated_for", "安立亭（立迈亭）", DR, mention="安立亭"),
    Q("安立亭这种针剂的有效成分是不是特利加压素", "has_ingredient", "安立亭（立迈亭）", DR, mention="安立亭",
      named="特利加压素"),
    # 必兰（碧兰麻）
    Q("拔牙前打了必兰这个麻药，后来心跳有点快，这种麻药打完还可能有什么反应", "has_adverse_reaction", "必兰（碧兰麻）", DR,
      mention="必兰"),
    Q("牙医用的局麻药必兰里面加了肾上腺素吗", "has_ingredient", "必兰（碧兰麻）", DR, mention="必兰", named="肾上腺素"),
    # 恤彤（丹参川芎嗪注射液）
    Q("住院时护士给我妈挂了恤彤，这药对心绞痛有效吗", "indicated_for", "恤彤（丹参川芎嗪注射液）", DR, mention="恤彤",
      named="心绞痛"),
    # 桂枝茯苓丸（浓缩水丸）
    Q("药店卖的中成药桂枝茯苓丸，里面有哪几味药", "has_ingredient", "桂枝茯苓丸（浓缩水丸）", DR, mention="桂枝茯苓丸"),
    Q("来月经肚子疼，同事让我吃桂枝茯苓丸，这药到底治什么", "indicated_for", "桂枝茯苓丸（浓缩水丸）", DR,
      mention="桂枝茯苓丸"),
    # 注射用双黄连（冻干）
    Q("孩子肺炎住院在输注射用双黄连，输这个会有哪些不良反应", "has_adverse_reaction", "注射用双黄连（冻干）", DR,
      mention="注射用双黄连"),
    Q("注射用双黄连一般是给得了什么病的人用", "indicated_for", "注射用双黄连（冻干）", DR, mention="注射用双黄连"),
    # 注射用清开灵（冻干）
    Q("听说注射用清开灵容易过敏，打了可能出现哪些情况", "has_adverse_reaction", "注射用清开灵（冻干）", DR,
      mention="注射用清开灵"),
    # 狄诺塞麦（德尼单抗）
    Q("病友群里好几个人在打狄诺塞麦，这种针一般是治哪些病的", "cures", "狄诺塞麦（德尼单抗）", DR, mention="狄诺塞麦"),
    # 甘舒霖50R（笔芯）
    Q("打甘舒霖50R以后肚皮上发痒起疹子，这个胰岛素还有别的副作用吗", "has_adverse_reaction", "甘舒霖50R（笔芯）", DR,
      mention="甘舒霖50R"),
    Q("甘舒霖50R除了胰岛素本身还含有哪些成分", "has_ingredient", "甘舒霖50R（笔芯）", DR, mention="甘舒霖50R"),
    # 生脉片（党参方）
    Q("生脉片按用途来分属于哪一科的药", "is_a_level3", "生脉片（党参方）", DR, mention="生脉片"),
    Q("我妈动不动就心悸，吃生脉片管不管用", "indicated_for", "生脉片（党参方）", DR, mention="生脉片", named="心悸"),
    # 紫雪散（紫雪）
    Q("孩子高烧烦躁，奶奶说喂点紫雪散，这药能治哪些症状", "indicated_for", "紫雪散（紫雪）", DR, mention="紫雪散"),
    Q("紫雪散里头是不是有朱砂，小孩吃安全吗", "has_ingredient", "紫雪散（紫雪）", DR, mention="紫雪散", named="朱砂"),
    # 谱能（Prepenem）
    Q("谱能这个抗生素输了会不会诱发癫痫发作", "has_adverse_reaction", "谱能（Prepenem）", DR, mention="谱能",
      named="癫痫发作"),
    # 贝坦利（BETMIGA）
    Q("老是憋不住尿往厕所跑，泌尿科开了贝坦利，它是治尿频的吗", "indicated_for", "贝坦利（BETMIGA）", DR,
      mention="贝坦利", named="尿频"),
    Q("吃贝坦利会不会心跳变快，这药还有什么别的副作用", "has_adverse_reaction", "贝坦利（BETMIGA）", DR, mention="贝坦利"),
    # 血管紧张素受体阻滞剂（ARB）
    Q("药理课讲到血管紧张素受体阻滞剂，临床上哪些病会用到它", "cures", "血管紧张素受体阻滞剂（ARB）", DR,
      mention="血管紧张素受体阻滞剂"),
    # ---- checks ----
    # 抗球蛋白试验（Coombs试验）
    Q("宝宝生下来黄疸很重，医生让查抗球蛋白试验，这个试验能查出哪些病", "check_for_disease",
      "抗球蛋白试验（Coombs试验）", C, mention="抗球蛋白试验"),
    Q("身上出现哪些情况时医生会让做抗球蛋白试验", "check_for_symptom", "抗球蛋白试验（Coombs试验）", C,
      mention="抗球蛋白试验"),
    # 门冬氨酸氨基转移酶（AST）
    Q("体检单上门冬氨酸氨基转移酶偏高，可能是哪些病引起的", "check_for_disease", "门冬氨酸氨基转移酶（AST）", C,
      mention="门冬氨酸氨基转移酶"),
    Q("一般是身上有什么不舒服，医生才会开门冬氨酸氨基转移酶这项化验", "check_for_symptom",
      "门冬氨酸氨基转移酶（AST）", C, mention="门冬氨酸氨基转移酶"),
    # 标准碳酸氢盐（SB）
    Q("血气分析里有一项标准碳酸氢盐，它能帮着诊断糖尿病酮症酸中毒吗", "check_for_disease", "标准碳酸氢盐（SB）", C,
      mention="标准碳酸氢盐", named="糖尿病酮症酸中毒"),
    Q("正在复习血气分析，标准碳酸氢盐异常的病人通常会有哪些症状", "check_for_symptom", "标准碳酸氢盐（SB）", C,
      mention="标准碳酸氢盐"),
    # 放射过敏原吸附试验（RAST）
    Q("孩子老过敏，医生建议做放射过敏原吸附试验，这个能查出哪些病", "check_for_disease",
      "放射过敏原吸附试验（RAST）", C, mention="放射过敏原吸附试验"),
    Q("有哪些症状的人适合去做放射过敏原吸附试验", "check_for_symptom", "放射过敏原吸附试验（RAST）", C,
      mention="放射过敏原吸附试验"),
    # 血浆鱼精蛋白副凝试验（3p试验）
    Q("化验单上的血浆鱼精蛋白副凝试验是用来查弥散性血管内凝血的吗", "check_for_disease",
      "血浆鱼精蛋白副凝试验（3p试验）", C, mention="血浆鱼精蛋白副凝试验", named="弥散性血管内凝血"),
    # 脑脊液病原体检查（CSF）
    Q("孩子高烧抽筋要抽腰穿做脑脊液病原体检查，这个能查出什么病", "check_for_disease", "脑脊液病原体检查（CSF）", C,
      mention="脑脊液病原体检查"),
    Q("病人出现了哪些症状才需要做脑脊液病原体检查", "check_for_symptom", "脑脊液病原体检查（CSF）", C,
      mention="脑脊液病原体检查"),
    # 脑钠肽（BNP）
    Q("医生让我爸抽血查脑钠肽，一般是怀疑得了什么病", "checks", "脑钠肽（BNP）", C, mention="脑钠肽"),
    # 尿白蛋白排泄率（UAE）
    Q("血糖高了好多年，医生说要测尿白蛋白排泄率，这是为了查哪种病", "checks", "尿白蛋白排泄率（UAE）", C,
      mention="尿白蛋白排泄率"),
    # 眼底荧光造影（FFA）
    Q("哪种眼病需要做眼底荧光造影来检查", "checks", "眼底荧光造影（FFA）", C, mention="眼底荧光造影"),
    # ---- therapies ----
    Q("皮肤科说可以做光化学疗法，这种疗法是用来治什么病的", "treated_with", "光化学疗法（PUVA）", TH,
      mention="光化学疗法"),
    Q("嗓子哑了，医生让我声带休息一星期少说话，这是在治哪种病", "treated_with", "声带休息（声休）", TH,
      mention="声带休息"),
    Q("听说脑深部电刺激术要在脑子里埋电极，它是用来治哪种病的", "treated_with", "脑深部电刺激术（DBS）", TH,
      mention="脑深部电刺激术"),
    Q("经肛门痔动脉结扎术是治什么毛病的手术", "treated_with", "经肛门痔动脉结扎术（THD）", TH,
      mention="经肛门痔动脉结扎术"),
    Q("男科大夫推荐试试真空缩窄装置，这东西是治疗什么问题的", "treated_with", "真空缩窄装置（VCD）", TH,
      mention="真空缩窄装置"),
    Q("眼科建议我妈做全视网膜光凝，这是针对哪种眼病的治疗", "treated_with", "全视网膜光凝（PRP）", TH,
      mention="全视网膜光凝"),
    # ---- causes ----
    Q("手背上长了几个小肉疙瘩，听说跟乳头状瘤病毒有关，这个病毒会引起什么病", "caused_by", "乳头状瘤病毒（HPV）", CA,
      mention="乳头状瘤病毒"),
    Q("感染了硬结杆菌会得什么病", "caused_by", "硬结杆菌（Frisch杆菌）", CA, mention="硬结杆菌"),
    Q("新型人类疱疹病毒跟哪种病有关系，它会导致什么病", "caused_by", "新型人类疱疹病毒（HHV—8）", CA,
      mention="新型人类疱疹病毒"),
    Q("在电器厂干了十几年，经常接触多氯联苯，会增加得哪种病的风险", "has_risk_factor", "多氯联苯[PCBs]", CA,
      mention="多氯联苯"),
    Q("给宝宝仰卧喂养，就是让他平躺着喝奶，容易引出什么病", "has_risk_factor", "仰卧喂养（使用奶瓶托架）", CA,
      mention="仰卧喂养"),
    # ---- diseases ----
    Q("做肠镜发现一个管状腺瘤，这种瘤一般有什么表现", "has_symptom", "管状腺瘤（大肠）", D, mention="管状腺瘤"),
    Q("病理报告写着管状腺瘤，接下来该去医院哪个科看", "designated_to", "管状腺瘤（大肠）", D, mention="管状腺瘤"),
    Q("孩子确诊了伦诺克斯—加斯托综合征，这属于哪一大类病", "is_subtype_of",
      "伦诺克斯—加斯托综合征[Lennox—Gastaut综合征]", D, mention="伦诺克斯—加斯托综合征"),
    Q("我外婆和舅舅都是家族性阿尔茨海默病，这个病归在哪种病下面", "is_subtype_of", "家族性阿尔茨海默病（老年前期型）", D,
      mention="家族性阿尔茨海默病"),
    Q("肝阿米巴病是哪种病里的一个类型", "is_subtype_of", "肝阿米巴病[阿米巴肝脓肿]", D, mention="肝阿米巴病"),
    Q("骨佩吉特病下面还分出哪些具体的病", "is_subtype_of", "骨佩吉特病[畸形性骨炎]", D, mention="骨佩吉特病",
      reverse=True),
    Q("我的癫痫是单纯部分性发作，能用哪些药来控制", "indicated_for", "单纯部分性发作（局限性发作）", D,
      mention="单纯部分性发作"),
    Q("体检查出高三酰甘油血症，有什么药可以吃", "indicated_for", "高三酰甘油血症（IV型高脂蛋白血症）", D,
      mention="高三酰甘油血症"),
    # ---- symptoms ----
    Q("最近吃药后老有一种晕倒感，哪些药会有这样的副作用", "has_adverse_reaction", "晕倒感（低血压）", S,
      mention="晕倒感"),
    Q("手指头肿得像腊肠指一样，这是什么病的症状", "has_symptom", "腊肠指（趾）", S, mention="腊肠指"),
    Q("宝宝头皮上长了个草莓样血管瘤，它算是什么病的表现", "has_symptom", "草莓样血管瘤（毛细血管瘤）", S,
      mention="草莓样血管瘤"),
    Q("产检时说胎儿可能有水平掌褶纹，要做哪些检查确认", "check_for_symptom", "水平掌褶纹（通贯手）", S,
      mention="水平掌褶纹"),
    Q("突然心慌害怕、喘不上气，医生说是急性焦虑，这是哪种病的表现", "has_symptom", "急性焦虑（惊恐发作）", S,
      mention="急性焦虑"),
    # ---- drug product classes, ingredients, an alias record ----
    Q("药店里归到弱效皮质激素类药的药膏都有哪些", "belongs_to", "弱效皮质激素类药（I 类）", PC,
      mention="弱效皮质激素类药"),
    Q("想避开激素太强的药，超强效皮质激素类药具体包括哪些药", "belongs_to", "超强效皮质激素类药（IV 类）", PC,
      mention="超强效皮质激素类药"),
    Q("哪些中成药的配方里用到了紫石英", "has_ingredient", "紫石英（煅）", IN, mention="紫石英"),
    Q("想买含马鹿茸的中成药，有哪些可以选", "has_ingredient", "马鹿茸（去毛）", IN, mention="马鹿茸"),
    Q("山里老人说的石风丹，是哪味中药材的别称", "material_has_alias", "石风丹（四川）", AL, mention="石风丹"),
]


def note_free(name: str) -> str:
    """A name without the bracket groups standing at its very end, removed one after another, then stripped."""
    name = name.strip()
    while True:
        shorter = TRAILING_NOTE.sub("", name).strip()
        if shorter == name:
            return name
        name = shorter


def notes_of(name: str) -> list[str]:
    """The text inside each bracket group a name ends in."""
    notes, name = [], name.strip()
    while (match := TRAILING_NOTE.search(name)) and match.start() > 0:
        notes.append(match.group(1)[1:-1].strip())
        name = name[:match.start()].strip()
    return notes


class NameIndex:
    """Every way the built network names a record: own names, note-free names of the records whose name ends in a
    note, names an alias property gives, names an alias record lists."""

    def __init__(self, data: NetworkData) -> None:
        self.own: dict[str, set[tuple[str, int]]] = defaultdict(set)
        self.note_free: dict[str, set[tuple[str, int]]] = defaultdict(set)
        for ot, names in data.names.items():
            for rid, name in names.items():
                self.own[name.strip()].add((ot, rid))
                if note_free(name) != name.strip():
                    self.note_free[note_free(name)].add((ot, rid))
        self.listed: dict[str, set[int]] = defaultdict(set)
        for rid, name in data.names["alias"].items():
            for part in listed_names(name):
                self.listed[part].add(rid)
        self.property: dict[str, set[tuple[str, int, str]]] = defaultdict(set)
        for part, ot, rid, field in alias_property_parts(data):
            self.property[part].add((ot, rid, field))

    def clash(self, mention: str, ot: str, rid: int) -> str | None:
        """Why a note-free name would not lead to its record alone, or None."""
        others = self.note_free.get(mention, set()) - {(ot, rid)}
        if others:
            return f"also the note-free name of {len(others)} other record(s)"
        if mention in self.own:
            return "a record's own name"
        if mention in self.listed:
            return "a name an alias record lists"
        if mention in self.property:
            return "an alias property value"
        return None


def alias_property_parts(data: NetworkData) -> Iterator[tuple[str, str, int, str]]:
    """(name, object type, record, property) of every name an alias property value gives: the value, the names it
    lists and its parts between 、，,；;/|."""
    for ot, fields in ALIAS_PROPERTIES.items():
        layout = data.file.layout[ot]
        for field in fields:
            col = layout.columns[field]
            for rid, value in data.file.execute(f"SELECT rid, {col} FROM {layout.table} WHERE {col} IS NOT NULL"):
                value = str(value).strip()
                for part in {value, *listed_names(value), *(p.strip() for p in re.split(r"[、，,；;/|]", value))}:
                    if part:
                        yield part, ot, rid, field


def used_by_sets(files: list[str]) -> tuple[set[str], str]:
    """The entity names and mentions of these sets (the sets written before this one), and all their questions' text."""
    names: set[str] = set()
    texts: list[str] = []
    for file in files:
        for raw in (SETS / file).read_text(encoding="utf-8").splitlines():
            if raw.strip():
                line = json.loads(raw)
                texts.append(line["question"])
                names.update(n for n in ((line.get("entity") or {}).get("name"), line.get("mention")) if n)
    return names, "\n".join(texts)


def unnoted_names(questions: list[Q], data: NetworkData | None = None) -> list[str]:
    """A problem for every question that does not name its record by the record's note-free name, exactly once and
    without the note, or whose note-free name could lead elsewhere, or whose record another set already uses."""
    data = data or NetworkData(embedded_backend())
    index = NameIndex(data)
    used, other_text = used_by_sets(OTHER_SETS)
    problems: list[str] = []
    for q in questions:
        rids = data.rid_of[q.object_type].get(q.entity, [])
        if len(rids) != 1:
            problems.append(f"{q.question}: {len(rids)} records of {q.object_type} named {q.entity}")
            continue
        bare, notes = note_free(q.entity), notes_of(q.entity)
        if not notes or q.mention != bare:
            problems.append(f"{q.question}: the mention {q.mention} is not the note-free name {bare} of {q.entity}")
            continue
        if len(bare) < 2 or any(b in bare for b in "()（）[]【】"):
            problems.append(f"{q.question}: {bare} is too short or still holds a bracket")
            continue
        if q.question.count(bare) != 1:
            problems.append(f"{q.question}: {bare} is not in the question exactly once")
        rest = q.question.replace(bare, "\x00")
        written = [n for n in notes if len(n) >= 2 and n in rest] + [b for b in "()（）[]【】" if b in q.question]
        if written:
            problems.append(f"{q.question}: the question writes the note or a bracket ({', '.join(written)})")
        why = index.clash(bare, q.object_type, rids[0])
        if why:
            problems.append(f"{q.question}: {bare} is {why}")
        if q.entity in used or bare in used or q.entity in other_text or bare in other_text:
            problems.append(f"{q.question}: {q.entity} is used or named by another set")
    return problems


def main(questions: list[Q], out: Path, prefix: str, check=None) -> int | str:
    """The set checked (`unnoted_names`, or the `check` a later bracket names set adds to it), then built, written to
    `out` and validated with the evaluation harness's validator (`make_medical_everyday.main`)."""
    found = (check or unnoted_names)(questions, NetworkData(embedded_backend()))
    if found:
        return "\n".join(found)
    return build_and_validate(questions, out, prefix)


if __name__ == "__main__":
    raise SystemExit(main(QUESTIONS, OUT, "br1"))
