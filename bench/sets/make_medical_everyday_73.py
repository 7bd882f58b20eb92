"""Writes `medical_everyday_73.jsonl`, a seventy-third hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is asked by someone surprised, incredulous or pushing back on
something they heard, read or were told, and the question carries that astonishment or doubt while still asking
something the network answers: surprise and disbelief (双角子宫居然会导致早产？, 真的假的，打嗝停不下来能吃盐酸氯丙嗪片？, 不会吧，卵巢透明细胞肿瘤跟妈妈怀孕时吃雌激素有关？,
没想到缺叶酸还能伤神经，…, 啊？口咽部粘连也算一种病？, 周期性动眼神经麻痹在外文书里叫Axenfeld—Schurenberg综合征？我没看错吧), rhetorical and negative questions
(宫腔镜检查难道不是妇产科做的吗？, 周期性内斜视不就是斜眼嘛，难道还会看东西重影？, 单纯性脊柱结核不就是骨头的病吗，怎么会并发脓胸呢, 口腔颌面部外伤不是看口腔科吗，凭什么先送急诊科, 谁说基底细胞癌这种皮肤癌从来不转移？,
咽部结核就叫咽部结核呗，谁说它还有别的规范名称), pushing back on a claim (我妈非说化学性眼外伤冲冲水就没事了，这不对吧？…, 网上说卵巢环管状性索肿瘤只有中年妇女才得，可我表妹才二十出头就查出来了，…,
医生说原发性椎管内肿瘤不是长在骨头上的，我怎么觉得…, 朋友坚持说阳萎吃复方玄驹胶囊就行，到底是不是治这个的, 吊白叶就是粉桐叶？我妈坚持说是两种东西), and echo questions that repeat what was
heard with a question mark and set the asker's own belief against it (大五爪金龙能接骨？骨头断了真敷这个就行？, 新斯达是贝特类的降脂药？我一直以为是他汀,
八味煮散是治脾胃气虚的？我一直当它是感冒药). Some end on a plain question after the surprise (…，这到底要做哪些检查才能确诊, …，到底哪里最常见) and 29 carry no
question mark at all. The askers are patients and their grown children, parents, pregnant women, a daughter-in-law,
pharmacy customers holding a box or an eye-drop bottle, people reading a report or an old case record, and herb users
who heard about a plant from their elders or their village; a few name another record of the network in passing (健胃消食片,
布洛芬, 直肠 and 膀胱, 宫颈癌, 胆固醇, 剖宫产) and the record asked about stays clear. By a mechanical count 难道 comes in 36 questions
(难道不是 3), 居然 30, 不是 40 (这不是 3), 不就是 14, 到底 41, 怎么会 10, 还能 13, 也算 8, 也能 6, 以为 20 (我一直以为 5, 我还以为 4), 真的假的 4, 坚持 4, 不太信 4,
没想到 4, 不信 3, 我怎么觉得 3, 不会吧 2, 啊？ 2, 凭什么 2, 谁说 2, 非说 2, 网上说 2, 真有这回事 2, 这不对吧 2, 靠谱 2, 没听错 1 and 没看错 1; 148 start with the
name the record is asked by. The questions run from 15 to 62 characters: 29 of 20 or fewer, 81 of 21 to 25, 58 of 26 to
30, 19 of 31 to 35, 4 of 36 to 40, 13 of 41 to 50 and 6 of 51 to 62 (the longest add what the asker was told or saw
after the surprise). 102 carry a full-width comma and are tagged `context`; 181 carry a question mark; 17 carry 呢, 啊,
呀, 嘛 or 哈 (呢 5, 啊 7, 呀 2, 嘛 2, 哈 1); 6 are tagged `verbatim` (药品分类 three times and 功效 three times, in the askers'
words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the second tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 71 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-fourth, forty-fifth, fifty-fifth and
sixty-fourth sets drew from the second tenth too, and this one takes only what they and every other set left.
Twenty-one relation types still have such records in the window, and every question of them asks about one: has_symptom
(611 window sources, 146 left), designated_to (574, 140), checks (265, 54), has_complication (120, 21), shown_on (293,
83), has_alias (184, 6, all six asked), caused_by (483, 119), common_in (265, 47), treated_with (192, 40),
is_subtype_of (435, 201), the five drug types but drug_has_alias (indicated_for 1448 and 1072 left,
has_adverse_reaction 1132 and 783, has_ingredient 1547 and 1170, is_a_level3 531 and 382, belongs_to 1482 and 1102),
the four material types (mainly_treats 214 and 73, has_efficacy 213 and 74, distributed_in 206 and 63,
material_has_alias 167 and 41; 蜈蚣藤, asked for what it stands for, is an alias of 多叶花椒, a window record of
material_has_alias), check_for_disease (122, 38) and check_for_symptom (121, 38). The other fourteen windows are used
up:
- cures has 106 window sources and none left: five questions each name a drug no earlier question names (功能性消化不良 →
  盐酸伊托必利胶囊, 呃逆 → 盐酸氯丙嗪片, 勃起功能障碍 → 复方玄驹胶囊, 多汗症 → 氧化铅外用散, 头癣 → 水杨酸软膏), the second and third naming the disease by aliases
  earlier sets use as mentions (打嗝, 阳萎), and one names 多囊卵巢综合征 by 硬化性囊性卵巢综合征, an alias no earlier question uses, and
  asks all its drugs.
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, five of them in the asker's words (前置胎盘 ← 既往多次妊娠 as 怀过好几次孕, 动脉粥样硬化 ← 甘油三酯升高, 口咽癌 ← 暴露于HPV as 接触HPV,
  发热性中性粒细胞减少 ← 大剂量化疗 as 化疗剂量越大, 喉癌 ← 颈部放疗史 as 以前脖子上做过放疗, 垂体卒中 ← 外伤性脑损伤 as 脑袋受过外伤).
- None of the five window sources of prevalent_in (偏头痛, 儿童期哮喘, 原发性高血压, 吸虫病, 埃及血吸虫病) has a neighbour no earlier
  question names: 偏头痛 and 吸虫病 name one no earlier question about them names (美国, 亚洲), 儿童期哮喘 and 原发性高血压 are asked in new
  words, and one question asks from the target end (南美洲, where 吸虫病 is prevalent; an earlier question's entity, asked
  here in other words). 埃及血吸虫病 is not asked.
- None of the six window sources of metastasizes_to (基底细胞癌, 声门上型喉癌, 多发性硬化, 多发性骨髓瘤, 子宫内膜癌, 宫颈癌) has one either: 多发性硬化
  and 宫颈癌 name one no earlier question about them names (四肢, 淋巴结), 基底细胞癌 and 子宫内膜癌 are asked in new words, and one
  question asks from the target end (膀胱, where 宫颈癌 and 脑炎型狂犬病 spread, never an earlier question's entity).
- The three window sources of invades (喉癌, 基底细胞癌, 小细胞肺癌) have none, and every body part they lead to is named by an
  earlier question about them: the three are asked in new words (基底细胞癌 by BCC, earlier sets' mention), and one question
  asks from the target end (杓状软骨, which 喉癌 invades; an earlier question's entity, asked here in other words).
- None of the 31 window sources of related_disease has a neighbour whose name no earlier question's text holds: its
  six questions each name one no earlier question about that record names (内分泌失调 ↔ 痤疮, 可逆性后部脑白质病变综合征 ↔ 肾功能衰竭, 先天性代谢缺陷 ↔
  先天性畸形, 十二指肠溃疡 ↔ 幽门螺杆菌, 前置胎盘 ↔ 婴儿猝死综合征, 垂体功能减退症 ↔ 尿崩症). Of the 12 of differential_diagnosis, six questions each name a
  neighbour no earlier question names (垂体功能减退症 ↔ 心源性或感染性休克, 多发性硬化 ↔ CNS 白质疾病 and 体位性心动过速综合征, 多发性骨髓瘤 ↔ 浆细胞病, 婴儿猝死综合征 ↔
  心脏离子通道疾病 and 非意外外伤或虐待性伤害, the first of the last two naming the record by SIDS, earlier sets' mention).
- The window of drug_has_alias holds seven drugs (复方多粘菌素B软膏, 多库酯钠片, 多维元素片（29）, 多维元素胶囊（13）, 大流行流感病毒灭活疫苗, 安立生坦片,
  小牛血去蛋白提取物氯化钠注射液), all of whose aliases earlier questions use: 多维元素胶囊（13） is asked whether it is 康耐得 and
  小牛血去蛋白提取物氯化钠注射液 whether it is 柏多瑞 (as earlier questions did, in other words), 安立生坦片 is asked in new words, one
  question asks what 盼尔来福 (大流行流感病毒灭活疫苗's alias, an earlier question's entity) stands for, and the record before the
  window (复方地舍平片, the seventh of 71 in key order) is asked whether it is also called 降压乐 (an earlier question's entity
  and named answer).
- None of the eighteen window formulas of composed_of is left, and earlier questions already name the ingredients the
  network writes with 等 (泽泻等, 青盐等, 龙脑等, 黄芩等, 云苓等, 川楝子等, 当归等, 柴胡等, 厚朴等, 山药等, 人参等) but one: one question names it the way
  people write it, without the 等 (八味厚朴丸 → 桂等, as 桂), and five each name an ingredient no earlier question about that
  formula names (八味清毒膏 → 贝母, 八味知母汤 → 麦门冬, 八味荡滞饮 → 枳实, 八味桂心丸 → 桔梗, 八味茯苓补心汤 → 五味子; each of the five comes up in earlier
  questions about other records, never about these formulas). Six of the 31 window formulas of formula_has_efficacy are
  asked whether they have an efficacy no earlier question names (八味丹 → 清上温下, 八味清毒膏 → 经热解毒, 八味蜡矾丸 → 护脏腑, 八妙丸 → 化湿散寒,
  八宝圣灵丹 → 解毒疗疮, 八宝拨云散 → 清热散瘀), and six of the 34 of prescribed_for whether they treat a disease no earlier question
  names (八味回阳饮 → 伤寒脉虚将绝, 八味地黄加铁落汤 → 喘急, 八味煮散 → 脾胃气虚, 八宝丸 → 血晕, 八子丸 → 风毒热眼, 八味茴香丸 → 阴囊肿胀, the last naming the formula by
  its alias 治疝茴香丸, earlier sets' mention and entity).
- formula_has_alias has 29 sources and its window three (八味知母汤, 八味茴香丸, 八味还睛散), all of whose aliases earlier questions
  name: 八味茴香丸 is asked whether it is 治疝茴香丸 (as earlier questions did, in other words), 八味还睛散 is asked in new words, one
  question asks what 知母汤 (八味知母汤's alias, an earlier question's entity) stands for, the record before the window (八味地黄丸,
  the second of 29 in key order) is asked in new words and the one after the record after it (八毒赤丸, the seventh)
  whether it is also called 李子豫赤丸 (an earlier question's entity and named answer).
- performed_by has six sources and its window one (宫腔镜检查, the first in key order), as for the thirty-fourth,
  forty-fifth, fifty-fifth and sixty-fourth sets: it is asked in new words and whether it is done in 妇产科 (as earlier
  questions did, in other words), the record after it (心血管造影检查) is asked in new words, and the record after that
  (新生儿疾病筛查检查), named by its alias newborn screening (in an earlier question's text, never an entity or a mention),
  whether it is done in 儿科 (asked before by other names). No question asks from the target end, every department of the
  type being an earlier question's entity.
- check_has_alias has seven sources and its window one, the first in key order (心电图检查), asked in new words and whether
  ECG is its name (as earlier questions did, in other words); the record after it (快速血浆反应素试验) is asked in new words,
  and one question asks what RPR (its alias, an earlier question's entity) stands for.
Some records are asked twice or more: 多发性硬化 three times (metastasizes_to, differential_diagnosis twice), and 前置胎盘, 喉癌,
基底细胞癌, 垂体功能减退症, 婴儿猝死综合征, 八味清毒膏, 八味茴香丸, 宫腔镜检查 and 心电图检查 twice. 八味厚朴丸, 八味知母汤, 八味茴香丸, 八味还睛散, 复方地舍平片, 安立生坦片, 新生儿疾病筛查检查 and
知母汤 (records of used-up windows) and the names 治疝茴香丸 and newborn screening are the only entities and names here that
the first alias set uses too; no question uses an entity or a mention of the second or third alias set.

126 questions name the one neighbour they ask about, most of them naming two records (双角子宫 → 早产, 周期性内斜视 → 复视, 卵巢重度水肿 →
闭经, 叶酸缺乏神经病 → 健忘, 出血性休克和脑病综合征 → 内分泌科, 呼吸系统疾病伴发的精神障碍 → 临床心理科, 喉气管食管裂 → 消化科, 堪萨斯分枝杆菌感染 → 皮肤科, 嗅觉障碍 → 内科, 口腔颌面部外伤 → 急诊科,
原发性心脏肿瘤 → 心音图, 创伤性膈疝 → 放射性金与锝行肝扫描, 卵巢未成熟畸胎瘤 → 血清甲胎蛋白（AFP）, 单眼双下转肌麻痹 → 牵拉试验, 后天性动静脉瘘 → 心脏排出量测定, 化脓性门静脉炎 → 肺脓疡, 卵巢残馀综合征 →
卵巢癌, 单纯性脊柱结核 → 脓胸, 化脓性眼内炎 → 视网膜脱离, 发疹性毳毛囊肿 → 胸部, 咽部狼疮 → 面部和鼻部, 周围性软骨肉瘤 → 骨盆, 化脓性葡萄膜炎 → 眼内炎, 原发性卵巢类癌综合征 → 嗜银细胞瘤, 去分化软骨肉瘤
→ 骨肉瘤, 周期性动眼神经麻痹 → Axenfeld—Schurenberg综合征, 卵巢透明细胞肿瘤 → 可能与母亲妊娠期间服用雌激素有关 (as 跟妈妈怀孕时吃雌激素有关), 外耳道乳头状瘤 → 异物长期存留和经常挖耳朵等慢性刺激
(as 经常挖耳朵), 后牙反牙合 → 习惯托腮 (as 爱托腮), 坐骨神经损伤 → 臀肌肉挛缩手术伤以及臀部肌注药物 (as 屁股上打个针), 分泌过多性青光眼 → 40～60岁的女性 (as 40到60岁的女性),
原发性渗出性淋巴瘤 → HIV感染的病人, 吩噻嗪类抗精神病药物中毒 → 精神病患者, 原发性肾病综合征 → 首选糖皮质激素治疗 (as 首选激素治疗), 外阴恶性颗粒细胞瘤 → 放疗, 十二指肠溃疡出血 →
选择各种止血药物及抗溃疡药物治疗 (as 靠止血药和抗溃疡药), 创伤性脊柱侧弯 → 脊柱侧凸, 创伤后髋关节病 → 髋关节骨关节炎, 迪友 → 结膜炎, 达芬舒吉 → 心绞痛, 宝丽亚 → 哮喘, 欣复达 → 刺痛, 小眉 → 嗜睡,
佰塞通 → 丹参, 升华硫软膏 → 硫磺, 艾渚康 → 抗肿瘤药, 安泰达 → 血管扩张药, 新斯达 → 贝特类, 诺和针50R笔芯 → 胰岛素制剂, 小化香叶 → 阴囊湿疹, 芒齿鳞毛蕨 → 食物中毒, 大串连果 → 药物中毒, 喜树叶
→ 牛皮癣, 大叶十八症 → 蛔虫病, 华卫矛 → 高血压, 打砍不死 → 散瘀止血, 吐烟花 → 宁心安神, 大五爪金龙 → 接骨, 大叶子 → 辽宁, 大叶金花茶叶 → 广西, 响铃果 → 西藏, 单花山竹子 → 海南, 到老嫩 →
小边麻, 吊白叶 → 粉桐叶, 大山黧豆 → 大豌豆, 八毒赤丸 → 李子豫赤丸, 姐妹染色单体互换检查 → 血友病, 剖胸术 → 胸内异物, 嗜酸性粒细胞数 → 广州管圆线虫病, 婴幼儿健康检查 → 新生儿黄疸, 头颅形状 →
头颅增大, 动脉血氧分压（PaO2） → 高血压, 可溶性白细胞介素—2受体 → 耳硬化症, 十二指肠引流显微镜检查 → 便如柏油, and the neighbours above), 54 of them a name that no
earlier question contains or has for its named answer; besides those given above, a few say the neighbour in other
words than its name (the risk factors above, 桂等 as 桂, CNS 白质疾病 without its space). Seven are asked from the relation's
target end: the three above (南美洲, 膀胱, 杓状软骨) and four asking what an alias stands for (below).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (5: 硬化性囊性卵巢综合征, which no earlier question uses, and 打嗝, 阳萎, SIDS and BCC, earlier sets' mentions); drug trade
names (33, below); medicinal material aliases (12: 小化香叶, 芒齿鳞毛蕨, 大叶十八症, 土蚂蚱子, 打砍不死, 大曲尾藓, 多穗假虎杖, 老牛黄泡, 小败火草, 响铃果, 三月花,
红将军, none an earlier question's name); a formula alias (1: 治疝茴香丸, earlier sets' mention and entity); a check alias (1:
newborn screening, in an earlier question's text). Each of these names is listed by that one instance only. Four more
ask what an alias stands for (盼尔来福, 蜈蚣藤, 知母汤, RPR: drug, material, formula and check aliases; 蜈蚣藤 is new, the others
earlier questions' entities, asked here in other words): their gold is the alias instance, answered by the record that
lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question
names its entity by is one the network records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by
that one drug (威乐星, 迪友, 达芬舒吉, 博欣, 斯奇康, 宝丽亚, 润齐, 安博诺, 祝宁, 迪克乐克, 伊索曼, 欣复达, 中科泰斗, 小眉, 佰塞通, 新适确得, 奥斯克, 葵拉兰, 吉松, 研立双, 凯时,
艾渚康, 艾略, 海正立特, 安泰达, 利美达松, 普奇澳, 新斯达, 坦啶, 服克, 博施立适, 诺和针50R笔芯, 适今可), none of them a name an earlier question carries, and
all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (利巴韦林口服溶液, 加替沙星眼用凝胶, 单硝酸异山梨酯喷雾剂, 冻干静脉注射用人免疫球蛋白, 卡介菌多糖核酸注射液, 吸入用丙酸倍氯米松混悬液, 右旋糖酐70滴眼液, 厄贝沙坦氢氯噻嗪片,
加替沙星滴眼液, 双氯芬酸钠缓释片（IV）, 单硝酸异山梨酯片, 司他夫定胶囊, 吲哚美辛口服混悬液, 右美沙芬缓释混悬液, 参芎葡萄糖注射液, 卤米松/三氯生乳膏, 双氯芬酸钠米索前列醇片, 右旋酮洛芬氨丁三醇片, 双氯芬酸钾喷雾剂,
吡嘧司特钾滴眼液, 前列地尔注射液, 去甲斑蝥酸钠氯化钠注射液, 去羟肌苷分散片, 司帕沙星胶囊, 吲达帕胺胶囊, 地塞米松棕榈酸酯注射液, 双嘧达莫氯化钠注射液, 吉非罗齐片, 呋喃妥因片, 双扑伪麻颗粒,
吸附无细胞百白破联合疫苗（青少年用）, 双时相低精蛋白锌胰岛素注射液50R, 吡硫翁锌气雾剂), the mention is the trade name and the line is tagged `alias`, because
whoever holds the box, the eye drops or the injection slip asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name. The thirty-fourth drug question of the five drug types names
升华硫软膏 by its name. is_a_level3 questions ask a drug's class by its use (按用途, 按作用分, 按用途分, 从用途上说, or a use class: 抗肿瘤药,
血管扩张药) and belongs_to questions by 药品分类, 药品目录, what the pharmacy files it under or a product class (贝特类, 胰岛素制剂), so
that a reader can tell the two apart.

Other names the network holds under two records:
- 盼尔来福 is a drug record as well as the alias instance 大流行流感病毒灭活疫苗 lists: its question asks what the name stands for
  (怎么说它是别名？它到底对应哪个药), so the gold is the alias instance, as the earlier sets' questions are. 打嗝 and 阳萎 are disease and
  symptom records too and SIDS a disease record: the questions name the complaint the asker or a relative has (打嗝停不下来,
  阳萎吃…) and the words of a report (报告里写疑似SIDS), so the gold is the record the alias belongs to, as in the earlier sets.
  BCC and newborn screening are alias records only.
- Some named neighbours are records of other types too: 早产, 甘油三酯升高, 先天性畸形, 尿崩症, 嗜睡 and 肾功能衰竭 (a check too) are
  diseases, symptoms and causes, 复视, 健忘, 脓胸, 视网膜脱离, 脊柱侧凸, 结膜炎, 刺痛, 阴囊湿疹, 蛔虫病 and 阴囊肿胀 diseases and symptoms both, 闭经 a
  population besides, 心绞痛 and 高血压 causes and populations besides, 卵巢癌 (a cause too), 痤疮 and 牛皮癣 aliases besides, 幽门螺杆菌,
  药物中毒 and 血友病 causes besides diseases, 食物中毒 an alias and a cause besides, 耳硬化症 a cause besides a symptom, 哮喘 a cause
  and a symptom besides, 贝母 an alias and 枳实, 桔梗 and 五味子 materials besides ingredients, 眼内炎 a disease besides an alias,
  骨肉瘤 a check, a disease and a therapy besides an alias, 放疗 a cause, a disease and a symptom besides a therapy, 胸部, 淋巴结
  and 四肢 symptoms besides body parts (四肢 a cause too), 美国 a symptom besides a region, 西藏 a population besides a region,
  皮肤科, 内科 and 儿科 populations besides departments (皮肤科 a body part, 内科 and 儿科 drug classes too), 丹参 an alias and a
  material besides an ingredient, 抗肿瘤药 a symptom besides a drug class, 康耐得 and 柏多瑞 drugs besides aliases, and ECG a
  check besides an alias.
- Besides these, 36 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a
  symptom record: 嗅觉障碍, 呃逆, 多汗症, 头癣, 前列腺疾病, 前置胎盘 (two questions), 十二指肠溃疡出血, 垂体功能减退症 (two) and 心电图检查 (two); a cause
  record: 后天性动静脉瘘, 多囊卵巢综合征, 原发性高血压, 小细胞肺癌, 内分泌失调 and 先天性代谢缺陷; both: 动脉粥样硬化, 喉癌 (two), 垂体卒中 and 偏头痛; an alias record:
  功能性消化不良 and 子宫内膜癌; an alias and a symptom record: 勃起功能障碍; a symptom and a therapy record: 基底细胞癌 (two); a symptom and
  a body part record: 十二指肠溃疡; a check, a symptom and a therapy record: 多发性硬化 (three); a cause, a check and a therapy
  record: 多发性骨髓瘤; a cause and a check record: the body part 膀胱; a disease record: the check 心血管造影检查; a drug record: the
  alias instance 盼尔来福), and the wording says which is meant (这个病, 这病, 查出, 确诊, 医生说我是, 得…的风险, …的病人, 相关的病, 鉴别, 区分, 这种皮肤癌,
  病理报告上写着, 做完手术, 转移来的癌, 检查, 单子上写的, 怎么说它是别名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about
(and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and
the file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_73.py    # rewrites bench/sets/medical_everyday_73.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_73.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("咖啡喝多了也能中毒？网上说有人一天灌了十几杯咖啡，又在吃含氨茶碱的平喘药，结果被送进急诊，咖啡因与氨茶碱中毒到底会有哪些表现", "has_symptom", "咖啡因与氨茶碱中毒", D),
    Q("双角子宫居然会导致早产？我怀孕了才查出来，吓死了", "has_symptom", "双角子宫", D, named="早产"),
    Q("周期性内斜视不就是斜眼嘛，难道还会看东西重影？", "has_symptom", "周期性内斜视", D, named="复视"),
    Q("我妈非说化学性眼外伤冲冲水就没事了，这不对吧？我同事昨天被消毒液溅到眼睛，现在还睁不开，一般都会有哪些症状", "has_symptom", "化学性眼外伤", D),
    Q("卵巢重度水肿怎么会闭经呢？网上这么写的，我不太信", "has_symptom", "卵巢重度水肿", D, named="闭经"),
    Q("啊？口咽部粘连也算一种病？得了会有什么感觉", "has_symptom", "口咽部粘连", D),
    Q("没想到缺叶酸还能伤神经，叶酸缺乏神经病真的会让人健忘吗", "has_symptom", "叶酸缺乏神经病", D, named="健忘"),
    # designated_to
    Q("出血性休克和脑病综合征居然要挂内分泌科？我还以为只看神经内科", "designated_to", "出血性休克和脑病综合征", D,
      named="内分泌科"),
    Q("呼吸系统疾病伴发的精神障碍不是该看呼吸科吗，怎么让去临床心理科", "designated_to", "呼吸系统疾病伴发的精神障碍", D,
      named="临床心理科"),
    Q("孩子是喉气管食管裂，医生居然让挂消化科？喉咙的毛病不该去耳鼻喉吗", "designated_to", "喉气管食管裂", D,
      named="消化科"),
    Q("堪萨斯分枝杆菌感染难道归皮肤科管？我以为是传染科的事", "designated_to", "堪萨斯分枝杆菌感染", D, named="皮肤科"),
    Q("我爸查出嗅觉障碍这个病，不去耳鼻喉科，反倒让挂内科？真的假的", "designated_to", "嗅觉障碍", D, named="内科"),
    Q("外伤性乳糜胸到底该挂哪个科？我爸车祸后胸腔里抽出来的液体跟牛奶似的，急诊说不归他们管，我都懵了", "designated_to", "外伤性乳糜胸", D),
    Q("口腔颌面部外伤不是看口腔科吗，凭什么先送急诊科", "designated_to", "口腔颌面部外伤", D, named="急诊科"),
    # checks
    Q("原发性心脏肿瘤还要做心音图？这检查我头一回听说", "checks", "原发性心脏肿瘤", D, named="心音图"),
    Q("创伤性膈疝居然要用放射性金与锝行肝扫描来查？膈肌的伤怎么扫起肝来了", "checks", "创伤性膈疝", D,
      named="放射性金与锝行肝扫描"),
    Q("卵巢未成熟畸胎瘤为什么要查血清甲胎蛋白（AFP）？那不是查肝癌的吗", "checks", "卵巢未成熟畸胎瘤", D,
      named="血清甲胎蛋白（AFP）"),
    Q("眼睛往下转不动，说是单眼双下转肌麻痹，还要做牵拉试验？拉眼珠子啊", "checks", "单眼双下转肌麻痹", D,
      named="牵拉试验"),
    Q("确诊后天性动静脉瘘还要做心脏排出量测定？血管的病怎么查到心脏去了", "checks", "后天性动静脉瘘", D,
      named="心脏排出量测定"),
    Q("头上破了个口子没当回事，结果医生说是化脓性颅骨骨髓炎，我怎么觉得是小题大做，这到底要做哪些检查才能确诊", "checks", "化脓性颅骨骨髓炎", D),
    Q("原发性肝脂肪肉瘤难道光做个B超就够了？还得查些什么", "checks", "原发性肝脂肪肉瘤", D),
    # has_complication
    Q("化脓性门静脉炎居然会并发肺脓疡？肝那边的毛病怎么跑到肺上去", "has_complication", "化脓性门静脉炎", D,
      named="肺脓疡"),
    Q("高度近视的人得了变性性近视的脉络膜萎缩，难道还会引出别的眼病？", "has_complication", "变性性近视的脉络膜萎缩", D),
    Q("卵巢都切了怎么还会得卵巢残馀综合征，而且还可能并发卵巢癌？", "has_complication", "卵巢残馀综合征", D,
      named="卵巢癌"),
    Q("单纯性脊柱结核不就是骨头的病吗，怎么会并发脓胸呢", "has_complication", "单纯性脊柱结核", D, named="脓胸"),
    Q("化脓性眼内炎治好了还能落下视网膜脱离？我不信", "has_complication", "化脓性眼内炎", D, named="视网膜脱离"),
    Q("动脉阻塞或狭窄视网膜病变拖着不管，到底会惹出哪些别的病", "has_complication", "动脉阻塞或狭窄视网膜病变", D),
    # cures
    Q("胃镜查下来说是功能性消化不良，吃盐酸伊托必利胶囊管用吗？我一直以为只能吃健胃消食片", "cures", "功能性消化不良", D,
      named="盐酸伊托必利胶囊"),
    Q("真的假的，打嗝停不下来能吃盐酸氯丙嗪片？那不是精神科的药吗，我爸打嗝三天了，医生开了这个，全家都不敢让他吃", "cures", "呃逆", D, mention="打嗝",
      named="盐酸氯丙嗪片"),
    Q("朋友坚持说阳萎吃复方玄驹胶囊就行，到底是不是治这个的", "cures", "勃起功能障碍", D, mention="阳萎",
      named="复方玄驹胶囊"),
    Q("医生说我手心老出汗是多汗症，居然开氧化铅外用散？铅不是有毒吗", "cures", "多汗症", D, named="氧化铅外用散"),
    Q("孩子确诊头癣，药店说抹水杨酸软膏，头上也能抹这个？", "cures", "头癣", D, named="水杨酸软膏"),
    Q("老病历上写的硬化性囊性卵巢综合征，这病现在难道还没药治？都吃哪些", "cures", "多囊卵巢综合征", D,
      mention="硬化性囊性卵巢综合征"),
    # shown_on
    Q("发疹性毳毛囊肿居然长在胸部？我一直以为是脸上的东西", "shown_on", "发疹性毳毛囊肿", D, named="胸部"),
    Q("咽部狼疮不是长在嗓子里吗，怎么会跑到面部和鼻部", "shown_on", "咽部狼疮", D, named="面部和鼻部"),
    Q("周围性软骨肉瘤多长在骨盆？我还以为都长在腿上", "shown_on", "周围性软骨肉瘤", D, named="骨盆"),
    Q("叫咽部混合瘤，难道不是长在咽部？那它到底长在哪些地方", "shown_on", "咽部混合瘤", D),
    Q("回归热型结节性非化脓性脂膜炎的疙瘩一般都长在身上哪些位置啊", "shown_on", "回归热型结节性非化脓性脂膜炎", D),
    Q("医生说原发性椎管内肿瘤不是长在骨头上的，我怎么觉得椎管不就是骨头围成的吗？那它到底长在什么部位", "shown_on", "原发性椎管内肿瘤", D),
    # has_alias
    Q("前列腺疾病这个病难道还有个规范的叫法？叫什么", "has_alias", "前列腺疾病", D),
    Q("化脓性葡萄膜炎居然也叫眼内炎？是同一个病吗", "has_alias", "化脓性葡萄膜炎", D, named="眼内炎"),
    Q("原发性卵巢类癌综合征怎么又被叫成嗜银细胞瘤了，这是一回事？", "has_alias", "原发性卵巢类癌综合征", D,
      named="嗜银细胞瘤"),
    Q("去分化软骨肉瘤怎么也叫骨肉瘤，这不是两种病吗", "has_alias", "去分化软骨肉瘤", D, named="骨肉瘤"),
    Q("周期性动眼神经麻痹在外文书里叫Axenfeld—Schurenberg综合征？我没看错吧", "has_alias", "周期性动眼神经麻痹", D,
      named="Axenfeld—Schurenberg综合征"),
    Q("咽部结核就叫咽部结核呗，谁说它还有别的规范名称", "has_alias", "咽部结核", D),
    # caused_by
    Q("不会吧，卵巢透明细胞肿瘤跟妈妈怀孕时吃雌激素有关？", "caused_by", "卵巢透明细胞肿瘤", D,
      named="可能与母亲妊娠期间服用雌激素有关"),
    Q("经常挖耳朵居然会挖出外耳道乳头状瘤？我妈说是上火", "caused_by", "外耳道乳头状瘤", D,
      named="异物长期存留和经常挖耳朵等慢性刺激"),
    Q("孩子爱托腮就能托出后牙反牙合？老师这么说的，我有点不信", "caused_by", "后牙反牙合", D, named="习惯托腮"),
    Q("屁股上打个针也能弄出坐骨神经损伤？真有这回事", "caused_by", "坐骨神经损伤", D,
      named="臀肌肉挛缩手术伤以及臀部肌注药物"),
    Q("晒晒太阳就得了外源性光感性皮炎，怎么会这样呢，到底是什么引起的", "caused_by", "外源性光感性皮炎", D),
    Q("口腔红斑不就是上火吗？医生让我别不当回事，它到底是怎么来的", "caused_by", "口腔红斑", D),
    Q("连着流产三次，婆婆非说是我身子弱、不该上班，这不对吧？复发性流产到底是什么原因造成的，我想拿给她看看", "caused_by", "复发性流产", D),
    # has_risk_factor
    Q("怀过好几次孕也算前置胎盘的风险？我朋友坚持说只跟剖宫产有关，她自己生了三个都没事，到底是不是这么回事", "has_risk_factor", "前置胎盘", D,
      named="既往多次妊娠"),
    Q("甘油三酯升高也会增加得动脉粥样硬化的风险？不是只看胆固醇吗", "has_risk_factor", "动脉粥样硬化", D,
      named="甘油三酯升高"),
    Q("口咽癌居然跟接触HPV有关？HPV不是只跟宫颈癌有关吗", "has_risk_factor", "口咽癌", D, named="暴露于HPV"),
    Q("难道化疗剂量越大，越容易出现发热性中性粒细胞减少？", "has_risk_factor", "发热性中性粒细胞减少", D,
      named="大剂量化疗"),
    Q("以前脖子上做过放疗，居然也算得喉癌的风险？真的假的", "has_risk_factor", "喉癌", D, named="颈部放疗史"),
    Q("脑袋受过外伤的人更容易得垂体卒中这个病？这说法靠谱吗", "has_risk_factor", "垂体卒中", D, named="外伤性脑损伤"),
    # common_in
    Q("不会吧，分泌过多性青光眼专挑40到60岁的女性？", "common_in", "分泌过多性青光眼", D, named="40～60岁的女性"),
    Q("网上说卵巢环管状性索肿瘤只有中年妇女才得，可我表妹才二十出头就查出来了，这病一般到底是哪个年纪的人多", "common_in", "卵巢环管状性索肿瘤", D),
    Q("原发性渗出性淋巴瘤是不是多见于HIV感染的病人？网上这么说的", "common_in", "原发性渗出性淋巴瘤", D,
      named="HIV感染的病人"),
    Q("心脏里也会长横纹肌肉瘤？原发性心脏横纹肌肉瘤都是什么年纪的人得", "common_in", "原发性心脏横纹肌肉瘤", D),
    Q("吩噻嗪类抗精神病药物中毒难道只有精神病患者才会发生？", "common_in", "吩噻嗪类抗精神病药物中毒", D,
      named="精神病患者"),
    Q("外阴基底细胞癌年轻人也会得吗？一般都是哪些人", "common_in", "外阴基底细胞癌", D),
    # prevalent_in
    Q("偏头痛这病在美国也很多见？我还以为是咱们这儿压力大才多", "prevalent_in", "偏头痛", D, named="美国"),
    Q("吸虫病在亚洲流行？我一直以为那是南美那边的病", "prevalent_in", "吸虫病", D, named="亚洲"),
    Q("儿童期哮喘居然是发达国家更常见？到底是哪些国家多", "prevalent_in", "儿童期哮喘", D),
    Q("都说原发性高血压是富贵病，难道穷的地方反而更多？我看新闻说发达国家的人才容易得，到底哪里最常见", "prevalent_in", "原发性高血压", D),
    Q("南美洲那边流行什么病？听说有寄生虫病，真有这回事吗", "prevalent_in", "南美洲", RE),
    # treated_with
    Q("原发性肾病综合征首选激素治疗？激素副作用那么大，真要这么治吗", "treated_with", "原发性肾病综合征", D,
      named="首选糖皮质激素治疗"),
    Q("外阴恶性颗粒细胞瘤还能做放疗？不是只能开刀吗", "treated_with", "外阴恶性颗粒细胞瘤", D, named="放疗"),
    Q("原发性腹膜后肿瘤难道只能做手术？还有没有别的治法", "treated_with", "原发性腹膜后肿瘤", D),
    Q("外阴结核？结核还能长在那儿？医生说的时候我以为听错了，这个病该怎么治啊，是不是也要吃好几个月的药", "treated_with", "外阴结核", D),
    Q("医生说反射性躯体神经病没什么特效药，那到底一般怎么治", "treated_with", "反射性躯体神经病", D),
    Q("十二指肠溃疡出血难道不用马上开刀，靠止血药和抗溃疡药就能治？", "treated_with", "十二指肠溃疡出血", D,
      named="选择各种止血药物及抗溃疡药物治疗"),
    # metastasizes_to
    Q("多发性硬化也会蔓延到四肢？这病不是在脑子里吗", "metastasizes_to", "多发性硬化", D, named="四肢"),
    Q("宫颈癌还会转移到淋巴结？医生只提了直肠和膀胱啊", "metastasizes_to", "宫颈癌", D, named="淋巴结"),
    Q("子宫内膜癌做完手术就算好了吧，难道还会转到别的地方去？转哪儿", "metastasizes_to", "子宫内膜癌", D),
    Q("谁说基底细胞癌这种皮肤癌从来不转移？万一转移了会去哪里", "metastasizes_to", "基底细胞癌", D),
    Q("膀胱居然会有从别处转移来的癌？是哪些病会转到膀胱", "metastasizes_to", "膀胱", BP),
    # invades
    Q("喉癌难道只长在喉咙那一小块？它会往周围哪些地方侵犯", "invades", "喉癌", D),
    Q("小细胞肺癌不是在肺里吗，怎么还会往外侵到别的结构", "invades", "小细胞肺癌", D),
    Q("病理报告上写着BCC，这不是长在皮肤表面的吗，难道还会往深处侵犯？侵到哪儿", "invades", "基底细胞癌", D,
      mention="BCC"),
    Q("杓状软骨也会被癌侵犯？是哪种癌", "invades", "杓状软骨", BP),
    # is_subtype_of
    Q("出血性内痔难道只是内痔出血？在分类上到底归哪个病", "is_subtype_of", "出血性内痔", D),
    Q("冻疮样狼疮型皮肤结节病，名字里又是冻疮又是狼疮，到底算哪种病的一种？", "is_subtype_of", "冻疮样狼疮型皮肤结节病", D),
    Q("凯利—佩特森综合征居然属于贫血？我以为是个嗓子的病", "is_subtype_of", "凯利—佩特森综合征", D),
    Q("摔了一跤落下创伤性脊柱侧弯，这也算脊柱侧凸的一种吗", "is_subtype_of", "创伤性脊柱侧弯", D, named="脊柱侧凸"),
    Q("出血性黄疸钩端螺旋体病是哪个病底下分出来的？我以为就是黄疸", "is_subtype_of", "出血性黄疸钩端螺旋体病", D),
    Q("髋关节受过伤后来一直疼，医生写创伤后髋关节病，这难道也属于骨关节炎？", "is_subtype_of", "创伤后髋关节病", D,
      named="髋关节骨关节炎"),
    # related_disease
    Q("医生说我是内分泌失调，这病居然跟长痤疮有关？我一直以为痘痘是吃辣吃的", "related_disease", "内分泌失调", D, named="痤疮"),
    Q("可逆性后部脑白质病变综合征怎么会跟肾功能衰竭扯上关系", "related_disease", "可逆性后部脑白质病变综合征", D,
      named="肾功能衰竭"),
    Q("先天性代谢缺陷和先天性畸形难道是相关的病？", "related_disease", "先天性代谢缺陷", D, named="先天性畸形"),
    Q("幽门螺杆菌也算跟十二指肠溃疡相关的病？它不就是个细菌吗", "related_disease", "十二指肠溃疡", D,
      named="幽门螺杆菌"),
    Q("前置胎盘跟婴儿猝死综合征也有关系？没想到还会牵连到孩子", "related_disease", "前置胎盘", D,
      named="婴儿猝死综合征"),
    Q("垂体功能减退症这个病怎么会跟尿崩症有关联呢", "related_disease", "垂体功能减退症", D, named="尿崩症"),
    # differential_diagnosis
    Q("婴儿猝死综合征这个诊断，难道还要排除非意外外伤或虐待性伤害？听着太吓人了", "differential_diagnosis", "婴儿猝死综合征", D,
      named="非意外外伤或虐待性伤害"),
    Q("我爸是垂体功能减退症，这次血压掉得厉害，医生说还要排除心源性或感染性休克，难道这俩会搞混吗", "differential_diagnosis", "垂体功能减退症", D,
      named="心源性或感染性休克"),
    Q("多发性硬化这个病还要跟CNS白质疾病区分？它本身不就是白质的病吗", "differential_diagnosis", "多发性硬化", D,
      named="CNS 白质疾病"),
    Q("多发性骨髓瘤还得和浆细胞病区分开？它本身不就是浆细胞的病吗", "differential_diagnosis", "多发性骨髓瘤", D,
      named="浆细胞病"),
    Q("报告里写疑似SIDS，医生居然还要查心脏离子通道疾病来鉴别？", "differential_diagnosis", "婴儿猝死综合征", D,
      mention="SIDS", named="心脏离子通道疾病"),
    Q("多发性硬化和体位性心动过速综合征也要鉴别？一个是神经一个是心跳，怎么会像", "differential_diagnosis", "多发性硬化", D,
      named="体位性心动过速综合征"),
    # indicated_for
    Q("药店给我拿的威乐星，居然不是感冒药？这到底治哪些病", "indicated_for", "利巴韦林口服溶液", DR, mention="威乐星"),
    Q("眼睛红了买的迪友，店员说能治结膜炎，真的假的", "indicated_for", "加替沙星眼用凝胶", DR, mention="迪友",
      named="结膜炎"),
    Q("达芬舒吉往嘴里一喷就能管心绞痛？我爸不太信", "indicated_for", "单硝酸异山梨酯喷雾剂", DR, mention="达芬舒吉",
      named="心绞痛"),
    Q("医生给孩子打博欣，这不是血制品吗，到底用来治什么病", "indicated_for", "冻干静脉注射用人免疫球蛋白", DR,
      mention="博欣"),
    Q("斯奇康不是打了防感冒的吗？它到底还管哪些病", "indicated_for", "卡介菌多糖核酸注射液", DR, mention="斯奇康"),
    Q("宝丽亚是雾化用的，哮喘能用它吗？我妈说这是激素，孩子用了会长不高，死活不让用，医生却说没事，我到底该听谁的", "indicated_for", "吸入用丙酸倍氯米松混悬液", DR,
      mention="宝丽亚", named="哮喘"),
    Q("润齐不就是普通眼药水吗，难道还能治病？主要用在什么情况", "indicated_for", "右旋糖酐70滴眼液", DR, mention="润齐"),
    # has_adverse_reaction
    Q("安博诺的说明书上副作用写了一大串，我妈看完就不敢吃了，医生说没那么吓人，真有那么多吗，都有哪些", "has_adverse_reaction", "厄贝沙坦氢氯噻嗪片", DR,
      mention="安博诺"),
    Q("祝宁只是眼药水呀，滴了也会有副作用？会怎么样", "has_adverse_reaction", "加替沙星滴眼液", DR, mention="祝宁"),
    Q("迪克乐克不就是止痛药嘛，吃了怎么会这么多不舒服，都有哪些反应", "has_adverse_reaction", "双氯芬酸钠缓释片（IV）", DR,
      mention="迪克乐克"),
    Q("我爸吃伊索曼头疼得厉害，医生说是药的反应，这药还有啥副作用", "has_adverse_reaction", "单硝酸异山梨酯片", DR,
      mention="伊索曼"),
    Q("欣复达吃了手脚会刺痛？朋友说是药闹的，我不太信", "has_adverse_reaction", "司他夫定胶囊", DR, mention="欣复达",
      named="刺痛"),
    Q("中科泰斗是给孩子喝的混悬液，难道也会有副作用？都有哪些", "has_adverse_reaction", "吲哚美辛口服混悬液", DR,
      mention="中科泰斗"),
    Q("小眉是止咳的，喝了怎么会犯困？嗜睡真是它的副作用吗", "has_adverse_reaction", "右美沙芬缓释混悬液", DR,
      mention="小眉", named="嗜睡"),
    # has_ingredient
    Q("佰塞通里居然有丹参？我以为是纯西药", "has_ingredient", "参芎葡萄糖注射液", DR, mention="佰塞通", named="丹参"),
    Q("新适确得一个乳膏里面有好几种成分？都是什么", "has_ingredient", "卤米松/三氯生乳膏", DR, mention="新适确得"),
    Q("奥斯克不就是止疼药吗，怎么说里面还有护胃的东西，到底含什么", "has_ingredient", "双氯芬酸钠米索前列醇片", DR,
      mention="奥斯克"),
    Q("葵拉兰的成分是什么？不会跟我吃的布洛芬是一种东西吧", "has_ingredient", "右旋酮洛芬氨丁三醇片", DR, mention="葵拉兰"),
    Q("吉松喷雾居然不是中药？它里面到底是什么成分", "has_ingredient", "双氯芬酸钾喷雾剂", DR, mention="吉松"),
    Q("研立双眼药水里是激素吗？我妈坚持说是，怕滴多了伤眼睛，到底含的啥", "has_ingredient", "吡嘧司特钾滴眼液", DR, mention="研立双"),
    Q("升华硫软膏里难道就是硫磺？跟农村熏蚊子的硫磺一样吗", "has_ingredient", "升华硫软膏", DR, named="硫磺"),
    # is_a_level3
    Q("凯时难道不算扩血管的药？按用途它到底归哪一类", "is_a_level3", "前列地尔注射液", DR, mention="凯时"),
    Q("艾渚康是抗肿瘤药？我以为只是保肝的，按用途到底算哪类", "is_a_level3", "去甲斑蝥酸钠氯化钠注射液", DR,
      mention="艾渚康", named="抗肿瘤药"),
    Q("艾略按作用分是哪类药？朋友说是抗生素，我觉得不对", "is_a_level3", "去羟肌苷分散片", DR, mention="艾略"),
    Q("海正立特是消炎药吧？按用途分到底算哪一类", "is_a_level3", "司帕沙星胶囊", DR, mention="海正立特"),
    Q("安泰达不是利尿的吗，按用途怎么也算血管扩张药？", "is_a_level3", "吲达帕胺胶囊", DR, mention="安泰达",
      named="血管扩张药"),
    Q("利美达松明明是激素，按用途怎么会归到抗肿瘤那边去？到底属于哪类", "is_a_level3", "地塞米松棕榈酸酯注射液", DR,
      mention="利美达松"),
    Q("普奇澳不是扩冠的吗，从用途上说到底是哪一类药", "is_a_level3", "双嘧达莫氯化钠注射液", DR, mention="普奇澳"),
    # belongs_to
    Q("新斯达是贝特类的降脂药？我一直以为是他汀", "belongs_to", "吉非罗齐片", DR, mention="新斯达", named="贝特类"),
    Q("坦啶是治尿路感染的，药品分类里难道算抗生素？归哪一类", "belongs_to", "呋喃妥因片", DR, mention="坦啶"),
    Q("服克不是感冒药吗，药品目录里怎么归到祛痰药去了？到底属于哪类", "belongs_to", "双扑伪麻颗粒", DR, mention="服克"),
    Q("孩子打的博施立适，药品分类里算什么？是疫苗还是别的", "belongs_to", "吸附无细胞百白破联合疫苗（青少年用）", DR,
      mention="博施立适"),
    Q("诺和针50R笔芯在药店难道不归胰岛素制剂这一类？", "belongs_to", "双时相低精蛋白锌胰岛素注射液50R", DR,
      mention="诺和针50R笔芯", named="胰岛素制剂"),
    Q("适今可在药品分类里算哪一类？店员说是洗头用的，我不信", "belongs_to", "吡硫翁锌气雾剂", DR, mention="适今可"),
    # drug_has_alias
    Q("康耐得居然就是多维元素胶囊（13）？那这俩是同一个药吗", "drug_has_alias", "多维元素胶囊（13）", DR, named="康耐得"),
    Q("安立生坦片在药房难道就叫这个名？包装上好像还有别的名字", "drug_has_alias", "安立生坦片", DR),
    Q("小牛血去蛋白提取物氯化钠注射液也叫柏多瑞？我没听错吧", "drug_has_alias", "小牛血去蛋白提取物氯化钠注射液", DR,
      named="柏多瑞"),
    Q("盼尔来福不是个药名吗，怎么说它是别名？它到底对应哪个药", "drug_has_alias", "盼尔来福", AL),
    Q("降压乐居然是复方地舍平片的别名？我爷爷吃了好多年都不知道哈", "drug_has_alias", "复方地舍平片", DR, named="降压乐"),
    # mainly_treats
    Q("小化香叶还能治阴囊湿疹？村里老人这么说，我有点怀疑", "mainly_treats", "化香树叶", M, mention="小化香叶",
      named="阴囊湿疹"),
    Q("芒齿鳞毛蕨能解食物中毒？蕨菜不是拿来吃的吗", "mainly_treats", "多鳞鳞毛蕨", M, mention="芒齿鳞毛蕨",
      named="食物中毒"),
    Q("大串连果居然能解药物中毒？吃草乌中毒了真能用它吗", "mainly_treats", "大串连果", M, named="药物中毒"),
    Q("喜树叶也能治牛皮癣？我只听说喜树能抗癌", "mainly_treats", "喜树叶", M, named="牛皮癣"),
    Q("大叶十八症能打蛔虫？这名字听着像能治十八种病", "mainly_treats", "大叶酸藤子", M, mention="大叶十八症",
      named="蛔虫病"),
    Q("华卫矛还能治高血压？不是说治腰疼的吗", "mainly_treats", "华卫矛", M, named="高血压"),
    Q("老家的人把土蚂蚱子晒干了泡水喝，说能治病，我怎么觉得不靠谱呢？它到底能治什么病", "mainly_treats", "大头狗", M, mention="土蚂蚱子"),
    # has_efficacy
    Q("打砍不死这名字也太霸气了，它真有散瘀止血的功效？", "has_efficacy", "午时花", M, mention="打砍不死",
      named="散瘀止血"),
    Q("吐烟花还能宁心安神？听着像抽烟用的", "has_efficacy", "吐烟花", M, named="宁心安神"),
    Q("大五爪金龙能接骨？骨头断了真敷这个就行？", "has_efficacy", "大五爪金龙", M, named="接骨"),
    Q("大夜关门根到底有啥功效？名字怪怪的，不会是吓唬人的吧", "has_efficacy", "大夜关门根", M),
    Q("大曲尾藓就是一种苔藓吧，苔藓还能入药？有什么功效", "has_efficacy", "多蒴曲尾藓", M, mention="大曲尾藓"),
    Q("多穗假虎杖跟虎杖不是一个东西？它有哪些作用", "has_efficacy", "多穗蓼", M, mention="多穗假虎杖"),
    # distributed_in
    Q("老牛黄泡难道只有贵州有？它主要产在哪些地方", "distributed_in", "大乌泡", M, mention="老牛黄泡"),
    Q("大叶子在辽宁也有？我以为是南方的草", "distributed_in", "大叶子", M, named="辽宁"),
    Q("大叶金花茶叶只有广西出？别的省真没有吗", "distributed_in", "大叶金花茶叶", M, named="广西"),
    Q("小败火草到底长在哪儿？朋友说北方也有，我不太信", "distributed_in", "多枝婆婆纳", M, mention="小败火草"),
    Q("响铃果这种药材在西藏也有分布？", "distributed_in", "大叶金锦香", M, mention="响铃果", named="西藏"),
    Q("单花山竹子海南有吗？还是只有广东才有", "distributed_in", "单花山竹子", M, named="海南"),
    # material_has_alias
    Q("到老嫩也叫小边麻？这俩名字差得也太远了", "material_has_alias", "到老嫩", M, named="小边麻"),
    Q("三月花难道是正名？这味药材还有哪些别的叫法", "material_has_alias", "华紫报春花", M, mention="三月花"),
    Q("吊白叶就是粉桐叶？我妈坚持说是两种东西", "material_has_alias", "吊白叶", M, named="粉桐叶"),
    Q("大山黧豆居然也叫大豌豆？那能当豌豆吃吗", "material_has_alias", "大山黧豆", M, named="大豌豆"),
    Q("山里人叫的红将军原来是味药材？它还有哪些别的名字", "material_has_alias", "大叶白花灯笼", M, mention="红将军"),
    Q("蜈蚣藤原来不是蜈蚣，是哪种药材的别名？", "material_has_alias", "蜈蚣藤", AL),
    # composed_of
    Q("八味厚朴丸里还要放桂？是肉桂还是桂枝呀，方子上就写了一个字", "composed_of", "八味厚朴丸", F, named="桂等"),
    Q("八味清毒膏里居然有贝母？那不是止咳的吗", "composed_of", "八味清毒膏", F, named="贝母"),
    Q("八味知母汤里有麦门冬？麦门冬不就是麦冬吗", "composed_of", "八味知母汤", F, named="麦门冬"),
    Q("八味荡滞饮里难道还有枳实？我妈说那是破气的，孕妇不能用", "composed_of", "八味荡滞饮", F, named="枳实"),
    Q("八味桂心丸里居然有桔梗？桔梗不是治嗓子的吗", "composed_of", "八味桂心丸", F, named="桔梗"),
    Q("八味茯苓补心汤里还有五味子？没想到补心的方子也用它", "composed_of", "八味茯苓补心汤", F, named="五味子"),
    # formula_has_efficacy
    Q("八味丹能清上温下？上面清下面温，这怎么做得到", "formula_has_efficacy", "八味丹", F, named="清上温下"),
    Q("八味清毒膏有经热解毒的功效？经热是啥意思", "formula_has_efficacy", "八味清毒膏", F, named="经热解毒"),
    Q("八味蜡矾丸还能护脏腑？蜡和矾也能吃吗", "formula_has_efficacy", "八味蜡矾丸", F, named="护脏腑"),
    Q("八妙丸是化湿散寒的？我以为是治湿热的", "formula_has_efficacy", "八妙丸", F, named="化湿散寒"),
    Q("八宝圣灵丹真的能解毒疗疮？名字起得这么玄乎", "formula_has_efficacy", "八宝圣灵丹", F, named="解毒疗疮"),
    Q("八宝拨云散不光能退翳，还能清热散瘀？", "formula_has_efficacy", "八宝拨云散", F, named="清热散瘀"),
    # prescribed_for
    Q("八味回阳饮治伤寒脉虚将绝？这听着是救命的方子啊", "prescribed_for", "八味回阳饮", F, named="伤寒脉虚将绝"),
    Q("八味地黄加铁落汤能治喘急？铁落不就是铁屑吗，这也能喝", "prescribed_for", "八味地黄加铁落汤", F, named="喘急"),
    Q("八味煮散是治脾胃气虚的？我一直当它是感冒药", "prescribed_for", "八味煮散", F, named="脾胃气虚"),
    Q("八宝丸居然是治血晕的？不是补身子的吗", "prescribed_for", "八宝丸", F, named="血晕"),
    Q("八子丸真能治风毒热眼？八种籽就能治眼病", "prescribed_for", "八子丸", F, named="风毒热眼"),
    Q("治疝茴香丸还能治阴囊肿胀？我以为只管肚子疼", "prescribed_for", "八味茴香丸", F, mention="治疝茴香丸",
      named="阴囊肿胀"),
    # formula_has_alias
    Q("八味茴香丸就是古书里的治疝茴香丸？没想到是同一个方", "formula_has_alias", "八味茴香丸", F, named="治疝茴香丸"),
    Q("知母汤不就是一个方名吗，怎么说是别名？它指的哪个方子", "formula_has_alias", "知母汤", AL),
    Q("八味还睛散难道没有别的写法？古书上好像不是这么写的", "formula_has_alias", "八味还睛散", F),
    Q("八味地黄丸居然还有别名？都叫什么", "formula_has_alias", "八味地黄丸", F),
    Q("八毒赤丸又叫李子豫赤丸？这是拿人名起的吗", "formula_has_alias", "八毒赤丸", F, named="李子豫赤丸"),
    # check_for_disease
    Q("姐妹染色单体互换检查居然能查血友病？这名字听着像查双胞胎的", "check_for_disease", "姐妹染色单体互换检查", C,
      named="血友病"),
    Q("啊？图形觉也算一项检查？它能查出什么病", "check_for_disease", "图形觉", C),
    Q("剖胸术也算检查？难道是为了找胸内异物", "check_for_disease", "剖胸术", C, named="胸内异物"),
    Q("查个嗜酸性粒细胞数就能发现广州管圆线虫病？这么简单？", "check_for_disease", "嗜酸性粒细胞数", C,
      named="广州管圆线虫病"),
    Q("婴幼儿健康检查还能查出新生儿黄疸？我以为只是量身高体重", "check_for_disease", "婴幼儿健康检查", C,
      named="新生儿黄疸"),
    Q("眼科让做前置镜检查，不就是看看眼睛吗，到底在查什么病", "check_for_disease", "前置镜检查", C),
    Q("体检后医生单独让我加做密螺旋体活动试验，问他是查什么的，他支支吾吾没细说，我心里直打鼓，这到底是查什么病的", "check_for_disease", "密螺旋体活动试验", C),
    # check_for_symptom
    Q("头颅形状也要检查？是不是头颅增大才看这个", "check_for_symptom", "头颅形状", C, named="头颅增大"),
    Q("动脉血氧分压（PaO2）居然跟高血压有关？血压高也要查这个？", "check_for_symptom", "动脉血氧分压（PaO2）", C,
      named="高血压"),
    Q("查可溶性白细胞介素—2受体跟耳硬化症有什么关系？耳朵的毛病也要抽血？", "check_for_symptom", "可溶性白细胞介素—2受体", C,
      named="耳硬化症"),
    Q("复合感觉检查到底是冲着什么症状做的？我又没觉得哪里麻", "check_for_symptom", "复合感觉检查", C),
    Q("大便像柏油，医生居然让做十二指肠引流显微镜检查？这跟便如柏油有关系？", "check_for_symptom", "十二指肠引流显微镜检查", C,
      named="便如柏油"),
    Q("子宫颈黏液检查不是查怀孕的吗？我都绝经好几年了，医生也让我做，到底出现哪些症状才需要做这个", "check_for_symptom", "子宫颈黏液检查", C),
    # performed_by
    Q("宫腔镜检查难道不是妇产科做的吗？怎么让我去别的楼", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("做宫腔镜检查到底该找哪个科室？挂号处也说不清", "performed_by", "宫腔镜检查", C),
    Q("心血管造影检查不是放射科做吗，凭什么让找别的科？到底归哪个科室", "performed_by", "心血管造影检查", C),
    Q("出院单上写的newborn screening，是在儿科做吗？我以为产科直接就做了", "performed_by", "新生儿疾病筛查检查", C,
      mention="newborn screening", named="儿科"),
    # check_has_alias
    Q("心电图检查就叫心电图检查呗，难道还有英文缩写？", "check_has_alias", "心电图检查", C),
    Q("单子上写的ECG真的就是心电图检查？我还以为是别的项目", "check_has_alias", "心电图检查", C, named="ECG"),
    Q("快速血浆反应素试验名字这么长，难道没有简称吗", "check_has_alias", "快速血浆反应素试验", C),
    Q("报告上有个RPR，难道不是什么病毒？到底是哪项检查的简称", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day73"))
