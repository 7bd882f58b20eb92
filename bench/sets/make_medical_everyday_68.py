"""Writes `medical_everyday_68.jsonl`, a sixty-eighth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is the last turn of a conversation, with the earlier turns pasted
in above it, the way people now meet health questions in a chat with an AI assistant, a hospital's online consultation,
a pharmacy's customer-service chat, a doctor friend or a family chat: the turns are labelled as the apps label them or as
people copy them (用户：/助手：, 我：/AI：, 患者：/医生：, 顾客：/药师：, 问：/答：, Q：/A：, [上一轮]/[本轮], names and family roles such as
小李：/张医生：, 驴友群·老周：, 猎户老李：, 妈妈：, 女儿：, 孙女：, 工友甲：, 室友A：), a few are pasted without labels, the turns separated by line
breaks or by ——. The askers are patients, sons and daughters, mothers and fathers of small children, wives and husbands,
grandchildren, workers and their mates, pharmacy customers, herb users, and a few students of old formula books. The
record the last turn asks about is usually named in an earlier turn and referred back to in the last one (那这个病去医院应该
挂哪个科呀？, 这个病会不会引起窒息啊？, 它是不是也叫胸腔积血？, 这药主要是治什么病的？, 这个检查要到哪个科室去做？, 那它出院以后要复诊的话，应该
挂哪个科？ after 医生怀疑是药物热), sometimes named again in the last turn, sometimes only there. Earlier turns, the asker's and
the other side's, often name other records of the network - a disease considered beside it, a drug already taken, a
check already done, a department (膜性口炎 beside 鹅口疮 and 儿科, 恩谓斯 beside 奥美拉唑, 甲亢 and 内分泌科, 肺结核, 桥本甲状腺炎,
卡马西平, 病毒性脑炎, 慢阻肺, 头颅CT, 肺功能检查, 布洛芬, 过敏性结膜炎, 十二指肠溃疡, 普外科, 泌尿外科, 风湿免疫科) - and the other side's
replies give advice on another matter (when to take a drug, how to prepare for a check, what to bring to the hospital);
the last turn says which record it asks about and which relation. By a mechanical count 100 last turns refer back to the
record without its name (这个病 20, 这个… 18, 它 13, 这种… 12, 这个检查 7, 这药 6, 这个药 4, 这个方子 4, 这味药 3, 这东西 3 and others), 75
name it again and 35 name it only there; 194 questions have three turns, 11 five, 2 four and 3 two. The questions run from
34 to 133 characters: 8 of 45 or fewer, 94 of 46 to 60, 79 of 61 to 75, 19 of 76 to 90, 1 of 91 to 105 and 9 longer (a
mother's abdominal pain after an old appendectomy, a father's blood in the urine, a fear of AIDS, a husband in intensive
care, a drug eruption after carbamazepine, a child's chest tightness after a cold). 196 carry a full-width comma and are
tagged `context`; 5 carry 呢, 啊, 呀 or 嘛 (two of them in the last turn); all 210 carry a question mark; 10 are tagged
`verbatim` (并发症, 不良反应, 用途分类, 药品分类, 功效, 组成 and 功用 in the asker's words).

By relation type: has_symptom 7, designated_to 7, checks 6, has_complication 7, cures 6, shown_on 7, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
6, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the ninth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 67 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-fifth, forty-fourth and fifty-fourth sets
drew from the ninth tenth too, and this one takes only what they and every other set left. Twenty relation types still
have such records in the window, and every question of them asks about one (has_symptom, designated_to, checks,
has_complication, shown_on, caused_by, common_in, treated_with, is_subtype_of, the five drug types but drug_has_alias,
the four material types, check_for_disease and check_for_symptom; 千年耗子屎, asked for what it stands for, is an alias of
野前胡, a window record of material_has_alias left by every other set). has_alias has 184 window sources and two left
(过敏性血管炎 and 腹部损伤, whose one alias the network gives is 外科), both asked in new words; its other four questions do as
the windows below: three ask whether a window record is also called by an alias no earlier question names (足癣 ↔ 香港脚,
视网膜脱离 ↔ 视网膜脱落, 血胸 ↔ 胸腔积血) and one names a window record by such an alias (艾滋病恐惧症 as 恐艾症) and asks its other
names. The other fourteen windows are used up, and their questions do as the sixty-sixth and sixty-seventh sets did:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names (遗尿症 →
  盐酸丙米嗪片, 莱姆病 → 注射用青霉素钾, 贾第虫病 → 硝呋太尔片, 苯中毒 → 鲨肝醇片, 酒渣鼻 → 维生素B6软膏, 视神经病变 → 氢溴酸樟柳碱片), 遗尿症 named
  by its alias 尿床, a word earlier questions' text carries but never as an entity or a mention.
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, two of them in the asker's words (胆管癌 ← 丙型肝炎病毒感染, 脑炎 ← 丛林狩猎/徒步 as 在丛林里打猎、徒步, 腹主动脉瘤 ← AAA
  家族史 as 家里有人得过腹主动脉瘤, 膀胱癌 ← 血吸虫感染, 自身免疫性胃炎 ← 甲状腺疾病, 血吸虫病 ← 没有驱过虫的小狗).
- None of the four window sources of prevalent_in (莱姆病, 血吸虫病, 部位未特指的消化性溃疡, 铅中毒) has a neighbour no earlier question
  names: 莱姆病 and 血吸虫病 name one again (美国中北部和东北部, 远东), 铅中毒 and 部位未特指的消化性溃疡 are asked in new words, and one
  question asks from the target end (不发达地区, where 血吸虫病 is prevalent; in an earlier question's text, never its entity).
- None of the six window sources of metastasizes_to (血栓, 视神经脊髓炎, 转移性乳腺癌, 铅中毒, 银屑病, 银屑病关节炎) has one either:
  银屑病关节炎 and 转移性乳腺癌 name one again (手、足小关节, 肋骨), 视神经脊髓炎 is asked in new words and two questions ask from the
  target end (冠状动脉, where 血栓 spreads, and 锁骨下淋巴结, where 转移性乳腺癌 spreads; neither an earlier question's entity).
- The three window sources of invades (部位未特指的消化性溃疡, 非小细胞肺癌, 食物中毒) have none: 非小细胞肺癌, named by NSCLC (an
  earlier set's mention), names 臂丛神经 again, the other two are asked in new words, and one question asks from the target end
  (小肠, which 食物中毒 invades, never an earlier question's entity).
- Of the 31 window sources of related_disease, six questions each name a neighbour no earlier question names (脑炎 ↔ 双相疾病,
  脑病 ↔ 精神状态改变, 脑膜炎症 ↔ 出血性皮疹, 腹主动脉瘤 ↔ 呼吸功能减退, 自身免疫性肝炎 ↔ 食管血管曲张患病, 铅中毒 ↔ 神经发育障碍; 自身免疫性肝炎
  named by AIH, an earlier set's mention); so do six of the 12 of differential_diagnosis (脑梗死 ↔ 转换和躯体化障碍, 脑炎 ↔
  创伤性脑损伤, 自身免疫性肝炎 ↔ 慢性丙型肝炎, 血吸虫病 ↔ 沙门菌病, 贫血 ↔ 器质性脑功能障碍, 部位未特指的消化性溃疡 ↔ 胸膜痛).
- The window of drug_has_alias holds seven drugs (脊髓灰质炎灭活疫苗, 艾普拉唑肠溶片, 苯甲酸利扎曲普坦片, 茴拉西坦片, 萘普生钠片, 诺和锐30,
  贝那普利氢氯噻嗪片) with one alias each, all of them names earlier questions use: 艾普拉唑肠溶片 and 脊髓灰质炎灭活疫苗 are asked in
  new words, 茴拉西坦片 whether it is 忆立福, 萘普生钠片 whether it is 安理, and one question asks what 壹丽安 (艾普拉唑肠溶片's alias,
  an earlier question's entity) stands for.
- None of the seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  names, two of them written the way people write them (拔萃丹 → 生铅, 琥珀利气丸 → 二丑, 白清胃散 → 玄明粉, 枳实消痞丸 → 麦芽（炒） as 炒麦芽,
  菝葜八味汤 → 土瓜, 拔疔红膏 → 嫩松香等 as 嫩松香), 琥珀利气丸 named by its alias 利气丸 (an earlier set's mention). Six of the 31
  window formulas of formula_has_efficacy are asked whether they have an efficacy no earlier question names (至宝丹 → 化浊开窍,
  芍药汤 → 调气和血, 苏子降气汤 → 祛痰止咳, 葱白七味饮 → 养血解表, 镇肝熄风汤 → 滋阴潜阳, 防己黄芪汤 → 健脾利水), and six of the 34 of
  prescribed_for whether they treat a disease no earlier question names (羌活胜湿汤 → 腰脊疼痛, 补阳还五汤 → 口角流涎, 酸枣仁汤 → 心悸不安,
  苓桂术甘汤 → 目眩心悸, 补中益气汤 → 大便稀溏, 贝母瓜蒌汤 → 咽喉干燥哽痛).
- formula_has_alias has 29 sources and its window three (慢脾风, 琥珀利气丸, 菝葜八味汤), all of whose aliases earlier questions name:
  慢脾风 and 琥珀利气丸 are asked in new words, 菝葜八味汤 whether it is 菝葜汤, one question asks what 菝葜饮 (菝葜八味汤's alias, an
  earlier question's entity) stands for, and the record after the window (麻黄调心泄热汤, the 27th of 29 in key order) is asked
  in new words.
- performed_by has six sources and its window one (脑电图检查, the fifth in key order), as for the thirty-fifth, forty-fourth
  and fifty-fourth sets: it is asked in new words and, named by EEG (an earlier set's mention), whether it is done in 神经科;
  the record before it (无痛胃镜检查) is asked whether it is done in 消化科 and the record after it (静脉尿路造影检查), named by its
  alias 静脉肾盂排泄造影 (an earlier set's mention), in new words. No question asks from the target end, both departments having
  been earlier questions' entities.
- check_has_alias has seven sources and its window one (超声内镜检查, the sixth), asked for its English abbreviation in new
  words and by what EUS (an earlier question's entity) stands for; the record before it (脑电图检查) and the record after it
  (静脉尿路造影检查) are asked in new words.
琥珀利气丸, 脑电图检查, 贫血, 酒渣鼻, 静脉尿路造影检查 and the names 利气丸 and 静脉肾盂排泄造影 are the only entities and names here that the
first alias set uses too; 视神经脊髓炎 and 视网膜脱离 are the third alias set's entities too (named there by NMO and 视网膜剥离); no
question uses an entity or a mention of the second alias set.

101 questions name the one neighbour they ask about, most of them naming two records (艾滋病窗口期 → 淋巴结肿大, 被害妄想症 → 多疑,
锌缺乏病 → 异食癖, 镇静催眠药中毒 → 嗜睡, 输卵管堵塞 → 妇产科, 钡中毒 → 急诊科, 输卵管结核 → 子宫输卵管碘油造影, 自发性蛛网膜下隙出血 → 腰椎穿刺,
色素沉着绒毛结节性滑膜炎 → 关节穿刺抽取检查, 荨麻疹性血管炎 → 喉头水肿, 重症肌无力样综合征 → 窒息, 鄂木斯克出血热 → 肺炎, 金黄色葡萄球菌脑膜炎 →
脑脓肿, 遗传性感觉神经病 → 烫伤, 重金属沉着症 → 面 (as 面部), 透明细胞软骨肉瘤 → 股骨近端, 视交叉病变 → 脑垂体肿瘤, 输卵管阻塞性不孕 → 输卵管炎,
自发性血胸 → 剧烈运动, 酚类中毒 → 医务人员, 虹膜新生血管 → 激光光凝, 视网膜下纤维化和葡萄膜炎综合征 → 糖皮质激素, 药物性库欣综合征 → 库欣综合征,
铅性痛风 → 痛风, 澳普利 → 痛经, 剑之亭 → 高胆固醇血症, 关维 → 舌麻, 菲普利 → 腹泻 (as 拉肚子), 乐易扶 → 甲硝唑, 维奥欣 → 穿山龙, 络倍静 →
抗焦虑药, 奥赛金 → 非甾体抗炎药, 彼迪通 → 止咳祛痰和感冒药, 四方果 → 痢疾, 雀头血 → 雀盲, 鸡嗉子花 → 头痛, 阳起石 → 温肾壮阳, 跌打老 → 广西,
野香橼花 → 猫胡子花, 野鸦椿叶 → 狗椿叶, 血清肌钙蛋白I（TnI）和肌钙蛋白T（TnT） → 心肌炎, 血浆渗量检查 → 尿崩症, 血液分析仪检查 → 缺铁性贫血,
身体器官功能与营养检查 → 指甲营养障碍, 血清胆固醇酯 → 肥胖症, 血小板压积（PCT） → 血小板减少症, and the neighbours above), 58 of them a name no
earlier question names; five say the neighbour in other words than its name (丛林狩猎/徒步, AAA 家族史, 腹泻, 麦芽（炒）, 嫩松香等).
Eight are asked from the relation's target end: the four above (不发达地区, 冠状动脉, 锁骨下淋巴结, 小肠) and four asking what an
alias stands for (below).

Names inside names: by a mechanical count 144 of the 210 questions are about a record whose name (three characters or
more) holds the name of another record of three characters or more or lies inside a longer one; among them 膝关节结核 holds
膝关节, 蛲虫性阴道炎 holds 阴道炎, 荨麻疹性血管炎 holds 荨麻疹 and 血管炎, 血吸虫病与肝胆疾病 holds 血吸虫病, its answer and a record asked
three times here, 重症肌无力样综合征 holds 重症肌无力, 金黄色葡萄球菌脑膜炎 holds 脑膜炎, 跖骨头骨软骨病 holds 骨软骨病 (and 跖骨, its answer),
透明细胞软骨肉瘤 holds 软骨肉瘤, 色素沉着绒毛结节性滑膜炎 and 色素绒毛结节性滑膜炎 are two records apart by two characters, asked under checks and
shown_on, 营养不良性肝硬化 holds 肝硬化, 腹主动脉瘤 holds 主动脉瘤, 视神经脊髓炎 holds 视神经, its answer, 转移性乳腺癌 holds 乳腺癌, 非小细胞肺癌
holds 小细胞肺癌, 药物性库欣综合征 holds 库欣综合征 and 铅性痛风 痛风, their answers, 脑膜炎症 holds 脑膜炎, 莱姆病 lies inside 莱姆病性巩膜炎,
部位未特指的消化性溃疡 lies inside seven longer records, 酸碱灼伤 holds 碱灼伤, 慢脾风 holds 脾风 and 琥珀利气丸 利气丸, their aliases and
answers, 野樱桃, 野杜仲果 and 野厚朴花 lie inside or hold 野樱桃根, 野杜仲 and 野厚朴, 茶碱缓释胶囊（II） holds 茶碱缓释胶囊, 谷胱甘肽滴眼液 lies
inside 还原型谷胱甘肽滴眼液, and the drugs their generic names (苯酰甲硝唑分散片 holds 甲硝唑, its answer, 西地吡罗昔康片 holds 吡罗昔康片,
萘普生缓释片, 萘普生缓释胶囊 and 萘普生钠片 hold 萘普生, 谷氨酰胺胶囊 and 谷氨酰胺颗粒 hold 谷氨酰胺).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (4: 恐艾症, new, and 尿床, a word earlier questions' text carries, for window records; NSCLC and AIH, earlier sets'
mentions, for records of used-up windows); drug trade names (33, below); medicinal material aliases (12: 缠条子, 四方果,
野玉兰花, 鸡嗉子花, 酥酥石, 林背子, 枫荷桂, 鹤虱风根, 黑楂子, 千子草, 尖瓣瑞香, 红火麻, none an earlier question's name); a formula alias (1:
利气丸, an earlier set's mention); check aliases (2: EEG and 静脉肾盂排泄造影, earlier sets' mentions). Each of these names is
listed by that one instance only. Four more ask what an alias stands for (壹丽安, 千年耗子屎, 菝葜饮, EUS: drug, material, formula
and check aliases; 千年耗子屎 is new, the others earlier questions' entities, asked here in other words): their gold is the
alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (龙鑫甘, 恩谓斯, 澳普利, 久悦, 自维, 仙维安, 剑之亭, 宇虹, 屏安, 邦廸, 关维, 时尔平, 安凯舒, 菲普利, 乐易扶, 艾唯多, 维奥欣, 史君轻, 喜来通,
适洛特, 依士安, 意泰丽, 比川, 乌体林斯, 络倍静, 合夫, 凯那, 愈畅, 奥赛金, 开刻立, 帝益洛, 速乐涓, 彼迪通), none of them a name an earlier question
carries, and all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is
the standard record (苦参素片, 苹果酸氯波比利片, 萘普生缓释片, 西尼地平胶囊, 谷氨酰胺胶囊, 赖氨酸维B12颗粒, 辛伐他汀滴丸, 膦甲酸钠滴眼液, 葡萄糖酸锌喷鼻剂,
苯扎氯铵贴, 草乌甲素胶丸, 茶碱缓释胶囊（II）, 谷氨酰胺颗粒, 蛋白琥珀酸铁口服溶液, 苯酰甲硝唑分散片, 萘扑维滴眼液, 薯蓣皂苷片, 蟾酥注射液, 西地吡罗昔康片,
萘普生缓释胶囊, 谷胱甘肽滴眼液, 苯甲酸雌二醇软膏, 茶碱氯化钠注射液, 草分枝杆菌F.U.36注射液, 谷维素注射液, 辅酶Q10氯化钠注射液, 贝前列素钠片, 萘哌地尔分散片,
萘丁美酮颗粒, 西吡氯铵含片, 赖诺普利胶囊, 蛇毒血凝酶注射液, 萘林那敏溴铵喷雾剂), the mention is the trade name and the line is tagged `alias`,
because whoever holds the box or reads the prescription asks about the medicine, and the standard record is the one that
names it, holds its class and lists the trade name. is_a_level3 questions ask a drug's class by its use (按用途, 按作用来分,
从用途上说, 用途分类, 抗焦虑药) and belongs_to questions by 药品分类, 药品目录 or what the pharmacy shelves it under (非甾体抗炎药那一类,
止咳祛痰和感冒药), so that a reader can tell the two apart.

Other names the network holds under two records:
- 壹丽安 is a drug record as well as the alias instance 艾普拉唑肠溶片 lists, and EUS a check record as well as the alias instance
  超声内镜检查 lists: their questions ask what the name stands for, so the gold is the alias instance, as the earlier sets'
  questions are. EEG, by which a performed_by question names 脑电图检查, is a check record too, and 枫荷桂 an ingredient record
  besides an alias of 阴阳枫: the questions name the check the asker is to have and the herb on sale, so the gold is the
  record the alias belongs to.
- Some named neighbours are records of other types too: 穿山龙 a material and an alias besides an ingredient, 甲硝唑 a drug
  and a symptom besides an ingredient, 忆立福 a drug besides an alias, 菝葜汤 a formula besides an alias, 土瓜 an alias besides an
  ingredient, 糖皮质激素 a drug, a drug class and a symptom besides a therapy, 腰椎穿刺 a therapy besides a check, 抗焦虑药 a product
  class besides a drug class, 非甾体抗炎药 a drug, a cause and a therapy besides a product class, 面, 股骨近端 and 臂丛神经 symptoms
  besides body parts, 剧烈运动 a symptom besides a cause, 丙型肝炎病毒感染 and 创伤性脑损伤 diseases besides causes; among the
  diseases and symptoms named, 喉头水肿, 烫伤, 痛风, 出血性皮疹, 心悸不安 and 血小板减少症 are records of both types, 淋巴结肿大, 异食癖, 嗜睡,
  窒息, 肺炎, 脑脓肿, 输卵管炎, 甲状腺疾病, 精神状态改变, 慢性丙型肝炎, 高胆固醇血症, 腹泻, 头痛, 尿崩症 and 缺铁性贫血 causes besides, 视网膜脱落
  and 库欣综合征 aliases besides, 痛经 and 痢疾 efficacies besides (痛经 a population too), 心肌炎 a cause and a population besides and 肥胖症 an alias, a cause and a population besides.
- Besides these, 37 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 药物热, 荨麻疹性血管炎, 贾第虫病, 酒渣鼻, 视神经病变, 足癣, 视网膜脱离, 血胸, 腹主动脉瘤 (two questions), 膀胱癌, 虹膜新生血管, 银屑病关节炎,
  非小细胞肺癌 and 脑病; a cause record: 自身免疫性胃炎, 铅中毒 (two) and 自身免疫性肝炎 (two); both: 脑炎, 血吸虫病 and 部位未特指的消化性溃疡
  (three each); an alias and a cause record: 食物中毒; an alias, a cause and a symptom record: 脑膜炎症 and 脑梗死; a cause, a
  check and a symptom record: 贫血; an ingredient record: the materials 金礞石 (named by 酥酥石) and 阳起石; a drug record and a check
  record: the alias instances 壹丽安 and EUS), and the wording says which is meant (诊断, 确诊, 查出, 化验, 怀疑是, 排查, 诊断单, 病历,
  出院小结, 片子, 报告, 这个病, 方子里, 这味药, 是哪个药的别名, 哪个检查的简称).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_68.py    # rewrites bench/sets/medical_everyday_68.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_68.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("用户：我妈前年做过阑尾手术，这两天一直说肚子里不得劲，吃不下饭，晚上也睡不好\n助手：术后出现这种情况原因很多，比如粘连，建议先去普外科看看。\n用户：去了，医生摸了半天肚子，又让拍了个片子\n助手：片子结果出来了吗？\n用户：医生刚说怀疑是腹内疝，这个病一般会有哪些表现？",
      "has_symptom", "腹内疝", D),
    Q("患者：医生，我膝盖肿了快两个月，拍了片子\n医生：片子看着不太像普通的关节炎，要考虑膝关节结核，还得进一步查。\n患者：这个病一般还会有哪些症状？我好对照一下自己",
      "has_symptom", "膝关节结核", D),
    Q("我：上个月有过一次高危行为，现在天天睡不着\nAI：可以在合适的时间去做HIV检测，窗口期内结果可能是阴性。\n我：艾滋病窗口期会出现淋巴结肿大吗？我脖子这边摸到个小疙瘩",
      "has_symptom", "艾滋病窗口期", D, named="淋巴结肿大"),
    Q("小李：我爸最近总说楼上邻居在他饭里下药，还不让我妈出门\n张医生：听着像被害妄想症，得带来精神科面诊。\n小李：得了这个病的人是不是都特别多疑？他现在连我都不信了",
      "has_symptom", "被害妄想症", D, named="多疑"),
    Q("顾客：我女儿五岁，晚上老说屁股和下面痒，睡不踏实\n药师：小孩夜里这样常见是蛲虫，建议去医院查一下。\n顾客：查完了，医生说是蛲虫性阴道炎，这病还会有什么别的症状吗？",
      "has_symptom", "蛲虫性阴道炎", D),
    Q("宝妈：孩子两岁半，老爱抠墙皮往嘴里塞，还特别挑食\n医生：先查个微量元素，可能是锌缺乏病。\n宝妈：这个病真会让孩子有异食癖吗？",
      "has_symptom", "锌缺乏病", D, named="异食癖"),
    Q("[上一轮] 我姥姥一次多吃了好几片安眠药，现在叫不太醒\n[上一轮] 这可能是镇静催眠药中毒，请立即拨打120尽快送医，带上药盒。\n[本轮] 已经在路上了，这种中毒一般就是一直嗜睡吗？",
      "has_symptom", "镇静催眠药中毒", D, named="嗜睡"),
    # designated_to
    Q("妈妈：儿子蹲下的时候两个膝盖并不拢，走路还有点外八\n医生朋友：像是臀肌挛缩症，小时候屁股上打针多的孩子容易有。\n妈妈：那这个病去医院应该挂哪个科呀？",
      "designated_to", "臀肌挛缩症", D),
    Q("用户：宝宝嘴里长了一层灰白的膜，擦掉还出血\n助手：可能是膜性口炎，也可能是鹅口疮，最好让医生当面看一下。\n用户：如果是膜性口炎，是挂儿科还是挂别的科？",
      "designated_to", "膜性口炎", D),
    Q("老公：老婆备孕一年多没动静，造影结果说是输卵管堵塞\nAI：建议去正规医院进一步评估治疗方案。\n老公：输卵管堵塞是去妇产科挂号吧？还是得去别的地方",
      "designated_to", "输卵管堵塞", D, named="妇产科"),
    Q("家属：我爸住院打了几天抗生素，本来退了的烧又烧起来了\n护士：医生怀疑是药物热，已经先停药观察。\n家属：那它出院以后要复诊的话，应该挂哪个科？",
      "designated_to", "药物热", D),
    Q("女儿：我妈甲亢这两年，脾气越来越怪，有时候还说胡话\n医生：要考虑躯体疾病伴发的精神障碍。\n女儿：这种情况除了内分泌科，还得去哪个科看？",
      "designated_to", "躯体疾病伴发的精神障碍", D),
    Q("工友甲：老王在矿上干活，中午突然手脚发软、吐了两回\n工友乙：别是钡中毒吧，赶紧叫车！\n工友甲：这个是不是直接送医院急诊科？",
      "designated_to", "钡中毒", D, named="急诊科"),
    Q("我：戴隐形眼镜过夜，第二天眼睛剧痛，怕光流泪\nAI：请尽快摘下镜片并就医，可能是角膜感染。\n我：医院化验说是铜绿假单胞菌性角膜炎，后面复诊挂哪个科？",
      "designated_to", "铜绿假单胞菌性角膜炎", D),
    # checks
    Q("患者：医生，我结婚三年没怀上，月经也越来越少\n医生：你以前得过肺结核，要排查一下输卵管结核。\n患者：查这个是要做子宫输卵管碘油造影吗？听说挺疼的",
      "checks", "输卵管结核", D, named="子宫输卵管碘油造影"),
    Q("家属：我爸突然说头像要炸开一样疼，CT说脑子里有出血\n医生：初步考虑自发性蛛网膜下隙出血。\n家属：那还得做腰椎穿刺吗？老人受得了吗",
      "checks", "自发性蛛网膜下隙出血", D, named="腰椎穿刺"),
    Q("用户：我爸七十了，最近尿里带血，一开始以为是上火\n助手：无痛性血尿在老年人里要重视，建议尽快就医。\n用户：B超说膀胱里长了个东西，约了泌尿外科\n助手：可以把B超报告带上，医生会安排进一步检查。\n用户：现在怀疑是膀胱移行细胞癌，要确诊一般还要做哪些检查？",
      "checks", "膀胱移行细胞癌", D),
    Q("Q：潜水上来之后一只耳朵嗡嗡响，走路发飘\nA：潜水后出现耳鸣眩晕要警惕内耳损伤，尽快看耳鼻喉科。\nQ：医生说可能是迷路窗破裂，这个要做哪些检查来确认？",
      "checks", "迷路窗破裂", D),
    Q("女儿：我爸在家做腹透，今天透出来的液体是浑的，肚子也疼\n护士：这很可能是腹膜透析并发腹膜炎，马上回医院。\n女儿：回医院要做哪些化验检查？",
      "checks", "腹膜透析并发腹膜炎", D),
    Q("患者：膝盖反复肿，上次抽出来的是褐色的液体\n医生：要考虑色素沉着绒毛结节性滑膜炎，还得做核磁。\n患者：这个病一般都要做关节穿刺抽取检查吗？",
      "checks", "色素沉着绒毛结节性滑膜炎", D, named="关节穿刺抽取检查"),
    # has_complication
    Q("用户：我身上风团一样的疹子一两天都不退，还有点发烧\n助手：风团超过24小时不退，要考虑荨麻疹性血管炎。\n用户：荨麻疹性血管炎严重了会不会引起喉头水肿？我有点喘不上气",
      "has_complication", "荨麻疹性血管炎", D, named="喉头水肿"),
    Q("爷爷：我年轻时在洞庭湖边种田，得过血吸虫，现在肝不好\n医生：病历上写的是血吸虫病与肝胆疾病。\n孙子：那这个病以后可能出现哪些并发症？",
      "has_complication", "血吸虫病与肝胆疾病", D),
    Q("妈妈：宝宝才三个月，吃奶没劲，眼皮老耷拉着\n医生：考虑重症肌无力样综合征，先住院观察。\n妈妈：这个病会不会引起窒息啊？晚上我都不敢睡",
      "has_complication", "重症肌无力样综合征", D, named="窒息"),
    Q("老婆：他喝了三十年酒，现在走路像踩棉花\n医生：这是酒中毒性小脑变性，得先把酒戒了。\n老婆：戒了他也偷着喝\n医生：那恢复就难了。\n老婆：再这么拖下去，会带出哪些别的病？",
      "has_complication", "酒中毒性小脑变性", D),
    Q("我：从西伯利亚旅游回来发高烧，导游说可能是被蜱虫咬了\nAI：境外旅行后发热出血要及时就医，并说明旅行史。\n我：医生怀疑鄂木斯克出血热，这个病会并发肺炎吗？",
      "has_complication", "鄂木斯克出血热", D, named="肺炎"),
    Q("家属：我弟心内膜炎住院，后来又头疼得厉害、脖子发硬\n医生：脑脊液结果提示金黄色葡萄球菌脑膜炎。\n家属：这种脑膜炎会不会发展成脑脓肿？",
      "has_complication", "金黄色葡萄球菌脑膜炎", D, named="脑脓肿"),
    Q("妈妈：孩子摔破了膝盖都不哭，好像不知道疼\n医生：基因检测结果是遗传性感觉神经病。\n妈妈：那这样的孩子，平时是不是特别容易烫伤？",
      "has_complication", "遗传性感觉神经病", D, named="烫伤"),
    # cures
    Q("家长：孩子九岁了还天天尿床，试过定闹钟叫醒也不管用\n医生：可以考虑用药，先排除器质性的问题。\n家长：尿床能吃盐酸丙米嗪片吗？医生开的就是这个",
      "cures", "遗尿症", D, mention="尿床", named="盐酸丙米嗪片"),
    Q("用户：去林区徒步后腿上起了一圈红斑，后来查出莱姆病\n助手：莱姆病一般需要规范抗菌治疗，用药请遵医嘱。\n用户：医生给开的是注射用青霉素钾，这个药能治这个病吗？",
      "cures", "莱姆病", D, named="注射用青霉素钾"),
    Q("顾客：孩子拉肚子一个多礼拜，化验大便说是贾第虫病\n药师：这个需要用抗寄生虫的药，有处方吗？\n顾客：医生开了硝呋太尔片，贾第虫病吃这个行吗？",
      "cures", "贾第虫病", D, named="硝呋太尔片"),
    Q("工人：我在油漆车间干了八年，体检白细胞低，职业病医院诊断苯中毒\n医生：先脱离接触，再用点升白细胞的药。\n工人：这个病吃鲨肝醇片有用吗？",
      "cures", "苯中毒", D, named="鲨肝醇片"),
    Q("我：鼻头一直红红的还起小疙瘩，皮肤科说是酒渣鼻\nAI：酒渣鼻要避免辛辣、酒精和过热的刺激，外用药按医嘱。\n我：酒渣鼻可以抹维生素B6软膏吗？家里正好有一支",
      "cures", "酒渣鼻", D, named="维生素B6软膏"),
    Q("患者：右眼突然看东西发暗，眼科说是视神经病变\n医生：先做个视野，再开点改善微循环的药。\n患者：这种病吃氢溴酸樟柳碱片管用吗？说明书我看不太懂",
      "cures", "视神经病变", D, named="氢溴酸樟柳碱片"),
    # shown_on
    Q("女儿：我十五岁，练完舞脚一踩地就疼\n医生：片子看是跖骨头骨软骨病，先停练一段时间。\n妈妈：这个病具体是长在脚的哪个部位？",
      "shown_on", "跖骨头骨软骨病", D),
    Q("用户：我爸的尿放一会儿就变黑，耳朵软骨也发青\n助手：这些表现可能和褐黄病有关，建议到风湿免疫科就诊。\n用户：医生说已经是褐黄病性关节炎了，一般会累及身体哪些关节？",
      "shown_on", "褐黄病性关节炎", D),
    Q("患者：每次来月经前一周就起一片片红疹，痒得不行\n医生：和黄体酮的周期对得上，考虑自身免疫性孕酮性皮炎。\n患者：这种皮炎的疹子一般长在身上什么地方？",
      "shown_on", "自身免疫性孕酮性皮炎", D),
    Q("顾客：我婆婆用了好几年偏方美白霜，现在皮肤发灰发蓝\n药师：有些来路不明的霜里含汞，建议停用去皮肤科。\n顾客：医生说是重金属沉着症，这个病主要出现在面部吗？",
      "shown_on", "重金属沉着症", D, named="面"),
    Q("病人：大腿根疼了半年，一直以为是腰的毛病\n骨科医生：活检结果是透明细胞软骨肉瘤。\n病人：这种肉瘤是不是多长在股骨近端？我疼的就是这个位置",
      "shown_on", "透明细胞软骨肉瘤", D, named="股骨近端"),
    Q("妈妈：孩子眼睛里长了白色的斑，他舅舅小时候也有\n医生：家族里有人这样，考虑遗传性良性上皮内角化不良。\n妈妈：这个病一般出现在身体哪些部位？",
      "shown_on", "遗传性良性上皮内角化不良", D),
    Q("用户：我老公关节反复肿，做了核磁\n助手：核磁报告上写的具体诊断是什么呢？\n用户：报告写色素绒毛结节性滑膜炎，这个病常见于哪些关节？",
      "shown_on", "色素绒毛结节性滑膜炎", D),
    # has_alias
    Q("患者：腿上出了好多紫红色的点，查了说是过敏性血管炎\n医生：跟你前阵子吃的药可能有关系。\n患者：它在别的医院病历上会不会写成别的名字？",
      "has_alias", "过敏性血管炎", D),
    Q("家属：我哥骑电动车摔了，肚子撞在车把上\n医生：诊断写的是腹部损伤，还要观察有没有内出血。\n家属：腹部损伤这个诊断，在单子上还可能写成什么别的叫法？",
      "has_alias", "腹部损伤", D),
    Q("室友A：你脚趾缝又痒又脱皮，去校医院看了吗\n室友B：看了，诊断单上写的是足癣。\n室友A：足癣是不是就是大家说的香港脚？",
      "has_alias", "足癣", D, named="香港脚"),
    Q("用户：我总担心自己得了艾滋，半年前有过一次不安全的经历，查了三次都是阴性还是不放心，天天上网对照症状\n助手：反复检测阴性仍持续担心，可以考虑去心理门诊聊聊，别硬扛。\n用户：网上说我这是恐艾症，它在医学上还有什么正式叫法？",
      "has_alias", "艾滋病恐惧症", D, mention="恐艾症"),
    Q("爸：眼科说我这是视网膜脱离，要尽快手术\n我：爸你别急，我先查查这个病。\n爸：这个跟人家说的视网膜脱落是不是一回事？",
      "has_alias", "视网膜脱离", D, named="视网膜脱落"),
    Q("患者：肋骨骨折住院，片子上说有血胸\n医生：量不多，先观察，必要时放管引流。\n患者：它是不是也叫胸腔积血？出院小结上不知道会写哪个",
      "has_alias", "血胸", D, named="胸腔积血"),
    # caused_by
    Q("用户：早上起床脚跟第一步疼得厉害，走一会儿又好点\n助手：这很像足跟痛，建议拍个片子看看。\n用户：片子说是跟骨骨刺综合征，这个是怎么引起的？",
      "caused_by", "跟骨骨刺综合征", D),
    Q("患者：我两边眼睛外侧都看不清，这个月撞了好几次门框\n医生：视野检查提示视交叉病变。\n患者：这会不会是脑垂体肿瘤压出来的？",
      "caused_by", "视交叉病变", D, named="脑垂体肿瘤"),
    Q("女儿：我妈这几年人越来越瘦，体检查出营养不良性肝硬化\n医生：要慢慢调理，定期复查肝功能。\n女儿：这种肝硬化一般是什么原因导致的？",
      "caused_by", "营养不良性肝硬化", D),
    Q("患者：结婚四年没孩子，造影说是输卵管阻塞性不孕\n医生：两边都不太通，要考虑手术或者试管。\n患者：这是不是以前输卵管炎没治好落下的？",
      "caused_by", "输卵管阻塞性不孕", D, named="输卵管炎"),
    Q("用户：我爸最近一直耳鸣、头晕，走路不稳\n助手：耳鸣伴眩晕建议尽快看耳鼻喉科，做个听力检查。\n用户：医生说是迷路震荡，这个病是怎么得的？",
      "caused_by", "迷路震荡", D),
    Q("我：打篮球落地的时候崴了一下，脚背中间肿了\nAI：建议先冰敷制动，尽快拍片。\n我：片子说是足舟骨骨折，这种骨折一般是怎么弄的？",
      "caused_by", "足舟骨骨折", D),
    Q("患者：我二十出头，打完羽毛球突然胸口疼、喘不上气\n医生：片子看是自发性血胸，要住院。\n患者：这个病跟剧烈运动有关系吗？以后还能打球吗",
      "caused_by", "自发性血胸", D, named="剧烈运动"),
    # has_risk_factor
    Q("用户：我舅舅有丙肝二十多年了，最近眼睛发黄\n助手：皮肤巩膜黄染需要尽快查肝胆，排除梗阻。\n用户：医生说要排查胆管癌，丙型肝炎病毒感染的人得胆管癌的风险更高吗？",
      "has_risk_factor", "胆管癌", D, named="丙型肝炎病毒感染"),
    Q("驴友群·老周：下个月去云南雨林徒步一周\n驴友群·小林：记得防蚊防蜱，带够驱蚊水。\n老周：听说在丛林里打猎、徒步的人容易得脑炎，这个病真跟这有关系？",
      "has_risk_factor", "脑炎", D, named="丛林狩猎/徒步"),
    Q("儿子：我爸前年腹主动脉瘤做了支架\n医生：你们兄弟俩过了五十五岁最好也做个腹部B超筛查。\n儿子：家里有人得过腹主动脉瘤，我们自己得这个病的风险也会高吗？",
      "has_risk_factor", "腹主动脉瘤", D, named="AAA 家族史"),
    Q("医生：你爷爷尿里有血，要排查一下膀胱癌。\n孙女：他年轻时在湖区得过血吸虫，以前有过血吸虫感染，会增加得膀胱癌的风险吗？",
      "has_risk_factor", "膀胱癌", D, named="血吸虫感染"),
    Q("患者：我桥本甲状腺炎好几年了，最近胃镜说胃黏膜萎缩\n医生：要查一下抗壁细胞抗体，排除自身免疫性胃炎。\n患者：有甲状腺疾病的人更容易得自身免疫性胃炎吗？",
      "has_risk_factor", "自身免疫性胃炎", D, named="甲状腺疾病"),
    Q("妈妈：孩子天天跟邻居家那只小狗玩\n姥姥：小狗身上脏，别让孩子亲它。\n妈妈：那狗好像从来没驱过虫\n姥姥：那更得小心了。\n妈妈：听说没有驱过虫的小狗会让人得血吸虫病，是真的吗？",
      "has_risk_factor", "血吸虫病", D, named="没有驱过虫的小狗"),
    # common_in
    Q("用户：邻居家十几岁的孩子脚踝肿了好久，最后确诊跗骨与周围关节结核\n助手：骨关节结核需要规范的抗结核治疗。\n用户：这种结核一般哪个年龄段的人容易得？",
      "common_in", "跗骨与周围关节结核", D),
    Q("我：我老公腿上一个小伤口感染，一天之内就发高烧、血压掉得厉害，进了ICU\n护士：诊断是链球菌中毒性休克综合征，正在抢救，家属在外面等。\n我：他身体一直挺好的，平时连感冒都少\n护士：这个病来得急，跟平时身体好不好关系不一定大。\n我：这个病一般是哪些人容易得？",
      "common_in", "链球菌中毒性休克综合征", D),
    Q("小陈：手上沾了石炭酸，发白发麻\n同事：快冲水！\n小陈：酚类中毒在医务人员里常见吗？",
      "common_in", "酚类中毒", D, named="医务人员"),
    Q("用户：我妈绝经好几年了，最近阴道老流黄水，下腹疼，还摸到包块\n助手：绝经后出现这些情况要尽快去妇科。\n用户：医生提到输卵管癌三联症，这种情况多发生在什么样的人身上？",
      "common_in", "输卵管癌三联症", D),
    Q("宝妈：宝宝四个月，身上有几块褐色的斑，一搓就起风团\n医生：这叫色素性荨麻疹，不用太紧张。\n宝妈：这个病是小宝宝比较多见吗？一般多大的孩子会得？",
      "common_in", "色素性荨麻疹", D),
    Q("爸爸：孩子出生两个月，反复肺炎、拉肚子，打完卡介苗还感染了\n医生：考虑重症联合免疫缺陷，需要转上级医院。\n爸爸：这个病多见于什么样的孩子？",
      "common_in", "重症联合免疫缺陷", D),
    # prevalent_in
    Q("用户：我要去参加一个国际医疗援助项目，派驻的是比较落后的地方\n助手：出发前建议咨询旅行门诊，按目的地接种疫苗。\n用户：在不发达地区，哪些病比较流行？",
      "prevalent_in", "不发达地区", RE),
    Q("留学生：我要去美国读书，学校在东北部，周围树林很多\nAI：户外活动注意防蜱，尽量穿长袖长裤。\n留学生：莱姆病在美国中北部和东北部是不是很常见？",
      "prevalent_in", "莱姆病", D, named="美国中北部和东北部"),
    Q("用户：看历史书说以前很多农民因为血吸虫病肚子大得像鼓\n助手：这是一种寄生虫病，和接触疫水有关。\n用户：血吸虫病在远东地区是不是一直都比较多？",
      "prevalent_in", "血吸虫病", D, named="远东"),
    Q("妈妈：孩子体检血铅偏高，医生说要排查铅中毒\n医生：先回忆一下孩子平时都接触些什么。\n妈妈：这种中毒一般在什么样的地方比较多发？",
      "prevalent_in", "铅中毒", D),
    Q("用户：出院小结上写着部位未特指的消化性溃疡，就是胃溃疡那一类吧\n助手：大致是这个意思，只是没写明溃疡在胃还是十二指肠。\n用户：部位未特指的消化性溃疡在哪些国家或地区更高发？",
      "prevalent_in", "部位未特指的消化性溃疡", D),
    # treated_with
    Q("患者：我糖尿病十几年，眼科说虹膜上长了新血管\n医生：诊断是虹膜新生血管，再发展下去眼压会高。\n患者：这个能用激光光凝治吗？",
      "treated_with", "虹膜新生血管", D, named="激光光凝"),
    Q("用户：输卵管造影显示一侧输卵管堵塞\n助手：具体堵在哪一段，治疗思路不太一样。\n用户：报告没写清楚，这种情况一般都有哪些治疗办法？",
      "treated_with", "输卵管堵塞", D),
    Q("车间里烧碱溅到了胳膊上，冲了水还是又红又肿\n——先别乱抹东西，尽快去医院处理。\n——酸碱灼伤到医院一般怎么治疗？",
      "treated_with", "酸碱灼伤", D),
    Q("患者：视力一下子下降了，医生说眼底有一片纤维化\n医生：诊断视网膜下纤维化和葡萄膜炎综合征，得长期随访。\n患者：这个综合征是用糖皮质激素治吗？",
      "treated_with", "视网膜下纤维化和葡萄膜炎综合征", D, named="糖皮质激素"),
    Q("家属：我妈吃了卡马西平一个多礼拜，先是发烧，后来全身起大疱，嘴里也烂了，皮肤一碰就掉\n医生：是重症多形红斑/中毒性表皮坏死松解型药疹，已经转入监护室。\n家属：是不是那个药引起的？\n医生：可能性很大，已经停了。\n家属：这种药疹一般怎么治？",
      "treated_with", "重症多形红斑/中毒性表皮坏死松解型药疹", D),
    Q("女儿：我妈肚子越来越大，查出来是腹膜假黏液瘤\n医生：这个病比较少见，要到有经验的中心去看。\n女儿：这个病一般都有哪些处理办法？",
      "treated_with", "腹膜假黏液瘤", D),
    # metastasizes_to
    Q("用户：我爸心梗做了支架，医生说是有东西堵住了冠状动脉\n助手：具体原因要看造影报告。\n用户：一般哪些病会转移到冠状动脉上？",
      "metastasizes_to", "冠状动脉", BP),
    Q("患者：乳腺癌术后三年，复查B超锁骨下淋巴结有点大\n医生：先穿刺看看是不是转移。\n患者：一般哪些癌会转移到锁骨下淋巴结？",
      "metastasizes_to", "锁骨下淋巴结", BP),
    Q("用户：我银屑病十年了，最近手指肿得像小香肠\n助手：银屑病患者出现关节肿痛，要考虑银屑病关节炎。\n用户：银屑病关节炎是不是主要跑到手、足小关节上？",
      "metastasizes_to", "银屑病关节炎", D, named="手、足小关节"),
    Q("患者：先是一只眼睛看不清，后来腿也麻了\n医生：核磁和抗体结果支持视神经脊髓炎。\n患者：这个病的病变会波及到身体什么地方？",
      "metastasizes_to", "视神经脊髓炎", D),
    Q("女儿：我妈乳腺癌复发，骨扫描说胸口那一圈骨头有浓聚\n医生：要考虑转移性乳腺癌的骨转移。\n女儿：它会转移到肋骨上吗？",
      "metastasizes_to", "转移性乳腺癌", D, named="肋骨"),
    # invades
    Q("用户：最近肚子一直咕噜咕噜，时不时拉稀\n助手：腹泻超过两周或者大便带血要及时就医。\n用户：顺便问一下，哪些病会侵犯到小肠？",
      "invades", "小肠", BP),
    Q("家属：我爸的报告上写NSCLC，右手最近又麻又没劲\n医生：肿瘤在肺尖，可能压到了神经。\n家属：NSCLC会侵犯臂丛神经吗？",
      "invades", "非小细胞肺癌", D, mention="NSCLC", named="臂丛神经"),
    Q("患者：胃疼了好几年，最近疼得越来越厉害\n医生：诊断单上写的是部位未特指的消化性溃疡。\n患者：这个溃疡会往旁边哪些部位侵犯？",
      "invades", "部位未特指的消化性溃疡", D),
    Q("用户：单位食堂好多人上吐下泻，疾控说是集体食物中毒\n助手：请注意补液，症状重的尽快就医。\n用户：食物中毒主要会侵犯肠道的哪些部位？",
      "invades", "食物中毒", D),
    # is_subtype_of
    Q("用户：我三十多岁才开始喘，以前从来没有过\n助手：成年后起病的哮喘也不少见，需要做个肺功能检查。\n用户：医生写的是迟发型哮喘，它属于哪一大类的病？",
      "is_subtype_of", "迟发型哮喘", D),
    Q("患者：我吃了半年激素，脸变圆了，肚子也胖了\n医生：这是药物性库欣综合征，慢慢减药会好转。\n患者：它也算库欣综合征的一种吗？",
      "is_subtype_of", "药物性库欣综合征", D, named="库欣综合征"),
    Q("妈妈：孩子肚子疼了三天才去医院，说是阑尾周围炎\n医生：先抗感染，等炎症消了再考虑手术。\n妈妈：阑尾周围炎归在哪类病底下？跟平常说的阑尾炎一样吗",
      "is_subtype_of", "阑尾周围炎", D),
    Q("妻子：他天天喝酒，体检转氨酶高，医生写了酒精性肝损害\nAI：建议先戒酒，定期复查肝功能。\n妻子：这个在医学上归到哪一类肝病里？",
      "is_subtype_of", "酒精性肝损害", D),
    Q("患者：我做了二十年蓄电池，最近脚趾关节疼，查出铅性痛风\n医生：铅会影响尿酸排泄，先脱离接触。\n患者：铅性痛风算是痛风里的一种吗？",
      "is_subtype_of", "铅性痛风", D, named="痛风"),
    Q("宝妈：孩子出生第三天抽了几次，孩子爸爸小时候也这样过\n医生：考虑良性家族性新生儿惊厥，一般预后不错。\n宝妈：这个病从分类上属于什么病？",
      "is_subtype_of", "良性家族性新生儿惊厥", D),
    # related_disease
    Q("家属：我弟去年得过病毒性脑炎，现在情绪一阵高一阵低\n医生：要请精神科会诊看看。\n家属：脑炎跟双相疾病有关联吗？",
      "related_disease", "脑炎", D, named="双相疾病"),
    Q("女儿：我爸肝硬化，这两天说话颠三倒四的\n医生：要警惕是不是脑子受影响了。\n女儿：脑病这个病是不是跟精神状态改变有关系？",
      "related_disease", "脑病", D, named="精神状态改变"),
    Q("妈妈：孩子发烧头痛，身上还出了些紫红色的点\n医生：要马上查脑脊液，排除脑膜炎症。\n妈妈：这个病跟出血性皮疹有关联吗？",
      "related_disease", "脑膜炎症", D, named="出血性皮疹"),
    Q("儿子：我爸腹主动脉瘤要做手术，他还有慢阻肺\n麻醉医生：术前要评估一下肺功能。\n儿子：腹主动脉瘤和呼吸功能减退是有关联的病吗？",
      "related_disease", "腹主动脉瘤", D, named="呼吸功能减退"),
    Q("患者：我被诊断AIH三年了，最近胃镜查出食管静脉曲张\n医生：这跟肝纤维化的进展有关。\n患者：AIH跟食管血管曲张患病是相关的吧？",
      "related_disease", "自身免疫性肝炎", D, mention="AIH", named="食管血管曲张患病"),
    Q("妈妈：孩子两岁说话比同龄人晚，后来查出铅中毒\n医生：先驱铅治疗，再做个发育评估。\n妈妈：这个跟神经发育障碍有关系吗？",
      "related_disease", "铅中毒", D, named="神经发育障碍"),
    # differential_diagnosis
    Q("家属：我姐突然半边身子动不了\n医生：先做核磁。\n家属：做了两次核磁都没看到梗死灶\n医生：不排除功能性的问题。\n家属：脑梗死要不要和转换和躯体化障碍鉴别一下？",
      "differential_diagnosis", "脑梗死", D, named="转换和躯体化障碍"),
    Q("用户：我哥摔了一跤后开始发烧、说胡话\n助手：头部外伤后出现意识改变要尽快做头颅CT。\n用户：医生在考虑脑炎，会不会其实是创伤性脑损伤，这两个怎么区分？",
      "differential_diagnosis", "脑炎", D, named="创伤性脑损伤"),
    Q("患者：我转氨酶一直高，自身抗体是阳性\n医生：倾向于自身免疫性肝炎，但还得查查病毒。\n患者：这个病需要跟慢性丙型肝炎区分开吗？",
      "differential_diagnosis", "自身免疫性肝炎", D, named="慢性丙型肝炎"),
    Q("用户：我从非洲援建回来以后发烧、拉肚子一个礼拜了，在当地还下河洗过澡\n助手：境外归来发热要主动说明旅行史，查血常规和大便。\n用户：医院查了，医生怀疑血吸虫病，但还没最后确定\n助手：等化验结果出来再看。\n用户：会不会其实是沙门菌病？血吸虫病跟它怎么分辨",
      "differential_diagnosis", "血吸虫病", D, named="沙门菌病"),
    Q("女儿：我妈最近老忘事，反应也慢，血常规说是贫血\n医生：贫血会让人没精神，但记性的问题还要查一下脑子。\n女儿：贫血的这些表现会不会跟器质性脑功能障碍搞混？",
      "differential_diagnosis", "贫血", D, named="器质性脑功能障碍"),
    Q("患者：上腹和胸口下面疼，深吸气的时候更明显\n医生：病历先写部位未特指的消化性溃疡，还要排除别的。\n患者：它会不会和胸膜痛弄混？",
      "differential_diagnosis", "部位未特指的消化性溃疡", D, named="胸膜痛"),
    # indicated_for
    Q("顾客：我爸肝不好，医生开了龙鑫甘\n药师：这个药要按疗程吃，别自己停。\n顾客：这药主要是治什么病的？",
      "indicated_for", "苦参素片", DR, mention="龙鑫甘"),
    Q("用户：最近老反酸烧心，医生开了恩谓斯，还有一盒奥美拉唑\n助手：两个药的作用不一样，饭前饭后要分清。\n用户：恩谓斯是治什么的？",
      "indicated_for", "苹果酸氯波比利片", DR, mention="恩谓斯"),
    Q("女生：每次来例假疼得起不来床\n药师：可以吃点止痛药，比如布洛芬。\n女生：家里正好有澳普利，痛经能吃吗？",
      "indicated_for", "萘普生缓释片", DR, mention="澳普利", named="痛经"),
    Q("奶奶：我每天早上吃一粒久悦，吃了两年了\n孙女：奶奶我把药盒拍下来问问。\n孙女：这个药是用来治什么病的？",
      "indicated_for", "西尼地平胶囊", DR, mention="久悦"),
    Q("患者：最近胃一直不舒服，医生开了自维\n医生：饭前半小时吃，一天三次。\n患者：这药具体是治什么病的？",
      "indicated_for", "谷氨酰胺胶囊", DR, mention="自维"),
    Q("妈妈：孩子面色发黄，儿保医生开了仙维安\nAI：请按医嘱给孩子服用。\n妈妈：仙维安是治什么的？补铁还是补别的",
      "indicated_for", "赖氨酸维B12颗粒", DR, mention="仙维安"),
    Q("用户：体检胆固醇7.2，医生开了剑之亭\n助手：降脂药一般晚上吃效果更好。\n用户：这个是治高胆固醇血症的吗？",
      "indicated_for", "辛伐他汀滴丸", DR, mention="剑之亭", named="高胆固醇血症"),
    # has_adverse_reaction
    Q("患者：眼睛长了疱疹，医生开了宇虹滴眼液\n医生：一天滴六次，别揉眼睛。\n患者：这个滴了以后可能会有什么不舒服？",
      "has_adverse_reaction", "膦甲酸钠滴眼液", DR, mention="宇虹"),
    Q("药师：这个屏安是喷鼻子用的，孩子鼻塞的时候一次一喷。\n顾客：那屏安喷了会有副作用吗？孩子才六岁",
      "has_adverse_reaction", "葡萄糖酸锌喷鼻剂", DR, mention="屏安"),
    Q("妈妈：孩子膝盖擦破了，贴了邦廸，周围一圈有点红\n药师：先揭下来看看伤口。\n妈妈：邦廸贴了以后可能会有哪些不良反应？",
      "has_adverse_reaction", "苯扎氯铵贴", DR, mention="邦廸"),
    Q("患者：风湿关节疼，医生开了关维\n医生：饭后吃，有不舒服及时说。\n患者：吃这药会出现舌麻吗？我这两天舌头有点木",
      "has_adverse_reaction", "草乌甲素胶丸", DR, mention="关维", named="舌麻"),
    Q("用户：哮喘发作，医生开了时尔平\n助手：这类药有效剂量和中毒剂量离得很近，要按量吃。\n用户：时尔平吃多了会有哪些反应？",
      "has_adverse_reaction", "茶碱缓释胶囊（II）", DR, mention="时尔平"),
    Q("顾客：化疗期间医生开了安凯舒冲着喝\n药师：用温水冲，别用开水。\n顾客：这个有什么副作用没有？",
      "has_adverse_reaction", "谷氨酰胺颗粒", DR, mention="安凯舒"),
    Q("孕妇：产检说我贫血，医生开了菲普利\n医生：饭前喝，大便可能会发黑，不用担心。\n孕妇：喝菲普利会拉肚子吗？",
      "has_adverse_reaction", "蛋白琥珀酸铁口服溶液", DR, mention="菲普利", named="腹泻"),
    # has_ingredient
    Q("顾客：牙龈发炎，牙医让买乐易扶\n药师：有处方吗？这个是抗厌氧菌的。\n顾客：乐易扶里面含甲硝唑吗？我以前吃甲硝唑过敏",
      "has_ingredient", "苯酰甲硝唑分散片", DR, mention="乐易扶", named="甲硝唑"),
    Q("用户：眼睛又红又痒，同事给了我一瓶艾唯多\n助手：用药前最好先确认是不是过敏性结膜炎。\n用户：这瓶里面都有什么成分？",
      "has_ingredient", "萘扑维滴眼液", DR, mention="艾唯多"),
    Q("爷爷：医生给我开了维奥欣，说是从中药里提出来的\n孙子：爷爷我帮你查查说明书。\n孙子：维奥欣是用穿山龙做的吗？",
      "has_ingredient", "薯蓣皂苷片", DR, mention="维奥欣", named="穿山龙"),
    Q("家属：我爸化疗期间医生加了史君轻\n护士：这个要慢慢滴，别自己调快。\n家属：这个药里面是什么东西？听说是从动物身上提取的",
      "has_ingredient", "蟾酥注射液", DR, mention="史君轻"),
    Q("患者：腰疼得弯不下去，医生开了喜来通\n医生：饭后吃，胃不好要说。\n患者：这药的主要成分是什么？",
      "has_ingredient", "西地吡罗昔康片", DR, mention="喜来通"),
    Q("顾客：关节疼了好几年，之前医生开过适洛特，吃着挺管用，现在想再买一盒\n药师：这是处方药，需要处方才能拿，您可以去医院开一张。\n顾客：医院太远了，排队也麻烦\n药师：那可以问问有没有别的非处方药能替代。\n顾客：适洛特的有效成分是啥？我想找个同成分的非处方药",
      "has_ingredient", "萘普生缓释胶囊", DR, mention="适洛特"),
    Q("奶奶：白内障刚开始，大夫开了依士安\n孙女：奶奶一天滴几次呀？\n奶奶：你先帮我看看依士安里面都加了些什么",
      "has_ingredient", "谷胱甘肽滴眼液", DR, mention="依士安"),
    # is_a_level3
    Q("用户：更年期潮热出汗，妇科开了意泰丽外涂\n助手：外用激素类药物需在医生指导下使用。\n用户：这药按用途分属于哪一类药？",
      "is_a_level3", "苯甲酸雌二醇软膏", DR, mention="意泰丽"),
    Q("家属：我爸喘得厉害，急诊给挂了一瓶比川\n护士：这个滴速要慢，别自己调。\n家属：比川按用途算哪类药？",
      "is_a_level3", "茶碱氯化钠注射液", DR, mention="比川"),
    Q("患者：肺结核治疗期间，医生又加了乌体林斯\n医生：一周打一针，按时来。\n患者：乌体林斯在用途分类里算哪一类？",
      "is_a_level3", "草分枝杆菌F.U.36注射液", DR, mention="乌体林斯"),
    Q("患者：失眠心慌，医生给打了络倍静\n医生：先用三天看看效果。\n患者：它按用途说是抗焦虑药吗？",
      "is_a_level3", "谷维素注射液", DR, mention="络倍静", named="抗焦虑药"),
    Q("家属：我妈心衰住院，每天都输一瓶合夫\n护士：这是医生开的，按时输就行。\n家属：合夫按作用来分是哪一类药？",
      "is_a_level3", "辅酶Q10氯化钠注射液", DR, mention="合夫"),
    Q("患者：腿上的血管不好，走路久了就疼，医生开了凯那\n医生：每天三次，饭后吃。\n患者：这药从用途上说属于哪类药？",
      "is_a_level3", "贝前列素钠片", DR, mention="凯那"),
    # belongs_to
    Q("大爷：夜里起来尿三四回，医生开了愈畅\n药师：这个药第一次吃可能头晕，最好睡前吃。\n大爷：这个药在药品分类里归在哪一类？",
      "belongs_to", "萘哌地尔分散片", DR, mention="愈畅"),
    Q("顾客：膝盖疼，医生开了奥赛金\n药师：这个药伤胃，饭后吃。\n顾客：奥赛金是不是非甾体抗炎药那一类？我胃不好",
      "belongs_to", "萘丁美酮颗粒", DR, mention="奥赛金", named="非甾体抗炎药"),
    Q("顾客：嗓子疼，想买点开刻立含着\n药师：一天别超过六片。\n顾客：它在药店属于什么类别的药？",
      "belongs_to", "西吡氯铵含片", DR, mention="开刻立"),
    Q("用户：降压药换成了帝益洛\n助手：换药后注意监测血压，有干咳及时跟医生说。\n用户：帝益洛在药品目录里是哪一类？",
      "belongs_to", "赖诺普利胶囊", DR, mention="帝益洛"),
    Q("家属：我爸手术前打了一针速乐涓\n护士：这是止血用的。\n家属：那它在药品分类上属于哪一类？",
      "belongs_to", "蛇毒血凝酶注射液", DR, mention="速乐涓"),
    Q("宝妈：孩子鼻塞流涕，医生开了彼迪通喷鼻子\n药师：一次一喷，不要超过一周。\n宝妈：彼迪通在药店是归到止咳祛痰和感冒药里的吗？",
      "belongs_to", "萘林那敏溴铵喷雾剂", DR, mention="彼迪通", named="止咳祛痰和感冒药"),
    # drug_has_alias
    Q("顾客：医生处方上写的艾普拉唑肠溶片，你们这有吗\n药师：有的，不过盒子上印的是商品名。\n顾客：艾普拉唑肠溶片盒子上印的另一个名字是什么？",
      "drug_has_alias", "艾普拉唑肠溶片", DR),
    Q("女儿：我爸记性越来越差，医生开了茴拉西坦片\n药师：我们这只有一个厂家的，你看行不行。\n女儿：茴拉西坦片是不是也叫忆立福？",
      "drug_has_alias", "茴拉西坦片", DR, named="忆立福"),
    Q("顾客：胃镜说十二指肠溃疡，医生开了壹丽安\n药师：这个要空腹吃。\n顾客：壹丽安是哪个药的别名？通用名叫什么",
      "drug_has_alias", "壹丽安", AL),
    Q("妈妈：社区医生说宝宝两个月要打脊髓灰质炎灭活疫苗\n医生：可以选自费的，也有免费的。\n妈妈：这个疫苗还有别的叫法吗？预约系统里找不到",
      "drug_has_alias", "脊髓灰质炎灭活疫苗", DR),
    Q("顾客：上次在别的药店买的萘普生钠片，盒子上写的是另一个名字\n药师：可能印的是商品名。\n顾客：萘普生钠片的别名是安理吗？",
      "drug_has_alias", "萘普生钠片", DR, named="安理"),
    # mainly_treats
    Q("阿婆：山上摘的缠条子，我晒干了留着\n孙子：阿婆，这个真能当药吗？缠条子入药一般是治什么病的？",
      "mainly_treats", "野樱桃", M, mention="缠条子"),
    Q("用户：老家有种四方果，老人说能治拉肚子\n助手：民间草药使用前最好咨询中医师。\n用户：它真能治痢疾吗？",
      "mainly_treats", "野杜仲果", M, mention="四方果", named="痢疾"),
    Q("我：小区后山开了好多野玉兰花，我妈说能入药\nAI：采摘野生植物入药前要先确认品种。\n我：野玉兰花主要治哪些病？",
      "mainly_treats", "野厚朴花", M, mention="野玉兰花"),
    Q("猎户老李：以前打到野猪，肚子里有时候有黄，说是宝贝\n中医：野猪黄是一味老药了，现在很少见。\n老李：这东西过去主要拿来治什么病？",
      "mainly_treats", "野猪黄", M),
    Q("云南的朋友寄来一包铜钱麻黄，说是草药\n——这是西南地区的民间草药，用前请咨询医生。\n——那这个一般用来治什么病？",
      "mainly_treats", "铜钱麻黄", M),
    Q("学生：《本草纲目》里有雀头血\n同学：麻雀血也能入药？\n学生：它是治雀盲的吗？",
      "mainly_treats", "雀头血", M, named="雀盲"),
    Q("外婆：院子里的鸡嗉子花开了，我晒了一罐\n我：外婆你晒它干嘛用？\n外婆：老辈人拿它煮水喝的。\n我：鸡嗉子花煮水喝能治头痛吗？",
      "mainly_treats", "野鸦椿花", M, mention="鸡嗉子花", named="头痛"),
    # has_efficacy
    Q("用户：中医开的方子里有一味酥酥石，我从来没听过\n助手：这是一味矿物药，一般需要先煎。\n用户：这味药有什么功效？",
      "has_efficacy", "金礞石", M, mention="酥酥石"),
    Q("我：爷爷用林背子泡酒，说是祖上传下来的\nAI：自制药酒要注意用量和过敏风险。\n我：这东西有什么药效？",
      "has_efficacy", "野漆树根", M, mention="林背子"),
    Q("顾客：药材市场看到有卖枫荷桂的，价格还挺贵\n药师：这是两广一带常用的草药。\n顾客：枫荷桂吃了有什么功效？",
      "has_efficacy", "阴阳枫", M, mention="枫荷桂"),
    Q("朋友说要送我一只大雁，说雁肉是好东西\n野生大雁是保护动物，不建议捕食。\n那古书上说雁肉有什么药用功效？",
      "has_efficacy", "雁肉", M),
    Q("老公：中医给我开的方子里有阳起石\n老婆：这不是石头吗？能吃？\n老公：我问问看，阳起石是温肾壮阳的吗？",
      "has_efficacy", "阳起石", M, named="温肾壮阳"),
    Q("用户：老中医方子里写着鹤虱风根，药房说要找一找\n助手：这是民间的药名，药房可能登记的是别的名字。\n用户：这味药有什么作用？",
      "has_efficacy", "野胡萝卜根", M, mention="鹤虱风根"),
    # distributed_in
    Q("用户：听同事说他老家山上有黑楂子，能卖钱\n助手：这是一味民间药材，采挖要注意保护资源。\n用户：这种药材一般分布在哪些地方？",
      "distributed_in", "钓杆柴", M, mention="黑楂子"),
    Q("药农：有人来村里收千子草，我们这边没见过\n收购商：价钱不错，你们可以找找。\n药农：这东西到底产在哪些地方？",
      "distributed_in", "野马蹄草", M, mention="千子草"),
    Q("学生：植物学野外实习要找尖瓣瑞香\n同学：不是花店卖的那种瑞香吧？\n学生：尖瓣瑞香野生的分布在哪里？",
      "distributed_in", "阿尔泰瑞香", M, mention="尖瓣瑞香"),
    Q("用户：看小说里写了一味跌打老，专治跌打损伤\n助手：跌打老确实是一种民间草药。\n用户：跌打老广西有出产吗？",
      "distributed_in", "跌打老", M, named="广西"),
    Q("我：爬山的时候看见路边有野黄瓜，老乡说能入药\nAI：野生植物请勿随意采食。\n我：野黄瓜这种药材主要分布在哪些省份？",
      "distributed_in", "野黄瓜", M),
    Q("问：方子里有一味过江龙子，药房说要调货\n答：这味药不常用，得等几天。\n问：这味药主要产在什么地方？",
      "distributed_in", "过江龙子", M),
    # material_has_alias
    Q("外公：咱们山上那种野扁豆，小时候当野菜吃过\n我：外公，它在书上叫什么？我想查查资料\n外公：那我可不知道，我们就叫它野扁豆。\n我：野扁豆在各地还有什么别名？",
      "material_has_alias", "野扁豆", M),
    Q("用户：在海南看到一种叶子很粗糙的藤，导游说叫锡叶藤\n助手：锡叶藤的叶面确实很粗糙，民间也有药用。\n用户：它在当地还有哪些叫法？",
      "material_has_alias", "锡叶藤", M),
    Q("用户：老家人说红火麻的根能入药\n助手：这类民间草药请在医生指导下使用。\n用户：红火麻还有哪些别名？我想在药材店找找",
      "material_has_alias", "野绿麻根", M, mention="红火麻"),
    Q("用户：云南的朋友给我寄了一袋野香橼花\n助手：这是西南地区的民间药材。\n用户：它是不是也叫猫胡子花？",
      "material_has_alias", "野香橼花", M, named="猫胡子花"),
    Q("儿子：我爸从乡下带回一包草药，说叫千年耗子屎，要拿来泡水喝\n女儿：这名字也太吓人了吧，别是真的老鼠屎\n儿子：不是，是一种植物的根，老家人都这么叫\n女儿：那你查查它到底是什么药\n儿子：千年耗子屎是哪种药材的别名？正名叫什么",
      "material_has_alias", "千年耗子屎", AL),
    Q("用户：中药房说野鸦椿叶缺货\n助手：可以问问药房有没有用别名登记的货。\n用户：野鸦椿叶是不是就是狗椿叶？",
      "material_has_alias", "野鸦椿叶", M, named="狗椿叶"),
    # composed_of
    Q("用户：家里老人抄了个古方叫拔萃丹\n助手：古方中常有矿物药，有的含重金属，不建议自己配。\n用户：这个方子里是不是用到了生铅？",
      "composed_of", "拔萃丹", F, named="生铅"),
    Q("患者：中医开了利气丸，说是通大便的\n医生：这药偏峻猛，大便通了就停。\n患者：利气丸的组成里有二丑吗？",
      "composed_of", "琥珀利气丸", F, mention="利气丸", named="二丑"),
    Q("用户：牙龈肿痛，老中医让外用白清胃散\n助手：外用散剂注意不要吞服。\n用户：这个散里面有玄明粉吗？",
      "composed_of", "白清胃散", F, named="玄明粉"),
    Q("顾客：枳实消痞丸的方子我想自己抓药煎\n药师：有些药要用炮制过的。\n顾客：枳实消痞丸里用的是炒麦芽吗？",
      "composed_of", "枳实消痞丸", F, named="麦芽（炒）"),
    Q("学生：翻古书看到一个菝葜八味汤\n同学：菝葜是什么，听都没听过\n学生：这个方子里有一味土瓜吗？",
      "composed_of", "菝葜八味汤", F, named="土瓜"),
    Q("用户：手指长了个疔，老辈人说贴拔疔红膏\n助手：疔疮不要挤压，红肿扩散要就医。\n用户：拔疔红膏是用嫩松香做的吗？",
      "composed_of", "拔疔红膏", F, named="嫩松香等"),
    # formula_has_efficacy
    Q("家属：老人中风昏迷，中医会诊说可以用至宝丹\n医生：要从鼻饲管给药。\n家属：这个药能化浊开窍吗？",
      "formula_has_efficacy", "至宝丹", F, named="化浊开窍"),
    Q("患者：拉肚子带血，中医开了芍药汤\n医生：湿热痢，先喝三剂看看。\n患者：芍药汤有调气和血的作用吗？",
      "formula_has_efficacy", "芍药汤", F, named="调气和血"),
    Q("奶奶：我一到冬天就喘，中医开了苏子降气汤\n孙女：奶奶我帮你查查。\n孙女：这个方子能祛痰止咳吗？",
      "formula_has_efficacy", "苏子降气汤", F, named="祛痰止咳"),
    Q("产妇：月子里受了风，头疼怕冷\n中医：你产后血虚，用葱白七味饮。\n产妇：这是养血解表的方子吗？",
      "formula_has_efficacy", "葱白七味饮", F, named="养血解表"),
    Q("用户：我爸高血压头胀，中医开了镇肝熄风汤\n助手：中药不能替代降压药，别擅自停药。\n用户：镇肝熄风汤有滋阴潜阳的功用吗？",
      "formula_has_efficacy", "镇肝熄风汤", F, named="滋阴潜阳"),
    Q("我：我腿肿、出汗多，中医开了防己黄芪汤\nAI：请按医嘱服用，注意按时复诊。\n我：这个方子是健脾利水的吗？",
      "formula_has_efficacy", "防己黄芪汤", F, named="健脾利水"),
    # prescribed_for
    Q("用户：淋了一场雨以后后背和腰又酸又疼\n助手：受寒湿后身痛可以找中医辨证。\n用户：羌活胜湿汤能治腰脊疼痛吗？",
      "prescribed_for", "羌活胜湿汤", F, named="腰脊疼痛"),
    Q("女儿：我爸中风以后嘴角老流口水\n中医：先把把脉，看看舌苔再说。\n女儿：补阳还五汤管口角流涎吗？",
      "prescribed_for", "补阳还五汤", F, named="口角流涎"),
    Q("Q：晚上一躺下就心慌\nA：建议先查查心电图。\nQ：酸枣仁汤能治心悸不安吗？",
      "prescribed_for", "酸枣仁汤", F, named="心悸不安"),
    Q("患者：一站起来就眼前发黑，心里扑通扑通跳\n中医：舌苔白滑，像是有痰饮。\n患者：苓桂术甘汤能治目眩心悸吗？",
      "prescribed_for", "苓桂术甘汤", F, named="目眩心悸"),
    Q("妈妈：孩子大便总不成形，吃点凉的就拉\n中医：孩子舌头淡，脾胃有点虚。\n妈妈：补中益气汤能治大便稀溏吗？",
      "prescribed_for", "补中益气汤", F, named="大便稀溏"),
    Q("用户：一到秋天嗓子干得发疼，咳嗽痰少还粘喉咙\n助手：秋燥咳嗽注意多喝水。\n用户：贝母瓜蒌汤能治咽喉干燥哽痛吗？",
      "prescribed_for", "贝母瓜蒌汤", F, named="咽喉干燥哽痛"),
    # formula_has_alias
    Q("学生：儿科古籍里看到慢脾风，说的是小儿久病之后的\n老师：它在书里也当方名用。\n学生：慢脾风这个方子还有别的名字吗？",
      "formula_has_alias", "慢脾风", F),
    Q("顾客：方子上写着琥珀利气丸，药房说没这个药\n药师：可能登记的是别的名字。\n顾客：这个丸药还有什么别称？",
      "formula_has_alias", "琥珀利气丸", F),
    Q("学生：翻《外台秘要》看到菝葜八味汤\n同学：菝葜这两个字怎么读？\n学生：菝葜八味汤是不是也叫菝葜汤？",
      "formula_has_alias", "菝葜八味汤", F, named="菝葜汤"),
    Q("用户：老方子上写着菝葜饮，药店查不到\n助手：古方常常有好几个名字。\n用户：菝葜饮是哪个方子的别名？",
      "formula_has_alias", "菝葜饮", AL),
    Q("学生：看到一个方子叫麻黄调心泄热汤，名字好长\n同学：是不是还有简单点的叫法？\n学生：麻黄调心泄热汤还有什么别名？",
      "formula_has_alias", "麻黄调心泄热汤", F),
    # check_for_disease
    Q("问：体检单上血清谷丙转氨酶检查偏高，68\n答：转氨酶轻度升高原因很多，熬夜喝酒都会。\n问：这个检查一般是用来查哪些病的？",
      "check_for_disease", "血清谷丙转氨酶检查", C),
    Q("家属：孩子前两天感冒，今天说胸闷、喘不上气，走几步就累\n医生：先做个心电图，再抽血查血清肌钙蛋白I（TnI）和肌钙蛋白T（TnT）。\n家属：抽完血多久出结果？\n护士：一个小时左右。\n家属：这个检查是查心肌炎的吗？",
      "check_for_disease", "血清肌钙蛋白I（TnI）和肌钙蛋白T（TnT）", C, named="心肌炎"),
    Q("患者：眼睛黑眼珠上长了个白点，医生说要做角膜病灶刮片\n医生：刮一点送化验，看看是什么菌。\n患者：这个检查能查出哪些病？",
      "check_for_disease", "角膜病灶刮片", C),
    Q("妈妈：孩子一天喝好几大瓶水，尿也特别多\n医生：先做个血浆渗量检查。\n妈妈：做这个是为了看是不是尿崩症吗？",
      "check_for_disease", "血浆渗量检查", C, named="尿崩症"),
    Q("患者：腿上老起风团，医生开了个血清总补体\n医生：结果出来再来复诊。\n患者：这项是查什么病的？",
      "check_for_disease", "血清总补体", C),
    Q("用户：孩子脸色发白，医院做了血液分析仪检查\n助手：可以把报告上的血红蛋白数值发来看看。\n用户：血液分析仪检查能查出缺铁性贫血吗？",
      "check_for_disease", "血液分析仪检查", C, named="缺铁性贫血"),
    Q("患者：关节疼，化验单上多了一项血沉方程K值检查\n医生：这个是对血沉做的校正。\n患者：这个主要用来诊断哪些病？",
      "check_for_disease", "血沉方程K值检查", C),
    # check_for_symptom
    Q("用户：指甲上有一道道横沟，还容易裂\n助手：指甲改变可能跟营养或者全身疾病有关。\n用户：医生开了身体器官功能与营养检查，这是针对指甲营养障碍的吗？",
      "check_for_symptom", "身体器官功能与营养检查", C, named="指甲营养障碍"),
    Q("患者：最近看东西模糊，眼睛还老磨\n医生：先做个角膜检查。\n患者：这个检查一般是有哪些症状才要做？",
      "check_for_symptom", "角膜检查", C),
    Q("家属：我爸从楼梯上摔下来，两条腿没什么知觉\n医生：先做个触觉检查再说。\n家属：这个检查主要是针对哪些情况做的？",
      "check_for_symptom", "触觉检查", C),
    Q("用户：体重一直往上涨，医生加查了血清胆固醇酯\n助手：血脂相关的指标要空腹抽血。\n用户：查血清胆固醇酯跟肥胖症有关吗？",
      "check_for_symptom", "血清胆固醇酯", C, named="肥胖症"),
    Q("妈妈：孩子最近老说腿没劲，医生开了血清醛缩酶（ALD）\n医生：另外还要查个肌酶谱。\n妈妈：这项一般是出现哪些症状时才查？",
      "check_for_symptom", "血清醛缩酶（ALD）", C),
    Q("用户：血常规里有个血小板压积（PCT）偏低\n助手：要结合血小板计数一起看。\n用户：血小板压积（PCT）低是不是提示血小板减少症？",
      "check_for_symptom", "血小板压积（PCT）", C, named="血小板减少症"),
    # performed_by
    Q("[上一轮] 孩子睡觉时突然抽了一下，医生让做脑电图检查\n[上一轮] 检查前一晚可以让孩子少睡一点，更容易记录到异常。\n[本轮] 这个检查要到哪个科室去做？",
      "performed_by", "脑电图检查", C),
    Q("单子上写着EEG，不知道去哪做\n——EEG就是脑电图。\n——那EEG是在神经科做吗？",
      "performed_by", "脑电图检查", C, mention="EEG", named="神经科"),
    Q("用户：约了无痛胃镜检查，前一天要空腹吗\n助手：一般需要禁食8小时，禁水2小时。\n用户：无痛胃镜检查是在消化科做吧？",
      "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("患者：医生让我做静脉肾盂排泄造影，要打造影剂\n医生：先查一下肾功能和过敏史。\n患者：这个是在哪个科室做？",
      "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # check_has_alias
    Q("用户：医生建议我做超声内镜检查，看看胃里的肿物\n助手：它可以看清病变在胃壁的哪一层。\n用户：超声内镜检查的英文缩写是什么？报告上可能写的是字母",
      "check_has_alias", "超声内镜检查", C),
    Q("预约单上有一项EUS\n家属：要抽血吗？\n我：EUS是哪个检查的简称？",
      "check_has_alias", "EUS", AL),
    Q("用户：孩子要转院，带着脑电图检查的报告\n助手：转院时带上原始报告和光盘。\n用户：脑电图检查在报告上还可能写成什么别的名字？",
      "check_has_alias", "脑电图检查", C),
    Q("患者：泌尿外科开了静脉尿路造影检查\n护士：检查前一天晚上要吃泻药。\n患者：这个检查还有别的叫法吗？",
      "check_has_alias", "静脉尿路造影检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day68"))
