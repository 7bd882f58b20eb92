"""Writes `medical_everyday_33.jsonl`, a thirty-third hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-first, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 213 questions, every relation
type of the network asked four to seven times. Most are worded by students and people revising for a TCM or pharmacy
exam or a health-literacy quiz, in their own words rather than a textbook's: a fact half remembered and checked
(麻风结节性红斑是不是用沙利度胺胶囊治来着, 苓桂术甘汤的功效是温阳化饮吧, 参芦的功效是升阳举陷对吧), two things compared (麋茸和鹿茸差不多吧,
枳实消痞丸和半夏泻心汤都治痞, 低磷性佝偻病和维D缺乏性佝偻病不一样吧, Hypertrophic cardiomyopathy和运动员心脏怎么鉴别), a classmate or a senior
asked (问下学长, 学习小组讨论, 同桌说食管结核会吞咽困难), a course or an exam named (方剂学抽背, 生药学实习, 核医学课, 药学考研题, 检验考试),
an English name or abbreviation from the notes (SIDS, GAD, PsA, RPR, ECG, Multiple myeloma); the rest come from patients,
relatives and a teacher (我爸高血压二十年，现在查出高血压肾病…, 奶奶讲她年轻时候村里娃得七日风…, 老师嗓子哑，同事送了金栀咽喉袋泡茶…).
36 questions carry 呢/啊/呀/嘛/哈, 89 a clause of context; some ask two things and the first is the gold (醋酸氟轻松乳膏和尤卓尔比哪个
副作用大，醋酸氟轻松乳膏副作用都有哪些 asks for the adverse reactions; 阴茎海绵体破裂一定要开刀吗，能保守治疗不 for the therapies).

Records: where the network allows, taken from the first tenth (after the first 20) and the last tenth of each relation
type's sources in key order (the record key of the source type), among records whose name no question of the other sets
(the shipped dev set, everyday sets 1 to 31 and the three alias sets) contains and that none of them uses as an entity
or a mention. Where every source of a relation type is already asked about (has_risk_factor, prevalent_in,
metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy,
prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one neighbour no earlier question
names (铅中毒 → 供水系统含铅, 肝内胆管癌 → 下腔静脉, 非小细胞肺癌 → 臂丛神经, 多胎妊娠 ↔ HELLP 综合征, 痛风 ↔ 焦磷酸钙沉着病, 琥珀利气丸 → 琥珀,
温经汤 → 久不受孕), is asked from the relation's target end (地下煤炭开采, 南美洲, 紫豆蔻仁, 副乳), names its entity by an alias
(SIDS, 拓痞丸, 治疝茴香丸, 巴戟天酒, newborn screening, electroencephalogram) or asks what an alias stands for (倍林达, 敏迪, 八生散,
RPR, ECG).

87 questions name the one neighbour they ask about, most of them naming two records (先天性梅毒性肝硬化会并发肝性脑病吗, 钼靶X线检查能查出
乳腺癌吗, 非洲组织胞浆菌病是组织胞浆菌病的一种吗). Four besides the alias-instance questions are asked from the relation's
target end (地下煤炭开采的矿工容易得哪种病, 出国去南美洲，那边流行哪些病, 哪些方子用到紫豆蔻仁, 怀疑有副乳要做什么检查).

Names inside names: by a mechanical count 135 of the 213 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (先天性梅毒性肝硬化 holds 肝硬化, 全面性阵挛性癫痫持续状态 holds 癫痫持续状态, 非洲组织胞浆菌病 holds 组织胞浆菌病,
面部蜂窝织炎 holds 蜂窝织炎, 儿童急性中耳炎 holds 急性中耳炎, 肝内胆管癌 holds 胆管癌, 非小细胞肺癌 holds 小细胞肺癌, 非IgA系膜增生性肾炎
holds 肾炎, 高血压肾病 and 高血压脑病 hold 高血压, 钱币状湿疹 holds 湿疹, 先天性马蹄内翻足 holds 马蹄内翻足, 先天性冠状动脉瘘 holds
冠状动脉, 麻风性周围神经病 holds 周围神经病, 铜绿假单胞菌脑膜炎 holds 脑膜炎; 转移性乳腺癌, 急性膀胱炎 and 乳腺增生症 hold 乳腺癌, 膀胱炎 and
乳腺增生 and lie inside longer records' names (妊娠合并急性膀胱炎, 单纯性乳腺增生症); 白喉, 尘肺, 痛风, 疟疾, 铅中毒 and 食管癌 lie inside
皮肤白喉, 铝尘肺, 假痛风, 重症疟疾, 小儿铅中毒 and 晚期食管癌).

About one question in four (50 of 213) names its entity by a name the network records for that very instance: disease
aliases (21: English names and abbreviations such as Patau综合征, SIDS, GAD, PsA, Placenta praevia, Multiple myeloma,
Hypertrophic cardiomyopathy, extramammary Paget's disease; older, folk or descriptive names such as 鸡鸣泻, 七日风,
亚硫酸酐中毒, 青春挫折综合征, 情感性精神障碍, 弥漫性肺疾病, 角化细胞癌, 汉特（Hunter）综合征, 先天性摇椅足, 尾骨骨折; names with a
word changed such as 先天性袋状结肠, 黏液表皮样肿瘤, A—V现象); drug trade names (10, below); medicinal material aliases (12:
老板鱼胆, 堇堇菜, 刺檗, 大叶蕨, 蛇儿参, 鸡爪参, 参芦, 罗鹑, 老虎脚迹草, 大榕叶, 青藤, 菠萝麻); TCM formula aliases (5: 八味丸,
半夏茯苓天麻汤, 拓痞丸, 治疝茴香丸, 巴戟天酒); check aliases (2: newborn screening, electroencephalogram). Eleven more ask
what an alias stands for (晨泻, aflatoxicosis, 袋状结肠综合征, 喉软骨发育不全, 倍林达, 敏迪, 狗奶子, 乌肺叶, 八生散, RPR, ECG: disease,
drug, material, formula and check aliases): their gold is the alias instance, answered by the record that lists it.
Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Drug trade names: 10 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (莱亿芬, 安达芬, 奥格门汀, 威地美, 贝可乐, 迪巧, 洁罗维, 益寿宁, 达喜, 泰德). All nine names are also drug records of their
own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard
record (醋氯芬酸分散片, 重组人干扰素α2b乳膏, 阿莫西林克拉维酸钾（7：1）片, 铝碳酸镁片 for three, 丙酸倍氯米松粉雾剂, 儿童维D钙咀嚼片,
阿昔洛韦氯化钠注射液, 亚油酸维生素E胶丸/二维芦丁片), the mention is the trade name and the line is tagged `alias`, because whoever
holds the box or the exam question asks about the medicine, and the standard record is the one that names it, holds
its class and lists the trade name.

Other names the network holds under two records (4 questions besides the 10 trade names written twice), all asking
what a name stands for: 倍林达 and 敏迪 are drug records as well as the alias instances 替格瑞洛片 and 特非那定片 list, 八生散 is a
formula record as well as the alias instance 八生饮子 lists, and ECG is a check record as well as the alias instance
心电图检查 lists (倍林达是哪个药的名字, 敏迪是什么药，说明书丢了, 八生散是哪个方子的别名, 英文缩写总考，ECG是哪个检查的缩写呢). Each asks
what the name stands for, so the gold is the alias instance, as in the thirty-first set's 洛普欣 question.
Besides these, 41 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most often
a symptom record: 五更泄泻, 新生儿破伤风, 高原肺水肿, 高血压脑病, 产后出血, 颈部肿块; a cause record: 肥厚性心肌病, 铅中毒; an alias record:
剑麻; an ingredient record: 青风藤), and the wording says which is meant (这个病, 这种病, 作为药材, 作药材的话, 产地).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_33.py    # rewrites bench/sets/medical_everyday_33.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DR, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_33.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("毒理学复习，亚硫酸酐中毒的人会有哪些症状啊，我只记得流泪", "has_symptom", "二氧化硫中毒", D, mention="亚硫酸酐中毒"),
    Q("中医内科考点：鸡鸣泻除了天亮前拉肚子还有啥表现来着", "has_symptom", "五更泄泻", D, mention="鸡鸣泻"),
    Q("同桌说食管结核会吞咽困难，是这样吗，我记得是", "has_symptom", "食管结核", D, named="吞咽困难"),
    Q("乳房发育不良是不是会有乳头内陷呀", "has_symptom", "乳房发育不良", D, named="乳头内陷"),
    Q("飞蛇病是不是就是缠腰龙，这病发作起来啥样", "has_symptom", "飞蛇病", D),
    Q("我家老大上初中，老师说可能是青春挫折综合征，会不会厌学呀", "has_symptom", "青春期综合征", D,
      mention="青春挫折综合征", named="厌学"),
    Q("奶奶讲她年轻时候村里娃得七日风，那种病娃会牙关紧闭吗", "has_symptom", "新生儿破伤风", D, mention="七日风",
      named="牙关紧闭"),
    # designated_to
    Q("Patau综合征的娃去医院该挂什么科", "designated_to", "13—三体综合征", D, mention="Patau综合征"),
    Q("先天性马蹄内翻足是看骨科没错吧，考试别写错", "designated_to", "先天性马蹄内翻足", D, named="骨科"),
    Q("颅后窝血肿归哪个科收，神经外科对不对", "designated_to", "颅后窝血肿", D, named="神经外科"),
    Q("阴道癌到底挂妇科还是肿瘤科呢", "designated_to", "阴道癌", D),
    Q("我爸摔了下巴，拍片说颌骨骨折，这个挂口腔哪个科室", "designated_to", "颌骨骨折", D),
    Q("平山病就是青年上肢远端肌萎缩吧，这个病得挂哪个科", "designated_to", "青年上肢远端肌萎缩", D),
    Q("吃了腌菜亚硝酸盐中毒了，这种病先送医院哪个科", "designated_to", "亚硝酸盐中毒", D),
    # checks
    Q("室友问乳腺增生症一般要做哪些检查，彩超一个就够了吗", "checks", "乳腺增生症", D),
    Q("先天性后鼻孔闭锁怎么查出来的呀，要做鼻内镜检查吗", "checks", "先天性后鼻孔闭锁", D),
    Q("黄色肉芽肿性肾盂肾炎要不要做CT扫描检查", "checks", "黄色肉芽肿性肾盂肾炎", D, named="CT扫描检查"),
    Q("黏膜相关淋巴组织淋巴瘤是不是要查胃幽门螺杆菌检查来着", "checks", "黏膜相关淋巴组织淋巴瘤", D,
      named="胃幽门螺杆菌检查"),
    Q("眼科见习遇到A—V现象，一般做啥检查", "checks", "A—V综合征", D, mention="A—V现象"),
    Q("锁骨下动脉—腋动脉瘤靠哪些检查确诊啊", "checks", "锁骨下动脉—腋动脉瘤", D),
    Q("α1抗胰蛋白酶缺乏性肝病需要做肝穿刺活组织检查吗", "checks", "α1抗胰蛋白酶缺乏性肝病", D,
      named="肝穿刺活组织检查"),
    # has_complication
    Q("麻风性周围神经病的人为啥老烫伤，烫伤算它的并发症吗", "has_complication", "麻风性周围神经病", D, named="烫伤"),
    Q("先天性梅毒性肝硬化会并发肝性脑病吗", "has_complication", "先天性梅毒性肝硬化", D, named="肝性脑病"),
    Q("儿童肾静脉血栓形成有哪些并发症啊，病理课老师提过高血压", "has_complication", "儿童肾静脉血栓形成", D),
    Q("丛集性头痛时间长了会带出什么问题", "has_complication", "丛集性头痛", D),
    Q("去拉萨旅游得了高原肺水肿，这个病严重了会并发啥", "has_complication", "高原肺水肿", D),
    Q("先天性鼻咽部狭窄及闭锁的宝宝是不是容易得肺炎", "has_complication", "先天性鼻咽部狭窄及闭锁", D, named="肺炎"),
    # cures
    Q("腿上一块块圆的，皮肤科说钱币状湿疹，擦什么药膏好使啊", "cures", "钱币状湿疹", D),
    Q("麻风结节性红斑是不是用沙利度胺胶囊治来着", "cures", "麻风结节性红斑", D, named="沙利度胺胶囊"),
    Q("隆突性皮肤纤维肉瘤有没有靶向药可以吃", "cures", "隆突性皮肤纤维肉瘤", D),
    Q("药理作业：铜绿假单胞菌脑膜炎用哪些药", "cures", "铜绿假单胞菌脑膜炎", D),
    Q("高血压脑病抢救的时候用什么药，硝普钠是吧", "cures", "高血压脑病", D),
    Q("产后出血这个病除了缩宫素还能用啥药", "cures", "产后出血", D),
    Q("我舅舅被诊断情感性精神障碍，这个病一般吃什么药啊", "cures", "心境障碍", D, mention="情感性精神障碍"),
    # shown_on
    Q("病理生理复习，乳头肌功能不全是身上哪块出了毛病呀", "shown_on", "乳头肌功能不全", D),
    Q("非IgA系膜增生性肾炎病变在哪个器官，肾吧", "shown_on", "非IgA系膜增生性肾炎", D, named="肾"),
    Q("口腔正畸课讲的锁牙合，到底是哪个部位的问题", "shown_on", "锁牙合", D),
    Q("先天性冠状动脉瘘长在心脏上吗", "shown_on", "先天性冠状动脉瘘", D, named="心脏"),
    Q("弥漫性肺疾病主要累及哪里呀", "shown_on", "间质性肺疾病", D, mention="弥漫性肺疾病"),
    Q("extramammary Paget's disease不长乳房那长哪儿", "shown_on", "乳房外湿疹样癌", D,
      mention="extramammary Paget's disease"),
    Q("皮肤科见习，带教说角化细胞癌，这个一般长在身上哪些部位", "shown_on", "非黑色素瘤皮肤癌", D,
      mention="角化细胞癌"),
    # has_alias
    Q("青春期综合征是不是还有个别名，叫啥来着", "has_alias", "青春期综合征", D),
    Q("重复阴茎是不是也叫双阴茎", "has_alias", "重复阴茎", D, named="双阴茎"),
    Q("黑头粉刺样痣还有啥叫法", "has_alias", "黑头粉刺样痣", D),
    Q("书上写的晨泻，指的是哪个病呀", "has_alias", "晨泻", AL),
    Q("aflatoxicosis翻成中文是什么病", "has_alias", "aflatoxicosis", AL),
    Q("袋状结肠综合征是哪个病的别称啊", "has_alias", "袋状结肠综合征", AL),
    Q("病历上写的喉软骨发育不全，它正式的病名叫什么", "has_alias", "喉软骨发育不全", AL),
    # caused_by
    Q("问下学长，内生性软骨瘤是怎么长出来的呢", "caused_by", "内生性软骨瘤", D),
    Q("颅面裂畸形跟怀孕时吃药有关系吗，病因都有哪些", "caused_by", "颅面裂畸形", D),
    Q("面肌瘫痪一般是啥原因，肿瘤也会吗", "caused_by", "面肌瘫痪", D),
    Q("妇产科学复习到乳溢—闭经综合征，是什么引起的呢，跟泌乳素有关吧", "caused_by", "乳溢—闭经综合征", D),
    Q("脖子上摸到个包，医生说颈部肿块这种病，一般都是啥原因", "caused_by", "颈部肿块", D),
    Q("先天性红细胞膜病的病因背哪几条", "caused_by", "先天性红细胞膜病", D),
    Q("先天性袋状结肠是什么原因导致的呢", "caused_by", "先天性短结肠", D, mention="先天性袋状结肠"),
    # has_risk_factor
    Q("急性膀胱炎跟导尿有关系吗，算不算危险因素", "has_risk_factor", "急性膀胱炎", D, named="导尿"),
    Q("老房子供水系统含铅，会不会增加铅中毒的风险", "has_risk_factor", "铅中毒", D, named="供水系统含铅"),
    Q("地下煤炭开采的矿工容易得哪种病", "has_risk_factor", "地下煤炭开采", CA),
    Q("复习题：莱姆病的高危因素是不是丛林狩猎徒步那种", "has_risk_factor", "莱姆病", D,
      named="在丛林狩猎/徒步"),
    Q("儿科护理要考SIDS，它的危险因素有哪些呀", "has_risk_factor", "婴儿猝死综合征", D, mention="SIDS"),
    Q("睾丸癌的危险因素我背到了睾丸萎缩和少精，还有哪些", "has_risk_factor", "睾丸癌", D),
    # common_in
    Q("乳腺增生症多见于哪个年龄段的女性", "common_in", "乳腺增生症", D),
    Q("颅内先天性肿瘤一般是什么人得嘛，小孩还是老人", "common_in", "颅内先天性肿瘤", D),
    Q("食管类癌是男的多还是女的多，选择题又错了", "common_in", "食管类癌", D),
    Q("儿童急性中耳炎光是小孩得吗", "common_in", "儿童急性中耳炎", D, named="儿童"),
    Q("汉特（Hunter）综合征为啥男孩多，好发人群是谁", "common_in", "黏多糖贮积症II型", D,
      mention="汉特（Hunter）综合征"),
    Q("黏液表皮样肿瘤好发于哪些人", "common_in", "黏液表皮样癌", D, mention="黏液表皮样肿瘤"),
    Q("风湿课上讲的PsA一般是多大年纪的人得呢", "common_in", "银屑病关节炎", D, mention="PsA"),
    # prevalent_in
    Q("组织胞浆菌病是不是在美洲中部及南部比较多", "prevalent_in", "组织胞浆菌病", D, named="美洲中部及南部"),
    Q("出国去南美洲，那边流行哪些病", "prevalent_in", "南美洲", RE),
    Q("鳞状细胞癌在澳大利亚热带地区发病多吗", "prevalent_in", "鳞状细胞癌", D, named="澳大利亚热带地区"),
    Q("溃疡性结肠炎西方人得得多吗，哪些地区高发", "prevalent_in", "溃疡性结肠炎", D),
    Q("地理老师问：埃及血吸虫病除了非洲北部还在哪流行", "prevalent_in", "埃及血吸虫病", D),
    # treated_with
    Q("坐地上摔了个尾骨骨折，这种要怎么治", "treated_with", "骶骨骨折", D, mention="尾骨骨折"),
    Q("先天性摇椅足怎么矫正，打石膏有用吗", "treated_with", "先天性垂直距骨", D, mention="先天性摇椅足"),
    Q("颅后窝脑膜瘤手术完了还要放疗吗，治疗方案是啥", "treated_with", "颅后窝脑膜瘤", D),
    Q("骨血管内皮细胞瘤是手术还是放疗化疗", "treated_with", "骨血管内皮细胞瘤", D),
    Q("我爸高血压二十年，现在查出高血压肾病，怎么治啊，光控制血压行不行", "treated_with", "高血压肾病", D),
    Q("阴茎海绵体破裂一定要开刀吗，能保守治疗不", "treated_with", "阴茎海绵体破裂", D),
    # metastasizes_to
    Q("肝内胆管癌会转移到下腔静脉吗", "metastasizes_to", "肝内胆管癌", D, named="下腔静脉"),
    Q("转移性乳腺癌是不是会转到内乳淋巴结", "metastasizes_to", "转移性乳腺癌", D, named="内乳淋巴结"),
    Q("食管癌会不会转移到纵膈淋巴结啊", "metastasizes_to", "食管癌", D, named="纵膈淋巴结"),
    Q("肛门癌先转到盆腔淋巴结对吧", "metastasizes_to", "肛门癌", D, named="盆腔淋巴结"),
    Q("鳞状细胞癌转移到肺脏的多不多", "metastasizes_to", "鳞状细胞癌", D, named="肺脏"),
    # invades
    Q("肺尖的非小细胞肺癌会侵犯臂丛神经吗", "invades", "非小细胞肺癌", D, named="臂丛神经"),
    Q("口腔里的恶性肿瘤会不会长到软腭上去", "invades", "恶性肿瘤", D, named="软腭"),
    Q("白喉毒素会侵犯周围神经髓鞘吗，药理病理都考", "invades", "白喉", D, named="周围神经髓鞘"),
    Q("鼻咽那边的肿瘤能往翼腭窝里长吗", "invades", "肿瘤", D, named="翼腭窝"),
    Q("耳朵附近的肿瘤侵犯颞骨算不算常见", "invades", "肿瘤", D, named="颞骨"),
    # is_subtype_of
    Q("食管囊肿在分类上归哪类病，是先天的那种吗", "is_subtype_of", "食管囊肿", D),
    Q("全面性阵挛性癫痫持续状态属于癫痫持续状态吧", "is_subtype_of", "全面性阵挛性癫痫持续状态", D,
      named="癫痫持续状态"),
    Q("低磷性佝偻病和维D缺乏性佝偻病不一样吧，低磷性佝偻病分类上算啥病", "is_subtype_of", "低磷性佝偻病", D),
    Q("非洲组织胞浆菌病是组织胞浆菌病的一种吗", "is_subtype_of", "非洲组织胞浆菌病", D, named="组织胞浆菌病"),
    Q("面部蜂窝织炎算蜂窝织炎里面的吧", "is_subtype_of", "面部蜂窝织炎", D, named="蜂窝织炎"),
    Q("黏膜皮肤利什曼病属于哪个大类", "is_subtype_of", "黏膜皮肤利什曼病", D),
    Q("精神病学笔记里的GAD，是归在焦虑障碍下面的吧", "is_subtype_of", "广泛性焦虑障碍", D, mention="GAD",
      named="焦虑障碍"),
    # related_disease
    Q("铅中毒跟小细胞性贫血有关联吗", "related_disease", "铅中毒", D, named="小细胞性贫血"),
    Q("病理生理讲过溶血性贫血和脾功能亢进有关联，是这样吗", "related_disease", "溶血性贫血", D, named="脾功能亢进"),
    Q("Placenta praevia相关的病有哪些，英语病例看不懂", "related_disease", "前置胎盘", D,
      mention="Placenta praevia"),
    Q("怀双胞胎这种多胎妊娠，跟HELLP 综合征有啥关系吗", "related_disease", "多胎妊娠", D, named="HELLP 综合征"),
    Q("麻疹跟亚急性硬化性全脑炎到底啥关系", "related_disease", "麻疹", D, named="亚急性硬化性全脑炎"),
    # differential_diagnosis
    Q("痛风和焦磷酸钙沉着病怎么区分，是要鉴别的吧", "differential_diagnosis", "痛风", D, named="焦磷酸钙沉着病"),
    Q("尘肺要不要跟特发性肺纤维化鉴别", "differential_diagnosis", "尘肺", D, named="特发性肺纤维化"),
    Q("妊娠期肝内胆汁淤积症会不会被当成急性肝炎", "differential_diagnosis", "妊娠期肝内胆汁淤积症", D,
      named="急性肝炎"),
    Q("疟疾发热要不要排除伤寒菌感染", "differential_diagnosis", "疟疾", D, named="伤寒菌感染"),
    Q("Hypertrophic cardiomyopathy和运动员心脏怎么鉴别，这俩老是搞混", "differential_diagnosis", "肥厚性心肌病", D,
      mention="Hypertrophic cardiomyopathy", named="运动员心脏"),
    Q("Multiple myeloma需要和哪些病鉴别", "differential_diagnosis", "多发性骨髓瘤", D, mention="Multiple myeloma"),
    # indicated_for
    Q("陇马陆胃药片是治胃炎的吗", "indicated_for", "陇马陆胃药片", DR, named="胃炎"),
    Q("老师嗓子哑，同事送了金栀咽喉袋泡茶，泡水喝能治啥", "indicated_for", "金栀咽喉袋泡茶", DR),
    Q("依诺沙星滴眼液滴结膜炎管用不", "indicated_for", "依诺沙星滴眼液", DR, named="结膜炎"),
    Q("莱亿芬这个药是治什么的呀", "indicated_for", "醋氯芬酸分散片", DR, mention="莱亿芬"),
    Q("安达芬药膏抹哪些病", "indicated_for", "重组人干扰素α2b乳膏", DR, mention="安达芬"),
    Q("鹿茸口服液有啥用，怕冷能喝吗", "indicated_for", "鹿茸口服液", DR),
    Q("小孩中耳炎，医生开了奥格门汀，这药能治中耳炎吗", "indicated_for", "阿莫西林克拉维酸钾（7：1）片", DR,
      mention="奥格门汀", named="中耳炎"),
    # has_adverse_reaction
    Q("醋酸可的松眼膏用久了会得白内障吗", "has_adverse_reaction", "醋酸可的松眼膏", DR, named="白内障"),
    Q("威地美吃了会便秘吗", "has_adverse_reaction", "铝碳酸镁片", DR, mention="威地美", named="便秘"),
    Q("贝可乐吸完嗓子哑了，是它的副作用吗", "has_adverse_reaction", "丙酸倍氯米松粉雾剂", DR, mention="贝可乐",
      named="声音嘶哑"),
    Q("孩子吃迪巧有什么不良反应没有", "has_adverse_reaction", "儿童维D钙咀嚼片", DR, mention="迪巧"),
    Q("醋酸氟轻松乳膏和尤卓尔比哪个副作用大，醋酸氟轻松乳膏副作用都有哪些", "has_adverse_reaction", "醋酸氟轻松乳膏", DR),
    Q("洁罗维打完了可能会有哪些反应", "has_adverse_reaction", "阿昔洛韦氯化钠注射液", DR, mention="洁罗维"),
    Q("麝香跌打风湿膏贴了会过敏吗", "has_adverse_reaction", "麝香跌打风湿膏", DR, named="过敏"),
    # has_ingredient
    Q("二仙膏里有人参吗", "has_ingredient", "二仙膏", DR, named="人参"),
    Q("长春烫伤膏成分是不是有大黄", "has_ingredient", "长春烫伤膏", DR, named="大黄"),
    Q("健脾壮腰药酒是用哪些药材泡的呀，家里老人想自己泡", "has_ingredient", "健脾壮腰药酒", DR),
    Q("中药药剂学复习：五加生化胶囊是啥组成", "has_ingredient", "五加生化胶囊", DR),
    Q("一捻金胶囊里含朱砂吗，给小孩吃安全吗", "has_ingredient", "一捻金胶囊", DR, named="朱砂"),
    Q("益寿宁里面都有什么成分", "has_ingredient", "亚油酸维生素E胶丸/二维芦丁片", DR, mention="益寿宁"),
    Q("达喜的主要成分是啥", "has_ingredient", "铝碳酸镁片", DR, mention="达喜"),
    # is_a_level3
    Q("马来酸噻吗洛尔片属于β受体阻断药吗", "is_a_level3", "马来酸噻吗洛尔片", DR, named="β受体阻断药"),
    Q("高三尖杉酯碱注射液是哪一类药呢，化疗药吗", "is_a_level3", "高三尖杉酯碱注射液", DR),
    Q("鱼肝油酸钠注射液属于什么药，止血的吗", "is_a_level3", "鱼肝油酸钠注射液", DR),
    Q("阿昔洛韦缓释片药理上分哪类，跟更昔洛韦一类吗", "is_a_level3", "阿昔洛韦缓释片", DR),
    Q("泰德是抗酸药吗，药店考试要考", "is_a_level3", "铝碳酸镁片", DR, mention="泰德", named="抗酸药"),
    Q("银黄含片归哪一科的用药", "is_a_level3", "银黄含片", DR),
    # belongs_to
    Q("药学考研题：钠林是第几代头孢啊", "belongs_to", "钠林", DR),
    Q("醋酸曲安西龙尿素乳膏属于哪类制剂", "belongs_to", "醋酸曲安西龙尿素乳膏", DR),
    Q("乐贝新是喹诺酮类吗", "belongs_to", "乐贝新", DR, named="喹诺酮类"),
    Q("齐迈星是不是大环内酯类", "belongs_to", "齐迈星", DR, named="大环内酯类"),
    Q("我妈吃的亿恒是哪一类降糖药", "belongs_to", "亿恒", DR),
    Q("革选是中成药还是西药啊", "belongs_to", "革选", DR),
    # drug_has_alias
    Q("倍林达是哪个药的名字", "drug_has_alias", "倍林达", AL),
    Q("敏迪是什么药，说明书丢了", "drug_has_alias", "敏迪", AL),
    Q("注射用亮菌甲素有没有商品名", "drug_has_alias", "注射用亮菌甲素", DR),
    Q("结构脂肪乳注射液（C6～24）平时护士叫它啥", "drug_has_alias", "结构脂肪乳注射液（C6～24）", DR),
    Q("维格列汀片是不是又叫佳维乐", "drug_has_alias", "维格列汀片", DR, named="佳维乐"),
    # mainly_treats
    Q("冻青叶能治烫伤吗", "mainly_treats", "冻青叶", M, named="烫伤"),
    Q("麋茸和鹿茸差不多吧，麋茸主治啥", "mainly_treats", "麋茸", M),
    Q("老板鱼胆入药治什么病", "mainly_treats", "鳐鱼胆", M, mention="老板鱼胆"),
    Q("堇堇菜主治什么", "mainly_treats", "东北堇菜", M, mention="堇堇菜"),
    Q("刺檗能治痢疾不", "mainly_treats", "一颗针", M, mention="刺檗", named="痢疾"),
    Q("鲤鱼肠也能入药？治啥的", "mainly_treats", "鲤鱼肠", M),
    Q("大叶蕨能止血吗，主要治什么", "mainly_treats", "东方荚果蕨", M, mention="大叶蕨"),
    # has_efficacy
    Q("生药学实习在山上看到黄疸树，它有啥功效来着", "has_efficacy", "黄疸树", M),
    Q("兖州卷柏能止血吗", "has_efficacy", "兖州卷柏", M, named="止血"),
    Q("中药学背书：蛇儿参的功效是什么", "has_efficacy", "二叶舌唇兰", M, mention="蛇儿参"),
    Q("鸡爪参有什么作用", "has_efficacy", "黄精叶钩吻", M, mention="鸡爪参"),
    Q("参芦的功效是升阳举陷对吧", "has_efficacy", "人参芦", M, mention="参芦", named="升阳举陷"),
    Q("鲤鱼脂是定惊止痫的吗", "has_efficacy", "鲤鱼脂", M, named="定惊止痫"),
    Q("假耧斗菜和耧斗菜一样吗，假耧斗菜功效是啥", "has_efficacy", "假耧斗菜", M),
    # distributed_in
    Q("罗鹑在哪些地方有", "distributed_in", "鹌鹑", M, mention="罗鹑"),
    Q("老虎脚迹草哪几个省有分布", "distributed_in", "黄开口", M, mention="老虎脚迹草"),
    Q("鲨鱼胎是哪几个海里产的，渤海有没有", "distributed_in", "鲨鱼胎", M),
    Q("鹿草产地是新疆吗", "distributed_in", "鹿草", M, named="新疆"),
    Q("大榕叶分布在哪些地方", "distributed_in", "黄桷叶", M, mention="大榕叶"),
    Q("青藤是不是浙江那边产的，药用植物学考到了", "distributed_in", "青风藤", M, mention="青藤", named="浙江等地"),
    Q("菠萝麻作药材的话产在哪里啊", "distributed_in", "剑麻", M, mention="菠萝麻"),
    # material_has_alias
    Q("剑麻作为药材还有别的名字吗", "material_has_alias", "剑麻", M),
    Q("鹅蛋壳在中药里叫什么名儿，老师提了一嘴没记住", "material_has_alias", "鹅蛋壳", M),
    Q("剑叶铁树是不是又叫剑叶万年青", "material_has_alias", "剑叶铁树", M, named="剑叶万年青"),
    Q("狗奶子是哪味药材的别名", "material_has_alias", "狗奶子", AL),
    Q("乌肺叶说的是哪味药", "material_has_alias", "乌肺叶", AL),
    Q("麋脂有什么别名嘛，本草书里叫法不一样", "material_has_alias", "麋脂", M),
    # composed_of
    Q("琥珀利气丸里真的有琥珀吗", "composed_of", "琥珀利气丸", F, named="琥珀"),
    Q("丁沉透膈丸里面有丁香吧，方歌我忘了", "composed_of", "丁沉透膈丸", F, named="丁香"),
    Q("快胃舒肝丸的组成有柴胡吗", "composed_of", "快胃舒肝丸", F, named="柴胡"),
    Q("开郁老蔻丸有没有槟榔", "composed_of", "开郁老蔻丸", F, named="槟榔"),
    Q("八味丸里有茯苓吗", "composed_of", "八物肾气丸", F, mention="八味丸", named="茯苓"),
    Q("哪些方子用到紫豆蔻仁", "composed_of", "紫豆蔻仁", IN),
    # formula_has_efficacy
    Q("苓桂术甘汤的功效是温阳化饮吧", "formula_has_efficacy", "苓桂术甘汤", F, named="温阳化饮"),
    Q("方剂学抽背：防己黄芪汤功用是什么", "formula_has_efficacy", "防己黄芪汤", F),
    Q("半夏茯苓天麻汤有啥功效", "formula_has_efficacy", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤"),
    Q("拓痞丸的作用是什么", "formula_has_efficacy", "八痞丸", F, mention="拓痞丸"),
    Q("五皮散是利水消肿的吗", "formula_has_efficacy", "五皮散", F, named="利水消肿"),
    # prescribed_for
    Q("温经汤能治久不受孕吗", "prescribed_for", "温经汤", F, named="久不受孕"),
    Q("治疝茴香丸主治寒疝腹痛是吗", "prescribed_for", "八味茴香丸", F, mention="治疝茴香丸", named="寒疝腹痛"),
    Q("巴戟天酒治腰痛吗", "prescribed_for", "巴戟浸酒", F, mention="巴戟天酒", named="腰痛"),
    Q("枳实消痞丸和半夏泻心汤都治痞，枳实消痞丸主治什么证", "prescribed_for", "枳实消痞丸", F),
    Q("八风续命汤主治半身不遂是吧", "prescribed_for", "八风续命汤", F, named="卒半身不遂"),
    # formula_has_alias
    Q("八效虎骨散还叫什么名字呀，方剂学背不过来了", "formula_has_alias", "八效虎骨散", F),
    Q("巴戟天饮跟巴戟天汤是一个方吗，巴戟天饮有哪些别名", "formula_has_alias", "巴戟天饮", F),
    Q("八生散是哪个方子的别名", "formula_has_alias", "八生散", AL),
    Q("八物参术丸别名是八物定志丸吗", "formula_has_alias", "八物参术丸", F, named="八物定志丸"),
    Q("琥珀利气丸简称利气丸对不对", "formula_has_alias", "琥珀利气丸", F, named="利气丸"),
    # check_for_disease
    Q("我爸年轻时在林县做过食管拉网检查，这个是筛查啥病的呀", "check_for_disease", "食管拉网检查", C),
    Q("钼靶X线检查能查出乳腺癌吗", "check_for_disease", "钼靶X线检查", C, named="乳腺癌"),
    Q("生化实验课做了透明质酸酶检查，这个临床上查什么病用的", "check_for_disease", "透明质酸酶检查", C),
    Q("间接检眼镜检查法能发现视网膜脱离吗", "check_for_disease", "间接检眼镜检查法", C, named="视网膜脱离"),
    Q("核医学课讲静态骨显像，它用来诊断哪些病啊", "check_for_disease", "静态骨显像", C),
    Q("怀疑有副乳要做什么检查", "check_for_disease", "副乳", D),
    # check_for_symptom
    Q("馒头餐试验是针对什么症状做的，不是查糖尿病的吗", "check_for_symptom", "馒头餐试验", C),
    Q("64排螺旋CT检查能查心悸吗", "check_for_symptom", "64排螺旋CT检查", C, named="心悸"),
    Q("学习小组讨论阴离子隙检查，它对应的是啥症状呢", "check_for_symptom", "阴离子隙检查", C),
    Q("雌激素检查和哪些症状有关系哈，我总记混", "check_for_symptom", "雌激素检查", C),
    Q("速发型变态反应皮肤测试是查皮肤过敏的吧", "check_for_symptom", "速发型变态反应皮肤测试", C, named="皮肤过敏"),
    # performed_by
    Q("护理班的同学在争，宫腔镜检查是不是在妇产科做呀", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("实习轮转问一下，心血管造影检查由哪个科做", "performed_by", "心血管造影检查", C),
    Q("newborn screening在哪个科室做", "performed_by", "新生儿疾病筛查检查", C, mention="newborn screening"),
    Q("electroencephalogram去哪个科做", "performed_by", "脑电图检查", C, mention="electroencephalogram"),
    Q("静脉尿路造影检查是泌尿外科做吗", "performed_by", "静脉尿路造影检查", C, named="泌尿外科"),
    # check_has_alias
    Q("检验考试：快速血浆反应素试验的缩写是啥来着", "check_has_alias", "快速血浆反应素试验", C),
    Q("化验单上有一项RPR，这是什么检查啊", "check_has_alias", "RPR", AL),
    Q("英文缩写总考，ECG是哪个检查的缩写呢", "check_has_alias", "ECG", AL),
    Q("新生儿疾病筛查检查英文叫什么，写论文要用", "check_has_alias", "新生儿疾病筛查检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day33"))
