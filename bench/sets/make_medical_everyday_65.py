"""Writes `medical_everyday_65.jsonl`, a sixty-fifth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is a vent: someone complaining, angry, anxious or exasperated before
asking - about a long wait or being sent from counter to counter (排队排到下午, 来回挂了三次号，钱全白花, 耳鼻喉科说不归他们, 挂了疼痛科排了三个小时),
a doctor who said too little (多一个字都不肯讲, 医生一句“转科吧”就没下文了, 他摇摇头就走了，太冷漠了吧, 问他会转到哪，他就一句“再看吧”), a drug
that did not work or cost too much (开了三百块的中药喝了一个月，屁用没有, 一罐好几百还不进医保，这是要卖血吗, 挂了一个星期也不见好，钱倒是哗哗地流), a
family member who will not listen (我爸非说是没睡好，给她刮痧, 打着石膏还偷偷下地走路, 我婆婆看了个视频说喝醋能化掉，天天逼我喝醋, 偏信广西亲戚寄来的一包广西艾麻),
conflicting advice online or from others (健身房教练说拉伸就好，网上又说不能拉伸要冰敷，到底听谁的, 中医说是湿气重，西医说是…, 网上有人说瑞珠好用，有人说没用),
a pharmacy or a shop that pushed something (药店硬塞给我一盒朗士，骗鬼呢, 眼镜店坑死人了), an employer or an insurer that will not pay (包工头说是他自己不小心，一分钱都不想赔,
保险公司却说只赔脑卒中，这是要耍赖吗, 医保窗口非说名字对不上不给报). The rants carry exclamation marks, repeated punctuation (！！, ？？, ？！), interjections
and curses (唉, 气死我了, 服了, 无语, 哭死, 屁事没有, 正常个鬼啊) and rhetorical questions that are not the real question (这也叫治疗？？, 早干嘛去了？？,
难道是我想多了？？, 这谁受得了？, 有没有天理！, 这叫什么事！, 你来忍忍试试？！, 慢慢养是多久？！, 没病我天天疼？？); the real question follows, most often
at the end, sometimes followed by one more line (我要打印出来贴在他床头, 我得回去盯着他, 总不能每样都做一遍吧！, 我好拿去堵她的嘴) or by a second question
about the same thing (股外侧皮神经卡压综合征是怎么引起的？天天穿紧身裤有关系吗 asks the causes; 肾脏损伤一般怎么治？要不要开刀？ asks the treatments). The rants name
other records of the network (a department that sent them away, a drug that failed, a check already done, what it was first taken for: 神经内科说…不归他们管,
心内科开了一堆降压药都压不住, 拉着我去做心电图, 诊所一直当扭伤贴膏药, 儿科一直说是肠痉挛, 当哮喘治了好久), and the real question is about one record, named
in it (这个病, 这种肿瘤 and 这个检查 point back to a record the same question names). Who writes varies: sons and daughters about a parent or
grandparent (我爸, 我妈, 我爷爷, 我外公), parents about a child (孩子六岁摔断了胳膊, 幼儿园好几个小孩身上起脓包), wives and husbands (我老公踢球把小腿踢断了),
relatives (我表哥, 我舅舅, 我姑姑, 我二叔, 我嫂子), patients about themselves (a runner, a teacher, a nursing mother, a pregnant woman, a worker in a
chemical plant, a woman after eye surgery), people pushed to use herbs by family, neighbours or a live stream (直播间), and people sent abroad (老公要被公司派去埃及两年).
The questions run from 31 to 85 characters: 4 short angry one-liners of 35 or fewer (去医院摸一下脉就收了二十块检查费？！…), 52 of 36 to 50, 132 of 51 to
65, 21 of 66 to 80 and 1 longer. 191 carry an exclamation mark, 47 a doubled ！！ or ？？; 209 carry a comma and are tagged `context`; by a mechanical
count 11 carry 呢, 啊, 呀, 嘛 or 哈 somewhere (干嘛, 一周啊, 正常个鬼啊); 24 are tagged `verbatim` (并发症, 病因, 高危因素, 治疗方法, 相关疾病, 鉴别诊断, 不良反应,
成份, 药品分类, 主治, 功效, 组成, 功用 and 别名 in the asker's words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 7, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
6, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the eighth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 63 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-seventh, forty-seventh and fifty-sixth
sets drew from the eighth tenth too, and this one takes only what they and every other set left. Twenty relation types
still have such records in the window, and every question of them asks about one (has_symptom, designated_to, checks,
has_complication, shown_on, caused_by, common_in, treated_with, is_subtype_of, the five drug types but drug_has_alias,
the four material types, check_for_disease and check_for_symptom; 龙爪树, asked for what it stands for, is an alias of
西南鹅掌柴, a window record of material_has_alias). The other fifteen windows are used up:
- has_alias has 184 window sources and one left (耳源性脑膜炎), asked openly; three questions each name an alias no earlier
  question names (肩周炎 → 肩关节周围炎, 脑卒中 → 脑血管意外, 肛管直肠瘘 → 肛门瘘管), and two ask what an alias no earlier question
  names stands for (呕吐性上感, of 胃肠型感冒, and 肺大泡, of 肺大疱, both window sources).
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names (胃食管反流病 →
  埃索美拉唑镁肠溶片, 腰肌劳损 → 萘丁美酮胶囊, 肾结石 → 净石灵胶囊, 脱发 → 养血生发胶囊, 胃痉挛 → 盐酸哌仑西平片, 胆结石 → 茴三硫片), two of them
  naming the disease by an alias no earlier question uses (GORD, read off a chart, and 功能性腰痛, off a certificate).
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, most of them in the asker's words (肝硬化 ← 酒精滥用, 胃炎 ← 使用非甾体类抗炎药, 肺结核 ← 低体重 as 体重太低, 胆囊炎 ←
  低纤维摄入 as 纤维摄入太少, 胆汁反流性胃炎 ← 胃十二指肠或胃空肠吻合术, 肝炎 ← 家庭接触（乙型肝炎感染） as 家里人有乙肝、天天一起生活).
- None of the five window sources of prevalent_in (胃癌, 胆管癌, 膀胱癌, 自身免疫性胃炎, 荚膜组织胞浆菌病) has a neighbour no earlier question
  names: 胆管癌 and 膀胱癌 name one again (日本北部, 西欧), 胃癌 and 自身免疫性胃炎 are asked in new words, and one question asks from the
  target end (埃及, where 膀胱癌 is prevalent, never an earlier question's entity).
- Of the five window sources of metastasizes_to (肾癌, 肿瘤, 胆管癌, 脑炎型狂犬病, 膝内翻) only 肿瘤 has a neighbour no question names word for
  word, and one question names it in other words (其他盆腔腹膜内组织 as 盆腔腹膜里的其他组织); 胆管癌 names 腹膜 again, 肾癌 is asked in new
  words and two questions ask from the target end (盆腔, where 肿瘤 spreads, and 肝脏表面, where 胆管癌 spreads; neither an earlier
  question's entity).
- The three window sources of invades (胰腺炎, 腹主动脉瘤, 血吸虫病) have no neighbour left: 胰腺炎 names 背部 again, 血吸虫病 names 门静脉
  again, 腹主动脉瘤 is asked in new words and one question asks from the target end (背部, which 胰腺炎 and 部位未特指的消化性溃疡 invade,
  never an earlier question's entity).
- Of the 31 window sources of related_disease, six questions each name a neighbour no earlier question names (胰腺癌 ↔
  家族性乳腺癌综合征 and 无息肉性结直肠癌遗传综合征, 脑梗死 ↔ 脑肿胀和疝, 肾移植 ↔ 慢性肾盂肾炎等 said without 等, 胃炎 ↔ 合并其他自身免疫性疾病, 肿瘤 ↔
  胆管树的完全阻塞); so do six of the 12 of differential_diagnosis (肝硬化 ↔ 自发性细菌性腹膜炎 and 氯乙烯中毒, 胆囊炎 ↔ 肠球菌 and 克雷伯杆菌, 肠易激综合征 ↔
  肠蠕动引起的腹痛, 肾小球肾炎 ↔ 肾前性).
- The window of drug_has_alias holds seven drugs (硝呋太尔胶囊, 磷霉素氨丁三醇散, 米格列奈钙片, 结构脂肪乳注射液（C6～24）, 维格列汀片,
  缬沙坦氨氯地平片（I）, 肝素钠乳膏) with one alias each, all of them names earlier questions use and none of the drugs listing a trade name
  no earlier question uses: 米格列奈钙片, 缬沙坦氨氯地平片（I） and 磷霉素氨丁三醇散 are asked in new words, 肝素钠乳膏 whether it is 海普林, and
  one question asks what 力文 (结构脂肪乳注射液（C6～24）'s alias, an earlier question's gold) stands for.
- None of the eighteen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  names, four of them ones the network writes with 等, written the way people write them, without the 等 (巴戟熟地酒 →
  枸杞子等, 开郁顺气丸 → 山栀, 开郁老蔻丸 → 贡桂, 拔毒饮 → 白芷等, 拔毒锭 → 牙皂等, 巴鲫膏 → 川乌等). Six of the 30 window formulas of
  formula_has_efficacy are asked whether they have an efficacy no earlier question names (独活寄生汤 → 祛风湿, 白头翁汤 → 凉血止痢, 益胃汤 →
  养阴益胃, 真人养脏汤 → 温补脾肾, 炙甘草汤 → 通阳复脉, 甘露消毒丹 → 利湿化浊), and six of the 34 of prescribed_for whether they treat a disease
  no earlier question names (清胃散 → 口气热臭, 痛泻要方 → 泻必腹痛, 猪苓汤 → 小便涩痛, 百合固金汤 → 咽喉燥痛, 甘麦大枣汤 → 睡眠不安, 牡蛎散 → 常自汗出).
- formula_has_alias has 29 sources and its window three (巴戟天饮, 巴戟浸酒, 当归丸), all of whose aliases earlier questions name:
  巴戟天饮 and 当归丸 are asked in new words, 巴戟浸酒 whether it is 巴戟天酒, one question asks what 巴戟汤 (巴戟天饮's alias, an earlier
  question's gold) stands for, and the record after the window (慢脾风, the 24th of 29 in key order) is asked in new words.
- performed_by has six sources and its window none, as for the thirty-seventh, forty-seventh and fifty-sixth sets: its
  questions take the record in whose place in key order the eighth tenth falls (脑电图检查, the fifth, asked in new words and by
  its alias EEG), the record before it (无痛胃镜检查, whether it is done in 消化科) and the record after it (静脉尿路造影检查, named by its
  alias 静脉肾盂排泄造影); no question asks from the target end, every department of the type being an earlier question's entity.
- check_has_alias has seven sources and its window one (脑电图检查, the fifth in key order), asked in new words and by what its
  alias electroencephalogram stands for; the record before it (肌电图检查) is asked whether it is EMG and the record after it
  (超声内镜检查) by what EUS stands for.
脑电图检查, 静脉尿路造影检查, 肌电图检查 and 肿瘤 and the names electroencephalogram and 静脉肾盂排泄造影 are the only entities and names
here that the first alias set uses too; no question uses an entity or a mention of the second or third alias set.

87 questions name the one neighbour they ask about, most of them naming two records (肾下垂 → 腰部酸痛, 胃肠型食物中毒 → 急诊科,
胃神经纤维瘤 → 大便潜血试验, 脑缺血性疾病 → 经颅多普勒超声检查, 肱骨外髁骨折 → 肘外翻, 胆囊良性肿瘤 → 黄疸, 肾动脉栓塞 → 急性肾功能衰竭, 胃肠道外瘘 → 感染性休克,
胰腺异位 → 肠套叠, 脓窠疮 → 儿童 (是不是小孩特别容易得), 肺血栓栓塞症 → 抗凝、溶栓治疗, 福乃得 → 缺铁性贫血, 朗士 → 痔疮, 保欣宁 → 头痛, 丽珠刻乐 → 盐酸伪麻黄碱,
协达利 → 抗酸药, 美红 → 大环内酯类, 广西艾麻 → 风湿痹痛, 蚕豆叶 → 外伤出血, 白蚬子 → 滋阴, 胡萝卜七 → 降压, 蒲桃根皮 → 海南, 西藏圆柏 → 青海,
萼果香薷 → 土香薷, 野胡椒 → 芦子藤, 蓼大青叶 → 染青草, 脑血流显像 → 短暂性大脑缺血性发作, 脓汁和创伤感染标本细菌学检查 → 急性乳腺炎, 腹部皮肤检查 → 过敏性紫癜,
脊柱椎体平扫 → 脊椎僵直, 腹壁紧张度检查 → 腹肌紧张, 膀胱触诊 → 膀胱膨隆, 无痛胃镜检查 → 消化科, 肌电图检查 → EMG, and the neighbours above), ten of them in
other words than the neighbour's name (低体重, 低纤维摄入, 家庭接触（乙型肝炎感染）, 儿童, 其他盆腔腹膜内组织, and the five said without 等). Eleven are
asked from the relation's target end: the four above (埃及, 盆腔, 肝脏表面, 背部) and seven questions asking what an alias stands for
(below).

Names inside names: by a mechanical count 123 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; among them, asked the way people say them:
胃、十二指肠溃疡穿孔 holds 十二指肠溃疡穿孔 and 十二指肠溃疡, 脑蛛网膜下腔出血 holds 蛛网膜下腔出血, 胃肠型食物中毒 holds 食物中毒, 脑血管病性精神障碍 holds 脑血管病
and 精神障碍, 胃神经纤维瘤 holds 神经纤维瘤, 胫腓骨骨折 holds 腓骨骨折, 肾动脉栓塞 holds 动脉栓塞, 胆汁性腹膜炎 holds 腹膜炎, 脑动脉粥样硬化 holds 动脉粥样硬化,
肾盂癌和输尿管癌 holds 肾盂癌 and 输尿管癌, 肺部粪类圆线虫病 holds 粪类圆线虫病, 胸骨骨髓炎 holds 骨髓炎, 肠道寄生虫病 holds 寄生虫病, 胆囊结石伴急性胆囊炎 holds
急性胆囊炎, 腹股沟斜疝合并直疝 holds 腹股沟斜疝, 腺性膀胱炎 holds 膀胱炎, its answer, 胆汁反流性胃炎 holds 胆汁反流 and lies inside 胃切除后胆汁反流性胃炎, 肺血栓栓塞症
lies inside 急性肺血栓栓塞症, 清胃散 inside 白清胃散, 当归丸 inside 浓缩当归丸, 葛枣 inside its alias 葛枣子, by which it is named, 药用倒提壶 holds its alias 倒提壶,
by which it is named, 蓼大青叶 holds 大青叶, 无痛胃镜检查 holds 胃镜检查, 脑电图检查 and 肌电图检查 lie inside 心电图与脑电图检查 and 脑电图、肌电图检查, and
肝硬化, 胃炎, 胆囊炎, 肺结核, 肝炎, 胰腺炎, 肿瘤, 盆腔 and 背部 lie inside many longer records (肝硬化性肾损害, 胆管结石伴胆囊炎, 急性出血性坏死性胰腺炎, 腰背部肌肉痉挛).

About one question in four (51 of 210) names its entity by a name the network records for that very instance: disease
aliases (2: GORD and 功能性腰痛, names no earlier question uses); drug trade names (33, below); medicinal material aliases (14:
火把草, 倒提壶, 七叶加, 广西艾麻, 冬瓜木, 白蚬子, 桃叶卫矛, 厚翅紫堇, 胡萝卜七, 迎春柳, 葛枣子, 裙带草, 藏金刚藤, 野胡椒, none an earlier question's name); check
aliases (2: EEG and 静脉肾盂排泄造影, earlier sets' mentions). Each of these names is listed by that one instance only. Seven
more ask what an alias stands for (呕吐性上感, 肺大泡, 力文, 龙爪树, 巴戟汤, EUS, electroencephalogram: disease, drug, material, formula and
check aliases; 呕吐性上感, 肺大泡 and 龙爪树 are new, the others earlier questions' gold, asked here in other words): their gold is the
alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (妇炎洁, 福乃得, 迪维霜, 孚宁, 复洛, 朗士, 瑞珠, 必达疏, 善得康, 保欣宁, 三蕊, 统克, 咳哌宁, 爱罗欣, 舒克菲, 味禾, 丽珠刻乐, 华纳福, 赛立泰, 赫力广,
维尼康, 卫迪, 尼可林, 甘顺, 太罗, 平欣, 协达利, 卓兰, 中畅, 辉灵, 美红, 新泪然, 奥力宝), none of them an earlier question's name. All thirty-three are also
drug records of their own. They are labelled as in the earlier sets: the gold entity is the standard record (硝酸咪康唑栓,
维铁缓释片, 维A酸霜, 联苯苄唑阴道片, 红花注射液, 羟苯磺酸钙分散片, 聚乙烯醇滴眼液, 盐酸阿米洛利片, 盐酸雷尼替丁胶囊, 硝酸甘油喷雾剂, 维胺酯胶囊, 美洛昔康胶囊,
磷酸苯丙哌林口服溶液, 罗红霉素颗粒, 硫糖铝口服混悬液, 碳酸钙二甲硅油咀嚼片, 美酚伪麻片, 胶体果胶铋干混悬剂, 腺苷钴胺片, 肠内营养混悬剂, 磷霉素钙片, 硫糖铝分散片,
胞磷胆碱钠注射液, 肝水解肽注射液, 罗格列酮钠片, 缬沙坦分散片, 碳酸钙片, 硝酸舍他康唑乳膏, 福多司坦片, 磷酸钠盐口服溶液, 红霉素肠溶胶囊, 羟糖甘滴眼液, 硫辛酸注射液),
the mention is the trade name and the line is tagged `alias`, because whoever holds the box, the prescription or the
hospital bill asks about the medicine, and the standard record is the one that names it, holds its class and lists the
trade name. The 妇炎洁 asker first took the suppositories for a wash, and the question says which is meant (一盒妇炎洁栓剂).

Other names the network holds under two records:
- GORD is a disease record as well as the alias 胃食管反流病 lists, one whose only relation is a differential_diagnosis edge
  from 慢性缺血性心脏病 and that lists no drug: the question names the diagnosis on the chart, so the gold is the record the alias
  belongs to. EEG and EUS are check records as well as aliases (of 脑电图检查 and 超声内镜检查), 力文 a drug record as well as the alias
  结构脂肪乳注射液（C6～24） lists, 倒提壶 an ingredient record too, 蛤蜊 (named by 白蚬子) an alias record too (of 蛤仔): the questions that
  ask what EUS and 力文 stand for have the alias instance as gold, as the earlier sets' questions do; the EEG question names the
  check the child is to have, so its gold is the record the alias belongs to.
- Some named neighbours are records of other types too: 肩关节周围炎 a disease besides an alias, 脑血管意外 a cause, a disease and a
  symptom besides an alias, 海普林 a drug besides an alias, 巴戟天酒 a formula besides an alias, 土香薷 a medicinal material besides
  an alias, EMG a check besides an alias, 儿童 a body part, a cause, a disease, a symptom and a therapy besides a population,
  门静脉 a check and a population besides a body part, 抗酸药 and 大环内酯类 drugs besides classes, 滋阴 a drug product class and 降压 a
  disease and a therapy besides efficacies, 青海 a population besides a region, 头痛 a cause and a disease besides a symptom,
  肠球菌 a cause and an ingredient and 克雷伯杆菌 a cause besides diseases, 痔疮 a cause, an efficacy and a symptom besides a
  disease, and 肘外翻, 黄疸 (a check too), 急性肾功能衰竭 (an alias too), 感染性休克 (a cause and a therapy too), 肠套叠, 缺铁性贫血, 过敏性紫癜
  (causes too) and 睡眠不安 symptoms besides diseases.
- Besides these, 46 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 肾下垂, 胃神经纤维瘤, 脊柱结核, 肾结石, 脱发, 胃痉挛, 胃气胀, 肺结核, 胆囊炎 (three questions), 膀胱癌, 肾脏损伤, 腹主动脉瘤, and the body part 盆腔;
  a cause record: 胆汁反流性胃炎, 自身免疫性胃炎, 脑动脉粥样硬化; both: 腰肌劳损, 胆结石, 胃炎 (two), 肝炎, 胰腺炎, 血吸虫病, 胰腺癌 (two), 肾小球肾炎, 肝硬化
  (three) and 肿瘤 (two) population records besides, 胃食管反流病, 脑卒中 and 脑梗死 alias records besides; a symptom and a therapy record:
  胰腺囊腺癌, 腺性膀胱炎; a check, a symptom and a therapy record: 脑挫裂伤, and 胃癌 a cause record besides; a population record: 肾癌; a
  therapy record: 肾移植; an ingredient record: the material 蓼大青叶; an alias record: the material 蛤蜊; a drug record for the alias
  instance 力文 and a check record for EUS), and the wording says which is meant (医生说, 诊断, 查出, 住院, 药方里写着, 账单上写着, 预约单上).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_65.py    # rewrites bench/sets/medical_everyday_65.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_65.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("打球摔了一跤以后肩膀老是松松垮垮的，骨科医生看了不到一分钟就说是肩关节不稳定，多一个字都不肯讲，后面还排着几十号人！！"
      "我就想知道肩关节不稳定一般都有哪些症状？", "has_symptom", "肩关节不稳定", D),
    Q("我爸胃疼了十几年死活不肯做胃镜，天天嚼胃药顶着，这回半夜疼得打滚送急诊，说是胃、十二指肠溃疡穿孔，差点没命！"
      "早干嘛去了？？这个病发作起来都有哪些表现，我得让我哥他们也看看", "has_symptom", "胃、十二指肠溃疡穿孔", D),
    Q("我妈头疼了两天，我爸非说是没睡好，给她刮痧，拖到吐了才送医院，CT一查脑蛛网膜下腔出血！！气死我了！"
      "脑蛛网膜下腔出血会有哪些症状？我要打印出来贴在他床头", "has_symptom", "脑蛛网膜下腔出血", D),
    Q("瘦了二十斤本来挺高兴，结果老是腰酸、站久了更难受，B超说肾下垂，医生就让我多吃点长胖，这也叫治疗？？"
      "肾下垂会不会有腰部酸痛这种症状啊", "has_symptom", "肾下垂", D, named="腰部酸痛"),
    Q("跑了个半马回来大腿后面疼了半个月，健身房教练说拉伸就好，网上又说不能拉伸要冰敷，到底听谁的？！"
      "医生说是股后肌劳损，股后肌劳损一般会有哪些表现？", "has_symptom", "股后肌劳损", D),
    Q("体检报告写着脾囊肿，医生瞄了一眼说不用管，可我左上腹老是隐隐不舒服，难道是我想多了？？脾囊肿都会有哪些症状",
      "has_symptom", "脾囊肿", D),
    Q("手腕肿了三个月，诊所一直当扭伤贴膏药，钱花了一堆一点不见好，最后大医院说是腕关节结核！！谁能想到结核还能长在手腕上？"
      "腕关节结核还会有哪些症状？", "has_symptom", "腕关节结核", D),
    # designated_to
    Q("吃了公司食堂的凉菜，全组人上吐下泻，食堂还死不承认！医生说是胃肠型食物中毒，半夜这种情况是直接挂急诊科吗？",
      "designated_to", "胃肠型食物中毒", D, named="急诊科"),
    Q("耳朵前面摸到个包，耳鼻喉科说不归他们，普外科又让我去别的科，来回挂了三次号，钱全白花！腮腺肿瘤到底该挂哪个科？？",
      "designated_to", "腮腺肿瘤", D),
    Q("血压忽高忽低、心慌出汗大半年，心内科开了一堆降压药都压不住，最后查出来是肾上腺髓质增生，医生一句“转科吧”就没下文了。"
      "唉，肾上腺髓质增生应该看哪个科啊", "designated_to", "肾上腺髓质增生", D),
    Q("CT上肺里一个阴影，吓得我一宿没睡，呼吸科说可能是肺炎性假瘤，又说要去别的科会诊，这是踢皮球呢？！"
      "肺炎性假瘤该去哪个科看才对？", "designated_to", "肺炎性假瘤", D),
    Q("我爷爷中风以后脾气大变，天天疑神疑鬼，神经内科说这是脑血管病性精神障碍，不归他们管，我们一家都懵了！！"
      "脑血管病性精神障碍到底该挂什么科？", "designated_to", "脑血管病性精神障碍", D),
    Q("大腿前面一阵阵抽着疼，挂了疼痛科排了三个小时，医生说是股神经干痛，开了止痛药就把我打发走了，根本没用！"
      "股神经干痛应该去哪个科看？", "designated_to", "股神经干痛", D),
    Q("后背中间疼、心慌、手臂还发麻，我妈非说我是心脏病，拉着我去做心电图，屁事没有！最后拍片说是胸椎病。胸椎病该挂哪个科？？",
      "designated_to", "胸椎病", D),
    # checks
    Q("B超说肾里有一层沉积，写着肾钙乳症，医生又让我去做一堆检查，排队排到下午，钱包也瘪了。"
      "肾钙乳症到底要做哪些检查？别再让我白跑！", "checks", "肾钙乳症", D),
    Q("我弟骑电动车摔了头，医生说可能是脑挫裂伤，他还嘴硬说没事要回家睡觉，真是要命！！脑挫裂伤需要做哪些检查来确诊？",
      "checks", "脑挫裂伤", D),
    Q("胃镜说胃里长了个东西，怀疑胃神经纤维瘤，医生又让我留大便，我都大半年没正经吃饭了还要留便！！"
      "胃神经纤维瘤真的要做大便潜血试验吗？", "checks", "胃神经纤维瘤", D, named="大便潜血试验"),
    Q("腰疼了一年，按摩店按了几十次越按越疼，最后医院说是脊柱结核，白花了那么多冤枉钱！脊柱结核一般要做哪些检查才能确诊？",
      "checks", "脊柱结核", D),
    Q("体检意外发现肾动脉瘤，医生说还得做造影，一项检查就要好几千，医保还不全报，这谁受得了？肾动脉瘤一般要做哪些检查？总不能每样都做一遍吧！",
      "checks", "肾动脉瘤", D),
    Q("我爸老说头晕手麻，医生怀疑脑缺血性疾病，开了单子让做经颅多普勒超声检查，他说又没病查什么查，倔得要死！"
      "脑缺血性疾病真的要做经颅多普勒超声检查吗？", "checks", "脑缺血性疾病", D, named="经颅多普勒超声检查"),
    Q("网上都说胆囊长东西随便吃点药就行，医生却说怀疑胆囊类癌要进一步查，到底信谁的？？胆囊类癌要做哪些检查？",
      "checks", "胆囊类癌", D),
    # has_complication
    Q("我老公踢球把小腿踢断了，胫腓骨骨折，打着石膏还偷偷下地走路，反倒说我大惊小怪！"
      "胫腓骨骨折不好好养会有哪些并发症？我要让他看看", "has_complication", "胫腓骨骨折", D),
    Q("孩子六岁摔断了胳膊，肱骨外髁骨折，爷爷非要找村里接骨的捏一捏，不肯去医院复查！！肱骨外髁骨折以后会不会留下肘外翻？",
      "has_complication", "肱骨外髁骨折", D, named="肘外翻"),
    Q("体检说胆囊良性肿瘤，医生让半年复查，我婆婆看了个视频说喝醋能化掉，天天逼我喝醋，我快疯了！"
      "胆囊良性肿瘤拖着会不会引起黄疸？", "has_complication", "胆囊良性肿瘤", D, named="黄疸"),
    Q("我爸房颤好多年，抗凝药嫌贵不肯吃，这下好了，肾动脉栓塞住进ICU！省那点钱有什么用？？"
      "肾动脉栓塞会不会导致急性肾功能衰竭？", "has_complication", "肾动脉栓塞", D, named="急性肾功能衰竭"),
    Q("我妈做完肠子手术，伤口一直往外流东西，医生说是胃肠道外瘘，每天换药疼得直哭，问主任他就说慢慢养，慢慢养是多久？！"
      "胃肠道外瘘会不会引起感染性休克？", "has_complication", "胃肠道外瘘", D, named="感染性休克"),
    Q("孩子肚子疼反反复复三个月，儿科一直说是肠痉挛，最后开了刀才发现是胰腺异位！！早干什么去了？胰腺异位会引起肠套叠吗？",
      "has_complication", "胰腺异位", D, named="肠套叠"),
    # cures
    Q("病历上就写了个GORD，医生一句解释都没有，开的埃索美拉唑镁肠溶片一盒一百多，有没有天理！"
      "GORD吃埃索美拉唑镁肠溶片到底管不管用？？", "cures", "胃食管反流病", D, mention="GORD", named="埃索美拉唑镁肠溶片"),
    Q("诊断书上写着功能性腰痛，我妈说就是累的，躺躺就好，可我疼得腰都弯不下！医生开了萘丁美酮胶囊，功能性腰痛吃这个药有用吗？",
      "cures", "腰肌劳损", D, mention="功能性腰痛", named="萘丁美酮胶囊"),
    Q("肾结石疼起来要人命，急诊排了两个小时才打上止痛针！药店又推荐净石灵胶囊，说能排石，"
      "肾结石能吃净石灵胶囊吗，还是又在收智商税？", "cures", "肾结石", D, named="净石灵胶囊"),
    Q("三十岁头顶就秃了一块，各种防脱洗发水买了上千块，全是骗人的！！有人说养血生发胶囊管用，脱发吃养血生发胶囊到底有没有用？",
      "cures", "脱发", D, named="养血生发胶囊"),
    Q("一着急胃就绞着疼，说是胃痉挛，医生开了盐酸哌仑西平片，我妈非说西药伤胃不让吃，非逼我喝姜汤！"
      "胃痉挛吃盐酸哌仑西平片对不对症？", "cures", "胃痉挛", D, named="盐酸哌仑西平片"),
    Q("胆结石查出来三年了，我爸死活不肯手术，说网上有人喝橄榄油排出来了，服了！医生开的茴三硫片他也不按时吃。"
      "胆结石吃茴三硫片能治吗？", "cures", "胆结石", D, named="茴三硫片"),
    # shown_on
    Q("天天抱娃，胳膊疼得抬不起来，婆婆还说我娇气，谁来帮我抱一天试试？！医生说是肱二头肌长头肌腱炎，这病一般疼在哪个部位？",
      "shown_on", "肱二头肌长头肌腱炎", D),
    Q("我爸肚子下面鼓个包好几年了，一直说是胖的，不肯看，这回医生说是腹外疝！腹外疝一般长在身体哪个部位？我得回去盯着他",
      "shown_on", "腹外疝", D),
    Q("我舅舅性格大变、老忘事，家里人都以为他是老糊涂了，拖了一年才查出脑额叶肿瘤，悔死了！脑额叶肿瘤具体长在脑子哪个位置？",
      "shown_on", "脑额叶肿瘤", D),
    Q("拉肚子拉了半年，消化科开了一堆止泻药都没用，最后查出胰多肽瘤，医生说完就走了。胰多肽瘤一般长在胰腺的哪个部位？？",
      "shown_on", "胰多肽瘤", D),
    Q("被电动车撞了胸口，对方还说是我自己碰瓷，气死我了！医院诊断是胸壁软组织损伤，胸壁软组织损伤伤的是胸口哪些部位？",
      "shown_on", "胸壁软组织损伤", D),
    Q("咳嗽咳得太狠，肚子上鼓出一块青紫，急诊医生说是腹直肌鞘内血肿，家里人还以为我被人打了，无语！！"
      "腹直肌鞘内血肿一般在身体哪个部位？", "shown_on", "腹直肌鞘内血肿", D),
    # has_alias
    Q("孩子中耳炎拖着没好好治，结果成了耳源性脑膜炎，住院半个月！！医生说这个病还有个别的叫法，就是不肯告诉我，"
      "耳源性脑膜炎还叫什么？", "has_alias", "耳源性脑膜炎", D),
    Q("挂号单上写肩周炎，病历上又写肩关节周围炎，我妈非说医生写错了要去投诉，拦都拦不住！肩周炎是不是就是肩关节周围炎？",
      "has_alias", "肩周炎", D, named="肩关节周围炎"),
    Q("我爸的出院小结上写着脑血管意外，保险公司却说只赔脑卒中，这是要耍赖吗？？脑卒中是不是也叫脑血管意外？",
      "has_alias", "脑卒中", D, named="脑血管意外"),
    Q("屁股上老流脓，医生说是肛管直肠瘘，报销单上写的却是肛门瘘管，医保窗口非说名字对不上不给报！肛管直肠瘘又叫肛门瘘管吗？",
      "has_alias", "肛管直肠瘘", D, named="肛门瘘管"),
    Q("孩子又吐又发烧，门诊病历上写着呕吐性上感，医生一句话没解释就喊下一个，这叫什么事！呕吐性上感是哪个病的别称？",
      "has_alias", "呕吐性上感", AL),
    Q("体检报告写着肺大泡，医生说小问题不用管，一句解释都没有，我上网搜出来的东西五花八门！肺大泡到底是哪个病的别名？",
      "has_alias", "肺大泡", AL),
    # caused_by
    Q("一吃饭肚子就胀得跟鼓一样，老中医说是胃气胀，开了三百块的中药喝了一个月，屁用没有！胃气胀到底是什么原因引起的？",
      "caused_by", "胃气胀", D),
    Q("我表哥在工地干活出了事，诊断是胸与腰椎爆裂骨折，包工头说是他自己不小心，一分钱都不想赔！！"
      "胸与腰椎爆裂骨折一般是怎么造成的？", "caused_by", "胸与腰椎爆裂骨折", D),
    Q("做完胆囊手术半年，又黄疸又发烧，医生说是胆管良性狭窄，我问是不是手术没做好，他支支吾吾不回答！"
      "胆管良性狭窄一般是什么原因引起的？", "caused_by", "胆管良性狭窄", D),
    Q("孩子确诊脑性瘫痪综合征，婆家天天怪我怀孕时不注意，我委屈得要死！到底是什么原因会导致脑性瘫痪综合征？",
      "caused_by", "脑性瘫痪综合征", D),
    Q("我爸查出胰腺囊腺癌，他一辈子烟酒不离手，到现在还说跟抽烟喝酒没关系，气死我了！！胰腺囊腺癌的病因到底有哪些？",
      "caused_by", "胰腺囊腺癌", D),
    Q("孩子肚子里查出虫子，说是肠道寄生虫病，我婆婆说我们家那么干净不可能，非说是医院搞错了！肠道寄生虫病一般是什么原因引起的？",
      "caused_by", "肠道寄生虫病", D),
    Q("大腿外侧麻了半年，中医说是湿气重，西医说是股外侧皮神经卡压综合征，到底听谁的？？"
      "股外侧皮神经卡压综合征是怎么引起的？天天穿紧身裤有关系吗", "caused_by", "股外侧皮神经卡压综合征", D),
    # has_risk_factor
    Q("我爸喝了三十年白酒，查出肝硬化还说是遗传，打死不承认是酒喝的！肝硬化的高危因素里有没有酒精滥用？",
      "has_risk_factor", "肝硬化", D, named="酒精滥用"),
    Q("我妈关节疼，天天吃止痛片，说是医生开的就没事，现在胃疼得吃不下饭，胃镜说胃炎！"
      "长期使用非甾体类抗炎药会不会增加得胃炎的风险？", "has_risk_factor", "胃炎", D, named="使用非甾体类抗炎药"),
    Q("我表妹为了减肥饿到八十斤，现在查出肺结核，她妈还在夸她身材好，我真是服了！！体重太低是不是得肺结核的高危因素？",
      "has_risk_factor", "肺结核", D, named="低体重"),
    Q("我老公一口青菜都不吃，顿顿大鱼大肉，现在胆囊炎发作疼得满地打滚还嘴硬！胆囊炎跟平时纤维摄入太少有关系吗？",
      "has_risk_factor", "胆囊炎", D, named="低纤维摄入"),
    Q("我爸以前做过胃切除，当时医生啥也没交代，现在查出胆汁反流性胃炎，又要花钱又要遭罪！！"
      "做过胃十二指肠或胃空肠吻合术的人是不是更容易得胆汁反流性胃炎？", "has_risk_factor", "胆汁反流性胃炎", D,
      named="胃十二指肠或胃空肠吻合术"),
    Q("我嫂子是乙肝，我哥还跟她共用牙刷剃须刀，说我小题大做，现在他也查出肝炎了！家里人有乙肝、天天一起生活，算不算得肝炎的危险因素？",
      "has_risk_factor", "肝炎", D, named="家庭接触（乙型肝炎感染）"),
    # common_in
    Q("我大伯突然肚子绞痛，乡卫生院说是吃坏了，给挂了两天水，转到县医院才说是肠扭转综合征，耽误成这样！！"
      "肠扭转综合征一般是哪些人容易得？", "common_in", "肠扭转综合征", D),
    Q("我妈五十岁，又是肝不好又是甲状腺有问题，医生说这叫肝—甲状腺综合征，网上一会儿说女的多一会儿说小孩多，到底哪个对？？"
      "肝—甲状腺综合征多见于什么人？", "common_in", "肝—甲状腺综合征", D),
    Q("我爷爷尿血半年，自己买消炎药吃，谁劝都不听，现在查出肾盂癌和输尿管癌！！肾盂癌和输尿管癌一般多发生在什么人身上？",
      "common_in", "肾盂癌和输尿管癌", D),
    Q("眼前老有黑影，眼镜店说是度数不够，又给我配了副新眼镜，结果医院查出脉络膜黑色素瘤！眼镜店坑死人了！"
      "脉络膜黑色素瘤一般是什么年纪的人容易得？", "common_in", "脉络膜黑色素瘤", D),
    Q("幼儿园好几个小孩身上起脓包，老师还说是蚊子咬的，结果医生说是脓窠疮！！脓窠疮是不是小孩特别容易得？",
      "common_in", "脓窠疮", D, named="儿童"),
    Q("我爸心脏搭桥以后胸口伤口一直不好，医生说是胸骨骨髓炎，还说他这种人本来就容易得，什么叫这种人？？"
      "胸骨骨髓炎一般好发于哪些人？", "common_in", "胸骨骨髓炎", D),
    # prevalent_in
    Q("我爸胃癌做完手术，亲戚们天天在群里转什么吃这个防癌、吃那个防癌，烦死了！我就想知道胃癌在世界上哪些地区发病率特别高？",
      "prevalent_in", "胃癌", D),
    Q("胆管癌这个病，有人说是吃生鱼片吃出来的，有人说跟地方有关，网上吵成一锅粥！胆管癌在日本北部是不是比较多见？",
      "prevalent_in", "胆管癌", D, named="日本北部"),
    Q("我外公膀胱癌复发了，邻居非说这是外国人的病、中国人很少得，简直胡说八道！膀胱癌在西欧是不是高发？",
      "prevalent_in", "膀胱癌", D, named="西欧"),
    Q("胃镜病理写着自身免疫性胃炎，医生一句话没说就让我补维生素B12，这病打哪来的都不知道！自身免疫性胃炎在哪些地区比较多见？",
      "prevalent_in", "自身免疫性胃炎", D),
    Q("老公要被公司派去埃及两年，家里老人一听就哭，说那边全是怪病，我都不知道怎么劝！埃及那边哪些疾病比较高发？",
      "prevalent_in", "埃及", RE),
    # treated_with
    Q("我爸查出脑动脉粥样硬化，医生让他戒烟、少吃肥肉，他说活一天算一天谁也管不着！！脑动脉粥样硬化到底有哪些治疗方法？",
      "treated_with", "脑动脉粥样硬化", D),
    Q("我儿子打篮球被撞到腰，尿里带血，医生说是肾脏损伤，先观察，观察观察，就知道观察！肾脏损伤一般怎么治？要不要开刀？",
      "treated_with", "肾脏损伤", D),
    Q("我妈做完手术躺了一周，突然喘不上气，说是肺血栓栓塞症，医生问我们同不同意抗凝、溶栓治疗，什么都不解释就让签字！"
      "肺血栓栓塞症真的要抗凝、溶栓治疗吗？", "treated_with", "肺血栓栓塞症", D, named="抗凝、溶栓治疗"),
    Q("我妈摔了一跤，肱骨髁间骨折，医生说要做手术，我爸非说老人家不能动刀，找人手法复位就行，俩人吵了一晚上！"
      "肱骨髁间骨折到底有哪些治疗办法？", "treated_with", "肱骨髁间骨折", D),
    Q("我姑姑查出脑干肿瘤，一家医院说不能手术，另一家又说能做，网上还有人推销什么神药，我们全家都乱了！！脑干肿瘤一般怎么治疗？",
      "treated_with", "脑干肿瘤", D),
    Q("我舅舅咳嗽气喘一个月，当哮喘治了好久，最后化验出肺部粪类圆线虫病，吃了那么多冤枉药！肺部粪类圆线虫病应该怎么治？",
      "treated_with", "肺部粪类圆线虫病", D),
    Q("胆囊手术后第三天肚子剧痛，医生说是胆汁性腹膜炎，可能要二次手术，我们问要不要转院他就不耐烦！！"
      "胆汁性腹膜炎都有哪些治疗方法？", "treated_with", "胆汁性腹膜炎", D),
    # metastasizes_to
    Q("我妈卵巢上的肿瘤切了，主治医生说有转移的可能，问他会转到哪，他就一句“再看吧”！这种肿瘤会不会转移到盆腔腹膜里的其他组织？",
      "metastasizes_to", "肿瘤", D, named="其他盆腔腹膜内组织"),
    Q("我爸肾癌手术做完，复查要拍一大堆片子，一次好几千，医生也不说为什么要查那么多！肾癌一般会转移到哪里？",
      "metastasizes_to", "肾癌", D),
    Q("胆管癌晚期，医生说肚子里有积水，我问是不是转移了，他摇摇头就走了，太冷漠了吧？！胆管癌会转移到腹膜吗？",
      "metastasizes_to", "胆管癌", D, named="腹膜"),
    Q("我姐做完手术，报告上写着盆腔有转移灶，原发在哪儿还没查清楚，医生让等病理，等得人心急如焚！哪些病会转移到盆腔？",
      "metastasizes_to", "盆腔", BP),
    Q("CT报告写着肝脏表面有结节，医生怀疑是别处转移过来的，又不说是哪里，要等下周会诊，一周啊！哪些癌会转移到肝脏表面？",
      "metastasizes_to", "肝脏表面", BP),
    # invades
    Q("胰腺炎住院疼得后背直不起来，护士还嫌我娇气，谁受得了？！胰腺炎会侵犯到背部吗？",
      "invades", "胰腺炎", D, named="背部"),
    Q("我爸腹主动脉瘤，医生说随时可能破，他还天天去钓鱼、搬重物，说我咒他！腹主动脉瘤长大了会往周围哪些部位侵犯？",
      "invades", "腹主动脉瘤", D),
    Q("小时候在湖区得过血吸虫病，老了又查出肝硬化，医生说跟那时候有关系，我都懵了！血吸虫病会侵犯门静脉吗？",
      "invades", "血吸虫病", D, named="门静脉"),
    Q("后背一阵阵疼，骨科说不是腰的问题，让去查内脏，查什么又不说清楚，真是服了！哪些病会侵犯到背部？",
      "invades", "背部", BP),
    # is_subtype_of
    Q("诊断写的是胆囊结石伴急性胆囊炎，医保系统又要填疾病大类，窗口的人让我自己去问医生，医生又在手术台上！"
      "胆囊结石伴急性胆囊炎属于哪一类疾病？", "is_subtype_of", "胆囊结石伴急性胆囊炎", D),
    Q("坐了十年办公室，坐出个脱垂性内痔，同事笑我，我妈还让我用偏方坐盐水盆！脱垂性内痔算是哪种病的一种？",
      "is_subtype_of", "脱垂性内痔", D),
    Q("我爸的诊断是腹股沟斜疝合并直疝，医生说要手术，他死活不肯，说勒个疝气带就行！腹股沟斜疝合并直疝归在哪一类病下面？",
      "is_subtype_of", "腹股沟斜疝合并直疝", D),
    Q("孩子说话漏气，幼儿园老师说他口齿不清，让我们在家多教，结果医生一看是腭垂裂！！腭垂裂属于什么病的一种？",
      "is_subtype_of", "腭垂裂", D),
    Q("尿频尿急吃了半年消炎药，换了三个医生，最后膀胱镜说是腺性膀胱炎，之前的药全白吃了！腺性膀胱炎在分类上属于什么病？",
      "is_subtype_of", "腺性膀胱炎", D),
    Q("我二叔血压一百八还天天喝酒，这回脑桥出血进了ICU，医生说位置很凶险！脑桥出血在医学上归到哪一大类疾病？",
      "is_subtype_of", "脑桥出血", D),
    # related_disease
    Q("我妈得了胰腺癌，我小姨前几年是乳腺癌，网上说这些癌会遗传，医生却说别瞎想，到底谁说得对？！"
      "胰腺癌和家族性乳腺癌综合征有关联吗？", "related_disease", "胰腺癌", D, named="家族性乳腺癌综合征"),
    Q("我家好几个亲戚得了肠癌，现在我爸又确诊胰腺癌，亲戚还说是祖坟风水不好，服了！"
      "胰腺癌跟无息肉性结直肠癌遗传综合征有没有关系？", "related_disease", "胰腺癌", D, named="无息肉性结直肠癌遗传综合征"),
    Q("我爷爷脑梗死很严重，医生让我们做好心理准备，说可能会出现脑肿胀和疝，说完就走，谁听得懂啊？！脑梗死跟脑肿胀和疝是相关疾病吗？",
      "related_disease", "脑梗死", D, named="脑肿胀和疝"),
    Q("我哥肾移植三年，自己偷偷停了药，说感觉挺好，把全家吓得半死！肾移植跟慢性肾盂肾炎有关联吗？",
      "related_disease", "肾移植", D, named="慢性肾盂肾炎等"),
    Q("我胃炎好多年，甲状腺也不好，医生说这些可能是一伙的，说完就叫下一个了！胃炎是不是常合并其他自身免疫性疾病？",
      "related_disease", "胃炎", D, named="合并其他自身免疫性疾病"),
    Q("我爸肚子里的肿瘤压着胆管，现在黄得像个橘子，医生说胆管全堵了，又说要等会诊！！这种肿瘤跟胆管树的完全阻塞有关系吗？",
      "related_disease", "肿瘤", D, named="胆管树的完全阻塞"),
    # differential_diagnosis
    Q("我爸肝硬化肚子里有水，这次发烧肚子疼，医生说要排除自发性细菌性腹膜炎，又要抽腹水又要化验，折腾死了！"
      "肝硬化需要和自发性细菌性腹膜炎鉴别吗？", "differential_diagnosis", "肝硬化", D, named="自发性细菌性腹膜炎"),
    Q("我在化工厂干了二十年，肝脾肿大，厂医一口咬定是肝硬化，跟厂里没关系，想赖账吗？？肝硬化要不要跟氯乙烯中毒鉴别诊断？",
      "differential_diagnosis", "肝硬化", D, named="氯乙烯中毒"),
    Q("右上腹疼，急诊说是胆囊炎，化验单上又写着培养出肠球菌，到底是什么病医生也说不清！胆囊炎要跟肠球菌感染鉴别吗？",
      "differential_diagnosis", "胆囊炎", D, named="肠球菌"),
    Q("我妈胆囊炎发烧不退，医生说可能是克雷伯杆菌在作怪，换了三种抗生素还在烧，家里人都急疯了！"
      "胆囊炎和克雷伯杆菌感染需要鉴别吗？", "differential_diagnosis", "胆囊炎", D, named="克雷伯杆菌"),
    Q("一紧张就拉肚子，做了两次肠镜都正常，医生说是肠易激综合征，我妈非说我矫情！肠易激综合征要怎么跟单纯肠蠕动引起的腹痛区分开？",
      "differential_diagnosis", "肠易激综合征", D, named="肠蠕动引起的腹痛"),
    Q("尿检有蛋白，一个医生说是肾小球肾炎，另一个说可能是肾前性的，喝水少而已，俩说法差这么远？！"
      "肾小球肾炎要和肾前性的情况鉴别吗？", "differential_diagnosis", "肾小球肾炎", D, named="肾前性"),
    # indicated_for
    Q("医生开了一盒妇炎洁栓剂，我还以为是超市卖的那种洗液，闹了个大笑话，医生也不解释清楚！这个妇炎洁到底是治什么病的？",
      "indicated_for", "硝酸咪康唑栓", DR, mention="妇炎洁"),
    Q("怀孕查出贫血，医生开了福乃得，我婆婆非说吃红枣猪肝就行，把药都给我藏起来了！！福乃得能治缺铁性贫血吗？",
      "indicated_for", "维铁缓释片", DR, mention="福乃得", named="缺铁性贫血"),
    Q("脸上痘痘反反复复，美容院几千块的疗程一点用没有，皮肤科开了支迪维霜才十几块！迪维霜主要是治什么的？",
      "indicated_for", "维A酸霜", DR, mention="迪维霜"),
    Q("妇科开了孚宁，说明书上的字小得跟蚂蚁一样，医生又忙得不搭理人，我连这药治啥都不知道！孚宁主要治什么病？",
      "indicated_for", "联苯苄唑阴道片", DR, mention="孚宁"),
    Q("我爸脚冰凉发紫，医生给他挂了复洛，挂了一个星期也不见好，钱倒是哗哗地流！复洛这个药到底是治什么的？",
      "indicated_for", "红花注射液", DR, mention="复洛"),
    Q("痔疮疼得坐不下，药店硬塞给我一盒朗士，骗鬼呢！朗士能治痔疮吗？",
      "indicated_for", "羟苯磺酸钙分散片", DR, mention="朗士", named="痔疮"),
    Q("天天盯电脑眼睛又干又涩，网上有人说瑞珠好用，有人说没用，吵得我都不知道该不该买！瑞珠这个眼药水主要用于什么情况？",
      "indicated_for", "聚乙烯醇滴眼液", DR, mention="瑞珠"),
    # has_adverse_reaction
    Q("我爸吃了必达疏一个月，老说头晕恶心，医生说不可能是药的问题，那是什么问题？？必达疏有哪些不良反应？",
      "has_adverse_reaction", "盐酸阿米洛利片", DR, mention="必达疏"),
    Q("胃酸多，医生开了善得康，吃完天天便秘头晕，再去问医生，他一句“个体差异”就完了！善得康吃了会有哪些副作用？",
      "has_adverse_reaction", "盐酸雷尼替丁胶囊", DR, mention="善得康"),
    Q("心绞痛发作喷了保欣宁，胸口是好了，头却疼得像要炸开，我妈还说我喷多了活该，气死！保欣宁会引起头痛吗？",
      "has_adverse_reaction", "硝酸甘油喷雾剂", DR, mention="保欣宁", named="头痛"),
    Q("为了治痘吃三蕊，嘴唇干裂、脸上脱皮，男朋友还笑我像蛇蜕皮，哭死！三蕊都有哪些副作用？",
      "has_adverse_reaction", "维胺酯胶囊", DR, mention="三蕊"),
    Q("我妈膝盖疼，吃了统克以后胃就难受，医生只说饭后吃，可她一直都是饭后吃的啊！统克还会有哪些不良反应？",
      "has_adverse_reaction", "美洛昔康胶囊", DR, mention="统克"),
    Q("孩子咳嗽，药店推荐咳哌宁，喝完嘴里发麻还不想吃饭，店员说正常，正常个鬼啊！！咳哌宁会有什么副作用？",
      "has_adverse_reaction", "磷酸苯丙哌林口服溶液", DR, mention="咳哌宁"),
    Q("诊所给我开了爱罗欣，吃了两天就开始拉肚子、身上痒，医生电话也打不通，急死人了！爱罗欣有哪些不良反应？",
      "has_adverse_reaction", "罗红霉素颗粒", DR, mention="爱罗欣"),
    # has_ingredient
    Q("胃镜说有溃疡，医生开了舒克菲，一瓶好几十，味道跟粉笔灰一样，我就想知道花这么多钱买的是什么！！舒克菲里面有哪些成分？",
      "has_ingredient", "硫糖铝口服混悬液", DR, mention="舒克菲"),
    Q("饭后胀气，药店给了味禾，说嚼一嚼就好，我看着就像糖片，别又是交智商税吧？味禾的成份是什么？",
      "has_ingredient", "碳酸钙二甲硅油咀嚼片", DR, mention="味禾"),
    Q("我有高血压，感冒了药店随手给我拿了丽珠刻乐，说没问题，可网上说有的感冒药会升血压！丽珠刻乐里有没有盐酸伪麻黄碱？",
      "has_ingredient", "美酚伪麻片", DR, mention="丽珠刻乐", named="盐酸伪麻黄碱"),
    Q("治幽门螺杆菌一下开了四种药，里面有个华纳福，吃了以后大便黑得吓人，医生事先一声都没说！华纳福的主要成分是什么？",
      "has_ingredient", "胶体果胶铋干混悬剂", DR, mention="华纳福"),
    Q("腿麻手麻，医生开了赛立泰，我妈说这不就是维生素吗，吃了有什么用，非让我停了！赛立泰里面含有什么成分？",
      "has_ingredient", "腺苷钴胺片", DR, mention="赛立泰"),
    Q("我爸做完胃手术只能鼻饲，医生让买赫力广，一罐好几百还不进医保，这是要卖血吗？？赫力广里面都有哪些成分？",
      "has_ingredient", "肠内营养混悬剂", DR, mention="赫力广"),
    Q("尿路感染，社区医院开了维尼康，我对好多抗生素过敏，医生问都没问一句就开药，心里没底！维尼康是什么成分做的？",
      "has_ingredient", "磷霉素钙片", DR, mention="维尼康"),
    # is_a_level3
    Q("胃药吃了三个月没好，这次医生又换成卫迪，药越吃越多，我都分不清哪个是哪个了！卫迪在用途上属于哪一类药？",
      "is_a_level3", "硫糖铝分散片", DR, mention="卫迪"),
    Q("我爸脑外伤后一直昏昏沉沉，医院天天给他输尼可林，问护士是什么药，她说问医生，医生又找不到人！尼可林是哪一类的药？",
      "is_a_level3", "胞磷胆碱钠注射液", DR, mention="尼可林"),
    Q("我哥肝炎住院，每天挂一瓶甘顺，账单一看贵得吓人，医生说是辅助用药，辅助的还这么贵？甘顺按用途分属于哪类药？",
      "is_a_level3", "肝水解肽注射液", DR, mention="甘顺"),
    Q("我妈糖尿病十年，刚换成太罗，她又开始念叨西药吃多了伤肾，要改吃偏方！太罗到底属于哪一类药？我好拿去堵她的嘴",
      "is_a_level3", "罗格列酮钠片", DR, mention="太罗"),
    Q("血压一直控制不好，医生给我换成平欣，说跟之前的不是一类药，可又不说是哪类！！平欣属于哪一类降压药？",
      "is_a_level3", "缬沙坦分散片", DR, mention="平欣"),
    Q("医生让我补钙，开了协达利，我爸看了说明书非说这是胃药，俩人为这个吵起来了！协达利是不是抗酸药？",
      "is_a_level3", "碳酸钙片", DR, mention="协达利", named="抗酸药"),
    # belongs_to
    Q("脚气反反复复，网上买的各种神药全没用，医生开了支卓兰才二十块！卓兰在药品分类上属于哪一类？",
      "belongs_to", "硝酸舍他康唑乳膏", DR, mention="卓兰"),
    Q("咳痰咳了一个月，医生开了中畅，我婆婆说这是消炎药不能多吃，非让我停！中畅在药品分类里算什么药？",
      "belongs_to", "福多司坦片", DR, mention="中畅"),
    Q("做肠镜前要喝辉灵，喝得我吐了三回，护士还说忍忍就好，你来忍忍试试？！辉灵在药品分类上属于哪一类？",
      "belongs_to", "磷酸钠盐口服溶液", DR, mention="辉灵"),
    Q("我对青霉素过敏，诊所开了美红，问医生是不是跟青霉素一类的，他还嫌我问题多！美红是不是大环内酯类的药？",
      "belongs_to", "红霉素肠溶胶囊", DR, mention="美红", named="大环内酯类"),
    Q("做完近视手术眼睛干得要命，医院开的新泪然一小瓶就好几十，用完还得自己掏钱买！新泪然属于哪一类药品？",
      "belongs_to", "羟糖甘滴眼液", DR, mention="新泪然"),
    Q("我爸糖尿病脚麻，住院天天输奥力宝，他说输了一周脚还是麻，吵着要出院！奥力宝在药品分类上属于哪类药？",
      "belongs_to", "硫辛酸注射液", DR, mention="奥力宝"),
    # drug_has_alias
    Q("我妈的降糖药换成了米格列奈钙片，药盒上的名字跟以前的完全不一样，她怕吃重了不敢吃，唉！米格列奈钙片还有别的名字吗？",
      "drug_has_alias", "米格列奈钙片", DR),
    Q("打针打得手背青一块紫一块，护士让涂肝素钠乳膏，药店店员又说买海普林，搞得我跟个傻子一样！肝素钠乳膏是不是就是海普林？",
      "drug_has_alias", "肝素钠乳膏", DR, named="海普林"),
    Q("我爸的降压药叫缬沙坦氨氯地平片（I），名字又长又拗口，去药店报了三遍人家都没听明白，气得他说不吃了！"
      "缬沙坦氨氯地平片（I）还有什么简单点的叫法？", "drug_has_alias", "缬沙坦氨氯地平片（I）", DR),
    Q("尿路感染，医生开了磷霉素氨丁三醇散，网购时搜这个名字搜不到，店家说叫别的名字，谁知道是不是假药？？磷霉素氨丁三醇散还叫什么？",
      "drug_has_alias", "磷霉素氨丁三醇散", DR),
    Q("我妈住院输营养液，账单上写着力文，问护士她只说是脂肪乳，具体是哪个也说不清，一瓶好几百呢！力文是哪个药的别名？",
      "drug_has_alias", "力文", AL),
    # mainly_treats
    Q("每年夏天吃荔枝，我奶奶都要把壳留着晒干，说能治病，我妈说全是迷信，俩人吵了一夏天！荔枝壳到底能治什么病？",
      "mainly_treats", "荔枝壳", M),
    Q("嗓子疼了半个月，消炎药吃了一堆不管用，乡下大伯非让我喝火把草煮的水，喝得我直反胃！火把草主要能治什么病？",
      "mainly_treats", "蛾药", M, mention="火把草"),
    Q("我婆婆从新疆带回来一包倒提壶，非说是治咳嗽的神药，逼着全家喝，我又不敢不喝！倒提壶到底主治哪些病？",
      "mainly_treats", "药用倒提壶", M, mention="倒提壶"),
    Q("爬山扭了脚，村里人给我敷七叶加，我妈说敷草药会感染，非拉我去医院，两头不讨好！七叶加主要治什么病？",
      "mainly_treats", "西南鹅掌柴", M, mention="七叶加"),
    Q("我妈风湿腿疼，医院开的药她扔一边，偏信广西亲戚寄来的一包广西艾麻，说煮水泡脚就能好，拦都拦不住！广西艾麻真能治风湿痹痛吗？",
      "mainly_treats", "豆麻", M, mention="广西艾麻", named="风湿痹痛"),
    Q("菜园里蚕豆叶一大片，我爸手被镰刀割了个口子，非要揉几片蚕豆叶敷上，死活不肯去打破伤风针！蚕豆叶真的能治外伤出血吗？",
      "mainly_treats", "蚕豆叶", M, named="外伤出血"),
    Q("我腿肿了好几个月，医院开的利尿药吃得我一天跑八趟厕所，老家亲戚又寄来一包冬瓜木，说泡水喝能消肿！冬瓜木主要能治什么病？",
      "mainly_treats", "豆渣树", M, mention="冬瓜木"),
    # has_efficacy
    Q("天天被逼着喝薏苡叶煮的水，胃都喝凉了！！薏苡叶到底有什么功效？",
      "has_efficacy", "薏苡叶", M),
    Q("老家人说白蚬子煮汤能滋阴，我妈天天给我炖，我吃得都快吐了，她还说是为我好！白蚬子真的有滋阴的作用吗？",
      "has_efficacy", "蛤蜊", M, mention="白蚬子", named="滋阴"),
    Q("我爸腰腿疼，一个卖草药的说桃叶卫矛泡酒能强筋骨，一斤卖两百，这不是抢钱吗？桃叶卫矛到底有哪些功效？",
      "has_efficacy", "西南卫矛", M, mention="桃叶卫矛"),
    Q("手上划了口子老不好，邻居大妈塞给我一把厚翅紫堇让我捣碎了敷，我不敢用又不好意思拒绝！厚翅紫堇有什么作用？",
      "has_efficacy", "迭裂黄堇", M, mention="厚翅紫堇"),
    Q("我爸高血压就是不肯吃药，听信直播间买了胡萝卜七泡水喝，说能降压，我快被他气死了！胡萝卜七真有降压的功效吗？",
      "has_efficacy", "西南水芹", M, mention="胡萝卜七", named="降压"),
    Q("小区里有人采迎春柳回家煮水，说能清热，我妈也跟着去采，被物业骂了一顿还不服气！迎春柳入药有什么功效？",
      "has_efficacy", "过山青", M, mention="迎春柳"),
    # distributed_in
    Q("网上有人卖葛枣子，说是长白山野生的，一小袋一百多，我怀疑是骗子！葛枣子到底产在哪些地方？",
      "distributed_in", "葛枣", M, mention="葛枣子"),
    Q("朋友说裙带草治跌打损伤特别灵，可我在北方的药店问了一圈都说没有，店员还笑我！裙带草主要分布在哪些地方？",
      "distributed_in", "西南文殊兰", M, mention="裙带草"),
    Q("去西藏旅游被导游拉进药材店，推销藏金刚藤，说只有当地才有，一斤上千，回来想想太坑了！藏金刚藤到底分布在哪些地区？",
      "distributed_in", "西南菝葜", M, mention="藏金刚藤"),
    Q("拉肚子好几天，海南的朋友说用蒲桃根皮煮水喝一下就好，我在网上买的也不知道是不是真的！蒲桃根皮在海南有分布吗？",
      "distributed_in", "蒲桃根皮", M, named="海南"),
    Q("去年去青海玩，有人在路边卖西藏圆柏的枝叶，说是当地特产能治风湿，我没买，回来又后悔！西藏圆柏在青海有分布吗？",
      "distributed_in", "西藏圆柏", M, named="青海"),
    Q("我妈听人说莲生桂子花能止血，非要我去找，可城里根本买不到，跑了好几家药店都白跑！莲生桂子花主要分布在哪些地方？",
      "distributed_in", "莲生桂子花", M),
    # material_has_alias
    Q("老中医方子上写着艾麻草，药店说没这个名字，网上搜出来的又五花八门，抓个药比登天还难！艾麻草还有哪些别名？",
      "material_has_alias", "艾麻草", M),
    Q("我奶奶说苎麻叶能止血，让我去买，药店伙计愣说不认识，态度还差得很！苎麻叶在别的地方还叫什么？",
      "material_has_alias", "苎麻叶", M),
    Q("中药方里开的是萼果香薷，药房给的包装上却写着土香薷，我怀疑抓错药了，去问药师她爱答不理的！萼果香薷是不是也叫土香薷？",
      "material_has_alias", "萼果香薷", M, named="土香薷"),
    Q("云南的朋友寄来一包野胡椒，说是药材不是调料，我妈差点拿去炒菜！野胡椒是不是又叫芦子藤？",
      "material_has_alias", "芦子兰", M, mention="野胡椒", named="芦子藤"),
    Q("药方里写着蓼大青叶，药店却说只有染青草，店员说是一样的，我信不过，想问医生医生又不在！蓼大青叶是不是就是染青草？",
      "material_has_alias", "蓼大青叶", M, named="染青草"),
    Q("我爷爷的老药方里有一味龙爪树，药店查了半天说没有这个药，白跑一趟还被人嫌弃！龙爪树是哪种药材的别名？",
      "material_has_alias", "龙爪树", AL),
    # composed_of
    Q("我爸迷上泡药酒，照着网上的方子泡巴戟熟地酒，我妈说配方不对会喝出毛病，俩人天天吵！巴戟熟地酒里要放枸杞子吗？",
      "composed_of", "巴戟熟地酒", F, named="枸杞子等"),
    Q("我老是胸闷生气，中医开了开郁顺气丸，我妈说她以前吃过一种药里面有山栀，吃了拉肚子，非不让我吃！开郁顺气丸里有山栀吗？",
      "composed_of", "开郁顺气丸", F, named="山栀"),
    Q("胃胀吃不下饭，老中医开了开郁老蔻丸，我是上火体质，怕里面有桂之类的热药，医生又说不清楚！开郁老蔻丸里有贡桂吗？",
      "composed_of", "开郁老蔻丸", F, named="贡桂"),
    Q("脸上长了个大疖子，土方子让喝拔毒饮，我妈跑了三家药店都配不齐，气得直骂！拔毒饮里有白芷吗？",
      "composed_of", "拔毒饮", F, named="白芷等"),
    Q("腿上生疮流脓，老家的人非说用拔毒锭一贴就好，可我对好多东西过敏，谁敢乱用啊？拔毒锭的组成里有牙皂吗？",
      "composed_of", "拔毒锭", F, named="牙皂等"),
    Q("我爷爷非要拿巴鲫膏外敷，还骂我读书读傻了，气死！巴鲫膏里是不是有川乌？",
      "composed_of", "巴鲫膏", F, named="川乌等"),
    # formula_has_efficacy
    Q("我妈关节一到阴雨天就疼，喝了半年独活寄生汤，钱花了好几千，效果时好时坏！独活寄生汤真的能祛风湿吗？",
      "formula_has_efficacy", "独活寄生汤", F, named="祛风湿"),
    Q("拉痢疾拉了三天，我爸不让去医院，非要喝白头翁汤，我都快虚脱了！白头翁汤有凉血止痢的功用吗？",
      "formula_has_efficacy", "白头翁汤", F, named="凉血止痢"),
    Q("胃口差、口干，中医开了益胃汤，我老公说中药都是安慰剂，一口都不让我喝！益胃汤能养阴益胃吗？",
      "formula_has_efficacy", "益胃汤", F, named="养阴益胃"),
    Q("我爸拉肚子拉了半年，西药吃了一堆都没用，老中医开了真人养脏汤，他又嫌苦不肯喝，唉！真人养脏汤有温补脾肾的作用吗？",
      "formula_has_efficacy", "真人养脏汤", F, named="温补脾肾"),
    Q("心慌早搏，心内科让吃药，我妈却非要我喝炙甘草汤，说西药伤身，我夹在中间左右为难！炙甘草汤能通阳复脉吗？",
      "formula_has_efficacy", "炙甘草汤", F, named="通阳复脉"),
    Q("三伏天发烧、身上沉，舌苔厚得像铺了一层，喝了三天甘露消毒丹，我婆婆还嫌我不去打吊针！甘露消毒丹有利湿化浊的作用吗？",
      "formula_has_efficacy", "甘露消毒丹", F, named="利湿化浊"),
    # prescribed_for
    Q("嘴里臭得同事都躲着我，牙医洗了三次牙都没用，中医说是胃火，开了清胃散！清胃散能治口气热臭吗？",
      "prescribed_for", "清胃散", F, named="口气热臭"),
    Q("一肚子疼就得跑厕所，拉完才舒服，肠镜做了两次都正常，医生说“没病”，没病我天天疼？？痛泻要方能治这种泻必腹痛吗？",
      "prescribed_for", "痛泻要方", F, named="泻必腹痛"),
    Q("尿尿又涩又痛，抗生素吃了一周还反复，中医说用猪苓汤，我老公说我病急乱投医！猪苓汤能治小便涩痛吗？",
      "prescribed_for", "猪苓汤", F, named="小便涩痛"),
    Q("嗓子又干又疼半年了，含片吃了一抽屉，医生就一句少说话，我是老师我能不说话吗？！百合固金汤能治咽喉燥痛吗？",
      "prescribed_for", "百合固金汤", F, named="咽喉燥痛"),
    Q("更年期天天睡不好、一点小事就想哭，老公还说我作，气死了！中医开了甘麦大枣汤，甘麦大枣汤能治睡眠不安吗？",
      "prescribed_for", "甘麦大枣汤", F, named="睡眠不安"),
    Q("我老是动不动一身汗，衣服一天换三次，医院查来查去说没病，中医说可以吃牡蛎散！牡蛎散能治常自汗出吗？",
      "prescribed_for", "牡蛎散", F, named="常自汗出"),
    # formula_has_alias
    Q("我在古书上看到巴戟天饮，想照着抓药，药店说没听过这个名字，我都怀疑书是假的了！巴戟天饮在别的书里还叫什么？",
      "formula_has_alias", "巴戟天饮", F),
    Q("我爸非要泡巴戟浸酒，我网上搜到的方子叫巴戟天酒，他说不是一回事，吵了半天谁也不服谁！巴戟浸酒是不是就是巴戟天酒？",
      "formula_has_alias", "巴戟浸酒", F, named="巴戟天酒"),
    Q("我妈说年轻时吃过当归丸，现在药店卖的当归丸好几种，店员也说不清哪个是哪个，真是乱七八糟！古方里的当归丸还有什么别名？",
      "formula_has_alias", "当归丸", F),
    Q("中医方子上写着巴戟汤，药房的人说只知道巴戟天汤，两边说法不一样，到底听谁的？巴戟汤是哪个方剂的别名？",
      "formula_has_alias", "巴戟汤", AL),
    Q("古书里有个方子叫慢脾风，名字听着像病不像药，网上查了半天越看越糊涂！慢脾风这个方子还有哪些别名？",
      "formula_has_alias", "慢脾风", F),
    # check_for_disease
    Q("去医院摸一下脉就收了二十块检查费？！脉搏检查到底能查出什么病来？？",
      "check_for_disease", "脉搏检查", C),
    Q("孩子发烧反反复复，医生开了脾脏超声检查，排队排了三个小时，结果医生看了两秒就走了！脾脏超声检查一般是查哪些病的？",
      "check_for_disease", "脾脏超声检查", C),
    Q("我爸老是突然手脚发软，几分钟又好了，医生让做脑血流显像，他嫌贵说不做！脑血流显像能查出短暂性大脑缺血性发作吗？",
      "check_for_disease", "脑血流显像", C, named="短暂性大脑缺血性发作"),
    Q("喂奶喂得乳房红肿流脓，医生取了脓去化验，单子上写着脓汁和创伤感染标本细菌学检查，等结果等得我心焦！"
      "这个检查能查出急性乳腺炎吗？", "check_for_disease", "脓汁和创伤感染标本细菌学检查", C, named="急性乳腺炎"),
    Q("我老公车祸后说话不利索，医生让做脑神经检查，他死活说自己没事，闹着要去上班！脑神经检查能查出哪些病？",
      "check_for_disease", "脑神经检查", C),
    Q("体检多了一项虹膜检查法，看到收费单我都懵了，问护士她说不清楚，问医生医生没空！虹膜检查法一般用来查什么病？",
      "check_for_disease", "虹膜检查法", C),
    Q("孩子腿上和肚子上起了一片红点，我妈说是蚊子咬的，医生做了个腹部皮肤检查，什么都没说就让去抽血！腹部皮肤检查能看出过敏性紫癜吗？",
      "check_for_disease", "腹部皮肤检查", C, named="过敏性紫癜"),
    # check_for_symptom
    Q("肚子疼去看急诊，医生在我肚子上敲敲打打就完了，我还以为会做CT，心里一点底都没有！腹腔脏器的叩诊一般是针对哪些症状做的？",
      "check_for_symptom", "腹腔脏器的叩诊", C),
    Q("我哥早上起来腰背僵得弯不下去，医生开了脊柱椎体平扫，他说年纪轻轻照什么片，浪费钱！脊柱椎体平扫是针对脊椎僵直做的吗？",
      "check_for_symptom", "脊柱椎体平扫", C, named="脊椎僵直"),
    Q("孩子喊肚子疼，医生按了按肚子，说做了腹壁紧张度检查，我还以为检查要用机器，就按两下？！腹壁紧张度检查是看有没有腹肌紧张吗？",
      "check_for_symptom", "腹壁紧张度检查", C, named="腹肌紧张"),
    Q("B超看不清，医生又让做脏器声学造影，还得打造影剂，我妈怕有副作用死活不肯，我夹在中间难受！脏器声学造影一般是有什么症状才做？",
      "check_for_symptom", "脏器声学造影", C),
    Q("孩子发烧头疼，医生要抽脑脊液做脑脊液色氨酸试验，我婆婆说抽脊髓会变傻，在病房里大吵大闹！脑脊液色氨酸试验一般针对哪些症状？",
      "check_for_symptom", "脑脊液色氨酸试验", C),
    Q("我爸好几天尿不出来，医生按了按他小肚子，说是膀胱触诊，别的什么都不解释！膀胱触诊是为了看膀胱膨隆吗？",
      "check_for_symptom", "膀胱触诊", C, named="膀胱膨隆"),
    # performed_by
    Q("医生让孩子做脑电图检查，单子上也没写在哪做，我抱着孩子在医院楼上楼下跑了一上午！脑电图检查到底是哪个科做的？",
      "performed_by", "脑电图检查", C),
    Q("复诊单上就写了EEG三个字母，导诊台的人也说不清在哪，排了半天队白排了，这叫什么服务！EEG归哪个科室做？",
      "performed_by", "脑电图检查", C, mention="EEG"),
    Q("约无痛胃镜检查约了一个月，到了医院又说要先去麻醉科评估，来回折腾！无痛胃镜检查是在消化科做吗？",
      "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("医生开了静脉肾盂排泄造影，我问在哪做，他说“自己去问”，就这服务态度？！静脉肾盂排泄造影是在哪个科做的？",
      "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # check_has_alias
    Q("我爸的检查单上写着脑电图检查，报告上印的却是一串英文，我还以为拿错了报告！脑电图检查的英文简称是什么？",
      "check_has_alias", "脑电图检查", C),
    Q("报告单上写着EMG，病历上又写着肌电图检查，护士说是一个东西，可我还是不放心！肌电图检查是不是就是EMG？",
      "check_has_alias", "肌电图检查", C, named="EMG"),
    Q("预约单上就写了EUS三个字母，医生一句话没交代，网上搜出来一堆不相干的东西！EUS是哪个检查的缩写？",
      "check_has_alias", "EUS", AL),
    Q("国外医院发来的报告写着electroencephalogram，翻译软件翻得乱七八糟，我妈急得直哭！electroencephalogram是哪个检查的别名？",
      "check_has_alias", "electroencephalogram", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day65"))
