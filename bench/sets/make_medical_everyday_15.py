"""Writes `medical_everyday_15.jsonl`, a fifteenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and fourteenth, kept as a held-out
measure: nothing in it was chosen or reworded after seeing how the project answers it (it was written
without running the project's search or evaluation on it, and without reading the linking and ranking
code). 212 questions, every relation type of the network asked four to seven times, by patients, parents,
elderly people, pharmacists, nurses, students and people who use traditional Chinese medicine. Other
diseases, drugs, medicinal materials, formulas and checks than the eighteen other sets (the shipped dev set,
everyday sets 1 to 14 and the three alias sets) wherever the network allows: 176 questions name their entity
by a name and mention no other set's line uses; the other 36 are in the relation types whose few records
every earlier set already asks about (prevalent_in, metastasizes_to, invades, differential_diagnosis,
drug_has_alias, formula_has_alias, performed_by, check_has_alias) and three formulas named by an alias, asked another way
or from the relation's target end. None of its records or names is one the second alias set uses. No
question repeats one of theirs, and none shares more than 67% of its character pairs with one of theirs.

The wording is the way people type into a chat box on a phone, alongside ordinary full questions: short
fragments with little or no punctuation (雷头风 疼在哪儿, 特威凯 成分, 沙棘 民间别称: 206 questions have no
full-width punctuation, 132 put a space where a sentence would have a comma), two questions run together whose first part is the one asked
(泌乳素瘤吃啥药 要开刀吗 asks for the drugs, 羰基镍中毒咋来的 能治好不 for the cause, 慢性化脓性骨髓炎能手术吗 都有哪些治法
and 香苏正胃丸 小孩肚子疼能吃吗 治什么的 for what is asked last but meant throughout, 百条根能干啥 能杀虱子吗 for the
efficacy), the entity named late in a long sentence (最近老胸闷 做了一堆检查 医生最后说可能是限制性心肌病 这病拖久了会搞出哪些别的病),
pronouns pointing back (这病, 这个, 它: 我舅查出来肾细胞癌 它长大了会往哪些地方长进去), a clause of context (我姐怀孕五个月类风湿又犯了,
ICU里给我爸用了万祥), new verbs and shapes (搞出, 沾边, 跑到哪儿去, 往背上窜, 搁了, 哪个科给做, 去哪个科排队) and the particles
呢/啊/呀/哈 (10 questions). 27 name the one neighbour they ask about (小细胞肺癌 会不会长到胸膜上去, 恒康正清是泻药吗), 40 are asked from
the relation's target end (走路一瘸一拐的 步态异常是啥病闹的, 长年上夜班 夜班工作会增加哪些病的风险, 甲状腺上查出转移灶 可能是从哪种癌转过来的,
含羟喜树碱的药有哪些, 能涩肠的药材有哪些, 土鳖虫 入了哪些方子), and several name two records (非淋菌性尿道炎和淋病不是一回事吧,
过敏性结肠是肠易激综合征的一种吗, 虎骨散是八效虎骨散吧, 医生写的静脉肾盂排泄造影 跟单子上的静脉尿路造影检查是同一个不).

Names inside names: by a mechanical count 94 questions are about a record whose name holds the name (three
characters or more) of another disease, symptom, drug, check, material or formula record, or lies inside a
longer one; about thirty-five were chosen for it and are asked the way people say them (小儿尿崩症 holds 尿崩症,
妊娠合并类风湿性关节炎 holds 类风湿性关节炎, 妊娠合并硬皮病 holds 硬皮病, 非淋菌性尿道炎 holds 淋菌性尿道炎, 真菌性角膜炎 holds 角膜炎,
外伤性脑积水 holds 脑积水, 限制性心肌病 and 肥厚性心肌病 hold 心肌病, 丘疹性荨麻疹 holds 荨麻疹, 肉芽肿性酒渣鼻 holds 酒渣鼻,
埃及血吸虫病 holds 血吸虫病, 荚膜组织胞浆菌病 holds 组织胞浆菌病, 慢性化脓性骨髓炎 holds 骨髓炎, 胸主动脉瘤 holds 主动脉瘤, 肝内胆管癌
holds 胆管癌, 额窦上颌窦炎 holds 上颌窦炎, 刺激性接触性皮炎 holds 接触性皮炎, 发热性中性粒细胞减少 holds 中性粒细胞减少, 越鞠保和丸
holds 保和丸, 八正散加木香汤 holds 八正散, 产后恶露不尽 holds 恶露不尽, 四肢CT检查 holds CT检查, 野牡丹子 holds 野牡丹, 清暑益气 lies
inside 清暑益气汤, 羟喜树碱 inside 羟喜树碱注射液, 氯唑沙宗片 inside 复方氯唑沙宗片, 空鞍综合征 inside 小儿空鞍综合征, 轮状病毒性肠炎
inside 小儿轮状病毒性肠炎, 溶血性贫血 inside 微血管病性溶血性贫血, 紧张性头痛 inside 阵发性紧张性头痛).

About one question in four (51 of 212) names its entity by an alias the network records for that very
instance, of many kinds: disease aliases (26): folk, old and TCM names (先锋头 for 产瘤, 脉痹 for 热痹, 胎传梅毒 for
先天性梅毒, 地方性呆小病 for 地方性克汀病, 达拉肘, 青铜症, 手痛性麻痹), reworded or longer names (土拉菌病, 热激性网状色素沉着,
血管角皮瘤, 黄体期缺陷, 涎腺多形性腺瘤, 鞍隔缺损, 膜性肾小球肾炎, 外生骨疣, 产后发热, 风疹块和血管神经性水肿, 先天性肝内胆管扩张症,
获得性凝血酶原减低症, 巴雷特食管) and English, eponymous or abbreviated names (Fahr病, Kawasaki Disease, esophageal angioma,
SOD, Bruton病, Plummer病); drug trade names (13 questions, below); medicinal material aliases (8: 豹牙郎子, 芙蓉花, 一枝香,
百条根, 老虎脷, 鸡公花, 鹿含草, 羊腰子); formula aliases (3: 茜根汤, 利气丸, 半夏茯苓天麻汤); and a check alias (新生儿筛查).
Thirteen more ask what an alias stands for (布鲁里溃疡, 自毁容貌综合征, 耳屎, 健尼哌, 盼尔来福, 康耐得, 鸭脚木, 斑枝花, 染青草,
治疝茴香丸, 拓痞丸, EEG, EUS): their gold is the alias instance, answered by the record that lists it. Before the
set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity
by is one the network records for that very instance.

Drug trade names: 13 questions name a drug by a trade name its record's `trade_name` property lists (富露施, 爱宝疗,
万祥, 乐松, 克朗宁, 乐佰欣, 恺诺, 贝雪, 特威凯, 伊诺舒, 艾分, 迈纬希, 申嘉). Every one of these names is also a drug record of
its own (the source writes the product twice). They are labelled as in the first, eighth to tenth, thirteenth
and fourteenth sets: the gold entity is the standard record (乙酰半胱氨酸颗粒, 聚甲酚磺醛阴道栓, 注射用硝普钠, 洛索洛芬钠片,
三分三浸膏片, 蚓激酶肠溶片, 酚麻美敏胶囊, 枸地氯雷他定片, 多替拉韦钠片, 盐酸氨溴索注射液, 注射用酚磺乙胺, 西咪替丁氯化钠注射液,
头孢氨苄缓释胶囊), the mention is the trade name and the line is tagged `alias`, because a patient holding the box
asks about the medicine, and the standard record is the one that names it, holds its class and lists the
trade name.

Other names the network holds under two records (7 questions besides the 13 drug names, and 5 alias instances);
the gold record is the one the question is judged to mean:
- 土拉菌病, 巴雷特食管 and 产后发热 are disease records (and cause or symptom records) as well as aliases of 兔热病,
  Barrett食管 and 产褥热; those records have no relation at all, so each question (what it does to a person,
  which checks, what causes it) is about the disease that lists the alias and holds the answer.
- 膜性肾小球肾炎 is a disease record as well as the alias of 膜性肾病; it has no cures relation, and the question
  asks for drugs, so it is about 膜性肾病.
- 外生骨疣 is a symptom record with no relation as well as the alias of 单发性骨软骨瘤; the question asks on which
  bone it grows, which only the disease holds.
- 羊腰子 is an ingredient record as well as the alias of the material 羊肾; the question asks where it comes from,
  which only the material holds.
- 新生儿筛查 is a check record with no relation as well as the alias of 新生儿疾病筛查检查; the question is about the
  latter.
- 健尼哌, 盼尔来福 and 康耐得 are drug records as well as alias instances, and EEG and EUS are check records as well
  as alias instances; the questions ask what the name stands for (是什么药, 正式叫什么, 对应的是哪个药, 那是个啥检查,
  这是做什么检查), so their gold is the alias instance, answered by the record that lists it.
- Besides these, 50 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type
  (most often a symptom, cause, ingredient or alias record: 咽结膜热, 死胎, 肠穿孔, 真菌性角膜炎, 墓头回, 橘核 …); some of
  them say which is meant (这个病, 这病, 这味药, 入药).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_15.py    # rewrites bench/sets/medical_everyday_15.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, TH, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_15.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("被蝎子蛰了手肿得老高 蝎子螫伤会咋样 要紧不", "has_symptom", "蝎子螫伤", D),
    Q("土拉菌病得了人会怎么样啊", "has_symptom", "兔热病", D, mention="土拉菌病"),
    Q("我家老大三岁了口水还流个不停，会不会是小儿流涎症，这病还有啥表现", "has_symptom", "小儿流涎症", D),
    Q("腿上长了几个暗红的小疙瘩 皮肤科说是血管角皮瘤 它还会有别的表现吗", "has_symptom", "血管角化瘤", D, mention="血管角皮瘤"),
    Q("冬天老烤火腿上出了一片网状的斑 查了说是热激性网状色素沉着 它还会怎样", "has_symptom", "火激红斑", D, mention="热激性网状色素沉着"),
    Q("走路一瘸一拐的 步态异常是啥病闹的", "has_symptom", "步态异常", S),
    Q("咽结膜热这个病 小孩得了是啥样", "has_symptom", "咽结膜热", D),
    # designated_to
    Q("老中医说我这是脉痹 去大医院该挂哪个科", "designated_to", "热痹", D, mention="脉痹"),
    Q("门静脉海绵样变挂啥科", "designated_to", "门静脉海绵样变", D),
    Q("我姐怀孕五个月类风湿又犯了，妊娠合并类风湿性关节炎该找哪个科的医生呀", "designated_to", "妊娠合并类风湿性关节炎", D),
    Q("Fahr病去医院看哪个科", "designated_to", "基底核钙化症", D, mention="Fahr病"),
    Q("孩子皮肤一碰就掉皮 医生说是葡萄球菌性烫伤样皮肤综合征 要转到哪个科室", "designated_to", "葡萄球菌性烫伤样皮肤综合征", D),
    Q("小儿尿崩症挂儿科对吗", "designated_to", "小儿尿崩症", D, named="儿科"),
    Q("肛肠外科 主要管什么病", "designated_to", "肛肠外科", DEP),
    # checks
    Q("黄体期缺陷是怎么查出来的", "checks", "黄体功能不全", D, mention="黄体期缺陷"),
    Q("耳朵下面摸到个包 说是涎腺多形性腺瘤 要做啥检查", "checks", "涎腺混合瘤", D, mention="涎腺多形性腺瘤"),
    Q("胃镜报告上写巴雷特食管，以后要定期查些什么", "checks", "Barrett食管", D, mention="巴雷特食管"),
    Q("我爸摔了头之后医生怀疑外伤性脑积水 一般要查哪些项目", "checks", "外伤性脑积水", D),
    Q("狗误吃了老鼠药我也碰了 敌鼠中毒要化验啥", "checks", "敌鼠中毒", D),
    Q("死胎这个病是靠什么检查发现的", "checks", "死胎", D),
    Q("皮肤试验一般是查哪些病用的", "checks", "皮肤试验", C),
    # has_complication
    Q("最近老胸闷 做了一堆检查 医生最后说可能是限制性心肌病 这病拖久了会搞出哪些别的病", "has_complication", "限制性心肌病", D),
    Q("Kawasaki Disease会留下什么毛病吗", "has_complication", "小儿皮肤黏膜淋巴结综合征", D, mention="Kawasaki Disease"),
    Q("胃下垂时间长了还会带出啥病来呢", "has_complication", "胃下垂", D),
    Q("核磁报告写鞍隔缺损 有啥后果", "has_complication", "空鞍综合征", D, mention="鞍隔缺损"),
    Q("急性髌骨脱位以后会不会落下关节炎", "has_complication", "急性髌骨脱位", D, named="关节炎"),
    Q("妊娠合并硬皮病的话 孕妈妈还可能合并出哪些病", "has_complication", "妊娠合并硬皮病", D),
    Q("大便油乎乎的那种脂肪泻 是哪些病拖出来的", "has_complication", "脂肪泻", D, reverse=True),
    # cures
    Q("泌乳素瘤吃啥药 要开刀吗", "cures", "泌乳素瘤", D),
    Q("头上长虱子了 虱病用什么药膏好使", "cures", "虱病", D),
    Q("非淋菌性尿道炎和淋病不是一回事吧 它用啥药", "cures", "非淋菌性尿道炎", D),
    Q("地方性呆小病补碘用哪些药", "cures", "地方性克汀病", D, mention="地方性呆小病"),
    Q("肾穿结果是膜性肾小球肾炎 一般用什么药", "cures", "膜性肾病", D, mention="膜性肾小球肾炎"),
    Q("眼睛长真菌了，医生说真菌性角膜炎，这个病该用哪个药", "cures", "真菌性角膜炎", D),
    Q("医生开了苍耳子鼻炎胶囊 它对付哪些病", "cures", "苍耳子鼻炎胶囊", DR),
    # shown_on
    Q("雷头风 疼在哪儿", "shown_on", "雷头风", D),
    Q("椎间隙感染是哪个部位出问题", "shown_on", "椎间隙感染", D),
    Q("错构瘤都爱长在哪些器官上", "shown_on", "错构瘤", D),
    Q("拍片看到外生骨疣 它一般长在哪块骨头上", "shown_on", "单发性骨软骨瘤", D, mention="外生骨疣"),
    Q("esophageal angioma长在食管哪一段", "shown_on", "食管血管瘤", D, mention="esophageal angioma"),
    Q("黏膜白斑病会长在嘴里吗", "shown_on", "黏膜白斑病", D, named="口腔"),
    # has_alias
    Q("莱施尼汉综合征俗称叫啥", "has_alias", "莱施尼汉综合征", D),
    Q("战壕热 民间怎么叫", "has_alias", "战壕热", D),
    Q("迷路炎 是不是就是内耳炎", "has_alias", "迷路炎", D, named="内耳炎"),
    Q("布鲁里溃疡是啥病", "has_alias", "布鲁里溃疡", AL),
    Q("自毁容貌综合征听着好吓人 正式的病名叫什么", "has_alias", "自毁容貌综合征", AL),
    Q("耳屎 医学上叫啥", "has_alias", "耳屎", AL),
    # caused_by
    Q("羰基镍中毒咋来的 能治好不", "caused_by", "羰基镍中毒", D),
    Q("医生说我胆道口那块括约肌有问题 写的SOD 这是什么原因引起的", "caused_by", "奥迪括约肌功能异常", D, mention="SOD"),
    Q("孩子腿上起了一片片的包 医生说丘疹性荨麻疹 这是怎么引起的呀", "caused_by", "丘疹性荨麻疹", D),
    Q("生完孩子第三天开始发烧 产后发热是什么原因造成的", "caused_by", "产褥热", D, mention="产后发热"),
    Q("外甥确诊了Bruton病 这个病是怎么来的", "caused_by", "儿童X连锁无丙种球蛋白血症", D, mention="Bruton病"),
    Q("头发一把一把掉 查了是休止期脱发 为啥会这样", "caused_by", "休止期脱发", D),
    Q("长期应用广谱抗生素会引起哪些病", "caused_by", "长期应用广谱抗生素", CA),
    # has_risk_factor
    Q("什么情况下更容易出现肠穿孔这个病", "has_risk_factor", "肠穿孔", D),
    Q("缺血性心脏疾病跟哪些因素有关 哪种人风险高", "has_risk_factor", "缺血性心脏疾病", D),
    Q("我爸在化疗 医生提醒小心发热性中性粒细胞减少 哪些情况会让它更容易发生", "has_risk_factor", "发热性中性粒细胞减少", D),
    Q("换过心脏瓣膜的人 人工瓣膜心内膜炎的风险跟什么有关", "has_risk_factor", "人工瓣膜心内膜炎", D),
    Q("长年上夜班 夜班工作会增加哪些病的风险", "has_risk_factor", "夜班工作", CA),
    Q("有HCV感染的话 会让哪种病更危险", "has_risk_factor", "HCV感染", CA),
    # common_in
    Q("达拉肘一般发生在多大的孩子身上", "common_in", "桡骨小头半脱位", D, mention="达拉肘"),
    Q("肉芽肿性酒渣鼻哪类人容易得", "common_in", "肉芽肿性酒渣鼻", D),
    Q("先锋头是刚生下来的宝宝才有的吗", "common_in", "产瘤", D, mention="先锋头"),
    Q("青铜症 多见于哪些孩子", "common_in", "婴儿青铜综合征", D, mention="青铜症"),
    Q("踝关节软骨损伤 踢球的人是不是更容易", "common_in", "踝关节软骨损伤", D, named="足球运动员"),
    Q("轮状病毒性肠炎多发在哪个年龄段", "common_in", "轮状病毒性肠炎", D),
    Q("洞穴探索者容易得什么病", "common_in", "洞穴探索者", PO),
    # prevalent_in
    Q("埃及血吸虫病是不是中东那边也有", "prevalent_in", "埃及血吸虫病", D, named="中东地区"),
    Q("荚膜组织胞浆菌病 集中在美国啥地方", "prevalent_in", "荚膜组织胞浆菌病", D),
    Q("儿童期哮喘在哪些国家特别常见", "prevalent_in", "儿童期哮喘", D),
    Q("下个月去斯堪的纳维亚半岛玩 那边哪种病比较多", "prevalent_in", "斯堪的纳维亚半岛", RE),
    Q("溶血性贫血 在哪些地区的人里面多见", "prevalent_in", "溶血性贫血", D),
    # treated_with
    Q("慢性化脓性骨髓炎能手术吗 都有哪些治法", "treated_with", "慢性化脓性骨髓炎", D),
    Q("我妈一只眼睛突然看不见了 说是视网膜中央动脉阻塞 怎么抢救", "treated_with", "视网膜中央动脉阻塞", D),
    Q("胸主动脉瘤怎么治", "treated_with", "胸主动脉瘤", D),
    Q("手腕这块又麻又疼 查出来是手痛性麻痹 它怎么治", "treated_with", "桡神经感觉支卡压", D, mention="手痛性麻痹"),
    Q("Plummer病怎么处理", "treated_with", "毒性结节性甲状腺肿", D, mention="Plummer病"),
    Q("木薯没煮熟吃了 木薯中毒了怎么办 要洗胃吗", "treated_with", "木薯中毒", D),
    Q("口服碘化钾是治什么病用的", "treated_with", "口服碘化钾", TH),
    # metastasizes_to
    Q("前列腺癌要是没控制住 会转到身上哪些地方", "metastasizes_to", "前列腺癌", D),
    Q("肾癌会往哪里转啊", "metastasizes_to", "肾癌", D),
    Q("声门上型喉癌 容易跑到哪儿去", "metastasizes_to", "声门上型喉癌", D),
    Q("我爸睾丸癌做完手术医生让查后腹膜，这个癌一般转到哪里", "metastasizes_to", "睾丸癌", D),
    Q("甲状腺上查出转移灶 可能是从哪种癌转过来的", "metastasizes_to", "甲状腺", BP),
    # invades
    Q("口咽癌会侵犯到哪些地方", "invades", "口咽癌", D),
    Q("我舅查出来肾细胞癌 它长大了会往哪些地方长进去", "invades", "肾细胞癌", D),
    Q("肝内胆管癌一般侵到哪了", "invades", "肝内胆管癌", D),
    Q("小细胞肺癌 会不会长到胸膜上去", "invades", "小细胞肺癌", D, named="胸膜"),
    Q("胰腺炎疼会往背上窜吗", "invades", "胰腺炎", D, named="背部"),
    # is_subtype_of
    Q("额窦上颌窦炎算是哪一类鼻窦炎", "is_subtype_of", "额窦上颌窦炎", D),
    Q("胆囊坏疽算哪类病哈", "is_subtype_of", "胆囊坏疽", D),
    Q("过敏性结肠是肠易激综合征的一种吗", "is_subtype_of", "过敏性结肠", D, named="肠易激综合征"),
    Q("风疹块和血管神经性水肿 归在哪个大类里", "is_subtype_of", "荨麻疹和血管性水肿", D, mention="风疹块和血管神经性水肿"),
    Q("复发性脐疝上一级是啥病", "is_subtype_of", "复发性脐疝", D),
    Q("刺激性接触性皮炎下面分哪些具体的病", "is_subtype_of", "刺激性接触性皮炎", D, reverse=True),
    # related_disease
    Q("淋巴水肿跟什么病有关系呢", "related_disease", "淋巴水肿", D),
    Q("胎传梅毒的孩子 以后还跟哪些病沾边", "related_disease", "先天性梅毒", D, mention="胎传梅毒"),
    Q("原发性痛风急性关节炎 跟高尿酸血症有关联吧", "related_disease", "原发性痛风急性关节炎", D, named="高尿酸血症"),
    Q("先天性肝内胆管扩张症 会跟啥病搭上关系", "related_disease", "Caroli病", D, mention="先天性肝内胆管扩张症"),
    Q("获得性凝血酶原减低症 跟什么病有关", "related_disease", "维生素K缺乏症", D, mention="获得性凝血酶原减低症"),
    Q("动脉钙化跟哪些病相关联", "related_disease", "动脉钙化", D, reverse=True),
    # differential_diagnosis
    Q("晚上磨牙磨得厉害 磨牙症要跟什么病区分开", "differential_diagnosis", "磨牙症", D),
    Q("紧张性头痛会不会其实是别的头痛 要跟哪个分清楚", "differential_diagnosis", "紧张性头痛", D),
    Q("重症疟疾 容易和啥搞混", "differential_diagnosis", "重症疟疾", D),
    Q("肥厚性心肌病 诊断的时候要排除哪些", "differential_diagnosis", "肥厚性心肌病", D),
    Q("哪些病看起来容易跟链球菌性咽炎混了", "differential_diagnosis", "链球菌性咽炎", D, reverse=True),
    # indicated_for
    Q("香苏正胃丸 小孩肚子疼能吃吗 治什么的", "indicated_for", "香苏正胃丸", DR),
    Q("富露施是干嘛用的", "indicated_for", "乙酰半胱氨酸颗粒", DR, mention="富露施"),
    Q("ICU里给我爸用了万祥 这个是治啥的", "indicated_for", "注射用硝普钠", DR, mention="万祥"),
    Q("腰扭了 氯唑沙宗片能吃吗 主要治啥", "indicated_for", "氯唑沙宗片", DR),
    Q("爱宝疗这个栓剂用来治什么的", "indicated_for", "聚甲酚磺醛阴道栓", DR, mention="爱宝疗"),
    Q("我妈老睡不着 健脑安神片能治哪些毛病", "indicated_for", "健脑安神片", DR),
    Q("淡漠 没精神对啥都没兴趣 有什么药", "indicated_for", "淡漠", D),
    # has_adverse_reaction
    Q("克拉霉素胶囊副作用大不大", "has_adverse_reaction", "克拉霉素胶囊", DR),
    Q("乐松吃多了伤胃吗 还会有啥副作用", "has_adverse_reaction", "洛索洛芬钠片", DR, mention="乐松"),
    Q("盐酸胺碘酮胶囊吃了身上会有啥反应", "has_adverse_reaction", "盐酸胺碘酮胶囊", DR),
    Q("乐佰欣吃完有点恶心 正常吗", "has_adverse_reaction", "蚓激酶肠溶片", DR, mention="乐佰欣", named="恶心"),
    Q("克朗宁吃了口干是它引起的吗 还有别的反应没", "has_adverse_reaction", "三分三浸膏片", DR, mention="克朗宁"),
    Q("身上长了扁平苔藓 会不会是吃药吃出来的 哪些药会这样", "has_adverse_reaction", "扁平苔藓", S),
    # has_ingredient
    Q("正露丸里面是啥成分", "has_ingredient", "正露丸", DR),
    Q("百令片里头真有冬虫夏草吗", "has_ingredient", "百令片", DR, named="冬虫夏草"),
    Q("恺诺里都有什么药", "has_ingredient", "酚麻美敏胶囊", DR, mention="恺诺"),
    Q("大川芎片用了哪几味药", "has_ingredient", "大川芎片", DR),
    Q("贝雪这个抗过敏的 主要成分是什么", "has_ingredient", "枸地氯雷他定片", DR, mention="贝雪"),
    Q("含羟喜树碱的药有哪些", "has_ingredient", "羟喜树碱", IN),
    Q("特威凯 成分", "has_ingredient", "多替拉韦钠片", DR, mention="特威凯"),
    # is_a_level3
    Q("骨折挫伤胶囊属于哪一类药", "is_a_level3", "骨折挫伤胶囊", DR),
    Q("夸西泮片是什么类的药 安眠的那种吗", "is_a_level3", "夸西泮片", DR),
    Q("伊诺舒算哪类药", "is_a_level3", "盐酸氨溴索注射液", DR, mention="伊诺舒"),
    Q("术后打的艾分 是止血的那类药吗", "is_a_level3", "注射用酚磺乙胺", DR, mention="艾分", named="促凝血药"),
    Q("抗早孕药都有哪些", "is_a_level3", "抗早孕药", DC),
    Q("尼尔雌醇片是激素吗", "is_a_level3", "尼尔雌醇片", DR, named="雌激素类"),
    # belongs_to
    Q("开博通 属于哪种降压药呢", "belongs_to", "开博通", DR),
    Q("申嘉这个头孢 算第一代还是第二代", "belongs_to", "头孢氨苄缓释胶囊", DR, mention="申嘉"),
    Q("迈纬希是哪一类药品", "belongs_to", "西咪替丁氯化钠注射液", DR, mention="迈纬希"),
    Q("越鞠保和丸在药店归在哪个分类下", "belongs_to", "越鞠保和丸", DR),
    Q("叔胺基酯类合成抗胆碱药有哪几种", "belongs_to", "叔胺基酯类合成抗胆碱药", PC),
    Q("恒康正清是泻药吗", "belongs_to", "恒康正清", DR, named="缓泻剂和泻药"),
    # drug_has_alias
    Q("健尼哌是什么药", "drug_has_alias", "健尼哌", AL),
    Q("社区通知打盼尔来福 它正式叫什么疫苗", "drug_has_alias", "盼尔来福", AL),
    Q("注射用硫酸抗敌素 还有别的名字吗", "drug_has_alias", "注射用硫酸抗敌素", DR),
    Q("注射用单磷酸阿糖腺苷 商品名是啥", "drug_has_alias", "注射用单磷酸阿糖腺苷", DR),
    Q("药盒上写康耐得 对应的是哪个药", "drug_has_alias", "康耐得", AL),
    # mainly_treats
    Q("豹牙郎子能治什么", "mainly_treats", "野牡丹子", M, mention="豹牙郎子"),
    Q("海决明 降血压有用吗 主要治啥", "mainly_treats", "海决明", M),
    Q("墓头回这味药 是治妇科病的吗", "mainly_treats", "墓头回", M),
    Q("浮小麦 止汗的吧 还治什么", "mainly_treats", "浮小麦", M),
    Q("芙蓉花 拿来治啥", "mainly_treats", "木芙蓉花", M, mention="芙蓉花"),
    Q("一枝香这个草药能治喉咙痛吗", "mainly_treats", "一枝黄花", M, mention="一枝香", named="咽喉肿痛"),
    Q("产后恶露不尽 有哪些草药可以用", "mainly_treats", "产后恶露不尽", D),
    # has_efficacy
    Q("百条根能干啥 能杀虱子吗", "has_efficacy", "百部", M, mention="百条根"),
    Q("帘子藤泡酒 有什么作用", "has_efficacy", "帘子藤", M),
    Q("老虎脷 有啥作用", "has_efficacy", "大蓟", M, mention="老虎脷"),
    Q("预知子这东西干嘛的", "has_efficacy", "预知子", M),
    Q("鸡公花还能入药？有什么效果", "has_efficacy", "鸡冠花", M, mention="鸡公花"),
    Q("驴肉 中医上说有什么好处", "has_efficacy", "驴肉", M),
    Q("能涩肠的药材有哪些", "has_efficacy", "涩肠", EF),
    # distributed_in
    Q("鹿含草哪里产的哈", "distributed_in", "鹿衔草", M, mention="鹿含草"),
    Q("橘核这味药 哪些省有", "distributed_in", "橘核", M),
    Q("盾翅藤 只有云南有吗", "distributed_in", "盾翅藤", M, named="海南及云南"),
    Q("阿尔泰多榔菊 是新疆的吗", "distributed_in", "阿尔泰多榔菊", M, named="新疆"),
    Q("海南的沿海地区 出产什么药材", "distributed_in", "海南的沿海地区", RE),
    Q("羊腰子入药 哪里都有吗", "distributed_in", "羊肾", M, mention="羊腰子"),
    # material_has_alias
    Q("白蝶花 在乡下叫什么", "material_has_alias", "白蝶花", M),
    Q("丝瓜络又叫啥", "material_has_alias", "丝瓜络", M),
    Q("沙棘 民间别称", "material_has_alias", "沙棘", M),
    Q("鸭脚木是什么药材", "material_has_alias", "鸭脚木", AL),
    Q("斑枝花 指的哪味药", "material_has_alias", "斑枝花", AL),
    Q("染青草 是哪种药材的别称", "material_has_alias", "染青草", AL),
    Q("冬菇在药书上的别名", "material_has_alias", "冬菇", M),
    # composed_of
    Q("八正散加木香汤 方子里有啥", "composed_of", "八正散加木香汤", F),
    Q("八宝丸里都搁了什么药", "composed_of", "八宝丸", F),
    Q("八子丸用哪几种子", "composed_of", "八子丸", F),
    Q("茜根汤都放了哪些药材", "composed_of", "八物茜根汤", F, mention="茜根汤"),
    Q("八味地黄加铁落汤 里头有熟地黄吗", "composed_of", "八味地黄加铁落汤", F, named="熟地黄"),
    Q("土鳖虫 入了哪些方子", "composed_of", "土鳖虫", IN),
    # formula_has_efficacy
    Q("一贯煎 作用是什么", "formula_has_efficacy", "一贯煎", F),
    Q("温脾汤 喝了对脾胃有啥用", "formula_has_efficacy", "温脾汤", F),
    Q("仙方活命饮 能消肿吗", "formula_has_efficacy", "仙方活命饮", F, named="消肿散结"),
    Q("利气丸 有什么功效", "formula_has_efficacy", "琥珀利气丸", F, mention="利气丸"),
    Q("半夏泻心汤干啥用的", "formula_has_efficacy", "半夏泻心汤", F),
    Q("清暑益气的方子有哪个", "formula_has_efficacy", "清暑益气", EF),
    # prescribed_for
    Q("青蒿鳖甲汤 晚上发热早上退 是治这个的吗", "prescribed_for", "青蒿鳖甲汤", F, named="夜热早凉"),
    Q("玉真散治什么的呢", "prescribed_for", "玉真散", F),
    Q("龟鹿二仙胶 能治不孕吗", "prescribed_for", "龟鹿二仙胶", F, named="不孕症"),
    Q("老是头晕恶心 大夫开了半夏茯苓天麻汤 这方子治啥的", "prescribed_for", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤"),
    Q("白带多发黄 易黄汤能喝吗 主治啥", "prescribed_for", "易黄汤", F),
    Q("温燥伤肺 用什么方子", "prescribed_for", "温燥伤肺", D),
    # formula_has_alias
    Q("八味厚朴丸 有简称吗", "formula_has_alias", "八味厚朴丸", F),
    Q("巴戟浸酒 有没有别称", "formula_has_alias", "巴戟浸酒", F),
    Q("古书里的治疝茴香丸 现在叫啥方", "formula_has_alias", "治疝茴香丸", AL),
    Q("拓痞丸 这名字没听过 正名是啥", "formula_has_alias", "拓痞丸", AL),
    Q("虎骨散是八效虎骨散吧 还有别的名字吗", "formula_has_alias", "八效虎骨散", F),
    # check_for_disease
    Q("阿司匹林耐量试验查什么病", "check_for_disease", "阿司匹林耐量试验", C),
    Q("HBsAg免疫复合物检查 查出来阳性是啥病", "check_for_disease", "HBsAg免疫复合物检查", C),
    Q("胃液乳酸测定 是查胃癌的吗", "check_for_disease", "胃液乳酸测定", C, named="胃癌"),
    Q("羊水胆红素检查 能查出哪些问题", "check_for_disease", "羊水胆红素检查", C),
    Q("四肢CT检查一般是看哪些病", "check_for_disease", "四肢CT检查", C),
    Q("定量肝功能试验 查哪些肝病", "check_for_disease", "定量肝功能试验", C),
    # check_for_symptom
    Q("肌钙蛋白检查 胸痛的时候要查吗", "check_for_symptom", "肌钙蛋白检查", C, named="胸痛"),
    Q("尿道抬举试验 查什么症状的", "check_for_symptom", "尿道抬举试验", C),
    Q("沙门氏菌的鉴定 拉肚子的时候做吗", "check_for_symptom", "沙门氏菌的鉴定", C, named="腹泻"),
    Q("粪寄生虫卵检查是针对什么症状的", "check_for_symptom", "粪寄生虫卵检查", C),
    Q("小便淋漓不尽 要做什么检查", "check_for_symptom", "小便淋漓", S),
    # performed_by
    Q("要做宫腔镜检查 去哪个科排队", "performed_by", "宫腔镜检查", C),
    Q("心血管造影检查 哪个科给做", "performed_by", "心血管造影检查", C),
    Q("做脑电图检查要去哪个科 神经科吗", "performed_by", "脑电图检查", C, named="神经科"),
    Q("新生儿筛查 在哪个科抽血", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    # check_has_alias
    Q("超声内镜检查 报告上字母缩写怎么写", "check_has_alias", "超声内镜检查", C),
    Q("孩子要做EEG 那是个啥检查", "check_has_alias", "EEG", AL),
    Q("单子上写着EUS 这是做什么检查", "check_has_alias", "EUS", AL),
    Q("医生写的静脉肾盂排泄造影 跟单子上的静脉尿路造影检查是同一个不", "check_has_alias", "静脉尿路造影检查", C, named="静脉肾盂排泄造影"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day15"))
