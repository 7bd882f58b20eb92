"""Writes `medical_everyday_74.jsonl`, a seventy-fourth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is asked by someone holding a piece of paper or a package and
reading the record's name off it, written as the network writes it or as an alias or trade name it records: a box, a
leaflet or a drug bag (盒子上写着复可托，…, 说明书第一行是同达瑞，…, 药袋上印的易舒达，…, 药盒上写着艾好，…), a prescription or a pharmacy
receipt (处方单上开的是芯丹，一天三次，…, 药房小票上有一项素可立，…, 输液单上写着中生利，…), a lab sheet, a report or an imaging request
(化验单上写着AIHA，…, 检查申请单写的脑脊液精氨酸加压素检查，…, 病理报告写着膀胱癌，…, 报告单上印着EEG，…), a discharge summary, a referral or a
case record (出院小结里写着premature rupture of membrane，…, 转诊单：肺毛霉病，3床。…, 诊断：肩—手综合征。…, 新生儿出院小结写了胎粪栓塞，…), a herb
packet or an old prescription (中药包上标着细叠子草，…, 蒙药包上标着杜德孜—老玛，…, 中药包上标着莲蓬草，3包，…, 老方书上写着巴戟天汤，…). The question
after it asks what a person could answer from the network: what it treats, which department, what to check, what is
in it, what symptoms come with it, which class it belongs to, how it is treated, what else it is called. The askers are
patients, relatives, parents of small patients, pharmacy customers and herb users; a few name another record of the
network in passing (乙肝, 中风, 膀胱镜, 心绞痛 in the named answers, 肠镜) and the record asked about stays clear. By a mechanical count
写着 comes in 114 questions, 写的 16, 写了 10, 上有 16, 印的 5 and 印着 4, 标着 9, 开的 12; the papers named are a 单 of some kind (化验单,
转诊单, 申请单, 处方单, 检查单, 输液单, 预约单, 挂号单 and others) in 54, a 报告 in 33, an 出院小结 in 16, a 化验单 in 16, a 处方 in 14, a 病历 in 14,
a 药袋 in 7, a 药房小票 in 7, a 中药包 in 6, a 检查申请单 in 5, a 转诊单 in 5, a 盒子上 in 5, a 药盒 in 4 and a 说明书 in 2. Two questions start
with the name the record is asked by; the others start with where it was read. The questions run from 16 to 54
characters: 65 of 20 or fewer, 90 of 21 to 25, 35 of 26 to 30, 16 of 31 to 35, 3 of 36 to 40 and 1 of 54 (an English
name copied off a discharge summary). 208 carry a full-width comma and are tagged `context` (the paper, then the
question); none carries a question mark, as people type these into a search box; 4 carry 呢, 啊 or 呀 (呢 2, 啊 1, 呀 1); 7 are
tagged `verbatim` (并发症, 病因, 不良反应, 药品分类 twice and 功效 twice, in the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the eighth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 73 and the four alias
sets) contains and that none of them uses as an entity or a mention; the thirty-seventh, forty-seventh, fifty-sixth and
sixty-fifth sets drew from the eighth tenth too, and this one takes only what they and every other set left. Twenty
relation types still have such records in the window, and every question of them asks about one: has_symptom (611
window sources, 139 left), designated_to (574, 131), checks (265, 51), has_complication (120, 14), shown_on (293, 71),
caused_by (483, 114), common_in (266, 43), treated_with (192, 20), is_subtype_of (435, 189), the five drug types but
drug_has_alias (indicated_for 1449 and 1131 left, has_adverse_reaction 1132 and 813, has_ingredient 1547 and 1195,
is_a_level3 532 and 417, belongs_to 1481 and 1135), the four material types (mainly_treats 214 and 27, has_efficacy 213
and 27, distributed_in 206 and 22, material_has_alias 167 and 7; 阿尔山—那布其, asked for what it stands for, is an alias of
草乌叶, a window record of material_has_alias), check_for_disease (123, 41) and check_for_symptom (121, 40). The other
fifteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question contains
  (自身免疫性溶血性贫血 → 泼尼松龙片, 胎膜早破 → 卡前列素氨丁三醇注射液, 脑性瘫痪 → 丹曲林钠胶囊, 脓疱疮 → 夫西地酸钠软膏, 膀胱过度活动症 → 盐酸丙哌维林片,
  肾血管性高血压 → 赖诺普利片), the first four naming the disease by an alias no earlier question uses (AIHA, premature rupture of
  membrane, 大脑性瘫痪, 小儿脓疱疮), each read off a lab sheet, a discharge summary or a case record.
- has_alias has 184 window sources and none left: five questions each name an alias no earlier question contains
  (肌阵挛性小脑协调障碍 → Ramsay Hunt综合征, 胡桃夹综合征 → 左肾静脉受压, 肾髓质坏死 → 肾乳头坏死, 胆道张力低下综合征 → Chiray综合征, 胎漏 → 胞漏), and one asks
  what 胎粪栓塞 (the alias of 胎粪性便秘, a window source, in no earlier question) stands for.
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question contains, one in the asker's words (肛门癌 ← 性伴侣数量 as 性伴侣多, 肝癌 ← 慢性乙型肝炎感染, 肺结核 ← 有传染性结核患者接触史, 胃溃疡 ←
  40 至 70 岁 as 40至70岁, 胆囊炎 ← 重度烧伤, 肺栓塞 ← 凝血倾向基础疾病).
- None of the five window sources of prevalent_in (胃癌, 胆管癌, 膀胱癌, 自身免疫性胃炎, 荚膜组织胞浆菌病) has a neighbour no earlier question
  names: 膀胱癌 names one no earlier question about it names (北美), 胃癌 names 东亚 again in other words, 胆管癌 and 荚膜组织胞浆菌病 are
  asked in new words, and one question asks from the target end (新墨西哥州, where 胆管癌 is prevalent; an earlier question's
  entity, asked here in other words). 自身免疫性胃炎 is not asked.
- None of the five window sources of metastasizes_to (肾癌, 肿瘤, 胆管癌, 脑炎型狂犬病, 膝内翻) has a neighbour no question contains:
  肿瘤, 胆管癌 and 膝内翻 name one no earlier question about them names (纤维组织, 血管, 关节), 肾癌 names 甲状腺 again in other words, and
  one question asks from the target end (肠道括约肌, where 脑炎型狂犬病 spreads, never an earlier question's entity).
- The three window sources of invades (胰腺炎, 腹主动脉瘤, 血吸虫病) have none: 胰腺炎 names 背部 again, 腹主动脉瘤 and 血吸虫病 are asked in
  new words, and one question asks from the target end (肝静脉, which 血吸虫病 invades; an earlier question's entity, asked
  here in other words).
- Of the 31 window sources of related_disease, six questions each name a neighbour no earlier question about that record
  names (胰腺炎 ↔ 急性呼吸窘迫综合征, 胰腺癌 ↔ 家族性非典型多痣黑色素瘤综合征, 脑梗死 ↔ 缺血性梗死, the three in no earlier question's text, 肿瘤溶解综合征 ↔
  高尿酸血症, 胎盘早剥 ↔ 早产, 胸腺瘤 ↔ 节段性肾小球硬化); so do six of the 12 of differential_diagnosis (肝硬化 ↔ 肉状瘤病, 胃炎 ↔ 非溃疡性消化不良, the
  two in no earlier question's text, 胆囊炎 ↔ 急性冠脉综合征, 肺结核 ↔ 社区获得性肺炎, 肾小球肾炎 ↔ 膀胱癌, 肾病综合征 ↔ 肾炎综合征).
- The window of drug_has_alias holds seven drugs (硝呋太尔胶囊, 磷霉素氨丁三醇散, 米格列奈钙片, 结构脂肪乳注射液（C6～24）, 维格列汀片,
  缬沙坦氨氯地平片（I）, 肝素钠乳膏) with one alias each, all of them names earlier questions use: 硝呋太尔胶囊 is asked whether it is 朗依君
  and 结构脂肪乳注射液（C6～24） whether it is 力文 (neither named by an earlier question about these drugs), 维格列汀片 and 磷霉素氨丁三醇散 are
  asked in new words, and one question asks what 倍博特 (缬沙坦氨氯地平片（I）'s alias, an earlier question's entity) stands for.
- None of the eighteen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  contains (开郁老蔻丸 → 炙军, 开郁顺气丸 → 酒芍, 拔根提毒丹 → 陈降药, 拔毒丸 → 川椒, 拔毒定痛膏 → 花蕊石, 拔毒膏药 → 九里明叶等, the last written the way
  people write it, without the 等). Six of the 30 window formulas of formula_has_efficacy are asked whether they have an
  efficacy no earlier question contains (牵正散 → 通络止痉, 玉液汤 → 固肾止渴, 玉真散 → 定搐止痉, 瓜蒌薤白白酒汤 → 通阳散结, 甘草干姜茯苓白术汤 → 温脾胜湿,
  禹功散 → 行气消肿), and six of the 34 of prescribed_for whether they treat a disease no earlier question contains (清瘟败毒饮 →
  头痛如劈, 清胃散 → 牙龈红肿, 温脾汤 → 腹痛便秘, 甘麦大枣汤 → 心中烦乱, 生化汤 → 小腹冷痛, 琥珀利气丸 → 脐腹坚硬, the last naming the formula by its alias
  利气丸, earlier sets' mention).
- formula_has_alias has 29 sources and its window three (巴戟天饮, 巴戟浸酒, 当归丸), all of whose aliases earlier questions name:
  巴戟天饮 is asked whether it is 巴戟汤 (not named by an earlier question about it), 巴戟浸酒 and 当归丸 are asked in new words, one
  question asks what 巴戟天汤 (巴戟天饮's other alias, an earlier question's entity) stands for, and the record after the
  window (慢脾风, the 24th of 29 in key order) is asked in new words. 哑门, the record before the window, was first asked here
  and replaced by 慢脾风 before the set ever ran: it is the second alias set's record.
- performed_by has six sources and its window none, as for the thirty-seventh, forty-seventh, fifty-sixth and
  sixty-fifth sets: its questions take the record in whose place in key order the eighth tenth falls (脑电图检查, the
  fifth, asked in new words), the record before it (无痛胃镜检查, whether it is done in 消化科) and the record after it
  (静脉尿路造影检查, named by its alias 静脉肾盂排泄造影, earlier sets' mention), and one asks from the target end (神经科, where
  脑电图检查 is done; an earlier question's entity, asked here in other words).
- check_has_alias has seven sources and its window one (脑电图检查, the fifth in key order), asked in new words and whether
  EEG is its name; the record before it (肌电图检查) is asked whether it is written EMG, and one question asks what
  electromyography (its other alias, an earlier question's entity) stands for. The three follow earlier questions
  about these records, in other words.
Some records are asked twice or more: 肺嗜酸细胞组织细胞增生症 (checks, has_complication), 肺真菌病 (designated_to, caused_by),
肺炎链球菌败血症 (caused_by, treated_with), 胰腺炎 (invades, related_disease), 胆囊炎, 肺结核 (has_risk_factor, differential_diagnosis),
胆管癌 (prevalent_in, metastasizes_to), 西南石梓 (mainly_treats, distributed_in), 草乌叶 and 蛤蟆草 (material_has_alias and one other
material type) and 脑电图检查 (performed_by, check_has_alias twice: three times). 硝呋太尔胶囊, 维格列汀片, 琥珀利气丸, 肿瘤, 脑电图检查,
肌电图检查 and 静脉尿路造影检查 (records of used-up windows) and the names 利气丸, 静脉肾盂排泄造影 and electromyography are the only entities
and names here that the first alias set uses too; no question uses an entity or a mention of the second, third or fourth
alias set.

114 questions name the one neighbour they ask about, most of them naming two records (肠球菌肺炎 → 咳脓痰, 股神经卡压综合征 → 伸膝无力,
肺曲菌病 → 咳出棕色痰栓, 肠系膜裂孔疝 → 普外科, 肺爆振伤 → 烧伤整形科, 肺荚膜组织胞浆菌病 → 组织胞浆菌素皮试, 肿瘤性息肉 → 活检, 胆囊—结肠肝曲粘连综合征 → 胆囊造影,
胰腺外伤 → 腹腔灌洗或腹腔穿刺, 肺嗜酸细胞组织细胞增生症 → 气胸, 肺地丝菌病 → 败血症, 胆肠内引流术后内疝 → 休克, 胰腺肉瘤 → 黄疸, 肩峰骨折 → 肩峰, 胸壁皮下气肿 →
胸壁, 肺念珠菌病 → 念珠菌感染, 股动脉损伤 → 医源性损伤, 肺炎链球菌败血症 → 中耳炎 and 抗生素治疗, 肝脏炎性假瘤 → 儿童, 胸、腰椎椎体单纯性、楔形压缩骨折 → 更年期女性,
肱骨上端骨骺分离 → 手法复位外固定, 胆固醇肺炎 → 对症处理, 肾功能损害引起痛风 → 痛风, 易舒达 → 心绞痛, 中生利 → 肺炎, 赛立奥 → 意识障碍, 吉时达 → 嗜睡, 百普素 → 腹泻 (as
拉肚子), 康乃尔 → 发冷, 艾朵 → 腺苷, 力邦英特 → 大豆油, 菲科坦 → 抗早产药, 爱能 → 降糖药, 天泉泰宁 → 氨基糖苷类, 友欣 → 脑代谢功能促进剂, 细叠子草 → 痔疮, 马蹬草 →
血栓闭塞性脉管炎, 败酱 → 肠痈, 矮子常山 → 久疟, 豆腐渣果根 → 食物中毒, 透骨香根 → 散寒止痛, 蝶毛菌 → 去腐生肌, 小叶石梓 → 四川, 西桦 → 海南, 豆角柴 → 贵州, 西藏凤仙花 →
凤仙花, 蛇莓根 → 蛇泡草根（湖南） (as 湖南那边…叫蛇泡草根), 脑脊液精氨酸加压素检查 → 脑血栓, 脑脊液囊虫病间接血球凝集试验 → 囊虫病, 脑脊液亮氨酸—脑啡肽检查 → 帕金森,
脑脊液蛋白检查 → 脑软化, 脑电图棘波 → 癫痫病, 脑脊液乳酸检查 → 头痛, and the neighbours above), 58 of them a name no earlier question
contains; a few say the neighbour in other words than its name (the ones marked "as" here and above, 九里明叶等 without
its 等). Nine are asked from the relation's target end: the four above (新墨西哥州, 肠道括约肌, 肝静脉, 神经科) and five asking what an
alias stands for (below).

About one question in four (52 of 210) names its entity by a name the network records for that very instance or asks
what such a name stands for. 47 name it: disease aliases (4: AIHA, premature rupture of membrane, 大脑性瘫痪, 小儿脓疱疮, none an
earlier question's name); drug trade names (33, below); medicinal material aliases (8: 细叠子草, 马蹬草, 芭蕉香清, 败酱, 矮子常山,
杜德孜—老玛, 宝日一嘎迪格, 小叶石梓, none an earlier question's name); a formula alias (1: 利气丸, earlier sets' mention); a check
alias (1: 静脉肾盂排泄造影, earlier sets' mention). Each of these names is listed by that one instance only. Five more ask what
an alias stands for (胎粪栓塞, 倍博特, 阿尔山—那布其, 巴戟天汤, electromyography: disease, drug, material, formula and check aliases;
胎粪栓塞 and 阿尔山—那布其 are new, the others earlier questions' entities, asked here in other words): their gold is the alias
instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (易舒达, 素可立, 复可托, 芯丹, 中生利, 凯洛欣, 赛立奥, 阿尔马尔, 吉时达, 百普素, 蓉生逸普, 彼迪甘, 康乃尔, 艾利克, 水青, 同达瑞, 艾朵, 麦克斯维苏, 力邦英特,
普沁, 天福, 渭依, 博罗先锋, 菲科坦, 艾好, 天晴宁, 爱能, 逻施立, 异舒吉, 天泉泰宁, 维他利匹特, 友欣, 泰托), none of them a name an earlier question
carries. They are labelled as in the earlier sets: the gold entity is the standard record (硝酸异山梨酯葡萄糖注射液, 硫糖铝混悬凝胶,
脾氨肽口服冻干粉, 肠多糖片, 肿节风注射液, 脑苷肌肽注射液, 胞磷胆碱钠葡萄糖注射液, 盐酸阿罗洛尔片, 盐酸黄酮哌酯片, 短肽型肠内营养（粉剂）, 破伤风人免疫球蛋白, 肌苷葡萄糖注射液,
肌氨肽苷注射液, 聚维酮碘溶液, 硝呋太尔制霉素阴道软胶囊, 硫普罗宁注射液, 腺苷注射液（供诊断用）, 胃膜素胶囊, 脂肪乳注射液（C14—24）, 脑蛋白水解物氯化钠注射液, 脾氨肽口服液,
硫糖铝咀嚼片, 硫酸四氢帕马丁注射液, 硫酸特布他林氯化钠注射液, 硫酸茚地那韦胶囊, 羟乙基淀粉130/0.4氯化钠注射液, 罗格列酮片, 罗红霉素缓释胶囊, 硝酸异山梨酯注射液,
硫酸奈替米星葡萄糖注射液, 脂溶性维生素注射液（II）, 胞磷胆碱钠氯化钠注射液, 硫酸妥布霉素氯化钠注射液), the mention is the trade name and the line is
tagged `alias`, because whoever holds the box, the bag or the infusion slip asks about the medicine, and the standard
record is the one that names it, holds its class and lists the trade name. The thirty-fourth drug question of the five
drug types names 脑蛋白水解物片 by its name, as its box prints it. is_a_level3 questions ask a drug's class by its use (按用途分,
按作用分, 从用途上说, 按用途, or a use class: 抗早产药, 降糖药) and belongs_to questions by 药品分类, 药品目录, what the pharmacy files it under
or a product class (氨基糖苷类, 脑代谢功能促进剂), so that a reader can tell the two apart.

Other names the network holds under two records:
- 倍博特 is a drug record as well as the alias instance 缬沙坦氨氯地平片（I） lists: its question asks what the name stands for (说是个
  别名，它到底是哪个药), so the gold is the alias instance, as the earlier sets' questions are. The other four names asked for
  what they stand for are alias records only, and so are the five disease, material and check aliases named as mentions;
  the 33 trade names are names a drug's `trade_name` lists.
- Some named neighbours are records of other types too: 气胸, 肾乳头坏死 (an alias too), 急性呼吸窘迫综合征, 高尿酸血症, 非溃疡性消化不良, 急性冠脉综合征,
  膀胱癌, 发冷, 牙龈红肿 and 痛风 are diseases and symptoms both; 败血症, 休克, 念珠菌感染, 早产, 肺炎, 嗜睡, 腹泻, 癫痫病 and 头痛 causes besides; 中耳炎 and
  黄疸 checks besides; 心绞痛 a cause and a population besides, 意识障碍 a population; 胸壁, 血管 and 关节 symptoms besides body parts (关节 a
  population too), 甲状腺 a cause and a check; 北美 a symptom and 东亚 a cause besides regions; 儿童 a record of six types; 重度烧伤 a symptom
  and a therapy besides a cause; 抗生素治疗 a drug besides a therapy; 胆囊造影 a disease besides a check; 腺苷 a drug besides an
  ingredient; 氨基糖苷类 a cause and a drug besides a product class; 力文 a drug besides an alias; 痔疮 a cause, a symptom and an
  efficacy besides a disease; 食物中毒 and 脑血栓 aliases besides diseases; 川椒 and 花蕊石 materials besides ingredients; EEG and EMG checks
  besides aliases.
- Besides these, 41 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 脑性瘫痪, 脓疱疮, 肺结核 (two questions), 胃溃疡, 胆囊炎 (two), 膀胱癌, 腹主动脉瘤 and 胎盘早剥; a cause record: 肠系膜上动脉血栓形成; both:
  胎膜早破, 肺栓塞, 胰腺炎 (two), 血吸虫病, 胰腺癌, 胸腺瘤, 胃炎 and 肾小球肾炎; a therapy record: 肺念珠菌病 and 肺隐球菌病; a symptom and a therapy
  record: 胰腺肉瘤 and 肾病综合征; an alias, a cause and a symptom record: 肝癌 and 脑梗死; a cause, a population and a symptom record: 肿瘤
  and 肝硬化; a population record: 肾癌; a cause, a check, a symptom and a therapy record: 胃癌; an alias and an ingredient record:
  the materials 蛤蟆草 (two) and 败酱草; an alias record: the material 西南石梓 (two); an ingredient record: the materials 草乌叶 (two),
  茜草藤, 荆芥炭 and 茅莓; a drug record: the alias instance 倍博特), and the wording says which is meant, as the paper does (病理报告, 病历,
  CT报告, 化验单, 诊断, 出院小结, 这个病, 这种病, 得…的风险, 鉴别, 区分 for the diseases; 中药包, 草药包, 药方里有…这一味, 药材, 这味药 for the
  materials; 说是个别名 for 倍博特).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about
(and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and
the file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_74.py    # rewrites bench/sets/medical_everyday_74.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_74.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("化验单上写着肠球菌肺炎，这种肺炎会咳脓痰吗", "has_symptom", "肠球菌肺炎", D, named="咳脓痰"),
    Q("转诊单上写着股神经卡压综合征，会不会出现伸膝无力", "has_symptom", "股神经卡压综合征", D, named="伸膝无力"),
    Q("儿科出院小结里写了肥胖性生殖无能综合征，孩子一般会有哪些表现", "has_symptom", "肥胖性生殖无能综合征", D),
    Q("诊断：肩—手综合征。我妈中风后手又肿又疼，这病都有哪些症状", "has_symptom", "肩—手综合征", D),
    Q("检查申请单上写的肺泡微结石症，得了这个人会怎么样呢", "has_symptom", "肺泡微结石症", D),
    Q("出院小结里写着肺曲菌病，咳出棕色痰栓也算它的症状吗", "has_symptom", "肺曲菌病", D, named="咳出棕色痰栓"),
    Q("病历首页诊断栏写的股动脉瘤，平时会有什么感觉", "has_symptom", "股动脉瘤", D),
    # designated_to
    Q("转诊单上写着肠系膜裂孔疝，是去普外科看吗", "designated_to", "肠系膜裂孔疝", D, named="普外科"),
    Q("门诊病历写了肠贝赫切特综合征，下次复诊该挂哪个科", "designated_to", "肠贝赫切特综合征", D),
    Q("爆炸受伤后出院小结写着肺爆振伤，复查要挂烧伤整形科吗", "designated_to", "肺爆振伤", D, named="烧伤整形科"),
    Q("急诊单子上写的股骨转子下骨折，住院归哪个科", "designated_to", "股骨转子下骨折", D),
    Q("化验单上有个诊断叫肺真菌病，拿着单子去挂哪个科", "designated_to", "肺真菌病", D),
    Q("孩子摔了，片子报告写着肱骨远端全骨骺分离，该找哪个科的医生", "designated_to", "肱骨远端全骨骺分离", D),
    Q("转诊单：肺毛霉病，3床。请问这个病一般是哪个科室收", "designated_to", "肺毛霉病", D),
    # checks
    Q("出院小结写着肺嗜酸细胞组织细胞增生症，以后复查都要做哪些检查", "checks", "肺嗜酸细胞组织细胞增生症", D),
    Q("检查申请单上写的组织胞浆菌素皮试，是不是为了查肺荚膜组织胞浆菌病", "checks", "肺荚膜组织胞浆菌病", D,
      named="组织胞浆菌素皮试"),
    Q("肠镜报告写了肿瘤性息肉，医生说还要做活检，一般要做这个吗", "checks", "肿瘤性息肉", D, named="活检"),
    Q("申请单上开了胆囊造影，诊断写的胆囊—结肠肝曲粘连综合征，这个病就是靠这个查吗", "checks", "胆囊—结肠肝曲粘连综合征", D,
      named="胆囊造影"),
    Q("车祸后转诊单写着胰腺外伤，要做腹腔灌洗或腹腔穿刺吗", "checks", "胰腺外伤", D, named="腹腔灌洗或腹腔穿刺"),
    Q("病历上写的胸椎结核椎旁脓肿穿入胸腔，要靠哪些检查确诊", "checks", "胸椎结核椎旁脓肿穿入胸腔", D),
    Q("B超单子提示肾及输尿管重复畸形，接下来还要查什么", "checks", "肾及输尿管重复畸形", D),
    # has_complication
    Q("出院小结写着肺嗜酸细胞组织细胞增生症，会不会并发气胸", "has_complication", "肺嗜酸细胞组织细胞增生症", D,
      named="气胸"),
    Q("化验单上写着肺地丝菌病，严重了会引起败血症吗", "has_complication", "肺地丝菌病", D, named="败血症"),
    Q("手术记录里有一行胆肠内引流术后内疝，这会导致休克吗", "has_complication", "胆肠内引流术后内疝", D, named="休克"),
    Q("转诊单上诊断是脊髓梅毒，拖下去还会引出什么病", "has_complication", "脊髓梅毒", D),
    Q("眼科病历写着脉络膜出血，可能会有哪些并发症", "has_complication", "脉络膜出血", D),
    Q("CT报告写胰腺肉瘤，这个肿瘤会不会带来黄疸", "has_complication", "胰腺肉瘤", D, named="黄疸"),
    # cures
    Q("化验单上写着AIHA，医生开了泼尼松龙片，是治这个的吗", "cures", "自身免疫性溶血性贫血", D, mention="AIHA",
      named="泼尼松龙片"),
    Q("出院小结里写着premature rupture of membrane，用卡前列素氨丁三醇注射液是治它的吗", "cures", "胎膜早破", D,
      mention="premature rupture of membrane", named="卡前列素氨丁三醇注射液"),
    Q("康复科的单子上写着大脑性瘫痪，处方里开了丹曲林钠胶囊，这个药管这个病吗", "cures", "脑性瘫痪", D,
      mention="大脑性瘫痪", named="丹曲林钠胶囊"),
    Q("儿科门诊病历写着小儿脓疱疮，夫西地酸钠软膏能抹吗", "cures", "脓疱疮", D, mention="小儿脓疱疮",
      named="夫西地酸钠软膏"),
    Q("处方单上诊断膀胱过度活动症，开的盐酸丙哌维林片，这药对症吗", "cures", "膀胱过度活动症", D,
      named="盐酸丙哌维林片"),
    Q("药房小票上有赖诺普利片，诊断写着肾血管性高血压，是用来治它的吧", "cures", "肾血管性高血压", D,
      named="赖诺普利片"),
    # shown_on
    Q("片子报告写着肩峰骨折，伤的是肩峰那个位置吗", "shown_on", "肩峰骨折", D, named="肩峰"),
    Q("出院小结里写了肾动脉闭塞，是哪里的血管堵了", "shown_on", "肾动脉闭塞", D),
    Q("检查申请单写的胰岛功能性β细胞瘤，这个瘤长在胰腺哪一部分", "shown_on", "胰岛功能性β细胞瘤", D),
    Q("CT报告上写着胸壁骨肿瘤，具体长在哪些骨头上", "shown_on", "胸壁骨肿瘤", D),
    Q("肌电图报告写着胫后神经损伤，伤的是身体哪个部位", "shown_on", "胫后神经损伤", D),
    Q("急诊病历写了胸壁皮下气肿，气是跑到胸壁里了吗", "shown_on", "胸壁皮下气肿", D, named="胸壁"),
    # has_alias
    Q("病历上写的肌阵挛性小脑协调障碍，是不是也叫Ramsay Hunt综合征", "has_alias", "肌阵挛性小脑协调障碍", D,
      named="Ramsay Hunt综合征"),
    Q("B超单子上写着胡桃夹综合征，医生口头说是左肾静脉受压，是一回事吗", "has_alias", "胡桃夹综合征", D,
      named="左肾静脉受压"),
    Q("出院小结写着肾髓质坏死，另一家医院写的是肾乳头坏死，说的是同一个病吗", "has_alias", "肾髓质坏死", D,
      named="肾乳头坏死"),
    Q("病历本上写着胆道张力低下综合征，外文资料里叫Chiray综合征吗", "has_alias", "胆道张力低下综合征", D,
      named="Chiray综合征"),
    Q("中医病历写着胎漏，老中医说的胞漏是不是同一个病", "has_alias", "胎漏", D, named="胞漏"),
    Q("新生儿出院小结写了胎粪栓塞，这是哪个病的另一个叫法", "has_alias", "胎粪栓塞", AL),
    # caused_by
    Q("CT报告写着肠系膜动脉瘤，这个病是怎么引起的", "caused_by", "肠系膜动脉瘤", D),
    Q("痰培养单子写着肺念珠菌病，是念珠菌感染引起的吗", "caused_by", "肺念珠菌病", D, named="念珠菌感染"),
    Q("胸部CT报告写着肺真菌病，这种病的病因是什么", "caused_by", "肺真菌病", D),
    Q("出院诊断：肺转移瘤。肺里的瘤子到底是从哪儿来的", "caused_by", "肺转移瘤", D),
    Q("手术后病历写着股动脉损伤，会不会是医源性损伤造成的", "caused_by", "股动脉损伤", D, named="医源性损伤"),
    Q("孩子的中医处方写着肺闭喘咳，这是什么原因导致的", "caused_by", "肺闭喘咳", D),
    Q("血培养报告写着肺炎链球菌败血症，中耳炎也能引起这个吗", "caused_by", "肺炎链球菌败血症", D, named="中耳炎"),
    # has_risk_factor
    Q("病理单上写着肛门癌，性伴侣多的人是不是风险更高", "has_risk_factor", "肛门癌", D, named="性伴侣数量"),
    Q("肝癌的化验单上标了乙肝阳性，慢性乙型肝炎感染会增加得肝癌的风险吗", "has_risk_factor", "肝癌", D,
      named="慢性乙型肝炎感染"),
    Q("体检单写着跟肺结核病人同住过，有传染性结核患者接触史算肺结核的危险因素吗", "has_risk_factor", "肺结核", D,
      named="有传染性结核患者接触史"),
    Q("胃镜报告写着胃溃疡，40至70岁的人是不是更容易得", "has_risk_factor", "胃溃疡", D, named="40 至 70 岁"),
    Q("烧伤科出院小结里提到胆囊炎，重度烧伤的人会更容易得胆囊炎吗", "has_risk_factor", "胆囊炎", D, named="重度烧伤"),
    Q("CT报告写肺栓塞，凝血倾向基础疾病会增加这个病的风险吗", "has_risk_factor", "肺栓塞", D,
      named="凝血倾向基础疾病"),
    # common_in
    Q("孩子的B超单上写着肝脏炎性假瘤，这病是不是多见于儿童", "common_in", "肝脏炎性假瘤", D, named="儿童"),
    Q("急诊单子上写的肠系膜上动脉血栓形成，这个病一般是哪些人得", "common_in", "肠系膜上动脉血栓形成", D),
    Q("病理报告写着胆囊平滑肌肉瘤，好发于什么样的人", "common_in", "胆囊平滑肌肉瘤", D),
    Q("我妈腰疼拍片，报告上写胸、腰椎椎体单纯性、楔形压缩骨折，是不是更年期女性多见", "common_in",
      "胸、腰椎椎体单纯性、楔形压缩骨折", D, named="更年期女性"),
    Q("检验单上写着肺隐球菌病，这病主要发生在什么人身上", "common_in", "肺隐球菌病", D),
    Q("MRI报告写着脑真菌性肉芽肿，多发生在哪个年龄段", "common_in", "脑真菌性肉芽肿", D),
    # prevalent_in
    Q("病理报告写着膀胱癌，北美那边这种病多吗", "prevalent_in", "膀胱癌", D, named="北美"),
    Q("化验单上有个胆管癌的诊断，这病在世界上哪些地方多发", "prevalent_in", "胆管癌", D),
    Q("胃镜病理写着胃癌，听说东亚人得的多，是真的吗", "prevalent_in", "胃癌", D, named="东亚"),
    Q("外国的检验报告写着荚膜组织胞浆菌病，这个病主要在哪里流行", "prevalent_in", "荚膜组织胞浆菌病", D),
    Q("旅行门诊的单子上写着新墨西哥州，去那边要提防哪些流行病", "prevalent_in", "新墨西哥州", RE),
    # treated_with
    Q("孩子的出院小结写着肱骨上端骨骺分离，手法复位外固定能治好吗", "treated_with", "肱骨上端骨骺分离", D,
      named="手法复位外固定"),
    Q("血培养单子写着肺炎链球菌败血症，是用抗生素治疗吗", "treated_with", "肺炎链球菌败血症", D, named="抗生素治疗"),
    Q("化验单上写着胸部丝虫病，这个一般怎么治啊", "treated_with", "胸部丝虫病", D),
    Q("MRI报告写着脊髓内出血，医生一般怎么处理", "treated_with", "脊髓内出血", D),
    Q("胸片报告写着胆固醇肺炎，是不是只能对症处理", "treated_with", "胆固醇肺炎", D, named="对症处理"),
    Q("出院小结里诊断写着胰腺囊性纤维性变，后续有什么治疗办法", "treated_with", "胰腺囊性纤维性变", D),
    # metastasizes_to
    Q("病理报告写着肾癌，听说会转移到甲状腺，是真的吗", "metastasizes_to", "肾癌", D, named="甲状腺"),
    Q("病历上写的肿瘤转移，会转到纤维组织里去吗", "metastasizes_to", "肿瘤", D, named="纤维组织"),
    Q("出院小结里写着胆管癌，癌细胞会顺着血管转移吗", "metastasizes_to", "胆管癌", D, named="血管"),
    Q("骨科门诊病历写着膝内翻，这个会不会累及别的关节", "metastasizes_to", "膝内翻", D, named="关节"),
    Q("会诊单上写着病变累及肠道括约肌，是哪种病会扩散到这里", "metastasizes_to", "肠道括约肌", BP),
    # invades
    Q("急诊单子写着胰腺炎，疼起来会侵犯到背部吗", "invades", "胰腺炎", D, named="背部"),
    Q("CT报告写着腹主动脉瘤，瘤子会累及周围哪些地方", "invades", "腹主动脉瘤", D),
    Q("化验单上写着血吸虫病，这病会侵犯身体的哪些血管", "invades", "血吸虫病", D),
    Q("B超报告写着肝静脉受累，哪些病会侵犯到肝静脉", "invades", "肝静脉", BP),
    # is_subtype_of
    Q("痰培养报告写着肺毛霉病，它属于哪一大类病", "is_subtype_of", "肺毛霉病", D),
    Q("门诊病历写着肺炎支原体急性支气管炎，这个在分类上归哪种病", "is_subtype_of", "肺炎支原体急性支气管炎", D),
    Q("检验科报告写了肺诺卡菌病，这是哪种病的一个类型", "is_subtype_of", "肺诺卡菌病", D),
    Q("化验单备注写着肾功能损害引起痛风，这算痛风的一种吗", "is_subtype_of", "肾功能损害引起痛风", D, named="痛风"),
    Q("胸外科病历写着肺瘘，它是归在哪个病下面的", "is_subtype_of", "肺瘘", D),
    Q("出院小结写着肺阿米巴病[阿米巴肺脓肿]，从分类上说属于什么病", "is_subtype_of", "肺阿米巴病[阿米巴肺脓肿]", D),
    # related_disease
    Q("出院小结里写了胰腺炎，还提到急性呼吸窘迫综合征，这两个病有关系吗", "related_disease", "胰腺炎", D,
      named="急性呼吸窘迫综合征"),
    Q("基因检测报告写着家族性非典型多痣黑色素瘤综合征，跟胰腺癌有关联吗", "related_disease", "胰腺癌", D,
      named="家族性非典型多痣黑色素瘤综合征"),
    Q("CT报告写着脑梗死，另一张单子写着缺血性梗死，这两个是相关的病吗", "related_disease", "脑梗死", D,
      named="缺血性梗死"),
    Q("化疗后的化验单写着肿瘤溶解综合征，它和高尿酸血症有关吗", "related_disease", "肿瘤溶解综合征", D,
      named="高尿酸血症"),
    Q("产科出院小结写着胎盘早剥，跟早产有没有关联", "related_disease", "胎盘早剥", D, named="早产"),
    Q("病理单上写着胸腺瘤，肾穿报告又写了节段性肾小球硬化，这俩有关系吗", "related_disease", "胸腺瘤", D,
      named="节段性肾小球硬化"),
    # differential_diagnosis
    Q("B超报告写着肝硬化，医生说要排除肉状瘤病，这两个容易混吗", "differential_diagnosis", "肝硬化", D,
      named="肉状瘤病"),
    Q("胃镜单子写着胃炎，可医生又提了非溃疡性消化不良，要怎么区分", "differential_diagnosis", "胃炎", D,
      named="非溃疡性消化不良"),
    Q("急诊单上写着胆囊炎待排，为什么还要跟急性冠脉综合征鉴别", "differential_diagnosis", "胆囊炎", D,
      named="急性冠脉综合征"),
    Q("胸片报告写着肺结核可能，还要和社区获得性肺炎区别开吗", "differential_diagnosis", "肺结核", D,
      named="社区获得性肺炎"),
    Q("尿检单上写着肾小球肾炎，医生又开了膀胱镜排除膀胱癌，两者需要鉴别吗", "differential_diagnosis", "肾小球肾炎", D,
      named="膀胱癌"),
    Q("化验单写着肾病综合征，肾炎综合征跟它要怎么鉴别", "differential_diagnosis", "肾病综合征", D,
      named="肾炎综合征"),
    # indicated_for
    Q("药袋上印的易舒达，是治心绞痛的吗", "indicated_for", "硝酸异山梨酯葡萄糖注射液", DR, mention="易舒达",
      named="心绞痛"),
    Q("药房小票上有一项素可立，这是治什么的", "indicated_for", "硫糖铝混悬凝胶", DR, mention="素可立"),
    Q("盒子上写着复可托，说明书没了，它能治哪些病", "indicated_for", "脾氨肽口服冻干粉", DR, mention="复可托"),
    Q("处方单上开的是芯丹，一天三次，这个药是治什么的", "indicated_for", "肠多糖片", DR, mention="芯丹"),
    Q("输液单上写着中生利，这个能治肺炎吗", "indicated_for", "肿节风注射液", DR, mention="中生利", named="肺炎"),
    Q("护士拿来的药瓶上写着凯洛欣，这个针主要用于什么病", "indicated_for", "脑苷肌肽注射液", DR, mention="凯洛欣"),
    Q("我爸的输液单上有赛立奥，说是治意识障碍的，对吗", "indicated_for", "胞磷胆碱钠葡萄糖注射液", DR,
      mention="赛立奥", named="意识障碍"),
    # has_adverse_reaction
    Q("盒子上写着阿尔马尔，吃了会有哪些副作用", "has_adverse_reaction", "盐酸阿罗洛尔片", DR, mention="阿尔马尔"),
    Q("药房小票上有吉时达，我吃完老犯困，嗜睡是它的副作用吗", "has_adverse_reaction", "盐酸黄酮哌酯片", DR,
      mention="吉时达", named="嗜睡"),
    Q("营养科开的百普素，喝了会拉肚子吗", "has_adverse_reaction", "短肽型肠内营养（粉剂）", DR, mention="百普素",
      named="腹泻"),
    Q("打针单上写着蓉生逸普，打完可能会有什么反应", "has_adverse_reaction", "破伤风人免疫球蛋白", DR,
      mention="蓉生逸普"),
    Q("输液瓶标签上写着彼迪甘，这个药的不良反应有哪些", "has_adverse_reaction", "肌苷葡萄糖注射液", DR,
      mention="彼迪甘"),
    Q("处方单上开的康乃尔，打完身上发冷，是药的反应吗", "has_adverse_reaction", "肌氨肽苷注射液", DR,
      mention="康乃尔", named="发冷"),
    Q("药袋上印的艾利克，涂在伤口上会不会过敏或者刺激", "has_adverse_reaction", "聚维酮碘溶液", DR, mention="艾利克"),
    # has_ingredient
    Q("盒子上写着水青，是阴道用的软胶囊，里面有什么成分", "has_ingredient", "硝呋太尔制霉素阴道软胶囊", DR,
      mention="水青"),
    Q("说明书第一行是同达瑞，这个针剂里都含什么", "has_ingredient", "硫普罗宁注射液", DR, mention="同达瑞"),
    Q("检查前护士拿来的艾朵，成分是腺苷吗", "has_ingredient", "腺苷注射液（供诊断用）", DR, mention="艾朵",
      named="腺苷"),
    Q("药房小票上有一项麦克斯维苏，它的主要成分是什么", "has_ingredient", "胃膜素胶囊", DR, mention="麦克斯维苏"),
    Q("输液单上写着力邦英特，里面是不是有大豆油", "has_ingredient", "脂肪乳注射液（C14—24）", DR, mention="力邦英特",
      named="大豆油"),
    Q("处方单上开的是普沁，这个注射液是什么东西做的", "has_ingredient", "脑蛋白水解物氯化钠注射液", DR,
      mention="普沁"),
    Q("孩子喝的天福，瓶子上字太小，里面含有哪些成分", "has_ingredient", "脾氨肽口服液", DR, mention="天福"),
    # is_a_level3
    Q("药袋上印的渭依，按用途分属于哪类药", "is_a_level3", "硫糖铝咀嚼片", DR, mention="渭依"),
    Q("处方单上开的是博罗先锋，这个按作用分是什么药", "is_a_level3", "硫酸四氢帕马丁注射液", DR, mention="博罗先锋"),
    Q("产科给我用的菲科坦，是抗早产药吗", "is_a_level3", "硫酸特布他林氯化钠注射液", DR, mention="菲科坦",
      named="抗早产药"),
    Q("药盒上写着艾好，从用途上说是哪一类", "is_a_level3", "硫酸茚地那韦胶囊", DR, mention="艾好"),
    Q("手术单上写着输天晴宁，它按用途算什么药", "is_a_level3", "羟乙基淀粉130/0.4氯化钠注射液", DR,
      mention="天晴宁"),
    Q("药房小票上有一项爱能，按用途算是降糖药吗", "is_a_level3", "罗格列酮片", DR, mention="爱能", named="降糖药"),
    Q("盒子上写着逻施立，一次一粒，按用途归哪一类药", "is_a_level3", "罗红霉素缓释胶囊", DR, mention="逻施立"),
    # belongs_to
    Q("药袋上印的异舒吉，在药品分类里属于哪一类", "belongs_to", "硝酸异山梨酯注射液", DR, mention="异舒吉"),
    Q("输液单上写着天泉泰宁，药品目录里算氨基糖苷类吗", "belongs_to", "硫酸奈替米星葡萄糖注射液", DR,
      mention="天泉泰宁", named="氨基糖苷类"),
    Q("营养科单子上的维他利匹特，在药房里归哪类", "belongs_to", "脂溶性维生素注射液（II）", DR, mention="维他利匹特"),
    Q("药房小票上有友欣，是不是归在脑代谢功能促进剂", "belongs_to", "胞磷胆碱钠氯化钠注射液", DR, mention="友欣",
      named="脑代谢功能促进剂"),
    Q("药盒上印着脑蛋白水解物片，药品分类上算什么", "belongs_to", "脑蛋白水解物片", DR),
    Q("处方单上开的泰托，这个药在药品目录里是哪一类", "belongs_to", "硫酸妥布霉素氯化钠注射液", DR, mention="泰托"),
    # drug_has_alias
    Q("处方单上写的硝呋太尔胶囊，药房给的盒子上是朗依君，这是它的别名吗", "drug_has_alias", "硝呋太尔胶囊", DR,
      named="朗依君"),
    Q("营养液标签上写着结构脂肪乳注射液（C6～24），护士叫它力文，对吗", "drug_has_alias", "结构脂肪乳注射液（C6～24）", DR,
      named="力文"),
    Q("处方上开的维格列汀片，药盒上印的名字不一样，它还叫什么", "drug_has_alias", "维格列汀片", DR),
    Q("药房小票上有一项磷霉素氨丁三醇散，这个药还有别的名字吗", "drug_has_alias", "磷霉素氨丁三醇散", DR),
    Q("药盒上写着倍博特，说是个别名，它到底是哪个药", "drug_has_alias", "倍博特", AL),
    # mainly_treats
    Q("中药包上标着细叠子草，是治痔疮的吗", "mainly_treats", "蛤蟆草", M, mention="细叠子草", named="痔疮"),
    Q("草药铺的纸包上写着马蹬草，能治血栓闭塞性脉管炎吗", "mainly_treats", "过山蕨", M, mention="马蹬草",
      named="血栓闭塞性脉管炎"),
    Q("老中医方子上写着芭蕉香清，这味药主要治什么病", "mainly_treats", "连香树果", M, mention="芭蕉香清"),
    Q("中药包上标着败酱，两包，这个能治肠痈吗", "mainly_treats", "败酱草", M, mention="败酱", named="肠痈"),
    Q("药方里有一味矮子常山，是治久疟的吗", "mainly_treats", "西南石梓", M, mention="矮子常山", named="久疟"),
    Q("中药包上标着莲蓬草，3包，这是治什么病的呀", "mainly_treats", "莲蓬草", M),
    Q("民间方子写着豆腐渣果根，说能解食物中毒，真的吗", "mainly_treats", "豆腐渣果根", M, named="食物中毒"),
    # has_efficacy
    Q("蒙药包上标着杜德孜—老玛，它有什么功效", "has_efficacy", "草乌叶", M, mention="杜德孜—老玛"),
    Q("药方里写着宝日一嘎迪格，这味药起什么作用", "has_efficacy", "西藏点地梅", M, mention="宝日一嘎迪格"),
    Q("药酒方子里有透骨香根，能散寒止痛吗", "has_efficacy", "透骨香根", M, named="散寒止痛"),
    Q("外敷药包上写着蝶毛菌，能去腐生肌吗", "has_efficacy", "蝶毛菌", M, named="去腐生肌"),
    Q("中药方子抄了一味还筒子，这味药有什么作用", "has_efficacy", "还筒子", M),
    Q("草药包上标着迎山红，它的功效是什么", "has_efficacy", "迎山红", M),
    # distributed_in
    Q("草药包上写着小叶石梓，这个药材四川有吗", "distributed_in", "西南石梓", M, mention="小叶石梓", named="四川"),
    Q("药材收购单上写着西桦，海南能收到吗", "distributed_in", "西桦", M, named="海南"),
    Q("中药包上标着茜草藤，这药材主要产在哪些地方", "distributed_in", "茜草藤", M),
    Q("药方里有蒿雀这一味，它在哪些地方有分布呢", "distributed_in", "蒿雀", M),
    Q("药房的中药袋上印着荆芥炭，产地一般是哪里", "distributed_in", "荆芥炭", M),
    Q("草药包上标着豆角柴，这种药材贵州有产吗", "distributed_in", "豆角柴", M, named="贵州"),
    # material_has_alias
    Q("中药包上标着茅莓，这味药还有什么别的叫法", "material_has_alias", "茅莓", M),
    Q("药方上写的西藏凤仙花，是不是就是凤仙花", "material_has_alias", "西藏凤仙花", M, named="凤仙花"),
    Q("中药包上标着蛇莓根，湖南那边是不是叫蛇泡草根", "material_has_alias", "蛇莓根", M, named="蛇泡草根（湖南）"),
    Q("药方里写着蛤蟆草，它还叫什么名字", "material_has_alias", "蛤蟆草", M),
    Q("药材单上写着草乌叶，在蒙药里叫什么", "material_has_alias", "草乌叶", M),
    Q("蒙医开的药包上写着阿尔山—那布其，这是哪味药材的别名", "material_has_alias", "阿尔山—那布其", AL),
    # composed_of
    Q("方子上写着开郁老蔻丸，里面有炙军吗", "composed_of", "开郁老蔻丸", F, named="炙军"),
    Q("中药房的单子写着开郁顺气丸，配方里是不是有酒芍", "composed_of", "开郁顺气丸", F, named="酒芍"),
    Q("老药方上写着拔根提毒丹，是不是用了陈降药", "composed_of", "拔根提毒丹", F, named="陈降药"),
    Q("纸上抄的拔毒丸方子，里面有川椒吗", "composed_of", "拔毒丸", F, named="川椒"),
    Q("药铺配的拔毒定痛膏，成分里有花蕊石吗", "composed_of", "拔毒定痛膏", F, named="花蕊石"),
    Q("外科老方子拔毒膏药，里面要放九里明叶吗", "composed_of", "拔毒膏药", F, named="九里明叶等"),
    # formula_has_efficacy
    Q("处方单上开的牵正散，能通络止痉吗", "formula_has_efficacy", "牵正散", F, named="通络止痉"),
    Q("中医开的玉液汤，有固肾止渴的作用吗", "formula_has_efficacy", "玉液汤", F, named="固肾止渴"),
    Q("方子上写着玉真散，是用来定搐止痉的吗", "formula_has_efficacy", "玉真散", F, named="定搐止痉"),
    Q("药方里的瓜蒌薤白白酒汤，能通阳散结吗", "formula_has_efficacy", "瓜蒌薤白白酒汤", F, named="通阳散结"),
    Q("中药处方写着甘草干姜茯苓白术汤，有温脾胜湿的功效吗", "formula_has_efficacy", "甘草干姜茯苓白术汤", F,
      named="温脾胜湿"),
    Q("药袋上写着禹功散，是行气消肿的吗", "formula_has_efficacy", "禹功散", F, named="行气消肿"),
    # prescribed_for
    Q("中医处方上开的清瘟败毒饮，能治头痛如劈吗", "prescribed_for", "清瘟败毒饮", F, named="头痛如劈"),
    Q("方子上写着清胃散，牙龈红肿能用吗", "prescribed_for", "清胃散", F, named="牙龈红肿"),
    Q("处方单上是温脾汤，腹痛便秘可以吃吗", "prescribed_for", "温脾汤", F, named="腹痛便秘"),
    Q("药方写着甘麦大枣汤，心中烦乱的人能喝吗", "prescribed_for", "甘麦大枣汤", F, named="心中烦乱"),
    Q("产后出院带的方子写着生化汤，是治小腹冷痛的吗", "prescribed_for", "生化汤", F, named="小腹冷痛"),
    Q("中药袋上印着利气丸，是治脐腹坚硬的吗", "prescribed_for", "琥珀利气丸", F, mention="利气丸",
      named="脐腹坚硬"),
    # formula_has_alias
    Q("方子上写着巴戟天饮，老药书里叫巴戟汤，是同一个方吗", "formula_has_alias", "巴戟天饮", F, named="巴戟汤"),
    Q("药酒瓶上贴的巴戟浸酒，还有什么别名", "formula_has_alias", "巴戟浸酒", F),
    Q("药方上写着当归丸，古书上还有别的名字吗", "formula_has_alias", "当归丸", F),
    Q("老方书上写着巴戟天汤，它是哪个方的别名", "formula_has_alias", "巴戟天汤", AL),
    Q("老方书上写着慢脾风这个方名，它还有别的叫法吗", "formula_has_alias", "慢脾风", F),
    # check_for_disease
    Q("化验单上有个脑脊液胆红素检查，是查什么病的", "check_for_disease", "脑脊液胆红素检查", C),
    Q("检查申请单写的脑脊液精氨酸加压素检查，能查脑血栓吗", "check_for_disease", "脑脊液精氨酸加压素检查", C,
      named="脑血栓"),
    Q("体检单上有一项腹部外形检查，能看出哪些病", "check_for_disease", "腹部外形检查", C),
    Q("化验单上写着脑脊液囊虫病间接血球凝集试验，是查囊虫病的吗", "check_for_disease", "脑脊液囊虫病间接血球凝集试验", C,
      named="囊虫病"),
    Q("申请单上开了脑脊液亮氨酸—脑啡肽检查，跟帕金森有关吗", "check_for_disease", "脑脊液亮氨酸—脑啡肽检查", C,
      named="帕金森"),
    Q("化验单上有个菌落总数检查，是用来诊断什么病的", "check_for_disease", "菌落总数检查", C),
    Q("检查单上写着腹部静脉检查，能查出什么病", "check_for_disease", "腹部静脉检查", C),
    # check_for_symptom
    Q("化验单上有脑脊液的显微镜检查，是针对哪些症状做的", "check_for_symptom", "脑脊液的显微镜检查", C),
    Q("医生开了脑脊液蛋白检查，是因为脑软化才查吗", "check_for_symptom", "脑脊液蛋白检查", C, named="脑软化"),
    Q("脑电图报告写了脑电图棘波，有癫痫病的人才查这个吗", "check_for_symptom", "脑电图棘波", C, named="癫痫病"),
    Q("申请单上写着脑脊液乳酸检查，头痛要做这个吗", "check_for_symptom", "脑脊液乳酸检查", C, named="头痛"),
    Q("化验单上有一项脑脊液检查—化学检查—蛋白质检查，出现什么症状要做", "check_for_symptom",
      "脑脊液检查—化学检查—蛋白质检查", C),
    Q("检验单上有脑脊液镁检查，什么症状的人需要查", "check_for_symptom", "脑脊液镁检查", C),
    # performed_by
    Q("预约单上写着脑电图检查，要到哪个科室做", "performed_by", "脑电图检查", C),
    Q("预约单上写着无痛胃镜检查，是在消化科做吗", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("检查申请单写的静脉肾盂排泄造影，是哪个科做的", "performed_by", "静脉尿路造影检查", C,
      mention="静脉肾盂排泄造影"),
    Q("挂号单上写着神经科，这个科能做哪些检查", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("检查单上写的脑电图检查，报告上还有别的叫法吗", "check_has_alias", "脑电图检查", C),
    Q("报告单上印着EEG，就是脑电图检查吗", "check_has_alias", "脑电图检查", C, named="EEG"),
    Q("肌电图检查的报告上是不是会写成EMG", "check_has_alias", "肌电图检查", C, named="EMG"),
    Q("英文报告单上写着electromyography，是哪项检查", "check_has_alias", "electromyography", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day74"))
