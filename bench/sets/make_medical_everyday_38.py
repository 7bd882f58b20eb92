"""Writes `medical_everyday_38.jsonl`, a thirty-eighth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-seventh, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded the way people type into a search box or title a short
post on a question-and-answer site or in a hospital app's 问医生 box: keyword strings without grammar (利必通 副作用大不大, 昆布 主治,
川牛膝 产地 哪些省, 康乐鼻炎片 成分 有苍耳子吗, 急性坏死性肠炎 症状 会便血吗), titles with 求助 / 急 / 在线等 / 有懂的吗 / 请问各位 (【求助】小儿蛔虫病 不管它 会引起肠梗阻吗, 急！！孩子半夜喊蛋疼
医生说可能是小儿睾丸扭转 挂什么科, 慢性前列腺炎吃什么药好？有懂的吗, 请问各位，Fabry综合征有哪些表现？孩子手脚老是烧着疼), a line to the doctor (医生您好，孩子小儿肾上腺皮质功能不全，会出现肾上腺危象吗)
and a line of background before the question (胃镜报告写的慢性浅表性胃炎，一般开什么药; 一打扫卫生就喘，尘螨过敏性哮喘的病因是什么). A few carry a typo a pinyin
input method makes, never inside a medical name (该挂那个科, 因该挂什么科, 咳了以经两周了, 要作哪些检查, 有么有别的叫法, 有什么副做用, 不知到干嘛用), and
full-width and half-width punctuation are mixed, question marks often doubled (？？, ??, !!, 怎么确诊,要作哪些检查). The askers are
parents (娃把一元硬币吞下去了！, 宝宝烧到38度5了), young people for a partner or for themselves (男朋友30了还跟个小孩似的, 新婚 频繁性生活…有点不好意思问, 经常染头发),
grown children for their parents (我妈48了口干眼干, 我爸心绞痛), students (写论文要用), people going abroad (要去美国亚利桑那读书), the curious
about herbs (杜松子 就是泡金酒那个, 破布叶 凉茶里常见) and a few in a hurry (喝了敌敌畏!!, 误喝了管道疏通剂). 18 questions carry 呢/啊/呀/嘛/哈, 37 a clause
of context set off by a full-width comma (most others run theirs on after a space, as typed); some ask two things and
the first is the gold (娃腮帮子肿了两天，小儿腮腺炎一般有啥症状？？会发烧吗 asks the symptoms; 尿石症 要做哪些检查？？B超能查出来吗 the checks; 小儿脐疝怎么治 一定要手术吗 the
treatments; 扎来普隆片属于哪类药 是安眠药吗 its class).

Records: taken from the fourth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 37 and the three alias
sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (急性中耳炎 ← 仰卧喂养（使用奶瓶托架）, 急性膀胱炎
← 频繁性生活, 急性淋巴细胞白血病 ← 使用染发剂, 急性上呼吸道感染 ← 托儿所托管, 溃疡性结肠炎 → 西半球, 感染性心内膜炎 → 瓣膜结构 and 间隔缺损部位, 急性胆囊炎 → 气肿性胆囊炎, 慢性胰腺炎 → 胰管结石,
急性膀胱炎 → 膀胱结石, 感染性心内膜炎 → 持续性菌血症, 慢性心房颤动 → 遗传性心肌病, 急性冠脉综合征 → 外周动脉疾病, 急性阑尾炎 → 异位妊娠, 急性咽喉炎 → 川崎病, 慢性阻塞性肺疾病 → 鼻后滴涕, 急性上呼吸道感染
→ 枯草热, 慢性缺血性心脏病 → 带状疱疹病毒感染, 急性胰腺炎 → 肠系膜缺血, 比索洛尔氢氯噻嗪片 → 诺释 Lodoz（ 诺苏 ）, 八宝治红丹 → 荷叶, 八宝消毒散 → 蝎尾, 八宝生肌丹 → 轻粉, 八宝红灵丹 → 真麝香,
八宝退云散 → 白甘石, 八白散 → 润泽肌肤, 养阴清肺汤 → 解毒利咽, 加味乌药汤 → 调经止痛, 十枣汤 → 攻逐水饮, 再造散 → 助阳益气, 养心汤 → 失眠健忘, 八角茴香丸 → 寒湿脚气, 凉膈散 → 便秘溲赤, 八珍汤 →
气血两虚证, 化虫丸 → 吐蛔虫), is asked from the relation's target end (北欧或斯堪的纳维亚血统, 发展中国家, 心内膜表面, 交感神经, 熟石膏, 祛风散邪, 外感风寒, 心血管科,
妇产科), names its entity by an alias (脐风, 茜根汤) or asks what an alias stands for (芬那露, 茜根散, 八味丸, electromyography, newborn
screening); a few ask a window record again in words no earlier question uses (球孢子菌病, 狂犬病, 甲状腺癌, 支气管肺癌, 氯膦酸二钠胶囊,
枸地氯雷他定胶囊, 八物肾气丸, 心血管造影检查), and for invades, whose three window sources have no neighbour left unnamed, two name one
again (痛风 → 手部, 慢性淋巴细胞白血病 → 脾). The formula alias 茜根汤 (asked whether it is also called 茜根饮) and the drug, formula and
check aliases asked about are names earlier sets use too: the window's three formulas have no alias the earlier sets
leave unused, and the one its drugs leave unused (诺释 Lodoz（ 诺苏 ）) is the neighbour a drug_has_alias question names.
performed_by has six sources and its window one (心血管造影检查), asked twice, once naming 心血管科 again, and two questions are
asked from the target end (心血管科, 妇产科); check_has_alias has seven sources and its window none, so its four questions take
the record in whose place in key order the fourth tenth falls (新生儿疾病筛查检查, asked in new words and by what newborn
screening stands for) and the one after it (肌电图检查, asked whether it is EMG and what electromyography stands for).

83 questions name the one neighbour they ask about, most of them naming two records (小儿蛔虫病 不管它 会引起肠梗阻吗, 慢性荨麻疹反反复复
吃氯雷他定片管用吗, 手汗症属于多汗症吗, 宝贝豆里有朱砂吗, 新斯的明试验是查重症肌无力的吗), some in other words than the neighbour's name (小儿霉甘蔗中毒 是吃了发霉的甘蔗引起的吗
names 由于食用霉变甘蔗而引起, 咳必清 是镇咳药吗 names 双重镇咳药, 早早孕胶体金试条 月经推迟了能测吗 names 闭经). Nine besides the alias-instance questions are
asked from the relation's target end (北欧或斯堪的纳维亚血统的人 容易得什么病, 发展中国家 常见的多发病有哪些, 交感神经被肿瘤侵犯 一般是什么癌, 哪些方子里用到熟石膏, 外感风寒 用什么方子,
妇产科 都做哪些检查项目).

Names inside names: by a mechanical count 136 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 35 were chosen for it and are asked the way
people say them (小儿腮腺炎 holds 腮腺炎, 小儿过敏性鼻炎 holds 过敏性鼻炎, 小儿睾丸扭转 holds 睾丸扭转, 小儿食管异物 holds 食管异物, 小儿蛔虫病 holds 蛔虫病, 小儿脑震荡
holds 脑震荡, 小儿髓母细胞瘤 holds 髓母细胞瘤, 小儿期前收缩 holds 期前收缩, 小舞蹈病 holds 舞蹈病, 小儿急性肠套叠 holds 急性肠套叠, 小儿支气管异物 holds 支气管异物, 慢性荨麻疹,
急性荨麻疹 and 延迟性压力性荨麻疹 hold 荨麻疹, 慢性前列腺炎 holds 前列腺炎, 慢性浅表性胃炎 holds 浅表性胃炎, 急性化脓性扁桃体炎 holds 化脓性扁桃体炎, 尘螨过敏性哮喘 holds 过敏性哮喘,
急性膀胱炎, 急性胆囊炎 and 慢性胰腺炎 hold 膀胱炎, 胆囊炎 and 胰腺炎, 急性上呼吸道感染 holds 上呼吸道感染, 急性化脓性阑尾炎伴穿孔 holds 急性化脓性阑尾炎 and the is_subtype_of
question names 急性阑尾炎, 慢性精神分裂症 holds 精神分裂症, 支气管哮喘（急性发作期） and 支气管哮喘运动激发试验 hold 支气管哮喘, 嵌顿性腹股沟斜疝 holds 腹股沟斜疝 and lies inside
单侧嵌顿性腹股沟斜疝, 小儿肺炎支原体肺炎 holds 小儿肺炎, which is asked too and lies inside 小儿肺炎散 (asked by its trade name 宝贝豆), 八物茜根汤 holds
茜根汤, the alias it is named by, and 八物肾气丸 holds 肾气丸; 尿石症, 干燥综合征 and 左炔诺孕酮片 (asked as 毓婷) lie inside 小儿尿石症, 小儿干燥综合征 and
复方左炔诺孕酮片).

About one question in four (50 of 210) names its entity by a name the network records for that very instance: disease
aliases (20: eponyms and English names such as Fabry综合征, Dressler综合征, Charcot—Marie—Tooth病, Pompe综合征, Andersen病,
Epiloia病, Faber脂质肉芽肿病, Komoto综合征, 德戈（Dego）病, 许兰—亨诺氏血管炎, acute gastric dilatation; older, lay or descriptive names such
as 脐风, 急性坏死性肠炎, 网膜孔疝, 硬化性脂膜炎, 扭转性肌张力障碍, 神经症性抑郁, 感觉神经性聋; the name written another way, 彼得·潘综合症 and 小儿脓窝疮); drug trade
names (16, below); medicinal material aliases (13: 杜松子, 蚕蛹, 棠梨, 土甘草, 笔头草, 西河柳, 破布叶, 喇叭茶, 花斑蝥, 松贝, 棕儿茶, 桑条, 木棉); a TCM
formula alias (1: 茜根汤). Each of these names is listed by that one instance only. Ten more ask what an alias stands for
(Goldenhar综合征, Kearns—Sayre综合征, siccasyndrome, 芬那露, 土冬花, 巴豆皮, 茜根散, 八味丸, electromyography, newborn screening: disease,
drug, material, formula and check aliases): their gold is the alias instance, answered by the record that lists it.
Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Drug trade names: 16 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (美林, 内美通, 曼月乐, 妥泰, 利必通, 博路定, 654—2针, 毓婷, 优卡丹, 宝贝豆, 维脑路通, 加斯清, 咳必清, 瑞易宁, 尼派, 韦瑞德). All sixteen names are also
drug records of their own (the source writes the product twice). They are labelled as in the earlier sets: the gold
entity is the standard record (布洛芬混悬滴剂, 孕三烯酮胶囊, 左炔诺孕酮宫内节育系统, 托吡酯片, 拉莫三嗪片, 恩替卡韦片, 山莨菪碱注射液, 左炔诺孕酮片, 小儿氨酚烷胺颗粒, 小儿肺炎散,
曲克芦丁片, 枸橼酸莫沙必利片, 枸橼酸喷托维林片, 格列吡嗪控释片, 尼古丁透皮贴剂, 富马酸替诺福韦二吡呋酯片), the mention is the trade name and the line is tagged
`alias`, because whoever types into the box asks about the medicine, and the standard record is the one that names it,
holds its class and lists the trade name.

Other names the network holds under two records:
- 芬那露 is a drug record as well as the alias instance 氯美扎酮片 lists (芬那露是啥药的别名 说明书找不到): it asks what the name stands for,
  so the gold is the alias instance, as in the thirty-third, thirty-fifth and thirty-seventh sets.
- Three of the material aliases are ingredient records too (西河柳, 蚕蛹, 土甘草): the questions ask what the material treats or
  does.
- Some named neighbours are records of other types too: 化橘红 is a medicinal material as well as an alias 柚皮 lists, 特应性皮炎
  a disease and a symptom record as well as the alias 小儿湿疹 lists, EMG a check record as well as the alias 肌电图检查 lists,
  川崎病 and 枯草热 are aliases of other diseases as well as disease records, 荷叶, 轻粉, 朱砂 and 苍耳子 medicinal materials as well
  as ingredients, and 恩替卡韦 a drug as well as an ingredient.
- Besides these, 48 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom record: 尿道结石, 巨人症, 慢性浅表性胃炎, 急性胃扩张, 尺神经损伤, 延迟性压力性荨麻疹, 急性中耳炎, 急性上呼吸道感染, 新生儿破伤风, 痛风, 扭转痉挛, 急性胆囊炎, 慢性胰腺炎,
  急性冠脉综合征; a cause record, most of them a symptom record too: 慢性腹泻, 溃疡性结肠炎, 球孢子菌病, 感染性心内膜炎, 甲状腺癌, 急性胰腺炎, 狂犬病, 干燥综合征,
  急性阑尾炎; an alias record: 支气管肺癌, 慢性阻塞性肺疾病; an ingredient record for a material: 柞蚕蛹, 柿霜, 昆布, 巴豆霜, 木贼, 布渣叶, 斑蝥, 广枣, 方儿茶,
  桑枝, 木棉花, 平贝母, 川牛膝, 川射干, 柚皮, 岗梅; a drug record: 芬那露; a disease record for the check 心血管造影检查), and the wording says
  which is meant (a diagnosis told, 挂什么科, 入药, 产地, 药材, 别名, 在哪个科室做).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_38.py    # rewrites bench/sets/medical_everyday_38.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_38.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("娃腮帮子肿了两天，小儿腮腺炎一般有啥症状？？会发烧吗", "has_symptom", "小儿腮腺炎", D),
    Q("坐电梯就出冷汗手抖 是幽闭恐惧症吗 有懂的吗", "has_symptom", "幽闭恐惧症", D, named="出冷汗"),
    Q("小儿肺炎支原体肺炎 除了干咳还有啥症状 咳了以经两周了 在线等", "has_symptom", "小儿肺炎支原体肺炎", D),
    Q("急性坏死性肠炎 症状 会便血吗", "has_symptom", "急性出血性肠炎", D, mention="急性坏死性肠炎", named="便血"),
    Q("请问各位，Fabry综合征有哪些表现？孩子手脚老是烧着疼", "has_symptom", "小儿血管角质瘤综合征", D,
      mention="Fabry综合征"),
    Q("男朋友30了还跟个小孩似的，彼得·潘综合症都有什么表现啊", "has_symptom", "彼得潘综合征", D,
      mention="彼得·潘综合症"),
    Q("小儿过敏性鼻炎除了打喷嚏 还有什么症状呢", "has_symptom", "小儿过敏性鼻炎", D),
    # designated_to
    Q("急！！孩子半夜喊蛋疼 医生说可能是小儿睾丸扭转 挂什么科", "designated_to", "小儿睾丸扭转", D),
    Q("打球摔了胳膊肘，片子说尺骨鹰嘴骨折，该挂那个科啊", "designated_to", "尺骨鹰嘴骨折", D),
    Q("尿道结石 挂泌尿外科对吗?", "designated_to", "尿道结石", D, named="泌尿外科"),
    Q("老中医说我妈这是干血痨，去大医院因该挂什么科", "designated_to", "干血痨", D),
    Q("心梗放完支架又胸痛发烧 医生提了一句Dressler综合征 挂哪个科", "designated_to", "心肌梗死后心包炎", D,
      mention="Dressler综合征"),
    Q("孩子确诊Charcot—Marie—Tooth病，以后复查挂什么科呀", "designated_to", "小儿腓骨肌萎缩症", D,
      mention="Charcot—Marie—Tooth病"),
    Q("误喝了管道疏通剂 强碱类中毒 该去哪个科 急急急", "designated_to", "强碱类中毒", D),
    # checks
    Q("孩子肺炎住院了，小儿肺炎一般要做哪些检查", "checks", "小儿肺炎", D),
    Q("尿石症 要做哪些检查？？B超能查出来吗", "checks", "尿石症", D),
    Q("娃把一元硬币吞下去了！小儿食管异物要做什么检查 在线等", "checks", "小儿食管异物", D),
    Q("儿子比同龄人高一大截，怀疑巨人症，要查哪些项目", "checks", "巨人症", D),
    Q("Pompe综合征 怎么确诊,要作哪些检查", "checks", "小儿糖原贮积病II型", D, mention="Pompe综合征"),
    Q("医生怀疑网膜孔疝，要做B超检查吗", "checks", "小网膜囊疝", D, mention="网膜孔疝", named="B超检查"),
    Q("体检听到心脏杂音，心脏粘液瘤做超声心动图能看出来吗", "checks", "心脏粘液瘤", D, named="超声心动图"),
    # has_complication
    Q("【求助】小儿蛔虫病 不管它 会引起肠梗阻吗", "has_complication", "小儿蛔虫病", D, named="肠梗阻"),
    Q("孩子得了少年儿童葡萄膜炎，会有哪些并发症啊 会影响视力吗", "has_complication", "少年儿童葡萄膜炎", D),
    Q("嵌顿性腹股沟斜疝 拖着不去医院会怎样？？", "has_complication", "嵌顿性腹股沟斜疝", D),
    Q("摔了后脑勺，小儿脑震荡以后会不会留下啥后遗症", "has_complication", "小儿脑震荡", D),
    Q("Andersen病 最后会发展成肝硬化吗", "has_complication", "小儿糖原贮积病IV型", D, mention="Andersen病",
      named="肝硬化"),
    Q("医生您好，孩子小儿肾上腺皮质功能不全，会出现肾上腺危象吗", "has_complication", "小儿肾上腺皮质功能不全", D,
      named="肾上腺危象"),
    # cures
    Q("慢性荨麻疹反反复复 吃氯雷他定片管用吗", "cures", "慢性荨麻疹", D, named="氯雷他定片"),
    Q("慢性前列腺炎吃什么药好？有懂的吗", "cures", "慢性前列腺炎", D),
    Q("胃镜报告写的慢性浅表性胃炎，一般开什么药", "cures", "慢性浅表性胃炎", D),
    Q("慢性腹泻半年了，吃什么药好 益生菌有用么", "cures", "慢性腹泻", D),
    Q("慢性HBV感染 恩替卡韦要一直吃吗", "cures", "慢性HBV感染", D, named="恩替卡韦"),
    Q("神经症性抑郁 医生开了盐酸氟西汀片 对症吗", "cures", "抑郁性神经症", D, mention="神经症性抑郁",
      named="盐酸氟西汀片"),
    Q("病历上写acute gastric dilatation，用什么药处理", "cures", "急性胃扩张", D,
      mention="acute gastric dilatation"),
    # shown_on
    Q("许兰—亨诺氏血管炎 紫癜一般长在哪？？", "shown_on", "小儿过敏性紫癜", D, mention="许兰—亨诺氏血管炎"),
    Q("小儿脓窝疮一般长哪 娃小腿上全是黄痂", "shown_on", "小儿脓窠疮", D, mention="小儿脓窝疮", named="小腿"),
    Q("尺神经损伤 一般伤在哪个位置呢", "shown_on", "尺神经损伤", D),
    Q("背包带勒过的地方全是疙瘩，延迟性压力性荨麻疹一般起在哪些部位", "shown_on", "延迟性压力性荨麻疹", D),
    Q("感觉神经性聋 病变在耳朵哪个部位呀", "shown_on", "感音神经性聋", D, mention="感觉神经性聋"),
    Q("德戈（Dego）病 会累及肠道吗", "shown_on", "恶性萎缩性丘疹病", D, mention="德戈（Dego）病", named="肠道"),
    Q("孩子走路不稳，小儿髓母细胞瘤一般长在哪个部位", "shown_on", "小儿髓母细胞瘤", D),
    # has_alias
    Q("小儿湿疹和特应性皮炎 是一个病吗", "has_alias", "小儿湿疹", D, named="特应性皮炎"),
    Q("写论文要用 小舞蹈病英文名叫什么", "has_alias", "小舞蹈病", D),
    Q("弱智这个词太难听了，医学上有么有别的叫法", "has_alias", "弱智", D),
    Q("小儿期前收缩 是不是就是早搏 还有啥叫法", "has_alias", "小儿期前收缩", D),
    Q("Goldenhar综合征中文叫什么病 医生说的没记住", "has_alias", "Goldenhar综合征", AL),
    Q("Kearns—Sayre综合征 是哪个病的别称？", "has_alias", "Kearns—Sayre综合征", AL),
    Q("病历上写的siccasyndrome是什么病", "has_alias", "siccasyndrome", AL),
    # caused_by
    Q("小儿霉甘蔗中毒 是吃了发霉的甘蔗引起的吗", "caused_by", "小儿霉甘蔗中毒", D, named="由于食用霉变甘蔗而引起"),
    Q("吃了凉拌福寿螺，广州管圆线虫病是怎么得的？？", "caused_by", "广州管圆线虫病", D),
    Q("爱吃生鱼片 异尖线虫病是吃海鱼感染的吗", "caused_by", "异尖线虫病", D,
      named="人因食用含第三期幼虫的海鱼而感染"),
    Q("过年吃太多了 急性胃扩张是怎么引起的", "caused_by", "急性胃扩张", D),
    Q("Epiloia病 会遗传吗 是怎么得的", "caused_by", "小儿结节性硬化症", D, mention="Epiloia病"),
    Q("急性化脓性扁桃体炎一般是什么细菌引起的", "caused_by", "急性化脓性扁桃体炎", D),
    Q("一打扫卫生就喘，尘螨过敏性哮喘的病因是什么", "caused_by", "尘螨过敏性哮喘", D),
    # has_risk_factor
    Q("宝宝躺着抱奶瓶喝奶 会更容易得急性中耳炎吗", "has_risk_factor", "急性中耳炎", D,
      named="仰卧喂养（使用奶瓶托架）"),
    Q("新婚 频繁性生活容易得急性膀胱炎吗 有点不好意思问", "has_risk_factor", "急性膀胱炎", D, named="频繁性生活"),
    Q("经常染头发，使用染发剂会增加急性淋巴细胞白血病的风险吗？？", "has_risk_factor", "急性淋巴细胞白血病", D,
      named="使用染发剂"),
    Q("娃刚上托儿所就三天两头感冒，托儿所托管算急性上呼吸道感染的危险因素吗", "has_risk_factor",
      "急性上呼吸道感染", D, named="托儿所托管"),
    Q("北欧或斯堪的纳维亚血统的人 容易得什么病", "has_risk_factor", "北欧或斯堪的纳维亚血统", CA),
    # common_in
    Q("小儿急性肠套叠 多大的宝宝容易得", "common_in", "小儿急性肠套叠", D),
    Q("小儿支气管异物 一般多大的孩子容易出这种事", "common_in", "小儿支气管异物", D),
    Q("嵌杯样病毒胃肠炎 老年人也容易得吗", "common_in", "嵌杯样病毒胃肠炎", D, named="老年人"),
    Q("Faber脂质肉芽肿病 多见于什么年龄", "common_in", "小儿播散性脂肪肉芽肿综合征", D,
      mention="Faber脂质肉芽肿病"),
    Q("我妈48了口干眼干，干燥综合征一般什么人容易得", "common_in", "干燥综合征", D),
    Q("Komoto综合征 男孩多还是女孩多啊", "common_in", "小睑裂综合征", D, mention="Komoto综合征"),
    # prevalent_in
    Q("溃疡性结肠炎 是不是西半球的人得的多", "prevalent_in", "溃疡性结肠炎", D, named="西半球"),
    Q("老人说的脐风 现在哪些地区还多发", "prevalent_in", "新生儿破伤风", D, mention="脐风"),
    Q("要去美国亚利桑那读书，球孢子菌病一般在哪些地方流行？？", "prevalent_in", "球孢子菌病", D),
    Q("狂犬病 主要在哪些国家流行啊 出国要不要打疫苗", "prevalent_in", "狂犬病", D),
    Q("发展中国家 常见的多发病有哪些", "prevalent_in", "发展中国家", RE),
    # treated_with
    Q("小儿脐疝怎么治 一定要手术吗", "treated_with", "小儿脐疝", D),
    Q("嗓子哑了说不出话，急性喉炎除了吃药还要怎么治", "treated_with", "急性喉炎", D),
    Q("喝了敌敌畏!! 急性有机磷农药中毒怎么抢救？？急", "treated_with", "急性有机磷农药中毒", D),
    Q("硬化性脂膜炎 要一直穿弹力袜吗", "treated_with", "急性脂肪皮肤硬化症", D, mention="硬化性脂膜炎",
      named="穿弹力袜"),
    Q("弓形体脑病用什么药治", "treated_with", "弓形体脑病", D),
    Q("工厂光气泄漏，急性光气中毒怎么治疗", "treated_with", "急性光气中毒", D),
    # metastasizes_to
    Q("感染性心内膜炎 细菌会附着到瓣膜结构上吗", "metastasizes_to", "感染性心内膜炎", D, named="瓣膜结构"),
    Q("孩子室间隔缺损，得了感染性心内膜炎会长在间隔缺损部位吗", "metastasizes_to", "感染性心内膜炎", D,
      named="间隔缺损部位"),
    Q("心内膜表面长了赘生物 是哪种病转移过来的", "metastasizes_to", "心内膜表面", BP),
    Q("甲状腺癌术后 会转移到哪里 要定期查肺吗", "metastasizes_to", "甲状腺癌", D),
    # invades
    Q("痛风会侵犯手部吗 手指关节也肿了", "invades", "痛风", D, named="手部"),
    Q("慢性淋巴细胞白血病 会侵犯脾吗 查出来脾大", "invades", "慢性淋巴细胞白血病", D, named="脾"),
    Q("支气管肺癌晚期 会往周围哪些地方长", "invades", "支气管肺癌", D),
    Q("交感神经被肿瘤侵犯 一般是什么癌", "invades", "交感神经", BP),
    # is_subtype_of
    Q("急性化脓性阑尾炎伴穿孔 算急性阑尾炎吗", "is_subtype_of", "急性化脓性阑尾炎伴穿孔", D, named="急性阑尾炎"),
    Q("手汗症属于多汗症吗？手心老出汗 写字纸都湿了", "is_subtype_of", "手汗症", D, named="多汗症"),
    Q("慢性精神分裂症 在分类上属于哪种病", "is_subtype_of", "慢性精神分裂症", D),
    Q("急性荨麻疹属于哪一类病呢", "is_subtype_of", "急性荨麻疹", D),
    Q("排卵期出血 在医学上归哪一类", "is_subtype_of", "排卵期出血", D),
    Q("扭转性肌张力障碍 属于什么病", "is_subtype_of", "扭转痉挛", D, mention="扭转性肌张力障碍"),
    Q("病历上写支气管哮喘（急性发作期），这个诊断归在哪个大类", "is_subtype_of", "支气管哮喘（急性发作期）", D),
    # related_disease
    Q("急性胆囊炎跟气肿性胆囊炎 有关系吗", "related_disease", "急性胆囊炎", D, named="气肿性胆囊炎"),
    Q("慢性胰腺炎 会不会引起胰管结石", "related_disease", "慢性胰腺炎", D, named="胰管结石"),
    Q("急性膀胱炎老是复发，跟膀胱结石有关吗", "related_disease", "急性膀胱炎", D, named="膀胱结石"),
    Q("感染性心内膜炎和持续性菌血症 有什么关系", "related_disease", "感染性心内膜炎", D, named="持续性菌血症"),
    Q("家里好几个人房颤，慢性心房颤动跟遗传性心肌病有关系吗", "related_disease", "慢性心房颤动", D,
      named="遗传性心肌病"),
    Q("急性冠脉综合征的人 外周动脉疾病也要查吗", "related_disease", "急性冠脉综合征", D, named="外周动脉疾病"),
    # differential_diagnosis
    Q("右下腹疼 急性阑尾炎和异位妊娠怎么区分？？急", "differential_diagnosis", "急性阑尾炎", D, named="异位妊娠"),
    Q("孩子发烧嗓子疼，急性咽喉炎要和川崎病鉴别吗", "differential_diagnosis", "急性咽喉炎", D, named="川崎病"),
    Q("老咳嗽 慢性阻塞性肺疾病要和鼻后滴涕鉴别吗", "differential_diagnosis", "慢性阻塞性肺疾病", D,
      named="鼻后滴涕"),
    Q("每年春天都打喷嚏，急性上呼吸道感染和枯草热怎么区分", "differential_diagnosis", "急性上呼吸道感染", D,
      named="枯草热"),
    Q("胸口一片疼 慢性缺血性心脏病和带状疱疹病毒感染怎么鉴别", "differential_diagnosis", "慢性缺血性心脏病", D,
      named="带状疱疹病毒感染"),
    Q("急性胰腺炎要和肠系膜缺血区别开吗", "differential_diagnosis", "急性胰腺炎", D, named="肠系膜缺血"),
    # indicated_for
    Q("美林能退烧吗 宝宝烧到38度5了 在线等", "indicated_for", "布洛芬混悬滴剂", DR, mention="美林", named="发热"),
    Q("内美通是治什么病的 医生给我开的 不知到干嘛用", "indicated_for", "孕三烯酮胶囊", DR, mention="内美通"),
    Q("上曼月乐环 能治月经过多吗", "indicated_for", "左炔诺孕酮宫内节育系统", DR, mention="曼月乐", named="月经过多"),
    Q("咳了好久，强力枇杷露主要治什么", "indicated_for", "强力枇杷露", DR),
    Q("异维A酸凝胶 治什么的 能治痘痘吗", "indicated_for", "异维A酸凝胶", DR),
    Q("康复新液 适应症有哪些", "indicated_for", "康复新液", DR),
    Q("尼可地尔片主要治什么 我爸心绞痛", "indicated_for", "尼可地尔片", DR),
    # has_adverse_reaction
    Q("妥泰吃了会体重下降吗 最近瘦了好几斤", "has_adverse_reaction", "托吡酯片", DR, mention="妥泰",
      named="体重下降"),
    Q("利必通 副作用大不大", "has_adverse_reaction", "拉莫三嗪片", DR, mention="利必通"),
    Q("博路定长期吃 有什么副做用", "has_adverse_reaction", "恩替卡韦片", DR, mention="博路定"),
    Q("654—2针打完口干 正常吗", "has_adverse_reaction", "山莨菪碱注射液", DR, mention="654—2针", named="口干"),
    Q("富马酸酮替芬分散片有什么副作用，吃了老犯困", "has_adverse_reaction", "富马酸酮替芬分散片", DR),
    Q("布拉氏酵母菌散剂有副作用吗 给娃吃的", "has_adverse_reaction", "布拉氏酵母菌散剂", DR),
    Q("巴氯芬片 吃了有哪些不良反应", "has_adverse_reaction", "巴氯芬片", DR),
    # has_ingredient
    Q("毓婷主要成分是什么 是激素吗", "has_ingredient", "左炔诺孕酮片", DR, mention="毓婷"),
    Q("优卡丹里面有咖啡因吗", "has_ingredient", "小儿氨酚烷胺颗粒", DR, mention="优卡丹", named="咖啡因"),
    Q("宝贝豆里有朱砂吗？？给孩子吃安全吗", "has_ingredient", "小儿肺炎散", DR, mention="宝贝豆", named="朱砂"),
    Q("心脑康胶囊 含哪些成分", "has_ingredient", "心脑康胶囊", DR),
    Q("小儿清肺颗粒都有哪些成分", "has_ingredient", "小儿清肺颗粒", DR),
    Q("康乐鼻炎片 成分 有苍耳子吗", "has_ingredient", "康乐鼻炎片", DR, named="苍耳子"),
    Q("强力痔根断 是什么成分做的", "has_ingredient", "强力痔根断", DR),
    # is_a_level3
    Q("维脑路通 是什么类的药", "is_a_level3", "曲克芦丁片", DR, mention="维脑路通"),
    Q("加斯清属于哪类药？胃胀吃的", "is_a_level3", "枸橼酸莫沙必利片", DR, mention="加斯清"),
    Q("咳必清 是镇咳药吗", "is_a_level3", "枸橼酸喷托维林片", DR, mention="咳必清", named="双重镇咳药"),
    Q("瑞易宁是降糖药吗 我爸刚开的", "is_a_level3", "格列吡嗪控释片", DR, mention="瑞易宁", named="降糖药"),
    Q("扎来普隆片属于哪类药 是安眠药吗", "is_a_level3", "扎来普隆片", DR),
    Q("枸橼酸坦度螺酮片是哪一类药", "is_a_level3", "枸橼酸坦度螺酮片", DR),
    # belongs_to
    Q("尼派戒烟贴 在药品分类里属于啥", "belongs_to", "尼古丁透皮贴剂", DR, mention="尼派"),
    Q("韦瑞德是抗病毒药吗", "belongs_to", "富马酸替诺福韦二吡呋酯片", DR, mention="韦瑞德", named="抗病毒药"),
    Q("屋尘螨变应原制剂 属于什么类别的药", "belongs_to", "屋尘螨变应原制剂", DR),
    Q("小麦纤维素颗粒在药店归哪一类", "belongs_to", "小麦纤维素颗粒", DR),
    Q("尼莫地平片 属于钙拮抗药吗", "belongs_to", "尼莫地平片", DR, named="钙拮抗药"),
    Q("宝宝发烧塞的对乙酰氨基酚栓，属于什么类的药", "belongs_to", "对乙酰氨基酚栓", DR),
    # drug_has_alias
    Q("比索洛尔氢氯噻嗪片 是不是就是诺释", "drug_has_alias", "比索洛尔氢氯噻嗪片", DR, named="诺释 Lodoz（ 诺苏 ）"),
    Q("氯膦酸二钠胶囊 药盒上那串英文名是啥", "drug_has_alias", "氯膦酸二钠胶囊", DR),
    Q("芬那露是啥药的别名 说明书找不到", "drug_has_alias", "芬那露", AL),
    Q("枸地氯雷他定胶囊还有什么别的名字", "drug_has_alias", "枸地氯雷他定胶囊", DR),
    # mainly_treats
    Q("杜松子 就是泡金酒那个 入药能治啥", "mainly_treats", "杜松实", M, mention="杜松子"),
    Q("蚕蛹能治消渴吗 糖尿病人能不能吃", "mainly_treats", "柞蚕蛹", M, mention="蚕蛹", named="消渴"),
    Q("棠梨 能止拉肚子嘛", "mainly_treats", "杜梨", M, mention="棠梨", named="腹泻"),
    Q("土甘草 入药主治什么", "mainly_treats", "岗梅", M, mention="土甘草"),
    Q("柿霜 能治口舌生疮吗 嘴里老长溃疡", "mainly_treats", "柿霜", M, named="口舌生疮"),
    Q("昆布 主治", "mainly_treats", "昆布", M),
    Q("巴豆霜主要治什么 听说泻得厉害", "mainly_treats", "巴豆霜", M),
    # has_efficacy
    Q("笔头草 泡水喝有什么功效", "has_efficacy", "木贼", M, mention="笔头草"),
    Q("西河柳能透疹吗 孩子疹子出不透", "has_efficacy", "柽柳", M, mention="西河柳", named="透疹"),
    Q("破布叶 凉茶里常见 有啥功效", "has_efficacy", "布渣叶", M, mention="破布叶"),
    Q("喇叭茶有什么作用", "has_efficacy", "杜香", M, mention="喇叭茶"),
    Q("花斑蝥有毒吧 入药有什么功效", "has_efficacy", "斑蝥", M, mention="花斑蝥"),
    Q("广枣能安神吗 晚上老睡不着", "has_efficacy", "广枣", M, named="安神"),
    Q("桂花露 有什么功效 是喝的吗", "has_efficacy", "桂花露", M),
    # distributed_in
    Q("松贝产地在哪 是四川的吗", "distributed_in", "暗紫贝母", M, mention="松贝", named="四川西北部和青海东南部"),
    Q("棕儿茶是进口的吗 产在哪些国家", "distributed_in", "方儿茶", M, mention="棕儿茶"),
    Q("桑条 哪里产的多哈", "distributed_in", "桑枝", M, mention="桑条"),
    Q("木棉在哪些地方有 广州街上开的那种吗", "distributed_in", "木棉花", M, mention="木棉"),
    Q("平贝母是东北产的吗", "distributed_in", "平贝母", M, named="分布于我国东北地区"),
    Q("川牛膝 产地 哪些省", "distributed_in", "川牛膝", M),
    # material_has_alias
    Q("川射干 别名有哪些", "material_has_alias", "川射干", M),
    Q("柚皮是不是又叫化橘红", "material_has_alias", "柚皮", M, named="化橘红"),
    Q("杜父鱼还有什么叫法呢", "material_has_alias", "杜父鱼", M),
    Q("木蝴蝶树皮 别名叫什么", "material_has_alias", "木蝴蝶树皮", M),
    Q("土冬花是哪种药材的别名", "material_has_alias", "土冬花", AL),
    Q("巴豆皮 是什么药材", "material_has_alias", "巴豆皮", AL),
    # composed_of
    Q("八宝治红丹里有荷叶吗", "composed_of", "八宝治红丹", F, named="荷叶"),
    Q("八宝消毒散 有蝎尾吗 有毒吗", "composed_of", "八宝消毒散", F, named="蝎尾"),
    Q("八宝生肌丹里面有轻粉吗？？轻粉不是含汞吗", "composed_of", "八宝生肌丹", F, named="轻粉"),
    Q("八宝红灵丹用的是真麝香吗 还是人工的呀", "composed_of", "八宝红灵丹", F, named="真麝香"),
    Q("八宝退云散里面有白甘石吗", "composed_of", "八宝退云散", F, named="白甘石"),
    Q("哪些方子里用到熟石膏", "composed_of", "熟石膏", IN),
    # formula_has_efficacy
    Q("八白散能润泽肌肤吗 想美白", "formula_has_efficacy", "八白散", F, named="润泽肌肤"),
    Q("养阴清肺汤 能解毒利咽吗", "formula_has_efficacy", "养阴清肺汤", F, named="解毒利咽"),
    Q("加味乌药汤能调经止痛吗 痛经好多年了", "formula_has_efficacy", "加味乌药汤", F, named="调经止痛"),
    Q("十枣汤是攻逐水饮的吗", "formula_has_efficacy", "十枣汤", F, named="攻逐水饮"),
    Q("再造散 能助阳益气吗", "formula_has_efficacy", "再造散", F, named="助阳益气"),
    Q("祛风散邪的方子有哪些 请问各位", "formula_has_efficacy", "祛风散邪", EF),
    # prescribed_for
    Q("最近老失眠还忘事，养心汤能治失眠健忘吗", "prescribed_for", "养心汤", F, named="失眠健忘"),
    Q("八角茴香丸 能治寒湿脚气吗", "prescribed_for", "八角茴香丸", F, named="寒湿脚气"),
    Q("凉膈散适合什么证 便秘溲赤能用吗", "prescribed_for", "凉膈散", F, named="便秘溲赤"),
    Q("八珍汤 是治气血两虚证的吗", "prescribed_for", "八珍汤", F, named="气血两虚证"),
    Q("化虫丸 治吐蛔虫吗", "prescribed_for", "化虫丸", F, named="吐蛔虫"),
    Q("外感风寒 用什么方子", "prescribed_for", "外感风寒", D),
    # formula_has_alias
    Q("茜根汤是不是也叫茜根饮", "formula_has_alias", "八物茜根汤", F, mention="茜根汤", named="茜根饮"),
    Q("茜根散 是哪个方子的别名", "formula_has_alias", "茜根散", AL),
    Q("八物肾气丸还有什么名字啊", "formula_has_alias", "八物肾气丸", F),
    Q("八味丸 指的是哪个方剂", "formula_has_alias", "八味丸", AL),
    # check_for_disease
    Q("便秘好几年了 排粪造影检查能查出什么病", "check_for_disease", "排粪造影检查", C),
    Q("新斯的明试验是查重症肌无力的吗", "check_for_disease", "新斯的明试验", C, named="重症肌无力"),
    Q("梅毒螺旋体抗体检查 阳性 说明得了什么病", "check_for_disease", "梅毒螺旋体抗体检查", C),
    Q("晶状体检查 能查出哪些病呀", "check_for_disease", "晶状体检查", C),
    Q("新生儿溶血症筛查 是查什么病的", "check_for_disease", "新生儿溶血症筛查", C),
    Q("汗液电解质检查能查出哪些病", "check_for_disease", "汗液电解质检查", C),
    Q("沙眼衣原体抗原检查 查哪些病", "check_for_disease", "沙眼衣原体抗原检查", C),
    # check_for_symptom
    Q("早早孕胶体金试条 月经推迟了能测吗", "check_for_symptom", "早早孕胶体金试条", C, named="闭经"),
    Q("支气管哮喘运动激发试验 是针对什么症状做的", "check_for_symptom", "支气管哮喘运动激发试验", C),
    Q("泪腺检查法 是查什么症状的", "check_for_symptom", "泪腺检查法", C),
    Q("毛发检查能查青少年白发吗 才16岁好多白头发", "check_for_symptom", "毛发检查", C, named="青少年白发"),
    Q("手脚麻木 要做浅感觉检查吗", "check_for_symptom", "浅感觉检查", C, named="麻木"),
    Q("每3小时尿比重试验 针对哪些症状", "check_for_symptom", "每3小时尿比重试验", C),
    # performed_by
    Q("心血管造影检查在哪个科室做？", "performed_by", "心血管造影检查", C),
    Q("做心血管造影检查 是去心血管科吗", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("心血管科能做哪些检查呀", "performed_by", "心血管科", DEP),
    Q("妇产科 都做哪些检查项目", "performed_by", "妇产科", DEP),
    # check_has_alias
    Q("肌电图检查英文缩写是EMG吗", "check_has_alias", "肌电图检查", C, named="EMG"),
    Q("electromyography 是什么检查", "check_has_alias", "electromyography", AL),
    Q("新生儿疾病筛查检查 英文怎么说 出国要用", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("newborn screening 对应的是哪项检查", "check_has_alias", "newborn screening", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day38"))
