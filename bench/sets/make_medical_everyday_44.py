"""Writes `medical_everyday_44.jsonl`, a forty-fourth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded by someone weighing two things or choosing between them,
or putting the question in the negative: 哪个好 / 选哪个 (我妈血脂异常，一个医生开阿托伐他汀钙片，另一个开非诺贝特胶囊，哪个好呢, 泰毕全和华法林选哪个), A还是B
(孩子舌系带过短，说话大舌头，是看儿科还是口腔科, 食物中毒主要伤的是小肠还是胃啊, 白清胃散用的是生石膏还是煅石膏), 比…更… and 跟…比 (试管婴儿技术比自然怀孕更容易出现卵巢过度刺激综合征,
自发性气胸是不是瘦高的男生比胖的更容易得, 跟甲沟炎比，血管球瘤都会有什么表现, 白背丹参跟普通丹参比), 是不是不能… (间质性膀胱炎是不是不能用消炎药, 臆想症是不是不能在普通医院看), 难道不…吗 (跖疣难道不是病毒引起的吗,
诺氟沙星胶囊难道不算抗生素吗), 不是说…吗 (不是说胆管癌跟肝吸虫有关吗, 色素性青光眼不是说老年人才会得吗) and 没有…吧 (艾地苯醌片没有什么副作用吧, 视网膜血管周围炎…不会引出别的毛病吧). Some are asked by
someone deciding for a relative (我在帮我爸挂号, 我在帮她决定要不要转院, 我在帮他拿主意, 我在帮老婆挑护肤品, 我在帮我爸填保险), some compare what two doctors said
(两家医院一个让挂普通外科，一个让挂泌尿外科, 她说挂风湿免疫科，我觉得应该挂消化内科, 一个医生写的郎—奥韦综合征，另一个写的遗传性出血性毛细血管扩张症, 两个中医一个说能吃一个说别吃). The gold is still one
entity and one relation type: the thing asked about and what is asked of it, whatever else the question weighs it
against. 43 questions carry 呢/啊/呀/嘛/哈, 121 a clause of context; some ask two things and the first is the gold
(索坦到底是治什么癌的？跟化疗比哪个好 asks what the drug is for; 草地趾伤的到底是脚上哪个部位？跟普通崴脚比哪个恢复得慢 the body part; 自发性张力性气胸在分类上属于什么？跟普通的气胸比哪个更重
the parent disease; 补阳还五汤能治口眼㖞斜吗？跟针灸比哪个好 what the formula treats; 安理，这是哪个药的别名？跟布洛芬哪个好 what the alias stands for).

Records: taken from the ninth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 43 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-fifth set drew from the ninth tenth too,
and this one takes only what it and every other set left. Where every source of a relation type in that window is
already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis,
drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias),
the question names one neighbour no earlier question about that record names (胰腺炎 ← 胆结石病史, 胆管癌 ← 慢性伤寒带菌者, 脑梗死 ← 运动减少,
自身免疫性肝炎 ← 呋喃妥英, 腮腺炎 ← 未接种过腮腺炎和麻疹疫苗, 膀胱癌 ← 反复性尿路感染, 血吸虫病 → 不发达地区 and 远东, 铅中毒 → 建筑工地, 部位未特指的消化性溃疡 → 发展中国家 and 背部,
血栓 → 冠状动脉, 转移性乳腺癌 → 皮肤, 非小细胞肺癌 → 同侧肺外部 and 食道, 食物中毒 → 小肠, 脑炎 ↔ 视网膜炎, 腭裂 ↔ 咽鼓管功能障碍, 自身免疫性肝炎 ↔ 肝坏死, 萎缩性胃炎 ↔ 胃肿瘤性病变,
钩端螺旋体病 ↔ 结膜充血, 血小板减少症 ↔ 肾功能损伤, 脑梗死 ↔ 复杂型偏头痛, 脑炎 ↔ 无菌性脑膜炎, 膀胱癌 ↔ 良性前列腺增生, 血吸虫病 ↔ 沙门菌感染, 部位未特指的消化性溃疡 ↔ 胆绞痛, 腹水 ↔ 腹内出血,
艾普拉唑肠溶片 → 壹丽安, 茴拉西坦片 → 忆立福, 琥珀利气丸 → 郁李, 枳实消痞丸 → 麦芽（炒）, 百合固金汤 → 生地黄, 碧玉散 → 黄柏末, 白清胃散 → 生石膏, 拔疔红膏 → 蓖麻仁, 肾气丸 → 补肾助阳,
苓桂术甘汤 → 健脾利湿, 苇茎汤 → 清肺化痰, 血府逐瘀汤 → 行气止痛, 酸枣仁汤 → 清热除烦, 防风通圣散 → 疏风退热, 竹叶石膏汤 → 口干喜饮, 茵陈蒿汤 → 湿热黄疸, 苏子降气汤 → 虚喘, 补阳还五汤 → 口眼㖞斜,
逍遥散 → 两胁作痛, 葛根芩连汤 → 身热下利, 慢脾风 → 虚风, 菝葜八味汤 → 菝葜汤; 壹丽安, 忆立福, 虚风 and 菝葜汤 are names earlier questions ask about as alias
instances or use as mentions, never as these records' neighbours), is asked from the relation's target end (肋骨, a
neighbour of 转移性乳腺癌; 神经科, the department of 脑电图检查), names its entity by an alias (利气丸 and EEG, both earlier sets'
mentions) or asks what an alias stands for (安理, 菝葜饮, EUS, 静脉肾盂排泄造影: the first two are no earlier question's gold); a few
ask a window record again in words no earlier question uses (莱姆病 where it is common, 银屑病关节炎 and 铅中毒 where they spread,
贝那普利氢氯噻嗪片, 苯甲酸利扎曲普坦片, 琥珀利气丸, 脑电图检查 named by EEG, 超声内镜检查), and three name a neighbour an earlier question about the
record names (脑电图检查 → 神经科 and EEG, 无痛胃镜检查 → 消化科). Of the four window sources of prevalent_in only 血吸虫病 has a neighbour
no earlier question names at all (不发达地区); 远东, 建筑工地 and 发展中国家 appear in earlier questions, never as these records'
neighbours. The window of drug_has_alias holds seven drugs with one alias each, all of them names earlier questions use:
one question asks what 安理 (萘普生钠片's alias, asked about by no earlier question) stands for, two name 壹丽安 and 忆立福 and two
ask a window drug's other names in new words. formula_has_alias has 29 sources and its window three (慢脾风, 琥珀利气丸, 菝葜八味汤),
whose aliases earlier questions all name: 慢脾风 is asked whether it is also called 虚风, 菝葜八味汤 whether it is 菝葜汤, one
question asks what 菝葜饮 stands for and one asks 琥珀利气丸's other names in new words; a composed_of question names 琥珀利气丸 by
利气丸. performed_by has six sources and its window one (脑电图检查, the fifth in key order), asked in new words (named by EEG)
and whether it is done in 神经科; one question asks from its target end (神经科) and one takes the record before it (无痛胃镜检查,
whether it is done in 消化科). check_has_alias has seven sources and its window one (超声内镜检查, the sixth), asked in new words
and by what EUS stands for; the record before it (脑电图检查) is asked whether it is abbreviated EEG and the record after it
(静脉尿路造影检查) by what 静脉肾盂排泄造影 stands for.

82 questions name the one neighbour they ask about, most of them naming two records (裂谷热是不是也会畏光, 腹股沟滑动疝…普通外科,
脾动脉瘤，光做彩色多普勒超声是不是不够, 过敏性休克抢救是不是只能用盐酸肾上腺素注射液, 色汗症是不是只有腋窝会出彩色的汗, 爱必妥是治结直肠癌的吧, 普瑞博思是不是会引起QT间期延长, 护士说给我爸打止血敏针，这个算促凝血药吧,
氟哌酸眼药水属于喹诺酮类吗, 血吸虫皮内试验阴性，是不是就没有血吸虫病), one in other words than the neighbour's name (枳实消痞丸里用的是炒麦芽还是生麦芽 names 麦芽（炒）). Two
besides the alias-instance questions are asked from the relation's target end (一般是哪些癌会转移到肋骨呢, 神经科都能做哪些检查呢).

Names inside names: by a mechanical count 137 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (舒张性心力衰竭 holds 心力衰竭 and is weighed against 心衰, 药物性肝硬化 holds 肝硬化 and is weighed against 酒精性肝硬化, 脑膜炎球菌性脑膜炎
holds 脑膜炎球菌 and 脑膜炎, 膀胱鳞状细胞癌 holds 鳞状细胞癌, 酒精性脑萎缩 holds 脑萎缩, 间充质软骨肉瘤 holds 软骨肉瘤 and is named by 间叶性软骨肉瘤, which holds it
too, Hallopeau连续性肢端皮炎 holds the name of the record it is an alias of, 色素性青光眼 holds 青光眼, 自发性张力性气胸 holds 张力性气胸 and is
weighed against 气胸, 膝骨关节病 holds 骨关节病 and its question names 膝关节骨关节炎, 药物性天疱疮 holds 天疱疮, 血栓性内痔 holds 内痔, 葡萄球菌中毒性休克综合征
holds 中毒性休克综合征, 转移性乳腺癌 holds 乳腺癌, 非小细胞肺癌 holds 小细胞肺癌 and 萎缩性胃炎 lies inside 慢性萎缩性胃炎; 苯磺酸左旋氨氯地平片 holds 氨氯地平, 诺氟沙星胶囊 and
诺氟沙星滴眼液 hold 诺氟沙星, 苦参素胶囊 holds 苦参素, 苯甲酸利扎曲普坦胶囊 and 苯甲酸利扎曲普坦片 hold 苯甲酸利扎曲普坦, and 补中益气丸 lies inside its own trade name
补中益气丸（太极） and is weighed against the formula 补中益气汤; 野厚朴 and 野桂皮 hold 厚朴 and 桂皮 (two characters) and are named by 土厚朴 and
山桂皮, 青礞石 holds its alias 礞石, which lies inside 金礞石 too, 铁脚威灵仙叶 holds 威灵仙, 野丁香 holds 丁香 and is named by 丁香花, 银丝杜仲 and 野杜仲
hold 杜仲, 银紫丹参 holds 紫丹参 and 丹参 and 野芝麻根 holds 野芝麻; 酸枣仁汤 holds 酸枣仁, 琥珀利气丸 holds its alias 利气丸 and 肾气丸 lies inside 金匮肾气丸
and 济生肾气丸; 血红蛋白电泳检查 holds 蛋白电泳检查 and 血红蛋白, 血吸虫皮内试验 holds 皮内试验 and 超声内镜检查 holds 内镜检查 and 超声内镜).

About one question in four (49 of 210) names its entity by a name the network records for that very instance: disease
aliases (13: eponyms and English names such as Klippel—Trenaunay综合征, Toulouse—Lautrec综合征, Hallopeau连续性肢端皮炎,
Wernicke—Korsakoff综合征, incubation period of AIDS; other or descriptive names such as 获得性感觉神经根病, 家族性复发性多神经病, 皮肤混合瘤,
结节性汗腺瘤, 漏斗部囊肿, 对称性进行性先天性红皮症; names with a word changed such as 视网膜血管周围炎, 间叶性软骨肉瘤); drug trade names (22, below);
medicinal material aliases (12: 土厚朴, 山桂皮, 礞石, 老少年, 丁香花, 金丝杜仲, 白背丹参, 雁脂, 报春花根, 麻里果, 铁杆蒿, 银露梅); a TCM formula alias (1:
利气丸); a check alias (1: EEG). Each of these names is listed by that one instance only. Ten more ask what an alias stands
for (浆液细胞腺癌, 角质囊肿, 白细胞破碎性血管炎, 安理, 活血丹, 腹水草, 鸡爪枫, 菝葜饮, EUS, 静脉肾盂排泄造影: disease, drug, material, formula and check
aliases): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 22 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (索坦, 爱必妥, 捷诺达, 泰毕全, 法安明, 施慧达, 普瑞博思, 卡文, 赛莫司, 思考林, 畅言停, 柏西, 博尔泰力, 培达, 止血敏针, 唐力, 舍尼亭, 卢美根, 尼欣那, 优利福, 爱谱沙, 氟哌酸).
All twenty-two names are also drug records of their own (the source writes the product twice). They are labelled as in
the earlier sets: the gold entity is the standard record (苹果酸舒尼替尼胶囊, 西妥昔单抗注射液, 西格列汀二甲双胍片, 达比加群酯胶囊, 达肝素钠注射液, 苯磺酸左旋氨氯地平片,
西沙必利片, 脂肪乳氨基酸（17）葡萄糖（11%）注射液, 西罗莫司口服溶液, 胞磷胆碱钠胶囊, 蒙脱石颗粒, 西甲硅油乳剂, 苦参素胶囊, 西洛他唑片, 酚磺乙胺注射液, 那格列奈片, 酒石酸托特罗定片, 贝美前列素滴眼液,
苯甲酸阿格列汀片, 赛洛多辛胶囊, 西达本胺片, 诺氟沙星滴眼液), the mention is the trade name and the line is tagged `alias`, because whoever weighs
the box against another asks about the medicine, and the standard record is the one that names it, holds its class and
lists the trade name.

Other names the network holds under two records:
- EUS is a check record as well as the alias instance 超声内镜检查 lists (报告单上的EUS跟胃镜是不是一个检查？EUS到底是哪个检查的缩写): it asks what the
  name stands for, so the gold is the alias instance, as the thirty-ninth and forty-second sets' EUS questions are. EEG,
  by which a performed_by question names 脑电图检查 and which a check_has_alias question names as its answer, is a check
  record too; 礞石, by which a mainly_treats question names 青礞石, is an ingredient record as well as the alias.
- Some named neighbours are records of other types too: 畏光, 脑积水, 低钾血症, 癫痫病, 糖尿病酮症酸中毒 and 血吸虫病 are diseases, causes and
  symptoms at once, 视网膜炎, 肝坏死, 结膜充血, 肾功能损伤, 复杂型偏头痛, 无菌性脑膜炎, 胆绞痛, 结直肠癌 and 恶性贫血 diseases and symptoms, 咽鼓管功能障碍 and
  良性前列腺增生 diseases and causes, 维生素B1缺乏 and 运动减少 causes and symptoms, 慢性伤寒带菌者 a cause and a population, 皮肤 a body part, a
  cause, a department and a symptom, 喹诺酮类 a drug class, a drug product class and a drug, 壹丽安 and 忆立福 drug records as
  well as the aliases their drugs list, and 菝葜汤 a formula as well as the alias 菝葜八味汤 lists.
- Besides these, 49 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a cause
  record: 自身免疫性肝病, 自身免疫性肝炎 (two questions), 铅中毒 (two); a symptom record: 输精管堵塞, 记忆障碍, 虚脱, 跖疣, 跟腱断裂, 膀胱癌 (two), 银屑病关节炎,
  非小细胞肺癌 (two), 腭裂, 萎缩性胃炎, 血小板减少症, 间质性膀胱炎 (a therapy record besides); both: 视网膜血管炎, 血清病, 胰腺炎, 腮腺炎, 自发性气胸, 血吸虫病 (three),
  部位未特指的消化性溃疡 (three), 血栓, 脑炎 (two), 钩端螺旋体病, 腹水, 血脂异常 (a check and a population record besides), 腺性唇炎 (a therapy record
  besides), 过敏性休克 (an alias and a therapy record besides), 脑梗死 (two; an alias record besides); an alias record:
  色素性化妆品皮炎, 食物中毒 (a cause record besides) and 表皮样囊肿 (a symptom record besides); an ingredient record for a material:
  青礞石, 阿育魏实, 车前子, and 贯众 and 通草 alias records besides; a check record for the alias instance EUS), and the wording says
  which is meant (查出, 医生说, 病历上写的, 诊断, 入药, 产, 别名, 缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_44.py    # rewrites bench/sets/medical_everyday_44.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_44.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我爸查出来舒张性心力衰竭，心内科医生说跟一般的心衰比症状不太一样，到底会有哪些表现呢？", "has_symptom",
      "舒张性心力衰竭", D),
    Q("孩子烧了四天还在咳，两个医生一个说是支气管炎，一个怀疑腺病毒肺炎，腺病毒肺炎一般都有哪些症状啊？", "has_symptom",
      "腺病毒肺炎", D),
    Q("指甲底下一碰就钻心地疼，医生说是血管球瘤，跟甲沟炎比，血管球瘤都会有什么表现？", "has_symptom", "血管球瘤", D),
    Q("我表弟一条腿比另一条粗，医生说是Klippel—Trenaunay综合征，这病跟普通的血管瘤比会多出哪些症状？", "has_symptom",
      "血管骨肥大综合征", D, mention="Klippel—Trenaunay综合征"),
    Q("我妈最近走路老往后倒，神经科怀疑进行性核上性麻痹，难道不是老年痴呆吗？这个病一般有哪些症状", "has_symptom",
      "进行性核上性麻痹", D),
    Q("去年从肯尼亚出差回来发高烧，医生说要排除裂谷热，裂谷热是不是也会畏光，还是只有发烧头疼？", "has_symptom",
      "裂谷热", D, named="畏光"),
    Q("遗传科说我侄子是Toulouse—Lautrec综合征，个子比同龄人矮一截，这个病是不是还会有别的表现呀？", "has_symptom",
      "致密性骨发育障碍", D, mention="Toulouse—Lautrec综合征"),
    # designated_to
    Q("跖骨骨折挂急诊外科是不是不对？我在帮我爸挂号，到底该挂哪个科呀", "designated_to", "跖骨骨折", D),
    Q("我婆婆腹股沟滑动疝，两家医院一个让挂普通外科，一个让挂泌尿外科，到底该挂哪个呢？", "designated_to",
      "腹股沟滑动疝", D, named="普通外科"),
    Q("孩子舌系带过短，说话大舌头，是看儿科还是口腔科？", "designated_to", "舌系带过短", D),
    Q("我爸脚底老是烂，病历上写的获得性感觉神经根病，这不是神经的毛病吗？该挂哪个科", "designated_to",
      "获得性穿通性足部溃疡", D, mention="获得性感觉神经根病"),
    Q("我姐查出自身免疫性肝病，她说挂风湿免疫科，我觉得应该挂消化内科，谁说得对呀？", "designated_to", "自身免疫性肝病", D),
    Q("臆想症是不是不能在普通医院看，非得去精神病院？一般挂哪个科", "designated_to", "臆想症", D),
    Q("老伴被茶毛虫蜇了一身疹子，社区医生说是茶毛虫皮炎，是连夜去急诊还是等明天门诊？该挂哪个科呀", "designated_to",
      "茶毛虫皮炎", D),
    # checks
    Q("我爸轻症急性胰腺炎住院，医生开了一大堆检查，查脂肪酶和查血常规哪个更要紧？这个病一般都要查什么", "checks",
      "轻症急性胰腺炎", D),
    Q("体检B超发现脾动脉瘤，光做彩色多普勒超声是不是不够，还得做别的呀？", "checks", "脾动脉瘤", D,
      named="彩色多普勒超声"),
    Q("医生怀疑我老公是输精管堵塞，难道一上来就要造影吗？一般都要做哪些检查", "checks", "输精管堵塞", D),
    Q("我舅舅胳膊腿一压就麻，医生说可能是家族性复发性多神经病，这个要做哪些检查？要不要住院", "checks",
      "遗传性压力易感性周围神经病", D, mention="家族性复发性多神经病"),
    Q("我妈吃碳酸锂好多年，医生怀疑锂肾病，是不是抽个血就够了？一般要查哪些项目呢", "checks", "锂肾病", D),
    Q("虹膜黑色素瘤做了裂隙灯显微镜检查还不够吗？一般还要做哪些检查", "checks", "虹膜黑色素瘤", D),
    # has_complication
    Q("我们在犹豫做不做试管，听说试管婴儿技术比自然怀孕更容易出现卵巢过度刺激综合征，是真的嘛？", "has_complication",
      "试管婴儿技术", D, named="卵巢过度刺激综合征"),
    Q("药物性肝硬化跟酒精性肝硬化比，是不是后果更严重？会引起哪些并发症啊，我爸就是吃药吃出来的", "has_complication",
      "药物性肝硬化", D),
    Q("孩子得了脑膜炎球菌性脑膜炎，烧都退了，医生还说要防脑积水，难道好了还会有这个问题？", "has_complication",
      "脑膜炎球菌性脑膜炎", D, named="脑积水"),
    Q("两个医生说法不一样，腘血管陷迫综合征不治的话，会不会引起下肢深静脉血栓形成？", "has_complication",
      "腘血管陷迫综合征", D, named="下肢深静脉血栓形成"),
    Q("我妹妹是葡萄球菌中毒性休克综合征，我在帮她决定要不要转院，这个病最怕出现哪些并发症？", "has_complication",
      "葡萄球菌中毒性休克综合征", D),
    Q("眼科写的视网膜血管周围炎，是不是只是眼睛红，不会引出别的毛病吧？", "has_complication", "视网膜血管炎", D,
      mention="视网膜血管周围炎"),
    # cures
    Q("我妈血脂异常，一个医生开阿托伐他汀钙片，另一个开非诺贝特胶囊，哪个好呢？", "cures", "血脂异常", D),
    Q("医生说我爷爷是记忆障碍，吃药跟吃保健品比哪个管用？一般用哪些药", "cures", "记忆障碍", D),
    Q("过敏性休克抢救是不是只能用盐酸肾上腺素注射液？激素有没有用", "cures", "过敏性休克", D,
      named="盐酸肾上腺素注射液"),
    Q("打完破伤风抗毒素得了血清病，是不是不能用激素？该用什么药呢", "cures", "血清病", D),
    Q("间质性膀胱炎是不是不能用消炎药？尿检又没查出细菌，那该用什么药", "cures", "间质性膀胱炎", D),
    Q("我姥姥一蹲起来就虚脱，是输液好还是吃药好？能用什么药", "cures", "虚脱", D),
    # shown_on
    Q("腺性唇炎是长在上嘴唇的多还是下嘴唇的多呀？", "shown_on", "腺性唇炎", D),
    Q("医生说我脚上长的是Hallopeau连续性肢端皮炎，是不是只长在手指脚趾的末端，不会往身上长吧？", "shown_on",
      "连续性肢端皮炎", D, mention="Hallopeau连续性肢端皮炎"),
    Q("色汗症是不是只有腋窝会出彩色的汗？我衣服领子也黄", "shown_on", "色汗症", D, named="腋窝"),
    Q("鼻子边上长了个硬疙瘩，病理写的皮肤混合瘤，这种瘤一般长在脸上哪儿呢？", "shown_on", "软骨样汗管瘤", D,
      mention="皮肤混合瘤"),
    Q("草地趾伤的到底是脚上哪个部位？跟普通崴脚比哪个恢复得慢", "shown_on", "草地趾", D),
    Q("透明细胞棘皮瘤是不是只长在腿上？我妈脚背上也有一个，一般好发在哪些部位", "shown_on", "透明细胞棘皮瘤", D),
    # has_alias
    Q("病理报告上写着浆液细胞腺癌，两个医生说的病名不一样，它到底是哪个病的别名？", "has_alias", "浆液细胞腺癌", AL),
    Q("皮肤科医生说我背上的是角质囊肿，这是哪个病的另一个叫法呀？", "has_alias", "角质囊肿", AL),
    Q("化验单上写着白细胞破碎性血管炎，这是哪个病的别称？跟过敏有关系吗", "has_alias", "白细胞破碎性血管炎", AL),
    Q("一个医生写的郎—奥韦综合征，另一个写的遗传性出血性毛细血管扩张症，这俩是同一个病吗？", "has_alias",
      "郎—奥韦综合征", D, named="遗传性出血性毛细血管扩张症"),
    Q("骨科说我侄子是软骨发育异常，是不是就是内生软骨瘤病？", "has_alias", "软骨发育异常", D, named="内生软骨瘤病"),
    Q("我在帮我爸填保险，病历上写的药物性肝病，这个病还有别的叫法吗？不知道填哪个", "has_alias", "药物性肝病", D),
    Q("进行性骨干发育不全难道没有别的名字嘛？查外文资料老搜不到", "has_alias", "进行性骨干发育不全", D),
    # caused_by
    Q("跖疣难道不是病毒引起的吗？我妈非说是鞋磨出来的", "caused_by", "跖疣", D),
    Q("孩子锁骨骨折了，他说是自己摔的，老师说是被撞的，锁骨骨折一般是什么原因造成的呀？", "caused_by", "锁骨骨折", D),
    Q("酒精性脑萎缩是不是光喝酒喝出来的？医生还说跟维生素B1缺乏有关", "caused_by", "酒精性脑萎缩", D,
      named="维生素B1缺乏"),
    Q("我在帮老婆挑护肤品，色素性化妆品皮炎是化妆品里的香精引起的，还是防腐剂？", "caused_by", "色素性化妆品皮炎", D),
    Q("我爸插尿管好几年了，医生说是膀胱鳞状细胞癌，难道跟插管有关？这个癌一般是什么原因引起的", "caused_by", "膀胱鳞状细胞癌", D),
    Q("医生说我舅舅是Wernicke—Korsakoff综合征，难道不是喝酒喝坏的吗？到底是什么原因", "caused_by", "遗忘综合征", D,
      mention="Wernicke—Korsakoff综合征"),
    Q("医生说孩子是对称性进行性先天性红皮症，是遗传的还是后天皮肤没护理好？", "caused_by", "进行性对称性红斑角皮症",
      D, mention="对称性进行性先天性红皮症"),
    # has_risk_factor
    Q("我爸有胆结石病史，一个医生说这是胰腺炎的高危因素，另一个说关系不大，到底算不算？", "has_risk_factor", "胰腺炎",
      D, named="胆结石病史"),
    Q("不是说胆管癌跟肝吸虫有关吗？慢性伤寒带菌者也更容易得胆管癌？", "has_risk_factor", "胆管癌", D,
      named="慢性伤寒带菌者"),
    Q("我爸退休以后天天坐着不动，运动减少真的会比吃得咸更容易导致脑梗死吗？", "has_risk_factor", "脑梗死", D,
      named="运动减少"),
    Q("我妈长期吃呋喃妥英预防尿路感染，听说会诱发自身免疫性肝炎，是真的吗？", "has_risk_factor", "自身免疫性肝炎", D,
      named="呋喃妥英"),
    Q("孩子小时候没打过疫苗，未接种过腮腺炎和麻疹疫苗的是不是比打过的更容易得腮腺炎？", "has_risk_factor", "腮腺炎",
      D, named="未接种过腮腺炎和麻疹疫苗"),
    Q("我姑姑老犯尿路感染，反复性尿路感染会不会增加膀胱癌的风险？", "has_risk_factor", "膀胱癌", D,
      named="反复性尿路感染"),
    # common_in
    Q("自发性气胸是不是瘦高的男生比胖的更容易得？我儿子一米八五", "common_in", "自发性气胸", D),
    Q("闭孔疝是不是老太太比老头更容易得？我奶奶就是哈", "common_in", "闭孔疝", D),
    Q("跟腱断裂是不是中年男的比年轻人更容易断？我老公打篮球断的", "common_in", "跟腱断裂", D),
    Q("色素性青光眼不是说老年人才会得吗？我才二十多岁怎么也得了", "common_in", "色素性青光眼", D),
    Q("病理写的间叶性软骨肉瘤，这种病是年轻人多还是老年人多呢？", "common_in", "间充质软骨肉瘤", D,
      mention="间叶性软骨肉瘤"),
    Q("我妈头上长了个结节性汗腺瘤，这种是不是女的比男的多？", "common_in", "透明细胞汗腺腺瘤", D, mention="结节性汗腺瘤"),
    Q("英文资料里说的incubation period of AIDS，这个阶段一般见于哪些人？", "common_in", "艾滋病潜伏期", D,
      mention="incubation period of AIDS"),
    # prevalent_in
    Q("血吸虫病是不是主要在不发达地区流行？跟咱们这儿比哪里更多", "prevalent_in", "血吸虫病", D, named="不发达地区"),
    Q("我下个月要去远东那边出差，血吸虫病在远东也流行嘛？", "prevalent_in", "血吸虫病", D, named="远东"),
    Q("铅中毒是不是建筑工地比化工厂更多见？我老公两边都干过", "prevalent_in", "铅中毒", D, named="建筑工地"),
    Q("莱姆病在美国比在欧洲多吗？美国哪一带最多", "prevalent_in", "莱姆病", D),
    Q("部位未特指的消化性溃疡是不是发展中国家比发达国家多？", "prevalent_in", "部位未特指的消化性溃疡", D,
      named="发展中国家"),
    # treated_with
    Q("我哥踝部急性韧带损伤，手术治疗和非手术治疗哪个好？我在帮他拿主意", "treated_with", "踝部急性韧带损伤", D),
    Q("费尔蒂综合征真要脾切除吗？用激素行不行啊", "treated_with", "费尔蒂综合征", D, named="脾切除"),
    Q("适应障碍是不是不吃药就好不了？一般怎么治", "treated_with", "适应障碍", D),
    Q("视网膜毛细血管血管瘤用光凝还是冷凝好？两个眼科医生说得不一样", "treated_with", "视网膜毛细血管血管瘤", D),
    Q("蛙粪霉病吃药好还是开刀好？一般怎么治疗呢", "treated_with", "蛙粪霉病", D),
    Q("镁缺乏症是多吃点香蕉就行，还是得去医院治？一般怎么治", "treated_with", "镁缺乏症", D),
    # metastasizes_to
    Q("血栓脱落了会不会跑到冠状动脉去？跟跑到脑子里比哪个更危险", "metastasizes_to", "血栓", D,
      named="冠状动脉"),
    Q("我妈转移性乳腺癌，胸口皮肤起了硬结，会不会是转到皮肤上了？", "metastasizes_to", "转移性乳腺癌", D, named="皮肤"),
    Q("拍片说肋骨上有转移灶，一般是哪些癌会转移到肋骨呢？", "metastasizes_to", "肋骨", BP),
    Q("银屑病关节炎是大关节受累的多，还是手指脚趾的小关节多？", "metastasizes_to", "银屑病关节炎", D),
    Q("铅中毒跟汞中毒比，是不是更容易伤到神经？铅中毒一般会波及哪里", "metastasizes_to", "铅中毒", D),
    # invades
    Q("非小细胞肺癌是先侵犯同侧肺外部，还是先跑到对侧去？", "invades", "非小细胞肺癌", D, named="同侧肺外部"),
    Q("我爸非小细胞肺癌，最近吃东西老发噎，是侵犯到食道了吗？", "invades", "非小细胞肺癌", D, named="食道"),
    Q("食物中毒主要伤的是小肠还是胃啊？", "invades", "食物中毒", D, named="小肠"),
    Q("胃镜报告写的部位未特指的消化性溃疡，后背也跟着疼，是不是侵犯到背部了？", "invades",
      "部位未特指的消化性溃疡", D, named="背部"),
    # is_subtype_of
    Q("医生写的膝骨关节病，跟膝关节骨关节炎是一回事，还是属于它？", "is_subtype_of", "膝骨关节病", D,
      named="膝关节骨关节炎"),
    Q("药物性天疱疮算药疹还是算别的病？在分类上属于哪一类", "is_subtype_of", "药物性天疱疮", D),
    Q("血栓性内痔跟外痔比哪个严重？它在分类上属于哪一类", "is_subtype_of", "血栓性内痔", D),
    Q("自发性张力性气胸在分类上属于什么？跟普通的气胸比哪个更重", "is_subtype_of", "自发性张力性气胸", D),
    Q("B超报告写漏斗部囊肿，这个在疾病分类里归哪一类？", "is_subtype_of", "表皮样囊肿", D, mention="漏斗部囊肿"),
    Q("两个医生一个说阑尾周围脓肿是阑尾的病，一个说是腹腔感染，在分类上到底属于什么？", "is_subtype_of", "阑尾周围脓肿", D),
    # related_disease
    Q("孩子脑炎好了以后眼睛看不清东西，脑炎跟视网膜炎有没有关系呢？", "related_disease", "脑炎", D, named="视网膜炎"),
    Q("孩子腭裂手术做完了，还是老说耳朵闷，腭裂和咽鼓管功能障碍有关吗？是不是还得再做手术啊", "related_disease", "腭裂", D,
      named="咽鼓管功能障碍"),
    Q("自身免疫性肝炎跟病毒性肝炎比，是不是更容易发展成肝坏死？", "related_disease", "自身免疫性肝炎", D,
      named="肝坏死"),
    Q("萎缩性胃炎是不是跟胃肿瘤性病变没有关系？医生非让我每年复查胃镜", "related_disease", "萎缩性胃炎", D,
      named="胃肿瘤性病变"),
    Q("钩端螺旋体病跟结膜充血有关吗？一个医生说是红眼病，一个说不是", "related_disease", "钩端螺旋体病", D,
      named="结膜充血"),
    Q("血小板减少症难道还会跟肾功能损伤有关系吗？", "related_disease", "血小板减少症", D, named="肾功能损伤"),
    # differential_diagnosis
    Q("我妈突然半边身子发麻，急诊医生说要分清是脑梗死还是复杂型偏头痛，这俩怎么区分？", "differential_diagnosis",
      "脑梗死", D, named="复杂型偏头痛"),
    Q("脑炎和无菌性脑膜炎哪个更严重？医生说要先鉴别", "differential_diagnosis", "脑炎", D, named="无菌性脑膜炎"),
    Q("老爸尿血尿频，医生说要排除膀胱癌，难道不是前列腺的毛病吗？膀胱癌和良性前列腺增生怎么鉴别", "differential_diagnosis",
      "膀胱癌", D, named="良性前列腺增生"),
    Q("血吸虫病跟沙门菌感染都会发烧拉肚子，怎么区分？", "differential_diagnosis", "血吸虫病", D, named="沙门菌感染"),
    Q("胃镜写的部位未特指的消化性溃疡，B超又说有胆结石，到底是溃疡疼还是胆绞痛，怎么鉴别？", "differential_diagnosis",
      "部位未特指的消化性溃疡", D, named="胆绞痛"),
    Q("肚子一下子鼓起来，医生说要分清腹水还是腹内出血，这两个怎么鉴别？", "differential_diagnosis", "腹水", D,
      named="腹内出血"),
    # indicated_for
    Q("医生给我爸开了索坦，说是靶向药，索坦到底是治什么癌的？跟化疗比哪个好", "indicated_for", "苹果酸舒尼替尼胶囊", DR,
      mention="索坦"),
    Q("爱必妥是治结直肠癌的吧？两个医生一个建议用，一个不建议哈", "indicated_for", "西妥昔单抗注射液", DR, mention="爱必妥",
      named="结直肠癌"),
    Q("医生让我妈在捷诺达和另一种药里选一个，捷诺达主要是治什么的？选哪个好呢", "indicated_for",
      "西格列汀二甲双胍片", DR, mention="捷诺达"),
    Q("我爸房颤，泰毕全和华法林选哪个？泰毕全是用来防什么的", "indicated_for", "达比加群酯胶囊", DR, mention="泰毕全"),
    Q("法安明是不是不能随便打？它主要治什么呢", "indicated_for", "达肝素钠注射液", DR, mention="法安明"),
    Q("苯甲酸利扎曲普坦胶囊跟布洛芬比哪个更管用？这个胶囊是治什么的", "indicated_for", "苯甲酸利扎曲普坦胶囊", DR),
    Q("药用炭片跟蒙脱石比哪个好？药用炭片主要治什么", "indicated_for", "药用炭片", DR),
    # has_adverse_reaction
    Q("我爸吃施慧达以后脚踝有点肿，跟别的降压药比，施慧达的副作用是不是更多？", "has_adverse_reaction",
      "苯磺酸左旋氨氯地平片", DR, mention="施慧达"),
    Q("普瑞博思是不是会引起QT间期延长？医生说现在很少开了", "has_adverse_reaction", "西沙必利片", DR, mention="普瑞博思",
      named="QT间期延长"),
    Q("我爸住院输卡文，跟普通的营养液比，卡文的副作用是不是更多？", "has_adverse_reaction",
      "脂肪乳氨基酸（17）葡萄糖（11%）注射液", DR, mention="卡文"),
    Q("苯丁酸氮芥片跟别的化疗药比，副作用是不是小一点？都有哪些不良反应", "has_adverse_reaction", "苯丁酸氮芥片", DR),
    Q("我弟肾移植后在吃赛莫司，会不会引起低钾血症？", "has_adverse_reaction", "西罗莫司口服溶液", DR, mention="赛莫司",
      named="低钾血症"),
    Q("思考林跟别的护脑药比，副作用是不是小一点？会有哪些不良反应", "has_adverse_reaction", "胞磷胆碱钠胶囊", DR, mention="思考林"),
    Q("艾地苯醌片没有什么副作用吧？我在帮我妈决定吃不吃", "has_adverse_reaction", "艾地苯醌片", DR),
    # has_ingredient
    Q("畅言停里面是不是有蔗糖？我爸糖尿病，拉肚子能不能吃", "has_ingredient", "蒙脱石颗粒", DR, mention="畅言停",
      named="蔗糖"),
    Q("柏西跟药店卖的西甲硅油是一个东西吧，柏西里面都有什么成分？", "has_ingredient", "西甲硅油乳剂", DR, mention="柏西"),
    Q("博尔泰力是中药还是西药？里面都有什么成分", "has_ingredient", "苦参素胶囊", DR, mention="博尔泰力"),
    Q("蛇胆陈皮口服液里真的有蛇胆汁吗？不会是糖水吧", "has_ingredient", "蛇胆陈皮口服液", DR, named="蛇胆汁"),
    Q("解郁安神颗粒跟逍遥丸比，成分上有啥不一样？解郁安神颗粒里都有什么", "has_ingredient", "解郁安神颗粒", DR),
    Q("葛根汤合剂里都有哪些药？跟葛根汤是不是一个方子", "has_ingredient", "葛根汤合剂", DR),
    Q("补中益气丸和补中益气汤的药一样吗？补中益气丸里都有哪些药", "has_ingredient", "补中益气丸", DR),
    # is_a_level3
    Q("培达和阿司匹林都是抗血小板的吧？培达按用途属于哪一类", "is_a_level3", "西洛他唑片", DR, mention="培达"),
    Q("护士说给我爸打止血敏针，这个算促凝血药吧？", "is_a_level3", "酚磺乙胺注射液", DR, mention="止血敏针",
      named="促凝血药"),
    Q("唐力跟二甲双胍是不是一类药？唐力按用途属于哪一类", "is_a_level3", "那格列奈片", DR, mention="唐力"),
    Q("舍尼亭是治尿频的，按用途算哪一类药？跟前列腺的药一样吗", "is_a_level3", "酒石酸托特罗定片", DR, mention="舍尼亭"),
    Q("达那唑胶囊是不是激素？按用途属于哪一类呀", "is_a_level3", "达那唑胶囊", DR),
    Q("诺氟沙星胶囊难道不算抗生素吗？它按用途属于哪一类", "is_a_level3", "诺氟沙星胶囊", DR),
    # belongs_to
    Q("卢美根到底是治青光眼的眼药水，还是长睫毛的？它在药品分类里算哪类？", "belongs_to", "贝美前列素滴眼液", DR,
      mention="卢美根"),
    Q("艾塞那肽注射液跟胰岛素是一类药吗？在药品分类上属于什么", "belongs_to", "艾塞那肽注射液", DR),
    Q("尼欣那跟别的降糖药比哪个好？它在药品分类里属于哪类", "belongs_to", "苯甲酸阿格列汀片", DR, mention="尼欣那"),
    Q("我爸前列腺增生，一个医生开了优利福，一个开了别的，优利福在药品分类里属于哪类？", "belongs_to", "赛洛多辛胶囊",
      DR, mention="优利福"),
    Q("爱谱沙是化疗药还是靶向药？它在药品分类里归哪类", "belongs_to", "西达本胺片", DR, mention="爱谱沙"),
    Q("氟哌酸眼药水属于喹诺酮类吗？孩子能不能用", "belongs_to", "诺氟沙星滴眼液", DR, mention="氟哌酸",
      named="喹诺酮类"),
    # drug_has_alias
    Q("药盒上写着安理，这是哪个药的别名？跟布洛芬哪个好", "drug_has_alias", "安理", AL),
    Q("医生开的是艾普拉唑肠溶片，药房给的是壹丽安，是不是同一个药？", "drug_has_alias", "艾普拉唑肠溶片", DR,
      named="壹丽安"),
    Q("茴拉西坦片跟忆立福是一回事吗？还是两种药啊", "drug_has_alias", "茴拉西坦片", DR, named="忆立福"),
    Q("贝那普利氢氯噻嗪片难道没有别的名字吗？药房说没货，我想换个名字找找", "drug_has_alias", "贝那普利氢氯噻嗪片", DR),
    Q("两个医生开的药名不一样，一个写苯甲酸利扎曲普坦片，一个写的别名，它还叫什么？", "drug_has_alias",
      "苯甲酸利扎曲普坦片", DR),
    # mainly_treats
    Q("土厚朴跟正经的厚朴比，治胃病哪个好？土厚朴主要治什么", "mainly_treats", "野厚朴", M, mention="土厚朴"),
    Q("山桂皮是不是不能当桂皮炖肉？它入药主要治什么呀", "mainly_treats", "野桂皮", M, mention="山桂皮"),
    Q("给孩子补身体，银鱼跟鲫鱼哪个好？银鱼入药主要治什么", "mainly_treats", "银鱼", M),
    Q("野芝麻根跟芝麻根是一个东西吗？野芝麻根主治什么", "mainly_treats", "野芝麻根", M),
    Q("中医方子里写的礞石，是不是治癫痫病的？", "mainly_treats", "青礞石", M, mention="礞石", named="癫痫病"),
    Q("老家管一种红叶子菜叫老少年，说能治血崩，是真的吗？", "mainly_treats", "雁来红", M, mention="老少年",
      named="血崩"),
    Q("铁脚威灵仙叶跟威灵仙根比，是不是作用差不多？叶子主要治什么", "mainly_treats", "铁脚威灵仙叶", M),
    # has_efficacy
    Q("丁香花跟丁香是不是一个东西？丁香花入药有什么功效", "has_efficacy", "野丁香", M, mention="丁香花"),
    Q("金丝杜仲跟杜仲比哪个好？金丝杜仲有什么功效呢", "has_efficacy", "银丝杜仲", M, mention="金丝杜仲"),
    Q("野杜仲是不是不能代替杜仲？它的功效是什么", "has_efficacy", "野杜仲", M),
    Q("白背丹参跟普通丹参比，活血祛瘀哪个强？", "has_efficacy", "银紫丹参", M, mention="白背丹参", named="活血祛瘀"),
    Q("老人说雁脂比猪油补，雁脂入药到底有什么功效？", "has_efficacy", "雁肪", M, mention="雁脂"),
    Q("报春花根不是洋参吧？它有什么功效", "has_efficacy", "野洋参", M, mention="报春花根"),
    # distributed_in
    Q("麻里果是不是只有云南南部才有？", "distributed_in", "野冬青果", M, mention="麻里果", named="云南南部"),
    Q("铁杆蒿是不是只长在阿尔泰山一带？还有哪些地方产", "distributed_in", "阿尔泰紫菀", M, mention="铁杆蒿"),
    Q("阿育魏实是新疆产的多还是进口的多呀？", "distributed_in", "阿育魏实", M),
    Q("银露梅是不是只有云南有？还有哪些地方能找到", "distributed_in", "银老梅", M, mention="银露梅"),
    Q("钉头果是外国引进的吗？国内哪里有种", "distributed_in", "钉头果", M),
    Q("野素馨是不是只有南方才有？北方能不能找到，一般产在哪儿啊", "distributed_in", "野素馨", M),
    # material_has_alias
    Q("药方上写着活血丹，是哪味药材的别名？跟丹参是不是一个", "material_has_alias", "活血丹", AL),
    Q("山里人说的腹水草，是哪味药材的别名？", "material_has_alias", "腹水草", AL),
    Q("鸡爪枫是哪种药材的别名？跟枫树叶是不是一回事", "material_has_alias", "鸡爪枫", AL),
    Q("贯众是不是又叫贯节？两本书写得不一样哈", "material_has_alias", "贯众", M, named="贯节"),
    Q("车前子难道没有别的名字吗？药店的人说有好几个", "material_has_alias", "车前子", M),
    Q("通草跟木通是一个东西吗？通草还有哪些别名", "material_has_alias", "通草", M),
    # composed_of
    Q("利气丸里是不是有郁李？跟麻仁丸比哪个通便厉害", "composed_of", "琥珀利气丸", F, mention="利气丸", named="郁李"),
    Q("枳实消痞丸里用的是炒麦芽还是生麦芽？", "composed_of", "枳实消痞丸", F, named="麦芽（炒）"),
    Q("百合固金汤是不是两种地黄都用，生地黄也有吗？", "composed_of", "百合固金汤", F, named="生地黄"),
    Q("碧玉散里是不是有黄柏末？", "composed_of", "碧玉散", F, named="黄柏末"),
    Q("白清胃散用的是生石膏还是煅石膏？", "composed_of", "白清胃散", F, named="生石膏"),
    Q("拔疔红膏里有没有蓖麻仁？蓖麻仁不是有毒嘛", "composed_of", "拔疔红膏", F, named="蓖麻仁"),
    # formula_has_efficacy
    Q("肾气丸跟六味地黄丸比，是不是更偏补肾助阳？", "formula_has_efficacy", "肾气丸", F, named="补肾助阳"),
    Q("苓桂术甘汤能健脾利湿吗？跟参苓白术散比哪个好", "formula_has_efficacy", "苓桂术甘汤", F, named="健脾利湿"),
    Q("苇茎汤能清肺化痰吗？跟川贝枇杷膏比哪个好", "formula_has_efficacy", "苇茎汤", F, named="清肺化痰"),
    Q("血府逐瘀汤不是只活血吗，难道还能行气止痛？", "formula_has_efficacy", "血府逐瘀汤", F, named="行气止痛"),
    Q("酸枣仁汤除了安神，是不是还能清热除烦呀？", "formula_has_efficacy", "酸枣仁汤", F, named="清热除烦"),
    Q("两个中医一个说能吃一个说别吃，防风通圣散是疏风退热的吗？", "formula_has_efficacy", "防风通圣散", F,
      named="疏风退热"),
    # prescribed_for
    Q("我妈发烧退了以后老口渴，竹叶石膏汤治口干喜饮吗？", "prescribed_for", "竹叶石膏汤", F, named="口干喜饮"),
    Q("茵陈蒿汤是治湿热黄疸的吧，新生儿黄疸能不能喝？", "prescribed_for", "茵陈蒿汤", F, named="湿热黄疸"),
    Q("苏子降气汤能治虚喘吗？还是只治实喘", "prescribed_for", "苏子降气汤", F, named="虚喘"),
    Q("我爸中风后嘴歪，补阳还五汤能治口眼㖞斜吗？跟针灸比哪个好", "prescribed_for", "补阳还五汤", F,
      named="口眼㖞斜"),
    Q("逍遥散是不是只治心情不好？两胁作痛能用嘛", "prescribed_for", "逍遥散", F, named="两胁作痛"),
    Q("孩子发烧拉肚子，葛根芩连汤治身热下利吗？是不是不能给小孩喝", "prescribed_for", "葛根芩连汤", F,
      named="身热下利"),
    # formula_has_alias
    Q("慢脾风这个方子是不是又叫虚风？两本书写得不一样", "formula_has_alias", "慢脾风", F, named="虚风"),
    Q("菝葜八味汤跟菝葜汤是一个方子吗？", "formula_has_alias", "菝葜八味汤", F, named="菝葜汤"),
    Q("古书上写的菝葜饮，是哪个方子的别称？", "formula_has_alias", "菝葜饮", AL),
    Q("琥珀利气丸难道就没有别的名字吗？药房说找不到", "formula_has_alias", "琥珀利气丸", F),
    # check_for_disease
    Q("血清β—羟基丁酸测定能查出糖尿病酮症酸中毒吗？跟查尿酮体比哪个准", "check_for_disease", "血清β—羟基丁酸测定", C,
      named="糖尿病酮症酸中毒"),
    Q("血红蛋白电泳检查是不是只能查一种贫血？它能查出哪些病", "check_for_disease", "血红蛋白电泳检查", C),
    Q("视野计检查跟量眼压比，哪个更能查出青光眼？视野计检查能查出哪些病", "check_for_disease", "视野计检查", C),
    Q("血氧饱和度（SaO2）低一定是肺的毛病吗？这个检查能查出哪些病", "check_for_disease", "血氧饱和度（SaO2）", C),
    Q("血吸虫皮内试验阴性，是不是就没有血吸虫病？", "check_for_disease", "血吸虫皮内试验", C, named="血吸虫病"),
    Q("体检加了个血清高敏CRP测定，跟普通CRP比有啥不一样，能查出哪些病？", "check_for_disease", "血清高敏CRP测定", C),
    Q("螺旋体蛋白补体结合试验是查梅毒的吧？跟别的梅毒检查比哪个准", "check_for_disease", "螺旋体蛋白补体结合试验", C),
    # check_for_symptom
    Q("血乳酸检查是不是乳酸蓄积过多才做呀？", "check_for_symptom", "血乳酸检查", C, named="乳酸蓄积过多"),
    Q("视神经检查跟普通视力检查比有啥不一样？一般是有什么症状才做", "check_for_symptom", "视神经检查", C),
    Q("角膜厚度测量是不是只有做近视手术才要查？一般针对哪些情况", "check_for_symptom", "角膜厚度测量", C),
    Q("医生让我妈做血清内因子阻断抗体测试，是不是怀疑恶性贫血？", "check_for_symptom", "血清内因子阻断抗体测试", C,
      named="恶性贫血"),
    Q("转头试验一般是有哪些症状才做？头晕也要做嘛", "check_for_symptom", "转头试验", C),
    Q("血浆凝血因子II活性测定是查肝的还是查血的？一般有哪些症状才做", "check_for_symptom", "血浆凝血因子II活性测定", C),
    Q("谷氨酸检查是不是胃不好的人才要做？一般针对哪些症状", "check_for_symptom", "谷氨酸检查", C),
    # performed_by
    Q("孩子要做脑电图检查，一个医生说去神经科，一个说去儿科，到底去哪个科做？", "performed_by", "脑电图检查", C,
      named="神经科"),
    Q("EEG这种检查难道不是在心内科做吗？", "performed_by", "脑电图检查", C, mention="EEG"),
    Q("无痛胃镜检查是消化科做还是麻醉科做？", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("神经科跟神经外科比，哪个能做的检查多？神经科都能做哪些检查呢", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("超声内镜检查跟普通胃镜不一样吧？超声内镜检查的英文缩写是什么", "check_has_alias", "超声内镜检查", C),
    Q("报告单上的EUS跟胃镜是不是一个检查？EUS到底是哪个检查的缩写", "check_has_alias", "EUS", AL),
    Q("脑电图检查的缩写是EEG还是ECG？老记混", "check_has_alias", "脑电图检查", C, named="EEG"),
    Q("单子上写的静脉肾盂排泄造影，跟静脉尿路造影是不是一回事？它是哪个检查的别名", "check_has_alias",
      "静脉肾盂排泄造影", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day44"))
