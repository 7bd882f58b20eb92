"""Writes `medical_everyday_47.jsonl`, a forty-seventh hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-sixth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded the way bilingual people type, Chinese with English words
mixed in: students abroad (我在Melbourne读master，local的GP说…, 我在Netherlands读PhD, 在UK读书快两年了, 在California读书的同学), returnees
(刚回国那天吃了顿大餐, 在国外吃了半年沙拉三明治，回来一直拉肚子, 在国外一直看OB/GYN，回国以后…), colleagues at foreign companies (我们team有个colleague,
在外企上班老要憋尿开会, 我的manager确诊胸腺瘤, 在office对着电脑眼睛干) and parents and relatives asking for someone abroad (我女儿在英国读boarding school,
女儿在Singapore上daycare, 女儿在Vancouver生了baby, 儿子在Ohio读大学, 弟弟在Canada读大学). Only the framing words switch (doctor, symptoms,
side effects, department, checks, test, surgery, complications, risk factor, alias, brand name, double check, 求help); the
network's names stay Chinese, and every entity is named in Chinese characters or by a Chinese alias the network records.
72 questions stay fully Chinese (外公在做透析，最近老说胡话…, 宝宝刚生下来全身皮肤红红的，家里老人说是胎赤…, 芋梗是不是也叫芋荷杆). 24 carry
呢/啊/呀/嘛/哈, 169 a clause of context; some ask two things and the first is the gold (皮肤胶样变性…它一般有什么表现？跟普通的粟丘疹不一样吧
asks the symptoms; 肩袖间隙分裂…一般要做哪些检查呢？要不要做关节镜 the checks; 胸椎间盘突出症…一般有哪些治疗方法？能不能先不开刀 the therapies;
硝酸异山梨酯缓释片主要治什么？跟单硝酸异山梨酯缓释片是一个东西吗 the indications; 西藏鸡爪草花，它主要治什么病？跟西藏鸡爪草是一个东西吗 what it
treats; 清胃散治胃火牙痛吗？跟白清胃散是一个方子吗 what the formula is prescribed for).

Records: taken from the eighth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 45 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-seventh set drew from the eighth tenth
too, and this one takes only what it and every other set left. Where every source of a relation type in that window is
already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis,
drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias),
the question names one neighbour no earlier question names (肛门癌 ← 肛门外伤, 肺栓塞 ← 肢体创伤, 肾细胞癌 ← 石棉和镉暴露, 胆汁反流性胃炎 ← 幽门成形术,
肝癌 ← 慢性酗酒, 肿瘤 → 唇部 and 子宫或输卵管, 脑炎型狂犬病 → 肠道括约肌, 胎粪吸入综合征 ↔ 新生儿呼吸窘迫综合征, 胰腺假性囊肿 ↔ 胆管梗阻, 胸腺瘤 ↔ 上腔静脉综合征,
胃炎 ↔ 胃腺癌, 脑梗死 ↔ 小脑梗死, 肾小球疾病 ↔ 乙型及丙型肝炎, 肠易激综合征 ↔ 炎症性肠病, 肝硬化 ↔ 下腔静脉阻塞, 肥厚性心肌病 ↔ 主动脉瓣下局限性狭窄,
肺结核 ↔ 球胞子菌病, 胸痛 ↔ 心原性胸痛, 胆囊炎 ↔ 急性胆管炎, 巴菊枸杞丸 → 川巴戟, 开胃丸 → 白芍药, 归肾丸 → 山茱萸肉, 快胃舒肝丸 → 玄胡索, 开郁顺气丸 → 桔梗,
玉屏风散 → 益气固表止汗, 痛泻要方 → 祛湿止泻, 真武汤 → 温阳利水, 甘麦大枣汤 → 和中缓急, 炙甘草汤 → 益气滋阴, 温胆汤 → 胆怯易惊, 清胃散 → 胃火牙痛,
白头翁汤 → 热毒痢疾, 牡蛎散 → 体虚自汗, 琥珀利气丸 → 脘腹气串), is asked from the relation's target end (英国, where 偏头痛 and 儿童期哮喘 are
prevalent; 卵巢, where 乳腺癌, 宫颈癌 and 恶性肿瘤 spread; 外周神经, which 肿瘤 and 鳞状细胞癌 invade; 升药, an ingredient of 拔根提毒丹; 敛阴止汗, an
efficacy of 牡蛎散 and 生脉散; 消渴病, what 玉液汤 is prescribed for; 妇产科, the department of 宫腔镜检查), names its entity by an alias (利气丸,
静脉肾盂排泄造影, both earlier sets' mentions) or asks what an alias stands for (朗依君, 力文, 巴戟汤, 新生儿筛查: all four are earlier questions'
gold too, asked here in other words); a few ask a record again in words no earlier question uses (荚膜组织胞浆菌病, 自身免疫性胃炎, 膝内翻,
腹主动脉瘤, 磷霉素氨丁三醇散, 当归丸, 无痛胃镜检查, 脑电图检查 twice, 新生儿疾病筛查检查, 肌电图检查), and where a window source has no neighbour
left that no earlier question names, the question names one again (膀胱癌 → 西欧, 胆管癌 → 新墨西哥州, 血吸虫病 → 门静脉, 胰腺炎 → 背部,
米格列奈钙片 → 快如妥, 肝素钠乳膏 → 海普林, 巴戟天饮 → 巴戟天汤, 巴戟浸酒 → 巴戟天酒). None of the five window sources of prevalent_in (胃癌, 胆管癌,
膀胱癌, 自身免疫性胃炎, 荚膜组织胞浆菌病) has a neighbour no earlier question names: two name one again, two are asked in new words and one
question asks from the target end (英国). Of the five window sources of metastasizes_to only 肿瘤 and 脑炎型狂犬病 have one; 膝内翻 is asked in
new words and one question asks from the target end (卵巢). The three window sources of invades (胰腺炎, 腹主动脉瘤, 血吸虫病) have none: two
name a neighbour again, 腹主动脉瘤 is asked in new words and one question asks from the target end (外周神经). The window of drug_has_alias
holds seven drugs whose aliases earlier questions all name: two name an alias again (快如妥 and 海普林, earlier questions' alias instances,
never these drugs' named neighbours), two ask what 朗依君 and 力文 stand for and one asks 磷霉素氨丁三醇散's other names in new words.
formula_has_alias has 29 sources and its window three (巴戟天饮, 巴戟浸酒, 当归丸), all of whose aliases earlier questions name: two name one
again, 当归丸 is asked in new words and one question asks what 巴戟汤 stands for. performed_by has six sources and its window none, as for the
thirty-seventh set: one question asks from the target end (妇产科), one names 静脉尿路造影检查 by its alias 静脉肾盂排泄造影 and two ask 无痛胃镜检查
and 脑电图检查 in new words. check_has_alias has seven sources and its window one (脑电图检查, the fifth in key order), asked in new words; the
record before it (肌电图检查) and 新生儿疾病筛查检查 are asked in new words too, and one question asks what 新生儿筛查 stands for. cures has 106
window sources and only three left (肾性糖尿, 脊柱骨折, 脊神经根炎), all asked; three more questions each name a drug no earlier question names
(肾绞痛 → 注射用间苯三酚, 膀胱过度活动症 → 琥珀酸索利那新片, 胆囊结石病 → 熊去氧胆酸软胶囊).

80 questions name the one neighbour they ask about, most of them naming two records (胆道华支睾吸虫病 → 肝区隐痛, 肺炎克雷白杆菌肺炎 → 砖红色胶冻痰,
胫骨平台骨折 → 创伤性关节炎, 肺球孢子菌病 → 大咯血, 腹壁切口疝 → 腹部手术切口处, 肾胚胎瘤 → 肾母细胞瘤, 胫骨髁骨折 → 胫骨平台骨折, 肠道短路关节炎皮炎综合征 →
肠道短路手术, 肠道病毒7I型手足口病 → 3岁以下儿童, 肺炭疽 → 抗肺炭疽血清治疗, 肺炎球菌性膝关节炎 → 化脓性关节炎, 腹腔妊娠 → 异位妊娠, 惠菲宁 → 鼻塞,
导升明 → 视网膜病变, 力度伸 → 腹泻, 安素 → 蔗糖, 优缓平 → 铁剂, 思然 → 人工泪液和眼用润滑剂, 药用狗牙花 → 高血压, 菠薐菜子 → 清肝明目, 清泻鼠李 → 新疆北部,
西藏角蒿 → 角蒿, 脂溶性维生素检查 → 佝偻病, 脏器触诊 → 腹部肿块), one as the first of two it offers (肾小管间质性肾炎—眼色素膜炎综合征…回国复查是挂肾内科还是眼科呀
names 肾内科). Seven besides the alias-instance questions are asked from the relation's target end (英国有哪些病比较流行, 一般哪些癌会转移到卵巢,
哪些病会侵犯外周神经, 哪些方剂里用到升药, 哪些方剂能敛阴止汗, 外公得了消渴病，中医一般开什么方子呢, 妇产科一般能做哪些检查).

Names inside names: by a mechanical count 145 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (肠系膜淋巴结结核 holds 肠系膜淋巴结 and 淋巴结结核 and is named by 结核性肠系膜淋巴结炎, 胆道华支睾吸虫病 holds 华支睾吸虫病 and 吸虫病,
胶样粟丘疹 holds 粟丘疹, which its question weighs it against, 肾小管间质性肾炎葡萄膜炎综合征 holds 肾小管间质性肾炎 and 葡萄膜炎, 肾脏疾病伴发的精神障碍 holds
肾脏疾病 and 精神障碍, 胸主动脉夹层动脉瘤 holds 主动脉夹层 and 夹层动脉瘤, 肺出血－肾炎综合征 holds 肺出血 and 肾炎综合征, 胃切除后吸收不良综合征 holds
吸收不良综合征, 肺球孢子菌病 holds 球孢子菌病, 腹壁切口疝 holds 切口疝, 肝脏恶性肿瘤 holds 恶性肿瘤, 肠毒性大肠埃希杆菌感染 holds 大肠埃希杆菌感染,
肝海绵状血管瘤 holds 海绵状血管瘤, 肠道病毒7I型手足口病 holds 手足口病, 肝炎后再生障碍性贫血 holds 再生障碍性贫血, 胸椎间盘突出症 holds 椎间盘突出症,
胃肠道癌转移卵巢 holds 胃肠道癌, 腮腺多形性腺瘤 holds 多形性腺瘤, 肺炭疽 lies inside 抗肺炭疽血清治疗, the therapy its question names, 肺炎球菌性膝关节炎
holds 肺炎球菌 and 膝关节炎, 腭裂伴单侧唇裂 holds 单侧唇裂, 腺病毒性肠炎 holds 病毒性肠炎 and 腺病毒, 脑梗死 lies inside 小脑梗死, the neighbour its
related_disease question names; 硝酸异山梨酯缓释片 holds 硝酸异山梨酯 and lies inside 单硝酸异山梨酯缓释片, 硫酸双肼屈嗪片 lies inside 复方硫酸双肼屈嗪片
and 硝苯地平缓释片（II） holds 硝苯地平缓释片, the names their questions weigh them against, 精蛋白生物合成人胰岛素注射液 holds 生物合成人胰岛素注射液,
碳酸钙D3咀嚼片 lies inside 碳酸钙D3咀嚼片（II）, 矽肺宁片 holds 肺宁片 and 石淋通片 lies inside 复方石淋通片; 萍蓬草 lies inside 萍蓬草子 and 萍蓬草根, and the
萍蓬草子 question names 萍蓬草 too, 西藏鸡爪草花 holds 西藏鸡爪草, 西藏土连翘 holds its alias 土连翘, 药用狗牙花 holds its alias 狗牙花, 西藏角蒿 holds its
alias 角蒿 (two characters), the answer its question names, and 蚕沙 lies inside its alias 晚蚕沙, the name its question uses; 清胃散 lies inside
白清胃散; 腹部血管杂音检查 holds 血管杂音, 腰背痛体格检查 holds 腰背痛 and 体格检查 and 脂溶性维生素检查 holds 脂溶性维生素).

About one question in four (49 of 210) names its entity by a name the network records for that very instance: disease
aliases (14: other or descriptive names such as 胆囊运动障碍综合征, 皮肤胶样变性, 结节性淋巴组织样增生, 固定性脓疱性肢端皮炎, 胰腺恶性病变综合征,
内分泌缺乏—肝硬化综合征, 新生儿低血糖—巨舌—内脏肥大—脐膨出综合征, 脊髓动静脉瘤; names with a word changed or added such as 结核性肠系膜淋巴结炎,
肾小管间质性肾炎—眼色素膜炎综合征, 获得性指（趾）纤维角化瘤, 宫内生长受限, 胃良性淋巴组织增生, 肾小管特发性扩张); drug trade names (23, below); medicinal
material aliases (10: 放屁虫, 蠹鱼, 葡萄秧, 金露梅, 野蔷薇子, 菠薐菜子, 红茴香根, 晚蚕沙, 鱼胆草, 清泻鼠李); a TCM formula alias (1: 利气丸, earlier
sets' mention); a check alias (1: 静脉肾盂排泄造影, earlier sets' mention). Each of these names is listed by that one instance only.
Ten more ask what an alias stands for (髓质海绵肾, 胃局限性淋巴组织增生, 胰头癌梗阻性黄疸综合征, 朗依君, 力文, 竿芒, 老鼠脚迹, 禾麻草, 巴戟汤, 新生儿筛查:
disease, drug, material, formula and check aliases): their gold is the alias instance, answered by the record that lists it.
Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity
by is one the network records for that very instance.

Drug trade names: 23 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (伊可新, 惠菲宁, 保节力, 导升明, 津优力, 去痛片, 万络, 力度伸, 诺和灵N, 富伯信, 安素, 凯思立, 迪维, 裕尔, 维福佳, 喜克馈, 优缓平, 爱克兰, 奈邦, 潇莱威, 思然,
怡速净, 能全力). All twenty-three names are also drug records of their own (the source writes the product twice). They are
labelled as in the earlier sets: the gold entity is the standard record (维生素AD滴剂（胶囊型）, 美敏伪麻溶液, 硫酸氨基葡萄糖片, 羟苯磺酸钙胶囊,
聚乙二醇化重组人粒细胞刺激因子注射液, 索米痛片, 罗非昔布片, 维生素C泡腾片, 精蛋白生物合成人胰岛素注射液, 石杉碱甲胶囊, 肠内营养粉剂（TP）, 碳酸钙D3咀嚼片,
维A酸乳膏, 磷酸铝凝胶, 维生素B1片, 米索前列醇片, 硫酸亚铁缓释片, 美法仑片, 美洛昔康分散片, 羧甲基纤维素钠滴眼液, 聚乙二醇滴眼液, 聚维酮碘含漱液,
肠内营养混悬液（TPF）), the mention is the trade name and the line is tagged `alias`, because whoever holds the box or the
prescription asks about the medicine, and the standard record is the one that names it, holds its class and lists the
trade name.

Other names the network holds under two records:
- 力文 is a drug record as well as the alias instance 结构脂肪乳注射液（C6～24） lists, and 新生儿筛查 a check record as well as the
  alias instance 新生儿疾病筛查检查 lists (ICU的营养单上有个力文，它是哪个药的别名, 新生儿筛查是哪个检查的简称): each asks what the name stands for,
  so the gold is the alias instance, as the forty-fifth set's 沂可隆 and ECG questions are.
- 结核性肠系膜淋巴结炎, by which a has_symptom question names 肠系膜淋巴结结核, is a disease record too, 宫内生长受限, by which a checks
  question names 胎儿生长受限, a symptom record, and 红茴香根, by which a has_efficacy question names 莽草根, an ingredient record.
  胫骨平台骨折 is a disease record a has_complication question asks about by its own name as well as the alias 胫骨髁骨折 lists,
  which the has_alias question names as its answer.
- Some named neighbours are records of other types too: 快如妥 and 海普林 are drug records as well as the aliases their drugs
  list, 巴戟天酒 a formula record as well as an alias, 肾母细胞瘤 a disease and a therapy record as well as an alias, 肝癌 a disease, a
  cause and a symptom as well as an alias, 佝偻病 a disease, a cause, a symptom and an alias, 腹泻, 炎症性肠病 and 高血压 (a population
  besides) diseases, causes and symptoms at once, 大咯血, 异位妊娠, 胆管梗阻, 上腔静脉综合征, 小脑梗死, 鼻塞, 视网膜病变 and 血压升高 diseases and
  symptoms, 急性胆管炎 a disease and a therapy, 腹部肿块 a cause and a symptom, 门静脉 a body part, a check and a population, 肾内科 a
  department and a population, 广金钱草 and 桔梗 ingredients and medicinal materials, 白芍药 an ingredient and an alias, 铁剂 a drug
  class and a cause, 镇痛药 a drug class and a drug, 抗心绞痛药 a drug class and a drug product class, and 清肝明目 and 祛湿止泻
  efficacies and drug product classes.
- Besides these, 40 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 脑脊液鼻漏, 肾性糖尿, 脊柱骨折, 肾绞痛, 胎热, 膀胱癌, 肺炭疽, 胸椎间盘突出症, 腹主动脉瘤, 脊髓血管畸形, 肺结核, 胆囊炎, the body part 外周神经 and
  the alias instance 髓质海绵肾; a cause record: 胆汁反流性胃炎, 自身免疫性胃炎, 胸膜间皮瘤, 肥厚性心肌病; both: 胎儿生长受限, 胆囊结石病, 肺栓塞, 血吸虫病,
  胰腺炎, 胸腺瘤, 胃炎, 胸痛, and 肿瘤 (two questions) and 肝硬化 a population record besides; an alias record: 胬肉攀睛, 胫骨平台骨折 and 肾细胞癌
  (a symptom record besides), 肝癌 and 脑梗死 (a cause and a symptom record besides); a cause, a check, a symptom and a therapy record:
  肾髓质囊性病; an ingredient record: the drug 磷酸铝凝胶 and the materials 苦玄参 and 苘麻子; a drug record for the alias instance 力文
  and a check record for 新生儿筛查), and the wording says which is meant (说是, 诊断, 确诊, 查出, 入药, 药材, 分布, 别名, 简称).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_47.py    # rewrites bench/sets/medical_everyday_47.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_47.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我在Melbourne读master，local的GP说我可能是结核性肠系膜淋巴结炎，这个病一般会有哪些symptoms啊？", "has_symptom",
      "肠系膜淋巴结结核", D, mention="结核性肠系膜淋巴结炎"),
    Q("我们team有个colleague右上腹老是一阵一阵地疼，检查说是胆囊运动障碍综合征，这个病除了疼还会有什么表现？",
      "has_symptom", "胆囊管综合征", D, mention="胆囊运动障碍综合征"),
    Q("我爸从国外回来以后特别爱吃生鱼片，最近老说肝区隐痛，doctor怀疑是胆道华支睾吸虫病，肝区隐痛算这个病的symptom吗？",
      "has_symptom", "胆道华支睾吸虫病", D, named="肝区隐痛"),
    Q("刚回国那天吃了顿大餐，肚子胀得像鼓一样，急诊说是胃急性扩张，这个病一般还会有哪些表现呢？", "has_symptom",
      "胃急性扩张", D),
    Q("室友在伦敦住院了，咳出来的痰是砖红色胶冻样的，医生说是肺炎克雷白杆菌肺炎，砖红色胶冻痰是它的典型表现吗？",
      "has_symptom", "肺炎克雷白杆菌肺炎", D, named="砖红色胶冻痰"),
    Q("脸上冒出好多半透明的小疙瘩，dermatologist的report写的是皮肤胶样变性，它一般有什么表现？跟普通的粟丘疹不一样吧",
      "has_symptom", "胶样粟丘疹", D, mention="皮肤胶样变性"),
    Q("我女儿在英国读boarding school，最近老是尿急、腿发麻，MRI说是脊髓栓系综合征，这个病还会有哪些症状？",
      "has_symptom", "脊髓栓系综合征", D),
    # designated_to
    Q("我妹在Germany交换，诊断书翻译过来是肾小管间质性肾炎—眼色素膜炎综合征，回国复查是挂肾内科还是眼科呀？",
      "designated_to", "肾小管间质性肾炎葡萄膜炎综合征", D, mention="肾小管间质性肾炎—眼色素膜炎综合征",
      named="肾内科"),
    Q("手指边上长了个像小肉刺的东西，国外的pathology report写着获得性指（趾）纤维角化瘤，回国要挂哪个department？",
      "designated_to", "肢端纤维角化瘤", D, mention="获得性指（趾）纤维角化瘤"),
    Q("在gym练推举把肩膀练伤了，physio说像肩峰下撞击综合征，回国想好好看一下，应该挂哪个科？", "designated_to",
      "肩峰下撞击综合征", D),
    Q("外公在做透析，最近老说胡话，医生讲是肾脏疾病伴发的精神障碍，这种情况要挂哪个科看呢？", "designated_to",
      "肾脏疾病伴发的精神障碍", D),
    Q("在国外吃了半年沙拉三明治，回来一直拉肚子，中医说是脾虚泄泻，去医院该挂哪个department啊？", "designated_to",
      "脾虚泄泻", D),
    Q("宝宝刚生下来全身皮肤红红的，家里老人说是胎赤，要带去看哪个科？", "designated_to", "胎赤", D),
    Q("我爸眼角长了一块肉，慢慢往黑眼珠那边爬，老中医说是胬肉攀睛，挂号挂哪个科合适？", "designated_to", "胬肉攀睛", D),
    # checks
    Q("我老婆在Sydney产检，doctor说baby有宫内生长受限，一般要做哪些checks？", "checks", "胎儿生长受限", D,
      mention="宫内生长受限"),
    Q("表哥在US又咳血又尿血，诊断是肺出血－肾炎综合征，那边的doctor排了一堆test，这个病一般都要查哪些？", "checks",
      "肺出血－肾炎综合征", D),
    Q("舅舅胸口撕裂样地疼，急诊怀疑胸主动脉夹层动脉瘤，一般要做哪些检查来确诊？CT是必须的吗", "checks", "胸主动脉夹层动脉瘤", D),
    Q("一低头鼻子就流清水，ENT说可能是脑脊液鼻漏，要做哪些test才能确定？", "checks", "脑脊液鼻漏", D),
    Q("打网球肩膀一抬就疼，sports medicine的医生怀疑肩袖间隙分裂，一般要做哪些检查呢？要不要做关节镜", "checks",
      "肩袖间隙分裂", D),
    Q("体检的chest CT发现结节，pathology说是结节性淋巴组织样增生，接下来还要做哪些检查啊？", "checks", "肺假性淋巴瘤",
      D, mention="结节性淋巴组织样增生"),
    # has_complication
    Q("我在Canada滑雪摔成胫骨平台骨折，做完surgery以后会不会留下创伤性关节炎？", "has_complication", "胫骨平台骨折",
      D, named="创伤性关节炎"),
    Q("外婆胃切除后吸收不良综合征好多年了，这个病时间长了会带来哪些并发症？", "has_complication", "胃切除后吸收不良综合征",
      D),
    Q("我爸确诊了肾上腺皮质功能减退性心脏病，这个病会引起哪些complications？", "has_complication",
      "肾上腺皮质功能减退性心脏病", D),
    Q("眼底检查发现脉络膜骨瘤，retina specialist让我定期复查，它可能会引起哪些complication？", "has_complication",
      "脉络膜骨瘤", D),
    Q("我在Arizona读书的同学得了肺球孢子菌病，会不会出现大咯血啊？好担心", "has_complication", "肺球孢子菌病", D,
      named="大咯血"),
    Q("朋友的孩子刚出生就被诊断为新生儿低血糖—巨舌—内脏肥大—脐膨出综合征，以后可能并发哪些病？", "has_complication",
      "脐膨出—巨舌—巨体综合征", D, mention="新生儿低血糖—巨舌—内脏肥大—脐膨出综合征"),
    Q("朋友在Boston查出胰腺真性囊肿，doctor说先watch and wait，不处理的话可能会引起哪些并发症？", "has_complication",
      "胰腺真性囊肿", D),
    # cures
    Q("体检urine test尿糖阳性但是血糖正常，医生说是肾性糖尿，要不要吃药？一般用什么药", "cures", "肾性糖尿", D),
    Q("我爸有osteoporosis，摔了一跤脊柱骨折，出院以后一般要吃什么药？", "cures", "脊柱骨折", D),
    Q("my mom最近腰和腿像过电一样痛，神经科说是脊神经根炎，一般用什么medicine？", "cures", "脊神经根炎", D),
    Q("半夜肾绞痛疼醒了，急诊给打了注射用间苯三酚，这个药能治肾绞痛吗？", "cures", "肾绞痛", D, named="注射用间苯三酚"),
    Q("在外企上班老要憋尿开会，urologist说是膀胱过度活动症，开了琥珀酸索利那新片，这个药对这个病有用吗？", "cures",
      "膀胱过度活动症", D, named="琥珀酸索利那新片"),
    Q("体检查出胆囊结石病，暂时不想做surgery，熊去氧胆酸软胶囊能用吗？", "cures", "胆囊结石病", D,
      named="熊去氧胆酸软胶囊"),
    # shown_on
    Q("加班久了肩背一直酸到胳肢窝，physio说是肩胛背神经卡压症，它一般会痛在哪些部位？", "shown_on", "肩胛背神经卡压症", D),
    Q("做完push-up胸口侧面发麻，医生说是胸长神经卡压症，这个病一般在身体哪个位置？", "shown_on", "胸长神经卡压症", D),
    Q("剖腹产两年后肚子上鼓了个包，doctor说是腹壁切口疝，是不是就长在腹部手术切口处？", "shown_on", "腹壁切口疝", D,
      named="腹部手术切口处"),
    Q("手掌和脚趾反复起小脓疱，dermatology那边写的是固定性脓疱性肢端皮炎，一般会长在哪些部位啊？", "shown_on",
      "脓疱性细菌疹", D, mention="固定性脓疱性肢端皮炎"),
    Q("婆婆乳腺癌好多年了，最近看东西变形，眼科说是脉络膜转移癌，这个长在眼睛的哪个部位？", "shown_on", "脉络膜转移癌", D),
    Q("腋下的毛上有一粒粒黄色的小颗粒，dermatologist说是腋毛癣，除了腋毛还会长在哪里呢？", "shown_on", "腋毛癣", D),
    # has_alias
    Q("朋友的小孩在US确诊肾胚胎瘤，中文资料里常说的肾母细胞瘤跟它是同一个病吗？", "has_alias", "肾胚胎瘤", D,
      named="肾母细胞瘤"),
    Q("我爸的体检报告翻成中文写着肝脏恶性肿瘤，这个是不是就是平时说的肝癌？", "has_alias", "肝脏恶性肿瘤", D, named="肝癌"),
    Q("片子报告写胫骨髁骨折，骨科医生嘴上说的是胫骨平台骨折，这两个是一回事吗？", "has_alias", "胫骨髁骨折", D,
      named="胫骨平台骨折"),
    Q("在尼泊尔trekking喝了生水，回来确诊肠梨形鞭毛虫病，这个病还有别的名字吗？想查查资料", "has_alias",
      "肠梨形鞭毛虫病", D),
    Q("ultrasound report上写着髓质海绵肾，这是哪个病的另一个名字？", "has_alias", "髓质海绵肾", AL),
    Q("胃镜的pathology写的是胃局限性淋巴组织增生，这是哪个病的alias啊？", "has_alias", "胃局限性淋巴组织增生", AL),
    Q("我爸的病历上写着胰头癌梗阻性黄疸综合征，这是哪个病的别称？", "has_alias", "胰头癌梗阻性黄疸综合征", AL),
    # caused_by
    Q("姑姑在美国做过减肥surgery，现在关节痛还起皮疹，医生说是肠道短路关节炎皮炎综合征，真的是肠道短路手术引起的吗？",
      "caused_by", "肠道短路关节炎皮炎综合征", D, named="肠道短路手术"),
    Q("去墨西哥玩回来一直拉肚子，lab result说是肠毒性大肠埃希杆菌感染，这到底是怎么感染上的？", "caused_by",
      "肠毒性大肠埃希杆菌感染", D),
    Q("我们team有个比较胖的colleague被诊断为肥胖性心肌病，这个病一般是什么原因引起的？", "caused_by", "肥胖性心肌病", D),
    Q("胃结核一般是怎么得上的？我舅舅以前得过肺结核，现在有点worried", "caused_by", "胃结核", D),
    Q("打rugby的时候被撞了一下，锁骨靠胸口那里鼓起来，医生说是胸锁关节脱位，一般是什么原因造成的？", "caused_by",
      "胸锁关节脱位", D),
    Q("老人说宝宝小脸通红、睡不安稳是胎热，这个是怎么造成的呀？", "caused_by", "胎热", D),
    Q("我爸皮肤和眼睛都发黄，报告上写着胰腺恶性病变综合征，这个病是什么原因引起的？", "caused_by", "胰胆汁综合征", D,
      mention="胰腺恶性病变综合征"),
    # has_risk_factor
    Q("在Toronto工作的朋友确诊了肛门癌，他说之前有过肛门外伤，肛门外伤会增加得这个病的risk吗？", "has_risk_factor",
      "肛门癌", D, named="肛门外伤"),
    Q("在Whistler滑雪把腿摔伤了，听说肢体创伤会增加肺栓塞的风险，是真的吗？", "has_risk_factor", "肺栓塞", D,
      named="肢体创伤"),
    Q("我爸以前在电池厂上班，石棉和镉暴露会不会增加得肾细胞癌的风险？", "has_risk_factor", "肾细胞癌", D,
      named="石棉和镉暴露"),
    Q("外婆以前做过幽门成形术，现在诊断胆汁反流性胃炎，那个手术算是risk factor吗？", "has_risk_factor",
      "胆汁反流性胃炎", D, named="幽门成形术"),
    Q("舅舅喝了三十年酒，慢性酗酒是肝癌的危险因素吗？", "has_risk_factor", "肝癌", D, named="慢性酗酒"),
    # common_in
    Q("我在Tokyo上班，听同事说胸椎黄韧带骨化症在日本很常见，这个病一般什么人容易得？", "common_in", "胸椎黄韧带骨化症", D),
    Q("我妈体检的ultrasound发现肝海绵状血管瘤，这个是不是中年女性特别多见？", "common_in", "肝海绵状血管瘤", D),
    Q("女儿在Singapore上daycare，班上有小朋友得了肠道病毒7I型手足口病，是不是3岁以下儿童最容易得？", "common_in",
      "肠道病毒7I型手足口病", D, named="3岁以下儿童"),
    Q("病历上写着内分泌缺乏—肝硬化综合征，这个病一般多见于哪类病人？", "common_in", "肝硬化男性性功能减弱综合征", D,
      mention="内分泌缺乏—肝硬化综合征"),
    Q("胃镜活检说是胃良性淋巴组织增生，这个一般是什么年纪的人得得多？", "common_in", "胃反应性淋巴增生", D,
      mention="胃良性淋巴组织增生"),
    Q("弟弟在Canada读大学，B超发现肾小管特发性扩张，这个病是不是年轻男生多见？", "common_in", "肾髓质囊性病", D,
      mention="肾小管特发性扩张"),
    Q("我哥得过乙肝，后来查出肝炎后再生障碍性贫血，hematologist说这个病有特定的高发人群，一般是哪些人呀？",
      "common_in", "肝炎后再生障碍性贫血", D),
    # prevalent_in
    Q("我在Netherlands读PhD，膀胱癌在西欧是不是比较常见？", "prevalent_in", "膀胱癌", D, named="西欧"),
    Q("表哥被外派到New Mexico，听说胆管癌在新墨西哥州多见，真的假的？", "prevalent_in", "胆管癌", D, named="新墨西哥州"),
    Q("儿子在Ohio读大学，室友说那边有一种荚膜组织胞浆菌病，这个病主要在哪些地方流行？", "prevalent_in",
      "荚膜组织胞浆菌病", D),
    Q("自身免疫性胃炎是不是在某些国家特别多？主要流行在哪里呢？", "prevalent_in", "自身免疫性胃炎", D),
    Q("在UK读书快两年了，英国有哪些病比较流行？想提前做点准备", "prevalent_in", "英国", RE),
    # treated_with
    Q("看BBC新闻说有人感染了肺炭疽，肺炭疽能用抗肺炭疽血清治疗吗？", "treated_with", "肺炭疽", D, named="抗肺炭疽血清治疗"),
    Q("在东南亚做volunteer回来，查出肺粪类圆线虫病，这个一般怎么treat？", "treated_with", "肺粪类圆线虫病", D),
    Q("背痛好几个月，MRI说是胸椎间盘突出症，一般有哪些治疗方法？能不能先不开刀", "treated_with", "胸椎间盘突出症", D),
    Q("我爸是肾实质性高血压，除了吃降压药还有哪些治疗方法？", "treated_with", "肾实质性高血压", D),
    Q("阿姨的胃肠道癌转移卵巢了，oncologist还在讨论方案，一般都怎么治疗？", "treated_with", "胃肠道癌转移卵巢", D),
    Q("耳朵下面摸到一个肿块，ENT说是腮腺多形性腺瘤，一般要怎么处理？surgery是唯一的option吗", "treated_with",
      "腮腺多形性腺瘤", D),
    # metastasizes_to
    Q("看paper的时候读到脑炎型狂犬病会累及肠道括约肌，真的会这样吗？", "metastasizes_to", "脑炎型狂犬病", D,
      named="肠道括约肌"),
    Q("外公嘴唇上长了个东西，肿瘤会转移到唇部吗？", "metastasizes_to", "肿瘤", D, named="唇部"),
    Q("我妈妇科查出肿瘤，医生说要看有没有转到子宫或输卵管，肿瘤常会转移到子宫或输卵管吗？", "metastasizes_to", "肿瘤",
      D, named="子宫或输卵管"),
    Q("膝内翻拖久了会不会影响到别的地方？physio说要注意，一般会波及哪里", "metastasizes_to", "膝内翻", D),
    Q("在UK的朋友刚做完卵巢转移瘤的surgery，一般哪些癌会转移到卵巢？", "metastasizes_to", "卵巢", BP),
    # invades
    Q("我爸年轻时在湖区插秧得过血吸虫病，现在肝不好，血吸虫病会侵犯门静脉吗？", "invades", "血吸虫病", D, named="门静脉"),
    Q("胰腺炎发作的时候后背也跟着疼，是侵犯到背部了吗？还是referred pain", "invades", "胰腺炎", D, named="背部"),
    Q("爷爷体检发现腹主动脉瘤，doctor说要看有没有累及周围，一般会侵犯到哪里？", "invades", "腹主动脉瘤", D),
    Q("在lab做research看到有的癌会往外周神经里长，哪些病会侵犯外周神经？", "invades", "外周神经", BP),
    # is_subtype_of
    Q("在美国的表弟膝盖红肿，抽出来的液体培养出肺炎球菌，诊断是肺炎球菌性膝关节炎，这算化脓性关节炎的一种吗？",
      "is_subtype_of", "肺炎球菌性膝关节炎", D, named="化脓性关节炎"),
    Q("舅舅以前在澳洲矿上干过，现在确诊胸膜间皮瘤，这个病在分类上属于哪一类？", "is_subtype_of", "胸膜间皮瘤", D),
    Q("朋友的baby是腭裂伴单侧唇裂，在疾病分类上它归在哪一类下面？", "is_subtype_of", "腭裂伴单侧唇裂", D),
    Q("急诊说是腹腔妊娠，跟ectopic pregnancy是一回事吗？是不是异位妊娠的一种", "is_subtype_of", "腹腔妊娠", D,
      named="异位妊娠"),
    Q("孩子在kindergarten拉肚子，化验说是腺病毒性肠炎，这个在分类上归哪一类？", "is_subtype_of", "腺病毒性肠炎", D),
    Q("MRI报告写的是脊髓动静脉瘤，在疾病分类里属于哪一大类？", "is_subtype_of", "脊髓血管畸形", D,
      mention="脊髓动静脉瘤"),
    # related_disease
    Q("姐姐的宝宝出生时吸进了胎粪，诊断胎粪吸入综合征，这个跟新生儿呼吸窘迫综合征有关系吗？", "related_disease",
      "胎粪吸入综合征", D, named="新生儿呼吸窘迫综合征"),
    Q("我爸有胰腺假性囊肿，最近眼睛发黄，doctor说可能有胆管梗阻，两者有没有关联？", "related_disease", "胰腺假性囊肿", D,
      named="胆管梗阻"),
    Q("我的manager确诊胸腺瘤，最近脸和脖子都肿了，跟上腔静脉综合征有关吗？", "related_disease", "胸腺瘤", D,
      named="上腔静脉综合征"),
    Q("慢性胃炎拖久了，会跟胃腺癌扯上关系吗？", "related_disease", "胃炎", D, named="胃腺癌"),
    Q("外公是小脑梗死住的院，脑梗死跟小脑梗死是什么关系？", "related_disease", "脑梗死", D, named="小脑梗死"),
    Q("在国外做health check查出乙肝和丙肝，听说乙型及丙型肝炎跟肾小球疾病有关，是真的吗？", "related_disease",
      "肾小球疾病", D, named="乙型及丙型肝炎"),
    # differential_diagnosis
    Q("在London老是肚子疼拉肚子，GP说是肠易激综合征，但要排除炎症性肠病，这两个怎么鉴别？", "differential_diagnosis",
      "肠易激综合征", D, named="炎症性肠病"),
    Q("我爸腹水腿肿，医生说肝硬化要跟下腔静脉阻塞鉴别，这两个怎么区分？", "differential_diagnosis", "肝硬化", D,
      named="下腔静脉阻塞"),
    Q("心超提示肥厚性心肌病，cardiologist说要排除主动脉瓣下局限性狭窄，这俩有啥区别？", "differential_diagnosis",
      "肥厚性心肌病", D, named="主动脉瓣下局限性狭窄"),
    Q("在California读书的同学肺上有阴影，医生说肺结核要跟球胞子菌病区分开，怎么区分啊？", "differential_diagnosis",
      "肺结核", D, named="球胞子菌病"),
    Q("开会的时候突然胸痛，怎么判断是不是心原性胸痛？要不要马上去A&E", "differential_diagnosis", "胸痛", D,
      named="心原性胸痛"),
    Q("急诊说是胆囊炎，但还要rule out急性胆管炎，这两个病怎么鉴别？", "differential_diagnosis", "胆囊炎", D,
      named="急性胆管炎"),
    # indicated_for
    Q("女儿在Vancouver生了baby，那边买不到伊可新，这个药主要是预防什么的？", "indicated_for", "维生素AD滴剂（胶囊型）", DR,
      mention="伊可新"),
    Q("感冒鼻塞得厉害，室友给了一瓶惠菲宁，能治鼻塞吗？明天还有final exam", "indicated_for", "美敏伪麻溶液", DR, mention="惠菲宁",
      named="鼻塞"),
    Q("我妈膝盖疼，朋友从国内寄来了保节力，这个药是治什么的？", "indicated_for", "硫酸氨基葡萄糖片", DR, mention="保节力"),
    Q("我爸有diabetes，眼科开了导升明，是治视网膜病变的吗？", "indicated_for", "羟苯磺酸钙胶囊", DR, mention="导升明",
      named="视网膜病变"),
    Q("化疗完医生让打津优力，这个injection主要治什么？", "indicated_for", "聚乙二醇化重组人粒细胞刺激因子注射液", DR,
      mention="津优力"),
    Q("硝苯地平胶丸主要适用于哪些病？外公一直在吃，我想查下它的indication", "indicated_for", "硝苯地平胶丸", DR),
    Q("硝酸异山梨酯缓释片主要治什么？跟单硝酸异山梨酯缓释片是一个东西吗", "indicated_for", "硝酸异山梨酯缓释片", DR),
    # has_adverse_reaction
    Q("奶奶头疼就吃去痛片，吃了好多年，这个药有什么side effects？", "has_adverse_reaction", "索米痛片", DR, mention="去痛片"),
    Q("在国外看到新闻说万络被recall了，这个drug有哪些不良反应？", "has_adverse_reaction", "罗非昔布片", DR, mention="万络"),
    Q("每天泡一片力度伸当饮料喝，会不会导致腹泻？", "has_adverse_reaction", "维生素C泡腾片", DR, mention="力度伸",
      named="腹泻"),
    Q("我爸开始打诺和灵N了，这个insulin一般会有哪些不良反应？", "has_adverse_reaction", "精蛋白生物合成人胰岛素注射液",
      DR, mention="诺和灵N"),
    Q("外婆记性越来越差，医生开了富伯信，吃了会有什么side effect吗？", "has_adverse_reaction", "石杉碱甲胶囊", DR,
      mention="富伯信"),
    Q("flu季节家里囤了盐酸阿比朵尔颗粒，吃了会有啥不良反应？", "has_adverse_reaction", "盐酸阿比朵尔颗粒", DR),
    Q("鼻塞一直在用盐酸麻黄碱滴鼻液，会不会引起血压升高？", "has_adverse_reaction", "盐酸麻黄碱滴鼻液", DR,
      named="血压升高"),
    # has_ingredient
    Q("外婆有diabetes，想给她买安素，里面有没有蔗糖？", "has_ingredient", "肠内营养粉剂（TP）", DR, mention="安素",
      named="蔗糖"),
    Q("在德国买不到凯思立，想找个替代品，凯思立里面都有什么成分？", "has_ingredient", "碳酸钙D3咀嚼片", DR, mention="凯思立"),
    Q("皮肤科开的迪维，里面的ingredients有哪些？", "has_ingredient", "维A酸乳膏", DR, mention="迪维"),
    Q("胃老反酸，同事推荐了裕尔，这个药的成分是什么呀？", "has_ingredient", "磷酸铝凝胶", DR, mention="裕尔"),
    Q("石淋通片里是不是有广金钱草？我对一些herbs过敏", "has_ingredient", "石淋通片", DR, named="广金钱草"),
    Q("我爸以前在矿上干活，医生开了矽肺宁片，里面都是些什么成分？", "has_ingredient", "矽肺宁片", DR),
    Q("喉咙痛买了石辛含片，这个lozenge里面都有哪些成分？", "has_ingredient", "石辛含片", DR),
    # is_a_level3
    Q("维福佳是哪一类的药？在国外是不是买普通的B族维生素就行", "is_a_level3", "维生素B1片", DR, mention="维福佳"),
    Q("医生开了喜克馈，pharmacist也没讲清楚，这个药按用途属于哪一类？", "is_a_level3", "米索前列醇片", DR, mention="喜克馈"),
    Q("贫血吃的优缓平，是铁剂吗？", "is_a_level3", "硫酸亚铁缓释片", DR, mention="优缓平", named="铁剂"),
    Q("我爸多发性骨髓瘤，oncologist开了爱克兰，这是哪一类drug？", "is_a_level3", "美法仑片", DR, mention="爱克兰"),
    Q("hospice的病人吃硫酸吗啡控释片止癌痛，这个算镇痛药吧？", "is_a_level3", "硫酸吗啡控释片", DR, named="镇痛药"),
    Q("膝盖疼了好几周，sports doctor开了奈邦，这个药按药理属于哪一类呢？", "is_a_level3", "美洛昔康分散片", DR,
      mention="奈邦"),
    Q("硫酸双肼屈嗪片按药理作用属于哪一类？跟复方硫酸双肼屈嗪片一样吗", "is_a_level3", "硫酸双肼屈嗪片", DR),
    # belongs_to
    Q("在office对着电脑眼睛干，同事给了潇莱威，这个在药品分类上属于哪一类？", "belongs_to", "羧甲基纤维素钠滴眼液", DR,
      mention="潇莱威"),
    Q("思然是不是属于人工泪液和眼用润滑剂？我戴contact lens能用吗", "belongs_to", "聚乙二醇滴眼液", DR, mention="思然",
      named="人工泪液和眼用润滑剂"),
    Q("牙龈发炎，牙医让用怡速净漱口，它在药品分类里属于哪一类？", "belongs_to", "聚维酮碘含漱液", DR, mention="怡速净"),
    Q("外公鼻饲用的能全力，在药品分类上属于哪类？", "belongs_to", "肠内营养混悬液（TPF）", DR, mention="能全力"),
    Q("硝苯地平缓释片（II）在药品分类上属于什么？跟普通的硝苯地平缓释片是一类吗", "belongs_to", "硝苯地平缓释片（II）",
      DR),
    Q("硝酸甘油贴片是不是属于抗心绞痛药？我爸想带去国外，过customs要不要申报", "belongs_to", "硝酸甘油贴片", DR,
      named="抗心绞痛药"),
    # drug_has_alias
    Q("米格列奈钙片是不是就是快如妥？在国外的pharmacy只找得到generic name", "drug_has_alias", "米格列奈钙片", DR,
      named="快如妥"),
    Q("药盒上写着朗依君，这是哪个药的brand name？", "drug_has_alias", "朗依君", AL),
    Q("ICU的营养单上有个力文，它是哪个药的别名？", "drug_has_alias", "力文", AL),
    Q("磷霉素氨丁三醇散除了这个正式名字，还有什么别的叫法？在国外买药要报brand name", "drug_has_alias", "磷霉素氨丁三醇散", DR),
    Q("肝素钠乳膏在药店是不是也叫海普林嘛？", "drug_has_alias", "肝素钠乳膏", DR, named="海普林"),
    # mainly_treats
    Q("小时候在乡下见过放屁虫，听说还能入药，主要治什么病？", "mainly_treats", "行夜", M, mention="放屁虫"),
    Q("古书里的蠹鱼原来也是药材？它入药主治哪些病", "mainly_treats", "衣鱼", M, mention="蠹鱼"),
    Q("我妈在backyard种了葡萄，想拿葡萄秧入药，主要能治什么？", "mainly_treats", "葡萄藤叶", M, mention="葡萄秧"),
    Q("小时候养的蝈蝈听说能入药，它主要治什么病啊？", "mainly_treats", "蝈蝈", M),
    Q("去Tibet hiking的时候藏族朋友送了些西藏土连翘，这个药材主要治什么？", "mainly_treats", "西藏土连翘", M),
    Q("在Lhasa的药店看到西藏鸡爪草花，它主要治什么病？跟西藏鸡爪草是一个东西吗", "mainly_treats", "西藏鸡爪草花", M),
    Q("云南的朋友说药用狗牙花能降压，真的能治高血压吗？我想给我爸试试，但他在吃western medicine", "mainly_treats",
      "药用狗牙花", M, named="高血压"),
    # has_efficacy
    Q("去Tibet旅游带回来一包金露梅茶，它有什么功效？", "has_efficacy", "药王茶", M, mention="金露梅"),
    Q("野蔷薇子泡水喝有什么benefits？", "has_efficacy", "营实", M, mention="野蔷薇子"),
    Q("老中医的方子里写着菠薐菜子，这个是不是能清肝明目？", "has_efficacy", "菠菜子", M, mention="菠薐菜子",
      named="清肝明目"),
    Q("红茴香根不是有毒吗？它入药有什么功效", "has_efficacy", "莽草根", M, mention="红茴香根"),
    Q("萍蓬草子能活血调经吗？我在Japan的池塘里见过萍蓬草", "has_efficacy", "萍蓬草子", M, named="活血调经"),
    Q("荨麻根有什么功效？在Europe路边到处都是荨麻", "has_efficacy", "荨麻根", M),
    # distributed_in
    Q("中药房说晚蚕沙就是蚕的粪便，这个药材主要产在哪些地方？", "distributed_in", "蚕沙", M, mention="晚蚕沙"),
    Q("鱼胆草听说特别苦，主要分布在哪些地方？我们的field trip想去找找", "distributed_in", "苦玄参", M, mention="鱼胆草"),
    Q("清泻鼠李是不是只长在新疆北部？", "distributed_in", "药鼠李实", M, mention="清泻鼠李", named="新疆北部"),
    Q("在Hokkaido的湖边见过萍蓬草，国内哪些地方有分布？", "distributed_in", "萍蓬草", M),
    Q("西藏桃叶珊瑚根是不是只有西藏才有？还分布在哪些地方", "distributed_in", "西藏桃叶珊瑚根", M),
    Q("蠵龟筒是海龟身上的东西吧？这个药材主要出自哪片海域？我在做一个marine biology的project", "distributed_in",
      "蠵龟筒", M),
    # material_has_alias
    Q("芋梗是不是也叫芋荷杆？外婆那边一直这么叫", "material_has_alias", "芋梗", M, named="芋荷杆"),
    Q("在一本草药书的index里看到竿芒，这是哪种药材的别名？", "material_has_alias", "竿芒", AL),
    Q("苘麻子是不是又叫青麻？", "material_has_alias", "苘麻子", M, named="青麻"),
    Q("老鼠脚迹是哪味药材的别名？听着好奇怪哈", "material_has_alias", "老鼠脚迹", AL),
    Q("禾麻草是哪种药材的alias？", "material_has_alias", "禾麻草", AL),
    Q("西藏角蒿是不是就是角蒿？还是两种不同的药材", "material_has_alias", "西藏角蒿", M, named="角蒿"),
    # composed_of
    Q("在做一个TCM的presentation，巴菊枸杞丸里用的是川巴戟吗？", "composed_of", "巴菊枸杞丸", F, named="川巴戟"),
    Q("我对芍药allergic，开胃丸里有没有白芍药？", "composed_of", "开胃丸", F, named="白芍药"),
    Q("归肾丸的方子里是不是有山茱萸肉？", "composed_of", "归肾丸", F, named="山茱萸肉"),
    Q("快胃舒肝丸里有没有玄胡索呀？", "composed_of", "快胃舒肝丸", F, named="玄胡索"),
    Q("中医给我外婆开了开郁顺气丸，里面有桔梗吗？想double check一下", "composed_of", "开郁顺气丸", F, named="桔梗"),
    Q("读一篇关于外科古方的paper，哪些方剂里用到升药？", "composed_of", "升药", IN),
    # formula_has_efficacy
    Q("体质差老感冒，中医说玉屏风散能益气固表止汗，真的有这个功效吗？", "formula_has_efficacy", "玉屏风散", F,
      named="益气固表止汗"),
    Q("一紧张开presentation就想拉肚子，痛泻要方能祛湿止泻吗？", "formula_has_efficacy", "痛泻要方", F, named="祛湿止泻"),
    Q("真武汤是不是温阳利水的？我妈脚老是肿", "formula_has_efficacy", "真武汤", F, named="温阳利水"),
    Q("我表姐postpartum情绪很低落，甘麦大枣汤有和中缓急的作用吗？", "formula_has_efficacy", "甘麦大枣汤", F,
      named="和中缓急"),
    Q("炙甘草汤能益气滋阴吗？", "formula_has_efficacy", "炙甘草汤", F, named="益气滋阴"),
    Q("晚上睡觉老出汗，哪些方剂能敛阴止汗？求help", "formula_has_efficacy", "敛阴止汗", EF),
    # prescribed_for
    Q("我儿子在国外读书，晚上老做噩梦、胆子小，温胆汤能治胆怯易惊吗？", "prescribed_for", "温胆汤", F, named="胆怯易惊"),
    Q("清胃散治胃火牙痛吗？跟白清胃散是一个方子吗", "prescribed_for", "清胃散", F, named="胃火牙痛"),
    Q("在India旅游吃坏了肚子，白头翁汤是治热毒痢疾的吗？", "prescribed_for", "白头翁汤", F, named="热毒痢疾"),
    Q("牡蛎散能治体虚自汗吗？我一动就出一身汗，在gym特别尴尬", "prescribed_for", "牡蛎散", F, named="体虚自汗"),
    Q("利气丸能治脘腹气串吗？", "prescribed_for", "琥珀利气丸", F, mention="利气丸", named="脘腹气串"),
    Q("外公得了消渴病，中医一般开什么方子呢？", "prescribed_for", "消渴病", D),
    # formula_has_alias
    Q("巴戟天饮是不是也叫巴戟天汤？", "formula_has_alias", "巴戟天饮", F, named="巴戟天汤"),
    Q("当归丸在古书里有没有别的名字？我在整理一份reading list", "formula_has_alias", "当归丸", F),
    Q("在一本old book里看到巴戟汤，是哪个方子的别名？", "formula_has_alias", "巴戟汤", AL),
    Q("巴戟浸酒是不是又叫巴戟天酒？朋友从国内带了一瓶哈", "formula_has_alias", "巴戟浸酒", F, named="巴戟天酒"),
    # check_for_disease
    Q("宝宝在国外出生的，回国后医生让做脂溶性维生素检查，能查出佝偻病吗？", "check_for_disease", "脂溶性维生素检查", C,
      named="佝偻病"),
    Q("学校的health screening要做脊柱弯曲度检查，这个能查出哪些病？", "check_for_disease", "脊柱弯曲度检查", C),
    Q("脐检查能发现哪些病？", "check_for_disease", "脐检查", C),
    Q("一吃油腻就拉肚子，GP让做脂肪吸收试验，这个test是查什么病的？", "check_for_disease", "脂肪吸收试验", C),
    Q("孩子的EEG报告上写着脑电图尖波，这说明可能是什么病？", "check_for_disease", "脑电图尖波", C),
    Q("葡萄糖6—磷酸脱氢酶荧光斑点试验能查出哪些病？我老公家有G6PD缺乏的family history", "check_for_disease",
      "葡萄糖6—磷酸脱氢酶荧光斑点试验", C),
    # check_for_symptom
    Q("脊柱活动度检查是不是查脊椎僵直的？", "check_for_symptom", "脊柱活动度检查", C, named="脊椎僵直"),
    Q("ICU的医生给我爸做了脑干反射检查，一般是有哪些情况才做这个？", "check_for_symptom", "脑干反射检查", C),
    Q("脏器触诊能摸出腹部肿块吗？", "check_for_symptom", "脏器触诊", C, named="腹部肿块"),
    Q("踢足球伤了膝盖，sports doctor给做了膝关节分离试验，这个是有什么症状才做？", "check_for_symptom", "膝关节分离试验", C),
    Q("腹部血管杂音检查一般针对哪些表现？", "check_for_symptom", "腹部血管杂音检查", C),
    Q("久坐office腰背老疼，公司体检加了腰背痛体格检查，一般针对哪些问题？", "check_for_symptom", "腰背痛体格检查", C),
    Q("老是心慌出汗，doctor说要做自主神经功能检查，这个一般在出现什么症状时做？", "check_for_symptom", "自主神经功能检查", C),
    # performed_by
    Q("在国外一直看OB/GYN，回国以后妇产科一般能做哪些检查？", "performed_by", "妇产科", DEP),
    Q("我爸的单子上写着静脉肾盂排泄造影，要去哪个department做啊？", "performed_by", "静脉尿路造影检查", C,
      mention="静脉肾盂排泄造影"),
    Q("无痛胃镜检查是哪个department做的？还是麻醉科", "performed_by", "无痛胃镜检查", C),
    Q("孩子睡着以后老抽动，医生说要做脑电图检查，这个检查是哪个科负责的？", "performed_by", "脑电图检查", C),
    # check_has_alias
    Q("脑电图检查的英文缩写是什么？要填一个insurance的form", "check_has_alias", "脑电图检查", C),
    Q("新生儿筛查是哪个检查的简称？", "check_has_alias", "新生儿筛查", AL),
    Q("新生儿疾病筛查检查在英文病历上一般写成什么？要拿给国外的pediatrician看", "check_has_alias", "新生儿疾病筛查检查",
      C),
    Q("肌电图检查平时还有什么别的叫法？", "check_has_alias", "肌电图检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day47"))
