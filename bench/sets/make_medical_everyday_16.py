"""Writes `medical_everyday_16.jsonl`, a sixteenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifteenth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 211 questions, every
relation type of the network asked four to seven times, by patients, parents, elderly people, pharmacists,
nurses, students and people who use traditional Chinese medicine. Other diseases, drugs, medicinal materials,
formulas and checks than the nineteen other sets (the shipped dev set, everyday sets 1 to 15 and the three alias
sets) wherever the network allows: 162 questions name their entity by a name and mention no other set's line
uses; the other 49 are mostly in the relation types whose few records every earlier set already asks about
(has_risk_factor, prevalent_in, metastasizes_to, invades, differential_diagnosis, drug_has_alias,
formula_has_alias, performed_by, check_has_alias), asked another way or from the relation's target end. None of
its records or names is one the second alias set uses. No question repeats one of theirs, and none shares more
than 64% of its character pairs with one of theirs.

The wording leans further than the fifteenth set's towards the way people type into a chat box on a phone,
alongside ordinary full questions: short fragments with little or no punctuation (除脂生发片成分, 松毛虫皮炎挂哪,
八味龙骨散 方子组成: 209 questions have no full-width punctuation, 124 put a space where a sentence would have a
comma), two questions run together whose first part is the one asked (银翘解毒液是治什么的 小孩能喝吗 asks what it
treats, 药茴香有什么功效啊 跟做菜的茴香一样吗 for the efficacy, 金铃子散治哪些痛 孕妇能喝吗 for what it is prescribed
for, 血友病这个病能治吗 怎么治 for the treatments), the entity named late in a long sentence (我舅从架子上摔下来 医生怀疑
脊柱和脊髓损伤 到医院一般会安排做什么检查呢, 我爸装了起搏器以后老头晕没劲 医生提了一句起搏器综合征 这病还有啥表现),
pronouns pointing back (这病, 这个, 它, 这药, 这味: 27 questions, e.g. 类癌综合征 后来肝里也查出来了 是它转过去的吗),
a clause of context (我姥爷躺床上好几年了, 过年吃撑了胃胀得难受, 老家山上挖的), new verbs and shapes (消下去, 牵连出,
往身上别处长, 开得了, 举几个, 搁了些啥, 洋文叫法) and the particles 呢/啊/呀/嘛/哈 (20 questions). 27 name the one
neighbour they ask about (会厌谷恶性肿瘤 算口咽癌吗, 孚麦欣是青霉素吗), 17 besides the alias questions below are asked
from the relation's target end (眼前黑影是啥病的症状呢, 挤奶员容易得什么病, 哪些病看病时得排除掉不宁腿综合征, 能活络止痛的药材
有哪些, 象牙屑 入了哪些方剂, 心血管科 开得了哪些检查项目), and several name two records (心房扑动与心房颤动不治的话会搞出
脑栓塞吗, 小儿缺铁性贫血能喝复方硫酸亚铁颗粒不, 脑膜肉瘤是脑脊膜恶性肿瘤的一种吗, 急性子是不是就是凤仙花).

Names inside names: by a mechanical count 102 questions are about a record whose name holds the name (three
characters or more) of another disease, symptom, drug, check, material or formula record, or lies inside a longer
one; about thirty were chosen for it and are asked the way people say them (小儿缺铁性贫血 holds 缺铁性贫血, 亚急性湿疹
holds 急性湿疹, 肝硬化腹水 holds 肝硬化, 新型隐球菌性脑膜炎 holds 隐球菌性脑膜炎, 急性子宫内膜炎 holds 子宫内膜炎 and the
material 急性子, 心房扑动与心房颤动 holds both, 典型预激综合征 holds 预激综合征, 小儿片吸虫病 holds 片吸虫病, 绝经期尿失禁
holds 尿失禁, 掌跖脓疱病 holds 脓疱病, 腹主动脉瘤 holds 主动脉瘤, 腮腺恶性肿瘤 and 会厌谷恶性肿瘤 hold 恶性肿瘤, 慢性缺血性
心脏病 holds 缺血性心脏病, B族链球菌感染 holds 链球菌感染, 非霍奇金淋巴瘤 holds 霍奇金淋巴瘤, 急性 and 慢性淋巴细胞白血病
hold 淋巴细胞白血病, 减味牛黄解毒胶囊 holds 牛黄解毒胶囊, 复方卡托普利片 holds 卡托普利片, 环磷腺苷葡胺注射液90mg holds
环磷腺苷葡胺注射液, 胰腺的CT检查 holds CT检查, 无痛胃镜检查 holds 胃镜检查, 八物肾气丸 holds 肾气丸, 小画眉草 holds 画眉草;
芋头 lies inside 芋头花, 牛肝 inside 小牛肝菌, 急性子 inside 急性子宫内膜炎, 西吡氯铵 inside 西吡氯铵含片, 经阴道超声 inside
经阴道超声检查, 急性中耳炎 inside 儿童急性中耳炎, 软下疳 inside 软下疳性阴道炎).

About one question in four (50 of 211) names its entity by an alias the network records for that very instance,
of many kinds: disease aliases (26): eponymous, English and abbreviated names (Sever病, Caffey病, Charcot关节病, 休门病,
杜诺凡病, 梅罗综合征, LGL综合征, NHL), folk and old names (蛤蟆肿, 乳栗, 黑踵病, 棉花核中毒) and reworded names, some with a
part dropped or added (尿布蓝染综合征, 胫骨结节骨软骨炎, 双输尿管, 肛隐窝炎, 鞘磷脂沉积病, 肺心脑综合征, 脊髓髓内肿瘤, 心室停搏,
几内亚虫感染, 双糖不耐受症, 胎儿酒精综合征, 酒精性痴呆, 慢性腰背肌劳损, 神经病性骨关节病); drug trade names (11 questions,
below) and two names the drug alias relation records (唯佳美, 朗依君); medicinal material aliases (7: 北瓜子, 酒翁, 代代花,
钩缘干, 孩儿茶, 开心果, 飞蛾七); formula aliases (2: 厚朴煎, 八味丸); and check aliases (2: newborn screening, EMG).
Fourteen more ask what an alias stands for (蕈样霉菌病, 巴斯德病, 口腔梨形虫病, 釉质瘤, 力文, 善存, 长虫皮, 旃檀, 猫儿卵,
巴戟汤, 麦门冬散, ECG, electromyography, RPR): their gold is the alias instance, answered by the record that lists
it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names
its entity by is one the network records for that very instance.

Drug trade names: 11 questions name a drug by a trade name its record's `trade_name` property lists (得必泰, 施达赛,
开富特, 艾迪尔, 甘利欣, 扶信, 安贝特, 克拉仙, 思美泰, 诺欣生, 孚麦欣). Every one of these names is also a drug record of its
own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the
standard record (复方铝酸铋颗粒, 达沙替尼片, 复方卡托普利片, 聚维酮碘阴道泡腾片, 甘草酸二铵胶囊, 环磷腺苷葡胺注射液90mg,
氨咖黄敏口服溶液, 克拉霉素片, 注射用丁二磺酸腺苷蛋氨酸, 盐酸纳曲酮片, 托西酸舒他西林胶囊), the mention is the trade name and
the line is tagged `alias`, because a patient holding the box asks about the medicine, and the standard record is
the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (2 questions besides the 11 drug names, and 3 alias instances);
the gold record is the one the question is judged to mean:
- Charcot关节病 is a cause record (with nothing but a caused_by edge) as well as the alias of 神经病性关节病; the
  question asks on which joints it shows, which only the disease holds.
- EMG is a check record (a target of diseases' checks edges, with no check_for_disease edge of its own) as
  well as the alias of 肌电图检查; the question asks which disease a doctor suspects when ordering it, so it is
  about 肌电图检查, the record that lists the alias and holds the diseases the check is for.
- 力文 and 善存 are drug records as well as alias instances, and ECG is a check record as well as an alias instance;
  the questions ask what the name stands for (是哪个药, 对应的药正经叫什么, 到底指啥检查), so their gold is the alias
  instance, answered by the record that lists it.
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom, cause or ingredient record: 软下疳, 胃痉挛, 血友病, 羊水过多, 海星, 急性子 …); some of them say which is
  meant (这个性病, 这个病, 这个药材).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_16.py    # rewrites bench/sets/medical_everyday_16.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_16.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("软下疳这个性病 得了会是啥样的", "has_symptom", "软下疳", D),
    Q("我爸装了起搏器以后老头晕没劲 医生提了一句起搏器综合征 这病还有啥表现", "has_symptom", "起搏器综合征", D),
    Q("儿子踢球后脚后跟疼 骨科说是Sever病 它一般还有什么症状呀", "has_symptom", "跟骨骨骺骨软骨病", D, mention="Sever病"),
    Q("孩子皮肤一蹭就起水疱 大疱性表皮松解症都有哪些症状", "has_symptom", "大疱性表皮松解症", D),
    Q("孩子尿布老是发蓝 查了说是尿布蓝染综合征 这病还会有哪些表现", "has_symptom", "小儿蓝尿布综合征", D, mention="尿布蓝染综合征"),
    Q("梅罗综合征嘴唇肿 还会有别的症状吗", "has_symptom", "唇舌水肿及面瘫综合征", D, mention="梅罗综合征"),
    Q("眼前老有黑影飘来飘去 眼前黑影是啥病的症状呢", "has_symptom", "眼前黑影", S),
    # designated_to
    Q("松毛虫皮炎挂哪", "designated_to", "松毛虫皮炎", D),
    Q("我家老二查出来甘露糖苷贮积症 这个要去看哪个科呀", "designated_to", "甘露糖苷贮积症", D),
    Q("孩子膝盖下面鼓个包跑完就疼 说是胫骨结节骨软骨炎 该挂什么科", "designated_to", "胫骨结节骨骺炎", D, mention="胫骨结节骨软骨炎"),
    Q("体检B超说有双输尿管 要挂泌尿外科吗", "designated_to", "双重输尿管", D, mention="双输尿管", named="泌尿外科"),
    Q("LGL综合征 去医院找哪个科看", "designated_to", "短P—R综合征", D, mention="LGL综合征"),
    Q("屁股那块坠胀疼 肛隐窝炎挂啥科啊", "designated_to", "肛窦炎", D, mention="肛隐窝炎"),
    Q("口腔颌面外科都看些什么病", "designated_to", "口腔颌面外科", DEP),
    # checks
    Q("鞘磷脂沉积病确诊要查哪些", "checks", "尼曼—匹克病", D, mention="鞘磷脂沉积病"),
    Q("韦格内肉芽肿一般靠啥检查确诊", "checks", "韦格内肉芽肿", D),
    Q("妇科说我可能是急性子宫内膜炎 要做哪些检查啊", "checks", "急性子宫内膜炎", D),
    Q("大脚趾根发僵翘不起来 说是拇僵硬 这怎么查出来的", "checks", "拇僵硬", D),
    Q("我舅从架子上摔下来 医生怀疑脊柱和脊髓损伤 到医院一般会安排做什么检查呢", "checks", "脊柱和脊髓损伤", D),
    Q("肺心脑综合征要做哪些检查 要抽血吗", "checks", "肺性脑病", D, mention="肺心脑综合征"),
    Q("脊髓髓内肿瘤 查什么能确诊", "checks", "髓内肿瘤", D, mention="脊髓髓内肿瘤"),
    # has_complication
    Q("心室停搏会引起什么后果", "has_complication", "心室静止", D, mention="心室停搏"),
    Q("可拉明中毒会不会导致呼吸衰竭啊", "has_complication", "可拉明中毒", D, named="呼吸衰竭"),
    Q("心房扑动与心房颤动不治的话会搞出脑栓塞吗", "has_complication", "心房扑动与心房颤动", D, named="脑栓塞"),
    Q("我姥爷躺床上好几年了 脊髓性肌肉萎缩 长期卧床会继发些什么病", "has_complication", "脊髓性肌肉萎缩", D),
    Q("肝源性肾损害 往后会并出哪些毛病", "has_complication", "肝源性肾损害", D),
    Q("Caffey病会留下后遗症吗", "has_complication", "婴儿骨皮质增生症", D, mention="Caffey病"),
    Q("神经衰弱 会不会是别的病拖出来的 都有哪些病会并发它", "has_complication", "神经衰弱", D, reverse=True),
    # cures
    Q("脑炎后遗症 有啥药能吃", "cures", "脑炎后遗症", D),
    Q("肝硬化腹水用什么药消水", "cures", "肝硬化腹水", D),
    Q("小儿缺铁性贫血能喝复方硫酸亚铁颗粒不", "cures", "小儿缺铁性贫血", D, named="复方硫酸亚铁颗粒"),
    Q("男的胸变大了 男性乳腺发育症吃啥药能消下去", "cures", "男性乳腺发育症", D),
    Q("手心脚心老起小脓包 掌跖脓疱病擦什么药膏好", "cures", "掌跖脓疱病", D),
    Q("亚急性湿疹用啥药 会不会有激素", "cures", "亚急性湿疹", D),
    Q("几内亚虫感染有药治吗", "cures", "龙线虫病", D, mention="几内亚虫感染"),
    # shown_on
    Q("打针打出来的那种肌注硬结 一般长哪儿", "shown_on", "肌注硬结", D),
    Q("黑踵病是长在脚哪块", "shown_on", "足跟瘀斑", D, mention="黑踵病"),
    Q("杜诺凡病长在什么部位", "shown_on", "腹股沟肉芽肿", D, mention="杜诺凡病"),
    Q("乳栗是乳房上的病吗", "shown_on", "乳核", D, mention="乳栗", named="乳房"),
    Q("孩子舌头底下鼓个泡 老人说是蛤蟆肿 具体长在哪个位置", "shown_on", "舌下腺囊肿", D, mention="蛤蟆肿"),
    Q("单侧关节突关节脱位是哪节脊椎出的问题", "shown_on", "单侧关节突关节脱位", D),
    Q("Charcot关节病好发在哪些关节", "shown_on", "神经病性关节病", D, mention="Charcot关节病"),
    # has_alias
    Q("肠气囊肿病 还有别的叫法吗", "has_alias", "肠气囊肿病", D),
    Q("鼓室硬化症又叫啥", "has_alias", "鼓室硬化症", D),
    Q("盘尾丝虫病 老百姓叫它什么", "has_alias", "盘尾丝虫病", D),
    Q("蕈样霉菌病是哪个病的别名啊", "has_alias", "蕈样霉菌病", AL),
    Q("巴斯德病指的是什么病", "has_alias", "巴斯德病", AL),
    Q("化验单上写着口腔梨形虫病 正规叫什么病", "has_alias", "口腔梨形虫病", AL),
    Q("釉质瘤 这是啥病的另一个名字", "has_alias", "釉质瘤", AL),
    # caused_by
    Q("浸淫疮 中医讲是怎么得的", "caused_by", "浸淫疮", D),
    Q("过年吃撑了胃胀得难受 食滞胃脘是咋回事 什么原因", "caused_by", "食滞胃脘", D),
    Q("梅毒性心血管病是怎么来的", "caused_by", "梅毒性心血管病", D),
    Q("喝牛奶就拉 双糖不耐受症是什么原因导致的", "caused_by", "双糖酶缺乏症", D, mention="双糖不耐受症"),
    Q("新型隐球菌性脑膜炎 感染的是啥", "caused_by", "新型隐球菌性脑膜炎", D),
    Q("胎儿酒精综合征是怎么造成的 跟孕期喝酒有关吗", "caused_by", "胎儿乙醇综合征", D, mention="胎儿酒精综合征"),
    Q("暴饮暴食会导致哪些病", "caused_by", "暴饮暴食", CA),
    # has_risk_factor
    Q("冠状动脉疾病 跟哪些因素有关 哪些人风险高", "has_risk_factor", "冠状动脉疾病", D),
    Q("急性中耳炎 哪些情况下小孩更容易得", "has_risk_factor", "急性中耳炎", D),
    Q("唇腭裂 怀孕时哪些因素会让孩子得这个", "has_risk_factor", "唇腭裂", D),
    Q("急性冠脉综合征有哪些危险因素要注意", "has_risk_factor", "急性冠脉综合征", D),
    Q("长期吃布洛芬 心血管疾病的风险会增加吗", "has_risk_factor", "心血管疾病", D, named="布洛芬"),
    # common_in
    Q("牛痘一般是干什么活的人容易得", "common_in", "牛痘", D),
    Q("乳腺结核 多见于啥年纪的女的", "common_in", "乳腺结核", D),
    Q("绝经期尿失禁是不是都是老太太得", "common_in", "绝经期尿失禁", D),
    Q("胃痉挛这个病 哪种人容易犯", "common_in", "胃痉挛", D),
    Q("休门病多见于什么人", "common_in", "青年性驼背", D, mention="休门病"),
    Q("酒精性痴呆 都是哪些人得", "common_in", "酒中毒性痴呆", D, mention="酒精性痴呆"),
    Q("挤奶员容易得什么病", "common_in", "挤奶员", PO),
    # prevalent_in
    Q("铍中毒多发在啥地方", "prevalent_in", "铍中毒", D),
    Q("被蜱虫咬了 莱姆病这个病都在哪些地方流行啊", "prevalent_in", "莱姆病", D),
    Q("自身免疫性胃炎在发展中国家多吗", "prevalent_in", "自身免疫性胃炎", D, named="发展中国家"),
    Q("东亚 哪种病特别高发", "prevalent_in", "东亚", RE),
    Q("甲状腺癌在哪个国家发病多", "prevalent_in", "甲状腺癌", D),
    # treated_with
    Q("腮腺恶性肿瘤都有什么治法", "treated_with", "腮腺恶性肿瘤", D),
    Q("我外甥一岁多 发烧抽了一下 小儿惊厥该怎么处理", "treated_with", "小儿惊厥", D),
    Q("血友病这个病能治吗 怎么治", "treated_with", "血友病", D),
    Q("典型预激综合征 除了射频消融还有什么办法", "treated_with", "典型预激综合征", D),
    Q("棉花核中毒 有没有解药", "treated_with", "粗制棉子油中毒", D, mention="棉花核中毒"),
    Q("慢性腰背肌劳损 怎么治才好", "treated_with", "慢性劳损性腰背痛", D, mention="慢性腰背肌劳损"),
    Q("小儿片吸虫病用什么驱虫", "treated_with", "小儿片吸虫病", D),
    # metastasizes_to
    Q("肾癌听说会转到甲状腺 真的吗", "metastasizes_to", "肾癌", D, named="甲状腺"),
    Q("子宫内膜癌晚了会转到哪", "metastasizes_to", "子宫内膜癌", D),
    Q("肛门癌转移一般先到哪些淋巴结 还会去哪", "metastasizes_to", "肛门癌", D),
    Q("睾丸癌扩散先往哪跑", "metastasizes_to", "睾丸癌", D),
    Q("类癌综合征 后来肝里也查出来了 是它转过去的吗", "metastasizes_to", "类癌综合征", D, named="肝"),
    # invades
    Q("肛管癌 局部会侵犯到哪", "invades", "肛管癌", D),
    Q("孩子脖子摸到疙瘩 急性淋巴细胞白血病是不是长到淋巴结里去了", "invades", "急性淋巴细胞白血病", D, named="淋巴结"),
    Q("老人查出慢性淋巴细胞白血病 肝脾这些会不会被它侵上", "invades", "慢性淋巴细胞白血病", D),
    Q("腹主动脉瘤 会累及肾那块吗", "invades", "腹主动脉瘤", D),
    Q("皮肤白喉 它还往身上别处长吗 都会侵哪些地方", "invades", "皮肤白喉", D),
    # is_subtype_of
    Q("微小病变型肾病 归哪一大类", "is_subtype_of", "微小病变型肾病", D),
    Q("老流眼泪 查出泪道阻塞 它属于什么病呢", "is_subtype_of", "泪道阻塞", D),
    Q("肱骨大结节骨折在分类里算哪类骨折", "is_subtype_of", "肱骨大结节骨折", D),
    Q("脑膜肉瘤是脑脊膜恶性肿瘤的一种吗", "is_subtype_of", "脑膜肉瘤", D, named="脑脊膜恶性肿瘤"),
    Q("会厌谷恶性肿瘤 算口咽癌吗", "is_subtype_of", "会厌谷恶性肿瘤", D, named="口咽癌"),
    Q("神经病性骨关节病 在疾病分类里归到哪", "is_subtype_of", "神经病性关节病", D, mention="神经病性骨关节病"),
    Q("化脓性关节炎下面分哪些具体的", "is_subtype_of", "化脓性关节炎", D, reverse=True),
    # related_disease
    Q("羊水过多会跟早产扯上关系吗", "related_disease", "羊水过多", D, named="自发性早产"),
    Q("肾小球疾病跟哪些病有关联", "related_disease", "肾小球疾病", D),
    Q("胰岛素抵抗 跟啥病有关", "related_disease", "胰岛素抵抗", D),
    Q("颅底骨折 会牵连出什么相关的病", "related_disease", "颅底骨折", D),
    Q("NHL这个淋巴瘤 跟什么肾病有关系", "related_disease", "非霍奇金淋巴瘤", D, mention="NHL"),
    Q("立克次体病 还跟哪些病沾边", "related_disease", "立克次体病", D),
    # differential_diagnosis
    Q("急性ST段抬高型心肌梗塞要跟哪些病区分开", "differential_diagnosis", "急性ST段抬高型心肌梗塞", D),
    Q("急性非ST段抬高型心肌梗死 容易和什么搞混", "differential_diagnosis", "急性非ST段抬高型心肌梗死", D),
    Q("我爸老说胸口闷 医生讲慢性缺血性心脏病 会不会其实是焦虑 要排除哪些", "differential_diagnosis", "慢性缺血性心脏病", D),
    Q("新生儿B族链球菌感染 要跟啥区别开", "differential_diagnosis", "B族链球菌感染", D),
    Q("哪些病看病时得排除掉不宁腿综合征", "differential_diagnosis", "不宁腿综合征", D, reverse=True),
    # indicated_for
    Q("对乙酰氨基酚泡腾颗粒除了退烧还管啥", "indicated_for", "对乙酰氨基酚泡腾颗粒", DR),
    Q("银翘解毒液是治什么的 小孩能喝吗", "indicated_for", "银翘解毒液", DR),
    Q("得必泰是胃药吗 治什么的", "indicated_for", "复方铝酸铋颗粒", DR, mention="得必泰"),
    Q("施达赛是治白血病的吗", "indicated_for", "达沙替尼片", DR, mention="施达赛", named="白血病"),
    Q("开富特 降压的吧 还能治啥", "indicated_for", "复方卡托普利片", DR, mention="开富特"),
    Q("艾迪尔 妇科用的那个 治啥炎症", "indicated_for", "聚维酮碘阴道泡腾片", DR, mention="艾迪尔"),
    Q("唯佳美是治什么的", "indicated_for", "镁加铝咀嚼片", DR, mention="唯佳美"),
    # has_adverse_reaction
    Q("减味牛黄解毒胶囊吃了拉肚子正常吗", "has_adverse_reaction", "减味牛黄解毒胶囊", DR, named="腹泻"),
    Q("氯巴占片吃了会抑郁吗 副作用有哪些", "has_adverse_reaction", "氯巴占片", DR),
    Q("我妈喝参仙升脉口服液老口干 是它的副作用吗", "has_adverse_reaction", "参仙升脉口服液", DR, named="口干"),
    Q("甘利欣吃了头晕 是不是药的问题", "has_adverse_reaction", "甘草酸二铵胶囊", DR, mention="甘利欣", named="头晕"),
    Q("扶信打了心慌 这个药副作用都有啥", "has_adverse_reaction", "环磷腺苷葡胺注射液90mg", DR, mention="扶信"),
    Q("朗依君用了会有啥不良反应", "has_adverse_reaction", "硝呋太尔胶囊", DR, mention="朗依君"),
    Q("哪些药吃了会让人共济失调", "has_adverse_reaction", "共济失调", S),
    # has_ingredient
    Q("暖胃舒乐颗粒里头有啥药材", "has_ingredient", "暖胃舒乐颗粒", DR),
    Q("除脂生发片成分", "has_ingredient", "除脂生发片", DR),
    Q("麦味地黄胶囊里头有五味子吗", "has_ingredient", "麦味地黄胶囊", DR, named="五味子"),
    Q("安贝特这个感冒水 含人工牛黄吗", "has_ingredient", "氨咖黄敏口服溶液", DR, mention="安贝特", named="人工牛黄"),
    Q("克拉仙 主要成分是啥", "has_ingredient", "克拉霉素片", DR, mention="克拉仙"),
    Q("含西吡氯铵的有哪些药", "has_ingredient", "西吡氯铵", IN),
    # is_a_level3
    Q("去羟肌苷散属于哪类药呀 抗病毒的？", "is_a_level3", "去羟肌苷散", DR),
    Q("重酒石酸卡巴拉汀胶囊是哪种药 促智的吗", "is_a_level3", "重酒石酸卡巴拉汀胶囊", DR),
    Q("思美泰 这药属于哪一类的", "is_a_level3", "注射用丁二磺酸腺苷蛋氨酸", DR, mention="思美泰"),
    Q("诺欣生 按药理算什么药", "is_a_level3", "盐酸纳曲酮片", DR, mention="诺欣生"),
    Q("利胆药 具体药名举几个", "is_a_level3", "利胆药", DC),
    # belongs_to
    Q("盐酸戊乙奎醚注射液是什么类型的药", "belongs_to", "盐酸戊乙奎醚注射液", DR),
    Q("鼻渊舒口服液 算中成药里哪一类", "belongs_to", "鼻渊舒口服液", DR),
    Q("孚麦欣是青霉素吗", "belongs_to", "托西酸舒他西林胶囊", DR, mention="孚麦欣", named="青霉素类"),
    Q("降脂灵颗粒是中药还是西药", "belongs_to", "降脂灵颗粒", DR),
    Q("靶向治疗药物有哪些", "belongs_to", "靶向治疗药物", PC),
    # drug_has_alias
    Q("力文是哪个药", "drug_has_alias", "力文", AL),
    Q("善存 这个牌子对应的药正经叫什么", "drug_has_alias", "善存", AL),
    Q("安立生坦片商品名叫啥", "drug_has_alias", "安立生坦片", DR),
    Q("硝呋太尔胶囊 药店里叫什么名", "drug_has_alias", "硝呋太尔胶囊", DR),
    Q("倍他米松乳膏还有个名字叫啥", "drug_has_alias", "倍他米松乳膏", DR),
    # mainly_treats
    Q("鸬鹚骨能治啥呀", "mainly_treats", "鸬鹚骨", M),
    Q("海螺厣治中耳炎管用吗", "mainly_treats", "海螺厣", M, named="中耳炎"),
    Q("北瓜子入药治啥", "mainly_treats", "南瓜子", M, mention="北瓜子"),
    Q("老家山上挖的寒莓根 能治什么病", "mainly_treats", "寒莓根", M),
    Q("芋头还能当药啊 治啥", "mainly_treats", "芋头", M),
    Q("酒翁这味药 能治啥", "mainly_treats", "水翁花", M, mention="酒翁"),
    Q("卡鱼刺了 鱼骨鲠喉有什么药材能用", "mainly_treats", "鱼骨鲠喉", D),
    # has_efficacy
    Q("药茴香有什么功效啊 跟做菜的茴香一样吗", "has_efficacy", "药茴香", M),
    Q("眼镜蛇入药有啥作用", "has_efficacy", "眼镜蛇", M),
    Q("小画眉草干嘛用的", "has_efficacy", "小画眉草", M),
    Q("牛肝这个药材吃了补什么 跟猪肝一样吗", "has_efficacy", "牛肝", M),
    Q("代代花泡水喝有什么好处", "has_efficacy", "玳玳花", M, mention="代代花"),
    Q("钩缘干 是理气的吗 功效", "has_efficacy", "香橼", M, mention="钩缘干"),
    Q("能活络止痛的药材有哪些", "has_efficacy", "活络止痛", EF),
    # distributed_in
    Q("海星这个药材 哪些地方有", "distributed_in", "海星", M),
    Q("倒扎龙分布在哪呢", "distributed_in", "倒扎龙", M),
    Q("孩儿茶产地在哪", "distributed_in", "儿茶", M, mention="孩儿茶"),
    Q("开心果原产哪里", "distributed_in", "阿月浑子", M, mention="开心果"),
    Q("飞蛾七 哪儿产", "distributed_in", "蒿枝七", M, mention="飞蛾七"),
    Q("新疆北部产什么药材", "distributed_in", "新疆北部", RE),
    # material_has_alias
    Q("扁豆衣还叫什么", "material_has_alias", "扁豆衣", M),
    Q("急性子是不是就是凤仙花", "material_has_alias", "急性子", M, named="凤仙花"),
    Q("咬人狗这草扎人 它还叫啥名", "material_has_alias", "咬人狗", M),
    Q("长虫皮是什么药材", "material_has_alias", "长虫皮", AL),
    Q("古书里写的旃檀 就是现在的啥药材", "material_has_alias", "旃檀", AL),
    Q("猫儿卵是什么中药", "material_has_alias", "猫儿卵", AL),
    # composed_of
    Q("八宣汤 方里头都搁了些啥", "composed_of", "八宣汤", F),
    Q("八味龙骨散 方子组成", "composed_of", "八味龙骨散", F),
    Q("拔萃丹里面有水银？都有什么", "composed_of", "拔萃丹", F),
    Q("八味地黄汤有熟地吗", "composed_of", "八味地黄汤", F, named="熟地"),
    Q("象牙屑 入了哪些方剂", "composed_of", "象牙屑", IN),
    Q("厚朴煎 里头是哪几味药啊", "composed_of", "八味厚朴丸", F, mention="厚朴煎"),
    # formula_has_efficacy
    Q("小陷胸汤有什么功效", "formula_has_efficacy", "小陷胸汤", F),
    Q("痛泻要方管什么用 能止泻吗", "formula_has_efficacy", "痛泻要方", F),
    Q("阳和汤是温阳的吗 功用是啥", "formula_has_efficacy", "阳和汤", F),
    Q("半夏厚朴汤喝了起什么作用", "formula_has_efficacy", "半夏厚朴汤", F),
    Q("苏子降气汤能平喘吗", "formula_has_efficacy", "苏子降气汤", F, named="降气平喘"),
    # prescribed_for
    Q("小蓟饮子治什么的哈", "prescribed_for", "小蓟饮子", F),
    Q("加味乌药汤 痛经能用吗", "prescribed_for", "加味乌药汤", F, named="痛经"),
    Q("清气化痰汤 咳黄痰的喝这个对吗 主治啥", "prescribed_for", "清气化痰汤", F),
    Q("金铃子散治哪些痛 孕妇能喝吗", "prescribed_for", "金铃子散", F),
    Q("当归补血汤主治什么", "prescribed_for", "当归补血汤", F),
    Q("大夫开了个八味丸 这方子治什么病", "prescribed_for", "八物肾气丸", F, mention="八味丸"),
    # formula_has_alias
    Q("八味知母汤有没有简称", "formula_has_alias", "八味知母汤", F),
    Q("书上看到个巴戟汤 正名叫什么方", "formula_has_alias", "巴戟汤", AL),
    Q("八生饮子 另一个叫法是啥呀", "formula_has_alias", "八生饮子", F),
    Q("老方子上写麦门冬散 对应现在哪个方剂名", "formula_has_alias", "麦门冬散", AL),
    # check_for_disease
    Q("颞动脉活检是查什么病的", "check_for_disease", "颞动脉活检", C),
    Q("胸腔镜检查 一般是怀疑啥病才做的", "check_for_disease", "胸腔镜检查", C),
    Q("胰腺的CT检查 主要查什么病", "check_for_disease", "胰腺的CT检查", C),
    Q("经阴道超声查啥病", "check_for_disease", "经阴道超声", C),
    Q("耳朵流水 医生说先做个外耳道检查 这个是看什么病用的", "check_for_disease", "外耳道检查", C),
    Q("语言检查法查哪些病", "check_for_disease", "语言检查法", C),
    Q("神经科让做个EMG 一般是怀疑什么病", "check_for_disease", "肌电图检查", C, mention="EMG"),
    # check_for_symptom
    Q("组胺试验针对什么症状嘛", "check_for_symptom", "组胺试验", C),
    Q("热盐水试验 查的是啥", "check_for_symptom", "热盐水试验", C),
    Q("血型鉴定跟哪个症状有关", "check_for_symptom", "血型鉴定", C),
    Q("粪便粘液检查什么情况下做", "check_for_symptom", "粪便粘液检查", C),
    Q("毛蚴孵化法是查什么的", "check_for_symptom", "毛蚴孵化法", C),
    # performed_by
    Q("想做个无痛胃镜检查 预约找哪个科室", "performed_by", "无痛胃镜检查", C),
    Q("单子上开了静脉尿路造影检查 去泌尿外科那边做对吧", "performed_by", "静脉尿路造影检查", C, named="泌尿外科"),
    Q("宫腔镜检查 妇产科能做不", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("心血管科 开得了哪些检查项目", "performed_by", "心血管科", DEP),
    Q("医院发的单子写着newborn screening 宝宝得去哪个科", "performed_by", "新生儿疾病筛查检查", C, mention="newborn screening"),
    # check_has_alias
    Q("体检报告里的ECG 到底指啥检查", "check_has_alias", "ECG", AL),
    Q("electromyography 是查肌肉那个吗 中文名是啥", "check_has_alias", "electromyography", AL),
    Q("RPR是查什么的 全称叫啥", "check_has_alias", "RPR", AL),
    Q("快速血浆反应素试验 有没有洋文叫法", "check_has_alias", "快速血浆反应素试验", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day16"))
