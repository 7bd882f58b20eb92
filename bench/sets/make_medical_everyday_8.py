"""Writes `medical_everyday_8.jsonl`, an eighth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the seven other everyday sets and, like the third to seventh, kept as a held-out
measure: nothing in it was chosen or reworded after seeing how the project answers it. Other
diseases, drugs, medicinal materials, formulas and checks than the other eleven sets wherever the
network allows: the relation types whose records every earlier set already asks about (prevalent_in,
invades, metastasizes_to, performed_by, formula_has_alias, check_has_alias) bring a few back
(组织胞浆菌病, 睾丸癌, 肾细胞癌, 新生儿疾病筛查检查, 巴戟天饮 …), asked another way or from the relation's
target end, and the formula and check aliases these types record are all named somewhere else already.
Every relation type of the network is asked four to seven times (201 questions), by patients, parents,
elderly people, pharmacists, students and people who use traditional Chinese medicine.

The wording avoids the earlier sets' phrasings: other verbs and sentence shapes (会闹出什么乱子来,
最怕后头跟着出啥问题, 药盒上印的那个牌子名, 靠哪些手段来对付), particles (呢, 啊, 呀, 嘛), run-on questions
with a clause of context, two slips a phone keyboard makes where the network's name stays intact
(找哪一科的医生那, 是补什么得), and double questions whose first part is the one asked about
(上消化道穿孔是什么病，要不要开刀 asks for its parent disease). Eighteen name the one neighbour they ask
about (包茎 and 包皮嵌顿, 血管性痴呆 and 高脂血症), 42 are asked from the relation's target end (哪些方子里用了
荆芥穗, 下个月去泰国玩，那边流行哪些病), and some are about names several records carry, with the wording
saying which is meant (咬肌肥大 as a disease: 这个病; 腹部包块 and 红细胞增多 as symptoms; 疝气 as the
symptom a drug causes; 焦躁 as the disease a drug is indicated for).

About one question in four (49 of 201) names its entity by an alias the network records for it, of
many kinds: drug trade names (泰诺林, 益源生, 艾迪莎, 肤轻松, 瑞甘, 扶他林, 华素, 善宁, 顺尔宁, 马根维显), old or
folk names of drugs (胃复安, 更生霉素), folk or old names of diseases (粉瘤, 小肠疝气, 核黄疸, 新生儿肺透明膜病,
肝豆状核变性, 痉挛性假性硬化), English abbreviations (HCC, HUS), English eponyms and names
(Verner—Morrison综合征, electroencephalogram), shortened or reworded names (房速, 黏多糖症, 支气管囊肿,
胰腺分隔, 弓形体病, 选择性缄默症, 颞动脉炎, 单纯性龈炎, 多形性腺瘤, 糖尿病高渗性昏迷, 碱性反流性胃炎,
抗生素相关性肠炎, 社交恐惧症, 听神经鞘瘤, 埃博拉病毒病, 轻度慢性抑郁, 静脉肾盂排泄造影), medicinal material
aliases (老虎姜, 金铃子, 皂矾, 独角莲, 白毛夏枯草, 扫帚苗) and formula aliases (八物定志丸, 八毒丸, 茜根汤,
巴戟天汤). Fifteen more ask what an alias stands for (主妇手, 偏头风, NHL, 倍博特, 健尼哌, 沂可隆, 檐老鼠屎,
嘉庆子, 大叶薄荷, 巴戟天酒, 黄耆汤, 麦门冬散, 新生儿筛查, electromyography, ECG). Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by
is one the network records for that very instance.

Six questions name something the network holds under two records; the gold record is the one the
question is judged to mean:
- 泰诺林 is a drug record of its own and a trade name of 对乙酰氨基酚混悬滴剂; "家里有泰诺林滴剂" is about
  对乙酰氨基酚混悬滴剂, because the question says it is the drops given to a feverish child, the form
  that record describes.
- 肤轻松 is a drug record of its own and a trade name of 醋酸氟轻松软膏; "肤轻松软膏抹久了…" is about
  醋酸氟轻松软膏, the ointment the question names.
- 倍博特, 健尼哌 and 沂可隆 are drug records as well as the drug_has_alias aliases of 缬沙坦氨氯地平片（I）,
  重组抗CD25人源化单克隆抗体注射液 and 多库酯钠片; the three questions ask which drug the name stands for,
  so their gold is the alias instance, answered by the record that lists it.
- NHL is the alias of two disease records (非霍奇金淋巴瘤, 侵袭性非霍奇金淋巴瘤); "NHL是哪个病的英文缩写"
  is about the alias instance, answered by both.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_8.py     # rewrites bench/sets/medical_everyday_8.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, EF, F, IN, M, PO, RE, S, TH, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_8.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我家孩子一到人多的地方就一句话不说，医生讲是选择性缄默症，这病平时还有啥表现呀", "has_symptom", "童年社会功能障碍", D,
      mention="选择性缄默症"),
    Q("阵发性室性心动过速发作起来人会怎么样啊", "has_symptom", "阵发性室性心动过速", D),
    Q("咬肌肥大这个病除了脸看着方还有别的症状吗", "has_symptom", "咬肌肥大", D),
    Q("新买的粉底一抹脸就又红又痒，化妆品皮炎一般会有哪些反应", "has_symptom", "化妆品皮炎", D),
    Q("肚子上摸到一块硬的，腹部包块这个症状会是哪些病闹的", "has_symptom", "腹部包块", S),
    Q("特发性高钙尿症会不会尿频呢", "has_symptom", "特发性高钙尿症", D, named="尿频"),
    # designated_to
    Q("老人太阳穴那根血管一跳一跳地疼，医生怀疑颞动脉炎，该上哪个科看呢", "designated_to", "巨细胞动脉炎", D,
      mention="颞动脉炎"),
    Q("高渗性脱水送医院的话进哪个科", "designated_to", "高渗性脱水", D),
    Q("腰椎崩裂挂骨科对不对呀", "designated_to", "腰椎崩裂", D, named="骨科"),
    Q("胎粪性便秘的宝宝归医院哪个科室管", "designated_to", "胎粪性便秘", D),
    Q("尿毒症性心包炎要找哪一科的医生那", "designated_to", "尿毒症性心包炎", D),
    Q("去整形外科的一般都是看啥病的", "designated_to", "整形外科", DEP),
    # checks
    Q("医生说我脖子上这个是支气管囊肿，得做些啥检查才能确定", "checks", "支气管源性囊肿", D, mention="支气管囊肿"),
    Q("多巴反应性肌张力障碍要抽脑脊液吗，还得查啥", "checks", "多巴反应性肌张力障碍", D),
    Q("小儿厌食去医院一般给查哪几样", "checks", "小儿厌食", D),
    Q("流感嗜血杆菌肺炎靠什么检查诊断出来的呢", "checks", "流感嗜血杆菌肺炎", D),
    Q("哪些病要用到纤维结肠镜检", "checks", "纤维结肠镜检", C),
    Q("黏多糖症的孩子要验哪些项目啊", "checks", "黏多糖贮积症", D, mention="黏多糖症"),
    # has_complication
    Q("我牙龈老出血，牙医说是单纯性龈炎，放着不管会惹出别的病吗", "has_complication", "边缘性龈炎", D,
      mention="单纯性龈炎"),
    Q("沃纳综合征后面会并上哪些病", "has_complication", "沃纳综合征", D),
    Q("残胃癌会闹出什么乱子来嘛", "has_complication", "残胃癌", D),
    Q("包茎不割的话会不会弄成包皮嵌顿", "has_complication", "包茎", D, named="包皮嵌顿"),
    Q("小儿限制型心肌病最怕后头跟着出啥问题", "has_complication", "小儿限制型心肌病", D),
    # cures
    Q("心跳突然很快，查出来是房速，有什么药能吃呢", "cures", "房性心动过速", D, mention="房速"),
    Q("背上长了个粉瘤，能吃药消掉吗，吃哪种", "cures", "皮脂腺囊肿", D, mention="粉瘤"),
    Q("弓形体病该用哪些药来杀虫", "cures", "弓形虫病", D, mention="弓形体病"),
    Q("脑型疟疾靠什么药救命", "cures", "脑型疟疾", D),
    Q("中风后遗症手脚不利索，有没有药可以吃呀", "cures", "中风后遗症", D),
    Q("盆腔腹膜炎一般打什么针", "cures", "盆腔腹膜炎", D),
    # shown_on
    Q("痛风性关节炎最爱在哪个关节发作", "shown_on", "痛风性关节炎", D),
    Q("天天盯电脑得了电脑视觉综合征，伤的是哪儿呀", "shown_on", "电脑视觉综合征", D),
    Q("夏季皮炎一般冒在身上哪些地方", "shown_on", "夏季皮炎", D),
    Q("Verner—Morrison综合征长在哪个器官上", "shown_on", "血管活性肠肽瘤", D, mention="Verner—Morrison综合征"),
    Q("多形性腺瘤是长在哪的，脸上这边鼓起来算吗", "shown_on", "腮腺混合瘤", D, mention="多形性腺瘤"),
    Q("手背上起东西，哪些病爱出在手背", "shown_on", "手背", BP),
    # has_alias
    Q("手部湿疹民间有个外号叫啥来着", "has_alias", "手部湿疹", D),
    Q("迪厄拉富瓦病洋名怎么写", "has_alias", "迪厄拉富瓦病", D),
    Q("克里米亚—刚果出血热在咱们国内通常叫什么", "has_alias", "克里米亚—刚果出血热", D),
    Q("扁平足是不是也能叫平足", "has_alias", "扁平足", D, named="平足"),
    Q("主妇手指的是什么病啊", "has_alias", "主妇手", AL),
    Q("老辈人说的偏头风，现在叫什么病", "has_alias", "偏头风", AL),
    Q("化验单上写着NHL，这是哪个病的英文缩写", "has_alias", "NHL", AL),
    # caused_by
    Q("麻痹性痴呆是怎么得的呢", "caused_by", "麻痹性痴呆", D),
    Q("早产宝宝得了新生儿肺透明膜病，这病是因为啥", "caused_by", "新生儿呼吸窘迫综合征", D, mention="新生儿肺透明膜病"),
    Q("叠瓦癣是被什么东西感染上的", "caused_by", "叠瓦癣", D),
    Q("脊柱脊髓伤一般都是咋弄的", "caused_by", "脊柱脊髓伤", D),
    Q("踢伤能踢出哪些病来", "caused_by", "踢伤", CA),
    Q("糖尿病高渗性昏迷是啥诱发的，感染算不算", "caused_by", "非酮性高渗性糖尿病昏迷", D, mention="糖尿病高渗性昏迷"),
    # has_risk_factor
    Q("非黑色素瘤皮肤癌跟晒太阳有关系吗，哪些人容易中招", "has_risk_factor", "非黑色素瘤皮肤癌", D),
    Q("碱性反流性胃炎，做过胃手术的人是不是更容易得", "has_risk_factor", "胆汁反流性胃炎", D, mention="碱性反流性胃炎"),
    Q("瘢痕子宫是怎么落下的，什么情况容易有", "has_risk_factor", "瘢痕子宫", D),
    Q("高脂血症的人更容易得血管性痴呆吗", "has_risk_factor", "血管性痴呆", D, named="高脂血症"),
    Q("静脉吸毒的人容易染上哪些病", "has_risk_factor", "静脉吸毒", CA),
    Q("HCC容易找上哪些人，有啥高危的情况", "has_risk_factor", "肝细胞癌", D, mention="HCC"),
    # common_in
    Q("小肠疝气多发在什么样的孩子身上", "common_in", "小儿腹股沟疝", D, mention="小肠疝气"),
    Q("核黄疸哪些宝宝更容易得呢", "common_in", "新生儿胆红素脑病", D, mention="核黄疸"),
    Q("髌骨软化症是不是爱运动的人才会得", "common_in", "髌骨软化症", D),
    Q("共同性内斜视一般见于多大的小孩", "common_in", "共同性内斜视", D),
    Q("中老年人群最容易摊上啥病", "common_in", "中老年人群", PO),
    Q("抗生素相关性肠炎都是哪类病人容易得", "common_in", "伪膜性肠炎", D, mention="抗生素相关性肠炎"),
    # prevalent_in
    Q("下个月去泰国玩，那边流行哪些病要防着点", "prevalent_in", "泰国", RE),
    Q("组织胞浆菌病哪些地方的人得得多呀", "prevalent_in", "组织胞浆菌病", D),
    Q("球孢子菌病主要流行在美洲哪块地方", "prevalent_in", "球孢子菌病", D),
    Q("穷一点的发展中国家哪些病流行得厉害", "prevalent_in", "发展中国家", RE),
    Q("IgA肾病在中国多吗", "prevalent_in", "IgA肾病", D, named="中国"),
    # treated_with
    Q("社交恐惧症能治好吗，都有什么办法", "treated_with", "人群恐惧症", D, mention="社交恐惧症"),
    Q("听神经鞘瘤是开刀还是放疗呢", "treated_with", "听神经瘤", D, mention="听神经鞘瘤"),
    Q("完全性前置胎盘一般怎么处理，要剖吗", "treated_with", "完全性前置胎盘", D),
    Q("软组织肉瘤靠哪些手段来对付", "treated_with", "软组织肉瘤", D),
    Q("孩子老打嗝放屁，医生说是儿童吞气症，家长能怎么帮着治呀", "treated_with", "儿童吞气症", D),
    Q("哪些病要靠调整生活方式来治", "treated_with", "调整生活方式", TH),
    # metastasizes_to
    Q("睾丸癌转移的话先跑到哪", "metastasizes_to", "睾丸癌", D),
    Q("肛门癌往外扩散会跑到哪些淋巴结和器官", "metastasizes_to", "肛门癌", D),
    Q("哪些癌会转移到甲状腺上", "metastasizes_to", "甲状腺", BP),
    Q("内膜癌扩散最常去哪里呢", "metastasizes_to", "内膜癌", D),
    Q("子宫内膜癌会转到肺部去吗", "metastasizes_to", "子宫内膜癌", D, named="肺部"),
    # invades
    Q("肾细胞癌会往周围哪里长进去", "invades", "肾细胞癌", D),
    Q("血吸虫病会侵犯到门静脉吗", "invades", "血吸虫病", D, named="门静脉"),
    Q("慢性淋巴细胞白血病会浸润哪些脏器啊", "invades", "慢性淋巴细胞白血病", D),
    Q("有什么病会直接侵犯淋巴结的", "invades", "淋巴结", BP),
    Q("皮肤白喉会蔓延到身体哪些地方", "invades", "皮肤白喉", D),
    # is_subtype_of
    Q("埃博拉病毒病归在哪一大类里", "is_subtype_of", "埃博拉出血热", D, mention="埃博拉病毒病"),
    Q("痉挛性假性硬化算什么病底下的", "is_subtype_of", "克罗伊茨费尔特—雅各布病", D, mention="痉挛性假性硬化"),
    Q("完全性右束支传导阻滞属于哪类心脏毛病", "is_subtype_of", "完全性右束支传导阻滞", D),
    Q("上消化道穿孔是什么病，要不要开刀", "is_subtype_of", "上消化道穿孔", D),
    Q("继发性高血压下面分哪几种", "is_subtype_of", "继发性高血压", D, reverse=True),
    Q("无汗症属于哪一类皮肤病呢", "is_subtype_of", "无汗症", D),
    # related_disease
    Q("可逆性后部脑白质病变综合征跟高血压有关系吗", "related_disease", "可逆性后部脑白质病变综合征", D, named="高血压"),
    Q("HUS跟哪些病沾边", "related_disease", "溶血性尿毒症综合征", D, mention="HUS"),
    Q("非细菌性血栓性心内膜炎常常跟哪些癌一块出现", "related_disease", "非细菌性血栓性心内膜炎", D),
    Q("创伤后应激障碍和什么病有牵连", "related_disease", "创伤后应激障碍", D),
    Q("胰腺分隔跟哪个病有关系呀", "related_disease", "胰腺分裂症", D, mention="胰腺分隔"),
    # differential_diagnosis
    Q("轻度慢性抑郁容易跟哪个病弄混呀", "differential_diagnosis", "心境恶劣障碍", D, mention="轻度慢性抑郁"),
    Q("肝豆状核变性要排除什么病", "differential_diagnosis", "wilson病", D, mention="肝豆状核变性"),
    Q("基孔肯雅热和寨卡是一回事吗，要怎么区分", "differential_diagnosis", "基孔肯雅热", D),
    Q("慢性心房颤动心电图上要跟哪些心律区分开", "differential_diagnosis", "慢性心房颤动", D),
    Q("哪些病看着像社区获得性肺炎，得排除掉", "differential_diagnosis", "社区获得性肺炎", D, reverse=True),
    # indicated_for
    Q("孩子发烧，家里有泰诺林滴剂，它还能治啥", "indicated_for", "对乙酰氨基酚混悬滴剂", DR, mention="泰诺林"),
    Q("奥拉西坦胶囊是给老年痴呆吃的吗，还治什么", "indicated_for", "奥拉西坦胶囊", DR),
    Q("益源生是补血的吧，具体治哪些病", "indicated_for", "复方硫酸亚铁叶酸片", DR, mention="益源生"),
    Q("卡莫氟片用在哪些癌上", "indicated_for", "卡莫氟片", DR),
    Q("鼻炎灵片治鼻窦炎管用不", "indicated_for", "鼻炎灵片", DR, named="鼻窦炎"),
    Q("艾迪莎是治肠子的药嘛，能治啥", "indicated_for", "美沙拉秦缓释颗粒剂", DR, mention="艾迪莎"),
    Q("心里焦躁可以吃哪些药", "indicated_for", "焦躁", D),
    # has_adverse_reaction
    Q("肤轻松软膏抹久了脸上会不会长痘，还会出啥毛病", "has_adverse_reaction", "醋酸氟轻松软膏", DR, mention="肤轻松"),
    Q("硫糖铝混悬液喝了会便秘吗", "has_adverse_reaction", "硫糖铝混悬液", DR, named="便秘"),
    Q("氯霉素滴眼液点了以后眼睛会有啥不舒服", "has_adverse_reaction", "氯霉素滴眼液", DR),
    Q("吸入用伊洛前列素溶液用了会冒出哪些毛病", "has_adverse_reaction", "吸入用伊洛前列素溶液", DR),
    Q("丙谷胺胶囊吃完口干是它引起的不", "has_adverse_reaction", "丙谷胺胶囊", DR, named="口干"),
    Q("瑞甘打完会恶心吗，还有别的反应没", "has_adverse_reaction", "注射用门冬氨酸鸟氨酸", DR, mention="瑞甘"),
    Q("哪些药用了可能会引起疝气", "has_adverse_reaction", "疝气", S),
    # has_ingredient
    Q("胃复安的主要成分是什么", "has_ingredient", "甲氧氯普胺片", DR, mention="胃复安"),
    Q("扶他林乳胶剂里头是啥药", "has_ingredient", "双氯芬酸二乙胺乳胶剂", DR, mention="扶他林"),
    Q("利胆八味散是哪八味呀", "has_ingredient", "利胆八味散", DR),
    Q("舒胸片里有三七吗", "has_ingredient", "舒胸片", DR, named="三七"),
    Q("哪些中成药里放了竹叶", "has_ingredient", "竹叶", IN),
    # is_a_level3
    Q("华素片是口腔用的药吗，归哪一类", "is_a_level3", "西地碘含片", DR, mention="华素"),
    Q("盐酸金刚烷胺片按用途属于啥药", "is_a_level3", "盐酸金刚烷胺片", DR),
    Q("更生霉素是哪一类的药", "is_a_level3", "注射用放线菌素D", DR, mention="更生霉素"),
    Q("善宁属于哪个系统的用药", "is_a_level3", "醋酸奥曲肽注射液", DR, mention="善宁"),
    Q("交沙霉素胶囊算抗生素不", "is_a_level3", "交沙霉素胶囊", DR),
    # belongs_to
    Q("顺尔宁是哪一类药物啊，跟激素一样吗", "belongs_to", "孟鲁司特钠颗粒", DR, mention="顺尔宁"),
    Q("马根维显是造影剂吧，归哪一类", "belongs_to", "钆喷酸葡胺注射液", DR, mention="马根维显"),
    Q("和胃片是西药还是中成药", "belongs_to", "和胃片", DR),
    Q("盐酸雷尼替丁片跟奥美拉唑是一类药吗", "belongs_to", "盐酸雷尼替丁片", DR),
    Q("儿感清口服液属于什么剂", "belongs_to", "儿感清口服液", DR),
    Q("米诺地尔溶液算哪类外用药", "belongs_to", "米诺地尔溶液", DR),
    # drug_has_alias
    Q("米格列奈钙片商品名叫什么", "drug_has_alias", "米格列奈钙片", DR),
    Q("茴拉西坦片药盒上印的那个牌子名是什么", "drug_has_alias", "茴拉西坦片", DR),
    Q("注射用达托霉素医院里都怎么叫它", "drug_has_alias", "注射用达托霉素", DR),
    Q("倍博特是哪个药的牌子", "drug_has_alias", "倍博特", AL),
    Q("健尼哌对应的是哪个药", "drug_has_alias", "健尼哌", AL),
    Q("沂可隆到底是啥药啊", "drug_has_alias", "沂可隆", AL),
    # mainly_treats
    Q("老虎姜能治啥病", "mainly_treats", "黄精", M, mention="老虎姜"),
    Q("娑罗子主要治哪种胃病", "mainly_treats", "娑罗子", M),
    Q("小石藓是不是治鼻炎的", "mainly_treats", "小石藓", M, named="鼻炎"),
    Q("人中白这个药材治什么呢", "mainly_treats", "人中白", M),
    Q("哪些草药能用来治赤白痢疾", "mainly_treats", "赤白痢疾", D),
    Q("金铃子入药治什么毛病", "mainly_treats", "川楝子", M, mention="金铃子"),
    # has_efficacy
    Q("皂矾有什么功效", "has_efficacy", "绿矾", M, mention="皂矾"),
    Q("茉莉花入药起啥作用那", "has_efficacy", "茉莉花", M),
    Q("独角莲这味药能干嘛", "has_efficacy", "白附子", M, mention="独角莲"),
    Q("谷芽炒了吃能健脾开胃吗", "has_efficacy", "谷芽", M, named="健脾开胃"),
    Q("想疏肝理气，有哪些药材", "has_efficacy", "疏肝理气", EF),
    Q("石上藕对身体有啥益处", "has_efficacy", "石上藕", M),
    # distributed_in
    Q("羌活出在哪几个省", "distributed_in", "羌活", M),
    Q("白毛夏枯草野外哪里能挖到", "distributed_in", "筋骨草", M, mention="白毛夏枯草"),
    Q("黄花倒水莲在南方哪些地方有", "distributed_in", "黄花倒水莲", M),
    Q("海粉是海里的吧，产在哪片海", "distributed_in", "海粉", M),
    Q("四川省出产哪些药材", "distributed_in", "四川省", RE),
    Q("扫帚苗哪里长得多", "distributed_in", "地肤子", M, mention="扫帚苗"),
    # material_has_alias
    Q("夜明砂还有啥土叫法", "material_has_alias", "夜明砂", M),
    Q("广藿香乡下叫它什么", "material_has_alias", "广藿香", M),
    Q("鸦片古时候叫什么", "material_has_alias", "鸦片", M),
    Q("驴阴茎作药材时俗称啥", "material_has_alias", "驴阴茎", M),
    Q("檐老鼠屎说的是哪味药", "material_has_alias", "檐老鼠屎", AL),
    Q("嘉庆子是什么药材的别称", "material_has_alias", "嘉庆子", AL),
    Q("大叶薄荷其实是哪种药材", "material_has_alias", "大叶薄荷", AL),
    # composed_of
    Q("八味香苏散里都搁了哪些药", "composed_of", "八味香苏散", F),
    Q("麻黄醇酒汤就是麻黄泡酒吗，还有别的料没", "composed_of", "麻黄醇酒汤", F),
    Q("八宝圣灵丹有朱砂吗", "composed_of", "八宝圣灵丹", F, named="朱砂"),
    Q("麻黄防风汤抓药要配哪几样", "composed_of", "麻黄防风汤", F),
    Q("哪些方子里用了荆芥穗", "composed_of", "荆芥穗", IN),
    Q("八物定志丸是用哪些药配的", "composed_of", "八物参术丸", F, mention="八物定志丸"),
    # formula_has_efficacy
    Q("真人养脏汤能起啥作用呢", "formula_has_efficacy", "真人养脏汤", F),
    Q("玉液汤是补什么得", "formula_has_efficacy", "玉液汤", F),
    Q("天台乌药散能止痛不", "formula_has_efficacy", "天台乌药散", F, named="散寒止痛"),
    Q("暖肝煎喝了对肝有啥好处", "formula_has_efficacy", "暖肝煎", F),
    Q("想温肺化饮，有哪些方子", "formula_has_efficacy", "温肺化饮", EF),
    Q("八毒丸古书上说能起啥作用", "formula_has_efficacy", "八毒赤丸", F, mention="八毒丸"),
    # prescribed_for
    Q("泻白散是治咳嗽的吗，还治啥", "prescribed_for", "泻白散", F),
    Q("八宝拨云散治眼睛哪种毛病", "prescribed_for", "八宝拨云散", F),
    Q("八仙早朝糕给什么样的人吃", "prescribed_for", "八仙早朝糕", F),
    Q("产后恶露不行用什么方好", "prescribed_for", "产后恶露不行", D),
    Q("茜根汤主治什么病症", "prescribed_for", "八物茜根汤", F, mention="茜根汤"),
    Q("巴戟天汤是治腿脚疼的吗，还治啥", "prescribed_for", "巴戟天饮", F, mention="巴戟天汤"),
    # formula_has_alias
    Q("巴戟天酒原来是哪个方子", "formula_has_alias", "巴戟天酒", AL),
    Q("黄耆汤也是个方子的别名吧，是哪个", "formula_has_alias", "黄耆汤", AL),
    Q("麦门冬散指的是哪个方", "formula_has_alias", "麦门冬散", AL),
    Q("巴戟天饮在书上还写作什么", "formula_has_alias", "巴戟天饮", F),
    Q("八物茜根汤的别名有几个，都叫啥", "formula_has_alias", "八物茜根汤", F),
    # check_for_disease
    Q("维生素A耐量试验是查哪些病的", "check_for_disease", "维生素A耐量试验", C),
    Q("胃排空测定和显像能诊断出什么毛病", "check_for_disease", "胃排空测定和显像", C),
    Q("血清硒（Se）低了提示什么病", "check_for_disease", "血清硒（Se）", C),
    Q("抽血做抗戊型肝炎病毒IgG抗体检查，是看有没有啥病", "check_for_disease", "抗戊型肝炎病毒IgG抗体检查", C),
    Q("怀疑腘动脉瘤要做哪些检查", "check_for_disease", "腘动脉瘤", D),
    Q("酸性磷酸酶检查能查前列腺癌不", "check_for_disease", "酸性磷酸酶检查", C, named="前列腺癌"),
    # check_for_symptom
    Q("膀胱逼尿肌功能检查针对哪些排尿问题", "check_for_symptom", "膀胱逼尿肌功能检查", C),
    Q("鼓膜检查一般是耳朵出啥状况才做", "check_for_symptom", "鼓膜检查", C),
    Q("钩端螺旋体乳胶凝集试验跟哪些症状挂钩", "check_for_symptom", "钩端螺旋体乳胶凝集试验", C),
    Q("红细胞增多要做哪些化验", "check_for_symptom", "红细胞增多", S),
    Q("腹部搏动检查是肚子哪种不舒服时查", "check_for_symptom", "腹部搏动检查", C),
    # performed_by
    Q("新生儿疾病筛查检查是哪个科负责的呀", "performed_by", "新生儿疾病筛查检查", C),
    Q("静脉肾盂排泄造影是哪个科室做呢", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    Q("消化科都能做啥检查", "performed_by", "消化科", DEP),
    Q("electroencephalogram在哪个科室做", "performed_by", "脑电图检查", C, mention="electroencephalogram"),
    Q("妇产科会做哪些检查", "performed_by", "妇产科", DEP),
    # check_has_alias
    Q("新生儿筛查是哪个检查的简称", "check_has_alias", "新生儿筛查", AL),
    Q("electromyography翻成中文是什么检查", "check_has_alias", "electromyography", AL),
    Q("ECG是什么检查的缩写呀", "check_has_alias", "ECG", AL),
    Q("静脉尿路造影检查又称什么造影", "check_has_alias", "静脉尿路造影检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day8"))
