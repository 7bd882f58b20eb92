"""Writes `medical_everyday_64.jsonl`, a sixty-fourth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to sixty-third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. The voice is that of Chinese medicine books and of people who write in a
semi-classical style (文白夹杂): students of Chinese medicine copying from old texts (八味知母汤，古籍或作何名, 八味还睛散，他书别有何名,
土羌活，《四川中药志》谓之何名, 䓪花《本草经集注》所载者), old herbalists and readers of 《本草纲目》-style entries (千里光主何病, 九牛不离母，所主何疾, 大马响铃，其效何在,
阴阳叶出于何处, 白马肉者，何药之异名也), elders who write a letter's Chinese (家父住院查出…, 妇人卵巢妊娠，先见停经否) and people imitating that style
online. Most questions use classical function words and patterns: 何, 何者, 何如, 若何, 主何病, …否, …乎, …欤, 宜…乎, 何以致之, 所由何在, 缘何而起,
其…何在, 者何, 然否, 主之否 (创伤性气胸者，其候何如, 咽部灼伤，何以致之, 喉烧伤，所由何在, 咽旁间隙感染，其病因者何, 妇人下痢赤白，八宝汤主之否, 多维元素片（29），俗呼善存者是欤), with the old
books' own phrases where a record is one (面色黧黑, 痰涎喘满, 目红肿痛, 四肢洒洒如疟, 胞宫纳精无力, 胃气上逆, 滋养肾水, 消疝止痛, 舒经活络, 托里, 截疟). Six ask
first in the classical style and then gloss the question in modern words (四边孔综合征…当就何科？就是说该挂哪个科, 何种癌瘤可传变至肺？即哪些癌会转移到肺,
䓪花《本草经集注》所载者，主何证？就是说它能治什么病, 千叶独活能止鼻衄否？就是能不能治流鼻血, 杜细辛《土宿本草》，功用何如？换句话说，它有什么功效, 八味圆治面色黧黑否？也就是脸色发黑能不能用它). 47, about a
quarter, are plain modern questions by the same kinds of people: a daughter (我妈查出前庭大腺癌，应该挂哪个科), parents (宝宝吃奶老是呛奶,
宝宝要做新生儿筛查，去哪个科做), someone with high blood pressure (冬菀止咳颗粒里面有麻黄吗？我血压高), someone planning two children close together
(两胎相隔太近), and plain questions (外阴疣状癌一般怎么治, 马鞍树分布在哪些省, RPR是哪项检查的缩写). The relation asked stays clear to a reader who knows
Chinese and modern medicine (其候/见证 for symptoms, 何科 for departments, 以何法治之/治法 for treatments, 何以致之/所由 for causes, 多见于何等人
for populations, 多发于何方 for regions, 传变/转移 for metastases, 外侵/侵犯 for invasion, 隶于何病之下/何病之一型 for the disease above, 主何病/主治
for what a drug or a herb treats, 功用/功效 for efficacies, 产于何地 for where a herb grows, 一名/又名/异名 for other names, 方中有…否 for
a formula's ingredients, 主之 for what a formula treats, 所以察何病 for what a check looks for, 为何症而设 for the symptoms a check
is made for). Record names are kept exactly as the network writes them, or as a name it records for that instance. The
questions run from 6 to 40 characters (39 of 10 or fewer, 95 of 11 to 15, 45 of 16 to 20, 28 of 21 to 30, 3 of 31 or
more); 135 carry a comma and are tagged `context`; every one carries a full-width question mark and none ends in 呢, 啊,
呀, 嘛 or 哈; 16 are tagged `verbatim` (并发症, 病因, 高危因素, 不良反应, 用途分类, 药品分类, 主治, 功效 and 功用 in the asker's words).

By relation type: has_symptom 7, designated_to 6, checks 6, has_complication 6, cures 7, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 7, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 7, formula_has_alias 4, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the second tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 63 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-fourth, forty-fifth and fifty-fifth sets
drew from the second tenth too, and this one takes only what they and every other set left. Twenty-one relation types
still have such records in the window, and every question of them asks about one: has_symptom (611 window sources, 201
left), designated_to (574, 193), checks (265, 74), has_complication (120, 31), shown_on (293, 113), has_alias (184, 17),
caused_by (483, 160), common_in (265, 71), treated_with (192, 53), is_subtype_of (435, 221), the five drug types but
drug_has_alias (indicated_for 1448 and 1135 left, has_adverse_reaction 1132 and 838, has_ingredient 1547 and 1231,
is_a_level3 531 and 399, belongs_to 1482 and 1164), the four material types (mainly_treats 214 and 98, has_efficacy 213
and 99, distributed_in 206 and 83, material_has_alias 167 and 65; 白马肉, asked for what it stands for, is an alias of
多裂委陵菜, a window record of material_has_alias), check_for_disease (122, 51) and check_for_symptom (121, 50). has_alias
takes six of its seventeen: 出血性败血症性巴斯德菌感染 and 卵巢功能异常综合征 are asked for their other names, 后葡萄膜炎 plainly, and
原发性旁路性高胆红素血症, 史—约综合征 and 嗜酸性粒细胞增生性淋巴肉芽肿 whether they are also called Israel综合征, Stevens—Johnson综合征 and Kimura病. The
other fourteen windows are used up:
- cures has 106 window sources and none left: its seven questions each name a drug no earlier question names (反胃 →
  蛇胆陈皮片, 呃逆 → 沉香舒气丸, 口角炎 → 核黄素, 变形性骨炎 → 鲑降钙素注射液, 多囊卵巢综合征 → 注射用尿促卵泡激素, 功能性消化不良 → 枸橼酸莫沙必利分散片, 咯血 → 三七粉), three of them
  naming the disease by an alias no earlier question uses (烂嘴角, Paget综合征, Stein—Leventhal综合征).
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names (初发性或维持性睡眠障碍［失眠症］ ← 睡眠卫生不佳, 前置胎盘 ← 妊娠间隔期短, 口腔颌面裂 ← 母体吸烟, 喉癌 ← 声带不典型增生病史, 垂体卒中 ← 血质不调, 卵巢癌 ←
  从未服用过口服避孕药).
- None of the five window sources of prevalent_in (偏头痛, 儿童期哮喘, 原发性高血压, 吸虫病, 埃及血吸虫病) has a neighbour no earlier question
  names: 吸虫病, 原发性高血压 and 偏头痛 are asked in words no earlier question uses, 埃及血吸虫病 names 中东地区 again, and one question asks
  from the target end (欧盟, where 偏头痛 alone is prevalent, never an earlier question's entity).
- None of the six window sources of metastasizes_to (基底细胞癌, 声门上型喉癌, 多发性硬化, 多发性骨髓瘤, 子宫内膜癌, 宫颈癌) has one either: 宫颈癌 names
  直肠 again and 基底细胞癌 names 淋巴结 again, 子宫内膜癌 is asked in new words, and two questions ask from the target end (肺, where
  基底细胞癌, 小细胞肺癌, 甲状腺癌, 胆管癌, 肿瘤 and 血栓 spread as the network records it, and 肠道, where 宫颈癌 and 支气管肺癌 spread; neither an
  earlier question's entity).
- The three window sources of invades (喉癌, 基底细胞癌, 小细胞肺癌) have none: 小细胞肺癌 names 胸膜 again, 喉癌 is asked in new words, and
  two questions ask from the target end (会厌, which 喉癌 invades, and 神经周围, which 基底细胞癌 invades; neither an earlier
  question's entity).
- Of the 31 window sources of related_disease, five questions each name a neighbour no earlier question names (前置胎盘 ↔
  生殖道出血 and 胎儿死亡, 垂体功能减退症 ↔ 垂体前叶肿瘤, 垂体后叶肿瘤 and 血管发生痉挛) and one names 克罗恩病 by its alias 局限性肠炎, which no earlier question
  uses, and asks all its neighbours (IBD); six of the 12 of differential_diagnosis each name a neighbour no earlier
  question names (基底细胞癌 ↔ 毛胚细胞瘤, 多发性硬化 ↔ Guillain—Barre 综合征, 多发性骨髓瘤 ↔ 重链病, 婴儿猝死综合征 ↔ 代理型孟乔森综合征, 宫颈癌 ↔ 腺上皮增生, 哮喘 ↔
  普通变异型免疫缺陷病).
- The window of drug_has_alias holds seven drugs (复方多粘菌素B软膏, 多库酯钠片, 多维元素片（29）, 多维元素胶囊（13）, 大流行流感病毒灭活疫苗, 安立生坦片,
  小牛血去蛋白提取物氯化钠注射液) with one alias each, all of them names earlier questions use: 多库酯钠片 and 大流行流感病毒灭活疫苗 are asked in new
  words, 多维元素片（29） whether it is called 善存, one question asks what 孚诺 (复方多粘菌素B软膏's alias) stands for, and the record
  after the window (尿多酸肽注射液, the fifteenth of 71 in key order, whose alias 喜滴克 earlier questions name) is asked in new
  words.
- Of the eighteen window formulas of composed_of only 八味清毒膏 has an ingredient whose name no earlier question's text
  holds (天花粉; the third alias set asks about the material 天花粉 as 花粉), and one question names it; five more each name an
  ingredient no earlier composed_of question names for that formula, though other questions name it elsewhere (八味茯苓补心汤 →
  酸枣仁, 八味荡滞饮 → 木香, 八味带下方 → 奇良, 八味回阳饮 → 干姜, 八味知母汤 → 芍药, the last naming the formula by its alias 知母汤, earlier sets'
  mention). Of the 31 window formulas of formula_has_efficacy five are asked whether they have an efficacy no earlier
  question names (八味丹 → 滋养肾水, 八味茴香丸 → 消疝止痛, 八味蜡矾丸 → 托里, 八妙丸 → 舒经活络, 八子丸 → 疏气血) and one (八宝拨云散) is asked openly, one of
  its two efficacies (清热散瘀) named by no earlier question; seven of the 34 of prescribed_for are asked whether they treat
  a disease no earlier question names (八味圆 → 面色黧黑, 八宝汤 → 妇人下痢赤白, 八味黄耆散 → 发背, 八味香苏散 → 痰涎喘满, 八宝光明散 → 目红肿痛, 八味降压汤 → 肝经热盛,
  八味茴香丸 → 睾丸偏坠, the last named by its alias 治疝茴香丸, earlier sets' mention).
- formula_has_alias has 29 sources and its window three (八味知母汤, 八味茴香丸, 八味还睛散), all of whose aliases earlier questions
  name: 八味知母汤 and 八味还睛散 are asked in new words, one question asks what 还晴散 (八味还睛散's alias) stands for, and the record
  after the window (八效虎骨散, the sixth of 29 in key order) is asked in new words.
- performed_by has six sources and its window one (宫腔镜检查, the first in key order), as for the thirty-fourth, forty-fifth
  and fifty-fifth sets: it is asked in new words, one question asks from its target end (妇产科, an earlier questions'
  entity, every department of the type being one) and the two records after it are asked too (心血管造影检查 whether it is done
  in 心血管科, 新生儿疾病筛查检查 by its alias 新生儿筛查, earlier sets' mention).
- check_has_alias has seven sources and its window one, the first in key order (心电图检查), asked in new words and by what
  its alias ECG stands for; the record after it (快速血浆反应素试验) is asked whether it is abbreviated RPR and by what RPR
  stands for.
The formula and check records of these last windows (八味知母汤, 八味茴香丸, 八味还睛散, 还晴散, 八效虎骨散, 新生儿疾病筛查检查 and the names 知母汤, 治疝茴香丸
and 新生儿筛查) are the only entities and names here that the first alias set uses too; no question uses an entity or a
mention of the second or third alias set.

83 questions name the one neighbour they ask about, most of them naming two records (卵巢妊娠 → 停经, 原发性输卵管癌 → 分段刮宫,
合并马蹄肾的腹主动脉瘤 → 静脉肾盂造影, 变性性近视的眼底损害 → 视网膜脱离, 原发性十二指肠恶性淋巴瘤 → 肠穿孔, 卵巢恶性腹膜间皮瘤 → 恶性间皮瘤与接触石棉有关, 同型胱氨酸尿症 → 患者为父母近亲结婚, 听小骨创伤 →
鼓室探查术, 单纯性肾囊肿 → 穿刺和硬化剂治疗, 珉思通 → 哮喘, 爽舒宝 → 腹泻, 冬凌草片 → 喉炎, 惠加强—G → 口干, 清芬 → 耳鸣, 吴维 → 舌麻, 参桂胶囊 → 红参, 冬菀止咳颗粒 → 麻黄, 民舟 → 黄芩,
菲斯特 → 咖啡因, 雪瑞欣 → 造影剂, 土香榧 → 蛔虫病, 千叶独活 → 鼻衄, 铁鞭草 → 截疟, 竹节兰 → 补肾壮阳, 单花鸢尾子 → 辽宁, 土羌活 → 路边姜《四川中药志》, 动脉听诊 → 颈动脉狭窄,
十二指肠液和胆汁寄生虫检查 → 贾第虫病, 四肢与关节运动功能检查 → 四肢洒洒如疟, 子宫疾病自检 → 胞宫纳精无力, 十二指肠胃反流测定和显像 → 胃气上逆, and the neighbours above), a few in
other words than the neighbour's name (与接触石棉有关乎 names 恶性间皮瘤与接触石棉有关, 跟父母近亲结婚有关系吗 names 患者为父母近亲结婚, 穿刺加硬化剂的办法 names
穿刺和硬化剂治疗). Eleven are asked from the relation's target end: the region and the body parts above (欧盟诸国，何病流行为多, 何种癌瘤可传变至肺,
哪些癌会转移到肠道, 何病外侵会厌, 何种癌肿可侵及神经周围), the department 妇产科 and five questions asking what an alias stands for (below).

Names inside names: by a mechanical count 116 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; among them 副溶血性弧菌食物中毒 holds 食物中毒, 原发性直立性低血压 holds
直立性低血压 and 低血压 (its answer), 前房积血与青光眼 holds 前房积血 (its answer) and 青光眼, 原发性旁路性高胆红素血症 holds 高胆红素血症, 埃及血吸虫病 holds 吸虫病,
asked apart, 吸虫病 lies inside 血吸虫病 and 肝吸虫病, 小细胞肺癌 inside 非小细胞肺癌, 原发性高血压 holds 高血压, 十二乌鸡白凤丸 holds 乌鸡白凤丸, 参桂理中丸 holds 理中丸,
右旋布洛芬片 holds 布洛芬, 地红霉素肠溶胶囊 holds 红霉素肠溶胶囊, 大叶白头翁 holds 白头翁, 大叶青木香 holds 青木香, 单花鸢尾子 holds 单花鸢尾, 四肢与关节运动功能检查 holds 运动功能检查,
心血管造影检查 holds 血管造影检查, 八味知母汤 holds its alias 知母汤, and 还晴散 is one character from the 还睛散 that 八味还睛散 holds.

About one question in four (51 of 210) names its entity by a name the network records for that very instance: disease
aliases (6: 纵横囊肿, copied from an old case record as it stands, with 纵横 where 纵隔 is meant, 嗜麦芽窄食单孢菌 in 嗜麦芽窄食单孢菌肺炎, 烂嘴角,
Paget综合征, Stein—Leventhal综合征 and 局限性肠炎, none an earlier question's name); drug trade names (24, below); medicinal
material aliases (18: 金鸡胆, 䓪花《本草经集注》, 避风草, 九牛不离母, 千叶独活, 杜细辛《土宿本草》, 紫三角, 铁鞭草, 大马响铃, 多须公, 竹节兰, 单花米口袋, 八角灰菜, 马鞍树, 阴阳叶,
宜宾防己, 犁嘴菜, 鸡山柯梗, none an earlier question's name); formula aliases (2: 知母汤 and 治疝茴香丸, earlier sets' mentions); a check
alias (1: 新生儿筛查, earlier sets' mention). Each of these names is listed by that one instance only. Five more ask what an
alias stands for (孚诺, 白马肉, 还晴散, ECG, RPR: drug, material, formula and check aliases; 白马肉 is new): their gold is the
alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 24 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug and none an earlier question's name (良奇, 卡林优, 露畅, 珉思通, 爽舒宝, 惠加强—G, 升达, 清芬, 卡孕, 奥贝安可, 迈灵达, 民舟, 灵比伦, 菲斯特, 扶兰青,
维络净, 艾丰, 迪红, 力普康, 佑尔健, 卡米可林, 思孚欣, 雪瑞欣, 安利博). All twenty-four are also drug records of their own. They are labelled as in
the earlier sets: the gold entity is the standard record (利拉萘酯乳膏, 吡诺克辛滴眼液, 厄多司坦片, 吡嘧司特钾片, 凝结芽孢杆菌活菌片, 吉法酯片, 双嘧达莫分散片,
右旋布洛芬片, 卡前列甲酯栓, 去铁酮片, 吗啉硝唑氯化钠注射液, 双黄连胶囊, 合成鱼腥草素片, 咖酚伪麻片, 吲哚美辛沙丁胺醇栓, 卡络磺钠氯化钠注射液, 去氧氟尿苷胶囊, 地红霉素肠溶胶囊, 塞克硝唑分散片,
双价肾综合征出血热纯化疫苗注射液, 卡巴胆碱注射液, 双氯芬酸钠喷雾剂, 全氟丙烷人血白蛋白微球注射液, 厄贝沙坦氢氯噻嗪胶囊), the mention is the trade name and the line is tagged
`alias`, because whoever holds the box or the prescription asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name. 吴维, asked under has_adverse_reaction, is a drug record whose
name is a trade name (its own `trade_name` lists 草乌甲素胶丸); the question names it as the record does.

Other names the network holds under two records:
- ECG is a check record as well as the alias instance 心电图检查 lists, and 孚诺 a drug record as well as the alias instance
  复方多粘菌素B软膏 lists (ECG者，何项检查之略称, 孚诺者，何药之别名也): each asks what the name stands for, so the gold is the alias instance, as
  the earlier sets' ECG questions and the thirty-fourth set's 孚诺 question are. 新生儿筛查 is a check record as well as an
  alias 新生儿疾病筛查检查 lists: the question names the check the baby is to have, so the gold is the record the alias belongs
  to, as in the earlier sets' 新生儿筛查 questions. 局限性肠炎, by which a related_disease question names 克罗恩病, is a symptom
  record too.
- Some named neighbours are records of other types too: Stevens—Johnson综合征 and Kimura病 disease records besides aliases,
  善存 a drug besides an alias, 核黄素 and 三七粉 ingredients besides drugs, 麻黄, 黄芩, 天花粉, 酸枣仁, 木香 and 干姜 medicinal materials
  besides ingredients (麻黄 a cause and 木香 an alias too), 红参 an alias and 咖啡因 a cause besides ingredients, 造影剂 a cause
  besides a drug product class, 直肠 a cause and 淋巴结 a symptom besides body parts, 口干 and 耳鸣 diseases besides symptoms, 哮喘
  and 腹泻 causes and symptoms besides diseases, 颈动脉狭窄 a cause besides a disease, and 视网膜脱离, 肠穿孔, 喉炎, 蛔虫病, 鼻衄 and 贾第虫病
  diseases and symptoms.
- Besides these, 49 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 嗜睡症, 副溶血性弧菌食物中毒, 呛奶, 反胃, 呃逆, 口角炎, 咯血, 史—约综合征, 后葡萄膜炎, 前置胎盘 (three questions), 前列腺脓肿, 垂体功能减退症 (three), the body
  part 会厌 and the check 心电图检查; a cause record: 多囊卵巢综合征, 原发性高血压, 小细胞肺癌 and the body part 肠道; both: 喉癌 (two), 垂体卒中, 偏头痛,
  哮喘, 克罗恩病, the body part 肺 and 初发性或维持性睡眠障碍［失眠症］, and 卵巢癌 an alias record besides; an alias record: 分裂情感性精神病, 功能性消化不良,
  咽异感症, 子宫内膜癌, 土细辛 and 喜马拉雅米口袋, and 咳嗽变异性哮喘 a cause record besides; a symptom and a check record: 外阴硬化性苔藓; a symptom, a
  check, a cause and a therapy record: 单纯性肾囊肿; a symptom and a therapy record: 基底细胞癌 (two); a symptom, a check and a
  therapy record: 多发性硬化; a check, a cause and a therapy record: 多发性骨髓瘤; an alias and an ingredient record: 千里光; an
  ingredient record: 半枫荷; a disease record: the check 心血管造影检查; a drug record for the alias instance 孚诺 and a check
  record for ECG), and the wording says which is meant (之证, 之为病, 查出, 俗称, 妇人患, 罹, 多发于何方, 转移, 外侵, 相关, 相辨, 主何病, 产于何地, 西文简称,
  别名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_64.py    # rewrites bench/sets/medical_everyday_64.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_64.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("创伤性气胸者，其候何如？", "has_symptom", "创伤性气胸", D),
    Q("妇人卵巢妊娠，先见停经否？", "has_symptom", "卵巢妊娠", D, named="停经"),
    Q("厥脱之为病，见证若何？", "has_symptom", "厥脱", D),
    Q("嗜睡症者，其人见何证候？", "has_symptom", "嗜睡症", D),
    Q("食海物而得副溶血性弧菌食物中毒，其见证若何？", "has_symptom", "副溶血性弧菌食物中毒", D),
    Q("旧病案上写着纵横囊肿，想是纵隔之误，此病见何症状？", "has_symptom", "原发性纵隔肿瘤及囊肿", D,
      mention="纵横囊肿"),
    Q("家父住院查出嗜麦芽窄食单孢菌肺炎，这种肺炎一般有哪些表现？", "has_symptom", "嗜麦芽黄单胞菌肺炎", D,
      mention="嗜麦芽窄食单孢菌"),
    # designated_to
    Q("分裂情感性精神病，当就何科求诊？", "designated_to", "分裂情感性精神病", D),
    Q("我妈查出前庭大腺癌，应该挂哪个科？", "designated_to", "前庭大腺癌", D),
    Q("宝宝吃奶老是呛奶，去医院该挂什么科？", "designated_to", "呛奶", D),
    Q("原发性阿米巴脑膜脑炎，归何科诊治？", "designated_to", "原发性阿米巴脑膜脑炎", D),
    Q("口腔毛滴虫病，就医当挂何科？", "designated_to", "口腔毛滴虫病", D),
    Q("四边孔综合征，肩后酸痛麻木，当就何科？就是说该挂哪个科", "designated_to", "四边孔综合征", D),
    # checks
    Q("疑为十二指肠平滑肌瘤，当行何种检查以明之？", "checks", "十二指肠平滑肌瘤", D),
    Q("原发性输卵管癌，须分段刮宫以察之否？", "checks", "原发性输卵管癌", D, named="分段刮宫"),
    Q("后部多形性角膜营养不良，诊察之法有几？", "checks", "后部多形性角膜营养不良", D),
    Q("合并马蹄肾的腹主动脉瘤，可行静脉肾盂造影以察之乎？", "checks", "合并马蹄肾的腹主动脉瘤", D,
      named="静脉肾盂造影"),
    Q("咽后壁憩室要做什么检查才查得出来？", "checks", "咽后壁憩室", D),
    Q("嗜水气单胞菌胃肠炎一般要化验哪些项目？", "checks", "嗜水气单胞菌胃肠炎", D),
    # has_complication
    Q("变性性近视的眼底损害，久则变生视网膜脱离否？", "has_complication", "变性性近视的眼底损害", D,
      named="视网膜脱离"),
    Q("原发性直立性低血压，可兼发何病？", "has_complication", "原发性直立性低血压", D),
    Q("原发性十二指肠恶性淋巴瘤，有肠穿孔之虞乎？", "has_complication", "原发性十二指肠恶性淋巴瘤", D,
      named="肠穿孔"),
    Q("外伤后脑脂肪栓塞，后面可能还会引出哪些病？", "has_complication", "外伤后脑脂肪栓塞", D),
    Q("外阴阿米巴病，每兼何病？", "has_complication", "外阴阿米巴病", D),
    Q("前房积血与青光眼会引起哪些并发症？", "has_complication", "前房积血与青光眼", D),
    # cures
    Q("反胃之证，可服蛇胆陈皮片否？", "cures", "反胃", D, named="蛇胆陈皮片"),
    Q("呃逆连声不止，宜服沉香舒气丸乎？", "cures", "呃逆", D, named="沉香舒气丸"),
    Q("俗称烂嘴角者，可服核黄素以疗之否？", "cures", "口角炎", D, mention="烂嘴角", named="核黄素"),
    Q("Paget综合征骨痛，医者用鲑降钙素注射液，对证否？", "cures", "变形性骨炎", D, mention="Paget综合征",
      named="鲑降钙素注射液"),
    Q("妇人患Stein—Leventhal综合征，经闭不孕，注射用尿促卵泡激素可用否？", "cures", "多囊卵巢综合征", D,
      mention="Stein—Leventhal综合征", named="注射用尿促卵泡激素"),
    Q("功能性消化不良，食后脘胀，可服枸橼酸莫沙必利分散片否？", "cures", "功能性消化不良", D,
      named="枸橼酸莫沙必利分散片"),
    Q("咯血的人能吃三七粉止血吗？", "cures", "咯血", D, named="三七粉"),
    # shown_on
    Q("匍行性血管瘤，多发于身之何处？", "shown_on", "匍行性血管瘤", D),
    Q("化脓性腱鞘炎一般长在哪个部位？", "shown_on", "化脓性腱鞘炎", D),
    Q("口腔颌面部皮样、表皮样囊肿，好发于何处？", "shown_on", "口腔颌面部皮样、表皮样囊肿", D),
    Q("咽部乳头状瘤，生于咽之何处？", "shown_on", "咽部乳头状瘤", D),
    Q("囊腺癌一般长在身体哪个部位？", "shown_on", "囊腺癌", D),
    Q("反应性穿孔性胶原病，皮损见于何处？", "shown_on", "反应性穿孔性胶原病", D),
    # has_alias
    Q("出血性败血症性巴斯德菌感染，又名何？", "has_alias", "出血性败血症性巴斯德菌感染", D),
    Q("卵巢功能异常综合征，别有何名？", "has_alias", "卵巢功能异常综合征", D),
    Q("原发性旁路性高胆红素血症，或称Israel综合征，是否？", "has_alias", "原发性旁路性高胆红素血症", D,
      named="Israel综合征"),
    Q("史—约综合征，西医书或作Stevens—Johnson综合征，然否？", "has_alias", "史—约综合征", D,
      named="Stevens—Johnson综合征"),
    Q("嗜酸性粒细胞增生性淋巴肉芽肿，即Kimura病欤？", "has_alias", "嗜酸性粒细胞增生性淋巴肉芽肿", D,
      named="Kimura病"),
    Q("后葡萄膜炎还有别的叫法吗？", "has_alias", "后葡萄膜炎", D),
    # caused_by
    Q("咽部灼伤，何以致之？", "caused_by", "咽部灼伤", D),
    Q("喉烧伤，所由何在？", "caused_by", "喉烧伤", D),
    Q("卵巢恶性腹膜间皮瘤，与接触石棉有关乎？", "caused_by", "卵巢恶性腹膜间皮瘤", D,
      named="恶性间皮瘤与接触石棉有关"),
    Q("创伤窒息综合征一般是什么情况下造成的？", "caused_by", "创伤窒息综合征", D),
    Q("咽旁间隙感染，其病因者何？", "caused_by", "咽旁间隙感染", D),
    Q("同型胱氨酸尿症是怎么得的，跟父母近亲结婚有关系吗？", "caused_by", "同型胱氨酸尿症", D,
      named="患者为父母近亲结婚"),
    Q("吡唑酮类中毒，缘何而起？", "caused_by", "吡唑酮类中毒", D),
    # has_risk_factor
    Q("睡眠卫生不佳者，易患初发性或维持性睡眠障碍［失眠症］乎？", "has_risk_factor",
      "初发性或维持性睡眠障碍［失眠症］", D, named="睡眠卫生不佳"),
    Q("两胎相隔太近，妊娠间隔期短，是前置胎盘的高危因素吗？", "has_risk_factor", "前置胎盘", D,
      named="妊娠间隔期短"),
    Q("妊娠之时母体吸烟，其子易生口腔颌面裂乎？", "has_risk_factor", "口腔颌面裂", D, named="母体吸烟"),
    Q("素有声带不典型增生病史者，为喉癌之高危否？", "has_risk_factor", "喉癌", D, named="声带不典型增生病史"),
    Q("血质不调之人，易发垂体卒中乎？", "has_risk_factor", "垂体卒中", D, named="血质不调"),
    Q("妇人从未服用过口服避孕药，罹卵巢癌之险较高乎？", "has_risk_factor", "卵巢癌", D,
      named="从未服用过口服避孕药"),
    # common_in
    Q("前列腺脓肿，多见于何等人？", "common_in", "前列腺脓肿", D),
    Q("外伤后脑脂肪栓塞，何人易罹此患？", "common_in", "外伤后脑脂肪栓塞", D),
    Q("咽异感症，多见于何等人？", "common_in", "咽异感症", D),
    Q("口周湿疹多见于哪个年龄段的人？", "common_in", "口周湿疹", D),
    Q("化脓性脊椎炎，其人多属何等？", "common_in", "化脓性脊椎炎", D),
    Q("变应性皮肤结节性血管炎一般哪些人容易得？", "common_in", "变应性皮肤结节性血管炎", D),
    # prevalent_in
    Q("欧盟诸国，何病流行为多？", "prevalent_in", "欧盟", RE),
    Q("吸虫病多发于何方？", "prevalent_in", "吸虫病", D),
    Q("原发性高血压，何地为甚？", "prevalent_in", "原发性高血压", D),
    Q("埃及血吸虫病，中东地区多有之乎？", "prevalent_in", "埃及血吸虫病", D, named="中东地区"),
    Q("偏头痛在哪些国家和地区多发？", "prevalent_in", "偏头痛", D),
    # treated_with
    Q("外阴硬化性苔藓，当以何法治之？", "treated_with", "外阴硬化性苔藓", D),
    Q("化脓性食管炎，治法何如？", "treated_with", "化脓性食管炎", D),
    Q("听小骨创伤，可行鼓室探查术否？", "treated_with", "听小骨创伤", D, named="鼓室探查术"),
    Q("卵巢内胚窦瘤，宜用何法疗之？", "treated_with", "卵巢内胚窦瘤", D),
    Q("单纯性肾囊肿可以用穿刺加硬化剂的办法治吗？", "treated_with", "单纯性肾囊肿", D, named="穿刺和硬化剂治疗"),
    Q("外阴疣状癌一般怎么治？", "treated_with", "外阴疣状癌", D),
    # metastasizes_to
    Q("何种癌瘤可传变至肺？即哪些癌会转移到肺", "metastasizes_to", "肺", BP),
    Q("哪些癌会转移到肠道？", "metastasizes_to", "肠道", BP),
    Q("宫颈癌晚期，可转移至直肠否？", "metastasizes_to", "宫颈癌", D, named="直肠"),
    Q("子宫内膜癌，其转移之所何在？", "metastasizes_to", "子宫内膜癌", D),
    Q("基底细胞癌亦能转移至淋巴结乎？", "metastasizes_to", "基底细胞癌", D, named="淋巴结"),
    # invades
    Q("何病外侵会厌？", "invades", "会厌", BP),
    Q("何种癌肿可侵及神经周围？", "invades", "神经周围", BP),
    Q("小细胞肺癌会不会侵犯到胸膜？", "invades", "小细胞肺癌", D, named="胸膜"),
    Q("喉癌向外侵犯，常累及何处？", "invades", "喉癌", D),
    # is_subtype_of
    Q("咳嗽变异性哮喘属于哪一类哮喘？", "is_subtype_of", "咳嗽变异性哮喘", D),
    Q("利布曼—萨克斯病，当隶于何病之下？", "is_subtype_of", "利布曼—萨克斯病", D),
    Q("初期沙眼，系何病之一型？", "is_subtype_of", "初期沙眼", D),
    Q("匐行性脱发，属何病之类？", "is_subtype_of", "匐行性脱发", D),
    Q("回盲部脓肿算是哪种病里的一种？", "is_subtype_of", "回盲部脓肿", D),
    Q("古典生物型霍乱，乃何病之一种？", "is_subtype_of", "古典生物型霍乱", D),
    # related_disease
    Q("前置胎盘与生殖道出血相关否？", "related_disease", "前置胎盘", D, named="生殖道出血"),
    Q("前置胎盘有致胎儿死亡之虞，二者相关乎？", "related_disease", "前置胎盘", D, named="胎儿死亡"),
    Q("垂体功能减退症，与垂体前叶肿瘤有关联否？", "related_disease", "垂体功能减退症", D, named="垂体前叶肿瘤"),
    Q("垂体功能减退症和垂体后叶肿瘤有关系吗？", "related_disease", "垂体功能减退症", D, named="垂体后叶肿瘤"),
    Q("垂体功能减退症，与血管发生痉挛相关欤？", "related_disease", "垂体功能减退症", D, named="血管发生痉挛"),
    Q("局限性肠炎，与何病相关？", "related_disease", "克罗恩病", D, mention="局限性肠炎"),
    # differential_diagnosis
    Q("基底细胞癌与毛胚细胞瘤，何以别之？", "differential_diagnosis", "基底细胞癌", D, named="毛胚细胞瘤"),
    Q("多发性硬化，须与Guillain—Barre 综合征相鉴别否？", "differential_diagnosis", "多发性硬化", D,
      named="Guillain—Barre 综合征"),
    Q("多发性骨髓瘤，当与重链病相辨乎？", "differential_diagnosis", "多发性骨髓瘤", D, named="重链病"),
    Q("婴儿猝死综合征，须排除代理型孟乔森综合征否？", "differential_diagnosis", "婴儿猝死综合征", D,
      named="代理型孟乔森综合征"),
    Q("宫颈癌和腺上皮增生，看病理时需要鉴别吗？", "differential_diagnosis", "宫颈癌", D, named="腺上皮增生"),
    Q("哮喘之疾，当与普通变异型免疫缺陷病相辨乎？", "differential_diagnosis", "哮喘", D,
      named="普通变异型免疫缺陷病"),
    # indicated_for
    Q("良奇乳膏，主治何病？", "indicated_for", "利拉萘酯乳膏", DR, mention="良奇"),
    Q("卡林优眼药水是治什么的？", "indicated_for", "吡诺克辛滴眼液", DR, mention="卡林优"),
    Q("露畅主何病？", "indicated_for", "厄多司坦片", DR, mention="露畅"),
    Q("珉思通可治哮喘否？", "indicated_for", "吡嘧司特钾片", DR, mention="珉思通", named="哮喘"),
    Q("爽舒宝治腹泻吗？", "indicated_for", "凝结芽孢杆菌活菌片", DR, mention="爽舒宝", named="腹泻"),
    Q("养心安眠胶囊，主何证？", "indicated_for", "养心安眠胶囊", DR),
    Q("冬凌草片可疗喉炎否？", "indicated_for", "冬凌草片", DR, named="喉炎"),
    # has_adverse_reaction
    Q("服惠加强—G，或致口干乎？", "has_adverse_reaction", "吉法酯片", DR, mention="惠加强—G", named="口干"),
    Q("升达服之，其不良反应何如？", "has_adverse_reaction", "双嘧达莫分散片", DR, mention="升达"),
    Q("清芬服后耳鸣，是药之弊否？", "has_adverse_reaction", "右旋布洛芬片", DR, mention="清芬", named="耳鸣"),
    Q("用了卡孕以后可能会有哪些不舒服？", "has_adverse_reaction", "卡前列甲酯栓", DR, mention="卡孕"),
    Q("奥贝安可久服，有何副作用？", "has_adverse_reaction", "去铁酮片", DR, mention="奥贝安可"),
    Q("服吴维而舌麻，乃其副作用欤？", "has_adverse_reaction", "吴维", DR, named="舌麻"),
    Q("输迈灵达会有哪些副作用？", "has_adverse_reaction", "吗啉硝唑氯化钠注射液", DR, mention="迈灵达"),
    # has_ingredient
    Q("六一散何药所成？", "has_ingredient", "六一散", DR),
    Q("参桂胶囊所用之参，红参乎？", "has_ingredient", "参桂胶囊", DR, named="红参"),
    Q("冬菀止咳颗粒里面有麻黄吗？我血压高", "has_ingredient", "冬菀止咳颗粒", DR, named="麻黄"),
    Q("民舟胶囊中有黄芩否？", "has_ingredient", "双黄连胶囊", DR, mention="民舟", named="黄芩"),
    Q("灵比伦里面有什么成分？", "has_ingredient", "合成鱼腥草素片", DR, mention="灵比伦"),
    Q("菲斯特中含咖啡因乎？", "has_ingredient", "咖酚伪麻片", DR, mention="菲斯特", named="咖啡因"),
    Q("扶兰青栓，内含何药？", "has_ingredient", "吲哚美辛沙丁胺醇栓", DR, mention="扶兰青"),
    # is_a_level3
    Q("十二乌鸡白凤丸，按用途宜归何科之药？", "is_a_level3", "十二乌鸡白凤丸", DR),
    Q("垂体后叶注射液，以用途论属何类？", "is_a_level3", "垂体后叶注射液", DR),
    Q("维络净按用途属何类药？", "is_a_level3", "卡络磺钠氯化钠注射液", DR, mention="维络净"),
    Q("艾丰一药，依用途分属何类？", "is_a_level3", "去氧氟尿苷胶囊", DR, mention="艾丰"),
    Q("迪红按用途算哪一类药？", "is_a_level3", "地红霉素肠溶胶囊", DR, mention="迪红"),
    Q("力普康，用途分类为何？", "is_a_level3", "塞克硝唑分散片", DR, mention="力普康"),
    Q("佑尔健是哪一类疫苗？", "is_a_level3", "双价肾综合征出血热纯化疫苗注射液", DR, mention="佑尔健"),
    # belongs_to
    Q("参桂理中丸，于药品分类属何门？", "belongs_to", "参桂理中丸", DR),
    Q("半夏露颗粒，药品分类归于何类？", "belongs_to", "半夏露颗粒", DR),
    Q("卡米可林，药品分类属何？", "belongs_to", "卡巴胆碱注射液", DR, mention="卡米可林"),
    Q("思孚欣喷于口中，其药品分类为何？", "belongs_to", "双氯芬酸钠喷雾剂", DR, mention="思孚欣"),
    Q("雪瑞欣属造影剂乎？", "belongs_to", "全氟丙烷人血白蛋白微球注射液", DR, mention="雪瑞欣", named="造影剂"),
    Q("安利博在药品分类里属于哪一类？", "belongs_to", "厄贝沙坦氢氯噻嗪胶囊", DR, mention="安利博"),
    # drug_has_alias
    Q("多库酯钠片，市肆别有何名？", "drug_has_alias", "多库酯钠片", DR),
    Q("孚诺者，何药之别名也？", "drug_has_alias", "孚诺", AL),
    Q("多维元素片（29），俗呼善存者是欤？", "drug_has_alias", "多维元素片（29）", DR, named="善存"),
    Q("大流行流感病毒灭活疫苗还有什么别的名字？", "drug_has_alias", "大流行流感病毒灭活疫苗", DR),
    Q("尿多酸肽注射液，又名何？", "drug_has_alias", "尿多酸肽注射液", DR),
    # mainly_treats
    Q("千里光主何病？", "mainly_treats", "千里光", M),
    Q("金鸡胆主治何病？", "mainly_treats", "单条草", M, mention="金鸡胆"),
    Q("䓪花《本草经集注》所载者，主何证？就是说它能治什么病", "mainly_treats", "商陆花", M,
      mention="䓪花《本草经集注》"),
    Q("避风草主治何病？", "mainly_treats", "大叶白头翁", M, mention="避风草"),
    Q("土香榧可治蛔虫病否？", "mainly_treats", "土香榧", M, named="蛔虫病"),
    Q("九牛不离母，所主何疾？", "mainly_treats", "大九股牛", M, mention="九牛不离母"),
    Q("千叶独活能止鼻衄否？就是能不能治流鼻血", "mainly_treats", "多裂独活", M, mention="千叶独活",
      named="鼻衄"),
    # has_efficacy
    Q("杜细辛《土宿本草》，功用何如？换句话说，它有什么功效", "has_efficacy", "土细辛", M,
      mention="杜细辛《土宿本草》"),
    Q("紫三角有何功效？", "has_efficacy", "叶子花", M, mention="紫三角"),
    Q("铁鞭草可截疟否？", "has_efficacy", "多花胡枝子", M, mention="铁鞭草", named="截疟"),
    Q("大一面锣，功能若何？", "has_efficacy", "大一面锣", M),
    Q("大马响铃，其效何在？", "has_efficacy", "化金丹", M, mention="大马响铃"),
    Q("多须公有什么功效？", "has_efficacy", "华泽兰", M, mention="多须公"),
    Q("竹节兰能补肾壮阳否？", "has_efficacy", "大剑叶木", M, mention="竹节兰", named="补肾壮阳"),
    # distributed_in
    Q("单花米口袋产于何地？", "distributed_in", "喜马拉雅米口袋", M, mention="单花米口袋"),
    Q("辽宁有单花鸢尾子否？", "distributed_in", "单花鸢尾子", M, named="辽宁"),
    Q("八角灰菜生于何方？", "distributed_in", "大叶藜", M, mention="八角灰菜"),
    Q("马鞍树分布在哪些省？", "distributed_in", "复羽叶栾树", M, mention="马鞍树"),
    Q("阴阳叶出于何处？", "distributed_in", "半枫荷", M, mention="阴阳叶"),
    Q("宜宾防己，产地何在？", "distributed_in", "大叶青木香", M, mention="宜宾防己"),
    # material_has_alias
    Q("单根木，一名震天雷，尚有何名？", "material_has_alias", "单根木", M),
    Q("土羌活，《四川中药志》谓之何名？", "material_has_alias", "土羌活", M, named="路边姜《四川中药志》"),
    Q("犁嘴菜，俗呼尚有何名？", "material_has_alias", "地草果", M, mention="犁嘴菜"),
    Q("吊罗果还有哪些别名？", "material_has_alias", "吊罗果", M),
    Q("白马肉者，何药之异名也？", "material_has_alias", "白马肉", AL),
    Q("鸡山柯梗，又名何？", "material_has_alias", "多穗石柯茎", M, mention="鸡山柯梗"),
    # composed_of
    Q("八味清毒膏方中有天花粉否？", "composed_of", "八味清毒膏", F, named="天花粉"),
    Q("八味茯苓补心汤，用酸枣仁乎？", "composed_of", "八味茯苓补心汤", F, named="酸枣仁"),
    Q("八味荡滞饮中有木香否？", "composed_of", "八味荡滞饮", F, named="木香"),
    Q("八味带下方，中有奇良乎？", "composed_of", "八味带下方", F, named="奇良"),
    Q("八味回阳饮里要放干姜吗？", "composed_of", "八味回阳饮", F, named="干姜"),
    Q("知母汤中用芍药否？", "composed_of", "八味知母汤", F, mention="知母汤", named="芍药"),
    # formula_has_efficacy
    Q("八味丹能滋养肾水否？", "formula_has_efficacy", "八味丹", F, named="滋养肾水"),
    Q("八味茴香丸，功在消疝止痛乎？", "formula_has_efficacy", "八味茴香丸", F, named="消疝止痛"),
    Q("八味蜡矾丸有托里之功否？", "formula_has_efficacy", "八味蜡矾丸", F, named="托里"),
    Q("八妙丸能舒经活络否？", "formula_has_efficacy", "八妙丸", F, named="舒经活络"),
    Q("八宝拨云散，功用何在？", "formula_has_efficacy", "八宝拨云散", F),
    Q("八子丸能疏气血吗？", "formula_has_efficacy", "八子丸", F, named="疏气血"),
    # prescribed_for
    Q("八味圆治面色黧黑否？也就是脸色发黑能不能用它", "prescribed_for", "八味圆", F, named="面色黧黑"),
    Q("妇人下痢赤白，八宝汤主之否？", "prescribed_for", "八宝汤", F, named="妇人下痢赤白"),
    Q("八味黄耆散可治发背否？", "prescribed_for", "八味黄耆散", F, named="发背"),
    Q("痰涎喘满，宜八味香苏散乎？", "prescribed_for", "八味香苏散", F, named="痰涎喘满"),
    Q("目红肿痛，八宝光明散宜乎？", "prescribed_for", "八宝光明散", F, named="目红肿痛"),
    Q("八味降压汤适合肝经热盛的人吗？", "prescribed_for", "八味降压汤", F, named="肝经热盛"),
    Q("睾丸偏坠，可服治疝茴香丸否？", "prescribed_for", "八味茴香丸", F, mention="治疝茴香丸", named="睾丸偏坠"),
    # formula_has_alias
    Q("八味知母汤，古籍或作何名？", "formula_has_alias", "八味知母汤", F),
    Q("还晴散者，何方之别名？", "formula_has_alias", "还晴散", AL),
    Q("八味还睛散，他书别有何名？", "formula_has_alias", "八味还睛散", F),
    Q("八效虎骨散还有什么别名？", "formula_has_alias", "八效虎骨散", F),
    # check_for_disease
    Q("前列腺特异性酸性磷酸酶检查，所以察何病？", "check_for_disease", "前列腺特异性酸性磷酸酶检查", C),
    Q("华（Wassermann）氏补体结合试验，可诊何病？", "check_for_disease", "华（Wassermann）氏补体结合试验", C),
    Q("动脉听诊能否察知颈动脉狭窄？", "check_for_disease", "动脉听诊", C, named="颈动脉狭窄"),
    Q("功能性肝脏体积测定是用来查什么病的？", "check_for_disease", "功能性肝脏体积测定", C),
    Q("十二指肠液和胆汁寄生虫检查，能查出贾第虫病否？", "check_for_disease", "十二指肠液和胆汁寄生虫检查", C,
      named="贾第虫病"),
    Q("宫颈粘液检查能查出哪些病？", "check_for_disease", "宫颈粘液检查", C),
    Q("寄生虫血液检查，所察者何病？", "check_for_disease", "寄生虫血液检查", C),
    # check_for_symptom
    Q("威廉征一检，为何症而设？", "check_for_symptom", "威廉征", C),
    Q("四肢洒洒如疟者，宜行四肢与关节运动功能检查否？", "check_for_symptom", "四肢与关节运动功能检查", C,
      named="四肢洒洒如疟"),
    Q("头颅平片，为何症而拍？", "check_for_symptom", "头颅平片", C),
    Q("胞宫纳精无力，可行子宫疾病自检否？", "check_for_symptom", "子宫疾病自检", C, named="胞宫纳精无力"),
    Q("胃气上逆，宜做十二指肠胃反流测定和显像否？", "check_for_symptom", "十二指肠胃反流测定和显像", C,
      named="胃气上逆"),
    Q("有哪些症状需要做外生殖器检查？", "check_for_symptom", "外生殖器检查", C),
    # performed_by
    Q("宫腔镜检查，于何科行之？", "performed_by", "宫腔镜检查", C),
    Q("妇产科可行何种检查？", "performed_by", "妇产科", DEP),
    Q("心血管造影检查，心血管科行之乎？", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("宝宝要做新生儿筛查，去哪个科做？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    # check_has_alias
    Q("心电图检查，西文简称为何？", "check_has_alias", "心电图检查", C),
    Q("ECG者，何项检查之略称？", "check_has_alias", "ECG", AL),
    Q("快速血浆反应素试验，简称RPR乎？", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
    Q("RPR是哪项检查的缩写？", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day64"))
