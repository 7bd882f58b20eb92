"""Writes `medical_everyday_20.jsonl`, a twentieth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to nineteenth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 203 questions, every
relation type of the network asked four to seven times, by the people who would type them on a phone: patients,
parents (宝宝嘴里白白的, 孩子链球菌感染后尿里有血), grown children asking for their parents (我妈七十了, 我爸血压高又抽烟,
老爷子脑梗了), a sister, a nurse (护士站说的, ICU里用的), a pharmacist's colleague, a student revising formulas, people
travelling abroad, and people who use herbs (煲凉茶用的, 在山上被蛇咬伤了). Other diseases, drugs, medicinal
materials, formulas and checks than the twenty-three other sets (the shipped dev set, everyday sets 1 to 19 and the
three alias sets) wherever the network allows; the exceptions are in the relation types whose few records every
earlier set already asks about (prevalent_in, metastasizes_to, invades, differential_diagnosis, formula_has_alias,
performed_by, check_has_alias, and the alias instances drug_has_alias and formula_has_alias record), asked another
way, about one neighbour, or from the relation's target end, and a few target-end questions (糖尿病患者, 泰国,
发展中国家). None of its records or names is one the second alias set uses. No question repeats one of theirs, and
none shares more than 72% of its character pairs with one of theirs.

The wording is half and half. 104 questions are full questions as typed into a forum or a message, with full-width
punctuation, often a clause of context first (一到冬天就手脚冰凉, 孕晚期出血, 体检说高胆固醇血症). 99 are chat-box
fragments: no punctuation, spaces where commas would be (睡眠障碍 去医院查什么项目, 了哥王根 主治, 肛门癌 远处转移 常见部位),
and run-on double questions whose first part is the one asked (气胸住院要做哪些检查，光拍个胸片够不够？ asks for the checks,
黏液黏稠病是怎么来的，会遗传吗？ for the cause, 原发性肝癌男的多还是女的多？什么年纪的人容易得？ for the population). 19 carry
the particles 呢/啊/呀/嘛/哈. 25 questions name the one neighbour they ask about (急性咽炎…是挂耳鼻喉科吗？,
子宫内膜癌会不会转到肺上去啊？, 检眼镜检查法能看出糖尿病吗？), and 11 besides the alias questions below are asked from the
relation's target end (做了溶栓治疗 会增加哪些病的风险呀, 含艾瑞昔布的药都有哪些？, 在山上被蛇咬伤了 有哪些草药能治,
儿科 负责做的检查 有哪些, 念珠菌病下面分哪几种呀？); several name two records (胎盘早剥和前置胎盘怎么鉴别,
口腔黏膜炎和口腔念珠菌病怎么区分啊, 胆总管结石病和肝内胆管癌 有关联吗, 口腔念珠菌病算念珠菌病的一种吗？).

Names inside names: by a mechanical count most questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the
way people say them (口腔念珠菌病 holds 念珠菌病, 原发性肝癌 holds 肝癌, 急性咽炎 holds 咽炎, 细菌性肺炎 holds 肺炎,
小儿细菌性痢疾 holds 细菌性痢疾, 脊髓亚急性联合变性 holds 亚急性联合变性, 皮肤白喉 holds 白喉, 非小细胞肺癌 holds 小细胞肺癌,
恶性淋巴瘤 holds 淋巴瘤, 上消化道出血 holds 消化道出血, 产后抑郁症 holds 抑郁症, 紧张性头痛 holds 头痛, 过敏性结膜炎 holds
结膜炎, 隐球菌性脑膜炎 holds 脑膜炎, 放射性皮炎 holds 皮炎, 环丙沙星缓释片 holds 环丙沙星, 盐酸左氧氟沙星胶囊 holds 左氧氟沙星,
头孢呋辛酯片 holds 头孢呋辛, 超声内镜检查 holds 内镜检查; 脑梗, 念珠菌病, 甲状腺炎, 鼻咽炎, 心脏病, 睡眠障碍 and 高胆固醇血症 lie
inside longer records' names).

About one question in four (41 of 203) names its entity by an alias the network records for that very instance, of
many kinds: disease aliases (20 questions): English abbreviations and names (NSCLC, ethmoid sinusitis), eponymous
names (Still病, Bourneville病, Berger病), a short clinical abbreviation (髓纤), folk and old names (包虫病, 痈疽恶疮), other
names in use (麸质过敏性肠病, 变态反应性结膜炎, 皮肤放射性损伤, 黏液黏稠病, 枸橼酸哌哔嗪中毒, 球孢子菌性肉芽肿,
局限性粘连性蛛网膜炎, 肌收缩性头痛, 流行性出血热, 肾腺癌) and names with a part dropped (亚急性联合变性 without 脊髓, 神经症
without 官能); drug trade names (12 questions, below); medicinal material aliases, market and folk names (4: 秤星木,
白牛胆, 石花菜, 广东桂皮); TCM formula aliases (2: 治疝茴香丸, 八味定志丸); and check aliases (3: EUS, 新生儿筛查,
electroencephalogram). Twelve more ask what an alias stands for (菌痢, 偏头风, 惠普尔病, 健尼哌, 盼尔来福, 猴节莲, 打破碗花花,
参桂汤, 巴戟汤, EMG, EUS, newborn screening): their gold is the alias instance, answered by the record that lists it.
Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists (依芬, 凯莱通,
悉复欢, 美平, 恩利, 欣诺金, 悦亭, 艾得辛, 益赛普, 左克, 施普善, 佩乐能). All twelve are also drug records of their own (the
source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(依托度酸缓释片, 盐酸替扎尼定片, 环丙沙星缓释片, 注射用美罗培南, 注射用依那西普, 尼索地平缓释胶囊, 盐酸安非他酮缓释片, 艾拉莫德片,
注射用重组人II型肿瘤坏死因子受体—抗体融合蛋白, 盐酸左氧氟沙星胶囊, 脑蛋白水解物注射液, 聚乙二醇干扰素α—2b注射剂), the mention is
the trade name and the line is tagged `alias`, because a patient holding the box asks about the medicine, and the
standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (15 questions besides the 12 trade names written twice); the gold
record is the one the question is judged to mean:
- 包虫病, 亚急性联合变性, 变态反应性结膜炎, 流行性出血热, 神经症 and 痈疽恶疮 are disease records of their own as well as
  the aliases 棘球蚴病, 脊髓亚急性联合变性, 过敏性结膜炎, 出血热, 神经官能症 and 痈疮 list; EUS and 新生儿筛查 are check records
  as well as aliases of 超声内镜检查 and 新生儿疾病筛查检查 (8 questions). The questions ask about the illness or the check
  (its symptoms, checks, drugs, treatment, diseases, department), so the gold is the standard record that lists the
  alias: the same-name record holds nothing through the asked relation (it is only the target of a few edges).
- 菌痢, 偏头风 and 惠普尔病 are disease records, 健尼哌 and 盼尔来福 drug records, EMG and EUS check records, as well as alias
  instances (7 questions); the questions ask what the name stands for (是什么病的简称, 就是现在说的什么病, 是什么药,
  是哪个检查的缩写), so their gold is the alias instance, answered by the record that lists it.
- Besides these, 96 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record: 疱疹, 咯血, 念珠菌病, 脓毒症, 睡眠障碍, 血尿, 畏寒, 瘫痪, 卒中, 流产; an ingredient or
  alias record for a material: 鹿藿, 一点红, 酸枣树皮); the wording says which is meant (这个病, 查出, 得了, 这味草药,
  入药).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_20.py    # rewrites bench/sets/medical_everyday_20.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DEP, DR, F, IN, M, PO, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_20.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我妈七十了，最近腰上起了一串疱疹，疱疹这个病一般都有啥表现呀？", "has_symptom", "疱疹", D),
    Q("中性粒细胞减少症 人会有哪些不舒服", "has_symptom", "中性粒细胞减少症", D),
    Q("牧区的亲戚查出包虫病 会有什么症状啊", "has_symptom", "棘球蚴病", D, mention="包虫病"),
    Q("医生怀疑孩子是麸质过敏性肠病，这个病平时会有哪些表现？", "has_symptom", "小儿乳糜泻", D, mention="麸质过敏性肠病"),
    Q("亚急性联合变性 症状", "has_symptom", "脊髓亚急性联合变性", D, mention="亚急性联合变性"),
    Q("恶性淋巴瘤早期都有啥症状，脖子上摸到疙瘩算不算？", "has_symptom", "恶性淋巴瘤", D),
    Q("心脏病发作前身体会给啥信号？", "has_symptom", "心脏病", D),
    # designated_to
    Q("咳出血丝来了 咯血这病该挂什么科", "designated_to", "咯血", D),
    Q("念珠菌病去医院看哪个科呀？", "designated_to", "念珠菌病", D),
    Q("我姐查出红斑狼疮，以后复诊应该挂哪个科室？", "designated_to", "红斑狼疮", D),
    Q("急性咽炎嗓子疼得咽不下饭，是挂耳鼻喉科吗？", "designated_to", "急性咽炎", D, named="耳鼻喉科"),
    Q("儿科医生说孩子像Still病 要转去哪个科", "designated_to", "幼年类风湿关节炎", D, mention="Still病"),
    Q("得了髓纤 挂号挂啥科", "designated_to", "骨髓纤维化", D, mention="髓纤"),
    # checks
    Q("气胸住院要做哪些检查，光拍个胸片够不够？", "checks", "气胸", D),
    Q("老爷子脑梗了 刚入院要做啥检查", "checks", "脑梗", D),
    Q("睡眠障碍 去医院查什么项目", "checks", "睡眠障碍", D),
    Q("Bourneville病 一般靠哪些检查确诊", "checks", "结节性硬化症", D, mention="Bourneville病"),
    Q("眼科单子上写变态反应性结膜炎，还要再做什么检查吗？", "checks", "过敏性结膜炎", D, mention="变态反应性结膜炎"),
    Q("白细胞一直低 说是中性粒细胞减少症 需要做骨髓象吗", "checks", "中性粒细胞减少症", D, named="骨髓象"),
    # has_complication
    Q("脓毒症会并发哪些别的病？", "has_complication", "脓毒症", D),
    Q("我爸细菌性肺炎住院了，会不会并发休克啊？", "has_complication", "细菌性肺炎", D, named="休克"),
    Q("鼻咽炎一直拖着不治 会惹出啥毛病", "has_complication", "鼻咽炎", D),
    Q("葡萄球菌感染严重了会带出什么病呢？", "has_complication", "葡萄球菌感染", D),
    Q("长期睡眠障碍，时间久了会引出别的病吗？", "has_complication", "睡眠障碍", D),
    Q("砷中毒以后会落下什么病？", "has_complication", "砷中毒", D),
    # cures
    Q("念珠菌病 吃什么药", "cures", "念珠菌病", D),
    Q("体检说高胆固醇血症，医生一般会开哪些药？", "cures", "高胆固醇血症", D),
    Q("尿里有血 血尿有什么药可以吃吗", "cures", "血尿", D),
    Q("咯血止不住 用啥药止血", "cures", "咯血", D),
    Q("流行性出血热有没有特效药，要用哪些药治？", "cures", "出血热", D, mention="流行性出血热"),
    Q("神经症 吃什么药能缓解", "cures", "神经官能症", D, mention="神经症"),
    # shown_on
    Q("念珠菌病 会长在哪 皮肤还是嘴里", "shown_on", "念珠菌病", D),
    Q("放线菌病 好发在哪 脸上还是肚子上", "shown_on", "放线菌病", D),
    Q("甲状旁腺功能减退症 是哪个部位出了问题", "shown_on", "甲状旁腺功能减退症", D),
    Q("脊髓损伤了主要会影响到哪里？", "shown_on", "脊髓损伤", D),
    Q("做放疗后的皮肤放射性损伤 一般出现在哪些部位", "shown_on", "放射性皮炎", D, mention="皮肤放射性损伤"),
    Q("霍乱主要伤的是身体哪个系统呀？", "shown_on", "霍乱", D),
    # has_alias
    Q("急性冠状动脉综合征的英文缩写是啥？", "has_alias", "急性冠状动脉综合征", D),
    Q("硬皮病 在医学上另外叫什么", "has_alias", "硬皮病", D),
    Q("偏头疼在中医古书里叫啥名？", "has_alias", "偏头疼", D),
    Q("小儿细菌性痢疾 平时大家简称啥", "has_alias", "小儿细菌性痢疾", D),
    Q("病历上写的菌痢 是什么病的简称啊", "has_alias", "菌痢", AL),
    Q("偏头风就是现在说的什么病？", "has_alias", "偏头风", AL),
    Q("惠普尔病 指的是哪个病", "has_alias", "惠普尔病", AL),
    # caused_by
    Q("脓毒症 是啥引起的", "caused_by", "脓毒症", D),
    Q("一到冬天就手脚冰凉，畏寒这种病是什么原因造成的？", "caused_by", "畏寒", D),
    Q("疮疡中医上讲是怎么得的？", "caused_by", "疮疡", D),
    Q("人好好的怎么会瘫痪呢 一般是啥原因导致的", "caused_by", "瘫痪", D),
    Q("黏液黏稠病是怎么来的，会遗传吗？", "caused_by", "小儿囊性纤维性变", D, mention="黏液黏稠病"),
    Q("药房同事问枸橼酸哌哔嗪中毒的原因有哪些？", "caused_by", "驱蛔灵中毒", D, mention="枸橼酸哌哔嗪中毒"),
    # has_risk_factor
    Q("我爸血压高又抽烟，容易卒中的那些情况他占了几个？", "has_risk_factor", "卒中", D),
    Q("大肠癌的危险因素都有啥？", "has_risk_factor", "大肠癌", D),
    Q("孕妇感染恶性疟原虫，会增加流产的风险吗？", "has_risk_factor", "流产", D, named="感染恶性疟原虫"),
    Q("慢性炎症 诱发因素有哪些", "has_risk_factor", "慢性炎症", D),
    Q("做了溶栓治疗 会增加哪些病的风险呀", "has_risk_factor", "溶栓治疗", CA),
    # common_in
    Q("红斑狼疮是不是年轻女的得的多？", "common_in", "红斑狼疮", D),
    Q("气胸是不是瘦高的小伙子容易得，一般哪些人得？", "common_in", "气胸", D),
    Q("小儿疳积 多大的娃容易得", "common_in", "小儿疳积", D),
    Q("短暂性脑缺血发作 好发人群是哪些", "common_in", "短暂性脑缺血发作", D),
    Q("原发性肝癌男的多还是女的多？什么年纪的人容易得？", "common_in", "原发性肝癌", D),
    Q("我爸血糖高好多年了 糖尿病患者还得防着哪些病啊", "common_in", "糖尿病患者", PO),
    # prevalent_in
    Q("隐球菌性脑膜炎 高发国家 有哪些", "prevalent_in", "隐球菌性脑膜炎", D),
    Q("下个月去泰国玩 那边流行什么病", "prevalent_in", "泰国", RE),
    Q("组织胞浆菌病 在美国哪些地方高发", "prevalent_in", "组织胞浆菌病", D),
    Q("Berger病 在哪几个国家比较多见", "prevalent_in", "IgA肾病", D, mention="Berger病"),
    Q("球孢子菌性肉芽肿主要流行在什么地区？", "prevalent_in", "球孢子菌病", D, mention="球孢子菌性肉芽肿"),
    Q("在发展中国家 哪些病更流行呀", "prevalent_in", "发展中国家", RE),
    # treated_with
    Q("上消化道出血送到急诊 一般怎么处理", "treated_with", "上消化道出血", D),
    Q("口腔念珠菌病 宝宝嘴里白白的 怎么治", "treated_with", "口腔念珠菌病", D),
    Q("高胆固醇血症光靠饮食控制能行吗？", "treated_with", "高胆固醇血症", D, named="饮食控制"),
    Q("脊髓损伤以后怎么治疗和康复？", "treated_with", "脊髓损伤", D),
    Q("重金属中毒 有什么治疗办法", "treated_with", "重金属中毒", D),
    Q("老中医说是痈疽恶疮，这个怎么治？", "treated_with", "痈疮", D, mention="痈疽恶疮"),
    Q("局限性粘连性蛛网膜炎能治好吗 怎么治", "treated_with", "脑蛛网膜炎", D, mention="局限性粘连性蛛网膜炎"),
    # metastasizes_to
    Q("宫颈癌晚期一般会转移到哪些地方？", "metastasizes_to", "宫颈癌", D),
    Q("睾丸癌 扩散的话先到哪", "metastasizes_to", "睾丸癌", D),
    Q("子宫内膜癌会不会转到肺上去啊？", "metastasizes_to", "子宫内膜癌", D, named="肺部"),
    Q("类癌综合征是不是容易转移到肝？", "metastasizes_to", "类癌综合征", D, named="肝"),
    Q("肾腺癌 会往哪转移", "metastasizes_to", "肾癌", D, mention="肾腺癌"),
    Q("肛门癌 远处转移 常见部位", "metastasizes_to", "肛门癌", D),
    # invades
    Q("肛管癌往外长 会侵犯到哪", "invades", "肛管癌", D),
    Q("骨髓穿刺确诊了慢性淋巴细胞白血病 它还会往肝脾里钻吗 侵犯哪些地方", "invades", "慢性淋巴细胞白血病", D),
    Q("肾细胞癌这个癌会长进静脉里去吗？", "invades", "肾细胞癌", D, named="静脉"),
    Q("腹主动脉瘤 会累及周围哪些地方", "invades", "腹主动脉瘤", D),
    Q("CT报告写NSCLC，它局部一般会侵犯哪些结构？", "invades", "非小细胞肺癌", D, mention="NSCLC"),
    Q("皮肤白喉 除了皮肤还会侵到哪些部位", "invades", "皮肤白喉", D),
    # is_subtype_of
    Q("咯血在医学上归哪一类？", "is_subtype_of", "咯血", D),
    Q("室性心动过速属于哪种心动过速？", "is_subtype_of", "室性心动过速", D),
    Q("口腔念珠菌病算念珠菌病的一种吗？", "is_subtype_of", "口腔念珠菌病", D, named="念珠菌病"),
    Q("衣原体感染 上一级分类是啥", "is_subtype_of", "衣原体感染", D),
    Q("上消化道出血是哪个大类里的病？", "is_subtype_of", "上消化道出血", D),
    Q("念珠菌病下面分哪几种呀？", "is_subtype_of", "念珠菌病", D, reverse=True),
    Q("ethmoid sinusitis 这个归在哪类病下面", "is_subtype_of", "筛窦炎", D, mention="ethmoid sinusitis"),
    # related_disease
    Q("孩子链球菌感染后尿里有血，会牵扯到肾小球肾炎吗？", "related_disease", "链球菌感染", D, named="肾小球肾炎"),
    Q("绝经了 和哪些病相关", "related_disease", "绝经", D),
    Q("液体超负荷会跟哪些病扯上关系？", "related_disease", "液体超负荷", D),
    Q("胆总管结石病和肝内胆管癌 有关联吗", "related_disease", "胆总管结石病", D, named="肝内胆管癌"),
    Q("Marfan综合征 还跟啥病相关", "related_disease", "Marfan综合征", D),
    Q("甲状腺炎会牵连到肾吗，和哪些病相关？", "related_disease", "甲状腺炎", D),
    # differential_diagnosis
    Q("医生说是肌收缩性头痛 这个要跟啥病区分开", "differential_diagnosis", "紧张性头痛", D, mention="肌收缩性头痛"),
    Q("孕晚期出血，胎盘早剥和前置胎盘怎么鉴别？", "differential_diagnosis", "胎盘早剥", D, named="前置胎盘"),
    Q("尿崩症老是口渴尿多 容易跟哪些病混", "differential_diagnosis", "尿崩症", D),
    Q("口腔黏膜炎和口腔念珠菌病怎么区分啊？", "differential_diagnosis", "口腔黏膜炎", D, named="口腔念珠菌病"),
    Q("心房扑动 需要跟哪些心律失常鉴别", "differential_diagnosis", "心房扑动", D),
    Q("产后抑郁症容易和什么病弄混？", "differential_diagnosis", "产后抑郁症", D),
    # indicated_for
    Q("依芬 这个药是治什么的", "indicated_for", "依托度酸缓释片", DR, mention="依芬"),
    Q("医生给开了凯莱通，它主要管什么病？", "indicated_for", "盐酸替扎尼定片", DR, mention="凯莱通"),
    Q("注射用依那西普能治强直性脊柱炎吗？", "indicated_for", "注射用依那西普", DR, named="强直性脊柱炎"),
    Q("悉复欢 是消炎药吧 能治啥", "indicated_for", "环丙沙星缓释片", DR, mention="悉复欢"),
    Q("莱美舒是治胃溃疡的吗？", "indicated_for", "莱美舒", DR, named="胃溃疡"),
    Q("ICU里用的美平 这针治哪些感染", "indicated_for", "注射用美罗培南", DR, mention="美平"),
    Q("酮洛芬缓释胶囊 适应症", "indicated_for", "酮洛芬缓释胶囊", DR),
    # has_adverse_reaction
    Q("打恩利会有啥副作用吗？", "has_adverse_reaction", "注射用依那西普", DR, mention="恩利"),
    Q("我爸吃欣诺金降压 脸发红头疼 这药有哪些不良反应", "has_adverse_reaction", "尼索地平缓释胶囊", DR, mention="欣诺金"),
    Q("悦亭吃了会失眠吗？副作用多不多？", "has_adverse_reaction", "盐酸安非他酮缓释片", DR, mention="悦亭"),
    Q("力复君安会不会引起QT间期延长？", "has_adverse_reaction", "力复君安", DR, named="QT间期延长"),
    Q("昕维吃了身上会有什么反应？", "has_adverse_reaction", "昕维", DR),
    Q("类风湿在吃艾得辛，它伤不伤肝，有啥副作用", "has_adverse_reaction", "艾拉莫德片", DR, mention="艾得辛"),
    # has_ingredient
    Q("恒扬 里面是啥成分", "has_ingredient", "恒扬", DR),
    Q("昕维的有效成分是甲磺酸伊马替尼吗？", "has_ingredient", "昕维", DR, named="甲磺酸伊马替尼"),
    Q("益赛普的主要成分是什么啊？", "has_ingredient", "注射用重组人II型肿瘤坏死因子受体—抗体融合蛋白", DR, mention="益赛普"),
    Q("左克胶囊里头含的是啥？", "has_ingredient", "盐酸左氧氟沙星胶囊", DR, mention="左克"),
    Q("思贝格 配方成分", "has_ingredient", "思贝格", DR),
    Q("含艾瑞昔布的药都有哪些？", "has_ingredient", "艾瑞昔布", IN),
    # is_a_level3
    Q("尼索地平缓释胶囊按用途算哪一类药？", "is_a_level3", "尼索地平缓释胶囊", DR),
    Q("氯雷他定颗粒 用途分在哪类", "is_a_level3", "氯雷他定颗粒", DR),
    Q("施普善是哪一类的药？", "is_a_level3", "脑蛋白水解物注射液", DR, mention="施普善"),
    Q("化疗用的注射用盐酸多柔比星算什么药？", "is_a_level3", "注射用盐酸多柔比星", DR),
    Q("头孢呋辛酯片是抗生素类的吧？", "is_a_level3", "头孢呋辛酯片", DR, named="抗生素类"),
    # belongs_to
    Q("佰美诺 属于什么类的药", "belongs_to", "佰美诺", DR),
    Q("希乐森是哪类药品？", "belongs_to", "希乐森", DR),
    Q("迈克伟 药品分在哪一类啊", "belongs_to", "迈克伟", DR),
    Q("打佩乐能的针 这药归哪类", "belongs_to", "聚乙二醇干扰素α—2b注射剂", DR, mention="佩乐能"),
    Q("依托度酸缓释片是不是非甾体抗炎药？", "belongs_to", "依托度酸缓释片", DR, named="非甾体抗炎药"),
    # drug_has_alias
    Q("重组抗CD25人源化单克隆抗体注射液 名字太长了 商品名叫啥", "drug_has_alias", "重组抗CD25人源化单克隆抗体注射液", DR),
    Q("多维元素胶囊（13）是什么牌子的？", "drug_has_alias", "多维元素胶囊（13）", DR),
    Q("大流行流感病毒灭活疫苗 还有别的叫法没", "drug_has_alias", "大流行流感病毒灭活疫苗", DR),
    Q("健尼哌 是什么药", "drug_has_alias", "健尼哌", AL),
    Q("护士站说的盼尔来福，是哪种疫苗呀？", "drug_has_alias", "盼尔来福", AL),
    # mainly_treats
    Q("鹿藿这味草药能治什么病？", "mainly_treats", "鹿藿", M),
    Q("了哥王根 主治", "mainly_treats", "了哥王根", M),
    Q("酸枣树皮 能治烫伤吗", "mainly_treats", "酸枣树皮", M, named="烫伤"),
    Q("煲凉茶用的秤星木，入药主要治什么？", "mainly_treats", "岗梅根", M, mention="秤星木"),
    Q("白牛胆这种草药主治啥？", "mainly_treats", "羊耳菊", M, mention="白牛胆"),
    Q("在山上被蛇咬伤了 有哪些草药能治", "mainly_treats", "蛇咬伤", D),
    # has_efficacy
    Q("野桂花入药有什么功效？", "has_efficacy", "野桂花", M),
    Q("凉拌的石花菜 当药用有啥作用", "has_efficacy", "海萝", M, mention="石花菜"),
    Q("沙苑子 有啥功效", "has_efficacy", "沙苑子", M),
    Q("五倍子泡水喝有什么好处呀？", "has_efficacy", "五倍子", M),
    Q("一点红能清热解毒吗？", "has_efficacy", "一点红", M, named="清热解毒"),
    Q("西南山茶 药用功效", "has_efficacy", "西南山茶", M),
    # distributed_in
    Q("糯米条这种药材哪些省有？", "distributed_in", "糯米条", M),
    Q("短柄南蛇藤茎叶 在哪能采到", "distributed_in", "短柄南蛇藤茎叶", M),
    Q("广东桂皮 主要产在哪些地方", "distributed_in", "阴香皮", M, mention="广东桂皮"),
    Q("马兰这种野菜 全国哪些地方长", "distributed_in", "马兰", M),
    Q("台湾那边山里产哪些草药？", "distributed_in", "台湾", RE),
    # material_has_alias
    Q("沙苑子 又叫什么", "material_has_alias", "沙苑子", M),
    Q("野豇豆在乡下叫啥名字？", "material_has_alias", "野豇豆", M),
    Q("雪里见 有什么土名", "material_has_alias", "雪里见", M),
    Q("东风草的别称有哪些？", "material_has_alias", "东风草", M),
    Q("猴节莲 是哪味药材", "material_has_alias", "猴节莲", AL),
    Q("打破碗花花 是什么药材的名字？", "material_has_alias", "打破碗花花", AL),
    # composed_of
    Q("八君子汤都用了哪几味药？", "composed_of", "八君子汤", F),
    Q("八宝蠲痛汤 方子组成", "composed_of", "八宝蠲痛汤", F),
    Q("学方剂背到八味定志丸，它由哪几味药组成？", "composed_of", "八物参术丸", F, mention="八味定志丸"),
    Q("拔毒锭是拿什么做的？", "composed_of", "拔毒锭", F),
    Q("八厘宝 里头有川芎吗", "composed_of", "八厘宝", F, named="川芎"),
    Q("巴鲫膏的配方有哪些药？", "composed_of", "巴鲫膏", F),
    # formula_has_efficacy
    Q("柴葛解肌汤 功效是啥", "formula_has_efficacy", "柴葛解肌汤", F),
    Q("九味羌活汤有什么作用？", "formula_has_efficacy", "九味羌活汤", F),
    Q("当归拈痛汤喝了能起啥效果？", "formula_has_efficacy", "当归拈痛汤", F),
    Q("麻桂二陈汤能燥湿化痰吗？", "formula_has_efficacy", "麻桂二陈汤", F, named="燥湿化痰"),
    Q("治疝茴香丸有什么功用？", "formula_has_efficacy", "八味茴香丸", F, mention="治疝茴香丸"),
    Q("八宝蕤仁膏 是明目的吗 具体功用", "formula_has_efficacy", "八宝蕤仁膏", F),
    # prescribed_for
    Q("五皮散 治啥病", "prescribed_for", "五皮散", F),
    Q("八宝治红丹主治什么？", "prescribed_for", "八宝治红丹", F),
    Q("八味散能治瘙痒吗 还治什么", "prescribed_for", "八味散", F),
    Q("八灵丸 适合什么病用", "prescribed_for", "八灵丸", F),
    Q("手上长了个疔疮 古方里有哪些方子能治？", "prescribed_for", "疔疮", D),
    # formula_has_alias
    Q("八风续命汤另外叫什么汤？", "formula_has_alias", "八风续命汤", F),
    Q("八毒赤丸 别名", "formula_has_alias", "八毒赤丸", F),
    Q("八物肾气丸在书里又写作什么？", "formula_has_alias", "八物肾气丸", F),
    Q("参桂汤 是哪个方子的别名", "formula_has_alias", "参桂汤", AL),
    Q("巴戟汤说的是哪个方？", "formula_has_alias", "巴戟汤", AL),
    # check_for_disease
    Q("静脉胆道造影 能查出什么病", "check_for_disease", "静脉胆道造影", C),
    Q("做上消化道X线钡餐是为了查哪些病？", "check_for_disease", "上消化道X线钡餐", C),
    Q("检眼镜检查法能看出糖尿病吗？", "check_for_disease", "检眼镜检查法", C, named="糖尿病"),
    Q("呼吸运动检查 主要诊断啥病", "check_for_disease", "呼吸运动检查", C),
    Q("医生让查血液黏度，这是查什么病的？", "check_for_disease", "血液黏度", C),
    Q("胃里做了个EUS 一般能查出哪些病", "check_for_disease", "超声内镜检查", C, mention="EUS"),
    # check_for_symptom
    Q("腹部外形触诊 一般是肚子哪里不舒服才做", "check_for_symptom", "腹部外形触诊", C),
    Q("一般摄片检查是针对什么症状拍的？", "check_for_symptom", "一般摄片检查", C),
    Q("尿谷草转移酶检查 什么症状要查", "check_for_symptom", "尿谷草转移酶检查", C),
    Q("咯血的话需要做肺部检查吗？", "check_for_symptom", "肺部检查", C, named="咯血"),
    Q("外阴部妇科常规检查 一般是因为哪些症状做的？", "check_for_symptom", "外阴部妇科常规检查", C),
    # performed_by
    Q("足跟抽血那个新生儿筛查 归哪个科室管", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("英文单子写着electroencephalogram 排队去哪个科？", "performed_by", "脑电图检查", C, mention="electroencephalogram"),
    Q("儿科 负责做的检查 有哪些", "performed_by", "儿科", DEP),
    Q("神经科都负责做些什么检查呀？", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("新生儿疾病筛查检查 英文叫啥", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("EMG 是哪个检查的缩写？", "check_has_alias", "EMG", AL),
    Q("EUS 全称是什么检查", "check_has_alias", "EUS", AL),
    Q("出院小结上有newborn screening 这个指的哪项检查", "check_has_alias", "newborn screening", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day20"))
