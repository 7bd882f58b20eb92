"""Writes `medical_everyday_56.jsonl`, a fifty-sixth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-fifth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is written as a prompt for an AI assistant, the way people now type
their questions into chatbots and agent apps: a role set first (你是一名皮肤科护士, 假设你是药店店员, 扮演一位老中医, 你是医院的ICD编码员, You are a
medical translator), rules about the answer's form (请分点回答, 用表格列出, 不超过100字, 请用JSON格式回答, 请用通俗的话, 不要说“请咨询医生”, 只要结论, 先答是或否),
a task line (任务：, 问题：, Q: … A:, 【用户问题】 … 【回答要求】, System: … User:), markdown (### 角色 / ### 背景 / ### 问题, **不要推荐其他产品**, a
dash opening each line of a list, ``` blocks around a JSON skeleton, a line of a lab slip or a bot's configuration) and
a pasted context before the question: a leaflet read off a phone photo (【贮藏】密封，在干燥处保存。【包装】铝塑包装，12粒/盒), a couple's chat
(老公：医生给孩子雾化用的是达芬科闯，还加了布地奈德), a message in a family group (月子里一定要喝生化汤，还要吃红糖鸡蛋、喝小米粥), English lines from a discharge
summary or a case (Diagnosis: spinal cord compression. Follow up in 2 weeks.; pleural effusion, complains of SOB), an
emergency record, a prescription being checked (急诊医嘱：丁溴东莨菪碱注射液 20mg im st) and a nutrition order (ICU营养单：卡全 1440ml ivgtt
qd), the context now and then naming other things than the one asked about. 43 give few-shot examples first (示例：问：…答：…
现在请回答：…, 参考下面的问答格式, 例1 … 例2 …, Example 1 … Example 2 …, ## 示例 用户：… 助手：…), whose examples are about other records of the
network (颈椎病, 胃溃疡, 四君子汤, 白虎汤, 复方丹参片, 药用小阴地蕨) or about things it does not hold; the gold is always the record of the real
question, never one of an example. 37 are one line (帮我查一下肾结核对侧肾积水有哪些症状，只要结论, 腕舟骨骨折具体是哪块骨头断了？一句话回答哈), the others run to
several lines. Who writes varies: developers testing a bot (我在做一个母婴App的问答模块，下面是测试用例, 我在调一个医疗客服bot，下面是配置和一条测试输入,
医院信息科工程师，在测试导诊机器人), nurses writing templates (我是结核科护士，在写出院宣教模板, 正在写交班模板), students pasting homework (这是我们骨科学的课后作业,
病理生理学作业（简答题）, 我是在国外读护理的学生), parents using an app (幼儿园群里老师发通知, 孩子住院抽了脑脊液，化验单上有一项), a pharmacist making reminder cards, a
translator, a manicurist preparing what to tell clients and a blogger answering followers. 10 carry 呢/啊/呀/嘛/哈; 139 are
tagged `context`; some ask two things and the first is the gold (脊索肉瘤是不是多发生在骶尾部？…一般多大年纪的人得？ names 骶尾部;
新菲…有对乙酰氨基酚吗？…能一起吃吗 names 对乙酰氨基酚; 司百得是非甾体抗炎药吗？胃不好能不能吃？ names 非甾体抗炎药; 止血丹…问能不能内服…止血丹有什么功效？请先回答这个 asks the efficacies;
肾小球肾炎要不要和肾后性肾衰竭鉴别？为什么？ names 肾后性肾衰竭). Where a prompt names several records, the wording says which one the real question
is about (这种手足口病, 不是单纯的视网膜脱离, 不是西藏桃叶珊瑚叶，是果, 注意是壳，不是蒲桃叶, 注意：是腹部叩诊，不是腹部叩诊音, 现在请回答).

Records: taken from the eighth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 55 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-seventh and forty-seventh sets drew from
the eighth tenth too, and this one takes only what they and every other set left. cures has 106 window sources and none
left: its six questions each name a drug no earlier question names (肾绞痛 → 丁溴东莨菪碱注射液, 胸膜炎 → 注射用阿洛西林钠, 胼胝 → 尿素贴膏, 脑型疟疾 →
二盐酸奎宁注射液, 腰肌劳损 → 美索巴莫片, 膀胱过度活动症 → 盐酸奥昔布宁缓释片). Where every source of a relation type in that window is already asked
about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias,
composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names
one neighbour no earlier question names (肛门癌 ← 男男性行为者, 肝炎 ← 静脉毒品注射, 肥厚性心肌病 ← 晕厥病史, 肺栓塞 ← 已知的遗传性易栓症, 肾细胞癌 ← 获得性囊性肾病病史,
胆囊炎 ← 全胃肠外营养, 肿瘤 → 胆管肌肉层 and 累及一侧或双侧卵巢, 胎盘早剥 ↔ 疼痛性出血, 胰腺癌 ↔ Peutz-Jeghers综合征, 胆管癌 ↔ 胃恶性肿瘤, 脑梗死 ↔ 小脑疝, 脊髓蛛网膜炎 ↔ 背部疼痛,
胸腔积液 ↔ SOB, 肝硬化 ↔ 脾静脉血栓, 肺结核 ↔ 酵母菌病, 肾小球肾炎 ↔ 肾后性肾衰竭, 胆囊炎 ↔ 镰状细胞危象, 胸痛 ↔ 非心原性胸痛, 肠易激综合征 ↔ 排黏液便, 巴鲫膏 → 巴豆仁, 开郁老蔻丸 → 紫蔻,
开郁顺气丸 → 榔片, 拔毒丸 → 象牙末, 拔毒饮 → 生干地黄, 拔毒九珠丹 → 寸香等, 生化汤 → 养血祛瘀, 玉女煎 → 清胃热, 犀角地黄汤 → 凉血散瘀, 白清胃散 → 清热去火, 真人养脏汤 → 涩肠固脱, 温胆汤 →
夜多异梦, 玉屏风散 → 易感风邪, 甘麦大枣汤 → 常悲伤欲哭, 瓜蒌薤白白酒汤 → 胸部闷痛, 清骨散 → 低热日久不退, 牵正散 → 面肌抽动), is asked from the relation's target end
(北美, where 肺癌 and 膀胱癌 are prevalent; 腹膜, where 肿瘤 and 胆管癌 spread; 肝静脉, which 血吸虫病 invades; 神经科, the department of
脑电图检查), names its entity by an alias (佳维乐/GALVUS, a trade name of 维格列汀片 no earlier question uses whole; 利气丸, EEG and
静脉肾盂排泄造影, earlier sets' mentions) or asks what an alias stands for (佳维乐, 巴戟天汤, 神效丸（《袖珍方大全》卷一）, electroencephalogram,
EMG: earlier questions' mentions or gold, asked here in other words); a few ask a record again in words no earlier
question uses (胃癌, 肾癌, 血吸虫病, 缬沙坦氨氯地平片（I）, 硝呋太尔胶囊, 结构脂肪乳注射液（C6～24）, 巴戟浸酒, 当归丸, 脑电图检查 twice), and where a window source
has no neighbour left that no earlier question names, the question names one again (荚膜组织胞浆菌病 → 俄亥俄州及密西西比河相邻州, 胆管癌 →
南美国家, 膀胱癌 → 埃及, 胆管癌 → 肝动脉, 胰腺炎 → 后背中部, 腹主动脉瘤 → 肾或肾上, 无痛胃镜检查 → 消化科, 超声内镜检查 → EUS). has_risk_factor has 19 window sources,
all asked about before: its six questions each name a risk factor no earlier question names. None of the five window
sources of prevalent_in (胃癌, 胆管癌, 膀胱癌, 自身免疫性胃炎, 荚膜组织胞浆菌病) has a neighbour no earlier question names: three name one
again, 胃癌 is asked in new words and one question asks from the target end (北美, never an earlier question's entity). Of
the five window sources of metastasizes_to (肾癌, 肿瘤, 胆管癌, 脑炎型狂犬病, 膝内翻) only 肿瘤 has any, and two questions name one each;
胆管癌 names 肝动脉 again, 肾癌 is asked in new words and one question asks from the target end (腹膜, never an earlier question's
entity). The three window sources of invades (胰腺炎, 腹主动脉瘤, 血吸虫病) have none: two name one again, 血吸虫病 is asked in new
words and one question asks from the target end (肝静脉, never an earlier question's entity). Of the 31 window sources of
related_disease and the 12 of differential_diagnosis, six questions each name a neighbour no earlier question names. The
window of drug_has_alias holds seven drugs (硝呋太尔胶囊, 磷霉素氨丁三醇散, 米格列奈钙片, 结构脂肪乳注射液（C6～24）, 维格列汀片, 缬沙坦氨氯地平片（I）, 肝素钠乳膏), all
of whose aliases earlier questions name: one question names 维格列汀片 by a trade name its record lists, 佳维乐/GALVUS, which
holds its alias 佳维乐, the answer; one asks what 佳维乐 stands for (an earlier set's mention, never an earlier question's
gold) and three are asked in new words. None of the eighteen window formulas of composed_of is left; six questions each
name an ingredient no earlier question names (拔毒九珠丹 → 寸香等 written the way people write it, without the 等). Of the thirty
window formulas of formula_has_efficacy five are asked whether they have an efficacy no earlier question names and one
(琥珀利气丸) is asked openly by its alias 利气丸; six of the thirty-four of prescribed_for are asked whether they treat a
disease no earlier question names. formula_has_alias has 29 sources and its window three (巴戟天饮, 巴戟浸酒, 当归丸), all of whose
aliases earlier questions name: 巴戟浸酒 and 当归丸 are asked in new words, and two questions ask what 巴戟天汤 (巴戟天饮's alias) and
神效丸（《袖珍方大全》卷一） (当归丸's) stand for. performed_by has six sources and its window none, as for the thirty-seventh and
forty-seventh sets: its questions take the record in whose place in key order the eighth tenth falls (脑电图检查, asked in
new words and by its alias EEG), ask from that record's target end (神经科), and take the record before it (无痛胃镜检查, whether
it is done in 消化科) and the record after it (静脉尿路造影检查, named by its alias 静脉肾盂排泄造影). check_has_alias has seven sources
and its window one (脑电图检查, the fifth in key order), asked in new words and by what its alias electroencephalogram stands
for; the record after it (超声内镜检查) is asked whether it is abbreviated EUS and the record before it (肌电图检查) by what its
alias EMG stands for.

83 questions name the one neighbour they ask about, most of them naming two records (肥厚型梗阻性心肌病 → 心前区痛, 股疝 →
腹股沟韧带下方卵圆窝处半球形突起, 胆囊癌 → ERCP, 肱骨骨折 → 桡神经损伤, 肺炎衣原体感染 → 心肌炎, 脊索肉瘤 → 骶尾部, 脊柱侧凸畸形 → 脊柱畸形, 脊髓性肌萎缩症 → 脊肌萎缩症, 胸骨骨折 →
方向盘对司机胸部的撞击, 肺螨病 → 从事粮食及中草药贮存, 肺动脉栓塞 → 溶栓治疗, 胼胝体出血 → 脑出血, 腹股沟直疝嵌顿 → 腹股沟疝, 声宝 → 咽炎, 路滴美 → 体位性低血压, 硫酸钡混悬液 → 便秘, 尼柯康 →
磷酸可待因, 新菲 → 对乙酰氨基酚, 肝宁片 → 斑蝥, 息亭舒 → 调血脂药, 司百得 → 非甾体抗炎药, 磺胺嘧啶锌软膏 → 磺胺药, 单边救主 → 淋巴结炎, 乌虫参 → 催乳, 萍蓬草根 → 黑龙江, 西南槐树 → 西南苦参,
蛋不老 → 白花蛋不老, 脑脊液神经降压肽检查 → 偏头痛, 腹部叩诊音 → 肝腹水, 脂肪尿和乳糜尿检查（Chyluria） → 乳糜尿, and the neighbours above), one in other words
than the neighbour's name (拔毒九珠丹里有寸香吗 names 寸香等); two offer two answers and name the one that is
(脑外伤所致精神障碍…是挂精神心理科吗？还是去神经外科？ names 精神心理科, 盖森是补钙的还是抗酸药 names 抗酸药). Four besides the alias-instance questions are asked
from the relation's target end (哪些疾病在北美比较高发, 哪些癌容易转移到腹膜, 哪些疾病会侵犯肝静脉, 神经科一般负责做哪些检查).

Names inside names: by a mechanical count 130 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them, some with the longer or the shorter name in the same prompt (肠道病毒CoxA1VI型手足口病 holds 手足口病 and is asked
as 这种手足口病; 肥厚型梗阻性心肌病 and 肥厚性心肌病 both hold 心肌病 and are asked apart; 胆源性急性胰腺炎 holds 急性胰腺炎, and it and 胆石性胰腺炎 hold 胰腺炎,
asked on its own; 肾结核对侧肾积水 holds 肾结核 and 肾积水, 脑外伤所致精神障碍 holds 脑外伤 and 精神障碍, 肾盂肿瘤和输尿管肿瘤 holds 肾盂肿瘤 and 输尿管肿瘤, 胸降主动脉动脉瘤
holds 降主动脉 and 动脉瘤; 脉络膜脱离型视网膜脱离 holds 脉络膜脱离, asked on its own, and 视网膜脱离, which its asker sets aside (不是单纯的视网膜脱离);
肩峰下滑囊炎 holds 肩峰下滑囊, its answer, and is named by 三角肌下滑囊; 胃十二指肠溃疡大出血 holds 胃十二指肠溃疡 and 十二指肠溃疡; 硬脑膜下脓肿弥漫性脑膜炎 holds 硬脑膜下脓肿;
脊柱侧凸畸形 holds 脊柱侧凸, whose alias it is; 肺动脉栓塞 holds 动脉栓塞 and is asked apart from 肺栓塞; 荚膜组织胞浆菌病 lies inside 肺荚膜组织胞浆菌病, 血吸虫病
inside 肺血吸虫病 and 脑梗死 inside 小脑梗死; 胼胝 lies inside 胼胝体出血, both asked; 腹股沟直疝嵌顿 holds 腹股沟直疝, 胆囊结石伴慢性胆囊炎急性发作 holds
胆囊结石伴慢性胆囊炎, 胎膜早破行阴道分娩 holds 胎膜早破; 硝苯地平缓释片（I） holds 硝苯地平缓释片, 碳酸钙D3片（II） holds 碳酸钙D3片 and is named by 朗迪, 维生素E胶丸（天然型）
holds 维生素E胶丸, 红金消结胶囊（云南佑生） holds 红金消结胶囊, its trade name, 磷酸可待因缓释片 holds 磷酸可待因, its answer, and 维格列汀片 lies inside
二甲双胍维格列汀片（III）, 肝宁片 inside 护肝宁片 and 佳维乐 inside 佳维乐/GALVUS; 西藏桃叶珊瑚果 is asked beside 西藏桃叶珊瑚叶 (不是西藏桃叶珊瑚叶，是果), 蒲桃壳 beside
蒲桃叶 and 荞麦秸 beside 荞麦叶; 萍蓬草根 holds 萍蓬草, 莓叶委陵菜 holds 委陵菜, 西南小阴地蕨 holds 阴地蕨 and follows an example about 药用小阴地蕨, 蛋不老 lies
inside 白花蛋不老, its answer; 白清胃散 holds 清胃散, which its asker took before, 琥珀利气丸 holds 利气丸, its alias and mention, 拔毒丸, 拔毒饮
and 拔毒九珠丹 share 拔毒, 巴戟天汤 holds 巴戟天; 腹部叩诊 lies inside 腹部叩诊音, each asked under another relation type (注意：是腹部叩诊，不是腹部叩诊音),
脊髓灰质炎病毒抗体检查 holds 脊髓灰质炎, 无痛胃镜检查 holds 胃镜检查, 超声内镜检查 holds 内镜检查 and 脂肪尿和乳糜尿检查（Chyluria） holds 乳糜尿, its answer).

About one question in four (49 of 210) names its entity by a name the network records for that very instance: disease
aliases (9: English names, arteriovenous pulmonary aneurysm and spinal cord compression (two questions each), massive
hemorrhage from gastroduodenal ulcer and benign pancreatic neoplasms, recorded for 脾良性肿瘤 though it says pancreatic; a
name of two parts recorded as one, copied from the record as it stands, 连续性肢端皮炎或称为匐行性皮炎; an old name, 锁肛, and 三角肌下滑囊,
written on a chart for the disease of that bursa, both earlier questions' gold asked here as the patient's word); drug
trade names (27, below); medicinal material aliases (10: 头晕药, 一麻消, 单边救主, 雉子筵, 独脚当归, 乌虫参, 止血丹, 苦胆木, 山救驾, 川南报春); a TCM
formula alias (1: 利气丸, earlier sets' mention); check aliases (2: EEG and 静脉肾盂排泄造影, earlier sets' mentions). Each of
these names is listed by that one instance only. Ten more ask what an alias stands for (硬脑膜下脓肿弥漫性脑膜炎, benign pancreatic
neoplasms, 佳维乐, 苎叶蒌, 毛叶探春, 茳芒决明, 巴戟天汤, 神效丸（《袖珍方大全》卷一）, electroencephalogram, EMG: disease, drug, material, formula and
check aliases): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 27 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (达芬科闯, 声宝, 沃古林, 斯必申, 帖保咛, 里拉通, 恩尔欣, 路滴美, 优赛明, 苏顺, 朗迪, 尼柯康, 远程, 谓舒长通, 卡全, 新菲, 服松, 艾去适, 盖森, 怡开片, 息亭舒, 颇得斯安, 倍他舒,
司百得, 释瑞达, 威可达, 佳维乐/GALVUS). All twenty-seven names are also drug records of their own. They are labelled as in the
earlier sets: the gold entity is the standard record (硫酸沙丁胺醇雾化吸入溶液, 碘化铵含片, 硫酸锌尿囊素滴眼液, 米诺地尔搽剂, 硝酸甘油贴膜, 罗西维林糖衣片, 盐酸阿比朵尔胶囊,
盐酸马普替林片, 维生素E乳膏, 硫酸特布他林注射液, 碳酸钙D3片（II）, 磷酸可待因缓释片, 筋骨伤喷雾剂, 胆汁槟榔维B1胶囊, 脂肪乳氨基酸（17）葡萄糖（19%）注射液, 美息伪麻拉明分散片, 磷酸苯丙哌林双层缓释片,
磷酸雌莫司汀胶囊, 碳酸钙胶囊, 胰激肽原酶肠溶片, 硫酸软骨素注射液, 美沙拉秦缓释片, 美替洛尔滴眼剂, 精氨洛芬颗粒, 舍雷肽酶肠溶片, 维生素B12滴眼液, 维格列汀片), the mention is the trade name
and the line is tagged `alias`, because whoever holds the box, the order or the prescription asks about the medicine,
and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- EMG is a check record as well as the alias instance 肌电图检查 lists (报告单上的EMG是哪个检查的缩写？): it asks what the name stands for,
  so the gold is the alias instance, as the fifty-fifth set's ECG question is. benign pancreatic neoplasms names 脾良性肿瘤
  in a shown_on question (这个病一般长在身体哪个部位) and is the alias instance a has_alias question asks about (在中文病名里对应的是哪个病), each
  by its wording. 脊柱侧凸畸形 is an alias record (of 脊柱侧凸) as well as the disease its has_alias question asks about, and
  脊柱畸形, the alias that question names, a disease record too.
- Some named neighbours are records of other types too: EUS a check record as well as the alias its check lists, ERCP a
  therapy besides a check, 溶栓治疗 a cause and a drug besides a therapy, 磷酸可待因 and 对乙酰氨基酚 drugs besides ingredients, 斑蝥 a
  medicinal material besides an ingredient, 抗酸药 a drug besides a drug class, 非甾体抗炎药 a cause, a drug and a therapy
  besides a drug product class, 磺胺药 a symptom besides a drug product class, 男男性行为者 a check and a population besides a
  cause, 心肌炎 a cause, a population and a symptom besides a disease, 脑出血, 腹股沟疝, 咽炎 and 偏头痛 diseases, causes and symptoms
  at once, 桡神经损伤, 背部疼痛 and 淋巴结炎 diseases and symptoms, 体位性低血压 and 乳糜尿 symptoms and diseases, and 便秘 a symptom, a cause
  and a disease.
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 股疝, 肱骨骨折, 肾绞痛, 胸膜炎, 肩峰下滑囊炎, 脂肪肉瘤, 肛门闭锁, 脆甲症, 胆囊炎 (two questions), 膀胱癌, 脉络膜脱离, 胎盘早剥, 腹主动脉瘤, 胸腔积液, 肺结核, and the
  region 北美; a cause record: 肥厚性心肌病; both: 腰肌劳损, 肝炎, 肺栓塞, 胰腺炎, 血吸虫病, 胰腺癌, 肾小球肾炎, 胸痛, and 肿瘤 (two) and 肝硬化 population
  records besides; a population record: 肾癌; a symptom and a therapy record: 胰腺囊腺瘤; a check, a symptom and a therapy
  record: 胃畸胎瘤, and 胃癌 a cause record besides; an alias record: 脊柱侧凸畸形, 肾细胞癌 (a symptom record besides) and 脑梗死 (a cause
  and a symptom record besides); an ingredient record for the materials 蓝布正 and 苦木; a check record for the alias
  instance EMG), and the wording says which is meant (医生说, 诊断, 查出, 病历写着, 危险因素, 药材, 草药, 别名, 缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_56.py    # rewrites bench/sets/medical_everyday_56.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_56.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("你是一名皮肤科护士，正在给门诊患者写科普卡片。\n要求：分点列出，每点不超过15个字，不要写治疗方法。\n病历上的诊断：连续性肢端皮炎或称为匐行性皮炎\n任务：列出这个病常见的症状。",
      "has_symptom", "肢端稽留性皮炎", D, mention="连续性肢端皮炎或称为匐行性皮炎"),
    Q("假设你是儿科医生，用家长听得懂的话回答，别太长。\n【用户问题】幼儿园群里老师发通知，说班上有孩子得了肠道病毒CoxA1VI型手足口病，这种手足口病一般有哪些症状呀？",
      "has_symptom", "肠道病毒CoxA1VI型手足口病", D),
    Q("示例：\n问：颈椎病有哪些症状？答：颈肩痛、头晕、手麻。\n问：胃溃疡有哪些症状？答：上腹痛、反酸、烧心。\n现在请用同样的格式回答：\n问：胸降主动脉动脉瘤有哪些症状？",
      "has_symptom", "胸降主动脉动脉瘤", D),
    Q("### 角色\n你是一位心内科主治医生。\n### 背景\n我爸心超提示肥厚型梗阻性心肌病，他平时一爬楼梯胸口前面就疼。\n### 问题\n心前区痛是这个病的症状吗？请先回答“是/否”，再用一句话解释。",
      "has_symptom", "肥厚型梗阻性心肌病", D, named="心前区痛"),
    Q("扮演一位消化科医生，请分点回答，不要说“请及时就医”这种话。\n问题：胆源性急性胰腺炎发作的时候一般会有哪些表现？", "has_symptom", "胆源性急性胰腺炎", D),
    Q("下面是外科学课本里的一句话，我在用AI帮我核对笔记，请判断对不对，只回答对或错：\n“股疝的典型表现是腹股沟韧带下方卵圆窝处半球形突起。”",
      "has_symptom", "股疝", D, named="腹股沟韧带下方卵圆窝处半球形突起"),
    Q("帮我查一下肾结核对侧肾积水有哪些症状，只要结论", "has_symptom", "肾结核对侧肾积水", D),
    # designated_to
    Q("你是医院的导诊机器人。用户贴了一段英文出院小结：\n“Diagnosis: spinal cord compression. Follow up in 2 weeks.”\n请告诉他复诊应该挂哪个科，只输出科室名称。",
      "designated_to", "脊髓压迫症", D, mention="spinal cord compression"),
    Q("假设你是精神科护士，用通俗的话回答：\n我舅舅出车祸撞了头，之后脾气大变，医生说是脑外伤所致精神障碍。这个病是挂精神心理科吗？还是去神经外科？",
      "designated_to", "脑外伤所致精神障碍", D, named="精神心理科"),
    Q("我在做一个母婴App的问答模块，下面是测试用例，请按JSON返回 {\"科室\": \"...\"}：\n用户输入：老人说刚生的宝宝是“胎肥”，浑身肉嘟嘟的还老吐奶，去医院该挂什么科？",
      "designated_to", "胎肥", D),
    Q("请扮演三甲医院分诊台的护士，回答不超过50字。\n患者：肠镜做完说我是肠道息肉病，下一步该挂哪个科呢？", "designated_to", "肠道息肉病", D),
    Q("Q: 肾嗜酸细胞瘤应该去哪个科室就诊？\nA:", "designated_to", "肾嗜酸细胞瘤", D),
    Q("你是一位老中医，请用中医的说法回答。\n我爷爷背上长了个大疮，村里人叫它背疽，去医院应该挂哪个科呢？", "designated_to", "背疽", D),
    Q("参考下面的问答格式：\n问：手外伤挂什么科？答：手外科或骨科。\n问：鼻出血挂什么科？答：耳鼻喉科。\n按这个格式回答：\n问：肱动脉损伤挂什么科？", "designated_to", "肱动脉损伤", D),
    # checks
    Q("我是医学生，正在用AI整理英文文献，原文写着：\n\"Patients with arteriovenous pulmonary aneurysm may present with cyanosis and "
      "clubbing.\"\n请问arteriovenous pulmonary aneurysm一般需要做哪些检查？用表格列出检查名称和目的。",
      "checks", "肺动静脉瘤", D, mention="arteriovenous pulmonary aneurysm"),
    Q("你是一名肝胆外科医生。病人CT发现胰腺囊腺瘤，另外还有脂肪肝和胆囊息肉。\n问题：胰腺囊腺瘤还需要做哪些检查？最重要的放在前面。", "checks", "胰腺囊腺瘤", D),
    Q("请用Markdown列表回答：\n- 问题：肾盂肿瘤和输尿管肿瘤一般需要做哪些检查？\n- 要求：只列检查项目，不要解释", "checks", "肾盂肿瘤和输尿管肿瘤", D),
    Q("假设你是消化内科医生。我妈B超怀疑胆囊癌，医生说还要做个ERCP，胆囊癌真的需要做ERCP吗？请用通俗的话，不要说“遵医嘱”。", "checks", "胆囊癌", D, named="ERCP"),
    Q("【用户问题】脑猪囊尾蚴病（老人说的脑囊虫）要做哪些检查才能确诊？\n【回答要求】分点，不超过100字。", "checks", "脑猪囊尾蚴病", D),
    Q("示例：\n问：膝关节半月板损伤要做什么检查？答：膝关节MRI。\n问：腰椎间盘突出要做什么检查？答：腰椎CT或MRI。\n现在请回答：\n问：肩袖损伤要做什么检查？", "checks", "肩袖损伤", D),
    Q("你是骨科医生的AI助手，请替医生回复下面这段聊天：\n患者：医生说我是胸椎管狭窄症，不是腰椎间盘突出。\n患者：那我还要查些什么？\n要求：列出需要做的检查。", "checks", "胸椎管狭窄症", D),
    # has_complication
    Q("扮演一位骨科主任，给规培生讲课。\n病例：男，35岁，摔伤致肱骨骨折。\n问题：肱骨骨折会不会合并桡神经损伤？请用一句话回答。", "has_complication", "肱骨骨折", D, named="桡神经损伤"),
    Q("这是我们骨科学的课后作业，帮我写个参考答案，分点列，每点一句：\n第3题：胫腓骨干骨折可能出现哪些并发症？", "has_complication", "胫腓骨干骨折", D),
    Q("你是呼吸科医生。\n家长：孩子查出肺炎衣原体感染，咳了两周，现在又说胸闷。\n问：肺炎衣原体感染会并发心肌炎吗？回答不超过80字。",
      "has_complication", "肺炎衣原体感染", D, named="心肌炎"),
    Q("示例：\n问：胃溃疡会有什么并发症？答：出血、穿孔、幽门梗阻。\n现在请回答：\n问：胃憩室会有什么并发症？", "has_complication", "胃憩室", D),
    Q("### 任务\n把下面的问题回答成三条要点。\n### 问题\n眼科诊断写的是脉络膜脱离型视网膜脱离（不是单纯的视网膜脱离），它可能并发哪些眼部问题？",
      "has_complication", "脉络膜脱离型视网膜脱离", D),
    Q("我是结核科护士，在写出院宣教模板。\n问题：脊椎结核并发窦道的患者，还可能合并哪些病？\n要求：用患者能看懂的话，两三句就行。", "has_complication", "脊椎结核并发窦道", D),
    # cures
    Q("你是医院药剂科的药师，正在审方。\n急诊医嘱：丁溴东莨菪碱注射液 20mg im st\n患者诊断：肾绞痛\n请判断这个用药是否对症，回答“对症/不对症”并说明理由。",
      "cures", "肾绞痛", D, named="丁溴东莨菪碱注射液"),
    Q("假设你是呼吸科医生，请用通俗的话解释一下：胸膜炎可以用注射用阿洛西林钠吗？", "cures", "胸膜炎", D, named="注射用阿洛西林钠"),
    Q("我妈脚底长了一块硬硬的老茧，医生说是胼胝。\n请你扮演皮肤科医生，告诉我尿素贴膏能不能治胼胝，不超过100字。", "cures", "胼胝", D, named="尿素贴膏"),
    Q("示例：\n问：间日疟用什么药？答：氯喹加伯氨喹。\n现在请回答：\n问：脑型疟疾可以用二盐酸奎宁注射液吗？", "cures", "脑型疟疾", D, named="二盐酸奎宁注射液"),
    Q("【用户问题】腰肌劳损，医生开了美索巴莫片，这个药是治腰肌劳损的吗？\n【回答要求】先给结论，再说注意事项，不要推荐其他药。", "cures", "腰肌劳损", D, named="美索巴莫片"),
    Q("你是泌尿外科医生。\n患者：我白天老想上厕所，诊断是膀胱过度活动症，盐酸奥昔布宁缓释片能吃吗？\n请用JSON格式回答：{\"能否使用\": \"\", \"理由\": \"\"}",
      "cures", "膀胱过度活动症", D, named="盐酸奥昔布宁缓释片"),
    # shown_on
    Q("我在翻译一份国外的病理报告，里面写着 benign pancreatic neoplasms。\n你是病理科医生，请告诉我这个病一般长在身体哪个部位？只回答部位。",
      "shown_on", "脾良性肿瘤", D, mention="benign pancreatic neoplasms"),
    Q("扮演一位运动医学科医生。\n我妈的病历写着：三角肌下滑囊（炎）。\n问题：三角肌下滑囊这个毛病具体长在肩膀哪个位置啊？", "shown_on", "肩峰下滑囊炎", D, mention="三角肌下滑囊"),
    Q("你是一名肿瘤科医生，请分点回答：\n1. 脊索肉瘤是不是多发生在骶尾部？\n2. 一般多大年纪的人得？", "shown_on", "脊索肉瘤", D, named="骶尾部"),
    Q("示例：\n问：脂肪瘤一般长在哪？答：皮下，常见于背部、肩部。\n现在请回答：\n问：脂肪肉瘤一般长在哪？", "shown_on", "脂肪肉瘤", D),
    Q("### 背景\n孩子做了头颅MRI，医生说是脑囊肿，让半年后复查。\n### 问题\n脑囊肿一般长在脑子的哪些位置？\n### 输出\n用表格列出部位。", "shown_on", "脑囊肿", D),
    Q("腕舟骨骨折具体是哪块骨头断了？一句话回答哈", "shown_on", "腕舟骨骨折", D),
    # has_alias
    Q("你是一个医学术语库助手。\n输入：硬脑膜下脓肿弥漫性脑膜炎\n请输出：这个名称是哪个疾病的别名？只输出标准病名。", "has_alias", "硬脑膜下脓肿弥漫性脑膜炎", AL),
    Q("示例：\n问：“gastric ulcer”对应哪个病？答：胃溃疡。\n现在请回答：\n问：“benign pancreatic neoplasms”在中文病名里对应的是哪个病？",
      "has_alias", "benign pancreatic neoplasms", AL),
    Q("假设你是脊柱外科医生，请用通俗的话回答：脊柱侧凸畸形是不是也可以叫脊柱畸形？", "has_alias", "脊柱侧凸畸形", D, named="脊柱畸形"),
    Q("你是新生儿科护士，正在给家长写宣教材料。\n家长问：医生说宝宝是锁肛，这个病还有什么别的叫法？\n请列出所有名称。", "has_alias", "肛门闭锁", D, mention="锁肛"),
    Q("例1：急性阑尾炎 → acute appendicitis\n例2：缺铁性贫血 → iron deficiency anemia\n照上面的例子，把下面这个病名的其他叫法（包括英文名）写出来：\n胃十二指肠溃疡大出血 →",
      "has_alias", "胃十二指肠溃疡大出血", D),
    Q("【用户问题】脊髓性肌萎缩症是不是又叫脊肌萎缩症？\n【要求】回答“是”或“不是”，再补一句解释。", "has_alias", "脊髓性肌萎缩症", D, named="脊肌萎缩症"),
    # caused_by
    Q("You are a medical translator. 请用中文解释下面这句话里的病：\n“The patient was admitted with massive hemorrhage from "
      "gastroduodenal ulcer.”\n问题：massive hemorrhage from gastroduodenal ulcer 一般是怎么引起的？",
      "caused_by", "胃十二指肠溃疡大出血", D, mention="massive hemorrhage from gastroduodenal ulcer"),
    Q("你是寄生虫病专家。\n患者：去年去云南山区玩过，吃过醉蟹，现在诊断肺宫崎肺吸虫症。\n问题：肺宫崎肺吸虫症是怎么得上的？", "caused_by", "肺宫崎肺吸虫症", D),
    Q("扮演一位老中医，请用中医的思路回答，分点写：\n胃寒呕吐一般是什么原因引起的呢？", "caused_by", "胃寒呕吐", D),
    Q("下面是一段急诊记录：\n“司机，男，42岁，车祸时胸部撞到方向盘，诊断胸骨骨折，伴轻度肺挫伤。”\n请问：方向盘对司机胸部的撞击是胸骨骨折的常见原因吗？简短回答。",
      "caused_by", "胸骨骨折", D, named="方向盘对司机胸部的撞击"),
    Q("我是一名美甲师，在准备跟客户沟通的话术，请帮我用通俗的话写：脆甲症（指甲变薄、分层）一般是什么原因造成的？不超过100字。", "caused_by", "脆甲症", D),
    Q("示例：\n问：痛风的病因？答：尿酸代谢异常。\n现在请回答：\n问：肾动脉粥样栓塞的病因？", "caused_by", "肾动脉粥样栓塞", D),
    Q("请把答案填进下面的JSON，列出胆石性胰腺炎的病因或诱因，不要解释：\n```\n{\"disease\": \"胆石性胰腺炎\", \"causes\": []}\n```",
      "caused_by", "胆石性胰腺炎", D),
    # has_risk_factor
    Q("你是性病门诊医生，请客观回答，不要带评判。\n问题：男男性行为者是肛门癌的危险因素吗？", "has_risk_factor", "肛门癌", D, named="男男性行为者"),
    Q("假设你是疾控中心的科普编辑。\n任务：判断这句话对不对——“静脉毒品注射会增加感染肝炎的风险”。只回答正确或错误。", "has_risk_factor", "肝炎", D, named="静脉毒品注射"),
    Q("### 病例\n女，28岁，肥厚性心肌病，之前晕倒过两次。\n### 问题\n晕厥病史算不算肥厚性心肌病的高危因素？\n### 要求\n先答是或否。",
      "has_risk_factor", "肥厚性心肌病", D, named="晕厥病史"),
    Q("示例：\n问：长期卧床会增加深静脉血栓风险吗？答：会。\n现在请回答：\n问：已知的遗传性易栓症是肺栓塞的危险因素吗？", "has_risk_factor", "肺栓塞", D, named="已知的遗传性易栓症"),
    Q("我爸透析好多年了，B超发现肾上有占位，医生怀疑肾细胞癌。\n请你扮演泌尿外科医生回答：获得性囊性肾病病史是肾细胞癌的危险因素吗？",
      "has_risk_factor", "肾细胞癌", D, named="获得性囊性肾病病史"),
    Q("你是ICU医生。病人长期靠全胃肠外营养，最近右上腹痛。\n问：全胃肠外营养是胆囊炎的危险因素吗？回答不超过60字。", "has_risk_factor", "胆囊炎", D, named="全胃肠外营养"),
    # common_in
    Q("我在整理一份英文病例汇报，有个诊断是 arteriovenous pulmonary aneurysm。\n请你作为呼吸科医生告诉我：这个病一般多见于什么人？只要结论。",
      "common_in", "肺动静脉瘤", D, mention="arteriovenous pulmonary aneurysm"),
    Q("例子：\n问：川崎病多见于什么人？→ 人群：5岁以下儿童\n照这个格式回答：\n问：肝纤维板层癌一般是什么年龄段的人容易得？→ 人群：", "common_in", "肝纤维板层癌", D),
    Q("扮演一位内分泌科医生，用通俗的话回答：体检CT偶然发现的肾上腺意外瘤，一般哪些人比较多见嘛？", "common_in", "肾上腺意外瘤", D),
    Q("示例：\n问：骨转移常见于哪些病人？答：乳腺癌、前列腺癌病人等。\n现在请回答：\n问：脊柱转移性肿瘤常见于哪些病人？", "common_in", "脊柱转移性肿瘤", D),
    Q("你是小儿外科医生。\n家长：B超说宝宝胃里长了东西，医生写的胃畸胎瘤，孩子才两个月。\n问题：胃畸胎瘤一般多见于什么样的孩子？", "common_in", "胃畸胎瘤", D),
    Q("我在中药材仓库上班，同事说干我们这行的容易得肺螨病。\n请你作为职业病科医生回答：从事粮食及中草药贮存的人是不是肺螨病的高发人群？", "common_in", "肺螨病", D, named="从事粮食及中草药贮存"),
    # prevalent_in
    Q("你是流行病学老师，请直接列出答案，不要解释：\n问题：哪些疾病在北美比较高发？", "prevalent_in", "北美", RE),
    Q("假设你是感染科医生。\n我要去美国读书，学校在俄亥俄州，听说那边有一种真菌病叫荚膜组织胞浆菌病。\n问题：荚膜组织胞浆菌病是不是在俄亥俄州及密西西比河相邻州流行？",
      "prevalent_in", "荚膜组织胞浆菌病", D, named="俄亥俄州及密西西比河相邻州"),
    Q("示例：\n问：鼻咽癌在哪里高发？答：中国华南地区。\n现在请回答：\n问：胆管癌在南美国家多见吗？", "prevalent_in", "胆管癌", D, named="南美国家"),
    Q("### 任务\n判断下面这句话对不对。\n### 句子\n“膀胱癌在埃及比较流行，和当地人感染血吸虫有关。”\n### 输出\n对/不对 + 一句理由",
      "prevalent_in", "膀胱癌", D, named="埃及"),
    Q("帮我查一下胃癌在全世界哪些地区发病率比较高，只要地区名", "prevalent_in", "胃癌", D),
    # treated_with
    Q("你是一名急诊科医生，请分点回答，不要超过100字。\n问题：肺动脉栓塞可以做溶栓治疗吗？", "treated_with", "肺动脉栓塞", D, named="溶栓治疗"),
    Q("示例：\n问：葡萄膜炎怎么治？答：局部或全身用糖皮质激素。\n现在请回答：\n问：脉络膜脱离怎么治？", "treated_with", "脉络膜脱离", D),
    Q("我是一名产科护士，正在写交班模板，请帮我补充处理原则。\n患者诊断：胎膜早破行阴道分娩\n问题：胎膜早破行阴道分娩一般怎么处理？分点列出。", "treated_with", "胎膜早破行阴道分娩", D),
    Q("扮演神经外科医生，用通俗的话告诉家属：脑内积水一般有哪些治疗办法？别吓唬人啊", "treated_with", "脑内积水", D),
    Q("【用户问题】胆固醇脓胸怎么治疗？\n【回答要求】用表格列出治疗方法，不要说“请遵医嘱”。", "treated_with", "胆固醇脓胸", D),
    Q("你是泌尿外科医生。\nCT报告：右肾占位，考虑肾肿瘤。\n问题：肾肿瘤有哪些治疗方法？回答不超过100字。", "treated_with", "肾肿瘤", D),
    Q("## 示例\n用户：早期胃癌怎么治？\n助手：以内镜下切除或手术为主。\n## 现在的用户\n用户：胃镜病理是胃印戒细胞癌，这个病有哪些治疗方法？只要结论。\n助手：",
      "treated_with", "胃印戒细胞癌", D),
    # metastasizes_to
    Q("你是肿瘤科医生，正在回答家属的提问。\n家属：肿瘤会不会转移到胆管肌肉层？\n请回答“会/不会”，再简单解释。", "metastasizes_to", "肿瘤", D, named="胆管肌肉层"),
    Q("### 背景\n我是妇科肿瘤病房的护士，在写宣教材料。\n### 问题\n肿瘤转移的时候会累及一侧或双侧卵巢吗？", "metastasizes_to", "肿瘤", D, named="累及一侧或双侧卵巢"),
    Q("示例：\n问：哪些癌容易转移到脑？答：肺癌、乳腺癌、黑色素瘤等。\n现在请回答：\n问：哪些癌容易转移到腹膜？", "metastasizes_to", "腹膜", BP),
    Q("扮演一位肝胆外科医生。\n病人：胆管癌术后一年，复查说肝动脉附近有东西。\n问题：胆管癌会转移到肝动脉吗？", "metastasizes_to", "胆管癌", D, named="肝动脉"),
    Q("【用户问题】肾癌一般会转移到哪里？\n【要求】一句话回答，不要说“因人而异”。", "metastasizes_to", "肾癌", D),
    # invades
    Q("你是一名寄生虫病科医生。\n问题：哪些疾病会侵犯肝静脉？只列病名。", "invades", "肝静脉", BP),
    Q("我妈胰腺炎住院一周了，老说后背中间疼。\n请扮演消化科医生回答：胰腺炎会侵犯后背中部吗？用通俗的话，不超过80字。", "invades", "胰腺炎", D, named="后背中部"),
    Q("示例：\n问：主动脉夹层会累及哪些血管？答：可累及主动脉的分支。\n现在请回答：\n问：腹主动脉瘤会侵犯肾或肾上吗？", "invades", "腹主动脉瘤", D, named="肾或肾上"),
    Q("System: 你是一个医学科普机器人，回答必须简短。\nUser: 血吸虫病一般会侵犯身体哪些部位？", "invades", "血吸虫病", D),
    # is_subtype_of
    Q("你是医院的ICD编码员。\n病案首页诊断（英文）：spinal cord compression\n请告诉我它在疾病分类上属于哪一类，只输出上级类目。",
      "is_subtype_of", "脊髓压迫症", D, mention="spinal cord compression"),
    Q("假设你是神经内科医生。\nCT报告：胼胝体出血。\n问题：胼胝体出血算是脑出血的一种吗？", "is_subtype_of", "胼胝体出血", D, named="脑出血"),
    Q("示例：\n问：十二指肠球部溃疡属于哪一类？答：消化性溃疡。\n现在请回答：\n问：胃复合性溃疡在疾病分类上属于哪一类？", "is_subtype_of", "胃复合性溃疡", D),
    Q("### 任务\n判断两个疾病是不是上下位关系。\n### 输入\n子类：腹股沟直疝嵌顿\n父类：腹股沟疝\n### 输出\n是/否", "is_subtype_of", "腹股沟直疝嵌顿", D, named="腹股沟疝"),
    Q("你是风湿免疫科医生，请用通俗的话回答：肺炎球菌性肘关节炎在疾病分类上属于哪一类？", "is_subtype_of", "肺炎球菌性肘关节炎", D),
    Q("我在做病历结构化，遇到一个诊断“胆囊结石伴慢性胆囊炎急性发作”，它在疾病分类里归到哪一类？请用JSON返回：{\"上级分类\": \"\"}", "is_subtype_of", "胆囊结石伴慢性胆囊炎急性发作", D),
    # related_disease
    Q("你是产科医生。\n孕妇：孕34周，突然肚子疼还出血，医生说是胎盘早剥。\n问题：疼痛性出血跟胎盘早剥有关吗？", "related_disease", "胎盘早剥", D, named="疼痛性出血"),
    Q("示例：\n问：BRCA突变和哪些癌有关？答：乳腺癌、卵巢癌等。\n现在请回答：\n问：胰腺癌和Peutz-Jeghers综合征有关联吗？",
      "related_disease", "胰腺癌", D, named="Peutz-Jeghers综合征"),
    Q("扮演肝胆外科医生，请分点回答：胆管癌和胃恶性肿瘤之间有没有关系？", "related_disease", "胆管癌", D, named="胃恶性肿瘤"),
    Q("### 病例\n男，68岁，大面积脑梗死第三天，意识越来越差。\n### 问题\n脑梗死和小脑疝有关系吗？\n### 要求\n不超过100字",
      "related_disease", "脑梗死", D, named="小脑疝"),
    Q("你是神经内科医生。\n患者：我被诊断脊髓蛛网膜炎，后背一直疼。\n问：背部疼痛跟脊髓蛛网膜炎有关吗？", "related_disease", "脊髓蛛网膜炎", D, named="背部疼痛"),
    Q("我是在国外读护理的学生，作业里有一句英文病例：“pleural effusion, complains of SOB”。\n请问胸腔积液跟SOB有关吗？用中文回答。",
      "related_disease", "胸腔积液", D, named="SOB"),
    # differential_diagnosis
    Q("你是消化科主任，正在带教查房。下面是规培生的提问：\n```\n肝硬化需要和脾静脉血栓鉴别吗？鉴别要点是什么？\n```\n请分点回答。",
      "differential_diagnosis", "肝硬化", D, named="脾静脉血栓"),
    Q("示例：\n问：支气管扩张要和什么鉴别？答：慢性支气管炎、肺脓肿等。\n现在请按同样格式回答：\n问：肺结核需要和酵母菌病鉴别吗？",
      "differential_diagnosis", "肺结核", D, named="酵母菌病"),
    Q("病理生理学作业（简答题）：\n肾小球肾炎要不要和肾后性肾衰竭鉴别？为什么？\n帮我写个答案，200字以内，像学生写的那样。",
      "differential_diagnosis", "肾小球肾炎", D, named="肾后性肾衰竭"),
    Q("你是一名急诊科医生，病人是非洲来的留学生，右上腹痛伴发热。\n问：胆囊炎要和镰状细胞危象鉴别吗？请先答“要/不要”。", "differential_diagnosis", "胆囊炎", D, named="镰状细胞危象"),
    Q("【用户问题】胸痛的时候怎么判断是不是非心原性胸痛？\n【要求】列三条，通俗易懂。", "differential_diagnosis", "胸痛", D, named="非心原性胸痛"),
    Q("扮演消化科医生，用通俗的话回答：肠易激综合征跟排黏液便要怎么区分呀？", "differential_diagnosis", "肠易激综合征", D, named="排黏液便"),
    # indicated_for
    Q("下面是我和老公的微信聊天：\n老公：医生给孩子雾化用的是达芬科闯，还加了布地奈德。\n我：达芬科闯是干嘛的？\n老公：不知道，你去问问AI。\n——\n你是儿科药师，请回答：达芬科闯主要治什么？请分点列出。",
      "indicated_for", "硫酸沙丁胺醇雾化吸入溶液", DR, mention="达芬科闯"),
    Q("假设你是药店店员，回答要简短。\n顾客：嗓子疼得厉害，声宝是治咽炎的吗？", "indicated_for", "碘化铵含片", DR, mention="声宝", named="咽炎"),
    Q("示例：\n问：玻璃酸钠滴眼液治什么？答：干眼症。\n现在请回答：\n问：沃古林是治什么的？", "indicated_for", "硫酸锌尿囊素滴眼液", DR, mention="沃古林"),
    Q("我是做护发产品测评的博主，有粉丝在评论区问斯必申到底是治什么的。\n请你扮演皮肤科医生，用通俗的话回答，**不要推荐其他产品**。",
      "indicated_for", "米诺地尔搽剂", DR, mention="斯必申"),
    Q("### 角色\n心内科药师\n### 问题\n老人胸口贴的帖保咛，是治什么病的？\n### 要求\n不超过50字", "indicated_for", "硝酸甘油贴膜", DR, mention="帖保咛"),
    Q("【用户问题】硝苯地平缓释片（I）都能治哪些病？我爸一直拿它降压。\n【回答要求】分点列出。", "indicated_for", "硝苯地平缓释片（I）", DR),
    Q("帮我查一下里拉通主要治什么，只要结论", "indicated_for", "罗西维林糖衣片", DR, mention="里拉通"),
    # has_adverse_reaction
    Q("下面是药盒说明书的一段（手机拍照识别的，有错字）：\n“【贮藏】密封，在干燥处保存。【包装】铝塑包装，12粒/盒。【有效期】24个月。”\n不良反应那一段看不清了。家里人得了流感，医生开的是恩尔欣，请你作为临床药师，"
      "用表格列出恩尔欣的常见不良反应。", "has_adverse_reaction", "盐酸阿比朵尔胶囊", DR, mention="恩尔欣"),
    Q("扮演精神科医生。\n患者：吃了路滴美以后，一站起来就头晕眼黑。\n问题：体位性低血压是路滴美的副作用吗？",
      "has_adverse_reaction", "盐酸马普替林片", DR, mention="路滴美", named="体位性低血压"),
    Q("示例：\n问：凡士林有什么副作用？答：偶见过敏。\n现在请回答：\n问：优赛明擦了会有哪些不良反应？", "has_adverse_reaction", "维生素E乳膏", DR, mention="优赛明"),
    Q("你是产科医生。孕妇先兆早产，在用苏顺保胎，家属很紧张。\n问：苏顺会有哪些不良反应？回答不超过100字。", "has_adverse_reaction", "硫酸特布他林注射液", DR, mention="苏顺"),
    Q("我是社区药房的药师，在做慢病用药提醒卡。\n请列出朗迪（钙片）的不良反应，分点写。", "has_adverse_reaction", "碳酸钙D3片（II）", DR, mention="朗迪"),
    Q("【用户问题】维生素E胶丸（天然型）吃多了有什么副作用？\n【回答要求】通俗、分点，不要说“请咨询医生”。", "has_adverse_reaction", "维生素E胶丸（天然型）", DR),
    Q("假设你是放射科护士。做钡餐前病人问：硫酸钡混悬液会引起便秘吗？请简短回答。", "has_adverse_reaction", "硫酸钡混悬液", DR, named="便秘"),
    # has_ingredient
    Q("药盒侧面印着：“尼柯康 缓释片 12片/盒 处方药”。\n你是药剂师，请回答：尼柯康里面是不是有磷酸可待因？先答“是/否”，再说明。",
      "has_ingredient", "磷酸可待因缓释片", DR, mention="尼柯康", named="磷酸可待因"),
    Q("我在写一篇运动损伤用药的科普，提到了远程这个牌子的喷雾。\n请作为中药师回答：远程喷雾里都有哪些成分？", "has_ingredient", "筋骨伤喷雾剂", DR, mention="远程"),
    Q("示例：\n问：多潘立酮片含什么？答：多潘立酮。\n现在请回答：\n问：谓舒长通含什么？", "has_ingredient", "胆汁槟榔维B1胶囊", DR, mention="谓舒长通"),
    Q("### 背景\nICU营养单：卡全 1440ml ivgtt qd\n### 问题\n卡全里面都有哪些成分？\n### 输出格式\nJSON数组",
      "has_ingredient", "脂肪乳氨基酸（17）葡萄糖（19%）注射液", DR, mention="卡全"),
    Q("假设你是药店店员。顾客拿着一盒新菲问：这个感冒药里有对乙酰氨基酚吗？我刚吃过泰诺，能一起吃吗？\n请先回答有没有，再回答能不能一起吃。",
      "has_ingredient", "美息伪麻拉明分散片", DR, mention="新菲", named="对乙酰氨基酚"),
    Q("Example 1\nQ: 复方丹参片的成分？\nA: 丹参、三七、冰片\nExample 2\nQ: 红金消结胶囊（云南佑生）的成分？\nA:", "has_ingredient", "红金消结胶囊（云南佑生）", DR),
    Q("你是中药师，请用通俗的话回答：肝宁片里有斑蝥吗？听说斑蝥有毒。", "has_ingredient", "肝宁片", DR, named="斑蝥"),
    # is_a_level3
    Q("你是临床药师。\n病人：咳嗽，医生开了服松，我以前吃的是右美沙芬。\n问题：服松属于哪一类药？", "is_a_level3", "磷酸苯丙哌林双层缓释片", DR, mention="服松"),
    Q("示例：\n问：比卡鲁胺属于哪类药？答：抗雄激素药。\n现在请回答：\n问：艾去适属于哪一类药？", "is_a_level3", "磷酸雌莫司汀胶囊", DR, mention="艾去适"),
    Q("假设你是消化科医生，用通俗的话回答：盖森是补钙的还是抗酸药？", "is_a_level3", "碳酸钙胶囊", DR, mention="盖森", named="抗酸药"),
    Q("### 任务\n药品分类查询\n### 输入\n怡开片\n### 输出\n药理分类（一个词）", "is_a_level3", "胰激肽原酶肠溶片", DR, mention="怡开片"),
    Q("你是麻醉科医生，帮我查一下羟丁酸钠注射液属于哪一类药，只要结论", "is_a_level3", "羟丁酸钠注射液", DR),
    Q("【用户问题】息亭舒是调血脂药吗？我一直以为是护关节的。\n【回答要求】一句话。", "is_a_level3", "硫酸软骨素注射液", DR, mention="息亭舒", named="调血脂药"),
    # belongs_to
    Q("你是消化科药师。\n患者：溃疡性结肠炎，在吃颇得斯安。\n问题：颇得斯安在药品分类里属于哪一类？", "belongs_to", "美沙拉秦缓释片", DR, mention="颇得斯安"),
    Q("示例：\n问：噻吗洛尔滴眼液属于哪类？答：治疗青光眼的制剂。\n现在请回答：\n问：倍他舒属于哪类？", "belongs_to", "美替洛尔滴眼剂", DR, mention="倍他舒"),
    Q("扮演药店药师，回答不超过50字：司百得是非甾体抗炎药吗？胃不好能不能吃？", "belongs_to", "精氨洛芬颗粒", DR, mention="司百得", named="非甾体抗炎药"),
    Q("### 背景\n术后消肿，医生开了释瑞达。\n### 问题\n释瑞达在药品分类上属于哪一类？\n### 要求\n只输出分类名称", "belongs_to", "舍雷肽酶肠溶片", DR, mention="释瑞达"),
    Q("你是烧伤科护士，在写换药记录模板。\n问题：磺胺嘧啶锌软膏属于磺胺药吗？", "belongs_to", "磺胺嘧啶锌软膏", DR, named="磺胺药"),
    Q("【用户问题】眼睛累，买了威可达，它在药品分类上算哪一类？\n【回答要求】通俗，一句话。", "belongs_to", "维生素B12滴眼液", DR, mention="威可达"),
    # drug_has_alias
    Q("你是医院药房的药师。\n药盒上印着：佳维乐/GALVUS\n问题：这个药还有什么别的名字？请全部列出。", "drug_has_alias", "维格列汀片", DR, mention="佳维乐/GALVUS"),
    Q("示例：\n问：“格华止”是哪个药的别名？答：盐酸二甲双胍片。\n现在请回答：\n问：“佳维乐”是哪个药的别名？", "drug_has_alias", "佳维乐", AL),
    Q("假设你是心内科药师，用通俗的话回答：缬沙坦氨氯地平片（I）有没有别的叫法？药店里可能叫什么？", "drug_has_alias", "缬沙坦氨氯地平片（I）", DR),
    Q("### 任务\n药名标准化\n### 输入\n硝呋太尔胶囊\n### 输出\n它的其他名称（商品名或别名）", "drug_has_alias", "硝呋太尔胶囊", DR),
    Q("你是营养科医生，帮我查一下结构脂肪乳注射液（C6～24）还有什么别名，只要结论", "drug_has_alias", "结构脂肪乳注射液（C6～24）", DR),
    # mainly_treats
    Q("扮演一位草药医生。\n村里老人说头晕药这味草药专治头晕。\n问题：头晕药主要治什么病？请分点回答。", "mainly_treats", "蓝布正", M, mention="头晕药"),
    Q("示例：\n问：鱼腥草主要治什么？答：肺痈、热咳。\n现在请回答：\n问：一麻消主要治什么病？", "mainly_treats", "血沟丹", M, mention="一麻消"),
    Q("你是中药师，用通俗的话回答：单边救主能治淋巴结炎吗？", "mainly_treats", "蛤叶薯", M, mention="单边救主", named="淋巴结炎"),
    Q("### 背景\n古方里写着雉子筵，网上查不到。\n### 问题\n雉子筵主要治哪些病？\n### 输出\n表格：病症｜说明", "mainly_treats", "莓叶委陵菜", M, mention="雉子筵"),
    Q("我奶奶说荞麦秸烧成灰能治病，荞麦叶也能用。你是中医，请告诉我：荞麦秸主要能治什么？不超过60字。", "mainly_treats", "荞麦秸", M),
    Q("【用户问题】西藏桃叶珊瑚果主要治什么？不是西藏桃叶珊瑚叶，是果。\n【要求】只要结论。", "mainly_treats", "西藏桃叶珊瑚果", M),
    Q("假设你是产科护士。产妇奶水少，家里人说萝藦能下奶，还能治别的。\n问题：萝藦主要治哪些病？", "mainly_treats", "萝藦", M),
    # has_efficacy
    Q("你是一名藏医药专业的研究生。\n资料里提到独脚当归，请问独脚当归有什么功效？分点写。", "has_efficacy", "西藏凹乳芹根", M, mention="独脚当归"),
    Q("示例：\n问：王不留行有什么功效？答：活血通经、下乳消肿。\n现在请回答：\n问：乌虫参能催乳吗？", "has_efficacy", "荡皮参", M, mention="乌虫参", named="催乳"),
    Q("扮演一位骨伤科老中医。\n病人说他一直用止血丹敷伤口，问能不能内服。\n问题：止血丹有什么功效？请先回答这个。", "has_efficacy", "蜈蚣刺", M, mention="止血丹"),
    Q("### 问题\n蒲桃壳有什么功效？（注意是壳，不是蒲桃叶）\n### 要求\n不超过50字", "has_efficacy", "蒲桃壳", M),
    Q("你是中药鉴定课的老师，学生问：西藏酸模有什么功效？请用一句话回答。", "has_efficacy", "西藏酸模", M),
    Q("帮我查一下豆瓣绿有什么功效，只要结论", "has_efficacy", "豆瓣绿", M),
    # distributed_in
    Q("你是植物学老师。学生作业里写了苦胆木，请问苦胆木主要分布在哪些地方？", "distributed_in", "苦木", M, mention="苦胆木"),
    Q("示例：\n问：三七主要产在哪？答：云南、广西。\n现在请回答：\n问：山救驾主要分布在哪些省？", "distributed_in", "荃皮", M, mention="山救驾"),
    Q("假设你是药用植物资源调查员，请用表格列出川南报春的分布地区。", "distributed_in", "豆叶参", M, mention="川南报春"),
    Q("示例：\n输入：药用小阴地蕨 → 输出：四川\n请按同样格式：\n输入：西南小阴地蕨 → 输出：", "distributed_in", "西南小阴地蕨", M),
    Q("你是中药材采购顾问。萍蓬草根黑龙江有产吗？回答有或没有。", "distributed_in", "萍蓬草根", M, named="黑龙江"),
    Q("### 角色\n蒙药研究员\n### 问题\n西伯利亚青兰主要分布在哪些省区？", "distributed_in", "西伯利亚青兰", M),
    # material_has_alias
    Q("你是中药别名查询助手。\n输入：苎叶蒌\n输出：它是哪味药材的别名？只输出药材正名。", "material_has_alias", "苎叶蒌", AL),
    Q("示例：\n问：“忍冬花”是哪味药的别名？答：金银花。\n现在请回答：\n问：“毛叶探春”是哪味药材的别名？", "material_has_alias", "毛叶探春", AL),
    Q("假设你是老药工，用通俗的话回答：茳芒决明到底是哪味药？", "material_has_alias", "茳芒决明", AL),
    Q("【用户问题】芋叶还有哪些叫法？\n【回答要求】列出所有别名", "material_has_alias", "芋叶", M),
    Q("你是中药师。西南槐树是不是也叫西南苦参？只回答是或不是。", "material_has_alias", "西南槐树", M, named="西南苦参"),
    Q("### 背景\n草药摊上有一种写着白花蛋不老。\n### 问题\n白花蛋不老是不是蛋不老的别名？", "material_has_alias", "蛋不老", M, named="白花蛋不老"),
    # composed_of
    Q("你是中医方剂学老师。\n问题：巴鲫膏里有巴豆仁吗？巴豆有毒，我有点担心。", "composed_of", "巴鲫膏", F, named="巴豆仁"),
    Q("示例：\n问：四君子汤由哪些药组成？答：人参、白术、茯苓、甘草。\n现在请回答：\n问：开郁老蔻丸里有紫蔻吗？", "composed_of", "开郁老蔻丸", F, named="紫蔻"),
    Q("我在录入老药铺的方子，有一味写着“榔片”。请你扮演中药师回答：开郁顺气丸里有榔片吗？", "composed_of", "开郁顺气丸", F, named="榔片"),
    Q("### 问题\n拔毒丸的组成里有象牙末吗？\n### 要求\n回答有/没有", "composed_of", "拔毒丸", F, named="象牙末"),
    Q("扮演一位外科老中医，用通俗的话告诉我：拔毒饮里用的是生干地黄吗？", "composed_of", "拔毒饮", F, named="生干地黄"),
    Q("【用户问题】拔毒九珠丹里有寸香吗？\n【回答要求】先答有没有，再说明寸香是什么。", "composed_of", "拔毒九珠丹", F, named="寸香等"),
    # formula_has_efficacy
    Q("婆婆在家族群里发：“月子里一定要喝生化汤，还要吃红糖鸡蛋、喝小米粥。”\n请你扮演妇科中医回答我：生化汤有养血祛瘀的功效吗？", "formula_has_efficacy", "生化汤", F, named="养血祛瘀"),
    Q("示例：\n问：白虎汤的功效？答：清热生津。\n现在请回答：\n问：玉女煎能清胃热吗？", "formula_has_efficacy", "玉女煎", F, named="清胃热"),
    Q("假设你是方剂学助教，判断对错：“犀角地黄汤具有凉血散瘀的功效。”只回答对或错。", "formula_has_efficacy", "犀角地黄汤", F, named="凉血散瘀"),
    Q("### 背景\n牙龈肿痛，药店推荐白清胃散，我以前吃过清胃散。\n### 问题\n白清胃散能清热去火吗？", "formula_has_efficacy", "白清胃散", F, named="清热去火"),
    Q("参考问答：\n问：四神丸有什么功效？答：温肾暖脾，涩肠止泻。\n请照样回答：\n问：真人养脏汤有涩肠固脱的作用吗？老人久泻不止。",
      "formula_has_efficacy", "真人养脏汤", F, named="涩肠固脱"),
    Q("【用户问题】利气丸有什么功效？\n【回答要求】分点，不要说“请在医生指导下使用”。", "formula_has_efficacy", "琥珀利气丸", F, mention="利气丸"),
    # prescribed_for
    Q("你是中医内科医生。\n患者：最近天天做梦，梦又多又乱，朋友推荐温胆汤。\n问题：温胆汤能治夜多异梦吗？", "prescribed_for", "温胆汤", F, named="夜多异梦"),
    Q("示例：\n问：桂枝汤主治什么？答：外感风寒表虚证。\n现在请回答：\n问：玉屏风散是治易感风邪的吗？", "prescribed_for", "玉屏风散", F, named="易感风邪"),
    Q("假设你是心理科医生，也懂中医。我妈更年期常悲伤欲哭，有人说甘麦大枣汤管用。\n问题：甘麦大枣汤主治常悲伤欲哭吗？", "prescribed_for", "甘麦大枣汤", F, named="常悲伤欲哭"),
    Q("### 角色\n中医心内科医生\n### 问题\n瓜蒌薤白白酒汤能治胸部闷痛吗？\n### 要求\n不超过60字", "prescribed_for", "瓜蒌薤白白酒汤", F, named="胸部闷痛"),
    Q("你是中医，请用通俗的话回答：清骨散是不是治低热日久不退的？", "prescribed_for", "清骨散", F, named="低热日久不退"),
    Q("【用户问题】牵正散能治面肌抽动吗？我眼皮老跳。\n【要求】先答能或不能。", "prescribed_for", "牵正散", F, named="面肌抽动"),
    # formula_has_alias
    Q("你是中医古籍整理员。\n问题：巴戟浸酒在古书里还叫什么？只输出别名。", "formula_has_alias", "巴戟浸酒", F),
    Q("示例：\n问：六味地黄丸的别名？答：地黄丸。\n现在请回答：\n问：当归丸还有别的名字吗？", "formula_has_alias", "当归丸", F),
    Q("假设你是方剂学老师，用一句话回答：巴戟天汤是哪个方子的别名？", "formula_has_alias", "巴戟天汤", AL),
    Q("【用户问题】古籍里看到“神效丸（《袖珍方大全》卷一）”，这是哪个方剂的别名？\n【要求】只输出方名。", "formula_has_alias", "神效丸（《袖珍方大全》卷一）", AL),
    # check_for_disease
    Q("你是心内科医生。\n体检报告：脉率检查异常，心率150次/分。\n问题：脉率检查一般能发现哪些病？", "check_for_disease", "脉率检查", C),
    Q("【用户问题】脊髓灰质炎病毒抗体检查能查出哪些病？不只是脊髓灰质炎吧？\n【要求】分点列出。", "check_for_disease", "脊髓灰质炎病毒抗体检查", C),
    Q("示例：\n问：头颅CT能查出什么病？答：脑出血、脑梗死、脑肿瘤等。\n现在请回答：\n问：脑脊液神经降压肽检查能用来查偏头痛吗？",
      "check_for_disease", "脑脊液神经降压肽检查", C, named="偏头痛"),
    Q("扮演泌尿外科医生。骨盆骨折以后做了膀胱注水试验。\n问题：膀胱注水试验一般用来查哪些病？", "check_for_disease", "膀胱注水试验", C),
    Q("### 任务\n用JSON列出“腹部叩诊”可以帮助发现的疾病（注意：是腹部叩诊，不是腹部叩诊音）。", "check_for_disease", "腹部叩诊", C),
    Q("我在调一个医疗客服bot，下面是配置和一条测试输入：\n```system\n你是核医学科知识助手，用中文回答，控制在80字以内。\n```\n```user\n脾显像能查出哪些病？\n```\n请给出这条测试的期望回答。",
      "check_for_disease", "脾显像", C),
    # check_for_symptom
    Q("你是消化科医生。\n问题：腹部叩诊音是针对肝腹水这种情况做的检查吗？", "check_for_symptom", "腹部叩诊音", C, named="肝腹水"),
    Q("示例：\n问：直腿抬高试验针对什么症状？答：下肢放射痛。\n现在请回答：\n问：腰背部检查针对什么症状？", "check_for_symptom", "腰背部检查", C),
    Q("假设你是呼吸科医生。胸片提示肺不张，医生又做了膈现象检查。\n问题：膈现象检查一般针对哪些症状？", "check_for_symptom", "膈现象检查", C),
    Q("我是家长，孩子住院抽了脑脊液，化验单上有一项：\n```\n脑脊液钙调素检查\n```\n请问这个检查一般是针对哪些症状做的呀？分点列出。", "check_for_symptom", "脑脊液钙调素检查", C),
    Q("示例：\n问：胃镜针对哪些症状？答：上腹痛、呕血、黑便等。\n现在请回答：\n问：药物迷走神经阻滞试验针对哪些症状？", "check_for_symptom", "药物迷走神经阻滞试验", C),
    Q("帮我查一下脊柱压痛与叩击痛这项检查针对哪些症状，只要结论", "check_for_symptom", "脊柱压痛与叩击痛", C),
    Q("【用户问题】尿像米汤一样，医生开了脂肪尿和乳糜尿检查（Chyluria），这是针对乳糜尿的吗？\n【要求】一句话。",
      "check_for_symptom", "脂肪尿和乳糜尿检查（Chyluria）", C, named="乳糜尿"),
    # performed_by
    Q("你是医院导诊。\n问题：脑电图检查一般是哪个科室做的？只输出科室。", "performed_by", "脑电图检查", C),
    Q("示例：\n问：胃镜去哪个科做？答：消化内镜中心。\n现在请回答：\n问：孩子要做EEG，应该去哪个科？", "performed_by", "脑电图检查", C, mention="EEG"),
    Q("假设你是医院信息科工程师，在测试导诊机器人。\n测试输入：神经科一般负责做哪些检查？\n请给出标准答案。", "performed_by", "神经科", DEP),
    Q("【用户问题】无痛胃镜检查是消化科做吗？\n【要求】回答是或不是。", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("你是泌尿外科护士，在写检查预约模板。\n单子上写的是静脉肾盂排泄造影，请问这个检查去哪个科做？", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # check_has_alias
    Q("你是检验科的术语标准化助手。\n输入：脑电图检查\n输出：它的英文名称或缩写（全部列出）。", "check_has_alias", "脑电图检查", C),
    Q("示例：\n问：CT是什么检查？答：计算机断层扫描。\n现在请回答：\n问：electroencephalogram是哪项检查？", "check_has_alias", "electroencephalogram", AL),
    Q("假设你是消化内镜中心的护士，回答要简短：超声内镜检查是不是简称EUS？", "check_has_alias", "超声内镜检查", C, named="EUS"),
    Q("【用户问题】报告单上的EMG是哪个检查的缩写？\n【回答要求】只输出中文检查名。", "check_has_alias", "EMG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day56"))
