"""Writes `medical_everyday_80.jsonl`, an eightieth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. They are ordinary everyday questions by patients, parents and relatives
(我爸化疗后查出…, 宝宝嘴唇发紫，护士说是…, 孩子摔了一跤胳膊肘肿了，拍片说是…, 我妈甲亢好几年了，最近胸口闷疼), pharmacy customers and people holding a
prescription (大腿根痒，药店给了易菲莎，能治股癣吗, 术后止痛打的凯纷，会让人犯困吗), herb buyers (海边人说的刺棒能治腮腺炎吗？, 东北老家春天接的华树液，当药喝能治什么？,
渔民送的海鳗膘，入药有什么好处？) and students (复习精神病学看到未分化型精神分烈症，它上一级是什么病？, 抄方子看到八真养血汤，里面有丹参吧), and, like the
sixty-first set, about half of them get the name of the record asked about slightly wrong.

Name slips. In 100 of the 210 questions the asker gets the name of the record asked about slightly wrong, the way people
really type on a phone's pinyin keyboard or write from memory, and the rest of the question is written right (the
neighbours a question names are written as the network records them, or in plain words: 肚子胀 for 腹胀, 心跳变慢 for 心率减慢,
被刀割伤 for 切割伤, 体质差的宝宝 left unnamed). The kinds of slip, and how many of each:
- 77 a homophone or near-homophone a pinyin keyboard offers in place of one character of the name, many of them alike in
  look too: 性欲亢紧, 逸博 (房室交接区逸博和逸搏心律), 隔子状角膜营养不良, 恶性肿瘤所至贫血, 手部神精损伤, 成神精细胞瘤 and
  慢性炎症性脱髓鞘性多发性神精病 (精 for 经), 新生儿清紫, 饶骨小头骨骺分离, 急性胃十二只肠溃疡穿孔, 播散性嗜酸粒细胞增多性胶元病, 拘橼酸杆菌肺炎,
  急性后部多灶性磷状色素上皮病变, 锥基底动脉供血不足, 流感嗜血干菌脑膜炎, 旅行者腹泄, 慢性皮肤黏膜念朱菌病, 毛发线瘤, 性线功能异常所致精神障碍 and 甲状线癌
  (线 for 腺), 五型病毒性肝炎, 手部肌键损伤, 新生儿乙形肝炎 and 瘤形麻风 (形 for 型), 无症壮性心肌缺血, 感染性心内模炎, 慢性缺血性心藏病, 新生儿黄胆,
  新生儿柯萨其病毒B感染, 登哥热, 慢性稳定性心较痛, 抗体免疫却陷病, 气管及支气管发育章碍, 肛官癌, 放线君皮肤感染, 未分化型精神分烈症, 早发性良性儿童枕页癫痫,
  支气管囊种, 梅毒感然, 熔血性贫血, 日光性角花, 气室炎; the drugs 氟康坐滴眼液, 毒毛花甘k注射液, 桂利秦片, 氟罗沙新分散片, 倍丙酯氯化钠注射液,
  曲安耐德新霉素贴膏, 日舒安洗夜, 福康唑颗粒, 替吉澳胶囊, 曲米新乳膏, 斑毛酸钠注射液, 沙格列停片, 注射用盐酸罗美沙星; the formulas 八碎汤, 八物肾汽丸,
  八真养血汤, 厚扑温中汤, 天苔乌药散, 定闲丸, 小健中汤, 四军子汤, 天麻勾藤饮, 半夏泄心汤, 八生引子, 八风单; and the checks 盆腔冲气造影, 眼及框区CT检查,
  炭源利用试验, 混合淋巴细包培养试验, 痰液细菌图片检查 (图片 for 涂片), 神经系统和医学检查, 新生儿疾病筛察检查, 无痛胃经检查, 快速血将反应素试验, 机电图检查;
- 6 a similar-looking character read or typed for one of the name: 泪襄肿瘤 and 泡襄草根 (襄 for 囊), 慢性溃疡性非肉牙肿性空肠回肠炎 (牙 for
  芽), 氨络酸氯化钠注射液 (络 for 酪), 梅花点舍丸 (舍 for 舌), 皮肤与组织寄身虫的病原检查 (身 for 生);
- 12 a herb's name with a common wrong character: 毛女真, 毛脉酸膜, 华树液, 江南杞木, 灯油腾子, 点如冷水花, 海鳗膘, 海南海金砂, 海摇鱼齿, 段叶独活,
  海南枸, 露斗菜;
- 1 a drug's form word changed: 泛昔洛韦颗粒 for 泛昔洛韦颗粒剂 (no other drug record shares the name before its form word);
- 3 the ending changed between 症, 征 and 证: 新生儿咽下综合症, 心包切开术后综合症, 抑郁证;
- 1 a character dropped: 八物麦冬饮 for 八物麦门冬饮, the way people shorten 麦门冬 to 麦冬.
Such a question's gold entity is the record
the asker means; its line has no mention (`mention` is null), since the written form is neither the record's name nor an
alias the network records, and it is tagged `name_slip`. Each question carries its wrong form in the field `slip` of the
sixty-first set's `Q`, imported from `make_medical_everyday_61.py` with its `slip_problems`, which checks before the set
is built that the wrong form is in the question, that the right name is not (nor in simplified characters), and that the
wrong form is not itself the name of any record of any type, an alias instance or a drug's trade name. Each wrong form was
also compared by hand with the network's names one character from it (霉毒感染, first written for 梅毒感染, was one character from
霉菌感染, which a reader could take for it, and was set aside for 梅毒感然; 五型病毒性肝炎 is one from 丙型, 甲型, 乙型, 丁型 and 庚型病毒性肝炎, and
the question names 戊肝; 熔血性贫血 and 失血性贫血, 抑郁证 and 郁证, 气室炎 and 脑室炎 or 气管炎, 八碎汤 and 八宝汤, 定闲丸 and 定眩丸, 八风单 and
八风散, 机电图检查 and 脑电图检查 (the question names EMG), 海南枸 and 海南茄 (it names 山胡椒), 露斗菜 and 耧斗菜 (漏斗菜's own alias), 肛官癌 and
肛门癌, 段叶独活 and 千叶独活), so that only one record fits a question for a reader who knows the field. None of the wrong forms is
one the sixty-first set wrote. `make_medical_everyday_4.main_with_written_forms` builds the lines with
`make_medical_everyday.build`, the right name standing in for the wrong form while the question is checked, so every
other check of that build (the relation, the entity, the named neighbour, the answers) holds for these lines as for the
others; the wrong forms are then put back, the mention left empty and the tag added.

By a mechanical count the questions run from 9 to 39 characters: 66 of 15 or fewer, 67 of 16 to 20, 44 of 21 to 25, 19 of 26 to
30, 10 of 31 to 35 and 4 of 36 to 39. 101 carry a full-width comma and are tagged `context`; 105 carry a question mark; none
carries 呢, 啊, 呀, 嘛 or 哈, and 3 carry 吧; 6 are tagged `verbatim` (不良反应, 药品分类 twice, 主治 and 功效 twice, in the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the fifth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 79, the four alias
sets, the two bracket names sets and the three dash names sets) contains, read in simplified characters too, and that none
of them uses as an entity or a mention; the fortieth, fiftieth, sixtieth and sixty-ninth sets drew from the fifth tenth
too, and this one takes only what they and every other set left. Twenty relation types still have such records in the
window, and every question of them asks about one: has_symptom (611 window sources, 62 left), designated_to (574, 64),
checks (264, 21), has_complication (120, 4, all four asked, two of them twice), shown_on (293, 35), caused_by (482, 52),
common_in (266, 27), treated_with (192, 8, six asked), is_subtype_of (435, 221), the five drug types but drug_has_alias
(indicated_for 1449 and 948 left, has_adverse_reaction 1132 and 687, has_ingredient 1547 and 1052, is_a_level3 532 and 378,
belongs_to 1482 and 978), the four material types (mainly_treats 214 and 41, has_efficacy 213 and 40, distributed_in 206
and 33, material_has_alias 167 and 17; 狗果, asked for what it stands for, is an alias of 桂木干, a window record of
material_has_alias), check_for_disease (123, 26) and check_for_symptom (122, 26). The other fifteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question contains
  (流行性斑疹伤寒 → 盐酸美他环素胶囊, 早产儿 → 盐酸氨溴索注射液, 椎基底动脉供血不足 → 天麻素注射液, 流感嗜血杆菌脑膜炎 → 注射用琥珀氯霉素, 旅行者腹泻 →
  次水杨酸铋分散片, 氰化物中毒 → 亚甲蓝注射液), the first two named by aliases no earlier question contains (典型斑疹伤寒, 未成熟儿), the next three
  slipped.
- has_alias has 184 window sources and none left: three questions each ask whether a window record is also called by an
  alias no earlier question contains (戊型病毒性肝炎 ↔ 戊肝, slipped; 无汗症 ↔ 汗闭; 成神经细胞瘤 ↔ 神经母细胞瘤, slipped), two name a window
  record by such an alias and ask its other names (急性应激障碍 for 急性应激反应, 习惯性交叉擦腿综合征 for 情感性交叉擦腿症), and one asks what 胫骨热
  (an alias of 战壕热, a window source, in no earlier question) stands for.
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question contains (感染性心内膜炎 ← 呼吸道侵入性操作, 慢性缺血性心脏病 ← 使用违禁药品, 慢性胰腺炎 ← ABO 血型 B型, 新生儿黄疸 ← 围产期窒息, 支气管肺癌 ←
  氡暴露史, 早产 ← 口腔卫生不佳), three of the records slipped.
- None of the four window sources of prevalent_in (甲状腺癌, 疟疾, 痔, 登革热) is left: 疟疾 names a region no earlier question about it
  names (中美洲和南美洲), 甲状腺癌 names 法国 again in new words (slipped), 登革热 (slipped) and 痔 are asked in new words, and one
  question asks from the target end (泰国, where 登革热 is prevalent; an earlier question's entity, asked here in other words).
- Of the six window sources of metastasizes_to (病毒性脑膜炎, 痔, 痛风, 瘤型麻风, 癌症, 白喉), three name one no earlier question about that
  record names (痛风 → 远端指间关节, 瘤型麻风 → 骨骼, slipped, 白喉 → 肾脏), 病毒性脑膜炎 is asked in new words, and one question asks from the
  target end (气管黏膜, where 瘤型麻风 spreads; never an earlier question's entity).
- The three window sources of invades (白喉, 皮肤白喉, 肛管癌) have no neighbour no earlier question about them names: the three are
  asked in new words (肛管癌 slipped), and one question asks from the target end (肾小管, which 白喉 invades; an earlier question's
  entity, asked here in other words).
- Of the 31 window sources of related_disease, six questions name a neighbour no earlier question about that record names
  (甲状腺功能亢进症 ↔ 心绞痛, by its alias 甲亢, earlier sets' mention; 支气管囊肿 ↔ 上腔静脉综合征; 梅毒感染 ↔ 脑膜炎症; 淋巴瘤 ↔ 垂体功能减退症; 溶血性贫血 ↔
  HELLP 综合征; 李斯特菌病 ↔ 早产), three of the records slipped. Of the 12 of differential_diagnosis, two name a neighbour no earlier
  question contains (狂犬病 ↔ 巴尔通氏体属脑炎, 抑郁症 ↔ 艾滋病病毒感染, the second slipped), and 日光性角化, 毛细胞白血病, 憩室炎 and 机会性感染 (by
  its alias OI, earlier sets' mention) are asked openly in new words (日光性角化 and 憩室炎 slipped).
- The window of drug_has_alias holds seven drugs (沙格列汀片, 注射用亮菌甲素, 注射用单磷酸阿糖腺苷, 注射用比阿培南, 注射用盐酸洛美沙星,
  注射用硫酸抗敌素, 注射用达托霉素), all of whose aliases earlier questions use: 沙格列汀片 (slipped) and 注射用硫酸抗敌素 are asked in new words,
  注射用达托霉素 whether it is 克必信 and 注射用盐酸洛美沙星 (slipped) whether it is 奥每欣, as earlier questions did, in other words, and one
  question asks what 瑞鑫 (注射用单磷酸阿糖腺苷's alias, an earlier question's entity) stands for.
- None of the seventeen window formulas of composed_of is left: five questions each name an ingredient no earlier question
  about that formula names (八岁汤 → 芍药, 八斤丸 → 当归等, 八物肾气丸 → 桂枝等, 八珍养血汤 → 丹参等, 八将擒王丸 → 象牙屑; the three written with 等 named
  without it, the way people write them), and one names 八毒赤丸 by its alias 李子豫赤丸 (earlier sets' mention) and asks whether it
  holds 雄黄. Six of the 31 window formulas of formula_has_efficacy are asked whether they have an efficacy no earlier question
  contains (厚朴温中汤 → 燥湿除满, 大黄牡丹汤 → 泻热破结, 大黄附子汤 → 通便止痛, 天台乌药散 → 行气疏肝, 定痫丸 → 开窍安神, 小建中汤 → 和里缓急), and six
  of the 34 of prescribed_for whether they treat one no earlier question contains (四君子汤 → 脾胃气虚证, 完带汤 → 湿浊带下, 导赤散 → 心经火热证,
  天麻钩藤饮 → 肝阳偏亢, 半夏泻心汤 → 寒热错杂之痞证, and 半夏白术天麻汤 → 胸膈痞闷, naming the formula by its alias 半夏茯苓天麻汤, earlier sets' mention).
- formula_has_alias has 29 sources and its window three (八生饮子, 八痞丸, 八风丹), all of whose aliases earlier questions name:
  八生饮子 and 八风丹 are asked in new words (both slipped), 八痞丸 whether it is 拓痞丸, as earlier questions did, in other words, one
  question asks what 八生散 (八生饮子's alias, an earlier question's entity) stands for, and the record before the window
  (八物麦门冬饮, the 11th of 29 in key order) is asked in new words (slipped).
- performed_by has six sources and its window one (新生儿疾病筛查检查, the third in key order): it is asked in new words (slipped);
  the record before it (心血管造影检查) is asked in new words and the record after it (无痛胃镜检查) too (slipped), and one question
  asks from the target end (儿科, where 新生儿疾病筛查检查 is done; an earlier question's entity, asked here in other words).
- check_has_alias has seven sources and its window the same record (the third), named by its alias 新生儿筛查 (earlier sets'
  mention) and asked for its English name, and asked for by what newborn screening (its alias; an earlier question's entity)
  stands for; the record before it (快速血浆反应素试验) is asked for its abbreviation and the record after it (肌电图检查) whether it is
  EMG, both slipped and in new words.
Some records are asked twice or more: 棓丙酯氯化钠注射液 three times (has_adverse_reaction, has_ingredient, belongs_to), and
急性后部多灶性鳞状色素上皮病变, 慢性溃疡性非肉芽肿性空肠回肠炎 (has_complication, whose window has four records left), 桡骨骨折, 慢性输卵管炎, 白喉, 曲咪新乳膏,
果糖二磷酸钠注射液, 曲安奈德新霉素贴膏, 替吉奥胶囊, 渐尖毛蕨, 滇西风毛菊, 漏篮子, 海风藤 and 新生儿疾病筛查检查 twice. No question uses an entity or a
mention of the second alias set, which `tests/test_eval_devset.py` keeps out of every everyday set.

104 questions name the one neighbour they ask about (恶性黑素瘤 → 出血, 房室交接区逸搏和逸搏心律 → 头晕, 横结肠扭转 → 腹胀 (as 肚子胀), 手外伤康复 →
康复理疗科, 桡骨小头骨骺分离 → 骨科, 急性脑内血肿 → CT扫描, 急性药物过敏性间质性肾炎 → 24小时尿蛋白定量, 新生儿肛门和直肠畸形 → X线倒置位摄片法检查,
慢性溃疡性非肉芽肿性空肠回肠炎 → 穿孔, 急性后部多灶性鳞状色素上皮病变 → 视网膜静脉阻塞, 泪囊肿瘤 → 眼, 手部肌腱损伤 → 切割伤, 新生儿乙型肝炎 → 乙型肝炎病毒,
无症状性心肌缺血 → 动脉粥样硬化, 新生儿晚期代谢性酸中毒 → 早产儿, 桡骨骨折 → 功能锻炼, 放线菌皮肤感染 → 放线菌病, 新型隐球菌肺炎 → 隐球菌病, 易菲莎 → 股癣,
普洛施 → 鼻窦炎, 毒毛花苷k注射液 → 心力衰竭, 桂利嗪片 → 眩晕, 畅乐 → 便秘, 凯纷 → 嗜睡 (as 犯困), 艾氟龙 → 眼压升高, 棓丙酯氯化钠注射液 → 心率减慢 (as 心跳变慢),
曲安奈德新霉素贴膏 → 痤疮, 扫日劳清肺止咳胶囊 → 紫草, 维康达 → 替加氟, 华士靖安 → 棓丙酯, 艾贝然 → 果糖二磷酸钠, 日舒安洗液 → 苦参, 无衡 → 镇痛药, 氟康唑颗粒 →
唑类, 泛昔洛韦颗粒剂 → 逆转录酶抑制药, 森汀 → 化疗用药, 安必同 → 抗凝溶栓及抗血小板药, 刺棒 → 腮腺炎, 天朋草 → 外伤出血, 毛女贞 → 口腔炎, 毛脉酸模 → 便秘,
花葫芦 → 止血, 江南桤木 → 清热解毒, 灯油藤子 → 通便, 爬岩香 → 福建, 泡囊草根 → 内蒙古, 海南蒟 → 山胡椒, 漏斗菜 → 血见愁, 滑膜液肉眼检查 → 痛风, 真菌培养检查 → 头癣,
碳源利用试验 → 胃肠炎, 混合淋巴细胞培养试验 → 免疫力下降, 痰液细菌涂片检查 → 高热寒战, 直接涂片检查 → 尿道流出分泌物, 肌电图检查 → EMG, and the neighbours of the
used-up windows above); 51 of them are slipped. Nine are asked from the relation's target end: the four above (泰国, 气管黏膜, 肾小管,
儿科) and five asking what an alias stands for (胫骨热, 瑞鑫, 狗果, 八生散, newborn screening: disease, drug, material, formula and
check aliases), whose gold is the alias instance, answered by the record that lists it.

44 questions name their entity by a name the network records for that very instance, written right, or ask what such a
name stands for. 39 name it: drug trade names (19: 易菲莎, 岐星, 普洛施, 畅乐, 安果, 凯纷, 昆特, 艾氟龙, 肤疾宁, 维康达, 华士靖安, 艾贝然, 施维宝, 无衡, 捷凝,
德维, 森汀, 福若欣, 安必同, each listed by that one drug's `trade_name` property, none a name an earlier question carries, and each a
drug record of its own too, labelled as in the earlier sets: the gold is the standard record, the mention the trade
name, the line tagged `alias`); disease aliases (6: 典型斑疹伤寒, 未成熟儿, 急性应激障碍, 习惯性交叉擦腿综合征, none an earlier question's name, and
甲亢 and OI, earlier sets' mentions); medicinal material aliases (11: 刺棒, 牛肋巴, 天朋草, 漏篮, 花葫芦, 赤桉, 亭炅独生, 爬岩香, 黑舒筋, 老藤, 虎掌, none an
earlier question's name, each listed by one material only); formula aliases (2: 李子豫赤丸 and
半夏茯苓天麻汤, earlier sets' mentions); a check alias (1: 新生儿筛查, earlier sets' mention). Five more ask what an alias stands for
(above). Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance. is_a_level3 questions ask a drug's class by its use
(按用途, 按作用, 从用途上讲) and belongs_to questions by 药品目录, 药品分类, what the pharmacy files it under or 放在哪一类, so that a reader can
tell the two apart.

36 lines are tagged `ambiguous_name` (the entity's own name is also a record of another type): diseases that are symptom,
cause, therapy, alias or check records too (急性脑内血肿, 梗阻性肾病, 早产儿, 慢性附件炎, 感染性心内膜炎, 慢性胰腺炎, 支气管肺癌, 早产,
慢性炎症性脱髓鞘性多发性神经病, 慢性输卵管炎 twice, 疟疾, 登革热, 甲状腺癌, 痔, 痛风, 白喉 twice, 病毒性脑膜炎, 甲状腺功能亢进症, 支气管囊肿, 梅毒感染, 淋巴瘤,
溶血性贫血, 狂犬病, 抑郁症, 日光性角化, 憩室炎), the materials 洋草果 (an alias record too), 母丁香 and 海风藤 (twice; ingredients too), the alias
records 瑞鑫 (a drug) and 八生散 (a formula), the check 心血管造影检查 and the department 儿科; the wording says which is meant (医生说,
查出, 这个病, 得…的风险, 多发在什么人身上, 流行, 蔓延到, 侵犯, 区分, 鉴别 for the diseases; 这味药, 草药, 入药 for the materials; 是哪个药的, 是哪个方子的 for
the aliases; 哪个科室里做, 除了看病 for the check and the department).

The machinery is `make_medical_everyday.py`'s, with the sixty-first set's slipped names: each question carries its gold
relation type, the entity it is about (and how it names it, or the wrong form it writes) and, when it names one neighbour,
that neighbour; the answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same, with `name_slip` besides.

    .venv/bin/python bench/sets/make_medical_everyday_80.py    # rewrites bench/sets/medical_everyday_80.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import AL, BP, C, D, DEP, DR, F, M, RE  # noqa: E402
from bench.sets.make_medical_everyday_4 import main_with_written_forms  # noqa: E402
from bench.sets.make_medical_everyday_61 import Q, slip_problems  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_80.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("老公最近性欲亢紧，天天缠着要，这个病除了这样还会有哪些表现", "has_symptom", "性欲亢进", D, slip="性欲亢紧"),
    Q("脚底那颗痣医生怀疑是恶性黑素瘤，这病会出血吗？", "has_symptom", "恶性黑素瘤", D, named="出血"),
    Q("心电图报告写着房室交接区逸博和逸搏心律，人会头晕吗", "has_symptom", "房室交接区逸搏和逸搏心律", D,
      slip="房室交接区逸博和逸搏心律", named="头晕"),
    Q("宝宝刚生下来还没喂奶就吐，医生说是新生儿咽下综合症，还会有别的表现吗？", "has_symptom", "新生儿咽下综合征", D,
      slip="新生儿咽下综合症"),
    Q("膝盖和手背上长了好多红棕色的疙瘩，皮肤科说是持久性隆起性红斑，一般都有啥症状", "has_symptom", "持久性隆起性红斑", D),
    Q("眼科说我是隔子状角膜营养不良，这个病平时有什么感觉？", "has_symptom", "格子状角膜营养不良", D,
      slip="隔子状角膜营养不良"),
    Q("横结肠扭转会不会肚子胀得厉害", "has_symptom", "横结肠扭转", D, named="腹胀"),
    # designated_to
    Q("我爸化疗后查出恶性肿瘤所至贫血，该去医院哪个科看？", "designated_to", "恶性肿瘤所致贫血", D,
      slip="恶性肿瘤所至贫血"),
    Q("手外伤康复是不是该挂康复理疗科", "designated_to", "手外伤康复", D, named="康复理疗科"),
    Q("切菜把手指划了个深口子，医生说是手部神精损伤，要挂哪个科？", "designated_to", "手部神经损伤", D,
      slip="手部神精损伤"),
    Q("家里老人确诊斑疹伤寒立克次体肺炎，是看呼吸内科还是感染科", "designated_to", "斑疹伤寒立克次体肺炎", D),
    Q("宝宝嘴唇发紫，护士说是新生儿清紫，应该去哪个科？", "designated_to", "新生儿青紫", D, slip="新生儿清紫"),
    Q("气管前间隙感染该找哪个科的医生", "designated_to", "气管前间隙感染", D),
    Q("孩子摔了一跤胳膊肘肿了，拍片说是饶骨小头骨骺分离，挂骨科对吗？", "designated_to", "桡骨小头骨骺分离", D,
      slip="饶骨小头骨骺分离", named="骨科"),
    # checks
    Q("老爸胃疼得打滚，急诊怀疑急性胃十二只肠溃疡穿孔，一般要做哪些检查", "checks", "急性胃十二指肠溃疡穿孔", D,
      slip="急性胃十二只肠溃疡穿孔"),
    Q("头被砸了一下，医生怀疑急性脑内血肿，是不是得做CT扫描？", "checks", "急性脑内血肿", D, named="CT扫描"),
    Q("吃了抗生素以后肾出问题，说是急性药物过敏性间质性肾炎，要查24小时尿蛋白定量吗", "checks", "急性药物过敏性间质性肾炎", D,
      named="24小时尿蛋白定量"),
    Q("医生说我爸是梗阻性肾病，这个病得做哪些检查？", "checks", "梗阻性肾病", D),
    Q("播散性嗜酸粒细胞增多性胶元病需要做什么检查才能确诊", "checks", "播散性嗜酸粒细胞增多性胶原病", D,
      slip="播散性嗜酸粒细胞增多性胶元病"),
    Q("新生儿肛门和直肠畸形要拍X线倒置位摄片法检查吗？", "checks", "新生儿肛门和直肠畸形", D,
      named="X线倒置位摄片法检查"),
    Q("住院的外婆得了拘橼酸杆菌肺炎，要查些什么", "checks", "枸橼酸杆菌肺炎", D, slip="拘橼酸杆菌肺炎"),
    # has_complication
    Q("眼科说是急性后部多灶性磷状色素上皮病变，以后会并发什么？", "has_complication", "急性后部多灶性鳞状色素上皮病变", D,
      slip="急性后部多灶性磷状色素上皮病变"),
    Q("恶性高血压性小动脉性肾硬化拖下去会出什么问题", "has_complication", "恶性高血压性小动脉性肾硬化", D),
    Q("肠镜后医生说是慢性溃疡性非肉牙肿性空肠回肠炎，这病会不会穿孔？", "has_complication", "慢性溃疡性非肉芽肿性空肠回肠炎", D,
      slip="慢性溃疡性非肉牙肿性空肠回肠炎", named="穿孔"),
    Q("手部屈指屈肌腱损伤要是没治好，会落下什么毛病", "has_complication", "手部屈指屈肌腱损伤", D),
    Q("急性后部多灶性鳞状色素上皮病变会不会引起视网膜静脉阻塞？", "has_complication", "急性后部多灶性鳞状色素上皮病变", D,
      named="视网膜静脉阻塞"),
    Q("慢性溃疡性非肉芽肿性空肠回肠炎后面容易继发什么", "has_complication", "慢性溃疡性非肉芽肿性空肠回肠炎", D),
    # cures
    Q("医生说是典型斑疹伤寒，能用盐酸美他环素胶囊吗？", "cures", "流行性斑疹伤寒", D, mention="典型斑疹伤寒",
      named="盐酸美他环素胶囊"),
    Q("孩子是未成熟儿，住院时用了盐酸氨溴索注射液，这药是给这个用的吗", "cures", "早产儿", D, mention="未成熟儿",
      named="盐酸氨溴索注射液"),
    Q("我妈老头晕，医生说是锥基底动脉供血不足，能打天麻素注射液吗？", "cures", "椎基底动脉供血不足", D,
      slip="锥基底动脉供血不足", named="天麻素注射液"),
    Q("孩子得了流感嗜血干菌脑膜炎，用注射用琥珀氯霉素管用吗", "cures", "流感嗜血杆菌脑膜炎", D,
      slip="流感嗜血干菌脑膜炎", named="注射用琥珀氯霉素"),
    Q("出国玩得了旅行者腹泄，次水杨酸铋分散片能吃吗？", "cures", "旅行者腹泻", D, slip="旅行者腹泄",
      named="次水杨酸铋分散片"),
    Q("厂里有人氰化物中毒，急救用亚甲蓝注射液对不对", "cures", "氰化物中毒", D, named="亚甲蓝注射液"),
    # shown_on
    Q("慢性皮肤黏膜念朱菌病一般长在身体哪些地方？", "shown_on", "慢性皮肤黏膜念珠菌病", D, slip="慢性皮肤黏膜念朱菌病"),
    Q("支气管肺淀粉样变主要是哪些部位出了问题", "shown_on", "支气管肺淀粉样变", D),
    Q("皮肤科说脸上这个是毛发线瘤，它一般长在脸上还是哪儿？", "shown_on", "毛发腺瘤", D, slip="毛发线瘤"),
    Q("晶体异位和脱位是眼睛哪个部位出的毛病", "shown_on", "晶体异位和脱位", D),
    Q("泪襄肿瘤是长在眼睛上吗？", "shown_on", "泪囊肿瘤", D, slip="泪襄肿瘤", named="眼"),
    Q("片子上说棘突骨折，具体是骨头哪个位置断了", "shown_on", "棘突骨折", D),
    # has_alias
    Q("五型病毒性肝炎是不是就是大家说的戊肝？", "has_alias", "戊型病毒性肝炎", D, slip="五型病毒性肝炎", named="戊肝"),
    Q("孩子夏天都不怎么出汗，医生说是无汗症，这病是不是也叫汗闭", "has_alias", "无汗症", D, named="汗闭"),
    Q("成神精细胞瘤跟神经母细胞瘤是一个病吗？", "has_alias", "成神经细胞瘤", D, slip="成神精细胞瘤", named="神经母细胞瘤"),
    Q("急性应激障碍在书上还有什么叫法", "has_alias", "急性应激反应", D, mention="急性应激障碍"),
    Q("幼儿园老师说孩子有习惯性交叉擦腿综合征，这个病还有别的名字吗？", "has_alias", "情感性交叉擦腿症", D,
      mention="习惯性交叉擦腿综合征"),
    Q("老兵说年轻时得过胫骨热，这是哪个病的别称", "has_alias", "胫骨热", AL),
    # caused_by
    Q("我姐生完孩子情绪很怪，医生说是性线功能异常所致精神障碍，这是什么原因引起的？", "caused_by", "性腺功能异常所致精神障碍", D,
      slip="性线功能异常所致精神障碍"),
    Q("感染性心内膜炎肾损害是怎么造成的", "caused_by", "感染性心内膜炎肾损害", D),
    Q("妇科查出慢性附件炎，这个病一般是怎么得上的？", "caused_by", "慢性附件炎", D),
    Q("手部肌键损伤多半是被刀割伤的吗", "caused_by", "手部肌腱损伤", D, slip="手部肌键损伤", named="切割伤"),
    Q("新生儿乙形肝炎是不是乙型肝炎病毒传给孩子的？", "caused_by", "新生儿乙型肝炎", D, slip="新生儿乙形肝炎",
      named="乙型肝炎病毒"),
    Q("桡骨骨折一般是怎么摔出来的", "caused_by", "桡骨骨折", D),
    Q("体检说有无症壮性心肌缺血，跟动脉粥样硬化有关吗？", "caused_by", "无症状性心肌缺血", D, slip="无症壮性心肌缺血",
      named="动脉粥样硬化"),
    # has_risk_factor
    Q("刚做过支气管镜，呼吸道侵入性操作会增加得感染性心内模炎的风险吗", "has_risk_factor", "感染性心内膜炎", D,
      slip="感染性心内模炎", named="呼吸道侵入性操作"),
    Q("我爸年轻时碰过毒品，使用违禁药品跟慢性缺血性心藏病有关系吗？", "has_risk_factor", "慢性缺血性心脏病", D,
      slip="慢性缺血性心藏病", named="使用违禁药品"),
    Q("我是B型血，听说ABO 血型 B型的人更容易得慢性胰腺炎，真的假的", "has_risk_factor", "慢性胰腺炎", D,
      named="ABO 血型 B型"),
    Q("宝宝生的时候有点窒息，围产期窒息会让新生儿黄胆更重吗？", "has_risk_factor", "新生儿黄疸", D, slip="新生儿黄胆",
      named="围产期窒息"),
    Q("家里地下室氡超标，氡暴露史算支气管肺癌的危险因素吗", "has_risk_factor", "支气管肺癌", D, named="氡暴露史"),
    Q("怀孕了牙龈老出血，口腔卫生不佳会增加早产的风险吗？", "has_risk_factor", "早产", D, named="口腔卫生不佳"),
    # common_in
    Q("心包切开术后综合症多见于哪些人", "common_in", "心包切开术后综合征", D, slip="心包切开术后综合症"),
    Q("心脏转移性恶性黑色素瘤一般是什么人会得？", "common_in", "心脏转移性恶性黑色素瘤", D),
    Q("慢性炎症性脱髓鞘性多发性神精病一般多大年纪的人得", "common_in", "慢性炎症性脱髓鞘性多发性神经病", D,
      slip="慢性炎症性脱髓鞘性多发性神精病"),
    Q("新生儿柯萨其病毒B感染是不是体质差的宝宝更容易得？", "common_in", "新生儿柯萨奇病毒B感染", D,
      slip="新生儿柯萨其病毒B感染"),
    Q("新生儿晚期代谢性酸中毒是不是早产儿更多见", "common_in", "新生儿晚期代谢性酸中毒", D, named="早产儿"),
    Q("慢性输卵管炎这个病多发在什么人身上？", "common_in", "慢性输卵管炎", D),
    # prevalent_in
    Q("要去巴西和墨西哥出差，疟疾在中美洲和南美洲还流行吗", "prevalent_in", "疟疾", D, named="中美洲和南美洲"),
    Q("登哥热现在主要在哪些国家和地区流行？", "prevalent_in", "登革热", D, slip="登哥热"),
    Q("听说甲状线癌在法国发病的人特别多，是这样吗", "prevalent_in", "甲状腺癌", D, slip="甲状线癌", named="法国"),
    Q("痔这个病，在哪个国家的人里头最常见？", "prevalent_in", "痔", D),
    Q("下个月去泰国自由行，那边流行什么病，要提前防一防吗", "prevalent_in", "泰国", RE),
    # treated_with
    Q("我爸是慢性稳定性心较痛，平时要怎么治疗？", "treated_with", "慢性稳定性心绞痛", D, slip="慢性稳定性心较痛"),
    Q("成人全面惊厥性癫痫持续状态送到医院一般怎么处理", "treated_with", "成人全面惊厥性癫痫持续状态", D),
    Q("孩子老反复感染，查出抗体免疫却陷病，有哪些治法？", "treated_with", "抗体免疫缺陷病", D, slip="抗体免疫却陷病"),
    Q("桡骨骨折拆了石膏以后要做功能锻炼吗", "treated_with", "桡骨骨折", D, named="功能锻炼"),
    Q("宝宝查出气管及支气管发育章碍，这个要怎么治？", "treated_with", "气管及支气管发育障碍", D, slip="气管及支气管发育章碍"),
    Q("慢性输卵管炎只能开刀吗，有没有不手术的治法", "treated_with", "慢性输卵管炎", D),
    # metastasizes_to
    Q("痛风会不会蔓延到手指末端的远端指间关节？", "metastasizes_to", "痛风", D, named="远端指间关节"),
    Q("瘤形麻风会不会累及到骨骼", "metastasizes_to", "瘤型麻风", D, slip="瘤形麻风", named="骨骼"),
    Q("白喉的毒素会不会跑到肾脏去？", "metastasizes_to", "白喉", D, named="肾脏"),
    Q("孩子的病毒性脑膜炎会不会扩散，一般波及哪里", "metastasizes_to", "病毒性脑膜炎", D),
    Q("哪些病会蔓延到气管黏膜上？", "metastasizes_to", "气管黏膜", BP),
    # invades
    Q("白喉这个病主要侵犯身体哪些组织", "invades", "白喉", D),
    Q("皮肤白喉除了皮肤，还会侵到哪些地方？", "invades", "皮肤白喉", D),
    Q("我舅确诊肛官癌，这个癌会往周围长到哪里", "invades", "肛管癌", D, slip="肛官癌"),
    Q("肾小管会被哪些病直接侵犯？", "invades", "肾小管", BP),
    # is_subtype_of
    Q("放线君皮肤感染是放线菌病的一种吗", "is_subtype_of", "放线菌皮肤感染", D, slip="放线君皮肤感染", named="放线菌病"),
    Q("新型隐球菌肺炎属于隐球菌病吗？", "is_subtype_of", "新型隐球菌肺炎", D, named="隐球菌病"),
    Q("晕性角膜炎在分类上归哪一大类", "is_subtype_of", "晕性角膜炎", D),
    Q("复习精神病学看到未分化型精神分烈症，它上一级是什么病？", "is_subtype_of", "未分化型精神分裂症", D,
      slip="未分化型精神分烈症"),
    Q("孩子脑电图查出早发性良性儿童枕页癫痫，这算哪一类病", "is_subtype_of", "早发性良性儿童枕叶癫痫", D,
      slip="早发性良性儿童枕页癫痫"),
    Q("病历上写着未特指的利什曼病，它归在什么病下面？", "is_subtype_of", "未特指的利什曼病", D),
    # related_disease
    Q("我妈甲亢好几年了，最近胸口闷疼，甲亢跟心绞痛有关系吗", "related_disease", "甲状腺功能亢进症", D, mention="甲亢",
      named="心绞痛"),
    Q("支气管囊种会不会引起上腔静脉综合征？", "related_disease", "支气管囊肿", D, slip="支气管囊种",
      named="上腔静脉综合征"),
    Q("梅毒感然跟脑膜炎症有没有关系", "related_disease", "梅毒感染", D, slip="梅毒感然", named="脑膜炎症"),
    Q("淋巴瘤这个病跟垂体功能减退症有关联吗？", "related_disease", "淋巴瘤", D, named="垂体功能减退症"),
    Q("熔血性贫血跟HELLP 综合征是什么关系", "related_disease", "溶血性贫血", D, slip="熔血性贫血", named="HELLP 综合征"),
    Q("怀孕时得了李斯特菌病，会不会跟早产扯上关系？", "related_disease", "李斯特菌病", D, named="早产"),
    # differential_diagnosis
    Q("狂犬病要跟巴尔通氏体属脑炎区分开吗", "differential_diagnosis", "狂犬病", D, named="巴尔通氏体属脑炎"),
    Q("整天情绪低落，医生说要排除艾滋病病毒感染才能定是抑郁证，有这必要吗？", "differential_diagnosis", "抑郁症", D,
      slip="抑郁证", named="艾滋病病毒感染"),
    Q("脸上老晒的地方起了粗糙的斑，医生说像日光性角花，还要跟哪些病区分", "differential_diagnosis", "日光性角化", D,
      slip="日光性角花"),
    Q("毛细胞白血病容易被误当成哪些病？", "differential_diagnosis", "毛细胞白血病", D),
    Q("艾滋病人的化验单上写着OI，这个要跟哪些病鉴别", "differential_diagnosis", "机会性感染", D, mention="OI"),
    Q("左下腹疼，医生说可能是气室炎，要和什么病区别开？", "differential_diagnosis", "憩室炎", D, slip="气室炎"),
    # indicated_for
    Q("大腿根痒，药店给了易菲莎，能治股癣吗", "indicated_for", "曲咪新乳膏", DR, mention="易菲莎", named="股癣"),
    Q("我爸化疗打的岐星，是治哪些癌的？", "indicated_for", "替加氟氯化钠注射液", DR, mention="岐星"),
    Q("鼻窦炎住院输的普洛施，是专门治鼻窦炎的吗", "indicated_for", "替硝唑葡萄糖注射液", DR, mention="普洛施",
      named="鼻窦炎"),
    Q("眼科开的氟康坐滴眼液，主要治什么眼病？", "indicated_for", "氟康唑滴眼液", DR, slip="氟康坐滴眼液"),
    Q("毒毛花甘k注射液是治心力衰竭的吗", "indicated_for", "毒毛花苷k注射液", DR, slip="毒毛花甘k注射液",
      named="心力衰竭"),
    Q("老是天旋地转，邻居说吃桂利秦片管用，它能治眩晕吗？", "indicated_for", "桂利嗪片", DR, slip="桂利秦片",
      named="眩晕"),
    Q("医生开了畅乐，说是通大便的，便秘能吃吗", "indicated_for", "无水硫酸钠肠溶胶囊", DR, mention="畅乐", named="便秘"),
    # has_adverse_reaction
    Q("输液用的安果，打了会有什么不良反应？", "has_adverse_reaction", "果糖二磷酸钠注射液", DR, mention="安果"),
    Q("术后止痛打的凯纷，会让人犯困吗", "has_adverse_reaction", "氟比洛芬酯注射液", DR, mention="凯纷", named="嗜睡"),
    Q("孩子皮肤感染吃了昆特，这药有哪些副作用？", "has_adverse_reaction", "氟氯西林钠颗粒", DR, mention="昆特"),
    Q("艾氟龙滴眼液点久了会不会眼压升高", "has_adverse_reaction", "氟米龙滴眼液", DR, mention="艾氟龙", named="眼压升高"),
    Q("尿路感染吃了氟罗沙新分散片，可能会有哪些不舒服？", "has_adverse_reaction", "氟罗沙星分散片", DR,
      slip="氟罗沙新分散片"),
    Q("输了倍丙酯氯化钠注射液，心跳变慢是药的反应吗", "has_adverse_reaction", "棓丙酯氯化钠注射液", DR,
      slip="倍丙酯氯化钠注射液", named="心率减慢"),
    Q("曲安耐德新霉素贴膏贴久了会长痤疮吗？", "has_adverse_reaction", "曲安奈德新霉素贴膏", DR,
      slip="曲安耐德新霉素贴膏", named="痤疮"),
    # has_ingredient
    Q("扫日劳清肺止咳胶囊里有紫草吗", "has_ingredient", "扫日劳清肺止咳胶囊", DR, named="紫草"),
    Q("皮肤科开的肤疾宁贴膏，里面含什么成分？", "has_ingredient", "曲安奈德新霉素贴膏", DR, mention="肤疾宁"),
    Q("维康达的主要成分是替加氟吗", "has_ingredient", "替吉奥胶囊", DR, mention="维康达", named="替加氟"),
    Q("华士靖安里面是棓丙酯吗？", "has_ingredient", "棓丙酯氯化钠注射液", DR, mention="华士靖安", named="棓丙酯"),
    Q("心内科输的艾贝然，主要成分是果糖二磷酸钠吗", "has_ingredient", "果糖二磷酸钠注射液", DR, mention="艾贝然",
      named="果糖二磷酸钠"),
    Q("妇科推荐的日舒安洗夜，里面有苦参吗？", "has_ingredient", "日舒安洗液", DR, slip="日舒安洗夜", named="苦参"),
    Q("梅花点舍丸都含哪些药材", "has_ingredient", "梅花点舌丸", DR, slip="梅花点舍丸"),
    # is_a_level3
    Q("神经内科开的施维宝，按用途算哪一类药？", "is_a_level3", "氢溴酸加兰他敏分散片", DR, mention="施维宝"),
    Q("术后打的无衡，按作用分是镇痛药吧", "is_a_level3", "氢溴酸高乌甲素葡萄糖注射液", DR, mention="无衡",
      named="镇痛药"),
    Q("手术中输的捷凝，从用途上讲是什么药？", "is_a_level3", "氨甲环酸氯化钠注射液", DR, mention="捷凝"),
    Q("骨转移的病人用的德维，按作用属于哪一类", "is_a_level3", "氯膦酸二钠注射液", DR, mention="德维"),
    Q("福康唑颗粒按用途分是不是唑类的？", "is_a_level3", "氟康唑颗粒", DR, slip="福康唑颗粒", named="唑类"),
    Q("肝昏迷输的氨络酸氯化钠注射液，按用途是哪类药", "is_a_level3", "氨酪酸氯化钠注射液", DR,
      slip="氨络酸氯化钠注射液"),
    Q("泛昔洛韦颗粒按作用分是逆转录酶抑制药吗？", "is_a_level3", "泛昔洛韦颗粒剂", DR, slip="泛昔洛韦颗粒",
      named="逆转录酶抑制药"),
    # belongs_to
    Q("化疗输的森汀，药房是归在化疗用药里吗", "belongs_to", "氟尿嘧啶氯化钠注射液", DR, mention="森汀",
      named="化疗用药"),
    Q("福若欣在药品目录里属于哪一类？", "belongs_to", "氟尿嘧啶葡萄糖注射液", DR, mention="福若欣"),
    Q("胃癌吃的替吉澳胶囊，在药品分类里算什么", "belongs_to", "替吉奥胶囊", DR, slip="替吉澳胶囊"),
    Q("安必同在药品分类里算抗凝溶栓及抗血小板药吗？", "belongs_to", "棓丙酯氯化钠注射液", DR, mention="安必同",
      named="抗凝溶栓及抗血小板药"),
    Q("曲米新乳膏在药店放在哪一类药里", "belongs_to", "曲咪新乳膏", DR, slip="曲米新乳膏"),
    Q("斑毛酸钠注射液属于什么类别的药品？", "belongs_to", "斑蝥酸钠注射液", DR, slip="斑毛酸钠注射液"),
    # drug_has_alias
    Q("降糖的沙格列停片还有别的名字吗", "drug_has_alias", "沙格列汀片", DR, slip="沙格列停片"),
    Q("单子上写的注射用达托霉素，跟医生嘴里的克必信是一个东西吗？", "drug_has_alias", "注射用达托霉素", DR,
      named="克必信"),
    Q("注射用盐酸罗美沙星是不是又叫奥每欣", "drug_has_alias", "注射用盐酸洛美沙星", DR, slip="注射用盐酸罗美沙星",
      named="奥每欣"),
    Q("注射用硫酸抗敌素名字太长，平时怎么称呼它？", "drug_has_alias", "注射用硫酸抗敌素", DR),
    Q("瑞鑫是哪个药的另一个名字", "drug_has_alias", "瑞鑫", AL),
    # mainly_treats
    Q("海边人说的刺棒能治腮腺炎吗？", "mainly_treats", "海仙人掌", M, mention="刺棒", named="腮腺炎"),
    Q("山里人叫牛肋巴的那种蕨，主要治什么病", "mainly_treats", "渐尖毛蕨", M, mention="牛肋巴"),
    Q("天朋草捣烂了能止外伤出血吗？", "mainly_treats", "滇西风毛菊", M, mention="天朋草", named="外伤出血"),
    Q("药书上的漏篮这味药，主治哪些病", "mainly_treats", "漏篮子", M, mention="漏篮"),
    Q("毛女真煮水能治口腔炎吗？", "mainly_treats", "毛女贞", M, slip="毛女真", named="口腔炎"),
    Q("毛脉酸膜能治便秘吗", "mainly_treats", "毛脉酸模", M, slip="毛脉酸膜", named="便秘"),
    Q("东北老家春天接的华树液，当药喝能治什么？", "mainly_treats", "桦树液", M, slip="华树液"),
    # has_efficacy
    Q("花葫芦这种草药能止血吗", "has_efficacy", "滇西风毛菊", M, mention="花葫芦", named="止血"),
    Q("赤桉入药有什么功效？", "has_efficacy", "洋草果", M, mention="赤桉"),
    Q("江南杞木是不是能清热解毒", "has_efficacy", "江南桤木", M, slip="江南杞木", named="清热解毒"),
    Q("灯油腾子有通便的作用吗？", "has_efficacy", "灯油藤子", M, slip="灯油腾子", named="通便"),
    Q("点如冷水花这味草药有什么功效", "has_efficacy", "点乳冷水花", M, slip="点如冷水花"),
    Q("渔民送的海鳗膘，入药有什么好处？", "has_efficacy", "海鳗鳔", M, slip="海鳗膘"),
    # distributed_in
    Q("亭炅独生这味药产在哪里", "distributed_in", "母丁香", M, mention="亭炅独生"),
    Q("爬岩香福建有没有？", "distributed_in", "海风藤", M, mention="爬岩香", named="福建"),
    Q("草药铺老板说的黑舒筋，哪些地方能采到", "distributed_in", "渐尖毛蕨", M, mention="黑舒筋"),
    Q("海南海金砂主要分布在哪些省份？", "distributed_in", "海南海金沙", M, slip="海南海金砂"),
    Q("泡襄草根是内蒙古产的吗", "distributed_in", "泡囊草根", M, slip="泡襄草根", named="内蒙古"),
    Q("海摇鱼齿这味药是哪里出的？", "distributed_in", "海鹞鱼齿", M, slip="海摇鱼齿"),
    # material_has_alias
    Q("狗果是哪味药材的俗名", "material_has_alias", "狗果", AL),
    Q("老藤这味药还有什么叫法？", "material_has_alias", "海风藤", M, mention="老藤"),
    Q("虎掌这味药在别的书里叫什么", "material_has_alias", "漏篮子", M, mention="虎掌"),
    Q("段叶独活还有别的名字吗？", "material_has_alias", "椴叶独活", M, slip="段叶独活"),
    Q("海南枸是不是也叫山胡椒", "material_has_alias", "海南蒟", M, slip="海南枸", named="山胡椒"),
    Q("露斗菜在乡下是不是叫血见愁？", "material_has_alias", "漏斗菜", M, slip="露斗菜", named="血见愁"),
    # composed_of
    Q("八碎汤里有没有芍药", "composed_of", "八岁汤", F, slip="八碎汤", named="芍药"),
    Q("八斤丸方子里要用当归吗？", "composed_of", "八斤丸", F, named="当归等"),
    Q("古方李子豫赤丸里放了雄黄吗", "composed_of", "八毒赤丸", F, mention="李子豫赤丸", named="雄黄"),
    Q("八物肾汽丸里有桂枝吗？", "composed_of", "八物肾气丸", F, slip="八物肾汽丸", named="桂枝等"),
    Q("抄方子看到八真养血汤，里面有丹参吧", "composed_of", "八珍养血汤", F, slip="八真养血汤", named="丹参等"),
    Q("八将擒王丸这个方子里用象牙屑吗？", "composed_of", "八将擒王丸", F, named="象牙屑"),
    # formula_has_efficacy
    Q("厚扑温中汤能燥湿除满吗", "formula_has_efficacy", "厚朴温中汤", F, slip="厚扑温中汤", named="燥湿除满"),
    Q("大黄牡丹汤有泻热破结的作用吗？", "formula_has_efficacy", "大黄牡丹汤", F, named="泻热破结"),
    Q("大黄附子汤是通便止痛的方子吧", "formula_has_efficacy", "大黄附子汤", F, named="通便止痛"),
    Q("天苔乌药散能行气疏肝吗？", "formula_has_efficacy", "天台乌药散", F, slip="天苔乌药散", named="行气疏肝"),
    Q("老中医开的定闲丸，是开窍安神的吗", "formula_has_efficacy", "定痫丸", F, slip="定闲丸", named="开窍安神"),
    Q("小健中汤有和里缓急的功效吗？", "formula_has_efficacy", "小建中汤", F, slip="小健中汤", named="和里缓急"),
    # prescribed_for
    Q("四军子汤是治脾胃气虚证的吗", "prescribed_for", "四君子汤", F, slip="四军子汤", named="脾胃气虚证"),
    Q("完带汤对湿浊带下有用吗？", "prescribed_for", "完带汤", F, named="湿浊带下"),
    Q("导赤散是不是治心经火热证的", "prescribed_for", "导赤散", F, named="心经火热证"),
    Q("我爸血压高头胀，天麻勾藤饮对肝阳偏亢管用吗？", "prescribed_for", "天麻钩藤饮", F, slip="天麻勾藤饮",
      named="肝阳偏亢"),
    Q("半夏茯苓天麻汤能治胸膈痞闷吗", "prescribed_for", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤",
      named="胸膈痞闷"),
    Q("半夏泄心汤治的是不是寒热错杂之痞证？", "prescribed_for", "半夏泻心汤", F, slip="半夏泄心汤",
      named="寒热错杂之痞证"),
    # formula_has_alias
    Q("八生引子还有什么别名", "formula_has_alias", "八生饮子", F, slip="八生引子"),
    Q("古书里的八痞丸，是不是又写作拓痞丸？", "formula_has_alias", "八痞丸", F, named="拓痞丸"),
    Q("八风单在别的方书里叫什么", "formula_has_alias", "八风丹", F, slip="八风单"),
    Q("八生散是哪个方子的另一个叫法？", "formula_has_alias", "八生散", AL),
    Q("八物麦冬饮还有别的名字吗", "formula_has_alias", "八物麦门冬饮", F, slip="八物麦冬饮"),
    # check_for_disease
    Q("抽了膝盖的关节液做滑膜液肉眼检查，能看出是不是痛风吗？", "check_for_disease", "滑膜液肉眼检查", C, named="痛风"),
    Q("痰液免疫学检查一般是查哪些病的", "check_for_disease", "痰液免疫学检查", C),
    Q("皮肤科让做皮肤与组织寄身虫的病原检查，能查出哪些病？", "check_for_disease", "皮肤与组织寄生虫的病原检查", C,
      slip="皮肤与组织寄身虫的病原检查"),
    Q("盆腔冲气造影能诊断什么病", "check_for_disease", "盆腔充气造影", C, slip="盆腔冲气造影"),
    Q("孩子头皮一块块掉头发，做真菌培养检查能查出头癣吗？", "check_for_disease", "真菌培养检查", C, named="头癣"),
    Q("眼睛往外凸，医生开了眼及框区CT检查，这个能查出哪些病", "check_for_disease", "眼及眶区CT检查", C,
      slip="眼及框区CT检查"),
    Q("炭源利用试验能帮着诊断胃肠炎吗？", "check_for_disease", "碳源利用试验", C, slip="炭源利用试验", named="胃肠炎"),
    # check_for_symptom
    Q("免疫力下降要做混合淋巴细包培养试验吗", "check_for_symptom", "混合淋巴细胞培养试验", C,
      slip="混合淋巴细包培养试验", named="免疫力下降"),
    Q("病理反射检查是出现什么情况才做的？", "check_for_symptom", "病理反射检查", C),
    Q("高热寒战的时候医生会开痰液细菌图片检查吗", "check_for_symptom", "痰液细菌涂片检查", C, slip="痰液细菌图片检查",
      named="高热寒战"),
    Q("眼科体检里的瞳孔外观，是针对哪些症状看的？", "check_for_symptom", "瞳孔外观", C),
    Q("尿道流出分泌物，要做直接涂片检查吗", "check_for_symptom", "直接涂片检查", C, named="尿道流出分泌物"),
    Q("神经系统和医学检查一般是有什么症状才做？", "check_for_symptom", "神经系统核医学检查", C, slip="神经系统和医学检查"),
    # performed_by
    Q("宝宝的新生儿疾病筛察检查，是哪个科负责做", "performed_by", "新生儿疾病筛查检查", C, slip="新生儿疾病筛察检查"),
    Q("心血管造影检查是在哪个科室里做的？", "performed_by", "心血管造影检查", C),
    Q("约了个无痛胃经检查，到了医院该去哪个科", "performed_by", "无痛胃镜检查", C, slip="无痛胃经检查"),
    Q("儿科除了看病，自己还能做哪些检查项目？", "performed_by", "儿科", DEP),
    # check_has_alias
    Q("新生儿筛查的英文全称怎么写", "check_has_alias", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("快速血将反应素试验的英文缩写是什么？", "check_has_alias", "快速血浆反应素试验", C, slip="快速血将反应素试验"),
    Q("机电图检查是不是就是单子上的EMG", "check_has_alias", "肌电图检查", C, slip="机电图检查", named="EMG"),
    Q("出院小结里有一句newborn screening，翻译过来是哪个检查？", "check_has_alias", "newborn screening", AL),
]

if __name__ == "__main__":
    raise SystemExit(main_with_written_forms(QUESTIONS, OUT, "day80", "slip", "name_slip", slip_problems))
