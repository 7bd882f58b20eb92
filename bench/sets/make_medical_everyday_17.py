"""Writes `medical_everyday_17.jsonl`, a seventeenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to sixteenth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 211 questions, every
relation type of the network asked four to seven times, by patients, parents, elderly people, pharmacists,
nurses, students and people who use traditional Chinese medicine. Other diseases, drugs, medicinal materials,
formulas and checks than the twenty other sets (the shipped dev set, everyday sets 1 to 16 and the three alias
sets) wherever the network allows: 161 questions name their entity by a name and mention no other set's line
uses; the other 50 are mostly in the relation types whose few records every earlier set already asks about
(has_risk_factor, prevalent_in, metastasizes_to, invades, differential_diagnosis, drug_has_alias,
formula_has_alias, performed_by, check_has_alias), asked another way or from the relation's target end. None of
its records or names is one the second alias set uses. No question repeats one of theirs, and none shares more
than 64% of its character pairs with one of theirs.

The wording leans, even more than the sixteenth set's, towards the way people type into a chat box on a phone,
alongside ordinary full questions: short fragments with little or no punctuation (拔脓净配方是啥呢, 二十七味定坤丸成分表,
腺泡状软组织肉瘤好发人群: no question has full-width punctuation, 131 put a space where a sentence would have a
comma), two questions run together whose first part is the one asked (妈富隆吃了会乳房胀痛吗 还有什么副作用 asks
about that one reaction, 清咽片治啥 嗓子哑管用吗 what it is indicated for, 外阴卵黄囊瘤要化疗吗 还有别的治法没 for the
treatments), the entity named late in a long sentence (胆囊切了两年了 右上边还老不舒服 胆囊摘除后遗症都有哪些表现, 孩子睡着睡着
就没了 说是婴儿猝死综合征 法医会先排除哪些别的原因), pronouns pointing back (这个, 这病, 这药, 它, 这东西, 这味: 19
questions, e.g. 老家拿翻白叶治小孩疳积 它还治什么), a clause of context (我妈六十多了, 当老师的, 在铝厂干了十几年, 我婆婆长了个),
new verbs and shapes (侵上, 招来, 闹出, 约号, 谁家做, 洋气名字, 别的方名) and the particles 呢/啊/呀/嘛/哈 (19 questions).
26 name the one neighbour they ask about (Engelmann病 该去骨科吗, 八珍锭有朱砂吗, 海狸香是加拿大的吗), 14 besides the alias
questions below are asked from the relation's target end (舌缘这块容易出哪些病, 老上夜班工作 容易招来什么病, 甘菊花 在哪个古方里
用过, 能温补肝肾的方子有哪个, 神经科 有啥检查项目), and several name two records (新生儿皮肤湿疹属于特应性皮炎吗, 非小细胞肺癌会不会
压到喉返神经, 胶质母细胞瘤这个病 会引起脑水肿吗).

Names inside names: by a mechanical count 95 questions are about a record whose name holds the name (three
characters or more) of another disease, symptom, drug, check, material or formula record, or lies inside a longer
one; about thirty were chosen for it and are asked the way people say them (小儿支原体肺炎 holds 支原体肺炎, 特发性心室颤动
holds 心室颤动, 遗传性痉挛性截瘫 holds 痉挛性截瘫, 轮状病毒胃肠炎 holds 胃肠炎, 持续性输卵管妊娠 holds 输卵管妊娠, 新生儿肝炎
综合征 holds 新生儿肝炎, 慢性中耳炎 holds 中耳炎, 老年性阴道炎 holds 阴道炎, 视网膜血管瘤 holds 血管瘤, 乙状结肠扭转 holds
结肠扭转, 高胡萝卜素血症 holds 胡萝卜素血症, 先天性肌强直 holds 肌强直, 急性心功能不全 holds 心功能不全, 腹主动脉瘤 holds
主动脉瘤, 子宫内膜癌 holds 内膜癌, 腺泡状软组织肉瘤 holds 软组织肉瘤, 急性输卵管炎 holds 输卵管炎, 非小细胞肺癌 holds
小细胞肺癌, 溃疡性结肠炎 holds 结肠炎, 妊娠期肝内胆汁淤积症 holds 胆汁淤积症, 新生儿皮肤湿疹 holds 皮肤湿疹, 小花八角枫 holds
八角枫, 颅脑MRI检查 holds 脑MRI检查, ECT检查 holds CT检查, 心血管造影检查 holds 血管造影检查; 内膜癌 lies inside 子宫内膜癌
and 尘肺 inside 铝尘肺 (both pairs asked in this set), 麻疹 inside 荨麻疹, 胆管癌 inside 肝内胆管癌, 肝肾综合征 inside
脑肝肾综合征, 代谢综合征 inside 高代谢综合征, 百日咳 inside 百日咳脑病, 仰天钟 inside 仰天钟根, 利气丸 inside 琥珀利气丸).

About one question in four (56 of 211) names its entity by an alias the network records for that very instance
and for no other, of many kinds: disease aliases (34): eponymous and English names (Riedel甲状腺肿, 小儿Horner综合征,
Albright氏病, Engelmann病, Lafora病, Fournier坏疽, Eagle综合征, von Hippel病, Thomsen病, Krabbe病, 舒尔曼病, 达里埃病,
夏科关节病, papillary thyroid carcinoma), folk and old names (大麻子中毒, 歌唱者小结, 钮扣风, 副沙眼, 柑皮症, 斑驳病, 奋力综合征)
and reworded names, some with a part dropped, added or swapped (胆囊摘除后遗症, 轮状病毒腹泻, 家族性痉挛性截瘫, 疱疹性食管炎,
乳—碱综合征, 特发性血小板增多症, 外伤性气颅, 岩尖炎, 间位结肠综合征, 回盲括约肌综合征, 中颅底脑膜瘤, 视频显示终端综合征,
非阵发性室性心动过速); drug trade names (11 questions, below); medicinal material aliases (8: 鹅里腌, 土百部, 小通花,
野胡萝卜子, 乌牛子, 盐葫芦, 白灵菇, 苏方木); and formula aliases (3: 巴戟天汤, 八物定志丸, 茜根散). Fifteen more ask what an
alias stands for (大田原综合征, 结核性下疳, Forbes病, 囊膜性青光眼, 乐可舒, 凯美纳, 壹丽安, 朴薯头, 咸匏藤, 鲤鱼眼睛, 利气丸,
拓痞丸, 静脉肾盂排泄造影, EUS, 新生儿筛查): their gold is the alias instance, answered by the record that lists it. Before
the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity
by is one the network records for that very instance.

Drug trade names: 11 questions name a drug by a trade name its record's `trade_name` property lists, and no other
drug's does (天诺敏, 塞每能, 欧立康定, 妈富隆, 奥瑞艾, 仙力素, 蓓力德, 信法丁, 尤佳, 利佳, 品川). Every one of these names
is also a drug record of its own (the source writes the product twice). They are labelled as in the earlier
sets: the gold entity is the standard record (阿替洛尔片, 盐酸甲氯芬酯分散片, 盐酸阿扎司琼注射液, 去氧孕烯炔雌醇片,
注射用氨甲苯酸, 注射用头孢硫脒, 美扑伪麻干混悬剂, 法莫替丁注射液, 阿托伐他汀钙胶囊, 去甲斑蝥素片, 硫酸沙丁胺醇缓释片), the
mention is the trade name and the line is tagged `alias`, because a patient holding the box asks about the medicine, and the standard
record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (6 questions besides the 11 drug names, all asking what an alias
stands for); the gold record is the one the question is judged to mean:
- 乐可舒, 凯美纳 and 壹丽安 are drug records as well as alias instances of 比沙可啶肠溶片, 盐酸埃克替尼片 and
  艾普拉唑肠溶片; the questions ask which medicine the name is (是啥药的牌子, 正经药名是啥, 对应哪种药), so their gold is
  the alias instance, answered by the record that lists it.
- EUS and 新生儿筛查 are check records (only targets of diseases' checks edges) as well as alias instances of
  超声内镜检查 and 新生儿疾病筛查检查; the questions ask for the full name (全称是啥, 正式名字叫啥), so their gold is the
  alias instance.
- 大田原综合征 is a disease record (with nothing but an is_subtype_of edge), a cause and a therapy record as well as
  the alias of 早期婴儿型癫痫性脑病; the question asks whose other name it is (是啥病的别名), so its gold is the alias
  instance.
- Apart from the trade names, no alias a question names its entity by is also a record, or the alias of a second
  record.
  Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom, cause or ingredient record: 赖特综合征, 肾绞痛, 老年性阴道炎, 乙状结肠扭转, 闭合性气胸, 苎麻根, 血精症 …);
  some of them say which is meant (这个病, 这病, 这个皮肤病, 这味药).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_17.py    # rewrites bench/sets/medical_everyday_17.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_17.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("眼睛里长了块肉往黑眼珠上爬 医生说叫翼状胬肉 这个还有啥症状", "has_symptom", "翼状胬肉", D),
    Q("小孩误吃了几颗 大麻子中毒会出现什么症状啊", "has_symptom", "蓖麻子中毒", D, mention="大麻子中毒"),
    Q("Riedel甲状腺肿 摸着脖子硬邦邦的 这病还有啥症状", "has_symptom", "慢性纤维性甲状腺炎", D, mention="Riedel甲状腺肿"),
    Q("小儿支原体肺炎咳得厉害吗 会发烧不", "has_symptom", "小儿支原体肺炎", D),
    Q("赖特综合征是啥样的病 会尿痛吗", "has_symptom", "赖特综合征", D, named="尿痛"),
    Q("喉咙里老觉得有东西咽不下去也吐不出来 癔球症就是这样吗 它还有别的表现没", "has_symptom", "癔球症", D),
    Q("胆囊切了两年了 右上边还老不舒服 胆囊摘除后遗症都有哪些表现", "has_symptom", "胆囊切除术后综合征", D, mention="胆囊摘除后遗症"),
    # designated_to
    Q("特发性心室颤动挂哪个科", "designated_to", "特发性心室颤动", D),
    Q("孩子一边眼皮耷拉瞳孔还小 说是小儿Horner综合征 看哪个科", "designated_to", "小儿颈交感神经麻痹综合征", D, mention="小儿Horner综合征"),
    Q("当老师的 嗓子长了歌唱者小结 去哪个科看", "designated_to", "声带小结", D, mention="歌唱者小结"),
    Q("孩子腿骨上有问题 医生写的Albright氏病 这个看哪个科呀", "designated_to", "多骨纤维发育不良", D, mention="Albright氏病"),
    Q("Engelmann病 该去骨科吗", "designated_to", "进行性骨干发育不良", D, mention="Engelmann病", named="骨科"),
    Q("我这便秘好多年了 医生说是结肠慢传输型便秘 该挂啥科", "designated_to", "结肠慢传输型便秘", D),
    Q("心外科一般看哪些病啊", "designated_to", "心外科", DEP),
    # checks
    Q("宝宝拉水样便 医生说是轮状病毒腹泻 这个要化验些啥", "checks", "轮状病毒胃肠炎", D, mention="轮状病毒腹泻"),
    Q("吞东西疼 说是疱疹性食管炎 要做啥检查确诊", "checks", "病毒性食管炎", D, mention="疱疹性食管炎"),
    Q("宫颈上皮内瘤变要做阴道镜吗 还有啥检查", "checks", "宫颈上皮内瘤变", D),
    Q("在铝厂干了十几年 铝尘肺怎么查出来的 拍片子就行吗", "checks", "铝尘肺", D),
    Q("我爸腿越来越硬走路像剪刀 怀疑是家族性痉挛性截瘫 要做哪些检查", "checks", "遗传性痉挛性截瘫", D, mention="家族性痉挛性截瘫"),
    Q("Lafora病 怎么确诊 要做啥检查", "checks", "拉福拉病", D, mention="Lafora病"),
    Q("阴囊那块烂了 医生说Fournier坏疽 需要做哪些检查", "checks", "阴囊坏疽", D, mention="Fournier坏疽"),
    # has_complication
    Q("Shy—Drager综合征会并发低血压吗", "has_complication", "Shy—Drager综合征", D, named="低血压"),
    Q("乳—碱综合征 时间长了会怎样 会引起啥病", "has_complication", "Milk—Alkali综合征", D, mention="乳—碱综合征"),
    Q("小儿甲基丙二酸血症 这病后面还会闹出什么问题", "has_complication", "小儿甲基丙二酸血症", D),
    Q("新生儿肝炎综合征会拖成什么病呀", "has_complication", "新生儿肝炎综合征", D),
    Q("Eagle综合征 拖久了会引出什么毛病", "has_complication", "茎突综合征", D, mention="Eagle综合征"),
    Q("斑驳病 会不会带出别的问题", "has_complication", "斑状白化病", D, mention="斑驳病"),
    Q("宫外孕手术后说是持续性输卵管妊娠 不处理有啥后果", "has_complication", "持续性输卵管妊娠", D),
    # cures
    Q("查出来特发性血小板增多症 要用啥药控制", "cures", "原发性血小板增多症", D, mention="特发性血小板增多症"),
    Q("达里埃病 有什么药膏能擦", "cures", "毛囊角化病", D, mention="达里埃病"),
    Q("奋力综合征 心慌得很 能吃什么药", "cures", "心脏神经官能症", D, mention="奋力综合征"),
    Q("肾绞痛这个病发作起来 吃什么药能止住", "cures", "肾绞痛", D),
    Q("慢性中耳炎老流脓 有啥药", "cures", "慢性中耳炎", D),
    Q("我妈六十多了 老年性阴道炎 能用什么药", "cures", "老年性阴道炎", D),
    Q("舌癌化疗一般用哪些药", "cures", "舌癌", D),
    # shown_on
    Q("von Hippel病长在眼睛哪个部位", "shown_on", "视网膜血管瘤", D, mention="von Hippel病"),
    Q("车祸后查出外伤性气颅 气是跑到哪块了", "shown_on", "外伤后颅内积气", D, mention="外伤性气颅"),
    Q("坐飞机下来脸疼 鼻窦气压性创伤伤的是哪几个窦", "shown_on", "鼻窦气压性创伤", D),
    Q("钮扣风长在哪", "shown_on", "白屑风", D, mention="钮扣风"),
    Q("岩尖炎是哪块骨头发炎", "shown_on", "颞骨岩部炎", D, mention="岩尖炎"),
    Q("乙状结肠扭转这个病 扭的是哪", "shown_on", "乙状结肠扭转", D),
    Q("舌缘这块容易出哪些病", "shown_on", "舌缘", BP),
    # has_alias
    Q("肝肾综合征还有别的叫法吗", "has_alias", "肝肾综合征", D),
    Q("血管周细胞瘤 书上另一个名字叫啥", "has_alias", "血管周细胞瘤", D),
    Q("先天性腓骨缺如也叫什么来着", "has_alias", "先天性腓骨缺如", D),
    Q("大田原综合征是啥病的别名", "has_alias", "大田原综合征", AL),
    Q("结核性下疳 说的是哪个病", "has_alias", "结核性下疳", AL),
    Q("Forbes病正式名称是啥", "has_alias", "Forbes病", AL),
    Q("囊膜性青光眼 指的是哪种病呀", "has_alias", "囊膜性青光眼", AL),
    # caused_by
    Q("手心脚心发黄 说是柑皮症 咋得的 是胡萝卜吃多了吗", "caused_by", "高胡萝卜素血症", D, mention="柑皮症"),
    Q("医生说是夏科关节病 好好的关节怎么会变成这样", "caused_by", "神经性关节病", D, mention="夏科关节病"),
    Q("Thomsen病 是遗传的吗", "caused_by", "先天性肌强直", D, mention="Thomsen病", named="遗传"),
    Q("间位结肠综合征 是怎么造成的", "caused_by", "横膈下结肠嵌入综合征", D, mention="间位结肠综合征"),
    Q("我爸前两天还好好的 急性心功能不全 怎么说犯就犯了", "caused_by", "急性心功能不全", D),
    Q("闭合性气胸这病是什么原因引起的", "caused_by", "闭合性气胸", D),
    Q("乳汁积聚不能排出 会导致啥病", "caused_by", "乳汁积聚不能排出", CA),
    # has_risk_factor
    Q("晚上睡觉磨牙磨得咯咯响 磨牙症跟啥有关 压力大会不会", "has_risk_factor", "磨牙症", D),
    Q("铅中毒 哪些人哪些情况更容易中招", "has_risk_factor", "铅中毒", D),
    Q("睾丸癌 哪类人要当心", "has_risk_factor", "睾丸癌", D),
    Q("我爸抽了四十年烟 查出腹主动脉瘤 跟抽烟有关吗 还有哪些因素", "has_risk_factor", "腹主动脉瘤", D),
    Q("吃他莫昔芬的人 子宫内膜癌风险高吗 还有啥会增加风险", "has_risk_factor", "子宫内膜癌", D),
    Q("老上夜班工作 容易招来什么病", "has_risk_factor", "夜班工作", CA),
    # common_in
    Q("Krabbe病一般是多大的孩子得", "common_in", "克拉伯病", D, mention="Krabbe病"),
    Q("光泽苔藓这个皮肤病 常见在多大的人身上", "common_in", "光泽苔藓", D),
    Q("张嘴咔咔响 颞下颌关节病一般什么人得得多", "common_in", "颞下颌关节病", D),
    Q("腺泡状软组织肉瘤好发人群", "common_in", "腺泡状软组织肉瘤", D),
    Q("回盲括约肌综合征 一般什么人得", "common_in", "回盲瓣综合征", D, mention="回盲括约肌综合征"),
    Q("papillary thyroid carcinoma 主要是哪些人得", "common_in", "甲状腺乳头状癌", D, mention="papillary thyroid carcinoma"),
    Q("家里有老人还有个小宝宝 夏天老年人和婴幼儿要防啥病", "common_in", "老年人和婴幼儿", PO),
    # prevalent_in
    Q("听说IgA肾病中国人得的多 国外呢 哪些地方高发", "prevalent_in", "IgA肾病", D),
    Q("委内瑞拉马脑炎 除了委内瑞拉还有哪儿有", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("球孢子菌病 美国哪块多", "prevalent_in", "球孢子菌病", D),
    Q("要去外面出差 组织胞浆菌病流行在哪 要注意吗", "prevalent_in", "组织胞浆菌病", D),
    Q("多发性硬化是不是越往北越多 都在哪些地方", "prevalent_in", "多发性硬化", D),
    Q("东亚人哪种病特别多见", "prevalent_in", "东亚", RE),
    # treated_with
    Q("儿子背越来越驼 查出舒尔曼病 能矫正吗 怎么治", "treated_with", "少年性椎体骨软骨病", D, mention="舒尔曼病"),
    Q("我婆婆长了个中颅底脑膜瘤 这个是开刀还是放疗", "treated_with", "颅中窝脑膜瘤", D, mention="中颅底脑膜瘤"),
    Q("迪格奥尔格综合征有治吗", "treated_with", "迪格奥尔格综合征", D),
    Q("副沙眼怎么治 光点眼药行吗", "treated_with", "包涵体性结膜炎", D, mention="副沙眼"),
    Q("天天对着电脑 眼睛手腕都难受 视频显示终端综合征怎么治", "treated_with", "电脑病", D, mention="视频显示终端综合征"),
    Q("外阴卵黄囊瘤要化疗吗 还有别的治法没", "treated_with", "外阴卵黄囊瘤", D),
    Q("急性输卵管炎要开刀吗 一般咋治", "treated_with", "急性输卵管炎", D),
    # metastasizes_to
    Q("基底细胞癌 晚了会不会长到肺上去", "metastasizes_to", "基底细胞癌", D, named="肺"),
    Q("内膜癌扩散的话先去哪", "metastasizes_to", "内膜癌", D),
    Q("瘤型麻风会跑到眼睛里吗 还会累及哪", "metastasizes_to", "瘤型麻风", D),
    Q("被狗咬了 狂犬病毒进了身体会跑到哪", "metastasizes_to", "狂犬病", D),
    Q("食管癌晚期一般会转移到哪几个地方", "metastasizes_to", "食管癌", D),
    # invades
    Q("非小细胞肺癌会不会压到喉返神经", "invades", "非小细胞肺癌", D, named="喉返神经"),
    Q("血吸虫病会侵到肝里的血管吗 都侵犯哪", "invades", "血吸虫病", D),
    Q("出麻疹的时候 病毒都攻击身上哪些组织", "invades", "麻疹", D),
    Q("鳞状细胞癌往深里长会长到哪", "invades", "鳞状细胞癌", D),
    Q("胆管癌长大了 门静脉会被它侵上吗", "invades", "胆管癌", D, named="门静脉"),
    # is_subtype_of
    Q("心电图报告写着非阵发性室性心动过速 这算哪类毛病", "is_subtype_of", "加速性室性自主心律", D, mention="非阵发性室性心动过速"),
    Q("脑血肿归到哪个大类", "is_subtype_of", "脑血肿", D),
    Q("EB病毒感染是哪种病毒感染的一种啊", "is_subtype_of", "EB病毒感染", D),
    Q("新生儿皮肤湿疹属于特应性皮炎吗", "is_subtype_of", "新生儿皮肤湿疹", D, named="特应性皮炎"),
    Q("变形性背部病包括哪些病", "is_subtype_of", "变形性背部病", D, reverse=True),
    # related_disease
    Q("代谢综合征跟冠心病有关系不", "related_disease", "代谢综合征", D),
    Q("气管软化症常跟啥病一起出现", "related_disease", "气管软化症", D),
    Q("怀孕查出前置胎盘 会牵扯到哪些病", "related_disease", "前置胎盘", D),
    Q("胶质母细胞瘤这个病 会引起脑水肿吗", "related_disease", "胶质母细胞瘤", D, named="脑水肿"),
    Q("溃疡性结肠炎的人还容易得哪些相关的病", "related_disease", "溃疡性结肠炎", D),
    # differential_diagnosis
    Q("尘肺拍片像不像别的病 要排除哪些", "differential_diagnosis", "尘肺", D),
    Q("孩子睡着睡着就没了 说是婴儿猝死综合征 法医会先排除哪些别的原因", "differential_diagnosis", "婴儿猝死综合征", D),
    Q("HELLP综合征跟什么容易看混", "differential_diagnosis", "HELLP综合征", D),
    Q("百日咳会不会被当成普通上感 要鉴别哪些", "differential_diagnosis", "百日咳", D),
    Q("怀孕身上痒 妊娠期肝内胆汁淤积症要跟啥区别开", "differential_diagnosis", "妊娠期肝内胆汁淤积症", D),
    # indicated_for
    Q("天诺敏是治啥的", "indicated_for", "阿替洛尔片", DR, mention="天诺敏"),
    Q("塞每能 醒脑的那个 管哪些病", "indicated_for", "盐酸甲氯芬酯分散片", DR, mention="塞每能"),
    Q("小孩吃撑了 消积洁白丸能吃吗 治什么的", "indicated_for", "消积洁白丸", DR),
    Q("鼠李铋镁片 烧心能用吗", "indicated_for", "鼠李铋镁片", DR, named="烧心"),
    Q("清咽片治啥 嗓子哑管用吗", "indicated_for", "清咽片", DR),
    Q("化疗吐得厉害 医生开了欧立康定 这药主要治啥", "indicated_for", "盐酸阿扎司琼注射液", DR, mention="欧立康定"),
    # has_adverse_reaction
    Q("妈富隆吃了会乳房胀痛吗 还有什么副作用", "has_adverse_reaction", "去氧孕烯炔雌醇片", DR, mention="妈富隆", named="乳房胀痛"),
    Q("萘普生胶囊伤胃吗 吃了会怎样", "has_adverse_reaction", "萘普生胶囊", DR),
    Q("舒林酸片吃了老犯困 正常吗", "has_adverse_reaction", "舒林酸片", DR, named="嗜睡"),
    Q("硫酸巴龙霉素片副作用大不大", "has_adverse_reaction", "硫酸巴龙霉素片", DR),
    Q("降脂通络软胶囊吃了拉肚子 是它的副作用吗", "has_adverse_reaction", "降脂通络软胶囊", DR, named="腹泻"),
    Q("奥瑞艾 止血针 打了会头晕吗", "has_adverse_reaction", "注射用氨甲苯酸", DR, mention="奥瑞艾", named="头晕"),
    # has_ingredient
    Q("仙力素这针 成分是啥", "has_ingredient", "注射用头孢硫脒", DR, mention="仙力素"),
    Q("多索茶碱胶囊含茶碱吗", "has_ingredient", "多索茶碱胶囊", DR, named="茶碱"),
    Q("疏痛安涂膜剂 都用了哪些药材", "has_ingredient", "疏痛安涂膜剂", DR),
    Q("帕朱胶囊配方里有干姜吗", "has_ingredient", "帕朱胶囊", DR, named="干姜"),
    Q("二十七味定坤丸成分表", "has_ingredient", "二十七味定坤丸", DR),
    Q("蓓力德 小孩感冒那个 里面有对乙酰氨基酚吗", "has_ingredient", "美扑伪麻干混悬剂", DR, mention="蓓力德", named="对乙酰氨基酚"),
    # is_a_level3
    Q("注射用利福平算哪类药哈", "is_a_level3", "注射用利福平", DR),
    Q("信法丁 这是哪一类的药物", "is_a_level3", "法莫替丁注射液", DR, mention="信法丁"),
    Q("尤佳 降脂的吗 属于哪类", "is_a_level3", "阿托伐他汀钙胶囊", DR, mention="尤佳"),
    Q("胸腺肽注射液 药理上归哪类", "is_a_level3", "胸腺肽注射液", DR),
    Q("增乳膏归哪科用药", "is_a_level3", "增乳膏", DR),
    Q("抗焦虑药有哪几种", "is_a_level3", "抗焦虑药", DC),
    # belongs_to
    Q("普卢利沙星片属于哪类抗菌药", "belongs_to", "普卢利沙星片", DR),
    Q("利佳 是治肿瘤用的那类药吗", "belongs_to", "去甲斑蝥素片", DR, mention="利佳", named="其他肿瘤用药及支持疗法"),
    Q("小儿健脾开胃合剂是啥类的药", "belongs_to", "小儿健脾开胃合剂", DR),
    Q("得每通这药什么类别", "belongs_to", "得每通", DR),
    Q("固肠止泻的中成药有哪些", "belongs_to", "固肠止泻", PC),
    Q("品川 平喘的那个 分类是啥", "belongs_to", "硫酸沙丁胺醇缓释片", DR, mention="品川"),
    # drug_has_alias
    Q("替格瑞洛片商品名叫啥", "drug_has_alias", "替格瑞洛片", DR),
    Q("普瑞巴林胶囊 药盒上印的那个洋气名字是啥", "drug_has_alias", "普瑞巴林胶囊", DR),
    Q("乐可舒 通便的 是啥药的牌子", "drug_has_alias", "乐可舒", AL),
    Q("凯美纳正经药名是啥", "drug_has_alias", "凯美纳", AL),
    Q("壹丽安对应哪种药啊", "drug_has_alias", "壹丽安", AL),
    # mainly_treats
    Q("田埂上的鹅里腌 老人说能治嗓子疼 还能治啥", "mainly_treats", "稻槎菜", M, mention="鹅里腌"),
    Q("小花八角枫能治风湿吗 还治啥", "mainly_treats", "小花八角枫", M),
    Q("土百部能治头虱吗", "mainly_treats", "化气兰", M, mention="土百部", named="头虱"),
    Q("猪血能治病吗 都治些啥", "mainly_treats", "猪血", M),
    Q("小通花 能通奶吗 还治什么", "mainly_treats", "小通草", M, mention="小通花"),
    Q("老家拿翻白叶治小孩疳积 它还治什么", "mainly_treats", "翻白叶", M),
    # has_efficacy
    Q("野胡萝卜子有啥功效", "has_efficacy", "南鹤虱", M, mention="野胡萝卜子"),
    Q("椰根 能入药吗 管啥用", "has_efficacy", "椰根", M),
    Q("乌牛子 这东西能入药不 功效是啥", "has_efficacy", "丝瓜子", M, mention="乌牛子"),
    Q("盐葫芦 海边长的那种草 有啥药用", "has_efficacy", "海蓬子", M, mention="盐葫芦"),
    Q("西洋菜干 煲汤用的 功效是啥", "has_efficacy", "西洋菜干", M),
    Q("木槿叶能清热解毒吗", "has_efficacy", "木槿叶", M, named="清热解毒"),
    Q("能敛肺平喘的药材有哪些", "has_efficacy", "敛肺平喘", EF),
    # distributed_in
    Q("白灵菇是哪里产的", "distributed_in", "阿魏侧耳", M, mention="白灵菇"),
    Q("华风车子哪些省有呀", "distributed_in", "华风车子", M),
    Q("豆瓣香在哪能找到", "distributed_in", "豆瓣香", M),
    Q("旱冬瓜产在哪", "distributed_in", "旱冬瓜", M),
    Q("苏方木哪里产的", "distributed_in", "苏木", M, mention="苏方木"),
    Q("海狸香是加拿大的吗", "distributed_in", "海狸香", M, named="加拿大"),
    Q("仰天钟哪边产的呢", "distributed_in", "仰天钟", M),
    # material_has_alias
    Q("跌打草 别名有哪些哈", "material_has_alias", "跌打草", M),
    Q("滴血根还叫什么呢", "material_has_alias", "滴血根", M),
    Q("苎麻根这味药 当地人怎么叫它", "material_has_alias", "苎麻根", M),
    Q("朴薯头是啥药材", "material_has_alias", "朴薯头", AL),
    Q("咸匏藤就是哪味药", "material_has_alias", "咸匏藤", AL),
    Q("鲤鱼眼睛入药叫什么", "material_has_alias", "鲤鱼眼睛", AL),
    # composed_of
    Q("拔毒生肌膏用了哪些药", "composed_of", "拔毒生肌膏", F),
    Q("八珍锭有朱砂吗", "composed_of", "八珍锭", F, named="朱砂"),
    Q("八骨散 真是骨头做的吗 都有啥骨", "composed_of", "八骨散", F),
    Q("拔脓净配方是啥呢", "composed_of", "拔脓净", F),
    Q("巴戟天汤 腿脚冷痛喝的 方子里都有啥", "composed_of", "巴戟天饮", F, mention="巴戟天汤"),
    Q("八公和阳汤里面有柴胡不", "composed_of", "八公和阳汤", F, named="柴胡"),
    Q("甘菊花 在哪个古方里用过", "composed_of", "甘菊花", IN),
    # formula_has_efficacy
    Q("十灰散啥作用呢", "formula_has_efficacy", "十灰散", F),
    Q("五积散有啥功效嘛", "formula_has_efficacy", "五积散", F),
    Q("八物定志丸 心神不宁吃的 有啥功效", "formula_has_efficacy", "八物参术丸", F, mention="八物定志丸"),
    Q("贝母瓜蒌汤喝了有什么效果", "formula_has_efficacy", "贝母瓜蒌汤", F),
    Q("清暑益气汤 夏天喝 能干嘛", "formula_has_efficacy", "清暑益气汤", F),
    Q("能温补肝肾的方子有哪个", "formula_has_efficacy", "温补肝肾", EF),
    # prescribed_for
    Q("苓甘五味姜辛汤治什么咳嗽", "prescribed_for", "苓甘五味姜辛汤", F),
    Q("厚朴温中汤治胃胀吗 主要用在哪", "prescribed_for", "厚朴温中汤", F),
    Q("八味荡滞饮 孕妇拉肚子能用吗", "prescribed_for", "八味荡滞饮", F),
    Q("麻黄方是治啥的呀", "prescribed_for", "麻黄方", F),
    Q("八将擒王丸治什么的啊", "prescribed_for", "八将擒王丸", F),
    Q("茜根散 古方 治什么病", "prescribed_for", "八物茜根汤", F, mention="茜根散"),
    # formula_has_alias
    Q("黄土汤 有没有别的方名", "formula_has_alias", "黄土汤", F),
    Q("八风续命汤 还有个什么汤的叫法", "formula_has_alias", "八风续命汤", F),
    Q("利气丸全名是啥方", "formula_has_alias", "利气丸", AL),
    Q("拓痞丸 原方叫啥", "formula_has_alias", "拓痞丸", AL),
    Q("菝葜八味汤有别的方名吗", "formula_has_alias", "菝葜八味汤", F),
    # check_for_disease
    Q("ECT检查 骨扫描那个 主要查啥", "check_for_disease", "ECT检查", C),
    Q("医生让我妈做颅脑MRI检查 是怀疑她哪种病", "check_for_disease", "颅脑MRI检查", C),
    Q("胰高血糖素负荷试验查啥用的", "check_for_disease", "胰高血糖素负荷试验", C),
    Q("角膜显微镜看哪些眼病", "check_for_disease", "角膜显微镜", C),
    Q("尿沉渣结晶检查能发现啥病", "check_for_disease", "尿沉渣结晶检查", C),
    # check_for_symptom
    Q("皮肤弹性检查是看什么症状的", "check_for_symptom", "皮肤弹性检查", C),
    Q("妇科炎症检查能查出宫颈糜烂吗", "check_for_symptom", "妇科炎症检查", C, named="宫颈糜烂"),
    Q("老胸闷 要做肺活量体重指数检查吗", "check_for_symptom", "肺活量体重指数检查", C, named="胸闷"),
    Q("积液乳酸脱氢酶检查针对哪些症状", "check_for_symptom", "积液乳酸脱氢酶检查", C),
    Q("精液里有血 血精症得做哪些检查", "check_for_symptom", "血精症", S),
    # performed_by
    Q("约宫腔镜检查 去妇科还是哪", "performed_by", "宫腔镜检查", C),
    Q("想给娃做新生儿疾病筛查检查 是儿科弄吗", "performed_by", "新生儿疾病筛查检查", C, named="儿科"),
    Q("心血管造影检查 找哪科约号", "performed_by", "心血管造影检查", C),
    Q("静脉尿路造影检查 谁家做 哪个科", "performed_by", "静脉尿路造影检查", C),
    Q("神经科 有啥检查项目", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("脑电图检查 报告上写的英文是啥", "check_has_alias", "脑电图检查", C),
    Q("静脉肾盂排泄造影 跟现在叫的哪个检查一样", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("胃镜前头带超声的 EUS 全称是啥", "check_has_alias", "EUS", AL),
    Q("医院说给宝宝做新生儿筛查 单子上正式名字叫啥", "check_has_alias", "新生儿筛查", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day17"))
