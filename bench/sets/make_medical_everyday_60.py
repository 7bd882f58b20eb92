"""Writes `medical_everyday_60.jsonl`, a sixtieth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-ninth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is written the way a phone's speech-to-text wrote down what someone
said: a voice message to a doctor friend or a family group (王医生你好 我想问一下我想问一下 那个慢性颌下腺炎一般会有哪些表现啊, 李主任您好 …), a voice
assistant or a smart speaker asked aloud, wake word first (小爱同学, 嘿Siri, 小度小度, 天猫精灵, 小艺小艺, and an old man who says 小爱同学
twice before 我今年七十六了), a command to search (帮我搜一下, 你帮我查一下), dictation into a hospital app's voice input
(医生你好，我体检查出来，那个，…). What the recogniser leaves is kept in the framing: no punctuation at all, the whole question as one
run or spaces where the speaker paused (159 questions), a comma after every phrase (6, the only ones tagged `context`),
no question marks; fillers and hesitations (嗯, 那个, 就是, 然后, 呃, 对吧: 76 questions), a phrase said twice (我想问一下我想问一下), a
self-correction in mid-sentence (不对不是电动车是自行车, 出生第五天 不对是第六天, 不是早上是中午说的, 前天被狗咬了 不是前天是大前天), numbers and doses as spoken
words (发烧三十九度二, 三十八度五, 一天一次每次一片, 一天一粒 吃三周停一周, 三十二周就生了, 下了三十年煤矿, 闺女十四岁), tail particles (啊, 呢, 呀, 吧: 67 carry 呢/啊/呀/嘛/哈),
and ten homophone slips in ordinary framing words, never in a record's name (因该 for 应该, 检察 for 检查, 付作用 for 副作用, 工效 for
功效, 分部 for 分布, 一生说 for 医生说, 再打 for 在打, 以经 for 已经, 做用 for 作用, 那个科 for 哪个科). The names and aliases of the network's
records are written exactly as the network records them (the speaker said them clearly and the recogniser got them
right). 40 are short plain spoken questions with none of this (掌黑癣长在什么部位, 梅毒性巩膜炎怎么治, 八效虎骨散里面有败龟吗). Who speaks varies:
patients (我戴隐形眼镜戴出了棘阿米巴性角膜炎), parents of a newborn in the ward (宝宝三十二周就生了, 我们家孩子还在保温箱里呢), grandchildren and grandparents
(我爷爷说他年轻时候得过暴痢, 我奶奶说糖梨根能治疝气), carers (我爸做完食管癌手术), pharmacy customers (药店给我拿的金得乐), herb buyers (草药摊上那个麒麟片, 我外婆拿来泡酒的滚筒树根),
workers (我在温度计厂上班上了十二年), travellers (我五一要带孩子去曼谷玩) and students (我在背方剂, 我是学医的, 我们老师说). Some ask one thing and add another
(登革热在泰国流行吗 … 要不要防蚊子 names 泰国; 汗孔角化病 有什么治疗办法啊 … asks the treatments).

By relation type: has_symptom 7, designated_to 6, checks 6, has_complication 6, cures 6, shown_on 6, has_alias 7,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 6, invades 5, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
6, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the fifth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 59 and the three alias
sets) contains and that none of them uses as an entity or a mention; the fortieth and fiftieth sets drew from the fifth
tenth too, and this one takes only what they and every other set left. cures has 106 window sources and none left, so
its six questions each name a drug no earlier question names (注意缺陷多动障碍 → 盐酸哌甲酯控释片, 氰化物中毒 → 亚硝酸钠注射液, 汞中毒 → 二巯丙磺钠注射液,
新生儿呼吸窘迫综合征 → 注射用牛肺表面活性剂, 梅尼埃病 → 注射用盐酸倍他司汀, 斑秃 → 复方甘草酸苷片), four of them naming the disease by an alias (注意力缺陷障碍伴多动;
职业性汞中毒, 新生儿肺透明膜病 and 鬼剃头, earlier sets' mentions). Where every source of a relation type in that window is already asked
about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias,
composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names
one neighbour no earlier question names (感染性心内膜炎 ← 静脉注射毒品, 慢性胰腺炎 ← 非那西汀滥用, 慢性缺血性心脏病 ← 空气污染, 支气管肺癌 ← 氡暴露史, 新生儿黄疸 ←
脐带结扎推迟, 早产 ← 牙周疾病, 痛风 → 足痛风, 抑郁症 ↔ 焦虑障碍和物质滥用, 气管软化症 ↔ 咳嗽发作, 溃疡性结肠炎 ↔ 外周关节炎 and 脊椎关节病, 狂犬病 ↔ 麻痹瘫痪, 抑郁症 ↔ 慢性精神病, 支气管肺癌 ↔
霍奇金病, 机会性感染 ↔ 食道念珠菌病, 溃疡性结肠炎 ↔ 艰难梭状芽胞杆菌感染, 溶血性贫血 ↔ 再生不良性贫血, 狂犬病 ↔ 西尼罗河病毒性脑炎, 八效虎骨散 → 败龟, 八珍养血汤 → 上炙耆, 八灵丸 → 石三棱, 八岁汤 →
升麻等, 八物茜根汤 → 桔梗等, 八正散加木香汤 → 滑石等, 半夏泻心汤 → 寒热平调, 回阳救急汤 → 回阳固脱, 大黄附子汤 → 温阳散寒, 定痫丸 → 涤痰熄风, 完带汤 → 补脾疏肝, 导赤散 → 清心养阴, 半夏厚朴汤 →
胸膈满闷, 大黄牡丹汤 → 肠痈初起, 天台乌药散 → 偏坠肿胀, 四妙勇安汤 → 热毒炽盛之脱疽, 固冲汤 → 漏下不止, 宁嗽丸 → 风热咳嗽), is asked from the relation's target end
(象皮病, which 淋巴水肿 is related to; 热带和亚热带地区, where 疟疾 is prevalent; 东南亚和西太平洋地区, where 登革热 is; 骨骼, where 瘤型麻风 spreads; 肾脏,
where 白喉 spreads; 肾小管 and 周围神经髓鞘, which 白喉 invades; 儿科, the department of 新生儿疾病筛查检查, as the fortieth and fiftieth sets
did), names its entity by an alias (支气管癌, PDD and OI, earlier sets' mentions, and LL, new; 安信, a trade name an earlier
set's question uses; 新生儿筛查, earlier sets' mention) or asks what an alias stands for (克必信 and 拓痞丸, earlier questions'
gold, and newborn screening, asked here in other words); a few ask a record again in words no earlier question uses (疟疾,
病毒性脑膜炎, 肛管癌, 注射用亮菌甲素, 注射用盐酸洛美沙星, 八痞丸, 八风丹, 八风散, 新生儿疾病筛查检查, 无痛胃镜检查), and where a window source has no neighbour left that
no earlier question names, the question names one again (痔 → 美国, 登革热 → 泰国, 瘤型麻风 → 鼻, 白喉 → 气管, 皮肤白喉 → 眼, 白喉 → 咽, 沙格列汀片 →
安立泽, 八生饮子 → 八生散, 新生儿疾病筛查检查 → 儿科, 快速血浆反应素试验 → RPR, 肌电图检查 → EMG). has_risk_factor has 19 window sources, all asked about
before: its six questions each name a risk factor no earlier question names, 支气管肺癌 named by its alias 支气管癌. None of the
four window sources of prevalent_in (甲状腺癌, 疟疾, 痔, 登革热) has a neighbour no earlier question names: two name one again, 疟疾
is asked in new words and two questions ask from the target end (热带和亚热带地区 and 东南亚和西太平洋地区, never an earlier question's
entity, each the neighbour of one window source only). Of the six window sources of metastasizes_to (病毒性脑膜炎, 痔, 痛风,
瘤型麻风, 癌症, 白喉) only 痛风 has one (足痛风); 瘤型麻风 (named by its alias LL, as the speaker reads LL型麻风 off the record) and 白喉 name
one again, 病毒性脑膜炎 is asked in new words and two questions ask from the target end (骨骼 and 肾脏, never an earlier
question's entity). The three window sources of invades (白喉, 皮肤白喉, 肛管癌) have none: two name one again, 肛管癌 is asked in
new words and two questions ask from the target end (肾小管 and 周围神经髓鞘, never an earlier question's entity). Of the 31
window sources of related_disease only 抑郁症, 气管软化症, 溃疡性结肠炎, 煤工尘肺 and 狂犬病 have a neighbour no earlier question names; 煤工尘肺
and its alias 黑肺病 are an entity and a mention of the second alias set, which no everyday set uses, so five questions
each name one and one asks from the target end (象皮病, never an earlier question's entity). Of the 12 of
differential_diagnosis, six questions each name a neighbour no earlier question names (抑郁症 named by PDD, 机会性感染 by OI).
The window of drug_has_alias holds seven drugs (沙格列汀片, 注射用亮菌甲素, 注射用单磷酸阿糖腺苷, 注射用比阿培南, 注射用盐酸洛美沙星, 注射用硫酸抗敌素, 注射用达托霉素), all
of whose aliases and trade names earlier questions use: 沙格列汀片 is asked whether it is 安立泽, 注射用亮菌甲素 and 注射用盐酸洛美沙星 are
asked in new words, 注射用比阿培南 is named by its trade name 安信 and one question asks what 克必信 (注射用达托霉素's alias) stands for.
None of the seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier question
names, three of them ones the network writes with 等, said the way people say them, without the 等 (八岁汤里用不用升麻, 八物茜根汤里有桔梗吗,
八正散加木香汤里有没有滑石). Six of the 31 window formulas of formula_has_efficacy are asked whether they have an efficacy no earlier
question names, and six of the 34 of prescribed_for whether they treat a disease no earlier question names.
formula_has_alias has 29 sources and its window three (八生饮子, 八痞丸, 八风丹), all of whose aliases earlier questions name:
八生饮子 is asked whether it is also called 八生散, 八痞丸 and 八风丹 are asked in new words, one question asks what 拓痞丸 (八痞丸's
alias) stands for, and the record after the window (八风散, never an earlier question's gold) is asked in new words.
performed_by has six sources and its window one (新生儿疾病筛查检查, the third in key order), as for the fortieth and fiftieth
sets: it is asked in new words and by its alias 新生儿筛查, whether it is done in 儿科, one question asks from the target end
(儿科) and the record after it (无痛胃镜检查) is asked in new words. check_has_alias has seven sources and its window the same
record (the third), asked in new words and by what its alias newborn screening stands for; the record before it
(快速血浆反应素试验) is asked whether it is called RPR and the record after it (肌电图检查) whether its English abbreviation is EMG.

95 questions name the one neighbour they ask about, most of them naming two records (新生儿低钠血症 → 皮肤弹性减低, 慢性进行性眼外肌麻痹 →
上睑下垂, 急性风湿热肾损害 → 肾内科, 新生儿头颅血肿 → 神经外科, 急性细菌性脑膜炎 → 脑脊液检查, 慢性子宫内膜炎 → 诊断性刮宫, 急性蜂窝织炎 → 毒血症, 成人肥厚性幽门狭窄 → 幽门梗阻, 新生儿肺不张 → 肺脓肿,
残窦综合征 → 胃窦, 急性细菌性脑膜炎 → 化脓性脑膜炎, 慢性单纯性咽炎 → 慢性咽炎, 急性腹型—高脂血症综合征 → 家族性高脂蛋白血症I型, 杀鼠药中毒 → 小儿误服, 无骨折脱位型颈脊髓损伤 → 骑自行车跌倒, 慢性硬脑膜外血肿
→ 青年男性, 新生儿糖尿病 → 胰岛素替代治疗, 新生儿休克 → 扩容治疗, 慢性单纯性鼻炎 → 低温等离子消融术治疗, 森林黄热病 → 黄热病, 艾悉 → 旅行者腹泻, 布瑞芬 → 痛经, 丽科明 → 视力模糊, 海王银得菲 → 困倦,
感舒 → 大青叶, 泰华 → 人工牛黄, 克感来宁 → 马来酸氯苯那敏, 布瑞喜 → 脑血管药, 芙仕得 → 抗雌激素类, 糖梨根 → 疝气, 灯台树果 → 蛔虫病, 海茜 → 软坚散结, 梅露 → 益气养阴, 樱桃根 → 山东, 毛冬青叶
→ 福建, 江蓠 → 龙须菜, 毛罗勒 → 罗勒, 甲状腺血流显像 → 结节性甲状腺肿, 电阻抗体积描记检查 → 下肢深静脉血栓形成, 立克次体凝集试验 → 恙虫病, 痰液气味检查 → 痰有恶臭味, 眼球和眼眶的超声检查 → 视网膜脱离,
and the neighbours above), some in other words than the neighbour's name, the way they are said (长期吃那个非那西汀 names 非那西汀滥用,
氡暴露 names 氡暴露史, 会犯困吗 names 困倦, 扩散到鼻子那里 names 鼻, and the three ingredients said without 等). Twelve besides the
alias-instance questions are asked from the relation's target end (象皮病跟哪些病有关系啊, 女性青少年容易得哪些病啊, 热带和亚热带地区流行哪些病,
东南亚和西太平洋地区有什么流行的病, 哪些病会转移到骨骼, 什么病会转移到肾脏啊, 哪些病会侵犯肾小管, 周围神经髓鞘会被什么病侵犯啊, 哪些药材有熄风镇静的功效, 黄海沿岸能找到哪些药材啊, 伤寒面容要做哪些检查,
儿科那边都能做哪些检查啊), each about a neighbour of a window source that no earlier question asks about as its entity (儿科 excepted,
above).

Names inside names: by a mechanical count 125 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; among them, asked the way people say them (急性视网膜色素上皮炎
holds 视网膜色素上皮炎, 慢性进行性眼外肌麻痹 holds 眼外肌麻痹, 急性风湿热肾损害 holds 急性风湿热 and 肾损害, 新生儿头颅血肿 holds 头颅血肿, 新生儿低钠血症, 新生儿高血糖症 and
新生儿弥散性血管内凝血 hold 低钠血症, 高血糖症 and 弥散性血管内凝血, 急性细菌性脑膜炎 holds 细菌性脑膜炎 and is asked whether it is also called 化脓性脑膜炎, 急性细菌性前列腺炎
and 无菌性前列腺炎 hold 前列腺炎, 慢性子宫内膜炎 holds 子宫内膜炎, 春季卡他性结膜炎 holds 卡他性结膜炎, 慢性硬脑膜外血肿 holds 硬脑膜外血肿, 慢性单纯性咽炎 holds 单纯性咽炎 and is
asked against 慢性咽炎, 慢性单纯性鼻炎 lies inside a cause the network writes as 慢性单纯性鼻炎发展而来, 急性盆腔炎 inside 急性盆腔炎症, 汞中毒 inside 急性汞中毒
and 慢性汞中毒 and is named by 职业性汞中毒, 森林黄热病 holds 黄热病, its answer, 最外囊出血 holds 外囊出血, 放线菌脑膜炎 holds 放线菌 and 脑膜炎, 病毒性脑膜炎 holds
脑膜炎 and lies inside 肠病毒性脑膜炎, 溃疡性结肠炎 holds 结肠炎 and is asked three times, 狂犬病 lies inside 森林狂犬病 and 狂犬病疫苗, 抑郁症 inside
产后抑郁症, 热带和亚热带地区 holds 热带地区 and 亚热带地区, 东南亚和西太平洋地区 holds 东南亚, 周围神经髓鞘 holds 周围神经, 肾小管 lies inside 肾小管坏死; 格拉司琼注射液 lies
inside 盐酸格拉司琼注射液, 氨酚伪麻那敏片（II） holds 氨酚伪麻那敏片, 木糖醇氯化钠注射液 holds 氯化钠注射液 and 木糖醇, 新复方大青叶片 holds 大青叶, its answer, 注射用比阿培南
holds 比阿培南, 愈美片 lies inside 愈美片（包衣片）; 毛排钱草 holds 排钱草, 毛冬青叶 holds 毛冬青 and 冬青叶, 灯台树果 holds 灯台树, 樱桃根 lies inside 野樱桃根;
八效虎骨散 holds 虎骨散, 八物茜根汤 holds 茜根汤, 八正散加木香汤 holds 八正散, 天台乌药散 holds 天台乌药, 宁嗽丸 lies inside 清肺宁嗽丸 and 二母宁嗽丸; 无痛胃镜检查 holds
胃镜检查, 眼球和眼眶的超声检查 holds 超声检查, 肌电图检查 lies inside 盆底肌电图检查).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (9: 杆菌性血骨病或上皮样血管瘤病, read off a pathology report, 注意力缺陷障碍伴多动 and the abbreviation LL, new; 职业性汞中毒, 新生儿肺透明膜病, 鬼剃头,
支气管癌, and the abbreviations PDD and OI, earlier sets' mentions); drug trade names (32, below); medicinal material
aliases (10: 木蹄, 糖梨根, 麒麟片, 热水莲, 骨鱼, 滚筒树根, 指甲草, 海仁草, 滚山珠, 树毛衣); a check alias (1: 新生儿筛查, earlier sets' mention). Each of
these names is listed by that one instance only. Six more ask what an alias stands for (交接区性早搏或交接性早搏, read off an ECG
report, 克必信, 家鹤儿, 避蛇灵, 拓痞丸, newborn screening: disease, drug, material, formula and check aliases): their gold is the
alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 32 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (美唯宁, 艾悉, 金得乐, 苏令琼, 布瑞芬, 孚岚素, 切诺, 尤斯洛, 丽科明, 复锐明, 克罗米芬, 海王银得菲, 喜舒敏, 可坦, 感舒, 泰华, 时美百服咛, 克感来宁, 瑞复美, 替诺康, 赣鹰, 奥卜克,
布瑞喜, 得斯芬, 普扶林, 泽通, 瑞莫杜林, 尤尼乐, 芙仕得, 欧可芬, 华苏凝, 安信). All but 尤尼乐 are also drug records of their own. They are labelled as
in the earlier sets: the gold entity is the standard record (枸橼酸莫沙必利胶囊, 次水杨酸铋分散片, 枸橼酸铋雷尼替丁片, 格拉司琼注射液, 氨酚维C分散片,
氟哌噻吨癸酸酯注射液, 桉柠蒎肠溶软胶囊, 斑蝥素乳膏, 更昔洛韦眼用凝胶, 枸橼酸铁铵泡腾颗粒, 枸橼酸氯米芬胶囊, 氨酚伪麻那敏片（II）, 氨酚那敏片、维B1那敏片复合包装, 愈美片, 新复方大青叶片, 氨咖黄敏片, 氨酚伪麻滴剂,
氨酚伪麻那敏咀嚼片, 来那度胺胶囊, 替硝唑含片, 氢化泼尼松注射液, 氢溴酸右美沙芬软胶囊, 注射用尼莫地平, 注射用甲磺酸去铁胺, 注射用烟酰胺, 注射用托拉塞米, 曲前列尼尔注射液, 枸橼酸苹果酸钙片, 氟维司群注射液,
氟比洛芬钠滴眼液, 氨甲苯酸葡萄糖注射液, 注射用比阿培南), the mention is the trade name and the line is tagged `alias`, because whoever says the
name off a box, an infusion bag or a prescription asks about the medicine, and the standard record is the one that names
it, holds its class and lists the trade name.

Other names the network holds under two records:
- 克必信 is a drug record as well as the alias instance 注射用达托霉素 lists (克必信是哪个药的别名啊): the question asks what the name stands
  for, so the gold is the alias instance, as the earlier sets' questions are. 新生儿筛查, by which a performed_by question
  names 新生儿疾病筛查检查, is a check record too: the question names the check the baby is to have, so the gold is the record
  the alias belongs to, as in the earlier sets' 新生儿筛查 questions.
- Some named neighbours are records of other types too: 化脓性脑膜炎 a disease, a cause and a symptom as well as the alias its
  disease lists, 慢性咽炎 a disease and a symptom besides an alias, 安立泽 a drug and EMG a check as well as aliases, 八生散 a
  formula besides an alias, 大青叶 a medicinal material and an alias and 人工牛黄 a drug besides ingredients, 儿科 a drug class
  and a population and 肾内科 a population besides departments, 足痛风 a disease besides a body part, 鼻, 气管 and 咽 causes and
  symptoms and 眼 a symptom besides body parts, 美国 a symptom besides a region, 静脉注射毒品 a symptom besides a cause, 梅露's
  益气养阴 a drug product class besides an efficacy, 痛经 an efficacy, a population and a symptom besides a disease, and 上睑下垂,
  毒血症, 幽门梗阻, 肺脓肿, 视力模糊, 困倦, 疝气, 蛔虫病, 结节性甲状腺肿 and 视网膜脱离 diseases and symptoms (毒血症 and 结节性甲状腺肿 causes besides).
- Besides these, 32 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 斑秃, 慢性单纯性咽炎, 慢性胰腺炎, 痔, 痛风, and the body parts 骨骼 and 肾脏; a cause record: 登革热, 病毒性脑膜炎, 狂犬病 (two questions);
  both: 感染性心内膜炎, 早产, 疟疾, 白喉 (two), 抑郁症 (two), 溃疡性结肠炎 (three), and 急性细菌性前列腺炎 a therapy record besides; a check and a
  symptom record: 慢性肥厚性鼻炎, 慢性单纯性鼻炎; a cause, a check, a symptom and a therapy record: 溶血性贫血; an alias record: 注意缺陷多动障碍,
  支气管肺癌 (two), the material 桦菌芝, and 梅尼埃病 a cause record besides; a drug record for the alias instance 克必信; a drug class
  and a population record for the department 儿科), and the wording says which is meant (医生说, 查出来, 病历上写的, 得…的风险, 转移, 侵犯,
  鉴别, 药材, 别名, 哪个科, 检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_60.py    # rewrites bench/sets/medical_everyday_60.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, M, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_60.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("小爱同学 急性视网膜色素上皮炎有什么症状", "has_symptom", "急性视网膜色素上皮炎", D),
    Q("王医生你好 我想问一下我想问一下 那个慢性颌下腺炎一般会有哪些表现啊 我下巴底下老是一阵一阵的肿", "has_symptom",
      "慢性颌下腺炎", D),
    Q("嗯 宝宝还在新生儿科 医生说是新生儿低钠血症 然后我看他皮肤捏起来都不回弹 皮肤弹性减低是不是这个病的症状啊", "has_symptom",
      "新生儿低钠血症", D, named="皮肤弹性减低"),
    Q("病理报告上写的是杆菌性血骨病或上皮样血管瘤病 呃 这个病身上会出现什么症状呢", "has_symptom", "杆菌性上皮样血管瘤病", D,
      mention="杆菌性血骨病或上皮样血管瘤病"),
    Q("嗯 敏感性皮肤 会有哪些表现啊 我一换季脸就发红", "has_symptom", "敏感性皮肤", D),
    Q("嘿Siri 慢性进行性眼外肌麻痹会不会上睑下垂", "has_symptom", "慢性进行性眼外肌麻痹", D, named="上睑下垂"),
    Q("就是我爷爷说他年轻时候得过暴痢 暴痢是啥症状啊 是拉肚子拉得很厉害那种吗", "has_symptom", "暴痢", D),
    # designated_to
    Q("性爱成瘾症应该挂哪个科", "designated_to", "性爱成瘾症", D),
    Q("医生你好，我体检查出来，那个，意义未明单克隆免疫球蛋白血症，我因该挂什么科啊", "designated_to", "意义未明单克隆免疫球蛋白血症", D),
    Q("我妈查出来急性风湿热肾损害 嗯 是不是挂肾内科就行", "designated_to", "急性风湿热肾损害", D, named="肾内科"),
    Q("我婆婆心慌 查了说是房室交接区性期前收缩 这个要去医院那个科看呢", "designated_to", "房室交接区性期前收缩", D),
    Q("小度小度 椒疮病去医院挂什么科", "designated_to", "椒疮病", D),
    Q("宝宝生下来头上鼓了个大包 一生说是新生儿头颅血肿 呃 要去看神经外科吗", "designated_to", "新生儿头颅血肿", D,
      named="神经外科"),
    # checks
    Q("急性盆腔炎要做哪些检查", "checks", "急性盆腔炎", D),
    Q("我侄子发烧三十九度二 头疼得厉害 医院怀疑急性细菌性脑膜炎 是不是要抽脑脊液检查啊", "checks", "急性细菌性脑膜炎", D,
      named="脑脊液检查"),
    Q("那个 我戴隐形眼镜戴出了棘阿米巴性角膜炎 呃 就是确诊要做什么检察", "checks", "棘阿米巴性角膜炎", D),
    Q("帮我搜一下 无菌性前列腺炎需要查什么项目", "checks", "无菌性前列腺炎", D),
    Q("早上护士说我们家宝宝可能是新生儿弥散性血管内凝血 不是早上是中午说的 要做哪些化验啊", "checks", "新生儿弥散性血管内凝血", D),
    Q("慢性子宫内膜炎要做诊断性刮宫吗", "checks", "慢性子宫内膜炎", D, named="诊断性刮宫"),
    # has_complication
    Q("那个 急性细菌性前列腺炎 要是不好好治 会引起什么并发症啊", "has_complication", "急性细菌性前列腺炎", D),
    Q("李医生 我老公那个慢性淋病拖了好久了 然后呢 会不会搞出别的病来啊 都有哪些并发症", "has_complication", "慢性淋病", D),
    Q("我爸腿上那个急性蜂窝织炎 肿得发亮 严重了会不会引起毒血症啊", "has_complication", "急性蜂窝织炎", D, named="毒血症"),
    Q("嗯 新生儿肺气漏后面可能会有什么并发症啊 我们家孩子还在保温箱里呢", "has_complication", "新生儿肺气漏", D),
    Q("小爱同学 成人肥厚性幽门狭窄会并发幽门梗阻吗", "has_complication", "成人肥厚性幽门狭窄", D, named="幽门梗阻"),
    Q("医生 新生儿肺不张会不会继发肺脓肿啊 你帮我看看", "has_complication", "新生儿肺不张", D, named="肺脓肿"),
    # cures
    Q("医生说孩子是注意力缺陷障碍伴多动 呃 开了盐酸哌甲酯控释片 一天一次每次一片 这个药能治这个病吗", "cures", "注意缺陷多动障碍", D,
      mention="注意力缺陷障碍伴多动", named="盐酸哌甲酯控释片"),
    Q("嘿Siri 氰化物中毒可以用亚硝酸钠注射液解毒吗", "cures", "氰化物中毒", D, named="亚硝酸钠注射液"),
    Q("我在温度计厂上班上了十二年 体检说是职业性汞中毒 那个 二巯丙磺钠注射液是治这个的吗", "cures", "汞中毒", D,
      mention="职业性汞中毒", named="二巯丙磺钠注射液"),
    Q("宝宝三十二周就生了 医生说是新生儿肺透明膜病 用注射用牛肺表面活性剂管用吗", "cures", "新生儿呼吸窘迫综合征", D,
      mention="新生儿肺透明膜病", named="注射用牛肺表面活性剂"),
    Q("我头晕耳鸣 查出来是梅尼埃病 医生开了注射用盐酸倍他司汀 这个药是对症的吧", "cures", "梅尼埃病", D, named="注射用盐酸倍他司汀"),
    Q("头上一块一块的掉头发 老人说是鬼剃头 嗯 复方甘草酸苷片能不能治啊", "cures", "斑秃", D, mention="鬼剃头",
      named="复方甘草酸苷片"),
    # shown_on
    Q("天猫精灵 慢性肥厚性鼻炎是鼻子里面哪个部位肥厚了", "shown_on", "慢性肥厚性鼻炎", D),
    Q("那个 新生儿皮下脂肪坏死 一般长在宝宝身上哪些地方 我摸他背上有硬块", "shown_on", "新生儿皮下脂肪坏死", D),
    Q("掌黑癣长在什么部位", "shown_on", "掌黑癣", D),
    Q("泛发性特发性毛细血管扩张症，一般会长在哪里，腿上，还是脸上，还是全身都有", "shown_on", "泛发性特发性毛细血管扩张症", D),
    Q("残窦综合征是胃窦那块出问题吗", "shown_on", "残窦综合征", D, named="胃窦"),
    Q("小度小度 明癣长在身体哪个部位呀", "shown_on", "明癣", D),
    # has_alias
    Q("急性快速进展性肾小球肾炎还有什么别的叫法", "has_alias", "急性快速进展性肾小球肾炎", D),
    Q("我想问一下 急性细菌性脑膜炎是不是也叫化脓性脑膜炎啊", "has_alias", "急性细菌性脑膜炎", D, named="化脓性脑膜炎"),
    Q("嗯 慢性单纯性咽炎 就是平时说的慢性咽炎吧 对吧", "has_alias", "慢性单纯性咽炎", D, named="慢性咽炎"),
    Q("我做完放疗 放射性肠炎这个病有没有别的名字 病历上写的好像不一样", "has_alias", "放射性肠炎", D),
    Q("急性腹型—高脂血症综合征 是不是又叫家族性高脂蛋白血症I型", "has_alias", "急性腹型—高脂血症综合征", D,
      named="家族性高脂蛋白血症I型"),
    Q("你帮我查一下 无功能垂体腺瘤 它还有什么别名", "has_alias", "无功能垂体腺瘤", D),
    Q("心电图报告上写的交接区性早搏或交接性早搏 这是哪个病的别称啊", "has_alias", "交接区性早搏或交接性早搏", AL),
    # caused_by
    Q("我爸给棉花打完药就头晕想吐 拟除虫菊类农药中毒一般是怎么中的毒啊", "caused_by", "拟除虫菊类农药中毒", D),
    Q("我们家宝宝出生第五天 不对是第六天 查出来新生儿高血糖症 这是什么原因引起的", "caused_by", "新生儿高血糖症", D),
    Q("天猫精灵 春季卡他性结膜炎是怎么得的 每年一到春天眼睛就痒", "caused_by", "春季卡他性结膜炎", D),
    Q("呃，桡神经麻痹，是什么原因导致的，我手腕抬不起来了，已经两个礼拜了", "caused_by", "桡神经麻痹", D),
    Q("家里三岁的小孩把老鼠药吃了 杀鼠药中毒是不是好多都是小儿误服啊", "caused_by", "杀鼠药中毒", D, named="小儿误服"),
    Q("你帮我查一下暴发性肝衰竭的病因有哪些", "caused_by", "暴发性肝衰竭", D),
    Q("我爸骑电动车摔了一跤 不对不是电动车是自行车 医生说是无骨折脱位型颈脊髓损伤 骑自行车跌倒也会这样吗", "caused_by",
      "无骨折脱位型颈脊髓损伤", D, named="骑自行车跌倒"),
    # has_risk_factor
    Q("静脉注射毒品的人是不是更容易得感染性心内膜炎", "has_risk_factor", "感染性心内膜炎", D, named="静脉注射毒品"),
    Q("嗯 我舅以前 长期吃那个非那西汀 就是止疼片 这个会不会增加得慢性胰腺炎的风险啊", "has_risk_factor", "慢性胰腺炎", D,
      named="非那西汀滥用"),
    Q("小爱同学 小爱同学 我今年七十六了 心脏一直不好 空气污染是慢性缺血性心脏病的危险因素吗", "has_risk_factor", "慢性缺血性心脏病", D, named="空气污染"),
    Q("王医生 我家地下室测出来氡超标 呃 氡暴露会不会增加得支气管癌的风险", "has_risk_factor", "支气管肺癌", D, mention="支气管癌",
      named="氡暴露史"),
    Q("生孩子的时候那个脐带结扎推迟了 会不会让宝宝更容易得新生儿黄疸啊", "has_risk_factor", "新生儿黄疸", D, named="脐带结扎推迟"),
    Q("我怀孕五个月了牙龈老出血 听说牙周疾病会增加早产的风险 是真的吗", "has_risk_factor", "早产", D, named="牙周疾病"),
    # common_in
    Q("心脏脂肪瘤多见于什么人", "common_in", "心脏脂肪瘤", D),
    Q("我爸做完食管癌手术 然后医生说要注意手术后膈疝 这个病一般是哪些人容易得啊", "common_in", "手术后膈疝", D),
    Q("嗯 那个 心包转移瘤一般发生在什么样的病人身上", "common_in", "心包转移瘤", D),
    Q("嘿Siri 急性化脓性乳突炎多发于哪个年龄段的人", "common_in", "急性化脓性乳突炎", D),
    Q("慢性硬脑膜外血肿是不是年轻男的比较容易得 青年男性多吗", "common_in", "慢性硬脑膜外血肿", D, named="青年男性"),
    Q("女性青少年容易得哪些病啊 我闺女十四岁了 就是想提前注意一下", "common_in", "女性青少年", PO),
    # prevalent_in
    Q("热带和亚热带地区流行哪些病 我下个月要去那边出差三个月", "prevalent_in", "热带和亚热带地区", RE),
    Q("小度小度 东南亚和西太平洋地区有什么流行的病", "prevalent_in", "东南亚和西太平洋地区", RE),
    Q("痔在美国是不是很多人得啊", "prevalent_in", "痔", D, named="美国"),
    Q("登革热在泰国流行吗 我五一要带孩子去曼谷玩 嗯 要不要防蚊子", "prevalent_in", "登革热", D, named="泰国"),
    Q("我想问一下 疟疾主要在世界上哪些地方流行呢", "prevalent_in", "疟疾", D),
    # treated_with
    Q("新生儿糖尿病是不是要用胰岛素替代治疗啊 我们家宝宝才二十天", "treated_with", "新生儿糖尿病", D, named="胰岛素替代治疗"),
    Q("梅毒性巩膜炎怎么治", "treated_with", "梅毒性巩膜炎", D),
    Q("医生说我爸是枕叶肿瘤，嗯，有哪些治疗方法，能不能手术啊", "treated_with", "枕叶肿瘤", D),
    Q("新生儿休克抢救的时候要做扩容治疗吗", "treated_with", "新生儿休克", D, named="扩容治疗"),
    Q("汗孔角化病 有什么治疗办法啊 身上长了一圈一圈的 以经好几年了", "treated_with", "汗孔角化病", D),
    Q("小爱同学 慢性单纯性鼻炎可以做低温等离子消融术治疗吗", "treated_with", "慢性单纯性鼻炎", D, named="低温等离子消融术治疗"),
    # metastasizes_to
    Q("痛风会不会转移到脚上 变成足痛风啊", "metastasizes_to", "痛风", D, named="足痛风"),
    Q("病历上写的LL型麻风 嗯 这个会不会扩散到鼻子那里", "metastasizes_to", "瘤型麻风", D, mention="LL", named="鼻"),
    Q("嗯 病毒性脑膜炎 会扩散到身体哪里啊", "metastasizes_to", "病毒性脑膜炎", D),
    Q("帮我搜一下 哪些病会转移到骨骼", "metastasizes_to", "骨骼", BP),
    Q("呃 就是 什么病会转移到肾脏啊 我妈查出来肾上有东西", "metastasizes_to", "肾脏", BP),
    Q("孩子得了白喉 会不会往下蔓延到气管啊 好担心", "metastasizes_to", "白喉", D, named="气管"),
    # invades
    Q("哪些病会侵犯肾小管", "invades", "肾小管", BP),
    Q("那个 周围神经髓鞘会被什么病侵犯啊", "invades", "周围神经髓鞘", BP),
    Q("皮肤白喉会侵犯眼吗", "invades", "皮肤白喉", D, named="眼"),
    Q("小孩得了白喉 嗯 会不会侵犯到咽 就是嗓子那里", "invades", "白喉", D, named="咽"),
    Q("我爸做完肠镜说是肛管癌 这个癌会侵犯周围什么地方啊", "invades", "肛管癌", D),
    # is_subtype_of
    Q("放线菌脑膜炎属于哪一类病", "is_subtype_of", "放线菌脑膜炎", D),
    Q("新生儿睡眠肌阵挛 在分类上算什么病啊 宝宝睡觉老是一抽一抽的", "is_subtype_of", "新生儿睡眠肌阵挛", D),
    Q("小艺小艺 普卢默—文森综合征是哪种病的一种", "is_subtype_of", "普卢默—文森综合征", D),
    Q("森林黄热病是黄热病的一种吧", "is_subtype_of", "森林黄热病", D, named="黄热病"),
    Q("嗯 我们村有人练功练出毛病来了 说是气功所致精神障碍 这个在医学上归到哪一类啊", "is_subtype_of", "气功所致精神障碍", D),
    Q("最外囊出血属于哪一大类的病", "is_subtype_of", "最外囊出血", D),
    # related_disease
    Q("小爱同学 抑郁症跟焦虑障碍和物质滥用有关系吗", "related_disease", "抑郁症", D, named="焦虑障碍和物质滥用"),
    Q("我家孩子是气管软化症 然后呢 他那个咳嗽发作跟这个病有关联吗", "related_disease", "气管软化症", D, named="咳嗽发作"),
    Q("我有溃疡性结肠炎 最近膝盖也疼 溃疡性结肠炎跟外周关节炎有关系吗", "related_disease", "溃疡性结肠炎", D,
      named="外周关节炎"),
    Q("我姥姥腿肿得跟大象腿一样 人家说是象皮病 嗯 象皮病跟哪些病有关系啊", "related_disease", "象皮病", D, reverse=True),
    Q("狂犬病跟麻痹瘫痪有关系吗", "related_disease", "狂犬病", D, named="麻痹瘫痪"),
    Q("嘿Siri 溃疡性结肠炎和脊椎关节病有没有关联", "related_disease", "溃疡性结肠炎", D, named="脊椎关节病"),
    # differential_diagnosis
    Q("诊断书上写的PDD 嗯 这个要跟慢性精神病鉴别吗", "differential_diagnosis", "抑郁症", D, mention="PDD", named="慢性精神病"),
    Q("支气管肺癌跟霍奇金病要鉴别诊断吗", "differential_diagnosis", "支气管肺癌", D, named="霍奇金病"),
    Q("医生写的OI 说是免疫力低引起的感染 那个 要跟食道念珠菌病区分开吗", "differential_diagnosis", "机会性感染", D,
      mention="OI", named="食道念珠菌病"),
    Q("李主任您好 我想问溃疡性结肠炎要不要排除艰难梭状芽胞杆菌感染啊", "differential_diagnosis", "溃疡性结肠炎", D,
      named="艰难梭状芽胞杆菌感染"),
    Q("我是学医的 想问一下 溶血性贫血和再生不良性贫血 怎么鉴别啊", "differential_diagnosis", "溶血性贫血", D, named="再生不良性贫血"),
    Q("前天被狗咬了 不是前天是大前天 怕是狂犬病 那个 医生说还要跟西尼罗河病毒性脑炎鉴别 是吗", "differential_diagnosis", "狂犬病", D,
      named="西尼罗河病毒性脑炎"),
    # indicated_for
    Q("美唯宁是治什么的", "indicated_for", "枸橼酸莫沙必利胶囊", DR, mention="美唯宁"),
    Q("小爱同学 艾悉能治旅行者腹泻吗", "indicated_for", "次水杨酸铋分散片", DR, mention="艾悉", named="旅行者腹泻"),
    Q("药店给我拿的金得乐，嗯，一天两次每次一片，这个药主要治什么病啊", "indicated_for", "枸橼酸铋雷尼替丁片", DR, mention="金得乐"),
    Q("我妈化疗的时候打那个苏令琼 这个针是干嘛用的", "indicated_for", "格拉司琼注射液", DR, mention="苏令琼"),
    Q("布瑞芬痛经能吃吗", "indicated_for", "氨酚维C分散片", DR, mention="布瑞芬", named="痛经"),
    Q("呃 医生给我弟开了孚岚素 说是一个月打一针 这个药是治什么病的", "indicated_for", "氟哌噻吨癸酸酯注射液", DR, mention="孚岚素"),
    Q("切诺是治哪些病的", "indicated_for", "桉柠蒎肠溶软胶囊", DR, mention="切诺"),
    # has_adverse_reaction
    Q("那个尤斯洛 涂了有什么副作用 我手上长了好几个瘊子", "has_adverse_reaction", "斑蝥素乳膏", DR, mention="尤斯洛"),
    Q("眼科开的丽科明 用了以后看东西有点模糊 视力模糊是它的副作用吗", "has_adverse_reaction", "更昔洛韦眼用凝胶", DR,
      mention="丽科明", named="视力模糊"),
    Q("复锐明吃了会有哪些不良反应啊 我吃完有点反胃", "has_adverse_reaction", "枸橼酸铁铵泡腾颗粒", DR, mention="复锐明"),
    Q("做试管的医生让吃克罗米芬 一天一次每次一粒 连吃五天 这个药有什么付作用", "has_adverse_reaction", "枸橼酸氯米芬胶囊", DR,
      mention="克罗米芬"),
    Q("嘿Siri 海王银得菲吃了会犯困吗 我下午还要开车", "has_adverse_reaction", "氨酚伪麻那敏片（II）", DR, mention="海王银得菲",
      named="困倦"),
    Q("你帮我查一下 喜舒敏有什么不良反应", "has_adverse_reaction", "氨酚那敏片、维B1那敏片复合包装", DR, mention="喜舒敏"),
    Q("我是糖尿病 医院给我输木糖醇氯化钠注射液 输了会有什么不良反应啊", "has_adverse_reaction", "木糖醇氯化钠注射液", DR),
    # has_ingredient
    Q("小度小度 可坦里面含什么成分", "has_ingredient", "愈美片", DR, mention="可坦"),
    Q("嗯 感舒里头是不是有大青叶啊", "has_ingredient", "新复方大青叶片", DR, mention="感舒", named="大青叶"),
    Q("泰华感冒片 呃 里面有没有人工牛黄 我对牛黄过敏", "has_ingredient", "氨咖黄敏片", DR, mention="泰华", named="人工牛黄"),
    Q("宝宝感冒了 就是那个时美百服咛滴剂 它的成分是什么啊", "has_ingredient", "氨酚伪麻滴剂", DR, mention="时美百服咛"),
    Q("克感来宁里面有马来酸氯苯那敏吗 我是开出租的", "has_ingredient", "氨酚伪麻那敏咀嚼片", DR, mention="克感来宁",
      named="马来酸氯苯那敏"),
    Q("我爸在吃瑞复美 一天一粒 吃三周停一周 这个药的成分是啥啊", "has_ingredient", "来那度胺胶囊", DR, mention="瑞复美"),
    Q("替诺康里面是什么成分", "has_ingredient", "替硝唑含片", DR, mention="替诺康"),
    # is_a_level3
    Q("赣鹰是什么类的药", "is_a_level3", "氢化泼尼松注射液", DR, mention="赣鹰"),
    Q("小度小度 奥卜克属于哪一类药啊 咳嗽的时候吃的", "is_a_level3", "氢溴酸右美沙芬软胶囊", DR, mention="奥卜克"),
    Q("我爷爷住院再打的布瑞喜 是不是脑血管药啊", "is_a_level3", "注射用尼莫地平", DR, mention="布瑞喜", named="脑血管药"),
    Q("得斯芬属于哪类药物 孩子要一直打这个", "is_a_level3", "注射用甲磺酸去铁胺", DR, mention="得斯芬"),
    Q("普扶林，是哪一类的药，嗯，是补维生素的吗", "is_a_level3", "注射用烟酰胺", DR, mention="普扶林"),
    Q("我爸心衰住院 护士说在给他推泽通 嗯 泽通属于哪一类药", "is_a_level3", "注射用托拉塞米", DR, mention="泽通"),
    # belongs_to
    Q("嗯 瑞莫杜林 属于什么类别的药品", "belongs_to", "曲前列尼尔注射液", DR, mention="瑞莫杜林"),
    Q("小度小度 尤尼乐是哪一类药", "belongs_to", "枸橼酸苹果酸钙片", DR, mention="尤尼乐"),
    Q("我妈乳腺癌术后在打芙仕得 它是不是抗雌激素类的药", "belongs_to", "氟维司群注射液", DR, mention="芙仕得",
      named="抗雌激素类"),
    Q("眼科手术前滴的欧可芬 在药品分类里算哪一类啊", "belongs_to", "氟比洛芬钠滴眼液", DR, mention="欧可芬"),
    Q("嗯 华苏凝归哪一类药 是止血的吗", "belongs_to", "氨甲苯酸葡萄糖注射液", DR, mention="华苏凝"),
    Q("森林脑炎灭活疫苗算什么类别", "belongs_to", "森林脑炎灭活疫苗", DR),
    # drug_has_alias
    Q("沙格列汀片是不是就是安立泽", "drug_has_alias", "沙格列汀片", DR, named="安立泽"),
    Q("注射用亮菌甲素还有什么名字 嗯 就是商品名叫啥", "drug_has_alias", "注射用亮菌甲素", DR),
    Q("克必信是哪个药的别名啊", "drug_has_alias", "克必信", AL),
    Q("医生 注射用盐酸洛美沙星 在药房里还叫什么名字", "drug_has_alias", "注射用盐酸洛美沙星", DR),
    Q("我老公住院用的安信 这个针还有别的叫法吗", "drug_has_alias", "注射用比阿培南", DR, mention="安信"),
    # mainly_treats
    Q("那个 木蹄 就是长在桦树上的那个 这个药材主要治什么病", "mainly_treats", "桦菌芝", M, mention="木蹄"),
    Q("我奶奶说糖梨根能治疝气 是真的吗", "mainly_treats", "梨树根", M, mention="糖梨根", named="疝气"),
    Q("毒芹根能治什么病", "mainly_treats", "毒芹根", M),
    Q("嗯 海鳗胆主要治什么病啊 我在海边市场上看到有卖的", "mainly_treats", "海鳗胆", M),
    Q("草药摊上那个麒麟片 呃 是治什么的", "mainly_treats", "毛排钱草", M, mention="麒麟片"),
    Q("天猫精灵 热水莲主治什么病症", "mainly_treats", "漏斗瓶蕨", M, mention="热水莲"),
    Q("灯台树果能不能打虫子 就是治蛔虫病", "mainly_treats", "灯台树果", M, named="蛔虫病"),
    # has_efficacy
    Q("骨鱼有什么功效", "has_efficacy", "海鲶", M, mention="骨鱼"),
    Q("我外婆拿来泡酒的滚筒树根 这个有什么作用啊", "has_efficacy", "椴树根", M, mention="滚筒树根"),
    Q("帮我搜一下 哪些药材有熄风镇静的功效", "has_efficacy", "熄风镇静", EF),
    Q("海茜是不是能软坚散结", "has_efficacy", "海茜", M, named="软坚散结"),
    Q("小爱同学 指甲草有什么工效", "has_efficacy", "滇瓦花", M, mention="指甲草"),
    Q("我在药书上看到梅露 嗯 它是不是能益气养阴啊", "has_efficacy", "梅露", M, named="益气养阴"),
    # distributed_in
    Q("海仁草主要分部在哪里", "distributed_in", "海人草", M, mention="海仁草"),
    Q("呃 滚山珠产在哪些地方啊", "distributed_in", "滚山虫", M, mention="滚山珠"),
    Q("樱桃根山东有吗 呃 我是说山东有没有出产", "distributed_in", "樱桃根", M, named="山东"),
    Q("黄海沿岸能找到哪些药材啊 我在青岛", "distributed_in", "黄海沿岸", RE),
    Q("嗯 树毛衣这个东西 在哪些省份有分布啊", "distributed_in", "毛扭藓", M, mention="树毛衣"),
    Q("毛冬青叶福建有产的吗", "distributed_in", "毛冬青叶", M, named="福建"),
    # material_has_alias
    Q("嗯 桂花跌打 还叫什么名字", "material_has_alias", "桂花跌打", M),
    Q("江蓠是不是就是龙须菜啊", "material_has_alias", "江蓠", M, named="龙须菜"),
    Q("那个毛罗勒 是不是也叫罗勒", "material_has_alias", "毛罗勒", M, named="罗勒"),
    Q("家鹤儿是哪味药材的别名", "material_has_alias", "家鹤儿", AL),
    Q("海仙花有哪些别名 你帮我查一下", "material_has_alias", "海仙花", M),
    Q("山里人说的避蛇灵 这个名字指的是哪一种药材", "material_has_alias", "避蛇灵", AL),
    # composed_of
    Q("八效虎骨散里面有败龟吗", "composed_of", "八效虎骨散", F, named="败龟"),
    Q("嗯 八珍养血汤 方子里有没有上炙耆啊", "composed_of", "八珍养血汤", F, named="上炙耆"),
    Q("嘿Siri 八灵丸里有石三棱吗", "composed_of", "八灵丸", F, named="石三棱"),
    Q("八岁汤 里面用不用升麻啊", "composed_of", "八岁汤", F, named="升麻等"),
    Q("老中医给开的八物茜根汤 然后 里面有桔梗吗", "composed_of", "八物茜根汤", F, named="桔梗等"),
    Q("你帮我查一下八正散加木香汤的组成里有没有滑石", "composed_of", "八正散加木香汤", F, named="滑石等"),
    # formula_has_efficacy
    Q("半夏泻心汤能寒热平调吗", "formula_has_efficacy", "半夏泻心汤", F, named="寒热平调"),
    Q("我在背方剂 回阳救急汤 它有回阳固脱的功效吗", "formula_has_efficacy", "回阳救急汤", F, named="回阳固脱"),
    Q("大黄附子汤 是不是有温阳散寒的做用", "formula_has_efficacy", "大黄附子汤", F, named="温阳散寒"),
    Q("嘿Siri 定痫丸能涤痰熄风吗", "formula_has_efficacy", "定痫丸", F, named="涤痰熄风"),
    Q("嗯 完带汤有补脾疏肝的功效吗 我白带多了好一阵了", "formula_has_efficacy", "完带汤", F, named="补脾疏肝"),
    Q("孩子嘴里长疮 中医说用导赤散 导赤散能清心养阴吗", "formula_has_efficacy", "导赤散", F, named="清心养阴"),
    # prescribed_for
    Q("我老觉得嗓子里堵着东西 胸口也闷 半夏厚朴汤能治胸膈满闷吗", "prescribed_for", "半夏厚朴汤", F, named="胸膈满闷"),
    Q("小度小度 大黄牡丹汤是不是治肠痈初起的", "prescribed_for", "大黄牡丹汤", F, named="肠痈初起"),
    Q("我们老师说天台乌药散 嗯 能治偏坠肿胀 是这样吗", "prescribed_for", "天台乌药散", F, named="偏坠肿胀"),
    Q("四妙勇安汤 是不是治热毒炽盛之脱疽的", "prescribed_for", "四妙勇安汤", F, named="热毒炽盛之脱疽"),
    Q("我月经老是淋漓不尽 固冲汤能治漏下不止吗", "prescribed_for", "固冲汤", F, named="漏下不止"),
    Q("宁嗽丸能治风热咳嗽吗", "prescribed_for", "宁嗽丸", F, named="风热咳嗽"),
    # formula_has_alias
    Q("八生饮子是不是也叫八生散", "formula_has_alias", "八生饮子", F, named="八生散"),
    Q("我想问一下我想问一下 八痞丸还有什么别名", "formula_has_alias", "八痞丸", F),
    Q("嗯 八风丹还有别的叫法吗 就是古书上的名字", "formula_has_alias", "八风丹", F),
    Q("拓痞丸是哪个方子的别名啊", "formula_has_alias", "拓痞丸", AL),
    Q("八风散有没有别的名字 你帮我搜一下", "formula_has_alias", "八风散", F),
    # check_for_disease
    Q("医院让做热放散试验 这是查什么病的呀", "check_for_disease", "热放散试验", C),
    Q("炭疽的凝集反应能查出哪些病", "check_for_disease", "炭疽的凝集反应", C),
    Q("我妈脖子上摸到疙瘩 医生让做甲状腺血流显像 这个能不能查结节性甲状腺肿", "check_for_disease", "甲状腺血流显像", C,
      named="结节性甲状腺肿"),
    Q("嗯 电阻抗体积描记检查 可以查下肢深静脉血栓形成吗", "check_for_disease", "电阻抗体积描记检查", C, named="下肢深静脉血栓形成"),
    Q("上山回来发烧三十八度五 立克次体凝集试验能诊断恙虫病吗", "check_for_disease", "立克次体凝集试验", C, named="恙虫病"),
    Q("医院让我老公做男性性功能测试全面测试 呃 这个能查出哪些病啊", "check_for_disease", "男性性功能测试全面测试", C),
    Q("皮肤癌检测能查哪些病", "check_for_disease", "皮肤癌检测", C),
    # check_for_symptom
    Q("什么情况下要做温度与出汗这个检查 就是身上有哪些症状的时候", "check_for_symptom", "温度与出汗", C),
    Q("痰有恶臭味要做痰液气味检查吗", "check_for_symptom", "痰液气味检查", C, named="痰有恶臭味"),
    Q("小爱同学 瞳孔计检查是针对哪些症状做的", "check_for_symptom", "瞳孔计", C),
    Q("医生让做生殖道分泌物培养 嗯 这个检查一般是有哪些症状才做的啊", "check_for_symptom", "生殖道分泌物培养", C),
    Q("眼球和眼眶的超声检查 视网膜脱离的时候要做吗", "check_for_symptom", "眼球和眼眶的超声检查", C, named="视网膜脱离"),
    Q("医生说病人是伤寒面容 那个 伤寒面容要做哪些检查", "check_for_symptom", "伤寒面容", S),
    # performed_by
    Q("新生儿疾病筛查检查是哪个科室做的", "performed_by", "新生儿疾病筛查检查", C),
    Q("宝宝出院前要做新生儿筛查 嗯 是在儿科做吗", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    Q("我想问一下我想问一下 儿科那边都能做哪些检查啊", "performed_by", "儿科", DEP),
    Q("嘿Siri 无痛胃镜检查要去哪个科做", "performed_by", "无痛胃镜检查", C),
    # check_has_alias
    Q("嗯 新生儿疾病筛查检查 平时还有什么叫法", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("宝宝体检单上写着newborn screening 这是什么检查的英文名啊", "check_has_alias", "newborn screening", AL),
    Q("快速血浆反应素试验是不是就叫RPR", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
    Q("嗯 肌电图检查 英文缩写是不是EMG", "check_has_alias", "肌电图检查", C, named="EMG"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day60"))
