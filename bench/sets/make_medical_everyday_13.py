"""Writes `medical_everyday_13.jsonl`, a thirteenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the third to tenth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without
running the project's search on it). 198 questions, every relation type of the network asked five or
six times, by patients, parents, elderly people, pharmacists, students and people who use traditional
Chinese medicine. Other diseases, drugs, medicinal materials, formulas and checks than the fifteen other
sets (the shipped dev set, everyday sets 1 to 11 and the three alias sets) wherever the network allows:
146 questions name their entity by a name and mention no other set's line contains; the other 52 are
mostly in the relation types whose few records every earlier set already asks about (prevalent_in,
invades, metastasizes_to, differential_diagnosis, performed_by, check_has_alias, formula_has_alias,
drug_has_alias), asked another way or from the relation's target end (要去印度出差，那边哪些病比较流行,
消化科负责做哪样检查). No question repeats one of theirs, and none shares more than 45% of its character pairs with one of theirs.

The wording avoids the earlier sets' phrasings: other verbs and sentence shapes (会牵扯出什么病, 往静脉里钻,
对得上哪些病证, 拿着单子该去哪个科排队, 那边土生土长的有哪些, 用英文字母怎么简写), the particles 呢/啊/呀/嘛
(30 questions), run-on questions with a clause of context (79), two slips a phone keyboard makes where the
network's name stays intact (拍片说是脊柱侧弯，该挂那个科呀; 泽泻都是那些省份出的), and double questions
whose first part is the one asked about (过敏性紫癜怎么个治法呀，能断根吗 asks for the treatments,
巨幼细胞性贫血归到哪一类贫血里去，要补叶酸吗 for the parent disease, 埃及血吸虫病主要在哪一带流行呀，国内有没有
for the regions, 八味定志丸是哪几味药配成的，能安神吗 for the ingredients, 升麻主要拿来治什么病，一次用多少 for
what it treats). 34 name the one neighbour they ask about, 38 are asked from the relation's target end
(摸到脖子上淋巴结肿大，这个症状可能是哪些病惹的, 想避开人工牛黄，哪些药里掺了这味东西), and some are about names
several records carry, with the wording saying which is meant (肺气肿, 多汗症 and 过敏性紫癜 as diseases:
这个病; 淋巴结肿大 as a symptom: 这个症状).

Names inside names: 101 questions are about a record whose name holds the name of another disease,
symptom, drug, check, material or formula record of three characters or more, or lies inside a longer
one, asked the way people say them (慢性鼻窦炎 holds 鼻窦炎, 阿米巴肝脓肿 holds 肝脓肿, 遗传性乳腺癌 and
转移性乳腺癌 hold 乳腺癌, 埃及血吸虫病 holds 血吸虫病, 自身免疫性胰腺炎 holds 胰腺炎, 单纯性甲状腺肿 holds
甲状腺肿, II型糖尿病 holds I型糖尿病, 马来酸氨氯地平片 holds 氨氯地平, 盆腔CT检查 holds CT检查; 附件炎 lies
inside 子宫附件炎, 碘缺乏病 inside 小儿碘缺乏病, 脑栓塞 inside 老年人脑栓塞, 八正散 inside 八正散加木香汤,
鸡血藤 inside 复方鸡血藤膏).

About one question in four (50 of 198) names its entity by an alias the network records for that very
instance, of many kinds: drug trade names (10 questions, below) and three brand names the network records
as drug aliases (倍博特, 安瑞宁, 善存); folk, old and TCM names (子病, 肺痨, 骨质增生, 脊柱侧弯, 乳糜泻,
昏睡性脑炎, 弥漫性硬化, 内脏利什曼病, 小叶性肺炎); names with a part dropped, added or reworded (多汗 for
多汗症, 周期性瘫痪, 双相情感障碍, 自主神经功能紊乱, 非毒性甲状腺肿, 肾母细胞癌, 肠道阿米巴病, 显微镜下多动脉炎,
眼尿道关节炎综合征, 纤毛不动综合征, 膝状神经节炎); English names and abbreviations (pellagra, Kaposi肉瘤,
Fanconi综合征, EUS, EEG); a check alias (新生儿筛查); medicinal material aliases (首乌藤, 萝卜子, 益智子,
紫玉兰, 诃黎勒, 金毛狗脊, 番木鳖, 怀牛膝); and formula aliases (半夏茯苓天麻汤, 大效虎骨散, 八味定志丸).
Thirteen more ask what an alias stands for (卵巢静脉综合征, 脱瘾症候群, 特发性炎性肌病, 胸软骨痛, 倍泰龙, 健尼哌,
川黄柏, 窟窿牙根, 莲叶, 李子豫赤丸, 拓痞丸, EUS, EMG): their gold is the alias instance, answered by the record
that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every
alias a question names its entity by is one the network records for that very instance.

Drug trade names: 10 questions name a drug by a trade name its record's `trade_name` property lists
(力百汀, 甘乐能, 克力芝, 安康信, 奇曼丁, 泰尔丝, 多达一, 复代文, 抑那通, 来立信). Every one of these names is also
a drug record of its own (the source writes the product twice). They are labelled as in the first and
eighth to tenth sets: the gold entity is the standard record (阿莫西林/克拉维酸钾片, 重组人干扰素α—2b注射液,
洛匹那韦利托那韦片, 依托考昔片, 盐酸曲马多缓释片, 异维A酸软胶囊, 氨氯地平阿托伐他汀钙片, 缬沙坦氢氯噻嗪片,
注射用醋酸亮丙瑞林微球, 乳酸左氧氟沙星氯化钠注射液), the mention is the trade name and the line is tagged
`alias`, because a patient holding the box asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name. 倍博特, 安瑞宁 and 善存 are drug records too and
are labelled the same way, by the record whose drug_has_alias relation lists them (缬沙坦氨氯地平片（I）,
酒石酸罗格列酮分散片, 多维元素片（29）).

Other names the network holds under two records (22 questions besides the 13 drug names); the gold record
is the one the question is judged to mean:
- 肺痨, 脊柱侧弯, 双相情感障碍, 骨质增生, 乳糜泻, 非毒性甲状腺肿, 昏睡性脑炎, 周期性瘫痪, 内脏利什曼病,
  自主神经功能紊乱, Fanconi综合征, 多汗 and 肠道阿米巴病 (13 questions) are disease records (some symptom
  records as well) with none of the asked relation of their own, and aliases of 痨瘵, 脊柱侧凸, 双相障碍,
  关节退行性病变, 麦胶性肠病, 单纯性甲状腺肿, 流行性甲型脑炎, 周期性麻痹, 黑热病, 植物神经紊乱, 范可尼综合征,
  多汗症 and 阿米巴肠病; 小叶性肺炎 is a symptom record as well as an alias of 小儿支气管肺炎. Each question is
  about the disease that lists the alias and holds the answer.
- 首乌藤, 诃黎勒, 金毛狗脊, 番木鳖 and 怀牛膝 are ingredient records as well as material aliases; the
  questions ask what a material treats, does or where it grows, which only the material records hold.
  番木鳖 is the alias of two materials, 马钱子 and 马钱子粉 (its powder, with the same regions); "番木鳖是国外来的吗，
  分布在哪些国家" asks where the plant grows, so it is about 马钱子.
- EUS, EEG and 新生儿筛查 are check records with none of the asked relation as well as aliases of
  超声内镜检查, 脑电图检查 and 新生儿疾病筛查检查; each question is about the check that lists the alias.
- Besides these, 74 lines are tagged `ambiguous_name`: the entity's own name is also a record of another
  type (most often a cause or symptom record: 肺气肿, 多汗症, 过敏性紫癜, 慢性鼻窦炎, 黑热病, 淋巴结肿大 …); four
  of them say which is meant (这个病, 这个症状).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_13.py    # rewrites bench/sets/medical_everyday_13.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, TH, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_13.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("肺气肿这个病到底会有啥感觉啊，是不是光喘不上气", "has_symptom", "肺气肿", D),
    Q("体检血糖高，医生讲是II型糖尿病，平常身上会冒出啥信号", "has_symptom", "II型糖尿病", D),
    Q("媳妇怀孕吐得吃不下饭，我妈说这叫子病，子病还会有哪些表现呢", "has_symptom", "妊娠恶阻", D, mention="子病"),
    Q("以前人说的肺痨，除了咳血盗汗还会咋样", "has_symptom", "痨瘵", D, mention="肺痨"),
    Q("风湿科说我是显微镜下多动脉炎，这病身上会有哪些表现", "has_symptom", "显微镜下多血管炎", D, mention="显微镜下多动脉炎"),
    Q("摸到脖子上淋巴结肿大，这个症状可能是哪些病惹的", "has_symptom", "淋巴结肿大", S),
    # designated_to
    Q("孩子背有点歪，拍片说是脊柱侧弯，该挂那个科呀", "designated_to", "脊柱侧凸", D, mention="脊柱侧弯"),
    Q("情绪一阵高一阵低的双相情感障碍，看病挂啥科室好", "designated_to", "双相障碍", D, mention="双相情感障碍"),
    Q("手心脚心一天到晚冒汗，多汗症这个病归哪个科看呢", "designated_to", "多汗症", D),
    Q("一岁宝宝拉稀好几天了，婴幼儿腹泻是挂消化内科吗", "designated_to", "婴幼儿腹泻", D, named="消化内科"),
    Q("眼睛红、尿道疼、关节也肿，医生说像眼尿道关节炎综合征，挂啥科", "designated_to", "痢疾后综合征", D, mention="眼尿道关节炎综合征"),
    Q("风湿免疫科平时都看些什么病啊", "designated_to", "风湿免疫科", DEP),
    # checks
    Q("慢性鼻窦炎拖了好几年，上医院得做啥检查嘛", "checks", "慢性鼻窦炎", D),
    Q("胆石症是不是做个超声检查就能看出来", "checks", "胆石症", D, named="超声检查"),
    Q("膝盖长了骨质增生，去医院一般要拍啥片子做哪些检查", "checks", "关节退行性病变", D, mention="骨质增生"),
    Q("吃面食就拉肚子，怀疑是乳糜泻，医生会让做哪些检查呀", "checks", "麦胶性肠病", D, mention="乳糜泻"),
    Q("脖子粗了一圈，医生说是非毒性甲状腺肿，要查些啥项目", "checks", "单纯性甲状腺肿", D, mention="非毒性甲状腺肿"),
    Q("碘缺乏病到医院要化验哪些东西", "checks", "碘缺乏病", D),
    # has_complication
    Q("婴幼儿腹泻拖着不治，后面会牵扯出什么病", "has_complication", "婴幼儿腹泻", D),
    Q("阿米巴肝脓肿会不会破到肺里引起肺脓肿", "has_complication", "阿米巴肝脓肿", D, named="肺脓肿"),
    Q("昏睡性脑炎好了以后会不会留下啥病根", "has_complication", "流行性甲型脑炎", D, mention="昏睡性脑炎"),
    Q("梅毒感染要是一直不管，会不会弄成痴呆", "has_complication", "梅毒感染", D, named="痴呆"),
    Q("耳朵里起疱疹，医生说是膝状神经节炎，会不会落下面神经麻痹", "has_complication", "hunt综合征", D, mention="膝状神经节炎", named="面神经麻痹"),
    Q("脊柱侧凸有时候是别的病带出来的，是哪些病呢", "has_complication", "脊柱侧凸", D, reverse=True),
    # cures
    Q("书上说的pellagra，是不是吃烟酸片就行", "cures", "烟酸缺乏症", D, mention="pellagra", named="烟酸片"),
    Q("附件炎反反复复，医生一般给开啥消炎药", "cures", "附件炎", D),
    Q("胸痹心痛能打注射用血塞通吗", "cures", "胸痹心痛", D, named="注射用血塞通"),
    Q("周期性瘫痪一犯手脚就没劲，要补钾吃什么药啊", "cures", "周期性麻痹", D, mention="周期性瘫痪"),
    Q("肾母细胞癌要化疗的话用哪些药", "cures", "肾母细胞瘤", D, mention="肾母细胞癌"),
    Q("内脏利什曼病一般打什么针治", "cures", "黑热病", D, mention="内脏利什曼病"),
    # shown_on
    Q("Kaposi肉瘤一般长在身上哪些地方啊", "shown_on", "卡波西肉瘤", D, mention="Kaposi肉瘤"),
    Q("过敏性紫癜这个病，紫点子最爱出在哪儿呀", "shown_on", "过敏性紫癜", D),
    Q("肋软骨炎疼起来具体是哪个位置", "shown_on", "肋软骨炎", D),
    Q("盆腔淤血综合征是身上哪块出的毛病", "shown_on", "盆腔淤血综合征", D),
    Q("多肌炎和皮肌炎主要连累哪些肌肉", "shown_on", "多肌炎和皮肌炎", D),
    Q("哪些病专挑面部发作呢", "shown_on", "面部", BP),
    # has_alias
    Q("心脏神经症以前是不是叫别的名儿，这病严重不", "has_alias", "心脏神经症", D),
    Q("痢疾后综合征是不是就是Reiter综合征", "has_alias", "痢疾后综合征", D, named="Reiter综合征"),
    Q("B超单上写的卵巢静脉综合征，说的是哪个病", "has_alias", "卵巢静脉综合征", AL),
    Q("脱瘾症候群是个什么病的另一种说法呀", "has_alias", "脱瘾症候群", AL),
    Q("病历上写的特发性炎性肌病，对应的是哪个病名", "has_alias", "特发性炎性肌病", AL),
    Q("胸软骨痛指的是什么病嘛", "has_alias", "胸软骨痛", AL),
    # caused_by
    Q("好端端的怎么就自主神经功能紊乱了呢，是啥引起的", "caused_by", "植物神经紊乱", D, mention="自主神经功能紊乱"),
    Q("Fanconi综合征是遗传来的还是后天得的", "caused_by", "范可尼综合征", D, mention="Fanconi综合征"),
    Q("我就是多汗，一紧张更厉害，这是啥原因造成的", "caused_by", "多汗症", D, mention="多汗"),
    Q("大叶性肺炎是被什么细菌感染上的，会传染给家里人吗", "caused_by", "大叶性肺炎", D),
    Q("胸痹心痛中医讲是怎么落下的", "caused_by", "胸痹心痛", D),
    Q("天天喝大酒，酗酒会喝出哪些病来", "caused_by", "酗酒", CA),
    # has_risk_factor
    Q("遗传性乳腺癌跟哪些基因出岔子有关", "has_risk_factor", "遗传性乳腺癌", D),
    Q("恶性贫血是不是跟祖上血统有关，啥样的人风险高", "has_risk_factor", "恶性贫血", D),
    Q("在矿上干活，哪些情况会让人更容易得矽肺病", "has_risk_factor", "矽肺病", D),
    Q("急性髓性白血病哪些人风险更大，跟辐射沾边吗", "has_risk_factor", "急性髓性白血病", D),
    Q("生殖器疱疹感染是不是跟性生活史有关", "has_risk_factor", "生殖器疱疹感染", D, named="性生活史"),
    Q("林业工人在山里干活要提防哪些病", "has_risk_factor", "林业工人", CA),
    # common_in
    Q("哪类人最容易得戒酒综合征", "common_in", "戒酒综合征", D),
    Q("小叶性肺炎一般是多大的娃娃得", "common_in", "小儿支气管肺炎", D, mention="小叶性肺炎"),
    Q("弥漫性硬化这种脑子里的病，好发在哪个年纪的人身上", "common_in", "希尔德病", D, mention="弥漫性硬化"),
    Q("肠道阿米巴病是大人得得多还是小孩多", "common_in", "阿米巴肠病", D, mention="肠道阿米巴病"),
    Q("纤毛不动综合征多见于什么年纪的孩子", "common_in", "小儿原发性纤毛运动障碍", D, mention="纤毛不动综合征"),
    Q("育龄妇女常见哪些病呀", "common_in", "育龄妇女", PO),
    # prevalent_in
    Q("埃及血吸虫病主要在哪一带流行呀，国内有没有", "prevalent_in", "埃及血吸虫病", D),
    Q("听说荚膜组织胞浆菌病是美国那边的病，具体是哪一片高发啊", "prevalent_in", "荚膜组织胞浆菌病", D),
    Q("新生儿破伤风一般出现在啥样的地区", "prevalent_in", "新生儿破伤风", D),
    Q("自身免疫性胃炎在哪些国家多发嘛", "prevalent_in", "自身免疫性胃炎", D),
    Q("非洲那边隐球菌性脑膜炎多不多，主要是哪几个国家", "prevalent_in", "隐球菌性脑膜炎", D),
    Q("要去印度出差，那边哪些病比较流行", "prevalent_in", "印度", RE),
    # treated_with
    Q("肺气肿在家能做哪些治疗，要不要吸氧", "treated_with", "肺气肿", D),
    Q("双相障碍除了吃药还有啥治法", "treated_with", "双相障碍", D),
    Q("过敏性紫癜怎么个治法呀，能断根吗", "treated_with", "过敏性紫癜", D),
    Q("一戒酒就手抖出汗，这种戒酒综合征怎么治", "treated_with", "戒酒综合征", D),
    Q("盆腔淤血综合征轻的和重的各怎么治", "treated_with", "盆腔淤血综合征", D),
    Q("哪些病要靠血浆置换来治", "treated_with", "血浆置换", TH),
    # metastasizes_to
    Q("妈妈的病已经是转移性乳腺癌了，癌细胞还可能窜到身体哪里", "metastasizes_to", "转移性乳腺癌", D),
    Q("声门上型喉癌会先转到颈淋巴结吗", "metastasizes_to", "声门上型喉癌", D, named="颈淋巴结"),
    Q("类癌综合征的瘤子容易转到肝上吗", "metastasizes_to", "类癌综合征", D, named="肝"),
    Q("子宫内膜癌要是扩散了一般到哪些器官", "metastasizes_to", "子宫内膜癌", D),
    Q("宫颈癌往外转移的话会到哪呢", "metastasizes_to", "宫颈癌", D),
    # invades
    Q("肛门癌往周围长的话会长到哪", "invades", "肛门癌", D),
    Q("片子上看肾细胞癌挨着血管，这种癌会往静脉里钻吗", "invades", "肾细胞癌", D, named="静脉"),
    Q("腹主动脉瘤会侵犯到附近哪些地方", "invades", "腹主动脉瘤", D),
    Q("急性淋巴细胞白血病脖子上鼓起疙瘩，是病侵犯到淋巴结了吗", "invades", "急性淋巴细胞白血病", D, named="淋巴结"),
    Q("呼吸道白喉那层假膜，会往眼睛耳朵的黏膜上蔓延吗，侵犯哪些地方", "invades", "呼吸道白喉", D),
    # is_subtype_of
    Q("脑栓塞算是脑梗死的一种吗", "is_subtype_of", "脑栓塞", D, named="脑梗死"),
    Q("巨幼细胞性贫血归到哪一类贫血里去，要补叶酸吗", "is_subtype_of", "巨幼细胞性贫血", D),
    Q("周期性麻痹在分类上算不算肌病", "is_subtype_of", "周期性麻痹", D, named="肌病"),
    Q("卡波西肉瘤下面又分哪几种", "is_subtype_of", "卡波西肉瘤", D, reverse=True),
    Q("多汗症具体能分成几种类型呀", "is_subtype_of", "多汗症", D, reverse=True),
    Q("单纯疱疹病毒感染属于哪一大类病", "is_subtype_of", "单纯疱疹病毒感染", D),
    # related_disease
    Q("梅毒感染跟肾小球肾炎有关系吗", "related_disease", "梅毒感染", D, named="肾小球肾炎"),
    Q("半乳糖血症的孩子还会带着哪些相关的病", "related_disease", "半乳糖血症", D),
    Q("糖原贮积病还跟哪些病有牵连", "related_disease", "糖原贮积病", D),
    Q("扩张型心肌病的人会不会连带出心律方面的病，有哪些相关的", "related_disease", "扩张型心肌病", D),
    Q("矽肺病的人还要留心哪些相关的病", "related_disease", "矽肺病", D),
    Q("肝性脑病常常跟哪些病搅在一起", "related_disease", "肝性脑病", D),
    # differential_diagnosis
    Q("布加综合征看病时要跟啥病区分开", "differential_diagnosis", "布加综合征", D),
    Q("孩子上吐下泻说是病毒性胃肠炎，会不会其实是梅克尔憩室炎", "differential_diagnosis", "病毒性胃肠炎", D, named="梅克尔憩室炎"),
    Q("心境恶劣障碍和慢性重性抑郁症是一回事吗，要鉴别吗", "differential_diagnosis", "心境恶劣障碍", D, named="慢性重性抑郁症"),
    Q("自身免疫性胰腺炎会不会被误当成胰腺癌", "differential_diagnosis", "自身免疫性胰腺炎", D, named="胰腺癌"),
    Q("尿频尿痛像急性膀胱炎，还得排除哪些病", "differential_diagnosis", "急性膀胱炎", D),
    Q("练长跑的小伙心肌厚，医生在想是肥厚性心肌病还是运动员心脏，这俩咋分辨", "differential_diagnosis", "肥厚性心肌病", D, named="运动员心脏"),
    # indicated_for
    Q("医生给开了力百汀，这药是治啥的", "indicated_for", "阿莫西林/克拉维酸钾片", DR, mention="力百汀"),
    Q("打的甘乐能是管什么病的针呀", "indicated_for", "重组人干扰素α—2b注射液", DR, mention="甘乐能"),
    Q("克力芝是治艾滋病那种药吗，具体用在啥情况", "indicated_for", "洛匹那韦利托那韦片", DR, mention="克力芝"),
    Q("安康信能治痛风吗", "indicated_for", "依托考昔片", DR, mention="安康信", named="痛风"),
    Q("马来酸氨氯地平片除了降压还能治心绞痛吗", "indicated_for", "马来酸氨氯地平片", DR, named="心绞痛"),
    Q("倍博特是降压的吗，能用在哪些情况", "indicated_for", "缬沙坦氨氯地平片（I）", DR, mention="倍博特"),
    # has_adverse_reaction
    Q("奇曼丁吃了会上瘾吗，副作用大不大", "has_adverse_reaction", "盐酸曲马多缓释片", DR, mention="奇曼丁"),
    Q("吃泰尔丝嘴唇干得裂口子，还会有啥别的反应", "has_adverse_reaction", "异维A酸软胶囊", DR, mention="泰尔丝"),
    Q("枸橼酸西地那非片吃完会出现哪些不好的情况", "has_adverse_reaction", "枸橼酸西地那非片", DR),
    Q("甲氨蝶呤注射液打了以后身体会有什么反应", "has_adverse_reaction", "甲氨蝶呤注射液", DR),
    Q("氯雷他定分散片会让人乏力吗", "has_adverse_reaction", "氯雷他定分散片", DR, named="乏力"),
    Q("脸一阵阵潮红，会不会是吃了啥药引起的，哪些药会这样", "has_adverse_reaction", "潮红", S),
    # has_ingredient
    Q("多达一这个药里头有哪几样成分", "has_ingredient", "氨氯地平阿托伐他汀钙片", DR, mention="多达一"),
    Q("复代文里面是不是含氢氯噻嗪", "has_ingredient", "缬沙坦氢氯噻嗪片", DR, mention="复代文", named="氢氯噻嗪"),
    Q("阿奇霉素胶囊里装的主要是啥", "has_ingredient", "阿奇霉素胶囊", DR),
    Q("洛匹那韦利托那韦片每片含多少利托那韦，成分都有啥", "has_ingredient", "洛匹那韦利托那韦片", DR),
    Q("想避开人工牛黄，哪些药里掺了这味东西", "has_ingredient", "人工牛黄", IN),
    # is_a_level3
    Q("依托度酸片按用途算哪类药", "is_a_level3", "依托度酸片", DR),
    Q("注射用加替沙星是哪一类抗菌的药", "is_a_level3", "注射用加替沙星", DR),
    Q("安瑞宁是降糖药那一类的吗", "is_a_level3", "酒石酸罗格列酮分散片", DR, mention="安瑞宁", named="降糖药"),
    Q("甲氨蝶呤注射液按用途分是啥药", "is_a_level3", "甲氨蝶呤注射液", DR),
    Q("补铁的铁剂都包括哪些药", "is_a_level3", "铁剂", DC),
    # belongs_to
    Q("抑那通属于哪类药品啊", "belongs_to", "注射用醋酸亮丙瑞林微球", DR, mention="抑那通"),
    Q("来立信跟左氧氟沙星一样算喹诺酮类吗", "belongs_to", "乳酸左氧氟沙星氯化钠注射液", DR, mention="来立信", named="喹诺酮类"),
    Q("善存片在药店里归到哪个药品类别", "belongs_to", "多维元素片（29）", DR, mention="善存"),
    Q("盐酸莫西沙星注射液属于哪个药物大类", "belongs_to", "盐酸莫西沙星注射液", DR),
    Q("抗真菌药里头都有哪些药", "belongs_to", "抗真菌药", PC),
    # drug_has_alias
    Q("缬沙坦氨氯地平片（I）的商品名是不是叫倍博特", "drug_has_alias", "缬沙坦氨氯地平片（I）", DR, named="倍博特"),
    Q("脊髓灰质炎灭活疫苗有没有别的牌子名", "drug_has_alias", "脊髓灰质炎灭活疫苗", DR),
    Q("注射用重组人干扰素β1b在医院里大家叫它啥", "drug_has_alias", "注射用重组人干扰素β1b", DR),
    Q("倍泰龙是什么药的名字", "drug_has_alias", "倍泰龙", AL),
    Q("健尼哌是个啥药呀", "drug_has_alias", "健尼哌", AL),
    # mainly_treats
    Q("升麻主要拿来治什么病，一次用多少", "mainly_treats", "升麻", M),
    Q("首乌藤泡水喝能治失眠不，还能治啥", "mainly_treats", "夜交藤", M, mention="首乌藤"),
    Q("诃子含在嘴里能治咽痛吗", "mainly_treats", "诃子", M, named="咽痛"),
    Q("萝卜子是治什么的，听说能通便", "mainly_treats", "莱菔子", M, mention="萝卜子"),
    Q("侧柏叶除了生发还能治些啥毛病", "mainly_treats", "侧柏叶", M),
    Q("跌打肿痛可以用哪些草药", "mainly_treats", "跌打肿痛", D),
    # has_efficacy
    Q("桃仁吃了有哪些功效啊", "has_efficacy", "桃仁", M),
    Q("鸡血藤泡酒喝有什么好处", "has_efficacy", "鸡血藤", M),
    Q("益智子有啥功效，是补脑子的吗", "has_efficacy", "益智仁", M, mention="益智子"),
    Q("紫玉兰的花苞入药有什么效果", "has_efficacy", "辛夷", M, mention="紫玉兰"),
    Q("诃黎勒入药能起啥作用呀", "has_efficacy", "诃子", M, mention="诃黎勒"),
    Q("哪些药材能润肺止咳呀", "has_efficacy", "润肺止咳", EF),
    # distributed_in
    Q("蛇床子在咱们国家哪些地方长", "distributed_in", "蛇床子", M),
    Q("金毛狗脊产在哪里", "distributed_in", "狗脊", M, mention="金毛狗脊"),
    Q("番木鳖是国外来的吗，分布在哪些国家", "distributed_in", "马钱子", M, mention="番木鳖"),
    Q("怀牛膝是不是只有河南才有，还长在哪", "distributed_in", "牛膝", M, mention="怀牛膝"),
    Q("泽泻都是那些省份出的", "distributed_in", "泽泻", M),
    Q("去海南玩想顺便买点药材，那边土生土长的有哪些", "distributed_in", "海南", RE),
    # material_has_alias
    Q("虎杖在乡下一般叫啥", "material_has_alias", "虎杖", M),
    Q("佩兰还有些什么别的叫法", "material_has_alias", "佩兰", M),
    Q("苍术老百姓管它叫什么", "material_has_alias", "苍术", M),
    Q("川黄柏跟哪味药是一个东西", "material_has_alias", "川黄柏", AL),
    Q("窟窿牙根是哪种药材的土名", "material_has_alias", "窟窿牙根", AL),
    Q("莲叶入药的话正名叫什么", "material_has_alias", "莲叶", AL),
    # composed_of
    Q("八宝金药墨是拿哪些东西配的", "composed_of", "八宝金药墨", F),
    Q("柴芍六君丸里面都放了啥药", "composed_of", "柴芍六君丸", F),
    Q("八仙妙应丹里有雷丸吗", "composed_of", "八仙妙应丹", F, named="雷丸"),
    Q("八味定志丸是哪几味药配成的，能安神吗", "composed_of", "八物参术丸", F, mention="八味定志丸"),
    Q("大效虎骨散里真的有虎骨吗", "composed_of", "八效虎骨散", F, mention="大效虎骨散", named="虎骨"),
    Q("哪些方子会用到枳壳", "composed_of", "枳壳", IN),
    # formula_has_efficacy
    Q("清瘟败毒饮喝了能起啥作用", "formula_has_efficacy", "清瘟败毒饮", F),
    Q("月经量多喝的固冲汤，它能起到啥作用", "formula_has_efficacy", "固冲汤", F),
    Q("镇肝熄风汤主要起什么效果", "formula_has_efficacy", "镇肝熄风汤", F),
    Q("回阳救急汤的效用是啥呀", "formula_has_efficacy", "回阳救急汤", F),
    Q("想找个疏风清热的方子，有哪些", "formula_has_efficacy", "疏风清热", EF),
    # prescribed_for
    Q("八正散是治尿上什么毛病的", "prescribed_for", "八正散", F),
    Q("咳血方治的是哪种咳嗽", "prescribed_for", "咳血方", F),
    Q("清骨散能治低热不退吗", "prescribed_for", "清骨散", F, named="低热"),
    Q("半夏茯苓天麻汤对头晕恶心管用吗，主治啥", "prescribed_for", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤"),
    Q("老是自汗，有哪些方子对症", "prescribed_for", "自汗", D),
    Q("大陷胸汤对得上哪些病证", "prescribed_for", "大陷胸汤", F),
    # formula_has_alias
    Q("半夏白术天麻汤是不是也叫半夏茯苓天麻汤", "formula_has_alias", "半夏白术天麻汤", F, named="半夏茯苓天麻汤"),
    Q("巴戟浸酒另外还有个什么名", "formula_has_alias", "巴戟浸酒", F),
    Q("八效虎骨散在别的书里叫啥", "formula_has_alias", "八效虎骨散", F),
    Q("古书里的李子豫赤丸，现在对应哪张方子", "formula_has_alias", "李子豫赤丸", AL),
    Q("拓痞丸说的是哪一个方剂呀", "formula_has_alias", "拓痞丸", AL),
    # check_for_disease
    Q("腹部MRI检查能查出哪些毛病", "check_for_disease", "腹部MRI检查", C),
    Q("做盆腔CT检查能看出子宫肌瘤吗", "check_for_disease", "盆腔CT检查", C, named="子宫肌瘤"),
    Q("肾脏超声检查一般是为了排查什么病", "check_for_disease", "肾脏超声检查", C),
    Q("胃镜报告里提到EUS，这个能查出哪些病", "check_for_disease", "超声内镜检查", C, mention="EUS"),
    Q("拍片说有肺不张，一般用哪些检查来查它", "check_for_disease", "肺不张", D),
    # check_for_symptom
    Q("心音图检查是有啥症状的时候才做", "check_for_symptom", "心音图检查", C),
    Q("粪便量检查是冲着哪些不舒服去查的", "check_for_symptom", "粪便量检查", C),
    Q("补体C3测定一般是出现什么症状要查", "check_for_symptom", "补体C3测定", C),
    Q("心血管MRI检查对应的是哪些症状", "check_for_symptom", "心血管MRI检查", C),
    Q("肚子里摸到个包，腹部肿块该做哪些检查", "check_for_symptom", "腹部肿块", S),
    # performed_by
    Q("医生开了静脉尿路造影检查，拿着单子该去哪个科排队", "performed_by", "静脉尿路造影检查", C),
    Q("宝宝刚生下来要做新生儿筛查，是哪个科负责的", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("妇产科能做些什么检查", "performed_by", "妇产科", DEP),
    Q("消化科负责做哪样检查", "performed_by", "消化科", DEP),
    Q("EEG是神经科做的吗", "performed_by", "脑电图检查", C, mention="EEG", named="神经科"),
    # check_has_alias
    Q("肌电图检查用英文字母怎么简写", "check_has_alias", "肌电图检查", C),
    Q("超声内镜检查写在单子上常用啥字母代替", "check_has_alias", "超声内镜检查", C),
    Q("预约单上就写了EUS三个字母，这到底是做啥检查", "check_has_alias", "EUS", AL),
    Q("心电图检查在报告上印的英文简称是哪几个字母", "check_has_alias", "心电图检查", C),
    Q("神经科让做EMG，这个英文对应的是哪项检查", "check_has_alias", "EMG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day13"))
