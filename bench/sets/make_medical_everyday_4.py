"""Writes `medical_everyday_4.jsonl`, a fourth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the three other everyday sets and, like the third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it. Other diseases, drugs,
medicinal materials, formulas and checks than the other sets wherever the network allows (the
relation types with few instances — prevalent_in, invades, performed_by, check_has_alias — bring a
few back, asked another way). Every one of the network's relation types is asked four or five
times, by patients, parents, elderly people and their children, pharmacists, students and people
who use traditional Chinese medicine; questions are colloquial, some carry a clause of context,
some name two instances, some are asked from the relation's target end (吃什么药可能会让人心慌,
新疆产哪些药材), and some ask what an alias stands for (CJD, MDS, 快如妥, 包谷, RPR).

About one question in five (34 of 167) names its entity by an alias the network records for it,
of several kinds: English abbreviations (ED, STEMI, NSTEMI, AOM, ARDS, RPR, EEG), drug trade names
(万爽力, 柏纳力, 常立宁, 爱宁达, 多力玛, Plaquenil, ATP), folk, old or other names (非典型肺炎,
毒蘑菇中毒, 蟾皮病, 高雪病, 紫质病, 慢性单纯性苔藓, 原发性癫痫, 玉米, 黑参, 山葡萄), shortened names
(突聋, 颈突症, 甲减心, 胆草), names whose suffix differs from the canonical one (威尔逊病 for 威尔逊症,
门静脉高压征 for 门静脉高压症, 肠道菌群失调 for 肠道菌群失调症, 空调综合征 for 空调病) and formula
aliases (麦门冬散, 拓痞丸). Before the set is built, `recorded_alias` checks that every such name is
one the network records for that very instance: an alias instance its type's alias relation leads
to, or one of the drug's trade names — stricter than the evaluation harness's validator, which
accepts any neighbour's name or any property text.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_4.py     # rewrites bench/sets/medical_everyday_4.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_dev import NetworkData, verbatim  # noqa: E402
from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, TH, Q, build, main, write_and_validate)
from core.backends import embedded_backend  # noqa: E402
from core.search.name_dictionary import listed_names as core_listed_names  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_4.jsonl"


# the relation type that leads from an instance of each type to its alias instances
ALIAS_RELATION = {D: "has_alias", DR: "drug_has_alias", M: "material_has_alias", F: "formula_has_alias",
                  C: "check_has_alias"}

QUESTIONS: list[Q] = [
    # has_symptom
    Q("十二指肠溃疡疼起来是什么感觉，是不是饿的时候更疼", "has_symptom", "十二指肠溃疡", D),
    Q("当年闹非典型肺炎，得了这病的人都有啥症状", "has_symptom", "重症急性呼吸综合征", D, mention="非典型肺炎"),
    Q("我妈甲减好多年了，医生说心脏也受了影响，是甲减心，这个会有哪些表现", "has_symptom", "甲减性心脏病", D,
      mention="甲减心"),
    Q("最近老是心慌，可能是哪些病的信号", "has_symptom", "心慌", S),
    Q("胸腔积液的人会不会呼吸困难", "has_symptom", "胸腔积液", D, named="呼吸困难"),
    # designated_to
    Q("细菌性痢疾上吐下泻的，去医院挂哪个科", "designated_to", "细菌性痢疾", D),
    Q("大腿根起了一圈红疹子，说是体癣，应该看什么科", "designated_to", "体癣", D),
    Q("在云南吃菌子毒蘑菇中毒了，送到医院挂哪个科", "designated_to", "毒蕈中毒", D, mention="毒蘑菇中毒"),
    Q("脖子疼手发麻，拍片说是颈突症，该找哪个科的大夫", "designated_to", "颈椎间盘突出症", D, mention="颈突症"),
    Q("医院的中医科一般都看哪些病", "designated_to", "中医科", DEP),
    # checks
    Q("早上起来一只耳朵突然听不见了，医生说是突聋，要做哪些检查", "checks", "突发性耳聋", D, mention="突聋"),
    Q("ICU医生说病人是ARDS，一般要查哪些项目", "checks", "急性呼吸窘迫综合征", D, mention="ARDS"),
    Q("肝硬化以后得了门静脉高压征，要做些什么检查", "checks", "门静脉高压症", D, mention="门静脉高压征"),
    Q("不稳定型心绞痛住院是不是要做心导管检查", "checks", "不稳定型心绞痛", D, named="心导管检查"),
    Q("心电图提示心房扑动，还得做哪些检查确诊", "checks", "心房扑动", D),
    # has_complication
    Q("车祸撞到胸口成了血胸，后面可能出哪些并发的毛病", "has_complication", "血胸", D),
    Q("威尔逊病拖着不治会引出哪些别的病", "has_complication", "威尔逊症", D, mention="威尔逊病"),
    Q("扁桃体老发炎，急性扁桃体炎会不会引起肾炎", "has_complication", "急性扁桃体炎", D, named="肾炎"),
    Q("肾病综合征拖久了会惹出哪些别的问题", "has_complication", "肾病综合征", D),
    Q("哪些病到最后可能落下偏瘫", "has_complication", "偏瘫", D, reverse=True),
    # cures
    Q("男人有ED的毛病，吃什么药管用", "cures", "勃起功能障碍", D, mention="ED"),
    Q("脖子后面皮肤又厚又痒，病历上写慢性单纯性苔藓，有什么药可以擦", "cures", "神经性皮炎", D,
      mention="慢性单纯性苔藓"),
    Q("慢性乙型肝炎要一直吃抗病毒药吗，一般用哪些药", "cures", "慢性乙型肝炎", D),
    Q("喂奶期间得了乳腺炎，能用哪些药", "cures", "乳腺炎", D),
    Q("体检查出早搏，有药能控制吗", "cures", "早搏", D),
    # shown_on
    Q("高雪病主要影响孩子身体的哪些部位", "shown_on", "小儿戈谢病", D, mention="高雪病"),
    Q("腰椎增生具体是长在身体哪个地方", "shown_on", "腰椎增生", D),
    Q("冬天冻伤一般伤在身体哪些地方", "shown_on", "冻伤", D),
    Q("克罗恩病是肠胃哪一段出的问题", "shown_on", "克罗恩病", D),
    Q("指甲上会长哪些病", "shown_on", "指甲", BP),
    # has_alias
    Q("医生写的CJD指的是什么病", "has_alias", "CJD", AL),
    Q("血液科说的MDS是哪个病", "has_alias", "MDS", AL),
    Q("甲亢心是哪个病的简称", "has_alias", "甲亢心", AL),
    Q("胸腔积液老百姓是不是叫胸水", "has_alias", "胸腔积液", D, named="胸水"),
    Q("鼻衄是不是就是流鼻血，这病还有什么名字", "has_alias", "鼻衄", D),
    # caused_by
    Q("夏天老待在空调房里头疼鼻塞，空调综合征是怎么引起的", "caused_by", "空调病", D, mention="空调综合征"),
    Q("皮肤干得像癞蛤蟆皮，老中医说是蟾皮病，这是什么原因造成的", "caused_by", "维生素A缺乏病", D,
      mention="蟾皮病"),
    Q("吃药以后全身起疹子，药疹一般是哪类药惹的", "caused_by", "药疹", D),
    Q("吃了好久抗生素以后肚子胀还拉稀，说是肠道菌群失调，这是怎么引起的", "caused_by", "肠道菌群失调症", D,
      mention="肠道菌群失调"),
    Q("天天精神紧张会引起哪些病", "caused_by", "精神紧张", CA),
    # has_risk_factor
    Q("出院小结上写着NSTEMI，哪些因素会让人更容易得这个病", "has_risk_factor", "急性非ST段抬高型心肌梗死", D,
      mention="NSTEMI"),
    Q("儿科医生说孩子是AOM，什么样的孩子更容易得", "has_risk_factor", "急性中耳炎", D, mention="AOM"),
    Q("宝宝跟大人同床睡会不会增加婴儿猝死综合征的风险", "has_risk_factor", "婴儿猝死综合征", D, named="同床睡"),
    Q("卵巢癌跟哪些因素有关，家里有人得过算不算", "has_risk_factor", "卵巢癌", D),
    Q("前置胎盘跟以前做过剖宫产有关系吗", "has_risk_factor", "前置胎盘", D, named="既往剖宫产"),
    # common_in
    Q("原发性癫痫一般是哪些人容易得", "common_in", "特发性癫痫综合征", D, mention="原发性癫痫"),
    Q("神经性皮炎多见于什么年纪的人", "common_in", "神经性皮炎", D),
    Q("慢性肾病哪些人得的多", "common_in", "慢性肾病", D),
    Q("家里老人上了年纪，中老年人常见哪些病", "common_in", "中老年人", PO),
    Q("糖尿病患者还容易得上哪些病", "common_in", "糖尿病患者", PO),
    # prevalent_in
    Q("要去埃及出差，埃及血吸虫病在哪些地方流行", "prevalent_in", "埃及血吸虫病", D),
    Q("球孢子菌病主要在哪些地区出现", "prevalent_in", "球孢子菌病", D),
    Q("新生儿破伤风在什么样的国家比较多", "prevalent_in", "新生儿破伤风", D),
    Q("发展中国家常见的病有哪些", "prevalent_in", "发展中国家", RE),
    # treated_with
    Q("胸痛中心说是STEMI，一般怎么治疗", "treated_with", "急性ST段抬高型心肌梗塞", D, mention="STEMI"),
    Q("手指一受冷就发白发紫，说是雷诺病，有什么治法", "treated_with", "雷诺病", D),
    Q("支气管扩张症老咳脓痰，平时怎么治疗", "treated_with", "支气管扩张症", D),
    Q("自身免疫性溶血性贫血有哪些治疗办法", "treated_with", "自身免疫性溶血性贫血", D),
    Q("哪些病可以做高压氧治疗", "treated_with", "高压氧治疗", TH),
    # metastasizes_to
    Q("乳腺癌复发了，转移性乳腺癌一般会转到哪些地方", "metastasizes_to", "转移性乳腺癌", D),
    Q("睾丸癌最先往哪儿转移", "metastasizes_to", "睾丸癌", D),
    Q("肾癌会不会转移到甲状腺", "metastasizes_to", "肾癌", D, named="甲状腺"),
    Q("类癌综合征是转到肝上了吗", "metastasizes_to", "类癌综合征", D, named="肝"),
    Q("内膜癌晚期会扩散到哪些部位", "metastasizes_to", "内膜癌", D),
    # invades
    Q("肛管癌会长进周围什么组织里", "invades", "肛管癌", D),
    Q("急性淋巴细胞白血病会浸润到淋巴结吗", "invades", "急性淋巴细胞白血病", D, named="淋巴结"),
    Q("呼吸道白喉除了嗓子还会波及身体哪些地方", "invades", "呼吸道白喉", D),
    Q("肾细胞癌会不会长进静脉里", "invades", "肾细胞癌", D, named="静脉"),
    # is_subtype_of
    Q("紫质病在疾病分类上属于哪一类", "is_subtype_of", "血卟啉病", D, mention="紫质病"),
    Q("额颞叶痴呆算是哪一大类病", "is_subtype_of", "额颞叶痴呆", D),
    Q("胰腺癌从分类上讲归在什么病下面", "is_subtype_of", "胰腺癌", D),
    Q("心肌病分哪些类型", "is_subtype_of", "心肌病", D, reverse=True),
    Q("角膜炎具体有哪几种", "is_subtype_of", "角膜炎", D, reverse=True),
    # related_disease
    Q("尿崩症跟哪些病有关系", "related_disease", "尿崩症", D),
    Q("血压老偏低，低血压还会跟什么病有牵连", "related_disease", "低血压", D),
    Q("前置胎盘跟胎盘异常附着是不是相关", "related_disease", "前置胎盘", D, named="胎盘异常附着"),
    Q("急性膀胱炎和尿路感染是一回事吗，还跟哪些病相关", "related_disease", "急性膀胱炎", D),
    # differential_diagnosis
    Q("广泛性焦虑障碍要和哪些病区别开", "differential_diagnosis", "广泛性焦虑障碍", D),
    Q("心房扑动和心房颤动容易搞混吗", "differential_diagnosis", "心房扑动", D, named="心房颤动"),
    Q("尘肺会不会被误认成别的肺病", "differential_diagnosis", "尘肺", D),
    Q("头像被箍住一样疼，紧张性头痛要跟什么病区分", "differential_diagnosis", "紧张性头痛", D),
    Q("婴儿猝死综合征需要排除哪些情况", "differential_diagnosis", "婴儿猝死综合征", D),
    # indicated_for
    Q("我爸一直吃万爽力，这药是治什么的", "indicated_for", "盐酸曲美他嗪片", DR, mention="万爽力"),
    Q("国外带回来的Plaquenil能治哪些病", "indicated_for", "硫酸羟氯喹片", DR, mention="Plaquenil"),
    Q("盐酸小檗碱片就是黄连素吧，拉肚子能吃吗", "indicated_for", "盐酸小檗碱片", DR, named="腹泻"),
    Q("羧甲司坦片是化痰的吗，都能治什么", "indicated_for", "羧甲司坦片", DR),
    Q("利培酮片是治什么病的", "indicated_for", "利培酮片", DR),
    # has_adverse_reaction
    Q("柏纳力吃了以后老干咳，这个药还有哪些副作用", "has_adverse_reaction", "马来酸依那普利片", DR, mention="柏纳力"),
    Q("我爷爷帕金森在吃盐酸司来吉兰片，这药会有什么不好的反应", "has_adverse_reaction", "盐酸司来吉兰片", DR),
    Q("红霉素片吃了会不会伤肝", "has_adverse_reaction", "红霉素片", DR, named="肝功能异常"),
    Q("美洛昔康片治关节疼，长期吃有哪些副作用", "has_adverse_reaction", "美洛昔康片", DR),
    Q("吃什么药可能会让人心慌", "has_adverse_reaction", "心慌", S),
    # has_ingredient
    Q("常立宁里面是什么成分", "has_ingredient", "口服酪酸梭菌活菌片", DR, mention="常立宁"),
    Q("医生开的ATP片，里面含的是什么", "has_ingredient", "三磷酸腺苷二钠片", DR, mention="ATP"),
    Q("维C银翘片里面有西药吗，都含些什么", "has_ingredient", "维C银翘片", DR),
    Q("三黄片里有大黄吗", "has_ingredient", "三黄片", DR, named="大黄"),
    Q("哪些药里含有美洛昔康", "has_ingredient", "美洛昔康", IN),
    # is_a_level3
    Q("孩子湿疹医生开了爱宁达，这药膏属于哪类药", "is_a_level3", "吡美莫司乳膏", DR, mention="爱宁达"),
    Q("利培酮片按用途算哪一类药", "is_a_level3", "利培酮片", DR),
    Q("雷贝拉唑钠肠溶片是什么类型的药", "is_a_level3", "雷贝拉唑钠肠溶片", DR),
    Q("胃酸多烧心，抑制胃酸分泌药都有哪些", "is_a_level3", "抑制胃酸分泌药", DC),
    Q("药房里属于血管紧张素I转换酶抑制药的有哪几种", "is_a_level3", "血管紧张素I转换酶抑制药", DC),
    # belongs_to
    Q("保胎吃的多力玛在药店里归哪一类", "belongs_to", "烯丙雌醇片", DR, mention="多力玛"),
    Q("美洛昔康片在药品目录里归哪一类", "belongs_to", "美洛昔康片", DR),
    Q("酮康唑乳膏属于哪种药", "belongs_to", "酮康唑乳膏", DR),
    Q("昔康类的药有哪些", "belongs_to", "昔康类", PC),
    Q("痰黏咳不出来，粘液溶解剂有哪些药", "belongs_to", "粘液溶解剂", PC),
    # drug_has_alias
    Q("快如妥是什么药", "drug_has_alias", "快如妥", AL),
    Q("医生开的克必信，正式药名叫什么", "drug_has_alias", "克必信", AL),
    Q("苯甲酸利扎曲普坦片有没有商品名", "drug_has_alias", "苯甲酸利扎曲普坦片", DR),
    Q("肝素钠乳膏还叫什么", "drug_has_alias", "肝素钠乳膏", DR),
    Q("磷霉素氨丁三醇散是不是就是复安欣", "drug_has_alias", "磷霉素氨丁三醇散", DR, named="复安欣"),
    # mainly_treats
    Q("玉米除了吃，入药主要治什么", "mainly_treats", "玉蜀黍", M, mention="玉米"),
    Q("胆草能治哪些病", "mainly_treats", "龙胆草", M, mention="胆草"),
    Q("蛇葡萄能治烫伤吗", "mainly_treats", "蛇葡萄", M, named="烫伤"),
    Q("烫伤了有哪些草药可以用", "mainly_treats", "烫伤", D),
    # has_efficacy
    Q("黑参入药有什么好处", "has_efficacy", "玄参", M, mention="黑参"),
    Q("黄花菜入药有什么作用", "has_efficacy", "黄花菜", M),
    Q("哈士蟆吃了有什么好处", "has_efficacy", "哈士蟆", M),
    Q("有清热凉血作用的药材有哪些", "has_efficacy", "清热凉血", EF),
    Q("橹罟子这味药有什么用处", "has_efficacy", "橹罟子", M),
    # distributed_in
    Q("山葡萄在哪些地方能找到", "distributed_in", "蛇葡萄", M, mention="山葡萄"),
    Q("飞扬草在哪些省有", "distributed_in", "飞扬草", M),
    Q("葫芦茶主要分布在哪里", "distributed_in", "葫芦茶", M),
    Q("新疆产哪些药材", "distributed_in", "新疆", RE),
    Q("吉林出产哪些中药材", "distributed_in", "吉林", RE),
    # material_has_alias
    Q("包谷在中药里是哪味药材", "material_has_alias", "包谷", AL),
    Q("菩萨豆是哪种药材", "material_has_alias", "菩萨豆", AL),
    Q("荸荠入药的时候还叫什么", "material_has_alias", "荸荠", M),
    Q("玄参在古书里有哪些别名", "material_has_alias", "玄参", M),
    Q("郁金还有别的名字吗", "material_has_alias", "郁金", M),
    # composed_of
    Q("麦门冬散是用哪几味药配的", "composed_of", "八物麦门冬饮", F, mention="麦门冬散"),
    Q("大黄附子汤用了哪几味药", "composed_of", "大黄附子汤", F),
    Q("麻黄附子汤里有甘草吗", "composed_of", "麻黄附子汤", F, named="甘草"),
    Q("解郁和肝丸的方子里都有什么", "composed_of", "解郁和肝丸", F),
    Q("哪些方子里用了附子", "composed_of", "附子", IN),
    # formula_has_efficacy
    Q("拓痞丸有什么功效", "formula_has_efficacy", "八痞丸", F, mention="拓痞丸"),
    Q("吴茱萸汤起什么作用", "formula_has_efficacy", "吴茱萸汤", F),
    Q("八珍汤喝了能补什么", "formula_has_efficacy", "八珍汤", F),
    Q("猪苓汤是利水的吗", "formula_has_efficacy", "猪苓汤", F, named="利水"),
    Q("有益气补血效果的方子有哪些", "formula_has_efficacy", "益气补血", EF),
    # prescribed_for
    Q("麦门冬汤治咳嗽吗", "prescribed_for", "麦门冬汤", F, named="咳嗽"),
    Q("温经汤适合什么样的病人喝", "prescribed_for", "温经汤", F),
    Q("甘露消毒丹是治什么的", "prescribed_for", "甘露消毒丹", F),
    Q("小建中汤主要治什么症", "prescribed_for", "小建中汤", F),
    Q("老是干呕，有哪些古方可以治", "prescribed_for", "干呕", D),
    # formula_has_alias
    Q("八痞丸还有什么名字", "formula_has_alias", "八痞丸", F),
    Q("八生饮子又叫什么", "formula_has_alias", "八生饮子", F),
    Q("巴戟浸酒还有什么叫法", "formula_has_alias", "巴戟浸酒", F),
    Q("当归丸在别的书里叫什么", "formula_has_alias", "当归丸", F),
    # check_for_disease
    Q("膀胱镜检查能查出哪些病", "check_for_disease", "膀胱镜检查", C),
    Q("做肛门指检检查能发现内痔吗", "check_for_disease", "肛门指检检查", C, named="内痔"),
    Q("肝脏超声检查是查哪些病的", "check_for_disease", "肝脏超声检查", C),
    Q("化验单上的RPR是查什么病的", "check_for_disease", "快速血浆反应素试验", C, mention="RPR"),
    Q("哪些检查能查出前列腺囊肿", "check_for_disease", "前列腺囊肿", D),
    # check_for_symptom
    Q("血清癌胚抗原检查是有哪些症状的时候做", "check_for_symptom", "血清癌胚抗原检查", C),
    Q("甲型肝炎抗体检查一般针对什么症状", "check_for_symptom", "甲型肝炎抗体检查", C),
    Q("老是尿急，要做哪些检查", "check_for_symptom", "尿急", S),
    Q("基础代谢检查是因为哪些不舒服才查", "check_for_symptom", "基础代谢检查", C),
    # performed_by
    Q("孩子要做EEG，去哪个科做", "performed_by", "脑电图检查", C, mention="EEG"),
    Q("心血管造影检查由哪个科室来做", "performed_by", "心血管造影检查", C),
    Q("约了无痛胃镜检查，是哪个科给做", "performed_by", "无痛胃镜检查", C),
    Q("肾上长了东西要做造影，泌尿外科一般能做哪些检查", "performed_by", "泌尿外科", DEP),
    # check_has_alias
    Q("梅毒筛查单子上的RPR是哪项检查的缩写", "check_has_alias", "RPR", AL),
    Q("脑电图检查英文怎么说", "check_has_alias", "脑电图检查", C),
    Q("快速血浆反应素试验简称叫什么", "check_has_alias", "快速血浆反应素试验", C),
    Q("新生儿疾病筛查检查在英文里叫什么", "check_has_alias", "新生儿疾病筛查检查", C),
]


def listed_names(name: str) -> list[str]:
    """The names an alias record's name lists when it is a list, read as entity linking and the set validator read
    it (`core.search.name_dictionary.listed_names`); no names when it is not a list."""
    parts = core_listed_names(name)
    return parts if parts != [name.strip()] else []


def recorded_alias(data: NetworkData, trade_names: dict[int, list[str]], q: Q) -> bool:
    """Whether the name a question uses for its entity is one the network records for that instance:
    an alias instance its type's alias relation leads to, or one of the names such an alias instance lists
    (甲肝 of 甲型肝炎；甲肝: `listed_names`), or (for a drug) one of its trade names."""
    rids = data.rid_of[q.object_type].get(q.entity, [])
    if len(rids) != 1:
        return False
    relation = ALIAS_RELATION.get(q.object_type)
    aliases = {data.names["alias"].get(a) for a in data.out[relation].get(rids[0], [])} if relation else set()
    listed = {part for alias in aliases if alias for part in listed_names(alias)}
    return q.mention in aliases or q.mention in listed or q.mention in trade_names.get(rids[0], [])


def drug_trade_names(data: NetworkData) -> dict[int, list[str]]:
    """Each drug's trade names, as its `trade_name` property lists them (separated by 、)."""
    layout = data.file.layout[DR]
    column = layout.columns["trade_name"]
    listed: dict[int, list[str]] = {}
    for rid, value in data.file.execute(f"SELECT rid, {column} FROM {layout.table} WHERE {column} IS NOT NULL"):
        listed[rid] = [part.strip() for part in str(value).split("、") if part.strip()]
    return listed


