"""Writes `medical_everyday_2.jsonl`, a second hand-written set of everyday Chinese questions for the demo network.

Written by hand like `medical_everyday.jsonl`, but independently of it: other wording, and other
diseases, drugs, medicinal materials, formulas and checks wherever the network allows (the checks
with a department are only six, so two come back; two more pairs of entity and relation type come
back asked through an alias), over every one of the network's relation types. The askers are patients, parents, elderly people and their children, students, pharmacists
and people who use traditional Chinese medicine; questions are colloquial, some carry a clause of
context, some name two instances (the one asked about and another), some are asked from the
relation's target end (哪些病会口苦), and about one in ten names its entity by an alias the network
records for it (甲减, 针眼, 灰指甲, 拜瑞妥, 坤草, 川连, 半夏茯苓天麻汤, EEG).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_2.py     # rewrites bench/sets/medical_everyday_2.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, TH, Q, main)

OUT = Path(__file__).resolve().parent / "medical_everyday_2.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我妈查出来甲减，她最近总说怕冷，这个病一般还会有啥表现", "has_symptom", "甲状腺功能减退症", D, mention="甲减"),
    Q("宝宝嘴里一层白白的像奶块，医生说是雪口病，孩子还会有哪些不对劲", "has_symptom", "鹅口疮", D, mention="雪口病"),
    Q("婴儿玫瑰疹是先烧几天再出疹子吗？都有哪些症状", "has_symptom", "幼儿急疹", D, mention="婴儿玫瑰疹"),
    Q("夏天在工地干活的人中暑了会出现什么情况", "has_symptom", "中暑", D),
    Q("猩红热和普通发烧有啥区别，孩子得了身上会出现什么", "has_symptom", "猩红热", D),
    Q("缺铁性贫血会不会让人心慌心悸", "has_symptom", "缺铁性贫血", D, named="心悸"),
    Q("眼睛干涩有异物感，是不是干眼症，这病还有别的症状吗", "has_symptom", "干眼症", D),
    Q("痄腮就是腮帮子肿吗，得了以后还会怎样", "has_symptom", "流行性腮腺炎", D, mention="痄腮"),
    Q("肾结石发作起来人会有哪些感觉", "has_symptom", "肾结石", D),
    Q("帕金森病早期有什么征兆", "has_symptom", "帕金森病", D),
    Q("心力衰竭的老人平时身体会出现哪些变化", "has_symptom", "心力衰竭", D),
    Q("晚上睡觉老出虚汗，盗汗可能是哪些疾病引起的", "has_symptom", "盗汗", S),
    Q("早上起来嘴里发苦，哪些病会口苦", "has_symptom", "口苦", S),
    Q("上厕所发现便血了好害怕，会是什么病", "has_symptom", "便血", S),
    # designated_to
    Q("头上突然秃了一块，老人说是鬼剃头，该挂哪个科", "designated_to", "斑秃", D, mention="鬼剃头"),
    Q("眼皮上长了个针眼，又红又疼，上医院找哪个科", "designated_to", "麦粒肿", D, mention="针眼"),
    Q("体检查出脂肪肝，要去哪个科室复诊", "designated_to", "脂肪肝", D),
    Q("月经不调查出多囊卵巢综合征，一般归哪科看", "designated_to", "多囊卵巢综合征", D),
    Q("骨质疏松症看骨科还是内分泌科", "designated_to", "骨质疏松症", D),
    Q("老公夜尿多查出前列腺增生，应该挂什么号", "designated_to", "前列腺增生", D),
    Q("扁桃体炎反复发作，医院里哪个科室能处理", "designated_to", "扁桃体炎", D),
    Q("手腕疼得厉害怀疑腱鞘炎，去医院找什么科的医生", "designated_to", "腱鞘炎", D),
    Q("口腔溃疡老是好不了，去口腔科还是别的科", "designated_to", "口腔溃疡", D),
    Q("肛肠科一般都看哪些病", "designated_to", "肛肠科", DEP),
    Q("新生儿科主要收治什么病的宝宝", "designated_to", "新生儿科", DEP),
    # checks
    Q("身上起风疹块痒得要命，医院一般会让查什么", "checks", "荨麻疹", D, mention="风疹块"),
    Q("医生怀疑我爸是心功能不全，接下来要做哪些检查", "checks", "心力衰竭", D, mention="心功能不全"),
    Q("甲状腺功能减退症是不是抽血查甲状腺功能检查就能确诊", "checks", "甲状腺功能减退症", D, named="甲状腺功能检查"),
    Q("腰疼尿血怀疑肾结石，要做B超还是CT，都查哪些", "checks", "肾结石", D),
    Q("新生儿黄疸住院了，医生说要做好多化验，都是些什么", "checks", "新生儿黄疸", D),
    Q("子宫肌瘤靠什么检查发现", "checks", "子宫肌瘤", D),
    Q("老人记性越来越差，想排查阿尔茨海默病要做哪些项目", "checks", "阿尔茨海默病", D),
    Q("孩子咳了一个月，怀疑百日咳，要查什么", "checks", "百日咳", D),
    Q("前列腺增生复查一般要检查啥", "checks", "前列腺增生", D),
    Q("哪些病医生会让抽个血常规", "checks", "血常规", C),
    # has_complication
    Q("脂肪肝不当回事的话，以后会发展成哪些病", "has_complication", "脂肪肝", D),
    Q("百日咳对小孩有什么危害，会并发别的毛病吗", "has_complication", "百日咳", D),
    Q("麻疹会不会引起肺炎", "has_complication", "麻疹", D, named="肺炎"),
    Q("阿尔茨海默病到了后期容易出现哪些并发症", "has_complication", "阿尔茨海默病", D),
    Q("新生儿黄疸太高会伤到孩子哪些方面", "has_complication", "新生儿黄疸", D),
    Q("胃溃疡不治会不会出大事，可能引起什么", "has_complication", "胃溃疡", D),
    Q("帕金森病患者后面还会继发什么病", "has_complication", "帕金森病", D),
    Q("白癜风除了皮肤变白还会连累出什么问题", "has_complication", "白癜风", D),
    Q("痔疮拖着不去看，会惹出别的病吗", "has_complication", "痔", D),
    Q("风湿性关节炎时间长了有什么后患", "has_complication", "风湿性关节炎", D),
    Q("哪些病最后可能合并肺炎", "has_complication", "肺炎", D, reverse=True),
    # cures
    Q("灰指甲用什么药能治好", "cures", "甲癣", D, mention="灰指甲"),
    Q("牛皮癣有没有效果好一点的药膏或者药片", "cures", "银屑病", D, mention="牛皮癣"),
    Q("过敏性鼻炎一到春天就打喷嚏，氯雷他定片可以吃吗", "cures", "过敏性鼻炎", D, named="氯雷他定片"),
    Q("口腔溃疡疼得吃不下饭，有什么药能快点好", "cures", "口腔溃疡", D),
    Q("麦粒肿要不要用眼药膏，一般用什么药", "cures", "麦粒肿", D),
    Q("骨质疏松症需要长期吃什么药", "cures", "骨质疏松症", D),
    Q("肾结石能不能用药排出来，有哪些药", "cures", "肾结石", D),
    Q("阴道炎反复发作，常用的药有哪些", "cures", "阴道炎", D),
    Q("帕金森病的药有哪几种", "cures", "帕金森病", D),
    Q("我本来就有慢性胃炎，这回胃镜又说是胃溃疡，胃溃疡要吃哪些药", "cures", "胃溃疡", D),
    Q("心力衰竭病人出院后医生一般开哪些药", "cures", "心力衰竭", D),
    Q("扁桃体炎化脓了吃哪种药", "cures", "扁桃体炎", D),
    Q("盐酸特比萘芬片是拿来对付哪些病的", "cures", "盐酸特比萘芬片", DR),
    # caused_by
    Q("最近脸歪了，医生说是面神经炎，这是怎么引起的", "caused_by", "面神经麻痹", D, mention="面神经炎"),
    Q("银屑病到底是什么原因得的，会遗传吗", "caused_by", "银屑病", D),
    Q("口腔溃疡一个接一个地长，跟什么有关系", "caused_by", "口腔溃疡", D),
    Q("骨质疏松症为什么会找上门，哪些原因让骨头变脆", "caused_by", "骨质疏松症", D),
    Q("孩子得了佝偻病，是缺了什么导致的", "caused_by", "佝偻病", D),
    Q("年纪轻轻就腰肌劳损，一般是哪些原因", "caused_by", "腰肌劳损", D),
    Q("肩周炎怎么得的，是受寒吗", "caused_by", "肩周炎", D),
    Q("天一热孩子脖子上就起痱子，为啥会长", "caused_by", "痱子", D),
    Q("甲癣这种病是被什么传染上的", "caused_by", "甲癣", D),
    Q("手上脱皮起水泡说是手癣，病因是啥", "caused_by", "手癣", D),
    Q("受凉之后容易得什么病", "caused_by", "受凉", CA),
    # has_risk_factor
    Q("慢阻肺跟抽烟有多大关系，哪些人风险高", "has_risk_factor", "慢性阻塞性肺疾病", D, mention="慢阻肺"),
    Q("家里老人怕得阿尔茨海默病，哪些因素会让风险变大", "has_risk_factor", "阿尔茨海默病", D),
    Q("怀孕的时候哪些情况容易导致早产", "has_risk_factor", "早产", D),
    Q("产后抑郁症哪些妈妈更容易碰上", "has_risk_factor", "产后抑郁症", D),
    Q("白内障除了年纪大，还有什么高危因素", "has_risk_factor", "白内障", D),
    Q("有肥胖症的人患上哪些病的风险更高", "has_risk_factor", "肥胖症", CA),
    # common_in
    Q("干眼症多是什么人在得", "common_in", "干眼症", D),
    Q("脂肪肝为什么体检的人里那么多，主要是哪类人群", "common_in", "脂肪肝", D),
    Q("前列腺增生是不是上了年纪的男人才得", "common_in", "前列腺增生", D),
    Q("肩周炎为什么叫五十肩，好发于哪些人", "common_in", "肩周炎", D),
    Q("腱鞘炎常见于哪种人，整天玩手机的算吗", "common_in", "腱鞘炎", D),
    Q("戴隐形眼镜者容易得什么眼病", "common_in", "戴隐形眼镜者", PO),
    Q("早产儿比足月的宝宝更容易得哪些病", "common_in", "早产儿", PO),
    # prevalent_in
    Q("组织胞浆菌病是哪些地方的人容易得", "prevalent_in", "组织胞浆菌病", D),
    Q("IgA肾病在咱们中国常见吗，还有哪些国家多", "prevalent_in", "IgA肾病", D),
    Q("胃癌是不是东亚人得得多", "prevalent_in", "胃癌", D, named="东亚"),
    Q("狂犬病主要在什么样的国家发生", "prevalent_in", "狂犬病", D),
    Q("百日咳现在还在哪些地方流行", "prevalent_in", "百日咳", D),
    Q("去非洲出差要小心哪些在当地流行的病", "prevalent_in", "非洲", RE),
    # treated_with
    Q("痔疮除了抹药膏，还有哪些治法", "treated_with", "痔", D),
    Q("帕金森病除了吃药，做康复锻炼有用吗，都有哪些治疗手段", "treated_with", "帕金森病", D),
    Q("新生儿黄疸要照蓝光吗，除了照光还有什么办法", "treated_with", "新生儿黄疸", D),
    Q("白癜风有什么好的治疗办法", "treated_with", "白癜风", D),
    Q("子宫肌瘤一定要开刀吗，还有啥办法", "treated_with", "子宫肌瘤", D),
    Q("多囊卵巢综合征想要孩子，医生通常会用哪些手段治", "treated_with", "多囊卵巢综合征", D),
    Q("腰肌劳损可以做理疗吗，都有哪些疗法", "treated_with", "腰肌劳损", D),
    Q("医生叫我每天温水坐浴，坐浴能治的是哪种病", "treated_with", "温水坐浴", TH),
    # metastasizes_to
    Q("我姨妈宫颈癌术后复查，医生说要盯着有没有转移，一般会转去哪", "metastasizes_to", "宫颈癌", D),
    Q("食管癌转移最先会到哪些淋巴结或者脏器", "metastasizes_to", "食管癌", D),
    Q("甲状腺癌如果转移的话会去肺吗", "metastasizes_to", "甲状腺癌", D, named="肺"),
    Q("肛门癌会不会转到肝脏和肺上，还会去哪", "metastasizes_to", "肛门癌", D),
    Q("哪些癌症容易转移到骨头上", "metastasizes_to", "骨", BP),
    # invades
    Q("肾细胞癌会不会顶破肾包膜侵到旁边去，一般侵犯什么", "invades", "肾细胞癌", D),
    Q("慢性淋巴细胞白血病会浸润到哪些器官", "invades", "慢性淋巴细胞白血病", D),
    Q("皮肤白喉除了皮肤，还会波及身体哪些部位", "invades", "皮肤白喉", D),
    Q("肝癌往外长会侵到胆道吗", "invades", "肝癌", D, named="胆道"),
    Q("麻疹病毒进到身体里先攻击哪些地方", "invades", "麻疹", D),
    # is_subtype_of
    Q("干眼症从医学分类上是哪类眼病", "is_subtype_of", "干眼症", D),
    Q("过敏性鼻炎在ICD里面是归在哪一条下面的", "is_subtype_of", "过敏性鼻炎", D),
    Q("盗汗在疾病分类里归到哪", "is_subtype_of", "盗汗", D),
    Q("近视眼在疾病目录里挂在哪个大类下", "is_subtype_of", "近视眼", D),
    Q("甲沟炎是蜂窝织炎的一种吗", "is_subtype_of", "甲沟炎", D, named="蜂窝织炎"),
    Q("痔分哪几种，内痔外痔都算吗", "is_subtype_of", "痔", D, reverse=True),
    # related_disease
    Q("感冒也就是急性上呼吸道感染，会牵扯出哪些相关的病", "related_disease", "急性上呼吸道感染", D),
    Q("从东南亚旅游回来得了登革热，跟它相关的病还有哪些", "related_disease", "登革热", D),
    Q("溃疡性结肠炎的病人还常伴有哪些别的病", "related_disease", "溃疡性结肠炎", D),
    Q("慢性胰腺炎和糖尿病有关系吗", "related_disease", "慢性胰腺炎", D, named="糖尿病"),
    Q("铅中毒的孩子可能合并什么相关疾病", "related_disease", "铅中毒", D),
    Q("哪些病跟肺炎沾边、有关联", "related_disease", "肺炎", D, reverse=True),
    # differential_diagnosis
    Q("右下腹疼以为是急性阑尾炎，还可能是哪些病", "differential_diagnosis", "急性阑尾炎", D),
    Q("手抖就一定是帕金森病吗，要和哪些病区分", "differential_diagnosis", "帕金森病", D),
    Q("哮喘和心衰引起的喘怎么分，还要鉴别什么病", "differential_diagnosis", "哮喘", D),
    Q("肝硬化确诊前要排除哪些长得像的病", "differential_diagnosis", "肝硬化", D),
    Q("老人糊涂了，是阿尔茨海默病还是别的，医生要鉴别哪些", "differential_diagnosis", "阿尔茨海默病", D),
    Q("嗓子疼诊断成急性咽喉炎，会不会看走眼，跟哪些病要分清", "differential_diagnosis", "急性咽喉炎", D),
    Q("哪些病容易被误当成白喉", "differential_diagnosis", "白喉", D, reverse=True),
    # indicated_for
    Q("易倍申这个药是给什么病人吃的", "indicated_for", "盐酸美金刚片", DR, mention="易倍申"),
    Q("硝酸甘油片除了心绞痛，还能用在什么情况", "indicated_for", "硝酸甘油片", DR),
    Q("嘴角裂口子，吃点维生素B2片对口角炎管不管用", "indicated_for", "维生素B2片", DR, named="口角炎"),
    Q("头孢克肟分散片适合哪些感染", "indicated_for", "头孢克肟分散片", DR),
    Q("药店推荐的小儿氨酚黄那敏颗粒，孩子什么情况可以吃", "indicated_for", "小儿氨酚黄那敏颗粒", DR),
    Q("甲巯咪唑片一般开给什么病的人", "indicated_for", "甲巯咪唑片", DR),
    Q("乌鸡白凤丸是不是只有女的能吃，主要治啥", "indicated_for", "乌鸡白凤丸", DR),
    Q("清开灵颗粒适用于哪些毛病", "indicated_for", "清开灵颗粒", DR),
    Q("炉甘石洗剂抹什么用的", "indicated_for", "炉甘石洗剂", DR),
    Q("多潘立酮片和奥美拉唑有啥不同，多潘立酮片主要对付什么症状", "indicated_for", "多潘立酮片", DR),
    Q("口角炎反复发作，药店里能买哪些药", "indicated_for", "口角炎", D),
    # has_adverse_reaction
    Q("我爸在吃拜瑞妥，听说容易出血，还有哪些副作用", "has_adverse_reaction", "利伐沙班片", DR, mention="拜瑞妥"),
    Q("卡托普利片吃了老干咳，这药还有什么副反应", "has_adverse_reaction", "卡托普利片", DR),
    Q("含服硝酸甘油片后头痛正常吗", "has_adverse_reaction", "硝酸甘油片", DR, named="头痛"),
    Q("手脚麻医生开了甲钴胺片，吃这个会不会伤胃，有啥副作用", "has_adverse_reaction", "甲钴胺片", DR),
    Q("孟鲁司特钠咀嚼片孩子长期吃有没有什么不良影响", "has_adverse_reaction", "孟鲁司特钠咀嚼片", DR),
    Q("格列美脲片降糖的同时有哪些副作用要注意", "has_adverse_reaction", "格列美脲片", DR),
    Q("心脏换了瓣膜一直吃华法林钠片，它会带来什么麻烦", "has_adverse_reaction", "华法林钠片", DR),
    Q("左氧氟沙星片对身体有没有伤害，常见的副作用是什么", "has_adverse_reaction", "左氧氟沙星片", DR),
    Q("医生让我阿司匹林和硫酸氢氯吡格雷片一起吃，后面这个吃了可能出现哪些问题", "has_adverse_reaction", "硫酸氢氯吡格雷片", DR),
    Q("瑞舒伐他汀钙片伤肝吗，还有别的毛病吗", "has_adverse_reaction", "瑞舒伐他汀钙片", DR),
    Q("我在吃降压药，最近老是干咳，哪些药会让人干咳", "has_adverse_reaction", "干咳", S),
    # has_ingredient
    Q("感冒灵颗粒里到底含了哪些成分，有没有扑热息痛", "has_ingredient", "感冒灵颗粒", DR),
    Q("风油精是用什么调出来的", "has_ingredient", "风油精", DR),
    Q("小柴胡颗粒的方子里有几味药，分别是什么", "has_ingredient", "小柴胡颗粒", DR),
    Q("马应龙麝香痔疮膏真的有麝香吗，里面都有什么", "has_ingredient", "马应龙麝香痔疮膏", DR),
    Q("安宫牛黄丸的配料是什么，听说很贵", "has_ingredient", "安宫牛黄丸", DR),
    Q("对冰片过敏，买药的时候要避开哪些含冰片的药", "has_ingredient", "冰片", IN),
    # is_a_level3
    Q("硝苯地平缓释片说明书上属于什么用途的药", "is_a_level3", "硝苯地平缓释片", DR),
    Q("左氧氟沙星片是抗生素还是别的什么类", "is_a_level3", "左氧氟沙星片", DR),
    Q("格列美脲片在药理上被划为哪一种用药", "is_a_level3", "格列美脲片", DR),
    Q("甲钴胺片是补维生素的还是治贫血的药", "is_a_level3", "甲钴胺片", DR),
    Q("药剂师问一下，华法林钠片归到抗凝那一挂吗", "is_a_level3", "华法林钠片", DR),
    Q("降糖药都有哪些可以选", "is_a_level3", "降糖药", DC),
    # belongs_to
    Q("感冒灵颗粒在药品分类里是中成药吗", "belongs_to", "感冒灵颗粒", DR),
    Q("炉甘石洗剂是皮肤外用药吧，在药品分类里归哪", "belongs_to", "炉甘石洗剂", DR),
    Q("复方甘草片在药店被分到哪几类里", "belongs_to", "复方甘草片", DR),
    Q("盐酸西替利嗪片是抗过敏药那一类的吗", "belongs_to", "盐酸西替利嗪片", DR),
    Q("维生素C片是药品还是保健品", "belongs_to", "维生素C片", DR),
    Q("质子泵抑制剂具体指哪些药", "belongs_to", "质子泵抑制剂", PC),
    # drug_has_alias
    Q("利伐沙班片的商品名叫什么", "drug_has_alias", "利伐沙班片", DR),
    Q("医生开的盐酸美金刚片，药盒上印的名字不一样，它还叫什么", "drug_has_alias", "盐酸美金刚片", DR),
    Q("匹伐他汀钙片在医院里还有什么别称", "drug_has_alias", "匹伐他汀钙片", DR),
    Q("比沙可啶肠溶片也叫乐可舒吗", "drug_has_alias", "比沙可啶肠溶片", DR, named="乐可舒"),
    Q("拜瑞妥是哪个药的牌子名", "drug_has_alias", "拜瑞妥", AL),
    # mainly_treats
    Q("川贝炖梨能治什么，川贝主要治哪些病", "mainly_treats", "川贝母", M, mention="川贝"),
    Q("地里的马齿菜能当药吗，能治哪些病", "mainly_treats", "马齿苋", M, mention="马齿菜"),
    Q("山楂除了开胃消食，入药还能治什么", "mainly_treats", "山楂", M),
    Q("艾叶泡脚是治哪些毛病的", "mainly_treats", "艾叶", M),
    Q("罗汉果泡水对嗓子疼有用吗，能治咽痛吗", "mainly_treats", "罗汉果", M, named="咽痛"),
    Q("黄芩这味药一般开给什么病", "mainly_treats", "黄芩", M),
    Q("益母草是不是专门治妇科病的", "mainly_treats", "益母草", M),
    Q("痛经喝哪些中药材可以缓解", "mainly_treats", "痛经", D),
    # has_efficacy
    Q("坤草煮鸡蛋是老偏方，坤草到底能起啥效用", "has_efficacy", "益母草", M, mention="坤草"),
    Q("川连泡水苦得要命，它到底有什么作用", "has_efficacy", "黄连", M, mention="川连"),
    Q("桑叶煮水喝有哪些好处", "has_efficacy", "桑叶", M),
    Q("胖大海能润肠通便吗", "has_efficacy", "胖大海", M, named="润肠通便"),
    Q("白芍在方子里主要是干嘛用的", "has_efficacy", "白芍", M),
    Q("莲子心和莲子不一样吧，莲子本身能起哪些药效", "has_efficacy", "莲子", M),
    Q("想通便，哪些药材有润肠通便的效果", "has_efficacy", "润肠通便", EF),
    # distributed_in
    Q("艾蒿在国内哪些地方长得多", "distributed_in", "艾叶", M, mention="艾蒿"),
    Q("老橘皮入药的话，哪些省出产", "distributed_in", "陈皮", M, mention="橘皮"),
    Q("正宗的川贝母产在哪些地方", "distributed_in", "川贝母", M),
    Q("想买点葛根粉，葛根的主产区在哪几个省", "distributed_in", "葛根", M),
    Q("柴胡野生的多吗，东北华北能挖到吗，分布在哪", "distributed_in", "柴胡", M),
    Q("酸枣仁是北方产的吗，哪些省份有", "distributed_in", "酸枣仁", M),
    # material_has_alias
    Q("胖大海在有的地方叫安南子，它还有什么名字", "material_has_alias", "胖大海", M),
    Q("菊花入药时有哪些雅称", "material_has_alias", "菊花", M),
    Q("丹参的俗名叫什么", "material_has_alias", "丹参", M),
    Q("马齿苋乡下人都怎么叫", "material_has_alias", "马齿苋", M),
    Q("葛根别的叫法有哪些", "material_has_alias", "葛根", M),
    Q("山里果子是哪种中药材", "material_has_alias", "山里果子", AL),
    # composed_of
    Q("胃胀吃不下，中医开了枳实消痞丸，这方子里都放了些什么", "composed_of", "枳实消痞丸", F),
    Q("开胃丸的药方能不能写出来看看，除了人参还配了啥", "composed_of", "开胃丸", F),
    Q("香砂平胃散开出来都是哪些药材", "composed_of", "香砂平胃散", F),
    Q("麻黄附子细辛汤的方子里有附子吗", "composed_of", "麻黄附子细辛汤", F, named="附子"),
    Q("槐角地榆丸 配方 药材", "composed_of", "槐角地榆丸", F),
    Q("用到甘草的方剂有哪些", "composed_of", "甘草", IN),
    # formula_has_efficacy
    Q("女人肝气郁结常吃逍遥散，这方子的功用是啥", "formula_has_efficacy", "逍遥散", F),
    Q("中风后遗症用补阳还五汤，这个方子起什么作用", "formula_has_efficacy", "补阳还五汤", F),
    Q("羌活胜湿汤能不能止痛", "formula_has_efficacy", "羌活胜湿汤", F, named="止痛"),
    Q("睡不着听说可以用酸枣仁汤，它能起到什么效果", "formula_has_efficacy", "酸枣仁汤", F),
    Q("天麻钩藤饮是干什么用的方剂", "formula_has_efficacy", "天麻钩藤饮", F),
    Q("有疏肝解郁作用的方子有哪几个", "formula_has_efficacy", "疏肝解郁", EF),
    # prescribed_for
    Q("古方半夏茯苓天麻汤适合头晕的人用吗，它管哪些证候", "prescribed_for", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤"),
    Q("小青龙汤对付什么样的咳喘", "prescribed_for", "小青龙汤", F),
    Q("藿香正气散用于哪些情况，上吐下泻能用吗", "prescribed_for", "藿香正气散", F),
    Q("甘麦大枣汤就三味药，能对付哪些毛病", "prescribed_for", "甘麦大枣汤", F),
    Q("口苦耳鸣的人能喝龙胆泻肝汤吗，这方子针对哪些情况", "prescribed_for", "龙胆泻肝汤", F),
    Q("老中医说我是脏躁，可以用什么方子", "prescribed_for", "脏躁", D),
    # formula_has_alias
    Q("学方剂的时候看到半夏白术天麻汤有个别名，是什么来着", "formula_has_alias", "半夏白术天麻汤", F),
    Q("巴戟天饮在古书里又叫什么", "formula_has_alias", "巴戟天饮", F),
    Q("八物茜根汤在不同医书里的名字不一样，分别叫啥", "formula_has_alias", "八物茜根汤", F),
    Q("八物参术丸跟八物定志丸是一回事吗", "formula_has_alias", "八物参术丸", F, named="八物定志丸"),
    Q("巴戟汤是哪个方剂的另一个名字", "formula_has_alias", "巴戟汤", AL),
    # check_for_disease
    Q("体检单上有糖化血红蛋白检查，这项是为了查哪些病", "check_for_disease", "糖化血红蛋白检查", C),
    Q("类风湿因子检查阳性意味着可能得了什么病", "check_for_disease", "类风湿因子检查", C),
    Q("粪隐血试验阳性，要警惕什么病", "check_for_disease", "粪隐血试验", C),
    Q("乳房摄片能筛出乳腺癌吗", "check_for_disease", "乳房摄片", C, named="乳腺癌"),
    Q("宝宝出生后做的新生儿筛查，是在筛哪些病", "check_for_disease", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("血尿酸检查偏高可能是哪些病", "check_for_disease", "血尿酸检查", C),
    Q("怀疑高尿酸血症该做哪些检查", "check_for_disease", "高尿酸血症", D, reverse=True),
    # check_for_symptom
    Q("多导睡眠图检查适合有什么睡眠问题的人做", "check_for_symptom", "多导睡眠图检查", C),
    Q("出现哪些症状医生会建议做无痛肠镜检查", "check_for_symptom", "无痛肠镜检查", C),
    Q("爷爷耳背，听力检查能查出哪些耳聋问题", "check_for_symptom", "听力检查", C),
    Q("胶囊内视镜这种吞下去的检查，适合哪些肠胃症状", "check_for_symptom", "胶囊内视镜", C),
    Q("听力下降了应该做什么检查", "check_for_symptom", "听力下降", S),
    # performed_by
    Q("医生开了个EEG，我该去几楼哪个科", "performed_by", "脑电图检查", C, mention="EEG"),
    Q("新生儿疾病筛查检查找哪个科室办", "performed_by", "新生儿疾病筛查检查", C),
    Q("做心血管造影检查得去哪个科预约", "performed_by", "心血管造影检查", C),
    Q("泌尿外科能做哪些检查", "performed_by", "泌尿外科", DEP),
    Q("在妇产科能约上哪些检查项目", "performed_by", "妇产科", DEP),
    # check_has_alias
    Q("超声内镜检查英文缩写是什么", "check_has_alias", "超声内镜检查", C),
    Q("快速血浆反应素试验平时报告单上写成什么", "check_has_alias", "快速血浆反应素试验", C),
    Q("新生儿疾病筛查检查英文怎么说，平时简称啥", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("化验单上写着RPR，这是做的什么检查", "check_has_alias", "RPR", AL),
    Q("EMG是啥检查", "check_has_alias", "EMG", AL),
    # has_alias
    Q("老人说的鬼剃头，到底是哪种病", "has_alias", "鬼剃头", AL),
    Q("小时候长针眼大人说是偷看别人，其实针眼的正式病名是啥", "has_alias", "针眼", AL),
    Q("面神经麻痹除了这个名字还能叫什么，听说有叫吊线风的", "has_alias", "面神经麻痹", D),
    Q("尖锐湿疣有没有其他的称呼", "has_alias", "尖锐湿疣", D),
    Q("鹅口疮和雪口病是同一种病吗", "has_alias", "鹅口疮", D, named="雪口病"),
    Q("心力衰竭在病历上可能会写成什么别的名字", "has_alias", "心力衰竭", D),
    Q("B超报告写子宫肌瘤，跟子宫纤维瘤是不是一个东西，它还有哪些说法", "has_alias", "子宫肌瘤", D),
    # shown_on
    Q("白癜风容易长在身体哪些部位", "shown_on", "白癜风", D),
    Q("阿尔茨海默病主要是脑子哪块出了问题", "shown_on", "阿尔茨海默病", D),
    Q("腱鞘炎到底是哪块组织出了毛病，发在什么部位", "shown_on", "腱鞘炎", D),
    Q("坐骨神经痛痛的位置在哪些地方", "shown_on", "坐骨神经痛", D),
    Q("麻疹出疹子会出到身上哪些部位", "shown_on", "麻疹", D),
    Q("膝关节肿疼上下楼困难，会是哪些病找上门了", "shown_on", "膝关节", BP),
]


if __name__ == "__main__":
    raise SystemExit(main(QUESTIONS, OUT, "day2"))
