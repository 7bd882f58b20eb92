"""Writes `medical_everyday_59.jsonl`, a fifty-ninth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-eighth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is sent with the text a phone's text recognition read off a photo or
a screenshot, pasted before the asker's own line: a drug box or a leaflet (佐乐辛 / 规恪:4mg×20片/盒 / 用法用星:口服，详见说眀书 /
批准文兮:国药准字H2003····, a barcode 6 901234 567892, 【规恪】每瓶装100ml【用法用星】口服，一次5～10ml，一日 broken before 3次), a
prescription or an order (处 万 笺 | 科别:感染科 … Rp: 噻苯唑片 ×1盒, 化疗医瞩单 | 止若 0.25mg iv st, 麻醉记录单), a lab report with its
项目 / 结果 / 参考范围 columns flattened into one line (甲功五项 项目 结果 参考范围 FT3 4.2 3.1-6.8 …, 大便常规 | 项目 结果 参考范围 | 颜色 黄色 黄色 |
…, 胎儿脐动脉收缩压与舒张压的比值 3.2 ＜3.0 ↑), a discharge record, an imaging or pathology report with its 姓名 / 性别 / 年龄 fields
(娃名：李** 性别:男 年龄：46岁, 病 理 诊 断 报 告), a registration slip or a hospital guide board (挂 号 单 … 科别：眼科 诊宝：3诊室, 门诊楼层分布 1F …
2F 骨科 · 疼痛科, 门诊导视牌：4F 消化科 · 内镜中心 →, 预约凭条), a chat screenshot (names, times and bubbles in a row: 老妈 09:12 … [语音] 3",
药师小李 14:02, 儿科群 · 王医生) and a page of a TCM or herbal book (第三章 胞睑疾病 ·46·, 《民间草药图谱》 ·212·, 《伤寒论》选读 第 12 页,
古籍影印本 卷三 ·宁嗽丸·). The recognised text keeps its noise in the framing only: lines broken in mid-phrase, stray characters and
marks (口, □, ■, ▲, ①, |, ·), half-width and full-width punctuation mixed, spaces between the characters of ordinary words
(出 院 记 录, 会 诊 单, 消化 内科), a similar-looking character misread in an ordinary word (娃名, 医瞩, 报吿, 医帅, 结杲, 科宝, 捡查, 规恪, 用法用星, 批准文兮,
国药淮字, 说眀书, 贮臧, 阅渎, 生产曰期, 年岭, 就沴, 2023-11-O2), page headers and numbers; the names of the question's records are
read right. Other records may stand in the recognised text (出院诊断：1.眶骨髓炎 2.2型糖尿病, the departments of a floor guide, the
ingredients a page of a formula book lists); the gold is always one record and one relation type, and the asker's line says
which, by naming it or as 这个药 / 这个病 / 这种肿瘤 where the text holds only one (佐乐辛, 立复汀 鼻喷雾剂, 第四脑室肿瘤, 这种肿瘤 after a report of a mass at
the 肝门部), or by setting the other aside (这已经不是单纯的肝豆状核变性了吧, 注意是局方的那个). 37 carry no recognised text (plain typed questions:
哪些病会并发足下垂？, 散血飞主要分布在哪些省？). Who asks varies: patients and their children photographing a discharge record or a
report, parents (孩子出院带的硫酸锌片, 儿保手册), people forwarding a family chat, a pharmacy's customers holding a box, herb users
photographing a book page, a stall's sign or a label (草药摊的纸牌子, 药材标签, 草药铺收据), a traveller (旅行App截图, 签证体检通知) and students of TCM
(方剂学笔记 P.203, 温病学讲义). 3 carry 呢/啊/呀/嘛/哈; 84 are tagged `context`; some ask two things and the first is the gold (窥阴症挂什么科？能治好吗;
结核性脓胸拖久了会变成慢性脓胸吗？要住院多久 names 慢性脓胸; 胆管癌会侵犯门静脉吗？手术还能做吗 names 门静脉; 美菲康会引起便秘吗？能长期吃吗 names 便秘;
侨光里有三七吗？孕妇能吃吗 names 三七; 奥地迈尔是选择性钙拮抗药吗？能和葡萄柚汁一起吃吗 names 选择性钙拮抗药; 山红活麻主要治什么？跟红活麻是一种吗？ asks what it
treats).

Records: taken from the seventh tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 57 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-ninth and forty-ninth sets drew from
the seventh tenth too, and this one takes only what they and every other set left. cures has 106 window sources and none
left: its six questions each name a drug no earlier question names (粪类圆线虫病 → 噻苯唑片, 肌萎缩侧索硬化 → 利鲁唑片, 翼状胬肉 →
注射用盐酸平阳霉素, 维生素K缺乏症 → 醋酸甲萘氢醌片, 肠病性肢端皮炎 → 硫酸锌片, 红癣 → 夫西地酸乳膏). Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by,
check_has_alias), the question names one neighbour no earlier question names (白内障 ← 长期暴露于UV 光, written without the space,
真菌性脑膜炎 ← 接触禽类排泄物或蝙蝠洞穴, 睾丸癌 ← 性腺发育不全, 矽肺病 ← 对二氧化硅的暴露量很大, 破伤风 ← 伤口中存在异物, 类癌综合征 ←
遗传性多发性内分泌肿瘤综合征I型, 肿瘤 → 生殖器区域 and 二级胆管分支, 类癌综合征 ↔ 小肠梗阻, 糖尿病性白内障 ↔ 轮辐状皮质性白内障, 肌肉痉挛 ↔ 肌内异位钙化,
肛门癌 ↔ HPV性传播, 肺炎 ↔ 中央阻塞性肿瘤, 肺癌 ↔ SVCS, 破伤风 ↔ 神经阻滞剂恶性综合征 and 牙科感染, 磨牙症 ↔ 迟发性运动障碍 and 口下颌肌张力障碍, 肝癌 ↔
上皮样血管内皮瘤 and 转移性肝脏疾病, 宁嗽丸 → 川石斛, 八骨散 → 鸡骨等, 巴戟煎丸 → 川楝子等, 八香丸 → 牛黄等, 半夏白术天麻汤 → 橘红等, 八风续命汤 → 独活等,
桂枝汤 → 解肌发表, 桑螵蛸散 → 涩精止遗, 清燥救肺汤 → 养阴益气, 温胆汤 → 和胃利胆, 济川煎 → 温肾益精, 普济消毒饮 → 大头瘟, 桃核承气汤 → 下焦蓄血证, 槐花散 →
便前出血, 暖肝煎 → 小腹疼痛, 旋复代赭汤 → 频频嗳气), is asked from the relation's target end (东南亚, where 肺结核 is prevalent;
腹股沟淋巴结, where 肛门癌 spreads; 精囊, which 肿瘤 invades; 健脾和胃, an efficacy of 枳实消痞丸 and 柴芍六君丸; 小便频数, what 桑螵蛸散 is
prescribed for), names its entity by an alias (半夏茯苓天麻汤, 参桂汤, 新生儿筛查 and EEG, earlier sets' mentions) or asks what an alias
stands for (凯美纳, 和窌, EEG, EUS: earlier questions' gold, asked here in other words); a few ask a record again in words no
earlier question uses (肺癌 twice, 盐酸埃克替尼片, 盐酸哌罗匹隆片, 盐酸伐昔洛韦分散片, 半夏白术天麻汤, 口禾髎, 无痛胃镜检查, 脑电图检查), and where a
window source has no neighbour left that no earlier question names, the question names one again (肺结核 → 巴基斯坦, 细菌性脑膜炎 →
发展中国家或地区, 肝癌 → 撒哈拉以南的非洲, 肝内胆管癌 → 肠系膜上动脉, 肛门癌 → 直肠旁淋巴结, 类风湿性关节炎 → 跖趾关节, 胆管癌 → 门静脉, 盐酸美金刚片 →
易倍申, 口禾髎 → 长频, 无痛胃镜检查 → 消化科, 脑电图检查 → 神经科). has_risk_factor has 18 window sources, all asked about before: its six
questions each name a risk factor no earlier question names. None of the four window sources of prevalent_in (细菌性脑膜炎,
肝癌, 肺癌, 肺结核) has a neighbour no earlier question names: three name one again, 肺癌 is asked in new words and one question
asks from the target end (东南亚, never an earlier question's entity). None of the six window sources of metastasizes_to
(类风湿性关节炎, 系统性红斑狼疮, 肛管癌, 肛门癌, 肝内胆管癌, 肺癌) has one either: three name one again, 肺癌 is asked in new words and one
question asks from the target end (腹股沟淋巴结, never an earlier question's entity). Of the three window sources of invades
(肾细胞癌, 肿瘤, 胆管癌) only 肿瘤 has any, and two questions name one each; 胆管癌 names 门静脉 again and one question asks from the
target end (精囊, never an earlier question's entity). Of the 31 window sources of related_disease, six questions each name a
neighbour no earlier question names; of the 13 of differential_diagnosis only 破伤风, 磨牙症 and 肝癌 have one left, and two
questions each name one. The window of drug_has_alias holds seven drugs (琥珀安神丸, 盐酸伐昔洛韦分散片, 盐酸克林霉素注射液, 盐酸哌罗匹隆片,
盐酸埃克替尼片, 盐酸奥昔布宁缓释胶囊, 盐酸美金刚片) with one alias each, all of them names earlier questions use: 盐酸美金刚片 is asked whether it is
also called 易倍申, three are asked in new words and one question asks what 凯美纳 (盐酸埃克替尼片's alias) stands for. None of the
seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier question names, five of
them one the network writes with 等, written the way people write it, without the 等 (半夏白术天麻汤 named by 半夏茯苓天麻汤, 八风续命汤 by
参桂汤). Of the 31 window formulas of formula_has_efficacy five are asked whether they have an efficacy no earlier question
names and one question asks from the target end (健脾和胃, never an earlier question's entity); five of the 34 of
prescribed_for are asked whether they treat a disease no earlier question names and one question asks from the target end
(小便频数, never an earlier question's entity). formula_has_alias has 29 sources and its window three (半夏白术天麻汤, 口禾髎, 哑门), all
of whose aliases earlier questions name; 哑门 is an entity of the second alias set and its aliases 舌厌 and 舌横 are that set's
mentions, so, as for the forty-ninth set, no question names them: 半夏白术天麻汤 and 口禾髎 are asked in new words, 口禾髎 also whether
it is also called 长频, and one question asks what 和窌 (口禾髎's alias) stands for. performed_by has six sources and
its window one (无痛胃镜检查, the fourth in key order), as for the forty-ninth set: it is asked in new words and whether it is done
in 消化科, and the records before and after it are asked too (新生儿疾病筛查检查, named by its alias 新生儿筛查; 脑电图检查, in new words and by
its alias EEG, whether it is done in 神经科); no question asks from the target end, every department of the type being an
earlier question's entity. check_has_alias has seven sources and its window none, as for the forty-ninth set: its questions
take the record in whose place in key order the seventh tenth falls (脑电图检查, the fifth, asked in new words and by what its
alias EEG stands for), the record before it (肌电图检查, whether it is also called electromyography) and the record after it
(超声内镜检查, by what its alias EUS stands for).

82 questions name the one neighbour they ask about, most of them naming two records (纵隔畸胎瘤 → 声音嘶哑, 肋锁综合征 → 骨科, 维生素B6依赖综合征 →
色氨酸试验, 肠出血性大肠埃希杆菌感染 → 血小板减少性紫癜, 结核性脓胸 → 慢性脓胸, 结肠类癌 → 嗜银细胞瘤, 细菌性角膜炎 → 细菌性角膜溃疡, 纤维性骨炎 →
继发性甲状旁腺功能亢进, 耻骨结核 → 育龄妇女, 肝脏类癌 → 肝动脉栓塞化疗, 硬腭和软腭裂伴单侧唇裂 → 唇腭裂, 精神分裂症,缓解期 → 精神分裂症, 第四脑室出血 → 脑出血,
结节病性心肌炎 → 结节病, 安挺 → 勃起功能障碍, 美菲康 → 便秘, 侨光 → 三七, 牛黄蛇胆川贝滴丸 → 薄荷脑, 奥地迈尔 → 选择性钙拮抗药, 达爽 → 血管紧张素转换酶抑制剂, 红活麻 →
咳嗽痰多, 平卧阴石蕨 → 续筋接骨, 萝卜参 → 补气壮阳, 穿龙薯蓣 → 黑龙江, 矮脚龙胆 → 小龙胆草, 翻背白草 → 白头翁, 肝显像检查 → 肝血管瘤, 胸壁检查 → 多根肋骨骨折, and
the neighbours above), six in other words than the neighbour's name (长期暴露于UV光 names 长期暴露于UV 光; 八骨散里有鸡骨吗, 巴戟煎丸里有川楝子吗,
八香丸里用牛黄吗, 半夏茯苓天麻汤里有橘红吗 and 参桂汤里有独活吗 name the ingredient the network writes with 等). Fifteen besides the alias-instance
questions are asked from the relation's target end (孩子腿有点O形腿，O形腿可能是哪些病引起的？, 哪些病会并发足下垂？, 日光照射不足会引起哪些病？,
足月儿和过期产儿容易得哪些病？, 东南亚哪些疾病比较流行？, 哪些癌会转移到腹股沟淋巴结？, 哪些病会侵犯精囊？, 肠憩室病分哪几种？, 哪些药吃了可能引起五羟色胺综合征？,
哪些药材能治气瘿？, 哪些药材有开窍醒神的功效？, 哪些方子能健脾和胃？, 哪些方子能治小便频数？, 哪些检查能查出先天性膈疝？, 巨肠症要做哪些检查？), each about a
neighbour of a window source that no earlier question asks about as its entity.

Names inside names: by a mechanical count 123 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them, some with the longer or the shorter name in the same text (肝豆状核变性伴发的精神障碍 holds 肝豆状核变性 and 精神障碍, and its
asker sets aside 单纯的肝豆状核变性 told in the consultation note; 突发性特发性感音神经性聋 holds 感音神经性聋, 肠石性肠梗阻 holds 肠梗阻, 肠出血性大肠埃希杆菌感染
holds 大肠埃希杆菌感染, 眼眶海绵状血管瘤 holds 海绵状血管瘤, 眼眶骨肉瘤 holds 骨肉瘤, 耳源性脑脓肿 holds 脑脓肿, 真菌性脑膜炎 and 细菌性脑膜炎 hold 脑膜炎; 结核性脓胸
holds 脓胸, as does 慢性脓胸, its answer; 结节病性心肌炎 holds 结节病, its answer, and 心肌炎; 精神分裂症,缓解期 holds 精神分裂症, its answer, written with a
narrow comma; 硬腭和软腭裂伴单侧唇裂 is one character from 硬腭和软腭裂伴有单侧唇裂 and holds 单侧唇裂; 第四脑室出血 holds 脑室出血 and is asked against 脑出血;
结肠憩室病 holds 肠憩室病, whose kinds a question asks, 结肠憩室病 among them; 糖尿病性白内障 holds 糖尿病 and 白内障, itself asked under has_risk_factor,
as 轮辐状皮质性白内障, its answer, holds 白内障; 肝内胆管癌 holds 胆管癌, both asked; 类癌综合征, 结肠类癌 and 肝脏类癌 share 类癌; 糖原贮积病V型 holds
糖原贮积病; 足下垂 and 东南亚 lie inside longer records; 牛黄清心丸（局方） holds 牛黄清心丸, and its asker says 注意是局方的那个; 益母草流浸膏 holds 益母草, which its
asker names; 牛黄蛇胆川贝滴丸 holds 牛黄, 牛黄抱龙丸 holds 抱龙丸, 甘氨酸茶碱钠胶囊 lies inside 复方甘氨酸茶碱钠胶囊; 红毛野海棠 is named by 山红活麻, which holds
红活麻, asked on its own, and its asker sets the two side by side; 红毛蛇 is named by 平卧阴石蕨, which holds 阴石蕨, its other alias; 石串莲 is
named by 小石斛, which holds 石斛; 矮脚龙胆 is asked whether it is also called 小龙胆草, which holds its alias 小龙胆, and 金龙胆草 holds 龙胆草; 无痛胃镜检查
holds 胃镜检查, 肾上腺CT检查 holds CT检查, and 脑电图检查 lies inside 心电图与脑电图检查 and 肌电图检查 inside 盆底肌电图检查).

About one question in four (50 of 210) names its entity by a name the network records for that very instance: disease
aliases (7: eponyms and other names, Meige综合征 and Brueghel综合征 for 眼睑痉挛—口下颏部肌张力障碍, Bennett骨折脱位 for 第1掌骨基底部骨折脱位,
McArdle肌病 for 糖原贮积病V型 (two questions) and 阴道结核 for 结核性阴道炎, earlier questions' gold asked here as the patient's word; an English
name, primary mediastinal, recorded for 纵隔肿瘤); drug trade names (27, below); medicinal material aliases (12: 老京藤, 山红活麻,
窄叶大救驾, 横杯草, 平卧阴石蕨, 六月寒, 大仙桃草, 萝卜参, 小石斛, 漏子多吾, 散血飞, 五节芝茎); TCM formula aliases (2: 半夏茯苓天麻汤 and 参桂汤, earlier
sets' mentions); check aliases (2: 新生儿筛查 and EEG, earlier sets' mentions). Each of these names is listed by that one instance
only. Ten more ask what an alias stands for (primary mediastinal, 碘性巴塞多病, 河盲症或瞎眼丝虫病, 凯美纳, 牛舌三七, 九节龙, 金龙胆草, 和窌, EEG,
EUS: disease, drug, material, formula and check aliases): their gold is the alias instance, answered by the record that lists
it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Drug trade names: 27 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (佐乐辛, 可兰特, 安挺, 立复汀, 麦迪海, 依舒佳林, 艾贝宁, 欣络平, 泰生, 美菲康, 佳琪亚, 苏新, 侨光, 延尔, 龙菲刻, 洛唐, 再宁平, 齐齐, 止若, 奥地迈尔, 斯康杜尼,
升白安, 先强维可依, 络欣平, 达爽, 盛堂, 贝特舒). All but two of them (麦迪海 and 盛堂) are also drug records of their own. They are labelled as
in the earlier sets: the gold entity is the standard record (甲磺酸瑞波西汀片, 盐酸伊伐布雷定片, 甲磺酸酚妥拉明片, 盐酸左卡巴斯汀鼻喷雾剂, 甘油灌肠剂,
甲磺酸二氢麦角碱缓释片, 盐酸右美托咪定注射液, 甲磺酸氨氯地平片, 盐酸二氧丙嗪片, 盐酸吗啡缓释片, 甲巯咪唑软膏, 盐酸丁螺环酮片, 田参氨基酸胶囊, 甘氨酸茶碱钠胶囊, 百癣夏塔热片,
甲钴胺胶囊, 盐酸乐卡地平片, 盐酸司他斯汀片, 盐酸帕洛诺司琼注射液, 盐酸维拉帕米缓释胶囊, 盐酸甲哌卡因注射液, 盐酸小檗胺片, 盐酸利托君片, 甲磺酸多沙唑嗪片, 盐酸咪达普利片,
甘草酸铋散, 盐酸倍他洛尔滴眼液), the mention is the trade name and the line is tagged `alias`, because whoever holds the box, the
order or the prescription asks about the medicine, and the standard record is the one that names it, holds its class and
lists the trade name.

Other names the network holds under two records:
- EEG and EUS are check records as well as the alias instances 脑电图检查 and 超声内镜检查 list, and 凯美纳 a drug record as well as the
  alias instance 盐酸埃克替尼片 lists (报告单上的EEG是哪项检查？, EUS是什么检查？, 病友群里说的凯美纳，是哪个药的别名？): each asks what the name stands
  for, so the gold is the alias instance, as the fifty-sixth set's EMG question is. EEG, by which a performed_by question names
  脑电图检查, and 新生儿筛查, by which one names 新生儿疾病筛查检查, are check records too: the question names the check to be done, so
  the gold is the record the alias belongs to, as in the earlier sets' EEG and 新生儿筛查 questions.
- Some named neighbours are records of other types too: 细菌性角膜溃疡 a disease as well as the alias its disease lists, 易倍申 a drug
  as well as an alias, 白头翁 a medicinal material and an ingredient besides an alias, 三七 a medicinal material besides an
  ingredient, 血管紧张素转换酶抑制剂 a disease and a drug besides a drug product class, 骨科 a body part and a population besides a
  department, 门静脉 a check and a population besides a body part, 继发性甲状旁腺功能亢进 a disease and a symptom besides a cause, 便秘 a cause
  and a disease besides a symptom, 声音嘶哑 a disease besides a symptom, 唇腭裂, 结节病 and 勃起功能障碍 aliases and symptoms besides diseases
  (结节病 a cause besides), 脑出血 a cause and a symptom besides a disease, and 血小板减少性紫癜, 精神分裂症, 小肠梗阻, 迟发性运动障碍, 口下颌肌张力障碍
  and 小腹疼痛 diseases and symptoms.
- Besides these, 33 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 足下垂, 肌萎缩侧索硬化, 破伤风 (three questions), 磨牙症 (two), 肺结核, 先天性膈疝, and the region 东南亚 and the body part 腹股沟淋巴结; a
  cause record: 纵隔肿瘤; both: 结节性甲状腺肿, 窦房传导阻滞, 白内障, 矽肺病, 类癌综合征 (two), 类风湿性关节炎, 肌肉痉挛, 肺炎, and 肿瘤 (two) a
  population record besides; an alias, a cause and a symptom record: 肝癌 (three), and 肺癌 (three) a population record besides; an
  ingredient record for the material 红活麻; a drug record for the alias instance 凯美纳 and a check record for EEG and EUS), and the
  wording says which is meant (诊断, 医生说, 考虑, 危险因素, 转移, 侵犯, 鉴别, 主要治, 别名, 是哪项检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_59.py    # rewrites bench/sets/medical_everyday_59.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DR, EF, F, M, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_59.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("[图片文字]\n××市第一人民医院 出 院 记 录\n娃名：李** 性别:男 年龄：46岁\n出院诊断：1.眶骨髓炎 2.2型糖尿病\n出院医瞩：按时服药,门诊随访□\n"
      "眶骨髓炎平时会有哪些症状？", "has_symptom", "眶骨髓炎", D),
    Q("头颅MRI报 告 单 | 检查号:MR20230416\n检查所见：第四脑室内见类圆形异常信号影，边界尚清，\n周围脑组织受压…\n诊断意见:考虑第四脑室肿瘤,建议增强扫描。\n"
      "报告医帅：王** 审核:■■\n我爸这个病会有哪些表现啊", "has_symptom", "第四脑室肿瘤", D),
    Q("CT报吿（胸部平扫+增强）\n影像诊断:前纵隔占位,纵隔畸胎瘤可能性大\n建议：胸外科就沴\n——\n我这两个月说话声音嘶哑，是纵隔畸胎瘤引起的吗？",
      "has_symptom", "纵隔畸胎瘤", D, named="声音嘶哑"),
    Q("老妈 09:12\n今天去医院了，医生说是突发性特发性感音神经性聋\n老妈 09:13\n[语音] 3\"\n我 09:20\n要住院吗\n（聊天截图识别）\n"
      "突发性特发性感音神经性聋一般都有什么症状？", "has_symptom", "突发性特发性感音神经性聋", D),
    Q("儿子 19:40\n[图片] 基因报告出来了\n儿子 19:41\n说是McArdle肌病，医生让少做剧烈运动\n（聊天截图）\n"
      "McArdle肌病都会有哪些症状？", "has_symptom", "糖原贮积病V型", D, mention="McArdle肌病"),
    Q("病 理 诊 断 报 告\n送检部位:阴道壁组织 ①\n病理诊断：肉芽肿性炎伴干酪样坏死，符合阴道结核。\n签发日期:2023-11-O2\n——\n阴道结核会有哪些症状？",
      "has_symptom", "结核性阴道炎", D, mention="阴道结核"),
    Q("孩子腿有点O形腿，O形腿可能是哪些病引起的？", "has_symptom", "O形腿", S),
    # designated_to
    Q("眼眶CT：右眶肌锥内见类圆形软组织密度影，边界清…\n印象：眼眶海绵状血管瘤\n(复诊请带本报告) 口\n眼眶海绵状血管瘤在医院挂哪个科？",
      "designated_to", "眼眶海绵状血管瘤", D),
    Q("老公说他有窥阴症，自己也很苦恼，想去医院看看，窥阴症挂什么科？能治好吗", "designated_to", "窥阴症", D),
    Q("第三章 胞睑疾病      ·46·\n粟疮　胞睑内面颗粒累累，色黄而软，状如粟米…多因脾胃湿热，\n复感风邪…\n（拍的书上的一页）\n粟疮现在去医院的话要挂哪个科？",
      "designated_to", "粟疮", D),
    Q("真菌培养 结 杲：耳霉属(+)\n临床诊断:耳霉虫霉病\n送检医生:□□ 科宝:急 诊\n耳霉虫霉病应该挂哪个科?", "designated_to", "耳霉虫霉病", D),
    Q("门诊楼层分布\n1F 急诊科 | 儿科 | 药房\n2F 骨科 · 疼痛科 · 康复医学科\n3F 神经内科 | 心内科\n(拍照识别)\n医生怀疑我是肋锁综合征，去2楼骨科对吗？",
      "designated_to", "肋锁综合征", D, named="骨科"),
    Q("挂 号 单\n姓名：张** 年龄：58 科别：眼科 诊宝：3诊室\n费用:¥15.00\n眼科医生看了说是Meige综合征，让我改挂别的科，Meige综合征该挂哪个科？",
      "designated_to", "眼睑痉挛—口下颏部肌张力障碍", D, mention="Meige综合征"),
    Q("会诊意见（截图）：患者肝豆状核变性病史5年，近期情绪不稳、幻听，\n考虑肝豆状核变性伴发的精神障碍，建议专科就诊。\n"
      "这已经不是单纯的肝豆状核变性了吧，肝豆状核变性伴发的精神障碍该挂哪个科？", "designated_to", "肝豆状核变性伴发的精神障碍", D),
    # checks
    Q("会 诊 单\n临床诊断：左眼眶骨肉瘤？\n申请目的:明确诊断 ▲\n医生说还得再做几项检查，眼眶骨肉瘤一般要做哪些检查？", "checks", "眼眶骨肉瘤", D),
    Q("B超单：肝门区囊性无回声，考虑肝动脉瘤可能…\n捡查医生:赵**\n肝动脉瘤还需要做哪些检查？", "checks", "肝动脉瘤", D),
    Q("急诊 · 护士站 22:41\n家属你好，患者考虑肠石性肠梗阻，需要完善检查\n[图片]\n（微信截图）\n肠石性肠梗阻一般要做哪些检查？", "checks", "肠石性肠梗阻", D),
    Q("检验申请单 | 患儿 男 8月\n临床诊断:维生素B6依赖综合征(?)\n申请项目:□色氨酸试验 □血氨基酸\n维生素B6依赖综合征真的要做色氨酸试验吗?",
      "checks", "维生素B6依赖综合征", D, named="色氨酸试验"),
    Q("胶囊内镜报告\n所见:空肠、回肠多处囊袋样突起…\n诊断：空肠、回肠憩室\n建议:消化 内科随诊\n空肠、回肠憩室还需要做哪些检查？", "checks", "空肠、回肠憩室", D),
    Q("甲功五项 项目 结果 参考范围 FT3 4.2 3.1-6.8 FT4 15.6 12-22 TSH 2.1 0.27-4.2\n临床诊断:结节性甲状腺肿\n结节性甲状腺肿还要做哪些检查？",
      "checks", "结节性甲状腺肿", D),
    Q("髋关节X线(拍照)：右股骨头密度不均，\n可见新月征…考虑缺血性骨坏死\n缺血性骨坏死还要做哪些检查才能确诊？", "checks", "缺血性骨坏死", D),
    # has_complication
    Q("X线报告：右手第2掌骨骨干膨胀，骨质破坏…考虑短骨骨干结核\n报吿日期:2024-O1-09\n短骨骨干结核会引起哪些并发症?", "has_complication", "短骨骨干结核", D),
    Q("心电图诊断：1.窦性心律 2.窦房传导阻滞 3.ST段改变\n医生签名：□□ 2024/03/05\n窦房传导阻滞会并发哪些问题？", "has_complication", "窦房传导阻滞", D),
    Q("检验科发来的截图：粪便查见肉孢子虫卵囊，考虑肉孢子虫病。\n肉孢子虫病有哪些并发症？", "has_complication", "肉孢子虫病", D),
    Q("儿科群 · 王医生\n孩子便培养是肠出血性大肠埃希杆菌感染，注意观察尿量和皮肤出血点\n——\n肠出血性大肠埃希杆菌感染会并发血小板减少性紫癜吗",
      "has_complication", "肠出血性大肠埃希杆菌感染", D, named="血小板减少性紫癜"),
    Q("结核性脓胸拖久了会变成慢性脓胸吗？要住院多久", "has_complication", "结核性脓胸", D, named="慢性脓胸"),
    Q("哪些病会并发足下垂？", "has_complication", "足下垂", D, reverse=True),
    # cures
    Q("处 万 笺 | 科别:感染科 姓名:刘** 年龄:62\n临床诊断：粪类圆线虫病\nRp: 噻苯唑片 ×1盒 Sig. 遵医嘱\n医帅：□□\n噻苯唑片是治粪类圆线虫病的吗?",
      "cures", "粪类圆线虫病", D, named="噻苯唑片"),
    Q("利鲁唑片\n规恪：50mg×28片\n国药淮字H2005XXXX\n6 901234 567892\n我爸是肌萎缩侧索硬化，利鲁唑片是治这个病的吗", "cures", "肌萎缩侧索硬化", D,
      named="利鲁唑片"),
    Q("翼状胬肉复发了，医生说要用注射用盐酸平阳霉素，这个药能治翼状胬肉吗", "cures", "翼状胬肉", D, named="注射用盐酸平阳霉素"),
    Q("药师小李 14:02\n维生素K缺乏症可以口服醋酸甲萘氢醌片，一次一片\n我 14:05\n好的\n(截图)\n醋酸甲萘氢醌片真能治维生素K缺乏症吗", "cures",
      "维生素K缺乏症", D, named="醋酸甲萘氢醌片"),
    Q("出院带药 | 药名 规格 数量\n硫酸锌片 …… 2盒\n出院诊断:肠病性肢端皮炎\n孩子出院带的硫酸锌片是治肠病性肢端皮炎的吗？", "cures", "肠病性肢端皮炎", D,
      named="硫酸锌片"),
    Q("皮肤科门诊病历\n诊断：红癣(腹股沟)\n处理：夫西地酸乳膏 外用 bid\n复沴:2周后\n红癣用夫西地酸乳膏管用吗", "cures", "红癣", D, named="夫西地酸乳膏"),
    # shown_on
    Q("英文病理报告拍照识别出来的：\nDiagnosis: primary mediastinal ... (see comment)\nprimary mediastinal这个病是长在哪个部位的？", "shown_on", "纵隔肿瘤", D,
      mention="primary mediastinal"),
    Q("入院记录（拍照）：慢性化脓性中耳炎20年，头痛发热1周，考虑耳源性脑脓肿\n耳源性脑脓肿一般长在脑子哪个位置？", "shown_on", "耳源性脑脓肿", D),
    Q("手术记录（截图）：术中见大网膜一段暗红、水肿…诊断网膜原发性节段性梗死\n网膜原发性节段性梗死一般是网膜哪个位置出问题？", "shown_on", "网膜原发性节段性梗死", D),
    Q("X线片报告：双侧股骨远端可见纵行条纹状致密影，考虑纹状骨瘤\n纹状骨瘤一般长在骨头哪个位置?", "shown_on", "纹状骨瘤", D),
    Q("病理：(右前臂)神经鞘黏液瘤\n取材医师：□ 诊断医帅：□\n神经鞘黏液瘤一般长在身体哪些地方？", "shown_on", "神经鞘黏液瘤", D),
    Q("大便常规 | 项目 结果 参考范围 | 颜色 黄色 黄色 | 性状 稀 软 | 白细胞 3-5/HP 0-偶见 | 毛滴虫 阳性(+) 阴性\n医生说是肠毛滴虫病，这个病主要在肠子哪一段？",
      "shown_on", "肠毛滴虫病", D),
    # has_alias
    Q("病理：皮下囊肿，见棘球蚴头节，符合皮肤棘球蚴病\n皮肤棘球蚴病还有什么别的叫法？", "has_alias", "皮肤棘球蚴病", D),
    Q("肠镜病理：(横结肠)结肠类癌\n免疫组化:CgA(+) Syn(+)\n结肠类癌是不是也叫嗜银细胞瘤？", "has_alias", "结肠类癌", D, named="嗜银细胞瘤"),
    Q("眼科门诊病历\n诊断：细菌性角膜炎(右)\n医瞩：左氧氟沙星滴眼液 q2h\n细菌性角膜炎和细菌性角膜溃疡是一回事吗?", "has_alias", "细菌性角膜炎", D,
      named="细菌性角膜溃疡"),
    Q("维生素B1缺乏病老百姓一般叫什么？", "has_alias", "维生素B1缺乏病", D),
    Q("报告上写着primary mediastinal，对应的中文病名是什么？", "has_alias", "primary mediastinal", AL),
    Q("老书上看到碘性巴塞多病，现在叫什么病？", "has_alias", "碘性巴塞多病", AL),
    Q("纪录片截图字幕：“……在非洲，河盲症或瞎眼丝虫病……”\n河盲症或瞎眼丝虫病是哪个病的别名？", "has_alias", "河盲症或瞎眼丝虫病", AL),
    # caused_by
    Q("肛肠科检查单:直肠指诊…直肠黏膜松弛\n我便秘好多年了，直肠黏膜松弛是怎么引起的?", "caused_by", "直肠黏膜松弛", D),
    Q("急诊X线报告：右第1掌骨基底部骨折并腕掌关节脱位(Bennett骨折脱位)\n打球被球戳了一下就这样了，Bennett骨折脱位一般是怎么造成的?", "caused_by",
      "第1掌骨基底部骨折脱位", D, mention="Bennett骨折脱位"),
    Q("透析中心化验单 | PTH 856 pg/ml (15-65)↑ | 钙 2.0 mmol/L | 磷 2.4 mmol/L\n医生说骨头痛是纤维性骨炎，是继发性甲状旁腺功能亢进引起的吗？",
      "caused_by", "纤维性骨炎", D, named="继发性甲状旁腺功能亢进"),
    Q("肠镜：乙状结肠多发憩室，诊断结肠憩室病\n结肠憩室病是什么原因造成的？", "caused_by", "结肠憩室病", D),
    Q("基因检测报告 | 受检者:陈** 性别:男 年岭:17\n检测结论:PYGM基因复合杂合变异,符合McArdle肌病\n孩子一跑步腿就抽筋，McArdle肌病是怎么引起的？",
      "caused_by", "糖原贮积病V型", D, mention="McArdle肌病"),
    Q("神经内科门诊 · 诊断：Brueghel综合征\n(双眼睑痉挛、张口困难)\nBrueghel综合征是什么原因引起的？", "caused_by", "眼睑痉挛—口下颏部肌张力障碍", D,
      mention="Brueghel综合征"),
    Q("儿保科宣教单（拍照）：多晒太阳 · 每天户外活动1~2小 时 ·\n日光照射不足会引起哪些病？", "caused_by", "日光照射不足", CA),
    # has_risk_factor
    Q("眼科体检报告：双眼晶状体混浊，白内障(初期)\n我在户外工作二十年，长期暴露于UV光是白内障的危险因素吗？", "has_risk_factor", "白内障", D,
      named="长期暴露于UV 光"),
    Q("我哥 21:03\n他们说是真菌性脑膜炎，问家里是不是养鸽子\n我 21:05\n老家确实养了一群\n——\n接触禽类排泄物或蝙蝠洞穴是真菌性脑膜炎的高危因素吗?",
      "has_risk_factor", "真菌性脑膜炎", D, named="接触禽类排泄物或蝙蝠洞穴"),
    Q("性腺发育不全的人更容易得睾丸癌吗？", "has_risk_factor", "睾丸癌", D, named="性腺发育不全"),
    Q("职业健康检查结果告知书\n工种:石英砂破碎 接害因素:矽尘\n结论：疑似矽肺病，建议复查\n对二氧化硅的暴露量很大会增加矽肺病的风险吗？",
      "has_risk_factor", "矽肺病", D, named="对二氧化硅的暴露量很大"),
    Q("急诊病历：左足底被铁钉扎伤，伤口内有铁锈残留 口\n伤口中存在异物是破伤风的危险因素吗？", "has_risk_factor", "破伤风", D, named="伤口中存在异物"),
    Q("遗传咨询报告：先证者诊断遗传性多发性内分泌肿瘤综合征I型(MEN1)\n遗传性多发性内分泌肿瘤综合征I型是类癌综合征的高危因素吗？",
      "has_risk_factor", "类癌综合征", D, named="遗传性多发性内分泌肿瘤综合征I型"),
    # common_in
    Q("寄生虫科化验单：皮下结节中取出蝇蛆幼虫\n诊断:皮肤蝇蛆病\n皮肤蝇蛆病一般哪些人容易得？", "common_in", "皮肤蝇蛆病", D),
    Q("孩子三岁女孩，MRI说是眼眶静脉性血管瘤，这个病一般多见于哪些人？", "common_in", "眼眶静脉性血管瘤", D),
    Q("脊髓MRI报告:胸段脊髓表面迂曲血管影，考虑第I型脊髓血管畸形\n第I型脊髓血管畸形一般多见于什么人？", "common_in", "第I型脊髓血管畸形", D),
    Q("肠镜报告\n镜下所见：直肠见紫红色隆起…\n诊断：结直肠血管瘤\n孩子才15岁，结直肠血管瘤一般是什么年纪的人得？", "common_in", "结直肠血管瘤", D),
    Q("闺蜜 20:16\n我腹股沟疼了好久，医生说是耻骨结核\n闺蜜 20:17\n还说这个病多见于育龄妇女\n（截图）\n耻骨结核真的多见于育龄妇女吗？", "common_in", "耻骨结核", D,
      named="育龄妇女"),
    Q("新生儿科宣教栏(拍照)：……足月儿和过期产儿出生后要注意呼吸情况……\n足月儿和过期产儿容易得哪些病？", "common_in", "足月儿和过期产儿", PO),
    # prevalent_in
    Q("旅行App截图：东南亚 · 健康提示 ⚠ 请注意饮食饮水卫生…\n东南亚哪些疾病比较流行？", "prevalent_in", "东南亚", RE),
    Q("肺癌在哪些国家和地区发病比较多？", "prevalent_in", "肺癌", D),
    Q("签证体检通知：赴巴基斯坦人员需加做胸片\n肺结核在巴基斯坦高发吗？", "prevalent_in", "肺结核", D, named="巴基斯坦"),
    Q("世卫组织资料(截图翻译)：……脑膜炎带……\n细菌性脑膜炎是不是在发展中国家或地区更多见？", "prevalent_in", "细菌性脑膜炎", D, named="发展中国家或地区"),
    Q("援外医疗队通知(截图)：……赴撒哈拉以南的非洲工作两年……\n肝癌在撒哈拉以南的非洲多发吗？", "prevalent_in", "肝癌", D, named="撒哈拉以南的非洲"),
    # treated_with
    Q("会诊意见：硬脑膜肉瘤术后残留，建议放疗科评估\n硬脑膜肉瘤有哪些治疗方法？", "treated_with", "硬脑膜肉瘤", D),
    Q("腰椎正侧位片报告：L5骶化（移行脊椎）\n报告医帅:□□\n移行脊椎需要治疗吗，一般怎么治？", "treated_with", "移行脊椎", D),
    Q("康复科 孙医生 10:30\n你这个是肌纤维组织炎，可以考虑打个封闭\n我 10:32\n封闭有用吗\n（截图）\n肌纤维组织炎一般怎么治？", "treated_with", "肌纤维组织炎", D),
    Q("血管外科门诊病历：餐后腹痛、体重下降，CTA示肠系膜上动脉狭窄，\n考虑缺血性肠绞痛\n缺血性肠绞痛怎么治？", "treated_with", "缺血性肠绞痛", D),
    Q("CT：肝内多发富血供结节，结合病理考虑肝脏类癌\n肝脏类癌能做肝动脉栓塞化疗吗？", "treated_with", "肝脏类癌", D, named="肝动脉栓塞化疗"),
    Q("骨科出院小结：股骨大粗隆结核，\n术后继续抗结核治疗…\n股骨大粗隆结核一般怎么治疗？", "treated_with", "股骨大粗隆结核", D),
    # metastasizes_to
    Q("B超报告：双侧腹股沟淋巴结肿大\n哪些癌会转移到腹股沟淋巴结？", "metastasizes_to", "腹股沟淋巴结", BP),
    Q("增强CT：肝内胆管癌，病灶邻近肠系膜上动脉…\n肝内胆管癌会转移到肠系膜上动脉吗？", "metastasizes_to", "肝内胆管癌", D, named="肠系膜上动脉"),
    Q("肺癌最容易转移到身体哪些部位呀", "metastasizes_to", "肺癌", D),
    Q("PET-CT：肛管区代谢增高灶，直肠旁见小淋巴结…\n肛门癌会转移到直肠旁淋巴结吗？", "metastasizes_to", "肛门癌", D, named="直肠旁淋巴结"),
    Q("风湿科化验单 | 类风湿因子 128 IU/ml (0-20)↑ | 抗CCP抗体 >200 U/ml (0-25)↑\n诊断类风湿性关节炎，脚趾根也疼，类风湿性关节炎会累及跖趾关节吗？",
      "metastasizes_to", "类风湿性关节炎", D, named="跖趾关节"),
    # invades
    Q("病理报告：(外阴)恶性肿瘤…\n肿瘤会侵犯生殖器区域吗？", "invades", "肿瘤", D, named="生殖器区域"),
    Q("MRCP报告：肝门部占位，累及左右肝管…\n这种肿瘤会侵犯二级胆管分支吗？", "invades", "肿瘤", D, named="二级胆管分支"),
    Q("胆管癌会侵犯门静脉吗？手术还能做吗", "invades", "胆管癌", D, named="门静脉"),
    Q("前列腺MRI：……双侧精囊信号异常\n哪些病会侵犯精囊？", "invades", "精囊", BP),
    # is_subtype_of
    Q("出生缺陷登记卡：诊断 硬腭和软腭裂伴单侧唇裂\n硬腭和软腭裂伴单侧唇裂属于唇腭裂吗？", "is_subtype_of", "硬腭和软腭裂伴单侧唇裂", D, named="唇腭裂"),
    Q("病案首页 出院诊断：精神分裂症,缓解期\n精神分裂症,缓解期在疾病分类上是不是归在精神分裂症下面？", "is_subtype_of", "精神分裂症,缓解期", D,
      named="精神分裂症"),
    Q("头颅CT：第四脑室内高密度影，考虑第四脑室出血\n第四脑室出血属于脑出血吗？", "is_subtype_of", "第四脑室出血", D, named="脑出血"),
    Q("MRCP报告：胆囊颈部结石压迫肝总管，考虑米里齐综合征\n米里齐综合征在疾病分类里属于哪一类？", "is_subtype_of", "米里齐综合征", D),
    Q("心脏MRI：室间隔基底段延迟强化…考虑结节病性心肌炎\n结节病性心肌炎算结节病的一种吗？", "is_subtype_of", "结节病性心肌炎", D, named="结节病"),
    Q("肠憩室病分哪几种？", "is_subtype_of", "肠憩室病", D, reverse=True),
    # related_disease
    Q("腹部CT：回肠末端肿物，伴小肠梗阻征象\n病理:类癌\n类癌综合征和小肠梗阻有关系吗？", "related_disease", "类癌综合征", D, named="小肠梗阻"),
    Q("眼科检查：晶状体皮质呈轮辐状混浊\n诊断:糖尿病性白内障\n糖尿病性白内障跟轮辐状皮质性白内障有关吗？", "related_disease", "糖尿病性白内障", D,
      named="轮辐状皮质性白内障"),
    Q("骨科门诊病历：小腿反复肌肉痉挛，X线示肌内异位钙化\n肌肉痉挛和肌内异位钙化有关联吗？", "related_disease", "肌肉痉挛", D, named="肌内异位钙化"),
    Q("HPV检测报告 | HPV16 阳性(+) | HPV18 阴性\n肛门癌跟HPV性传播有关吗？", "related_disease", "肛门癌", D, named="HPV性传播"),
    Q("胸部CT：右肺门占位，远端阻塞性肺炎…\n肺炎和中央阻塞性肿瘤有关系吗？", "related_disease", "肺炎", D, named="中央阻塞性肿瘤"),
    Q("CT报告：右上肺中央型肺癌，上腔静脉受压\n肺癌跟SVCS有关吗？", "related_disease", "肺癌", D, named="SVCS"),
    # differential_diagnosis
    Q("急诊记录：张口困难、颈项强直，3天前服用氟哌啶醇…\n破伤风要和神经阻滞剂恶性综合征鉴别吗？", "differential_diagnosis", "破伤风", D,
      named="神经阻滞剂恶性综合征"),
    Q("牙疼了好几天，现在嘴也张不开，破伤风和牙科感染怎么区分？", "differential_diagnosis", "破伤风", D, named="牙科感染"),
    Q("口腔科病历：夜磨牙，伴口周不自主运动\n磨牙症和迟发性运动障碍要怎么鉴别？", "differential_diagnosis", "磨牙症", D, named="迟发性运动障碍"),
    Q("磨牙症跟口下颌肌张力障碍怎么分？", "differential_diagnosis", "磨牙症", D, named="口下颌肌张力障碍"),
    Q("上腹部增强CT：肝内多发低密度灶，\n考虑肝癌，需与上皮样血管内皮瘤鉴别\n肝癌和上皮样血管内皮瘤怎么区分？", "differential_diagnosis", "肝癌", D,
      named="上皮样血管内皮瘤"),
    Q("我妈有肠癌病史，现在肝上有结节，肝癌和转移性肝脏疾病怎么鉴别？", "differential_diagnosis", "肝癌", D, named="转移性肝脏疾病"),
    # indicated_for
    Q("佐乐辛\n规恪:4mg×20片/盒\n用法用星:口服，详见说眀书\n批准文兮:国药准字H2003····\n这个药能治什么病？", "indicated_for", "甲磺酸瑞波西汀片", DR,
      mention="佐乐辛"),
    Q("爸 08:47\n[图片] 可兰特\n爸 08:48\n医生新开的，一天两次\n(聊天截图)\n可兰特是治什么的？", "indicated_for", "盐酸伊伐布雷定片", DR, mention="可兰特"),
    Q("男科处方：安挺 40mg 按需服用\n医帅签名:□□\n安挺是治勃起功能障碍的吗？", "indicated_for", "甲磺酸酚妥拉明片", DR, mention="安挺", named="勃起功能障碍"),
    Q("立复汀 鼻喷雾剂\n【规格】10ml\n【贮臧】遮光，密闭保存\n69 20345 67810 3\n这个药是治什么的？", "indicated_for", "盐酸左卡巴斯汀鼻喷雾剂", DR,
      mention="立复汀"),
    Q("麦迪海 灌肠剂 | 110ml×1支\n外用 · 请仔细阅渎说明书\n麦迪海是治什么的？", "indicated_for", "甘油灌肠剂", DR, mention="麦迪海"),
    Q("依舒佳林\n规恪：2.5mg×30片\n生产曰期：20230612\n这个药主要治哪些病？", "indicated_for", "甲磺酸二氢麦角碱缓释片", DR, mention="依舒佳林"),
    Q("说明书拍照:\n牛黄清心丸（局方）\n【用法用星】口服。一次1丸，一日1次\n注意是局方的那个，牛黄清心丸（局方）主要治什么？", "indicated_for",
      "牛黄清心丸（局方）", DR),
    # has_adverse_reaction
    Q("麻醉记录单(拍照)\n术中用药：艾贝宁 泵入 …\n心率 48次/分 ↓\n艾贝宁有哪些不良反应？", "has_adverse_reaction", "盐酸右美托咪定注射液", DR,
      mention="艾贝宁"),
    Q("欣络平\n规恪：5mg×7片\n批淮文号：国药准字H2008····\n吃了这个药脚踝有点肿，它有哪些副作用？", "has_adverse_reaction", "甲磺酸氨氯地平片", DR,
      mention="欣络平"),
    Q("处方：泰生 5mg tid\n医师:□□ 药师:□□\n泰生吃了有哪些副作用？", "has_adverse_reaction", "盐酸二氧丙嗪片", DR, mention="泰生"),
    Q("肿瘤科 · 用药交代单\n美菲康 30mg q12h 口服\n注意:多饮水,多吃蔬菜 口\n美菲康会引起便秘吗？能长期吃吗", "has_adverse_reaction", "盐酸吗啡缓释片", DR,
      mention="美菲康", named="便秘"),
    Q("佳琪亚 软膏 10g\n外用,涂于甲状腺部位皮肤\n佳琪亚有哪些不良反应？", "has_adverse_reaction", "甲巯咪唑软膏", DR, mention="佳琪亚"),
    Q("苏新\n片剂 · 5mg×24片\n(药盒侧面，字有点糊)\n苏新吃了有什么副作用？", "has_adverse_reaction", "盐酸丁螺环酮片", DR, mention="苏新"),
    Q("哪些药吃了可能引起五羟色胺综合征？", "has_adverse_reaction", "五羟色胺综合征", S),
    # has_ingredient
    Q("侨光 胶囊\n【规格】0.3g×24粒\n【用法用星】口服,一次2粒\n侨光里有三七吗？孕妇能吃吗", "has_ingredient", "田参氨基酸胶囊", DR, mention="侨光", named="三七"),
    Q("延尔\n胶囊剂 · 0.15g×12粒\n批准文兮:国药准字H1102····\n延尔里面都有哪些成分？", "has_ingredient", "甘氨酸茶碱钠胶囊", DR, mention="延尔"),
    Q("龙菲刻(维吾尔药)\n一次2片 一日3次 · 规恪0.3g\n龙菲刻的成分是什么？", "has_ingredient", "百癣夏塔热片", DR, mention="龙菲刻"),
    Q("洛唐\n0.5mg × 20粒\n条码 6 923456 789012\n洛唐的成分是什么？", "has_ingredient", "甲钴胺胶囊", DR, mention="洛唐"),
    Q("益母草流浸膏\n【规恪】每瓶装100ml\n【用法用星】口服，一次5～10ml，一日\n3次\n益母草流浸膏里除了益母草还有什么？", "has_ingredient", "益母草流浸膏", DR),
    Q("再宁平 · 10mg×7片\n【贮臧】遮光,密封\n再宁平含有哪些成分？", "has_ingredient", "盐酸乐卡地平片", DR, mention="再宁平"),
    Q("药盒上写着：牛黄蛇胆川贝滴丸 | 规恪:35mg×30丸\n这个药里有薄荷脑吗？", "has_ingredient", "牛黄蛇胆川贝滴丸", DR, named="薄荷脑"),
    # is_a_level3
    Q("齐齐 · 1mg×10片\n用法用星：口服，一日2次\n齐齐属于哪一类药？", "is_a_level3", "盐酸司他斯汀片", DR, mention="齐齐"),
    Q("化疗医瞩单 | 止若 0.25mg iv st 化疗前30分钟\n止若是哪一类的药？", "is_a_level3", "盐酸帕洛诺司琼注射液", DR, mention="止若"),
    Q("奥地迈尔\n缓释胶囊 · 240mg\n奥地迈尔是选择性钙拮抗药吗？能和葡萄柚汁一起吃吗", "is_a_level3", "盐酸维拉帕米缓释胶囊", DR, mention="奥地迈尔", named="选择性钙拮抗药"),
    Q("牙科治疗知情同意书(拍照)\n麻醉药物:斯康杜尼 1.8ml\n斯康杜尼属于什么药？", "is_a_level3", "盐酸甲哌卡因注射液", DR, mention="斯康杜尼"),
    Q("化疗后白细胞低，医生开了升白安，升白安属于哪一类药？", "is_a_level3", "盐酸小檗胺片", DR, mention="升白安"),
    Q("药盒：益多酯胶囊 0.25g×24粒 口\n益多酯胶囊属于哪类药？", "is_a_level3", "益多酯胶囊", DR),
    # belongs_to
    Q("产科医瞩单：先强维可依 10mg po q6h\n(保胎用)\n先强维可依在药品分类上算哪一类？", "belongs_to", "盐酸利托君片", DR, mention="先强维可依"),
    Q("络欣平 2mg×10片\n国药准字H2000····\n络欣平在药品分类上属于哪一类？", "belongs_to", "甲磺酸多沙唑嗪片", DR, mention="络欣平"),
    Q("药店小票 | 达爽 ×2 | 单价 ¥32.50\n达爽是血管紧张素转换酶抑制剂吗？", "belongs_to", "盐酸咪达普利片", DR, mention="达爽", named="血管紧张素转换酶抑制剂"),
    Q("盛堂\n散剂 · 每袋1g\n口服,饭前服用\n盛堂属于哪类药品？", "belongs_to", "甘草酸铋散", DR, mention="盛堂"),
    Q("贝特舒 滴眼液 5ml\n(眼科处方单截图)\n贝特舒在药品分类里算哪一类？", "belongs_to", "盐酸倍他洛尔滴眼液", DR, mention="贝特舒"),
    Q("说明书一角：牛黄抱龙丸 ……用于小儿风痰壅盛所致的\n惊风…\n牛黄抱龙丸在药品分类上属于哪一类？孩子夜里惊跳", "belongs_to", "牛黄抱龙丸", DR),
    # drug_has_alias
    Q("处方笺：盐酸美金刚片 10mg qd\n盐酸美金刚片是不是也叫易倍申？", "drug_has_alias", "盐酸美金刚片", DR, named="易倍申"),
    Q("靶向药清单(拍照)：1.盐酸埃克替尼片 125mg tid\n盐酸埃克替尼片在药店还有别的名字吗？", "drug_has_alias", "盐酸埃克替尼片", DR),
    Q("病友群里说的凯美纳，是哪个药的别名？", "drug_has_alias", "凯美纳", AL),
    Q("精神科处方 | 盐酸哌罗匹隆片 4mg tid\n盐酸哌罗匹隆片还有什么叫法？", "drug_has_alias", "盐酸哌罗匹隆片", DR),
    Q("药袋标签 | 盐酸伐昔洛韦分散片 0.3g bid ×7天\n盐酸伐昔洛韦分散片的别名是什么？", "drug_has_alias", "盐酸伐昔洛韦分散片", DR),
    # mainly_treats
    Q("《民间草药图谱》 ·212·\n老京藤　木质藤本，茎…\n（书页拍照，下半页看不清）\n老京藤主要治什么病？", "mainly_treats", "硬骨藤", M, mention="老京藤"),
    Q("草药摊的纸牌子(拍照)：山红活麻 5元一把\n山红活麻主要治什么？跟红活麻是一种吗？", "mainly_treats", "红毛野海棠", M, mention="山红活麻"),
    Q("红活麻能治咳嗽痰多吗？", "mainly_treats", "红活麻", M, named="咳嗽痰多"),
    Q("药材标签：窄叶大救驾 产地:云南 口\n窄叶大救驾主要治什么？", "mainly_treats", "糯芋", M, mention="窄叶大救驾"),
    Q("苗医笔记(拍照)：横杯草，捣烂外敷…\n横杯草主要能治哪些病？", "mainly_treats", "箭杆七", M, mention="横杯草"),
    Q("《本草图经》摘录(拍照)：罂粟嫩苗……作蔬食，除热润燥…\n罂粟嫩苗主要治什么？", "mainly_treats", "罂粟嫩苗", M),
    Q("哪些药材能治气瘿？", "mainly_treats", "气瘿", D),
    # has_efficacy
    Q("《中草药手册》第 88 页\n平卧阴石蕨　根状茎长而横走…\n平卧阴石蕨能续筋接骨吗？", "has_efficacy", "红毛蛇", M, mention="平卧阴石蕨", named="续筋接骨"),
    Q("六月寒　……（书页识别）\n六月寒有什么功效？", "has_efficacy", "羊红膻", M, mention="六月寒"),
    Q("药市照片上的标签：大仙桃草 ¥18/斤\n大仙桃草有什么作用？", "has_efficacy", "耳水苋", M, mention="大仙桃草"),
    Q("萝卜参泡酒，老人说能补气壮阳，萝卜参真有这个功效？", "has_efficacy", "肚拉", M, mention="萝卜参", named="补气壮阳"),
    Q("草药笔记本(拍照)：羊屎条叶 鲜用 捣烂外敷\n羊屎条叶有什么功效？", "has_efficacy", "羊屎条叶", M),
    Q("哪些药材有开窍醒神的功效？", "has_efficacy", "开窍醒神", EF),
    # distributed_in
    Q("兰科药用植物 · 第 3 页\n小石斛　附生于树干或岩石上…\n小石斛主要分布在哪里？", "distributed_in", "石串莲", M, mention="小石斛"),
    Q("藏药名录(拍照)：漏子多吾 | 藏名音译\n漏子多吾产在哪些地方？", "distributed_in", "美丽风毛菊", M, mention="漏子多吾"),
    Q("散血飞主要分布在哪些省？", "distributed_in", "羊山刺", M, mention="散血飞"),
    Q("山货店的价目表：穿龙薯蓣 ……\n穿龙薯蓣黑龙江有吗？", "distributed_in", "穿龙薯蓣", M, named="黑龙江"),
    Q("高原植物图鉴 ·第 57 页·\n红花杜鹃　常绿灌木，花冠\n钟状…\n红花杜鹃主要分布在哪些地方？", "distributed_in", "红花杜鹃", M),
    Q("《岭南草药》 ·33·\n五节芝茎　多年生草本，秆高…\n五节芝茎在哪些地方有分布？", "distributed_in", "芭茅", M, mention="五节芝茎"),
    # material_has_alias
    Q("药材标签:矮脚龙胆 ▲ 批号 230512\n矮脚龙胆是不是也叫小龙胆草？", "material_has_alias", "矮脚龙胆", M, named="小龙胆草"),
    Q("草药铺收据：羊胡髭草 0.5斤 ¥6\n羊胡髭草还有哪些叫法？", "material_has_alias", "羊胡髭草", M),
    Q("《贵州草药》 ·147·\n牛舌三七　多年生草本，根状茎\n短…\n牛舌三七是哪味药材的别名？", "material_has_alias", "牛舌三七", AL),
    Q("翻背白草是不是也叫白头翁？", "material_has_alias", "翻背白草", M, named="白头翁"),
    Q("草医手写的方子(拍照)：九节龙 15g …\n九节龙是哪味药材的别名？", "material_has_alias", "九节龙", AL),
    Q("金龙胆草是哪味药？", "material_has_alias", "金龙胆草", AL),
    # composed_of
    Q("古籍影印本 卷三 ·宁嗽丸·\n制半夏 川贝母 桑白皮 …（后面糊了）\n宁嗽丸里有川石斛吗？", "composed_of", "宁嗽丸", F, named="川石斛"),
    Q("方书残页：八骨散 牛骨 虎骨 龙骨 ……\n八骨散里有鸡骨吗？", "composed_of", "八骨散", F, named="鸡骨等"),
    Q("方剂学课本拍照 ·巴戟煎丸· 巴戟 舶上茴香 …\n巴戟煎丸里有川楝子吗？", "composed_of", "巴戟煎丸", F, named="川楝子等"),
    Q("八香丸　（出《圣济总录》）\n胡黄连 脑 麝 ……\n八香丸里用牛黄吗？", "composed_of", "八香丸", F, named="牛黄等"),
    Q("中药房抓药单：半夏茯苓天麻汤 ×5剂\n半夏茯苓天麻汤里有橘红吗？", "composed_of", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤", named="橘红等"),
    Q("参桂汤里有独活吗？", "composed_of", "八风续命汤", F, mention="参桂汤", named="独活等"),
    # formula_has_efficacy
    Q("《伤寒论》选读 第 12 页\n桂枝汤方　桂枝三两 芍药三两 …\n桂枝汤能解肌发表吗？", "formula_has_efficacy", "桂枝汤", F, named="解肌发表"),
    Q("方剂学笔记 P.203 桑螵蛸散 组成：桑螵蛸 远志 …\n桑螵蛸散有涩精止遗的作用吗？", "formula_has_efficacy", "桑螵蛸散", F, named="涩精止遗"),
    Q("中医门诊病历：干咳无痰，咽喉干燥…方用清燥救肺汤加减\n清燥救肺汤能养阴益气吗？", "formula_has_efficacy", "清燥救肺汤", F, named="养阴益气"),
    Q("中医处方：温胆汤加味 ×7剂 · 水煎服 日1剂\n温胆汤能和胃利胆吗？", "formula_has_efficacy", "温胆汤", F, named="和胃利胆"),
    Q("老中医的方子(手写拍照)：济川煎加肉苁蓉…\n济川煎能温肾益精吗？", "formula_has_efficacy", "济川煎", F, named="温肾益精"),
    Q("哪些方子能健脾和胃？", "formula_has_efficacy", "健脾和胃", EF),
    # prescribed_for
    Q("温病学讲义 ·第八章·\n普济消毒饮　……\n普济消毒饮是治大头瘟的吗？", "prescribed_for", "普济消毒饮", F, named="大头瘟"),
    Q("桃核承气汤主治下焦蓄血证吗？", "prescribed_for", "桃核承气汤", F, named="下焦蓄血证"),
    Q("病历（拍照）：大便带血，便前出血为主…予槐花散\n槐花散能治便前出血吗？", "prescribed_for", "槐花散", F, named="便前出血"),
    Q("妇科中医门诊病历（截图）：寒滞肝脉…予暖肝煎\n暖肝煎能治小腹疼痛吗？", "prescribed_for", "暖肝煎", F, named="小腹疼痛"),
    Q("中医科处方笺 | 旋复代赭汤 7剂\n我老是频频嗳气，旋复代赭汤对这个有用吗？", "prescribed_for", "旋复代赭汤", F, named="频频嗳气"),
    Q("哪些方子能治小便频数？", "prescribed_for", "小便频数", D),
    # formula_has_alias
    Q("《脾胃论》节选 ·半夏白术天麻汤·\n半夏白术天麻汤在古书里还叫什么？", "formula_has_alias", "半夏白术天麻汤", F),
    Q("针灸书上写着“和窌”，和窌是哪个的别名？", "formula_has_alias", "和窌", AL),
    Q("口禾髎是不是又叫长频？", "formula_has_alias", "口禾髎", F, named="长频"),
    Q("经络图挂图(拍照)：手阳明大肠经 · 口禾髎\n口禾髎还有别的名字吗？", "formula_has_alias", "口禾髎", F),
    # check_for_disease
    Q("核医学检查报告单\n检查项目：肝显像检查\n所见：肝右叶局限性放射性填充…\n肝显像检查能查出肝血管瘤吗？", "check_for_disease", "肝显像检查", C,
      named="肝血管瘤"),
    Q("CT申请单 | 检查部位：肾上腺CT检查 | 临床诊断：阵发性高血压\n肾上腺CT检查能查出哪些病？", "check_for_disease", "肾上腺CT检查", C),
    Q("化验单 | 胃液锌检查 | 结果 ↓ | 参考范围 …\n胃液锌检查能查出哪些病？", "check_for_disease", "胃液锌检查", C),
    Q("儿保手册(拍照)：胸围、吸气胸围 ____cm\n胸围、吸气胸围这项是查什么病的？", "check_for_disease", "胸围、吸气胸围", C),
    Q("产检报告 | 项目 结果 参考范围 | 胎儿脐动脉收缩压与舒张压的比值 3.2 ＜3.0 ↑\n胎儿脐动脉收缩压与舒张压的比值高能说明什么病？", "check_for_disease",
      "胎儿脐动脉收缩压与舒张压的比值", C),
    Q("哪些检查能查出先天性膈疝？", "check_for_disease", "先天性膈疝", D),
    # check_for_symptom
    Q("查体记录：肝搏动检查(+)\n肝搏动检查是针对哪些症状的？", "check_for_symptom", "肝搏动检查", C),
    Q("化验单 | 胃蛋白酶检查 | 结果 待回报\n胃蛋白酶检查一般是有什么症状才做？", "check_for_symptom", "胃蛋白酶检查", C),
    Q("消化动力检查预约单：肠道通过时间测定和压力测定 周三 8:00 3楼\n肠道通过时间测定和压力测定是针对哪些症状的？", "check_for_symptom",
      "肠道通过时间测定和压力测定", C),
    Q("急诊外科查体:胸壁检查 见左侧胸壁反常呼吸\n胸壁检查是针对多根肋骨骨折的吗？", "check_for_symptom", "胸壁检查", C, named="多根肋骨骨折"),
    Q("检查申请：胰岛素刺激胃分泌试验(迷走神经切断术后)\n胰岛素刺激胃分泌试验一般针对哪些症状？", "check_for_symptom", "胰岛素刺激胃分泌试验", C),
    Q("核医学科预约单：肾静态显像 · 注射后3小时显像\n肾静态显像一般针对哪些症状？", "check_for_symptom", "肾静态显像", C),
    Q("巨肠症要做哪些检查？", "check_for_symptom", "巨肠症", S),
    # performed_by
    Q("预约凭条 | 检查项目：无痛胃镜检查 | 时间：周二 08:30 | 请空腹\n无痛胃镜检查是哪个科做的？", "performed_by", "无痛胃镜检查", C),
    Q("门诊导视牌：4F 消化科 · 内镜中心 →\n无痛胃镜检查是在消化科做吗？", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("出生医学证明旁边夹的单子：新生儿筛查 采血日期____\n新生儿筛查归哪个科？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("检查申请单：EEG(常规) 申请科室:□□\nEEG是神经科做的吗？", "performed_by", "脑电图检查", C, mention="EEG", named="神经科"),
    Q("脑电图检查去哪个科室做？", "performed_by", "脑电图检查", C),
    # check_has_alias
    Q("检查单（拍照）：脑电图检查 · 睡眠诱发\n脑电图检查英文缩写是什么？", "check_has_alias", "脑电图检查", C),
    Q("报告单上的EEG是哪项检查？", "check_has_alias", "EEG", AL),
    Q("肌电图检查报告（英文版）抬头写着 electromyography\n肌电图检查是不是也叫electromyography？", "check_has_alias", "肌电图检查", C, named="electromyography"),
    Q("内镜中心预约单：EUS 周四下午\nEUS是什么检查？", "check_has_alias", "EUS", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day59"))
