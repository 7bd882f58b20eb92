"""Writes `medical_everyday_78.jsonl`, a seventy-eighth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is put the way people ask when they doubt what they were told, push
back or fear the answer: rhetorical and negatively framed questions (难道…: 眼眶平滑肌瘤难道不是挂眼科吗？, 白狗肠难道有凉血收敛止血的功效？;
莫非…: 神经鞘源性肿瘤莫非反倒是青年人多见？, 肠梗阻这个病莫非还跟腹内感染有牵连; 该不会…吧: 神经源性角膜炎，该不会要挂神经内科吧, 赛格乐该不会是治偏头痛的吧;
不会…吧: 外婆说落地蜈蚣捣烂敷上能好，不会真能治跌打损伤吧; 不是说…吗: 不是说肺结核在印度特别多吗, 不是说吃诺力思要避开太阳吗，难道会有光敏症？;
不就是…吗: 白屑风不就是老中医说的面游风吗？, 羊踯躅不就是八里麻吗？; 怎么会…呢: 着色杆菌病不就是皮肤上烂几个口子，怎么会引起败血症呢;
就没有…吗: 眼类肉瘤病就没有别的叫法吗, 我家老二查出糖原贮积病I型，医生只说个子会矮，就没有别的表现了吗？; …不用…吗: 线粒体脑肌病不用查血清乳酸检查吗;
…没什么…吗: 痛经宝颗粒除了痛经，没什么别的能治了吗; 是不是没…: 肝癌是不是没有地域之分，…, 腰骨藤这味药，是不是没有通络止痛的作用; 真的不…吗 / 真的没…吗:
胆管癌这种癌真的不会往周围长吗，…, 孕检查出羊水过多，跟自发性早产真的没关系吗; 何必…: 巴戟天酒这个方子，泡的时候何必还要放羌活？,
…验个尿常规不就行了，为啥还要做清洁中段尿培养？; 哪有… / 哪能… / 哪会… / 哪至于…: 纤维毛囊瘤哪有长在头发里的，…, 细花丁香蓼就是田边的野草，哪能治什么病,
磨牙症哪会跟偏侧面肌肉痉挛弄混？, 肠道气囊肿症不是良性的吗？哪至于拧成肠扭转; 总不能…吧 / 总不会…吧: 眼眶神经纤维瘤总不能挂皮肤科吧，…, 脑电图检查总不会是精神科做吧？;
不…吗 / …就不行: 美花风毛菊这种草南方就不长吗, 复方甲苯咪唑片就不行), with and without a question mark. Many say first what
the asker doubts or was told (护士说铭生没什么副作用，难道输了就不会头痛？, 我在煤矿干了二十年，接触二氧化硅或煤，跟类风湿性关节炎也有关？不是只会得尘肺吗,
我爸诊断单上肝硬化和肝功能不全都有，这俩病真的没什么关联吗), and the relation asked stays plain: 难道不是挂眼科吗 asks which department,
不用查血清乳酸检查吗 whether that check is done, 没什么别的能治了吗 what the drug treats. The record is named as the network writes it or by an
alias or a drug trade name the network records. The askers are patients, their parents, sons and grandchildren (我爸, 我妈七十了,
我爷爷八十了, 孩子装了人工耳蜗, 宝宝一生下来…), pregnant women, a miner, a traveller sent abroad, pharmacy customers holding an infusion
slip or a box, herb users repeating what their elders said (外婆说…, 我奶奶说的…, 药铺里写的是这个) and people arguing with a doctor's order
(何必还要做…, 总不能一直这么抹药膏吧). By a mechanical count the frames come in these numbers of questions: 难道 33, 不是…吗 25 (besides
不是说 5), 不就是 18, 莫非 17, 不会…吧 16 (besides 该不会 15), 就没 15, 怎么会 11, 是不是没 7, 真的不 / 真的没 7, 哪有 / 哪能 / 哪会 / 哪至于 / 哪还 7,
总不会 6, 总不能 5, 不用 5, 没什么 5 and 何必 3 (a question can hold two).
The questions run from 12 to 47 characters: 29 of 15 or fewer, 57 of 16 to 20, 63 of 21 to 25, 37 of 26 to 30, 15 of 31
to 35, 6 of 36 to 40 and 3 of 41 to 47. 138 carry a full-width comma and are tagged `context`; 123 carry a question mark
and 87 none; 11 carry 呢 or 嘛 (呢 10, 嘛 1; none 啊 or 呀, and 哈 only inside the trade name 哈森好利甘) and 41 吧; 6 are tagged `verbatim` (并发症, 不良反应, 功效, 别名 and
药品分类 twice, in the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the seventh tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 77, the four alias
sets, the bracket names set and the three dash names sets) contains, read in simplified characters too, and that none of
them uses as an entity or a mention; the thirty-ninth, forty-ninth and fifty-ninth sets drew from the seventh tenth too,
and this one takes only what they and every other set left (the seventy-ninth set, written at the same time, draws from
another tenth). Twenty relation types still have such records in the window, and every question of them asks about one:
has_symptom (612 window sources, 147 left), designated_to (574, 139), checks (264, 54), has_complication (119, 17),
shown_on (293, 83), caused_by (482, 113), common_in (265, 45), treated_with (193, 30), is_subtype_of (435, 153), the five
drug types but drug_has_alias (indicated_for 1448 and 1066 left, has_adverse_reaction 1132 and 805, has_ingredient 1546
and 1138, is_a_level3 531 and 378, belongs_to 1482 and 1074), the four material types (mainly_treats 214 and 61,
has_efficacy 213 and 59, distributed_in 207 and 52, material_has_alias 167 and 34), check_for_disease (122, 46) and
check_for_symptom (121, 46). The other fifteen windows are used up, or nearly:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question contains (粪类圆线虫病 →
  复方甲苯咪唑片, 细菌性痢疾 → 磺胺脒片, 系统性红斑狼疮 → 醋酸可的松片, 绒毛膜癌 → 注射用甲氨喋呤, 羊水栓塞 → 氨甲环酸注射液, 老年性白内障 → 氨碘肽注射液),
  the second and third naming the disease by an alias no earlier question uses (志贺菌病, SLE).
- has_alias has 184 window sources and one left (眼类肉瘤病), asked for its other names; four questions each name an alias no
  earlier question contains (白屑风 → 面游风, 经期推迟 → 月经过期, 粘连性中耳炎 → 不张性中耳炎, 立氏立克次体斑疹热 → 蜱传斑疹伤寒), and one asks what
  暗疮 (an alias of 白头粉刺, a window source, in no earlier question) stands for.
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question contains (白喉 ← 前往疫区旅行, 破伤风 ← 牙签剔牙, 细菌性脑膜炎 ← 耳蜗植入物, 真菌性脑膜炎 ← 受污染土壤, 睾丸癌 ← 农村居民, 类风湿性关节炎 ←
  接触二氧化硅或煤).
- None of the four window sources of prevalent_in (细菌性脑膜炎, 肝癌, 肺癌, 肺结核) has a neighbour no question contains: 肺癌 names 北美
  and 肺结核 印度, which no earlier question about them names (earlier questions' entities, asked from their end), 肝癌 and
  细菌性脑膜炎 are asked in new words, and one question asks from the target end (非洲区域, where 肺结核 is prevalent; never an
  earlier question's entity).
- None of the six window sources of metastasizes_to (类风湿性关节炎, 系统性红斑狼疮, 肛管癌, 肛门癌, 肝内胆管癌, 肺癌) has one either:
  类风湿性关节炎, 肛门癌 and 肝内胆管癌 name one no earlier question about them names (腕, 肺部, 主动脉), 系统性红斑狼疮 is asked in new
  words, and one question asks from the target end (腹股沟, where 肛门癌 spreads; never an earlier question's entity).
- Of the three window sources of invades (肾细胞癌, 肿瘤, 胆管癌) only 肿瘤 has a neighbour no question contains, and one question
  names it (颅底的外周神经); 肾细胞癌 and 胆管癌 are asked in new words, and one question asks from the target end (太阳穴, which
  肿瘤 invades; never an earlier question's entity).
- Of the 31 window sources of related_disease, four questions each name a neighbour no earlier question contains (肌肉痉挛 ↔
  局限性骨化性肌炎, 肝硬化 ↔ 肝功能不全, 肝脏血肿 ↔ 包膜破裂, 肠梗阻 ↔ 腹内感染) and two ask what earlier questions about these records
  asked, in new words (绒毛膜羊膜炎 ↔ 胎儿神经系统受损, 羊水过多 ↔ 自发性早产). Of the 13 of differential_diagnosis, three questions name a
  neighbour no earlier question contains (破伤风 ↔ 药物性肌张力障碍 and 儿童癫痫大发作, 磨牙症 ↔ 偏侧面肌肉痉挛), one asks what an earlier
  question asked, in new words (睾丸癌 ↔ 睾丸扭转), and two name one no earlier question about that record names (紧张性头痛 ↔ 偏头痛,
  细菌性脑膜炎 ↔ 结核性脑膜炎).
- The window of drug_has_alias holds seven drugs (琥珀安神丸, 盐酸伐昔洛韦分散片, 盐酸克林霉素注射液, 盐酸哌罗匹隆片, 盐酸埃克替尼片,
  盐酸奥昔布宁缓释胶囊, 盐酸美金刚片) with one alias each, all of them names earlier questions use: 盐酸克林霉素注射液 is asked whether it is
  力弘 and 盐酸奥昔布宁缓释胶囊 whether it is 安如山 (neither named by an earlier question about them), 琥珀安神丸 and 盐酸埃克替尼片 are
  asked in new words, and one question asks what 丽科分 (盐酸伐昔洛韦分散片's alias, an earlier question's entity) stands for.
- None of the seventeen window formulas of composed_of is left: five questions each name an ingredient no earlier question
  about that formula names, written the way people write it, without the network's 等 (八风汤 → 细辛等, 八风防风散 → 秦椒等, 巴戟圆 →
  青盐等, 巴戟天酒 → 羌活等) or as the network writes it (宁嗽丸 → 黑苏子, in no earlier question's text), and one names 半夏白术天麻汤 by its
  alias 半夏茯苓天麻汤 (earlier sets' mention) and asks whether it holds 茯苓, which no earlier question about it names. Six of the
  31 window formulas of formula_has_efficacy are asked whether they have an efficacy no earlier question contains (杏苏散 →
  理肺化痰, 柴葛解肌汤 → 解肌清热, 桂苓甘露散 → 清暑解热, 桃花汤 → 温中涩肠止痢, 桑螵蛸散 → 调补心肾, 清营汤 → 透热养阴), and six of the 34 of
  prescribed_for whether they treat one no earlier question contains (旋复代赭汤 → 胃虚痰阻气逆证, 暖肝煎 → 寒滞肝脉证, 桑杏汤 → 外感温燥证,
  清暑益气汤 → 暑热气津两伤证, 枳实消痞丸 → 寒热互结证, 木香槟榔丸 → 湿蕴生热证).
- formula_has_alias has 29 sources and its window three (半夏白术天麻汤, 口禾髎, 哑门), all of whose aliases earlier questions name:
  半夏白术天麻汤 and 口禾髎 are asked in new words, one question asks what 和窌 (口禾髎's alias, an earlier question's entity) stands
  for, and the records before and after the window (八风防风散 and 巴戟天饮, the 17th and 21st of 29 in key order) are asked in new
  words. 哑门 and its aliases 舌厌 and 舌横 are not named: they are the second alias set's entity and mentions; neither is 长髎,
  口禾髎's other alias, first asked here for what it stands for and replaced by 和窌 before the set ever ran: it is the second
  alias set's entity.
- performed_by has six sources and its window one (无痛胃镜检查, the fourth in key order), as for the thirty-ninth, forty-ninth
  and fifty-ninth sets: it is asked whether it is done in 消化科, as earlier questions did, in other words; the record before
  it (新生儿疾病筛查检查) is named by its alias 新生儿筛查 (earlier sets' mention) and the record after it (脑电图检查) is asked in new
  words; one question asks from the target end (神经科, where 脑电图检查 is done; an earlier question's entity, asked here in
  other words).
- check_has_alias has seven sources and its window none, as for the forty-ninth and fifty-ninth sets: its questions take
  the record in whose place in key order the seventh tenth falls (脑电图检查, the fifth, asked in new words), the record before
  it (肌电图检查) and the record after it (超声内镜检查), both in new words, and one asks what EEG (脑电图检查's alias, an earlier
  question's entity) stands for.
Some records are asked twice or more: 破伤风 and 细菌性脑膜炎 three times (破伤风 for has_risk_factor and twice for
differential_diagnosis; 细菌性脑膜炎 for has_risk_factor, prevalent_in and differential_diagnosis), and 系统性红斑狼疮, 类风湿性关节炎,
睾丸癌, 精囊恶性肿瘤, 八风防风散, 半夏白术天麻汤 and 脑电图检查 twice. 经期推迟, 肿瘤, 盐酸奥昔布宁缓释胶囊, 新生儿疾病筛查检查, 脑电图检查 and 肌电图检查
(records of used-up windows) and the name 新生儿筛查 are the only entities and names here that the first alias set uses too; no
question uses an entity or a mention of the second, third or fourth alias set, the bracket names set or the dash names
sets (哑门, 舌厌, 舌横 and 长髎 are left out for that).

123 questions name the one neighbour they ask about, most of them naming two records (眼异物伤 → 流泪, 眼眶内静脉曲张 → 体位性眼球突出,
眼眶骨瘤 → 眼眶钝痛, 神经莱姆病 → 关节或肌肉疼痛, 睾丸畸胎瘤 → 肿瘤科, 碱性磷酸钙结晶沉积病 → 羟基磷灰石晶体的鉴定, 神经系统遗传病 → 基因检测技术,
糖尿病并发泌尿系感染 → 清洁中段尿培养, 线粒体脑肌病 → 血清乳酸检查, 结肠平滑肌瘤 → 结肠镜活检, 着色杆菌病 → 败血症, 神经系统的放射性损伤 → 放射性脊髓病,
肠道气囊肿症 → 肠扭转, 肝炎双重感染 → 肝硬化, 筛窦癌 → 鼻窦, 精囊恶性肿瘤 → 精囊, 纵隔脓肿 → 纵隔, 眼眶真菌病 → 毛霉菌, 类鼻疽 → 类鼻疽伯克霍尔德菌,
神经节苷脂沉积病 → 常染色体隐性遗传, 继发性痛经 → 子宫内膜异位症, 皮肤纤维瘤 → 中青年女性, 神经鞘源性肿瘤 → 青年人, 硬腭裂伴软腭裂 → 腭裂, 神经肌肉性脊柱侧弯 →
脊柱侧凸, 第三产程出血 → 产后出血, 科根综合征 → 角膜炎, 肘关节强直 → 手术治疗, 绝经与阿尔茨海默病综合征 → 胆碱酯酶抑制剂, 肛门周围癌 → 放射疗法, 得凡尼金 →
阴道念珠菌感染, 赛格乐 → 偏头痛, 赫立可 → 勃起功能障碍, 贝可力 → 心力衰竭, 铭生 → 头痛, 巨能 → 口中金属味, 蒙安达 → 低血压, 诺力思 → 光敏症, 舒美奋 → 嗜睡,
维宁佳 → 亚硫酸氢钠, 海宝 → 冰片, 碧洁 → 乙醇, 哈森好利甘 → 甘草, 茂祥 → 环磷酰胺, 维德思 → 逆转录酶抑制药, 抵克立得 → 血小板聚集抑制药, 乐孚亭 → 抗抑郁药,
滨纷 → 正性肌力药, 邦加分宁 → 喹诺酮类, 倍尔来福 → 疫苗, 巴特芬 → 外用杀真菌药和抗寄生虫制剂, 谷颖 → 黄疸, 等宽鳞毛蕨 → 绦虫病, 狗舌头叶 → 感冒头痛,
落地蜈蚣 → 跌打损伤, 白狗肠 → 凉血收敛止血, 线蕨 → 清热利尿, 腰骨藤 → 通络止痛, 野生姜 → 浙江, 见血飞 → 云南, 羊踯躅 → 八里麻, 红轮狗舌草 → 红轮千里光,
翼梗獐牙菜 → 四棱草, 肝上、下界叩诊 → 新生儿肝脾肿大, 肝胆动态显像检查 → 肝外胆管损伤, 肺灌注显像 → 肺动脉发育不全, 肝脏触诊检查 → 膨胀性肝脏搏动, 肾癌检查 →
血尿伴排尿不畅, 无痛胃镜检查 → 消化科, and the neighbours above), 72 of them a name no earlier question contains; four say the
neighbour in other words than its name (the four ingredients said without 等). Eight are asked from the relation's target
end: the four above (非洲区域, 腹股沟, 太阳穴, 神经科) and four asking what an alias stands for (below).

About one question in four (52 of 210) names its entity by a name the network records for that very instance or asks
what such a name stands for. 48 name it: disease aliases (2: 志贺菌病, SLE, none an earlier question's name); drug trade
names (33, below); medicinal material aliases (11: 谷颖, 个则王, 狗舌头叶, 落地蜈蚣, 白狗肠, 线蕨, 刀口药, 多子草, 野生姜, 二角芹, 见血飞, none an
earlier question's name); a formula alias (1: 半夏茯苓天麻汤, earlier sets' mention); a check alias (1: 新生儿筛查, earlier sets'
mention). Each of the disease and material aliases is an alias record its one instance alone leads to. Four more ask what
an alias stands for (暗疮, 丽科分, 和窌, EEG: disease, drug, formula and check aliases; 暗疮 is new, the others earlier questions'
entities, asked here in other words): their gold is the alias instance, answered by the record that lists it. Before the
set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one
the network records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (得凡尼金, 赛格乐, 普甘, 赫立可, 贝可力, 麦克维动力, 铭生, 巨能, 蒙安达, 诺力思, 邦贝益, 艾坦, 舒美奋, 格利福斯, 维宁佳, 海宝, 赛美欣, 碧洁, 哈森好利甘, 茂祥,
维德思, 赛灵斯, 抵克立得, 乐孚亭, 佳苏仑, 可乐宁, 滨纷, 邦加分宁, 倍尔来福, 显峰益康逍, 立必复, 巴特芬, 平洁), none of them a name an earlier question
carries, and all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity
is the standard record (环吡酮胺阴道栓, 甲磺酸双氢麦角胺缓释胶囊, 甘油果糖氯化钠注射液, 甲磺酸酚妥拉明颗粒, 甲地高辛片, 甘氨酸碳酸钙胶囊, 环磷腺苷注射液,
甲硝唑氯化钠注射液, 甲磺酸罗哌卡因注射液, 甲苯磺酸妥舒沙星片, 甘露糖肽注射液, 甲磺酸阿帕替尼片, 盐酸丁丙诺啡舌下片, 甘油磷酸钠注射液, 甲磺酸培氟沙星注射液, 珍珠明目滴眼液,
甲砜霉素颗粒, 甲硝唑氯己定洗剂, 甘草酸二铵注射液, 环磷酰苷, 盐酸伐昔洛韦片, 盐酸多奈哌齐胶囊, 盐酸噻氯匹定片, 盐酸安非他酮片, 盐酸多沙普仑注射液, 盐酸可乐定片,
盐酸多巴酚丁胺葡萄糖注射液, 甲磺酸加替沙星分散片, 甲、乙型肝炎联合疫苗, 甲苯磺丁脲片, 甲磺酸多拉司琼注射液, 环吡酮搽剂, 甲硝唑乳膏), the mention is the trade name
and the line is tagged `alias`, because whoever holds the box or the infusion slip asks about the medicine, and the
standard record is the one that names it, holds its class and lists the trade name. The thirty-fourth drug question of
the five drug types names 痛经宝颗粒 by its name. is_a_level3 questions ask a drug's class by its use (按用途分, 按作用, 按用途, 按作用分)
and belongs_to questions by 药品分类, 药品目录, what the pharmacy files it under or a product class (喹诺酮类, 疫苗, 外用杀真菌药和抗寄生虫制剂),
so that a reader can tell the two apart.

Other names the network holds under two records:
- 丽科分 is a drug record as well as the alias instance 盐酸伐昔洛韦分散片 lists, and EEG a check record as well as the alias
  instance 脑电图检查 lists: their questions say the asker was told it is an alias (怎么又说它是别名, 怎么又成了别名) and ask which drug or
  check it stands for, so the gold is the alias instance, as in the earlier sets. 暗疮 and 和窌 are alias records only. 志贺菌病,
  SLE and 新生儿筛查 are records of their own besides aliases (diseases and a check); the questions name what the lab sheet
  says (化验单上写着志贺菌病), what the patient calls herself (我是SLE病人) and what parents call the newborn check (宝宝的新生儿筛查), so
  the gold is the record the alias belongs to, as in the earlier sets. 见血飞 is an ingredient record too; the question asks
  where the herb grows. The other aliases named are alias records only.
- 34 lines are tagged `ambiguous_name` (32 besides 丽科分 and EEG): the entity's own name is also a record of another type (a
  symptom record: 细菌性痢疾, 破伤风 (three questions), 肺结核, 磨牙症, 紧张性头痛 and the body part 腹股沟; a cause record: 羊水栓塞 and 绒毛膜羊膜炎; both:
  白喉, 类风湿性关节炎 (two), 肌肉痉挛, 肠梗阻 and 羊水过多; a cause, a population and a symptom record: 系统性红斑狼疮 (two), 肿瘤 and 肝硬化; an
  alias record: 老年性白内障, the materials 腰骨藤 and 粟芽 and the formula 巴戟天酒; an alias and a symptom record: 肾细胞癌; an alias, a cause
  and a symptom record: 肝癌; an alias, a cause, a population and a symptom record: 肺癌; a check, a symptom and a therapy record:
  睾丸畸胎瘤; an ingredient record: the materials 紫珠叶 (named by its alias 白狗肠), 翼首草, 臭灵丹草 and 细梗胡枝子), and the wording says which is
  meant (这个病, 这种癌, 挂哪个科, 大出血的时候…派不上用场, 增加风险, 扯上关系, 得的人更多, 地域之分, 转移, 转到身体别处, 侵犯, 关联, 牵连, 区分, 排除, 弄混,
  误当成 for the diseases; 哪种癌转移过来的 for 腹股沟; 这味药, 这味藏药, 这味草药, 这种草 for the materials; 这个方子，泡的时候 for 巴戟天酒).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about
(and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and
the file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_78.py    # rewrites bench/sets/medical_everyday_78.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_78.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("眼睛进了铁屑，医生说是眼异物伤，难道光是刺痛，就不会一直流泪吗？", "has_symptom", "眼异物伤", D, named="流泪"),
    Q("不是说眼眶内静脉曲张一低头眼珠就往外鼓吗，那个就叫体位性眼球突出？", "has_symptom", "眼眶内静脉曲张", D,
      named="体位性眼球突出"),
    Q("立克次体痘该不会就是出几个痘吧，还有哪些症状", "has_symptom", "立克次体痘", D),
    Q("我家老二查出糖原贮积病I型，医生只说个子会矮，就没有别的表现了吗？", "has_symptom", "糖原贮积病I型", D),
    Q("眼眶骨瘤就没什么感觉吗，会不会眼眶钝痛", "has_symptom", "眼眶骨瘤", D, named="眼眶钝痛"),
    Q("神经莱姆病怎么会有关节或肌肉疼痛呢？这也算它的症状", "has_symptom", "神经莱姆病", D,
      named="关节或肌肉疼痛"),
    Q("孩子接种后出了种痘并发症，不就是起几个水疱吗，还会有别的表现？", "has_symptom", "种痘并发症", D),
    # designated_to
    Q("眼眶平滑肌瘤难道不是挂眼科吗？", "designated_to", "眼眶平滑肌瘤", D),
    Q("眼眶神经纤维瘤总不能挂皮肤科吧，到底该挂哪个科", "designated_to", "眼眶神经纤维瘤", D),
    Q("神经源性角膜炎，该不会要挂神经内科吧", "designated_to", "神经源性角膜炎", D),
    Q("做完硬化剂以后出现了硬化剂治疗引起的食管损害，还回原来的科室看吗，不是该换个科？", "designated_to",
      "硬化剂治疗引起的食管损害", D),
    Q("神经元蜡样脂褐质沉积症这种怪病，县医院就没有哪个科能看吗", "designated_to", "神经元蜡样脂褐质沉积症", D),
    Q("睾丸畸胎瘤这个病不是该挂泌尿外科吗，怎么让我去肿瘤科？", "designated_to", "睾丸畸胎瘤", D, named="肿瘤科"),
    Q("眼眶脑膜瘤不看神经外科，难道看眼科", "designated_to", "眼眶脑膜瘤", D),
    # checks
    Q("眼眶非霍奇金恶性淋巴瘤光做个活检还不够吗？还要查哪些", "checks", "眼眶非霍奇金恶性淋巴瘤", D),
    Q("碱性磷酸钙结晶沉积病，何必还要做羟基磷灰石晶体的鉴定，拍个片子看不出来？", "checks", "碱性磷酸钙结晶沉积病", D,
      named="羟基磷灰石晶体的鉴定"),
    Q("神经系统遗传病不靠基因检测技术，是不是就没法确诊", "checks", "神经系统遗传病", D, named="基因检测技术"),
    Q("我妈血糖高又尿频尿痛，说是糖尿病并发泌尿系感染，验个尿常规不就行了，为啥还要做清洁中段尿培养？", "checks",
      "糖尿病并发泌尿系感染", D, named="清洁中段尿培养"),
    Q("线粒体脑肌病不用查血清乳酸检查吗", "checks", "线粒体脑肌病", D, named="血清乳酸检查"),
    Q("结肠平滑肌瘤肠镜都看到了还不算数？非得做结肠镜活检", "checks", "结肠平滑肌瘤", D, named="结肠镜活检"),
    Q("神经系统结节病就只能做腰椎穿刺吗，没有别的检查？", "checks", "神经系统结节病", D),
    # has_complication
    Q("着色杆菌病不就是皮肤上烂几个口子，怎么会引起败血症呢", "has_complication", "着色杆菌病", D, named="败血症"),
    Q("放疗后落下神经系统的放射性损伤，该不会还要并发放射性脊髓病吧？", "has_complication", "神经系统的放射性损伤", D,
      named="放射性脊髓病"),
    Q("肠道气囊肿症不是良性的吗？哪至于拧成肠扭转", "has_complication", "肠道气囊肿症", D, named="肠扭转"),
    Q("我爷爷八十了，烫伤住进了烧伤科，医生说老年烧伤要防并发症，伤口长好了难道还不算完？", "has_complication", "老年烧伤", D),
    Q("肝炎双重感染，是不是比单纯一种肝炎更容易走到肝硬化那一步", "has_complication", "肝炎双重感染", D, named="肝硬化"),
    Q("老年人阳性杆菌肺炎不就是个肺炎吗，怎么还会闹出别的毛病？", "has_complication", "老年人阳性杆菌肺炎", D),
    # cures
    Q("粪类圆线虫病只能吃噻苯唑吗？复方甲苯咪唑片就不行", "cures", "粪类圆线虫病", D, named="复方甲苯咪唑片"),
    Q("化验单上写着志贺菌病，磺胺脒片这种老药就治不了吗", "cures", "细菌性痢疾", D, mention="志贺菌病", named="磺胺脒片"),
    Q("我是SLE病人，医生怎么从来不开醋酸可的松片，它不管用吗？", "cures", "系统性红斑狼疮", D, mention="SLE",
      named="醋酸可的松片"),
    Q("绒毛膜癌难道不能用注射用甲氨喋呤化疗？", "cures", "绒毛膜癌", D, named="注射用甲氨喋呤"),
    Q("羊水栓塞大出血的时候，氨甲环酸注射液就派不上用场吗", "cures", "羊水栓塞", D, named="氨甲环酸注射液"),
    Q("老年性白内障不是只能开刀吗，打氨碘肽注射液真的有用？", "cures", "老年性白内障", D, named="氨碘肽注射液"),
    # shown_on
    Q("筋骨懈堕不会只伤腰吧，还会落在哪些部位", "shown_on", "筋骨懈堕", D),
    Q("筛窦癌不是长在鼻窦里的吗？", "shown_on", "筛窦癌", D, named="鼻窦"),
    Q("精囊恶性肿瘤该不会就长在精囊本身吧", "shown_on", "精囊恶性肿瘤", D, named="精囊"),
    Q("纤维毛囊瘤哪有长在头发里的，到底长在哪儿？", "shown_on", "纤维毛囊瘤", D),
    Q("第三脑室肿瘤不就长在脑子里，哪还用问部位？具体在哪儿", "shown_on", "第三脑室肿瘤", D),
    Q("纵隔脓肿真的不是长在肺上，而是在纵隔？", "shown_on", "纵隔脓肿", D, named="纵隔"),
    # has_alias
    Q("眼类肉瘤病就没有别的叫法吗", "has_alias", "眼类肉瘤病", D),
    Q("白屑风不就是老中医说的面游风吗？", "has_alias", "白屑风", D, named="面游风"),
    Q("经期推迟，难道不就是我奶奶说的月经过期", "has_alias", "经期推迟", D, named="月经过期"),
    Q("粘连性中耳炎，有的书上写成不张性中耳炎，莫非是同一个病？", "has_alias", "粘连性中耳炎", D, named="不张性中耳炎"),
    Q("立氏立克次体斑疹热这名字也太长了，是不是没有简单点的，比如蜱传斑疹伤寒？", "has_alias", "立氏立克次体斑疹热", D,
      named="蜱传斑疹伤寒"),
    Q("暗疮难道不就是痘痘的俗称？它到底是哪个病的别名", "has_alias", "暗疮", AL),
    # caused_by
    Q("眼眶真菌病该不会是毛霉菌惹的吧？", "caused_by", "眼眶真菌病", D, named="毛霉菌"),
    Q("宝宝一生下来眼皮上就有块红的，医生说是眼睑血管瘤，难道是我怀孕时吃错了东西？到底怎么得的", "caused_by", "眼睑血管瘤", D),
    Q("类鼻疽不是鼻子的毛病吗，怎么说是类鼻疽伯克霍尔德菌引起的", "caused_by", "类鼻疽", D,
      named="类鼻疽伯克霍尔德菌"),
    Q("我和老公都好好的，孩子怎么会得神经节苷脂沉积病呢？难道是常染色体隐性遗传", "caused_by", "神经节苷脂沉积病", D,
      named="常染色体隐性遗传"),
    Q("纵隔疝总不会凭空冒出来吧，一般是什么原因", "caused_by", "纵隔疝", D),
    Q("细菌性心包炎，心脏里哪来的细菌？到底怎么得上的", "caused_by", "细菌性心包炎", D),
    Q("继发性痛经不是子宫内膜异位症闹的吗", "caused_by", "继发性痛经", D, named="子宫内膜异位症"),
    # has_risk_factor
    Q("白喉不是早就绝迹了吗，前往疫区旅行也会增加风险？", "has_risk_factor", "白喉", D, named="前往疫区旅行"),
    Q("用牙签剔牙也能跟破伤风扯上关系？不会吧", "has_risk_factor", "破伤风", D, named="牙签剔牙"),
    Q("孩子装了人工耳蜗，耳蜗植入物该不会让细菌性脑膜炎更容易找上门吧？", "has_risk_factor", "细菌性脑膜炎", D,
      named="耳蜗植入物"),
    Q("真菌性脑膜炎跟受污染土壤有啥关系，在地里干活也危险？", "has_risk_factor", "真菌性脑膜炎", D, named="受污染土壤"),
    Q("睾丸癌怎么会跟农村居民扯上关系呢，城里人就不容易得吗", "has_risk_factor", "睾丸癌", D, named="农村居民"),
    Q("我在煤矿干了二十年，接触二氧化硅或煤，跟类风湿性关节炎也有关？不是只会得尘肺吗", "has_risk_factor", "类风湿性关节炎", D,
      named="接触二氧化硅或煤"),
    # common_in
    Q("不是说皮肤纤维瘤多长在中青年女性身上吗？我一个男的也长了", "common_in", "皮肤纤维瘤", D, named="中青年女性"),
    Q("睾丸间质细胞瘤不是只有大人才得吗，小孩也会？一般多见于哪些人", "common_in", "睾丸间质细胞瘤", D),
    Q("精神活性物质伴发精神障碍，不会只有吸毒的人才得吧", "common_in", "精神活性物质伴发精神障碍", D),
    Q("神经鞘源性肿瘤莫非反倒是青年人多见？", "common_in", "神经鞘源性肿瘤", D, named="青年人"),
    Q("第IV型脊髓血管畸形，上了年纪的人就不会得吗？多见于什么人", "common_in", "第IV型脊髓血管畸形", D),
    Q("精囊恶性肿瘤年轻人就不用担心了吗，一般多见于什么年纪", "common_in", "精囊恶性肿瘤", D),
    # prevalent_in
    Q("肺癌这个病难道北美那边得的人更多？", "prevalent_in", "肺癌", D, named="北美"),
    Q("不是说肺结核在印度特别多吗", "prevalent_in", "肺结核", D, named="印度"),
    Q("肝癌是不是没有地域之分，就没有哪块地方特别多？", "prevalent_in", "肝癌", D),
    Q("细菌性脑膜炎在咱们这儿好像不多见，莫非别的地方流行得多？主要在哪些地区", "prevalent_in", "细菌性脑膜炎", D),
    Q("公司要派我去非洲区域驻场半年，那边就没什么特别流行的病吗？", "prevalent_in", "非洲区域", RE),
    # metastasizes_to
    Q("类风湿性关节炎怎么会跑到腕上去呢", "metastasizes_to", "类风湿性关节炎", D, named="腕"),
    Q("肛门癌这种癌难道还会转移到肺部？", "metastasizes_to", "肛门癌", D, named="肺部"),
    Q("肝内胆管癌该不会连主动脉都要波及吧", "metastasizes_to", "肝内胆管癌", D, named="主动脉"),
    Q("系统性红斑狼疮这个病，不是光在脸上起红斑吗，怎么还会转到身体别处？", "metastasizes_to", "系统性红斑狼疮", D),
    Q("腹股沟那里摸到好几个疙瘩，该不会是哪种癌转移过来的吧？", "metastasizes_to", "腹股沟", BP),
    # invades
    Q("肿瘤长在头面部的话，难道会侵犯到颅底的外周神经？", "invades", "肿瘤", D, named="颅底的外周神经"),
    Q("肾细胞癌就老老实实待在肾里，不会往外侵犯吗", "invades", "肾细胞癌", D),
    Q("胆管癌这种癌真的不会往周围长吗，只待在胆管里？", "invades", "胆管癌", D),
    Q("太阳穴那块鼓起来了，哪些病会侵犯到太阳穴，不会是长了什么吧", "invades", "太阳穴", BP),
    # is_subtype_of
    Q("硬脑膜外脓肿不就是个脓肿吗，分类上还有更大的类？", "is_subtype_of", "硬脑膜外脓肿", D),
    Q("硬腭裂伴软腭裂，难道不算腭裂", "is_subtype_of", "硬腭裂伴软腭裂", D, named="腭裂"),
    Q("神经肌肉性脊柱侧弯，不也是脊柱侧凸的一种吗？", "is_subtype_of", "神经肌肉性脊柱侧弯", D, named="脊柱侧凸"),
    Q("孩子见生人就躲，医生说是童年社交性焦虑障碍，这不就是害羞吗？在分类上到底归哪一类", "is_subtype_of",
      "童年社交性焦虑障碍", D),
    Q("第三产程出血莫非不算产后出血？", "is_subtype_of", "第三产程出血", D, named="产后出血"),
    Q("科根综合征怎么会归到角膜炎下面呢", "is_subtype_of", "科根综合征", D, named="角膜炎"),
    # treated_with
    Q("肛周坏死性筋膜炎光吃消炎药不行吗？还有哪些治法", "treated_with", "肛周坏死性筋膜炎", D),
    Q("肘关节强直，不做手术治疗不行吗", "treated_with", "肘关节强直", D, named="手术治疗"),
    Q("我妈七十了，查出绝经期盆腔脏器脱垂，除了开刀就没别的办法了吗", "treated_with", "绝经期盆腔脏器脱垂", D),
    Q("绝经与阿尔茨海默病综合征，为什么不用胆碱酯酶抑制剂，是不能用吗？", "treated_with", "绝经与阿尔茨海默病综合征", D,
      named="胆碱酯酶抑制剂"),
    Q("肛门周围癌做了手术还不够，放射疗法也要上？", "treated_with", "肛门周围癌", D, named="放射疗法"),
    Q("继发性女阴过度角化总不能一直这么抹药膏吧，到底该怎么治", "treated_with", "继发性女阴过度角化", D),
    # related_disease
    Q("肌肉痉挛这个病，怎么会跟局限性骨化性肌炎扯上关系？", "related_disease", "肌肉痉挛", D, named="局限性骨化性肌炎"),
    Q("我爸诊断单上肝硬化和肝功能不全都有，这俩病真的没什么关联吗", "related_disease", "肝硬化", D, named="肝功能不全"),
    Q("肝脏血肿该不会跟包膜破裂有关吧？", "related_disease", "肝脏血肿", D, named="包膜破裂"),
    Q("肠梗阻这个病莫非还跟腹内感染有牵连", "related_disease", "肠梗阻", D, named="腹内感染"),
    Q("产科医生说我有绒毛膜羊膜炎，这难道会连累到胎儿神经系统受损？", "related_disease", "绒毛膜羊膜炎", D,
      named="胎儿神经系统受损"),
    Q("孕检查出羊水过多，跟自发性早产真的没关系吗", "related_disease", "羊水过多", D, named="自发性早产"),
    # differential_diagnosis
    Q("破伤风和药物性肌张力障碍都是抽筋，难道不用区分？", "differential_diagnosis", "破伤风", D,
      named="药物性肌张力障碍"),
    Q("小孩抽搐，医生说还得排除破伤风，它跟儿童癫痫大发作不是一眼就能分清吗", "differential_diagnosis", "破伤风", D,
      named="儿童癫痫大发作"),
    Q("磨牙症哪会跟偏侧面肌肉痉挛弄混？", "differential_diagnosis", "磨牙症", D, named="偏侧面肌肉痉挛"),
    Q("睾丸癌和睾丸扭转，一个疼一个不疼，还用得着鉴别？", "differential_diagnosis", "睾丸癌", D, named="睾丸扭转"),
    Q("紧张性头痛怎么会被误当成偏头痛呢？", "differential_diagnosis", "紧张性头痛", D, named="偏头痛"),
    Q("细菌性脑膜炎跟结核性脑膜炎不都是脑膜炎吗，有必要分那么细？", "differential_diagnosis", "细菌性脑膜炎", D,
      named="结核性脑膜炎"),
    # indicated_for
    Q("得凡尼金不是治阴道念珠菌感染的吗？", "indicated_for", "环吡酮胺阴道栓", DR, mention="得凡尼金",
      named="阴道念珠菌感染"),
    Q("赛格乐该不会是治偏头痛的吧", "indicated_for", "甲磺酸双氢麦角胺缓释胶囊", DR, mention="赛格乐", named="偏头痛"),
    Q("我爸脑出血住院一直在输普甘，这药不是光降颅压的吗？到底能治哪些病", "indicated_for", "甘油果糖氯化钠注射液", DR,
      mention="普甘"),
    Q("赫立可莫非是治勃起功能障碍的？", "indicated_for", "甲磺酸酚妥拉明颗粒", DR, mention="赫立可",
      named="勃起功能障碍"),
    Q("贝可力难道不是治心力衰竭的药", "indicated_for", "甲地高辛片", DR, mention="贝可力", named="心力衰竭"),
    Q("麦克维动力听着像保健品，不会真能治病吧？都治什么", "indicated_for", "甘氨酸碳酸钙胶囊", DR, mention="麦克维动力"),
    Q("痛经宝颗粒除了痛经，没什么别的能治了吗", "indicated_for", "痛经宝颗粒", DR),
    # has_adverse_reaction
    Q("护士说铭生没什么副作用，难道输了就不会头痛？", "has_adverse_reaction", "环磷腺苷注射液", DR, mention="铭生",
      named="头痛"),
    Q("巨能输完嘴里一股铁味，该不会是它引起的口中金属味吧", "has_adverse_reaction", "甲硝唑氯化钠注射液", DR,
      mention="巨能", named="口中金属味"),
    Q("做手术打了蒙安达，血压掉得厉害，低血压莫非是它的副作用？", "has_adverse_reaction", "甲磺酸罗哌卡因注射液", DR,
      mention="蒙安达", named="低血压"),
    Q("不是说吃诺力思要避开太阳吗，难道会有光敏症？", "has_adverse_reaction", "甲苯磺酸妥舒沙星片", DR, mention="诺力思",
      named="光敏症"),
    Q("邦贝益真的不会有什么不良反应吗", "has_adverse_reaction", "甘露糖肽注射液", DR, mention="邦贝益"),
    Q("艾坦是靶向药，哪有一点副作用都没有的？会有哪些", "has_adverse_reaction", "甲磺酸阿帕替尼片", DR, mention="艾坦"),
    Q("舒美奋含在舌下以后我老想睡觉，嗜睡难道不算它的副作用？", "has_adverse_reaction", "盐酸丁丙诺啡舌下片", DR,
      mention="舒美奋", named="嗜睡"),
    # has_ingredient
    Q("格利福斯到底是什么成分，不会就是盐水吧？", "has_ingredient", "甘油磷酸钠注射液", DR, mention="格利福斯"),
    Q("维宁佳里面不是说有亚硫酸氢钠吗？我对亚硫酸盐过敏", "has_ingredient", "甲磺酸培氟沙星注射液", DR, mention="维宁佳",
      named="亚硫酸氢钠"),
    Q("海宝眼药水里不会真加了冰片吧，滴了眼睛凉凉的", "has_ingredient", "珍珠明目滴眼液", DR, mention="海宝", named="冰片"),
    Q("孩子咳嗽开了赛美欣颗粒，是啥成分，该不会是氯霉素吧", "has_ingredient", "甲砜霉素颗粒", DR, mention="赛美欣"),
    Q("碧洁洗剂不含乙醇吗？用了以后火辣辣的", "has_ingredient", "甲硝唑氯己定洗剂", DR, mention="碧洁", named="乙醇"),
    Q("哈森好利甘，名字里带个甘字，莫非真有甘草？", "has_ingredient", "甘草酸二铵注射液", DR, mention="哈森好利甘",
      named="甘草"),
    Q("茂祥这个药是不是没别的，就是环磷酰胺", "has_ingredient", "环磷酰苷", DR, mention="茂祥", named="环磷酰胺"),
    # is_a_level3
    Q("维德思不是抗疱疹的吗，按作用怎么算逆转录酶抑制药？", "is_a_level3", "盐酸伐昔洛韦片", DR, mention="维德思",
      named="逆转录酶抑制药"),
    Q("赛灵斯按用途分，不就是治老年痴呆的吗？到底算哪一类", "is_a_level3", "盐酸多奈哌齐胶囊", DR, mention="赛灵斯"),
    Q("抵克立得难道不算血小板聚集抑制药", "is_a_level3", "盐酸噻氯匹定片", DR, mention="抵克立得",
      named="血小板聚集抑制药"),
    Q("乐孚亭不是戒烟用的吗，按用途怎么归到抗抑郁药了？", "is_a_level3", "盐酸安非他酮片", DR, mention="乐孚亭",
      named="抗抑郁药"),
    Q("佳苏仑按用途分是哪类药，该不会是麻醉药吧", "is_a_level3", "盐酸多沙普仑注射液", DR, mention="佳苏仑"),
    Q("可乐宁按作用归哪一类？总不会跟可乐有关系吧", "is_a_level3", "盐酸可乐定片", DR, mention="可乐宁"),
    Q("心衰抢救时用的滨纷，按作用莫非是正性肌力药？", "is_a_level3", "盐酸多巴酚丁胺葡萄糖注射液", DR, mention="滨纷",
      named="正性肌力药"),
    # belongs_to
    Q("邦加分宁难道不属于喹诺酮类？", "belongs_to", "甲磺酸加替沙星分散片", DR, mention="邦加分宁", named="喹诺酮类"),
    Q("倍尔来福在药品分类里不就是疫苗吗", "belongs_to", "甲、乙型肝炎联合疫苗", DR, mention="倍尔来福", named="疫苗"),
    Q("显峰益康逍在药店的药品分类里归哪一类？名字听着像中药，应该不是西药吧", "belongs_to", "甲苯磺丁脲片", DR,
      mention="显峰益康逍"),
    Q("立必复是化疗时打的，药品目录里总不能归到普通止吐药吧？归哪一类", "belongs_to", "甲磺酸多拉司琼注射液", DR, mention="立必复"),
    Q("巴特芬药店是不是放在外用杀真菌药和抗寄生虫制剂那一类", "belongs_to", "环吡酮搽剂", DR, mention="巴特芬",
      named="外用杀真菌药和抗寄生虫制剂"),
    Q("平洁乳膏在药品目录上属于什么类别，总不会是化妆品吧", "belongs_to", "甲硝唑乳膏", DR, mention="平洁"),
    # drug_has_alias
    Q("琥珀安神丸就没有别的名字了吗", "drug_has_alias", "琥珀安神丸", DR),
    Q("盐酸克林霉素注射液，难道不就是力弘？", "drug_has_alias", "盐酸克林霉素注射液", DR, named="力弘"),
    Q("盐酸奥昔布宁缓释胶囊是不是也叫安如山，我没记错吧", "drug_has_alias", "盐酸奥昔布宁缓释胶囊", DR, named="安如山"),
    Q("盐酸埃克替尼片这么拗口，就没个好记点的叫法？", "drug_has_alias", "盐酸埃克替尼片", DR),
    Q("丽科分不是个药名吗？怎么又说它是别名，到底指的哪个药", "drug_has_alias", "丽科分", AL),
    # mainly_treats
    Q("谷颖不就是稻谷上那根芒吗，难道还能治黄疸？", "mainly_treats", "稻谷芒", M, mention="谷颖", named="黄疸"),
    Q("等宽鳞毛蕨莫非能打绦虫病", "mainly_treats", "等宽鳞毛蕨", M, named="绦虫病"),
    Q("个则王这味草药，不会只能治跌打吧？主要治什么", "mainly_treats", "红郎伞", M, mention="个则王"),
    Q("狗舌头叶煮水，真的不能治感冒头痛吗", "mainly_treats", "羊舌树", M, mention="狗舌头叶", named="感冒头痛"),
    Q("细花丁香蓼就是田边的野草，哪能治什么病", "mainly_treats", "细花丁香蓼", M),
    Q("外婆说落地蜈蚣捣烂敷上能好，不会真能治跌打损伤吧", "mainly_treats", "翻天红", M, mention="落地蜈蚣",
      named="跌打损伤"),
    Q("听说红花刺参只能止痛，真的不能治别的病吗", "mainly_treats", "红花刺参", M),
    # has_efficacy
    Q("白狗肠难道有凉血收敛止血的功效？", "has_efficacy", "紫珠叶", M, mention="白狗肠", named="凉血收敛止血"),
    Q("翼首草这味藏药，莫非只能退烧？还有什么作用", "has_efficacy", "翼首草", M),
    Q("线蕨不是养在花盆里的观赏植物吗，怎么会能清热利尿", "has_efficacy", "羊七莲", M, mention="线蕨", named="清热利尿"),
    Q("刀口药光听名字就是止血的吧，就没有别的用处？", "has_efficacy", "耐冬果", M, mention="刀口药"),
    Q("多子草跟黄芩总不是一回事吧，它有什么功用", "has_efficacy", "红茎黄芩", M, mention="多子草"),
    Q("腰骨藤这味药，是不是没有通络止痛的作用", "has_efficacy", "腰骨藤", M, named="通络止痛"),
    # distributed_in
    Q("野生姜这种草药，浙江山里是不是没有？", "distributed_in", "细柄薯蓣", M, mention="野生姜", named="浙江"),
    Q("二角芹是不是只有东北才有，别的地方都没有吗", "distributed_in", "绿花独活", M, mention="二角芹"),
    Q("臭灵丹草这味草药，我们湖北就一点没有吗？主要分布在哪", "distributed_in", "臭灵丹草", M),
    Q("见血飞这药，云南那边不产吗", "distributed_in", "羊角棉", M, mention="见血飞", named="云南"),
    Q("粟芽这味药，总不能哪儿都有吧，主要出在哪些地方？", "distributed_in", "粟芽", M),
    Q("美花风毛菊这种草南方就不长吗", "distributed_in", "美花风毛菊", M),
    # material_has_alias
    Q("羊踯躅不就是八里麻吗？药铺里写的是这个", "material_has_alias", "羊踯躅", M, named="八里麻"),
    Q("羊奶果这种野果就没有别的叫法", "material_has_alias", "羊奶果", M),
    Q("红轮狗舌草莫非也叫红轮千里光？", "material_has_alias", "红轮狗舌草", M, named="红轮千里光"),
    Q("细梗胡枝子这种草，乡下人难道不是另有叫法？", "material_has_alias", "细梗胡枝子", M),
    Q("翼梗獐牙菜不就是四棱草嘛", "material_has_alias", "翼梗獐牙菜", M, named="四棱草"),
    Q("羊角参就这一个名字？我在药市上听人叫的好像不一样", "material_has_alias", "羊角参", M),
    # composed_of
    Q("抄来的八风汤方子里没写细辛，是不是漏了？", "composed_of", "八风汤", F, named="细辛等"),
    Q("八风防风散里该不会还加了秦椒吧", "composed_of", "八风防风散", F, named="秦椒等"),
    Q("巴戟圆里放青盐，不会太咸吗？真有这一味", "composed_of", "巴戟圆", F, named="青盐等"),
    Q("巴戟天酒这个方子，泡的时候何必还要放羌活？", "composed_of", "巴戟天酒", F, named="羌活等"),
    Q("宁嗽丸里头不是有黑苏子吗", "composed_of", "宁嗽丸", F, named="黑苏子"),
    Q("半夏茯苓天麻汤，名字里都带茯苓了，方子里总不会没有茯苓吧？", "composed_of", "半夏白术天麻汤", F,
      mention="半夏茯苓天麻汤", named="茯苓"),
    # formula_has_efficacy
    Q("杏苏散难道还能理肺化痰？", "formula_has_efficacy", "杏苏散", F, named="理肺化痰"),
    Q("柴葛解肌汤不是解肌清热的吗", "formula_has_efficacy", "柴葛解肌汤", F, named="解肌清热"),
    Q("桂苓甘露散莫非能清暑解热？夏天中暑喝这个行不行", "formula_has_efficacy", "桂苓甘露散", F, named="清暑解热"),
    Q("桃花汤听着像美容的，不会真能温中涩肠止痢吧", "formula_has_efficacy", "桃花汤", F, named="温中涩肠止痢"),
    Q("桑螵蛸散不是管尿床的吗，怎么会调补心肾呢", "formula_has_efficacy", "桑螵蛸散", F, named="调补心肾"),
    Q("都说清营汤是透热养阴的，我怎么查不到呢", "formula_has_efficacy", "清营汤", F, named="透热养阴"),
    # prescribed_for
    Q("旋复代赭汤不是治胃虚痰阻气逆证的吗", "prescribed_for", "旋复代赭汤", F, named="胃虚痰阻气逆证"),
    Q("暖肝煎莫非治寒滞肝脉证？", "prescribed_for", "暖肝煎", F, named="寒滞肝脉证"),
    Q("秋天干咳没痰，中医说是外感温燥证，桑杏汤难道不能用？", "prescribed_for", "桑杏汤", F, named="外感温燥证"),
    Q("清暑益气汤，暑热气津两伤证用它不对吗", "prescribed_for", "清暑益气汤", F, named="暑热气津两伤证"),
    Q("枳实消痞丸怎么会治寒热互结证呢？", "prescribed_for", "枳实消痞丸", F, named="寒热互结证"),
    Q("木香槟榔丸难道也管湿蕴生热证", "prescribed_for", "木香槟榔丸", F, named="湿蕴生热证"),
    # formula_has_alias
    Q("半夏白术天麻汤就没有别的叫法吗", "formula_has_alias", "半夏白术天麻汤", F),
    Q("口禾髎是不是没有别的名字，古书上都这么写？", "formula_has_alias", "口禾髎", F),
    Q("和窌这两个字不是正名吧？它到底是哪个的别名", "formula_has_alias", "和窌", AL),
    Q("八风防风散就没个别的名字？", "formula_has_alias", "八风防风散", F),
    Q("巴戟天饮莫非还有别的叫法", "formula_has_alias", "巴戟天饮", F),
    # check_for_disease
    Q("肝上、下界叩诊难道能查出新生儿肝脾肿大？", "check_for_disease", "肝上、下界叩诊", C, named="新生儿肝脾肿大"),
    Q("肝体积测定不就是量个大小，哪能查出什么病", "check_for_disease", "肝体积测定", C),
    Q("肝胆动态显像检查莫非还能看出肝外胆管损伤", "check_for_disease", "肝胆动态显像检查", C, named="肝外胆管损伤"),
    Q("做肾上腺MRI检查何必花那么多钱，不就是找个肿瘤，还能查哪些病", "check_for_disease", "肾上腺MRI检查", C),
    Q("体检报告让复查肾小球功能试验，这不就是看肾好不好吗，具体能查出哪些病？", "check_for_disease", "肾小球功能试验", C),
    Q("肺灌注显像该不会能查出肺动脉发育不全吧", "check_for_disease", "肺灌注显像", C, named="肺动脉发育不全"),
    Q("肾脏切片要在腰上扎针，到底是为了查哪些病，总不会白扎吧", "check_for_disease", "肾脏切片", C),
    # check_for_symptom
    Q("肝脏触诊检查难道能摸出膨胀性肝脏搏动？", "check_for_symptom", "肝脏触诊检查", C, named="膨胀性肝脏搏动"),
    Q("肝质地检查是不是没症状就不用做，一般什么情况才查", "check_for_symptom", "肝质地检查", C),
    Q("肠道真菌病检测，难道拉几次肚子就要做？一般有哪些症状才查", "check_for_symptom", "肠道真菌病检测", C),
    Q("肾癌检查，莫非血尿伴排尿不畅也要做", "check_for_symptom", "肾癌检查", C, named="血尿伴排尿不畅"),
    Q("肺和胸膜叩诊不就是敲敲胸口吗，有哪些症状才要做这个？", "check_for_symptom", "肺和胸膜叩诊", C),
    Q("肾脏MRI检查总不能随便做吧，有什么症状才需要", "check_for_symptom", "肾脏MRI检查", C),
    # performed_by
    Q("无痛胃镜检查难道不是消化科做的？", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("宝宝的新生儿筛查，不是产科顺手就做了吗，到底哪个科负责", "performed_by", "新生儿疾病筛查检查", C,
      mention="新生儿筛查"),
    Q("脑电图检查总不会是精神科做吧？该去哪个科", "performed_by", "脑电图检查", C),
    Q("神经科除了看头晕头疼，难道还管做检查？能做哪些", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("脑电图检查就没有个简称吗", "check_has_alias", "脑电图检查", C),
    Q("肌电图检查没有英文缩写吗？单子上只写了中文", "check_has_alias", "肌电图检查", C),
    Q("超声内镜检查，报告单上就不写个别名吗", "check_has_alias", "超声内镜检查", C),
    Q("EEG不是一种检查吗，怎么又成了别名，到底是哪项检查的", "check_has_alias", "EEG", AL),
]

if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day78"))
