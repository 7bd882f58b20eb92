"""Writes `medical_everyday_29.jsonl`, a twenty-ninth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-seventh, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 208 questions, every relation
type of the network asked four to seven times, worded as typed into a family group chat or sent to a friend who
studies medicine: very informal, short and long mixed, sometimes a sentence quoted from an article, a leaflet or a
report and then the question (二姨在群里转的文章：“肺性肥大性骨关节病的人手指头会变粗像鼓槌”…, 科普号上写“家族性支气管扩张的孩子
从小反复咳嗽”…, 文章说“1950 年前建造的房屋”里的孩子容易铅中毒…), sometimes a relative's claim to be checked (我妈说Meckel憩室会
便血，真的假的, 奶奶说开喉剑能治嗓子疼，真的假的, 婆婆说是肚子里有虫，我看文章说磨牙症跟压力和焦虑有关系，哪个对, 我舅说胸腺发育不全
综合征得去儿科，我看不一定). The askers vary: a daughter for her mother (我妈化疗方案里有帕妥珠单抗), a wife (老公晚上磨牙), a new mother
(宝宝胳膊上长了块红的, 月嫂说喂奶呛着…), a niece, a nephew, grandchildren, a friend (闺蜜说她一吃奶酪就偏头痛), someone whose
relative works abroad (弟弟要去乌干达援外, 女儿在美国读书, 在巴西工作的表哥), a factory worker (厂里有人二氧化氮中毒了) and a herb
user (山里亲戚寄来丁锅树叶). 37 questions carry 呢/啊/呀/嘛/哈, 69 a clause of context; a few ask two things and the first is
the gold (眼科单子写Theodore上方角膜缘角结膜炎，病因到底是啥，会传染不 asks for the cause, 我舅查出中枢神经系统淋巴瘤，医院一般怎么
处理呢，要开刀吗 for the treatment); two carry a phone-keyboard slip that leaves every name intact (怎么版, 不良反应马).

Records: where the network allows, taken from the first fifth of each relation type's sources in key order (the
record key of the source type), past the first twenty, among records whose name no question of the other sets (the
shipped dev set, everyday sets 1 to 27 and the three alias sets) contains and that none of them uses as an entity or
a mention. The exceptions are the relation types whose sources in that window the earlier sets already ask about
(has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias,
composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias): asked about
one neighbour no earlier question names (口咽癌 ← 咀嚼烟草, 隐球菌性脑膜炎 → 乌干达, 小细胞肺癌 → 同侧半胸廓, 肛管癌 → 周围软组织,
尿崩症 ↔ 耗盐综合征, 丁沉透膈丸 → 草豆蔻, 泰山磐石散 → 养血安胎, 当归丸 → 神效丸), from the relation's target end (帕妥珠单抗,
神经科, 泌尿外科), or about records further on in key order (快胃舒肝丸, 生化汤, 甘麦大枣汤, 固冲汤); and one check record
outside that window (快速血浆反应素试验, which earlier sets ask about), asked once through its alias RPR.

94 questions name the one neighbour they ask about, most naming two records (中毒性弱视 最后会不会变成视神经萎缩啊, 心房扑动
跟房性心动过速怎么区分, 丹桂香颗粒 配方里有丹参吗). Six besides the alias-instance questions below are asked from the relation's
target end (跟后部疼痛 一般是啥病闹的呀, 胆囊管解剖变异 会导致什么病, 我妈化疗方案里有帕妥珠单抗，用了容易得哪些病啊, 腭裂 分几种啊,
神经科 能做啥检查, 泌尿外科 做什么检查).

Names inside names: by a mechanical count 112 of the 208 questions are about a record whose name holds the name
(three characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked
the way people say them (丁型病毒性肝炎 holds 病毒性肝炎, 上肢深静脉血栓形成 holds 深静脉血栓形成, 化脓性扁桃体炎 holds 扁桃体炎,
上干型胸廓出口综合征 holds 胸廓出口综合征, 中耳胆脂瘤 holds 胆脂瘤, 乳汁吸入性肺炎 holds 吸入性肺炎, IgA型天疱疮 holds 天疱疮,
下肢动脉硬化闭塞症 holds 动脉硬化, 儿童分离性焦虑症 holds 焦虑症, 中枢神经系统淋巴瘤 holds 淋巴瘤, 假膜性小肠结肠炎 holds 结肠炎,
儿童多动症 holds 多动症, 慢性髓性白血病 holds 白血病, 甲状腺癌 holds 甲状腺; 小细胞肺癌, 内膜癌, 腭裂, 淋巴水肿, 尿崩症, 心房扑动,
儿童厌食, 军团病, 瘤型麻风, 胎粪吸入综合征 and 丁型病毒性肝炎 lie inside longer records' names: 非小细胞肺癌, 子宫内膜癌, 唇腭裂,
下肢淋巴水肿, 肾性尿崩症, 小儿心房扑动, 锌缺乏引起的儿童厌食, 军团病肺炎, 控制瘤型麻风反应症, 羊水与胎粪吸入综合征,
小儿丁型病毒性肝炎).

About one question in four (48 of 208) names its entity by a name the network records for that very instance:
disease aliases (20: English eponyms' Chinese names and descriptive names such as 肺性肥大性骨关节病, 家族性支气管扩张,
全身性神经节苷脂贮积症, 肺尖肿瘤综合征, 胸腺发育不全综合征, 假性醛固酮增多症, 外层渗出性视网膜病变, 胶质瘤息肉病综合征,
多发性特发性出血性肉瘤, 组织细胞样血管瘤, 酒精中毒高脂血症溶血综合征, 下丘脑神经元错构瘤; names with a part changed such as
三叉神经营养综合征, 急性CO中毒后续症 (an English abbreviation inside), 注意缺陷多动障碍; eponyms and old names such as 魏纳—加德娜综合征,
高安病, Foix—Alajouanine综合征, Grow—Fukase综合征, 结核风湿症); drug trade names (12, below); medicinal material aliases (11: 臭草,
开喉剑, 蛔蒿, 野莴苣, 海丁子, 喜叶子, 黑三棱, 水木通, 野蓝, 红孩儿, 丁字贝); TCM formula aliases (4: 巴戟天汤, 茜根汤, 八味丸,
利气丸); a check's English abbreviation (RPR). Ten more ask what an alias stands for (灰结节错构瘤, maxillary retrognathism,
心肺转流, T细胞淋巴瘤样免疫母细胞淋巴结病, 瑞鑫, 恩瑞特, 新芬泰, 马来巴, 癫茄, ECG: disease, drug, material and check aliases):
their gold is the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases`
(the fourth set's check) makes sure every alias a question names its entity by is one the network records for that
very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists (麦滋林, 力斯得, 沛儿,
恩必普, 达宁, 雅皓, 解痉灵, 尤卓尔, 贝西迪, 霸奇, 新麦林, 埃必维). All twelve are also drug records of their own (the source
writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(L—谷氨酰胺呱仑酸钠颗粒, L—门冬氨酸氨氯地平片, 七价肺炎球菌结合疫苗, 丁苯酞软胶囊, 丙氧氨酚片, 丁硼乳膏, 丁溴东莨菪碱胶囊,
丁酸氢化可的松乳膏, β胡萝卜素胶囊, 三合钙咀嚼片, L—谷氨酰胺颗粒, Sabin株脊髓灰质炎灭活疫苗), the mention is the trade name and
the line is tagged `alias`, because someone holding the box asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name.

Other names the network holds under two records (5 questions besides the 12 trade names written twice); the gold record
is the one the question is judged to mean:
- 注意缺陷多动障碍 is a disease record of its own as well as an alias that 儿童多动症 lists (1 question, 学校老师说娃像注意缺陷多动
  障碍，这个有药吃吗). The parent repeats the name of the condition the child is thought to have, and the gold is the record
  that lists the alias, as the network records what the alias stands for; the same-name record's own two drugs are not
  counted as gold.
- 瑞鑫, 恩瑞特 and 新芬泰 are drug records as well as the alias instances 注射用单磷酸阿糖腺苷, 枸地氯雷他定胶囊 and 特洛伪麻胶囊
  list, and ECG is a check record as well as the alias instance of 心电图检查 (4 questions). The questions ask what the name
  stands for (是哪个药的别名, 是哪个药的商品名, 这仨字母对应的是哪项检查), so the gold is the alias instance.
- Besides these, 34 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom record: Mirizzi综合征, 三期梅毒, Q热肺炎, 磨牙症, 腭裂, 淋巴水肿; a cause record: 铅中毒, 幽门螺杆菌感染, 二尖瓣脱垂;
  an alias record: 中耳胆脂瘤, Plummer—Vinson综合征, 慢性髓性白血病; a drug record for a cause: 帕妥珠单抗; an ingredient record for a
  material: 三棱; a disease record for a check: 心血管造影检查), and the wording says which is meant (这个病, 这味药, 用了,
  在…科约).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_29.py    # rewrites bench/sets/medical_everyday_29.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DEP, DR, F, M, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_29.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("二姨在群里转的文章：“肺性肥大性骨关节病的人手指头会变粗像鼓槌”，这病除了手指还有啥表现啊", "has_symptom",
      "Marie—Bamberger综合征", D, mention="肺性肥大性骨关节病"),
    Q("我妈说Meckel憩室会便血，真的假的", "has_symptom", "Meckel憩室", D, named="便血"),
    Q("表姐家小孩查出Kaposi水痘样疹 会不会嗜睡啊，她急死了", "has_symptom", "Kaposi水痘样疹", D, named="嗜睡"),
    Q("科普号上写“家族性支气管扩张的孩子从小反复咳嗽”，这病还有哪些表现", "has_symptom", "Kartagener综合征", D,
      mention="家族性支气管扩张"),
    Q("跑完步脚后跟疼，拍片说Haglund综合征，会肿吗哈", "has_symptom", "Haglund综合征", D, named="肿胀"),
    Q("学医的同学帮看下 全身性神经节苷脂贮积症 小孩会有啥症状", "has_symptom", "GM1神经节苷脂贮积症", D,
      mention="全身性神经节苷脂贮积症"),
    Q("跟后部疼痛 一般是啥病闹的呀", "has_symptom", "跟后部疼痛", S),
    # designated_to
    Q("姑姑确诊魏纳—加德娜综合征，下周复查挂哪个科呢", "designated_to", "Gardner综合征", D, mention="魏纳—加德娜综合征"),
    Q("肺尖肿瘤综合征 该去哪个科看啊", "designated_to", "Pancoast综合征", D, mention="肺尖肿瘤综合征"),
    Q("侄子是Lennox—Gastaut综合征，挂神经内科对吧", "designated_to", "Lennox—Gastaut综合征", D, named="神经内科"),
    Q("我舅说胸腺发育不全综合征得去儿科，我看不一定，到底找哪个科嘛", "designated_to", "Nezelof综合征", D,
      mention="胸腺发育不全综合征"),
    Q("假性醛固酮增多症是不是看内分泌科呀", "designated_to", "Liddle综合征", D, mention="假性醛固酮增多症",
      named="内分泌科"),
    Q("I型超敏反应性疾病 应该挂啥科", "designated_to", "I型超敏反应性疾病", D),
    Q("B超说胆囊那块是Mirizzi综合征这个病，挂号挂哪", "designated_to", "Mirizzi综合征", D),
    # checks
    Q("老婆怀二胎，医生说Rh血型不合，要查些啥呢", "checks", "Rh血型不合", D),
    Q("体检报告提示丁型病毒性肝炎，还要抽血查哪些呀", "checks", "丁型病毒性肝炎", D),
    Q("群里宝妈问：三尖瓣闭锁的宝宝 除了心电图检查还得做啥检查呀", "checks", "三尖瓣闭锁", D),
    Q("我爸胳膊肿了 医生怀疑上肢深静脉血栓形成，一般怎么查出来的", "checks", "上肢深静脉血栓形成", D),
    Q("外层渗出性视网膜病变 要做荧光素眼底血管造影吗", "checks", "coats病", D, mention="外层渗出性视网膜病变",
      named="荧光素眼底血管造影"),
    Q("上颌窦后鼻孔息肉 医生会用前鼻镜检查看吗", "checks", "上颌窦后鼻孔息肉", D, named="前鼻镜检查"),
    Q("三期梅毒这个病 查梅毒血清试验就够了吗", "checks", "三期梅毒", D, named="梅毒血清试验"),
    # has_complication
    Q("中毒性弱视 最后会不会变成视神经萎缩啊", "has_complication", "中毒性弱视", D, named="视神经萎缩"),
    Q("中耳胆脂瘤 拖着不做手术会不会闹出迷路炎", "has_complication", "中耳胆脂瘤", D, named="迷路炎"),
    Q("上矢状窦血栓性静脉炎 会并发脑脓肿吗 好担心", "has_complication", "上矢状窦血栓性静脉炎", D, named="脑脓肿"),
    Q("我爸住ICU 说是不动杆菌感染，后面可能出啥并发症", "has_complication", "不动杆菌感染", D),
    Q("乙状结肠造口旁沟疝 会不会搞成腹膜炎", "has_complication", "乙状结肠造口旁沟疝", D, named="腹膜炎"),
    Q("高安病 眼睛会落下什么并发症呢", "has_complication", "主动脉弓综合征视网膜病变", D, mention="高安病"),
    Q("大伯确诊Foix—Alajouanine综合征，一直躺着会不会得肺炎", "has_complication", "亚急性坏死性脊髓炎", D,
      mention="Foix—Alajouanine综合征", named="肺炎"),
    # cures
    Q("军团病 吃啥药啊", "cures", "军团病", D),
    Q("在巴西工作的表哥说得了副球孢子菌病，有药治吗，吃什么", "cures", "副球孢子菌病", D),
    Q("孩子不爱吃饭，大夫说儿童厌食，药店能买什么药", "cures", "儿童厌食", D),
    Q("学校老师说娃像注意缺陷多动障碍，这个有药吃吗", "cures", "儿童多动症", D, mention="注意缺陷多动障碍"),
    Q("我姐说化脓性扁桃体炎吃罗红霉素缓释片就行，靠谱吗", "cures", "化脓性扁桃体炎", D, named="罗红霉素缓释片"),
    Q("先天性肾上腺皮质增生症 是不是一直吃醋酸氢化可的松片", "cures", "先天性肾上腺皮质增生症", D,
      named="醋酸氢化可的松片"),
    # shown_on
    Q("Reis—Bucklers角膜营养不良 是眼睛哪块出问题", "shown_on", "Reis—Bucklers角膜营养不良", D),
    Q("奶奶摔了一跤 片子说colles骨折，断的是哪", "shown_on", "colles骨折", D),
    Q("我妈总心慌，医生说β受体亢进症，这个主要是哪个器官的事啊", "shown_on", "β受体亢进症", D),
    Q("胶质瘤息肉病综合征 息肉长在哪段肠子", "shown_on", "Turcot综合征", D, mention="胶质瘤息肉病综合征"),
    Q("上干型胸廓出口综合征 疼在肩膀还是脖子啊", "shown_on", "上干型胸廓出口综合征", D),
    Q("Thygeson浅层点状角膜病变 是长在眼角膜上的吧", "shown_on", "Thygeson浅层点状角膜病变", D, named="眼角膜"),
    # has_alias
    Q("Zieve综合征 有没有中文的叫法", "has_alias", "Zieve综合征", D),
    Q("Poncet综合征 是不是也叫结核风湿症", "has_alias", "Poncet综合征", D, named="结核风湿症"),
    Q("I型免疫母细胞性淋巴腺病 还有别的名字吗", "has_alias", "I型免疫母细胞性淋巴腺病", D),
    Q("灰结节错构瘤 说的是哪个病呀", "has_alias", "灰结节错构瘤", AL),
    Q("maxillary retrognathism 中文是什么毛病", "has_alias", "maxillary retrognathism", AL),
    Q("心肺转流 是哪个的别名啊", "has_alias", "心肺转流", AL),
    Q("T细胞淋巴瘤样免疫母细胞淋巴结病 就是哪个病啊", "has_alias", "T细胞淋巴瘤样免疫母细胞淋巴结病", AL),
    # caused_by
    Q("Leber遗传性视神经病变 怎么得的，是遗传吗", "caused_by", "Leber遗传性视神经病变", D),
    Q("多发性特发性出血性肉瘤 是啥病毒引起的", "caused_by", "Kaposi's肉瘤", D, mention="多发性特发性出血性肉瘤"),
    Q("Plummer—Vinson综合征这个病 是缺铁缺出来的吗", "caused_by", "Plummer—Vinson综合征", D, named="缺铁"),
    Q("Q热肺炎这个病 是啥东西引起的", "caused_by", "Q热肺炎", D),
    Q("眼科单子写Theodore上方角膜缘角结膜炎，病因到底是啥，会传染不", "caused_by", "Theodore上方角膜缘角结膜炎", D),
    Q("我爷爷说结核风湿症是受凉得的，我记得跟结核有关？", "caused_by", "Poncet综合征", D, mention="结核风湿症"),
    Q("胆囊管解剖变异 会导致什么病", "caused_by", "胆囊管解剖变异", CA),
    # has_risk_factor
    Q("我爸说嚼烟草的人容易得口咽癌 真的假的", "has_risk_factor", "口咽癌", D, named="咀嚼烟草"),
    Q("老公晚上磨牙咯吱响，婆婆说是肚子里有虫，我看文章说磨牙症跟压力和焦虑有关系，哪个对", "has_risk_factor", "磨牙症", D, named="压力和焦虑"),
    Q("文章说“1950 年前建造的房屋”里的孩子容易铅中毒，老房子真有这风险？", "has_risk_factor", "铅中毒", D,
      named="1950 年前建造的房屋"),
    Q("闺蜜说她一吃奶酪就偏头痛，偏头痛真会被奶酪诱发吗", "has_risk_factor", "偏头痛", D, named="奶酪"),
    Q("我妈化疗方案里有帕妥珠单抗，用了容易得哪些病啊，会拉肚子吗", "has_risk_factor", "帕妥珠单抗", CA),
    # common_in
    Q("书写痉挛 是不是天天写字的人才得", "common_in", "书写痉挛", D),
    Q("宝宝胳膊上长了块红的，医生说丛状血管瘤，一般多大的孩子长这个呀", "common_in", "丛状血管瘤", D),
    Q("月嫂说喂奶呛着会得乳汁吸入性肺炎，是早产儿多见吗", "common_in", "乳汁吸入性肺炎", D, named="早产儿"),
    Q("中耳癌 什么人容易得，慢性中耳炎的人要当心吗", "common_in", "中耳癌", D),
    Q("三叉神经营养综合征 是中年女的多吗", "common_in", "三叉神经营养性损害", D, mention="三叉神经营养综合征",
      named="中年女性"),
    Q("组织细胞样血管瘤 一般什么人长", "common_in", "上皮样血管内皮细胞瘤", D, mention="组织细胞样血管瘤"),
    Q("酒精中毒高脂血症溶血综合征 是不是老喝酒的人才得", "common_in", "Zieve综合征", D,
      mention="酒精中毒高脂血症溶血综合征"),
    # prevalent_in
    Q("弟弟要去乌干达援外，隐球菌性脑膜炎在乌干达多吗", "prevalent_in", "隐球菌性脑膜炎", D, named="乌干达"),
    Q("同事要去东南亚，听说胆管癌在东南亚地区高发？", "prevalent_in", "胆管癌", D, named="东南亚地区"),
    Q("球孢子菌病 是墨西哥西北部地区那边多发吗", "prevalent_in", "球孢子菌病", D, named="墨西哥西北部地区"),
    Q("女儿在美国读书，听说莱姆病在美国中北部和东北部多，是真的吗", "prevalent_in", "莱姆病", D, named="美国中北部和东北部"),
    Q("荚膜组织胞浆菌病 哪些地方的人得得多", "prevalent_in", "荚膜组织胞浆菌病", D),
    # treated_with
    Q("急性CO中毒后续症 能做高压氧吗", "treated_with", "一氧化碳中毒迟发型脑病", D, mention="急性CO中毒后续症",
      named="高压氧"),
    Q("中心性渗出性脉络膜视网膜病变 怎么治呢", "treated_with", "中心性渗出性脉络膜视网膜病变", D),
    Q("我舅查出中枢神经系统淋巴瘤，医院一般怎么处理呢，要开刀吗", "treated_with", "中枢神经系统淋巴瘤", D),
    Q("厂里有人二氧化氮中毒了，抢救怎么弄啊，急", "treated_with", "二氧化氮中毒", D),
    Q("孩子一上学就哭，医生说儿童分离性焦虑症，要怎么治 怎么版啊", "treated_with", "儿童分离性焦虑症", D),
    Q("假膜性小肠结肠炎 是不是先停用相关抗生素", "treated_with", "假膜性小肠结肠炎", D, named="停用相关抗生素"),
    Q("下丘脑神经元错构瘤 能手术切除吗", "treated_with", "下丘脑错构瘤", D, mention="下丘脑神经元错构瘤",
      named="手术切除"),
    # metastasizes_to
    Q("小细胞肺癌 会转到同侧半胸廓吗", "metastasizes_to", "小细胞肺癌", D, named="同侧半胸廓"),
    Q("肛门癌 晚了会不会转到直肠旁淋巴结", "metastasizes_to", "肛门癌", D, named="直肠旁淋巴结"),
    Q("我婆婆甲状腺癌，医生说要防骨骼转移，是这样吗", "metastasizes_to", "甲状腺癌", D, named="骨骼"),
    Q("我阿姨内膜癌术后，大夫让定期复查，内膜癌一般往哪些地方转啊", "metastasizes_to", "内膜癌", D),
    Q("瘤型麻风 会跑到睾丸那儿去吗", "metastasizes_to", "瘤型麻风", D, named="睾丸"),
    # invades
    Q("肛管癌 会长到周围软组织里吗", "invades", "肛管癌", D, named="周围软组织"),
    Q("腹主动脉瘤 会压到肾或肾上吗", "invades", "腹主动脉瘤", D, named="肾或肾上"),
    Q("皮肤白喉 会蔓延到哪些地方呀", "invades", "皮肤白喉", D),
    Q("肾细胞癌 会侵到肾上腺吗", "invades", "肾细胞癌", D, named="肾上腺"),
    Q("老家湖区的，爷爷以前得过血吸虫病，会不会侵犯肝静脉", "invades", "血吸虫病", D, named="肝静脉"),
    # is_subtype_of
    Q("IgA型天疱疮 算天疱疮的一种吧", "is_subtype_of", "IgA型天疱疮", D, named="天疱疮"),
    Q("儿子老是挤眼睛清嗓子，医生说Tourette综合征，这个归哪一类病", "is_subtype_of", "Tourette综合征", D),
    Q("γ疱疹病毒性单核细胞增多症 属于啥病下面的", "is_subtype_of", "γ疱疹病毒性单核细胞增多症", D),
    Q("上颌窦脓肿 在分类里算哪种鼻窦炎", "is_subtype_of", "上颌窦脓肿", D),
    Q("下肢动脉硬化闭塞症 是不是动脉粥样硬化的一种", "is_subtype_of", "下肢动脉硬化闭塞症", D, named="动脉粥样硬化"),
    Q("腭裂 分几种啊，I度II度那种", "is_subtype_of", "腭裂", D, reverse=True),
    Q("Grow—Fukase综合征 在分类上属于哪一类", "is_subtype_of", "poems综合征", D, mention="Grow—Fukase综合征"),
    # related_disease
    Q("二尖瓣脱垂 跟二尖瓣反流有关系吗", "related_disease", "二尖瓣脱垂", D, named="二尖瓣反流"),
    Q("淋巴水肿 和象皮病是一回事吗，有关系没", "related_disease", "淋巴水肿", D, named="象皮病"),
    Q("外公有肺心病，还要注意哪些相关的病呢", "related_disease", "肺心病", D),
    Q("幽门螺杆菌感染 跟萎缩性胃炎有关吗", "related_disease", "幽门螺杆菌感染", D, named="萎缩性胃炎"),
    Q("胎粪吸入综合征 还可能牵扯到什么病", "related_disease", "胎粪吸入综合征", D),
    # differential_diagnosis
    Q("磨牙症 会不会跟帕金森病搞混", "differential_diagnosis", "磨牙症", D, named="帕金森病"),
    Q("尿崩症 要和耗盐综合征分开吗", "differential_diagnosis", "尿崩症", D, named="耗盐综合征"),
    Q("心房扑动 跟房性心动过速怎么区分", "differential_diagnosis", "心房扑动", D, named="房性心动过速"),
    Q("慢性髓性白血病 要排除类白血病反应吗", "differential_diagnosis", "慢性髓性白血病", D, named="类白血病反应"),
    Q("学医的帮忙看下，垂体功能减退症 考试要背鉴别诊断，要跟哪些病鉴别", "differential_diagnosis", "垂体功能减退症", D),
    # indicated_for
    Q("麦滋林 是治胃的吧，具体治啥", "indicated_for", "L—谷氨酰胺呱仑酸钠颗粒", DR, mention="麦滋林"),
    Q("医生开了力斯得，这个治高血压的吗", "indicated_for", "L—门冬氨酸氨氯地平片", DR, mention="力斯得",
      named="高血压"),
    Q("社区通知给娃打沛儿，这个疫苗防什么的呀", "indicated_for", "七价肺炎球菌结合疫苗", DR, mention="沛儿"),
    Q("恩必普 我爸脑梗后吃的，它治什么", "indicated_for", "丁苯酞软胶囊", DR, mention="恩必普"),
    Q("达宁 头痛能吃吗", "indicated_for", "丙氧氨酚片", DR, mention="达宁", named="头痛"),
    Q("处方上写着Tab.SASP，是啥药 治什么的", "indicated_for", "Tab.SASP", DR),
    Q("雅皓 牙龈出血能用吗", "indicated_for", "丁硼乳膏", DR, mention="雅皓", named="牙龈出血"),
    # has_adverse_reaction
    Q("上火吃了一清颗粒，会拉肚子吗，我都拉两回了", "has_adverse_reaction", "一清颗粒", DR, named="腹泻"),
    Q("丁桂儿脐贴 贴了会过敏吗", "has_adverse_reaction", "丁桂儿脐贴", DR, named="过敏"),
    Q("解痉灵 吃了口干正常吗，还有啥副作用", "has_adverse_reaction", "丁溴东莨菪碱胶囊", DR, mention="解痉灵"),
    Q("我妈风湿在喝七味通痹口服液，有啥不良反应马", "has_adverse_reaction", "七味通痹口服液", DR),
    Q("丁苯羟酸乳膏 抹了会起水疱吗", "has_adverse_reaction", "丁苯羟酸乳膏", DR, named="水疱"),
    Q("尤卓尔 抹久了皮肤会变薄吗，有啥副作用", "has_adverse_reaction", "丁酸氢化可的松乳膏", DR, mention="尤卓尔"),
    # has_ingredient
    Q("贝西迪 里面是啥成分", "has_ingredient", "β胡萝卜素胶囊", DR, mention="贝西迪"),
    Q("U比乐 主要成分是泮托拉唑钠吗", "has_ingredient", "U比乐", DR, named="泮托拉唑钠"),
    Q("一力 这个感冒药含咖啡因吗", "has_ingredient", "一力", DR, named="咖啡因"),
    Q("打虫药三苯双脒肠溶片 是啥做的", "has_ingredient", "三苯双脒肠溶片", DR),
    Q("丹桂香颗粒 配方里有丹参吗", "has_ingredient", "丹桂香颗粒", DR, named="丹参"),
    Q("霸奇 钙片里有乳酸钙吗", "has_ingredient", "三合钙咀嚼片", DR, mention="霸奇", named="乳酸钙"),
    # is_a_level3
    Q("丙磺舒片 属于哪类药", "is_a_level3", "丙磺舒片", DR),
    Q("三硅酸镁片 是抗酸药吧", "is_a_level3", "三硅酸镁片", DR, named="抗酸药"),
    Q("丙谷胺片 算什么用途的药", "is_a_level3", "丙谷胺片", DR),
    Q("三唑仑片 属于苯二氮卓类吗", "is_a_level3", "三唑仑片", DR, named="苯二氮卓类"),
    Q("月子里下奶用的下乳涌泉散，归哪个科的药", "is_a_level3", "下乳涌泉散", DR),
    # belongs_to
    Q("E豆 是抗生素吗，属于哪类", "belongs_to", "E豆", DR),
    Q("Inj.FDP 是什么类别的药", "belongs_to", "Inj.FDP", DR),
    Q("一君 属于青霉素那一类吗", "belongs_to", "一君", DR),
    Q("一平苏 是哪一类降压药", "belongs_to", "一平苏", DR),
    Q("新麦林 药盒上分类写的是啥", "belongs_to", "L—谷氨酰胺颗粒", DR, mention="新麦林"),
    Q("埃必维 是疫苗那一类吧", "belongs_to", "Sabin株脊髓灰质炎灭活疫苗", DR, mention="埃必维", named="疫苗"),
    # drug_has_alias
    Q("氯膦酸二钠胶囊 英文名是Disodium Clodronate Capsules吗", "drug_has_alias", "氯膦酸二钠胶囊", DR,
      named="Disodium Clodronate Capsules"),
    Q("比索洛尔氢氯噻嗪片 还有别的名字吗", "drug_has_alias", "比索洛尔氢氯噻嗪片", DR),
    Q("瑞鑫 是哪个药的别名", "drug_has_alias", "瑞鑫", AL),
    Q("恩瑞特 是哪个药的别名呀", "drug_has_alias", "恩瑞特", AL),
    Q("新芬泰 是哪个药的商品名啊", "drug_has_alias", "新芬泰", AL),
    # mainly_treats
    Q("一箭球 能治百日咳吗", "mainly_treats", "一箭球", M, named="百日咳"),
    Q("老家人说的臭草，泡水能治啥", "mainly_treats", "丁香罗勒", M, mention="臭草"),
    Q("山里亲戚寄来丁锅树叶，治啥的", "mainly_treats", "丁锅树叶", M),
    Q("奶奶说开喉剑能治嗓子疼，真的假的", "mainly_treats", "万年青", M, mention="开喉剑", named="咽喉肿痛"),
    Q("蛔蒿 是打虫子的吗", "mainly_treats", "东北蛔蒿", M, mention="蛔蒿"),
    Q("丝瓜蒂 入药能治什么", "mainly_treats", "丝瓜蒂", M),
    Q("野莴苣 能治痔疮吗", "mainly_treats", "丁萝卜", M, mention="野莴苣", named="痔疮"),
    # has_efficacy
    Q("说明书上写“丁香露 温中”，它到底有啥功效", "has_efficacy", "丁香露", M),
    Q("三叶罗伞 是祛风除湿的吗", "has_efficacy", "三叶罗伞", M, named="祛风除湿"),
    Q("海丁子 有什么作用", "has_efficacy", "丁蛎", M, mention="海丁子"),
    Q("东方蝾螈 入药有啥用嘛", "has_efficacy", "东方蝾螈", M),
    Q("二叶舞鹤草 能凉血止血吗", "has_efficacy", "二叶舞鹤草", M, named="凉血止血"),
    Q("喜叶子 功效是啥", "has_efficacy", "三枝叶", M, mention="喜叶子"),
    Q("黑三棱 这味药是破血行气的吧", "has_efficacy", "三棱", M, mention="黑三棱", named="破血行气"),
    # distributed_in
    Q("三叶金锦香 在哪些地方长", "distributed_in", "三叶金锦香", M),
    Q("丁癸草根 福建有吗", "distributed_in", "丁癸草根", M, named="福建"),
    Q("水木通 哪里产的", "distributed_in", "三白草", M, mention="水木通"),
    Q("野蓝 海南有没有", "distributed_in", "三叶木蓝", M, mention="野蓝", named="海南"),
    Q("红孩儿 这个药材分布在哪", "distributed_in", "东亚小金发藓", M, mention="红孩儿"),
    Q("海边的丁字贝 在哪些地方有", "distributed_in", "丁蛎", M, mention="丁字贝"),
    # material_has_alias
    Q("东北溲疏 还叫什么呢", "material_has_alias", "东北溲疏", M),
    Q("东川蒿 别名叫啥来着", "material_has_alias", "东川蒿", M),
    Q("东当归 是不是也叫大和当归", "material_has_alias", "东当归", M, named="大和当归"),
    Q("马来巴 是哪种药材", "material_has_alias", "马来巴", AL),
    Q("癫茄 说的是哪个药材", "material_has_alias", "癫茄", AL),
    # composed_of
    Q("丁沉透膈丸 里有草豆蔻吗", "composed_of", "丁沉透膈丸", F, named="草豆蔻"),
    Q("开郁老蔻丸 配方有三棱吗", "composed_of", "开郁老蔻丸", F, named="三棱"),
    Q("药店阿姨推荐快胃舒肝丸，都有哪些药在里面", "composed_of", "快胃舒肝丸", F),
    Q("解郁和肝丸 里头是些什么", "composed_of", "解郁和肝丸", F),
    Q("宁嗽丸 方子里有桑白皮吗", "composed_of", "宁嗽丸", F, named="桑白皮"),
    Q("巴戟天汤 里有五加皮吗", "composed_of", "巴戟天饮", F, mention="巴戟天汤", named="五加皮"),
    Q("茜根汤 方子里有犀角吗，现在还能用？", "composed_of", "八物茜根汤", F, mention="茜根汤", named="犀角"),
    # formula_has_efficacy
    Q("泰山磐石散 是安胎的吗", "formula_has_efficacy", "泰山磐石散", F, named="养血安胎"),
    Q("生化汤 坐月子喝，有啥功效", "formula_has_efficacy", "生化汤", F),
    Q("中医馆说我手脚冰凉，给开了当归四逆汤，这方子有什么作用", "formula_has_efficacy", "当归四逆汤", F),
    Q("玉液汤 功用是啥", "formula_has_efficacy", "玉液汤", F),
    Q("归肾丸 能养血填精吗", "formula_has_efficacy", "归肾丸", F, named="养血填精"),
    Q("八味丸 能固齿驻颜？我妈在养生群里看到的", "formula_has_efficacy", "八物肾气丸", F, mention="八味丸",
      named="固齿驻颜"),
    Q("利气丸 能消食导下吗", "formula_has_efficacy", "琥珀利气丸", F, mention="利气丸", named="消食导下"),
    # prescribed_for
    Q("五仁丸 老人便秘能用吗", "prescribed_for", "五仁丸", F, named="便秘"),
    Q("朋友圈有人晒甘麦大枣汤，说更年期喝，它主治什么呀", "prescribed_for", "甘麦大枣汤", F),
    Q("槐花散 痔疮出血能用吗", "prescribed_for", "槐花散", F, named="以及痔疮出血"),
    Q("加味乌药汤 是治痛经的吗", "prescribed_for", "加味乌药汤", F, named="痛经"),
    Q("固冲汤 治哪些情况", "prescribed_for", "固冲汤", F),
    # formula_has_alias
    Q("八物麦门冬饮 还叫什么", "formula_has_alias", "八物麦门冬饮", F),
    Q("八味茴香丸 有别名吗", "formula_has_alias", "八味茴香丸", F),
    Q("当归丸 在袖珍方大全里是叫神效丸吗", "formula_has_alias", "当归丸", F, named="神效丸（《袖珍方大全》卷一）"),
    Q("麻黄附子细辛汤 古书里是不是也叫附子麻黄汤", "formula_has_alias", "麻黄附子细辛汤", F,
      named="附子麻黄汤（《赤水玄珠全集》卷五）"),
    # check_for_disease
    Q("c肽释放试验检查 是查糖尿病的吗", "check_for_disease", "c肽释放试验检查", C, named="糖尿病"),
    Q("肺功能报告里有一秒用力呼气量，这个能看出啥病", "check_for_disease", "一秒用力呼气量", C),
    Q("我爸胆道手术后带着管子，要做T管造影，这是查什么病的", "check_for_disease", "T管造影", C),
    Q("丁型肝炎抗体检查 查出来阳性是啥病", "check_for_disease", "丁型肝炎抗体检查", C),
    Q("下颌运动检查 查哪些病", "check_for_disease", "下颌运动检查", C),
    Q("一小时尿沉渣计数 能查急性膀胱炎吗", "check_for_disease", "一小时尿沉渣计数", C, named="急性膀胱炎"),
    Q("眼科让查RPR，说怀疑梅毒性角膜病变，这个能查出来吗", "check_for_disease", "快速血浆反应素试验", C,
      mention="RPR", named="梅毒性角膜病变"),
    # check_for_symptom
    Q("乳房触诊 摸到肿块才做吗", "check_for_symptom", "乳房触诊", C, named="乳房肿块"),
    Q("乙醇凝胶试验 针对啥症状哈", "check_for_symptom", "乙醇凝胶试验", C),
    Q("打球伤了膝盖，医生查了交锁征，这是查膝盖疼的吗", "check_for_symptom", "交锁征", C),
    Q("伦德试验 什么症状要做", "check_for_symptom", "伦德试验", C),
    Q("体脂肪率检查 是看哪些情况的", "check_for_symptom", "体脂肪率检查", C),
    # performed_by
    Q("宫腔镜检查 是妇产科做吗", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("心血管造影检查 在心血管科约吗", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("神经科 能做啥检查", "performed_by", "神经科", DEP),
    Q("泌尿外科 做什么检查", "performed_by", "泌尿外科", DEP),
    # check_has_alias
    Q("体检单上的快速血浆反应素试验，缩写就是RPR吧", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
    Q("静脉尿路造影检查 跟静脉肾盂排泄造影是一个东西吗", "check_has_alias", "静脉尿路造影检查", C,
      named="静脉肾盂排泄造影"),
    Q("新生儿疾病筛查检查 护士说的新生儿筛查就是它吧", "check_has_alias", "新生儿疾病筛查检查", C, named="新生儿筛查"),
    Q("ECG 这仨字母对应的是哪项检查呀", "check_has_alias", "ECG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day29"))
