"""Writes `medical_everyday_10.jsonl`, a tenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the nine other everyday sets and, like the third to ninth, kept as a held-out
measure: nothing in it was chosen or reworded after seeing how the project answers it. Other
diseases, drugs, medicinal materials, formulas and checks than the thirteen other sets wherever the
network allows (149 of the 202 questions name their entity by a name and mention no other set uses);
the relation types whose records every earlier set already asks about (prevalent_in, invades,
metastasizes_to, differential_diagnosis, has_risk_factor, performed_by, check_has_alias, and the
formulas' four) bring some back (膀胱癌, 口咽癌, 睾丸癌, 磨牙症, 前置胎盘, 宫腔镜检查, 八风丹, 参苏饮 …), asked
another way or from the relation's target end (澳大利亚那边哪些病比较多见, 哪种病专门侵犯巨噬细胞). Every
relation type of the network is asked four to six times (202 questions), by patients, parents,
elderly people, pharmacists, students and people who use traditional Chinese medicine.

The wording avoids the earlier sets' phrasings: other verbs and sentence shapes (是哪些病走到最后才会有的,
会连带出什么病, 跟哪些病沾边, 这针属于什么药啊, 晒干入药, 对应的是中文哪个检查呀), the particles 呢/啊/呀/嘛
(37 questions), run-on questions with a clause of context (68), two slips a phone keyboard makes where
the network's name stays intact (手背上长了好几个瘊子，去医院那个科能点掉; 匐行性脉络膜炎要做那些检查项目),
and double questions whose first part is the one asked about (莱迪细胞瘤是个什么病啊，要开刀吗 asks for the
parent disease, 阴茎癌一般用什么药治，能治好吗 for the drugs, 喜滴克是啥药，治什么的 for what the name stands
for, 膀胱癌在哪些地区高发啊，埃及算吗 for the regions). 23 name the one neighbour they ask about, 40 are
asked from the relation's target end (在建筑工地干活，容易得什么病, 含伏立康唑的药有哪几种), and some are
about names several records carry, with the wording saying which is meant (喉炎 and 腹膜炎 as diseases:
这个病; 水肿 and 昏迷 as symptoms: 这个症状).

Names inside names: 90 questions are about a record whose name holds the name of another disease,
symptom, drug, check, material or formula record of three characters or more, or lies inside a longer
one, asked the way people say them (急性肺脓肿 holds 肺脓肿, 小儿食物中毒 holds 食物中毒, 绝经后骨质疏松症,
匐行性脉络膜炎, 嗜酸性筋膜炎, 缺血性心肌病, 糖尿病性胃轻瘫, 葡萄球菌性腕关节炎, 香砂平胃散 holds 平胃散,
塞来昔布胶囊 holds 塞来昔布; 一氧化碳中毒 lies inside 小儿一氧化碳中毒, 颅咽管瘤 inside 小儿颅咽管瘤, 胎膜早破
inside 未足月胎膜早破).

About one question in four (55 of 202) names its entity by an alias the network records for that very
instance, of many kinds: drug trade names (14 questions, below), folk names (瘊子, 煤气中毒, 染色牙, 畏高症,
猪腰子), old and TCM names (漏胎, 下白物, 疳积, 震颤麻痹), English abbreviations (DIC, PROM, MSA, ASD, NET,
DHF), names with a part dropped, added or reworded (副鼻窦炎, 月经不调, 脉管炎, 功能性消化不良, 外阴发炎,
输血不良反应, 侵蚀性葡萄胎, 遗传性血色病, 慢性萎缩性胃炎, 感音神经性耳聋, 胰岛素依赖型糖尿病, 脓毒性休克,
颈侧瘘管, 妄想症), medicinal material aliases (山萸肉, 土大黄, 拳头参, 藤梨根, 猫眼草, 香茅草, 猪小肚, 狼头花),
formula aliases (八味丸, 治疝茴香丸) and check aliases (新生儿筛查, 静脉肾盂排泄造影). Fourteen more ask what
an alias stands for (天册, 盼尔来福, 洛普欣, 喜滴克, 定经草, 老鸦枕头, 钱串草, 嘉应子, 小儿麻痹症, 崩中, 菌痢,
electromyography, newborn screening, 茜根饮). Before the set is built, `unrecorded_aliases` (the fourth
set's check) makes sure every alias a question names its entity by is one the network records for that
very instance.

Drug trade names: 14 questions name a drug by a trade name its record's `trade_name` property lists
(西乐葆, 赛美维, 丽生, 泰素, 特治星, 力弘, 艾生特, 派罗欣, 维柳芬, 复达欣, 得宝松, 奥思平, 森得宁, 孚诺; 丽生, 力弘
and 孚诺 are drug_has_alias aliases as well). Every one of these names is also a drug record of its own
(the source writes the product twice). They are labelled as in the first, eighth and ninth sets: the
gold entity is the standard record (塞来昔布胶囊, 注射用更昔洛韦, 注射用亮菌甲素, 紫杉醇注射液,
注射用哌拉西林钠/他唑巴坦钠, 盐酸克林霉素注射液, 拉替拉韦钾片, 聚乙二醇干扰素α—2a注射液, 柳氮磺吡啶肠溶片,
注射用头孢他啶, 复方倍他米松注射液, 盐酸度洛西汀肠溶片, 托卡朋片, 复方多粘菌素B软膏), the mention is the trade
name and the line is tagged `alias`, because a patient holding the box asks about the medicine, and the
standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (17 questions besides the trade names); the gold record
is the one the question is judged to mean:
- DIC, 副鼻窦炎, 煤气中毒, 震颤麻痹, 慢性萎缩性胃炎, 感音神经性耳聋, 月经不调, 脉管炎, 疳积, 妄想症, 脓毒性休克,
  胰岛素依赖型糖尿病 and 遗传性血色病 are disease records with no relation of their own as well as aliases
  of 弥散性血管内凝血, 鼻旁窦炎, 一氧化碳中毒, 帕金森综合征, 萎缩性胃炎, 神经性耳聋, 月经失调, 血管炎, 疳疾,
  妄想型精神分裂症, 感染性休克, I型糖尿病 and 血色病; 新生儿筛查 is a check record with no relation as well
  as an alias of 新生儿疾病筛查检查. Each question is about the record that lists the alias.
- 功能性消化不良 is a disease record with symptoms and drugs of its own but no complication, and an alias
  of 非溃疡性消化不良; "功能性消化不良拖久了会不会变成别的病啊" asks for complications, so it is about
  非溃疡性消化不良, which lists the alias and holds them.
- 煤气中毒 is the alias of two records (一氧化碳中毒, 小儿一氧化碳中毒); the question (冬天屋里烧炭) is about no
  child, so it is about 一氧化碳中毒. 震颤麻痹 is the alias of 帕金森综合征 and 帕金森症; the question asks
  for complications, which only 帕金森综合征 records. 土大黄 is the alias of 羊蹄 and 木蝴蝶树皮; 土大黄 is
  the common name of 羊蹄, so the question is about 羊蹄.
- 天册, 盼尔来福, 洛普欣, 喜滴克 (drug records), 定经草 (a material record), 小儿麻痹症, 崩中 and 菌痢 (disease
  records) are aliases as well; the questions ask what the name stands for, so their gold is the alias
  instance, answered by the record that lists it.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_10.py    # rewrites bench/sets/medical_everyday_10.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PO, RE, S, TH, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_10.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("急性肺脓肿会咳出一大口一大口的脓痰吗，还有啥症状", "has_symptom", "急性肺脓肿", D),
    Q("昏迷这个症状一般是哪些病走到最后才会有的", "has_symptom", "昏迷", S),
    Q("怀孕三个月见了点红，老人说这叫漏胎，漏胎都有哪些表现呢", "has_symptom", "胎漏", D, mention="漏胎"),
    Q("ICU医生说我爸出现了DIC，这个时候人会有哪些情况", "has_symptom", "弥散性血管内凝血", D, mention="DIC"),
    Q("嘴唇一直发紫，口唇发绀这个症状是哪些病带出来的", "has_symptom", "口唇发绀", S),
    Q("脚踝一按一个坑，水肿这个症状一般是哪些病闹的呢", "has_symptom", "水肿", S),
    # designated_to
    Q("嗓子哑了一个礼拜，喉炎这个病该去哪个科挂号呀", "designated_to", "喉炎", D),
    Q("孕检单上写着PROM，是羊水破了吗，要去哪个科啊", "designated_to", "胎膜早破", D, mention="PROM"),
    Q("脖子侧面有个小眼老流水，说是颈侧瘘管，该挂什么科", "designated_to", "鳃裂瘘管", D, mention="颈侧瘘管"),
    Q("手背上长了好几个瘊子，去医院那个科能点掉", "designated_to", "千日疮", D, mention="瘊子"),
    Q("小孩查出幼年性息肉，是挂儿科吗", "designated_to", "幼年性息肉", D, named="儿科"),
    Q("副鼻窦炎老是流黄鼻涕，要找哪个科的医生呢", "designated_to", "鼻旁窦炎", D, mention="副鼻窦炎"),
    # checks
    Q("慢性便秘好几年了，去医院一般要做哪些检查嘛", "checks", "慢性便秘", D),
    Q("绝经后骨质疏松症光测个骨密度够不够，还得查啥", "checks", "绝经后骨质疏松症", D),
    Q("门脉高压性肠病需不需要做超声内镜检查", "checks", "门脉高压性肠病", D, named="超声内镜检查"),
    Q("冬天屋里烧炭煤气中毒了，送到医院要查些什么", "checks", "一氧化碳中毒", D, mention="煤气中毒"),
    Q("匐行性脉络膜炎要做那些检查项目", "checks", "匐行性脉络膜炎", D),
    Q("走路不稳还老头晕，神经科怀疑是MSA，要做哪些检查确认", "checks", "多系统萎缩", D, mention="MSA"),
    # has_complication
    Q("急性脑疝会不会接着引起消化道出血", "has_complication", "急性脑疝", D, named="消化道出血"),
    Q("做完颅咽管瘤手术，后面会不会闹出尿崩症来", "has_complication", "颅咽管瘤", D, named="尿崩症"),
    Q("孩子吃坏东西了，小儿食物中毒严重起来会连带出什么病", "has_complication", "小儿食物中毒", D),
    Q("我爸手抖好些年了，医生说是震颤麻痹，到后期会出现哪些并发症", "has_complication", "帕金森综合征", D,
      mention="震颤麻痹"),
    Q("胃镜报告写慢性萎缩性胃炎，会不会慢慢变成别的病", "has_complication", "萎缩性胃炎", D,
      mention="慢性萎缩性胃炎"),
    Q("功能性消化不良拖久了会不会变成别的病啊", "has_complication", "非溃疡性消化不良", D,
      mention="功能性消化不良"),
    # cures
    Q("肠镜说有憩室病，平常吃什么药好", "cures", "憩室病", D),
    Q("灼性神经痛疼得睡不着，有哪些药能用", "cures", "灼性神经痛", D),
    Q("阴茎癌一般用什么药治，能治好吗", "cures", "阴茎癌", D),
    Q("耳朵突然听不清，医生说是感音神经性耳聋，有啥药能吃啊", "cures", "神经性耳聋", D, mention="感音神经性耳聋"),
    Q("月经不调吃啥药能调过来呀", "cures", "月经失调", D, mention="月经不调"),
    Q("脉管炎腿疼走不了路，医生一般开什么药", "cures", "血管炎", D, mention="脉管炎"),
    # shown_on
    Q("连圈状秕糠疹一般长在身上哪块", "shown_on", "连圈状秕糠疹", D),
    Q("嗜酸性筋膜炎主要累及哪些部位呢", "shown_on", "嗜酸性筋膜炎", D),
    Q("病理报告上写的NET，这种瘤一般长在哪些部位", "shown_on", "神经内分泌肿瘤", D, mention="NET"),
    Q("小孩疳积瘦得皮包骨，主要是伤在哪个部位", "shown_on", "疳疾", D, mention="疳积"),
    Q("缺血性心肌病是心脏的哪一部分出问题", "shown_on", "缺血性心肌病", D),
    Q("下颌磨牙区长东西，会是哪些病", "shown_on", "下颌磨牙区", BP),
    # caused_by
    Q("腹膜炎这个病一般是怎么引起的", "caused_by", "腹膜炎", D),
    Q("输血不良反应为什么会发生，是血型不合吗", "caused_by", "输血反应", D, mention="输血不良反应"),
    Q("手肘内侧麻到小指头，肘管综合征一般是什么原因弄出来的", "caused_by", "肘管综合征", D),
    Q("古书里说的下白物，是啥原因引起的", "caused_by", "带下病", D, mention="下白物"),
    Q("牙齿发灰发黄那种染色牙，是怎么形成的", "caused_by", "四环素牙", D, mention="染色牙"),
    Q("一到高处就腿软，畏高症是什么原因造成的", "caused_by", "恐高症", D, mention="畏高症"),
    # has_risk_factor
    Q("磨牙症跟喝咖啡有没有关系啊", "has_risk_factor", "磨牙症", D, named="咖啡因"),
    Q("高尿酸血症是不是吃海鲜喝啤酒吃出来的，还有啥危险因素", "has_risk_factor", "高尿酸血症", D),
    Q("前置胎盘的高危因素都有哪些呀", "has_risk_factor", "前置胎盘", D),
    Q("我家亲戚是屠宰场工人，干这行容易染上什么病", "has_risk_factor", "屠宰场工人", CA),
    Q("慢性髓性白血病跟电离辐射暴露有关系吗", "has_risk_factor", "慢性髓性白血病", D, named="电离辐射暴露"),
    Q("怀孕的时候会不会更容易垂体卒中，它的诱发因素有哪些", "has_risk_factor", "垂体卒中", D),
    # common_in
    Q("锰中毒一般是干什么活的人会得", "common_in", "锰中毒", D),
    Q("甲状腺瘤是不是女的更容易长啊", "common_in", "甲状腺瘤", D),
    Q("糖尿病性胃轻瘫容易在哪类人身上出现", "common_in", "糖尿病性胃轻瘫", D),
    Q("5岁以下儿童最要提防哪些病", "common_in", "5岁以下儿童", PO),
    Q("出车祸后整个人都懵了，病历上写ASD，哪些人容易得这个", "common_in", "急性应激反应", D, mention="ASD"),
    Q("侵蚀性葡萄胎多发生在什么样的女性身上", "common_in", "恶性葡萄胎", D, mention="侵蚀性葡萄胎"),
    # prevalent_in
    Q("澳大利亚那边哪些病比较多见", "prevalent_in", "澳大利亚", RE),
    Q("日本北部哪种病的发病率特别高", "prevalent_in", "日本北部", RE),
    Q("球孢子菌病在美国哪一带多呢", "prevalent_in", "球孢子菌病", D),
    Q("膀胱癌在哪些地区高发啊，埃及算吗", "prevalent_in", "膀胱癌", D),
    Q("委内瑞拉马脑炎主要在哪儿流行呀", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("在建筑工地干活，容易得什么病", "prevalent_in", "建筑工地", RE),
    # treated_with
    Q("肠瘘手术后怎么治疗比较好", "treated_with", "肠瘘", D),
    Q("真菌性肠炎拉肚子，要怎么个治法", "treated_with", "真菌性肠炎", D),
    Q("视神经萎缩还有得治吗，怎么治啊", "treated_with", "视神经萎缩", D),
    Q("家里老人总疑心有人害他，医生说是妄想症，这个要怎么治疗", "treated_with", "妄想型精神分裂症", D,
      mention="妄想症"),
    Q("外阴发炎又痒又疼，一般都怎么治的呀", "treated_with", "外阴炎", D, mention="外阴发炎"),
    Q("哪些病是要上化疗的", "treated_with", "化疗", TH),
    # metastasizes_to
    Q("睾丸癌一般先转到哪里", "metastasizes_to", "睾丸癌", D),
    Q("甲状腺癌到了晚期会转移到肺上面吗", "metastasizes_to", "甲状腺癌", D, named="肺"),
    Q("子宫内膜癌容易转移到哪几个地方呢", "metastasizes_to", "子宫内膜癌", D),
    Q("什么癌会转移到腹膜后淋巴结", "metastasizes_to", "腹膜后淋巴结", BP),
    Q("类癌综合征的转移灶一般长在哪", "metastasizes_to", "类癌综合征", D),
    # invades
    Q("口咽癌长大了会往舌根里长吗", "invades", "口咽癌", D, named="舌根"),
    Q("哪种病专门侵犯巨噬细胞", "invades", "巨噬细胞", BP),
    Q("小细胞肺癌会不会侵犯到胸膜啊", "invades", "小细胞肺癌", D, named="胸膜"),
    Q("麻疹病毒进到身体里先侵犯哪些部位", "invades", "麻疹", D),
    Q("喉癌往里长会侵犯喉咙里的哪些结构", "invades", "喉癌", D),
    # is_subtype_of
    Q("咽白喉算是哪种病的一种", "is_subtype_of", "咽白喉", D),
    Q("葡萄球菌性腕关节炎归在哪类病下面", "is_subtype_of", "葡萄球菌性腕关节炎", D),
    Q("莱迪细胞瘤是个什么病啊，要开刀吗", "is_subtype_of", "莱迪细胞瘤", D),
    Q("舌头边上有毛状白斑，这个归哪一类病", "is_subtype_of", "毛状白斑", D),
    Q("脓毒性休克归在哪一大类疾病里", "is_subtype_of", "感染性休克", D, mention="脓毒性休克"),
    Q("胰岛素依赖型糖尿病在分类上归到哪种病下面", "is_subtype_of", "I型糖尿病", D, mention="胰岛素依赖型糖尿病"),
    # related_disease
    Q("伤寒感染会跟什么病扯上关系", "related_disease", "伤寒感染", D),
    Q("下河摸鱼后得了尾蚴性皮炎，它的相关疾病有哪些", "related_disease", "尾蚴性皮炎", D),
    Q("代谢性酸中毒跟呼吸窘迫有联系吗", "related_disease", "代谢性酸中毒", D, named="呼吸窘迫"),
    Q("病毒性肝炎跟肝细胞癌到底有没有关系", "related_disease", "病毒性肝炎", D, named="肝细胞癌"),
    Q("我舅查出遗传性血色病，这病跟哪些病沾边", "related_disease", "血色病", D, mention="遗传性血色病"),
    Q("从东南亚旅游回来得了DHF，它和哪些病是有关联的", "related_disease", "登革出血热", D, mention="DHF"),
    # differential_diagnosis
    Q("晚上睡觉磨牙，磨牙症要跟哪些病区分开", "differential_diagnosis", "磨牙症", D),
    Q("紧张性头痛容易和什么头痛搞混呀", "differential_diagnosis", "紧张性头痛", D),
    Q("胰腺癌要跟梗阻性黄疸做鉴别吗", "differential_diagnosis", "胰腺癌", D, named="梗阻性黄疸"),
    Q("生完孩子情绪低落，产后抑郁症跟哪些毛病容易弄混", "differential_diagnosis", "产后抑郁症", D),
    Q("肥厚性心肌病要排除运动员心脏吗", "differential_diagnosis", "肥厚性心肌病", D, named="运动员心脏"),
    Q("寨卡病毒感染和登革热怎么区分，要鉴别哪些", "differential_diagnosis", "寨卡病毒感染", D),
    # indicated_for
    Q("骨科开了西乐葆，是治关节炎的吧，还能治啥", "indicated_for", "塞来昔布胶囊", DR, mention="西乐葆"),
    Q("托伐普坦片一般开给什么病人吃", "indicated_for", "托伐普坦片", DR),
    Q("欧车前亲水胶散剂是治便秘还是治腹泻的", "indicated_for", "欧车前亲水胶散剂", DR),
    Q("血钠偏低，低钠血症可以用哪些药", "indicated_for", "低钠血症", D),
    Q("赛美维打的是啥病，是抗病毒的吗", "indicated_for", "注射用更昔洛韦", DR, mention="赛美维"),
    Q("丽生是治肝胆毛病的针吗，都适用哪些病", "indicated_for", "注射用亮菌甲素", DR, mention="丽生"),
    # has_adverse_reaction
    Q("泰素化疗打完会有哪些难受的反应", "has_adverse_reaction", "紫杉醇注射液", DR, mention="泰素"),
    Q("奥拉西坦注射液打了以后会头晕吗", "has_adverse_reaction", "奥拉西坦注射液", DR, named="头晕"),
    Q("司氟沙星片吃了伤胃不，还有什么不良反应", "has_adverse_reaction", "司氟沙星片", DR),
    Q("住院输特治星，要留意哪些不良反应", "has_adverse_reaction", "注射用哌拉西林钠/他唑巴坦钠", DR,
      mention="特治星"),
    Q("哪些药吃了会让听力下降", "has_adverse_reaction", "听力下降", S),
    Q("力弘打了有啥副作用没有", "has_adverse_reaction", "盐酸克林霉素注射液", DR, mention="力弘"),
    # has_ingredient
    Q("威凡的主要成分是什么", "has_ingredient", "威凡", DR),
    Q("断血流片里头是什么东西做的", "has_ingredient", "断血流片", DR),
    Q("开郁舒肝丸由哪些药配成的呀", "has_ingredient", "开郁舒肝丸", DR),
    Q("艾生特的有效成分叫什么", "has_ingredient", "拉替拉韦钾片", DR, mention="艾生特"),
    Q("含伏立康唑的药有哪几种", "has_ingredient", "伏立康唑", IN),
    Q("丙肝打的派罗欣，里面是什么成分", "has_ingredient", "聚乙二醇干扰素α—2a注射液", DR, mention="派罗欣"),
    # is_a_level3
    Q("盐酸齐拉西酮片算哪一类药", "is_a_level3", "盐酸齐拉西酮片", DR),
    Q("维柳芬是哪一类的药呀", "is_a_level3", "柳氮磺吡啶肠溶片", DR, mention="维柳芬"),
    Q("复达欣属于抗生素类吗", "is_a_level3", "注射用头孢他啶", DR, mention="复达欣", named="抗生素类"),
    Q("铁笛片是五官科用的药吗", "is_a_level3", "铁笛片", DR, named="五官科"),
    Q("降糖药都有哪些", "is_a_level3", "降糖药", DC),
    Q("膝盖打了一针得宝松，这针属于什么药啊", "is_a_level3", "复方倍他米松注射液", DR, mention="得宝松"),
    # belongs_to
    Q("颠茄片是不是解痉药", "belongs_to", "颠茄片", DR, named="解痉药"),
    Q("藿香正气丸是中成药吧", "belongs_to", "藿香正气丸", DR, named="中成药"),
    Q("医生给开了奥思平，这是什么类别的药", "belongs_to", "盐酸度洛西汀肠溶片", DR, mention="奥思平"),
    Q("森得宁归到哪一类药品里", "belongs_to", "托卡朋片", DR, mention="森得宁"),
    Q("头孢泊肟酯分散片是第几代头孢啊", "belongs_to", "头孢泊肟酯分散片", DR),
    Q("孚诺这个药膏是哪一类的", "belongs_to", "复方多粘菌素B软膏", DR, mention="孚诺"),
    # drug_has_alias
    Q("注射用亮菌甲素还有别的名字吗", "drug_has_alias", "注射用亮菌甲素", DR),
    Q("天册是什么药", "drug_has_alias", "天册", AL),
    Q("盼尔来福是哪种疫苗呀", "drug_has_alias", "盼尔来福", AL),
    Q("洛普欣指的是哪个药", "drug_has_alias", "洛普欣", AL),
    Q("果糖二磷酸钙片的商品名叫啥", "drug_has_alias", "果糖二磷酸钙片", DR),
    Q("喜滴克是啥药，治什么的", "drug_has_alias", "喜滴克", AL),
    # mainly_treats
    Q("猪小肚也能当药用？能治什么病", "mainly_treats", "猪脬", M, mention="猪小肚"),
    Q("见血清这味草药主治哪些", "mainly_treats", "见血清", M),
    Q("山萸肉主要治啥毛病", "mainly_treats", "山茱萸", M, mention="山萸肉"),
    Q("土大黄能治皮肤病吗，主要治什么", "mainly_treats", "羊蹄", M, mention="土大黄"),
    Q("老人说猪腰子能入药，猪腰子能治什么", "mainly_treats", "猪肾", M, mention="猪腰子"),
    Q("被蛇咬了，治毒蛇咬伤的草药有哪些", "mainly_treats", "毒蛇咬伤", D),
    # has_efficacy
    Q("高粱泡根入药起什么作用呀", "has_efficacy", "高粱泡根", M),
    Q("乌梢蛇泡酒喝有啥好处", "has_efficacy", "乌梢蛇", M),
    Q("拳头参是干嘛用的，有啥功效", "has_efficacy", "拳参", M, mention="拳头参"),
    Q("抗癌偏方里的藤梨根药效是什么", "has_efficacy", "猕猴梨根", M, mention="藤梨根"),
    Q("哪些药材能凉血止血", "has_efficacy", "凉血止血", EF),
    Q("狼头花晒干入药，有什么功效呢", "has_efficacy", "漏芦", M, mention="狼头花"),
    # distributed_in
    Q("电灯花在哪些地方能找到", "distributed_in", "电灯花", M),
    Q("小红柳根产自哪里", "distributed_in", "小红柳根", M),
    Q("洋白蜡树国内哪些城市有种", "distributed_in", "洋白蜡树", M),
    Q("猫眼草哪些地方有长", "distributed_in", "泽漆", M, mention="猫眼草"),
    Q("内蒙古东部出产什么药材", "distributed_in", "内蒙古东部", RE),
    Q("香茅草在哪几个省有分布", "distributed_in", "野香茅", M, mention="香茅草"),
    # material_has_alias
    Q("旱田草在老家都叫它什么名", "material_has_alias", "旱田草", M),
    Q("野鸦椿有没有别的叫法", "material_has_alias", "野鸦椿", M),
    Q("定经草是哪种药材", "material_has_alias", "定经草", AL),
    Q("老鸦枕头说的是什么药啊", "material_has_alias", "老鸦枕头", AL),
    Q("钱串草是哪味草药的别名呀", "material_has_alias", "钱串草", AL),
    Q("嘉应子是哪个药材的别称", "material_has_alias", "嘉应子", AL),
    # has_alias
    Q("吉兰—巴雷综合征有哪些别的叫法", "has_alias", "吉兰—巴雷综合征", D),
    Q("成人斯蒂尔病还有什么名字", "has_alias", "成人斯蒂尔病", D),
    Q("小儿麻痹症是哪个病的俗称", "has_alias", "小儿麻痹症", AL),
    Q("中医说的崩中是什么病", "has_alias", "崩中", AL),
    Q("千日疮民间都叫它啥", "has_alias", "千日疮", D),
    Q("化验单上写菌痢，菌痢是哪个病的简称", "has_alias", "菌痢", AL),
    # check_for_disease
    Q("脑脊液钙检查能查出哪些病", "check_for_disease", "脑脊液钙检查", C),
    Q("散瞳验光检查主要查什么眼病", "check_for_disease", "散瞳验光检查", C),
    Q("粪便脓液检查一般是诊断啥的", "check_for_disease", "粪便脓液检查", C),
    Q("孕妇做产科检查查的是哪些问题", "check_for_disease", "产科检查", C),
    Q("腹部听诊能听出什么病来", "check_for_disease", "腹部听诊", C),
    Q("怀疑是憩室病，做什么检查能查出来", "check_for_disease", "憩室病", D),
    # check_for_symptom
    Q("三叉神经检查是脸部疼痛才做的吗", "check_for_symptom", "三叉神经检查", C, named="脸部疼痛"),
    Q("精子形态检查是针对哪些情况做的", "check_for_symptom", "精子形态检查", C),
    Q("阴道活检一般是有什么症状才做", "check_for_symptom", "阴道活检", C),
    Q("腹痛的时候才做腹腔灌洗试验吗", "check_for_symptom", "腹腔灌洗试验", C, named="腹痛"),
    Q("斑疹伤寒血清学检测对应哪些症状", "check_for_symptom", "斑疹伤寒血清学检测", C),
    # performed_by
    Q("新生儿筛查是在儿科做的吧", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    Q("静脉肾盂排泄造影要去哪个科室拍", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    Q("消化科能做什么检查", "performed_by", "消化科", DEP),
    Q("心血管科负责做哪项检查呀", "performed_by", "心血管科", DEP),
    Q("宫腔镜检查得去哪个科挂号做呢", "performed_by", "宫腔镜检查", C),
    # check_has_alias
    Q("心电图检查英文缩写是不是ECG", "check_has_alias", "心电图检查", C, named="ECG"),
    Q("报告里的electromyography对应的是中文哪个检查呀", "check_has_alias", "electromyography", AL),
    Q("newborn screening指的是哪项检查", "check_has_alias", "newborn screening", AL),
    Q("快速血浆反应素试验平时有简称吗", "check_has_alias", "快速血浆反应素试验", C),
    # formula_has_alias
    Q("八风丹在圣济总录里叫啥名字", "formula_has_alias", "八风丹", F),
    Q("八风散别名叫啥呀", "formula_has_alias", "八风散", F),
    Q("琥珀利气丸有没有简单点的叫法", "formula_has_alias", "琥珀利气丸", F),
    Q("八物茜根汤古书上还叫什么", "formula_has_alias", "八物茜根汤", F),
    Q("茜根饮是哪个方子的别名", "formula_has_alias", "茜根饮", AL),
    # composed_of
    Q("生脉散里是哪三味药啊", "composed_of", "生脉散", F),
    Q("百合固金汤的方子都有什么药", "composed_of", "百合固金汤", F),
    Q("哪些方子里放了麝香", "composed_of", "麝香", IN),
    Q("八味丸到底是哪八味药", "composed_of", "八物肾气丸", F, mention="八味丸"),
    Q("麻杏石甘汤除了麻黄还放了什么", "composed_of", "麻杏石甘汤", F),
    Q("香砂平胃散里有砂仁吗", "composed_of", "香砂平胃散", F, named="砂仁"),
    # formula_has_efficacy
    Q("参苏饮喝了起什么效", "formula_has_efficacy", "参苏饮", F),
    Q("枳实消痞丸能起到啥作用", "formula_has_efficacy", "枳实消痞丸", F),
    Q("有啥方子能清热化痰", "formula_has_efficacy", "清热化痰", EF),
    Q("菊花茶调散的功效是啥来着", "formula_has_efficacy", "菊花茶调散", F),
    Q("不换金正气散有什么功用", "formula_has_efficacy", "不换金正气散", F),
    Q("疝气疼用的治疝茴香丸，功效是什么", "formula_has_efficacy", "八味茴香丸", F, mention="治疝茴香丸"),
    # prescribed_for
    Q("大秦艽汤是治什么的", "prescribed_for", "大秦艽汤", F),
    Q("槐角地榆丸主要用来治啥", "prescribed_for", "槐角地榆丸", F),
    Q("宁嗽丸适合哪种咳嗽", "prescribed_for", "宁嗽丸", F),
    Q("舌苔白腻的能用哪些方", "prescribed_for", "苔白腻", D),
    Q("治疗痈疽的古方有哪些", "prescribed_for", "痈疽", D),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day10"))
