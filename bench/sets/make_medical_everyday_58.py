"""Writes `medical_everyday_58.jsonl`, a fifty-eighth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-seventh, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is Chinese translated from English, the way people meet it every
day: machine-translated health FAQs and patient leaflets (常见问题：什么是网状组织细胞肉芽肿的常见症状？, 什么是安珐特的适应症？,
服用百普乐的常见不良反应是什么？你应该在什么时候联系你的医生？), translated app interfaces and chatbot replies (您是不是想问：臣功再欣可能会引起哪些不良反应？), subtitles of
foreign health videos (在这期视频中，我们来谈一谈小儿皱梅腹综合征。首先，它…, 在这段视频里，我们看到了松花江边的渔民。), and questions typed by people who think in
English and translate word for word: the passive with 被 (子宫癌可以被什么药物治疗？, 小儿后尿道瓣膜应该被哪一个科室的医生来看？, 八宝瑞生丹可以被用于胸胁攻痛吗？), 对于X来说,
关于X，…, 在X的情况下, 一个人 / 他或她应该…, 它是否…, 是否有任何…, 是否以任何其他的名称被销售, 还以哪些名称为人所知, long attributive phrases before the noun
(一种被称为皮肤假性黄色瘤的罕见疾病, 为处于什么情况下的女性而使用的), pronouns Chinese would omit (你的医生是否会安排你进行一项吲哚青绿血管造影检查, 身体的哪些肌肉会受到它的影响), 使用X来治疗Y,
谁最有可能受到X的影响, 以下哪些, 什么类别的药物是艾太？, 健康益处和功效 and the FAQ heading 常见问题：. The network's names are written as the network
records them (the translation got the name right); only the framing is translationese. 41 are ordinary everyday Chinese
for contrast (寰枢关节脱位挂什么科？, 吃万仪会不会低钠血症？, 孩子咳了三天了，医生说是小儿急性支气管炎，一般还会有啥症状啊？, 做肠镜前喝的复方聚乙二醇电解质散算哪一类药？). 3 carry 呢/啊/呀/嘛/哈; 40
are tagged `context`; some ask two things and the first is the gold (寰椎沟环畸形的体征和症状是什么？你应该在什么时候去看你的医生？ asks the symptoms;
利百素凝胶是用来做什么的？它是如何起作用的？ the indications; 外伤性颈内动脉海绵窦瘘发生在哪一条血管上？它是危险的吗？ the site; 小儿尿石症是怎么得的？跟平时吃东西有关系吗？ the causes). Where
two names could be asked about, the wording says which (小细胞肺癌（不是非小细胞肺癌）, 小花五味子根（不是五味子）, 纤序鼠李这种植物（不是它的叶子）,
定心散（一种草药，不是一个方剂）, 八宝粥（作为一个方剂）, 快速血浆反应素环状卡片试验（不是快速血浆反应素试验）, 是去头颈肿瘤外科看吗？还是普通外科？ names 头颈肿瘤外科, 安徽小檗除了安徽，在湖北也有分布吗？ names
湖北).

Records: taken from the third tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 57 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-sixth and forty-sixth sets drew from the
third tenth too, and this one takes only what they and every other set left. cures has 106 window sources and two left
(子宫癌, 心脑血管疾病), both asked; four more questions each name a drug no earlier question names (妊娠呕吐 → 谷维素双维B片, 婴儿痉挛症 →
氯硝西泮片, 孢子丝菌病 → 盐酸伊曲康唑胶囊, 小儿消化不良 → 复方胃蛋白酶散). Where every source of a relation type in that window is already asked about
(has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias,
composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names
one neighbour no earlier question names (子宫内膜癌 ← 长期停止排卵, 广泛性焦虑障碍 ← 被同伴欺负, 心房扑动 ← 使用洋地黄类药物, 尘肺 ← 水泥切割, 婴儿猝死综合征 ← 无母乳喂养,
多发性骨髓瘤 ← MM 家族史, 多发性骨髓瘤 ↔ 髓外浆细胞瘤, 小细胞肺癌 ↔ 喉返神经麻痹, 尿崩症 ↔ Langerhans 细胞组织细胞增生症, 心内膜炎感染 ↔ 未修复的紫绀型先天性心脏病, 急性会厌炎 ↔ 呼吸道梗阻,
心肌缺血 ↔ I型心肌梗死, 帕金森病 ↔ 血管性帕金森症 and 阿尔茨海默病合并帕金森症, 小细胞肺癌 ↔ 韦格纳氏肉芽肿病 and 气管肿瘤, 广泛性焦虑障碍 ↔ 精神活性物质或药物所致焦虑障碍, 心肌梗塞 ↔ 急性肺动脉栓塞,
八宝拨云散 → 玛瑙, 八味黄耆散 → 黄连等, 八宝止血药墨 → 冰片等, 八味蜡矾丸 → 真珠等, 八妙丸 → 延胡索等, 八宝玉枢丹 → 解诸毒, 八宝珍珠散 → 透脓, 八毒赤丸 → 杀鬼气, 八珍合六味加减方 → 补肾固冲,
八宝粥 → 补气益肾, 八将擒王丸 → 清热化湿, 八效虎骨散 → 血风遍疰疼痛, 八宝瑞生丹 → 胸胁攻痛, 八物茜根汤 → 中蛊毒, 八宣汤 → 头痛发热恶寒者, 八物麦门冬饮 → 咳嗽心烦, 八将擒王散 → 痈疽未溃), is
asked from the relation's target end (北纬, where 多发性硬化 is prevalent; 同侧半胸廓, where 小细胞肺癌 spreads; 腭弓, which 恶性肿瘤 invades;
正梅片, an ingredient of 八宝光明散; 心血管科, the department of 心血管造影检查), names its entity by an alias (BCC, Acute Otitis Media,
八毒丸 and 新生儿筛查, earlier sets' mentions, and 虎骨散, an earlier question's gold) or asks what an alias stands for (殊奇, 大效虎骨散,
八物定志丸, RPR: earlier questions' mentions or gold, asked here in other words); a few ask a record again in words no
earlier question uses (委内瑞拉马脑炎, 多发性硬化, 急性阑尾炎, 心内膜炎感染, 心肌炎, 尿多酸肽注射液, 普瑞巴林胶囊, 曲昔匹特片, 八效虎骨散, 八物参术丸, 心血管造影检查, 快速血浆反应素试验),
and where a window source has no neighbour left that no earlier question names, the question names one again (慢性淋巴细胞白血病
→ 拉丁美洲, 小细胞肺癌 → 脑, 急性中耳炎 → 鼓膜, 恶性肿瘤 → 口底, 急性淋巴细胞白血病 → 淋巴结, 替格瑞洛片 → 倍林达, 八毒赤丸 → 李子豫赤丸, 宫腔镜检查 → 妇产科, 心电图检查 → ECG,
新生儿疾病筛查检查 → newborn screening). has_risk_factor has 19 window sources, all asked about before: its six questions each
name a risk factor no earlier question names. None of the four window sources of prevalent_in (基底细胞癌, 多发性硬化, 委内瑞拉马脑炎,
慢性淋巴细胞白血病) has a neighbour no earlier question names: one names one again, 基底细胞癌 is asked openly by its alias BCC,
委内瑞拉马脑炎 and 多发性硬化 are asked in new words and one question asks from the target end (北纬, never an earlier question's
entity). None of the five window sources of metastasizes_to (小细胞肺癌, 心内膜炎感染, 心肌炎, 急性中耳炎, 急性阑尾炎) has one either: two name
one again (急性中耳炎 by its English name Acute Otitis Media), 急性阑尾炎 and 心内膜炎感染 are asked in new words and one question asks
from the target end (同侧半胸廓, never an earlier question's entity). The three window sources of invades (心肌炎, 急性淋巴细胞白血病,
恶性肿瘤) have none: two name one again, 心肌炎 is asked in new words and one question asks from the target end (腭弓, never an
earlier question's entity). Of the 31 window sources of related_disease and the 12 of differential_diagnosis, six
questions each name a neighbour no earlier question names. The window of drug_has_alias holds seven drugs (尿多酸肽注射液,
左奥硝唑氯化钠注射液, 普瑞巴林胶囊, 曲尼司特胶囊, 曲昔匹特片, 替格瑞洛片, 果糖二磷酸钙片), each with one alias that is also its one trade name, and all seven
names earlier questions use: 替格瑞洛片 is asked whether it is also known as 倍林达, three are asked in new words and one
question asks what 殊奇 stands for (the gold of one earlier question). Of the seventeen window formulas of composed_of
only 八宝光明散 (正梅片), 八宝拨云散 (玛瑙, 珍珠粉) and 八味黄耆散 (芎 followed by a private-use character) have an ingredient no earlier
question names written as a name of its own: one question names 玛瑙, one asks from the target end which formulas hold
正梅片, and four name one the network writes with 等 that no earlier question names, the way people write it, without the 等
(八味黄耆散里有黄连吗 names 黄连等). Six of the thirty window formulas of formula_has_efficacy are asked whether they have an
efficacy no earlier question names (八毒赤丸 named by its alias 八毒丸), and six of the thirty-four of prescribed_for whether
they treat a disease no earlier question names (八效虎骨散 named by its alias 虎骨散). formula_has_alias has 29 sources and its
window three (八效虎骨散, 八毒赤丸, 八物参术丸), all of whose aliases earlier questions name: 八效虎骨散 and 八物参术丸 are asked in new words,
八毒赤丸 whether it is also called 李子豫赤丸, and two questions ask what 大效虎骨散 (八效虎骨散's alias, an earlier set's mention, never
an earlier question's gold) and 八物定志丸 (八物参术丸's) stand for. performed_by has six sources and its window none, as for the
thirty-sixth and forty-sixth sets: its questions take the record in whose place in key order the third tenth falls
(心血管造影检查, asked in new words), ask from that record's target end (心血管科), and take the record before it (宫腔镜检查, whether
it is done in 妇产科) and the record after it (新生儿疾病筛查检查, named by its alias 新生儿筛查). check_has_alias has seven sources and
its window one (快速血浆反应素试验, the second in key order), asked in new words and by what its alias RPR stands for; the record
before it (心电图检查) is asked whether it is also called ECG and the record after it (新生儿疾病筛查检查) whether its English name is
newborn screening.

85 questions name the one neighbour they ask about, most of them naming two records (妊娠合并偏头痛 → 闪光幻觉, 头—面血管瘤综合征 → 神经外科,
多灶性脉络膜炎伴全葡萄膜炎 → 吲哚青绿血管造影检查, 宫颈微小型浸润癌 → 宫颈活检及颈管刮术, 妊娠合并心房间隔缺损 → 肺动脉瓣狭窄, 小儿克山病 → 肺梗塞, 心脑血管疾病 → 复方天麻蜜环菌片, 多发性脑膜瘤 → 大脑凸面,
多中心性网状组织细胞增生症 → 网状组织细胞增生症, 婴幼儿阴道炎 → 婴幼儿外阴阴道炎, 宫颈妊娠 → 受精卵运行过快, 外阴良性肿瘤 → 中年以上的妇女, 多系统器官功能衰竭 → 介质疗法, 小儿慢性肉芽肿病 → 干扰素治疗,
子宫内膜间质肉瘤 → 孕激素类药物治疗, 子宫颈平滑肌瘤 → 子宫平滑肌瘤, 巨细胞病毒性单核细胞增多症 → 传染性单核细胞增多症, 宫丽咛 → 子宫肌瘤并月经过多, 绿君宁 → 百日咳, 佳乐同泰 → 喉痉挛, 万仪 → 低钠血症,
安立康 → 哌喹, 康明 → 消旋山莨菪碱, 尼麦角林胶囊 → 脑血管药, 帕斯坦 → 氨基水杨酸及其类似药, 礓砾 → 清热解毒消肿, 大马哈鱼籽 → 松花江, 安徽刺黄柏 → 刺黄柏, 大豆黄卷 → 黄卷, 尿α—葡萄糖苷酶检查 →
非甾体类抗炎药物性肾病, 尿道口检查 → 重复尿道, 尿瓜氨酸检查 → 习惯性腹泻, 平均红细胞血红蛋白含量（MCH） → 唇甲色淡, and the neighbours above), some in other words than
the neighbour's name (孩子得了小儿化脓性脑膜炎，医生会用肾上腺皮质激素吗？ names 肾上腺皮质激素的应用, and the four written without 等); one offers two
departments and names the one that is (小儿甲状腺癌 … 是去头颈肿瘤外科看吗？还是普通外科？ names 头颈肿瘤外科). Sixteen besides the alias-instance
questions are asked from the relation's target end (牙龈潮红可能是以下哪些疾病的一个迹象？, 血中抗内分泌腺抗体测定是以下哪些疾病需要做的检查之一？,
RET原癌基因突变可以导致哪些疾病的发生？, 作为一个乙肝表面抗原阳性的人…, 哪些疾病在北纬地区更为流行？, 以下哪些癌症可以转移到同侧半胸廓？, 哪些疾病会侵犯腭弓？, 脑脊膜良性肿瘤包括以下哪些类型？, 哪些药物可能会导致喉干…,
以下哪些药品含有鼠表皮生长因子…, 哪些中药材可以被用于蛇虫犬咬？, 哪些中草药具有息风止惊的功效？, 在乌苏里江可以找到哪些药材？, 以下哪些方剂在它们的组成中含有正梅片？, 尿是绿的，化验单上写绿色尿，应该做什么检查？,
以下哪些检查可以在心血管科被进行？), each from a neighbour of a window source.

Names inside names: by a mechanical count 150 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (妊娠合并偏头痛 holds 偏头痛, 妊娠合并系统性红斑狼疮 holds 系统性红斑狼疮, 妊娠合并心房间隔缺损 holds 房间隔缺损, 妊娠合并重症肌无力 holds 重症肌无力 and 妊娠合并肺栓塞
holds 肺栓塞; 婴儿及儿童期癫痫及癫痫综合征 holds 癫痫综合征; 多灶性脉络膜炎伴全葡萄膜炎 holds 脉络膜炎 and 葡萄膜炎; 外阴恶性神经鞘瘤 holds 神经鞘瘤; 头部脓肿性穿掘性毛囊炎及毛囊周围炎 holds
毛囊炎; 外伤性颈内动脉海绵窦瘘 holds 颈内动脉, its answer; 小儿散发性甲状腺肿 holds 散发性甲状腺肿 and 甲状腺肿; 多中心性网状组织细胞增生症 holds 网状组织细胞增生症, its alias and
the answer its has_alias question names; 婴幼儿阴道炎 is one word from its alias 婴幼儿外阴阴道炎, a disease record too; 小儿急性支气管炎 is a
disease record as well as an alias of 小儿急性喉、气管、支气管炎, which another alias, 小儿急性气管支气管炎, names in a common_in question;
多发性脑膜瘤 is asked whether it lies on 大脑凸面, which lies inside 大脑凸面脑膜瘤, one of the kinds of 脑脊膜良性肿瘤 that the question asked
from the target end finds; 子宫颈平滑肌瘤 is one character from 子宫平滑肌瘤, its parent; 巨细胞病毒性单核细胞增多症 and 传染性单核细胞增多症 share 单核细胞增多症;
小细胞肺癌 lies inside 非小细胞肺癌, which its asker sets aside, and is asked under three relation types; 帕金森病, 血管性帕金森症 and
阿尔茨海默病合并帕金森症 share 帕金森, and 广泛性焦虑障碍 and 精神活性物质或药物所致焦虑障碍 hold 焦虑障碍; 复方雌孕片 lies inside 复方雌孕片（III）, asked by its trade
names 倍美安 and 倍美罗; 奥沙普秦片 and 奥沙普秦肠溶片, asked by 奥沙新 and 奥克清, share 奥沙普秦 with 奥沙普秦分散片 and 奥沙普秦肠溶胶囊; 小儿盐酸异丙嗪片 holds 盐酸异丙嗪片;
复方消旋山莨菪碱滴眼液 holds 消旋山莨菪碱, its answer, and is one word from 复方山莨菪碱滴眼液; 外用冻干鼠表皮生长因子 holds 鼠表皮生长因子, the ingredient asked
from the target end; 奥扎格雷钠葡萄糖注射液 is one word from 奥扎格雷钠注射液; 小果倒地铃 holds 倒地铃, its alias and mention; 小花五味子根 holds 五味子,
which its asker sets aside, and 小花清风藤根 holds 小花清风藤; 纤序鼠李, the alias that names 大风药, lies inside 纤序鼠李叶, the alias of
大风药叶; 安徽小檗 holds 安徽, which its asker names beside the answer, and 安徽刺黄柏 holds 刺黄柏, its alias and answer; 大豆黄卷 holds 黄卷,
its alias, which lies inside 黄卷皮, another; 大马哈鱼籽 and 大麻哈鱼, written with 马 and with 麻, are both answers of 乌苏里江; 痢疾草
holds 痢疾; 八效虎骨散 holds 虎骨散, its alias and mention, which lies inside 大效虎骨散 too; 快速血浆反应素环状卡片试验 is asked apart from
快速血浆反应素试验, 平均红细胞血红蛋白含量（MCH） is one word from 平均红细胞血红蛋白浓度（MCHC）, and 心血管造影检查 holds 血管造影检查).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (10: English names, omental tumor, BCC and Acute Otitis Media, the last two earlier sets' mentions; other or
descriptive names, 网状组织细胞肉芽肿, 皮肤假性黄色瘤, 粒细胞减少性小肠结肠炎, 肾性糖尿性侏儒合并低血磷性佝偻病, 小儿急性气管支气管炎, 急性坏死性小肠结肠炎或节段性肠炎, copied from a
discharge summary, and 脑动脉血栓形成, read off a child's chart); drug trade names (27, below); medicinal material aliases (12:
白牛肝, 大筋草, 倒地铃, 痢疾草, 非洲木通, 纤序鼠李, 野木香叶, 马尾连, 礓砾, 龙胡子, 西南茜草, 小红米果根); TCM formula aliases (2: 八毒丸, an earlier set's mention,
and 虎骨散, an earlier question's gold); a check alias (1: 新生儿筛查, earlier sets' mention). Each of these names is listed by
that one instance only. Ten more ask what an alias stands for (称克—坎（Cronknite—Canada）综合征, 粒细胞减少性肠病, 阵发性肌张力不全性舞蹈手足徐动, 殊奇,
峨眉岩雪下, 吓唬草, 腾冲落地梅, 大效虎骨散, 八物定志丸, RPR: disease, drug, material, formula and check aliases): their gold is the alias
instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check)
makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 27 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (吴太口溃灵, 利百素, 安珐特, 宫丽咛, 倍美安, 绿君宁, 普贝生, 百普乐, 臣功再欣, 佳乐同泰, 倍美罗, 万仪, 阿斯特拉, 安立康, 谷参, 康明, 奥沙新, 福里衡, 艾太, 先乐克, 奥美星, 奥克清,
诺和平笔芯, 乐乐迷, 勃脉力A, 甘美达, 帕斯坦). All of them but 倍美安 are also drug records of their own. They are labelled as in the earlier
sets: the gold entity is the standard record (四维他胶囊, 复方七叶皂苷凝胶, 复方牛胎肝提取物片, 复方醋酸棉酚片, 复方雌孕片, 大蒜素胶囊, 地诺前列酮（前列腺素E2）栓,
培哚普利吲达帕胺片, 复方锌布颗粒剂, 奥沙利铂甘露醇注射液, 复方雌孕片（III）, 奥卡西平片, 复方利多卡因乳膏, 复方双氢青蒿素片, 复方谷氨酰胺肠溶胶囊, 复方消旋山莨菪碱滴眼液, 奥沙普秦片, 复方阿米三嗪片, 奈韦拉平片,
尼美舒利胶囊, 小儿盐酸异丙嗪片, 奥沙普秦肠溶片, 地特胰岛素注射液, 壬苯醇醚胶冻, 复方电解质注射液, 复方甘菊利多卡因凝胶, 奥沙拉秦钠胶囊), the mention is the trade name and the line
is tagged `alias`, because whoever reads the name off a box, a leaflet or a translated page asks about the medicine, and
the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- 殊奇 is a drug record as well as the alias instance 曲昔匹特片 lists (and its one trade name): 殊奇是哪一种药物的别名？ asks what the
  name stands for, so the gold is the alias instance, as the forty-sixth set's 去敏泰 and 长天欣平 questions are. 新生儿筛查 is a
  check record as well as an alias 新生儿疾病筛查检查 lists (我的宝宝需要做新生儿筛查。这项检查是由哪个科室负责的？): the question names the check the baby
  is to have, so the gold is the record the alias belongs to, as in the earlier sets' 新生儿筛查 questions. 小儿急性支气管炎, asked
  in a has_symptom question, is a disease record as well as an alias 小儿急性喉、气管、支气管炎 lists, one of the answers of that
  record's has_alias question.
- Some named neighbours are records of other types too: 婴幼儿外阴阴道炎 a disease record as well as the alias its disease
  lists, 倍林达 a drug record and ECG a check record as well as aliases, 干扰素治疗 a drug besides a therapy, 哌喹 a drug besides
  an ingredient, 急性肺动脉栓塞 a therapy besides a disease, 传染性单核细胞增多症 a cause besides a disease, 喉痉挛 a cause besides a
  symptom, 脑 a body part, an ingredient and a symptom, 淋巴结 a body part and a symptom, and 肺梗塞, 喉返神经麻痹, 呼吸道梗阻, 百日咳 and
  低钠血症 diseases and symptoms.
- Besides these, 35 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 子宫癌, 心脑血管疾病, 婴儿痉挛症, 心房扑动, 尘肺, 急性中耳炎, 小脑扁桃体下疝畸形, 心肌梗塞, 帕金森病 (two questions), the body part 腭弓 and the check
  心电图检查; a cause record: 子宫畸形, 小细胞肺癌 (four); both: 妊娠呕吐, 尿崩症, 心肌缺血, 心内膜炎感染 (two), and 急性阑尾炎 and 恶性肿瘤 a therapy record
  besides, 心肌炎 a population record besides; a cause, a check and a therapy record: 多发性骨髓瘤 (two); a symptom and a therapy
  record: 基底细胞癌, and 多发性硬化 a check record besides; an alias record: 小儿急性支气管炎, 子宫内膜癌; an ingredient record for the
  materials 大豆黄卷 and 山香圆叶; a drug record for the alias instance 殊奇; a disease record for the check 心血管造影检查), and the
  wording says which is meant (被诊断, 医生说, 病历上写着, 风险因素, 癌症, 药物, 草药, 药材, 方剂, 别名, 检查, 科室).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_58.py    # rewrites bench/sets/medical_everyday_58.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, EF, F, IN, M, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_58.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("常见问题：什么是网状组织细胞肉芽肿的常见症状？", "has_symptom", "多中心性网状组织细胞增生症", D, mention="网状组织细胞肉芽肿"),
    Q("我的孩子被诊断出患有一种被称为皮肤假性黄色瘤的罕见疾病。这种疾病的体征和症状有哪些？", "has_symptom", "小儿弹性假黄瘤", D,
      mention="皮肤假性黄色瘤"),
    Q("对于一位患有妊娠合并偏头痛的孕妇来说，闪光幻觉是否是它的症状之一？", "has_symptom", "妊娠合并偏头痛", D, named="闪光幻觉"),
    Q("寰椎沟环畸形的体征和症状是什么？你应该在什么时候去看你的医生？", "has_symptom", "寰椎沟环畸形", D),
    Q("牙龈潮红可能是以下哪些疾病的一个迹象？", "has_symptom", "牙龈潮红", S),
    Q("孩子咳了三天了，医生说是小儿急性支气管炎，一般还会有啥症状啊？", "has_symptom", "小儿急性支气管炎", D),
    Q("关于小儿急性偏瘫，你的孩子可能会表现出哪些症状？", "has_symptom", "小儿急性偏瘫", D),
    # designated_to
    Q("如果一个人被诊断患有头—面血管瘤综合征，他或她应该去神经外科就诊吗？", "designated_to", "头—面血管瘤综合征", D, named="神经外科"),
    Q("小儿后尿道瓣膜应该被哪一个科室的医生来看？", "designated_to", "小儿后尿道瓣膜", D),
    Q("寰枢关节脱位挂什么科？", "designated_to", "寰枢关节脱位", D),
    Q("在婴儿及儿童期癫痫及癫痫综合征的情况下，你应该预约医院的哪个科室？", "designated_to", "婴儿及儿童期癫痫及癫痫综合征", D),
    Q("我女儿十岁，查出来是小儿甲状腺癌，是去头颈肿瘤外科看吗？还是普通外科？", "designated_to", "小儿甲状腺癌", D, named="头颈肿瘤外科"),
    Q("出院小结上写着“急性坏死性小肠结肠炎或节段性肠炎”。对于这种情况，医院的哪一个科室负责它的治疗？", "designated_to",
      "小儿急性出血性坏死性肠炎", D, mention="急性坏死性小肠结肠炎或节段性肠炎"),
    # checks
    Q("病理报告上写着 omental tumor。为了诊断这种疾病，一个人需要进行哪些检查？", "checks", "大网膜肿瘤", D, mention="omental tumor"),
    Q("对于多灶性脉络膜炎伴全葡萄膜炎，你的医生是否会安排你进行一项吲哚青绿血管造影检查？", "checks", "多灶性脉络膜炎伴全葡萄膜炎", D,
      named="吲哚青绿血管造影检查"),
    Q("妊娠合并系统性红斑狼疮是如何被诊断出来的？需要完成哪些检查？", "checks", "妊娠合并系统性红斑狼疮", D),
    Q("孩子化疗完拉肚子、肚子疼，医生怀疑是粒细胞减少性小肠结肠炎，要查些什么？", "checks", "小儿回盲肠综合征", D,
      mention="粒细胞减少性小肠结肠炎"),
    Q("血中抗内分泌腺抗体测定是以下哪些疾病需要做的检查之一？", "checks", "血中抗内分泌腺抗体测定", C),
    Q("宫颈微小型浸润癌要不要做宫颈活检及颈管刮术？", "checks", "宫颈微小型浸润癌", D, named="宫颈活检及颈管刮术"),
    # has_complication
    Q("孩子的病历上写的是脑动脉血栓形成。这种情况可能会导致哪些并发症？", "has_complication", "小儿急性偏瘫", D, mention="脑动脉血栓形成"),
    Q("妊娠合并心房间隔缺损是否会引起肺动脉瓣狭窄作为它的一种并发症？", "has_complication", "妊娠合并心房间隔缺损", D, named="肺动脉瓣狭窄"),
    Q("常见问题：夸赛纳森林病可能会带来哪些严重的并发症？", "has_complication", "夸赛纳森林病", D),
    Q("小儿克山病会不会并发肺梗塞？", "has_complication", "小儿克山病", D, named="肺梗塞"),
    Q("关于大肠埃希杆菌肺炎，以下哪些是可能会发生的并发症？", "has_complication", "大肠埃希杆菌肺炎", D),
    Q("什么是肾性糖尿性侏儒合并低血磷性佝偻病的并发症？", "has_complication", "小儿多发性肾小管功能障碍综合征", D,
      mention="肾性糖尿性侏儒合并低血磷性佝偻病"),
    # cures
    Q("子宫癌可以被什么药物治疗？", "cures", "子宫癌", D),
    Q("对于心脑血管疾病来说，复方天麻蜜环菌片是一种可以被使用的药物吗？", "cures", "心脑血管疾病", D, named="复方天麻蜜环菌片"),
    Q("怀孕吐得吃不下饭，医生开了谷维素双维B片，这个药能治妊娠呕吐吗？", "cures", "妊娠呕吐", D, named="谷维素双维B片"),
    Q("是否有任何药物可以被用来治疗婴儿痉挛症，例如氯硝西泮片？", "cures", "婴儿痉挛症", D, named="氯硝西泮片"),
    Q("使用盐酸伊曲康唑胶囊来治疗孢子丝菌病，它是否有效？", "cures", "孢子丝菌病", D, named="盐酸伊曲康唑胶囊"),
    Q("小儿消化不良可以吃复方胃蛋白酶散吗？", "cures", "小儿消化不良", D, named="复方胃蛋白酶散"),
    # shown_on
    Q("外阴恶性神经鞘瘤通常发生在身体的哪些部位？", "shown_on", "外阴恶性神经鞘瘤", D),
    Q("头部脓肿性穿掘性毛囊炎及毛囊周围炎一般长在头上哪块地方？", "shown_on", "头部脓肿性穿掘性毛囊炎及毛囊周围炎", D),
    Q("多发性脑膜瘤是否通常被发现位于大脑凸面？", "shown_on", "多发性脑膜瘤", D, named="大脑凸面"),
    Q("在妊娠合并重症肌无力的情况下，身体的哪些肌肉会受到它的影响？", "shown_on", "妊娠合并重症肌无力", D),
    Q("在这期视频中，我们来谈一谈小儿皱梅腹综合征。首先，它影响的是身体的哪一个部位？", "shown_on", "小儿皱梅腹综合征", D),
    Q("外伤性颈内动脉海绵窦瘘发生在哪一条血管上？它是危险的吗？", "shown_on", "外伤性颈内动脉海绵窦瘘", D),
    Q("小儿散发性甲状腺肿长在哪个部位？", "shown_on", "小儿散发性甲状腺肿", D),
    # has_alias
    Q("多中心性网状组织细胞增生症是否也被称为网状组织细胞增生症？", "has_alias", "多中心性网状组织细胞增生症", D, named="网状组织细胞增生症"),
    Q("子宫畸形这种疾病是否有任何其他的名称？", "has_alias", "子宫畸形", D),
    Q("婴幼儿阴道炎和婴幼儿外阴阴道炎是一回事吗？", "has_alias", "婴幼儿阴道炎", D, named="婴幼儿外阴阴道炎"),
    Q("小儿急性喉、气管、支气管炎还以哪些名称为人所知？", "has_alias", "小儿急性喉、气管、支气管炎", D),
    Q("称克—坎（Cronknite—Canada）综合征是哪一种疾病的另一个名称？", "has_alias", "称克—坎（Cronknite—Canada）综合征", AL),
    Q("粒细胞减少性肠病说的是什么病？", "has_alias", "粒细胞减少性肠病", AL),
    Q("阵发性肌张力不全性舞蹈手足徐动是以下哪一种疾病的别称？", "has_alias", "阵发性肌张力不全性舞蹈手足徐动", AL),
    # caused_by
    Q("RET原癌基因突变可以导致哪些疾病的发生？", "caused_by", "RET原癌基因突变", CA),
    Q("是什么导致了小儿急性淋巴细胞性白血病？", "caused_by", "小儿急性淋巴细胞性白血病", D),
    Q("宫颈妊娠是否可能是由受精卵运行过快所引起的？", "caused_by", "宫颈妊娠", D, named="受精卵运行过快"),
    Q("小儿尿石症是怎么得的？跟平时吃东西有关系吗？", "caused_by", "小儿尿石症", D),
    Q("关于妊娠合并肺栓塞，它的病因是什么，那些栓子可能来自哪里？", "caused_by", "妊娠合并肺栓塞", D),
    Q("常见问题：小儿砷中毒通常是如何发生的？", "caused_by", "小儿砷中毒", D),
    # has_risk_factor
    Q("长期停止排卵是否会增加一个人患上子宫内膜癌的风险？", "has_risk_factor", "子宫内膜癌", D, named="长期停止排卵"),
    Q("在青少年时期被同伴欺负，是广泛性焦虑障碍的一个风险因素吗？", "has_risk_factor", "广泛性焦虑障碍", D, named="被同伴欺负"),
    Q("正在使用洋地黄类药物的人是否处于心房扑动的风险之中？", "has_risk_factor", "心房扑动", D, named="使用洋地黄类药物"),
    Q("我爸干了二十年装修，天天水泥切割，这样得尘肺的风险会更大吗？", "has_risk_factor", "尘肺", D, named="水泥切割"),
    Q("无母乳喂养是否被认为是婴儿猝死综合征的一个危险因素？", "has_risk_factor", "婴儿猝死综合征", D, named="无母乳喂养"),
    Q("对于一个有MM 家族史的人来说，他患上多发性骨髓瘤的风险是否会更高？", "has_risk_factor", "多发性骨髓瘤", D, named="MM 家族史"),
    # common_in
    Q("多发内生软骨瘤病最常见于哪些人群当中？", "common_in", "多发内生软骨瘤病", D),
    Q("谁最有可能受到室性并行心律及室性并行心律性心动过速的影响？", "common_in", "室性并行心律及室性并行心律性心动过速", D),
    Q("小儿急性气管支气管炎多见于多大的孩子？", "common_in", "小儿急性喉、气管、支气管炎", D, mention="小儿急性气管支气管炎"),
    Q("作为一个乙肝表面抗原阳性的人，我是否更容易患上某些疾病？是哪些？", "common_in", "乙肝表面抗原阳性的人", PO),
    Q("外阴良性肿瘤是否在中年以上的妇女当中更为常见？", "common_in", "外阴良性肿瘤", D, named="中年以上的妇女"),
    Q("哪一类人群最常受到女性尿道癌的影响？", "common_in", "女性尿道癌", D),
    # prevalent_in
    Q("哪些疾病在北纬地区更为流行？", "prevalent_in", "北纬", RE),
    Q("BCC在世界上的哪些国家或地区更加常见？", "prevalent_in", "基底细胞癌", D, mention="BCC"),
    Q("如果你计划去旅行，你需要知道：委内瑞拉马脑炎主要在世界上的哪些地区发生？", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("慢性淋巴细胞白血病在拉丁美洲是不是比较常见？", "prevalent_in", "慢性淋巴细胞白血病", D, named="拉丁美洲"),
    Q("多发性硬化的地理分布是怎样的，它在哪里更加流行？", "prevalent_in", "多发性硬化", D),
    # treated_with
    Q("介质疗法是否被用于多系统器官功能衰竭的治疗？", "treated_with", "多系统器官功能衰竭", D, named="介质疗法"),
    Q("小儿α—地中海贫血有哪些治疗方法？", "treated_with", "小儿α—地中海贫血", D),
    Q("对于小儿慢性肉芽肿病来说，干扰素治疗是一个可供选择的选项吗？", "treated_with", "小儿慢性肉芽肿病", D, named="干扰素治疗"),
    Q("子宫内膜间质肉瘤可以通过孕激素类药物治疗的方式来被治疗吗？", "treated_with", "子宫内膜间质肉瘤", D, named="孕激素类药物治疗"),
    Q("常见问题：小儿神经白塞综合征通常是如何被治疗的？", "treated_with", "小儿神经白塞综合征", D),
    Q("孩子得了小儿化脓性脑膜炎，医生会用肾上腺皮质激素吗？", "treated_with", "小儿化脓性脑膜炎", D, named="肾上腺皮质激素的应用"),
    # metastasizes_to
    Q("以下哪些癌症可以转移到同侧半胸廓？", "metastasizes_to", "同侧半胸廓", BP),
    Q("小细胞肺癌（不是非小细胞肺癌）是否会扩散到脑？", "metastasizes_to", "小细胞肺癌", D, named="脑"),
    Q("Acute Otitis Media 是否会扩散到鼓膜？", "metastasizes_to", "急性中耳炎", D, mention="Acute Otitis Media", named="鼓膜"),
    Q("急性阑尾炎的病变可能会蔓延到身体的哪一个位置？", "metastasizes_to", "急性阑尾炎", D),
    Q("在心内膜炎感染当中，感染可能会扩散到心脏的哪些结构？", "metastasizes_to", "心内膜炎感染", D),
    # invades
    Q("哪些疾病会侵犯腭弓？", "invades", "腭弓", BP),
    Q("恶性肿瘤是否会侵犯口底？", "invades", "恶性肿瘤", D, named="口底"),
    Q("急性淋巴细胞白血病会侵犯淋巴结吗？", "invades", "急性淋巴细胞白血病", D, named="淋巴结"),
    Q("心肌炎会侵袭心脏的哪一个部分？", "invades", "心肌炎", D),
    # is_subtype_of
    Q("子宫颈平滑肌瘤是子宫平滑肌瘤的一种类型吗？", "is_subtype_of", "子宫颈平滑肌瘤", D, named="子宫平滑肌瘤"),
    Q("尿酸性关节炎属于哪一类病？", "is_subtype_of", "尿酸性关节炎", D),
    Q("小脑扁桃体下疝畸形在疾病的分类当中被归入了哪一类？", "is_subtype_of", "小脑扁桃体下疝畸形", D),
    Q("婴儿重度肌阵挛癫痫[Dravet综合征]是哪一种更广泛的疾病的一个亚型？", "is_subtype_of", "婴儿重度肌阵挛癫痫[Dravet综合征]", D),
    Q("巨细胞病毒性单核细胞增多症是否是传染性单核细胞增多症的一种形式？", "is_subtype_of", "巨细胞病毒性单核细胞增多症", D,
      named="传染性单核细胞增多症"),
    Q("脑脊膜良性肿瘤包括以下哪些类型？", "is_subtype_of", "脑脊膜良性肿瘤", D, reverse=True),
    # related_disease
    Q("多发性骨髓瘤与髓外浆细胞瘤有关吗？", "related_disease", "多发性骨髓瘤", D, named="髓外浆细胞瘤"),
    Q("小细胞肺癌和喉返神经麻痹之间是否存在任何关联？", "related_disease", "小细胞肺癌", D, named="喉返神经麻痹"),
    Q("尿崩症是否与Langerhans 细胞组织细胞增生症相关？", "related_disease", "尿崩症", D, named="Langerhans 细胞组织细胞增生症"),
    Q("对于心内膜炎感染来说，未修复的紫绀型先天性心脏病是一种与之相关的疾病吗？", "related_disease", "心内膜炎感染", D,
      named="未修复的紫绀型先天性心脏病"),
    Q("急性会厌炎跟呼吸道梗阻有关系吗？", "related_disease", "急性会厌炎", D, named="呼吸道梗阻"),
    Q("心肌缺血与I型心肌梗死之间有什么样的关系？", "related_disease", "心肌缺血", D, named="I型心肌梗死"),
    # differential_diagnosis
    Q("在诊断帕金森病的时候，你的医生是否需要将它与血管性帕金森症区分开来？", "differential_diagnosis", "帕金森病", D, named="血管性帕金森症"),
    Q("小细胞肺癌需要和韦格纳氏肉芽肿病进行鉴别诊断吗？", "differential_diagnosis", "小细胞肺癌", D, named="韦格纳氏肉芽肿病"),
    Q("广泛性焦虑障碍应该如何与精神活性物质或药物所致焦虑障碍相区分？", "differential_diagnosis", "广泛性焦虑障碍", D,
      named="精神活性物质或药物所致焦虑障碍"),
    Q("心肌梗塞是否需要与急性肺动脉栓塞进行鉴别？", "differential_diagnosis", "心肌梗塞", D, named="急性肺动脉栓塞"),
    Q("小细胞肺癌与气管肿瘤：它们是否需要被鉴别？", "differential_diagnosis", "小细胞肺癌", D, named="气管肿瘤"),
    Q("帕金森病和阿尔茨海默病合并帕金森症怎么区分？", "differential_diagnosis", "帕金森病", D, named="阿尔茨海默病合并帕金森症"),
    # indicated_for
    Q("吴太口溃灵被用于治疗哪些病症？", "indicated_for", "四维他胶囊", DR, mention="吴太口溃灵"),
    Q("利百素凝胶是用来做什么的？它是如何起作用的？", "indicated_for", "复方七叶皂苷凝胶", DR, mention="利百素"),
    Q("什么是安珐特的适应症？", "indicated_for", "复方牛胎肝提取物片", DR, mention="安珐特"),
    Q("宫丽咛是否可以被用于子宫肌瘤并月经过多？", "indicated_for", "复方醋酸棉酚片", DR, mention="宫丽咛", named="子宫肌瘤并月经过多"),
    Q("奥扎格雷钠葡萄糖注射液主要治什么病？", "indicated_for", "奥扎格雷钠葡萄糖注射液", DR),
    Q("倍美安这种药物是为处于什么情况下的女性而使用的？", "indicated_for", "复方雌孕片", DR, mention="倍美安"),
    Q("绿君宁胶囊可以被用于治疗百日咳吗？", "indicated_for", "大蒜素胶囊", DR, mention="绿君宁", named="百日咳"),
    # has_adverse_reaction
    Q("使用普贝生可能会产生哪些副作用？", "has_adverse_reaction", "地诺前列酮（前列腺素E2）栓", DR, mention="普贝生"),
    Q("服用百普乐的常见不良反应是什么？你应该在什么时候联系你的医生？", "has_adverse_reaction", "培哚普利吲达帕胺片", DR, mention="百普乐"),
    Q("您是不是想问：臣功再欣可能会引起哪些不良反应？", "has_adverse_reaction", "复方锌布颗粒剂", DR, mention="臣功再欣"),
    Q("佳乐同泰是否可能导致喉痉挛？", "has_adverse_reaction", "奥沙利铂甘露醇注射液", DR, mention="佳乐同泰", named="喉痉挛"),
    Q("我妈绝经以后一直在吃倍美罗，这个药有什么副作用呀？", "has_adverse_reaction", "复方雌孕片（III）", DR, mention="倍美罗"),
    Q("吃万仪会不会低钠血症？", "has_adverse_reaction", "奥卡西平片", DR, mention="万仪", named="低钠血症"),
    Q("哪些药物可能会导致喉干作为它们的一种副作用？", "has_adverse_reaction", "喉干", S),
    # has_ingredient
    Q("在阿斯特拉乳膏当中含有哪些成分？", "has_ingredient", "复方利多卡因乳膏", DR, mention="阿斯特拉"),
    Q("安立康是否含有哌喹？", "has_ingredient", "复方双氢青蒿素片", DR, mention="安立康", named="哌喹"),
    Q("谷参胶囊是由哪些成分组成的？", "has_ingredient", "复方谷氨酰胺肠溶胶囊", DR, mention="谷参"),
    Q("康明滴眼液里面有消旋山莨菪碱吗？", "has_ingredient", "复方消旋山莨菪碱滴眼液", DR, mention="康明", named="消旋山莨菪碱"),
    Q("奥沙新的活性成分是什么？", "has_ingredient", "奥沙普秦片", DR, mention="奥沙新"),
    Q("福里衡里面是什么成分？", "has_ingredient", "复方阿米三嗪片", DR, mention="福里衡"),
    Q("以下哪些药品含有鼠表皮生长因子作为它的成分？", "has_ingredient", "鼠表皮生长因子", IN),
    # is_a_level3
    Q("什么类别的药物是艾太？", "is_a_level3", "奈韦拉平片", DR, mention="艾太"),
    Q("先乐克是一种什么类型的药物？", "is_a_level3", "尼美舒利胶囊", DR, mention="先乐克"),
    Q("奥美星（儿童用的片剂）被归类为哪一种药物？", "is_a_level3", "小儿盐酸异丙嗪片", DR, mention="奥美星"),
    Q("奥克清在药理学上属于哪一类？", "is_a_level3", "奥沙普秦肠溶片", DR, mention="奥克清"),
    Q("复方氨基酸螯合钙胶囊是哪类药？", "is_a_level3", "复方氨基酸螯合钙胶囊", DR),
    Q("尼麦角林胶囊是否是一种脑血管药？", "is_a_level3", "尼麦角林胶囊", DR, named="脑血管药"),
    # belongs_to
    Q("常见问题：诺和平笔芯属于哪一个药品类别？", "belongs_to", "地特胰岛素注射液", DR, mention="诺和平笔芯"),
    Q("乐乐迷被归类为哪一种药品？", "belongs_to", "壬苯醇醚胶冻", DR, mention="乐乐迷"),
    Q("勃脉力A是什么分类的药？", "belongs_to", "复方电解质注射液", DR, mention="勃脉力A"),
    Q("在药品的分类当中，甘美达凝胶是属于哪一类的？", "belongs_to", "复方甘菊利多卡因凝胶", DR, mention="甘美达"),
    Q("帕斯坦是否属于氨基水杨酸及其类似药？", "belongs_to", "奥沙拉秦钠胶囊", DR, mention="帕斯坦", named="氨基水杨酸及其类似药"),
    Q("关于多廿烷醇片，它属于哪一类药物？", "belongs_to", "多廿烷醇片", DR),
    Q("做肠镜前喝的复方聚乙二醇电解质散算哪一类药？", "belongs_to", "复方聚乙二醇电解质散", DR),
    # drug_has_alias
    Q("尿多酸肽注射液是否以任何其他的名称被销售？", "drug_has_alias", "尿多酸肽注射液", DR),
    Q("替格瑞洛片是否也以倍林达这个名字为人所知？", "drug_has_alias", "替格瑞洛片", DR, named="倍林达"),
    Q("殊奇是哪一种药物的别名？", "drug_has_alias", "殊奇", AL),
    Q("普瑞巴林胶囊的另一个名字是什么？", "drug_has_alias", "普瑞巴林胶囊", DR),
    Q("曲昔匹特片还被称为什么？", "drug_has_alias", "曲昔匹特片", DR),
    # mainly_treats
    Q("白牛肝（一种菌子）主要被用于治疗什么？", "mainly_treats", "大脚菇", M, mention="白牛肝"),
    Q("大筋草这味草药被用来治疗哪些疾病？", "mainly_treats", "大花活血丹", M, mention="大筋草"),
    Q("倒地铃可以被用来治疗什么病症？", "mainly_treats", "小果倒地铃", M, mention="倒地铃"),
    Q("小花五味子根（不是五味子）主治什么？", "mainly_treats", "小花五味子根", M),
    Q("痢疾草除了痢疾还能治啥？", "mainly_treats", "小飞扬草", M, mention="痢疾草"),
    Q("哪些中药材可以被用于蛇虫犬咬？", "mainly_treats", "蛇虫犬咬", D),
    Q("非洲木通被用于治疗哪些疾病？", "mainly_treats", "对叶豆", M, mention="非洲木通"),
    # has_efficacy
    Q("关于纤序鼠李这种植物（不是它的叶子），它的药用功效有哪些？", "has_efficacy", "大风药", M, mention="纤序鼠李"),
    Q("野木香叶的药用功效是什么？", "has_efficacy", "小红苏", M, mention="野木香叶"),
    Q("马尾连的健康益处和功效是什么？", "has_efficacy", "尖叶唐松草", M, mention="马尾连"),
    Q("小花清风藤根有什么作用？", "has_efficacy", "小花清风藤根", M),
    Q("定心散（一种草药，不是一个方剂）有什么功效？", "has_efficacy", "定心散", M),
    Q("哪些中草药具有息风止惊的功效？", "has_efficacy", "息风止惊", EF),
    Q("礓砾是否具有清热解毒消肿的功效？", "has_efficacy", "姜石", M, mention="礓砾", named="清热解毒消肿"),
    # distributed_in
    Q("在这段视频里，我们看到了松花江边的渔民。大马哈鱼籽是否产自松花江？", "distributed_in", "大马哈鱼籽", M, named="松花江"),
    Q("在乌苏里江可以找到哪些药材？", "distributed_in", "乌苏里江", RE),
    Q("龙胡子这种植物被分布在哪些地区？", "distributed_in", "小接筋草", M, mention="龙胡子"),
    Q("安徽小檗除了安徽，在湖北也有分布吗？", "distributed_in", "安徽小檗", M, named="湖北"),
    Q("西南茜草生长在哪些省份？", "distributed_in", "小红藤", M, mention="西南茜草"),
    Q("在哪里可以找到小红米果根？", "distributed_in", "对节树根", M, mention="小红米果根"),
    # material_has_alias
    Q("大果巴戟还以什么其他的名称而被人们所知？", "material_has_alias", "大果巴戟", M),
    Q("安徽刺黄柏也被称为刺黄柏吗？", "material_has_alias", "安徽刺黄柏", M, named="刺黄柏"),
    Q("大豆黄卷是否也被叫做黄卷？", "material_has_alias", "大豆黄卷", M, named="黄卷"),
    Q("山香圆叶有哪些常见的别名？", "material_has_alias", "山香圆叶", M),
    Q("峨眉岩雪下是哪一种药材的别称？", "material_has_alias", "峨眉岩雪下", AL),
    Q("吓唬草指的是哪一味中药？", "material_has_alias", "吓唬草", AL),
    Q("腾冲落地梅是什么药材的另一个名字？", "material_has_alias", "腾冲落地梅", AL),
    # composed_of
    Q("八味黄耆散里有黄连吗？", "composed_of", "八味黄耆散", F, named="黄连等"),
    Q("八宝止血药墨的组成当中是否含有冰片？", "composed_of", "八宝止血药墨", F, named="冰片等"),
    Q("八宝拨云散是否使用玛瑙作为它的组成之一？", "composed_of", "八宝拨云散", F, named="玛瑙"),
    Q("以下哪些方剂在它们的组成中含有正梅片？", "composed_of", "正梅片", IN),
    Q("八味蜡矾丸的配方是否包括真珠？", "composed_of", "八味蜡矾丸", F, named="真珠等"),
    Q("八妙丸的组成里有没有延胡索？", "composed_of", "八妙丸", F, named="延胡索等"),
    # formula_has_efficacy
    Q("八宝玉枢丹是否具有解诸毒的功效？", "formula_has_efficacy", "八宝玉枢丹", F, named="解诸毒"),
    Q("八宝珍珠散有透脓的作用吗？", "formula_has_efficacy", "八宝珍珠散", F, named="透脓"),
    Q("八毒丸是否有杀鬼气的功用？", "formula_has_efficacy", "八毒赤丸", F, mention="八毒丸", named="杀鬼气"),
    Q("八珍合六味加减方是否能够帮助补肾固冲？", "formula_has_efficacy", "八珍合六味加减方", F, named="补肾固冲"),
    Q("八宝粥（作为一个方剂）是否有补气益肾的功效？", "formula_has_efficacy", "八宝粥", F, named="补气益肾"),
    Q("使用八将擒王丸是否可以达到清热化湿的效果？", "formula_has_efficacy", "八将擒王丸", F, named="清热化湿"),
    # prescribed_for
    Q("虎骨散是否被用于血风遍疰疼痛？", "prescribed_for", "八效虎骨散", F, mention="虎骨散", named="血风遍疰疼痛"),
    Q("八宝瑞生丹可以被用于胸胁攻痛吗？", "prescribed_for", "八宝瑞生丹", F, named="胸胁攻痛"),
    Q("在中蛊毒的情况下，八物茜根汤是否是一个被使用的方剂？", "prescribed_for", "八物茜根汤", F, named="中蛊毒"),
    Q("对于头痛发热恶寒者来说，八宣汤是否适用？", "prescribed_for", "八宣汤", F, named="头痛发热恶寒者"),
    Q("八物麦门冬饮是否被用来治疗咳嗽心烦？", "prescribed_for", "八物麦门冬饮", F, named="咳嗽心烦"),
    Q("八将擒王散能治痈疽未溃吗？", "prescribed_for", "八将擒王散", F, named="痈疽未溃"),
    # formula_has_alias
    Q("八效虎骨散还有哪些其他的名称？", "formula_has_alias", "八效虎骨散", F),
    Q("八毒赤丸也被称为李子豫赤丸吗？", "formula_has_alias", "八毒赤丸", F, named="李子豫赤丸"),
    Q("八物参术丸是否有任何别名？", "formula_has_alias", "八物参术丸", F),
    Q("大效虎骨散是哪一个方剂的别名？", "formula_has_alias", "大效虎骨散", AL),
    Q("八物定志丸指的是哪个方子？", "formula_has_alias", "八物定志丸", AL),
    # check_for_disease
    Q("快速血浆反应素环状卡片试验（不是快速血浆反应素试验）可以帮助诊断哪些疾病？", "check_for_disease", "快速血浆反应素环状卡片试验", C),
    Q("尿α—葡萄糖苷酶检查是否可以被用于检测非甾体类抗炎药物性肾病？", "check_for_disease", "尿α—葡萄糖苷酶检查", C,
      named="非甾体类抗炎药物性肾病"),
    Q("巩膜检查法是一种被用来诊断哪些疾病的检查？", "check_for_disease", "巩膜检查法", C),
    Q("尿道口检查能查出重复尿道吗？", "check_for_disease", "尿道口检查", C, named="重复尿道"),
    Q("幽门螺旋杆菌的免疫学检测能查哪些病？", "check_for_disease", "幽门螺旋杆菌的免疫学检测", C),
    Q("为什么一个人需要进行尿铍检查？它是用来诊断什么疾病的？", "check_for_disease", "尿铍检查", C),
    # check_for_symptom
    Q("你的医生可能会因为哪些症状而让你进行一项尿睾酮检查？", "check_for_symptom", "尿睾酮检查", C),
    Q("如果一个人有习惯性腹泻，医生可能会要求他进行尿瓜氨酸检查吗？", "check_for_symptom", "尿瓜氨酸检查", C, named="习惯性腹泻"),
    Q("在出现什么症状的时候需要做尿酚红排泄试验（PSP）？", "check_for_symptom", "尿酚红排泄试验（PSP）", C),
    Q("尿是绿的，化验单上写绿色尿，应该做什么检查？", "check_for_symptom", "绿色尿", S),
    Q("平均红细胞血红蛋白含量（MCH）是否与唇甲色淡这一症状相关？", "check_for_symptom", "平均红细胞血红蛋白含量（MCH）", C, named="唇甲色淡"),
    Q("性别观察这一检查是针对哪些症状而进行的？", "check_for_symptom", "性别观察", C),
    # performed_by
    Q("心血管造影检查通常由哪一个科室来进行？", "performed_by", "心血管造影检查", C),
    Q("以下哪些检查可以在心血管科被进行？", "performed_by", "心血管科", DEP),
    Q("宫腔镜检查是在妇产科做的吗？", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("我的宝宝需要做新生儿筛查。这项检查是由哪个科室负责的？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    # check_has_alias
    Q("快速血浆反应素试验的缩写或其他名称是什么？", "check_has_alias", "快速血浆反应素试验", C),
    Q("化验单上的RPR代表的是哪一项检查？", "check_has_alias", "RPR", AL),
    Q("心电图检查是否也被称为ECG？", "check_has_alias", "心电图检查", C, named="ECG"),
    Q("新生儿疾病筛查检查的英文名称是newborn screening吗？", "check_has_alias", "新生儿疾病筛查检查", C, named="newborn screening"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day58"))
