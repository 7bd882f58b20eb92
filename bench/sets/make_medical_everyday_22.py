"""Writes `medical_everyday_22.jsonl`, a twenty-second hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-first, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 208 questions, every
relation type of the network asked four to seven times, worded as they would be posted on a health forum or typed
into a hospital app by people of different ages: patients (一吃饱饭就喘, 坐办公室久了腰酸, 天天敲键盘手腕麻), parents
(宝宝心超报告写三房心, 娃要打乙型脑炎灭活疫苗, 孩子嘴唇上好多黑点), grown children and grandchildren asking for their
elders (奶奶摔了一跤, 我爸挖了三十年煤, 我外婆有杭廷顿舞蹈病, 我婆婆失眠一直吃思诺思), a pregnant woman (怀孕32周查出子痫前期),
an ICU nurse, a pharmacist (药师问一下), a haematology intern, a student of formulas (考方剂学), TCM users (老中医给了八宝生肌散,
古籍上看到麦门冬散), people who gather or grow herbs (东北山里采的杂蘑, 小区里种的洋紫荆, 云南老家叫神仙蜡烛的那个草药) and
people reading a report or a form (胃镜报告写白点十二指肠球炎, 抽血单上有RPR, 出生证明那里写newborn screening). By length
about a third are terse (62 under twelve characters: 踝扭伤咋处理, 恬尔心 不良反应, 拓痞丸 配方), about half in between and
the rest long with a clause of context first (44 of 24 characters or more); 81 carry a clause besides what they ask.
32 carry the particles 呢/啊/呀/嘛/哈. Double questions ask the gold first (回归热是什么病，用什么药治 asks for the drugs,
易倍申是什么药啊，我外公老年痴呆医生给开的 for what the name stands for, 委内瑞拉马脑炎主要流行在哪片地区啊，去旅游要不要防 for
the regions). Other diseases, drugs, medicinal materials, formulas and checks than the twenty-five other sets (the
shipped dev set, everyday sets 1 to 21 and the three alias sets) wherever the network allows: the candidates were the
records whose name no earlier question contains. The exceptions are the relation types whose few records every
earlier set already asks about (has_risk_factor, prevalent_in, metastasizes_to, invades, differential_diagnosis,
drug_has_alias, formula_has_alias, performed_by, check_has_alias, and the formula and check aliases), asked another
way, about one neighbour, or from the relation's target end. None of its records or names is one the second alias
set uses. No question repeats one of theirs, and none shares more than 73% of its character pairs with one of theirs.

28 questions name the one neighbour they ask about (大水疱性角膜炎挂眼科吗, 刀豆壳煮水能治打嗝吗, 猴菇片是猴头菇做的吗,
拔生膏能贴瘰疬吗, 小肠镜检查能不能查克罗恩病), and 3 besides the alias-instance questions below are asked from the relation's
target end (眼睑下垂一般是哪些病引起的, 北欧那边哪些病比较高发, 泌尿外科都能做什么检查). Several name two records
(肾上腺皮质功能亢进症跟库欣综合征是一回事吗, 冷球蛋白血症和肾小球肾炎有关系吗, AIP和胰腺癌怎么区分,
手上长的到底是寻常疣还是结节性痒疹).

Names inside names: by a mechanical count most questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the
way people say them (旅行者腹泻 holds 腹泻, 化脓性角膜炎 holds 角膜炎, 小儿心肌炎 holds 心肌炎, 慢性腰背痛 holds 腰背痛,
胃平滑肌瘤 and 外阴平滑肌瘤 hold 平滑肌瘤, 小儿消化不良 holds 消化不良, 大面积脑梗死 holds 脑梗死, 骨神经鞘瘤 holds 神经鞘瘤,
分泌性中耳炎 holds 中耳炎, 新生儿心律失常 holds 心律失常, 肾血管性高血压 holds 高血压, 小儿多发性硬化 holds 多发性硬化,
真菌性脑膜炎 holds 脑膜炎, 淋球菌性输卵管炎 holds 输卵管炎, 弥漫性食管痉挛 holds 食管痉挛, 急性肾小管坏死 holds 肾小管坏死,
发作性肌阵挛 holds 肌阵挛, 麻黄白虎汤 holds 白虎汤, 无痛胃镜检查 holds 胃镜检查, 电子阴道镜检查 holds 阴道镜检查, 番石榴子
holds 番石榴; 病毒性肺炎, 喉癌, 吸虫病 and 溶血性贫血 lie inside longer records' names).

About one question in four (48 of 208) names its entity by a name the network records for that very instance, of
many kinds: disease aliases (25 questions): English abbreviations (ACS, SCC, AIP), an English name (carpal tunnel
syndrome), eponymous names (Mondor病, Buschke硬肿病), a transliteration variant (杭廷顿舞蹈病), folk and lay names (血液恐怖症,
面孔遗忘症), other names in use (大水疱性角膜炎, 唾液腺囊肿, 上腔静脉阻塞综合征, 肛门直肠瘘, 白点十二指肠球炎, 黑斑息肉综合征,
暂时性眼球突出, 运动性构音障碍, 非特异性肠系膜淋巴结炎, 软斑症, 球孢子菌性肉芽肿, 畸形性骨炎, 咽喉反流, 肾细胞癌) and names with a
word added or dropped (良性特发性室性心动过速, 腰肌筋膜炎); drug trade names (11 questions, below); medicinal material aliases,
market and folk names (6: 红葱头, 杂蘑, 神仙蜡烛, 猪膏, 洋紫荆, 艾鼬); TCM formula aliases (3: 拓痞丸, 治疝茴香丸, 还晴散); and
check aliases (3: EUS, RPR, 新生儿筛查). Thirteen more ask what an alias stands for (选择困难症, Krill's病, 嗜银细胞瘤, 易倍申,
乐瑞卡, 鸡舌香, 老来娇, 马屁包, 铜脚威灵仙, 巴戟天酒, 麦门冬散, newborn screening, electroencephalogram): their gold is the
alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 11 questions name a drug by a trade name its record's `trade_name` property lists (东日, 福利双, 易坦静,
思诺思, 雷帕鸣, 宝树堂, 森福罗, 美普清, 力蜚能, 安拿芬尼, 怡度). All eleven are also drug records of their own (the source
writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record (茶新那敏片,
双唑泰阴道泡腾片, 氨溴特罗口服液, 酒石酸唑吡坦片, 西罗莫司片, 复方樟脑乳膏, 盐酸普拉克索片, 盐酸丙卡特罗片, 多糖铁复合物胶囊,
盐酸氯米帕明片, 盐酸非那吡啶胶囊), the mention is the trade name and the line is tagged `alias`, because a patient holding
the box asks about the medicine, and the standard record is the one that names it, holds its class and lists the
trade name.

Other names the network holds under two records (7 questions besides the 11 trade names written twice); the gold
record is the one the question is judged to mean:
- 畸形性骨炎 and 肾细胞癌 are disease records (肾细胞癌 a symptom record too) as well as aliases that 变形性骨炎 and 肾癌 list,
  EUS and 新生儿筛查 check records as well as aliases of 超声内镜检查 and 新生儿疾病筛查检查, and AIP a symptom record as well
  as an alias of 自身免疫性胰腺炎 (5 questions). The questions ask about the illness or the check (how it is treated,
  its risk factors, what it finds, who performs it, what it is told apart from), so the gold is the standard record
  that lists the alias, the record of the illness or check the asker has been told about.
- 易倍申 is a drug record and 巴戟天酒 a formula record as well as alias instances (2 questions); the questions ask what
  the name stands for (是什么药啊, 是哪个方子的别称), so their gold is the alias instance, answered by the record that
  lists it.
- Besides these, 31 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record for a disease: 病毒性肺炎, 胃平滑肌瘤, 肌腱炎, 应激性溃疡, 拇外翻, 狂犬病, 白喉, 溶血性贫血; an
  ingredient record for 盐酸普拉克索片, a disease record for 心血管造影检查, and the two alias instances above); what is
  asked says which is meant, and several say it in words as well (这个病, 这病, 这个药, 哪个方子).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_22.py    # rewrites bench/sets/medical_everyday_22.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DEP, DR, F, M, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_22.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("晕血症有啥表现", "has_symptom", "晕血症", D),
    Q("我一看见抽血就腿软眼前发黑，同事说这叫血液恐怖症，这种病一般都会有哪些反应呀？", "has_symptom", "晕血症", D, mention="血液恐怖症"),
    Q("霍纳综合征 症状", "has_symptom", "霍纳综合征", D),
    Q("宝宝心超报告写三房心，这个病平时会出现什么情况，会不会面色苍白呢", "has_symptom", "三房心", D),
    Q("老是尿频尿急可查了没感染，医生说可能是尿道综合征，它还会有什么别的症状", "has_symptom", "尿道综合征", D),
    Q("出国玩了一趟拉了好几天，旅行者腹泻都有什么表现啊", "has_symptom", "旅行者腹泻", D),
    Q("眼睑下垂一般是哪些病引起的", "has_symptom", "眼睑下垂", S),
    # designated_to
    Q("毛囊周围纤维瘤看什么科", "designated_to", "毛囊周围纤维瘤", D),
    Q("一吃饱饭就喘，医生说是胃型哮喘，那我到底该挂呼吸科还是消化内科呢", "designated_to", "胃型哮喘", D),
    Q("奶奶摔了一跤，拍片说股骨粗隆间骨折，急诊完了应该转去哪个科", "designated_to", "股骨粗隆间骨折", D),
    Q("化脓性角膜炎 挂哪个科室", "designated_to", "化脓性角膜炎", D),
    Q("大水疱性角膜炎挂眼科吗", "designated_to", "大泡性角膜病变", D, mention="大水疱性角膜炎", named="眼科"),
    Q("我认不出熟人的脸，网上说是面孔遗忘症，医院里哪个科看这个呀", "designated_to", "脸盲症", D, mention="面孔遗忘症"),
    Q("下嘴唇里面鼓了个水泡，说是唾液腺囊肿，去哪个科", "designated_to", "涎腺囊肿", D, mention="唾液腺囊肿"),
    # checks
    Q("孩子感冒后心跳快，怀疑小儿心肌炎，要做心电图检查吗", "checks", "小儿心肌炎", D, named="心电图检查"),
    Q("布氏菌肺炎怎么确诊的", "checks", "布氏菌肺炎", D),
    Q("脚崴了骨头疼，医生说可能距骨骨折，一般拍什么片子", "checks", "距骨骨折", D),
    Q("病毒性肺炎这个病要查哪些项目", "checks", "病毒性肺炎", D),
    Q("腰背疼了大半年，算慢性腰背痛吧，去医院一般会给做哪些试验", "checks", "慢性腰背痛", D),
    Q("上腔静脉阻塞综合征 需要做啥检查", "checks", "上腔静脉综合征", D, mention="上腔静脉阻塞综合征"),
    Q("屁股旁边老流脓，门诊说是肛门直肠瘘，要查什么呢？", "checks", "肛管直肠瘘", D, mention="肛门直肠瘘"),
    # has_complication
    Q("胃平滑肌瘤这个病会不会引起贫血", "has_complication", "胃平滑肌瘤", D, named="贫血"),
    Q("我爸挖了三十年煤，查出煤炭工肺尘埃沉着病，以后还会得别的啥病吗？", "has_complication", "煤炭工肺尘埃沉着病", D),
    Q("加利福尼亚脑炎严重吗 会并发什么", "has_complication", "加利福尼亚脑炎", D),
    Q("良性特发性室性心动过速 会不会心衰啊", "has_complication", "特发性室性心动过速", D, mention="良性特发性室性心动过速", named="心力衰竭"),
    Q("胃镜报告写白点十二指肠球炎，这个放着不管会变成溃疡吗", "has_complication", "十二指肠白点综合征", D, mention="白点十二指肠球炎", named="十二指肠溃疡"),
    Q("孩子嘴唇上好多黑点，查了是黑斑息肉综合征，以后会带出什么病", "has_complication", "小儿波—杰综合征", D, mention="黑斑息肉综合征"),
    Q("暂时性眼球突出有啥后遗症", "has_complication", "间歇性眼球突出", D, mention="暂时性眼球突出"),
    # cures
    Q("疱疹样皮炎用啥药", "cures", "疱疹样皮炎", D),
    Q("怀孕32周查出子痫前期，医生说要挂硫酸镁注射液，这个药是治这个的吧", "cures", "子痫前期", D, named="硫酸镁注射液"),
    Q("小儿消化不良 吃什么药好", "cures", "小儿消化不良", D),
    Q("打球落下的肌腱炎，这病一般吃哪些药能消炎止疼？", "cures", "肌腱炎", D),
    Q("ICU护士问下，应激性溃疡这个病一般用哪几种药", "cures", "应激性溃疡", D),
    Q("回归热是什么病，用什么药治", "cures", "回归热", D),
    Q("我爸大面积脑梗死住院了，都用的什么药啊", "cures", "大面积脑梗死", D),
    # shown_on
    Q("外阴平滑肌瘤长在哪个位置", "shown_on", "外阴平滑肌瘤", D),
    Q("小棘苔藓一般长哪儿", "shown_on", "小棘苔藓", D),
    Q("骨神经鞘瘤会长在哪些骨头上呢", "shown_on", "骨神经鞘瘤", D),
    Q("我外婆有杭廷顿舞蹈病，手脚老乱动，这个病主要表现在身体哪些部位", "shown_on", "亨廷顿氏舞蹈症", D, mention="杭廷顿舞蹈病"),
    Q("Buschke硬肿病 发在哪", "shown_on", "成人硬肿病", D, mention="Buschke硬肿病"),
    Q("坐办公室久了腰酸，说是腰肌筋膜炎，疼的部位一般在哪", "shown_on", "腰背肌筋膜炎", D, mention="腰肌筋膜炎"),
    Q("Mondor病是长在胸口还是肚子上？", "shown_on", "胸腹壁血栓性静脉炎", D, mention="Mondor病"),
    # has_alias
    Q("分泌性中耳炎还有别的叫法吗", "has_alias", "分泌性中耳炎", D),
    Q("白色海绵状痣 别名", "has_alias", "白色海绵状痣", D),
    Q("看病历上写着小儿豹皮综合征，这个病在书上还有什么其他名字呀？", "has_alias", "小儿豹皮综合征", D),
    Q("巧克力囊肿正式的医学名称叫什么", "has_alias", "巧克力囊肿", D),
    Q("选择困难症是正经病名吗，医学上叫什么", "has_alias", "选择困难症", AL),
    Q("眼科报告里的Krill's病是指哪种病", "has_alias", "Krill's病", AL),
    Q("嗜银细胞瘤是哪个病的别名啊", "has_alias", "嗜银细胞瘤", AL),
    # caused_by
    Q("新生儿心律失常是什么原因引起的，是不是生的时候缺氧了", "caused_by", "新生儿心律失常", D),
    Q("拇外翻这个病怎么来的呢，跟穿高跟鞋有关系吗", "caused_by", "拇外翻", D),
    Q("老年休克的原因", "caused_by", "老年休克", D),
    Q("在林场干活碰了松毛虫，关节肿了，松毛虫性骨关节病就是这么得的吗？", "caused_by", "松毛虫性骨关节病", D),
    Q("肾血管性高血压是啥造成的", "caused_by", "肾血管性高血压", D),
    Q("天天敲键盘手腕麻，查了是carpal tunnel syndrome，这个病怎么引起的", "caused_by", "鼠标手", D, mention="carpal tunnel syndrome"),
    Q("我爸中风后说话含糊，康复科说是运动性构音障碍，这个一般都是哪些原因导致的", "caused_by", "构音障碍康复", D, mention="运动性构音障碍"),
    # has_risk_factor
    Q("之前剖过一次，瘢痕子宫的风险因素就是这个吗", "has_risk_factor", "瘢痕子宫", D, named="既往剖宫产"),
    Q("HELLP综合征 哪些孕妇容易得", "has_risk_factor", "HELLP综合征", D),
    Q("怀双胞胎的话更容易得妊娠期肝内胆汁淤积症吗", "has_risk_factor", "妊娠期肝内胆汁淤积症", D, named="多胎妊娠"),
    Q("体检B超怀疑肾细胞癌，这病有哪些高危因素", "has_risk_factor", "肾癌", D, mention="肾细胞癌"),
    Q("ACS高危因素有哪些", "has_risk_factor", "急性冠脉综合征", D, mention="ACS"),
    Q("我姐四十多了没生过孩子，子宫内膜癌的危险因素都有哪些呀，我有点担心", "has_risk_factor", "子宫内膜癌", D),
    # common_in
    Q("急性肠系膜淋巴结炎一般什么年龄的人得", "common_in", "急性肠系膜淋巴结炎", D),
    Q("非特异性肠系膜淋巴结炎是不是小孩多见", "common_in", "急性肠系膜淋巴结炎", D, mention="非特异性肠系膜淋巴结炎"),
    Q("宫颈浸润癌多发在哪个年龄段的女性", "common_in", "宫颈浸润癌", D),
    Q("软斑症好发人群", "common_in", "软化斑", D, mention="软斑症"),
    Q("旋前圆肌综合征多见于什么人", "common_in", "旋前圆肌综合征", D),
    Q("小儿多发性硬化 是儿童才会得的吗", "common_in", "小儿多发性硬化", D),
    Q("烧伤以后留了大疤，听说瘢痕癌容易找上哪种人？", "common_in", "瘢痕癌", D),
    # prevalent_in
    Q("吸虫病是哪些大洲的地方病", "prevalent_in", "吸虫病", D),
    Q("委内瑞拉马脑炎主要流行在哪片地区啊，去旅游要不要防", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("球孢子菌性肉芽肿 在哪个国家常见", "prevalent_in", "球孢子菌病", D, mention="球孢子菌性肉芽肿"),
    Q("北欧那边哪些病比较高发", "prevalent_in", "北欧", RE),
    # treated_with
    Q("胰高血糖素瘤怎么治疗", "treated_with", "胰高血糖素瘤", D),
    Q("做完放疗眼睛看不清，说是放射性视网膜病变，有什么治疗办法吗", "treated_with", "放射性视网膜病变", D),
    Q("踝扭伤咋处理", "treated_with", "踝扭伤", D),
    Q("腿上青筋鼓起来，单纯性下肢浅静脉曲张一定要做手术吗，还有啥治法", "treated_with", "单纯性下肢浅静脉曲张", D),
    Q("畸形性骨炎能治好吗 用什么方法", "treated_with", "变形性骨炎", D, mention="畸形性骨炎"),
    Q("嗓子老有异物感，医生说是咽喉反流，这个要怎么治呢", "treated_with", "反流性咽喉炎", D, mention="咽喉反流"),
    # metastasizes_to
    Q("声门上型喉癌容易转到哪里去", "metastasizes_to", "声门上型喉癌", D),
    Q("真菌性脑膜炎会波及哪些部位", "metastasizes_to", "真菌性脑膜炎", D),
    Q("皮肤科说是SCC，就是鳞癌，它一般会扩散到身体哪些地方？", "metastasizes_to", "鳞状细胞癌", D, mention="SCC"),
    Q("狂犬病毒会跑到唾液里吗", "metastasizes_to", "狂犬病", D, named="唾液"),
    # invades
    Q("口咽癌往周围长的话，舌根会被侵犯到吗", "invades", "口咽癌", D, named="舌根"),
    Q("白喉这个病会损害哪些组织器官", "invades", "白喉", D),
    Q("我爸喉癌，想问下喉癌会侵犯喉部哪些结构啊，声带保得住吗", "invades", "喉癌", D),
    Q("腹主动脉瘤压到哪", "invades", "腹主动脉瘤", D),
    # is_subtype_of
    Q("先天性唇裂术后继发畸形归哪一类病", "is_subtype_of", "先天性唇裂术后继发畸形", D),
    Q("肱骨干骨折属于哪一大类骨折", "is_subtype_of", "肱骨干骨折", D),
    Q("肾上腺皮质功能亢进症跟库欣综合征是一回事吗，还是它的一种", "is_subtype_of", "肾上腺皮质功能亢进症", D, named="库欣综合征"),
    Q("发作性肌阵挛算不算癫痫的一种", "is_subtype_of", "发作性肌阵挛", D),
    Q("淋球菌性输卵管炎 归在什么病下面", "is_subtype_of", "淋球菌性输卵管炎", D),
    Q("弥漫性食管痉挛属于什么类型的疾病呀？", "is_subtype_of", "弥漫性食管痉挛", D),
    # related_disease
    Q("乳突炎跟哪些病有关", "related_disease", "乳突炎", D),
    Q("冷球蛋白血症和肾小球肾炎有关系吗", "related_disease", "冷球蛋白血症", D, named="肾小球肾炎"),
    Q("腿上溃烂查出坏疽性脓皮病，医生让排查肿瘤，这个病一般和什么病相关联呢", "related_disease", "坏疽性脓皮病", D),
    Q("急性肾小管坏死相关疾病", "related_disease", "急性肾小管坏死", D),
    Q("促肾上腺皮质激素缺乏会牵扯到哪些病啊", "related_disease", "促肾上腺皮质激素缺乏", D),
    # differential_diagnosis
    Q("癫痫持续状态要跟哪些情况区分开", "differential_diagnosis", "癫痫持续状态", D),
    Q("血液科实习生问一下，急性淋巴细胞白血病鉴别诊断要考虑哪些病", "differential_diagnosis", "急性淋巴细胞白血病", D),
    Q("AIP和胰腺癌怎么区分", "differential_diagnosis", "自身免疫性胰腺炎", D, mention="AIP", named="胰腺癌"),
    Q("手上长的到底是寻常疣还是结节性痒疹，这俩容易搞混吗", "differential_diagnosis", "寻常疣", D, named="结节性痒疹"),
    Q("溶血性贫血容易被误诊成什么", "differential_diagnosis", "溶血性贫血", D),
    # indicated_for
    Q("威太治什么的", "indicated_for", "威太", DR),
    Q("我妈关节又肿又疼，邻居给了盒曹清华胶囊，这药主要治啥", "indicated_for", "曹清华胶囊", DR),
    Q("调经促孕丸 适应症", "indicated_for", "调经促孕丸", DR),
    Q("双水杨酯片能治牙痛吗", "indicated_for", "双水杨酯片", DR, named="牙痛"),
    Q("东日这个药是管什么的，感冒能吃吗", "indicated_for", "茶新那敏片", DR, mention="东日"),
    Q("药店推荐福利双，阴道炎用它行不行啊", "indicated_for", "双唑泰阴道泡腾片", DR, mention="福利双"),
    Q("孩子咳嗽有痰，医生开了易坦静，它都治哪些病", "indicated_for", "氨溴特罗口服液", DR, mention="易坦静"),
    # has_adverse_reaction
    Q("京瑞星副作用大吗", "has_adverse_reaction", "京瑞星", DR),
    Q("多迪这个药伤不伤身，常见副作用列一下", "has_adverse_reaction", "多迪", DR),
    Q("打了硫酸阿托品注射液口干得厉害，这是正常的副作用吗", "has_adverse_reaction", "硫酸阿托品注射液", DR, named="口干"),
    Q("娃要打乙型脑炎灭活疫苗，打完可能会有哪些反应，会不会发烧", "has_adverse_reaction", "乙型脑炎灭活疫苗", DR),
    Q("恬尔心 不良反应", "has_adverse_reaction", "恬尔心", DR),
    Q("我婆婆失眠一直吃思诺思，想问下长期吃会有什么副作用", "has_adverse_reaction", "酒石酸唑吡坦片", DR, mention="思诺思"),
    Q("肾移植后在吃雷帕鸣，这药有哪些不良反应要注意", "has_adverse_reaction", "西罗莫司片", DR, mention="雷帕鸣"),
    # has_ingredient
    Q("维生素B12注射液里除了维生素B12还加了别的东西吗", "has_ingredient", "维生素B12注射液", DR),
    Q("邦平的成分是什么", "has_ingredient", "邦平", DR),
    Q("猴菇片是猴头菇做的吗", "has_ingredient", "猴菇片", DR, named="猴头菇"),
    Q("膝盖打的施沛特 里面是什么成分", "has_ingredient", "施沛特", DR),
    Q("痔疮用的肛泰栓含有哪些成分呀，孕妇能用吗", "has_ingredient", "肛泰栓", DR),
    Q("肾炎四味胶囊有哪几味药", "has_ingredient", "肾炎四味胶囊", DR),
    Q("宝树堂那个药膏里面有樟脑吗", "has_ingredient", "复方樟脑乳膏", DR, mention="宝树堂"),
    # is_a_level3
    Q("维生素B6片属于哪类药", "is_a_level3", "维生素B6片", DR),
    Q("我爸帕金森在吃森福罗，这个药算什么类别的药", "is_a_level3", "盐酸普拉克索片", DR, mention="森福罗"),
    Q("盐酸拉贝洛尔片是哪一类的降压药呢", "is_a_level3", "盐酸拉贝洛尔片", DR),
    Q("美普清 药物分类", "is_a_level3", "盐酸丙卡特罗片", DR, mention="美普清"),
    Q("力蜚能是补铁的吧，它归在哪一类药里", "is_a_level3", "多糖铁复合物胶囊", DR, mention="力蜚能"),
    Q("药师问一下，安拿芬尼的三级分类是什么", "is_a_level3", "盐酸氯米帕明片", DR, mention="安拿芬尼"),
    # belongs_to
    Q("黄虎喷雾剂算药还是保健品", "belongs_to", "黄虎喷雾剂", DR),
    Q("隆祥 是哪类药品啊", "belongs_to", "隆祥", DR),
    Q("盐酸阿米替林片是抗抑郁药吗", "belongs_to", "盐酸阿米替林片", DR, named="抗抑郁药"),
    Q("怡度属于哪种药", "belongs_to", "盐酸非那吡啶胶囊", DR, mention="怡度"),
    Q("月经量少喝益母草口服液，它是归哪类药管的呀", "belongs_to", "益母草口服液", DR),
    Q("鹭鸶咯丸 剂型类别", "belongs_to", "鹭鸶咯丸", DR),
    # drug_has_alias
    Q("诺和锐30 包装上的名字怎么写", "drug_has_alias", "诺和锐30", DR),
    Q("易倍申是什么药啊，我外公老年痴呆医生给开的", "drug_has_alias", "易倍申", AL),
    Q("乐瑞卡的通用名是什么", "drug_has_alias", "乐瑞卡", AL),
    Q("沙格列汀片在外面叫什么名", "drug_has_alias", "沙格列汀片", DR),
    # mainly_treats
    Q("红葱头入药能治什么病", "mainly_treats", "小红蒜根", M, mention="红葱头"),
    Q("鲱鱼籽有药用价值吗，治什么", "mainly_treats", "鲱鱼籽", M),
    Q("刀豆壳煮水能治打嗝吗", "mainly_treats", "刀豆壳", M, named="呃逆"),
    Q("东北山里采的杂蘑，听说还能当药，主治什么啊", "mainly_treats", "黄多孔菌", M, mention="杂蘑"),
    Q("大头陈 主治", "mainly_treats", "大头陈", M),
    Q("五水硫酸铜外用能治口疮吗", "mainly_treats", "五水硫酸铜", M, named="口疮"),
    # has_efficacy
    Q("杨枸花有什么功效", "has_efficacy", "杨枸花", M),
    Q("大散血这味药是干嘛的", "has_efficacy", "大散血", M),
    Q("都咸子吃了对身体有什么好处呢", "has_efficacy", "都咸子", M),
    Q("云南老家叫神仙蜡烛的那个草药，有啥作用", "has_efficacy", "倒吊蜡烛", M, mention="神仙蜡烛"),
    Q("番石榴子能止泻吗", "has_efficacy", "番石榴子", M, named="止泻"),
    Q("古书里说的猪膏 功效是什么", "has_efficacy", "猪脂膏", M, mention="猪膏"),
    # distributed_in
    Q("丁香根哪里产", "distributed_in", "丁香根", M),
    Q("五爪金龙在哪些省份能找到", "distributed_in", "五爪金龙", M),
    Q("小区里种的洋紫荆也是药材，它野生的主要分布在哪", "distributed_in", "羊蹄甲", M, mention="洋紫荆"),
    Q("峨眉观音座莲只长在四川吗", "distributed_in", "峨眉观音座莲", M, named="四川"),
    Q("艾鼬 哪些省有", "distributed_in", "艾虎", M, mention="艾鼬"),
    Q("芭蕉花入药，主产地是哪儿呀", "distributed_in", "芭蕉花", M),
    # material_has_alias
    Q("鳢鱼胆又叫什么", "material_has_alias", "鳢鱼胆", M),
    Q("毒鱼藤的俗名有哪些", "material_has_alias", "毒鱼藤", M),
    Q("一柱香这味药还有什么名字", "material_has_alias", "一柱香", M),
    Q("鸡舌香是哪味药材的别称", "material_has_alias", "鸡舌香", AL),
    Q("老来娇 是什么药材", "material_has_alias", "老来娇", AL),
    Q("小时候在田里踢的马屁包，正名叫什么药材", "material_has_alias", "马屁包", AL),
    Q("铜脚威灵仙指的是哪种药", "material_has_alias", "铜脚威灵仙", AL),
    # composed_of
    Q("八减丸的组成", "composed_of", "八减丸", F),
    Q("八仙逍遥汤里面有荆芥吗", "composed_of", "八仙逍遥汤", F, named="荆芥"),
    Q("考方剂学，八味丹由哪几味药组成来着", "composed_of", "八味丹", F),
    Q("八威灵散里有川乌和草乌，还有什么药", "composed_of", "八威灵散", F),
    Q("拔根提毒丹用哪些药配的", "composed_of", "拔根提毒丹", F),
    Q("拓痞丸 配方", "composed_of", "八痞丸", F, mention="拓痞丸"),
    # formula_has_efficacy
    Q("茯苓丸有什么功效", "formula_has_efficacy", "茯苓丸", F),
    Q("麻黄白虎汤是干啥用的，能退烧吗", "formula_has_efficacy", "麻黄白虎汤", F),
    Q("伤口老不收口，老中医给了八宝生肌散，它的作用是什么", "formula_has_efficacy", "八宝生肌散", F),
    Q("八宝退云散能明目吗", "formula_has_efficacy", "八宝退云散", F, named="明目退翳"),
    Q("八风汤 功用", "formula_has_efficacy", "八风汤", F),
    Q("疝气老中医开了治疝茴香丸，这方子功效是啥", "formula_has_efficacy", "八味茴香丸", F, mention="治疝茴香丸"),
    # prescribed_for
    Q("桃核承气汤治什么证", "prescribed_for", "桃核承气汤", F),
    Q("葱白七味饮适合哪种感冒", "prescribed_for", "葱白七味饮", F),
    Q("拔生膏能贴瘰疬吗", "prescribed_for", "拔生膏", F, named="瘰疬"),
    Q("我媳妇月经老推后脾气又急，有人说八物加香附汤对症，这个方子主治哪些情况", "prescribed_for", "八物加香附汤", F),
    Q("防风通圣散什么人能吃", "prescribed_for", "防风通圣散", F),
    Q("还晴散 治什么眼病", "prescribed_for", "八味还睛散", F, mention="还晴散"),
    # formula_has_alias
    Q("八味知母汤另一个名字", "formula_has_alias", "八味知母汤", F),
    Q("巴戟浸酒以前叫什么", "formula_has_alias", "巴戟浸酒", F),
    Q("巴戟天酒是哪个方子的别称呀", "formula_has_alias", "巴戟天酒", AL),
    Q("古籍上看到麦门冬散，它正名是啥方", "formula_has_alias", "麦门冬散", AL),
    # check_for_disease
    Q("胃肠道CT检查能查哪些病", "check_for_disease", "胃肠道CT检查", C),
    Q("孩子体检做了远视力检查法，这个是筛什么病的", "check_for_disease", "远视力检查法", C),
    Q("不稳定性血红蛋白试验 查什么病", "check_for_disease", "不稳定性血红蛋白试验", C),
    Q("小肠镜检查能不能查克罗恩病", "check_for_disease", "小肠镜检查", C, named="克罗恩病"),
    Q("妇科说要做阴道肿块检查，我好紧张，这个一般是排查哪些病的", "check_for_disease", "阴道肿块检查", C),
    Q("医生建议做个EUS，这个能发现什么病呢", "check_for_disease", "超声内镜检查", C, mention="EUS"),
    # check_for_symptom
    Q("电子阴道镜检查针对什么症状", "check_for_symptom", "电子阴道镜检查", C),
    Q("走路不稳让我做交叉步行试验，这个是看哪方面问题的", "check_for_symptom", "交叉步行试验", C),
    Q("足拍打试验查啥的", "check_for_symptom", "足拍打试验", C),
    Q("新生儿甲状腺功能检查是出现什么情况才查的呀", "check_for_symptom", "新生儿甲状腺功能检查", C),
    Q("血小板凝集功能试验 适用于哪些症状", "check_for_symptom", "血小板凝集功能试验", C),
    Q("抽血单上有RPR，是身上有啥症状才查这个", "check_for_symptom", "快速血浆反应素试验", C, mention="RPR"),
    # performed_by
    Q("刚出生的宝宝做新生儿筛查，是儿科的事吗", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    Q("要做心血管造影检查，得去找哪个科预约", "performed_by", "心血管造影检查", C),
    Q("想约个无痛胃镜检查，得先挂消化科吗", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("泌尿外科都能做什么检查", "performed_by", "泌尿外科", DEP),
    # check_has_alias
    Q("做超声内镜检查时医生嘴里说的几个字母是啥", "check_has_alias", "超声内镜检查", C),
    Q("快速血浆反应素试验太长了 有没有缩写", "check_has_alias", "快速血浆反应素试验", C),
    Q("新生儿疾病筛查检查 有简单点的说法没", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("出生证明那里写newborn screening，是哪个检查", "check_has_alias", "newborn screening", AL),
    Q("病历里夹着英文electroencephalogram 到底是做的啥检查", "check_has_alias", "electroencephalogram", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day22"))
