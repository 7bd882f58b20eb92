"""Writes `medical_everyday_3.jsonl`, a third hand-written set of everyday Chinese questions for the demo network.

Written by hand like the two other everyday sets, but apart from them and kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it. Other wording, and
other diseases, drugs, medicinal materials, formulas and checks wherever the network allows (the
checks with a department or an alias are only six and seven, so a few come back, asked another way
or from the other end). Every one of the network's relation types is asked three to six times, by
patients, parents, elderly people and their children, students, pharmacists and people who use
traditional Chinese medicine; questions are colloquial, some carry a clause of context, some name two
instances (the one asked about and another), some are asked from the relation's target end (睡觉打呼噜
可能是什么病, 哪些病要靠透析来治), some ask what an alias stands for (降压乐, 渐冻人, ECG), and about one
in ten names its entity by an alias the network records for it (多动症, 宫外孕, 黄水疮, 美尼尔病, 褥疮,
打嗝, 疖子, 薏米, 草红花, 新生儿筛查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_3.py     # rewrites bench/sets/medical_everyday_3.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, TH, Q, main)

OUT = Path(__file__).resolve().parent / "medical_everyday_3.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我爸体检B超说胆囊里有石头，胆结石平时会让人哪里难受", "has_symptom", "胆结石", D),
    Q("老觉得嗓子里有东西咳不出来，慢性咽炎一般都有哪些表现", "has_symptom", "慢性咽炎", D),
    Q("宝宝晚上睡觉总挠屁股，邻居说是蛲虫病，这病还会有啥症状", "has_symptom", "蛲虫病", D),
    Q("嘴里和下面反复长溃疡，得了白塞病身上还会出什么毛病", "has_symptom", "贝赫切特综合征", D, mention="白塞病"),
    Q("睡觉打呼噜特别响，打鼾可能是哪些病引起的", "has_symptom", "打鼾", S),
    # designated_to
    Q("我家孩子上课坐不住，老师说像多动症，医院哪个科能看", "designated_to", "注意缺陷多动障碍", D, mention="多动症"),
    Q("得了强直性脊柱炎应该找哪个科的医生", "designated_to", "强直性脊柱炎", D),
    Q("牙龈老出血还有口臭，牙周炎去医院挂哪个号", "designated_to", "牙周炎", D),
    Q("屁股上长了个疖子，红肿发烫，该挂哪个科", "designated_to", "疖", D, mention="疖子"),
    Q("男科主要看哪些病", "designated_to", "男科", DEP),
    Q("喝多了醉得不省人事，急性酒精中毒送医院该去哪个科", "designated_to", "急性酒精中毒", D),
    # checks
    Q("大夫怀疑我是宫外孕，一般要做哪些检查来确认", "checks", "异位妊娠", D, mention="宫外孕"),
    Q("结肠癌筛查要做些什么项目", "checks", "结肠癌", D),
    Q("我姐总觉得天旋地转耳朵发闷，医生说可能是美尼尔病，要做什么检查", "checks", "梅尼埃病", D, mention="美尼尔病"),
    Q("系统性红斑狼疮抽血要查哪些项目", "checks", "系统性红斑狼疮", D),
    Q("怀疑鼻咽癌的话是不是得做鼻咽镜检查", "checks", "鼻咽癌", D, named="鼻咽镜检查"),
    # has_complication
    Q("急性心肌梗死抢救过来了，之后还可能惹出哪些别的毛病", "has_complication", "急性心肌梗死", D),
    Q("家里老人脑血栓卧床好久了，会继发什么病", "has_complication", "脑血栓形成", D, mention="脑血栓"),
    Q("上吐下泻的急性胃肠炎要是拖着不管，会闹出什么严重后果", "has_complication", "急性胃肠炎", D),
    Q("胆囊炎会不会引起糖尿病", "has_complication", "胆囊炎", D, named="糖尿病"),
    Q("什么病拖下去会闹成痛风", "has_complication", "痛风", D, reverse=True),
    # cures
    Q("肠易激综合征有什么药可以吃", "cures", "肠易激综合征", D),
    Q("精神分裂症一般用哪些药控制", "cures", "精神分裂症", D),
    Q("孩子肚子里有蛔虫，蛔虫病吃什么药打虫", "cures", "蛔虫病", D),
    Q("老是烧心反酸，胃食管反流病能吃奥美拉唑镁肠溶片吗", "cures", "胃食管反流病", D, named="奥美拉唑镁肠溶片"),
    Q("鱼鳞病皮肤干得像蛇皮，抹什么药膏好", "cures", "鱼鳞病", D),
    # shown_on
    Q("子宫内膜异位症是长在身体哪个位置的病", "shown_on", "子宫内膜异位症", D),
    Q("脑瘫是身体哪儿出了问题", "shown_on", "小儿脑性瘫痪", D, mention="脑瘫"),
    Q("足跟这块地方容易长什么毛病", "shown_on", "足跟", BP),
    Q("鼻咽癌长在什么部位", "shown_on", "鼻咽癌", D),
    # has_alias
    Q("肠易激综合征英文缩写叫什么", "has_alias", "肠易激综合征", D),
    Q("老花眼在医学上是不是叫老视", "has_alias", "老视", D, named="老花眼"),
    Q("渐冻人这个病正式的名字是什么", "has_alias", "渐冻人", AL),
    Q("艾滋病在书上还有哪些叫法", "has_alias", "艾滋病", D),
    Q("羊角风是什么病的俗称", "has_alias", "羊角风", AL),
    # caused_by
    Q("胃镜查出幽门螺杆菌感染，这个会导致哪些病", "caused_by", "幽门螺杆菌感染", CA),
    Q("年纪轻轻怎么会得强直性脊柱炎，是什么原因", "caused_by", "强直性脊柱炎", D),
    Q("宫外孕是怎么造成的", "caused_by", "异位妊娠", D, mention="宫外孕"),
    Q("人上了年纪为什么会老视，原因是什么", "caused_by", "老视", D),
    # has_risk_factor
    Q("抽烟喝酒的人是不是更容易得冠心病，还有哪些情况要当心", "has_risk_factor", "冠心病", D),
    Q("胆管癌一般哪些人容易得，有啥诱因", "has_risk_factor", "胆管癌", D),
    Q("偏头痛的人吃乳酪会不会更容易犯病", "has_risk_factor", "偏头痛", D, named="乳酪"),
    Q("怎么样的孩子更容易铅中毒", "has_risk_factor", "铅中毒", D),
    Q("晚上睡觉咯吱咯吱磨牙，磨牙症跟压力大有关系吗", "has_risk_factor", "磨牙症", D, named="压力"),
    # common_in
    Q("系统性红斑狼疮多见于什么样的人", "common_in", "系统性红斑狼疮", D),
    Q("梅尼埃病一般是哪个年龄段的人得的多", "common_in", "梅尼埃病", D),
    Q("黄水疮是不是小孩子容易得", "common_in", "脓疱疮", D, mention="黄水疮"),
    Q("吸烟者最容易得上哪几种病", "common_in", "吸烟者", PO),
    # prevalent_in
    Q("莱姆病主要在什么地方流行", "prevalent_in", "莱姆病", D),
    Q("基底细胞癌在哪些国家比较常见", "prevalent_in", "基底细胞癌", D),
    Q("咱们中国哪些病发病率比较高", "prevalent_in", "中国", RE),
    Q("要去非洲打工，隐球菌性脑膜炎在哪些国家多", "prevalent_in", "隐球菌性脑膜炎", D),
    # treated_with
    Q("打嗝停不下来有什么土办法能止住", "treated_with", "呃逆", D, mention="打嗝"),
    Q("甲状腺结节一般怎么处理", "treated_with", "甲状腺结节", D),
    Q("小儿脑性瘫痪有什么治疗办法", "treated_with", "小儿脑性瘫痪", D),
    Q("哪些病要靠透析来治", "treated_with", "透析", TH),
    # metastasizes_to
    Q("非小细胞肺癌容易转到身体哪些地方", "metastasizes_to", "非小细胞肺癌", D),
    Q("子宫内膜癌晚期会扩散到哪里", "metastasizes_to", "子宫内膜癌", D),
    Q("基底细胞癌会不会跑到肺里", "metastasizes_to", "基底细胞癌", D, named="肺"),
    Q("喉癌会往哪些地方蔓延", "metastasizes_to", "喉癌", D),
    # invades
    Q("胆管癌会侵犯到哪些组织", "invades", "胆管癌", D),
    Q("小细胞肺癌长大了会往外长到哪里", "invades", "小细胞肺癌", D),
    Q("吃坏东西食物中毒，会伤到肠子的哪些部分", "invades", "食物中毒", D),
    Q("心肌炎是病毒侵犯了心脏哪个部位", "invades", "心肌炎", D),
    # is_subtype_of
    Q("慢性胃炎在疾病分类上属于哪一类", "is_subtype_of", "慢性胃炎", D),
    Q("胆囊炎分哪几种", "is_subtype_of", "胆囊炎", D, reverse=True),
    Q("精神分裂症有哪些类型", "is_subtype_of", "精神分裂症", D, reverse=True),
    Q("冻疮算是哪一大类病", "is_subtype_of", "冻疮", D),
    Q("褥疮归在什么病底下", "is_subtype_of", "压疮", D, mention="褥疮"),
    # related_disease
    Q("系统性红斑狼疮常跟哪些病扯上关系", "related_disease", "系统性红斑狼疮", D),
    Q("有胆结石的人是不是也要提防急性胰腺炎", "related_disease", "胆结石", D, named="急性胰腺炎"),
    Q("乙型肝炎时间长了跟哪些病有关联", "related_disease", "乙型肝炎", D),
    Q("怀孕后期查出HELLP综合征，它和哪些病是相关的", "related_disease", "HELLP综合征", D),
    # differential_diagnosis
    Q("肠易激综合征要和什么病区分开", "differential_diagnosis", "肠易激综合征", D),
    Q("胸口疼去看病，医生说慢性缺血性心脏病要先排除别的病，要排除哪些", "differential_diagnosis", "慢性缺血性心脏病", D),
    Q("多发性骨髓瘤容易被误诊成什么", "differential_diagnosis", "多发性骨髓瘤", D),
    Q("孩子发烧头痛像是病毒性脑膜炎，会不会其实是别的病", "differential_diagnosis", "病毒性脑膜炎", D),
    # indicated_for
    Q("家里有瓶复方丹参滴丸，它是治什么的", "indicated_for", "复方丹参滴丸", DR),
    Q("乳果糖口服溶液除了通便还能治什么", "indicated_for", "乳果糖口服溶液", DR),
    Q("孟鲁司特钠片是管哪些毛病的", "indicated_for", "孟鲁司特钠片", DR),
    Q("逍遥丸对月经不调有用吗", "indicated_for", "逍遥丸", DR, named="月经不调"),
    Q("螺内酯片平时用来治啥病", "indicated_for", "螺内酯片", DR),
    # has_adverse_reaction
    Q("吃了药以后手抖得厉害，哪些药会有这种反应", "has_adverse_reaction", "手抖", S),
    Q("我妈吃氯沙坦钾片降压，这个药有什么副作用", "has_adverse_reaction", "氯沙坦钾片", DR),
    Q("辛伐他汀片吃久了对身体有啥坏处", "has_adverse_reaction", "辛伐他汀片", DR),
    Q("吃碳酸钙D3片会便秘吗", "has_adverse_reaction", "碳酸钙D3片", DR, named="便秘"),
    Q("睡不着吃艾司唑仑片，第二天会不会没精神，还有哪些副作用", "has_adverse_reaction", "艾司唑仑片", DR),
    # has_ingredient
    Q("速效救心丸里头都有啥", "has_ingredient", "速效救心丸", DR),
    Q("蒲地蓝消炎口服液是用什么做的", "has_ingredient", "蒲地蓝消炎口服液", DR),
    Q("三九胃泰颗粒里面有哪些中药", "has_ingredient", "三九胃泰颗粒", DR),
    Q("复方丹参滴丸里有没有三七", "has_ingredient", "复方丹参滴丸", DR, named="三七"),
    Q("哪些药里加了罗汉果", "has_ingredient", "罗汉果", IN),
    # is_a_level3
    Q("阿卡波糖片在药店属于哪一类药", "is_a_level3", "阿卡波糖片", DR),
    Q("红霉素软膏算什么类型的药", "is_a_level3", "红霉素软膏", DR),
    Q("助消化药都有哪些", "is_a_level3", "助消化药", DC),
    Q("左甲状腺素钠片是按什么用途归类的", "is_a_level3", "左甲状腺素钠片", DR),
    # belongs_to
    Q("开塞露属于哪种药", "belongs_to", "开塞露", DR),
    Q("铝碳酸镁咀嚼片是按什么类型归的药，算胃药吗", "belongs_to", "铝碳酸镁咀嚼片", DR),
    Q("白三烯受体拮抗剂这类药有哪些", "belongs_to", "白三烯受体拮抗剂", PC),
    Q("哪些药属于洋地黄甙类", "belongs_to", "洋地黄甙类", PC),
    # drug_has_alias
    Q("我爷爷一直吃降压乐，它正式的药名叫啥", "drug_has_alias", "降压乐", AL),
    Q("善存对应的药品通用名是什么", "drug_has_alias", "善存", AL),
    Q("维格列汀片还有别的名字吗", "drug_has_alias", "维格列汀片", DR),
    Q("注射用盐酸洛美沙星有什么商品名", "drug_has_alias", "注射用盐酸洛美沙星", DR),
    # mainly_treats
    Q("板蓝根泡水喝主要治什么", "mainly_treats", "板蓝根", M),
    Q("夏枯草能治哪些病", "mainly_treats", "夏枯草", M),
    Q("鸡内金能治小儿疳积吗", "mainly_treats", "鸡内金", M, named="小儿疳积"),
    Q("乌梅除了做酸梅汤，入药主要治什么", "mainly_treats", "乌梅", M),
    Q("长了冻疮，有哪些中草药能治", "mainly_treats", "冻疮", D),
    # has_efficacy
    Q("五味子吃了有什么好处", "has_efficacy", "五味子", M),
    Q("石斛泡水喝能起什么作用", "has_efficacy", "石斛", M),
    Q("草红花泡脚有什么作用", "has_efficacy", "红花", M, mention="草红花"),
    Q("哪些药材有平肝潜阳的作用", "has_efficacy", "平肝潜阳", EF),
    Q("芡实煮粥吃对身体有什么用", "has_efficacy", "芡实", M),
    # distributed_in
    Q("茯苓主要是哪里产的", "distributed_in", "茯苓", M),
    Q("炖肉用的八角是哪些地方出产的", "distributed_in", "八角茴香", M, mention="八角"),
    Q("宁夏那边出产哪些药材", "distributed_in", "宁夏", RE),
    Q("薏米是哪里种的", "distributed_in", "薏苡仁", M, mention="薏米"),
    # material_has_alias
    Q("百合作为药材还有哪些古名", "material_has_alias", "百合", M),
    Q("车前草在老家有别的叫法吗", "material_has_alias", "车前草", M),
    Q("肉桂在药方里还会写成什么名字", "material_has_alias", "肉桂", M),
    Q("铁色草是哪味药", "material_has_alias", "铁色草", AL),
    # composed_of
    Q("生脉散是哪几味药配成的", "composed_of", "生脉散", F),
    Q("宁嗽丸的方子里有哪些药", "composed_of", "宁嗽丸", F),
    Q("归肾丸里有没有枸杞", "composed_of", "归肾丸", F, named="枸杞"),
    Q("八宝粥这个方子用了哪些东西", "composed_of", "八宝粥", F),
    # formula_has_efficacy
    Q("四君子汤喝了有什么作用", "formula_has_efficacy", "四君子汤", F),
    Q("小柴胡汤的作用是什么", "formula_has_efficacy", "小柴胡汤", F),
    Q("玉屏风散为什么说能防感冒，它起什么作用", "formula_has_efficacy", "玉屏风散", F),
    Q("温胆汤能起到什么效果", "formula_has_efficacy", "温胆汤", F),
    Q("哪些方子有养血安神的效果", "formula_has_efficacy", "养血安神", EF),
    # prescribed_for
    Q("桂枝汤主要治哪些症状", "prescribed_for", "桂枝汤", F),
    Q("二陈汤用来对付什么毛病", "prescribed_for", "二陈汤", F),
    Q("平胃散能治不思饮食吗", "prescribed_for", "平胃散", F, named="不思饮食"),
    Q("阳痿可以用哪些古方调理", "prescribed_for", "阳痿", D),
    Q("白虎汤是给什么样的病人开的", "prescribed_for", "白虎汤", F),
    # formula_has_alias
    Q("八毒赤丸还叫什么名字", "formula_has_alias", "八毒赤丸", F),
    Q("八物肾气丸是不是就是八味丸", "formula_has_alias", "八物肾气丸", F, named="八味丸"),
    Q("八味厚朴丸在别的书里写作什么", "formula_has_alias", "八味厚朴丸", F),
    Q("八效虎骨散有没有别称", "formula_has_alias", "八效虎骨散", F),
    # check_for_disease
    Q("做骨密度测定检查是查什么病的", "check_for_disease", "骨密度测定检查", C),
    Q("乙肝两对半检查能查出哪些病", "check_for_disease", "乙肝两对半检查", C),
    Q("子宫颈涂片测试能筛查出宫颈癌吗", "check_for_disease", "子宫颈涂片测试", C, named="宫颈癌"),
    Q("查血清甲胎蛋白（AFP）主要是为了排查什么病", "check_for_disease", "血清甲胎蛋白（AFP）", C),
    # check_for_symptom
    Q("儿童肺功能检查是孩子有哪些症状的时候才做", "check_for_symptom", "儿童肺功能检查", C),
    Q("电子肠镜检查一般是针对哪些不舒服", "check_for_symptom", "电子肠镜检查", C),
    Q("新生儿听力筛查检查是看宝宝有没有哪些问题", "check_for_symptom", "新生儿听力筛查检查", C),
    Q("夜里老起夜，夜尿增多该做什么检查", "check_for_symptom", "夜尿增多", S),
    Q("视力检查能查出斜视吗", "check_for_symptom", "视力检查", C, named="斜视"),
    # performed_by
    Q("宝宝出生后要做新生儿筛查，在医院哪个科弄", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("消化科能做哪些检查", "performed_by", "消化科", DEP),
    Q("医生让我做宫腔镜检查，是妇产科做还是别的科", "performed_by", "宫腔镜检查", C, named="妇产科"),
    # check_has_alias
    Q("体检单上的ECG是哪项检查", "check_has_alias", "ECG", AL),
    Q("静脉肾盂排泄造影和哪个检查是一回事", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("肌电图检查是不是就是大夫说的EMG", "check_has_alias", "肌电图检查", C, named="EMG"),
    Q("胃镜医生说要做超声内镜检查，病历上会怎么简写", "check_has_alias", "超声内镜检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main(QUESTIONS, OUT, "day3"))
