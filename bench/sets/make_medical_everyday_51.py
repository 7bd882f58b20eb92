"""Writes `medical_everyday_51.jsonl`, a fifty-first hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fiftieth, kept as a held-out measure: nothing
in it was chosen or reworded after seeing how the project answers it (it was written without running the project's
search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation type of the
network asked four to seven times. Each is written by someone not sure of what they know, who writes it down and checks
it: a belief put as a question (我记得睾丸癌最先转移到腹膜后淋巴结，没记错吧, 我记得脑电图检查英文叫electroencephalogram，没拼错吧, 藏当归听名字应该产在西藏吧,
八风散好像还有个汤的叫法，叫什么来着), a rumour or the belief of a relative quoted before the question (老一辈都说吃猪肝猪腰子会得痛风, 朋友圈里传保妥适就是打瘦脸用的,
村里老人都说白化病是近亲结婚生出来的, 我妈说消渴丸是中药没副作用, 奶奶非说是针眼, 我哥非说去内分泌科，俩人吵起来了, 我妈看了个养生视频说只有脑膜炎才会), doubt about what a doctor or a nurse
said (我听说抢救会用到氯化筒箭毒碱注射液，是不是我听岔了, 医生说人工机械心脏瓣膜是溶血性贫血的危险因素，我没听错吧, 真的假的, 是真的还是谣言, 这是真的还是迷信) and a name half remembered and
then given right (化疗时输的那个古什么来着…对，古拉定, 那个叫金钱吊什么来着…对，金钱吊蛤蟆, 那个叫短什么草来着…对，短冠草, 那个叫红细胞什么试验来着…对，红细胞花环试验). 45 correct
themselves in the same message: a wrong name typed or misread first and then the right one
(我在群里说是流行性角结膜炎…啊打错了，医生写的是流行性角膜结膜炎, 医生说桡骨头骨折…哦不对，是桡骨颈骨折, 病历上写的是癫痫小发作持续状态…哦我说反了，是癫痫大发作持续状态, 特非那定片…不对，我手上这盒是特非那丁颗粒剂,
医生给我打的是卡介苗…不对，针剂盒子上写的是微卡, 当归四逆汤…哦我说错了，是当归补血汤), a wrong neighbour taken back (盲肠旁疝是不是会引起肠穿孔…哦我记错了，想问的是肠梗阻,
八神散里放的是乌头…不对不对，我想问的是草乌头, 八风续命汤又叫人参汤？不对，我想问的是它是不是也叫参桂汤, 听说要查血常规…不对，是血气分析), another question started and dropped
(这个挂什么科…不对不对，我想问的是它是怎么引起的, 炭疽病是怎么传染的…算了不问这个，我想问的是它现在怎么治, 痔一般吃什么药…不对不对，我想问的是痔跟直肠出血怎么鉴别, 择泰有什么副作用…不对，先问它到底是治什么的,
耳廓检查在哪个科做…不对，我想问的是它能查出哪些病) or a belief of their own withdrawn (我以为跟泰诺林是一个东西，前面说的不算); the gold is always what the asker
finally asks about, and where the wrong name is a record (such as 流行性角结膜炎, 桡骨头骨折, 溃疡性结肠炎, 淋病性精囊炎, 男性青春期乳房发育, 真菌性角膜炎,
肛管癌, 类癌危象, 白喉性结膜炎, 癫痫小发作持续状态, 登革热休克综合征, 特非那定片, 环酯红霉素胶囊, 番石榴根, 牛毛毡, 猪肚, 矮脚罗伞, 乌头, 当归四逆汤, 人参汤, 血常规, 血沉, 眼外伤, 神经性厌食症,
视网膜母细胞瘤, 泪囊炎, 特发性黄斑部前膜, 甲状腺囊肿, 消化道复发性溃疡, 肠穿孔) it is not the entity. Who writes varies: careful grandchildren
(外公查出海绵窦血栓，医生说要防并发症, 外婆拿氯氮卓片当安眠药吃, 老家亲戚寄来的镇南王胃药), sceptics (我觉得他在吓唬我们, 我不太信, 我有点怀疑, 是真的还是谣言), worried parents (孩子瞳孔发白,
宝宝B超查出…, 孩子个子矮), people arguing with a relative (我哥非说去内分泌科，俩人吵起来了, 婆婆说能自己消, 我姥姥也这么说, 药店阿姨跟我说是两类东西) and people passing on
what a friend or a colleague said (援非回来的同事说…, 病友群里说…). 28 carry 呢/啊/呀/嘛/哈; 178 are tagged `context`; some ask two things
and the first is the gold (保妥适…它其实能治什么病？打多了会不会有依赖 asks what it is for; 猫眼疮…它到底长在身体哪些地方？会传染吗 where it shows;
拜班平里是不是有蓖麻子？孕妇能不能擦 names 蓖麻子; 归脾汤是治健忘失眠的吗？能长期喝吗 names 健忘失眠; 精氨酸兴奋GH试验，是查生长激素缺乏症的吗？要空腹吗 names 生长激素缺乏症).

Records: taken from the sixth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 49 and the three alias
sets) contains and that none of them uses as an entity or a mention; the forty-first set drew from the sixth tenth too,
and this one takes only what it and every other set left. cures has 106 window sources and only two left (电休克, 皮角), both
asked; four more questions each name a drug no earlier question names (甲状腺功能减退症 → 优甲乐, 疥疮 → 克罗米通乳膏, 盘尾丝虫病 → 伊维菌素片,
神经性贪食症 → 盐酸氟西汀胶囊). Where every source of a relation type in that window is already asked about (has_risk_factor,
prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of,
formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one
neighbour no earlier question names (痛风 ← 食用动物内脏, 溃疡性结肠炎 ← 既往吸烟者, 病毒性脑膜炎 ← 未接种腮腺炎疫苗, 溶血性贫血 ← 人工机械心脏瓣膜, 癫痫持续状态 ←
对抗惊厥药物不依从, 白喉 → 印地安土著人口聚居地区, 组织胞浆菌病 → 欧洲南部的部分地区, 白喉 ↔ 白喉性多发性神经病, 痛风 ↔ 痛风石性痛风, 登革出血热 ↔ 胸膜腔积液, 白血病 ↔ 膜增生性肾小球肾炎, 矽肺病 ↔
脉管炎症, 神经炎 ↔ 膈肌麻痹, 疟疾 ↔ 昏睡病, 病毒性脑膜炎 ↔ 急性化脓性脑膜炎, 痛风 ↔ 软骨钙质沉着病, 登革热 ↔ 埃博拉病毒感染, 白喉 ↔ 急性坏死性溃疡性牙龈炎, 痔 ↔ 直肠出血, 八神散 → 草乌头, 八白散 →
白丁香, 平胃散 → 行气和胃, 旋复代赭汤 → 降逆化痰, 当归六黄汤 → 滋阴泻火, 小陷胸汤 → 宽胸散结, 小青龙汤 → 外寒里饮证, 小活络丹 → 风寒湿痹, 归脾汤 → 健忘失眠, 当归补血汤 → 血虚阳浮发热证), is
asked from the relation's target end (美洲中部及南部, where 组织胞浆菌病 is prevalent; 脑膜, where 真菌性脑膜炎 and 支气管肺癌 spread; 胆管, which
肝内胆管癌 invades; 五灵脂, an ingredient of 八神丹 and 八神来复丹; 温经散寒, an efficacy of 当归四逆汤; 胸膈胀满, what 开郁老蔻丸 and 开郁顺气丸 are
prescribed for; 消化科, the department of 无痛胃镜检查), asks what an alias stands for (万氏牛黄丸（《医方简义》卷三）, 人参汤, EMG,
electromyography: the first an earlier question's answer, 人参汤 an earlier set's mention, EMG and electromyography earlier
questions' gold too, asked here in other words) or names a check by its alias (electroencephalogram, earlier sets'
mention); a few ask a record again in words no earlier question uses (湿疹, whose only risk factor 过敏史 no earlier question
names, 破伤风, 真菌性脑膜炎, 肝内胆管癌, 八等散, 易黄汤, 截疟七宝饮, 八风散, 八风防风散, 肌电图检查), and where a window source has no neighbour left that no
earlier question names, the question names one again (百日咳 → 发展中国家, 睾丸癌 → 腹膜后淋巴结, 类癌综合征 → 肝, 破伤风 → 血流, 肛门癌 → 阴道, 肝癌 → 胆道,
注射用阿替普酶 → 爱通立®, 特洛伪麻胶囊 → 新芬泰, 注射用重组人干扰素β1b → 倍泰龙, 消食药 → 助消化药, 八琼丹 → 水银, 八珍锭 → 朱砂, 八风续命汤 → 参桂汤, 无痛胃镜检查 → 消化科, 脑电图检查 → 神经科
and electroencephalogram). has_risk_factor has 18 window sources, all asked about before: five questions name a risk
factor no earlier question names and 湿疹 is asked in new words. Of the five window sources of prevalent_in (白喉, 百日咳, 破伤风,
类风湿性关节炎, 组织胞浆菌病) only 白喉 and 组织胞浆菌病 have a neighbour no earlier question names; 百日咳 names one again, 破伤风 is asked in new
words and one question asks from the target end (美洲中部及南部, never an earlier question's entity). None of the five window
sources of metastasizes_to (皮疹, 真菌性脑膜炎, 睾丸癌, 破伤风, 类癌综合征) has one (the forty-first set named 非神经系统受累部位): three name a
neighbour again, 真菌性脑膜炎 is asked in new words and one question asks from the target end (脑膜). The three window sources
of invades (肛门癌, 肝内胆管癌, 肝癌) have none: two name one again, 肝内胆管癌 is asked in new words and one question asks from the
target end (胆管). The window of drug_has_alias holds seven drugs (注射用重组人干扰素β1b, 注射用阿替普酶, 消食药, 牛黄清心丸, 特洛伪麻胶囊, 特非那定片,
环酯红霉素胶囊), all of whose aliases earlier questions name: four name an alias again and one asks what 万氏牛黄丸（《医方简义》卷三） stands
for. Of the eighteen window formulas of composed_of only 八神散 and 八白散 have an ingredient no earlier question names; 八琼丹
and 八珍锭 name one again, 八等散 is asked in new words and one question asks from the target end (五灵脂). formula_has_alias has
29 sources and its window three (八风散, 八风续命汤, 八风防风散), all of whose aliases earlier questions name: 八风续命汤 is asked whether
it is also called 参桂汤, the other two are asked in new words and one question asks what 人参汤 stands for. performed_by has
six sources and its window none, as for the forty-first set: its questions take the record in whose place in key order
the sixth tenth falls (无痛胃镜检查, whether it is done in 消化科), ask from that record's target end (消化科) and take the record
after it (脑电图检查, named by electroencephalogram, and whether it is done in 神经科). check_has_alias has seven sources and
its window one (肌电图检查), asked in new words and by what EMG and electromyography stand for; the record after it (脑电图检查)
is asked whether its English name is electroencephalogram.

80 questions name the one neighbour they ask about, most of them naming two records (氧中毒 → 幻视, 氟骨症 → 骨科, 甲醇中毒 → 血气分析,
特发性黄斑裂孔 → 光学相干断层扫描检查, 桡骨颈骨折 → 尺神经损伤, 盲肠旁疝 → 肠梗阻, 电休克 → 氯化筒箭毒碱注射液, 皮角 → 注射用胸腺肽, 涎石病 → 下颌下腺, 白化病 → 近亲结婚, 泌尿生殖系包虫病 → 牧民,
特发性低促性腺激素性性腺功能减退 → 性激素替代治疗, 眼内异物 → 异物摘出, 白喉性多神经炎 → 白喉, 日达仙 → 慢性乙型肝炎, 微卡 → 结核病, 恒德 → 体重增加, 消渴丸 → 低血糖症, 拜班平 → 蓖麻子, 消食颗粒 →
山楂, 消旋卡多曲胶囊 → 止泻药, 司可林 → 骨骼肌松弛药, 番石榴果 → 腹泻, 瓦塔 → 凉血止血, 藏当归 → 西藏, 独叶一枝枪 → 独叶一枝花, 白鬼笔 → 鬼笔菌, 结肠驱气试验 → 急性阑尾炎, 精氨酸兴奋GH试验 →
生长激素缺乏症, 红细胞电泳时间测定 → 搏动性耳鸣, 翻转上睑方法 → 眼睑下垂, and the neighbours above); one offers two departments and asks which
(特发于童年的情绪障碍…挂儿科还是精神心理科来着, both its answers). Seven besides the alias-instance questions are asked from the relation's
target end (下个月去美洲中部及南部自驾，听说那边有种真菌病挺常见，是什么病来着, 哪些病会转移到脑膜, 哪些肿瘤会侵犯胆管, 哪些方子里用到五灵脂, 有哪些方剂能温经散寒, 胸膈胀满有哪些方子可以调理,
消化科一般能做哪些检查来着).

Names inside names: by a mechanical count 111 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (流行性角膜结膜炎 holds 角膜结膜炎 and is one character from 流行性角结膜炎, the name its asker types first, 气压创伤性中耳炎 holds
中耳炎, 男性乳腺癌 holds 乳腺癌, which its asker thought men never get, 水痘性角膜炎 holds 角膜炎, 甲状旁腺功能亢进性心肌病 holds 甲状旁腺功能亢进 and 心肌病,
混合型肾小管性酸中毒 holds 肾小管性酸中毒, 溃疡性直肠炎 holds 直肠炎 and is named after 溃疡性结肠炎, 桡骨颈骨折 after 桡骨头骨折, 烧伤后急性肾功能衰竭 holds 急性肾功能衰竭,
海绵状淋巴管瘤 holds 淋巴管瘤, 肝内胆管癌 holds 胆管癌 and is named after 肝外胆管癌, 特指博德特杆菌属性百日咳 holds 百日咳, the class its question asks for,
甲状旁腺功能减退症性白内障 holds 甲状旁腺功能减退症 and 白内障, the two classes its question weighs, 狼疮性心肌病 holds 心肌病, 癫痫大发作持续状态 holds 癫痫大发作 and
is named after 癫痫小发作持续状态, 登革出血热 is named after 登革热休克综合征, which holds 登革热; 痛风 lies inside 痛风石性痛风 and 白喉 inside 白喉性多发性神经病,
the neighbours their questions name; 氨麻美敏片（II） holds 氨麻美敏片, 注射用还原型谷胱甘肽钠 holds 注射用还原型谷胱甘肽, 注射用胸腺法新 lies inside
注射用胸腺法新（注射用胸腺肽α1）, 沙丁胺醇气雾剂 inside 沙丁胺醇气雾剂（混悬型）, 特非那丁颗粒剂 holds 特非那丁, one character from the 特非那定 of 特非那定片, the name its
asker types first; 番石榴根 and 番石榴果 hold 番石榴 and one is named after the other, 盐肤木根 holds 盐肤木 and lies inside 盐肤木根皮, 眼子菜根
holds 眼子菜, 独叶一枝枪 lies inside 带血独叶一枝枪 and is asked whether it is also called 独叶一枝花; 无痛胃镜检查 holds 胃镜检查, 红细胞沉率检查, 红细胞电泳时间测定
and 红细胞花环试验 hold 红细胞, 肌电图检查 lies inside 盆底肌电图检查).

About one question in four (49 of 210) names its entity by a name the network records for that very instance: disease
aliases (11: other or descriptive names such as 涎腺巨细胞性包涵体病, 亚急性或慢性分化型组织细胞增多病, 液化性皮肤结核或皮肤腺病, 热带营养性巨幼细胞贫血, 镰状细胞贫血视网膜病变,
苔藓样皮肤结核; an old name, 痿痹; English names, carcinoma of salivary gland and onychodystrophy; and two aliases the network
records as one name of two halves, copied from a report as they stand, “Spiegler—fendt肉样瘤；反应性良性淋巴组织增生” and
“滋养层细胞疾病；滋养层细胞瘤”); drug trade names (25, below); medicinal material aliases (12: 针耙七, 那拔根, 玉蜀黍花, 五倍子根, 老君须, 牛眼球, 瓦塔,
金钱吊蛤蟆, 苦灯笼, 箐鸡肉, 藏当归, 柳毛); a check alias (1: electroencephalogram, earlier sets' mention). Each of these names is listed
by that one instance only. Ten more ask what an alias stands for (毛囊上皮瘤；毛囊痣, 椎管内结核瘤, 氨基酸尿症, 万氏牛黄丸（《医方简义》卷三）, 飞机藤, 食疙瘩,
七姐妹藤, 人参汤, EMG, electromyography: disease, drug, material, formula and check aliases): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure
every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 25 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (保妥适, 日达仙, 择泰, 特耐, 俊宁, 微卡, 恒德, 喜素, 卫昕平, 因福舒, 舒莱, 新康泰克（红色装）, 达诺日夜片, 类克, 镇南王, 拜班平, 索马杜林, 达菲林, 古拉定, 克瑞帕, 欣可保, 司可林,
泰能, 健择, 泰诺安). All twenty-five names are also drug records of their own. They are labelled as in the earlier sets: the
gold entity is the standard record (注射用A型肉毒毒素, 注射用胸腺法新, 注射用唑来膦酸, 注射用帕瑞昔布钠, 洛伐他汀胶囊, 注射用母牛分枝杆菌, 注射用利培酮微球, 注射用羟喜树碱,
注射用硝酸异山梨酯, 流行性感冒亚单位疫苗, 注射用巴利昔单抗, 氨麻美敏片（II）, 氨酚美伪麻与苯酚伪麻片, 注射用英夫利西单抗, 溃疡胶囊, 润肌皮肤膏, 注射用醋酸兰瑞肽, 注射用醋酸曲普瑞林, 注射用还原型谷胱甘肽钠,
甲磺酸—α—二氢麦角隐亭片, 甲钴胺注射液, 氯化琥珀胆碱注射液, 注射用亚胺培南—西司他丁钠, 注射用盐酸吉西他滨, 氨酚拉明片), the mention is the trade name and the line is tagged
`alias`, because whoever holds the box, the infusion label or the vaccination card asks about the medicine, and the
standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- EMG is a check record as well as the alias instance 肌电图检查 lists (朋友圈里说EMG是查脑子的，EMG到底是哪项检查的缩写), and 椎管内结核瘤 a disease
  record as well as the alias instance 椎管内结核肉芽肿 lists (片子上写着椎管内结核瘤，医生说这是另一个病的别称): each asks what the name stands for, so
  the gold is the alias instance, as the forty-ninth set's EMG question is; 氨基酸尿症, whose question asks which disease it
  names, is a symptom record as well as the alias 氨基酸代谢病 lists. 痿痹, by which a caused_by question names 痿病, is a disease
  record too.
- Some named neighbours are records of other types too: 新芬泰 and 倍泰龙 are drug records as well as the aliases their drugs
  list, 独叶一枝花 a medicinal material as well as an alias, 助消化药 a drug class and a drug product class besides an alias, 止泻药
  a drug product class and a drug besides a drug class, 骨骼肌松弛药 a drug class besides a drug product class, 山楂, 朱砂 and 白丁香
  medicinal materials as well as ingredients, 骨科 a body part and a population besides a department, 肝 a cause, a check,
  an efficacy, a population and a symptom besides a body part, 西藏 a population besides a region, 体重增加 a cause and a
  disease and 低血糖症 a cause, a disease and a therapy besides symptoms, 肠梗阻, 白喉, 慢性乙型肝炎, 结核病, 腹泻 and 生长激素缺乏症 diseases,
  causes and symptoms at once, 急性阑尾炎 a therapy besides, and 尺神经损伤, 胸膜腔积液, 膈肌麻痹 and 直肠出血 diseases and symptoms.
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 泪腺炎, 海绵窦血栓, 皮角, 甲状腺功能减退症, 疥疮, 白化病, 皮下裂头蚴病, 痛风 (three questions), 癫痫持续状态, 组织胞浆菌病, 百日咳, 破伤风 (two), 甲营养不良, 痔, the
  alias instance 氨基酸尿症; a cause record: 氟骨症, 桡骨颈骨折, 病毒性脑膜炎 (two), 登革热; both: 湿疹, 溃疡性结肠炎, 白喉 (three), 类癌综合征, 矽肺病, 疟疾, and
  白血病 a population record besides and 溶血性贫血 a check and a therapy record besides; an alias record: 瘰疬性苔藓, 瓦松, and 肝癌 (a
  cause and a symptom record besides) and 神经炎 (a symptom record besides); a disease record for the alias instance 椎管内结核瘤
  and a check record for EMG), and the wording says which is meant (医生说, 查出, 诊断, 确诊, 病历上写的, 危险因素, 入药, 别称, 缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_51.py    # rewrites bench/sets/medical_everyday_51.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_51.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我妈看完病历说涎腺巨细胞性包涵体病就是普通的腮腺炎，我总觉得不对劲。这个病一般都有哪些症状啊？", "has_symptom",
      "涎腺病毒病", D, mention="涎腺巨细胞性包涵体病"),
    Q("孩子的诊断书上写着亚急性或慢性分化型组织细胞增多病，我念了三遍才念顺，它大概会有哪些表现来着？", "has_symptom",
      "汉德—许勒尔—克思斯琴病", D, mention="亚急性或慢性分化型组织细胞增多病"),
    Q("潜水教练说氧中毒的人会出现幻视，我觉得他在吓唬我们，幻视真的是氧中毒的症状吗？", "has_symptom", "氧中毒", D,
      named="幻视"),
    Q("坐飞机下降时耳朵疼了两天，我以为是航空性中耳炎，医生写的却是气压创伤性中耳炎。这个病一般有哪些症状？", "has_symptom",
      "气压创伤性中耳炎", D),
    Q("表姐刚确诊淋巴管肌瘤病，全家都慌了，它一般都有哪些症状？我只记得好像会气胸", "has_symptom", "淋巴管肌瘤病", D),
    Q("单位好几个人眼睛红，我在群里说是流行性角结膜炎…啊打错了，医生写的是流行性角膜结膜炎，多一个膜字。这个病都有哪些症状？",
      "has_symptom", "流行性角膜结膜炎", D),
    Q("眼皮外侧又红又肿，奶奶非说是针眼，医生说是泪囊炎…不对，他说的是泪腺炎。泪腺炎一般会有哪些症状呀", "has_symptom",
      "泪腺炎", D),
    # designated_to
    Q("国外的病理报告写着carcinoma of salivary gland，回国看病该挂哪个科？我猜是耳鼻喉科，不太确定", "designated_to",
      "涎腺癌", D, mention="carcinoma of salivary gland"),
    Q("活检报告上照抄了一行“Spiegler—fendt肉样瘤；反应性良性淋巴组织增生”，我妈说是长了个瘤要去肿瘤科，真的假的？到底挂哪个科",
      "designated_to", "皮肤淋巴细胞瘤", D, mention="Spiegler—fendt肉样瘤；反应性良性淋巴组织增生"),
    Q("老家的水氟含量高，我爸查出氟骨症，应该是挂骨科吧？我哥非说去内分泌科，俩人吵起来了", "designated_to", "氟骨症", D,
      named="骨科"),
    Q("孩子瞳孔发白，医生说怀疑视网膜母细胞瘤…不对不对，我刚才看错了，单子上写的是永存原始玻璃体增生症。这个该挂哪个科呢？",
      "designated_to", "永存原始玻璃体增生症", D),
    Q("孩子一上学就哭闹，医生说是特发于童年的情绪障碍，应该是挂儿科还是精神心理科来着？", "designated_to",
      "特发于童年的情绪障碍", D),
    Q("潜水回来耳朵一直嗡嗡响，医生怀疑潜水性内耳损伤，该挂哪个科才对呀？", "designated_to", "潜水性内耳损伤", D),
    Q("手指头起了个大水疱，说是水疱性远端指炎，我老公说要去手外科，真的假的？到底挂哪个科啊", "designated_to",
      "水疱性远端指炎", D),
    # checks
    Q("病理报告写的是液化性皮肤结核或皮肤腺病，我一直以为结核只长在肺上。要做哪些检查才能确诊？", "checks",
      "瘰疬性皮肤结核病", D, mention="液化性皮肤结核或皮肤腺病"),
    Q("邻居家孩子误喝了百草枯，医生说是百草枯中毒，好像要抽血查肺？具体得做哪些检查呢", "checks", "百草枯中毒", D),
    Q("健身练太猛尿成了酱油色，网上说可能是横纹肌溶解综合征，要做哪些检查呢？", "checks", "横纹肌溶解综合征", D),
    Q("亲戚喝了散装白酒怀疑甲醇中毒，听说要查血常规…不对，是血气分析，真要查这个吗？", "checks", "甲醇中毒", D,
      named="血气分析"),
    Q("我一直以为男的不会得乳腺癌，结果医生说我爸可能是男性乳腺癌。要做哪些检查啊？", "checks", "男性乳腺癌", D),
    Q("眼科说我是特发性黄斑部前膜…啊打错了，是特发性黄斑裂孔。要做光学相干断层扫描检查吗？", "checks", "特发性黄斑裂孔",
      D, named="光学相干断层扫描检查"),
    # has_complication
    Q("医生说我这是热带营养性巨幼细胞贫血，我以为补补铁就好了，拖下去会并发哪些病啊？", "has_complication",
      "热带口炎性腹泻", D, mention="热带营养性巨幼细胞贫血"),
    Q("我妈查出甲状旁腺功能亢进性心肌病，医生说要盯紧并发症，我大概知道会心慌，一般会并发哪些病？", "has_complication",
      "甲状旁腺功能亢进性心肌病", D),
    Q("外公查出海绵窦血栓，医生说要防并发症，大概会并发哪些病呢？", "has_complication", "海绵窦血栓", D),
    Q("孩子摔了一跤，医生说桡骨头骨折…哦不对，是桡骨颈骨折。会不会并发尺神经损伤？", "has_complication", "桡骨颈骨折", D,
      named="尺神经损伤"),
    Q("听说混合型肾小管性酸中毒时间长了会出各种毛病，真的假的？会并发哪些病", "has_complication", "混合型肾小管性酸中毒", D),
    Q("溃疡性结肠炎…不对，我爸是溃疡性直肠炎，拖着不管会并发什么？我大概知道会便血", "has_complication", "溃疡性直肠炎",
      D),
    Q("盲肠旁疝是不是会引起肠穿孔…哦我记错了，想问的是肠梗阻，会引起肠梗阻吗？婆婆说忍忍就好", "has_complication",
      "盲肠旁疝", D, named="肠梗阻"),
    # cures
    Q("工地上有人触电，医生说是电休克，我听说抢救会用到氯化筒箭毒碱注射液，是不是我听岔了？", "cures", "电休克", D,
      named="氯化筒箭毒碱注射液"),
    Q("脸上长了个角一样的东西，医生说叫皮角，朋友圈有人说打注射用胸腺肽就能好，真的假的？", "cures", "皮角", D,
      named="注射用胸腺肽"),
    Q("我妈甲状腺功能减退症好多年，一直吃优甲乐，她老担心吃多了伤身，这药确实是治这个病的吧？", "cures", "甲状腺功能减退症",
      D, named="优甲乐"),
    Q("宿舍三个人得了疥疮，我妈说用硫磺皂洗洗就行，克罗米通乳膏能不能治？", "cures", "疥疮", D, named="克罗米通乳膏"),
    Q("援非回来的同事说盘尾丝虫病吃伊维菌素片就行，这个说法靠谱吗？", "cures", "盘尾丝虫病", D, named="伊维菌素片"),
    Q("我想问神经性厌食症…不对，我要问的是神经性贪食症，能吃盐酸氟西汀胶囊吗？", "cures", "神经性贪食症", D,
      named="盐酸氟西汀胶囊"),
    # shown_on
    Q("眼科说是镰状细胞贫血视网膜病变，我以为贫血只跟血有关，它一般累及哪些部位？", "shown_on",
      "珠蛋白生成障碍性贫血视网膜病变", D, mention="镰状细胞贫血视网膜病变"),
    Q("吃饭时下巴底下鼓个包，医生说是涎石病，我以为结石长在腮腺，是不是搞错了？一般长在下颌下腺吧", "shown_on", "涎石病",
      D, named="下颌下腺"),
    Q("淋病性精囊炎…不对，我要问的是淋病性关节炎，一般会累及哪些关节？我原来以为只有膝盖", "shown_on", "淋病性关节炎", D),
    Q("猫眼疮听名字像长在眼睛上的，我姥姥也这么说，它到底长在身体哪些地方？会传染吗", "shown_on", "猫眼疮", D),
    Q("瓜藤缠这名字真怪，一般长在身体哪里呀？", "shown_on", "瓜藤缠", D),
    Q("宝宝B超查出消化道复发性溃疡…不对不对，是消化道重复畸形，我打字太快了。这个一般长在哪些部位？", "shown_on",
      "消化道重复畸形", D),
    # has_alias
    Q("病理报告上写着“毛囊上皮瘤；毛囊痣”，分号前后两个名字，我以为是两个病，其实是哪个病的别名？", "has_alias",
      "毛囊上皮瘤；毛囊痣", AL),
    Q("片子上写着椎管内结核瘤，医生说这是另一个病的别称，我没听清是哪个病，它对应的是哪个病？", "has_alias",
      "椎管内结核瘤", AL),
    Q("化验单写着氨基酸尿症，我以为是个症状，医生说这是一个病的别称，它对应的是哪个病？", "has_alias", "氨基酸尿症", AL),
    Q("淋巴管肉瘤好像还有个外国人名字的叫法，医生说过一次，叫什么来着？", "has_alias", "淋巴管肉瘤", D),
    Q("男性青春期乳房发育…不对，单子上写的是男性乳房肥大症，医生说它还有个挺拗口的叫法，叫什么来着？", "has_alias",
      "男性乳房肥大症", D),
    Q("我记得流行性出血性结膜炎就是俗称的红眼病，没记错吧？它还有哪些别的叫法", "has_alias", "流行性出血性结膜炎", D),
    # caused_by
    Q("中医说我腿没劲是痿痹，我妈非说就是缺钙。痿痹到底是怎么引起的？", "caused_by", "痿病", D, mention="痿痹"),
    Q("清宫后的病理单上写着“滋养层细胞疾病；滋养层细胞瘤”，我婆婆说是我身体太虚，这病到底是怎么引起的？", "caused_by",
      "滋养细胞肿瘤", D, mention="滋养层细胞疾病；滋养层细胞瘤"),
    Q("朋友文身以后胳膊上长了个包，医生说是皮肤淋巴细胞瘤，这个病都是什么原因引起的呢？", "caused_by", "皮肤淋巴细胞瘤", D),
    Q("孩子出水痘以后眼睛发红，医生说是水痘性角膜炎，这是什么引起的？跟水痘有关吗", "caused_by", "水痘性角膜炎", D),
    Q("村里老人都说白化病是近亲结婚生出来的，这是真的还是迷信？", "caused_by", "白化病", D, named="近亲结婚"),
    Q("打了隆鼻针后鼻子上长硬块，医生说是油性肉芽肿。这个挂什么科…不对不对，我想问的是它是怎么引起的？", "caused_by",
      "油性肉芽肿", D),
    Q("婆婆拿青蛙肉敷伤口，后来皮下长了个会动的包，说是皮下裂头蚴病。它一般都是怎么得的？", "caused_by", "皮下裂头蚴病",
      D),
    # has_risk_factor
    Q("老一辈都说吃猪肝猪腰子会得痛风，食用动物内脏真的是痛风的危险因素吗？", "has_risk_factor", "痛风", D,
      named="食用动物内脏"),
    Q("孩子从小就对牛奶过敏，我记得这跟湿疹有关系，湿疹有哪些高危因素？", "has_risk_factor", "湿疹", D),
    Q("听说戒了烟的人反而容易得溃疡性结肠炎，既往吸烟者真的风险更高吗？是不是我搞反了", "has_risk_factor", "溃疡性结肠炎",
      D, named="既往吸烟者"),
    Q("朋友圈里传孩子没打麻疹疫苗…不对，说的是腮腺炎疫苗，未接种腮腺炎疫苗真的容易得病毒性脑膜炎吗？", "has_risk_factor",
      "病毒性脑膜炎", D, named="未接种腮腺炎疫苗"),
    Q("我爸换了瓣膜，医生说人工机械心脏瓣膜是溶血性贫血的危险因素，我没听错吧？", "has_risk_factor", "溶血性贫血", D,
      named="人工机械心脏瓣膜"),
    Q("我爸的癫痫药老是想起来才吃，对抗惊厥药物不依从会诱发癫痫持续状态吗？", "has_risk_factor", "癫痫持续状态", D,
      named="对抗惊厥药物不依从"),
    # common_in
    Q("听说溃疡分枝杆菌感染跟在河边玩水有关，不知道是不是谣言，这个病多见于哪些人？", "common_in", "溃疡分枝杆菌感染", D),
    Q("我妈62岁，查出椎管内脊膜瘤，我以为这是年轻人的病，它一般是什么人容易得呢？", "common_in", "椎管内脊膜瘤", D),
    Q("搬家闪了腰，医生说是棘上韧带损伤，我才三十，这种一般是哪些人容易得？", "common_in", "棘上韧带损伤", D),
    Q("我舅在牧区放羊，听人说泌尿生殖系包虫病牧民多见，真的假的啊？", "common_in", "泌尿生殖系包虫病", D, named="牧民"),
    Q("表弟脖子中间摸到个包，说是甲状腺囊肿…不对，B超写的是甲状舌管囊肿，这种一般什么人容易得？", "common_in",
      "甲状舌管囊肿", D),
    Q("戴隐形眼镜的同事得了真菌性角膜炎…不对，是棘阿米巴角膜炎，这病一般是哪些人得啊？", "common_in", "棘阿米巴角膜炎", D),
    Q("孩子身上起了好多风团一样的小疙瘩，医生说是水疥，这个是不是小孩更容易得呀", "common_in", "水疥", D),
    # prevalent_in
    Q("我记得白喉在印地安土著人口聚居地区比较多，是在纪录片里看到的，没记错吧？", "prevalent_in", "白喉", D,
      named="印地安土著人口聚居地区"),
    Q("组织胞浆菌病好像在欧洲南部的部分地区也有？我一直以为只有美洲才有", "prevalent_in", "组织胞浆菌病", D,
      named="欧洲南部的部分地区"),
    Q("我妈说百日咳现在只在发展中国家才有了，是这样嘛？", "prevalent_in", "百日咳", D, named="发展中国家"),
    Q("破伤风现在主要在哪些地方还多见？我爷爷说他们那个年代到处都是", "prevalent_in", "破伤风", D),
    Q("下个月去美洲中部及南部自驾，听说那边有种真菌病挺常见，是什么病来着？", "prevalent_in", "美洲中部及南部", RE),
    # treated_with
    Q("皮肤科写的苔藓样皮肤结核，我妈以为擦点药膏就行，这个一般怎么治？", "treated_with", "瘰疬性苔藓", D,
      mention="苔藓样皮肤结核"),
    Q("孩子脖子上的海绵状淋巴管瘤，婆婆说能自己消，我不太信，这个到底该怎么治呀？", "treated_with",
      "海绵状淋巴管瘤", D),
    Q("我舅烧伤后出现烧伤后急性肾功能衰竭，医生说可能要透析，这个一般都有哪些治法？", "treated_with", "烧伤后急性肾功能衰竭",
      D),
    Q("特发性低促性腺激素性性腺功能减退是不是只能靠性激素替代治疗？表哥一直拖着不想打针", "treated_with",
      "特发性低促性腺激素性性腺功能减退", D, named="性激素替代治疗"),
    Q("车间里铁屑崩进眼睛，我以为就是眼外伤…不对，病历上写的是眼内异物，是要做异物摘出吗？", "treated_with", "眼内异物",
      D, named="异物摘出"),
    Q("炭疽病是怎么传染的…算了不问这个，我想问的是它现在怎么治，我爸说得了就没救了", "treated_with", "炭疽病", D),
    # metastasizes_to
    Q("我记得睾丸癌最先转移到腹膜后淋巴结，没记错吧？我弟刚做完手术", "metastasizes_to", "睾丸癌", D, named="腹膜后淋巴结"),
    Q("类癌危象…不对，我说的是类癌综合征，是不是会转移到肝？医生说了一句我没听全", "metastasizes_to", "类癌综合征", D,
      named="肝"),
    Q("真菌性脑膜炎会扩散到哪些地方？我一直以为只在脑子里", "metastasizes_to", "真菌性脑膜炎", D),
    Q("听说破伤风的毒会顺着血流跑，是这样吗？还是我理解错了", "metastasizes_to", "破伤风", D, named="血流"),
    Q("哪些病会转移到脑膜？我妈看了个养生视频说只有脑膜炎才会", "metastasizes_to", "脑膜", BP),
    # invades
    Q("我姑姑是肛管癌…不对，我记错了，她是肛门癌，会侵犯阴道吗？", "invades", "肛门癌", D, named="阴道"),
    Q("肝外胆管癌…打错了，是肝内胆管癌，会往周围长吗？一般会侵犯到哪些地方", "invades", "肝内胆管癌", D),
    Q("我听说肝癌会长进胆道里，是真的还是谣言？", "invades", "肝癌", D, named="胆道"),
    Q("哪些肿瘤会侵犯胆管？我爸的报告上写了胆管受侵", "invades", "胆管", BP),
    # is_subtype_of
    Q("体检单上写了onychodystrophy，我百度出来说是灰指甲，是不是搞错了？它在疾病分类上算哪一类", "is_subtype_of",
      "甲营养不良", D, mention="onychodystrophy"),
    Q("诊断写的特指博德特杆菌属性百日咳，这么长一串，在分类上到底算哪种病？", "is_subtype_of", "特指博德特杆菌属性百日咳", D),
    Q("白喉性结膜炎…不对不对，医生写的是白喉性多神经炎，这个算白喉的一种吗？我还以为是神经科的病", "is_subtype_of",
      "白喉性多神经炎", D, named="白喉"),
    Q("我小姨查出狼疮性心肌病，这个是归在心脏病下面还是别的病下面？", "is_subtype_of", "狼疮性心肌病", D),
    Q("病历上写的是癫痫小发作持续状态…哦我说反了，是癫痫大发作持续状态，这个在分类上属于哪一类？", "is_subtype_of",
      "癫痫大发作持续状态", D),
    Q("甲状旁腺功能减退症性白内障到底算白内障还是算甲状旁腺那边的病？", "is_subtype_of", "甲状旁腺功能减退症性白内障", D),
    # related_disease
    Q("白喉好了以后手脚发麻，是不是跟白喉性多发性神经病有关系？", "related_disease", "白喉", D, named="白喉性多发性神经病"),
    Q("痛风和痛风石性痛风是一回事吗？我爸说手上长石头才算真痛风", "related_disease", "痛风", D, named="痛风石性痛风"),
    Q("登革热休克综合征…哦不对，是登革出血热，它会跟胸膜腔积液扯上关系吗？", "related_disease", "登革出血热", D,
      named="胸膜腔积液"),
    Q("白血病和膜增生性肾小球肾炎有什么关系吗？我表姐两个都查出来了", "related_disease", "白血病", D,
      named="膜增生性肾小球肾炎"),
    Q("矽肺病是不是跟脉管炎症有关联？我爸在石料厂干了二十年，最近腿上老起红斑", "related_disease", "矽肺病", D,
      named="脉管炎症"),
    Q("神经炎和膈肌麻痹有关系吗？外公老说喘不上气", "related_disease", "神经炎", D, named="膈肌麻痹"),
    # differential_diagnosis
    Q("从非洲回来发烧，医生说要排除疟疾，又提了昏睡病，这俩怎么区分？", "differential_diagnosis", "疟疾", D, named="昏睡病"),
    Q("孩子头疼发烧，医生说病毒性脑膜炎要和急性化脓性脑膜炎鉴别，我还以为是一个病", "differential_diagnosis",
      "病毒性脑膜炎", D, named="急性化脓性脑膜炎"),
    Q("我妈膝盖肿，医生说要鉴别痛风和软骨钙质沉着病，我还以为肿了就是痛风", "differential_diagnosis", "痛风", D,
      named="软骨钙质沉着病"),
    Q("登革热跟埃博拉病毒感染怎么鉴别？新闻看多了心里发毛", "differential_diagnosis", "登革热", D, named="埃博拉病毒感染"),
    Q("白喉要跟急性坏死性溃疡性牙龈炎鉴别吗？好像听医生这么说过", "differential_diagnosis", "白喉", D,
      named="急性坏死性溃疡性牙龈炎"),
    Q("痔一般吃什么药…不对不对，我想问的是痔跟直肠出血怎么鉴别，大便带血到底是哪个", "differential_diagnosis", "痔", D,
      named="直肠出血"),
    # indicated_for
    Q("朋友圈里传保妥适就是打瘦脸用的，它其实能治什么病？打多了会不会有依赖", "indicated_for", "注射用A型肉毒毒素", DR, mention="保妥适"),
    Q("我爸打的日达仙，我记得是治慢性乙型肝炎的，没记错吧？", "indicated_for", "注射用胸腺法新", DR, mention="日达仙",
      named="慢性乙型肝炎"),
    Q("我妈骨头疼，医生开了择泰，她以为是止疼药。择泰有什么副作用…不对，先问它到底是治什么的", "indicated_for",
      "注射用唑来膦酸", DR, mention="择泰"),
    Q("手术完护士给打了特耐，我没听清说的是止痛还是消炎，它主要用在什么情况？", "indicated_for", "注射用帕瑞昔布钠", DR, mention="特耐"),
    Q("医生给我爸开了俊宁，我查了下好像是降胆固醇的，它到底治什么病啊？", "indicated_for", "洛伐他汀胶囊", DR,
      mention="俊宁"),
    Q("医生给我打的是卡介苗…不对，针剂盒子上写的是微卡，这个是治结核病的吗？", "indicated_for", "注射用母牛分枝杆菌", DR,
      mention="微卡", named="结核病"),
    Q("奶奶一吃饭就胀，邻居说沉香化气丸管用，这药主要治什么？", "indicated_for", "沉香化气丸", DR),
    # has_adverse_reaction
    Q("我哥打恒德以后胖了十几斤，体重增加是这个药的副作用吗？", "has_adverse_reaction", "注射用利培酮微球", DR,
      mention="恒德", named="体重增加"),
    Q("我爸化疗用的喜素，头发掉了好多，它都有哪些副作用？", "has_adverse_reaction", "注射用羟喜树碱", DR, mention="喜素"),
    Q("输了卫昕平以后头胀得厉害，护士说正常，它有哪些不良反应呢？", "has_adverse_reaction", "注射用硝酸异山梨酯", DR,
      mention="卫昕平"),
    Q("孩子打了因福舒，我妈说疫苗都没副作用，我不太信，它会有哪些不良反应？", "has_adverse_reaction", "流行性感冒亚单位疫苗",
      DR, mention="因福舒"),
    Q("我老公肾移植用了舒莱，病友群里说这种药副作用特别大，具体有哪些？", "has_adverse_reaction", "注射用巴利昔单抗", DR,
      mention="舒莱"),
    Q("喷了沙丁胺醇气雾剂手一直抖，这药都有哪些副作用？", "has_adverse_reaction", "沙丁胺醇气雾剂", DR),
    Q("我妈说消渴丸是中药没副作用，可她吃完老心慌出汗，会不会引起低血糖症？", "has_adverse_reaction", "消渴丸", DR,
      named="低血糖症"),
    # has_ingredient
    Q("家里有盒新康泰克（红色装），我妈说跟蓝色那盒成分一样，真的吗？红色装里都有啥", "has_ingredient", "氨麻美敏片（II）",
      DR, mention="新康泰克（红色装）"),
    Q("达诺日夜片白片黑片的成分不一样吧？里面到底有哪些成分", "has_ingredient", "氨酚美伪麻与苯酚伪麻片", DR,
      mention="达诺日夜片"),
    Q("我爸打的类克，听说是生物制剂，里面都有啥成分？", "has_ingredient", "注射用英夫利西单抗", DR, mention="类克"),
    Q("老家亲戚寄来的镇南王胃药，说是纯草药做的，里面都有些什么成分？", "has_ingredient", "溃疡胶囊", DR, mention="镇南王"),
    Q("拜班平里是不是有蓖麻子？孕妇能不能擦？我对蓖麻过敏，不敢乱用", "has_ingredient", "润肌皮肤膏", DR, mention="拜班平", named="蓖麻子"),
    Q("消食片…不对，是消食颗粒，里面有山楂吗？我一直以为是西药", "has_ingredient", "消食颗粒", DR, named="山楂"),
    Q("清热消炎宁胶囊的成分是啥？我爸说是纯中药，我有点怀疑", "has_ingredient", "清热消炎宁胶囊", DR),
    # is_a_level3
    Q("我爸打的索马杜林，护士说过是哪一类药，我忘了，属于哪一类来着？", "is_a_level3", "注射用醋酸兰瑞肽", DR, mention="索马杜林"),
    Q("做试管医生开了达菲林，我有点担心是不是激素，它是哪一类药？", "is_a_level3", "注射用醋酸曲普瑞林", DR, mention="达菲林"),
    Q("化疗时输的那个古什么来着…对，古拉定，我以为是保肝药，它在分类上属于哪一类？", "is_a_level3", "注射用还原型谷胱甘肽钠",
      DR, mention="古拉定"),
    Q("断奶时医生开了克瑞帕，我婆婆说是激素，它到底是哪类药？", "is_a_level3", "甲磺酸—α—二氢麦角隐亭片", DR,
      mention="克瑞帕"),
    Q("特非那定片…不对，我手上这盒是特非那丁颗粒剂，差一个字，它属于哪一类药？", "is_a_level3", "特非那丁颗粒剂", DR),
    Q("拉肚子医生开了消旋卡多曲胶囊，是止泻药吧？我以为是消炎药", "is_a_level3", "消旋卡多曲胶囊", DR, named="止泻药"),
    Q("神经科开了欣可保，我查说是营养神经的，它在分类上算哪一类？", "is_a_level3", "甲钴胺注射液", DR, mention="欣可保"),
    # belongs_to
    Q("做手术麻醉用了司可林，是骨骼肌松弛药吧？我爸醒来说浑身酸疼", "belongs_to", "氯化琥珀胆碱注射液", DR, mention="司可林",
      named="骨骼肌松弛药"),
    Q("ICU用了泰能，它在药品分类上属于哪一类？我查了半天没看懂", "belongs_to", "注射用亚胺培南—西司他丁钠", DR, mention="泰能"),
    Q("我妈化疗用的健择，我原先以为是靶向药，它在药品分类里到底属于哪一类？", "belongs_to", "注射用盐酸吉西他滨", DR,
      mention="健择"),
    Q("感冒吃了泰诺安，我以为跟泰诺林是一个东西，前面说的不算，药师说不一样。它在药品分类上算哪一类？", "belongs_to",
      "氨酚拉明片", DR, mention="泰诺安"),
    Q("外婆拿氯氮卓片当安眠药吃，它到底是哪一类的药？", "belongs_to", "氯氮卓片", DR),
    Q("津和这个药是哪一类的呀？我以为是保健品", "belongs_to", "津和", DR),
    # drug_has_alias
    Q("古书上写的万氏牛黄丸（《医方简义》卷三），我爷爷说就是现在的安宫牛黄丸，是不是搞错了？它是哪个药的别名", "drug_has_alias",
      "万氏牛黄丸（《医方简义》卷三）", AL),
    Q("溶栓用的注射用阿替普酶，我记得商品名叫爱通立®，没记错吧？", "drug_has_alias", "注射用阿替普酶", DR, named="爱通立®"),
    Q("我想问环酯红霉素胶囊…不对不对，是特洛伪麻胶囊，它是不是也叫新芬泰？", "drug_has_alias", "特洛伪麻胶囊", DR,
      named="新芬泰"),
    Q("我妈说她打的干扰素叫倍泰龙，这是注射用重组人干扰素β1b的商品名吗？", "drug_has_alias", "注射用重组人干扰素β1b", DR,
      named="倍泰龙"),
    Q("消食药是不是也叫助消化药？药店阿姨跟我说是两类东西", "drug_has_alias", "消食药", DR, named="助消化药"),
    # mainly_treats
    Q("针耙七这名字听着像农具，老中医说能入药，它主要治什么？", "mainly_treats", "眼子菜根", M, mention="针耙七"),
    Q("听说那拔根煮水能降糖，我妈已经在喝了，靠谱吗？它到底主治什么", "mainly_treats", "番石榴根", M, mention="那拔根"),
    Q("玉米须能降压我知道，那玉蜀黍花主要治什么来着？", "mainly_treats", "玉米花", M, mention="玉蜀黍花"),
    Q("山里人拿五倍子根泡酒，说是治风湿的，它主要治哪些病？", "mainly_treats", "盐肤木根", M, mention="五倍子根"),
    Q("中药铺老板说的老君须，主要能治哪些病？我怕听错了", "mainly_treats", "白地牛", M, mention="老君须"),
    Q("番石榴根…不对，我想问的是番石榴果，能治腹泻吗？孩子拉了两天了", "mainly_treats", "番石榴果", M, named="腹泻"),
    Q("牛毛毡…不对，是牛毛七，它主要治什么病？我还以为就是一种草", "mainly_treats", "牛毛七", M),
    # has_efficacy
    Q("药店阿姨推荐牛眼球，说是好东西，它有什么功效呀？", "has_efficacy", "牛眼珠", M, mention="牛眼球"),
    Q("屋顶上长的瓦塔，老人说能凉血止血，是真的吗？", "has_efficacy", "瓦松", M, mention="瓦塔", named="凉血止血"),
    Q("那个叫金钱吊什么来着…对，金钱吊蛤蟆，这名字好奇怪，它有什么功效啊？", "has_efficacy", "独脚蟾蜍", M,
      mention="金钱吊蛤蟆"),
    Q("外婆咳嗽老拿苦灯笼煮水，它有什么功效？", "has_efficacy", "白花灯笼", M, mention="苦灯笼"),
    Q("牛毛毡有什么作用？表姐说是做毡子用的，跟药没关系", "has_efficacy", "牛毛毡", M),
    Q("猪肚…不对不对，是猪靥，听说是猪的甲状腺，不知道对不对，入药有什么功效？", "has_efficacy", "猪靥", M),
    # distributed_in
    Q("箐鸡肉是不是只有云南才有？朋友说能入药", "distributed_in", "白腹锦鸡", M, mention="箐鸡肉"),
    Q("藏当归听名字应该产在西藏吧？", "distributed_in", "白独活", M, mention="藏当归", named="西藏"),
    Q("维吾尔族朋友送的柳毛，主要产在哪些地方呢？", "distributed_in", "白柳", M, mention="柳毛"),
    Q("那个叫短什么草来着…对，短冠草，主要产在哪些地方？我大概知道南方有", "distributed_in", "短冠草", M),
    Q("矮脚罗伞…不对，我想问的是矮脚苦蒿，它主要分布在哪些省？", "distributed_in", "矮脚苦蒿", M),
    Q("短柄南蛇藤根是不是只有南方有？它主要分布在哪些省", "distributed_in", "短柄南蛇藤根", M),
    # material_has_alias
    Q("独叶一枝枪是不是也叫独叶一枝花？差一个字，我老搞混", "material_has_alias", "独叶一枝枪", M, named="独叶一枝花"),
    Q("燕麦灵听着像农药，它还有哪些别名？我只听过一个叫追风箭的", "material_has_alias", "燕麦灵", M),
    Q("飞机藤是哪味药材的别名？我还以为是新品种", "material_has_alias", "飞机藤", AL),
    Q("老家人说的食疙瘩，好像是一味药的俗名，指的是哪味药材？", "material_has_alias", "食疙瘩", AL),
    Q("七姐妹藤是哪味药的别名？听着像花", "material_has_alias", "七姐妹藤", AL),
    Q("白鬼笔是不是也叫鬼笔菌？山上采的，我妈说能入药", "material_has_alias", "白鬼笔", M, named="鬼笔菌"),
    # composed_of
    Q("八琼丹里居然有水银？我爷爷说古方都这么配，真的假的", "composed_of", "八琼丹", F, named="水银"),
    Q("八珍锭里有朱砂吗？朱砂不是有毒吗，老中医写得太潦草看不清", "composed_of", "八珍锭", F, named="朱砂"),
    Q("八神散里放的是乌头…不对不对，我想问的是草乌头，方子里有没有？", "composed_of", "八神散", F, named="草乌头"),
    Q("八等散由哪几味药组成？我看方子上有个白木，是不是白术写错了", "composed_of", "八等散", F),
    Q("八宝散…哦不对，是八白散，里面是不是有白丁香？我以为白丁香是花", "composed_of", "八白散", F, named="白丁香"),
    Q("哪些方子里用到五灵脂？我妈说这是老鼠屎不敢喝", "composed_of", "五灵脂", IN),
    # formula_has_efficacy
    Q("平胃散是不是能行气和胃？我胃胀了好几天", "formula_has_efficacy", "平胃散", F, named="行气和胃"),
    Q("旋覆花汤…不对，我想问的是旋复代赭汤，我记得是降逆化痰的，没记错吧？", "formula_has_efficacy", "旋复代赭汤", F,
      named="降逆化痰"),
    Q("当归六黄汤能滋阴泻火吗？老中医开的，我有点不放心", "formula_has_efficacy", "当归六黄汤", F, named="滋阴泻火"),
    Q("易黄汤有哪些功效？我妈说是补血的", "formula_has_efficacy", "易黄汤", F),
    Q("小陷胸汤有宽胸散结的作用吗？我胸口闷得慌", "formula_has_efficacy", "小陷胸汤", F, named="宽胸散结"),
    Q("手脚冰凉，听说要温经散寒，有哪些方剂能温经散寒？", "formula_has_efficacy", "温经散寒", EF),
    # prescribed_for
    Q("小青龙汤是治外寒里饮证的吧？我咳嗽吐白痰", "prescribed_for", "小青龙汤", F, named="外寒里饮证"),
    Q("小活络丹能治风寒湿痹吗？我爸腿疼好多年", "prescribed_for", "小活络丹", F, named="风寒湿痹"),
    Q("归脾汤是治健忘失眠的吗？能长期喝吗？我妈最近老睡不着", "prescribed_for", "归脾汤", F, named="健忘失眠"),
    Q("当归四逆汤…哦我说错了，是当归补血汤，能治血虚阳浮发热证吗？", "prescribed_for", "当归补血汤", F,
      named="血虚阳浮发热证"),
    Q("截疟七宝饮主要治什么？名字看着像治疟疾", "prescribed_for", "截疟七宝饮", F),
    Q("胸膈胀满有哪些方子可以调理？我吃完饭就觉得胸口堵", "prescribed_for", "胸膈胀满", D),
    # formula_has_alias
    Q("八风续命汤又叫人参汤？不对，我想问的是它是不是也叫参桂汤", "formula_has_alias", "八风续命汤", F, named="参桂汤"),
    Q("八风散好像还有个汤的叫法，叫什么来着？", "formula_has_alias", "八风散", F),
    Q("人参汤是哪个方剂的别名？我以为就是人参煮水", "formula_has_alias", "人参汤", AL),
    Q("我记得八风防风散在别的书里名字不一样，是不是就叫防风散？", "formula_has_alias", "八风防风散", F),
    # check_for_disease
    Q("我记得查类风湿要做类风湿相关核抗原（RANA）抗体检查，它能查出哪些病？", "check_for_disease",
      "类风湿相关核抗原（RANA）抗体检查", C),
    Q("医生让做结肠充气试验…哦打错了，是结肠驱气试验，这个能查出急性阑尾炎吗？", "check_for_disease", "结肠驱气试验", C,
      named="急性阑尾炎"),
    Q("那个叫红细胞什么试验来着…对，红细胞花环试验，护士说是查免疫的，它是查什么病的？", "check_for_disease", "红细胞花环试验",
      C),
    Q("产检做了羊水尿酸检查，是查什么病的呀？", "check_for_disease", "羊水尿酸检查", C),
    Q("孩子个子矮，医生让做精氨酸兴奋GH试验，是查生长激素缺乏症的吗？要空腹吗", "check_for_disease", "精氨酸兴奋GH试验", C,
      named="生长激素缺乏症"),
    Q("耳廓检查在哪个科做…不对，我想问的是它能查出哪些病，我以为就是看看耳朵外面", "check_for_disease", "耳廓检查", C),
    # check_for_symptom
    Q("神经科给我爸做了联合屈曲征，这是针对哪些症状的？他走路老晃", "check_for_symptom", "联合屈曲征", C),
    Q("化验单上有粪便气味检查，这个是冲着哪些症状去的？我以为就是闻闻", "check_for_symptom", "粪便气味检查", C),
    Q("耳朵里跟着心跳咚咚响，医生开了红细胞电泳时间测定，是查搏动性耳鸣的吗？", "check_for_symptom", "红细胞电泳时间测定", C,
      named="搏动性耳鸣"),
    Q("维生素K反应试验一般是有什么症状才做？我爸肚子右边摸着硬", "check_for_symptom", "维生素K反应试验", C),
    Q("耳部检查一般是哪些症状才做？我听力有点下降", "check_for_symptom", "耳部检查", C),
    Q("单子上写血沉…不对，上面写的是红细胞沉率检查，这个一般是哪些症状要查？", "check_for_symptom", "红细胞沉率检查", C),
    Q("眼科医生给做了翻转上睑方法，是因为眼睑下垂吗？", "check_for_symptom", "翻转上睑方法", C, named="眼睑下垂"),
    # performed_by
    Q("约了无痛胃镜检查，我妈说是麻醉科做，我记得是消化科吧？没记错吧", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("问一下哈，消化科一般能做哪些检查来着？想一次性都问清楚", "performed_by", "消化科", DEP),
    Q("老一辈都说查脑子要去精神科，真的假的？单子上写的是electroencephalogram，到底在哪个科做", "performed_by", "脑电图检查", C,
      mention="electroencephalogram"),
    Q("孩子要做心电图…不对，医生开的是脑电图检查，这个是神经科做吗？", "performed_by", "脑电图检查", C, named="神经科"),
    # check_has_alias
    Q("脑电图…不对，我要问的是肌电图检查，它的英文缩写叫什么来着？", "check_has_alias", "肌电图检查", C),
    Q("朋友圈里说EMG是查脑子的，EMG到底是哪项检查的缩写？", "check_has_alias", "EMG", AL),
    Q("报告上印着electromyography，我猜是查肌肉的，对应的中文是哪项检查？", "check_has_alias", "electromyography", AL),
    Q("我记得脑电图检查英文叫electroencephalogram，没拼错吧？", "check_has_alias", "脑电图检查", C,
      named="electroencephalogram"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day51"))
