"""Writes `medical_everyday_30.jsonl`, a thirtieth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-ninth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 221 questions, every relation
type of the network asked four to seven times. Most open with a line copied from a paper the asker holds — a discharge
summary, an outpatient record, a prescription, a lab, imaging or pathology report, a drug box or leaflet, a herbal shop
label, an old formula book — in its formal wording, often with a dose, a unit or a result (出院小结：诊断 围生期心肌病，射血
分数35%, 处方：达体朗 12.5mg tid, 血涂片报告：口形红细胞 8%, 眼科检查单：压平眼压计测量法，右眼 28mmHg), then the asker's own
everyday question about it (这病平时会有啥表现啊, 这个药是治啥病的, 是看黄疸的吗). The askers vary: patients, spouses, sons and
daughters for elderly parents (我妈七十了, 我爸八十了), grandchildren, new parents (宝宝脸黄), a pregnant woman, a nephew, a
student with homework (医学生作业, 药理课作业, 方剂学考试题), herb buyers and growers (药材收购单, 药农的收货单). 35 questions carry
呢/啊/呀/嘛/哈; a few ask two things and the first is the gold (我妈还能化疗吗，有哪些治法 names 化疗; 这是抗组胺那类的吗，具体算
哪类).

Records: where the network allows, taken from the second fifth of each relation type's source type in key order (the
record key of the source type), among records whose name no question of the other sets (the shipped dev set, everyday
sets 1 to 29 and the three alias sets) contains and that none of them uses as an entity or a mention; most of the
alias instances asked about are aliases of records in that window. The exceptions are the relation types whose sources
in that window the earlier sets already ask about, or that have none there (has_risk_factor, prevalent_in,
metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy,
prescribed_for, formula_has_alias, performed_by, check_has_alias): asked about one neighbour no earlier question names
(中耳炎 ← 仰卧位奶瓶喂养, 多发性硬化 → 北纬, 前列腺癌 → 周围神经, 非小细胞肺癌 → 臂丛, 代谢综合征 ↔ 冠状动脉病, 前置胎盘 ↔ 胎盘早剥,
健脾资生丸 → 怀山药, 九味羌活汤 → 发汗祛湿, 丁香柿蒂汤 → 呃逆不已, 超声内镜检查 → EUS), or in new words about records the
earlier sets ask about (八风丹, 八风散, 八风防风散, 当归丸, 牛黄清心丸, 附子理中丸, 琥珀安神丸, 诺和锐30, 无痛胃镜检查,
新生儿疾病筛查检查, 儿科, EMG, EEG); besides these, 八风九州岛岛岛汤 is the one formula of the window no set asks about, and
初发性或维持性睡眠障碍［失眠症］ and 爱通立® are records outside the window that no set asks about. Three questions asked from
the target end are about records outside the window (眼肌麻痹, 抗血吸虫病药, and QT间期延长, which earlier sets also ask about).

78 questions name the one neighbour they ask about, most naming two records (外伤性脑脊液漏 会引起脑膜炎症吗, 坏疽性脐疝 是脐疝的
一种吗, 和络舒肝片 里面有三棱吗). Four besides the alias-instance questions below are asked from the relation's target end
(眼肌麻痹一般是哪些病闹的, QT间期延长…哪些药会引起这个, 抗血吸虫病药 都包括哪些药, 儿科能做哪些检查啊).

Names inside names: by a mechanical count 146 of the 221 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (复发性卵巢癌 holds 卵巢癌, 复发性卵巢恶性肿瘤 holds 卵巢恶性肿瘤, 坏疽性胆囊炎 holds 胆囊炎, 坏疽性胰腺炎 holds
胰腺炎, 复发性腹股沟疝 holds 腹股沟疝, 外阴瘙痒症 holds 瘙痒症, 外耳道胆脂瘤 holds 胆脂瘤, 外伤相关性青光眼 holds 青光眼, 地方性斑疹
伤寒 holds 斑疹伤寒, 垂体依赖性库欣病 holds 库欣病, 产后抑郁症 holds 抑郁症, 非小细胞肺癌 holds 小细胞肺癌, 外伤性脑脓肿 holds
脑脓肿, 固定型孢子丝菌病 holds 孢子丝菌病, 外伤后颈内动脉闭塞 holds 颈内动脉, 吸附破伤风疫苗 holds 破伤风疫苗, 地奈德乳膏 holds
地奈德; 内膜癌, 胰腺炎, 基底细胞癌, 中耳炎, 喉癌 and 固定性斜视 lie inside longer records' names: 子宫内膜癌, 慢性胰腺炎,
眼睑基底细胞癌, 中耳炎症, 声门型喉癌, 先天性固定性斜视).

About one question in four (54 of 221) names its entity by a name the network records for that very instance:
disease aliases (33: eponyms and their Chinese or lettered names such as 三尖瓣下移畸形, Wermer氏综合征, 韦格纳肉芽肿病,
Mollaret脑膜炎, Russell—Silver综合征, 外阴Kaposi肉瘤, III型高脂蛋白血症, 皮质下动脉硬化性脑病; older or descriptive names such
as 游走性舌炎, 眼皮肤黑素细胞增生病, 皮肤弹力过度综合征, 宫内生长迟缓儿, 内在性子宫内膜异位症, 多发性软骨炎软骨膜炎, 求医癖,
宿酒病, 学校技能发育障碍, 急性妄想发作, 外阴营养不良, 羊水吸入综合征, 外阴湿疹样癌, 假腺鳞癌, 原发性低磷酸盐血症性佝偻病;
names with a part changed, dropped or added such as 外阴前庭综合征, 发作性风湿症, 坐骨直肠间隙脓肿, 颈动脉闭合性损伤, 妊娠瘙痒症,
子宫脱出, 先天性内斜视, 增生性骨关节炎, 出血性大疱性鼓膜炎, 多灶性脱髓鞘性运动神经病); drug trade names (12, below); medicinal material
aliases (8: 榆耳, 土白头翁, 接力草, 地五加, 西连画眉草, 江南大将军, 姜桐子树根, 理木香); a check's English abbreviation (EUS).
Ten more ask what an alias stands for (Hailey—Hailey病, Thorn 综合征, 胎上逼心, Ollier病, 安立泽, 爱通立®, 星星草花, 金丝矮陀陀,
EMG, EEG: disease, drug, material and check aliases): their gold is the alias instance, answered by the record that lists
it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists (痢特灵片, 达体朗, 万托林,
普米克令舒, 凯特力, 力月西, 珍视明, 皿治林, 密固达, 加罗宁, 达芙通, 信龙). All twelve are also drug records of their own (the
source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(呋喃唑酮片, 噻奈普汀钠片, 吸入用硫酸沙丁胺醇溶液, 吸入用布地奈德混悬液, 吸入用七氟烷, 咪达唑仑注射液, 四味珍层冰硼滴眼液,
咪唑斯汀缓释片, 唑来膦酸注射液, 地佐辛注射液, 地屈孕酮片, 呋麻滴鼻液), the mention is the trade name and the line is tagged
`alias`, because someone holding the box or the prescription asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name.

Other names the network holds under two records (8 questions besides the 12 trade names written twice); the gold record
is the one the question is judged to mean:
- 三尖瓣下移畸形 and 韦格纳肉芽肿病 are disease records of their own as well as aliases that 埃布斯坦畸形 and 多脉管炎合并肉芽肿
  list; 外阴营养不良 is a disease and a cause record as well as an alias of 外阴白色病变; EUS is a check record as well as the
  alias of 超声内镜检查 (4 questions). Each is copied from a report (心超报告：三尖瓣下移畸形, 出院诊断：韦格纳肉芽肿病, 门诊诊断：
  外阴营养不良, 胃镜室预约单：EUS) and the asker means the condition or the examination the report names; the gold is the record
  that lists the alias, as the network records what the alias stands for, so that the question has the neighbours of the
  record that carries the condition's or the examination's data.
- 安立泽 is a drug record, EMG and EEG are check records, as well as the alias instances 沙格列汀片, 肌电图检查 and 脑电图检查
  list (3 questions). The questions ask what the name stands for (这是什么药啊, 这是啥检查, 是哪个检查), so the gold is the alias
  instance.
- 眼肌麻痹 is a disease and a symptom record (1 question); the asker has the symptom (眼皮抬不起来) and asks which diseases
  cause it, so the gold is the symptom record, asked from the target end of has_symptom.
- Besides these, 45 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most often
  a symptom record: 外阴瘙痒症, 多毛症, 室性期前收缩, 妊娠呕吐, 子宫脱垂, 太田痣, 妊娠痒疹, 前置胎盘, 垂体功能减退症; a cause record:
  子宫腺肌病, B族链球菌感染, 代谢综合征; an alias record: 坏死性筋膜炎, 支气管肺癌, 大细辛; a population record: 前列腺癌, and 儿科, also a
  drug class record), and the wording says which is meant (这个病, 这病, 这味药, 诊断：…).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_30.py    # rewrites bench/sets/medical_everyday_30.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DC, DEP, DR, F, M, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_30.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("出院小结：诊断 围生期心肌病，射血分数35%。我老婆生完孩子才一个月，这病平时会有啥表现啊", "has_symptom",
      "围生期心肌病", D),
    Q("心超报告：三尖瓣下移畸形，右房增大。医生说孩子会发绀，这病还有啥别的表现", "has_symptom", "埃布斯坦畸形", D,
      mention="三尖瓣下移畸形"),
    Q("急诊诊断：垂体危象。我爸现在迷迷糊糊的，这病会昏迷吗", "has_symptom", "垂体危象", D, named="昏迷"),
    Q("门诊病历：外阴前庭综合征。我同房的时候疼，这病还有别的症状吗", "has_symptom", "外阴前庭炎", D,
      mention="外阴前庭综合征"),
    Q("出院诊断：Wermer氏综合征。我哥这个病身上会有哪些表现呀", "has_symptom", "多发性内分泌肿瘤综合征I型", D,
      mention="Wermer氏综合征"),
    Q("查体记录：眼肌麻痹。我妈眼皮抬不起来，眼肌麻痹一般是哪些病闹的", "has_symptom", "眼肌麻痹", S),
    Q("出院诊断：韦格纳肉芽肿病。我爸鼻子老出血，这病还有啥表现", "has_symptom", "多脉管炎合并肉芽肿", D,
      mention="韦格纳肉芽肿病"),
    # designated_to
    Q("术后护理记录：患者夜间躁动，考虑围术期伴发的精神障碍。我公公手术完就说胡话，该转哪个科看呢", "designated_to",
      "围术期伴发的精神障碍", D),
    Q("B超报告：坐骨直肠窝脓肿可能。屁股边上肿得坐不下，挂号挂哪个科啊", "designated_to", "坐骨直肠窝脓肿", D),
    Q("舌头照片发给医生，医生回“游走性舌炎，不要紧”，孩子这个要去哪个科复诊呀", "designated_to", "地图舌", D,
      mention="游走性舌炎"),
    Q("门诊诊断：坐骨疝。我妈七十了，医生让住院，这个是哪个科收的呢", "designated_to", "坐骨疝", D),
    Q("社区医生转诊单写的是发作性风湿症，手指关节一阵一阵地肿，到大医院挂哪个科啊", "designated_to", "复发性风湿症", D,
      mention="发作性风湿症"),
    Q("眼科转诊单：眼皮肤黑素细胞增生病。孩子眼睛周围青一块，到底该挂哪个科", "designated_to", "太田痣", D,
      mention="眼皮肤黑素细胞增生病"),
    Q("新生儿出院记录写着宫内生长迟缓儿，满月复查该挂哪个科呢", "designated_to", "小于胎龄儿", D,
      mention="宫内生长迟缓儿"),
    # checks
    Q("出院诊断：外伤性癫痫。我弟车祸后抽过两回，复查要做哪些检查呢", "checks", "外伤性癫痫", D),
    Q("内分泌门诊：垂体催乳素瘤待排。我闺女月经没来还溢奶，确诊要做哪些检查呀", "checks", "垂体催乳素瘤", D),
    Q("神经科病历写的 Mollaret脑膜炎，老是反复头疼发烧，这个要查啥", "checks", "复发性无菌性脑膜炎", D,
      mention="Mollaret脑膜炎"),
    Q("病历：多发性软骨炎软骨膜炎，眼睛红痛。眼睛这块要做些什么检查", "checks", "复发性多发性软骨炎伴发的葡萄膜炎", D,
      mention="多发性软骨炎软骨膜炎"),
    Q("妇科B超提示：内在性子宫内膜异位症。痛经疼得打滚，还要做啥检查吗", "checks", "子宫腺肌病", D,
      mention="内在性子宫内膜异位症"),
    Q("病理会诊单：外阴Kaposi肉瘤。我姑姑后面还得查哪些项目", "checks", "外阴卡波西肉瘤", D, mention="外阴Kaposi肉瘤"),
    Q("遗传咨询单：Russell—Silver综合征。孩子个子小，还要做哪些检查", "checks",
      "小儿不对称身材—矮小—性发育异常综合征", D, mention="Russell—Silver综合征"),
    # has_complication
    Q("CT报告：外伤后脑膨出。我儿子出院回家，要留意会并发什么吗", "has_complication", "外伤后脑膨出", D),
    Q("出院小结：外伤性脑脊液漏，鼻子一直流清水，会引起脑膜炎症吗", "has_complication", "外伤性脑脊液漏", D,
      named="脑膜炎症"),
    Q("血管造影：外伤后颈内动脉闭塞。我爸会不会接着脑梗啊", "has_complication", "外伤后颈内动脉闭塞", D, named="脑梗"),
    Q("会诊意见：颈动脉闭合性损伤。出车祸的舅舅以后可能出现哪些并发症", "has_complication", "外伤后颈动脉闭塞", D,
      mention="颈动脉闭合性损伤"),
    Q("眼科诊断：外伤相关性青光眼。打篮球被撞了眼睛，还会引起视网膜脱离吗", "has_complication", "外伤相关性青光眼", D,
      named="视网膜脱离"),
    Q("诊断：皮质下动脉硬化性脑病。我爷爷记性越来越差，这病还会并发什么吗", "has_complication", "宾斯旺格病", D,
      mention="皮质下动脉硬化性脑病"),
    Q("皮肤科门诊：妊娠瘙痒症，孕32周。会不会有什么并发症啊，我好担心", "has_complication", "妊娠痒疹", D,
      mention="妊娠瘙痒症"),
    # cures
    Q("处方：土霉素片 0.25g 口服 一日四次。诊断地方性斑疹伤寒，除了这个还有别的药能用吗", "cures", "地方性斑疹伤寒", D),
    Q("处方笺：吡喹酮片 按体重服。孩子查出姜片虫病，一般吃哪些药呀", "cures", "姜片虫病", D),
    Q("妇科门诊：外阴瘙痒症，开了复方曲安奈德乳膏。这个病还能用什么药膏", "cures", "外阴瘙痒症", D),
    Q("医嘱：炔雌醇环丙孕酮片 1片 每日一次。我汗毛重医生说是多毛症这个病，还有别的药吗", "cures", "多毛症", D),
    Q("心电图报告：频发室性期前收缩。我妈心慌，这个病能吃盐酸胺碘酮片吗", "cures", "室性期前收缩", D,
      named="盐酸胺碘酮片"),
    Q("孕妇病历：妊娠呕吐，尿酮体(++)。吐得饭都吃不下，这个病可以用哪些药啊", "cures", "妊娠呕吐", D),
    Q("肿瘤科随访单：复发性卵巢癌，奥拉帕尼维持。还有啥药能治呢", "cures", "复发性卵巢癌", D),
    # shown_on
    Q("皮肤科报告：基底细胞瘤，面部。我外公这个一般长在哪些地方啊", "shown_on", "基底细胞瘤", D),
    Q("遗传门诊：皮肤弹力过度综合征。女儿皮肤能拉很长，这病会累及身体哪些地方", "shown_on", "埃莱尔—当洛综合征", D,
      mention="皮肤弹力过度综合征"),
    Q("病理报告：增生性毛根鞘瘤，大小2cm。我奶奶这种瘤子一般长哪里", "shown_on", "增生性毛根鞘瘤", D),
    Q("门诊诊断：复发性腹股沟疝。我爸那儿又鼓包了，这病是在哪个部位", "shown_on", "复发性腹股沟疝", D),
    Q("儿科病历：地图舌。宝宝舌头上一块一块的，会长在舌尖吗", "shown_on", "地图舌", D, named="舌尖"),
    Q("斜视门诊：先天性内斜视。是眼睛哪儿出的问题", "shown_on", "婴幼儿型内斜视", D, mention="先天性内斜视"),
    Q("妇科检查：子宫脱出II度。我妈说下面有东西掉出来，这是长在哪个部位的病", "shown_on", "子宫脱垂", D,
      mention="子宫脱出"),
    # has_alias
    Q("出院记录诊断：外阴恶性黑色素瘤。我小姨问这个还有什么别的叫法", "has_alias", "外阴恶性黑色素瘤", D),
    Q("病理：外阴派杰病。网上查不到多少资料，它还叫什么名", "has_alias", "外阴派杰病", D),
    Q("诊断证明：子宫腺肌病。我妈说以前医生叫的不是这个名字，它还有啥名称", "has_alias", "子宫腺肌病", D),
    Q("皮肤科报告写“Hailey—Hailey病”，这是啥病的别名啊", "has_alias", "Hailey—Hailey病", AL),
    Q("化验单备注 Thorn 综合征，这指的是哪个病呀", "has_alias", "Thorn 综合征", AL),
    Q("老中医方子上写“胎上逼心”，怀孕的表妹问这说的是啥病", "has_alias", "胎上逼心", AL),
    Q("骨科片子上写 Ollier病，这个是哪个病的另一个叫法", "has_alias", "Ollier病", AL),
    # caused_by
    Q("出院诊断：坏死性筋膜炎（左下肢）。我爸腿烂成这样，到底是怎么得的", "caused_by", "坏死性筋膜炎", D),
    Q("X光报告：增生性骨关节炎，腰椎骨质增生。我妈七十了，这是怎么造成的", "caused_by", "增生性骨关节病", D,
      mention="增生性骨关节炎"),
    Q("眼科门诊：固定性斜视。孩子眼睛转不动，是什么导致的呢", "caused_by", "固定性斜视", D),
    Q("心理科诊断：求医癖。我舅三天两头往医院跑，这是怎么形成的", "caused_by", "孟乔森综合征", D, mention="求医癖"),
    Q("血脂报告：III型高脂蛋白血症。这是遗传的吗，病因是啥", "caused_by", "家族性异常β脂蛋白血症", D,
      mention="III型高脂蛋白血症"),
    Q("儿科诊断：原发性低磷酸盐血症性佝偻病。孩子腿弯，这病咋得的", "caused_by", "家族性抗维生素D佝偻病", D,
      mention="原发性低磷酸盐血症性佝偻病"),
    Q("病理报告：外阴湿疹样癌。我外婆七十多了，这个是啥原因引起的呀", "caused_by", "外阴派杰病", D,
      mention="外阴湿疹样癌"),
    # has_risk_factor
    Q("产科记录：多胎，孕妇年龄38岁。医生说要警惕HELLP综合征，还有哪些情况容易得", "has_risk_factor", "HELLP综合征", D),
    Q("儿保手册上写仰卧位奶瓶喂养容易中耳炎，真的吗，躺着喂奶会让宝宝得中耳炎？", "has_risk_factor", "中耳炎", D,
      named="仰卧位奶瓶喂养"),
    Q("产后随访表：产前焦虑（+）。我老婆怀孕时就焦虑，这会增加产后抑郁症的风险吗", "has_risk_factor", "产后抑郁症", D,
      named="产前焦虑"),
    Q("体检报告：乳腺癌家族史（+）。我妈和姨都得过，我得乳腺原位癌的风险大吗", "has_risk_factor", "乳腺原位癌", D,
      named="乳腺癌家族史"),
    Q("化验单：血清嗜酸粒细胞增高。儿子咳喘，医生说儿童期哮喘，这个指标高算危险因素吗", "has_risk_factor", "儿童期哮喘", D,
      named="血清嗜酸粒细胞增高"),
    Q("用药记录：胰岛素治疗中。我爸天天打胰岛素，是不是容易低血糖症", "has_risk_factor", "低血糖症", D,
      named="胰岛素治疗"),
    # common_in
    Q("喉镜报告：声带白斑。我老公抽烟嗓子哑，这病是不是男的多", "common_in", "声带白斑", D),
    Q("大便化验：复孔绦虫卵（+）。家里养狗，孩子得了复孔绦虫病，这病都是小孩得吗", "common_in", "复孔绦虫病", D,
      named="儿童"),
    Q("口腔科诊断：复发性坏死性黏膜周围炎。嘴里溃疡老不好，这病多见于什么人", "common_in", "复发性坏死性黏膜周围炎", D),
    Q("肛肠科B超：坐骨直肠间隙脓肿。我25岁男的，这病是不是年轻男的容易得", "common_in", "坐骨直肠窝脓肿", D,
      mention="坐骨直肠间隙脓肿"),
    Q("产科出院记录：围生期心肌病。这病一般是哪些产妇容易得呀", "common_in", "围生期心肌病", D),
    Q("新生儿科病历：羊水吸入综合征。这病都是什么样的宝宝会得", "common_in", "大量羊水吸入", D, mention="羊水吸入综合征"),
    Q("心理评估报告：学校技能发育障碍。孩子成绩老跟不上，这病哪些孩子容易得", "common_in", "学习技能发育障碍", D,
      mention="学校技能发育障碍"),
    # prevalent_in
    Q("旅行门诊单：前往中美洲，注意委内瑞拉马脑炎。这病在哪些地方多", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("核磁报告：多发性硬化待排。听说这病在北纬高的地方多，真的假的", "prevalent_in", "多发性硬化", D, named="北纬"),
    Q("援外体检表：埃及血吸虫病筛查阴性。这病主要在哪些地方流行啊", "prevalent_in", "埃及血吸虫病", D),
    Q("医学生作业：白喉现在在哪些地区还多发，要写进报告里", "prevalent_in", "白喉", D),
    Q("疫苗接种单：破伤风抗毒素1500IU。老家那边缺医少药，破伤风是不是在资源贫乏地区多", "prevalent_in", "破伤风", D,
      named="资源贫乏地区"),
    # treated_with
    Q("耳鼻喉门诊：外耳道耵聍栓塞。耳屎堵死了，医院一般用什么办法弄出来", "treated_with", "外耳道耵聍栓塞", D),
    Q("病历：外耳道胆脂瘤。我女儿耳朵老流水，这个怎么治疗呢", "treated_with", "外耳道胆脂瘤", D),
    Q("肿瘤科：复发性卵巢恶性肿瘤。我妈还能化疗吗，有哪些治法", "treated_with", "复发性卵巢恶性肿瘤", D, named="化疗"),
    Q("门诊诊断：外阴营养不良。痒了好多年了，有啥治疗方法", "treated_with", "外阴白色病变", D, mention="外阴营养不良"),
    Q("精神科：急性妄想发作。我弟突然说有人要害他，这病怎么治", "treated_with", "妄想阵发", D, mention="急性妄想发作"),
    Q("术后病理：假腺鳞癌（外阴）。术后还要怎么治疗", "treated_with", "外阴腺鳞癌", D, mention="假腺鳞癌"),
    Q("古医书上说的“宿酒病”，就是喝多了第二天那种，怎么治", "treated_with", "宿醉", D, mention="宿酒病"),
    # metastasizes_to
    Q("病理诊断：内膜癌IB期。我妈的会转移到膀胱及肠道吗", "metastasizes_to", "内膜癌", D, named="膀胱及肠道"),
    Q("前列腺穿刺报告：Gleason评分8分。前列腺癌会沿着周围神经转移吗", "metastasizes_to", "前列腺癌", D,
      named="周围神经"),
    Q("胸部CT：支气管肺癌伴纵隔淋巴结肿大。这是转到纵隔淋巴结了吗", "metastasizes_to", "支气管肺癌", D,
      named="纵隔淋巴结"),
    Q("喉镜报告：喉癌（声门型）。这个会不会往室带跑", "metastasizes_to", "喉癌", D, named="室带"),
    Q("皮肤科病历：瘤型麻风。会跑到气管黏膜去吗", "metastasizes_to", "瘤型麻风", D, named="气管黏膜"),
    Q("心超：感染性心内膜炎，赘生物位于二尖瓣。这个会长到腱索上去吗", "metastasizes_to", "感染性心内膜炎", D,
      named="腱索"),
    # invades
    Q("病理：皮肤白喉。它会侵犯黏膜—皮肤膜吗", "invades", "皮肤白喉", D, named="黏膜—皮肤膜"),
    Q("喉镜报告：喉癌，累及杓会厌皱襞？这个是往外侵了吗", "invades", "喉癌", D, named="杓会厌皱襞"),
    Q("胸部CT：非小细胞肺癌，右上叶。会侵到臂丛吗，我爸胳膊发麻", "invades", "非小细胞肺癌", D, named="臂丛"),
    Q("急诊诊断：胰腺炎。疼到后背中部去了，这是往那边侵犯了吗", "invades", "胰腺炎", D, named="后背中部"),
    Q("传染科病历：呼吸道白喉。会不会侵到别的黏膜去", "invades", "呼吸道白喉", D),
    Q("孩子出麻疹还咳嗽，麻疹病毒会侵犯呼吸道上皮吗", "invades", "麻疹", D, named="呼吸道上皮"),
    # is_subtype_of
    Q("术后病理：坏疽性胆囊炎。这个算胆囊哪一类的病", "is_subtype_of", "坏疽性胆囊炎", D),
    Q("增强CT：坏疽性胰腺炎。这是急性胰腺炎的一种吗", "is_subtype_of", "坏疽性胰腺炎", D, named="急性胰腺炎"),
    Q("内分泌科：垂体依赖性库欣病。它归在哪个大类病下面", "is_subtype_of", "垂体依赖性库欣病", D),
    Q("皮肤科：固定型孢子丝菌病，手背上一个结节。它属于啥病", "is_subtype_of", "固定型孢子丝菌病", D),
    Q("外科会诊：坏疽性脐疝。是脐疝的一种吗", "is_subtype_of", "坏疽性脐疝", D, named="脐疝"),
    Q("肌电图结论：多灶性脱髓鞘性运动神经病。这属于哪一类病", "is_subtype_of", "多灶性运动神经病", D,
      mention="多灶性脱髓鞘性运动神经病"),
    Q("耳科门诊：出血性大疱性鼓膜炎。这算是哪种病下面的", "is_subtype_of", "大疱性鼓膜炎", D,
      mention="出血性大疱性鼓膜炎"),
    # related_disease
    Q("产科记录：B族链球菌感染（+）。跟产后子宫内膜炎有关系吗", "related_disease", "B族链球菌感染", D,
      named="产后子宫内膜炎"),
    Q("出院小结：HELLP综合征。医生提到中度血小板减少症，两者有关系吗", "related_disease", "HELLP综合征", D,
      named="中度血小板减少症"),
    Q("肝功能报告：丙型肝炎抗体阳性。这病还跟哪些病有关联", "related_disease", "丙型肝炎", D),
    Q("体检结论：代谢综合征。会跟冠状动脉病扯上关系吗", "related_disease", "代谢综合征", D, named="冠状动脉病"),
    Q("耳鼻喉科说孩子中耳炎反复，跟原发性纤毛运动障碍有啥关系", "related_disease", "中耳炎", D,
      named="原发性纤毛运动障碍"),
    Q("急诊记录：低血压 80/50mmHg。跟急性促肾上腺皮质激素缺乏有关吗", "related_disease", "低血压", D,
      named="急性促肾上腺皮质激素缺乏"),
    # differential_diagnosis
    Q("睡眠监测报告结论：初发性或维持性睡眠障碍［失眠症］。医生说要排除别的病，都要排除哪些", "differential_diagnosis",
      "初发性或维持性睡眠障碍［失眠症］", D),
    Q("皮肤病理：基底细胞癌。要和脂溢性角化病区分吗", "differential_diagnosis", "基底细胞癌", D, named="脂溢性角化病"),
    Q("内分泌门诊：垂体功能减退症。需要和原发性甲状腺功能减退症鉴别吗", "differential_diagnosis", "垂体功能减退症", D,
      named="原发性甲状腺功能减退症"),
    Q("产科B超：前置胎盘。会不会其实是胎盘早剥，要怎么区分", "differential_diagnosis", "前置胎盘", D, named="胎盘早剥"),
    Q("肝功能异常，医生写乙型肝炎待查，还要排除Wilson病？", "differential_diagnosis", "乙型肝炎", D, named="Wilson病"),
    Q("耳科：中耳炎？鼓膜炎？这俩咋区分", "differential_diagnosis", "中耳炎", D, named="鼓膜炎"),
    # indicated_for
    Q("药盒说明书：呋喃丙胺片。我爸去血吸虫疫区回来，这药是治什么的", "indicated_for", "呋喃丙胺片", DR),
    Q("药店给了一盒痢特灵片，说明书说主治哪些，拉肚子能吃吗", "indicated_for", "呋喃唑酮片", DR, mention="痢特灵片"),
    Q("处方：达体朗 12.5mg tid。这个药是治啥病的", "indicated_for", "噻奈普汀钠片", DR, mention="达体朗"),
    Q("说明书【适应症】一栏看不清：呋咱甲氢龙片，这药到底治什么", "indicated_for", "呋咱甲氢龙片", DR),
    Q("医生开了万托林雾化，孩子喘，这药还能治支气管痉挛吗", "indicated_for", "吸入用硫酸沙丁胺醇溶液", DR,
      mention="万托林", named="支气管痉挛"),
    Q("药盒：呋喃妥因肠溶胶囊 50mg。我尿频尿急，这药管尿路感染吗", "indicated_for", "呋喃妥因肠溶胶囊", DR,
      named="尿路感染"),
    # has_adverse_reaction
    Q("处方：普米克令舒 1mg 雾化 一天两次。孩子用了有啥副作用啊", "has_adverse_reaction", "吸入用布地奈德混悬液", DR,
      mention="普米克令舒"),
    Q("说明书：吸入用色甘酸钠胶囊。吸了以后会恶心吗", "has_adverse_reaction", "吸入用色甘酸钠胶囊", DR, named="恶心"),
    Q("疫苗接种告知书：吸附白喉疫苗 0.5ml。打完了孩子会发烧吗，还有什么反应", "has_adverse_reaction", "吸附白喉疫苗", DR),
    Q("麻醉同意书上写用凯特力，我爸做完手术可能有啥不良反应", "has_adverse_reaction", "吸入用七氟烷", DR,
      mention="凯特力"),
    Q("胃镜室记录：力月西 2mg 静推。打了这个会低血压吗", "has_adverse_reaction", "咪达唑仑注射液", DR,
      mention="力月西", named="低血压"),
    Q("药单：地巴唑片 10mg tid。我妈吃了头晕，是这药的副作用吗", "has_adverse_reaction", "地巴唑片", DR, named="头晕"),
    Q("心电图报告：QT间期延长。我妈在吃好几种药，哪些药会引起这个", "has_adverse_reaction", "QT间期延长", S),
    # has_ingredient
    Q("药盒上写：吸入用复方异丙托溴铵溶液 2.5ml。这里面都有哪些成分", "has_ingredient", "吸入用复方异丙托溴铵溶液", DR),
    Q("中成药说明书：和络舒肝片。里面有三棱吗，我怀孕了能不能碰", "has_ingredient", "和络舒肝片", DR, named="三棱"),
    Q("眼科开的和血明目片，说明书成分栏被撕了，里面都有啥", "has_ingredient", "和血明目片", DR),
    Q("药店推荐珍视明滴眼液，里面有冰片吗", "has_ingredient", "四味珍层冰硼滴眼液", DR, mention="珍视明", named="冰片"),
    Q("疫苗说明：吸附白喉破伤风联合疫苗。里面有硫柳汞吗，我担心防腐剂", "has_ingredient", "吸附白喉破伤风联合疫苗", DR,
      named="硫柳汞"),
    Q("药瓶标签：和肝利胆糖浆 10ml tid。是拿哪些东西熬的，我爸肝不好", "has_ingredient", "和肝利胆糖浆", DR),
    # is_a_level3
    Q("医嘱单：呋喃硫胺片 25mg tid。这个药属于哪一类", "is_a_level3", "呋喃硫胺片", DR),
    Q("处方：咪唑立宾片 50mg bid。肾移植后吃的，这是什么类的药", "is_a_level3", "咪唑立宾片", DR),
    Q("处方：皿治林 10mg qd。这是抗组胺那类的吗，具体算哪类", "is_a_level3", "咪唑斯汀缓释片", DR, mention="皿治林"),
    Q("药膏管上写：喷昔洛韦乳膏 1%。是哪一类药啊，药师说是抗病毒的", "is_a_level3", "喷昔洛韦乳膏", DR),
    Q("疫苗本上记着吸附破伤风疫苗，这是细菌类疫苗吗", "is_a_level3", "吸附破伤风疫苗", DR, named="细菌类疫苗"),
    Q("输液单：密固达 5mg。护士说是治骨头的，它属于什么类别", "is_a_level3", "唑来膦酸注射液", DR, mention="密固达"),
    Q("药理课作业：抗血吸虫病药 都包括哪些药", "is_a_level3", "抗血吸虫病药", DC),
    # belongs_to
    Q("药单：加罗宁 5mg 肌注。这个算不算麻醉性镇痛药", "belongs_to", "地佐辛注射液", DR, mention="加罗宁",
      named="麻醉性镇痛药"),
    Q("保胎开的达芙通 10mg 一天两次，这药归哪个药品分类", "belongs_to", "地屈孕酮片", DR, mention="达芙通"),
    Q("药店买的信龙滴鼻液，属于哪类药呀", "belongs_to", "呋麻滴鼻液", DR, mention="信龙"),
    Q("说明书：哈西奈德溶液。这是激素药吗，属于哪一类", "belongs_to", "哈西奈德溶液", DR),
    Q("药店小票：咽立爽口含滴丸 0.025g×24丸。这个归哪个分类", "belongs_to", "咽立爽口含滴丸", DR),
    Q("皮肤科处方：地奈德乳膏 0.05% 外用。属于几类激素啊，宝宝湿疹能用吗", "belongs_to", "地奈德乳膏", DR),
    # drug_has_alias
    Q("内分泌科医生写了安立泽，这是什么药啊", "drug_has_alias", "安立泽", AL),
    Q("溶栓同意书：爱通立®。这是哪种药的名字", "drug_has_alias", "爱通立®", AL),
    Q("胰岛素笔上印着诺和锐30，它还有别的写法吗", "drug_has_alias", "诺和锐30", DR),
    Q("老人家吃的牛黄清心丸，古书里还叫它什么丸", "drug_has_alias", "牛黄清心丸", DR),
    Q("药盒：附子理中丸（浓缩丸）8丸 tid。我妈问这药在古书里还叫什么", "drug_has_alias", "附子理中丸", DR),
    Q("药师说琥珀安神丸还有个老名字，叫啥来着", "drug_has_alias", "琥珀安神丸", DR),
    # mainly_treats
    Q("草药摊上写着：大树皮，止血接骨。骨折了能用吗，还治啥", "mainly_treats", "大树皮", M),
    Q("山里老人给了一包榆耳，说能治痢疾，这个还治什么", "mainly_treats", "大榆蘑", M, mention="榆耳"),
    Q("中药铺标签：大理木香 10g。主治哪些毛病", "mainly_treats", "大理木香", M),
    Q("奶奶采的土白头翁，说小儿疳积能用，还能治什么", "mainly_treats", "大火草根", M, mention="土白头翁"),
    Q("药材包装：大画眉草。能治石淋吗，我有肾结石", "mainly_treats", "大画眉草", M, named="石淋"),
    Q("快递单备注：大石枣 500g。朋友从陕西寄来的，这是治什么的呀", "mainly_treats", "大石枣", M),
    # has_efficacy
    Q("中药饮片标签：大沙叶 15g。它有什么功效", "has_efficacy", "大沙叶", M),
    Q("草医开的接力草，有什么功效", "has_efficacy", "大狼把草", M, mention="接力草"),
    Q("跌打药酒配料表：大树跌打 30g。我爸问这个能舒筋活络吗", "has_efficacy", "大树跌打", M, named="舒筋活络"),
    Q("草药店手写单：大瓦韦膜叶星蕨 一把。我外婆问这有啥作用", "has_efficacy", "大瓦韦膜叶星蕨", M),
    Q("中医处方：地五加 15g 水煎服。地五加是做什么用的", "has_efficacy", "大母猪藤", M, mention="地五加"),
    Q("药包上写：大毛桐子根 20g。老中医说能清热，真的吗", "has_efficacy", "大毛桐子根", M, named="清热"),
    Q("药材袋上写西连画眉草，它有什么功效", "has_efficacy", "大画眉草", M, mention="西连画眉草"),
    # distributed_in
    Q("药材收购单：大粘药 干品。这东西哪里产的多啊，我想去收", "distributed_in", "大粘药", M),
    Q("标本馆标签：江南大将军（全草）。学生问这个药材在哪些省有", "distributed_in", "大种半边莲", M, mention="江南大将军"),
    Q("植物图鉴里写着大狼把草，我住上海近郊，能采到吗", "distributed_in", "大狼把草", M, named="上海近郊"),
    Q("药典摘抄：大石枣，健胃消积。我在陕西，山上能找到吗", "distributed_in", "大石枣", M, named="陕西"),
    Q("朋友在海南，大树皮那边有没有", "distributed_in", "大树皮", M, named="海南"),
    Q("偏方上写“姜桐子树根煎水”，我在湖南农村，能采到吗", "distributed_in", "大毛桐子根", M, mention="姜桐子树根", named="湖南"),
    Q("饮片标签：理木香 6g。同事在西藏工作，那边有吗", "distributed_in", "大理木香", M, mention="理木香", named="西藏"),
    # material_has_alias
    Q("药材单：大红青菜。它还有什么别的叫法", "material_has_alias", "大红青菜", M),
    Q("药农的收货单：大红毛叶 10斤。这个在当地还叫什么", "material_has_alias", "大红毛叶", M),
    Q("植物园挂牌：大红花点地梅。我女儿问它有没有别名", "material_has_alias", "大红花点地梅", M),
    Q("草药方：星星草花 9g 外敷。星星草花是哪味药材的别名", "material_has_alias", "星星草花", AL),
    Q("云南朋友送的金丝矮陀陀，说泡酒用，这到底是什么药", "material_has_alias", "金丝矮陀陀", AL),
    Q("中药房小票：大细辛 3g。药师说它又叫某某细辛，叫什么来着", "material_has_alias", "大细辛", M),
    # composed_of
    Q("古方：八风九州岛岛岛汤。由哪些药组成", "composed_of", "八风九州岛岛岛汤", F),
    Q("药盒：健脾资生丸 9g bid。我对山药过敏，里面有怀山药吗", "composed_of", "健脾资生丸", F, named="怀山药"),
    Q("古籍摘抄：不换金正气散，治四时伤寒。方里有藿香叶吗", "composed_of", "不换金正气散", F, named="藿香叶"),
    Q("跌打药方：八厘金。我表哥问里面有僵蚕吗", "composed_of", "八厘金", F, named="僵蚕"),
    Q("《饮膳正要》里的八儿不汤，真的放回回豆子？", "composed_of", "八儿不汤", F, named="回回豆子"),
    Q("说明书【成份】：丁沉透膈丸。孕妇看看里面有法半夏吗", "composed_of", "丁沉透膈丸", F, named="法半夏"),
    # formula_has_efficacy
    Q("八风九州岛岛岛汤 能温补气血吗", "formula_has_efficacy", "八风九州岛岛岛汤", F, named="温补气血"),
    Q("医案：九味羌活汤加减，三剂。这方子能发汗祛湿吗", "formula_has_efficacy", "九味羌活汤", F, named="发汗祛湿"),
    Q("中医处方：三子养亲汤。我爷爷老咳痰，这方是降气消食的吗", "formula_has_efficacy", "三子养亲汤", F, named="降气消食"),
    Q("中药方：五皮散 水煎服。我脚肿，这个能利水消肿吗", "formula_has_efficacy", "五皮散", F, named="利水消肿"),
    Q("保健品柜台：七宝美髯丹。我妈头发白了，它有乌发壮骨的作用吗", "formula_has_efficacy", "七宝美髯丹", F, named="乌发壮骨"),
    Q("方剂学笔记：三物备急丸，方中有巴豆。有什么功用呢", "formula_has_efficacy", "三物备急丸", F),
    # prescribed_for
    Q("古书抄的方子：八风九州岛岛岛汤。我爷爷中风后半身不遂，能喝吗", "prescribed_for", "八风九州岛岛岛汤", F, named="半身不遂"),
    Q("中成药说明：七宝美髯丹。我儿子才二十就须发早白，能治吗", "prescribed_for", "七宝美髯丹", F, named="须发早白"),
    Q("中医开的：五仁丸 9g。我爸八十了大便艰难，这方子治这个吗", "prescribed_for", "五仁丸", F, named="大便艰难"),
    Q("中医处方：丁香柿蒂汤。我妈化疗后呃逆不已，这能治吗", "prescribed_for", "丁香柿蒂汤", F, named="呃逆不已"),
    Q("方剂学考试题：三物备急丸。室友问这个主治什么", "prescribed_for", "三物备急丸", F),
    Q("老中医方：九仙散。我奶奶久咳肺虚证，这个能治吗", "prescribed_for", "九仙散", F, named="久咳肺虚证"),
    # formula_has_alias
    Q("《圣济总录》摘抄：八风丹。这个方子又叫什么", "formula_has_alias", "八风丹", F),
    Q("儿科古方：八风散。它别的名字是啥", "formula_has_alias", "八风散", F),
    Q("医书里的八风防风散，外台里是不是叫别的名字", "formula_has_alias", "八风防风散", F),
    Q("药铺老方：当归丸。古书里另有叫法吗", "formula_has_alias", "当归丸", F),
    # check_for_disease
    Q("检验申请单：卵巢功能检查。我30岁闭经半年，这个能查出啥病", "check_for_disease", "卵巢功能检查", C),
    Q("眼科检查单：压平眼压计测量法，右眼 28mmHg。这是查青光眼的吗，能查哪些", "check_for_disease", "压平眼压计测量法", C),
    Q("妇科体检单：双合诊检查 未见异常。这个检查查什么病的", "check_for_disease", "双合诊检查", C),
    Q("化验单：双向琼脂扩散试验。医生怀疑肝癌吗", "check_for_disease", "双向琼脂扩散试验", C, named="肝癌"),
    Q("放射科预约：口服法胆道造影。能看出胆囊结石病吗", "check_for_disease", "口服法胆道造影", C, named="胆囊结石病"),
    Q("血涂片报告：口形红细胞 8%。口形红细胞检查异常说明什么病", "check_for_disease", "口形红细胞检查", C),
    Q("胃镜室预约单：EUS，周五上午。这个检查能查哪些病呢", "check_for_disease", "超声内镜检查", C, mention="EUS"),
    # check_for_symptom
    Q("神经科查体：原地踏步试验（+）。这是查什么症状的", "check_for_symptom", "原地踏步试验", C),
    Q("查体记录：压痛及反跳痛（+）。肚子疼做这个，是针对哪些症状", "check_for_symptom", "压痛及反跳痛", C),
    Q("体检表：发育与体型检查。孩子青春期身体发育缓慢要做这个吗", "check_for_symptom", "发育与体型检查", C,
      named="青春期身体发育缓慢"),
    Q("神经科查体：反击征（+）。这是检查啥症状的", "check_for_symptom", "反击征", C),
    Q("化验申请：反映肝脏排泄功能的试验。宝宝脸黄，是看黄疸的吗", "check_for_symptom", "反映肝脏排泄功能的试验", C, named="黄疸"),
    Q("预约单：口服法小肠造影，检查前禁食。我老公是有哪些情况才要做这个", "check_for_symptom", "口服法小肠造影", C),
    # performed_by
    Q("预约单：无痛胃镜检查 周三上午。到哪个科报到", "performed_by", "无痛胃镜检查", C),
    Q("宝宝出生第三天做新生儿疾病筛查检查，是哪个科负责的", "performed_by", "新生儿疾病筛查检查", C),
    Q("检查单：静脉尿路造影检查，需空腹。要去哪个科室", "performed_by", "静脉尿路造影检查", C),
    Q("导诊牌：儿科 二楼。宝宝要体检，儿科能做哪些检查啊", "performed_by", "儿科", DEP),
    Q("医嘱：脑电图检查 明早。孩子抽过一次，去哪个科预约呀", "performed_by", "脑电图检查", C),
    # check_has_alias
    Q("检查单：超声内镜检查。医生说的EUS是不是就是它", "check_has_alias", "超声内镜检查", C, named="EUS"),
    Q("报告单抬头 EMG，这是啥检查", "check_has_alias", "EMG", AL),
    Q("报告单：肌电图检查 正中神经传导减慢。这个检查英文全称是什么", "check_has_alias", "肌电图检查", C, named="electromyography"),
    Q("出生记录附页：新生儿疾病筛查检查 已采血。英文怎么说，要给国外的亲戚看", "check_has_alias", "新生儿疾病筛查检查", C, named="newborn screening"),
    Q("拿到一张 EEG 报告单，是哪个检查", "check_has_alias", "EEG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day30"))
