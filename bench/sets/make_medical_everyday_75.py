"""Writes `medical_everyday_75.jsonl`, a seventy-fifth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is typed the way people type into a search box or a chat, with the
asker's own asides and marks around what they ask: a remark in brackets (我爷爷（78岁）查出多发性脑梗塞，…, 孩子（1岁半）说是…,
宝宝(3个月)老爱趴着或侧着睡——…, 我爸在透析（一周三次），…, 婆婆指甲菜能治高血压吗？（听说的）…, 医生给我开的纳可佳，…？（外用的）, 地星(不确定是不是这个名字，长得像蘑菇)新疆也有？),
a name or a phrase in quotation marks (医生说的“多发性内分泌腺瘤综合征II型”，…, 外阴急性蜂窝织炎居然让挂“眼科”？, 妇科开了「圣诺康」阴道用——…,
报告里「肝转移」这三个字…, 『一夫』（外用的冻干粉，…）——…, 山里人管它叫"萃补"，…, 方子上写的是“丹皮等”), an afterthought after a dash
(外阴天疱疮——是挂皮肤科吧？还是得去妇科, 心肌炎跟应激性心肌病需要鉴别吗——医生说的“应激”是啥意思, 妊娠合并淋病一般多见于什么年纪的孕妇呀——写护理作业要用),
an ellipsis (外阴血管瘤能用激光或光动力治疗吗？不想开刀…, 肝乐片（我爸吃了好几年）到底是治什么病的……, 妊娠合并尿石症的石头一般卡在哪些部位？肾里……还是输尿管) and two corrections
in brackets (小儿动力性肠梗阻（不对，病历上写的就是这个全称）…, 奥必欣（不对，盒子上写的是奥必欣分散片）在药店归哪一类？). The record is named
as the network writes it, or by an alias or a drug trade name the network records, sometimes inside the quotation marks
(“纤维肌瘤”, “功能性心脏不适”, “妊娠期肝脏脂肪变性”, “施复捷”, “喜滴克”, “灰贯众”, 「大效虎骨散」, “新生儿筛查”, “RPR（阴性）”) and never cut by
them. The askers are patients and their sons, daughters, wives and husbands, pregnant women and new parents, a nursing
student, pharmacy customers holding a box, a tube or an infusion slip, and herb users who heard a plant's name from
their elders, their village or a market; a few name another record of the network in passing (布洛芬, 铜钱草, 贯众, 胆结石, 心梗, 牛皮癣,
人参, 脑出血, 糖尿病, 关节炎, 宫颈糜烂, 哮喘, 三亚) and the record asked about stays clear. By a mechanical count
101 questions carry a bracket (99 full-width （…）, 2 ASCII (…); 12 of them give an age, （78岁）, （5岁）, （1岁半）), 50 a quotation
mark (44 “…”, 4 「…」, 1 『…』, 1 ASCII "…"), 66 a dash ——, 40 an ellipsis (10 of them ……) and 2 the correction （不对，…）;
every question carries at least one of these marks. 150 start with the name the record is asked by. The questions run
from 15 to 59 characters: 24 of 20 or fewer, 52 of 21 to 25, 61 of 26 to 30, 48 of 31 to 35, 16 of 36 to 40, 5 of 41 to
50 and 4 of 51 to 59 (the longest tell the situation first: 我爸（67岁）嘴里和身上起了好多水疱，…, 我老婆怀孕七个月，突然高烧39度还腰疼，…).
83 carry a full-width comma and are tagged `context`; 149 carry a question mark; 8 carry 呢, 啊, 呀, 嘛 or 哈 (呢 2, 啊 1, 呀 2,
嘛 2, 哈 1); 2 are tagged `verbatim` (药品分类 and 功效, in the askers' words).

By relation type: has_symptom 7, designated_to 7, checks 7, has_complication 6, cures 6, shown_on 6, has_alias 6,
caused_by 7, has_risk_factor 6, common_in 6, prevalent_in 5, treated_with 6, metastasizes_to 5, invades 4,
is_subtype_of 6, related_disease 6, differential_diagnosis 6, indicated_for 7, has_adverse_reaction 7, has_ingredient
7, is_a_level3 7, belongs_to 6, drug_has_alias 5, mainly_treats 7, has_efficacy 6, distributed_in 6, material_has_alias
6, composed_of 6, formula_has_efficacy 6, prescribed_for 6, formula_has_alias 5, check_for_disease 7, check_for_symptom
6, performed_by 4, check_has_alias 4.

Records: taken from the third tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 73 and the four alias
sets) contains and that none of them uses as an entity or a mention; the thirty-sixth, forty-sixth, fifty-eighth and
sixty-sixth sets drew from the third tenth too, and this one takes only what they and every other set left (the
seventy-fourth set, written at the same time, draws from another tenth). Twenty-one relation types still have such
records in the window, and every question of them asks about one: has_symptom (611 window sources, 218 left),
designated_to (574, 200), checks (264, 97), has_complication (120, 32), shown_on (293, 97), has_alias (184, 7, six of
them asked), caused_by (482, 171), common_in (266, 93), treated_with (192, 55), is_subtype_of (435, 188), the five drug
types but drug_has_alias (indicated_for 1449 and 1139 left, has_adverse_reaction 1132 and 828, has_ingredient 1547 and
1223, is_a_level3 532 and 431, belongs_to 1481 and 1141), the four material types (mainly_treats 214 and 89, has_efficacy
213 and 89, distributed_in 206 and 83, material_has_alias 167 and 38; 灰贯众, asked for what it stands for, is an alias of
对生耳蕨, a window record of material_has_alias), check_for_disease (123, 50) and check_for_symptom (121, 50). The other
fourteen windows are used up:
- cures has 106 window sources and none left: its six questions each name a drug no earlier question names (子宫肌瘤 →
  注射用醋酸亮丙瑞林, 干眼症 → 复方氯化钠滴眼液, 心脏神经官能症 → 酒石酸美托洛尔胶囊, 婴儿痉挛症 → 氯硝西泮注射液, 孢子丝菌病 → 氟康唑注射液, 小儿咳嗽 →
  盐酸二氧丙嗪颗粒), the first three naming the disease by aliases no earlier question uses (纤维肌瘤, 角结膜干燥症, 功能性心脏不适).
- has_risk_factor has 19 window sources, all asked about before: its six questions each name a risk factor no earlier
  question names, one of them in the asker's words (基底细胞癌 ← 紫外线暴露史, 妊娠期高血压 ← 脂质异常, 婴儿猝死综合征 ← 俯卧位或侧卧位睡眠 as
  趴着或侧着睡, 室性心律失常 ← 电解质失衡, 尘肺 ← 吸入二氧化硅, 心房扑动 ← 心房扩张).
- None of the four window sources of prevalent_in (基底细胞癌, 多发性硬化, 委内瑞拉马脑炎, 慢性淋巴细胞白血病) has a neighbour no earlier
  question names, and earlier questions about them already name every one of their neighbours (欧洲, 美国, 北纬, 中美洲和南美洲,
  亚洲, 拉丁美洲): the four are asked in new words, and one question asks
  from the target end (美国, where 基底细胞癌 and six other diseases are prevalent; an earlier question's entity, asked here in
  other words).
- None of the five window sources of metastasizes_to (小细胞肺癌, 心内膜炎感染, 心肌炎, 急性中耳炎, 急性阑尾炎) has one either: 小细胞肺癌
  names 肝, which no earlier question about it names, 心内膜炎感染, 心肌炎 and 急性中耳炎 are asked in new words, and one question asks
  from the target end (肝, where 小细胞肺癌 and four other diseases spread; an earlier question's entity, asked here in other
  words).
- The three window sources of invades (心肌炎, 急性淋巴细胞白血病, 恶性肿瘤) have none: 恶性肿瘤 names 咽后壁 and 舌表面, which no earlier
  question about it names, 心肌炎 is asked in new words, and one question asks from the target end (软腭, which 恶性肿瘤 invades;
  never an earlier question's entity, named before only as an answer).
- Of the 31 window sources of related_disease, six questions each name a neighbour no earlier question about that record
  names (多发性骨髓瘤 ↔ L5 压缩性骨折, 妊娠期肝内胆汁淤积症 ↔ 可逆性的胆汁形成受损, 尿崩症 ↔ 浸润性病变, 急性上呼吸道感染 ↔ 急性喉炎和气管炎, 寨卡病毒感染 ↔
  结膜充血, 妊娠期急性脂肪肝 ↔ 蛋白尿, the last named by its alias 妊娠期肝脏脂肪变性, which no earlier question uses; the first four
  neighbours are in no earlier question's text); so do six of the 12 of differential_diagnosis (小细胞肺癌 ↔ 放射性肺炎, 尘肺 ↔
  石棉肺, 帕金森病 ↔ 进行性核上麻痹, 广泛性焦虑障碍 ↔ 惊恐障碍, 心肌梗塞 ↔ 急腹症, 心肌炎 ↔ 应激性心肌病; each comes up in earlier questions
  about other records, never about these).
- The window of drug_has_alias holds seven drugs (尿多酸肽注射液, 左奥硝唑氯化钠注射液, 普瑞巴林胶囊, 曲尼司特胶囊, 曲昔匹特片, 替格瑞洛片,
  果糖二磷酸钙片) with one alias each, all of them names earlier questions use: 果糖二磷酸钙片 is asked whether it is 长天欣平 and
  曲昔匹特片 whether it is 殊奇 (neither named by an earlier question about these drugs), 尿多酸肽注射液 and 曲尼司特胶囊 are asked in new
  words, and one question asks what 喜滴克 (尿多酸肽注射液's alias, an earlier question's entity) stands for.
- None of the seventeen window formulas of composed_of is left; six questions each name an ingredient no earlier
  question about that formula names, all of them ones the network writes with 等, four written the way people write them,
  without the 等 (八味龙骨散 → 寒水石等, 八威灵散 → 雄黄等, 八子丸 → 车前子等, 八宝回春汤 → 防己等), and two quoting the prescription with it
  (八味降压汤 → “丹皮等”, 八宝月华丹 → “防风等”). Six of the 30 window formulas of formula_has_efficacy are asked whether they have an
  efficacy no earlier question names (八宝汤 → 去湿, 八宝玉枢丹 → 利关窍, 八宝药墨 → 清肺热, 八宝蠲痛汤 → 行气消痞, 八珍合六味加减方 → 调养气血,
  八毒大黄丸 → 行气消积), and six of the 34 of prescribed_for whether they treat a disease no earlier question names (八宝珍珠散 → 咽嗌干燥,
  八宝瑞生丹 → 心胃疼痛, 八宝红灵丹 → 霍乱痧胀, 八正散加木香汤 → 湿热下注, 八宝消毒散 → 痈疽初起, 八效虎骨散 → 血风遍疰疼痛等 as 血风遍疰疼痛, the last
  naming the formula by its alias 虎骨散, an earlier question's entity).
- formula_has_alias has 29 sources and its window three (八效虎骨散, 八毒赤丸, 八物参术丸), all of whose aliases earlier questions name:
  八效虎骨散 and 八毒赤丸 are asked in new words, 八物参术丸 whether it is also called 八味定志丸 (never named by an earlier question
  about it), one question asks what 大效虎骨散 (八效虎骨散's alias, an earlier question's entity) stands for, and the record after
  the window (八物肾气丸, the ninth of 29 in key order) is asked in new words.
- performed_by has six sources and its window none, as for the thirty-sixth, forty-sixth, fifty-eighth and sixty-sixth
  sets: its questions take the record in whose place in key order the third tenth falls (心血管造影检查, the second, asked in
  new words), the record before it (宫腔镜检查, in new words) and the record after it (新生儿疾病筛查检查, named by its alias 新生儿筛查,
  earlier sets' mention, and asked whether it is done in 儿科, as earlier questions did, in other words), and one asks from
  the target end (心血管科, where 心血管造影检查 is done; an earlier question's entity, asked here in other words).
- check_has_alias has seven sources and its window one (快速血浆反应素试验, the second in key order), asked in new words and by
  what its alias RPR (an earlier question's entity) stands for; the record before it (心电图检查) is asked in new words and the
  record after it (新生儿疾病筛查检查) whether it is also called 新生儿筛查 (as earlier questions did, in other words).
Some records are asked twice or more: 心肌炎 three times (metastasizes_to, invades, differential_diagnosis), and 基底细胞癌,
小细胞肺癌, 尘肺, 恶性肿瘤 (invades twice), 八效虎骨散, 新生儿疾病筛查检查, 多发性脑梗塞, 多发性消化道息肉综合征, 外阴汗腺腺癌, 婴幼儿巨幼细胞性贫血,
寻常型天疱疮 and 多发性脂囊瘤 twice. 八效虎骨散, 八物肾气丸 and 新生儿疾病筛查检查 (records of used-up windows) and the name 虎骨散 are the only
entities and names here that the first alias set uses too; no question uses an entity or a mention of the second or
third alias set.

135 questions name the one neighbour they ask about, most of them naming two records (外阴克罗恩病 → 外阴肿胀, 外阴白化病 → 畏光,
多发性内分泌腺瘤综合征II型 → 甲状腺髓样癌, 多发性脑梗塞 → 表情淡漠, 多发性末梢神经炎 → 麻木, 外阴天疱疮 → 皮肤科, 外阴急性蜂窝织炎 → 眼科, 外阴血吸虫病 →
感染和微生物科, 多发性消化道息肉综合征 → 消化内科, 外伤性腹膜后出血或血肿 → 普外科, 外阴汗腺腺癌 → 肿瘤标志物检查, 妊娠合并多囊肾 → 尿渗透压测定,
妊娠合并特发性血小板减少性紫癜 → 血小板抗体, 妊娠合并类风湿关节炎 → 滑膜液检查, 妊娠期急性肾功能衰竭 → 高钾血症, 婴幼儿上颌骨骨髓炎 → 睑外翻, 小儿大动脉转位 →
肺动脉高压, 小儿流感病毒肺炎 → 心肌炎, 妊娠合并肾病综合征 → 肾静脉血栓, 外阴上皮样肉瘤 → 阴蒂, 大肠恶性淋巴瘤 → 回肠末端和盲肠, 多发性脂囊瘤 → 胸部,
小儿低氯性氮质血症综合征 → 小儿Blum综合征, 小儿动力性肠梗阻 → 麻痹性肠梗阻, 小儿心内膜弹力纤维增生症 → 心内膜硬化症, 小儿慢性粒细胞白血病 → 慢性髓性白血病,
多发性内分泌腺瘤综合征I型 → 家族性遗传, 女性尖锐湿疣 → 人类乳头瘤病毒（HPV）感染, 妊娠合并急性胰腺炎 → 胆石症, 外阴汗腺腺癌 → 30～67岁女性, 外阴疣状黄瘤 →
白种人, 妊娠期高血压疾病 → 高龄孕妇, 外阴血管瘤 → 激光或光动力治疗, 外阴黑色素瘤 → 化疗和放疗, 寻常型天疱疮 → 血浆交换疗法, 小儿急进性肾小球肾炎 → 透析疗法,
复发性胆囊绞痛 → 胆石症, 多发性脑梗塞 → 脑梗死, 施复捷 → 中耳炎, 迪尔康欣 → 偏头痛, 迪银 → 银屑病, 圣诺康 → 阴道炎, 纳可佳 → 糜烂, 爱乐维 →
便秘, 信流丁 → 口干, 斯力帮 → 便秘, 奥硝唑葡萄糖注射液 → 四肢麻木, 肺宝三效片 → 苯妥英钠, 良抒 → 薄荷脑, 贯新克 → 硫酸庆大霉素, 泌特 → 二甲硅油, 金纽尔 →
丙酸氯倍他索, 索霁 → 茶碱类, 普司立 → 合成抗菌药, 济立 → 脑血管药, 胃铋治片 → 中成药, 凯可之 → 第二代头孢菌素, 白头山 → 中成药, 萃补 → 腰腿痛, 大马蹄草 → 黄疸,
牙齿硬 → 细菌性痢疾, 蕤参 → 蛔虫病 (as 打蛔虫), 婆婆指甲菜 → 高血压, 白走马胎 → 活血通络, 小谷精草 → 明目退翳, 锐齿亚洲海棠 → 涩肠止痢, 黑滑头 → 西藏,
小金牛草 → 海南, 水皂角 → 台湾, 地星 → 新疆, 姜花草 → 浙江, 大透骨消 → 香叶子, 小九头狮子草 → 绣球藤, 小儿血参 → 路边红, 小距紫堇 → 雪上一枝蒿, 小气脑CT扫描 →
听神经瘤, 尿17—酮类固醇检查 → 尿道下裂, 尿co2测定 → 肾小管性酸中毒, 尿孕酮（P）检查 → 库欣综合征, 尿微量转铁蛋白检查 → 糖尿病肾病, 尿中包涵体检查 → 肾区压痛,
尿促卵泡成熟素检查 → 面部多毛, 快速血浆反应素环状卡片实验 → 出血性丘疹, 必需氨基酸检查 → 胎儿生长发育迟缓, 尿红细胞位相检查 → 腹痛伴血尿, and the neighbours
above), 69 of them a name that no earlier question contains; seven say the neighbour in other words than its name (the
ones marked "as" here and above, and the four ingredients said without 等). Eight are asked from the relation's target
end: the four above (美国, 肝, 软腭, 心血管科) and four asking what an alias stands for (below).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (5: 发作性舞蹈指划样动作, 纤维肌瘤, 角结膜干燥症, 功能性心脏不适, 妊娠期肝脏脂肪变性, none an earlier question's name); drug trade names (33,
below); medicinal material aliases (12: 萃补, 大马蹄草, 牙齿硬, 蕤参, 白走马胎, 合血香, 锐齿亚洲海棠, 棠菊, 黑滑头, 水皂角, 地星, 姜花草, none an earlier
question's name); a formula alias (1: 虎骨散, an earlier question's entity); a check alias (1: 新生儿筛查, earlier sets' mention).
Each of these names is listed by that one instance only. Four more ask what an alias stands for (喜滴克, 灰贯众, 大效虎骨散, RPR:
drug, material, formula and check aliases; 灰贯众 is new, the others earlier questions' entities, asked here in other words):
their gold is the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases`
(the fourth set's check) makes sure every alias a question names its entity by is one the network records for that very
instance.

Drug trade names: 33 questions name a drug by a trade name its record's `trade_name` property lists, each listed by
that one drug (施复捷, 迪尔康欣, 新矫气, 迪银, 圣诺康, 肝乐片, 纳可佳, 爱乐维, 拜尼多, 信流丁, 冠迪, 斯力帮, 大黄苏打片, 一夫, 肺宝三效片, 良抒, 诺碧松, 贯新克, 泌特,
金纽尔, 索霁, 银力舒, 先力腾, 澳舒, 普司立, 济立, 漠宜林, 胃铋治片, 奥亭, 凯可之, 仁舒, 白头山, 奥必欣), none of them a name an earlier question carries,
and all thirty-three also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (头孢丙烯片, 复方普萘洛尔咖啡因片, 复方十一烯酸锌曲安奈德软膏, 复方氨肽素片, 奥硝唑阴道泡腾片, 复方二氯醋酸二异丙胺片, 外用红色诺卡氏菌细胞壁骨架,
复合维生素片, 复方硝酸咪康唑软膏, 复方山莨菪碱滴眼液, 多维赖氨酸糖浆, 复方磷酸可待因片, 大黄碳酸氢钠片, 外用冻干鼠表皮生长因子, 复方妥英麻黄茶碱片, 复方薄荷脑鼻用吸入剂,
奥沙普秦肠溶胶囊, 复方维生素B12溶液, 复方阿嗪米特肠溶片, 复方丙酸氯倍他索软膏, 多索茶碱注射液, 头孢丙烯分散片, 头孢布烯胶囊, 头孢呋辛酯胶囊, 奥硝唑注射液, 尼莫地平注射液,
复方氨基酸（15）双肽（2）注射液, 复方铝酸铋片, 复方磷酸可待因口服溶液, 头孢丙烯颗粒, 复方硫酸沙丁胺醇气雾剂, 复方熊胆清肝颗粒, 坎地沙坦酯分散片), the mention is the
trade name and the line is tagged `alias`, because whoever holds the box, the tube or the infusion slip asks about the
medicine, and the standard record is the one that names it, holds its class and lists the trade name. The
thirty-fourth drug question of the five drug types names 奥硝唑葡萄糖注射液 by its name. is_a_level3 questions ask a drug's
class by its use (按用途, 按作用分, 按用途分, 从用途上看, or a use class: 茶碱类, 合成抗菌药, 脑血管药) and belongs_to questions by 药品分类,
药品目录, what the pharmacy files it under or a product class (中成药, 第二代头孢菌素), so that a reader can tell the two apart.

Other names the network holds under two records:
- 喜滴克 is a drug record as well as the alias instance 尿多酸肽注射液 lists: its question asks 是哪个药的别名, so the gold is the
  alias instance, as the earlier sets' questions are. Three names the questions name their entity by are records of
  another type too: 角结膜干燥症 a symptom, 地星 a medicinal material and 新生儿筛查 a check; the questions name the diagnosis the
  asker was given (眼科说我是角结膜干燥症), a herb by what people call it (地星(不确定是不是这个名字，…)新疆也有？) and what the nurse said
  (护士说的“新生儿筛查”是儿科负责吗？), so the gold is the record the alias belongs to, as in the earlier sets. 心脏神经官能症 and
  妊娠期急性脂肪肝, named here by 功能性心脏不适 and 妊娠期肝脏脂肪变性, are alias records besides diseases (below).
- Some named neighbours are records of other types too: 口干, 四肢麻木, 尿道下裂, 急腹症, 睑外翻, 糜烂, 细菌性痢疾, 结膜充血, 肾小管性酸中毒, 腰腿痛,
  蛔虫病 and 麻木 are diseases and symptoms both; 便秘, 偏头痛, 畏光, 肺动脉高压, 胆石症, 阴道炎 and 高钾血症 causes besides; 心肌炎, 银屑病 and
  高血压 causes and populations besides; 中耳炎 and 黄疸 checks besides (中耳炎 a cause too); 糖尿病肾病 a therapy besides; 电解质失衡 a cause
  besides a symptom; 心房扩张, 惊恐障碍, 浸润性病变 and 湿热下注 causes besides diseases; 库欣综合征, 蛋白尿, 麻痹性肠梗阻, 慢性髓性白血病, 脑梗死 and 石棉肺
  aliases besides diseases (脑梗死 and 石棉肺 causes too); 白种人 and 高龄孕妇 causes besides populations; 胸部 and 阴蒂 symptoms besides body
  parts, 咽后壁 a disease and a symptom besides; 皮肤科 a body part and a population besides a department, 眼科 a disease and a
  population, 儿科 a drug class and a population; 西藏 a population and 台湾 a symptom besides regions; 涩肠止痢 a disease besides
  an efficacy; 长天欣平 and 殊奇 drugs besides aliases; 雪上一枝蒿 an ingredient and 新生儿筛查 a check besides aliases; and 肝 (the named
  answer of one question and the entity of another) a cause, a check, an efficacy, a population and a symptom besides a body
  part.
- Besides these, 38 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 外阴溃疡, 寻常型天疱疮 (two questions), 干眼症, 婴儿痉挛症, 小儿咳嗽, 室性心律失常, 尘肺 (two), 心房扑动, 急性中耳炎, 急性上呼吸道感染, 帕金森病
  and 心肌梗塞, the region 美国 and the check 心电图检查; a cause record: 宫颈外翻, 小细胞肺癌 (two) and the body part 软腭; both: 子宫肌瘤,
  心内膜炎感染 and 尿崩症; a cause, a population and a symptom record: 妊娠期高血压疾病 and 心肌炎 (three); a symptom and a therapy record:
  基底细胞癌 (two); a check, a symptom and a therapy record: 多发性硬化; a cause, a check and a therapy record: 多发性骨髓瘤; a cause, a
  symptom and a therapy record: 恶性肿瘤 (two); an alias record: 心脏神经官能症; an alias, a cause and a symptom record: 妊娠期急性脂肪肝;
  a cause, a check, an efficacy, a population and a symptom record: the body part 肝; a disease record: the check 心血管造影检查;
  a drug record: the alias instance 喜滴克), and the wording says which is meant (这个病, 这病, 确诊, 诊断, 医生诊断, 查出, 得…的风险, 更容易得,
  皮肤科说的那种皮肤癌, （病毒性的）, 转移, 侵犯, 鉴别, 区分, 相关的病, 被当成, 在美国, 转移到肝上, 软腭上长了东西, 在哪个科室做, 有缩写吗, 是哪个药的别名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about
(and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and
the file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_75.py    # rewrites bench/sets/medical_everyday_75.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_75.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("孩子（5岁）被诊断“发作性舞蹈指划样动作”，一跑起来手脚就乱舞——这病还会有哪些表现？", "has_symptom", "小儿发作性舞蹈手足徐动症", D,
      mention="发作性舞蹈指划样动作"),
    Q("外阴克罗恩病会让外阴肿胀吗？（肠子的病怎么跑到那儿去了…）", "has_symptom", "外阴克罗恩病", D, named="外阴肿胀"),
    Q("表妹生下来就是外阴白化病，眼睛也怕光——畏光算这个病的症状吗", "has_symptom", "外阴白化病", D, named="畏光"),
    Q("医生说的“多发性内分泌腺瘤综合征II型”，会出现甲状腺髓样癌吗？我爸脖子上摸到个结节，B超医生让赶紧复查", "has_symptom",
      "多发性内分泌腺瘤综合征II型", D, named="甲状腺髓样癌"),
    Q("我爷爷（78岁）查出多发性脑梗塞，现在整天表情淡漠，是这个病闹的吗", "has_symptom", "多发性脑梗塞", D, named="表情淡漠"),
    Q("我婶子（56岁，糖尿病十多年）医生说是外阴丹毒，又红又肿——这病发作起来会发烧吗？都有哪些症状", "has_symptom", "外阴丹毒", D),
    Q("单子上写着多发性末梢神经炎（医生手写的，字很潦草），我妈手脚麻木就是它引起的吗", "has_symptom", "多发性末梢神经炎", D,
      named="麻木"),
    # designated_to
    Q("外阴天疱疮——是挂皮肤科吧？还是得去妇科", "designated_to", "外阴天疱疮", D, named="皮肤科"),
    Q("外阴急性蜂窝织炎居然让挂“眼科”？（分诊台护士说的）没搞错吧", "designated_to", "外阴急性蜂窝织炎", D, named="眼科"),
    Q("外阴血吸虫病要去感染和微生物科看吗…我们县医院好像没这个科", "designated_to", "外阴血吸虫病", D, named="感染和微生物科"),
    Q("我妈得了外阴溃疡这个病（不是普通蹭破皮），该挂哪个科？", "designated_to", "外阴溃疡", D),
    Q("多内分泌腺自身免疫综合征——好几个腺体都出问题，到底挂哪个科比较好", "designated_to", "多内分泌腺自身免疫综合征", D),
    Q("社区医生怀疑我是“多发性消化道息肉综合征”，让我去大医院，挂消化内科对吗？", "designated_to", "多发性消化道息肉综合征", D,
      named="消化内科"),
    Q("车祸后查出外伤性腹膜后出血或血肿（CT报告上写的），是普外科管吗", "designated_to", "外伤性腹膜后出血或血肿", D,
      named="普外科"),
    # checks
    Q("外阴汗腺腺癌要查肿瘤标志物检查吗？（婆婆做完手术，医生提了一句）", "checks", "外阴汗腺腺癌", D, named="肿瘤标志物检查"),
    Q("怀孕六个月，妊娠合并多囊肾——医生让做尿渗透压测定，这是必查的吗", "checks", "妊娠合并多囊肾", D, named="尿渗透压测定"),
    Q("我（孕28周）确诊妊娠合并特发性血小板减少性紫癜，还要查血小板抗体吗", "checks", "妊娠合并特发性血小板减少性紫癜", D,
      named="血小板抗体"),
    Q("宫颈外翻这个病要做哪些检查才能确诊？……是不是一定要阴道指诊", "checks", "宫颈外翻", D),
    Q("孩子（1岁半）说是婴幼儿巨幼细胞性贫血，要抽骨髓吗？一般都做哪些检查", "checks", "婴幼儿巨幼细胞性贫血", D),
    Q("我爸（67岁）嘴里和身上起了好多水疱，一碰就破，皮肤科诊断寻常型天疱疮，住院后化验单一大摞——这病都要做哪些检查啊", "checks", "寻常型天疱疮", D),
    Q("妊娠合并类风湿关节炎，膝盖肿了，医生说要做滑膜液检查——就是抽关节里的水？", "checks", "妊娠合并类风湿关节炎", D,
      named="滑膜液检查"),
    # has_complication
    Q("妊娠期急性肾功能衰竭会不会引起高钾血症？（护士一直在盯血钾）", "has_complication", "妊娠期急性肾功能衰竭", D,
      named="高钾血症"),
    Q("婴幼儿上颌骨骨髓炎治不好的话，眼睛会不会睑外翻…宝宝才8个月", "has_complication", "婴幼儿上颌骨骨髓炎", D,
      named="睑外翻"),
    Q("小儿大动脉转位（先心病的一种）以后会出现肺动脉高压吗", "has_complication", "小儿大动脉转位", D, named="肺动脉高压"),
    Q("孩子（11岁）腿上老起瘀斑，查了一堆抗体，最后被确诊小儿抗磷脂综合征——这病以后还可能引出哪些别的病？医生说要长期随访", "has_complication", "小儿抗磷脂综合征", D),
    Q("小儿流感病毒肺炎会不会再并发心肌炎？孩子（6岁）说心口不舒服，心率也快", "has_complication", "小儿流感病毒肺炎", D,
      named="心肌炎"),
    Q("妊娠合并肾病综合征还要防肾静脉血栓？医生说的“血栓”两个字我听着就怕", "has_complication", "妊娠合并肾病综合征", D,
      named="肾静脉血栓"),
    # cures
    Q("B超单写“纤维肌瘤”，医生开了注射用醋酸亮丙瑞林——这个针是治它的吗", "cures", "子宫肌瘤", D, mention="纤维肌瘤",
      named="注射用醋酸亮丙瑞林"),
    Q("眼科说我是角结膜干燥症（就是干眼吧），复方氯化钠滴眼液能用吗", "cures", "干眼症", D, mention="角结膜干燥症",
      named="复方氯化钠滴眼液"),
    Q("心内科病历上写的“功能性心脏不适”，给开了酒石酸美托洛尔胶囊，这药真对症吗？我总觉得自己是心脏病", "cures", "心脏神经官能症", D,
      mention="功能性心脏不适", named="酒石酸美托洛尔胶囊"),
    Q("宝宝（7个月）确诊婴儿痉挛症，医生说要用氯硝西泮注射液…这是治这病的药吗", "cures", "婴儿痉挛症", D,
      named="氯硝西泮注射液"),
    Q("孢子丝菌病能用氟康唑注射液吗——手上的疙瘩两个月了一直不好", "cures", "孢子丝菌病", D, named="氟康唑注射液"),
    Q("医生诊断小儿咳嗽（晚上咳得更厉害），能喝盐酸二氧丙嗪颗粒吗？药店推荐的", "cures", "小儿咳嗽", D, named="盐酸二氧丙嗪颗粒"),
    # shown_on
    Q("外阴上皮样肉瘤会长在阴蒂那里吗？（病理报告上写的部位我看不懂）", "shown_on", "外阴上皮样肉瘤", D, named="阴蒂"),
    Q("外阴皮脂溢出性皮炎——除了那儿，身上还有哪些部位也会长？", "shown_on", "外阴皮脂溢出性皮炎", D),
    Q("大肠恶性淋巴瘤最常长在“回肠末端和盲肠”？报告里就这么写的", "shown_on", "大肠恶性淋巴瘤", D, named="回肠末端和盲肠"),
    Q("大脑镰旁脑膜瘤具体长在脑子哪个位置…（我妈下周做手术，想先弄明白）", "shown_on", "大脑镰旁脑膜瘤", D),
    Q("妊娠合并尿石症的石头一般卡在哪些部位？肾里……还是输尿管", "shown_on", "妊娠合并尿石症", D),
    Q("多发性脂囊瘤会长在胸部吗？我胸口一片小疙瘩（黄豆大小，不疼不痒）", "shown_on", "多发性脂囊瘤", D, named="胸部"),
    # has_alias
    Q("多发性消化道息肉综合征好像还有个带外国人名的叫法？叫什么来着……", "has_alias", "多发性消化道息肉综合征", D),
    Q("小儿低氯性氮质血症综合征——是不是又叫“小儿Blum综合征”？", "has_alias", "小儿低氯性氮质血症综合征", D,
      named="小儿Blum综合征"),
    Q("小儿先天性白细胞颗粒异常综合征名字太长了——平时有简单点的叫法吗", "has_alias", "小儿先天性白细胞颗粒异常综合征", D),
    Q("小儿动力性肠梗阻（不对，病历上写的就是这个全称）是不是大家说的“麻痹性肠梗阻”？", "has_alias", "小儿动力性肠梗阻", D,
      named="麻痹性肠梗阻"),
    Q("小儿心内膜弹力纤维增生症，书上也叫心内膜硬化症（我没记错吧）", "has_alias", "小儿心内膜弹力纤维增生症", D,
      named="心内膜硬化症"),
    Q("小儿慢性粒细胞白血病跟“慢性髓性白血病”是一回事吗？两个名字把我搞糊涂了", "has_alias", "小儿慢性粒细胞白血病", D,
      named="慢性髓性白血病"),
    # caused_by
    Q("外阴疖病是怎么得上的？（天热捂的？还是不干净…）", "caused_by", "外阴疖病", D),
    Q("外阴纤维瘤——好端端的怎么就长了？是什么原因", "caused_by", "外阴纤维瘤", D),
    Q("多发性内分泌腺瘤综合征I型是家族性遗传吗？我姐和我妈都有（我是不是也跑不掉…）", "caused_by", "多发性内分泌腺瘤综合征I型", D,
      named="家族性遗传"),
    Q("女性尖锐湿疣是人类乳头瘤病毒（HPV）感染引起的吧？", "caused_by", "女性尖锐湿疣", D, named="人类乳头瘤病毒（HPV）感染"),
    Q("怀孕五个月得了妊娠合并急性胰腺炎，跟胆石症有关吗——我以前就查出过胆结石", "caused_by", "妊娠合并急性胰腺炎", D,
      named="胆石症"),
    Q("妊娠合并生殖器疱疹…是怎么被传上的，什么引起的（不好意思当面问医生）", "caused_by", "妊娠合并生殖器疱疹", D),
    Q("女性性高潮障碍到底是什么原因造成的？心理上的——还是身体上的", "caused_by", "女性性高潮障碍", D),
    # has_risk_factor
    Q("得基底细胞癌的风险跟“紫外线暴露史”有关？我年轻时在工地晒了十几年", "has_risk_factor", "基底细胞癌", D,
      named="紫外线暴露史"),
    Q("脂质异常（就是血脂不正常）的孕妇更容易得妊娠期高血压吗？我怀孕前血脂就高", "has_risk_factor", "妊娠期高血压", D,
      named="脂质异常"),
    Q("宝宝(3个月)老爱趴着或侧着睡——这会增加婴儿猝死综合征的风险吗", "has_risk_factor", "婴儿猝死综合征", D,
      named="俯卧位或侧卧位睡眠"),
    Q("我爸在透析（一周三次），电解质失衡的人得室性心律失常这个病的风险更大吗", "has_risk_factor", "室性心律失常", D,
      named="电解质失衡"),
    Q("老公在矿上干了二十年，天天吸入二氧化硅——是不是更容易得尘肺？", "has_risk_factor", "尘肺", D, named="吸入二氧化硅"),
    Q("心房扩张的人更容易得心房扑动吗？心超报告写了“左房扩大”", "has_risk_factor", "心房扑动", D, named="心房扩张"),
    # common_in
    Q("外阴汗腺腺癌多见于“30～67岁女性”？我妈72了也查出来了", "common_in", "外阴汗腺腺癌", D, named="30～67岁女性"),
    Q("外阴疣状黄瘤是不是白种人多？（看的一篇外国文献）", "common_in", "外阴疣状黄瘤", D, named="白种人"),
    Q("婴幼儿巨幼细胞性贫血一般多大的孩子容易得——我家老二刚一岁，光喝奶不爱吃辅食", "common_in", "婴幼儿巨幼细胞性贫血", D),
    Q("高龄孕妇更容易得妊娠期高血压疾病这个病吗？我38岁怀二胎（头胎血压就偏高）", "common_in", "妊娠期高血压疾病", D, named="高龄孕妇"),
    Q("姿态性腰腿痛——什么样的人容易得呢？我两条腿不一样长（小时候骨折过），站久了腰就酸", "common_in", "姿态性腰腿痛", D),
    Q("妊娠合并淋病一般多见于什么年纪的孕妇呀——写护理作业要用", "common_in", "妊娠合并淋病", D),
    # prevalent_in
    Q("基底细胞癌（皮肤科说的那种皮肤癌）在世界上哪些地方多发？", "prevalent_in", "基底细胞癌", D),
    Q("多发性硬化——听说跟纬度有关？它到底在哪些地区多见", "prevalent_in", "多发性硬化", D),
    Q("委内瑞拉马脑炎只在委内瑞拉有吗…还是别的地方也流行", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("慢性淋巴细胞白血病在哪些地区的人群里比较多？（同事问的，我答不上来）", "prevalent_in", "慢性淋巴细胞白血病", D),
    Q("在美国哪些病比较多发？——下个月去那边读书，想提前了解", "prevalent_in", "美国", RE),
    # treated_with
    Q("外阴血管瘤能用激光或光动力治疗吗？不想开刀…", "treated_with", "外阴血管瘤", D, named="激光或光动力治疗"),
    Q("外阴黑色素瘤做完手术还要化疗和放疗？（医生说的“综合治疗”）", "treated_with", "外阴黑色素瘤", D, named="化疗和放疗"),
    Q("多发性脂囊瘤需要治吗？（满身都是小包…）一般怎么处理", "treated_with", "多发性脂囊瘤", D),
    Q("我老婆怀孕七个月，突然高烧39度还腰疼，急诊说是妊娠合并急性肾盂肾炎，她不敢乱吃药怕伤着孩子——这病一般怎么治？", "treated_with", "妊娠合并急性肾盂肾炎", D),
    Q("寻常型天疱疮要做血浆交换疗法吗？医生提了一句“换血浆”", "treated_with", "寻常型天疱疮", D, named="血浆交换疗法"),
    Q("小儿急进性肾小球肾炎严重了要做透析疗法吗…孩子才九岁", "treated_with", "小儿急进性肾小球肾炎", D, named="透析疗法"),
    # metastasizes_to
    Q("小细胞肺癌会转移到肝吗？我爸（65岁）复查B超说肝上有阴影", "metastasizes_to", "小细胞肺癌", D, named="肝"),
    Q("医生诊断的心内膜炎感染，会不会蔓延到心脏其他地方——具体是哪里？", "metastasizes_to", "心内膜炎感染", D),
    Q("心肌炎（病毒性的）会不会往外扩散…会波及到心脏哪个部位", "metastasizes_to", "心肌炎", D),
    Q("急性中耳炎这个病会扩散到耳朵哪里？孩子（2岁）耳朵流黄水了", "metastasizes_to", "急性中耳炎", D),
    Q("哪些病会转移到肝上？报告里「肝转移」这三个字看得我心慌", "metastasizes_to", "肝", BP),
    # invades
    Q("恶性肿瘤会侵犯到咽后壁吗？（喉镜报告：咽后壁隆起）", "invades", "恶性肿瘤", D, named="咽后壁"),
    Q("恶性肿瘤会侵犯舌表面吗，舌头上有块白斑两个月了…", "invades", "恶性肿瘤", D, named="舌表面"),
    Q("心肌炎的炎症到底侵犯的是心脏哪一层？——医生画了个图我没看懂", "invades", "心肌炎", D),
    Q("软腭上长了东西，医生说是“外侵”过来的——哪些病会侵犯到软腭？", "invades", "软腭", BP),
    # is_subtype_of
    Q("复发性胆囊绞痛算胆石症的一种吗？（一年疼了三回，每次都是吃完火锅）", "is_subtype_of", "复发性胆囊绞痛", D, named="胆石症"),
    Q("外展神经良性肿瘤属于哪一类肿瘤…算脑瘤吗", "is_subtype_of", "外展神经良性肿瘤", D),
    Q("CT报告写“多发性脑梗塞”，这跟脑梗死是一回事，还是它的一种？", "is_subtype_of", "多发性脑梗塞", D, named="脑梗死"),
    Q("大泡性角膜炎在分类上归哪种病？（白内障手术后得的，眼科医生这么写的）", "is_subtype_of", "大泡性角膜炎", D),
    Q("外阴脂肪瘤——是良性的吧？它归在哪一大类肿瘤里", "is_subtype_of", "外阴脂肪瘤", D),
    Q("胃镜诊断“复合性溃疡伴出血”，这属于什么病的一种", "is_subtype_of", "复合性溃疡伴出血", D),
    # related_disease
    Q("多发性骨髓瘤跟L5 压缩性骨折有关系吗？我爸（70岁）腰椎突然塌了一节", "related_disease", "多发性骨髓瘤", D,
      named="L5 压缩性骨折"),
    Q("妊娠期肝内胆汁淤积症和“可逆性的胆汁形成受损”有关联吗？文献里看到的，没太懂", "related_disease", "妊娠期肝内胆汁淤积症", D,
      named="可逆性的胆汁形成受损"),
    Q("尿崩症这个病——跟浸润性病变有关吗？医生让查垂体", "related_disease", "尿崩症", D, named="浸润性病变"),
    Q("急性上呼吸道感染和“急性喉炎和气管炎”是相关的病吗？嗓子哑了还一直咳", "related_disease", "急性上呼吸道感染", D,
      named="急性喉炎和气管炎"),
    Q("寨卡病毒感染跟结膜充血有关系？（旅行回来眼睛一直红）", "related_disease", "寨卡病毒感染", D, named="结膜充血"),
    Q("产检查出“妊娠期肝脏脂肪变性”，跟蛋白尿有关联吗", "related_disease", "妊娠期急性脂肪肝", D, mention="妊娠期肝脏脂肪变性",
      named="蛋白尿"),
    # differential_diagnosis
    Q("小细胞肺癌要和放射性肺炎鉴别吗？我爸放疗后也咳嗽……", "differential_diagnosis", "小细胞肺癌", D, named="放射性肺炎"),
    Q("尘肺——会不会跟石棉肺搞混？两种都是干活吸进去的吧", "differential_diagnosis", "尘肺", D, named="石棉肺"),
    Q("帕金森病和进行性核上麻痹怎么区分？（神经内科医生说要排除一下）", "differential_diagnosis", "帕金森病", D,
      named="进行性核上麻痹"),
    Q("广泛性焦虑障碍跟惊恐障碍要怎么区分开…我也说不清自己是哪种", "differential_diagnosis", "广泛性焦虑障碍", D,
      named="惊恐障碍"),
    Q("心肌梗塞会被当成急腹症吗？我爸当时只说是肚子疼（还以为吃坏了），差点耽误了", "differential_diagnosis", "心肌梗塞", D, named="急腹症"),
    Q("心肌炎跟应激性心肌病需要鉴别吗——医生说的“应激”是啥意思", "differential_diagnosis", "心肌炎", D, named="应激性心肌病"),
    # indicated_for
    Q("药店给的“施复捷”，治中耳炎管用吗？孩子（4岁）耳朵疼", "indicated_for", "头孢丙烯片", DR, mention="施复捷",
      named="中耳炎"),
    Q("迪尔康欣——是治偏头痛的吧？我一疼就是半边脑袋", "indicated_for", "复方普萘洛尔咖啡因片", DR, mention="迪尔康欣",
      named="偏头痛"),
    Q("新矫气（听名字像治脚气的膏）到底能治哪些皮肤病", "indicated_for", "复方十一烯酸锌曲安奈德软膏", DR, mention="新矫气"),
    Q("皮肤科开的迪银，说明书上写治银屑病（牛皮癣），是吗？", "indicated_for", "复方氨肽素片", DR, mention="迪银", named="银屑病"),
    Q("妇科开了「圣诺康」阴道用——是治阴道炎的吗", "indicated_for", "奥硝唑阴道泡腾片", DR, mention="圣诺康", named="阴道炎"),
    Q("肝乐片（我爸吃了好几年）到底是治什么病的……", "indicated_for", "复方二氯醋酸二异丙胺片", DR, mention="肝乐片"),
    Q("医生给我开的纳可佳，说是治宫颈糜烂的？（外用的）", "indicated_for", "外用红色诺卡氏菌细胞壁骨架", DR, mention="纳可佳",
      named="糜烂"),
    # has_adverse_reaction
    Q("孕期一直吃爱乐维（产科建议的），最近便秘得厉害，是它的副作用吗？", "has_adverse_reaction", "复合维生素片", DR, mention="爱乐维",
      named="便秘"),
    Q("拜尼多抹上去有点刺刺的…这个药膏的副作用都有哪些", "has_adverse_reaction", "复方硝酸咪康唑软膏", DR, mention="拜尼多"),
    Q("滴了信流丁嘴巴发干——口干是这眼药水的副作用吗", "has_adverse_reaction", "复方山莨菪碱滴眼液", DR, mention="信流丁",
      named="口干"),
    Q("冠迪（孩子喝的糖浆）有没有什么副作用？说明书上写了一长串，看得我不敢给他喝了", "has_adverse_reaction", "多维赖氨酸糖浆", DR,
      mention="冠迪"),
    Q("斯力帮吃了会便秘吗？（医生开给我止咳的）", "has_adverse_reaction", "复方磷酸可待因片", DR, mention="斯力帮",
      named="便秘"),
    Q("奶奶天天嚼大黄苏打片（说是助消化），吃多了会有什么反应吗", "has_adverse_reaction", "大黄碳酸氢钠片", DR,
      mention="大黄苏打片"),
    Q("输了奥硝唑葡萄糖注射液之后四肢麻木——是药引起的吗？", "has_adverse_reaction", "奥硝唑葡萄糖注射液", DR,
      named="四肢麻木"),
    # has_ingredient
    Q("『一夫』（外用的冻干粉，烫伤后医生给的）——里面的有效成分是啥", "has_ingredient", "外用冻干鼠表皮生长因子", DR, mention="一夫"),
    Q("肺宝三效片里含苯妥英钠？那不是抗癫痫的吗…", "has_ingredient", "复方妥英麻黄茶碱片", DR, mention="肺宝三效片",
      named="苯妥英钠"),
    Q("良抒（鼻子不通气时吸的那个）里有薄荷脑吗？", "has_ingredient", "复方薄荷脑鼻用吸入剂", DR, mention="良抒",
      named="薄荷脑"),
    Q("关节炎的老妈在吃诺碧松，我想知道诺碧松的成分是什么…跟布洛芬是一类东西吗", "has_ingredient", "奥沙普秦肠溶胶囊", DR, mention="诺碧松"),
    Q("贯新克（外用的溶液）里居然有“硫酸庆大霉素”？", "has_ingredient", "复方维生素B12溶液", DR, mention="贯新克",
      named="硫酸庆大霉素"),
    Q("泌特里面有二甲硅油吗？——我肚子胀气吃的", "has_ingredient", "复方阿嗪米特肠溶片", DR, mention="泌特", named="二甲硅油"),
    Q("金纽尔含丙酸氯倍他索？——是激素药膏吗", "has_ingredient", "复方丙酸氯倍他索软膏", DR, mention="金纽尔",
      named="丙酸氯倍他索"),
    # is_a_level3
    Q("索霁按用途分是“茶碱类”吗？护士说是平喘的", "is_a_level3", "多索茶碱注射液", DR, mention="索霁", named="茶碱类"),
    Q("银力舒（头孢的一种？）按作用分属于哪类药", "is_a_level3", "头孢丙烯分散片", DR, mention="银力舒"),
    Q("先力腾——从用途上看算什么药？不是感冒药吧", "is_a_level3", "头孢布烯胶囊", DR, mention="先力腾"),
    Q("澳舒按用途归哪一类……是消炎药还是抗生素", "is_a_level3", "头孢呋辛酯胶囊", DR, mention="澳舒"),
    Q("普司立按用途算合成抗菌药吗？（输液单上写的）", "is_a_level3", "奥硝唑注射液", DR, mention="普司立",
      named="合成抗菌药"),
    Q("济立算脑血管药吗？我爸（脑出血第五天）一直在输", "is_a_level3", "尼莫地平注射液", DR, mention="济立", named="脑血管药"),
    Q("我爸术后不能吃饭，一直在输漠宜林，按用途这是什么药——就是营养液嘛？", "is_a_level3", "复方氨基酸（15）双肽（2）注射液", DR, mention="漠宜林"),
    # belongs_to
    Q("胃铋治片在药品分类里算中成药吗？我一直以为是西药…", "belongs_to", "复方铝酸铋片", DR, mention="胃铋治片", named="中成药"),
    Q("奥亭（止咳的口服液）药店把它归在哪一类？", "belongs_to", "复方磷酸可待因口服溶液", DR, mention="奥亭"),
    Q("凯可之是第二代头孢菌素吧？药盒上没写（只印了“头孢”两个字）", "belongs_to", "头孢丙烯颗粒", DR, mention="凯可之", named="第二代头孢菌素"),
    Q("仁舒——喷的那种，药品目录里归哪类？孩子哮喘随身带着", "belongs_to", "复方硫酸沙丁胺醇气雾剂", DR, mention="仁舒"),
    Q("白头山（熊胆的那个颗粒）是中成药吗", "belongs_to", "复方熊胆清肝颗粒", DR, mention="白头山", named="中成药"),
    Q("奥必欣（不对，盒子上写的是奥必欣分散片）在药店归哪一类？降压药里的哪种", "belongs_to", "坎地沙坦酯分散片", DR,
      mention="奥必欣"),
    # drug_has_alias
    Q("果糖二磷酸钙片盒子上印着「长天欣平」，是它的另一个名字吗", "drug_has_alias", "果糖二磷酸钙片", DR, named="长天欣平"),
    Q("曲昔匹特片——药房说叫“殊奇”，是同一个药吧？", "drug_has_alias", "曲昔匹特片", DR, named="殊奇"),
    Q("尿多酸肽注射液（输液单上写的）还有什么别的叫法？", "drug_has_alias", "尿多酸肽注射液", DR),
    Q("曲尼司特胶囊有没有其他名字…从日本带回来的药盒上写的不一样", "drug_has_alias", "曲尼司特胶囊", DR),
    Q("“喜滴克”是哪个药的别名？护工随口说的", "drug_has_alias", "喜滴克", AL),
    # mainly_treats
    Q("山里人管它叫\"萃补\"，说能治腰腿痛，是真的吗？", "mainly_treats", "大羽铁角蕨", M, mention="萃补", named="腰腿痛"),
    Q("大草寇——老中医开的，主要治什么？我一吃饭就胃胀", "mainly_treats", "大草寇", M),
    Q("听说“大马蹄草”能退黄疸？（不是铜钱草吗）", "mainly_treats", "大铜钱菜", M, mention="大马蹄草", named="黄疸"),
    Q("小二仙草能治哪些病？外婆说能治咳嗽…", "mainly_treats", "小二仙草", M),
    Q("牙齿硬（一种草药的名字）能治细菌性痢疾吗", "mainly_treats", "小功劳", M, mention="牙齿硬", named="细菌性痢疾"),
    Q("蕤参能打蛔虫？——我们那儿老人以前给小孩用过", "mainly_treats", "对叶林", M, mention="蕤参", named="蛔虫病"),
    Q("婆婆指甲菜能治高血压吗？（听说的）我婆婆天天去田埂上采", "mainly_treats", "婆婆指甲菜", M, named="高血压"),
    # has_efficacy
    Q("白走马胎泡酒——真有活血通络的功效吗？", "has_efficacy", "大黄树", M, mention="白走马胎", named="活血通络"),
    Q("小谷精草能明目退翳吗？（老花眼想试试）", "has_efficacy", "小谷精草", M, named="明目退翳"),
    Q("合血香——这味草药到底有什么作用呀", "has_efficacy", "小果排草", M, mention="合血香"),
    Q("小黑药是补的还是泻的…都有哪些作用？云南朋友送了一包", "has_efficacy", "小黑药", M),
    Q("锐齿亚洲海棠的果子能涩肠止痢？——拉肚子的时候吃几个", "has_efficacy", "尖嘴林檎果", M, mention="锐齿亚洲海棠",
      named="涩肠止痢"),
    Q("棠菊（我们那边的叫法）有什么药效？", "has_efficacy", "大阳关", M, mention="棠菊"),
    # distributed_in
    Q("黑滑头这种草药，西藏那边有没有呢？（同事去林芝出差，想让他帮忙找找）", "distributed_in", "小酒饼花", M, mention="黑滑头", named="西藏"),
    Q("小金牛草海南能找到吗——下个月去三亚，想顺便采点带回来哈", "distributed_in", "小金牛草", M, named="海南"),
    Q("水皂角在台湾有分布吗？…朋友从台湾寄了一包种子来", "distributed_in", "山扁豆", M, mention="水皂角", named="台湾"),
    Q("地星(不确定是不是这个名字，长得像蘑菇)新疆也有？", "distributed_in", "尖顶地星", M, mention="地星", named="新疆"),
    Q("姜花草（我奶奶管它叫这个，书上可能是别的名）浙江山里有没有？", "distributed_in", "大过路黄", M, mention="姜花草",
      named="浙江"),
    Q("小青杨主要分布在哪些地方？是北方的树吧……老家院子里那棵不知道是不是", "distributed_in", "小青杨", M),
    # material_has_alias
    Q("大透骨消也叫“香叶子”？两个名字差得也太远了", "material_has_alias", "大透骨消", M, named="香叶子"),
    Q("小九头狮子草就是绣球藤吗？（花市老板说的）", "material_has_alias", "小九头狮子草", M, named="绣球藤"),
    Q("小儿血参——乡下叫它“路边红”，对吗", "material_has_alias", "小儿血参", M, named="路边红"),
    Q("小距紫堇跟“雪上一枝蒿”是一个东西？药铺的标签上这么写的", "material_has_alias", "小距紫堇", M, named="雪上一枝蒿"),
    Q("小狗脊还有哪些土名……（爷爷的草药本上记了好几个）", "material_has_alias", "小狗脊", M),
    Q("“灰贯众”是哪种药材的别名？跟贯众是一个东西吗", "material_has_alias", "灰贯众", AL),
    # composed_of
    Q("八味降压汤里有丹皮吗？（方子上写的是“丹皮等”）", "composed_of", "八味降压汤", F, named="丹皮等"),
    Q("八宝月华丹（眼科的老方子）里有防风吗？方子最后写着“防风等”", "composed_of", "八宝月华丹", F, named="防风等"),
    Q("八味龙骨散里有寒水石？那不是矿石吗（能吃？）", "composed_of", "八味龙骨散", F, named="寒水石等"),
    Q("八威灵散里加了雄黄？——雄黄不是有毒嘛，端午节才拿来泡酒", "composed_of", "八威灵散", F, named="雄黄等"),
    Q("八子丸里有车前子吗（八种籽到底是哪八种…）", "composed_of", "八子丸", F, named="车前子等"),
    Q("八宝回春汤——方里有防己？我只认得人参", "composed_of", "八宝回春汤", F, named="防己等"),
    # formula_has_efficacy
    Q("八宝汤能去湿吗？（湿气重，舌苔厚得很）", "formula_has_efficacy", "八宝汤", F, named="去湿"),
    Q("八宝玉枢丹说能“利关窍”——这是什么作用？", "formula_has_efficacy", "八宝玉枢丹", F, named="利关窍"),
    Q("八宝药墨可以清肺热？墨也能吃…", "formula_has_efficacy", "八宝药墨", F, named="清肺热"),
    Q("八宝蠲痛汤有行气消痞的作用吗？我妈生完气就胸口堵，中医说是“气滞”", "formula_has_efficacy", "八宝蠲痛汤", F, named="行气消痞"),
    Q("月经量少，中医开了八珍合六味加减方——是调养气血的吧？", "formula_has_efficacy", "八珍合六味加减方", F, named="调养气血"),
    Q("八毒大黄丸能行气消积吗？名字听着吓人…", "formula_has_efficacy", "八毒大黄丸", F, named="行气消积"),
    # prescribed_for
    Q("八宝珍珠散治咽嗌干燥？（“咽嗌”是指嗓子吗）", "prescribed_for", "八宝珍珠散", F, named="咽嗌干燥"),
    Q("八宝瑞生丹——心胃疼痛能用吗？老爷子说吃了多少年了", "prescribed_for", "八宝瑞生丹", F, named="心胃疼痛"),
    Q("八宝红灵丹治霍乱痧胀？老药铺的招牌上这么写的——“专治霍乱痧胀”", "prescribed_for", "八宝红灵丹", F, named="霍乱痧胀"),
    Q("中医说我是“湿热下注”，开的八正散加木香汤——这方子就是治这个的吗？", "prescribed_for", "八正散加木香汤", F, named="湿热下注"),
    Q("八宝消毒散适合痈疽初起的时候用吗…脖子后面长了个包", "prescribed_for", "八宝消毒散", F, named="痈疽初起"),
    Q("虎骨散（爷爷抄的老方子）能治血风遍疰疼痛？这又是什么病", "prescribed_for", "八效虎骨散", F, mention="虎骨散",
      named="血风遍疰疼痛等"),
    # formula_has_alias
    Q("八效虎骨散——古书里还有什么叫法？", "formula_has_alias", "八效虎骨散", F),
    Q("八毒赤丸有没有别的名字……看网文看到的", "formula_has_alias", "八毒赤丸", F),
    Q("八物参术丸也叫八味定志丸？（参和术我还认得，定志是啥）", "formula_has_alias", "八物参术丸", F, named="八味定志丸"),
    Q("整理外公的旧笔记，有一页写着「大效虎骨散」——它指的是哪个方子？", "formula_has_alias", "大效虎骨散", AL),
    Q("八物肾气丸在老方书上还写成什么名字？（考中医执业医师，背到头大）", "formula_has_alias", "八物肾气丸", F),
    # check_for_disease
    Q("小气脑CT扫描（名字好怪）能查出听神经瘤吗", "check_for_disease", "小气脑CT扫描", C, named="听神经瘤"),
    Q("尿17—酮类固醇检查——孩子尿道下裂也要查这个？", "check_for_disease", "尿17—酮类固醇检查", C, named="尿道下裂"),
    Q("尿co2测定是查肾小管性酸中毒的吗？（化验单上的小写co2我还以为打错了）", "check_for_disease", "尿co2测定", C, named="肾小管性酸中毒"),
    Q("医生开了尿卟胆原检查，这是查什么病的…（我一直贫血）", "check_for_disease", "尿卟胆原检查", C),
    Q("尿孕酮（P）检查能看出库欣综合征？我脸越来越圆，医生开了一堆化验", "check_for_disease", "尿孕酮（P）检查", C, named="库欣综合征"),
    Q("糖尿病十年了，医生让做尿微量转铁蛋白检查——是筛糖尿病肾病的吗", "check_for_disease", "尿微量转铁蛋白检查", C,
      named="糖尿病肾病"),
    Q("心脏血管超声检查都能查出哪些病？（单位体检套餐里有这一项）", "check_for_disease", "心脏血管超声检查", C),
    # check_for_symptom
    Q("肾区压痛要做尿中包涵体检查吗？腰一敲就疼（左边）", "check_for_symptom", "尿中包涵体检查", C, named="肾区压痛"),
    Q("脸上汗毛重（面部多毛），医生让查尿促卵泡成熟素检查，这俩有关系吗", "check_for_symptom", "尿促卵泡成熟素检查", C,
      named="面部多毛"),
    Q("身上起了出血性丘疹——为什么要做快速血浆反应素环状卡片实验？", "check_for_symptom", "快速血浆反应素环状卡片实验", C,
      named="出血性丘疹"),
    Q("必需氨基酸检查跟胎儿生长发育迟缓有关？产检单上有这一项（孕30周）", "check_for_symptom", "必需氨基酸检查", C,
      named="胎儿生长发育迟缓"),
    Q("巨噬细胞或白细胞移动抑制试验（MMIT）是有什么症状才做的……", "check_for_symptom", "巨噬细胞或白细胞移动抑制试验（MMIT）", C),
    Q("腹痛伴血尿，要做尿红细胞位相检查吗？——尿检红细胞三个加号，吓死了", "check_for_symptom", "尿红细胞位相检查", C, named="腹痛伴血尿"),
    # performed_by
    Q("心血管造影检查（不是心脏彩超那个）在哪个科室做？", "performed_by", "心血管造影检查", C),
    Q("宫腔镜检查——到底去哪个科排号…（第一次做，好紧张）", "performed_by", "宫腔镜检查", C),
    Q("护士说的“新生儿筛查”是儿科负责吗？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    Q("心血管科那边都能做什么检查？我爸（69岁，心梗放过支架）下周住进去，想先心里有个数", "performed_by", "心血管科", DEP),
    # check_has_alias
    Q("快速血浆反应素试验在化验单上会用字母写吗——写的是哪几个", "check_has_alias", "快速血浆反应素试验", C),
    Q("心电图检查（就是胸口贴一堆电极那个）有缩写吗", "check_has_alias", "心电图检查", C),
    Q("新生儿疾病筛查检查就是“新生儿筛查”吧？产科护士这么说", "check_has_alias", "新生儿疾病筛查检查", C, named="新生儿筛查"),
    Q("单子上有一行“RPR（阴性）”——这是哪个检查的简称？", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day75"))
