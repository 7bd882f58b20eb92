"""Writes `medical_everyday_11.jsonl`, an eleventh hand-written set of everyday Chinese questions for the demo network.

A training set for the demo's relation prior (the classifier from a question's wording to the
relation type it asks), not a held-out measure: what makes it useful is how widely each relation type
is asked. Every one of the 35 relation types is asked seven to nine times (263 questions), by
patients, parents, elderly people, pharmacists, students and people who use traditional Chinese
medicine, each time with other verbs, question words and sentence shapes than the earlier sets use
(会招来哪些麻烦, 会连累出哪些病, 跟哪些病症沾边, 会钻进哪些脏器里, 挂在哪个大类下面, 在药店货架上归哪个分类,
抓药的话方子上都写了啥, 一般是哪个科的人操作), colloquial and formal wordings side by side, the particles
呢/啊/呀/嘛, clauses of context (44 questions), double questions whose first part is the one asked about
(瘿瘤换成现在的说法是什么病，要开刀吗 asks for the alias; 急性白血病在分类上属于哪种白血病，能治好吗 for the
parent disease), and two phone-keyboard slips that leave the network's name intact (要做那些检查,
因该上医院挂哪个号). 27 questions name the one neighbour they ask about, 37 are asked from the relation's
target end (体重超标算肥胖症了，这会招来哪些病啊, 哪些癌容易转移到骨头上, 福建山里能找到哪些药材,
儿科那边能给做哪些检查).

Entities: 208 of the 263 questions are about an entity no other set uses (dev, everyday 1-9, aliases
1-3); the relation types whose records every earlier set already asks about (prevalent_in, invades,
metastasizes_to, differential_diagnosis, formula_has_alias, performed_by, check_has_alias) bring some
back, asked another way or from the target end. No question repeats one of another set's
(tests/test_eval_devset.py checks it). Many names are carried by records of several types (122
questions are tagged `ambiguous_name`); where it matters the wording says which is meant (宫颈炎这个妇科病,
神经炎这个病, 咽喉痛这个病痛的到底是哪一块, 营养不良这个病是怎么来的 ask about the diseases, 畏寒怕冷这个症状
about the symptom). Names inside names come naturally with this network: 146 questions are about a
record whose name holds the name of another disease, symptom, drug, check, material or formula record
of three characters or more, or lies inside a longer one (内脏血吸虫病 holds 血吸虫病, 急性鼻窦炎 holds 鼻窦炎,
小儿颅内出血 holds 颅内出血, 流行性斑疹伤寒 holds 斑疹伤寒, 子宫内膜癌 holds 内膜癌, 视神经炎 holds 神经炎;
静脉炎, 结肠炎 and 淋巴瘤 lie inside dozens of longer names).

Aliases, only where a person would use them: 31 questions name their entity by an alias the network
records for that very instance (`unrecorded_aliases`, the fourth set's check, runs before the set is
built) and 15 more ask what an alias stands for.
- Drug trade names (14 questions: 泰利必妥 and 奥复星 for 氧氟沙星片, 美罗华, 西乐葆, 艾生特 twice, 泰素, 吉尼乐尔,
  那止, 希存, 森得宁, 卓乐定, 安律凡, 善思达), each listed by its standard record's `trade_name` property and
  each also a drug record of its own (the source writes the product twice). Labelled as in the first,
  eighth and ninth sets: the gold entity is the standard record (氧氟沙星片, 利妥昔单抗注射液, 塞来昔布胶囊,
  拉替拉韦钾片, 紫杉醇注射液, 尼索地平缓释片, 依托度酸胶囊, 多西他赛注射液, 托卡朋片, 盐酸齐拉西酮胶囊, 阿立哌唑片,
  棕榈酸帕利哌酮注射液), the mention is the trade name and the line is tagged `alias`, because a patient
  holding the box asks about the medicine, and the standard record is the one that names it, holds
  its class and lists the trade name.
- Disease names with a part added or reworded, or another name of the same disease (10 questions):
  血栓性静脉炎 (静脉炎, three times), 出血性卒中 and 出血性脑血管病 (小儿颅内出血), 急性脊髓炎 (急性横贯性脊髓炎),
  缺血性脑卒中 (脑梗塞, twice), 视神经乳头炎 (视神经炎), 神经炎 (神经病).
- Medicinal material aliases (7): 山萸肉, 马莲子, 李根白皮, 猪肝菜, 毛慈姑, 河白草, 双金钱.
- What an alias stands for (15): 震颤麻痹, 崩中, 听觉障碍, 阴阳偏胜 (diseases); 洛普欣, 丽生, 喜滴克 (drugs);
  贯叶蓼, 石橄榄 (materials); 拓痞丸, 治疝茴香丸 (formulas); ECG, 新生儿筛查, 静脉肾盂排泄造影,
  electroencephalogram (checks). The gold is the alias instance, answered by the record(s) that list it.

Names the network holds under two records (21 questions besides the trade names); the gold record is
the one the question is judged to mean:
- 神经炎 is a disease record and an alias of 神经病. "神经炎腿脚发麻，看病得去哪一科" is about 神经病 (by its
  alias): the department is recorded there only; "神经炎这个病跟哪个病有关系" is about the record 神经炎 (by
  its name), which holds a related disease of its own.
- 缺血性脑卒中 is a disease record and an alias of 脑梗塞. Its questions on the site and on the treatment are
  about 脑梗塞 (by the alias), which alone holds them; "缺血性脑卒中在疾病分类里挂在哪个大类下面" is about the
  record of its name, which holds its own parent.
- 急性脊髓炎 is a disease record and an alias of 急性横贯性脊髓炎. "急性脊髓炎住院了要做那些检查" is about
  急性横贯性脊髓炎 (by its alias), the only one of the two recording checks; "急性脊髓炎瘫在床上了，后面要怎么
  治疗和康复" is about the record of its name, which holds its own treatments (康复锻炼, 药物治疗).
- 视神经乳头炎 is a disease record and an alias of 视神经炎 and 视盘炎; the question asks who gets it (大人还是
  小孩), recorded only for 视神经炎, so it is about 视神经炎.
- 血栓性静脉炎 and 出血性卒中 are disease records with no relation of their own as well as aliases of 静脉炎 and
  小儿颅内出血 (the 出血性卒中 question speaks of a child); each question is about the record listing the alias.
- 毛慈姑 is an alias of two material records (山慈菇, 见血清); "毛慈姑能止血吗" is about 见血清, whose efficacy
  (凉血止血) is what is asked, and not about 山慈菇 (化痰散结, 清热解毒).
- 震颤麻痹, 崩中 and 听觉障碍 are disease records with no relation as well as aliases; 洛普欣, 丽生 and 喜滴克
  are drug records, ECG and 新生儿筛查 check records, as well as aliases. The eight questions ask what the
  name stands for, so their gold is the alias instance.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_11.py    # rewrites bench/sets/medical_everyday_11.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_11.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("宫颈炎这个妇科病一般会有啥表现呀", "has_symptom", "宫颈炎", D),
    Q("胆管炎发作起来人会难受成啥样", "has_symptom", "胆管炎", D),
    Q("淋巴瘤早期身上能摸到或者觉察到哪些信号呢", "has_symptom", "淋巴瘤", D),
    Q("输液的那条胳膊红了一条，像是血栓性静脉炎，这病还会有别的啥情况", "has_symptom", "静脉炎", D,
      mention="血栓性静脉炎"),
    Q("我爸摔了一跤成了脑外伤，这种病人一般会出现什么情况", "has_symptom", "脑外伤", D),
    Q("出血性卒中的小孩会是什么样子，家长怎么看得出来", "has_symptom", "小儿颅内出血", D, mention="出血性卒中"),
    Q("最近总是畏寒怕冷，这个症状是哪些病带出来的呢", "has_symptom", "畏寒怕冷", S),
    Q("帕金森综合征除了手抖还有别的症状嘛", "has_symptom", "帕金森综合征", D),
    # designated_to
    Q("结肠炎老拉肚子，因该上医院挂哪个号呢", "designated_to", "结肠炎", D),
    Q("心律失常这个病是找心内科看吗", "designated_to", "心律失常", D, named="心内科"),
    Q("肺水肿的病人该往哪个科送啊，要不要住院", "designated_to", "肺水肿", D),
    Q("血小板减少性紫癜归哪个科室诊治", "designated_to", "血小板减少性紫癜", D),
    Q("瘙痒症浑身痒得睡不着觉，医院里是谁管这病", "designated_to", "瘙痒症", D),
    Q("神经炎腿脚发麻，看病得去哪一科", "designated_to", "神经病", D, mention="神经炎"),
    Q("结石病到底该挂普外科还是泌尿外科呀", "designated_to", "结石病", D),
    # checks
    Q("消化道出血了医生一般会安排做啥检查", "checks", "消化道出血", D),
    Q("结核病想确诊得走哪些检查项目呢", "checks", "结核病", D),
    Q("动脉硬化能通过什么手段查出来", "checks", "动脉硬化", D),
    Q("血小板减少性紫癜要抽骨髓吗，还要查点啥", "checks", "血小板减少性紫癜", D),
    Q("心肌缺血到医院会给做冠状动脉造影检查吗", "checks", "心肌缺血", D, named="冠状动脉造影检查"),
    Q("脑外伤送到急诊以后一般先做哪些检查啊", "checks", "脑外伤", D),
    Q("溶血症得化验些什么项目", "checks", "溶血症", D),
    Q("急性脊髓炎住院了要做那些检查，腰穿要做吗", "checks", "急性横贯性脊髓炎", D, mention="急性脊髓炎"),
    # has_complication
    Q("风湿热会不会把肾也搞坏，引起肾小球肾炎", "has_complication", "风湿热", D, named="肾小球肾炎"),
    Q("子宫内膜炎要是不管它，后面会招来哪些麻烦", "has_complication", "子宫内膜炎", D),
    Q("睾丸炎严重了会落下什么别的病吗", "has_complication", "睾丸炎", D),
    Q("心源性休克的病人接下来还可能并发哪些问题", "has_complication", "心源性休克", D),
    Q("内脏血吸虫病会连累出哪些病啊", "has_complication", "内脏血吸虫病", D),
    Q("网膜炎会不会闹出穿孔来，还能引起啥", "has_complication", "网膜炎", D),
    Q("代谢性酸中毒继续发展下去还会引出什么病症", "has_complication", "代谢性酸中毒", D),
    Q("出血性脑血管病的孩子以后会不会偏瘫，还有哪些后患", "has_complication", "小儿颅内出血", D,
      mention="出血性脑血管病"),
    # cures
    Q("接触性皮炎擦点什么药膏能好", "cures", "接触性皮炎", D),
    Q("急性支气管炎咳得厉害，药店里能买啥药吃", "cures", "急性支气管炎", D),
    Q("结肠炎有哪些药可以吃呢", "cures", "结肠炎", D),
    Q("肌病一般拿什么药来治", "cures", "肌病", D),
    Q("胃肠炎上吐下泻的，吃三黄片管不管用", "cures", "胃肠炎", D, named="三黄片"),
    Q("淋巴瘤化疗的时候会用上哪些药物", "cures", "淋巴瘤", D),
    Q("消化道出血止血的药都有哪些", "cures", "消化道出血", D),
    Q("血栓性静脉炎开点什么药来用好啊", "cures", "静脉炎", D, mention="血栓性静脉炎"),
    # shown_on
    Q("肢端肥大症是身体哪些部位变大啊", "shown_on", "肢端肥大症", D),
    Q("天疱疮起的泡一般长在什么地方", "shown_on", "天疱疮", D),
    Q("尿潴留这毛病出在哪个器官呢", "shown_on", "尿潴留", D),
    Q("脓胸是身上哪里积了脓", "shown_on", "脓胸", D),
    Q("口炎会在嘴里哪些地方长东西", "shown_on", "口炎", D),
    Q("乳痈病是哪个部位的病", "shown_on", "乳痈病", D),
    Q("咽喉痛这个病痛的到底是哪一块", "shown_on", "咽喉痛", D),
    Q("缺血性脑卒中的毛病出在身体哪个部位上", "shown_on", "脑梗塞", D, mention="缺血性脑卒中"),
    # has_alias
    Q("疲劳综合征用英文怎么讲", "has_alias", "疲劳综合征", D),
    Q("血崩在中医书上还有什么说法", "has_alias", "血崩", D),
    Q("流行性斑疹伤寒又被叫做哪种伤寒", "has_alias", "流行性斑疹伤寒", D),
    Q("瘿瘤换成现在的说法是什么病，要开刀吗", "has_alias", "瘿瘤", D),
    Q("脑梗塞在病历上可能会写成什么别的名字", "has_alias", "脑梗塞", D),
    Q("震颤麻痹指的是哪个病呀", "has_alias", "震颤麻痹", AL),
    Q("崩中是什么病的旧称", "has_alias", "崩中", AL),
    Q("听觉障碍说的是哪种病", "has_alias", "听觉障碍", AL),
    Q("阴阳偏胜到底是指啥", "has_alias", "阴阳偏胜", AL),
    # caused_by
    Q("骨折一般是怎么弄的，都有哪些原因", "caused_by", "骨折", D),
    Q("喉炎老是好不了，是什么引起的呀", "caused_by", "喉炎", D),
    Q("月经过多是咋回事，啥原因造成的", "caused_by", "月经过多", D),
    Q("腹膜炎的病根一般在哪里", "caused_by", "腹膜炎", D),
    Q("营养不良这个病是怎么来的", "caused_by", "营养不良", D),
    Q("动脉硬化是不是高血压引起的", "caused_by", "动脉硬化", D, named="高血压"),
    Q("血栓性静脉炎是怎么得的，跟输液有关吗", "caused_by", "静脉炎", D, mention="血栓性静脉炎"),
    Q("体重超标算肥胖症了，这会招来哪些病啊", "caused_by", "肥胖症", CA),
    # has_risk_factor
    Q("乳腺原位癌哪些人要格外当心", "has_risk_factor", "乳腺原位癌", D),
    Q("口腔颌面裂跟怀孕时候哪些因素有关", "has_risk_factor", "口腔颌面裂", D),
    Q("科罗拉多蜱热是怎么被招上的，有什么风险", "has_risk_factor", "科罗拉多蜱热", D),
    Q("横纹肌溶解症跟吃大剂量辛伐他汀有关系吗", "has_risk_factor", "横纹肌溶解症", D, named="高剂量辛伐他汀"),
    Q("哪些东西接触多了容易得急性髓细胞性白血病", "has_risk_factor", "急性髓细胞性白血病", D),
    Q("化脓性胃炎是不是喝酒喝多了才容易得", "has_risk_factor", "化脓性胃炎", D),
    Q("念珠菌性脑膜炎哪些人风险比较高", "has_risk_factor", "念珠菌性脑膜炎", D),
    Q("男性更容易摊上哪些病", "has_risk_factor", "男性", CA),
    # common_in
    Q("急性鼻窦炎一般哪些人会得", "common_in", "急性鼻窦炎", D),
    Q("尿潴留是不是上了年纪的男人才容易得", "common_in", "尿潴留", D, named="老年男性"),
    Q("心肌缺血多见于哪个年龄段的人", "common_in", "心肌缺血", D),
    Q("厌氧菌感染常找上什么样的病人", "common_in", "厌氧菌感染", D),
    Q("直肠癌一般多大岁数的人容易得", "common_in", "直肠癌", D),
    Q("菌血症好发在哪些患者身上", "common_in", "菌血症", D),
    Q("视神经乳头炎是大人得的多还是小孩得的多", "common_in", "视神经炎", D, mention="视神经乳头炎"),
    Q("婴幼儿容易得哪些病呀", "common_in", "婴幼儿", PO),
    # prevalent_in
    Q("IgA肾病哪几个国家报道得多", "prevalent_in", "IgA肾病", D),
    Q("委内瑞拉马脑炎主要在哪流行啊", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("球孢子菌病在美国哪一带常见", "prevalent_in", "球孢子菌病", D),
    Q("去中东旅游要防哪些地方病", "prevalent_in", "中东", RE),
    Q("拉丁美洲那边流行什么病", "prevalent_in", "拉丁美洲", RE),
    Q("麻风现在还在哪些国家有", "prevalent_in", "麻风", D),
    Q("基底细胞癌是不是欧美人得的多", "prevalent_in", "基底细胞癌", D),
    Q("伤寒病在印度是不是很多见", "prevalent_in", "伤寒病", D, named="印度"),
    # treated_with
    Q("低钾血症除了补钾还有啥处理办法", "treated_with", "低钾血症", D),
    Q("喉炎嗓子哑了说不出话，医院一般怎么给治呢", "treated_with", "喉炎", D),
    Q("药物中毒了送去抢救，医生会怎么处置", "treated_with", "药物中毒", D),
    Q("心源性休克要上机器辅助吗，都有哪些救治手段", "treated_with", "心源性休克", D),
    Q("高甘油三酯血症不想吃药，靠管住嘴迈开腿能治住吗", "treated_with", "高甘油三酯血症", D),
    Q("病毒性肝炎现在都有哪些治法啊", "treated_with", "病毒性肝炎", D),
    Q("急性脊髓炎瘫在床上了，后面要怎么治疗和康复", "treated_with", "急性脊髓炎", D),
    Q("缺血性脑卒中刚发病那会儿能溶栓吗，怎么个治法", "treated_with", "脑梗塞", D, mention="缺血性脑卒中"),
    # invades
    Q("肛门癌会长到阴道去吗", "invades", "肛门癌", D, named="阴道"),
    Q("肾细胞癌会往周围哪些地方侵犯", "invades", "肾细胞癌", D),
    Q("皮肤白喉会不会蔓延到眼睛或者外耳道去，都会侵到哪", "invades", "皮肤白喉", D),
    Q("慢性淋巴细胞白血病的癌细胞会钻进哪些脏器里啊", "invades", "慢性淋巴细胞白血病", D),
    Q("麻疹病毒进到身体里先侵犯哪些地方", "invades", "麻疹", D),
    Q("基底细胞癌会不会沿着神经往里长", "invades", "基底细胞癌", D, named="神经周围"),
    Q("哪些病会侵犯到门静脉", "invades", "门静脉", BP),
    # metastasizes_to
    Q("甲状腺癌扩散一般去哪儿", "metastasizes_to", "甲状腺癌", D),
    Q("睾丸癌转移的话先到哪里的淋巴结", "metastasizes_to", "睾丸癌", D),
    Q("子宫内膜癌晚期会跑到肺部吗", "metastasizes_to", "子宫内膜癌", D, named="肺部"),
    Q("宫颈癌会扩散到膀胱和直肠吗，还有哪里", "metastasizes_to", "宫颈癌", D),
    Q("食管癌的癌细胞一般会转到哪些器官去", "metastasizes_to", "食管癌", D),
    Q("类癌综合征会转移到哪里呢", "metastasizes_to", "类癌综合征", D),
    Q("哪些癌容易转移到骨头上", "metastasizes_to", "骨", BP),
    # is_subtype_of
    Q("急性白血病在分类上属于哪种白血病，能治好吗", "is_subtype_of", "急性白血病", D),
    Q("低钾血症归在哪一大类毛病里", "is_subtype_of", "低钾血症", D),
    Q("胆管炎从大类上说是哪方面的病", "is_subtype_of", "胆管炎", D),
    Q("耳聋这个病上一级分类是啥", "is_subtype_of", "耳聋", D),
    Q("动脉硬化是不是动脉粥样硬化的一种", "is_subtype_of", "动脉硬化", D, named="动脉粥样硬化"),
    Q("消化道出血算哪个系统的病呢", "is_subtype_of", "消化道出血", D),
    Q("电解质紊乱是属于哪一类疾病啊", "is_subtype_of", "电解质紊乱", D),
    Q("缺血性脑卒中在疾病分类里挂在哪个大类下面", "is_subtype_of", "缺血性脑卒中", D),
    # related_disease
    Q("风疹跟哪些病症沾边", "related_disease", "风疹", D),
    Q("多胎妊娠跟哪些病有牵连", "related_disease", "多胎妊娠", D),
    Q("结节病可能和哪些病有关系呀", "related_disease", "结节病", D),
    Q("急性肾功能衰竭往往伴着哪些相关的病", "related_disease", "急性肾功能衰竭", D),
    Q("黄热病有什么相关联的疾病", "related_disease", "黄热病", D),
    Q("急性鼻窦炎跟细菌性鼻窦炎有啥关系", "related_disease", "急性鼻窦炎", D, named="细菌性鼻窦炎"),
    Q("高血糖症跟肾小球肾炎有没有关联", "related_disease", "高血糖症", D, named="肾小球肾炎"),
    Q("神经炎这个病跟哪个病有关系", "related_disease", "神经炎", D),
    # differential_diagnosis
    Q("消化性溃疡疾病肚子疼，要跟啥病区别开", "differential_diagnosis", "消化性溃疡疾病", D),
    Q("心房扑动和心房颤动怎么区分，还要排除什么", "differential_diagnosis", "心房扑动", D),
    Q("尘肺在诊断的时候容易被误认成哪些病", "differential_diagnosis", "尘肺", D),
    Q("磨牙症会不会跟帕金森病弄混", "differential_diagnosis", "磨牙症", D, named="帕金森病"),
    Q("肾病综合征要跟什么病鉴别一下", "differential_diagnosis", "肾病综合征", D),
    Q("睾丸癌会不会被当成睾丸扭转", "differential_diagnosis", "睾丸癌", D, named="睾丸扭转"),
    Q("胎盘早剥要和哪些情况分清楚", "differential_diagnosis", "胎盘早剥", D),
    # indicated_for
    Q("泰利必妥是治什么感染的", "indicated_for", "氧氟沙星片", DR, mention="泰利必妥"),
    Q("美罗华这个针是打什么病的", "indicated_for", "利妥昔单抗注射液", DR, mention="美罗华"),
    Q("西乐葆是管哪些病的止痛药呀", "indicated_for", "塞来昔布胶囊", DR, mention="西乐葆"),
    Q("盐酸伐昔洛韦分散片是抗病毒的吧，具体治啥", "indicated_for", "盐酸伐昔洛韦分散片", DR),
    Q("左奥硝唑氯化钠注射液一般输来治什么", "indicated_for", "左奥硝唑氯化钠注射液", DR),
    Q("盐酸齐拉西酮胶囊是治精神分裂症的吗", "indicated_for", "盐酸齐拉西酮胶囊", DR, named="精神分裂症"),
    Q("注射用亮菌甲素用在啥病上", "indicated_for", "注射用亮菌甲素", DR),
    Q("艾生特是不是治艾滋病的药", "indicated_for", "拉替拉韦钾片", DR, mention="艾生特"),
    # has_adverse_reaction
    Q("化疗用的泰素打完人会遭哪些罪", "has_adverse_reaction", "紫杉醇注射液", DR, mention="泰素"),
    Q("托卡朋片吃了以后可能出什么状况", "has_adverse_reaction", "托卡朋片", DR),
    Q("加替沙星胶囊听说会影响血糖，还有别的副作用吗", "has_adverse_reaction", "加替沙星胶囊", DR),
    Q("更昔洛韦注射液用着有哪些要当心的反应", "has_adverse_reaction", "更昔洛韦注射液", DR),
    Q("吉尼乐尔这个降压药吃了有啥不舒服的反应", "has_adverse_reaction", "尼索地平缓释片", DR, mention="吉尼乐尔"),
    Q("那止吃久了伤胃吗，副作用多不多", "has_adverse_reaction", "依托度酸胶囊", DR, mention="那止"),
    Q("盐酸罗匹尼罗片吃了会打嗝吗", "has_adverse_reaction", "盐酸罗匹尼罗片", DR, named="打嗝"),
    Q("哪些药吃了会让人QT间期延长", "has_adverse_reaction", "QT间期延长", S),
    # has_ingredient
    Q("拉替拉韦钾片里头起作用的是什么东西", "has_ingredient", "拉替拉韦钾片", DR),
    Q("依托度酸胶囊里装的是什么药", "has_ingredient", "依托度酸胶囊", DR),
    Q("希存这个针剂里面都含些什么", "has_ingredient", "多西他赛注射液", DR, mention="希存"),
    Q("注射用更昔洛韦里面加了什么辅料没有", "has_ingredient", "注射用更昔洛韦", DR),
    Q("盐酸埃克替尼片是用什么做成的", "has_ingredient", "盐酸埃克替尼片", DR),
    Q("果糖二磷酸钠片里面含哪些东西呀", "has_ingredient", "果糖二磷酸钠片", DR),
    Q("含齐拉西酮的药有哪些牌子", "has_ingredient", "齐拉西酮", IN),
    # is_a_level3
    Q("森得宁是管帕金森的药吗，算哪类", "is_a_level3", "托卡朋片", DR, mention="森得宁"),
    Q("氧氟沙星胶囊是抗菌的还是抗病毒的，属于哪种用途", "is_a_level3", "氧氟沙星胶囊", DR),
    Q("盐酸罗匹尼罗片在药理分类里是干嘛的药", "is_a_level3", "盐酸罗匹尼罗片", DR),
    Q("尼索地平缓释片属于哪一类降压药", "is_a_level3", "尼索地平缓释片", DR),
    Q("注射用头孢米诺钠用途上归哪类", "is_a_level3", "注射用头孢米诺钠", DR),
    Q("多西他赛注射液是哪一类抗癌药啊", "is_a_level3", "多西他赛注射液", DR),
    Q("抗帕金森病药都有哪些", "is_a_level3", "抗帕金森病药", DC),
    Q("卓乐定是什么用途的药，治精神方面的吗", "is_a_level3", "盐酸齐拉西酮胶囊", DR, mention="卓乐定"),
    # belongs_to
    Q("艾生特在药品分类里放在哪一栏", "belongs_to", "拉替拉韦钾片", DR, mention="艾生特"),
    Q("阿奇霉素分散片在药店货架上归哪个分类", "belongs_to", "阿奇霉素分散片", DR),
    Q("加替沙星注射液是什么类别的药品", "belongs_to", "加替沙星注射液", DR),
    Q("我家孩子在吃安律凡，它属于哪类药品", "belongs_to", "阿立哌唑片", DR, mention="安律凡"),
    Q("善思达是抗精神病的药不", "belongs_to", "棕榈酸帕利哌酮注射液", DR, mention="善思达"),
    Q("奥复星是喹诺酮类的吗", "belongs_to", "氧氟沙星片", DR, mention="奥复星", named="喹诺酮类"),
    Q("昔布类的药有哪些", "belongs_to", "昔布类", PC),
    # drug_has_alias
    Q("盐酸埃克替尼片的商品名叫啥", "drug_has_alias", "盐酸埃克替尼片", DR),
    Q("多库酯钠片在药店叫什么名字", "drug_has_alias", "多库酯钠片", DR),
    Q("尿多酸肽注射液还有别的叫法吗", "drug_has_alias", "尿多酸肽注射液", DR),
    Q("注射用比阿培南医院里一般管它叫什么", "drug_has_alias", "注射用比阿培南", DR),
    Q("洛普欣是哪个药的名字", "drug_has_alias", "洛普欣", AL),
    Q("丽生这个名字对应的是哪种注射剂", "drug_has_alias", "丽生", AL),
    Q("喜滴克指的是什么药呀", "drug_has_alias", "喜滴克", AL),
    # mainly_treats
    Q("山萸肉能治哪些毛病", "mainly_treats", "山茱萸", M, mention="山萸肉"),
    Q("旱田草是治妇科病的吗，主要治啥", "mainly_treats", "旱田草", M),
    Q("野牡丹拿来入药主治什么", "mainly_treats", "野牡丹", M),
    Q("马莲子能治什么病呀", "mainly_treats", "马蔺子", M, mention="马莲子"),
    Q("李根白皮治哪些病", "mainly_treats", "李根皮", M, mention="李根白皮"),
    Q("高粱泡根是治什么的草药", "mainly_treats", "高粱泡根", M),
    Q("剑叶耳草对咯血有用吗", "mainly_treats", "剑叶耳草", M, named="咯血"),
    Q("得了崩漏可以用哪些草药", "mainly_treats", "崩漏", D),
    # has_efficacy
    Q("猪肝菜有什么功效", "has_efficacy", "狗肝菜", M, mention="猪肝菜"),
    Q("杨梅树皮入药能起啥作用", "has_efficacy", "杨梅树皮", M),
    Q("苦石莲有哪些用处", "has_efficacy", "苦石莲", M),
    Q("毛慈姑能止血吗", "has_efficacy", "见血清", M, mention="毛慈姑", named="凉血止血"),
    Q("梨果仙人掌煮水喝对人有什么好处", "has_efficacy", "梨果仙人掌", M),
    Q("苦地胆根是清热的药吗，功效是什么", "has_efficacy", "苦地胆根", M),
    Q("哪些草药能凉血解毒呢", "has_efficacy", "凉血解毒", EF),
    # distributed_in
    Q("旱田草在哪些省能采到", "distributed_in", "旱田草", M),
    Q("地白草长在什么地方", "distributed_in", "地白草", M),
    Q("酸枣根皮主要产自哪些地方", "distributed_in", "酸枣根皮", M),
    Q("土地骨皮哪儿有出产", "distributed_in", "土地骨皮", M),
    Q("河白草我们江苏有没有", "distributed_in", "杠板归", M, mention="河白草", named="江苏"),
    Q("双金钱这味药材分布在哪", "distributed_in", "排钱草", M, mention="双金钱"),
    Q("福建山里能找到哪些药材", "distributed_in", "福建", RE),
    # material_has_alias
    Q("白首乌民间还叫什么", "material_has_alias", "白首乌", M),
    Q("石仙桃有没有别的叫法", "material_has_alias", "石仙桃", M),
    Q("大虎耳草在云南土话里叫啥", "material_has_alias", "大虎耳草", M),
    Q("红毛五加皮另外几个名字是什么", "material_has_alias", "红毛五加皮", M),
    Q("贯叶蓼说的是哪种草药", "material_has_alias", "贯叶蓼", AL),
    Q("石橄榄是什么药材", "material_has_alias", "石橄榄", AL),
    Q("水菖蒲乡下人都怎么叫它", "material_has_alias", "水菖蒲", M),
    # composed_of
    Q("八味回阳饮里要放哪几样药", "composed_of", "八味回阳饮", F),
    Q("八物温经汤的配方是啥", "composed_of", "八物温经汤", F),
    Q("碧玉散用什么东西调出来的", "composed_of", "碧玉散", F),
    Q("八宝药墨是拿什么做的", "composed_of", "八宝药墨", F),
    Q("麻桂术甘汤里有当归吗", "composed_of", "麻桂术甘汤", F, named="当归"),
    Q("八妙丸抓药的话方子上都写了啥", "composed_of", "八妙丸", F),
    Q("哪些方子里用到了附子", "composed_of", "附子", IN),
    # formula_has_efficacy
    Q("十枣汤主要起什么作用", "formula_has_efficacy", "十枣汤", F),
    Q("当归六黄汤能止汗吗", "formula_has_efficacy", "当归六黄汤", F, named="固表止汗"),
    Q("肾气丸是补什么的", "formula_has_efficacy", "肾气丸", F),
    Q("滚痰丸有啥功用", "formula_has_efficacy", "滚痰丸", F),
    Q("清胃散喝了能达到什么效果", "formula_has_efficacy", "清胃散", F),
    Q("竹叶石膏汤对人有哪些作用啊", "formula_has_efficacy", "竹叶石膏汤", F),
    Q("哪些方子是补气生血的", "formula_has_efficacy", "补气生血", EF),
    # prescribed_for
    Q("五味消毒饮治哪些病症", "prescribed_for", "五味消毒饮", F),
    Q("凉膈散适合什么样的病人", "prescribed_for", "凉膈散", F),
    Q("至宝丹是救急用的吗，能治中风不", "prescribed_for", "至宝丹", F, named="中风"),
    Q("苇茎汤一般开给什么病人", "prescribed_for", "苇茎汤", F),
    Q("养阴清肺汤主要对付哪些病", "prescribed_for", "养阴清肺汤", F),
    Q("木香槟榔丸能治便秘吗", "prescribed_for", "木香槟榔丸", F, named="便秘"),
    Q("槐花散用于什么病", "prescribed_for", "槐花散", F),
    # formula_has_alias
    Q("八毒赤丸还叫什么丸", "formula_has_alias", "八毒赤丸", F),
    Q("巴戟天饮有没有别的方名", "formula_has_alias", "巴戟天饮", F),
    Q("八效虎骨散的另一种叫法", "formula_has_alias", "八效虎骨散", F),
    Q("八物茜根汤古书里也叫什么", "formula_has_alias", "八物茜根汤", F),
    Q("拓痞丸是哪个方子的别名", "formula_has_alias", "拓痞丸", AL),
    Q("治疝茴香丸指的是哪个方", "formula_has_alias", "治疝茴香丸", AL),
    Q("琥珀利气丸简称什么", "formula_has_alias", "琥珀利气丸", F),
    # check_for_disease
    Q("肺通气功能检查是用来诊断哪些疾病的呢", "check_for_disease", "肺通气功能检查", C),
    Q("甲状腺球蛋白检查主要针对哪些甲状腺的病", "check_for_disease", "甲状腺球蛋白检查", C),
    Q("粪便寄生虫检查能发现啥病", "check_for_disease", "粪便寄生虫检查", C),
    Q("乳头溢液检查跟哪些病有关", "check_for_disease", "乳头溢液检查", C),
    Q("阴道活检是为了排查什么病", "check_for_disease", "阴道活检", C),
    Q("尿肌酐检查异常可能是哪些病", "check_for_disease", "尿肌酐检查", C),
    Q("查伤寒病要做哪些检验", "check_for_disease", "伤寒病", D),
    # check_for_symptom
    Q("眼震电图描记法是哪些症状出现了才要做", "check_for_symptom", "眼震电图描记法", C),
    Q("骨髓细菌培养针对的是哪些症状", "check_for_symptom", "骨髓细菌培养", C),
    Q("粪细菌培养是有什么不舒服的时候查", "check_for_symptom", "粪细菌培养", C),
    Q("脑脊液细胞学检查一般是因为什么症状才做", "check_for_symptom", "脑脊液细胞学检查", C),
    Q("乳头溢液检查是碰到哪些情况要做的", "check_for_symptom", "乳头溢液检查", C),
    Q("肝胆显像检查适用于哪些症状", "check_for_symptom", "肝胆显像检查", C),
    Q("老是心悸要做哪些检查", "check_for_symptom", "心悸", S),
    # performed_by
    Q("新生儿疾病筛查检查在哪个科做呀", "performed_by", "新生儿疾病筛查检查", C),
    Q("静脉尿路造影检查是泌尿外科负责吗", "performed_by", "静脉尿路造影检查", C, named="泌尿外科"),
    Q("宫腔镜检查得找哪个科室的医生做呢", "performed_by", "宫腔镜检查", C),
    Q("脑电图检查一般是哪个科的人操作", "performed_by", "脑电图检查", C),
    Q("消化科那里都给病人做哪几种检查呢", "performed_by", "消化科", DEP),
    Q("心血管科都负责做什么检查", "performed_by", "心血管科", DEP),
    Q("儿科那边能给做哪些检查", "performed_by", "儿科", DEP),
    # check_has_alias
    Q("ECG是哪个检查", "check_has_alias", "ECG", AL),
    Q("新生儿筛查指的是什么检查", "check_has_alias", "新生儿筛查", AL),
    Q("静脉肾盂排泄造影跟哪个检查是一回事", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("快速血浆反应素试验英文缩写是什么呀", "check_has_alias", "快速血浆反应素试验", C),
    Q("新生儿疾病筛查检查有简称吗", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("electroencephalogram翻成中文是什么检查", "check_has_alias", "electroencephalogram", AL),
    Q("静脉尿路造影检查还有别的说法不", "check_has_alias", "静脉尿路造影检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day11"))
