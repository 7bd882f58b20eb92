"""Writes `medical_everyday_9.jsonl`, a ninth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the eight other everyday sets and, like the third to eighth, kept as a held-out
measure: nothing in it was chosen or reworded after seeing how the project answers it. Other
diseases, drugs, medicinal materials, formulas and checks than the twelve other sets wherever the
network allows (173 of the 196 questions name an entity by a name no other set uses); the relation
types whose records every earlier set already asks about (prevalent_in, invades, metastasizes_to,
performed_by, formula_has_alias, check_has_alias) bring a few back (莱姆病, 肛管癌, 声门上型喉癌, 宫腔镜检查,
黄土汤, 超声内镜检查 …), asked another way or from the relation's target end. Every relation type of the
network is asked four to six times (196 questions), by patients, parents, elderly people, pharmacists,
students and people who use traditional Chinese medicine.

The wording avoids the earlier sets' phrasings: other verbs and sentence shapes (会引出哪些要命的问题,
后头还可能摊上什么病, 会跟哪些病凑在一块儿, 塞什么药好啊, 要去哪个科约), the particles 呢/啊/呀/嘛, run-on
questions with a clause of context (56), two slips a phone keyboard makes where the network's name stays
intact (要做那些检测嘛, 再哪个科室预约呢), and double questions whose first part is the one asked about
(肺大疱是什么病啊，要开刀吗 and 狼疮性心包炎是个啥病，严不严重啊 ask for the parent disease; 阿莫仙是青霉素类的不，
我青霉素过敏能不能打 for the product class). Thirty name the one neighbour they ask about, 21 are asked from
the relation's target end (哪些病会往胆道里侵犯, 贵州出产哪些药材), and some are about names several records
carry, with the wording saying which is meant (疥疮, 雀斑, 扁平疣, 粟丘疹 and 肠梗阻 as diseases: 这个病,
这个皮肤病; 早饱 and 眼睑闭合障碍 as symptoms: 这个症状).

Names inside names: 83 questions are about a record whose name holds the name of another disease,
symptom, drug, check, material or formula record of three characters or more, or lies inside a longer
one, asked the way people say them (小儿慢性胃炎 holds 慢性胃炎, 阵发性室上性心动过速 holds 室上性心动过速,
急性蝶窦炎, 狼疮性心包炎, 细菌性阴道炎, 胆囊结石病, 慢性稳定型心绞痛, 小儿肝衰竭, 妊娠期急性脂肪肝,
胸腔积液临床化学检查, 眼球突出度检查, 无痛胃镜检查; 腮腺炎 lies inside 流行性腮腺炎 and 腮腺炎片, 肠梗阻
inside 小肠梗阻 and 大肠梗阻, 吉非替尼 inside 吉非替尼片).

About one question in four (53 of 196) names its entity by an alias the network records for that very
instance, of many kinds: drug trade names (17 questions, below), folk or old names of diseases (更年期综合征,
换肾, 暴发火眼, 矮人病, 失枕, 四六风, 草莓胆囊, 食物过敏), English abbreviations (SBO, VSD, MND), the formal name
of a folk one (肱骨外上髁炎 for 网球肘), names with a part dropped, added or reworded (腰椎管狭窄 without 症,
厌食症 without 神经性, 精神病 for 精神疾病, 胰性脑病, 不安肢综合征, 成骨肉瘤, 冠状动脉心肌桥, 急性充血性心力衰竭,
淤积性湿疹, 巨食管, 胆脂瘤, 妊娠特发性脂肪肝, 年龄相关性黄斑变性, 老年性白内障, 滴虫性阴道炎), medicinal
material aliases (秦白皮, 玉米根, 大麦芽, 九香树, 梧桐蔃, 甜茶根, 君子仁) and a formula alias (八味定志丸).
Twelve more ask what an alias stands for (锁肛, 象皮肿, 算盘珠病, 爱德儿康, 安瑞宁, 殊奇, 六月菊, 对节参, 毛叶草,
八味定志丸, EUS, EMG). Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure
every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 17 questions name a drug by a trade name its record's `trade_name` property lists
(阿多停, 易瑞沙, 新康泰克（蓝色装）, 博那痛, 恩度 twice, 合心爽, 易维适, 沐而畅, 固令, 康必得, 显克欣, 必嗽平,
利凡诺, 更宝芬, 科泰复, 阿莫仙). Every one of these names is also a drug record of its own (the source
writes the product twice). They are labelled as in the first and eighth sets: the gold entity is the
standard record (厄多司坦胶囊, 吉非替尼片, 复方盐酸伪麻黄碱缓释胶囊, 氨酚待因片（I）, 重组人血管内皮抑制素注射液,
盐酸地尔硫卓片, 乙酰半胱氨酸胶囊, 布地奈德吸入粉雾剂, 氯膦酸二钠片, 复方氨酚葡锌片, 复方酮康唑乳膏,
盐酸溴己新注射液, 乳酸依沙吖啶注射液, 普罗雌烯乳膏, 双氢青蒿素哌喹片, 注射用阿莫西林钠), the mention is the
trade name and the line is tagged `alias`, because a patient holding the box asks about the medicine,
and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (22 questions besides the trade names); the gold record
is the one the question is judged to mean:
- 老年性白内障 and 年龄相关性白内障 are two disease records, each the other's alias. "老年性白内障一直拖着不做
  手术，后面会不会闹出青光眼" is about 年龄相关性白内障 (by its alias): the complications are recorded
  there and the question asks what follows; "老年性白内障视力掉到啥程度要治，怎么治" is about the record
  老年性白内障 itself, which holds the therapies.
- 滴虫性阴道炎 is a disease record and an alias of 阴道毛滴虫病: "滴虫性阴道炎又犯了，塞什么药好啊" is about the
  record 滴虫性阴道炎 (by its name; it holds the drugs), "滴虫性阴道炎这病具体落在身上哪个部位" about
  阴道毛滴虫病 (by its alias; it holds the site).
- 良性阵发性位置性眩晕 is a disease record and an alias of 耳石症; the question names it in full and asks
  for the department, so it is about that record by its name.
- 食物过敏 is a disease record and an alias of 小儿食物变态反应; "小孩子食物过敏会出现哪些情况嘛" asks about a
  child, so it is about 小儿食物变态反应.
- 更年期综合征, 暴发火眼, 厌食症, 精神病, 胆脂瘤, 急性充血性心力衰竭 and 年龄相关性黄斑变性 are disease records
  with no relation of their own as well as aliases of 围绝经期综合征, 急性结膜炎, 神经性厌食症, 精神疾病,
  上皮样囊肿, 急性心力衰竭 and 老年性黄斑变性; each question is about the record that lists the alias.
- 麻黄汤 and 菝葜汤 are formula records and aliases of 麻黄调心泄热汤 and 菝葜八味汤; the questions ask
  about the well-known 麻黄汤 (发汗) and about a formula of 菝葜 alone, so each is about the record of its
  own name.
- 肾细胞癌 is a disease record and an alias of 肾癌; the question is about the record of its name.
- 象皮肿 is the alias of two disease records (下肢淋巴水肿, 淋巴水肿); "象皮肿说的是什么病" is about the alias
  instance, answered by both.
- 爱德儿康, 安瑞宁 and 殊奇 are drug records as well as drug_has_alias aliases, EUS and EMG check records as
  well as check_has_alias aliases; the five questions ask which drug or check the name stands for, so
  their gold is the alias instance, answered by the record that lists it.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_9.py     # rewrites bench/sets/medical_everyday_9.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_9.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("落枕了脖子转不动，除了疼还会有啥感觉呀", "has_symptom", "落枕", D),
    Q("病历上写的MND是不是渐冻人那个病，它都会有哪些表现", "has_symptom", "运动神经元病", D, mention="MND"),
    Q("我妈五十多了老是一阵阵潮热出汗，更年期综合征还会有别的表现吗", "has_symptom", "围绝经期综合征", D,
      mention="更年期综合征"),
    Q("浑身痒晚上更厉害，怕是疥疮，这个病身上会起些啥", "has_symptom", "疥疮", D),
    Q("吃两口就饱了，早饱这个症状是哪些病闹的啊", "has_symptom", "早饱", S),
    Q("小孩子食物过敏会出现哪些情况嘛", "has_symptom", "小儿食物变态反应", D, mention="食物过敏"),
    # designated_to
    Q("脸上冒出好多白色小颗粒，医生说是粟丘疹，这病该挂皮肤科还是别的科呢", "designated_to", "粟丘疹", D),
    Q("手腕上鼓了个包，说是腱鞘囊肿，要找啥科的大夫", "designated_to", "腱鞘囊肿", D),
    Q("家里人等着换肾，到医院先去哪个科问", "designated_to", "肾移植", D, mention="换肾"),
    Q("孩子体检查出来VSD，心脏上的毛病，应该挂哪个科呀", "designated_to", "室间隔缺损", D, mention="VSD"),
    Q("良性阵发性位置性眩晕这名字太长了记不住，看病找哪一科", "designated_to", "良性阵发性位置性眩晕", D),
    Q("暴发火眼两只眼通红，上医院该挂啥号", "designated_to", "急性结膜炎", D, mention="暴发火眼"),
    # checks
    Q("农民肺要拍片子吗，一般都查啥", "checks", "农民肺", D),
    Q("结婚两年怀不上，医生怀疑排卵障碍，那要做那些检测嘛", "checks", "排卵障碍", D),
    Q("孩子的小儿慢性胃炎老不好，是不是得做胃镜检查", "checks", "小儿慢性胃炎", D, named="胃镜检查"),
    Q("急性充血性心力衰竭送到医院一般要做哪些检查", "checks", "急性心力衰竭", D, mention="急性充血性心力衰竭"),
    Q("耳朵里长了胆脂瘤，一般拍什么片子确诊", "checks", "上皮样囊肿", D, mention="胆脂瘤"),
    Q("出院小结上写着SBO，这个要做啥检查", "checks", "小肠梗阻", D, mention="SBO"),
    # has_complication
    Q("食管自发性破裂要是没及时处理，会引出哪些要命的问题", "has_complication", "食管自发性破裂", D),
    Q("老年性白内障一直拖着不做手术，后面会不会闹出青光眼", "has_complication", "年龄相关性白内障", D,
      mention="老年性白内障", named="青光眼"),
    Q("阵发性室上性心动过速老是犯，会不会哪天晕厥过去", "has_complication", "阵发性室上性心动过速", D, named="晕厥"),
    Q("肠梗阻这个病做完手术还得防着后面添哪些病", "has_complication", "肠梗阻", D),
    Q("胰性脑病的病人后头还可能摊上什么病", "has_complication", "胰腺脑病综合征", D, mention="胰性脑病"),
    Q("细菌性阴道炎不当回事的话，会不会带出别的妇科病", "has_complication", "细菌性阴道炎", D),
    # cures
    Q("阴囊湿疹痒得睡不着，抹什么药膏好呢", "cures", "阴囊湿疹", D),
    Q("寻常痤疮用啥药效果好，脸上全是痘", "cures", "寻常痤疮", D),
    Q("矮人病是缺硒闹的吧，医生一般给吃什么药", "cures", "大骨节病", D, mention="矮人病"),
    Q("胆囊结石病吃熊去氧胆酸胶囊管用不", "cures", "胆囊结石病", D, named="熊去氧胆酸胶囊"),
    Q("滴虫性阴道炎又犯了，塞什么药好啊", "cures", "滴虫性阴道炎", D),
    Q("骨头上长了成骨肉瘤，化疗用哪些药", "cures", "骨肉瘤", D, mention="成骨肉瘤"),
    # shown_on
    Q("雀斑这个病一般长在脸上哪块", "shown_on", "雀斑", D),
    Q("扁平疣这个皮肤病爱长在哪儿呀", "shown_on", "扁平疣", D),
    Q("间质瘤都长在哪些器官上", "shown_on", "间质瘤", D),
    Q("滴虫性阴道炎这病具体落在身上哪个部位", "shown_on", "阴道毛滴虫病", D, mention="滴虫性阴道炎"),
    Q("不安肢综合征难受的地方主要在哪", "shown_on", "不安腿综合征", D, mention="不安肢综合征"),
    Q("哪些病会表现在玻璃体上", "shown_on", "玻璃体", BP),
    # has_alias
    Q("落枕在中医书里还有个叫法吗", "has_alias", "落枕", D),
    Q("网球肘医学上的正式名字叫啥", "has_alias", "网球肘", D),
    Q("大骨节病老家那边俗称什么病", "has_alias", "大骨节病", D),
    Q("锁肛是哪种病的别称呀", "has_alias", "锁肛", AL),
    Q("象皮肿说的是什么病", "has_alias", "象皮肿", AL),
    Q("算盘珠病到底是个啥病呢", "has_alias", "算盘珠病", AL),
    # caused_by
    Q("小儿肝衰竭是怎么搞出来的呀", "caused_by", "小儿肝衰竭", D),
    Q("脊椎外伤一般都是咋弄伤的", "caused_by", "脊椎外伤", D),
    Q("时行感冒是怎么得的，跟天气变化有关系吗", "caused_by", "时行感冒", D),
    Q("闺女减肥减成了厌食症，这病到底是心理问题还是身体问题，病因是啥", "caused_by", "神经性厌食症", D,
      mention="厌食症"),
    Q("腰椎管狭窄是人老了退化引起的吗", "caused_by", "腰椎椎管狭窄症", D, mention="腰椎管狭窄"),
    Q("环境缺碘会导致什么病", "caused_by", "环境缺碘", CA),
    # has_risk_factor
    Q("哪些情况容易让人猝死呢", "has_risk_factor", "猝死", D),
    Q("喝酒是不是容易得糜烂性胃炎", "has_risk_factor", "糜烂性胃炎", D, named="酒精"),
    Q("腮腺炎这种病哪些人最容易被传上", "has_risk_factor", "腮腺炎", D),
    Q("坐长途飞机一动不动会不会得肺栓塞，危险因素都有哪些", "has_risk_factor", "肺栓塞", D),
    Q("慢性稳定型心绞痛一般是啥情况下诱发的", "has_risk_factor", "慢性稳定型心绞痛", D),
    Q("口腔放疗做完容易落下什么病", "has_risk_factor", "口腔放疗", CA),
    # common_in
    Q("B超说是草莓胆囊，这个病多发在什么年纪的人身上", "common_in", "胆囊胆固醇沉着症", D, mention="草莓胆囊"),
    Q("耳石症是不是中年人容易得", "common_in", "耳石症", D, named="中年人"),
    Q("鸡眼这玩意儿一般是哪类人容易有", "common_in", "鸡眼", D),
    Q("家庭主妇容易得哪些病呀", "common_in", "家庭主妇", PO),
    Q("肱骨外上髁炎是干哪些活儿的人容易得的", "common_in", "网球肘", D, mention="肱骨外上髁炎"),
    Q("妊娠特发性脂肪肝都是哪些孕妇容易碰上", "common_in", "妊娠期急性脂肪肝", D, mention="妊娠特发性脂肪肝"),
    # prevalent_in
    Q("莱姆病在美国哪一带比较多", "prevalent_in", "莱姆病", D),
    Q("隐球菌性脑膜炎在哪几个国家特别多啊", "prevalent_in", "隐球菌性脑膜炎", D),
    Q("印度那边流行啥传染病", "prevalent_in", "印度", RE),
    Q("球孢子菌病是在美国西南部那边才有吗", "prevalent_in", "球孢子菌病", D, named="美国西南部"),
    Q("铍中毒在哪类国家更常见", "prevalent_in", "铍中毒", D),
    Q("老辈人说的四六风，现在哪些地方还多见啊", "prevalent_in", "新生儿破伤风", D, mention="四六风"),
    # treated_with
    Q("眼眶假瘤除了开刀还有什么办法治呢", "treated_with", "眼眶假瘤", D),
    Q("年龄相关性黄斑变性现在都有哪些疗法", "treated_with", "老年性黄斑变性", D, mention="年龄相关性黄斑变性"),
    Q("查出来有冠状动脉心肌桥，能不能做个手术松开", "treated_with", "心肌桥", D, mention="冠状动脉心肌桥",
      named="外科松解术"),
    Q("早上起来失枕了，有哪些治法呀，按摩算不算", "treated_with", "落枕", D, mention="失枕"),
    Q("老年性白内障视力掉到啥程度要治，怎么治", "treated_with", "老年性白内障", D),
    Q("淤积性湿疹要怎么治才能好", "treated_with", "淤积性皮炎", D, mention="淤积性湿疹"),
    # metastasizes_to
    Q("心内膜炎感染的赘生物会跑到哪个瓣膜上", "metastasizes_to", "心内膜炎感染", D),
    Q("声门上型喉癌晚了会往哪儿转", "metastasizes_to", "声门上型喉癌", D),
    Q("类癌综合征一般转移到哪个脏器去", "metastasizes_to", "类癌综合征", D),
    Q("哪些癌会转移到肾上腺", "metastasizes_to", "肾上腺", BP),
    # invades
    Q("肛管癌会往周围什么地方长进去", "invades", "肛管癌", D),
    Q("皮肤白喉除了皮肤还会侵犯哪里", "invades", "皮肤白喉", D),
    Q("肾细胞癌长大了会侵到哪些结构", "invades", "肾细胞癌", D),
    Q("慢性淋巴细胞白血病会浸润到哪些器官去", "invades", "慢性淋巴细胞白血病", D),
    Q("哪些病会往胆道里侵犯", "invades", "胆道", BP),
    # is_subtype_of
    Q("肺大疱是什么病啊，要开刀吗", "is_subtype_of", "肺大疱", D),
    Q("急性蝶窦炎属于哪一类鼻窦的病", "is_subtype_of", "急性蝶窦炎", D),
    Q("狼疮性心包炎是个啥病，严不严重啊", "is_subtype_of", "狼疮性心包炎", D),
    Q("巨食管是哪一类的病，会不会癌变", "is_subtype_of", "贲门失弛缓症", D, mention="巨食管"),
    Q("青少年肌阵挛癫痫算是癫痫病的一种吗", "is_subtype_of", "青少年肌阵挛癫痫", D, named="癫痫病"),
    Q("阵发性心动过速这个病下面都分哪几型", "is_subtype_of", "阵发性心动过速", D, reverse=True),
    # related_disease
    Q("胸腺瘤会跟哪些病凑在一块儿", "related_disease", "胸腺瘤", D),
    Q("钩端螺旋体病跟哪些病有牵连", "related_disease", "钩端螺旋体病", D),
    Q("怀孕后期查出妊娠期急性脂肪肝，它跟哪些病有关系呀", "related_disease", "妊娠期急性脂肪肝", D),
    Q("换肾的人跟肾小球肾炎有关联吗", "related_disease", "肾移植", D, mention="换肾", named="肾小球肾炎"),
    Q("支气管类癌肿瘤会连带出啥综合征", "related_disease", "支气管类癌肿瘤", D),
    Q("肠梗阻跟哪些病扯在一块", "related_disease", "肠梗阻", D),
    # differential_diagnosis
    Q("口腔黏膜炎会不会被看成口腔念珠菌病", "differential_diagnosis", "口腔黏膜炎", D, named="口腔念珠菌病"),
    Q("胸痛这个病得先分清是哪种，要鉴别啥", "differential_diagnosis", "胸痛", D),
    Q("精神病要跟什么毛病区分开来", "differential_diagnosis", "精神疾病", D, mention="精神病"),
    Q("高结合型胆红素血症要跟哪些病鉴别呀", "differential_diagnosis", "高结合型胆红素血症", D),
    Q("移植物抗宿主病还得分辨是急性还是慢性的吗", "differential_diagnosis", "移植物抗宿主病", D),
    # indicated_for
    Q("老爷子咳痰咳不出来，医生开了阿多停，这药主要治啥", "indicated_for", "厄多司坦胶囊", DR, mention="阿多停"),
    Q("易瑞沙是治哪种肺癌的", "indicated_for", "吉非替尼片", DR, mention="易瑞沙"),
    Q("新康泰克（蓝色装）能治鼻窦炎吗", "indicated_for", "复方盐酸伪麻黄碱缓释胶囊", DR,
      mention="新康泰克（蓝色装）", named="鼻窦炎"),
    Q("博那痛治牙痛管用不", "indicated_for", "氨酚待因片（I）", DR, mention="博那痛", named="牙痛"),
    Q("氢醌乳膏能淡化雀斑吗", "indicated_for", "氢醌乳膏", DR, named="雀斑"),
    Q("恩度是用在哪种癌上的药", "indicated_for", "重组人血管内皮抑制素注射液", DR, mention="恩度"),
    # has_adverse_reaction
    Q("合心爽吃久了有什么副作用呀", "has_adverse_reaction", "盐酸地尔硫卓片", DR, mention="合心爽"),
    Q("易维适是化痰的，吃了会恶心吗", "has_adverse_reaction", "乙酰半胱氨酸胶囊", DR, mention="易维适", named="恶心"),
    Q("吡罗昔康凝胶抹了皮肤会不会发红发痒啊", "has_adverse_reaction", "吡罗昔康凝胶", DR),
    Q("沐而畅吸完嗓子不舒服，它都有哪些副作用呢", "has_adverse_reaction", "布地奈德吸入粉雾剂", DR, mention="沐而畅"),
    Q("我妈骨转移在吃固令，胃里老难受，这药还有哪些副作用", "has_adverse_reaction", "氯膦酸二钠片", DR, mention="固令"),
    Q("吃了啥药会变成满月脸", "has_adverse_reaction", "满月脸", S),
    # has_ingredient
    Q("康必得里头都有什么成分啊", "has_ingredient", "复方氨酚葡锌片", DR, mention="康必得"),
    Q("显克欣是含激素的药膏吗，主要成分有哪些", "has_ingredient", "复方酮康唑乳膏", DR, mention="显克欣"),
    Q("莱阳梨止咳糖浆真的有梨吗", "has_ingredient", "莱阳梨止咳糖浆", DR, named="梨"),
    Q("普罗雌烯乳膏里的有效成分是什么", "has_ingredient", "普罗雌烯乳膏", DR),
    Q("哪些药里头含有吉非替尼", "has_ingredient", "吉非替尼", IN),
    Q("双扑伪麻分散片含对乙酰氨基酚吗", "has_ingredient", "双扑伪麻分散片", DR, named="对乙酰氨基酚"),
    # is_a_level3
    Q("必嗽平是哪一类药", "is_a_level3", "盐酸溴己新注射液", DR, mention="必嗽平"),
    Q("利凡诺算是什么类别的药物", "is_a_level3", "乳酸依沙吖啶注射液", DR, mention="利凡诺"),
    Q("曲昔匹特片归在哪类药里头", "is_a_level3", "曲昔匹特片", DR),
    Q("妇科医生开的更宝芬是哪类激素药", "is_a_level3", "普罗雌烯乳膏", DR, mention="更宝芬"),
    Q("环酯红霉素胶囊是不是抗生素", "is_a_level3", "环酯红霉素胶囊", DR, named="抗生素类"),
    Q("粘液溶解药都有哪些，我想找个化痰的", "is_a_level3", "粘液溶解药", DC),
    # belongs_to
    Q("科泰复按药品分类属于啥", "belongs_to", "双氢青蒿素哌喹片", DR, mention="科泰复"),
    Q("氨酚待因片（I）是归到哪类药品的", "belongs_to", "氨酚待因片（I）", DR),
    Q("吉非替尼片属于哪个大类的药啊，是不是靶向药", "belongs_to", "吉非替尼片", DR),
    Q("特洛伪麻胶囊是非甾体抗炎药吗", "belongs_to", "特洛伪麻胶囊", DR, named="非甾体抗炎药"),
    Q("阿莫仙是青霉素类的不，我青霉素过敏能不能打", "belongs_to", "注射用阿莫西林钠", DR, mention="阿莫仙"),
    Q("抗疟药有哪些品种", "belongs_to", "抗疟药", PC),
    # drug_has_alias
    Q("爱德儿康的通用名叫啥", "drug_has_alias", "爱德儿康", AL),
    Q("安瑞宁是降糖药吧，它正式的名字是哪个", "drug_has_alias", "安瑞宁", AL),
    Q("殊奇这个药说明书上的学名是什么", "drug_has_alias", "殊奇", AL),
    Q("曲昔匹特片有别的叫法吗", "drug_has_alias", "曲昔匹特片", DR),
    Q("环酯红霉素胶囊的商品名是啥", "drug_has_alias", "环酯红霉素胶囊", DR),
    Q("恩度的英文名叫什么", "drug_has_alias", "重组人血管内皮抑制素注射液", DR, mention="恩度"),
    # mainly_treats
    Q("秦白皮主要治什么", "mainly_treats", "秦皮", M, mention="秦白皮"),
    Q("梧桐根泡酒能治关节疼痛吗", "mainly_treats", "梧桐根", M, named="关节疼痛"),
    Q("使君子是打虫子的吧，能治哪些病", "mainly_treats", "使君子", M),
    Q("银箔这东西还能入药啊，治啥的", "mainly_treats", "银箔", M),
    Q("哪些药材能治乳汁郁积", "mainly_treats", "乳汁郁积", D),
    Q("玉米根煮水喝能治啥毛病", "mainly_treats", "玉蜀黍根", M, mention="玉米根"),
    # has_efficacy
    Q("大麦芽有什么功效，听说能回奶", "has_efficacy", "麦芽", M, mention="大麦芽"),
    Q("九香树入药的功效是什么", "has_efficacy", "九里香", M, mention="九香树"),
    Q("西青果含着能起什么作用", "has_efficacy", "西青果", M),
    Q("梧桐蔃拿来入药有啥功效", "has_efficacy", "梧桐根", M, mention="梧桐蔃"),
    Q("断节参是补肾的吗", "has_efficacy", "断节参", M, named="补肾壮腰"),
    Q("想杀虫消积的话可以用哪些药材", "has_efficacy", "杀虫消积", EF),
    # distributed_in
    Q("大花柳叶菜野生的在哪些省份能找到", "distributed_in", "大花柳叶菜", M),
    Q("白杜鹃花在南方哪些地方有", "distributed_in", "白杜鹃花", M),
    Q("黄花参在贵州有没有", "distributed_in", "黄花参", M, named="贵州"),
    Q("甜茶根这种药材产在哪儿", "distributed_in", "多穗石柯根", M, mention="甜茶根"),
    Q("君子仁这味药在哪些省有产", "distributed_in", "使君子", M, mention="君子仁"),
    Q("贵州出产哪些药材", "distributed_in", "贵州", RE),
    # material_has_alias
    Q("猪肤就是猪皮吗", "material_has_alias", "猪肤", M, named="猪皮"),
    Q("西瓜霜还叫什么名", "material_has_alias", "西瓜霜", M),
    Q("六月菊是哪味药的别名", "material_has_alias", "六月菊", AL),
    Q("宜昌荚蒾民间都怎么叫它", "material_has_alias", "宜昌荚蒾", M),
    Q("对节参说的是哪个药材", "material_has_alias", "对节参", AL),
    Q("毛叶草指的是啥药", "material_has_alias", "毛叶草", AL),
    # composed_of
    Q("八贤散用的是哪几味药", "composed_of", "八贤散", F),
    Q("白清胃散里有冰片吗", "composed_of", "白清胃散", F, named="冰片"),
    Q("麻桂各半汤抓药时要抓哪些", "composed_of", "麻桂各半汤", F),
    Q("菝葜汤就只用菝葜一味药吗", "composed_of", "菝葜汤", F, named="菝葜"),
    Q("哪些方子用到了天麻", "composed_of", "天麻", IN),
    # formula_has_efficacy
    Q("五仁丸吃了能通便吗", "formula_has_efficacy", "五仁丸", F, named="润肠通便"),
    Q("清燥救肺汤是干嘛用的，有什么功效呀", "formula_has_efficacy", "清燥救肺汤", F),
    Q("八味定志丸有哪些功用", "formula_has_efficacy", "八物参术丸", F, mention="八味定志丸"),
    Q("麻黄汤是发汗的方子吗，还有啥功效", "formula_has_efficacy", "麻黄汤", F),
    Q("瓜蒌薤白白酒汤起的是什么作用", "formula_has_efficacy", "瓜蒌薤白白酒汤", F),
    Q("能疏风散寒的方剂有哪些", "formula_has_efficacy", "疏风散寒", EF),
    # prescribed_for
    Q("桑菊饮是治风温初起的吗", "prescribed_for", "桑菊饮", F, named="风温初起"),
    Q("三仁汤用于什么证候", "prescribed_for", "三仁汤", F),
    Q("疏凿饮子能消水肿吗，还管啥", "prescribed_for", "疏凿饮子", F),
    Q("白清胃散治牙疼吗，主治哪些", "prescribed_for", "白清胃散", F),
    Q("胸痹可以用哪些方子", "prescribed_for", "胸痹", D),
    # formula_has_alias
    Q("八味定志丸是哪个方子的异名", "formula_has_alias", "八味定志丸", AL),
    Q("八物参术丸还有哪些叫法", "formula_has_alias", "八物参术丸", F),
    Q("麻黄调心泄热汤简单点叫什么呀", "formula_has_alias", "麻黄调心泄热汤", F),
    Q("黄土汤在别的医书里写成什么名字", "formula_has_alias", "黄土汤", F),
    # check_for_disease
    Q("抽血查肝纤维化指标检查能看出哪些肝病", "check_for_disease", "肝纤维化指标检查", C),
    Q("黄疸检查是专门查新生儿黄疸的吗", "check_for_disease", "黄疸检查", C, named="新生儿黄疸"),
    Q("红细胞碱粒凝聚试验是查铅中毒的吧，还能查啥", "check_for_disease", "红细胞碱粒凝聚试验", C),
    Q("维生素A检查能诊断出什么病", "check_for_disease", "维生素A检查", C),
    Q("膀胱叩诊是为了查什么病", "check_for_disease", "膀胱叩诊", C),
    # check_for_symptom
    Q("眼球突出度检查是眼睛出了啥状况才查的", "check_for_symptom", "眼球突出度检查", C),
    Q("血氨检查跟哪些症状有关", "check_for_symptom", "血氨检查", C),
    Q("全血乳酸测定是休克的时候查吗", "check_for_symptom", "全血乳酸测定", C, named="休克"),
    Q("胸腔积液临床化学检查针对的是什么症状", "check_for_symptom", "胸腔积液临床化学检查", C),
    Q("眼睛老是闭不严实，眼睑闭合障碍得做哪几样检查", "check_for_symptom", "眼睑闭合障碍", S),
    # performed_by
    Q("宫腔镜检查是妇产科做的吧", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("心血管造影检查要去哪个科约", "performed_by", "心血管造影检查", C),
    Q("神经科那边能做哪些检查啊", "performed_by", "神经科", DEP),
    Q("无痛胃镜检查再哪个科室预约呢", "performed_by", "无痛胃镜检查", C),
    # check_has_alias
    Q("超声内镜检查报告上写的英文缩写是啥", "check_has_alias", "超声内镜检查", C),
    Q("EUS是什么检查呀", "check_has_alias", "EUS", AL),
    Q("EMG是哪项检查的英文简称", "check_has_alias", "EMG", AL),
    Q("肌电图检查的英文全称叫什么", "check_has_alias", "肌电图检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day9"))
