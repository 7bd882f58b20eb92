"""Writes `medical_everyday_76.jsonl`, a seventy-sixth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each comes from someone not quite sure of what they are saying and
saying so as they type: hedges (查出来的病好像叫异位ACTH综合征，…, 眼皮又红又肿，医生说的好像是急性泪腺炎，…, 体检B超说是小肝癌（应该是这个名字吧），…,
中医说我爸这是心衰，哦不，说的是心厥，如果没记错的话，…, 幼年型关节强直性脊椎炎，我记得是这么写的，…, 心包内恶性畸胎瘤是长在心包里面的？名字听着像是,
挡蛇剑这种药材大概分布在哪些省, 旋柄茄湖南能找到吗？朋友说见过，也可能是认错了), guesses put as questions (弥漫性筋膜炎是不是归风湿免疫科管来着？,
孩子摔了，片子上应该是尺骨干骨折吧，这是在前臂对吧？, 八物茜根汤是不是也叫茜根散？, 亚邦爱普森按用途分属于合成抗菌药，我没说错吧？) and, in 45 questions (about a
fifth), a correction of themselves mid-sentence where the corrected-to name is the record asked about (我妈查出来是心包积液——哦不对，是心包囊肿与心包憩室，…,
肾穿刺报告是膜性肾病……写错了，是局灶性节段性肾小球硬化，…, 表弟得的是骨肉瘤——哦不对，是尤因肉瘤，…, 我爸吃的是希罗达……不对，是博莱优福定，…, 护士说的是西地兰，哦不，是海合天欣，…,
八宝消毒散——不对，我想问的是八宝黑虎散，…, 单子上写汉坦病毒检查……不对，是流行性出血热病毒抗体检查，…). The name given up is another record of the
network in 30 of them (心包积液, 肾结核, 心衰, 膜性肾病, 巩膜外层炎, 骨肉瘤, 脑积水, 尿路感染, 异位妊娠, 骨巨细胞瘤, 破伤风, 急性胆源性胰腺炎, 阑尾周围脓肿, 冠心病, 胰腺癌, 房扑,
克雅病, 希罗达, 及通安, 西地兰, 得宝松, 斯达舒, 思密达, 润舒, 扁豆花, 翠云草, 杜仲叶, 八宝消毒散, 麦门冬汤, 泪液渗透压) and no record at all in the other 15 (小肠间质瘤, 脆性X综合征,
开角型, 骨软骨瘤, 小儿胃食管反流, 尿毒症心包炎, 嘉立安, 可益康, 旋覆花, 柞树皮, 八珍散, 十全大补汤, 汉坦病毒检查, 醛固酮检查, 新生儿听力筛查); the wording (不对，是…,
哦不是，是…, 写错了，是…, 我是想问…, 单子上是…, 人家说的是…) makes plain which one the question is finally about, and none of the given-up names holds
the asked name or lies inside it. The asked record is named as the network writes it, or by an alias or a drug trade name
the network records, written once, whole. The askers are patients and their parents, children, brothers and cousins,
carers reading a lab sheet or a prescription, pharmacy customers, herb users who heard a plant's name from their elders
and students. By a mechanical count 好像 comes in 35 questions, 大概 31, 应该 29, 是不是 24, 来着 19, 我记得 17, 不太确定 12, 没记错 5 (如果没记错 1),
对吧 3 and 听着像 2; 33 carry 吧？. 126 start with the name the record is asked by. The questions run from 15 to 53 characters: 44 of
20 or fewer, 56 of 21 to 25, 59 of 26 to 30, 30 of 31 to 35, 18 of 36 to 40, 2 of 41 to 50 and 1 of 53 (我妈查出来是心包积液——哦不对，
是心包囊肿与心包憩室，…). 145 carry a full-width comma and are tagged `context`; 109 carry a question mark; 12 carry 呢, 啊, 呀, 嘛 or 哈
(呢 3, 啊 5, 呀 2, 嘛 1, 哈 1); 4 are tagged `verbatim` (药品分类 twice and 功效 twice, in the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the fourth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 75, the four alias
sets, the bracket names set and the dash names set) contains and that none of them uses as an entity or a mention; the
thirty-eighth, forty-eighth, fifty-seventh and sixty-seventh sets drew from the fourth tenth too, and this one takes only
what they and every other set left (the seventy-seventh set, written at the same time, draws from another tenth).
Twenty-one relation types still have such records in the window, and every question of them asks about one: has_symptom
(612 window sources, 174 left), designated_to (574, 157), checks (265, 71), has_complication (119, 31), shown_on (293,
85), has_alias (184, 9, six of them asked), caused_by (483, 122), common_in (265, 84), treated_with (193, 34),
is_subtype_of (435, 241), the five drug types but drug_has_alias (indicated_for 1448 and 1087 left, has_adverse_reaction
1132 and 743, has_ingredient 1546 and 1176, is_a_level3 531 and 394, belongs_to 1482 and 1100), the four material types
(mainly_treats 214 and 62, has_efficacy 213 and 59, distributed_in 207 and 58, material_has_alias 167 and 37; 一双剑, asked
for what it stands for, is an alias of 断线蕨, a window record of material_has_alias), check_for_disease (122, 52) and
check_for_symptom (121, 52). 急性播散性脑脊髓炎, first asked here under related_disease, was replaced by 慢性肾病 before the set ever
ran: it is the second alias set's record. The other fourteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question contains (急性酒精中毒 →
  盐酸纳洛酮舌下片, 急性早幼粒细胞白血病 → 注射用三氧化二砷, 感染性心内膜炎 → 注射用盐酸万古霉素, 手足徐动症 → 苯妥英钠片, 急性闭角型青光眼 → 醋甲唑胺片, 恐怖症 →
  盐酸氯米帕明片), the first four naming the disease by aliases no earlier question uses (急性乙醇中毒, acute promyelocytic leukaemia, IE,
  指划运动).
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question contains (心血管疾病 ← 高磷血症, 急性上呼吸道感染 ← 冬季, 急性咽喉炎 ← 进食野生动物肉, 急性膀胱炎 ← 使用阴道隔膜 as 用阴道隔膜避孕,
  急性髓细胞性白血病 ← 蒽环类药物, 急性中耳炎 ← 吸烟环境).
- None of the five window sources of prevalent_in (新生儿破伤风, 溃疡性结肠炎, 溶血性贫血, 狂犬病, 球孢子菌病) has a neighbour no earlier question
  names: 溶血性贫血 names one no earlier question about it names (中东), 球孢子菌病 names 墨西哥西北部地区 again, 溃疡性结肠炎 and 狂犬病 are
  asked in new words, and one question asks from the target end (北半球, where 溃疡性结肠炎 is prevalent; never an earlier
  question's entity). 新生儿破伤风 is not asked.
- None of the six window sources of metastasizes_to (恶性肿瘤, 感染性心内膜炎, 支气管肺癌, 狂犬病, 甲状腺癌, 疼痛) has one either: 疼痛, 甲状腺癌
  and 恶性肿瘤 name one again (右下腹, 骨骼, 卵巢; the first as 转移性右下腹痛), 感染性心内膜炎 is asked in new words and one question asks from
  the target end (股骨, where 支气管肺癌 spreads; never an earlier question's entity).
- The three window sources of invades (慢性淋巴细胞白血病, 支气管肺癌, 痛风) have none: 慢性淋巴细胞白血病 names 肝脏 again, 支气管肺癌 names 交感神经,
  which no earlier question about it names, 痛风 is asked in new words, and one question asks from the target end (手部, which
  痛风 invades; an earlier question's entity, asked here in other words).
- Of the 31 window sources of related_disease, six questions each name a neighbour no earlier question contains (慢性肾病 ↔
  PTH过低, 急性膀胱炎 ↔ 复杂性尿路感染, 急性非ST段抬高型心肌梗死 ↔ 慢性肾脏疾病, 感染性心内膜炎 ↔ 失代偿心衰, 慢性缺血性心脏病 ↔ 局部室壁运动异常, 慢性胰腺炎
  ↔ 复发性胰腺炎); so do six of the 13 of differential_diagnosis (急性上呼吸道感染 ↔ 假性脑膜炎, 急性咽喉炎 ↔ 淋球菌性咽炎, 急性阑尾炎 ↔
  盆腔炎性疾病, 慢性心房颤动 ↔ 房室传导比例不等的心房扑动, 慢性阻塞性肺疾病 ↔ 上气道功能障碍, 急性淋巴细胞白血病 ↔ 转移性病灶).
- The window of drug_has_alias holds seven drugs (果糖二磷酸钠片, 枸地氯雷他定胶囊, 比沙可啶肠溶片, 比索洛尔氢氯噻嗪片, 氯美扎酮片, 氯膦酸二钠片,
  氯膦酸二钠胶囊) with one alias each, all of them names earlier questions use: 果糖二磷酸钠片 is asked whether it is 洛普欣 (not named by an
  earlier question about it) and 氯美扎酮片 whether it is 芬那露 (as an earlier question did, in other words), 枸地氯雷他定胶囊 and
  氯膦酸二钠片 are asked in new words, and one question asks what 乐可舒 (比沙可啶肠溶片's alias, an earlier question's entity) stands for.
- None of the eighteen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  about that formula names, all of them ones the network writes with 等, four written the way people write them, without
  the 等 (八宝红灵丹 → 冰片等, 八宝蕤仁膏 → 石燕等, 八宝金药墨 → 珍珠等, 八宝黑虎散 → 明雄等), and two with it, as the prescription has it
  (八宝生肌丹 → 龙骨等, 八宣汤 → 甘草等); 石燕 is in no earlier question's text. Six of the 31 window formulas of formula_has_efficacy are
  asked whether they have an efficacy no earlier question contains (八琼丹 → 养血和络, 八神散 → 壮筋骨, 八神汤 → 辟除瘴气, 八风续命汤 → 息风止痉,
  八风防风散 → 祛风散寒, 八骨散 → 通血脉, 八风续命汤 named by its alias 参桂汤, earlier sets' mention), and six of the 34 of prescribed_for
  whether they treat a disease no earlier question contains (八香丸 → 小儿脾疳, 八风丹 → 头晕目眩, 八生饮子 → 手足无力, 再造散 → 恶寒发热, 十枣汤 →
  咳唾胸胁引痛, 八神汤 → 呕吐恶心).
- formula_has_alias has 29 sources and its window three (八物肾气丸, 八物茜根汤, 八物麦门冬饮), all of whose aliases earlier questions name:
  八物茜根汤 is asked whether it is 茜根散 and 八物肾气丸 whether it is 八味丸 (as earlier questions did, in other words), 八物麦门冬饮 is asked
  in new words, one question asks what 茜根汤 (八物茜根汤's alias, an earlier question's entity) stands for, and the record before
  the window (八物参术丸, the eighth of 29 in key order) is asked in new words.
- performed_by has six sources and its window one (心血管造影检查, the second in key order), as for the thirty-eighth,
  forty-eighth, fifty-seventh and sixty-seventh sets: it is asked whether it is done in 心血管科; the record before it (宫腔镜检查)
  is asked in new words and the record after it (新生儿疾病筛查检查) is named by its alias 新生儿筛查 (earlier sets' mention) and asked
  whether it is done in 儿科, as earlier questions did, in other words; one question asks from the target end (儿科, where
  新生儿疾病筛查检查 is done; an earlier question's entity, asked here in other words).
- check_has_alias has seven sources and its window none, as for the forty-eighth, fifty-seventh and sixty-seventh sets: its
  questions take the record in whose place in key order the fourth tenth falls (新生儿疾病筛查检查, the third, asked in new words),
  the record after it (肌电图检查, whether it is written EMG) and the record before it (快速血浆反应素试验, in new words), and one asks
  what electromyography (肌电图检查's other alias, an earlier question's entity) stands for.
Some records are asked twice or more: 感染性心内膜炎 three times (cures, metastasizes_to, related_disease), and 小肝癌, 尿毒症肺炎,
小儿雄激素不敏感综合征, 幼年型关节强直性脊椎炎, 小儿骨肉瘤, 尿毒症性心肌病, 急性上呼吸道感染, 急性咽喉炎, 急性膀胱炎, 八神汤 and 新生儿疾病筛查检查 twice.
八物肾气丸, 八物茜根汤, 新生儿疾病筛查检查 and 肌电图检查 (records of used-up windows) and the name electromyography are the only entities
and names here that the first alias set uses too; no question uses an entity or a mention of the second, third or fourth
alias set, the bracket names set or the dash names set.

132 questions name the one neighbour they ask about, most of them naming two records (小儿纵隔压迫综合征 → 吞咽困难, 尿毒症肺炎 → 咯血,
急性泪腺炎 → 流泪, 心包囊肿与心包憩室 → 胸闷, 小儿神经纤维瘤病 → 小儿外科, 带状疱疹病毒性巩膜炎 → 眼科, 弥漫性筋膜炎 → 风湿免疫科, 小儿结核性脑膜炎 →
脑脊液检查, 异尖线吸虫蚴移行症 → 胃镜, 心肌梗死并发室间隔穿孔 → 右心导管检查, 小儿病态窦房结综合征 → 晕厥, 小儿肝肿瘤 → 骨质疏松症, 小儿黏多糖贮积症 → 耳聋,
心内膜弹性纤维增生症 → 脑栓塞, 尺骨干骨折 → 前臂, 左心发育不良 → 二尖瓣, 小儿眼耳脊椎综合征 → Goldenhar综合征, 小儿脑白质海绵状变性综合征 → 卡纳万氏综合征,
弥漫性恶性胸膜间皮瘤 → 恶性间皮瘤, 小肝癌 → 黄曲霉毒素, 急性短暂性精神障碍 → 心理因素, 小儿颈椎融合综合征 → 女性, 幼年型关节强直性脊椎炎 → 青壮年男性,
急性髓细胞白血病 → 造血干细胞移植, 急性肠阿米巴病 → 阿米巴病, 急性肺原性心脏病 → 肺栓塞, 慢性阑尾炎急性发作 → 急性阑尾炎, 波菲特 → 肌肉痛, 博莱优福定 → 胃癌,
敢宁 → 鼻塞, 迈特令 → 偏头痛, PERJETA → 脱发, 奥德金 → 皮肤潮红, 立林 → 嗜睡, 海合天欣 → 低血压, 柯依 → 甘露醇, 佳名 → 妥布霉素, 朗沐 → 蔗糖, 金港 →
细胞毒性药物, 瑞倍 → 抑制胃酸分泌药, 亚邦爱普森 → 合成抗菌药, 康宁克通—A → 糖皮质激素, 安瑞克 → 非甾体抗炎药, 安神补脑软胶囊 → 中成药, 随身丹 → 瘰疬, 红草鞋
→ 蛇咬伤, 六耳零 → 烫伤, 藤天蓼根 → 牙痛, 枇杷核 → 咳嗽, 王母钗 → 行气活血, 山刀草 → 凉血散瘀, 木椒子茎 → 透疹, 细脚鸡 → 贵州, 小黄药 → 云南, 排钱草根 → 海南,
旋柄茄 → 湖南, 巴茅根 → 野苇子, 木本远志 → 山桂花, 拔毒草 → 散血草, 木槿根 → 藩篱草根, 抗心肌细胞膜抗体检查 → 扩张型心肌病, 抗表皮基底膜抗体检查 → 大疱性类天疱疮,
改良加藤法 → 钩虫病, 梅毒螺旋体血球凝集试验 → 潜伏梅毒, 昂德腊耳征 → 胸痛, 术后经T形管胆道造影 → 黄疸, 气道过敏试验 → 呼吸困难, and the neighbours above), 53 of
them a name no earlier question contains; a few say the neighbour in other words than its name (the one marked "as"
above, 转移性右下腹痛 for 右下腹 and the four ingredients said without 等). Eight are asked from the relation's target end: the four
above (北半球, 股骨, 手部, 儿科) and four asking what an alias stands for (below).

About one question in four (54 of 210) names its entity by a name the network records for that very instance or asks
what such a name stands for. 50 name it: disease aliases (4: 急性乙醇中毒, acute promyelocytic leukaemia, IE, 指划运动, none an
earlier question's name); drug trade names (33, below); medicinal material aliases (11: 随身丹, 红草鞋, 六耳零, 藤天蓼根, 王母钗, 山刀草,
红前胡, 木椒子茎, 细脚鸡, 挡蛇剑, 小黄药, none an earlier question's name); a formula alias (1: 参桂汤, earlier sets' mention); a check
alias (1: 新生儿筛查, earlier sets' mention). Each of the disease and material aliases is an alias record its one instance
alone leads to. Four more ask what an alias stands for (乐可舒, 一双剑, 茜根汤, electromyography: drug, material, formula and check
aliases; 一双剑 is new, the others earlier questions' entities, asked here in other words): their gold is the alias
instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check)
makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (波菲特, 及舒, 博莱优福定, 敢宁, 尔合依, 迈特令, 东维力, PERJETA, 施宁, 奥德金, 立林, 海合天欣, 嘉立博, 惠菲宣, 斯瑞, 柯依, 佳名, 倍芬, 托安, 可益能, 朗沐,
金港, 瑞倍, 思泽, 亚邦爱普森, 克因达, 康宁克通—A, 美立鲁, 活宁, 润众, 爱菲乐, 安瑞克, 朗博), none of them a name an earlier question carries, and
all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (布洛芬搽剂, 左羟丙哌嗪含片, 尿嘧啶替加氟片, 布洛伪麻缓释片, 对乙酰氨基酚凝胶, 尼莫地平胶囊, 左卡尼汀口服溶液, 帕妥珠单抗注射剂, 对乙酰氨基酚干混悬剂,
小牛血清去蛋白注射液, 扑美伪麻片/美扑伪麻片, 左西孟旦注射液, 己酮可可碱葡萄糖注射液, 愈美片（包衣片）, 尼美舒利干混悬剂, 庆大霉素普鲁卡因维B12颗粒, 妥布霉素地塞米松滴眼液,
布洛芬口腔崩解片, 布洛伪麻分散片, 左卡尼汀注射液, 康柏西普眼用注射液, 榄香烯注射液, 枸橼酸铋雷尼替丁胶囊, 更昔洛韦葡萄糖注射液, 普卢利沙星分散片, 替硝唑注射液, 曲安奈德注射液,
棓丙酯葡萄糖注射液, 异氟烷液, 恩替卡韦分散片, 布洛伪麻片, 布洛芬颗粒, 小儿复方氨基酸注射液（18AA－I）), the mention is the trade name and the line is tagged
`alias`, because whoever holds the box or the infusion slip asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name. The thirty-fourth drug question of the five drug types names
安神补脑软胶囊 by its name. is_a_level3 questions ask a drug's class by its use (按用途分, 按作用, 从用途上说, 按用途, 按作用分, or a use class:
细胞毒性药物, 抑制胃酸分泌药, 合成抗菌药, 糖皮质激素) and belongs_to questions by 药品分类, 药品目录, what the pharmacy files it under or a product
class (非甾体抗炎药, 中成药), so that a reader can tell the two apart.

Other names the network holds under two records:
- 乐可舒 is a drug record as well as the alias instance 比沙可啶肠溶片 lists: its question asks 是个药的别名吧，它指的是哪个药, so the gold
  is the alias instance, as the earlier sets' questions are. IE, named for 感染性心内膜炎, is a disease record besides an alias, and
  新生儿筛查 a check; the questions name what the case record says (病历上写IE，…) and what parents call the newborn check
  (宝宝出生后的新生儿筛查，…), so the gold is the record the alias belongs to, as in the earlier sets. The 33 trade names are drug
  records of their own too.
- Some named neighbours are records of other types too: 咯血, 流泪, 胸闷, 脱发, 皮肤潮红, 晕厥, 复杂性尿路感染, 盆腔炎性疾病, 肌肉痛, 鼻塞, 烫伤, 牙痛, 头晕目眩,
  钩虫病 and 扩张型心肌病 (a therapy too) are diseases and symptoms both; 吞咽困难, 嗜睡, 低血压, 胸痛, 呼吸困难, 骨质疏松症, 高磷血症, 肺栓塞,
  慢性肾脏疾病, 偏头痛 and 咳嗽 causes besides; 闭经 a population besides; 黄疸 a check besides; 胃癌 a cause, a check and a therapy besides;
  急性阑尾炎 a cause and a therapy besides; 耳聋 an alias besides; 脑栓塞, 阿米巴病 and 蛇咬伤 causes besides diseases; 眼科 a disease and
  a population besides a department, 儿科 a drug class and a population; 心理因素 a symptom and a therapy besides a cause, 蒽环类药物 a
  drug; 婴儿 a disease besides a population, 女性 a cause and 青壮年男性 a body part; 血液透析 a cause and a disease besides a therapy;
  右下腹 and 骨骼 symptoms besides body parts, 肝脏 a disease and a symptom; 甘露醇 a drug besides an ingredient; 细胞毒性药物 a therapy and
  糖皮质激素 a drug, a symptom and a therapy besides drug classes; 非甾体抗炎药 a cause, a drug and a therapy besides a product class;
  行气活血 a product class besides an efficacy; 洛普欣 and 芬那露 drugs and EMG a check besides aliases.
- Besides these, 28 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 手足徐动症, 急性闭角型青光眼, 恐怖症, 急性上呼吸道感染 (two questions), 急性中耳炎, 疼痛, 痛风, 慢性肾病 and 慢性胰腺炎; a cause record:
  狂犬病; both: 感染性心内膜炎 (three), 心血管疾病, 溃疡性结肠炎, 球孢子菌病 and 甲状腺癌; a cause, a symptom and a therapy record: 恶性肿瘤 and
  急性阑尾炎; a cause, a check, a symptom and a therapy record: 溶血性贫血; a therapy record: 异位ACTH综合征; an alias record: 支气管肺癌 and
  慢性阻塞性肺疾病; an ingredient record: the drug 异氟烷液; a drug record: the alias instance 乐可舒; a disease record: the check
  心血管造影检查; a drug class and a population record: the department 儿科), and the wording says which is meant (查出来的病, 这个病,
  病历上写, 医生说是, 我表妹是, 危险因素, 更容易得, 哪些地方的人得的多, 转移, 侵犯, 鉴别, 区分, 相关的病, 药品分类, 是个药的别名, 在心血管科做, 那边能做的检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about
(and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and
the file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_76.py    # rewrites bench/sets/medical_everyday_76.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_76.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我家孩子好像是小儿纵隔压迫综合征，吃东西老说咽不下去，吞咽困难算这个病的症状吧？", "has_symptom", "小儿纵隔压迫综合征", D,
      named="吞咽困难"),
    Q("体检B超说是小肝癌（应该是这个名字吧），早期一般会有哪些表现", "has_symptom", "小肝癌", D),
    Q("我舅透析好几年了，医生说得了尿毒症肺炎，会咯血吗？我不太确定", "has_symptom", "尿毒症肺炎", D, named="咯血"),
    Q("纪录片里讲的那个克雅病——不对，是库鲁病，得了的人大概会是什么症状来着？", "has_symptom", "库鲁病", D),
    Q("眼皮又红又肿，医生说的好像是急性泪腺炎，老流泪也是它引起的吧", "has_symptom", "急性泪腺炎", D, named="流泪"),
    Q("我妈查出来是心包积液——哦不对，是心包囊肿与心包憩室，她总说胸闷，是这个病的症状吗", "has_symptom", "心包囊肿与心包憩室", D,
      named="胸闷"),
    Q("小儿雄激素不敏感综合征，我记得是这么叫的，女孩子会不会闭经啊", "has_symptom", "小儿雄激素不敏感综合征", D,
      named="闭经"),
    # designated_to
    Q("孩子身上好多咖啡色斑，说是小儿神经纤维瘤病，应该是挂小儿外科吧？", "designated_to", "小儿神经纤维瘤病", D, named="小儿外科"),
    Q("CT上纵隔有个东西，医生写的好像是小儿纵隔囊肿及肿瘤，要去心胸外科看吗", "designated_to", "小儿纵隔囊肿及肿瘤", D,
      named="心胸外科"),
    Q("我哥查出肾结核——不对，是尿道与阴茎结核，不好意思问别人，该挂哪个科", "designated_to", "尿道与阴茎结核", D),
    Q("得带状疱疹以后眼睛红痛，大概是带状疱疹病毒性巩膜炎，去眼科对吧？", "designated_to", "带状疱疹病毒性巩膜炎", D, named="眼科"),
    Q("弥漫性筋膜炎是不是归风湿免疫科管来着？皮肤硬得像皮革", "designated_to", "弥漫性筋膜炎", D, named="风湿免疫科"),
    Q("中医说我爸这是心衰，哦不，说的是心厥，如果没记错的话，去医院该找哪个科", "designated_to", "心厥", D),
    Q("查出来的病好像叫异位ACTH综合征，这个病要挂哪个科啊，不太确定是内分泌还是肿瘤", "designated_to", "异位ACTH综合征", D),
    # checks
    Q("孩子住院说是小儿结核性脑膜炎，要做脑脊液检查吧？听着挺吓人", "checks", "小儿结核性脑膜炎", D, named="脑脊液检查"),
    Q("小儿脑血管畸形要不要做脑电图检查，我记得医生提过一句", "checks", "小儿脑血管畸形", D, named="脑电图检查"),
    Q("肾穿刺报告是膜性肾病……写错了，是局灶性节段性肾小球硬化，一般还要查什么", "checks", "局灶性节段性肾小球硬化", D),
    Q("吃了生鱼片肚子疼，怀疑是异尖线吸虫蚴移行症，是不是得做胃镜啊", "checks", "异尖线吸虫蚴移行症", D, named="胃镜"),
    Q("查出来是小肠间质瘤——不对，是小肠平滑肌肉瘤，大概要靠哪些检查才能查出来？", "checks", "小肠平滑肌肉瘤", D),
    Q("医生怀疑小儿骨髓增生异常综合征，应该要做骨髓检查吧？孩子才六岁", "checks", "小儿骨髓增生异常综合征", D,
      named="骨髓检查"),
    Q("我爸好像是心肌梗死并发室间隔穿孔，医生说要做右心导管检查，是这个吗", "checks", "心肌梗死并发室间隔穿孔", D,
      named="右心导管检查"),
    # has_complication
    Q("小儿病态窦房结综合征会不会突然晕厥？我记得心内科医生这么说过", "has_complication", "小儿病态窦房结综合征", D, named="晕厥"),
    Q("小儿肝肿瘤以后会引起骨质疏松症吗，不太确定我听得对不对", "has_complication", "小儿肝肿瘤", D, named="骨质疏松症"),
    Q("医生说孩子是脆性X综合征，不对，单子上写的是小儿脆性X染色体，以后会并发什么", "has_complication", "小儿脆性X染色体", D),
    Q("小儿黏多糖贮积症大概会导致耳聋吧？孩子听力好像越来越差", "has_complication", "小儿黏多糖贮积症", D, named="耳聋"),
    Q("心内膜弹性纤维增生症会引起脑栓塞吗？应该是会的吧", "has_complication", "心内膜弹性纤维增生症", D, named="脑栓塞"),
    Q("微小核糖核酸病毒性角膜炎，名字我应该没抄错，它会连带出哪些毛病", "has_complication", "微小核糖核酸病毒性角膜炎", D),
    # cures
    Q("我爸喝多了送急诊，诊断写的好像是急性乙醇中毒，盐酸纳洛酮舌下片是治这个的吧？", "cures", "急性酒精中毒", D,
      mention="急性乙醇中毒", named="盐酸纳洛酮舌下片"),
    Q("血液科说是acute promyelocytic leukaemia，用注射用三氧化二砷，就是砒霜那个吗？", "cures", "急性早幼粒细胞白血病", D,
      mention="acute promyelocytic leukaemia", named="注射用三氧化二砷"),
    Q("病历上写IE，我查了大概是心脏瓣膜感染，要用注射用盐酸万古霉素吗", "cures", "感染性心内膜炎", D, mention="IE",
      named="注射用盐酸万古霉素"),
    Q("神经科说孩子手指乱动叫指划运动——还是叫别的来着，能吃苯妥英钠片吗", "cures", "手足徐动症", D, mention="指划运动",
      named="苯妥英钠片"),
    Q("眼压突然很高，医生说是开角型……哦不是，是急性闭角型青光眼，醋甲唑胺片能用吗", "cures", "急性闭角型青光眼", D,
      named="醋甲唑胺片"),
    Q("我表妹是恐怖症，好像开的是盐酸氯米帕明片，这个药对症吗", "cures", "恐怖症", D, named="盐酸氯米帕明片"),
    # shown_on
    Q("小儿颅面骨畸形综合征主要是长在哪些部位？名字太长我怕记错", "shown_on", "小儿颅面骨畸形综合征", D),
    Q("孩子摔了，片子上应该是尺骨干骨折吧，这是在前臂对吧？", "shown_on", "尺骨干骨折", D, named="前臂"),
    Q("左心发育不良，会影响到二尖瓣吗？我大概听懂了一半", "shown_on", "左心发育不良", D, named="二尖瓣"),
    Q("幼年型关节强直性脊椎炎，我记得是这么写的，一般累及身体哪些关节", "shown_on", "幼年型关节强直性脊椎炎", D),
    Q("我妈是巩膜外层炎，不对，是强直性脊柱炎性巩膜炎——是叫这个吧，病变会在哪些地方", "shown_on", "强直性脊柱炎性巩膜炎", D),
    Q("心包内恶性畸胎瘤是长在心包里面的？名字听着像是", "shown_on", "心包内恶性畸胎瘤", D, named="心包"),
    # has_alias
    Q("小儿椎管内肿瘤是不是还有别的叫法，我好像在哪看到过", "has_alias", "小儿椎管内肿瘤", D),
    Q("小儿眼耳脊椎综合征就是Goldenhar综合征吧？应该没记错", "has_alias", "小儿眼耳脊椎综合征", D, named="Goldenhar综合征"),
    Q("小儿脑白质海绵状变性综合征，也叫卡纳万氏综合征对吗？", "has_alias", "小儿脑白质海绵状变性综合征", D,
      named="卡纳万氏综合征"),
    Q("孩子腿上长的，病理说骨软骨瘤，不对，是小儿骨肉瘤，书上是不是叫成骨肉瘤", "has_alias", "小儿骨肉瘤", D, named="成骨肉瘤"),
    Q("弥漫性恶性胸膜间皮瘤，大概就是大家说的恶性间皮瘤吧？", "has_alias", "弥漫性恶性胸膜间皮瘤", D, named="恶性间皮瘤"),
    Q("小儿锁骨颅骨发育不全综合征好像有个外国人名字的叫法，叫啥来着", "has_alias", "小儿锁骨颅骨发育不全综合征", D),
    # caused_by
    Q("孩子是脑积水——哦不是，是小儿颅内高压综合征，大概是什么原因引起的？老头疼呕吐", "caused_by", "小儿颅内高压综合征", D),
    Q("小肝癌跟黄曲霉毒素有关系吧？我爸爱吃放久了的花生", "caused_by", "小肝癌", D, named="黄曲霉毒素"),
    Q("表弟得的是骨肉瘤——哦不对，是尤因肉瘤，这个病是怎么得上的", "caused_by", "尤因肉瘤", D),
    Q("尿毒症性心肌病是尿毒症拖出来的吗，具体原因是啥，我不太懂", "caused_by", "尿毒症性心肌病", D),
    Q("车祸后医生说小肠系膜损伤，如果没理解错，这是怎么造成的", "caused_by", "小肠系膜损伤", D),
    Q("急性短暂性精神障碍跟心理因素有关吗？我姐最近压力特别大", "caused_by", "急性短暂性精神障碍", D, named="心理因素"),
    Q("孩子误喝了洁厕灵，说是急性腐蚀性胃炎（应该是吧），一般什么导致的", "caused_by", "急性腐蚀性胃炎", D),
    # has_risk_factor
    Q("心血管疾病的危险因素里有高磷血症吗？我爸肾不好，磷一直偏高", "has_risk_factor", "心血管疾病", D, named="高磷血症"),
    Q("冬季是不是更容易得急性上呼吸道感染来着？", "has_risk_factor", "急性上呼吸道感染", D, named="冬季"),
    Q("进食野生动物肉会增加得急性咽喉炎的风险吗，我记得书上有这条", "has_risk_factor", "急性咽喉炎", D,
      named="进食野生动物肉"),
    Q("听说用阴道隔膜避孕容易得尿路感染——不对，说的是急性膀胱炎，真的吗", "has_risk_factor", "急性膀胱炎", D,
      named="使用阴道隔膜"),
    Q("以前化疗用过蒽环类药物，以后得急性髓细胞性白血病的风险会高吗？大概是这个意思", "has_risk_factor", "急性髓细胞性白血病", D,
      named="蒽环类药物"),
    Q("家里有人抽烟，吸烟环境会让孩子更容易得急性中耳炎吗", "has_risk_factor", "急性中耳炎", D, named="吸烟环境"),
    # common_in
    Q("小儿海蓝组织细胞增生症一般是哪些人得的多？名字好像就这么写", "common_in", "小儿海蓝组织细胞增生症", D),
    Q("小儿肺炎链球菌脑膜炎是不是婴儿最容易得？", "common_in", "小儿肺炎链球菌脑膜炎", D, named="婴儿"),
    Q("小儿颈椎融合综合征，女孩子多见吧？我印象里是这样", "common_in", "小儿颈椎融合综合征", D, named="女性"),
    Q("我侄子查出骨巨细胞瘤——哦，写的是小儿骨肉瘤，这个病多见于多大的孩子", "common_in", "小儿骨肉瘤", D),
    Q("幼年型关节强直性脊椎炎是不是多见于青壮年男性来着？", "common_in", "幼年型关节强直性脊椎炎", D, named="青壮年男性"),
    Q("异位妊娠……写错了，是异位急性阑尾炎，大概多发生在什么人身上？", "common_in", "异位急性阑尾炎", D),
    # prevalent_in
    Q("溃疡性结肠炎好像跟地理有关，应该是哪些地方的人得的多？", "prevalent_in", "溃疡性结肠炎", D),
    Q("溶血性贫血在中东是不是挺常见的，我没记错吧", "prevalent_in", "溶血性贫血", D, named="中东"),
    Q("球孢子菌病——是墨西哥西北部地区多发来着？还是我记混了", "prevalent_in", "球孢子菌病", D, named="墨西哥西北部地区"),
    Q("破伤风——哦不，我是想问狂犬病，大概在世界上哪些地方多？要带孩子出国玩", "prevalent_in", "狂犬病", D),
    Q("北半球好像有些病特别多，具体是哪些病来着？", "prevalent_in", "北半球", RE),
    # treated_with
    Q("小儿雄激素不敏感综合征一般要手术治疗吧？我不太确定", "treated_with", "小儿雄激素不敏感综合征", D, named="手术治疗"),
    Q("孩子误吞了碱水，说是小儿胃食管反流——不对，是小儿食管化学性烧伤，大概怎么治", "treated_with", "小儿食管化学性烧伤", D),
    Q("尿毒症肺炎是不是做血液透析就能好转？", "treated_with", "尿毒症肺炎", D, named="血液透析"),
    Q("我爸是急性感染性心内膜炎——应该是急性的，医生说可能要开刀，一般怎么治", "treated_with", "急性感染性心内膜炎", D),
    Q("急性髓细胞白血病能做造血干细胞移植吗，好像是要配型的吧", "treated_with", "急性髓细胞白血病", D, named="造血干细胞移植"),
    Q("尿毒症心包炎，不对不对，是尿毒症性心肌病，这个要怎么治疗", "treated_with", "尿毒症性心肌病", D),
    # metastasizes_to
    Q("医生说的转移性右下腹痛，是不是疼痛转移到右下腹的意思？", "metastasizes_to", "疼痛", D, named="右下腹"),
    Q("甲状腺癌会跑到骨骼去吗？我记得医生提了一下骨扫描", "metastasizes_to", "甲状腺癌", D, named="骨骼"),
    Q("恶性肿瘤会转移到卵巢吗？我妈胃上查出来的，应该是叫恶性肿瘤吧", "metastasizes_to", "恶性肿瘤", D, named="卵巢"),
    Q("感染性心内膜炎会不会蔓延到心脏别的地方，大概会到哪些位置", "metastasizes_to", "感染性心内膜炎", D),
    Q("哪些病会转移到股骨上来着？我爸大腿骨里好像有个转移灶", "metastasizes_to", "股骨", BP),
    # invades
    Q("慢性淋巴细胞白血病会侵犯肝脏吗？我记得B超说肝有点大", "invades", "慢性淋巴细胞白血病", D, named="肝脏"),
    Q("支气管肺癌会不会侵犯交感神经，听说会出现眼皮下垂，是这样吗", "invades", "支气管肺癌", D, named="交感神经"),
    Q("痛风这个病，如果我没记错，也会往手上侵，具体侵犯哪些部位", "invades", "痛风", D),
    Q("手部会被哪些病侵犯啊？手指关节肿了，不太确定是啥病", "invades", "手部", BP),
    # is_subtype_of
    Q("急性胃十二指肠溃疡伴出血大概属于哪一大类的病？", "is_subtype_of", "急性胃十二指肠溃疡伴出血", D),
    Q("急性肠阿米巴病应该算阿米巴病的一种吧？", "is_subtype_of", "急性肠阿米巴病", D, named="阿米巴病"),
    Q("急性肺原性心脏病算是肺栓塞的一种吗，听着像是心脏病", "is_subtype_of", "急性肺原性心脏病", D, named="肺栓塞"),
    Q("手术记录写急性阑尾炎伴弥漫性腹膜炎，这个大概归在什么病下面", "is_subtype_of", "急性阑尾炎伴弥漫性腹膜炎", D),
    Q("医生说是阑尾周围脓肿——哦不是，是慢性阑尾炎急性发作，这算急性阑尾炎的一种吗", "is_subtype_of", "慢性阑尾炎急性发作", D,
      named="急性阑尾炎"),
    Q("急性胆源性胰腺炎，不对，是急性酒精性胰腺炎，在分类上属于哪种病，是急性胰腺炎里的一种吧", "is_subtype_of", "急性酒精性胰腺炎", D),
    # related_disease
    Q("慢性肾病跟PTH过低有关系吗？化验单上甲状旁腺素那项好像偏低", "related_disease", "慢性肾病", D, named="PTH过低"),
    Q("急性膀胱炎老犯的话，跟复杂性尿路感染算相关的病吧？", "related_disease", "急性膀胱炎", D, named="复杂性尿路感染"),
    Q("急性非ST段抬高型心肌梗死和慢性肾脏疾病有关系吗，我爸两个都有，好像是", "related_disease", "急性非ST段抬高型心肌梗死", D,
      named="慢性肾脏疾病"),
    Q("感染性心内膜炎跟失代偿心衰扯得上关系吗？我大概理解是会拖垮心脏", "related_disease", "感染性心内膜炎", D, named="失代偿心衰"),
    Q("报告上写的是冠心病，不对，是慢性缺血性心脏病，跟局部室壁运动异常有关联吧", "related_disease", "慢性缺血性心脏病", D,
      named="局部室壁运动异常"),
    Q("我爸是胰腺癌——不是不是，是慢性胰腺炎，和复发性胰腺炎是相关的病吧？不太分得清", "related_disease", "慢性胰腺炎", D, named="复发性胰腺炎"),
    # differential_diagnosis
    Q("急性上呼吸道感染要不要跟假性脑膜炎鉴别？孩子脖子有点硬，我不太确定", "differential_diagnosis", "急性上呼吸道感染", D,
      named="假性脑膜炎"),
    Q("急性咽喉炎和淋球菌性咽炎是不是容易搞混来着？", "differential_diagnosis", "急性咽喉炎", D, named="淋球菌性咽炎"),
    Q("右下腹疼，医生说要排除盆腔炎性疾病，怀疑的应该是急性阑尾炎吧", "differential_diagnosis", "急性阑尾炎", D,
      named="盆腔炎性疾病"),
    Q("心电图说是房扑——不是，是慢性心房颤动，跟房室传导比例不等的心房扑动怎么区分", "differential_diagnosis", "慢性心房颤动", D,
      named="房室传导比例不等的心房扑动"),
    Q("慢性阻塞性肺疾病和上气道功能障碍要鉴别吗？都是喘，大概是吧", "differential_diagnosis", "慢性阻塞性肺疾病", D,
      named="上气道功能障碍"),
    Q("急性淋巴细胞白血病跟转移性病灶要区分开吗，骨髓里看到的那种，我没太听懂", "differential_diagnosis", "急性淋巴细胞白血病", D,
      named="转移性病灶"),
    # indicated_for
    Q("波菲特是擦肌肉痛的吧？打球拉伤了", "indicated_for", "布洛芬搽剂", DR, mention="波菲特", named="肌肉痛"),
    Q("及通安——不对，盒子上是及舒，好像是含着吃的，主要治什么来着", "indicated_for", "左羟丙哌嗪含片", DR, mention="及舒"),
    Q("我爸吃的是希罗达……不对，是博莱优福定，是治胃癌的吗", "indicated_for", "尿嘧啶替加氟片", DR, mention="博莱优福定",
      named="胃癌"),
    Q("敢宁能缓解鼻塞吗？应该是感冒药吧", "indicated_for", "布洛伪麻缓释片", DR, mention="敢宁", named="鼻塞"),
    Q("尔合依是抹的凝胶，大概能治哪些病，说明书丢了", "indicated_for", "对乙酰氨基酚凝胶", DR, mention="尔合依"),
    Q("迈特令对偏头痛有用吗？我记得是治脑血管的", "indicated_for", "尼莫地平胶囊", DR, mention="迈特令", named="偏头痛"),
    Q("医生开的东维力，说是补什么的，到底治哪些病啊", "indicated_for", "左卡尼汀口服溶液", DR, mention="东维力"),
    # has_adverse_reaction
    Q("我妈在用PERJETA，头发掉得厉害，脱发应该是它的副作用吧？", "has_adverse_reaction", "帕妥珠单抗注射剂", DR, mention="PERJETA",
      named="脱发"),
    Q("孩子喝的施宁，有没有什么不良的反应，我记得是退烧的", "has_adverse_reaction", "对乙酰氨基酚干混悬剂", DR, mention="施宁"),
    Q("输了奥德金脸发红，皮肤潮红是这个药引起的吗", "has_adverse_reaction", "小牛血清去蛋白注射液", DR, mention="奥德金",
      named="皮肤潮红"),
    Q("吃了立林老想睡觉，嗜睡算它的副作用吧？好像盒子上写着", "has_adverse_reaction", "扑美伪麻片/美扑伪麻片", DR, mention="立林",
      named="嗜睡"),
    Q("护士说的是西地兰，哦不，是海合天欣，输了会低血压吗", "has_adverse_reaction", "左西孟旦注射液", DR, mention="海合天欣",
      named="低血压"),
    Q("护士说是嘉立安，不对，是嘉立博，这个输液（好像是改善循环的）会有哪些副作用", "has_adverse_reaction", "己酮可可碱葡萄糖注射液", DR, mention="嘉立博"),
    Q("惠菲宣止咳的，吃了可能出现什么不舒服？不太确定能不能给老人吃", "has_adverse_reaction", "愈美片（包衣片）", DR,
      mention="惠菲宣"),
    # has_ingredient
    Q("斯达舒……写错了，是斯瑞，冲着喝的那种，里面主要成分是什么来着", "has_ingredient", "尼美舒利干混悬剂", DR, mention="斯瑞"),
    Q("柯依里面是不是有甘露醇？我对它有点过敏，好像", "has_ingredient", "庆大霉素普鲁卡因维B12颗粒", DR, mention="柯依",
      named="甘露醇"),
    Q("佳名眼药水应该含妥布霉素吧？我对妥布霉素有点过敏呢", "has_ingredient", "妥布霉素地塞米松滴眼液", DR, mention="佳名", named="妥布霉素"),
    Q("倍芬是放嘴里化开的，大概都含哪些成分", "has_ingredient", "布洛芬口腔崩解片", DR, mention="倍芬"),
    Q("托安的成分有哪些？我怀疑跟我另一个感冒药重复了", "has_ingredient", "布洛伪麻分散片", DR, mention="托安"),
    Q("医生开的可益康——不对，单子上是可益能，里面到底是什么成分", "has_ingredient", "左卡尼汀注射液", DR, mention="可益能"),
    Q("朗沐眼里打的那个针，听说含蔗糖，是真的吗？我有糖尿病", "has_ingredient", "康柏西普眼用注射液", DR, mention="朗沐",
      named="蔗糖"),
    # is_a_level3
    Q("金港按用途分是细胞毒性药物吧？我记得护士戴着手套配的", "is_a_level3", "榄香烯注射液", DR, mention="金港", named="细胞毒性药物"),
    Q("瑞倍按作用算抑制胃酸分泌药吗，应该是治胃的", "is_a_level3", "枸橼酸铋雷尼替丁胶囊", DR, mention="瑞倍",
      named="抑制胃酸分泌药"),
    Q("思密达——哦不，是思泽，从用途上说是哪一类药？好像是抗病毒的", "is_a_level3", "更昔洛韦葡萄糖注射液", DR, mention="思泽"),
    Q("亚邦爱普森按用途分属于合成抗菌药，我没说错吧？", "is_a_level3", "普卢利沙星分散片", DR, mention="亚邦爱普森",
      named="合成抗菌药"),
    Q("克因达按用途归哪类，是消炎的吗，不太确定", "is_a_level3", "替硝唑注射液", DR, mention="克因达"),
    Q("打的是得宝松，哦不对，是康宁克通—A，按作用分是糖皮质激素吗", "is_a_level3", "曲安奈德注射液", DR,
      mention="康宁克通—A", named="糖皮质激素"),
    Q("美立鲁按用途算什么药来着？我爸脑梗在输", "is_a_level3", "棓丙酯葡萄糖注射液", DR, mention="美立鲁"),
    # belongs_to
    Q("活宁——是麻醉用的吧？在药品分类里归哪类", "belongs_to", "异氟烷液", DR, mention="活宁"),
    Q("我吃的是润舒……不对，是润众，在药品目录里大概算哪一类？吃了好几年抗乙肝的", "belongs_to", "恩替卡韦分散片", DR, mention="润众"),
    Q("爱菲乐药店会把它放在哪一类里？应该是感冒药那一栏吧", "belongs_to", "布洛伪麻片", DR, mention="爱菲乐"),
    Q("安瑞克是不是归在非甾体抗炎药那类？", "belongs_to", "布洛芬颗粒", DR, mention="安瑞克", named="非甾体抗炎药"),
    Q("朗博，给早产宝宝输的那个，药品分类上算哪类，我没记错名字的话", "belongs_to", "小儿复方氨基酸注射液（18AA－I）", DR,
      mention="朗博"),
    Q("安神补脑软胶囊应该算中成药吧？药店说是保健的嘛", "belongs_to", "安神补脑软胶囊", DR, named="中成药"),
    # drug_has_alias
    Q("果糖二磷酸钠片是不是也叫洛普欣来着？", "drug_has_alias", "果糖二磷酸钠片", DR, named="洛普欣"),
    Q("氯美扎酮片好像还有个名字叫芬那露，对吧", "drug_has_alias", "氯美扎酮片", DR, named="芬那露"),
    Q("枸地氯雷他定胶囊药店里大概还叫什么名字？", "drug_has_alias", "枸地氯雷他定胶囊", DR),
    Q("氯膦酸二钠片有没有英文的叫法，我记得盒子背面印了一串", "drug_has_alias", "氯膦酸二钠片", DR),
    Q("乐可舒——应该是个药的别名吧，它指的是哪个药", "drug_has_alias", "乐可舒", AL),
    # mainly_treats
    Q("随身丹这种草药，老人说能治瘰疬，是真的吗", "mainly_treats", "峨眉石凤丹", M, mention="随身丹", named="瘰疬"),
    Q("红草鞋（我们那叫法，不知道对不对）能治蛇咬伤吗", "mainly_treats", "巴掌草", M, mention="红草鞋", named="蛇咬伤"),
    Q("六耳零捣烂敷烫伤管用吗？我奶奶说管用", "mainly_treats", "异被赤车", M, mention="六耳零", named="烫伤"),
    Q("旋覆花——不对，是旋花根，大概能治什么病？菜园边上长了好多", "mainly_treats", "旋花根", M),
    Q("藤天蓼根泡酒治牙痛，应该是这么用的吧", "mainly_treats", "木天蓼根", M, mention="藤天蓼根", named="牙痛"),
    Q("枇杷核是不是能治咳嗽？我一直以为有毒", "mainly_treats", "枇杷核", M, named="咳嗽"),
    Q("听说柞树皮——不对，人家说的是柞木，它主要治什么病", "mainly_treats", "柞木", M),
    # has_efficacy
    Q("王母钗这味草药，好像有行气活血的功效？", "has_efficacy", "异型莎草", M, mention="王母钗", named="行气活血"),
    Q("山刀草能凉血散瘀吗，我记得是这么说的", "has_efficacy", "弹刀子菜", M, mention="山刀草", named="凉血散瘀"),
    Q("扁豆花，哦不对，是扁豆叶，有什么作用来着？家里种的扁豆叶子很多", "has_efficacy", "扁豆叶", M),
    Q("红前胡大概有哪些功效，跟前胡一样吗", "has_efficacy", "旱前胡", M, mention="红前胡"),
    Q("木椒子茎能透疹吗？孩子出疹子出不透", "has_efficacy", "木姜子茎", M, mention="木椒子茎", named="透疹"),
    Q("摇钱树根入药好像挺少见的，它都有啥作用", "has_efficacy", "摇钱树根", M),
    # distributed_in
    Q("细脚鸡贵州有没有？我记得是山里的草药", "distributed_in", "峨眉耳蕨", M, mention="细脚鸡", named="贵州"),
    Q("挡蛇剑这种药材大概分布在哪些省", "distributed_in", "巴豆树根", M, mention="挡蛇剑"),
    Q("小黄药是不是云南那边产的？朋友从大理寄来一包", "distributed_in", "拔毒散", M, mention="小黄药", named="云南"),
    Q("排钱草根海南应该有吧，想去那边找找", "distributed_in", "排钱草根", M, named="海南"),
    Q("翠云草……不对，是异穗卷柏，主要长在哪些地方，不太确定是不是南方的", "distributed_in", "异穗卷柏", M),
    Q("旋柄茄湖南能找到吗？朋友说见过，也可能是认错了", "distributed_in", "旋柄茄", M, named="湖南"),
    # material_has_alias
    Q("巴茅根在北方是不是叫野苇子？我姥姥一直这么叫", "material_has_alias", "巴茅根", M, named="野苇子"),
    Q("木本远志也叫山桂花吧？我记得药书上这么写", "material_has_alias", "木本远志", M, named="山桂花"),
    Q("拔毒草，村里管它叫散血草，是一个东西吗", "material_has_alias", "拔毒草", M, named="散血草"),
    Q("木槿根好像还有个名字叫藩篱草根，对不对", "material_has_alias", "木槿根", M, named="藩篱草根"),
    Q("我说的是杜仲叶，不对，是杜仲藤叶，它还有什么别的叫法吗，不太确定", "material_has_alias", "杜仲藤叶", M),
    Q("一双剑应该是某种药材的土名吧，指的是哪一种", "material_has_alias", "一双剑", AL),
    # composed_of
    Q("八宝生肌丹里有龙骨吧？方子后面好像写着龙骨等", "composed_of", "八宝生肌丹", F, named="龙骨等"),
    Q("八宝红灵丹应该加了冰片？闻着有股凉味", "composed_of", "八宝红灵丹", F, named="冰片等"),
    Q("八宝蕤仁膏的方子里有石燕吗，我没看错的话", "composed_of", "八宝蕤仁膏", F, named="石燕等"),
    Q("八宝金药墨里是不是有珍珠来着？墨也能入药呀", "composed_of", "八宝金药墨", F, named="珍珠等"),
    Q("八宝消毒散——不对，我想问的是八宝黑虎散，里面有明雄吗", "composed_of", "八宝黑虎散", F, named="明雄等"),
    Q("八宣汤用到甘草了吧？方子最后写的好像是甘草等", "composed_of", "八宣汤", F, named="甘草等"),
    # formula_has_efficacy
    Q("八琼丹是养血和络的吗？我记得老中医这么说的", "formula_has_efficacy", "八琼丹", F, named="养血和络"),
    Q("八神散能壮筋骨吗，腿脚没力气想试试", "formula_has_efficacy", "八神散", F, named="壮筋骨"),
    Q("八神汤据说能辟除瘴气，大概是这个意思吧？", "formula_has_efficacy", "八神汤", F, named="辟除瘴气"),
    Q("参桂汤（好像是这个名）有息风止痉的作用吗", "formula_has_efficacy", "八风续命汤", F, mention="参桂汤", named="息风止痉"),
    Q("八风防风散应该是祛风散寒的吧？一吹风就咳嗽哈", "formula_has_efficacy", "八风防风散", F, named="祛风散寒"),
    Q("八珍散——不对，是八骨散，能通血脉吗？我不太确定是不是这个方", "formula_has_efficacy", "八骨散", F, named="通血脉"),
    # prescribed_for
    Q("八香丸是治小儿脾疳的吧？孩子面黄肌瘦", "prescribed_for", "八香丸", F, named="小儿脾疳"),
    Q("八风丹能治头晕目眩吗，我妈一站起来就晕", "prescribed_for", "八风丹", F, named="头晕目眩"),
    Q("八生饮子好像是治手足无力的？我记不太清了", "prescribed_for", "八生饮子", F, named="手足无力"),
    Q("恶寒发热是不是可以用再造散来着？", "prescribed_for", "再造散", F, named="恶寒发热"),
    Q("十全大补汤，哦不对，是十枣汤，能治咳唾胸胁引痛吗", "prescribed_for", "十枣汤", F, named="咳唾胸胁引痛"),
    Q("八神汤治呕吐恶心吗？应该是吧，我妈坐车老吐呢", "prescribed_for", "八神汤", F, named="呕吐恶心"),
    # formula_has_alias
    Q("八物茜根汤是不是也叫茜根散？书上两个名字都有", "formula_has_alias", "八物茜根汤", F, named="茜根散"),
    Q("八物肾气丸——好像也有人叫它八味丸，对吗", "formula_has_alias", "八物肾气丸", F, named="八味丸"),
    Q("麦门冬汤——不是，是八物麦门冬饮，在古书里大概还叫什么", "formula_has_alias", "八物麦门冬饮", F),
    Q("八物参术丸还有别的名字吧？我记得有个带定志的", "formula_has_alias", "八物参术丸", F),
    Q("茜根汤应该是个别名吧，它原来是哪个方子", "formula_has_alias", "茜根汤", AL),
    # check_for_disease
    Q("抗心肌细胞膜抗体检查是查扩张型心肌病的吗？", "check_for_disease", "抗心肌细胞膜抗体检查", C, named="扩张型心肌病"),
    Q("抗表皮基底膜抗体检查，大概是查大疱性类天疱疮的吧", "check_for_disease", "抗表皮基底膜抗体检查", C, named="大疱性类天疱疮"),
    Q("化验单上写改良加藤法，这个能查出钩虫病吗", "check_for_disease", "改良加藤法", C, named="钩虫病"),
    Q("放射性核素脑血管显像——名字我应该没抄错，它是查什么病的", "check_for_disease", "放射性核素脑血管显像", C),
    Q("梅毒螺旋体血球凝集试验能查出潜伏梅毒吗？不太确定", "check_for_disease", "梅毒螺旋体血球凝集试验", C, named="潜伏梅毒"),
    Q("医生说要看比塞征，好像是这么叫的，能查出哪些病", "check_for_disease", "比塞征", C),
    Q("单子上写汉坦病毒检查……不对，是流行性出血热病毒抗体检查，查哪些病的", "check_for_disease", "流行性出血热病毒抗体检查", C),
    # check_for_symptom
    Q("胸痛要查昂德腊耳征吗？医生嘴里好像是这个词", "check_for_symptom", "昂德腊耳征", C, named="胸痛"),
    Q("术后经T形管胆道造影是因为黄疸才做的吧？", "check_for_symptom", "术后经T形管胆道造影", C, named="黄疸"),
    Q("气道过敏试验一般是有呼吸困难才做吗，我大概是这么理解的", "check_for_symptom", "气道过敏试验", C, named="呼吸困难"),
    Q("醛固酮检查，哦不对，是抗利尿激素检查，大概是有哪些症状才要查", "check_for_symptom", "抗利尿激素检查", C),
    Q("泪液渗透压——哦不，是泪液电解质，这个是针对什么症状做的", "check_for_symptom", "泪液电解质", C),
    Q("染色体核型分析检查一般是孩子有啥表现才做？我不太懂", "check_for_symptom", "染色体核型分析检查", C),
    # performed_by
    Q("心血管造影检查应该是在心血管科做的吧？", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("宫腔镜检查，我记得是妇产科做，还是别的科？", "performed_by", "宫腔镜检查", C),
    Q("宝宝出生后的新生儿筛查，好像是儿科负责的吧", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    Q("儿科那边能做的检查大概有哪些？孩子下周要住院呢", "performed_by", "儿科", DEP),
    # check_has_alias
    Q("新生儿听力筛查——不对，是新生儿疾病筛查检查，有没有英文叫法来着？", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("肌电图检查是不是简写成EMG？单子上只印了字母呀", "check_has_alias", "肌电图检查", C, named="EMG"),
    Q("快速血浆反应素试验，化验单上大概写成哪几个字母", "check_has_alias", "快速血浆反应素试验", C),
    Q("electromyography好像是某个检查的英文名，是哪个检查来着", "check_has_alias", "electromyography", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day76"))
