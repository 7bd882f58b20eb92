"""Writes `medical_everyday_62.jsonl`, a sixty-second hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to sixty-first, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Most say what the asker has to do or is about to do, and the worry behind
it, instead of naming the category the relation type stands for: someone about to go to the hospital who does not know
which counter to go to or whom to ask for (进了门诊大厅先往哪个科走, 自助机上挂号该点哪一个, 进去了找谁看, 到了该排哪个队), someone standing in a
pharmacy wondering what to take home (药店里有草酸萘呋胺胶囊，我能不能直接买一盒回去先吃着, 站在药房柜台前看到羟苯磺酸钙片，拿它回家吃能管用吗), a
relative who wants to know what to watch for at home to notice it getting worse (我在家该盯着她哪些情况，才知道是不是又重了, 这几天他身上出现
什么情况我得赶紧送医院), someone who wants to know what the hospital will put them through (住进去以后大概要被拉去做哪些项目, 要拿针扎进去抽点东西出来，
这一步躲不掉吗, 医生会用什么办法把它弄掉), what it can lead to later (一直拖着以后会惹出什么毛病, 不好好养的话以后会落下哪些病根, 会不会哪天食管自己破了),
whether they brought it on themselves (是不是我自己哪里没注意才得的, 是不是就是拔鼻毛拔出来的, 是不是我一年四季天天喝冰水、吃冰棍作出来的, 钓鱼坠都是自己熔铅浇
出来的, 冰箱冷藏那格温度一直调得偏高), which family member is most at risk (家里两个娃一个三岁一个十岁…更容易找上哪个年纪的孩子), where to look or what
to have X-rayed (颜面疔疮一般会长在脸上哪几块，我好天天照镜子看着, 拍片一般要拍哪几根骨头, 回家我要翻开他衣服看哪一块), which other name to search the
web or the library for or to say at a herb market (除了这个名字还能用什么名字搜, 我好一起找, 还能报哪些名字让他们听得懂, 报什么名字店员更容易找到), a trip
or a posting abroad (派我去马拉维援建, 要去苏格兰读书三年, 去澳大利亚热带地区打工度假, 出国做矿产生意), what the follow-up scans must cover (复查时肝和肾上腺要
不要一起盯着, 接下来几年复查要把身体哪些地方都看一遍), a form or a record to fill in (保险理赔单上填疾病大类, 社区要登记传染病, 要跟单位报病假写病名, 填用药
清单, 记在用药本上), sorting the medicine box (想按用途分格子放，它该放哪一格, 想跟家里别的药分开放), an allergy or a condition that makes the asker read
what is inside (我对大豆过敏…里面有没有大豆油, 又怕睡不着，里面是不是有咖啡因, 我怀孕五个月了…有没有孕妇碰不得的), a label or a stall's sign read
before buying (菜场卖的蔊菜牌子上写着药食两用, 标签上写着望果, 布荆子的包装上写着能祛风解表), where to buy or collect a herb (想去产地收一批飞轻, 药材老板让
我去找石豇豆的货源, 鲨鱼油得去哪片海进货), a soup or a decoction to be made at home (想照着书自己熬麻桂各半汤，要不要去买白芍, 麻桂术甘汤我打算在家煎，药
单上要写炙甘草吗, 周末想煮一锅麻黄方), and a check already booked (约了静脉尿路造影检查，当天到了医院先去哪个科报到, 下周要做静脉胆囊、胆道造影，要空腹还要
打药). The relation asked stays clear to a reader who knows medicine; the relation's own keyword and its usual everyday
synonyms are left out where a natural wording allows, and by a mechanical count of such cue words (症状, 哪个科, 检查, 并发,
部位, 别名, 原因, 风险, 容易得, 流行, 治疗, 转移, 侵犯, 属于, 相关, 鉴别, 副作用, 成分, 分类, 功效, 产地, 组成 and the like) 73 questions,
about a third, use one. Who asks varies: patients, sons and daughters for a parent (我爸, 我妈, 我婆婆, 我奶奶), parents (孩子, 宝宝,
家里两个娃), a pregnant woman, travellers and workers posted abroad, a construction worker (在工地扛了二十年水泥), an angler, shoppers in
a pharmacy, a food market and a herb market, people who collect or trade herbs, home cooks of decoctions and a student
revising notes (我在整理笔记). The questions run from 9 to 72 characters: 11 of 15 characters or fewer (颅骨骨瘤挂神经外科对吗, 黄金钱就是
肺形草吗, 约的EUS是什么检查, 鲨鱼油得去哪片海进货), 106 of 16 to 30, 76 of 31 to 45, 11 of 46 to 59 and 6 of 60 or more (the longest lay out
a parent's illness and the days of leave the asker has, a pregnancy, or a month of itching eyelids). 197 carry a
comma and are tagged `context`; one is tagged `verbatim` (功效, in a has_efficacy question); none ends in 呢, 啊 or 呀, and one
carries a question mark. Some ask one thing and add another (要提前打什么针、带什么药 after 哪些病多 asks where it is prevalent; 有没有孕
妇碰不得的 after 里面都用了哪些药材 asks the ingredients).

By relation type: has_symptom 7, designated_to 7, checks 6, has_complication 6, cures 6, shown_on 6, has_alias 5,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 7, metastasizes_to 6, invades 5, is_subtype_of
6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient 7, is_a_level3
6, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias 6, composed_of
6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom 6, performed_by
4, check_has_alias 4.

Records: taken from the tenth (last) tenth of each relation type's sources in key order (the record key of the source
type), among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 61 and the three
alias sets) contains and that none of them uses as an entity or a mention; the forty-second and fifty-second sets drew
from the tenth tenth too, and this one takes only what they and every other set left. has_alias has 185 window sources
and only seven of them left (阳虚发热, 隐匿性肾炎, 颚口线虫病, 骨软骨瘤病, 麦格斯综合征, 黏脂贮积症III型, 鼻中隔弯曲); its five questions take five
of them (all but 阳虚发热, whose one alias is written 中医科, and 麦格斯综合征, which a checks question names by its alias), one
asking whether 骨软骨瘤病 is also called 外生骨疣 and one naming 黏脂贮积症III型 by its English alias. cures has 107 window sources and none left, so its six questions each
name a drug no earlier question names (雷诺病 → 草酸萘呋胺胶囊, 麦粒肿 → 盐酸金霉素眼膏, 非特异性尿道炎 → 磷霉素氨丁三醇颗粒, 颈椎病 → 吲哚美辛巴布膏,
静脉曲张 → 羟苯磺酸钙片, 预激综合征 → 盐酸普罗帕酮胶囊), three of them naming the disease by an alias no earlier question uses (肢端血管痉挛症,
睑腺炎, WPW综合征). Where every source of a relation type in that window is already asked about (has_risk_factor,
prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of,
formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one neighbour
no earlier question names (铅中毒 ← 制作子弹和钓鱼坠, 食物中毒 ← 使用的冰箱温度太高, 高血压急症 ← 治疗依从性差, 隐球菌性脑膜炎 ← 皮质类固醇的使用,
阿尔茨海默病 ← 创伤性脑损伤, 骨关节炎 ← 体力劳动与职业, 食管癌 → 肝和肾上腺 and 肺和肝脏, 风疹 ↔ 斑丘疹, 骨关节炎 ↔ 韧带松弛, 高钙血症 ↔ L5 压缩性骨折, 麻疹 ↔
水痘带状疱疹感染, 阿尔茨海默病 ↔ 自身面容失认症 and 克罗伊茨费尔特雅各布病, 食物中毒 ↔ 大肠梗阻 and 急性病毒综合征, 高结合型胆红素血症 ↔ Dubin—Johnson, 高血压急症
↔ 继发性肾病, 非小细胞肺癌 ↔ 传染性肉芽肿, 麻桂各半汤 → 白芍等, 麻桂术甘汤 → 炙甘草等, 麻黄二陈汤 → 广橘皮等, 麻黄地骨皮汤 → 玄参等, 麻黄方 → 杏仁等, 麻黄调心泄热汤
→ 子芩等, 阿胶鸡子黄汤 → 滋阴养血, 香薷散 → 化湿和中, 麦门冬汤 → 降逆下气, 麻子仁丸 → 行气通便, 龟鹿二仙胶 → 益气壮阳, 麻黄方 → 和血止痒, 香砂平胃散 → 食积胁痛,
麻桂二陈汤 → 鼻塞声重, 麻黄醇酒汤 → 身目发黄, 黄土汤 → 大便下血, 龙胆泻肝汤 → 妇女带下黄臭, 龟鹿二仙胶 → 发脱齿摇), is asked from the relation's target
end (马拉维, where 隐球菌性脑膜炎 is prevalent; 肺脏 and 腰椎, where 鳞状细胞癌 and 骨关节炎 spread; 鼻 and 结膜上皮细胞, which 麻疹 invades; 泌尿外科, the
department of 静脉尿路造影检查, as the forty-second and fifty-second sets did), names its entity by an alias (阿尔茨海默病 by Alzheimer's
disease and 非细菌性血栓性心内膜炎 by 恶病质性心内膜炎或消耗性心内膜炎, new; 重组人血管内皮抑制素注射液 by its trade name 恩度 and 转化糖电解质注射液 by 海斯维, and
麻黄附子细辛汤 by 附子麻黄汤（《赤水玄珠全集》卷五）, 静脉尿路造影检查 by 静脉肾盂排泄造影 and 脑电图检查 by EEG, earlier sets' mentions) or asks what an alias
stands for (健尼哌, 伏龙肝汤（《三因极一病证方论》卷九）, 静脉肾盂排泄造影 and EUS, earlier questions' gold, asked here in other words); a few ask a
window record again in words no earlier question uses (铍中毒 and 隐球菌性脑膜炎 where they are prevalent, 鳞状细胞癌 where it spreads, 麻疹 what it
invades, 阿利吉仑片, 黄土汤, 静脉尿路造影检查), and where a window source has no neighbour left that no earlier question names, the question
names one again (食管癌 → 苏格兰, 鳞状细胞癌 → 澳大利亚热带地区 and 皮下脂肪, 麻风 → 胫神经, 骨关节炎 → 手部, 转化糖电解质注射液 → 田力, 酒石酸罗格列酮分散片 → 安瑞宁,
麻黄调心泄热汤 → 麻黄汤, 超声内镜检查 → EUS). has_risk_factor has 19 window sources, all asked about before: its six questions each
name a risk factor no earlier question names, each one the asker's own habit or history (a home-made lead sinker, a
fridge set too warm, pills taken only now and then, long-term steroids, a head injury, twenty years of heavy labour).
None of the five window sources of prevalent_in (铍中毒, 隐球菌性脑膜炎, 食管癌, 鳞状细胞癌, 麻风) has a neighbour no earlier question names: 食管癌
and 鳞状细胞癌 name one again, 铍中毒 and 隐球菌性脑膜炎 are asked in new words and one question asks from the target end (马拉维, never an
earlier question's entity, the neighbour of one window source only). Of the six window sources of metastasizes_to
(非小细胞肺癌, 食管癌, 骨关节炎, 鳞状细胞癌, 麻疹, 麻风) only 食管癌 has any (肝和肾上腺, 肺和肝脏), and two questions name one each; 麻风 names 胫神经 again,
鳞状细胞癌 is asked in new words and two questions ask from the target end (肺脏 and 腰椎, never an earlier question's entity). The three
window sources of invades (骨关节炎, 鳞状细胞癌, 麻疹) have none: two name one again, 麻疹 is asked in new words and two questions ask from
the target end (鼻 and 结膜上皮细胞, never an earlier question's entity). Of the 31 window sources of related_disease, five
questions each name a neighbour no earlier question names and one names 非细菌性血栓性心内膜炎 by its alias (恶病质性心内膜炎或消耗性心内膜炎, which
no earlier question uses) and asks all its neighbours; of the 13 of differential_diagnosis, six questions each name a
neighbour no earlier question names (阿尔茨海默病 named by Alzheimer's disease). The window of drug_has_alias holds eight drugs
(转化糖电解质注射液, 酒石酸罗格列酮分散片, 重组人血管内皮抑制素注射液, 重组抗CD25人源化单克隆抗体注射液, 镁加铝咀嚼片, 阿利吉仑片, 阿莫西林舒巴坦匹酯胶囊, 附子理中丸), all of whose
aliases earlier questions name: 转化糖电解质注射液 is named by its trade name 海斯维 and asked whether it is called 田力, 重组人血管内皮抑制素注射液
is named by its trade name 恩度 and asked for its other names, 阿利吉仑片 is asked in new words, 酒石酸罗格列酮分散片 whether it is 安瑞宁, and
one question asks what 健尼哌 (重组抗CD25人源化单克隆抗体注射液's alias) stands for; 镁加铝咀嚼片 and 阿莫西林舒巴坦匹酯胶囊, entities of the first alias set,
are left alone. Of the eighteen window formulas of composed_of, six have an ingredient no earlier question names, each a
record whose name ends in 等 as the source writes it, and the six questions name them the way people say them, without the
等 (要不要去买白芍, 药单上要写炙甘草吗, 广橘皮是必须的吗, 要放玄参吗, 要不要顺带抓点杏仁, 要用子芩吗). Six of the 31 window formulas of formula_has_efficacy
are asked whether they have an efficacy no earlier question names, and six of the 35 of prescribed_for whether they treat a
disease no earlier question names. formula_has_alias has 29 sources and its window three (麻黄调心泄热汤, 麻黄附子细辛汤, 黄土汤), all of
whose aliases earlier questions name: 麻黄附子细辛汤 is named by 附子麻黄汤（《赤水玄珠全集》卷五） and asked for its other names, 黄土汤 is asked in
new words, 麻黄调心泄热汤 whether 麻黄汤 means it, one question asks what 伏龙肝汤（《三因极一病证方论》卷九） (an alias of 黄土汤) stands for, and the
record before the window (菝葜八味汤, the 26th of 29 in key order) is asked in new words. performed_by has six sources and its
window one (静脉尿路造影检查, the last in key order), as for the forty-second and fifty-second sets: it is asked in new words and by
its alias 静脉肾盂排泄造影, one question asks from its target end (泌尿外科) and one takes the record before it in key order (脑电图检查,
named by EEG). check_has_alias has seven sources and its window the same record, asked in new words and by what 静脉肾盂排泄造影
stands for; the record before it (超声内镜检查) is asked whether its English abbreviation is EUS and one question asks what EUS
stands for. 静脉尿路造影检查 and 脑电图检查 (the window record of performed_by and check_has_alias and the record
before it) and the name 静脉肾盂排泄造影 are the only entities and names here that the first alias set uses too, as in the
forty-second and fifty-second sets; no question uses an entity or a mention of the second or third alias set.

96 questions name the one neighbour they ask about, most of them naming two records (鼓膜内陷 → 耳部闷胀, 颅骨骨瘤 → 神经外科, 闭合性脑外伤 →
腰椎穿刺, 食管平滑肌瘤 → 纤维食管镜检查, 鳃裂囊肿 → 针吸穿刺, 镰状细胞贫血眼部病变 → 视网膜脱离, 非结核性分枝杆菌关节炎 → 腱鞘炎, 非淋球菌性细菌性关节炎 → 髋关节, 骨软骨瘤病 →
外生骨疣, 黏液腺癌 → 爱食用熏制或腌制的肉和鱼, 髂腹股沟神经干痛 → 髂骨取骨术后者, 阴道鳞状上皮癌 → 有盆腔放射治疗史, 髌股关节疼痛 → 髌骨稳定性膝关节支具治疗, 鼠疫耶尔森菌肺炎 →
严格隔离, 门静脉高压性胃病 → 介入治疗, 静脉曲张性皮炎 → 下肢静脉曲张, 纽兰达 → 烧心, 玛诺苏 → 流感, 单那尔滨 → 便秘, 琪宁 → 嗜睡, 赛伽 → 口干, 克凌诺 → 大豆油, 降脂宁颗粒 →
蔗糖, 佩比加 → 咖啡因, 施泰乐 → 脱脂奶粉, 达贝 → 抗凝血药, 贝琪 → 钙拮抗药, 鬼虱 → 蛔虫病, 黄荆沥 → 肺热咳嗽, 布荆子 → 祛风解表, 鸦椿卫矛 → 浙江, 黄花地桃花 → 广西, 黄金钱 →
肺形草, 钩端螺旋体病凝集溶解试验 → 钩端螺旋体病, 颌面五官CT检查 → 颌骨骨折, 鼻窦检查 → 急性额窦炎, 颈部MRI检查 → 颈项强直, 静脉肾盂造影检查 → 无痛性尿血, 运动功能检查 →
下肢拖曳步态, and the neighbours above), many in other words than the neighbour's name, the way they are said (是不是就是拔鼻毛拔出来的 names
拔鼻毛导致皮肤损伤发炎, 天天喝冰水、吃冰棍 names 加之寒邪外侵或过食寒凉之品, 急刹车闹的 names 高速行驶的车辆紧急刹车时, 那根刺扎破的 names 误吞异物可刺破食管, 会不会哪天食
管自己破了 names 食管自发性破裂, 钓鱼坠都是自己熔铅浇出来的 names 制作子弹和钓鱼坠, 降压药老是想起来才吃一顿 names 治疗依从性差, 长期吃激素 names 皮质类固醇的使用, 摔伤过脑袋 names
创伤性脑损伤, 干这种重体力活的 names 体力劳动与职业, 一年到头吃腌菜腊肉 names 爱食用熏制或腌制的肉和鱼, 护膝支具 names 髌骨稳定性膝关节支具治疗, 脚在地上拖着走 names
下肢拖曳步态, 尿里有血但一点都不疼 names 无痛性尿血, 白带发黄还有臭味 names 妇女带下黄臭, 头发掉牙也松了 names 发脱齿摇, L5压缩性骨折 names L5 压缩性骨折, and the six
ingredients said without 等). Six besides the alias-instance questions are asked from the relation's target end (马拉维, 肺脏, 腰椎,
鼻, 结膜上皮细胞, 泌尿外科), each about a neighbour of a window source that no earlier question asks about as its entity (泌尿外科
excepted, above).

Names inside names: by a mechanical count 127 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; among them, asked the way people say them
(高血压病伴发的精神障碍 holds 高血压病, 高血压 and 精神障碍, and its asker names 高血压 first; 阴沟肠杆菌感染 holds 肠杆菌感染, 闭合性脑外伤 holds 脑外伤,
食管平滑肌瘤 holds 平滑肌瘤, 铜绿色假单胞菌肺炎 holds 铜绿色假单胞菌, 镰状细胞贫血眼部病变 holds 镰状细胞贫血 and 眼部病变, 骶髂关节扭伤或半脱位 holds
骶髂关节扭伤 and 半脱位, 非特异性尿道炎 holds 尿道炎, 骨膜性软骨肉瘤 holds 软骨肉瘤 and 骨肉瘤, 颌面部淋巴管瘤 holds 淋巴管瘤, 隐性脊柱裂 holds 脊柱裂,
非淋球菌性细菌性关节炎 holds 细菌性关节炎, 霉菌性外阴炎 holds 外阴炎, 颈椎过伸性损伤 holds 过伸性损伤, 隐球菌性脑膜炎 holds 隐球菌 and 脑膜炎, 骨放线菌病
holds 放线菌病, 颅后窝室管膜瘤 holds 室管膜瘤, 高结合型胆红素血症 holds 胆红素血症, 非小细胞肺癌 holds 小细胞肺癌, 高血压急症 holds 高血压, 麻疹合并肺炎
holds 合并肺炎; 静脉曲张性皮炎 holds 静脉曲张, asked under cures, and is asked against 下肢静脉曲张;
黄疸出血型钩端螺旋体病 holds 钩端螺旋体病, its answer, as 钩端螺旋体病凝集溶解试验 does, which names it; 骨软骨瘤病 holds 软骨瘤 and lies inside its
alias 滑膜软骨瘤病；滑膜骨软骨瘤病; 鼻中隔弯曲 holds 鼻中隔, is one character from its alias 鼻中膈偏曲, by which two questions name it, and one
word from 鼻中隔偏曲, an alias it lists and a record of its own; 颚口线虫病 lies inside 皮肤颚口线虫病 and 内脏颚口线虫病, 食管憩室 and 食管破裂 inside
先天性食管憩室 and 自发性食管破裂, and 颈椎病, 静脉曲张, 预激综合征, 铅中毒, 食物中毒, 阿尔茨海默病, 骨关节炎, 食管癌, 鳞状细胞癌 and 高钙血症 inside many
longer records (颈型颈椎病, 大隐静脉曲张, 典型预激综合征, 小儿铅中毒, 细菌性食物中毒, 早期阿尔茨海默病, 老年人骨关节炎, 晚期食管癌, 鼻窦鳞状细胞癌, 恶性高钙血症);
降糖胶囊, named by its trade name, lies inside twelve longer names (消渴降糖胶囊, 参芪降糖胶囊), 降脂宁颗粒 inside 降脂宁颗粒（无糖型）, and its question
asks whether it holds 蔗糖, 钴胺胶囊 inside 甲钴胺胶囊, 阿酚咖片 holds 酚咖片 and 麦角隐亭咖啡因口服液 holds 咖啡因, the ingredient the 阿酚咖片 question names;
馀甘子 lies inside 馀甘子喉片 and 二十五味馀甘子丸, 黄花地桃花 holds 地桃花, 黄独零馀子 holds its alias 零馀子, by which it is named; 麻黄二陈汤 and
麻桂二陈汤 hold 二陈汤, 香砂平胃散 holds 平胃散, 麦门冬汤 holds 麦门冬, 麻子仁丸 holds 麻子仁, 麻黄地骨皮汤 holds 地骨皮, and 麻黄调心泄热汤 is asked
whether 麻黄汤 means it; 静态视野检查 holds 视野检查, 颌面五官CT检查 holds CT检查, 静脉胆囊、胆道造影 holds 胆道造影, 颈部MRI检查 holds MRI检查,
静脉肾盂造影检查 holds 静脉肾盂造影 and is one word from 静脉尿路造影检查 and its alias 静脉肾盂排泄造影, all three asked, 运动功能检查 lies inside
四肢与关节运动功能检查, 超声内镜检查 holds 内镜检查 and 脑电图检查 lies inside 心电图与脑电图检查).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (10: 假Hurler多发性营养不良 and pseudo— Hurler polydystrophy for 黏脂贮积症III型, 鼻中膈偏曲 (two questions), 梅格斯综合征, (read off an
ultrasound report), 肢端血管痉挛症, 睑腺炎, WPW综合征, 恶病质性心内膜炎或消耗性心内膜炎 and Alzheimer's disease, all of them names no earlier question
uses); drug trade names (27, below); medicinal material aliases (12: 蜀黍根, 茅灵芝, 鬼虱, 海菊花, 蔊菜, 望果, 地虱婆, 布荆子, 飞轻, 石豇豆, 黑骨草,
零馀子, none an earlier question's name); a formula alias (1: 附子麻黄汤（《赤水玄珠全集》卷五）, an earlier set's mention); check aliases (2:
静脉肾盂排泄造影 and EEG, earlier sets' mentions). Each of these names is listed by that one instance only. Five more ask what an
alias stands for (健尼哌, 树头菜, 伏龙肝汤（《三因极一病证方论》卷九）, 静脉肾盂排泄造影, EUS: drug, material, formula and check aliases; 树头菜, an
alias of 鹅脚木叶, is new): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 27 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (那特真, 纽兰达, 舒胆灵, 爱斯妥, 常为康, 玛诺苏, 欣民立, 单那尔滨, 琪宁, 赛伽, 洛斯宝, 龙璞灵, 克凌诺, 佩比加, 施泰乐, 里素劳, 莫迪司, 达贝, 蝶蝶宁, 华太, 贝复济,
贝琪, 弥尔神, 雅博司, 司里蒙, 恩度, 海斯维); 恩度 and 海斯维 are earlier sets' mentions, the others new. All but 单那尔滨 are also drug records of
their own. They are labelled as in the earlier sets: the gold entity is the standard record (那他霉素滴眼液, 铝镁混悬液, 非布丙醇胶丸,
雌二醇凝胶, 醋氨己酸锌胶囊, 阿比多尔片, 阿伐斯汀胶囊, 鞣酸蛋白散, 黄体酮软胶囊, 银耳孢糖肠溶胶囊, 麦角隐亭咖啡因口服液, 降糖胶囊, 长链脂肪乳注射液（OO）, 阿酚咖片, 阿司匹林散,
酮康唑片, 钆贝葡胺注射液, 阿加曲班注射液, 高乌甲素贴片, 酞丁安搽剂, 重组牛碱性成纤维细胞生长因子外用溶液, 阿折地平片, 钴胺胶囊, 门冬氨酸鸟氨酸注射液, 阿昔莫司胶囊,
重组人血管内皮抑制素注射液, 转化糖电解质注射液), the mention is the trade name and the line is tagged `alias`, because whoever holds the box, the
infusion bag or the prescription asks about the medicine, and the standard record is the one that names it, holds its class
and lists the trade name.

Other names the network holds under two records:
- 健尼哌 is a drug record as well as the alias instance 重组抗CD25人源化单克隆抗体注射液 lists, and EUS a check record as well as the alias
  instance 超声内镜检查 lists (护士说要打健尼哌…它是哪个药, 约的EUS是什么检查): each asks what the name stands for, so the gold is the alias
  instance, as the earlier sets' questions are. EEG, by which a performed_by question names 脑电图检查, is a check record too:
  the question names the check the child is to have, so the gold is the record the alias belongs to, as in the earlier
  sets' EEG questions. 睑腺炎, by which a cures question names 麦粒肿, is a symptom record too, and 蔊菜, by which a has_efficacy
  question names 风花菜, an ingredient record; each asker names the disease or the herb.
- Some named neighbours are records of other types too: 腰椎穿刺 a therapy besides a check, 外生骨疣 a symptom besides an alias,
  创伤性脑损伤 a disease besides a cause, 钙拮抗药 a drug class besides a product class, 咖啡因 a cause besides an ingredient, 田力 and
  安瑞宁 drugs and 麻黄汤 a formula besides aliases, EUS a check besides an alias, 髋关节 a symptom besides a body part, 便秘 and
  嗜睡 causes and diseases besides symptoms, 口干 a disease besides a symptom, 颈项强直 a check and a disease besides a symptom,
  流感 an alias and a symptom besides a disease, 下肢静脉曲张 and 钩端螺旋体病 causes and symptoms besides diseases, 韧带松弛 and 急性额窦炎
  causes besides diseases, and 视网膜脱离, 腱鞘炎, 斑丘疹, 烧心 and 蛔虫病 diseases and symptoms.
- Besides these, 46 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 高钠血症, 鳃裂囊肿, 静脉曲张, 霉菌性外阴炎, 食管破裂, 食管癌 (three questions), 麻风 and 非小细胞肺癌; a cause record: 鼻中隔弯曲 (three),
  铅中毒, 隐球菌性脑膜炎 (two) and 阿尔茨海默病 (three); both: 颈椎病, 预激综合征, 隐性脊柱裂, 骨关节炎 (three), 风疹, and the body part 鼻; a
  symptom and a therapy record: 鳞状细胞癌 (three); a check and a therapy record: 骨软骨瘤病; a cause, a check and a symptom
  record: 高钙血症; an alias and a cause record: 食物中毒 (three), and 麻疹 (two) a symptom record besides; a check record: the body
  part 腰椎; an ingredient record: the drug 阿利吉仑片 and the materials 鹤虱, 馀甘子, 鼠妇虫, 黄荆子 and 鸡骨香; a drug record for the alias
  instance 健尼哌 and a check record for EUS), and the wording says which is meant (医生说, 查出, 病历上写的, 得…的可能, 跑到, 长进, 鉴别, 药铺,
  标签, 是哪个药, 是什么检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_62.py    # rewrites bench/sets/medical_everyday_62.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_62.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我妈这半年一到下午三四点手心脚心就发烫，晚上还老睡不踏实，镇上的老中医说是阴虚发热，开了药让回家养着，我在家该盯着她哪些情况，才知道是不是又重了", "has_symptom", "阴虚发热", D),
    Q("我爸刚查出食管失弛缓症，先回家等床位，这几天他身上出现什么情况我得赶紧送医院", "has_symptom", "食管失弛缓症", D),
    Q("坐完飞机耳朵一直闷闷胀胀的，医生说鼓膜内陷，耳朵发闷发胀就是它闹的吧", "has_symptom", "鼓膜内陷", D,
      named="耳部闷胀"),
    Q("老人住院查出高钠血症，明天出院回家，家里人要看着他哪些表现，出现了就得再去医院", "has_symptom", "高钠血症", D),
    Q("孩子老抠鼻孔，医生说鼻前庭炎，回家后我怎么看出来他是好了还是更厉害了", "has_symptom", "鼻前庭炎", D),
    Q("孩子的基因报告上写着假Hurler多发性营养不良，以后身上会慢慢出现哪些变化，我们当家长的要提前留意什么", "has_symptom",
      "黏脂贮积症III型", D, mention="假Hurler多发性营养不良"),
    Q("左腿一到下午就肿，医生怀疑髂静脉压迫综合征，我每天下班回家自己看腿，要留意哪些变化", "has_symptom", "髂静脉压迫综合征", D),
    # designated_to
    Q("明天请了半天假去看鼻中膈偏曲，进了门诊大厅先往哪个科走", "designated_to", "鼻中隔弯曲", D, mention="鼻中膈偏曲"),
    Q("我婆婆一扭头就眼前发黑差点晕倒，镇上医生怀疑颈动脉窦综合征，让去市里大医院再看，我周六带她去，到了该排哪个队", "designated_to",
      "颈动脉窦综合征", D),
    Q("我爸高血压十几年，最近老疑神疑鬼，医生说是高血压病伴发的精神障碍，下周复诊该带他去哪个诊室", "designated_to",
      "高血压病伴发的精神障碍", D),
    Q("化验单上写着阴沟肠杆菌感染，下午去医院，自助机上挂号该点哪一个", "designated_to", "阴沟肠杆菌感染", D),
    Q("屁股边上一直往外流脓，诊所说是高位肛瘘，让去大医院，进去了找谁看", "designated_to", "高位肛瘘", D),
    Q("吃东西老觉得卡在胸口，拍片说有食管憩室，想去医院处理掉，上了楼该找哪个科", "designated_to", "食管憩室", D),
    Q("颅骨骨瘤挂神经外科对吗", "designated_to", "颅骨骨瘤", D, named="神经外科"),
    # checks
    Q("我爸颈椎结核下周一住院，我在外地上班只能请三天假，想先弄明白他住进去以后大概要被拉去做哪些项目，哪几项得有家属在旁边，好把假请在最要紧的那几天", "checks", "颈椎结核", D),
    Q("鼻腔鼻窦癌住院前，医生说要先把该查的都查了，都得查些啥", "checks", "鼻腔鼻窦癌", D),
    Q("孩子摔了头，医生说闭合性脑外伤，还要做腰椎穿刺吗，我怕孩子受罪", "checks", "闭合性脑外伤", D, named="腰椎穿刺"),
    Q("食管平滑肌瘤是不是得做纤维食管镜检查，就是要往嘴里插管子那种", "checks", "食管平滑肌瘤", D, named="纤维食管镜检查"),
    Q("B超报告上写着：盆腔实性包块伴腹水，梅格斯综合征,待排。接下来医院还会让我做哪些", "checks", "麦格斯综合征", D,
      mention="梅格斯综合征,"),
    Q("脖子侧面有个包，医生说像鳃裂囊肿，要拿针扎进去抽点东西出来，这一步躲不掉吗", "checks", "鳃裂囊肿", D, named="针吸穿刺"),
    # has_complication
    Q("我爸在ICU里住了十来天了，医生说是铜绿色假单胞菌肺炎，今天查房时让家属有个心理准备，我想知道后面还可能出什么事，好跟我妈和我弟提前商量", "has_complication", "铜绿色假单胞菌肺炎", D),
    Q("我有镰状细胞贫血眼部病变，最怕以后视网膜脱离，真会走到那一步吗", "has_complication", "镰状细胞贫血眼部病变", D,
      named="视网膜脱离"),
    Q("生完孩子查出阴道前壁膨出，暂时不想做手术，一直拖着以后会惹出什么毛病", "has_complication", "阴道前壁膨出", D),
    Q("食管蹼和食管环要是不管它，会不会哪天食管自己破了", "has_complication", "食管蹼和食管环", D, named="食管自发性破裂"),
    Q("搬东西闪了腰，医生说骶髂关节扭伤或半脱位，不好好养的话以后会落下哪些病根", "has_complication", "骶髂关节扭伤或半脱位", D),
    Q("非结核性分枝杆菌关节炎拖久了，手腕这儿会不会再闹出腱鞘炎", "has_complication", "非结核性分枝杆菌关节炎", D,
      named="腱鞘炎"),
    # cures
    Q("一到冬天洗菜，手指一碰凉水就发白发紫，病历上写肢端血管痉挛症，药店里有草酸萘呋胺胶囊，我能不能直接买一盒回去先吃着", "cures", "雷诺病", D,
      mention="肢端血管痉挛症", named="草酸萘呋胺胶囊"),
    Q("眼皮上长了个针眼，医生写的睑腺炎，我在药店看到盐酸金霉素眼膏，拿这个回家涂行不行", "cures", "麦粒肿", D,
      mention="睑腺炎", named="盐酸金霉素眼膏"),
    Q("尿道口刺痛，医生说非特异性尿道炎，药店的磷霉素氨丁三醇颗粒买回去冲着喝行吗", "cures", "非特异性尿道炎", D,
      named="磷霉素氨丁三醇颗粒"),
    Q("颈椎病犯了脖子疼，想在药店买点吲哚美辛巴布膏回去贴，对路吗", "cures", "颈椎病", D, named="吲哚美辛巴布膏"),
    Q("腿上青筋一条条鼓起来，医生说静脉曲张，站在药房柜台前看到羟苯磺酸钙片，拿它回家吃能管用吗", "cures", "静脉曲张", D,
      named="羟苯磺酸钙片"),
    Q("心电图报告写的WPW综合征，医生开了盐酸普罗帕酮胶囊，我拿回家吃就是对付这个的吧", "cures", "预激综合征", D,
      mention="WPW综合征", named="盐酸普罗帕酮胶囊"),
    # shown_on
    Q("脸上冒了个疔疮，老人说长在危险三角区不能挤，颜面疔疮一般会长在脸上哪几块，我好天天照镜子看着", "shown_on", "颜面疔疮", D),
    Q("宝宝确诊颌面部淋巴管瘤，每天洗澡的时候我要重点看他哪些地方", "shown_on", "颌面部淋巴管瘤", D),
    Q("骨膜性软骨肉瘤术后复查，拍片一般要拍哪几根骨头", "shown_on", "骨膜性软骨肉瘤", D),
    Q("颈椎黄韧带骨化症除了脖子这一段，还会长在哪儿，要不要一起拍个片", "shown_on", "颈椎黄韧带骨化症", D),
    Q("体检说孩子有隐性脊柱裂，回家我要翻开他衣服看哪一块，有没有长毛或者凹下去", "shown_on", "隐性脊柱裂", D),
    Q("非淋球菌性细菌性关节炎会不会找上髋关节，我这两天走路胯骨疼", "shown_on", "非淋球菌性细菌性关节炎", D, named="髋关节"),
    # has_alias
    Q("想在网上多搜点颚口线虫病的资料，除了这个名字还能用什么名字搜", "has_alias", "颚口线虫病", D),
    Q("骨软骨瘤病和外生骨疣说的是不是同一种病，我要跟保险公司解释", "has_alias", "骨软骨瘤病", D, named="外生骨疣"),
    Q("病历上写的是隐匿性肾炎，换家医院看，人家可能写成什么名字，我怕对不上", "has_alias", "隐匿性肾炎", D),
    Q("医生给的英文资料上写着pseudo— Hurler polydystrophy，这个病中文还有哪些叫法", "has_alias", "黏脂贮积症III型", D,
      mention="pseudo— Hurler polydystrophy"),
    Q("鼻中隔弯曲要是去查文献，还有哪些写法说的也是它", "has_alias", "鼻中隔弯曲", D),
    # caused_by
    Q("外阴老是痒，医生说霉菌性外阴炎，我想知道是不是我自己哪里没注意才得的", "caused_by", "霉菌性外阴炎", D),
    Q("我有事没事爱拔鼻毛，这回鼻子上长了鼻疖，是不是就是拔鼻毛拔出来的", "caused_by", "鼻疖", D, named="拔鼻毛导致皮肤损伤发炎"),
    Q("中医说我是阳虚体质，是不是我一年四季天天喝冰水、吃冰棍作出来的", "caused_by", "阳虚体质", D,
      named="加之寒邪外侵或过食寒凉之品"),
    Q("孩子鼻子里取出来一块鼻石，医生说在里面待了好久了，这东西是怎么在鼻子里长出来的", "caused_by", "鼻石", D),
    Q("前车突然刹车我跟着急刹，脖子往前一甩又弹回来，医生说颈椎过伸性损伤，就是急刹车闹的吧", "caused_by", "颈椎过伸性损伤", D,
      named="高速行驶的车辆紧急刹车时"),
    Q("吃鱼卡了根刺我硬咽下去了，现在说是食管破裂，是不是那根刺扎破的", "caused_by", "食管破裂", D, named="误吞异物可刺破食管"),
    Q("我这个鼻中膈偏曲是天生的，还是小时候鼻子被撞过才歪的", "caused_by", "鼻中隔弯曲", D, mention="鼻中膈偏曲"),
    # has_risk_factor
    Q("我爱钓鱼，钓鱼坠都是自己熔铅浇出来的，这样会不会更容易铅中毒", "has_risk_factor", "铅中毒", D, named="制作子弹和钓鱼坠"),
    Q("我家冰箱冷藏那格温度一直调得偏高，剩菜放进去第二天再吃，这样是不是更容易食物中毒", "has_risk_factor", "食物中毒", D,
      named="使用的冰箱温度太高"),
    Q("我爸降压药老是想起来才吃一顿，这样下去会不会更容易闹出高血压急症", "has_risk_factor", "高血压急症", D, named="治疗依从性差"),
    Q("我长期吃激素控制红斑狼疮，听说这样更容易得隐球菌性脑膜炎，要不要格外当心", "has_risk_factor", "隐球菌性脑膜炎", D,
      named="皮质类固醇的使用"),
    Q("我爸前年骑车摔伤过脑袋，以后是不是得阿尔茨海默病的可能更大", "has_risk_factor", "阿尔茨海默病", D, named="创伤性脑损伤"),
    Q("在工地扛了二十年水泥，膝盖越来越响，干这种重体力活的是不是更容易得骨关节炎", "has_risk_factor", "骨关节炎", D,
      named="体力劳动与职业"),
    # common_in
    Q("我家一年到头吃腌菜腊肉，黏液腺癌是不是专找我们这种口味的人", "common_in", "黏液腺癌", D, named="爱食用熏制或腌制的肉和鱼"),
    Q("我们是西北农村的，听说骨放线菌病在我们这边多，家里哪些人最该当心", "common_in", "骨放线菌病", D),
    Q("家里两个娃一个三岁一个十岁，颅后窝室管膜瘤更容易找上哪个年纪的孩子", "common_in", "颅后窝室管膜瘤", D),
    Q("骶髂筋膜脂肪疝一般找上什么样的人，我胖了以后腰一直疼", "common_in", "骶髂筋膜脂肪疝", D),
    Q("我去年做过髂骨取骨，髂腹股沟神经干痛是不是就盯着我们这种人", "common_in", "髂腹股沟神经干痛", D, named="髂骨取骨术后者"),
    Q("我五年前因为宫颈癌做过盆腔放疗，最近复查医生提醒要注意阴道鳞状上皮癌，它是不是在我这样做过放疗的人里更常见", "common_in", "阴道鳞状上皮癌", D,
      named="有盆腔放射治疗史"),
    # prevalent_in
    Q("下个月单位派我去马拉维援建，要在那边待一年，出发前想知道那边哪些病多，要提前打什么针、带什么药", "prevalent_in", "马拉维", RE),
    Q("要去苏格兰读书三年，听说那边食管癌多，是真的吗", "prevalent_in", "食管癌", D, named="苏格兰"),
    Q("打算去澳大利亚热带地区打工度假，那边是不是鳞状细胞癌特别多，防晒要做到什么程度", "prevalent_in", "鳞状细胞癌", D,
      named="澳大利亚热带地区"),
    Q("我要出国做矿产生意，铍中毒一般在世界上哪些地方多见", "prevalent_in", "铍中毒", D),
    Q("我有艾滋病，要出国待一段时间，隐球菌性脑膜炎在哪些国家多，我好避开", "prevalent_in", "隐球菌性脑膜炎", D),
    # treated_with
    Q("我爸是颅内静脉窦闭塞性颅高压，明天一早转到省里的医院，我想先知道那边大概会怎么给他处理，好提前准备钱和陪护的东西", "treated_with",
      "颅内静脉窦闭塞性颅高压", D),
    Q("上下楼膝盖前面疼，医生说髌股关节疼痛，要不要买个护膝支具戴着", "treated_with", "髌股关节疼痛", D,
      named="髌骨稳定性膝关节支具治疗"),
    Q("孩子脖子上长了颈部血管瘤，约了下周去医院，医生会用什么办法把它弄掉", "treated_with", "颈部血管瘤", D),
    Q("邻居确诊鼠疫耶尔森菌肺炎，医院是不是要先把他单独严格隔离起来", "treated_with", "鼠疫耶尔森菌肺炎", D, named="严格隔离"),
    Q("孩子出疹子又烧成了麻疹合并肺炎，今晚住院，医生会给他做哪些处理", "treated_with", "麻疹合并肺炎", D),
    Q("宫颈筛查查出阴道上皮内瘤样变，下次复诊医生会给我上什么办法，要不要提前请长假", "treated_with", "阴道上皮内瘤样变", D),
    Q("我爸肝硬化又出了门静脉高压性胃病，医生提到可以做介入，是指介入治疗这个办法吗", "treated_with", "门静脉高压性胃病", D,
      named="介入治疗"),
    # metastasizes_to
    Q("我爸食管癌做完手术，复查时肝和肾上腺要不要一起盯着，那里会不会长出转过去的瘤子", "metastasizes_to", "食管癌", D,
      named="肝和肾上腺"),
    Q("食管癌晚期了，会不会跑到肺和肝脏上去，我想提前问好下次拍哪儿", "metastasizes_to", "食管癌", D, named="肺和肝脏"),
    Q("单位体检说肺脏上有个阴影，医生问我以前有没有别的癌，哪些病会转到肺脏上来", "metastasizes_to", "肺脏", BP),
    Q("我妈腰椎片子上说有病变，哪些病会跑到腰椎上去", "metastasizes_to", "腰椎", BP),
    Q("麻风会不会顺着神经跑到小腿的胫神经上，我腿发麻", "metastasizes_to", "麻风", D, named="胫神经"),
    Q("皮肤上的鳞状细胞癌刚切完，接下来几年复查要把身体哪些地方都看一遍", "metastasizes_to", "鳞状细胞癌", D),
    # invades
    Q("孩子鼻子里面烂了一块，医生问最近有没有出过疹子，哪些病会连鼻子里面都侵犯到", "invades", "鼻", BP),
    Q("眼科说我结膜上皮细胞被病毒侵犯了，一般是哪些病会这样", "invades", "结膜上皮细胞", BP),
    Q("脸上的鳞状细胞癌手术前，医生要看它有没有往下长进皮下脂肪，会长那么深吗", "invades", "鳞状细胞癌", D, named="皮下脂肪"),
    Q("我手指关节越来越粗，骨关节炎是不是已经累及到手部了", "invades", "骨关节炎", D, named="手部"),
    Q("孩子出麻疹，病毒会直接钻进身体哪些地方去，我要多注意哪儿", "invades", "麻疹", D),
    # is_subtype_of
    Q("孩子诊断是韦斯特综合征，我想找对应的病友群，它归在哪种病底下", "is_subtype_of", "韦斯特综合征", D),
    Q("我爸喝酒喝出了齐夫综合征，我要在保险理赔单上填疾病大类，该填哪一种", "is_subtype_of", "齐夫综合征", D),
    Q("社区要登记传染病，黄疸出血型钩端螺旋体病应该勾在哪个病名下面", "is_subtype_of", "黄疸出血型钩端螺旋体病", D),
    Q("医生说我鼻涕老往嗓子里流是鼻窦滴漏综合征，我写病历本的时候它算哪一大类的病", "is_subtype_of", "鼻窦滴漏综合征", D),
    Q("高同型半胱氨酸血症在教材里是放在哪一类病下面的，我在整理笔记", "is_subtype_of", "高同型半胱氨酸血症", D),
    Q("静脉曲张性皮炎是不是下肢静脉曲张的一种，我要跟单位报病假写病名", "is_subtype_of", "静脉曲张性皮炎", D,
      named="下肢静脉曲张"),
    # related_disease
    Q("孩子出风疹，身上冒了一片片斑丘疹，这两样是连在一起的吧", "related_disease", "风疹", D, named="斑丘疹"),
    Q("膝盖骨关节炎好几年了，医生说韧带松弛跟它也有关系，要一起注意吗", "related_disease", "骨关节炎", D, named="韧带松弛"),
    Q("我妈查出高钙血症，前阵子拍片又说L5压缩性骨折，这俩病有关联吗", "related_disease", "高钙血症", D, named="L5 压缩性骨折"),
    Q("孩子刚出完麻疹，幼儿园又有水痘，麻疹跟水痘带状疱疹感染有关系吗，我要不要先把他接回家", "related_disease", "麻疹", D,
      named="水痘带状疱疹感染"),
    Q("我奶奶阿尔茨海默病，现在照镜子都不认得自己了，这种自身面容失认症也是跟这个病连着的吗", "related_disease", "阿尔茨海默病", D,
      named="自身面容失认症"),
    Q("我爸前阵子查出胰腺上有东西，这回病理报告上又写着恶病质性心内膜炎或消耗性心内膜炎，下周我陪他去复查，除了心脏还得顺带查查哪些跟它相关的病", "related_disease",
      "非细菌性血栓性心内膜炎", D, mention="恶病质性心内膜炎或消耗性心内膜炎"),
    # differential_diagnosis
    Q("英文病历上写着Alzheimer's disease，我想再找专家确认，会不会其实是克罗伊茨费尔特雅各布病", "differential_diagnosis",
      "阿尔茨海默病", D, mention="Alzheimer's disease", named="克罗伊茨费尔特雅各布病"),
    Q("一家人吃完饭都又吐又拉，我爸还肚子胀不排气，医生要先排除大肠梗阻，食物中毒跟它怎么分", "differential_diagnosis", "食物中毒", D,
      named="大肠梗阻"),
    Q("孩子眼睛发黄，查出高结合型胆红素血症，医生说还要排除Dubin—Johnson，这个是要鉴别的吗", "differential_diagnosis",
      "高结合型胆红素血症", D, named="Dubin—Johnson"),
    Q("我妈血压一下冲到两百多，急诊说是高血压急症，又说要跟继发性肾病区分一下，两个会搞混吗", "differential_diagnosis",
      "高血压急症", D, named="继发性肾病"),
    Q("片子上肺里有团影子，医生怀疑非小细胞肺癌，但说得先跟传染性肉芽肿分开，这两个容易看错吗", "differential_diagnosis",
      "非小细胞肺癌", D, named="传染性肉芽肿"),
    Q("上吐下泻发烧，我以为是食物中毒，医生说也可能只是急性病毒综合征，两个怎么分得清", "differential_diagnosis", "食物中毒", D,
      named="急性病毒综合征"),
    # indicated_for
    Q("医生开的那特真眼药水还剩半瓶，想留着以后用，它能对付哪些眼病", "indicated_for", "那他霉素滴眼液", DR, mention="那特真"),
    Q("晚上老烧心，站在药店货架前看到纽兰达，买这个回去喝对路吗", "indicated_for", "铝镁混悬液", DR, mention="纽兰达",
      named="烧心"),
    Q("药店推荐我买舒胆灵，说是管胆的，具体能对付哪些毛病", "indicated_for", "非布丙醇胶丸", DR, mention="舒胆灵"),
    Q("更年期一阵一阵出汗，朋友给了我一支爱斯妥，我抹之前想搞清楚它到底用来治啥", "indicated_for", "雌二醇凝胶", DR,
      mention="爱斯妥"),
    Q("家里药箱翻出一盒常为康，过期前想用掉，它是对付什么病的", "indicated_for", "醋氨己酸锌胶囊", DR, mention="常为康"),
    Q("流感季节想在家备点玛诺苏，孩子他爸要是得了流感能吃这个吗", "indicated_for", "阿比多尔片", DR, mention="玛诺苏",
      named="流感"),
    Q("嗓子又干又疼，药店阿姨拿了一盒银蒲解毒片让我回去吃两天，它主要管哪些不舒服", "indicated_for", "银蒲解毒片", DR),
    # has_adverse_reaction
    Q("过敏了医生开欣民立，我每天还得开车送孩子上学，吃了以后我要留意自己有什么反应", "has_adverse_reaction", "阿伐斯汀胶囊", DR,
      mention="欣民立"),
    Q("腿肿买了马栗种子提取物片，我爸胃不好，吃上以后在家要盯着他哪些不舒服", "has_adverse_reaction", "马栗种子提取物片", DR),
    Q("孩子拉肚子给他冲了单那尔滨，吃多了会不会反过来拉不出来", "has_adverse_reaction", "鞣酸蛋白散", DR, mention="单那尔滨",
      named="便秘"),
    Q("保胎吃的琪宁，我白天上班老犯困，是这个药让人嗜睡吗", "has_adverse_reaction", "黄体酮软胶囊", DR, mention="琪宁",
      named="嗜睡"),
    Q("嘴角起了疱疹，阿昔洛韦凝胶涂上去以后出现哪些情况就得停", "has_adverse_reaction", "阿昔洛韦凝胶", DR),
    Q("化疗期间在吃赛伽，最近总觉得嘴里干，是它闹的吗", "has_adverse_reaction", "银耳孢糖肠溶胶囊", DR, mention="赛伽",
      named="口干"),
    Q("我妈头疼医生给了洛斯宝，她年纪大了，喝了以后家里人要注意她有什么反应", "has_adverse_reaction", "麦角隐亭咖啡因口服液", DR,
      mention="洛斯宝"),
    # has_ingredient
    Q("我吃人参就上火，龙璞灵这个降糖的胶囊里面放了哪些东西，我得先看看", "has_ingredient", "降糖胶囊", DR, mention="龙璞灵"),
    Q("我对大豆过敏，医院要给我输克凌诺，里面有没有大豆油", "has_ingredient", "长链脂肪乳注射液（OO）", DR, mention="克凌诺",
      named="大豆油"),
    Q("降脂宁颗粒里加蔗糖了吗", "has_ingredient", "降脂宁颗粒", DR, named="蔗糖"),
    Q("晚上头疼想吃片佩比加，又怕睡不着，里面是不是有咖啡因", "has_ingredient", "阿酚咖片", DR, mention="佩比加",
      named="咖啡因"),
    Q("我喝牛奶就过敏，施泰乐里是不是掺了脱脂奶粉", "has_ingredient", "阿司匹林散", DR, mention="施泰乐", named="脱脂奶粉"),
    Q("我怀孕五个月了腰酸得厉害，我婆婆翻出家里那瓶雪上一枝蓠速效止痛搽剂让我擦擦，我想先知道里面都用了哪些药材，有没有孕妇碰不得的，再决定擦不擦", "has_ingredient",
      "雪上一枝蓠速效止痛搽剂", DR),
    Q("老人想每天吃长春益寿膏补补，他血糖高，我得先弄清楚这膏是拿什么熬的", "has_ingredient", "长春益寿膏", DR),
    # is_a_level3
    Q("整理药箱翻出里素劳，想按用途分格子放，它该放哪一格", "is_a_level3", "酮康唑片", DR, mention="里素劳"),
    Q("明天做核磁，护士说到时候要推莫迪司，这是哪类东西，我有点怕", "is_a_level3", "钆贝葡胺注射液", DR, mention="莫迪司"),
    Q("我爸住院在输达贝，是不是抗凝血的那一类药，我们回家要注意别磕碰吗", "is_a_level3", "阿加曲班注射液", DR, mention="达贝",
      named="抗凝血药"),
    Q("给孩子打虫买的阿苯达唑颗粒，放药箱里要贴个标签写它是干哪一类的", "is_a_level3", "阿苯达唑颗粒", DR),
    Q("医生给我脚上的疣开了鬼臼毒素软膏，我要记在用药本上，它按用途算哪一类药", "is_a_level3", "鬼臼毒素软膏", DR),
    Q("腰疼贴的蝶蝶宁是哪一类的药，我想跟家里别的药分开放", "is_a_level3", "高乌甲素贴片", DR, mention="蝶蝶宁"),
    # belongs_to
    Q("脚上长癣要去药店买华太，它一般摆在哪个分类的柜台上", "belongs_to", "酞丁安搽剂", DR, mention="华太"),
    Q("烫伤以后医生开了贝复济，我想在网上药店搜，它属于哪个药品类别", "belongs_to", "重组牛碱性成纤维细胞生长因子外用溶液", DR,
      mention="贝复济"),
    Q("我爸吃的贝琪是不是钙拮抗药那一类，我要填用药清单", "belongs_to", "阿折地平片", DR, mention="贝琪", named="钙拮抗药"),
    Q("医生开的弥尔神，医保单子上它归在哪一类药里", "belongs_to", "钴胺胶囊", DR, mention="弥尔神"),
    Q("我爸肝不好在打雅博司，出院要自己去药房买，它在药房是划在哪一类", "belongs_to", "门冬氨酸鸟氨酸注射液", DR,
      mention="雅博司"),
    Q("降血脂的司里蒙，说明书上分类那一栏写的是哪一类", "belongs_to", "阿昔莫司胶囊", DR, mention="司里蒙"),
    # drug_has_alias
    Q("医生开的恩度，取药的单子上还可能印成什么别的名字", "drug_has_alias", "重组人血管内皮抑制素注射液", DR, mention="恩度"),
    Q("住院输的海斯维，出院想自己去买，药房那边是不是叫田力", "drug_has_alias", "转化糖电解质注射液", DR, mention="海斯维",
      named="田力"),
    Q("阿利吉仑片去外地药店买，报什么名字店员更容易找到", "drug_has_alias", "阿利吉仑片", DR),
    Q("移植科护士说要打健尼哌，我在药品说明书上找不到这个名字，它是哪个药", "drug_has_alias", "健尼哌", AL),
    Q("酒石酸罗格列酮分散片是不是就是安瑞宁，我去药店想报个短点的名字", "drug_has_alias", "酒石酸罗格列酮分散片", DR,
      named="安瑞宁"),
    # mainly_treats
    Q("老家亲戚寄来一捆蜀黍根，说是好东西，我拿它能治什么病", "mainly_treats", "高粱根", M, mention="蜀黍根"),
    Q("在山上挖了些茅灵芝，晒干了放着，它能对付什么病", "mainly_treats", "鹅观草", M, mention="茅灵芝"),
    Q("药铺老板说鬼虱能打虫，我想给孩子打蛔虫，用这个对路吗", "mainly_treats", "鹤虱", M, mention="鬼虱", named="蛔虫病"),
    Q("海边渔民给了一包晒干的海菊花，说能入药，带回家能治哪些病", "mainly_treats", "黄海葵", M, mention="海菊花"),
    Q("孩子咳嗽有黄痰，老人说弄点黄荆沥给他喝，这东西真能治肺热咳嗽吗", "mainly_treats", "黄荆沥", M, named="肺热咳嗽"),
    Q("菜市场收了一碗鲤鱼鳞，听说能熬成胶入药，能拿来治什么", "mainly_treats", "鲤鱼鳞", M),
    Q("朋友养驴，送了几斤驴乳，除了喝着补，当药用能治啥病", "mainly_treats", "驴乳", M),
    # has_efficacy
    Q("菜场卖的蔊菜牌子上写着药食两用，买回去吃对身体有什么好处", "has_efficacy", "风花菜", M, mention="蔊菜"),
    Q("标签上写着望果，说是果子晒干的，泡水喝有什么用", "has_efficacy", "馀甘子", M, mention="望果"),
    Q("药材店橱窗里摆着鹿髓，价钱不便宜，买回去吃能起什么作用", "has_efficacy", "鹿髓", M),
    Q("麋角看标签说能补，具体是补哪方面的，我想给我爸买", "has_efficacy", "麋角", M),
    Q("地虱婆也能当药？药铺标签上这么写的，它有什么功效", "has_efficacy", "鼠妇虫", M, mention="地虱婆"),
    Q("布荆子的包装上写着能祛风解表，感冒刚起头泡水喝是这个意思吗", "has_efficacy", "黄荆子", M, mention="布荆子",
      named="祛风解表"),
    # distributed_in
    Q("想去产地收一批飞轻，这东西主要长在哪些地方", "distributed_in", "飞廉", M, mention="飞轻"),
    Q("药材老板让我去找石豇豆的货源，要往哪几个省跑", "distributed_in", "高山瓦韦", M, mention="石豇豆"),
    Q("我在浙江山里，想自己上山找鸦椿卫矛，我们这边能找到吗", "distributed_in", "鸦椿卫矛", M, named="浙江"),
    Q("鲨鱼油得去哪片海进货", "distributed_in", "鲨鱼油", M),
    Q("我在广西，听说黄花地桃花漫山都是，我们这儿真有吗", "distributed_in", "黄花地桃花", M, named="广西"),
    Q("黑骨草哪些地方的山上有", "distributed_in", "鬼羽箭", M, mention="黑骨草"),
    # material_has_alias
    Q("明天一早去亳州药材市场给我妈买鹅绒藤，听说那边老板多半不认这个名字，我还能报哪些名字让他们听得懂", "material_has_alias", "鹅绒藤", M),
    Q("菜市场上的鮧鱼平常大家都怎么叫，我去买的时候好说", "material_has_alias", "鮧鱼", M),
    Q("鸡骨香在乡下一般怎么叫，我要去村里收", "material_has_alias", "鸡骨香", M),
    Q("黄金钱就是肺形草吗", "material_has_alias", "黄金钱", M, named="肺形草"),
    Q("树头菜正名是哪味药材", "material_has_alias", "树头菜", AL),
    Q("零馀子还有什么别的叫法，我想在网上下单", "material_has_alias", "黄独零馀子", M, mention="零馀子"),
    # composed_of
    Q("想照着书自己熬麻桂各半汤，要不要去买白芍", "composed_of", "麻桂各半汤", F, named="白芍等"),
    Q("麻桂术甘汤我打算在家煎，药单上要写炙甘草吗", "composed_of", "麻桂术甘汤", F, named="炙甘草等"),
    Q("抓麻黄二陈汤的药，广橘皮是必须的吗，我家里刚好有", "composed_of", "麻黄二陈汤", F, named="广橘皮等"),
    Q("自己配麻黄地骨皮汤要放玄参吗", "composed_of", "麻黄地骨皮汤", F, named="玄参等"),
    Q("周末想煮一锅麻黄方，去药房要不要顺带抓点杏仁", "composed_of", "麻黄方", F, named="杏仁等"),
    Q("熬麻黄调心泄热汤要用子芩吗", "composed_of", "麻黄调心泄热汤", F, named="子芩等"),
    # formula_has_efficacy
    Q("想给我妈熬阿胶鸡子黄汤，她血虚，喝这个能滋阴养血吗", "formula_has_efficacy", "阿胶鸡子黄汤", F, named="滋阴养血"),
    Q("夏天湿气重胃口差，香薷散能化湿和中吗，我想自己配来喝", "formula_has_efficacy", "香薷散", F, named="化湿和中"),
    Q("老人老是往上返气，麦门冬汤有没有降逆下气的作用", "formula_has_efficacy", "麦门冬汤", F, named="降逆下气"),
    Q("便秘想吃麻子仁丸，它除了润肠，能不能行气通便", "formula_has_efficacy", "麻子仁丸", F, named="行气通便"),
    Q("龟鹿二仙胶熬好了给我爸吃，是为了益气壮阳吗", "formula_has_efficacy", "龟鹿二仙胶", F, named="益气壮阳"),
    Q("皮肤老痒，中医开了麻黄方，说是能和血止痒，真有这个用处吗", "formula_has_efficacy", "麻黄方", F, named="和血止痒"),
    # prescribed_for
    Q("吃多了胁下胀痛，能自己抓香砂平胃散来喝吗，它管食积胁痛吗", "prescribed_for", "香砂平胃散", F, named="食积胁痛"),
    Q("感冒鼻子堵得说话嗡嗡的，麻桂二陈汤能用在鼻塞声重上吗", "prescribed_for", "麻桂二陈汤", F, named="鼻塞声重"),
    Q("眼睛皮肤都发黄，老中医提到麻黄醇酒汤，身目发黄的时候能喝它吗", "prescribed_for", "麻黄醇酒汤", F, named="身目发黄"),
    Q("大便带血好久了，想试试黄土汤，它是治大便下血的吗", "prescribed_for", "黄土汤", F, named="大便下血"),
    Q("白带发黄还有臭味，龙胆泻肝汤能自己煮来喝吗，是对这个的吗", "prescribed_for", "龙胆泻肝汤", F, named="妇女带下黄臭"),
    Q("我爸头发掉牙也松了，龟鹿二仙胶是给这种发脱齿摇的人吃的吗", "prescribed_for", "龟鹿二仙胶", F, named="发脱齿摇"),
    # formula_has_alias
    Q("古书上写的附子麻黄汤（《赤水玄珠全集》卷五），我还想去别的书里查，这个方子还叫什么", "formula_has_alias", "麻黄附子细辛汤", F,
      mention="附子麻黄汤（《赤水玄珠全集》卷五）"),
    Q("去图书馆翻古籍，黄土汤在别的书里可能写成什么名字，我好一起找", "formula_has_alias", "黄土汤", F),
    Q("伏龙肝汤（《三因极一病证方论》卷九）说的是现在哪个方子", "formula_has_alias", "伏龙肝汤（《三因极一病证方论》卷九）", AL),
    Q("书上说的麻黄汤，有的地方指的是麻黄调心泄热汤吗", "formula_has_alias", "麻黄调心泄热汤", F, named="麻黄汤"),
    Q("菝葜八味汤我要去药铺抓，老药工可能叫它别的名字，都有哪些", "formula_has_alias", "菝葜八味汤", F),
    # check_for_disease
    Q("医生让我做酚红排泌试验，这项是想看我有没有什么病", "check_for_disease", "酚红排泌试验", C),
    Q("下田插完秧发烧腿疼，医生开了钩端螺旋体病凝集溶解试验，就是为了确认是不是钩体病吧", "check_for_disease",
      "钩端螺旋体病凝集溶解试验", C, named="钩端螺旋体病"),
    Q("眼科约了静态视野检查，做完能看出来哪些眼病", "check_for_disease", "静态视野检查", C),
    Q("我妈要抽骨髓查骨髓巨核细胞数和分类，医生想排查哪些病", "check_for_disease", "骨髓巨核细胞数和分类", C),
    Q("孩子摔到下巴，医生让拍颌面五官CT检查，能看出是不是颌骨骨折吗", "check_for_disease", "颌面五官CT检查", C,
      named="颌骨骨折"),
    Q("下周要做静脉胆囊、胆道造影，要空腹还要打药，做这个是为了查出什么病", "check_for_disease", "静脉胆囊、胆道造影", C),
    Q("鼻子老堵还头疼，医生开了个鼻窦检查，能不能查出急性额窦炎", "check_for_disease", "鼻窦检查", C, named="急性额窦炎"),
    # check_for_symptom
    Q("阴囊哪儿不对劲要去做阴囊检查", "check_for_symptom", "阴囊检查", C),
    Q("脖子僵硬得低不下头，这种颈项强直要去做颈部MRI检查吗", "check_for_symptom", "颈部MRI检查", C, named="颈项强直"),
    Q("我眼皮红肿奇痒快一个月了，药店买的药膏擦了也不见好，皮肤科医生说要做迟发性皮肤变态反应检查，我想知道一般身上有什么情况的人才要做这个", "check_for_symptom", "迟发性皮肤变态反应检查", C),
    Q("尿里有血但一点都不疼，是不是该做静脉肾盂造影检查", "check_for_symptom", "静脉肾盂造影检查", C, named="无痛性尿血"),
    Q("我爸走路脚在地上拖着走，这种情况要做运动功能检查吗", "check_for_symptom", "运动功能检查", C, named="下肢拖曳步态"),
    Q("医生说病人脸色不对要做面容表情检查，脸上是什么样子才会被安排这项", "check_for_symptom", "面容表情检查", C),
    # performed_by
    Q("约了静脉尿路造影检查，当天到了医院先去哪个科报到", "performed_by", "静脉尿路造影检查", C),
    Q("单子上写着静脉肾盂排泄造影，到了医院我该找哪个科室去做", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    Q("泌尿外科自己能做哪些检查", "performed_by", "泌尿外科", DEP),
    Q("孩子高烧抽了一回，医生开了EEG，医院这么大，我该带他去哪个科", "performed_by", "脑电图检查", C, mention="EEG"),
    # check_has_alias
    Q("静脉尿路造影检查在别的医院的单子上可能写成什么", "check_has_alias", "静脉尿路造影检查", C),
    Q("检查单上写的静脉肾盂排泄造影，它正式名字叫什么检查", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("超声内镜检查的英文缩写是不是EUS，预约短信上只写了字母", "check_has_alias", "超声内镜检查", C, named="EUS"),
    Q("约的EUS是什么检查", "check_has_alias", "EUS", AL),
]

if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day62"))
