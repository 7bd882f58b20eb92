"""Writes `medical_everyday_71.jsonl`, a seventy-first hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is passed on by someone asking for another person, who asked them or
cannot ask for themselves, and says so: a son or daughter relaying a parent on the phone (我爸在电话里问，他脖子上长的那个颈动脉体瘤，一般会
出现哪些症状, 我妈让我问问，闭锁肺综合征是不是应该挂呼吸内科), a grandchild asking for a grandparent who does not type (奶奶不会打字，让我帮她问：
蛀牙是不是就是医生说的龋病, 奶奶一直念叨她老同事当年得过非典，让我帮她查：…), a friend too shy to ask (我朋友不好意思问，让我来问：他查出来是阴茎扭转，…,
闺蜜想做面部整形又不敢问，让我帮她打听一下，…), a colleague (同事托我问一下，…), a neighbour (邻居大姐想知道，…), a patient in the next bed
(隔壁床的阿姨问，她儿子确诊的是顶叶癫痫，发作时会不会有幻觉？), a customer at one's shop (店里有个顾客问，扶严宁能不能抹嘴角烂了的口角炎), and
workmates, in-laws, aunts and uncles, a classmate, a kindergarten parent, a carer, a fisherman uncle and an old patient of
a leprosy hospital. Many report the other person's words (爷爷的原话是“颅内肿瘤性出血该找哪个科的大夫”，…, 我外公的原话是“颅内脂肪瘤长在脑子
哪一块”，我转述一下, 村里人都说是顿呛，她想知道顿咳是不是就是这个病), and some add the asker's own doubt or context after the relayed question
(我也不太懂, 我怕记错了药名, 我转述一下, 他降压药还一直在吃，我让他别停). A few name another record of the network in passing - a disease the
person already has, a drug already taken, a treatment under way (艾滋病, 胃溃疡, 青光眼, 慢阻肺, 黄疸, 感冒, 乙肝, 便秘, 透析, 止痛药) -
and the record asked about stays clear. By a mechanical count 55 questions carry 让我, 32 托我, 33 想知道, 30 他问 and 16 她问, 18
在电话里, 8 不好意思, 8 原话 and 5 转述; the relayed people most often named are 我妈 (29 questions), 我爸 (26), 同事 (23), 邻居 (18),
奶奶 (15), 隔壁床 (14), 爷爷 and 外公 (9 each), 店里有个顾客 (9) and 朋友 (8). The questions run from 20 to 61 characters: 33 of 25 or
fewer, 66 of 26 to 30, 65 of 31 to 35, 25 of 36 to 40, 10 of 41 to 50 and 11 of 51 to 61 (the longest add the asker's
own worry after the relayed question). 207 carry a full-width comma and are tagged `context`; 25 carry a question mark;
4 carry 呢, 啊 or 呀 (呢 2, 啊 1, 呀 1); 9 are tagged `verbatim` (高危因素, 不良反应, 用途分类, 药品分类 twice, 主治, 功效 twice and 功用 in
the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the tenth (last) tenth of each relation type's sources in key order (the record key of the source
type), among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 69 and the three
alias sets) contains and that none of them uses as an entity or a mention; the forty-second, fifty-second and sixty-second
sets drew from the tenth tenth too, and this one takes only what they and every other set left. Twenty relation types
still have such records in the window, and every question of them asks about one (has_symptom, designated_to, checks,
has_complication, shown_on, caused_by, common_in, treated_with, is_subtype_of, the five drug types but drug_has_alias,
the four material types, check_for_disease and check_for_symptom; 白猪栗, asked for what it stands for, is an alias of
高山栲, a window record of material_has_alias left by every other set; has_complication has 120 window sources and thirteen
left, six of them asked, treated_with 193 and twenty-eight left, material_has_alias 167 and twenty-eight left). The other
fifteen windows are used up:
- has_alias has 185 window sources and one left (阳虚发热, whose one alias the network gives is 中医科), not asked: five
  questions each ask whether a window record is also called by an alias no earlier question names (龋病 ↔ 蛀牙, 阻塞性睡眠呼吸暂停低通气综合征
  ↔ 鼾症, 麦胶性肠病 ↔ 非热带性脂肪泻, 阿斯伯格综合征 ↔ 艾斯伯格综合征, 顿呛 ↔ 顿咳) and one names 额颞叶痴呆 by FTD (new) and asks its other names.
- cures has 107 window sources and none left: its six questions each name a drug no earlier question names (面神经麻痹 →
  硝酸一叶萩碱注射液, 鹅口疮 → 度米芬含片, 雄激素性脱发 → 醋酸环丙孕酮片, 鸡眼 → 水杨酸苯酚贴膏, 阿米巴肝脓肿 → 奥硝唑胶囊, 隐睾症 → 注射用绒促性素), the
  first three named by aliases no earlier question uses (歪嘴巴, 白念菌病, alopecia androgenetica).
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, five of them in the asker's words (铅中毒 ← 传统的民间药物 as 老家的偏方 and 传统民间药物, 食物中毒 ← 将大量热食放入冰箱，而未在多个容器分成小份存放
  as 把一大锅热菜直接塞进冰箱, 非小细胞肺癌 ← 石棉接触, 隐球菌性脑膜炎 ← 暴露至受污染土壤、禽类粪便或蝙蝠洞穴 as 天天接触鸽子粪, 非黑色素瘤皮肤癌 ← 日光暴露累积量 as
  日光晒得越多, 麻风 ← 与多菌型麻风患者密切接触 as 跟多菌型的病人密切接触).
- None of the five window sources of prevalent_in (铍中毒, 隐球菌性脑膜炎, 食管癌, 鳞状细胞癌, 麻风) has a neighbour no earlier question
  names: four questions name one no earlier question about that record names (食管癌 → 俄罗斯, 隐球菌性脑膜炎 → 南非, 鳞状细胞癌 → 美国, 铍中毒 →
  发展中国家; each an earlier question's entity), and one asks from the target end
  (赤道附近及南北8纬度到10纬度范围地区, where 鳞状细胞癌 is prevalent; in one earlier question's text, never its entity). 麻风 is not asked.
- None of the six window sources of metastasizes_to (非小细胞肺癌, 食管癌, 骨关节炎, 鳞状细胞癌, 麻疹, 麻风) has one either: four
  questions name one no earlier question about that record names (非小细胞肺癌 → 肝, 骨关节炎 → 髋, 鳞状细胞癌 → 头颈部, 麻疹 → 血液) and one
  asks from the target end (尺神经, where 麻风 spreads, never an earlier question's entity). 食管癌 is not asked.
- The three window sources of invades (骨关节炎, 鳞状细胞癌, 麻疹) have none: 鳞状细胞癌 and 麻疹 name one no earlier question about them
  names (面部, 鼻), 骨关节炎 and 麻疹 are asked in new words. No question asks from the target end: every body part the three
  lead to is an earlier question's entity but 累及高风险区域, which is no place a person asks about.
- Of the 31 window sources of related_disease, five questions each name a neighbour no earlier question names (隐球菌性脑膜炎 ↔
  重构炎性综合征, 骨关节炎 ↔ 关节囊松弛, 高结合型胆红素血症 ↔ 肝外胆道疾病, 高血压 ↔ 血管内皮功能障碍, 麻疹 ↔ 病毒血症) and one names 颅内肿瘤 by its
  English alias cerebroma (new) and asks all its related diseases. Of the 13 of differential_diagnosis, five name a
  neighbour no earlier question names (非小细胞肺癌 ↔ 诺卡氏菌病, 食物中毒 ↔ 系统性血管炎, 高结合型胆红素血症 ↔ Zellweger综合征, 高血压 ↔ 肾血管疾病,
  高血压急症 ↔ 胶原血管病) and one names one no earlier question about that record names (麻风 ↔ 银屑病).
- The window of drug_has_alias holds eight drugs (转化糖电解质注射液, 酒石酸罗格列酮分散片, 重组人血管内皮抑制素注射液, 重组抗CD25人源化单克隆抗体注射液,
  镁加铝咀嚼片, 阿利吉仑片, 阿莫西林舒巴坦匹酯胶囊, 附子理中丸), all of whose aliases earlier questions use: 阿利吉仑片 is asked whether it is 锐思力,
  附子理中丸 whether it is also called 大姜煎丸（《普济方》卷三九五）, 重组抗CD25人源化单克隆抗体注射液 whether it is 健尼哌 (all three names earlier
  questions' entities), 镁加铝咀嚼片 is asked in new words, and one question asks what 替青威 (阿莫西林舒巴坦匹酯胶囊's alias, an earlier
  question's entity) stands for.
- None of the eighteen window formulas of composed_of has an ingredient no earlier question names; six questions each name
  one no earlier question about that formula names (解郁和肝丸 → 柴胡, 调气丸 → 槟榔, 香砂平胃散 → 青皮, 麻黄夺命汤 → 荆芥穗, 黄土汤 → 白术,
  麻黄防风汤 → 独活). Six of the 31 window formulas of formula_has_efficacy are asked whether they have an efficacy no earlier
  question names (麻杏石甘汤 → 辛凉宣泄, 麻风膏 → 化湿止痒, 麻黄二陈汤 → 化痰定喘, 麻黄醇酒汤 → 利湿退黄, 黄龙汤 → 补气养血, 龟鹿二仙胶 → 滋阴填精), and six
  of the 35 of prescribed_for whether they treat a disease no earlier question names (镇肝熄风汤 → 目胀耳鸣, 防己黄芪汤 → 肢节疼痛, 青蒿鳖甲汤 →
  热退无汗, 麦门冬汤 → 咳唾涎沫, 龙胆泻肝汤 → 耳肿, 阳和汤 → 漫肿无头, the last quoted as the old doctor said it).
- formula_has_alias has 29 sources and its window three (麻黄调心泄热汤, 麻黄附子细辛汤, 黄土汤), all of whose aliases earlier questions
  name: 黄土汤 is asked whether it is also called 黄土散（《何氏济生论》卷二） (an earlier question's entity), 麻黄附子细辛汤 is named by
  麻黄甘草附子汤（《古今医统大全》卷十四） (an earlier set's mention) and asked its other names, 麻黄调心泄热汤 is asked in new words, one question
  asks what 伏龙肝散（《脉因症治》卷上） (黄土汤's alias, an earlier question's entity) stands for, and the record before the window
  (菝葜八味汤, the 26th of 29 in key order) is asked in new words.
- performed_by has six sources and its window one (静脉尿路造影检查, the last in key order), as for the forty-second, fifty-second
  and sixty-second sets: it is asked in new words and, named by its alias 静脉肾盂排泄造影 (earlier sets' mention), whether it is
  done in 泌尿外科; the record before it (脑电图检查) is asked whether it is done in 神经科 and, named by EEG (earlier sets' mention),
  in new words. No question asks from the target end, both departments having been earlier questions' entities.
- check_has_alias has seven sources and its window the same record (the seventh), asked in new words and by what
  静脉肾盂排泄造影 (an earlier question's entity) stands for; the record before it (超声内镜检查) is asked whether it is written EUS and
  for its English short name in new words.
替青威, 脑电图检查, 镁加铝咀嚼片, 阻塞性睡眠呼吸暂停低通气综合征, 静脉尿路造影检查, 顿呛 and 高血压 (records of used-up windows) and the name
静脉肾盂排泄造影 are the only entities and names here that the first alias set uses too; no question uses an entity or a
mention of the second or third alias set.

116 questions name the one neighbour they ask about, most of them naming two records (阴茎扭转 → 排尿困难, 顶叶癫痫 → 幻觉, 非典后遗症 →
股骨头坏死, 颌下间隙感染 → 淋巴结肿大, 闭锁肺综合征 → 呼吸内科, 颈静脉球体瘤 → 头颈外科, 颏下间隙感染 → 口腔颌面科, 颈椎后脱位 → 骨科, 颅底陷入症 → 颅骨平片,
颞叶肿瘤 → 脑电图检查, 颈部动脉损伤 → 血管彩超, 阴部神经干痛 → 阳痿, 面部整形 → 面神经麻痹, 食管损伤 → 腹膜炎, 鼻窦鳞状细胞癌的眼部病变 → 视神经萎缩, 阴道腺癌 →
在怀孕时使用己烯雌酚 (as 怀她的时候吃过己烯雌酚), 颈部脊髓损伤 → 车祸, 颜面部疖痈 → 金黄色葡萄球菌, 鼻红粒病 → 儿童 (as 小孩子), 颈丛神经卡压症 → 保守治疗,
食管肿瘤 → 放疗, 非梭状芽胞杆菌肌坏死 → 手术引流, 闭合性脊髓损伤 → 高压氧和局部低温疗法, 扶严宁 → 口角炎, 萌格旺 → 佝偻病, 益玛欣 → 先兆流产, 斯卫尔 →
嗜睡 (as 犯困), 依可力 → 面部浮肿, 天吉 → 耳鸣, 益麦西 → 门冬氨酸镁, 龙血竭片 → 血竭, 卫可欣 → 粘膜保护药, 益动 → 胃肠促动药, 枢力昂 → 非甾体抗炎药,
冠之柠 → 贝特类, 鹿藿根 → 痛经, 鲤鱼脑 → 暴聋, 黄槿 → 木薯中毒, 鸬鹚涎 → 百日咳, 驴骨 → 强筋壮骨, 鹅肉 → 益气补虚, 高原鸢尾子 → 西藏, 黄唇鱼肝 → 南海,
雪见草根 → 朴地红根子, 高山金挖耳 → 金挖耳, 黄茶根 → 女儿茶, 骨髓有核细胞总数 → 溶血性贫血, 雌酮（E1）检查 → 卵巢癌, 颅内多普勒血流图（TCD） → 脑栓塞,
静脉听诊 → 下肢淋巴水肿, 髋关节超伸试验 → 髋关节痛, 阴道病原体检查 → 白带增多, 通气贮量比 → 咳嗽, and the neighbours above), 54 of them a name no
earlier question contains; a few say the neighbour in other words than its name (the risk factors above, 在怀孕时使用己烯雌酚, 儿童,
嗜睡). Six are asked from the relation's target end: the two above (赤道附近及南北8纬度到10纬度范围地区, 尺神经) and four asking what an alias
stands for (below).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (5: 歪嘴巴, 白念菌病, alopecia androgenetica, FTD and cerebroma, none an earlier question's name); drug trade names (33,
below); medicinal material aliases (11: 马楝花, 高粱三七, 黄泡根, 固公果, 破骨风, 黄长虫, 密花树, 黄葛树皮, 黄金条, 臭蒿子, 鸡爪菜, none an
earlier question's name); a formula alias (1: 麻黄甘草附子汤（《古今医统大全》卷十四）, an earlier set's mention); check aliases (2:
静脉肾盂排泄造影 and EEG, earlier sets' mentions). Four more ask what an alias stands for (替青威, 白猪栗, 伏龙肝散（《脉因症治》卷上）,
静脉肾盂排泄造影: drug, material, formula and check aliases; 白猪栗 is new, the others earlier questions' entities, asked here in
other words): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (普乐宁, 扶严宁, 萌格旺, 瑞健, 益玛欣, 速维普, 捷抚, 斯卫尔, 杏丁, 依可力, 苏维乐, 松梅乐, 天吉, 武生思林, 泽马可, 顺松, 克艾斯, 益麦西, 阿迪仙,
龙血竭片, 卫可欣, 尼目克司, 利必非, 益动, 溉纯, 雨田青, 恒智, 枢力昂, 顺峰康奇, 昂润, 冠之柠, 罗可曼, 司奇乐), none of them a name an earlier question
carries, and all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is
the standard record (酚咖颗粒, 醋酸曲安奈德益康唑乳膏, 阿法骨化醇片, 马来酸曲美布汀胶囊, 黄体酮胶囊, 阿舒瑞韦软胶囊, 重组人干扰素α2b喷雾剂, 那敏伪麻胶囊,
银杏达莫注射液, 非普拉宗片, 阿昔洛韦软膏, 鹿瓜多肽注射液, 阿司匹林双嘧达莫片, 麻疹腮腺炎联合减毒活疫苗, 马来酸替加色罗片, 阿西美辛胶囊, 齐多夫定口服溶液,
门冬氨酸钾镁葡萄糖注射液, 阿德福韦酯胶囊, 龙血竭片（肠溶衣）, 醋氨己酸锌片, 醋甲唑胺片, 非诺贝特缓释胶囊, 马来酸多潘立酮片, 骨化三醇注射液, 雷贝拉唑钠肠溶胶囊,
酚磺乙胺葡萄糖注射液, 酮洛芬缓释片, 阿奇霉素糖浆, 马来酸茚达特罗吸入粉雾剂, 非诺贝特咀嚼片, 重组人促红素—β注射液（CHO细胞）, 麦白霉素颗粒剂), the mention is the
trade name and the line is tagged `alias`, because whoever holds the box or reads the prescription for the person they
ask for asks about the medicine, and the standard record is the one that names it, holds its class and lists the trade
name. The thirty-fourth drug question of the five drug types names 降纤酶注射液 by its name. is_a_level3 questions ask a drug's
class by its use (按用途, 按作用分, 从用途上说, 用途分类, or a use class: 粘膜保护药, 胃肠促动药) and belongs_to questions by 药品分类, 药品目录,
what the pharmacy shelves it under or a product class (非甾体抗炎药, 贝特类), so that a reader can tell the two apart.

Other names the network holds under two records:
- None of the four names asked for what they stand for is a record of another type; EEG, by which a performed_by
  question names 脑电图检查, is a check record too: the question names the check the boy is booked for, so the gold is the
  record the alias belongs to, as in the earlier sets. The 33 trade names are drug records of their own (above).
- Some named neighbours are records of other types too: 排尿困难, 幻觉, 阳痿, 腹膜炎, 视神经萎缩, 诺卡氏菌病, 口角炎, 先兆流产, 耳鸣, 百日咳, 下肢淋巴水肿 and
  白带增多 are diseases and symptoms both, 淋巴结肿大, 嗜睡, 系统性血管炎, 胶原血管病 and 咳嗽 causes besides, 佝偻病 and 卵巢癌 aliases and causes
  besides, 鼾症, 顿咳 and 木薯中毒 diseases besides aliases, 呼吸内科 a population besides a department, 车祸 a symptom besides a cause, 俄罗斯
  and 美国 symptoms besides regions, 西藏 a population besides a region, 面部 a symptom besides a body part, 血液 a check besides a
  body part, 锐思力 and 健尼哌 drugs besides aliases, 血竭, 柴胡, 青皮 and 荆芥穗 materials besides ingredients, EUS a check besides an
  alias, and 骨科, 股骨头坏死, 金黄色葡萄球菌, 儿童, 肝, 鼻, 放疗, 银屑病, 痛经, 溶血性贫血, 非甾体抗炎药, 槟榔 and 独活 records of three types or more.
- Besides these, 35 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 阴茎扭转, 阑尾腺癌, 阑尾类癌, 鹅口疮, 颅压增高, 食管癌, 非小细胞肺癌 (three questions) and 麻风 (two); a cause record: 雄激素性脱发, 铅中毒,
  隐球菌性脑膜炎 (three) and 颅内肿瘤; both: 隐睾症 and 骨关节炎 (three); a symptom and a therapy record: 鳞状细胞癌 (three); an alias record:
  隐匿性肾小球肾炎; an alias and a cause record: 食物中毒 (two); an alias, a cause and a symptom record: 面神经麻痹 and 麻疹 (four); a cause, a
  population and a symptom record: 高血压 (two); an ingredient record: the drug 阿利吉仑片), and the wording says which is meant (查出来是,
  确诊, 诊断, 得了, 这个病, 得…的风险, 出麻疹, 脸上的, 皮肤上的, 病历上写着, 报告上写着, 降压药吃的是).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_71.py    # rewrites bench/sets/medical_everyday_71.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_71.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我朋友不好意思问，让我来问：他查出来是阴茎扭转，这个病会让人排尿困难吗？", "has_symptom", "阴茎扭转", D,
      named="排尿困难"),
    Q("我爸在电话里问，他脖子上长的那个颈动脉体瘤，一般会出现哪些症状", "has_symptom", "颈动脉体瘤", D),
    Q("隔壁床的阿姨问，她儿子确诊的是顶叶癫痫，发作时会不会有幻觉？", "has_symptom", "顶叶癫痫", D, named="幻觉"),
    Q("同事下个月去南美出差，托我问一下阿根廷出血热得了会有什么表现呢？他说当地新闻报过好几例，家里人都挺担心的，我也不太懂", "has_symptom", "阿根廷出血热", D),
    Q("奶奶一直念叨她老同事当年得过非典，让我帮她查：非典后遗症会不会引起股骨头坏死", "has_symptom", "非典后遗症", D,
      named="股骨头坏死"),
    Q("邻居大姐想知道，她家孩子得的颌下间隙感染，是不是会淋巴结肿大呀？孩子脖子底下摸到好几个小疙瘩", "has_symptom", "颌下间隙感染", D,
      named="淋巴结肿大"),
    Q("我转述一下我舅妈的话：舅舅摔了以后医生说是颅内血肿，这种病人都会有哪些症状？", "has_symptom", "颅内血肿", D),
    # designated_to
    Q("我妈让我问问，闭锁肺综合征是不是应该挂呼吸内科", "designated_to", "闭锁肺综合征", D, named="呼吸内科"),
    Q("表姐不好意思自己开口，托我问：查出阴道白斑的话去医院挂哪个科？", "designated_to", "阴道白斑", D),
    Q("我岳父在电话里问，他耳朵里的颈静脉球体瘤是不是要找头颈外科看", "designated_to", "颈静脉球体瘤", D,
      named="头颈外科"),
    Q("店里有个顾客问，下巴底下肿了，医生说颏下间隙感染，能去口腔颌面科看吗", "designated_to", "颏下间隙感染", D,
      named="口腔颌面科"),
    Q("闺蜜想做面部整形又不敢问，让我帮她打听一下，医院里是哪个科管这个？", "designated_to", "面部整形", D),
    Q("爷爷的原话是“颅内肿瘤性出血该找哪个科的大夫”，我也不太懂，帮他问一下", "designated_to", "颅内肿瘤性出血", D),
    Q("工地上的师傅托我问，他摔伤后拍片说是颈椎后脱位，是不是要挂骨科？", "designated_to", "颈椎后脱位", D, named="骨科"),
    # checks
    Q("我爸问的是：医生说他可能是阑尾腺癌，确诊前一般要做哪些检查？他一个人在老家看病，单子上写的字他看不明白，我隔着电话也说不清", "checks", "阑尾腺癌", D),
    Q("同病房的大姐托我问，阴道恶性肿瘤要查些什么，她怕漏掉哪项", "checks", "阴道恶性肿瘤", D),
    Q("我婆婆想知道，颅底陷入症是不是要拍个颅骨平片才能看出来？", "checks", "颅底陷入症", D, named="颅骨平片"),
    Q("朋友的孩子怀疑有颞叶肿瘤，她让我问问要不要做脑电图检查", "checks", "颞叶肿瘤", D, named="脑电图检查"),
    Q("邻居老李摔了一跤，医生怀疑颈部动脉损伤，他儿子问做血管彩超能查出来吗", "checks", "颈部动脉损伤", D,
      named="血管彩超"),
    Q("隔壁床的阿姨说她得的是非结核分枝杆菌性角膜炎，她想知道一般要做哪些检查", "checks", "非结核分枝杆菌性角膜炎", D),
    Q("我替我姥爷问一句，颅内脂肪瘤都需要做什么检查？他说医生开了一堆单子", "checks", "颅内脂肪瘤", D),
    # has_complication
    Q("我朋友不好意思问，他阴部神经干痛好几年了，想知道会不会引起阳痿", "has_complication", "阴部神经干痛", D,
      named="阳痿"),
    Q("我妈在电话里问，表哥车祸后是颈椎椎体爆裂骨折，以后可能会有哪些并发的问题", "has_complication", "颈椎椎体爆裂骨折", D),
    Q("闺蜜让我帮她问：面部整形会不会弄出面神经麻痹来？她下周就要做了", "has_complication", "面部整形", D,
      named="面神经麻痹"),
    Q("同事托我问一下，他爸食管损伤住院了，这个会不会并发腹膜炎", "has_complication", "食管损伤", D, named="腹膜炎"),
    Q("我姨父被诊断隐匿性肾小球肾炎，他让我问拖着不管会发展成什么病啊？他说自己一点感觉都没有，不想吃药，我怕他耽误了", "has_complication", "隐匿性肾小球肾炎", D),
    Q("病友群里一位大叔托我问：鼻窦鳞状细胞癌的眼部病变，会不会最后导致视神经萎缩？", "has_complication",
      "鼻窦鳞状细胞癌的眼部病变", D, named="视神经萎缩"),
    # cures
    Q("奶奶说隔壁老头突然歪嘴巴了，她让我查查打硝酸一叶萩碱注射液管不管用", "cures", "面神经麻痹", D,
      mention="歪嘴巴", named="硝酸一叶萩碱注射液"),
    Q("我姐在电话里问，宝宝嘴里是白念菌病，医生开的度米芬含片能治吗？我怕记错了药名，她说得很快，我是边听边记的", "cures", "鹅口疮", D,
      mention="白念菌病", named="度米芬含片"),
    Q("同事不好意思问，他的病历上写着alopecia androgenetica，想知道醋酸环丙孕酮片能不能治", "cures",
      "雄激素性脱发", D, mention="alopecia androgenetica", named="醋酸环丙孕酮片"),
    Q("我爸让我问，他脚底的鸡眼贴水杨酸苯酚贴膏能好吗？他已经自己拿刀片削过好几回了，越削越疼", "cures", "鸡眼", D, named="水杨酸苯酚贴膏"),
    Q("隔壁床的叔叔得了阿米巴肝脓肿，他问奥硝唑胶囊是不是治这个的", "cures", "阿米巴肝脓肿", D, named="奥硝唑胶囊"),
    Q("邻居家孩子确诊隐睾症，孩子妈妈想知道打注射用绒促性素能不能治好", "cures", "隐睾症", D, named="注射用绒促性素"),
    # shown_on
    Q("我妈问的是：表弟的颌面部神经纤维瘤会长在脸上哪些部位", "shown_on", "颌面部神经纤维瘤", D),
    Q("同事替她老公问，骨良性纤维组织细胞瘤一般长在哪块骨头上", "shown_on", "骨良性纤维组织细胞瘤", D),
    Q("二姨一直念叨，让我帮她查隐匿性乳腺癌到底是长在身体哪个部位的病", "shown_on", "隐匿性乳腺癌", D),
    Q("店里有个顾客问，麻痹性斜视是身体哪个部位出了毛病？我也不太懂", "shown_on", "麻痹性斜视", D),
    Q("我外公的原话是“颅内脂肪瘤长在脑子哪一块”，我转述一下", "shown_on", "颅内脂肪瘤", D),
    Q("邻居大姐说她儿子打篮球撞了鼻子，医生说鼻中隔血肿，她想知道是伤在哪个部位", "shown_on", "鼻中隔血肿", D),
    # has_alias
    Q("奶奶不会打字，让我帮她问：蛀牙是不是就是医生说的龋病", "has_alias", "龋病", D, named="蛀牙"),
    Q("我妈嫌我爸打呼噜，她想知道阻塞性睡眠呼吸暂停低通气综合征是不是也叫鼾症", "has_alias",
      "阻塞性睡眠呼吸暂停低通气综合征", D, named="鼾症"),
    Q("我爸在电话里问，他的肠镜报告写着麦胶性肠病，是不是也叫非热带性脂肪泻", "has_alias", "麦胶性肠病", D,
      named="非热带性脂肪泻"),
    Q("同学的弟弟被诊断阿斯伯格综合征，她让我问问，网上说的艾斯伯格综合征和它是一个病吗", "has_alias", "阿斯伯格综合征", D,
      named="艾斯伯格综合征"),
    Q("老家的奶奶说孩子咳得像鸡叫，村里人都说是顿呛，她想知道顿咳是不是就是这个病", "has_alias", "顿呛", D,
      named="顿咳"),
    Q("同事托我问一下，她婆婆被诊断FTD，这个病在中文里还叫什么名字？", "has_alias", "额颞叶痴呆", D, mention="FTD"),
    # caused_by
    Q("表姐得了阴道腺癌，她妈说当年怀她的时候吃过己烯雌酚，让我问这个会导致吗", "caused_by", "阴道腺癌", D,
      named="在怀孕时使用己烯雌酚"),
    Q("工友托我问，车祸是不是颈部脊髓损伤最常见的原因", "caused_by", "颈部脊髓损伤", D, named="车祸"),
    Q("我爸问的是，他脸上长的颜面部疖痈是不是金黄色葡萄球菌引起的", "caused_by", "颜面部疖痈", D, named="金黄色葡萄球菌"),
    Q("我朋友太害羞了，让我替她问阿米巴性阴道炎是怎么得上的", "caused_by", "阿米巴性阴道炎", D),
    Q("隔壁床的大爷面瘫半年了还没好，医生说是面瘫后遗症，他想知道为什么会落下这个", "caused_by", "面瘫后遗症", D),
    Q("我舅舅被诊断食管克罗恩病，他让我查查这个病一般是什么原因引起的，他说家里没人得过，想不通怎么轮到自己，我转述一下", "caused_by", "食管克罗恩病", D),
    Q("邻居阿婆头上的伤口一直流脓，医生说是颅骨骨髓炎，她家里人问是怎么引起的", "caused_by", "颅骨骨髓炎", D),
    # has_risk_factor
    Q("奶奶常年吃老家的偏方，我妈让我问问传统民间药物会不会增加铅中毒的风险", "has_risk_factor", "铅中毒", D,
      named="传统的民间药物"),
    Q("我爸总把一大锅热菜直接塞进冰箱，我妈让我查查这样是不是更容易食物中毒", "has_risk_factor", "食物中毒", D,
      named="将大量热食放入冰箱，而未在多个容器分成小份存放"),
    Q("厂里老师傅干了三十年保温材料，托我问石棉接触会不会让人更容易得非小细胞肺癌", "has_risk_factor", "非小细胞肺癌", D,
      named="石棉接触"),
    Q("我二叔养了一屋子鸽子，他问天天接触鸽子粪，隐球菌性脑膜炎的风险会不会高", "has_risk_factor", "隐球菌性脑膜炎", D,
      named="暴露至受污染土壤、禽类粪便或蝙蝠洞穴"),
    Q("我外公在海边晒了一辈子太阳，他问日光晒得越多，得非黑色素瘤皮肤癌的风险是不是越大", "has_risk_factor",
      "非黑色素瘤皮肤癌", D, named="日光暴露累积量"),
    Q("社区里有位护工托我问，跟多菌型的病人密切接触，会不会是得麻风的高危因素", "has_risk_factor", "麻风", D,
      named="与多菌型麻风患者密切接触"),
    # common_in
    Q("我妈让我问问，阑尾类癌一般是哪个年龄段的人容易得呢？我表妹才二十出头，做阑尾手术时病理查出来的，全家都吓坏了", "common_in", "阑尾类癌", D),
    Q("隔壁床的阿姨听说颅骨结核，她想知道哪些人最容易得上", "common_in", "颅骨结核", D),
    Q("我爸在电话里问，髌骨骨折是不是多见于干体力活的中年男人", "common_in", "髌骨骨折", D),
    Q("同事出差去南亚，托我问鼻孢子虫病一般哪些人得得多", "common_in", "鼻孢子虫病", D),
    Q("我大伯的原话是“颈椎后纵韧带骨化症是不是上了年纪的人才得”，我帮他问一下", "common_in", "颈椎后纵韧带骨化症", D),
    Q("幼儿园有个家长托我问，鼻红粒病是不是小孩子才会得？", "common_in", "鼻红粒病", D, named="儿童"),
    # prevalent_in
    Q("我朋友要去俄罗斯留学，他妈让我问问得食管癌的人在俄罗斯是不是挺多", "prevalent_in", "食管癌", D, named="俄罗斯"),
    Q("同事要被派去南非，他问隐球菌性脑膜炎在南非多不多见", "prevalent_in", "隐球菌性脑膜炎", D, named="南非"),
    Q("我表哥在美国读书，我姑让我查查鳞状细胞癌在美国是不是高发", "prevalent_in", "鳞状细胞癌", D, named="美国"),
    Q("我爸做进出口矿产，常年往国外的矿区跑，他在电话里问铍中毒是不是在发展中国家更常见，要不要让工人们多防护", "prevalent_in", "铍中毒", D, named="发展中国家"),
    Q("同事看到一篇科普说赤道附近及南北8纬度到10纬度范围地区有的病特别多，他想知道是哪些病", "prevalent_in",
      "赤道附近及南北8纬度到10纬度范围地区", RE),
    # treated_with
    Q("我妈脖子一侧又麻又疼，医生说颈丛神经卡压症，她让我问能不能先保守治疗", "treated_with", "颈丛神经卡压症", D,
      named="保守治疗"),
    Q("隔壁床的叔叔查出食管肿瘤，他问除了开刀能不能做放疗", "treated_with", "食管肿瘤", D, named="放疗"),
    Q("我舅妈转述医生的话说是非梭状芽胞杆菌肌坏死，她想知道是不是要手术引流", "treated_with", "非梭状芽胞杆菌肌坏死", D,
      named="手术引流"),
    Q("工友的弟弟闭合性脊髓损伤，家里人托我问听说的高压氧和局部低温疗法有没有用", "treated_with", "闭合性脊髓损伤", D,
      named="高压氧和局部低温疗法"),
    Q("邻居大姐脸肿得厉害，说是颌周蜂窝织炎，她想知道一般怎么治", "treated_with", "颌周蜂窝织炎", D),
    Q("我爷爷得了颅压增高这个病，他让我问问医生一般都用哪些办法治？他耳朵背，医生讲的他没听清，我也不在身边", "treated_with", "颅压增高", D),
    # metastasizes_to
    Q("我大姨是非小细胞肺癌，她让我问癌细胞会不会转到肝上", "metastasizes_to", "非小细胞肺癌", D, named="肝"),
    Q("我妈骨关节炎好多年了，她在电话里问会不会从膝盖蔓延到髋那里", "metastasizes_to", "骨关节炎", D, named="髋"),
    Q("病友托我问一句，皮肤上的鳞状细胞癌以后会不会转移到头颈部", "metastasizes_to", "鳞状细胞癌", D, named="头颈部"),
    Q("孩子他奶奶问，出麻疹的时候病毒会不会跑到血液里去", "metastasizes_to", "麻疹", D, named="血液"),
    Q("麻风病院的老病人托我问，哪些病会顺着尺神经蔓延", "metastasizes_to", "尺神经", BP),
    # invades
    Q("我外婆脸上的鳞状细胞癌，医生说可能会往面部深处长，她想知道是不是真的会侵犯面部", "invades", "鳞状细胞癌", D,
      named="面部"),
    Q("邻居家小孩出麻疹，孩子奶奶问这个病会不会侵犯到鼻子", "invades", "麻疹", D, named="鼻"),
    Q("我爸的原话是“骨关节炎到后来会侵到身上哪里去”，我也说不清，帮他问问", "invades", "骨关节炎", D),
    Q("幼儿园老师托我问，麻疹病毒一般会先侵犯孩子身体哪些地方", "invades", "麻疹", D),
    # is_subtype_of
    Q("我妈一吃止痛片就喘，医生说阿司匹林性支气管哮喘，她想知道这算哪一类病", "is_subtype_of", "阿司匹林性支气管哮喘", D),
    Q("隔壁床的大哥得了阿米巴阑尾炎，他问这个在医学上归到什么病下面", "is_subtype_of", "阿米巴阑尾炎", D),
    Q("班主任说有个孩子是青少年失神癫痫，孩子家长托我问这属于哪种大病", "is_subtype_of", "青少年失神癫痫", D),
    Q("我爸在电话里问，眼科说他是陈旧性角膜炎，这是什么病的一种？他以为自己早好了，没想到还有个“陈旧性”，我怕记错了原话", "is_subtype_of", "陈旧性角膜炎", D),
    Q("我爷爷讲他年轻时得过霍乱重型，他想知道这在分类上属于什么病", "is_subtype_of", "霍乱重型", D),
    Q("邻居大妈腿上的静脉曲张合并溃疡老不好，她问这个病是从什么病里分出来的", "is_subtype_of", "静脉曲张合并溃疡", D),
    # related_disease
    Q("我姐夫有艾滋病，又得了隐球菌性脑膜炎，他问这个病跟重构炎性综合征有关系吗", "related_disease", "隐球菌性脑膜炎", D,
      named="重构炎性综合征"),
    Q("我妈膝盖的骨关节炎越来越重，她让我问跟关节囊松弛是不是有关联", "related_disease", "骨关节炎", D,
      named="关节囊松弛"),
    Q("同事的宝宝查出高结合型胆红素血症，她托我问跟肝外胆道疾病有没有关系", "related_disease", "高结合型胆红素血症", D,
      named="肝外胆道疾病"),
    Q("我爸高血压十几年了，他在电话里问高血压和血管内皮功能障碍是不是相关的病", "related_disease", "高血压", D,
      named="血管内皮功能障碍"),
    Q("孩子他姥姥问，出麻疹的时候会不会同时有病毒血症，这俩是不是有关联", "related_disease", "麻疹", D,
      named="病毒血症"),
    Q("我舅舅的外国报告上写着cerebroma，他想知道这个病还跟哪些病有关系", "related_disease", "颅内肿瘤", D,
      mention="cerebroma"),
    # differential_diagnosis
    Q("我大舅被怀疑是非小细胞肺癌，他问会不会其实是诺卡氏菌病，这两个要不要鉴别", "differential_diagnosis", "非小细胞肺癌",
      D, named="诺卡氏菌病"),
    Q("同事吃完饭上吐下泻，起初当食物中毒，他问会不会跟系统性血管炎弄混", "differential_diagnosis", "食物中毒", D,
      named="系统性血管炎"),
    Q("病友群里一位妈妈托我问，高结合型胆红素血症要不要和Zellweger综合征区分开", "differential_diagnosis",
      "高结合型胆红素血症", D, named="Zellweger综合征"),
    Q("我爸在电话里问，医生说他的高血压还得排除肾血管疾病，这是要鉴别什么", "differential_diagnosis", "高血压", D,
      named="肾血管疾病"),
    Q("隔壁床的阿姨是高血压急症，她问医生为什么还要查胶原血管病，两个会搞混吗", "differential_diagnosis", "高血压急症",
      D, named="胶原血管病"),
    Q("邻居大爷身上起白皮，村里人都说是麻风，他想问会不会其实是银屑病", "differential_diagnosis", "麻风", D,
      named="银屑病"),
    # indicated_for
    Q("我妈让我问问，家里那盒普乐宁是治什么病的", "indicated_for", "酚咖颗粒", DR, mention="普乐宁"),
    Q("店里有个顾客问，扶严宁能不能抹嘴角烂了的口角炎", "indicated_for", "醋酸曲安奈德益康唑乳膏", DR, mention="扶严宁",
      named="口角炎"),
    Q("邻居家宝宝在吃萌格旺，宝妈托我问这个药是不是治佝偻病的", "indicated_for", "阿法骨化醇片", DR, mention="萌格旺",
      named="佝偻病"),
    Q("我爸在电话里问，医生给他开的瑞健主要治哪些毛病", "indicated_for", "马来酸曲美布汀胶囊", DR, mention="瑞健"),
    Q("我表嫂怀孕见红，医生开了益玛欣，她不好意思问，让我查查是不是保胎治先兆流产的", "indicated_for", "黄体酮胶囊", DR,
      mention="益玛欣", named="先兆流产"),
    Q("同事的岳父在吃速维普，他托我问这药是用在什么病上的", "indicated_for", "阿舒瑞韦软胶囊", DR, mention="速维普"),
    Q("闺蜜嘴边起了泡，药店给了她捷抚，她让我问这个喷雾到底管什么病", "indicated_for", "重组人干扰素α2b喷雾剂", DR,
      mention="捷抚"),
    # has_adverse_reaction
    Q("我妈感冒吃了斯卫尔以后老犯困，她让我问嗜睡是不是这药的副作用", "has_adverse_reaction", "那敏伪麻胶囊", DR,
      mention="斯卫尔", named="嗜睡"),
    Q("隔壁床的大爷在输杏丁，他儿子问这个药可能会有哪些不良反应", "has_adverse_reaction", "银杏达莫注射液", DR,
      mention="杏丁"),
    Q("我爸吃了几天依可力，脸有点肿，他在电话里问面部浮肿是不是药引起的", "has_adverse_reaction", "非普拉宗片", DR,
      mention="依可力", named="面部浮肿"),
    Q("我朋友不好意思问，她在抹苏维乐，想知道抹了会有哪些不舒服", "has_adverse_reaction", "阿昔洛韦软膏", DR,
      mention="苏维乐"),
    Q("我姥爷骨折住院在打松梅乐，我妈让我问这个针有什么副作用", "has_adverse_reaction", "鹿瓜多肽注射液", DR,
      mention="松梅乐"),
    Q("奶奶吃天吉以后说耳朵里嗡嗡响，她让我查查耳鸣是不是这个药的反应", "has_adverse_reaction", "阿司匹林双嘧达莫片", DR,
      mention="天吉", named="耳鸣"),
    Q("幼儿园群里有家长问，孩子打了武生思林，会出现哪些反应", "has_adverse_reaction", "麻疹腮腺炎联合减毒活疫苗", DR,
      mention="武生思林"),
    # has_ingredient
    Q("我妈便秘在吃泽马可，她让我看看这药里面是什么成分", "has_ingredient", "马来酸替加色罗片", DR, mention="泽马可"),
    Q("店里有个顾客问，顺松胶囊的主要成分是什么，他对好几种止痛药过敏", "has_ingredient", "阿西美辛胶囊", DR,
      mention="顺松"),
    Q("病友托我问一下，克艾斯这个口服液里含的是什么药", "has_ingredient", "齐多夫定口服溶液", DR, mention="克艾斯"),
    Q("隔壁床的阿姨在输益麦西，她问里面是不是有门冬氨酸镁", "has_ingredient", "门冬氨酸钾镁葡萄糖注射液", DR,
      mention="益麦西", named="门冬氨酸镁"),
    Q("我舅舅乙肝在吃阿迪仙，他让我问这个药的成分叫什么", "has_ingredient", "阿德福韦酯胶囊", DR, mention="阿迪仙"),
    Q("爷爷的原话是“龙血竭片里头是不是就是血竭”，我帮他转述一下", "has_ingredient", "龙血竭片（肠溶衣）", DR,
      mention="龙血竭片", named="血竭"),
    Q("我爸脑梗住院，医生给他用了降纤酶注射液，他问这个针里都有什么成分", "has_ingredient", "降纤酶注射液", DR),
    # is_a_level3
    Q("我妈胃溃疡在吃卫可欣，她问这个是不是粘膜保护药那一类", "is_a_level3", "醋氨己酸锌片", DR, mention="卫可欣",
      named="粘膜保护药"),
    Q("我爸青光眼，医生开了尼目克司，他在电话里问这药按用途属于哪类", "is_a_level3", "醋甲唑胺片", DR, mention="尼目克司"),
    Q("同事血脂高在吃利必非，他托我问这个药按作用分是哪类药", "is_a_level3", "非诺贝特缓释胶囊", DR, mention="利必非"),
    Q("奶奶吃完饭老胀气，医生开了益动，她让我查查是不是胃肠促动药", "is_a_level3", "马来酸多潘立酮片", DR,
      mention="益动", named="胃肠促动药"),
    Q("我姨父透析时打溉纯，他想知道这个从用途上说是什么药", "is_a_level3", "骨化三醇注射液", DR, mention="溉纯"),
    Q("店里有个顾客拿着一盒雨田青来问，这药按用途分是治哪方面的", "is_a_level3", "雷贝拉唑钠肠溶胶囊", DR,
      mention="雨田青"),
    Q("我嫂子手术后输了恒智，她让我问一下这个药的用途分类是什么", "is_a_level3", "酚磺乙胺葡萄糖注射液", DR,
      mention="恒智"),
    # belongs_to
    Q("我爸腰疼在吃枢力昂，他问这个药在药品分类里是不是非甾体抗炎药", "belongs_to", "酮洛芬缓释片", DR, mention="枢力昂",
      named="非甾体抗炎药"),
    Q("邻居家孩子喝顺峰康奇，孩子妈让我问它在药店归到哪一类药", "belongs_to", "阿奇霉素糖浆", DR, mention="顺峰康奇"),
    Q("我外公慢阻肺在用昂润，他想知道这药在药品目录里算什么类别", "belongs_to", "马来酸茚达特罗吸入粉雾剂", DR,
      mention="昂润"),
    Q("同事托我问一下，他吃的冠之柠是不是贝特类的降脂药？体检医生让他查查自己吃的是哪一类", "belongs_to", "非诺贝特咀嚼片", DR, mention="冠之柠",
      named="贝特类"),
    Q("我舅妈透析时打罗可曼，她让我问这个针在药品分类上属于哪种", "belongs_to", "重组人促红素—β注射液（CHO细胞）", DR,
      mention="罗可曼"),
    Q("我妈给我弟买了司奇乐，她在电话里问这是哪一类的药品，会不会是激素", "belongs_to", "麦白霉素颗粒剂", DR,
      mention="司奇乐"),
    # drug_has_alias
    Q("我爸降压药吃的是阿利吉仑片，他问药店里说的锐思力是不是同一个药", "drug_has_alias", "阿利吉仑片", DR, named="锐思力"),
    Q("奶奶抄的老方子写着附子理中丸又叫大姜煎丸（《普济方》卷三九五），她让我核对一下是不是这样", "drug_has_alias",
      "附子理中丸", DR, named="大姜煎丸（《普济方》卷三九五）"),
    Q("店里有个顾客问镁加铝咀嚼片，说他在别的地方听到的是另一个名字，想知道还叫什么", "drug_has_alias", "镁加铝咀嚼片", DR),
    Q("隔壁床的阿姨问，医生开的替青威是哪个药的别名，正式的名字叫什么", "drug_has_alias", "替青威", AL),
    Q("我姑父肾移植后打的是重组抗CD25人源化单克隆抗体注射液，他问是不是就是健尼哌", "drug_has_alias",
      "重组抗CD25人源化单克隆抗体注射液", DR, named="健尼哌"),
    # mainly_treats
    Q("我奶奶在山上采了马楝花，她让我问这个晒干能治什么病", "mainly_treats", "马蔺花", M, mention="马楝花"),
    Q("外公说老家有种高粱三七，他让我查查拿来入药主治什么", "mainly_treats", "高粱七", M, mention="高粱三七"),
    Q("我妈听邻居说鹿藿根煮水能治痛经，她让我问是不是真的", "mainly_treats", "鹿藿根", M, named="痛经"),
    Q("我爷爷的原话是“鲤鱼脑能治突然耳聋”，我想帮他问问书上是不是说能治暴聋", "mainly_treats", "鲤鱼脑", M, named="暴聋"),
    Q("海南的同事说黄槿能解木薯中毒，他让我帮忙查一下是不是这么回事", "mainly_treats", "黄槿", M, named="木薯中毒"),
    Q("孩子咳了一个多月，他外婆说鸬鹚涎能治百日咳，我妈让我问有没有这说法", "mainly_treats", "鸬鹚涎", M, named="百日咳"),
    Q("店里有个老顾客问，黄泡根这味草药主要治哪些病", "mainly_treats", "黄藨根", M, mention="黄泡根"),
    # has_efficacy
    Q("我妈在云南买了一包固公果，她想知道这东西有什么功效", "has_efficacy", "香水月季", M, mention="固公果"),
    Q("同事老家的人用破骨风泡酒，他托我问这味药有什么作用", "has_efficacy", "鹰爪枫", M, mention="破骨风"),
    Q("我爷爷说驴骨熬汤能强筋壮骨，他让我查查书上是不是这么说的", "has_efficacy", "驴骨", M, named="强筋壮骨"),
    Q("我婆婆坐月子时天天吃鹅肉，她问鹅肉是不是能益气补虚", "has_efficacy", "鹅肉", M, named="益气补虚"),
    Q("邻居大爷抓到一条黄长虫，村里人说能入药，他想知道有什么药效", "has_efficacy", "黄颔蛇", M, mention="黄长虫"),
    Q("我外公的老朋友送来一把麻布七，他让我问这药材有哪些功效", "has_efficacy", "麻布七", M),
    # distributed_in
    Q("我爸在网上看到密花树能入药，他问这东西一般长在哪些地方", "distributed_in", "鹅骨梢", M, mention="密花树"),
    Q("同事说要找黄葛树皮给他妈治病，托我问这药材产在哪些省", "distributed_in", "黄桷皮", M, mention="黄葛树皮"),
    Q("我妈让我问问，高原鸢尾子是不是西藏那边才有", "distributed_in", "高原鸢尾子", M, named="西藏"),
    Q("渔民舅舅说黄唇鱼肝是宝贝，他问南海里有没有这种鱼", "distributed_in", "黄唇鱼肝", M, named="南海"),
    Q("老家的奶奶说黄金条到处都是，她让我查查这药材主要分布在哪儿", "distributed_in", "黄荆枝", M, mention="黄金条"),
    Q("店里有个顾客问臭蒿子这种草药在哪些地方能采到", "distributed_in", "黄花香茶菜", M, mention="臭蒿子"),
    # material_has_alias
    Q("我舅舅在草原上挖到阿氏蒿，他问这个在牧区还有什么别的叫法", "material_has_alias", "阿氏蒿", M),
    Q("外婆说她小时候把雪见草根叫朴地红根子，她想知道是不是同一样东西", "material_has_alias", "雪见草根", M,
      named="朴地红根子"),
    Q("我爸在书上看到高山金挖耳，他问是不是就是山里人说的金挖耳", "material_has_alias", "高山金挖耳", M, named="金挖耳"),
    Q("邻居大姐在菜市场买了一把鸡爪菜，卖菜的说能入药，她想知道这东西还叫什么", "material_has_alias", "鹅脚木叶", M,
      mention="鸡爪菜"),
    Q("我妈泡的女儿茶，她问跟药书上的黄茶根是不是一回事", "material_has_alias", "黄茶根", M, named="女儿茶"),
    Q("同事从贵州带回一包白猪栗，他托我问这是哪种药材的别名", "material_has_alias", "白猪栗", AL),
    # composed_of
    Q("我妈在吃解郁和肝丸，她让我问问里面是不是有柴胡，她以前喝柴胡的汤药胃不舒服，怕这个也一样", "composed_of", "解郁和肝丸", F, named="柴胡"),
    Q("我爷爷的原话是“调气丸里头放不放槟榔”，我帮他问一下", "composed_of", "调气丸", F, named="槟榔"),
    Q("店里有个顾客问，香砂平胃散的方子里有没有青皮", "composed_of", "香砂平胃散", F, named="青皮"),
    Q("我外公照着旧书抄了麻黄夺命汤，他问方子里用不用荆芥穗", "composed_of", "麻黄夺命汤", F, named="荆芥穗"),
    Q("邻居阿婆要煎黄土汤，她让我帮着看看里面要不要白术", "composed_of", "黄土汤", F, named="白术"),
    Q("同事的父亲腿脚不利索，中医提到麻黄防风汤，他问这方子里有独活吗", "composed_of", "麻黄防风汤", F, named="独活"),
    # formula_has_efficacy
    Q("我妈咳嗽发热喝了麻杏石甘汤，她问这方子是不是辛凉宣泄的", "formula_has_efficacy", "麻杏石甘汤", F, named="辛凉宣泄"),
    Q("隔壁床的阿姨皮肤痒，老中医给了麻风膏，她想知道是不是能化湿止痒", "formula_has_efficacy", "麻风膏", F,
      named="化湿止痒"),
    Q("我爸老咳喘，中医开了麻黄二陈汤，他在电话里问这个方子能化痰定喘吗", "formula_has_efficacy", "麻黄二陈汤", F,
      named="化痰定喘"),
    Q("我舅妈得了黄疸，有人推荐麻黄醇酒汤，她想知道这方子有没有利湿退黄的功用", "formula_has_efficacy", "麻黄醇酒汤", F,
      named="利湿退黄"),
    Q("我外婆体虚便秘，中医开了黄龙汤，她问是不是还能补气养血", "formula_has_efficacy", "黄龙汤", F, named="补气养血"),
    Q("同事的岳父想熬龟鹿二仙胶，他托我问这个是不是滋阴填精的", "formula_has_efficacy", "龟鹿二仙胶", F, named="滋阴填精"),
    # prescribed_for
    Q("我爸血压高，这阵子眼睛胀耳朵里也嗡嗡响，中医开了镇肝熄风汤，他问是不是治目胀耳鸣的？他降压药还一直在吃，我让他别停", "prescribed_for", "镇肝熄风汤", F,
      named="目胀耳鸣"),
    Q("我妈关节疼，邻居说喝防己黄芪汤，她让我问这方子治肢节疼痛吗", "prescribed_for", "防己黄芪汤", F, named="肢节疼痛"),
    Q("我姥姥烧退了还一直不出汗，中医提到青蒿鳖甲汤，她想知道能不能治热退无汗", "prescribed_for", "青蒿鳖甲汤", F,
      named="热退无汗"),
    Q("隔壁床的大爷老吐白沫样的痰，他儿子问麦门冬汤是不是治咳唾涎沫的", "prescribed_for", "麦门冬汤", F, named="咳唾涎沫"),
    Q("我表哥耳朵又红又肿，他妈听人说龙胆泻肝汤能治耳肿，让我帮她问问", "prescribed_for", "龙胆泻肝汤", F, named="耳肿"),
    Q("我外公腿上肿了一大片，摸不到硬头，老中医说“漫肿无头”，他问阳和汤能不能治", "prescribed_for", "阳和汤", F,
      named="漫肿无头"),
    # formula_has_alias
    Q("我爷爷翻《何氏济生论》，看到黄土散（《何氏济生论》卷二），他问黄土汤是不是也叫这个", "formula_has_alias", "黄土汤",
      F, named="黄土散（《何氏济生论》卷二）"),
    Q("外公抄的古书上写着麻黄甘草附子汤（《古今医统大全》卷十四），他想知道这方子在别的书里还叫什么", "formula_has_alias",
      "麻黄附子细辛汤", F, mention="麻黄甘草附子汤（《古今医统大全》卷十四）"),
    Q("学中医的表妹托我问，麻黄调心泄热汤在书上有没有别的写法", "formula_has_alias", "麻黄调心泄热汤", F),
    Q("我舅舅在旧书摊淘到本书，里面有个伏龙肝散（《脉因症治》卷上），他问这是哪个方子的别名", "formula_has_alias",
      "伏龙肝散（《脉因症治》卷上）", AL),
    Q("我奶奶记得有个方子叫菝葜八味汤，她让我问这个方子还有什么名字", "formula_has_alias", "菝葜八味汤", F),
    # check_for_disease
    Q("我朋友不好意思问，医生让他做阴茎海绵体造影，他想知道这是查哪些病的", "check_for_disease", "阴茎海绵体造影", C),
    Q("我妈嘴张不开，医生开了颞下颌关节造影，她让我问这个能查出什么病", "check_for_disease", "颞下颌关节造影", C),
    Q("隔壁床的大姐做了骨髓有核细胞总数，她问这个检查能不能看出溶血性贫血", "check_for_disease", "骨髓有核细胞总数", C,
      named="溶血性贫血"),
    Q("我姨妈查了雌酮（E1）检查，她想知道是不是在排查卵巢癌", "check_for_disease", "雌酮（E1）检查", C, named="卵巢癌"),
    Q("我爸在ICU里每天查酸碱度（pH）值测定，我妈问这个是查什么病用的", "check_for_disease", "酸碱度（pH）值测定", C),
    Q("我奶奶头晕，医生开了颅内多普勒血流图（TCD），她问是不是看脑栓塞的", "check_for_disease", "颅内多普勒血流图（TCD）", C,
      named="脑栓塞"),
    Q("同事的父亲吞东西噎，医生开了食管钡餐透视，他托我问这能查出哪些病", "check_for_disease", "食管钡餐透视", C),
    # check_for_symptom
    Q("我外婆腿肿了半年，医生给做了静脉听诊，她问这是不是针对下肢淋巴水肿做的", "check_for_symptom", "静脉听诊", C,
      named="下肢淋巴水肿"),
    Q("我爸髋关节疼，医生让做髋关节超伸试验，他在电话里问是不是因为髋关节痛才做的", "check_for_symptom", "髋关节超伸试验", C,
      named="髋关节痛"),
    Q("邻居家孩子下巴往后缩，医生说先做颌面部检查，孩子妈想知道这是针对哪些症状的", "check_for_symptom", "颌面部检查", C),
    Q("我闺蜜不好意思开口，让我问阴道病原体检查是不是白带增多就要做", "check_for_symptom", "阴道病原体检查", C,
      named="白带增多"),
    Q("病友托我问，骨髓异常细胞和寄生虫检查一般是出现哪些情况才查", "check_for_symptom", "骨髓异常细胞和寄生虫检查", C),
    Q("我爷爷老咳嗽，医生开了通气贮量比，他问是不是因为咳嗽才要查这个", "check_for_symptom", "通气贮量比", C,
      named="咳嗽"),
    # performed_by
    Q("我妈让我问问，医生开的静脉尿路造影检查到了医院该找哪个科室", "performed_by", "静脉尿路造影检查", C),
    Q("我爸的单子上写着静脉肾盂排泄造影，他在电话里问是不是去泌尿外科做", "performed_by", "静脉尿路造影检查", C,
      mention="静脉肾盂排泄造影", named="泌尿外科"),
    Q("邻居家孩子要做脑电图检查，孩子奶奶问是不是在神经科做", "performed_by", "脑电图检查", C, named="神经科"),
    Q("同事的儿子预约了EEG，他托我问这个检查归哪个科室？医院的预约短信上只有三个字母，别的啥也没写，他到现在还没弄明白", "performed_by", "脑电图检查", C, mention="EEG"),
    # check_has_alias
    Q("我舅舅要做静脉尿路造影检查，他问这个检查以前是不是有别的名字", "check_has_alias", "静脉尿路造影检查", C),
    Q("我外公看不懂单子上的静脉肾盂排泄造影，他让我查查这是哪个检查的另一个叫法", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("我妈胃里长了个东西要做超声内镜检查，她问报告上写的EUS是不是就是它", "check_has_alias", "超声内镜检查", C, named="EUS"),
    Q("同事替他爸问，超声内镜检查的英文简称是什么，怕到了医院看不懂", "check_has_alias", "超声内镜检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day71"))