def unrecorded_aliases(questions: list[Q]) -> list[str]:
    data = NetworkData(embedded_backend())
    trade_names = drug_trade_names(data)
    return [f"{q.question}: {q.mention} is no alias the network records for {q.entity}"
            for q in questions if q.mention is not None and not recorded_alias(data, trade_names, q)]


def main_checking_aliases(questions: list[Q], out: Path, prefix: str) -> int | str:
    """`main` for a set whose questions name entities by aliases: the problems, as the exit message,
    when a question names its entity by an alias the network does not record (`unrecorded_aliases`);
    otherwise the set built, written and validated."""
    problems = unrecorded_aliases(questions)
    if problems:
        return "\n".join(problems)
    return main(questions, out, prefix)


def build_with_written_forms(backend, questions: list, prefix: str, field: str, tag: str,
                             problems: Callable[[NetworkData, dict[int, list[str]], list], list[str]]) -> list[dict]:
    """The lines of a set some of whose questions write their entity's name in a form the network does not (a slip of
    the keyboard, a name broken by a copy), kept in the field `field` of the set's own `Q`: first what `problems`
    (data, drug trade names, questions) finds wrong with those questions, as the exit message; then
    `make_medical_everyday.build`'s checks and answers with the name standing in for that form while the question is
    checked, so every other check of the build (the relation, the entity, the named neighbour, the answers) holds for
    these lines as for the others; then the form put back, the mention left empty, `verbatim` read again and `tag`
    added."""
    data = NetworkData(backend)
    found = problems(data, drug_trade_names(data), questions)
    if found:
        raise SystemExit("\n".join(found))
    stand_ins = [q._replace(question=q.question.replace(getattr(q, field), q.entity)) if getattr(q, field) else q
                 for q in questions]
    lines = build(backend, stand_ins, prefix)
    for line, q in zip(lines, questions):
        if getattr(q, field) is None:
            continue
        line["question"] = q.question
        line["mention"] = None
        line["tags"] = [t for t in line["tags"] if t != "verbatim"]
        if verbatim(q.question, data.relations[q.relation]):
            line["tags"].append("verbatim")
        line["tags"].append(tag)
    if len({line["question"] for line in lines}) != len(lines):
        raise SystemExit("a question is written twice")
    return lines


def main_with_written_forms(questions: list, out: Path, prefix: str, field: str, tag: str,
                            problems: Callable[[NetworkData, dict[int, list[str]], list], list[str]]) -> int | str:
    """`main_checking_aliases` for a set some of whose questions write their entity's name in another form: the
    aliases checked, the set built (`build_with_written_forms`), written and validated."""
    found = unrecorded_aliases(questions)
    if found:
        return "\n".join(found)
    backend = embedded_backend()
    return write_and_validate(backend, build_with_written_forms(backend, questions, prefix, field, tag, problems), out)


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day4"))
