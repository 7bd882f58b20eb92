"""Writes `medical_everyday_79.jsonl`, a seventy-ninth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each quotes the name it asks about, or a word around it, the way people
quote a term they heard from a doctor or read on a report, a box, a leaflet or the web: Chinese and Western quotation
marks of every kind (“…” in 68 questions: 医生写的“颌面部放线菌病”，要去口腔颌面外科吗; ‘…’ in 38: 眼科开的‘安贺拉’滴眼液，结膜炎能用吗;
「…」 in 38: 病理单上写的「阴囊鳞状细胞癌」，会不会有淋巴结肿大; 『…』 in 30: 妈妈在吃『梅格施』，这个药是治子宫内膜癌的吧; "…" in 32:
做核磁打的"加乐显"，可能会有哪些反应？; '…' in 10: 网上说的'骨与关节结核'，晚上会盗汗吗, 药店推荐的'泻立停'，拉痢疾能吃吗), title marks for books, leaflets and manuals in 13
(《基多托说明书》里写着能治肩周炎，是真的吗？, 《那素达说明书》上列的副作用都有哪些, 《中华本草》里的『高山羊不吃』，还有哪些土名, 《三因极一病证方论》里的“伏龙肝汤”，就是黄土汤吗？),
and framings such as 医生写的, 网上说的, 单子上写着, 报告上, 书上, 所谓的 (急诊科说的所谓‘阴茎离断伤’，一般是怎么造成的, 所谓的‘鲤鱼目’入药，…) and
这个叫"…"的东西 (核磁增强打的这个叫"多它灵"的东西，里面是什么成分？). In 190 questions the quotes hold exactly the name the record is
asked by; in the other 20 they hold a longer phrase (孩子出院单上写着「黄杆菌肺炎恢复期」，复查该挂哪个科？, 单子上写着‘颈椎CT检查复查’，…), a
title that holds the name (《基多托说明书》), or only the neighbour asked about (体检报告里写的“治疗依从性差”，跟高血压急症有关系吗？, 黄接骨丹这味药，是不是又叫“过路黄”？),
and 19 quote twice, the record and the neighbour or a book and the record (肝硬化引起的"门静脉高压症"，最怕的是不是“食管曲张静脉破裂出血”？,
“阿司匹林三联征”算‘支气管哮喘’的一种吗？, 方剂课笔记里『菝葜八味汤』旁边有人用铅笔注了“菝葜汤”，是它的另一个名字吗). Some leave a word outside the quotes
(诊断是“雷诺综合征”这个病，…, 「阴道横隔」这个病，具体长在哪个部位？). Registers are mixed: short written ones (「麻桂术甘汤」能和解表里吗,
贵州山里能找到‘黄栎’吗) and long spoken ones that tell the situation (我舅舅鼻子老出血，鼻内镜取了活检，病理是“鼻腔鼻窦恶性肿瘤”，医生说要手术，想先了解一下手术一般怎么做).
The askers are patients reading reports and slips, their sons, daughters and grandchildren, parents, a grinder in an aerospace
parts plant, pharmacy customers holding a box, herb users repeating what their elders call a plant, students of
traditional medicine with their notes and textbooks, and people who read something online. By a mechanical count 医生
comes in 23 questions, 说的 in 11, 这个病 in 10, 写着 in 8, 写的 and 报告 in 7 each, 书上 in 6, 这味 in 5, 单子 in 3, 说明书 in 3, 网上 in 3 and 所谓 in
2; 70 questions start with a quotation mark or title mark, 59 of them with the quoted name itself. The questions run from 12 to
56 characters: 15 of 15 or fewer, 60 of 16 to 20, 48 of 21 to 25, 33 of 26 to 30, 27 of 31 to 35, 11 of 36 to 40, 12 of 41
to 50 and 4 of 51 to 56. 163 carry a full-width comma and are tagged `context`; 107 carry a question mark; 8 carry 呢, 啊, 呀, 嘛 or
哈 (呢 3, 啊 1, 呀 2, 嘛 1, 哈 1) and 8 吧; 4 are tagged `verbatim` (并发症, 高危因素, 药品分类 and 功用, in the
askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the tenth (last) tenth of each relation type's sources in key order (the record key of the source
type), among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 77, the four alias
sets, the bracket names set and the three dash names sets) contains, read in simplified characters too, and that none of
them uses as an entity or a mention; the forty-second, fifty-second, sixty-second and seventy-first sets drew from the
tenth tenth too, and this one takes only what they and every other set left (the seventy-eighth set, written at the
same time, draws from another tenth). Nineteen relation types still have such records in the window, and every question
of them asks about one: has_symptom (612 window sources, 98 left), designated_to (574, 94), checks (265, 22), shown_on
(293, 44), caused_by (483, 73), common_in (266, 30), treated_with (193, 10, six of them asked), is_subtype_of (435, 196),
the five drug types but drug_has_alias (indicated_for 1449 and 1067 left, has_adverse_reaction 1133 and 786,
has_ingredient 1547 and 1167, is_a_level3 532 and 388, belongs_to 1482 and 1090), the four material types (mainly_treats
214 and 53, has_efficacy 213 and 50, distributed_in 207 and 47, material_has_alias 167 and 11), check_for_disease (123,
26) and check_for_symptom (122, 26). The other sixteen windows are used up or nearly so:
- has_complication has 120 window sources and three left (阴茎畸形, 颌骨造釉细胞瘤, 食管重复畸形), all three asked; the other three
  questions each name a complication no earlier question contains (门静脉高压症 → 食管曲张静脉破裂出血, 骨盆骨折 → 腹膜后血肿, 麻风 → 爪形手).
- cures has 107 window sources and none left: its six questions each name a drug no earlier question contains but one
  (阵发性室性心动过速 → 盐酸普罗帕酮注射液, 鹅口疮 → 度米芬滴丸, 高渗性脱水 → 复方电解质葡萄糖MG3注射液, 隐孢子虫病 → 乙酰螺旋霉素片, 雷诺综合征 →
  盐酸丁咯地尔片), the sixth one no earlier question about its disease names (面神经麻痹 → 地巴唑片); the first three and the sixth name
  the disease by an alias no earlier question contains (非持续性室性心动过速, Moniliasis, 原发性缺水, 面神经瘫痪).
- has_alias has 185 window sources and one left (阳虚发热, whose one alias the network gives is 中医科), not asked: five
  questions each ask whether a window record is also called by an alias no earlier question contains (重症急性呼吸综合征 ↔
  严重急性呼吸综合征, 阴囊坏疽 ↔ 阴囊特发性坏疽, 骨筋膜室综合征 ↔ 骨筋膜间隔区综合征, 鲜红斑痣 ↔ 毛细血管扩张痣, 颞骨岩部炎 ↔ 岩锥炎), and one asks
  what 虫牙 (an alias of 龋病, a window source, in no earlier question) stands for.
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question contains, quoted as the asker read or heard it (高血压急症 ← 治疗依从性差, 重症疟疾 ← 免疫缺陷者, 食管癌 ← 低新鲜水果和蔬菜摄入,
  骨关节炎 ← 体力劳动与职业, 麻疹 ← 去过麻疹流行地区旅行, 非黑色素瘤皮肤癌 ← 皮肤类型).
- None of the five window sources of prevalent_in (铍中毒, 隐球菌性脑膜炎, 食管癌, 鳞状细胞癌, 麻风) has a neighbour that no earlier question
  about it names: 铍中毒, 鳞状细胞癌 and 麻风 are asked in new words, 隐球菌性脑膜炎 is asked whether it is common in 马拉维, as earlier
  questions did, in other words, and one question asks from the target end (斯堪的纳维亚半岛, where 食管癌 is prevalent; an earlier
  question's entity, asked here in other words). 食管癌 is not asked for this type.
- Of the six window sources of metastasizes_to (非小细胞肺癌, 食管癌, 骨关节炎, 鳞状细胞癌, 麻疹, 麻风), four name one no earlier question about
  that record names (食管癌 → 肺部, 骨关节炎 → 颈椎, 麻风 → 正中神经, 鳞状细胞癌 → 头部), and one question asks from the target end (胫神经,
  where 麻风 spreads; never an earlier question's entity). 非小细胞肺癌 and 麻疹 are not asked for this type.
- The three window sources of invades (骨关节炎, 鳞状细胞癌, 麻疹) have none either: 骨关节炎 is asked in new words, 鳞状细胞癌 and 麻疹
  name 皮下脂肪 and 结膜上皮细胞 again, in new words, and one question asks from the target end (呼吸道上皮, which 麻疹 invades; an
  earlier question's entity, asked here in other words).
- Of the 31 window sources of related_disease, one question names a neighbour no earlier question contains (高血压 ↔
  冠状动脉心脏病) and five one no earlier question about that record names (非细菌性血栓性心内膜炎 ↔ 胰腺癌, 非霍奇金淋巴瘤 ↔ 微小病变肾病,
  高脂血症 ↔ 慢性胰腺炎, 风湿性心脏病 ↔ 心脏炎, 鼻窦炎 ↔ 原发性纤毛运动障碍). Of the 13 of differential_diagnosis, one names a neighbour no
  earlier question contains (非小细胞肺癌 ↔ 多脉管炎合并肉芽肿) and five one no earlier question about that record names (阿尔茨海默病 ↔
  路易体痴呆, 食管癌 ↔ 贲门失弛缓症, 鳞状细胞癌 ↔ 脂溢性角化病, 麻风 ↔ 体癣, 高结合型胆红素血症 ↔ 囊性纤维化).
- The window of drug_has_alias holds eight drugs (转化糖电解质注射液, 酒石酸罗格列酮分散片, 重组人血管内皮抑制素注射液, 重组抗CD25人源化单克隆抗体注射液,
  镁加铝咀嚼片, 阿利吉仑片, 阿莫西林舒巴坦匹酯胶囊, 附子理中丸), all of whose aliases earlier questions use: 附子理中丸 is asked whether it is
  附子白术丸（《鸡峰普济方》卷十） (never named by an earlier question about it), 转化糖电解质注射液 whether it is 田力 (as earlier questions
  did, in other words), 酒石酸罗格列酮分散片 and 阿莫西林舒巴坦匹酯胶囊 are asked in new words, and one question asks what 唯佳美 (镁加铝咀嚼片's
  alias, an earlier question's entity) stands for. 重组人血管内皮抑制素注射液 is not asked: its one alias, ENDOSTAR, is the third alias
  set's mention.
- None of the eighteen window formulas of composed_of has an ingredient no earlier question about it names but ones the
  network writes with 等: four questions name such an ingredient, in no earlier question's text, written the way people
  write it, without the 等 (麻桂各半汤 → 白芍等, 麻黄二陈汤 → 广橘皮等, 麻黄地骨皮汤 → 玄参等, 麻黄调心泄热汤 → 子芩等), and two name one no earlier
  question about that formula names (解郁和肝丸 → 郁金, 麻杏石甘汤 → 石膏). Of the 31 window formulas of formula_has_efficacy, five are asked
  whether they have an efficacy no earlier question contains (麻桂术甘汤 → 和解表里, 麻黄白虎汤 → 清热解毒透疹, 麻黄防风汤 → 祛风除痹, 麻黄附子汤 →
  温阳发汗, 麻黄附子甘草汤 → 固本通阳) and one about one no earlier question about it names (阿胶鸡子黄汤 → 柔肝熄风); of the 35 of
  prescribed_for, six whether they treat one no earlier question contains (麻子仁丸 → 脾约便秘证, 龙胆泻肝汤 → 肝胆实火上炎证, 龟鹿二仙胶 → 两目昏花,
  香薷散 → 腹痛吐泻, 镇肝熄风汤 → 脑部热痛, and 麻黄附子细辛汤 → 肾阳不足, naming the formula by its alias 麻黄甘草附子汤（《古今医统大全》卷十四）,
  earlier sets' mention).
- formula_has_alias has 29 sources and its window three (麻黄调心泄热汤, 麻黄附子细辛汤, 黄土汤), all of whose aliases earlier questions
  name: 黄土汤 is asked whether it is 伏龙肝汤（《三因极一病证方论》卷九） (never named by an earlier question about it), 麻黄附子细辛汤 and
  麻黄调心泄热汤 are asked in new words, one question asks what 附子麻黄汤（《赤水玄珠全集》卷五） (麻黄附子细辛汤's alias; earlier sets' mention,
  never their entity) stands for, and the record before the window (菝葜八味汤, the 26th of 29 in key order) is asked
  whether it is also called 菝葜汤, as earlier questions did, in other words.
- performed_by has six sources and its window one (静脉尿路造影检查, the last in key order), as for the forty-second, fifty-second,
  sixty-second and seventy-first sets: it is asked in new words; the record before it (脑电图检查) is named by its alias
  electroencephalogram (earlier sets' mention) and asked in new words, the fourth in key order (无痛胃镜检查) whether it is done in
  消化科, as earlier questions did, in other words, and one question asks from the target end (泌尿外科, where 静脉尿路造影检查 is done;
  an earlier question's entity, asked here in other words).
- check_has_alias has seven sources and its window the same record (the seventh), asked in new words and by what its
  alias 静脉肾盂排泄造影 (an earlier question's entity) stands for; the record before it (超声内镜检查) is asked whether it is written EUS
  and the fifth (脑电图检查) for its English names, both in new words.
Some records are asked twice or more: 麻风 and 鳞状细胞癌 four times each (has_complication or invades, prevalent_in,
metastasizes_to, differential_diagnosis), 食管癌 and 骨关节炎 three times, and 麻疹, 麻黄调心泄热汤, 麻黄附子细辛汤, 静脉尿路造影检查 and 脑电图检查
(records of used-up windows) and 非寄生虫性肝囊肿, 颅骨裂和有关畸形, 麦格综合征, 高山栲, 鸭跖草, 高山羊不吃, 鹰爪花根 and 黄接骨丹 twice. 高血压,
风湿性心脏病, 阿莫西林舒巴坦匹酯胶囊, 静脉尿路造影检查 and 脑电图检查 (records of used-up windows) and the names 唯佳美, 静脉肾盂排泄造影 and
electroencephalogram are the only entities and names here that the first alias set uses too; no question uses an entity
or a mention of the second, third or fourth alias set, the bracket names set or the three dash names sets
(重组人血管内皮抑制素注射液 is left out for that).

135 questions name the one neighbour they ask about, most of them naming two records (阴囊鳞状细胞癌 → 淋巴结肿大, 顶叶肿瘤 → 偏瘫,
颞下颌关节炎和颞颌关节炎 → 耳鸣, 鼻血管瘤 → 鼻塞, 骨与关节结核 → 盗汗, 间歇依赖型尖端扭转型室性心动过速 → 心内科, 非典型分枝杆菌性巩膜炎 → 眼科, 颌面部放线菌病 →
口腔颌面外科, 高钙性肾病 → 肾内科, 阴囊损伤 → B超, 阴道发育异常 → MRI检查, 颅内黑色素瘤 → 腰椎穿刺, 颅骨裂和有关畸形 → 头颅CT and 手术切除, 麦格综合征 → 腹腔镜检查,
颌骨造釉细胞瘤 → 鼻塞, 食管重复畸形 → 贫血, 非寄生虫性肝囊肿 → 肝脏, 鼻窦创伤 → 上颌窦, 颈淋巴结炎 → 扁桃体炎, 骨质软化症与佝偻病 → 维生素D营养性缺乏 (as
缺维生素D), 高脂蛋白血症IV型 → 遗传, 骨的恶性纤维组织细胞瘤 → 中老年男性, 颌骨囊肿 → 青壮年, 阴道平滑肌肉瘤 → 化疗, 非闭塞性肠系膜血管缺血 → 非手术治疗 (as 不开刀),
阿司匹林三联征 → 支气管哮喘, 青少年特发性脊柱侧弯 → 脊柱侧凸, 鼻甲息肉 → 鼻息肉病, 罗愉 → 糖尿病, 安贺拉 → 结膜炎, 基多托 → 肩周炎, 梅格施 → 子宫内膜癌, 泻立停 →
痢疾, 巴米尔 → 听力下降 (as 影响听力), 诺维本 → 便秘, 麦咖 → 麻木 (as 手脚发麻), 尤脱欣 → 鬼臼毒素, 三精 → 鱼腥草, 阿佳希 → 维生素C, 美凌格 → 氯化钾, 利舒安 →
血管收缩药, 泰乐影 → 磁共振成像造影剂, 赛机宁 → 骨骼肌松弛药, 奇洛克 → 抗病毒药, 内二显 → 造影剂, 太韦络 → 调脂药物, 骨力胶囊 → 中成药, 丝栗 → 腹泻 (as 拉肚子), 兰花草 →
咽喉肿痛 (as 嗓子肿痛), 鹰爪花根 → 疟疾, 鲤鱼齿 → 小便不通, 马蹄金 → 黄疸, 竹叶草 → 清热泻火, 石栏菜 → 散瘀消肿, 黄颔蛇头 → 截疟, 椎栗 → 云南, 色清 → 四川, 黄唇鱼鳞 → 南海,
黄栎 → 贵州, 鹅掌楸 → 马褂木, 黄山药 → 老虎姜, 鲤鱼目 → 鲤鱼眼睛, 黄接骨丹 → 过路黄, 过氯酸盐释放试验 → 甲状腺功能减退症, 阴茎超声检查 → 阴茎硬结症, 骨髓增生程度 →
再生障碍性贫血, 鼻粘膜及鼻腔分泌物 → 常年性鼻炎, 阴道出血量检查 → 月经量多, 颅整体观 → 头颅增大, 选择性心血管造影 → 心绞痛, 酶联免疫吸附试验检查 → 腹泻, and the
neighbours of the used-up windows above), 43 of them a name that no earlier question contains (the four ingredients written
with 等 among them); a few say the neighbour in other words than its name (those marked "as" above, the four ingredients
said without 等, and 附子白术丸（《鸡峰普济方》卷十） and 伏龙肝汤（《三因极一病证方论》卷九） said with their book before them). Eight are asked from
the relation's target end: the four above (斯堪的纳维亚半岛, 胫神经, 呼吸道上皮, 泌尿外科) and four asking what an alias stands for (below).

About one question in four (52 of 210) names its entity by a name the network records for that very instance or asks
what such a name stands for. 48 name it: disease aliases (4: 非持续性室性心动过速, Moniliasis, 原发性缺水, 面神经瘫痪, none an earlier
question's name); drug trade names (33, below); medicinal material aliases (9: 丝栗, 椎栗, 山香根, 兰花草, 竹叶草, 地冻风, 石栏菜, 鹅尾罂, 色清,
none an earlier question's name); a formula alias (1: 麻黄甘草附子汤（《古今医统大全》卷十四）, earlier sets' mention); a check alias (1:
electroencephalogram, earlier sets' mention). Each of the disease and material aliases is an alias record its one instance
alone leads to (老龙草 and 黄姜, fresh aliases of window materials that other materials list too, are left out for that).
Four more ask what an alias stands for (虫牙, 唯佳美, 附子麻黄汤（《赤水玄珠全集》卷五）, 静脉肾盂排泄造影: disease, drug, formula and check aliases;
虫牙 is new and 附子麻黄汤（《赤水玄珠全集》卷五） never an earlier question's entity, the other two earlier questions' entities, asked here in
other words): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (罗愉, 西盖克, 安贺拉, 基多托, 梅格施, 瑞通立, 泻立停, 巴米尔, 罗荛愫, 诺维本, 加乐显, 那素达, 麦咖, 艾泽, 多它灵, 尤脱欣, 杰力纾, 三精, 阿佳希, 美凌格,
亚泰康派, 翰生, 利舒安, 泰乐影, 亚宝欣, 尼为孚, 赛机宁, 联环笑定, 奇洛克, 霍姆, 内二显, 默尔康, 太韦络), none of them a name an earlier question carries,
and all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (那格列奈分散片, 酒石酸双氢可待因片, 酮咯酸氨丁三醇滴眼液, 酮洛芬贴片, 醋酸甲地孕酮片, 重组人组织型纤溶酶原激酶衍生物, 颠茄磺苄啶片, 阿司匹林泡腾片,
重组人干扰素α2a注射液, 重酒石酸长春瑞滨注射液, 钆布醇注射液, 马来酸非尼拉敏和盐酸萘甲唑啉滴眼液, 麦角胺咖啡因片, 重组人绒促性素注射液, 钆特酸葡胺注射液, 鬼臼毒素酊,
长春西汀氯化钠注射液, 鱼腥草滴眼液, 阿司匹林维生素C分散片, 钠钾葡萄糖注射液, 鸡胆口服溶液, 醋酸曲普瑞林注射液, 重酒石酸去甲肾上腺素注射液, 锰福地吡三钠注射液, 马洛替酯缓释片,
马来酸曲美布汀分散片, 顺苯磺阿曲库铵注射液, 非洛地平缓释胶囊, 齐多夫定胶囊, 高渗氯化钠羟乙基淀粉40注射液, 铁羧葡胺注射液, 麻疹腮腺炎风疹联合减毒活疫苗, 非诺贝特分散片),
the mention is the trade name and the line is tagged `alias`, because whoever holds the box, the slip or the leaflet asks
about the medicine, and the standard record is the one that names it, holds its class and lists the trade name. The
thirty-fourth drug question of the five drug types names 骨力胶囊 by its name. is_a_level3 questions ask a drug's class by its
use (按用途分, 按作用, 从用途上说, 按用途, 按作用分) and belongs_to questions by 药品分类, 药品目录, what the pharmacy or the shop files it under
(造影剂, 调脂药物) or 中成药还是西药, so that a reader can tell the two apart.

Other names the network holds under two records:
- None of the four names asked for what they stand for is a record of another type. 非持续性室性心动过速 and 面神经瘫痪, named for
  阵发性室性心动过速 and 面神经麻痹, are a cause and a symptom record and a symptom record besides aliases; the questions name what the
  heart tracing or the doctor's note says (心电图写着“非持续性室性心动过速”，…, 医生写的"面神经瘫痪"，…) and ask about the medicine for it, so the
  gold is the record the alias belongs to, as in the earlier sets. The 33 trade names are drug records of their own (above).
- Some named neighbours are records of other types too: 偏瘫, 耳鸣, 鼻塞, 盗汗, 爪形手, 脊柱侧凸, 慢性胰腺炎, 心脏炎, 体癣, 结膜炎, 听力下降, 麻木, 甲状腺功能减退症 and
  再生障碍性贫血 are diseases and symptoms both; 淋巴结肿大, 扁桃体炎, 鼻息肉病, 胰腺癌, 贲门失弛缓症, 便秘, 腹泻 and 疟疾 causes besides; 贫血 a cause and a
  check besides, 黄疸 a check, 糖尿病 and 心绞痛 a cause and a population, 支气管哮喘 a population; 眼科 a disease and a population besides a
  department, 肾内科 a population; B超 and MRI检查 symptoms besides checks, 腰椎穿刺 a therapy; 肝脏 a disease and a symptom besides a body
  part; 免疫缺陷者 a population besides a cause; 化疗 a cause, a disease, a drug and a symptom besides a therapy; 囊性纤维化 a drug besides
  a disease, cause and symptom; 严重急性呼吸综合征 a disease besides an alias, 子宫内膜癌 and 阴茎硬结症 aliases besides diseases; 痢疾 an
  efficacy besides; 维生素C a disease, a drug, a product class and a symptom besides an ingredient, 氯化钾 a cause; 骨骼肌松弛药 and 抗病毒药
  product classes (the latter a drug too) besides drug classes, 造影剂 a cause besides a product class; 清热泻火 a product class besides
  an efficacy; 郁金 and 石膏 materials besides ingredients; 田力 a drug, 菝葜汤 a formula and EUS a check besides aliases.
- Besides these, 38 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 颞骨骨折, 鹅口疮, 雷诺综合征, 阴道横隔, 鲜红斑痣, 颈淋巴结炎, 颌骨囊肿, 非小细胞肺癌, 食管癌 (three questions) and 麻风 (four); a cause
  record: 隐球菌性脑膜炎, 非霍奇金淋巴瘤, 风湿性心脏病 and 阿尔茨海默病; both: 门静脉高压症, 骨盆骨折 and 骨关节炎 (three); an alias, a cause and a
  symptom record: 面神经麻痹, 麻疹 (two) and 鼻窦炎; a symptom and a therapy record: 鳞状细胞癌 (four); a cause, a population and a symptom
  record: 高血压; a cause, a check, a population and a symptom record: 高脂血症; an ingredient record: the materials 鸭跖草 (two),
  马蹄金 and 鹰不扑), and the wording says which is meant (这个病, 这种骨折, 这种脑膜炎, 诊断是, 查出, 得…的风险, 高危因素, 危险因素, 发病多, 流行, 转移,
  侵到, 晚期, 相关的病, 两个病, 鉴别, 区分, 搞混, 当成, 老书上说…会落下 for the diseases; 这味草药, 这味药, 草药摊上的 for the materials).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about
(and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and
the file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_79.py    # rewrites bench/sets/medical_everyday_79.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_79.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("中医说我这是“阳明头痛”，这种头痛一般都有哪些表现？", "has_symptom", "阳明头痛", D),
    Q("病理单上写的「阴囊鳞状细胞癌」，会不会有淋巴结肿大", "has_symptom", "阴囊鳞状细胞癌", D, named="淋巴结肿大"),
    Q('我外公八十多了，出院小结里写的是"难治性心力衰竭"，医生说药不太管用了，这种情况人会出现什么症状啊', "has_symptom", "难治性心力衰竭", D),
    Q("CT报告说是‘顶叶肿瘤’，我爸最近半边身子没劲，偏瘫是这个病引起的吗？", "has_symptom", "顶叶肿瘤", D,
      named="偏瘫"),
    Q("『颞下颌关节炎和颞颌关节炎』这个诊断，会让人耳鸣吗", "has_symptom", "颞下颌关节炎和颞颌关节炎", D,
      named="耳鸣"),
    Q("耳鼻喉科写的“鼻血管瘤”，除了流鼻血还会鼻塞吗？", "has_symptom", "鼻血管瘤", D, named="鼻塞"),
    Q("网上说的'骨与关节结核'，晚上会盗汗吗", "has_symptom", "骨与关节结核", D, named="盗汗"),
    # designated_to
    Q("心电图报告写着“间歇依赖型尖端扭转型室性心动过速”，是挂心内科吧？", "designated_to",
      "间歇依赖型尖端扭转型室性心动过速", D, named="心内科"),
    Q("妇科B超单上写了「阴道腺病」，社区医院让去大医院看，可挂号页面科室太多了，到底该挂哪个科呢", "designated_to", "阴道腺病", D),
    Q("眼睛又红又痛，医生怀疑是‘非典型分枝杆菌性巩膜炎’，一直在眼科看对吗", "designated_to",
      "非典型分枝杆菌性巩膜炎", D, named="眼科"),
    Q('车祸后片子上写"颞骨骨折"，这种骨折去医院挂什么科？', "designated_to", "颞骨骨折", D),
    Q("医生写的“颌面部放线菌病”，要去口腔颌面外科吗", "designated_to", "颌面部放线菌病", D, named="口腔颌面外科"),
    Q("孩子出院单上写着「黄杆菌肺炎恢复期」，复查该挂哪个科？", "designated_to", "黄杆菌肺炎", D),
    Q("化验后说是『高钙性肾病』，是不是该转肾内科", "designated_to", "高钙性肾病", D, named="肾内科"),
    # checks
    Q("摔了一跤阴囊肿了，医生说“阴囊损伤”，要做B超吗？", "checks", "阴囊损伤", D, named="B超"),
    Q("女儿查出‘阴道发育异常’，需要做MRI检查吗", "checks", "阴道发育异常", D, named="MRI检查"),
    Q("我妈最近照镜子总觉得一只眼球往外凸，县医院说是「非炎性眼球突出」，让去市里再查，一般要做哪些检查呀", "checks", "非炎性眼球突出", D),
    Q('报告上"颅内黑色素瘤"几个字看得我心慌，还要做腰椎穿刺吗？', "checks", "颅内黑色素瘤", D, named="腰椎穿刺"),
    Q("宝宝的『颅骨裂和有关畸形』，查头颅CT能看出来吗", "checks", "颅骨裂和有关畸形", D, named="头颅CT"),
    Q("《骨科急诊手册》里讲的“颈椎双侧关节突关节脱位”，一般靠什么检查确诊？", "checks", "颈椎双侧关节突关节脱位", D),
    Q("妇科说可能是'麦格综合征'，要做腹腔镜检查吗", "checks", "麦格综合征", D, named="腹腔镜检查"),
    # has_complication
    Q("孩子查出“阴茎畸形”，以后可能并发什么问题？", "has_complication", "阴茎畸形", D),
    Q("牙医说的「颌骨造釉细胞瘤」，长大了会不会压得鼻塞", "has_complication", "颌骨造釉细胞瘤", D, named="鼻塞"),
    Q("新生儿手术单上写『食管重复畸形』，会不会引起贫血？", "has_complication", "食管重复畸形", D, named="贫血"),
    Q('肝硬化引起的"门静脉高压症"，最怕的是不是“食管曲张静脉破裂出血”？', "has_complication", "门静脉高压症", D,
      named="食管曲张静脉破裂出血"),
    Q("车祸后是‘骨盆骨折’，医生说还要盯着有没有腹膜后血肿，这算它的并发症吗", "has_complication", "骨盆骨折", D,
      named="腹膜后血肿"),
    Q("老书上说「麻风」会落下“爪形手”，真的吗", "has_complication", "麻风", D, named="爪形手"),
    # cures
    Q("心电图写着“非持续性室性心动过速”，用盐酸普罗帕酮注射液管用吗？", "cures", "阵发性室性心动过速", D,
      mention="非持续性室性心动过速", named="盐酸普罗帕酮注射液"),
    Q("宝宝嘴里白白的，化验单上写「Moniliasis」，度米芬滴丸能用吗", "cures", "鹅口疮", D, mention="Moniliasis",
      named="度米芬滴丸"),
    Q("病历上写‘原发性缺水’，护士挂的“复方电解质葡萄糖MG3注射液”是治这个的吧", "cures", "高渗性脱水", D,
      mention="原发性缺水", named="复方电解质葡萄糖MG3注射液"),
    Q('嘴歪了，医生写的"面神经瘫痪"，开了地巴唑片，对症吗？', "cures", "面神经麻痹", D, mention="面神经瘫痪",
      named="地巴唑片"),
    Q("家里养了几只小猫，孩子拉了一周水样便，化验出来是『隐孢子虫病』，吃乙酰螺旋霉素片行不行", "cures", "隐孢子虫病", D, named="乙酰螺旋霉素片"),
    Q("手指一遇冷就发白，诊断是“雷诺综合征”这个病，盐酸丁咯地尔片有用吗？", "cures", "雷诺综合征", D,
      named="盐酸丁咯地尔片"),
    # shown_on
    Q("「阴道横隔」这个病，具体长在哪个部位？", "shown_on", "阴道横隔", D),
    Q("B超提示“非寄生虫性肝囊肿”，是长在肝脏上的吧", "shown_on", "非寄生虫性肝囊肿", D, named="肝脏"),
    Q("‘麻风性角膜病变’是眼睛哪个地方出了问题", "shown_on", "麻风性角膜病变", D),
    Q('片子上说"骨纤维肉瘤"，一般长在哪些骨头上？', "shown_on", "骨纤维肉瘤", D),
    Q("《皮肤病理学》里讲的『高分化鳞癌』，身体哪些部位会长", "shown_on", "高分化鳞癌", D),
    Q("鼻子被撞了，诊断写着“鼻窦创伤”，伤的是上颌窦吗？", "shown_on", "鼻窦创伤", D, named="上颌窦"),
    # has_alias
    Q("新闻里说的“严重急性呼吸综合征”，就是重症急性呼吸综合征吗？", "has_alias", "重症急性呼吸综合征", D,
      named="严重急性呼吸综合征"),
    Q("书上把「阴囊坏疽」也叫‘阴囊特发性坏疽’，是一回事吗", "has_alias", "阴囊坏疽", D, named="阴囊特发性坏疽"),
    Q("骨筋膜室综合征，有的资料写成'骨筋膜间隔区综合征'，是同一个病吗？", "has_alias", "骨筋膜室综合征", D,
      named="骨筋膜间隔区综合征"),
    Q("孩子脸上那块红斑，医生说是“鲜红斑痣”，这病也叫毛细血管扩张痣吗", "has_alias", "鲜红斑痣", D,
      named="毛细血管扩张痣"),
    Q("颞骨岩部炎在老教材里叫『岩锥炎』？", "has_alias", "颞骨岩部炎", D, named="岩锥炎"),
    Q("牙医嘴里说的“虫牙”，正式的病名叫什么？", "has_alias", "虫牙", AL),
    # caused_by
    Q("急诊科说的所谓‘阴茎离断伤’，一般是怎么造成的", "caused_by", "阴茎离断伤", D),
    Q("医生说孩子的「颈淋巴结炎」是扁桃体炎引起的，有这回事吗", "caused_by", "颈淋巴结炎", D, named="扁桃体炎"),
    Q("『骨质软化症与佝偻病』是不是缺维生素D造成的？", "caused_by", "骨质软化症与佝偻病", D,
      named="维生素D营养性缺乏"),
    Q('化验说是"高脂蛋白血症IV型"，这是遗传的吗', "caused_by", "高脂蛋白血症IV型", D, named="遗传"),
    Q("“非寄生虫性肝囊肿”是怎么长出来的？不是寄生虫，那是什么原因", "caused_by", "非寄生虫性肝囊肿", D),
    Q("《口腔颌面外科学》里的「颞下间隙感染」，一般是从哪里传过来的？", "caused_by", "颞下间隙感染", D),
    Q("网上说'食管痹'跟情志失调有关，我奶奶最近吃饭老觉得噎，人也没精神，除了生气着急，还有哪些原因会得这个病呢", "caused_by", "食管痹", D),
    # has_risk_factor
    Q("体检报告里写的“治疗依从性差”，跟高血压急症有关系吗？", "has_risk_factor", "高血压急症", D,
      named="治疗依从性差"),
    Q("《疟疾防治手册》说“免疫缺陷者”容易得重症疟疾，是真的吗", "has_risk_factor", "重症疟疾", D, named="免疫缺陷者"),
    Q("食管癌的高危因素里有一条‘低新鲜水果和蔬菜摄入’，我平时几乎不吃水果，要紧吗", "has_risk_factor", "食管癌", D,
      named="低新鲜水果和蔬菜摄入"),
    Q("干了二十年搬运，听说「体力劳动与职业」会增加得骨关节炎的风险？", "has_risk_factor", "骨关节炎", D,
      named="体力劳动与职业"),
    Q('孩子刚从国外回来，"去过麻疹流行地区旅行"算得麻疹的危险因素吗？', "has_risk_factor", "麻疹", D,
      named="去过麻疹流行地区旅行"),
    Q("皮肤科说“皮肤类型”跟非黑色素瘤皮肤癌有关，白皮肤的人更容易得？", "has_risk_factor", "非黑色素瘤皮肤癌", D,
      named="皮肤类型"),
    # common_in
    Q("“颅内生殖细胞瘤”多见于什么样的孩子？", "common_in", "颅内生殖细胞瘤", D),
    Q("「骨的恶性纤维组织细胞瘤」是不是中老年男性容易得", "common_in", "骨的恶性纤维组织细胞瘤", D,
      named="中老年男性"),
    Q("牙片上发现‘颌骨囊肿’，这个病青壮年多见吗？", "common_in", "颌骨囊肿", D, named="青壮年"),
    Q("产科书上的『骨产道异常性难产』，多发在哪类人身上", "common_in", "骨产道异常性难产", D),
    Q('我爸鼻塞半年了，鼻咽镜报告写"鼻咽脊索瘤"，他才五十出头，这个病一般多大年纪的人会得？', "common_in", "鼻咽脊索瘤", D),
    Q("网上说‘韧带样型纤维瘤病’女性多，具体是哪些人群", "common_in", "韧带样型纤维瘤病", D),
    # prevalent_in
    Q("我在航天零件厂做磨工，车间主任讲过“铍中毒”，这个病在哪些国家比较常见？", "prevalent_in", "铍中毒", D),
    Q("医疗队培训讲义把马拉维和「隐球菌性脑膜炎」放在一起讲，这种脑膜炎在那里多发吗", "prevalent_in", "隐球菌性脑膜炎", D,
      named="马拉维"),
    Q("在海边晒了一辈子太阳，查出「鳞状细胞癌」，这个病是不是在某些地区特别多", "prevalent_in", "鳞状细胞癌", D),
    Q("新闻里说“麻风”在国内快绝迹了，那全世界现在还有哪些地方流行这个病", "prevalent_in", "麻风", D),
    Q("女儿下个月要去『斯堪的纳维亚半岛』读研，要待两年，想提前了解一下，那边哪些病比较多发，平时要注意点什么", "prevalent_in", "斯堪的纳维亚半岛", RE),
    # treated_with
    Q("我姐刚做完手术，病理回来说是“阴道平滑肌肉瘤”，术后还要做化疗吗？她很怕掉头发", "treated_with", "阴道平滑肌肉瘤", D, named="化疗"),
    Q("医生说是‘非闭塞性肠系膜血管缺血’，不开刀能治吗", "treated_with", "非闭塞性肠系膜血管缺血", D,
      named="非手术治疗"),
    Q("孩子头上的「颅骨裂和有关畸形」，只能手术切除吗？", "treated_with", "颅骨裂和有关畸形", D, named="手术切除"),
    Q('"颈椎半椎体畸形"这个病有哪些治法', "treated_with", "颈椎半椎体畸形", D),
    Q("《妇产科学》里提到的『麦格综合征』，怎么治？", "treated_with", "麦格综合征", D),
    Q("我舅舅鼻子老出血，鼻内镜取了活检，病理是“鼻腔鼻窦恶性肿瘤”，医生说要手术，想先了解一下手术一般怎么做", "treated_with", "鼻腔鼻窦恶性肿瘤", D),
    # metastasizes_to
    Q("“食管癌”晚期会不会转到肺部去？", "metastasizes_to", "食管癌", D, named="肺部"),
    Q("膝盖的‘骨关节炎’会不会慢慢发展到颈椎？", "metastasizes_to", "骨关节炎", D, named="颈椎"),
    Q("麻风病人手麻，是「麻风」累及到正中神经了吗", "metastasizes_to", "麻风", D, named="正中神经"),
    Q('外公手背上长了"鳞状细胞癌"，会不会转移到头部？', "metastasizes_to", "鳞状细胞癌", D, named="头部"),
    Q("『胫神经』这个部位，哪些病会转移或蔓延过去？", "metastasizes_to", "胫神经", BP),
    # invades
    Q("我妈手指关节越来越粗，医生说是“骨关节炎”，这病一般会侵到身体哪个部位", "invades", "骨关节炎", D),
    Q("皮肤科说「鳞状细胞癌」要切得深一点，是因为它会侵到皮下脂肪那一层吗？", "invades", "鳞状细胞癌", D, named="皮下脂肪"),
    Q("‘麻疹’的病毒会钻进结膜上皮细胞里吗？我家老二出疹第三天，眼屎特别多", "invades", "麻疹", D, named="结膜上皮细胞"),
    Q('"呼吸道上皮"会被哪些病直接侵犯？', "invades", "呼吸道上皮", BP),
    # is_subtype_of
    Q("“阿司匹林三联征”算‘支气管哮喘’的一种吗？", "is_subtype_of", "阿司匹林三联征", D, named="支气管哮喘"),
    Q("‘霉菌性角膜溃疡’归在哪一大类眼病里", "is_subtype_of", "霉菌性角膜溃疡", D),
    Q("体检说的「青少年特发性脊柱侧弯」，属于脊柱侧凸吗", "is_subtype_of", "青少年特发性脊柱侧弯", D,
      named="脊柱侧凸"),
    Q('脑电图医生说是"颞叶性癫痫"，它是哪种病下面的一个类型？', "is_subtype_of", "颞叶性癫痫", D),
    Q("『鼻甲息肉』是不是鼻息肉病里的一种？", "is_subtype_of", "鼻甲息肉", D, named="鼻息肉病"),
    Q("医学书上的'风疹性脑炎'，上一级分类是什么病", "is_subtype_of", "风疹性脑炎", D),
    # related_disease
    Q("高血压跟“冠状动脉心脏病”算相关的病吗？", "related_disease", "高血压", D, named="冠状动脉心脏病"),
    Q("「非细菌性血栓性心内膜炎」会跟“胰腺癌”扯上关系？", "related_disease", "非细菌性血栓性心内膜炎", D,
      named="胰腺癌"),
    Q("‘非霍奇金淋巴瘤’和微小病变肾病有关联吗", "related_disease", "非霍奇金淋巴瘤", D, named="微小病变肾病"),
    Q('有"高脂血症"的人，要当心慢性胰腺炎吗？两个病有关吗', "related_disease", "高脂血症", D, named="慢性胰腺炎"),
    Q("『风湿性心脏病』跟心脏炎是什么关系？", "related_disease", "风湿性心脏病", D, named="心脏炎"),
    Q("孩子老是鼻窦炎，医生提到“原发性纤毛运动障碍”，两者相关吗", "related_disease", "鼻窦炎", D,
      named="原发性纤毛运动障碍"),
    # differential_diagnosis
    Q("CT发现肺里有团块，医生说要排除“多脉管炎合并肉芽肿”，它跟非小细胞肺癌怎么鉴别？", "differential_diagnosis",
      "非小细胞肺癌", D, named="多脉管炎合并肉芽肿"),
    Q("老人记性差，「阿尔茨海默病」和路易体痴呆怎么区分", "differential_diagnosis", "阿尔茨海默病", D,
      named="路易体痴呆"),
    Q("吃东西老噎，‘食管癌’会不会跟贲门失弛缓症搞混？", "differential_diagnosis", "食管癌", D, named="贲门失弛缓症"),
    Q('"鳞状细胞癌"和脂溢性角化病长得像吗，怎么分辨？', "differential_diagnosis", "鳞状细胞癌", D,
      named="脂溢性角化病"),
    Q("『麻风』的皮损容易被当成体癣吗？", "differential_diagnosis", "麻风", D, named="体癣"),
    Q("儿科医生讨论“高结合型胆红素血症”时提到囊性纤维化，是要把两者区分开吗", "differential_diagnosis", "高结合型胆红素血症", D,
      named="囊性纤维化"),
    # indicated_for
    Q("药盒上印着“罗愉”，是治糖尿病的吗？", "indicated_for", "那格列奈分散片", DR, mention="罗愉", named="糖尿病"),
    Q("医生开的「西盖克」是止什么痛的？", "indicated_for", "酒石酸双氢可待因片", DR, mention="西盖克"),
    Q("眼科开的‘安贺拉’滴眼液，结膜炎能用吗", "indicated_for", "酮咯酸氨丁三醇滴眼液", DR, mention="安贺拉",
      named="结膜炎"),
    Q("《基多托说明书》里写着能治肩周炎，是真的吗？", "indicated_for", "酮洛芬贴片", DR, mention="基多托",
      named="肩周炎"),
    Q("妈妈在吃『梅格施』，这个药是治子宫内膜癌的吧", "indicated_for", "醋酸甲地孕酮片", DR, mention="梅格施",
      named="子宫内膜癌"),
    Q("昨天夜里我爸胸口疼得厉害，急诊医生给他用了“瑞通立”，说要抓紧时间，这药到底是用来治什么的？", "indicated_for", "重组人组织型纤溶酶原激酶衍生物", DR,
      mention="瑞通立"),
    Q("药店推荐的'泻立停'，拉痢疾能吃吗", "indicated_for", "颠茄磺苄啶片", DR, mention="泻立停", named="痢疾"),
    # has_adverse_reaction
    Q("「巴米尔」泡腾片吃了会影响听力吗？", "has_adverse_reaction", "阿司匹林泡腾片", DR, mention="巴米尔",
      named="听力下降"),
    Q("打了“罗荛愫”以后一直发烧乏力，这药都有啥副作用", "has_adverse_reaction", "重组人干扰素α2a注射液", DR,
      mention="罗荛愫"),
    Q("化疗用的‘诺维本’，会引起便秘吗", "has_adverse_reaction", "重酒石酸长春瑞滨注射液", DR, mention="诺维本",
      named="便秘"),
    Q('做核磁打的"加乐显"，可能会有哪些反应？', "has_adverse_reaction", "钆布醇注射液", DR, mention="加乐显"),
    Q("《那素达说明书》上列的副作用都有哪些", "has_adverse_reaction", "马来酸非尼拉敏和盐酸萘甲唑啉滴眼液", DR,
      mention="那素达"),
    Q("吃了『麦咖』手脚发麻，是药的反应吗？", "has_adverse_reaction", "麦角胺咖啡因片", DR, mention="麦咖",
      named="麻木"),
    Q("在做试管，促排卵最后一针打的是“艾泽”，护士说打完要注意观察，一般会有哪些不舒服的反应", "has_adverse_reaction", "重组人绒促性素注射液", DR, mention="艾泽"),
    # has_ingredient
    Q('核磁增强打的这个叫"多它灵"的东西，里面是什么成分？', "has_ingredient", "钆特酸葡胺注射液", DR, mention="多它灵"),
    Q("‘尤脱欣’的主要成分是鬼臼毒素吗", "has_ingredient", "鬼臼毒素酊", DR, mention="尤脱欣", named="鬼臼毒素"),
    Q('输液瓶上写着"杰力纾"，这个药含什么？', "has_ingredient", "长春西汀氯化钠注射液", DR, mention="杰力纾"),
    Q("“三精”牌的那个滴眼液，是用鱼腥草做的吗？", "has_ingredient", "鱼腥草滴眼液", DR, mention="三精",
      named="鱼腥草"),
    Q("『阿佳希』里面除了阿司匹林，还有维生素C吗", "has_ingredient", "阿司匹林维生素C分散片", DR, mention="阿佳希",
      named="维生素C"),
    Q("补液用的'美凌格'，含不含氯化钾？", "has_ingredient", "钠钾葡萄糖注射液", DR, mention="美凌格", named="氯化钾"),
    Q("孩子咳嗽老不好，邻居推荐了“亚泰康派”，说是纯中药的，我想知道到底是拿什么东西做的", "has_ingredient", "鸡胆口服溶液", DR, mention="亚泰康派"),
    # is_a_level3
    Q("医生说降调节要打「翰生」，按用途分属于哪类药？", "is_a_level3", "醋酸曲普瑞林注射液", DR, mention="翰生"),
    Q("ICU用的“利舒安”，按作用算血管收缩药吧", "is_a_level3", "重酒石酸去甲肾上腺素注射液", DR, mention="利舒安",
      named="血管收缩药"),
    Q('做肝脏核磁注射的"泰乐影"，从用途上说是磁共振成像造影剂吗？', "is_a_level3", "锰福地吡三钠注射液", DR,
      mention="泰乐影", named="磁共振成像造影剂"),
    Q("‘亚宝欣’按用途是治哪方面的药", "is_a_level3", "马洛替酯缓释片", DR, mention="亚宝欣"),
    Q("肠胃科开的『尼为孚』，按作用分是哪一类", "is_a_level3", "马来酸曲美布汀分散片", DR, mention="尼为孚"),
    Q("麻醉记录单上有“赛机宁”，它按用途是骨骼肌松弛药吗？", "is_a_level3", "顺苯磺阿曲库铵注射液", DR,
      mention="赛机宁", named="骨骼肌松弛药"),
    Q("降压药'联环笑定'，按作用属于什么类别", "is_a_level3", "非洛地平缓释胶囊", DR, mention="联环笑定"),
    # belongs_to
    Q("「奇洛克」在药品分类里算抗病毒药吗", "belongs_to", "齐多夫定胶囊", DR, mention="奇洛克", named="抗病毒药"),
    Q("我妈做手术时失血多，麻醉医生输了一瓶“霍姆”，这个药在药品目录里归哪一类？", "belongs_to", "高渗氯化钠羟乙基淀粉40注射液", DR, mention="霍姆"),
    Q("造影用的‘内二显’，药房是归在造影剂里吗", "belongs_to", "铁羧葡胺注射液", DR, mention="内二显", named="造影剂"),
    Q('孩子打的"默尔康"，在药品目录里是哪一类？', "belongs_to", "麻疹腮腺炎风疹联合减毒活疫苗", DR, mention="默尔康"),
    Q("『太韦络』在药店是放在调脂药物那一栏吗？", "belongs_to", "非诺贝特分散片", DR, mention="太韦络",
      named="调脂药物"),
    Q("“骨力胶囊”是中成药还是西药？", "belongs_to", "骨力胶囊", DR, named="中成药"),
    # drug_has_alias
    Q("《鸡峰普济方》里的“附子白术丸”，跟附子理中丸是一个药吗？", "drug_has_alias", "附子理中丸", DR,
      named="附子白术丸（《鸡峰普济方》卷十）"),
    Q("转化糖电解质注射液，药房有时写成「田力」，是同一个吧", "drug_has_alias", "转化糖电解质注射液", DR, named="田力"),
    Q("‘酒石酸罗格列酮分散片’名字太长，有没有简单点的叫法", "drug_has_alias", "酒石酸罗格列酮分散片", DR),
    Q("药盒上印着'阿莫西林舒巴坦匹酯胶囊'，药店小哥却说了另一个名字，它另外叫什么", "drug_has_alias", "阿莫西林舒巴坦匹酯胶囊", DR),
    Q("老人收着一盒『唯佳美』，说明书丢了，这是哪个药的别名？", "drug_has_alias", "唯佳美", AL),
    # mainly_treats
    Q("老家叫“丝栗”的那种树，入药能治拉肚子吗", "mainly_treats", "高山栲", M, mention="丝栗", named="腹泻"),
    Q("「兰花草」这味草药，嗓子肿痛能用吗？上火就疼，不想老吃西药", "mainly_treats", "鸭跖草", M, mention="兰花草", named="咽喉肿痛"),
    Q("山里人说的‘地冻风’，主要治什么病", "mainly_treats", "龙牙草根", M, mention="地冻风"),
    Q('草药书里的"鸦葱"，能治哪些病？', "mainly_treats", "鸦葱", M),
    Q("“鹰爪花根”是治疟疾的吗？", "mainly_treats", "鹰爪花根", M, named="疟疾"),
    Q("老方子里的『鲤鱼齿』，能治小便不通？", "mainly_treats", "鲤鱼齿", M, named="小便不通"),
    Q("大家说的“马蹄金”这味草药，治黄疸有用吗", "mainly_treats", "马蹄金", M, named="黄疸"),
    # has_efficacy
    Q("药农说的「山香根」，入药有什么功用", "has_efficacy", "高山羊不吃", M, mention="山香根"),
    Q("‘竹叶草’这味药，是不是能清热泻火？", "has_efficacy", "鸭跖草", M, mention="竹叶草", named="清热泻火"),
    Q('跌打药里的"石栏菜"，能散瘀消肿吗', "has_efficacy", "黄接骨丹", M, mention="石栏菜", named="散瘀消肿"),
    Q("“麋肉”当药吃有什么好处呀？", "has_efficacy", "麋肉", M),
    Q("'黄颔蛇头'入药能截疟吗？", "has_efficacy", "黄颔蛇头", M, named="截疟"),
    Q("草药摊上的“鹰不扑”，有哪些药效", "has_efficacy", "鹰不扑", M),
    # distributed_in
    Q("「椎栗」这种药材云南有吗", "distributed_in", "高山栲", M, mention="椎栗", named="云南"),
    Q("古书上的‘鹅尾罂’，在哪些地方能弄到？", "distributed_in", "鹅臎", M, mention="鹅尾罂"),
    Q('"色清"这味药，四川那边产不产', "distributed_in", "黄花蔷薇", M, mention="色清", named="四川"),
    Q("“黄唇鱼鳞”入药，是南海出的吗？", "distributed_in", "黄唇鱼鳞", M, named="南海"),
    Q("『鸦跖花』主要分布在哪些省份", "distributed_in", "鸦跖花", M),
    Q("贵州山里能找到‘黄栎’吗", "distributed_in", "黄栎", M, named="贵州"),
    # material_has_alias
    Q("“鹅掌楸”就是大家说的马褂木吗？", "material_has_alias", "鹅掌楸", M, named="马褂木"),
    Q("「黄山药」是不是也叫老虎姜", "material_has_alias", "黄山药", M, named="老虎姜"),
    Q("所谓的‘鲤鱼目’入药，是不是就是有人说的鲤鱼眼睛？", "material_has_alias", "鲤鱼目", M, named="鲤鱼眼睛"),
    Q('"鹰爪花根"在药材市场上还叫什么？我去抓药，老板说没听过这个名', "material_has_alias", "鹰爪花根", M),
    Q("《中华本草》里的『高山羊不吃』，还有哪些土名", "material_has_alias", "高山羊不吃", M),
    Q("黄接骨丹这味药，是不是又叫“过路黄”？", "material_has_alias", "黄接骨丹", M, named="过路黄"),
    # composed_of
    Q("“麻桂各半汤”里有白芍吗？", "composed_of", "麻桂各半汤", F, named="白芍等"),
    Q("「麻黄二陈汤」要用广橘皮吗", "composed_of", "麻黄二陈汤", F, named="广橘皮等"),
    Q("‘麻黄地骨皮汤’方子里有没有玄参？", "composed_of", "麻黄地骨皮汤", F, named="玄参等"),
    Q('抄方时看到"麻黄调心泄热汤"配了一味子芩，我没抄错吧？', "composed_of", "麻黄调心泄热汤", F, named="子芩等"),
    Q("《中医方剂学》上的『解郁和肝丸』，里面有郁金吗", "composed_of", "解郁和肝丸", F, named="郁金"),
    Q("“麻杏石甘汤”的石，是指石膏吧？", "composed_of", "麻杏石甘汤", F, named="石膏"),
    # formula_has_efficacy
    Q("「麻桂术甘汤」能和解表里吗", "formula_has_efficacy", "麻桂术甘汤", F, named="和解表里"),
    Q("“麻黄白虎汤”是不是有清热解毒透疹的功用？", "formula_has_efficacy", "麻黄白虎汤", F, named="清热解毒透疹"),
    Q("‘麻黄防风汤’能祛风除痹吗", "formula_has_efficacy", "麻黄防风汤", F, named="祛风除痹"),
    Q('方书上说"麻黄附子汤"能温阳发汗，对吗？', "formula_has_efficacy", "麻黄附子汤", F, named="温阳发汗"),
    Q("『麻黄附子甘草汤』有固本通阳的作用？", "formula_has_efficacy", "麻黄附子甘草汤", F, named="固本通阳"),
    Q("老中医开的“阿胶鸡子黄汤”，能柔肝熄风吗", "formula_has_efficacy", "阿胶鸡子黄汤", F, named="柔肝熄风"),
    # prescribed_for
    Q("“麻子仁丸”治的是脾约便秘证吗？", "prescribed_for", "麻子仁丸", F, named="脾约便秘证"),
    Q("「龙胆泻肝汤」适合肝胆实火上炎证吗", "prescribed_for", "龙胆泻肝汤", F, named="肝胆实火上炎证"),
    Q("‘龟鹿二仙胶’对两目昏花有用吗？", "prescribed_for", "龟鹿二仙胶", F, named="两目昏花"),
    Q('夏天贪凉，吃完冰西瓜就“腹痛吐泻”，"香薷散"对症吗', "prescribed_for", "香薷散", F, named="腹痛吐泻"),
    Q("老师讲义里引了『麻黄甘草附子汤（《古今医统大全》卷十四）』，这个方子治肾阳不足对路吗？", "prescribed_for", "麻黄附子细辛汤", F,
      mention="麻黄甘草附子汤（《古今医统大全》卷十四）", named="肾阳不足"),
    Q("“镇肝熄风汤”能治脑部热痛吗", "prescribed_for", "镇肝熄风汤", F, named="脑部热痛"),
    # formula_has_alias
    Q("《三因极一病证方论》里的“伏龙肝汤”，就是黄土汤吗？", "formula_has_alias", "黄土汤", F,
      named="伏龙肝汤（《三因极一病证方论》卷九）"),
    Q("中医基础课老师说「麻黄附子细辛汤」在别的古籍里换过名字，考试可能会考，都叫过什么呢", "formula_has_alias", "麻黄附子细辛汤", F),
    Q("‘麻黄调心泄热汤’这名字念着拗口，古书里有没有别的称呼？", "formula_has_alias", "麻黄调心泄热汤", F),
    Q('笔记上抄的"附子麻黄汤（《赤水玄珠全集》卷五）"，是哪个方的别名', "formula_has_alias",
      "附子麻黄汤（《赤水玄珠全集》卷五）", AL),
    Q("方剂课笔记里『菝葜八味汤』旁边有人用铅笔注了“菝葜汤”，是它的另一个名字吗", "formula_has_alias", "菝葜八味汤", F, named="菝葜汤"),
    # check_for_disease
    Q("医生让做“过氯酸盐释放试验”，是查甲状腺功能减退症吗？", "check_for_disease", "过氯酸盐释放试验", C,
      named="甲状腺功能减退症"),
    Q("「阴茎超声检查」能查出阴茎硬结症吗", "check_for_disease", "阴茎超声检查", C, named="阴茎硬结症"),
    Q("单子上写着‘颈椎CT检查复查’，这项检查一般是查哪些病的？", "check_for_disease", "颈椎CT检查", C),
    Q('骨穿报告里的"骨髓增生程度"，跟再生障碍性贫血有关吗', "check_for_disease", "骨髓增生程度", C,
      named="再生障碍性贫血"),
    Q("备孕一年多没动静，医生开了『黄体生成素检查』，这个检查结果能看出哪些病来嘛", "check_for_disease", "黄体生成素检查", C),
    Q("化验单上写着“鼻粘膜及鼻腔分泌物”，是查常年性鼻炎的吗？", "check_for_disease", "鼻粘膜及鼻腔分泌物", C,
      named="常年性鼻炎"),
    Q("眼科的‘集光检查法’，是查什么病用的", "check_for_disease", "集光检查法", C),
    # check_for_symptom
    Q("“阴道出血量检查”是因为月经量多才做的吗？", "check_for_symptom", "阴道出血量检查", C, named="月经量多"),
    Q("「颅整体观」这一项，是看头颅增大的吗", "check_for_symptom", "颅整体观", C, named="头颅增大"),
    Q("体检里的‘骨骼视诊’，是针对哪些症状？", "check_for_symptom", "骨骼视诊", C),
    Q('胸痛发作后医生说做"选择性心血管造影"，心绞痛要做这个吗？', "check_for_symptom", "选择性心血管造影", C,
      named="心绞痛"),
    Q("『阴茎检查』一般在出现什么情况时做", "check_for_symptom", "阴茎检查", C),
    Q("孩子拉肚子，医生开了“酶联免疫吸附试验检查”，腹泻也要查这个？", "check_for_symptom", "酶联免疫吸附试验检查", C,
      named="腹泻"),
    # performed_by
    Q("“静脉尿路造影检查”要去哪个科室预约？单子是门诊开的，上面没写地方，我腿脚不好不想白跑", "performed_by", "静脉尿路造影检查", C),
    Q("孩子在外资诊所看的，转诊单上只有一个英文词「electroencephalogram」，回国内医院得挂哪个科来做", "performed_by", "脑电图检查", C,
      mention="electroencephalogram"),
    Q("约单上只印了‘无痛胃镜检查’和一个二维码，到医院是直接去消化科那边吗", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q('住院部五楼是"泌尿外科"，护士说有的检查不用出科就能做，是哪几项哈', "performed_by", "泌尿外科", DEP),
    # check_has_alias
    Q("放射科窗口的价目表上找不到“静脉尿路造影检查”，它在单子上可能用什么别的名字", "check_has_alias", "静脉尿路造影检查", C),
    Q("病历里手写的「静脉肾盂排泄造影」，换成现在的检查名称是哪一项", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("短信提醒里只有三个字母EUS，预约系统里却显示‘超声内镜检查’，这俩对得上吗", "check_has_alias", "超声内镜检查", C, named="EUS"),
    Q('护士说"脑电图检查"的英文报告抬头会印全称，那它的英文叫法有哪些', "check_has_alias", "脑电图检查", C),
]

if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day79"))
