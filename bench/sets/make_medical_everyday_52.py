"""Writes `medical_everyday_52.jsonl`, a fifty-second hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-first, kept as a held-out measure: nothing
in it was chosen or reworded after seeing how the project answers it (it was written without running the project's
search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation type of the
network asked four to seven times. Each is written the way people post on social apps and forums: a title in 【】 (65:
【求助】, 【急】, 【科普求问】, 【家属求助】, 【出国求助】, 【男科求助】, 【工地打工人】, 【罕见病家长群】), hashtags (37: #农村生活#, #宝宝出疹子#, #银屑病#, #透析日记#, and
#痛风 or #男性健康 with no closing mark), an @ to a doctor or a department (15: @心内科王主任, @皮肤科李医生, @神经内科张医生, @急诊科, @药剂科), several
questions numbered 1. 2. 3. or ① ② ③, put as - bullets or after emoji bullets (👉 ✅ ❓), where the first is always the gold
(兰释…1. 兰释是治强迫症的吗？2. 要吃多久; 我爸查出骨肿瘤…1. 骨肿瘤一般用什么药？2. 需要提前联系放疗吗; 黄龙汤 ✅ 有攻下通便的作用吗？✅ 老人能喝吗), line breaks
inside the message (98 questions hold a real newline), a quoted line (病理报告原话：“食管壁内实质性气管支气管剩体或叶芽瘤”, 科普文章里写着：“进食海鲜、肉和酒精”,
【老年大学群转发】“锌和硒缺乏会诱发食管鳞癌”), 《》 around a book or a programme (《走近科学》, 《舌尖上的中国》, 《本草纲目》, 《金匮要略》, 《儒门事亲》, 《伤寒六书》, 《千金方》,
《伤寒论》), an emoji (😳, 😭, 😰, 😂, 👇) and a closing line (谢谢大家🙏, 在线等, 蹲一个回答, 有经验的病友说说🙏). Who posts varies: new mothers on a
parenting app (【宝妈求助】, 【产后求助】, #育儿#, #宝妈日常#, 【备孕群】), students on a forum revising for an exam (【考研党求助】, 【考研西综】, 【中药学复习】,
【中医学习打卡】), retirees in a WeChat group (【老年大学群转发】, 【退休群里问】, #退休生活#, #老年大学群#), patients and their families on a hospital app's
community page (【医院APP病友社区】, 【医院APP问诊】, 【肾移植病友群】, 【糖友群】, #化疗日记#) and workers, expatriates and people who dig herbs or
read old books. 73 are plain one-line questions (香菊胶囊主要治什么病？, 颈肋一般长在哪个位置？体检拍片发现的). 28 carry 呢/啊/呀/嘛/哈; 104 are tagged `context`;
some ask two things and the first is the gold (包涵体细胞病…1. 这个病是怎么来的？是遗传吗？2. 还能要三胎吗 asks the causes; 米芙 1. 它在药品分类里属于哪一类？2. 能跟中药
一起吃吗 the class; 龟鹿二仙胶能治久不孕育吗？男的吃还是女的吃 names 久不孕育; 禾邦…里面都有哪些成分？过期半年了还能吃吗 the ingredients; 鼻疽假单胞菌肺炎…这病是怎么得上的？
会不会传给家里人 the causes).

Records: taken from the tenth (last) tenth of each relation type's sources in key order (the record key of the source
type), among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 51 and the three
alias sets) contains and that none of them uses as an entity or a mention; the forty-second set drew from the tenth
tenth too, and this one takes only what it and every other set left. cures has 107 window sources and only six left
(难产, 非惊厥性SE, 颌骨骨髓炎, 骨肿瘤, 高度房室传导阻滞, 高镁血症), all asked. Where every source of a relation type in that window is
already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis,
drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the
question names one neighbour no earlier question names (高尿酸血症 ← 进食海鲜、肉和酒精, 食物中毒 ← 在柜台上解冻冷冻食品, 骨关节炎 ← 膝关节力线不正,
阿尔茨海默病 ← 中年肥胖, 重症疟疾 ← 小于5岁儿童, 食管鳞癌 ← 锌和硒缺乏, 食管癌 → 食管周围淋巴结, 麻风 → 胫神经, 高血压 ↔ 高血压性肾脏病, 非小细胞肺癌 ↔
恶性高钙血症, 隐球菌性脑膜炎 ↔ 血液恶性疾病, 非霍奇金淋巴瘤 ↔ 节段性肾小球硬化, 麻疹 ↔ 人类疱疹病毒-6 感染, 麻痹型狂犬病 ↔ 弛缓性瘫痪, 铅中毒 ↔ 非铅周围性神经病变,
阿尔茨海默病 ↔ 帕金森病痴呆, 非小细胞肺癌 ↔ 机化性肺炎, 食物中毒 ↔ 显微镜结肠炎, 高结合型胆红素血症 ↔ Rotor综合征, 高血压急症 ↔ 高醛甾酮症, 调气丸 → 南木香,
麻黄防风汤 → 秦艽等, 黄土汤 → 阿胶胶囊, 阳和汤 → 散寒通滞, 香薷散 → 祛暑解表, 麦门冬汤 → 清养肺胃, 黄龙汤 → 攻下通便, 龙胆泻肝汤 → 清利肝经湿热, 青蒿鳖甲汤 →
夜热早凉, 防风通圣散 → 风热郁结, 黄连解毒汤 → 三焦火毒证, 龟鹿二仙胶 → 久不孕育, 防己黄芪汤 → 身重微肿), is asked from the relation's target end (日照强地区,
where 鳞状细胞癌 is prevalent; 腘神经, where 麻风 spreads; 呼吸道上皮, which 麻疹 invades; 灶中黄土, an ingredient of 黄土汤; 温阳达邪, an efficacy of
麻桂术甘汤 and 麻桂饮; 贴骨疽, what 阳和汤 is prescribed for; 泌尿外科, the department of 静脉尿路造影检查), names its entity by an alias (海斯维 and
青帝威, trade names no earlier question uses; 静脉肾盂排泄造影 and EEG, earlier sets' mentions), asks what an alias stands for (理中丸（《儒门事亲》卷十二）,
an earlier question's named neighbour; 伏龙肝散（《脉因症治》卷上）, 静脉肾盂排泄造影 and EUS, earlier questions' gold, asked here in other words); a few
ask a window record again in words no earlier question uses (食管癌 and 铍中毒 where they are prevalent, 骨关节炎 and 麻疹 where they spread, 骨关节炎
what it invades, 麻黄地骨皮汤 and 麻黄调心泄热汤 what they are made of, 镁加铝咀嚼片, 黄土汤, 麻黄附子细辛汤, 静脉尿路造影检查, 超声内镜检查), and where a window
source has no neighbour left that no earlier question names, the question names one again (隐球菌性脑膜炎 → 马拉维, 麻风 → 热带地区的国家, 鳞状细胞癌 → 外周神经,
麻疹 → 结膜上皮细胞, 重组人血管内皮抑制素注射液 → ENDOSTAR, 麻黄调心泄热汤 → 麻黄汤, 静脉尿路造影检查 → 泌尿外科, 脑电图检查 → 神经科). has_risk_factor has
19 window sources, all asked about before: its six questions name a risk factor no earlier question names. None of the
five window sources of prevalent_in (铍中毒, 隐球菌性脑膜炎, 食管癌, 鳞状细胞癌, 麻风) has a neighbour no earlier question names: 隐球菌性脑膜炎 and
麻风 name one again, 食管癌 and 铍中毒 are asked in new words and one question asks from the target end (日照强地区, never an earlier
question's entity). Of the six window sources of metastasizes_to (非小细胞肺癌, 食管癌, 骨关节炎, 鳞状细胞癌, 麻疹, 麻风) only 食管癌 and 麻风 have one;
骨关节炎 and 麻疹 are asked in new words and one question asks from the target end (腘神经, a neighbour of 麻风 no earlier question
names). The three window sources of invades (骨关节炎, 鳞状细胞癌, 麻疹) have none: two name one again, 骨关节炎 is asked in new words and
one question asks from the target end (呼吸道上皮, never an earlier question's entity). The window of drug_has_alias holds eight
drugs (转化糖电解质注射液, 酒石酸罗格列酮分散片, 重组人血管内皮抑制素注射液, 重组抗CD25人源化单克隆抗体注射液, 镁加铝咀嚼片, 阿利吉仑片, 阿莫西林舒巴坦匹酯胶囊, 附子理中丸), all of whose
aliases earlier questions name: two list a trade name no earlier question uses, and their questions name them by it (转化糖电解质注射液
by 海斯维, 阿莫西林舒巴坦匹酯胶囊 by 青帝威), 重组人血管内皮抑制素注射液 names ENDOSTAR again, 镁加铝咀嚼片 is asked in new words and one question asks
what 理中丸（《儒门事亲》卷十二）, an alias of 附子理中丸, stands for. Of the eighteen window formulas of composed_of, nine have an ingredient no
earlier question names, most of them records whose name ends in 等 as the source writes it (白芍等, 炙甘草等, 秦艽等, 玄参等): three
questions name one (调气丸 → 南木香, 麻黄防风汤 → 秦艽等, quoted as the book writes it, 黄土汤 → 阿胶胶囊), 麻黄地骨皮汤 and 麻黄调心泄热汤, which no
earlier question asks what they are made of, are asked it, and one question asks from the target end (灶中黄土). Of the 31
window formulas of formula_has_efficacy and the 35 of prescribed_for, five each are asked whether they have an efficacy or
treat a disease no earlier question names, and one question each asks from the target end (温阳达邪, 贴骨疽). formula_has_alias
has 29 sources and its window three (麻黄调心泄热汤, 麻黄附子细辛汤, 黄土汤), all of whose aliases earlier questions name: 麻黄调心泄热汤 is asked
whether it is called 麻黄汤 for short, 黄土汤 and 麻黄附子细辛汤 are asked in new words and one question asks what 伏龙肝散（《脉因症治》卷上）, an
alias of 黄土汤, stands for. performed_by has six sources and its window one (静脉尿路造影检查, the last in key order), as for the
forty-second set: it is asked in new words and, named by 静脉肾盂排泄造影, whether it is done in 泌尿外科; one question asks from its
target end (泌尿外科) and one takes the record before it in key order (脑电图检查, named by EEG, and whether it is done in 神经科).
check_has_alias has seven sources and its window the same record, asked in new words and by what 静脉肾盂排泄造影 stands for; the
record before it (超声内镜检查) is asked for its English abbreviation in new words and by what EUS stands for.

84 questions name the one neighbour they ask about, most of them naming two records (高血压性心脏病 → 端坐呼吸, 闭经溢乳综合征 → 溢乳,
鼻前庭囊肿 → 耳鼻喉科, 静止性淋巴细胞性甲状腺炎 → 甲状腺功能检查, 面神经损伤 → 肌电图检查, 鼻中隔偏曲 → 鼻内镜检查, 门静脉血栓形成 → 食管胃底静脉曲张, 阴茎异常勃起 →
勃起功能障碍, 风湿性边缘性红斑 → 心肌炎, 颞骨和下颔骨关节异常 → 神经衰弱, 难产 → 罗西维林片, 颌骨骨髓炎 → 头孢氨苄缓释胶囊, 高度房室传导阻滞 → β—受体阻滞剂, 高镁血症 →
果糖酸钙注射液, 阴囊福尼尔坏疽 → 坏死性筋膜炎, 非冻结性冷伤 → 冰点以上低温, 阴道葡萄状肉瘤 → 婴幼儿, 原发性脆骨硬化症 → 近亲结婚的子女, 鸟枪弹样视网膜脉络膜病变 → 白种人女性,
颈部囊状淋巴管瘤 → 期待自愈, 阿米巴精囊炎 → 阿米巴病, 青春型精神分裂症 → 精神分裂症, 利比 → 多发性硬化, 兰释 → 强迫症, 文迪雅 → 水肿, 骨肽片 → 胃部不适, 通宁滴剂 → 鹅不食草,
克易停 → 氨茶碱, 熊胆丸 → 熊胆, 奥勃兰 → 脑血管药, 诺坤复 → 退奶药, 乐美奇 → 大环内酯类, 鸬鹚羽 → 鱼骨鲠喉, 鹅腿骨 → 狂犬咬伤, 高粱米糠 → 小儿消化不良, 鲨鱼心 →
健脾益胃, 滇藁本 → 云南, 龙舌兰 → 热带美洲, 黄金凤 → 龙虾菜, 鼹鼠 → 瞎老鼠, 阿托品抑制GH试验 → 肢端肥大症, 骨盆分离试验 → 骨盆骨折, 骶髂关节检查法 → 骶髂关节疼痛, and the
neighbours above); one offers two departments and asks which (黑痣癌变…挂皮肤科还是肿瘤科呀, both its answers). Seven besides the
alias-instance questions are asked from the relation's target end (住在日照强地区的人，哪些病比较高发呀？, 哪些病会转移到腘神经？, 哪些病会侵犯呼吸道上皮？,
哪些方子里用到灶中黄土？, 有哪些方子能温阳达邪？, 古书里说的贴骨疽，有哪些方子能治？, 泌尿外科能做的检查有哪些？).

Names inside names: by a mechanical count 125 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (高血压性心脏病 holds 高血压 and 心脏病, 高致病性人禽流感病毒肺炎 holds 禽流感病毒 and 流感病毒肺炎, 麻疹病毒肺炎 holds 麻疹病毒, 骨纤维异常增殖症 and
骨纤维异样增殖症 are one character apart, and the second asker says which (注意不是“异常”，是“异样”), 鲍温样丘疹病 and 阴部鲍恩样丘疹病 are one character apart
besides the 阴部 and the second asker asks whether they are one, 鼻中隔偏曲 is one character from 鼻中隔弯曲 and an alias it lists, 颈部囊状淋巴管瘤 holds
囊状淋巴管瘤 and 淋巴管瘤, 骨外骨肉瘤 holds 骨肉瘤, which its asker knows grows in bone, 鼻内翻性乳头状瘤 holds 内翻性乳头状瘤, 阿米巴精囊炎 holds 精囊炎, 隐匿性系统性红斑狼疮
holds 系统性红斑狼疮, the class its question asks for, and 红斑狼疮, which its asker names, 黄色肉芽肿性胆囊炎 holds 胆囊炎, 青春型精神分裂症 holds 精神分裂症, the class
its question names, 鼻咽白喉 holds 咽白喉, 麻痹型狂犬病 holds 狂犬病, 非小细胞肺癌 holds 小细胞肺癌, 非霍奇金淋巴瘤 holds 霍奇金淋巴瘤, 高血压急症 holds 高血压, and 高血压
lies inside 高血压性肾脏病, the neighbour its question names, 食物过敏性哮喘 holds 食物过敏 and 过敏性哮喘, 高脂蛋白血症III型 holds 高脂蛋白血症, 高动力性循环 lies inside
its alias 高动力性循环状态, the name its question uses; 鼻通宁滴剂 holds its trade name 通宁滴剂, the name its question uses, 熊胆丸 holds 熊胆, the
ingredient its question names, 马来酸罗格列酮片 lies inside 二甲双胍马来酸罗格列酮片, 雌二醇片 inside 复方雌二醇片 and 戊酸雌二醇片; 马齿苋子 holds 马齿苋 and is named by
马齿苋实, 黄零陵香 holds 零陵香, 鹅掌楸根 holds 鹅掌楸, the material 马褂树 names; 调气丸 lies inside 舒肝调气丸, 麻黄地骨皮汤 holds 地骨皮, 麦门冬汤 holds 麦门冬, and
麻黄调心泄热汤 is asked whether it is also 麻黄汤; 隐球菌病胶乳凝集试验 holds 隐球菌病, 骶髂关节检查法 holds 骶髂关节, the start of the symptom its question names,
超声内镜检查 holds 内镜检查, and 脑电图检查 lies inside 心电图与脑电图检查).

About one question in four (54 of 210) names its entity by a name the network records for that very instance: disease
aliases (12: other or descriptive names such as 阿司匹林耐受不良三联征, 包涵体细胞病, β—脂蛋白不良血症, 阴道葡萄状肉瘤, 原发性脆骨硬化症, 男性青春期出血性鼻咽血管纤维瘤,
呼吸道硬结病 and the long 食管壁内实质性气管支气管剩体或叶芽瘤, quoted from a pathology report; a name with a word added, 高动力性循环状态; eponyms, 雪旺鞘膜瘤 and
the English Maroteaux—Lamy syndrome; and an alias the network records as one name of two halves, copied from a chart as
it stands, “鼻旁窦—鼻—支气管综合征；鼻旁窦—肺综合征”); drug trade names (27, below); medicinal material aliases (13: 鸬鹚羽, 车风, 鹰爪果, 马齿苋实, 鹞婆骨,
鸡屎矾, 省头草, 双飘树根, 牛耳叶, 甘青蚤缀, 滇藁本, 金刚杵, 鲛鱼肉); check aliases (2: 静脉肾盂排泄造影 and EEG, earlier sets' mentions). Each of these
names is listed by that one instance only. Ten more ask what an alias stands for (I—cell disease, 隐匿性肾小球疾病,
deflectionofnasalseptum, 理中丸（《儒门事亲》卷十二）, 潮湿虫, 马褂树, 黄金子, 伏龙肝散（《脉因症治》卷上）, 静脉肾盂排泄造影, EUS: disease, drug, material,
formula and check aliases): their gold is the alias instance, answered by the record that lists it. Before the set is
built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the
network records for that very instance.

Drug trade names: 27 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (利比, 兰释, 诺适得, 维度新, 得肤宝, 文迪雅, 福善美, 波依定, 英立达, 意美, 禾邦, 通宁滴剂, 消爽, 克易停, 熊胆丸, 太森, 再安列, 科达得龙, 新体卡松, 奥勃兰, 诺坤复,
修美乐, 乐美奇, 邦宁沙吉, 米芙, 海斯维, 青帝威). All twenty-seven names are also drug records of their own. They are labelled as in the
earlier sets: the gold entity is the standard record (重组人干扰素β1a注射液, 马来酸氟伏沙明片, 雷珠单抗注射液, 阿戈美拉汀片, 钙泊三醇倍他米松软膏, 马来酸罗格列酮片,
阿仑膦酸钠片, 非洛地平缓释片, 阿昔替尼片, 阿瑞匹坦胶囊, 风寒感冒颗粒, 鼻通宁滴剂, 金莲花胶囊, 顺气化痰片, 龙泽熊胆胶囊, 颈痛灵胶囊, 非那雄胺分散片, 马来酸氟吡汀胶囊, 阿维A胶囊,
长春胺缓释胶囊, 雌二醇片, 阿达木单抗注射液, 阿奇霉素干混悬剂, 青霉素V钾分散片, 麦考酚钠肠溶片, 转化糖电解质注射液, 阿莫西林舒巴坦匹酯胶囊), the mention is the trade name
and the line is tagged `alias`, because whoever holds the box, the infusion bottle or the prescription asks about the
medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- EUS is a check record as well as the alias instance 超声内镜检查 lists (【医院APP】预约成功短信：EUS 明早8点…EUS是哪项检查啊？): it asks what the
  name stands for, so the gold is the alias instance, as the forty-second set's EUS question is. EEG is a check record as
  well as an alias 脑电图检查 lists (宝宝高热惊厥以后医生开了EEG…是在神经科做吗): the question names the check the baby is to have, so the gold is
  the record the alias belongs to, as in the earlier sets' EEG questions asking where it is done.
- 鼻中隔偏曲, asked which checks it needs, is a disease record of its own besides an alias 鼻中隔弯曲 lists; the record holds the
  checks and 鼻中隔弯曲 holds none. 鼻硬结病, named by its alias 呼吸道硬结病, is an alias record too.
- Some named neighbours are records of other types too: 耳鼻喉科 a disease besides a department, β—受体阻滞剂 and 大环内酯类 drugs
  besides product classes, 祛暑解表 a product class besides an efficacy, 麻黄汤 a formula besides an alias, 南木香 an alias and 阿胶胶囊 a
  drug besides ingredients, 鹅不食草 an alias and a medicinal material besides an ingredient, 氨茶碱 a drug and a symptom besides
  an ingredient, 坏死性筋膜炎 a disease besides an alias, 外周神经 a symptom besides a body part, 婴幼儿 a cause and a disease
  besides a population, 溢乳, 神经衰弱, 精神分裂症, 弛缓性瘫痪 and 胃部不适 diseases and symptoms, 食管胃底静脉曲张 and 阿米巴病 diseases and
  causes, 勃起功能障碍 and 强迫症 aliases, diseases and symptoms, 肢端肥大症 and 骨盆骨折 diseases, causes and symptoms, 心肌炎 a
  population besides, 水肿 an efficacy besides, and 多发性硬化 a check, a disease, a symptom and a therapy.
- Besides these, 38 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 颞下颌关节脱位, 鼻前庭囊肿, 颅骨缺损, 阴茎异常勃起, 高镁血症, 颈肋, 黑棘皮病, 高尿酸血症, 鸟枪弹样视网膜脉络膜病变, 食管癌 (two questions), 麻风 (two) and 非小细胞肺癌
  (two); a cause record: 高血压性心脏病, 门静脉血栓形成, 阿尔茨海默病 (two), 隐球菌性脑膜炎 (two), 非霍奇金淋巴瘤, 铅中毒; both: 难产, 骨关节炎 (three), and 高血压 a
  population besides; an alias record: 鼻硬结病, and 食物中毒 (two) a cause record besides, 麻疹 (three) and 鼻中隔偏曲 a cause and a symptom
  record besides; a symptom and a therapy record: 鳞状细胞癌; a check and a therapy record: 骨母细胞瘤; a check record for the
  alias instance EUS), and the wording says which is meant (医生说, 诊断, 查出, 病理, 报告, 怎么治, 挂哪个科, 别的叫法, 哪项检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_52.py    # rewrites bench/sets/medical_everyday_52.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_52.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("【求助】吃了一片阿司匹林就喘不上气，医生说我可能是阿司匹林耐受不良三联征\n1. 这个病一般都有哪些症状？\n2. 以后发烧还能吃什么退烧药？\n在线等，谢谢🙏",
      "has_symptom", "阿司匹林不耐受三联征", D, mention="阿司匹林耐受不良三联征"),
    Q("@心内科王主任 我爸高血压二十多年，上个月确诊高血压性心脏病。晚上一躺平就憋气，得垫两个枕头坐着睡，这种端坐呼吸是高血压性心脏病的症状吗？",
      "has_symptom", "高血压性心脏病", D, named="端坐呼吸"),
    Q("#农村生活# 邻居家小孩在山上摘野果吃，送到医院说是马桑果中毒😰\n想问问马桑果中毒都会有哪些表现？家里有娃的都注意点", "has_symptom",
      "马桑果中毒", D),
    Q("【科普求问】新闻里说的高致病性人禽流感病毒肺炎，刚开始跟普通感冒像不像？都有哪些症状\n👉 家里养了二十多只鸡，有点慌", "has_symptom",
      "高致病性人禽流感病毒肺炎", D),
    Q("#妈妈圈# 没怀孕也没喂奶，挤一下居然有白水😳\n妇科说怀疑闭经溢乳综合征，溢乳就是这个病的症状吧？", "has_symptom", "闭经溢乳综合征", D,
      named="溢乳"),
    Q("食管源性胸痛除了胸口疼，还会有什么别的症状呢？", "has_symptom", "食管源性胸痛", D),
    Q("#宝宝出疹子# 娃出麻疹第5天咳得厉害，医生说合并了麻疹病毒肺炎\n① 麻疹病毒肺炎一般会有什么症状？\n② 要住院吗\n③ 会不会传染给二宝", "has_symptom",
      "麻疹病毒肺炎", D),
    # designated_to
    Q("【求助】核磁报告写的雪旺鞘膜瘤，医生说长在面神经上，我半边脸有点歪了\n- 该挂哪个科？\n- 一定要开刀吗\n谢谢大家", "designated_to",
      "面神经瘤", D, mention="雪旺鞘膜瘤"),
    Q("打了个大哈欠嘴就合不上了😭\n急诊说是颞下颌关节脱位，已经复位了\n之后复查应该挂哪个科啊？在线等", "designated_to", "颞下颌关节脱位", D),
    Q("鼻前庭囊肿是挂耳鼻喉科吧？鼻翼旁边鼓了个包好几个月了", "designated_to", "鼻前庭囊肿", D, named="耳鼻喉科"),
    Q("@皮肤科李医生 男朋友那里长了几个褐色的小丘疹，化验单上写的鲍温样丘疹病，这个该去哪个科看？我们俩都不好意思问", "designated_to",
      "鲍温样丘疹病", D),
    Q("【宝妈求助】孩子8岁，X光片上写着骨纤维异常增殖症，腿有点弯\n1. 应该挂哪个科？\n2. 会影响长个子吗\n谢谢各位宝妈🙏", "designated_to",
      "骨纤维异常增殖症", D),
    Q("【罕见病家长群】基因报告写的是Maroteaux—Lamy syndrome，翻译过来一大串\n1. 国内看这个挂哪个科？\n2. 有没有同病的家长加个好友\n蹲一个回答",
      "designated_to", "黏多糖贮积症VI型", D, mention="Maroteaux—Lamy syndrome"),
    Q("脚底一颗黑痣最近变大还出血，医生说要排除黑痣癌变，挂皮肤科还是肿瘤科呀？", "designated_to", "黑痣癌变", D),
    # checks
    Q("【产后求助】宝宝3个月，我最近心慌手抖还瘦了，医生怀疑是静止性淋巴细胞性甲状腺炎\n1. 是要做甲状腺功能检查吗？\n2. 查完还能继续喂奶吗\n3. 会不会变成甲减\n蹲一个回答",
      "checks", "静止性淋巴细胞性甲状腺炎", D, named="甲状腺功能检查"),
    Q("拔智齿以后半边嘴角歪了，医生说是面神经损伤，要做肌电图检查吗？", "checks", "面神经损伤", D, named="肌电图检查"),
    Q("#男性健康 附睾慢性炎症一般要做哪些检查啊\n蛋蛋隐隐坠痛快半年了，不好意思去医院", "checks", "附睾慢性炎症", D),
    Q("【眼科求助】这名字太长了我抄了三遍：霜样树枝状视网膜血管炎\n眼科说还得再做几项检查，一般都查什么？", "checks", "霜样树枝状视网膜血管炎", D),
    Q("【求问】我爸开颅手术后留了颅骨缺损，准备做修补\n❓ 术前要做哪些检查\n❓ 钛网和自体骨哪个好\n谢谢大家🙏", "checks", "颅骨缺损", D),
    Q("【考研党求助】鼻中隔偏曲，一边鼻子老不通，晚上张嘴睡，第二天嗓子干得要命\n👉 要做鼻内镜检查吗？\n👉 做手术要休息几天，怕耽误复习", "checks",
      "鼻中隔偏曲", D, named="鼻内镜检查"),
    # has_complication
    Q("肝硬化的老爸又查出门静脉血栓形成，会不会引起食管胃底静脉曲张？他去年吐过一次血", "has_complication", "门静脉血栓形成", D,
      named="食管胃底静脉曲张"),
    Q("【男科求助】阴茎异常勃起拖了十几个小时才去医院😭 以后会不会勃起功能障碍？在线等", "has_complication", "阴茎异常勃起", D,
      named="勃起功能障碍"),
    Q("@骨科孙医生 颈椎椎弓裂会引起什么并发症啊？我老公是开大货车的，天天一坐十几个小时", "has_complication", "颈椎椎弓裂", D),
    Q("孩子身上起了一圈一圈的红斑，医生说是风湿性边缘性红斑\n👉 会并发心肌炎吗？\n👉 要打青霉素吗？", "has_complication", "风湿性边缘性红斑",
      D, named="心肌炎"),
    Q("病理报告原话：\n“食管壁内实质性气管支气管剩体或叶芽瘤”\n医生说是先天长的东西，这个会引起什么并发症？", "has_complication", "食管异位组织",
      D, mention="食管壁内实质性气管支气管剩体或叶芽瘤"),
    Q("病历上写着：\n“鼻旁窦—鼻—支气管综合征；鼻旁窦—肺综合征”\n孩子老咳嗽还流脓鼻涕，这个病会并发哪些病呢？", "has_complication",
      "鼻旁窦支气管综合征", D, mention="鼻旁窦—鼻—支气管综合征；鼻旁窦—肺综合征"),
    Q("@口腔科陈医生 颞骨和下颔骨关节异常时间长了会不会引起神经衰弱？嘴一张就咔咔响，晚上也睡不好", "has_complication",
      "颞骨和下颔骨关节异常", D, named="神经衰弱"),
    # cures
    Q("【孕晚期】产房里听护士说难产的时候会用罗西维林片，难产真的能用这个药吗？", "cures", "难产", D, named="罗西维林片"),
    Q("@神经内科张医生 我妈昏昏沉沉两天了，脑电图查出来说是非惊厥性SE，有哪些药能治？", "cures", "非惊厥性SE", D),
    Q("【医院APP问诊】拔牙后下巴肿了还流脓，诊断颌骨骨髓炎\n开了头孢氨苄缓释胶囊，吃这个能好吗？", "cures", "颌骨骨髓炎", D, named="头孢氨苄缓释胶囊"),
    Q("【医院APP病友社区】我爸查出骨肿瘤，正在等病理\n1. 骨肿瘤一般用什么药？\n2. 需要提前联系放疗吗\n有经验的病友说说🙏", "cures", "骨肿瘤", D),
    Q("高度房室传导阻滞可以用β—受体阻滞剂吗？我记得这类药会让心跳变慢", "cures", "高度房室传导阻滞", D, named="β—受体阻滞剂"),
    Q("#透析日记# 透析第三年了，这次查出高镁血症，医生开了果糖酸钙注射液\n✅ 这个药是对症的吗？\n✅ 饮食上要注意啥", "cures", "高镁血症", D,
      named="果糖酸钙注射液"),
    # shown_on
    Q("颈肋一般长在哪个位置？体检拍片发现的", "shown_on", "颈肋", D),
    Q("X光报告：骨纤维异样增殖症（注意不是“异常”，是“异样”）\n这个一般长在哪些骨头上？", "shown_on", "骨纤维异样增殖症", D),
    Q("阴部鲍恩样丘疹病一般长在什么部位？跟鲍温样丘疹病是一回事吗", "shown_on", "阴部鲍恩样丘疹病", D),
    Q("【求助】耳朵里一直有跟心跳一样的声音，CT说颈静脉球瘤\n1. 这个瘤一般长在什么位置？\n2. 会不会恶变？", "shown_on", "颈静脉球瘤", D),
    Q("#鼻科# 术前谈话医生说是鼻内翻性乳头状瘤，容易复发\n❓ 它一般长在鼻子哪个位置\n❓ 复发率高吗", "shown_on", "鼻内翻性乳头状瘤", D),
    Q("骨外骨肉瘤不长在骨头上，那一般长在哪儿呢？", "shown_on", "骨外骨肉瘤", D),
    # has_alias
    Q("【罕见病】英文病历上写着I—cell disease\n中文是哪个病啊？国内医生能看懂吗", "has_alias", "I—cell disease", AL),
    Q("#肾友互助# 报告单上写“隐匿性肾小球疾病”，搜了一圈没找到，这是哪个病的别称？", "has_alias", "隐匿性肾小球疾病", AL),
    Q("耳鼻喉的出院小结里写着deflectionofnasalseptum，连在一起看不懂，它指的是哪个病？", "has_alias", "deflectionofnasalseptum", AL),
    Q("脖子后面黑黑一圈洗不掉，医生说是黑棘皮病\n它还有别的名字吗？网上搜出来的资料不多", "has_alias", "黑棘皮病", D),
    Q("阴囊福尼尔坏疽是不是也叫坏死性筋膜炎？", "has_alias", "阴囊福尼尔坏疽", D, named="坏死性筋膜炎"),
    Q("【考研西综】背到骨肿瘤这章了，骨母细胞瘤还有什么别的叫法来着？\n书上好像写了一个，忘了", "has_alias", "骨母细胞瘤", D),
    # caused_by
    Q("【求助】二宝确诊包涵体细胞病，家里往上三代都没人得过\n1. 这个病是怎么来的？是遗传吗？\n2. 还能要三胎吗", "caused_by", "黏脂贮积症II型", D,
      mention="包涵体细胞病"),
    Q("#夏天玩水注意安全# 带女儿去河里玩，回来内裤上有血，医生说是阴道蚂蟥叮吸！！这种一般是怎么发生的？", "caused_by", "阴道蚂蟥叮吸", D),
    Q("食管瘢痕性狭窄是怎么造成的呀？", "caused_by", "食管瘢痕性狭窄", D),
    Q("#养马人# 在养马场打工的表哥得了鼻疽假单胞菌肺炎\n这病是怎么得上的？会不会传给家里人", "caused_by", "鼻疽假单胞菌肺炎", D),
    Q("【工地打工人】冬天在工地泡了一天冷水，脚又红又肿\n医生说是非冻结性冷伤，没结冰也会冻伤？\n是冰点以上低温引起的吗", "caused_by", "非冻结性冷伤",
      D, named="冰点以上低温"),
    Q("吃完虾就喘，食物过敏性哮喘到底是什么引起的啊", "caused_by", "食物过敏性哮喘", D),
    Q("体检报告：β—脂蛋白不良血症 ❓\n手掌纹路上有黄色的条条，这病是怎么引起的？", "caused_by", "高脂蛋白血症III型", D,
      mention="β—脂蛋白不良血症"),
    # has_risk_factor
    Q("#痛风 尿酸高了三年，科普文章里写着：\n“进食海鲜、肉和酒精”\n这些是高尿酸血症的高危因素吗？我天天海鲜配啤酒", "has_risk_factor", "高尿酸血症",
      D, named="进食海鲜、肉和酒精"),
    Q("婆婆总把冻肉拿出来放灶台上化一下午，我说会食物中毒她不信，在柜台上解冻冷冻食品真的是食物中毒的高危因素吗？", "has_risk_factor",
      "食物中毒", D, named="在柜台上解冻冷冻食品"),
    Q("膝关节力线不正会不会更容易得骨关节炎？我有点O型腿", "has_risk_factor", "骨关节炎", D, named="膝关节力线不正"),
    Q("【科普求问】中年肥胖会增加阿尔茨海默病的风险吗？\n我爸50岁快200斤了，最近老忘事", "has_risk_factor", "阿尔茨海默病", D, named="中年肥胖"),
    Q("【外派家属群】公司派我去非洲常驻，想把孩子带过去\n小于5岁儿童是重症疟疾的高危人群吗？孩子才3岁", "has_risk_factor", "重症疟疾", D,
      named="小于5岁儿童"),
    Q("【老年大学群转发】\n“锌和硒缺乏会诱发食管鳞癌”\n群里都在转，靠谱吗？", "has_risk_factor", "食管鳞癌", D, named="锌和硒缺乏"),
    # common_in
    Q("【急】1岁女儿尿布上有血，医生说可能是阴道葡萄状肉瘤\n1. 这个病是不是多见于婴幼儿？\n2. 能保住子宫吗\n在线等😭", "common_in", "阴道横纹肌肉瘤",
      D, mention="阴道葡萄状肉瘤", named="婴幼儿"),
    Q("表哥的孩子骨头特别脆，诊断原发性脆骨硬化症，他们两口子是表亲结的婚，这个病是不是近亲结婚的子女容易得？", "common_in", "骨硬化病", D,
      mention="原发性脆骨硬化症", named="近亲结婚的子女"),
    Q("儿子16岁，老流鼻血，CT报告写的是\n“男性青春期出血性鼻咽血管纤维瘤”\n这个病一般多见于什么人？", "common_in", "鼻咽纤维血管瘤", D,
      mention="男性青春期出血性鼻咽血管纤维瘤"),
    Q("【宝妈求助】儿子12岁，踢球踢得膝盖疼，诊断是髌骨骨软骨病\n✅ 这病一般什么人容易得？\n✅ 还能继续踢球吗", "common_in", "髌骨骨软骨病", D),
    Q("@眼科刘医生 鸟枪弹样视网膜脉络膜病变是不是白种人女性多见？我是在国外留学的时候查出来的", "common_in", "鸟枪弹样视网膜脉络膜病变", D,
      named="白种人女性"),
    Q("黑色丘疹性皮肤病多见于哪些人呢？脸颊上长了好多小黑点", "common_in", "黑色丘疹性皮肤病", D),
    Q("【求助】28岁，老是心慌，心率快，医生病历上写了“高动力性循环状态”\n- 这个一般是什么人容易得？\n- 要吃药吗", "common_in", "高动力性循环",
      D, mention="高动力性循环状态"),
    # prevalent_in
    Q("【出国求助】下个月被公司派去马拉维常驻，听说隐球菌性脑膜炎在马拉维挺常见？\n要提前做什么准备吗", "prevalent_in", "隐球菌性脑膜炎", D,
      named="马拉维"),
    Q("#食管癌# 全世界哪些地方的人得食管癌最多？", "prevalent_in", "食管癌", D),
    Q("铍中毒现在在哪些地方还比较多发？", "prevalent_in", "铍中毒", D),
    Q("看了《走近科学》讲麻风村的那一期\n麻风是不是主要在热带地区的国家流行？", "prevalent_in", "麻风", D, named="热带地区的国家"),
    Q("住在日照强地区的人，哪些病比较高发呀？", "prevalent_in", "日照强地区", RE),
    # treated_with
    Q("【求助】诊断书写的是呼吸道硬结病，鼻子里硬硬的堵住了\n1. 这个怎么治？\n2. 能根治吗\n谢谢大家🙏", "treated_with", "鼻硬结病", D,
      mention="呼吸道硬结病"),
    Q("#育儿# 宝宝脖子上有个软软的包，B超说是颈部囊状淋巴管瘤，婆婆说会自己消\n1. 能期待自愈吗？\n2. 要不要打针", "treated_with",
      "颈部囊状淋巴管瘤", D, named="期待自愈"),
    Q("非01霍乱弧菌肠炎要怎么治？家里人要不要隔离", "treated_with", "非01霍乱弧菌肠炎", D),
    Q("【医院APP病友社区】我妈下楼摔了一跤，髋臼骨折\n医生让我们家属选方案，一般都有哪些治法？\n有经历过的朋友说说呗", "treated_with", "髋臼骨折", D),
    Q("颈椎半脱位一般怎么治？", "treated_with", "颈椎半脱位", D),
    Q("【急】阴道美丽筒线虫病怎么治啊？名字听着就好吓人\n在线等", "treated_with", "阴道美丽筒线虫病", D),
    # metastasizes_to
    Q("【家属求助】爸爸食管癌术后，病理写着食管周围淋巴结有转移\n食管癌一般会先转移到食管周围淋巴结吗？", "metastasizes_to", "食管癌", D,
      named="食管周围淋巴结"),
    Q("#老年大学群# 外公年轻时得过麻风，现在小腿一直没知觉\n麻风会不会转移到胫神经？", "metastasizes_to", "麻风", D, named="胫神经"),
    Q("骨关节炎会不会从膝盖跑到别的关节？一般会累及哪些部位", "metastasizes_to", "骨关节炎", D),
    Q("#宝宝出疹子# 麻疹病毒进了身体以后会扩散到哪些部位？\n幼儿园班上已经有三个了", "metastasizes_to", "麻疹", D),
    Q("哪些病会转移到腘神经？膝盖后面一直发麻", "metastasizes_to", "腘神经", BP),
    # invades
    Q("脸上的鳞状细胞癌会侵犯外周神经吗？", "invades", "鳞状细胞癌", D, named="外周神经"),
    Q("@儿科值班医生 麻疹会侵犯结膜上皮细胞吗？孩子出疹子眼睛也红红的", "invades", "麻疹", D, named="结膜上皮细胞"),
    Q("骨关节炎一般会侵犯哪些地方？", "invades", "骨关节炎", D),
    Q("【考研西综】病理学背到这里卡住了：哪些病会侵犯呼吸道上皮？", "invades", "呼吸道上皮", BP),
    # is_subtype_of
    Q("阿米巴精囊炎算阿米巴病的一种吗？", "is_subtype_of", "阿米巴精囊炎", D, named="阿米巴病"),
    Q("【求问】风湿科诊断写的“隐匿性系统性红斑狼疮”，到底算不算红斑狼疮？在疾病分类上属于哪一类", "is_subtype_of", "隐匿性系统性红斑狼疮", D),
    Q("黄色肉芽肿性胆囊炎属于哪类病啊？", "is_subtype_of", "黄色肉芽肿性胆囊炎", D),
    Q("#中药安全# 长期吃含马兜铃酸的中成药，得了马兜铃酸肾病，这个在疾病分类上归到哪一类？", "is_subtype_of", "马兜铃酸肾病", D),
    Q("【家属求助】弟弟17岁，医生说是青春型精神分裂症\n1. 青春型精神分裂症也是精神分裂症吧？\n2. 还能继续上学吗", "is_subtype_of", "青春型精神分裂症",
      D, named="精神分裂症"),
    Q("鼻咽白喉在分类上算哪种病？", "is_subtype_of", "鼻咽白喉", D),
    # related_disease
    Q("@肾内科医生 高血压十几年，最近尿里有蛋白了，是不是跟高血压性肾脏病有关？", "related_disease", "高血压", D, named="高血压性肾脏病"),
    Q("@肿瘤科医生 非小细胞肺癌跟恶性高钙血症有关系吗？我爸化验血钙很高，人也没精神", "related_disease", "非小细胞肺癌", D, named="恶性高钙血症"),
    Q("表姐淋巴瘤化疗以后得了隐球菌性脑膜炎\n隐球菌性脑膜炎跟血液恶性疾病有关联吗？", "related_disease", "隐球菌性脑膜炎", D,
      named="血液恶性疾病"),
    Q("非霍奇金淋巴瘤跟节段性肾小球硬化有关系吗？", "related_disease", "非霍奇金淋巴瘤", D, named="节段性肾小球硬化"),
    Q("#宝妈交流# 麻疹跟人类疱疹病毒-6 感染有什么关系？都是发烧出疹子，分不清", "related_disease", "麻疹", D, named="人类疱疹病毒-6 感染"),
    Q("麻痹型狂犬病会跟弛缓性瘫痪扯上关系吗", "related_disease", "麻痹型狂犬病", D, named="弛缓性瘫痪"),
    # differential_diagnosis
    Q("【职业病求助】在电池厂上班三年，手脚发麻\n医生说铅中毒要跟非铅周围性神经病变鉴别，这俩怎么区分？", "differential_diagnosis", "铅中毒", D,
      named="非铅周围性神经病变"),
    Q("【家属求助】我爸记性越来越差，手还抖\n1. 阿尔茨海默病跟帕金森病痴呆怎么鉴别？\n2. 要去哪个医院看\n谢谢🙏", "differential_diagnosis",
      "阿尔茨海默病", D, named="帕金森病痴呆"),
    Q("CT上肺里有个阴影，非小细胞肺癌跟机化性肺炎怎么区分？", "differential_diagnosis", "非小细胞肺癌", D, named="机化性肺炎"),
    Q("拉肚子一个多月了\n👉 食物中毒和显微镜结肠炎怎么鉴别？\n👉 要做肠镜吗", "differential_diagnosis", "食物中毒", D, named="显微镜结肠炎"),
    Q("高结合型胆红素血症要跟Rotor综合征鉴别吗？", "differential_diagnosis", "高结合型胆红素血症", D, named="Rotor综合征"),
    Q("@急诊科 高血压急症跟高醛甾酮症怎么区分？我爸血压220，血钾也低", "differential_diagnosis", "高血压急症", D, named="高醛甾酮症"),
    # indicated_for
    Q("【病友圈】医生建议我打利比，说是治多发性硬化的，有人用过吗？是治这个的吧", "indicated_for", "重组人干扰素β1a注射液", DR,
      mention="利比", named="多发性硬化"),
    Q("老公反复洗手、反复检查门锁，医生开了兰释\n1. 兰释是治强迫症的吗？\n2. 要吃多久", "indicated_for", "马来酸氟伏沙明片", DR,
      mention="兰释", named="强迫症"),
    Q("#眼底病# 我妈眼睛里打了诺适得，一针好几千\n它到底是治什么病的？", "indicated_for", "雷珠单抗注射液", DR, mention="诺适得"),
    Q("朋友在吃维度新，这个是治什么的呢？", "indicated_for", "阿戈美拉汀片", DR, mention="维度新"),
    Q("【孕期】孕28周肚子一阵阵疼，医生给输了间苯三酚注射液\n1. 这个药主要用来治什么？\n2. 对宝宝有影响吗", "indicated_for", "间苯三酚注射液", DR),
    Q("#银屑病# 皮肤科开了得肤宝，一管挺贵，它主要治什么？", "indicated_for", "钙泊三醇倍他米松软膏", DR, mention="得肤宝"),
    Q("香菊胶囊主要治什么病？", "indicated_for", "香菊胶囊", DR),
    # has_adverse_reaction
    Q("【糖友群】吃文迪雅以后脚肿了\n水肿是它的副作用吗？要不要换药", "has_adverse_reaction", "马来酸罗格列酮片", DR, mention="文迪雅", named="水肿"),
    Q("【求助】骨质疏松，医生开了福善美，说要早上空腹站着吃\n1. 它都有哪些副作用？\n2. 为什么吃完不能躺下\n谢谢大家🙏", "has_adverse_reaction",
      "阿仑膦酸钠片", DR, mention="福善美"),
    Q("波依定会有什么不良反应？吃了两周脚踝有点肿", "has_adverse_reaction", "非洛地平缓释片", DR, mention="波依定"),
    Q("@肿瘤科医生 我爸肾癌晚期在吃英立达，副作用都有哪些？要提前准备点什么", "has_adverse_reaction", "阿昔替尼片", DR, mention="英立达"),
    Q("齐多夫定片吃了会有哪些副作用啊？", "has_adverse_reaction", "齐多夫定片", DR),
    Q("#化疗日记# 第二次化疗前护士让吃意美防吐\n❓ 它本身有什么副作用吗\n❓ 跟止吐针能一起用吗", "has_adverse_reaction", "阿瑞匹坦胶囊", DR,
      mention="意美"),
    Q("骨肽片吃完胃部不适是副作用吗？", "has_adverse_reaction", "骨肽片", DR, named="胃部不适"),
    # has_ingredient
    Q("翻药箱翻出一盒禾邦👇\n说是治风寒感冒的，里面都有哪些成分？过期半年了还能吃吗", "has_ingredient", "风寒感冒颗粒", DR, mention="禾邦"),
    Q("【过敏体质求助】药店推荐了通宁滴剂\n通宁滴剂里是不是有鹅不食草？我对菊科植物过敏", "has_ingredient", "鼻通宁滴剂", DR, mention="通宁滴剂",
      named="鹅不食草"),
    Q("嗓子疼买了消爽，里面都有啥成分？", "has_ingredient", "金莲花胶囊", DR, mention="消爽"),
    Q("【求助】克易停不是中药吗？里面有氨茶碱吗？\n我有心律不齐，不敢乱吃", "has_ingredient", "顺气化痰片", DR, mention="克易停",
      named="氨茶碱"),
    Q("熊胆丸里真的有熊胆吗？", "has_ingredient", "龙泽熊胆胶囊", DR, mention="熊胆丸", named="熊胆"),
    Q("#颈椎病# 吃的太森，成分表太长了，主要都有啥？", "has_ingredient", "颈痛灵胶囊", DR, mention="太森"),
    Q("#老年大学# 老伴腰疼贴了一晚上麝香壮骨膏，皮肤发红\n它里面都有些什么成分？", "has_ingredient", "麝香壮骨膏", DR),
    # is_a_level3
    Q("再安列是哪一类药？", "is_a_level3", "非那雄胺分散片", DR, mention="再安列"),
    Q("【医院APP问诊】医生开了科达得龙，说是止疼的\n科达得龙属于哪类药？会不会上瘾", "is_a_level3", "马来酸氟吡汀胶囊", DR, mention="科达得龙"),
    Q("【求助】新体卡松是哪一类的药？医生说吃了以后几年内都不能怀孕", "is_a_level3", "阿维A胶囊", DR, mention="新体卡松"),
    Q("奥勃兰是不是脑血管药？我妈头晕耳鸣开的", "is_a_level3", "长春胺缓释胶囊", DR, mention="奥勃兰", named="脑血管药"),
    Q("阿佐塞米片算哪一类的药呢？", "is_a_level3", "阿佐塞米片", DR),
    Q("更年期医生开了诺坤复\n我查了一下分类写的是退奶药？？\n真的是退奶药吗", "is_a_level3", "雌二醇片", DR, mention="诺坤复",
      named="退奶药"),
    Q("门冬酰胺片属于哪类药？乳腺增生吃的", "is_a_level3", "门冬酰胺片", DR),
    # belongs_to
    Q("#强直性脊柱炎# 打修美乐快一年了，它在药品分类上算哪一类？", "belongs_to", "阿达木单抗注射液", DR, mention="修美乐"),
    Q("【宝妈求助】孩子支原体感染，医生开了乐美奇\n乐美奇是大环内酯类的吧？\n跟阿奇霉素是不是一个东西", "belongs_to", "阿奇霉素干混悬剂", DR, mention="乐美奇", named="大环内酯类"),
    Q("邦宁沙吉是青霉素嘛？在药品分类里属于哪一类", "belongs_to", "青霉素V钾分散片", DR, mention="邦宁沙吉"),
    Q("【肾移植病友群】移植后一直吃米芙\n1. 它在药品分类里属于哪一类？\n2. 能跟中药一起吃吗", "belongs_to", "麦考酚钠肠溶片", DR, mention="米芙"),
    Q("马来酸右旋噻吗洛尔滴眼液在药品分类里算什么？", "belongs_to", "马来酸右旋噻吗洛尔滴眼液", DR),
    Q("雷奈酸锶干混悬剂算哪一类药？", "belongs_to", "雷奈酸锶干混悬剂", DR),
    # drug_has_alias
    Q("【住院陪护】输液瓶上印着海斯维\n它还有别的名字吗？想查说明书查不到", "drug_has_alias", "转化糖电解质注射液", DR, mention="海斯维"),
    Q("@药剂科 青帝威还有什么别名吗？医院开的药，外面药店买不到", "drug_has_alias", "阿莫西林舒巴坦匹酯胶囊", DR, mention="青帝威"),
    Q("重组人血管内皮抑制素注射液的英文名是不是ENDOSTAR？", "drug_has_alias", "重组人血管内皮抑制素注射液", DR, named="ENDOSTAR"),
    Q("读《儒门事亲》做的笔记：\n“理中丸（《儒门事亲》卷十二）”\n现在说的是哪个药？", "drug_has_alias", "理中丸（《儒门事亲》卷十二）", AL),
    Q("【求助】胃药镁加铝咀嚼片还有别的叫法吗？药店说没这个名字", "drug_has_alias", "镁加铝咀嚼片", DR),
    # mainly_treats
    Q("【退休群里问】老人说鱼刺卡了喉咙，用鸬鹚羽烧灰冲水喝\n鸬鹚羽能治鱼骨鲠喉吗？", "mainly_treats", "鸬鹚翅羽", M, mention="鸬鹚羽",
      named="鱼骨鲠喉"),
    Q("【老中医方子求解】方子里有一味“车风”\n主治什么呀？药房说没听过", "mainly_treats", "鹰头", M, mention="车风"),
    Q("鹰爪果主要治什么？", "mainly_treats", "鹰爪花果", M, mention="鹰爪果"),
    Q("马齿苋实主要治什么病？", "mainly_treats", "马齿苋子", M, mention="马齿苋实"),
    Q("鹅腿骨能治狂犬咬伤？？我奶奶说的，真的假的", "mainly_treats", "鹅腿骨", M, named="狂犬咬伤"),
    Q("#宝妈日常# 老家偏方说高粱米糠炒了能治小儿消化不良，靠谱吗？娃一岁半", "mainly_treats", "高粱米糠", M, named="小儿消化不良"),
    Q("看《本草纲目》翻到鹅胆这一条\n鹅胆入药主要治什么病？", "mainly_treats", "鹅胆", M),
    # has_efficacy
    Q("#骨折康复# 老家亲戚送来鹞婆骨，说能接骨\n它有什么功效？", "has_efficacy", "鹰骨", M, mention="鹞婆骨"),
    Q("鸡屎矾这名字太有味道了😂 它有什么功效？", "has_efficacy", "黄矾", M, mention="鸡屎矾"),
    Q("省头草有什么功效？", "has_efficacy", "黄零陵香", M, mention="省头草"),
    Q("#中药材# 山里人挖的双飘树根\n它有什么功效？泡酒喝行不行", "has_efficacy", "鹅掌楸根", M, mention="双飘树根"),
    Q("广东人煲汤放的牛耳叶有什么功效？", "has_efficacy", "龙脷叶", M, mention="牛耳叶"),
    Q("【海边生活】渔民说鲨鱼心能健脾益胃，是真的吗？", "has_efficacy", "鲨鱼心", M, named="健脾益胃"),
    # distributed_in
    Q("甘青蚤缀主要长在哪些地方？听名字像是甘肃青海的", "distributed_in", "高原蚤缀", M, mention="甘青蚤缀"),
    Q("#中药材种植# 滇藁本是不是只产在云南？想引种到贵州试试", "distributed_in", "黄藁本", M, mention="滇藁本", named="云南"),
    Q("【中药学复习】金刚杵作为药材主要分布在哪儿？\n考前突击，求好心人", "distributed_in", "霸王鞭", M, mention="金刚杵"),
    Q("看《舌尖上的中国》说到鲛鱼肉\n鲛鱼肉是哪些海域产的呀？", "distributed_in", "鲨鱼肉", M, mention="鲛鱼肉"),
    Q("鹅首马先蒿分布在哪些地方呢？", "distributed_in", "鹅首马先蒿", M),
    Q("龙舌兰原产热带美洲吧？", "distributed_in", "龙舌兰", M, named="热带美洲"),
    # material_has_alias
    Q("#农村常见# 墙角那种一碰就缩成球的潮湿虫，听说是一味中药的别名，是哪味药？", "material_has_alias", "潮湿虫", AL),
    Q("马褂树是哪味药材的别称呢？", "material_has_alias", "马褂树", AL),
    Q("【中药学复习】黄金子是哪种药材的别名？\n背了好几遍还是记不住😭", "material_has_alias", "黄金子", AL),
    Q("黄刺皮还有哪些别名？", "material_has_alias", "黄刺皮", M),
    Q("#认草药# 黄金凤是不是也叫龙虾菜？山上看到的", "material_has_alias", "黄金凤", M, named="龙虾菜"),
    Q("#退休生活# 老哥们在群里说鼹鼠能入药\n鼹鼠入药的时候也叫瞎老鼠吗", "material_has_alias", "鼹鼠", M, named="瞎老鼠"),
    # composed_of
    Q("调气丸里用的是南木香吗？", "composed_of", "调气丸", F, named="南木香"),
    Q("【中医论坛】古书上麻黄防风汤的组成写着“秦艽等”\n就是说里面有秦艽吧？", "composed_of", "麻黄防风汤", F, named="秦艽等"),
    Q("【中医论坛】麻黄地骨皮汤由哪几味药组成？\n手抄本上字迹模糊了", "composed_of", "麻黄地骨皮汤", F),
    Q("麻黄调心泄热汤都用了哪些药？", "composed_of", "麻黄调心泄热汤", F),
    Q("老家灶台拆了，老人说灶中黄土是药\n哪些方子里用到灶中黄土？", "composed_of", "灶中黄土", IN),
    Q("黄土汤里居然有阿胶胶囊？古方怎么会有胶囊", "composed_of", "黄土汤", F, named="阿胶胶囊"),
    # formula_has_efficacy
    Q("@中医科赵大夫 阳和汤能散寒通滞吗？我一到冬天手脚就冰凉", "formula_has_efficacy", "阳和汤", F, named="散寒通滞"),
    Q("香薷散是祛暑解表的吗？", "formula_has_efficacy", "香薷散", F, named="祛暑解表"),
    Q("@中医科赵大夫 麦门冬汤能清养肺胃吗？一到秋天就干咳", "formula_has_efficacy", "麦门冬汤", F, named="清养肺胃"),
    Q("#中医养生# 《伤寒六书》里的黄龙汤\n✅ 有攻下通便的作用吗？\n✅ 老人能喝吗", "formula_has_efficacy", "黄龙汤", F, named="攻下通便"),
    Q("龙胆泻肝汤是清利肝经湿热的吧？", "formula_has_efficacy", "龙胆泻肝汤", F, named="清利肝经湿热"),
    Q("【中医学习打卡】今天学到“温阳达邪”\n有哪些方子能温阳达邪？", "formula_has_efficacy", "温阳达邪", EF),
    # prescribed_for
    Q("孩子发烧好了以后每天傍晚又低烧，早上就退\n青蒿鳖甲汤是治夜热早凉的吗？", "prescribed_for", "青蒿鳖甲汤", F, named="夜热早凉"),
    Q("防风通圣散能治风热郁结吗？", "prescribed_for", "防风通圣散", F, named="风热郁结"),
    Q("#中医养生# 黄连解毒汤是治三焦火毒证的吧？满嘴起泡", "prescribed_for", "黄连解毒汤", F, named="三焦火毒证"),
    Q("【备孕群】结婚三年没怀上，婆婆让吃龟鹿二仙胶\n1. 龟鹿二仙胶能治久不孕育吗？\n2. 男的吃还是女的吃", "prescribed_for", "龟鹿二仙胶", F,
      named="久不孕育"),
    Q("防己黄芪汤能治身重微肿嘛？", "prescribed_for", "防己黄芪汤", F, named="身重微肿"),
    Q("#中医# 古书里说的贴骨疽，有哪些方子能治？", "prescribed_for", "贴骨疽", D),
    # formula_has_alias
    Q("【读书笔记】《金匮要略》里的黄土汤\n后来的医书里都叫过什么名字？", "formula_has_alias", "黄土汤", F),
    Q("伏龙肝散（《脉因症治》卷上）说的是哪个方子？", "formula_has_alias", "伏龙肝散（《脉因症治》卷上）", AL),
    Q("【读书笔记】麻黄附子细辛汤在别的古籍里叫什么名字？\n- 《伤寒论》里就是这个名字\n- 后世的书有没有改过", "formula_has_alias", "麻黄附子细辛汤", F),
    Q("看《千金方》注本：麻黄调心泄热汤简称麻黄汤？\n跟《伤寒论》那个麻黄汤不是一个吧", "formula_has_alias", "麻黄调心泄热汤", F,
      named="麻黄汤"),
    # check_for_disease
    Q("【医院APP问诊】这两年手脚越来越大，鞋码年年涨，医生开了阿托品抑制GH试验\n是查肢端肥大症的吗？", "check_for_disease", "阿托品抑制GH试验", C,
      named="肢端肥大症"),
    Q("隐球菌病胶乳凝集试验是查什么病的呀？", "check_for_disease", "隐球菌病胶乳凝集试验", C),
    Q("【备孕】35岁月经停了半年\n医生让做雌激素撤血试验，这个是查什么病的？", "check_for_disease", "雌激素撤血试验", C),
    Q("【医院APP】车祸后急诊做了骨盆分离试验\n是查骨盆骨折的吗？", "check_for_disease", "骨盆分离试验", C, named="骨盆骨折"),
    Q("#中医# 中医的面部色诊能看出哪些病啊？", "check_for_disease", "面部色诊", C),
    Q("【妇科】白带像豆腐渣一样\n阴道真菌检验能查出哪些病？", "check_for_disease", "阴道真菌检验", C),
    # check_for_symptom
    Q("阴茎血流指数一般是什么症状才查？", "check_for_symptom", "阴茎血流指数", C),
    Q("@感染科医生 住院查了阿米巴原虫抗原和抗体检查，这是针对什么症状做的？", "check_for_symptom", "阿米巴原虫抗原和抗体检查", C),
    Q("骶髂关节检查法是查骶髂关节疼痛的吗？", "check_for_symptom", "骶髂关节检查法", C, named="骶髂关节疼痛"),
    Q("【求助】一紧张就喘不上气、手发麻，医生做了重复呼吸试验\n这个是针对哪些症状的？", "check_for_symptom", "重复呼吸试验", C),
    Q("#糖尿病# 医生给做了震动觉检查\n一般是有什么症状才做？", "check_for_symptom", "震动觉检查", C),
    Q("#退休群# 体检单上有一项颈动脉搏动检查\n是针对哪些症状的？", "check_for_symptom", "颈动脉搏动检查", C),
    Q("酸化甘油溶血试验一般是什么症状要查呢？", "check_for_symptom", "酸化甘油溶血试验", C),
    # performed_by
    Q("【体检】今年单位体检加了一项静脉尿路造影检查\n到医院该去哪个科？", "performed_by", "静脉尿路造影检查", C),
    Q("静脉肾盂排泄造影是泌尿外科做的吧？", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影", named="泌尿外科"),
    Q("【体检】泌尿外科能做的检查有哪些？\n想一次性都做了", "performed_by", "泌尿外科", DEP),
    Q("#宝妈# 宝宝高热惊厥以后医生开了EEG\n是在神经科做吗", "performed_by", "脑电图检查", C, mention="EEG", named="神经科"),
    # check_has_alias
    Q("问一下哈，静脉尿路造影检查还有什么别的名字？", "check_has_alias", "静脉尿路造影检查", C),
    Q("出院小结上写着“静脉肾盂排泄造影”，指的是哪项检查？", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("#胰腺囊肿# 超声内镜检查有英文简称吗？病历上写的字母看不懂", "check_has_alias", "超声内镜检查", C),
    Q("【医院APP】预约成功短信：EUS 明早8点\nEUS是哪项检查啊？", "check_has_alias", "EUS", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day52"))
