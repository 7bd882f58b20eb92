"""Writes `medical_everyday_55.jsonl`, a fifty-fifth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-fourth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is written by someone who already has or takes several things, lists
them and then asks about one: conditions (我爸七十多了，高血压、糖尿病、前列腺增生、前列腺结石一身毛病, 孕32周，前置胎盘、妊娠期糖尿病、贫血都赶上了), medicines taken
(肾移植后每天吃他克莫司、赛可平、泼尼松，其中赛可平会引起胃肠出血吗, 心脏支架后吃的药：辛贝、阿托伐他汀、美托洛尔, 降压药吃的是悦南珊+缬沙坦), a medicine chest (家里药箱有消炎痛片、布洛芬、扑热息痛), a
shopping list from a pharmacy (药店小票：布洛芬缓释胶囊×1、康利诺×1、维C银翘片×2、板蓝根颗粒×1, 牙疼买了扶他捷、甲硝唑和西瓜霜), the lines of a report (体检报告异常项：1.
甲状腺结节 2. 脂肪肝 3. 匐行性脉络膜萎缩, one to a line, 胃镜报告：慢性浅表性胃炎、十二指肠胃反流及胆汁反流性胃炎、幽门螺杆菌阳性) and a TCM prescription read out before
asking about one of its ingredients or about the formula (方子：南五味子10g 酸枣仁15g 茯神10g 远志6g, 方子：大块瓦3g、细辛3g、麻黄6g, 熟地黄24g 山药12g
山茱萸12g 泽泻9g 茯苓9g 牡丹皮9g 桂枝3g 附子3g，医生说是八味圆). The lists are separated by 、, ，, /, +, 和, 跟, 以及 and 还有 or written one to a
line (失眠吃过的药：安定 / 佐匹克隆 / 文飞; two questions hold a real newline), the one asked about stands first, in the middle or last
and is now and then referred to by its place (第二个, 第三个, 中间那个, 最后那个, 前一个, 其中那个土风疮病, 中间那个海威克); records of the network are
listed beside things it does not hold (他达拉非跟维生素E, 伊可新、钙片和多维元素胶囊（13）, 84、洁厕灵、漂白水, 钙尔奇、骨化三醇、唯善). Who writes varies:
caregivers of old people with many conditions (外公的病历上列了一串：慢性肾病、痛风、副蛋白血症周围神经病, 奶奶眼睛的毛病一大堆：老花、干眼、圆翳内障), parents
(孩子过敏体质，湿疹、过敏性鼻炎、嗜酸细胞性胃肠炎都有, 孩子这个月要打的疫苗：百白破、海威克、乙脑), patients with chronic diseases, a pharmacy's customers and people
who use herbs (山里老人说的几味草药：小胖药，鸡血藤，五指毛桃, 藏药方子里有乌巴拉色尔布、红景天、藏红花). 53 carry no list (one name, plain: 十二指肠结核会有哪些表现？,
弥漫性致密性骨病该挂哪个科？, 拔牙前喷的利舒卡，里面是什么成分？). 10 carry 呢/啊/呀/嘛/哈; 159 are tagged `context`; some ask two things and the first is
the gold (可待因桔梗片里是不是有磷酸可待因？会上瘾吗 names 磷酸可待因; 康利诺含马来酸氯苯那敏吗？吃了开车会不会困 names 马来酸氯苯那敏; 卵巢破裂，这是怎么引起的？以后还会再破吗 asks the causes;
罗特威在药品分类里算什么？要冷藏吗 the class; 地八角是不是也叫土牛膝？药店里的土牛膝跟它是一个东西吗 names 土牛膝). Where two names of a list could be asked about, the
wording says which, and the gold is always the record the list names.

Records: taken from the second tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 53 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-fourth and forty-fifth sets drew from
the second tenth too, and this one takes only what they and every other set left. cures has 106 window sources and four
left (化学烧伤, 单纯性肥胖, 原发性腹膜炎, 口腔癌), all asked; two more questions each name a drug no earlier question names (头癣 → 灰黄霉素片,
地方性克汀病 → 碘化油胶丸). Where every source of a relation type in that window is already asked about (has_risk_factor,
prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of,
formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one
neighbour no earlier question names (前列腺癌 ← 高脂肪膳食, 唇腭裂 ← 产前叶酸缺乏, 垂体功能减退症 ← 产后出血严重, 动脉粥样硬化 ← LDL—C升高, 哮喘 ← 漂白剂等化学气体, 喉癌 ←
胆汁逆流, 先天性代谢缺陷 ↔ 肌张力异常, 前置胎盘 ↔ 凝血功能障碍, 前置胎盘 ↔ 无痛性出血, 基孔肯雅热病毒 ↔ 结膜炎症, 垂体功能减退症 ↔ 垂体转移瘤, 哮喘 ↔ α-1 抗胰蛋白酶缺乏, 垂体功能减退症 ↔
原发性慢性肾上腺皮质功能减退症, 基底细胞癌 ↔ 美克尔细胞癌, 多发性硬化 ↔ 维生素 B12 缺乏症, 多发性骨髓瘤 ↔ 单克隆丙种球蛋白病, 宫颈癌 ↔ 盆腔感染, 八味圆 → 泽泻等, 八味地黄丸 → 云苓等, 八味桂心丸 →
人参等, 八味茴香丸 → 川楝子等, 八味固囟膏 → 黄芩等, 八味加味汤 → 山药等, 八味地黄汤 → 补肾水以制火, 八味茯苓补心汤 → 调气活血, 八宝丸 → 益气固脱, 八威灵散 → 活血行气, 八味黄耆散 → 生肌拔毒,
八味回阳饮 → 阴阳将脱, 八味知母汤 → 大渴喘乏, 八味香苏散 → 面目浮肿, 八子丸 → 干涩昏花, 八宝光明散 → 热泪羞明, 八味荡滞饮 → 里急后重), is asked from the relation's target
end (非洲北部的部分地区, where 埃及血吸虫病 is prevalent; 颈淋巴结, where 声门上型喉癌 spreads; 杓会厌皱襞, which 喉癌 invades; 妇产科, the department of
宫腔镜检查), names its entity by an alias (治疝茴香丸, 知母汤 and 新生儿筛查, earlier sets' mentions) or asks what an alias stands for
(柏多瑞, 还晴散, ECG, RPR: earlier questions' gold, asked here in other words); a few ask a record again in words no earlier
question uses (偏头痛, 儿童期哮喘, 子宫内膜癌, 声门上型喉癌, 基底细胞癌, 原发性痛风急性关节炎, 安立生坦片, 大流行流感病毒灭活疫苗, 复方多粘菌素B软膏, 八宝圣灵丹, 八味知母汤, 八味还睛散, 宫腔镜检查,
心血管造影检查, 心电图检查), and where a window source has no neighbour left that no earlier question names, the question names one
again (埃及血吸虫病 → 中东地区, 原发性高血压 → 发展中国家, 宫颈癌 → 膀胱, 基底细胞癌 → 骨, 喉癌 → 杓状软骨, 小细胞肺癌 → 胸壁, 多维元素胶囊（13） → 康耐得, 八味茴香丸 → 治疝茴香丸, 宫腔镜检查
→ 妇产科, 新生儿疾病筛查检查 → 儿科, 快速血浆反应素试验 → RPR). has_risk_factor has 18 window sources, all asked about before: its six
questions each name a risk factor no earlier question names. None of the five window sources of prevalent_in (偏头痛,
儿童期哮喘, 原发性高血压, 吸虫病, 埃及血吸虫病) has a neighbour no earlier question names: two name one again, 偏头痛 and 儿童期哮喘 are asked in
new words and one question asks from the target end (非洲北部的部分地区, never an earlier question's entity). None of the six
window sources of metastasizes_to (基底细胞癌, 声门上型喉癌, 多发性硬化, 多发性骨髓瘤, 子宫内膜癌, 宫颈癌) has one either: 宫颈癌 and 基底细胞癌 name one
again, 子宫内膜癌 and 声门上型喉癌 are asked in new words and one question asks from the target end (颈淋巴结, never an earlier
question's entity). The three window sources of invades (喉癌, 基底细胞癌, 小细胞肺癌) have none: two name one again, 基底细胞癌 is asked
in new words and one question asks from the target end (杓会厌皱襞, never an earlier question's entity). Of the 31 window
sources of related_disease and the 12 of differential_diagnosis, five and six questions name a neighbour no earlier
question names, and 原发性痛风急性关节炎, both of whose neighbours earlier questions name, is asked in new words. The window of
drug_has_alias holds seven drugs (复方多粘菌素B软膏, 多库酯钠片, 多维元素片（29）, 多维元素胶囊（13）, 大流行流感病毒灭活疫苗, 安立生坦片, 小牛血去蛋白提取物氯化钠注射液), all of
whose aliases earlier questions name and none of which lists a trade name no earlier question uses: 多维元素胶囊（13） names 康耐得
again, three are asked in new words and one question asks what 柏多瑞, the alias of 小牛血去蛋白提取物氯化钠注射液, stands for. None of
the eighteen window formulas of composed_of has an ingredient no earlier question names written as a name of its own;
six questions each name one the network writes with 等 that no earlier question names, the way people write it, without
the 等 (八味茴香丸 named by 治疝茴香丸). Of the 31 window formulas of formula_has_efficacy five are asked whether they have an
efficacy no earlier question names and one (八宝圣灵丹) is asked openly, its one efficacy named by no earlier question; six
of the 34 of prescribed_for are asked whether they treat a disease no earlier question names (八味知母汤 named by 知母汤).
formula_has_alias has 29 sources and its window three (八味知母汤, 八味茴香丸, 八味还睛散), all of whose aliases earlier questions
name: 八味知母汤 and 八味还睛散 are asked in new words, 八味茴香丸 whether it is also called 治疝茴香丸, and one question asks what 还晴散
stands for. performed_by has six sources and its window one (宫腔镜检查, the first in key order), as for the forty-fifth set:
it is asked in new words and whether it is done in 妇产科, one question asks from its target end (妇产科), and the two records
after it are asked too (心血管造影检查 in new words, 新生儿疾病筛查检查, named by its alias 新生儿筛查, whether it is done in 儿科).
check_has_alias has seven sources and its window one, the first in key order (心电图检查), asked in new words and by what its
alias ECG stands for; the record after it (快速血浆反应素试验) is asked whether it is abbreviated RPR and by what RPR stands for.

83 questions name the one neighbour they ask about, most of them naming two records (前列腺结石 → 终末血尿, 右心室双出口 → 胸心血管外科,
前列腺钙化 → 肛门指诊, 复杂性肛瘘 → 磁共振成像检查（MRI）, 原发性皮肤免疫细胞瘤 → 自身免疫性疾病, 听神经瘤致耳鸣 → 口眼歪斜, 化学烧伤 → 注射用玻璃酸酶, 单纯肾异位 → 髂窝, 先天性风疹综合征 → 先天性风疹,
医源性多毛症 → 服用苯妥英钠, 口腔黏膜白斑 → 中年以上男性, 外阴乳头状瘤 → 激光治疗, 外阴痛 → 盆腔理疗, 分裂情感性障碍，抑郁型 → 分裂情感性障碍, 副神经损伤 → 脑神经损伤, 海威克 → 肝炎, 叶绿素铜钠片 →
白细胞减少症, 赛可平 → 胃肠出血, 辛贝 → 齿龈出血, 双氯芬酸钠凝胶 → 光敏反应, 金合 → 金银花, 可待因桔梗片 → 磷酸可待因, 康利诺 → 马来酸氯苯那敏, 普利宁 → 血管紧张素II受体拮抗药, 开富林 →
血管紧张素转换酶抑制剂, 洛平 → 贝特类, 假麦冬 → 肺结核咳嗽, 千日红 → 小儿夜啼, 土花椒 → 消食助运, 大叶接骨藤 → 续筋接骨, 多茎野豌豆 → 黑龙江, 地八角 → 土牛膝, 多头苦荬 → 黄花地丁, 前房角镜检查法 →
原发性婴幼儿型青光眼, 呼吸道合胞病毒抗体检查 → 呼吸道合胞病毒感染, 午夜一片法地塞米松抑制试验 → 糖尿病皮肤病变, and the neighbours above), some in other words than the
neighbour's name (八味圆…八味圆里本来就有泽泻吗 names 泽泻等, 多发性硬化和维生素B12缺乏症 names 维生素 B12 缺乏症, 外公脸上有基底细胞癌…会转移到骨头吗 names 骨); one offers
two regions and asks which (原发性高血压在哪些地方更常见？发达国家还是发展中国家 names 发展中国家, its one answer of the two). Four besides the
alias-instance questions are asked from the relation's target end (要去非洲北部的部分地区做项目，那边除了疟疾、霍乱，还有哪些病流行？, 哪些癌症容易转移到颈淋巴结？,
哪些癌会侵犯杓会厌皱襞？, 妇产科除了B超、胎心监护、产检，还能做哪些检查？).

Names inside names: by a mechanical count 134 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them, many of them with the longer or the shorter name in the same list (前列腺结石 holds 前列腺 and is listed beside
前列腺增生; 单侧肾缺如 is named by its alias 单侧肾, which lies inside it; 原发性甲状旁腺机能亢进症 and 原发性甲状旁腺功能亢进症 are one word apart and asked
about apart, the first asker saying “机能”不是“功能”; 分裂情感性障碍，抑郁型 holds 分裂情感性障碍, the class its question names, and is one
character from the record 分裂情感性障碍,抑郁型, written with a narrow comma; 嗜铬细胞瘤/副神经节瘤 holds 嗜铬细胞瘤; 卵巢泡膜细胞瘤 is listed beside
卵巢纤维瘤; 地塞米松抑制试验检查 and 午夜一片法地塞米松抑制试验 are asked apart, the first asker naming the second's method; 史蒂文斯—约翰逊综合征 is a record
of its own besides 史—约综合征; 十二指肠胃反流及胆汁反流性胃炎 holds 胆汁反流性胃炎, 听神经瘤致耳鸣 holds 听神经瘤, 埃及血吸虫病 holds 血吸虫病, 子宫内膜癌 holds 内膜癌, 原发性高血压
holds 高血压; 基孔肯雅热病毒 lies inside 基孔肯雅热病毒感染, the name its asker uses first; 小细胞肺癌 lies inside 非小细胞肺癌 and 基底细胞癌 inside
硬斑病型基底细胞癌; 先天性风疹综合征 holds 先天性风疹, its alias and the answer its question names; 双氯芬酸钾片 is named by 扶他捷, one character from
扶他林, listed beside it; 右佐匹克隆片 holds 佐匹克隆, listed before its trade name 文飞; 吲哚美辛缓释片 and 吲哚美辛片 both hold 吲哚美辛 and are
asked by 意施丁 and 消炎痛片; 十一酸睾酮注射液 holds 十一酸睾酮; 南五味子 holds 五味子, 北刘寄奴 holds 刘寄奴, 大夜关门 holds 夜关门, 化香树果 holds 化香树 and lies
inside 化香树果序, 多花沿阶草 is named by 假麦冬, which holds 麦冬, and 大叶蛇总管 by 蓝花柴胡, which holds 柴胡 and is listed beside 北柴胡 and 南柴胡;
八味知母汤 holds 知母汤, its alias and the name its prescribed_for question uses, and 还晴散 is one character from the 还睛散 that
八味还睛散 holds; 前房角镜检查法 holds 前房角镜检查, 心血管造影检查 holds 血管造影检查).

About one question in four (51 of 210) names its entity by a name the network records for that very instance: disease
aliases (13: other or descriptive names such as 副蛋白血症周围神经病, 非变应性鼻炎伴嗜酸细胞增多综合征, 皮肤浆细胞样淋巴细胞性淋巴瘤, 起源于副神经节细胞的肿瘤, 体征性动脉瘤, 单侧肾
and a lay name, 胚胎停育; two names of one disease, 弥漫性致密性骨病 and 周身性致密性骨炎, each asked once; eponyms, Fluckiger综合征 and
Clark痣; English names, tuberculous chancre and Touraine—Solente—Golé syndrome); drug trade names (25, below); medicinal
material aliases (10: 小胖药, 野白菊, 假麦冬, 化香果, 金钟茵陈, 土花椒, 猪腰藤, 象牙参, 蓝花柴胡 and a Tibetan name, 乌巴拉色尔布); TCM formula aliases (2:
治疝茴香丸 and 知母汤, earlier sets' mentions); a check alias (1: 新生儿筛查, earlier sets' mention). Each of these names is listed
by that one instance only. Ten more ask what an alias stands for (纵横肿瘤, recorded with 纵横 where 纵隔 is meant,
Axenfeld—Schurenberg综合征, 盘周地图状轮状脉络膜病变, total lipoatrophy, 柏多瑞, 九连灯, 铜皮铁箍, 还晴散, ECG, RPR: disease, drug, material,
formula and check aliases): their gold is the alias instance, answered by the record that lists it. Before the set is
built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the
network records for that very instance.

Drug trade names: 25 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (伯尔定, 思特珑, 海威克, 普托平, 山庆, 欣母沛, 意施丁, 赛可平, 辛贝, 悦南珊, 消炎痛片, 美纳舒, 金合, 利舒卡, 康利诺, 炎痛喜康片, 扶他捷, 普利宁, 畅诺, 杭康, 唯善, 罗特威, 文飞,
开富林, 洛平). All twenty-five names are also drug records of their own. They are labelled as in the earlier sets: the gold
entity is the standard record (卡铂注射液, 十一酸睾酮注射液, 冻干甲型肝炎减毒活疫苗, 兰索拉唑口崩片, 双唑泰软膏, 卡前列素氨丁三醇注射液, 吲哚美辛缓释片, 吗替麦考酚酯分散片, 吲哚布芬片,
吲达帕胺缓释胶囊, 吲哚美辛片, 参苓白术颗粒, 化毒丸, 利多卡因气雾剂, 双扑伪麻片, 吡罗昔康片, 双氯芬酸钾片, 厄贝沙坦胶囊, 塞曲司特颗粒, 凝血酶冻干粉, 利塞膦酸钠片, 口服轮状病毒活疫苗, 右佐匹克隆片, 卡托普利注射液,
吉非罗齐胶囊), the mention is the trade name and the line is tagged `alias`, because whoever holds the box, the receipt or the
prescription asks about the medicine, and the standard record is the one that names it, holds its class and lists the
trade name.

Other names the network holds under two records:
- ECG is a check record as well as the alias instance 心电图检查 lists, and 柏多瑞 a drug record as well as the alias instance
  小牛血去蛋白提取物氯化钠注射液 lists (体检单上写着ECG、B-US、X-RAY，第一个ECG是哪项检查？, 输液单上写着：柏多瑞、奥拉西坦、甘露醇，第一个是哪个药的别名？): each asks what the name
  stands for, so the gold is the alias instance, as the forty-fifth set's ECG and 沂可隆 questions are. 新生儿筛查 is a check
  record as well as an alias 新生儿疾病筛查检查 lists (宝宝出生后要做的：新生儿筛查、听力筛查、打卡介苗，新生儿筛查是在儿科做吗？): the question names the check the
  baby is to have, so the gold is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions. 蓝花柴胡, by
  which a distributed_in question names 大叶蛇总管, is an ingredient record too.
- Some named neighbours are records of other types too: 康耐得 a drug record as well as the alias its drug lists, 先天性风疹 a
  disease and a therapy besides an alias, 土牛膝 a medicinal material and an ingredient besides an alias, 磷酸可待因 a drug
  besides an ingredient, 血管紧张素转换酶抑制剂 a drug and a disease besides a drug product class, 儿科 a drug class and a population
  besides a department, 肛门指诊 a symptom besides a check, 髂窝, 骨 and 胸壁 symptoms besides body parts, 膀胱 a cause and a check
  besides a body part, 中年以上男性 a body part besides a population, 激光治疗 a cause besides a therapy, 自身免疫性疾病, 肝炎 and 凝血功能障碍
  diseases, causes and symptoms at once (自身免疫性疾病 a population besides), 单克隆丙种球蛋白病 a disease and a cause, and 口眼歪斜,
  肌张力异常, 盆腔感染, 白细胞减少症, 胃肠出血, 齿龈出血 and 里急后重 diseases and symptoms.
- Besides these, 45 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 前列腺结石, 匐行性脉络膜萎缩, 前列腺钙化, 头癣, 口周皮炎, 反复流产, 垂体功能减退症 (three questions), 口腔黏膜白斑, 四肢血栓性浅静脉炎, 外阴痛, 升主动脉瘤, 前置胎盘 (two);
  a cause record: 化学烧伤, 原发性高血压, 小细胞肺癌, 先天性代谢缺陷, 基孔肯雅热病毒; both: 原发性腹膜炎, 动脉粥样硬化, 哮喘 (two), 喉癌 (two), 偏头痛, and 前列腺癌 a
  population record besides; an alias record: 地方性克汀病, 子宫内膜癌, and 唇腭裂 a symptom record besides; a symptom and a therapy
  record: 基底细胞癌 (three); a check, a symptom and a therapy record: 多发性硬化; a cause, a check and a therapy record: 多发性骨髓瘤;
  an alias record for the material 千日红 and an ingredient record for the materials 地榆炭, 南五味子, 北刘寄奴, 单面针; a disease record
  for 心血管造影检查 and a symptom record for 心电图检查; a drug record for the alias instance 柏多瑞 and a check record for ECG), and
  the wording says which is meant (医生说, 诊断, 查出, 病历上写着, 危险因素, 主要治什么, 有什么功效, 做的检查, 缩写, 别名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_55.py    # rewrites bench/sets/medical_everyday_55.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_55.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我爸七十多了，高血压、糖尿病、前列腺增生、前列腺结石一身毛病，最近尿到最后总带点血，这种终末血尿是前列腺结石的症状吗？",
      "has_symptom", "前列腺结石", D, named="终末血尿"),
    Q("外公的病历上列了一串：慢性肾病、痛风、副蛋白血症周围神经病。最后那个病，他老说脚底发麻，一般都会有哪些症状？", "has_symptom",
      "单克隆丙种球蛋白病伴周围神经病", D, mention="副蛋白血症周围神经病"),
    Q("孩子班上这学期先后有人得了手足口病、诺如病毒感染、副流感病毒感染，副流感病毒感染一般都有哪些症状啊？", "has_symptom",
      "副流感病毒感染", D),
    Q("我哥的诊断写了好几行：肝硬化、门脉高压、Fluckiger综合征，第三个听都没听过，它会有哪些表现？", "has_symptom",
      "发绀—杵状指—肝病综合征", D, mention="Fluckiger综合征"),
    Q("体检报告异常项：\n1. 甲状腺结节\n2. 脂肪肝\n3. 匐行性脉络膜萎缩\n第三个是眼睛的毛病吧？它会有哪些症状", "has_symptom",
      "匐行性脉络膜萎缩", D),
    Q("十二指肠结核会有哪些表现？", "has_symptom", "十二指肠结核", D),
    # designated_to
    Q("奶奶眼睛的毛病一大堆：老花、干眼、圆翳内障。中医说的圆翳内障，去医院该挂哪个科？", "designated_to", "圆翳内障", D),
    Q("老中医给我开的诊断单上写了三个：湿疹、脚气、土风疮病。其中那个土风疮病去医院该挂什么科？", "designated_to", "土风疮病", D),
    Q("住院的老爸先后查出慢阻肺、糖尿病、变形杆菌肺炎，变形杆菌肺炎出院后复查挂哪个科呀？", "designated_to", "变形杆菌肺炎", D),
    Q("孩子的心超报告上写了房间隔缺损、肺动脉高压和右心室双出口，右心室双出口做手术是不是挂胸心血管外科？", "designated_to",
      "右心室双出口", D, named="胸心血管外科"),
    Q("车祸时胸口撞到方向盘，乳房上青了一大块还肿，急诊写的外伤性乳房血肿，该挂哪个科？", "designated_to",
      "外伤性乳房血肿", D),
    Q("鼻子痒、流清涕、打喷嚏好几年，过敏原查了尘螨、花粉都是阴性，医生写的非变应性鼻炎伴嗜酸细胞增多综合征，这个挂什么科？",
      "designated_to", "嗜酸细胞增多性非变态反应性鼻炎", D, mention="非变应性鼻炎伴嗜酸细胞增多综合征"),
    Q("弥漫性致密性骨病该挂哪个科？", "designated_to", "周身性脆性硬化症", D, mention="弥漫性致密性骨病"),
    # checks
    Q("B超说我只有一个肾，报告写的单侧肾，另外还有肝囊肿、胆囊息肉。单侧肾还要做哪些检查？", "checks", "单侧肾缺如", D,
      mention="单侧肾"),
    Q("单位体检查出来：甲状腺结节、前列腺钙化、脂肪肝。前列腺钙化要做肛门指诊吗？", "checks", "前列腺钙化", D,
      named="肛门指诊"),
    Q("血压一阵阵高得吓人，头痛、心慌、出汗三样一起来，医生怀疑嗜铬细胞瘤/副神经节瘤，这个病一般都要查哪些？", "checks",
      "嗜铬细胞瘤/副神经节瘤", D),
    Q("医生怀疑我妈是原发性甲状旁腺机能亢进症（单子上写的是“机能”不是“功能”），要做哪些检查？", "checks",
      "原发性甲状旁腺机能亢进症", D),
    Q("B超发现附件区一个囊肿，医生列了几个可能：卵巢囊肿、输卵管积水、卵巢冠囊肿。如果是卵巢冠囊肿，还要做哪些检查？", "checks",
      "卵巢冠囊肿", D),
    Q("肛门旁边流脓好几年了，做过肛周脓肿切开、痔疮手术，现在诊断复杂性肛瘘，需要做磁共振成像检查（MRI）吗？", "checks",
      "复杂性肛瘘", D, named="磁共振成像检查（MRI）"),
    Q("原发性支气管肺癌住院前要做哪些检查？", "checks", "原发性支气管肺癌", D),
    # has_complication
    Q("病理：皮肤浆细胞样淋巴细胞性淋巴瘤。我妈本来就有干燥综合征和桥本，这个病会不会并发自身免疫性疾病？", "has_complication",
      "原发性皮肤免疫细胞瘤", D, mention="皮肤浆细胞样淋巴细胞性淋巴瘤", named="自身免疫性疾病"),
    Q("我舅耳鸣好几年，最近查出来是听神经瘤致耳鸣，会不会引起口眼歪斜？", "has_complication", "听神经瘤致耳鸣", D,
      named="口眼歪斜"),
    Q("孩子过敏体质，湿疹、过敏性鼻炎、嗜酸细胞性胃肠炎都有，嗜酸细胞性胃肠炎会并发哪些病？", "has_complication",
      "嗜酸细胞性胃肠炎", D),
    Q("嗓子发干、咽痛，中医说是喉痹，我还有慢性鼻炎和胃反流，喉痹会并发哪些病？", "has_complication", "喉痹", D),
    Q("胃镜报告：慢性浅表性胃炎、十二指肠胃反流及胆汁反流性胃炎、幽门螺杆菌阳性。第二个时间长了会有哪些并发症？",
      "has_complication", "十二指肠胃反流及胆汁反流性胃炎", D),
    Q("回旋状脉络膜视网膜萎缩会并发什么眼病？", "has_complication", "回旋状脉络膜视网膜萎缩", D),
    # cures
    Q("在厂里被碱水溅到，诊断化学烧伤，医院用了注射用玻璃酸酶，这个药是治化学烧伤的吗？", "cures", "化学烧伤", D,
      named="注射用玻璃酸酶"),
    Q("我有高血脂、脂肪肝和单纯性肥胖，单纯性肥胖有什么药可以吃？", "cures", "单纯性肥胖", D),
    Q("肝硬化腹水的老爸又得了原发性腹膜炎，还有糖尿病和低蛋白，原发性腹膜炎可以用什么药？", "cures", "原发性腹膜炎", D),
    Q("口腔癌一般用什么药治？", "cures", "口腔癌", D),
    Q("孩子头上长了头癣，还有点湿疹和头皮屑，医生开了灰黄霉素片，头癣吃这个对吗？", "cures", "头癣", D, named="灰黄霉素片"),
    Q("老家那边以前好多人大脖子，还有地方性克汀病，那时候发的碘化油胶丸是治地方性克汀病的吗？", "cures", "地方性克汀病", D,
      named="碘化油胶丸"),
    # shown_on
    Q("皮肤科化验单上写着：体癣、tuberculous chancre、毛囊炎。中间那个英文的一般长在哪些部位？", "shown_on",
      "原发性皮肤结核综合征", D, mention="tuberculous chancre"),
    Q("我跟我妈、我舅身上痣都特别多，背上、胸口、胳膊上都有，医生说是Clark痣，它一般长在哪些部位？", "shown_on",
      "发育不良痣综合征", D, mention="Clark痣"),
    Q("咽角化症一般长在哪里？嗓子里老觉得有根刺", "shown_on", "咽角化症", D),
    Q("脸上起红疹子，抹过激素药膏、用过祛痘膏，医生说是口周皮炎，它一般长在脸上哪些地方？", "shown_on", "口周皮炎", D),
    Q("B超写着：单纯肾异位、轻度肾积水、膀胱残余尿增多。单纯肾异位的肾一般会长在哪？会不会在髂窝？", "shown_on", "单纯肾异位", D,
      named="髂窝"),
    Q("病理报告上写的是起源于副神经节细胞的肿瘤，它一般长在身体什么地方？", "shown_on", "副神经节起源的肿瘤", D,
      mention="起源于副神经节细胞的肿瘤"),
    # has_alias
    Q("孩子出生时查出先天性心脏病、白内障和先天性风疹综合征，最后这个是不是也叫先天性风疹？", "has_alias", "先天性风疹综合征", D,
      named="先天性风疹"),
    Q("牙痛、脸肿、发烧，医生说是口底多间隙感染，我还有龋齿和智齿冠周炎。口底多间隙感染还有别的名字吗？", "has_alias",
      "口底多间隙感染", D),
    Q("咽部硬结病还有别的叫法嘛", "has_alias", "咽部硬结病", D),
    Q("CT报告：肺气肿、纵横肿瘤、胸膜增厚。中间那个是不是把“纵隔”打错了？它是哪个病的别名", "has_alias", "纵横肿瘤", AL),
    Q("眼科病历：上睑下垂、复视、Axenfeld—Schurenberg综合征，最后一个是哪个病的别称？", "has_alias",
      "Axenfeld—Schurenberg综合征", AL),
    Q("眼底照相报告写着：盘周地图状轮状脉络膜病变、高度近视、玻璃体混浊。第一个是哪个病的别名啊？", "has_alias",
      "盘周地图状轮状脉络膜病变", AL),
    Q("翻译国外的病历，诊断里有insulin resistance、total lipoatrophy、fatty liver，total lipoatrophy对应的是哪个病？",
      "has_alias", "total lipoatrophy", AL),
    # caused_by
    Q("我今年胚胎停育两次了，查了甲功、血糖、染色体，都说还行。胚胎停育一般是什么原因引起的？", "caused_by", "反复流产", D,
      mention="胚胎停育"),
    Q("我妈长期吃泼尼松、环孢素，前些年还吃过苯妥英钠，现在汗毛越来越重，医生说是医源性多毛症，是服用苯妥英钠引起的吗？",
      "caused_by", "医源性多毛症", D, named="服用苯妥英钠"),
    Q("以前吃过柳氮磺吡啶、阿司匹林、卡托普利这几种药，现在全身脱皮，诊断剥脱性皮炎型药疹，一般是什么药引起的？", "caused_by",
      "剥脱性皮炎型药疹", D),
    Q("孩子老挖鼻孔，还爱擤鼻涕、打喷嚏，这次流鼻血医生说是创伤性鼻出血，一般都是什么原因引起的？", "caused_by", "创伤性鼻出血",
      D),
    Q("女儿龅牙，牙医说是前牙深复盖，她小时候吮手指、用嘴呼吸、咬下唇这些习惯都有，前牙深复盖是什么原因造成的？", "caused_by",
      "前牙深复盖", D),
    Q("同房后突然肚子疼，急诊说是卵巢破裂，这是怎么引起的？以后还会再破吗", "caused_by", "卵巢破裂", D),
    Q("周身性致密性骨炎是什么原因导致的呢？", "caused_by", "周身性脆性硬化症", D, mention="周身性致密性骨炎"),
    # has_risk_factor
    Q("我爸前列腺癌，平时顿顿离不开肥肉，高脂肪膳食是前列腺癌的危险因素吗？", "has_risk_factor", "前列腺癌", D,
      named="高脂肪膳食"),
    Q("怀孕前没吃叶酸，家里也有人兔唇，我又爱喝咖啡，产前叶酸缺乏会增加唇腭裂的风险吗？", "has_risk_factor", "唇腭裂", D,
      named="产前叶酸缺乏"),
    Q("我妈生我的时候大出血，后来又有甲减、贫血，现在医生怀疑垂体功能减退症，产后出血严重是这个病的高危因素吗？",
      "has_risk_factor", "垂体功能减退症", D, named="产后出血严重"),
    Q("体检血脂：总胆固醇6.8、甘油三酯2.1、LDL—C升高、HDL—C正常，LDL—C升高是动脉粥样硬化的危险因素吗？", "has_risk_factor",
      "动脉粥样硬化", D, named="LDL—C升高"),
    Q("家里打扫卫生用84、洁厕灵、漂白水，孩子一闻就喘。漂白剂等化学气体会诱发哮喘吗？", "has_risk_factor", "哮喘", D,
      named="漂白剂等化学气体"),
    Q("我爸抽烟、喝酒、有胃反流，医生说喉癌跟胆汁逆流也有关系，胆汁逆流是喉癌的高危因素吗？", "has_risk_factor", "喉癌", D,
      named="胆汁逆流"),
    # common_in
    Q("国外医院给我哥的诊断：clubbing、Touraine—Solente—Golé syndrome、arthralgia。中间那个病一般什么人容易得？", "common_in",
      "厚皮性骨膜病", D, mention="Touraine—Solente—Golé syndrome"),
    Q("我三十五岁，抽了十几年烟，有慢性咽炎和鼻炎，CT说是呼吸性细支气管炎伴间质性肺病，这个病一般哪些人容易得？",
      "common_in", "呼吸性细支气管炎伴间质性肺病", D),
    Q("我爸五十多，牙周炎、口腔溃疡、口腔黏膜白斑都有，口腔黏膜白斑是不是中年以上男性多见？", "common_in", "口腔黏膜白斑", D,
      named="中年以上男性"),
    Q("我妈绝经十年了，B超发现卵巢上有个瘤子，医生说可能是卵巢纤维瘤、卵巢泡膜细胞瘤或者颗粒细胞瘤，卵巢泡膜细胞瘤一般什么人得？",
      "common_in", "卵巢泡膜细胞瘤", D),
    Q("咽部异感症好发于哪些人？", "common_in", "咽部异感症", D),
    Q("前臂动脉损伤一般是什么人容易出现？我弟在工地被钢筋划伤的",
      "common_in", "前臂动脉损伤", D),
    Q("我爸肾移植后吃着他克莫司、吗替麦考酚酯、泼尼松，现在得了单纯疱疹病毒肺炎，这个病多见于哪些人？", "common_in",
      "单纯疱疹病毒肺炎", D),
    # prevalent_in
    Q("偏头痛、鼻炎、湿疹我都有，偏头痛在世界上哪些地方比较多见？", "prevalent_in", "偏头痛", D),
    Q("儿子有儿童期哮喘和过敏性鼻炎，打算出国读书，儿童期哮喘在哪些国家比较多发？", "prevalent_in", "儿童期哮喘", D),
    Q("去中东出差，要防的病有疟疾、登革热、埃及血吸虫病，最后那个在中东地区流行吗？", "prevalent_in", "埃及血吸虫病", D,
      named="中东地区"),
    Q("原发性高血压在哪些地方更常见？发达国家还是发展中国家", "prevalent_in", "原发性高血压", D, named="发展中国家"),
    Q("要去非洲北部的部分地区做项目，那边除了疟疾、霍乱，还有哪些病流行？", "prevalent_in", "非洲北部的部分地区", RE),
    # treated_with
    Q("我爸同时吃着别嘌醇、卡马西平和头孢，结果得了史蒂文斯—约翰逊综合征，住院要怎么治？", "treated_with",
      "史蒂文斯—约翰逊综合征", D),
    Q("外阴长了几个小肉疙瘩，医生说可能是尖锐湿疣、外阴乳头状瘤或者皮赘，要是外阴乳头状瘤，能用激光治疗吗？", "treated_with",
      "外阴乳头状瘤", D, named="激光治疗"),
    Q("单纯性外阴炎要怎么治？痒了好几天了", "treated_with", "单纯性外阴炎", D),
    Q("输液后胳膊上一条红硬的条索，诊断四肢血栓性浅静脉炎，我还有静脉曲张和糖尿病，这个该怎么治？", "treated_with",
      "四肢血栓性浅静脉炎", D),
    Q("外阴痛好几年，霉菌、滴虫、支原体都查过是阴性，医生说就是外阴痛，盆腔理疗有用吗？", "treated_with", "外阴痛", D,
      named="盆腔理疗"),
    Q("原发性阴道恶性淋巴瘤该怎么治疗呢？", "treated_with", "原发性阴道恶性淋巴瘤", D),
    # metastasizes_to
    Q("我妈宫颈癌，现在尿里有血，查了膀胱镜、CT、肾功能，宫颈癌会转移到膀胱吗？", "metastasizes_to", "宫颈癌", D, named="膀胱"),
    Q("子宫内膜癌术后的复查单：胸片、盆腔B超、CA125。子宫内膜癌一般会转移到哪些地方？", "metastasizes_to", "子宫内膜癌", D),
    Q("声门上型喉癌一般会往哪里转移？", "metastasizes_to", "声门上型喉癌", D),
    Q("哪些癌症容易转移到颈淋巴结？脖子上摸到好几个疙瘩", "metastasizes_to", "颈淋巴结", BP),
    Q("外公脸上有基底细胞癌，手上有老年斑，背上有脂溢性角化病，基底细胞癌会转移到骨头吗？", "metastasizes_to", "基底细胞癌", D,
      named="骨"),
    # invades
    Q("喉癌会侵犯杓状软骨吗？我爸声音嘶哑、吞咽疼、痰里带血丝", "invades", "喉癌", D, named="杓状软骨"),
    Q("小细胞肺癌、慢阻肺、肺结核老爸都占了，小细胞肺癌会侵犯胸壁吗？", "invades", "小细胞肺癌", D, named="胸壁"),
    Q("基底细胞癌一般会侵犯哪些组织？", "invades", "基底细胞癌", D),
    Q("喉镜报告提到会厌、声带、杓会厌皱襞都有新生物，哪些癌会侵犯杓会厌皱襞？", "invades", "杓会厌皱襞", BP),
    # is_subtype_of
    Q("病历上写着：分裂情感性障碍，抑郁型；糖尿病；高血脂。第一个算分裂情感性障碍的一种吗？", "is_subtype_of",
      "分裂情感性障碍，抑郁型", D, named="分裂情感性障碍"),
    Q("妈妈查出原发性甲状旁腺功能亢进症，还有骨质疏松和肾结石，这个病在分类上归哪一类？", "is_subtype_of",
      "原发性甲状旁腺功能亢进症", D),
    Q("膝盖受过伤，后来右膝一直疼，诊断写的创伤后单侧膝关节病，还有半月板损伤和滑膜炎，第一个在分类上算哪一类？",
      "is_subtype_of", "创伤后单侧膝关节病", D),
    Q("颈部淋巴结清扫后肩膀抬不起来，医生说是副神经损伤，这个算脑神经损伤吗？", "is_subtype_of",
      "副神经损伤", D, named="脑神经损伤"),
    Q("出血性输卵管炎在疾病分类上属于哪一类？", "is_subtype_of", "出血性输卵管炎", D),
    Q("CT报告：主动脉钙化、体征性动脉瘤、肺结节。体征性动脉瘤在分类上属于什么病？", "is_subtype_of", "升主动脉瘤", D,
      mention="体征性动脉瘤"),
    # related_disease
    Q("孩子查出先天性代谢缺陷，还有黄疸、肝脾大，最近发现肌张力异常，这跟先天性代谢缺陷有关吗？", "related_disease",
      "先天性代谢缺陷", D, named="肌张力异常"),
    Q("孕32周，前置胎盘、妊娠期糖尿病、贫血都赶上了，医生说前置胎盘可能跟凝血功能障碍有关，是真的吗？", "related_disease",
      "前置胎盘", D, named="凝血功能障碍"),
    Q("孕30周，肚子不疼，就是突然流血，B超说是前置胎盘，这种无痛性出血跟前置胎盘有关吧？", "related_disease", "前置胎盘", D,
      named="无痛性出血"),
    Q("去东南亚旅游回来关节疼，医生说是基孔肯雅热病毒感染，眼睛也红，结膜炎症跟基孔肯雅热病毒有关系吗？", "related_disease",
      "基孔肯雅热病毒", D, named="结膜炎症"),
    Q("痛风急性发作，医生写的原发性痛风急性关节炎，我还有高血压、肾结石，它跟哪些病有关联？", "related_disease",
      "原发性痛风急性关节炎", D),
    Q("我妈有垂体功能减退症、糖尿病、骨质疏松，医生说垂体功能减退症可能跟垂体转移瘤有关，是这样吗？", "related_disease",
      "垂体功能减退症", D, named="垂体转移瘤"),
    # differential_diagnosis
    Q("孩子老喘，医生说除了哮喘，还要排除支气管扩张、囊性纤维化和α-1抗胰蛋白酶缺乏，哮喘跟α-1抗胰蛋白酶缺乏怎么区分？",
      "differential_diagnosis", "哮喘", D, named="α-1 抗胰蛋白酶缺乏"),
    Q("我乏力、血压低、皮肤发黑，医生怀疑垂体功能减退症，也可能是原发性慢性肾上腺皮质功能减退症，这两个怎么鉴别？",
      "differential_diagnosis", "垂体功能减退症", D, named="原发性慢性肾上腺皮质功能减退症"),
    Q("脸上长了个小疙瘩，病理医生说要在基底细胞癌、美克尔细胞癌和毛发上皮瘤之间鉴别，基底细胞癌和美克尔细胞癌怎么区分？",
      "differential_diagnosis", "基底细胞癌", D, named="美克尔细胞癌"),
    Q("我腿麻、走路不稳、视力下降，医生在多发性硬化和维生素B12缺乏症之间拿不准，这俩怎么鉴别？", "differential_diagnosis",
      "多发性硬化", D, named="维生素 B12 缺乏症"),
    Q("化验单上M蛋白阳性，医生说要鉴别多发性骨髓瘤和单克隆丙种球蛋白病，这两个怎么区分？",
      "differential_diagnosis", "多发性骨髓瘤", D, named="单克隆丙种球蛋白病"),
    Q("宫颈癌和盆腔感染怎么鉴别？下腹痛、白带多还有点异味", "differential_diagnosis", "宫颈癌", D, named="盆腔感染"),
    # indicated_for
    Q("化疗方案里有伯尔定、紫杉醇、地塞米松，伯尔定主要治哪些癌？", "indicated_for", "卡铂注射液", DR, mention="伯尔定"),
    Q("老公在打思特珑，还在吃他达拉非跟维生素E，思特珑主要是治什么的？", "indicated_for", "十一酸睾酮注射液", DR,
      mention="思特珑"),
    Q("孩子这个月要打的疫苗：百白破、海威克、乙脑。中间那个海威克是预防肝炎的吗？", "indicated_for", "冻干甲型肝炎减毒活疫苗", DR,
      mention="海威克", named="肝炎"),
    Q("医生给我换成了普托平，普托平能治什么病？", "indicated_for", "兰索拉唑口崩片", DR,
      mention="普托平"),
    Q("妇科开了三样：山庆、保妇康栓、乳酸菌阴道胶囊，山庆能治哪些病？", "indicated_for", "双唑泰软膏", DR, mention="山庆"),
    Q("化疗后白细胞低，医生开了利可君片、地榆升白片和叶绿素铜钠片，最后那个能治白细胞减少症吗？", "indicated_for", "叶绿素铜钠片",
      DR, named="白细胞减少症"),
    Q("养心氏片主要治什么病？", "indicated_for", "养心氏片", DR),
    # has_adverse_reaction
    Q("产后大出血打了欣母沛，它有哪些副作用？", "has_adverse_reaction", "卡前列素氨丁三醇注射液", DR,
      mention="欣母沛"),
    Q("类风湿吃着甲氨蝶呤、叶酸、意施丁，意施丁伤胃吗？它都有哪些不良反应", "has_adverse_reaction", "吲哚美辛缓释片", DR,
      mention="意施丁"),
    Q("肾移植后每天吃他克莫司、赛可平、泼尼松，其中赛可平会引起胃肠出血吗？", "has_adverse_reaction", "吗替麦考酚酯分散片", DR,
      mention="赛可平", named="胃肠出血"),
    Q("心脏支架后吃的药：辛贝、阿托伐他汀、美托洛尔。刷牙老出血，齿龈出血是辛贝的副作用吗？", "has_adverse_reaction", "吲哚布芬片",
      DR, mention="辛贝", named="齿龈出血"),
    Q("降压药吃的是悦南珊+缬沙坦，前一个都有哪些副作用？", "has_adverse_reaction", "吲达帕胺缓释胶囊", DR, mention="悦南珊"),
    Q("膝盖疼涂了双氯芬酸钠凝胶，还贴了膏药、吃了氨糖，晒太阳后皮肤起红疹，光敏反应是双氯芬酸钠凝胶的副作用吗？",
      "has_adverse_reaction", "双氯芬酸钠凝胶", DR, named="光敏反应"),
    Q("利巴韦林胶囊有哪些副作用？", "has_adverse_reaction", "利巴韦林胶囊", DR),
    # has_ingredient
    Q("家里药箱有消炎痛片、布洛芬、扑热息痛，消炎痛片的成分是什么？", "has_ingredient", "吲哚美辛片", DR, mention="消炎痛片"),
    Q("孩子脾胃虚，中医开了美纳舒和健胃消食片，美纳舒里面都有什么？", "has_ingredient", "参苓白术颗粒", DR, mention="美纳舒"),
    Q("孩子出水痘，药店推荐金合、炉甘石洗剂和阿昔洛韦，金合里有金银花吗？", "has_ingredient", "化毒丸", DR, mention="金合",
      named="金银花"),
    Q("拔牙前喷的利舒卡，里面是什么成分？", "has_ingredient", "利多卡因气雾剂", DR,
      mention="利舒卡"),
    Q("咳嗽药吃过复方甘草片、可待因桔梗片、川贝枇杷膏，可待因桔梗片里是不是有磷酸可待因？会上瘾吗", "has_ingredient",
      "可待因桔梗片", DR, named="磷酸可待因"),
    Q("药店小票：布洛芬缓释胶囊×1、康利诺×1、维C银翘片×2、板蓝根颗粒×1。其中康利诺含马来酸氯苯那敏吗？吃了开车会不会困", "has_ingredient", "双扑伪麻片", DR,
      mention="康利诺", named="马来酸氯苯那敏"),
    Q("养阴清肺膏里都有哪些东西？", "has_ingredient", "养阴清肺膏", DR),
    # is_a_level3
    Q("腰疼吃过芬必得、炎痛喜康片、扶他林，炎痛喜康片属于哪类药？", "is_a_level3", "吡罗昔康片", DR, mention="炎痛喜康片"),
    Q("牙疼买了扶他捷、甲硝唑和西瓜霜，扶他捷算什么类的药？", "is_a_level3", "双氯芬酸钾片", DR, mention="扶他捷"),
    Q("降压药换来换去：氨氯地平、普利宁、美托洛尔。普利宁是血管紧张素II受体拮抗药吗？", "is_a_level3", "厄贝沙坦胶囊", DR,
      mention="普利宁", named="血管紧张素II受体拮抗药"),
    Q("过敏性哮喘医生开了孟鲁司特、畅诺、沙美特罗替卡松，畅诺是哪一类的药？", "is_a_level3", "塞曲司特颗粒", DR, mention="畅诺"),
    Q("痛风吃着别嘌醇片，还有秋水仙碱和碳酸氢钠，别嘌醇片属于哪一类药？", "is_a_level3", "别嘌醇片", DR),
    Q("卡比马唑片算哪一类药哈？", "is_a_level3", "卡比马唑片", DR),
    # belongs_to
    Q("手术室用的止血药有杭康、云南白药、止血芳酸，杭康在药品分类上属于哪一类？", "belongs_to", "凝血酶冻干粉", DR, mention="杭康"),
    Q("骨质疏松吃着钙尔奇、骨化三醇、唯善，唯善在药品分类上属于哪一类？", "belongs_to", "利塞膦酸钠片", DR, mention="唯善"),
    Q("罗特威在药品分类里算什么？要冷藏吗", "belongs_to", "口服轮状病毒活疫苗", DR, mention="罗特威"),
    Q("失眠吃过的药：\n安定\n佐匹克隆\n文飞\n最后那个文飞算哪一类的药？", "belongs_to", "右佐匹克隆片", DR, mention="文飞"),
    Q("高血压急症抢救用过硝普钠、乌拉地尔和开富林，开富林是血管紧张素转换酶抑制剂吗？", "belongs_to", "卡托普利注射液", DR,
      mention="开富林", named="血管紧张素转换酶抑制剂"),
    Q("血脂高吃过阿托伐他汀/洛平/鱼油，洛平是贝特类的吗？", "belongs_to", "吉非罗齐胶囊", DR, mention="洛平", named="贝特类"),
    # drug_has_alias
    Q("我爸肺动脉高压，吃着安立生坦片、西地那非、华法林，安立生坦片还有别的名字吗？", "drug_has_alias", "安立生坦片", DR),
    Q("孩子吃的维生素有伊可新、钙片和多维元素胶囊（13），最后这个是不是就是康耐得？", "drug_has_alias", "多维元素胶囊（13）", DR,
      named="康耐得"),
    Q("今年单位组织打的疫苗有流感疫苗、大流行流感病毒灭活疫苗、肺炎疫苗，第二个还有别的叫法吗？", "drug_has_alias",
      "大流行流感病毒灭活疫苗", DR),
    Q("药箱里有红霉素软膏、莫匹罗星、复方多粘菌素B软膏，复方多粘菌素B软膏还有什么别名？", "drug_has_alias", "复方多粘菌素B软膏",
      DR),
    Q("输液单上写着：柏多瑞、奥拉西坦、甘露醇，第一个是哪个药的别名？", "drug_has_alias", "柏多瑞", AL),
    # mainly_treats
    Q("山里老人说的几味草药：小胖药，鸡血藤，五指毛桃，其中小胖药主要治什么病？", "mainly_treats", "千针万线草", M,
      mention="小胖药"),
    Q("感冒发烧，奶奶从后山采了野白菊、鱼腥草、车前草煮水，野白菊能治什么？", "mainly_treats", "单头紫菀", M, mention="野白菊"),
    Q("老中医方子里有假麦冬、百部、白及，说是治肺结核咳嗽的，假麦冬真能治肺结核咳嗽吗？", "mainly_treats", "多花沿阶草", M,
      mention="假麦冬", named="肺结核咳嗽"),
    Q("孩子晚上老哭，老人说用千日红、蝉蜕、灯心草煮水，千日红能治小儿夜啼吗？", "mainly_treats", "千日红", M, named="小儿夜啼"),
    Q("痔疮出血，中药房抓了地榆炭、槐花、侧柏叶，地榆炭主要治什么？", "mainly_treats", "地榆炭", M),
    Q("喜树皮主要治什么病呢？", "mainly_treats", "喜树皮", M),
    Q("方子：南五味子10g 酸枣仁15g 茯神10g 远志6g，南五味子主要治什么？", "mainly_treats", "南五味子", M),
    # has_efficacy
    Q("土方里写着：化香果、苦参、蛇床子煮水洗，其中化香果有什么功效？", "has_efficacy", "化香树果", M, mention="化香果"),
    Q("黄疸偏方：金钟茵陈、栀子、大黄，金钟茵陈有什么功效？", "has_efficacy", "北刘寄奴", M, mention="金钟茵陈"),
    Q("山里人用土花椒、山楂、鸡内金治孩子不爱吃饭，土花椒是不是能消食助运？", "has_efficacy", "单面针", M, mention="土花椒",
      named="消食助运"),
    Q("猪腰藤有什么功效？老人拿来泡酒", "has_efficacy", "大夜关门", M, mention="猪腰藤"),
    Q("骨折后草医给敷的药里有大叶接骨藤、骨碎补、自然铜，大叶接骨藤能续筋接骨吗？", "has_efficacy", "大叶接骨藤", M,
      named="续筋接骨"),
    Q("大乌金草有什么功效？", "has_efficacy", "大乌金草", M),
    # distributed_in
    Q("藏药方子里有乌巴拉色尔布、红景天、藏红花，乌巴拉色尔布主要产在哪？", "distributed_in", "多刺绿绒蒿", M,
      mention="乌巴拉色尔布"),
    Q("云南朋友寄来象牙参、三七和天麻，象牙参主要分布在哪里？", "distributed_in", "土中闻", M, mention="象牙参"),
    Q("采药的师傅说蓝花柴胡、北柴胡、南柴胡不是一回事，蓝花柴胡主要分布在哪些地方？", "distributed_in", "大叶蛇总管", M,
      mention="蓝花柴胡"),
    Q("多茎野豌豆黑龙江有吗？我在东北想找", "distributed_in", "多茎野豌豆", M, named="黑龙江"),
    Q("华中瘤足蕨主要分布在哪些省啊？", "distributed_in", "华中瘤足蕨", M),
    Q("堆莴苣、蒲公英、苦苣菜这几样野菜里，堆莴苣在哪些地方有分布？", "distributed_in", "堆莴苣", M),
    # material_has_alias
    Q("地八角是不是也叫土牛膝？药店里的土牛膝跟它是一个东西吗", "material_has_alias", "地八角", M, named="土牛膝"),
    Q("方子：大块瓦3g、细辛3g、麻黄6g，大块瓦在药房里还可能叫什么？", "material_has_alias", "大块瓦", M),
    Q("千层塔还有什么别名？", "material_has_alias", "千层塔", M),
    Q("多头苦荬、蒲公英、紫花地丁都能清热，多头苦荬是不是又叫黄花地丁？", "material_has_alias", "多头苦荬", M, named="黄花地丁"),
    Q("草药摊上写着九连灯、七叶一枝花、八角莲，九连灯是哪味药的别名？", "material_has_alias", "九连灯", AL),
    Q("老家说的铜皮铁箍、牛角天麻是同一种药吗？铜皮铁箍是哪味药材的别名", "material_has_alias", "铜皮铁箍", AL),
    # composed_of
    Q("方子抄给你们看：熟地黄24g 山药12g 山茱萸12g 泽泻9g 茯苓9g 牡丹皮9g 桂枝3g 附子3g，医生说是八味圆。八味圆里本来就有泽泻吗？",
      "composed_of", "八味圆", F, named="泽泻等"),
    Q("老中医说八味地黄丸要用云苓，云苓、茯苓、土茯苓我分不清，八味地黄丸里是有云苓吧？", "composed_of", "八味地黄丸", F,
      named="云苓等"),
    Q("八味桂心丸里有人参吗？家里有西洋参、党参、红参，不知道能不能替", "composed_of", "八味桂心丸", F, named="人参等"),
    Q("疝气吃治疝茴香丸，方子上有小茴香、川楝子、北沙参，川楝子是原方就有的吗？", "composed_of", "八味茴香丸", F,
      mention="治疝茴香丸", named="川楝子等"),
    Q("八味固囟膏里除了大黄、雄黄，还有黄芩吗？", "composed_of", "八味固囟膏", F, named="黄芩等"),
    Q("抓药单：熟地 萸肉 茯苓 山药……写的八味加味汤，里面有山药对吧？", "composed_of", "八味加味汤", F, named="山药等"),
    # formula_has_efficacy
    Q("方子里有熟地、山药、山萸肉、泽泻、茯苓、丹皮，名叫八味地黄汤，能补肾水以制火吗？", "formula_has_efficacy", "八味地黄汤", F,
      named="补肾水以制火"),
    Q("心慌气短，中医开了八味茯苓补心汤，以及归脾丸和天王补心丹，八味茯苓补心汤能调气活血吗？", "formula_has_efficacy",
      "八味茯苓补心汤", F, named="调气活血"),
    Q("产后气虚出汗多，婆婆说八宝丸能益气固脱，八宝丸真有这个功效？", "formula_has_efficacy", "八宝丸", F, named="益气固脱"),
    Q("跌打损伤的几个方子：八威灵散、七厘散、跌打丸，八威灵散能活血行气吗？", "formula_has_efficacy", "八威灵散", F,
      named="活血行气"),
    Q("疮口不收，老中医开了八味黄耆散外加生肌膏，八味黄耆散能生肌拔毒吗？", "formula_has_efficacy", "八味黄耆散", F,
      named="生肌拔毒"),
    Q("八宝圣灵丹有什么功效呀？", "formula_has_efficacy", "八宝圣灵丹", F),
    # prescribed_for
    Q("古书上的回阳方子：四逆汤、参附汤、八味回阳饮，八味回阳饮是治阴阳将脱的吗？", "prescribed_for", "八味回阳饮", F,
      named="阴阳将脱"),
    Q("老中医说知母汤能治大渴喘乏，知母汤是这么用的吗？", "prescribed_for", "八味知母汤", F, mention="知母汤", named="大渴喘乏"),
    Q("外感风寒后脸和眼睛都肿了，中医开了八味香苏散，还有杏苏散备着，八味香苏散能治面目浮肿吗？", "prescribed_for", "八味香苏散",
      F, named="面目浮肿"),
    Q("眼睛干涩昏花，中医开了八子丸、杞菊地黄丸，八子丸治干涩昏花吗？", "prescribed_for", "八子丸", F, named="干涩昏花"),
    Q("眼睛红肿怕光流泪，用过氯霉素眼药水、八宝光明散，八宝光明散是治热泪羞明的吗？", "prescribed_for", "八宝光明散", F,
      named="热泪羞明"),
    Q("孕妇拉肚子总想上厕所又拉不出来，八味荡滞饮能治里急后重吗？", "prescribed_for", "八味荡滞饮", F, named="里急后重"),
    # formula_has_alias
    Q("方子：知母、芍药、麦门冬、柴胡，方名写的八味知母汤，它在古书里还叫什么？", "formula_has_alias", "八味知母汤", F),
    Q("疝气的方子有好几个：天台乌药散、橘核丸、八味茴香丸，八味茴香丸是不是又叫治疝茴香丸？", "formula_has_alias", "八味茴香丸", F,
      named="治疝茴香丸"),
    Q("眼科老方子里的还晴散，是“晴”还是“睛”？它是哪个方子的别名？", "formula_has_alias", "还晴散", AL),
    Q("八味还睛散还有别的名字吗？", "formula_has_alias", "八味还睛散", F),
    # check_for_disease
    Q("孩子眼睛大、怕光流泪，医生开了眼压测量、前房角镜检查法、眼底检查，前房角镜检查法是查原发性婴幼儿型青光眼的吗？",
      "check_for_disease", "前房角镜检查法", C, named="原发性婴幼儿型青光眼"),
    Q("腿上长了一串溃疡结节，医生让做真菌培养、病理和孢子丝菌凝集试验，孢子丝菌凝集试验能查出哪些病？",
      "check_for_disease", "孢子丝菌凝集试验", C),
    Q("宝宝咳嗽喘，抽血查了血常规、CRP、呼吸道合胞病毒抗体检查，最后这项是查呼吸道合胞病毒感染的吧？", "check_for_disease",
      "呼吸道合胞病毒抗体检查", C, named="呼吸道合胞病毒感染"),
    Q("妇科开了白带常规、HPV、宫颈分泌物培养，宫颈分泌物培养能查出哪些病？", "check_for_disease", "宫颈分泌物培养", C),
    Q("医生让做地塞米松抑制试验检查，另一个医生说做午夜一片法就行，地塞米松抑制试验检查能查哪些病？", "check_for_disease",
      "地塞米松抑制试验检查", C),
    Q("多普勒小儿血压检测能查出哪些病？", "check_for_disease", "多普勒小儿血压检测", C),
    # check_for_symptom
    Q("口腔科给孩子做了唾液pH值检查、龋齿检查、涂氟，唾液pH值检查是针对哪些症状做的？", "check_for_symptom", "唾液pH值检查", C),
    Q("备孕两年没怀上，查了AMH、输卵管造影、孕激素检查，孕激素检查是针对哪些情况做的？", "check_for_symptom", "孕激素检查", C),
    Q("胃疼反酸，医生开了胃镜、碳13呼气试验、基础胃液分泌量检查，最后那个是针对什么症状的？", "check_for_symptom",
      "基础胃液分泌量检查", C),
    Q("血糖高，皮肤也有问题，医生做了午夜一片法地塞米松抑制试验，这是针对糖尿病皮肤病变的吗？", "check_for_symptom",
      "午夜一片法地塞米松抑制试验", C, named="糖尿病皮肤病变"),
    Q("孩子反复感冒、持续发烧，查了血常规、微量元素和寄生虫感染免疫检测，最后那个是针对哪些症状的？", "check_for_symptom",
      "寄生虫感染免疫检测", C),
    Q("高度近视，眼科做了验光、眼底照相、动态视野检查，动态视野检查是针对什么症状的？", "check_for_symptom", "动态视野检查", C),
    Q("宫颈检查一般是有什么症状才做？", "check_for_symptom", "宫颈检查", C),
    # performed_by
    Q("这个月要做的检查：宫腔镜检查、乳腺B超、甲功，第一个去哪个科做？", "performed_by", "宫腔镜检查", C),
    Q("备孕检查单：宫腔镜检查、HPV、性激素六项，宫腔镜检查是在妇产科做吗？", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("妇产科除了B超、胎心监护、产检，还能做哪些检查？", "performed_by", "妇产科", DEP),
    Q("我爸要做心血管造影检查、冠脉CTA和心脏彩超，心血管造影检查是在哪个科做？", "performed_by", "心血管造影检查", C),
    Q("宝宝出生后要做的：新生儿筛查、听力筛查、打卡介苗，新生儿筛查是在儿科做吗？", "performed_by", "新生儿疾病筛查检查", C,
      mention="新生儿筛查", named="儿科"),
    # check_has_alias
    Q("体检项目：血常规、心电图检查、胸片，心电图检查的英文简称是什么？", "check_has_alias", "心电图检查", C),
    Q("体检单上写着ECG、B-US、X-RAY，第一个ECG是哪项检查？", "check_has_alias", "ECG", AL),
    Q("梅毒筛查有TPPA、快速血浆反应素试验，快速血浆反应素试验是不是简称RPR？", "check_has_alias", "快速血浆反应素试验", C,
      named="RPR"),
    Q("化验单：HIV抗体、HBsAg、RPR都是阴性，RPR是哪项检查的缩写？", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day55"))
