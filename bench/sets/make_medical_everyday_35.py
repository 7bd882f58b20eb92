"""Writes `medical_everyday_35.jsonl`, a thirty-fifth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded in one voice of everyday Mandarin as spoken in a region
and typed as spoken: Northeastern (老妹儿，西方马脑炎得上了都啥症状啊, 搬货把腰闪了，软组织损伤吃啥药好使, 雪灵芝都是哪嘎达产的),
Sichuan-Chongqing (娃儿偷吃了感冒药…会不会口干得恼火哦, 槐角地榆丸里头有没得归尾, 转移性乳腺癌和乳腺肉瘤咋个区分), Cantonese-flavoured
Mandarin (食咗生蚝之后诺如病毒感染性腹泻，会唔会发烧㗎, 膀胱癌同放射性膀胱炎点样分, 步利仙属于边类药), Shanghai and Jiangnan (阿拉爷叔体检查出
原发性腹膜后脂肪瘤，伊会有啥感觉伐, 舒冠片里向有丹参伐, 屋里厢有诺氟沙星片), Henan and Shandong (俺爹吃吡格列酮降糖, 迟发型皮肤卟啉病咋治，
放血疗法中不中, 萆薢分清汤治白浊中不中), Taiwan and Hong Kong wording in simplified characters (医生说我好像是复极延迟综合征，挂号要挂哪一科啊,
蓝色橡皮泡痣综合征是不是也叫Bean综合征耶, 欸，哪些肿瘤会侵犯到臂神经丛啊); 16 are in plain standard Chinese (脾脓肿严重了会引起哪些并发症,
血糖检查能查出哪些病). A dialect word never stands in for the entity's name: the medical names are written as the network writes
them or as an alias it records. The askers are patients, old people and their children (俺爹, 阿拉姆妈, 我阿嬷, 阿爷), parents (娃儿,
个仔, BB, 小朋友), workers (俺在油漆厂干活, 阿拉老公厂里做电镀, 俺在锡矿干了十几年, 我是农场工人), people who buy or gather herbs (山上挖的燕尾草,
上山打的野猪胆, 俺从太白山捎回来的太白茶) and students (上体育课打篮球膝盖扭了, 神经病学考试要考). 45 questions carry 呢/啊/呀/嘛/哈, 133 a clause of context;
some ask two things and the first is the gold (奶奶咳嗽，蜜炼川贝枇杷膏喝起要得不，一天喝几回 asks what the drug treats; 迪莫隆是第几代头孢嘛，
饭前吃还是饭后吃 for its class; 色盲有冇得医㗎，戴色盲矫正镜得唔得 for the therapies).

Records: taken from the ninth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 33 and the three alias
sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (膀胱癌 → 吡格列酮, 胆管癌 → 肝吸虫感染,
血吸虫病 → 加勒比地区, 转移性乳腺癌 → 锁骨下淋巴结, 非小细胞肺癌 → 同侧纵隔淋巴结, 膝内翻 ↔ 膝关节骨性关节炎, 脑梗死 ↔ Wernicke脑病, 拔脓净 → 穿山甲, 羚角钩藤饮 → 凉肝熄风,
真武汤 → 阳虚水泛证), is asked from the relation's target end (农场工人, 远东, 南美洲部分地区, 腋窝, 臂神经丛, 白糯米, 软坚消痰, 虚烦不寐, 神经科), names its entity
by an alias (NSCLC, Henoch—Schonlein紫癜, PSP, 善清, 黄耆汤, 利气丸, 菝葜饮, EEG, electroencephalogram) or asks what an alias
stands for (诺和锐®30, 脾风, 菝葜汤, EUS). The window of performed_by and of check_has_alias holds one record each (脑电图检查,
超声内镜检查), so their questions come back to it in words no earlier question uses, and two of the check alias questions ask
about aliases of checks outside it (electromyography, 新生儿筛查); two drug_has_alias questions ask for the other names of
records earlier sets ask about (萘普生钠片, 茴拉西坦片), in words no earlier question uses.

87 questions name the one neighbour they ask about, most of them naming two records (娃儿是过期产儿，生下来会不会得新生儿低血糖症哦,
钩端螺旋体病脑膜脑炎型是钩端螺旋体病的一种嘛, 柴芍六君丸里面有香砂六君丸吗). Nine besides the alias-instance questions are asked from
the relation's target end (我是农场工人，喂牛喂羊的，容易得啥子病哦, 腋窝摸着个硬疙瘩，哪些病会转移到腋窝啊, 哪些方子里用到白糯米,
虚烦不寐用啥方子啊, 上神经科都能做啥检查啊).

Names inside names: by a mechanical count 117 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (臂丛神经损伤 holds 臂丛神经, 锡尘肺 holds 尘肺, 血友病A holds 血友病, 臂蜂窝织炎 holds 蜂窝织炎, 钩端螺旋体病脑膜脑炎型 holds
钩端螺旋体病, 野火型天疱疮 holds 天疱疮, 锁骨骨髓炎 holds 骨髓炎, 阑尾炎伴脓肿 holds 阑尾炎, 酒精性肝纤维化 holds 肝纤维化, 花粉过敏性哮喘 holds
过敏性哮喘, 舌扁平苔藓 holds 扁平苔藓, 膝关节半月板损伤 holds 半月板损伤, 葡萄球菌性食物中毒 holds 食物中毒, 被迫害妄想症 holds 妄想症, 足底筋膜炎
holds 筋膜炎, 非小细胞肺癌 holds 小细胞肺癌, 转移性乳腺癌 holds 乳腺癌, 输卵管通液检查 holds 输卵管通液, 血影细胞性青光眼 holds 青光眼 and is named
by its alias 影细胞性青光眼, 琥珀利气丸 is named by its alias 利气丸, and the alias 原发性腹膜后脂肪瘤 holds 腹膜后脂肪瘤; 铅中毒,
输卵管阻塞, 过敏性紫癜, 萎缩性胃炎 and 胆管癌 lie inside 小儿铅中毒, 输卵管阻塞性不孕, 过敏性紫癜肾炎, 慢性萎缩性胃炎 and 肝内胆管癌, and
小儿铅中毒 is the neighbour a check question names).

About one question in four (49 of 210) names its entity by a name the network records for that very instance: disease
aliases (20: eponyms and English names such as Griesinger综合征, Kohler病, Refsum病, Ellis—Van Creveld综合征,
Henoch—Schonlein紫癜 and the abbreviations NSCLC and PSP; older or descriptive names such as 复极延迟综合征, 外源性过敏性肺泡炎,
勒—雪氏病, 重叠结缔组织病, 足分枝菌病, 足舟骨无菌性坏死, 烟酒中毒性弱视, 药物性急性间质性肾炎, 脾性贫血; names with a word changed or added such as 西方马脑炎, 原发性腹膜后脂肪瘤,
进行性脊髓性肌萎缩, 影细胞性青光眼); drug trade names (11, below); medicinal material aliases (13: 燕尾草, 银半夏, 九牛胆, 太白茶, 花梨母,
小仙茅, 土高丽参, 海蛇尾, 薏米草, 臭茉莉, 金腰带叶, 土肉桂, 落叶松茸); TCM formula aliases (3: 黄耆汤, 利气丸, 菝葜饮); check aliases (2:
EEG, electroencephalogram). Each of these names is listed by that one instance only. Eleven more ask what an alias stands
for (腊肠体样周围神经病, 植烷酸累积症, 营养性弱视, 诺和锐®30, 虾蟆衣子, 通脱木, 脾风, 菝葜汤, EUS, electromyography, 新生儿筛查: disease, drug,
material, formula and check aliases): their gold is the alias instance, answered by the record that lists it. Before the
set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one
the network records for that very instance.

Drug trade names: 11 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (大仑丁, 肝泰乐, 来士普, 多瑞吉, 安维汀, 百多邦, 泰胃美, 优泌乐, 步利仙, 鲁米那, 善清). All eleven names are also drug records of their
own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard
record (苯妥英钠片, 葡醛内酯片, 草酸艾司西酞普兰片, 芬太尼透皮贴剂, 贝伐珠单抗注射液, 莫匹罗星软膏, 西咪替丁片, 赖脯胰岛素注射液, 苯溴马隆胶囊,
苯巴比妥钠注射液, 苯甲酸利扎曲普坦片), the mention is the trade name and the line is tagged `alias`, because whoever holds the box
asks about the medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- EUS and 新生儿筛查 are check records as well as alias instances 超声内镜检查 and 新生儿疾病筛查检查 list, and 菝葜汤 is a formula
  record as well as the alias instance 菝葜八味汤 lists (化验单上写EUS，是啥检查个缩写, 娃儿出生做的新生儿筛查，全名叫啥子检查, 菝葜汤是啥方子个
  别名): each asks what the name stands for, so the gold is the alias instance, as in the thirty-third set.
- EEG is a check record as well as an alias 脑电图检查 lists (1 question, 做EEG要去边科): it asks where the check is done and is
  labelled as naming 脑电图检查 by its alias, as the fourth set's EEG question is.
- Two named neighbours are records of other types too: 膀胱嗜铬细胞瘤 is a disease record as well as the alias 膀胱副神经节瘤 lists
  (the has_alias question names it), and 香砂六君丸 is a drug as well as an ingredient of 柴芍六君丸.
- Besides these, 37 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most often
  a symptom record: 色素痣, 足底筋膜炎, 过敏性肺炎, 葡萄球菌性食物中毒, 视网膜静脉阻塞, 贾第虫病, 膀胱癌, 非小细胞肺癌; a cause record: 血吸虫病,
  脑炎, 铅中毒, 自身免疫性肝炎; a therapy record: 迟发型皮肤卟啉病; an ingredient record for a material: 金果榄, 降香, 阿魏, 辣椒; an alias
  record: 菝葜汤, EUS, 新生儿筛查), and the wording says which is meant (a diagnosis told, 这病, 入药, 作药材, 做药材, 产, 方子, 检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_35.py    # rewrites bench/sets/medical_everyday_35.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_35.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("老妹儿，西方马脑炎得上了都啥症状啊，会不会抽抽", "has_symptom", "西方马型脑炎", D, mention="西方马脑炎"),
    Q("我块面有粒色素痣，佢会有咩表现㗎", "has_symptom", "色素痣", D),
    Q("阿拉爷叔体检查出原发性腹膜后脂肪瘤，伊会有啥感觉伐", "has_symptom", "腹膜后脂肪瘤", D,
      mention="原发性腹膜后脂肪瘤"),
    Q("食咗生蚝之后诺如病毒感染性腹泻，会唔会发烧㗎", "has_symptom", "诺如病毒感染性腹泻", D, named="发热"),
    Q("娃儿偷吃了感冒药，医生说是苯海拉明中毒，会不会口干得恼火哦", "has_symptom", "苯海拉明中毒", D, named="口干"),
    Q("早上一下地脚后跟贼疼，足底筋膜炎这病还有啥症状", "has_symptom", "足底筋膜炎", D),
    Q("俺娘老说有人给她饭里下毒，被迫害妄想症是不是就这样", "has_symptom", "被迫害妄想症", D, named="下毒"),
    # designated_to
    Q("医生说我好像是复极延迟综合征，挂号要挂哪一科啊", "designated_to", "长Q—T间期综合征", D, mention="复极延迟综合征"),
    Q("阿拉娘舅养鸽子，医生讲是外源性过敏性肺泡炎，要挂啥科", "designated_to", "过敏性肺炎", D,
      mention="外源性过敏性肺泡炎"),
    Q("舌头上长了白网网，说是舌扁平苔藓，是不是挂口腔科嘛", "designated_to", "舌扁平苔藓", D, named="口腔科"),
    Q("俺家掌柜的骑摩托摔了，膀子抬不起来，大夫说是臂丛神经损伤，这得挂啥科", "designated_to", "臂丛神经损伤", D),
    Q("阿爸由梯上面跌落嚟，跟骨骨折应该睇边科", "designated_to", "跟骨骨折", D),
    Q("吃坏肚子上吐下泻，医生说好像是葡萄球菌性食物中毒，这要挂哪一科啊", "designated_to", "葡萄球菌性食物中毒", D),
    Q("俺家老爷们儿天天喝大酒，酒精依赖症这玩意儿上医院挂啥科", "designated_to", "酒精依赖症", D),
    # checks
    Q("BB皮肤出红疹，医生话可能系勒—雪氏病，要做咩检查", "checks", "莱特雷尔—西韦病", D, mention="勒—雪氏病"),
    Q("上体育课打篮球膝盖扭了，怀疑膝关节半月板损伤，要做研磨试验不嘛", "checks", "膝关节半月板损伤", D, named="研磨试验"),
    Q("备孕一年多都没消息耶，怀疑输卵管阻塞，要做输卵管通液吗", "checks", "输卵管阻塞", D, named="输卵管通液"),
    Q("一到春天就气急，医生讲是花粉过敏性哮喘，要做点啥检查伐", "checks", "花粉过敏性哮喘", D),
    Q("俺外甥一碰就青一块，查出血友病A，还得做啥检查，能根治不", "checks", "血友病A", D),
    Q("开车撞了一下肚子贼疼，怀疑脾破裂，得做CT检查不", "checks", "脾破裂", D, named="CT检查"),
    # has_complication
    Q("我阿嬷被诊断脾性贫血，之后可能会有哪些并发症喔", "has_complication", "脾—肝综合征", D, mention="脾性贫血"),
    Q("阿拉阿姨是重叠结缔组织病，后头会并发啥毛病伐", "has_complication", "重叠综合征", D, mention="重叠结缔组织病"),
    Q("Griesinger综合征会唔会搞到贫血㗎", "has_complication", "钩虫性十二指肠炎综合征", D,
      mention="Griesinger综合征", named="贫血"),
    Q("娃儿是过期产儿，生下来会不会得新生儿低血糖症哦", "has_complication", "过期产儿", D, named="新生儿低血糖症"),
    Q("俺爹眼底视网膜静脉阻塞，会不会弄成新生血管性青光眼", "has_complication", "视网膜静脉阻塞", D,
      named="新生血管性青光眼"),
    Q("孩子腺病毒感染烧好几天了，这病能整出啥并发症来", "has_complication", "腺病毒感染", D),
    Q("脾脓肿严重了会引起哪些并发症", "has_complication", "脾脓肿", D),
    # cures
    Q("个仔眼干夜盲，医生话系角膜软化症，食维生素A软胶囊得唔得", "cures", "角膜软化症", D, named="维生素A软胶囊"),
    Q("去云南耍了回来一直拉肚子，查出来贾第虫病，吃替硝唑片要得不，要吃好久哦", "cures", "贾第虫病", D,
      named="替硝唑片"),
    Q("阿拉老公厂里做电镀，铜中毒了，用啥药解毒", "cures", "铜中毒", D),
    Q("搬货把腰闪了，软组织损伤吃啥药好使", "cures", "软组织损伤", D),
    Q("俺在油漆厂干活，查出苯中毒，有啥药能治", "cures", "苯中毒", D),
    Q("一吹冷气就一直打喷嚏，看医生说是血管运动性鼻炎，要用什么药喔", "cures", "血管运动性鼻炎", D),
    Q("退行性骨关节病吃什么药", "cures", "退行性骨关节病", D),
    # shown_on
    Q("阿拉囡囡脚背痛，医生讲是Kohler病，是脚上啥地方出毛病", "shown_on", "足舟状骨骨软骨病", D, mention="Kohler病"),
    Q("屁股沟沟上面起了个包包，藏毛囊肿一般长在哪儿嘛", "shown_on", "藏毛囊肿", D),
    Q("舌白斑通常生喺舌头边度", "shown_on", "舌白斑", D),
    Q("欸，Refsum病会影响到身体哪些部位啊", "shown_on", "遗传性运动失调性多发性神经炎", D, mention="Refsum病"),
    Q("俺在锡矿干了十几年，锡尘肺是伤在肺部吧", "shown_on", "锡尘肺", D, named="肺部"),
    Q("老舅嗓子眼上边长了个疙瘩，软腭癌是长在软腭上吧", "shown_on", "软腭癌", D, named="软腭"),
    # has_alias
    Q("膀胱副神经节瘤系咪又叫膀胱嗜铬细胞瘤", "has_alias", "膀胱副神经节瘤", D, named="膀胱嗜铬细胞瘤"),
    Q("苍白球黑质红核色素变性这个名字好长哦，有没得别的叫法", "has_alias", "苍白球黑质红核色素变性", D),
    Q("蓝色橡皮泡痣综合征是不是也叫Bean综合征耶", "has_alias", "蓝色橡皮泡痣综合征", D, named="Bean综合征"),
    Q("选择恐惧症还有啥叫法伐", "has_alias", "选择恐惧症", D),
    Q("病历上写腊肠体样周围神经病，是什么病的别名", "has_alias", "腊肠体样周围神经病", AL),
    Q("老妹儿说她对象得了植烷酸累积症，这到底是啥病啊", "has_alias", "植烷酸累积症", AL),
    Q("眼科大夫说俺爹是营养性弱视，这是哪个病的另一个叫法", "has_alias", "营养性弱视", AL),
    # caused_by
    Q("光脚下田划了口子，后来脚肿起流脓，说是足分枝菌病，咋个得的哦", "caused_by", "足菌肿", D, mention="足分枝菌病"),
    Q("进行性脊髓性肌萎缩是什么原因造成的啊，会不会遗传给小孩喔", "caused_by", "进行性肌肉萎缩症", D,
      mention="进行性脊髓性肌萎缩"),
    Q("俺爹从房顶上掉下来，跟骨骨折一般都是咋弄成的", "caused_by", "跟骨骨折", D),
    Q("阿爷烟酒唔离手，舌白斑系咪同饮酒有关", "caused_by", "舌白斑", D, named="酒"),
    Q("饿了好几天伐吃饭，会弄出酮症酸中毒伐", "caused_by", "酮症酸中毒", D, named="饥饿"),
    Q("大夫说俺血里钠过多，这是咋回事儿啊", "caused_by", "钠过多", D),
    Q("我朋友的选择恐惧症很严重耶，这个是怎么来的", "caused_by", "选择恐惧症", D),
    # has_risk_factor
    Q("俺爹吃吡格列酮降糖，会不会增加得膀胱癌的风险", "has_risk_factor", "膀胱癌", D, named="吡格列酮"),
    Q("成日食鱼生有肝吸虫感染，会唔会易生胆管癌", "has_risk_factor", "胆管癌", D, named="肝吸虫感染"),
    Q("大夫说俺颈动脉狭窄，这是脑梗死的危险因素不", "has_risk_factor", "脑梗死", D, named="颈动脉狭窄"),
    Q("阿拉阿哥大肚皮，向心性肥胖是腹主动脉瘤的高危因素伐", "has_risk_factor", "腹主动脉瘤", D, named="向心性肥胖"),
    Q("我是农场工人，喂牛喂羊的，容易得啥子病哦", "has_risk_factor", "农场工人", CA),
    # common_in
    Q("足舟骨无菌性坏死通常是哪个年纪的小朋友会得啊", "common_in", "足舟状骨骨软骨病", D, mention="足舟骨无菌性坏死"),
    Q("Ellis—Van Creveld综合征多数喺咩人身上出现", "common_in", "软骨外胚层发育不全", D,
      mention="Ellis—Van Creveld综合征"),
    Q("阿拉老头子老酒吃得凶，烟酒中毒性弱视是不是多见于慢性嗜酒者", "common_in", "酒精性弱视", D,
      mention="烟酒中毒性弱视", named="慢性嗜酒者"),
    Q("角膜软化症一般是啥子人得，大人也会得不", "common_in", "角膜软化症", D),
    Q("俺媳妇生完娃腰疼，致密性髂骨炎一般都是啥人得", "common_in", "致密性髂骨炎", D),
    Q("俺老舅透析好几年了，透析性骨关节病都啥人容易得啊", "common_in", "透析性骨关节病", D),
    # prevalent_in
    Q("血吸虫病在加勒比地区也有流行吗", "prevalent_in", "血吸虫病", D, named="加勒比地区"),
    Q("去非洲做义工，血吸虫病系咪喺撒哈拉以南非洲的农村好多", "prevalent_in", "血吸虫病", D,
      named="撒哈拉以南非洲的农村"),
    Q("公司派我去远东出差，那边有哪些流行的病啊，好担心喔", "prevalent_in", "远东", RE),
    Q("要去南美洲部分地区跑业务，那边啥子病多", "prevalent_in", "南美洲部分地区", RE),
    # treated_with
    Q("阿拉阿爸吃了药，查出药物性急性间质性肾炎，哪能治", "treated_with", "过敏性急性小管间质性肾炎", D,
      mention="药物性急性间质性肾炎"),
    Q("老爷们儿喝出酒精性肝炎了，戒酒算治疗不", "treated_with", "酒精性肝炎", D, named="戒酒"),
    Q("跟骨骨折要开刀不嘛，还是有别的治法", "treated_with", "跟骨骨折", D),
    Q("足底筋膜炎要怎么治疗啊，做伸展运动有没有用喔", "treated_with", "足底筋膜炎", D),
    Q("色盲有冇得医㗎，戴色盲矫正镜得唔得", "treated_with", "色盲", D),
    Q("迟发型皮肤卟啉病咋治，放血疗法中不中", "treated_with", "迟发型皮肤卟啉病", D),
    Q("造影剂肾病怎么治疗", "treated_with", "造影剂肾病", D),
    # metastasizes_to
    Q("阿拉姆妈转移性乳腺癌，会转到锁骨下淋巴结伐", "metastasizes_to", "转移性乳腺癌", D, named="锁骨下淋巴结"),
    Q("腋窝摸着个硬疙瘩，哪些病会转移到腋窝啊", "metastasizes_to", "腋窝", BP),
    Q("俺手指头贼疼，银屑病关节炎会不会跑到手、足小关节上去啊", "metastasizes_to", "银屑病关节炎", D, named="手、足小关节"),
    Q("报告写银屑病关节炎累及DIP，即系手指尾嗰节，系咪会转去嗰度", "metastasizes_to", "银屑病关节炎", D, named="DIP"),
    # invades
    Q("非小细胞肺癌会不会侵犯到同侧纵隔淋巴结哦", "invades", "非小细胞肺癌", D, named="同侧纵隔淋巴结"),
    Q("欸，哪些肿瘤会侵犯到臂神经丛啊", "invades", "臂神经丛", BP),
    Q("NSCLC会唔会侵犯同侧肺门淋巴结", "invades", "非小细胞肺癌", D, mention="NSCLC", named="同侧肺门淋巴结"),
    Q("非小细胞肺癌会长到对侧、锁骨上或颈部淋巴结去伐", "invades", "非小细胞肺癌", D, named="对侧、锁骨上或颈部淋巴结"),
    # is_subtype_of
    Q("老妹儿，臂蜂窝织炎是不是也算蜂窝织炎那一伙的", "is_subtype_of", "臂蜂窝织炎", D, named="蜂窝织炎"),
    Q("俺舅喝出个酒精性肝纤维化，这归啥病一类", "is_subtype_of", "酒精性肝纤维化", D),
    Q("钩端螺旋体病脑膜脑炎型是钩端螺旋体病的一种嘛", "is_subtype_of", "钩端螺旋体病脑膜脑炎型", D, named="钩端螺旋体病"),
    Q("野火型天疱疮属于边类病", "is_subtype_of", "野火型天疱疮", D),
    Q("俺娃锁骨骨髓炎，这病归到哪一类", "is_subtype_of", "锁骨骨髓炎", D),
    Q("影细胞性青光眼也算是青光眼的一种吗，好像没听过耶", "is_subtype_of", "血影细胞性青光眼", D, mention="影细胞性青光眼",
      named="青光眼"),
    Q("阑尾炎伴脓肿属于哪一类阑尾炎", "is_subtype_of", "阑尾炎伴脓肿", D),
    # related_disease
    Q("脑炎同人类非洲锥虫病有冇关系", "related_disease", "脑炎", D, named="人类非洲锥虫病"),
    Q("膝内翻跟膝关节骨性关节炎有没得关系", "related_disease", "膝内翻", D, named="膝关节骨性关节炎"),
    Q("小孩看医生说是Henoch—Schonlein紫癜，跟哪些病有关啊", "related_disease", "过敏性紫癜", D, mention="Henoch—Schonlein紫癜"),
    Q("俺村娃铅中毒，跟肾Fanconi 综合征有关系不", "related_disease", "铅中毒", D, named="肾Fanconi 综合征"),
    Q("重症疟疾跟重度疟疾贫血有啥关系啊，整不明白", "related_disease", "重症疟疾", D, named="重度疟疾贫血"),
    Q("萎缩性胃炎同胃良性肿瘤有关系伐", "related_disease", "萎缩性胃炎", D, named="胃良性肿瘤"),
    # differential_diagnosis
    Q("神经病学考试要考，脑梗死要和Wernicke脑病鉴别吗", "differential_diagnosis", "脑梗死", D, named="Wernicke脑病"),
    Q("膀胱癌同放射性膀胱炎点样分", "differential_diagnosis", "膀胱癌", D, named="放射性膀胱炎"),
    Q("欸，自身免疫性肝炎会不会跟原发性胆汁性肝硬化搞混啊", "differential_diagnosis", "自身免疫性肝炎", D,
      named="原发性胆汁性肝硬化"),
    Q("转移性乳腺癌和乳腺肉瘤咋个区分", "differential_diagnosis", "转移性乳腺癌", D, named="乳腺肉瘤"),
    Q("老舅确诊PSP，跟帕金森病咋区分啊", "differential_diagnosis", "进行性核上麻痹", D, mention="PSP",
      named="帕金森病"),
    Q("血吸虫病要跟内脏幼虫移行症鉴别伐", "differential_diagnosis", "血吸虫病", D, named="内脏幼虫移行症"),
    # indicated_for
    Q("俺爹吃大仑丁，这药是治癫痫病的不", "indicated_for", "苯妥英钠片", DR, mention="大仑丁", named="癫痫病"),
    Q("肝泰乐主要医咩病", "indicated_for", "葡醛内酯片", DR, mention="肝泰乐"),
    Q("奶奶咳嗽，蜜炼川贝枇杷膏喝起要得不，一天喝几回", "indicated_for", "蜜炼川贝枇杷膏", DR, named="咳嗽"),
    Q("感冒了鼻子不通气，通宣理肺颗粒都治啥，好使不", "indicated_for", "通宣理肺颗粒", DR),
    Q("屋里厢有诺氟沙星片，伊能治啥毛病", "indicated_for", "诺氟沙星片", DR),
    Q("我阿公腿常常麻麻的，追风透骨丸可以治哪些问题啊", "indicated_for", "追风透骨丸", DR),
    Q("英卡膦酸二钠片是治绝经后骨质疏松症的吗", "indicated_for", "英卡膦酸二钠片", DR, named="绝经后骨质疏松症"),
    # has_adverse_reaction
    Q("来士普吃了会不会一直想睡觉啊，上班好困喔", "has_adverse_reaction", "草酸艾司西酞普兰片", DR, mention="来士普", named="嗜睡"),
    Q("阿爷贴多瑞吉止痛，有咩副作用", "has_adverse_reaction", "芬太尼透皮贴剂", DR, mention="多瑞吉"),
    Q("阿拉阿爸打安维汀，副作用多伐", "has_adverse_reaction", "贝伐珠单抗注射液", DR, mention="安维汀"),
    Q("胞磷胆碱注射液打完贼胸闷，是副作用不", "has_adverse_reaction", "胞磷胆碱注射液", DR, named="胸闷"),
    Q("葡萄糖酸钙含片吃了有啥子副作用嘛", "has_adverse_reaction", "葡萄糖酸钙含片", DR),
    Q("俺吃苋菜黄连素胶囊，有啥不良反应不", "has_adverse_reaction", "苋菜黄连素胶囊", DR),
    Q("近视乐眼药水点了会刺痛耶，这样正常吗", "has_adverse_reaction", "近视乐眼药水", DR, named="刺痛"),
    # has_ingredient
    Q("百多邦入面有咩成分", "has_ingredient", "莫匹罗星软膏", DR, mention="百多邦"),
    Q("舒冠片里向有丹参伐", "has_ingredient", "舒冠片", DR, named="丹参"),
    Q("荷丹片里头都有些啥子", "has_ingredient", "荷丹片", DR),
    Q("跌打红药胶囊里头有三七不，老铁", "has_ingredient", "跌打红药胶囊", DR, named="三七"),
    Q("阿公在吃蛤蚧养肺丸，里面有哪些药材啊", "has_ingredient", "蛤蚧养肺丸", DR),
    Q("苍苓止泻口服液都是拿啥配的，俺娃能喝不", "has_ingredient", "苍苓止泻口服液", DR),
    Q("血塞通注射液的主要成分是三七总皂苷吗", "has_ingredient", "血塞通注射液", DR, named="三七总皂苷"),
    # is_a_level3
    Q("泰胃美是抑制胃酸分泌药吗，药师好像这样讲", "is_a_level3", "西咪替丁片", DR, mention="泰胃美", named="抑制胃酸分泌药"),
    Q("优泌乐属于咩类药", "is_a_level3", "赖脯胰岛素注射液", DR, mention="优泌乐"),
    Q("葛根素注射液是哪一类药", "is_a_level3", "葛根素注射液", DR),
    Q("苯丙酸诺龙注射液算啥子类的药", "is_a_level3", "苯丙酸诺龙注射液", DR),
    Q("小朋友要擦蛲虫药膏，这算哪一科用药啊", "is_a_level3", "蛲虫药膏", DR),
    Q("西地碘片是口腔科用药不，俺嘴里长疮", "is_a_level3", "西地碘片", DR, named="口腔科用药"),
    # belongs_to
    Q("步利仙属于边类药", "belongs_to", "苯溴马隆胶囊", DR, mention="步利仙"),
    Q("鲁米那是镇静催眠药吗，阿嬷睡不着", "belongs_to", "苯巴比妥钠注射液", DR, mention="鲁米那", named="镇静催眠药"),
    Q("俺闺女买的艳友茶是中成药不", "belongs_to", "艳友茶", DR, named="中成药"),
    Q("迪莫隆是第几代头孢嘛，饭前吃还是饭后吃", "belongs_to", "迪莫隆", DR),
    Q("蒽林软膏算哪类药啊，俺老舅抹的", "belongs_to", "蒽林软膏", DR),
    Q("莫尼卡（成人）属于啥药品分类", "belongs_to", "莫尼卡（成人）", DR),
    # drug_has_alias
    Q("胰岛素笔上印住诺和锐®30，即系边只药", "drug_has_alias", "诺和锐®30", AL),
    Q("药房畀咗善清，佢系咪又叫欧立停", "drug_has_alias", "苯甲酸利扎曲普坦片", DR, mention="善清", named="欧立停"),
    Q("俺这萘普生钠片还有啥别的名儿不", "drug_has_alias", "萘普生钠片", DR),
    Q("茴拉西坦片有冇第二个名", "drug_has_alias", "茴拉西坦片", DR),
    # mainly_treats
    Q("山上挖的燕尾草能治黄疸不嘛", "mainly_treats", "野慈姑", M, mention="燕尾草", named="黄疸"),
    Q("银半夏主治咩病", "mainly_treats", "银南星", M, mention="银半夏"),
    Q("九牛胆可以治什么病啊，好像很苦耶", "mainly_treats", "金果榄", M, mention="九牛胆"),
    Q("上山打的野猪胆能治烫伤不", "mainly_treats", "野猪胆", M, named="烫伤"),
    Q("俺从太白山捎回来的太白茶，主治啥毛病", "mainly_treats", "雪茶", M, mention="太白茶"),
    Q("野核桃油能治啥子病", "mainly_treats", "野核桃油", M),
    Q("花梨母入药主要是治什么喔", "mainly_treats", "降香", M, mention="花梨母"),
    # has_efficacy
    Q("小仙茅有啥子功效", "has_efficacy", "野鸡草", M, mention="小仙茅"),
    Q("土高丽参能补气不，俺爸身子虚", "has_efficacy", "雪参", M, mention="土高丽参", named="补气"),
    Q("海蛇尾入药有咩功效", "has_efficacy", "阳遂足", M, mention="海蛇尾"),
    Q("野核桃仁是温肾助阳个伐", "has_efficacy", "野核桃仁", M, named="温肾助阳"),
    Q("野灯草有啥功效，泡水喝中不中", "has_efficacy", "野灯草", M),
    Q("欸，薏米草有什么功效啊，跟薏仁一样吗", "has_efficacy", "钝叶草", M, mention="薏米草"),
    Q("阿魏作药材有什么功效", "has_efficacy", "阿魏", M),
    # distributed_in
    Q("臭茉莉喺边度有", "distributed_in", "过墙风", M, mention="臭茉莉"),
    Q("金腰带叶在哪里有分布啊，台湾有没有喔", "distributed_in", "迎春花叶", M, mention="金腰带叶"),
    Q("土肉桂喺边几个省有", "distributed_in", "阴香根", M, mention="土肉桂"),
    Q("落叶松茸是不是吉林那旮旯有", "distributed_in", "阿里红", M, mention="落叶松茸", named="吉林"),
    Q("降香是海南白沙产个伐", "distributed_in", "降香", M, named="海南白沙"),
    Q("雪灵芝都是哪嘎达产的", "distributed_in", "雪灵芝", M),
    Q("霸王七分布在哪些省", "distributed_in", "霸王七", M),
    # material_has_alias
    Q("虾蟆衣子是啥药材，俺奶奶老这么叫", "material_has_alias", "虾蟆衣子", AL),
    Q("中药行阿伯说的通脱木，是哪一味药材的别名啊", "material_has_alias", "通脱木", AL),
    Q("野火球是不是也叫野车轴草，俺们那嘎达叫法不一样", "material_has_alias", "野火球", M, named="野车轴草"),
    Q("锡兰肉桂仲有咩叫法", "material_has_alias", "锡兰肉桂", M),
    Q("野漆树还有啥子别的名字", "material_has_alias", "野漆树", M),
    Q("辣椒做药材还有啥别名伐", "material_has_alias", "辣椒", M),
    # composed_of
    Q("拔脓净入面有冇穿山甲", "composed_of", "拔脓净", F, named="穿山甲"),
    Q("柴芍六君丸里面有香砂六君丸吗，名字好像很像耶", "composed_of", "柴芍六君丸", F, named="香砂六君丸"),
    Q("槐角地榆丸里头有没得归尾", "composed_of", "槐角地榆丸", F, named="归尾"),
    Q("碧玉散里向有枯矾伐", "composed_of", "碧玉散", F, named="枯矾"),
    Q("俺爷抓的黄耆汤里有菝葜不", "composed_of", "菝葜八味汤", F, mention="黄耆汤", named="菝葜"),
    Q("利气丸里有莪术不，老妹儿", "composed_of", "琥珀利气丸", F, mention="利气丸", named="莪术"),
    Q("哪些方子里用到白糯米", "composed_of", "白糯米", IN),
    # formula_has_efficacy
    Q("羚角钩藤饮系咪凉肝熄风", "formula_has_efficacy", "羚角钩藤饮", F, named="凉肝熄风"),
    Q("苇茎汤能逐瘀排脓不嘛", "formula_has_efficacy", "苇茎汤", F, named="逐瘀排脓"),
    Q("葛根芩连汤的功效是什么啊，中医师有开给我", "formula_has_efficacy", "葛根芩连汤", F),
    Q("蒿芩清胆汤是清胆利湿个伐", "formula_has_efficacy", "蒿芩清胆汤", F, named="清胆利湿"),
    Q("苏子降气汤是降气平喘的不，俺爸喘得贼厉害", "formula_has_efficacy", "苏子降气汤", F, named="降气平喘"),
    Q("软坚消痰是哪个方子的功用", "formula_has_efficacy", "软坚消痰", EF),
    # prescribed_for
    Q("中医师说我阳虚，真武汤是治阳虚水泛证的吗", "prescribed_for", "真武汤", F, named="阳虚水泛证"),
    Q("禹功散系咪医水疝", "prescribed_for", "禹功散", F, named="水疝"),
    Q("萆薢分清汤治白浊中不中", "prescribed_for", "萆薢分清汤", F, named="白浊"),
    Q("芍药汤治湿热痢疾伐", "prescribed_for", "芍药汤", F, named="湿热痢疾"),
    Q("虚烦不寐用啥方子啊，天天睡不着贼闹心", "prescribed_for", "虚烦不寐", D),
    Q("菝葜饮治啥子病", "prescribed_for", "菝葜八味汤", F, mention="菝葜饮"),
    # formula_has_alias
    Q("脾风系边个方嘅别名", "formula_has_alias", "脾风", AL),
    Q("老辈子说的慢脾风，这个方子在书上还叫啥子", "formula_has_alias", "慢脾风", F),
    Q("菝葜八味汤是不是也叫黄耆汤啊，中医师好像这样写", "formula_has_alias", "菝葜八味汤", F, named="黄耆汤"),
    Q("菝葜汤是啥方子个别名", "formula_has_alias", "菝葜汤", AL),
    # check_for_disease
    Q("娃儿做了螯合剂驱铅试验，是查小儿铅中毒的嘛", "check_for_disease", "螯合剂驱铅试验", C, named="小儿铅中毒"),
    Q("俺村里查血吸虫环卵沉淀试验，是查血吸虫病的不", "check_for_disease", "血吸虫环卵沉淀试验", C, named="血吸虫病"),
    Q("看医生开了血浆D—二聚体测定，是要查什么病啊", "check_for_disease", "血浆D—二聚体测定", C),
    Q("眼科做角膜荧光素染色，是查啥病个", "check_for_disease", "角膜荧光素染色", C),
    Q("BB肚屙，做轮状病毒抗原的检测系查咩病", "check_for_disease", "轮状病毒抗原的检测", C),
    Q("俺媳妇要做输卵管通液检查，能查出不孕症不", "check_for_disease", "输卵管通液检查", C, named="不孕症"),
    Q("血糖检查能查出哪些病", "check_for_disease", "血糖检查", C),
    # check_for_symptom
    Q("脚肿做血管彩超，系针对咩症状", "check_for_symptom", "血管彩超", C),
    Q("衣原体检查法是针对尿频这些症状吗，好尴尬喔", "check_for_symptom", "衣原体检查法", C, named="尿频"),
    Q("大夫敲俺脚脖子做踝反射，这是查啥症状的", "check_for_symptom", "踝反射", C),
    Q("头昏做裸眼检查法，针对的是啥子症状", "check_for_symptom", "裸眼检查法", C),
    Q("角尺度试验是查啥症状个", "check_for_symptom", "角尺度试验", C),
    # performed_by
    Q("俺孩儿要做脑电图检查，是在神经科做不", "performed_by", "脑电图检查", C, named="神经科"),
    Q("做EEG要去边科", "performed_by", "脑电图检查", C, mention="EEG"),
    Q("欸，报告上写electroencephalogram，要去哪一科做啊", "performed_by", "脑电图检查", C,
      mention="electroencephalogram"),
    Q("上神经科都能做啥检查啊", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("超声内镜检查英文简写系咩", "check_has_alias", "超声内镜检查", C),
    Q("化验单上写EUS，是啥检查个缩写", "check_has_alias", "EUS", AL),
    Q("electromyography是哪个检查的英文名啊", "check_has_alias", "electromyography", AL),
    Q("娃儿出生做的新生儿筛查，全名叫啥子检查", "check_has_alias", "新生儿筛查", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day35"))
