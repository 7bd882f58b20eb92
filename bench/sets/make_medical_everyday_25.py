"""Writes `medical_everyday_25.jsonl`, a twenty-fifth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 205 questions, every relation
type of the network asked four to eight times, worded as titles and first lines of questions posted on a Q&A site or
typed into a search box: terse keyword queries with spaces for commas (舌咽神经痛 吃什么药好 要不要做手术, 肝小静脉闭塞症
别名, 八斤丸 组成), titles with a line of detail (脑静脉瘤有什么症状？体检做核磁偶然发现的，平时也没啥感觉, 达芙文 有哪些副作用？
擦了脸上发红脱皮), and a tag of who is asking: students (医学生求问, 考研复习, 药理考试, 中医药大学作业, 药店实习), patients
(在冶炼厂上班，单位体检说我锑中毒, 保胎在吃来婷), parents (宝宝牙床上长了好几个小白点, 孩子爱吃生螃蟹), grown children and
relatives (我爸前两天突然晕倒了一次, 我妈查出胰头癌, 舅舅鼻咽癌, 老公确诊类癌综合征), a nurse at handover (护士站交班), TCM
users and herb gatherers (老中医说我肺气不足, 猎户送的野猪膏, 广东人爱拿猪腰草 煲汤) and travellers (暑假去美国徒步, 要去新墨西哥州
读书). 27 questions carry 呢/啊/呀/嘛/哈; 48 carry a clause of context. Run-on double questions ask the gold first
(镉中毒怎么治，能治好吗 asks for the treatments, 可奥斯 …是治什么的，一天打几次 for the indications, 胸痛这个病要跟哪几种鉴别，
需要住院吗 for the differential diagnoses, 香苏草 产地在哪 多少钱一斤 for where it grows).

Records: other diseases, drugs, medicinal materials, formulas and checks than the other sets (the shipped dev set,
everyday sets 1 to 23 and the three alias sets) wherever the network allows, taken where possible from the last third
of each relation type's sources in key order, among the records whose name no earlier question contains. The
exceptions are the relation types whose few records the earlier sets already ask about (has_risk_factor,
prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, formula_has_alias,
performed_by, check_has_alias): asked another way, about one neighbour, or from the relation's target end. No
question repeats one of theirs.

56 questions name the one neighbour they ask about (颧骨骨折 会复视吗, 膝关节病 打玻璃酸钠注射液 有没有用啊, 八厘金 里有蟾酥吗,
腰大肌刺激试验阳性 是阑尾炎吗), several of them naming two records (心房扑动，和心房颤动怎么区分啊, 寨卡病毒感染 跟登革热 咋区分,
非典型精神分裂症 属于精神分裂症吗, 显微镜下多血管炎 和肾小球肾炎有关吗, 溶血性尿毒症综合征 会伴血小板减少症吗). 13 besides the
alias-instance questions below are asked from the relation's target end (张口受限 是什么病引起的呢, 肝胆外科 一般都看些什么病啊,
哪些病需要做脑血管造影啊, 颧骨 这个位置会得哪些病, 肠杆菌感染 能引起哪些病, 生过好几胎的经产妇 容易得哪些病, 要去新墨西哥州读书
那边有什么高发的病吗, 含地枫皮的中成药 有哪些, 泌尿道解痉药 有哪些, 哪些药材能生肌敛疮, 哪些方子里有蝉蜕, 敛肺止咳的方子有哪些,
泌尿外科 能做什么检查).

Names inside names: by a mechanical count most questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (霉菌性阴道炎 holds 阴道炎, 肺蛔虫病 holds 蛔虫病, 脑出血后遗症 holds 脑出血, 铜绿假单胞菌感染 holds
假单胞菌感染, 骨血管肉瘤 holds 血管肉瘤, 职业黑变病 holds 黑变病, 过敏性紫癜肾炎 holds 过敏性紫癜, 黄斑裂孔性视网膜脱离 holds
视网膜脱离, 脑型肺吸虫病 holds 肺吸虫病, 埃及血吸虫病 holds 血吸虫病, 静脉曲张综合征 and 辐射性白内障 (asked by aliases) hold
静脉曲张 and 白内障, 鼻咽癌的眼部病变 holds 鼻咽癌, 肠易激综合征伴腹泻 holds 肠易激综合征, 非典型精神分裂症 holds 精神分裂症,
未足月胎膜早破 holds 胎膜早破, 登革出血热 holds 出血热, 显微镜下多血管炎 holds 血管炎, 风湿关节炎片 holds 风湿关节炎, 萝芙木茎叶
holds 萝芙木, 西藏花椒种子 holds 西藏花椒, 心血管造影检查 holds 血管造影检查; 慢性胰腺炎, 食管癌 and 血吸虫病 lie inside longer
records' names).

About one question in four (54 of 205) names its entity by a name the network records for that very instance, of
many kinds: disease aliases (27 questions): English and eponym names (Byler病, 米舍尔肉芽肿性唇炎), old and TCM-flavoured
names (淋巴网状细胞肉瘤, 肺气不足), lay and descriptive names (母斑, 恐缩症, 性交恐怖症, 后踝骨折, 脑静脉瘤, 心原性晕厥,
粒型咽炎), names with a part changed, dropped or added (黏稠综合征, 胶样癌, 放射性白内障, 麻风性色素膜炎, 结核性脊膜脊髓炎,
颅骨纤维结构不良, 卡氏肺孢子虫肺炎, 增生性关节炎, 婴儿假性白血病贫血, 蜘蛛状毛细血管扩张症, 颈部慢性软组织劳损, 窦状隙梗阻综合征,
对称性肢端色素沉着, 慢性下肢静脉功能不全, 糖尿病脊髓综合征, 恶性骨血管瘤); drug trade names (14 questions, below); medicinal
material aliases (13: 分筋草, 豆苞菇, 四叶细辛, 荜拨, 波斯草, 朱砂鱼, 毛罗伞, 金腰带, 野猪膏, 猪腰草, 毒箭木, 山红枣, 银鲛鱼).
Eleven more ask what an alias stands for (上皮珠, coro, Oddi括约肌松弛症, ENDOSTAR, 唯佳美, 驴耳朵, 水栗子, 长频, 和窌, EMG,
静脉肾盂排泄造影: disease, drug, material, acupoint-formula and check aliases): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes
sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 14 questions name a drug by a trade name its record's `trade_name` property lists (可奥斯, 宁好, 开文通,
潘南金, 来婷, 锐宁, 润坦, 瑞宁得, 舒泰清, 达芙文, 贻晗柠, 卡奇尔, 倍恩, 威氏克). All fourteen are also drug records of their own
(the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(盐酸雷尼替丁氯化钠注射液, 萘普生钠缓释片, 长春西汀片, 门冬氨酸钾镁注射液, 黄体酮胶丸, 盐酸氢吗啡酮注射液, 长春西汀注射液, 阿那曲唑片,
聚乙二醇电解质散剂, 阿达帕林凝胶, 茶苯海明含片, 维D2磷葡钙片, 醋酸甲羟孕酮分散片, 维生素E烟酸酯胶囊), the mention is the trade name
and the line is tagged `alias`, because a patient holding the box asks about the medicine, and the standard record is
the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (4 questions besides the 14 trade names written twice); the gold record
is the one the question is judged to mean:
- 卡氏肺孢子虫肺炎 and 增生性关节炎 are disease records of their own as well as aliases 肺孢子菌肺炎 and 退变性关节病 list, and
  颈部慢性软组织劳损 is a symptom record as well as an alias of 颈部软组织疾病 (3 questions). The questions ask about the
  illness (its checks, its causes, where it shows), so the gold is the standard record that lists the alias: none of the
  same-name records holds anything through the asked relation.
- EMG is a check record as well as an alias instance (1 question); the question asks what the name stands for
  (是什么检查), so its gold is the alias instance, answered by the record that lists it (肌电图检查).
- Besides these, 34 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom record: 蜘蛛痣, 黄斑囊样水肿, 胰头癌, 磨牙症, 胸痛; a population record: 高脂蛋白血症; an alias record: 霉菌性阴道炎;
  a disease record for a check: 心血管造影检查, 脑血管造影; an ingredient record for a material: 虫白蜡, 荜茇, 鸡骨草; a material
  record for an ingredient: 蝉蜕; a product class for an efficacy: 生肌敛疮), and the wording says which is meant (这个病,
  这个草药, 这味药, 哪些方子里有, 哪些药材能).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_25.py    # rewrites bench/sets/medical_everyday_25.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_25.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("脑静脉瘤有什么症状？体检做核磁偶然发现的，平时也没啥感觉", "has_symptom", "脑静脉畸形", D, mention="脑静脉瘤"),
    Q("颧骨骨折 会复视吗？打球被撞了一下，看东西有点重影", "has_symptom", "颧骨骨折", D, named="复视"),
    Q("肠杆菌肺炎 症状", "has_symptom", "肠杆菌肺炎", D),
    Q("求助：宝宝屁股上一大块青的，老人说是母斑，母斑会有别的表现吗", "has_symptom", "胎记", D, mention="母斑"),
    Q("恐缩症是什么样的表现啊？室友老说自己那里在往回缩，吓得直冒汗", "has_symptom", "缩阳症", D, mention="恐缩症"),
    Q("张口受限 是什么病引起的呢", "has_symptom", "张口受限", S),
    Q("女儿15岁体检查出胡桃夹综合征，这个病会尿血吗", "has_symptom", "胡桃夹综合征", D, named="血尿"),
    # designated_to
    Q("一站起来就头痛躺下就好，医生怀疑颅内低压综合征，该挂哪个科呀", "designated_to", "颅内低压综合征", D),
    Q("宝宝牙床上长了好几个小白点，老人说是马牙，需要带去医院看哪个科嘛", "designated_to", "马牙", D),
    Q("霉菌性阴道炎这个病 在妇科看就行吧？第一次得不好意思问人", "designated_to", "霉菌性阴道炎", D, named="妇科"),
    Q("肝胆外科 一般都看些什么病啊", "designated_to", "肝胆外科", DEP),
    Q("结核性脊膜脊髓炎 挂哪个科呀", "designated_to", "结核性脊髓炎", D, mention="结核性脊膜脊髓炎"),
    Q("崴了一下脚拍片说是后踝骨折，去医院挂哪个科啊", "designated_to", "胫骨后唇骨折", D, mention="后踝骨折"),
    Q("孩子额头越来越鼓，拍片说颅骨纤维结构不良，是看神经外科吗", "designated_to", "颅骨纤维异常增生症", D, mention="颅骨纤维结构不良", named="神经外科"),
    Q("米舍尔肉芽肿性唇炎 嘴唇一直肿，看口腔科对吗", "designated_to", "肉芽肿性唇炎", D, mention="米舍尔肉芽肿性唇炎", named="口腔科"),
    # checks
    Q("鞭虫病怎么查出来的，要验大便吗", "checks", "鞭虫病", D, named="大便常规"),
    Q("卡氏肺孢子虫肺炎需要做哪些检查？家里老人免疫力低，医生提了这个病", "checks", "肺孢子菌肺炎", D,
      mention="卡氏肺孢子虫肺炎"),
    Q("黏稠综合征 要做啥化验", "checks", "高黏稠综合征", D, mention="黏稠综合征"),
    Q("医学生求问：哪些病需要做脑血管造影啊", "checks", "脑血管造影", C),
    Q("病理报告上写着胶样癌，接下来还要做哪些检查呢", "checks", "黏液癌", D, mention="胶样癌"),
    Q("淋巴网状细胞肉瘤 确诊要做哪些检查？纵隔有个肿块", "checks", "纵隔霍奇金淋巴瘤", D, mention="淋巴网状细胞肉瘤"),
    Q("我爸前两天突然晕倒了一次，医生怀疑心原性晕厥，要做些什么检查", "checks", "阿—斯综合征", D, mention="心原性晕厥"),
    # has_complication
    Q("肺蛔虫病会不会变成肺脓肿啊", "has_complication", "肺蛔虫病", D, named="肺脓肿"),
    Q("在冶炼厂上班，单位体检说我锑中毒，后果严重吗，会有哪些并发症", "has_complication", "锑中毒", D),
    Q("肺囊性纤维化到后面会心力衰竭吗？孩子确诊两年了", "has_complication", "肺囊性纤维化", D, named="心力衰竭"),
    Q("婴儿假性白血病贫血 会继发什么病呢", "has_complication", "雅克什雅贫血", D, mention="婴儿假性白血病贫血"),
    Q("做放疗的人得了放射性白内障，以后还可能带出啥毛病", "has_complication", "辐射性白内障", D, mention="放射性白内障"),
    Q("Byler病的孩子 会得佝偻病吗 要不要补钙", "has_complication", "致死性肝内胆汁淤积综合征", D, mention="Byler病", named="佝偻病"),
    Q("麻风性色素膜炎 会引起青光眼吗", "has_complication", "麻风性葡萄膜炎", D, mention="麻风性色素膜炎", named="青光眼"),
    # cures
    Q("舌咽神经痛 吃什么药好 要不要做手术", "cures", "舌咽神经痛", D),
    Q("被家里老鼠咬了发烧，医生说是鼠咬热，一般用什么药", "cures", "鼠咬热", D),
    Q("风湿性多肌痛是不是得吃激素，甲泼尼龙片能吃吗", "cures", "风湿性多肌痛", D, named="甲泼尼龙片"),
    Q("我爸脑出血后遗症三年了 有什么药能长期吃", "cures", "脑出血后遗症", D),
    Q("高脂蛋白血症这个病 平时吃啥药降呀", "cures", "高脂蛋白血症", D),
    Q("膝关节病 打玻璃酸钠注射液 有没有用啊", "cures", "膝关节病", D, named="玻璃酸钠注射液"),
    Q("铜绿假单胞菌感染 一般用什么抗生素？住院的时候痰培养出来的", "cures", "铜绿假单胞菌感染", D),
    # shown_on
    Q("足拇囊炎 长在哪个部位", "shown_on", "足拇囊炎", D),
    Q("天天低头看手机，医生说是颈部慢性软组织劳损，这个病具体是哪块出问题", "shown_on", "颈部软组织疾病", D, mention="颈部慢性软组织劳损"),
    Q("胃镜报告 食管乳头状瘤 是长在哪里的啊", "shown_on", "食管乳头状瘤", D),
    Q("透析好多年了，医生说可能是铝骨病，会疼在身上哪些地方", "shown_on", "铝骨病", D),
    Q("黄斑囊样水肿这个病 是眼睛哪个位置出了问题", "shown_on", "黄斑囊样水肿", D),
    Q("颧骨 这个位置会得哪些病", "shown_on", "颧骨", BP),
    Q("蜘蛛状毛细血管扩张症 一般长在身上哪儿", "shown_on", "蜘蛛痣", D, mention="蜘蛛状毛细血管扩张症"),
    # has_alias
    Q("中医书上说的血灌瞳神这个病，现在一般叫什么", "has_alias", "血灌瞳神", D),
    Q("胃肠型感冒 医学上还有别的叫法没", "has_alias", "胃肠型感冒", D),
    Q("肝小静脉闭塞症 别名", "has_alias", "肝小静脉闭塞症", D),
    Q("上皮珠是什么？儿保医生在本子上写的", "has_alias", "上皮珠", AL),
    Q("论文里看到coro 是哪个病的叫法", "has_alias", "coro", AL),
    Q("Oddi括约肌松弛症 指的是哪个病嘛", "has_alias", "Oddi括约肌松弛症", AL),
    Q("骨血管肉瘤 又叫什么", "has_alias", "骨血管肉瘤", D),
    # caused_by
    Q("在沥青厂干了十年，查出职业黑变病，这病到底是怎么来的", "caused_by", "职业黑变病", D),
    Q("增生性关节炎是咋得的 是不是老了都会有", "caused_by", "退变性关节病", D, mention="增生性关节炎"),
    Q("过敏性紫癜肾炎 病因是啥 跟吃东西有关吗", "caused_by", "过敏性紫癜肾炎", D),
    Q("肾发育不全是怎么造成的？是不是怀孕的时候出了问题", "caused_by", "肾发育不全", D),
    Q("肠杆菌感染 能引起哪些病", "caused_by", "肠杆菌感染", CA),
    Q("喝了土三七泡的酒，查出来窦状隙梗阻综合征，这病是怎么引起的啊", "caused_by", "肝小静脉闭塞症", D, mention="窦状隙梗阻综合征"),
    Q("老中医说我肺气不足，这是怎么造成的呀", "caused_by", "肺气虚", D, mention="肺气不足"),
    # has_risk_factor
    Q("晚上磨牙 跟喝咖啡有关系吗，磨牙症的诱因都有啥", "has_risk_factor", "磨牙症", D),
    Q("婴儿猝死综合征 宝宝趴着睡是不是危险因素", "has_risk_factor", "婴儿猝死综合征", D, named="俯卧睡姿"),
    Q("吃高剂量辛伐他汀 会增加横纹肌溶解症的风险吗", "has_risk_factor", "横纹肌溶解症", D, named="高剂量辛伐他汀"),
    Q("慢性胰腺炎 哪些情况更容易得？我爸以前天天喝酒", "has_risk_factor", "慢性胰腺炎", D),
    Q("家里养了几十只羊，布鲁氏菌病 哪些人风险高呀", "has_risk_factor", "布鲁氏菌病", D),
    # common_in
    Q("阴挺 多见于什么人 能自己好吗", "common_in", "阴挺", D),
    Q("高度近视的人 是不是容易得黄斑裂孔性视网膜脱离", "common_in", "黄斑裂孔性视网膜脱离", D, named="高度近视的人"),
    Q("脑型肺吸虫病 小孩容易得吗，孩子爱吃生螃蟹", "common_in", "脑型肺吸虫病", D),
    Q("生过好几胎的经产妇 容易得哪些病", "common_in", "经产妇", PO),
    Q("性交恐怖症 一般是什么人会有", "common_in", "阴道痉挛", D, mention="性交恐怖症"),
    Q("对称性肢端色素沉着 哪些人容易有哈", "common_in", "遗传性对称性色素异常症", D, mention="对称性肢端色素沉着"),
    Q("慢性下肢静脉功能不全 都是干什么工作的人容易得", "common_in", "静脉曲张综合征", D, mention="慢性下肢静脉功能不全"),
    # prevalent_in
    Q("暑假去美国徒步，莱姆病 在美国哪里多", "prevalent_in", "莱姆病", D),
    Q("球孢子菌病 流行区在哪 会人传人吗", "prevalent_in", "球孢子菌病", D),
    Q("隐球菌性脑膜炎 非洲哪些国家多啊", "prevalent_in", "隐球菌性脑膜炎", D),
    Q("埃及血吸虫病 只有埃及有吗，还在哪些地方流行", "prevalent_in", "埃及血吸虫病", D),
    Q("要去新墨西哥州读书 那边有什么高发的病吗", "prevalent_in", "新墨西哥州", RE),
    # treated_with
    Q("咽后壁一粒一粒的，医生说是粒型咽炎，怎么治呢", "treated_with", "肥厚性咽炎", D, mention="粒型咽炎"),
    Q("胸导管损伤 需要手术治疗吗", "treated_with", "胸导管损伤", D, named="手术治疗"),
    Q("镉中毒怎么治，能治好吗", "treated_with", "镉中毒", D),
    Q("我妈查出胰头癌 这个病能手术吗 还有啥治法", "treated_with", "胰头癌", D),
    Q("糖尿病脊髓综合征 有办法治吗？腿越来越没劲", "treated_with", "糖尿病所致脊髓病", D, mention="糖尿病脊髓综合征"),
    Q("舅舅鼻咽癌，现在眼睛也出问题了，说是鼻咽癌的眼部病变，这个怎么治疗", "treated_with", "鼻咽癌的眼部病变", D),
    Q("恶性骨血管瘤 怎么治 能保住腿吗", "treated_with", "骨血管肉瘤", D, mention="恶性骨血管瘤"),
    # metastasizes_to
    Q("睾丸癌 最先转移到哪", "metastasizes_to", "睾丸癌", D),
    Q("肛门癌 会转移到肝吗", "metastasizes_to", "肛门癌", D, named="肝脏"),
    Q("老公确诊类癌综合征，医生说有肝转移，这个病是不是已经转到肝上了", "metastasizes_to", "类癌综合征", D, named="肝"),
    Q("食管癌 会转到脖子上的淋巴结吗 颈部淋巴结摸到个疙瘩", "metastasizes_to", "食管癌", D, named="颈部淋巴结"),
    Q("视神经脊髓炎 主要影响到哪", "metastasizes_to", "视神经脊髓炎", D),
    # invades
    Q("肾细胞癌 会侵犯到静脉里吗", "invades", "肾细胞癌", D, named="静脉"),
    Q("血吸虫病 虫子会跑到门静脉吗？湖区长大的", "invades", "血吸虫病", D, named="门静脉"),
    Q("肛管癌 局部会侵犯哪些组织", "invades", "肛管癌", D),
    Q("皮肤白喉除了皮肤 还会波及到哪", "invades", "皮肤白喉", D),
    # is_subtype_of
    Q("肠易激综合征伴腹泻 算是肠易激综合征的一种吗", "is_subtype_of", "肠易激综合征伴腹泻", D, named="肠易激综合征"),
    Q("非典型精神分裂症 属于精神分裂症吗", "is_subtype_of", "非典型精神分裂症", D, named="精神分裂症"),
    Q("额窦肉芽肿 归哪一类病", "is_subtype_of", "额窦肉芽肿", D),
    Q("鼻骨骨折 在疾病分类里属于啥", "is_subtype_of", "鼻骨骨折", D),
    Q("食管白斑 是什么病的一种呢", "is_subtype_of", "食管白斑", D),
    Q("考研复习 脊髓空洞症 上一级分类是什么", "is_subtype_of", "脊髓空洞症", D),
    # related_disease
    Q("怀孕32周 未足月胎膜早破 跟早产有关系吗", "related_disease", "未足月胎膜早破", D, named="早产"),
    Q("登革出血热 会伴着哪些病", "related_disease", "登革出血热", D),
    Q("显微镜下多血管炎 和肾小球肾炎有关吗", "related_disease", "显微镜下多血管炎", D, named="肾小球肾炎"),
    Q("传染性单核细胞增多症 相关的病有哪些", "related_disease", "传染性单核细胞增多症", D),
    Q("溶血性尿毒症综合征 会伴血小板减少症吗", "related_disease", "溶血性尿毒症综合征", D, named="血小板减少症"),
    # differential_diagnosis
    Q("心电图说心房扑动，和心房颤动怎么区分啊", "differential_diagnosis", "心房扑动", D, named="心房颤动"),
    Q("寨卡病毒感染 跟登革热 咋区分", "differential_diagnosis", "寨卡病毒感染", D, named="登革热"),
    Q("憩室炎 要排除结肠炎吗", "differential_diagnosis", "憩室炎", D, named="结肠炎"),
    Q("胸痛这个病要跟哪几种鉴别，需要住院吗", "differential_diagnosis", "胸痛", D),
    Q("睾丸癌 和睾丸扭转 怎么鉴别", "differential_diagnosis", "睾丸癌", D, named="睾丸扭转"),
    # indicated_for
    Q("住院挂的水上写着可奥斯，这个是治什么的，一天打几次", "indicated_for", "盐酸雷尼替丁氯化钠注射液", DR, mention="可奥斯"),
    Q("有痔疮 大便带血 肾上腺色棕片能吃吗", "indicated_for", "肾上腺色棕片", DR, named="痔疮"),
    Q("宁好这个药治啥？医生开的，说明书丢了", "indicated_for", "萘普生钠缓释片", DR, mention="宁好"),
    Q("我奶奶在吃开文通，是治脑子的药吗，具体治什么呀", "indicated_for", "长春西汀片", DR, mention="开文通"),
    Q("舟车丸 是治水肿的吗", "indicated_for", "舟车丸", DR, named="水肿"),
    Q("中暑了头痛，藿香正气软胶囊 头痛能吃吗", "indicated_for", "藿香正气软胶囊", DR, named="头痛"),
    Q("潘南金 输这个是干啥的", "indicated_for", "门冬氨酸钾镁注射液", DR, mention="潘南金"),
    # has_adverse_reaction
    Q("保胎在吃来婷 吃了会长胖吗", "has_adverse_reaction", "黄体酮胶丸", DR, mention="来婷", named="体重增加"),
    Q("术后疼得厉害打了锐宁，这止痛针有啥副作用没", "has_adverse_reaction", "盐酸氢吗啡酮注射液", DR, mention="锐宁"),
    Q("醋酸氢化可的松眼膏 用久了会青光眼吗", "has_adverse_reaction", "醋酸氢化可的松眼膏", DR, named="青光眼"),
    Q("贴通络祛痛膏 皮肤瘙痒 正常吗", "has_adverse_reaction", "通络祛痛膏", DR, named="皮肤瘙痒"),
    Q("润坦 输液会有什么不良反应", "has_adverse_reaction", "长春西汀注射液", DR, mention="润坦"),
    Q("乳腺癌术后在吃瑞宁得，这药副作用大吗 都有哪些", "has_adverse_reaction", "阿那曲唑片", DR, mention="瑞宁得"),
    Q("做肠镜前要喝舒泰清，喝了会有什么不舒服吗", "has_adverse_reaction", "聚乙二醇电解质散剂", DR, mention="舒泰清"),
    Q("达芙文 有哪些副作用？擦了脸上发红脱皮", "has_adverse_reaction", "阿达帕林凝胶", DR, mention="达芙文"),
    # has_ingredient
    Q("穿龙骨刺片 里面有淫羊藿吗？对淫羊藿过敏", "has_ingredient", "穿龙骨刺片", DR, named="淫羊藿"),
    Q("风湿关节炎片 成分", "has_ingredient", "风湿关节炎片", DR),
    Q("美嘉素 含什么成分呢，是不是有氢氯噻嗪", "has_ingredient", "美嘉素", DR, named="氢氯噻嗪"),
    Q("坐船前买了贻晗柠 里面都是啥成分", "has_ingredient", "茶苯海明含片", DR, mention="贻晗柠"),
    Q("给孩子买的卡奇尔 钙片的配料表有哪些", "has_ingredient", "维D2磷葡钙片", DR, mention="卡奇尔"),
    Q("含地枫皮的中成药 有哪些", "has_ingredient", "地枫皮", IN),
    Q("妇科开的倍恩 主要成分是啥", "has_ingredient", "醋酸甲羟孕酮分散片", DR, mention="倍恩"),
    # is_a_level3
    Q("酒石酸托特罗定胶囊是哪一类的药啊 我爸尿频在吃", "is_a_level3", "酒石酸托特罗定胶囊", DR),
    Q("金花明目丸 是眼科用药吗", "is_a_level3", "金花明目丸", DR, named="眼科用药"),
    Q("威氏克 是什么类别的药", "is_a_level3", "维生素E烟酸酯胶囊", DR, mention="威氏克"),
    Q("药店实习 红药贴膏 按用途算什么药", "is_a_level3", "红药贴膏", DR),
    Q("药理考试 泌尿道解痉药 有哪些", "is_a_level3", "泌尿道解痉药", DC),
    # belongs_to
    Q("医生给开了苏亚 是什么药 归哪一类", "belongs_to", "苏亚", DR),
    Q("肌苷注射液 药品分类", "belongs_to", "肌苷注射液", DR),
    Q("硫酸庆大霉素肠溶片算哪一类药品", "belongs_to", "硫酸庆大霉素肠溶片", DR),
    Q("鼻舒适片 是中成药吗", "belongs_to", "鼻舒适片", DR, named="中成药"),
    Q("路路通注射液 是中药还是西药啊", "belongs_to", "路路通注射液", DR),
    # drug_has_alias
    Q("糖友请教 酒石酸罗格列酮分散片 有别的名字吗", "drug_has_alias", "酒石酸罗格列酮分散片", DR),
    Q("ENDOSTAR 是什么药？英文看不懂", "drug_has_alias", "ENDOSTAR", AL),
    Q("唯佳美对应的是哪个药", "drug_has_alias", "唯佳美", AL),
    Q("阿莫西林舒巴坦匹酯胶囊 商品名叫啥", "drug_has_alias", "阿莫西林舒巴坦匹酯胶囊", DR),
    Q("护士站交班 结构脂肪乳注射液（C6～24） 又叫什么", "drug_has_alias", "结构脂肪乳注射液（C6～24）", DR),
    # mainly_treats
    Q("山里老人说分筋草 能治骨折，是真的吗", "mainly_treats", "蝶兰", M, mention="分筋草", named="骨折"),
    Q("萝芙木茎叶 能降血压吗", "mainly_treats", "萝芙木茎叶", M, named="高血压"),
    Q("老家山上好多豆苞菇，这东西能治什么", "mainly_treats", "豆包菌", M, mention="豆苞菇"),
    Q("四叶细辛 治啥病", "mainly_treats", "银线草根", M, mention="四叶细辛"),
    Q("荜拨 主治什么", "mainly_treats", "荜茇", M, mention="荜拨"),
    Q("古书里的波斯草 能治啥病", "mainly_treats", "菠菜", M, mention="波斯草"),
    Q("朱砂鱼 入药能治什么", "mainly_treats", "金鱼", M, mention="朱砂鱼"),
    # has_efficacy
    Q("毛罗伞泡酒 有什么功效", "has_efficacy", "雪下红", M, mention="毛罗伞"),
    Q("金腰带这个草药 有什么作用", "has_efficacy", "迎春花", M, mention="金腰带"),
    Q("晚上老出虚汗，麻黄根 能止汗吗", "has_efficacy", "麻黄根", M, named="固表止汗"),
    Q("猎户送的野猪膏 有啥用", "has_efficacy", "野猪脂", M, mention="野猪膏"),
    Q("哪些药材能生肌敛疮", "has_efficacy", "生肌敛疮", EF),
    Q("广东人爱拿猪腰草 煲汤 有什么功效", "has_efficacy", "鸡骨草", M, mention="猪腰草"),
    Q("毒箭木 有什么药效 听说有毒", "has_efficacy", "见血封喉", M, mention="毒箭木"),
    # distributed_in
    Q("西藏花椒种子 只长在西藏吗", "distributed_in", "西藏花椒种子", M, named="西藏"),
    Q("山红枣 哪里有产", "distributed_in", "翻白柴", M, mention="山红枣"),
    Q("银鲛鱼 在哪片海里有", "distributed_in", "银鲛", M, mention="银鲛鱼"),
    Q("香苏草 产地在哪 多少钱一斤", "distributed_in", "香苏草", M),
    Q("虫白蜡这味药 主产哪些省", "distributed_in", "虫白蜡", M),
    # material_has_alias
    Q("野酒花 是不是就是啤酒花", "material_has_alias", "野酒花", M, named="啤酒花"),
    Q("西伯利亚蓼 土名叫啥", "material_has_alias", "西伯利亚蓼", M),
    Q("美汉草 还叫什么", "material_has_alias", "美汉草", M),
    Q("中药铺里说的驴耳朵 是什么药材", "material_has_alias", "驴耳朵", AL),
    Q("水栗子 是哪味药的别名", "material_has_alias", "水栗子", AL),
    Q("萹蓄 俗名有哪些", "material_has_alias", "萹蓄", M),
    # composed_of
    Q("八厘金 里有蟾酥吗", "composed_of", "八厘金", F, named="蟾酥"),
    Q("八宝止血药墨 配方是啥", "composed_of", "八宝止血药墨", F),
    Q("八斤丸 组成", "composed_of", "八斤丸", F),
    Q("中医药大学作业：拔毒饮 用了哪些药", "composed_of", "拔毒饮", F),
    Q("哪些方子里有蝉蜕", "composed_of", "蝉蜕", IN),
    # formula_has_efficacy
    Q("九仙散 有什么功效 久咳能喝吗", "formula_has_efficacy", "九仙散", F),
    Q("定痫丸 作用 怎么吃", "formula_has_efficacy", "定痫丸", F),
    Q("八宝生肌丹 是生肌收口的吗", "formula_has_efficacy", "八宝生肌丹", F, named="生肌收口"),
    Q("八反膏 功用", "formula_has_efficacy", "八反膏", F),
    Q("咳了两个月 敛肺止咳的方子有哪些", "formula_has_efficacy", "敛肺止咳", EF),
    # prescribed_for
    Q("孩子面黄肌瘦 老中医说是脾疳 八香丸能用吗", "prescribed_for", "八香丸", F, named="脾疳"),
    Q("八味煮散 治什么", "prescribed_for", "八味煮散", F),
    Q("拔毒黄耆散 主治哪些", "prescribed_for", "拔毒黄耆散", F),
    Q("八儿不汤 是治啥的 名字好怪", "prescribed_for", "八儿不汤", F),
    Q("八宝玉枢丹 能治伤寒病吗", "prescribed_for", "八宝玉枢丹", F, named="伤寒病"),
    # formula_has_alias
    Q("长频 是哪个穴位的别名", "formula_has_alias", "长频", AL),
    Q("针灸书上的和窌 说的是哪个穴", "formula_has_alias", "和窌", AL),
    Q("黄土汤 别名", "formula_has_alias", "黄土汤", F),
    Q("麻黄附子细辛汤 另外叫啥", "formula_has_alias", "麻黄附子细辛汤", F),
    # check_for_disease
    Q("腰大肌刺激试验阳性 是阑尾炎吗", "check_for_disease", "腰大肌刺激试验", C, named="阑尾炎"),
    Q("血小板黏附功能试验 查什么病", "check_for_disease", "血小板黏附功能试验", C),
    Q("手指关节早上僵，风湿病化验检查项目 能查出类风湿性关节炎吗", "check_for_disease", "风湿病化验检查项目", C, named="类风湿性关节炎"),
    Q("阴道分泌物涂片检查 是查什么的 单子上写的", "check_for_disease", "阴道分泌物涂片检查", C),
    Q("血浆肝素含量测定 是查啥病", "check_for_disease", "血浆肝素含量测定", C),
    # check_for_symptom
    Q("腰痛 要做腰部活动度检查吗", "check_for_symptom", "腰部活动度检查", C, named="腰痛"),
    Q("胆碱酯酶检查 针对哪些症状", "check_for_symptom", "胆碱酯酶检查", C),
    Q("眼科让做角膜知觉检查法 这是查什么症状的", "check_for_symptom", "角膜知觉检查法", C),
    Q("血糖仪试纸带法 是测血糖升高的吗", "check_for_symptom", "血糖仪试纸带法", C, named="血糖升高"),
    Q("下田回来高热不退，钩端螺旋体补体结合试验 要做吗", "check_for_symptom", "钩端螺旋体补体结合试验", C, named="高热"),
    # performed_by
    Q("约宫腔镜检查 要去哪个科室", "performed_by", "宫腔镜检查", C),
    Q("脑电图检查 神经科做吗", "performed_by", "脑电图检查", C, named="神经科"),
    Q("泌尿外科 能做什么检查", "performed_by", "泌尿外科", DEP),
    Q("心血管造影检查 在心血管科做吗", "performed_by", "心血管造影检查", C, named="心血管科"),
    # check_has_alias
    Q("手麻 医生开了个EMG 是什么检查", "check_has_alias", "EMG", AL),
    Q("静脉肾盂排泄造影 对应的是哪项检查", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("心电图检查 英文简写", "check_has_alias", "心电图检查", C),
    Q("肌电图检查 英文全称", "check_has_alias", "肌电图检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day25"))
