"""Writes `medical_bracket_names_2.jsonl`, a second set of everyday questions that name a record whose name ends in a
note in brackets by that name without the note.

Like the first (`make_medical_bracket_names_1.py`), the set asks about records whose name ends in one or more notes in
brackets - 中长链脂肪乳注射液（C6～24）, 冷巴（第一冷巴布）, 6分钟步行距离（病情许可时）, 复方保泰松（瑞培林）,
非典型疣状心内膜炎[Libman—Sacks病] - as a person writes them, without the note: 中长链脂肪乳注射液, 冷巴, 6分钟步行距离,
复方保泰松, 非典型疣状心内膜炎; on records that set does not use. Every question names its record by its note-free
name - the record's name with every bracket group standing at its very end ((…), （…）, […], 【…】) removed, one after
another, then stripped (`make_medical_bracket_names_1.note_free`: 复方乌鸡口服液（合剂）（降糖型） → 复方乌鸡口服液) - so
the set measures whether such a name still leads to its record when the network only holds it with the note. The
entity is the record's full name, the mention its note-free name.

`unnoted_names` checks every question against the built network before the set is built, with the first set's check
(`make_medical_bracket_names_1.unnoted_names`): the entity is one record whose name ends in a note; the mention is its
note-free name, at least two characters long, holding no bracket, written once in the question, with neither the note
nor any bracket written there; the name leads to that record alone - it is not the note-free name of any other
record, nor the own name of a record of any type, nor a name an alias record lists, nor a value of an alias property
of any record (each read as a list); and neither the record's name nor its note-free name is an entity or mention of
the sets written before the first one (the dev set, everyday sets 1 to 73, alias sets 1 to 4), nor occurs in one of
their questions. It adds the same for the sets written since (everyday sets 74 to 77, the first bracket names set,
the three dash names sets), and fails the set with the question and the reason for any question that breaks a rule.

How the records were chosen, on the built network: 3016 records have a name ending in a note (ingredient 1582,
symptom 447, drugs 423, disease 219, checklist 138, cause 79, therapy 54, alias 47, region 13, drug_product_class 6,
bodypart 5, population 3). Taking the rules above in this order, left out are:

- 20 whose note-free name is shorter than two characters, and 21 whose note-free name still holds a bracket;
- 1462 records sharing 371 note-free names (人用狂犬病疫苗（Vero细胞） and （地鼠肾细胞）; 六味地黄丸（水蜜丸） and
  （浓缩丸）; the 21 records named 复方氨基酸注射液（14AA）, （18AA）, ...);
- 734 whose note-free name is a record's own name (乌鸡白凤丸（水蜜丸）, C反应蛋白（CRP）); no further one whose
  note-free name an alias record lists;
- 1 whose note-free name is an alias property value (阿莫西林克拉维酸钾片（7：1））;
- 87 that a question of the sets before the first bracket names set uses or names, 60 that the first bracket names
  set uses or names (its 59 records, and 强效皮质激素类药（III 类）, whose note-free name its questions hold inside
  超强效皮质激素类药), 7 that everyday sets 74 to 77 use or name (腺苷脱氨酶（ADA）, 短肽型肠内营养（粉剂）,
  蛇泡草根（湖南）); the dash names sets use none;
- 1 with no neighbour at all.

That leaves 623 records (ingredient 263, symptom 101, disease 82, drugs 52, cause 40, checklist 39, therapy 23,
alias 18, region 2, drug_product_class 2, bodypart 1), most of them with a note-free name nobody writes, as in the
first set: amounts from package inserts (主要成份碳酸钙0.5克（相当于钙0.2克）), clauses cut out of a leaflet or a text
(治疗季节性过敏性鼻炎（…）, 以上治疗无效者，可考虑其他治疗（外科等）, 为先天性疾病（非遗传性疾病）), stages and types
(IV期（完全结瘢期）, 活动期（激期）, 黏膜型（I型）), the authors of formulas' sources held as diseases (张仲景（汉）,
王怀隐（宋）), adverse-reaction shares (甲病（5%））, processed herbs under a misspelt or run-together name (自术（麸炒）,
三馀神曲六神曲（炒）) and names too general to be one product's (多维片（6）, 氨基酸颗粒（14AA）). Left out as well are
names a dash in them makes nobody's typing (HSV—1（I型）, 肾素—血管紧张素转氨酶抑制剂（ACEI）, 咽—结膜热（PCF）),
misspelt drugs (复方氮基酸注射液（18AA）, 紫寇丸（大蜜丸）), a bare two-character trade name that reads as a common word
(洛叶（40mg））, records whose only neighbour makes no sense for them (独眼征（膝CYCLOPS形成）, a subtype of 膝关节骨关节炎;
聚合酶反应（PCR）, a check of Rh血型不合), the several ways the network writes one check (磁共振显像, 磁共振扫描,
磁共振成象 and 磁共振成像法, each with （MRI）) and a record whose note-free name holds another's
(冻干静注人免疫球蛋白（pH4）, holding 静注人免疫球蛋白 of 静注人免疫球蛋白（pH4））.

From the ones that are real names of a drug, a check, a therapy, a cause, a disease, a symptom, an ingredient, an
alias record or a product class, 60 records were taken, one to three questions each (17 with two, 2 with three), the
drugs first, as they carry most such notes: 21 drugs (39 questions), 10 checks (13), 7 diseases, 7 symptoms,
5 therapies, 5 causes, 2 ingredients (黑牵牛子, 益肝灵粉), 2 alias records (叶三七, a local name of 小黑药; 甲下骨疣, a name
of 单发性骨软骨瘤) and 1 drug product class (中效皮质激素类药), 81 questions in all. Of the drugs, four go by a trade name
(冷巴, 新瑙力隆, 盟娜康, 舒夫林) and one by its maker's (佛慈补中益气丸); the others are products named by what they hold and
how they are given (二甲双胍维格列汀片, 低钙腹膜透析液, 冻干乙型脑炎灭活疫苗, 左炔诺孕酮硅胶棒, 注射用重组人粒细胞刺激因子).

The relation asked is one for which the record has neighbours, read from the network as the machinery reads them:
has_adverse_reaction 16 (2 from the symptom: which drugs), indicated_for 14 (3 from the disease: which drugs),
has_ingredient 10 (2 from the ingredient: which products), checks 6 (from the check: which disease),
belongs_to 5 (1 from the product class), has_symptom 5 (from the symptom: which disease), treated_with 5 (from the
therapy: which disease), is_subtype_of 4 (2 downward: the subtypes of 后天性纯红细胞再生障碍 and of 牙面畸形),
check_for_disease 4, caused_by 4 (from the cause), check_for_symptom 3, cures 1 (from the drug: 静注人免疫球蛋白),
is_a_level3 1, has_risk_factor 1 (from the cause), material_has_alias 1 (what 叶三七 stands for), has_alias 1 (what
甲下骨疣 stands for) - 16 relation types, 34 questions asked from the relation's target end. Eight questions name the
one neighbour they ask about (低血糖症, 人血白蛋白, 硫柳汞, 血清病, 桂利嗪, 眩晕, 甲状腺肿, 缺铁性贫血).

Questions come from patients (换成…以后饭前老心慌手抖, 最近老觉得眼皮沉重睁不开), parents (孩子下周要打…, 宝宝打完…晚上有点
发烧), relatives at a bedside or reading a chart (我爸做完胃部手术不能吃东西…, 翻看孩子以前的病历…), pharmacy customers
(药店店员推荐…, 医保报销单上…), pharmacy, gynaecology and medical students (药剂科实习：…, 妇产科学生问：…) and people
who gather herbs (采药的老乡管一种草叫…); 66 carry a clause of context, two use a relation type's own word (不良反应), and
lengths run from 14 to 39 characters. Where a note-free name could read as something else, the question says what it
is, as a person would: 冷巴 is a 贴剂 for a sprain, 盟娜康 a 自费疫苗, 舒夫林 a 外用药, 中间细胞 an item of a 血常规报告,
叶三七 a 草 a herb gatherer names. No question writes a note, a part of a note standing for it (胶囊 of
蛤蚧大补丸（胶囊）, 喷雾型, 降糖型, MID, TRH) or a bracket.

The machinery is `make_medical_everyday.py`'s (gold relation type, entity, mention, named neighbour; answers read
from the built network; tags - every line is tagged `alias`, its mention not being the entity's name), and the
written file is checked with the evaluation harness's validator, which takes a mention found in a property value of
the record as naming it: the record's name with its note is such a value, so every note-free mention passes; any
problem (the entity, the relation type, the answers, a mention missing from its question) fails the set. The first
bracket names set's `main` does all this, with this set's `unnoted_names` as its check.

    .venv/bin/python bench/sets/make_medical_bracket_names_2.py     # rewrites bench/sets/medical_bracket_names_2.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets import make_medical_bracket_names_1 as bracket_names_1  # noqa: E402
from bench.sets.make_medical_bracket_names_1 import note_free, used_by_sets  # noqa: E402
from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import AL, C, CA, D, DR, IN, PC, S, TH, Q  # noqa: E402
from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_bracket_names_2.jsonl"

# the sets written since the first bracket names set, whose records and names this one leaves alone as well as those
# of the sets `make_medical_bracket_names_1.unnoted_names` compares with (the dev set, everyday sets 1 to 73, alias
# sets 1 to 4): everyday sets 74 to 77, the first bracket names set, the three dash names sets
WRITTEN_SINCE = [*(f"medical_everyday_{n}.jsonl" for n in range(74, 78)), "medical_bracket_names_1.jsonl",
                 "medical_dash_names_1.jsonl", "medical_dash_names_2.jsonl", "medical_dash_names_3.jsonl"]


QUESTIONS: list[Q] = [
    # ---- drugs ----
    # 中长链脂肪乳注射液（C6～24）
    Q("我爸做完胃部手术不能吃东西，每天在输中长链脂肪乳注射液，这个是用在什么情况下的", "indicated_for",
      "中长链脂肪乳注射液（C6～24）", DR, mention="中长链脂肪乳注射液"),
    Q("输中长链脂肪乳注射液期间，家属要留意病人有哪些不良反应", "has_adverse_reaction", "中长链脂肪乳注射液（C6～24）", DR,
      mention="中长链脂肪乳注射液"),
    Q("药剂科实习：中长链脂肪乳注射液按用途该归进哪一类药", "is_a_level3", "中长链脂肪乳注射液（C6～24）", DR,
      mention="中长链脂肪乳注射液"),
    # 二甲双胍维格列汀片（III）
    Q("换成二甲双胍维格列汀片以后饭前老心慌手抖，这药会引起低血糖症吗", "has_adverse_reaction",
      "二甲双胍维格列汀片（III）", DR, mention="二甲双胍维格列汀片", named="低血糖症"),
    Q("医保报销单上二甲双胍维格列汀片是归在哪个药品类别下的", "belongs_to", "二甲双胍维格列汀片（III）", DR,
      mention="二甲双胍维格列汀片"),
    # 低钙腹膜透析液（乳酸盐—G4.25%）
    Q("我妈在家做腹透，用的是低钙腹膜透析液，这种透析液针对的是什么病", "indicated_for",
      "低钙腹膜透析液（乳酸盐—G4.25%）", DR, mention="低钙腹膜透析液"),
    Q("用低钙腹膜透析液做透析，可能出现哪些副作用要提前知道", "has_adverse_reaction",
      "低钙腹膜透析液（乳酸盐—G4.25%）", DR, mention="低钙腹膜透析液"),
    # 佛慈补中益气丸（浓缩丸）
    Q("佛慈补中益气丸的方子里都放了哪几味药材", "has_ingredient", "佛慈补中益气丸（浓缩丸）", DR,
      mention="佛慈补中益气丸"),
    Q("总觉得浑身没劲，药店推荐佛慈补中益气丸，它主要是调理什么的", "indicated_for", "佛慈补中益气丸（浓缩丸）", DR,
      mention="佛慈补中益气丸"),
    # 冷巴（第一冷巴布）
    Q("打球扭了腰，朋友给了几片冷巴贴，这种贴剂能治哪些疼", "indicated_for", "冷巴（第一冷巴布）", DR, mention="冷巴"),
    Q("冷巴贴上去凉凉的，里面到底加了什么成分", "has_ingredient", "冷巴（第一冷巴布）", DR, mention="冷巴"),
    # 冻干乙型脑炎灭活疫苗（Vero细胞）
    Q("孩子下周要打冻干乙型脑炎灭活疫苗，打完可能会有哪些反应", "has_adverse_reaction",
      "冻干乙型脑炎灭活疫苗（Vero细胞）", DR, mention="冻干乙型脑炎灭活疫苗"),
    Q("冻干乙型脑炎灭活疫苗里是不是加了人血白蛋白，我家孩子对它过敏", "has_ingredient",
      "冻干乙型脑炎灭活疫苗（Vero细胞）", DR, mention="冻干乙型脑炎灭活疫苗", named="人血白蛋白"),
    # 静注人免疫球蛋白（pH4）
    Q("医生说要给宝宝输静注人免疫球蛋白，一般是得了哪些病才用这个", "cures", "静注人免疫球蛋白（pH4）", DR,
      mention="静注人免疫球蛋白"),
    Q("我妈输静注人免疫球蛋白的时候脸发红、头痛，这个药还会有什么副作用", "has_adverse_reaction",
      "静注人免疫球蛋白（pH4）", DR, mention="静注人免疫球蛋白"),
    # 双价肾综合征出血热纯化疫苗（vero细胞）
    Q("单位组织打双价肾综合征出血热纯化疫苗，打完一般会有什么不良反应", "has_adverse_reaction",
      "双价肾综合征出血热纯化疫苗（vero细胞）", DR, mention="双价肾综合征出血热纯化疫苗"),
    Q("听说有的疫苗含汞，双价肾综合征出血热纯化疫苗里有硫柳汞吗", "has_ingredient",
      "双价肾综合征出血热纯化疫苗（vero细胞）", DR, mention="双价肾综合征出血热纯化疫苗", named="硫柳汞"),
    # 复方三维亚油酸胶丸（I）
    Q("体检说血脂高、血管有斑块，邻居给推荐了复方三维亚油酸胶丸，这药能治什么", "indicated_for",
      "复方三维亚油酸胶丸（I）", DR, mention="复方三维亚油酸胶丸"),
    Q("吃了复方三维亚油酸胶丸以后胃里一阵阵抽着疼，这药有哪些副作用", "has_adverse_reaction",
      "复方三维亚油酸胶丸（I）", DR, mention="复方三维亚油酸胶丸"),
    # 复方乌鸡口服液（合剂）（降糖型）
    Q("复方乌鸡口服液是用哪些药材配出来的，能说说成分吗", "has_ingredient", "复方乌鸡口服液（合剂）（降糖型）", DR,
      mention="复方乌鸡口服液"),
    # 左炔诺孕酮硅胶棒（I）
    Q("胳膊里埋了左炔诺孕酮硅胶棒，之后月经乱了，还可能有什么副作用", "has_adverse_reaction",
      "左炔诺孕酮硅胶棒（I）", DR, mention="左炔诺孕酮硅胶棒"),
    Q("妇产科学生问：左炔诺孕酮硅胶棒这种皮埋剂是归在哪一类药里的", "belongs_to", "左炔诺孕酮硅胶棒（I）", DR,
      mention="左炔诺孕酮硅胶棒"),
    # 抗人胸腺淋巴细胞球蛋白（猪）
    Q("血液科建议我弟用抗人胸腺淋巴细胞球蛋白，这个药一般用来治哪些病", "indicated_for",
      "抗人胸腺淋巴细胞球蛋白（猪）", DR, mention="抗人胸腺淋巴细胞球蛋白"),
    Q("打抗人胸腺淋巴细胞球蛋白会不会出现血清病", "has_adverse_reaction", "抗人胸腺淋巴细胞球蛋白（猪）", DR,
      mention="抗人胸腺淋巴细胞球蛋白", named="血清病"),
    # 整蛋白型肠内营养剂（粉剂）
    Q("老人吃饭少，医生开了整蛋白型肠内营养剂冲着喝，它适合哪些情况", "indicated_for", "整蛋白型肠内营养剂（粉剂）", DR,
      mention="整蛋白型肠内营养剂"),
    Q("喝了整蛋白型肠内营养剂以后肚子胀还拉稀，是它引起的吗，还会有别的副作用吗", "has_adverse_reaction",
      "整蛋白型肠内营养剂（粉剂）", DR, mention="整蛋白型肠内营养剂"),
    # 新瑙力隆（脑力隆）
    Q("新瑙力隆的成分里有没有桂利嗪", "has_ingredient", "新瑙力隆（脑力隆）", DR, mention="新瑙力隆", named="桂利嗪"),
    Q("外婆吃新瑙力隆以后白天总犯困，还会有别的副作用吗", "has_adverse_reaction", "新瑙力隆（脑力隆）", DR,
      mention="新瑙力隆"),
    Q("新瑙力隆在药店里被分到哪一类药品", "belongs_to", "新瑙力隆（脑力隆）", DR, mention="新瑙力隆"),
    # 氨氯地平贝那普利片（II）
    Q("吃氨氯地平贝那普利片半个月了，脚踝有点肿，这药常见的副作用有哪些", "has_adverse_reaction",
      "氨氯地平贝那普利片（II）", DR, mention="氨氯地平贝那普利片"),
    Q("氨氯地平贝那普利片算哪一类的降压药", "belongs_to", "氨氯地平贝那普利片（II）", DR, mention="氨氯地平贝那普利片"),
    # 注射用重组人粒细胞刺激因子（CHO细胞）
    Q("化疗后白细胞掉得厉害，护士说要打注射用重组人粒细胞刺激因子，这针能治哪些病", "indicated_for",
      "注射用重组人粒细胞刺激因子（CHO细胞）", DR, mention="注射用重组人粒细胞刺激因子"),
    # 盟娜康（MeningACon）
    Q("社区医院推荐给孩子打自费的盟娜康，这个疫苗是防什么病的", "indicated_for", "盟娜康（MeningACon）", DR,
      mention="盟娜康"),
    Q("宝宝打完盟娜康晚上有点发烧，这个疫苗还有什么常见反应", "has_adverse_reaction", "盟娜康（MeningACon）", DR,
      mention="盟娜康"),
    # 舒夫林（丁苯羟酸乳膏）
    Q("药店店员推荐舒夫林，说是不含激素的外用药，它主要用来治啥", "indicated_for", "舒夫林（丁苯羟酸乳膏）", DR,
      mention="舒夫林"),
    Q("舒夫林抹在身上起了小水疱，这种外用药用了还可能出现什么情况", "has_adverse_reaction", "舒夫林（丁苯羟酸乳膏）", DR,
      mention="舒夫林"),
    # one question each
    Q("老人经常头晕眼花，吃脑得生丸能不能治眩晕", "indicated_for", "脑得生丸（浓缩丸）", DR, mention="脑得生丸",
      named="眩晕"),
    Q("蛤蚧大补丸除了蛤蚧还有哪些成分", "has_ingredient", "蛤蚧大补丸（胶囊）", DR, mention="蛤蚧大补丸"),
    Q("鼻炎滴剂用着鼻子一下就通了，成分里都有什么", "has_ingredient", "鼻炎滴剂（喷雾型）", DR, mention="鼻炎滴剂"),
    # ---- checks ----
    # 中间细胞（MID）
    Q("血常规报告上中间细胞比例偏高，可能跟哪些病有关", "check_for_disease", "中间细胞（MID）", C, mention="中间细胞"),
    Q("出现什么样的症状时，医生会特别留意血常规里的中间细胞", "check_for_symptom", "中间细胞（MID）", C,
      mention="中间细胞"),
    # 抗胰腺腺泡抗体（PAB）
    Q("肚子疼得厉害住院，化验单上有一项抗胰腺腺泡抗体，这是在查哪些病", "check_for_disease", "抗胰腺腺泡抗体（PAB）", C,
      mention="抗胰腺腺泡抗体"),
    Q("有哪些不舒服的时候医生会让查抗胰腺腺泡抗体", "check_for_symptom", "抗胰腺腺泡抗体（PAB）", C,
      mention="抗胰腺腺泡抗体"),
    # 血浆促甲状腺激素释放激素（TRH）
    Q("内分泌科让查血浆促甲状腺激素释放激素，一般怀疑的是哪些病", "check_for_disease",
      "血浆促甲状腺激素释放激素（TRH）", C, mention="血浆促甲状腺激素释放激素"),
    Q("脖子变粗，甲状腺肿了，医生会开血浆促甲状腺激素释放激素这项检查吗", "check_for_symptom",
      "血浆促甲状腺激素释放激素（TRH）", C, mention="血浆促甲状腺激素释放激素", named="甲状腺肿"),
    # one question each
    Q("孩子的平均红细胞血红蛋白浓度偏低，能看出是缺铁性贫血吗", "check_for_disease", "平均红细胞血红蛋白浓度（MCHC）", C,
      mention="平均红细胞血红蛋白浓度", named="缺铁性贫血"),
    Q("医生让我爸在走廊里来回走，测6分钟步行距离，这是为了查哪种病", "checks", "6分钟步行距离（病情许可时）", C,
      mention="6分钟步行距离"),
    Q("心理门诊让填Altman躁狂自评量表，一般是怀疑什么病", "checks", "Altman躁狂自评量表（ASRM）", C,
      mention="Altman躁狂自评量表"),
    Q("老是干咳气短，医生说要做支气管肺泡灌洗液检查，这能查出哪种病", "checks", "支气管肺泡灌洗液检查（病情允许）", C,
      mention="支气管肺泡灌洗液检查"),
    Q("头晕去医院，医生开了脖子的核磁血管造影，这是查什么问题", "checks", "核磁血管造影（MRA）", C,
      mention="核磁血管造影"),
    Q("嘴张不大，口腔科让拍锥形束CT，一般是查哪种病", "checks", "锥形束CT（CBCT）", C, mention="锥形束CT"),
    Q("孩子血栓反复发作，医生让查狼疮抗凝集物，这是在排查什么病", "checks", "狼疮抗凝集物（LA）", C,
      mention="狼疮抗凝集物"),
    # ---- therapies ----
    Q("放疗科说要给我妈做体外照射放疗法，这种疗法一般用于哪种癌", "treated_with", "体外照射放疗法（EBRT）", TH,
      mention="体外照射放疗法"),
    Q("翻看孩子以前的病历，上面用过复方保泰松，这是治哪种病时用的", "treated_with", "复方保泰松（瑞培林）", TH,
      mention="复方保泰松"),
    Q("眼科专家说可以试试经瞳孔温热治疗，这种治疗是针对什么眼病的", "treated_with", "经瞳孔温热治疗（TTT）", TH,
      mention="经瞳孔温热治疗"),
    Q("心跳慢得厉害，医院连夜做了临时心脏起搏器置入术，这一般是治什么病", "treated_with",
      "临时心脏起搏器置入术（必要时紧急使用）", TH, mention="临时心脏起搏器置入术"),
    Q("泌尿科开了氯贝胆碱，这个药在哪种病的治疗里会用到", "treated_with", "氯贝胆碱（氨甲酰甲胆碱）", TH,
      mention="氯贝胆碱"),
    # ---- causes ----
    Q("周围性甲减时间长了会引出什么病来", "caused_by", "周围性甲减（甲状腺激素抵抗综合征）", CA, mention="周围性甲减"),
    Q("老人术后肚子胀得像鼓，医生说是急性假性结肠梗阻，它会导致什么病", "caused_by", "急性假性结肠梗阻（Ogilvie综合征）",
      CA, mention="急性假性结肠梗阻"),
    Q("牧区的狗身上带的棘球绦虫的幼虫，人感染了会得什么病", "caused_by", "棘球绦虫的幼虫（棘球蚴）", CA,
      mention="棘球绦虫的幼虫"),
    Q("在染料厂干了二十年，算是致癌物职业暴露，容易得哪种癌", "has_risk_factor",
      "致癌物职业暴露（例如芳香胺、亚硝胺和丙烯醛）", CA, mention="致癌物职业暴露"),
    Q("骑车摔倒颈部外伤以后喝水老呛、声音发不高，是伤出了什么病", "caused_by", "颈部外伤（刀伤枪伤等）", CA,
      mention="颈部外伤"),
    # ---- diseases ----
    Q("后天性纯红细胞再生障碍下面还细分出哪些病", "is_subtype_of", "后天性纯红细胞再生障碍[幼红细胞减少症]", D,
      mention="后天性纯红细胞再生障碍", reverse=True),
    Q("去坦桑尼亚出差被采采蝇叮了，医生怀疑布氏罗得西亚锥虫病，这个病属于哪一类", "is_subtype_of",
      "布氏罗得西亚锥虫病[东非睡眠病]", D, mention="布氏罗得西亚锥虫病"),
    Q("风湿科说我妈心脏瓣膜上长了赘生物，诊断非典型疣状心内膜炎，这是哪个病底下的一种", "is_subtype_of",
      "非典型疣状心内膜炎[Libman—Sacks病]", D, mention="非典型疣状心内膜炎"),
    Q("牙面畸形在医学上具体分成哪几种", "is_subtype_of", "牙面畸形[包括错颌]", D, mention="牙面畸形", reverse=True),
    Q("男性非淋菌性尿道炎一般吃什么药", "indicated_for", "男性非淋菌性尿道炎（NGU）", D, mention="男性非淋菌性尿道炎"),
    Q("我爸手抖走路慢，医生说不是原发的，是症状性帕金森综合征，有哪些药可以用", "indicated_for",
      "症状性帕金森综合征（一氧化碳或锰中毒）", D, mention="症状性帕金森综合征"),
    Q("孩子肾功能一直不好，又查出肾原性骨病，医生会开什么药", "indicated_for", "肾原性骨病（肾病性佝偻病）", D,
      mention="肾原性骨病"),
    # ---- symptoms ----
    Q("B超单上写着卵巢多囊样改变，这通常是什么病的表现", "has_symptom", "卵巢多囊样改变（PCO）", S,
      mention="卵巢多囊样改变"),
    Q("孩子一只手的中指比别的粗大好多，医生说是巨指，这是哪种病的症状", "has_symptom", "巨指（趾）", S, mention="巨指"),
    Q("整天莫名担心、睡不踏实，心理医生说是慢性焦虑，这属于什么病的表现", "has_symptom", "慢性焦虑（广泛性焦虑）", S,
      mention="慢性焦虑"),
    Q("大脚趾甲上出现一块块白斑，医生说是真菌性白甲，这是哪种病", "has_symptom", "真菌性白甲（浅表性白色甲癣）", S,
      mention="真菌性白甲"),
    Q("最近老觉得眼皮沉重睁不开，哪些药会有这种副作用", "has_adverse_reaction", "眼皮沉重（感）", S, mention="眼皮沉重"),
    Q("吃什么药会让指甲变脆，出现甲折断这种副作用", "has_adverse_reaction", "甲折断（4%）", S, mention="甲折断"),
    Q("我爷爷被诊断脑动脉硬化性痴呆，这是哪种病发展出来的表现", "has_symptom", "脑动脉硬化性痴呆（血管性痴呆）", S,
      mention="脑动脉硬化性痴呆"),
    # ---- ingredients, alias records, a drug product class ----
    Q("给孩子打虫的药里常有黑牵牛子，具体是哪些药含它", "has_ingredient", "黑牵牛子（炒）", IN, mention="黑牵牛子"),
    Q("益肝灵粉是哪些保肝药里的成分", "has_ingredient", "益肝灵粉（水飞蓟素）", IN, mention="益肝灵粉"),
    Q("采药的老乡管一种草叫叶三七，它的正名是哪味药材", "material_has_alias", "叶三七（《云南中草药》）", AL,
      mention="叶三七"),
    Q("拍片说手指甲下面长了甲下骨疣，这是哪种病的另一个叫法", "has_alias", "甲下骨疣（指、趾末节的小的骨软骨瘤）", AL,
      mention="甲下骨疣"),
    Q("皮肤科说我用的药膏属于中效皮质激素类药，这类药具体有哪些", "belongs_to", "中效皮质激素类药（II 类）", PC,
      mention="中效皮质激素类药"),
]


def unnoted_names(questions: list[Q], data: NetworkData | None = None) -> list[str]:
    """`make_medical_bracket_names_1.unnoted_names` - a problem for every question that does not name its record by the
    record's note-free name, exactly once and without the note, or whose note-free name could lead elsewhere, or whose
    record a set written before the first bracket names set uses or names - and besides a problem for every question
    whose record a set written since (`WRITTEN_SINCE`) uses or names."""
    data = data or NetworkData(embedded_backend())
    problems = bracket_names_1.unnoted_names(questions, data)
    used, other_text = used_by_sets(WRITTEN_SINCE)
    for q in questions:
        forms = {q.entity, note_free(q.entity)}
        if forms & used or any(form in other_text for form in forms):
            problems.append(f"{q.question}: {q.entity} is used or named by a set written since the first bracket "
                            "names set")
    if len({q.question for q in questions}) != len(questions):
        problems.append("a question is written twice")
    return problems


if __name__ == "__main__":
    raise SystemExit(bracket_names_1.main(QUESTIONS, OUT, "br2", check=unnoted_names))
