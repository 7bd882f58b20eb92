"""Writes `medical_everyday_7.jsonl`, a seventh hand-written set of everyday Chinese questions for the demo network.

Written by hand like the six other everyday sets and, like the third to sixth, kept as a held-out
measure: nothing in it was chosen or reworded after seeing how the project answers it. Other
diseases, drugs, medicinal materials, formulas and checks than the other ten sets wherever the network
allows: the relation types with few instances (prevalent_in, invades, metastasizes_to, performed_by,
formula_has_alias, check_has_alias) have no record left that another set does not ask about, so they
bring a few back (莱姆病, 麻疹, 甲状腺癌, 宫腔镜检查, 八毒赤丸, 肌电图检查 …), asked another way or from
the relation's target end. Every relation type of the network is asked four to six times, by patients,
parents, elderly people and their children, pharmacists, students and people who use traditional
Chinese medicine.

The wording avoids the earlier sets' phrasings: other verbs and sentence shapes (该进医院哪扇门,
会拖出哪些别的病, 在药店的货架上归哪一类, 要备哪些料), particles (呢, 啊, 呀, 嘛), run-on questions with a
clause of context, two slips a phone keyboard makes where the network's name stays intact (能找到码,
有啥用出), and double questions whose first part is the one asked about (肺脓肿是什么病，要住院吗 asks
for its parent disease). Two name a second instance (甲状腺癌 and 肺, 进行性核上麻痹 and 帕金森病), some
are asked from the relation's target end (哪些病会直接侵犯到心肌, 含尼洛替尼的药有哪些), and some are about
names several records carry, with the wording saying which is meant (尿频 and 嗳气 as diseases, 口干
as a symptom, 单纯疱疹感染 as the disease a drug treats).

About one question in four (49 of 174) names its entity by an alias the network records for it, of
many kinds: English abbreviations (PC, CVA, CF, PPSB, EUS), English names and eponyms (Costen综合征,
Bell's palsy, legionellosis, Sweet综合征, Colles骨折, hearing loss, Chagas病, Budd—Chiari综合征,
希尔施普龙病), folk or old names of diseases (汗斑, 吉普车病, 槟榔肝, 肝斑, 羊胡疮, 恶性脓疱, 胃粪石,
脑包虫病), reworded names (新生儿暂时性呼吸困难, 突眼性甲状腺肿, 屈光异常), shortened names (围绝经期功血,
无排卵型功血), names with a suffix added or dropped (雪盲症, 口腔白斑, 二尖瓣脱垂综合征), drug trade names
(希爱力, 妇炎栓, 格列卫, 乐托尔, 山联泰, 金双歧, 尼德舒, 泰特, 米桑), old or folk names of drugs (红药水,
新洁而灭), medicinal material aliases (老虎爪, 血当归, 恒山, 蔓荆实, 三桠苦) and formula aliases
(李子豫赤丸, 加味地黄丸, 大效虎骨散). Twelve more ask what an alias stands for (平山病, 皮质醇增多症, 软斑症,
爱宝维, 凯美纳, 倍泰龙, 太阳花, 白皮子, 锯草, 参桂汤, 厚朴煎, EUS). Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by
is one the network records for that very instance.

Nine questions name something the network holds under two records; the gold record is the one the
question is judged to mean:
- 格列卫 is a drug record of its own and a trade name of 甲磺酸伊马替尼胶囊; "格列卫到底治哪些病" is
  about 甲磺酸伊马替尼胶囊, because the 格列卫 record's only indication is an extraction fragment (过多)
  while the generic record lists the drug's real ones.
- EUS is an (edgeless) check record of its own and the alias of 超声内镜检查; "做EUS主要是排查什么病" is
  about 超声内镜检查, the record that has the diseases, and "EUS是啥检查的缩写" about the alias instance.
- 药物性肝炎 is a disease record of its own and an alias of 药物性肝病; "药物性肝炎是吃了什么引起的" is
  about the record named 药物性肝炎, whose causes (药物过敏 …) answer it as asked.
- 八生散 is a formula record of its own (化痰降浊) and an alias of 八生饮子 (养阴补肾), two different
  prescriptions; "八生散吃了有什么效果" is about the record named 八生散.
- 爱宝维, 倍泰龙 and 凯美纳 are drug records as well as the drug_has_alias aliases of 脊髓灰质炎灭活疫苗,
  注射用重组人干扰素β1b and 盐酸埃克替尼片, and 皮质醇增多症 is a cause record as well as an alias of
  库欣综合征; the four questions ask which drug or disease the name stands for, so their gold is the
  alias instance, answered by the record that lists it.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_7.py     # rewrites bench/sets/medical_everyday_7.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_7.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("背上胸口起了一块块淡褐色的斑，人家说是汗斑，这个病还会有啥表现呀", "has_symptom", "花斑糠疹", D, mention="汗斑"),
    Q("老爸查出来慢性支气管炎，平常会有哪些不舒服嘛", "has_symptom", "慢性支气管炎", D),
    Q("嘴巴里老是干干的，口干这个症状一般是啥病闹的", "has_symptom", "口干", S),
    Q("血小板减少症身上会出现什么情况，牙龈出血算不算", "has_symptom", "血小板减少症", D),
    Q("去滑雪回来眼睛又痛又流泪，雪盲症还会有别的症状不", "has_symptom", "雪盲", D, mention="雪盲症"),
    # designated_to
    Q("屁股沟那里老流脓，医生说像吉普车病，我该挂哪个科呢", "designated_to", "骶尾部藏毛窦", D, mention="吉普车病"),
    Q("张嘴下巴就咔咔响，说是Costen综合征，这得去哪个科看", "designated_to", "颞下颌关节紊乱综合征", D,
      mention="Costen综合征"),
    Q("尿频这个病该进医院哪扇门啊，泌尿科还是肾内科", "designated_to", "尿频", D),
    Q("毛囊炎反反复复的，上医院是找皮肤科吗", "designated_to", "毛囊炎", D),
    Q("外婆骨头里感染了，大夫说是骨髓炎，该转到哪个科", "designated_to", "骨髓炎", D),
    # checks
    Q("报告单上写着PC，医生让再查查，一般还得做些啥检查", "checks", "期前收缩", D, mention="PC"),
    Q("小孩肚子胀得像鼓，拉不出来，怀疑希尔施普龙病，要做些啥检查才能定下来", "checks", "先天性巨结肠", D,
      mention="希尔施普龙病"),
    Q("癫痫持续状态送进急诊以后医生会安排查什么", "checks", "癫痫持续状态", D),
    Q("盆腔炎症要查些啥项目呀，要不要抽血", "checks", "盆腔炎症", D),
    Q("围绝经期功血到医院一般先做哪几样检查", "checks", "围绝经期功能失调性子宫出血", D, mention="围绝经期功血"),
    # has_complication
    Q("槟榔肝时间长了会拖出哪些别的病", "has_complication", "心源性肝硬化", D, mention="槟榔肝"),
    Q("面瘫，就是Bell's palsy，没治好会不会落下别的毛病", "has_complication", "贝尔麻痹", D, mention="Bell's palsy"),
    Q("沙眼病不当回事的话，以后眼睛会变成啥样，会倒睫吗", "has_complication", "沙眼病", D),
    Q("脑包虫病会引起别的什么问题嘛", "has_complication", "脑棘球蚴病", D, mention="脑包虫病"),
    Q("新生儿暂时性呼吸困难后头会不会继发其它病", "has_complication", "新生儿湿肺", D, mention="新生儿暂时性呼吸困难"),
    # cures
    Q("脸上长了肝斑，抹什么药能淡下去", "cures", "黄褐斑", D, mention="肝斑"),
    Q("老公下巴那块长羊胡疮，药店买啥药擦", "cures", "须疮", D, mention="羊胡疮"),
    Q("化验单上写legionellosis，这病要吃哪些药", "cures", "军团菌病", D, mention="legionellosis"),
    Q("突眼性甲状腺肿平时靠什么药压着", "cures", "毒性弥漫性甲状腺肿", D, mention="突眼性甲状腺肿"),
    Q("嗳气打个不停，吃点什么药能好", "cures", "嗳气", D),
    # shown_on
    Q("Sweet综合征的红疙瘩主要冒在身上哪块", "shown_on", "急性发热性嗜中性皮病", D, mention="Sweet综合征"),
    Q("唇腭裂具体是裂在哪些位置呢", "shown_on", "唇腭裂", D),
    Q("痈病一般爱长在哪几个部位", "shown_on", "痈病", D),
    Q("脂溢性皮炎会长在头皮上吗，还长哪", "shown_on", "脂溢性皮炎", D),
    Q("肉瘤多半长在身体什么地方", "shown_on", "肉瘤", D),
    # has_alias
    Q("系统性硬化症老百姓是不是叫它别的名字", "has_alias", "系统性硬化症", D),
    Q("库欣综合征还有哪几种叫法呀", "has_alias", "库欣综合征", D),
    Q("反流性食管炎跟别的什么病名说的是一回事", "has_alias", "反流性食管炎", D),
    Q("平山病是个啥病，正式名叫什么", "has_alias", "平山病", AL),
    Q("皮质醇增多症说的是哪种病", "has_alias", "皮质醇增多症", AL),
    Q("软斑症在书上正经叫啥病名", "has_alias", "软斑症", AL),
    # caused_by
    Q("胃里长了胃粪石，这是咋弄出来的", "caused_by", "胃石症", D, mention="胃粪石"),
    Q("尿道炎是怎么惹上的，跟不干净有关系吗", "caused_by", "尿道炎", D),
    Q("高钙血症背后的病根都有哪些啊", "caused_by", "高钙血症", D),
    Q("药物性肝炎是吃了什么引起的", "caused_by", "药物性肝炎", D),
    Q("念珠菌这东西会害人得什么病", "caused_by", "念珠菌", CA, reverse=True),
    # has_risk_factor
    Q("丙型肝炎一般是哪些行为容易中招", "has_risk_factor", "丙型肝炎", D),
    Q("哪几样因素会加大得动脉粥样硬化的可能，抽烟算不算", "has_risk_factor", "动脉粥样硬化", D),
    Q("布鲁氏菌病跟养牛养羊的有关系不，什么人风险高", "has_risk_factor", "布鲁氏菌病", D),
    Q("垂体卒中是哪些情况诱出来的", "has_risk_factor", "垂体卒中", D),
    Q("被蜱叮咬了会增加得哪种病的风险", "has_risk_factor", "蜱叮咬", CA, reverse=True),
    # common_in
    Q("Colles骨折多发生在哪类人身上", "common_in", "桡骨下端骨折", D, mention="Colles骨折"),
    Q("医生写的CVA，就是一咳就停不下来那种，多见于哪些人", "common_in", "咳嗽性哮喘", D, mention="CVA"),
    Q("附睾炎一般是什么年纪的男的容易得", "common_in", "附睾炎", D),
    Q("低血糖症最常见于哪些人", "common_in", "低血糖症", D),
    Q("婴幼儿特别容易得的病有哪些呀", "common_in", "婴幼儿", PO),
    # prevalent_in
    Q("莱姆病在哪些地方流行得厉害", "prevalent_in", "莱姆病", D),
    Q("球孢子菌病是不是只有美洲那边才有", "prevalent_in", "球孢子菌病", D),
    Q("麻风病现在在哪些地方还多呢", "prevalent_in", "麻风", D),
    Q("撒哈拉以南的非洲有哪些病很常见", "prevalent_in", "撒哈拉以南的非洲", RE),
    Q("伤寒病在哪个国家最多见", "prevalent_in", "伤寒病", D),
    # treated_with
    Q("皮肤上长了恶性脓疱，要怎么处置才行", "treated_with", "皮肤炭疽", D, mention="恶性脓疱"),
    Q("无排卵型功血有哪些治的路子", "treated_with", "无排卵型功能失调性子宫出血", D, mention="无排卵型功血"),
    Q("hearing loss有什么办法治嘛", "treated_with", "听力障碍", D, mention="hearing loss"),
    Q("腹水抽了又长，到底怎么治才好", "treated_with", "腹水", D),
    Q("闭经了好几个月，这个能怎么治呀", "treated_with", "闭经", D),
    # metastasizes_to
    Q("癌症到了后期一般会转到哪儿", "metastasizes_to", "癌症", D),
    Q("甲状腺癌会不会跑到肺里去", "metastasizes_to", "甲状腺癌", D, named="肺"),
    Q("子宫内膜癌转移的话常见转到哪", "metastasizes_to", "子宫内膜癌", D),
    Q("哪些癌最后会转移到肝脏上", "metastasizes_to", "肝脏", BP),
    Q("睾丸癌扩散先到哪里的淋巴结", "metastasizes_to", "睾丸癌", D),
    # invades
    Q("肛管癌局部会往哪长", "invades", "肛管癌", D),
    Q("麻疹病毒进了身子先侵犯哪些地方", "invades", "麻疹", D),
    Q("皮肤白喉除了皮肤还会波及哪里", "invades", "皮肤白喉", D),
    Q("肾细胞癌会长进哪些邻近结构呢", "invades", "肾细胞癌", D),
    Q("哪些病会直接侵犯到心肌", "invades", "心肌", BP),
    # is_subtype_of
    Q("Chagas病在分类上算哪一大类", "is_subtype_of", "恰加斯病", D, mention="Chagas病"),
    Q("屈光异常是哪一类病底下的", "is_subtype_of", "屈光不正", D, mention="屈光异常"),
    Q("口腔白斑归在哪一类疾病里", "is_subtype_of", "口腔白斑病", D, mention="口腔白斑"),
    Q("充血性心力衰竭是什么病，要怎么养", "is_subtype_of", "充血性心力衰竭", D),
    Q("肺脓肿是什么病，要住院吗", "is_subtype_of", "肺脓肿", D),
    # related_disease
    Q("二尖瓣脱垂综合征跟哪些病沾边", "related_disease", "二尖瓣脱垂", D, mention="二尖瓣脱垂综合征"),
    Q("化疗后出现肿瘤溶解综合征，它和哪些病是连在一起的", "related_disease", "肿瘤溶解综合征", D),
    Q("先兆子痫常跟什么病一起说", "related_disease", "先兆子痫", D),
    Q("肺心病跟哪些病有牵连", "related_disease", "肺心病", D),
    Q("肛裂有什么相关的病吗", "related_disease", "肛裂", D),
    # differential_diagnosis
    Q("Budd—Chiari综合征要跟哪个病区分开", "differential_diagnosis", "布加综合征", D, mention="Budd—Chiari综合征"),
    Q("憩室炎容易和什么病搞混", "differential_diagnosis", "憩室炎", D),
    Q("寻常疣长得像什么别的病，怎么分", "differential_diagnosis", "寻常疣", D),
    Q("慢性髓性白血病看化验单时要排除哪些情况", "differential_diagnosis", "慢性髓性白血病", D),
    Q("进行性核上麻痹和帕金森病容易搞错吗", "differential_diagnosis", "进行性核上麻痹", D, named="帕金森病"),
    # indicated_for
    Q("希爱力是治什么毛病的", "indicated_for", "他达拉非片", DR, mention="希爱力"),
    Q("家里翻出一瓶红药水，能用来干嘛", "indicated_for", "汞溴红溶液", DR, mention="红药水"),
    Q("妇炎栓塞进去是治哪种炎症的", "indicated_for", "苦参碱栓", DR, mention="妇炎栓"),
    Q("格列卫到底治哪些病", "indicated_for", "甲磺酸伊马替尼胶囊", DR, mention="格列卫"),
    Q("单纯疱疹感染了，药店里哪些药写着能治它", "indicated_for", "单纯疱疹感染", D),
    # has_adverse_reaction
    Q("孩子打了山联泰，回来有点发烧，这针一般会有哪些反应", "has_adverse_reaction", "吸附无细胞百白破联合疫苗", DR,
      mention="山联泰"),
    Q("娃拉肚子医生开了乐托尔，冲着喝会不会有啥不好的反应呀", "has_adverse_reaction", "口服乳杆菌LB散", DR, mention="乐托尔"),
    Q("他克莫司胶囊吃久了身体会出哪些状况", "has_adverse_reaction", "他克莫司胶囊", DR),
    Q("吃替米沙坦片的人会碰到哪些副作用呢", "has_adverse_reaction", "替米沙坦片", DR),
    Q("有哪些药会让心电图上QT间期延长", "has_adverse_reaction", "QT间期延长", S),
    # has_ingredient
    Q("金双歧里头装的是哪几种菌", "has_ingredient", "双歧杆菌乳杆菌三联活菌片", DR, mention="金双歧"),
    Q("风定宁的主要成分是啥", "has_ingredient", "风定宁", DR),
    Q("新洁而灭里面含的是什么", "has_ingredient", "苯扎溴铵溶液", DR, mention="新洁而灭"),
    Q("阿立哌唑口腔崩解片放嘴里化的那种，有效成分是什么", "has_ingredient", "阿立哌唑口腔崩解片", DR),
    Q("含尼洛替尼的药有哪些", "has_ingredient", "尼洛替尼", IN),
    # is_a_level3
    Q("化疗时护士说要打CF，这药按用途属于哪一类", "is_a_level3", "注射用亚叶酸钙", DR, mention="CF"),
    Q("尼德舒降压药属于哪个类别的", "is_a_level3", "替米沙坦片", DR, mention="尼德舒"),
    Q("注射用环磷酰胺在药理上归哪一类", "is_a_level3", "注射用环磷酰胺", DR),
    Q("伏立康唑胶囊算哪一类抗真菌的药", "is_a_level3", "伏立康唑胶囊", DR),
    Q("糖皮质激素这一类里有哪些药", "is_a_level3", "糖皮质激素", DC),
    # belongs_to
    Q("泰特打的那种，药品目录里分在哪类", "belongs_to", "注射用还原型谷胱甘肽", DR, mention="泰特"),
    Q("达希纳在药店的货架上归哪一类呢", "belongs_to", "达希纳", DR),
    Q("输的PPSB归哪一类药品", "belongs_to", "人凝血酶原复合物", DR, mention="PPSB"),
    Q("米桑这个活菌胶囊是哪类药啊", "belongs_to", "酪酸梭菌活菌胶囊", DR, mention="米桑"),
    Q("蛋白激酶抑制剂这一类都有哪些药", "belongs_to", "蛋白激酶抑制剂", PC),
    # drug_has_alias
    Q("阿利吉仑片有没有商品名", "drug_has_alias", "阿利吉仑片", DR),
    Q("曲尼司特胶囊在医院里还叫什么名", "drug_has_alias", "曲尼司特胶囊", DR),
    Q("爱宝维是哪种药呀", "drug_has_alias", "爱宝维", AL),
    Q("凯美纳对应的药名是什么", "drug_has_alias", "凯美纳", AL),
    Q("倍泰龙是什么药，打针的那种嘛", "drug_has_alias", "倍泰龙", AL),
    # mainly_treats
    Q("老虎爪这味草药主要治啥", "mainly_treats", "卷柏", M, mention="老虎爪"),
    Q("血当归能治哪些病啊", "mainly_treats", "菊三七", M, mention="血当归"),
    Q("金荞麦煮水喝对什么病好", "mainly_treats", "金荞麦", M),
    Q("海金沙根可以用来治什么", "mainly_treats", "海金沙根", M),
    Q("哪些药材能治毒蛇咬伤", "mainly_treats", "毒蛇咬伤", D),
    # has_efficacy
    Q("恒山这味药有什么作用", "has_efficacy", "常山", M, mention="恒山"),
    Q("蔓荆实是干嘛用的，有啥好处", "has_efficacy", "蔓荆子", M, mention="蔓荆实"),
    Q("丁香树皮能起什么作用", "has_efficacy", "丁香树皮", M),
    Q("野辣蓼熬水擦身子能干嘛", "has_efficacy", "野辣蓼", M),
    Q("想找能化痰开窍的药材，有哪些", "has_efficacy", "化痰开窍", EF),
    # distributed_in
    Q("三桠苦哪里产的多", "distributed_in", "三叉苦", M, mention="三桠苦"),
    Q("竹节参是哪些省份出产的", "distributed_in", "竹节参", M),
    Q("农吉利这草在哪些地方能采到", "distributed_in", "农吉利", M),
    Q("洋蓍草一般长在哪儿，野外能找到码", "distributed_in", "洋蓍草", M),
    Q("甘肃出产哪些中药材", "distributed_in", "甘肃", RE),
    # material_has_alias
    Q("千金子在乡下还有什么叫法", "material_has_alias", "千金子", M),
    Q("胆木还有哪些土名", "material_has_alias", "胆木", M),
    Q("太阳花当药材用的时候正名叫什么", "material_has_alias", "太阳花", AL),
    Q("白皮子是哪一种药材", "material_has_alias", "白皮子", AL),
    Q("锯草指的是哪味中药", "material_has_alias", "锯草", AL),
    # composed_of
    Q("开郁老蔻丸是用哪些药配出来的", "composed_of", "开郁老蔻丸", F),
    Q("调气丸里都放了些什么", "composed_of", "调气丸", F),
    Q("李子豫赤丸的方子里面是哪几味药", "composed_of", "八毒赤丸", F, mention="李子豫赤丸"),
    Q("八宝珍珠散要备哪些料", "composed_of", "八宝珍珠散", F),
    Q("哪些方子里会放雷丸", "composed_of", "雷丸", IN),
    # formula_has_efficacy
    Q("蒿芩清胆汤喝了能起啥作用", "formula_has_efficacy", "蒿芩清胆汤", F),
    Q("小活络丹能帮人干嘛呢，有啥用出", "formula_has_efficacy", "小活络丹", F),
    Q("八生散吃了有什么效果", "formula_has_efficacy", "八生散", F),
    Q("再造散是干嘛的方子呀", "formula_has_efficacy", "再造散", F),
    Q("截疟七宝饮除了截疟还能干啥", "formula_has_efficacy", "截疟七宝饮", F),
    # prescribed_for
    Q("黄龙汤是给什么样的病人开的", "prescribed_for", "黄龙汤", F),
    Q("大黄牡丹汤一般用在哪些病上", "prescribed_for", "大黄牡丹汤", F),
    Q("加味地黄丸适合什么症状吃", "prescribed_for", "八味地黄丸", F, mention="加味地黄丸"),
    Q("大效虎骨散治什么的", "prescribed_for", "八效虎骨散", F, mention="大效虎骨散"),
    Q("口苦膈闷可以用哪些方子", "prescribed_for", "口苦膈闷", D),
    # formula_has_alias
    Q("参桂汤是哪个方的别名", "formula_has_alias", "参桂汤", AL),
    Q("厚朴煎原本是哪个方子", "formula_has_alias", "厚朴煎", AL),
    Q("八毒赤丸还有别的称呼没", "formula_has_alias", "八毒赤丸", F),
    Q("八味地黄丸在别的书里叫什么", "formula_has_alias", "八味地黄丸", F),
    Q("麻黄调心泄热汤有没有简称", "formula_has_alias", "麻黄调心泄热汤", F),
    # check_for_disease
    Q("腹部CT能查出哪些病来", "check_for_disease", "腹部CT", C),
    Q("直肠镜检查是为了看哪些病", "check_for_disease", "直肠镜检查", C),
    Q("淋菌培养阳性说明可能有什么病", "check_for_disease", "淋菌培养", C),
    Q("医生让做尿沉渣检查，是怀疑我得了啥", "check_for_disease", "尿沉渣检查", C),
    Q("做EUS主要是排查什么病", "check_for_disease", "超声内镜检查", C, mention="EUS"),
    # check_for_symptom
    Q("视网膜检影法跟哪些症状有关", "check_for_symptom", "视网膜检影法", C),
    Q("做鼻咽部MRI检查通常是因为有什么症状", "check_for_symptom", "鼻咽部MRI检查", C),
    Q("腹水检查一般是出现了什么表现才做的", "check_for_symptom", "腹水检查", C),
    Q("老流鼻血，反复鼻出血该做哪些检查", "check_for_symptom", "反复鼻出血", S),
    Q("胰蛋白酶检查对应哪些症状呀", "check_for_symptom", "胰蛋白酶检查", C),
    # performed_by
    Q("宫腔镜检查是哪个科给做的", "performed_by", "宫腔镜检查", C),
    Q("想做无痛胃镜检查，要去哪个科预约", "performed_by", "无痛胃镜检查", C),
    Q("心血管造影检查归哪个科室操作", "performed_by", "心血管造影检查", C),
    Q("神经科那边能做哪些检查", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("EUS是啥检查的缩写", "check_has_alias", "EUS", AL),
    Q("超声内镜检查英文简写是什么", "check_has_alias", "超声内镜检查", C),
    Q("肌电图检查报告上的英文缩写叫啥", "check_has_alias", "肌电图检查", C),
    Q("心电图检查外国人怎么简称", "check_has_alias", "心电图检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day7"))
