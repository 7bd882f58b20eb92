"""Writes `medical_everyday_37.jsonl`, a thirty-seventh hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-fifth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded as a message in a hospital's internal consultation chat
or a line of a shift handover note, in clinical shorthand and register: nurses handing over (交班：8床pt s/p 胃大部切除术后第5天,
产房交班：真性脐带脱垂, 癌痛pt口服美施康定q12h, pt服福辛普利钠片qd后一直干咳，家属诉夜里咳得睡不好), medical interns and residents
(规培请教, 查房时老师提问, 实习生求助, 儿科轮转, 心内轮转, 神外交班), caregivers in a nursing home (护理院老人误吞假牙, 养老院这个月两位老人股骨转子间骨折,
护理院老人夜里睡不着，中医开了温胆汤), pharmacy and herbal-pharmacy assistants (药房窗口：艾洛松是糖皮质激素吧, 手术室补药, 中药房调剂, 饮片验收,
采购问), a few formal requests (请问坠入性胸腔内甲状腺肿是否需要行CT检查, 请问腔隙性脑梗死是否属于脑梗死) and questions of patients' relatives
passed on by the nurse (家属问：B超说胎儿停育，是不是挂妇产科啊; 家属问：年轻时纹身，会不会增加得肝炎的风险). The shorthand is the
ward's: pt, hx, s/p, q12h, bid, qd, prn, 医嘱, 既往, 术后第3天, SpO2, ICD. 26 questions carry 呢/啊/呀/嘛/哈, 103 a clause of context;
some ask two things and the first is the gold (胃舒宁颗粒（无蔗糖）含哪些成分，糖尿病pt能用吗 asks for the ingredients;
药房窗口：艾洛松是糖皮质激素吧，能给小孩擦脸吗 for its class; 胆道蛔虫病常见于学龄儿童吗，成人也会得嘛 for who gets it).

Records: taken from the eighth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 35 and the three alias
sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (肺栓塞 → 近期长时间制动, 肝癌 → 肝癌家族史,
肾细胞癌 → 透析史, 胆管癌 → 南美国家 and 肝脏表面, 肿瘤 → 区域淋巴结 and 盆腔外腹膜, 肺结核 → 肺坏疽 and 非结核分支杆菌, 胸腺瘤 → 微小病变肾病,
肝硬化 → 门静脉血栓, 胆囊炎 → 右下叶肺炎, 开胃丸 → 蓬莪术, 归肾丸 → 杜仲, 玉女煎 → 滋肾阴, 生化汤 → 温经止痛, 温胆汤 → 心烦不眠, 清骨散 → 骨蒸劳热), is
asked from the relation's target end (免疫抑制, 东南亚地区, 耳部, 门静脉, 银朱, 清热生津, 胃阴损伤证, 消化科, 儿科), names its entity by an alias
(原发性胰腺导管腺癌, 胰管融合异常, IBS, 利气丸, 神效丸（《袖珍方大全》卷一）, 巴戟汤, newborn screening, 静脉肾盂排泄造影) or asks what an alias
stands for (复安欣, 海普林, 巴戟天酒, EEG, electroencephalogram); a few ask a window record again in words no earlier question uses
(膀胱癌, 腹主动脉瘤, 硝呋太尔胶囊, 巴戟浸酒, 当归丸, 脑电图检查), and for invades, whose three window sources have no neighbour left
unnamed, two name one again (胰腺炎 → 后背中部, 血吸虫病 → 肝静脉), as does one drug_has_alias question (维格列汀片 → 佳维乐). performed_by
has six sources and its window none, so its questions are asked from the target end or by a check alias (新生儿疾病筛查检查,
静脉尿路造影检查); the window of check_has_alias holds one record (脑电图检查), so two of its questions ask what that record's aliases
stand for and one asks again about a check outside it (新生儿疾病筛查检查).

86 questions name the one neighbour they ask about, most of them naming two records (胆汁型急性胰腺炎属于急性胰腺炎吗,
胸腺瘤pt出现大量蛋白尿，和微小病变肾病有关系吗, 脑脊液铅检查是查小儿铅中毒的吗, 快胃舒肝丸的组成中有片姜黄吗). Nine besides the
alias-instance questions are asked from the relation's target end (免疫抑制的pt要警惕哪些疾病, 耳部发现转移灶，哪些肿瘤会转移到耳部,
银朱有毒，哪些方剂含有银朱, 中医辨证为胃阴损伤证，用什么方, 新入职护士：儿科负责做哪些检查).

Names inside names: by a mechanical count 128 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (腔隙性脑梗死 holds 脑梗死 and the is_subtype_of question names both, 胆碱能性荨麻疹 holds 荨麻疹, 胆汁型急性胰腺炎 holds
急性胰腺炎, 胆源性慢性胰腺炎 holds 慢性胰腺炎, 脊髓型颈椎病 holds 颈椎病, 胫骨骨髓炎 holds 骨髓炎, 腺病毒性脑膜炎 holds 病毒性脑膜炎, 胃溃疡合并出血（药物治疗）
holds 胃溃疡, 肺栓塞和肺梗死 holds 肺栓塞 and 肺梗死, 胆囊息肉样病变 holds 胆囊息肉 (asked too, by its alias 胆囊黏膜隆起性病变), 胃十二指肠溃疡 holds
十二指肠溃疡 and lies inside 胃十二指肠溃疡大出血, 脑囊虫病 holds 囊虫病, 肺钩虫病 holds 钩虫病, 胸部阿米巴病 holds 阿米巴病, 脚气病性心脏病 holds 脚气病,
胃切除后胆汁反流性胃炎 holds 胆汁反流性胃炎 and is named by its alias alkaline reflux gastritis, 脑肝肾综合征 holds 肝肾综合征, 肝性血卟啉病 holds
血卟啉病, 脱屑性间质性肺炎 holds 间质性肺炎, 荚膜组织胞浆菌病 holds 组织胞浆菌病 and lies inside 肺荚膜组织胞浆菌病, 胃舒宁颗粒（无蔗糖） holds
胃舒宁颗粒, 脑心安胶囊 holds 心安胶囊, 快胃舒肝丸 holds 舒肝丸; 胆管癌 and 肾衰宁片 lie inside 肝内胆管癌 and 肾衰宁片（澄海楼）, and
胸腰椎压缩性骨折 and 琥珀利气丸 are named by the aliases 腰椎压缩性骨折 and 利气丸, which lie inside their names).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (23: English names and abbreviations such as cerebralglioma, alkaline reflux gastritis, Zellweger syndrome,
cord around neck, IBS; eponyms such as Brandt综合征, Marchliafara—Bignami病, 急性间歇性卟啉症（AIP）; older or descriptive names such as
马尼菲青霉病, α—细胞瘤, 胆囊黏膜隆起性病变, 脑内结核肉芽肿, 手榴弹骨折, 坏死性乳头炎, 原发性肠系膜脂硬化症, 脉络丛上皮瘤, Oddi括约肌功能不全,
原发性胰腺导管腺癌, 胰管融合异常; names with a word changed or added such as 真性脐带脱垂, 坠入性胸腔内甲状腺肿, 腰椎压缩性骨折,
糖尿病性类脂质渐进性坏死); drug trade names (12, below); medicinal material aliases (12: 莲蓬, 黄蜡, 番红花, 藕节巴, 花蛤, 荔仁, 毕澄茄,
香蒲, 紫茄子花, 苓皮, 蛇退, 卡斯尼); TCM formula aliases (3: 利气丸, 神效丸（《袖珍方大全》卷一）, 巴戟汤); check aliases (2: newborn screening,
静脉肾盂排泄造影). Each of these names is listed by that one instance only. Ten more ask what an alias stands for (胃假性淋巴瘤,
西—科二氏综合征, 无肛门症, 复安欣, 海普林, 芋苗花, 葭花, 巴戟天酒, EEG, electroencephalogram: disease, drug, material, formula and check aliases):
their gold is the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the
fourth set's check) makes sure every alias a question names its entity by is one the network records for that very
instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (心痛定, 捷诺维, 内舒拿, 消心痛, 美施康定, 达菲, 蔓迪, 泛福舒, 催产素, 艾洛松, 钙尔奇D, 优维显). All twelve names are also drug records of
their own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the
standard record (硝苯地平片, 磷酸西格列汀片, 糠酸莫米松鼻喷雾剂, 硝酸异山梨酯片, 硫酸吗啡缓释片, 磷酸奥司他韦胶囊, 米诺地尔酊, 细菌溶解产物,
缩宫素注射液, 糠酸莫米松乳膏, 碳酸钙D3咀嚼片（II）, 碘普罗胺注射液), the mention is the trade name and the line is tagged `alias`, because
whoever holds the box asks about the medicine, and the standard record is the one that names it, holds its class and
lists the trade name.

Other names the network holds under two records:
- 复安欣 and 海普林 are drug records as well as the alias instances 磷霉素氨丁三醇散 and 肝素钠乳膏 list, 巴戟天酒 is a formula record as
  well as the alias instance 巴戟浸酒 lists, and EEG is a check record as well as the alias instance 脑电图检查 lists (交班本上写的复安欣，
  是哪个药的别名; 医嘱单上的海普林指的是哪个药; 巴戟天酒是哪个方剂的别名; 交班本写EEG，是哪个检查的缩写): each asks what the name stands for,
  so the gold is the alias instance, as in the thirty-third and thirty-fifth sets.
- Some named neighbours are records of other types too: 米诺地尔 is a drug as well as an ingredient of 米诺地尔酊, 三七 and 片姜黄 are
  medicinal materials as well as ingredients, 糖皮质激素 is a drug record as well as a drug class, and 胃镜检查 a disease record
  as well as a check.
- Besides these, 49 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most often
  a symptom record: 腔隙性脑梗死, 胆碱能性荨麻疹, 胃十二指肠溃疡, 脊椎炎, 胸腰椎压缩性骨折, 胆道蛔虫病, 脑囊虫病, 腹主动脉瘤, 肺结核, 胆囊炎;
  a cause record: 脑损伤, 肥厚性心肌病, 胰腺分裂症; an ingredient record for a material: 蜂蜡, 西红花, 荔枝核, 荜澄茄, 蒲黄, 血馀炭, 豆油,
  蛇蜕, 苦丁茶, 银朱; an alias record: 复安欣, 海普林, 巴戟天酒, EEG; a disease and a symptom for the cause 免疫抑制; a drug class and a
  population for the department 儿科; a check and a population for the body part 门静脉), and the wording says which is meant
  (a diagnosis told, 入药, 饮片, 处方, 产地, 方剂, 哪个科, 受侵).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_37.py    # rewrites bench/sets/medical_everyday_37.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_37.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("交班：8床pt s/p 胃大部切除术后第5天，今晨诊断胃空肠输入襻综合征，该病典型表现有哪些？夜班需重点观察什么",
      "has_symptom", "胃空肠输入襻综合征", D),
    Q("会诊记录写马尼菲青霉病，pt有HIV hx，这个病入院时一般有哪些症状呢", "has_symptom", "肺青霉病", D,
      mention="马尼菲青霉病"),
    Q("家属问：老人CT报腔隙性脑梗死，是不是就会老头晕呀", "has_symptom", "腔隙性脑梗死", D, named="头晕"),
    Q("12床既往胆碱能性荨麻疹，康复训练后诉瘙痒麻刺或烧灼感，这算该病的表现吗", "has_symptom", "胆碱能性荨麻疹", D,
      named="瘙痒麻刺或烧灼感"),
    Q("病理回报α—细胞瘤，临床上会有哪些表现，护理评估要注意啥", "has_symptom", "胰高糖素瘤综合征", D,
      mention="α—细胞瘤"),
    Q("查房时老师提问：脂肪栓塞综合征有哪些临床表现？股骨干骨折术后第2天的pt要盯哪些", "has_symptom",
      "脂肪栓塞综合征", D),
    Q("产房交班：真性脐带脱垂，胎心率发生改变是它的表现吗", "has_symptom", "脐带脱垂", D, mention="真性脐带脱垂",
      named="胎心率发生改变"),
    # designated_to
    Q("急诊预检：pt肾上腺素中毒（用药剂量过大），应分诊到哪个科", "designated_to", "肾上腺素中毒", D),
    Q("规培请教：肱骨投掷骨折的pt一般收哪个科？", "designated_to", "肱骨投掷骨折", D),
    Q("家属问：老爷子查出脑动脉硬化伴发的精神障碍，挂号要挂哪个科呀", "designated_to", "脑动脉硬化伴发的精神障碍", D),
    Q("pt既往肾虚耳鸣，想顺便看看中医，该挂哪个科", "designated_to", "肾虚耳鸣", D),
    Q("外院转诊单写cerebralglioma，导医台该指引去哪个科", "designated_to", "脑胶质细胞瘤", D,
      mention="cerebralglioma"),
    Q("家属问：B超说胎儿停育，是不是挂妇产科啊", "designated_to", "胎儿停育", D, named="妇产科"),
    Q("护理院老人误服强碱，考虑腐蚀性食管灼伤，转诊单上该填哪个科室", "designated_to", "腐蚀性食管灼伤", D),
    # checks
    Q("医嘱：pt疑似肺栓塞和肺梗死，需完善哪些检查", "checks", "肺栓塞和肺梗死", D),
    Q("超声提示胆囊黏膜隆起性病变，是否需要加做内镜超声", "checks", "胆囊息肉", D, mention="胆囊黏膜隆起性病变",
      named="内镜超声"),
    Q("s/p 胃大部切除，alkaline reflux gastritis待排，要约胃镜检查吗", "checks", "胃切除后胆汁反流性胃炎", D,
      mention="alkaline reflux gastritis", named="胃镜检查"),
    Q("新收脑内结核肉芽肿pt，入院常规要做哪些检查", "checks", "脑结核瘤", D, mention="脑内结核肉芽肿"),
    Q("B超报胆囊息肉样病变，下一步还要安排哪些检查嘛", "checks", "胆囊息肉样病变", D),
    Q("请问坠入性胸腔内甲状腺肿是否需要行CT检查", "checks", "胸内甲状腺肿", D, mention="坠入性胸腔内甲状腺肿",
      named="CT检查"),
    # has_complication
    Q("手榴弹骨折术后是否要警惕桡神经损伤？护理上重点看有没有垂腕", "has_complication", "肱骨投掷骨折", D,
      mention="手榴弹骨折", named="桡神经损伤"),
    Q("胰腺损伤pt术后第5天，需警惕哪些并发症", "has_complication", "胰腺损伤", D),
    Q("家属问：宝宝脐炎，会不会发展成腹膜炎啊", "has_complication", "脐炎", D, named="腹膜炎"),
    Q("脊髓缺血长期卧床的pt，压疮算不算它的并发症", "has_complication", "脊髓缺血", D, named="压疮"),
    Q("体检胃镜发现胃息肉，pt问不处理会不会引起消化道出血", "has_complication", "胃息肉", D, named="消化道出血"),
    Q("Oddi括约肌功能不全可并发哪些病？术后随访要盯什么", "has_complication", "胆道运动功能障碍综合征", D,
      mention="Oddi括约肌功能不全"),
    Q("pt诊断胆源性慢性胰腺炎，后期会不会并发糖尿病", "has_complication", "胆源性慢性胰腺炎", D, named="糖尿病"),
    # cures
    Q("药房咨询：胃十二指肠溃疡的pt门诊一般开哪些药", "cures", "胃十二指肠溃疡", D),
    Q("胰岛素瘤术前反复低血糖，奥曲肽注射液能用吗", "cures", "胰岛素瘤", D, named="奥曲肽注射液"),
    Q("糖尿病性类脂质渐进性坏死，皮肤科开了复方倍他米松注射液局部注射，对症吗", "cures", "脂性渐进性坏死", D,
      mention="糖尿病性类脂质渐进性坏死", named="复方倍他米松注射液"),
    Q("膀胱肿瘤术后膀胱灌注通常用什么药", "cures", "膀胱肿瘤", D),
    Q("颅脑外伤后脑损伤的pt，除了prn止痛，常用药物有哪些", "cures", "脑损伤", D),
    Q("护理院老人脊椎炎腰背痛，能用哪些药止痛呢", "cures", "脊椎炎", D),
    # shown_on
    Q("神内查房：Marchliafara—Bignami病主要损害哪个部位", "shown_on", "胼胝体进行性变性", D,
      mention="Marchliafara—Bignami病"),
    Q("老人摔倒后腰椎压缩性骨折，一般好发在哪一段", "shown_on", "胸腰椎压缩性骨折", D, mention="腰椎压缩性骨折"),
    Q("胸壁结核一般长在胸壁什么位置呢", "shown_on", "胸壁结核", D),
    Q("实习生求助：坏死性乳头炎的病变部位在哪", "shown_on", "肾髓质坏死", D, mention="坏死性乳头炎"),
    Q("手指上长了个包，考虑腱鞘巨细胞瘤，这个瘤通常长在哪儿", "shown_on", "腱鞘巨细胞瘤", D),
    Q("新生儿科：Zellweger syndrome会累及哪些器官呀", "shown_on", "脑肝肾综合征", D, mention="Zellweger syndrome"),
    Q("s/p 腓骨骨折，考虑腓总神经损伤，感觉障碍是在小腿前外侧吗", "shown_on", "腓总神经损伤", D, named="小腿前外侧"),
    # has_alias
    Q("肛门直肠周围脓肿英文怎么写，写护理病历要用", "has_alias", "肛门直肠周围脓肿", D),
    Q("请问肛乳头瘤是否也叫肛乳头肥大", "has_alias", "肛乳头瘤", D, named="肛乳头肥大"),
    Q("肌阵挛性小脑协调障碍还有没有别的称呼", "has_alias", "肌阵挛性小脑协调障碍", D),
    Q("耳郭假性囊肿又称什么？会诊单上写的名字不一样", "has_alias", "耳郭假性囊肿", D),
    Q("病理报告写胃假性淋巴瘤，这是哪个病的另一个叫法", "has_alias", "胃假性淋巴瘤", AL),
    Q("会诊意见提到西—科二氏综合征，指的是什么病", "has_alias", "西—科二氏综合征", AL),
    Q("家属问：医生说孩子是无肛门症，这到底是什么病呀", "has_alias", "无肛门症", AL),
    # caused_by
    Q("腐蚀性食管灼伤多由什么引起呢", "caused_by", "腐蚀性食管灼伤", D),
    Q("低钠pt补钠后出现脑桥中央髓鞘溶解症，病因是什么", "caused_by", "脑桥中央髓鞘溶解症", D),
    Q("B超提示cord around neck，羊水过多是诱因吗", "caused_by", "脐带绕颈", D, mention="cord around neck",
      named="羊水过多"),
    Q("护理院老人摔倒后股骨颈骨折，常见原因有哪些", "caused_by", "股骨颈骨折", D),
    Q("原发性肠系膜脂硬化症的病因是什么", "caused_by", "肠系膜脂肪炎", D, mention="原发性肠系膜脂硬化症"),
    Q("规培：脚气病性心脏病是缺哪种维生素引起的", "caused_by", "脚气病性心脏病", D),
    Q("胸部阿米巴病是怎么得的，会传染给陪护吗", "caused_by", "胸部阿米巴病", D),
    # has_risk_factor
    Q("骨科术后pt近期长时间制动，是否属于肺栓塞的高危因素", "has_risk_factor", "肺栓塞", D, named="近期长时间制动"),
    Q("pt有肝癌家族史，算肝癌高危人群吗", "has_risk_factor", "肝癌", D, named="肝癌家族史"),
    Q("长期透析的pt，透析史会增加肾细胞癌风险吗", "has_risk_factor", "肾细胞癌", D, named="透析史"),
    Q("家属问：年轻时纹身，会不会增加得肝炎的风险", "has_risk_factor", "肝炎", D, named="纹身"),
    Q("免疫抑制的pt要警惕哪些疾病", "has_risk_factor", "免疫抑制", CA),
    # common_in
    Q("儿科轮转：Brandt综合征多见于多大的孩子", "common_in", "肠病性肢端皮炎综合征", D, mention="Brandt综合征"),
    Q("请问急性间歇性卟啉症（AIP）好发于哪类人群", "common_in", "肝性血卟啉病", D,
      mention="急性间歇性卟啉症（AIP）"),
    Q("养老院这个月两位老人股骨转子间骨折，这病是不是老年人多见", "common_in", "股骨转子间骨折", D, named="老年人"),
    Q("神外交班：脉络丛上皮瘤多见于哪类人群", "common_in", "脉络丛乳头状瘤", D, mention="脉络丛上皮瘤"),
    Q("pt 35岁，吸烟hx 15年，脱屑性间质性肺炎是不是多见于吸烟者", "common_in", "脱屑性间质性肺炎", D,
      named="30～40岁吸烟者"),
    Q("肺钩虫病多发于什么人群，问诊要问职业吗", "common_in", "肺钩虫病", D),
    Q("胆道蛔虫病常见于学龄儿童吗，成人也会得嘛", "common_in", "胆道蛔虫病", D, named="6～8岁学龄儿童"),
    # prevalent_in
    Q("援外医疗队问：胆管癌在南美国家多发吗", "prevalent_in", "胆管癌", D, named="南美国家"),
    Q("荚膜组织胞浆菌病在美国俄亥俄州及密西西比河相邻州多见吗", "prevalent_in", "荚膜组织胞浆菌病", D,
      named="俄亥俄州及密西西比河相邻州"),
    Q("要派去东南亚地区支援，那边多发哪些病", "prevalent_in", "东南亚地区", RE),
    Q("泌尿外科实习：膀胱癌主要流行在哪些国家和地区", "prevalent_in", "膀胱癌", D),
    # treated_with
    Q("护理院老人误吞假牙，胃内异物可以等它自然排出吗", "treated_with", "胃内异物", D, named="自然排出法"),
    Q("胸腰椎骨折可以保守治疗吗，还是要手术", "treated_with", "胸腰椎骨折", D, named="保守治疗"),
    Q("肺泡通气低下综合征pt夜间SpO2偏低，治疗上有哪些措施", "treated_with", "肺泡通气低下综合征", D),
    Q("胰腺瘘pt术后第3天，主要怎么处理", "treated_with", "胰腺瘘", D),
    Q("脂质沉积性肌病怎么治", "treated_with", "脂质沉积性肌病", D),
    Q("体育生肩锁关节脱位，一定要手术吗，有没有别的治法", "treated_with", "肩锁关节脱位", D),
    Q("脑囊虫病除了驱虫还有哪些治疗", "treated_with", "脑囊虫病", D),
    # metastasizes_to
    Q("肝胆外科查房：胆管癌会转移到肝脏表面吗", "metastasizes_to", "胆管癌", D, named="肝脏表面"),
    Q("肿瘤一般先转移到区域淋巴结吗？实习生提问", "metastasizes_to", "肿瘤", D, named="区域淋巴结"),
    Q("妇科肿瘤查房：肿瘤会转移到盆腔外腹膜吗", "metastasizes_to", "肿瘤", D, named="盆腔外腹膜"),
    Q("耳部发现转移灶，哪些肿瘤会转移到耳部", "metastasizes_to", "耳部", BP),
    # invades
    Q("胰腺炎pt诉疼痛放射到后背中部，是外侵所致吗", "invades", "胰腺炎", D, named="后背中部"),
    Q("腹主动脉瘤一般会累及周围哪些部位", "invades", "腹主动脉瘤", D),
    Q("pt有血吸虫病hx，这个病会侵犯肝静脉吗", "invades", "血吸虫病", D, named="肝静脉"),
    Q("门静脉受侵的话，要考虑哪些疾病呢", "invades", "门静脉", BP),
    # is_subtype_of
    Q("请问腔隙性脑梗死是否属于脑梗死", "is_subtype_of", "腔隙性脑梗死", D, named="脑梗死"),
    Q("胆碱能性荨麻疹分类上属于荨麻疹吗", "is_subtype_of", "胆碱能性荨麻疹", D, named="荨麻疹"),
    Q("病案首页写胃溃疡合并出血（药物治疗），上位诊断归到哪里", "is_subtype_of", "胃溃疡合并出血（药物治疗）", D),
    Q("脊髓型颈椎病ICD归到哪个大类", "is_subtype_of", "脊髓型颈椎病", D),
    Q("胆汁型急性胰腺炎属于急性胰腺炎吗", "is_subtype_of", "胆汁型急性胰腺炎", D, named="急性胰腺炎"),
    Q("病案室问：胫骨骨髓炎属于哪一类疾病", "is_subtype_of", "胫骨骨髓炎", D),
    Q("腺病毒性脑膜炎的上位疾病是什么", "is_subtype_of", "腺病毒性脑膜炎", D),
    # related_disease
    Q("结核科交班：肺结核和肺坏疽有没有关系", "related_disease", "肺结核", D, named="肺坏疽"),
    Q("胰腺假性囊肿会导致胰管梗阻吗", "related_disease", "胰腺假性囊肿", D, named="胰管梗阻"),
    Q("胸腺瘤pt出现大量蛋白尿，和微小病变肾病有关系吗", "related_disease", "胸腺瘤", D, named="微小病变肾病"),
    Q("pt父亲有遗传性胰腺炎，原发性胰腺导管腺癌和它有关吗", "related_disease", "胰腺癌", D, mention="原发性胰腺导管腺癌",
      named="遗传性胰腺炎"),
    Q("家属问：肾小球肾炎最后会不会发展成终末期肾病啊", "related_disease", "肾小球肾炎", D, named="终末期肾病"),
    Q("胰管融合异常跟哪些病相关", "related_disease", "胰腺分裂症", D, mention="胰管融合异常"),
    # differential_diagnosis
    Q("肝硬化需要和门静脉血栓鉴别吗", "differential_diagnosis", "肝硬化", D, named="门静脉血栓"),
    Q("痰涂片抗酸阳性，肺结核要不要排除非结核分支杆菌", "differential_diagnosis", "肺结核", D,
      named="非结核分支杆菌"),
    Q("pt右上腹痛伴发热，胆囊炎和右下叶肺炎怎么区分", "differential_diagnosis", "胆囊炎", D, named="右下叶肺炎"),
    Q("心内轮转：肥厚性心肌病和高血压性LVH怎么鉴别呢", "differential_diagnosis", "肥厚性心肌病", D, named="高血压性LVH"),
    Q("IBS需要跟哪些情况鉴别呀", "differential_diagnosis", "肠易激综合征", D, mention="IBS"),
    Q("肾炎pt病情进展快，要考虑急进性肾小球肾炎（RPGN）吗", "differential_diagnosis", "肾炎", D,
      named="急进性肾小球肾炎（RPGN）"),
    # indicated_for
    Q("3床老太太长期吃心痛定，这个药除了降压还治什么", "indicated_for", "硝苯地平片", DR, mention="心痛定"),
    Q("家属带来的捷诺维是降糖的吗，想确认下", "indicated_for", "磷酸西格列汀片", DR, mention="捷诺维",
      named="糖尿病"),
    Q("药房窗口：内舒拿主要用于什么情况", "indicated_for", "糠酸莫米松鼻喷雾剂", DR, mention="内舒拿"),
    Q("护理院老人膝盖疼，硫酸氨基葡萄糖胶囊是治骨关节炎的吗", "indicated_for", "硫酸氨基葡萄糖胶囊", DR, named="骨关节炎"),
    Q("药房：红霉素过氧苯甲酰凝胶用于治疗什么", "indicated_for", "红霉素过氧苯甲酰凝胶", DR),
    Q("粉尘螨滴剂适用于哪些过敏性疾病", "indicated_for", "粉尘螨滴剂", DR),
    Q("透析pt用碳酸镧咀嚼片，是针对肾功能衰竭吗", "indicated_for", "碳酸镧咀嚼片", DR, named="肾功能衰竭"),
    # has_adverse_reaction
    Q("pt含服消心痛后诉头痛，是该药常见的不良反应吗", "has_adverse_reaction", "硝酸异山梨酯片", DR,
      mention="消心痛", named="头痛"),
    Q("癌痛pt口服美施康定q12h，三天没解大便，便秘是药物引起的吗", "has_adverse_reaction", "硫酸吗啡缓释片", DR,
      mention="美施康定", named="便秘"),
    Q("流感pt出院带药达菲bid×5天，要交代家属哪些副作用", "has_adverse_reaction", "磷酸奥司他韦胶囊", DR,
      mention="达菲"),
    Q("增强CT用碘帕醇注射液，推注后要观察哪些不良反应", "has_adverse_reaction", "碘帕醇注射液", DR),
    Q("痛风pt自行加量秋水仙碱片，出现腹泻，是不良反应吗", "has_adverse_reaction", "秋水仙碱片", DR, named="腹泻"),
    Q("pt服福辛普利钠片qd后一直干咳，家属诉夜里咳得睡不好，是药物引起的吗", "has_adverse_reaction", "福辛普利钠片", DR, named="咳嗽"),
    Q("麻醉科护士：罗库溴铵注射液有哪些不良反应", "has_adverse_reaction", "罗库溴铵注射液", DR),
    # has_ingredient
    Q("蔓迪的主要成分是米诺地尔吗", "has_ingredient", "米诺地尔酊", DR, mention="蔓迪", named="米诺地尔"),
    Q("儿科门诊开的泛福舒，家属问里面是什么成分", "has_ingredient", "细菌溶解产物", DR, mention="泛福舒"),
    Q("腰息痛胶囊含哪些成分，里面有扑热息痛吗", "has_ingredient", "腰息痛胶囊", DR),
    Q("pt在吃脑心安胶囊，里面有三七吗？同时在用华法林", "has_ingredient", "脑心安胶囊", DR, named="三七"),
    Q("胃舒宁颗粒（无蔗糖）含哪些成分，糖尿病pt能用吗", "has_ingredient", "胃舒宁颗粒（无蔗糖）", DR),
    Q("肾衰宁片里有大黄吗", "has_ingredient", "肾衰宁片", DR, named="大黄"),
    Q("胸腺五肽注射液除了主药还含哪些成分", "has_ingredient", "胸腺五肽注射液", DR),
    # is_a_level3
    Q("产房备药：催产素属于哪一类药", "is_a_level3", "缩宫素注射液", DR, mention="催产素"),
    Q("药房窗口：艾洛松是糖皮质激素吧，能给小孩擦脸吗", "is_a_level3", "糠酸莫米松乳膏", DR, mention="艾洛松",
      named="糖皮质激素"),
    Q("肠镜前用的聚乙二醇4000散剂属于哪类泻药", "is_a_level3", "聚乙二醇4000散剂", DR),
    Q("羧甲司坦泡腾片按用途属于哪类药", "is_a_level3", "羧甲司坦泡腾片", DR),
    Q("胸腺肽肠溶片按用途分属于哪类", "is_a_level3", "胸腺肽肠溶片", DR),
    Q("考来烯胺散是什么类别的药", "is_a_level3", "考来烯胺散", DR),
    # belongs_to
    Q("养老院老人每天吃钙尔奇D，在药品目录里归哪一类", "belongs_to", "碳酸钙D3咀嚼片（II）", DR, mention="钙尔奇D"),
    Q("增强CT备的优维显是造影剂对吧", "belongs_to", "碘普罗胺注射液", DR, mention="优维显", named="造影剂"),
    Q("术前肠道准备用的磷酸钠盐灌肠液归在哪一类", "belongs_to", "磷酸钠盐灌肠液", DR),
    Q("手术室补药：米库氯铵注射液属于哪类药", "belongs_to", "米库氯铵注射液", DR),
    Q("透析室常用的碳酸司维拉姆片是什么分类的药啊", "belongs_to", "碳酸司维拉姆片", DR),
    Q("硫酸长春碱注射液在药品分类里归哪类", "belongs_to", "硫酸长春碱注射液", DR),
    # drug_has_alias
    Q("交班本上写的复安欣，是哪个药的别名", "drug_has_alias", "复安欣", AL),
    Q("药房盘点：维格列汀片的别名是不是佳维乐", "drug_has_alias", "维格列汀片", DR, named="佳维乐"),
    Q("硝呋太尔胶囊还有没有别的药名呀", "drug_has_alias", "硝呋太尔胶囊", DR),
    Q("医嘱单上的海普林指的是哪个药", "drug_has_alias", "海普林", AL),
    # mainly_treats
    Q("中药房：莲蓬主治什么", "mainly_treats", "莲房", M, mention="莲蓬"),
    Q("护理院老人烫伤，家属带来黄蜡，外用能治烫伤吗", "mainly_treats", "蜂蜡", M, mention="黄蜡", named="烫伤"),
    Q("中药房实习：番红花主治哪些病症", "mainly_treats", "西红花", M, mention="番红花"),
    Q("中医科会诊方里有萱草根，能治黄疸吗", "mainly_treats", "萱草根", M, named="黄疸"),
    Q("蟋蟀入药主治什么，老人小便不通能用吗", "mainly_treats", "蟋蟀", M),
    Q("家属问：偏方里的藕节巴可以用来止咯血吗", "mainly_treats", "藕节", M, mention="藕节巴", named="咯血"),
    Q("药剂科带教：豨莶果是治蛔虫病的吗", "mainly_treats", "豨莶果", M, named="蛔虫病"),
    # has_efficacy
    Q("中药房新到花蛤，入药有什么功效", "has_efficacy", "蛤仔", M, mention="花蛤"),
    Q("饮片处方写荔仁，有什么作用", "has_efficacy", "荔枝核", M, mention="荔仁"),
    Q("请问毕澄茄是否能温中散寒", "has_efficacy", "荜澄茄", M, mention="毕澄茄", named="温中散寒"),
    Q("香蒲的功效是止血吗？调剂时同事问的", "has_efficacy", "蒲黄", M, mention="香蒲", named="止血"),
    Q("处方里血馀炭起什么作用", "has_efficacy", "血馀炭", M),
    Q("家属问：葛谷泡水喝有什么功效", "has_efficacy", "葛谷", M),
    Q("豆油入药有哪些功效哈", "has_efficacy", "豆油", M),
    # distributed_in
    Q("中药房实习生：紫茄子花在哪些地方有", "distributed_in", "茄花", M, mention="紫茄子花"),
    Q("采购问：苓皮主产在哪里", "distributed_in", "茯苓皮", M, mention="苓皮"),
    Q("饮片验收：蛇退产地有哪些", "distributed_in", "蛇蜕", M, mention="蛇退"),
    Q("卡斯尼在国内哪里有分布哈", "distributed_in", "菊苣", M, mention="卡斯尼"),
    Q("西归芹根产在哪里呢", "distributed_in", "西归芹根", M),
    Q("蠵龟血分布在哪些海域呢", "distributed_in", "蠵龟血", M),
    # material_has_alias
    Q("方子上写芋苗花，是哪味药材的别名", "material_has_alias", "芋苗花", AL),
    Q("处方脚注写葭花，是哪种药材的别称", "material_has_alias", "葭花", AL),
    Q("芭蕉油还有什么叫法呀", "material_has_alias", "芭蕉油", M),
    Q("苦丁茶是不是又叫皋卢茶呀", "material_has_alias", "苦丁茶", M, named="皋卢茶"),
    Q("花蜘蛛入药还叫什么啊", "material_has_alias", "花蜘蛛", M),
    Q("请问艾纳香根的别名有哪些", "material_has_alias", "艾纳香根", M),
    # composed_of
    Q("中药房调剂：开胃丸里有蓬莪术吗", "composed_of", "开胃丸", F, named="蓬莪术"),
    Q("快胃舒肝丸的组成中有片姜黄吗？", "composed_of", "快胃舒肝丸", F, named="片姜黄"),
    Q("pt在吃归肾丸，含杜仲吗", "composed_of", "归肾丸", F, named="杜仲"),
    Q("巴菊枸杞丸里是不是有肉苁蓉", "composed_of", "巴菊枸杞丸", F, named="肉苁蓉"),
    Q("神效丸（《袖珍方大全》卷一）是哪几味药组成的", "composed_of", "当归丸", F,
      mention="神效丸（《袖珍方大全》卷一）"),
    Q("银朱有毒，哪些方剂含有银朱", "composed_of", "银朱", IN),
    # formula_has_efficacy
    Q("中医科查房：玉女煎能滋肾阴吗", "formula_has_efficacy", "玉女煎", F, named="滋肾阴"),
    Q("牡蛎散有益气固表的作用吗", "formula_has_efficacy", "牡蛎散", F, named="益气固表"),
    Q("产后pt在喝生化汤，能温经止痛吗", "formula_has_efficacy", "生化汤", F, named="温经止痛"),
    Q("痛泻要方是补脾柔肝的吗", "formula_has_efficacy", "痛泻要方", F, named="补脾柔肝"),
    Q("利气丸是平肝理气的吗", "formula_has_efficacy", "琥珀利气丸", F, mention="利气丸", named="平肝理气"),
    Q("清热生津是哪些方子的功用", "formula_has_efficacy", "清热生津", EF),
    # prescribed_for
    Q("护理院老人夜里睡不着，中医开了温胆汤，这方能治心烦不眠吗", "prescribed_for", "温胆汤", F, named="心烦不眠"),
    Q("甘麦大枣汤是治妇人脏躁的吗", "prescribed_for", "甘麦大枣汤", F, named="妇人脏躁"),
    Q("pt术后多汗，玉屏风散适用于表虚自汗吗", "prescribed_for", "玉屏风散", F, named="表虚自汗"),
    Q("清骨散能治骨蒸劳热吗，中医科开的", "prescribed_for", "清骨散", F, named="骨蒸劳热"),
    Q("真人养脏汤治久泻久痢吗", "prescribed_for", "真人养脏汤", F, named="久泻久痢"),
    Q("中医辨证为胃阴损伤证，用什么方", "prescribed_for", "胃阴损伤证", D),
    # formula_has_alias
    Q("巴戟汤是不是又名巴戟天汤", "formula_has_alias", "巴戟天饮", F, mention="巴戟汤", named="巴戟天汤"),
    Q("巴戟浸酒还有什么名字嘛", "formula_has_alias", "巴戟浸酒", F),
    Q("当归丸在古籍里另有什么名称", "formula_has_alias", "当归丸", F),
    Q("巴戟天酒是哪个方剂的别名", "formula_has_alias", "巴戟天酒", AL),
    # check_for_disease
    Q("儿科送检脑脊液铅检查，是查小儿铅中毒的吗", "check_for_disease", "脑脊液铅检查", C, named="小儿铅中毒"),
    Q("急诊抽了脂肪酶检查，主要用于诊断哪些病", "check_for_disease", "脂肪酶检查", C),
    Q("新生儿做葡萄糖—6—磷酸脱氢酶缺乏症筛查，能查出哪些病", "check_for_disease", "葡萄糖—6—磷酸脱氢酶缺乏症筛查", C),
    Q("老人排尿困难，做膀胱残馀尿量测定可以评估前列腺增生吗", "check_for_disease", "膀胱残馀尿量测定", C, named="前列腺增生"),
    Q("腹股沟外环冲击试验用于哪些疾病的检查", "check_for_disease", "腹股沟外环冲击试验", C),
    Q("脑垂体CT检查可以发现垂体瘤吗", "check_for_disease", "脑垂体CT检查", C, named="垂体瘤"),
    Q("医嘱开了自身免疫抗体检测，能查什么病", "check_for_disease", "自身免疫抗体检测", C),
    # check_for_symptom
    Q("葡萄糖氧化酶生化分析仪法是针对低血糖症做的吗", "check_for_symptom", "葡萄糖氧化酶生化分析仪法", C,
      named="低血糖症"),
    Q("康复科做膝关节过伸试验，用于哪些症状的检查", "check_for_symptom", "膝关节过伸试验", C),
    Q("查体做舍佩耳曼征，针对哪些症状", "check_for_symptom", "舍佩耳曼征", C),
    Q("药敏试验检查是针对什么症状做的", "check_for_symptom", "药敏试验检查", C),
    Q("舌下神经检查是因为伸舌偏斜才做的吗", "check_for_symptom", "舌下神经检查", C, named="伸舌偏斜"),
    Q("报告写脑电图弥漫性慢波，提示什么症状", "check_for_symptom", "脑电图弥漫性慢波", C),
    # performed_by
    Q("新同事问：消化科那边一般都做哪些检查", "performed_by", "消化科", DEP),
    Q("新入职护士：儿科负责做哪些检查", "performed_by", "儿科", DEP),
    Q("出院小结写newborn screening，在哪个科做", "performed_by", "新生儿疾病筛查检查", C, mention="newborn screening"),
    Q("医嘱开静脉肾盂排泄造影，pt要去哪个科室做", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # check_has_alias
    Q("脑电图检查报告单上的英文缩写是什么", "check_has_alias", "脑电图检查", C),
    Q("交班本写EEG，是哪个检查的缩写", "check_has_alias", "EEG", AL),
    Q("electroencephalogram对应的是哪项检查", "check_has_alias", "electroencephalogram", AL),
    Q("新生儿疾病筛查检查的英文名称是什么", "check_has_alias", "新生儿疾病筛查检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day37"))
