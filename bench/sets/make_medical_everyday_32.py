"""Writes `medical_everyday_32.jsonl`, a thirty-second hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-first, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 213 questions, every relation
type of the network asked four to seven times, worded as they reach a smart speaker or a phone assistant once
recognised: short and plain, 70 opening with a wake word (小爱同学, 小度小度, 天猫精灵, 嘿Siri, 你好小艺), others with a polite
frame (请问, 帮我查一下) or as a command (告诉我疥得治有哪些不良反应), ages and doses in spelled-out number words (我爷爷八十三了,
我爷爷一天吃三次消栓通颗粒, 我妈每天吸两次舒利迭). The askers vary: old people for themselves (我晚上老出汗), grandchildren asking for
a grandparent (我奶奶让我问一下，勃然是治什么的; 孙女问的), sons and daughters (我爸摔了), busy workers (天天加班到两点, 我天天跑外卖晒太阳,
我在西藏上班, 工地上有人热烧伤了), a new father (我老婆刚生完). 13 carry 呢/啊/呀/嘛/哈; some ask two things and the first is the gold
(嘿Siri，早期乳腺癌吃什么药，要化疗吗 asks for the drugs; 请问十灰散治什么，怎么吃 for what the formula treats).

Records: where the network allows, taken from the third fifth of each relation type's sources in key order (the record
key of the source type), among records whose name no question of the other sets (the shipped dev set, everyday sets 1
to 31 and the three alias sets) contains and that none of them uses as an entity or a mention. The exceptions are the
relation types whose sources in that window the earlier sets already ask about (has_risk_factor, prevalent_in,
metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy,
prescribed_for, formula_has_alias, performed_by, check_has_alias): asked about one neighbour no earlier question names
(慢性心房颤动 ← 人工心脏瓣膜, 狂犬病 ← 洞穴探险者, 白喉 → 周围神经髓鞘, 溃疡性结肠炎 ↔ 骶髂关节炎, 新生儿黄疸 ↔ 胡萝卜素血症, 八珍锭 → 朱砂),
through an alias (疤痕, 疤痕疙瘩, 硅肺, DF, OI, 八毒丸, 茜根散, 大效虎骨散, 半夏茯苓天麻汤, 巴戟汤, newborn screening,
electroencephalogram, 静脉肾盂排泄造影), or about what an alias stands for (倍泰龙, 澳抒欣, 拓痞丸, EMG), in words no earlier question
uses.

45 questions name the one neighbour they ask about, most naming two records (湄公血吸虫病会引起肝性脑病吗, 桥脑出血算不算脑出血,
清肝颗粒里有板蓝根吗, 八珍锭里是不是有朱砂，有毒吗). Five besides the alias-instance questions below are asked from the relation's target
end (胸口一阵一阵针刺样痛是什么病啊, 高海拔环境待久了会得什么病, 有吸烟史的人哪些病风险高, 我对酮洛芬过敏，哪些药含有酮洛芬, 哪些中药能续筋骨).

Names inside names: by a mechanical count 130 of the 213 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (急性间质性肺炎 holds 间质性肺炎, 梅毒性葡萄膜炎 holds 葡萄膜炎, 手术后反流性胃炎 holds 反流性胃炎, 急性肾小球肾炎 holds
肾小球肾炎, 湄公血吸虫病 holds 血吸虫病, 早期乳腺癌 holds 乳腺癌, 疱疹样湿疹 holds 湿疹, 真菌性角膜溃疡 holds 角膜溃疡, 混合型颈椎病 holds 颈椎病,
慢性髓系白血病 and 毛细胞白血病 hold 白血病, 球形肺炎 holds 肺炎, 畸形性吞咽困难 holds 吞咽困难, 慢性心房颤动 holds 心房颤动, 晚睡强迫症 holds
强迫症, 电烧伤 and 热烧伤 hold 烧伤, 真菌性脑膜炎 holds 脑膜炎, 皮肤白喉 holds 白喉, 无肌病皮肌炎 holds 皮肌炎, 桥脑出血 holds 脑出血, 痛风性肾病
holds 痛风, 新生儿黄疸 holds 黄疸, 新甲硝唑栓 holds 甲硝唑栓; 疼痛性眼肌麻痹 lies inside its own alias
疼痛性眼肌麻痹综合征, and 白喉 inside 皮肤白喉).

About one question in four (50 of 213) names its entity by a name the network records for that very instance: disease
aliases (20: older or descriptive names such as 桥本甲状腺炎, 淋病眼, 冲击伤, 胆小管性肝炎, 急性特发性视神经炎, 进行性脉络膜萎缩, 泌尿及生殖道支原体感染, 颈前正中囊肿及瘘管,
多形性脂肪瘤, 松果体生殖细胞瘤, 硅肺; a shortened name, 慢性房性心动过速; a name with 综合征 added, 疼痛性眼肌麻痹综合征; other characters for the same
word, 疤痕, 疤痕疙瘩, 暑疖; an eponym, Codman肿瘤; an English name, infundibuloma, and English abbreviations, DF and OI); drug
trade names (12, below); medicinal material aliases (10: 熊胆草, 黄草花, 冰大海, 地笋, 海五星, 猪四足, 山崩子, 山莲藕, 苞叶景天, 野席草); TCM
formula aliases (5: 八毒丸, 茜根散, 大效虎骨散, 半夏茯苓天麻汤, 巴戟汤); check aliases (3: newborn screening, electroencephalogram,
静脉肾盂排泄造影). Ten more ask what an alias stands for (卡搭响肋, 胆栓综合征, 精子活力低下症, 房室交接区过早搏动, 倍泰龙, 澳抒欣, 臭李子, 猪鬃草, 拓痞丸, EMG:
disease, drug, material, formula and check aliases): their gold is the alias instance, answered by the record that
lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question
names its entity by is one the network records for that very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug only (勃然, 适利达, 科芬奇, 舒利迭, 贝隆, 感冒通片, 利君沙, 阿赛松, 全可利, 潘舒泰克, 疥得治, 格迪). They are labelled as in the
earlier sets: the gold entity is the standard record (慈丹胶囊, 拉坦前列素滴眼液, 曲昔派特胶囊, 沙美特罗替卡松粉吸入剂, 托西酸舒他西林分散片,
氯芬黄敏片, 琥乙红霉素胶囊, 曲安西龙片, 波生坦片, 泮托拉唑钠肠溶片, 林旦乳膏, 格列吡嗪胶囊), the mention is the trade name and the line is
tagged `alias`, because someone reading the box asks about the medicine, and the standard record is the one that names
it, holds its class and lists the trade name. The twelve trade names are also drug records of their own (the source
writes the product twice).

Other names the network holds under two records; the gold record is the one the question is judged to mean:
- 桥本甲状腺炎 is an alias both 慢性淋巴细胞性甲状腺炎 and 小儿慢性淋巴细胞性甲状腺炎 list (1 question): the asker's mother is sixty,
  so the gold is the adult record.
- Codman肿瘤 is an alias both 成软骨细胞瘤 and 软骨母细胞瘤 list (1 question, 请问Codman肿瘤会不会骨折): the gold is 成软骨细胞瘤, the
  record in the window the set draws from; the question does not tell the two apart, and 软骨母细胞瘤 is the same tumour.
- 倍泰龙 and 澳抒欣 are drug records as well as alias instances 注射用重组人干扰素β1b and 环酯红霉素胶囊 list, and EMG is a check
  record as well as the alias instance 肌电图检查 lists (3 questions, 医生开了倍泰龙，是什么药, 嘿Siri，澳抒欣是哪个药, 天猫精灵，EMG是什么
  检查): they ask what the name stands for, so the gold is the alias instance.
- Besides these, 43 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 慢性附睾炎, 盆腔积液, 淋巴管炎, 流行性脑脊髓膜炎, 无脉络膜症, 桥脑出血; a cause record: 爆震伤, 日光性角化, 狂犬病; an ingredient
  record for a material: 溪黄草, 猪胆, 泽兰, 海燕, 灯心草, 牛大力, 白蔹, 满山红; a disease record for a check: 心血管造影检查; and
  others), and the wording says which is meant (这个病, 这味药, 入药, 哪个科做).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_32.py    # rewrites bench/sets/medical_everyday_32.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DR, EF, F, IN, M, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_32.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("帮我查一下桥本甲状腺炎会有哪些表现，我妈六十了刚查出来", "has_symptom", "慢性淋巴细胞性甲状腺炎", D,
      mention="桥本甲状腺炎"),
    Q("我爸六十八了医生说是慢性附睾炎，这个病阴囊会疼吗", "has_symptom", "慢性附睾炎", D, named="阴囊疼痛"),
    Q("嘿Siri，胸口一阵一阵针刺样痛是什么病啊", "has_symptom", "针刺样痛", S),
    Q("告诉我淋病眼有哪些症状，会传染吗", "has_symptom", "淋菌性结膜炎", D, mention="淋病眼"),
    Q("进行性脉络膜萎缩眼睛会看不清吗", "has_symptom", "无脉络膜症", D, mention="进行性脉络膜萎缩", named="视力下降"),
    Q("小度小度，泌尿及生殖道支原体感染是什么症状", "has_symptom", "支原体尿路感染", D,
      mention="泌尿及生殖道支原体感染"),
    Q("我爷爷八十三了，医生说是疼痛性眼肌麻痹综合征，会头痛吗", "has_symptom", "疼痛性眼肌麻痹", D,
      mention="疼痛性眼肌麻痹综合征", named="头痛"),
    # designated_to
    Q("小度小度，急性间质性肺炎挂什么科", "designated_to", "急性间质性肺炎", D),
    Q("帮我查一下摩根菌肺炎该看哪个科室，我下班了带我爸去", "designated_to", "摩根菌肺炎", D),
    Q("请问冲击伤去医院挂几号窗口哪个科", "designated_to", "爆震伤", D, mention="冲击伤"),
    Q("病毒性出血热是不是挂感染科啊", "designated_to", "病毒性出血热", D, named="感染科"),
    Q("宝宝才二十天大，新生儿流行性腹泻要挂哪个科", "designated_to", "新生儿流行性腹泻", D),
    Q("我外婆七十五了，晶状体脱位所致青光眼挂什么科呀", "designated_to", "晶状体脱位所致青光眼", D),
    Q("你好小艺，颈前正中囊肿及瘘管应该挂哪个科", "designated_to", "甲状舌囊肿及瘘管", D, mention="颈前正中囊肿及瘘管"),
    # checks
    Q("请问胆小管性肝炎要做哪些检查", "checks", "淤胆型肝炎", D, mention="胆小管性肝炎"),
    Q("帮我查一下梅毒性葡萄膜炎要查什么", "checks", "梅毒性葡萄膜炎", D),
    Q("天猫精灵，早产儿贫血要抽血化验什么呢", "checks", "早产儿贫血", D),
    Q("我爷爷七十九了，慢性血源性骨髓炎要不要拍X线检查", "checks", "慢性血源性骨髓炎", D, named="X线检查"),
    Q("小爱同学，盆腔积液这个病去医院都查些啥", "checks", "盆腔积液", D),
    Q("你好小艺，急性特发性视神经炎要做什么检查", "checks", "急性球后视神经炎", D, mention="急性特发性视神经炎"),
    Q("告诉我手术后反流性胃炎要做哪些检查", "checks", "手术后反流性胃炎", D),
    # has_complication
    Q("小爱同学，急性肾小球肾炎会不会变成急性肾衰竭", "has_complication", "急性肾小球肾炎", D, named="急性肾衰竭"),
    Q("天猫精灵，沙眼衣原体感染拖着不治会并发什么", "has_complication", "沙眼衣原体感染", D),
    Q("告诉我新生儿急性肾功能衰竭有哪些并发症", "has_complication", "新生儿急性肾功能衰竭", D),
    Q("请问湄公血吸虫病会引起肝性脑病吗", "has_complication", "湄公血吸虫病", D, named="肝性脑病"),
    Q("请问Codman肿瘤会不会骨折", "has_complication", "成软骨细胞瘤", D, mention="Codman肿瘤", named="骨折"),
    Q("慢性房性心动过速时间长了会心衰吗，还有啥并发症", "has_complication", "慢性自律性房性心动过速", D,
      mention="慢性房性心动过速"),
    Q("孙女问的，支气管发育不全容易并发肺气肿是吗", "has_complication", "支气管发育不全", D, named="肺气肿"),
    # cures
    Q("请问一下，气性坏疽用什么药", "cures", "气性坏疽", D),
    Q("小度小度，新生儿败血症打什么针", "cures", "新生儿败血症", D),
    Q("嘿Siri，早期乳腺癌吃什么药，要化疗吗", "cures", "早期乳腺癌", D),
    Q("帮我查查狼疮性肾炎能用硫唑嘌呤片吗", "cures", "狼疮性肾炎", D, named="硫唑嘌呤片"),
    Q("我孙子得了流行性脑脊髓膜炎这个病，医生会开什么药", "cures", "流行性脑脊髓膜炎", D),
    Q("天猫精灵，淋巴管炎这个病吃什么药好", "cures", "淋巴管炎", D),
    # shown_on
    Q("请问慢性乳腺炎是哪个部位的病", "shown_on", "慢性乳腺炎", D),
    Q("我奶奶八十了，手足皲裂一般裂在哪些地方", "shown_on", "手足皲裂", D),
    Q("小爱同学，暗色丝孢霉病长在身体哪里", "shown_on", "暗色丝孢霉病", D),
    Q("皮肤科报告写的infundibuloma一般长在哪里呀", "shown_on", "毛囊漏斗部肿瘤", D, mention="infundibuloma"),
    Q("告诉我疱疹样湿疹一般出在哪些部位", "shown_on", "疱疹样湿疹", D),
    Q("小度，真菌性角膜溃疡是长在眼睛上吗", "shown_on", "真菌性角膜溃疡", D, named="眼"),
    # has_alias
    Q("请问死精症还有别的叫法吗", "has_alias", "死精症", D),
    Q("嘿Siri，混合型颈椎病英文怎么说", "has_alias", "混合型颈椎病", D),
    Q("帮我查一下海绵状血管瘤这个病又叫什么", "has_alias", "海绵状血管瘤", D),
    Q("小爱同学，卡搭响肋是什么病", "has_alias", "卡搭响肋", AL),
    Q("请问胆栓综合征是哪个病的名字", "has_alias", "胆栓综合征", AL),
    Q("精子活力低下症说的是什么病呀", "has_alias", "精子活力低下症", AL),
    Q("房室交接区过早搏动是哪个病的另一个叫法", "has_alias", "房室交接区过早搏动", AL),
    # caused_by
    Q("天猫精灵，慢性髓系白血病是怎么得的", "caused_by", "慢性髓系白血病", D),
    Q("小度，暑疖是怎么长出来的", "caused_by", "热疖", D, mention="暑疖"),
    Q("我在西藏上班，混合型慢性高原病是什么原因引起的", "caused_by", "混合型慢性高原病", D),
    Q("死精症跟抽烟有没有关系啊", "caused_by", "死精症", D, named="抽烟"),
    Q("请问球形肺炎是怎么引起的", "caused_by", "球形肺炎", D),
    Q("告诉我畸形性吞咽困难是什么原因", "caused_by", "畸形性吞咽困难", D),
    Q("小爱同学，高海拔环境待久了会得什么病", "caused_by", "高海拔环境", CA),
    # has_risk_factor
    Q("慢性心房颤动跟装了人工心脏瓣膜有关系吗", "has_risk_factor", "慢性心房颤动", D, named="人工心脏瓣膜"),
    Q("我天天跑外卖晒太阳，日光性角化哪些因素容易诱发", "has_risk_factor", "日光性角化", D),
    Q("我手上那块疤痕跟以前受过外伤有关吗", "has_risk_factor", "瘢痕", D, mention="疤痕", named="外伤史"),
    Q("小度小度，洞穴探险者容易得狂犬病吗", "has_risk_factor", "狂犬病", D, named="洞穴探险者"),
    Q("请问疤痕疙瘩跟以前烧伤过有关吗", "has_risk_factor", "瘢痕疙瘩", D, mention="疤痕疙瘩", named="烧伤史"),
    Q("帮我查一下有吸烟史的人哪些病风险高", "has_risk_factor", "吸烟史", CA),
    # common_in
    Q("天猫精灵，急性共同性斜视多见于什么人", "common_in", "急性共同性斜视", D),
    Q("请问慢性盆腔疼痛是哪些人容易得", "common_in", "慢性盆腔疼痛", D),
    Q("我爸六十五了，梗阻性尿路疾病多发于哪个年龄段", "common_in", "梗阻性尿路疾病", D),
    Q("珍珠状阴茎丘疹一般什么年龄的人会长呢", "common_in", "珍珠状阴茎丘疹", D),
    Q("小爱同学，消化道憩室病老年人多吗", "common_in", "消化道憩室病", D, named="老年人"),
    Q("请问松果体生殖细胞瘤一般是哪些孩子得", "common_in", "松果体瘤", D, mention="松果体生殖细胞瘤"),
    Q("帮我查查多形性脂肪瘤多见于什么人", "common_in", "梭形细胞脂肪瘤", D, mention="多形性脂肪瘤"),
    # prevalent_in
    Q("我儿子要去美国读书，组织胞浆菌病在美国哪些地方多", "prevalent_in", "组织胞浆菌病", D),
    Q("嘿Siri，DF在东南亚那边多不多", "prevalent_in", "登革热", D, mention="DF", named="东南亚和西太平洋地区"),
    Q("小爱同学，类风湿性关节炎在哪些国家多见", "prevalent_in", "类风湿性关节炎", D),
    Q("请问白喉现在哪些地方还有", "prevalent_in", "白喉", D),
    Q("告诉我甲状腺癌哪里的人得得多", "prevalent_in", "甲状腺癌", D),
    # treated_with
    Q("小度小度，慢性光化性皮炎怎么治", "treated_with", "慢性光化性皮炎", D),
    Q("请问持续性性兴奋综合征怎么治疗", "treated_with", "持续性性兴奋综合征", D),
    Q("天天加班到两点，晚睡强迫症怎么治啊", "treated_with", "晚睡强迫症", D),
    Q("我爸摔了，枢椎齿突骨折一定要手术吗", "treated_with", "枢椎齿突骨折", D, named="手术疗法"),
    Q("小爱同学，洁癖能治好吗，怎么治", "treated_with", "洁癖", D),
    Q("告诉我电烧伤怎么处理", "treated_with", "电烧伤", D),
    Q("工地上有人热烧伤了，现场急救怎么弄", "treated_with", "热烧伤", D, named="现场急救"),
    # metastasizes_to
    Q("请问瘤型麻风会扩散到身体哪些地方", "metastasizes_to", "瘤型麻风", D),
    Q("天猫精灵，白喉会不会波及神经组织", "metastasizes_to", "白喉", D, named="神经组织"),
    Q("我二舅查出睾丸癌，会转移到哪里", "metastasizes_to", "睾丸癌", D),
    Q("小度，类癌综合征会转到哪儿去", "metastasizes_to", "类癌综合征", D),
    Q("帮我查一下真菌性脑膜炎会扩散到哪", "metastasizes_to", "真菌性脑膜炎", D),
    # invades
    Q("请问白喉会侵犯周围神经髓鞘吗", "invades", "白喉", D, named="周围神经髓鞘"),
    Q("小爱同学，肛管癌会侵犯到哪里", "invades", "肛管癌", D),
    Q("我大伯七十一了，肛门癌会往旁边哪长", "invades", "肛门癌", D),
    Q("帮我查一下皮肤白喉侵犯哪些部位", "invades", "皮肤白喉", D),
    # is_subtype_of
    Q("请问无肌病皮肌炎属于什么病", "is_subtype_of", "无肌病皮肌炎", D),
    Q("嘿Siri，桥脑出血算不算脑出血", "is_subtype_of", "桥脑出血", D, named="脑出血"),
    Q("告诉我沙门菌属食物中毒属于哪一类", "is_subtype_of", "沙门菌属食物中毒", D),
    Q("淋球菌性外阴阴道炎是淋病吗，要紧吗", "is_subtype_of", "淋球菌性外阴阴道炎", D, named="淋病"),
    Q("天猫精灵，痛风性肾病归哪类病", "is_subtype_of", "痛风性肾病", D),
    Q("帮我查一下狼疮性脊髓病变是什么病下面的", "is_subtype_of", "狼疮性脊髓病变", D),
    # related_disease
    Q("小爱同学，溃疡性结肠炎跟骶髂关节炎有关吗", "related_disease", "溃疡性结肠炎", D, named="骶髂关节炎"),
    Q("我爸在矿上干了三十年，硅肺跟结核病有关系吗", "related_disease", "矽肺病", D, mention="硅肺", named="活动性结核病"),
    Q("孩子老是喘，气管软化症跟哪些病有关呀", "related_disease", "气管软化症", D),
    Q("孩子晚上老磨牙，磨牙症会跟哪些病有关", "related_disease", "磨牙症", D),
    Q("告诉我淀粉样变性和哪些病相关", "related_disease", "淀粉样变性", D),
    # differential_diagnosis
    Q("请问毛细胞白血病要跟什么病区分", "differential_diagnosis", "毛细胞白血病", D),
    Q("小度小度，百日咳和呼吸道合胞体病毒感染怎么分清楚", "differential_diagnosis", "百日咳", D, named="呼吸道合胞体病毒感染"),
    Q("病毒性脑膜炎要跟结核性脑膜炎鉴别吗", "differential_diagnosis", "病毒性脑膜炎", D, named="结核性脑膜炎"),
    Q("天猫精灵，化验单上的OI要和哪些病鉴别", "differential_diagnosis", "机会性感染", D, mention="OI"),
    Q("帮我查查慢性髓性白血病需要排除什么病", "differential_diagnosis", "慢性髓性白血病", D),
    Q("宝宝皮肤发黄是新生儿黄疸还是胡萝卜素血症", "differential_diagnosis", "新生儿黄疸", D, named="胡萝卜素血症"),
    # indicated_for
    Q("小爱同学，慈丹胶囊治什么的，一天吃几次", "indicated_for", "慈丹胶囊", DR),
    Q("我奶奶让我问一下，勃然是治什么的", "indicated_for", "慈丹胶囊", DR, mention="勃然"),
    Q("请问木瓜丸管什么病，有副作用吗", "indicated_for", "木瓜丸", DR),
    Q("嘿Siri，柴黄清热颗粒能治头痛吗", "indicated_for", "柴黄清热颗粒", DR, named="头痛"),
    Q("帮我查一下清胰利胆片治什么病", "indicated_for", "清胰利胆片", DR),
    Q("我爷爷一天吃三次消栓通颗粒，这是干嘛的", "indicated_for", "消栓通颗粒", DR),
    Q("小度小度，适利达是治什么的", "indicated_for", "拉坦前列素滴眼液", DR, mention="适利达"),
    # has_adverse_reaction
    Q("告诉我科芬奇有什么副作用", "has_adverse_reaction", "曲昔派特胶囊", DR, mention="科芬奇"),
    Q("请问氨苯砜片吃了会头痛吗", "has_adverse_reaction", "氨苯砜片", DR, named="头痛"),
    Q("告诉我注射用硫酸卡那霉素的副作用", "has_adverse_reaction", "注射用硫酸卡那霉素", DR),
    Q("我妈每天吸两次舒利迭，有什么副作用", "has_adverse_reaction", "沙美特罗替卡松粉吸入剂", DR, mention="舒利迭"),
    Q("天猫精灵，疥得治有哪些不良反应", "has_adverse_reaction", "林旦乳膏", DR, mention="疥得治"),
    Q("我外公七十七了，格迪吃了会低血糖吗", "has_adverse_reaction", "格列吡嗪胶囊", DR, mention="格迪", named="低血糖症"),
    Q("小爱同学，贝隆有啥副作用", "has_adverse_reaction", "托西酸舒他西林分散片", DR, mention="贝隆"),
    # has_ingredient
    Q("请问抗病毒软胶囊里有什么", "has_ingredient", "抗病毒软胶囊", DR),
    Q("帮我查一下新甲硝唑栓的成分", "has_ingredient", "新甲硝唑栓", DR),
    Q("告诉我正清风痛宁片主要成分是什么", "has_ingredient", "正清风痛宁片", DR),
    Q("小度，法斯通里头是什么药", "has_ingredient", "法斯通", DR),
    Q("清肝颗粒里有板蓝根吗，孩子能喝吗", "has_ingredient", "清肝颗粒", DR, named="板蓝根"),
    Q("嘿Siri，感冒通片里有什么成分", "has_ingredient", "氯芬黄敏片", DR, mention="感冒通片"),
    Q("我对酮洛芬过敏，哪些药含有酮洛芬", "has_ingredient", "酮洛芬", IN),
    # is_a_level3
    Q("请问氟哌啶醇片属于哪类药", "is_a_level3", "氟哌啶醇片", DR),
    Q("天猫精灵，利君沙是什么类的药", "is_a_level3", "琥乙红霉素胶囊", DR, mention="利君沙"),
    Q("我妈一天吃两片熊去氧胆酸片，这是什么药", "is_a_level3", "熊去氧胆酸片", DR),
    Q("帮我查一下注射用鲑鱼降钙素属于什么药", "is_a_level3", "注射用鲑鱼降钙素", DR),
    Q("小爱同学，甲磺酸加替沙星片是合成抗菌药吗", "is_a_level3", "甲磺酸加替沙星片", DR, named="合成抗菌药"),
    Q("告诉我阿赛松是哪一类药", "is_a_level3", "曲安西龙片", DR, mention="阿赛松"),
    # belongs_to
    Q("请问愈带丸属于什么药", "belongs_to", "愈带丸", DR),
    Q("小度小度，全可利属于哪一类", "belongs_to", "波生坦片", DR, mention="全可利"),
    Q("帮我查查氨酚曲马多片是什么类别", "belongs_to", "氨酚曲马多片", DR),
    Q("清肺消炎丸属于哪一类呀", "belongs_to", "清肺消炎丸", DR),
    Q("我爸在吃棠苹，是什么类的药", "belongs_to", "棠苹", DR),
    Q("天猫精灵，潘舒泰克属于哪一类药", "belongs_to", "泮托拉唑钠肠溶片", DR, mention="潘舒泰克"),
    # drug_has_alias
    Q("请问注射用达托霉素还叫什么名字", "drug_has_alias", "注射用达托霉素", DR),
    Q("小爱同学，特非那定片别名叫啥", "drug_has_alias", "特非那定片", DR),
    Q("医生开了倍泰龙，是什么药", "drug_has_alias", "倍泰龙", AL),
    Q("帮我查一下注射用比阿培南有什么别的名字", "drug_has_alias", "注射用比阿培南", DR),
    Q("嘿Siri，澳抒欣是哪个药", "drug_has_alias", "澳抒欣", AL),
    # mainly_treats
    Q("请问梵天花能治什么病", "mainly_treats", "梵天花", M),
    Q("我们村里好多泡桐花，泡桐花治什么", "mainly_treats", "泡桐花", M),
    Q("小度小度，溪黄草这味药能治胆囊炎吗", "mainly_treats", "溪黄草", M, named="胆囊炎"),
    Q("告诉我熊胆草能治什么", "mainly_treats", "溪黄草", M, mention="熊胆草"),
    Q("老辈人说的，猪胆入药能治便秘吗", "mainly_treats", "猪胆", M, named="便秘"),
    Q("天猫精灵，黄草花治什么病", "mainly_treats", "灰绿黄堇", M, mention="黄草花"),
    Q("帮我查查冰大海能治什么病", "mainly_treats", "毛叶天胡荽", M, mention="冰大海"),
    # has_efficacy
    Q("小爱同学，毛叶白粉藤有什么功效", "has_efficacy", "毛叶白粉藤", M),
    Q("请问地笋有什么功效", "has_efficacy", "泽兰", M, mention="地笋"),
    Q("海五星这味药有啥功效啊", "has_efficacy", "海燕", M, mention="海五星"),
    Q("告诉我滇崖爬藤的功效", "has_efficacy", "滇崖爬藤", M),
    Q("我老婆刚生完，老中医说的猪四足能通乳汁吗", "has_efficacy", "猪蹄", M, mention="猪四足", named="通乳汁"),
    Q("小度，哪些中药能续筋骨", "has_efficacy", "续筋骨", EF),
    Q("帮我查一下山崩子有什么功效", "has_efficacy", "满山红", M, mention="山崩子"),
    # distributed_in
    Q("请问樱桃水产在哪里", "distributed_in", "樱桃水", M),
    Q("天猫精灵，汉中防己哪里有", "distributed_in", "汉中防己", M),
    Q("告诉我海月分布在哪", "distributed_in", "海月", M),
    Q("小爱同学，牦牛角产自哪里", "distributed_in", "牦牛角", M),
    Q("野席草四川有吗，我在成都", "distributed_in", "灯心草", M, mention="野席草", named="四川"),
    Q("嘿Siri，山莲藕产在哪里", "distributed_in", "牛大力", M, mention="山莲藕"),
    Q("帮我查查苞叶景天哪里产", "distributed_in", "灯台菜", M, mention="苞叶景天"),
    # material_has_alias
    Q("请问湖北贝母还叫什么", "material_has_alias", "湖北贝母", M),
    Q("小度小度，玫瑰茄别名是什么", "material_has_alias", "玫瑰茄", M),
    Q("樱额有什么别的叫法吗", "material_has_alias", "樱额", M),
    Q("我姥姥说的臭李子是什么药材", "material_has_alias", "臭李子", AL),
    Q("告诉我白蔹的别名", "material_has_alias", "白蔹", M),
    Q("天猫精灵，猪鬃草是哪种药材", "material_has_alias", "猪鬃草", AL),
    # composed_of
    Q("请问八毒丸是哪些药组成的", "composed_of", "八毒赤丸", F, mention="八毒丸"),
    Q("八珍锭里是不是有朱砂，有毒吗", "composed_of", "八珍锭", F, named="朱砂"),
    Q("小爱同学，八角茴香丸是用什么药做的", "composed_of", "八角茴香丸", F),
    Q("帮我查一下八神汤里有什么", "composed_of", "八神汤", F),
    Q("告诉我茜根散用了哪些药", "composed_of", "八物茜根汤", F, mention="茜根散"),
    Q("嘿Siri，大效虎骨散里有当归吗", "composed_of", "八效虎骨散", F, mention="大效虎骨散", named="当归"),
    # formula_has_efficacy
    Q("请问半夏厚朴汤有什么功效", "formula_has_efficacy", "半夏厚朴汤", F),
    Q("小度小度，失笑散有什么作用", "formula_has_efficacy", "失笑散", F),
    Q("完带汤能化湿止带吗", "formula_has_efficacy", "完带汤", F, named="化湿止带"),
    Q("告诉我天麻钩藤饮的功效", "formula_has_efficacy", "天麻钩藤饮", F),
    Q("我爷爷吃了五年定痫丸，是干什么用的", "formula_has_efficacy", "定痫丸", F),
    Q("天猫精灵，半夏茯苓天麻汤有什么功效", "formula_has_efficacy", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤"),
    # prescribed_for
    Q("请问十灰散治什么，怎么吃", "prescribed_for", "十灰散", F),
    Q("小爱同学，小蓟饮子能治尿血吗", "prescribed_for", "小蓟饮子", F, named="尿中带血"),
    Q("帮我查一下平胃散治什么病", "prescribed_for", "平胃散", F),
    Q("我晚上老出汗，当归六黄汤能治盗汗吗", "prescribed_for", "当归六黄汤", F, named="发热盗汗"),
    Q("告诉我截疟七宝饮治什么", "prescribed_for", "截疟七宝饮", F),
    Q("小度，巴戟汤治什么", "prescribed_for", "巴戟天饮", F, mention="巴戟汤"),
    # formula_has_alias
    Q("请问八痞丸还叫什么", "formula_has_alias", "八痞丸", F),
    Q("天猫精灵，八风续命汤别名是什么", "formula_has_alias", "八风续命汤", F),
    Q("拓痞丸是哪个方子啊", "formula_has_alias", "拓痞丸", AL),
    Q("帮我查查八生饮子还叫啥", "formula_has_alias", "八生饮子", F),
    # check_for_disease
    Q("小爱同学，深反射检查能查出什么病", "check_for_disease", "深反射检查", C),
    Q("体检单上的甘油三酯检查查什么病", "check_for_disease", "甘油三酯检查", C),
    Q("请问粪便吞噬细胞检查能查痢疾吗", "check_for_disease", "粪便吞噬细胞检查", C, named="痢疾"),
    Q("嘿Siri，网织红细胞生成指数能看出贫血吗", "check_for_disease", "网织红细胞生成指数", C, named="贫血"),
    Q("我爸明天做经胸壁针刺肺活检，是查什么的", "check_for_disease", "经胸壁针刺肺活检", C),
    Q("告诉我直接检眼镜检查法能查出哪些眼病", "check_for_disease", "直接检眼镜检查法", C),
    # check_for_symptom
    Q("请问痰液的一般性状检查是什么症状要做", "check_for_symptom", "痰液的一般性状检查", C),
    Q("小度小度，粪便脂肪定量检查是因为什么症状做", "check_for_symptom", "粪便脂肪定量检查", C),
    Q("帮我查一下纤维蛋白降解产物检查是哪些症状需要做", "check_for_symptom", "纤维蛋白降解产物检查", C),
    Q("天猫精灵，眼底接触镜一般看什么症状", "check_for_symptom", "眼底接触镜", C),
    Q("告诉我男性生殖系X线检查针对哪些症状", "check_for_symptom", "男性生殖系X线检查", C),
    # performed_by
    Q("帮我查一下宫腔镜检查是哪个科室做的", "performed_by", "宫腔镜检查", C),
    Q("我妈七十三了，心血管造影检查哪个科做", "performed_by", "心血管造影检查", C),
    Q("小爱同学，无痛胃镜检查去哪个科室约", "performed_by", "无痛胃镜检查", C),
    Q("请问newborn screening在哪个科做", "performed_by", "新生儿疾病筛查检查", C, mention="newborn screening"),
    Q("静脉肾盂排泄造影去哪个科做", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    Q("单子上写electroencephalogram，在哪个科做", "performed_by", "脑电图检查", C, mention="electroencephalogram"),
    # check_has_alias
    Q("小度，超声内镜检查的英文缩写是啥", "check_has_alias", "超声内镜检查", C),
    Q("告诉我心电图检查的英文简称", "check_has_alias", "心电图检查", C),
    Q("请问快速血浆反应素试验还叫什么", "check_has_alias", "快速血浆反应素试验", C),
    Q("天猫精灵，EMG是什么检查", "check_has_alias", "EMG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day32"))
