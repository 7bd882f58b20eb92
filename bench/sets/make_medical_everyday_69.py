"""Writes `medical_everyday_69.jsonl`, a sixty-ninth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each puts what it asks before the record it is about, the way people write
when the worry comes first: the wh-phrase or the relation word opens the question and the record's name comes late,
most often last, after a comma, a dash or a colon as an afterthought (挂哪个科看啊，恶性高血压视网膜病变？, 颈淋巴结结核能用它吗，海八角毛？,
是哪个药的别名啊，丽生？, 感染科能看吗——毛圆线虫病, 行气利水是它的作用吧：实脾散). Other orders are mixed in: a fronted wh-phrase before the name
(哪些症状是柯萨奇病毒疹会有的？, 哪些病在中东某些地区比较流行？), topic and framing words before the name (关于病因，晶状体异位和脱位一般是怎么来的？,
治疗方面，水痘—带状疱疹性葡萄膜炎都有哪些办法？, 药效方面，江珧壳都有哪些？, 成分：艾舒里面都有什么？), passive and disposal constructions
(被新生儿化脓性脑膜炎引起的并发症都有哪些？, 容易被侵犯到生殖器的是哪些病？, 把新生儿持续性肺动脉高压治住，盐酸妥拉唑林注射液能用上吗？,
把双红灵按用途归类的话，该归到哪一类？), the name given after the question as what the asker means (说的是手指类风湿性关节炎, 我说的是泌乳素瘤,
问的是日光性角化), cleft 是…的 sentences (是什么原因导致的新生儿失血性贫血？, 是哪个科的大夫负责看残胃平滑肌肉瘤的？, 是哪个科室负责做心血管造影检查的？),
and a few in ordinary order with the asker's situation first (生的时候打了催产素，会不会让宝宝更容易得新生儿黄疸？, 老是呕吐酸水，能喝吴茱萸汤吗).
Most add a clause about who asks and why, often after the name (我爸刚确诊的慢性缩窄性心包炎, 宝宝明天出院, 车间里天天碰温度计, 干喷漆十年了,
渔民说泡酒喝). The askers are patients, wives and husbands, sons and daughters, parents of newborns, workers, carers,
pharmacy customers, herb buyers and students of formulas and herbs; a few name another record of the network in passing
(ICD, 胃镜, 乌梅, 心内科, 桧柏, 精神科), and the record asked about stays clear. By a mechanical count no question starts with
its record's name; 103 end with it (a question mark aside), 66 of them with the name after a comma, a dash or a colon; 28
carry a dash (——), 4 a colon. The questions run from 12 to 42 characters: 33 of 15 or fewer, 56 of 16 to 20, 94 of 21
to 30, 26 of 31 to 40 and 1 longer. 162 carry a full-width comma and are tagged `context`; 170 carry a question mark; 17
carry 呢, 啊, 呀, 嘛 or 哈 (呢 7, 啊 6, 呀 3, 哈 1); 10 are tagged `verbatim` (并发症 twice, 病因, 相关疾病, 不良反应, 药品分类, 主治, 功效,
组成 and 功用 in the asker's words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the fifth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 67 and the three alias
sets) contains and that none of them uses as an entity or a mention; the fortieth, fiftieth and sixtieth sets drew from
the fifth tenth too, and this one takes only what they and every other set left. Twenty relation types still have such
records in the window, and every question of them asks about one (has_symptom, designated_to, checks, has_complication,
shown_on, caused_by, common_in, treated_with, is_subtype_of, the five drug types but drug_has_alias, the four material
types, check_for_disease and check_for_symptom; 夏暑果, asked for what it stands for, is an alias of 桂木干, a window
record of material_has_alias; has_complication has 120 window sources and eleven left, six of them asked, and
treated_with 192 and twenty left). The other fifteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names
  (毒性弥漫性甲状腺肿 → 丙硫氧嘧啶肠溶胶囊, 特发性血小板减少性紫癜 → 重组人血小板生成素注射液, 流行性斑疹伤寒 → 盐酸多西环素片, 毛囊角化病 → 维A酸乳膏,
  新生儿持续性肺动脉高压 → 盐酸妥拉唑林注射液, 泌乳素瘤 → 甲磺酸溴隐亭片), the first four named by aliases no earlier question uses
  (弥漫性甲状腺肿伴功能亢进症, 自身免疫性血小板减少性紫癜, 虱传斑疹伤寒, 达利尔氏病).
- has_alias has 184 window sources and none left: five questions each name an alias no earlier question names
  (急性发热性嗜中性皮病 → 斯威特病, 恰加斯病 → 美洲锥虫病, 战壕热 → 五日热, 恶性葡萄胎 → 破坏性绒毛膜瘤, 急性酒精中毒 → 醉酒) and one names
  暴露性角膜炎 by its alias 兔眼性角膜炎 (new) and asks for its other names.
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, four of them in the asker's words (慢性缺血性心脏病 ← 低水平高密度脂蛋白胆固醇 as 高密度脂蛋白胆固醇偏低, 新生儿黄疸 ←
  分娩中使用催产素 as 生的时候打了催产素, 早产 ← 冷刀锥切术, 日光性角化 ← 肤色或色素构成 as 皮肤特别白, 慢性胰腺炎 ← 有机锡化合物, 抑郁症 ←
  慢性心境障碍持续两年 as 心情低落已经持续两年了).
- None of the four window sources of prevalent_in (甲状腺癌, 疟疾, 痔, 登革热) has a neighbour no earlier question names: 疟疾
  and 登革热 name one no earlier question about them names (撒哈拉以南的非洲地区, 非洲), 甲状腺癌 and 痔 are asked in new words, and one
  question asks from the target end (中东某些地区, where 登革热 is prevalent, never an earlier question's entity).
- None of the six window sources of metastasizes_to (病毒性脑膜炎, 痔, 痛风, 瘤型麻风, 癌症, 白喉) has one either: 痛风, 瘤型麻风 and 白喉
  name one no earlier question about them names (腕 as 手腕, 喉, 心脏), 病毒性脑膜炎 is asked in new words and one question asks from
  the target end (第一跖趾关节, where 痛风 spreads, never an earlier question's entity).
- The three window sources of invades (白喉, 皮肤白喉, 肛管癌) have none: 白喉 names 扁桃体, which no earlier question about it names,
  皮肤白喉 and 肛管癌 are asked in new words and one question asks from the target end (生殖器, which 皮肤白喉 invades, never an
  earlier question's entity).
- Of the 31 window sources of related_disease only 溃疡性结肠炎 has a neighbour no earlier question names (脓性坏疽); four
  questions name one no earlier question about that record names (支气管类癌肿瘤 ↔ 类癌综合征, 横纹肌溶解症 ↔ 急性肾功能衰竭, 液体超负荷 ↔
  肺水肿, 淀粉样变性 ↔ 周围神经病) and one asks from the target end (高非结合型胆红素血症, related to 新生儿黄疸). Of the 12 of
  differential_diagnosis, 支气管肺癌 names 淋巴肉瘤, which no earlier question names, four name one no earlier question about
  that record names (狂犬病 ↔ 破伤风, 消化性溃疡疾病 ↔ 右侧输尿管结石, 毛细胞白血病 ↔ 慢性淋巴细胞白血病, 抑郁症 ↔ 甲状腺功能减退症) and one asks
  from the target end (胡萝卜素血症, against which 新生儿黄疸 is told apart). 高非结合型胆红素血症 and 胡萝卜素血症 are earlier questions'
  words but never their entities.
- The window of drug_has_alias holds seven drugs (沙格列汀片, 注射用亮菌甲素, 注射用单磷酸阿糖腺苷, 注射用比阿培南, 注射用盐酸洛美沙星,
  注射用硫酸抗敌素, 注射用达托霉素), all of whose aliases earlier questions use: 注射用单磷酸阿糖腺苷 is asked in new words, 注射用硫酸抗敌素
  whether it is 可利斯安 and 注射用比阿培南 whether it is 天册, 注射用盐酸洛美沙星 is named by 普立特 (a trade name its record lists and an
  alias; earlier sets' mention) and asked for its other names, and one question asks what 丽生 (注射用亮菌甲素's alias, an
  earlier question's entity) stands for.
- None of the seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  names, all of them ones the network writes with 等, written the way people write them, without the 等 (八将擒王散 → 蝉蜕等,
  八灵丸 → 鸡爪三棱等, 八物参术丸 → 茯神等, 八物麦门冬饮 → 紫菀等, 八毒赤丸 → 牡丹皮等, 八效虎骨散 → 官桂等, the last named by its alias 大效虎骨散, an
  earlier set's mention; 蝉蜕, 茯神, 紫菀, 牡丹皮 and 官桂 come up in one or two earlier questions about other records, never about these
  formulas). Six of the 31 window formulas of formula_has_efficacy are asked whether they have an efficacy no earlier question
  names (厚朴温中汤 → 温中行气, 参苏饮 → 益气解表, 咳血方 → 清肝宁肺, 大建中汤 → 降逆止痛, 实脾散 → 行气利水, 定喘汤 → 宣降肺气), and six of the 34 of
  prescribed_for whether they treat a disease no earlier question names (吴茱萸汤 → 呕吐酸水, 固冲汤 → 猝然血崩或月经过多 as 月经过多, 大承气汤 →
  大便不通, 天台乌药散 → 少腹疼痛, 失笑散 → 心腹刺痛, 回阳救急汤 → 四肢厥冷).
- formula_has_alias has 29 sources and its window three (八生饮子, 八痞丸, 八风丹), all of whose aliases earlier questions name: the
  three are asked in new words, one question asks what 八风丸（《圣济总录》卷十六） (八风丹's alias, an earlier question's entity) stands
  for, written with the book as a student copies it, and the record after the window (八风散, the 15th of 29 in key order) is
  asked in new words.
- performed_by has six sources and its window one (新生儿疾病筛查检查, the third in key order), as for the fortieth, fiftieth and
  sixtieth sets: it is asked in new words and by its alias 新生儿筛查 (earlier sets' mention), whether it is done in 儿科; the
  record before it (心血管造影检查) is asked in new words and the record after it (无痛胃镜检查) whether it is done in 消化科. No
  question asks from the target end, every department of the type being an earlier question's entity.
- check_has_alias has seven sources and its window the same record (the third), asked in new words and whether it is
  called 新生儿筛查; the record before it (快速血浆反应素试验) is asked for its abbreviation in new words, and one question asks what
  electromyography (the English alias of 肌电图检查, the record after it; an earlier question's entity) stands for.
八效虎骨散, 新生儿疾病筛查检查, 注射用盐酸洛美沙星 and electromyography are the only entities and names here that the first alias set
uses too; no question uses an entity or a mention of the second or third alias set.

114 questions name the one neighbour they ask about, most of them naming two records (慢性缩窄性心包炎 → 劳力性呼吸困难, 新生儿低体温 → 拒乳,
手指类风湿性关节炎 → 晨僵重, 枢椎齿状突骨折 → 颈部僵硬, 束支折返性室性心动过速 → 黑蒙, 植物神经系统肿瘤 → 神经外科, 毛圆线虫病 → 感染科, 急性硬膜下血肿 →
头部CT扫描, 慢性心包炎 → 心导管检查, 支原体阴道炎 → PCR技术, 新生儿血小板减少性紫癜 → 骨髓象, 急性化脓性脊髓炎 → 瘫痪, 慢性黏膜皮肤念珠菌病 →
甲状旁腺功能减退症, 新生儿低血糖症与高血糖症 → 昏迷, 流痰 → 脊椎, 持续性枕横位难产 → 宫缩乏力, 新生儿呼吸暂停 → 早产儿, 慢性鼻－鼻窦炎 → 鼻息肉切除术,
新生儿化脓性脑膜炎 → 抗生素治疗, 星状角膜炎 → 角膜炎, 早产经剖宫产 → 早产, 诺非 → 胃溃疡, 澳美 → 口腔溃疡, 瑞平 → 糖尿病, 普南扑灵 → 结膜炎, 星瑞克 →
鼻出血, 德孚伶 → 面潮红, 远恒 → 灼热感, 中人氟安 → 脱发 (as 掉头发), 治刻 → 光敏反应, 华芬 → 氢溴酸右美沙芬, 壹枚泰 → 抑肽酶, 仙能舒 → 木糖醇,
艾易舒 → 维生素B6, 芬必清 → 药物中毒解毒药, 氨苄西林胶囊 → 抗生素类, 保达新 → 血小板聚集抑制药, 赛尼哌 → 免疫抑制剂, 华可必 → 止咳祛痰和感冒药 (as
感冒药那一类), 柳氮磺吡啶结肠溶胶囊 → 磺胺药, 猪粪藤 → 湿疹, 海八角毛 → 颈淋巴结结核, 海牛 → 阳痿, 鸡波 → 清热利咽, 岩蚌壳 → 散瘀止血, 海鹞鱼胆 → 健胃,
东方鸢尾 → 东北及内蒙古, 海莲叶 → 海南, 桂皮紫萁 → 牛毛广东, 樱草根 → 野白菜根, 狼疮性抗凝因子检查 → 抗磷脂综合征, 皮肤颜色检查 → 白癜风, 眼功能检查 →
斜视, 磷酸肌酸激酶检查 → 心肌炎, 立克次体补体结合试验 → 恙虫病, 甲状腺、甲状旁腺的超声检查 → 心悸, 痰液病原体检查 → 咳痰, 皮损检查 → 鳞屑, 无痛胃镜检查 →
消化科, and the neighbours above), 56 of them a name no earlier question contains; thirteen say the neighbour in other words
than its name (the four risk factors above, 脱发, 止咳祛痰和感冒药, 猝然血崩或月经过多 and the six ingredients said without 等). Nine are
asked from the relation's target end: the five above (中东某些地区, 第一跖趾关节, 生殖器, 高非结合型胆红素血症, 胡萝卜素血症) and four asking
what an alias stands for (below).

Names inside names: by a mechanical count 133 of the 210 questions are about a record whose name (three characters or
more) holds the name of another record of three characters or more or lies inside a longer one; among them 慢性缩窄性心包炎 holds
缩窄性心包炎, 手指类风湿性关节炎 and 成人类风湿性关节炎性巩膜炎 hold 类风湿性关节炎, 束支折返性室性心动过速 and 持续性室性心动过速 hold 室性心动过速,
残胃平滑肌肉瘤 holds 平滑肌肉瘤, 急性硬膜下血肿 holds 硬膜下血肿, 慢性心包炎 holds 心包炎, 慢性肾脏病贫血 holds 慢性肾脏病, 新生儿血小板减少性紫癜 holds
血小板减少性紫癜, 慢性黏膜皮肤念珠菌病 holds 皮肤念珠菌病, 新生儿化脓性脑膜炎 holds 脑膜炎 and is asked twice, 新生儿低血糖症与高血糖症 holds 低血糖症 and
高血糖症, 流行性斑疹伤寒 holds 斑疹伤寒, 慢性非细菌性前列腺炎 holds 细菌性前列腺炎, 放射性周围神经病 holds 周围神经病, 汞接触性皮炎 holds 接触性皮炎,
新生儿失血性贫血 holds 失血性贫血, 播散性黄瘤伴尿崩症 holds 尿崩症, 慢性胰腺炎 holds 胰腺炎, 第一跖趾关节 holds 跖趾关节, 早产经剖宫产 holds 早产, its
answer, 星状角膜炎 and 暴露性角膜炎 hold 角膜炎, the first one's answer, 柯萨奇病毒疹 holds 柯萨奇病毒, and the drugs their ingredients
(木糖醇注射液 holds 木糖醇, 抑肽酶氯化钠注射液 抑肽酶, 斑蝥酸钠维生素B6注射液 维生素B6, the answers their questions name).

About one question in four (53 of 210) names its entity by a name the network records for that very instance: disease
aliases (5: 弥漫性甲状腺肿伴功能亢进症, 自身免疫性血小板减少性紫癜, 虱传斑疹伤寒, 达利尔氏病 and 兔眼性角膜炎, none an earlier question's name);
drug trade names (32, below); medicinal material aliases (14: 猪粪藤, 滚山龙, 岩龙香, 海八角毛, 沙蠾, 鸡波, 牛尾独活, 岩蚌壳, 大头狼毒, 海黄鳝, 东方鸢尾,
止血树皮, 飞扬藤, 线木通, none an earlier question's name); a formula alias (1: 大效虎骨散, an earlier set's mention); a check alias (1:
新生儿筛查, earlier sets' mention). Each of these names is listed by that one instance only. Four more ask what an alias stands
for (丽生, 夏暑果, 八风丸（《圣济总录》卷十六）, electromyography: drug, material, formula and check aliases; 夏暑果 is new, the others
earlier questions' entities, asked here in other words): their gold is the alias instance, answered by the record that
lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names
its entity by is one the network records for that very instance.

Drug trade names: 32 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (诺非, 澳美, 威怡芝, 氟诺安, 瑞平, 尼蒙舒, 普南扑灵, 益新静, 星瑞克, 泰道, 德孚伶, 远恒, 中人氟安, 治刻, 华芬, 艾舒, 壹枚泰, 甘乐力, 仙能舒, 艾易舒,
英达康, 芬必清, 双红灵, 天普洛安, 保达新, 利洛兰, 润正, 赛尼哌, 华可必, 卫萌, 丽科清, 普立特); all but 普立特 are names no earlier question carries,
and all thirty-two are also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (拉呋替丁胶囊, 曲安奈德口腔软膏, 曲金刚胺凝胶, 替加氟栓, 格列美脲滴丸, 棕榈哌泊塞嗪注射液, 普拉洛芬滴眼液, 曲克芦丁葡萄糖注射液,
曲安奈德鼻喷雾剂, 替莫唑胺胶囊, 枸橼酸他莫昔芬口服溶液, 替硝唑栓, 氟尿嘧啶植入剂, 枸磺新啶片, 愈美颗粒剂, 愈酚伪麻口服溶液, 抑肽酶氯化钠注射液, 果糖氯化钠注射液,
木糖醇注射液, 斑蝥酸钠维生素B6注射液, 氟康唑分散片, 氟马西尼注射液, 氢溴酸右美沙芬注射液, 注射用乌司他丁, 注射用前列地尔, 法莫替丁葡萄糖注射液, 托吡卡胺滴眼液,
抗Tac单抗注射液, 愈美缓释片, 替尼泊苷注射液, 更昔洛韦氯化钠注射液, 注射用盐酸洛美沙星), the mention is the trade name and the line is tagged
`alias`, because whoever holds the box, the infusion bag or the prescription asks about the medicine, and the standard
record is the one that names it, holds its class and lists the trade name. is_a_level3 questions ask a drug's class by
its use (按用途, 用途上, or a use class: 药物中毒解毒药, 抗生素类, 血小板聚集抑制药) and belongs_to questions by 药品分类, 药品目录 or a product
class (免疫抑制剂, 感冒药那一类, 磺胺药), so that a reader can tell the two apart.

Other names the network holds under two records:
- 丽生 is a drug record as well as the alias instance 注射用亮菌甲素 lists: its question asks what the name stands for, so the
  gold is the alias instance, as the earlier sets' questions are. 新生儿筛查, by which a performed_by question names
  新生儿疾病筛查检查, is a check record too: the question names the check the baby is to have, so the gold is the record the alias
  belongs to, as in the earlier sets. 普立特 is a drug record and an alias: the question names the drug on the box and asks
  its other names, so the gold is the standard record that lists it.
- Some named neighbours are records of other types too: 早产 a cause and a symptom besides a disease, 破伤风, 昏迷, 瘫痪, 糖尿病,
  胃溃疡, 结膜炎, 心肌炎, 白癜风, 斜视, 心悸 and 阳痿 records of several types, 儿科 a drug class and a population besides a department,
  and 扁桃体 a symptom besides a body part.
- Besides these, 32 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 新生儿低体温, 慢性黏膜皮肤念珠菌病, 毛囊角化病, 暴露性角膜炎, 慢性胰腺炎, 痔, 痛风; a cause record: 慢性非细菌性前列腺炎, 日光性角化, 登革热,
  病毒性脑膜炎, 淀粉样变性, 狂犬病; both: 慢性缩窄性心包炎, 早产, 抑郁症 (two questions), 疟疾, 甲状腺癌, 白喉 (two), 溃疡性结肠炎, 横纹肌溶解症; a symptom
  and a therapy record: 急性硬膜下血肿; an alias, a cause, a symptom and a therapy record: 特发性血小板减少性紫癜; an alias record:
  支气管肺癌 and the materials 灯笼花, 海鳝 and 溪荪; an ingredient record: the material 滑叶跌打; a disease record: the check
  心血管造影检查; a drug record for the alias instance 丽生), and the wording says which is meant (诊断, 确诊, 得了, 这个病, 长痔, 片子上,
  草药摊上买的, 捕到, 进货, 做…检查, 是哪个药的别名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_69.py    # rewrites bench/sets/medical_everyday_69.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_69.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("都会有哪些表现啊？老公说我最近对那事一点兴趣都没有，我怀疑是性冷淡", "has_symptom", "性冷淡", D),
    Q("爬两层楼就喘，这种劳力性呼吸困难算不算症状——我爸刚确诊的慢性缩窄性心包炎", "has_symptom", "慢性缩窄性心包炎",
      D, named="劳力性呼吸困难"),
    Q("宝宝不肯吃奶，拒乳也是症状之一吗？新生儿科的诊断是新生儿低体温", "has_symptom", "新生儿低体温", D, named="拒乳"),
    Q("早上起来手指头僵得半天弯不了，晨僵重算这个病的表现吗？说的是手指类风湿性关节炎", "has_symptom", "手指类风湿性关节炎", D,
      named="晨僵重"),
    Q("哪些症状是柯萨奇病毒疹会有的？幼儿园群里说班上有两个孩子得了", "has_symptom", "柯萨奇病毒疹", D),
    Q("颈部僵硬是常见的吗，枢椎齿状突骨折以后？", "has_symptom", "枢椎齿状突骨折", D, named="颈部僵硬"),
    Q("眼前突然一黑，医生说这叫黑蒙，也是它的症状？我得的是束支折返性室性心动过速", "has_symptom", "束支折返性室性心动过速", D,
      named="黑蒙"),
    # designated_to
    Q("挂哪个科看啊，恶性高血压视网膜病变？血压一直压不下来，眼睛也突然模糊了", "designated_to", "恶性高血压视网膜病变", D),
    Q("该去神经外科吗？片子上写的是植物神经系统肿瘤", "designated_to", "植物神经系统肿瘤", D, named="神经外科"),
    Q("送到医院该挂哪个科呢，邻居打药时晕倒了，说是有机氯杀虫剂中毒", "designated_to", "有机氯杀虫剂中毒", D),
    Q("是哪个科室管的，椎动脉创伤性栓塞？车祸以后一直头晕", "designated_to", "椎动脉创伤性栓塞", D),
    Q("感染科能看吗——毛圆线虫病，化验单上写的", "designated_to", "毛圆线虫病", D, named="感染科"),
    Q("牙根那里反反复复地肿，要挂什么科？牙片上说是根尖周病", "designated_to", "根尖周病", D),
    Q("是哪个科的大夫负责看残胃平滑肌肉瘤的？我爸胃切掉一半好多年了", "designated_to", "残胃平滑肌肉瘤", D),
    # checks
    Q("头部CT扫描肯定要做吧？急诊医生说是急性硬膜下血肿", "checks", "急性硬膜下血肿", D, named="头部CT扫描"),
    Q("要做哪些检查才能确诊呢，急性肠系膜上动脉梗死？肚子疼得打滚", "checks", "急性肠系膜上动脉梗死", D),
    Q("心导管检查有必要做吗，慢性心包炎的话", "checks", "慢性心包炎", D, named="心导管检查"),
    Q("肾内科开了一大堆单子，都是查什么的？我这是慢性肾脏病贫血", "checks", "慢性肾脏病贫血", D),
    Q("用PCR技术能查出来吗，支原体阴道炎？", "checks", "支原体阴道炎", D, named="PCR技术"),
    Q("抢救的时候都要监测哪些指标？ICU里躺着的是损伤性休克的病人", "checks", "损伤性休克", D),
    Q("骨髓象要不要查啊？孩子刚生下来就诊断了新生儿血小板减少性紫癜", "checks", "新生儿血小板减少性紫癜", D, named="骨髓象"),
    # has_complication
    Q("瘫痪会不会是并发症？急性化脓性脊髓炎，我弟刚住进来", "has_complication", "急性化脓性脊髓炎", D, named="瘫痪"),
    Q("会不会引起甲状旁腺功能减退症，慢性黏膜皮肤念珠菌病这个病？", "has_complication", "慢性黏膜皮肤念珠菌病", D,
      named="甲状旁腺功能减退症"),
    Q("拖下去可能出什么毛病——掌指骨结核，孩子手指头肿了好几个月", "has_complication", "掌指骨结核", D),
    Q("被新生儿化脓性脑膜炎引起的并发症都有哪些？", "has_complication", "新生儿化脓性脑膜炎", D),
    Q("肩膀疼了大半年，会不会带出别的问题？骨科说是旋转带肌腱炎", "has_complication", "旋转带肌腱炎", D),
    Q("严重了会昏迷吗？宝宝血糖忽高忽低，诊断写的新生儿低血糖症与高血糖症", "has_complication", "新生儿低血糖症与高血糖症", D,
      named="昏迷"),
    # cures
    Q("丙硫氧嘧啶肠溶胶囊能治吗，弥漫性甲状腺肿伴功能亢进症？", "cures", "毒性弥漫性甲状腺肿", D,
      mention="弥漫性甲状腺肿伴功能亢进症", named="丙硫氧嘧啶肠溶胶囊"),
    Q("打重组人血小板生成素注射液管不管用？血液科诊断是自身免疫性血小板减少性紫癜", "cures", "特发性血小板减少性紫癜", D,
      mention="自身免疫性血小板减少性紫癜", named="重组人血小板生成素注射液"),
    Q("盐酸多西环素片可以吃吗？查出来是虱传斑疹伤寒", "cures", "流行性斑疹伤寒", D, mention="虱传斑疹伤寒",
      named="盐酸多西环素片"),
    Q("皮肤科开了维A酸乳膏，擦这个能好吗——达利尔氏病", "cures", "毛囊角化病", D, mention="达利尔氏病", named="维A酸乳膏"),
    Q("把新生儿持续性肺动脉高压治住，盐酸妥拉唑林注射液能用上吗？", "cures", "新生儿持续性肺动脉高压", D,
      named="盐酸妥拉唑林注射液"),
    Q("长期吃甲磺酸溴隐亭片能控制住吗，我说的是泌乳素瘤", "cures", "泌乳素瘤", D, named="甲磺酸溴隐亭片"),
    # shown_on
    Q("疼都疼在哪些部位啊，慢性非细菌性前列腺炎？坐久了下面就胀", "shown_on", "慢性非细菌性前列腺炎", D),
    Q("伤的是身体哪个部位？片子报告写着月骨脱位及月骨周围脱位", "shown_on", "月骨脱位及月骨周围脱位", D),
    Q("长在脊椎上的吗，流痰？老中医这么叫的", "shown_on", "流痰", D, named="脊椎"),
    Q("做过放疗以后胳膊发麻，损伤的是哪个部位——放射性周围神经病", "shown_on", "放射性周围神经病", D),
    Q("疹子一般出在哪儿，汞接触性皮炎？车间里天天碰温度计", "shown_on", "汞接触性皮炎", D),
    Q("宝宝都肿在哪些地方？出院记录上写的新生儿水肿", "shown_on", "新生儿水肿", D),
    # has_alias
    Q("是不是也叫斯威特病，急性发热性嗜中性皮病？", "has_alias", "急性发热性嗜中性皮病", D, named="斯威特病"),
    Q("美洲锥虫病说的就是它吧——恰加斯病", "has_alias", "恰加斯病", D, named="美洲锥虫病"),
    Q("五日热是它的另一个叫法吗？看一战的书提到战壕热", "has_alias", "战壕热", D, named="五日热"),
    Q("破坏性绒毛膜瘤说的是不是它——恶性葡萄胎？病理报告上两个名字都有", "has_alias", "恶性葡萄胎", D,
      named="破坏性绒毛膜瘤"),
    Q("醉酒在医学书上也算它的名字吗？我说的是急性酒精中毒", "has_alias", "急性酒精中毒", D, named="醉酒"),
    Q("还有些什么叫法呀？眼睛闭不拢，眼科说得了兔眼性角膜炎", "has_alias", "暴露性角膜炎", D, mention="兔眼性角膜炎"),
    # caused_by
    Q("是怎么落下的呢，慢性骨髓炎？腿上的伤口十几年都没长好", "caused_by", "慢性骨髓炎", D),
    Q("宫缩乏力会导致吗，持续性枕横位难产？", "caused_by", "持续性枕横位难产", D, named="宫缩乏力"),
    Q("关于病因，晶状体异位和脱位一般是怎么来的？", "caused_by", "晶状体异位和脱位", D),
    Q("由什么引起的呀，新生儿衣原体感染？我怀孕的时候啥感觉都没有", "caused_by", "新生儿衣原体感染", D),
    Q("牙根老发炎到底是什么原因——就是根尖周病", "caused_by", "根尖周病", D),
    Q("是什么原因导致的新生儿失血性贫血？宝宝生下来脸就白白的", "caused_by", "新生儿失血性贫血", D),
    Q("手心肿得发亮，这种病是怎么得上的？医生写的是手掌深部间隙感染", "caused_by", "手掌深部间隙感染", D),
    # has_risk_factor
    Q("体检说高密度脂蛋白胆固醇偏低，会让人更容易得吗——慢性缺血性心脏病", "has_risk_factor", "慢性缺血性心脏病", D,
      named="低水平高密度脂蛋白胆固醇"),
    Q("生的时候打了催产素，会不会让宝宝更容易得新生儿黄疸？", "has_risk_factor", "新生儿黄疸", D, named="分娩中使用催产素"),
    Q("以前做过宫颈冷刀锥切术，这次怀孕更容易早产吗", "has_risk_factor", "早产", D, named="冷刀锥切术"),
    Q("皮肤特别白的人是不是更容易得？问的是日光性角化", "has_risk_factor", "日光性角化", D, named="肤色或色素构成"),
    Q("厂里天天接触有机锡化合物，会诱发慢性胰腺炎吗", "has_risk_factor", "慢性胰腺炎", D, named="有机锡化合物"),
    Q("心情低落已经持续两年了，这种情况会不会发展成抑郁症这个病？", "has_risk_factor", "抑郁症", D,
      named="慢性心境障碍持续两年"),
    # common_in
    Q("一般多见于哪些孩子，心脏横纹肌瘤？产检B超发现的", "common_in", "心脏横纹肌瘤", D),
    Q("什么年纪的人得得多，心包肿瘤？", "common_in", "心包肿瘤", D),
    Q("好发人群是哪些？家里有人确诊了成人多囊肾", "common_in", "成人多囊肾", D),
    Q("容易得这个病的都是哪些人，播散性黄瘤伴尿崩症？", "common_in", "播散性黄瘤伴尿崩症", D),
    Q("早产儿是不是更容易出现新生儿呼吸暂停", "common_in", "新生儿呼吸暂停", D, named="早产儿"),
    Q("哪些人要特别当心，感染性关节炎？老人和小孩是不是都容易得", "common_in", "感染性关节炎", D),
    # prevalent_in
    Q("哪些病在中东某些地区比较流行？下个月要去那边出差", "prevalent_in", "中东某些地区", RE),
    Q("撒哈拉以南的非洲地区是不是疟疾最多的地方？", "prevalent_in", "疟疾", D, named="撒哈拉以南的非洲地区"),
    Q("非洲那边多不多，登革热？我们公司要派人去援建", "prevalent_in", "登革热", D, named="非洲"),
    Q("在哪些地区比较多见，甲状腺癌这个病？", "prevalent_in", "甲状腺癌", D),
    Q("哪些地方的人最容易长痔？听说跟饮食习惯有关", "prevalent_in", "痔", D),
    # treated_with
    Q("鼻息肉切除术必须做吗？CT诊断是慢性鼻－鼻窦炎", "treated_with", "慢性鼻－鼻窦炎", D, named="鼻息肉切除术"),
    Q("一般怎么治，成人类风湿性关节炎性巩膜炎？类风湿十几年了，眼睛又红又疼", "treated_with", "成人类风湿性关节炎性巩膜炎", D),
    Q("抗生素治疗是主要的办法吗，新生儿化脓性脑膜炎？", "treated_with", "新生儿化脓性脑膜炎", D, named="抗生素治疗"),
    Q("有哪些治疗办法，持续性室性心动过速？心内科说可能要装ICD", "treated_with", "持续性室性心动过速", D),
    Q("孩子黄疸特别重，要怎么治——母婴ABO血型不合溶血病", "treated_with", "母婴ABO血型不合溶血病", D),
    Q("治疗方面，水痘—带状疱疹性葡萄膜炎都有哪些办法？", "treated_with", "水痘—带状疱疹性葡萄膜炎", D),
    # metastasizes_to
    Q("会不会跑到手腕上去，痛风这个病？现在只是脚趾头疼", "metastasizes_to", "痛风", D, named="腕"),
    Q("在麻风病院做义工，听老病人说嗓子都哑了，会转移到喉吗，瘤型麻风？", "metastasizes_to", "瘤型麻风", D, named="喉"),
    Q("孩子得了白喉，会不会蔓延到心脏", "metastasizes_to", "白喉", D, named="心脏"),
    Q("哪些病会转移到第一跖趾关节？大脚趾根又红又肿", "metastasizes_to", "第一跖趾关节", BP),
    Q("一般会波及到哪里，病毒性脑膜炎？", "metastasizes_to", "病毒性脑膜炎", D),
    # invades
    Q("会侵犯到扁桃体吗？村里有个孩子确诊了白喉", "invades", "白喉", D, named="扁桃体"),
    Q("容易被侵犯到生殖器的是哪些病？", "invades", "生殖器", BP),
    Q("除了皮肤还会侵犯哪些地方，皮肤白喉？", "invades", "皮肤白喉", D),
    Q("往周围长会侵犯到哪里——肛管癌，我爸下个月手术", "invades", "肛管癌", D),
    # is_subtype_of
    Q("归在哪一大类病下面——新皮质癫痫", "is_subtype_of", "新皮质癫痫", D),
    Q("算角膜炎的一种吗，星状角膜炎？", "is_subtype_of", "星状角膜炎", D, named="角膜炎"),
    Q("属于哪种病的范畴？病历上写着普卢默—文森综合征[Plummer—Vinson综合征]", "is_subtype_of",
      "普卢默—文森综合征[Plummer—Vinson综合征]", D),
    Q("是哪种病底下的一个类型，新生儿Rh血型不合溶血病？", "is_subtype_of", "新生儿Rh血型不合溶血病", D),
    Q("是归在早产下面吗？出院诊断写的早产经剖宫产", "is_subtype_of", "早产经剖宫产", D, named="早产"),
    Q("在疾病分类里算什么病，有机溶剂引起的中毒性肾病？干喷漆十年了", "is_subtype_of", "有机溶剂引起的中毒性肾病", D),
    # related_disease
    Q("跟脓性坏疽有没有关系，溃疡性结肠炎？腿上烂了一大块", "related_disease", "溃疡性结肠炎", D, named="脓性坏疽"),
    Q("类癌综合征跟它是相关的吗——支气管类癌肿瘤", "related_disease", "支气管类癌肿瘤", D, named="类癌综合征"),
    Q("跟急性肾功能衰竭有关联吗，横纹肌溶解症？跑完马拉松尿是茶色的", "related_disease", "横纹肌溶解症", D,
      named="急性肾功能衰竭"),
    Q("肺水肿算它的相关疾病吗：液体超负荷", "related_disease", "液体超负荷", D, named="肺水肿"),
    Q("周围神经病和它有牵连吗？我妈确诊的是淀粉样变性", "related_disease", "淀粉样变性", D, named="周围神经病"),
    Q("跟高非结合型胆红素血症有关系的病都有哪些？", "related_disease", "高非结合型胆红素血症", D, reverse=True),
    # differential_diagnosis
    Q("需要跟淋巴肉瘤鉴别吗，支气管肺癌？片子上纵隔也有阴影", "differential_diagnosis", "支气管肺癌", D, named="淋巴肉瘤"),
    Q("破伤风会不会被当成它，狂犬病？都是抽搐", "differential_diagnosis", "狂犬病", D, named="破伤风"),
    Q("右侧输尿管结石也要排除吗？胃镜说是消化性溃疡疾病", "differential_diagnosis", "消化性溃疡疾病", D,
      named="右侧输尿管结石"),
    Q("跟慢性淋巴细胞白血病怎么区分开，毛细胞白血病？", "differential_diagnosis", "毛细胞白血病", D,
      named="慢性淋巴细胞白血病"),
    Q("甲状腺功能减退症会不会被误认成抑郁症这个病？我妈整天没精神", "differential_diagnosis", "抑郁症", D,
      named="甲状腺功能减退症"),
    Q("要和哪些病鉴别开，胡萝卜素血症？孩子橘子吃多了手心发黄", "differential_diagnosis", "胡萝卜素血症", D, reverse=True),
    # indicated_for
    Q("是治胃溃疡的吗，诺非？医生开了一盒", "indicated_for", "拉呋替丁胶囊", DR, mention="诺非", named="胃溃疡"),
    Q("嘴里的口腔溃疡能抹吗，澳美？", "indicated_for", "曲安奈德口腔软膏", DR, mention="澳美", named="口腔溃疡"),
    Q("主要治什么的，威怡芝？药店店员推荐的", "indicated_for", "曲金刚胺凝胶", DR, mention="威怡芝"),
    Q("用来治哪种病呢——氟诺安，我妈做完手术后开的", "indicated_for", "替加氟栓", DR, mention="氟诺安"),
    Q("治糖尿病用的吗，瑞平？我爸刚换的药", "indicated_for", "格列美脲滴丸", DR, mention="瑞平", named="糖尿病"),
    Q("打的是治什么病的针啊，尼蒙舒？精神科每个月给我哥打一次", "indicated_for", "棕榈哌泊塞嗪注射液", DR, mention="尼蒙舒"),
    Q("结膜炎能滴吗，普南扑灵？眼睛红了两天", "indicated_for", "普拉洛芬滴眼液", DR, mention="普南扑灵", named="结膜炎"),
    # has_adverse_reaction
    Q("输了以后可能有什么不良反应，益新静？", "has_adverse_reaction", "曲克芦丁葡萄糖注射液", DR, mention="益新静"),
    Q("喷了以后鼻出血，是它的副作用吗——星瑞克", "has_adverse_reaction", "曲安奈德鼻喷雾剂", DR, mention="星瑞克",
      named="鼻出血"),
    Q("吃了以后会有哪些副作用，泰道？脑瘤术后医生开的", "has_adverse_reaction", "替莫唑胺胶囊", DR, mention="泰道"),
    Q("脸一阵阵发烫，面潮红是正常的吗？在吃德孚伶", "has_adverse_reaction", "枸橼酸他莫昔芬口服溶液", DR, mention="德孚伶",
      named="面潮红"),
    Q("用完下面有灼热感，这算副作用吗？用的是远恒", "has_adverse_reaction", "替硝唑栓", DR, mention="远恒", named="灼热感"),
    Q("会掉头发吗，中人氟安？手术时放进去的", "has_adverse_reaction", "氟尿嘧啶植入剂", DR, mention="中人氟安", named="脱发"),
    Q("一晒太阳就起红疹子，是光敏反应吗？吃的治刻", "has_adverse_reaction", "枸磺新啶片", DR, mention="治刻", named="光敏反应"),
    # has_ingredient
    Q("含不含氢溴酸右美沙芬，华芬？孩子咳嗽想冲一包", "has_ingredient", "愈美颗粒剂", DR, mention="华芬",
      named="氢溴酸右美沙芬"),
    Q("成分：艾舒里面都有什么？孩子鼻塞咳嗽，医生开的，我想看看有没有麻黄类的东西", "has_ingredient", "愈酚伪麻口服溶液", DR, mention="艾舒"),
    Q("里面就是抑肽酶吗，壹枚泰？心脏手术前医生提到的", "has_ingredient", "抑肽酶氯化钠注射液", DR, mention="壹枚泰",
      named="抑肽酶"),
    Q("配了哪些成分，甘乐力？我有糖尿病，怕里面有糖", "has_ingredient", "果糖氯化钠注射液", DR, mention="甘乐力"),
    Q("主要成分是木糖醇吗，仙能舒", "has_ingredient", "木糖醇注射液", DR, mention="仙能舒", named="木糖醇"),
    Q("有哪些成分，曲安奈德益康唑乳膏？脚上起了一片，药店拿的", "has_ingredient", "曲安奈德益康唑乳膏", DR),
    Q("含不含维生素B6——艾易舒，化疗时挂的那个", "has_ingredient", "斑蝥酸钠维生素B6注射液", DR, mention="艾易舒",
      named="维生素B6"),
    # is_a_level3
    Q("按用途来分是哪一类药，英达康？", "is_a_level3", "氟康唑分散片", DR, mention="英达康"),
    Q("算不算药物中毒解毒药，芬必清？急诊给我妈推了一针", "is_a_level3", "氟马西尼注射液", DR, mention="芬必清",
      named="药物中毒解毒药"),
    Q("把双红灵按用途归类的话，该归到哪一类？", "is_a_level3", "氢溴酸右美沙芬注射液", DR, mention="双红灵"),
    Q("是抗生素类的吗，氨苄西林胶囊？家里老人青霉素过敏", "is_a_level3", "氨苄西林胶囊", DR, named="抗生素类"),
    Q("用途上属于哪一类，天普洛安？胰腺炎住院天天打", "is_a_level3", "注射用乌司他丁", DR, mention="天普洛安"),
    Q("是血小板聚集抑制药吗——保达新", "is_a_level3", "注射用前列地尔", DR, mention="保达新", named="血小板聚集抑制药"),
    Q("按用途算是什么药，利洛兰？胃出血的时候挂的", "is_a_level3", "法莫替丁葡萄糖注射液", DR, mention="利洛兰"),
    # belongs_to
    Q("药品分类是哪一类，润正？验光的时候滴的", "belongs_to", "托吡卡胺滴眼液", DR, mention="润正"),
    Q("属于免疫抑制剂吗，赛尼哌？肾移植术后用的", "belongs_to", "抗Tac单抗注射液", DR, mention="赛尼哌", named="免疫抑制剂"),
    Q("是感冒药那一类的吗，华可必？", "belongs_to", "愈美缓释片", DR, mention="华可必", named="止咳祛痰和感冒药"),
    Q("在药品目录里归到哪一类——卫萌", "belongs_to", "替尼泊苷注射液", DR, mention="卫萌"),
    Q("算哪一类药品呢，丽科清？眼底病毒感染输的", "belongs_to", "更昔洛韦氯化钠注射液", DR, mention="丽科清"),
    Q("是磺胺药吗，柳氮磺吡啶结肠溶胶囊？我对磺胺过敏", "belongs_to", "柳氮磺吡啶结肠溶胶囊", DR, named="磺胺药"),
    # drug_has_alias
    Q("别名叫什么，注射用单磷酸阿糖腺苷？医生嘴里说的名字跟单子上对不上", "drug_has_alias", "注射用单磷酸阿糖腺苷", DR),
    Q("可利斯安说的就是它吗，注射用硫酸抗敌素？", "drug_has_alias", "注射用硫酸抗敌素", DR, named="可利斯安"),
    Q("还有哪些别的名字，普立特？", "drug_has_alias", "注射用盐酸洛美沙星", DR, mention="普立特"),
    Q("是哪个药的别名啊，丽生？住院清单上看到的", "drug_has_alias", "丽生", AL),
    Q("也叫天册吗，注射用比阿培南？我爸在ICU，护士说在用天册，单子上却是这个全名", "drug_has_alias", "注射用比阿培南", DR, named="天册"),
    # mainly_treats
    Q("能治湿疹吗，猪粪藤？老家山上到处都是", "mainly_treats", "毛脉南蛇藤", M, mention="猪粪藤", named="湿疹"),
    Q("主治哪些病，滚山龙？我外婆在云南老家一直拿它煮水，说是止血的，想问问清楚", "mainly_treats", "滚龙草", M, mention="滚山龙"),
    Q("哪些病能拿它来治——岩龙香，草药摊上买的", "mainly_treats", "灯笼花", M, mention="岩龙香"),
    Q("颈淋巴结结核能用它吗，海八角毛？", "mainly_treats", "海石鳖", M, mention="海八角毛", named="颈淋巴结结核"),
    Q("可以治什么病，梅核仁？乌梅吃剩的核", "mainly_treats", "梅核仁", M),
    Q("阳痿能用它治吗，海牛？朋友送了一些晒干的", "mainly_treats", "海牛", M, named="阳痿"),
    Q("主要拿来治什么，桧叶？院子里种了两棵桧柏", "mainly_treats", "桧叶", M),
    # has_efficacy
    Q("有什么功效呢，沙蠾？海边的人拿它入药", "has_efficacy", "海蚯蚓", M, mention="沙蠾"),
    Q("能清热利咽吗，鸡波？嗓子疼了一个礼拜", "has_efficacy", "海木", M, mention="鸡波", named="清热利咽"),
    Q("起什么作用，牛尾独活？我在四川山里采药的时候一个老乡指给我看的，说是治腰腿疼", "has_efficacy", "渐尖叶独活", M, mention="牛尾独活"),
    Q("散瘀止血的作用有没有——岩蚌壳", "has_efficacy", "毛叶小寒药", M, mention="岩蚌壳", named="散瘀止血"),
    Q("药效方面，江珧壳都有哪些？", "has_efficacy", "江珧壳", M),
    Q("能健胃吗，海鹞鱼胆？渔民说泡酒喝", "has_efficacy", "海鹞鱼胆", M, named="健胃"),
    # distributed_in
    Q("哪里产的，大头狼毒？做药材生意的朋友让我帮着打听一下产地，他想去收货", "distributed_in", "泡囊草", M, mention="大头狼毒"),
    Q("哪些海域能捕到，海黄鳝？我爸是渔民，说这东西能入药，想知道除了南海别的地方有没有", "distributed_in", "海鳝", M, mention="海黄鳝"),
    Q("东北及内蒙古那边有分布吗，东方鸢尾？", "distributed_in", "溪荪", M, mention="东方鸢尾", named="东北及内蒙古"),
    Q("分布在哪些省，止血树皮？想找产地直接进货", "distributed_in", "滑叶跌打", M, mention="止血树皮"),
    Q("主要长在什么地方，飞扬藤？", "distributed_in", "燕子尾", M, mention="飞扬藤"),
    Q("只有海南才有吗，海莲叶？去三亚玩的时候导游说是当地特产，能治疟疾", "distributed_in", "海莲叶", M, named="海南"),
    # material_has_alias
    Q("还叫什么名字，桂叶素馨？我们是学中药的学生，野外实习要做标本，标签上得写齐", "material_has_alias", "桂叶素馨", M),
    Q("是不是也叫牛毛广东，桂皮紫萁？", "material_has_alias", "桂皮紫萁", M, named="牛毛广东"),
    Q("别的叫法有哪些呀，线木通？各地药铺写的不一样", "material_has_alias", "毛木通", M, mention="线木通"),
    Q("野白菜根说的是它吗——樱草根", "material_has_alias", "樱草根", M, named="野白菜根"),
    Q("在沿海一带有什么俗名，海门冬？", "material_has_alias", "海门冬", M),
    Q("是哪种药材的别名，夏暑果？老中医开的方子里有这一味，药房说没这个名字", "material_has_alias", "夏暑果", AL),
    # composed_of
    Q("方子里有蝉蜕吗，八将擒王散？", "composed_of", "八将擒王散", F, named="蝉蜕等"),
    Q("要用到鸡爪三棱吗，八灵丸？照古书抄的", "composed_of", "八灵丸", F, named="鸡爪三棱等"),
    Q("茯神也在组成里吗——八物参术丸", "composed_of", "八物参术丸", F, named="茯神等"),
    Q("放不放紫菀，八物麦门冬饮？", "composed_of", "八物麦门冬饮", F, named="紫菀等"),
    Q("抓药的时候要不要抓牡丹皮，八毒赤丸？", "composed_of", "八毒赤丸", F, named="牡丹皮等"),
    Q("里头有官桂吗，大效虎骨散？爷爷留下的方子", "composed_of", "八效虎骨散", F, mention="大效虎骨散", named="官桂等"),
    # formula_has_efficacy
    Q("能温中行气吗，厚朴温中汤？一吃凉的就胃胀", "formula_has_efficacy", "厚朴温中汤", F, named="温中行气"),
    Q("益气解表的功用有没有——参苏饮", "formula_has_efficacy", "参苏饮", F, named="益气解表"),
    Q("是清肝宁肺的吗，咳血方？", "formula_has_efficacy", "咳血方", F, named="清肝宁肺"),
    Q("降逆止痛靠它行不行，大建中汤？", "formula_has_efficacy", "大建中汤", F, named="降逆止痛"),
    Q("行气利水是它的作用吧：实脾散", "formula_has_efficacy", "实脾散", F, named="行气利水"),
    Q("能宣降肺气吗？背方剂背到定喘汤", "formula_has_efficacy", "定喘汤", F, named="宣降肺气"),
    # prescribed_for
    Q("老是呕吐酸水，能喝吴茱萸汤吗", "prescribed_for", "吴茱萸汤", F, named="呕吐酸水"),
    Q("月经过多的人能用吗，固冲汤？", "prescribed_for", "固冲汤", F, named="猝然血崩或月经过多"),
    Q("大便不通的时候能用吗——大承气汤", "prescribed_for", "大承气汤", F, named="大便不通"),
    Q("少腹疼痛能治吗，天台乌药散？", "prescribed_for", "天台乌药散", F, named="少腹疼痛"),
    Q("心腹刺痛是它主治的吧，失笑散", "prescribed_for", "失笑散", F, named="心腹刺痛"),
    Q("四肢厥冷的病人可以用吗，回阳救急汤？", "prescribed_for", "回阳救急汤", F, named="四肢厥冷"),
    # formula_has_alias
    Q("还有别的名字吗，八生饮子？在旧书摊上淘到一本手抄的方书，字看不太清楚", "formula_has_alias", "八生饮子", F),
    Q("古书里另外叫什么，八痞丸？", "formula_has_alias", "八痞丸", F),
    Q("别称是什么——八风丹，方剂课上老师提了一句", "formula_has_alias", "八风丹", F),
    Q("是哪个方子的别名：八风丸（《圣济总录》卷十六）？书上就这么写的", "formula_has_alias",
      "八风丸（《圣济总录》卷十六）", AL),
    Q("又叫什么名字，八风散？方剂学考试要背别名，课本上只写了一个，我怕漏了", "formula_has_alias", "八风散", F),
    # check_for_disease
    Q("能查出哪些病，滑膜液常规检查？膝盖抽了一管液体", "check_for_disease", "滑膜液常规检查", C),
    Q("是查抗磷脂综合征的吗，狼疮性抗凝因子检查？流产两次了", "check_for_disease", "狼疮性抗凝因子检查", C,
      named="抗磷脂综合征"),
    Q("是用来查哪些病的，痰液细菌培养？", "check_for_disease", "痰液细菌培养", C),
    Q("白癜风能看出来吗，皮肤颜色检查？", "check_for_disease", "皮肤颜色检查", C, named="白癜风"),
    Q("孩子看东西歪着头，斜视能查出来吗——眼功能检查", "check_for_disease", "眼功能检查", C, named="斜视"),
    Q("心肌炎要查这个吗，磷酸肌酸激酶检查？", "check_for_disease", "磷酸肌酸激酶检查", C, named="心肌炎"),
    Q("恙虫病能查出来吗，立克次体补体结合试验？野外回来一直发烧", "check_for_disease", "立克次体补体结合试验", C,
      named="恙虫病"),
    # check_for_symptom
    Q("老是心悸要做这个吗，甲状腺、甲状旁腺的超声检查？", "check_for_symptom", "甲状腺、甲状旁腺的超声检查", C, named="心悸"),
    Q("咳痰咳了一个月，要查吗——痰液病原体检查", "check_for_symptom", "痰液病原体检查", C, named="咳痰"),
    Q("有什么症状才需要做，盆腔和阴道B超？", "check_for_symptom", "盆腔和阴道B超", C),
    Q("身上起鳞屑，要做皮损检查吗", "check_for_symptom", "皮损检查", C, named="鳞屑"),
    Q("眼睛出现哪些情况医生才会安排，眼底镜检查法？", "check_for_symptom", "眼底镜检查法", C),
    Q("是针对什么症状做的，积液腺苷脱氢酶检查？", "check_for_symptom", "积液腺苷脱氢酶检查", C),
    # performed_by
    Q("在哪个科室做呢，新生儿疾病筛查检查？宝宝明天出院", "performed_by", "新生儿疾病筛查检查", C),
    Q("是在儿科做吗，新生儿筛查？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    Q("是哪个科室负责做心血管造影检查的？", "performed_by", "心血管造影检查", C),
    Q("消化科做的吧，无痛胃镜检查？", "performed_by", "无痛胃镜检查", C, named="消化科"),
    # check_has_alias
    Q("英文叫法是什么，新生儿疾病筛查检查？", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("简称是不是新生儿筛查——新生儿疾病筛查检查", "check_has_alias", "新生儿疾病筛查检查", C, named="新生儿筛查"),
    Q("是哪项检查的英文名，electromyography？报告单上印着", "check_has_alias", "electromyography", AL),
    Q("缩写一般写成什么，快速血浆反应素试验？", "check_has_alias", "快速血浆反应素试验", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day69"))
