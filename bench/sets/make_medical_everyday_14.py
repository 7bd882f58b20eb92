"""Writes `medical_everyday_14.jsonl`, a fourteenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth, kept as a held-out measure: nothing
in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 209 questions,
every relation type of the network asked four to seven times, by patients, parents, elderly people,
pharmacists, nurses, students and people who use traditional Chinese medicine. Other diseases, drugs,
medicinal materials, formulas and checks than the seventeen other sets (the shipped dev set, everyday sets 1
to 13 and the three alias sets) wherever the network allows: 164 questions name their entity by a name and
mention no other set's line uses; the other 45 are mostly in the relation types whose few records every
earlier set already asks about (metastasizes_to, has_risk_factor, formula_has_alias, differential_diagnosis,
performed_by, invades, check_has_alias, prevalent_in, drug_has_alias), asked another way or from the
relation's target end (我要去菲律宾工作半年，那边哪些病流行得比较厉害, 有哪些病看着像痛风). None of its records or
names is one the second alias set uses. No question repeats one of theirs, and none shares more than 45% of
its character pairs with one of theirs.

The wording avoids the earlier sets' phrasings: other verbs and sentence shapes (搞成, 扯上关系, 冲着哪些症状去做的,
转了半天找不到地方, 被哪些中成药用上了, 以前的医书上写成什么名字, 管什么用), the particles 呢/啊/呀/嘛/哈 (28 questions),
questions with a clause of context or a second clause (123), three slips a phone keyboard makes where the
network's name stays intact (因该找哪个科室, 以经做完手术了, 从那片海里来的), and double questions whose first
part is the one asked about (华支睾吸虫病用哪种药驱虫，是吃生鱼片得的吗 asks for the drugs,
更年期抑郁症除了吃药还有什么疗法，要挂哪个科呀 for the treatments, 缩窄性心包炎这个病靠什么检查来诊断，能治好吗
for the checks, 代赭石这味药是治哪些病的，孕妇能用吗 and 臭藤这种草能治啥，小孩积食能用吗 for what the material
treats, 芍药汤主要治哪种拉肚子，小孩能喝吗 for what the formula treats, 肛管癌是顺着什么转移出去的，以经做完手术了
还会转吗 for where it spreads). 11 name the one neighbour they ask about, 23 are asked from the relation's
target end (急诊病历上写着口唇樱红…这是哪些病会有的样子呢, 厂里的光气作业人员平时要防着得哪些病,
草果除了炖肉，还被哪些中成药用上了), about ten name two records (大青龙汤跟麻黄汤差不多吗, 戊四硝酯片跟硝酸甘油是同一类药吗, 乌扇是射干吧,
液体超负荷的那种肺水肿), and five are about names several records carry, with the wording saying which is
meant (缺血性结肠炎, 缩窄性心包炎 and 淀粉样变性 as 这个病, 头癣 as 这种病, 草果 as 这味药).

Names inside names: 116 questions are about a record whose name holds the name of another disease,
symptom, drug, check, material or formula record of three characters or more, or lies inside a longer
one; about thirty were chosen for it and are asked the way people say them (小儿腹泻 holds 腹泻, 夜间哮喘 holds
哮喘, 老年人骨质疏松症 holds 骨质疏松症, 老年人肺癌 holds 肺癌, 更年期抑郁症 holds 抑郁症, 顽固性高血压 holds
高血压, 放射性肺炎 holds 肺炎, 小儿甲状腺功能亢进症 holds 甲状腺功能亢进症, 难复性腹股沟疝 holds 腹股沟疝, 肺放线菌病
holds 放线菌病, 额颞叶出血 holds 颞叶出血, 缺血性结肠炎 holds 结肠炎, 肝内胆管癌 holds 胆管癌, 利培酮口腔崩解片
holds 利培酮, 可乐定贴片 holds 可乐定, 纤维胃镜 lies inside 纤维胃镜检查, 额窦炎 inside 慢性额窦炎, 恙虫病 inside
恙虫病性肺炎, 乳糜腹 inside 乳糜腹水, 野菊 inside 野菊花, 梦花 inside 梦花根, 海鹞鱼 inside 海鹞鱼胆, 草果 inside
地草果, 腹部包块检查 holds 腹部包块).

About one question in four (49 of 209) names its entity by an alias the network records for that very
instance, of many kinds: drug trade names (10 questions, below); disease aliases (25): old, folk and TCM names
(中消 for 消中, 性病疣 for 生殖器疣, 遗忘症 for 健忘症), reworded or longer names (痢疾阿米巴病, 真性球麻痹,
低位肱骨髁上骨折, 感染后脑脊髓炎, 子宫体癌, 胃重复畸形, 直肠良性孤立性溃疡, 直肠良性非特异性溃疡, 多形渗出性红斑,
喉梗阻, 缺血性股骨头坏死,
疣状表皮结构不良, 加速性交接区性心动过速, 感染中毒性脑病, 蓝神经痣, 共转性斜视, 支气管肺隔离症,
脊髓粘连性蛛网膜炎) and English or eponymous names (Buerger disease, Roemheld综合征, Mooren角膜溃疡, enteric
carcinoid); medicinal material aliases (11: 臭藤, 土菊花, 草菊, 木芍药, 白槿花, 乌扇, 香泡树, 人参须, 草果仁, 蝙蝠藤,
澄茄根); a formula alias (还晴散 for 八味还睛散); and English check abbreviations (RPR, EMG). Ten more ask what
an alias stands for (毛囊虫病, 教师小结, 婚前恐惧症, 多脏器衰竭, 竟安, 朗依君, 红芍药, 山苍子根, 知母汤, ECG): their
gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one
the network records for that very instance.

Drug trade names: 10 questions name a drug by a trade name its record's `trade_name` property lists
(力平之, 倍通, 易蒙停, 都可喜, 再普乐, 开浦兰, 斯达舒, 倍他乐克, 优思明, 黛力新). Every one of these names is also
a drug record of its own (the source writes the product twice). They are labelled as in the first, eighth
to tenth and thirteenth sets: the gold entity is the standard record (非诺贝特胶囊, 丹红注射液, 盐酸洛哌丁胺胶囊,
阿米三嗪萝巴新片, 奥氮平片, 左乙拉西坦片, 维U颠茄铝胶囊（II）, 琥珀酸美托洛尔缓释片, 屈螺酮炔雌醇片,
氟哌噻吨美利曲辛片), the mention is the trade name and the line is tagged `alias`, because a patient holding
the box asks about the medicine, and the standard record is the one that names it, holds its class and
lists the trade name.

Other names the network holds under two records (8 questions besides the 10 drug names); the gold record
is the one the question is judged to mean:
- 感染后脑脊髓炎 and 支气管肺隔离症 are disease records as well as aliases of 小儿急性播散性脑脊髓炎 and
  肺隔离症; neither record has the asked relation (designated_to, is_subtype_of), so each question is about
  the disease that lists the alias and holds the answer.
- 胃重复畸形 is a symptom record as well as the alias of 双胃; the question asks which checks to do next
  (小孩查出胃重复畸形), which only the disease holds, so it is about 双胃.
- 遗忘症 is a symptom record and the alias of two diseases, 健忘症 and 失忆症; "车祸后落下遗忘症，有没有什么针剂
  可以打" asks for a drug, which only 健忘症 lists (失忆症 has no cures relation), so it is about 健忘症.
- 人参须 and 草果仁 are ingredient records as well as material aliases of 参须 and 草果; the questions ask
  what the material does and where it grows, which only the material records hold.
- EMG is a check record with no check_for_symptom relation as well as the alias of 肌电图检查; the question
  is about 肌电图检查. ECG is a check record as well as an alias instance; "体检表里有一项ECG，到底是查啥的"
  asks what the abbreviation stands for, so its gold is the alias instance, answered by 心电图检查.
- Besides these, 41 lines are tagged `ambiguous_name`: the entity's own name is also a record of another
  type (most often a symptom, cause or ingredient record: 头癣, 缺血性结肠炎, 低血糖症, 草果, 射干 …); five of
  them say which is meant (这个病, 这种病, 这味药).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_14.py    # rewrites bench/sets/medical_everyday_14.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DR, EF, F, IN, M, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_14.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我家宝宝一岁半，这两天拉得厉害，小儿腹泻一般会出现哪些情况呀", "has_symptom", "小儿腹泻", D),
    Q("老爸半夜老咳醒，医生怀疑是夜间哮喘，这种哮喘发作起来啥样", "has_symptom", "夜间哮喘", D),
    Q("体检报告写了脑动脉瘤，它平时会不会有什么感觉啊", "has_symptom", "脑动脉瘤", D),
    Q("痢疾阿米巴病是啥表现，会拉肚子带血吗", "has_symptom", "溶组织内阿米巴病", D, mention="痢疾阿米巴病"),
    Q("奶奶说话含糊喝水呛，医生说可能是真性球麻痹，这病还有什么症状", "has_symptom", "延髓性麻痹", D, mention="真性球麻痹"),
    Q("农药中毒了人会先出现啥反应，我们村里老有人误喝", "has_symptom", "农药中毒", D),
    Q("急诊病历上写着口唇樱红，嘴唇红得发亮，这是哪些病会有的样子呢", "has_symptom", "口唇樱红", S),
    # designated_to
    Q("做完放疗后咳嗽说是放射性肺炎，要到哪个科去复诊嘛", "designated_to", "放射性肺炎", D),
    Q("低位肱骨髁上骨折的小孩该送哪个科，急诊说让转", "designated_to", "肱骨远端全骺分离", D, mention="低位肱骨髁上骨折"),
    Q("孩子打完疫苗后得了感染后脑脊髓炎，挂啥科比较对口", "designated_to", "小儿急性播散性脑脊髓炎", D, mention="感染后脑脊髓炎"),
    Q("男朋友下面长了性病疣，不好意思问，去医院挂哪个科哈", "designated_to", "生殖器疣", D, mention="性病疣"),
    Q("老中医说我这是中消，去医院要看哪一科", "designated_to", "消中", D, mention="中消"),
    Q("喉咙里摸到个会厌囊肿，是看耳鼻喉吗还是别的科", "designated_to", "会厌囊肿", D),
    Q("腹壁疝鼓个包出来，因该找哪个科室的医生做手术", "designated_to", "腹壁疝", D),
    # checks
    Q("缺血性结肠炎这个病要怎么确诊，需要做肠镜吗", "checks", "缺血性结肠炎", D),
    Q("医生说我爸可能是链球菌肺炎，要抽血拍片查些啥呀", "checks", "链球菌肺炎", D),
    Q("子宫体癌做哪些检查能查出来，我妈绝经后又出血了", "checks", "绝经后子宫内膜癌", D, mention="子宫体癌"),
    Q("小孩查出胃重复畸形，后面还要补做什么检查吗", "checks", "双胃", D, mention="胃重复畸形"),
    Q("缩窄性心包炎这个病靠什么检查来诊断，能治好吗", "checks", "缩窄性心包炎", D),
    Q("外婆七十多了驼背，老年人骨质疏松症一般查哪几项", "checks", "老年人骨质疏松症", D),
    Q("直肠良性非特异性溃疡要做哪些检查才能确诊呢", "checks", "孤立性直肠溃疡综合征", D, mention="直肠良性非特异性溃疡"),
    # has_complication
    Q("小儿甲状腺功能亢进症不好好治会闹出啥别的毛病", "has_complication", "小儿甲状腺功能亢进症", D),
    Q("胃黏膜脱垂时间长了会不会出血啊，还会并发什么", "has_complication", "胃黏膜脱垂", D),
    Q("喝酒吐完吐血了，医生说食管贲门黏膜撕裂综合征，会引起休克吗", "has_complication", "食管贲门黏膜撕裂综合征", D, named="休克"),
    Q("老太太外阴萎缩好几年了，老年性外阴萎缩还会带出哪些问题", "has_complication", "老年性外阴萎缩", D),
    Q("肺放线菌病会不会弄出脓胸这些麻烦", "has_complication", "肺放线菌病", D),
    Q("哪些病到后面可能搞成液体超负荷的那种肺水肿", "has_complication", "肺水肿", D, reverse=True),
    # cures
    Q("头癣这种病用啥药膏，小孩头上一块一块掉头发", "cures", "头癣", D),
    Q("被恙虫咬了得了恙虫病，医生一般开哪几种药", "cures", "恙虫病", D),
    Q("腿一走路就疼，查出是Buerger disease，能用哪些药", "cures", "血栓闭塞性脉管炎", D, mention="Buerger disease"),
    Q("多形渗出性红斑擦什么或者吃什么药好呢", "cures", "多形红斑", D, mention="多形渗出性红斑"),
    Q("膀胱过度活动症老想上厕所，有没有对症的药", "cures", "膀胱过度活动症", D),
    Q("华支睾吸虫病用哪种药驱虫，是吃生鱼片得的吗", "cures", "华支睾吸虫病", D),
    Q("车祸后落下遗忘症，有没有什么针剂可以打", "cures", "健忘症", D, mention="遗忘症"),
    # shown_on
    Q("复发性多软骨炎会找上身体哪些地方", "shown_on", "复发性多软骨炎", D),
    Q("Roemheld综合征到底是心的毛病还是胃的毛病，病在哪儿", "shown_on", "胃心综合征", D, mention="Roemheld综合征"),
    Q("螨虫皮炎的红疙瘩多在哪儿冒出来", "shown_on", "螨虫皮炎", D),
    Q("肥大性龈炎是肿在哪一块牙龈啊", "shown_on", "肥大性龈炎", D),
    Q("新生儿皮下坏疽多长在宝宝哪个部位", "shown_on", "新生儿皮下坏疽", D),
    Q("肠镜报告写直肠良性孤立性溃疡，这个溃疡长在哪一段", "shown_on", "孤立性直肠溃疡综合征", D, mention="直肠良性孤立性溃疡"),
    # has_alias
    Q("病态窦房结综合征名字太长了，平时能简单叫成啥", "has_alias", "病态窦房结综合征", D),
    Q("蠕形螨病在美容院里是不是被叫做别的名字", "has_alias", "蠕形螨病", D),
    Q("皮肤科说我脸上是毛囊虫病，正式病名叫什么", "has_alias", "毛囊虫病", AL),
    Q("教师小结说的是哪个病，老师嗓子哑了是不是这个", "has_alias", "教师小结", AL),
    Q("婚前恐惧症在病名上正式叫什么", "has_alias", "婚前恐惧症", AL),
    Q("白细胞减少和粒细胞缺乏症英文里怎么说呀", "has_alias", "白细胞减少和粒细胞缺乏症", D),
    Q("多脏器衰竭是哪个病的另一种说法", "has_alias", "多脏器衰竭", AL),
    # caused_by
    Q("喉梗阻是被什么东西堵住的，有哪些原因", "caused_by", "喉阻塞", D, mention="喉梗阻"),
    Q("我弟年纪轻轻查出缺血性股骨头坏死，病根是什么呢", "caused_by", "特发性股骨头坏死", D, mention="缺血性股骨头坏死"),
    Q("真菌性阴道炎反反复复，到底是什么引起的嘛", "caused_by", "真菌性阴道炎", D),
    Q("夏天那种像中暑的感冒叫暑热感冒，是怎么招上的", "caused_by", "暑热感冒", D),
    Q("顽固性高血压血压总降不下来，一般是哪些原因在搞鬼", "caused_by", "顽固性高血压", D),
    Q("小孩缺锌，小儿锌缺乏症是因为啥造成的", "caused_by", "小儿锌缺乏症", D),
    Q("疣状表皮结构不良是遗传的吗，是什么原因得上的", "caused_by", "疣状表皮发育不良", D, mention="疣状表皮结构不良"),
    # has_risk_factor
    Q("怀双胞胎的话多胎妊娠有啥高危的因素要当心", "has_risk_factor", "多胎妊娠", D),
    Q("去山里徒步回来担心莱姆病，哪些情况更容易中招", "has_risk_factor", "莱姆病", D),
    Q("打胰岛素的人是不是更容易低血糖症，还有啥风险因素", "has_risk_factor", "低血糖症", D, named="胰岛素治疗"),
    Q("疤痕体质的人，瘢痕疙瘩跟什么经历有关系呀", "has_risk_factor", "瘢痕疙瘩", D),
    Q("嚼槟榔的人得口咽癌的几率高不高，还有哪些危险因素", "has_risk_factor", "口咽癌", D),
    # common_in
    Q("加速性交接区性心动过速一般是什么病人才会有", "common_in", "非阵发性交接区性心动过速", D, mention="加速性交接区性心动过速"),
    Q("马尔尼菲青霉病一般是哪类病人容易感染", "common_in", "马尔尼菲青霉病", D),
    Q("感染中毒性脑病多见于多大的孩子呀", "common_in", "急性中毒性脑炎", D, mention="感染中毒性脑病"),
    Q("蓝神经痣是男的长得多还是女的长得多", "common_in", "蓝痣", D, mention="蓝神经痣"),
    Q("新生儿胃穿孔主要发生在什么样的宝宝身上", "common_in", "新生儿胃穿孔", D),
    Q("厂里的光气作业人员平时要防着得哪些病", "common_in", "光气作业人员", PO),
    # prevalent_in
    Q("慢性淋巴细胞白血病在哪些地区的人里头比较多见", "prevalent_in", "慢性淋巴细胞白血病", D),
    Q("类风湿性关节炎是发达国家多还是穷的国家多呀", "prevalent_in", "类风湿性关节炎", D),
    Q("我要去菲律宾工作半年，那边哪些病流行得比较厉害", "prevalent_in", "菲律宾", RE),
    Q("听说苏格兰有种癌特别多，是什么病", "prevalent_in", "苏格兰", RE),
    Q("破伤风主要在什么样的地方发得多", "prevalent_in", "破伤风", D),
    # treated_with
    Q("共转性斜视不想开刀，有没有别的治法", "treated_with", "共同性斜视", D, mention="共转性斜视"),
    Q("孩子看东西偶尔一只眼往外飘，间歇性外斜视咋治", "treated_with", "间歇性外斜视", D),
    Q("老年人肺癌身体差受不了手术，还能怎么治疗", "treated_with", "老年人肺癌", D),
    Q("更年期抑郁症除了吃药还有什么疗法，要挂哪个科呀", "treated_with", "更年期抑郁症", D),
    Q("额窦炎额头胀痛，该怎么处理比较好", "treated_with", "额窦炎", D),
    Q("乳糜腹是啥情况下要做手术，有保守治的办法吗", "treated_with", "乳糜腹", D),
    Q("病理报告写的enteric carcinoid，这病怎么治，化疗管用吗", "treated_with", "小肠类癌", D, mention="enteric carcinoid"),
    # metastasizes_to
    Q("肝内胆管癌晚期会转到哪些血管和淋巴结上去", "metastasizes_to", "肝内胆管癌", D),
    Q("肛管癌是顺着什么转移出去的，以经做完手术了还会转吗", "metastasizes_to", "肛管癌", D),
    Q("我舅舅肺癌，听说会转移到甲状腺，真的会吗", "metastasizes_to", "肺癌", D, named="甲状腺"),
    Q("麻风杆菌会沿着哪几根神经跑", "metastasizes_to", "麻风", D),
    Q("铅中毒了毒会不会跑到中枢神经系统去", "metastasizes_to", "铅中毒", D, named="中枢神经系统"),
    # invades
    Q("骨关节炎侵犯的是手部还是别的地方", "invades", "骨关节炎", D),
    Q("肝癌会长进胆道里去吗", "invades", "肝癌", D, named="胆道"),
    Q("支气管肺癌会往心脏那边侵犯吗，还会侵到哪", "invades", "支气管肺癌", D),
    Q("心肌炎这个炎症侵袭的是心脏的什么组织", "invades", "心肌炎", D),
    # is_subtype_of
    Q("额颞叶出血算是哪种大病里面的一种", "is_subtype_of", "额颞叶出血", D),
    Q("Mooren角膜溃疡归到哪一类眼病", "is_subtype_of", "蚕蚀性角膜溃疡", D, mention="Mooren角膜溃疡"),
    Q("难复性腹股沟疝是不是腹股沟疝的一种呀", "is_subtype_of", "难复性腹股沟疝", D, named="腹股沟疝"),
    Q("先天性食管闭锁在分类上归在什么下面", "is_subtype_of", "先天性食管闭锁", D),
    Q("急性阑尾炎伴局限性腹膜炎，说到底属于哪种病", "is_subtype_of", "急性阑尾炎伴局限性腹膜炎", D),
    Q("支气管肺隔离症是先天畸形里的哪一类", "is_subtype_of", "肺隔离症", D, mention="支气管肺隔离症"),
    Q("脑出血都细分成哪些，额叶的颞叶的都算吗", "is_subtype_of", "脑出血", D, reverse=True),
    # related_disease
    Q("淀粉样变性这个病会牵连到心脏和神经吗，跟哪些病有关", "related_disease", "淀粉样变性", D),
    Q("胰腺假性囊肿会跟胆管、胰管堵塞这些扯上关系吗", "related_disease", "胰腺假性囊肿", D),
    Q("新生儿胎粪吸入综合征和什么病有联系呢", "related_disease", "胎粪吸入综合征", D),
    Q("膝内翻就是罗圈腿吧，跟哪种病有关系", "related_disease", "膝内翻", D),
    Q("脊髓粘连性蛛网膜炎跟截瘫、尿失禁这些有关联吗", "related_disease", "脊髓蛛网膜炎", D, mention="脊髓粘连性蛛网膜炎"),
    Q("原发性硬化性胆管炎会跟肝硬化扯上关系吗", "related_disease", "原发性硬化性胆管炎", D, named="肝硬化"),
    # differential_diagnosis
    Q("新生儿黄疸会不会其实是吃胡萝卜吃黄的，要跟啥区分", "differential_diagnosis", "新生儿黄疸", D),
    Q("尿崩症喝得多尿得多，得跟哪些病分清楚", "differential_diagnosis", "尿崩症", D),
    Q("克罗恩病容易被看成什么病啊", "differential_diagnosis", "克罗恩病", D),
    Q("腹水这种情况要排除哪种出血", "differential_diagnosis", "腹水", D),
    Q("有哪些病看着像痛风，得跟它区分开", "differential_diagnosis", "痛风", D, reverse=True),
    # indicated_for
    Q("苯磺贝他斯汀片是治啥的，医生开给我治痒", "indicated_for", "苯磺贝他斯汀片", DR),
    Q("三黄益血胶囊主要用在哪些毛病上", "indicated_for", "三黄益血胶囊", DR),
    Q("谷丙甘氨酸胶囊是管前列腺的吗，能治哪些", "indicated_for", "谷丙甘氨酸胶囊", DR),
    Q("力平之是降血脂的吗，具体治什么", "indicated_for", "非诺贝特胶囊", DR, mention="力平之"),
    Q("倍通注射液打点滴是治哪些病", "indicated_for", "丹红注射液", DR, mention="倍通"),
    Q("家里有易蒙停，拉肚子能吃吗，它还治什么", "indicated_for", "盐酸洛哌丁胺胶囊", DR, mention="易蒙停"),
    Q("肝达康片护肝的吗，对哪些毛病有用", "indicated_for", "肝达康片", DR),
    # has_adverse_reaction
    Q("利培酮口腔崩解片吃了会长胖吗，副作用多不多", "has_adverse_reaction", "利培酮口腔崩解片", DR),
    Q("氟罗沙星片吃完晒太阳要注意啥，会有哪些不舒服的反应", "has_adverse_reaction", "氟罗沙星片", DR),
    Q("可乐定贴片贴了之后可能有哪些不舒服", "has_adverse_reaction", "可乐定贴片", DR),
    Q("我爸在吃都可喜，手脚发麻跟这个药有关吗", "has_adverse_reaction", "阿米三嗪萝巴新片", DR, mention="都可喜"),
    Q("再普乐长期服用副作用有哪些，会发胖吗", "has_adverse_reaction", "奥氮平片", DR, mention="再普乐"),
    Q("用了醋酸氟轻松搽剂以后满脸长痤疮，是药引起的吗", "has_adverse_reaction", "醋酸氟轻松搽剂", DR, named="痤疮"),
    Q("开浦兰的副作用大不大呀，孩子癫痫要长期吃", "has_adverse_reaction", "左乙拉西坦片", DR, mention="开浦兰"),
    # has_ingredient
    Q("补血调经片用了些什么原料", "has_ingredient", "补血调经片", DR),
    Q("通幽润燥丸里面有大黄吗", "has_ingredient", "通幽润燥丸", DR, named="大黄"),
    Q("活血止痛片的配料表上写了哪些", "has_ingredient", "活血止痛片", DR),
    Q("斯达舒胶囊里面到底装的什么成分", "has_ingredient", "维U颠茄铝胶囊（II）", DR, mention="斯达舒"),
    Q("精制冠心片是哪几味药组成的", "has_ingredient", "精制冠心片", DR),
    Q("草果除了炖肉，还被哪些中成药用上了", "has_ingredient", "草果", IN),
    # is_a_level3
    Q("华佗风痛宝胶囊是治哪一科的药", "is_a_level3", "华佗风痛宝胶囊", DR),
    Q("戊四硝酯片跟硝酸甘油是同一类药吗", "is_a_level3", "戊四硝酯片", DR),
    Q("倍他乐克算哪类药，我看说明书没看懂", "is_a_level3", "琥珀酸美托洛尔缓释片", DR, mention="倍他乐克"),
    Q("盐酸丁卡因注射液是麻药吗，归哪一类", "is_a_level3", "盐酸丁卡因注射液", DR),
    Q("注射用降纤酶属于啥用途的药", "is_a_level3", "注射用降纤酶", DR),
    # belongs_to
    Q("感冒清胶囊是中成药吗，属于哪种分类", "belongs_to", "感冒清胶囊", DR),
    Q("美司钠注射液在药品目录里分在哪一类", "belongs_to", "美司钠注射液", DR),
    Q("优思明是啥药，算避孕药吗", "belongs_to", "屈螺酮炔雌醇片", DR, mention="优思明"),
    Q("复方蛋氨酸胆碱片归类在哪些药品类别", "belongs_to", "复方蛋氨酸胆碱片", DR),
    Q("盐酸多西环素胶囊是四环素那一类的吗", "belongs_to", "盐酸多西环素胶囊", DR, named="四环素类"),
    Q("黛力新是抗抑郁的还是抗焦虑的，药品分哪类", "belongs_to", "氟哌噻吨美利曲辛片", DR, mention="黛力新"),
    # drug_has_alias
    Q("丙泊酚中/长链脂肪乳注射液还有个商品名叫什么", "drug_has_alias", "丙泊酚中/长链脂肪乳注射液", DR),
    Q("复方地舍平片老人们习惯叫它什么名字", "drug_has_alias", "复方地舍平片", DR),
    Q("竟安是哪个药的牌子名，手术麻醉时用的那种", "drug_has_alias", "竟安", AL),
    Q("小牛血去蛋白提取物氯化钠注射液名字太拗口了，有没有好记的名字", "drug_has_alias", "小牛血去蛋白提取物氯化钠注射液", DR),
    Q("盐酸伐昔洛韦分散片在药店可能换了个牌子名，叫什么", "drug_has_alias", "盐酸伐昔洛韦分散片", DR),
    Q("药店给了一盒朗依君，它的通用名是什么呀", "drug_has_alias", "朗依君", AL),
    # mainly_treats
    Q("代赭石这味药是治哪些病的，孕妇能用吗", "mainly_treats", "代赭石", M),
    Q("臭藤这种草能治啥，小孩积食能用吗", "mainly_treats", "鸡矢藤", M, mention="臭藤"),
    Q("土菊花泡水喝能治哪些病", "mainly_treats", "野菊", M, mention="土菊花"),
    Q("木芍药对痛经有没有用，它还治什么", "mainly_treats", "赤芍", M, mention="木芍药"),
    Q("梦花这个药材治眼睛的病吗", "mainly_treats", "梦花", M),
    Q("白槿花拿来煮水，能治哪些毛病", "mainly_treats", "木槿花", M, mention="白槿花"),
    Q("哪些草药可以用来治乳汁不下，产后没奶", "mainly_treats", "乳汁不下", D),
    # has_efficacy
    Q("乌扇是射干吧，它能起啥作用", "has_efficacy", "射干", M, mention="乌扇"),
    Q("香泡树结的果子能入药吗，吃了对身体管啥用", "has_efficacy", "香橼", M, mention="香泡树"),
    Q("人参须和人参一样补吗，吃了有什么好处", "has_efficacy", "参须", M, mention="人参须"),
    Q("山上采的草菊，泡水喝能管什么用啊", "has_efficacy", "野菊", M, mention="草菊"),
    Q("鲨鱼骨头磨粉入药，对身体能起哪方面的作用", "has_efficacy", "鲨鱼骨", M),
    Q("胃里受凉隐隐作痛，有哪几味药材是温中止痛的", "has_efficacy", "温中止痛", EF),
    # distributed_in
    Q("草果仁是哪里产的，云南有吗", "distributed_in", "草果", M, mention="草果仁"),
    Q("参须这东西是东北那几个省出的吗，还有哪里产", "distributed_in", "参须", M),
    Q("蝙蝠藤这种药材在什么地方长", "distributed_in", "北豆根", M, mention="蝙蝠藤"),
    Q("澄茄根是南方的药材吗，产地在哪", "distributed_in", "豆豉姜", M, mention="澄茄根"),
    Q("黄唇鱼心是从那片海里来的", "distributed_in", "黄唇鱼心", M),
    Q("从印度尼西亚运过来的药材都有哪几种", "distributed_in", "印度尼西亚", RE),
    # material_has_alias
    Q("木槿花乡下都叫它啥，是不是喇叭花", "material_has_alias", "木槿花", M, named="喇叭花"),
    Q("海鹞鱼在沿海地方还有哪些叫法", "material_has_alias", "海鹞鱼", M),
    Q("东北羊角芹俗名叫什么，山上挖的野菜", "material_has_alias", "东北羊角芹", M),
    Q("中药方子里写着红芍药，药房抓的是哪味药", "material_has_alias", "红芍药", AL),
    Q("山苍子根指的是哪一种药材啊", "material_has_alias", "山苍子根", AL),
    Q("梨果榕这个药材还有什么土名", "material_has_alias", "梨果榕", M),
    # composed_of
    Q("四味土木香散这四味都是什么", "composed_of", "四味土木香散", F),
    Q("巴菊枸杞丸里面放了枸杞还有什么", "composed_of", "巴菊枸杞丸", F),
    Q("八宝瑞生丹里头都搁了哪些药", "composed_of", "八宝瑞生丹", F),
    Q("八角茴香丸除了八角茴香还配了啥", "composed_of", "八角茴香丸", F),
    Q("哪些古方里用到了草果这味药", "composed_of", "草果", IN),
    # formula_has_efficacy
    Q("导赤散喝了有什么作用，孩子口舌生疮", "formula_has_efficacy", "导赤散", F),
    Q("止嗽散能止咳吗，喝了还有什么作用", "formula_has_efficacy", "止嗽散", F),
    Q("桑杏汤是润肺的吗", "formula_has_efficacy", "桑杏汤", F),
    Q("防己黄芪汤能起到啥效果呢", "formula_has_efficacy", "防己黄芪汤", F),
    Q("大青龙汤跟麻黄汤差不多吗，喝下去起什么作用", "formula_has_efficacy", "大青龙汤", F),
    Q("地黄饮子补肾阳还是补肾阴啊", "formula_has_efficacy", "地黄饮子", F),
    # prescribed_for
    Q("芍药汤主要治哪种拉肚子，小孩能喝吗", "prescribed_for", "芍药汤", F),
    Q("秋天凉燥咳嗽喝杏苏散对不对症，它主治啥", "prescribed_for", "杏苏散", F),
    Q("胃阴不足的人喝益胃汤，主要针对哪些病证", "prescribed_for", "益胃汤", F),
    Q("三子养亲汤给老人吃，是治痰多咳嗽的吗", "prescribed_for", "三子养亲汤", F),
    Q("消风散能治皮肤瘙痒湿疹吗，主治什么", "prescribed_for", "消风散", F),
    Q("橘皮竹茹汤打嗝不止能喝吗，主要治什么", "prescribed_for", "橘皮竹茹汤", F),
    Q("还晴散是治眼睛长翳的吧，都治些什么症状", "prescribed_for", "八味还睛散", F, mention="还晴散"),
    # formula_has_alias
    Q("八味知母汤古书上还有什么叫法", "formula_has_alias", "八味知母汤", F),
    Q("八味还睛散简称叫什么", "formula_has_alias", "八味还睛散", F),
    Q("八物麦门冬饮又叫什么散", "formula_has_alias", "八物麦门冬饮", F),
    Q("八味茴香丸是不是还有个治疝的名字", "formula_has_alias", "八味茴香丸", F),
    Q("老方子上写的知母汤，指的是哪一个方剂", "formula_has_alias", "知母汤", AL),
    # check_for_disease
    Q("做纤维胃镜能发现胃里哪些病", "check_for_disease", "纤维胃镜", C),
    Q("呼吸动度检查能看出什么病来", "check_for_disease", "呼吸动度检查", C),
    Q("阴囊超声检查可以查出哪些病，男的不育要做吗", "check_for_disease", "阴囊超声检查", C),
    Q("后穹窿穿刺术是为了排查什么病，宫外孕要做吗", "check_for_disease", "后穹窿穿刺术", C),
    Q("胰高糖素激发试验是查什么病用的", "check_for_disease", "胰高糖素激发试验", C),
    Q("RPR阳性能说明得了哪些病", "check_for_disease", "快速血浆反应素试验", C, mention="RPR"),
    # check_for_symptom
    Q("眼压指测法是看眼睛哪些症状的", "check_for_symptom", "眼压指测法", C),
    Q("男科让做睾丸检查，是因为哪些症状才要做的", "check_for_symptom", "睾丸检查", C),
    Q("腹部包块检查是摸什么症状的", "check_for_symptom", "腹部包块检查", C),
    Q("精子受精能力测定一般在有哪些情况时做", "check_for_symptom", "精子受精能力测定", C),
    Q("EMG主要是冲着哪些症状去做的", "check_for_symptom", "肌电图检查", C, mention="EMG"),
    Q("老是觉得盆腔坠痛，该做哪些检查", "check_for_symptom", "盆腔坠痛", S),
    # performed_by
    Q("我约宫腔镜检查，是妇科那边安排的吗，具体归哪个科呀", "performed_by", "宫腔镜检查", C),
    Q("心血管造影检查是心内科还是放射科弄的呀", "performed_by", "心血管造影检查", C),
    Q("静脉尿路造影检查这项是哪个科室管的，我在医院转了半天找不到地方", "performed_by", "静脉尿路造影检查", C),
    Q("无痛胃镜检查是麻醉科做还是别的科室做的", "performed_by", "无痛胃镜检查", C),
    # check_has_alias
    Q("快速血浆反应素试验名字太长，化验室的人一般怎么叫它", "check_has_alias", "快速血浆反应素试验", C),
    Q("做静脉尿路造影检查，以前的医书上写成什么名字", "check_has_alias", "静脉尿路造影检查", C),
    Q("肌电图检查在国外叫什么名字，缩写是啥", "check_has_alias", "肌电图检查", C),
    Q("体检表里有一项ECG，到底是查啥的", "check_has_alias", "ECG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day14"))
