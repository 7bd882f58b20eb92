"""Writes `medical_everyday_63.jsonl`, a sixty-third hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is a long post of the kind people write in a forum or send as one
long chat message (70 to 150 characters): the story of a relative's or the asker's own illness over weeks, months or
years, told before the question, with times, ages, doctors' words and feelings (去年冬天我爸听村里人说…, 我生完二胎快一年了…,
这一年跑了风湿免疫科、骨科，光挂号费都花了不少, 她才四十二，知道后情绪一直很低落, 那条狗后来也找不到了，心里一直不踏实). Along the way the story names several other records of
the network, of other types and of the question's own type: earlier diagnoses and what it was first taken for (以为是缺钙,
先当痛风治, 一直当静脉曲张在治, 开始还当是更年期综合征), drugs taken (吃了两个月碳酸钙D3片, 吃秋水仙碱片拉肚子, 阿莫西林克拉维酸钾干混悬剂都吃怕了), checks done (做了脑电图检查, 拍了X线检查,
查了尿常规检查), departments visited (去耳鼻喉科看了, 转到肾内科) and symptoms had (头晕、心慌、耳朵嗡嗡响). The diagnoses, drugs, checks and
departments the stories name are records of the built network (checked against it; a few lab findings are told as
results, such as 弓形虫抗体阳性 and EB病毒抗体阳性), so that a system that takes the wrong name is wrong. The question then asks one
thing about one record named in the story, not always the first or the last one told; the gold entity is always that
record. Sometimes the question names it again in full, sometimes by a short form or a pointer a reader cannot mistake
(这种颈椎病 for 交感神经型颈椎病 after 颈椎病 was named beside it, 这个病 for 二水焦磷酸钙结晶沉积症, Austin型异染性脑白质营养不良 and 侵袭性非霍奇金淋巴瘤, 这个检查 for
内镜逆行胆胰管造影术, 三叉神经的运动功能检查 and 凝血因子ⅩIII定性测定, 这个刮宫 for 刮宫术（D和C）, 这种情况 after 佛氏（Valasva）窦动脉瘤破裂, 这种痒疹 for Hebra痒疹, 这个癌 for
乏特壶腹周围癌). Who writes varies: children about a parent or grandparent (我爸, 我妈, 我奶奶, 我外公), parents about a child or a
newborn (宝宝出生两周黄疸一直不退, 儿子三岁), a wife about her husband, relatives (我表哥, 我舅舅, 我嫂子, 侄女), patients about themselves (a
truck driver, a teacher, a laboratory worker, a student in the north-east, a mother after childbirth), a hospital
laboratory worker asked by an intern, herb users (我爷爷是草医, 隔壁阿婆在田埂上扯了一把乌蔹莓), travellers (去青海旅游, 去西双版纳旅游), a martial arts
coach and a student of TCM (我在中医药大学学方剂). All 210 are tagged `context`; 3 carry 呢/啊/呀/嘛/哈; 20 are tagged `verbatim` (并发症,
不良反应, 药品分类, 功效, 治疗方法 and the like in the asker's words). Some ask two things and the first is the gold
(内分泌性肌病是要做肌电图检查吗？会不会很疼？ names 肌电图检查; 产科休克会并发弥散性血管内凝血吗？现在出院了还要注意什么 names 弥散性血管内凝血; 东方马型脑炎是怎么得的？会不会传染 asks the causes;
秋露这个药主要治什么？能和红霉素眼膏一起用吗 asks what it treats; 泰必捷在药品分类上算哪一类？跟阿奇霉素干混悬剂是一类吗 asks its class; 见血草主要治什么病？对咳嗽有用吗 asks what it
treats; 毛麝香主要分布在哪里？北方能找到吗 asks where it grows).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
7, belongs_to 7, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 4, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the first tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 61 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-third, forty-third and fifty-third sets
drew from the first tenth too, and this one takes only what they and every other set left. Twenty-one relation types
still have such records in the window, and every question of them asks about one (has_symptom, designated_to, checks,
has_complication, shown_on, has_alias, caused_by, common_in, treated_with, is_subtype_of, the drug types but
drug_has_alias, the four material types, check_for_disease and check_for_symptom; 绿蟾蜍花, asked for what it stands for, is
the alias of 二仙桃, a window record of material_has_alias). The other fourteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names (三叉神经痛 →
  天麻素胶囊, 丝虫病 → 枸橼酸乙胺嗪片, 佝偻病 → 乳酸钙咀嚼片, 冻疮 → 樟脑软膏, 一氧化碳中毒 → 细胞色素C注射液, 前列腺增生 → 爱普列特片).
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names (中耳炎 ← 接触二手烟, 乳腺原位癌 ← 一级亲属乳腺癌家族史, 乳腺癌 ← BRCA2 突变, written without the space, 内膜癌 ← 内膜厚度, B族链球菌感染 ←
  产妇生产时发热, 伤寒病 ← 接触感染个体).
- None of the four window sources of prevalent_in (IgA肾病, 乙型肝炎, 乳腺癌, 伤寒病) has a neighbour no earlier question names, and
  every one of their neighbours (中国, 法国, 澳大利亚, 亚洲和非洲, 北欧, 北美洲, 西欧, 印度) is an earlier question's entity, so no question
  asks from the target end: IgA肾病 and 乙型肝炎 are asked in new words, and three questions name a neighbour again (乳腺癌 → 北欧,
  伤寒病 → 印度, IgA肾病 → 法国).
- Of the five window sources of metastasizes_to (乳腺癌, 内膜癌, 前列腺癌, 右侧输尿管结石, 喉癌) only 内膜癌 has neighbours no question names
  word for word, and the fifty-third set named one of them in other words; one question names the other,
  血行（肺、骨骼、肝脏、肾上腺及脑）, in other words (经血行转移到肺、骨骼、肝脏、肾上腺和脑); 喉癌 names 会厌 again, 乳腺癌 is asked in new words and two
  questions ask from the target end (软组织, where 乳腺癌 spreads, and 淋巴管, where 前列腺癌 and 肛管癌 spread; neither an earlier
  question's entity).
- The three window sources of invades (人类免疫缺陷病毒[HIV]病, 口咽癌, 呼吸道白喉) have no neighbour left: 人类免疫缺陷病毒[HIV]病 names 淋巴细胞
  again, 口咽癌 names 舌根 again, 呼吸道白喉 is asked in new words and one question asks from the target end (吞咽肌, where 口咽癌
  invades, never an earlier question's entity).
- Of the 30 window sources of related_disease, six questions each name a neighbour no earlier question names (B族链球菌感染 ↔
  自发性中期妊娠流产, HELLP综合征 ↔ 高血压性脑病, 乙型肝炎 ↔ 蜘蛛痣, 乳腺癌 ↔ 脑干脑炎, B族链球菌感染性脑膜炎 ↔ 颅内压升高, 偏头痛 ↔ 周期性综合征); so do six of the 12 of
  differential_diagnosis (HELLP综合征 ↔ 溶血性尿毒综合征, 乙型肝炎 ↔ 巨细胞病毒性肝炎, 偏头痛 ↔ 牙脓肿 and 创伤后头痛, 儿童期哮喘 ↔ 病毒诱发喘息, 产后抑郁症 ↔ 终生双相谱系障碍).
- The window of drug_has_alias holds seven drugs (丙泊酚中/长链脂肪乳注射液, 倍他米松乳膏, 利伐沙班片, 匹伐他汀钙片, 双扑伪麻分散片, 坤顺丸, 复方地舍平片) with one
  alias each, all of them names earlier questions use: 利伐沙班片, 倍他米松乳膏 and 双扑伪麻分散片 are asked in new words, 坤顺丸 whether it
  is also called 参茸济阴坤顺丸, and one question asks what 降压乐 (复方地舍平片's alias) stands for.
- None of the seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier
  question names, five of them ones the network writes with 等, written the way people write them, without the 等 (健脾资生丸 →
  潞党参, 八仙逍遥汤 → 川芎等, 八仙早朝糕 → 山药等, 八厘宝 → 麻黄等, 八君子汤 → 白术等, 八味丹 → 茯苓等). Six of the 30 window formulas of
  formula_has_efficacy are asked whether they have an efficacy no earlier question names (不换金正气散 → 和脾胃, 五味消毒饮 → 消散疔疮,
  五积散 → 理气活血, 仙方活命饮 → 消肿散结, 八厘金 → 疏散风热, 八反膏 → 消痞化积), and six of the 34 of prescribed_for whether they treat a disease no
  earlier question names (一贯煎 → 咽干口燥, 三子养亲汤 → 咳嗽喘逆, 二陈汤 → 头眩心悸, 五皮散 → 一身悉肿, 九味羌活汤 → 头痛项强, 七宝美髯丹 → 肾虚不育).
- formula_has_alias has 29 sources and its window two (八味厚朴丸, 八味地黄丸): 八味地黄丸 is asked whether it is also called 八仙长寿丸
  (its alias 八仙长寿丸等, written without the 等, which no earlier question names), 八味厚朴丸 is asked in new words, one question
  asks what 厚朴煎 (八味厚朴丸's alias) stands for, and the record after the window (八味知母汤) is asked in new words.
- performed_by has six sources and its window none, as for the thirty-third, forty-third and fifty-third sets: its
  questions take the record in whose place in key order the first tenth falls (宫腔镜检查, the first, asked in new words and
  whether it is done in 妇产科), the record after it (心血管造影检查, whether it is done in 心血管科) and the third (新生儿疾病筛查检查, named
  by its alias 新生儿筛查, earlier sets' mention); no question asks from the target end, every department of the type being
  an earlier question's entity.
- check_has_alias has seven sources and its window none: the first record (心电图检查) is asked in new words and by what ECG
  stands for, the record after it (快速血浆反应素试验) whether it is called RPR and by what RPR stands for.

89 questions name the one neighbour they ask about, most of them naming two records (内眦赘皮 → 整形科, 亚急性脊髓联合变性 → 维生素B12,
内分泌性肌病 → 肌电图检查, 假性甲状旁腺功能减退症 → 白内障, 产科休克 → 弥散性血管内凝血, 乏特壶腹周围癌 → 十二指肠乳头, 下肢淋巴水肿 → 象皮肿, 休克型肺炎 → 金黄色葡萄球菌, 儿童急进性肾小球肾炎 →
学龄期男性儿童, 先天性胸骨旁疝 → 肥胖者, 先天性食管狭窄 → 食管扩张术, 先天性幽门肥厚性狭窄 → 腹腔镜下幽门环肌切开术, 三尖瓣狭窄 → 经皮球囊三尖瓣成形术, 亚急性胰腺炎 → 急性胰腺炎, 下肢静脉曲张伴静脉炎 →
下肢静脉曲张, 低色素性小细胞性贫血 → 缺铁性贫血, 威澳 → 川芎, 乙肝解毒丸 → 土茯苓, 奥佳 → 抗病毒药, 百扶欣 → 免疫增强剂, 五月霜 → 滴虫性阴道炎, 五指毛桃果 → 产后缺乳, 三尖杉根 → 抗癌, 东北桤木 →
黑龙江, 东北卫矛 → 鬼箭羽, 假木豆 → 千斤拔, 凹头苋 → 光苋菜, 八爪金龙 → 铁雨伞, GnRH兴奋试验 → 性早熟, 产后检查 → 产后出血, 内镜逆行胆胰管造影术 → 慢性胰腺炎, 位听神经检查 → 听力下降,
下消化道内镜检查 → 便血, 乳腺远红外检查 → 乳腺随月经出现胀痛, 凝血因子ⅩIII定性测定 → 拔牙后伤口经久不愈, and the neighbours above), eight of them in other words
than the neighbour's name (BRCA2突变 names BRCA2 突变; 经血行转移到肺、骨骼、肝脏、肾上腺和脑 names 血行（肺、骨骼、肝脏、肾上腺及脑）; the five ingredients and
八仙长寿丸 said without 等). Eight are asked from the relation's target end: the three body parts above (哪些癌会转移到软组织？,
哪些癌会转移到淋巴管？, 哪些病会侵犯吞咽肌？) and five questions asking what an alias stands for (below).

Names inside names: by a mechanical count 140 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; among them, asked the way people say them, often with
the shorter or the longer name in the same story: 交感神经型颈椎病 holds 颈椎病, named beside it; 伴闭角型青光眼 is asked as the doctor's
白内障伴闭角型青光眼, after 白内障; 亚急性胰腺炎 holds 急性胰腺炎, its answer, and 胰腺炎; 下肢静脉曲张伴静脉炎 holds 下肢静脉曲张, its answer; 低色素性小细胞性贫血 holds
贫血, and 缺铁性贫血 is its answer; 儿童急进性肾小球肾炎 is asked after 急性肾小球肾炎; 儿童大动脉炎 holds 大动脉炎; 乳腺原位癌 is asked after the mother's
乳腺癌, itself asked four times; B族链球菌感染性脑膜炎 holds B族链球菌感染, both asked; 先天性主动脉瓣窦瘤破裂 (named by its alias 佛氏（Valasva）窦动脉瘤破裂)
and 主动脉窦动脉瘤破裂 are asked apart; 原发性CD30阳性皮肤T细胞淋巴瘤, the alias, holds CD30阳性皮肤T细胞淋巴瘤, the record it names; 脊柱裂 and 胆道闭锁 lie
inside 先天性脊柱裂 and 先天性胆道闭锁, the records they name; 乳酸左氧氟沙星滴眼液 (named by 佐凯) holds 左氧氟沙星; 乙肝解毒丸 → 土茯苓 holds 茯苓, which its
asker names; 羊角天麻 holds 天麻, 天麻丸 being named beside it; 东北卫矛 holds 卫矛; 毛麝香 lies inside 凹裂毛麝香, the record it names; 丁香枝
holds 丁香, named beside it; 前列腺B超检查 holds B超检查.

About one question in four (51 of 210) names its entity by a name the network records for that very instance: disease
aliases (8: 胆道闭锁, 家族性C5功能缺陷, 佛氏（Valasva）窦动脉瘤破裂, copied from an ultrasound report as it stands, 原发性CD30阳性皮肤T细胞淋巴瘤,
Austin型异染性脑白质营养不良, 普通常见变异型免疫缺陷病, 脊柱裂, 全身性脂肪萎缩); drug trade names (31, below); medicinal material aliases (11: 乌蔹莓, 见血草,
绊脚刺, 爪芋根, 一匹叶, 短梗天门冬, 黑午茶, 甘青卫矛, 羊角天麻, 毛麝香, 铁郎鸡); a check alias (1: 新生儿筛查, earlier sets' mention). Each of these names
is listed by that one instance only. Five more ask what an alias stands for (降压乐, 绿蟾蜍花, 厚朴煎, ECG, RPR: drug, material,
formula and check aliases): their gold is the alias instance, answered by the record that lists it. Before the set is
built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the
network records for that very instance.

Drug trade names: 31 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (秋露, 友南, 根德, 炔维, 达林, 美力泰, 葆至能, 森克, 文达敏, 速碧林, 艾迪特, 佐凯, 维尔博, 诺亚涂膜, 宝立康, 威澳, 鲁神, 泽悦, 爽宁, 阿诺新, 久诺, 奥佳, 益盖宁, 济民克定,
威佳, 伊克维, 泰必捷, 舍欣, 特一, 依生安康, 百扶欣). All thirty-one are also drug records of their own. They are labelled as in the earlier
sets: the gold entity is the standard record (乳酸环丙沙星滴眼液, 克霉唑栓, 依替膦酸二钠片, 他扎罗汀凝胶, 克林霉素磷酸酯凝胶, 乙酰麦迪霉素干混悬剂, 依折麦布辛伐他汀片,
克拉霉素缓释片, 二甲双胍马来酸罗格列酮片, 低分子量肝素钙注射液, 乙氧苯柳胺软膏, 乳酸左氧氟沙星滴眼液, 人用狂犬病纯化疫苗, 克霉唑涂膜, 五维牛磺酸口服溶液, 丹参川芎嗪注射液, 乙酰螺旋霉素片, 依替巴肽注射液,
乙酰吉他霉素含片, 依西美坦片, 依诺沙星片, 利巴韦林分散片, 依降钙素注射液, 二羟丙茶碱氯化钠注射液, 促肝细胞生长素注射液, 乳酸米力农注射液, 克拉霉素干混悬剂, 克林霉素磷酸酯阴道片, 依托红霉素片,
乙型脑炎纯化疫苗（地鼠肾细胞）, 人参多糖注射液), the mention is the trade name and the line is tagged `alias`, because whoever holds the box,
the prescription or the hospital bill asks about the medicine, and the standard record is the one that names it, holds
its class and lists the trade name.

Other names the network holds under two records:
- ECG is a check record as well as the alias instance 心电图检查 lists (ECG是哪一项检查的缩写？): it asks what the name stands for, so
  the gold is the alias instance, as the earlier sets' ECG questions are. 新生儿筛查 is a check record as well as an alias
  新生儿疾病筛查检查 lists: the question names the check the baby had, so the gold is the record the alias belongs to, as in the
  earlier sets' 新生儿筛查 questions. 脊柱裂 is a disease record too, one with no relation of its own, and a symptom and a
  therapy record; 胆道闭锁 is a cause and a symptom record too; 毛麝香 an ingredient too: each names the record that lists it.
- Some named neighbours are records of other types too: 维生素B12 a drug and an ingredient besides a check, 金黄色葡萄球菌 a
  disease, an ingredient and a symptom besides a cause, 土茯苓 a medicinal material besides an ingredient, 鬼箭羽 and 千斤拔
  ingredients besides aliases, 抗病毒药 a drug product class and a drug besides a drug class, 免疫增强剂 a drug class and a
  therapy besides a drug product class, 会厌 and 舌根 symptoms besides body parts, 法国 a symptom besides a region, 象皮肿 a
  symptom besides an alias, 弥散性血管内凝血, 滴虫性阴道炎 (a cause besides) and 性早熟 aliases and symptoms besides diseases, 白内障,
  急性胰腺炎, 下肢静脉曲张 and 缺铁性贫血 causes and symptoms besides diseases, and 蜘蛛痣, 颅内压升高, 咽干口燥, 产后出血, 慢性胰腺炎, 听力下降 and 便血 diseases
  and symptoms.
- Besides these, 37 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 交感神经型颈椎病, 内眦赘皮, 三叉神经痛, 冻疮, 一氧化碳中毒, 下肢淋巴水肿, IgA肾病 (two questions), 三尖瓣狭窄, 产后抑郁症, and the check 心电图检查; a cause
  record: 中气下陷, B族链球菌感染 (two), 伤寒病 (two), 人类免疫缺陷病毒[HIV]病; both: 前列腺增生, 乙型肝炎 (three), 偏头痛 (three), 喉癌, and 佝偻病 an alias
  record besides, 中耳炎 a check record besides, 乳腺癌 (four) a population record besides; an alias record: Goodpasture综合征; a
  disease and a symptom record: the body part 软组织; an ingredient record: the materials 二色补血草 and 八爪金龙; a disease record:
  the check 心血管造影检查; a check record: the alias instance ECG), and the wording says which is meant (诊断, 医生说, 查出, 转移, 侵犯,
  多见于, 别名, 药材, 做…检查, 缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_63.py    # rewrites bench/sets/medical_everyday_63.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, F, M, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_63.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("去年冬天我爸听村里人说草乌泡酒能治关节炎，自己泡了一坛，后来我妈才说那坛酒里还放了川乌和附子，喝了两天就嘴唇发麻、"
      "心慌得厉害，半夜送到县医院急诊科，医生说是乌头碱类中毒，洗了胃才缓过来。他现在还嘴硬说只是喝多了，我想拿给他看看，"
      "乌头碱类中毒一般都有哪些症状？", "has_symptom", "乌头碱类中毒", D),
    Q("我生完二胎快一年了，月子里图省事用凉水洗过几次奶瓶，后来手腕、膝盖一吹风就酸，怕冷怕风。先去查了类风湿因子，"
      "说不是类风湿性关节炎，拍了X线检查也正常，吃过一阵布洛芬缓释胶囊。这一年跑了风湿免疫科、骨科，光挂号费都花了不少，"
      "我老公还说我矫情。最后一个老中医说我这是产后风湿。产后风湿一般都会有哪些表现？", "has_symptom", "产后风湿", D),
    Q("闺女上初二，从去年开始写作业老说头疼、眼睛累，我们以为是近视，配了眼镜也没好，又怀疑是偏头痛，去神经内科做了脑电图检查，"
      "没事。最后在眼科查出来是上隐斜，医生说先做训练看看。上隐斜平时会有哪些症状？我想对照一下她是不是都有。",
      "has_symptom", "上隐斜", D),
    Q("儿子五岁，晚上睡觉满床打滚、出汗、半夜哭闹，有时候还打呼。一开始以为是缺钙，吃了两个月碳酸钙D3片，又怀疑是腺样体肥大，"
      "去耳鼻喉科看了说还好。最近儿保医生说可能是儿童睡眠障碍，让先记睡眠日记。儿童睡眠障碍一般会有哪些表现啊？",
      "has_symptom", "儿童睡眠障碍", D),
    Q("我在银行坐了十几年办公室，这两年老是头晕、心慌、耳朵嗡嗡响，先后在心内科做过心电图检查、在耳鼻喉科查过耳鸣，"
      "都说没大问题。后来骨科拍片，说是交感神经型颈椎病，跟一般的颈椎病还不太一样。想问下这种颈椎病都有哪些症状？",
      "has_symptom", "交感神经型颈椎病", D),
    Q("宝宝出生两周黄疸一直不退，开始以为是新生儿黄疸，晒太阳、吃益生菌都没用，大便颜色越来越浅，像白陶土。"
      "转到儿科做了B超检查，又查了肝功能，医生怀疑是胆道闭锁，说要尽快手术。胆道闭锁的孩子除了皮肤黄，还会有哪些症状？",
      "has_symptom", "先天性胆道闭锁", D, mention="胆道闭锁"),
    Q("我妈五十二岁，去年右边乳头糜烂结痂，以为是湿疹，涂了半年药膏不见好。后来去乳腺外科做了B超检查，医生怕是乳腺癌，"
      "又取了活检，结果说是乳头腺瘤，良性的，总算松了口气。乳头腺瘤一般都有哪些症状？", "has_symptom", "乳头腺瘤", D),
    # designated_to
    Q("我家老二一岁半，出生后中耳炎、肺炎反反复复，阿莫西林胶囊吃了好几盒，还住过两次院。儿科医生说一般孩子一年感冒几次正常，"
      "像他这样反复重症感染不正常，建议查查免疫。这回在省城查了基因，报告写的是家族性C5功能缺陷，说是免疫方面的问题。"
      "回县里不知道该挂什么号了，家族性C5功能缺陷应该看哪个科？",
      "designated_to", "C5功能不全综合征", D, mention="家族性C5功能缺陷"),
    Q("我老公三十五岁，前年体检说心脏有杂音没当回事，上个月搬家时突然胸口剧痛、喘不上气，送到心内科做了心电图检查，"
      "排除了心肌梗死。又做了超声心动图，报告上写着“佛氏（Valasva）窦动脉瘤破裂”，说要手术。这种情况该转到哪个科？",
      "designated_to", "先天性主动脉瓣窦瘤破裂", D, mention="佛氏（Valasva）窦动脉瘤破裂"),
    Q("我舅舅小腿上长了个紫红色的包，一开始皮肤科当毛囊炎治，开了莫匹罗星软膏，后来破了一直不愈合，做了病理，"
      "诊断是原发性CD30阳性皮肤T细胞淋巴瘤。皮肤科医生说不归他们管了。原发性CD30阳性皮肤T细胞淋巴瘤接下来该挂哪个科？",
      "designated_to", "CD30阳性皮肤T细胞淋巴瘤", D, mention="原发性CD30阳性皮肤T细胞淋巴瘤"),
    Q("女儿四岁，眼睛看着有点对眼，我们担心是斜视，去眼科查了视力、验了光，医生说不是斜视，是内眦赘皮挡住了眼角，"
      "长大鼻梁起来可能会好些。她奶奶一直催着去开眼角，内眦赘皮可以挂整形科看吗？",
      "designated_to", "内眦赘皮", D, named="整形科"),
    Q("我是货车司机，跑长途十来年，去年开始下背部痛，以为是腰椎间盘突出症，做了CT检查说椎间盘没事。骨科开了布洛芬缓释胶囊，"
      "又让贴伤湿止痛膏，吃完贴完能好几天，一开车又疼。朋友说这种不是手术能解决的，下背部痛到底该挂哪个科？",
      "designated_to", "下背部痛", D),
    Q("我奶奶七十八，膝盖隔三岔五就红肿，先当痛风治，吃秋水仙碱片拉肚子，查血尿酸又不高；后来又当骨关节炎贴了膏药。"
      "最近抽了关节液，说是二水焦磷酸钙结晶沉积症。老人家已经跑了好几个科，这个病到底挂哪个科最对口？",
      "designated_to", "二水焦磷酸钙结晶沉积症", D),
    Q("儿子三岁，从去年起尿路感染反反复复，一发烧就得输液，头孢克肟分散片都快吃成零食了。儿科一开始以为是包皮过长，"
      "后来做B超检查和静脉尿路造影检查，说是先天性巨输尿管，让我们转科。先天性巨输尿管该挂哪个科？",
      "designated_to", "先天性巨输尿管", D),
    # checks
    Q("我爸胃大部切除十年了，去年开始脚底像踩棉花，手也发麻，吃了大半年甲钴胺片也没见好，一开始怀疑是糖尿病周围神经病变，"
      "查血糖不高，又做了颈椎的磁共振成像，怀疑颈椎病。神经内科主任说像亚急性脊髓联合变性。这个病是不是要查维生素B12？",
      "checks", "亚急性脊髓联合变性", D, named="维生素B12"),
    Q("我表哥二十六岁，先是咳血，当肺结核住了一周院，结果痰里没查到结核菌；接着尿里有血、肌酐升高，转到肾内科，"
      "我姑姑天天在病房外面抹眼泪。医生怀疑是Goodpasture综合征，说还要抽血做一项特别的检查才能确诊。"
      "Goodpasture综合征一般要做什么检查？", "checks", "Goodpasture综合征", D),
    Q("女儿十二岁，她爸在外地打工，我一个人带她跑了三家医院。她体育课老说头晕、胳膊没劲，量血压左右手差了三十多，"
      "先在心内科当高血压查，吃了一个月苯磺酸氨氯地平片效果一般。后来查血沉很高，医生怀疑是儿童大动脉炎。我想提前了解一下，"
      "儿童大动脉炎要做哪些检查才能确诊？", "checks", "儿童大动脉炎", D),
    Q("侄女六岁，一年里肚子疼了好多回，吐过两次，当时以为是胃炎，吃奥美拉唑肠溶胶囊也没用，有一次眼睛还发黄。儿科做了B超检查，"
      "发现胆管鼓成一个囊，说可能是先天性胆管囊状扩张，得去大医院。先天性胆管囊状扩张还要做哪些检查来确定？",
      "checks", "先天性胆管囊状扩张", D),
    Q("朋友家孩子两岁前一切正常，后来走路越来越不稳、说话倒退，开始以为是缺钙，吃了维生素D滴剂没用；"
      "做了脑电图检查和磁共振成像，最后查出来是Austin型异染性脑白质营养不良。她问我还要做哪些检查，我也不懂，"
      "这个病一般都要查什么？", "checks", "Austin型幼儿脑硫脂病", D, mention="Austin型异染性脑白质营养不良"),
    Q("我姐甲亢三年，一直吃甲巯咪唑片，最近上楼梯腿软，梳头胳膊都抬不起来。内分泌科说可能是甲亢引起的内分泌性肌病，"
      "不是重症肌无力，让去做个肌电图检查。内分泌性肌病是要做肌电图检查吗？会不会很疼？",
      "checks", "内分泌性肌病", D, named="肌电图检查"),
    Q("我公公七十岁，脖子上摸到好几个肿大的淋巴结，先在耳鼻喉科当淋巴结炎，吃了头孢克肟分散片没消，后来开始发烧、盗汗、掉秤。"
      "血液科说高度怀疑侵袭性非霍奇金淋巴瘤，让马上住院。要确诊这个病，一般都要做哪些检查？",
      "checks", "侵袭性非霍奇金淋巴瘤", D),
    # has_complication
    Q("我从小就三天两头感冒，二十多岁开始肺炎一年好几次，支气管扩张也有了，医生查了免疫球蛋白特别低，"
      "诊断是普通常见变异型免疫缺陷病，现在每个月都要输液补抗体。我妈总担心以后还会出别的问题，"
      "普通常见变异型免疫缺陷病会有哪些并发症？",
      "has_complication", "儿童普通变异型免疫缺陷", D, mention="普通常见变异型免疫缺陷病"),
    Q("儿子七岁，去年眼皮肿、尿里泡沫多，住院诊断儿童肾病综合征，吃了半年醋酸泼尼松片，中间感冒了一次又复发了。现在脸有点圆，"
      "每周还得查尿常规，孩子很懂事，抽血从来不哭，我看着更心疼。我最怕的是以后再出别的问题，儿童肾病综合征都有哪些并发症？",
      "has_complication", "儿童肾病综合征", D),
    Q("我怀孕时家里养了只猫，孕中期查出弓形虫抗体阳性，吃了一阵药，孩子出生后做了B超检查和眼底检查，诊断先天性弓形虫感染。"
      "宝宝现在三个月，看着还行，可我心里一直不踏实，先天性弓形虫感染以后可能会引起哪些并发症？",
      "has_complication", "先天性弓形虫感染", D),
    Q("我弟从小个子矮、手指短，十几岁时老抽筋，查血钙低、甲状旁腺激素反而高，内分泌科诊断假性甲状旁腺功能减退症，"
      "一直吃碳酸钙D3片。最近他说看东西像隔了层雾，这个病会并发白内障吗？",
      "has_complication", "假性甲状旁腺功能减退症", D, named="白内障"),
    Q("我嫂子上个月在妇产科生孩子时大出血，血压一下掉到很低，医生说是产科休克，输了好几袋血，还进了ICU。"
      "签字时医生提到最怕出现弥散性血管内凝血，产科休克会并发弥散性血管内凝血吗？现在出院了还要注意什么",
      "has_complication", "产科休克", D, named="弥散性血管内凝血"),
    Q("我儿子十九岁，大学体检听到心脏杂音，心电图检查有点异常，开始以为是先天性心脏病里的室间隔缺损，后来做超声心动图和造影，"
      "说是冠状动脉终止异常，医生让暂时观察。冠状动脉终止异常以后会引起什么并发症？",
      "has_complication", "冠状动脉终止异常", D),
    # cures
    Q("我妈右边脸一阵阵像过电一样疼，刷牙洗脸都不敢，疼起来整宿睡不着，我看着都心疼。她先去口腔科拔了一颗牙也没好，"
      "后来神经内科说是三叉神经痛，开了卡马西平片，吃了头晕得厉害。邻居推荐天麻素胶囊，三叉神经痛能吃天麻素胶囊吗？",
      "cures", "三叉神经痛", D, named="天麻素胶囊"),
    Q("我外公年轻时在南方修水库，后来一条腿慢慢变粗，一直当静脉曲张在治，还查过是不是下肢深静脉血栓形成。"
      "最近查血在夜里抽到了微丝蚴，确诊是丝虫病，医生提到可以用枸橼酸乙胺嗪片。丝虫病用枸橼酸乙胺嗪片管用吗？他都七十多了",
      "cures", "丝虫病", D, named="枸橼酸乙胺嗪片"),
    Q("孩子一岁两个月，晚上睡觉出汗多，后脑勺一圈头发都磨没了，儿保医生说有点肋骨外翻，查了维生素D偏低，说是佝偻病早期，"
      "让每天吃维生素D滴剂。我婆婆又从药店买了乳酸钙咀嚼片，佝偻病可以吃乳酸钙咀嚼片吗？",
      "cures", "佝偻病", D, named="乳酸钙咀嚼片"),
    Q("我在东北上学，每年一到冬天脚趾和耳朵就又红又肿，痒得睡不着，开始以为是湿疹，去年还破了皮，同学借我红霉素软膏涂，"
      "也没见好。校医院说是冻疮，开了樟脑软膏。冻疮涂樟脑软膏有用吗？要涂多久", "cures", "冻疮", D, named="樟脑软膏"),
    Q("我公公冬天在老家烧炭取暖，早上被发现叫不醒，送医院诊断一氧化碳中毒，做了好几次高压氧。现在醒了但反应慢，"
      "神经内科说还要做磁共振成像。病房里给他挂的是细胞色素C注射液，一氧化碳中毒用细胞色素C注射液是对症的吗？",
      "cures", "一氧化碳中毒", D, named="细胞色素C注射液"),
    Q("我爸六十八，夜里起夜四五次，尿线细，泌尿外科做了B超检查说是前列腺增生，之前吃过盐酸坦洛新缓释胶囊，一站起来就头晕，"
      "只好停了。这次医生换成了爱普列特片，前列腺增生吃爱普列特片管用吗？", "cures", "前列腺增生", D, named="爱普列特片"),
    # shown_on
    Q("我女儿出生时腰那儿有一撮毛，还有个小凹坑，当时没在意。三岁了还老尿裤子，我们以为是尿路感染，查尿常规检查正常；"
      "后来骨科拍片，说是脊柱裂，要做磁共振成像看看神经有没有受压，医生说幸亏发现得还不算太晚。脊柱裂一般出现在身体哪个部位？",
      "shown_on", "先天性脊柱裂", D, mention="脊柱裂"),
    Q("我大伯今年体检查出黄疸，一开始以为是胆结石，在消化内科做了胃镜检查和磁共振成像，发现是乏特壶腹周围癌，医生说位置特殊，"
      "要做大手术。他平时身体挺好，一年到头连感冒都少，知道以后整个人都蔫了。我看资料说壶腹就在十二指肠那儿，"
      "这个癌是长在十二指肠乳头上吗？", "shown_on", "乏特壶腹周围癌", D, named="十二指肠乳头"),
    Q("儿子五岁，从背后看两边肩膀一高一低，一直以为是书包背的，后来游泳教练说他左边胳膊举不高。骨科拍了X线检查，"
      "说是先天性高肩胛症，不是脊柱侧凸。先天性高肩胛症主要是身体哪个部位出了问题？", "shown_on", "先天性高肩胛症", D),
    Q("我爱打羽毛球，五年前摔了一跤肘部骨折，打过钢板，这两年胳膊伸不直，阴天就疼，当时还以为是网球肘，打过封闭，"
      "也贴过伤湿止痛膏。最近骨科说是创伤性肘关节炎，是骨折留下的。创伤性肘关节炎具体是伤在哪个部位？",
      "shown_on", "创伤性肘关节炎", D),
    Q("我家小宝一岁半，断奶后腿上、胳膊上起一粒粒小疙瘩，痒得抓破，先按湿疹涂了炉甘石洗剂，又以为是丘疹性荨麻疹吃了氯雷他定片，"
      "反反复复大半年。皮肤科说是Hebra痒疹。这种痒疹一般长在身体哪些部位？", "shown_on", "Hebra痒疹", D),
    Q("我老公一直说自己右边胸口比左边平，以为是小时候营养不良，健身教练说他右胸怎么也练不出来。去胸外科做了胸部CT检查，"
      "医生说是先天性肌缺如，不影响生活。先天性肌缺如通常是缺了哪块肌肉？", "shown_on", "先天性肌缺如", D),
    # has_alias
    Q("我顺产时宝宝头太大，撕开了，出院小结上写的是会阴裂伤，缝了好几针，回家还吃了几天头孢克肟分散片。现在去妇产科复查，"
      "医生嘴里说的又是另一个词，我有点糊涂，会阴裂伤还有什么别的叫法？", "has_alias", "会阴裂伤", D),
    Q("宝宝满月后一吸气喉咙就呼噜呼噜响，躺着更明显，开始当成感冒、支气管炎，社区医院还给雾化过。后来儿科转到耳鼻喉科，"
      "说是先天性喉喘鸣，一般两岁前会好。病友群里大家说的是另一个名字，先天性喉喘鸣还叫什么？", "has_alias", "先天性喉喘鸣", D),
    Q("我妈生了三个孩子，之后一直说肚子往下坠，站久了更厉害，还老拉稀。西医做了B超检查说有点子宫脱垂，她吃过补中益气丸。"
      "中医说她是中气下陷。我想在网上多查点资料，中气下陷在中医里还有什么别的说法？", "has_alias", "中气下陷", D),
    Q("我婆婆宫颈癌手术加放疗后第二年，左腿越来越粗，鞋都穿不进去，先在血管外科排除了血栓，后来诊断下肢淋巴水肿，"
      "在做压力绷带治疗。村里人都说她得了象皮肿，下肢淋巴水肿就是象皮肿吗？", "has_alias", "下肢淋巴水肿", D, named="象皮肿"),
    Q("我儿子十四岁，小时候龋病多、牙齿也不齐，口腔科给戴了两年牙套，地包天还是没完全矫正过来。正畸医生说主要是上颌后缩，"
      "是骨头的问题，可能成年后要做正颌手术。我想查点英文资料给他看，上颌后缩还有什么别的名称？", "has_alias", "上颌后缩", D),
    Q("我舅舅五十多岁视力越来越差，以前一直以为是老花眼、白内障，去年做了眼底荧光血管造影，说是中央晕轮状脉络膜萎缩，"
      "跟遗传有关，我妈也有点担心。病历上有个英文缩写没看懂，中央晕轮状脉络膜萎缩还有什么别称？",
      "has_alias", "中央晕轮状脉络膜萎缩", D),
    # caused_by
    Q("我表妹十岁，从小特别瘦，大家都以为她只是挑食，天天逼她喝牛奶，脸上、四肢一点脂肪都没有，肚子却大，查出肝大和糖尿病，"
      "在吃盐酸二甲双胍片。内分泌科说是全身性脂肪萎缩，还问家里有没有近亲结婚。全身性脂肪萎缩到底是什么原因引起的？",
      "caused_by", "全身脂肪代谢障碍", D, mention="全身性脂肪萎缩"),
    Q("我同事去美国东海岸出差回来，先是发烧头疼，以为是流行性感冒，吃了几天磷酸奥司他韦胶囊也没退，后来抽搐住进神经内科，"
      "腰穿后说是东方马型脑炎。我们都没听说过这个病，东方马型脑炎是怎么得的？会不会传染", "caused_by", "东方马型脑炎", D),
    Q("我在化工厂实验室上班，上周通风橱坏了，做提取时吸了不少乙醚，当时头晕、恶心，同事以为我是低血糖症犯了，给我冲了葡萄糖水，"
      "后来被送到急诊科，说是乙醚中毒，吸氧后好了。这事之后我一闻到那股味道就头疼。领导要我们写事故报告，"
      "乙醚中毒一般是什么原因造成的？", "caused_by", "乙醚中毒", D),
    Q("我奶奶去年换了左髋关节，半年后伤口附近又红又肿，还发烧，开始以为是痛风发作，吃了秋水仙碱片不管用。骨科抽了关节液去培养，"
      "说是人工关节置换术后关节感染，可能还得再开刀。好好的为什么会得人工关节置换术后关节感染呢？",
      "caused_by", "人工关节置换术后关节感染", D),
    Q("我家宝宝出生时右手多了一根小指头，左脚也多一个脚趾，孕期做彩超都没查出来。我怀孕头两个月感冒发烧，吃过阿莫西林胶囊，"
      "一直很自责。医生说是先天性多指、趾畸形，以后可以手术。先天性多指、趾畸形到底是什么原因导致的？",
      "caused_by", "先天性多指、趾畸形", D),
    Q("我爸七十三，前几天感冒后突然高烧，血压掉到八十多，在急诊科输液时人都有点糊涂了，医生说是休克型肺炎，直接进了ICU。"
      "痰培养报告上写着金黄色葡萄球菌，休克型肺炎会是金黄色葡萄球菌引起的吗？",
      "caused_by", "休克型肺炎", D, named="金黄色葡萄球菌"),
    Q("我婶子高血压好多年，一直吃氢氯噻嗪片，平时老说乏力、夜尿多，查血钾一直偏低，补过氯化钾缓释片。"
      "这次肾内科查了尿常规检查和肾功能，诊断低钾血症肾病。她很不理解，低钾血症肾病是什么原因引起的？",
      "caused_by", "低钾血症肾病", D),
    # has_risk_factor
    Q("儿子三岁，一年里中耳炎犯了四回，每次都是发烧、拽耳朵，阿莫西林克拉维酸钾干混悬剂都吃怕了，耳鼻喉科还说耳朵里有积液。"
      "每次都得请假带他跑医院，我和他爸都快崩溃了。他爷爷在家天天抽烟，医生也问起这个事，接触二手烟会让孩子更容易得中耳炎吗？",
      "has_risk_factor", "中耳炎", D, named="接触二手烟"),
    Q("我妈五年前乳腺癌做了手术，今年轮到我体检，乳腺钼靶发现细小钙化，穿刺结果是乳腺原位癌，医生说还算早期。"
      "当时医生反复问我妈的病史。一级亲属乳腺癌家族史是乳腺原位癌的危险因素吗？我女儿以后是不是也要早点查",
      "has_risk_factor", "乳腺原位癌", D, named="一级亲属乳腺癌家族史"),
    Q("我大姨和小姨都得过卵巢癌，去年我自己做了基因检测，报告说有BRCA2突变。现在每半年做一次B超检查，"
      "也在纠结要不要做预防性手术。BRCA2突变的人得乳腺癌的风险会更高吗？", "has_risk_factor", "乳腺癌", D, named="BRCA2 突变"),
    Q("我五十六岁，绝经五年了，最近又见红，妇科B超检查说内膜厚度有一点二厘米，医生让取内膜做病理检查，怕是内膜癌。"
      "我以前还有子宫肌瘤。内膜厚度偏厚算是内膜癌的高危因素吗？", "has_risk_factor", "内膜癌", D, named="内膜厚度"),
    Q("我三十五周查出B族链球菌阳性，医生说生的时候要打青霉素。结果生的时候我发烧到三十八度五，宝宝出来后住进了新生儿科，"
      "诊断是B族链球菌感染。产妇生产时发热是宝宝B族链球菌感染的危险因素吗？",
      "has_risk_factor", "B族链球菌感染", D, named="产妇生产时发热"),
    Q("我们厂食堂上个月有个厨师发烧半个多月，最后确诊伤寒病，接着又有两个工友发烧、拉肚子，抽血做了培养，"
      "开始大家还以为是胃肠炎。疾控让密切接触的人都去登记。接触感染个体是得伤寒病的危险因素吗？我跟他住一个宿舍",
      "has_risk_factor", "伤寒病", D, named="接触感染个体"),
    # common_in
    Q("我侄子出生后一直喘、嘴唇发紫，新生儿科开始以为是新生儿肺炎，拍了X线检查发现肠子跑到了胸腔里，说是先天性胸腹裂孔疝，"
      "第三天就做了手术，在保温箱里待了半个月，现在五个月了，长得挺好。家里老人说是怀孕时吃了凉的，这个病一般多见于什么人？",
      "common_in", "先天性胸腹裂孔疝", D),
    Q("我女儿头皮上从小就有一块黄色的疙瘩，不长头发，以为是胎记，后来表面像疣一样凸起来。皮肤科做了活检，说是乳头状汗管囊腺瘤，"
      "建议切掉。我想知道这个是不是小孩子才会得，乳头状汗管囊腺瘤一般多发于什么人群？", "common_in", "乳头状汗管囊腺瘤", D),
    Q("我老公三十二岁，上周骑电动车摔了一下，当时头有点疼，以为是脑震荡，在家吃了布洛芬缓释胶囊。过了四天头越来越疼还吐，"
      "做CT检查说是亚急性硬膜外血肿，住进了神经外科。亚急性硬膜外血肿一般多发于哪类人？", "common_in", "亚急性硬膜外血肿", D),
    Q("我儿子九岁，感冒后一周尿成了洗肉水的颜色，脸也肿，当地医院按急性肾小球肾炎治，结果尿越来越少、肌酐一直往上走，"
      "转到省儿童医院，说是儿童急进性肾小球肾炎，要做肾穿刺，前后折腾了一个多月，孩子瘦了一圈。"
      "这个病是不是多见于学龄期男性儿童？", "common_in", "儿童急进性肾小球肾炎", D, named="学龄期男性儿童"),
    Q("我今年四十五，体重一百八，最近半年饭后上腹胀痛，一直以为是胃炎，吃了奥美拉唑肠溶胶囊没用，做胃镜检查也没发现问题。"
      "最后胸部CT检查说是先天性胸骨旁疝。医生说胖的人更容易出症状，先天性胸骨旁疝多见于肥胖者吗？",
      "common_in", "先天性胸骨旁疝", D, named="肥胖者"),
    Q("我单位一个同事四十岁，打篮球时突然胸痛，以为是心绞痛，含了硝酸甘油片也没缓解，送到医院做超声心动图才发现是主动脉窦动脉瘤"
      "破裂，连夜做了手术。他平时挺注意身体，每年体检连高血压都没有。我们几个同龄的男同事都有点慌，"
      "主动脉窦动脉瘤破裂一般多见于哪些人？", "common_in", "主动脉窦动脉瘤破裂", D),
    # prevalent_in
    Q("我老公三十岁体检发现尿潜血，一开始以为是尿路感染，吃了左氧氟沙星片没变化，后来做了肾穿刺，确诊IgA肾病。"
      "医生说这个病在咱们这边挺常见，我有点好奇，IgA肾病在世界上哪些国家发病比较多？", "prevalent_in", "IgA肾病", D),
    Q("我爸妈都是乙肝病毒携带者，我自己查出乙型肝炎以后一直吃恩替卡韦，每半年查一次肝功能和B超检查，还算稳定。"
      "现在公司要派我出国常驻，想先了解一下，乙型肝炎在世界上哪些地区流行得比较厉害？", "prevalent_in", "乙型肝炎", D),
    Q("我姐嫁到瑞典十年，之前一直以为自己只是乳腺增生，去年查出乳腺癌，做了保乳手术和化疗。"
      "她说当地医生讲这个病在他们那边很常见，筛查也做得早。乳腺癌在北欧是不是高发？",
      "prevalent_in", "乳腺癌", D, named="北欧"),
    Q("我弟去印度出差两个月，回来后持续发烧一周多，还拉肚子，开始以为是水土不服、胃肠炎，吃了蒙脱石散也没用，"
      "后来血培养确诊伤寒病。他同事下个月也要去，伤寒病在印度是不是很常见？", "prevalent_in", "伤寒病", D, named="印度"),
    Q("我在法国读博，去年体检发现血尿和蛋白尿，在当地医院做了肾穿刺，确诊IgA肾病，回国后肾内科让我继续吃厄贝沙坦片控制蛋白尿。"
      "那边的医生说他们那儿这个病也不少，IgA肾病在法国多发吗？", "prevalent_in", "IgA肾病", D, named="法国"),
    # treated_with
    Q("我爸睡觉打呼特别响，我妈说他这样好几年了，我们一直没当回事，有一次半夜憋醒，脸都紫了，以为是心脏病发作，"
      "送急诊科做了心电图检查，没事。后来耳鼻喉科说他咽部水肿、舌根肥厚，诊断是上气道梗阻。医生提了好几种办法，"
      "我们想心里有个数，上气道梗阻一般有哪些治疗方法？", "treated_with", "上气道梗阻", D),
    Q("我妈七十多，白内障好几年一直拖着没做，上个月突然眼胀、头痛、恶心，还以为是高血压犯了，吃了苯磺酸氨氯地平片没用。"
      "眼科测了眼压，说是白内障伴闭角型青光眼，得尽快处理。伴闭角型青光眼都有哪些治法？", "treated_with", "伴闭角型青光眼", D),
    Q("女儿一岁多，加辅食后一吃块状的就吐，体重长得慢，先在消化内科当胃食管反流病，吃了奥美拉唑肠溶胶囊，后来做了上消化道造影，"
      "说是先天性食管狭窄。医生说可以先做食管扩张术，先天性食管狭窄做食管扩张术效果好吗？",
      "treated_with", "先天性食管狭窄", D, named="食管扩张术"),
    Q("我儿子出生三周开始喷射样呕吐，吐完还饿，一开始以为是吃多了、胃食管反流病，换了奶粉也没用。儿科摸到肚子上有个橄榄样的包，"
      "B超检查说是先天性幽门肥厚性狭窄。外科医生建议做腹腔镜下幽门环肌切开术，这个病一般都是做这个手术吗？",
      "treated_with", "先天性幽门肥厚性狭窄", D, named="腹腔镜下幽门环肌切开术"),
    Q("我妈今年六十七，前几年还能自己去菜市场，现在走几步就喘。她年轻时得过风湿热，后来一直有风湿性心脏病，这几年腿肿、肚子胀，"
      "心内科做了超声心动图说三尖瓣狭窄加重了，之前吃的是地高辛片和呋塞米片。医生提到经皮球囊三尖瓣成形术，"
      "三尖瓣狭窄可以用这个方法治吗？", "treated_with", "三尖瓣狭窄", D, named="经皮球囊三尖瓣成形术"),
    Q("我外甥四岁，上个月重症肺炎后发展成脓毒症，肾和肝都出了问题，在PICU住了二十多天，医生说是儿童多器官功能障碍综合征，"
      "用了好多抗生素，还做过血液透析。现在转到普通病房了，这个病后面一般怎么治疗？",
      "treated_with", "儿童多器官功能障碍综合征", D),
    # metastasizes_to
    Q("我妈六十岁，绝经后出血半年才去看，开始还当是更年期综合征，后来确诊内膜癌，做了全子宫切除。"
      "之前医生跟我们讲过淋巴结转移的事，这次复查又提到血行转移。她自己一直说没事，我们做子女的心里七上八下。"
      "内膜癌会经血行转移到肺、骨骼、肝脏、肾上腺和脑这些地方吗？",
      "metastasizes_to", "内膜癌", D, named="血行（肺、骨骼、肝脏、肾上腺及脑）"),
    Q("我婆婆乳腺癌术后八年，最近大腿上摸到一个硬块，骨科先当脂肪瘤看，做了磁共振成像说不太像，要穿刺。"
      "医生提到有些癌会转移到软组织。我想问一下，哪些癌会转移到软组织？", "metastasizes_to", "软组织", BP),
    Q("我爸前列腺癌做完内分泌治疗两年，最近腿有点肿，复查前列腺特异性抗原又升了，泌尿外科说可能有转移，要做骨扫描和磁共振成像。"
      "病友群里有人说是顺着淋巴管转移的，哪些癌会转移到淋巴管？", "metastasizes_to", "淋巴管", BP),
    Q("我舅舅抽了四十年烟，声音嘶哑半年，一直当慢性咽炎，吃了好几盒金嗓子喉片，后来活检是喉癌，做了部分喉切除。"
      "最近复查说会厌那儿又长了东西，喉癌会转移到会厌吗？", "metastasizes_to", "喉癌", D, named="会厌"),
    Q("我同事三十八岁，哺乳期摸到乳房里有硬块，以为是乳腺炎，吃了头孢克肟分散片没消，拖了半年才确诊乳腺癌，现在在做化疗。"
      "她最担心的就是扩散，乳腺癌一般容易转移到身体哪些部位？", "metastasizes_to", "乳腺癌", D),
    # invades
    Q("我爸口咽部长了肿瘤，开始只是觉得嗓子有异物感，以为是慢性咽炎，含了好久的西瓜霜润喉片，后来吞东西越来越费劲，喝水都呛，"
      "做了CT检查。医生说是肿瘤侵犯了吞咽肌。哪些病会侵犯吞咽肌？", "invades", "吞咽肌", BP),
    Q("我大伯确诊口咽癌，先后做了放疗和化疗，这段时间说话含糊、舌头发硬，饭也咽不下去。他之前一直以为是牙周炎、口腔溃疡，"
      "在口腔科看了好几次。口咽癌会侵犯到舌根吗？", "invades", "口咽癌", D, named="舌根"),
    Q("我在医院检验科上班，实习生问我，化验单上写的诊断“人类免疫缺陷病毒[HIV]病”跟艾滋病是不是一回事，那个病人CD4一直往下掉，"
      "还反复带状疱疹感染、口腔念珠菌病。我也想确认一下，这个病会直接侵犯淋巴细胞吗？",
      "invades", "人类免疫缺陷病毒[HIV]病", D, named="淋巴细胞"),
    Q("我奶奶说她小时候村里闹过白喉，好多孩子喉咙里长白膜，憋死了好几个。我家孩子按时打了吸附百白破联合疫苗，"
      "前阵子扁桃体炎发烧，我还紧张了好几天。最近看到新闻说国外又有呼吸道白喉的病例。除了喉咙，呼吸道白喉还会侵犯身体哪些部位？",
      "invades", "呼吸道白喉", D),
    # is_subtype_of
    Q("女儿十五岁，连着发烧一周，扁桃体上全是白膜，脖子上淋巴结肿，开始以为是化脓性扁桃体炎，打了三天注射用头孢曲松钠也没退烧。"
      "后来查血异型淋巴细胞多，EB病毒抗体阳性，诊断EB病毒性单核细胞增多症，请了两周假，快期末考试了她急得直哭。"
      "这个病在疾病分类上属于哪一类？", "is_subtype_of", "EB病毒性单核细胞增多症", D),
    Q("我鼻塞、流黄鼻涕快三个月了，开始以为是感冒，又当过敏性鼻炎喷了两个月糠酸莫米松鼻喷雾剂，还是头昏脑胀。"
      "耳鼻喉科拍了鼻窦CT，报告写的是上颌窦筛窦炎。上颌窦筛窦炎属于哪一类鼻窦炎？", "is_subtype_of", "上颌窦筛窦炎", D),
    Q("我老爸爱喝酒，上个月吃完席后上腹一直隐隐地疼，以为是胃炎，吃了两周雷贝拉唑钠肠溶片没好，查血淀粉酶高，"
      "CT检查显示胰腺周围有渗出，医生说是亚急性胰腺炎，不算特别急。亚急性胰腺炎在分类上归在急性胰腺炎里吗？",
      "is_subtype_of", "亚急性胰腺炎", D, named="急性胰腺炎"),
    Q("我妈当了三十年售货员，腿上的青筋像蚯蚓一样，最近小腿有一段红肿发硬，摸着疼，开始以为是丹毒，在社区打了几天青霉素。"
      "血管外科做了彩超，诊断下肢静脉曲张伴静脉炎。这个病算是下肢静脉曲张的一种吗？",
      "is_subtype_of", "下肢静脉曲张伴静脉炎", D, named="下肢静脉曲张"),
    Q("儿子七岁，有几次早上醒来嘴角抽动、流口水、说不出话，一两分钟就好，开始以为是面瘫或者做噩梦，去神经内科做了脑电图检查，"
      "说有中央颞区棘波，诊断是儿童良性癫痫，医生说大多长大就好。儿童良性癫痫在分类上属于哪一种病？",
      "is_subtype_of", "儿童良性癫痫", D),
    Q("我月经量一直多，最近爬两层楼就喘，脸色发黄，单位体检的血常规检查报告写着低色素性小细胞性贫血，血红蛋白才八十几。"
      "我以前以为是低血压，喝了不少红糖水。低色素性小细胞性贫血就是缺铁性贫血吗？",
      "is_subtype_of", "低色素性小细胞性贫血", D, named="缺铁性贫血"),
    # related_disease
    Q("我去年怀孕五个月时突然破水，孩子没保住，医生说是自发性中期妊娠流产，当时分泌物培养查出了B族链球菌。我现在又怀上了，"
      "妇产科让我定期查白带常规检查。B族链球菌感染跟自发性中期妊娠流产有关系吗？",
      "related_disease", "B族链球菌感染", D, named="自发性中期妊娠流产"),
    Q("我嫂子怀孕三十四周时血压一下升到一百七，头痛、看东西模糊，先当子痫前期治，后来血小板掉得厉害、转氨酶也高，"
      "诊断HELLP综合征，紧急剖宫产，孩子在新生儿科住了二十天，嫂子也在ICU待了三天。抢救时医生还提到高血压性脑病，"
      "HELLP综合征和高血压性脑病有关联吗？", "related_disease", "HELLP综合征", D, named="高血压性脑病"),
    Q("我叔叔有二十年乙型肝炎病史，一直没规律吃药，最近胸口和脖子上冒出好多像小蜘蛛一样的红点，他以为是过敏，"
      "抹了好几天复方醋酸地塞米松乳膏也没消。皮肤科医生说这叫蜘蛛痣。乙型肝炎跟蜘蛛痣有关系吗？",
      "related_disease", "乙型肝炎", D, named="蜘蛛痣"),
    Q("我阿姨乳腺癌治疗一年后，突然说话不清、走路不稳、看东西重影，开始以为是中风，做了磁共振成像没看到梗死。"
      "神经内科查了副肿瘤抗体，说可能是脑干脑炎。乳腺癌和脑干脑炎之间有关系吗？",
      "related_disease", "乳腺癌", D, named="脑干脑炎"),
    Q("我家宝宝出生十天发烧、吃奶差，腰穿以后确诊B族链球菌感染性脑膜炎，在新生儿科打了两周抗生素，我是新手妈妈，"
      "天天守在病房外面，只能隔着玻璃看他。这几天囟门鼓鼓的，还老吐奶，医生说要警惕颅内压升高。"
      "B族链球菌感染性脑膜炎跟颅内压升高有关吗？", "related_disease", "B族链球菌感染性脑膜炎", D, named="颅内压升高"),
    Q("我自己有十多年偏头痛，包里常备布洛芬缓释胶囊。女儿八岁，最近隔一两个月就犯一次，一犯就吐、肚子疼，"
      "在消化内科做了胃镜检查都正常，医生说可能是周期性综合征，让我留意。周期性综合征跟偏头痛有关系吗？",
      "related_disease", "偏头痛", D, named="周期性综合征"),
    # differential_diagnosis
    Q("我妹妹怀孕三十二周，一直有妊娠期高血压，这次查出血小板低、肝酶高、尿也少，产科怀疑HELLP综合征，"
      "可肾内科会诊又提到溶血性尿毒综合征，两边说法不太一样，人已经转进ICU了。HELLP综合征要怎么和溶血性尿毒综合征区分？",
      "differential_diagnosis", "HELLP综合征", D, named="溶血性尿毒综合征"),
    Q("我儿子五个月，体检发现转氨酶高，出生时黄疸也很重，当时说是新生儿黄疸。我是乙肝小三阳，医生先怀疑乙型肝炎，"
      "可宝宝的表面抗原是阴性，又查出巨细胞病毒阳性。乙型肝炎和巨细胞病毒性肝炎怎么鉴别？",
      "differential_diagnosis", "乙型肝炎", D, named="巨细胞病毒性肝炎"),
    Q("我右边太阳穴和半边脸一跳一跳地疼了一周，我本来就有偏头痛，以为又犯了，吃了好几片对乙酰氨基酚片也压不住，"
      "后来发现右下后牙的牙龈鼓了个包。口腔科说可能是牙脓肿。偏头痛和牙脓肿引起的疼怎么区分？",
      "differential_diagnosis", "偏头痛", D, named="牙脓肿"),
    Q("我女儿四岁，每次感冒都会喘，晚上咳得睡不着，社区医院给她雾化吸入用布地奈德混悬液，说可能是儿童期哮喘，要长期用药。"
      "可儿科另一个医生说可能只是病毒诱发喘息，长大会好。儿童期哮喘和病毒诱发喘息要怎么鉴别？",
      "differential_diagnosis", "儿童期哮喘", D, named="病毒诱发喘息"),
    Q("我老婆生完孩子两个月，情绪特别低落，常常哭，晚上也睡不着，精神科开始说是产后抑郁症，开了盐酸舍曲林片。"
      "可她上大学时有一段时间特别亢奋、乱花钱，医生说要排除终生双相谱系障碍。孩子现在主要是我妈在带，全家都不知道该怎么办。"
      "产后抑郁症跟终生双相谱系障碍怎么鉴别？", "differential_diagnosis", "产后抑郁症", D, named="终生双相谱系障碍"),
    Q("我上个月出车祸撞了头，当时说是脑震荡，CT检查没出血。可这一个月头一直疼，还怕光、恶心。我年轻时就有偏头痛，"
      "不知道是老毛病犯了还是新问题，神经内科提到创伤后头痛。偏头痛和创伤后头痛怎么区分？",
      "differential_diagnosis", "偏头痛", D, named="创伤后头痛"),
    # indicated_for
    Q("我儿子上周在游泳馆玩完，眼睛红、眼屎多，开始以为是过敏，吃了两天氯雷他定片没用，诊所给开了一瓶秋露，让一天点四次。"
      "家里还剩一支红霉素眼膏。秋露这个药主要治什么？能和红霉素眼膏一起用吗",
      "indicated_for", "乳酸环丙沙星滴眼液", DR, mention="秋露"),
    Q("我怀孕前就老是外阴痒，白带像豆腐渣，之前在药店买过甲硝唑片吃，好了又犯。这次妇科查了白带常规检查，开的是友南，"
      "一晚上塞一粒。友南是治什么病的？是不是治霉菌的", "indicated_for", "克霉唑栓", DR, mention="友南"),
    Q("我妈六十五，前年腰椎压缩性骨折，查骨密度T值负三点多，一直吃碳酸钙D3片和阿法骨化醇软胶囊。这次复诊医生又加了个根德，"
      "说要间歇着吃，吃两周停一段时间。根德是治什么病的？", "indicated_for", "依替膦酸二钠片", DR, mention="根德"),
    Q("我老公胳膊肘和小腿上长了好几块红斑，上面一层银白色的皮，一挠就掉皮屑，开始当湿疹涂了丁酸氢化可的松乳膏，一停药就反复。"
      "皮肤科医生开了一支炔维，让晚上涂。炔维主要治什么病？", "indicated_for", "他扎罗汀凝胶", DR, mention="炔维"),
    Q("我上高三，脸上一直冒红疙瘩，额头和下巴最多，换过好几种洗面奶，还吃过牛黄解毒片，都没用。皮肤科给开了达林，"
      "说先涂一个月看看。达林这个药是治什么的？会不会伤皮肤", "indicated_for", "克林霉素磷酸酯凝胶", DR, mention="达林"),
    Q("我爸胆囊里有结石，平时吃点油腻的右上腹就胀，前两年还因为急性胆囊炎住过院，他怕开刀，一直不肯把胆囊切了。最近胃也不舒服，"
      "胃镜检查说是慢性胃炎。医生开了亮菌甲素片，说对胆和胃都有用。亮菌甲素片主要治哪些病？",
      "indicated_for", "亮菌甲素片", DR),
    Q("孩子五岁，前几天扁桃体发炎、咳嗽，化验说是支原体感染，之前吃阿莫西林胶囊没用，医生换成了美力泰，一天三次。"
      "他小时候得过百日咳，我比较紧张。美力泰都能治哪些病？", "indicated_for", "乙酰麦迪霉素干混悬剂", DR, mention="美力泰"),
    # has_adverse_reaction
    Q("我爸去年装了心脏支架，一直吃阿托伐他汀钙片，血脂还是降不下来，心内科医生说他低密度脂蛋白要控制在一点八以下，"
      "给换成了葆至能，每天晚上一片，同时还在吃阿司匹林肠溶片和硫酸氢氯吡格雷片。最近他说腿酸没劲，葆至能有哪些副作用？",
      "has_adverse_reaction", "依折麦布辛伐他汀片", DR, mention="葆至能"),
    Q("我查出幽门螺杆菌阳性，以前还有过胃溃疡，消化内科开了四联：雷贝拉唑钠肠溶片、阿莫西林胶囊、枸橼酸铋钾胶囊，"
      "还有一种叫森克的，医生说要吃满十四天，一顿都不能落。吃了三天嘴里发苦、有股金属味，森克有哪些不良反应？",
      "has_adverse_reaction", "克拉霉素缓释片", DR, mention="森克"),
    Q("我舅舅糖尿病十多年，之前吃盐酸二甲双胍片血糖控制不好，后来医生换成了文达敏。他本身有点心功能不全，最近脚踝有点肿，"
      "体重也长了。文达敏都有哪些副作用？会不会加重心脏的问题",
      "has_adverse_reaction", "二甲双胍马来酸罗格列酮片", DR, mention="文达敏"),
    Q("我妈做了膝关节置换，骨科说要防下肢深静脉血栓形成，出院带了十支速碧林，每天在肚皮上打一针。打了几天肚子上青一块紫一块的，"
      "她还在吃阿司匹林肠溶片。速碧林有哪些不良反应？", "has_adverse_reaction", "低分子量肝素钙注射液", DR, mention="速碧林"),
    Q("我孩子两岁，脸上、脖子上反复起湿疹，以前用过糠酸莫米松乳膏，怕有激素就停了，医生换成了艾迪特，说不含激素。"
      "可是涂了之后脸红红的，有点发烫。艾迪特会有哪些副作用？", "has_adverse_reaction", "乙氧苯柳胺软膏", DR, mention="艾迪特"),
    Q("我戴了十年眼镜，上个月终于做了近视激光手术，医生开了佐凯和玻璃酸钠滴眼液，一天要点好几次，说要点满一个月。"
      "我之前本来就有干眼症，结果点完佐凯眼睛又刺又痒。佐凯有哪些副作用？",
      "has_adverse_reaction", "乳酸左氧氟沙星滴眼液", DR, mention="佐凯"),
    Q("前天晚上遛狗时被邻居家的狗咬了一口，社区医院给我冲洗了伤口，打了破伤风针，又开始打维尔博，一共五针。"
      "我以前对青霉素过敏过，那条狗后来也找不到了，心里一直不踏实。今天胳膊上打针的地方又红又硬，维尔博一般会有哪些不良反应？",
      "has_adverse_reaction", "人用狂犬病纯化疫苗", DR, mention="维尔博"),
    # has_ingredient
    Q("我脚气好多年，夏天脚趾缝就烂，用过盐酸特比萘芬乳膏，也泡过醋，好一阵坏一阵。药店店员推荐诺亚涂膜，说涂上去成一层膜，"
      "不容易蹭掉。诺亚涂膜里面都有什么成分？", "has_ingredient", "克霉唑涂膜", DR, mention="诺亚涂膜"),
    Q("孩子三岁，挑食、不爱吃饭，去年查微量元素说偏低，吃过葡萄糖酸锌口服溶液，又积食吃过健胃消食片。这次儿保医生推荐宝立康，"
      "说是补维生素的。宝立康里面含有哪些成分？", "has_ingredient", "五维牛磺酸口服溶液", DR, mention="宝立康"),
    Q("我外婆七十九了，前年脑梗死，留下后遗症，右手一直不利索，每年冬天都去住院“冲血管”，以前打的是注射用血塞通，"
      "今年换成了威澳。护士说是中西药合在一起的。威澳里面有川芎吗？",
      "has_ingredient", "丹参川芎嗪注射液", DR, mention="威澳", named="川芎"),
    Q("我牙龈肿痛、有点发烧，口腔科说是冠周炎，以前吃甲硝唑片胃不舒服，这次开了鲁神配着用。我对红霉素那一类药好像有点过敏史，"
      "想先确认一下，鲁神的成分是什么？", "has_ingredient", "乙酰螺旋霉素片", DR, mention="鲁神"),
    Q("我爸半夜胸痛，急诊做心电图检查说是急性冠脉综合征，马上做了心脏支架，术中用了一种叫泽悦的药，"
      "另外还在吃阿司匹林肠溶片和替格瑞洛片。账单上泽悦挺贵的，它的成分是什么？",
      "has_ingredient", "依替巴肽注射液", DR, mention="泽悦"),
    Q("我是慢性乙肝，恩替卡韦已经吃了六年，病毒一直测不到，最近口苦、睡不好，中医给开了乙肝解毒丸，说可以和西药一起吃。"
      "我以前用茯苓煲汤后起过一次疹子，不知道算不算一个东西，乙肝解毒丸里面有土茯苓吗？",
      "has_ingredient", "乙肝解毒丸", DR, named="土茯苓"),
    Q("我爸六十了，头发白得厉害，还老睡不好、记性差，邻居推荐人参首乌胶囊，说能乌发安神。他有高血压，在吃苯磺酸氨氯地平片，"
      "前几年还查出过脂肪肝。人参首乌胶囊里都有什么成分？会不会伤肝", "has_ingredient", "人参首乌胶囊", DR),
    # is_a_level3
    Q("我是幼儿园老师，一天到晚扯着嗓子说话，这学期嗓子一直发炎，说话都哑了，吃过蓝芩口服液和金嗓子喉片，这次诊所开了爽宁，"
      "让含着吃。我想确认下，爽宁属于哪类药？是抗生素吗", "is_a_level3", "乙酰吉他霉素含片", DR, mention="爽宁"),
    Q("我妈乳腺癌术后，之前吃了三年他莫昔芬，现在绝经了，肿瘤科换成了阿诺新，一天一片，还加了碳酸钙D3片防骨质疏松症。"
      "阿诺新在药理上属于哪一类药？", "is_a_level3", "依西美坦片", DR, mention="阿诺新"),
    Q("我这两天尿频、尿急，小肚子坠胀，上厕所还有点烧灼感，去年也犯过一次，社区医院查了尿常规检查，说是尿路感染，开了久诺，"
      "还让多喝水。我之前吃头孢克肟分散片有点过敏。久诺是哪一类药？", "is_a_level3", "依诺沙星片", DR, mention="久诺"),
    Q("孩子三岁，发烧、手脚上起疹子，医生说像手足口病，开了奥佳和布洛芬混悬液，嘱咐多喝水。我记得好像有的药不太推荐给小孩用，"
      "想确认一下，奥佳是抗病毒药吗？", "is_a_level3", "利巴韦林分散片", DR, mention="奥佳", named="抗病毒药"),
    Q("我奶奶八十岁，上个月在卫生间滑了一跤，胸椎压缩性骨折，疼得翻不了身，骨科说她骨质疏松症很重，每周打一针益盖宁，"
      "再口服碳酸钙D3片。益盖宁属于什么类别的药？", "is_a_level3", "依降钙素注射液", DR, mention="益盖宁"),
    Q("我爸慢阻肺十年，每年冬天都要住院，这次又咳又喘，医生除了用注射用头孢他啶，还给挂了济民克定，另外做雾化。"
      "护士说济民克定是平喘的，济民克定具体属于哪类药？", "is_a_level3", "二羟丙茶碱氯化钠注射液", DR, mention="济民克定"),
    Q("我姑父喝了半辈子酒，前年查出酒精性肝硬化，戒了一阵又偷偷喝，这次黄疸加重住进了消化内科，"
      "每天输威佳和注射用还原型谷胱甘肽，说都是护肝的。威佳在用途上属于哪一类药？",
      "is_a_level3", "促肝细胞生长素注射液", DR, mention="威佳"),
    # belongs_to
    Q("我爷爷八十三了，扩张型心肌病，这两年进进出出医院好几次，心衰又加重了，喘得躺不平，心内科先用了呋塞米注射液利尿，"
      "后来医生说要加强心的药，用了伊克维泵入。伊克维在药品分类上属于哪一类？",
      "belongs_to", "乳酸米力农注射液", DR, mention="伊克维"),
    Q("孩子支原体肺炎，咳嗽一个多月了，之前吃阿奇霉素干混悬剂吐得厉害，医生换成了泰必捷，一天两次。泰必捷在药品分类上算哪一类？"
      "跟阿奇霉素干混悬剂是一类吗", "belongs_to", "克拉霉素干混悬剂", DR, mention="泰必捷"),
    Q("我这半年白带老有股鱼腥味，同房后更明显，妇科查了说是细菌性阴道病，以前用过甲硝唑阴道泡腾片，这次医生开了舍欣，"
      "每晚一片放进阴道里。舍欣在药品分类上属于哪一类？", "belongs_to", "克林霉素磷酸酯阴道片", DR, mention="舍欣"),
    Q("我小时候打青霉素过敏休克过，这回嗓子疼得咽口水都难，扁桃体化脓，还烧到三十九度，诊所说不能用阿莫西林胶囊，开了特一。"
      "我以前还吃过罗红霉素胶囊。特一在药品分类里算哪一类？", "belongs_to", "依托红霉素片", DR, mention="特一"),
    Q("宝宝八个月，刚打完麻疹减毒活疫苗，社区通知下个月打乙脑，护士说可以选依生安康。我们家在农村，夏天蚊子特别多，"
      "之前还得过一次手足口病。依生安康在药品分类上属于哪一类？",
      "belongs_to", "乙型脑炎纯化疫苗（地鼠肾细胞）", DR, mention="依生安康"),
    Q("我爸去年冬天查出肺癌，现在化疗第三个周期，人瘦了一圈，白细胞也低，医生除了打升白针，还给输百扶欣，说能提高免疫力。"
      "他之前还吃过胸腺肽肠溶片。百扶欣算免疫增强剂吗？",
      "belongs_to", "人参多糖注射液", DR, mention="百扶欣", named="免疫增强剂"),
    Q("我银屑病十几年，一到冬天身上就一片片起皮，西药用过卡泊三醇软膏，效果时好时坏，朋友推荐克银丸，说是纯中药。我还有胃溃疡，"
      "怕伤胃。克银丸在药品分类上属于哪一类？", "belongs_to", "克银丸", DR),
    # drug_has_alias
    Q("我爸房颤好几年，以前吃华法林钠片要老去抽血查凝血，太麻烦，这次心内科换成了利伐沙班片。药盒上印的名字跟处方上写的不一样，"
      "利伐沙班片还有什么别的名字？", "drug_has_alias", "利伐沙班片", DR),
    Q("我妈年轻时月经不调，生完我以后又有痛经，一直吃乌鸡白凤丸，现在五十了还是老说小肚子凉、腰酸。"
      "前几天她翻出一张老方子写着参茸济阴坤顺丸，药店说现在卖的叫坤顺丸。坤顺丸就是参茸济阴坤顺丸吗？",
      "drug_has_alias", "坤顺丸", DR, named="参茸济阴坤顺丸"),
    Q("我外公高血压三十年，中间还犯过一次脑出血，现在吃的是苯磺酸氨氯地平片。他老念叨以前有个“降压乐”特别便宜好用，"
      "我在网上查不到这个药名，降压乐是哪个药的别名？", "drug_has_alias", "降压乐", AL),
    Q("我手上湿疹反复发作，之前用过糠酸莫米松乳膏、丁酸氢化可的松乳膏，这次医生开了倍他米松乳膏，说激素强一点，只能短期用。"
      "我在网上搜说明书，倍他米松乳膏还有别的叫法吗？", "drug_has_alias", "倍他米松乳膏", DR),
    Q("孩子感冒流鼻涕、打喷嚏，之前吃过小儿氨酚黄那敏颗粒，这次药店推荐了双扑伪麻分散片，说对鼻塞效果好。"
      "我老公问这个药是不是还有个好记的名字，双扑伪麻分散片还叫什么？", "drug_has_alias", "双扑伪麻分散片", DR),
    # mainly_treats
    Q("我外婆在乡下，脚背被蜈蚣咬了肿得发亮，擦了风油精，村卫生室又给了马来酸氯苯那敏片，吃了两天还是没消。"
      "隔壁阿婆在田埂上扯了一把乌蔹莓，捣烂给她敷上，第二天就好多了。我想多了解一下，乌蔹莓主要能治哪些病？",
      "mainly_treats", "一把篾", M, mention="乌蔹莓"),
    Q("我们山里人受了伤都爱用草药。去年我爹上山砍柴被蛇咬了，先送乡卫生院打了抗蛇毒血清，回来老中医又让用见血草捣碎外敷，"
      "老中医七十多岁，说这方子是他师父传下来的。我爹还有慢性支气管炎，一咳就喘。见血草主要治什么病？对咳嗽有用吗",
      "mainly_treats", "二郎剑", M, mention="见血草"),
    Q("我小时候得腮腺炎，腮帮子肿得像包子，那时候农村看病远，头疼脑热都靠老人家的土办法，奶奶没带我去打针，"
      "在后山扯了一把绊脚刺熬水给我喝，外面还敷了仙人掌。现在我女儿也得了腮腺炎，医生开了蒲地蓝消炎口服液。"
      "绊脚刺主要能治哪些病？", "mainly_treats", "倒钩刺", M, mention="绊脚刺"),
    Q("我爸胃不好，老说胃痛、肚子胀，吃过奥美拉唑肠溶胶囊和多潘立酮片。前段时间回广西老家，亲戚给了一包爪芋根，"
      "说泡酒喝能治胃病和风湿。爪芋根主要治什么病？", "mainly_treats", "假鹰爪根", M, mention="爪芋根"),
    Q("我是种菜的，菜地里长满了一年蓬，一直当野草拔。最近老拉肚子，吃了蒙脱石散好了又犯，村医说可能是肠炎。"
      "我奶奶说一年蓬晒干了煮水能治拉肚子，一年蓬主要能治哪些病？", "mainly_treats", "一年蓬", M),
    Q("我白带多、外阴痒，医院查出滴虫性阴道炎，吃了一周甲硝唑片，老公也一起吃了，还是反复。我婆婆是苗族，"
      "说她们那边用五月霜煮水洗。五月霜能治滴虫性阴道炎吗？", "mainly_treats", "五月霜", M, named="滴虫性阴道炎"),
    Q("我生完孩子一个多月奶水一直不够，喝了好多猪脚汤，也吃过通乳颗粒，没多大用，宝宝只能混合喂养。"
      "我广东的婆婆说用五指毛桃果煲汤能下奶。五指毛桃果能治产后缺乳吗？", "mainly_treats", "五指毛桃果", M, named="产后缺乳"),
    # has_efficacy
    Q("我爷爷是草医，屋檐下常晒着一匹叶，村里小孩咳嗽、积食他就抓一把煮水。我儿子最近也咳，医生开了小儿肺热咳喘口服液，"
      "我想两样一起试试。一匹叶有什么功效？", "has_efficacy", "一匹草", M, mention="一匹叶"),
    Q("我妈哮喘二十年，一直用沙美特罗替卡松粉吸入剂，冬天还是喘，去年还因为肺炎住了半个月院。"
      "有个亲戚从湖北山里寄来一包短梗天门冬的根，说泡水喝能止咳。短梗天门冬有哪些功效？",
      "has_efficacy", "一窝鸡", M, mention="短梗天门冬"),
    Q("我们村里人夏天爱喝一种黑午茶，说是冻绿的叶子做的，我小时候不爱喝，嫌它苦。我最近饭后胀气、消化不良，"
      "吃过健胃消食片和多酶片。黑午茶有什么功效？能帮助消化吗", "has_efficacy", "冻绿叶", M, mention="黑午茶"),
    Q("我舅舅确诊肺癌，做了两次化疗，吐得厉害，还在吃盐酸埃克替尼片。他听人说三尖杉根能抗癌，偷偷从网上买了一包，"
      "想和化疗一起吃，我们劝他别乱吃，他说死马当活马医。三尖杉根真的有抗癌的作用吗？",
      "has_efficacy", "三尖杉根", M, named="抗癌"),
    Q("我怀孕后胃老是凉凉的，吃点生冷的就拉肚子，医生说孕期除了蒙脱石散别乱吃药。我妈说丁香枝煮水喝能暖胃，"
      "她以前也用丁香泡过酒。丁香枝有什么功效？孕妇能用吗", "has_efficacy", "丁香枝", M),
    Q("我在内蒙古草原上看到一种开小花的草，当地牧民叫它二色补血草，说妇女月经多、崩漏时采来煮水。我自己有点贫血，"
      "在吃琥珀酸亚铁片。二色补血草有什么功效？", "has_efficacy", "二色补血草", M),
    # distributed_in
    Q("今年暑假我去青海旅游，在牧民家喝到一种茶，当地人说是拿甘青卫矛的枝叶泡的，说能降血压。我爸有高血压，"
      "在吃苯磺酸氨氯地平片，我想给他带一点回来。甘青卫矛主要分布在哪些地方？",
      "distributed_in", "八宝茶", M, mention="甘青卫矛"),
    Q("我妈头晕耳鸣好几年了，以为是颈椎病，一直吃天麻丸。去年去湖北恩施，山里人在路边卖一种羊角天麻，说跟普通的天麻不一样。"
      "羊角天麻主要产在哪些地方？", "distributed_in", "八角香", M, mention="羊角天麻"),
    Q("我在广西当兵时，战友脚上长了湿疹，当地老乡采了毛麝香煮水给他洗，效果挺好。现在我在北方，皮肤科开的炉甘石洗剂不太管用。"
      "毛麝香主要分布在哪里？北方能找到吗", "distributed_in", "凹裂毛麝香", M, mention="毛麝香"),
    Q("我爸年轻时干搬运，落下腰肌劳损，腰痛多年，一直贴伤湿止痛膏。去年去西藏旅游，有个藏医推荐一种叫铁郎鸡的蕨类草药，"
      "说治跌打损伤和腰痛都好。铁郎鸡主要分布在哪些地区？", "distributed_in", "剑叶铁角蕨", M, mention="铁郎鸡"),
    Q("我是哈尔滨人，小时候拉肚子不肯吃盐酸小檗碱片，姥姥就去江边剥东北桤木的树皮熬水，又苦又涩，我到现在都记得那味道，"
      "外伤出血也拿它敷。现在我在南方工作，想让我妈寄一点。东北桤木在黑龙江有分布吗？",
      "distributed_in", "东北桤木", M, named="黑龙江"),
    Q("我去西双版纳旅游，在植物园看到一种叫八仙过海的药用植物，导游说傣族人用它治病。我妈有类风湿性关节炎，一直吃甲氨蝶呤片。"
      "八仙过海主要分布在哪些地方？", "distributed_in", "八仙过海", M),
    # material_has_alias
    Q("我外婆在广东乡下，年轻时脖子上长过瘰疬，老辈人用了哥王子捣烂外敷。我妈说这东西有毒，村里人叫法五花八门，"
      "有的叫得跟别的草药差不多。了哥王子还有哪些别名？", "material_has_alias", "了哥王子", M),
    Q("我婆婆腰痛了大半年，看了骨科说是腰肌劳损，还有点骨质增生，贴了好几盒伤湿止痛膏。她浙江老家的邻居送来一把“绿蟾蜍花”，"
      "说泡酒擦腰管用。绿蟾蜍花是哪种药材的别名？", "material_has_alias", "绿蟾蜍花", AL),
    Q("我妈闭经好几个月，妇科做了B超检查，说是卵巢早衰，开了戊酸雌二醇片。她才四十二，知道后情绪一直很低落。"
      "她一个中医朋友建议用鬼箭羽，还说东北产的东北卫矛就是这个。东北卫矛是不是也叫鬼箭羽？",
      "material_has_alias", "东北卫矛", M, named="鬼箭羽"),
    Q("我爷爷风湿骨痛，以前在广东乡下常用一种叫千斤拔的草药煲汤，这次在药材市场买到的，标签上写的却是假木豆。"
      "他还在吃双氯芬酸钠缓释片。假木豆是不是也叫千斤拔？", "material_has_alias", "假木豆", M, named="千斤拔"),
    Q("我们湖南人夏天爱吃苋菜，我妈在菜地边摘了一种野的，叫凹头苋，说她小时候管它叫光苋菜，拉痢疾还煮来喝。我最近肠胃不好，"
      "做了肠镜检查说是慢性结肠炎。凹头苋就是光苋菜吗？", "material_has_alias", "凹头苋", M, named="光苋菜"),
    Q("我当了二十年老师，嗓子老痛，医生说是慢性咽炎，吃过咽炎片，中医说咽喉肿痛可以用八爪金龙，可我在药材店看到的名字是铁雨伞，"
      "老板说是同一种。八爪金龙是不是也叫铁雨伞？", "material_has_alias", "八爪金龙", M, named="铁雨伞"),
    # composed_of
    Q("我妈这几年脾胃虚弱，吃点油腻的就拉，人也瘦了十来斤，以前吃过参苓白术散和香砂六君丸，这次中医开了健脾资生丸。"
      "她吃人参容易上火，健脾资生丸里有潞党参吗？", "composed_of", "健脾资生丸", F, named="潞党参"),
    Q("我爸摔了一跤扭伤了腰，骨科拍X线检查说没骨折，开了云南白药气雾剂。他七十了不爱吃西药，就信村里一个老中医，"
      "老中医给他开了八仙逍遥汤熏洗，方子上的字看不清。八仙逍遥汤里有川芎吗？", "composed_of", "八仙逍遥汤", F, named="川芎等"),
    Q("我奶奶八十多了，脾胃虚弱吃不下饭，偶尔拉肚子，去医院查了说是慢性胃炎，以前吃过补中益气丸。"
      "我在一本食疗书上看到八仙早朝糕，说能当点心吃。八仙早朝糕里放了山药吗？", "composed_of", "八仙早朝糕", F, named="山药等"),
    Q("我是武术教练，学员跌打损伤常有，以前都用跌打丸和红花油。最近看到一个古方叫八厘宝，说治跌打很灵。我自己有高血压，"
      "怕里面有麻黄，八厘宝里有麻黄吗？", "composed_of", "八厘宝", F, named="麻黄等"),
    Q("我老婆这一年经期老是带下赤白，人也没精神，妇科查了说是宫颈炎，用过保妇康栓，好一阵又犯。中医大夫说她是脾虚湿盛，"
      "开了八君子汤。八君子汤里有白术吗？", "composed_of", "八君子汤", F, named="白术等"),
    Q("我爸腰膝酸软、口干，吃过六味地黄丸和金匮肾气丸。最近一个老中医说用八味丹更合适，给的方子只写了熟地、丹皮、枣皮，"
      "后面没写全。八味丹里面有茯苓吗？", "composed_of", "八味丹", F, named="茯苓等"),
    # formula_has_efficacy
    Q("我们南方夏天潮湿，今年梅雨季我老是胸闷、没胃口、想吐，大便也黏，喝过藿香正气水也就管一阵。中医说我是湿阻中焦，"
      "开了不换金正气散。不换金正气散能和脾胃吗？", "formula_has_efficacy", "不换金正气散", F, named="和脾胃"),
    Q("我上周鼻子旁边长了个疔，手贱挤了一下，第二天就红肿热痛，皮肤科开了莫匹罗星软膏，同时口服头孢克肟分散片。"
      "中医朋友说可以喝五味消毒饮。五味消毒饮有消散疔疮的功效吗？", "formula_has_efficacy", "五味消毒饮", F, named="消散疔疮"),
    Q("我妈前几天淋了雨受凉，全身酸痛、胃里冷痛，还痛经好多年，以前吃过元胡止痛片和艾附暖宫丸。中医开了五积散加减，说是散寒的。"
      "五积散有理气活血的作用吗？", "formula_has_efficacy", "五积散", F, named="理气活血"),
    Q("我腋下长了个脓包，又红又疼，外科说是疖肿，开了头孢克肟分散片，还说可能要切开引流。我妈说中医有个仙方活命饮专治这个。"
      "仙方活命饮有消肿散结的功效吗？", "formula_has_efficacy", "仙方活命饮", F, named="消肿散结"),
    Q("我爷爷是乡村医生，去世后留下一箱子药书，我翻的时候看到八厘金这个方子。我最近风热感冒，喉咙痛、发烧，"
      "吃了银翘解毒片和板蓝根颗粒。八厘金有疏散风热的功效吗？", "formula_has_efficacy", "八厘金", F, named="疏散风热"),
    Q("我爸年轻时在洞庭湖边种田，得过血吸虫病，现在肚子里摸得到包块，B超检查说是肝脾肿大。老家一个老大夫说可以外敷八反膏。"
      "八反膏有消痞化积的作用吗？", "formula_has_efficacy", "八反膏", F, named="消痞化积"),
    # prescribed_for
    Q("我更年期以后老是咽干口燥、胁肋隐痛，夜里睡不好，这样过了快两年，人都憔悴了，查了甲状腺功能检查和胃镜检查都没大问题，"
      "吃过谷维素片。中医说是肝肾阴虚，开了一贯煎。一贯煎能治咽干口燥吗？", "prescribed_for", "一贯煎", F, named="咽干口燥"),
    Q("我爷爷八十，慢性支气管炎二十年，一到冬天就咳嗽喘逆、痰多，吃过复方甘草片和氨茶碱片。老中医开了三子养亲汤，"
      "说是化痰降气的。三子养亲汤能治咳嗽喘逆吗？", "prescribed_for", "三子养亲汤", F, named="咳嗽喘逆"),
    Q("我这几年痰多、胸闷，经常头眩心悸，心内科做了心电图检查、动态心电图都没问题，吃过一阵稳心颗粒。中医说我痰湿重，"
      "开了二陈汤加味。二陈汤能治头眩心悸吗？", "prescribed_for", "二陈汤", F, named="头眩心悸"),
    Q("我婆婆慢性肾炎好几年，一身悉肿，腿上一按一个坑，肾内科让吃呋塞米片利尿，每个月查尿常规检查。中医推荐五皮散，"
      "说能利水消肿。五皮散能治一身悉肿吗？", "prescribed_for", "五皮散", F, named="一身悉肿"),
    Q("我前天下班淋了雨，晚上就发烧怕冷，头痛项强，浑身酸痛，吃了感冒清热颗粒和布洛芬缓释胶囊，出了汗又烧起来。"
      "中医开了九味羌活汤。九味羌活汤能治头痛项强吗？", "prescribed_for", "九味羌活汤", F, named="头痛项强"),
    Q("我和老公结婚三年一直没怀上，他精液检查说精子活力低，泌尿外科让他先戒烟戒酒，还查了有没有前列腺炎。两边老人天天催，"
      "我们压力特别大。他三十出头头发就白了不少，中医推荐七宝美髯丹。七宝美髯丹能治肾虚不育吗？",
      "prescribed_for", "七宝美髯丹", F, named="肾虚不育"),
    # formula_has_alias
    Q("我爸今年七十二，腰膝酸软、夜尿多，还有点骨质增生，这些年吃过金匮肾气丸和六味地黄丸。中医这次开了八味地黄丸，"
      "可我在一本老书上看到个八仙长寿丸，配伍差不多。八味地黄丸是不是也叫八仙长寿丸？",
      "formula_has_alias", "八味地黄丸", F, named="八仙长寿丸等"),
    Q("我在古籍里看到八味厚朴丸，说主治三焦不调、饮食不消。我自己胃胀、消化不良，一直吃健胃消食片和多潘立酮片，"
      "想找这个方子来参考。八味厚朴丸在别的书里还有什么名字？", "formula_has_alias", "八味厚朴丸", F),
    Q("我姥爷留下的手抄本里有一条“厚朴煎”，说治肚子胀满、吃不下饭。我老公有慢性胃炎，一吃多就胀，吃过枸橼酸莫沙必利片，"
      "好一阵坏一阵。厚朴煎是哪个方子的别名？", "formula_has_alias", "厚朴煎", AL),
    Q("我在中医药大学学方剂，期末要考，老师讲到八味知母汤时提了一句它还有个简称，我没记下来。之前学的白虎汤里也用知母，"
      "我妈吃的知柏地黄丸里也有。八味知母汤还叫什么？", "formula_has_alias", "八味知母汤", F),
    # check_for_disease
    Q("女儿七岁半，乳房开始发育，身高一年长了十厘米，骨龄比实际大两岁，儿科的医生怀疑性早熟，先做了B超检查，"
      "又安排住院做GnRH兴奋试验。我上网一查吓坏了，整晚睡不着。GnRH兴奋试验是查性早熟的吗？",
      "check_for_disease", "GnRH兴奋试验", C, named="性早熟"),
    Q("我三十四岁，一侧乳房摸到一个肿块，之前B超检查说是乳腺增生，吃了半年乳癖消片，肿块也没变小。乳腺外科建议做乳房活检。"
      "我有点害怕，乳房活检一般能查出哪些病？", "check_for_disease", "乳房活检", C),
    Q("我四十岁，最近小便分叉、尿不尽，会阴部胀痛，以为是久坐引起的，吃了一阵盐酸坦洛新缓释胶囊。"
      "泌尿外科让先做前列腺B超检查和尿常规检查。前列腺B超检查能查出哪些病？", "check_for_disease", "前列腺B超检查", C),
    Q("我剖宫产生完宝宝四十二天了，恶露一直断断续续，还有点头晕，孕期就查出过贫血，医院通知我回去做产后检查，顺便给宝宝体检。"
      "我想知道，产后检查能不能查出产后出血这类问题？", "check_for_disease", "产后检查", C, named="产后出血"),
    Q("我四十八岁，月经一个月来两次，量还多，B超检查说子宫内膜增厚，吃了一阵云南白药胶囊止血。妇科建议做刮宫术（D和C），"
      "取内膜化验。这个刮宫一般能查出哪些病？", "check_for_disease", "刮宫术（D和C）", C),
    Q("我爸喝了三十年酒，上腹痛了好几年，大便油乎乎的，CT检查显示胰腺有钙化。消化内科说要做内镜逆行胆胰管造影术看看胰管。"
      "这个检查能查出慢性胰腺炎吗？", "check_for_disease", "内镜逆行胆胰管造影术", C, named="慢性胰腺炎"),
    Q("我结婚两年没怀孕，月经也越来越少，还有乳头溢液，妇科查了性激素六项检查，其中催乳素（PRL）检查结果偏高，"
      "医生又让做垂体磁共振成像。催乳素（PRL）检查偏高一般提示哪些病？", "check_for_disease", "催乳素（PRL）检查", C),
    # check_for_symptom
    Q("我爸七十，最近走路像踩棉花、拿筷子手抖，一开始以为是帕金森病，吃了多巴丝肼片没改善。神经内科查体时让他做了个Fisher手指试"
      "验，说是查小脑的。他以前天天下楼跟人下棋，现在都不敢出门了。Fisher手指试验一般针对哪些症状？",
      "check_for_symptom", "Fisher手指试验", C),
    Q("我最近左耳听力下降，还老头晕，在耳鼻喉科做了纯音测听，开了甲钴胺片。医生又让做位听神经检查，说要排除听神经瘤。"
      "位听神经检查是针对听力下降做的吗？", "check_for_symptom", "位听神经检查", C, named="听力下降"),
    Q("我四十五岁，最近大便带血，以为是痔疮，用了马应龙麝香痔疮膏没好，还瘦了几斤。消化内科说要做下消化道内镜检查。"
      "下消化道内镜检查是因为便血才做的吗？", "check_for_symptom", "下消化道内镜检查", C, named="便血"),
    Q("我半边脸抽着疼，吃东西嚼的时候更明显，开始以为是牙周炎，口腔科看了说牙没问题，也不像颞下颌关节功能障碍，"
      "神经内科医生让我咬紧牙关，摸了摸腮帮子，说这是三叉神经的运动功能检查。这个检查一般是有什么症状才做？",
      "check_for_symptom", "三叉神经的运动功能检查", C),
    Q("我每次来月经前一周乳房都胀痛，摸着有小疙瘩，月经过了就好，以为是乳腺增生。单位体检时做了乳腺远红外检查，还有B超检查。"
      "乳腺远红外检查是针对乳腺随月经出现胀痛做的吗？", "check_for_symptom", "乳腺远红外检查", C, named="乳腺随月经出现胀痛"),
    Q("我从小磕一下就青一大块，一直没当回事。上个月拔了颗智齿，伤口渗血一周都没长好，口腔科缝了两次，还吃了云南白药胶囊。"
      "血液科查了血常规检查都正常，又给我做了凝血因子ⅩIII定性测定。这个检查是因为拔牙后伤口经久不愈才做的吗？",
      "check_for_symptom", "凝血因子ⅩIII定性测定", C, named="拔牙后伤口经久不愈"),
    # performed_by
    Q("我结婚三年没怀孕，试过中药调理，也吃过枸橼酸氯米芬胶囊促排，做了输卵管造影说是通的，B超检查看到宫腔里好像有个息肉，"
      "医生建议做宫腔镜检查，能顺便切掉。我去医院该在哪个科预约宫腔镜检查？", "performed_by", "宫腔镜检查", C),
    Q("我月经淋漓不尽两个月，吃了一阵妇科千金片不管用，医生说要做宫腔镜检查看看内膜。我们这儿医院妇科和产科分开挂号，"
      "网上说宫腔镜检查是在妇产科做，是这样吗？", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("我爸今年六十三，抽了四十年烟，前年才戒，最近一爬楼就胸闷，心电图检查提示心肌缺血，冠脉CT说有狭窄，"
      "医生建议做心血管造影检查，严重的话直接放支架。他之前一直在心内科看高血压，这个检查是在心血管科做吗？",
      "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("宝宝在产科出生第三天，护士扎了脚后跟取血，说是新生儿筛查，查苯丙酮尿症这些病，还做了听力筛查。出院以后结果要去哪个科问，"
      "新生儿筛查归哪个科管？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    # check_has_alias
    Q("我爸的体检单上好几项：血常规检查、尿常规检查、胸部CT检查，还有心电图检查。报告上心电图检查那一栏印的是英文缩写，"
      "他问我是什么意思，心电图检查的英文缩写是什么？", "check_has_alias", "心电图检查", C),
    Q("我在国外做了入职体检，报告上有一栏ECG，后面写着sinus rhythm，我还以为是查脑子的，跟国内的脑电图检查搞混了。"
      "ECG是哪一项检查的缩写？", "check_has_alias", "ECG", AL),
    Q("我准备结婚做婚检，化验单上有梅毒筛查，一张单子上写着快速血浆反应素试验，另一张写的是RPR，还有一项HIV抗体。我有点分不清，"
      "快速血浆反应素试验是不是就是RPR？", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
    Q("我怀孕十二周去建档，抽了一堆血，乙肝五项、甲状腺功能检查、血常规检查都正常，就是有一项RPR写着阴性，我不知道查的是什么。"
      "RPR是哪个检查的简称？", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day63"))
