"""Writes `medical_everyday_67.jsonl`, a sixty-seventh hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is text pasted or forwarded into a chat box or a search box, with
the marks copying leaves: a question copied out of a forwarded chat record or a group (【转发】, 「聊天记录」, 以下是我妈发的：, 以下是班
主任在家长群发的：, 【家长群】, 病友群：, speaker prefixes such as 奶奶：, 二姨：, 老公：, 工友：, 舅舅：, 爸：, 婶婶：, 医生：, 我：, and a family group's
quarrel copied whole before the one line that asks), lines copied from a document, a form, a report or a spreadsheet
with real line breaks (诊断：…, 拟行：…, 术前用药：…, 主诉：…, 出院小结：…, 住院通知单 with 姓名：＊＊＊, 孕检单 and 化验单 lists, an infusion list
copied as tab-separated cells), numbered or bulleted lines (1. 2., ① ②, · - •), emoji bullets (📌, 📋, 👉, ❓, ❗), full-width
letters, digits and spaces (Ｑ：, ＣＴ报告, 妇科Ｂ超, 患儿５岁, ３期, 宝宝　小儿肾性尿崩症　　…), doubled or stray spaces, some of them inside a framing
word (挂哪个  科, 哪个  部位, 那一  类), tabs, half-width punctuation in Chinese text (诊断:帽状腱膜下脓肿, 去医院挂什么科?  急!!, 对大豆过敏,乙底酚里有大豆
油吗?), chat placeholders ([图片], [表情], [语音]) and trailing signatures and app footers (—— 来自iPhone, 发自我的手机, ——发自我的华为手机, 来自微信,
——来自华为Mate, —— 发自我的小米手机). Under the marks each is an everyday question asked by patients, sons and daughters, parents and
grandparents, wives and husbands, relatives, a worker's mates, carers and pharmacy customers, herb users and people reading
old formula books, about one record; a pasted block may name other records of the network (a drug already taken, a check
already done, another diagnosis on the same form: 房颤, 房间隔缺损, 心房颤动, 华法林钠片, 左氧氟沙星片, 拉米夫定片, 甲钴胺片, 甲硝唑栓, 布洛芬缓释胶囊,
布地奈德气雾剂, 阿奇霉素, 冠心病), and the relation asked stays clear to a human reader. By a mechanical count 132 questions
carry a line break, 27 are marked as forwarded (【转发】, 转：, 转给大家看看：), 8 copy a 「聊天记录」, 17 carry 以下是… (以下是我妈发的：, 以下是抄来的方子：), 45
carry a speaker prefix or a form's field name at the start of a line, 11 numbered and 10 bulleted lines, 6 emoji, 11
full-width letters or digits, 40 full-width spaces, 9 doubled spaces, 8 tabs, 33 half-width punctuation in Chinese text,
39 a signature or an app footer and 4 a chat placeholder. The questions run from 14 to 88 characters: 8 of 15 or fewer,
118 of 16 to 30, 58 of 31 to 45, 20 of 46 to 60 and 6 longer (a grandmother's forwarded messages, a copied case form,
a forwarded account of a father's cold leg, a family group's quarrel, a travel checklist, a kindergarten notice). 48 carry a full-width comma and are
tagged `context`; 3 carry 呢, 啊, 呀, 嘛 or 哈; 22 are tagged `verbatim` (并发症, 别名, 病因, 高危因素, 治疗方法, 鉴别诊断, 不良反应, 成份, 药品分类,
主治, 功效, 组成 and 功用 in the asker's words). Some ask one thing and add another (要住院吗 after 一般怎么治疗 asks the treatments; 以后还
能下井吗 after 这是怎么引起的 asks the causes; 高血压能吃芬世达吗？ before 里面有盐酸伪麻黄碱吗 asks the ingredient it names).

Five questions name their record the way a copy leaves it, broken by a space (急性出血性坏死性 小肠炎) or with full-width letters
(小儿高ＩｇＥ综合征, 核磁共振成像（ＭＲＩ）, 抗丙型肝炎病毒ＩｇＡ抗体检查, 正电子发射计算机断层扫描（ＰＥＴ）); every other question writes its record's
name exactly as the network does, or a name the network records for it. Such a question's gold entity is the record the
copy names; its line has no mention (`mention` is null), since the form in the question is neither the record's name nor an
alias the network records, it is never an alias question, and it is tagged `broken_name`. Each question carries its
broken form in the field `broken` of this file's `Q` (`make_medical_everyday.Q` with that one field more), and before the
set is built `broken_name_problems` checks that the broken form is in the question, that the name itself is not (nor in
simplified characters), that the form reads as the name once its spaces are taken out and its full-width letters and
digits written half-width, and that it is not itself the name of a record, an alias instance or a drug's trade name.
`make_medical_everyday_4.build_with_written_forms` builds the lines with `make_medical_everyday.build`, the name standing in for the broken form
while the question is checked, so every other check of that build (the relation, the entity, the named neighbour, the
answers) holds for these lines as for the others; the broken forms are then put back, the mention left empty and the tag
added, as for the sixty-first set's misspelt names. `make_medical_everyday_4.main_with_written_forms` is the fourth
set's `main_checking_aliases` with that build in place of `make_medical_everyday.main`.

By relation type: has_symptom 7, designated_to 7, checks 6, has_complication 7, cures 6, shown_on 7, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
6, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the fourth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 65 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-eighth and forty-eighth sets drew from the
fourth tenth of the sources too and the fifty-seventh from the fourth tenth of the sources and of the targets, and this
one takes only what they and every other set left. Twenty-two relation types still have such records in the window, and
every question of them asks about one (has_symptom, designated_to, checks, has_complication, cures, shown_on, has_alias,
caused_by, common_in, treated_with, is_subtype_of, the five drug types but drug_has_alias, the four material types,
check_for_disease and check_for_symptom; 假芙蓉, asked for what it stands for, is an alias of 昂天莲, a window record of
material_has_alias). cures has 106 window sources and seven left, six of them asked (all but 意识障碍); has_alias has 184 and
twenty left, six of them asked, one by an alias (先天性软骨钙化障碍心脏病综合征, of 小儿软骨外胚层发育不全综合征). The other thirteen
windows are used up, and their questions do as the sixty-second, sixty-third and sixty-fifth sets did:
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, most of them in the asker's words (急性中耳炎 ← 仰卧喂养（使用奶瓶托架） as 躺着用奶瓶托架喂奶, 急性膀胱炎 ← 杀精凝胶剂, 急性咽喉炎 ←
  使用吸入性皮质类固醇 as 天天用激素喷雾（吸入性皮质类固醇）, 心肌炎 ← 产后期, 急性非ST段抬高型心肌梗死 ← 久坐不动, 急性髓性白血病 ← 唐氏综合征).
- None of the five window sources of prevalent_in (新生儿破伤风, 溃疡性结肠炎, 溶血性贫血, 狂犬病, 球孢子菌病) has a neighbour no earlier
  question names: 溃疡性结肠炎 and 新生儿破伤风 name one again (北半球, 发展中国家), 溶血性贫血 and 球孢子菌病 are asked in new words, and one
  question asks from the target end (西半球, where 溃疡性结肠炎 is prevalent, never an earlier question's entity).
- None of the six window sources of metastasizes_to (恶性肿瘤, 感染性心内膜炎, 支气管肺癌, 狂犬病, 甲状腺癌, 疼痛) has one either: 感染性心内膜炎
  and 狂犬病 name one again (腱索, 唾液), 甲状腺癌 is asked in new words and two questions ask from the target end (椎骨 and 纵隔淋巴结, where
  支气管肺癌 spreads; neither an earlier question's entity).
- The three window sources of invades (慢性淋巴细胞白血病, 支气管肺癌, 痛风) have none: 慢性淋巴细胞白血病 names 骨髓 again, 痛风 names 掌指关节
  again, 支气管肺癌 is asked in new words and one question asks from the target end (脾, which 慢性淋巴细胞白血病 invades, never an
  earlier question's entity).
- Of the 31 window sources of related_disease, six questions each name a neighbour no earlier question names (急性膀胱炎 ↔
  复发性膀胱炎, 慢性胰腺炎 ↔ 胰源性脂肪泻, 感染性心内膜炎 ↔ 妊娠期感染性心内膜炎, 急性妊娠期脂肪肝 ↔ 肝脏损害, 慢性炎症 ↔ 气道重塑, 急性非ST段抬高型心肌梗死 ↔
  支架内血栓形成或再狭窄); so do six of the 13 of differential_diagnosis (急性咽喉炎 ↔ 阿弗他溃疡, 急性阑尾炎 ↔ 卵巢滤泡破裂, 急性上呼吸道感染 ↔
  季节性流行性感冒, 急性淋巴细胞白血病 ↔ 反应性淋巴细胞增多, 急性ST段抬高型心肌梗塞 ↔ 焦虑或惊恐发作, 急性胰腺炎 ↔ 内脏穿孔).
- The window of drug_has_alias holds seven drugs (果糖二磷酸钠片, 枸地氯雷他定胶囊, 比沙可啶肠溶片, 比索洛尔氢氯噻嗪片, 氯美扎酮片, 氯膦酸二钠片,
  氯膦酸二钠胶囊) with one alias each, all of them names earlier questions use: 果糖二磷酸钠片 and 氯美扎酮片 are asked in new words,
  比沙可啶肠溶片 whether it is 乐可舒, 比索洛尔氢氯噻嗪片 is named by 诺释 (a trade name its record lists, in an earlier question's text but
  never an entity or a mention) and asked for its alias, and one question asks what 恩瑞特 (枸地氯雷他定胶囊's alias, an earlier
  question's entity) stands for.
- None of the eighteen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  names, five of them ones the network writes with 等, written the way people write them, without the 等 (八宝治红丹 → 大小蓟,
  八宝粥 → 白扁豆等, 八宝珍珠散 → 青黛等, 八宝瑞生丹 → 元胡等, 八宝退云散 → 硼砂等, 八将丹 → 大蜈蚣等). Six of the 31 window formulas of
  formula_has_efficacy are asked whether they have an efficacy no earlier question names (加味乌药汤 → 行气活血, 八骨散 → 舒筋活血, 八珍益母十全丸
  → 补养气血, 八痞丸 → 疏肝利胆, 八神散 → 明耳目, 八白散 → 去垢腻), and six of the 34 of prescribed_for whether they treat a disease no earlier
  question names (八角茴香丸 → 腰膝冷痛, 八贤散 → 小儿泄泻, 养心汤 → 心悸易惊, 凉膈散 → 大便不畅, 八珍汤 → 饮食减少, 化虫丸 → 呕吐清水).
- formula_has_alias has 29 sources and its window three (八物肾气丸, 八物茜根汤, 八物麦门冬饮), all of whose aliases earlier questions name:
  八物肾气丸 is asked in new words, 八物麦门冬饮 whether it is 麦门冬散, 八物茜根汤 is named by its alias 茜根饮 (earlier sets' mention) and
  asked for its aliases, one question asks what 八味丸 (八物肾气丸's alias, an earlier question's entity) stands for, and the record
  after the window (八生饮子, the 12th of 29 in key order) is asked in new words.
- performed_by has six sources and its window one (心血管造影检查, the second in key order), as for the thirty-eighth,
  forty-eighth and fifty-seventh sets: it is asked in new words and whether it is done in 心血管科; the record before it
  (宫腔镜检查) is asked whether it is done in 妇产科 and the record after it (新生儿疾病筛查检查) is named by its alias 新生儿筛查. No question
  asks from the target end, both departments having been earlier questions' entities.
- check_has_alias has seven sources and its window none, as for the forty-eighth and fifty-seventh sets: its questions take
  the record in whose place in key order the fourth tenth falls (新生儿疾病筛查检查, the third, asked in new words and by what its
  alias newborn screening stands for), the record after it (肌电图检查, whether its English name is electromyography) and the
  record before it (快速血浆反应素试验, whether it is RPR).
新生儿疾病筛查检查, 肌电图检查, 八物肾气丸, 八物茜根汤 and the names newborn screening, 八味丸 and 茜根饮 are the only entities and names here that
the first alias set uses too; no question uses an entity or a mention of the second or third alias set.

84 questions name the one neighbour they ask about, most of them naming two records (小儿窦性心动过缓 → 晕厥, 小儿肾性尿崩症 → 烦渴,
急性浅表性包皮龟头炎 → 男科, 局部麻醉药中毒 → 血药浓度监测, 急性乙型病毒性肝炎 → 肝癌, 小儿肥厚型心肌病 → 猝死, 幼年特发性关节炎 → 虹膜睫状体炎, 侏儒面部
毛细管扩张综合征 → 白血病, 小儿错畸形 → 颌骨, 弥漫性实质性肺疾病 → 间质性肺疾病, 巨大肥厚性胃炎 → 梅内特里耶病, 小儿胃炎 → 幽门螺杆菌, 嵌顿包茎 → 包皮过长者性生活后,
指甲沟炎 → 蜂窝织炎, 尼力 → 高血压, 吉舒 → 哮喘, 佳乐同康 → 突发性耳聋, 息柯宁 → 心悸, 胜君 → 视神经炎, 乙底酚 → 大豆油, 芬世达 → 盐酸伪麻黄碱, 弘旭阳 → 降糖药,
得菲尔 → 磺胺药, 小儿双扑片 → 止咳祛痰和感冒药, 恩通 → 钙拮抗药, 高脚凉伞 → 牙痛, 杨梅叶 → 湿疹, 松花粉 → 收敛止血, 杜仲藤 → 强筋骨, 巴豆油 → 江西, 木患根 →
洗手果根, 抗幽门杆菌IgG抗体检查 → 慢性胃炎, 泪液溶菌酶检查 → 干眼症, 椎板间隙显微内窥镜 → 腰椎间盘突出症, 新生儿体格检查 → 心脏杂音, 泌尿感染类尿常规 → 尿频, and
the neighbours above), 43 of them a name no earlier question names; nine say the neighbour in other words than its name
(仰卧喂养（使用奶瓶托架）, 使用吸入性皮质类固醇, 包皮过长者性生活后 as 包皮过长的人同房以后, 止咳祛痰和感冒药 as 感冒药那一类, and the five said without 等).
Eight are asked from the relation's target end: the four above (西半球, 椎骨, 纵隔淋巴结, 脾) and four asking what an alias stands
for (below).

Names inside names: by a mechanical count 134 of the 210 questions are about a record whose name (three characters or
more) holds the name of another record of three characters or more or lies inside a longer one; among them 小儿衣原体肺炎
holds 衣原体肺炎, 小儿肺动脉高压 holds 肺动脉高压, 小儿肾性尿崩症 holds 尿崩症, 小儿贫血 holds 贫血, 急性卡他性结膜炎 holds 结膜炎, 小儿肺脓肿 holds 肺脓肿,
急性乙型病毒性肝炎 holds 乙型病毒性肝炎, 小儿血管瘤 and 小肠血管瘤 hold 血管瘤, 急性化脓性腭扁桃体炎 holds 扁桃体炎, 小儿骶尾部畸胎瘤 holds 畸胎瘤, 小儿胃炎
holds 胃炎, 小儿溃疡性结肠炎 holds 溃疡性结肠炎, 急性坏疽性胆囊炎 holds 胆囊炎, its answer, 支气管哮喘（轻度持续） holds 支气管哮喘, its answer,
惊吓性癫痫 holds 癫痫, 急性妊娠期脂肪肝 holds 脂肪肝, 急性膀胱炎 holds 膀胱炎, 感染性心内膜炎 lies inside 妊娠期感染性心内膜炎, the answer its
question names, 小儿布洛芬栓 holds 布洛芬, 尼莫地平缓释片 and 尼莫地平胶丸 hold 尼莫地平, 八物麦门冬饮 holds 麦门冬 and 抗丙型肝炎病毒IgA抗体检查 holds
丙型肝炎; 尺桡骨双骨折 and 尺桡骨干双骨折 are two records one character apart, asked under treated_with and shown_on, and 枇杷木白皮 and
木槿子 are named by their aliases (枇杷树二层皮, 朝天子) beside 枇杷叶 and 木槿花, records of their own.

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (5: 网状内皮细胞增生症 and 黄瘤性肉芽肿 for 小儿非内脂性网状内皮增殖综合征, 侏儒面部毛细管扩张综合征, 脉冲强光 for 强脉冲光 and 先天性软骨钙化障碍心脏病综合征,
all of them names no earlier question uses); drug trade names (32, below); medicinal material aliases (13: 映山红子, 枇杷树二层皮,
上树虾, 高脚凉伞, 山橘子, 上桂枝, 海棠根, 羊脆骨, 钮扣丹, 桉果, 木贼麻黄种子, 牛草果, 朝天子, none an earlier question's name); a formula alias (1: 茜根饮,
an earlier set's mention); a check alias (1: 新生儿筛查, an earlier set's mention). Each of these names is listed by that one
instance only. Four more ask what an alias stands for (恩瑞特, 假芙蓉, 八味丸, newborn screening: drug, material, formula and check
aliases; 假芙蓉 is new, the others earlier questions' entities, asked here in other words): their gold is the alias
instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check)
makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 32 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (邦尅敏, 斯耐普, 利力奇, 尼力, 悉景, 吉舒, 佳乐同康, 抒孚, 考孚亭, 息柯宁, 复美新, 恩甘定, 加诺, 胜君, 乃平, 金方伊舒, 小布石, 乙底酚, 匹金, 芬世达, 必诺片,
弘旭阳, 福至尔, 维诺, 捷力, 斯诺平, 得菲尔, 斯普林, 诺正, 小儿双扑片, 恩通, 诺释); all but 诺释 are names no earlier question carries, and all thirty-two
are also drug records of their own. They are labelled as in the earlier sets: the gold entity is the standard record
(富马酸卢帕他定胶囊, 对乙酰氨基酚颗粒, 小儿咳喘灵颗粒, 尼索地平片, 尿囊素铝片, 布地奈德气雾剂, 己酮可可碱氯化钠注射液, 尼莫地平缓释片, 左羟丙哌嗪分散片,
愈酚甲麻那敏糖浆, 庆大霉素双氯芬酸钠滴眼液, 恩替卡韦胶囊, 托尼萘酸片, 异烟肼氯化钠注射液, 小儿氨酚伪麻分散片, 宫炎康颗粒, 小儿止嗽金丹（散）, 己烯雌酚注射液, 异福片,
布洛伪麻胶囊, 枸橼酸铋钾片, 格列齐特分散片, 氟他胺片, 曲克芦丁注射液, 替硝唑胶囊, 富马酸氯马斯汀片, 小儿双磺甲氧苄啶颗粒, 小牛脾提取物注射液, 尼美舒利缓释胶囊,
小儿氨酚那敏片, 尼莫地平胶丸, 比索洛尔氢氯噻嗪片), the mention is the trade name and the line is tagged `alias`, because whoever holds the
box, the infusion bag or the prescription asks about the medicine, and the standard record is the one that names it, holds
its class and lists the trade name. is_a_level3 questions ask a drug's class by its use (按用途, 降糖药, 用途 in a copied list)
and belongs_to questions by 药品分类 or a class name (磺胺药, 感冒药那一类, 钙拮抗药), so that a reader can tell the two apart.

Other names the network holds under two records:
- 恩瑞特 is a drug record as well as the alias instance 枸地氯雷他定胶囊 lists: its question asks what the name stands for, so the
  gold is the alias instance, as the earlier sets' questions are. 新生儿筛查, by which a performed_by question names
  新生儿疾病筛查检查, is a check record too: the question names the check the baby is to have, so the gold is the record the alias
  belongs to, as in the earlier sets.
- Some named neighbours are records of other types too: 间质性肺疾病 a disease besides an alias, 乐可舒 a drug besides an alias,
  骨髓 a cause besides a body part, 磺胺药 a symptom besides a product class, 钙拮抗药 a drug class and a product class, 行气活血 a
  product class besides an efficacy, 幽门螺杆菌 and 唐氏综合征 diseases besides causes; among the diseases and symptoms named, 晕厥,
  烦渴, 猝死, 蜂窝织炎, 突发性耳聋, 牙痛, 干眼症, 腰椎间盘突出症, 尿频, 饮食减少 and 内脏穿孔 are records of both types, 湿疹, 心悸, 哮喘, 视神经炎, 肝脏损害
  and 肝癌 causes besides (肝癌 an alias too), 白血病 and 高血压 causes and populations besides, 虹膜睫状体炎 and 慢性胃炎 causes and
  therapies besides (慢性胃炎 a check too), and 小儿泄泻 a cause besides a disease.
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 幼年特发性关节炎, 急性泪囊炎, 急性糜烂性胃炎, 慢性肾脏病, 急性中耳炎, 嵌顿包茎, 新生儿破伤风, 急性附件炎, 急性虹膜睫状体炎, 痛风, 慢性胰腺炎,
  急性上呼吸道感染 and the body part 椎骨; a cause record: 慢性盆腔炎 and 狂犬病; both: 心脏瓣膜病, 溃疡性结肠炎, 球孢子菌病, 甲状腺癌, 感染性心内膜炎 (two
  questions), 慢性炎症, 急性胰腺炎, and 心肌炎 a population record besides; a cause, a symptom and a therapy record: 慢性细菌性前列腺炎,
  平滑肌肉瘤, 急性阑尾炎, and 溶血性贫血 a check record besides; a check and a symptom record: 房性期前收缩 and the body part 脾; an
  alias record: 支气管肺癌, 急性ST段抬高型心肌梗塞 and the material 杜仲藤; an ingredient record: the drug 富马酸氯马斯汀片 and the
  materials 松花粉 and 当归藤; a disease record: the check 心血管造影检查 (two questions); a drug record for the alias instance 恩瑞特),
  and the wording says which is meant (诊断, 查出, 确诊, 报告, 病历, 胃镜报告, 体检报告, 门诊病历, 药材, 入药, 泡酒, 检查, 是哪个药的别名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same, and `broken_name` (above).

    .venv/bin/python bench/sets/make_medical_everyday_67.py    # rewrites bench/sets/medical_everyday_67.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import AL, BP, C, D, DR, F, M, RE  # noqa: E402
from bench.sets.make_medical_everyday_4 import main_with_written_forms  # noqa: E402
from core.text import in_simplified_characters  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_67.jsonl"


class Q(NamedTuple):
    """`make_medical_everyday.Q` with one field more: `broken`, the entity's name as the copy leaves it (broken by a
    space, or with full-width letters), for the few questions that name their entity so (they then have no mention
    and are tagged `broken_name`)."""
    question: str
    relation: str
    entity: str
    object_type: str
    mention: str | None = None   # how the question names the entity, when not by its name
    named: str | None = None     # the one neighbour the question names (its only gold answer)
    reverse: bool = False        # asked from the target end (implied when the type is the target's)
    broken: str | None = None    # the entity's name as the copy leaves it


QUESTIONS: list[Q] = [
    # has_symptom
    Q("【转发】\n奶奶：孩子查出小儿衣原体肺炎，住进儿科了\n奶奶：医生开了阿奇霉素，说要打五天\n奶奶：这个病都会有些什么症状啊？我们好在家盯着点\n奶奶：[语音]", "has_symptom", "小儿衣原体肺炎", D),
    Q("以下是我妈发的：\n「医生说孙子是小儿窦性心动过缓，会不会突然晕厥？」\n——发自我的华为手机",
      "has_symptom", "小儿窦性心动过缓", D, named="晕厥"),
    Q("1. 诊断:帽状腱膜下脓肿\n2. 既往:头皮外伤,清创缝合后\n3. 头皮上肿了一大块,一按就疼\n想问 这个病还会有哪些表现?", "has_symptom", "帽状腱膜下脓肿", D),
    Q("群里有人说孩子打了石膏以后老吐、肚子胀，医生说是小儿石膏综合征。这个病一般有哪些症状？\n—— 来自iPhone",
      "has_symptom", "小儿石膏综合征", D),
    Q("宝宝　小儿肾性尿崩症　　一天到晚喊渴、水喝不够\n这算不算它的症状：烦渴？", "has_symptom", "小儿肾性尿崩症", D,
      named="烦渴"),
    Q("📌病历摘抄\n· 诊断：网状内皮细胞增生症\n· 患儿５岁\n这个病会出现哪些症状？", "has_symptom",
      "小儿非内脂性网状内皮增殖综合征", D, mention="网状内皮细胞增生症"),
    Q("二姨：我外孙确诊小儿肺动脉高压了\n二姨：医生还说有房间隔缺损，要住院观察\n二姨：平时会有哪些表现要注意\n二姨：急急急", "has_symptom", "小儿肺动脉高压", D),
    # designated_to
    Q("Ｑ：小儿贫血挂哪个科？\n（孩子体检血红蛋白偏低，社区医生让去大医院看）", "designated_to", "小儿贫血", D),
    Q("老公：急性浅表性包皮龟头炎是挂男科吧？\n我：不知道啊，我问问群里\n——转自微信聊天", "designated_to",
      "急性浅表性包皮龟头炎", D, named="男科"),
    Q("「聊天记录」\n闺蜜：我觉得自己有心理障碍了，去医院该挂哪个科啊\n闺蜜：不想让家里人知道", "designated_to", "心理障碍", D),
    Q("厂里同事被设备弄成微波烧伤, 去医院挂什么科?  急!!", "designated_to", "微波烧伤", D),
    Q("美容院说脸上做脉冲强光最好先去医院看看，那应该挂哪个科室？\n发自我的手机", "designated_to", "强脉冲光", D,
      mention="脉冲强光"),
    Q("- 肩膀一动就咯噔咯噔响\n- 门诊病历写的：弹响肩胛\n- 复查该挂哪个  科？", "designated_to", "弹响肩胛", D),
    Q("以下是班主任在家长群发的：\n「班上几个孩子得了急性卡他性结膜炎，请家长及时带去医院」\n请问这个挂什么科？",
      "designated_to", "急性卡他性结膜炎", D),
    # checks
    Q("转：孩子住院了，诊断写的是急性出血性坏死性 小肠炎，要做哪些检查？", "checks", "急性出血性坏死性小肠炎", D,
      broken="急性出血性坏死性 小肠炎"),
    Q("① 车祸后一直肚子疼\n② 急诊先拍了腹部平片\n③ 医生怀疑小肠破裂\n④ 一般还要做哪些检查来确定？", "checks", "小肠破裂", D),
    Q("小儿肺脓肿  要做哪些检查 ?\t孩子高烧咳脓痰一个星期了", "checks", "小儿肺脓肿", D),
    Q("我爸拔牙打完麻药人就抽了，说是局部麻醉药中毒。要做血药浓度监测吗？\n——来自iPhone客户端", "checks",
      "局部麻醉药中毒", D, named="血药浓度监测"),
    Q("【转发】\n爸爸房颤好几年了，今天腿突然又凉又白\n急诊医生说是急性动脉栓塞，要马上检查\n一般都查些什么？\n—— 来自iPhone", "checks", "急性动脉栓塞", D),
    Q("孩子的单子上写着“黄瘤性肉芽肿”\n还要做哪些检查才能确诊？\n（手机打字，见谅）", "checks",
      "小儿非内脂性网状内皮增殖综合征", D, mention="黄瘤性肉芽肿"),
    # has_complication
    Q("宝宝眼睛查出彼得异常　　以后会不会并发别的眼病？", "has_complication", "彼得异常", D),
    Q("【转发】家族群聊天记录\n爸：医生说我是急性乙型病毒性肝炎，转氨酶一千多\n妈：让你少喝酒你不听\n大姐：先别吵了，住院要紧\n爸：以后会不会变成肝癌\n（我爸在家庭群里问的，帮他问问）", "has_complication",
      "急性乙型病毒性肝炎", D, named="肝癌"),
    Q("小儿肥厚型心肌病会引起猝死吗??   看到新闻吓坏了", "has_complication", "小儿肥厚型心肌病", D, named="猝死"),
    Q("以下是我老婆发的：\n孩子吞了个小磁铁，医生说是小肠异物\n拖着不取出来会有什么后果、并发症？", "has_complication", "小肠异物", D),
    Q("📋 术前谈话记录\n诊断：心房颤动\n拟行：心脏电复律和电除颤\n术前用药：华法林钠片\n家属问：做这个可能出现哪些并发症？", "has_complication",
      "心脏电复律和电除颤", D),
    Q("👉 幼年特发性关节炎的孩子要定期查眼睛\n👉 是怕并发虹膜睫状体炎吗？\n（复制自病友群）", "has_complication", "幼年特发性关节炎", D,
      named="虹膜睫状体炎"),
    Q("病历复印件：侏儒面部毛细管扩张综合征\n家长问：以后容易得白血病吗？", "has_complication",
      "小儿面部红斑侏儒综合征", D, mention="侏儒面部毛细管扩张综合征", named="白血病"),
    # cures
    Q("急性泪囊炎　吃什么药？\n眼角肿了，一按还流脓", "cures", "急性泪囊炎", D),
    Q("【转发】胃镜报告：急性糜烂性胃炎。一般用什么药治？", "cures", "急性糜烂性胃炎", D),
    Q("姐妹们,慢性盆腔炎反复发作,医生一般开什么药? 在线等", "cures", "慢性盆腔炎", D),
    Q("以下是我老公发的：\n慢性细菌性前列腺炎拖了半年了\n之前吃过左氧氟沙星片、前列康，都不太管用\n有什么药能治？", "cures", "慢性细菌性前列腺炎", D),
    Q("体检报告　　房性期前收缩\n需要吃药吗?一般用什么药?", "cures", "房性期前收缩", D),
    Q("1.慢性肾脏病３期\n2.可以用哪些药？\n—— 发自我的小米手机", "cures", "慢性肾脏病", D),
    # shown_on
    Q("[图片]\n小儿血管瘤一般长在身体哪些部位？　孩子额头上也有一块红的", "shown_on", "小儿血管瘤", D),
    Q("牙医：孩子是小儿错畸形\n我：这个毛病会长到颌骨上吗？", "shown_on", "小儿错畸形", D, named="颌骨"),
    Q("「聊天记录」\n姐：胃镜没查到，说可能是小肠血管瘤\n姐：这个一般长在肠子哪一段？", "shown_on", "小肠血管瘤", D),
    Q("诊断：急性化脓性腭扁桃体炎\n问：具体是喉咙哪个  部位发炎？", "shown_on", "急性化脓性腭扁桃体炎", D),
    Q("- 诊断：尺桡骨干双骨折\n- 问：伤的是身体哪个部位？", "shown_on", "尺桡骨干双骨折", D),
    Q("【转发】医生说孩子是小儿骶尾部畸胎瘤, 长在身体哪个位置?", "shown_on", "小儿骶尾部畸胎瘤", D),
    Q("我爸确诊恶性脑膜瘤\n核磁报告：左侧额部占位，考虑脑膜瘤\n一般长在脑子哪个部位？\n来自微信", "shown_on", "恶性脑膜瘤", D),
    # has_alias
    Q("心脏瓣膜病　还有别的叫法吗？两张报告写的不一样", "has_alias", "心脏瓣膜病", D),
    Q("【转发】弥漫性实质性肺疾病是不是就是间质性肺疾病？两家医院写法不同", "has_alias", "弥漫性实质性肺疾病", D,
      named="间质性肺疾病"),
    Q("胃镜结论：巨大肥厚性胃炎\n网上说它又叫梅内特里耶病，对吗？", "has_alias", "巨大肥厚性胃炎", D,
      named="梅内特里耶病"),
    Q("小儿糖吸收不良综合征  的别名是什么？　想多查点资料", "has_alias", "小儿糖吸收不良综合征", D),
    Q("复制的体检结论：小肠腺瘤。\n这个病还有其他名称吗？", "has_alias", "小肠腺瘤", D),
    Q("先天性软骨钙化障碍心脏病综合征\n这个病还有什么别的名字？医生说的英文名没听清", "has_alias",
      "小儿软骨外胚层发育不全综合征", D, mention="先天性软骨钙化障碍心脏病综合征"),
    # caused_by
    Q("工友：下水道干活的老李急性硫化氢中毒了\n工友：人送到医院高压氧科了\n工友：这是怎么引起的？以后还能下井吗", "caused_by", "急性硫化氢中毒", D),
    Q("• 被老鼠咬了一口，过了一周开始发烧\n• 医生说可能是小螺菌感染\n• 这病是什么引起的？", "caused_by", "小螺菌感染", D),
    Q("孩子头发一节一节的容易断, 医生说叫念珠状发, 是什么原因造成的?", "caused_by", "念珠状发", D),
    Q("以下是我妈发的：\n急性便秘 是什么原因引起的？\n[表情]", "caused_by", "急性便秘", D),
    Q("小儿胃炎是幽门螺杆菌引起的吗？孩子老喊肚子疼\n—— 来自iPad", "caused_by", "小儿胃炎", D, named="幽门螺杆菌"),
    Q("② 幼女性外阴阴道炎的病因有哪些\n（幼儿园老师让家长注意的）", "caused_by", "幼女性外阴阴道炎", D),
    Q("中医把脉说我是心虚\n这个心虚是怎么得的？跟熬夜有关吗\n—— 发自我的vivo手机", "caused_by", "心虚", D),
    # has_risk_factor
    Q("婆婆：宝宝躺着用奶瓶托架喂奶多省事\n医生却说这样容易得急性中耳炎，真的吗？", "has_risk_factor", "急性中耳炎", D,
      named="仰卧喂养（使用奶瓶托架）"),
    Q("用杀精凝胶剂避孕　会增加急性膀胱炎的风险吗?\n（之前得过一次，吃了三天左氧氟沙星片才好）", "has_risk_factor", "急性膀胱炎", D, named="杀精凝胶剂"),
    Q("以下是我妈发的：\n天天用激素喷雾（吸入性皮质类固醇）治哮喘，是不是更容易得急性咽喉炎？", "has_risk_factor", "急性咽喉炎", D,
      named="使用吸入性皮质类固醇"),
    Q("【转发】刚生完孩子还在产后期，听说这段时间容易得心肌炎，是真的吗", "has_risk_factor", "心肌炎", D, named="产后期"),
    Q("长期久坐不动 是不是急性非ST段抬高型心肌梗死的高危因素？\n—— 发自我的iPhone", "has_risk_factor",
      "急性非ST段抬高型心肌梗死", D, named="久坐不动"),
    Q("群里一位家长：孩子是唐氏综合征，听说得急性髓性白血病的风险更高，是吗？", "has_risk_factor", "急性髓性白血病", D,
      named="唐氏综合征"),
    # common_in
    Q("包皮过长的人同房以后　容易发生嵌顿包茎吗？", "common_in", "嵌顿包茎", D, named="包皮过长者性生活后"),
    Q("庚型病毒性肝炎一般好发于哪些人群？\t刚做完透析，有点担心\n—— 来自华为Mate", "common_in", "庚型病毒性肝炎", D),
    Q("【家长群】小肠过敏性紫癜多见于什么年龄、什么样的孩子？", "common_in", "小肠过敏性紫癜", D),
    Q("尾痛症一般什么人容易得？坐久了尾巴骨疼\n——来自华为Mate", "common_in", "尾痛症", D),
    Q("报告：平滑肌肉瘤\n这个病多发在哪个年龄段的人群？", "common_in", "平滑肌肉瘤", D),
    Q("1. 小儿溃疡性结肠炎\n2. 一般多发于哪些孩子？", "common_in", "小儿溃疡性结肠炎", D),
    # prevalent_in
    Q("【转发】看到个说法：\n溃疡性结肠炎在北半球更多见？\n是真的吗", "prevalent_in", "溃疡性结肠炎", D, named="北半球"),
    Q("以下是表姐发的：\n「溶血性贫血在哪些地区比较多见？」", "prevalent_in", "溶血性贫血", D),
    Q("要去美国出差半年, 同事提醒小心球孢子菌病, 这病主要在哪些地方流行?", "prevalent_in", "球孢子菌病", D),
    Q("新生儿破伤风是不是多发在发展中国家？　医学科普群里看到的", "prevalent_in", "新生儿破伤风", D,
      named="发展中国家"),
    Q("孩子要去西半球读书\n行前清单：\n1. 疫苗本复印件\n2. 常用药：布洛芬、蒙脱石散\n3. 保险\n那边多发哪些病？要提前做什么准备", "prevalent_in", "西半球", RE),
    # treated_with
    Q("妇科Ｂ超：急性附件炎\n血常规：白细胞升高\n一般怎么治疗？要住院吗\n—— 发自我的手机", "treated_with", "急性附件炎", D),
    Q("转给大家看看：孩子确诊小儿高ＩｇＥ综合征，有哪些治疗方法？", "treated_with", "小儿高IgE综合征", D,
      broken="小儿高ＩｇＥ综合征"),
    Q("急性虹膜睫状体炎 怎么治？眼睛红痛怕光\n发自我的手机", "treated_with", "急性虹膜睫状体炎", D),
    Q("孩子摔了, 片子: 尺桡骨双骨折\n要开刀吗? 一般怎么治疗?", "treated_with", "尺桡骨双骨折", D),
    Q("「聊天记录」\n妹：孩子是幼年型疱疹样皮炎\n妹：这个病怎么治疗", "treated_with", "幼年型疱疹样皮炎", D),
    Q("急性阴道炎的治疗方法有哪些？　　不想乱用药", "treated_with", "急性阴道炎", D),
    # metastasizes_to
    Q("病友群：\n甲状腺癌一般会转移到哪些部位？\n刚做完甲状腺全切，下个月还要做碘131治疗，心里没底", "metastasizes_to", "甲状腺癌", D),
    Q("【转发】感染性心内膜炎会转移到腱索上吗？", "metastasizes_to", "感染性心内膜炎", D, named="腱索"),
    Q("「聊天记录」\n大姨：被狗咬的邻居后来确诊狂犬病\n大姨：病毒会不会跑到唾液里？家里人会不会被传上", "metastasizes_to", "狂犬病", D,
      named="唾液"),
    Q("腰背痛查出椎骨上有转移灶\n哪些病会转移到椎骨？\n——来自iPhone", "metastasizes_to", "椎骨", BP),
    Q("ＣＴ报告：纵隔淋巴结肿大\n医生说可能是别处转过来的，哪些病会转移到纵隔淋巴结？", "metastasizes_to", "纵隔淋巴结",
      BP),
    # invades
    Q("1. 慢性淋巴细胞白血病会侵犯骨髓吗？\n2. 要不要做骨穿", "invades", "慢性淋巴细胞白血病", D, named="骨髓"),
    Q("痛风会侵犯掌指关节吗？手指头关节肿了　——来自iPhone", "invades", "痛风", D, named="掌指关节"),
    Q("我爸支气管肺癌, 会往外侵犯哪些部位?", "invades", "支气管肺癌", D),
    Q("以下是我爸的体检报告：\n「脾脏可见浸润」\n哪些病会侵犯脾？", "invades", "脾", BP),
    # is_subtype_of
    Q("指甲沟炎算是蜂窝织炎的一种吗？　手指头肿了", "is_subtype_of", "指甲沟炎", D, named="蜂窝织炎"),
    Q("门诊病历：\n主诉：反复喘息３年\n诊断：支气管哮喘（轻度持续）\n处理：布地奈德气雾剂吸入\n这个诊断属于哪一类疾病？填表要用", "is_subtype_of", "支气管哮喘（轻度持续）", D),
    Q("肠镜报告复制：慢性溃疡性直肠炎\n属于什么病的一种?", "is_subtype_of", "慢性溃疡性直肠炎", D),
    Q("【转发】急性坏疽性胆囊炎是哪种病的一个类型？", "is_subtype_of", "急性坏疽性胆囊炎", D),
    Q("孩子一受惊就抽, 医生说是惊吓性癫痫, 这算哪一大类病?", "is_subtype_of", "惊吓性癫痫", D),
    Q("化验单结论：慢性失血性贫血\n归在哪一类贫血下面？", "is_subtype_of", "慢性失血性贫血", D),
    # related_disease
    Q("急性膀胱炎和复发性膀胱炎有关系吗? 一年犯了三次", "related_disease", "急性膀胱炎", D, named="复发性膀胱炎"),
    Q("❓慢性胰腺炎跟胰源性脂肪泻有关吗？\n（我爸大便油油的，一冲就浮起来）", "related_disease", "慢性胰腺炎", D, named="胰源性脂肪泻"),
    Q("以下是我老婆发的：\n怀孕的时候得的叫妊娠期感染性心内膜炎，跟感染性心内膜炎是相关的病吗？", "related_disease", "感染性心内膜炎", D,
      named="妊娠期感染性心内膜炎"),
    Q("【转发】急性妊娠期脂肪肝和肝脏损害有关联吗？会不会伤肝", "related_disease", "急性妊娠期脂肪肝", D, named="肝脏损害"),
    Q("医生：气管里是慢性炎症，拖久了会有气道重塑\n我：慢性炎症和气道重塑是相关的病吗？\n　——发自我的华为手机", "related_disease",
      "慢性炎症", D, named="气道重塑"),
    Q("我爸放过支架\n出院小结：急性非ST段抬高型心肌梗死，冠状动脉支架植入术后\n想问：这个病跟支架内血栓形成或再狭窄有关联吗？", "related_disease",
      "急性非ST段抬高型心肌梗死", D, named="支架内血栓形成或再狭窄"),
    # differential_diagnosis
    Q("嗓子疼嘴里还有溃疡，急性咽喉炎要和阿弗他溃疡鉴别吗？　　——来自微信", "differential_diagnosis", "急性咽喉炎", D,
      named="阿弗他溃疡"),
    Q("右下腹疼, 急诊说要排除急性阑尾炎和卵巢滤泡破裂, 这俩怎么区分?\n(B超做了, 尿妊娠试验阴性)", "differential_diagnosis", "急性阑尾炎", D,
      named="卵巢滤泡破裂"),
    Q("急性上呼吸道感染和季节性流行性感冒怎么鉴别？\n——来自iPhone", "differential_diagnosis", "急性上呼吸道感染", D,
      named="季节性流行性感冒"),
    Q("血常规淋巴细胞偏高\n是急性淋巴细胞白血病还是反应性淋巴细胞增多？怎么区分", "differential_diagnosis",
      "急性淋巴细胞白血病", D, named="反应性淋巴细胞增多"),
    Q("胸口闷、心慌\n急性ST段抬高型心肌梗塞 要和焦虑或惊恐发作鉴别吗？", "differential_diagnosis",
      "急性ST段抬高型心肌梗塞", D, named="焦虑或惊恐发作"),
    Q("【转发】急性胰腺炎需要和内脏穿孔鉴别诊断吗？", "differential_diagnosis", "急性胰腺炎", D, named="内脏穿孔"),
    # indicated_for
    Q("药盒上写着邦尅敏\n这是治什么病的？", "indicated_for", "富马酸卢帕他定胶囊", DR, mention="邦尅敏"),
    Q("孩子发烧，邻居给了一包斯耐普，它能治什么？\n发自我的手机", "indicated_for", "对乙酰氨基酚颗粒", DR,
      mention="斯耐普"),
    Q("[图片]\n药店推荐的利力奇，主要用于哪些病？", "indicated_for", "小儿咳喘灵颗粒", DR, mention="利力奇"),
    Q("我爸在吃尼力　是降高血压的吗？", "indicated_for", "尼索地平片", DR, mention="尼力", named="高血压"),
    Q("以下是我妈发的：悉景 这个药治什么的", "indicated_for", "尿囊素铝片", DR, mention="悉景"),
    Q("吉舒（气雾剂）是治哮喘的吗？？\n说明书弄丢了　—— 发自我的手机", "indicated_for", "布地奈德气雾剂", DR, mention="吉舒", named="哮喘"),
    Q("耳朵突然听不见, 医院给挂了佳乐同康, 还开了甲钴胺片一起吃\n这个佳乐同康能治突发性耳聋吗?", "indicated_for", "己酮可可碱氯化钠注射液", DR,
      mention="佳乐同康", named="突发性耳聋"),
    # has_adverse_reaction
    Q("【转发】我爸吃了抒孚以后脸发红、头疼，这药有哪些副作用？", "has_adverse_reaction", "尼莫地平缓释片", DR,
      mention="抒孚"),
    Q("考孚亭　副作用有哪些？\n孩子吃了有点犯困", "has_adverse_reaction", "左羟丙哌嗪分散片", DR, mention="考孚亭"),
    Q("喝了息柯宁心慌心悸, 是不良反应吗?", "has_adverse_reaction", "愈酚甲麻那敏糖浆", DR, mention="息柯宁",
      named="心悸"),
    Q("· 药名：复美新\n· 问题：滴完眼睛发红发烫，它会有哪些不良反应？", "has_adverse_reaction",
      "庆大霉素双氯芬酸钠滴眼液", DR, mention="复美新"),
    Q("「聊天记录」\n舅舅：我在吃恩甘定抗乙肝\n舅舅：之前吃的是拉米夫定片，耐药了才换的\n舅舅：这个长期吃有什么副作用？", "has_adverse_reaction", "恩替卡韦胶囊", DR,
      mention="恩甘定"),
    Q("加诺吃了会有什么不良反应？胃有点不舒服\n—— 来自iPhone", "has_adverse_reaction", "托尼萘酸片", DR, mention="加诺"),
    Q("我爸：结核住院天天在输胜君\n我爸：会引起视神经炎吗？看东西有点模糊", "has_adverse_reaction", "异烟肼氯化钠注射液",
      DR, mention="胜君", named="视神经炎"),
    # has_ingredient
    Q("乃平　里面是什么成分？\n孩子有点过敏体质", "has_ingredient", "小儿氨酚伪麻分散片", DR, mention="乃平"),
    Q("妇科开的药：\n1. 金方伊舒\n2. 甲硝唑栓\n金方伊舒里面都有哪些成分？\t我对好几种中药过敏", "has_ingredient", "宫炎康颗粒", DR, mention="金方伊舒"),
    Q("以下是我婆婆发的：\n小布石 是什么成分做的？给孩子吃安全吗", "has_ingredient", "小儿止嗽金丹（散）", DR,
      mention="小布石"),
    Q("【转发】对大豆过敏,乙底酚里有大豆油吗?", "has_ingredient", "己烯雌酚注射液", DR, mention="乙底酚", named="大豆油"),
    Q("结核病人吃的匹金，成分是什么？\n——发自我的iPhone", "has_ingredient", "异福片", DR, mention="匹金"),
    Q("· 高血压能吃芬世达吗？\n· 里面有盐酸伪麻黄碱吗", "has_ingredient", "布洛伪麻胶囊", DR, mention="芬世达",
      named="盐酸伪麻黄碱"),
    Q("小儿布洛芬栓的成份是什么? 塞屁股的那种", "has_ingredient", "小儿布洛芬栓", DR),
    # is_a_level3
    Q("必诺片按用途属于哪一类药？　是胃药吗", "is_a_level3", "枸橼酸铋钾片", DR, mention="必诺片"),
    Q("弘旭阳是降糖药吗?　我妈糖尿病刚开的", "is_a_level3", "格列齐特分散片", DR, mention="弘旭阳", named="降糖药"),
    Q("【转发】福至尔按用途算哪一类药？前列腺癌用的", "is_a_level3", "氟他胺片", DR, mention="福至尔"),
    Q("住院清单上有个维诺　按用途是什么类别的药？", "is_a_level3", "曲克芦丁注射液", DR, mention="维诺"),
    Q("牙龈发炎，牙科开了两样：\n· 捷力\n· 布洛芬缓释胶囊\n捷力这个药按用途属于哪类？", "is_a_level3", "替硝唑胶囊", DR, mention="捷力"),
    Q("输液单复制的：\n序号\t药品\t用途\n1\t果糖注射液\t?\n2\t氯化钾注射液\t补钾\n果糖注射液 按用途属于哪类药?", "is_a_level3", "果糖注射液", DR),
    # belongs_to
    Q("药盒拍照转文字：斯诺平\n在药品分类里算哪一类？", "belongs_to", "富马酸氯马斯汀片", DR, mention="斯诺平"),
    Q("❗得菲尔是磺胺药吗？孩子对磺胺过敏", "belongs_to", "小儿双磺甲氧苄啶颗粒", DR, mention="得菲尔", named="磺胺药"),
    Q("以下是我姐发的：医生给我妈打斯普林，这药在药品分类上归哪一类？", "belongs_to", "小牛脾提取物注射液", DR, mention="斯普林"),
    Q("诺正在药品分类里属于哪一类？　家里还有布洛芬，怕重复吃\n—— 发自我的手机", "belongs_to", "尼美舒利缓释胶囊", DR, mention="诺正"),
    Q("小儿双扑片 是不是感冒药那一  类的？", "belongs_to", "小儿氨酚那敏片", DR, mention="小儿双扑片",
      named="止咳祛痰和感冒药"),
    Q("恩通是不是钙拮抗药？\n（家族群里我爸问的）", "belongs_to", "尼莫地平胶丸", DR, mention="恩通", named="钙拮抗药"),
    # drug_has_alias
    Q("果糖二磷酸钠片 还有别的名字吗？\n药店说名字对不上,找不到\n—— 来自iPhone", "drug_has_alias", "果糖二磷酸钠片", DR),
    Q("药盒上印着诺释\n它还有什么别名？英文的也行", "drug_has_alias", "比索洛尔氢氯噻嗪片", DR, mention="诺释"),
    Q("Ｑ：比沙可啶肠溶片是不是又叫乐可舒？", "drug_has_alias", "比沙可啶肠溶片", DR, named="乐可舒"),
    Q("「聊天记录」\n表姐：恩瑞特是哪个药的别名？\n表姐：医生字写得太草了", "drug_has_alias", "恩瑞特", AL),
    Q("氯美扎酮片的别名是什么？\n—— 来自iPhone", "drug_has_alias", "氯美扎酮片", DR),
    # mainly_treats
    Q("【转发】山上摘的映山红子 能治什么病？", "mainly_treats", "杜鹃花果实", M, mention="映山红子"),
    Q("老人说枇杷树二层皮能入药\n跟枇杷叶、川贝母一起煮水\n这个枇杷树二层皮主治哪些病？", "mainly_treats", "枇杷木白皮", M, mention="枇杷树二层皮"),
    Q("【转发】上树虾这味草药主要治什么？", "mainly_treats", "木虾公", M, mention="上树虾"),
    Q("爷爷：高脚凉伞　能治牙痛吗？", "mainly_treats", "峨眉紫金牛", M, mention="高脚凉伞", named="牙痛"),
    Q("杨梅叶煮水洗能治湿疹吗?　孩子身上起了一片", "mainly_treats", "杨梅叶", M, named="湿疹"),
    Q("以下是我外婆发的：旱荷叶 主治什么病", "mainly_treats", "旱荷叶", M),
    Q("① 桂竹香\n② 主要能治哪些病？", "mainly_treats", "桂竹香", M),
    # has_efficacy
    Q("山橘子入药有什么功效？\n—— 发自我的iPhone", "has_efficacy", "木竹子", M, mention="山橘子"),
    Q("老中医方子里写着上桂枝　它有什么作用？", "has_efficacy", "桂花枝", M, mention="上桂枝"),
    Q("海棠根泡酒有什么功效？\n来自微信", "has_efficacy", "木瓜根", M, mention="海棠根"),
    Q("松花粉能收敛止血吗? 擦伤了撒一点行不行", "has_efficacy", "松花粉", M, named="收敛止血"),
    Q("当归藤的功效是什么？　—— 发自我的手机", "has_efficacy", "当归藤", M),
    Q("杜仲藤泡酒能强筋骨吗？\n（我爸在家族群里问的）", "has_efficacy", "杜仲藤", M, named="强筋骨"),
    # distributed_in
    Q("「聊天记录」\n阿公：羊脆骨这种药材产在哪里？", "distributed_in", "杨翠木", M, mention="羊脆骨"),
    Q("1. 钮扣丹\n2. 主要分布在哪些省份？", "distributed_in", "杜楝", M, mention="钮扣丹"),
    Q("【转发】桉果哪里有出产？想买点", "distributed_in", "桉树果", M, mention="桉果"),
    Q("木贼麻黄种子产地是哪里？\n发自我的iPad", "distributed_in", "木麻黄种子", M, mention="木贼麻黄种子"),
    Q("牛草果在哪些地方有分布？　　想去产地收点货", "distributed_in", "巴茅果", M, mention="牛草果"),
    Q("巴豆油  江西有产吗?\t—— 来自iPhone", "distributed_in", "巴豆油", M, named="江西"),
    # material_has_alias
    Q("峨山草乌 还叫什么？\t药材市场上的叫法", "material_has_alias", "峨山草乌", M),
    Q("• 木患根是不是也叫洗手果根？\n• 药方上两个名字都有", "material_has_alias", "木患根", M, named="洗手果根"),
    Q("弹裂碎米荠有哪些别名？\t采药的时候看到的", "material_has_alias", "弹裂碎米荠", M),
    Q("「聊天记录」\n爷爷：庵闾这个药还有啥叫法\n爷爷：老家叫法不一样", "material_has_alias", "庵闾", M),
    Q("朝天子还有别的名字吗？\n药铺说是木槿的种子,跟木槿花不是一回事", "material_has_alias", "木槿子", M, mention="朝天子"),
    Q("以下是我外公发的：假芙蓉是哪种药材的别名？", "material_has_alias", "假芙蓉", AL),
    # composed_of
    Q("抄的古方：八宝治红丹\n里面有大小蓟吗？", "composed_of", "八宝治红丹", F, named="大小蓟"),
    Q("不是吃的那种八宝粥，是古书上的方子\n八宝粥这个方子里要放白扁豆吗？", "composed_of", "八宝粥", F, named="白扁豆等"),
    Q("以下是抄来的方子：\n八宝珍珠散　外用\n想问：它的组成里有青黛吗？\n—— 发自我的手机", "composed_of", "八宝珍珠散", F, named="青黛等"),
    Q("【转发】八宝瑞生丹里面有元胡吗", "composed_of", "八宝瑞生丹", F, named="元胡等"),
    Q("八宝退云散　含不含硼砂？给眼睛用的怕刺激", "composed_of", "八宝退云散", F, named="硼砂等"),
    Q("①八将丹\n②要用到大蜈蚣吗?", "composed_of", "八将丹", F, named="大蜈蚣等"),
    # formula_has_efficacy
    Q("加味乌药汤能行气活血吗？\n来月经肚子胀痛　发自我的手机", "formula_has_efficacy", "加味乌药汤", F, named="行气活血"),
    Q("【转发】八骨散有舒筋活血的功用吗?", "formula_has_efficacy", "八骨散", F, named="舒筋活血"),
    Q("以下是我妈发的：八珍益母十全丸是补养气血的吗？", "formula_has_efficacy", "八珍益母十全丸", F,
      named="补养气血"),
    Q("八痞丸能疏肝利胆吗？\n——来自华为", "formula_has_efficacy", "八痞丸", F, named="疏肝利胆"),
    Q("婶婶：听说八神散能明耳目\n婶婶：真的吗？", "formula_has_efficacy", "八神散", F, named="明耳目"),
    Q("古方八白散　洗脸能去垢腻吗?", "formula_has_efficacy", "八白散", F, named="去垢腻"),
    # prescribed_for
    Q("八角茴香丸能治腰膝冷痛吗？　冬天腿脚发凉", "prescribed_for", "八角茴香丸", F, named="腰膝冷痛"),
    Q("【转发】八贤散可以治小儿泄泻吗", "prescribed_for", "八贤散", F, named="小儿泄泻"),
    Q("养心汤主治心悸易惊吗？\n　发自我的手机", "prescribed_for", "养心汤", F, named="心悸易惊"),
    Q("👉上火好几天，大便不畅\n👉凉膈散对症吗？", "prescribed_for", "凉膈散", F, named="大便不畅"),
    Q("八珍汤能治饮食减少吗? 老人吃不下饭", "prescribed_for", "八珍汤", F, named="饮食减少"),
    Q("化虫丸是治呕吐清水的吗？  肚里有虫\n（奶奶问的）", "prescribed_for", "化虫丸", F, named="呕吐清水"),
    # formula_has_alias
    Q("八物肾气丸 还有别的名字吗？　古书上查不到", "formula_has_alias", "八物肾气丸", F),
    Q("八物麦门冬饮是不是又叫麦门冬散？\n—— 来自iPad", "formula_has_alias", "八物麦门冬饮", F, named="麦门冬散"),
    Q("方子上写着茜根饮\n它还有哪些别名？", "formula_has_alias", "八物茜根汤", F, mention="茜根饮"),
    Q("老方子上写着八味丸\t是哪个方剂的别名？", "formula_has_alias", "八味丸", AL),
    Q("【转发】八生饮子的别名是什么？", "formula_has_alias", "八生饮子", F),
    # check_for_disease
    Q("检查单：核磁共振成像（ＭＲＩ）\n这个能查出哪些病？", "check_for_disease", "核磁共振成像（MRI）", C,
      broken="核磁共振成像（ＭＲＩ）"),
    Q("体检多了一项抗丙型肝炎病毒ＩｇＡ抗体检查，是查什么病的？", "check_for_disease", "抗丙型肝炎病毒IgA抗体检查", C,
      broken="抗丙型肝炎病毒ＩｇＡ抗体检查"),
    Q("体检项目：抗幽门杆菌IgG抗体检查\n能查出慢性胃炎吗？", "check_for_disease", "抗幽门杆菌IgG抗体检查", C, named="慢性胃炎"),
    Q("孕检单：\n· 乙肝五项\n· 梅毒定性试验\n· 艾滋病抗体\n梅毒定性试验一般用来查哪些病？\n—— 发自我的手机", "check_for_disease", "梅毒定性试验", C),
    Q("眼睛干涩,医生让做泪液溶菌酶检查,这是查干眼症的吗?", "check_for_disease", "泪液溶菌酶检查", C,
      named="干眼症"),
    Q("· 流感病毒抗体检查\n· 能查出哪些病？", "check_for_disease", "流感病毒抗体检查", C),
    Q("【转发】椎板间隙显微内窥镜 是用来看腰椎间盘突出症的吗？", "check_for_disease", "椎板间隙显微内窥镜", C,
      named="腰椎间盘突出症"),
    # check_for_symptom
    Q("【转发】正电子发射计算机断层扫描（ＰＥＴ）一般是有什么症状才做？", "check_for_symptom",
      "正电子发射计算机断层扫描（PET）", C, broken="正电子发射计算机断层扫描（ＰＥＴ）"),
    Q("以下是幼儿园保健医生发在家长群的：\n「近期发现部分幼儿头发发黄、稀疏，建议家长带孩子到医院做毛发矿物质检查，排查微量元素缺乏。」\n想问这个检查一般针对哪些症状?", "check_for_symptom", "毛发矿物质检查", C),
    Q("氯丙嗪试验　是针对什么症状做的？", "check_for_symptom", "氯丙嗪试验", C),
    Q("化验单：\n血常规　已出\n核糖核酸染色　待出\n有什么症状才需要做这个核糖核酸染色？", "check_for_symptom", "核糖核酸染色", C),
    Q("宝宝的新生儿体格检查　是不是为了听有没有心脏杂音？", "check_for_symptom", "新生儿体格检查", C,
      named="心脏杂音"),
    Q("尿频\n医生开了泌尿感染类尿常规, 是因为尿频才查这个吗?", "check_for_symptom", "泌尿感染类尿常规", C, named="尿频"),
    # performed_by
    Q("住院通知单\n姓名：＊＊＊\n诊断：冠心病\n拟行：心血管造影检查\n这个检查在哪个科室做？（单子上没写）", "performed_by", "心血管造影检查", C),
    Q("【转发】心血管造影检查是去心血管科做吧？", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("宫腔镜检查是妇产科做的吗？　—— 来自iPhone", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("产科护士：出院前记得做新生儿筛查\n我：在哪个科做？", "performed_by", "新生儿疾病筛查检查", C,
      mention="新生儿筛查"),
    # check_has_alias
    Q("宝宝的体检本上写着：新生儿疾病筛查检查\n英文叫法是什么？", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("肌电图检查 英文是不是electromyography? \n—— 来自iPhone", "check_has_alias", "肌电图检查", C, named="electromyography"),
    Q("出院小结附页写着newborn screening\n是哪项检查的别名？", "check_has_alias", "newborn screening", AL),
    Q("快速血浆反应素试验　简称是不是RPR？", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
]


def broken_name_problems(data: NetworkData, trade_names: dict[int, list[str]], questions: list[Q]) -> list[str]:
    """What is wrong with the questions that name their entity as a copy leaves it: the broken form must be in the
    question, the name itself must not be (nor a mention), the broken form must read as the name once its spaces are
    taken out and its full-width letters and digits written half-width, and it must not itself be the name of any
    record, an alias instance or a drug's trade name."""
    listed = {name for names in trade_names.values() for name in names}
    problems: list[str] = []
    for q in questions:
        if q.broken is None:
            continue
        if q.broken not in q.question:
            problems.append(f"{q.question}: the broken form {q.broken} is not in the question")
        if q.mention is not None:
            problems.append(f"{q.question}: a question with a broken name names no mention")
        if q.entity in q.question or q.entity in in_simplified_characters(q.question):
            problems.append(f"{q.question}: it names {q.entity} whole")
        if half_width(q.broken).replace(" ", "") != q.entity:
            problems.append(f"{q.question}: {q.broken} is not {q.entity} as a copy leaves it")
        if data.types_of_name.get(q.broken) or q.broken in listed:
            problems.append(f"{q.question}: {q.broken} is a name of its own")
    return problems


def half_width(text: str) -> str:
    """Full-width letters, digits and spaces written half-width; other characters (full-width brackets) kept."""
    return "".join(chr(ord(c) - 0xFEE0) if "！" < c <= "～" and c.isalnum() else " " if c == "　" else c
                   for c in text)


if __name__ == "__main__":
    raise SystemExit(main_with_written_forms(QUESTIONS, OUT, "day67", "broken", "broken_name", broken_name_problems))
