"""Writes `medical_everyday_72.jsonl`, a seventy-second hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is put as a supposition or a condition: the asker imagines a
situation - their own, a relative's, one they fear or are planning for - and asks what follows, or asks on condition of
something, and the record sits inside the supposition or in the question after it (要是体检查出ADH分泌过多综合征，人会不会老是犯困嗜睡？,
万一眼科说我是丝状角膜病变，眼睛里老有异物感算不算它的症状, 以后想去修复牙釉质的话，是不是挂口腔科就行, 如果家里只有万佶，孩子得了百日咳能不能吃,
要是买不到原来的降糖药，换成齐致平的话，里面有没有格列齐特, 等我去日本交换，到时候能不能在那边看到入药的凌霄花, 哪怕只是一度房室传导阻滞，会不会是迷走神经张力增高引起的,
就算没输过血，也会得乙型肝炎抗原血症吗？它到底是什么引起的). Some stack two conditions (要是天生有冠状动脉异常起源主动脉，而且平时爱剧烈运动的话，会不会猝死？,
如果我爸做完手术肚子胀、一直不排气，医生说是动力性肠梗阻，而且暂时不用开刀的话，吃西沙必利片有用吗) and two put the question first and the supposition after
(做个超声心动图能查出冠状动脉瘤吗？如果医生怀疑是这个的话, III度腭裂在疾病分类里属于什么病？如果孩子是这种情况的话). The askers are patients, sons and
daughters, wives and sisters, expectant and new parents (等我生完孩子，万一得了产后腹痛…, 如果我是乙肝妈妈，宝宝一出生医生就要给打上生甘迪，…), travellers and people
moving abroad (北美洲, 西欧, 澳大利亚, 南亚, 朝鲜, 日本, a farm placement in 内蒙古, a hike in 湘西), herb users and buyers, pharmacy customers and a
nursing student (等我毕业当了护士，作为医疗保健工作人员是不是更容易得乙型肝炎); a few name another record of the network in passing - a disease already
had, a drug or a department already met (心梗, 中耳炎, HIV, 乙肝, 乳腺癌, 骨转移, 肺纤维化, 脑梗, 心绞痛, 贫血, 梅毒) - and the record asked about stays
clear. By a mechanical count of the supposing words: 要是 in 69 questions, 如果 45, 万一 37, 假如 33, 假设 15, 倘若 5, 设想一下 2, 就算 1, 哪怕 1, 等我 or
等宝宝 7, 到时候 3, 以后万一 2, …的话 17 and 而且 3 (two conditions stacked); every question carries one of them. 8 carry 医生说, 8 查出,
6 确诊 and 6 诊断. The questions run from 17 to 65 characters: 31 of 20 or fewer, 77 of 21 to 25, 59 of 26 to 30, 23 of 31 to
35, 9 of 36 to 40, 7 of 41 to 50 and 4 of 51 to 65 (the longest tell the situation first: 我姐生头胎时血压飙得很高，…, 我今年才三十二岁，月经已经半年多没来了，…).
208 carry a full-width comma and are tagged `context`; 9 carry a question mark; 10 carry 呢, 啊 or 呀 (呢 6, 啊 2, 呀 2); 5 are
tagged `verbatim` (不良反应, 药品分类 twice and 功效 twice, in the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the first tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 71 and the three alias
sets) contains and that none of them uses as an entity or a mention; the forty-third, fifty-third and sixty-third sets
drew from the first tenth too, and this one takes only what they and every other set left. Twenty-one relation types
still have such records in the window, and every question of them asks about one (has_symptom, designated_to, checks,
has_complication, shown_on, has_alias, caused_by, common_in, treated_with, is_subtype_of, the five drug types but
drug_has_alias, the four material types, check_for_disease and check_for_symptom; 朝天罐根, asked for what it stands for,
is the alias of 仰天钟根, a window record of material_has_alias left by every other set). has_complication has 119 window
sources and 23 left, six of them asked; treated_with 192 and 31 left; material_has_alias 167 and 41 left; has_alias 184 and
six left (II型免疫母细胞性淋巴腺病, Whipple病, 中叶综合征, 儿童肺出血—肾炎综合征, 儿童肾淀粉样变性, 先天性眼球震颤), all six asked, whose aliases
earlier questions all use: Whipple病 is asked whether it is 惠普尔病, the other five for their other names in new words. The other
fourteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names (假性肠梗阻 →
  西沙必利片, 丘疹性荨麻疹 → 盐酸赛庚啶片, 会厌炎 → 注射用氨苄西林钠舒巴坦钠, 出血热 → 注射用重组人干扰素α1b, 健忘症 → 鹿茸精注射液, Q热 → 盐酸多西环素肠溶胶囊;
  西沙必利片 is an earlier question's entity, named there by a trade name), the first five named by aliases no earlier question
  uses (动力性肠梗阻, 丘疹样荨麻疹, 急性声门上喉炎, 肾综合征出血热, 记忆缺失). 乳腺囊性增生病, first asked here by 乳房小叶增生, is the third alias
  set's record and was replaced by 假性肠梗阻 before the set ever ran.
- has_risk_factor has 18 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, two of them in the asker's words (B族链球菌感染 ← 产妇年龄不满20岁 as 生孩子的时候还不满20岁, HELLP综合征 ← 既往出现先兆子痫 as
  上一胎出现过先兆子痫, 乙型肝炎 ← 医疗保健工作人员, 偏头痛 ← 睡眠干扰, 产后抑郁症 ← 睡眠剥夺, 中耳炎 ← 没有母乳喂养).
- None of the four window sources of prevalent_in (IgA肾病, 乙型肝炎, 乳腺癌, 伤寒病) has a neighbour no earlier question names, and
  every one of their neighbours is an earlier question's entity, so no question asks from the target end: three questions
  name one no earlier question about that record names (乳腺癌 → 北美洲 and 西欧, IgA肾病 → 澳大利亚), and 乙型肝炎 and 伤寒病 are asked in new
  words.
- Of the five window sources of metastasizes_to (乳腺癌, 内膜癌, 前列腺癌, 右侧输尿管结石, 喉癌) only 内膜癌 has a neighbour no question names word for
  word, 淋巴结（盆腔、腹主动脉旁或腹股沟淋巴结）转移, named here in other words (盆腔、腹主动脉旁或者腹股沟的淋巴结); the other four each name one no earlier
  question about that record names (乳腺癌 → 卵巢, 前列腺癌 → 骨, 喉癌 → 颈部淋巴结, 右侧输尿管结石 → 阴囊).
- The three window sources of invades (人类免疫缺陷病毒[HIV]病, 口咽癌, 呼吸道白喉) have no neighbour left: 口咽癌 names 咽肌 and 颈部淋巴结,
  which no earlier question about it names, and 人类免疫缺陷病毒[HIV]病 and 呼吸道白喉 are asked in new words. No question asks from the
  target end: the body parts the three lead to are earlier questions' entities or in their text.
- Of the 30 window sources of related_disease, six questions each name a neighbour no earlier question names (B族链球菌感染 ↔
  皮肤和软组织感染, HELLP综合征 ↔ 肝功能障碍, 乙型肝炎 ↔ 荨麻疹样皮疹, 人类免疫缺陷病毒[HIV]病 ↔ 耶氏肺孢子菌肺炎, 偏头痛 ↔ 局灶性缺血, 产后抑郁症 ↔
  母婴儿互动联结受损); so do six of the 12 of differential_diagnosis (HELLP综合征 ↔ 急性溶血性贫血, 乙型肝炎 ↔ 转移性肝肿瘤, 人类免疫缺陷病毒[HIV]病 ↔
  巨细胞病毒感染症, 偏头痛 ↔ 阵发性紧张性头痛, 儿童期哮喘 ↔ 迁延性细菌性支气管炎, 初发性或维持性睡眠障碍［失眠症］ ↔ 周期性肢体运动障碍; 巨细胞病毒感染症 is an
  earlier question's entity, never named in its text).
- The window of drug_has_alias holds seven drugs (丙泊酚中/长链脂肪乳注射液, 倍他米松乳膏, 利伐沙班片, 匹伐他汀钙片, 双扑伪麻分散片, 坤顺丸, 复方地舍平片) with one
  alias each, all of them names earlier questions use: 丙泊酚中/长链脂肪乳注射液 is asked whether it is also called 竟安 and 复方地舍平片 whether
  it is 降压乐 (neither named by an earlier question about these drugs), 匹伐他汀钙片 and 坤顺丸 are asked in new words, and one question asks
  what 倍松 (倍他米松乳膏's alias, an earlier set's name) stands for.
- None of the seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier question
  about that formula names, five of them ones the network writes with 等, written the way people write them, without the 等
  (八仙斑龙胶 → 怀生地黄等, 八仙妙应丹 → 木香等, 八减丸 → 旋复花等, 八反丸 → 归身等, 八公和阳汤 → 白术等), and 健脾资生丸 → 山楂肉; 怀生地黄, 旋复花 and 山楂肉 are
  in no earlier question's text, 木香, 归身 and 白术 come up in earlier questions about other records. Six of the 30 window formulas
  of formula_has_efficacy are asked whether they have an efficacy no earlier question names (不换金正气散 → 止吐泻, 九味羌活汤 → 兼清里热, 五积散 →
  散寒祛湿, 八儿不汤 → 补中下气, 八厘丸 → 消瘀散毒, 八反丸 → 健脾土), and six of the 34 of prescribed_for whether they treat a disease no earlier
  question names (一贯煎 → 吞酸吐苦, 丁沉透膈丸 → 胃脘疼痛, 二妙散 → 两足痿软 as 两只脚痿软, 五皮散 → 以及妊娠水肿 as 妊娠水肿, 七宝美髯丹 → 梦遗滑精,
  八味厚朴丸 → 肌瘦少力, the last named by its alias 厚朴丸, an earlier set's name).
- formula_has_alias has 29 sources and its window two (八味厚朴丸, 八味地黄丸): 八味地黄丸 is asked whether 加味地黄丸 is it and 八味厚朴丸 whether it is
  also called 厚朴煎 (neither named by an earlier question about these formulas), 八味地黄丸 is asked again in new words, one question
  asks what 知母汤 (the alias of 八味知母汤, the third in key order, an earlier set's name) stands for, and 八味茴香丸 (the fourth) is
  asked in new words.
- performed_by has six sources and its window none, as for the thirty-third, forty-third, fifty-third and sixty-third sets:
  its questions take the first three records in key order (宫腔镜检查 in new words, 心血管造影检查 whether it is done in 心血管科,
  新生儿疾病筛查检查 named by its alias newborn screening, earlier sets' mention) and one asks from the target end (妇产科, where
  宫腔镜检查 is done; an earlier question's entity, asked here in other words).
- check_has_alias has seven sources and its window none: the first record (心电图检查) is asked in new words, the second
  (快速血浆反应素试验) in new words and by what RPR stands for, and the third (新生儿疾病筛查检查) whether it is also called 新生儿筛查.
Some records are asked under two relation types or more: 乙型肝炎 four times (has_risk_factor, prevalent_in, related_disease,
differential_diagnosis), HELLP综合征, 偏头痛 and 人类免疫缺陷病毒[HIV]病 three times, 乳腺癌 three times (prevalent_in twice,
metastasizes_to), and B族链球菌感染, 产后抑郁症, 八反丸, 八味厚朴丸, 八味地黄丸, 口咽癌 and 新生儿疾病筛查检查 twice. 复方地舍平片, 八味厚朴丸, 八味茴香丸,
新生儿疾病筛查检查, 倍松 and 知母汤 (records and aliases of used-up windows) and the names 厚朴丸 and newborn screening are the only entities and
names here that the first alias set uses too; no question uses an entity or a mention of the second or third alias set.

128 questions name the one neighbour they ask about, most of them naming two records (ADH分泌过多综合征 → 嗜睡, 三尖瓣关闭不全 → 水肿, 丝状角膜病变 →
异物感, HIV相关呼吸道感染 → 呼吸内科, 修复牙釉质 → 口腔科, 偻附 → 骨科, 儿童松果体区肿瘤 → MRI检查, 儿童慢性肾小球肾炎 → 肾活检, 冠状动脉瘤 → 超声心动图,
先天性喉裂 → 肺炎, 主动脉肠道瘘 → 败血症, 伴有虹膜睫状体炎的继发性青光眼 → 白内障, 冠状动脉异常起源主动脉 → 猝死, 乳房丝虫病 → 乳房, 先天性桡骨缺如 → 前臂,
tourette综合征 → 遗传因素, 一度房室传导阻滞 → 迷走神经张力增高, 伤寒与副伤寒 → 伤寒杆菌和副伤寒杆菌, 主动脉瓣关闭不全 → 男性 (as 男的), 传染性淋巴细胞增多症 →
儿童 (as 小孩子), 主动脉瓣狭窄 → 瓣膜置换治疗, 儿童生殖细胞瘤 → 试验性放疗, 免疫缺陷性肺炎 → 免疫治疗, 儿童急性胆囊炎与胆管炎 → 非手术疗法, Mirrizi综合征 → 胆石症,
下咽后壁恶性肿瘤 → 下咽癌, 辅舒酮 → 哮喘, 邦罗力 → 高钙血症, 万佶 → 百日咳, 达芬蓉 → 痤疮, 施图伦 → 疲劳, 依诺沙星注射液 → 前列腺炎, 甘舒霖30R → 低血糖症,
克廷肤 → 口周皮炎, 巨力新 → 嗜睡 (as 老想睡觉), 安科恒益 → 皮肤潮红, 赛博利 → 紫癜, 瑞源 → 克拉霉素, 齐致平 → 格列齐特, 佳利克 → 合成抗菌药, 依伦定 → 促凝血药,
如苏美 → 芳香化酶抑制剂, 艾本 → 双磷酸盐, 谷安枢 → 脑代谢功能促进剂, 山荷叶 → 风寒咳嗽, 兔肝 → 目翳, 宽棱针层孔菌 → 贫血, 东紫堇 → 痛经, 倒挂草 → 蜈蚣咬伤,
松杨木皮 → 痢疾, 马羊草 → 便血, 五爪金龙花 → 止咳除蒸, 兔耳子草 → 疏风清热, 倒根野苏 → 健胃消食, 八节毛 → 渤海, 东北玉簪 → 朝鲜, 凌霄花 → 日本, 大叶沿阶草 → 云南,
一皮草 → 小肺筋, 三棱草 → 青竹标, 八角枫叶 → 大风药叶, CT血管成像 → 动脉瘤, SW阴茎超声血流检测 → 早泄, 乳腺导管内窥镜 → 乳管内乳头状瘤, 促黄体生成素LH →
卵巢早衰, β血小板球蛋白和血小板第4因子检查 → 鼻出血 (as 流鼻血), 二氧化碳总量（TCO2）检查 → 腹胀 (as 肚子胀), 亚健康人群体检 → 疲劳, 上消化道内窥镜检查 → 便血
(as 大便带血), and the neighbours above), 60 of them a name no earlier question contains; sixteen say the neighbour in other
words than its name (the ones marked "as" here and above, and the five ingredients said without 等). Five are asked from
the relation's target end: 妇产科 (above) and four asking what an alias stands for (below).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (5: 动力性肠梗阻, 丘疹样荨麻疹, 急性声门上喉炎, 肾综合征出血热, 记忆缺失, none an earlier question's name); drug trade names (33, below);
medicinal material aliases (12: 山荷叶, 宽棱针层孔菌, 松杨木皮, 马羊草, 花叶空心草, 小边麻, 酸醋溜, 麻辣子, 大叶沿阶草, 白山拳参, 三棱草, 竹节香附, none an
earlier question's name); a formula alias (1: 厚朴丸, an earlier set's name); a check alias (1: newborn screening, earlier sets'
mention). Each of these names is listed by that one instance only. Four more ask what an alias stands for (倍松, 朝天罐根, 知母汤,
RPR: drug, material, formula and check aliases; 朝天罐根 is new, the others earlier sets' names, asked here in other words):
their gold is the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the
fourth set's check) makes sure every alias a question names its entity by is one the network records for that very
instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (辅舒酮, 拉司太特, 邦罗力, 万佶, 达芬蓉, 施图伦, 甘舒霖30R, 克廷肤, 捷平, 阿思欣泰, 巨力新, 安科恒益, 赛博利, 天泉乐欣, 劳麦纳, 瑞源, 捷可沙, 康赛宁, 齐致平,
华兰破免, 欣诺邦盛, 劲截纾, 佳利克, 依伦定, 盖尔青, 如苏美, 福尔利, 阿法多芬, 维加特Ofev, 艾本, 安普莱士, 上生甘迪, 谷安枢), none of them a name an earlier question
carries, and all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is
the standard record (丙酸氟替卡松吸入气雾剂, 依托泊苷胶囊, 伊班膦酸注射液, 乙酰吉他霉素胶囊, 克林霉素磷酸酯溶液, 七叶洋地黄双苷滴眼液, 30/70混合重组人胰岛素注射液,
丙酸氟替卡松乳膏, 乌拉地尔氯化钠注射液, 乙酰半胱氨酸注射液, 二氟尼柳胶囊, 五维他口服溶液, 低分子肝素钙注射液, 18种氨基酸注射液, 乌拉地尔注射液, 乳糖酸克拉霉素胶囊, 乳酸氟罗沙星片,
A群链球菌制剂, 二甲双胍格列齐特片, 人破伤风免疫球蛋白注射液, 丹参酮IIA磺酸钠注射液, 乙酰谷酰胺氯化钠注射液, 乳酸加替沙星氯化钠注射液, 二乙酰氨乙酸乙二胺氯化钠注射液, 亚叶酸钙片,
依西美坦胶囊, 依托咪酯脂肪乳注射液, 二乙酰氨乙酸乙二胺注射液, 乙磺酸尼达尼布软胶囊, 伊班膦酸钠注射液, 人血白蛋白注射液, 人乙型肝炎免疫球蛋白, 乙酰谷酰胺注射液), the mention is
the trade name and the line is tagged `alias`, because whoever imagines being handed the box or the prescription asks about
the medicine, and the standard record is the one that names it, holds its class and lists the trade name. The
thirty-fourth drug question of the five drug types names 依诺沙星注射液 by its name. is_a_level3 questions ask a drug's class by
its use (按用途, 按作用分, 从用途上说, 按用途分, or a use class: 合成抗菌药, 促凝血药, 芳香化酶抑制剂) and belongs_to questions by 药品分类, 药品目录, what
the pharmacy files it under or a product class (双磷酸盐, 脑代谢功能促进剂), so that a reader can tell the two apart.

Other names the network holds under two records:
- None of the four names asked for what they stand for is a record of another type; newborn screening, by which a
  performed_by question names 新生儿疾病筛查检查, is an alias only. The 33 trade names are drug records of their own (above).
- Some named neighbours are records of other types too: 异物感, 猝死, 百日咳, 口周皮炎, 皮肤潮红, 紫癜, 早泄, 便血, 乳管内乳头状瘤, 皮肤和软组织感染,
  肝功能障碍, 荨麻疹样皮疹 and 急性溶血性贫血 are diseases and symptoms both, 嗜睡, 肺炎, 败血症, 白内障, 胆石症, 哮喘, 疲劳, 前列腺炎, 动脉瘤, 卵巢早衰 and
  巨细胞病毒感染症 causes besides, 遗传因素 and 迷走神经张力增高 symptoms besides causes, 呼吸内科 a population besides a department, 口腔科 a disease
  besides a department, MRI检查 a symptom besides a check, 骨 and 阴囊 symptoms besides body parts, 惠普尔病, 大风药叶 and 新生儿筛查 records
  besides aliases, 痤疮 and 鼻出血 aliases besides diseases and symptoms, 克拉霉素 a drug besides an ingredient, 芳香化酶抑制剂 and 双磷酸盐
  drugs besides classes, 疏风清热 and 健胃消食 product classes besides efficacies, and 水肿, 骨科, 男性, 儿童, 高钙血症, 低血糖症, 贫血, 痛经, 痢疾 and
  腹胀 records of three types or more.
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 三尖瓣关闭不全, 丘疹性荨麻疹, 产后抑郁症 (two questions), 乳管内乳头状瘤, 主动脉瓣关闭不全 and IgA肾病, and the check 心电图检查; a cause record:
  Q热, B族链球菌感染 (two), 伤寒病 and 人类免疫缺陷病毒[HIV]病 (three); both: 乙型肝炎 (four), 偏头痛 (three), 主动脉瓣狭窄, 喉癌 and
  初发性或维持性睡眠障碍［失眠症］; a cause, a population and a symptom record: 乳腺癌 (three) and 前列腺癌; a cause, a check and a symptom record:
  中耳炎; a cause, a check, a symptom and a therapy record: 乳腺错构瘤; an alias record: 假性肠梗阻 and the material 八节毛; an alias and a
  symptom record: 健忘症; an ingredient record: the materials 三棵针, 凌霄花, 丁公藤 and 两头尖; a disease record: the check 心血管造影检查), and the
  wording says which is meant (这个病, 这种病, 得…的风险, 更容易得, 染上, 确诊, 查出, 医生说是, 病历上写着, 复发, 晚期, 入药的, 这味药, 泡酒, 做…检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_72.py    # rewrites bench/sets/medical_everyday_72.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DEP, DR, F, M, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_72.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("要是体检查出ADH分泌过多综合征，人会不会老是犯困嗜睡？", "has_symptom", "ADH分泌过多综合征", D, named="嗜睡"),
    Q("假如宝宝被确诊Alagille综合征，一般会出现哪些症状", "has_symptom", "Alagille综合征", D),
    Q("如果心超报告写的是三尖瓣关闭不全这个病，腿会不会跟着水肿", "has_symptom", "三尖瓣关闭不全", D, named="水肿"),
    Q("万一眼科说我是丝状角膜病变，眼睛里老有异物感算不算它的症状", "has_symptom", "丝状角膜病变", D,
      named="异物感"),
    Q("设想一下，我爸心梗刚抢救过来，要是接着又出现乳头肌断裂，病人身上会有哪些症状表现啊", "has_symptom", "乳头肌断裂", D),
    Q("新生儿要是有先天性喉蹼的话，出生后会表现出什么样子呢", "has_symptom", "先天性喉蹼", D),
    Q("等我生完孩子，万一得了产后腹痛，除了肚子疼还会有哪些症状", "has_symptom", "产后腹痛", D),
    # designated_to
    Q("我是HIV感染者，要是以后得了HIV相关呼吸道感染，是不是该挂呼吸内科？", "designated_to", "HIV相关呼吸道感染", D,
      named="呼吸内科"),
    Q("我儿子中耳炎反反复复快一年了，耳朵后面还肿过一次，假如以后没治好，变成了乙状窦血栓性静脉炎，该去医院哪个科看", "designated_to", "乙状窦血栓性静脉炎", D),
    Q("哺乳期要是长了乳发，去医院挂哪个科比较对", "designated_to", "乳发", D),
    Q("以后想去修复牙釉质的话，是不是挂口腔科就行", "designated_to", "修复牙釉质", D, named="口腔科"),
    Q("坐月子的时候万一喘得厉害，医生说是产后喘促，到时候该挂什么科", "designated_to", "产后喘促", D),
    Q("要是老人家背越来越驼，被诊断成偻附，是去骨科看吗", "designated_to", "偻附", D, named="骨科"),
    Q("如果B超发现的是乳腺良性肿瘤，到医院应该找哪个科室", "designated_to", "乳腺良性肿瘤", D),
    # checks
    Q("如果怀疑新生儿有B链球菌群感染，一般要做哪些检查", "checks", "B链球菌群感染", D),
    Q("要是心脏杂音查出来是主动脉瓣狭窄合并关闭不全，还要做哪些检查确认", "checks", "主动脉瓣狭窄合并关闭不全", D),
    Q("孩子万一是儿童松果体区肿瘤，是不是得做MRI检查？", "checks", "儿童松果体区肿瘤", D, named="MRI检查"),
    Q("假如宝宝呼吸有响声，怀疑先天性声门下狭窄，要做什么检查", "checks", "先天性声门下狭窄", D),
    Q("要是孩子查出儿童慢性肾小球肾炎，医生会不会让做肾活检", "checks", "儿童慢性肾小球肾炎", D, named="肾活检"),
    Q("倘若孩子学走路以后小腿往前弯得厉害，医生怀疑是先天性胫骨假关节的话，一般要做哪些检查才能确诊", "checks", "先天性胫骨假关节", D),
    Q("做个超声心动图能查出冠状动脉瘤吗？如果医生怀疑是这个的话", "checks", "冠状动脉瘤", D, named="超声心动图"),
    # has_complication
    Q("宝宝要是有先天性喉裂，以后会不会反复得肺炎", "has_complication", "先天性喉裂", D, named="肺炎"),
    Q("万一做完主动脉手术出现主动脉肠道瘘，会不会并发败血症", "has_complication", "主动脉肠道瘘", D, named="败血症"),
    Q("假如得的是伴有虹膜睫状体炎的继发性青光眼，以后会不会连带出白内障", "has_complication",
      "伴有虹膜睫状体炎的继发性青光眼", D, named="白内障"),
    Q("孩子如果确诊儿童抗磷脂综合征，以后可能会引起哪些别的病", "has_complication", "儿童抗磷脂综合征", D),
    Q("要是天生有冠状动脉异常起源主动脉，而且平时爱剧烈运动的话，会不会猝死？", "has_complication",
      "冠状动脉异常起源主动脉", D, named="猝死"),
    Q("假设内隐斜一直不矫正，时间长了会带来哪些问题", "has_complication", "内隐斜", D),
    # cures
    Q("如果我爸做完手术肚子胀、一直不排气，医生说是动力性肠梗阻，而且暂时不用开刀的话，吃西沙必利片有用吗", "cures", "假性肠梗阻", D,
      mention="动力性肠梗阻", named="西沙必利片"),
    Q("孩子被蚊子咬后起了丘疹样荨麻疹，要是给他吃盐酸赛庚啶片能好吗", "cures", "丘疹性荨麻疹", D,
      mention="丘疹样荨麻疹", named="盐酸赛庚啶片"),
    Q("万一喉咙肿起来是急性声门上喉炎，能不能用注射用氨苄西林钠舒巴坦钠治", "cures", "会厌炎", D,
      mention="急性声门上喉炎", named="注射用氨苄西林钠舒巴坦钠"),
    Q("假如在疫区得了肾综合征出血热，注射用重组人干扰素α1b能用来治吗", "cures", "出血热", D,
      mention="肾综合征出血热", named="注射用重组人干扰素α1b"),
    Q("我爸要是真有记忆缺失的毛病，打鹿茸精注射液会不会管用", "cures", "健忘症", D, mention="记忆缺失",
      named="鹿茸精注射液"),
    Q("我表弟下个月去内蒙古的牧场实习，天天要帮着接生小羊，万一染上Q热，吃盐酸多西环素肠溶胶囊能治好吗", "cures", "Q热", D, named="盐酸多西环素肠溶胶囊"),
    # shown_on
    Q("中医要是说我是下焦湿热，那问题主要出在身体哪个部位", "shown_on", "下焦湿热", D),
    Q("早产宝宝万一得了五硬，主要是身上哪些地方发硬", "shown_on", "五硬", D),
    Q("假如去热带旅游感染了乳房丝虫病，病变是长在乳房上吗", "shown_on", "乳房丝虫病", D, named="乳房"),
    Q("要是孩子天生有先天性桡骨缺如，受影响的是前臂吗", "shown_on", "先天性桡骨缺如", D, named="前臂"),
    Q("如果片子上显示中枢神经细胞瘤，这种瘤一般长在脑子的什么位置", "shown_on", "中枢神经细胞瘤", D),
    Q("万一孩子被诊断先天性颈椎齿状突畸形，具体是哪块出了问题？", "shown_on", "先天性颈椎齿状突畸形", D),
    # has_alias
    Q("如果病理报告写的是II型免疫母细胞性淋巴腺病，这个病还有别的名字吗", "has_alias", "II型免疫母细胞性淋巴腺病", D),
    Q("假如医生说是Whipple病，那是不是也可以叫惠普尔病", "has_alias", "Whipple病", D, named="惠普尔病"),
    Q("要是拍片后诊断中叶综合征，它在书上还有什么叫法", "has_alias", "中叶综合征", D),
    Q("孩子万一是儿童肺出血—肾炎综合征，外国文献里一般管它叫什么", "has_alias", "儿童肺出血—肾炎综合征", D),
    Q("倘若查出儿童肾淀粉样变性，上网查资料的话还能用哪个病名搜", "has_alias", "儿童肾淀粉样变性", D),
    Q("宝宝三个月了，我发现他的眼珠子老是左右晃，假设医生确诊是先天性眼球震颤，我想查外国的资料，它的英文病名怎么写", "has_alias", "先天性眼球震颤", D),
    # caused_by
    Q("如果孩子确诊tourette综合征，是不是遗传因素导致的", "caused_by", "tourette综合征", D, named="遗传因素"),
    Q("哪怕只是一度房室传导阻滞，会不会是迷走神经张力增高引起的", "caused_by", "一度房室传导阻滞", D,
      named="迷走神经张力增高"),
    Q("万一家里老人住院时得了不动杆菌肺炎，一般是怎么感染上的", "caused_by", "不动杆菌肺炎", D),
    Q("要是头部撞伤后出现丘脑下部损伤，这种损伤通常是怎么造成的", "caused_by", "丘脑下部损伤", D),
    Q("就算没输过血，也会得乙型肝炎抗原血症吗？它到底是什么引起的", "caused_by", "乙型肝炎抗原血症", D),
    Q("要是腿上莫名其妙出现人为脂膜炎，是什么原因造成的呢", "caused_by", "人为脂膜炎", D),
    Q("出国旅游如果得了伤寒与副伤寒，病原是不是伤寒杆菌和副伤寒杆菌", "caused_by", "伤寒与副伤寒", D,
      named="伤寒杆菌和副伤寒杆菌"),
    # has_risk_factor
    Q("要是我生孩子的时候还不满20岁，宝宝得B族链球菌感染的风险会更大吗", "has_risk_factor", "B族链球菌感染", D,
      named="产妇年龄不满20岁"),
    Q("我姐生头胎时血压飙得很高，医生说是先兆子痫，现在她又怀上了。要是上一胎出现过先兆子痫的话，这次得HELLP综合征的可能性会不会更高", "has_risk_factor", "HELLP综合征",
      D, named="既往出现先兆子痫"),
    Q("等我毕业当了护士，作为医疗保健工作人员是不是更容易得乙型肝炎", "has_risk_factor", "乙型肝炎", D,
      named="医疗保健工作人员"),
    Q("假如最近老是睡不好，这种睡眠干扰会不会诱发偏头痛", "has_risk_factor", "偏头痛", D, named="睡眠干扰"),
    Q("生完孩子要是夜里一直没法睡，长期睡眠剥夺会增加产后抑郁症的风险吗", "has_risk_factor", "产后抑郁症", D,
      named="睡眠剥夺"),
    Q("如果宝宝没有母乳喂养，是不是更容易得中耳炎", "has_risk_factor", "中耳炎", D, named="没有母乳喂养"),
    # common_in
    Q("要是乳头流出血性液体，怀疑是乳管内乳头状瘤这个病，它多发生在哪个年龄段的人身上", "common_in", "乳管内乳头状瘤", D),
    Q("假设我是男的，得主动脉瓣关闭不全这种病的几率是不是比女的高", "common_in", "主动脉瓣关闭不全", D, named="男性"),
    Q("要是摸到的是乳腺神经鞘瘤，这个病一般好发于什么年纪的人", "common_in", "乳腺神经鞘瘤", D),
    Q("幼儿园万一有孩子得了传染性淋巴细胞增多症，是不是小孩子最容易得", "common_in", "传染性淋巴细胞增多症", D,
      named="儿童"),
    Q("如果怀疑是儿童韦格纳肉芽肿病，这病到底多见于哪类人", "common_in", "儿童韦格纳肉芽肿病", D),
    Q("假如体检查出乳腺错构瘤这种病，哪些女性更容易得", "common_in", "乳腺错构瘤", D),
    # prevalent_in
    Q("如果以后移民去北美洲，那边乳腺癌的发病率是不是挺高的", "prevalent_in", "乳腺癌", D, named="北美洲"),
    Q("假如公司派我去西欧工作几年，当地得乳腺癌的人是不是比较多", "prevalent_in", "乳腺癌", D, named="西欧"),
    Q("要是以后搬到澳大利亚定居，IgA肾病这种病在那边常见吗", "prevalent_in", "IgA肾病", D, named="澳大利亚"),
    Q("万一要去外地援建好几年，乙型肝炎在哪些地区流行得比较厉害", "prevalent_in", "乙型肝炎", D),
    Q("假设暑假要去南亚背包旅行两个月，而且打算住当地民宿的话，伤寒病在哪些国家比较高发啊", "prevalent_in", "伤寒病", D),
    # treated_with
    Q("要是主动脉瓣狭窄这个病越来越重，是不是只能做瓣膜置换治疗", "treated_with", "主动脉瓣狭窄", D,
      named="瓣膜置换治疗"),
    Q("孩子如果得了儿童生殖细胞瘤，医生会不会建议先做试验性放疗", "treated_with", "儿童生殖细胞瘤", D,
      named="试验性放疗"),
    Q("假如孩子被诊断儿童狼疮性肾炎，一般都有哪些治疗办法", "treated_with", "儿童狼疮性肾炎", D),
    Q("免疫力低的人万一得了免疫缺陷性肺炎，要不要做免疫治疗", "treated_with", "免疫缺陷性肺炎", D, named="免疫治疗"),
    Q("嘴里被假牙磨破了，要是诊断为创伤性口炎该怎么治", "treated_with", "创伤性口炎", D),
    Q("倘若孩子是儿童急性胆囊炎与胆管炎，能不能先用非手术疗法", "treated_with", "儿童急性胆囊炎与胆管炎", D,
      named="非手术疗法"),
    # metastasizes_to
    Q("如果我妈是内膜癌，会不会转移到盆腔、腹主动脉旁或者腹股沟的淋巴结", "metastasizes_to", "内膜癌", D,
      named="淋巴结（盆腔、腹主动脉旁或腹股沟淋巴结）转移"),
    Q("假如乳腺癌复发了，会不会转移到卵巢", "metastasizes_to", "乳腺癌", D, named="卵巢"),
    Q("要是前列腺癌到了晚期，是不是很容易转到骨头上", "metastasizes_to", "前列腺癌", D, named="骨"),
    Q("以后万一喉癌没控制住，癌细胞会跑到颈部淋巴结吗", "metastasizes_to", "喉癌", D, named="颈部淋巴结"),
    Q("要是右侧输尿管结石发作，疼痛会不会放射到阴囊那里", "metastasizes_to", "右侧输尿管结石", D, named="阴囊"),
    # invades
    Q("如果口咽癌长大了，会不会侵犯到咽肌", "invades", "口咽癌", D, named="咽肌"),
    Q("假如口咽癌没能早点手术、继续往外长的话，脖子上的颈部淋巴结会被侵犯吗", "invades", "口咽癌", D, named="颈部淋巴结"),
    Q("万一孩子染上呼吸道白喉，除了喉咙，病菌还会侵犯到哪些黏膜", "invades", "呼吸道白喉", D),
    Q("设想一下，要是得了人类免疫缺陷病毒[HIV]病，这个病在身体里主要会侵犯哪些细胞", "invades", "人类免疫缺陷病毒[HIV]病", D),
    # is_subtype_of
    Q("III度腭裂在疾病分类里属于什么病？如果孩子是这种情况的话", "is_subtype_of", "III度腭裂", D),
    Q("要是B超提示Mirrizi综合征，这个算是胆石症的一种吗", "is_subtype_of", "Mirrizi综合征", D, named="胆石症"),
    Q("长期吃止痛药要是得了NSAIDs相关溃疡，它归在哪类病下面", "is_subtype_of", "NSAIDs相关溃疡", D),
    Q("假设鼻内镜看到的是上颌窦息肉，这个属于哪个大类的疾病", "is_subtype_of", "上颌窦息肉", D),
    Q("万一确诊下咽后壁恶性肿瘤，是不是就归到下咽癌里", "is_subtype_of", "下咽后壁恶性肿瘤", D, named="下咽癌"),
    Q("腿上的静脉曲张要是发展成下肢静脉曲张伴皮炎，它的上一级是什么病", "is_subtype_of", "下肢静脉曲张伴皮炎", D),
    # related_disease
    Q("假如宝宝得了B族链球菌感染，会不会和皮肤和软组织感染扯上关系", "related_disease", "B族链球菌感染", D,
      named="皮肤和软组织感染"),
    Q("怀孕后期万一出现HELLP综合征，是不是常伴有肝功能障碍", "related_disease", "HELLP综合征", D, named="肝功能障碍"),
    Q("要是乙型肝炎病人身上起了荨麻疹样皮疹，两者有关联吗", "related_disease", "乙型肝炎", D, named="荨麻疹样皮疹"),
    Q("如果是人类免疫缺陷病毒[HIV]病晚期，会不会跟耶氏肺孢子菌肺炎有关", "related_disease", "人类免疫缺陷病毒[HIV]病",
      D, named="耶氏肺孢子菌肺炎"),
    Q("偏头痛发作要是很频繁，跟局灶性缺血有没有关系", "related_disease", "偏头痛", D, named="局灶性缺血"),
    Q("等宝宝出生以后，我万一得了产后抑郁症，会不会出现母婴儿互动联结受损", "related_disease", "产后抑郁症", D,
      named="母婴儿互动联结受损"),
    # differential_diagnosis
    Q("如果孕妇被怀疑HELLP综合征，医生会不会还要排除急性溶血性贫血", "differential_diagnosis", "HELLP综合征", D,
      named="急性溶血性贫血"),
    Q("B超要是发现肝上有东西，乙型肝炎病人需不需要和转移性肝肿瘤鉴别", "differential_diagnosis", "乙型肝炎", D,
      named="转移性肝肿瘤"),
    Q("假设考虑是人类免疫缺陷病毒[HIV]病，要不要和巨细胞病毒感染症区分开", "differential_diagnosis",
      "人类免疫缺陷病毒[HIV]病", D, named="巨细胞病毒感染症"),
    Q("要是头一阵一阵地疼，怎么分清是偏头痛还是阵发性紧张性头痛", "differential_diagnosis", "偏头痛", D,
      named="阵发性紧张性头痛"),
    Q("孩子万一被说是儿童期哮喘，会不会其实是迁延性细菌性支气管炎", "differential_diagnosis", "儿童期哮喘", D,
      named="迁延性细菌性支气管炎"),
    Q("病历上要是写着初发性或维持性睡眠障碍［失眠症］，还需要排除周期性肢体运动障碍吗", "differential_diagnosis",
      "初发性或维持性睡眠障碍［失眠症］", D, named="周期性肢体运动障碍"),
    # indicated_for
    Q("假如孩子哮喘发作，医生开的辅舒酮是治这个的吗", "indicated_for", "丙酸氟替卡松吸入气雾剂", DR, mention="辅舒酮",
      named="哮喘"),
    Q("要是化疗方案里加了拉司太特，这药主要是治哪些病的", "indicated_for", "依托泊苷胶囊", DR, mention="拉司太特"),
    Q("万一查出高钙血症，医生说用邦罗力，它真是治这个的吗", "indicated_for", "伊班膦酸注射液", DR, mention="邦罗力",
      named="高钙血症"),
    Q("如果家里只有万佶，孩子得了百日咳能不能吃", "indicated_for", "乙酰吉他霉素胶囊", DR, mention="万佶",
      named="百日咳"),
    Q("脸上要是爆痘成了痤疮，达芬蓉能不能抹", "indicated_for", "克林霉素磷酸酯溶液", DR, mention="达芬蓉", named="痤疮"),
    Q("假设我以后天天对着电脑加班，眼睛又干又疲劳，同事推荐的施图伦滴眼液适不适合用呀", "indicated_for", "七叶洋地黄双苷滴眼液", DR,
      mention="施图伦", named="疲劳"),
    Q("要是我爸前列腺炎犯了，依诺沙星注射液能不能用来治", "indicated_for", "依诺沙星注射液", DR, named="前列腺炎"),
    # has_adverse_reaction
    Q("如果我妈以后改打甘舒霖30R，打完针要是心慌、出冷汗、手发抖，会不会就是低血糖症", "has_adverse_reaction", "30/70混合重组人胰岛素注射液", DR,
      mention="甘舒霖30R", named="低血糖症"),
    Q("脸上要是一直抹克廷肤，会不会长口周皮炎", "has_adverse_reaction", "丙酸氟替卡松乳膏", DR, mention="克廷肤",
      named="口周皮炎"),
    Q("假如住院时输了捷平，可能会出现哪些副作用", "has_adverse_reaction", "乌拉地尔氯化钠注射液", DR, mention="捷平"),
    Q("万一要用阿思欣泰，打了以后会有哪些不良反应？", "has_adverse_reaction", "乙酰半胱氨酸注射液", DR, mention="阿思欣泰"),
    Q("要是吃巨力新止疼，白天会不会老想睡觉", "has_adverse_reaction", "二氟尼柳胶囊", DR, mention="巨力新",
      named="嗜睡"),
    Q("孩子如果喝了安科恒益以后皮肤潮红，是药的副作用吗", "has_adverse_reaction", "五维他口服溶液", DR,
      mention="安科恒益", named="皮肤潮红"),
    Q("假设术后打了赛博利，身上出现紫癜的话，是它引起的吗", "has_adverse_reaction", "低分子肝素钙注射液", DR,
      mention="赛博利", named="紫癜"),
    # has_ingredient
    Q("要是我爸手术后吃不下饭、营养跟不上，医生说要输天泉乐欣，那里面都含有哪些成分", "has_ingredient", "18种氨基酸注射液", DR, mention="天泉乐欣"),
    Q("如果医生给用劳麦纳降压，这针剂的成分是什么", "has_ingredient", "乌拉地尔注射液", DR, mention="劳麦纳"),
    Q("万一我对克拉霉素过敏，瑞源里是不是含有克拉霉素", "has_ingredient", "乳糖酸克拉霉素胶囊", DR, mention="瑞源",
      named="克拉霉素"),
    Q("假如药店只剩捷可沙，我想先弄清它的主要成分是什么", "has_ingredient", "乳酸氟罗沙星片", DR, mention="捷可沙"),
    Q("要是肿瘤科给用康赛宁，这药是拿什么做成的", "has_ingredient", "A群链球菌制剂", DR, mention="康赛宁"),
    Q("要是买不到原来的降糖药，换成齐致平的话，里面有没有格列齐特", "has_ingredient", "二甲双胍格列齐特片", DR,
      mention="齐致平", named="格列齐特"),
    Q("万一被钉子扎了要打华兰破免，这一针里都有些什么", "has_ingredient", "人破伤风免疫球蛋白注射液", DR,
      mention="华兰破免"),
    # is_a_level3
    Q("如果心绞痛住院输欣诺邦盛，这个药按用途归哪一类", "is_a_level3", "丹参酮IIA磺酸钠注射液", DR, mention="欣诺邦盛"),
    Q("要是脑外伤后用劲截纾，从用途上说它属于什么药", "is_a_level3", "乙酰谷酰胺氯化钠注射液", DR, mention="劲截纾"),
    Q("假如感染了要输佳利克，它是不是合成抗菌药", "is_a_level3", "乳酸加替沙星氯化钠注射液", DR, mention="佳利克",
      named="合成抗菌药"),
    Q("手术出血万一要用依伦定，按作用分它是促凝血药吗", "is_a_level3", "二乙酰氨乙酸乙二胺氯化钠注射液", DR,
      mention="依伦定", named="促凝血药"),
    Q("要是贫血医生开了盖尔青，这药按用途算哪一类", "is_a_level3", "亚叶酸钙片", DR, mention="盖尔青"),
    Q("如果乳腺癌术后吃如苏美，它属于芳香化酶抑制剂吗", "is_a_level3", "依西美坦胶囊", DR, mention="如苏美",
      named="芳香化酶抑制剂"),
    Q("等我做手术的时候，要是麻醉用福尔利，它按用途分是什么药", "is_a_level3", "依托咪酯脂肪乳注射液", DR,
      mention="福尔利"),
    # belongs_to
    Q("假如手术后止血用阿法多芬，它在药品分类里属于哪一类", "belongs_to", "二乙酰氨乙酸乙二胺注射液", DR,
      mention="阿法多芬"),
    Q("如果肺纤维化要吃维加特Ofev，药店会把它归到哪个类别", "belongs_to", "乙磺酸尼达尼布软胶囊", DR,
      mention="维加特Ofev"),
    Q("要是骨转移疼得厉害用艾本，它是不是双磷酸盐类的药", "belongs_to", "伊班膦酸钠注射液", DR, mention="艾本",
      named="双磷酸盐"),
    Q("万一需要输安普莱士，它在药品目录里算哪一类", "belongs_to", "人血白蛋白注射液", DR, mention="安普莱士"),
    Q("如果我是乙肝妈妈，宝宝一出生医生就要给打上生甘迪，这个在药品分类上属于哪一类呀", "belongs_to", "人乙型肝炎免疫球蛋白", DR,
      mention="上生甘迪"),
    Q("假设脑梗后用谷安枢，它是不是脑代谢功能促进剂这一类", "belongs_to", "乙酰谷酰胺注射液", DR, mention="谷安枢",
      named="脑代谢功能促进剂"),
    # drug_has_alias
    Q("要是做无痛胃镜用的是丙泊酚中/长链脂肪乳注射液，它是不是也叫竟安", "drug_has_alias", "丙泊酚中/长链脂肪乳注射液",
      DR, named="竟安"),
    Q("如果外婆的药盒上印着复方地舍平片，她嘴里一直念叨的降压乐是不是就是它", "drug_has_alias", "复方地舍平片", DR,
      named="降压乐"),
    Q("假如在药店报匹伐他汀钙片店员听不懂，它还有什么叫法", "drug_has_alias", "匹伐他汀钙片", DR),
    Q("要是网上搜不到坤顺丸，它还有别的名字可以搜吗", "drug_has_alias", "坤顺丸", DR),
    Q("如果处方上只写了倍松，它是哪个药的别名", "drug_has_alias", "倍松", AL),
    # mainly_treats
    Q("要是冬天受了凉，风寒咳嗽一直好不了，奶奶晒的山荷叶能拿来治吗", "mainly_treats", "一碗水", M, mention="山荷叶", named="风寒咳嗽"),
    Q("假如眼睛长了目翳，老人说吃兔肝能治，这是真的呢还是偏方", "mainly_treats", "兔肝", M, named="目翳"),
    Q("如果标签上写的是宽棱针层孔菌，能用来治贫血吗", "mainly_treats", "剑皮树菌", M, mention="宽棱针层孔菌",
      named="贫血"),
    Q("万一哪天来月经疼得直不起腰，家里只有晒干的东紫堇，拿它煮水能治痛经吗", "mainly_treats", "东紫堇", M, named="痛经"),
    Q("我们暑假要去湘西山里徒步露营好几天，带队的说那里蜈蚣多，要是被蜈蚣咬伤了，路边的倒挂草能拿来治吗", "mainly_treats", "倒挂草", M, named="蜈蚣咬伤"),
    Q("假设拉肚子成了痢疾，松杨木皮煮水管用吗", "mainly_treats", "丁榔皮", M, mention="松杨木皮", named="痢疾"),
    Q("如果大便带血，老家说的马羊草能治便血吗", "mainly_treats", "五色草", M, mention="马羊草", named="便血"),
    # has_efficacy
    Q("要是久咳还低烧，五爪金龙花是不是有止咳除蒸的功效", "has_efficacy", "五爪金龙花", M, named="止咳除蒸"),
    Q("如果买到的是花叶空心草，它有哪些功效", "has_efficacy", "假木通", M, mention="花叶空心草"),
    Q("假如得了风热感冒，兔耳子草能不能疏风清热", "has_efficacy", "兔耳子草", M, named="疏风清热"),
    Q("万一跟着爬山队在西南的山上采到小边麻，这味药有什么作用", "has_efficacy", "到老嫩", M, mention="小边麻"),
    Q("吃撑了的话，倒根野苏有没有健胃消食的作用", "has_efficacy", "倒根野苏", M, named="健胃消食"),
    Q("要是草药铺卖的是酸醋溜，泡水喝有什么好处", "has_efficacy", "三棵针", M, mention="酸醋溜"),
    # distributed_in
    Q("如果暑假去渤海边赶海，能找到八节毛吗", "distributed_in", "八节毛", M, named="渤海"),
    Q("假如想上山采一文钱这味药，一般要去哪些地方找", "distributed_in", "一文钱", M),
    Q("要是去朝鲜旅游，那边有没有东北玉簪", "distributed_in", "东北玉簪", M, named="朝鲜"),
    Q("等我去日本交换，到时候能不能在那边看到入药的凌霄花", "distributed_in", "凌霄花", M, named="日本"),
    Q("万一想自己找麻辣子泡酒，这东西主要长在哪些地方", "distributed_in", "丁公藤", M, mention="麻辣子"),
    Q("假设去云南出差，能在当地找到大叶沿阶草吗", "distributed_in", "八宝镇心丹", M, mention="大叶沿阶草",
      named="云南"),
    # material_has_alias
    Q("如果在草药书上看到一皮草，它是不是也叫小肺筋", "material_has_alias", "一皮草", M, named="小肺筋"),
    Q("要是东北的老乡说白山拳参，这味药材还有哪些别的叫法", "material_has_alias", "倒根蓼", M, mention="白山拳参"),
    Q("假如老中医开方时写的是三棱草，这味药是不是也叫青竹标", "material_has_alias", "八楞木", M, mention="三棱草",
      named="青竹标"),
    Q("万一方子上写八角枫叶，药铺会不会写成大风药叶", "material_has_alias", "八角枫叶", M, named="大风药叶"),
    Q("要是药方里出现竹节香附，这味药还有什么名字", "material_has_alias", "两头尖", M, mention="竹节香附"),
    Q("假设草药摊上写着朝天罐根，它是哪味药材的别名", "material_has_alias", "朝天罐根", AL),
    # composed_of
    Q("如果照方子做健脾资生丸，里面要不要放山楂肉", "composed_of", "健脾资生丸", F, named="山楂肉"),
    Q("假如要熬八仙斑龙胶，方子里有怀生地黄吗", "composed_of", "八仙斑龙胶", F, named="怀生地黄等"),
    Q("要是配八仙妙应丹，是不是得用到木香", "composed_of", "八仙妙应丹", F, named="木香等"),
    Q("万一去药房抓八减丸，方子里有没有旋复花", "composed_of", "八减丸", F, named="旋复花等"),
    Q("倘若我想照着古方自己做八反丸，方子里需不需要放归身呢", "composed_of", "八反丸", F, named="归身等"),
    Q("假设按古方煎八公和阳汤，里面要加白术吗", "composed_of", "八公和阳汤", F, named="白术等"),
    # formula_has_efficacy
    Q("要是夏天上吐下泻，不换金正气散能止吐泻吗", "formula_has_efficacy", "不换金正气散", F, named="止吐泻"),
    Q("如果受了风寒又有点内热，九味羌活汤能兼清里热吗", "formula_has_efficacy", "九味羌活汤", F, named="兼清里热"),
    Q("受了寒湿的话，五积散有没有散寒祛湿的作用", "formula_has_efficacy", "五积散", F, named="散寒祛湿"),
    Q("假如家里老人气虚胸闷、吃不下饭，喝八儿不汤能不能补中下气呢", "formula_has_efficacy", "八儿不汤", F, named="补中下气"),
    Q("万一跌打后有瘀血，八厘丸是不是消瘀散毒的", "formula_has_efficacy", "八厘丸", F, named="消瘀散毒"),
    Q("如果脾胃一直弱，八反丸能不能健脾土", "formula_has_efficacy", "八反丸", F, named="健脾土"),
    # prescribed_for
    Q("要是我这阵子总是吞酸吐苦，嘴里发苦还反酸水的话，老中医常开的一贯煎能治这个吗", "prescribed_for", "一贯煎", F, named="吞酸吐苦"),
    Q("如果胃脘疼痛老不好，丁沉透膈丸对症吗", "prescribed_for", "丁沉透膈丸", F, named="胃脘疼痛"),
    Q("假如两只脚痿软没力气，二妙散能治吗", "prescribed_for", "二妙散", F, named="两足痿软"),
    Q("等我怀孕以后万一脚肿得厉害，五皮散能治妊娠水肿吗", "prescribed_for", "五皮散", F, named="以及妊娠水肿"),
    Q("假如我老公以后出现梦遗滑精，又不好意思去医院，自己买七宝美髯丹吃管用吗", "prescribed_for", "七宝美髯丹", F, named="梦遗滑精"),
    Q("假设人又瘦又没劲，古书里的厚朴丸是不是治肌瘦少力的", "prescribed_for", "八味厚朴丸", F, mention="厚朴丸",
      named="肌瘦少力"),
    # formula_has_alias
    Q("如果古书上写着加味地黄丸，是不是就是八味地黄丸", "formula_has_alias", "八味地黄丸", F, named="加味地黄丸"),
    Q("要是抄方时看到八味厚朴丸，它是不是也叫厚朴煎", "formula_has_alias", "八味厚朴丸", F, named="厚朴煎"),
    Q("假如医书里只写了知母汤，它是哪个方子的别名", "formula_has_alias", "知母汤", AL),
    Q("万一药房不认识八味茴香丸，报它的别名能不能抓到药", "formula_has_alias", "八味茴香丸", F),
    Q("倘若在别的医书里找八味地黄丸，它可能叫什么名字", "formula_has_alias", "八味地黄丸", F),
    # check_for_disease
    Q("要是医生让做CT血管成像，是不是在查动脉瘤", "check_for_disease", "CT血管成像", C, named="动脉瘤"),
    Q("如果孩子的化验单上有一项HCO3—重吸收试验，医生说是查肾小管的，它到底是用来查哪些病的", "check_for_disease", "HCO3—重吸收试验", C),
    Q("假如男科开了SW阴茎超声血流检测，是不是怀疑早泄", "check_for_disease", "SW阴茎超声血流检测", C, named="早泄"),
    Q("万一要查丁型肝炎病毒（HDV）检查，能诊断出哪些病", "check_for_disease", "丁型肝炎病毒（HDV）检查", C),
    Q("要是乳头溢液做乳腺导管内窥镜，能查出乳管内乳头状瘤吗", "check_for_disease", "乳腺导管内窥镜", C,
      named="乳管内乳头状瘤"),
    Q("假设体检要做人绒毛膜促性腺激素HCG检查，它能发现哪些病", "check_for_disease", "人绒毛膜促性腺激素HCG检查", C),
    Q("我今年才三十二岁，月经已经半年多没来了，还老是潮热出汗，如果医生让查促黄体生成素LH，是为了看是不是卵巢早衰吗", "check_for_disease", "促黄体生成素LH", C,
      named="卵巢早衰"),
    # check_for_symptom
    Q("要是腿麻医生开了F—波检查，一般是有什么症状才做", "check_for_symptom", "F—波检查", C),
    Q("如果老是流鼻血，会不会要查β血小板球蛋白和血小板第4因子检查", "check_for_symptom",
      "β血小板球蛋白和血小板第4因子检查", C, named="鼻出血"),
    Q("假如脸上一抽一抽地疼，做下颌反射检查是针对哪些症状", "check_for_symptom", "下颌反射检查", C),
    Q("万一肚子胀得厉害，需要查二氧化碳总量（TCO2）检查吗", "check_for_symptom", "二氧化碳总量（TCO2）检查", C,
      named="腹胀"),
    Q("要是最近总觉得疲劳，去做亚健康人群体检合适吗", "check_for_symptom", "亚健康人群体检", C, named="疲劳"),
    Q("如果大便带血，医生会不会安排上消化道内窥镜检查", "check_for_symptom", "上消化道内窥镜检查", C, named="便血"),
    # performed_by
    Q("要是复查时医生说要做宫腔镜检查的话，到时候我该去医院哪个科室排队呢", "performed_by", "宫腔镜检查", C),
    Q("假如要做心血管造影检查，是不是在心血管科做", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("如果宝宝出生后要做newborn screening，这是哪个科负责的", "performed_by", "新生儿疾病筛查检查", C,
      mention="newborn screening"),
    Q("万一去医院的妇产科，那里一般能做什么检查", "performed_by", "妇产科", DEP),
    # check_has_alias
    Q("如果体检要做心电图检查，报告上可能写成什么英文缩写", "check_has_alias", "心电图检查", C),
    Q("假如查梅毒要做快速血浆反应素试验，它的简称是什么", "check_has_alias", "快速血浆反应素试验", C),
    Q("要是化验单上写着RPR，它是哪个检查的别称", "check_has_alias", "RPR", AL),
    Q("等宝宝出生做新生儿疾病筛查检查，是不是也叫新生儿筛查", "check_has_alias", "新生儿疾病筛查检查", C,
      named="新生儿筛查"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day72"))
