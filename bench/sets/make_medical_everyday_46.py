"""Writes `medical_everyday_46.jsonl`, a forty-sixth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-fifth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is a phone memo or a symptom diary followed by the question: people
who keep notes of what happened and when (第一天…第二天…第三天, 昨晚9点…今早, 周一…周三…周五, 3月2日…3月5日, 记录一下：…, 备忘：…), with concrete
physical detail in plain words, the measurements they took (体温38度2, 血压150/95, 一天跑三趟厕所, 空腹5.6，一小时10.5, 查血钾2.8, 尿常规红细胞3+,
一天尿八升, 动态心电图一天早搏三千多次), what they already tried (贴了两天膏药, 喂了口服补液盐, 止咳糖浆喝了两瓶, 含了三天润喉糖, 炉甘石洗剂没用, 开塞露用了两支) and then what they
want to know. Who keeps the notes varies: patients about themselves (我的月经记录, 孕28周日记, 用药记录, 血糖本上记着, 抽烟二十年的记录), parents
(给儿子记的, 女儿的出血日记, 宝宝腹泻记录, 儿子的体温单, 带娃看病的本子上写着), children of old people (帮我爸记的, 给我妈记的，七十三岁, 奶奶的药单, 给外公记的, 爸爸的用药本), someone
who fell ill looking after animals (帮朋友喂猫的第五天，手背被抓的地方红肿, 帮邻居看了三天羊) and night-shift workers (夜班日记：凌晨两点吃完宵夜, 夜班保安的备忘,
夜班时胸口压着疼了四十分钟). The notes run from one line (备忘：八效虎骨散还有哪些别的方名？, 入职体检单上的康氏反应是查什么病的？) to four (孕16周症状日记,
咳嗽日记：第一周干咳，第二周夜里开始喘，第三周喘得睡不着…). 20 questions carry 呢/啊/呀/嘛/哈, 201 a clause of context; some ask two things and the first
is the gold (小儿磷酸酶过少症…这病是怎么来的，会遗传吗？ asks the cause; Wilson氏假性硬化症…怎么治？吃东西要注意什么？ the therapies; 喜炎平注射液…这个药在分类上属于哪一类？是中药吗？
the product class).

Records: taken from the third tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 45 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-sixth set drew from the third tenth too,
and this one takes only what it and every other set left. cures has nine such sources left in its window and asks six of
them. Where every source of a relation type in that window is already asked about (has_risk_factor, prevalent_in,
metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy,
prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one neighbour no earlier question
names (婴儿猝死综合征 ← 俯卧睡姿, 尘肺 ← 采石, 子宫内膜癌 ← 服用他莫昔芬, 基底细胞癌 ← 日晒伤病史, 心内膜炎感染 ← 人工心脏瓣膜修复, 帕金森病 ← 长期接触金属, 妊娠期肝内胆汁淤积症 ← 丙型肝炎感染病史,
妊娠期肝内胆汁淤积症 ↔ 胎死宫内, 室性心动过速 ↔ 心脏性猝死, 尿崩症 ↔ 抗利尿激素缺乏, 寨卡病毒感染 ↔ 非化脓性结膜炎, 尾蚴性皮炎 ↔ 瘙痒性皮炎, 急性ST段抬高型心肌梗塞 ↔ 心原性休克,
帕金森病 ↔ 正常压力性脑积水, 广泛性焦虑障碍 ↔ 甲状腺机能亢进, 心肌梗塞 ↔ 急性心包炎, 小细胞肺癌 ↔ 类癌瘤, 尘肺 ↔ 药物或辐射诱发肺纤维化, 尿崩症 ↔ 促肾上腺皮质激素缺乏症, 八味蜡矾丸 → 明矾,
八味还睛散 → 粉草, 八宝光明散 → 飞甘石, 八宝丸 → 赤芍药, 八宝圣灵丹 → 明雄, 八宝瑞生丹 → 开郁健胃, 八斤丸 → 化气行水, 八正散 → 清热泻火, 八物参术丸 → 安神镇惊, 八物肾气丸 → 平补肾气,
八宝退云散 → 热泪难睁, 八宝药墨 → 咳嗽咯血, 八宝红灵丹 → 吐泻腹痛, 八室丹 → 金疮出血), is asked from the relation's target end (中美洲和南美洲, a neighbour of
委内瑞拉马脑炎; 咽后壁, a neighbour of 恶性肿瘤; 半夏曲, an ingredient of 八味香苏散; 牙齿松动, what 八物肾气丸 is prescribed for; 心血管科, the department
of 心血管造影检查), names its entity by an alias (八毒丸, 新生儿筛查: earlier sets' mentions) or asks what an alias stands for (去敏泰,
长天欣平, 八味定志丸, RPR, newborn screening: all five are earlier questions' gold too, asked here in other words); a few ask a
window record again in words no earlier question uses (委内瑞拉马脑炎, 曲昔匹特片, 八灵丸, 八珍养血汤, 八效虎骨散, 快速血浆反应素试验), and where a window
source has no neighbour left that no earlier question names, the question names one again (多发性硬化 → 北纬, 慢性淋巴细胞白血病 → 拉丁美洲,
基底细胞癌 → 欧洲, 小细胞肺癌 → 肾上腺 and 脑, 心内膜炎感染 → 三尖瓣, 心肌炎 → 心包 and 心肌, 急性中耳炎 → 鼓膜, 急性阑尾炎 → 右下腹, 急性淋巴细胞白血病 → 淋巴结, 恶性肿瘤 → 软腭,
尿多酸肽注射液 → 喜滴克, 左奥硝唑氯化钠注射液 → 优诺安, 八毒赤丸 → 李子豫赤丸, 八物参术丸 → 八物定志丸). None of the four window sources of prevalent_in (基底细胞癌,
多发性硬化, 委内瑞拉马脑炎, 慢性淋巴细胞白血病) has a neighbour no earlier question names: three name one again, 委内瑞拉马脑炎 is asked in new
words and one question asks from the target end (中美洲和南美洲, which no earlier question asks about as its entity). None of
the five window sources of metastasizes_to (小细胞肺癌, 心内膜炎感染, 心肌炎, 急性中耳炎, 急性阑尾炎) has one either: all six questions name a
neighbour again. The three window sources of invades (心肌炎, 急性淋巴细胞白血病, 恶性肿瘤) have none: three name one again and one asks
from the target end (咽后壁). The window of drug_has_alias holds seven drugs with one alias each, all of them names earlier
questions use: two name an alias again, one asks 曲昔匹特片's other names in new words and two ask what 去敏泰 and 长天欣平 stand
for. Several of the seventeen window formulas of composed_of have an ingredient no earlier question names written as a
name of its own: five questions name one (明矾, 粉草, 飞甘石, 赤芍药, 明雄) and a sixth asks from the target end (半夏曲, an ingredient
of 八味香苏散). formula_has_alias has 29 sources and its window three (八效虎骨散, 八毒赤丸, 八物参术丸), all of whose aliases earlier
questions name: 八毒赤丸 is asked whether it is also called 李子豫赤丸, 八物参术丸 whether it is 八物定志丸, one question asks what 八味定志丸
stands for and one asks 八效虎骨散's other names in new words; a prescribed_for question names 八毒赤丸 by 八毒丸. performed_by has
six sources and its window none (as in the thirty-sixth set), so its four questions take sources outside it
(心血管造影检查 → 心血管科 and 心血管科 from the target end, 新生儿疾病筛查检查 named by its alias 新生儿筛查, 静脉尿路造影检查 → 泌尿外科). check_has_alias has
seven sources and its window one (快速血浆反应素试验, the second in key order), asked in new words and by what its alias RPR
stands for; the record after it (新生儿疾病筛查检查) is asked whether it is newborn screening and by what newborn screening
stands for.

79 questions name the one neighbour they ask about, most of them naming two records (外隐斜 → 眼睛酸痛, 小儿急性阑尾炎 → 右下腹痛,
妊娠合并肺结核 → 结核菌素试验, 小儿急性化脓性关节炎 → 关节穿刺, 小儿扁桃体炎 → 急性肾小球肾炎, 心源性哮喘 → 氨茶碱注射液, 大网膜粘连综合征 → 阑尾切除术, 大动脉炎 → 年轻女性, 小儿巴特综合征 → 补钾,
复发性腹股沟斜疝 → 腹股沟疝, 皮康王 → 股癣, 止泻宁 → 腹胀, 莫大意 → 对乙酰氨基酚, 益君康 → 蔗糖, 斯巴敏 → 胃肠动力抑制药, 保施泰 → 非甾体抗炎药, 大脖子药 → 甲状腺肿, 小黄鳝藤 → 接骨,
土泡参 → 新疆, 奶浆参 → 还阳参, 宝塔花 → 独脚球, 寒冷凝集试验 → 肺炎, 尿碘（I）检查 → 地方性甲状腺肿, 导尿术检查 → 尿潴留, 巴氏（Pap）阴道细胞涂片检查 → 宫颈糜烂, newborn screening
and the neighbours above), one as the first of two it offers (妊娠期糖尿病…后面控糖是挂内分泌科还是产科 names 内分泌科) and one with the alias
the network records (小儿变应性亚败血症 → 亚急性变应性热). Five besides the alias-instance questions are asked from the relation's
target end (那边都流行哪些病, 哪些病会侵犯咽后壁, 哪些方剂里用到半夏曲, 有哪些方剂可用于牙齿松动, 心血管科都能做哪些检查呢).

Names inside names: by a mechanical count 129 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (小儿急性阑尾炎 holds 急性阑尾炎, which a metastasizes_to question asks about, 妊娠合并急性膀胱炎 holds 急性膀胱炎, 妊娠合并肺结核 holds
肺结核, 妊娠期糖尿病 holds 糖尿病, 外伤性骨化性肌炎 holds 骨化性肌炎, 小儿发作性睡病 holds 发作性睡病, 小儿急性化脓性关节炎 holds 化脓性关节炎, 小儿扁桃体炎 holds 扁桃体炎, 家族性结肠息肉病
holds 结肠息肉, 心肌炎后遗症 holds 心肌炎, which two other questions ask about, 多发性脂肪瘤 holds 脂肪瘤, 家族性良性天疱疮 holds 天疱疮, 外阴蛲虫病 holds
蛲虫病, 小儿急性喉炎 holds 急性喉炎, 多源性房性心动过速 holds 房性心动过速 and lies inside 小儿多源性房性心动过速, 外源性支气管哮喘 holds 支气管哮喘, 复发性腹股沟斜疝 holds 腹股沟斜疝
and its question names 腹股沟疝, 婴儿脂溢性皮炎 holds 脂溢性皮炎, 广泛性焦虑障碍 holds 焦虑障碍, 急性ST段抬高型心肌梗塞 holds 心肌梗塞, the entity of a
differential_diagnosis question, 小细胞肺癌 lies inside 非小细胞肺癌, 基底细胞癌 inside 外阴基底细胞癌, 急性阑尾炎 inside 小儿急性阑尾炎, 大动脉炎 inside
小儿大动脉炎 and 小儿变应性亚败血症 inside 小儿变应性亚败血症综合征; 复方布洛芬片 holds 布洛芬片, 复方对乙酰氨基酚片 holds 对乙酰氨基酚片 and lies inside 复方对乙酰氨基酚片（II）,
复方感冒灵片 holds 感冒灵片, 四季三黄片 holds 三黄片, 左奥硝唑氯化钠注射液 holds 奥硝唑氯化钠注射液, 多塞平片 lies inside 盐酸多塞平片 and is named by 多虑平片; 米饭花 lies
inside 米饭花果 and 小米草 inside 短腺小米草; 八物肾气丸 holds 肾气丸 and 八正散 lies inside 八正散加木香汤; 心血管造影检查 holds 血管造影检查, 常规小瞳孔检查 holds 瞳孔检查
and 尿沉渣红细胞检查 holds 尿沉渣).

About one question in four (53 of 210) names its entity by a name the network records for that very instance: disease
aliases (17: eponyms and English names such as Bernard—Soulier综合征, Larsen综合征, Noonan—Ehmke综合征, McArdle综合征, Wilson氏假性硬化症,
波伊茨—耶格综合征, chaotic atrialrhythm; other or descriptive names such as 家族性中性粒细胞减少症, 非伤寒沙门菌感染, 弥漫性间质性肺炎, 先天性多发性关节僵硬综合征,
脑弥漫性胶质瘤, 过度透亮综合征, 单纯性嗜酸细胞增多性肺浸润征, 巨大膀胱并发巨大输尿管征, 软骨营养障碍; a name with a word changed, 幼年腹部远心性脂肪营养不良); drug trade names
(22, below); medicinal material aliases (12: 大脖子药, 茶米菜, 小儿寒药, 隔山堆, 胡颓子叶, 鸡肾参, 小黄鳝藤, 滇紫参, 驳骨草, 黄丝郁金, 土泡参, 舒筋藤); a TCM
formula alias (1: 八毒丸, an earlier set's mention); a check alias (1: 新生儿筛查, earlier sets' mention). Each of these names
is listed by that one instance only. Ten more ask what an alias stands for (FanconiII综合征, 假性弹性黄色瘤病, 心血管—肢体综合征, 去敏泰,
长天欣平, 酒瓶果, 米饭花, 八味定志丸, RPR, newborn screening: disease, drug, material, formula and check aliases): their gold is the
alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 22 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (安痛定, 阿斯美, 皮康王, 多虑平片, 达吉, 开瑞能, 傲坦, 天眩清, 止泻宁, 北京降压0号, 莫大意, 同舒, 益君康, 羚康, 康赛迪, 速伏抗, 斯巴敏, 瑞普乐, 保施泰, 扑感敏片, 曼秀雷敦栢可,
奥兰特). All twenty-two names are also drug records of their own (the source writes the product twice). They are labelled
as in the earlier sets: the gold entity is the standard record (复方氨林巴比妥注射液, 复方甲氧那明胶囊, 复方酮康唑软膏, 多塞平片, 复方消化酶胶囊, 复方氯雷他定缓释片,
奥美沙坦酯片, 天麻素注射液, 复方地芬诺酯片, 复方利血平氨苯蝶啶片, 复方北豆根氨酚那敏片, 复方伪麻黄碱口服溶液, 复方嗜酸乳杆菌片, 喉舒宁片, 复方斑蝥胶囊, 复方桔梗止咳片, 奥替溴铵片, 尼美舒利分散片, 复方布洛芬片,
复方对乙酰氨基酚片, 复方薄荷脑软膏, 复方尿囊素片), the mention is the trade name and the line is tagged `alias`, because whoever notes down
what was taken asks about the medicine, and the standard record is the one that names it, holds its class and lists the
trade name.

Other names the network holds under two records:
- 去敏泰 and 长天欣平 are drug records as well as the alias instances 曲尼司特胶囊 and 果糖二磷酸钙片 list (过敏性鼻炎的旧药盒上写着去敏泰，这是哪个药的别名): each
  asks what the name stands for, so the gold is the alias instance, as the forty-fifth set's 沂可隆 and 善存 questions are.
- 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists (护士说要扎脚后跟采血做新生儿筛查。这个检查归哪个科管): the question names the check
  the baby is to have, so the gold is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions. 胡颓子叶, by
  which a mainly_treats question names 宜梧叶, is an ingredient record as well as the alias.
- Some named neighbours are records of other types too: 喜滴克 and 优诺安 are drug records as well as the aliases their drugs
  list, 还阳参 and 粉草 ingredients as well as aliases, 对乙酰氨基酚 a drug as well as an ingredient, 非甾体抗炎药 a drug, a therapy and
  a cause as well as a drug product class, 清热泻火 a drug product class as well as an efficacy, 关节穿刺 a therapy as well as a
  check, 阑尾切除术 a cause and a therapy, 地方性甲状腺肿 an alias, a cause and a check as well as a disease, 腹股沟疝, 寒冷凝集试验's 肺炎, 尿潴留
  and 宫颈糜烂 diseases, causes and symptoms at once, 心原性休克, 甲状腺机能亢进, 急性心包炎, 股癣, 甲状腺肿 and 咳嗽咯血 diseases and symptoms, 腹胀 a
  disease, a symptom and a therapy, 肾上腺 and 软腭 body parts and causes, 右下腹, 心肌 and 淋巴结 body parts and symptoms, and 脑 a
  body part, an ingredient and a symptom.
- Besides these, 43 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 大咯血, 尘肺 (two questions), 帕金森病 (two), 急性中耳炎, 尾蚴性皮炎, 心肌梗塞, 牙齿松动; a cause record: 大动脉炎, 小细胞肺癌 (three); both:
  心内膜炎感染 (two), 室性心动过速, 尿崩症 (two), 心肌炎 (two; a population record besides), and 急性阑尾炎 and 恶性肿瘤 a therapy record besides;
  a symptom and a therapy record: 基底细胞癌 (two); a check and a therapy record: 尤文肉瘤, and 多发性硬化 a symptom record besides;
  an alias record: 失忆症, 子宫内膜癌, 急性ST段抬高型心肌梗塞 and the materials 大狼毒, 对对参, 宝塔花; an ingredient record for a material: 小儿腹痛草,
  小红参, 小驳骨, 宽筋藤, 寻骨风, and 姜黄草 and 天仙藤 alias records besides; a disease and a symptom record for the body part 咽后壁; a
  drug record for the alias instances 去敏泰 and 长天欣平; a disease record for the check 心血管造影检查), and the wording says which
  is meant (诊断, 确诊, 查出, 医生说, 报告写, 入药, 产的, 别名, 要做).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_46.py    # rewrites bench/sets/medical_everyday_46.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_46.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("手机备忘录：周一晚上看书不到半小时眼睛就酸，周三盯电脑又这样，今早眼科说是外隐斜。眼睛酸痛算外隐斜的症状吗？", "has_symptom", "外隐斜", D, named="眼睛酸痛"),
    Q("给儿子记的：昨晚9点说肚脐周围疼，半夜转到右边，今早体温38度2，吐了两次。医生怀疑小儿急性阑尾炎，右下腹痛是不是这个病的典型表现啊？", "has_symptom", "小儿急性阑尾炎", D, named="右下腹痛"),
    Q("记录一下：老公在牧区放羊十几年，这三个月上腹一直隐隐作痛，体重从70公斤掉到63公斤，B超说肝上有包块，怀疑多房棘球蚴病。这个病一般还会有哪些症状呢？", "has_symptom", "多房棘球蚴病", D),
    Q("孕28周日记：昨天一天跑了十几趟厕所，每次就一点点，尿的时候火辣辣的，今早的尿有点浑。产科说可能是妊娠合并急性膀胱炎，这病都有哪些表现呢？", "has_symptom", "妊娠合并急性膀胱炎", D),
    Q("女儿的出血日记：3月2日刷牙牙龈出血，3月5日流鼻血二十分钟才止住，腿上又多了三块青紫。血液科说是Bernard—Soulier综合征，平时还会有什么症状？", "has_symptom", "小儿巨大血小板综合征", D,
      mention="Bernard—Soulier综合征"),
    Q("夜班日记：凌晨两点吃完宵夜，右边肚子突然剧痛，恶心想吐，量了体温37度8，急诊做完CT说是大网膜扭转。这个病都有哪些症状啊？", "has_symptom", "大网膜扭转", D),
    Q("帮我爸记的：这一周每天早上都没胃口，一站起来就发晕，血压只有90/55，盐多吃点反而舒服些。医生说像失盐性肾炎，这个病还会有什么表现？", "has_symptom", "失盐性肾炎", D),
    # designated_to
    Q("备忘：上个月打球大腿外侧被膝盖顶了一下，三周后那块越来越硬，摸着像骨头，拍片说外伤性骨化性肌炎。复查该挂哪个科？", "designated_to", "外伤性骨化性肌炎", D),
    Q("儿子的睡眠日记：周一第二节课就趴桌上睡着，周三吃着饭睡过去了，周五一大笑腿就软差点摔倒。老师怀疑小儿发作性睡病，这该挂哪个科？", "designated_to", "小儿发作性睡病", D),
    Q("宝宝出生记录：两边髋关节、膝关节都脱位，脸扁扁的，鼻梁塌，新生儿科说可能是Larsen综合征。出院后复查挂哪个科呀？", "designated_to", "小儿扁脸关节脱位足异常综合征", D,
      mention="Larsen综合征"),
    Q("孕24周糖耐量：空腹5.6，一小时10.5，两小时9.1，诊断妊娠期糖尿病，这周已经开始少吃米饭。后面控糖是挂内分泌科还是产科？", "designated_to", "妊娠期糖尿病", D, named="内分泌科"),
    Q("带娃看病的本子上写着：一岁半，三个月里中耳炎两回、咽炎一回，查血中性粒细胞一直低，医生说是家族性中性粒细胞减少症。以后定期复查挂什么科？", "designated_to", "小儿慢性良性中性粒细胞减少症", D,
      mention="家族性中性粒细胞减少症"),
    Q("晚上11点记：外婆把抽屉里治疟疾的老药当降压药吃了好几片，现在耳朵嗡嗡响、看东西发花，怀疑奎宁中毒。这种情况该挂什么科？", "designated_to", "奎宁中毒", D),
    # checks
    Q("儿子的体温单：周六踢球后右膝又红又肿，周日烧到39度1，碰都不让碰。医生说像小儿急性化脓性关节炎，要不要做关节穿刺呢？", "checks", "小儿急性化脓性关节炎", D, named="关节穿刺"),
    Q("给我妈记的，七十三岁：这半个月下腹坠痛，下面流黄水有臭味，傍晚体温37度9，吃了三天消炎药没用。妇科怀疑宫腔积脓，一般要做哪些检查？", "checks", "宫腔积脓", D),
    Q("昨晚8点外甥跳绳后突然胸口疼、喘不上气，嘴唇发紫，一分钟呼吸四十多次，急诊说可能是小儿气胸。一般要查些什么？", "checks", "小儿气胸", D),
    Q("孕16周症状日记：咳嗽一个多月，每天下午低烧37度5，半夜出汗把枕巾湿透，医生怀疑妊娠合并肺结核。怀孕了还能做结核菌素试验吗？", "checks", "妊娠合并肺结核", D, named="结核菌素试验"),
    Q("宝宝腹泻记录：第一天拉了8次，第二天大便有黏液带血丝，体温38度6，喂了口服补液盐。医生说可能是非伤寒沙门菌感染，需要做哪些化验？", "checks", "小儿其他沙门菌感染", D,
      mention="非伤寒沙门菌感染"),
    Q("儿子八岁，半年的记录：跑两步就喘，呼吸一分钟三十几次，体重一直不长，医生说可能是弥漫性间质性肺炎。要做什么检查才能确诊？", "checks", "小儿特发性肺纤维化", D, mention="弥漫性间质性肺炎"),
    Q("落枕记录：周二早上起床脖子歪着转不动，一转头后脑勺就疼，贴了两天膏药没好，周四拍片说寰枢椎脱位。还要做哪些检查？", "checks", "寰枢椎脱位", D),
    # has_complication
    Q("奶奶的病情记录：结核病好几年，昨晚一口一口咯鲜血，估计有大半碗，送急诊说是大咯血。这种情况容易引起哪些并发症？", "has_complication", "大咯血", D),
    Q("闺女的病历本：今年扁桃体发了五回，每回烧到39度多，打三天吊瓶才退。听说小儿扁桃体炎老反复会引起急性肾小球肾炎，是真的吗？", "has_complication", "小儿扁桃体炎", D,
      named="急性肾小球肾炎"),
    Q("孕30周日记：胃疼两年了，这周大便发黑，一天三次，医生说是妊娠合并消化性溃疡。这个病会引起哪些并发症？", "has_complication", "妊娠合并消化性溃疡", D),
    Q("记录一下：我妈五十岁，家族性结肠息肉病，这个月一天拉四五次，偶尔带血，肠镜约在下周。这个病最后会有什么并发症？", "has_complication", "家族性结肠息肉病", D),
    Q("康复日记：孩子先天性多发性关节僵硬综合征，出生时手脚就是弯的，每周做三次康复训练。这个病还会合并别的问题吗？", "has_complication", "小儿关节弯曲综合征", D,
      mention="先天性多发性关节僵硬综合征"),
    Q("儿子三岁半，身高只有88厘米，两眼距离宽，耳朵位置低，遗传科说Noonan—Ehmke综合征。长大以后可能出现哪些并发症？", "has_complication", "小儿先天性侏儒痴呆综合征", D,
      mention="Noonan—Ehmke综合征"),
    # cures
    Q("症状日记：牙龈烂了一周，嘴里有股臭味，嗓子一边疼得咽不下饭，体温38度，用了三天漱口水。医生说是奋森咽峡炎，一般用什么药？", "cures", "奋森咽峡炎", D),
    Q("我的月经记录：上个月拖了二十天才干净，B超内膜1.6厘米，诊刮诊断子宫内膜增生。能用什么药调？", "cures", "子宫内膜增生", D),
    Q("儿子十四岁，记录：小腿疼了两个月，晚上常疼醒，拍片加活检确诊尤文肉瘤。化疗一般用哪些药？", "cures", "尤文肉瘤", D),
    Q("夜里记的：爷爷凌晨三点憋醒，坐起来才能喘气，咳粉红色的痰，急诊说心源性哮喘。这种情况能用氨茶碱注射液吗？", "cures", "心源性哮喘", D, named="氨茶碱注射液"),
    Q("去年得过病毒性心肌炎，这个月走快了还心慌，动态心电图一天早搏三千多次，医生说是心肌炎后遗症。平时吃什么药好呢？", "cures", "心肌炎后遗症", D),
    Q("爸爸的用药本：心内科诊断左心衰，晚上平躺就喘，脚踝肿得一按一个坑，每天称体重涨了两斤。一般用什么药？", "cures", "左心衰", D),
    # shown_on
    Q("记录一下：昨晚洗澡时数了数，肩膀、背上、屁股上一共摸到十几个软软的包，最大的有鹌鹑蛋大，都不疼，医生说多发性脂肪瘤。一般会长在哪些部位？", "shown_on", "多发性脂肪瘤", D),
    Q("儿子七岁，前天说大腿疼不敢走，今天烧到39度4，医生怀疑小儿急性血源性骨髓炎。这个病多长在哪块骨头上？", "shown_on", "小儿急性血源性骨髓炎", D),
    Q("我的夏天日记：六月开始腋窝、大腿根又起一串串水疱，破了又痒又疼，涂了两周药膏，皮肤科说是家族性良性天疱疮。除了这些地方还会长在哪？", "shown_on", "家族性良性天疱疮", D),
    Q("宝宝五个月，胳膊上面摸到一个硬疙瘩，一个月从黄豆大长到花生米大，B超提示婴儿纤维错构瘤。这种瘤一般长在身体哪里？", "shown_on", "婴儿纤维错构瘤", D),
    Q("我爸最近老忘事，上周又抽搐了一次，磁共振报告写脑弥漫性胶质瘤，医生说范围很大。这个病一般长在脑子哪个位置？", "shown_on", "大脑胶质瘤病", D, mention="脑弥漫性胶质瘤"),
    Q("孕32周瘙痒日记：先是肚脐周围起红疹，三天后蔓延到大腿，痒得整夜睡不着，炉甘石洗剂没用，医生说是妊娠瘙痒性荨麻疹样丘疹及红斑。一般长在身上哪些位置？", "shown_on", "妊娠瘙痒性荨麻疹样丘疹及红斑", D),
    Q("孩子三年里肺炎住了四次院，胸片上一侧肺特别透亮，医生说是过度透亮综合征。这个病主要影响哪个部位？", "shown_on", "小儿单侧肺异常透亮综合征", D, mention="过度透亮综合征"),
    # has_alias
    Q("记下来备查：孩子三岁，尿里查出糖，个子一直不长，腿也有点弯，化验单上写着FanconiII综合征。这是哪个病的别名？", "has_alias", "FanconiII综合征", AL),
    Q("外甥的就诊记录：脖子和腋下长了一粒粒黄色小疙瘩，像鸡皮，眼底还有条纹，医生写了个假性弹性黄色瘤病，网上查不到。这是哪个病的另一个名字？", "has_alias", "假性弹性黄色瘤病", AL),
    Q("女儿生下来大拇指就多一节，心脏彩超又说有缺损，报告上写着心血管—肢体综合征。这是哪个病的别称？", "has_alias", "心血管—肢体综合征", AL),
    Q("怀孕七个月日记：这几天胸口憋闷，两胁胀满，吃不下饭，老中医说是子悬。这个病还有什么别的叫法？", "has_alias", "子悬", D),
    Q("体温单：孩子反复发烧两个月，最高39度8，烧起来身上一阵阵起疹子，关节疼，医生说小儿变应性亚败血症。是不是又叫亚急性变应性热？", "has_alias", "小儿变应性亚败血症", D, named="亚急性变应性热"),
    Q("我爸车祸后好多事想不起来，连自己住几楼都忘了，医生写的是失忆症。失忆症还有什么别的叫法吗？", "has_alias", "失忆症", D),
    # caused_by
    Q("儿子十二岁，运动日记：体育课跑800米跑到一半腿就硬得抽筋，晚上尿是酱油色，医生说是McArdle综合征。这个病是怎么得的？", "caused_by", "小儿糖原贮积病V型", D,
      mention="McArdle综合征"),
    Q("周日晚饭全家吃了红烧鲭鱼，半小时后孩子脸和脖子通红，头疼心跳快，吃了片抗过敏药才好些，医生说是小儿潮红综合征。这到底是什么引起的？", "caused_by", "小儿潮红综合征", D),
    Q("女儿五岁，这周每晚说屁股痒，抓得睡不好，昨晚用手电筒看到白色小虫，医生说外阴蛲虫病。怎么会得这个病呀？", "caused_by", "外阴蛲虫病", D),
    Q("产后记录：生完二胎后一咳嗽、打喷嚏就漏尿，一天要换五六片护垫。医生说是女性尿漏，一般是什么原因造成的？", "caused_by", "女性尿漏", D),
    Q("前年做过阑尾切除术，这半年每次饭后肚子胀痛，要弯着腰走才舒服，医生怀疑大网膜粘连综合征。跟那次阑尾切除术有关系吗？", "caused_by", "大网膜粘连综合征", D, named="阑尾切除术"),
    Q("孩子三岁，乳牙松了掉了四颗，化验碱性磷酸酶很低，诊断小儿磷酸酶过少症。这病是怎么来的，会遗传吗？", "caused_by", "小儿磷酸酶过少症", D),
    Q("家里养了两只狗，孩子常年咳嗽，化验嗜酸性粒细胞14%，医生说是单纯性嗜酸细胞增多性肺浸润征。是什么引起的？", "caused_by", "小儿内脏幼虫移行症", D, mention="单纯性嗜酸细胞增多性肺浸润征"),
    # has_risk_factor
    Q("宝宝睡眠记录：两个月大，奶奶总让她趴着睡说头型好看，我半夜起来翻了三回。俯卧睡姿会增加婴儿猝死综合征的风险吗？", "has_risk_factor", "婴儿猝死综合征", D, named="俯卧睡姿"),
    Q("记录一下：老公在山里采石十五年，最近爬两层楼就喘，咳嗽带黑痰。采石是不是尘肺的危险因素？", "has_risk_factor", "尘肺", D, named="采石"),
    Q("用药备忘：乳腺癌术后服用他莫昔芬第三年，这个月又有点阴道出血。服用他莫昔芬会增加子宫内膜癌的风险吗？", "has_risk_factor", "子宫内膜癌", D, named="服用他莫昔芬"),
    Q("年轻时在海边晒脱皮好几回，现在鼻子旁边长了个小疙瘩，三个月了结痂又破。日晒伤病史会增加基底细胞癌的风险吗？", "has_risk_factor", "基底细胞癌", D, named="日晒伤病史"),
    Q("我做过人工心脏瓣膜修复，下周要拔智齿，牙医反复交代先吃抗生素。人工心脏瓣膜修复是心内膜炎感染的危险因素吗？", "has_risk_factor", "心内膜炎感染", D, named="人工心脏瓣膜修复"),
    Q("外公在电焊车间干了三十年，长期接触金属，最近右手静止时会抖，写字越写越小。长期接触金属会不会增加帕金森病的风险？", "has_risk_factor", "帕金森病", D, named="长期接触金属"),
    Q("孕31周：手心脚心痒得睡不着，抓出好几道血痕，我有丙型肝炎感染病史。这会不会增加妊娠期肝内胆汁淤积症的风险？", "has_risk_factor", "妊娠期肝内胆汁淤积症", D, named="丙型肝炎感染病史"),
    # common_in
    Q("我才24岁，这半个月左手发凉，两边胳膊量的血压差了30，医生说是大动脉炎。这病是不是年轻女性多？", "common_in", "大动脉炎", D, named="年轻女性"),
    Q("外婆78岁，外阴痒了好几年一直自己买药膏擦，最近摸到个硬块还出血，活检是外阴鳞状细胞浸润癌。这种癌一般多见于什么人？", "common_in", "外阴鳞状细胞浸润癌", D),
    Q("宝宝日记：4个月，手心脚底一批一批起小脓疱，夜里哭闹，皮肤科说是婴儿肢端脓疱病。一般多大的孩子容易得这个？", "common_in", "婴儿肢端脓疱病", D),
    Q("凌晨1点记：三岁儿子咳起来像小狗叫，声音哑了，吸气有响声，体温38度3，急诊说小儿急性喉炎。这病一般多见于多大的孩子？", "common_in", "小儿急性喉炎", D),
    Q("爸爸的监护记录：72岁，慢阻肺多年，这几天心率一直在120上下跳，心电图报告写着chaotic atrialrhythm。这种心律失常一般见于哪些人？", "common_in", "多源性房性心动过速", D,
      mention="chaotic atrialrhythm"),
    Q("宝宝一岁，肚子和大腿根那片皮肤凹下去了，边上一圈发红，医生说幼年腹部远心性脂肪营养不良。这病多发生在什么年龄？", "common_in", "婴儿腹部远心性脂肪营养不良", D,
      mention="幼年腹部远心性脂肪营养不良"),
    # prevalent_in
    Q("备忘：下个月要去加拿大北部读研，听说多发性硬化在北纬高的地方多见，是真的吗？", "prevalent_in", "多发性硬化", D, named="北纬"),
    Q("出差备忘：项目要在委内瑞拉和哥伦比亚待三个月，已经打了黄热病疫苗。委内瑞拉马脑炎主要在哪些地方流行？", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("表舅在墨西哥工作时查出慢性淋巴细胞白血病，白细胞两万多。这个病在拉丁美洲常见吗？", "prevalent_in", "慢性淋巴细胞白血病", D, named="拉丁美洲"),
    Q("我在欧洲留学两年，背上长了个珍珠样的小疙瘩，这里的医生怀疑基底细胞癌。这个病在欧洲是不是很多？", "prevalent_in", "基底细胞癌", D, named="欧洲"),
    Q("旅行备忘：下个月去中美洲和南美洲玩二十天，防蚊液已经买了。那边都流行哪些病？", "prevalent_in", "中美洲和南美洲", RE),
    # treated_with
    Q("体检记录：B超肝上七八个囊肿，最大的8厘米，饭后右上腹发胀，诊断多发性肝囊肿。有哪些治疗办法？", "treated_with", "多发性肝囊肿", D),
    Q("儿子四岁，每天喝水两千多毫升，尿也多，查血钾2.8，医生说小儿巴特综合征。要一直补钾吗？", "treated_with", "小儿巴特综合征", D, named="补钾"),
    Q("儿子九岁，这半年写字手抖、说话含糊，眼科看到角膜上有一圈棕色环，确诊Wilson氏假性硬化症。怎么治？吃东西要注意什么？", "treated_with", "小儿肝豆状核变性", D,
      mention="Wilson氏假性硬化症"),
    Q("宝宝第三次尿路感染，每次烧到39度，B超膀胱和输尿管都很大，医生说巨大膀胱并发巨大输尿管征。这个病怎么治？", "treated_with", "小儿巨大膀胱—输尿管综合征", D,
      mention="巨大膀胱并发巨大输尿管征"),
    Q("月经本上记着：这三个月每次都要拖十来天才干净，吃过一盒止血药，B超和诊刮提示子宫内膜不规则脱落。一般怎么治疗？", "treated_with", "子宫内膜不规则脱落", D),
    Q("孩子前天吃了油炸柞蚕蛹，昨天开始走路摇晃、说话不清，吐了三次，医生说小儿柞蚕蛹性脑病综合征。怎么治疗呀？", "treated_with", "小儿柞蚕蛹性脑病综合征", D),
    # metastasizes_to
    Q("我爸确诊小细胞肺癌三个月，这次复查CT说肾上腺上长了个结节。这个癌会转移到肾上腺吗？", "metastasizes_to", "小细胞肺癌", D, named="肾上腺"),
    Q("女儿四岁，昨晚耳朵疼哭了半宿，滴了耳药也没用，今早枕头上有黄水，诊断急性中耳炎。这病会波及鼓膜吗？", "metastasizes_to", "急性中耳炎", D, named="鼓膜"),
    Q("症状日记：感冒第十四天开始胸口闷痛，躺着心率也有110，心电图有改变，诊断心肌炎。会累及心包吗？", "metastasizes_to", "心肌炎", D, named="心包"),
    Q("舅舅做过心脏手术，这次高烧一周不退，最高39度6，医生说心内膜炎感染。三尖瓣会不会受影响？", "metastasizes_to", "心内膜炎感染", D, named="三尖瓣"),
    Q("疼痛记录：下午两点肚脐周围开始疼，晚上八点转到右边，按着更疼，急诊说急性阑尾炎。疼痛最后都会跑到右下腹吗？", "metastasizes_to", "急性阑尾炎", D, named="右下腹"),
    Q("化疗第四次：最近一周头疼得厉害，早上起来就吐，我爸的小细胞肺癌是不是转移到脑了？", "metastasizes_to", "小细胞肺癌", D, named="脑"),
    # invades
    Q("记录：胸口疼了一周，上两层楼就气短，心肌酶高，诊断心肌炎。这个病主要侵犯心肌吗？", "invades", "心肌炎", D, named="心肌"),
    Q("孩子六岁，脖子两边摸到好几个肿大的疙瘩，发烧两周，确诊急性淋巴细胞白血病。这个病会侵犯淋巴结吗？", "invades", "急性淋巴细胞白血病", D, named="淋巴结"),
    Q("口腔溃疡记录：3月初长的，贴了两个月溃疡贴没好，从米粒大长到指甲盖大，上周活检是恶性肿瘤。会侵犯到软腭吗？", "invades", "恶性肿瘤", D, named="软腭"),
    Q("帮我爸记的：这一个月吃馒头老觉得卡在嗓子里，喝水也呛过两回，喉镜报告写咽后壁有新生物。哪些病会侵犯咽后壁？", "invades", "咽后壁", BP),
    # is_subtype_of
    Q("过敏日记：一到春天闻到花粉就喘，查过敏原尘螨也阳性，诊断外源性支气管哮喘。它算哪一类病？", "is_subtype_of", "外源性支气管哮喘", D),
    Q("去年做了疝修补，这个月右边大腿根又鼓包，站着明显躺下就没了，医生说复发性腹股沟斜疝。这算腹股沟疝的一种吗？", "is_subtype_of", "复发性腹股沟斜疝", D, named="腹股沟疝"),
    Q("爷爷今早起床左手左脚没力气，血压180/100，CT说壳核出血，出血量15毫升。这个在分类上属于哪类病？", "is_subtype_of", "壳核出血", D),
    Q("宝宝满月后头顶结了一层黄色油痂，眉毛上也有，用橄榄油泡过，医生说婴儿脂溢性皮炎。它属于哪一类皮肤病？", "is_subtype_of", "婴儿脂溢性皮炎", D),
    Q("孩子的生长曲线一直在最下面，四肢短，头大，医生说是软骨营养障碍。在疾病分类上属于哪一类？", "is_subtype_of", "小儿软骨发育不全", D, mention="软骨营养障碍"),
    Q("女儿嘴唇和手指上有很多小黑斑，肠镜发现十几个息肉，医生说波伊茨—耶格综合征。这归在哪一类病里？", "is_subtype_of", "小儿色素沉着息肉综合征", D, mention="波伊茨—耶格综合征"),
    # related_disease
    Q("孕34周：皮肤痒了一周，转氨酶120，诊断妊娠期肝内胆汁淤积症，医生说要防胎死宫内。两者有关系吗？", "related_disease", "妊娠期肝内胆汁淤积症", D, named="胎死宫内"),
    Q("我爸的心脏本子：去年5月和11月各发过一次室性心动过速，心率到过210，后来装了除颤器。室性心动过速和心脏性猝死有关吗？", "related_disease", "室性心动过速", D, named="心脏性猝死"),
    Q("喝水记录：一天要喝六升水，晚上起夜五六次，尿像清水一样，诊断尿崩症，医生说是抗利尿激素缺乏。这两个有关联吗？", "related_disease", "尿崩症", D, named="抗利尿激素缺乏"),
    Q("从巴西旅游回来第五天起疹子，眼睛发红但没有眼屎，查出寨卡病毒感染。非化脓性结膜炎和它有关吗？", "related_disease", "寨卡病毒感染", D, named="非化脓性结膜炎"),
    Q("周末去湖里摸螺蛳，回来第二天小腿起了一片红疹，痒得睡不着，医生说尾蚴性皮炎。和瘙痒性皮炎有关系吗？", "related_disease", "尾蚴性皮炎", D, named="瘙痒性皮炎"),
    Q("爷爷急性ST段抬高型心肌梗塞，送到医院时血压只有70/40，医生说合并心原性休克。这两个有关联吗？", "related_disease", "急性ST段抬高型心肌梗塞", D, named="心原性休克"),
    # differential_diagnosis
    Q("我妈这一年手抖、走路小碎步，一个医生说帕金森病，另一个说要排除正常压力性脑积水。这两个怎么区分？", "differential_diagnosis", "帕金森病", D, named="正常压力性脑积水"),
    Q("心慌、手心出汗、睡不好已经半年，医生说像广泛性焦虑障碍，但要先排除甲状腺机能亢进。这两个要怎么鉴别？", "differential_diagnosis", "广泛性焦虑障碍", D, named="甲状腺机能亢进"),
    Q("夜班时胸口压着疼了四十分钟，含了硝酸甘油不缓解，急诊说要分清心肌梗塞和急性心包炎。这两个有什么不同？", "differential_diagnosis", "心肌梗塞", D, named="急性心包炎"),
    Q("记录：体检CT右肺有个2厘米的阴影，这个月咳了两次血丝，医生说要区分小细胞肺癌和类癌瘤。怎么鉴别？", "differential_diagnosis", "小细胞肺癌", D, named="类癌瘤"),
    Q("在煤矿干了二十年，后来又做过胸部放疗，现在肺纤维化了。尘肺和药物或辐射诱发肺纤维化怎么区分？", "differential_diagnosis", "尘肺", D, named="药物或辐射诱发肺纤维化"),
    Q("尿量记录：昨天量了一天尿有八升，人软得没劲，血压95/60，医生说要鉴别尿崩症和促肾上腺皮质激素缺乏症。这怎么分？", "differential_diagnosis", "尿崩症", D,
      named="促肾上腺皮质激素缺乏症"),
    # indicated_for
    Q("带娃记录：昨晚11点儿子烧到40度1，喂了退烧药没降，急诊打了一针安痛定，半小时后降到38度5。安痛定是专门退高烧的吗？", "indicated_for", "复方氨林巴比妥注射液", DR, mention="安痛定"),
    Q("咳嗽日记：第一周干咳，第二周夜里开始喘，第三周喘得睡不着，止咳糖浆喝了两瓶没用，今天医生开了阿斯美。这个药治什么的？", "indicated_for", "复方甲氧那明胶囊", DR, mention="阿斯美"),
    Q("夜班保安的备忘：七月天热，大腿根红了一大片，边上一圈小疹子，痒得坐不住，买了支皮康王抹了三天好多了。皮康王能治股癣吗？", "indicated_for", "复方酮康唑软膏", DR, mention="皮康王",
      named="股癣"),
    Q("睡眠记录：这两个月每晚睡不到四小时，凌晨三点必醒，白天心慌，褪黑素吃了一瓶没用，医生开了多虑平片，一天两次。这个药主要治什么？", "indicated_for", "多塞平片", DR, mention="多虑平片"),
    Q("饮食记录：胆囊切掉第三个月，周末吃了顿红烧肉，当晚就腹胀、打嗝到半夜，医生开了达吉，饭后吃两粒。这个药主要治什么？", "indicated_for", "复方消化酶胶囊", DR, mention="达吉"),
    Q("家里的体温表：周一我先感冒，周三轮到孩子，头痛、体温38度，药箱里只剩四季感冒片。这个药能治哪些症状？", "indicated_for", "四季感冒片", DR),
    Q("给我爸记的：慢性支气管炎十几年，一到冬天就咳喘，去年12月和今年1月各住了一次院，朋友推荐固本咳喘片。它主要治什么病？", "indicated_for", "固本咳喘片", DR),
    # has_adverse_reaction
    Q("用药记录：花粉过敏，4月10日开始吃开瑞能，第三天口干得一晚上喝两杯水，也睡不着。开瑞能有哪些副作用？", "has_adverse_reaction", "复方氯雷他定缓释片", DR, mention="开瑞能"),
    Q("血压本上记着：我爸换吃傲坦一周，早上起来有点头晕，量了125/80。傲坦都有哪些副作用？", "has_adverse_reaction", "奥美沙坦酯片", DR, mention="傲坦"),
    Q("陪护日记：妈妈眩晕住院，每天输天眩清，这两天说鼻子发干、胃不舒服。天眩清有哪些不良反应？", "has_adverse_reaction", "天麻素注射液", DR, mention="天眩清"),
    Q("拉肚子记录：第一天跑了七趟厕所，吃了止泻宁一天三次，第二天就不拉了，但第三天肚子胀得像鼓。止泻宁会不会引起腹胀？", "has_adverse_reaction", "复方地芬诺酯片", DR, mention="止泻宁",
      named="腹胀"),
    Q("奶奶的药单：北京降压0号吃了十几年，血压150/95，最近总犯困、鼻子不通气。北京降压0号有哪些副作用？", "has_adverse_reaction", "复方利血平氨苯蝶啶片", DR,
      mention="北京降压0号"),
    Q("昨晚10点老爸癫痫发作，抽了两分钟，急诊推了一支地西泮注射液，今早醒来走路摇摇晃晃的。这个药有哪些不良反应？", "has_adverse_reaction", "地西泮注射液", DR),
    # has_ingredient
    Q("感冒第二天：嗓子疼、头疼，体温37度9，上午10点吃了莫大意，下午还想再吃片别的退烧药。莫大意里面有对乙酰氨基酚吗？", "has_ingredient", "复方北豆根氨酚那敏片", DR, mention="莫大意",
      named="对乙酰氨基酚"),
    Q("宝宝生病记录：第一天流清鼻涕，第二天鼻塞，第三天开始咳，昨晚喝了同舒口服液。同舒里都有哪些成分呢？", "has_ingredient", "复方伪麻黄碱口服溶液", DR, mention="同舒"),
    Q("血糖本上记着：空腹6.8，饭后两小时9.2，这两天又拉肚子一天四次，医生开了益君康。益君康里面是不是有蔗糖？", "has_ingredient", "复方嗜酸乳杆菌片", DR, mention="益君康",
      named="蔗糖"),
    Q("开学第一周连上了二十节课，周五嗓子就哑了，含了三天润喉糖，药店推荐羚康。这个药含有哪些成分啊？", "has_ingredient", "喉舒宁片", DR, mention="羚康"),
    Q("排便记录：周一到周三没拉，周四拉出来是一粒粒的，嘴里发苦，老人让吃四季三黄片。四季三黄片里都有什么？", "has_ingredient", "四季三黄片", DR),
    Q("孕9周记录：昨晚上厕所看到一点点粉色，今早又有一点，已经躺了一天，婆婆从老家带来嗣育保胎丸。这个药由哪些成分组成？", "has_ingredient", "嗣育保胎丸", DR),
    # is_a_level3
    Q("我妈的复查本：肝癌手术后三个月，甲胎蛋白降到20，医生开了康赛迪配合治疗。康赛迪属于哪一类药？", "is_a_level3", "复方斑蝥胶囊", DR, mention="康赛迪"),
    Q("咳嗽记录：干咳第七天，晚上一躺下就咳，蜂蜜水喝了也没用，同事给了速伏抗。速伏抗算哪一类药？", "is_a_level3", "复方桔梗止咳片", DR, mention="速伏抗"),
    Q("一紧张就肚子疼要跑厕所，考试那天跑了三趟，医生说肠易激综合征，开了斯巴敏。斯巴敏是胃肠动力抑制药吗？", "is_a_level3", "奥替溴铵片", DR, mention="斯巴敏", named="胃肠动力抑制药"),
    Q("牙疼记录：前天开始左下大牙疼，昨天左边脸肿起来，含冰块也没用，诊所开了瑞普乐。这个药属于什么类别哈？", "is_a_level3", "尼美舒利分散片", DR, mention="瑞普乐"),
    Q("夜班日记：凌晨四点受了凉，流鼻涕、头疼，吃了两片复方感冒灵片。这个药按用途属于哪一类？", "is_a_level3", "复方感冒灵片", DR),
    Q("儿子的体温单：昨晚37度8，今早37度5，嗓子红，冲了两包复方板篮根颗粒。这个药算哪一类？", "is_a_level3", "复方板篮根颗粒", DR),
    # belongs_to
    Q("搬家第二天早上腰疼得直不起来，贴了膏药没用，中午吃了保施泰。保施泰是不是非甾体抗炎药？", "belongs_to", "复方布洛芬片", DR, mention="保施泰", named="非甾体抗炎药"),
    Q("体温记录：晚上8点37度6，11点38度5，家里只翻出扑感敏片。它在药品分类上属于哪一类哈？", "belongs_to", "复方对乙酰氨基酚片", DR, mention="扑感敏片"),
    Q("冬天备忘：12月开始手背裂口子，一洗手就疼，鼻子也堵，一直在用曼秀雷敦栢可。这个药膏属于哪类药？", "belongs_to", "复方薄荷脑软膏", DR, mention="曼秀雷敦栢可"),
    Q("胃病日记：胃溃疡半年，每晚十点后反酸烧心，垫高枕头也没用，医生开了奥兰特。奥兰特在药品分类里算哪一类？", "belongs_to", "复方尿囊素片", DR, mention="奥兰特"),
    Q("住院记录：孩子肺炎第五天，体温从39度5退到37度2，每天输一瓶喜炎平注射液。这个药在分类上属于哪一类？是中药吗？", "belongs_to", "喜炎平注射液", DR),
    Q("上火记录：吃了两顿火锅，第二天嗓子疼得咽口水都难，喝了两天喉咽清口服液。它属于什么药品类别？", "belongs_to", "喉咽清口服液", DR),
    # drug_has_alias
    Q("陪床记录：爸爸肝病住院，输液单上写着尿多酸肽注射液，护士说这是喜滴克。是同一个药吗？", "drug_has_alias", "尿多酸肽注射液", DR, named="喜滴克"),
    Q("报销备忘：妇科炎症输了三天左奥硝唑氯化钠注射液，发票上写的是优诺安。这两个是一个药吗？", "drug_has_alias", "左奥硝唑氯化钠注射液", DR, named="优诺安"),
    Q("胃痛第三天，医生开了曲昔匹特片，跑了两家药房都说没货，我想换个名字再找找。它还叫什么？", "drug_has_alias", "曲昔匹特片", DR),
    Q("整理药箱：过敏性鼻炎的旧药盒上写着去敏泰，这是哪个药的别名？", "drug_has_alias", "去敏泰", AL),
    Q("收拾爷爷床头柜，翻出一盒长天欣平，他说是治心脏的。这是哪个药的别名啊？", "drug_has_alias", "长天欣平", AL),
    # mainly_treats
    Q("给我妈记的：甲状腺肿好几年了，上个月B超最大结节1.2厘米，老家的人说大脖子药能消脖子上的肿。大脖子药真能治甲状腺肿吗？", "mainly_treats", "尖舌苣苔", M, mention="大脖子药",
      named="甲状腺肿"),
    Q("昨晚做饭被热油溅到手背，起了两个水泡，冲了十分钟凉水，山里的亲戚说大羽藓捣烂敷上有用。大羽藓主治什么呀？", "mainly_treats", "大羽藓", M),
    Q("便秘五天没拉，开塞露用了两支，海边的朋友寄来茶米菜让泡水喝。茶米菜主要治哪些病？", "mainly_treats", "小杉藻", M, mention="茶米菜"),
    Q("孩子着凉后肚子一阵阵绞着疼，热水袋捂了也不行，老中医抓了小儿寒药。这味药主要治什么？", "mainly_treats", "小儿腹痛草", M, mention="小儿寒药"),
    Q("帮邻居看了三天羊，下山时把小腿划破了，采药的老乡说隔山堆能止血。隔山堆主要治什么？", "mainly_treats", "大狼毒", M, mention="隔山堆"),
    Q("咳嗽记录：从9月咳到11月，一受凉就喘，止咳药换了三种，邻居阿婆说用胡颓子叶煮水喝。胡颓子叶主治什么？", "mainly_treats", "宜梧叶", M, mention="胡颓子叶"),
    Q("女儿的日记本：周二嘴里起了两个疮，周三老喊口渴，一天喝了八杯水，草药摊老板推荐小米草。小米草主要治哪些病？", "mainly_treats", "小米草", M),
    # has_efficacy
    Q("帮我爸记的：腰酸腿软，每晚夜尿三四次，云南朋友送了一包鸡肾参。鸡肾参有什么功效？", "has_efficacy", "对对参", M, mention="鸡肾参"),
    Q("骨折记录：5月3日小腿骨折打上石膏，六周后拍片还没长好，朋友说小黄鳝藤能接骨。小黄鳝藤真有接骨的功效吗？", "has_efficacy", "小筋骨藤", M, mention="小黄鳝藤", named="接骨"),
    Q("体检记录：B超胆囊里三颗小结石，最大0.6厘米，有人推荐小口小金发藓。这个药材有什么功效？", "has_efficacy", "小口小金发藓", M),
    Q("夜班日记：凌晨吃了泡面后胃里胀气，一阵阵胀痛，打嗝也不顺，揉了半小时没用，老人说吃点大黄蜂子。它有哪些功效？", "has_efficacy", "大黄蜂子", M),
    Q("产后半年还是手脚冰凉，血红蛋白98，云南亲戚寄来滇紫参。滇紫参的功效是什么？", "has_efficacy", "小红参", M, mention="滇紫参"),
    Q("儿子吃饭记录：肺炎出院两周，一顿就吃几口饭，体重掉了一公斤，乡下奶奶煮了尖连蕊茶根水。这个有什么功效？", "has_efficacy", "尖连蕊茶根", M),
    # distributed_in
    Q("记录：上月摔伤脚踝肿成馒头，用驳骨草外敷，一周就消肿了，想自己买点备着。驳骨草主要产在哪些地方？", "distributed_in", "小驳骨", M, mention="驳骨草"),
    Q("经期记录：每次来的第一天疼得打滚，吃布洛芬才能上班，中医调理方子里有黄丝郁金。这味药主要产在哪里？", "distributed_in", "姜黄草", M, mention="黄丝郁金"),
    Q("在喀什逛集市看到有人卖土泡参，说是本地挖的。土泡参是新疆产的嘛？", "distributed_in", "婆罗门参", M, mention="土泡参", named="新疆"),
    Q("膝盖记录：上下楼右膝咔咔响，阴天更疼，骨科医生让我用舒筋藤煮水泡脚。舒筋藤主要分布在哪些省？", "distributed_in", "宽筋藤", M, mention="舒筋藤"),
    Q("记录：肚子胀痛好几天，饭后更明显，中医方子里用了天仙藤。天仙藤是哪些地方产的？", "distributed_in", "天仙藤", M),
    Q("去内蒙古沙漠徒步，向导说沙地里长的小果白刺能吃能入药。它主要分布在哪里？", "distributed_in", "小果白刺", M),
    # material_has_alias
    Q("上山挖到一根奶浆参，掰开流白浆，卖药的说也叫还阳参。这两个是一回事嘛？", "material_has_alias", "奶浆参", M, named="还阳参"),
    Q("阴雨天记录：连下一周雨，两条腿风湿疼得上不了楼，有人推荐寻骨风，药店好像叫另一个名字。寻骨风还有什么别的叫法？", "material_has_alias", "寻骨风", M),
    Q("备忘：云南老乡送来一把小地松，说是治咳嗽的，我想上网查查。它还有什么别名？", "material_has_alias", "小地松", M),
    Q("赶集记录：草药摊上写着酒瓶果，说能止血止泻，五块钱一两。这是哪种药材的别名？", "material_has_alias", "酒瓶果", AL),
    Q("老家山上的米饭花，老人说能治风湿。它是哪味药材的别名？", "material_has_alias", "米饭花", AL),
    Q("宝塔花是不是又叫独脚球呀？奶奶一直这么叫", "material_has_alias", "宝塔花", M, named="独脚球"),
    # composed_of
    Q("换药记录：腿上的疮从6月流脓到7月还不收口，每天换两次纱布，老中医开了八味蜡矾丸。里面有明矾吗？", "composed_of", "八味蜡矾丸", F, named="明矾"),
    Q("读古方记一笔：八味还睛散里是不是有粉草？", "composed_of", "八味还睛散", F, named="粉草"),
    Q("受凉后咳嗽痰多，方子里写着半夏曲，想查一下哪些方剂里用到半夏曲？", "composed_of", "半夏曲", IN),
    Q("眼睛记录：周一左眼红，周二两眼都肿，周三早上睁不开，中医开了八宝光明散点眼，里面有飞甘石吗？", "composed_of", "八宝光明散", F, named="飞甘石"),
    Q("跌打扭伤后中医开了八宝丸，里面有赤芍药吗？我对赤芍过敏", "composed_of", "八宝丸", F, named="赤芍药"),
    Q("老中医说八宝圣灵丹要用明雄，八宝圣灵丹里真的有明雄吗？", "composed_of", "八宝圣灵丹", F, named="明雄"),
    # formula_has_efficacy
    Q("胃胀、吞酸，一生气就更重，中医开了八宝瑞生丹。这个方子有开郁健胃的作用吗？", "formula_has_efficacy", "八宝瑞生丹", F, named="开郁健胃"),
    Q("记录：这周小便不利，一天就尿三四回，两条腿一按一个坑，中医说可以用八斤丸。八斤丸能化气行水吗？", "formula_has_efficacy", "八斤丸", F, named="化气行水"),
    Q("尿频尿痛，一天跑三趟厕所都尿不干净，小便发黄，中医开了八正散。八正散有清热泻火的功效吗？", "formula_has_efficacy", "八正散", F, named="清热泻火"),
    Q("孩子的夜里记录：一周有五个晚上惊醒，醒了说心里发慌，要抱着才睡，中医开了八物参术丸。这个方子能安神镇惊吗？", "formula_has_efficacy", "八物参术丸", F, named="安神镇惊"),
    Q("外公腰膝酸软，牙齿也松，中医推荐八物肾气丸。它有平补肾气的功效吗？", "formula_has_efficacy", "八物肾气丸", F, named="平补肾气"),
    Q("记录：左上腹摸到个硬块有鸡蛋大，饭后胀满，中医方子是八灵丸。八灵丸有哪些功效？", "formula_has_efficacy", "八灵丸", F),
    # prescribed_for
    Q("我爸这半年牙齿松动，吃东西使不上劲，牙医说先别拔。有哪些方剂可用于牙齿松动？", "prescribed_for", "牙齿松动", D),
    Q("眼睛日记：第一天流泪，第二天热泪难睁，眼屎多，滴了三天眼药水没好，八宝退云散能治吗？", "prescribed_for", "八宝退云散", F, named="热泪难睁"),
    Q("记录：咳嗽咯血一周，每天早上痰里有血丝，中医开了八宝药墨，这个方子是不是治咳嗽咯血的？", "prescribed_for", "八宝药墨", F, named="咳嗽咯血"),
    Q("中暑后吐泻腹痛，一上午吐了四次，老人让吃八宝红灵丹。它能治吐泻腹痛吗？", "prescribed_for", "八宝红灵丹", F, named="吐泻腹痛"),
    Q("月经本：1月推迟10天，2月推迟15天，3月只来了两天量也少，中医开了八珍养血汤。这个方子主治什么？", "prescribed_for", "八珍养血汤", F),
    Q("翻到外公留下的一本老医书，里面有个八毒丸，主要治什么病？", "prescribed_for", "八毒赤丸", F, mention="八毒丸"),
    Q("记录：周日切菜切到左手食指，伤口一直渗血，到周四还没长好，八室丹能治金疮出血吗？", "prescribed_for", "八室丹", F, named="金疮出血"),
    # formula_has_alias
    Q("古籍里的八毒赤丸是不是又叫李子豫赤丸？记一笔备查", "formula_has_alias", "八毒赤丸", F, named="李子豫赤丸"),
    Q("记一下：八物参术丸也叫八物定志丸吗？中医师是这么说的", "formula_has_alias", "八物参术丸", F, named="八物定志丸"),
    Q("方子上写的八味定志丸是哪个方剂的别名？", "formula_has_alias", "八味定志丸", AL),
    Q("备忘：八效虎骨散还有哪些别的方名？", "formula_has_alias", "八效虎骨散", F),
    # check_for_disease
    Q("咳嗽记录：第一周低烧37度6，第二周干咳加重，第三周胸片有片状影，医生开了寒冷凝集试验。这是查肺炎的吗？", "check_for_disease", "寒冷凝集试验", C, named="肺炎"),
    Q("在冶炼厂干了五年，最近一个月手心脚底起皮、一天拉三次，医生开了尿砷检查。能查出哪些病？", "check_for_disease", "尿砷检查", C),
    Q("记录：去年的衬衫领口扣不上了，量了脖子粗了两厘米，医生开了尿碘（I）检查，能诊断地方性甲状腺肿吗？", "check_for_disease", "尿碘（I）检查", C, named="地方性甲状腺肿"),
    Q("喝水记录：昨天喝了五升水，夜里起来三四次，尿特别清，医生开了尿渗透压检查。能查出哪些病？", "check_for_disease", "尿渗透压检查", C),
    Q("胃疼记录：从3月疼到6月，饭前疼得厉害，吃了两盒胃药，胃镜时顺便做了幽门螺旋杆菌的直接检查，能查出哪些病？", "check_for_disease", "幽门螺旋杆菌的直接检查", C),
    Q("帮朋友喂猫的第五天，手背被抓的地方红肿，第十天右边腋下鼓起个疙瘩，消炎药吃了两周没消，医生开了局部淋巴显象。能查出什么病？", "check_for_disease", "局部淋巴显象", C),
    Q("入职体检单上的康氏反应是查什么病的？", "check_for_disease", "康氏反应", C),
    # check_for_symptom
    Q("术后记录：前列腺手术后从早上8点到晚上8点没尿出来，小肚子鼓胀，医生做了导尿术检查。是针对尿潴留的吗？", "check_for_symptom", "导尿术检查", C, named="尿潴留"),
    Q("体检记录：尿常规红细胞3+，一周后复查还是2+，医生又开了尿沉渣红细胞检查，一般针对哪些症状？", "check_for_symptom", "尿沉渣红细胞检查", C),
    Q("记录：这两个月白带多，同房后有一点血，妇检说宫颈糜烂，做了巴氏（Pap）阴道细胞涂片检查。这检查是针对宫颈糜烂的吗？", "check_for_symptom", "巴氏（Pap）阴道细胞涂片检查", C,
      named="宫颈糜烂"),
    Q("记录：同事说我脸色发白，指甲也发白，爬三楼就心慌，心率到了120，医生开了异常红细胞形态检查。一般是出现什么症状才做？", "check_for_symptom", "异常红细胞形态检查", C),
    Q("抽烟二十年的记录：咳嗽咳痰三个月，早上起来要咳十几分钟，医生让做小气道功能检查。是针对什么症状的呢？", "check_for_symptom", "小气道功能检查", C),
    Q("给外公记的：这半年右眼看东西越来越雾，看报纸要拿远，医生做了常规小瞳孔检查，一般针对哪些症状？", "check_for_symptom", "常规小瞳孔检查", C),
    Q("肾结石记录：去年3月疼过一回，今年1月又疼到冒冷汗，B超结石0.5厘米，医生加了微量元素中毒检测。这一般针对哪些情况？", "check_for_symptom", "微量元素中毒检测", C),
    # performed_by
    Q("爸爸的胸痛记录：这周爬楼胸口压着疼了三次，每次五分钟左右，医生说下周要做心血管造影检查，是在心血管科做吗？", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("备忘：心血管科都能做哪些检查呢？我爸下周去复查", "performed_by", "心血管科", DEP),
    Q("宝宝出生记录：第三天护士说要扎脚后跟采血做新生儿筛查。这个检查归哪个科管？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("记录：周一和周四早上两次看到尿是洗肉水颜色，医生开了静脉尿路造影检查，是在泌尿外科做吗？", "performed_by", "静脉尿路造影检查", C, named="泌尿外科"),
    # check_has_alias
    Q("入职体检单上有一项快速血浆反应素试验，它的英文缩写是什么？", "check_has_alias", "快速血浆反应素试验", C),
    Q("献血前的化验单写着RPR阴性，RPR是哪个检查的简称？", "check_has_alias", "RPR", AL),
    Q("在国外生的宝宝，出院单上写着newborn screening，这是不是新生儿疾病筛查检查？", "check_has_alias", "新生儿疾病筛查检查", C, named="newborn screening"),
    Q("国外医院给的单子上写着newborn screening，这是哪项检查的英文名？", "check_has_alias", "newborn screening", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day46"))
