"""Writes `medical_everyday_77.jsonl`, a seventy-seventh hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each puts its topic first and marks it the way spoken Chinese does, then
asks: a frame after the name (…的话: 腹腔动脉压迫综合征的话，是不是会有那种间歇性上腹部钝痛？, 禹功散的话寒湿水疝能用吗; …嘛: 跟骨骨髓炎嘛，会不会发高热？,
防风叶嘛 宁夏那边山上长不长; …这块: 腘动脉损伤这块 医院一般要做哪些检查来确诊, 莱姆病这块，像我们这种常在丛林狩猎/徒步的，风险大吗？; …这方面: 舌病这方面 去医院一般挂哪个科;
…这个东西 / 这东西: 诺沃克类病毒胃肠炎这个东西，…, 镰刀菌病这东西会长到角膜上吗; …这个病 / 这种病 / 这味药 / 这个方 / 这一项: 像视盘水肿这种病，要做腰椎穿刺吗？,
丫头还阳这味草药，能治感冒头痛不？, 血管视诊这一项…) or a frame before it (说到…: 说到依能森 尿路感染用它行不行; 说起…; 关于…: 关于铋中毒：急诊医生说要做毒物检测，…;
至于…: 至于致肠细胞病变人孤儿病毒感染，名字这么长，…; 像…这种: 像银屑病关节炎及其伴发的葡萄膜炎这种，治疗上分哪几块？; 就拿…来说: 就拿膝关节内侧副韧带断裂来说，踢球伤的，…;
讲到…, 提起…, 提到…, 要说…, 拿…来说, 对于…, 还有个…: 拿中宝叶宁来说，这个注射液里面有苦参吗？, 还有个拔萃丹，方里有火消？火消是啥), with a pause
after the topic (a full-width comma in most, a space in 36: 说到膝关节创伤性滑膜炎 我上周打羽毛球扭了一下，…, 信罗这个药 输了以后可能有哪些不良反应; a colon in 2)
or none (胰腺癌这个病嗜酒史算不算高危因素, 脑心综合征的话会引起哪些并发症). The topic is the record asked about, named as the network writes it or
by an alias or a drug trade name the network records (159 questions start with that name). Registers are mixed: short
casual ones (野棉花根这味药 有的地方叫铁蒿？, 要说利孚利，是治阴道炎的栓剂吧？) and long careful ones that tell the situation after
the question (说起脑肺吸虫病，我们老家那边以前爱吃生螃蟹，…, 至于视网膜下膜，我妈去年做过视网膜脱离手术，…, 静脉尿路造影检查嘛，以前的老叫法是什么？我是泌尿外科实习生，…).
The askers are patients and their sons, daughters and grandchildren, parents, workers (电镀车间, 皮革厂, 工地), herb users,
pharmacy customers holding an infusion slip or a box, a nursing student, a new nurse, an intern and a TCM student. By a
mechanical count the frames come in these numbers of questions: 的话 50, 嘛 37, 说到 22, 这个病 21, 关于 10, 像 9, 这块 8, 这个药 8,
这个方 7, 这味 6, 这一项 5, 这种病 4, 这个东西 4, 讲到 2, 至于 2, 对于 2, 还有个 2, and 说起, 就拿, 这方面, 这东西, 提起, 提到 and 要说 once each.
The questions run from 12 to 47 characters: 33 of 15 or fewer, 77 of 16 to 20, 33 of 21 to 25, 29 of 26 to 30, 9 of 31
to 35, 10 of 36 to 40 and 19 of 41 to 47. 156 carry a full-width comma and are tagged `context`; 104 carry a question
mark; 7 a remark in brackets (足癣（脚气）, 同笑（口服液）, 力基（脂肪乳）, 依信（漱口水）, 黄风（一种草药）, 野白果树（一种草药，不是白果树）, and 麦芽（炒）
as the network writes it); 39 carry 啊 or 嘛 (嘛 37, 啊 2; none 呢, 呀 or 哈) and 11 吧; 5 are tagged `verbatim` (并发症, 高危因素, 不良反应
and 药品分类 twice, in the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the ninth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 75, the four alias
sets, the bracket names set and the dash names set) contains, read in simplified characters too, and that none of them
uses as an entity or a mention; the thirty-fifth, forty-fourth, fifty-fourth and sixty-eighth sets drew from the ninth
tenth too, and this one takes only what they and every other set left (the seventy-sixth set, written at the same time,
draws from another tenth). Twenty relation types still have such records in the window, and every question of them asks
about one: has_symptom (611 window sources, 92 left), designated_to (574, 85), checks (264, 35), has_complication (120,
13), shown_on (293, 42), caused_by (482, 70), common_in (265, 26), treated_with (192, 17), is_subtype_of (435, 164), the
five drug types but drug_has_alias (indicated_for 1448 and 1042 left, has_adverse_reaction 1132 and 735, has_ingredient
1547 and 1135, is_a_level3 531 and 400, belongs_to 1482 and 1059), the four material types (mainly_treats 214 and 63,
has_efficacy 213 and 64, distributed_in 206 and 49, material_has_alias 167 and 22), check_for_disease (122, 30) and
check_for_symptom (121, 30). The other fifteen windows are used up:
- cures has 106 window sources and none left: three questions each name a drug no earlier question contains (药疹 →
  扑尔敏片, 链球菌肺炎 → 注射用普鲁卡因青霉素, 酒渣鼻 → 氧化锌升华硫软膏), naming the disease by an alias no earlier question uses
  (药物性皮炎, 肺炎球菌肺炎, acnerosacea); the other three (角膜软化症 → 维生素AE胶丸, 重金属中毒 → 青霉胺片, 血管运动性鼻炎 → 盐酸异丙嗪注射液) ask
  what earlier questions about these diseases asked, in new words.
- has_alias has 184 window sources and none left: five questions each name an alias no earlier question contains
  (腹绞痛综合征 → 腹间歇性跛行, 腹腔室隔综合征 → 急性腹腔高压综合征, 膝关节骨质增生 → 骨痹, 贲门失弛缓症 → 特发性食管扩张, 血崩 → 暴崩), and one asks what
  蜘蛛鼓 (the alias of 臌胀, a window source, in no earlier question) stands for.
- has_risk_factor has 18 window sources, all asked about before: four questions each name a risk factor no earlier
  question contains (胆管癌 ← 胆管炎史, 胰腺癌 ← 嗜酒史, 腹主动脉瘤 ← 动脉介入术既往史, 自身免疫性胃炎 ← 特发性肾上腺皮质功能不全), and two ask what
  earlier questions about these records asked, in new words (膀胱癌 ← 盆腔放疗, 莱姆病 ← 在丛林狩猎/徒步).
- None of the four window sources of prevalent_in (莱姆病, 血吸虫病, 部位未特指的消化性溃疡, 铅中毒) has a neighbour no question contains:
  血吸虫病 names 非洲, which no earlier question about it names (an earlier question's entity, asked from its end), 莱姆病,
  部位未特指的消化性溃疡 and 铅中毒 are asked in new words, and one question asks from the target end (美国中北部和东北部, where 莱姆病
  is prevalent; never an earlier question's entity).
- None of the six window sources of metastasizes_to (血栓, 视神经脊髓炎, 转移性乳腺癌, 铅中毒, 银屑病, 银屑病关节炎) has one either: 血栓 and
  转移性乳腺癌 name one no earlier question about them names (脾, 肝脏), 铅中毒 and 银屑病关节炎 are asked in new words, and one question
  asks from the target end (指甲, where 银屑病 spreads; an earlier question's entity for shown_on, never for this type).
  视神经脊髓炎 is not asked: it is the third alias set's record.
- The three window sources of invades (部位未特指的消化性溃疡, 非小细胞肺癌, 食物中毒) have none: 非小细胞肺癌 names 臂神经丛, which no earlier
  question about it names (an earlier question's entity, asked from its end), 部位未特指的消化性溃疡 and 食物中毒 are asked in new
  words, and one question asks from the target end (结肠黏膜, which 食物中毒 invades; never an earlier question's entity,
  named before only as an answer).
- Of the 31 window sources of related_disease, three questions each name a neighbour no earlier question contains
  (腹水 ↔ 心肺并发症, 血吸虫病 ↔ 梗阻性尿路病, 铅中毒 ↔ 磷酸盐尿) and three ask what the fifty-fourth set's questions about these records
  asked, in new words (脑炎型狂犬病 ↔ 恐水性痉挛, 血管炎 ↔ 肾脏病变, 贫血 ↔ 继发性肾小球肾炎). Of the 12 of differential_diagnosis, two questions
  name a neighbour no earlier question contains (脑炎 ↔ 中枢神经系统血管炎, 自身免疫性肝炎 ↔ 慢性丁型肝炎), two one no earlier question about
  that record names (血吸虫病 ↔ 内脏利什曼病, 部位未特指的消化性溃疡 ↔ 胃轻瘫), and two ask what the fifty-fourth set's questions asked, in
  new words (脑梗死 ↔ 颅内出血, 转移性乳腺癌 ↔ 脑癌).
- The window of drug_has_alias holds seven drugs (脊髓灰质炎灭活疫苗, 艾普拉唑肠溶片, 苯甲酸利扎曲普坦片, 茴拉西坦片, 萘普生钠片, 诺和锐30,
  贝那普利氢氯噻嗪片) with one alias each, all of them names earlier questions use: 诺和锐30 is asked whether it is 诺和锐®30 (its one
  alias, the answer of earlier questions about it, asked here in other words), 脊髓灰质炎灭活疫苗, 艾普拉唑肠溶片 and 贝那普利氢氯噻嗪片 are asked in new words, and one
  question asks what 欧立停 (苯甲酸利扎曲普坦片's alias, an earlier question's entity) stands for.
- None of the seventeen window formulas of composed_of is left: two questions each name an ingredient no earlier
  question contains, written the way people write it, without the network's 等 (拔萃丹 → 火消等, 菝葜八味汤 → 地骨皮等), and four ask
  whether a formula holds an ingredient earlier questions about it named, in new words (拔生膏 → 雄黄等 and 拔疔红膏 → 嫩松香等,
  without the 等, 枳实消痞丸 → 麦芽（炒）, and 琥珀利气丸 → 川军, naming the formula by its alias 利气丸, earlier sets' mention). Of the 31
  window formulas of formula_has_efficacy, three are asked whether they have an efficacy no earlier question contains
  (羚角钩藤饮 → 增液舒筋, 茯苓丸 → 燥湿行气, 防己黄芪汤 → 益气祛风) and three about one earlier questions named, in new words (葛根芩连汤 →
  解表清里, 逍遥散 → 养血健脾, 贝母瓜蒌汤 → 润肺清热); of the 34 of prescribed_for, five whether they treat one no earlier question
  contains (禹功散 → 寒湿水疝, 苏子降气汤 → 上实下虚喘咳证, 萆薢分清汤 → 下焦虚寒之膏淋, 补阳还五汤 → 中风之气虚血瘀证, 金铃子散 → 肝郁化火证) and one
  about one an earlier question named, in new words (苓甘五味姜辛汤 → 寒饮咳嗽).
- formula_has_alias has 29 sources and its window three (慢脾风, 琥珀利气丸, 菝葜八味汤), all of whose aliases earlier questions name:
  慢脾风 and 琥珀利气丸 are asked in new words, 菝葜八味汤 whether it is also called 菝葜饮 (never named by an earlier question
  about it), one question asks what 黄耆汤 (菝葜八味汤's alias, an earlier question's entity) stands for, and the record after
  the window (麻黄调心泄热汤, the 27th of 29 in key order) is asked in new words. 虚风, 慢脾风's other alias, is not named: it
  is the second alias set's entity.
- performed_by has six sources and its window one (脑电图检查, the fifth in key order), asked whether it is done in 神经科,
  as earlier questions did, in other words; the record before it (无痛胃镜检查) is asked in new words, the record after it
  (静脉尿路造影检查) is named by its alias 静脉肾盂排泄造影 (earlier sets' mention), and one question asks from the target end
  (消化科, where 无痛胃镜检查 is done; an earlier question's entity, asked here in other words).
- check_has_alias has seven sources and its window one (超声内镜检查, the sixth in key order), asked in new words and by what
  its alias EUS (an earlier question's entity) stands for; the record before it (脑电图检查) and the record after it
  (静脉尿路造影检查) are asked in new words.
Some records are asked twice or more: 铅中毒 three times (prevalent_in, metastasizes_to, related_disease), and 血吸虫病 three
times (prevalent_in, related_disease, differential_diagnosis), 部位未特指的消化性溃疡 three times (prevalent_in, invades,
differential_diagnosis), and 莱姆病, 转移性乳腺癌, 脑电图检查, 静脉尿路造影检查, 琥珀利气丸, 菝葜八味汤, 苦参碱葡萄糖注射液 and 野茉莉 twice.
琥珀利气丸, 脑电图检查, 静脉尿路造影检查, 贫血 and 酒渣鼻 (records of used-up windows) and the names 利气丸 and 静脉肾盂排泄造影 are the only
entities and names here that the first alias set uses too; no question uses an entity or a mention of the second,
third or fourth alias set, the bracket names set or the dash names set (虚风, 慢脾风's other alias, and 视神经脊髓炎 are left
out for that).

124 questions name the one neighbour they ask about, most of them naming two records (腹腔动脉压迫综合征 → 间歇性上腹部钝痛, 输尿管结核 → 血尿,
膀胱输尿管反流 → 尿频, 跟骨骨髓炎 → 高热, 自发性脑室内出血 → 神经外科, 血吸虫肠病 → 消化内科, 色素性静脉旁视网膜脉络膜萎缩 → 眼底荧光血管造影, 铋中毒 → 毒物检测,
酒中毒性周围神经病 → 肌电图检查, 视盘水肿 → 腰椎穿刺, 舌咽神经损伤 → 舌下神经损伤, 裂头绦虫病 → 肠穿孔, 镰刀菌病 → 角膜, 膀胱腺癌 → 膀胱结石, 莱姆病性巩膜炎 →
伯疏螺旋体感染, 薄基膜肾病 → 常染色体显性遗传, 血色病性骨关节病 → 铁代谢异常, 获得性免疫缺陷综合征视网膜病变 → 艾滋病患者, 膀胱外翻 → 新生儿, 闭经性头痛 → 青年女性,
腹腔肺吸虫病 → 剖腹探查术, 舌下神经损伤 → 舌下神经重建, 腹腔内脏动脉慢性闭塞 → 手术治疗, 药物性痛风 → 痛风, 阴囊疝 → 腹股沟疝, 阑尾破裂 → 急性阑尾炎, 朗致 → 心绞痛,
必亮 → 足癣, 依能森 → 尿路感染, 利孚利 → 阴道炎, 克狄佳 → 脂肪肝, 毕思灵 → 口干, 金康普力 → 听力减退, 英能 → 皮疹, 佳乐宁 → 嗜睡, 力基 → 发冷, 中宝叶宁 → 苦参,
高迪 → 盐酸伪麻黄碱, 沙赛博通 → 葛根, 斯唯博 → 海藻, 依信 → 乙醇, 斯巴特康 → 肝病辅助治疗用药, 神怡康临 → 钙拮抗药, 辛疏 → 血管扩张药, 历设得 → 诊断用药, 彤舒通 →
非甾体抗炎药, 迪罗必舒 → 喹诺酮类, 通便灵胶囊 → 中成药, 丫头还阳 → 感冒头痛, 黄风 → 黄水疮, 毛叶兔耳风 → 黄疸, 痕芋头花仁 → 疝气, 野猪头骨 → 疟疾, 饿马黄 → 舒筋止痛,
顶头马蓝 → 杀虫止痒, 小火草 → 四川, 阳桃叶 → 海南, 防风叶 → 宁夏, 野马追 → 白头婆, 银灰旋花 → 沙地小旋花, 野棉花根 → 铁蒿, 野苜蓿 → 镰荚苜蓿, 血吸虫尾蚴膜反应 → 日本血吸虫病,
血小板黏附试验 → 血友病, 血清腺苷脱氨酶检查 → 肝硬化, 血管视诊 → 血管球瘤, 蛋白质、氨基酸分解产物试验 → 上消化道出血, 血清补体C5含量 → 淋巴结肿大, 血浆组织纤溶酶原检测 →
静脉血栓, 血清载脂蛋白a测定 → 心脑血管意外, and the neighbours above), 49 of them a name that no earlier question contains; four say the
neighbour in other words than its name (the four ingredients said without 等; 足癣 is said with its everyday name 脚气 in
brackets beside it). Eight are asked from the relation's target end: the four above (美国中北部和东北部, 指甲, 结肠黏膜, 消化科) and four asking
what an alias stands for (below).

About one question in four (53 of 210) names its entity by a name the network records for that very instance or asks
what such a name stands for. 49 name it: disease aliases (3: 药物性皮炎, 肺炎球菌肺炎, acnerosacea, none an earlier question's
name); drug trade names (33, below); medicinal material aliases (11: 丫头还阳, 黄风, 毛叶兔耳风, 痕芋头花仁, 饿马黄, 木香柴, 千条针, 一串鱼, 小火草,
野白果树, 麻醉根叶, none an earlier question's name); a formula alias (1: 利气丸, earlier sets' mention); a check alias (1:
静脉肾盂排泄造影, earlier sets' mention). Each of these names is listed by that one instance only. Four more ask what an alias
stands for (蜘蛛鼓, 欧立停, 黄耆汤, EUS: disease, drug, formula and check aliases; 蜘蛛鼓 is new, the others earlier questions'
entities, asked here in other words): their gold is the alias instance, answered by the record that lists it. Before the
set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one
the network records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (朗致, 悦安欣, 必亮, 依能森, 利孚利, 克狄佳, 同笑, 信罗, 毕思灵, 金康普力, 英能, 耐能, 佳乐宁, 力基, 中宝叶宁, 高迪, 沙赛博通, 布瑞亭, 斯唯博, 天亿, 依信,
斯巴特康, 神怡康临, 瑞力芬, 辛疏, 辛可, 安迪欣, 功亮, 历设得, 彤舒通, 维立添, 迪罗必舒, 天晴顺欣), none of them a name an earlier question carries,
and all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (舒血宁注射液, 苦碟子注射液, 萘替芬酮康唑乳膏, 葡萄糖酸依诺沙星注射液, 诺氟沙星栓, 蛋氨酸重酒石酸胆碱片, 赖氨肌醇维B12口服溶液, 苦参碱葡萄糖注射液
(twice, by 信罗 and 天晴顺欣), 茴拉西坦分散片, 萘普生肠溶微丸胶囊, 谷红注射液, 转化糖注射液, 苯酰甲硝唑胶囊, 脂肪乳注射液（C14～24）, 苦参素氯化钠注射液,
萘普生钠伪麻黄碱缓释片, 葛根素氯化钠注射液, 舒更葡糖钠注射液, 藻酸双酯钠氯化钠注射液, 还原型谷胱甘肽滴眼液, 西吡氯铵含漱液, 苦参碱注射液, 苯磺酸氨氯地平分散片, 萘丁美酮片,
葛根素葡萄糖注射液, 辛伐他汀分散片, 酚磺乙胺氯化钠注射液, 苦参素葡萄糖注射液, 荧光素钠注射液, 萘丁美酮分散片, 葡萄糖酸钙氯化钠注射液, 诺氟沙星葡萄糖注射液), the mention
is the trade name and the line is tagged `alias`, because whoever holds the box or the infusion slip asks about the
medicine, and the standard record is the one that names it, holds its class and lists the trade name. The thirty-fourth
drug question of the five drug types names 通便灵胶囊 by its name. is_a_level3 questions ask a drug's class by its use
(按用途分, 按作用, 按用途, 从用途上看, 按作用分) and belongs_to questions by 药品分类, 药品目录, what the pharmacy files it under or a product class
(喹诺酮类, 中成药), so that a reader can tell the two apart.

Other names the network holds under two records:
- 欧立停 is a drug record as well as the alias instance 苯甲酸利扎曲普坦片 lists, and EUS a check record as well as the alias
  instance 超声内镜检查 lists: their questions ask 这个名字，对应的是哪个药 and 这个缩写…全称是哪项检查, so the gold is the alias instance,
  as in the earlier sets. 蜘蛛鼓 and 黄耆汤 are alias records only. Two names the questions name their entity by are disease
  records too (药物性皮炎, 肺炎球菌肺炎, aliases of 药疹 and 链球菌肺炎); the questions name what the asker was told and ask about the
  medicine for it, so the gold is the record the alias belongs to, as in the earlier sets. The other aliases named are
  alias records only.
- Besides these, 39 lines more are tagged `ambiguous_name` (41 with 欧立停 and EUS): the entity's own name is also a record of
  another type (a symptom record: 膀胱输尿管反流, 舌病, 视盘水肿, 药疹, 酒渣鼻, 腺样囊性癌, 腹主动脉瘤, 膀胱癌, 膀胱外翻, 银屑病关节炎, 非小细胞肺癌, 落叶型天疱疮,
  血管炎 and the body part 指甲; a cause record: 自身免疫性胃炎, 自身免疫性肝炎 and 铅中毒 (three questions); both: 贲门失弛缓症, 胰腺癌, 血吸虫病 (three),
  部位未特指的消化性溃疡 (three), 血栓, 腹水 and 脑炎; an alias and a symptom record: 薄基膜肾病; an alias and a cause record: 食物中毒; an alias, a
  cause and a symptom record: 脑梗死; a cause, a check and a symptom record: 贫血; an ingredient record: the materials 金盏银盘 and
  野马追; an alias record: the materials 长年兰, 野棉花根 and 野苜蓿), and the wording says which is meant (这个病, 这种病, 这种癌, 这种先天的病,
  这个诊断, 得这个病的风险, 更容易得, 挂哪个科, 流行, 鉴别, 区分, 排除, 侵犯, 转移到 for the diseases; 这个东西，脱落了 for 血栓; 哪些病会转移到指甲上 for
  指甲; 这种草, 这味药, 这味草药 for the materials).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about
(and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and
the file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_77.py    # rewrites bench/sets/medical_everyday_77.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_77.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("腹腔动脉压迫综合征的话，是不是会有那种间歇性上腹部钝痛？", "has_symptom", "腹腔动脉压迫综合征", D,
      named="间歇性上腹部钝痛"),
    Q("说到膝关节创伤性滑膜炎 我上周打羽毛球扭了一下，现在膝盖又肿又沉，这个病一般会有哪些症状啊", "has_symptom", "膝关节创伤性滑膜炎", D),
    Q("蜂窝肺综合征这个病嘛 得了以后人会有什么表现", "has_symptom", "蜂窝肺综合征", D),
    Q("诺沃克类病毒胃肠炎这个东西，孩子班上好几个都中招了，主要是什么症状？", "has_symptom", "诺沃克类病毒胃肠炎", D),
    Q("关于输尿管结核，会不会出现血尿？我爸最近尿里有血", "has_symptom", "输尿管结核", D, named="血尿"),
    Q("像膀胱输尿管反流这种病，小孩会老是尿频吗", "has_symptom", "膀胱输尿管反流", D, named="尿频"),
    Q("跟骨骨髓炎嘛，会不会发高热？我爸糖尿病，脚后跟扎了钉子以后肿了好几天，今天烧到三十九度", "has_symptom", "跟骨骨髓炎", D, named="高热"),
    # designated_to
    Q("舌病这方面 去医院一般挂哪个科", "designated_to", "舌病", D),
    Q("自发性脑室内出血的话，是归神经外科管吧？", "designated_to", "自发性脑室内出血", D, named="神经外科"),
    Q("至于致肠细胞病变人孤儿病毒感染，名字这么长，儿科门诊说不归他们，那该挂啥科？", "designated_to", "致肠细胞病变人孤儿病毒感染", D),
    Q("蝶窦恶性肿瘤这个病看哪个科室比较对口", "designated_to", "蝶窦恶性肿瘤", D),
    Q("蟹睛嘛，中医书上的眼病名字，放到现在的医院挂哪个科", "designated_to", "蟹睛", D),
    Q("血吸虫肠病的话挂消化内科对不对", "designated_to", "血吸虫肠病", D, named="消化内科"),
    Q("就拿膝关节内侧副韧带断裂来说，踢球伤的，应该挂什么科？", "designated_to", "膝关节内侧副韧带断裂", D),
    # checks
    Q("腘动脉损伤这块 医院一般要做哪些检查来确诊", "checks", "腘动脉损伤", D),
    Q("说到腰椎峡部崩裂和腰椎滑脱，我在工地扛了十几年水泥，腰一直疼，光拍个片子够不够，还要查啥？", "checks", "腰椎峡部崩裂和腰椎滑脱", D),
    Q("腹主动脉腔静脉瘘的话需要做些什么检查", "checks", "腹主动脉腔静脉瘘", D),
    Q("色素性静脉旁视网膜脉络膜萎缩，要做眼底荧光血管造影吗？", "checks", "色素性静脉旁视网膜脉络膜萎缩", D,
      named="眼底荧光血管造影"),
    Q("关于铋中毒：急诊医生说要做毒物检测，这一项是必须的吗", "checks", "铋中毒", D, named="毒物检测"),
    Q("酒中毒性周围神经病嘛，查的时候要不要做肌电图检查？我舅喝了三十年酒", "checks", "酒中毒性周围神经病", D,
      named="肌电图检查"),
    Q("像视盘水肿这种病，要做腰椎穿刺吗？听着就怕", "checks", "视盘水肿", D, named="腰椎穿刺"),
    # has_complication
    Q("脑心综合征的话会引起哪些并发症", "has_complication", "脑心综合征", D),
    Q("说起脑肺吸虫病，我们老家那边以前爱吃生螃蟹，邻居家孩子就得了这个，拖下去还会惹出什么别的病来？", "has_complication", "脑肺吸虫病", D),
    Q("舌咽神经损伤这个情况，会不会连带出舌下神经损伤？", "has_complication", "舌咽神经损伤", D, named="舌下神经损伤"),
    Q("良性淋巴上皮病嘛 以后会不会继发别的问题", "has_complication", "良性淋巴上皮病", D),
    Q("裂头绦虫病的话，严重了会不会肠穿孔？", "has_complication", "裂头绦虫病", D, named="肠穿孔"),
    Q("至于视网膜下膜，我妈去年做过视网膜脱离手术，眼科复查时说长了这个，后面可能出现什么并发的毛病？", "has_complication", "视网膜下膜", D),
    # cures
    Q("药物性皮炎的话，吃扑尔敏片管用吗？吃了头孢以后浑身起疹子", "cures", "药疹", D, mention="药物性皮炎",
      named="扑尔敏片"),
    Q("肺炎球菌肺炎这个病，打注射用普鲁卡因青霉素对不对路？", "cures", "链球菌肺炎", D, mention="肺炎球菌肺炎",
      named="注射用普鲁卡因青霉素"),
    Q("病历上写的acnerosacea嘛，氧化锌升华硫软膏能不能抹", "cures", "酒渣鼻", D, mention="acnerosacea",
      named="氧化锌升华硫软膏"),
    Q("角膜软化症这块 吃维生素AE胶丸有用吗", "cures", "角膜软化症", D, named="维生素AE胶丸"),
    Q("关于重金属中毒，青霉胺片能拿来治吗？我们电镀车间好几个人体检都查出来了，厂医说先观察", "cures", "重金属中毒", D, named="青霉胺片"),
    Q("血管运动性鼻炎的话，医生开的盐酸异丙嗪注射液是治这个的吧", "cures", "血管运动性鼻炎", D,
      named="盐酸异丙嗪注射液"),
    # shown_on
    Q("腺样囊性癌这种癌一般长在身体哪个地方", "shown_on", "腺样囊性癌", D),
    Q("赤脉传睛嘛，中医讲的这个眼病，具体是眼睛哪个部位出问题", "shown_on", "赤脉传睛", D),
    Q("说到良性淋巴细胞血管炎和肉芽肿病，它主要累及哪些部位", "shown_on", "良性淋巴细胞血管炎和肉芽肿病", D),
    Q("软产道异常性难产的话，问题一般出在哪些部位？护理学课本上这一节我看了三遍还是没弄清楚", "shown_on", "软产道异常性难产", D),
    Q("软骨黏液样纤维瘤 通常长在哪块骨头上啊", "shown_on", "软骨黏液样纤维瘤", D),
    Q("镰刀菌病这东西会长到角膜上吗", "shown_on", "镰刀菌病", D, named="角膜"),
    # has_alias
    Q("腹绞痛综合征嘛，是不是也有人叫它腹间歇性跛行？", "has_alias", "腹绞痛综合征", D, named="腹间歇性跛行"),
    Q("关于腹腔室隔综合征，书上说的急性腹腔高压综合征跟它是一回事吗", "has_alias", "腹腔室隔综合征", D,
      named="急性腹腔高压综合征"),
    Q("膝关节骨质增生这个病 中医是不是管它叫骨痹", "has_alias", "膝关节骨质增生", D, named="骨痹"),
    Q("贲门失弛缓症这个病，还有个名字叫特发性食管扩张，对吧？", "has_alias", "贲门失弛缓症", D, named="特发性食管扩张"),
    Q("血崩嘛，老中医嘴里的暴崩是不是就是它？我妈更年期那阵子出血特别多，中医就是这么说的", "has_alias", "血崩", D, named="暴崩"),
    Q("蜘蛛鼓这个叫法，说的是哪个病？奶奶讲村里以前有人肚子大得像鼓", "has_alias", "蜘蛛鼓", AL),
    # caused_by
    Q("膀胱腺癌这块，跟膀胱结石有关系吗？", "caused_by", "膀胱腺癌", D, named="膀胱结石"),
    Q("药物性心肌病的话，一般是吃了哪类药引起的？我舅舅化疗做到第四次，心脏就开始不好了", "caused_by", "药物性心肌病", D),
    Q("说到莱姆病性巩膜炎，是伯疏螺旋体感染引起的吗", "caused_by", "莱姆病性巩膜炎", D, named="伯疏螺旋体感染"),
    Q("虚寒咳嗽嘛 中医上讲是怎么得的", "caused_by", "虚寒咳嗽", D),
    Q("关于获得性视网膜大动脉瘤 一般是什么原因造成的", "caused_by", "获得性视网膜大动脉瘤", D),
    Q("薄基膜肾病这种病，是常染色体显性遗传吗？我和我妈都有镜下血尿", "caused_by", "薄基膜肾病", D,
      named="常染色体显性遗传"),
    Q("像血色病性骨关节病 是不是铁代谢异常闹的", "caused_by", "血色病性骨关节病", D, named="铁代谢异常"),
    # has_risk_factor
    Q("讲到胆管癌，以前有胆管炎史的人是不是更容易得？", "has_risk_factor", "胆管癌", D, named="胆管炎史"),
    Q("胰腺癌这个病嗜酒史算不算高危因素", "has_risk_factor", "胰腺癌", D, named="嗜酒史"),
    Q("腹主动脉瘤这个病，有动脉介入术既往史的人风险会更高吗", "has_risk_factor", "腹主动脉瘤", D,
      named="动脉介入术既往史"),
    Q("膀胱癌的话，做过盆腔放疗会不会增加得这个病的风险？我妈前几年宫颈癌放疗过，现在有点担心", "has_risk_factor", "膀胱癌", D, named="盆腔放疗"),
    Q("自身免疫性胃炎嘛，有特发性肾上腺皮质功能不全的人会不会更容易得", "has_risk_factor", "自身免疫性胃炎", D,
      named="特发性肾上腺皮质功能不全"),
    Q("莱姆病这块，像我们这种常在丛林狩猎/徒步的，风险大吗？", "has_risk_factor", "莱姆病", D,
      named="在丛林狩猎/徒步"),
    # common_in
    Q("腹膜后脓肿的话一般是哪个年龄段的人容易得", "common_in", "腹膜后脓肿", D),
    Q("获得性免疫缺陷综合征视网膜病变，是不是主要见于艾滋病患者", "common_in", "获得性免疫缺陷综合征视网膜病变", D,
      named="艾滋病患者"),
    Q("说到进行性脂肪营养不良 男的多还是女的多", "common_in", "进行性脂肪营养不良", D),
    Q("透明细胞癌这个病，哪些人群发病率高一些？我在皮革厂干了二十年，最近体检肾上发现个东西", "common_in", "透明细胞癌", D),
    Q("膀胱外翻这种先天的病，是不是新生儿里多见", "common_in", "膀胱外翻", D, named="新生儿"),
    Q("闭经性头痛嘛 青年女性容易得吗", "common_in", "闭经性头痛", D, named="青年女性"),
    # prevalent_in
    Q("莱姆病这个病嘛 在全世界哪一块最多见", "prevalent_in", "莱姆病", D),
    Q("血吸虫病的话，非洲那边流行吗？公司要派我去援建", "prevalent_in", "血吸虫病", D, named="非洲"),
    Q("部位未特指的消化性溃疡这类溃疡，哪些国家发病多一些", "prevalent_in", "部位未特指的消化性溃疡", D),
    Q("关于铅中毒这个病：哪种场所最容易出现？单位要做职业病防护培训，让我查一下资料", "prevalent_in", "铅中毒", D),
    Q("美国中北部和东北部那一带，有什么地方病要当心？孩子要去那边读书", "prevalent_in", "美国中北部和东北部", RE),
    # treated_with
    Q("腹腔肺吸虫病的话，要做剖腹探查术吗？", "treated_with", "腹腔肺吸虫病", D, named="剖腹探查术"),
    Q("舌下神经损伤这块，能做舌下神经重建吗", "treated_with", "舌下神经损伤", D, named="舌下神经重建"),
    Q("说到距骨骨折脱位，一般怎么治？我从二楼跳下来摔的，脚踝肿得像馒头，医生说得看移没移位", "treated_with", "距骨骨折脱位", D),
    Q("踝关节脱位嘛 复位以后还要怎么处理，有哪些治法", "treated_with", "踝关节脱位", D),
    Q("像银屑病关节炎及其伴发的葡萄膜炎这种，治疗上分哪几块？", "treated_with", "银屑病关节炎及其伴发的葡萄膜炎", D),
    Q("腹腔内脏动脉慢性闭塞的话，是不是得做手术治疗？", "treated_with", "腹腔内脏动脉慢性闭塞", D, named="手术治疗"),
    # metastasizes_to
    Q("血栓这个东西，脱落了会不会跑到脾上去？", "metastasizes_to", "血栓", D, named="脾"),
    Q("转移性乳腺癌的话，会不会转到肝脏？我妈最近肝功能不太好", "metastasizes_to", "转移性乳腺癌", D, named="肝脏"),
    Q("铅中毒这个病嘛，毒性主要会蔓延到哪个系统？孩子血铅查出来偏高，老师说会影响智力，我很慌", "metastasizes_to", "铅中毒", D),
    Q("银屑病关节炎这个病最后会跑到身体哪些小关节上去", "metastasizes_to", "银屑病关节炎", D),
    Q("指甲这块，哪些病会转移到指甲上？", "metastasizes_to", "指甲", BP),
    # invades
    Q("非小细胞肺癌的话，会侵犯到臂神经丛吗？我爸右胳膊一直麻", "invades", "非小细胞肺癌", D, named="臂神经丛"),
    Q("部位未特指的消化性溃疡 严重了会往哪里侵犯", "invades", "部位未特指的消化性溃疡", D),
    Q("食物中毒嘛，病菌进去以后主要侵犯的是哪里？", "invades", "食物中毒", D),
    Q("结肠黏膜这一块，哪些病会侵犯到它？", "invades", "结肠黏膜", BP),
    # is_subtype_of
    Q("药物性痛风的话，算痛风的一种吧？", "is_subtype_of", "药物性痛风", D, named="痛风"),
    Q("贝尼耶痒疹这个病在分类上属于哪一大类", "is_subtype_of", "贝尼耶痒疹", D),
    Q("说到蝶窦息肉，它在分类上归在什么病下面？鼻子堵了一年多，CT上看到的，想先自己了解一下", "is_subtype_of", "蝶窦息肉", D),
    Q("阴囊疝嘛 是不是腹股沟疝的一种", "is_subtype_of", "阴囊疝", D, named="腹股沟疝"),
    Q("像落叶型天疱疮这种病，属于哪一类皮肤病？", "is_subtype_of", "落叶型天疱疮", D),
    Q("阑尾破裂的话，算急性阑尾炎里的一种吗", "is_subtype_of", "阑尾破裂", D, named="急性阑尾炎"),
    # related_disease
    Q("脑炎型狂犬病这块，跟恐水性痉挛有关联吗？", "related_disease", "脑炎型狂犬病", D, named="恐水性痉挛"),
    Q("腹水这个病的话，会跟心肺并发症扯上关系吗", "related_disease", "腹水", D, named="心肺并发症"),
    Q("血吸虫病这个病，跟梗阻性尿路病相关吗", "related_disease", "血吸虫病", D, named="梗阻性尿路病"),
    Q("说到血管炎这个病，和肾脏病变有没有关系？我查出血管炎以后尿里一直有蛋白", "related_disease", "血管炎", D, named="肾脏病变"),
    Q("贫血这个病嘛，会不会跟继发性肾小球肾炎有关？我妈肾不好又贫血", "related_disease", "贫血", D,
      named="继发性肾小球肾炎"),
    Q("关于铅中毒这个病 跟磷酸盐尿有联系吗", "related_disease", "铅中毒", D, named="磷酸盐尿"),
    # differential_diagnosis
    Q("脑梗死的话，要跟颅内出血鉴别吗？我爷爷早上起来半边身子不能动，送到急诊先做了个头颅CT", "differential_diagnosis", "脑梗死", D, named="颅内出血"),
    Q("脑炎这个病怎么跟中枢神经系统血管炎区分开", "differential_diagnosis", "脑炎", D, named="中枢神经系统血管炎"),
    Q("自身免疫性肝炎这个诊断，会不会被当成慢性丁型肝炎？", "differential_diagnosis", "自身免疫性肝炎", D,
      named="慢性丁型肝炎"),
    Q("转移性乳腺癌这块，跟脑癌要怎么区分？片子上都是脑子里有东西", "differential_diagnosis", "转移性乳腺癌", D,
      named="脑癌"),
    Q("血吸虫病的话，要不要排除内脏利什曼病", "differential_diagnosis", "血吸虫病", D, named="内脏利什曼病"),
    Q("部位未特指的消化性溃疡，跟胃轻瘫容易搞混吗？", "differential_diagnosis", "部位未特指的消化性溃疡", D,
      named="胃轻瘫"),
    # indicated_for
    Q("朗致这个药，是治心绞痛的吗？输液单上写的", "indicated_for", "舒血宁注射液", DR, mention="朗致", named="心绞痛"),
    Q("悦安欣的话，主要用来治什么病？我妈住院一直在输这个，护士太忙了没顾上问", "indicated_for", "苦碟子注射液", DR, mention="悦安欣"),
    Q("必亮这个药膏，足癣（脚气）能用吗？", "indicated_for", "萘替芬酮康唑乳膏", DR, mention="必亮", named="足癣"),
    Q("说到依能森 尿路感染用它行不行", "indicated_for", "葡萄糖酸依诺沙星注射液", DR, mention="依能森",
      named="尿路感染"),
    Q("要说利孚利，是治阴道炎的栓剂吧？", "indicated_for", "诺氟沙星栓", DR, mention="利孚利", named="阴道炎"),
    Q("克狄佳这种药，脂肪肝吃它有用吗？体检B超说中度脂肪肝，单位同事推荐的", "indicated_for", "蛋氨酸重酒石酸胆碱片", DR, mention="克狄佳", named="脂肪肝"),
    Q("同笑（口服液）的话，小孩喝它是治啥的", "indicated_for", "赖氨肌醇维B12口服溶液", DR, mention="同笑"),
    # has_adverse_reaction
    Q("信罗这个药 输了以后可能有哪些不良反应", "has_adverse_reaction", "苦参碱葡萄糖注射液", DR, mention="信罗"),
    Q("毕思灵的话，吃了会口干吗？我爸吃了老喊嘴干", "has_adverse_reaction", "茴拉西坦分散片", DR, mention="毕思灵",
      named="口干"),
    Q("关于金康普力，长期吃会不会听力减退？我痛经每个月都要吃好几天，最近总觉得耳朵有点背", "has_adverse_reaction", "萘普生肠溶微丸胶囊", DR, mention="金康普力",
      named="听力减退"),
    Q("英能嘛，输完身上起了皮疹，是它引起的吗", "has_adverse_reaction", "谷红注射液", DR, mention="英能", named="皮疹"),
    Q("说到耐能 打这个会有什么副作用", "has_adverse_reaction", "转化糖注射液", DR, mention="耐能"),
    Q("佳乐宁这个胶囊，吃了会犯困嗜睡吗？", "has_adverse_reaction", "苯酰甲硝唑胶囊", DR, mention="佳乐宁",
      named="嗜睡"),
    Q("力基（脂肪乳）的话，输的时候发冷正常吗，是不是它的反应", "has_adverse_reaction", "脂肪乳注射液（C14～24）", DR,
      mention="力基", named="发冷"),
    # has_ingredient
    Q("拿中宝叶宁来说，这个注射液里面有苦参吗？", "has_ingredient", "苦参素氯化钠注射液", DR, mention="中宝叶宁",
      named="苦参"),
    Q("高迪的话，成分里是不是有盐酸伪麻黄碱？听说这个成分买的时候要登记身份证", "has_ingredient", "萘普生钠伪麻黄碱缓释片", DR, mention="高迪",
      named="盐酸伪麻黄碱"),
    Q("沙赛博通嘛，是用葛根做的吗", "has_ingredient", "葛根素氯化钠注射液", DR, mention="沙赛博通", named="葛根"),
    Q("布瑞亭这个药 主要成分是什么", "has_ingredient", "舒更葡糖钠注射液", DR, mention="布瑞亭"),
    Q("说到斯唯博，里面的成分跟海藻有关系？", "has_ingredient", "藻酸双酯钠氯化钠注射液", DR, mention="斯唯博",
      named="海藻"),
    Q("天亿滴眼液的话里面含什么成分", "has_ingredient", "还原型谷胱甘肽滴眼液", DR, mention="天亿"),
    Q("依信（漱口水）这种，含不含乙醇？开车前用了怕查酒驾", "has_ingredient", "西吡氯铵含漱液", DR, mention="依信",
      named="乙醇"),
    # is_a_level3
    Q("斯巴特康按用途分，算肝病辅助治疗用药吗", "is_a_level3", "苦参碱注射液", DR, mention="斯巴特康",
      named="肝病辅助治疗用药"),
    Q("神怡康临这个药嘛，按作用算钙拮抗药吧？", "is_a_level3", "苯磺酸氨氯地平分散片", DR, mention="神怡康临",
      named="钙拮抗药"),
    Q("瑞力芬的话 按用途归哪一类药", "is_a_level3", "萘丁美酮片", DR, mention="瑞力芬"),
    Q("关于辛疏，从用途上看是不是血管扩张药", "is_a_level3", "葛根素葡萄糖注射液", DR, mention="辛疏",
      named="血管扩张药"),
    Q("辛可这个药，按作用分属于哪类？听说是降血脂的，我爸还在吃别的降压药，怕重复", "is_a_level3", "辛伐他汀分散片", DR, mention="辛可"),
    Q("安迪欣嘛，手术前后输的那个，按用途是什么药", "is_a_level3", "酚磺乙胺氯化钠注射液", DR, mention="安迪欣"),
    Q("功亮的话按用途分是什么类的药", "is_a_level3", "苦参素葡萄糖注射液", DR, mention="功亮"),
    # belongs_to
    Q("历设得这个，在药品分类里是诊断用药吗", "belongs_to", "荧光素钠注射液", DR, mention="历设得", named="诊断用药"),
    Q("提到彤舒通，药店是不是把它归到非甾体抗炎药里", "belongs_to", "萘丁美酮分散片", DR, mention="彤舒通",
      named="非甾体抗炎药"),
    Q("说到维立添 药品目录里归哪一类", "belongs_to", "葡萄糖酸钙氯化钠注射液", DR, mention="维立添"),
    Q("迪罗必舒嘛，算喹诺酮类吗？", "belongs_to", "诺氟沙星葡萄糖注射液", DR, mention="迪罗必舒", named="喹诺酮类"),
    Q("天晴顺欣这个输液，药品分类上属于哪一类", "belongs_to", "苦参碱葡萄糖注射液", DR, mention="天晴顺欣"),
    Q("通便灵胶囊的话，算中成药吗？老人家便秘好多年了，不想吃西药", "belongs_to", "通便灵胶囊", DR, named="中成药"),
    # drug_has_alias
    Q("诺和锐30这个胰岛素，跟盒子上印的诺和锐®30是同一个吗", "drug_has_alias", "诺和锐30", DR, named="诺和锐®30"),
    Q("脊髓灰质炎灭活疫苗嘛，在接种本上还会写成什么名字？社区医院打的，预防接种证上的字我对不上", "drug_has_alias", "脊髓灰质炎灭活疫苗", DR),
    Q("艾普拉唑肠溶片的话 还有其他叫法没有", "drug_has_alias", "艾普拉唑肠溶片", DR),
    Q("说到贝那普利氢氯噻嗪片，有没有一个好记点的名字", "drug_has_alias", "贝那普利氢氯噻嗪片", DR),
    Q("欧立停这个名字，对应的是哪个药？", "drug_has_alias", "欧立停", AL),
    # mainly_treats
    Q("丫头还阳这味草药，能治感冒头痛不？", "mainly_treats", "鄂西粗筒苣苔", M, mention="丫头还阳", named="感冒头痛"),
    Q("黄风（一种草药）的话，黄水疮能用它吗", "mainly_treats", "野前胡", M, mention="黄风", named="黄水疮"),
    Q("毛叶兔耳风嘛，山里人说能治黄疸，靠谱吗", "mainly_treats", "野毛金莲", M, mention="毛叶兔耳风", named="黄疸"),
    Q("痕芋头花仁这个东西，是治疝气的吗？", "mainly_treats", "野芋实", M, mention="痕芋头花仁", named="疝气"),
    Q("讲到野猪头骨入药，能治疟疾？", "mainly_treats", "野猪头骨", M, named="疟疾"),
    Q("说到铧头草 主要能治哪些病", "mainly_treats", "铧头草", M),
    Q("阳雀花这味药，一般拿来治什么？我外婆以前春天会摘它的花炒鸡蛋，说对身体好", "mainly_treats", "阳雀花", M),
    # has_efficacy
    Q("饿马黄这味药，有舒筋止痛的作用吗", "has_efficacy", "野大豆藤", M, mention="饿马黄", named="舒筋止痛"),
    Q("木香柴的话 入药有什么用处", "has_efficacy", "野茉莉", M, mention="木香柴"),
    Q("对于千条针这种草，入药有啥作用？", "has_efficacy", "金盏银盘", M, mention="千条针"),
    Q("一串鱼嘛，我们那边的土叫法，它有什么药效", "has_efficacy", "钓鱼秆", M, mention="一串鱼"),
    Q("野猪肉当药用的话有什么好处", "has_efficacy", "野猪肉", M),
    Q("顶头马蓝这个药材，能杀虫止痒吗", "has_efficacy", "顶头马蓝", M, named="杀虫止痒"),
    # distributed_in
    Q("小火草的话，四川那边有没有？", "distributed_in", "针叶火绒草", M, mention="小火草", named="四川"),
    Q("野白果树（一种草药，不是白果树）主要产在哪里", "distributed_in", "野茉莉", M, mention="野白果树"),
    Q("麻醉根叶这个东西在哪些地方能找到", "distributed_in", "野花椒叶", M, mention="麻醉根叶"),
    Q("提起阳桃叶，海南那边有产吗", "distributed_in", "阳桃叶", M, named="海南"),
    Q("说到野鸦椿子，主要分布在哪些地区？我在写一篇家乡草药的小文章，需要查一下分布", "distributed_in", "野鸦椿子", M),
    Q("防风叶嘛 宁夏那边山上长不长", "distributed_in", "防风叶", M, named="宁夏"),
    # material_has_alias
    Q("野马追这味药，是不是也叫白头婆？", "material_has_alias", "野马追", M, named="白头婆"),
    Q("银灰旋花的话，有个名字叫沙地小旋花，对吗", "material_has_alias", "银灰旋花", M, named="沙地小旋花"),
    Q("铜棒锤这个药材还有什么别的叫法", "material_has_alias", "铜棒锤", M),
    Q("说到长年兰这味草药，民间管它叫啥？浙江山里老人叫的名字好像不一样", "material_has_alias", "长年兰", M),
    Q("野棉花根这味药 有的地方叫铁蒿？", "material_has_alias", "野棉花根", M, named="铁蒿"),
    Q("野苜蓿这种草，书上写的镰荚苜蓿是它吗", "material_has_alias", "野苜蓿", M, named="镰荚苜蓿"),
    # composed_of
    Q("拔生膏这个方子，里面有雄黄吧？", "composed_of", "拔生膏", F, named="雄黄等"),
    Q("拔疔红膏的话要用到嫩松香吗", "composed_of", "拔疔红膏", F, named="嫩松香等"),
    Q("还有个拔萃丹，方里有火消？火消是啥", "composed_of", "拔萃丹", F, named="火消等"),
    Q("枳实消痞丸这个方，有麦芽（炒）这一味吗", "composed_of", "枳实消痞丸", F, named="麦芽（炒）"),
    Q("利气丸的话，方子里有川军吗？川军是不是大黄", "composed_of", "琥珀利气丸", F, mention="利气丸", named="川军"),
    Q("说到菝葜八味汤，配方里有地骨皮吗？《外台秘要》里抄下来的方子，字迹有点模糊，看不清", "composed_of", "菝葜八味汤", F, named="地骨皮等"),
    # formula_has_efficacy
    Q("羚角钩藤饮的话，有增液舒筋的效果吗", "formula_has_efficacy", "羚角钩藤饮", F, named="增液舒筋"),
    Q("茯苓丸这个方 能燥湿行气吗", "formula_has_efficacy", "茯苓丸", F, named="燥湿行气"),
    Q("葛根芩连汤嘛，是解表清里的吧？", "formula_has_efficacy", "葛根芩连汤", F, named="解表清里"),
    Q("逍遥散这个方子，还能养血健脾？", "formula_has_efficacy", "逍遥散", F, named="养血健脾"),
    Q("关于防己黄芪汤，它有益气祛风的作用吗？我汗多怕风，膝盖也有点肿，中医开的就是这个方", "formula_has_efficacy", "防己黄芪汤", F, named="益气祛风"),
    Q("贝母瓜蒌汤的话，能润肺清热不？咳了半个月了", "formula_has_efficacy", "贝母瓜蒌汤", F, named="润肺清热"),
    # prescribed_for
    Q("禹功散的话寒湿水疝能用吗", "prescribed_for", "禹功散", F, named="寒湿水疝"),
    Q("苏子降气汤嘛，是治上实下虚喘咳证的？", "prescribed_for", "苏子降气汤", F, named="上实下虚喘咳证"),
    Q("苓甘五味姜辛汤这个方，治寒饮咳嗽对不对", "prescribed_for", "苓甘五味姜辛汤", F, named="寒饮咳嗽"),
    Q("萆薢分清汤的话，下焦虚寒之膏淋能用它吗", "prescribed_for", "萆薢分清汤", F, named="下焦虚寒之膏淋"),
    Q("说到补阳还五汤，是治中风之气虚血瘀证的吧？我爸中风后半边没劲", "prescribed_for", "补阳还五汤", F,
      named="中风之气虚血瘀证"),
    Q("金铃子散嘛 适合肝郁化火证吗", "prescribed_for", "金铃子散", F, named="肝郁化火证"),
    # formula_has_alias
    Q("慢脾风这个方子，在别的书里换了个什么名字？中医基础课老师随口提了一句，我没记下来", "formula_has_alias", "慢脾风", F),
    Q("琥珀利气丸的话，老药铺里会怎么叫它", "formula_has_alias", "琥珀利气丸", F),
    Q("菝葜八味汤嘛，又名菝葜饮对吧？", "formula_has_alias", "菝葜八味汤", F, named="菝葜饮"),
    Q("黄耆汤这个名字，其实是哪个方子的别名？", "formula_has_alias", "黄耆汤", AL),
    Q("说到麻黄调心泄热汤 有没有省事点的叫法", "formula_has_alias", "麻黄调心泄热汤", F),
    # check_for_disease
    Q("血吸虫尾蚴膜反应这项，能查日本血吸虫病吗", "check_for_disease", "血吸虫尾蚴膜反应", C, named="日本血吸虫病"),
    Q("血小板黏附试验的话是查血友病用的吗", "check_for_disease", "血小板黏附试验", C, named="血友病"),
    Q("血浆凝血酶调节蛋白抗原检测嘛，主要是查哪些病？化验单上这一项后面打了个向上的箭头", "check_for_disease", "血浆凝血酶调节蛋白抗原检测", C),
    Q("血清腺苷脱氨酶检查这个，能看出肝硬化吗？", "check_for_disease", "血清腺苷脱氨酶检查", C, named="肝硬化"),
    Q("说到血清载脂蛋白CII测定 能诊断什么病", "check_for_disease", "血清载脂蛋白CII测定", C),
    Q("角膜照影法的话，眼科用它查哪些病？我是眼科新来的护士，带教老师让我回去查一下", "check_for_disease", "角膜照影法", C),
    Q("对于血管视诊这一项，能查出血管球瘤吗", "check_for_disease", "血管视诊", C, named="血管球瘤"),
    # check_for_symptom
    Q("蛋白质、氨基酸分解产物试验的话，上消化道出血要做这个吗", "check_for_symptom", "蛋白质、氨基酸分解产物试验", C,
      named="上消化道出血"),
    Q("血清补体C5含量嘛，淋巴结肿大的时候会查吗", "check_for_symptom", "血清补体C5含量", C, named="淋巴结肿大"),
    Q("血清阴离子测定这个检查一般有什么症状才做", "check_for_symptom", "血清阴离子测定", C),
    Q("说到血清血管紧张素I转化酶活性 哪些不舒服的时候医生会让查", "check_for_symptom", "血清血管紧张素I转化酶活性", C),
    Q("血浆组织纤溶酶原检测，静脉血栓要查这个吗？", "check_for_symptom", "血浆组织纤溶酶原检测", C, named="静脉血栓"),
    Q("血清载脂蛋白a测定的话，心脑血管意外之后查它干嘛", "check_for_symptom", "血清载脂蛋白a测定", C,
      named="心脑血管意外"),
    # performed_by
    Q("脑电图检查这一项，是去神经科做吧？要不要先挂号", "performed_by", "脑电图检查", C, named="神经科"),
    Q("无痛胃镜检查嘛 具体是哪个科给做", "performed_by", "无痛胃镜检查", C),
    Q("说到静脉肾盂排泄造影，得去哪个科室约？", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    Q("消化科的话，都负责做哪些检查项目？我妈胃不舒服，想一次把该做的都问清楚再去挂号", "performed_by", "消化科", DEP),
    # check_has_alias
    Q("超声内镜检查的话 报告上一般用哪几个字母表示", "check_has_alias", "超声内镜检查", C),
    Q("脑电图检查这一项，外文名字都有哪些", "check_has_alias", "脑电图检查", C),
    Q("静脉尿路造影检查嘛，以前的老叫法是什么？我是泌尿外科实习生，老主任查房时说的名字跟书上不一样", "check_has_alias", "静脉尿路造影检查", C),
    Q("EUS这个缩写嘛，全称是哪项检查？胃镜室护士让我约的", "check_has_alias", "EUS", AL),
]

if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day77"))
