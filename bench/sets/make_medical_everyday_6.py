"""Writes `medical_everyday_6.jsonl`, a sixth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the five other everyday sets and, like the third to fifth, kept as a held-out
measure: nothing in it was chosen or reworded after seeing how the project answers it. Other
diseases, drugs, medicinal materials, formulas and checks than the other sets wherever the network
allows (the relation types with few instances — invades, performed_by, check_has_alias,
formula_has_alias — bring a few back, asked another way or from the relation's target end). Every
one of the network's relation types is asked four to six times, by patients, parents, elderly
people and their children, pharmacists, students and people who use traditional Chinese medicine.

The wording avoids the earlier sets' phrasings: other verbs and sentence shapes (会惹出别的眼病吗,
有啥治的法子, 在药店分在哪一类), particles (呢, 啊, 呀, 嘛), run-on questions with a clause of
context, two slips a phone keyboard makes where the network's name stays intact (能吃啥要维持,
有啥功笑), and double questions whose first part is the one asked about (颅内静脉窦血栓形成是什么病，
要咋治 asks for its parent disease). Some name two instances, some are asked from the relation's target end (哪些方子里
用到了甘遂, 哪些药用了会出现低镁血症), and some are about names several records carry, with the
wording saying which is meant (钩虫病 and 股癣 as diseases, 血栓 as a disease, 乳房肿块 as a symptom).

About one question in five (37 of 171) names its entity by an alias the network records for it, of
several kinds: English abbreviations and eponyms (IBD, NMO, ACS, OI, Eales病, Cheek—Perry综合征,
hydropericardium), drug trade names (赛福美, 新山地明, 莎尔福, 思连康, 朗瑞, 托百士, 达靓, 降糖丸),
folk or old names (食道炎, 外阴牛皮癣, 石棉肺, 胎水肿满, 土木鳖, 开喉箭, 石白菜, 月黄, 女儿红,
粉沙参, 电击 with the suffix dropped), translated or reworded names (盖氏骨折, 落基山斑点热, 三尖瓣反流,
前葡萄膜炎, 传音性聋, 拔毛发癖, 功能性大便失禁, 尿道黏膜外翻, 病毒性腹泻, 慢性肾功能不全) and
another spelling (弓形虫病性巩膜炎). Nine more ask what an alias stands for (老茧, Buerger disease,
男子女性型乳房, 优诺安, 忆立福, 狗爪芋, 拓痞丸, RPR, newborn screening). Before the set is
built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Two plain drug questions (瑞素坦, 丽邦) named a trade-name record written twice (a drug record whose
generic name is another record listing it back as a trade name) and had that record as gold. They
are labelled with the standard record, named by its trade name, as the set's other trade-name
questions are and as `make_medical_dev.written_twice` labels every dev set's; this relabelling came
after the set had been measured blind.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_6.py     # rewrites bench/sets/medical_everyday_6.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import AL, BP, C, D, DEP, DR, F, IN, M, PO, RE, S, Q  # noqa: E402
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_6.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("孩子鼻子老堵着，吃奶都费劲，婴儿鼻塞严重了会是个啥样子呀", "has_symptom", "婴儿鼻塞", D),
    Q("Cheek—Perry综合征的小娃娃身上会出啥毛病呢", "has_symptom", "假性醛固酮减少症", D,
      mention="Cheek—Perry综合征"),
    Q("弓形虫病性巩膜炎眼睛会变成咋样，会不会发烧", "has_symptom", "弓形体病性巩膜炎", D, mention="弓形虫病性巩膜炎"),
    Q("钩虫病这个病染上了人会怎么样嘛", "has_symptom", "钩虫病", D),
    Q("宝宝睡觉老是睡眠打鼾还憋气，哪些病会这样啊", "has_symptom", "睡眠打鼾", S),
    # designated_to
    Q("李斯特菌病要上医院哪一科瞧啊", "designated_to", "李斯特菌病", D),
    Q("舌头底下肿起来，医生说是舌下间隙感染，该约哪科的号", "designated_to", "舌下间隙感染", D),
    Q("盖氏骨折得找哪个科室的大夫接骨", "designated_to", "Galeazzi骨折", D, mention="盖氏骨折"),
    Q("小姑娘尿道口红肿凸出来，说是尿道黏膜外翻，去哪个科呢", "designated_to", "尿道黏膜脱垂", D,
      mention="尿道黏膜外翻"),
    Q("疣状血管瘤归医院里哪个部门看", "designated_to", "疣状血管瘤", D),
    # checks
    Q("钩虫病要做哪些化验才能确诊，大便要送检吗", "checks", "钩虫病", D),
    Q("娃眼睛里有白光，医生怀疑视网膜母细胞瘤，接下来要查些什么", "checks", "视网膜母细胞瘤", D),
    Q("三尖瓣反流到医院一般要做哪些检查项目", "checks", "三尖瓣闭锁不全", D, mention="三尖瓣反流"),
    Q("下腰椎不稳症拍片子要拍哪几种", "checks", "下腰椎不稳症", D),
    Q("诺卡菌性巩膜炎是靠什么检查查出来的", "checks", "诺卡菌性巩膜炎", D),
    # has_complication
    Q("周边葡萄膜炎拖着不治会惹出别的眼病吗", "has_complication", "周边葡萄膜炎", D),
    Q("拔毛发癖的人老吃自己的头发，会吃出什么病来", "has_complication", "拔毛狂", D, mention="拔毛发癖"),
    Q("晶状体相关葡萄膜炎后面会不会带出青光眼", "has_complication", "晶状体相关葡萄膜炎", D, named="青光眼"),
    Q("孩子功能性大便失禁，以后还会连着出别的毛病不", "has_complication", "儿童功能性遗粪症", D,
      mention="功能性大便失禁"),
    Q("哪些病搞到最后会并出并发性白内障来", "has_complication", "并发性白内障", D, reverse=True),
    # cures
    Q("食道炎反酸烧心，能吃哪几种药呢", "cures", "食管炎", D, mention="食道炎"),
    Q("肺动脉高压在家能吃啥要维持", "cures", "肺动脉高压", D),
    Q("前葡萄膜炎眼睛又红又痛，药房里有什么药能对付", "cures", "虹膜睫状体炎", D, mention="前葡萄膜炎"),
    Q("手足徐动症有没有药能压一压", "cures", "手足徐动症", D),
    Q("肺吸虫病吃什么药能打虫，要不要住院", "cures", "肺吸虫病", D),
    # shown_on
    Q("外阴牛皮癣都长在哪块", "shown_on", "外阴银屑病", D, mention="外阴牛皮癣"),
    Q("糖尿病性白内障坏的是哪个部位呀", "shown_on", "糖尿病性白内障", D),
    Q("肝性脊髓病毛病出在身上哪些地方", "shown_on", "肝性脊髓病", D),
    Q("传音性聋是哪里出了问题", "shown_on", "传导性聋", D, mention="传音性聋"),
    Q("输卵管上会长哪些病", "shown_on", "输卵管", BP),
    # has_alias
    Q("臭汗症说白了是不是就是狐臭", "has_alias", "臭汗症", D, named="狐臭"),
    Q("胼胝这俩字不认识，平常叫啥", "has_alias", "胼胝", D),
    Q("六指症有没有别的正式叫法", "has_alias", "六指症", D),
    Q("老茧在医书上算是什么病", "has_alias", "老茧", AL),
    Q("Buerger disease翻成中文是个啥病", "has_alias", "Buerger disease", AL),
    Q("男子女性型乳房指的是哪种病", "has_alias", "男子女性型乳房", AL),
    # caused_by
    Q("大腿根那儿痒得要命，股癣这个病是怎么染上的", "caused_by", "股癣", D),
    Q("儿子十五了还没发育，青春期发育迟缓有哪些原因", "caused_by", "青春期发育迟缓", D),
    Q("石棉肺是咋得的", "caused_by", "石棉沉着病", D, mention="石棉肺"),
    Q("hydropericardium是什么引起的", "caused_by", "心包积液", D, mention="hydropericardium"),
    Q("落屑性红皮病宝宝全身脱皮，是啥原因造成的", "caused_by", "落屑性红皮病", D),
    # has_risk_factor
    Q("干哪行的人最容易得Q热", "has_risk_factor", "Q热", D),
    Q("重症疟疾在啥情况下风险更高", "has_risk_factor", "重症疟疾", D),
    Q("慢性肾功能不全跟哪些危险因素有关", "has_risk_factor", "慢性肾衰竭", D, mention="慢性肾功能不全"),
    Q("食管鳞癌有哪些高危的因素呀，喝马黛茶算吗", "has_risk_factor", "食管鳞癌", D),
    Q("室性心律失常的诱因里头有哪些要当心的", "has_risk_factor", "室性心律失常", D),
    # common_in
    Q("胎水肿满一般是谁会得", "common_in", "子满", D, mention="胎水肿满"),
    Q("原发性骨髓纤维化是不是老年人的病，好发人群是哪些", "common_in", "原发性骨髓纤维化", D),
    Q("落基山斑点热容易找上哪些人", "common_in", "立氏立克次体斑疹热", D, mention="落基山斑点热"),
    Q("妊娠反应多见于哪些人呢", "common_in", "妊娠反应", D),
    Q("我妈五十多了，中老年女性容易得些啥病呢", "common_in", "中老年女性", PO),
    # prevalent_in
    Q("吸虫病在世界上哪些地方流行得厉害", "prevalent_in", "吸虫病", D),
    Q("原发性高血压在哪些国家发病多", "prevalent_in", "原发性高血压", D),
    Q("自身免疫性胃炎多在哪类地方出现", "prevalent_in", "自身免疫性胃炎", D),
    Q("要去亚洲出差，那边多发的病有哪些", "prevalent_in", "亚洲", RE),
    # treated_with
    Q("痉挛性斜颈脖子老往一边歪，有啥治的法子", "treated_with", "痉挛性斜颈", D),
    Q("风湿病性贫血该怎么治啊", "treated_with", "风湿病性贫血", D),
    Q("交感性眼炎得了以后怎么个治法", "treated_with", "交感性眼炎", D),
    Q("IBD能根治不，治疗手段有哪些", "treated_with", "炎症性肠病", D, mention="IBD"),
    Q("Eales病眼底出血，要打激光还是开刀", "treated_with", "视网膜静脉周围炎", D, mention="Eales病"),
    # metastasizes_to
    Q("真菌性脑膜炎会跑到哪些地方去", "metastasizes_to", "真菌性脑膜炎", D),
    Q("NMO会不会转移到视神经上", "metastasizes_to", "视神经脊髓炎", D, mention="NMO", named="视神经"),
    Q("脑炎型狂犬病会转移累及哪些部位呀", "metastasizes_to", "脑炎型狂犬病", D),
    Q("右侧输尿管结石疼起来会转到哪里去", "metastasizes_to", "右侧输尿管结石", D),
    Q("血栓这病要是脱落了会转到哪些器官", "metastasizes_to", "血栓", D),
    # invades
    Q("人类免疫缺陷病毒[HIV]病会往身体里哪些细胞里钻", "invades", "人类免疫缺陷病毒[HIV]病", D),
    Q("部位未特指的消化性溃疡会穿透到哪里去", "invades", "部位未特指的消化性溃疡", D),
    Q("腹主动脉瘤大了以后会顶到压到旁边哪里", "invades", "腹主动脉瘤", D),
    Q("肛管癌长大了会往周围哪儿长进去呢", "invades", "肛管癌", D),
    Q("肾细胞癌会往外头侵犯到哪", "invades", "肾细胞癌", D),
    # is_subtype_of
    Q("继发性青光眼这个病归在什么病底下", "is_subtype_of", "继发性青光眼", D),
    Q("玻璃体出血算哪一大类眼病", "is_subtype_of", "玻璃体出血", D),
    Q("颅内静脉窦血栓形成是什么病，要咋治", "is_subtype_of", "颅内静脉窦血栓形成", D),
    Q("电击属于哪类伤病", "is_subtype_of", "电击伤", D, mention="电击"),
    Q("脑血管病底下分哪些具体的病", "is_subtype_of", "脑血管病", D, reverse=True),
    # related_disease
    Q("生殖细胞肿瘤和哪些病有牵连", "related_disease", "生殖细胞肿瘤", D),
    Q("躯体化障碍常跟什么病搅在一起", "related_disease", "躯体化障碍", D),
    Q("弯曲菌感染以后会扯上哪些相关的病", "related_disease", "弯曲菌感染", D),
    Q("ACS还跟什么病沾边", "related_disease", "急性冠脉综合征", D, mention="ACS"),
    Q("拉沙热有相关的病吗，会不会脑子出问题", "related_disease", "拉沙热", D),
    # differential_diagnosis
    Q("毛细胞白血病容易跟哪几种病搞混", "differential_diagnosis", "毛细胞白血病", D),
    Q("病毒性腹泻要和什么病区分开", "differential_diagnosis", "病毒性胃肠炎", D, mention="病毒性腹泻"),
    Q("怀孕了身上痒，医生说可能是妊娠期肝内胆汁淤积症，要排除哪些病呢", "differential_diagnosis",
      "妊娠期肝内胆汁淤积症", D),
    Q("日光性角化跟基底细胞癌怎么分辨", "differential_diagnosis", "日光性角化", D, named="基底细胞癌"),
    Q("OI需要和哪些感染做鉴别", "differential_diagnosis", "机会性感染", D, mention="OI"),
    # indicated_for
    Q("消渴灵胶囊是治啥的", "indicated_for", "消渴灵胶囊", DR),
    Q("复方青黛丸能不能治牛皮癣，主要管哪些病", "indicated_for", "复方青黛丸", DR),
    Q("非诺洛芬钙片一般开给什么病人吃", "indicated_for", "非诺洛芬钙片", DR),
    Q("达靓滴眼睛是治哪种眼病的", "indicated_for", "葛根素滴眼液", DR, mention="达靓"),
    Q("降糖丸能治哪些病呀", "indicated_for", "参精止渴丸", DR, mention="降糖丸"),
    # has_adverse_reaction
    Q("赛福美吃了会有啥不舒服的反应", "has_adverse_reaction", "草乌甲素片", DR, mention="赛福美"),
    Q("新山地明长期吃会带来哪些副作用呢", "has_adverse_reaction", "环孢素软胶囊", DR, mention="新山地明"),
    Q("我爸吃非洛地平片以后总头晕，是这药闹的吗", "has_adverse_reaction", "非洛地平片", DR, named="头晕"),
    Q("肝素钙注射液打多了会出血吗，还有哪些毛病", "has_adverse_reaction", "肝素钙注射液", DR),
    Q("哪些药用了会出现低镁血症", "has_adverse_reaction", "低镁血症", S),
    # has_ingredient
    Q("莎尔福里头的主药是什么", "has_ingredient", "美沙拉嗪肠溶片", DR, mention="莎尔福"),
    Q("坎地沙坦酯片是什么成分做的", "has_ingredient", "坎地沙坦酯片", DR),
    Q("酚明伪麻片里面都含了哪些东西", "has_ingredient", "酚明伪麻片", DR),
    Q("注射用盐酸多沙普仑配方里有啥", "has_ingredient", "注射用盐酸多沙普仑", DR),
    Q("瑞素坦的有效成分叫什么", "has_ingredient", "雷米普利片", DR, mention="瑞素坦"),
    # is_a_level3
    Q("思连康在用途上是归哪一类药", "is_a_level3", "双歧杆菌四联活菌片", DR, mention="思连康"),
    Q("劳拉西泮片是哪一类的药，安眠的那种吗", "is_a_level3", "劳拉西泮片", DR),
    Q("注射用利福霉素钠按用途分是什么药", "is_a_level3", "注射用利福霉素钠", DR),
    Q("氟胞嘧啶注射液属于哪种用途的药物呀", "is_a_level3", "氟胞嘧啶注射液", DR),
    Q("朗瑞是干什么用的药，算哪一类", "is_a_level3", "司帕沙星分散片", DR, mention="朗瑞"),
    # belongs_to
    Q("阿昔洛韦注射液在药品分类上是啥", "belongs_to", "阿昔洛韦注射液", DR),
    Q("螺旋霉素胶囊是什么类型的药品", "belongs_to", "螺旋霉素胶囊", DR),
    Q("托百士眼膏在药店分在哪一类", "belongs_to", "妥布霉素眼膏", DR, mention="托百士"),
    Q("氨酚伪麻那敏分散片归哪一类药品管", "belongs_to", "氨酚伪麻那敏分散片", DR),
    Q("丽邦这药属于哪类嘛", "belongs_to", "奥扎格雷钠氯化钠注射液", DR, mention="丽邦"),
    # drug_has_alias
    Q("氯美扎酮片的商品名叫啥", "drug_has_alias", "氯美扎酮片", DR),
    Q("艾普拉唑肠溶片外包装上那个牌子名是什么", "drug_has_alias", "艾普拉唑肠溶片", DR),
    Q("优诺安是哪个药的名字", "drug_has_alias", "优诺安", AL),
    Q("医生开的忆立福，学名叫什么", "drug_has_alias", "忆立福", AL),
    Q("转化糖电解质注射液还有别的叫法吗", "drug_has_alias", "转化糖电解质注射液", DR),
    # mainly_treats
    Q("土木鳖能治哪些病", "mainly_treats", "木鳖子", M, mention="土木鳖"),
    Q("自然铜听说能接骨，主要治啥", "mainly_treats", "自然铜", M),
    Q("鹰眼睛这味药是看什么病的", "mainly_treats", "鹰眼睛", M),
    Q("开喉箭对嗓子肿痛管不管用，主要治哪些", "mainly_treats", "过山消根", M, mention="开喉箭"),
    Q("庐山瓦韦主治些啥", "mainly_treats", "庐山瓦韦", M),
    # has_efficacy
    Q("天王七泡酒喝有什么功效", "has_efficacy", "天王七", M),
    Q("石白菜有啥作用啊", "has_efficacy", "鄂报春", M, mention="石白菜"),
    Q("滇五味和北五味一样吗，滇五味有啥功效", "has_efficacy", "滇五味", M),
    Q("月黄这味药能起什么作用", "has_efficacy", "藤黄", M, mention="月黄"),
    Q("杨梅树的皮入药有啥效用", "has_efficacy", "杨梅树", M),
    # distributed_in
    Q("女儿红这种草药在哪些省有", "distributed_in", "血经草", M, mention="女儿红"),
    Q("蛤蒌哪里能采到", "distributed_in", "蛤蒌", M),
    Q("粉沙参产在哪儿呢", "distributed_in", "明党参", M, mention="粉沙参"),
    Q("东北雷公藤是不是只有东北才有，分布在哪", "distributed_in", "东北雷公藤", M),
    Q("我在内蒙古，这边野地里能找到哪些药材", "distributed_in", "内蒙古", RE),
    # material_has_alias
    Q("滇山茶老百姓还怎么叫", "material_has_alias", "滇山茶", M),
    Q("神曲这味药在中药房里还写成什么名字", "material_has_alias", "神曲", M),
    Q("八角金盘有啥俗名没", "material_has_alias", "八角金盘", M),
    Q("狗爪芋是哪种药材", "material_has_alias", "狗爪芋", AL),
    Q("谷茴香跟小茴香是一个东西吗", "material_has_alias", "小茴香", M, named="谷茴香"),
    # composed_of
    Q("八反丸用了哪几味药", "composed_of", "八反丸", F),
    Q("拔疔红膏怎么配的", "composed_of", "拔疔红膏", F),
    Q("麻黄附子甘草汤就三味药吗，分别是啥", "composed_of", "麻黄附子甘草汤", F),
    Q("八宝眼药里面放了珍珠没有", "composed_of", "八宝眼药", F, named="珍珠"),
    Q("哪些方子里用到了甘遂", "composed_of", "甘遂", IN),
    # formula_has_efficacy
    Q("香薷散夏天中暑喝有用吗，功用是什么", "formula_has_efficacy", "香薷散", F),
    Q("大建中汤有啥功笑", "formula_has_efficacy", "大建中汤", F),
    Q("四妙勇安汤是起什么作用的方子", "formula_has_efficacy", "四妙勇安汤", F),
    Q("麻黄地骨皮汤能干嘛", "formula_has_efficacy", "麻黄地骨皮汤", F),
    # prescribed_for
    Q("旋复代赭汤老打嗝能喝吗，主治哪些", "prescribed_for", "旋复代赭汤", F),
    Q("犀角地黄汤是用来治什么的", "prescribed_for", "犀角地黄汤", F),
    Q("化虫丸治什么病，小孩能吃不", "prescribed_for", "化虫丸", F),
    Q("麻黄发表汤用在什么病上", "prescribed_for", "麻黄发表汤", F),
    Q("八白散是美白的方子吗，主治啥", "prescribed_for", "八白散", F),
    # formula_has_alias
    Q("慢脾风这个方又被叫作什么", "formula_has_alias", "慢脾风", F),
    Q("口禾髎有哪些古称", "formula_has_alias", "口禾髎", F),
    Q("拓痞丸原来是哪个方子的别名", "formula_has_alias", "拓痞丸", AL),
    Q("巴戟天酒跟巴戟浸酒是同一个方吗", "formula_has_alias", "巴戟浸酒", F, named="巴戟天酒"),
    # check_for_disease
    Q("查血清白细胞介素6是为了看哪些病", "check_for_disease", "血清白细胞介素6", C),
    Q("妇科医生给做三合诊检查，是想查出什么病", "check_for_disease", "三合诊检查", C),
    Q("X线头影测量主要用在哪些病上", "check_for_disease", "X线头影测量", C),
    Q("脑血流测定能查出啥病呀", "check_for_disease", "脑血流测定", C),
    Q("肺顺应性（C）检查跟哪些病有关", "check_for_disease", "肺顺应性（C）检查", C),
    # check_for_symptom
    Q("听力检查法检查是耳朵哪些毛病要做的", "check_for_symptom", "听力检查法检查", C),
    Q("眼位检查法一般是眼睛出现啥情况才做", "check_for_symptom", "眼位检查法", C),
    Q("乳房视诊能发现哪些症状", "check_for_symptom", "乳房视诊", C),
    Q("经皮肤穿刺胆道造影是给有哪些症状的人做的", "check_for_symptom", "经皮肤穿刺胆道造影", C),
    Q("摸到乳房肿块这个症状，该做哪些检查", "check_for_symptom", "乳房肿块", S),
    # performed_by
    Q("泌尿外科平常负责做哪几样检查", "performed_by", "泌尿外科", DEP),
    Q("消化科能做啥检查呢", "performed_by", "消化科", DEP),
    Q("妇产科那边给做哪些检查项目", "performed_by", "妇产科", DEP),
    Q("静脉尿路造影检查是哪个科给做", "performed_by", "静脉尿路造影检查", C),
    # check_has_alias
    Q("RPR是个什么化验", "check_has_alias", "RPR", AL),
    Q("静脉肾盂排泄造影和静脉尿路造影检查是一回事吗", "check_has_alias", "静脉尿路造影检查", C,
      named="静脉肾盂排泄造影"),
    Q("newborn screening中文是哪项检查", "check_has_alias", "newborn screening", AL),
    Q("快速血浆反应素试验化验单上印的英文缩写是哪几个字母", "check_has_alias", "快速血浆反应素试验", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day6"))
