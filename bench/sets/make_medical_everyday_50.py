"""Writes `medical_everyday_50.jsonl`, a fiftieth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-ninth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is written by someone who keeps track of numbers and writes them
into the question: readings and lab values (血压一直165/100, 血钾6.2, 空腹血糖8.9, 血镁0.5mmol/L, 肌酐3天从120升到380, CD4 180, FT4 48,
PSA 25, 吹气检查DOB值12.5, 24小时摄碘率45%, 化验单上尿酸520箭头朝上, 24小时动态心电图早搏1万2千多个), temperatures (体温38度2, 腋下量了37.5度, 38度5), doses and
counts (一天三次每次1片, 一天喷两次每次2下, 每次6粒, 一次吃20mg, 一次冲1袋, 丽申宝每天打150单位, 一天拉6次, 吐了两三次, 抽了1次), durations, ages and weeks
(吃弗莱因1个月了, 律康两周了, 肿了半个月, 1到2天, 孕26周, 孕32周, 宝宝出生第12天, 出生才2.3公斤, 我72了, 第二次复查), dates and times (3月15号, 晚上10点…早上6点) and
prices (一斤卖120块, 一包50克卖18块, 一剂药38块钱, 花了30多块, 一盒才20多块钱, 一支好几百块), in Arabic and Chinese numerals, with units as people
type them (度, mmol/L, mg, 片, 粒, 袋, 支, 周, 个月, 岁, 斤, 块), several figures in one question or a figure right before or after
a name (吃了2天人工牛黄甲硝唑胶囊, 输了3天成静, 八珍养血汤里有大生地吗 一剂药38块钱). Who writes varies: people keeping a chronic disease in check
(空腹血糖7.6，医生说先吃半片, 血压150/95，医生给换成替米沙坦胶囊了), parents with a thermometer (孩子出水痘第2天，38度5), pregnant women counting weeks
(孕26周，空腹血葡萄糖5.6), an old man reading his lab sheet, people comparing prices, a runner with a watch (手表记录每周40公里), a
couple doing IVF (试管促排第5天), workers with years on the job (在石英矿上干了15年, 送了10年外卖) and people going abroad (去迪拜出差10天).
About a fifth (37) carry no figure at all (痔在哪些国家比较多发？, 八灵丸里面有京三棱吗？). 28 carry 呢/啊/呀/嘛/哈; 140 are tagged `context`; some
ask two things and the first is the gold (日夜百服咛今天已经吃了4片了，里面有对乙酰氨基酚吗？晚上38度5还能再吃布洛芬吗 names 对乙酰氨基酚; 3岁娃啃了2根火柴头
无机磷中毒一般是怎么引起的 现在要去医院吗 asks the causes; 八将擒王散里有天龙吗？天龙是不是壁虎 and 八毒大黄丸里有藜芦吗？…一次吃3克会不会太多 what the formulas are made of).

Records: taken from the fifth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 49 and the three alias
sets) contains and that none of them uses as an entity or a mention; the fortieth set drew from the fifth tenth too, and
this one takes only what it and every other set left. cures has 106 window sources and none left, so its six questions
each name a drug no earlier question names (旅行者腹泻 → 利福昔明片, 早搏 → 参松养心胶囊, 特应性皮炎 → 他克莫司软膏, 智齿冠周炎 → 人工牛黄甲硝唑胶囊, 水痘 → 阿昔洛韦片,
毒性弥漫性甲状腺肿 → 丙硫氧嘧啶肠溶片). Where every source of a relation type in that window is already asked about (has_risk_factor,
prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of,
formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one
neighbour no earlier question names (感染性心内膜炎 ← 血液透析, 慢性淋巴细胞白血病 ← 阳性家族史, 慢性肾衰竭 ← 长期二氧化硅暴露, 慢性胰腺炎 ← 高脂/高蛋白饮食, 新生儿黄疸 ←
低出生体重, 慢阻肺 ← 长期暴露于粉尘、交通废气和二氧化硫, 登革热 → 中东某些地区, 痛风 → 第一足趾, 痔 → 痔组织, 早产 ↔ 泌尿道感染, 新生儿黄疸 ↔ 高非结合型胆红素血症, 抑郁症 ↔ 双重抑郁, 溶血性贫血 ↔
阵发性睡眠性血红蛋白尿症, 气管软化症 ↔ 反复急性喘鸣, 溶血性尿毒症综合征 ↔ 微血管病溶血性贫血, 机会性感染 ↔ 耶氏肺孢子菌感染, 支气管肺癌 ↔ 纵隔恶性淋巴瘤, 毛细胞白血病 ↔ 幼淋巴细胞白血病, 狂犬病 ↔
单纯疱疹病毒性脑炎, 抑郁症 ↔ 强迫性障碍, 溃疡性结肠炎 ↔ 急性感染性结肠炎, 八将擒王散 → 天龙, 八毒大黄丸 → 藜芦, 八毒赤丸 → 礜石, 八灵丸 → 京三棱, 八物加香附汤 → 归身, 八珍养血汤 → 大生地, 半夏厚朴汤
→ 行气散结, 吴茱萸汤 → 降逆止呕, 大青龙汤 → 发汗解表, 十灰散 → 嗽血, 四君子汤 → 面色萎黄, 完带汤 → 带下色白), is asked from the relation's target end (加勒比海地区,
where 登革热 is prevalent; 睾丸, where 瘤型麻风 spreads; 外耳道, which 皮肤白喉 invades; 和解少阳, an efficacy of 大柴胡汤 and 小柴胡汤 no earlier
question names; 儿科, the department of 新生儿疾病筛查检查, as the fortieth set did), names its entity by an alias (opportunistic
infection; drug trade names no earlier question uses: 安信, 阿糖腺苷（单磷酸盐）注射剂, 硫酸多粘菌素E; 新生儿筛查 and 静脉肾盂排泄造影, earlier sets'
mentions) or asks what an alias stands for (李子豫赤丸, 奥每欣, newborn screening and EEG, earlier questions' gold, asked here
in other words); a few ask a record again in words no earlier question uses (痔, 癌症, 肛管癌, 注射用达托霉素, 实脾散, 咳血方, 回阳救急汤,
天台乌药散, 定痫丸, 八痞丸, 八风丹, 新生儿疾病筛查检查), and where a window source has no neighbour left that no earlier question names, the
question names one again (疟疾 → 亚洲, 甲状腺癌 → 法国, 瘤型麻风 → 眼睛, 白喉 → 心肌, 皮肤白喉 → 生殖器, 注射用单磷酸阿糖腺苷 → 瑞鑫, 八生饮子 → 八生散, 新生儿疾病筛查检查 →
儿科, 超声内镜检查 → EUS). Of the four window sources of prevalent_in (甲状腺癌, 疟疾, 痔, 登革热) only 登革热 has a neighbour no earlier
question names; 疟疾 and 甲状腺癌 name one again, 痔 (which no earlier question asks where it is prevalent) is asked in new
words and one question asks from the target end (加勒比海地区, which no earlier question asks about as its entity). Of the six
window sources of metastasizes_to only 痛风 and 痔 have one; 瘤型麻风 names a neighbour again, 癌症 is asked in new words and one
question asks from the target end (睾丸). The three window sources of invades (白喉, 皮肤白喉, 肛管癌) have none: two name one
again, 肛管癌 is asked in new words and one question asks from the target end (外耳道, never an earlier question's entity).
The window of drug_has_alias holds seven drugs with one alias each, all of them names earlier questions use; three of
the drugs list a trade name no earlier question uses, and their questions name them by it (注射用比阿培南 by 安信, 注射用单磷酸阿糖腺苷 by
阿糖腺苷（单磷酸盐）注射剂, naming 瑞鑫 again, 注射用硫酸抗敌素 by 硫酸多粘菌素E), 注射用达托霉素 is asked in new words and one question asks what 奥每欣
(注射用盐酸洛美沙星's) stands for. Of the three window sources of formula_has_alias (八生饮子, 八痞丸, 八风丹), every alias is a name
earlier questions use: 八生饮子 names 八生散 again, 八痞丸 and 八风丹 are asked in new words, and one question asks what 李子豫赤丸, an
alias of 八毒赤丸 (a window formula of composed_of), stands for. performed_by has six sources and its window one (新生儿疾病筛查检查,
asked in new words and by 新生儿筛查, naming 儿科 again); its other questions ask from the target end (儿科) or take 静脉尿路造影检查,
outside it, named by 静脉肾盂排泄造影. The window of check_has_alias (seven sources) holds the same record, asked in new words
and by what newborn screening stands for; its other two questions take checks outside it (超声内镜检查 naming EUS again, and
what EEG stands for).

84 questions name the one neighbour they ask about, most of them naming two records (椎管内结核肉芽肿 → 发热38℃～39℃, 新生儿发热 →
腋温超过37.2℃, 慢性非萎缩性胃炎 → 幽门螺杆菌检测, 梨状肌综合征 → 直腿抬高试验, 慢性自身免疫性胰腺炎 → 糖尿病, 晶体性关节病 → 第一拇趾关节, 指骨骨折 → 竹节骨骨折, 接触性唇炎 → 唇膏, 新生儿低钙血症 →
牛乳喂养, 心包间皮瘤 → 30～50岁男性, 星形病毒胃肠炎 → 7岁以下儿童, 曼陀罗中毒 → 洗胃、导泻, 新生儿低镁血症 → 补镁, 晚期产后出血 → 产后出血, 月经期支气管哮喘 → 支气管哮喘, 友来特 → 溶解尿酸结石,
法地兰 → PCOS, 雷蒙欣 → 嗜睡, 日夜百服咛 → 对乙酰氨基酚, 尔可适 → 咖啡因, 氯扎平 → 抗精神病药, 安可来 → 白三烯受体拮抗剂, 恩普洛 → 青霉素类, 海豹油 → 冻疮, 广零陵香 → 牙痛, 海胆 →
制酸止痛, 泽泻叶 → 下乳, 格脉黄精 → 云南, 桑寄生 → 桑上寄生, 桂花子 → 四季桂子, 空腹血葡萄糖 → 妊娠期糖尿病, 碳13尿素呼气试验检查 → 幽门螺杆菌感染, 碳氧血红蛋白定性试验（HBCO） → 煤气中毒,
甲状腺放射性核素显影检查 → 甲状腺肿大, 睾酮检查 → 血清睾酮浓度低下, and the neighbours above), one as the first of two it offers (慢性颈部软组织损伤，挂中医科还是骨科？
names 中医科). Five besides the alias-instance questions are asked from the relation's target end
(春节要去加勒比海地区玩两周，那边流行什么病要提前防的？, 哪些病会转移到睾丸？, 哪些病会侵犯外耳道？, 有哪些方子能和解少阳？, 儿科一般都能做哪些检查？).

Names inside names: by a mechanical count 130 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (慢性卡他性结膜炎 holds 卡他性结膜炎 and 结膜炎, 急性黄疸型肝炎 holds 黄疸型肝炎, 慢性非萎缩性胃炎 holds 萎缩性胃炎, the opposite finding,
急性结石性胆囊炎 holds 结石性胆囊炎 and 胆囊炎, 急性非特异性睾丸炎 holds 睾丸炎, 慢性自身免疫性胰腺炎 holds 自身免疫性胰腺炎 and 胰腺炎, 慢性鼻咽炎 holds 鼻咽炎, 毒性弥漫性甲状腺肿 holds
甲状腺肿, 智齿冠周炎 holds 冠周炎, 晶体性关节病 holds 关节病, 新生儿低钙血症 and 新生儿低镁血症 hold 低钙血症 and 低镁血症, 心包间皮瘤 holds 间皮瘤, 念珠菌性包皮龟头炎 holds 包皮龟头炎
and 龟头炎, 星形病毒胃肠炎 holds 胃肠炎, 晶状体溶解性青光眼 holds 青光眼, 晚期产后出血 holds 产后出血 and 月经期支气管哮喘 holds 支气管哮喘, the classes their
is_subtype_of questions name, 新型隐球菌脑膜炎 holds 隐球菌脑膜炎, 无肌病性皮肌炎 holds 皮肌炎, 溃疡性结肠炎 holds 结肠炎 and its question weighs it
against 急性感染性结肠炎, 毛细胞白血病 holds 白血病 and is weighed against 幼淋巴细胞白血病, 慢性淋巴细胞白血病 holds 淋巴细胞白血病, 慢性肾衰竭 holds 肾衰竭; 早搏 lies
inside 室性早搏 and 房性早搏, 抑郁症 inside 产后抑郁症, 痔 inside 混合痔 and 痔组织, the answer its metastasizes_to question names, 甲状腺癌 inside
老年人甲状腺癌; 氨麻美敏片 (asked as 雷蒙欣) lies inside 氨酚伪麻美芬片（日片）/氨麻美敏片II（夜片） (asked as 日夜百服咛), which holds 氨酚伪麻美芬片 too, as
氨酚伪麻美芬片II/氨麻苯美片 (asked as 白加黑) does, 明目十六味丸 lies inside its trade name 明目十六味丸（蒙王）, the name its question uses, and holds
六味丸, 暖宫七味丸（苏格木勒—7） holds its trade name 暖宫七味丸, the name its question uses, 注射用比阿培南 holds 比阿培南; 滇竹根七 holds its alias 竹根七
and is named by another, 格脉黄精, 梵天花根 holds 梵天花, 野白菜根 holds 白菜根, 桐皮 lies inside 白桐皮 and 海桐皮, 桑寄生 inside 桑寄生（蒸）; 吴茱萸汤 holds
吴茱萸, 天台乌药散 holds 天台乌药; 碳13尿素呼气试验检查 holds 尿素呼气试验, 甲状腺放射性核素显影检查 holds 放射性核素, 空腹血葡萄糖 holds 葡萄糖, 超声内镜检查 holds 内镜检查 and 睾酮检查
lies inside 尿睾酮检查).

About one question in four (54 of 210) names its entity by a name the network records for that very instance: disease
aliases (10: other or descriptive names such as II型假性醛固酮减低症, 非典型脊椎结核, 嗜酸肉芽肿或组织细胞增多症X, 性倒错, 恐怖症或恐惧症, 脱发性棘状毛囊角化病, and the
shortened 氨基酸病; eponyms such as Birt—Hogg—Dube综合征; English names such as antralgastritis, opportunistic infection); drug
trade names (31, below); medicinal material aliases (11: 海豹油, 山田七, 槐花根, 广零陵香, 淡竹箨, 小海浮石, 明瓦, 黑尾海蛇, 格脉黄精, 狗葡萄, 土棉花根);
check aliases (2: 新生儿筛查 and 静脉肾盂排泄造影, earlier sets' mentions). Each of these names is listed by that one instance only.
Ten more ask what an alias stands for (Siemen综合征, Birt—Hogg—Dube syndrome, WestonHurst急性出血性白质脑炎, 奥每欣, 糖果根, 野白菜根, 蜊壳爿,
李子豫赤丸, newborn screening, EEG: disease, drug, material, formula and check aliases): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure
every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 31 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (友来特, 普仁平, 法地兰, 白加黑, 岩列舒, 祺泰, 雷蒙欣, 弗莱因, 必诺胶囊, 路盖克, 律康, 解泰, 日夜百服咛, 尔可适, 爱美幸, 速效伤风胶囊, 明目十六味丸（蒙王）, 丽申宝, 氯扎平, 瑞捷,
索里昂, 成静, 安可来, 恩普洛, 赞诺欣, 元坦, 布特, 暖宫七味丸, 安信, 阿糖腺苷（单磷酸盐）注射剂, 硫酸多粘菌素E). All thirty-one names are also drug records of their
own (the source writes the product twice), and 硫酸多粘菌素E an ingredient record besides. They are labelled as in the earlier
sets: the gold entity is the standard record (枸橼酸氢钾钠颗粒, 格列美脲胶囊, 枸橼酸氯米芬片, 氨酚伪麻美芬片II/氨麻苯美片, 比卡鲁胺胶囊, 昔萘酸沙美特罗气雾剂, 氨麻美敏片,
格列齐特缓释片, 枸橼酸铋钾胶囊, 氨酚双氢可待因片, 枸橼酸坦度螺酮胶囊, 比沙可啶栓, 氨酚伪麻美芬片（日片）/氨麻美敏片II（夜片）, 柳酚咖敏片, 氨糖美辛肠溶片, 氨咖黄敏胶囊, 明目十六味丸, 注射用尿促卵泡素, 氯氮平片,
注射用盐酸瑞芬太尼, 氨磺必利片, 注射用天麻素, 扎鲁司特片, 氨苄西林—丙磺舒胶囊, 氧氟沙星缓释片, 格列吡嗪分散片, 氟芬那酸丁酯软膏, 暖宫七味丸（苏格木勒—7）, 注射用比阿培南, 注射用单磷酸阿糖腺苷, 注射用硫酸抗敌素),
the mention is the trade name and the line is tagged `alias`, because whoever reads the box, the infusion bottle or the
prescription slip asks about the medicine, and the standard record is the one that names it, holds its class and lists
the trade name.

Other names the network holds under two records:
- EEG is a check record as well as the alias instance 脑电图检查 lists (孩子发烧抽了1次，医生让做EEG，这是什么检查的缩写呀？): the question asks what
  the name stands for, so the gold is the alias instance, as the forty-ninth set's EMG question is.
- 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists (医生说要做新生儿筛查，是在儿科做吗？): the question names the check the
  baby is to have, so the gold is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions.
- Some named neighbours are records of other types too: 瑞鑫 is a drug record as well as the alias its drug lists, 八生散 a
  formula and EUS a check as well as aliases, 中医科 an alias and a population and 儿科 a drug class and a population besides
  departments, 眼睛 a population and 心肌 a symptom besides body parts, 法国 a symptom besides a region, 直腿抬高试验 a symptom
  besides a check, 血液透析 a disease and a therapy besides a cause, 对乙酰氨基酚 a drug and 咖啡因 a cause besides ingredients,
  抗精神病药 and 白三烯受体拮抗剂 drug classes, product classes and drugs at once (白三烯受体拮抗剂 a therapy besides), 青霉素类 a cause besides
  a product class, 煤气中毒 an alias besides a disease, 糖尿病, 嗜睡 and 泌尿道感染 diseases, causes and symptoms at once (糖尿病 a
  population besides), 支气管哮喘 a disease, a population and a symptom, 产后出血, 面色萎黄, 冻疮, 牙痛 and 甲状腺肿大 diseases and symptoms,
  and 阵发性睡眠性血红蛋白尿症 and 幽门螺杆菌感染 diseases and causes.
- Besides these, 35 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 急腹症, 散光, 暴发性痤疮, 月经疹, 日光性荨麻疹, 慢性肾衰竭, 慢性胰腺炎, 痛风 and 痔 (two questions); a cause and a symptom record: 水痘,
  感染性心内膜炎, 疟疾, 甲状腺癌, 癌症, 白喉, 早产, 抑郁症 (two questions), 溃疡性结肠炎; a cause record: 登革热, 溶血性尿毒症综合征, 狂犬病; an alias and a
  symptom record: 早搏, 特应性皮炎, 慢阻肺; an alias record: 支气管肺癌; a check and a symptom record: 慢性宫颈炎, and 溶血性贫血 a cause and a
  therapy record besides; an ingredient record: the materials 炮姜, 海胆, 焦槟榔 and 桑寄生 (an alias record besides); a drug
  class and a population record for the department 儿科; a check record for the alias instance EEG), and the wording says
  which is meant (医生说, 诊断, 查出, 入药, 药材, 主治, 产在, 别名, 哪些检查, 是什么检查的缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_50.py    # rewrites bench/sets/medical_everyday_50.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_50.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("孩子他爸血压一直165/100降不下来，血钾6.2，查出来是II型假性醛固酮减低症，这个病还会有哪些表现呢？", "has_symptom",
      "戈登综合征", D, mention="II型假性醛固酮减低症"),
    Q("我妈58岁 腰背痛了快2个月 每天下午就烧起来 量了38度6 医生说像非典型脊椎结核 发热38℃～39℃是它典型的症状吗",
      "has_symptom", "椎管内结核肉芽肿", D, mention="非典型脊椎结核", named="发热38℃～39℃"),
    Q("宝宝出生第12天，腋下量了37.5度，新生儿发热是不是腋温超过37.2℃就算？", "has_symptom", "新生儿发热", D,
      named="腋温超过37.2℃"),
    Q("下巴底下肿了3天，吞口水都疼，体温38度2，医生说急性颌下腺炎，除了肿还会有哪些症状？", "has_symptom", "急性颌下腺炎", D),
    Q("转氨酶查出来800多，眼睛也黄了，住院第2天，急性黄疸型肝炎一般都有啥表现啊", "has_symptom", "急性黄疸型肝炎", D),
    Q("眼睛老是发干发痒 医生说是慢性卡他性结膜炎 这个病都有哪些症状呀", "has_symptom", "慢性卡他性结膜炎", D),
    Q("报告上写的嗜酸肉芽肿或组织细胞增多症X，我爸抽烟40年了，最近老干咳，这病会有什么症状？", "has_symptom",
      "朗格汉斯细胞肉芽肿病", D, mention="嗜酸肉芽肿或组织细胞增多症X"),
    # designated_to
    Q("男朋友有性倒错的倾向，我偷偷查了两个星期资料，这种去医院应该挂哪个科呀", "designated_to", "性变态", D,
      mention="性倒错"),
    Q("脸上长了20多个小白疙瘩，基因检测说是Birt—Hogg—Dube综合征，该挂哪个科呢？", "designated_to", "毛盘瘤", D,
      mention="Birt—Hogg—Dube综合征"),
    Q("肚子突然疼了2个小时 疼得直不起腰 朋友说可能是急腹症 这种该挂哪个科啊", "designated_to", "急腹症", D),
    Q("一天对着电脑8个多小时，脖子酸了大半年，拍片说慢性颈部软组织损伤，挂中医科还是骨科？", "designated_to",
      "慢性颈部软组织损伤", D, named="中医科"),
    Q("儿子5岁半，走路老摔跤，幼儿园老师说像感觉统合失调，要带他挂哪个科？", "designated_to", "感觉统合失调", D),
    Q("坐电梯、进地铁就心慌，这样有3年了，测评结果写着恐怖症或恐惧症，应该去医院哪个科看", "designated_to",
      "恐怖性焦虑障碍", D, mention="恐怖症或恐惧症"),
    Q("看东西老觉得歪的，总要偏着头，医生说可能是旋转隐斜，要挂哪个科？", "designated_to", "旋转隐斜", D),
    # checks
    Q("体检报告写着antralgastritis，胃胀了2个多月，要做幽门螺杆菌检测吗？", "checks", "慢性非萎缩性胃炎", D,
      mention="antralgastritis", named="幽门螺杆菌检测"),
    Q("右上腹疼了2天，体温38度3，医生说急性结石性胆囊炎，一般要做哪些检查？", "checks", "急性结石性胆囊炎", D),
    Q("左边蛋蛋肿了3天 碰一下就疼 诊断急性非特异性睾丸炎 一般要做哪些检查", "checks", "急性非特异性睾丸炎", D),
    Q("跑步跑了半年，手表记录每周40公里，最近屁股疼到大腿，医生怀疑梨状肌综合征，要做直腿抬高试验吗？", "checks",
      "梨状肌综合征", D, named="直腿抬高试验"),
    Q("地震那会儿被压了6个小时才救出来，现在腿肿得厉害，医生说挤压综合征，要查哪些项目？", "checks", "挤压综合征", D),
    Q("孩子8岁，视力只有0.6，说是散光，去医院一般要查些什么？", "checks", "散光", D),
    # has_complication
    Q("孩子6岁，嗓子疼了4天，医生说急性单纯性咽炎，会引起别的病吗？", "has_complication", "急性单纯性咽炎", D),
    Q("碘131治疗后第10天脖子疼，说是放射性甲状腺炎，以后会留下什么并发症吗？", "has_complication",
      "放射性甲状腺炎", D),
    Q("我爸62岁，慢性自身免疫性胰腺炎查出来半年，第二次复查空腹血糖已经7.9了，这是并发糖尿病了吗", "has_complication",
      "慢性自身免疫性胰腺炎", D, named="糖尿病"),
    Q("孕20周做了无痛引产术，会有哪些并发症？", "has_complication", "无痛引产术", D),
    Q("宝宝出生第9天查出新生儿泌尿系统感染，尿培养菌落10万以上，以后会留下什么并发症吗", "has_complication",
      "新生儿泌尿系统感染", D),
    Q("慢性鼻咽炎拖了3年多，会并发哪些病啊", "has_complication", "慢性鼻咽炎", D),
    Q("孕16周TORCH查出弓形虫IgM阳性，医生说要防新生儿先天性弓形体感染，这个会有哪些并发症？", "has_complication",
      "新生儿先天性弓形体感染", D),
    # cures
    Q("去泰国玩了5天，回来一天拉6次，医生说旅行者腹泻，吃利福昔明片管用吗？", "cures", "旅行者腹泻", D,
      named="利福昔明片"),
    Q("24小时动态心电图早搏1万2千多个，吃参松养心胶囊可以吗", "cures", "早搏", D, named="参松养心胶囊"),
    Q("娃3岁 特应性皮炎反反复复 医生开了他克莫司软膏 一天抹两次 这个药对路吗", "cures", "特应性皮炎", D,
      named="他克莫司软膏"),
    Q("吃了2天人工牛黄甲硝唑胶囊，半边脸还是肿，它能治智齿冠周炎吗？", "cures", "智齿冠周炎", D,
      named="人工牛黄甲硝唑胶囊"),
    Q("孩子出水痘第2天，38度5，医生开了阿昔洛韦片，水痘吃这个对吗？", "cures", "水痘", D, named="阿昔洛韦片"),
    Q("毒性弥漫性甲状腺肿，FT4 48，医生让吃丙硫氧嘧啶肠溶片，一天3次，这个药治这个病吗", "cures",
      "毒性弥漫性甲状腺肿", D, named="丙硫氧嘧啶肠溶片"),
    # shown_on
    Q("孩子脸上全是小疙瘩，头发也稀，查出来是脱发性棘状毛囊角化病，这个病主要长在哪？", "shown_on", "毛囊性鱼鳞病", D,
      mention="脱发性棘状毛囊角化病"),
    Q("打排球被球砸了一下，掌指关节脱位了，这个一般发生在哪些部位呢？", "shown_on", "掌指关节脱位", D),
    Q("去山里露营了1天，回来脖子和胳膊起了30多个红疙瘩，说是桑毛虫皮炎，一般长在哪些部位？", "shown_on", "桑毛虫皮炎", D),
    Q("我72了，化验单上尿酸520箭头朝上，大脚趾根肿了3天，医生说晶体性关节病，是不是长在第一拇趾关节？", "shown_on", "晶体性关节病", D,
      named="第一拇趾关节"),
    Q("16岁儿子脸上胸口都是大脓包，还发烧38度，医生说暴发性痤疮，还会长在身上哪些地方", "shown_on", "暴发性痤疮", D),
    Q("每个月来月经前2天身上就起疹子，月经疹一般长在哪里啊", "shown_on", "月经疹", D),
    # has_alias
    Q("打篮球戳了手指，肿了2天，拍片说指骨骨折，跟单子上写的竹节骨骨折是一回事吗？", "has_alias", "指骨骨折", D,
      named="竹节骨骨折"),
    Q("病理单上写的Siemen综合征 这是哪个病的别名", "has_alias", "Siemen综合征", AL),
    Q("Birt—Hogg—Dube syndrome中文叫什么病？", "has_alias", "Birt—Hogg—Dube syndrome", AL),
    Q("WestonHurst急性出血性白质脑炎是哪个病的别称？", "has_alias", "WestonHurst急性出血性白质脑炎", AL),
    Q("肌酐3天从120升到380，医生说急进性肾炎，它还有什么别的叫法？", "has_alias", "急进性肾炎", D),
    Q("娃10个月，喘了2天，医生说急性细支气管炎，这病还有什么别的叫法嘛", "has_alias", "急性细支气管炎", D),
    # caused_by
    Q("涂了一支新口红才3天，嘴唇就肿起来还脱皮，接触性唇炎是唇膏引起的吗？", "caused_by", "接触性唇炎", D, named="唇膏"),
    Q("每次来月经前1到2天就开始喘，月经性哮喘是什么原因引起的？", "caused_by", "月经性哮喘", D),
    Q("3岁娃啃了2根火柴头 无机磷中毒一般是怎么引起的 现在要去医院吗", "caused_by", "无机磷中毒", D),
    Q("70岁老妈下楼摔了一跤手撑地，医生说柯莱斯骨折，一般是怎么造成的？", "caused_by", "柯莱斯骨折", D),
    Q("晒了15分钟太阳胳膊就起风团，日光性荨麻疹到底是什么引起的", "caused_by", "日光性荨麻疹", D),
    Q("宝宝出生第4天一直喝奶粉，血钙1.7，新生儿低钙血症跟牛乳喂养有关吗？", "caused_by", "新生儿低钙血症", D,
      named="牛乳喂养"),
    Q("吃了半碗没煮透的木薯，2个小时后头晕想吐，树薯中毒到底是怎么引起的？", "caused_by", "树薯中毒", D),
    # has_risk_factor
    Q("我哥每周血液透析3次，听说血液透析是感染性心内膜炎的危险因素，是真的吗？", "has_risk_factor", "感染性心内膜炎", D,
      named="血液透析"),
    Q("我爸60岁得了慢性淋巴细胞白血病，阳性家族史是不是我们子女的危险因素？", "has_risk_factor", "慢性淋巴细胞白血病", D,
      named="阳性家族史"),
    Q("在石英矿上干了15年，长期二氧化硅暴露会增加慢性肾衰竭的风险吗？", "has_risk_factor", "慢性肾衰竭", D,
      named="长期二氧化硅暴露"),
    Q("老公一顿能吃半斤肉，天天高脂/高蛋白饮食，会不会让慢性胰腺炎更容易犯？", "has_risk_factor", "慢性胰腺炎", D,
      named="高脂/高蛋白饮食"),
    Q("宝宝出生才2.3公斤，低出生体重是新生儿黄疸的高危因素吗？黄疸值15了", "has_risk_factor", "新生儿黄疸", D,
      named="低出生体重"),
    Q("送了10年外卖，每天在马路上跑，长期暴露于粉尘、交通废气和二氧化硫是不是慢阻肺的危险因素？", "has_risk_factor",
      "慢阻肺", D, named="长期暴露于粉尘、交通废气和二氧化硫"),
    # common_in
    Q("我老公42岁，查出心包间皮瘤，这个病是不是30～50岁男性多见？", "common_in", "心包间皮瘤", D, named="30～50岁男性"),
    Q("包皮红肿痒了一个礼拜，诊断念珠菌性包皮龟头炎，一般什么年龄的人容易得呢？", "common_in", "念珠菌性包皮龟头炎", D),
    Q("我研二，论文拖了3个月了，拖延症一般什么人容易得啊", "common_in", "拖延症", D),
    Q("孩子4岁，拉了3天水样便，化验说星形病毒胃肠炎，是不是7岁以下儿童容易得？", "common_in", "星形病毒胃肠炎", D,
      named="7岁以下儿童"),
    Q("坐了38个小时绿皮火车，我叔突然开始胡言乱语，医生说是旅途精神病，这病一般什么人容易得？", "common_in",
      "旅途精神病", D),
    Q("急性坏死出血性脑脊髓炎一般多见于什么人群", "common_in", "急性坏死出血性脑脊髓炎", D),
    Q("外公67岁，左眼胀痛看不清，医生说晶状体溶解性青光眼，这病多见于什么人？", "common_in",
      "晶状体溶解性青光眼", D),
    # prevalent_in
    Q("下个月去迪拜出差10天，登革热在中东某些地区也有吗？要不要带驱蚊的", "prevalent_in", "登革热", D,
      named="中东某些地区"),
    Q("春节要去加勒比海地区玩两周，那边流行什么病要提前防的？", "prevalent_in", "加勒比海地区", RE),
    Q("公司派我去东南亚驻场半年，疟疾在亚洲还流行吗？", "prevalent_in", "疟疾", D, named="亚洲"),
    Q("痔在哪些国家比较多发？", "prevalent_in", "痔", D),
    Q("表姐在法国留学3年了，最近查出甲状腺结节4类，甲状腺癌在法国发病率高吗？", "prevalent_in", "甲状腺癌", D,
      named="法国"),
    # treated_with
    Q("5岁孩子误吃了几颗曼陀罗的籽，1个小时了脸通红，医生说曼陀罗中毒，要洗胃、导泻吗？", "treated_with", "曼陀罗中毒", D,
      named="洗胃、导泻"),
    Q("手肘外侧疼了3个月，诊断桡管综合征，有哪些治法？", "treated_with", "桡管综合征", D),
    Q("宝宝出生第6天血镁0.5mmol/L，新生儿低镁血症要补镁吗？", "treated_with", "新生儿低镁血症", D, named="补镁"),
    Q("我爸车祸后成了植物人，昏迷3个多月了，植物人还有什么治疗方法吗", "treated_with", "植物人", D),
    Q("喷了2个小时农药，头晕恶心出汗，医生说氨基甲酸酯类农药中毒，怎么治？", "treated_with", "氨基甲酸酯类农药中毒", D),
    Q("慢性宫颈炎反复了2年，有哪些治疗方法？", "treated_with", "慢性宫颈炎", D),
    # metastasizes_to
    Q("尿酸580 大脚趾肿了3天 痛风会跑到第一足趾吗", "metastasizes_to", "痛风", D, named="第一足趾"),
    Q("便血一周了，痔是不是就长在痔组织上，不会往别处跑吧？", "metastasizes_to", "痔", D, named="痔组织"),
    Q("体检B超说睾丸上有个5毫米的结节，哪些病会转移到睾丸？", "metastasizes_to", "睾丸", BP),
    Q("瘤型麻风会转移到眼睛吗？", "metastasizes_to", "瘤型麻风", D, named="眼睛"),
    Q("我妈56岁，癌症晚期，碱性磷酸酶升高，癌症一般会转移到哪里？", "metastasizes_to", "癌症", D),
    # invades
    Q("耳朵里流黄水一个礼拜了，哪些病会侵犯外耳道？", "invades", "外耳道", BP),
    Q("疫苗本上少打了1针，白喉会侵犯心肌吗", "invades", "白喉", D, named="心肌"),
    Q("皮肤白喉会侵犯到生殖器吗？", "invades", "皮肤白喉", D, named="生殖器"),
    Q("肛管癌3期，一般会侵犯到哪些地方？", "invades", "肛管癌", D),
    # is_subtype_of
    Q("生完孩子6周了还在出血，量比月经还多，晚期产后出血也算产后出血的一种吧？", "is_subtype_of", "晚期产后出血", D,
      named="产后出血"),
    Q("每次月经期前后哮喘就加重 医生说月经期支气管哮喘 它属于支气管哮喘吗", "is_subtype_of", "月经期支气管哮喘", D,
      named="支气管哮喘"),
    Q("头发3个月全掉光了，医生说普秃，这个在分类上属于哪一类呢？", "is_subtype_of", "普秃", D),
    Q("孩子足跟血结果出来了，医生说氨基酸病，这个在疾病分类上属于哪一类？", "is_subtype_of", "氨基酸代谢病", D,
      mention="氨基酸病"),
    Q("艾滋病患者CD4只有50，查出新型隐球菌脑膜炎，它在疾病分类上归哪一类？", "is_subtype_of", "新型隐球菌脑膜炎", D),
    Q("皮肌炎抗体阳性但肌酶正常，医生说无肌病性皮肌炎，它属于哪一类病？", "is_subtype_of", "无肌病性皮肌炎", D),
    # related_disease
    Q("孕32周尿检白细胞3个加号，泌尿道感染跟早产有关系吗", "related_disease", "早产", D, named="泌尿道感染"),
    Q("宝宝出生第3天，胆红素18，医生说高非结合型胆红素血症，跟新生儿黄疸有关吗？", "related_disease", "新生儿黄疸", D,
      named="高非结合型胆红素血症"),
    Q("抑郁症吃药3年了，医生说我现在是双重抑郁，这跟抑郁症有关系吗？", "related_disease", "抑郁症", D, named="双重抑郁"),
    Q("溶血性贫血跟阵发性睡眠性血红蛋白尿症是什么关系？早上第一次尿是酱油色", "related_disease", "溶血性贫血", D,
      named="阵发性睡眠性血红蛋白尿症"),
    Q("宝宝6个月 一哭就喘 医生说气管软化症 反复急性喘鸣是跟它有关的吗", "related_disease", "气管软化症", D,
      named="反复急性喘鸣"),
    Q("孩子拉肚子后第5天尿少，血小板4万，溶血性尿毒症综合征跟微血管病溶血性贫血有关系吗", "related_disease",
      "溶血性尿毒症综合征", D, named="微血管病溶血性贫血"),
    # differential_diagnosis
    Q("HIV确诊半年，CD4 180，医生说要排除opportunistic infection，它跟耶氏肺孢子菌感染怎么区分？", "differential_diagnosis",
      "机会性感染", D, mention="opportunistic infection", named="耶氏肺孢子菌感染"),
    Q("CT上纵隔有个4厘米的包块，支气管肺癌和纵隔恶性淋巴瘤怎么鉴别？", "differential_diagnosis", "支气管肺癌", D,
      named="纵隔恶性淋巴瘤"),
    Q("白细胞2.1，脾大，毛细胞白血病和幼淋巴细胞白血病怎么区分？", "differential_diagnosis", "毛细胞白血病", D,
      named="幼淋巴细胞白血病"),
    Q("被狗咬了2个月后发烧抽搐，狂犬病跟单纯疱疹病毒性脑炎怎么鉴别？", "differential_diagnosis", "狂犬病", D,
      named="单纯疱疹病毒性脑炎"),
    Q("一天洗手要洗30多遍，心情也很低落，抑郁症和强迫性障碍怎么区分？", "differential_diagnosis", "抑郁症", D,
      named="强迫性障碍"),
    Q("拉肚子带血5天了，溃疡性结肠炎跟急性感染性结肠炎怎么鉴别", "differential_diagnosis", "溃疡性结肠炎", D,
      named="急性感染性结肠炎"),
    # indicated_for
    Q("尿酸520，肾里有2颗结石，医生开了友来特，它能溶解尿酸结石吗？", "indicated_for", "枸橼酸氢钾钠颗粒", DR,
      mention="友来特", named="溶解尿酸结石"),
    Q("空腹血糖8.9，医生开了普仁平，一天1片，这个药主要治啥？", "indicated_for", "格列美脲胶囊", DR,
      mention="普仁平"),
    Q("血压150/95，医生给换成替米沙坦胶囊了，这个药主要治什么？", "indicated_for", "替米沙坦胶囊", DR),
    Q("备孕1年多没怀上，医生开了法地兰，月经第5天开始吃，它是治PCOS的吗？", "indicated_for", "枸橼酸氯米芬片", DR,
      mention="法地兰", named="PCOS"),
    Q("感冒第2天，白加黑白天吃白片晚上吃黑片，它主要治哪些症状？", "indicated_for", "氨酚伪麻美芬片II/氨麻苯美片", DR,
      mention="白加黑"),
    Q("爸爸68岁PSA 25 医生开了岩列舒 这个药是治什么的", "indicated_for", "比卡鲁胺胶囊", DR, mention="岩列舒"),
    Q("祺泰一天喷两次每次2下，它主要用来治什么病？", "indicated_for", "昔萘酸沙美特罗气雾剂", DR, mention="祺泰"),
    # has_adverse_reaction
    Q("感冒吃了雷蒙欣，一天三次每次1片，下午开会一直犯困，嗜睡是它的副作用吗？", "has_adverse_reaction", "氨麻美敏片", DR,
      mention="雷蒙欣", named="嗜睡"),
    Q("吃弗莱因1个月了，今天早上血糖3.2，手抖出冷汗，这个药有哪些不良反应", "has_adverse_reaction",
      "格列齐特缓释片", DR, mention="弗莱因"),
    Q("吃了必诺胶囊3天，大便颜色发黑，它都有哪些副作用？", "has_adverse_reaction", "枸橼酸铋钾胶囊", DR,
      mention="必诺胶囊"),
    Q("牙疼吃了路盖克，2天没大便了，它都有啥副作用啊", "has_adverse_reaction", "氨酚双氢可待因片", DR,
      mention="路盖克"),
    Q("焦虑症吃律康两周了，每天早上起来犯困，还有哪些副作用？", "has_adverse_reaction", "枸橼酸坦度螺酮胶囊", DR,
      mention="律康"),
    Q("用解泰通便，塞了2次就拉肚子，解泰还有什么不良反应？", "has_adverse_reaction", "比沙可啶栓", DR, mention="解泰"),
    Q("氨己烯酸片会有哪些不良反应？", "has_adverse_reaction", "氨己烯酸片", DR),
    # has_ingredient
    Q("日夜百服咛今天已经吃了4片了，里面有对乙酰氨基酚吗？晚上38度5还能再吃布洛芬吗", "has_ingredient",
      "氨酚伪麻美芬片（日片）/氨麻美敏片II（夜片）", DR, mention="日夜百服咛", named="对乙酰氨基酚"),
    Q("尔可适里有咖啡因吗？我一天已经喝3杯咖啡了", "has_ingredient", "柳酚咖敏片", DR, mention="尔可适", named="咖啡因"),
    Q("爱美幸的成分有哪些？膝盖疼，一天吃3次", "has_ingredient", "氨糖美辛肠溶片", DR, mention="爱美幸"),
    Q("孩子7岁，感冒清解颗粒一次冲1袋，里面都有哪些成分？", "has_ingredient", "感冒清解颗粒", DR),
    Q("新雪颗粒里都有哪些成分？喉咙痛吃了2天", "has_ingredient", "新雪颗粒", DR),
    Q("速效伤风胶囊里面都有什么？花了30多块买了一盒", "has_ingredient", "氨咖黄敏胶囊", DR, mention="速效伤风胶囊"),
    Q("明目十六味丸（蒙王）是什么成分做的？", "has_ingredient", "明目十六味丸", DR, mention="明目十六味丸（蒙王）"),
    # is_a_level3
    Q("试管促排第5天，丽申宝每天打150单位，它属于哪类药？", "is_a_level3", "注射用尿促卵泡素", DR, mention="丽申宝"),
    Q("氯扎平是抗精神病药吗？我舅舅吃了10年了", "is_a_level3", "氯氮平片", DR, mention="氯扎平", named="抗精神病药"),
    Q("手术后镇痛泵里加的瑞捷，属于哪一类药？", "is_a_level3", "注射用盐酸瑞芬太尼", DR, mention="瑞捷"),
    Q("索里昂属于什么类别的药？一天吃2次每次1片", "is_a_level3", "氨磺必利片", DR, mention="索里昂"),
    Q("头晕输了3天成静，这药是哪一类的？", "is_a_level3", "注射用天麻素", DR, mention="成静"),
    Q("法莫替丁分散片一次吃20mg，它属于哪类药呢？", "is_a_level3", "法莫替丁分散片", DR),
    Q("腿肿了一周，一天打1支注射用布美他尼，它是哪类药呀？", "is_a_level3", "注射用布美他尼", DR),
    # belongs_to
    Q("安可来是白三烯受体拮抗剂吗？孩子9岁，晚上睡前吃1片", "belongs_to", "扎鲁司特片", DR, mention="安可来",
      named="白三烯受体拮抗剂"),
    Q("恩普洛属于青霉素类吗？我对青霉素过敏", "belongs_to", "氨苄西林—丙磺舒胶囊", DR, mention="恩普洛", named="青霉素类"),
    Q("赞诺欣在药品分类上算哪一类？尿路感染吃了5天了", "belongs_to", "氧氟沙星缓释片", DR, mention="赞诺欣"),
    Q("元坦归哪一类药？空腹血糖7.6，医生说先吃半片", "belongs_to", "格列吡嗪分散片", DR, mention="元坦"),
    Q("布特软膏在药品分类里算哪一类 湿疹抹了一周", "belongs_to", "氟芬那酸丁酯软膏", DR, mention="布特"),
    Q("暖宫七味丸一盒才20多块钱，在药品分类上属于什么？", "belongs_to", "暖宫七味丸（苏格木勒—7）", DR, mention="暖宫七味丸"),
    # drug_has_alias
    Q("住院第5天，护士换了一瓶安信，这个药还有别的名字吗？", "drug_has_alias", "注射用比阿培南", DR, mention="安信"),
    Q("单子上写的阿糖腺苷（单磷酸盐）注射剂，一天1次打了3天，它是不是也叫瑞鑫？", "drug_has_alias",
      "注射用单磷酸阿糖腺苷", DR, mention="阿糖腺苷（单磷酸盐）注射剂", named="瑞鑫"),
    Q("ICU用的硫酸多粘菌素E，一支好几百块，它别名叫啥？", "drug_has_alias", "注射用硫酸抗敌素", DR,
      mention="硫酸多粘菌素E"),
    Q("奥每欣到底是哪个药的别名？", "drug_has_alias", "奥每欣", AL),
    Q("注射用达托霉素另外还叫什么名字？医生说一天1次打2周", "drug_has_alias", "注射用达托霉素", DR),
    # mainly_treats
    Q("手上冻疮肿了半个月，听说海豹油能治冻疮，是真的吗？", "mainly_treats", "海狗油", M, mention="海豹油", named="冻疮"),
    Q("朋友从云南带了半斤山田七，它主要治什么病？", "mainly_treats", "海南三七", M, mention="山田七"),
    Q("3月15号在老家挖的槐花根能入药吗？主要治什么", "mainly_treats", "槐根", M, mention="槐花根"),
    Q("广零陵香泡水能治牙痛吗 左边后牙疼了2天", "mainly_treats", "灵香草", M, mention="广零陵香", named="牙痛"),
    Q("血压150/95，听说海柏能入药，它主治哪些病呢？", "mainly_treats", "海柏", M),
    Q("海螺壳能入药吗？主要治什么哈", "mainly_treats", "海螺壳", M),
    Q("炮姜主要治哪些病？例假来了7天还不干净", "mainly_treats", "炮姜", M),
    # has_efficacy
    Q("胃酸多烧心2个多月，海胆有制酸止痛的功效吗？", "has_efficacy", "海胆", M, named="制酸止痛"),
    Q("淡竹箨有什么功效？眼睛里长了个翳", "has_efficacy", "淡竹壳", M, mention="淡竹箨"),
    Q("咳黄痰一个礼拜了，小海浮石有什么功效？", "has_efficacy", "海藻石", M, mention="小海浮石"),
    Q("孩子10岁不爱吃饭，榼藤子有什么功效呢？", "has_efficacy", "榼藤子", M),
    Q("生完孩子第15天奶水不够，泽泻叶能下乳吗？", "has_efficacy", "泽泻叶", M, named="下乳"),
    Q("明瓦这个药材有什么作用？", "has_efficacy", "海月壳", M, mention="明瓦"),
    # distributed_in
    Q("去三亚玩了5天看到有人卖黑尾海蛇，它一般分布在哪些地方？", "distributed_in", "海蝰", M, mention="黑尾海蛇"),
    Q("格脉黄精是不是只有云南有？一斤卖120块", "distributed_in", "滇竹根七", M, mention="格脉黄精", named="云南"),
    Q("狗葡萄主要长在哪些地方啊？", "distributed_in", "灯笼果", M, mention="狗葡萄"),
    Q("土棉花根主要分布在哪些省？想回老家山上挖点", "distributed_in", "梵天花根", M, mention="土棉花根"),
    Q("焦槟榔主要产在哪？一包50克卖18块", "distributed_in", "焦槟榔", M),
    Q("燕窠土哪里都有吗？老人说能治小孩湿疹哈", "distributed_in", "燕窠土", M),
    # material_has_alias
    Q("桑寄生是不是也叫桑上寄生？抓了3副药，单子上两种写法都有", "material_has_alias", "桑寄生", M, named="桑上寄生"),
    Q("桂花子又叫四季桂子吗？", "material_has_alias", "桂花子", M, named="四季桂子"),
    Q("桐皮还有什么别名呀？老中医方子里写了15克", "material_has_alias", "桐皮", M),
    Q("糖果根是哪种药材的别名？", "material_has_alias", "糖果根", AL),
    Q("野白菜根是哪味药的别称？在山上挖了2斤", "material_has_alias", "野白菜根", AL),
    Q("蜊壳爿是什么药材的另一个名字？", "material_has_alias", "蜊壳爿", AL),
    # composed_of
    Q("八将擒王散里有天龙吗？天龙是不是壁虎", "composed_of", "八将擒王散", F, named="天龙"),
    Q("八毒大黄丸里有藜芦吗？听说藜芦有毒，一次吃3克会不会太多", "composed_of", "八毒大黄丸", F, named="藜芦"),
    Q("八毒赤丸里用了礜石吗 一天两次每次6粒会不会有毒啊", "composed_of", "八毒赤丸", F, named="礜石"),
    Q("八灵丸里面有京三棱吗？", "composed_of", "八灵丸", F, named="京三棱"),
    Q("八物加香附汤用的是归身吗？方子抄了5遍还是看不清", "composed_of", "八物加香附汤", F, named="归身"),
    Q("八珍养血汤里有大生地吗 一剂药38块钱", "composed_of", "八珍养血汤", F, named="大生地"),
    # formula_has_efficacy
    Q("半夏厚朴汤能行气散结吗？喉咙里像有东西卡了2个月", "formula_has_efficacy", "半夏厚朴汤", F, named="行气散结"),
    Q("一吃凉的就吐 这礼拜吐了两三次 吴茱萸汤是降逆止呕的吗", "formula_has_efficacy", "吴茱萸汤", F, named="降逆止呕"),
    Q("有哪些方子能和解少阳？一会儿冷一会儿热3天了", "formula_has_efficacy", "和解少阳", EF),
    Q("大青龙汤能发汗解表吗？39度没汗", "formula_has_efficacy", "大青龙汤", F, named="发汗解表"),
    Q("实脾散有什么功效？脚肿了一周", "formula_has_efficacy", "实脾散", F),
    Q("咳血方有什么功效呢", "formula_has_efficacy", "咳血方", F),
    # prescribed_for
    Q("十灰散能治嗽血吗？咳嗽带血丝2天了", "prescribed_for", "十灰散", F, named="嗽血"),
    Q("四君子汤能治面色萎黄吗？闺女14岁，脸一直黄黄的", "prescribed_for", "四君子汤", F, named="面色萎黄"),
    Q("回阳救急汤主治什么呢？", "prescribed_for", "回阳救急汤", F),
    Q("完带汤是治带下色白的吗 白带多了1个多月", "prescribed_for", "完带汤", F, named="带下色白"),
    Q("小肚子疼了3天，天台乌药散主治哪些病证？", "prescribed_for", "天台乌药散", F),
    Q("定痫丸主要治什么？孩子一个月抽了2次", "prescribed_for", "定痫丸", F),
    # formula_has_alias
    Q("李子豫赤丸一次9克 这名字是哪个方子的别名啊", "formula_has_alias", "李子豫赤丸", AL),
    Q("八生饮子就是八生散吧？中医开了7剂", "formula_has_alias", "八生饮子", F, named="八生散"),
    Q("八痞丸还有个别名叫啥？", "formula_has_alias", "八痞丸", F),
    Q("八风丹在古书里还有别的名字吗？一瓶60丸", "formula_has_alias", "八风丹", F),
    # check_for_disease
    Q("孕26周，空腹血葡萄糖5.6，能查出妊娠期糖尿病吗？", "check_for_disease", "空腹血葡萄糖", C, named="妊娠期糖尿病"),
    Q("吹气检查DOB值12.5，碳13尿素呼气试验检查是查幽门螺杆菌感染的吧？", "check_for_disease", "碳13尿素呼气试验检查",
      C, named="幽门螺杆菌感染"),
    Q("晚上10点关窗烧炭取暖，早上6点全家头疼，医院做了碳氧血红蛋白定性试验（HBCO），能查出煤气中毒吗？", "check_for_disease",
      "碳氧血红蛋白定性试验（HBCO）", C, named="煤气中毒"),
    Q("牙医给做了牙髓温度试验（冷热诊），冷水一碰就疼了10秒，这个是查什么病的？", "check_for_disease",
      "牙髓温度试验（冷热诊）", C),
    Q("总IgE报告520，特异性IgE抗体检查能查出哪些病？", "check_for_disease", "特异性IgE抗体检查", C),
    Q("痢疾杆菌检测能查出哪些病啊？", "check_for_disease", "痢疾杆菌检测", C),
    # check_for_symptom
    Q("甲状腺放射性核素显影检查是查甲状腺肿大的吗？脖子粗了半年，24小时摄碘率45%", "check_for_symptom", "甲状腺放射性核素显影检查", C,
      named="甲状腺肿大"),
    Q("35岁，睾酮检查是不是看血清睾酮浓度低下的？报告上箭头朝下", "check_for_symptom", "睾酮检查", C,
      named="血清睾酮浓度低下"),
    Q("深感觉检查一般是什么症状才做？脚底麻了3个月", "check_for_symptom", "深感觉检查", C),
    Q("糖尿病10年了，眼底微血管检查是针对哪些症状的？", "check_for_symptom", "眼底微血管检查", C),
    Q("孩子一个月烧了3次，病毒感染免疫检测一般针对哪些症状？", "check_for_symptom", "病毒感染免疫检测", C),
    Q("男科计算器体层扫描（CT）一般查哪些症状？", "check_for_symptom", "男科计算器体层扫描（CT）", C),
    Q("老人肚子胀了2天没排便，等渗盐水低压灌肠试验是因为什么症状做的？", "check_for_symptom", "等渗盐水低压灌肠试验", C),
    # performed_by
    Q("宝宝出生第3天采了足跟血做新生儿疾病筛查检查，结果出来要去哪个科问？", "performed_by", "新生儿疾病筛查检查", C),
    Q("娃2岁半，第一次去儿科，儿科一般都能做哪些检查？", "performed_by", "儿科", DEP),
    Q("医生说要做新生儿筛查，是在儿科做吗？宝宝才出生48小时", "performed_by", "新生儿疾病筛查检查", C,
      mention="新生儿筛查", named="儿科"),
    Q("静脉肾盂排泄造影要去哪个科做？尿血2次了", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # check_has_alias
    Q("宝宝出生72小时，新生儿疾病筛查检查有英文名吗？单子上看不懂", "check_has_alias", "新生儿疾病筛查检查", C),
    Q("newborn screening指的是哪个检查？", "check_has_alias", "newborn screening", AL),
    Q("孩子发烧抽了1次，医生让做EEG，这是什么检查的缩写呀？", "check_has_alias", "EEG", AL),
    Q("胰腺有个1.5厘米的囊肿，超声内镜检查报告上写的是EUS吧？", "check_has_alias", "超声内镜检查", C, named="EUS"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day50"))
