"""Writes `medical_everyday_66.jsonl`, a sixty-sixth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is asked by someone who needs the fact right for something they are
making: novelists and web-fiction writers (我小说里的女主…, 网文男主…, 推理小说第十二章：…, 我在人物小传里写…), screenwriters of TV and
medical dramas, short dramas, films and plays (剧情需要：…, 短剧第三集…, 这一集的设定是…, 台词里医生喊…, 道具组要做输液标签, 镜头该拍哪个科室的门牌),
game designers who turn a herb, a drug or a formula into an item or a map location (游戏里想把鑫禹星做成回血道具, 武侠游戏里团芋是个止血道具,
游戏地图上要放一种叫牛屎柴的药材), journalists and editors checking a draft (稿子里写了…，编辑让我核实, 调查稿写…, 审一条保健广告), makers of
science videos, articles, animations and documentaries (做一期科普视频, 纪录片解说词写“…”，这句话准确吗？), podcast hosts, picture-book
illustrators (绘本里小熊偷吃了奶奶的阿司匹林…, 插画师问一句), teachers preparing a lesson (备一堂中学健康课, 医古文课备课, 课件上写…) and
translators of subtitles (翻译一部美剧的字幕, 字幕组翻译一部育儿纪录片). They say what they are making and which scene or passage needs the fact,
often with a detail of the plot or the draft, and then ask one thing about one record; the 97 that name the one neighbour
they ask about most often ask whether what they wrote is right (我写他被安排到头颈颌面外科住院，这样写对吗？, 解说词写“只能手术治疗”，这样说
对吗？) or whether a thing in the plot works (小叶莲能用于难产吗？).
The plot details often name other records of the network, of other types and of the question's own type - an earlier
illness, a drug taken, a check done, a department, a symptom (中耳炎反复发作, 奶奶的地高辛片, 送到急诊科, 吃别嘌醇片两周后, 做了B超检查, 一边推
缩宫素注射液, 本来就有高血压和蛋白尿, 急性心肌梗死后, 一直靠布洛芬缓释胶囊硬扛, 做了头颅CT检查, 结肠癌术后化疗, 住进神经内科, 途中同伴还得了疟疾) -
and the question says which record it asks about. The questions run from 23 to 89 characters: 77 of 35 or fewer (做儿童耳朵
健康的科普动画，有哪些病会转移到鼓膜上？), 89 of 36 to 50, 28 of 51 to 65, 11 of 66 to 80 and 5 longer. 208 carry a comma and are tagged
`context`; by a mechanical count none carries 呢, 啊, 呀, 嘛 or 哈; 209 carry a question mark; 22 are tagged `verbatim` (并发症, 别名,
病因, 高危因素, 治疗方法, 相关疾病, 鉴别诊断, 不良反应, 用途分类, 药品分类, 主治, 功效, 组成 and 功用 in the asker's words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the third tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 65 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-sixth, forty-sixth and fifty-eighth sets
drew from the third tenth too, and this one takes only what they and every other set left. Twenty-one relation types
still have such records in the window, and every question of them asks about one (has_symptom, designated_to, checks,
has_complication, shown_on, has_alias, caused_by, common_in, treated_with, is_subtype_of, the drug types but
drug_has_alias, the four material types, check_for_disease and check_for_symptom; 铁线牡丹, asked for what it stands for, is
an alias of 小九头狮子草, a window record of material_has_alias; has_alias has 184 window sources and 15 left, six of them
asked). The other fourteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names (子痫 →
  硫酸镁葡萄糖注射液, 心源性休克 → 注射用盐酸多巴酚丁胺, 弓形虫病 → 乙胺嘧啶片, 强迫症 → 马来酸氟伏沙明片, 帕金森综合征 → 盐酸苯海索片, 子宫内膜异位症 →
  地屈孕酮片), 弓形虫病 named by its alias 弓形体病, an earlier set's mention.
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names (尘肺 ← 陶瓷生产和加工, 基底细胞癌 ← 三氧化二砷暴露, 子宫内膜癌 ← 非典型子宫内膜增生, 心绞痛 ← 心理和情绪上的压力, 心房扑动 ←
  近期心脏或胸部手术, 广泛性焦虑障碍 ← 焦虑家族史), 基底细胞癌 and 广泛性焦虑障碍 named by their aliases BCC and GAD, earlier sets' mentions.
- None of the four window sources of prevalent_in (基底细胞癌, 多发性硬化, 委内瑞拉马脑炎, 慢性淋巴细胞白血病) has a neighbour no earlier
  question names, and every one of their neighbours (欧洲, 美国, 北纬, 中美洲和南美洲, 亚洲, 拉丁美洲) is an earlier question's entity, so no
  question asks from the target end: 基底细胞癌, 委内瑞拉马脑炎 and 多发性硬化 (by its alias MS, an earlier set's mention) are asked in
  new words, and two questions name a neighbour no earlier question about the record names (基底细胞癌 → 美国, 慢性淋巴细胞白血病 → 亚洲).
- Of the five window sources of metastasizes_to (小细胞肺癌, 心内膜炎感染, 心肌炎, 急性中耳炎, 急性阑尾炎) none has a neighbour no question
  names: 小细胞肺癌 names 骨, which no earlier question about it names (two ask which cancers spread to the bone), 心内膜炎感染 and
  心肌炎 are asked in new words and two questions ask from the target end (鼓膜, where 急性中耳炎 spreads, and 右下腹, where 急性阑尾炎
  and 疼痛 spread; neither an earlier question's entity).
- The three window sources of invades (心肌炎, 急性淋巴细胞白血病, 恶性肿瘤) have no neighbour left: 恶性肿瘤 names 扁桃体, which no earlier
  question about it names (the twelfth set asked which diseases invade it), 心肌炎 and 急性淋巴细胞白血病 are asked in new words and one
  question asks from the target end (口底, which 恶性肿瘤 invades, never an earlier question's entity).
- Of the 31 window sources of related_disease, six questions each name a neighbour no earlier question names (室性心律失常 ↔
  左心室功能障碍, 尾蚴性皮炎 ↔ 血吸虫皮炎, 心力衰竭 ↔ 多系统器官衰竭, 急性上呼吸道感染 ↔ 急性梗阻性喉炎, 多发性骨髓瘤 ↔ 骨孤立性浆细胞瘤 and 低丙种球蛋白血症,
  the first named by its English alias Multiple myeloma, an earlier set's mention); so do six of the 12 of
  differential_diagnosis (帕金森病 ↔ 路易体痴呆, 多系统萎缩 and 皮质基底节变性, 小细胞肺癌 ↔ 细支气管炎伴机化性肺炎 and 甲状腺肿块, 广泛性焦虑障碍 ↔
  中枢神经系统兴奋剂戒断). 血吸虫皮炎, 路易体痴呆 and 多系统萎缩 are earlier questions' entities, named there by other names (尾蚴皮炎, DLB,
  MSA), never by these.
- The window of drug_has_alias holds seven drugs (尿多酸肽注射液, 左奥硝唑氯化钠注射液, 普瑞巴林胶囊, 曲尼司特胶囊, 曲昔匹特片, 替格瑞洛片,
  果糖二磷酸钙片) with one alias each, all of them names earlier questions use: 果糖二磷酸钙片, 曲尼司特胶囊 and 左奥硝唑氯化钠注射液 are asked in
  new words, 替格瑞洛片 whether it is 倍林达 (as the twenty-third and fifty-eighth sets asked), and one question asks what 乐瑞卡
  (普瑞巴林胶囊's alias, an earlier question's entity) stands for.
- None of the seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  names, three of them ones the network writes with 等, written the way people write them, without the 等 (八味龙骨散 → 赤石脂,
  八子丸 → 青葙子, 八宝拨云散 → 珍珠粉, 八味还睛散 → 木贼等, 八味香苏散 → 紫菀等, 八宝圣灵丹 → 琥珀等). Six of the 30 window formulas of
  formula_has_efficacy are asked whether they have an efficacy no earlier question names (八宝红灵丹 → 祛暑辟瘟, 八宝药墨 → 止失血, 八室丹 →
  拔毒长肉, 八宝治红丹 → 清热润肺, 八灵丸 → 消积化症, 八物参术丸 → 平补心气), and six of the 34 of prescribed_for whether they treat a disease
  no earlier question names (八宝玉枢丹 → 山岚瘴气, 八宝金药墨 → 刀斧伤, 八正散 → 尿色浑赤, 八宝生肌散 → 久不敛口, 八珍养血汤 → 月候不调, 八宝眼药 →
  障翳胬肉).
- formula_has_alias has 29 sources and its window three (八效虎骨散, 八毒赤丸, 八物参术丸), all of whose aliases earlier questions name:
  八效虎骨散 and 八物参术丸 are asked in new words, 八毒赤丸 whether it is 八毒丸 (as the thirty-first set asked), one question asks what
  李子豫赤丸 (八毒赤丸's alias, an earlier question's entity) stands for, and the record after the window (八物肾气丸, the ninth of 29 in
  key order) is asked in new words.
- performed_by has six sources and its window none, as for the thirty-sixth, forty-sixth and fifty-eighth sets: its
  questions take the record in whose place in key order the third tenth falls (心血管造影检查, the second, asked in new words and
  whether it is done in 心血管科, which earlier questions name), the record before it (宫腔镜检查, asked in new words) and the record
  after it (新生儿疾病筛查检查, named by its alias 新生儿筛查, earlier sets' mention); no question asks from the target end, every
  department of the type being an earlier question's entity.
- check_has_alias has seven sources and its window one (快速血浆反应素试验, the second in key order), asked in new words and by what
  its alias RPR (an earlier question's entity) stands for; the record before it (心电图检查) and the record after it
  (新生儿疾病筛查检查) are asked in new words.
八味还睛散, 八效虎骨散, 八物肾气丸, 新生儿疾病筛查检查 and 乐瑞卡 are the only entities and names here that the first alias set uses too; no
question uses an entity or a mention of the second or third alias set.

97 questions name the one neighbour they ask about, most of them naming two records (奇孔古尼亚病毒性疾病 → 关节剧痛, 多发脑梗死性痴呆 →
外出迷路, 小儿洋地黄中毒 → 视力障碍, 外耳部恶性肿瘤 → 头颈颌面外科, 小儿水杨酸盐类中毒 → 急诊科, 妊娠合并急性阑尾炎 → 血培养+药敏试验, 小儿假肥大型肌营养不良 →
肌肉活体组织检查, 宫缩乏力导致产后出血 → 血型, 室性逸搏及室性逸搏心律 → 阿—斯综合征, 小儿房室传导阻滞 → 猝死, 妊娠合并哮喘 → 气胸, 小儿周围淋巴结结核 → 颈 (病灶是不是在
颈部), 寰枢椎旋转脱位固定 → 颈椎, 小儿慢性淋巴细胞性甲状腺炎 → 桥本甲状腺炎, 小儿心搏呼吸骤停与心肺复苏术 → 麻醉意外, 妊娠合并巨细胞病毒感染 → 巨细胞病毒,
小儿β地中海贫血 → 输血疗法, 小儿先天性膈疝 → 手术治疗, 强迫型精神分裂症 → 精神分裂症, 莱芙 → 昏迷, 立蒂诺 → 口腔溃疡, 伸宁 → 脑水肿, 诺和平特充 → 低血糖症,
妇严婷 → 再生障碍性贫血, 科达琳 → 嗜睡, 苏乐康 → 蜂王浆, 唐都 → 磺胺甲恶唑, 顺奇 → 硫酸沙丁胺醇, 毕正 → 大环内酯类, 福洛必 → 利尿药, 团芋 → 创伤出血,
天然冰片 → 昏迷, 小叶莲 → 难产, 大麦奴 → 服丹石中毒, 五叶藤 → 截疟, 野莴苣菜 → 解蛇毒, 黑九牛 → 贵州, 小果金花茶叶 → 广西, 大麻药 → 豆叶百步还阳, 寮刁竹 →
徐长卿, 小过山龙 → 卷柏, 尿液去甲肾上腺素检查 → 嗜铬细胞瘤, 抗ENA抗体检查 → 系统性红斑狼疮, 尿中寄生虫检查 → 埃及血吸虫病, 左旋多巴兴奋GH试验 → 生长激素缺乏症,
抗SS—A和SS—B抗体检查 → 两眼干涩, 尿液镜检法检查 → 运动后尿血, 总三碘甲状腺原氨酸（TT3） → 甲状腺肿大, and the neighbours above), four of them in other
words than the neighbour's name (颈 as 颈部, and the three ingredients said without 等). Seven are asked from the relation's
target end: the three body parts above (鼓膜, 右下腹, 口底) and four questions asking what an alias stands for (below).

Names inside names: by a mechanical count 131 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; among them, asked the way people say them: 大脑脓肿
holds 脑脓肿, 小儿洋地黄中毒 holds 洋地黄中毒, 小儿汞中毒 holds 汞中毒, 外伤性食管穿孔 holds 食管穿孔, 外耳部恶性肿瘤 holds 恶性肿瘤, itself asked
under invades, 小儿埃博拉病毒病 holds 埃博拉病毒病, 寰椎骨折脱位 holds 寰椎骨折, 妊娠合并急性阑尾炎 holds 急性阑尾炎, an answer of the 右下腹 question,
宫缩乏力导致产后出血 and 延迟性产后出血 hold 产后出血, the latter's answer, 小儿地中海贫血 and 小儿β地中海贫血 both hold 地中海贫血, 强迫型精神分裂症 holds
精神分裂症 and 大面积肺栓塞 肺栓塞, their answers, 心脏尿酸盐痛风石 holds 痛风石, 帕金森病 and 帕金森综合征 share 帕金森, 广泛性焦虑障碍 holds 焦虑障碍,
小黄断肠草 holds 断肠草, 小过江龙 holds 过江龙 and is named by its alias 小过山龙, 八效虎骨散 holds 虎骨散, one of its aliases and answers, 八物肾气丸
holds 肾气丸, 心血管造影检查 holds 血管造影检查, 尿液去甲肾上腺素检查 holds 去甲肾上腺素, 戊型肝炎抗体（抗—HEIgM） holds 戊型肝炎, 总三碘甲状腺原氨酸（TT3）
holds TT3, and the drugs their generic names (复方曲尼司特胶囊, named by 顺奇, holds 曲尼司特胶囊, asked under drug_has_alias; 复方头孢克洛片 holds
头孢克洛片, 地红霉素肠溶片 红霉素肠溶片, 左奥硝唑氯化钠注射液 奥硝唑氯化钠注射液, 复方甘露醇注射液 甘露醇注射液, 复方戊酸雌二醇片 戊酸雌二醇片).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (5: 弓形体病, BCC, GAD, MS and Multiple myeloma, earlier sets' mentions, for records of used-up windows); drug trade
names (34, below); medicinal material aliases (12: 团芋, 岩白菜, 遍山红, 五叶藤, 空柄假牛肝菌, 野莴苣菜, 密褶黑菇, 黑九牛, 骨筋草, 牛屎柴, 土麦冬,
小过山龙, none an earlier question's name); a check alias (1: 新生儿筛查, earlier sets' mention). Each of these names is listed by
that one instance only. Four more ask what an alias stands for (乐瑞卡, 铁线牡丹, 李子豫赤丸, RPR: drug, material, formula and check
aliases; 铁线牡丹 is new, the others earlier questions' entities, asked here in other words): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure
every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 34 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (解磷, 莱芙, 易能清, 立蒂诺, 皮炎平软膏, 福他乐, 伸宁, 新泰洛其, 兴华, 诺和平特充, 妇严婷, 科达琳, 美多丽, 逸维仙, 鑫禹星, 克敢欣, 苏乐康, 唐都,
泰活欣, 顺奇, 毕利, 艾极, 艾克博康, 岩舒, 瑞芝清, 曼宁, 洲邦, 爱维治, 欣普贝生, 毕正, 福洛必, 必洛斯, 帕利百, 优克欣), none of them an earlier question's
name. All thirty-four are also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (复方氯解磷定注射液, 复方麝香注射液, 复方磷酸氢钠片, 复方苯佐卡因凝胶, 复方地塞米松乳膏, 复方右旋糖酐40注射液, 复方甘露醇注射液, 复方可待因口服溶液,
复方曲马多片, 地特胰岛素, 复方氯霉素栓, 复方氨酚肾素片, 复方托吡卡胺滴眼液, 复方戊酸雌二醇片, 复方丹参丸, 复方板蓝根口服液, 复方参芪维E胶囊, 复方气管炎胶囊, 坤复康片,
复方曲尼司特胶囊, 复方头孢克洛片, 奈韦拉平胶囊, 奥沙利铂注射液, 复方苦参注射液, 尼美舒利颗粒, 头孢克洛缓释胶囊, 奥扎格雷钠注射液, 小牛血去蛋白提取物注射液, 地诺前列酮栓,
地红霉素肠溶片, 复方呋塞米片, 坎地沙坦西酯片, 复方新霉素多粘菌素滴眼液, 塞克硝唑胶囊), the mention is the trade name and the line is tagged `alias`,
because whoever holds the box, reads the leaflet or writes the prop label asks about the medicine, and the standard record
is the one that names it, holds its class and lists the trade name. 兴华 is also an everyday word (a place and a person's
name), and its question says it is a painkiller (止痛药兴华).

Other names the network holds under two records:
- 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists: the question names the check the baby has, so the gold
  is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions. 岩白菜 is an ingredient record too, and names
  the material that lists it. RPR, 乐瑞卡, 李子豫赤丸 and 铁线牡丹 are alias records only.
- Some named neighbours are records of other types too: 桥本甲状腺炎 a check, a symptom and a therapy besides an alias, 血吸虫皮炎 an
  alias besides a disease, 倍林达 a drug besides an alias, 徐长卿 and 卷柏 ingredients and medicinal materials besides aliases, 赤石脂 and
  青葙子 medicinal materials besides ingredients, 磺胺甲恶唑 a drug besides an ingredient, 大环内酯类 a drug besides a drug product class,
  利尿药 a drug class besides a drug product class, 巨细胞病毒 a disease and a symptom besides a cause, 颈 a cause and a symptom and 骨
  and 扁桃体 symptoms besides body parts, 美国 a symptom besides a region, and 视力障碍, 阿—斯综合征, 猝死, 气胸, 精神分裂症, 低丙种球蛋白血症,
  口腔溃疡, 脑水肿, 再生障碍性贫血, 嗜铬细胞瘤 and 甲状腺肿大 diseases and symptoms, 昏迷, 嗜睡, 难产 and 生长激素缺乏症 causes besides, 低血糖症 a
  cause and a therapy besides and 系统性红斑狼疮 a cause and a population besides.
- Besides these, 38 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 子痫, 帕金森综合征, 尘肺, 心房扑动, 室性心律失常, 尾蚴性皮炎, 急性上呼吸道感染, 帕金森病 (three questions), the body part 右下腹 and the check
  心电图检查; a cause record: 小细胞肺癌 (three); both: 心源性休克, 子宫内膜异位症, 心内膜炎感染, 心力衰竭, and 心绞痛 and 心肌炎 (two) population
  records besides; an alias and a symptom record: 强迫症; an alias record: 子宫内膜癌; a symptom and a therapy record: 基底细胞癌 (three),
  and 多发性硬化 a check record besides, 恶性肿瘤 a cause record besides; a cause, a check and a therapy record: 多发性骨髓瘤 (two); an
  ingredient record: the materials 天然冰片, 小叶莲 and 大青盐, and 大麻药 and 寮刁竹 alias records besides; a disease record: the check
  心血管造影检查 (two)), and the wording says which is meant (诊断, 确诊, 查出, 转移, 侵犯, 熬汤, 洗眼睛, 方子, 做…检查, 英文缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_66.py    # rewrites bench/sets/medical_everyday_66.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, F, M, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_66.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我在写一部悬疑小说，第十二章男主的弟弟从小中耳炎反复发作，一直没好好治，十五岁那年突然高烧、剧烈头痛，送到医院诊断是大脑脓肿。大脑脓肿的病人一般还会有哪些症状？我想写得真实一点",
      "has_symptom", "大脑脓肿", D),
    Q("旅游版的稿子写一位游客去印度洋的岛上度假，回国后高烧、起皮疹，诊断奇孔古尼亚病毒性疾病，文中说她关节剧痛、连楼梯都下不了，编辑让我核实：这个病会出现关节剧痛吗？",
      "has_symptom", "奇孔古尼亚病毒性疾病", D, named="关节剧痛"),
    Q("短剧里的爷爷是多发脑梗死性痴呆，这一集的设定是他出门买菜就再也找不着回家的路。多发脑梗死性痴呆真的会外出迷路吗？",
      "has_symptom", "多发脑梗死性痴呆", D, named="外出迷路"),
    Q("我小说里的女主车祸后在神经内科住了两个月，出院后手脚都能动，却突然不会刷牙、不会扣扣子，连口哨都不会吹了，医生说是失用症。失用症还会有哪些表现？想多写几个细节",
      "has_symptom", "失用症", D),
    Q("写宫斗剧本，贵妃怀胎五月整日心烦意乱、口干睡不着，太医诊为子烦。子烦除了心烦，还会有哪些症状？",
      "has_symptom", "子烦", D),
    Q("推理小说第十二章：保姆把奶奶的地高辛片碾碎掺进孩子的粥里，孩子又吐又心慌，送到急诊科确诊小儿洋地黄中毒。我写孩子说看东西发黄发花，小儿洋地黄中毒会引起视力障碍吗？",
      "has_symptom", "小儿洋地黄中毒", D, named="视力障碍"),
    Q("做一期科普视频，讲乱用含汞偏方导致小儿汞中毒的真实案例，小儿汞中毒都有哪些症状表现？",
      "has_symptom", "小儿汞中毒", D),
    # designated_to
    Q("剧情需要：男主吃鱼被鱼刺扎穿了食管，急诊诊断外伤性食管穿孔，接下来应该转到哪个科？我不想写错科室",
      "designated_to", "外伤性食管穿孔", D),
    Q("网文里的老教授确诊外耳部恶性肿瘤，我写他被安排到头颈颌面外科住院，这样写对吗？",
      "designated_to", "外耳部恶性肿瘤", D, named="头颈颌面外科"),
    Q("灾难片剧本里，一个跟着父母从西非援建工地回国的小孩发烧、呕吐、牙龈出血，确诊小儿埃博拉病毒病，医院应该把他收进哪个科？隔离病房怎么拍我还得另查",
      "designated_to", "小儿埃博拉病毒病", D),
    Q("武打戏里替身演员从三楼摔下来，诊断寰椎骨折脱位，送到医院该挂哪个科？",
      "designated_to", "寰椎骨折脱位", D),
    Q("短剧第三集女主被酒瓶砸了头，头皮损伤血流了一脸，到了医院应该挂哪个科？",
      "designated_to", "头皮损伤", D),
    Q("稿子里写了一位痛风患者吃别嘌醇片两周后全身起大疱、大片脱皮，确诊大疱性表皮松解坏死型药疹，编辑问我：这种病该去医院哪个科看？",
      "designated_to", "大疱性表皮松解坏死型药疹", D),
    Q("绘本里小熊偷吃了奶奶的阿司匹林，变成小儿水杨酸盐类中毒，我画的是送去急诊科，对吗？",
      "designated_to", "小儿水杨酸盐类中毒", D, named="急诊科"),
    # checks
    Q("备一堂中学健康课，想讲小儿传染性单核细胞增多症，得了这个病医院一般要做哪些检查？",
      "checks", "小儿传染性单核细胞增多症", D),
    Q("医疗剧本：孕二十八周的女主夜里腹痛、发烧到三十九度，一开始以为是宫缩，做了B超检查才诊断妊娠合并急性阑尾炎，我写外科和产科医生会诊，同时让抽血做血培养+药敏试验，这个检查合理吗？",
      "checks", "妊娠合并急性阑尾炎", D, named="血培养+药敏试验"),
    Q("小说里的小男孩五岁了还爬不上楼梯，走路老摔跤、小腿粗得奇怪，在医院抽了好几次血，最后确诊小儿假肥大型肌营养不良。我写医生还取了一小块肌肉去化验，确诊时要做肌肉活体组织检查吗？",
      "checks", "小儿假肥大型肌营养不良", D, named="肌肉活体组织检查"),
    Q("纪录片讲一对夫妇的孩子，半岁以后慢慢不会笑、不会抬头，听到声音就一惊一乍，最后诊断婴儿型黑蒙性痴呆。解说词要补一句医生是怎么确诊的，这个病要做哪些检查？",
      "checks", "婴儿型黑蒙性痴呆", D),
    Q("我在写一个女孩十六岁还没来月经的成长小说，设定她是小儿先天性卵巢发育不全，医院会给她做哪些检查？",
      "checks", "小儿先天性卵巢发育不全", D),
    Q("产科剧：产妇顺产后子宫软得像面团，血止不住，医生诊断宫缩乏力导致产后出血，一边推缩宫素注射液，一边让护士查血型备血。血型这一项是要查的吧？",
      "checks", "宫缩乏力导致产后出血", D, named="血型"),
    Q("做一期播客聊吸血鬼传说和卟啉病，想讲讲小儿急性间歇性卟啉病现在要靠哪些检查来诊断",
      "checks", "小儿急性间歇性卟啉病", D),
    # has_complication
    Q("医疗剧里老人突然晕倒抽搐，心电图是室性逸搏及室性逸搏心律，台词写“这是阿—斯综合征发作”，这个病会引起阿—斯综合征吗？",
      "has_complication", "室性逸搏及室性逸搏心律", D, named="阿—斯综合征"),
    Q("我小说的反转是体育课上男孩突然倒地，他从小就有小儿房室传导阻滞。这个病严重了会导致猝死吗？",
      "has_complication", "小儿房室传导阻滞", D, named="猝死"),
    Q("历史小说里写清末一个乡下姑娘脸上长了寻常狼疮，拖了很多年没治，会落下哪些并发症？",
      "has_complication", "寻常狼疮", D),
    Q("做科普视频批“生蛙肉敷眼睛”的偏方，孩子因此得了小儿曼氏迭宫绦虫病和曼氏裂头蚴病，后面会引出哪些别的病？",
      "has_complication", "小儿曼氏迭宫绦虫病和曼氏裂头蚴病", D),
    Q("短剧设定孕妇哮喘大发作，我写她突然气胸被推进抢救室，妊娠合并哮喘会并发气胸吗？",
      "has_complication", "妊娠合并哮喘", D, named="气胸"),
    Q("网文里的小女孩高烧后昏迷，诊断小儿急性中毒性脑病，醒来以后可能留下哪些并发症？我要安排后面的剧情",
      "has_complication", "小儿急性中毒性脑病", D),
    # cures
    Q("产科剧本里孕妇本来就有高血压和蛋白尿，临产前突然抽搐，诊断子痫，台词里医生喊“上硫酸镁葡萄糖注射液”，子痫能用这个药吗？",
      "cures", "子痫", D, named="硫酸镁葡萄糖注射液"),
    Q("急诊剧第十二集：病人急性心肌梗死后血压掉到七十，出现心源性休克，我查资料写的是马上给注射用盐酸多巴酚丁胺，心源性休克用这个药对吗？",
      "cures", "心源性休克", D, named="注射用盐酸多巴酚丁胺"),
    Q("养猫题材的科普动画里，孕妇得了弓形体病，我写医生开了乙胺嘧啶片，这个药能治弓形体病吗？",
      "cures", "弓形虫病", D, mention="弓形体病", named="乙胺嘧啶片"),
    Q("小说男主有强迫症，一天洗几十次手，我写他在吃马来酸氟伏沙明片，强迫症能用这个药吗？",
      "cures", "强迫症", D, named="马来酸氟伏沙明片"),
    Q("备课讲神经系统疾病，课件上写帕金森综合征可以用盐酸苯海索片，这样写没有错吧？",
      "cures", "帕金森综合征", D, named="盐酸苯海索片"),
    Q("都市剧女二号痛经十几年，一直靠布洛芬缓释胶囊硬扛，做了B超检查才查出子宫内膜异位症，剧本里医生给她开了地屈孕酮片，这个药能治子宫内膜异位症吗？编剧怕被懂行的观众挑错",
      "cures", "子宫内膜异位症", D, named="地屈孕酮片"),
    # shown_on
    Q("拳击电影里主角被一记重拳打断了眼眶，诊断外伤性眼眶骨折，骨折一般出在眼眶的什么位置？分镜要画特写",
      "shown_on", "外伤性眼眶骨折", D),
    Q("我写的车祸戏里，伤者几周后在皮下摸到硬块，医生说是外伤性脂肪坏死，这种病一般长在身体哪些部位？",
      "shown_on", "外伤性脂肪坏死", D),
    Q("给幼儿园画健康绘本，讲小儿疱疹性咽峡炎，疱疹主要长在哪些部位？我要画对位置",
      "shown_on", "小儿疱疹性咽峡炎", D),
    Q("插画师问一句：小儿多形红斑的红斑多出现在身体哪些地方？绘本里要画出来",
      "shown_on", "小儿多形红斑", D),
    Q("民国题材剧本里，小丫头得了小儿周围淋巴结结核，化妆师问：病灶是不是在颈部？",
      "shown_on", "小儿周围淋巴结结核", D, named="颈"),
    Q("短剧设定小孩睡了一觉脖子就歪着转不过来，诊断寰枢椎旋转脱位固定，这是颈椎出了问题吗？",
      "shown_on", "寰枢椎旋转脱位固定", D, named="颈椎"),
    # has_alias
    Q("医疗纪录片字幕里出现小儿地中海贫血，我翻译时想知道它在中文里还有哪些叫法？",
      "has_alias", "小儿地中海贫血", D),
    Q("小说里的女孩十岁确诊小儿慢性淋巴细胞性甲状腺炎，我在书里写成“桥本甲状腺炎”，这是它的别名吗？",
      "has_alias", "小儿慢性淋巴细胞性甲状腺炎", D, named="桥本甲状腺炎"),
    Q("稿子写的是一所小学暑假后开学，空调冷却塔没清洗，好几个孩子高烧、咳嗽，确诊小儿军团菌病，编辑想在标题里换个读者熟悉点的名字，它还有别的叫法吗？",
      "has_alias", "小儿军团菌病", D),
    Q("科普文章讲染色体异常，小儿帕套综合征这个名字太拗口，有没有别的名称？",
      "has_alias", "小儿帕套综合征", D),
    Q("短剧台词里医生说“你这是子宫囊肿”，导演觉得不像医生的说法，这个病还有什么别的叫法？",
      "has_alias", "子宫囊肿", D),
    Q("翻译一部医疗美剧，里面提到小儿手—心畸形综合征，中文资料里它还叫什么？",
      "has_alias", "小儿手—心畸形综合征", D),
    # caused_by
    Q("我写的小说里，男孩脊柱侧弯打了石膏后一直吐，医生说是小儿石膏综合征，这是怎么引起的？",
      "caused_by", "小儿石膏综合征", D),
    Q("在画一本关于特殊儿童的绘本，主角是个哭声像小猫一样的小女孩，她患的是小儿猫叫综合征，最后一页想给家长写一段说明，这个病是什么原因造成的？",
      "caused_by", "小儿猫叫综合征", D),
    Q("短剧里奶奶给三个月的宝宝喂蜂蜜，宝宝得了婴儿肉毒中毒综合征，这个病的病因是什么？",
      "caused_by", "婴儿肉毒中毒综合征", D),
    Q("写一部抗战时期的小说，孤儿院里有孩子得了小儿坏死性龈口炎，这个病是什么引起的？",
      "caused_by", "小儿坏死性龈口炎", D),
    Q("给小学生上安全课讲小儿烧伤，常见的致伤原因有哪些？课件里想列清楚",
      "caused_by", "小儿烧伤", D),
    Q("医疗剧里孩子在手术台上心跳突然停了，剧本写的原因是麻醉意外，资料上这一章叫小儿心搏呼吸骤停与心肺复苏术，它的病因里有麻醉意外吗？",
      "caused_by", "小儿心搏呼吸骤停与心肺复苏术", D, named="麻醉意外"),
    Q("科普文章里写“妊娠合并巨细胞病毒感染就是孕期感染了巨细胞病毒”，这句话对吗？",
      "caused_by", "妊娠合并巨细胞病毒感染", D, named="巨细胞病毒"),
    # has_risk_factor
    Q("拍景德镇老窑工的纪录片，老人得了尘肺，解说词想写陶瓷生产和加工是尘肺的高危因素，这么写准确吗？",
      "has_risk_factor", "尘肺", D, named="陶瓷生产和加工"),
    Q("推理小说里死者长年接触砒霜，法医发现他背上长了BCC，三氧化二砷暴露会增加得BCC的风险吗？",
      "has_risk_factor", "基底细胞癌", D, mention="BCC", named="三氧化二砷暴露"),
    Q("女性健康播客要录一期，嘉宾说有非典型子宫内膜增生的人更容易得子宫内膜癌，这个说法有依据吗？",
      "has_risk_factor", "子宫内膜癌", D, named="非典型子宫内膜增生"),
    Q("网文里男主是个被董事会逼宫的总裁，每次开完会一吵架就捂着胸口，我设定他有心绞痛，心理和情绪上的压力会诱发心绞痛吗？",
      "has_risk_factor", "心绞痛", D, named="心理和情绪上的压力"),
    Q("医疗剧：病人做完胸部手术第三天心跳乱了，诊断心房扑动，近期心脏或胸部手术算它的危险因素吗？",
      "has_risk_factor", "心房扑动", D, named="近期心脏或胸部手术"),
    Q("翻译一部美剧的字幕，心理医生对女主说她的GAD跟她母亲有关，母亲也焦虑失眠了一辈子。焦虑家族史是GAD的危险因素吗？字幕要译准",
      "has_risk_factor", "广泛性焦虑障碍", D, mention="GAD", named="焦虑家族史"),
    # common_in
    Q("我小说里设定一个高三男生老是头痛、早上起来就吐，家里以为是学习压力大，做了头颅CT检查才发现是室管膜肿瘤。这个病一般多见于哪些人？别让设定穿帮",
      "common_in", "室管膜肿瘤", D),
    Q("写养老院题材的剧本，想用头皮糜烂脓疱性皮病这个病，它一般好发于什么人群？",
      "common_in", "头皮糜烂脓疱性皮病", D),
    Q("写一篇眼病科普，读者来信说自己突然视力下降、眼前有闪光感，医生诊断多发性一过性白点综合征，这个病主要在哪类人身上出现？",
      "common_in", "多发性一过性白点综合征", D),
    Q("编辑让我核实稿子里的说法：宫颈鳞状细胞癌一般在什么年龄段的女性中多见？",
      "common_in", "宫颈鳞状细胞癌", D),
    Q("动画短片讲一个总喊头疼的小学生，老师以为他装病，后来医生说是小儿偏头痛，小儿偏头痛多发于哪些孩子？",
      "common_in", "小儿偏头痛", D),
    Q("网文设定哥哥和弟弟都有小儿家族性非溶血性黄疸综合征，这个病一般多见于哪些人？",
      "common_in", "小儿家族性非溶血性黄疸综合征", D),
    # prevalent_in
    Q("做一期皮肤癌科普视频，我在脚本里写“基底细胞癌在美国很常见”，这句话站得住吗？",
      "prevalent_in", "基底细胞癌", D, named="美国"),
    Q("美剧字幕里提到MS，说有些地方的人更容易得，MS主要在哪些地区多发？",
      "prevalent_in", "多发性硬化", D, mention="MS"),
    Q("游戏里要设计一个虚构的热带疫区，怪物设定参考了委内瑞拉马脑炎，被蚊子叮了就高烧、头痛。这个病在现实中哪些地区流行？",
      "prevalent_in", "委内瑞拉马脑炎", D),
    Q("小说写一位常年在东京工作的华人得了慢性淋巴细胞白血病，我查到的资料说它在亚洲多发，这个说法对吗？",
      "prevalent_in", "慢性淋巴细胞白血病", D, named="亚洲"),
    Q("绘本想提醒小朋友防晒，顺带讲基底细胞癌，这个病在哪些国家和地区的人里比较多见？",
      "prevalent_in", "基底细胞癌", D),
    # treated_with
    Q("我小说里的小男孩从小就是小儿β地中海贫血，每个月都要去医院，输血疗法是这个病的治疗方法吗？",
      "treated_with", "小儿β地中海贫血", D, named="输血疗法"),
    Q("剧本里六岁的孩子感冒吃了几天药，腿上、身上冒出一片片出血点，刷牙时牙龈也出血，确诊小儿继发性免疫性血小板减少性紫癜，医生会怎么治？下一场戏要拍治疗",
      "treated_with", "小儿继发性免疫性血小板减少性紫癜", D),
    Q("纪录片拍新生儿外科，有个宝宝是小儿先天性膈疝，解说词写“只能手术治疗”，这样说对吗？",
      "treated_with", "小儿先天性膈疝", D, named="手术治疗"),
    Q("都市剧女主反复流产了三次，婆婆怪她身子弱，最后检查查出子宫纵隔，这个病一般怎么治？",
      "treated_with", "子宫纵隔", D),
    Q("写公益广告文案，主角是一个患小儿肺动脉高压的孩子，这个病有哪些治法？",
      "treated_with", "小儿肺动脉高压", D),
    Q("科普短视频讲孩子也会得肠炎，小儿溃疡性结肠炎有哪些治疗方法？",
      "treated_with", "小儿溃疡性结肠炎", D),
    # metastasizes_to
    Q("小说里老父亲确诊小细胞肺癌，后来腰疼得下不了床，我想写成癌转移到骨头了，小细胞肺癌会转移到骨吗？",
      "metastasizes_to", "小细胞肺癌", D, named="骨"),
    Q("医疗剧里老人的心内膜炎感染越拖越重，剧情要写它往心脏别处蔓延，一般会蔓延到哪里？",
      "metastasizes_to", "心内膜炎感染", D),
    Q("网文男主感冒后得了心肌炎，剧情要让病情加重，心肌炎一般会波及到哪里？",
      "metastasizes_to", "心肌炎", D),
    Q("做儿童耳朵健康的科普动画，有哪些病会转移到鼓膜上？",
      "metastasizes_to", "鼓膜", BP),
    Q("剧本里病人的疼从肚脐周围慢慢转到了右下腹，哪些病的病变会转移到右下腹？",
      "metastasizes_to", "右下腹", BP),
    # invades
    Q("网文里配角口腔里长了恶性肿瘤，我写它侵犯到了扁桃体，恶性肿瘤会侵犯扁桃体吗？",
      "invades", "恶性肿瘤", D, named="扁桃体"),
    Q("做一期口腔健康的科普短视频，讲舌头底下长东西要警惕，哪些病会侵犯到口底？",
      "invades", "口底", BP),
    Q("生物老师备课讲病毒感染，心肌炎的炎症侵犯的是心脏的哪一部分？课件上要标出来",
      "invades", "心肌炎", D),
    Q("给白血病患儿画绘本，急性淋巴细胞白血病的癌细胞会侵犯到身体哪些地方？",
      "invades", "急性淋巴细胞白血病", D),
    # is_subtype_of
    Q("写一部以刚果河流域为背景的小说，主人公被采采蝇叮了以后白天昏睡、晚上失眠，资料上写着布氏冈比亚锥虫病[中西非睡眠病]，它归在哪一类病下面？",
      "is_subtype_of", "布氏冈比亚锥虫病[中西非睡眠病]", D),
    Q("医疗剧：牙科打完麻药病人抽搐，诊断局部麻醉药中毒，在疾病分类里它属于哪一大类？",
      "is_subtype_of", "局部麻醉药中毒", D),
    Q("剧本里产妇出院一周后又大出血，医生说是延迟性产后出血，它是哪种病的一种？",
      "is_subtype_of", "延迟性产后出血", D),
    Q("短剧里女主下了长途飞机突然倒地，诊断大面积肺栓塞，这个病属于哪一类？",
      "is_subtype_of", "大面积肺栓塞", D),
    Q("我小说的反派一开始只是反复检查门锁、数台阶，后来出现幻听，精神科诊断强迫型精神分裂症。我在人物小传里写它属于精神分裂症的一种，没错吧？",
      "is_subtype_of", "强迫型精神分裂症", D, named="精神分裂症"),
    Q("科普文章标题想用“心脏里长了石头”，讲的是心脏尿酸盐痛风石，它归属于哪种病？",
      "is_subtype_of", "心脏尿酸盐痛风石", D),
    # related_disease
    Q("医疗剧台词里医生说室性心律失常跟左心室功能障碍有关，这两个病真的相关吗？",
      "related_disease", "室性心律失常", D, named="左心室功能障碍"),
    Q("写一篇下河摸鱼后腿上发痒的科普，尾蚴性皮炎和血吸虫皮炎是相关疾病吗？",
      "related_disease", "尾蚴性皮炎", D, named="血吸虫皮炎"),
    Q("小说里老人心力衰竭住进ICU，后来又多系统器官衰竭，心力衰竭跟多系统器官衰竭有关联吗？",
      "related_disease", "心力衰竭", D, named="多系统器官衰竭"),
    Q("育儿播客要讲孩子半夜咳得像小狗叫、喘不上气，家长吓得打了急救电话，急性上呼吸道感染和急性梗阻性喉炎有关系吗？",
      "related_disease", "急性上呼吸道感染", D, named="急性梗阻性喉炎"),
    Q("翻译英文医疗剧，台词里Multiple myeloma和骨孤立性浆细胞瘤总连在一起说，这两个病有关联吗？",
      "related_disease", "多发性骨髓瘤", D, mention="Multiple myeloma", named="骨孤立性浆细胞瘤"),
    Q("小说里老人得了多发性骨髓瘤，老是反复感染，医生提到低丙种球蛋白血症，这两个病相关吗？",
      "related_disease", "多发性骨髓瘤", D, named="低丙种球蛋白血症"),
    # differential_diagnosis
    Q("电影里外公手抖，又常看见屋里有陌生人，编剧问：帕金森病和路易体痴呆需要鉴别吗？",
      "differential_diagnosis", "帕金森病", D, named="路易体痴呆"),
    Q("纪录片解说词写“帕金森病很容易和多系统萎缩混淆”，这句话准确吗？",
      "differential_diagnosis", "帕金森病", D, named="多系统萎缩"),
    Q("我写的医生台词：“先别急着下帕金森病的诊断，得排除皮质基底节变性。”这样写专业吗？",
      "differential_diagnosis", "帕金森病", D, named="皮质基底节变性"),
    Q("剧本里片子上肺部有阴影，医生在小细胞肺癌和细支气管炎伴机化性肺炎之间犹豫，这两个需要鉴别诊断吗？",
      "differential_diagnosis", "小细胞肺癌", D, named="细支气管炎伴机化性肺炎"),
    Q("小说里体检发现颈根部有肿块，医生说要把小细胞肺癌和甲状腺肿块区分开，这个情节合理吗？",
      "differential_diagnosis", "小细胞肺癌", D, named="甲状腺肿块"),
    Q("网文男主停了提神药以后整天心慌紧张，我写医生要区分广泛性焦虑障碍和中枢神经系统兴奋剂戒断，对吗？",
      "differential_diagnosis", "广泛性焦虑障碍", D, named="中枢神经系统兴奋剂戒断"),
    # indicated_for
    Q("刑侦剧里有人喝了农药，急救车上给他打“解磷”，这个解磷是用来治什么的？",
      "indicated_for", "复方氯解磷定注射液", DR, mention="解磷"),
    Q("剧本里深夜的ICU，护士给昏迷了三天的病人挂上一瓶莱芙，家属问这是什么药，莱芙能用于昏迷吗？",
      "indicated_for", "复方麝香注射液", DR, mention="莱芙", named="昏迷"),
    Q("做一期肠镜科普视频，医生让提前吃易能清，这个药主要用在什么情况？",
      "indicated_for", "复方磷酸氢钠片", DR, mention="易能清"),
    Q("绘本里兔妈妈给小兔嘴里抹立蒂诺，立蒂诺是治口腔溃疡的吗？",
      "indicated_for", "复方苯佐卡因凝胶", DR, mention="立蒂诺", named="口腔溃疡"),
    Q("短剧道具组买了一支皮炎平软膏，剧情是女主被蚊子咬了抹药，皮炎平软膏都能治什么？",
      "indicated_for", "复方地塞米松乳膏", DR, mention="皮炎平软膏"),
    Q("急诊室剧本里写“快，挂福他乐”，福他乐这个药是用在什么情况下的？",
      "indicated_for", "复方右旋糖酐40注射液", DR, mention="福他乐"),
    Q("网文男主车祸后颅脑外伤，我写医生用伸宁给他脱水，伸宁能治脑水肿吗？",
      "indicated_for", "复方甘露醇注射液", DR, mention="伸宁", named="脑水肿"),
    # has_adverse_reaction
    Q("调查稿写年轻人把止咳水当饮料喝，我采访了几个每天喝好几瓶新泰洛其的大学生，编辑让我核实：新泰洛其有哪些不良反应？写错了怕被药企投诉",
      "has_adverse_reaction", "复方可待因口服溶液", DR, mention="新泰洛其"),
    Q("刑侦剧里嫌疑人说自己腰椎间盘突出，吃了止痛药兴华以后昏昏沉沉、记不清事，兴华这个药有哪些副作用？",
      "has_adverse_reaction", "复方曲马多片", DR, mention="兴华"),
    Q("小说女主有糖尿病，打了诺和平特充后在地铁上晕倒，诺和平特充会引起低血糖症吗？",
      "has_adverse_reaction", "地特胰岛素", DR, mention="诺和平特充", named="低血糖症"),
    Q("健康稿里写“妇严婷用久了可能导致再生障碍性贫血”，编辑让我核实，这个说法有依据吗？",
      "has_adverse_reaction", "复方氯霉素栓", DR, mention="妇严婷", named="再生障碍性贫血"),
    Q("公益短片讲感冒吃药后开车，道具是一盒科达琳，科达琳会让人嗜睡吗？",
      "has_adverse_reaction", "复方氨酚肾素片", DR, mention="科达琳", named="嗜睡"),
    Q("青春剧里高二学生为了控制近视，每晚偷偷滴美多丽，第二天上课看不清黑板，美多丽滴了以后可能有什么不良反应？",
      "has_adverse_reaction", "复方托吡卡胺滴眼液", DR, mention="美多丽"),
    Q("写更年期题材的话剧，女主一直在吃逸维仙，这个药可能有哪些副作用？",
      "has_adverse_reaction", "复方戊酸雌二醇片", DR, mention="逸维仙"),
    # has_ingredient
    Q("游戏里想把鑫禹星做成回血道具，策划案里写它“活血化瘀、护心”，我想先查清楚：鑫禹星的成分是什么？",
      "has_ingredient", "复方丹参丸", DR, mention="鑫禹星"),
    Q("做一期板蓝根科普视频，要拆解几种常见的板蓝根制剂，其中一种是克敢欣，克敢欣里面都有哪些成分？",
      "has_ingredient", "复方板蓝根口服液", DR, mention="克敢欣"),
    Q("审一条保健广告，苏乐康的宣传里说含蜂王浆，它的成分里真有蜂王浆吗？",
      "has_ingredient", "复方参芪维E胶囊", DR, mention="苏乐康", named="蜂王浆"),
    Q("稿子写“有些中成药里加了西药”，想拿唐都举例，唐都里含磺胺甲恶唑吗？",
      "has_ingredient", "复方气管炎胶囊", DR, mention="唐都", named="磺胺甲恶唑"),
    Q("短剧女主痛经时吃泰活欣，道具说明书要重做，泰活欣是由哪些成分组成的？",
      "has_ingredient", "坤复康片", DR, mention="泰活欣"),
    Q("体育小说里运动员吃了顺奇被查出兴奋剂，顺奇里有硫酸沙丁胺醇吗？",
      "has_ingredient", "复方曲尼司特胶囊", DR, mention="顺奇", named="硫酸沙丁胺醇"),
    Q("科普视频讲吃头孢不能喝酒，开头镜头里是一盒毕利，旁边放着一瓶啤酒，毕利里面含什么成分？",
      "has_ingredient", "复方头孢克洛片", DR, mention="毕利"),
    # is_a_level3
    Q("小说写一位艾滋病毒感染者每天早晚按时吃艾极，还要定期复查，艾极按用途属于哪一类药？",
      "is_a_level3", "奈韦拉平胶囊", DR, mention="艾极"),
    Q("网文里女主的妈妈结肠癌术后化疗，用的是艾克博康，一个疗程下来头发掉光了，艾克博康是哪一类的药？",
      "is_a_level3", "奥沙利铂注射液", DR, mention="艾克博康"),
    Q("纪录片跟拍一位肺癌晚期的老人，肿瘤病房里挂的是岩舒，解说词要介绍一句，岩舒按用途分算什么药？",
      "is_a_level3", "复方苦参注射液", DR, mention="岩舒"),
    Q("调查稿写儿童退烧药的争议，有家长说孩子发烧吃了瑞芝清以后查出肝功能异常，瑞芝清在用途分类上属于哪一类？",
      "is_a_level3", "尼美舒利颗粒", DR, mention="瑞芝清"),
    Q("游戏里想做一个“抗菌胶囊”道具，原型是曼宁，它属于哪类药？",
      "is_a_level3", "头孢克洛缓释胶囊", DR, mention="曼宁"),
    Q("医疗剧里脑梗病人住进神经内科，护士挂的是洲邦，道具组要做输液标签，洲邦属于哪一类用药？",
      "is_a_level3", "奥扎格雷钠注射液", DR, mention="洲邦"),
    Q("播客嘉宾说她爷爷脑梗以后一直打爱维治，是“营养神经的”，我要在节目简介里注明，爱维治在用途上到底属于哪类药？",
      "is_a_level3", "小牛血去蛋白提取物注射液", DR, mention="爱维治"),
    # belongs_to
    Q("产科剧：医生给过了预产期的孕妇放欣普贝生催产，欣普贝生在药品分类里属于哪一类？",
      "belongs_to", "地诺前列酮栓", DR, mention="欣普贝生"),
    Q("小说里女主对青霉素过敏，医生给她开了毕正，毕正是大环内酯类的药吗？",
      "belongs_to", "地红霉素肠溶片", DR, mention="毕正", named="大环内酯类"),
    Q("体育题材剧本：举重运动员偷偷吃福洛必减体重，福洛必属于利尿药吗？",
      "belongs_to", "复方呋塞米片", DR, mention="福洛必", named="利尿药"),
    Q("老年题材话剧的道具是一盒必洛斯，它属于哪一类药？",
      "belongs_to", "坎地沙坦西酯片", DR, mention="必洛斯"),
    Q("动画里眼睛发炎的小狐狸滴的是帕利百，这个眼药水在药品分类上属于什么？",
      "belongs_to", "复方新霉素多粘菌素滴眼液", DR, mention="帕利百"),
    Q("科普文章讲阴道炎用药，读者留言说医生开了优克欣，问它跟甲硝唑片是不是一类，优克欣在药品分类上属于哪类？",
      "belongs_to", "塞克硝唑胶囊", DR, mention="优克欣"),
    # drug_has_alias
    Q("道具组做药盒，剧本里写的是果糖二磷酸钙片，盒子上还要印一个名字，它还叫什么？",
      "drug_has_alias", "果糖二磷酸钙片", DR),
    Q("翻译日剧字幕，女主因为过敏性鼻炎一直在吃曲尼司特胶囊，日文台词里说的是别的名字，曲尼司特胶囊在国内还有别的叫法吗？",
      "drug_has_alias", "曲尼司特胶囊", DR),
    Q("剧本台词里念全名左奥硝唑氯化钠注射液太长了，它有没有别名可以用？",
      "drug_has_alias", "左奥硝唑氯化钠注射液", DR),
    Q("小说里失眠的画家枕边放着一盒乐瑞卡，乐瑞卡是哪个药的另一个名字？",
      "drug_has_alias", "乐瑞卡", AL),
    Q("短剧里心脏放了支架的父亲每天吃替格瑞洛片，女儿的台词里叫它倍林达，这两个是同一个药吗？",
      "drug_has_alias", "替格瑞洛片", DR, named="倍林达"),
    # mainly_treats
    Q("武侠游戏里团芋是个止血道具，团芋真能治创伤出血吗？",
      "mainly_treats", "小毒芋", M, mention="团芋", named="创伤出血"),
    Q("网文里主角在大山里迷了路，发烧咳血，山里的草医挖了一把岩白菜煮水给他喝，岩白菜主要能治什么？",
      "mainly_treats", "大花石上莲", M, mention="岩白菜"),
    Q("仙侠剧里用天然冰片救醒了昏迷的师父，天然冰片真能治昏迷吗？",
      "mainly_treats", "天然冰片", M, named="昏迷"),
    Q("古装剧里产妇难产了一天一夜，稳婆从药箱里拿出小叶莲熬汤助产，这个情节靠谱吗？小叶莲能用于难产吗？",
      "mainly_treats", "小叶莲", M, named="难产"),
    Q("历史小说写晚唐皇帝迷信长生，连吃了几个月金丹，口干烦躁、浑身燥热，太医偷偷开了大麦奴，大麦奴能治服丹石中毒吗？",
      "mainly_treats", "大麦奴", M, named="服丹石中毒"),
    Q("农村题材剧本里爷爷喝多了酒，皮肤和眼睛都发黄，奶奶熬小麦苗水给他喝，小麦苗入药主治什么？",
      "mainly_treats", "小麦苗", M),
    Q("游戏新道具叫遍山红，想写上它真实的药用，遍山红主要治哪些病？",
      "mainly_treats", "尖子木", M, mention="遍山红"),
    # has_efficacy
    Q("写一部云南抗疟的年代剧，草药医生用五叶藤，五叶藤有截疟的功效吗？",
      "has_efficacy", "小红袍", M, mention="五叶藤", named="截疟"),
    Q("拍云南野生菌的科普视频，空柄假牛肝菌入药有什么功效？",
      "has_efficacy", "小牛肝菌", M, mention="空柄假牛肝菌"),
    Q("荒野求生游戏里，被蛇咬了吃野莴苣菜回血，野莴苣菜能解蛇毒吗？",
      "has_efficacy", "尖刀苦马菜", M, mention="野莴苣菜", named="解蛇毒"),
    Q("小说里夏天有人中了暑，老中医用了大麻叶佩兰，它有什么作用？",
      "has_efficacy", "大麻叶佩兰", M),
    Q("游戏里采集到密褶黑菇，想给它设定药效，密褶黑菇有什么功效？",
      "has_efficacy", "小黑菇", M, mention="密褶黑菇"),
    Q("古装剧里主角用大青盐化水洗眼睛，大青盐入药有哪些作用？",
      "has_efficacy", "大青盐", M),
    # distributed_in
    Q("探险小说里主角在贵州的深山里认出了一株黑九牛，黑九牛在贵州有分布吗？",
      "distributed_in", "小花青藤", M, mention="黑九牛", named="贵州"),
    Q("武侠小说里的毒药用了小黄断肠草，反派是在西南深山里采到它的，这种草现实中长在哪些地方？",
      "distributed_in", "小黄断肠草", M),
    Q("纪录片要拍金花茶，小果金花茶叶是不是产在广西？",
      "distributed_in", "小果金花茶叶", M, named="广西"),
    Q("剧本里草医上山采骨筋草，骨筋草分布在哪里？我好定拍摄地",
      "distributed_in", "安胎药", M, mention="骨筋草"),
    Q("游戏地图上要放一种叫牛屎柴的药材，现实中它分布在哪些省？",
      "distributed_in", "小豆柴", M, mention="牛屎柴"),
    Q("给一本本草图鉴画插画，土麦冬主要分布在哪些地方？",
      "distributed_in", "小花吊兰", M, mention="土麦冬"),
    # material_has_alias
    Q("仙侠小说想拿定草根的别名来给法宝起名，定草根还有哪些别名？",
      "material_has_alias", "定草根", M),
    Q("武侠剧本里有一味救命药叫豆叶百步还阳，编剧说它是大麻药的别名，我怕观众以为是大麻，它真是大麻药的别名吗？",
      "material_has_alias", "大麻药", M, named="豆叶百步还阳"),
    Q("古装剧里药铺伙计说寮刁竹就是徐长卿，这句台词对吗？",
      "material_has_alias", "寮刁竹", M, named="徐长卿"),
    Q("游戏里有一种药草叫小过山龙，它是不是又叫卷柏？",
      "material_has_alias", "小过江龙", M, mention="小过山龙", named="卷柏"),
    Q("在做本草主题的桌游卡牌，大黑头草在各地还有哪些叫法？",
      "material_has_alias", "大黑头草", M),
    Q("游戏美术想画一株铁线牡丹，铁线牡丹是哪种药材的别名？",
      "material_has_alias", "铁线牡丹", AL),
    # composed_of
    Q("网文主角抄到一张古方八味龙骨散，我写方子里有赤石脂，对吗？",
      "composed_of", "八味龙骨散", F, named="赤石脂"),
    Q("古装剧道具组要照方配八子丸的药材，八子丸里有青葙子吗？",
      "composed_of", "八子丸", F, named="青葙子"),
    Q("游戏里的眼药道具叫八宝拨云散，它的配方里有珍珠粉吗？",
      "composed_of", "八宝拨云散", F, named="珍珠粉"),
    Q("写宋代背景的小说，眼科郎中用八味还睛散，方子里有木贼吗？",
      "composed_of", "八味还睛散", F, named="木贼等"),
    Q("中医文化课备课，课件里要列出八味香苏散的方子，学生多半只认得紫苏叶，八味香苏散的组成里有紫菀吗？",
      "composed_of", "八味香苏散", F, named="紫菀等"),
    Q("武侠小说里掌门临终前留下一颗八宝圣灵丹，我写它的方子里有琥珀，对吗？",
      "composed_of", "八宝圣灵丹", F, named="琥珀等"),
    # formula_has_efficacy
    Q("写瘟疫题材的古装剧，城里暑天闹疫病，主角从师父那儿带来八宝红灵丹分给百姓，八宝红灵丹有祛暑辟瘟的功效吗？",
      "formula_has_efficacy", "八宝红灵丹", F, named="祛暑辟瘟"),
    Q("古风游戏里八宝药墨是止血道具，它真有止失血的功用吗？",
      "formula_has_efficacy", "八宝药墨", F, named="止失血"),
    Q("小说里郎中给伤口溃烂的将军上八室丹，八室丹能拔毒长肉吗？",
      "formula_has_efficacy", "八室丹", F, named="拔毒长肉"),
    Q("古装剧台词说八宝治红丹能清热润肺，这个说法对吗？",
      "formula_has_efficacy", "八宝治红丹", F, named="清热润肺"),
    Q("仙侠游戏道具八灵丸，想设定成消积化症，这跟它本来的作用对得上吗？",
      "formula_has_efficacy", "八灵丸", F, named="消积化症"),
    Q("小说里的书生心悸失眠，吃的是八物参术丸，它能平补心气吗？",
      "formula_has_efficacy", "八物参术丸", F, named="平补心气"),
    # prescribed_for
    Q("写岭南题材的历史小说，主角是清朝被贬的官员，进山前随身带了八宝玉枢丹防山岚瘴气，途中同伴还得了疟疾。这个方子治山岚瘴气吗？",
      "prescribed_for", "八宝玉枢丹", F, named="山岚瘴气"),
    Q("武侠游戏里八宝金药墨是疗伤药，角色被刀砍伤后磨墨涂上就能回血，现实中八宝金药墨能治刀斧伤吗？",
      "prescribed_for", "八宝金药墨", F, named="刀斧伤"),
    Q("医古文课备课，讲到八正散治淋证那一段，原文里有“尿色浑赤”四个字，学生问是不是尿又红又浑，八正散能治尿色浑赤吗？",
      "prescribed_for", "八正散", F, named="尿色浑赤"),
    Q("小说里退伍老兵腿上的枪伤多年来一直久不敛口，村里的郎中用了八宝生肌散，这个方子对症吗？",
      "prescribed_for", "八宝生肌散", F, named="久不敛口"),
    Q("宫廷剧里太医给月候不调的宫女开八珍养血汤，这样写对吗？",
      "prescribed_for", "八珍养血汤", F, named="月候不调"),
    Q("古风绘本里老奶奶眼睛长了障翳胬肉，用的是八宝眼药，这个药能治吗？",
      "prescribed_for", "八宝眼药", F, named="障翳胬肉"),
    # formula_has_alias
    Q("古装剧道具要写药名，八效虎骨散在古书里还有什么别的名字？",
      "formula_has_alias", "八效虎骨散", F),
    Q("仙侠小说里的八毒赤丸，我简写成八毒丸，古书上也这么叫吗？",
      "formula_has_alias", "八毒赤丸", F, named="八毒丸"),
    Q("游戏文案想给八物参术丸起个别称，古书里它另有叫法吗？",
      "formula_has_alias", "八物参术丸", F),
    Q("历史剧本里，老御医翻出一张写着李子豫赤丸的方子，道具组要照着配药，李子豫赤丸是哪个方子的另一个名字？",
      "formula_has_alias", "李子豫赤丸", AL),
    Q("写中医题材的网文，八物肾气丸在别的医书里叫什么？",
      "formula_has_alias", "八物肾气丸", F),
    # check_for_disease
    Q("写民国防疫题材的剧本，三十年代北平的实验室里，研究员把病人咽部的分泌物注进小白鼠体内做小白鼠毒力试验，这个检查是用来查什么病的？",
      "check_for_disease", "小白鼠毒力试验", C),
    Q("医疗剧里病人血压忽高忽低，医生开了尿液去甲肾上腺素检查，是怀疑嗜铬细胞瘤吗？",
      "check_for_disease", "尿液去甲肾上腺素检查", C, named="嗜铬细胞瘤"),
    Q("给高中生准备青春期健康课，想讲尖锐湿疣和梅毒感染的危害，也讲讲怎么检查，性传播疾病免疫检测能查出哪些病？",
      "check_for_disease", "性传播疾病免疫检测", C),
    Q("稿子里写了一场吃毛蚶引起的肝炎暴发，化验单上是戊型肝炎抗体（抗—HEIgM），这个检查是查什么病的？",
      "check_for_disease", "戊型肝炎抗体（抗—HEIgM）", C),
    Q("短剧女主脸上有蝴蝶样红斑，医生开了抗ENA抗体检查，这是在查系统性红斑狼疮吗？",
      "check_for_disease", "抗ENA抗体检查", C, named="系统性红斑狼疮"),
    Q("拍援非医疗队的纪录片，湖边村子里好多孩子尿血，医生接了尿做尿中寄生虫检查，这个检查能查出埃及血吸虫病吗？",
      "check_for_disease", "尿中寄生虫检查", C, named="埃及血吸虫病"),
    Q("小说里男孩一直长不高，医生让做左旋多巴兴奋GH试验，这是查生长激素缺乏症的吗？",
      "check_for_disease", "左旋多巴兴奋GH试验", C, named="生长激素缺乏症"),
    # check_for_symptom
    Q("剧本里女主是个中学老师，总是两眼干涩、嘴里发干，吃饼干都得就着水，医生开了抗SS—A和SS—B抗体检查，这个检查跟两眼干涩有关吗？",
      "check_for_symptom", "抗SS—A和SS—B抗体检查", C, named="两眼干涩"),
    Q("写马拉松题材的小说，主角跑完尿是红的，医生做尿液镜检法检查，这个检查是针对运动后尿血的吗？",
      "check_for_symptom", "尿液镜检法检查", C, named="运动后尿血"),
    Q("科普文章里提到尿纤维蛋白降解产物检查，一般出现哪些症状时会做这个检查？",
      "check_for_symptom", "尿纤维蛋白降解产物检查", C),
    Q("短剧里阿姨脖子越来越粗，医生让查总三碘甲状腺原氨酸（TT3），是因为甲状腺肿大吗？",
      "check_for_symptom", "总三碘甲状腺原氨酸（TT3）", C, named="甲状腺肿大"),
    Q("写一篇讽刺黑心小诊所的小说，医生让主角拍尿路平片，这个检查一般是冲着什么症状做的？",
      "check_for_symptom", "尿路平片", C),
    Q("小说里女孩脸色苍白、心慌气短，医生让做尿血红蛋白定性检查，这个检查针对哪些症状？",
      "check_for_symptom", "尿血红蛋白定性检查", C),
    # performed_by
    Q("医疗剧里主任说“马上安排心血管造影检查”，这个检查一般是哪个科室来做？",
      "performed_by", "心血管造影检查", C),
    Q("剧本里写的是心血管科的医生给病人做心血管造影检查，这样写对吗？",
      "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("都市剧女主婚后两年没怀上，医生建议做宫腔镜检查，拍摄时镜头该拍哪个科室的门牌？",
      "performed_by", "宫腔镜检查", C),
    Q("绘本讲宝宝出生后做新生儿筛查，画医院场景时该画哪个科？",
      "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    # check_has_alias
    Q("翻译医疗剧字幕，快速血浆反应素试验在化验单上一般写成什么？",
      "check_has_alias", "快速血浆反应素试验", C),
    Q("剧本里男主拿到婚检化验单，特写镜头上印着RPR，后面写着阴性，RPR是哪项检查的缩写？",
      "check_has_alias", "RPR", AL),
    Q("动画片里医生给小熊做心电图检查，仪器屏幕上该写哪个英文缩写？",
      "check_has_alias", "心电图检查", C),
    Q("字幕组翻译一部育儿纪录片，新生儿疾病筛查检查对应的英文叫法是什么？",
      "check_has_alias", "新生儿疾病筛查检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day66"))
