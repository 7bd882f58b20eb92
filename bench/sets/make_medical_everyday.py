"""Writes `medical_everyday.jsonl`, a second set of everyday Chinese questions for the demo network.

Unlike `make_medical_dev.py`, nothing here is a template: every question below was written by hand,
one at a time, the way a patient, a relative, a student or a pharmacist would put it — colloquial
words (拉肚子, 挂号, 管用), context before the question (我妈在吃…，脚有点肿), two clauses, lay names the
network records as aliases (甲亢, 脚气, 房颤), and questions asked from the relation's target end
(老是咳嗽可能是什么病). Each question carries only its gold relation type, the entity it is about (and
how it names it), and — for a question that names one neighbour (高血压会头晕吗) — that neighbour. The
answers are read from the built network: every neighbour of the entity via the gold relation type
(the sources, for a question asked from the target end). The file is checked with the evaluation
harness's validator before it is written:

    .venv/bin/python bench/sets/make_medical_everyday.py       # rewrites bench/sets/medical_everyday.jsonl

Tags: the entity's object type (`alias_instance` for the alias type); `alias` (the mention is an alias, not the name); `reverse` (asked
from the target end); `names_answer`; `ambiguous_name` (the name is also an instance of another
type); `verbatim` (the question contains the gold relation type's name); `context` (the question
carries a clause of context besides what it asks).

A drug trade name the network also holds as a record of its own (赛乐特, 云南白药: written twice, see
`make_medical_dev.written_twice`) names the standard record by an alias, and is labelled so.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import NamedTuple

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_dev import NetworkData, verbatim  # noqa: E402
from core.backends import embedded_backend  # noqa: E402
from core.text import in_simplified_characters  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday.jsonl"


class Q(NamedTuple):
    question: str
    relation: str
    entity: str
    object_type: str
    mention: str | None = None   # how the question names the entity, when not by its name
    named: str | None = None     # the one neighbour the question names (its only gold answer)
    reverse: bool = False        # asked from the target end (implied when the type is the target's)


D, S, DR, M, F, C = "disease", "symptom", "drugs", "medicinal_material", "formula", "checklist"
# The demo network's other object types, as the later sets' lines name them
AL, CA, PO, RE, TH, IN, EF = "alias", "cause", "population", "region", "therapy", "ingredient", "efficacy"
DEP, BP, DC, PC = "department", "bodypart", "drug_class", "drug_product_class"

QUESTIONS: list[Q] = [
    # has_symptom
    Q("我最近老是口渴还尿多，听说糖尿病一开始就是这样，糖尿病都有哪些表现啊", "has_symptom", "糖尿病", D),
    Q("孩子出水痘了一般会是什么样子", "has_symptom", "水痘", D),
    Q("得了手足口病的小孩身上会有哪些不舒服", "has_symptom", "手足口病", D),
    Q("怎么知道自己是不是得了甲亢", "has_symptom", "甲状腺功能亢进症", D, mention="甲亢"),
    Q("流感和普通感冒不一样吧，得了流感人会怎么样", "has_symptom", "流行性感冒", D, mention="流感"),
    Q("老人家得了肺炎一般会有什么反应", "has_symptom", "肺炎", D),
    Q("抑郁症的人平时会表现出什么样子", "has_symptom", "抑郁症", D),
    Q("阑尾炎疼起来是什么样的，除了疼还有别的症状吗", "has_symptom", "阑尾炎", D),
    Q("拉肚子除了老跑厕所还会有什么其他表现", "has_symptom", "腹泻", D, mention="拉肚子"),
    Q("我妈最近老是头晕，是不是高血压引起的", "has_symptom", "高血压", D, named="头晕"),
    Q("偏头痛发作的时候除了头疼还会怎样", "has_symptom", "偏头痛", D),
    Q("房颤的病人自己能感觉到哪些异常", "has_symptom", "心房纤颤", D, mention="房颤"),
    Q("老是咳嗽可能是得了什么病", "has_symptom", "咳嗽", S),
    Q("最近经常头晕，有可能是哪些病在作怪", "has_symptom", "头晕", S),
    Q("一直嗜睡是哪些疾病的信号", "has_symptom", "嗜睡", S),
    Q("小孩身上起了皮疹，会是哪些病", "has_symptom", "皮疹", S),
    # designated_to
    Q("得了甲亢去医院挂什么科", "designated_to", "甲状腺功能亢进症", D, mention="甲亢"),
    Q("脸上长痤疮应该去看哪个科", "designated_to", "痤疮", D),
    Q("腰椎间盘突出症看病应该找哪个科的大夫", "designated_to", "腰椎间盘突出症", D),
    Q("老人中风了送到医院该去哪个科", "designated_to", "中风", D),
    Q("小孩得了手足口病在医院哪个科室看", "designated_to", "手足口病", D),
    Q("眼睛红红的像是结膜炎，挂号挂哪里", "designated_to", "结膜炎", D),
    Q("我老公前列腺炎犯了，不知道该挂哪个科", "designated_to", "前列腺炎", D),
    Q("尿路感染要看哪个门诊", "designated_to", "尿路感染", D),
    Q("脚气老不好，去医院找哪个科看", "designated_to", "足癣", D, mention="脚气"),
    Q("拉肚子好几天了，医院里归哪个科管", "designated_to", "腹泻", D, mention="拉肚子"),
    Q("糖尿病复查是看内分泌还是别的科", "designated_to", "糖尿病", D),
    Q("颈椎病该上医院哪个科去瞧", "designated_to", "颈椎病", D),
    # checks
    Q("怀疑自己有胃炎，去医院要做哪些检查", "checks", "胃炎", D),
    Q("医生说我可能是肺结核，一般要查些什么", "checks", "肺结核", D),
    Q("白内障做手术之前要查哪些项目", "checks", "白内障", D),
    Q("痛风是怎么查出来的", "checks", "痛风", D),
    Q("想确诊是不是哮喘需要做哪些化验", "checks", "哮喘", D),
    Q("脑梗死住院一般都要做哪些检查", "checks", "脑梗死", D),
    Q("荨麻疹需要抽血化验吗，要查什么", "checks", "荨麻疹", D),
    Q("体检查乙型肝炎的时候要做肝功能检查吗", "checks", "乙型肝炎", D, named="肝功能检查"),
    Q("得了冠心病一般要做什么检查来确定", "checks", "冠状动脉粥样硬化性心脏病", D, mention="冠心病"),
    Q("中耳炎去医院会给做哪些检查", "checks", "中耳炎", D),
    # has_complication
    Q("糖尿病控制不好的话时间长了会变成什么病", "has_complication", "糖尿病", D),
    Q("中耳炎不治的话会不会引起别的病", "has_complication", "中耳炎", D),
    Q("痛风拖久了会有什么后果", "has_complication", "痛风", D),
    Q("流感会不会并发别的毛病", "has_complication", "流行性感冒", D, mention="流感"),
    Q("白内障放着不管以后会出什么问题", "has_complication", "白内障", D),
    Q("脑梗死之后容易继发哪些病", "has_complication", "脑梗死", D),
    Q("颈椎病严重了会连带出哪些问题", "has_complication", "颈椎病", D),
    Q("乙型肝炎最后会不会发展成肝硬化", "has_complication", "乙型肝炎", D, named="肝硬化"),
    Q("哪些病到后来可能会带出高血压", "has_complication", "高血压", D, reverse=True),
    Q("抑郁症时间长了还可能得什么病", "has_complication", "抑郁症", D),
    # cures
    Q("我嗓子疼得厉害，咽炎吃什么药好得快", "cures", "咽炎", D),
    Q("拉肚子吃什么药管用", "cures", "腹泻", D, mention="拉肚子"),
    Q("老爸查出来痛风，平时能吃什么药", "cures", "痛风", D),
    Q("荨麻疹痒得受不了，有什么药可以用", "cures", "荨麻疹", D),
    Q("孩子得了水痘，有没有药可以吃", "cures", "水痘", D),
    Q("脚气反反复复，用什么药能根治", "cures", "足癣", D, mention="脚气"),
    Q("偏头痛疼起来吃点什么药", "cures", "偏头痛", D),
    Q("高血压能不能吃苯磺酸氨氯地平片", "cures", "高血压", D, named="苯磺酸氨氯地平片"),
    Q("甲亢要长期吃药吗，一般吃哪些药", "cures", "甲状腺功能亢进症", D, mention="甲亢"),
    Q("便秘好几天了，药店能买到什么药", "cures", "便秘", D),
    Q("得了尿路感染医生一般开什么药", "cures", "尿路感染", D),
    Q("焦虑症需要吃药控制吗，有哪些药", "cures", "焦虑症", D),
    # shown_on
    Q("痛风一般在身体哪些地方发作", "shown_on", "痛风", D),
    Q("心绞痛的疼会出现在哪些位置", "shown_on", "心绞痛", D),
    Q("骨关节炎最常找上哪些关节", "shown_on", "骨关节炎", D),
    Q("湿疹一般长在哪里", "shown_on", "湿疹", D),
    Q("类风湿性关节炎主要影响身体哪些地方", "shown_on", "类风湿性关节炎", D),
    Q("溃疡性结肠炎的病变在肠子哪一段", "shown_on", "溃疡性结肠炎", D),
    Q("手足口病的疹子都长在哪", "shown_on", "手足口病", D),
    # has_alias
    Q("腹泻在老百姓嘴里还叫什么", "has_alias", "腹泻", D),
    Q("甲状腺功能亢进症平时大家简称什么", "has_alias", "甲状腺功能亢进症", D),
    Q("慢性阻塞性肺疾病有没有简单点的叫法", "has_alias", "慢性阻塞性肺疾病", D),
    Q("脑出血俗话怎么说", "has_alias", "脑出血", D),
    Q("心房纤颤是不是还有个名字", "has_alias", "心房纤颤", D),
    Q("龋病就是我们平时说的什么", "has_alias", "龋病", D),
    Q("遗尿症民间一般怎么叫", "has_alias", "遗尿症", D),
    Q("流行性腮腺炎老辈人管它叫什么", "has_alias", "流行性腮腺炎", D),
    # caused_by
    Q("好好的怎么会得胃炎呢，一般是什么原因", "caused_by", "胃炎", D),
    Q("白内障是怎么引起的", "caused_by", "白内障", D),
    Q("焦虑症是什么导致的，跟压力大有关系吗", "caused_by", "焦虑症", D),
    Q("便秘老是不好，可能是哪些原因造成的", "caused_by", "便秘", D),
    Q("肺炎一般是怎么得上的", "caused_by", "肺炎", D),
    Q("腰椎间盘突出症是怎么落下的", "caused_by", "腰椎间盘突出症", D),
    Q("为什么会得脑梗死", "caused_by", "脑梗死", D),
    Q("咽炎为什么老是反复，病因有哪些", "caused_by", "咽炎", D),
    Q("脱发是什么原因造成的", "caused_by", "脱发", D),
    Q("吸烟会引起哪些病", "caused_by", "吸烟", "cause", reverse=True),
    Q("长期饮酒可能导致什么疾病", "caused_by", "饮酒", "cause", reverse=True),
    # has_risk_factor
    Q("什么情况下容易诱发痛风", "has_risk_factor", "痛风", D),
    Q("哪些因素会增加得心肌炎的风险", "has_risk_factor", "心肌炎", D),
    Q("乳腺癌跟哪些不良习惯或者因素有关", "has_risk_factor", "乳腺癌", D),
    Q("哮喘在什么情况下更容易犯", "has_risk_factor", "哮喘", D),
    Q("胆囊炎容易被哪些因素诱发", "has_risk_factor", "胆囊炎", D),
    Q("家里有人得过肺结核，什么样的情况会让人更容易染上", "has_risk_factor", "肺结核", D),
    Q("小孩为什么容易得中耳炎，哪些因素要当心", "has_risk_factor", "中耳炎", D),
    Q("有吸烟习惯的人更容易得哪些病", "has_risk_factor", "吸烟", "cause", reverse=True),
    # common_in
    Q("颈椎病一般是什么人容易得", "common_in", "颈椎病", D),
    Q("高血压多见于哪类人", "common_in", "高血压", D),
    Q("乙型肝炎哪些人比较容易被感染", "common_in", "乙型肝炎", D),
    Q("胃溃疡常见于什么样的人", "common_in", "胃溃疡", D),
    Q("偏头痛是不是女的更容易得，一般都是哪些人得", "common_in", "偏头痛", D),
    Q("休克多发生在什么人身上", "common_in", "休克", D),
    Q("老年人容易得哪些病", "common_in", "老年人", "population"),
    Q("怀孕了要注意防哪些病，孕妇常见的病有哪些", "common_in", "孕妇", "population"),
    Q("儿童最容易得的病都有哪些", "common_in", "儿童", "population"),
    # prevalent_in
    Q("登革热在哪些地方比较多", "prevalent_in", "登革热", D),
    Q("疟疾主要在哪些地区流行", "prevalent_in", "疟疾", D),
    Q("血吸虫病在哪些地方多见", "prevalent_in", "血吸虫病", D),
    Q("肺结核哪些国家或者地区高发", "prevalent_in", "肺结核", D),
    Q("食管癌在哪些地方发病的人多", "prevalent_in", "食管癌", D),
    Q("膀胱癌哪里的人得得多", "prevalent_in", "膀胱癌", D),
    Q("溶血性贫血在什么地区比较常见", "prevalent_in", "溶血性贫血", D),
    # treated_with
    Q("白内障除了做手术还有别的治疗办法吗", "treated_with", "白内障", D),
    Q("抑郁症除了吃药还能怎么治", "treated_with", "抑郁症", D),
    Q("脑梗死怎么治效果好", "treated_with", "脑梗死", D),
    Q("胃炎平时怎么调理治疗", "treated_with", "胃炎", D),
    Q("荨麻疹一般怎么处理", "treated_with", "荨麻疹", D),
    Q("哮喘能治好吗，都有哪些治法", "treated_with", "哮喘", D),
    Q("脚气怎么治才能断根", "treated_with", "足癣", D, mention="脚气"),
    Q("得了糖尿病生活上要怎么治疗和控制", "treated_with", "糖尿病", D),
    # metastasizes_to
    Q("乳腺癌到了晚期会转移到哪里", "metastasizes_to", "乳腺癌", D),
    Q("前列腺癌容易扩散到哪些部位", "metastasizes_to", "前列腺癌", D),
    Q("胆管癌会往哪些器官转移", "metastasizes_to", "胆管癌", D),
    Q("小细胞肺癌一般转到哪儿去", "metastasizes_to", "小细胞肺癌", D),
    Q("支气管肺癌的癌细胞会跑到身体哪些地方", "metastasizes_to", "支气管肺癌", D),
    Q("鳞状细胞癌扩散的话常见在哪些位置", "metastasizes_to", "鳞状细胞癌", D),
    # invades
    Q("非小细胞肺癌长大了会长进旁边哪些结构", "invades", "非小细胞肺癌", D),
    Q("喉癌会往邻近的什么地方长", "invades", "喉癌", D),
    Q("口咽癌局部会累及哪些部位", "invades", "口咽癌", D),
    Q("白喉在局部会蔓延到哪些地方", "invades", "白喉", D),
    Q("肝内胆管癌会不会长到周围器官里去，会侵到哪", "invades", "肝内胆管癌", D),
    Q("恶性肿瘤一般会直接侵袭哪些部位", "invades", "恶性肿瘤", D),
    # is_subtype_of
    Q("鼻窦炎算是哪一大类的病", "is_subtype_of", "鼻窦炎", D),
    Q("痛经在医学上归到什么病下面", "is_subtype_of", "痛经", D),
    Q("荨麻疹属于哪种大类疾病", "is_subtype_of", "荨麻疹", D),
    Q("牙痛从分类上说是什么病的一种", "is_subtype_of", "牙痛", D),
    Q("耳鸣是哪类病里面的", "is_subtype_of", "耳鸣", D),
    Q("肝硬化属于什么病的范畴", "is_subtype_of", "肝硬化", D),
    Q("青光眼分哪几种类型", "is_subtype_of", "青光眼", D, reverse=True),
    Q("脑梗死具体有哪些类型", "is_subtype_of", "脑梗死", D, reverse=True),
    # related_disease
    Q("得过脑炎的人还要留意哪些有关的病", "related_disease", "脑炎", D),
    Q("痛风常常跟什么病一起出现", "related_disease", "痛风", D),
    Q("麻疹跟哪些病有关联", "related_disease", "麻疹", D),
    Q("糖尿病患者还要小心哪些跟它有关的病", "related_disease", "糖尿病", D),
    Q("高血压跟哪些病扯得上关系", "related_disease", "高血压", D),
    Q("肝硬化跟哪些病挂钩", "related_disease", "肝硬化", D),
    # differential_diagnosis
    Q("偏头痛容易跟哪些病搞混", "differential_diagnosis", "偏头痛", D),
    Q("疟疾发烧的时候要排除哪些病", "differential_diagnosis", "疟疾", D),
    Q("自身免疫性肝炎需要和什么病区分开", "differential_diagnosis", "自身免疫性肝炎", D),
    Q("食物中毒会不会被当成别的病，要鉴别哪些", "differential_diagnosis", "食物中毒", D),
    Q("抑郁症和哪些病看起来很像", "differential_diagnosis", "抑郁症", D),
    Q("胆囊炎看病时医生要跟哪些病比较排除", "differential_diagnosis", "胆囊炎", D),
    Q("急性胰腺炎肚子疼，会不会其实是别的病，需要排除哪些", "differential_diagnosis", "急性胰腺炎", D),
    # indicated_for
    Q("家里有阿莫西林胶囊，它是治什么的", "indicated_for", "阿莫西林胶囊", DR),
    Q("布洛芬缓释胶囊除了退烧还能治啥", "indicated_for", "布洛芬缓释胶囊", DR),
    Q("蒙脱石散一般用在什么情况", "indicated_for", "蒙脱石散", DR),
    Q("连花清瘟胶囊主要管什么病", "indicated_for", "连花清瘟胶囊", DR),
    Q("藿香正气水喝了能治哪些毛病", "indicated_for", "藿香正气水", DR),
    Q("氯雷他定片是治过敏的吗，具体能治什么", "indicated_for", "氯雷他定片", DR),
    Q("六味地黄丸到底是治什么的", "indicated_for", "六味地黄丸", DR),
    Q("阿奇霉素片能治肺炎吗", "indicated_for", "阿奇霉素片", DR, named="肺炎"),
    Q("赛乐特是什么病用的药", "indicated_for", "盐酸帕罗西汀片", DR, mention="赛乐特"),
    Q("感冒了吃什么药好", "indicated_for", "感冒", D),
    Q("发热的时候可以吃哪些药", "indicated_for", "发热", D),
    # has_adverse_reaction
    Q("吃阿莫西林胶囊会有什么不舒服的反应吗", "has_adverse_reaction", "阿莫西林胶囊", DR),
    Q("布洛芬片吃多了对身体有啥影响", "has_adverse_reaction", "布洛芬片", DR),
    Q("我妈在吃苯磺酸氨氯地平片，脚有点肿，这个药有哪些副作用", "has_adverse_reaction", "苯磺酸氨氯地平片", DR),
    Q("阿托伐他汀钙片长期吃要注意哪些不良反应", "has_adverse_reaction", "阿托伐他汀钙片", DR),
    Q("头孢地尼胶囊吃完可能出现哪些情况", "has_adverse_reaction", "头孢地尼胶囊", DR),
    Q("吃阿司匹林肠溶片会不会头晕", "has_adverse_reaction", "阿司匹林肠溶片", DR, named="头晕"),
    Q("奥美拉唑肠溶胶囊吃了可能有什么反应", "has_adverse_reaction", "奥美拉唑肠溶胶囊", DR),
    Q("氯雷他定片吃了会犯困吗，还有别的副作用没", "has_adverse_reaction", "氯雷他定片", DR),
    Q("哪些药吃了容易脱发", "has_adverse_reaction", "脱发", S),
    Q("吃了什么药可能会出皮疹", "has_adverse_reaction", "皮疹", S),
    Q("盐酸二甲双胍片对胃有刺激吗，会有哪些副反应", "has_adverse_reaction", "盐酸二甲双胍片", DR),
    # has_ingredient
    Q("板蓝根颗粒里面都有些什么", "has_ingredient", "板蓝根颗粒", DR),
    Q("感冒清热颗粒是用哪些东西配成的", "has_ingredient", "感冒清热颗粒", DR),
    Q("六味地黄丸的配方里有哪些药", "has_ingredient", "六味地黄丸", DR),
    Q("对乙酰氨基酚片含有什么", "has_ingredient", "对乙酰氨基酚片", DR),
    Q("健胃消食片是拿什么做的", "has_ingredient", "健胃消食片", DR),
    Q("连花清瘟胶囊里有哪些中药", "has_ingredient", "连花清瘟胶囊", DR),
    Q("哪些中成药里面加了人参", "has_ingredient", "人参", "ingredient"),
    Q("含有何首乌的药有哪些", "has_ingredient", "何首乌", "ingredient"),
    # is_a_level3
    Q("苯磺酸氨氯地平片是治哪方面的药", "is_a_level3", "苯磺酸氨氯地平片", DR),
    Q("阿奇霉素片按作用来分算哪类药", "is_a_level3", "阿奇霉素片", DR),
    Q("氯雷他定片属于哪一类用途的", "is_a_level3", "氯雷他定片", DR),
    Q("盐酸二甲双胍片是降什么的药，归哪类", "is_a_level3", "盐酸二甲双胍片", DR),
    Q("头孢地尼胶囊按用途分是什么药", "is_a_level3", "头孢地尼胶囊", DR),
    Q("阿托伐他汀钙片是哪一类的药", "is_a_level3", "阿托伐他汀钙片", DR),
    # belongs_to
    Q("板蓝根颗粒是中成药还是西药", "belongs_to", "板蓝根颗粒", DR),
    Q("藿香正气水属于什么类别的药品", "belongs_to", "藿香正气水", DR),
    Q("布洛芬缓释胶囊在药店是归在哪一类", "belongs_to", "布洛芬缓释胶囊", DR),
    Q("云南白药属于哪种药品", "belongs_to", "云南白药胶囊", DR, mention="云南白药"),
    Q("甲硝唑片在药品目录里是哪个类别", "belongs_to", "甲硝唑片", DR),
    Q("六味地黄丸算哪类中成药", "belongs_to", "六味地黄丸", DR),
    # drug_has_alias
    Q("牛黄清心丸有没有别的名字", "drug_has_alias", "牛黄清心丸", DR),
    Q("附子理中丸在药店还可能叫什么", "drug_has_alias", "附子理中丸", DR),
    Q("普瑞巴林胶囊还有什么叫法", "drug_has_alias", "普瑞巴林胶囊", DR),
    Q("替格瑞洛片还有别的称呼吗", "drug_has_alias", "替格瑞洛片", DR),
    Q("沙格列汀片另一个名字是啥", "drug_has_alias", "沙格列汀片", DR),
    # mainly_treats
    Q("蒲公英泡水喝能治什么病", "mainly_treats", "蒲公英", M),
    Q("家里种的薄荷能拿来治什么", "mainly_treats", "薄荷", M),
    Q("三七主要用来治哪些病", "mainly_treats", "三七", M),
    Q("当归一般是治什么病的", "mainly_treats", "当归", M),
    Q("甘草入药能治哪些毛病", "mainly_treats", "甘草", M),
    Q("决明子能治眼睛方面的病吗，还能治啥", "mainly_treats", "决明子", M),
    Q("生姜当药材用可以治什么", "mainly_treats", "生姜", M),
    Q("咳嗽可以用哪些中药材来治", "mainly_treats", "咳嗽", D),
    # has_efficacy
    Q("菊花泡茶喝对身体有什么好处", "has_efficacy", "菊花", M),
    Q("黄连在中医里起什么作用", "has_efficacy", "黄连", M),
    Q("金边兔耳草有什么药用价值", "has_efficacy", "金边兔耳草", M),
    Q("红芪吃了有什么好处", "has_efficacy", "红芪", M),
    Q("生姜作为中药有什么作用", "has_efficacy", "生姜", M),
    Q("番石榴入药有啥效果", "has_efficacy", "番石榴", M),
    Q("哪些药材可以清热解毒", "has_efficacy", "清热解毒", "efficacy"),
    Q("想活血化瘀可以用什么中药材", "has_efficacy", "活血化瘀", "efficacy"),
    # distributed_in
    Q("三七主要产在哪里", "distributed_in", "三七", M),
    Q("甘草哪里产的比较多", "distributed_in", "甘草", M),
    Q("蒲公英在哪些地方能找到", "distributed_in", "蒲公英", M),
    Q("韩信草在哪些省份有分布", "distributed_in", "韩信草", M),
    Q("黄连是哪儿出的", "distributed_in", "黄连", M),
    Q("去广西能采到哪些药材", "distributed_in", "广西", "region"),
    Q("云南那边出产什么中药", "distributed_in", "云南", "region"),
    # material_has_alias
    Q("蒲公英在农村叫什么", "material_has_alias", "蒲公英", M),
    Q("甘草还有哪些叫法", "material_has_alias", "甘草", M),
    Q("丝瓜入药的时候叫什么名字", "material_has_alias", "丝瓜", M),
    Q("海金沙草有哪些土名", "material_has_alias", "海金沙草", M),
    Q("墨旱莲也叫什么", "material_has_alias", "墨旱莲", M),
    Q("三七还叫啥", "material_has_alias", "三七", M),
    # composed_of
    Q("麻杏石甘汤由哪几味药组成", "composed_of", "麻杏石甘汤", F),
    Q("百合固金汤的方子里都有哪些中药", "composed_of", "百合固金汤", F),
    Q("半夏白术天麻汤用到哪些药材", "composed_of", "半夏白术天麻汤", F),
    Q("黄土汤去药房抓药要抓哪些", "composed_of", "黄土汤", F),
    Q("参苏饮是哪些药配起来的", "composed_of", "参苏饮", F),
    Q("菊花茶调散里放了什么", "composed_of", "菊花茶调散", F),
    # formula_has_efficacy
    Q("补中益气汤喝了有什么用", "formula_has_efficacy", "补中益气汤", F),
    Q("归脾汤对身体有什么好处", "formula_has_efficacy", "归脾汤", F),
    Q("龙胆泻肝汤能起什么效果", "formula_has_efficacy", "龙胆泻肝汤", F),
    Q("独活寄生汤有什么功能", "formula_has_efficacy", "独活寄生汤", F),
    Q("茵陈蒿汤是干嘛用的", "formula_has_efficacy", "茵陈蒿汤", F),
    Q("血府逐瘀汤能活血化瘀吗", "formula_has_efficacy", "血府逐瘀汤", F, named="活血化瘀"),
    # prescribed_for
    Q("补中益气汤适合什么病的人喝", "prescribed_for", "补中益气汤", F),
    Q("大承气汤一般用来治哪种病", "prescribed_for", "大承气汤", F),
    Q("炙甘草汤能治哪些病症", "prescribed_for", "炙甘草汤", F),
    Q("归脾汤主要针对什么病", "prescribed_for", "归脾汤", F),
    Q("真武汤什么病可以用", "prescribed_for", "真武汤", F),
    Q("黄连解毒汤治什么", "prescribed_for", "黄连解毒汤", F),
    # formula_has_alias
    Q("黄土汤还有什么名字", "formula_has_alias", "黄土汤", F),
    Q("麻黄附子细辛汤的别名", "formula_has_alias", "麻黄附子细辛汤", F),
    Q("八味地黄丸另外还叫什么", "formula_has_alias", "八味地黄丸", F),
    Q("菝葜八味汤又被称作什么", "formula_has_alias", "菝葜八味汤", F),
    # check_for_disease
    Q("做心电图检查能查出哪些病", "check_for_disease", "心电图检查", C),
    Q("血常规检查一般是用来看什么病的", "check_for_disease", "血常规检查", C),
    Q("医生让我做眼底检查，这个是查什么病的", "check_for_disease", "眼底检查", C),
    Q("尿常规检查可以发现哪些疾病", "check_for_disease", "尿常规检查", C),
    Q("胸部CT检查主要诊断什么病", "check_for_disease", "胸部CT检查", C),
    Q("腹腔镜检查是查哪些病用的", "check_for_disease", "腹腔镜检查", C),
    # check_for_symptom
    Q("有哪些情况医生会让做脑电图检查", "check_for_symptom", "脑电图检查", C),
    Q("胸部平片一般是有什么症状才拍", "check_for_symptom", "胸部平片", C),
    Q("肌电图检查是针对哪些不舒服做的", "check_for_symptom", "肌电图检查", C),
    Q("颅脑CT检查是头有什么症状才做", "check_for_symptom", "颅脑CT检查", C),
    Q("身体有哪些异常的时候要查血常规检查", "check_for_symptom", "血常规检查", C),
    # performed_by
    Q("脑电图检查要去哪个科室排队", "performed_by", "脑电图检查", C),
    Q("宫腔镜检查是哪个科给做", "performed_by", "宫腔镜检查", C),
    Q("无痛胃镜检查在医院哪个部门做", "performed_by", "无痛胃镜检查", C),
    Q("心血管造影检查由哪个科室负责", "performed_by", "心血管造影检查", C),
    Q("静脉尿路造影检查去哪做，哪个科", "performed_by", "静脉尿路造影检查", C),
    # check_has_alias
    Q("肌电图检查平时简称什么", "check_has_alias", "肌电图检查", C),
    Q("心电图检查医生常说的字母叫法是什么", "check_has_alias", "心电图检查", C),
    Q("脑电图检查另外的名字", "check_has_alias", "脑电图检查", C),
    Q("静脉尿路造影检查也被叫做什么", "check_has_alias", "静脉尿路造影检查", C),
]


def context_clause(question: str) -> bool:
    """A question that says something before (or besides) what it asks: two clauses."""
    return "，" in question


def build(backend, questions: list[Q] | None = None, prefix: str = "day") -> list[dict]:
    """The lines of a set of hand-written questions (this file's own by default), ids `<prefix>-0001`…"""
    data = NetworkData(backend)
    lines: list[dict] = []
    problems: list[str] = []
    for q in QUESTIONS if questions is None else questions:
        rt = data.relations[q.relation]
        reverse = q.reverse or q.object_type != rt.source_object_type_id
        near = rt.target_object_type_id if reverse else rt.source_object_type_id
        far = rt.source_object_type_id if reverse else rt.target_object_type_id
        if q.object_type != near:
            problems.append(f"{q.question}: {q.entity} is a {q.object_type}, {q.relation} needs {near}")
            continue
        rids = data.rid_of[near].get(q.entity, [])
        if len(rids) != 1:
            problems.append(f"{q.question}: {len(rids)} instances of {near} named {q.entity}")
            continue
        ends = (data.inc if reverse else data.out)[q.relation].get(rids[0], [])
        answers = sorted({data.names[far][e] for e in ends if e in data.names[far]})
        if q.named is not None:
            if q.named not in answers:
                problems.append(f"{q.question}: {q.named} is no {q.relation} neighbour of {q.entity}")
                continue
            answers = [q.named]
        if not answers:
            problems.append(f"{q.question}: {q.entity} has no {q.relation} neighbour")
            continue
        mention = q.mention or q.entity
        if mention not in q.question and mention not in in_simplified_characters(q.question):
            problems.append(f"{q.question}: the mention {mention} is not in the question")
            continue
        # the entity's object type, except that an alias instance asked about (拜瑞妥是哪个药) is tagged
        # `alias_instance`: the tag `alias` marks questions naming their entity by an alias
        tags = [near if near != "alias" else "alias_instance"]
        if mention != q.entity:
            tags.append("alias")
        if reverse:
            tags.append("reverse")
        if q.named is not None:
            tags.append("names_answer")
        if len(data.types_of_name[q.entity]) > 1:
            tags.append("ambiguous_name")
        if verbatim(q.question, rt):
            tags.append("verbatim")
        if context_clause(q.question):
            tags.append("context")
        lines.append({
            "id": f"{prefix}-{len(lines) + 1:04d}", "question": q.question, "kn_id": "medical",
            "relation_types": [q.relation], "entity": {"name": q.entity, "object_type_id": near},
            "mention": mention, "answers": answers, "tags": tags,
        })
    if problems:
        raise SystemExit("\n".join(problems))
    if len({line["question"] for line in lines}) != len(lines):
        raise SystemExit("a question is written twice")
    return lines


def main(questions: list[Q] | None = None, out: Path = OUT, prefix: str = "day") -> int:
    """Builds a set (this file's own by default), writes it to `out` and validates the file."""
    backend = embedded_backend()
    return write_and_validate(backend, build(backend, questions, prefix), out)


def write_and_validate(backend, lines: list[dict], out: Path) -> int:
    """Writes a built set's lines to `out` and validates the file against the network: 1 (the problems printed)
    when it does not hold, else 0."""
    from core.evaluation.questions import load_questions, validate_against_network

    with out.open("w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    problems = validate_against_network(backend, load_questions(out))
    for problem in problems:
        print(problem)
    print(f"wrote {len(lines)} questions to {out}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
