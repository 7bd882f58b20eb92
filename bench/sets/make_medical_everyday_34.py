"""Writes `medical_everyday_34.jsonl`, a thirty-fourth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked five to seven times, worded as comments left under a doctor's or pharmacist's short health
video and as the chat (弹幕) of a live stream: short and quick, often addressed to the host (医生我想问, 主播, 老师, 求回复🙏,
蹲一个, 在线等, 求医生回复), with an emoji (😭, 😂, 🙏) or repeated punctuation (？？, 急急急!!!), an aside (+1 我也是老师, 同问,
我妈也是), the video's topic quoted back (刚才说的脑分水岭梗死, 刚才视频里说的动脉导管未闭, 医生视频里讲的原发性胆汁性肝硬化,
主播推荐的加味逍遥丸), and a few long ones telling a story (我奶奶舍不得扔发芽的土豆，削了芽照样炒…, 我今年31，查出卵巢早衰…,
我爸心脏放了支架，医生开了潘生丁…). The askers are of all ages: young people for themselves (姨妈痛到打滚, 唱K把嗓子唱坏了,
天天戴耳机蹦迪) and for their parents (我爸抽了四十年烟查出喉癌, 我妈刚查出来), an old man for himself (我今年七十了), new parents
(宝宝脖子上长了个囊状水瘤, 新手妈妈好怕), students (考研党求解, 产科轮转中, 老师讲太快没听清, 中药房实习), herb users (老家有人拿来泡茶,
山里干活用得上, 方子上看不懂) and a pharmacy clerk (我在药店上班). 41 questions carry 呢/啊/呀/嘛/哈, 75 a clause of context; some ask
two things and the first is the gold (子宫内膜癌一般会转移到哪？我姨做完手术了还要查啥 asks where it spreads; 八味地黄丸还有别的名字吗
跟六味地黄丸不一样吧 for the formula's aliases).

Records: where the network allows, taken from the second tenth of each relation type's sources in key order (the
record key of the source type), among records whose name no question of the other sets (the shipped dev set, everyday
sets 1 to 33 and the three alias sets) contains and that none of them uses as an entity or a mention. Where every source
of a relation type in that window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades,
related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for,
formula_has_alias, performed_by, check_has_alias), the question names one neighbour no earlier question names (前置胎盘 ←
高龄产妇, 卵巢癌 ← 未生育女性, 偏头痛 → 欧盟, 宫颈癌 → 超出盆腔, 嗜铬细胞瘤 ↔ 急性应激性心肌病, 婴儿猝死综合征 ↔ 意外闷死, 八味煮散 →
麦糵, 八味回阳饮 → 回阳救逆, 八味荡滞饮 → 妊娠下痢脓血), is asked from the relation's target end (冷空气, 中东地区, 胸壁, 奇良, 妇产科),
names its entity by an alias (局限性回肠炎, PRES, 厚朴丸, 治疝茴香丸, 还晴散, 加味地黄丸, 新生儿筛查, 静脉肾盂排泄造影) or asks what an alias
stands for (孚诺, 凡瑞克, 知母汤, 厚朴煎, ECG, EMG); a few ask a window record again in words no earlier question uses (喉癌,
子宫内膜癌, 儿童期哮喘, 吸虫病, 八妙丸). Four of these types have three sources or fewer in the window (invades,
formula_has_alias, performed_by, check_has_alias), so some of their questions take a source outside it: 恶性肿瘤 → 口底 and
肿瘤 → 下颌骨, 精囊, neighbours no earlier question names, and 八味厚朴丸, 八味地黄丸, 心血管造影检查, 新生儿疾病筛查检查,
静脉尿路造影检查, 快速血浆反应素试验 and 肌电图检查 asked again in new words.

81 questions name the one neighbour they ask about, most of them naming two records (前庭大腺炎老是反复，会变成前庭大腺囊肿吗,
咳嗽变异型哮喘算支气管哮喘吗, 原发性醛固酮增多症是不是吃螺内酯片就行, 半夏露糖浆里有麻黄吗 运动员能不能喝). Five besides the
alias-instance questions are asked from the relation's target end (一到冬天吸冷空气就咳，冷空气会诱发哪些病啊, 要去中东地区工作了，
那边都流行啥病啊, 哪种肺癌会长到胸壁里去啊, 哪些方子用到奇良啊 中药房实习, 妇产科可以约哪些检查呀 孕前想查查).

Names inside names: by a mechanical count 127 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (单纯性乳腺增生症 holds 乳腺增生症, 卵巢肿瘤破裂 holds 卵巢肿瘤 and the question names both, 卵巢巧克力囊肿破裂 holds
巧克力囊肿, 外伤性白内障 and 后发性白内障 hold 白内障, 原发性开角型青光眼 holds 开角型青光眼, 原发性三叉神经痛 holds 三叉神经痛,
原发性骨质疏松症 holds 骨质疏松症, 单纯性肝囊肿 holds 肝囊肿, 原发性胆汁性肝硬化 holds 肝硬化, 副乳腺癌 holds 乳腺癌, 利斯特菌脑膜炎 holds
脑膜炎, 城市狂犬病 holds 狂犬病, 即刻产后出血 holds 产后出血, 原发性痛风急性关节炎 holds 原发性痛风 and 急性关节炎, 埃及血吸虫病 holds
血吸虫病 and 吸虫病 (the latter asked here too), 原发性大隐静脉曲张 and 十二指肠静脉曲张 hold 静脉曲张, 变异型预激综合征 holds 预激综合征,
声门上型喉癌 holds 喉癌, 咳嗽变异型哮喘 holds 哮喘, 喉白喉 holds 白喉; 十二指肠憩室, 动脉导管未闭, 基底细胞癌 and 卡他性结膜炎 lie inside
十二指肠憩室梗阻性黄疸综合征, 小儿动脉导管未闭, 硬斑病型基底细胞癌 and 春季卡他性结膜炎).

About one question in four (49 of 210) names its entity by a name the network records for that very instance: disease
aliases (21: English names and abbreviations, glaucoma capsulare, tubotympanic catarrh, PRES; eponyms, Milroy病,
Mahaim型预激综合征, 吕弗琉综合征; older, lay or descriptive names such as 胃肠道功能紊乱, 尼古丁中毒症, 囊状水瘤, 慢性单纯性青光眼,
周期性嗜睡—贪食综合征, 局限性回肠炎, 非特异性小肠溃疡, 皮肤小血管血管炎, 大嗜酸性粒细胞瘤, 亚急性小脑变性, 卵泡发育不良; names with a word
or a character changed, 脑分水岭梗死, 双束支阻滞, 逆流性肾病, 外伤性硬脑膜下水瘤); drug trade names (12, below); medicinal material
aliases (10: 大理花, 大叶冬青, 急解索, 大风油, 哈士蟆油, 人参条, 补血草, 甜茶叶, 千年见, 伏地延胡索); TCM formula aliases (4: 厚朴丸,
治疝茴香丸, 还晴散, 加味地黄丸); check aliases (2: 新生儿筛查, 静脉肾盂排泄造影). Eleven more ask what an alias stands for
(口底蜂窝组织炎, 巴氏腺囊肿, 非典型痣, 孚诺, 凡瑞克, 猬皮, 田鸡油, 知母汤, 厚朴煎, ECG, EMG: disease, drug, material, formula and check
aliases): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (希罗达, 寿比山, 得舒特, 潘生丁, 澳能, 安博维, 斯利安, 开同, 安定片, 雅施达, 息宁, 欧唐宁). All twelve names are also drug records of
their own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the
standard record (卡培他滨片, 吲达帕胺片, 匹维溴铵片, 双嘧达莫片, 卤米松乳膏, 厄贝沙坦片, 叶酸片, 复方α—酮酸片, 地西泮片, 培哚普利片,
卡左双多巴控释片, 利格列汀片), the mention is the trade name and the line is tagged `alias`, because whoever holds the box asks
about the medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (5 questions besides the 12 trade names written twice):
- 孚诺 is a drug record as well as the alias instance 复方多粘菌素B软膏 lists, and ECG and EMG are check records as well as the
  alias instances 心电图检查 and 肌电图检查 list (孚诺这个药膏学名叫啥？？, 主播说做个ECG，ECG是啥检查啊？？, 报告上一个EMG，是什么检查啊
  在线等). Each asks what the name stands for, so the gold is the alias instance, as in the thirty-first set's 洛普欣 question.
- 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists, and 胃肠道功能紊乱 a symptom record as well as an alias
  功能性胃肠病 lists (宝宝出院前说要做新生儿筛查，是儿科做吗; 胃肠道功能紊乱怎么治？医生居然让我去看心理): the first names the check the baby
  is to have, the second asks how the condition is treated, so the gold is the record the alias belongs to, as in the
  earlier sets' 新生儿筛查 questions.
- Besides these, 46 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 原发性开角型青光眼, 动脉导管未闭, 前庭大腺炎, 咽峡炎, 冻僵, 前置胎盘, 嗜铬细胞瘤; a cause record: 双胎妊娠, 原发性醛固酮增多症,
  反流性肾病, 噪声性耳聋, 单纯疱疹病毒感染; an ingredient record for a material: 四季青, 喜树果, 半边莲, 商陆, 哈蟆油, 千金子霜, 土荆皮,
  千年健, 夏天无, 刺猬皮; an alias record: 冬眠瘤, 子宫内膜癌; a disease record for a check: 心血管造影检查; and others), and the
  wording says which is meant (这味药, 入药, 哪里产的, 产地, 心血管科做的吗, 怎么治).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_34.py    # rewrites bench/sets/medical_everyday_34.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_34.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("医生我想问，单纯性乳腺增生症都有啥表现啊😭 每次来大姨妈前都胀", "has_symptom", "单纯性乳腺增生症", D),
    Q("刚才说的脑分水岭梗死，会失语吗？？我爸现在想说话说不出来", "has_symptom", "分水岭区脑梗死", D,
      mention="脑分水岭梗死", named="失语"),
    Q("慢性单纯性青光眼早期有啥感觉啊，我妈眼压一直偏高 求回复🙏", "has_symptom", "原发性开角型青光眼", D,
      mention="慢性单纯性青光眼"),
    Q("双束支阻滞会有啥症状 体检心电图写的 有点慌", "has_symptom", "双分支阻滞", D, mention="双束支阻滞"),
    Q("卵巢肿瘤破裂是啥感觉，会突然肚子疼吗？？闺蜜B超说有个卵巢肿瘤", "has_symptom", "卵巢肿瘤破裂", D),
    Q("老师天天讲课的，喉息肉是不是会声嘶啊 +1 我也是老师", "has_symptom", "喉息肉", D, named="声嘶"),
    Q("原发性三叉神经痛是不是一刷牙就疼？我奶奶现在都不敢刷牙了😭", "has_symptom", "原发性三叉神经痛", D, named="刷牙"),
    # designated_to
    Q("主播，尼古丁中毒症挂什么科？？我室友一天两包", "designated_to", "吸烟中毒症", D, mention="尼古丁中毒症"),
    Q("宝宝脖子上长了个囊状水瘤😭 去医院挂哪个科啊 在线等", "designated_to", "囊状淋巴管瘤", D, mention="囊状水瘤"),
    Q("打篮球被人肘到眼睛，医生说外伤性白内障，复查该挂哪个科", "designated_to", "外伤性白内障", D),
    Q("我今年七十了，老头晕，县医院说后循环缺血，来大医院挂啥科啊", "designated_to", "后循环缺血", D),
    Q("唱K把嗓子唱坏了，医生说声带息肉，该挂哪个科呢", "designated_to", "声带息肉", D),
    Q("双胎输血综合征去哪个科看啊😭", "designated_to", "双胎输血综合征", D),
    Q("鱼刺卡嗓子里了，咽部异物挂哪个科 急急急!!!", "designated_to", "咽部异物", D),
    # checks
    Q("闺蜜昨晚疼进急诊，说是卵巢巧克力囊肿破裂，一般要做哪些检查啊", "checks", "卵巢巧克力囊肿破裂", D),
    Q("备孕两年没动静😭 医生说卵泡发育不良，要查哪些项目", "checks", "卵巢发育不良", D, mention="卵泡发育不良"),
    Q("非特异性小肠溃疡要做小肠镜吗？听着就怕", "checks", "原发性小肠溃疡", D, mention="非特异性小肠溃疡",
      named="小肠镜"),
    Q("刚才视频里说的动脉导管未闭，宝宝要做超声心动图检查吗", "checks", "动脉导管未闭", D, named="超声心动图检查"),
    Q("我妈也是原发性骨质疏松症，要做哪些检查呀，骨密度是必须的吧", "checks", "原发性骨质疏松症", D),
    Q("体检B超说单纯性肝囊肿，还要做啥检查吗", "checks", "单纯性肝囊肿", D),
    Q("原发性甲状腺恶性淋巴瘤一般要做哪些检查 同问", "checks", "原发性甲状腺恶性淋巴瘤", D),
    # has_complication
    Q("前庭大腺炎老是反复，会变成前庭大腺囊肿吗？", "has_complication", "前庭大腺炎", D, named="前庭大腺囊肿"),
    Q("怀了双胞胎，双胎妊娠会不会出现双胎输血综合征😭 看完视频更慌了", "has_complication", "双胎妊娠", D,
      named="双胎输血综合征"),
    Q("闺蜜想去做吸脂减肥，有啥风险，会出哪些并发症", "has_complication", "吸脂减肥", D),
    Q("吉尔伯特综合征会有啥并发症吗 娃也查出来了", "has_complication", "吉尔伯特综合征", D),
    Q("体检查出十二指肠憩室，以后会引起啥并发症吗", "has_complication", "十二指肠憩室", D),
    Q("glaucoma capsulare会并发白内障吗？国外医生写的报告看不懂", "has_complication", "剥脱综合征", D,
      mention="glaucoma capsulare", named="白内障"),
    Q("怀孕了还吃了冰箱里放了好几天的熟食，万一是利斯特菌脑膜炎会导致流产吗😭😭", "has_complication",
      "利斯特菌脑膜炎", D, named="流产"),
    # cures
    Q("姨妈痛到打滚😭 原发性痛经吃什么药管用", "cures", "原发性痛经", D),
    Q("原发性醛固酮增多症是不是吃螺内酯片就行", "cures", "原发性醛固酮增多症", D, named="螺内酯片"),
    Q("医生视频里讲的原发性胆汁性肝硬化，一般吃啥药控制啊，我妈刚查出来", "cures", "原发性胆汁性肝硬化", D),
    Q("哮喘持续状态除了激素还能用啥药 求懂的说", "cures", "哮喘持续状态", D),
    Q("嗜酸粒细胞白血病能用甲磺酸伊马替尼片吗", "cures", "嗜酸粒细胞白血病", D, named="甲磺酸伊马替尼片"),
    Q("娃咽峡炎烧到39度，一般开什么药啊 在线等", "cures", "咽峡炎", D),
    # shown_on
    Q("剥脱性角质松解症一般长在哪？我手心一到夏天就脱皮", "shown_on", "剥脱性角质松解症", D),
    Q("口腔黏液囊肿一般长在哪儿，我下嘴唇里面鼓了个小泡", "shown_on", "口腔黏液囊肿", D),
    Q("副乳腺癌长在哪个位置？腋下那坨肉要注意吗", "shown_on", "副乳腺癌", D),
    Q("Milroy病是哪儿出了问题啊 老师讲太快没听清", "shown_on", "原发性小肠淋巴管扩张症", D, mention="Milroy病"),
    Q("弟弟打棒球肘子疼，剥脱性骨软骨炎会长在肘关节吗", "shown_on", "剥脱性骨软骨炎", D, named="肘关节"),
    Q("tubotympanic catarrh是哪个部位的毛病呀", "shown_on", "咽鼓管炎", D, mention="tubotympanic catarrh"),
    Q("皮肤小血管血管炎主要累及哪里？是不是就皮肤", "shown_on", "变应性皮肤血管炎", D, mention="皮肤小血管血管炎"),
    # has_alias
    Q("冻僵在医学上还有别的叫法吗？刚看完雪山救援的视频", "has_alias", "冻僵", D),
    Q("先天性高弓足是不是也叫爪形足", "has_alias", "先天性高弓足", D, named="爪形足"),
    Q("内分泌性眼球突出还有啥名字？我甲亢眼睛有点凸", "has_alias", "内分泌性眼球突出", D),
    Q("病历上写口底蜂窝组织炎，正式病名叫啥", "has_alias", "口底蜂窝组织炎", AL),
    Q("妇科单子写的巴氏腺囊肿，是哪个病的别名啊？？", "has_alias", "巴氏腺囊肿", AL),
    Q("皮肤科说我背上是非典型痣，它学名是什么 蹲一个", "has_alias", "非典型痣", AL),
    # caused_by
    Q("我奶奶舍不得扔发芽的土豆，削了芽照样炒，结果上吐下泻送医院，说是发芽马铃薯中毒，是不是龙葵素搞的鬼",
      "caused_by", "发芽马铃薯中毒", D, named="龙葵素"),
    Q("卡他性结膜炎是怎么得的？眼睛痒死了😭", "caused_by", "卡他性结膜炎", D),
    Q("外伤性硬脑膜下水瘤是怎么来的，摔一跤就会有吗", "caused_by", "外伤性硬脑膜下积液", D,
      mention="外伤性硬脑膜下水瘤"),
    Q("逆流性肾病的病因是啥 小孩也会得吗", "caused_by", "反流性肾病", D, mention="逆流性肾病"),
    Q("老中医说我爷爷是噎膈，是不是喝酒吃辣引起的", "caused_by", "噎膈", D),
    Q("天天戴耳机蹦迪，噪声性耳聋到底是怎么造成的", "caused_by", "噪声性耳聋", D),
    Q("吕弗琉综合征是怎么引起的？学医的朋友进来看看", "caused_by", "单纯性肺嗜酸粒细胞浸润症", D,
      mention="吕弗琉综合征"),
    # has_risk_factor
    Q("38岁怀二胎，高龄产妇是不是容易前置胎盘啊😭", "has_risk_factor", "前置胎盘", D, named="高龄产妇"),
    Q("视频里说未生育女性卵巢癌风险高，真的假的？？", "has_risk_factor", "卵巢癌", D, named="未生育女性"),
    Q("HPV-16感染会增加口咽癌风险吗 想知道", "has_risk_factor", "口咽癌", D, named="HPV-16感染"),
    Q("家里地毯一堆尘螨，是哮喘的危险因素吧？娃老喘", "has_risk_factor", "哮喘", D, named="尘螨"),
    Q("一到冬天吸冷空气就咳，冷空气会诱发哪些病啊", "has_risk_factor", "冷空气", CA),
    # common_in
    Q("公主病是不是只有女性才有😂", "common_in", "公主病", D, named="女性"),
    Q("我爷爷吹了一辈子唢呐，咽侧壁憩室是不是吹乐器的人容易得", "common_in", "咽侧壁憩室", D),
    Q("当老师一站一整天，原发性大隐静脉曲张是不是站着干活的人多", "common_in", "原发性大隐静脉曲张", D),
    Q("喘息样支气管炎是不是小娃娃容易得？我家一岁半", "common_in", "喘息样支气管炎", D),
    Q("周期性嗜睡—贪食综合征是不是青春期男孩多？儿子一睡睡两天", "common_in", "发作性嗜睡强食综合征", D,
      mention="周期性嗜睡—贪食综合征"),
    Q("大嗜酸性粒细胞瘤一般是什么人长", "common_in", "嗜酸性腺瘤", D, mention="大嗜酸性粒细胞瘤"),
    Q("冬眠瘤这名字好可爱，一般啥人会长呢", "common_in", "冬眠瘤", D),
    # prevalent_in
    Q("偏头痛在欧盟很常见吗？看外国博主说的", "prevalent_in", "偏头痛", D, named="欧盟"),
    Q("埃及血吸虫病主要在非洲北部的部分地区流行？", "prevalent_in", "埃及血吸虫病", D, named="非洲北部的部分地区"),
    Q("要去中东地区工作了，那边都流行啥病啊", "prevalent_in", "中东地区", RE),
    Q("儿童期哮喘哪些国家多？英国是不是很多", "prevalent_in", "儿童期哮喘", D),
    Q("吸虫病哪些地方多啊？爱吃生鱼片的慌了", "prevalent_in", "吸虫病", D),
    # treated_with
    Q("卵巢成熟畸胎瘤能做腹腔镜手术吗，不想开腹", "treated_with", "卵巢成熟畸胎瘤", D, named="腹腔镜手术"),
    Q("我今年31，查出卵巢早衰，医生说AMH很低，婆家天天催生，哭了好几天😭 卵巢早衰现在都有哪些治法，还有机会自己怀吗",
      "treated_with", "卵巢早衰", D),
    Q("胃肠道功能紊乱怎么治？医生居然让我去看心理", "treated_with", "功能性胃肠病", D, mention="胃肠道功能紊乱"),
    Q("Mahaim型预激综合征要做手术吗 还是电复律", "treated_with", "变异型预激综合征", D,
      mention="Mahaim型预激综合征"),
    Q("做完白内障手术半年又看不清了，医生说后发性白内障，怎么治啊，激光能打掉吗", "treated_with", "后发性白内障", D),
    Q("十二指肠静脉曲张怎么治呀，要开刀吗", "treated_with", "十二指肠静脉曲张", D),
    # metastasizes_to
    Q("宫颈癌晚期会超出盆腔转移吗😭 我妈刚确诊", "metastasizes_to", "宫颈癌", D, named="超出盆腔"),
    Q("老师，多发性骨髓瘤会转移到细胞外基质？？没听懂", "metastasizes_to", "多发性骨髓瘤", D, named="细胞外基质"),
    Q("子宫内膜癌一般会转移到哪？我姨做完手术了还要查啥", "metastasizes_to", "子宫内膜癌", D),
    Q("声门上型喉癌是不是很容易转到颈淋巴结", "metastasizes_to", "声门上型喉癌", D, named="颈淋巴结"),
    Q("多发性硬化会只影响身体一侧吗？？", "metastasizes_to", "多发性硬化", D, named="身体一侧"),
    # invades
    Q("口腔里的恶性肿瘤会侵犯口底吗 我爸舌头底下长了个东西", "invades", "恶性肿瘤", D, named="口底"),
    Q("牙龈上长的肿瘤会往下颌骨里长吗😭", "invades", "肿瘤", D, named="下颌骨"),
    Q("前列腺那边的肿瘤会侵犯到精囊吗", "invades", "肿瘤", D, named="精囊"),
    Q("哪种肺癌会长到胸壁里去啊", "invades", "胸壁", BP),
    Q("我爸抽了四十年烟查出喉癌，会往周围哪些地方侵犯啊 求医生回复", "invades", "喉癌", D),
    # is_subtype_of
    Q("咳嗽变异型哮喘算支气管哮喘吗？我家娃老是干咳不喘", "is_subtype_of", "咳嗽变异型哮喘", D, named="支气管哮喘"),
    Q("城市狂犬病也是狂犬病的一种吧？被流浪狗挠了", "is_subtype_of", "城市狂犬病", D, named="狂犬病"),
    Q("我爸基底节出血，这个算脑出血吗 求回复🙏", "is_subtype_of", "基底节出血", D, named="脑出血"),
    Q("喉白喉是白喉里的一种？？", "is_subtype_of", "喉白喉", D, named="白喉"),
    Q("即刻产后出血归在哪一类病里", "is_subtype_of", "即刻产后出血", D),
    Q("亚急性小脑变性属于什么病呢", "is_subtype_of", "副肿瘤性小脑变性", D, mention="亚急性小脑变性"),
    # related_disease
    Q("原发性痛风急性关节炎老犯，会长痛风石吗", "related_disease", "原发性痛风急性关节炎", D, named="痛风石"),
    Q("嗜铬细胞瘤跟急性应激性心肌病有关系吗 考研党求解", "related_disease", "嗜铬细胞瘤", D,
      named="急性应激性心肌病"),
    Q("嘴上起疱疹，单纯疱疹病毒感染跟病毒性脑炎有关系吗？？", "related_disease", "单纯疱疹病毒感染", D,
      named="病毒性脑炎"),
    Q("局限性回肠炎跟哪些病有关", "related_disease", "克罗恩病", D, mention="局限性回肠炎"),
    Q("PRES跟子痫有关吗 产科轮转中", "related_disease", "可逆性后部脑白质病变综合征", D, mention="PRES",
      named="子痫"),
    # differential_diagnosis
    Q("脸上长了个小疙瘩，基底细胞癌和毛发上皮瘤怎么区分", "differential_diagnosis", "基底细胞癌", D,
      named="毛发上皮瘤"),
    Q("多发性骨髓瘤和华氏巨球蛋白血症咋鉴别", "differential_diagnosis", "多发性骨髓瘤", D, named="华氏巨球蛋白血症"),
    Q("新手妈妈好怕😭 婴儿猝死综合征和意外闷死怎么区分", "differential_diagnosis", "婴儿猝死综合征", D,
      named="意外闷死"),
    Q("哮喘要不要和囊肿性纤维化鉴别啊", "differential_diagnosis", "哮喘", D, named="囊肿性纤维化"),
    Q("孕晚期浑身痒，是妊娠期肝内胆汁淤积症还是妊娠瘙痒性荨麻疹及斑块啊", "differential_diagnosis",
      "妊娠期肝内胆汁淤积症", D, named="妊娠瘙痒性荨麻疹及斑块"),
    # indicated_for
    Q("希罗达除了乳腺癌还能治结直肠癌吗 我爸在吃", "indicated_for", "卡培他滨片", DR, mention="希罗达",
      named="结直肠癌"),
    Q("寿比山是治啥的？我妈吃了好几年", "indicated_for", "吲达帕胺片", DR, mention="寿比山"),
    Q("得舒特是治啥的？医生给我开的 肚子老不舒服", "indicated_for", "匹维溴铵片", DR, mention="得舒特"),
    Q("晚上老做梦，养血安神片治多梦吗", "indicated_for", "养血安神片", DR, named="多梦"),
    Q("主播推荐的加味逍遥丸，到底治啥的？", "indicated_for", "加味逍遥丸", DR),
    Q("冰硼散治什么的 吹一点在嗓子上那种", "indicated_for", "冰硼散", DR),
    Q("孩子拉肚子，口服补液盐III是治啥的", "indicated_for", "口服补液盐III", DR),
    # has_adverse_reaction
    Q("我爸心脏放了支架，医生开了潘生丁，吃了一个礼拜天天说头痛，晚上都睡不好，是不是这个药的副作用啊",
      "has_adverse_reaction", "双嘧达莫片", DR, mention="潘生丁", named="头痛"),
    Q("澳能抹久了皮肤会萎缩吗😭 娃湿疹一直在用", "has_adverse_reaction", "卤米松乳膏", DR, mention="澳能",
      named="皮肤萎缩"),
    Q("吃安博维以后咳嗽，是这个药引起的吗", "has_adverse_reaction", "厄贝沙坦片", DR, mention="安博维", named="咳嗽"),
    Q("卡马西平片有啥副作用 上班老打瞌睡", "has_adverse_reaction", "卡马西平片", DR),
    Q("呋塞米片吃多了会低钾血症吗", "has_adverse_reaction", "呋塞米片", DR, named="低钾血症"),
    Q("别嘌醇缓释片有啥副作用，听说过敏会很严重？？", "has_adverse_reaction", "别嘌醇缓释片", DR),
    Q("双黄连口服液有什么不良反应没 给娃喝的", "has_adverse_reaction", "双黄连口服液", DR),
    # has_ingredient
    Q("备孕吃的斯利安，成分就是叶酸吧", "has_ingredient", "叶酸片", DR, mention="斯利安", named="叶酸"),
    Q("半夏露糖浆里有麻黄吗 运动员能不能喝", "has_ingredient", "半夏露糖浆", DR, named="麻黄"),
    Q("十全大补丸到底是哪十味药啊", "has_ingredient", "十全大补丸", DR),
    Q("冻疮膏里都有啥成分？给宝宝用怕刺激", "has_ingredient", "冻疮膏", DR),
    Q("口炎清颗粒里面都是啥成分 嘴里溃疡好几天了", "has_ingredient", "口炎清颗粒", DR),
    Q("前列通片是用哪些药做的，我爸尿频在吃", "has_ingredient", "前列通片", DR),
    Q("参苓白术散里面是哪几味药呀", "has_ingredient", "参苓白术散", DR),
    # is_a_level3
    Q("开同算什么类的药？我爸肾不好医生开的", "is_a_level3", "复方α—酮酸片", DR, mention="开同"),
    Q("安定片是苯二氮卓类的吧 奶奶睡不着一直吃", "is_a_level3", "地西泮片", DR, mention="安定片", named="苯二氮卓类"),
    Q("雅施达属于哪一类降压药", "is_a_level3", "培哚普利片", DR, mention="雅施达"),
    Q("哈西奈德乳膏属于哪类药？是激素吗", "is_a_level3", "哈西奈德乳膏", DR),
    Q("双环醇片是保肝药吗 属于哪类", "is_a_level3", "双环醇片", DR),
    Q("利胆排石片是哪一类药啊", "is_a_level3", "利胆排石片", DR),
    # belongs_to
    Q("息宁属于哪类药？帕金森的老人吃的", "belongs_to", "卡左双多巴控释片", DR, mention="息宁"),
    Q("欧唐宁是DPP-4抑制剂那一类吗", "belongs_to", "利格列汀片", DR, mention="欧唐宁"),
    Q("冻干水痘减毒疫苗归哪一类？打之前想了解下", "belongs_to", "冻干水痘减毒疫苗", DR),
    Q("双歧杆菌三联活菌散属于哪类药", "belongs_to", "双歧杆菌三联活菌散", DR),
    Q("我在药店上班，利巴韦林颗粒是放抗病毒药那栏吗", "belongs_to", "利巴韦林颗粒", DR, named="抗病毒药"),
    Q("养阴清肺丸属于哪一类中成药", "belongs_to", "养阴清肺丸", DR),
    # drug_has_alias
    Q("孚诺这个药膏学名叫啥？？", "drug_has_alias", "孚诺", AL),
    Q("医生给我妈开了凡瑞克，这是哪个药啊 肺动脉高压的", "drug_has_alias", "凡瑞克", AL),
    Q("复方多粘菌素B软膏有没有别的名字", "drug_has_alias", "复方多粘菌素B软膏", DR),
    Q("多维元素片（29）是不是就是善存", "drug_has_alias", "多维元素片（29）", DR, named="善存"),
    Q("小牛血去蛋白提取物氯化钠注射液还有啥叫法，名字太长了", "drug_has_alias", "小牛血去蛋白提取物氯化钠注射液", DR),
    # mainly_treats
    Q("大理花也能入药？能治腮腺炎？？", "mainly_treats", "大丽花", M, mention="大理花", named="腮腺炎"),
    Q("大叶冬青主要治啥病 老家有人拿来泡茶", "mainly_treats", "四季青", M, mention="大叶冬青"),
    Q("喜树果真能治白血病吗？短视频上说的", "mainly_treats", "喜树果", M, named="白血病"),
    Q("含羞草根入药主治啥", "mainly_treats", "含羞草根", M),
    Q("急解索治蛇虫咬伤吗 山里干活用得上", "mainly_treats", "半边莲", M, mention="急解索", named="蛇虫咬伤"),
    Q("大风油主治什么", "mainly_treats", "大枫子油", M, mention="大风油"),
    Q("商陆这味药有毒吧，主治什么", "mainly_treats", "商陆", M),
    # has_efficacy
    Q("我妈每天炖雪蛤，说就是哈士蟆油，花了好几千😂 哈士蟆油到底有啥功效啊", "has_efficacy", "哈蟆油", M,
      mention="哈士蟆油"),
    Q("人参条泡水喝能补气吗", "has_efficacy", "参条", M, mention="人参条", named="补气"),
    Q("补血草是补血的吗？？名字骗人吧", "has_efficacy", "大叶矶松", M, mention="补血草"),
    Q("月子里奶水少，吊山桃能催乳吗", "has_efficacy", "吊山桃", M, named="催乳"),
    Q("千金子霜是干啥用的 功效是什么", "has_efficacy", "千金子霜", M),
    Q("土荆皮有什么功效 脚气痒死了", "has_efficacy", "土荆皮", M),
    Q("甜茶叶有啥功效 能降压吗", "has_efficacy", "多穗石柯叶", M, mention="甜茶叶"),
    # distributed_in
    Q("化州橘红不是只有广东化州产吗？", "distributed_in", "化州橘红", M, named="广东"),
    Q("千年见是哪里产的啊 药房新来的货", "distributed_in", "千年健", M, mention="千年见"),
    Q("伏地延胡索产地在哪 老师", "distributed_in", "夏天无", M, mention="伏地延胡索"),
    Q("南川升麻就是中国四川南川产的吧", "distributed_in", "南川升麻", M, named="中国四川南川"),
    Q("印度菩提树皮国内哪儿有啊", "distributed_in", "印度菩提树皮", M),
    Q("单花鸢尾哪儿有 东北的朋友见过吗", "distributed_in", "单花鸢尾", M),
    # material_has_alias
    Q("刺猬皮入药还叫啥名 方子上看不懂", "material_has_alias", "刺猬皮", M),
    Q("方子上写的猬皮是哪味药啊", "material_has_alias", "猬皮", AL),
    Q("剪夏罗是不是也叫剪春罗", "material_has_alias", "剪夏罗", M, named="剪春罗"),
    Q("田鸡油是啥药材的别名？？", "material_has_alias", "田鸡油", AL),
    Q("埃蕾还有别的叫法吗", "material_has_alias", "埃蕾", M),
    Q("化香树还有啥土名儿 山里到处都是", "material_has_alias", "化香树", M),
    # composed_of
    Q("厚朴丸里有陈橘皮吗", "composed_of", "八味厚朴丸", F, mention="厚朴丸", named="陈橘皮"),
    Q("八味胆草汤里用了枣皮？枣皮是山茱萸吧", "composed_of", "八味胆草汤", F, named="枣皮"),
    Q("八味煮散里有麦糵吗", "composed_of", "八味煮散", F, named="麦糵"),
    Q("八味散里是不是有蜀椒", "composed_of", "八味散", F, named="蜀椒"),
    Q("治疝茴香丸里有北沙参吗", "composed_of", "八味茴香丸", F, mention="治疝茴香丸", named="北沙参"),
    Q("哪些方子用到奇良啊 中药房实习", "composed_of", "奇良", IN),
    # formula_has_efficacy
    Q("八味回阳饮是回阳救逆的吗", "formula_has_efficacy", "八味回阳饮", F, named="回阳救逆"),
    Q("八宝拨云散是干啥的 功用讲一下呗", "formula_has_efficacy", "八宝拨云散", F),
    Q("八味降压汤能清肝熄风吗", "formula_has_efficacy", "八味降压汤", F, named="清肝熄风"),
    Q("八妙丸有什么作用", "formula_has_efficacy", "八妙丸", F),
    Q("还晴散能疏风清热吗 外公眼睛老流泪", "formula_has_efficacy", "八味还睛散", F, mention="还晴散",
      named="疏风清热"),
    # prescribed_for
    Q("八味荡滞饮是治妊娠下痢脓血的吗", "prescribed_for", "八味荡滞饮", F, named="妊娠下痢脓血"),
    Q("八宝治红丹能治吐血衄血吗", "prescribed_for", "八宝治红丹", F, named="吐血衄血"),
    Q("加味地黄丸能治产后虚汗不止吗 坐月子一直出汗", "prescribed_for", "八味地黄丸", F, mention="加味地黄丸",
      named="产后虚汗不止"),
    Q("八味香苏散主治什么", "prescribed_for", "八味香苏散", F),
    Q("八宝光明散能治结膜发炎吗", "prescribed_for", "八宝光明散", F, named="结膜发炎"),
    # formula_has_alias
    Q("老方子上写的知母汤，全名是哪个方", "formula_has_alias", "知母汤", AL),
    Q("八味还睛散简称还晴散？是这个字吗", "formula_has_alias", "八味还睛散", F, named="还晴散"),
    Q("厚朴煎是哪个方子的别名", "formula_has_alias", "厚朴煎", AL),
    Q("八味茴香丸还叫啥", "formula_has_alias", "八味茴香丸", F),
    Q("八味地黄丸还有别的名字吗 跟六味地黄丸不一样吧", "formula_has_alias", "八味地黄丸", F),
    # check_for_disease
    Q("医生让戴动态血压监测（ABPM），能查出白大衣高血压吗", "check_for_disease", "动态血压监测（ABPM）", C,
      named="白大衣高血压"),
    Q("怀孕24周要做口服葡萄糖耐量试验检查，是筛什么病的", "check_for_disease", "口服葡萄糖耐量试验检查", C),
    Q("唾液皮质醇检查是查库欣综合征的吗", "check_for_disease", "唾液皮质醇检查", C, named="库欣综合征"),
    Q("掉头发去做头皮检查，能查出哪些病", "check_for_disease", "头皮检查", C),
    Q("婴儿智力测试能看出什么病啊 宝宝八个月还不会坐😭", "check_for_disease", "婴儿智力测试", C),
    Q("子宫内膜活检能查出哪些病", "check_for_disease", "子宫内膜活检", C),
    # check_for_symptom
    Q("睡觉时心跳加快要做动态心电图（Holter监测）吗", "check_for_symptom", "动态心电图（Holter监测）", C,
      named="睡觉时心跳加快"),
    Q("听力测试法检查是针对啥症状做的", "check_for_symptom", "听力测试法检查", C),
    Q("孩子个子特别矮，婴幼儿测量身长能看出异常矮小吗", "check_for_symptom", "婴幼儿测量身长", C, named="异常矮小"),
    Q("声阻抗检查是有什么症状才做的", "check_for_symptom", "声阻抗检查", C),
    Q("多尿要做垂体后叶素检查吗", "check_for_symptom", "垂体后叶素检查", C, named="多尿"),
    Q("呼气流速一般是有什么症状才测", "check_for_symptom", "呼气流速", C),
    # performed_by
    Q("约了宫腔镜检查，到时候去哪个科报到啊", "performed_by", "宫腔镜检查", C),
    Q("妇产科可以约哪些检查呀 孕前想查查", "performed_by", "妇产科", DEP),
    Q("宝宝出院前说要做新生儿筛查，是儿科做吗", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查",
      named="儿科"),
    Q("医生开了静脉肾盂排泄造影，拿着单子去哪个科", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    Q("心血管造影检查是心血管科做的吗 我爸下周做", "performed_by", "心血管造影检查", C, named="心血管科"),
    # check_has_alias
    Q("视频里医生说的心电图检查，英文缩写是哪几个字母", "check_has_alias", "心电图检查", C),
    Q("主播说做个ECG，ECG是啥检查啊？？", "check_has_alias", "ECG", AL),
    Q("快速血浆反应素试验有简称吗", "check_has_alias", "快速血浆反应素试验", C),
    Q("报告上一个EMG，是什么检查啊 在线等", "check_has_alias", "EMG", AL),
    Q("肌电图检查的英文全称是啥 写报告要用", "check_has_alias", "肌电图检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day34"))
