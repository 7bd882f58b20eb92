"""Writes `medical_everyday_36.jsonl`, a thirty-sixth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-fifth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is typed the way young people type on their phones: internet slang
and abbreviations (yyds, 绝绝子, 破防了, 蚌埠住了, u1s1, 家人们, 集美们, 救命, 真的会谢, 栓Q, npy, 慌得一批), pinyin initials for a few
everyday words and never for a medical name (bz啊, xs, kk有没有懂的), emoji (😱, 🥶, 😭, 🙏), English words (check一下, 长期吃ok吗,
天天emo), mostly no punctuation but spaces, sometimes odd punctuation (大枫子能治痤疮？？, 急急急!!!, 属于啥病啊。。。); short ones
(外公吃的美多芭属于哪类药, 广豆根都是哪些地方产的呀) and long ones (u1s1 初中被霸凌过现在天天emo 青年遭遇校园霸凌会增加广泛性焦虑障碍的风险吗).
The askers are young people for themselves (姨妈痛到打滚, 拔完智齿疼到怀疑人生, 最近在生酮减肥, 入职体检有一项RPR), for a partner
(npy天天疑神疑鬼翻我手机, 男朋友尿痛不好意思问, 老婆怀孕以后天天emo), a roommate (室友说她心脏传导阻滞, 室友脚气熏死人), parents and
grandparents (我爸喝酒喝出…, 外公确诊帕金森症, 我妈一咳嗽就漏尿), as new parents (宝宝半夜哭到在床上翻滚, 新手爸妈求问) and as
pet owners turned patients (铲屎官有点慌, 养猫的家人们 弓形体抗体测定…, 被猫抓了以后一直发热, 舅舅养羊的). 66 questions carry
呢/啊/呀/嘛/哈 outside the names they use and 40 a clause of context set off by a comma (most others run theirs on after a
space, as typed); some ask two things and the first is the gold (地氯雷他定片吃了会有啥副作用 换季鼻炎长期吃ok吗 asks the adverse
reactions; 小儿分离性焦虑症咋治 行为治疗靠谱吗 the therapies; 怀孕脸上长了妊娠斑 需要做啥检查不 还是生完自己会消 the checks).

Records: taken from the third tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 35 and the three alias
sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (广泛性焦虑障碍 ← 青年遭遇校园霸凌,
婴儿猝死综合征 ← 未使用安抚奶嘴, 基底细胞癌 → 欧洲, 委内瑞拉马脑炎 → 中美洲和南美洲, 恶性肿瘤 → 腭弓, 寨卡病毒感染 ↔ 新生儿小头畸形,
帕金森病 ↔ 药物性帕金森症, 尘肺 ↔ COPD, 八宝拨云散 → 珊瑚, 八宝粥 → 健脾胃, 八宝蠲痛汤 → 调畅情志, 八宝红灵丹 → 不服水土), is asked from
the relation's target end (柔软的寝具, 欧洲, 三尖瓣, 心包, 舌表面, 墨面, 祛风明目, 阴虚喉疳, 消化科, 泌尿外科), names its entity by an
alias (炎症性脱髓鞘疾病, Acute Otitis Media, 产科急性假性黄色肝萎缩, 肝静脉阻塞综合征, 还晴散, 八毒丸, 虎骨散, 麦门冬散,
静脉肾盂排泄造影, 新生儿筛查) or asks what an alias stands for (乐瑞卡, 倍林达, 虎骨散, RPR); a few ask a window record again in words
no earlier question uses (急性阑尾炎 → 右下腹, 急性淋巴细胞白血病 → 淋巴结, 心肌炎, 普瑞巴林胶囊, 曲尼司特胶囊, 左奥硝唑氯化钠注射液,
八毒赤丸, 八效虎骨散, 八物参术丸). The four formula aliases and the two check aliases are names earlier sets use too: the
formulas and checks these types reach have no alias the earlier sets leave unused. The window of performed_by holds no record (the type has six
sources), so its four questions take sources outside it (无痛胃镜检查 → 消化科, 静脉尿路造影检查 named by 静脉肾盂排泄造影, and
消化科, 泌尿外科 from the target end); the window of check_has_alias holds one record (快速血浆反应素试验), asked once in new words and
once by its alias RPR, and two questions take checks outside it (新生儿疾病筛查检查 named by 新生儿筛查, 静脉尿路造影检查 → 静脉肾盂排泄造影).

81 questions name the one neighbour they ask about, most of them naming two records (季节性鼻炎做减敏疗法有用吗, 感康里面有人工牛黄吗,
小石松还叫啥 是伸筋草吗, 心房扑动跟大折返房性心动过速怎么区分 心电图学不会了). Ten besides the alias-instance questions are asked from the
relation's target end (宝宝床上铺得软软的，柔软的寝具会增加啥病的风险啊, 下个月去欧洲玩 那边流行啥病啊 要不要打疫苗, 哪些病会跑到三尖瓣上
学医的室友考我 bz, 哪些方子里用到墨面啊 听着像吃墨水, 阴虚喉疳用啥方子啊 嗓子疼了好久, 消化科都能做啥检查啊 想约个胃镜check一下).

Names inside names: by a mechanical count 103 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (孕期抑郁症 holds 抑郁症, 婴儿肠痉挛 holds 肠痉挛, 女子颜面黑变病 holds 黑变病, 妊娠合并缺铁性贫血 holds 缺铁性贫血, 孕期阴道炎
and 念珠菌性阴道炎 hold 阴道炎, 寒冷性荨麻疹 holds 荨麻疹, 寒冷性脂膜炎 holds 脂膜炎, 小儿分离性焦虑症 holds 焦虑症, 小儿肥胖症 holds 肥胖症,
局部多汗症 holds 多汗症 and the question names it, 复合型酸碱失衡 holds 酸碱失衡, 广泛性焦虑障碍 holds 焦虑障碍, 急性上呼吸道感染 holds
上呼吸道感染, 小儿先天性胆管扩张症 holds 先天性胆管扩张症, 小儿变应性鼻炎 holds 变应性鼻炎 and is named by its alias 变态反应性鼻炎,
八效虎骨散 holds its own alias 虎骨散, 无痛胃镜检查 holds 胃镜检查, 地氯雷他定片 holds 氯雷他定片, 复方氢氧化铝片 holds 氢氧化铝片,
复方醋酸地塞米松乳膏 holds 醋酸地塞米松乳膏 and 复方对乙酰氨基酚片（II） holds 复方对乙酰氨基酚片, both named by a trade name, and the
alias 恋物性异装症 holds 异装症; 帕金森症, 开角型青光眼, 寰椎骨折, 小细胞肺癌, 急性阑尾炎, 屈光参差, 曲尼司特胶囊, 复方氨酚烷胺片 and 八正散
lie inside 药物性帕金森症, 原发性开角型青光眼, 寰椎骨折脱位, 非小细胞肺癌, 小儿急性阑尾炎, 屈光参差性弱视, 复方曲尼司特胶囊,
小儿复方氨酚烷胺片 and 八正散加木香汤, and 大风子 inside its own alias 驱虫大风子).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (19: eponyms and English names such as Blount胫骨综合征, Urbach综合征, Fairbank病, gynopathy and Acute Otitis Media; another
transliteration, 埃勒斯—当洛斯综合征; older, lay or descriptive names such as 妇女男子型秃发, 变态反应性鼻炎, 呼吸暂停症, 胆总管囊肿,
皮肤弹性过度综合征, 多发性骨骺成骨不全, 膀胱颈硬化症, 炎症性脱髓鞘疾病, 肝静脉阻塞综合征, 恋物性异装症, 产科急性假性黄色肝萎缩; names with
a word changed, 小儿关节松弛症 and 巨大胎儿); drug trade names (14, below); medicinal material aliases (13: 催奶藤, 大枫子, 蒜头, 海虾壳,
竹黄, 大马哈, 莨菪子, 水栀, 胡颓子, 雪荷花, 槟榔皮, 广豆根, 黄山杜鹃); TCM formula aliases (4: 还晴散, 八毒丸, 虎骨散, 麦门冬散); check
aliases (2: 静脉肾盂排泄造影, 新生儿筛查). Each of these names is listed by that one instance only. Eleven more ask what an alias
stands for (缺失记忆, Noonan综合征, 契—东综合征, 小儿Blum综合征, 乐瑞卡, 倍林达, 千年老鼠屎, 牙痛子, 小双飞蝴蝶, 虎骨散, RPR: disease,
drug, material, formula and check aliases): their gold is the alias instance, answered by the record that lists it.
Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Drug trade names: 14 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (散利痛, 赛尼可, 足光粉, 新乐敦, 快克, 易善复, 芙晴, 感康, 小施尔康, 高效风油精, 思瑞康, 喜辽妥, 美多芭, 999皮炎平). All fourteen
names are also drug records of their own (the source writes the product twice). They are labelled as in the earlier
sets: the gold entity is the standard record (复方对乙酰氨基酚片（II）, 奥利司他胶囊, 复方苦参水杨酸散, 复方门冬维甘滴眼液, 复方氨酚烷胺胶囊,
多烯磷脂酰胆碱胶囊, 复方维A酸凝胶, 复方氨酚烷胺片, 多维生素滴剂, 复方达克罗宁薄荷溶液, 富马酸喹硫平片, 多磺酸粘多糖乳膏, 多巴丝肼片,
复方醋酸地塞米松乳膏), the mention is the trade name and the line is tagged `alias`, because whoever holds the box asks about
the medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- 倍林达 is a drug record as well as the alias instance 替格瑞洛片 lists (倍林达是哪个药啊 老爸心脏放了支架要吃): it asks what the
  name stands for, so the gold is the alias instance, as in the thirty-fourth set's 孚诺 question.
- 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists (新生儿筛查英文叫啥 给宝宝办手续要填): it asks the check's
  English name, so it is labelled as naming 新生儿疾病筛查检查 by its alias, as the twenty-eighth set's 新生儿筛查 question is.
- 大枫子 is an ingredient record as well as an alias 大风子 lists (大枫子能治痤疮？？): the question asks what the material treats.
  Three named neighbours are records of other types too: 伸筋草 is a medicinal material as well as the alias 小石松 lists,
  左旋多巴 an ingredient as well as the drug 帕金森症 is treated with, and 人工牛黄 a drug as well as the ingredient 感康 holds.
- Besides these, 47 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most often
  a symptom record: 寰椎骨折, 妊娠斑, 孕期阴道炎, 帕金森症, 心脏传导阻滞, 小儿咳嗽, 头皮血肿, 寒冷性荨麻疹, 夜惊, 巨大儿, 强直性脊柱炎, 尘肺,
  心房扑动; a cause record: 幽门螺杆菌感染, 布加综合征, 小细胞肺癌; an alias record: 小儿变应性鼻炎, 女子颜面黑变病; an ingredient record
  for a material: 大风子, 大蒜, 天竺黄, 山楂叶, 密蒙花, 天仙子, 大青叶, 天山雪莲, 大腹皮, 山豆根, 天葵子, and for a drug, 头孢克肟片; a drug
  record: 倍林达), and the wording says which is meant (a diagnosis told, 确诊, 查出, 入药, 药材, 产的, 医生开了).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_36.py    # rewrites bench/sets/medical_everyday_36.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_36.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("救命 看到莲蓬就头皮发麻 密集物体恐惧症是不是就这样😱", "has_symptom", "密集物体恐惧症", D, named="头皮发麻"),
    Q("集美们 宫寒到底有啥表现啊 手脚冰凉还痛经 真的会谢🥶", "has_symptom", "宫寒", D),
    Q("一到春天鼻子痒到想拆下来，季节性鼻炎还会有啥症状呀", "has_symptom", "季节性鼻炎", D),
    Q("头顶越来越稀 医生说是妇女男子型秃发 还会有啥表现 我才25啊 破防了", "has_symptom", "妇女雄激素源性秃发", D,
      mention="妇女男子型秃发"),
    Q("老婆怀孕以后天天emo，孕期抑郁症都有哪些表现，在线等挺急的", "has_symptom", "孕期抑郁症", D),
    Q("宝宝半夜哭到在床上翻滚 婴儿肠痉挛会这样吗 新手爸爸蚌埠住了", "has_symptom", "婴儿肠痉挛", D, named="翻滚"),
    Q("娃老打喷嚏流鼻涕 医生说变态反应性鼻炎 都有啥症状啊", "has_symptom", "小儿变应性鼻炎", D,
      mention="变态反应性鼻炎"),
    # designated_to
    Q("骑电驴摔了脖子好痛，医生说寰椎骨折，要挂哪个科啊", "designated_to", "寰椎骨折", D),
    Q("娃腿越长越弯 医生说Blount胫骨综合征 复查挂啥科 栓Q", "designated_to", "小儿弓形腿综合征", D,
      mention="Blount胫骨综合征"),
    Q("npy天天疑神疑鬼翻我手机 多疑症要挂精神心理科吗 家人们", "designated_to", "多疑症", D, named="精神心理科"),
    Q("娃手背上一块块紫红斑 病历上写Urbach综合征 下回该挂啥科", "designated_to", "小儿持久性隆起性红斑", D,
      mention="Urbach综合征"),
    Q("宝宝一哭就憋气憋到嘴唇发紫，医生说呼吸暂停症，该挂哪个科啊 救命", "designated_to", "小儿屏气发作", D,
      mention="呼吸暂停症"),
    Q("妊娠纹也能去医院看吗 挂啥科 bz啊", "designated_to", "妊娠纹", D),
    Q("侄子说话老卡壳 小儿口吃是挂心理医学科嘛", "designated_to", "小儿口吃", D, named="心理医学科"),
    # checks
    Q("集美们 体检查出宫颈息肉 还要做哪些检查啊 好怕怕", "checks", "宫颈息肉", D),
    Q("痛经痛到打滚，医生怀疑子宫腺肌症，要查血清CA125吗", "checks", "子宫腺肌症", D, named="血清CA125"),
    Q("怀孕脸上长了妊娠斑 需要做啥检查不 还是生完自己会消", "checks", "妊娠斑", D),
    Q("娃肚子疼 B超说胆总管囊肿 还要做哪些检查 家人们谁懂啊", "checks", "小儿先天性胆管扩张症", D, mention="胆总管囊肿"),
    Q("怀二胎查出妊娠合并缺铁性贫血，要抽外周血check一下吗", "checks", "妊娠合并缺铁性贫血", D, named="外周血"),
    Q("报告上写gynopathy 要做些啥检查啊 英文看不懂 救救孩子", "checks", "妇科疾病", D, mention="gynopathy"),
    Q("宝宝刚出生嘴唇发紫 怀疑完全性大动脉错位 要做啥检查啊 新手妈妈破防了", "checks", "完全性大动脉错位", D),
    # has_complication
    Q("季节性鼻炎拖着不管会引起啥别的毛病吗 我每年春天都这样😭", "has_complication", "季节性鼻炎", D),
    Q("孕期阴道炎会不会导致早产啊，好慌，集美们", "has_complication", "孕期阴道炎", D, named="早产"),
    Q("天天蹲坑半小时 大便干燥时间长了会有啥并发症 xs 手机都刷没电了", "has_complication", "大便干燥", D),
    Q("小儿关节松弛症以后会扁平足吗 我家娃走路外八", "has_complication", "小儿关节过度活动综合征", D,
      mention="小儿关节松弛症", named="扁平足"),
    Q("铲屎官有点慌 寄生虫病严重了会引起哪些并发症啊", "has_complication", "寄生虫病", D),
    Q("宝宝被捂太热，医生说婴儿闷热综合症，以后会留下啥后遗症吗", "has_complication", "婴儿闷热综合症", D),
    # cures
    Q("集美们 念珠菌性阴道炎用硝酸咪康唑阴道片有用吗 反反复复烦死了", "cures", "念珠菌性阴道炎", D,
      named="硝酸咪康唑阴道片"),
    Q("外公确诊帕金森症，左旋多巴是治这个的吗", "cures", "帕金森症", D, named="左旋多巴"),
    Q("室友说她心脏传导阻滞 要吃啥药啊 看她脸色好差", "cures", "心脏传导阻滞", D),
    Q("奶奶开角型青光眼 眼科开的药名一个都不认识 有哪些药能治啊", "cures", "开角型青光眼", D),
    Q("娃小儿咳嗽咳了半个月 有啥药能吃呀 宝妈熬不住了", "cures", "小儿咳嗽", D),
    Q("小儿呼吸道合胞病毒肺炎用啥药 娃住院了😭", "cures", "小儿呼吸道合胞病毒肺炎", D),
    Q("我爸喝酒喝出急性出血坏死型胰腺炎，用啥药治啊", "cures", "急性出血坏死型胰腺炎", D),
    # shown_on
    Q("妊娠纹一般长哪儿啊 除了肚子还会长别的地方吗 救命", "shown_on", "妊娠纹", D),
    Q("女子颜面黑变病一般长在脸上哪块啊 两边脸蛋都黑了", "shown_on", "女子颜面黑变病", D),
    Q("婴儿热疹会长在颈部吗 宝宝脖子一圈红点点", "shown_on", "婴儿热疹", D, named="颈部"),
    Q("Fairbank病主要是身体哪些部位出问题啊，百度看不懂", "shown_on", "多发性骨骺发育异常", D, mention="Fairbank病"),
    Q("娃磕到桌角鼓了个大包 头皮血肿是长在头皮里面吗", "shown_on", "头皮血肿", D, named="头皮"),
    Q("皮肤弹性过度综合征主要影响哪里呀 娃的皮能拉好长 有点吓人", "shown_on", "小儿埃莱尔—当洛综合征", D,
      mention="皮肤弹性过度综合征"),
    # has_alias
    Q("小儿口吃还有啥叫法 是不是就是结巴呀", "has_alias", "小儿口吃", D, named="结巴"),
    Q("小儿变蒸这个词好玄学 有没有别的叫法", "has_alias", "小儿变蒸", D),
    Q("复合型酸碱失衡还有啥别的叫法 生理课没听懂", "has_alias", "复合型酸碱失衡", D),
    Q("追剧看到缺失记忆这个说法 是哪个病的别名啊", "has_alias", "缺失记忆", AL),
    Q("医生说娃可能是Noonan综合征，中文病名叫啥，破防了", "has_alias", "Noonan综合征", AL),
    Q("契—东综合征是啥病的别名 书上的名字好拗口", "has_alias", "契—东综合征", AL),
    Q("小儿Blum综合征是哪个病的另一个名字 kk有没有懂的", "has_alias", "小儿Blum综合征", AL),
    # caused_by
    Q("天天喝冰奶茶 宫寒是吃寒凉的东西搞出来的吗 集美们", "caused_by", "宫寒", D),
    Q("妊娠纹到底是咋长出来的 抹油有用吗", "caused_by", "妊娠纹", D),
    Q("大便干燥是不是饮水不足啊 我一天就喝一瓶可乐 xs", "caused_by", "大便干燥", D, named="饮水不足"),
    Q("季节性鼻炎到底是啥引起的，春天出门就完蛋", "caused_by", "季节性鼻炎", D),
    Q("女朋友头顶变稀了 妇女雄激素源性秃发是雄激素过量导致的吗", "caused_by", "妇女雄激素源性秃发", D,
      named="雄激素过量"),
    Q("埃勒斯—当洛斯综合征是咋得的 娃的关节能掰成奇怪的角度", "caused_by", "小儿埃莱尔—当洛综合征", D,
      mention="埃勒斯—当洛斯综合征"),
    Q("小儿屏气发作是啥原因引起的呀 一生气就不喘气 吓死宝妈了", "caused_by", "小儿屏气发作", D),
    # has_risk_factor
    Q("u1s1 初中被霸凌过现在天天emo 青年遭遇校园霸凌会增加广泛性焦虑障碍的风险吗", "has_risk_factor",
      "广泛性焦虑障碍", D, named="青年遭遇校园霸凌"),
    Q("新手爸妈求问 未使用安抚奶嘴算婴儿猝死综合征的危险因素吗 我家娃就是不爱叼", "has_risk_factor",
      "婴儿猝死综合征", D, named="未使用安抚奶嘴"),
    Q("天天户外暴晒，日光暴露会增加得基底细胞癌的风险吗，防晒霜yyds", "has_risk_factor", "基底细胞癌", D,
      named="日光暴露"),
    Q("我妈一吵架就胸口疼 情绪紧张会诱发心绞痛吗", "has_risk_factor", "心绞痛", D, named="情绪紧张"),
    Q("老爸在油田干了二十年 石油产品暴露是多发性骨髓瘤的危险因素吗 好担心", "has_risk_factor", "多发性骨髓瘤", D,
      named="石油产品暴露"),
    Q("舅舅养羊的 动物咬伤/接触会增加布鲁氏菌病的风险吗", "has_risk_factor", "布鲁氏菌病", D,
      named="动物咬伤/接触"),
    Q("宝宝床上铺得软软的，柔软的寝具会增加啥病的风险啊", "has_risk_factor", "柔软的寝具", CA),
    # common_in
    Q("子宫腺肌症一般是啥人容易得啊 我没生过娃也会吗", "common_in", "子宫腺肌症", D),
    Q("妊娠斑是不是中青年女性才长 我妈50了脸上也有", "common_in", "妊娠斑", D, named="中青年女性"),
    Q("小儿屏气发作一般多大的娃会有啊，我家两岁半", "common_in", "小儿屏气发作", D),
    Q("多发性骨骺成骨不全一般什么人得 男孩子多吗", "common_in", "多发性骨骺发育异常", D, mention="多发性骨骺成骨不全"),
    Q("大肠息肉是不是50岁以上人群才容易长 我28也查出来了 蚌埠住了", "common_in", "大肠息肉", D, named="50岁以上人群"),
    Q("寒冷性脂膜炎多见于哪些人啊 娃脸蛋冻出硬块了", "common_in", "寒冷性脂膜炎", D),
    Q("外婆尿不出来，医生说膀胱颈硬化症，这病一般啥人得啊", "common_in", "女性膀胱颈梗阻", D, mention="膀胱颈硬化症"),
    # prevalent_in
    Q("去欧洲交换一年 基底细胞癌在欧洲很常见吗 防晒要拉满吗", "prevalent_in", "基底细胞癌", D, named="欧洲"),
    Q("要去中美洲和南美洲背包旅行，委内瑞拉马脑炎在那边流行吗", "prevalent_in", "委内瑞拉马脑炎", D,
      named="中美洲和南美洲"),
    Q("下个月去欧洲玩 那边流行啥病啊 要不要打疫苗", "prevalent_in", "欧洲", RE),
    Q("炎症性脱髓鞘疾病在北纬地区多吗 看纪录片说的", "prevalent_in", "多发性硬化", D, mention="炎症性脱髓鞘疾病",
      named="北纬"),
    # treated_with
    Q("季节性鼻炎做减敏疗法有用吗 每年春天都在打喷嚏", "treated_with", "季节性鼻炎", D, named="减敏疗法"),
    Q("娃一开学就哭着不让我走 小儿分离性焦虑症咋治 行为治疗靠谱吗", "treated_with", "小儿分离性焦虑症", D),
    Q("侄子太胖了，小儿肥胖症除了限制饮食还有啥办法", "treated_with", "小儿肥胖症", D),
    Q("一碰冰可乐手就起疹子 寒冷性荨麻疹咋治啊", "treated_with", "寒冷性荨麻疹", D),
    Q("宫颈白斑要做宫颈冷冻治疗吗 听着就好冷 集美们", "treated_with", "宫颈白斑", D, named="宫颈冷冻治疗"),
    Q("孩子晚上老夜惊 有啥治疗办法吗 老人说捏捏就好了", "treated_with", "夜惊", D),
    # metastasizes_to
    Q("Acute Otitis Media会扩散到鼓膜吗 英文病历看不懂 救救", "metastasizes_to", "急性中耳炎", D,
      mention="Acute Otitis Media", named="鼓膜"),
    Q("哪些病会跑到三尖瓣上 学医的室友考我 bz", "metastasizes_to", "三尖瓣", BP),
    Q("哪些病会扩散到心包啊，我哥感冒完一直胸口闷", "metastasizes_to", "心包", BP),
    Q("急性阑尾炎会转移到右下腹吗 还是本来就在那疼 xs", "metastasizes_to", "急性阑尾炎", D, named="右下腹"),
    # invades
    Q("嘴里长了个东西 恶性肿瘤会侵犯到腭弓吗 救命好怕", "invades", "恶性肿瘤", D, named="腭弓"),
    Q("哪些病会侵犯舌表面啊，舌头上一直有块白的", "invades", "舌表面", BP),
    Q("同学确诊急性淋巴细胞白血病 会侵犯淋巴结吗 破防了", "invades", "急性淋巴细胞白血病", D, named="淋巴结"),
    Q("心肌炎一般往哪儿侵犯啊 病毒感冒以后老心慌", "invades", "心肌炎", D),
    # is_subtype_of
    Q("拔完智齿疼到怀疑人生 医生说干槽症 这属于啥病一类", "is_subtype_of", "干槽症", D),
    Q("手心出汗多到没法牵手，局部多汗症是多汗症的一种吗，npy嫌弃我", "is_subtype_of", "局部多汗症", D, named="多汗症"),
    Q("两只眼度数差好多 屈光参差属于啥病啊。。。", "is_subtype_of", "屈光参差", D),
    Q("头皮屑多到像下雪 头皮糠疹属于哪一类皮肤病", "is_subtype_of", "头皮糠疹", D),
    Q("室友干啥都要对齐 强迫型人格障碍属于哪类病啊", "is_subtype_of", "强迫型人格障碍", D),
    Q("刷到个帖子讲恋物性异装症 这在医学上属于哪一类呢", "is_subtype_of", "异装症", D, mention="恋物性异装症"),
    Q("产检说是巨大胎儿，这在医学上归哪类", "is_subtype_of", "巨大儿", D, mention="巨大胎儿"),
    # related_disease
    Q("备孕中想去东南亚玩 寨卡病毒感染跟新生儿小头畸形有关系吗", "related_disease", "寨卡病毒感染", D,
      named="新生儿小头畸形"),
    Q("查出幽门螺杆菌感染，跟长期胃黏膜炎症有关系吗，跟室友共用碗筷的后果😭", "related_disease", "幽门螺杆菌感染", D,
      named="长期胃黏膜炎症"),
    Q("表姐孕晚期查出产科急性假性黄色肝萎缩 跟凝血病有关吗 急急急!!!", "related_disease", "妊娠期急性脂肪肝", D,
      mention="产科急性假性黄色肝萎缩", named="凝血病"),
    Q("强直性脊柱炎跟胸锁关节炎有关系吗 锁骨这里也疼", "related_disease", "强直性脊柱炎", D, named="胸锁关节炎"),
    Q("多发性骨髓瘤跟溶骨性骨病是啥关系 我爷爷骨头痛", "related_disease", "多发性骨髓瘤", D, named="溶骨性骨病"),
    Q("急性上呼吸道感染会连带急性鼻咽炎吗 室友传给我了 真的会谢", "related_disease", "急性上呼吸道感染", D,
      named="急性鼻咽炎"),
    # differential_diagnosis
    Q("考试前紧张到手抖 算情景焦虑还是广泛性焦虑障碍啊 咋区分", "differential_diagnosis", "广泛性焦虑障碍", D,
      named="情景焦虑"),
    Q("外公手抖，帕金森病跟药物性帕金森症怎么区分，他在吃一堆药", "differential_diagnosis", "帕金森病", D,
      named="药物性帕金森症"),
    Q("肝静脉阻塞综合征要跟急性妊娠脂肪肝区分吗 表姐怀孕中", "differential_diagnosis", "布加综合征", D,
      mention="肝静脉阻塞综合征", named="急性妊娠脂肪肝"),
    Q("老爸下了半辈子煤矿 尘肺和COPD咋分啊 他天天咳", "differential_diagnosis", "尘肺", D, named="COPD"),
    Q("心房扑动跟大折返房性心动过速怎么区分 心电图学不会了", "differential_diagnosis", "心房扑动", D,
      named="大折返房性心动过速"),
    Q("小细胞肺癌要和胸腺瘤或胸腺癌鉴别吗，影像课作业，救命", "differential_diagnosis", "小细胞肺癌", D,
      named="胸腺瘤或胸腺癌"),
    # indicated_for
    Q("姨妈痛到打滚 散利痛能治痛经吗 集美们亲测有用吗", "indicated_for", "复方对乙酰氨基酚片（II）", DR,
      mention="散利痛", named="痛经"),
    Q("想减肥 赛尼可到底是治啥的 家人们", "indicated_for", "奥利司他胶囊", DR, mention="赛尼可"),
    Q("最近emo到不行，圣·约翰草提取物片是治啥的，朋友推荐的", "indicated_for", "圣·约翰草提取物片", DR),
    Q("室友脚气熏死人 足光粉是治足癣的吗 真的会谢", "indicated_for", "复方苦参水杨酸散", DR, mention="足光粉",
      named="足癣"),
    Q("我妈非让我喝四物颗粒 这到底治啥的", "indicated_for", "四物颗粒", DR),
    Q("四磨汤口服液能治啥呀 宝宝便秘好几天了", "indicated_for", "四磨汤口服液", DR),
    Q("天天对着电脑眼睛好酸 新乐敦能缓解疲劳吗", "indicated_for", "复方门冬维甘滴眼液", DR, mention="新乐敦",
      named="疲劳"),
    # has_adverse_reaction
    Q("吃了快克困到上课睡着 会嗜睡吗 是副作用吧", "has_adverse_reaction", "复方氨酚烷胺胶囊", DR, mention="快克",
      named="嗜睡"),
    Q("喝酒喝到脂肪肝 医生开了易善复 这药有啥副作用啊", "has_adverse_reaction", "多烯磷脂酰胆碱胶囊", DR,
      mention="易善复"),
    Q("芙晴涂完脸好干，是副作用吗，痘痘肌求救", "has_adverse_reaction", "复方维A酸凝胶", DR, mention="芙晴",
      named="干燥"),
    Q("头皮屑太多换了复方酮康唑发用洗剂 用了会有啥不良反应", "has_adverse_reaction", "复方酮康唑发用洗剂", DR),
    Q("我爸天天吃复方丹参片 有啥不良反应要注意的吗", "has_adverse_reaction", "复方丹参片", DR),
    Q("地氯雷他定片吃了会有啥副作用 换季鼻炎长期吃ok吗", "has_adverse_reaction", "地氯雷他定片", DR),
    # has_ingredient
    Q("感康里面有人工牛黄吗 吃着苦苦的", "has_ingredient", "复方氨酚烷胺片", DR, mention="感康", named="人工牛黄"),
    Q("小施尔康里面都有啥维生素啊 给宝宝吃的", "has_ingredient", "多维生素滴剂", DR, mention="小施尔康"),
    Q("四季抗病毒合剂里都有啥成分 换季必囤yyds", "has_ingredient", "四季抗病毒合剂", DR),
    Q("四君子合剂里有党参吗 我妈说喝了补气", "has_ingredient", "四君子合剂", DR, named="党参"),
    Q("夏天必备高效风油精 里面都是些啥", "has_ingredient", "复方达克罗宁薄荷溶液", DR, mention="高效风油精"),
    Q("嗓子疼到说不出话 喉痛灵片里都有啥成分啊", "has_ingredient", "喉痛灵片", DR),
    # is_a_level3
    Q("npy在吃思瑞康 这是抗精神病药吗 有点慌", "is_a_level3", "富马酸喹硫平片", DR, mention="思瑞康",
      named="抗精神病药"),
    Q("跑步摔青了涂的喜辽妥 属于哪一类药呀", "is_a_level3", "多磺酸粘多糖乳膏", DR, mention="喜辽妥"),
    Q("尼美舒利片是啥类的药 室友痛经吃的", "is_a_level3", "尼美舒利片", DR),
    Q("富马酸比索洛尔片算哪类药，我爸心跳快吃的", "is_a_level3", "富马酸比索洛尔片", DR),
    Q("火锅吃撑了想来片多潘立酮分散片 它算哪类药", "is_a_level3", "多潘立酮分散片", DR),
    Q("小儿豉翘清热颗粒属于哪类药啊 娃发烧医生开的", "is_a_level3", "小儿豉翘清热颗粒", DR),
    # belongs_to
    Q("外公吃的美多芭属于哪类药", "belongs_to", "多巴丝肼片", DR, mention="美多芭"),
    Q("复方氢氧化铝片是啥类药啊 我爸胃酸老反上来", "belongs_to", "复方氢氧化铝片", DR),
    Q("999皮炎平算哪一类的药 是激素吗 救命我天天涂", "belongs_to", "复方醋酸地塞米松乳膏", DR, mention="999皮炎平"),
    Q("奥利司他胶囊是外周作用的减肥药吗 想瘦想疯了", "belongs_to", "奥利司他胶囊", DR, named="外周作用的减肥药"),
    Q("喉咙发炎医生开了头孢克肟片，这属于哪类药", "belongs_to", "头孢克肟片", DR),
    Q("多索茶碱葡萄糖注射液属于哪类药 室友哮喘住院了", "belongs_to", "多索茶碱葡萄糖注射液", DR),
    # drug_has_alias
    Q("医生给我妈开了乐瑞卡 这是啥药的别名啊 神经痛的", "drug_has_alias", "乐瑞卡", AL),
    Q("倍林达是哪个药啊 老爸心脏放了支架要吃", "drug_has_alias", "倍林达", AL),
    Q("普瑞巴林胶囊还有啥名字啊 药盒上印的不一样 家人们", "drug_has_alias", "普瑞巴林胶囊", DR),
    Q("曲尼司特胶囊别名叫啥 过敏体质的我天天吃", "drug_has_alias", "曲尼司特胶囊", DR),
    Q("左奥硝唑氯化钠注射液名字好长，有没有别名啊", "drug_has_alias", "左奥硝唑氯化钠注射液", DR),
    # mainly_treats
    Q("宝妈急求🙏 催奶藤能治乳汁不下吗", "mainly_treats", "尖槐藤", M, mention="催奶藤", named="乳汁不下"),
    Q("大枫子能治痤疮？？痘痘肌冲了", "mainly_treats", "大风子", M, mention="大枫子", named="痤疮"),
    Q("蒜头入药能治啥病 xs 我天天生吃", "mainly_treats", "大蒜", M, mention="蒜头"),
    Q("海虾壳也能入药？？能治啥病 蚌埠住了", "mainly_treats", "对虾壳", M, mention="海虾壳"),
    Q("中医给娃开了竹黄，这个主治啥", "mainly_treats", "天竺黄", M, mention="竹黄"),
    Q("山楂叶主治啥 我爸血脂高得离谱想试试", "mainly_treats", "山楂叶", M),
    Q("婆婆纳主要治什么病呀 名字好可爱", "mainly_treats", "婆婆纳", M),
    # has_efficacy
    Q("熬夜刷手机眼睛花 密蒙花能养肝明目吗", "has_efficacy", "密蒙花", M, named="养肝明目"),
    Q("大马哈入药有啥功效 跟三文鱼是亲戚吗 xs", "has_efficacy", "大麻哈鱼", M, mention="大马哈"),
    Q("莨菪子有啥功效 听说有毒不敢碰", "has_efficacy", "天仙子", M, mention="莨菪子"),
    Q("水栀有什么功效，跟栀子一样吗", "has_efficacy", "小果栀子", M, mention="水栀"),
    Q("老家山上一大片胡颓子 拿来泡水有啥功效", "has_efficacy", "宜梧", M, mention="胡颓子"),
    Q("喉咙冒烟了 大青叶有啥功效呀", "has_efficacy", "大青叶", M),
    # distributed_in
    Q("雪荷花是不是只有新疆有 想去天山看看", "distributed_in", "天山雪莲", M, mention="雪荷花", named="新疆"),
    Q("槟榔皮是哪里产的啊 海南吗", "distributed_in", "大腹皮", M, mention="槟榔皮"),
    Q("广豆根都是哪些地方产的呀", "distributed_in", "山豆根", M, mention="广豆根"),
    Q("黄山杜鹃除了安徽还有哪里有", "distributed_in", "安徽杜鹃", M, mention="黄山杜鹃"),
    Q("爬峨眉山时看到的峨参，分布在哪些省啊", "distributed_in", "峨参", M),
    Q("天葵子哪里有 这药名还挺好听", "distributed_in", "天葵子", M),
    # material_has_alias
    Q("千年老鼠屎是啥药材的别名啊 笑死 谁取的名", "material_has_alias", "千年老鼠屎", AL),
    Q("牙痛子是什么药材 牙疼得我想试试", "material_has_alias", "牙痛子", AL),
    Q("小双飞蝴蝶是哪味药材 名字也太仙了吧", "material_has_alias", "小双飞蝴蝶", AL),
    Q("大麻哈鱼还有啥叫法 是不是秋鲑", "material_has_alias", "大麻哈鱼", M, named="秋鲑"),
    Q("密蒙花还有啥别名 云南朋友叫的名字我听不懂", "material_has_alias", "密蒙花", M),
    Q("小石松还叫啥 是伸筋草吗", "material_has_alias", "小石松", M, named="伸筋草"),
    Q("尖头蚱蜢也能入药？？它还有啥别名 绝绝子", "material_has_alias", "尖头蚱蜢", M),
    # composed_of
    Q("八味蜡矾丸里有蜜蜡吗 蜜蜡不是文玩吗 xs", "composed_of", "八味蜡矾丸", F, named="蜜蜡"),
    Q("八宝拨云散里有珊瑚？？这么豪的吗", "composed_of", "八宝拨云散", F, named="珊瑚"),
    Q("八味香苏散里有紫苏叶吗 我家阳台就种了一盆", "composed_of", "八味香苏散", F, named="紫苏叶"),
    Q("八宝光明散里有硼砂吗，硼砂不是做史莱姆的吗，蚌埠住了", "composed_of", "八宝光明散", F, named="硼砂"),
    Q("还晴散里有白蒺藜吗 老中医写的字看不清", "composed_of", "八味还睛散", F, mention="还晴散", named="白蒺藜"),
    Q("哪些方子里用到墨面啊 听着像吃墨水", "composed_of", "墨面", IN),
    # formula_has_efficacy
    Q("八宝粥yyds😋 原来还是个方子 能健脾胃吗", "formula_has_efficacy", "八宝粥", F, named="健脾胃"),
    Q("最近天天emo 八宝蠲痛汤能调畅情志吗", "formula_has_efficacy", "八宝蠲痛汤", F, named="调畅情志"),
    Q("八正散是利水通淋的吗，尿频尿急好几天了", "formula_has_efficacy", "八正散", F, named="利水通淋"),
    Q("八斤丸能温肾健脾吗 这名字好有分量 xs", "formula_has_efficacy", "八斤丸", F, named="温肾健脾"),
    Q("八毒丸能逐尸疰？？这是啥玄学功效", "formula_has_efficacy", "八毒赤丸", F, mention="八毒丸", named="逐尸疰"),
    Q("祛风明目的方子有哪些 天天对屏幕眼睛好干", "formula_has_efficacy", "祛风明目", EF),
    # prescribed_for
    Q("出去旅游老不服水土 八宝红灵丹能治不服水土吗 家人们", "prescribed_for", "八宝红灵丹", F, named="不服水土"),
    Q("眼睛怕光一直流泪 八宝眼药能治羞明流泪吗", "prescribed_for", "八宝眼药", F, named="羞明流泪"),
    Q("我脾气暴躁多怒 八物加香附汤能治吗 室友说我该喝点", "prescribed_for", "八物加香附汤", F, named="多怒"),
    Q("虎骨散治筋骨疼吗 这名字听着就违法 xs", "prescribed_for", "八效虎骨散", F, mention="虎骨散", named="筋骨疼"),
    Q("麦门冬散能治小儿天行壮热吗，古方看不懂", "prescribed_for", "八物麦门冬饮", F, mention="麦门冬散",
      named="小儿天行壮热"),
    Q("阴虚喉疳用啥方子啊 嗓子疼了好久", "prescribed_for", "阴虚喉疳", D),
    # formula_has_alias
    Q("八毒赤丸还有啥名字 这名字好中二", "formula_has_alias", "八毒赤丸", F),
    Q("八效虎骨散别名叫啥呀 老中医写的看不懂", "formula_has_alias", "八效虎骨散", F),
    Q("虎骨散是哪个方子的别称啊 朋友圈看到的", "formula_has_alias", "虎骨散", AL),
    Q("八物参术丸有没有别的叫法 背方剂背到头秃", "formula_has_alias", "八物参术丸", F),
    # check_for_disease
    Q("养猫的家人们 弓形体抗体测定是查弓形体病的吗 备孕要做吗", "check_for_disease", "弓形体抗体测定", C,
      named="弓形体病"),
    Q("天天刷手机眼睛花 对数视力表检查能查出手机上网综合症吗 xs", "check_for_disease", "对数视力表检查", C,
      named="手机上网综合症"),
    Q("性激素六项检查能查出啥病，姨妈三个月没来了，集美们", "check_for_disease", "性激素六项检查", C),
    Q("和npy吃饭从来不用公筷 幽门螺旋杆菌血清学测试是查啥的", "check_for_disease", "幽门螺旋杆菌血清学测试", C),
    Q('左肾静脉"胡桃夹"综合征检查能查出啥病 名字好奇怪', "check_for_disease", '左肾静脉"胡桃夹"综合征检查', C),
    Q("最近在生酮减肥 尿酮体试验能查出哪些病", "check_for_disease", "尿酮体试验", C),
    # check_for_symptom
    Q("验孕做的尿妊娠胶乳凝集抑制试验 能看先兆流产吗 慌得一批", "check_for_symptom", "尿妊娠胶乳凝集抑制试验", C,
      named="先兆流产"),
    Q("屏息试验是针对啥症状做的 医生让我憋气憋到脸红", "check_for_symptom", "屏息试验", C),
    Q("我妈一咳嗽就漏尿 尿失禁诱发试验是查啥症状的", "check_for_symptom", "尿失禁诱发试验", C),
    Q("配眼镜时做了带状光检影法，这是查啥症状的", "check_for_symptom", "带状光检影法", C),
    Q("男朋友尿痛不好意思问 尿三杯试验检查针对啥症状啊", "check_for_symptom", "尿三杯试验检查", C),
    Q("被猫抓了以后一直发热 要做弓形体筛选吗 救命", "check_for_symptom", "弓形体筛选", C, named="发热"),
    Q("一晚上起夜三次 尿量检查是针对哪些症状的", "check_for_symptom", "尿量检查", C),
    # performed_by
    Q("家人们 做无痛胃镜检查是去消化科吗 有点怕怕", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("消化科都能做啥检查啊 想约个胃镜check一下", "performed_by", "消化科", DEP),
    Q("要做静脉肾盂排泄造影，去哪个科报到啊，单子看不懂", "performed_by", "静脉尿路造影检查", C,
      mention="静脉肾盂排泄造影"),
    Q("泌尿外科能做哪些检查呢 男朋友尿血了正在挂号", "performed_by", "泌尿外科", DEP),
    # check_has_alias
    Q("入职体检单上有快速血浆反应素试验 它英文简称是啥", "check_has_alias", "快速血浆反应素试验", C),
    Q("入职体检有一项RPR 这到底是啥检查 有点慌", "check_has_alias", "RPR", AL),
    Q("新生儿筛查英文叫啥 给宝宝办手续要填", "check_has_alias", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("静脉尿路造影检查是不是也叫静脉肾盂排泄造影 医生写的我对不上", "check_has_alias", "静脉尿路造影检查", C,
      named="静脉肾盂排泄造影"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day36"))
