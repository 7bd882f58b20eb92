"""Writes `medical_everyday_45.jsonl`, a forty-fifth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded in a formal written register, as a letter or an email to a
hospital's or a pharmacy's public account, a form filled in formally or an institution's written inquiry: full
sentences, the case told first and the question after, 该病 / 该药 / 该方 / 上述 referring back, set phrases (敬请告知, 烦请解答, 特此咨询,
兹有, 请问贵院, 敬启者) and now and then numbered sub-questions (一、…二、…). Who writes and why varies: patients about themselves
(贵院公众号编辑您好：本人近日在外院被诊断为…, 本人系某公司职员，今晨突发下腹部剧烈疼痛, 本人四十一岁，现孕二十周), relatives about a patient (家属来信：患者李某，女，四十七岁…, 患儿家属来信,
家长来信, 敬启者：家父患慢性支气管炎多年), customers of a pharmacy (贵药房药师您好：家母近来记忆力下降，医生处方上有泰舒达, 贵药房您好：本人感冒后购买了快佳), a company about its
staff (兹有我司一名装修工人…为办理工伤就医手续，特此咨询, 我司职工食堂日前发生集体腹泻, 我司多名员工需频繁往返欧美出差), schools and kindergartens about a pupil or a
purchase (我校国际交流处兹有一名拉美交换生, 我校一名高二学生…校医室拟开具转诊单, 我园一名两岁幼儿, 我校医务室拟采购口服补液盐溶液), other institutions (我县地方病防治办公室来函, 社区居委会来函,
社区卫生服务中心来函, 某县医院转诊说明, 兹有我场一名饲养员, 兹有我单位一名护林员, 我院药学部拟采购钻山虎) and people reading or translating (我院进修医师在翻译病例时遇到…一词,
我校中医社团研读…, 本人为药材收购商). 16 questions carry 呢/啊/呀, 192 a clause of context; some ask two things and the first is the gold
(无绿藻病…一、该病一般有哪些症状？二、是否会在同事之间传染？ asks the symptoms; 反应性组织细胞增生症…一、确诊需做哪些检查？二、是否必须做骨髓穿刺？ and
十二指肠腺癌…一、该病一般需要做哪些检查？二、检查前是否需要住院？ the checks; 咽后脓肿…一、该病多见于哪个年龄段？二、是否会在园内传染？ the population;
吲哚氰绿试验…一、该试验可用于诊断哪些疾病？二、检查前是否需要空腹？ the diseases; 特发纤维性纵隔感染…可能出现哪些并发症，家属应注意什么 the complications).

Records: taken from the second tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 43 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-fourth set drew from the second tenth
too, and this one takes only what it and every other set left. Where every source of a relation type in that window is
already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis,
drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias),
the question names one neighbour no earlier question names (前置胎盘 ← 高龄妊娠, 卵巢癌 ← BRCA1基因突变, 唇腭裂 ← 孕期使用抗癫痫药物, 哮喘 ← 蟑螂,
口腔黏膜炎 ← 密集化疗, 初发性或维持性睡眠障碍［失眠症］ ← 跨时区旅行, 多发性硬化 → 单肢, 内分泌失调 ↔ 乳房良性囊肿, 卵巢癌 ↔ 边缘叶脑炎, 先天性代谢缺陷 ↔ 肝脾肿大, 基孔肯雅热病毒 ↔ 腕管综合征,
出血 ↔ 新生儿贫血, 垂体功能减退症 ↔ 甲状腺机能减退, 基底细胞癌 ↔ 硬斑病型基底细胞癌, 多发性骨髓瘤 ↔ 孤立性浆细胞瘤, 婴儿猝死综合征 ↔ 早产儿呼吸暂停, 哮喘 ↔ 血管环, 吸虫病 ↔ 胆绞痛,
多发性硬化 ↔ 线粒体疾病, 八味知母汤 → 柴胡等, 八味荡滞饮 → 厚朴等, 八味清毒膏 → 龙脑等, 八味散 → 青盐等, 八味回阳饮 → 当归等, 八宝光明散 → 消肿明目, 八味降压汤 → 活血散瘀, 八宝丸 → 滋补气血,
八子丸 → 祛风热, 八味厚朴丸 → 开胃进食, 八味圆 → 腰重疼痛, 八味香苏散 → 肺感风寒, 八宝止血药墨 → 大小便血, 八味知母汤 → 心躁烦乱, 八味桂心丸 → 冷气心痛), is asked from the
relation's target end (声带, a neighbour of 喉癌; 定粉, an ingredient of 八味固囟膏; 消云退翳, an efficacy of 八宝拨云散; 肺热火盛, what 八宝治红丹
is prescribed for), names its entity by an alias (知母汤, 新生儿筛查) or asks what an alias stands for (沂可隆, 善存, 还晴散, ECG, RPR:
all five are earlier questions' gold too, asked here in other words); a few ask a window record again in words no
earlier question uses (原发性高血压, 多发性骨髓瘤, 小细胞肺癌, 基底细胞癌, 八味知母汤, 宫腔镜检查, 心血管造影检查, 心电图检查), and where a window source has no
neighbour left that no earlier question names, the question names one again (偏头痛 → 英国, 儿童期哮喘 → 美国, 吸虫病 → 南美洲,
埃及血吸虫病 → 中东地区, 宫颈癌 → 直肠, 基底细胞癌 → 淋巴结, 子宫内膜癌 → 骨, 喉癌 → 会厌, 多维元素胶囊（13） → 康耐得, 大流行流感病毒灭活疫苗 → 盼尔来福, 小牛血去蛋白提取物氯化钠注射液 → 柏多瑞,
八味茴香丸 → 治疝茴香丸, 八效虎骨散 → 大效虎骨散, 宫腔镜检查 → 妇产科, 新生儿疾病筛查检查 → 儿科, 快速血浆反应素试验 → RPR). None of the five window sources of
prevalent_in (偏头痛, 儿童期哮喘, 原发性高血压, 吸虫病, 埃及血吸虫病) has a neighbour no earlier question names: four name one again and 原发性高血压
is asked in new words. Of the six window sources of metastasizes_to only 多发性硬化 has one (单肢); three name a neighbour
again and 多发性骨髓瘤, whose one neighbour an earlier question names, is asked in new words. The three window sources of
invades (喉癌, 基底细胞癌, 小细胞肺癌) have none: one names 会厌 again, two are asked in new words and one question asks from the
target end (声带). The window of drug_has_alias holds seven drugs whose aliases earlier questions all name: three name an
alias again and two ask what 沂可隆 and 善存 stand for. Of the eighteen window formulas of composed_of only 八味固囟膏 has an
ingredient no earlier question names written as a name of its own (定粉), asked from the target end; five questions name
an ingredient the network writes with 等 (柴胡等, 厚朴等, 龙脑等, 青盐等, 当归等) the way people write it, without the 等.
formula_has_alias has 29 sources and its window three (八味知母汤, 八味茴香丸, 八味还睛散), all of whose aliases earlier questions
name: 八味知母汤 is asked in new words, 八味茴香丸 whether it is also called 治疝茴香丸, one question asks what 还晴散 stands for and one
asks the record after the window (八效虎骨散) whether it is also called 大效虎骨散. performed_by has six sources and its window
one (宫腔镜检查, the first in key order), asked in new words and whether it is done in 妇产科; the two records after it are
asked too (心血管造影检查 in new words, 新生儿疾病筛查检查, named by its alias 新生儿筛查, whether it is done in 儿科). check_has_alias has
seven sources and its window one, the first in key order (心电图检查), asked in new words and by what its alias ECG stands
for; the record after it (快速血浆反应素试验) is asked whether it is abbreviated RPR and by what RPR stands for.

79 questions name the one neighbour they ask about, most of them naming two records (卵巢囊肿蒂扭转 → 下腹剧痛, 卵圆孔未闭 → 超声心动图检查,
十二指肠类癌 → 肠梗阻, 单纯疱疹病毒性角膜炎 → 注射用阿糖腺苷, 卡斯钦—贝克病 → 大骨节病, 卫氏并殖吸虫病 → 肺吸虫病, 原发性鼻腔淋巴瘤 → EB病毒感染, 地霉菌病 → 制霉菌素, 医源性库欣综合征 → 库欣综合征,
力如太 → 肌萎缩侧索硬化, 依姆多 → 头痛, 八味肉桂胶囊 → 肉桂, 科莫非 → 铁剂, 单肾草 → 小儿遗尿, 多穗石柯果 → 甜茶果, 前列腺特异性抗原检查 → 前列腺癌, 婴幼儿肌肉骨骼系统检查 → 髋关节脱位), one as
the first of two it offers (原发性震颤…复诊应挂神经科还是骨科呢 names 神经科), five in other words than the neighbour's name (八味知母汤…是否含有柴胡
names 柴胡等, and the four like it above). Four besides the alias-instance questions are asked from the relation's target
end (哪些疾病会侵犯声带, 哪些方剂中用到定粉, 哪些方剂具有消云退翳的功效, 哪些方剂可用于肺热火盛).

Names inside names: by a mechanical count 128 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (单纯性下肢静脉曲张 holds 下肢静脉曲张, 卵巢囊肿蒂扭转 holds 卵巢囊肿, 原发性胃淋巴瘤 holds 胃淋巴瘤, 原发性青少年型青光眼 holds 青少年型青光眼, its alias and
the name its question uses, 原发性急性闭角型青光眼 holds 急性闭角型青光眼 and is named by 充血性青光眼, 右室心肌梗死 holds 心肌梗死, 创伤性鼻中隔穿孔 holds 鼻中隔穿孔,
卵巢黄体囊肿破裂 holds 黄体囊肿, 外伤性脑脓肿 holds 脑脓肿, 单纯疱疹病毒性角膜炎 holds 单纯疱疹病毒 and 角膜炎, 原发性肺动脉高压 holds 肺动脉高压, 发育性髋内翻 holds 髋内翻 and is
named by 先天性或婴儿型髋内翻, 变形杆菌食物中毒 holds 变形杆菌 and 食物中毒, 原发性高血压 holds 高血压, 初发性或维持性睡眠障碍［失眠症］ holds 失眠症, 副百日咳杆菌百日咳 holds 百日咳,
医源性库欣综合征 holds 库欣综合征, the answer its question names, 单纯型精神分裂症 holds 精神分裂症, 化脓性胰腺炎 holds 胰腺炎 and lies inside 急性化脓性胰腺炎,
基孔肯雅热病毒 holds 基孔肯雅热, 卫氏并殖吸虫病 and 埃及血吸虫病 hold 吸虫病, which two other questions ask about, 基底细胞癌 lies inside 硬斑病型基底细胞癌, the
neighbour its differential_diagnosis question names, and 小细胞肺癌 inside 非小细胞肺癌; 单硝酸异山梨酯缓释片 holds 单硝酸异山梨酯 and lies inside
复方单硝酸异山梨酯缓释片, 卡贝缩宫素注射液 holds 缩宫素, 右旋糖酐铁注射液 holds 右旋糖酐, 大流行流感病毒灭活疫苗 holds 流感病毒 and 八味肉桂胶囊 holds 肉桂 (two characters), the
ingredient its question names; 大叶骨碎补 holds 骨碎补, 多花八角莲 holds 八角莲, 多花野牡丹 holds 野牡丹, 多穗石柯果 holds 多穗石柯, 大叶花椒 lies inside
大叶花椒茎叶 and 叶下珠 inside 青灰叶下珠; 八味知母汤 holds 知母汤, its alias and the name a prescribed_for question uses, 八味厚朴丸 holds 厚朴丸 and
八效虎骨散 holds 虎骨散; 半乳糖血症筛查 holds 半乳糖血症, 包虫病补体结合试验 holds 包虫病, 单纯疱疹病毒抗体检查 holds 单纯疱疹病毒 and 前列腺特异性抗原检查 holds 前列腺特异性抗原).

About one question in four (51 of 210) names its entity by a name the network records for that very instance: disease
aliases (19: English names and eponyms, Gitlin综合征, facial paralysis; other or descriptive names such as 嗜酸性粒细胞增多性心内膜炎,
螺旋体性皮肤病, 反应性组织细胞增生症, 特发纤维性纵隔感染, 毛细血管扩张性肉芽肿, 女性去势综合征, 过敏性支气管肺曲霉菌病, 躯体性神经病, 直肠型便秘, 充血性青光眼, 腭部肌阵挛, 面肌抽搐或面肌痉挛; names with a
word changed, dropped or added such as 无绿藻病, 青少年型青光眼, 先天性或婴儿型髋内翻, 喉部闭合性损伤, 半脊椎畸形); drug trade names (21, below);
medicinal material aliases (9: 凉薯, 银线草, 红根草, 狗屎西瓜, 土玄参, 土冬虫草, 钻山虎, 炸腰果, 武靴藤); a TCM formula alias (1: 知母汤, the gold of
earlier questions); a check alias (1: 新生儿筛查, earlier sets' mention). Each of these names is listed by that one instance
only. Ten more ask what an alias stands for (库蒂斯综合征, Israel综合征, B—K痣综合征, 沂可隆, 善存, 大叶灰菜, 六月泡, 还晴散, ECG, RPR: disease,
drug, material, formula and check aliases): their gold is the alias instance, answered by the record that lists it.
Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its
entity by is one the network records for that very instance.

Drug trade names: 21 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (力如太, 巧特欣, 新活素, 泰舒达, 安必丁, 派汀, 美达新, 依姆多, 诺和力, 粒珍, 速可眠, 快佳, 铁龙, 金都, 爱路韦, 奥迈必利, 京常乐, 科莫非, 拉索脱, 迈可欣, 安特尔). All
twenty-one names are also drug records of their own (the source writes the product twice). They are labelled as in the
earlier sets: the gold entity is the standard record (利鲁唑片, 卡贝缩宫素注射液, 冻干重组人脑利钠肽, 吡贝地尔缓释片, 双醋瑞因胶囊, 加巴喷丁胶囊, 吲哚美辛缓释胶囊,
单硝酸异山梨酯缓释片, 利拉鲁肽注射液, 卡马西平缓释胶囊, 司可巴比妥钠胶囊, 凉解感冒合剂, 十维铁咀嚼片, 六味五灵片, 利福霉素钠注射液, 别嘌醇缓释胶囊, 地衣芽孢杆菌活菌胶囊, 右旋糖酐铁注射液, 兰索拉唑肠溶胶囊,
利托那韦口服溶液, 十一酸睾酮胶丸), the mention is the trade name and the line is tagged `alias`, because whoever holds the box or the
prescription asks about the medicine, and the standard record is the one that names it, holds its class and lists the
trade name.

Other names the network holds under two records:
- ECG is a check record as well as the alias instance 心电图检查 lists, and 沂可隆 and 善存 are drug records as well as the alias
  instances 多库酯钠片 and 多维元素片（29） list (本人体检报告中有ECG一项，敬请告知：该缩写指的是哪项检查, 本人在贵药房购买的沂可隆，请问其通用名是什么): each asks what the name
  stands for, so the gold is the alias instance, as the forty-third set's ECG question and the thirty-fourth set's 孚诺
  question are.
- 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists (本人孩子出生后需做新生儿筛查，烦请解答：该项目是否由儿科负责): the question names the
  check the baby is to have, so the gold is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions.
  青少年型青光眼, by which a designated_to question names 原发性青少年型青光眼, is a symptom record too.
- Some named neighbours are records of other types too: 康耐得, 盼尔来福 and 柏多瑞 are drug records as well as the aliases their
  drugs list, 大骨节病 and 肺吸虫病 disease records as well as aliases, 库欣综合征 and 腕管综合征 aliases and symptoms as well as
  diseases, 肠梗阻, 急性胰腺炎, 肝脾肿大, 甲状腺机能减退 and 头痛 diseases, causes and symptoms at once, 胆绞痛, 新生儿贫血, 复视 and 产后出血 diseases and
  symptoms, 孤立性浆细胞瘤 a check and a therapy record besides, 淋巴结, 骨 and 会厌 body parts and symptoms, 美国 a region and a
  symptom, 制霉菌素 a drug, an ingredient and a therapy, 肉桂 a medicinal material as well as an ingredient, 质子泵抑制剂 a drug and
  a therapy as well as a drug product class and 儿科 a drug class and a population as well as a department.
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 多发性肌炎, 吸收不良综合征, 反胃, 化脓性肉芽肿, 变形杆菌食物中毒, 前置胎盘, 周围性面瘫, 垂体功能减退症, 心电图检查; a cause record: 原发性肺动脉高压, 原发性高血压, 小细胞肺癌,
  内分泌失调, 先天性代谢缺陷, 基孔肯雅热病毒; both: 哮喘 (two questions), 初发性或维持性睡眠障碍［失眠症］, 偏头痛, 喉癌, 出血, and 卵巢癌 (two) an alias record
  besides; a symptom and an alias record: 唇腭裂; a symptom, a check and a therapy record: 多发性硬化 (two); a cause, a check
  and a therapy record: 多发性骨髓瘤 (two); a symptom and a therapy record: 基底细胞癌 (three); an alias record: 原发性急性闭角型青光眼, 子宫内膜癌
  and the material 地蚕; an ingredient record for the material 叶下珠; a disease record for the check 心血管造影检查; a drug record
  for the alias instances 沂可隆 and 善存 and a check record for ECG), and the wording says which is meant (诊断为, 确诊, 病理诊断,
  药材, 入药, 产于, 做的检查, 缩写, 通用名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_45.py    # rewrites bench/sets/medical_everyday_45.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, EF, F, IN, M, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_45.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("贵院公众号编辑您好：本人近日在外院被诊断为嗜酸性粒细胞增多性心内膜炎，对该病了解甚少，敬请告知该病通常有哪些临床表现。",
      "has_symptom", "勒夫勒心内膜炎", D, mention="嗜酸性粒细胞增多性心内膜炎"),
    Q("兹有我场一名饲养员，手部皮肤反复出现结节和溃破，经皮肤科诊断为无绿藻病。特此咨询：一、该病一般有哪些症状？二、是否会在同事之间传染？",
      "has_symptom", "原藻病", D, mention="无绿藻病"),
    Q("家属来信：患者李某，女，四十七岁，久站后小腿青筋凸起，门诊诊断为单纯性下肢静脉曲张。请问该病除腿部青筋外，还会有哪些表现？",
      "has_symptom", "单纯性下肢静脉曲张", D),
    Q("本人系某公司职员，今晨突发下腹部剧烈疼痛，急诊超声提示卵巢囊肿蒂扭转。烦请解答：下腹剧痛是否为该病的典型症状？",
      "has_symptom", "卵巢囊肿蒂扭转", D, named="下腹剧痛"),
    Q("患者某某，男，五十六岁，近来进食后上腹饱胀、体重下降，胃镜活检诊断为原发性胃淋巴瘤。请问贵院专家，该病通常还会有哪些症状呢？",
      "has_symptom", "原发性胃淋巴瘤", D),
    Q("我校国际交流处兹有一名拉美交换生，皮肤出现大片色素异常，其在当地曾被诊断为螺旋体性皮肤病。特此咨询该病主要有哪些症状，以便安排就医。",
      "has_symptom", "品他病", D, mention="螺旋体性皮肤病"),
    Q("敬启者：家父患慢性支气管炎多年，近日剧烈咳嗽后曾短暂晕倒，医生考虑咳嗽晕厥综合征。敬请告知该病发作时一般有哪些表现。",
      "has_symptom", "咳嗽晕厥综合征", D),
    # designated_to
    Q("贵院导诊服务台：本人长期排便费力、肛门坠胀，外院诊断为直肠型便秘。请问此类便秘应至哪个科室就诊呢？", "designated_to",
      "出口梗阻型便秘", D, mention="直肠型便秘"),
    Q("我校一名高二学生近视度数加深并伴眼胀，外院初诊为青少年型青光眼，校医室拟开具转诊单。请问到贵院应挂哪个科室？",
      "designated_to", "原发性青少年型青光眼", D, mention="青少年型青光眼"),
    Q("患儿家属来信：孩子自幼反复感染，基因检测报告提示Gitlin综合征。请问贵院哪个科室可以接诊此类患儿呢？", "designated_to",
      "吉特林综合征", D, mention="Gitlin综合征"),
    Q("兹有我司一名装修工人在施工中鼻部受到撞击，现诊断为创伤性鼻中隔穿孔。为办理工伤就医手续，特此咨询应挂哪个科室。",
      "designated_to", "创伤性鼻中隔穿孔", D),
    Q("本人近来说话时耳内有回声、自听过强，当地医院怀疑咽鼓管异常开放症。请问应到贵院哪个科室就诊？", "designated_to",
      "咽鼓管异常开放症", D),
    Q("社区居委会来函：辖区一位独居老人此前因右室心肌梗死住院，现已出院。请问该病出院后的定期复查应挂哪个科室？",
      "designated_to", "右室心肌梗死", D),
    Q("敬请贵院导诊台解答：家母六十八岁，双手不自主抖动多年，诊断为原发性震颤，复诊应挂神经科还是骨科呢？", "designated_to",
      "原发性震颤", D, named="神经科"),
    # checks
    Q("敬启者：家父右眼突发胀痛、视物模糊，伴头痛呕吐，急诊诊断为充血性青光眼。请问该病住院期间通常需要做哪些检查？", "checks",
      "原发性急性闭角型青光眼", D, mention="充血性青光眼"),
    Q("患儿某某，三岁，持续高热伴肝脾肿大，外院怀疑反应性组织细胞增生症。家属特此咨询：一、确诊需做哪些检查？二、是否必须做骨髓穿刺？",
      "checks", "噬血细胞综合征", D, mention="反应性组织细胞增生症"),
    Q("本人入职体检时发现心脏杂音，医生怀疑卵圆孔未闭。敬请告知：该病是否需要做超声心动图检查？", "checks", "卵圆孔未闭", D,
      named="超声心动图检查"),
    Q("兹有我司一名员工在工地被重物挤压胸腹部，诊断为创伤性窒息。为便于安排陪护，特此咨询该病入院后一般要做哪些检查。", "checks",
      "创伤性窒息", D),
    Q("某县医院转诊说明：患儿诊断为单心房，拟转至贵院心脏中心。请问转诊前需提前完成哪些检查？", "checks", "单心房", D),
    Q("患者某某，女，六十三岁，近半年反复黑便，消化科怀疑十二指肠腺癌。家属烦请解答：一、该病一般需要做哪些检查？二、检查前是否需要住院？",
      "checks", "十二指肠腺癌", D),
    # has_complication
    Q("家属来信：患者赵某，胸部CT提示特发纤维性纵隔感染。敬请告知该病可能出现哪些并发症，家属应注意什么。", "has_complication",
      "原发性纵隔感染", D, mention="特发纤维性纵隔感染"),
    Q("患者某某确诊十二指肠类癌，近日腹胀、呕吐加重。请问贵院专家，该病是否可能并发肠梗阻？", "has_complication", "十二指肠类癌",
      D, named="肠梗阻"),
    Q("我校一名女生体育课后突发腹痛，经医院诊断为卵巢黄体囊肿破裂。特此咨询：该病可能引起哪些并发症？", "has_complication",
      "卵巢黄体囊肿破裂", D),
    Q("兹有我厂一名工人颈部被机械撞伤，诊断为喉部创伤，现已住院。请问该伤可能出现哪些并发症？", "has_complication", "喉部创伤", D),
    Q("家属来信：家兄颅脑外伤术后又诊断为外伤性脑脓肿。敬请告知该病后续可能并发哪些疾病，以便家属提前了解。", "has_complication",
      "外伤性脑脓肿", D),
    Q("本人确诊嗜酸性粒细胞增多—肌痛综合征已半年，近来活动后气短。烦请解答：该病可能并发哪些疾病呢？", "has_complication",
      "嗜酸性粒细胞增多—肌痛综合征", D),
    # cures
    Q("本人患单纯疱疹病毒性角膜炎，医生建议使用注射用阿糖腺苷。请问该药是否用于治疗此病？", "cures", "单纯疱疹病毒性角膜炎", D,
      named="注射用阿糖腺苷"),
    Q("家属来信：患者某某确诊原发性肺动脉高压，目前在外院治疗。敬请告知该病可以使用哪些药物。", "cures", "原发性肺动脉高压", D),
    Q("患者王某，女，四十二岁，诊断为多发性肌炎，现已住院。家属想了解：该病一般使用哪些药物治疗？", "cures", "多发性肌炎", D),
    Q("贵院妇科肿瘤门诊：家母确诊外阴癌，正在制订化疗方案。请问该病可使用哪些药物呢？", "cures", "外阴癌", D),
    Q("本人长期腹泻、消瘦，经检查诊断为吸收不良综合征。特此咨询：针对上述疾病一般使用哪些药物进行治疗？", "cures", "吸收不良综合征", D),
    Q("家父年逾七十，常暮食朝吐，中医诊断为反胃。请问贵院中医科，该病可服用哪些中成药？", "cures", "反胃", D),
    # shown_on
    Q("患儿家属来信：孩子走路呈鸭步，骨科诊断为先天性或婴儿型髋内翻。敬请告知该病主要累及哪个部位。", "shown_on", "发育性髋内翻", D,
      mention="先天性或婴儿型髋内翻"),
    Q("本人近期牙龈上长出一个易出血的小肿物，口腔科诊断为毛细血管扩张性肉芽肿。请问该病是否常长在牙龈上？", "shown_on",
      "化脓性肉芽肿", D, mention="毛细血管扩张性肉芽肿", named="牙龈"),
    Q("家属来信：家母双小腿前侧长期有褐色丘疹，瘙痒明显，病理诊断为原发性皮肤淀粉样病变。请问该病一般发生在身体哪些部位？",
      "shown_on", "原发性皮肤淀粉样病变", D),
    Q("患者某某，男，六十九岁，体检发现周围动脉瘤。烦请解答：该病一般发生在哪些部位？", "shown_on", "周围动脉瘤", D),
    Q("本人咽部有节律地抽动，并伴耳内咔嗒声，耳鼻喉科诊断为腭部肌阵挛。敬请告知该病发生在哪个部位。", "shown_on", "咽肌痉挛", D,
      mention="腭部肌阵挛"),
    Q("我园一名幼儿皮肤出现形状多变的红斑，家长出示的诊断为可变性红斑角化病。特此咨询：该病一般长在身体哪些部位？", "shown_on",
      "可变性红斑角化病", D),
    # has_alias
    Q("我县地方病防治办公室来函：卡斯钦—贝克病是否即为群众所称的大骨节病？敬请答复。", "has_alias", "卡斯钦—贝克病", D,
      named="大骨节病"),
    Q("本人曾有生食石蟹的经历，现诊断为卫氏并殖吸虫病。请问该病是否又称肺吸虫病？", "has_alias", "卫氏并殖吸虫病", D,
      named="肺吸虫病"),
    Q("患者某某，女，诊断为原发免疫性血小板减少症。家属查阅旧病历时发现名称不同，特此咨询该病过去是否另有名称。", "has_alias",
      "原发免疫性血小板减少症", D),
    Q("贵院病案室：家属复印病历时看到十二指肠憩室梗阻性黄疸综合征这一诊断，请问该病还有什么别称？", "has_alias",
      "十二指肠憩室梗阻性黄疸综合征", D),
    Q("本人在一篇科普文章中见到库蒂斯综合征这一名称，烦请解答：它是哪种疾病的别名？", "has_alias", "库蒂斯综合征", AL),
    Q("家属来信：外院出院小结上写有Israel综合征，请问这是哪种疾病的另一名称？", "has_alias", "Israel综合征", AL),
    Q("我院进修医师在翻译病例时遇到B—K痣综合征一词，特此咨询：该名称对应的是哪种疾病？", "has_alias", "B—K痣综合征", AL),
    # caused_by
    Q("本人三十九岁，因病切除双侧卵巢后出现潮热、失眠，医生诊断为女性去势综合征。敬请告知该病的病因。", "caused_by",
      "卵巢功能缺如综合征", D, mention="女性去势综合征"),
    Q("兹有我校一名篮球队员比赛中颈部被撞，诊断为喉部闭合性损伤。特此咨询：该病通常由哪些原因造成？", "caused_by",
      "喉部钝挫伤", D, mention="喉部闭合性损伤"),
    Q("患者某某，男，五十一岁，病理诊断为原发性鼻腔淋巴瘤。家属烦请解答：该病是否与EB病毒感染有关？", "caused_by",
      "原发性鼻腔淋巴瘤", D, named="EB病毒感染"),
    Q("我司职工食堂日前发生集体腹泻，疾控中心初步判定为变形杆菌食物中毒。请问该病多由哪些原因引起？", "caused_by",
      "变形杆菌食物中毒", D),
    Q("家属来信：患者某某因高热、抽搐入院，诊断为单纯疱疹性脑炎。敬请告知该病是由什么原因引起的。", "caused_by", "单纯疱疹性脑炎",
      D),
    Q("本人三十五岁，久坐后会阴部胀痛，泌尿外科诊断为前列腺痛。请问贵院，该病的发病原因有哪些？", "caused_by", "前列腺痛", D),
    Q("家长来信：孩子上下颌都向前突出，口腔科诊断为双颌前突。烦请解答：该病一般是由哪些原因造成的？", "caused_by", "双颌前突", D),
    # has_risk_factor
    Q("本人四十一岁，现孕二十周，超声提示前置胎盘。敬请告知：高龄妊娠是否为前置胎盘的危险因素？", "has_risk_factor", "前置胎盘", D,
      named="高龄妊娠"),
    Q("家属来信：家母曾患卵巢癌，本人基因检测发现BRCA1基因突变。请问BRCA1基因突变是否会增加卵巢癌的发病风险？",
      "has_risk_factor", "卵巢癌", D, named="BRCA1基因突变"),
    Q("本人患癫痫多年，现计划怀孕。特此咨询：孕期使用抗癫痫药物是否为胎儿唇腭裂的危险因素？", "has_risk_factor", "唇腭裂", D,
      named="孕期使用抗癫痫药物"),
    Q("我校宿舍楼近来蟑螂较多，有哮喘学生反映夜间发作频繁。特此咨询：蟑螂是否为哮喘的诱发因素？", "has_risk_factor", "哮喘", D,
      named="蟑螂"),
    Q("患者某某正在接受肿瘤化疗，口腔内多处溃疡。家属烦请解答：密集化疗是否容易引起口腔黏膜炎？", "has_risk_factor", "口腔黏膜炎",
      D, named="密集化疗"),
    Q("我司多名员工需频繁往返欧美出差，反映回国后长期入睡困难。请问跨时区旅行是否为初发性或维持性睡眠障碍［失眠症］的危险因素？",
      "has_risk_factor", "初发性或维持性睡眠障碍［失眠症］", D, named="跨时区旅行"),
    # common_in
    Q("本人五十岁，女，近一年左侧眼睑和嘴角不自主抽动，医生诊断为面肌抽搐或面肌痉挛。请问该病是否多见于中年妇女？", "common_in",
      "半侧颜面痉挛", D, mention="面肌抽搐或面肌痉挛", named="中年妇女"),
    Q("家属来信：家母哮喘多年，近期诊断为过敏性支气管肺曲霉菌病。敬请告知该病多见于哪类人群。", "common_in",
      "哮喘性肺嗜酸粒细胞浸润症", D, mention="过敏性支气管肺曲霉菌病"),
    Q("患者某某，男，五十三岁，全身皮肤发红、脱屑伴剧烈瘙痒，诊断为塞扎里综合征。请问该病好发于哪些人呢？", "common_in",
      "塞扎里综合征", D),
    Q("我园一名两岁幼儿高热、拒食、颈部僵硬，医院诊断为咽后脓肿。特此咨询：一、该病多见于哪个年龄段？二、是否会在园内传染？",
      "common_in", "咽后脓肿", D),
    Q("本人四十六岁，乳房撞伤后出现硬块，病理诊断为外伤性乳房脂肪坏死。敬请告知该病常见于哪类人群。", "common_in",
      "外伤性乳房脂肪坏死", D),
    Q("兹有我司一名青年员工肛周反复流脓，诊断为单纯性肛瘘。请问该病多见于哪类人群呢？", "common_in", "单纯性肛瘘", D),
    Q("家属来信：小女十六岁，腹部触及包块，术后病理为卵巢无性细胞瘤。烦请解答：该病一般多发于哪个年龄段的人群？", "common_in",
      "卵巢无性细胞瘤", D),
    # prevalent_in
    Q("我校拟组织学生赴英国游学，有家长询问：偏头痛在英国是否多见？特此咨询。", "prevalent_in", "偏头痛", D, named="英国"),
    Q("本人孩子患儿童期哮喘，全家即将移居美国。敬请告知：儿童期哮喘在美国是否常见？", "prevalent_in", "儿童期哮喘", D,
      named="美国"),
    Q("贵院健康科普栏目：原发性高血压在哪些国家或地区较为高发？烦请解答。", "prevalent_in", "原发性高血压", D),
    Q("兹有我公司派驻南美洲的技术人员若干，请问吸虫病在南美洲是否流行？特此咨询。", "prevalent_in", "吸虫病", D, named="南美洲"),
    Q("本人即将赴中东地区务工，敬请告知：埃及血吸虫病在中东地区是否流行？", "prevalent_in", "埃及血吸虫病", D, named="中东地区"),
    # treated_with
    Q("本人手指轻微刺伤后整条手臂剧痛，诊断为躯体性神经病。请问该病有哪些治疗方法？", "treated_with", "反射性神经障碍症",
      D, mention="躯体性神经病"),
    Q("家属来信：家母五十八岁，绝经后阴道出血，术后病理为卵巢颗粒细胞瘤。敬请告知该病有哪些治疗方法。", "treated_with",
      "卵巢颗粒细胞瘤", D),
    Q("患者某某口腔和肺部查出地霉菌感染，诊断为地霉菌病。烦请解答：该病是否可用制霉菌素治疗？", "treated_with", "地霉菌病", D,
      named="制霉菌素"),
    Q("本人左耳耳道及耳廓反复渗液、瘙痒，诊断为外耳湿疹。请问该病应如何治疗呢？", "treated_with", "外耳湿疹", D),
    Q("我校一名初一学生下牙包住上牙，口腔科诊断为前牙反牙合。家长委托校医室咨询：该病有哪些矫治方法？", "treated_with",
      "前牙反牙合", D),
    Q("患者某某，肾移植术后出现干咳、气促，诊断为卡氏肺囊虫病。请问该病一般如何治疗呢？", "treated_with", "卡氏肺囊虫病", D),
    # metastasizes_to
    Q("家属来信：家姐确诊多发性硬化，目前仅一侧手臂无力。请问该病是否可能只累及单肢？", "metastasizes_to", "多发性硬化", D,
      named="单肢"),
    Q("患者某某，女，五十五岁，宫颈癌术后复查。家属烦请解答：该病是否会转移至直肠？", "metastasizes_to", "宫颈癌", D, named="直肠"),
    Q("本人面部基底细胞癌已手术切除，特此咨询：该病是否会转移到淋巴结？", "metastasizes_to", "基底细胞癌", D, named="淋巴结"),
    Q("家属来信：家母子宫内膜癌术后腰背疼痛，敬请告知：子宫内膜癌是否会转移至骨？", "metastasizes_to", "子宫内膜癌", D, named="骨"),
    Q("患者某某确诊多发性骨髓瘤，家属特此咨询：该病是否会发生转移？一般转移至何处？", "metastasizes_to", "多发性骨髓瘤", D),
    # invades
    Q("家父确诊喉癌，近来吞咽时疼痛。烦请解答：该病是否会侵犯会厌？", "invades", "喉癌", D, named="会厌"),
    Q("患者某某，男，六十四岁，诊断为小细胞肺癌。家属敬请告知：该病在胸腔内会侵犯哪些结构？", "invades", "小细胞肺癌", D),
    Q("本人鼻翼旁基底细胞癌复发，医生提及可能沿神经生长。请问该病在局部一般侵犯哪些部位？", "invades", "基底细胞癌", D),
    Q("贵院耳鼻喉科：本人为声乐教师，特此咨询：哪些疾病会侵犯声带？", "invades", "声带", BP),
    # is_subtype_of
    Q("患儿家属来信：孩子脊柱侧弯，影像诊断为半脊椎畸形。敬请告知该病在疾病分类中属于哪一类。", "is_subtype_of", "半椎体畸形", D,
      mention="半脊椎畸形"),
    Q("本人在国外就医时病历写有facial paralysis，请问该病在疾病分类上归属哪一类？", "is_subtype_of", "周围性面瘫", D,
      mention="facial paralysis"),
    Q("我园一名幼儿咳嗽多日，医院诊断为副百日咳杆菌百日咳。特此咨询：该病在疾病分类上属于哪一类？", "is_subtype_of",
      "副百日咳杆菌百日咳", D),
    Q("患者某某长期服用激素后出现满月脸，诊断为医源性库欣综合征。请问该病是否属于库欣综合征的一种？", "is_subtype_of",
      "医源性库欣综合征", D, named="库欣综合征"),
    Q("家属来信：家兄诊断为单纯型精神分裂症，烦请解答：该病归属于哪一类疾病？", "is_subtype_of", "单纯型精神分裂症", D),
    Q("本人因胆石症入院，现诊断为化脓性胰腺炎。敬请告知：该病是否归属于急性胰腺炎？", "is_subtype_of", "化脓性胰腺炎", D,
      named="急性胰腺炎"),
    # related_disease
    Q("本人经常月经紊乱，医生说是内分泌失调，近期又查出乳房良性囊肿。请问两者是否相关？", "related_disease", "内分泌失调", D,
      named="乳房良性囊肿"),
    Q("家属来信：家母确诊卵巢癌后出现记忆力减退，外院怀疑边缘叶脑炎。敬请告知：卵巢癌与边缘叶脑炎是否有关联？",
      "related_disease", "卵巢癌", D, named="边缘叶脑炎"),
    Q("患儿某某诊断为先天性代谢缺陷，查体发现肝脾肿大。家属烦请解答：先天性代谢缺陷与肝脾肿大是否相关？", "related_disease",
      "先天性代谢缺陷", D, named="肝脾肿大"),
    Q("兹有我司一名员工去年赴东南亚出差时感染基孔肯雅热病毒，近来手指麻木，诊断为腕管综合征。特此咨询两者是否相关。",
      "related_disease", "基孔肯雅热病毒", D, named="腕管综合征"),
    Q("本人孕晚期发生出血，新生儿出生后诊断为新生儿贫血。请问新生儿贫血与出血有关吗？", "related_disease", "出血", D,
      named="新生儿贫血"),
    Q("家属来信：家父确诊垂体功能减退症，复查又发现甲状腺机能减退。请问贵院，两者之间有无关联？", "related_disease",
      "垂体功能减退症", D, named="甲状腺机能减退"),
    # differential_diagnosis
    Q("本人面部一处皮损，病理报告提示需排除硬斑病型基底细胞癌。敬请告知：基底细胞癌是否需与硬斑病型基底细胞癌相鉴别？",
      "differential_diagnosis", "基底细胞癌", D, named="硬斑病型基底细胞癌"),
    Q("患者某某疑诊多发性骨髓瘤，但骨髓检查结果不典型。家属烦请解答：该病是否需要与孤立性浆细胞瘤鉴别？", "differential_diagnosis",
      "多发性骨髓瘤", D, named="孤立性浆细胞瘤"),
    Q("家长来信：孩子系早产儿，夜间多次出现呼吸暂停。请问婴儿猝死综合征与早产儿呼吸暂停应如何区分？", "differential_diagnosis",
      "婴儿猝死综合征", D, named="早产儿呼吸暂停"),
    Q("我园一名幼儿反复喘息，被疑为哮喘，但用药效果不佳。特此咨询：哮喘是否需与血管环相鉴别？", "differential_diagnosis", "哮喘",
      D, named="血管环"),
    Q("本人有生食淡水鱼的习惯，近期右上腹绞痛，医生怀疑吸虫病。请问该病与胆绞痛如何鉴别？", "differential_diagnosis", "吸虫病", D,
      named="胆绞痛"),
    Q("患者某某疑似多发性硬化，神经内科建议完善基因检测。敬请告知：多发性硬化是否需与线粒体疾病相鉴别？", "differential_diagnosis",
      "多发性硬化", D, named="线粒体疾病"),
    # indicated_for
    Q("家属来信：家父确诊肌萎缩侧索硬化，医生开具力如太。请问该药是否用于治疗肌萎缩侧索硬化？", "indicated_for", "利鲁唑片", DR,
      mention="力如太", named="肌萎缩侧索硬化"),
    Q("本人剖宫产术后，病历用药记录中有巧特欣一项。敬请告知：该药是否用于预防产后出血？", "indicated_for", "卡贝缩宫素注射液", DR,
      mention="巧特欣", named="产后出血"),
    Q("患者某某因心衰住院，使用了新活素。家属特此咨询：该药主要用于治疗哪些疾病？", "indicated_for", "冻干重组人脑利钠肽", DR,
      mention="新活素"),
    Q("贵药房药师您好：家母近来记忆力下降，医生处方上有泰舒达。烦请解答该药的适应证有哪些。", "indicated_for", "吡贝地尔缓释片",
      DR, mention="泰舒达"),
    Q("本人膝关节疼痛多年，医生开具安必丁。请问该药主要适用于哪些疾病？", "indicated_for", "双醋瑞因胶囊", DR, mention="安必丁"),
    Q("兹有我司员工赴东南亚出差，随身携带利福昔明胶囊。特此咨询：该药可用于治疗哪些疾病？", "indicated_for", "利福昔明胶囊",
      DR),
    Q("我校医务室拟采购口服补液盐溶液，请问贵药房该药主要用于哪些情况？", "indicated_for", "口服补液盐溶液", DR),
    # has_adverse_reaction
    Q("贵药房药师：家父因带状疱疹后神经痛服用派汀，近日头晕、走路不稳。请问该药有哪些不良反应啊？", "has_adverse_reaction",
      "加巴喷丁胶囊", DR, mention="派汀"),
    Q("本人因关节炎服用美达新，特此咨询：该药常见的不良反应有哪些？", "has_adverse_reaction", "吲哚美辛缓释胶囊", DR, mention="美达新"),
    Q("家属来信：家母冠心病，服用依姆多后头痛明显。请问头痛是否为该药的不良反应？", "has_adverse_reaction", "单硝酸异山梨酯缓释片",
      DR, mention="依姆多", named="头痛"),
    Q("本人系二型糖尿病患者，近期开始注射诺和力。烦请解答：该药可能引起哪些不良反应？", "has_adverse_reaction", "利拉鲁肽注射液",
      DR, mention="诺和力"),
    Q("患者某某服用粒珍控制癫痫，近日出现看东西重影。请问复视是否为该药的不良反应？", "has_adverse_reaction", "卡马西平缓释胶囊",
      DR, mention="粒珍", named="复视"),
    Q("本人家中长辈旧药箱内有速可眠一瓶，特此咨询：该药服用后可能出现哪些不良反应？", "has_adverse_reaction", "司可巴比妥钠胶囊", DR,
      mention="速可眠"),
    Q("家属来信：家父因肺纤维化服用吡非尼酮胶囊，日晒后皮肤发红。敬请告知该药有哪些不良反应。", "has_adverse_reaction",
      "吡非尼酮胶囊", DR),
    # has_ingredient
    Q("贵药房您好：本人感冒后购买了快佳，因对部分中药过敏，烦请告知该药含有哪些成分。", "has_ingredient", "凉解感冒合剂", DR,
      mention="快佳"),
    Q("我校医务室备有铁龙，特此咨询：该药主要含有哪些成分？", "has_ingredient", "十维铁咀嚼片", DR, mention="铁龙"),
    Q("家属来信：家母服用金都，请问该药中是否含有灵芝？", "has_ingredient", "六味五灵片", DR, mention="金都", named="灵芝"),
    Q("本人胃寒，医生推荐八味肉桂胶囊。敬请告知：该药中是否含有肉桂？", "has_ingredient", "八味肉桂胶囊", DR, named="肉桂"),
    Q("患者某某长期服用冠心苏合胶囊，家属特此咨询：该药由哪些成分组成？", "has_ingredient", "冠心苏合胶囊", DR),
    Q("本人慢性咽炎，医生开具利咽灵片。烦请解答：该药含有哪些成分呢？", "has_ingredient", "利咽灵片", DR),
    Q("贵药房药师：家母痛经多年，拟购买化瘀舒经胶囊，敬请告知该药含有哪些成分。", "has_ingredient", "化瘀舒经胶囊", DR),
    # is_a_level3
    Q("患者某某结核病复治，使用爱路韦静滴。家属敬请告知：该药属于哪一类药物？", "is_a_level3", "利福霉素钠注射液", DR,
      mention="爱路韦"),
    Q("本人痛风多年，医生开具奥迈必利。特此咨询：该药按药理作用属于哪一类？", "is_a_level3", "别嘌醇缓释胶囊", DR, mention="奥迈必利"),
    Q("我园保健室收到家长送来的京常乐，请问贵药房，该药属于哪一类药物？", "is_a_level3", "地衣芽孢杆菌活菌胶囊", DR,
      mention="京常乐"),
    Q("家属来信：家母缺铁性贫血，住院期间注射科莫非。请问该药是否属于铁剂？", "is_a_level3", "右旋糖酐铁注射液", DR, mention="科莫非",
      named="铁剂"),
    Q("本人外生殖器疣，医生开具咪喹莫特乳膏。烦请解答：该药在药理分类上属于哪一类？", "is_a_level3", "咪喹莫特乳膏", DR),
    Q("患者某某肾移植术后长期服用吗替麦考酚酯胶囊，家属特此咨询：该药属于哪一类药物？", "is_a_level3", "吗替麦考酚酯胶囊", DR),
    Q("本人哮喘，医生开具塞曲司特片。敬请告知上述药品在药理分类上属于哪一类。", "is_a_level3", "塞曲司特片", DR),
    # belongs_to
    Q("本人胃溃疡，医生开具拉索脱。请问该药是否属于质子泵抑制剂？", "belongs_to", "兰索拉唑肠溶胶囊", DR, mention="拉索脱",
      named="质子泵抑制剂"),
    Q("患者某某为HIV感染者，服用迈可欣。家属敬请告知：该药在药品分类中属于哪一类？", "belongs_to", "利托那韦口服溶液", DR,
      mention="迈可欣"),
    Q("家属来信：家父服用安特尔，请问该药属于何种药品类别？", "belongs_to", "十一酸睾酮胶丸", DR, mention="安特尔"),
    Q("本人心绞痛住院期间使用冠心宁注射液。烦请解答：该药在药品分类中属于哪一类？", "belongs_to", "冠心宁注射液", DR),
    Q("某医院手术室来函：贵药房供应的医用生物蛋白胶在药品目录中应归入哪一类别？特此咨询。", "belongs_to", "医用生物蛋白胶", DR),
    Q("本人咳嗽痰多，购买了利肺片。敬请告知：该药在药品分类上属于哪一类？", "belongs_to", "利肺片", DR),
    # drug_has_alias
    Q("本人服用的多维元素胶囊（13），包装上印有康耐得字样。请问两者是否为同一药品？", "drug_has_alias", "多维元素胶囊（13）", DR,
      named="康耐得"),
    Q("社区卫生服务中心来函：大流行流感病毒灭活疫苗是否又名盼尔来福？特此咨询。", "drug_has_alias", "大流行流感病毒灭活疫苗", DR,
      named="盼尔来福"),
    Q("家属来信：家父使用的小牛血去蛋白提取物氯化钠注射液，输液单上写作柏多瑞，请问二者是否为同一药品？", "drug_has_alias",
      "小牛血去蛋白提取物氯化钠注射液", DR, named="柏多瑞"),
    Q("本人在贵药房购买的沂可隆，请问其通用名是什么？", "drug_has_alias", "沂可隆", AL),
    Q("我校教职工体检后有人询问善存，烦请解答：善存是哪一种药品的别名？", "drug_has_alias", "善存", AL),
    # mainly_treats
    Q("本人夏季常觉口干，听闻凉薯可以入药。敬请告知：凉薯作为药材主治哪些病症？", "mainly_treats", "地瓜", M, mention="凉薯"),
    Q("兹有我单位一名护林员在山中受伤，当地草医用银线草外敷。特此咨询：该药材主要治疗哪些疾病？", "mainly_treats", "剪草", M,
      mention="银线草"),
    Q("本人收到一份民间草药方，其中有红根草一味。烦请解答：该药材主要治疗哪些疾病？", "mainly_treats", "化血胆", M,
      mention="红根草"),
    Q("家属来信：家父在山区采得狗屎西瓜，请问该药材主治何病呀？", "mainly_treats", "南赤瓟", M, mention="狗屎西瓜"),
    Q("贵院中药房：土燕窝作为药材主要用于治疗哪些病症呢？敬请告知。", "mainly_treats", "土燕窝", M),
    Q("本人在一部地方草药志中见到大叶拿身草，特此咨询：该药材主治哪些疾病？", "mainly_treats", "大叶拿身草", M),
    Q("家长来信：孩子八岁仍夜间尿床，老人建议用单肾草。请问该药材是否可治小儿遗尿？", "mainly_treats", "单肾草", M,
      named="小儿遗尿"),
    # has_efficacy
    Q("本人阴虚内热，中医方中有土玄参。敬请告知：该药材是否具有滋阴降火的功效？", "has_efficacy", "大山玄参", M, mention="土玄参",
      named="滋阴降火"),
    Q("家属来信：亲戚赠送土冬虫草若干，请问该药材有何功效？", "has_efficacy", "地蚕", M, mention="土冬虫草"),
    Q("本人在乡间见到叶下珠，听说可以入药。烦请解答：叶下珠有哪些功效呢？", "has_efficacy", "叶下珠", M),
    Q("贵院中药房：多花八角莲有哪些功效？特此咨询。", "has_efficacy", "多花八角莲", M),
    Q("本人久咳不愈，民间方中用到华罂粟。请问该药材具有哪些功效？", "has_efficacy", "华罂粟", M),
    Q("家属来信：家父腰痛，老中医推荐大叶骨碎补。敬请告知该药材的功效。", "has_efficacy", "大叶骨碎补", M),
    # distributed_in
    Q("我院药学部拟采购钻山虎，特此咨询：该药材主要分布在哪些地区？", "distributed_in", "大叶花椒", M, mention="钻山虎"),
    Q("本人在一本民族药志中读到炸腰果，烦请解答：该药材产于何地？", "distributed_in", "多花野牡丹", M, mention="炸腰果"),
    Q("贵院中药房：武靴藤是否产于广西？敬请告知。", "distributed_in", "匙羹藤", M, mention="武靴藤", named="广西"),
    Q("兹有我校植物学课题组调查土田七，特此咨询：该药材分布于哪些地区？", "distributed_in", "土田七", M),
    Q("本人为药材收购商，请问单花芥主要产于哪些地方呢？", "distributed_in", "单花芥", M),
    Q("家属来信：卤地菊主要产在哪些省份？烦请解答。", "distributed_in", "卤地菊", M),
    # material_has_alias
    Q("本人在草药摊看到大叶灰菜，敬请告知：这是哪种药材的别名？", "material_has_alias", "大叶灰菜", AL),
    Q("贵院中药房：民间所称六月泡是哪一味药材的别名？特此咨询。", "material_has_alias", "六月泡", AL),
    Q("本人收到一包多穗石柯果，包装上写着甜茶果。请问两者是否为同一药材？", "material_has_alias", "多穗石柯果", M, named="甜茶果"),
    Q("家属来信：夜合花是否又名夜香木兰？烦请解答。", "material_has_alias", "夜合花", M, named="夜香木兰"),
    Q("我校中药标本室整理标签时发现剪红纱花，特此咨询：该药材还有哪些别名？", "material_has_alias", "剪红纱花", M),
    Q("本人在方志中见到刀灰树，敬请告知：该药材在各地还有哪些叫法？", "material_has_alias", "刀灰树", M),
    # composed_of
    Q("贵院中医科：本人在古方中见到定粉一味，敬请告知哪些方剂中用到定粉。", "composed_of", "定粉", IN),
    Q("本人在古籍中读到八味知母汤，烦请解答：该方中是否含有柴胡？", "composed_of", "八味知母汤", F, named="柴胡等"),
    Q("家属来信：家父服用八味荡滞饮，请问该方组成中是否有厚朴？", "composed_of", "八味荡滞饮", F, named="厚朴等"),
    Q("我校中医社团研读八味清毒膏，特此咨询：该方是否用到龙脑？", "composed_of", "八味清毒膏", F, named="龙脑等"),
    Q("本人对盐分摄入较为注意，请问八味散中是否含有青盐？", "composed_of", "八味散", F, named="青盐等"),
    Q("患者某某家属来信：八味回阳饮中是否有当归？敬请告知。", "composed_of", "八味回阳饮", F, named="当归等"),
    # formula_has_efficacy
    Q("本人双眼红肿疼痛，中医开具八宝光明散。请问该方是否具有消肿明目的功效？", "formula_has_efficacy", "八宝光明散", F,
      named="消肿明目"),
    Q("家属来信：家父高血压，中医推荐八味降压汤。敬请告知：该方是否有活血散瘀的作用？", "formula_has_efficacy", "八味降压汤", F,
      named="活血散瘀"),
    Q("本人产后体虚，中医开具八宝丸。烦请解答：该方是否能够滋补气血？", "formula_has_efficacy", "八宝丸", F, named="滋补气血"),
    Q("患者某某目赤流泪，中医处方为八子丸。家属特此咨询：该方是否具有祛风热的功效？", "formula_has_efficacy", "八子丸", F,
      named="祛风热"),
    Q("贵院中医科：八味厚朴丸是否有开胃进食之效？敬请告知。", "formula_has_efficacy", "八味厚朴丸", F, named="开胃进食"),
    Q("本人眼生翳膜，听说有消云退翳的古方。请问哪些方剂具有消云退翳的功效？", "formula_has_efficacy", "消云退翳", EF),
    # prescribed_for
    Q("家属来信：家父年老腰部沉重疼痛，中医开具八味圆。请问该方是否可治腰重疼痛？", "prescribed_for", "八味圆", F,
      named="腰重疼痛"),
    Q("本人受凉后咳嗽痰多，中医开具八味香苏散。烦请解答：该方是否主治肺感风寒？", "prescribed_for", "八味香苏散", F,
      named="肺感风寒"),
    Q("我校中医社团研读八宝止血药墨，特此咨询：该方是否用于治疗大小便血？", "prescribed_for", "八宝止血药墨", F, named="大小便血"),
    Q("本人在古方中读到知母汤，敬请告知：该方是否用于心躁烦乱？", "prescribed_for", "八味知母汤", F, mention="知母汤",
      named="心躁烦乱"),
    Q("家属来信：家母受凉后胃脘冷痛，中医开具八味桂心丸。请问该方是否可治冷气心痛？", "prescribed_for", "八味桂心丸", F,
      named="冷气心痛"),
    Q("本人咳血，中医辨证为肺热火盛。烦请解答：哪些方剂可用于肺热火盛？", "prescribed_for", "肺热火盛", D),
    # formula_has_alias
    Q("贵院中医科：八味知母汤在古籍中是否另有方名？敬请告知。", "formula_has_alias", "八味知母汤", F),
    Q("本人查阅方书时发现八味茴香丸，请问该方是否又名治疝茴香丸？", "formula_has_alias", "八味茴香丸", F, named="治疝茴香丸"),
    Q("家属来信：老药方上写有还晴散，烦请解答：这是哪一首方剂的别名？", "formula_has_alias", "还晴散", AL),
    Q("我校中医社团整理方剂卡片，特此咨询：八效虎骨散是否又称大效虎骨散？", "formula_has_alias", "八效虎骨散", F,
      named="大效虎骨散"),
    # check_for_disease
    Q("本人六十岁，体检项目中有前列腺特异性抗原检查。敬请告知：该检查是否用于筛查前列腺癌？", "check_for_disease",
      "前列腺特异性抗原检查", C, named="前列腺癌"),
    Q("家属来信：新生儿出院前医生建议做半乳糖血症筛查，请问该项检查可以查出哪些疾病？", "check_for_disease", "半乳糖血症筛查", C),
    Q("兹有我单位一名牧区职工需做包虫病补体结合试验，特此咨询：该检查能够诊断哪些疾病？", "check_for_disease", "包虫病补体结合试验",
      C),
    Q("本人近日口唇反复起疱，医生开具单纯疱疹病毒抗体检查。烦请解答：该检查主要用于诊断哪些疾病？", "check_for_disease",
      "单纯疱疹病毒抗体检查", C),
    Q("患者某某肝功能异常，医生安排吲哚氰绿试验。家属敬请告知：一、该试验可用于诊断哪些疾病？二、检查前是否需要空腹？",
      "check_for_disease", "吲哚氰绿试验", C),
    Q("本人胰管扩张，医生建议做子母胰管镜检查。请问该检查可以诊断哪些疾病？", "check_for_disease", "子母胰管镜检查", C),
    # check_for_symptom
    Q("本人感冒后闻不到气味已逾一月，医生建议做嗅神经检查。敬请告知：该检查是否针对嗅觉丧失？", "check_for_symptom", "嗅神经检查", C,
      named="嗅觉丧失"),
    Q("我校特殊教育班拟对学生开展国际标准智力测试，特此咨询：上述测试主要针对哪些表现？", "check_for_symptom", "国际标准智力测试", C),
    Q("家属来信：家父吞咽不畅、声音嘶哑，医生安排吞咽试验。请问该试验一般针对哪些症状？", "check_for_symptom", "吞咽试验", C),
    Q("本人闭经半年，妇科医生开具卵巢检查。烦请解答：该检查一般针对哪些症状？", "check_for_symptom", "卵巢检查", C),
    Q("患者某某血压波动较大，医生安排寒冷性升压试验。家属敬请告知：该试验一般针对哪些情况？", "check_for_symptom",
      "寒冷性升压试验", C),
    Q("我园保健室咨询：婴幼儿肌肉骨骼系统检查是否用于发现髋关节脱位？", "check_for_symptom", "婴幼儿肌肉骨骼系统检查", C,
      named="髋关节脱位"),
    Q("本人长期乏力、面色苍白，医生开具可溶性转铁蛋白受体测定。请问该检查一般在出现哪些情况时进行？", "check_for_symptom",
      "可溶性转铁蛋白受体测定", C),
    # performed_by
    Q("本人拟于贵院行宫腔镜检查，敬请告知由哪个科室负责实施。", "performed_by", "宫腔镜检查", C),
    Q("家属来信：家母的宫腔镜检查是否在妇产科完成？请问贵院。", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("患者某某拟行心血管造影检查，家属特此咨询：该检查由贵院哪个科室开展？", "performed_by", "心血管造影检查", C),
    Q("本人孩子出生后需做新生儿筛查，烦请解答：该项目是否由儿科负责？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查",
      named="儿科"),
    # check_has_alias
    Q("我司体检中心来函：心电图检查的英文缩写为何？特此咨询。", "check_has_alias", "心电图检查", C),
    Q("本人体检报告中有ECG一项，敬请告知：该缩写指的是哪项检查？", "check_has_alias", "ECG", AL),
    Q("家属来信：快速血浆反应素试验在化验单上是否简写为RPR？", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
    Q("我校新生入学体检表中列有RPR，烦请解答：这是哪一项检查的缩写？", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day45"))
