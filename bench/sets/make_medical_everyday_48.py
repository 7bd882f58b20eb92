"""Writes `medical_everyday_48.jsonl`, a forty-eighth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-seventh, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded the way students and learners study and quiz themselves:
medical, nursing, pharmacy and TCM students revising for exams (执业药师药学专业知识二：…, 中医执业医师填空：…, 考研西综判断：…,
护考单选题干：…, 执业医师：…), students on a course or a ward (儿科学背到肝性脑病那一节, 耳鼻喉见习前预习一下, 药剂科实习带教老师考我,
轮转到心血管科之前想先了解下, 检验科实习小测), self-learners of TCM (自学中药遇到木本猪毛菜) and people quizzing each other in a study
group (我们学习小组争了半天, 问下学委, 问下同桌, 同桌问我…我一下子答不上来, 室友说…真的假的). The questions look like revision notes and
quiz items: 填空 (21: 心咳多由____所致, 布罗迪（Broid）骨脓肿好发于____, 木麻黄又名____), 判断 (about 35: 仿真奶嘴的使用是急性中耳炎的危险因素,
八物肾气丸又名八味丸, 巨细胞动脉炎和风湿性多肌痛多见于50岁以上人群，对吗), single-choice stems with two or three options written out
(13: 小儿金黄色葡萄球菌肺炎最易并发的是？A. 脓胸 B. 肺不张 C. 支气管扩张症, 丽泉属于？A. 强效利尿药 B. 中效利尿药 C. 低效利尿药, 十枣汤主治？A. 悬饮
B. 痰饮) or without them (8: 下列哪种疾病会侵犯骨髓？, 埃美丁在药品分类上属于下列哪一类？选项忘抄了), flash-card prompts (30: 急性附睾炎——常用药物？,
利维爱——药理分类？, 常现棘唇线虫病——病原体？), 老师划重点 (8), 背书背到…忘了 and 背方歌背到… (10), 这题答案是啥 (7). Where options are
written out the gold answer is one of them and the others are records of the same type that are no neighbour of the entity
(眼科 beside 皮肤科 and 口腔科, 红细胞渗透脆性试验 beside 抗人球蛋白试验检查, 硝酸毛果芸香碱注射液 beside 硫酸阿托品注射液, 1～6个月婴儿 beside 学龄儿童 and
青壮年, 急性胰腺炎 beside 慢性胰腺炎, 体位性低血压 beside 溶血性贫血, 大环内酯类 beside 第一代头孢菌素 and 青霉素类, 行气止痛 beside 清热解毒 and 活血化瘀,
散寒解表 beside 清热解毒, 悬饮 beside 痰饮, 囊性纤维化 beside 支气管哮喘); the gold entity is always the one the stem asks about. 78 questions
are ordinary full questions (慢性胰腺炎和胰腺钙化是什么关系？, 天晴甘美用于哪些疾病呀？, 崖白菜主要分布于哪个省呢？). 22 carry 呢/啊/呀/嘛/哈,
49 a clause of context; some ask two things and the first is the gold (心血不足的病人是挂中医科吗？还是内科也行 names 中医科; 痛风会侵犯掌指关节吗？还是只在
第一跖趾关节 names 掌指关节; 广西莪术有什么功效？跟莪术一样吗 asks its efficacies; 八物茜根汤——别名？是茜根散吗 names 茜根散).

Records: taken from the fourth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 47 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-eighth set drew from the fourth tenth
too, and this one takes only what it and every other set left. cures has 106 window sources and 17 left, six of them
asked. Where every source of a relation type in that window is already asked about (has_risk_factor, prevalent_in,
metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy,
prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one neighbour no earlier question
names (急性中耳炎 ← 仿真奶嘴的使用, 急性阑尾炎 ← 低膳食纤维, 急性髓性白血病 ← 暴露于辐射或苯, 心肌炎 ← 天花疫苗接种, 急性非ST段抬高型心肌梗死 ← 寒冷暴露,
念珠菌性脑膜炎 ← 神经外科手术, 急性早幼粒细胞白血病 ↔ 弥漫性血管内凝血, 急性妊娠期脂肪肝 ↔ 脂肪酸氧化缺陷, 慢性胰腺炎 ↔ 胰腺钙化, 慢性缺血性心脏病 ↔ 左心功能不全,
慢性肾病 ↔ 无动力型骨病, 急性冠脉综合征 ↔ 非致死性心肌梗死, 急性淋巴细胞白血病 ↔ 急性髓系白血病, 急性咽喉炎 ↔ 会咽炎, 急性ST段抬高型心肌梗塞 ↔ 不稳定性心绞痛,
急性上呼吸道感染 ↔ 哮吼, 慢性阻塞性肺疾病 ↔ 细支气管炎, 急性膀胱炎 ↔ 衣原体性尿道炎, 八宝粥 → 薏仁米, 八宝生肌丹 → 黄丹, 八宝退云散 → 黄甘石, 八宝黑虎散 → 宫粉,
八宝珍珠散 → 川连末, 凉膈散 → 清上泄下, 再造散 → 散寒解表, 加减葳蕤汤 → 滋阴解表, 养心汤 → 补益气血, 化虫丸 → 驱杀肠中诸虫, 十枣汤 → 悬饮,
养阴清肺汤 → 白喉之阴虚燥热证, 八珍汤 → 气短懒言, 加味乌药汤 → 少腹胀痛, 八痞丸 → 小儿痞满), is asked from the relation's target end (美国西南部,
where 球孢子菌病 is prevalent; 髂骨, where 支气管肺癌 spreads; 骨髓, which 慢性淋巴细胞白血病 invades; 西黄, an ingredient of 八室丹 and 八将丹;
强筋健骨, an efficacy of 八骨散; 外感风热证, what 加减葳蕤汤 is prescribed for; 心血管科, the department of 心血管造影检查), names its entity by
an alias (拓痞丸, electroencephalogram: both earlier sets' mentions) or asks what an alias stands for (Disodium Clodronate
Capsules and 茜根汤, names earlier questions use but never their gold; 新生儿筛查 and EMG, earlier questions' gold asked here in
other words); a few ask a record again in words no earlier question uses (溶血性贫血, 新生儿破伤风, 甲状腺癌, 支气管肺癌, 比沙可啶肠溶片, 氯美扎酮片,
八角茴香丸, 八物麦门冬饮, 心血管造影检查, 新生儿疾病筛查检查, 肌电图检查), and where a window source has no neighbour left that no earlier
question names, the question names one again (溃疡性结肠炎 → 北半球, 球孢子菌病 → 墨西哥西北部地区, 支气管肺癌 → 锁骨上淋巴结, 感染性心内膜炎 → 腱索,
狂犬病 → 唾液, 痛风 → 掌指关节, 慢性淋巴细胞白血病 → 肝脏, 枸地氯雷他定胶囊 → 恩瑞特, 氯膦酸二钠片 → Clodronate Disodium Tablets, 八物肾气丸 → 八味丸,
八物茜根汤 → 茜根散, 心血管造影检查 → 心血管科). None of the five window sources of prevalent_in (新生儿破伤风, 溃疡性结肠炎, 溶血性贫血, 狂犬病,
球孢子菌病) has a neighbour no earlier question names: two name one again, two are asked in new words and one question asks
from the target end (美国西南部, which no earlier question asks about as its entity). None of the six window sources of
metastasizes_to (恶性肿瘤, 感染性心内膜炎, 支气管肺癌, 狂犬病, 甲状腺癌, 疼痛) has one either: three questions name a neighbour again,
甲状腺癌 is asked in new words and one question asks from the target end (髂骨, never an earlier question's entity). The three
window sources of invades (慢性淋巴细胞白血病, 支气管肺癌, 痛风) have none: two name one again, 支气管肺癌 is asked in new words and one
question asks from the target end (骨髓, never an earlier question's entity). The window of drug_has_alias holds seven drugs
with one alias each, all of them names earlier questions use (比索洛尔氢氯噻嗪片's 诺释 Lodoz（ 诺苏 ） by its first word): two
name an alias again, two are asked in new words and one asks what Disodium Clodronate Capsules (氯膦酸二钠胶囊's) stands for.
Several of the eighteen window formulas of composed_of have an ingredient no earlier question names written as a name of
its own: five questions name one and a sixth asks from the target end (西黄). formula_has_alias has 29 sources and its window three (八物肾气丸, 八物茜根汤, 八物麦门冬饮), all of whose
aliases earlier questions name: two name one again, 八物麦门冬饮 is asked in new words and one question asks what 茜根汤 stands for;
a prescribed_for question names 八痞丸 by 拓痞丸. performed_by has six sources and its window one (心血管造影检查), asked twice, once
naming 心血管科 again; one question asks from the target end (心血管科, as the thirty-eighth set did) and one names 脑电图检查 by its alias
electroencephalogram. check_has_alias has seven sources and its window none, as for the thirty-eighth set: its four
questions take the record in whose place in key order the fourth tenth falls (新生儿疾病筛查检查, asked in new words and by what
新生儿筛查 stands for) and the one after it (肌电图检查, asked in new words and by what EMG stands for).

84 questions name the one neighbour they ask about, most of them naming two records (小儿糖尿病 → 多饮, 心肾不交 → 五心烦热, 小儿苯丙酮尿症 →
血苯丙氨酸测定, 慢性胆囊炎 → 去氢胆酸片, 小儿结节性脂膜炎 → 皮下脂肪层, 小儿推拿 → 小儿按摩, 小儿糖原贮积病III型 → Cori病, 小儿胆道蛔虫症 → 蛔虫钻入胆道引起,
急性化脓性乳腺炎 → 乳汁淤积, 巨细胞动脉炎和风湿性多肌痛 → 50岁以上人群, 小儿肾小管性酸中毒 → 碱性药物, 巨细胞病毒性葡萄膜炎 → 膦甲酸钠, 急性坏疽性阑尾炎伴穿孔 →
急性阑尾炎, 左旋多巴片 → 帕金森病, 普米克都保 → 哮喘, 丽芝 → 低血钾, 信必可都保 → 布地奈德, 小儿速效感冒片 → 人工牛黄, 乐疾宁 → 细胞毒性药物, 洛雅 →
β—受体阻滞剂, 金钱花 → 呕吐噫气, 木本猪毛菜 → 高血压, 峨眉黄芩 → 白藿香, 方榄 → 三角榄, 抗双链DNA抗体检查 → 系统性红斑狼疮, 抬腿试验 → 根性坐骨神经痛 and
the neighbours above), thirteen as the right one of the options they write out and one as the first of two it offers
(背书背到异色性虹膜睫状体炎的并发症忘了，是白内障还是视网膜脱离来着 names 白内障). Seven besides the alias-instance questions are asked from the
relation's target end (做传染病流行地区的思维导图，美国西南部流行哪些疾病, 哪些癌症容易转移到髂骨, 下列哪种疾病会侵犯骨髓, 哪些方剂里用到西黄,
具有强筋健骨功效的方剂有____, 外感风热证可以用什么方剂呢, 心血管科可以做哪些检查).

Names inside names: by a mechanical count 151 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (小儿糖尿病 holds 糖尿病, 急性化脓性腮腺炎 holds 化脓性腮腺炎 and 腮腺炎, 小肠扭转 holds 肠扭转, 小儿苯丙酮尿症 holds 苯丙酮尿症,
小儿遗传性球形红细胞增多症 holds 遗传性球形红细胞增多症, 干燥性角结膜炎 holds 角结膜炎 and 结膜炎, 小儿肺栓塞 holds 肺栓塞, 小儿系统性红斑狼疮 holds
系统性红斑狼疮, 小儿金黄色葡萄球菌肺炎 holds 金黄色葡萄球菌肺炎, 异色性虹膜睫状体炎 holds 虹膜睫状体炎, 慢性闭角型青光眼 holds 闭角型青光眼 and 青光眼,
局限性骨脓肿 holds 骨脓肿 and is named by 布罗迪（Broid）骨脓肿, 小儿贲门失弛缓症 holds 贲门失弛缓症, 小儿风湿热 holds 风湿热, 小儿胆道蛔虫症 holds
胆道蛔虫症, 急性硬脑膜外血肿 holds 硬脑膜外血肿, 巨细胞动脉炎和风湿性多肌痛 holds 巨细胞动脉炎 and 风湿性多肌痛, 小儿自身免疫性溶血性贫血 holds
自身免疫性溶血性贫血 and 溶血性贫血, which a prevalent_in question asks about, 急性坏疽性阑尾炎伴穿孔 holds 急性坏疽性阑尾炎 and its question names
急性阑尾炎, the entity of a has_risk_factor question, 急性重症胰腺炎 holds 胰腺炎 and its question weighs 急性胰腺炎 against 慢性胰腺炎, the entity of
a related_disease question, 急性上呼吸道感染 holds 上呼吸道感染, 急性膀胱炎 holds 膀胱炎; 布地奈德福莫特罗粉吸入剂 holds 布地奈德, the answer its question
names, and 福莫特罗, which 富马酸福莫特罗片 (asked as 安通克) holds too, 枸地氯雷他定胶囊 holds 氯雷他定胶囊 and 地氯雷他定, 富马酸阿奇霉素胶囊 holds
阿奇霉素胶囊, 庆大霉素普鲁卡因胶囊 lies inside 复方庆大霉素普鲁卡因胶囊 and 左旋多巴片 inside 卡比多巴/左旋多巴片; 杜鹃花根 holds 杜鹃花, 巴东岩白菜 holds
岩白菜 and is named by 崖白菜, 桉叶 lies inside its alias 蓝桉叶, the name its question uses, and 木本猪毛菜 inside 白木本猪毛菜; 八物茜根汤 holds its
alias 茜根汤, which another question asks about, 八物肾气丸 holds 肾气丸, 八宝珍珠散 holds 珍珠散, 八角茴香丸 holds 八角茴香; 心血管造影检查 holds
血管造影检查, 心血管科 holds 心血管 and 束臂试验检查 holds 束臂试验).

About one question in four (53 of 210) names its entity by a name the network records for that very instance: disease
aliases (14: eponyms and transcribed names such as FrÖhlich综合征, Maeda综合征, 莫基奥（Morquio）综合征, 布罗迪（Broid）骨脓肿; other or descriptive
names such as 肝脑综合征, 东方眼虫病, 良性复发性无菌性脑膜炎, 小儿增殖性骨膜炎, 心脏—耳聋综合征, 伴瘤内分泌综合征, 支气管肺组织分离, 常现棘唇线虫病,
急性血行播散型肺结核, 痣性黄色内皮细胞瘤); drug trade names (27, below); medicinal material aliases (10: 映山红根, 金钱花, 克蛇龟, 红丝绒, 槽子木香,
木瓜子, 枫脂, 秦椒, 崖白菜, 蓝桉叶); a TCM formula alias (1: 拓痞丸, earlier sets' mention); a check alias (1: electroencephalogram,
earlier sets' mention). Each of these names is listed by that one instance only, and none of the disease, material,
formula and check aliases among them is a record of another type. Ten more ask what an alias stands for (卡纳万氏综合征,
韩—薛—柯综合征, Marie—Sainton综合征, Disodium Clodronate Capsules, 水鸡油, 斩蛇剑, 鬼棉花, 茜根汤, 新生儿筛查, EMG: disease, drug, material, formula
and check aliases): their gold is the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every
alias a question names its entity by is one the network records for that very instance.

Drug trade names: 27 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (安通克, 思尔明, 普米克都保, 芮达, 东菱迪芙, 天晴甘美, 雅美罗, 贺普丁, 安云, 珂丹, 天晴康欣, 丽芝, 信必可都保, 小儿速效感冒片, 摩美得, 卫希安,
乐疾宁, 法乐通, 利维爱, 斯莫纳, 之乐, 丽泉, 埃美丁, 洛雅, 舒麦特, 仁怡, 奇泰). All twenty-seven names are also drug records of their own (the
source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(富马酸福莫特罗片, 尼麦角林片, 布地奈德粉吸入剂, 帕利哌酮缓释片, 巴曲酶注射液, 异甘草酸镁注射液, 托珠单抗注射液, 拉米夫定口服溶液, 扎来普隆分散片, 恩他卡朋片,
拉克替醇散, 托拉塞米胶囊, 布地奈德福莫特罗粉吸入剂, 小儿氨酚黄那敏片, 小儿清热宣肺贴膏, 庆大霉素普鲁卡因胶囊, 巯嘌呤片, 枸橼酸托瑞米芬片, 替勃龙片,
枸橼酸阿尔维林胶囊, 普罗布考片, 托拉塞米注射液, 富马酸依美斯汀滴眼液, 富马酸比索洛尔胶囊, 尼群地平软胶囊, 帕米膦酸二钠葡萄糖注射液, 富马酸阿奇霉素胶囊), the
mention is the trade name and the line is tagged `alias`, because whoever revises a drug by its box name asks about the
medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- 新生儿筛查 and EMG are check records as well as the alias instances 新生儿疾病筛查检查 and 肌电图检查 list (儿科护理笔记里的新生儿筛查，是哪项检查的简称,
  医学英语小测：EMG是哪项检查的缩写): each asks what the name stands for, so the gold is the alias instance, as the forty-seventh set's
  新生儿筛查 question is.
- Some named neighbours are records of other types too: 恩瑞特 is a drug record as well as the alias its drug lists, 布地奈德 and 人工牛黄
  drugs and ingredients, β—受体阻滞剂 and 大环内酯类 drug product classes and drugs, 细胞毒性药物 a drug class and a therapy, 膦甲酸钠 an
  ingredient and a therapy, 碱性药物 a symptom and a therapy, 乳汁淤积 a cause and a symptom, 胰腺钙化 and 左心功能不全 causes and
  diseases, 肝脏 a body part, a disease and a symptom, 眼科 a department, a disease and a population, 中医科 a department, an alias and a population,
  多饮, 脓胸, 弥漫性血管内凝血, 非致死性心肌梗死, 细支气管炎, 帕金森病, 体位性低血压 and 低血钾 diseases and symptoms, 白内障, 急性胰腺炎 and 哮喘
  diseases, causes and symptoms at once, 急性阑尾炎 a therapy besides, 不稳定性心绞痛 an alias besides, 高血压 and 系统性红斑狼疮 a population
  besides, and 囊性纤维化 a drug besides.
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 心肾不交, 慢性闭角型青光眼, 慢性胆囊炎, 急性附睾炎, 扁桃体周围脓肿, 急性中耳炎, 新生儿破伤风, 痛风, 慢性胰腺炎, 慢性肾病, 急性冠脉综合征,
  急性上呼吸道感染; a cause record: 巴贝虫病, 急性化脓性乳腺炎, 狂犬病 and the body part 骨髓; both: 慢性肾盂肾炎, 溃疡性结肠炎, 球孢子菌病, 感染性心内膜炎,
  甲状腺癌, and 心肌炎 a population record besides and 急性阑尾炎 a therapy record besides; a check, a symptom and a therapy record: 小肠扭转, and
  溶血性贫血 a cause record besides; an alias record: 支气管肺癌 (two questions), 急性ST段抬高型心肌梗塞, 慢性阻塞性肺疾病;
  an ingredient record: the drug 枸橼酸托瑞米芬片 and the materials 川木香, 枫香脂, 川椒, and 旋复花 and 徐长卿 alias records besides; a disease
  record for the check 心血管造影检查 (two questions); a check record for the alias instances 新生儿筛查 and EMG), and the wording says which
  is meant (病原体, 危险因素, 转移, 浸润, 入药, 主产, 又名, 由哪个科室负责, 缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_48.py    # rewrites bench/sets/medical_everyday_48.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_48.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("儿科学背到肝性脑病那一节，课本上写的是肝脑综合征，小儿得了肝脑综合征一般有哪些临床表现？", "has_symptom",
      "小儿肝性脑病", D, mention="肝脑综合征"),
    Q("寄生虫学复习卡：东方眼虫病——主要症状？背面只记了一句线虫钻进眼睛里", "has_symptom", "小儿结膜吸吮线虫病", D,
      mention="东方眼虫病"),
    Q("莫基奥（Morquio）综合征的典型表现有哪些呀？卡片背面写不下了", "has_symptom", "小儿黏多糖贮积症IV型", D,
      mention="莫基奥（Morquio）综合征"),
    Q("判断题：小儿糖尿病的典型表现包括多饮。这题是对的吧？", "has_symptom", "小儿糖尿病", D, named="多饮"),
    Q("中医诊断学老师划重点：心肾不交证可以见到五心烦热，这句话对不对？", "has_symptom", "心肾不交", D, named="五心烦热"),
    Q("外科学填空：急性化脓性腮腺炎的主要临床表现有____、____。", "has_symptom", "急性化脓性腮腺炎", D),
    Q("同桌问我小肠扭转有哪些典型表现，我一下子答不上来，谁帮我理一下？", "has_symptom", "小肠扭转", D),
    # designated_to
    Q("内分泌那章提到FrÖhlich综合征，这种患儿一般应该到哪个科就诊？", "designated_to", "小儿肥胖性生殖无能综合征", D,
      mention="FrÖhlich综合征"),
    Q("神经病学笔记：良性复发性无菌性脑膜炎——就诊科室？", "designated_to", "小儿莫拉雷脑膜炎", D,
      mention="良性复发性无菌性脑膜炎"),
    Q("小儿增殖性骨膜炎该挂什么科？我们学习小组争了半天", "designated_to", "小儿进行性骨干发育不良", D,
      mention="小儿增殖性骨膜炎"),
    Q("这题答案是啥：急性眼眶蜂窝织炎应挂哪个科？A. 眼科 B. 皮肤科 C. 口腔科", "designated_to", "急性眼眶蜂窝织炎", D,
      named="眼科"),
    Q("中医内科学复习：心血不足的病人是挂中医科吗？还是内科也行", "designated_to", "心血不足", D, named="中医科"),
    Q("护考刷题：小儿阿托品类中毒的患儿来院后应首先送往哪个科？", "designated_to", "小儿阿托品类中毒", D),
    Q("耳鼻喉见习前预习一下，弥漫性外耳道炎一般在哪个科室看呢？", "designated_to", "弥漫性外耳道炎", D),
    # checks
    Q("心脏—耳聋综合征需要做哪些检查？老师说这个病名考试会换个说法出", "checks", "心—耳综合征", D,
      mention="心脏—耳聋综合征"),
    Q("伴瘤内分泌综合征——需要做的检查？", "checks", "异源内分泌综合征", D, mention="伴瘤内分泌综合征"),
    Q("儿科学背书：小儿苯丙酮尿症确诊要做血苯丙氨酸测定吗？", "checks", "小儿苯丙酮尿症", D, named="血苯丙氨酸测定"),
    Q("单选：小儿遗传性球形红细胞增多症最有诊断意义的检查是？A. 红细胞渗透脆性试验 B. 抗人球蛋白试验检查", "checks",
      "小儿遗传性球形红细胞增多症", D, named="红细胞渗透脆性试验"),
    Q("干燥性角结膜炎需要做哪些检查？眼科学这一节太碎了，求个清单", "checks", "干燥性角结膜炎", D),
    Q("考研西综填空：小儿肺栓塞的确诊检查有____。", "checks", "小儿肺栓塞", D),
    # has_complication
    Q("下列哪项属于小儿系统性红斑狼疮的并发症？选项我没抄下来，先问问都有哪些", "has_complication",
      "小儿系统性红斑狼疮", D),
    Q("单选：小儿金黄色葡萄球菌肺炎最易并发的是？A. 脓胸 B. 肺不张 C. 支气管扩张症", "has_complication",
      "小儿金黄色葡萄球菌肺炎", D, named="脓胸"),
    Q("常染色体显性多囊肾——常见并发症？", "has_complication", "常染色体显性多囊肾", D),
    Q("背书背到异色性虹膜睫状体炎的并发症忘了，是白内障还是视网膜脱离来着？", "has_complication", "异色性虹膜睫状体炎",
      D, named="白内障"),
    Q("单选题干：小儿选择性免疫球蛋白A缺乏症常伴发下列哪种疾病？选项没记全", "has_complication", "小儿选择性免疫球蛋白A缺乏症",
      D),
    Q("弧菌感染会并发什么病？我们小组讨论这题没结论哈", "has_complication", "弧菌感染", D),
    # cures
    Q("执业药师单选：慢性闭角型青光眼可选用哪种药？A. 硝酸毛果芸香碱注射液 B. 硫酸阿托品注射液", "cures",
      "慢性闭角型青光眼", D, named="硝酸毛果芸香碱注射液"),
    Q("慢性胆囊炎能用去氢胆酸片治疗吗？我记得这个是利胆药", "cures", "慢性胆囊炎", D, named="去氢胆酸片"),
    Q("药理填空：性病性淋巴肉芽肿的治疗药物是____。", "cures", "性病性淋巴肉芽肿", D),
    Q("慢性肾盂肾炎一般用哪些药物治疗？列几个就行", "cures", "慢性肾盂肾炎", D),
    Q("急性附睾炎——常用药物？", "cures", "急性附睾炎", D),
    Q("问下学长，扁桃体周围脓肿一般用什么药啊？", "cures", "扁桃体周围脓肿", D),
    # shown_on
    Q("填空：布罗迪（Broid）骨脓肿好发于____。", "shown_on", "局限性骨脓肿", D, mention="布罗迪（Broid）骨脓肿"),
    Q("支气管肺组织分离主要发生在哪些部位？书上那张图没看懂", "shown_on", "小儿肺隔离症", D,
      mention="支气管肺组织分离"),
    Q("判断：小儿结节性脂膜炎主要累及皮下脂肪层。对还是错？", "shown_on", "小儿结节性脂膜炎", D, named="皮下脂肪层"),
    Q("小儿贲门失弛缓症的病变部位在哪里呀？", "shown_on", "小儿贲门失弛缓症", D),
    Q("微生物学复习：弯曲菌性肠炎主要累及肠道哪几段？", "shown_on", "弯曲菌性肠炎", D),
    Q("小儿风湿热——主要累及部位？", "shown_on", "小儿风湿热", D),
    # has_alias
    Q("卡纳万氏综合征是哪个病的别称？考试老喜欢出这种人名综合征", "has_alias", "卡纳万氏综合征", AL),
    Q("病理课上老师提到韩—薛—柯综合征，这是哪个病的别名？", "has_alias", "韩—薛—柯综合征", AL),
    Q("Marie—Sainton综合征对应的中文病名是什么呢？", "has_alias", "Marie—Sainton综合征", AL),
    Q("小儿推拿也叫小儿按摩，对吗？中医儿科学课上好像两个说法都有", "has_alias", "小儿推拿", D, named="小儿按摩"),
    Q("填空：小儿糖原贮积病III型又称____病。答案是Cori病吗？", "has_alias", "小儿糖原贮积病III型", D, named="Cori病"),
    Q("左束支中隔支传导阻滞还有哪些别的叫法？心电图课上老师一会儿一个名字", "has_alias", "左束支中隔支传导阻滞", D),
    # caused_by
    Q("神经病学拓展阅读里的Maeda综合征，是什么基因突变引起的？", "caused_by",
      "常染色体隐性遗传性脑动脉病及动脉硬化伴皮质下梗死及白质脑病", D, mention="Maeda综合征"),
    Q("寄生虫学卡片：常现棘唇线虫病——病原体？", "caused_by", "常现丝虫病", D, mention="常现棘唇线虫病"),
    Q("巴贝虫病的病原体是什么？老跟疟原虫搞混", "caused_by", "巴贝虫病", D),
    Q("判断题：小儿胆道蛔虫症是蛔虫钻入胆道引起的。", "caused_by", "小儿胆道蛔虫症", D, named="蛔虫钻入胆道引起"),
    Q("外科护理学判断：急性化脓性乳腺炎的病因包括乳汁淤积。", "caused_by", "急性化脓性乳腺炎", D, named="乳汁淤积"),
    Q("神经外科这题答案是啥：急性硬脑膜外血肿最常见的出血原因是什么？", "caused_by", "急性硬脑膜外血肿", D),
    Q("中医执业医师填空：心咳多由____所致。", "caused_by", "心咳", D),
    # has_risk_factor
    Q("判断：仿真奶嘴的使用是急性中耳炎的危险因素。", "has_risk_factor", "急性中耳炎", D, named="仿真奶嘴的使用"),
    Q("老师划重点：低膳食纤维会增加急性阑尾炎的风险，是这样吗？", "has_risk_factor", "急性阑尾炎", D, named="低膳食纤维"),
    Q("考研西综判断：暴露于辐射或苯是急性髓性白血病的危险因素。", "has_risk_factor", "急性髓性白血病", D,
      named="暴露于辐射或苯"),
    Q("室友说天花疫苗接种也算心肌炎的危险因素，真的假的？", "has_risk_factor", "心肌炎", D, named="天花疫苗接种"),
    Q("急性非ST段抬高型心肌梗死的诱发因素里，寒冷暴露算一个吗？", "has_risk_factor", "急性非ST段抬高型心肌梗死", D,
      named="寒冷暴露"),
    Q("背书背到念珠菌性脑膜炎的危险因素，除了免疫低下，神经外科手术也算吗？", "has_risk_factor", "念珠菌性脑膜炎", D,
      named="神经外科手术"),
    # common_in
    Q("急性血行播散型肺结核主要见于哪类人群呢？", "common_in", "小儿急性粟粒型肺结核", D, mention="急性血行播散型肺结核"),
    Q("痣性黄色内皮细胞瘤——好发人群？", "common_in", "幼年性黄色肉芽肿", D, mention="痣性黄色内皮细胞瘤"),
    Q("单选：小儿毛细支气管炎多见于？A. 1～6个月婴儿 B. 学龄儿童 C. 青壮年", "common_in", "小儿毛细支气管炎", D,
      named="1～6个月婴儿"),
    Q("巨细胞动脉炎和风湿性多肌痛多见于50岁以上人群，对吗？", "common_in", "巨细胞动脉炎和风湿性多肌痛", D,
      named="50岁以上人群"),
    Q("下列哪类人群最易患小儿溶血尿毒综合征啊？题目选项看不清了", "common_in", "小儿溶血尿毒综合征", D),
    Q("尿道旁腺癌——好发人群？", "common_in", "尿道旁腺癌", D),
    Q("布氏杆菌红斑常见于哪些人？职业病那章好像提过", "common_in", "布氏杆菌红斑", D),
    # prevalent_in
    Q("流行病学笔记：溃疡性结肠炎在北半球更常见，我记得没错吧？", "prevalent_in", "溃疡性结肠炎", D, named="北半球"),
    Q("判断：球孢子菌病流行于墨西哥西北部地区。", "prevalent_in", "球孢子菌病", D, named="墨西哥西北部地区"),
    Q("溶血性贫血——高发地区有哪些？", "prevalent_in", "溶血性贫血", D),
    Q("新生儿破伤风主要流行于什么地区呢？", "prevalent_in", "新生儿破伤风", D),
    Q("做传染病流行地区的思维导图，美国西南部流行哪些疾病？", "prevalent_in", "美国西南部", RE),
    # treated_with
    Q("儿科学划重点：小儿肾小管性酸中毒的治疗以碱性药物为主，对不对？", "treated_with", "小儿肾小管性酸中毒", D,
      named="碱性药物"),
    Q("巨细胞病毒性葡萄膜炎能用膦甲酸钠吗？眼科老师好像提过一嘴哈", "treated_with", "巨细胞病毒性葡萄膜炎", D, named="膦甲酸钠"),
    Q("护考单选题干：下列哪项是小儿肾性贫血的治疗方法？选项截图没截全", "treated_with", "小儿肾性贫血", D),
    Q("问下学委，幼年型皮肌炎怎么治疗？风湿免疫这块一直没搞懂", "treated_with", "幼年型皮肌炎", D),
    Q("皮肤科见习前问一下，急性链球菌性皮肤坏死的处理原则是什么？", "treated_with", "急性链球菌性皮肤坏死", D),
    Q("小儿自身免疫性溶血性贫血——治疗方法？", "treated_with", "小儿自身免疫性溶血性贫血", D),
    # metastasizes_to
    Q("判断：支气管肺癌可转移至锁骨上淋巴结。", "metastasizes_to", "支气管肺癌", D, named="锁骨上淋巴结"),
    Q("感染性心内膜炎会累及腱索吗？病理切片上好像看到过", "metastasizes_to", "感染性心内膜炎", D, named="腱索"),
    Q("微生物这题我不确定：狂犬病病毒会播散到唾液里吗？", "metastasizes_to", "狂犬病", D, named="唾液"),
    Q("甲状腺癌——常见转移部位？", "metastasizes_to", "甲状腺癌", D),
    Q("影像学读片课问的：哪些癌症容易转移到髂骨？", "metastasizes_to", "髂骨", BP),
    # invades
    Q("痛风会侵犯掌指关节吗？还是只在第一跖趾关节", "invades", "痛风", D, named="掌指关节"),
    Q("背书背到慢性淋巴细胞白血病的浸润部位，肝脏算不算？", "invades", "慢性淋巴细胞白血病", D, named="肝脏"),
    Q("支气管肺癌可直接侵犯哪些结构啊？", "invades", "支气管肺癌", D),
    Q("单选题干：下列哪种疾病会侵犯骨髓？", "invades", "骨髓", BP),
    # is_subtype_of
    Q("急性坏疽性阑尾炎伴穿孔属于急性阑尾炎吗？", "is_subtype_of", "急性坏疽性阑尾炎伴穿孔", D, named="急性阑尾炎"),
    Q("单选：急性重症胰腺炎归在哪一类下？A. 急性胰腺炎 B. 慢性胰腺炎", "is_subtype_of", "急性重症胰腺炎", D,
      named="急性胰腺炎"),
    Q("考研西综：拉斯穆森综合征在疾病分类上属于哪一类？", "is_subtype_of", "拉斯穆森综合征", D),
    Q("口腔科学填空：悬雍垂裂属于____的一种。", "is_subtype_of", "悬雍垂裂", D),
    Q("扁桃体白喉——疾病分类归属？", "is_subtype_of", "扁桃体白喉", D),
    Q("抗磷脂综合征在分类上属于什么病？背ICD编码背晕了", "is_subtype_of", "抗磷脂综合征", D),
    # related_disease
    Q("老师划重点：急性早幼粒细胞白血病容易合并弥漫性血管内凝血，两者有关对吧？", "related_disease", "急性早幼粒细胞白血病", D,
      named="弥漫性血管内凝血"),
    Q("产科复习：急性妊娠期脂肪肝跟脂肪酸氧化缺陷有关系吗？", "related_disease", "急性妊娠期脂肪肝", D,
      named="脂肪酸氧化缺陷"),
    Q("慢性胰腺炎和胰腺钙化是什么关系？", "related_disease", "慢性胰腺炎", D, named="胰腺钙化"),
    Q("慢性缺血性心脏病跟左心功能不全有关联吗？", "related_disease", "慢性缺血性心脏病", D, named="左心功能不全"),
    Q("判断：慢性肾病与无动力型骨病有关。", "related_disease", "慢性肾病", D, named="无动力型骨病"),
    Q("急性冠脉综合征和非致死性心肌梗死有关系吗？", "related_disease", "急性冠脉综合征", D, named="非致死性心肌梗死"),
    # differential_diagnosis
    Q("下列哪项需要与急性淋巴细胞白血病鉴别？是不是急性髓系白血病", "differential_diagnosis", "急性淋巴细胞白血病", D,
      named="急性髓系白血病"),
    Q("判断：急性咽喉炎需要与会咽炎相鉴别。", "differential_diagnosis", "急性咽喉炎", D, named="会咽炎"),
    Q("急性ST段抬高型心肌梗塞和不稳定性心绞痛怎么鉴别？心电图老是分不清", "differential_diagnosis",
      "急性ST段抬高型心肌梗塞", D, named="不稳定性心绞痛"),
    Q("填空：急性上呼吸道感染需与____等鉴别。是不是有哮吼", "differential_diagnosis", "急性上呼吸道感染", D, named="哮吼"),
    Q("执业医师：慢性阻塞性肺疾病和细支气管炎怎么鉴别？", "differential_diagnosis", "慢性阻塞性肺疾病", D, named="细支气管炎"),
    Q("泌尿系这题：急性膀胱炎要与衣原体性尿道炎鉴别吗？", "differential_diagnosis", "急性膀胱炎", D,
      named="衣原体性尿道炎"),
    # indicated_for
    Q("执业药师药学专业知识二：安通克的适应证有哪些？", "indicated_for", "富马酸福莫特罗片", DR, mention="安通克"),
    Q("思尔明——主要用于治疗什么？", "indicated_for", "尼麦角林片", DR, mention="思尔明"),
    Q("判断：普米克都保可用于哮喘的长期控制。对吗？", "indicated_for", "布地奈德粉吸入剂", DR, mention="普米克都保",
      named="哮喘"),
    Q("精神药理学复习，芮达主要治什么病呀？", "indicated_for", "帕利哌酮缓释片", DR, mention="芮达"),
    Q("药剂科实习带教老师考我东菱迪芙的适应证，我只答出一个，还有哪些？", "indicated_for", "巴曲酶注射液", DR,
      mention="东菱迪芙"),
    Q("天晴甘美用于哪些疾病呀？", "indicated_for", "异甘草酸镁注射液", DR, mention="天晴甘美"),
    Q("药理学划重点：左旋多巴片用于治疗帕金森病，这个没问题吧？", "indicated_for", "左旋多巴片", DR, named="帕金森病"),
    # has_adverse_reaction
    Q("雅美罗有哪些不良反应？药理课要背，生物制剂这块最乱", "has_adverse_reaction", "托珠单抗注射液", DR,
      mention="雅美罗"),
    Q("贺普丁——不良反应？", "has_adverse_reaction", "拉米夫定口服溶液", DR, mention="贺普丁"),
    Q("安云——常见不良反应？", "has_adverse_reaction", "扎来普隆分散片", DR, mention="安云"),
    Q("单选：珂丹可能引起的不良反应是？A. 体位性低血压 B. 溶血性贫血", "has_adverse_reaction", "恩他卡朋片", DR,
      mention="珂丹", named="体位性低血压"),
    Q("天晴康欣有哪些副作用呢？", "has_adverse_reaction", "拉克替醇散", DR, mention="天晴康欣"),
    Q("老师划重点：丽芝这类袢利尿药会导致低血钾，对吧？", "has_adverse_reaction", "托拉塞米胶囊", DR, mention="丽芝",
      named="低血钾"),
    Q("己烯雌酚片的不良反应有哪些？妇产科药理要考", "has_adverse_reaction", "己烯雌酚片", DR),
    # has_ingredient
    Q("判断：信必可都保里含有布地奈德。", "has_ingredient", "布地奈德福莫特罗粉吸入剂", DR, mention="信必可都保",
      named="布地奈德"),
    Q("填空：异福酰胺片由____组成。", "has_ingredient", "异福酰胺片", DR),
    Q("判断：小儿速效感冒片含有人工牛黄。对吗？", "has_ingredient", "小儿氨酚黄那敏片", DR, mention="小儿速效感冒片",
      named="人工牛黄"),
    Q("心脑健胶囊——主要成分？", "has_ingredient", "心脑健胶囊", DR),
    Q("中药药剂学作业：川贝清肺糖浆的处方组成有哪些？", "has_ingredient", "川贝清肺糖浆", DR),
    Q("摩美得的成分有哪些？外用贴膏那节没细讲", "has_ingredient", "小儿清热宣肺贴膏", DR, mention="摩美得"),
    Q("这题答案是啥：卫希安含有哪些成分？", "has_ingredient", "庆大霉素普鲁卡因胶囊", DR, mention="卫希安"),
    # is_a_level3
    Q("乐疾宁属于细胞毒性药物吗？抗肿瘤药分类老记混", "is_a_level3", "巯嘌呤片", DR, mention="乐疾宁",
      named="细胞毒性药物"),
    Q("这题答案是啥：法乐通属于哪一类药？", "is_a_level3", "枸橼酸托瑞米芬片", DR, mention="法乐通"),
    Q("利维爱——药理分类？", "is_a_level3", "替勃龙片", DR, mention="利维爱"),
    Q("问下学委，斯莫纳是哪一类药物啊？", "is_a_level3", "枸橼酸阿尔维林胶囊", DR, mention="斯莫纳"),
    Q("填空：之乐按药理作用属于____。", "is_a_level3", "普罗布考片", DR, mention="之乐"),
    Q("单选：丽泉属于？A. 强效利尿药 B. 中效利尿药 C. 低效利尿药", "is_a_level3", "托拉塞米注射液", DR, mention="丽泉",
      named="强效利尿药"),
    Q("填空：帕司烟肼片属于____药。", "is_a_level3", "帕司烟肼片", DR),
    # belongs_to
    Q("单选题题干：埃美丁在药品分类上属于下列哪一类？选项忘抄了", "belongs_to", "富马酸依美斯汀滴眼液", DR, mention="埃美丁"),
    Q("背书背到洛雅，它属于β—受体阻滞剂吧？", "belongs_to", "富马酸比索洛尔胶囊", DR, mention="洛雅",
      named="β—受体阻滞剂"),
    Q("问下同桌，舒麦特在药品目录里归哪一类？", "belongs_to", "尼群地平软胶囊", DR, mention="舒麦特"),
    Q("填空：仁怡属于____类药品。", "belongs_to", "帕米膦酸二钠葡萄糖注射液", DR, mention="仁怡"),
    Q("单选：奇泰属于哪类抗生素？A. 大环内酯类 B. 第一代头孢菌素 C. 青霉素类", "belongs_to", "富马酸阿奇霉素胶囊", DR,
      mention="奇泰", named="大环内酯类"),
    Q("执业药师：巴柳氮钠颗粒在药品分类中属于什么类别？", "belongs_to", "巴柳氮钠颗粒", DR),
    # drug_has_alias
    Q("药学英语作业：Disodium Clodronate Capsules是哪个药的英文名？", "drug_has_alias",
      "Disodium Clodronate Capsules", AL),
    Q("判断：枸地氯雷他定胶囊又名恩瑞特。", "drug_has_alias", "枸地氯雷他定胶囊", DR, named="恩瑞特"),
    Q("填空：比沙可啶肠溶片又称____。", "drug_has_alias", "比沙可啶肠溶片", DR),
    Q("氯膦酸二钠片的英文名是Clodronate Disodium Tablets吗？拼写对不对", "drug_has_alias", "氯膦酸二钠片", DR,
      named="Clodronate Disodium Tablets"),
    Q("氯美扎酮片——别名？", "drug_has_alias", "氯美扎酮片", DR),
    # mainly_treats
    Q("中药学卡片：映山红根——主治？", "mainly_treats", "杜鹃花根", M, mention="映山红根"),
    Q("金钱花能治呕吐噫气吗？中药学背到降气药这里了", "mainly_treats", "旋复花", M, mention="金钱花",
      named="呕吐噫气"),
    Q("方解石——主治？背矿物药的时候总跟石膏混", "mainly_treats", "方解石", M),
    Q("这题答案是啥：克蛇龟入药主治哪些病？动物药这部分书上写得很少", "mainly_treats", "断板龟", M, mention="克蛇龟"),
    Q("这题答案是啥呀：红丝绒这味药主治什么病？", "mainly_treats", "枪刀药", M, mention="红丝绒"),
    Q("中药学填空：杨树花主治____。", "mainly_treats", "杨树花", M),
    Q("自学中药遇到木本猪毛菜，它可以治高血压吗？", "mainly_treats", "木本猪毛菜", M, named="高血压"),
    # has_efficacy
    Q("单选：槽子木香的主要功效是？A. 行气止痛 B. 清热解毒 C. 活血化瘀", "has_efficacy", "川木香", M,
      mention="槽子木香", named="行气止痛"),
    Q("广西莪术有什么功效？跟莪术一样吗", "has_efficacy", "广西莪术", M),
    Q("木瓜子有什么功效啊？", "has_efficacy", "木瓜核", M, mention="木瓜子"),
    Q("填空：枫脂的功效是____。", "has_efficacy", "枫香脂", M, mention="枫脂"),
    Q("建兰花——功效？", "has_efficacy", "建兰花", M),
    Q("背书背到桂竹糖芥，功效忘了，谁还记得？", "has_efficacy", "桂竹糖芥", M),
    # distributed_in
    Q("秦椒——主产地？", "distributed_in", "川椒", M, mention="秦椒"),
    Q("单选题干：异株百里香主要分布在下列哪个地区？", "distributed_in", "异株百里香", M),
    Q("崖白菜主要分布于哪个省呢？", "distributed_in", "巴东岩白菜", M, mention="崖白菜"),
    Q("徐长卿——主产省份？", "distributed_in", "徐长卿", M),
    Q("庵摩勒分布在哪些地方呀？", "distributed_in", "庵摩勒", M),
    Q("蓝桉叶——产地？", "distributed_in", "桉叶", M, mention="蓝桉叶"),
    # material_has_alias
    Q("中药别名小测：水鸡油是哪种药材的别名？", "material_has_alias", "水鸡油", AL),
    Q("斩蛇剑是哪味药的别称？名字起得挺霸气", "material_has_alias", "斩蛇剑", AL),
    Q("这题答案是啥：鬼棉花指的是哪种药材？", "material_has_alias", "鬼棉花", AL),
    Q("判断：峨眉黄芩又名白藿香。", "material_has_alias", "峨眉黄芩", M, named="白藿香"),
    Q("方榄不就是三角榄嘛，这俩是一个东西吧？", "material_has_alias", "方榄", M, named="三角榄"),
    Q("填空：木麻黄又名____。", "material_has_alias", "木麻黄", M),
    # composed_of
    Q("方剂学里居然有个八宝粥，这个方子里有薏仁米吗？", "composed_of", "八宝粥", F, named="薏仁米"),
    Q("判断：八宝生肌丹的组成中有黄丹。", "composed_of", "八宝生肌丹", F, named="黄丹"),
    Q("八宝退云散里用的是黄甘石吗？", "composed_of", "八宝退云散", F, named="黄甘石"),
    Q("判断：八宝黑虎散的组成含宫粉。", "composed_of", "八宝黑虎散", F, named="宫粉"),
    Q("判断：八宝珍珠散的组成含川连末。", "composed_of", "八宝珍珠散", F, named="川连末"),
    Q("整理外科方剂，哪些方剂里用到西黄？", "composed_of", "西黄", IN),
    # formula_has_efficacy
    Q("方剂学老师划重点：凉膈散能清上泄下，是这个意思吗？", "formula_has_efficacy", "凉膈散", F, named="清上泄下"),
    Q("单选：再造散的功效是？A. 散寒解表 B. 清热解毒", "formula_has_efficacy", "再造散", F, named="散寒解表"),
    Q("加减葳蕤汤具有滋阴解表的功效，对吗？", "formula_has_efficacy", "加减葳蕤汤", F, named="滋阴解表"),
    Q("室友说养心汤能补益气血，我背的版本好像不一样，到底有没有这个功效？", "formula_has_efficacy", "养心汤", F,
      named="补益气血"),
    Q("填空题核对一下：化虫丸的功效是驱杀肠中诸虫吗？", "formula_has_efficacy", "化虫丸", F, named="驱杀肠中诸虫"),
    Q("方剂学填空：具有强筋健骨功效的方剂有____。", "formula_has_efficacy", "强筋健骨", EF),
    # prescribed_for
    Q("单选：十枣汤主治？A. 悬饮 B. 痰饮", "prescribed_for", "十枣汤", F, named="悬饮"),
    Q("中医执业医师：养阴清肺汤用于白喉之阴虚燥热证吗？", "prescribed_for", "养阴清肺汤", F, named="白喉之阴虚燥热证"),
    Q("背方歌背到八珍汤，主治里有没有气短懒言来着？忘了", "prescribed_for", "八珍汤", F, named="气短懒言"),
    Q("背方歌背到加味乌药汤，它能治少腹胀痛吗？", "prescribed_for", "加味乌药汤", F, named="少腹胀痛"),
    Q("拓痞丸能治小儿痞满吗？", "prescribed_for", "八痞丸", F, mention="拓痞丸", named="小儿痞满"),
    Q("八角茴香丸——主治？", "prescribed_for", "八角茴香丸", F),
    Q("中医内科学：外感风热证可以用什么方剂呢？", "prescribed_for", "外感风热证", D),
    # formula_has_alias
    Q("读古籍看到茜根汤，这是哪个方剂的别名？", "formula_has_alias", "茜根汤", AL),
    Q("判断：八物肾气丸又名八味丸。", "formula_has_alias", "八物肾气丸", F, named="八味丸"),
    Q("八物茜根汤——别名？是茜根散吗", "formula_has_alias", "八物茜根汤", F, named="茜根散"),
    Q("八物麦门冬饮还有什么别名？整理方剂别名表要用", "formula_has_alias", "八物麦门冬饮", F),
    # check_for_disease
    Q("寄生虫学实验课：棘球蚴皮内试验可以诊断哪些病？", "check_for_disease", "棘球蚴皮内试验", C),
    Q("诊断学划重点：抗双链DNA抗体检查对系统性红斑狼疮有诊断意义，对吗？", "check_for_disease", "抗双链DNA抗体检查", C,
      named="系统性红斑狼疮"),
    Q("单选：毛果芸香碱出汗试验主要用于诊断？A. 囊性纤维化 B. 支气管哮喘", "check_for_disease", "毛果芸香碱出汗试验", C,
      named="囊性纤维化"),
    Q("梅毒螺旋体明胶凝集试验能查出哪些病呢？", "check_for_disease", "梅毒螺旋体明胶凝集试验", C),
    Q("支气管舒张试验检查——用于诊断哪些疾病？", "check_for_disease", "支气管舒张试验检查", C),
    Q("检验科实习小测：抗甲状腺微粒体抗体（ATMA）阳性提示什么病？", "check_for_disease", "抗甲状腺微粒体抗体（ATMA）", C),
    # check_for_symptom
    Q("护考填空：束臂试验检查主要针对____等症状。", "check_for_symptom", "束臂试验检查", C),
    Q("神经系统查体：描图试验用于检查什么症状？", "check_for_symptom", "描图试验", C),
    Q("指指试验是查什么症状的？诊断学实验课马上要考", "check_for_symptom", "指指试验", C),
    Q("抬腿试验阳性可以提示根性坐骨神经痛吗？", "check_for_symptom", "抬腿试验", C, named="根性坐骨神经痛"),
    Q("液晶热图——针对哪些症状？", "check_for_symptom", "液晶热图", C),
    Q("儿科学填空：枫糖尿症筛查一般在孩子出现____等症状时做。", "check_for_symptom", "枫糖尿症筛查", C),
    Q("肺功能那节课的气道阻力（R），是针对哪些症状测的？", "check_for_symptom", "气道阻力（R）", C),
    # performed_by
    Q("判断：心血管造影检查由心血管科负责。", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("见习排班表上有心血管造影检查，这个是哪个科室的活儿？", "performed_by", "心血管造影检查", C),
    Q("轮转到心血管科之前想先了解下，心血管科可以做哪些检查？", "performed_by", "心血管科", DEP),
    Q("病例讨论里写着electroencephalogram，这个检查在哪个科做？", "performed_by", "脑电图检查", C,
      mention="electroencephalogram"),
    # check_has_alias
    Q("填空：新生儿疾病筛查检查的英文是____。", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("肌电图检查——英文缩写？", "check_has_alias", "肌电图检查", C),
    Q("儿科护理笔记里的新生儿筛查，是哪项检查的简称？", "check_has_alias", "新生儿筛查", AL),
    Q("医学英语小测：EMG是哪项检查的缩写？", "check_has_alias", "EMG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day48"))
