"""Writes `medical_everyday_49.jsonl`, a forty-ninth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-eighth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is typed in a hurry on a phone with a pinyin keyboard and sent
without being read again: homophone slips in the framing words (因该挂那个科啊, 还要在做哪些检查啊, 我以经冲了好久水了, 还能在吃吗,
这病都有那些症状呀, 百合固金片是那一类的药, 这是那个病的别名啊), 的 for 得 (疼的要死, 炒菜炒的胳膊肘外侧疼, 硬的像板子, 紧张的想哭,
孩子咳的喘, 娃哭的停不下来, 看的我头晕), no punctuation or only spaces between clauses, doubled or trailing punctuation
(？？？, 。。。, 急急急！！, 会引起哪些并发症啊？?), full-width and half-width marks mixed (敏柏宁是治啥的?脖子上…, 泡水能治胃疼,它…), an
emoji or a kaomoji (😭, 😅, 🙏, orz, QAQ), a word typed twice (挂号挂挂哪个科, 医医生开了药, 体检查查出, 能不能吃吃看) and a clause
left unfinished and started again (医生说要排 要排除老年人甲状腺癌, 这病会不会 就是会不会并发胰腺癌, 以后会 会引起哪些并发症). Who
types varies: tired night-shift workers (上夜班的时候耳朵里老是呼呼的响, 三班倒在厂里搬货, 值夜班的时候心慌得厉害, 夜班护士 今晚病人用了亚宁定,
夜班保安 腰疼腿麻, 在面粉厂上夜班), teenagers (体育课跳山羊骑跨伤到了 不好意思问家长, 高二…我妈不陪我去, 初二 打球摔了, 高一女生…不敢跟我妈说,
同桌在吃专注达, 明天还要月考), parents with a crying baby (宝宝一直哭我单手打字, 孩子一直在哭 脑子乱的很, 回来就一直哭一直哭, 娃一直哭着要吃,
娃哭的停不下来, 他一洗就哭) and people on a bus or the metro (公交上 帮我爸问的, 地铁上 田可明…, 快到站了先问一句, 在车上刷到…,
地铁上信号差), besides drivers, grandchildren and people at work. Only the words around the names are sloppy: every entity and
every neighbour a question names is written exactly as the network writes it or as an alias the network records for it.
About a third (69) are typed carefully, with full-width punctuation and no slips (我爸去年做了广泛小肠切除，医生说以后可能会出现短肠综合征，
这个病主要有哪些表现？). 43 carry 呢/啊/呀/嘛/哈; 29 are tagged `context` (the tag looks for a full-width comma, and most of the
hurried questions put their context before the question with only a space, so many more tell a case first); some ask two
things and the first is the gold (睾丸损伤一般都会有什么症状啊？？会不会恶心想吐 asks the symptoms; 惠氏杆菌肺炎 这病主要累及哪里啊 会传染不
where it shows; Darier疾病是怎么得的啊 会遗传吗 the causes; 缺血性视盘病变，这个怎么治？能恢复吗？ the therapies; 百花定喘丸的成分有哪些？我对花粉过敏，能吃吗？
the ingredients; 安泰乐是哪类药 医生说能抗焦虑 会不会上瘾 the class; 宁嗽丸里有制半夏吗？孕妇能吃吗？ and 哪些方子里用到广皮 广皮是陈皮吗 what
the formulas are made of).

Records: taken from the seventh tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 47 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-ninth set drew from the seventh tenth
too, and this one takes only what it and every other set left. cures has 106 window sources and only four left (经期综合征,
肛周炎, 肠结核, 肾小球硬化), all asked; two more questions each name a drug no earlier question names (网球肘 → 氟比洛芬巴布膏,
糖尿病性胃轻瘫 → 枸橼酸莫沙必利片). Where every source of a relation type in that window is already asked about
(has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias,
composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names
one neighbour no earlier question names (磨牙症 ← 打鼾和睡眠呼吸暂停, 白内障 ← 眼外伤, 破伤风 ← 穿刺伤, 白喉 ← 未接种疫苗或未全程接种,
细菌性脑膜炎 ← 接受耳蜗植入术, 百日咳 ← 教师和保健工作者, 类风湿性关节炎 → 双侧掌指关节, 肛门癌 → 骨盆外内脏, 肿瘤 → 盆壁 and 脂肪组织,
维生素K缺乏症 ↔ 凝血功能异常, 肝硬化 ↔ 失代偿肝硬化, 肠梗阻 ↔ 亚急性肠梗阻, 肺心病 ↔ 右心衰竭, 糖尿病 ↔ 后囊下白内障, 结节病 ↔ 肉芽肿性肝炎,
破伤风 ↔ 僵人综合征, 磨牙症 ↔ 抽动秽语综合征, 肝癌 ↔ 纤维板层肝癌, 移植物抗宿主病 ↔ 急性移植物抗宿主病（GVHD）, 类风湿性关节炎 ↔ 对称性关节炎,
肛门癌 ↔ 肺部转移性病变, 宁嗽丸 → 制半夏, 四味土木香散 → 珍珠杆, 巴戟圆 → 紫金藤, 杏苏散 → 轻宣凉燥, 枳实消痞丸 → 消痞除满,
桃核承气汤 → 逐瘀泻热, 槐花散 → 清肠止血, 清燥救肺汤 → 清燥润肺, 桂枝汤 → 头痛发热, 桑杏汤 → 咽干鼻燥, 槐角地榆丸 → 痔漏肿痛出血,
泻白散 → 肺热喘咳, 易黄汤 → 带下粘稠量多), is asked from the relation's target end (印度尼西亚, where 肺结核 is prevalent; 肺部, where
肛门癌 spreads; 静脉, which 肾细胞癌 invades; 广皮, an ingredient of 宁嗽丸; 止咳化痰, an efficacy of 止嗽散; 脾胃虚寒, what 柴芍六君丸 is
prescribed for; 消化科, the department of 无痛胃镜检查), names its entity by an alias (新生儿筛查, earlier sets' mention) or asks what an
alias stands for (安如山, 力弘, 半夏茯苓天麻汤, 长频, EMG: the first three earlier sets' mentions, 长频 and EMG earlier questions' gold
too, asked here in other words); a few ask a record again in words no earlier question uses (肺癌, 参苏饮, 大秦艽汤, 琥珀安神丸, 半夏白术天麻汤,
无痛胃镜检查, 宫腔镜检查, 超声内镜检查, 快速血浆反应素试验), and where a window source has no neighbour left that no earlier question
names, the question names one again (肝癌 → 撒哈拉以南的非洲, 肺结核 → 菲律宾, 细菌性脑膜炎 → 发展中国家或地区, 肛管癌 → 淋巴管,
系统性红斑狼疮 → 肾脏, 肾细胞癌 → 肾上腺, 盐酸伐昔洛韦分散片 → 丽科分, 盐酸哌罗匹隆片 → 康尔汀, 口禾髎 → 长髎, 心电图检查 → ECG). None of the
four window sources of prevalent_in (细菌性脑膜炎, 肝癌, 肺癌, 肺结核) has a neighbour no earlier question names: three name one again,
肺癌 is asked in new words and one question asks from the target end (印度尼西亚, which no earlier question asks about as its
entity). Of the six window sources of metastasizes_to only 类风湿性关节炎 and 肛门癌 have one; 肛管癌 and 系统性红斑狼疮 name a neighbour
again and one question asks from the target end (肺部). Of the three window sources of invades only 肿瘤 has one (two questions);
肾细胞癌 names a neighbour again and one question asks from the target end (静脉). The window of drug_has_alias holds seven drugs
with one alias each, all of them names earlier questions use: two name an alias again (丽科分 and 康尔汀, earlier questions' alias
instances and 康尔汀 an earlier mention, never these drugs' named neighbours), one asks 琥珀安神丸's other names in new words and two
ask what 安如山 and 力弘 stand for (earlier sets named 盐酸奥昔布宁缓释胶囊 and 盐酸克林霉素注射液 by them, none asked what they stand for).
formula_has_alias has 29 sources and its window three (半夏白术天麻汤, 口禾髎, 哑门), all of whose aliases earlier questions name;
哑门 is an entity and its aliases 舌厌 and 舌横 are mentions of the second alias set, so no question names them: one question asks
what 半夏白术天麻汤's alias 半夏茯苓天麻汤 stands for and one what 口禾髎's alias 长频 stands for, 口禾髎 is asked whether it is also called
长髎 and 半夏白术天麻汤 is asked in new words. performed_by has six sources and its window one (无痛胃镜检查, asked
in new words), so its other questions ask from the target end (消化科), name 新生儿疾病筛查检查 by its alias 新生儿筛查 or ask 宫腔镜检查 in
new words. The window of check_has_alias holds no record (the type has seven sources), so its four questions take checks
outside it (超声内镜检查 and 快速血浆反应素试验 in new words, 心电图检查 whether it is ECG, and what EMG stands for).

83 questions name the one neighbour they ask about, most of them naming two records (硬脑膜动静脉瘘 → 颅内血管杂音, 糖尿病乳酸性酸中毒 →
全身酸软, 类固醇肌病 → 肌肉活检, 缺血性多形性室性心动过速 → 室性心动过速, 羊水与胎粪吸入综合征 → 气胸, 肱骨内上髁骨折 → 肘关节脱位, 纤维腺瘤 → 乳腺,
细菌协同性坏疽 → 进行性协同性坏疽, 睾丸肿瘤 → 青年男性, 缺血缺氧性脑病 → 足月新生儿, 神经根型颈椎病 → 非手术疗法, 耳后骨膜下脓肿 → 局部切开排脓,
硬腭裂伴单侧唇裂 → 唇腭裂, 继发性痛风 → 痛风, 绞窄性腹股沟疝 → 腹股沟疝, 帕坦洛 → 结膜炎, 泰必利 → 抽动—秽语综合征, 妙纳 → 困倦, 洛汀新 → 咳嗽,
泰瑞宁 → 蔗糖, 益母草片 → 益母草, 为力苏 → 胃肠促动药, 万赛维 → 核苷类, 佰莫亭 → 催乳素抑制剂, 羊蹄叶 → 便秘, 羚羊角 → 平肝息风, 大鹅不食 → 通鼻窍,
矮杨梅果 → 杨梅果, 胆星 → 胆南星, 肛门拭子检查法 → 蛲虫病, 胰腺外分泌功能试验 → 慢性胰腺炎, 胸腹部垫枕试验 → 腰椎间盘突出, 胆囊超声检查 → 懒胆囊,
and the neighbours above), one as the first of two it offers (儿童慢性大疱病…复诊挂哪个科 皮肤科还是儿科 names 皮肤科) and one an alias one
character apart from the entity's own name (眼睑热病性疱疹 → 眼睑热性疱疹). Seven besides the alias-instance questions are asked
from the relation's target end (下个月去印度尼西亚出差 那边有啥流行的病要注意的, 一般哪些癌容易转移到肺部啊, 哪些病会侵犯静脉啊, 哪些方子里用到广皮,
有哪些方剂能止咳化痰, 脾胃虚寒有哪些方子可以调, 消化科一般能做哪几种检查啊).

Names inside names: by a mechanical count 135 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (糖尿病乳酸性酸中毒 holds 糖尿病 and 乳酸性酸中毒, 缺血性多形性室性心动过速 holds 室性心动过速, the complication its question
weighs it against, 老年人甲状腺癌 holds 甲状腺癌, 纯红细胞再生障碍性贫血 holds 再生障碍性贫血, 羊水与胎粪吸入综合征 holds 胎粪吸入综合征,
肠病原性大肠埃希杆菌感染 holds 大肠埃希杆菌感染, 糖尿病性胃轻瘫 holds 胃轻瘫, 糖尿病心肌病 holds 糖尿病 and 心肌病, 肝内胆管结石 holds 胆管结石,
神经根型颈椎病 holds 颈椎病, 结核性腹膜炎 holds 腹膜炎, 职业性皮肤癌 holds 皮肤癌, 绞窄性腹股沟疝 holds 腹股沟疝 and 继发性痛风 holds 痛风
(two characters), the classes their is_subtype_of questions name, 职业性支气管哮喘 holds 支气管哮喘, the class its question asks for,
第三脑室出血 holds 脑室出血, 硬腭裂伴单侧唇裂 holds 腭裂伴单侧唇裂 and 单侧唇裂, 童年社交焦虑障碍 holds 焦虑障碍; 肝硬化 lies inside 失代偿肝硬化, 肠梗阻 inside 亚急性肠梗阻, 肝癌
inside 纤维板层肝癌 and 移植物抗宿主病 inside 急性移植物抗宿主病（GVHD）, the neighbours their questions name; 结节性脂肪坏死 is named by
胰腺炎皮下脂肪坏死病, which holds 胰腺炎 and 脂肪坏死, and 结节性液化性脂膜炎 by 胰腺性皮下结节性脂肪坏死症, which holds 结节性脂肪坏死, the other
record; 益母草片 holds 益母草, the ingredient its question names, 牛磺酸颗粒 and 牛磺酸滴眼液 hold 牛磺酸, 牡蛎碳酸钙颗粒 holds 碳酸钙, 盐酸哌甲酯缓释片 holds
盐酸哌甲酯, 琥珀安神丸 holds 安神丸; 绵马贯众炭 holds 绵马贯众, which its question weighs it against, 红毛叶马蹄香 holds its alias 毛叶马蹄香, the
name its question uses, 矮杨梅果 holds 矮杨梅 and its alias 杨梅果, the answer its question names, 羊踯躅根 holds 羊踯躅, 细果角茴香 holds 角茴香,
绿茎槲寄生 holds 槲寄生; 四味土木香散 holds 土木香; 无痛胃镜检查 holds 胃镜检查, 胆囊超声检查 holds 超声检查 and 超声内镜检查 holds 内镜检查).

About one question in four (48 of 210) names its entity by a name the network records for that very instance: disease
aliases (14: other or descriptive names such as 硬脑膜动静脉瘘, 结核性结膜炎, 酸性麦芽糖酶缺陷病, 儿童慢性大疱病, 惠氏杆菌肺炎,
先天性环状粘连带蛛网综合征, 神经系统发育异常性疾病, 伴发于非浆细胞性疾病的单克隆免疫球蛋白血症, 胰腺炎皮下脂肪坏死病, 胰腺性皮下结节性脂肪坏死症;
eponyms such as Levine—Critchley综合征, Darier疾病; names with a word changed such as 外伤性眼外肌麻痹, 第3腰椎横突过长畸形); drug trade names
(23, below); medicinal material aliases (10: 多花素馨, 闹羊花根, 透骨风, 石莲花, 咽喉草, 大鹅不食, 毛叶马蹄香, 羊奶根, 贡蒿, 紫大戟); a check alias
(1: 新生儿筛查, earlier sets' mention). Each of these names is listed by that one instance only. Ten more ask what an alias
stands for (沙样脑膜瘤, 三角肌下滑囊, Bassem—Kornzweig综合征, 安如山, 力弘, 三钱三, 九节茶, 半夏茯苓天麻汤, 长频, EMG: disease, drug, material, formula and
check aliases): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 23 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (可多华, 帕坦洛, 泰必利, 敏柏宁, 亚宁定, 丽芙, 妙纳, 洛汀新, 潘太欣, 佰达图, 美开朗, 诺斯清, 活性钙颗粒, 泰瑞宁, 田可明, 开普拓, 安泰乐, 喘息定, 为力苏,
专注达, 麦咪康帕, 万赛维, 佰莫亭). All twenty-three names are also drug records of their own (the source writes the product twice).
They are labelled as in the earlier sets: the gold entity is the standard record (甲磺酸多沙唑嗪缓释片, 盐酸奥洛他定滴眼液, 盐酸硫必利片, 甲氧沙林片,
盐酸乌拉地尔注射液, 甲硝唑凝胶, 盐酸乙哌立松片, 盐酸贝那普利片, 百白破灭活脊髓灰质炎和b型流感嗜血杆菌（结合）联合疫苗, 盐酸丙卡特罗气雾剂,
盐酸卡替洛尔滴眼液, 生理性海水鼻腔护理喷雾器, 牡蛎碳酸钙颗粒, 牛磺酸颗粒, 环孢素滴眼液, 盐酸伊立替康注射液, 盐酸羟嗪片, 盐酸异丙肾上腺素注射液,
盐酸伊托必利片, 盐酸哌甲酯缓释片, 硝呋太尔—制霉菌素阴道栓, 盐酸缬更昔洛韦片, 甲磺酸溴隐亭片), the mention is the trade name and the line is
tagged `alias`, because whoever holds the box, the syringe label or the vaccination card asks about the medicine, and the
standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- 力弘 is a drug record as well as the alias instance 盐酸克林霉素注射液 lists, and EMG a check record as well as the alias
  instance 肌电图检查 lists (吊瓶上贴着力弘，这是什么药的商品名？, 报告上写要做EMG 是啥检查啊): each asks what the name stands for, so the
  gold is the alias instance, as the forty-seventh set's 力文 and 新生儿筛查 questions are; 九节茶, whose question asks which material
  it names, is an ingredient record as well as the alias 肿节风 lists.
- 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists (宝宝出生医生说要做新生儿筛查 去哪个科啊): the question names the
  check the baby is to have, so the gold is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions.
  第3腰椎横突过长畸形, by which a designated_to question names 第三腰椎横突综合征, is a disease record too.
- Some named neighbours are records of other types too: 眼睑热性疱疹 is a disease record as well as the alias 眼睑热病性疱疹 lists, 丽科分
  a drug record as well as an alias, 胆南星 an ingredient and ECG a check as well as aliases, 唇腭裂 an alias and a symptom besides a
  disease, 益母草 a medicinal material as well as an ingredient, 平肝息风 a drug product class as well as an efficacy, 皮肤科 a body part
  and a population besides a department, 乳腺 a cause and a symptom besides a body part, 肾脏 a symptom and 肾上腺 a cause besides
  body parts, 胰腺癌, 室性心动过速, 右心衰竭, 腹股沟疝, 咳嗽, 便秘 and 腰椎间盘突出 diseases, causes and symptoms at once, 气胸, 痛风, 凝血功能异常,
  后囊下白内障, 结膜炎, 困倦, 蛲虫病 and 慢性胰腺炎 diseases and symptoms, and 眼外伤 a cause and a symptom.
- Besides these, 41 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 精囊炎, 肠结核, 肾小球硬化, 网状青斑, 碱烧伤, 磨牙症 (two questions), 破伤风 (two), 百日咳, 肺结核, 神经根型颈椎病, 肝内胆管结石, 脾胃虚寒 and
  the check 心电图检查; a cause record: 纤维腺瘤 and 继发性痛风; both: 白内障, 白喉, 类风湿性关节炎 (two), 肠梗阻, and 系统性红斑狼疮, 肿瘤 (two),
  肝硬化 and 糖尿病 a population record besides; an alias record: 肾细胞癌 (a symptom record besides), 肺心病 (a cause record besides),
  肝癌 (two) and 结节病 (a cause and a symptom record besides) and 肺癌 (a cause, a population and a symptom record besides); a
  therapy record: 红细胞生成性原卟啉病; an ingredient record: the drug 片仔癀胶囊, the materials 羚羊角 and 红大戟, 穿山龙 (an alias record
  besides) and the alias instance 九节茶; a drug record for the alias instance 力弘 and a check record for EMG), and the wording
  says which is meant (说是, 诊断, 确诊, 查出, 怀疑, 入药, 药材, 产在, 分布, 别名, 商品名, 是啥检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_49.py    # rewrites bench/sets/medical_everyday_49.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_49.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("上夜班的时候耳朵里老是呼呼的响 跟心跳一个节奏 今天查出来说是硬脑膜动静脉瘘。。。颅内血管杂音是这个病的症状吗",
      "has_symptom", "硬脑膜动静脉畸形", D, mention="硬脑膜动静脉瘘", named="颅内血管杂音"),
    Q("儿子打篮球被人胳膊肘怼到眼睛 现在看东西重影 医生写的外伤性眼外肌麻痹 这个还会有啥症状啊😭", "has_symptom",
      "眼外肌外伤", D, mention="外伤性眼外肌麻痹"),
    Q("体育课跳山羊骑跨伤到了 疼的要死 不好意思问家长 睾丸损伤一般都会有什么症状啊？？会不会恶心想吐", "has_symptom",
      "睾丸损伤", D),
    Q("我爸去年做了广泛小肠切除，医生说以后可能会出现短肠综合征，这个病主要有哪些表现？", "has_symptom", "短肠综合征", D),
    Q("外公吃二甲双胍吃了好多年 今天全身酸软没劲 护工说可能是糖尿病乳酸性酸中毒 全身酸软算它的症状吗 急急急！！",
      "has_symptom", "糖尿病乳酸性酸中毒", D, named="全身酸软"),
    Q("娃眼皮肿了一个多礼拜 医生说是结核性结膜炎。。宝宝一直哭我单手打字 这个病一般会有啥表现", "has_symptom",
      "结膜结核病", D, mention="结核性结膜炎"),
    Q("表妹三岁 走路老摔 查出来是酸性麦芽糖酶缺陷病 这病都有那些症状呀 心脏也会受影响吗", "has_symptom",
      "糖原贮积病II型", D, mention="酸性麦芽糖酶缺陷病"),
    # designated_to
    Q("三班倒在厂里搬货 腰这块一按就疼 片子上写第3腰椎横突过长畸形 因该挂那个科啊 orz", "designated_to",
      "第三腰椎横突综合征", D, mention="第3腰椎横突过长畸形"),
    Q("闺女身上起了一圈一圈的水泡 儿童医院说像儿童慢性大疱病 复诊挂哪个科 皮肤科还是儿科？？？", "designated_to",
      "线状IgA大疱性皮肤病", D, mention="儿童慢性大疱病", named="皮肤科"),
    Q("高二 上眼皮老是肿 松松垮垮的 网上说像眼睑皮肤弛缓症 去医院挂号挂挂哪个科啊 我妈不陪我去", "designated_to",
      "眼睑皮肤弛缓症", D),
    Q("嘴巴一圈发红还有点褐色 是化妆品用多了？？朋友说是着色性口周红斑 这个该去那个科看", "designated_to",
      "着色性口周红斑", D),
    Q("公交上 帮我爸问的 背上疼还发烧 医院说怀疑硬脊膜外脓肿 要转到哪个科室", "designated_to", "硬脊膜外脓肿", D),
    Q("四个月的宝宝心超查出矫正型大动脉转位 后面复查挂哪个科 孩子一直在哭 脑子乱的很", "designated_to",
      "矫正型大动脉转位", D),
    Q("精液里带血丝，查了说是精囊炎，请问应该挂哪个科室？", "designated_to", "精囊炎", D),
    # checks
    Q("我舅胰腺炎住院 腿上又冒出来好多硬疙瘩 会诊说是胰腺炎皮下脂肪坏死病 还要在做哪些检查啊", "checks",
      "结节性脂肪坏死", D, mention="胰腺炎皮下脂肪坏死病"),
    Q("肚子越来越大，还一直低烧，医生怀疑是结核性腹膜炎，要做哪些检查才能确诊？", "checks", "结核性腹膜炎", D),
    Q("血常规一直贫血，血液科怀疑纯红细胞再生障碍性贫血，一般要做哪些检查？", "checks", "纯红细胞再生障碍性贫血", D),
    Q("我这肠胃病老毛病了 吃点凉的就拉 去医院因该做哪些检查啊 胃镜好怕", "checks", "肠胃病", D),
    Q("哮喘吃了好久的激素 腿没劲上楼都费劲 医生说可能是类固醇肌病 要做肌肉活检吗？？疼不疼啊", "checks", "类固醇肌病", D,
      named="肌肉活检"),
    Q("奶奶七十多了脖子摸到个硬块 医生说要排 要排除老年人甲状腺癌 一般都查些啥", "checks", "老年人甲状腺癌", D),
    # has_complication
    Q("表哥确诊了Levine—Critchley综合征 以后会 会引起哪些并发症啊？?", "has_complication", "神经棘红细胞增多症", D,
      mention="Levine—Critchley综合征"),
    Q("我爸腿上的结节 报告说是胰腺性皮下结节性脂肪坏死症 这病会不会 就是会不会并发胰腺癌", "has_complication",
      "结节性液化性脂膜炎", D, mention="胰腺性皮下结节性脂肪坏死症", named="胰腺癌"),
    Q("值夜班的时候心慌得厉害 心电图说缺血性多形性室性心动过速 那它会发展成室性心动过速吗 不是一回事吗😅",
      "has_complication", "缺血性多形性室性心动过速", D, named="室性心动过速"),
    Q("宝宝出生吸了羊水和胎粪 诊断羊水与胎粪吸入综合征 医生说要警惕气胸 是真的会并发气胸吗😭😭", "has_complication",
      "羊水与胎粪吸入综合征", D, named="气胸"),
    Q("初二 打球摔了 肱骨内上髁骨折 我妈问会不会同时有肘关节脱位 我也不知道 会吗", "has_complication", "肱骨内上髁骨折", D,
      named="肘关节脱位"),
    Q("健身房练多了 肩膀前面疼 诊断肱二头肌长头腱鞘炎 拖久了会引起别的毛病吗 还练不练得了", "has_complication",
      "肱二头肌长头腱鞘炎", D),
    Q("托儿所好几个娃拉肚子，化验出来是肠病原性大肠埃希杆菌感染，这个会有什么并发症？要不要住院？", "has_complication",
      "肠病原性大肠埃希杆菌感染", D),
    # cures
    Q("每次来月经前后都头疼、起疹子，医生说是经期综合征，吃什么药能缓解？", "cures", "经期综合征", D),
    Q("跑网约车的 久坐 屁股那块又痒又疼 查了是肛周炎 用啥药好 在线等挺急的", "cures", "肛周炎", D),
    Q("确诊肠结核了。。。一般吃什么药啊 要吃多久", "cures", "肠结核", D),
    Q("体检说肾小球硬化 医医生开了药没说清 一般用啥药控制", "cures", "肾小球硬化", D),
    Q("炒菜炒的胳膊肘外侧疼 说是网球肘 药店推荐氟比洛芬巴布膏 贴这个有用吗", "cures", "网球肘", D,
      named="氟比洛芬巴布膏"),
    Q("老妈糖尿病十几年了，吃一点就胀，医生说是糖尿病性胃轻瘫，开了枸橼酸莫沙必利片，这个药对路吗？", "cures",
      "糖尿病性胃轻瘫", D, named="枸橼酸莫沙必利片"),
    # shown_on
    Q("同事从东南亚回来 说是得了惠氏杆菌肺炎 这病主要累及哪里啊 会传染不", "shown_on", "类鼻疽杆菌肺炎", D,
      mention="惠氏杆菌肺炎"),
    Q("四维彩超提示先天性环状粘连带蛛网综合征 会缠到宝宝哪些部位啊 吓死了", "shown_on", "羊膜带综合征", D,
      mention="先天性环状粘连带蛛网综合征"),
    Q("高一女生 胸口摸到一个滑溜溜的小球 网上说可能是纤维腺瘤 纤维腺瘤是长在乳腺上的吗 不敢跟我妈说", "shown_on",
      "纤维腺瘤", D, named="乳腺"),
    Q("一到冬天腿上就出现一块一块紫红色的花纹，医生说是网状青斑，这个一般长在身体哪些部位？", "shown_on", "网状青斑", D),
    Q("在沥青厂干了二十年，现在查出职业性皮肤癌，这种一般长在哪些地方？", "shown_on", "职业性皮肤癌", D),
    Q("组织细胞吞噬性脂膜炎会累及哪些部位？只是皮肤吗？", "shown_on", "组织细胞吞噬性脂膜炎", D),
    # has_alias
    Q("病历上写细菌协同性坏疽 另一个单子写的进行性协同性坏疽 是一个病吗？？", "has_alias", "细菌协同性坏疽", D,
      named="进行性协同性坏疽"),
    Q("眼睑热病性疱疹跟眼睑热性疱疹是同一个东西吧 差一个字 看的我头晕", "has_alias", "眼睑热病性疱疹", D,
      named="眼睑热性疱疹"),
    Q("报告上出现个沙样脑膜瘤 这是那个病的别名啊", "has_alias", "沙样脑膜瘤", AL),
    Q("肩膀疼 病历上写着三角肌下滑囊 这个是哪个病的另一个名字？？", "has_alias", "三角肌下滑囊", AL),
    Q("Bassem—Kornzweig综合征是什么病的别称？中文叫什么？", "has_alias", "Bassem—Kornzweig综合征", AL),
    Q("结核性苔藓还有别的叫法么，想给家里老人解释一下。", "has_alias", "结核性苔藓", D),
    # caused_by
    Q("在钢厂炉前干了十几年，眼睛越来越花，医生说是眼红外线辐射伤，这到底是怎么引起的？", "caused_by", "眼红外线辐射伤", D),
    Q("刷厕所的强碱清洁剂溅到手上了 医生说碱烧伤 这种一般都是怎么造成的啊 我以经冲了好久水了", "caused_by", "碱烧伤", D),
    Q("表姐刚生完，护士说产后要小心空气栓塞，这个是什么原因引起的？", "caused_by", "空气栓塞", D),
    Q("Darier疾病是怎么得的啊 会遗传吗", "caused_by", "眼—脑综合征", D, mention="Darier疾病"),
    Q("给娃补维生素D补多了？？？医生说维生素D中毒症 这是咋引起的 就是吃多了吗 我好自责😭", "caused_by", "维生素D中毒症", D),
    Q("后背老是长小脓包，皮肤科说是细菌性毛囊炎，这是什么引起的？是不是没洗干净？", "caused_by", "细菌性毛囊炎", D),
    Q("肛周汗腺炎到底是怎么得的 反反复复烦死了QAQ", "caused_by", "肛周汗腺炎", D),
    # has_risk_factor
    Q("老公晚上磨牙咯吱咯吱的 还打呼噜 打鼾和睡眠呼吸暂停会让磨牙症更严重吗", "has_risk_factor", "磨牙症", D,
      named="打鼾和睡眠呼吸暂停"),
    Q("小时候被鞭炮炸到过眼睛，眼外伤以后是不是更容易得白内障？", "has_risk_factor", "白内障", D, named="眼外伤"),
    Q("工地上踩到生锈的钉子了 扎的挺深 穿刺伤是不是破伤风的高危因素 要不要去打针？？", "has_risk_factor", "破伤风", D,
      named="穿刺伤"),
    Q("孩子疫苗本上有两针没打 未接种疫苗或未全程接种是不是得白喉风险很高啊", "has_risk_factor", "白喉", D,
      named="未接种疫苗或未全程接种"),
    Q("儿子要做人工耳蜗 听说接受耳蜗植入术会增加细菌性脑膜炎的风险 真的假的？？", "has_risk_factor", "细菌性脑膜炎", D,
      named="接受耳蜗植入术"),
    Q("我是幼儿园老师 教师和保健工作者是不是更容易得百日咳 要不要补一针🙏", "has_risk_factor", "百日咳", D,
      named="教师和保健工作者"),
    # common_in
    Q("产检说要筛神经系统发育异常性疾病 这类病主要是哪些人得啊", "common_in", "神经系统先天性疾病", D,
      mention="神经系统发育异常性疾病"),
    Q("精囊囊肿一般什么人容易得 我才25 是不是倒霉", "common_in", "精囊囊肿", D),
    Q("男生 19 摸到蛋蛋有个硬块 睾丸肿瘤是不是青年男性多见啊 好慌", "common_in", "睾丸肿瘤", D, named="青年男性"),
    Q("宝宝生的时候缺氧了 缺血缺氧性脑病是不是足月新生儿也会得 我们是足月的啊", "common_in", "缺血缺氧性脑病", D,
      named="足月新生儿"),
    Q("网上刷到皮肤行为症 就是老抠皮肤那种 一般什么人容易得 我弟天天抠", "common_in", "皮肤行为症", D),
    Q("化验单上写着伴发于非浆细胞性疾病的单克隆免疫球蛋白血症，这种病一般见于哪些人？", "common_in",
      "继发性单克隆免疫球蛋白病", D, mention="伴发于非浆细胞性疾病的单克隆免疫球蛋白血症"),
    Q("孩子一晒太阳脸就红肿发痒，医生怀疑是红细胞生成性原卟啉病，这个病一般多大的孩子容易得？", "common_in",
      "红细胞生成性原卟啉病", D),
    # prevalent_in
    Q("要去非洲援建两年 听说肝癌在撒哈拉以南的非洲很多见 是真的吗", "prevalent_in", "肝癌", D, named="撒哈拉以南的非洲"),
    Q("家里的阿姨是从菲律宾来的，肺结核在菲律宾流行吗？要不要让她去查一下？", "prevalent_in", "肺结核", D, named="菲律宾"),
    Q("肺癌在哪些国家或地区比较高发？", "prevalent_in", "肺癌", D),
    Q("下个月去印度尼西亚出差 那边有啥流行的病要注意的 在线等", "prevalent_in", "印度尼西亚", RE),
    Q("细菌性脑膜炎是不是在发展中国家或地区更多？？", "prevalent_in", "细菌性脑膜炎", D, named="发展中国家或地区"),
    # treated_with
    Q("孩子确诊糖原累积病 有什么治疗方法 饮食上要注意啥", "treated_with", "糖原累积病", D),
    Q("天天低头刷手机 手麻 诊断神经根型颈椎病 能不能先非手术疗法 不想开刀", "treated_with", "神经根型颈椎病", D,
      named="非手术疗法"),
    Q("娃中耳炎耳朵后面鼓了个包 医生说耳后骨膜下脓肿 要局部切开排脓吗😭他才三岁", "treated_with", "耳后骨膜下脓肿", D,
      named="局部切开排脓"),
    Q("肝内胆管结石怎么治啊 是不是一定要切肝", "treated_with", "肝内胆管结石", D),
    Q("早上起来一只眼突然看不清，医生说是缺血性视盘病变，这个怎么治？能恢复吗？", "treated_with", "缺血性视盘病变", D),
    Q("我爸糖尿病心肌病 医生光让控制血糖 还有别的治法吗？？", "treated_with", "糖尿病心肌病", D),
    # metastasizes_to
    Q("类风湿性关节炎会跑到双侧掌指关节吗 我妈两只手指根都肿了", "metastasizes_to", "类风湿性关节炎", D,
      named="双侧掌指关节"),
    Q("肛门癌到了晚期会转移到骨盆外内脏吗？医生说了一堆，我没听懂。", "metastasizes_to", "肛门癌", D, named="骨盆外内脏"),
    Q("肛管癌是不是会顺着淋巴管转移？", "metastasizes_to", "肛管癌", D, named="淋巴管"),
    Q("一般哪些癌容易转移到肺部啊 体检查查出肺上有结节好怕", "metastasizes_to", "肺部", BP),
    Q("系统性红斑狼疮会累及肾脏吗？最近尿里有泡沫。", "metastasizes_to", "系统性红斑狼疮", D, named="肾脏"),
    # invades
    Q("我妈的片子上写了盆壁 肿瘤会侵犯到盆壁吗", "invades", "肿瘤", D, named="盆壁"),
    Q("肿瘤会不会长到周围脂肪组织里去？", "invades", "肿瘤", D, named="脂肪组织"),
    Q("肾细胞癌会侵犯肾上腺吗？", "invades", "肾细胞癌", D, named="肾上腺"),
    Q("哪些病会侵犯静脉啊 爸爸的CT写着静脉受侵", "invades", "静脉", BP),
    # is_subtype_of
    Q("宝宝是硬腭裂伴单侧唇裂 这个算唇腭裂的一种吧", "is_subtype_of", "硬腭裂伴单侧唇裂", D, named="唇腭裂"),
    Q("初三 一到人多的地方就紧张的想哭 心理老师说像童年社交焦虑障碍 这个在分类上属于哪一类啊", "is_subtype_of",
      "童年社交焦虑障碍", D),
    Q("继发性痛风也是痛风吧？？还是两个病", "is_subtype_of", "继发性痛风", D, named="痛风"),
    Q("奶奶第三脑室出血，这个在疾病分类上属于哪一类？", "is_subtype_of", "第三脑室出血", D),
    Q("在面粉厂上夜班 一干活就喘 医生说职业性支气管哮喘 这病归在哪一类下面", "is_subtype_of", "职业性支气管哮喘", D),
    Q("绞窄性腹股沟疝是腹股沟疝的一种吗？医生说要马上手术。", "is_subtype_of", "绞窄性腹股沟疝", D, named="腹股沟疝"),
    # related_disease
    Q("宝宝出生打维生素K 说维生素K缺乏症会凝血功能异常 两个有关系是吗", "related_disease", "维生素K缺乏症", D,
      named="凝血功能异常"),
    Q("肝硬化和失代偿肝硬化是什么关系？我爸的报告上写的是后者。", "related_disease", "肝硬化", D, named="失代偿肝硬化"),
    Q("亚急性肠梗阻跟肠梗阻是一回事吗 医生说我是亚急性的", "related_disease", "肠梗阻", D, named="亚急性肠梗阻"),
    Q("外公肺心病好多年了，最近腿肿，是不是右心衰竭了？两个有关联吗？", "related_disease", "肺心病", D, named="右心衰竭"),
    Q("糖尿病跟后囊下白内障有关系吗？我爸两个都有。", "related_disease", "糖尿病", D, named="后囊下白内障"),
    Q("结节病和肉芽肿性肝炎有关系吗？", "related_disease", "结节病", D, named="肉芽肿性肝炎"),
    # differential_diagnosis
    Q("浑身肌肉硬的像板子 医生说要鉴别破伤风和僵人综合征 这俩怎么区分", "differential_diagnosis", "破伤风", D,
      named="僵人综合征"),
    Q("我弟晚上磨牙白天还老挤眉弄眼 磨牙症跟抽动秽语综合征怎么区别啊", "differential_diagnosis", "磨牙症", D,
      named="抽动秽语综合征"),
    Q("纤维板层肝癌和普通肝癌怎么鉴别？小姨才二十多岁。", "differential_diagnosis", "肝癌", D, named="纤维板层肝癌"),
    Q("骨髓移植后起疹子 移植物抗宿主病跟急性移植物抗宿主病（GVHD）要怎么区分", "differential_diagnosis", "移植物抗宿主病",
      D, named="急性移植物抗宿主病（GVHD）"),
    Q("两只手的手指都肿了，类风湿性关节炎和对称性关节炎怎么鉴别？", "differential_diagnosis", "类风湿性关节炎", D,
      named="对称性关节炎"),
    Q("肛门癌做完手术复查 肺上有个影子 医生说要跟肺部转移性病变鉴别？？啥意思", "differential_diagnosis", "肛门癌", D,
      named="肺部转移性病变"),
    # indicated_for
    Q("爷爷吃的可多华 是降压的还是治前列腺的？？看不懂说明书", "indicated_for", "甲磺酸多沙唑嗪缓释片", DR,
      mention="可多华"),
    Q("眼睛痒的不行 同学给了我一支帕坦洛 这个能治结膜炎吗 明天还要月考", "indicated_for", "盐酸奥洛他定滴眼液", DR,
      mention="帕坦洛", named="结膜炎"),
    Q("儿子老眨眼清嗓子 医生开了泰必利 是治抽动—秽语综合征的吗 说明书太长没看", "indicated_for", "盐酸硫必利片", DR,
      mention="泰必利", named="抽动—秽语综合征"),
    Q("敏柏宁是治啥的?脖子上有一小块白的 同事推荐的 能不能吃吃看", "indicated_for", "甲氧沙林片", DR, mention="敏柏宁"),
    Q("夜班护士 今晚病人用了亚宁定 这个药主要用在哪些情况来着 脑子糊了", "indicated_for", "盐酸乌拉地尔注射液", DR,
      mention="亚宁定"),
    Q("脸上长痘 皮肤科开了丽芙 这个凝胶主要治啥啊", "indicated_for", "甲硝唑凝胶", DR, mention="丽芙"),
    Q("我妈老说胸口闷还心慌，邻居给了一盒益心舒片，这个药主要治什么？", "indicated_for", "益心舒片", DR),
    # has_adverse_reaction
    Q("吃了妙纳以后上班一直犯困 困倦是它的副作用吗 开车有没有危险", "has_adverse_reaction", "盐酸乙哌立松片", DR,
      mention="妙纳", named="困倦"),
    Q("我妈吃洛汀新后一直干咳，咳嗽是这个药引起的吗？要不要换药？", "has_adverse_reaction", "盐酸贝那普利片", DR,
      mention="洛汀新", named="咳嗽"),
    Q("宝宝今天打了潘太欣 回来就一直哭一直哭 这个疫苗有哪些不良反应啊😭😭", "has_adverse_reaction",
      "百白破灭活脊髓灰质炎和b型流感嗜血杆菌（结合）联合疫苗", DR, mention="潘太欣"),
    Q("哮喘喷了佰达图心跳好快 这药有啥副作用 体育课还能上吗", "has_adverse_reaction", "盐酸丙卡特罗气雾剂", DR,
      mention="佰达图"),
    Q("外婆青光眼滴美开朗 滴完老说眼睛刺 有啥副作用 要不要停", "has_adverse_reaction", "盐酸卡替洛尔滴眼液", DR,
      mention="美开朗"),
    Q("吃皮敏消胶囊吃的老拉肚子 它都有哪些不良反应啊 还能在吃吗", "has_adverse_reaction", "皮敏消胶囊", DR),
    Q("上火吃牛黄解毒片 吃多了有啥副作用？？？", "has_adverse_reaction", "牛黄解毒片", DR),
    # has_ingredient
    Q("诺斯清里面到底装的啥 就是海水吗 给娃洗鼻子放心不 他一洗就哭", "has_ingredient", "生理性海水鼻腔护理喷雾器", DR,
      mention="诺斯清"),
    Q("活性钙颗粒里面都有什么成分？给孩子冲着喝的。", "has_ingredient", "牡蛎碳酸钙颗粒", DR, mention="活性钙颗粒"),
    Q("泰瑞宁里有蔗糖吗 孩子在控糖 药店的人也说不清", "has_ingredient", "牛磺酸颗粒", DR, mention="泰瑞宁", named="蔗糖"),
    Q("地铁上 田可明这个眼药水的成分是啥 干眼症医生开的", "has_ingredient", "环孢素滴眼液", DR, mention="田可明"),
    Q("片仔癀胶囊里都有些啥成分 好贵啊", "has_ingredient", "片仔癀胶囊", DR),
    Q("益母草片里真的有益母草吗？还是用别的东西做的？", "has_ingredient", "益母草片", DR, named="益母草"),
    Q("百花定喘丸的成分有哪些？我对花粉过敏，能吃吗？", "has_ingredient", "百花定喘丸", DR),
    # is_a_level3
    Q("我爸化疗用的开普拓 属于哪一类药啊 护士说了我没记住", "is_a_level3", "盐酸伊立替康注射液", DR, mention="开普拓"),
    Q("安泰乐是哪类药 医生说能抗焦虑 会不会上瘾", "is_a_level3", "盐酸羟嗪片", DR, mention="安泰乐"),
    Q("急诊用了喘息定，这个药属于什么类别？", "is_a_level3", "盐酸异丙肾上腺素注射液", DR, mention="喘息定"),
    Q("为力苏是胃肠促动药吗 吃完胀气好多了", "is_a_level3", "盐酸伊托必利片", DR, mention="为力苏", named="胃肠促动药"),
    Q("百合固金片是那一类的药 我咳了一个月了", "is_a_level3", "百合固金片", DR),
    Q("癫痫平片属于哪类药？", "is_a_level3", "癫痫平片", DR),
    Q("盆炎净颗粒算哪一类药啊 妇科开的", "is_a_level3", "盆炎净颗粒", DR),
    # belongs_to
    Q("同桌在吃专注达 说是提神的 这药在药品分类里到底算哪一类", "belongs_to", "盐酸哌甲酯缓释片", DR, mention="专注达"),
    Q("麦咪康帕在药品分类上属于啥 阴道炎反反复复烦死", "belongs_to", "硝呋太尔—制霉菌素阴道栓", DR, mention="麦咪康帕"),
    Q("万赛维是核苷类药物吗？我爸肾移植以后一直在吃。", "belongs_to", "盐酸缬更昔洛韦片", DR, mention="万赛维", named="核苷类"),
    Q("断奶医生开了佰莫亭 是催乳素抑制剂吗 娃一直哭着要吃😭", "belongs_to", "甲磺酸溴隐亭片", DR, mention="佰莫亭",
      named="催乳素抑制剂"),
    Q("牛磺酸滴眼液在药品分类上归哪一类？", "belongs_to", "牛磺酸滴眼液", DR),
    Q("益气养元颗粒属于哪类药啊 产后我妈买给我吃的", "belongs_to", "益气养元颗粒", DR),
    # drug_has_alias
    Q("药盒上写的安如山 这是哪个药的别名啊 老人家看不懂", "drug_has_alias", "安如山", AL),
    Q("吊瓶上贴着力弘，这是什么药的商品名？", "drug_has_alias", "力弘", AL),
    Q("盐酸伐昔洛韦分散片是不是就是丽科分 药店说没货了", "drug_has_alias", "盐酸伐昔洛韦分散片", DR, named="丽科分"),
    Q("盐酸哌罗匹隆片跟康尔汀是同一个药吗？", "drug_has_alias", "盐酸哌罗匹隆片", DR, named="康尔汀"),
    Q("琥珀安神丸在古书上还有什么别的叫法？", "drug_has_alias", "琥珀安神丸", DR),
    # mainly_treats
    Q("花市买的多花素馨 外婆说泡水能治胃疼,它主要治什么啊", "mainly_treats", "素馨花", M, mention="多花素馨"),
    Q("山里亲戚送了点闹羊花根 不是有毒吗 入药主治啥？？", "mainly_treats", "羊踯躅根", M, mention="闹羊花根"),
    Q("老中医说的透骨风还能入药？？主要治什么病 是治骨头的吗", "mainly_treats", "硬飘拂草", M, mention="透骨风"),
    Q("阳台养的石莲花能入药吗 主要治什么 我妈想拿来煮水", "mainly_treats", "红花岩松", M, mention="石莲花"),
    Q("快到站了先问一句 咽喉草听名字是治嗓子的？它主要治啥病", "mainly_treats", "细果角茴香", M, mention="咽喉草"),
    Q("绵马贯众炭跟绵马贯众不一样吧 炭的那个主要治什么", "mainly_treats", "绵马贯众炭", M),
    Q("羊蹄叶能治便秘吗？老人三天没大便了。", "mainly_treats", "羊蹄叶", M, named="便秘"),
    # has_efficacy
    Q("羚羊角是不是平肝息风的 我爸血压高老头晕", "has_efficacy", "羚羊角", M, named="平肝息风"),
    Q("大鹅不食能通鼻窍吗 鼻炎又犯了 一直擤鼻涕", "has_efficacy", "苡芭菊", M, mention="大鹅不食", named="通鼻窍"),
    Q("毛叶马蹄香有什么功效？", "has_efficacy", "红毛叶马蹄香", M, mention="毛叶马蹄香"),
    Q("绿茎槲寄生泡水喝有什么功效？", "has_efficacy", "绿茎槲寄生", M),
    Q("羊胎有什么功效 美容院一直推销 好贵", "has_efficacy", "羊胎", M),
    Q("红马蹄乌有什么作用啊 村里老人挖的", "has_efficacy", "红马蹄乌", M),
    # distributed_in
    Q("穿山龙主要产在哪些地方 想去山里挖点", "distributed_in", "穿山龙", M),
    Q("芭蕉叶作为药材，主要产在哪些地方？", "distributed_in", "芭蕉叶", M),
    Q("羊奶根主要分布在哪里？", "distributed_in", "羊屎条根", M, mention="羊奶根"),
    Q("贡蒿是哪里产的 朋友从西边带回来的", "distributed_in", "细葛缕子", M, mention="贡蒿"),
    Q("紫大戟主要分布在那些省 看纪录片看到的", "distributed_in", "红大戟", M, mention="紫大戟"),
    Q("羌活鱼主要分布在哪些地方？", "distributed_in", "羌活鱼", M),
    # material_has_alias
    Q("矮杨梅果是不是也叫杨梅果 云南朋友寄来的", "material_has_alias", "矮杨梅果", M, named="杨梅果"),
    Q("胆星就是胆南星吧 方子上写的胆星", "material_has_alias", "胆星", M, named="胆南星"),
    Q("三钱三是哪味药材的别名 听着像剂量", "material_has_alias", "三钱三", AL),
    Q("九节茶是哪种药材的别名？", "material_has_alias", "九节茶", AL),
    Q("在车上刷到红毛鸡这味药 还有什么别名 不是真的鸡吧哈哈", "material_has_alias", "红毛鸡", M),
    Q("肥肉草还有什么别的名字？", "material_has_alias", "肥肉草", M),
    # composed_of
    Q("宁嗽丸里有制半夏吗？孕妇能吃吗？", "composed_of", "宁嗽丸", F, named="制半夏"),
    Q("四味土木香散里有没有珍珠杆啊 蒙医开的", "composed_of", "四味土木香散", F, named="珍珠杆"),
    Q("巴戟圆里用了紫金藤吗？", "composed_of", "巴戟圆", F, named="紫金藤"),
    Q("哪些方子里用到广皮 广皮是陈皮吗", "composed_of", "广皮", IN),
    Q("参苏饮的方子由哪几味药组成？", "composed_of", "参苏饮", F),
    Q("大秦艽汤里都有那些药 中医开了三副", "composed_of", "大秦艽汤", F),
    # formula_has_efficacy
    Q("秋天嗓子干咳 杏苏散能轻宣凉燥吗", "formula_has_efficacy", "杏苏散", F, named="轻宣凉燥"),
    Q("吃完饭胃里堵 枳实消痞丸能消痞除满吗？？", "formula_has_efficacy", "枳实消痞丸", F, named="消痞除满"),
    Q("桃核承气汤是逐瘀泻热的吗？", "formula_has_efficacy", "桃核承气汤", F, named="逐瘀泻热"),
    Q("槐花散能清肠止血吗 大便带血好几天了😭", "formula_has_efficacy", "槐花散", F, named="清肠止血"),
    Q("清燥救肺汤有清燥润肺的作用吗 北方太干了", "formula_has_efficacy", "清燥救肺汤", F, named="清燥润肺"),
    Q("有哪些方剂能止咳化痰 咳了半个月了 值夜班咳的睡不了觉", "formula_has_efficacy", "止咳化痰", EF),
    # prescribed_for
    Q("桂枝汤能治头痛发热吗 上夜班着凉了", "prescribed_for", "桂枝汤", F, named="头痛发热"),
    Q("桑杏汤是治咽干鼻燥的吗？", "prescribed_for", "桑杏汤", F, named="咽干鼻燥"),
    Q("槐角地榆丸治痔漏肿痛出血吗 久坐的司机伤不起", "prescribed_for", "槐角地榆丸", F, named="痔漏肿痛出血"),
    Q("泻白散能治肺热喘咳吗 孩子咳的喘", "prescribed_for", "泻白散", F, named="肺热喘咳"),
    Q("易黄汤能治带下粘稠量多吗？", "prescribed_for", "易黄汤", F, named="带下粘稠量多"),
    Q("脾胃虚寒有哪些方子可以调 一吃凉的就拉", "prescribed_for", "脾胃虚寒", D),
    # formula_has_alias
    Q("中医给开的方子上写着半夏茯苓天麻汤 这是哪个方子的别名啊 头晕得不行", "formula_has_alias", "半夏茯苓天麻汤", AL),
    Q("长频是哪个穴位的别名？", "formula_has_alias", "长频", AL),
    Q("口禾髎又叫长髎吗？？考试考到了", "formula_has_alias", "口禾髎", F, named="长髎"),
    Q("半夏白术天麻汤还有个叫法是啥来着 想不起来了", "formula_has_alias", "半夏白术天麻汤", F),
    # check_for_disease
    Q("娃晚上老挠屁股 医生让做肛门拭子检查法 能查出蛲虫病吗", "check_for_disease", "肛门拭子检查法", C, named="蛲虫病"),
    Q("肝、胆、胰、脾的MRI检查能查出哪些病？", "check_for_disease", "肝、胆、胰、脾的MRI检查", C),
    Q("肺通气显像能查出哪些病 医生让我做这个 有辐射吗", "check_for_disease", "肺通气显像", C),
    Q("肾图检查主要是查什么病的？需要空腹吗？", "check_for_disease", "肾图检查", C),
    Q("胰腺外分泌功能试验能查出慢性胰腺炎吗 喝酒喝多了肚子疼", "check_for_disease", "胰腺外分泌功能试验", C,
      named="慢性胰腺炎"),
    Q("胎儿血红蛋白（HbF）酸洗脱试验是查什么病的？", "check_for_disease", "胎儿血红蛋白（HbF）酸洗脱试验", C),
    # check_for_symptom
    Q("夜班保安 腰疼腿麻 医生做了胸腹部垫枕试验 这是查腰椎间盘突出的吗", "check_for_symptom", "胸腹部垫枕试验", C,
      named="腰椎间盘突出"),
    Q("神经科给做了胫叩打试验，这个是查什么症状的？", "check_for_symptom", "胫叩打试验", C),
    Q("胃充盈及排空功能检查 一般是有啥症状才做 我就是吃完饭老撑", "check_for_symptom", "胃充盈及排空功能检查", C),
    Q("肺阻抗血流图一般什么症状要做？", "check_for_symptom", "肺阻抗血流图", C),
    Q("胆囊超声检查能查出懒胆囊吗 这名字好搞笑", "check_for_symptom", "胆囊超声检查", C, named="懒胆囊"),
    Q("肾病类尿常规针对那些症状啊 体检套餐里有这项", "check_for_symptom", "肾病类尿常规", C),
    Q("胸膜腔内气体成分压力的测定是查什么的 住院的单子上有", "check_for_symptom", "胸膜腔内气体成分压力的测定", C),
    # performed_by
    Q("无痛胃镜检查去哪个科做啊 预约不上", "performed_by", "无痛胃镜检查", C),
    Q("消化科一般能做哪几种检查啊 想一次做完", "performed_by", "消化科", DEP),
    Q("宫腔镜检查是在哪个科做的？", "performed_by", "宫腔镜检查", C),
    Q("宝宝出生医生说要做新生儿筛查 去哪个科啊 娃哭的停不下来", "performed_by", "新生儿疾病筛查检查", C,
      mention="新生儿筛查"),
    # check_has_alias
    Q("超声内镜检查还有什么别的叫法？单子上好像写的是英文。", "check_has_alias", "超声内镜检查", C),
    Q("心电图检查就是ECG吧？？体检单上两个都写了", "check_has_alias", "心电图检查", C, named="ECG"),
    Q("报告上写要做EMG 是啥检查啊 地铁上信号差", "check_has_alias", "EMG", AL),
    Q("快速血浆反应素试验的简称是什么？", "check_has_alias", "快速血浆反应素试验", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day49"))
