"""Writes `medical_everyday_70.jsonl`, a seventieth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each asks indirectly, the way people write when they are polite, unsure
or writing to someone they do not know: the question sits inside a frame of wanting to know or wondering (我想知道…, 想了解一下…,
我一直不清楚…, 不知道…, 不太明白…, 好奇…, 想弄明白…, 心里一直犯嘀咕…) or of asking a favour (请问…, 麻烦问下…, 能不能告诉我…, 帮我查查…, 劳驾问问…, 求科普…, 谁能给我讲讲…,
有没有人知道…), with hedges (不好意思打扰一下, 冒昧问一句, 麻烦懂行的解答一下) and the frame before or after what is asked (…，我想确认一下, …，麻烦了, …，谢谢).
Inside the frame the question is an embedded whether, which, what or how clause, mostly without a question mark:
想知道氨气中毒的人一般会有哪些症状, 不知道腰痛算不算盆腔结缔组织炎的症状, 能不能告诉我这个病还有什么别的叫法, 想弄明白泌尿生殖系棘球蚴病是怎么得上的, 好奇长期使用局部激素会不会让人更容易长痔, 谁能给我讲讲，有哪些病会经血流播散开,
劳驾问问，热入血室这种病是不是得看中医, 帮我查查这药是治什么的, 求科普，炭疽败血症在疾病分类里是归在哪个病下面的, 心里一直犯嘀咕，不知道这个会不会引起什么并发症. Most put the asker's situation
first (厂里冷库前两天管道漏了, 做完人流后腰一直酸, 坐船前朋友给了支爱茂尔, 化疗前护士打了舒欧亭, 抄方子的时候看不清了, 藏医说的色赤拉巴). The askers are patients, sons and
daughters, parents, a nephew, workmates, pharmacy customers, herb users and herb buyers, students of formulas and of
medicine, and office workers in front of a screen; a few name another record of the network in passing (阿司匹林, 溃疡性结肠炎,
肥厚型心肌病, 精神科, 降压药, 非洲), and the record asked about stays clear. By a mechanical count of the frames: 想知道 34 times (我想知道
18), 请问 23, 不知道 22, 麻烦 18 (麻烦问下 12), 想了解 12, 想问 12, 一直不清楚 11, 好奇 8, 能不能告诉我 8, 想弄明白 6, 想弄清楚 2, 谁能 6 (谁能给我讲讲 4), 有没有人 6
(有没有人知道 5), 不太明白 5, 不太懂 1, 帮我查查 4, 求科普 4, 冒昧问 4, 不好意思 4, 想确认 4, 谢谢 3, 劳驾问问 2, 犯嘀咕 2, 想请教 2; 199 questions carry one of
these, and the other 11 hedge otherwise (我一直想不通, 上课没听明白, 我不太清楚, 我一直不太清楚, 求解答, 我一直没搞清楚, 我一直拿不准, or a bare whether-clause
after the asker's situation). 13 start with the name the record is asked by and 9 end with it. The questions run from 16
to 48 characters: 37 of 20 or fewer, 117 of 21 to 30, 52 of 31 to 40 and 4 of 41 to 48. 172 carry a full-width comma and
are tagged `context`; 9 carry a question mark; 9 carry 呢, 啊, 呀 or 哈 (呢 4, 啊 2, 呀 2, 哈 1); 4 are tagged `verbatim` (并发症,
治疗方法 and 药品分类 twice, in the asker's words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the sixth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 69 and the three alias
sets) contains and that none of them uses as an entity or a mention; the forty-first, fifty-first and sixty-first sets
drew from the sixth tenth too, and this one takes only what they and every other set left. Twenty relation types still
have such records in the window, and every question of them asks about one (has_symptom, designated_to, checks,
shown_on, caused_by, common_in, treated_with, is_subtype_of, the five drug types but drug_has_alias, the four material
types, check_for_disease and check_for_symptom, and four of the six of has_complication; 猪婆耳, asked for what it stands
for, is an alias of 短毛熊巴掌, a window record of material_has_alias). has_complication has 120 window sources and four left
(桡骨、尺骨茎突骨折, 梅毒性骨软骨炎, 气管内插管术, 热带痉挛性轻截瘫), all four asked; its other two questions each name a neighbour no earlier
question names (沙眼病 → 睑球粘连, 桡骨下端骨折 → 正中神经损伤, the latter named by its alias Colles骨折, an earlier set's mention).
treated_with has 192 window sources and thirty left. The other fifteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names (白色糠疹 →
  氟轻松维B6乳膏, 疖 → 头孢羟氨苄片, 神经官能症 → 氟哌噻吨美利曲辛片, 突发性耳聋 → 巴曲酶注射液, 盘尾丝虫病 → 伊维菌素胶囊, 真性红细胞增多症 → 羟基脲胶囊), the first four named by
  aliases no earlier question uses (单纯糠疹, 疖病, 精神神经症, 突发性聋).
- has_alias has 184 window sources and none left: four questions each ask whether a window record is also called by an
  alias no earlier question names (森林脑炎 → 俄国春夏季脑炎, 牙隐裂 → 牙微裂, 沃纳综合征 → 成人早老症, 汗疱症 → 出汗不良性湿疹), one names
  病态窦房结综合征 by its alias 病窦综合征 (new) and asks for its other names, and one asks what 流腮 (流行性腮腺炎's alias, never in an
  earlier question) stands for.
- has_risk_factor has 18 window sources, all asked about before: five questions each name a risk factor no earlier
  question names (痛风 ← 痛风家族史, 疟疾 ← 疫区旅行史, 猝死 ← 严重的心室肥厚, 病毒性脑膜炎 ← 接触啮齿动物, 痔 ← 长期使用局部激素), and one asks from the target end
  (Cowden 综合征, a risk factor of 甲状腺癌, written as the gene report writes it, never in an earlier question).
- None of the five window sources of prevalent_in (白喉, 百日咳, 破伤风, 类风湿性关节炎, 组织胞浆菌病) has a neighbour no earlier question
  names: 类风湿性关节炎 and 组织胞浆菌病 name one no earlier question about them names (欠发达国家, 亚洲), 白喉 and 百日咳 are asked in new
  words, and one question asks from the target end (加勒比和拉丁美洲等地区, where 白喉 is prevalent, never in an earlier question).
- None of the five window sources of metastasizes_to (皮疹, 真菌性脑膜炎, 睾丸癌, 破伤风, 类癌综合征) has one either: 皮疹 and 破伤风 name one
  no earlier question about them names (四肢, 淋巴), 真菌性脑膜炎 and 类癌综合征 are asked in new words, and one question asks from the
  target end (血流, where 破伤风 spreads; an earlier question's word, never its entity).
- The three window sources of invades (肛门癌, 肝内胆管癌, 肝癌) have none: 肝内胆管癌 names 肝脏, which no earlier question about it
  names, 肛门癌 and 肝癌 are asked in new words, and one question asks from the target end (阴道, which 肛门癌 invades; an earlier
  question's entity, asked here in other words).
- Of the 30 window sources of related_disease, five questions each name a neighbour no earlier question names (疟疾 ↔ 轻度贫血,
  病毒性脑膜炎 ↔ 颞叶病变, 癫痫持续状态 ↔ 进行性神经功能衰退, 皮肤白喉 ↔ 浅溃疡, 破伤风 ↔ 自主功能障碍), and one asks from the target end (冯吉尔克氏病,
  related to 痛风, never in an earlier question); five of the 12 of differential_diagnosis each name one too (疟疾 ↔ 立克次体感染,
  痛风 ↔ 类风湿性结节, 登革热 ↔ 马尔堡病毒感染, 白喉 ↔ 葡萄球菌或链球菌性脓疱病, 痔 ↔ 小细胞低色素性贫血), and one asks from the target end (CPPD, against
  which 痛风 is told apart, never in an earlier question).
- The window of drug_has_alias holds seven drugs (注射用重组人干扰素β1b, 注射用阿替普酶, 消食药, 牛黄清心丸, 特洛伪麻胶囊, 特非那定片, 环酯红霉素胶囊), all of
  whose aliases earlier questions use: 注射用重组人干扰素β1b is asked in new words, 牛黄清心丸 whether it is 万氏牛黄清心丸（《景岳全书》卷六十二） (said
  as the asker says it, 在《景岳全书》里…叫万氏牛黄清心丸) and 环酯红霉素胶囊 whether it is 澳抒欣, neither named by an earlier question about
  them, 特非那定片 is named by 特非那丁片 (a trade name its record lists, never in an earlier question) and asked for its other
  names, and one question asks what 新芬泰 (特洛伪麻胶囊's alias, an earlier question's entity) stands for.
- None of the eighteen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  names, five of them ones the network writes with 等, written the way people write them, without the 等 (八珍锭 → 乳香等, 八琼丹 →
  丹砂等, 八白散 → 白牵牛等, 八神丹 → 防风等, 八珍益母十全丸 → 白茯苓等, 八生饮子 → 天南星; 防风 and 白茯苓 come up in earlier questions about other records,
  never about these formulas, and 乳香, 丹砂, 白牵牛 and 天南星 in none). Six of the 30 window formulas of formula_has_efficacy
  are asked whether they have an efficacy no earlier question names (当归四逆汤 → 养血通脉, 普济消毒饮 → 疏风散邪, 木香槟榔丸 → 攻积泄热, 易黄汤 →
  清热祛湿, 开胃丸 → 消积止痛, 开郁顺气丸 → 消食顺气), and six of the 34 of prescribed_for whether they treat a disease no earlier question
  names (小青龙汤 → 痰饮喘咳, 平胃散 → 脘腹胀满, 当归六黄汤 → 阴虚火旺所致的盗汗 as 阴虚火旺…这种盗汗, 小活络丹 → 麻木拘挛, 归脾汤 → 妇女崩漏, 巴戟天饮 → 冷痹, the last named by
  its alias 巴戟天汤, earlier sets' mention and entity).
- formula_has_alias has 29 sources and its window three (八风散, 八风续命汤, 八风防风散): 八风防风散 is asked whether it is what
  《外台》引作"防风散" means (its one alias, never in an earlier question, written as the book gives it), 八风续命汤 and 八风散 are asked
  in new words, one question asks what 参桂汤 (八风续命汤's alias, an earlier question's entity) stands for, and the record
  after the window (半夏白术天麻汤, the 18th of 29 in key order) is asked in new words.
- performed_by has six sources and its window none, as for the forty-first, fifty-first and sixty-first sets: its
  questions take the record in whose place in key order the sixth tenth falls (无痛胃镜检查, the fourth, in new words), that
  record's target end (消化科, an earlier question's entity, in new words), the record after it (脑电图检查, whether it is done
  in 神经科) and the record before it (新生儿疾病筛查检查, by its alias 新生儿筛查, earlier sets' mention).
- check_has_alias has seven sources and its window one (肌电图检查, the fourth), asked in new words and by what EMG (its
  alias, an earlier question's entity) stands for; the record after it (脑电图检查) is asked whether its English name is
  electroencephalogram, and the record before it (新生儿疾病筛查检查) in new words.
Some records are asked under two relation types or more: 疟疾 three times (has_risk_factor, related_disease,
differential_diagnosis), and 痛风, 痔, 白喉, 破伤风, 病毒性脑膜炎, 脑电图检查 and 新生儿疾病筛查检查 twice. 新生儿疾病筛查检查, 肌电图检查 and 脑电图检查 are the only
entities here that the first alias set uses too, and 汗疱症 the only one the third uses; the second uses none of them.

109 questions name the one neighbour they ask about, most of them naming two records (泪腺分泌功能减退 → 眼干涩, 淋菌性直肠炎 → 里急后重,
盆腔结缔组织炎 → 腰痛, 热入血室 → 中医, 淀粉样变心肌病 → 心内科, 盲襻综合征 → 呼吸试验, 生理性卵巢囊肿 → 超声检查, 炎症肠病性关节炎 → 结肠镜检查, 眶底骨折 → 眶部CT扫描, 梅毒性骨软骨炎 → 骨折,
热带痉挛性轻截瘫 → 视神经损害 (as 损害到视神经), 皮脂腺腺瘤 → 头颈部, 疱性角结膜炎 → 儿童, 特发性脊柱侧弯 → 脊柱侧凸, 痛风性肾结石 → 痛风, 爱茂尔 → 晕车, 盖瑞宁 → 骨质疏松症, 万珂 → 多发性骨髓瘤,
注射用盐酸精氨酸 → 肝性脑病, 甘美多兰 → 口渴, 他格适 → 听力下降, 佳尔纳 → 味觉改变, 筠菲 → 光过敏, 注射用烟酸 → 皮肤潮红, 维快 → 氯雷他定, 瑞秦源 → 果糖, 络泰 → 三七, 注射用甲硫氨酸维B1 →
维生素B1, 喜得镇 → 血管扩张药, 布瑞得 → 脱水药, 艾加星 → 抗生素类, 天泉维欣 → H2—受体阻滞剂 (as H2受体阻滞剂), 肖同达 → 抗病毒药, 新海能 → 电解质制剂, 消风止痒颗粒 → 中成药, 白节藤 →
风寒湿痹, 金扇子 → 毒蛇咬伤, 野虎耳草 → 中耳炎, 番石榴干 → 崩漏, 岩豆 → 滋阴清热, 六叶野木瓜 → 祛风散瘀, 眼子菜 → 驱蛔, 广西鸭脚木 → 广东, 矮子南 → 湖北, 短茎独活 → 新疆天山山区, 独花兰 →
带血独叶一枝枪, 盐匏藤 → 补阴丹, 粪便红细胞检查 → 痢疾, 红斑狼疮细胞（LEC）检查 → 系统性红斑狼疮, 细菌内毒素检查法 → 感染性休克, 糖尿病类尿常规 → 糖尿病肾病, 红细胞变形性检查 → 不明原因发热,
聚合酶链式反应检查 → 耳聋, 粪食物残渣 → 肛门坠胀, 脑电图检查 → 神经科, and the neighbours above), 61 of them a name no earlier question contains;
ten say the neighbour in other words than its name (视神经损害, 正中神经损伤 as 伤到了正中神经, H2—受体阻滞剂, 万氏牛黄清心丸（《景岳全书》卷六十二）, 阴虚火旺所致的盗汗
and the five ingredients said without 等). Twelve are asked from the relation's target end: the seven above (Cowden 综合征,
加勒比和拉丁美洲等地区, 血流, 阴道, 冯吉尔克氏病, CPPD, 消化科) and five asking what an alias stands for (below).

Names inside names: by a mechanical count 119 of the 210 questions are about a record whose name (three characters or
more) holds the name of another record of three characters or more or lies inside a longer one; among them 淋菌性直肠炎 holds
直肠炎, 淀粉样变心肌病 holds 心肌病, 症状性癫痫综合征 holds 癫痫综合征, 炎症肠病性关节炎 and 疱性角结膜炎 hold 关节炎 and 结膜炎, 真性红细胞增多症 holds 红细胞增多症, 皮肤子宫内膜异位症
holds 子宫内膜异位症, 淋巴瘤样丘疹病 lies inside 皮肤淋巴瘤样丘疹病, 瘢痕性类天疱疮 holds 类天疱疮, 病毒性脑膜炎 and 真菌性脑膜炎
hold 脑膜炎, 肝内胆管癌 holds 胆管癌, 特发性脊柱侧弯 holds 脊柱侧弯, 痛风性肾结石 holds 肾结石, 盘尾丝虫病 holds 丝虫病, 盐匏藤 lies inside 盐匏藤果, 眼子菜 inside 眼子菜根,
平胃散 inside 香砂平胃散, 当归四逆汤 holds 四逆汤, 牛黄清心丸 lies inside 万氏牛黄清心丸 and 同仁堂牛黄清心丸, 脑电图检查 and 肌电图检查 lie inside 心电图与脑电图检查 and
盆底肌电图检查, 注射用烟酸 lies inside 注射用烟酸占替诺, and the drugs their generic names (注射用鲑降钙素 holds 鲑降钙素, 甘油果糖注射液 果糖注射液, 法莫替丁氯化钠注射液
法莫替丁, 注射用甲硝唑磷酸二钠 甲硝唑).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (6: 单纯糠疹, 疖病, 精神神经症, 突发性聋 and 病窦综合征, none an earlier question's name, and Colles骨折, an earlier set's mention);
drug trade names (30, below); medicinal material aliases (14: 白节藤, 金扇子, 野虎耳草, 田螺掩, 岩豆, 翻转红, 六叶野木瓜, 羊角香, 广西鸭脚木, 茸骨鹧鸪花,
矮子南, 色赤拉巴, 白草莓, 盐麸根白皮, none an earlier question's name); a formula alias (1: 巴戟天汤, earlier sets' mention and entity); a
check alias (1: 新生儿筛查, earlier sets' mention and entity). Each of these names is listed by that one instance only. Five
more ask what an alias stands for (流腮, 新芬泰, 猪婆耳, 参桂汤, EMG: disease, drug, material, formula and check aliases; 流腮 and
猪婆耳 are new, the others earlier questions' entities, asked here in other words): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names
its entity by is one the network records for that very instance.

Drug trade names: 30 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (爱茂尔, 盖瑞宁, 万珂, 安谱诺欣, 麦全冬定, 瑞立速, 甘美多兰, 思他宁, 他格适, 佳尔纳, 罗浩, 筠菲, 维快, 比之可, 博仕多清, 瑞秦源, 络泰, 克艾宁, 喜得镇, 多抗甲素, 布瑞得, 高抗素,
舒欧亭, 艾加星, 联邦菲迪乐, 天泉维欣, 朗瑞西乐, 肖同达, 新海能, 特非那丁片), none of them a name an earlier question carries, and all thirty also drug
records of their own. They are labelled as in the earlier sets: the gold entity is the standard record (溴米那普鲁卡因注射液,
注射用鲑降钙素, 注射用硼替佐米, 注射用硫酸软骨素, 烟酸占替诺片, 注射用石杉碱甲, 注射用丁溴东莨菪碱, 注射用生长抑素, 注射用替考拉宁, 注射用甲硝唑磷酸二钠, 注射用盐酸乌拉地尔, 注射用氟罗沙星, 氨酚氯雷伪麻缓释片,
水杨酸复合洗剂, 注射用细辛脑, 注射用转化糖, 注射用血塞通（冻干）, 注射用去甲斑蝥酸钠, 甲磺酸双氢麦角毒碱片, 甘露聚糖肽注射液, 甘油果糖注射液, 珠氯噻醇癸酸酯注射液, 甲磺酸托烷司琼注射液, 琥乙红霉素口腔崩解片,
氨酚曲麻片, 法莫替丁氯化钠注射液, 灯盏花素葡萄糖注射液, 炎琥宁注射液, 混合糖电解质注射液, 特非那定片), the mention is the trade name and the line is tagged `alias`,
because whoever holds the box, the infusion bag or the leaflet asks about the medicine, and the standard record is the
one that names it, holds its class and lists the trade name. is_a_level3 questions ask a drug's class by its use (按用途,
从用途上, 用途的, 按作用分, or a use class: 血管扩张药, 脱水药, 抗生素类) and belongs_to questions by 药品分类, 药品目录 or a product class
(H2受体阻滞剂那一类, 抗病毒药, 电解质制剂那一类, 中成药还是西药), so that a reader can tell the two apart.

Other names the network holds under two records:
- 新芬泰 is a drug record as well as the alias instance 特洛伪麻胶囊 lists, and EMG a check record as well as the alias instance
  肌电图检查 lists: their questions ask what the name stands for (是哪个药的别名, 是哪项检查的简称), so the gold is the alias instance, as
  the earlier sets' questions are. 新生儿筛查, by which a performed_by question names 新生儿疾病筛查检查, is a check record too, and
  疖病, 单纯糠疹, 突发性聋 and 病窦综合征 are disease records besides aliases (疖病 and 病窦综合征 symptom records too): the questions name
  the check the baby is to have and the diagnosis a doctor gave (医生说是, 住院诊断是, 这个病), so the gold is the record the alias
  belongs to, as in the earlier sets.
- Some named neighbours are records of other types too: 中医 a therapy besides a department, 结肠镜检查 a disease besides a
  check, 儿童 a record of six types, 四肢 and 肝脏 symptoms besides body parts (四肢 a cause, 肝脏 a disease too), 三七 and 天南星
  materials besides ingredients, 维生素B1 a disease besides an ingredient, 抗生素类 and 抗病毒药 drug classes besides product
  classes (抗生素类 a cause and a symptom, 抗病毒药 a drug too), 澳抒欣 a drug besides an alias, 滋阴清热 and 清热祛湿 product classes
  besides efficacies; among the diseases and symptoms named, 里急后重, 腰痛, 视神经损害, 正中神经损伤, 脊柱侧凸, 痛风, 轻度贫血, 浅溃疡, 自主功能障碍,
  肝性脑病, 口渴, 听力下降, 皮肤潮红, 崩漏, 脘腹胀满 and 肛门坠胀 are records of both types, 骨折, 立克次体感染, 骨质疏松症, 系统性红斑狼疮 and 感染性休克 causes besides
  (系统性红斑狼疮 a population, 感染性休克 a therapy too), 中耳炎 a cause and a check besides, 多发性骨髓瘤 a cause, a check and a therapy
  besides a disease, 糖尿病肾病 a therapy besides, 痢疾 an efficacy besides and 耳聋 an alias besides.
- Besides these, 37 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 水合氯醛中毒, 疖, 神经官能症, 突发性耳聋, 真性红细胞增多症, 氯丙嗪类药物中毒, 牙龈增生, 痛风 (two questions), 猝死, 痔 (two), 组织胞浆菌病, 百日咳, 破伤风 (two) and
  癫痫持续状态; a cause record: 病态窦房结综合征, 病毒性脑膜炎 (two), 柯萨奇病毒感染, 桡骨干骨折, 热性惊厥 and 登革热; both: 疟疾 (three), 类风湿性关节炎, 白喉 (two), 皮疹
  and 类癌综合征; an alias, a cause and a symptom record: 肝癌; an ingredient record: the materials 猪大肠 and 牛藤, both named by
  aliases; a drug record for the alias instance 新芬泰 and a check record for the alias instance EMG), and the wording says
  which is meant (医生诊断, 医生怀疑, 确诊了, 诊断写的是, 这个病, 得…的风险, 长痔, 这味草药, 煮水喝, 是哪个药的别名, 哪项检查的简称).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_70.py    # rewrites bench/sets/medical_everyday_70.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_70.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("厂里冷库前两天管道漏了，我想知道氨气中毒的人一般会有哪些症状", "has_symptom", "氨气中毒", D),
    Q("麻烦问下，泪腺分泌功能减退会不会让人觉得眼干涩？我整天对着电脑", "has_symptom", "泪腺分泌功能减退", D,
      named="眼干涩"),
    Q("不好意思打扰一下，老人一次吃多了阿司匹林，医生说是水杨酸类中毒，想了解一下这种中毒都会有哪些表现", "has_symptom",
      "水杨酸类中毒", D),
    Q("请问一下淋菌性直肠炎是不是会有里急后重的感觉", "has_symptom", "淋菌性直肠炎", D, named="里急后重"),
    Q("体检B超说甲状腺上有个结节，帮我查查甲状腺结核一般有什么症状", "has_symptom", "甲状腺结核", D),
    Q("中医说我这是滑胎，我一直不清楚这个病除了反复流产还会有哪些表现", "has_symptom", "滑胎", D),
    Q("做完人流后腰一直酸，不知道腰痛算不算盆腔结缔组织炎的症状", "has_symptom", "盆腔结缔组织炎", D, named="腰痛"),
    # designated_to
    Q("孩子做检查前喝的镇静药好像喝多了，医生怀疑水合氯醛中毒，想问一下该挂哪个科", "designated_to", "水合氯醛中毒", D),
    Q("亲戚家刚生的宝宝皮肤像裹了层膜，麻烦问下火棉胶婴儿出生后应该去医院哪个科看", "designated_to", "火棉胶婴儿", D),
    Q("劳驾问问，热入血室这种病是不是得看中医", "designated_to", "热入血室", D, named="中医"),
    Q("我爸确诊了淀粉样变心肌病，以后复查是不是挂心内科就行，我想确认一下", "designated_to", "淀粉样变心肌病", D,
      named="心内科"),
    Q("腮腺那儿摸到个硬块，活检说是涎腺未分化癌，谁能给我讲讲该找哪个科的医生", "designated_to", "涎腺未分化癌", D),
    Q("我妈查出甲状旁腺功能异常伴发的精神障碍，不太明白这种情况该挂精神科还是别的科", "designated_to",
      "甲状旁腺功能异常伴发的精神障碍", D),
    Q("冒昧问一句，男性尿道癌一般是医院哪个科在看", "designated_to", "男性尿道癌", D),
    # checks
    Q("胃做过手术后一直拉肚子，医生说可能是盲襻综合征，不知道要不要做呼吸试验", "checks", "盲襻综合征", D,
      named="呼吸试验"),
    Q("孩子眼睛肿得睁不开，想了解一下眼眶脓肿住院都要做哪些检查", "checks", "眼眶脓肿", D),
    Q("请问生理性卵巢囊肿复查的时候，做个超声检查是不是就够了", "checks", "生理性卵巢囊肿", D, named="超声检查"),
    Q("孩子被诊断为症状性癫痫综合征，能不能告诉我一般需要做哪些检查", "checks", "症状性癫痫综合征", D),
    Q("我有溃疡性结肠炎，现在膝盖也肿了，医生说是炎症肠病性关节炎，想知道结肠镜检查还要不要再做一次", "checks",
      "炎症肠病性关节炎", D, named="结肠镜检查"),
    Q("化验单诊断写着白细胞减少症和（或）粒细胞减少症，我一直不清楚接下来还要查些什么", "checks",
      "白细胞减少症和（或）粒细胞减少症", D),
    Q("打球被撞了眼眶，怀疑眶底骨折，麻烦问下是不是得做眶部CT扫描", "checks", "眶底骨折", D, named="眶部CT扫描"),
    # has_complication
    Q("手腕摔伤拍片说是桡骨、尺骨茎突骨折，我想知道以后可能会带出什么问题", "has_complication", "桡骨、尺骨茎突骨折", D),
    Q("求科普：得了梅毒性骨软骨炎的小宝宝会不会很容易骨折", "has_complication", "梅毒性骨软骨炎", D, named="骨折"),
    Q("我爸明天手术要做气管内插管术，心里一直犯嘀咕，不知道这个会不会引起什么并发症", "has_complication", "气管内插管术",
      D),
    Q("有没有人知道热带痉挛性轻截瘫会不会损害到视神经", "has_complication", "热带痉挛性轻截瘫", D, named="视神经损害"),
    Q("小时候得过沙眼病，好奇这个病拖久了会不会造成睑球粘连", "has_complication", "沙眼病", D, named="睑球粘连"),
    Q("我妈摔了一跤，片子上写Colles骨折，现在手指发麻，想问问是不是伤到了正中神经", "has_complication", "桡骨下端骨折",
      D, mention="Colles骨折", named="正中神经损伤"),
    # cures
    Q("孩子脸上一块块白斑，医生说是单纯糠疹，想知道抹氟轻松维B6乳膏管不管用", "cures", "白色糠疹", D,
      mention="单纯糠疹", named="氟轻松维B6乳膏"),
    Q("背上反反复复长疖病，能不能吃头孢羟氨苄片，麻烦懂的人说一下", "cures", "疖", D, mention="疖病",
      named="头孢羟氨苄片"),
    Q("医生诊断精神神经症，开了氟哌噻吨美利曲辛片，我一直不清楚这药对这个病有没有用", "cures", "神经官能症", D,
      mention="精神神经症", named="氟哌噻吨美利曲辛片"),
    Q("住院诊断是突发性聋，医生要打巴曲酶注射液，不太明白这个针是不是治这个病的", "cures", "突发性耳聋", D,
      mention="突发性聋", named="巴曲酶注射液"),
    Q("从非洲回来查出盘尾丝虫病，请问伊维菌素胶囊能治吗", "cures", "盘尾丝虫病", D, named="伊维菌素胶囊"),
    Q("我爸确诊了真性红细胞增多症，医生让长期吃羟基脲胶囊，想弄明白这个药是不是对症", "cures", "真性红细胞增多症", D,
      named="羟基脲胶囊"),
    # shown_on
    Q("想知道淋巴瘤样丘疹病的疹子一般长在身上哪些地方", "shown_on", "淋巴瘤样丘疹病", D),
    Q("请问男性生殖系结核一般会累及身体哪个部位", "shown_on", "男性生殖系结核", D),
    Q("剖宫产刀口上长了个结节，医生说可能是皮肤子宫内膜异位症，我好奇这个病一般长在什么位置", "shown_on",
      "皮肤子宫内膜异位症", D),
    Q("麻烦问下，皮脂腺腺瘤是不是多长在头颈部", "shown_on", "皮脂腺腺瘤", D, named="头颈部"),
    Q("有没有人了解疣状肢端角化病，这病的皮损都出在哪些部位", "shown_on", "疣状肢端角化病", D),
    Q("烧伤病房的医生提到烧伤感染脾，不太懂这是身体哪个器官出了问题", "shown_on", "烧伤感染脾", D),
    # has_alias
    Q("看老资料上这么写的，想问一下森林脑炎是不是也叫俄国春夏季脑炎", "has_alias", "森林脑炎", D, named="俄国春夏季脑炎"),
    Q("牙医说我是牙隐裂，有没有人知道它是不是也叫牙微裂", "has_alias", "牙隐裂", D, named="牙微裂"),
    Q("我一直不清楚学校通知里说的流腮是哪个病的简称", "has_alias", "流腮", AL),
    Q("请问一下，沃纳综合征是不是就是人们说的成人早老症", "has_alias", "沃纳综合征", D, named="成人早老症"),
    Q("手指上起了好多小水疱，医生说是汗疱症，不知道它是不是也叫出汗不良性湿疹", "has_alias", "汗疱症", D,
      named="出汗不良性湿疹"),
    Q("心内科医生说我爸是病窦综合征，能不能告诉我这个病还有什么别的叫法", "has_alias", "病态窦房结综合征", D,
      mention="病窦综合征"),
    # caused_by
    Q("邻居家小孩误吞了大人的药，医生诊断氯丙嗪类药物中毒，想问一下这种中毒通常是怎么造成的", "caused_by",
      "氯丙嗪类药物中毒", D),
    Q("ICU里医生说是沙雷菌肺炎，我不太明白这个肺炎是什么引起的呢", "caused_by", "沙雷菌肺炎", D),
    Q("我们家在牧区，想弄明白泌尿生殖系棘球蚴病是怎么得上的", "caused_by", "泌尿生殖系棘球蚴病", D),
    Q("我爸肺炎两个月了还没吸收，医生说是消散延迟性肺炎，谁能讲讲为什么会这样", "caused_by", "消散延迟性肺炎", D),
    Q("嘴里烂了好几处，请问溃疡坏死性口炎是什么原因引起的", "caused_by", "溃疡坏死性口炎", D),
    Q("牙医说我是牙龈增生，想知道这个病一般是什么原因导致的，跟我吃的降压药有没有关系", "caused_by", "牙龈增生", D),
    Q("烧伤好了以后胳膊越来越细，医生说是烧伤后肌肉萎缩，我一直想不通这是怎么造成的", "caused_by", "烧伤后肌肉萎缩", D),
    # has_risk_factor
    Q("我爸和我爷爷都有痛风，想知道有痛风家族史的人是不是更容易得这个病", "has_risk_factor", "痛风", D,
      named="痛风家族史"),
    Q("刚从非洲回来就发烧，请问有疫区旅行史的话，得疟疾的风险是不是更高", "has_risk_factor", "疟疾", D,
      named="疫区旅行史"),
    Q("我是肥厚型心肌病，心超说严重的心室肥厚，不知道这会不会增加猝死的风险", "has_risk_factor", "猝死", D,
      named="严重的心室肥厚"),
    Q("家里闹老鼠，心里一直犯嘀咕，经常接触啮齿动物会不会更容易得病毒性脑膜炎", "has_risk_factor", "病毒性脑膜炎", D,
      named="接触啮齿动物"),
    Q("好奇长期使用局部激素会不会让人更容易长痔", "has_risk_factor", "痔", D, named="长期使用局部激素"),
    Q("基因检测报告写着Cowden 综合征，我想知道有这个情况的人更容易得哪些病", "has_risk_factor", "Cowden 综合征", CA),
    # common_in
    Q("幼儿园通知说班上有柯萨奇病毒感染，想知道这个病主要是哪些人容易得", "common_in", "柯萨奇病毒感染", D),
    Q("想问一下桡骨干骨折这种伤多见于什么年龄段的人", "common_in", "桡骨干骨折", D),
    Q("冒昧问一下，楚尔盖分枝杆菌感染一般是什么人得得比较多", "common_in", "楚尔盖分枝杆菌感染", D),
    Q("孩子眼睛红还长小泡，医生说是疱性角结膜炎，我想知道这病是不是儿童比较常见", "common_in", "疱性角结膜炎", D,
      named="儿童"),
    Q("我妈六十多了刚确诊瘢痕性类天疱疮，我一直不清楚这个病好发于哪些人群", "common_in", "瘢痕性类天疱疮", D),
    Q("有没有人知道疣状皮肤结核一般是什么人容易得呢", "common_in", "疣状皮肤结核", D),
    # prevalent_in
    Q("想了解一下，类风湿性关节炎在欠发达国家是不是也很常见", "prevalent_in", "类风湿性关节炎", D, named="欠发达国家"),
    Q("要去东南亚出差，不知道组织胞浆菌病在亚洲有没有流行", "prevalent_in", "组织胞浆菌病", D, named="亚洲"),
    Q("麻烦问下，白喉现如今主要还在世界上哪些地区流行", "prevalent_in", "白喉", D),
    Q("能不能帮我查查百日咳目前多发在什么样的国家", "prevalent_in", "百日咳", D),
    Q("下个月要去加勒比和拉丁美洲等地区旅游，想知道那边有哪些病比较流行", "prevalent_in", "加勒比和拉丁美洲等地区", RE),
    # treated_with
    Q("孩子发烧抽过两次，诊断热性惊厥，不知道这个病一般怎么治，要不要长期吃药预防", "treated_with", "热性惊厥", D),
    Q("掉了一颗后牙，门诊写的牙列缺损，想了解一下一般有哪些治疗办法", "treated_with", "牙列缺损", D),
    Q("车间的电工师傅被电弧烧伤了，请问这种烧伤一般怎么处理", "treated_with", "电弧烧伤", D),
    Q("指甲下面长了个东西，医生说是甲良性肿瘤，能不能告诉我这个怎么治", "treated_with", "甲良性肿瘤", D),
    Q("大面积烧伤以后医生说有烧伤后免疫功能紊乱，想弄清楚这个要怎么治疗", "treated_with", "烧伤后免疫功能紊乱", D),
    Q("不好意思打扰一下，我舅舅查出眼眶肉瘤，这种病一般有哪些治疗方法", "treated_with", "眼眶肉瘤", D),
    # metastasizes_to
    Q("孩子门诊诊断写的是皮疹，现在只在肚子上，我想知道会不会蔓延到四肢", "metastasizes_to", "皮疹", D, named="四肢"),
    Q("想弄明白破伤风会不会顺着淋巴扩散", "metastasizes_to", "破伤风", D, named="淋巴"),
    Q("请问真菌性脑膜炎会不会扩散到身体别的地方，一般会波及哪里", "metastasizes_to", "真菌性脑膜炎", D),
    Q("我一直不清楚类癌综合征最容易转移到哪个器官", "metastasizes_to", "类癌综合征", D),
    Q("谁能给我讲讲，有哪些病会经血流播散开", "metastasizes_to", "血流", BP),
    # invades
    Q("我爸是肝内胆管癌，医生说要看有没有侵犯肝脏，想知道这种癌是不是常往肝脏里长", "invades", "肝内胆管癌", D,
      named="肝脏"),
    Q("冒昧问一句，肛门癌长大了会往周围哪些地方侵犯", "invades", "肛门癌", D),
    Q("我舅舅确诊了肝癌，不知道这个癌一般会侵犯到哪些结构", "invades", "肝癌", D),
    Q("妇科查出阴道里有肿物，想知道一般哪些癌会侵犯到阴道", "invades", "阴道", BP),
    # is_subtype_of
    Q("孩子体检查出特发性脊柱侧弯，我想知道它是不是属于脊柱侧凸的一种", "is_subtype_of", "特发性脊柱侧弯", D,
      named="脊柱侧凸"),
    Q("病理报告写的环状软骨后部恶性肿瘤，不太明白这个在分类上属于哪种癌", "is_subtype_of", "环状软骨后部恶性肿瘤", D),
    Q("请问眼色素层腮腺炎归在哪一大类疾病里面", "is_subtype_of", "眼色素层腮腺炎", D),
    Q("冒昧问一句，痛风性肾结石算不算痛风的一种", "is_subtype_of", "痛风性肾结石", D, named="痛风"),
    Q("谁能给我讲讲白喉性悬雍垂麻痹属于什么病的范畴啊", "is_subtype_of", "白喉性悬雍垂麻痹", D),
    Q("求科普，炭疽败血症在疾病分类里是归在哪个病下面的", "is_subtype_of", "炭疽败血症", D),
    # related_disease
    Q("疟疾好了以后一直有点轻度贫血，想问一下这两个是不是有关联", "related_disease", "疟疾", D, named="轻度贫血"),
    Q("孩子是病毒性脑膜炎，片子上说有颞叶病变，我不太明白这两者之间有没有关系", "related_disease", "病毒性脑膜炎", D,
      named="颞叶病变"),
    Q("想请教一下，癫痫持续状态发作多了会不会跟进行性神经功能衰退有关系", "related_disease", "癫痫持续状态", D,
      named="进行性神经功能衰退"),
    Q("冯吉尔克氏病和哪些病是有关联的，麻烦懂行的解答一下", "related_disease", "冯吉尔克氏病", D, reverse=True),
    Q("腿上破了一块一直不好，医生说是皮肤白喉，不知道跟浅溃疡有没有关系", "related_disease", "皮肤白喉", D,
      named="浅溃疡"),
    Q("我想知道破伤风和自主功能障碍算不算相关的病", "related_disease", "破伤风", D, named="自主功能障碍"),
    # differential_diagnosis
    Q("从东南亚回来发烧，医生在考虑疟疾，不知道要不要跟立克次体感染鉴别一下", "differential_diagnosis", "疟疾", D,
      named="立克次体感染"),
    Q("脚趾关节旁边鼓了个包，想问问痛风会不会被误当成类风湿性结节", "differential_diagnosis", "痛风", D,
      named="类风湿性结节"),
    Q("请问登革热和马尔堡病毒感染需要鉴别吗，两个都是发烧出血", "differential_diagnosis", "登革热", D,
      named="马尔堡病毒感染"),
    Q("孩子嗓子和皮肤都有溃烂，我一直不清楚白喉要不要跟葡萄球菌或链球菌性脓疱病区分开", "differential_diagnosis", "白喉",
      D, named="葡萄球菌或链球菌性脓疱病"),
    Q("上课没听明白，痔出血的病人是不是还得跟小细胞低色素性贫血鉴别", "differential_diagnosis", "痔", D,
      named="小细胞低色素性贫血"),
    Q("风湿科医生提到CPPD，我想知道它容易跟哪些病混淆", "differential_diagnosis", "CPPD", D, reverse=True),
    # indicated_for
    Q("坐船前朋友给了支爱茂尔，我想知道这个是不是治晕车的", "indicated_for", "溴米那普鲁卡因注射液", DR,
      mention="爱茂尔", named="晕车"),
    Q("我妈在打盖瑞宁，请问它是用来治骨质疏松症的吗", "indicated_for", "注射用鲑降钙素", DR, mention="盖瑞宁",
      named="骨质疏松症"),
    Q("血液科给我爸用了万珂，麻烦问下是治多发性骨髓瘤的吧", "indicated_for", "注射用硼替佐米", DR, mention="万珂",
      named="多发性骨髓瘤"),
    Q("医生开了安谱诺欣，我不太清楚这个针主要治什么病", "indicated_for", "注射用硫酸软骨素", DR, mention="安谱诺欣"),
    Q("我婆婆一直在吃麦全冬定，帮我查查这药是治什么的", "indicated_for", "烟酸占替诺片", DR, mention="麦全冬定"),
    Q("不好意思打扰一下，瑞立速这个药适用于哪些病", "indicated_for", "注射用石杉碱甲", DR, mention="瑞立速"),
    Q("肝硬化病人输注射用盐酸精氨酸，是不是为了治肝性脑病，想弄明白", "indicated_for", "注射用盐酸精氨酸", DR,
      named="肝性脑病"),
    # has_adverse_reaction
    Q("做胃镜前打了甘美多兰，之后一直口渴，不知道是不是这个药的副作用", "has_adverse_reaction", "注射用丁溴东莨菪碱", DR,
      mention="甘美多兰", named="口渴"),
    Q("我爸胰腺炎在输思他宁，想了解一下用这个药可能会有哪些不舒服", "has_adverse_reaction", "注射用生长抑素", DR,
      mention="思他宁"),
    Q("用他格适会不会导致听力下降？家里老人本来耳朵就背", "has_adverse_reaction", "注射用替考拉宁", DR, mention="他格适",
      named="听力下降"),
    Q("输了佳尔纳嘴里发苦，请问味觉改变算不算它的副反应", "has_adverse_reaction", "注射用甲硝唑磷酸二钠", DR,
      mention="佳尔纳", named="味觉改变"),
    Q("医生给降压用了罗浩，能不能告诉我用了以后可能出现哪些情况", "has_adverse_reaction", "注射用盐酸乌拉地尔", DR,
      mention="罗浩"),
    Q("听说用筠菲要避光，是不是因为容易光过敏，想确认一下", "has_adverse_reaction", "注射用氟罗沙星", DR, mention="筠菲",
      named="光过敏"),
    Q("打了注射用烟酸脸和脖子都红了，我想知道皮肤潮红是不是常见的反应", "has_adverse_reaction", "注射用烟酸", DR,
      named="皮肤潮红"),
    # has_ingredient
    Q("感冒了想吃维快，可我对氯雷他定过敏，想知道里面有没有这个成分", "has_ingredient", "氨酚氯雷伪麻缓释片", DR,
      mention="维快", named="氯雷他定"),
    Q("皮肤科开的比之可洗剂，好奇里面都有什么东西", "has_ingredient", "水杨酸复合洗剂", DR, mention="比之可"),
    Q("麻烦帮我查查博仕多清是用什么做的", "has_ingredient", "注射用细辛脑", DR, mention="博仕多清"),
    Q("我有糖尿病，医生输的瑞秦源，想问一下里面是不是含果糖", "has_ingredient", "注射用转化糖", DR, mention="瑞秦源",
      named="果糖"),
    Q("络泰是不是从三七里提取的，我一直不太清楚", "has_ingredient", "注射用血塞通（冻干）", DR, mention="络泰",
      named="三七"),
    Q("化疗时用了克艾宁，想了解它都含有哪些成分", "has_ingredient", "注射用去甲斑蝥酸钠", DR, mention="克艾宁"),
    Q("求科普，注射用甲硫氨酸维B1里含的是维生素B1吗", "has_ingredient", "注射用甲硫氨酸维B1", DR, named="维生素B1"),
    # is_a_level3
    Q("我爷爷吃的喜得镇，想知道按用途算不算血管扩张药", "is_a_level3", "甲磺酸双氢麦角毒碱片", DR, mention="喜得镇",
      named="血管扩张药"),
    Q("谁能给我讲讲，多抗甲素按用途分属于哪一类药", "is_a_level3", "甘露聚糖肽注射液", DR, mention="多抗甲素"),
    Q("脑出血以后一直在输布瑞得，请问它算脱水药吗", "is_a_level3", "甘油果糖注射液", DR, mention="布瑞得",
      named="脱水药"),
    Q("精神科每月给我哥打一针高抗素，我一直不清楚这药从用途上归哪一类", "is_a_level3", "珠氯噻醇癸酸酯注射液", DR,
      mention="高抗素"),
    Q("化疗前护士打了舒欧亭，麻烦问下这是哪一类用途的药", "is_a_level3", "甲磺酸托烷司琼注射液", DR, mention="舒欧亭"),
    Q("孩子吃的艾加星是抗生素类的药吗？我想确认一下", "is_a_level3", "琥乙红霉素口腔崩解片", DR, mention="艾加星",
      named="抗生素类"),
    Q("牙疼含的甲硝唑含片，想弄明白按作用分它算哪类药", "is_a_level3", "甲硝唑含片", DR),
    # belongs_to
    Q("药店买的联邦菲迪乐，我想知道它在药品分类里属于哪一类", "belongs_to", "氨酚曲麻片", DR, mention="联邦菲迪乐"),
    Q("胃出血输的天泉维欣，是不是H2受体阻滞剂那一类？麻烦了", "belongs_to", "法莫替丁氯化钠注射液", DR,
      mention="天泉维欣", named="H2—受体阻滞剂"),
    Q("请问朗瑞西乐在药品目录里归到哪一类", "belongs_to", "灯盏花素葡萄糖注射液", DR, mention="朗瑞西乐"),
    Q("孩子发烧医生用了肖同达，不知道它在药品分类上算不算抗病毒药", "belongs_to", "炎琥宁注射液", DR, mention="肖同达",
      named="抗病毒药"),
    Q("术后输的新海能是电解质制剂那一类吗，谢谢", "belongs_to", "混合糖电解质注射液", DR, mention="新海能",
      named="电解质制剂"),
    Q("想问下消风止痒颗粒到底是中成药还是西药", "belongs_to", "消风止痒颗粒", DR, named="中成药"),
    # drug_has_alias
    Q("多发性硬化一直在用注射用重组人干扰素β1b，不知道这个药还有什么别的名字", "drug_has_alias",
      "注射用重组人干扰素β1b", DR),
    Q("想弄清楚牛黄清心丸在《景岳全书》里是不是叫万氏牛黄清心丸", "drug_has_alias", "牛黄清心丸", DR,
      named="万氏牛黄清心丸（《景岳全书》卷六十二）"),
    Q("请问环酯红霉素胶囊是不是又叫澳抒欣", "drug_has_alias", "环酯红霉素胶囊", DR, named="澳抒欣"),
    Q("说明书上写的是特非那丁片，能不能告诉我它还有什么别名", "drug_has_alias", "特非那定片", DR, mention="特非那丁片"),
    Q("有没有人知道新芬泰是哪个药的别名？药盒上就印着这三个字", "drug_has_alias", "新芬泰", AL),
    # mainly_treats
    Q("山里人说白节藤泡酒能治风寒湿痹，我想知道是不是真的", "mainly_treats", "牛目椒", M, mention="白节藤",
      named="风寒湿痹"),
    Q("听老人讲金扇子能治毒蛇咬伤，求科普这个说法靠不靠谱", "mainly_treats", "独蕨萁", M, mention="金扇子",
      named="毒蛇咬伤"),
    Q("小时候外婆给我滴过野虎耳草的汁，不知道它是不是能治中耳炎", "mainly_treats", "短毛熊巴掌", M, mention="野虎耳草",
      named="中耳炎"),
    Q("老人说吃什么补什么，我好奇猪心当药材用主要治哪些病", "mainly_treats", "猪心", M),
    Q("番石榴干能治崩漏吗，麻烦懂中药的朋友说说", "mainly_treats", "番石榴干", M, named="崩漏"),
    Q("田边长了好多狼尾草，听说能入药，不知道它主要治什么呀", "mainly_treats", "狼尾草", M),
    Q("草药摊上有卖田螺掩的，想了解一下它能治哪些病", "mainly_treats", "短萼蜂斗草", M, mention="田螺掩"),
    # has_efficacy
    Q("岩豆这味草药有没有滋阴清热的作用，想请教一下", "has_efficacy", "独叶岩珠", M, mention="岩豆", named="滋阴清热"),
    Q("山民拿翻转红煮水喝，我想知道它有什么药效", "has_efficacy", "猪大肠", M, mention="翻转红"),
    Q("请问六叶野木瓜这味草药能不能祛风散瘀", "has_efficacy", "牛藤", M, mention="六叶野木瓜", named="祛风散瘀"),
    Q("我一直不清楚白椴入药到底有哪些作用呢", "has_efficacy", "白椴", M),
    Q("池塘里的眼子菜据说能驱蛔，好奇真有这个效果吗", "has_efficacy", "眼子菜", M, named="驱蛔"),
    Q("牛齿也能当药用？想了解一下它都有什么用处", "has_efficacy", "牛齿", M),
    # distributed_in
    Q("想去收一点羊角香，请问这种药材一般产在哪里", "distributed_in", "白桂", M, mention="羊角香"),
    Q("麻烦问下，广西鸭脚木在广东也有分布吗", "distributed_in", "白花鹅掌柴", M, mention="广西鸭脚木", named="广东"),
    Q("能不能告诉我茸骨鹧鸪花主要分布在哪些省", "distributed_in", "白骨走马", M, mention="茸骨鹧鸪花"),
    Q("我想知道矮子南在湖北山里能不能找到啊", "distributed_in", "矮脚南", M, mention="矮子南", named="湖北"),
    Q("求解答：短茎独活是不是只长在新疆天山山区", "distributed_in", "短茎独活", M, named="新疆天山山区"),
    Q("藏医说的色赤拉巴，不知道主要生长在哪些地方", "distributed_in", "矮垂头菊", M, mention="色赤拉巴"),
    # material_has_alias
    Q("独花兰是不是又叫带血独叶一枝枪？这名字好奇怪，想确认一下", "material_has_alias", "独花兰", M,
      named="带血独叶一枝枪"),
    Q("白草莓这味药在各地还有哪些叫法，谢谢", "material_has_alias", "白藨", M, mention="白草莓"),
    Q("请问盐匏藤在民间是不是被叫作补阴丹", "material_has_alias", "盐匏藤", M, named="补阴丹"),
    Q("想弄明白独叶山兰还有没有别的名字哈，标本标签要用", "material_has_alias", "独叶山兰", M),
    Q("药方上写着盐麸根白皮，我想知道它还叫什么", "material_has_alias", "盐肤木根皮", M, mention="盐麸根白皮"),
    Q("老中医的方子里有一味猪婆耳，能不能告诉我这是哪种药材的别名", "material_has_alias", "猪婆耳", AL),
    # composed_of
    Q("想了解一下八珍锭的方子里有没有乳香", "composed_of", "八珍锭", F, named="乳香等"),
    Q("照着古方配药，麻烦问下八琼丹要不要用到丹砂", "composed_of", "八琼丹", F, named="丹砂等"),
    Q("我在整理外用方，不知道八白散里面放不放白牵牛呢", "composed_of", "八白散", F, named="白牵牛等"),
    Q("八神丹的方子里有防风这一味吗，麻烦了", "composed_of", "八神丹", F, named="防风等"),
    Q("我想知道八珍益母十全丸的配方里有没有白茯苓", "composed_of", "八珍益母十全丸", F, named="白茯苓等"),
    Q("抄方子的时候看不清了，八生饮子是不是要用天南星", "composed_of", "八生饮子", F, named="天南星"),
    # formula_has_efficacy
    Q("冬天手脚冰凉想试试当归四逆汤，不知道它有没有养血通脉的作用", "formula_has_efficacy", "当归四逆汤", F,
      named="养血通脉"),
    Q("想问一下普济消毒饮能不能疏风散邪", "formula_has_efficacy", "普济消毒饮", F, named="疏风散邪"),
    Q("木香槟榔丸是攻积泄热的吧？我一直没搞清楚", "formula_has_efficacy", "木香槟榔丸", F, named="攻积泄热"),
    Q("白带偏黄，想问问易黄汤有没有清热祛湿的效果呀", "formula_has_efficacy", "易黄汤", F, named="清热祛湿"),
    Q("开胃丸除了开胃，能不能消积止痛？谢谢", "formula_has_efficacy", "开胃丸", F, named="消积止痛"),
    Q("吃完饭老觉得顶得慌，不知道开郁顺气丸能不能消食顺气", "formula_has_efficacy", "开郁顺气丸", F, named="消食顺气"),
    # prescribed_for
    Q("痰多又喘，想知道小青龙汤是不是治痰饮喘咳的", "prescribed_for", "小青龙汤", F, named="痰饮喘咳"),
    Q("吃多了脘腹胀满，请问平胃散适不适合", "prescribed_for", "平胃散", F, named="脘腹胀满"),
    Q("晚上老出汗，中医说是阴虚火旺，不知道当归六黄汤能不能治这种盗汗", "prescribed_for", "当归六黄汤", F,
      named="阴虚火旺所致的盗汗"),
    Q("手脚麻木拘挛好几年了，麻烦问下小活络丹管不管用", "prescribed_for", "小活络丹", F, named="麻木拘挛"),
    Q("我想知道归脾汤能不能用来治妇女崩漏", "prescribed_for", "归脾汤", F, named="妇女崩漏"),
    Q("古书上的巴戟天汤，好奇它是不是治冷痹的", "prescribed_for", "巴戟天饮", F, mention="巴戟天汤", named="冷痹"),
    # formula_has_alias
    Q('书上注着《外台》引作"防风散"，想知道这指的是不是八风防风散', "formula_has_alias", "八风防风散", F,
      named='《外台》引作"防风散"'),
    Q("翻古籍时碰到八风续命汤，请问它还有哪些别的方名", "formula_has_alias", "八风续命汤", F),
    Q("我一直不清楚八风散在别的医书里叫什么名字", "formula_has_alias", "八风散", F),
    Q("方书里写着参桂汤，有没有人知道它是哪个方子的别名", "formula_has_alias", "参桂汤", AL),
    Q("想了解一下半夏白术天麻汤有没有别的称呼", "formula_has_alias", "半夏白术天麻汤", F),
    # check_for_disease
    Q("化验单上有一项粪便红细胞检查，想知道这个能不能查出痢疾", "check_for_disease", "粪便红细胞检查", C, named="痢疾"),
    Q("风湿科让做红斑狼疮细胞（LEC）检查，是不是用来查系统性红斑狼疮的", "check_for_disease", "红斑狼疮细胞（LEC）检查",
      C, named="系统性红斑狼疮"),
    Q("产检单上有羊水肌酐检查，我一直不清楚这个是查什么病的", "check_for_disease", "羊水肌酐检查", C),
    Q("单位组织做职业病检查项目，请问都能查出哪些病", "check_for_disease", "职业病检查项目", C),
    Q("麻烦问下，织网红细胞计数一般用来诊断哪些疾病", "check_for_disease", "织网红细胞计数", C),
    Q("ICU说要做细菌内毒素检查法，想了解一下是不是为了查感染性休克", "check_for_disease", "细菌内毒素检查法", C,
      named="感染性休克"),
    Q("我爸糖尿病十年了，糖尿病类尿常规能不能看出有没有糖尿病肾病", "check_for_disease", "糖尿病类尿常规", C,
      named="糖尿病肾病"),
    # check_for_symptom
    Q("不明原因发热好几天了，不知道需不需要做红细胞变形性检查", "check_for_symptom", "红细胞变形性检查", C,
      named="不明原因发热"),
    Q("想知道有哪些症状的时候，医生会让做耳、鼻、咽拭子细菌培养", "check_for_symptom", "耳、鼻、咽拭子细菌培养", C),
    Q("请问出现什么情况医生才会开红细胞磷酸果糖激酶检查", "check_for_symptom", "红细胞磷酸果糖激酶检查", C),
    Q("孩子耳聋，医生开了聚合酶链式反应检查，想问问这个是不是冲着耳聋做的", "check_for_symptom", "聚合酶链式反应检查",
      C, named="耳聋"),
    Q("体检有一项叫紧张度与动脉壁状态，不知道是针对哪些症状做的", "check_for_symptom", "紧张度与动脉壁状态", C),
    Q("总觉得肛门坠胀，劳驾问问要不要查粪食物残渣", "check_for_symptom", "粪食物残渣", C, named="肛门坠胀"),
    # performed_by
    Q("约了无痛胃镜检查，麻烦问下到时候去医院哪个科室", "performed_by", "无痛胃镜检查", C),
    Q("孩子要做脑电图检查，我想知道是不是在神经科做", "performed_by", "脑电图检查", C, named="神经科"),
    Q("宝宝出生后要做新生儿筛查，谁能告诉我这个归哪个科室负责", "performed_by", "新生儿疾病筛查检查", C,
      mention="新生儿筛查"),
    Q("不好意思问一句，消化科平时都负责做哪些检查", "performed_by", "消化科", DEP),
    # check_has_alias
    Q("医生说要做肌电图检查，想知道它的英文缩写是什么", "check_has_alias", "肌电图检查", C),
    Q("脑电图检查的英文全称是不是electroencephalogram，我一直拿不准", "check_has_alias", "脑电图检查", C,
      named="electroencephalogram"),
    Q("报告上只写了EMG三个字母，能不能告诉我这是哪项检查的简称", "check_has_alias", "EMG", AL),
    Q("新生儿疾病筛查检查平时简称叫什么，想了解一下", "check_has_alias", "新生儿疾病筛查检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day70"))
