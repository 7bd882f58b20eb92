"""Writes `medical_everyday_53.jsonl`, a fifty-third hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-second, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is written by someone who rules things out before asking: what they
do not mean (医生说不是梅尼埃病，是FPS眩晕症, 活检出来不是湿疹，是湿疹样乳腺癌, 不是乳房小，是一边压根没发育, 不是三叶委陵菜全草，是三叶委陵菜根, 我说的是丝瓜藤，不是丝瓜络, 不是降压灵，我爸吃的是降压乐片),
what they do not ask (我不是问中毒性白内障怎么治，我是问它都有什么表现, 我不是问转移，我是想知道哪些癌会直接侵犯咽肌, 我不是问六味安消胶囊里有什么，我是问它能治哪些病,
IgA肾病…我不是问怎么治，是想知道地区分布), what is already excluded (排除了缺铁以后, 排除了甲肝之后, 排除了感冒, 医生排除了地中海贫血), what they want no part of
(我不想看西医, 不想吃西药，有人推荐乳核内消片, 坐月子想吃点活血的，不要西药, 我跟医生说了不要中成药, 我不想做B超, 不想让孩子喝钡餐, 别跟我说多喝水醒酒, 别跟我说长大就好了), what the medicine must
not hold (肝荣片不含激素吧, 三金片不含抗生素吧), a negated condition (没有发烧，只是流鼻涕、嗓子疼, 我是不能吃利福平的人, 不用手术能好吗, 不做手术、不吃药行不行, 我吃普利类会咳嗽) and
what a name is not (猩猩木不是动物吧, 五子登科不是吉祥话吗, 刚果红试验不是查刚果那边传染病的吧, 倍松不是什么牌子的洗发水吧); some ask for the rest once one answer is
set aside, where the relation still answers it (除了天旋地转以外，这个病还会有哪些症状, 伏格特—小柳—原田综合征除了青光眼以外，还容易并发哪些病,
乳腺癌除了北美洲以外，还在哪些地区比较高发, 除了恶心呕吐以外，还有哪些不良反应, 妇产科除了产检以外，一般还能做哪些检查). The gold is always what the asker does ask about, and
where a name ruled out is a record (such as 梅尼埃病, 湿疹, 一期梅毒, 慢性咽炎, 早泄, 老年斑, 水痘, 乳腺炎, 前列腺癌, 白塞病, 静脉曲张, 丹毒, 高血压, 乳腺增生,
病毒性心肌炎, 疟疾, 北美洲, 颈部淋巴结, 淋巴细胞, 脑梗, 地中海贫血, 氯雷他定, 利福平, 安定, 三叶委陵菜, 丝瓜络, 蒲公英, 冬青子, 东风螺, 八角茴香, 防风, 鳖甲, 降逆止呃, 清利湿热, 八珍汤, 六味地黄丸,
八味地黄丸, 帕金森, 放射科) it is not the entity. Who writes varies: people who have tried things already (氯雷他定吃过了没管用, 消炎药吃了半个月没用,
抗过敏药吃了好几种都没用, 一直当湿疹擦药膏), patients who dislike Western medicine (想找纯中药的, 我不想吃西药，冷球蛋白血症血管炎能用中医药治疗吗), caregivers tired of
generic advice (外公血氧一直上不去, 宝宝喝完奶就喷着吐, 别跟我说多喝水醒酒) and a pharmacist's customers (药店推荐辅舒良, 药店的人说不是真的蒲公英, 药店说不是同一个，我有点懵). 30
carry 呢/啊/呀/嘛/哈; 164 are tagged `context`; some ask two things and the first is the gold (必可酮…我是问它到底治什么病？能不能长期用 asks
what it is for; 凯妮汀是治阴道炎的吗？…来月经的时候能用吗 names 阴道炎; 前列腺肉瘤，它主要长在前列腺上吗？会不会传给老婆 names 前列腺; 乳痨是什么引起的？会传染给孩子吗 asks the causes;
百士欣…它有哪些副作用？要吃多久 the adverse reactions).

Records: taken from the first tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 51 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-third and forty-third sets drew from the
first tenth too, and this one takes only what they and every other set left. cures has 106 window sources and four left
(代谢性碱中毒, 低氧血症, 先天性巨细胞病毒感染, 出生缺陷): the first three are asked, 代谢性碱中毒 naming a drug no earlier question names (复方氯化钠注射液);
出生缺陷 is not, its one neighbour being 异维A酸软胶囊, a drug known for causing it; three more questions each name a drug no
earlier question names (乙醇中毒 → 盐酸纳洛酮注射液, 克山病 → 亚硒酸钠片, 产褥热 → 注射用青霉素钠). Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (HELLP综合征 ← 孕妇年龄超过35岁, 中耳炎 ←
使用橡皮奶嘴, 偏头痛 ← 柑橘类水果, 乳腺原位癌 ← 缺乏体力活动, 冠状动脉疾病 ← 中心性肥胖, 丙型肝炎 ← 无保护性行为, 内膜癌 → 淋巴结（盆腔、腹主动脉旁或腹股沟淋巴结）转移, B族链球菌感染 ↔ 产后伤口感染,
HELLP综合征 ↔ 肝包膜下血肿, 乙型肝炎 ↔ 肝掌, 人类免疫缺陷病毒[HIV]病 ↔ 巨细胞病毒性视网膜炎, 儿童期哮喘 ↔ 类库欣综合征, 丙型肝炎 ↔ 慢性肝病, B族链球菌感染 ↔ 新生儿单纯疱疹病毒感染, HELLP综合征
↔ 血栓性血小板减少性紫癜, 乙型肝炎 ↔ 急性戊型肝炎, 产后抑郁症 ↔ 轻度情绪障碍, 偏头痛 ↔ 低颅压性头痛, 儿童期哮喘 ↔ 异物吸入, 健脾资生丸 → 川黄连, 八仙妙应丹 → 锡灰, 八仙逍遥汤 → 防凤, 八减丸 → 椒红,
八反膏 → 鳖头, 八厘丸 → 无名异等, 丁沉透膈丸 → 行气消胀, 丁香柿蒂汤 → 温中益气, 三仁汤 → 宣畅气机, 三子养亲汤 → 温肺化痰, 三物备急丸 → 攻逐寒积, 八君子汤 → 补脾祛湿, 一贯煎 → 胁痛, 丁香柿蒂汤 →
胃气虚寒证, 七宝美髯丹 → 齿牙动摇, 二陈汤 → 湿痰证, 九仙散 → 咳嗽日久不已, 八味厚朴丸 → 冷气上攻胸膈), is asked from the relation's target end (亚洲和非洲, where
乙型肝炎 is prevalent; 胸膜, where 前列腺癌 and 支气管肺癌 spread; 咽肌, which 口咽癌 invades; 妇产科, the department of 宫腔镜检查), names its
entity by an alias (drug trade names no earlier question uses: 竞安, 降压乐片, 匹伐他汀钙片分散片（京新）; 厚朴煎 and 新生儿筛查, earlier sets'
mentions) or asks what an alias stands for (倍松, 厚朴丸, 加味地黄丸, ECG, RPR: earlier questions' gold or mentions, asked here in
other words); a few ask a record again in words no earlier question uses (IgA肾病, 乳腺癌, 右侧输尿管结石, 喉癌, 口咽癌, 八味厚朴丸, 八味地黄丸,
宫腔镜检查, 心电图检查), and where a window source has no neighbour left that no earlier question names, the question names one
again (乙型肝炎 → 亚洲和非洲, 伤寒病 → 印度, 前列腺癌 → 胸膜, 人类免疫缺陷病毒[HIV]病 → 巨噬细胞, 呼吸道白喉 → 眼睛、耳朵或生殖道黏膜, 匹伐他汀钙片 → 力清之, 双扑伪麻分散片 → 爱德儿康,
宫腔镜检查 → 妇产科, 心血管造影检查 → 心血管科, 快速血浆反应素试验 → RPR). has_risk_factor has 18 window sources, all asked about before: its six
questions each name a risk factor no earlier question names. None of the four window sources of prevalent_in (IgA肾病,
乙型肝炎, 乳腺癌, 伤寒病) has a neighbour no earlier question names: two name one again, two are asked in new words and one
question asks from the target end (亚洲和非洲, never an earlier question's entity). Of the five window sources of
metastasizes_to (乳腺癌, 内膜癌, 前列腺癌, 右侧输尿管结石, 喉癌) only 内膜癌 has one; 前列腺癌 names 胸膜 again, 右侧输尿管结石 and 喉癌 are asked in new
words and one question asks from the target end (胸膜, never an earlier question's entity). The three window sources of
invades (人类免疫缺陷病毒[HIV]病, 口咽癌, 呼吸道白喉) have none: two name one again, 口咽癌 is asked in new words and one question asks from
the target end (咽肌, never an earlier question's entity). The window of drug_has_alias holds seven drugs (丙泊酚中/长链脂肪乳注射液,
倍他米松乳膏, 利伐沙班片, 匹伐他汀钙片, 双扑伪麻分散片, 坤顺丸, 复方地舍平片), all of whose aliases earlier questions name: three questions name a drug
by a trade name its record lists and no earlier question uses (竞安, one character from its alias 竟安, the answer; 降压乐片,
which holds its alias 降压乐; 匹伐他汀钙片分散片（京新）, naming 力清之 again), one names 爱德儿康 again and one asks what 倍松 stands for. Of
the seventeen window formulas of composed_of six have an ingredient no earlier question names, and each is asked by it;
so are six of the thirty of formula_has_efficacy and six of the thirty-four of prescribed_for (八味厚朴丸 named by 厚朴煎).
formula_has_alias has 29 sources and its window two (八味厚朴丸, 八味地黄丸), all of whose aliases earlier questions name: both
are asked in new words, and two questions ask what 厚朴丸 and 加味地黄丸 stand for. performed_by has six sources and its window
none, as for the thirty-third and forty-third sets: its questions take the record in whose place in key order the first
tenth falls (宫腔镜检查, asked in new words and whether it is done in 妇产科), ask from that record's target end (妇产科), and take
the record after it (心血管造影检查, whether it is done in 心血管科) and the third (新生儿疾病筛查检查, named by 新生儿筛查). check_has_alias has
seven sources and its window none: the first record (心电图检查) is asked in new words and by what ECG stands for, the record
after it (快速血浆反应素试验) whether it is abbreviated RPR and by what RPR stands for.

82 questions name the one neighbour they ask about, most of them naming two records (下咽癌 → 喉咽部异物感, 三瓣膜病变 → 心外科, 乳泣 →
中医妇科, 乳腺导管内乳头状瘤 → 乳管镜检查, 先天性肥厚性幽门狭窄 → 超声检查, peripheral uveitis → 白内障, 乳房缺如 → 乳房缺失, 低眼压性青光眼 → 40岁以上女性, 产褥期乳腺炎 → 初产妇,
先天性斜颈 → 非手术疗法, 乳腺纤维腺瘤 → 密切观察、定期随诊, 冷球蛋白血症血管炎 → 中医药, 丘脑出血 → 脑出血, 全秃 → 斑秃, 辅舒良 → 鼻炎, 凯妮汀 → 阴道炎, 兰悉多 → 便秘, 肝荣片 → 维生素C,
七叶神安片 → 三七, 华乐沙 → 抗病毒药, 恩肤霜 → 糖皮质激素, 久保克 → 血管紧张素II受体拮抗剂, 母猪刺 → 失眠多梦, 人面子叶 → 褥疮, 冬瓜皮 → 白瓜皮, 前列腺指检 → 前列腺增生, 冷凝集试验检查 →
支原体肺炎, 三叉神经的面部感觉检查 → 面痛, 不随意运动检查 → 不自主运动, 体位检查 → 体位性眩晕, and the neighbours above), some in other words than the
neighbour's name (内膜癌…会不会转移到盆腔、腹主动脉旁或腹股沟的淋巴结 names 淋巴结（盆腔、腹主动脉旁或腹股沟淋巴结）转移, 八厘丸…是不是还有 无名异 names 无名异等, 伤寒性心肌炎 is asked
openly and answered by 青少年及儿童多见). Four besides the alias-instance questions are asked from the relation's target end
(要去非洲援建两年，除了疟疾以外，亚洲和非洲还有哪些病比较流行, 哪些癌会转移到胸膜, 哪些癌会直接侵犯咽肌, 妇产科除了产检以外，一般还能做哪些检查).

Names inside names: by a mechanical count 126 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them, many of them with the shorter or the neighbouring name as the one ruled out (二期梅毒 is one character from
一期梅毒, the name its asker rules out; 乳腺佩吉特病 and 乳腺Paget's病 are one disease written two ways and asked about apart; 中毒性白内障
and 代谢性白内障 hold 白内障, and the second is asked as 不是老年白内障; 产后甲状腺炎 holds 甲状腺炎, 先天性肝纤维化 holds 肝纤维化, 假性高血压 holds 高血压,
不是真的高血压; 低眼压性青光眼 holds 青光眼, 伤寒性心肌炎 holds 心肌炎 and 伤寒 and is asked as 不是病毒性心肌炎; 产褥期乳腺炎 holds 乳腺炎, 乳房湿疹 holds 湿疹, ruled out
as 不是乳腺炎; 丘脑出血 holds 脑出血, the class its is_subtype_of question names, 低色素性贫血 holds 贫血; 前列腺肉瘤 is asked as 不是前列腺癌 and
names 前列腺, which it holds; 乳腺导管内乳头状瘤 holds 乳头状瘤 and is one word from 乳管内乳头状瘤; 先天性动静脉瘘 holds 动静脉瘘 and is named by
先天性动静脉畸形, 先天性斜颈 holds 斜颈; 利巴韦林片 holds 利巴韦林, 七叶皂苷钠片 holds 七叶皂苷钠, its ingredient; 匹伐他汀钙片分散片（京新） holds 匹伐他汀钙片, its standard
record, 降压乐片 holds 降压乐, its alias and answer; 三叶委陵菜根 holds 三叶委陵菜, 东风螺壳 holds 东风螺, 人面子叶 holds 人面子, each ruled out by its
asker; 冬青皮 is asked after 冬青子, 八角枫根 holds 八角枫; 八味厚朴丸 holds 厚朴丸, the alias another question asks about, and 加味地黄丸 is one
character from 八味地黄丸, the formula it names; 伤寒胶乳凝集试验 holds 伤寒, 共济失调的检查 holds 共济失调).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (13: other or descriptive names such as 三瓣膜病变, 曲细精管发育不全, 湿疹样乳腺癌, 先天性动静脉畸形, 乳房缺失, 老年角化病或日光性角化病; a name with a
made-up word, FPS眩晕症; an eponym, Duncan综合征; English names, peripheral uveitis, Bazin disease and toxiceruption; and two
aliases the network records as one name of two or three parts, copied from a report as they stand, “耳孔；先天性耳前瘘管” and
“浆细胞性乳腺炎；粉刺性乳腺炎；化学性乳腺炎”); drug trade names (26, below); medicinal material aliases (11: 轮回酒, 猩猩木, 假蒲公英, 母猪刺, 蓝花菜, 筋退,
五子登科, 麻骨风, 金杯盂, 山喇叭花, 咸鱼头); a TCM formula alias (1: 厚朴煎, earlier sets' mention); a check alias (1: 新生儿筛查, earlier sets'
mention). Each of these names is listed by that one instance only. Eleven more ask what an alias stands for
(Brock综合征或Graham—Burford—Mayer综合征, Muckle—Wells综合征, congenital hereditary nystagmus, 倍松, 八棱麻, 鬼臼叶, 马桂木皮, 厚朴丸, 加味地黄丸,
ECG, RPR: disease, drug, material, formula and check aliases): their gold is the alias instance, answered by the record
that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question
names its entity by is one the network records for that very instance.

Drug trade names: 26 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (必可酮, 辅舒良, 萌尔夫, 凯妮汀, 泰普罗斯, 喜保福宁, 兰悉多, 百士欣, 施多宁, 英特维乐, 美尔康泰, 欧开, 比亚芬, 肝荣片, 明希欣, 舒兰新, 华乐沙, 安体芬, 恩肤霜, 静安, 尤尼雪,
希弗全, 久保克, 竞安, 降压乐片, 匹伐他汀钙片分散片（京新）). All twenty-six names are also drug records of their own. They are labelled as in the
earlier sets: the gold entity is the standard record (丙酸倍氯米松气雾剂, 丙酸氟替卡松鼻喷雾剂, 他卡西醇软膏, 克霉唑阴道片, 他氟前列素滴眼液, 七氟烷, 兰索拉唑片,
乌苯美司胶囊, 依非韦伦片, 人用狂犬病疫苗（Vero细胞）, 产妇安胶囊, 七叶皂苷钠片, 三乙醇胺乳膏, 二维葡醛内酯片, 利福布汀胶囊, 利福平注射液, 利巴韦林片, 依普黄酮胶囊, 丙酸氯倍他索乳膏, 丙泊酚注射液, 乳酸亚铁胶囊,
低分子肝素钠注射液, 依那普利氢氯噻嗪片, 丙泊酚中/长链脂肪乳注射液, 复方地舍平片, 匹伐他汀钙片), the mention is the trade name and the line is tagged `alias`,
because whoever holds the box, the prescription or the anaesthesia form asks about the medicine, and the standard record
is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- ECG is a check record as well as the alias instance 心电图检查 lists (体检单上写的ECG，不是脑电图吧？是哪项检查的缩写): it asks what the name
  stands for, so the gold is the alias instance, as the forty-third set's ECG question is. 新生儿筛查 is a check record as
  well as an alias 新生儿疾病筛查检查 lists (医生说宝宝要做新生儿筛查…到底在哪个科做哈): the question names the check the baby is to have, so the
  gold is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions.
- Some named neighbours are records of other types too: 力清之 and 爱德儿康 are drug records as well as the aliases their drugs
  list, 中医妇科 a population besides a department, 初产妇 a cause and a department besides a population, 前列腺 a cause and a
  disease besides a body part, 中心性肥胖 a symptom besides a cause, 三七 a medicinal material and 维生素C a drug, a drug product
  class, a disease and a symptom besides ingredients, 抗病毒药 and 糖皮质激素 drugs (and more) besides drug classes, 血管紧张素II受体拮抗剂
  a drug and a therapy besides a drug product class, 便秘 a cause and a disease besides a symptom, 白内障, 脑出血, 鼻炎, 阴道炎,
  前列腺增生 and 血栓性血小板减少性紫癜 diseases, causes and symptoms at once, 斑秃, 肝掌, 类库欣综合征, 失眠多梦 and 胁痛 diseases and symptoms, 异物吸入
  and 支原体肺炎 diseases and causes, and 褥疮 an alias and a cause besides a disease.
- Besides these, 54 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 乳腺佩吉特病, 二期梅毒, 偏执症, 乳糜胸, 低氧血症, 产褥热, 传染性软疣, 创伤性溃疡, 乳房湿疹, IgA肾病, 丘脑出血, 全秃, 低色素性贫血, 产后抑郁症; a cause record:
  乳腺导管内乳头状瘤, 先天性动静脉瘘, 伤寒病, 人类免疫缺陷病毒[HIV]病 (two questions), B族链球菌感染 (two); both: 代谢性碱中毒, 乳腺导管扩张症, 偏头痛 (two), 冠状动脉疾病, 乙型肝炎
  (three), 喉癌, 中耳炎 (a check record besides), and 乳腺癌 and 前列腺癌 (population records besides); an alias record: 低眼压性青光眼,
  产褥期乳腺炎, 中间葡萄膜炎 (a symptom record besides) and 丙型肝炎 (two; a cause record besides); a check, a symptom and a therapy
  record: 产后甲状腺炎, 乳腺纤维腺瘤; an ingredient record for the drug 七氟烷 and the materials 倒卵叶五加, 人指甲, 买麻藤, 关白附, 丢了棒, 冬瓜皮; an
  alias record for the materials 一品红, 剪刀股, 丝瓜藤; a disease and a symptom record for the check 光敏感试验, a disease record for
  心血管造影检查 and a symptom record for 心电图检查; a check record for the alias instance ECG), and the wording says which is
  meant (医生说, 查出, 诊断, 病历上写的, 危险因素, 入药, 药材, 别名, 做了…检查, 缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_53.py    # rewrites bench/sets/medical_everyday_53.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_53.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("医生说不是梅尼埃病，是FPS眩晕症。除了天旋地转以外，这个病还会有哪些症状啊？", "has_symptom", "3D眩晕症", D,
      mention="FPS眩晕症"),
    Q("我妈乳头脱皮发痒，一直当湿疹擦药膏，活检出来不是湿疹，是湿疹样乳腺癌。它一般还有哪些表现呢？", "has_symptom",
      "乳腺佩吉特病", D, mention="湿疹样乳腺癌"),
    Q("化验单上写的不是一期梅毒，是二期梅毒。除了身上起疹子，它还会有哪些症状？", "has_symptom", "二期梅毒", D),
    Q("我爸老觉得嗓子里卡着东西，全家都以为是慢性咽炎，结果不是咽炎，是下咽癌。喉咽部异物感是它的症状吗？", "has_symptom",
      "下咽癌", D, named="喉咽部异物感"),
    Q("生完孩子三个月老心慌，不是产后抑郁，医生说是产后甲状腺炎，这个病一般会有哪些症状呀？", "has_symptom",
      "产后甲状腺炎", D),
    Q("没有发烧，只是流鼻涕、嗓子疼，化验说是冠状病毒感染，不是新冠那种。这个病一般还会有哪些症状呢？", "has_symptom",
      "冠状病毒感染", D),
    Q("我不是问中毒性白内障怎么治，我是问它都有什么表现？", "has_symptom", "中毒性白内障", D),
    # designated_to
    Q("心脏三个瓣膜都有毛病，报告上写的是三瓣膜病变。不想再去内科开药了，这种是挂心外科吗？", "designated_to",
      "二尖瓣、主动脉瓣和三尖瓣的合并疾患", D, mention="三瓣膜病变", named="心外科"),
    Q("儿子查出来曲细精管发育不全，医生说不是内分泌的问题，那应该挂哪个科？", "designated_to", "先天性睾丸发育不全", D,
      mention="曲细精管发育不全"),
    Q("老公不是早泄，是不射精症，说出来挺难为情的，去医院该挂哪个科啊？", "designated_to", "不射精症", D),
    Q("舅舅总怀疑邻居要害他，我不是问他是不是疯了，我是问偏执症该挂哪个科？", "designated_to", "偏执症", D),
    Q("乳腺Paget's病不是皮肤病吧？别再让我去皮肤科排队了，到底该挂哪个科呀", "designated_to", "乳腺Paget's病", D),
    Q("怀孕五个月就开始漏奶，婆婆说这叫乳泣。我不想看西医，是不是挂中医妇科就行？", "designated_to", "乳泣", D,
      named="中医妇科"),
    # checks
    Q("医生怀疑孩子是Duncan综合征，除了抽血查EB病毒以外，还要做哪些检查？", "checks", "儿童X—连锁淋巴细胞异常增生症", D,
      mention="Duncan综合征"),
    Q("乳头流血水，我不想做钼靶，医生说乳腺导管内乳头状瘤可以做乳管镜检查，是做这个吗？", "checks", "乳腺导管内乳头状瘤",
      D, named="乳管镜检查"),
    Q("宝宝喝完奶就喷着吐，医生怀疑先天性肥厚性幽门狭窄。不想让孩子喝钡餐，光做超声检查行不行？", "checks",
      "先天性肥厚性幽门狭窄", D, named="超声检查"),
    Q("胸腔里积了白色的液体，医生说不是普通胸水，是乳糜胸。要做哪些检查才能确定？", "checks", "乳糜胸", D),
    Q("我爸血糖高，眼睛越来越花，医生说不是老年白内障，是代谢性白内障，要查些什么呢？", "checks", "代谢性白内障", D),
    Q("孩子肾不好又贫血，排除了缺铁以后，医生说是儿童肾性贫血，还得做哪些检查呀？", "checks", "儿童肾性贫血", D),
    # has_complication
    Q("眼科诊断写的peripheral uveitis，不是普通的结膜炎，拖着不管会不会并发白内障？", "has_complication",
      "中间葡萄膜炎", D, mention="peripheral uveitis", named="白内障"),
    Q("儿子查出先天性视网膜劈裂症，医生说暂时不用手术，那以后可能会并发哪些病？", "has_complication",
      "先天性视网膜劈裂症", D),
    Q("伏格特—小柳—原田综合征除了青光眼以外，还容易并发哪些病？", "has_complication", "伏格特—小柳—原田综合征", D),
    Q("朋友腿上的伤口感染了，医生说不是破伤风，是伤口肉毒症。这个会并发哪些病呢？", "has_complication", "伤口肉毒症",
      D),
    Q("宝宝是先天性结肠狭窄和闭锁，医生说先观察，要是一直拖着，会引起哪些并发症？", "has_complication",
      "先天性结肠狭窄和闭锁", D),
    Q("孩子是冠状动脉异常起源于肺动脉，不是常见的那种先心病，它都会有哪些并发症啊？", "has_complication",
      "冠状动脉异常起源于肺动脉", D),
    # cures
    Q("一直吐，医生说不是胃炎，是代谢性碱中毒，要输复方氯化钠注射液吗？", "cures", "代谢性碱中毒", D,
      named="复方氯化钠注射液"),
    Q("外公血氧一直上不去，医生说是低氧血症。除了吸氧以外，还有什么药可以用？", "cures", "低氧血症", D),
    Q("宝宝查出先天性巨细胞病毒感染，我们不想干等它自己好，有什么药能治吗？", "cures", "先天性巨细胞病毒感染", D),
    Q("别跟我说多喝水醒酒，乙醇中毒送到医院，是不是会打盐酸纳洛酮注射液？", "cures", "乙醇中毒", D,
      named="盐酸纳洛酮注射液"),
    Q("不吃保健品，克山病能用亚硒酸钠片来治吗？", "cures", "克山病", D, named="亚硒酸钠片"),
    Q("产褥热我不想再用头孢了，护士说可以打注射用青霉素钠，这个对吗？", "cures", "产褥热", D, named="注射用青霉素钠"),
    # shown_on
    Q("外公脸上手背上起了粗糙的斑，不是老年斑，病历上写着老年角化病或日光性角化病，一般长在哪些部位？", "shown_on",
      "光线性角化病", D, mention="老年角化病或日光性角化病"),
    Q("孩子耳朵前面有个小眼，病历上写着“耳孔；先天性耳前瘘管”，不是长在耳朵里面吧？到底长在哪", "shown_on",
      "先天性耳前耳瘘", D, mention="耳孔；先天性耳前瘘管"),
    Q("孩子身上冒出几个珍珠一样的小疙瘩，医生说不是水痘，是传染性软疣。它一般长在哪些部位呢？", "shown_on", "传染性软疣",
      D),
    Q("嘴里被假牙磨出个溃疡，不是上火那种，医生说是创伤性溃疡，它一般长在哪些部位？", "shown_on", "创伤性溃疡", D),
    Q("喂奶期间乳头周围起疹子，医生说不是乳腺炎，是乳房湿疹。除了乳头，还会长在哪里？", "shown_on", "乳房湿疹", D),
    Q("检查结果不是前列腺癌，是前列腺肉瘤，它主要长在前列腺上吗？会不会传给老婆", "shown_on", "前列腺肉瘤", D,
      named="前列腺"),
    # has_alias
    Q("片子报告上写着Brock综合征或Graham—Burford—Mayer综合征，不是两个病吧？它到底是哪个病的别名", "has_alias",
      "Brock综合征或Graham—Burford—Mayer综合征", AL),
    Q("国外医院的诊断写的Muckle—Wells综合征，翻译软件翻不出来，它是哪个病的别称？", "has_alias", "Muckle—Wells综合征",
      AL),
    Q("孩子眼睛一直抖，英文报告写的congenital hereditary nystagmus，不是斜视吧？对应中文是哪个病", "has_alias",
      "congenital hereditary nystagmus", AL),
    Q("孩子身上起红斑，医生说不是过敏，是中毒性红斑，这个病还有什么别的叫法呢？", "has_alias", "中毒性红斑", D),
    Q("不是乳房小，是一边压根没发育，医生写的乳房缺如，它是不是也叫乳房缺失？", "has_alias", "乳房缺如", D,
      named="乳房缺失"),
    Q("新生儿哭不出声，医生说不是喉炎，是先天性声带发育不良，它还有别的名称吗？", "has_alias", "先天性声带发育不良", D),
    Q("HUGHES—STOVIN综合征不是白塞病吧？它还有别的叫法嘛", "has_alias", "HUGHES—STOVIN综合征", D),
    # caused_by
    Q("病理单上写着“浆细胞性乳腺炎；粉刺性乳腺炎；化学性乳腺炎”，我又没在喂奶，不是奶水堵的吧？到底是什么原因引起的",
      "caused_by", "乳腺导管扩张症", D, mention="浆细胞性乳腺炎；粉刺性乳腺炎；化学性乳腺炎"),
    Q("腿上的血管一根根鼓起来，医生说不是静脉曲张，是先天性动静脉畸形。这个是怎么形成的？", "caused_by", "先天性动静脉瘘",
      D, mention="先天性动静脉畸形"),
    Q("我们家没人喝酒，孩子又没吃过什么药，怎么会得先天性肝纤维化？到底是什么原因", "caused_by", "先天性肝纤维化", D),
    Q("乳房里长了个硬块还流脓，消炎药吃了半个月没用，中医说是乳痨，不是乳腺癌。乳痨是什么引起的？会传染给孩子吗", "caused_by",
      "乳痨", D),
    Q("杀鱼的时候手被鱼刺扎了，后来红肿，医生说不是丹毒，是丹毒丝菌病。它是由什么细菌引起的？", "caused_by", "丹毒丝菌病",
      D),
    Q("量血压老是很高，医生说不是真的高血压，是假性高血压，这是什么原因造成的呢？", "caused_by", "假性高血压", D),
    Q("孩子龅牙，医生说是上颌前突，别跟我说长大就好了，到底是什么原因引起的？", "caused_by", "上颌前突", D),
    # has_risk_factor
    Q("我38岁怀二胎，血压有点高，医生提到HELLP综合征，孕妇年龄超过35岁算它的危险因素吗？", "has_risk_factor",
      "HELLP综合征", D, named="孕妇年龄超过35岁"),
    Q("孩子中耳炎老复发，我们家没人抽烟，那用橡皮奶嘴会不会是危险因素？", "has_risk_factor", "中耳炎", D,
      named="使用橡皮奶嘴"),
    Q("我偏头痛，咖啡和酒早就戒了，听说柑橘类水果也会诱发偏头痛，是真的吗？", "has_risk_factor", "偏头痛", D,
      named="柑橘类水果"),
    Q("体检说不是乳腺增生，是乳腺原位癌。我平时不爱动，缺乏体力活动是它的危险因素吗？", "has_risk_factor", "乳腺原位癌",
      D, named="缺乏体力活动"),
    Q("我哥不抽烟不喝酒，就是肚子大，中心性肥胖算冠状动脉疾病的危险因素吗？", "has_risk_factor", "冠状动脉疾病", D,
      named="中心性肥胖"),
    Q("没输过血，也没文身，只有过无保护性行为，这会是丙型肝炎的危险因素吗？", "has_risk_factor", "丙型肝炎", D,
      named="无保护性行为"),
    # common_in
    Q("医生说我是低眼压性青光眼，眼压不高也会得青光眼？这个病是不是40岁以上女性多见", "common_in", "低眼压性青光眼", D,
      named="40岁以上女性"),
    Q("外公在工地晒了一辈子太阳，脸上起的不是老年斑，医生说是光线性角化病，这病一般什么人容易得？", "common_in",
      "光线性角化病", D),
    Q("儿子才二十出头，查出侧脑室肿瘤，我以为只有老年人才长脑瘤，它一般是什么人得的多啊？", "common_in", "侧脑室肿瘤", D),
    Q("老家那边缺碘，孩子反应慢，医生说不是智力低下，是亚临床型克汀病，这个病主要是哪些人得？", "common_in",
      "亚临床型克汀病", D),
    Q("表妹一边乳房缺失，不是发育晚，这个病一般是什么人会有？", "common_in", "乳房缺如", D, mention="乳房缺失"),
    Q("孩子伤寒好了以后心跳快，医生说不是病毒性心肌炎，是伤寒性心肌炎。这病一般是什么人容易得？", "common_in",
      "伤寒性心肌炎", D),
    Q("不是每个喂奶的都会得吧？产褥期乳腺炎是不是初产妇更容易得", "common_in", "产褥期乳腺炎", D, named="初产妇"),
    # prevalent_in
    Q("要去非洲援建两年，除了疟疾以外，亚洲和非洲还有哪些病比较流行？", "prevalent_in", "亚洲和非洲", RE),
    Q("乙型肝炎是不是主要在亚洲和非洲流行？欧美那边少吗", "prevalent_in", "乙型肝炎", D, named="亚洲和非洲"),
    Q("伤寒病现在国内很少见了吧？我说的不是东南亚，是印度那边还多吗？", "prevalent_in", "伤寒病", D, named="印度"),
    Q("IgA肾病在哪些国家发病率高？我不是问怎么治，是想知道地区分布", "prevalent_in", "IgA肾病", D),
    Q("乳腺癌除了北美洲以外，还在哪些地区比较高发？", "prevalent_in", "乳腺癌", D),
    # treated_with
    Q("宝宝歪脖子，医生说是先天性斜颈。才三个月，不用手术能好吗？是不是可以先做非手术疗法", "treated_with", "先天性斜颈",
      D, named="非手术疗法"),
    Q("医生说乳腺纤维腺瘤不大，我不想开刀，可以就密切观察、定期随诊吗？", "treated_with", "乳腺纤维腺瘤", D,
      named="密切观察、定期随诊"),
    Q("腿上长了几个硬结，病理写的Bazin disease，不是普通的结节红斑，这个要怎么治？", "treated_with", "Bazin硬红斑", D,
      mention="Bazin disease"),
    Q("我不想吃西药，冷球蛋白血症血管炎能用中医药治疗吗？", "treated_with", "冷球蛋白血症血管炎", D, named="中医药"),
    Q("孩子查出儿童慢性粒细胞白血病，除了吃药以外，还有什么治疗办法呢？", "treated_with", "儿童慢性粒细胞白血病", D),
    Q("孩子一只眼睛老往上飘，医生说是分离性垂直偏斜。不做手术、不吃药行不行？一般都有哪些治疗办法", "treated_with",
      "分离性垂直偏斜", D),
    # metastasizes_to
    Q("我姐是内膜癌，医生说目前没转移到肺和骨头，那会不会转移到盆腔、腹主动脉旁或腹股沟的淋巴结？", "metastasizes_to",
      "内膜癌", D, named="淋巴结（盆腔、腹主动脉旁或腹股沟淋巴结）转移"),
    Q("我妈查出胸腔积液，医生说不像结核，要排除别的癌转移过来。哪些癌会转移到胸膜？", "metastasizes_to", "胸膜", BP),
    Q("我爸是前列腺癌，医生说骨头上没看到，但提了一句胸膜，前列腺癌会转移到胸膜吗？", "metastasizes_to", "前列腺癌", D,
      named="胸膜"),
    Q("右侧输尿管结石疼起来不只是腰，还会往下跑到哪些地方？", "metastasizes_to", "右侧输尿管结石", D),
    Q("喉癌除了颈部淋巴结以外，还会转移到哪些地方？", "metastasizes_to", "喉癌", D),
    # invades
    Q("我不是问转移，我是想知道哪些癌会直接侵犯咽肌？", "invades", "咽肌", BP),
    Q("口咽癌我不问会转移到哪，我是问它往周围长会侵犯哪些地方？", "invades", "口咽癌", D),
    Q("HIV不是只攻击淋巴细胞吗？人类免疫缺陷病毒[HIV]病会不会侵犯巨噬细胞？", "invades", "人类免疫缺陷病毒[HIV]病", D,
      named="巨噬细胞"),
    Q("呼吸道白喉不光在嗓子里吧？会不会侵犯到眼睛、耳朵或生殖道黏膜？", "invades", "呼吸道白喉", D,
      named="眼睛、耳朵或生殖道黏膜"),
    # is_subtype_of
    Q("医生说不是脑梗，是丘脑出血，这个算脑出血的一种吗？", "is_subtype_of", "丘脑出血", D, named="脑出血"),
    Q("孕38周肚子一阵阵发紧，医生说是先兆临产，不是真要生了吧？它在分类上属于什么", "is_subtype_of", "先兆临产", D),
    Q("头发全掉光了，医生说是全秃，不是普通的脱发，它算斑秃的一种吗？", "is_subtype_of", "全秃", D, named="斑秃"),
    Q("宝宝头上一层黄痂，老人说是乳痂，不是湿疹吧？乳痂在分类上属于哪种病呀", "is_subtype_of", "乳痂", D),
    Q("诊断书上写的toxiceruption，不是药物过敏吧？它在疾病分类里归到哪一类", "is_subtype_of", "中毒性红斑", D,
      mention="toxiceruption"),
    Q("血常规说是低色素性贫血，医生排除了地中海贫血，那它在分类上属于哪一类呢？", "is_subtype_of", "低色素性贫血", D),
    # related_disease
    Q("我查出B族链球菌感染，剖宫产后刀口红肿，医生说不是脂肪液化，会不会是产后伤口感染？两者有关系吗", "related_disease",
      "B族链球菌感染", D, named="产后伤口感染"),
    Q("HELLP综合征除了肝功能异常，还跟肝包膜下血肿有关系吗？", "related_disease", "HELLP综合征", D,
      named="肝包膜下血肿"),
    Q("我手掌发红，不是喝酒喝的，乙型肝炎跟肝掌有关系吗？", "related_disease", "乙型肝炎", D, named="肝掌"),
    Q("朋友是HIV感染者，最近看东西模糊，不是近视加深，巨细胞病毒性视网膜炎跟人类免疫缺陷病毒[HIV]病有关吗？",
      "related_disease", "人类免疫缺陷病毒[HIV]病", D, named="巨细胞病毒性视网膜炎"),
    Q("孩子的儿童期哮喘一直在吸激素，医生说不是哮喘加重，是出现了类库欣综合征，这俩有关系吗？", "related_disease",
      "儿童期哮喘", D, named="类库欣综合征"),
    Q("丙型肝炎跟慢性肝病是什么关系？我不是问怎么治", "related_disease", "丙型肝炎", D, named="慢性肝病"),
    # differential_diagnosis
    Q("新生儿发烧，医生说不一定是B族链球菌感染，还要排除新生儿单纯疱疹病毒感染，这两个怎么区分？",
      "differential_diagnosis", "B族链球菌感染", D, named="新生儿单纯疱疹病毒感染"),
    Q("孕晚期血小板低，医生说不一定是HELLP综合征，要和血栓性血小板减少性紫癜鉴别，怎么区分呢？", "differential_diagnosis",
      "HELLP综合征", D, named="血栓性血小板减少性紫癜"),
    Q("转氨酶高，排除了甲肝之后，医生说要鉴别乙型肝炎和急性戊型肝炎，这俩怎么分？", "differential_diagnosis", "乙型肝炎",
      D, named="急性戊型肝炎"),
    Q("生完孩子情绪差，医生说不一定是产后抑郁症，可能是轻度情绪障碍，这两个怎么鉴别呢？", "differential_diagnosis",
      "产后抑郁症", D, named="轻度情绪障碍"),
    Q("头一坐起来就疼，躺下就好，这不是偏头痛吧？偏头痛跟低颅压性头痛怎么区分？", "differential_diagnosis", "偏头痛", D,
      named="低颅压性头痛"),
    Q("孩子喘，医生说不能光当儿童期哮喘治，还要排除异物吸入，这两个怎么鉴别？", "differential_diagnosis", "儿童期哮喘", D,
      named="异物吸入"),
    # indicated_for
    Q("必可酮是激素吧？我不是问副作用，我是问它到底治什么病？能不能长期用", "indicated_for", "丙酸倍氯米松气雾剂", DR,
      mention="必可酮"),
    Q("鼻子痒老打喷嚏，氯雷他定吃过了没管用，药店推荐辅舒良，我不想乱用激素喷剂，它是治鼻炎的吗？", "indicated_for", "丙酸氟替卡松鼻喷雾剂", DR,
      mention="辅舒良", named="鼻炎"),
    Q("皮肤科开的萌尔夫不是普通保湿霜吧？它治什么病？", "indicated_for", "他卡西醇软膏", DR, mention="萌尔夫"),
    Q("凯妮汀是治阴道炎的吗？我不想吃口服药，来月经的时候能用吗", "indicated_for", "克霉唑阴道片", DR, mention="凯妮汀",
      named="阴道炎"),
    Q("眼科开的泰普罗斯，不是普通的人工泪液吧？它是治什么病的", "indicated_for", "他氟前列素滴眼液", DR,
      mention="泰普罗斯"),
    Q("我不想吃西药，有人推荐乳核内消片，它主要治什么？", "indicated_for", "乳核内消片", DR),
    Q("我不是问六味安消胶囊里有什么，我是问它能治哪些病", "indicated_for", "六味安消胶囊", DR),
    # has_adverse_reaction
    Q("孩子做手术要用喜保福宁麻醉，除了恶心呕吐以外，还有哪些不良反应？", "has_adverse_reaction", "七氟烷", DR,
      mention="喜保福宁"),
    Q("吃了兰悉多以后老便秘，吃饭没变，便秘是它的副作用吗？", "has_adverse_reaction", "兰索拉唑片", DR, mention="兰悉多",
      named="便秘"),
    Q("医生开了百士欣，说不是化疗药，是增强免疫的，那它有哪些副作用？要吃多久", "has_adverse_reaction", "乌苯美司胶囊", DR,
      mention="百士欣"),
    Q("吃了施多宁晚上老做噩梦，不是压力大，这药都有哪些不良反应？", "has_adverse_reaction", "依非韦伦片", DR,
      mention="施多宁"),
    Q("被狗咬了打的英特维乐，除了发烧以外，还会有哪些不良反应？", "has_adverse_reaction", "人用狂犬病疫苗（Vero细胞）",
      DR, mention="英特维乐"),
    Q("我不是问依达拉奉注射液怎么用，我是想知道它有哪些副作用", "has_adverse_reaction", "依达拉奉注射液", DR),
    Q("吃二氟尼柳片以后老头痛，排除了感冒，除了头痛它还有哪些副作用？", "has_adverse_reaction", "二氟尼柳片", DR),
    # has_ingredient
    Q("坐月子想吃点活血的，不要西药，美尔康泰里面都是些什么中药？", "has_ingredient", "产妇安胶囊", DR, mention="美尔康泰"),
    Q("欧开不是中药吧？它的成分到底是什么", "has_ingredient", "七叶皂苷钠片", DR, mention="欧开"),
    Q("放疗科给的比亚芬，不是普通护手霜吧？里面都有什么成分呀？", "has_ingredient", "三乙醇胺乳膏", DR, mention="比亚芬"),
    Q("肝荣片不含激素吧？里面有维生素C吗", "has_ingredient", "二维葡醛内酯片", DR, mention="肝荣片", named="维生素C"),
    Q("七叶神安片里是不是有三七？我对好几种西药过敏，想找纯中药的", "has_ingredient", "七叶神安片", DR, named="三七"),
    Q("三金片不含抗生素吧？它的成分都有哪些", "has_ingredient", "三金片", DR),
    Q("胃寒吃丁蔻理中丸，我不是问它治什么，是问里面都有哪些成分", "has_ingredient", "丁蔻理中丸", DR),
    # is_a_level3
    Q("我是不能吃利福平的人，医生换成了明希欣，它不是普通的消炎药吧？属于哪一类药", "is_a_level3", "利福布汀胶囊", DR,
      mention="明希欣"),
    Q("医生给打舒兰新，我不是问它治什么，是问它算哪一类药？", "is_a_level3", "利福平注射液", DR, mention="舒兰新"),
    Q("发烧医生开了华乐沙，我以为是退烧药，结果不是，它是抗病毒药吗？", "is_a_level3", "利巴韦林片", DR, mention="华乐沙",
      named="抗病毒药"),
    Q("安体芬不是钙片吧？它在分类上属于哪类哈", "is_a_level3", "依普黄酮胶囊", DR, mention="安体芬"),
    Q("恩肤霜是不是激素药膏？我不想给孩子用糖皮质激素", "is_a_level3", "丙酸氯倍他索乳膏", DR, mention="恩肤霜",
      named="糖皮质激素"),
    Q("乙酰唑胺片不是降压药吧？它算哪一类药？", "is_a_level3", "乙酰唑胺片", DR),
    Q("六甲蜜胺胶囊不是靶向药吧？它属于哪一类呢", "is_a_level3", "六甲蜜胺胶囊", DR),
    # belongs_to
    Q("无痛人流用的静安，不是安眠药吧？它在药品分类上属于哪一类", "belongs_to", "丙泊酚注射液", DR, mention="静安"),
    Q("孕期贫血医生开了尤尼雪，不是保健品吧？它算哪一类药", "belongs_to", "乳酸亚铁胶囊", DR, mention="尤尼雪"),
    Q("我跟医生说了不要中成药，住院每天打的希弗全是西药吧？它在药品分类上属于哪一类？", "belongs_to", "低分子肝素钠注射液",
      DR, mention="希弗全"),
    Q("久保克是不是血管紧张素II受体拮抗剂？我吃普利类会咳嗽", "belongs_to", "依那普利氢氯噻嗪片", DR, mention="久保克",
      named="血管紧张素II受体拮抗剂"),
    Q("孩子喝的乙琥胺糖浆，不是感冒糖浆吧？它在药品分类上算哪一类", "belongs_to", "乙琥胺糖浆", DR),
    Q("佐匹克隆胶囊不是安定吧？它在药品分类上属于哪一类呀", "belongs_to", "佐匹克隆胶囊", DR),
    # drug_has_alias
    Q("麻醉单上写的竞安，不是安定吧？这个药还有别的名字吗", "drug_has_alias", "丙泊酚中/长链脂肪乳注射液", DR,
      mention="竞安"),
    Q("不是降压灵，我爸吃的是降压乐片，它还有什么别名？", "drug_has_alias", "复方地舍平片", DR, mention="降压乐片"),
    Q("盒子上写着匹伐他汀钙片分散片（京新），它是不是也叫力清之？", "drug_has_alias", "匹伐他汀钙片", DR,
      mention="匹伐他汀钙片分散片（京新）", named="力清之"),
    Q("倍松不是什么牌子的洗发水吧？它是哪个药的别名", "drug_has_alias", "倍松", AL),
    Q("双扑伪麻分散片是不是也叫爱德儿康？药店说不是同一个，我有点懵", "drug_has_alias", "双扑伪麻分散片", DR,
      named="爱德儿康"),
    # mainly_treats
    Q("老偏方说轮回酒能治跌打损伤，我问了才知道根本不是酒。它主要治哪些病？", "mainly_treats", "人尿", M,
      mention="轮回酒"),
    Q("猩猩木不是动物吧？听说能入药，主要治什么病", "mainly_treats", "一品红", M, mention="猩猩木"),
    Q("婆婆从山上挖回来的假蒲公英，药店的人说不是真的蒲公英，它主要治哪些病？", "mainly_treats", "剪刀股", M, mention="假蒲公英"),
    Q("母猪刺不是喂猪的吧？老中医说能治失眠多梦，是真的吗", "mainly_treats", "倒卵叶五加", M, mention="母猪刺",
      named="失眠多梦"),
    Q("不是三叶委陵菜全草，是三叶委陵菜根，它主要治什么病？", "mainly_treats", "三叶委陵菜根", M),
    Q("我说的是丝瓜藤，不是丝瓜络，它主要治什么病？", "mainly_treats", "丝瓜藤", M),
    Q("不想吃西药，听说人面子叶能治褥疮，是真的吗？", "mainly_treats", "人面子叶", M, named="褥疮"),
    # has_efficacy
    Q("蓝花菜不是菜市场卖的蔬菜吧？听说是一味药材，它有什么功效？", "has_efficacy", "东北延胡索", M, mention="蓝花菜"),
    Q("中药方里有一味筋退，我以为是治筋骨的，结果不是，它到底有什么功效？", "has_efficacy", "人指甲", M, mention="筋退"),
    Q("五子登科不是吉祥话吗？原来还是一味药，它有什么功效？", "has_efficacy", "五指茄", M, mention="五子登科"),
    Q("不是东风螺的肉，是东风螺壳，壳入药有什么功效？", "has_efficacy", "东风螺壳", M),
    Q("我不是问冬青子，我问的是冬青皮，它有什么功效？", "has_efficacy", "冬青皮", M),
    Q("倒挂牛不是牛身上的东西吧？它有什么功效啊", "has_efficacy", "倒挂牛", M),
    # distributed_in
    Q("麻骨风不是骨头药吧？它主要产在哪些地方", "distributed_in", "买麻藤", M, mention="麻骨风"),
    Q("金杯盂不是杯子，是一味草药，主要分布在哪些省？", "distributed_in", "八角乌", M, mention="金杯盂"),
    Q("山喇叭花不是牵牛花吧？它主要长在哪些地方", "distributed_in", "关白附", M, mention="山喇叭花"),
    Q("咸鱼头不是真的鱼头，是一种药材，主要产在哪呀？", "distributed_in", "丢了棒", M, mention="咸鱼头"),
    Q("凹瓦韦不是只有西藏才有吧？还分布在哪些地方", "distributed_in", "凹瓦韦", M),
    Q("八哥不是养着玩的鸟吗？入药的八哥主要分布在哪？", "distributed_in", "八哥", M),
    # material_has_alias
    Q("八棱麻不是麻，是哪味药材的别名？", "material_has_alias", "八棱麻", AL),
    Q("鬼臼叶是哪味药的别名？不是鬼臼本身吧", "material_has_alias", "鬼臼叶", AL),
    Q("马桂木皮不是肉桂皮吧？它是哪味药材的别名", "material_has_alias", "马桂木皮", AL),
    Q("冬瓜皮是不是也叫白瓜皮？不是西瓜皮吧", "material_has_alias", "冬瓜皮", M, named="白瓜皮"),
    Q("八角枫根不是八角茴香的根吧？它还有什么别名", "material_has_alias", "八角枫根", M),
    Q("一把香不是烧的香吧？它还有哪些别称呢", "material_has_alias", "一把香", M),
    # composed_of
    Q("健脾资生丸里是不是有川黄连？我胃寒，不想吃太苦寒的", "composed_of", "健脾资生丸", F, named="川黄连"),
    Q("八仙妙应丹里有锡灰吗？不是锡纸烧的灰吧", "composed_of", "八仙妙应丹", F, named="锡灰"),
    Q("八仙逍遥汤方子里写的防凤，不是防风写错了吧？里面真有防凤吗", "composed_of", "八仙逍遥汤", F, named="防凤"),
    Q("八减丸里有椒红吗？不是辣椒吧", "composed_of", "八减丸", F, named="椒红"),
    Q("八反膏里用了鳖头？不是鳖甲吗", "composed_of", "八反膏", F, named="鳖头"),
    Q("八厘丸里除了血竭，是不是还有无名异？", "composed_of", "八厘丸", F, named="无名异等"),
    # formula_has_efficacy
    Q("丁沉透膈丸不是治胃酸的吗？它能行气消胀吗", "formula_has_efficacy", "丁沉透膈丸", F, named="行气消胀"),
    Q("丁香柿蒂汤除了降逆止呃以外，还有温中益气的功效吗？", "formula_has_efficacy", "丁香柿蒂汤", F, named="温中益气"),
    Q("三仁汤不是只能清利湿热吧？它是不是还能宣畅气机", "formula_has_efficacy", "三仁汤", F, named="宣畅气机"),
    Q("三子养亲汤除了降气消食，能温肺化痰吗？", "formula_has_efficacy", "三子养亲汤", F, named="温肺化痰"),
    Q("三物备急丸不是泻药吧？它有攻逐寒积的作用吗", "formula_has_efficacy", "三物备急丸", F, named="攻逐寒积"),
    Q("八君子汤不是八珍汤吧？它能补脾祛湿吗", "formula_has_efficacy", "八君子汤", F, named="补脾祛湿"),
    # prescribed_for
    Q("不是胃疼，我是右边肋骨下面疼，一贯煎能治胁痛吗？", "prescribed_for", "一贯煎", F, named="胁痛"),
    Q("打嗝不停，不是吃撑了，丁香柿蒂汤是不是治胃气虚寒证的？", "prescribed_for", "丁香柿蒂汤", F, named="胃气虚寒证"),
    Q("七宝美髯丹不只是治白头发吧？能治齿牙动摇吗", "prescribed_for", "七宝美髯丹", F, named="齿牙动摇"),
    Q("二陈汤是治湿痰证的吗？我痰多，但不是黄痰", "prescribed_for", "二陈汤", F, named="湿痰证"),
    Q("厚朴煎不是厚朴泡水吧？它是不是治冷气上攻胸膈的", "prescribed_for", "八味厚朴丸", F, mention="厚朴煎",
      named="冷气上攻胸膈"),
    Q("咳了好几个月了，不是感冒那种咳，九仙散能治咳嗽日久不已吗？", "prescribed_for", "九仙散", F,
      named="咳嗽日久不已"),
    # formula_has_alias
    Q("八味厚朴丸不是八味地黄丸，它还有哪些别的名字？", "formula_has_alias", "八味厚朴丸", F),
    Q("不是六味地黄丸，是八味地黄丸，它在别的书里叫什么？", "formula_has_alias", "八味地黄丸", F),
    Q("古书上的厚朴丸不是单用一味厚朴做的吧？它是哪个方剂的别称", "formula_has_alias", "厚朴丸", AL),
    Q("加味地黄丸不是六味地黄丸随便加几味药吧？它到底是哪个方子的别名", "formula_has_alias", "加味地黄丸", AL),
    # check_for_disease
    Q("我不想做B超，前列腺指检能查出前列腺增生吗？", "check_for_disease", "前列腺指检", C, named="前列腺增生"),
    Q("乳房自检检查不是只能查乳腺癌吧？除了乳腺癌还能查出哪些病", "check_for_disease", "乳房自检检查", C),
    Q("发烧好几天，排除了流感，医生让做伤寒胶乳凝集试验，这个能查出哪些病？", "check_for_disease", "伤寒胶乳凝集试验", C),
    Q("孩子咳嗽不是普通感冒，医生让做冷凝集试验检查，是查支原体肺炎的吗？", "check_for_disease", "冷凝集试验检查", C,
      named="支原体肺炎"),
    Q("一晒太阳就起风团，抗过敏药吃了好几种都没用，医生让做光敏感试验，它能查出哪些病？", "check_for_disease", "光敏感试验", C),
    Q("刚果红试验不是查刚果那边传染病的吧？它能查出什么病啊", "check_for_disease", "刚果红试验", C),
    # check_for_symptom
    Q("腰疼不是腰肌劳损，医生让做4字试验检查，这个是针对哪些症状的？", "check_for_symptom", "4字试验检查", C),
    Q("头晕不是低血糖，医生用Frenzel氏眼镜检查法看眼睛，这个是针对什么症状做的？", "check_for_symptom",
      "Frenzel氏眼镜检查法", C),
    Q("脸疼不是牙疼，医生做了三叉神经的面部感觉检查，是因为面痛吗？", "check_for_symptom", "三叉神经的面部感觉检查", C,
      named="面痛"),
    Q("刷牙出血，牙医说不是牙龈炎，让去做凝血酶消耗试验，这个检查一般针对哪些症状？", "check_for_symptom",
      "凝血酶消耗试验", C),
    Q("走路不稳不是喝醉了，医生做了共济失调的检查，这个一般针对哪些症状？", "check_for_symptom", "共济失调的检查", C),
    Q("手一直抖，不是帕金森吧？医生做了不随意运动检查，是因为不自主运动吗？", "check_for_symptom", "不随意运动检查", C,
      named="不自主运动"),
    Q("没有发烧，只是一站起来就晕，医生做了体位检查，是针对体位性眩晕的吗？", "check_for_symptom", "体位检查", C,
      named="体位性眩晕"),
    # performed_by
    Q("宫腔镜检查不是在B超室做吧？一般是哪个科做呢", "performed_by", "宫腔镜检查", C),
    Q("宫腔镜检查是不是妇产科做？我不想跑错楼", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("心血管造影检查不是放射科做吧？是心血管科吗", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("妇产科除了产检以外，一般还能做哪些检查？", "performed_by", "妇产科", DEP),
    Q("医生说宝宝要做新生儿筛查，不是在产科做吧？到底在哪个科做哈", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    # check_has_alias
    Q("心电图检查不是叫EKG吗？它的英文缩写到底是什么", "check_has_alias", "心电图检查", C),
    Q("体检单上写的ECG，不是脑电图吧？是哪项检查的缩写", "check_has_alias", "ECG", AL),
    Q("快速血浆反应素试验是不是简称RPR？不是RP吧", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
    Q("化验单上的RPR不是查风湿的吧？到底是哪项检查的缩写", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day53"))
