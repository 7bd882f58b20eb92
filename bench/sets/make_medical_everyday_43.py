"""Writes `medical_everyday_43.jsonl`, a forty-third hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-first, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded by someone asking on another person's behalf because of
their work, the role and the person told first and the question after: kindergarten and school teachers and school
nurses about a pupil (我是幼儿园保健医，园里发通知说中班有个孩子得了第五种病, 我是初中班主任，班上有个孩子老是挤眼睛、耸肩膀, 班上有个哮喘的孩子，他爸爸在家天天抽烟,
学校发的接种通知上写着呵儿贝), a sports coach about an athlete (我是游泳队教练，有个队员练完潜泳耳朵疼得厉害, 我带的足球队有个队员大脚趾根又僵又疼,
我是田径队教练，听说有个队员私下打丙睾, 我是举重队教练，队里常备云香精擦伤，赛前要查兴奋剂), an employer or HR about a staff member's sick note or
expense claim (公司有个跑长途的司机请病假，病假条上写的是…, 员工的病假条诊断是…，他是上夜班倒班的, 公司招电工要查色觉, 公司有员工报销的药单上写着倍松), an insurance
agent, underwriter or claims handler checking what a diagnosis or a drug on a bill is (理赔单上写着乳腺癌肉瘤, 做核保的时候看到客户病史写着Graves病,
审核一笔住院理赔, 理赔单上有一项依伴侬, 我是保险代理人，客户问…), a carer at a care home about a resident (我们养老院有位老爷爷胃切了一大半, 院里有位老人睡前吃三辰,
护理院有位奶奶腿上静脉曲张破了好久不愈合) and a community health worker about a household (我在社区卫生服务站，随访一户坐月子的, 社区随访时发现一户人家男的有乙肝,
家庭医生随访一个产后的妈妈, 社区新生儿访视). 34 questions carry 呢/啊/呀/嘛/哈, 208 a clause of context; some ask two things and the first
is the gold (少年脊髓型遗传性共济失调…这个病都有哪些表现？体育课要不要免修 asks the symptoms; 克—雅病性痴呆，后面容易出现哪些并发症？护理上要注意啥 the
complications; 伤寒病在印度多发吗？要不要让他提前打疫苗 the region; 若思本…这个贴剂有哪些副作用？会不会影响开车 the adverse reactions; 共转性外斜视，这是什么原因造成的？
家长问是不是看平板看多了 the causes).

Records: taken from the first tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 41 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-third set drew from the first tenth
too, and this one takes only what it and every other set left. Where every source of a relation type in that window is
already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis,
drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias),
the question names one neighbour no earlier question names (儿童期哮喘 ← 环境烟草烟雾, 乙型肝炎 ← 与感染者家庭接触, 偏头痛 ← 明亮或闪烁的灯光,
冠心病 ← 腹型肥胖, 乙型肝炎 → 亚洲和非洲, 内膜癌 → 血行（肺、骨骼、肝脏、肾上腺及脑）, 右侧输尿管结石 → 阴唇, 喉癌 → 口腔及口咽,
儿童期哮喘 ↔ 过敏性皮炎, 低血糖症 ↔ 肝功能衰竭, 乙型肝炎 ↔ 肝细胞性肝癌, 先兆子痫 ↔ 重度先兆子痫, 中耳炎 ↔ 持续性病毒性呼吸道感染,
B族链球菌感染 ↔ 产后脓毒症, 儿童期哮喘 ↔ 声带功能障碍, 偏头痛 ↔ 屈光不正, 初发性或维持性睡眠障碍［失眠症］ ↔ 昼夜节律障碍, 乙型肝炎 ↔ 急性甲型肝炎,
中耳炎 ↔ 渗出性中耳炎, 产后抑郁症 ↔ 轻躁狂, 健脾资生丸 → 莲子肉, 丁沉透膈丸 → 云曲, 八仙早朝糕 → 白茯苓, 八儿不汤 → 羊肉1脚子, 八减丸 → 大附子,
八仙妙应丹 → 白芜荑, 一贯煎 → 滋阴疏肝, 三仁汤 → 清利湿热, 二陈汤 → 理气和中, 五皮散 → 理气健脾, 九仙散 → 益气养阴, 七宝美髯丹 → 补益肝肾,
五仁丸 → 以及年老和产后血虚便秘, 九味羌活汤 → 肢体酸楚疼痛, 五味消毒饮 → 疔疮初起, 八仙早朝糕 → 膨闷泄泻, 二妙散 → 足膝红肿疼痛,
三子养亲汤 → 食少难消, 八味地黄丸 → 八仙长寿丸等), is asked from the relation's target end (托管于托儿所 and 疗养院常住者, risk factors of the
window sources 中耳炎 and B族链球菌感染; 法国, a neighbour of IgA肾病; 颈部淋巴结, a neighbour of 口咽癌) or asks what an alias stands for (倍松,
参茸济阴坤顺丸, 厚朴丸, ECG, RPR: none of the first three is an earlier question's gold); a few ask a window record again in words no earlier
question uses (IgA肾病, 乳腺癌 twice, 前列腺癌, 口咽癌, 呼吸道白喉, 复方地舍平片, 八味厚朴丸, 宫腔镜检查, 心电图检查), and seven name a neighbour
again (伤寒病 → 印度, 人类免疫缺陷病毒[HIV]病 → 淋巴细胞, 利伐沙班片 → 拜瑞妥, 双扑伪麻分散片 → 爱德儿康, 宫腔镜检查 → 妇产科, 心血管造影检查 → 心血管科,
快速血浆反应素试验 → RPR). Of the four window sources of prevalent_in only 乙型肝炎 has a neighbour no earlier question names; the three window
sources of invades have none, so two are asked again in new words, one names 淋巴细胞 again and one question asks from the target end.
The window of drug_has_alias holds seven drugs whose aliases earlier questions all name: two questions ask what 倍松 and 参茸济阴坤顺丸
stand for, two name 拜瑞妥 and 爱德儿康 again and one asks 复方地舍平片's other names in new words. formula_has_alias has 29 sources and its
window two (八味厚朴丸, 八味地黄丸): 八味地黄丸 is asked whether it is also called 八仙长寿丸 (its alias 八仙长寿丸等), one question asks what 厚朴丸
stands for, one asks 八味厚朴丸's other names in new words and one names 八味厚朴丸 by 厚朴煎, an earlier set's mention (the window formulas have
no other alias the earlier sets leave unused). performed_by has six sources and its window none, so its questions take the record in
whose place in key order the first tenth falls (宫腔镜检查, asked in new words and whether it is done in 妇产科), the record after it
(心血管造影检查, whether it is done in 心血管科) and a check outside it (脑电图检查, named by EEG, an earlier set's mention); check_has_alias has
seven sources and its window none: the first record (心电图检查) is asked in new words and by what its alias ECG stands for, the record
after it (快速血浆反应素试验) whether it is abbreviated RPR and by what RPR stands for.

86 questions name the one neighbour they ask about, most of them naming two records (儿童急性喉炎 → 犬吠样咳嗽, 内镜下胃息肉切除术 →
凝血功能, 伸指肌腱损伤 → 骨折, 体外循环 → 溶血性黄疸, 上颌窦癌 → 注射用盐酸博来霉素, 先天性足副舟骨 → 舟骨结节, 儿童孤独症 → 训练干预方法,
Brenneman综合征 → 肠系膜淋巴结炎, 天疏 → 偏头痛, 可安 → 异烟肼, 益适纯 → 调脂药物, 儿童五官科检查 → 弱视, Farnsworth15色标试验 → 绿色弱),
some in other words than the neighbour's name (内膜癌会经血行转移到肺、骨骼、肝脏这些地方吗 names 血行（肺、骨骼、肝脏、肾上腺及脑）, 八儿不汤…有羊肉吗
names 羊肉1脚子, 人参天麻药酒…是药还是保健品 names 保健品/其他中成药, 八味地黄丸…又叫八仙长寿丸 names 八仙长寿丸等, 这病是不是户外干活多的农民容易得
names 户外工作时间较长的农民等). Four besides the alias-instance questions are asked from the relation's target end (孩子托管于托儿所的话更容易得某些病,
疗养院常住者容易得一些感染, 法国哪些病比较高发, 哪些癌会侵犯颈部淋巴结).

Names inside names: by a mechanical count 134 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (儿童急性喉炎 holds 急性喉炎, 乳腺癌肉瘤 holds 乳腺癌, 下肢静脉血栓形成 holds 静脉血栓形成, 儿童抽动障碍 holds 抽动障碍, 内镜下胃息肉切除术
holds 胃息肉, 先天性肌性斜颈 holds 肌性斜颈, 儿童特发性高钙尿症 holds 高钙尿症, 先天性心脏病 holds 心脏病, 乙型病毒性肝炎 holds 病毒性肝炎 and lies
inside 儿童乙型病毒性肝炎, 中心性软骨肉瘤 holds 软骨肉瘤, 全身黏液性水肿 holds 黏液性水肿 and is named by 真性黏液性水肿, 低血磷性抗维生素D佝偻病 holds
its alias 抗维生素D佝偻病, the name its question uses, 乙型肝炎病毒性关节炎 holds 乙型肝炎 and 关节炎, 假痛风性关节炎 holds 痛风性关节炎 and 假痛风,
中青年脑梗死 holds 脑梗死, 下肢静脉曲张伴有溃疡 holds 下肢静脉曲张, 偏执型精神分裂症 holds 精神分裂症, the answer its is_subtype_of question names;
先兆子痫 and 中耳炎 lie inside 重度先兆子痫 and 渗出性中耳炎, the neighbours their questions name, and 乙型肝炎 inside 乙型肝炎表面抗原检查 and
乙型肝炎病毒性关节炎, which other questions ask about; 丙酸交沙霉素颗粒 and 丙酸交沙霉素干糖浆 hold 丙酸交沙霉素 and 依托芬那酯乳膏 and
依托芬那酯凝胶 hold 依托芬那酯, the four named by trade names (贝贝莎, 娇莎, 优迈, 澳托芬),
二维三七桂利嗪胶囊 holds 三七 (the ingredient its question names) and 桂利嗪, 九价人乳头瘤病毒疫苗 holds 人乳头瘤病毒; 丝瓜根 and 丝瓜叶 hold 丝瓜
(two characters), 人参子 holds 人参, 体外培育牛黄 holds 牛黄 and 丁香油 holds 丁香; 八味厚朴丸 holds 厚朴丸, the alias another question asks about;
乙型肝炎表面抗原检查 holds 乙型肝炎表面抗原, 低密度脂蛋白胆固醇（LDL—C） holds 低密度脂蛋白胆固醇 and 人体内的微量元素检测 holds 微量元素检测).

About one question in four (51 of 210) names its entity by a name the network records for that very instance: disease
aliases (18: older, folk or shortened names such as 第五种病, 伤乳, 滴状角膜, 尺骨棒状手, 牛皮癣型狼疮, 主—肺动脉窗; an eponym, 爱得华斯（Edwards）综合征;
other or descriptive names such as 少年脊髓型遗传性共济失调, 产褥期热射病, 化脓性链球菌感染, 真性黏液性水肿, 色素性毛表皮痣, 绒毛状腺瘤, 日光性弹力纤维综合征,
先天性肌发育不全; names with a word changed or dropped such as 先天性环状挛缩带, 共转性外斜视, 抗维生素D佝偻病); drug trade names (22, below); medicinal
material aliases (9: 入地金牛, 痧药草, 乳头香, 葵菜子, 野毛蛋, 木通马兜铃, 杂色云芝, 乌蛇, 篱笆树); a TCM formula alias (1: 厚朴煎); a check alias (1:
EEG). Each of these names is listed by that one instance only. Ten more ask what an alias stands for (会阴撕裂, 原发小睾丸症, 脾气下陷, 倍松,
参茸济阴坤顺丸, 下山虎, 东北木通, 厚朴丸, ECG, RPR: disease, drug, material, formula and check aliases): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every
alias a question names its entity by is one the network records for that very instance.

Drug trade names: 22 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (呵儿贝, 天疏, 泰立沙, 倍欣, 优迈, 贝贝莎, 三辰, 娇莎, 澳托芬, 赛可瑞, 若思本, 云香精, 可安, 久金, 迈维希, 丙睾, 伊泰达, 山江, 奥得清, 依伴侬,
益适纯, 喘定). All twenty-two names are also drug records of their own (the source writes the product twice). They are
labelled as in the earlier sets: the gold entity is the standard record (B型流感嗜血杆菌结合菌苗注射液, 佐米曲普坦片, 二甲苯磺酸拉帕替尼片, 伏格列波糖片,
依托芬那酯乳膏, 丙酸交沙霉素颗粒, 佐匹克隆片, 丙酸交沙霉素干糖浆, 依托芬那酯凝胶, 克唑替尼胶囊, 丁丙诺啡透皮贴剂, 云香祛风止痛酊, 乙胺吡嗪利福异烟片（II）,
丹黄祛瘀胶囊, 五维赖氨酸颗粒, 丙酸睾酮注射液, 亚砷酸氯化钠注射液, 利福喷丁胶囊, 利巴韦林泡腾颗粒, 依托孕烯植入剂, 依折麦布片, 二羟丙茶碱注射液), the mention
is the trade name and the line is tagged `alias`, because whoever holds the box, the bill or the expense claim asks about
the medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- ECG is a check record as well as the alias instance 心电图检查 lists (公司体检报告上写着ECG，这是哪个检查的缩写): it asks what the name stands
  for, so the gold is the alias instance, as the thirty-third and thirty-ninth sets' ECG questions are. EEG, by which a
  performed_by question names 脑电图检查, is a check record too.
- Some named neighbours are records of other types too: 拜瑞妥 and 爱德儿康 are drug records as well as the aliases their drugs list,
  肠系膜淋巴结炎 a cause and a symptom record as well as the alias Brenneman综合征 lists, 渗出性中耳炎 an alias record as well as a disease,
  异烟肼 a drug, a disease, a symptom and a cause as well as an ingredient, 三七 a medicinal material and 大附子 an alias as well as
  ingredients, 哺乳妇女 a disease record as well as a population, 口苦 and 黑便 disease records as well as symptoms, 抗肿瘤药 a symptom
  record as well as a drug class, and 理气和中 and 益气养阴 drug product classes as well as efficacies.
- Besides these, 43 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a cause record:
  产褥感染, 前庭功能紊乱, 乳头皲裂, 伤寒病, 人类免疫缺陷病毒[HIV]病, B族链球菌感染; a symptom record: IgA肾病, 儿童失神癫痫, 先兆子痫, 产后抑郁症; both:
  乙型肝炎 (four questions), 偏头痛 (two), 喉癌, 初发性或维持性睡眠障碍［失眠症］, 低血糖症 (a therapy record besides), 中耳炎 (two; a check record
  besides), 先天性心脏病, 乳腺癌 (two) and 前列腺癌 (population records besides), 冠心病 (an alias and a population record besides); an alias
  record: Graves病; the region 法国 a symptom record; an ingredient record for a material: 五指毛桃, 两面针, 体外培育牛黄, 丁香油, 乳香, 关木通,
  云芝, 九香虫, 制川乌, 乌鞘蛇, and 冬葵子 an alias record besides; an alias record for the material 五香草; a disease record for the check
  心血管造影检查 and a symptom record for 心电图检查; a check record for the alias instance ECG), and the wording says which is meant (诊断,
  病假条上写着, 医生说, 病史, 药材, 产在, 常驻法国, 做的检查, 缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_43.py    # rewrites bench/sets/medical_everyday_43.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_43.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我是初中体育老师，班上有个男生跑步老是东倒西歪，家长说医院诊断是少年脊髓型遗传性共济失调，这个病都有哪些表现？体育课要不要免修",
      "has_symptom", "Friedreich共济失调症", D, mention="少年脊髓型遗传性共济失调"),
    Q("我是幼儿园保健医，园里发通知说中班有个孩子得了第五种病，这个病会有哪些症状呀？", "has_symptom", "传染性红斑", D,
      mention="第五种病"),
    Q("我是游泳队教练，有个队员练完潜泳耳朵疼得厉害，医生说是中耳气压伤，这个病一般还会有哪些症状呢？", "has_symptom",
      "中耳气压伤", D),
    Q("公司有个跑长途的司机请病假，病假条上写的是下肢静脉血栓形成，这个病都有什么表现啊？", "has_symptom", "下肢静脉血栓形成", D),
    Q("我在社区卫生服务站，随访一户坐月子的，家里老人非要捂着不开窗。产褥期热射病会有哪些表现？我好跟他们讲讲", "has_symptom",
      "产褥中暑", D, mention="产褥期热射病"),
    Q("我是托儿所的保健老师，有个孩子咳起来像小狗叫，家长说是儿童急性喉炎，犬吠样咳嗽是这个病的症状吗？", "has_symptom",
      "儿童急性喉炎", D, named="犬吠样咳嗽"),
    Q("理赔单上写着乳腺癌肉瘤，这个病一般会有哪些症状？我要核对一下病历上写的", "has_symptom", "乳腺癌肉瘤", D),
    # designated_to
    Q("我是初中班主任，班上有个孩子老是挤眼睛、耸肩膀，家长说医院诊断是儿童抽动障碍，这种一般挂哪个科呀？", "designated_to",
      "儿童抽动障碍", D),
    Q("我带的足球队有个队员大脚趾根又僵又疼，片子上写的是僵踇，复查应该挂哪个科？", "designated_to", "僵踇", D),
    Q("公司仓库有个员工从货架上摔下来，诊断是Chance骨折，病假条应该找哪个科开呢？", "designated_to", "Chance骨折", D),
    Q("理赔单上写着主—肺动脉窗，这一般是医院哪个科看的病？", "designated_to", "主—肺动脉隔缺损", D, mention="主—肺动脉窗"),
    Q("我们养老院有位老爷爷胃切了一大半，一吃饭就心慌出汗，医生说是倾倒综合征，复诊要挂哪个科？", "designated_to",
      "倾倒综合征", D),
    Q("我是社区的家庭医生助理，辖区有户人家刚从沙特打工回来，发烧咳嗽，担心是中东呼吸综合征，是去呼吸科看吗？",
      "designated_to", "中东呼吸综合征", D, named="呼吸科"),
    Q("我是高中班主任，班上有个男生整天只对动漫里的女角色感兴趣，同学笑他是二次元禁断综合征，真要看的话挂哪个科？",
      "designated_to", "二次元禁断综合征", D),
    # checks
    Q("理赔单上写着内镜下胃息肉切除术，费用明细里有凝血功能，这是这个手术要做的检查吗？", "checks", "内镜下胃息肉切除术", D,
      named="凝血功能"),
    Q("公司有位女员工请假去医院复查，病假条上写着乳房单纯囊肿，这个病一般要做哪些检查？", "checks", "乳房单纯囊肿", D),
    Q("我是小学校医，有个学生膝盖老是肿，家长说是儿童类风湿病，一般要查哪些项目？", "checks", "儿童类风湿病", D),
    Q("我是摔跤队教练，有个队员以前脖子受过伤，医生怀疑上颈椎不稳症，一般要做哪些检查啊？", "checks", "上颈椎不稳症", D),
    Q("社区随访一个产后第五天的妈妈，一直发烧，医院怀疑产褥感染，这个要做哪些检查呢？", "checks", "产褥感染", D),
    Q("做核保的时候看到客户病史写着Graves病，这个病一般要查TRAb吗？", "checks", "Graves病", D, named="TRAb"),
    # has_complication
    Q("我是篮球队教练，有个队员接球时手指戳伤了，医生说是伸指肌腱损伤，会不会同时伴有骨折？", "has_complication",
      "伸指肌腱损伤", D, named="骨折"),
    Q("社区随访的一个三个月宝宝查出先天性肌性斜颈，家里老人不当回事，不治的话以后会出现哪些问题？", "has_complication",
      "先天性肌性斜颈", D),
    Q("我们养老院有位老人诊断克—雅病性痴呆，后面容易出现哪些并发症？护理上要注意啥", "has_complication", "克—雅病性痴呆", D),
    Q("理赔材料里的手术记录写了体外循环，术后病人出现溶血性黄疸，这算体外循环的并发症吗？", "has_complication", "体外循环", D,
      named="溶血性黄疸"),
    Q("我是小学校医，有个学生确诊儿童特发性高钙尿症，以后会引起哪些并发症啊？", "has_complication",
      "儿童特发性高钙尿症", D),
    Q("厂里有个员工接触化学品以后天旋地转，职业病诊断写着中毒性眩晕，以后会不会引起耳聋？", "has_complication", "中毒性眩晕",
      D, named="耳聋"),
    # cures
    Q("公司有个员工报销药费，诊断是中心性浆液性脉络膜视网膜病变，药是卵磷脂络合碘片，这个药是治这个病的吗？", "cures",
      "中心性浆液性脉络膜视网膜病变", D, named="卵磷脂络合碘片"),
    Q("理赔单上诊断写的上颌窦癌，用药是注射用盐酸博来霉素，这个药能治上颌窦癌吧？", "cures", "上颌窦癌", D,
      named="注射用盐酸博来霉素"),
    Q("我是学校的校医，有个学生有先天性心脏病，家长说一直在吃地高辛片，这个药是治这个病的吗？", "cures", "先天性心脏病", D,
      named="地高辛片"),
    Q("院里有位奶奶常犯头晕，医生说是前庭功能紊乱，一般可以用什么药呢？", "cures", "前庭功能紊乱", D),
    Q("我在社区做慢病管理，有户人家男主人是乙型病毒性肝炎，一般用哪些药治？", "cures", "乙型病毒性肝炎", D),
    Q("审核一笔住院理赔，诊断是出血性疾病，单子上有好几种止血针，这个病一般用什么药？", "cures", "出血性疾病", D),
    # shown_on
    Q("我是田径队教练，有个女队员脚内侧老疼，拍片说是先天性足副舟骨，是长在舟骨结节那儿吗？", "shown_on", "先天性足副舟骨", D,
      named="舟骨结节"),
    Q("院里有位阿姨身上起了一圈一圈的红斑，皮肤科说是牛皮癣型狼疮，这种一般长在身体哪些部位？", "shown_on",
      "亚急性皮肤红斑狼疮", D, mention="牛皮癣型狼疮"),
    Q("社区随访的一个新生儿小腿上有一圈勒痕似的沟，医生说是先天性环状挛缩带，这个一般长在哪些部位？", "shown_on",
      "先天性环状束带", D, mention="先天性环状挛缩带"),
    Q("理赔资料上写的中心性软骨肉瘤，这个瘤一般长在哪些骨头上？", "shown_on", "中心性软骨肉瘤", D),
    Q("厂里有个做木材防腐的工人，诊断五氯酚钠中毒，这个主要伤哪些器官？", "shown_on", "五氯酚钠中毒", D),
    Q("幼儿园有个孩子三岁了还站不稳、不太会说话，中医说是五迟，主要表现在身体哪些地方呀？", "shown_on", "五迟", D),
    Q("我是小学校医，有个学生请假说是化脓性链球菌感染，这个病主要累及哪些部位？", "shown_on", "A组链球菌感染", D,
      mention="化脓性链球菌感染"),
    # has_alias
    Q("社区随访的一位产妇，出院小结上写着会阴撕裂，这是哪个病的别名？", "has_alias", "会阴撕裂", AL),
    Q("理赔单上诊断写的原发小睾丸症，这是哪个病的另一个叫法？", "has_alias", "原发小睾丸症", AL),
    Q("院里有位老人，中医开的方子上写着脾气下陷，这是哪种病的别称啊？", "has_alias", "脾气下陷", AL),
    Q("社区有位老人说年轻时在南方得过久疟，这个病还有别的叫法吗？老人家说得含含糊糊的哈", "has_alias", "久疟", D),
    Q("我是小学校医，有个学生肚子疼了好几天，医生说是Brenneman综合征，这个是不是就是肠系膜淋巴结炎呀？", "has_alias",
      "Brenneman综合征", D, named="肠系膜淋巴结炎"),
    Q("核保时看到被保险人有丹吉尔病，这个病还有什么别的叫法？查资料要用", "has_alias", "丹吉尔病", D),
    Q("我们班有个学生的病历上写着SAPHO综合征，这个病中文全称叫什么？", "has_alias", "SAPHO综合征", D),
    # caused_by
    Q("排球队有个队员扣球落地时手撑了一下，诊断下尺桡关节脱位，这一般是怎么弄伤的？", "caused_by", "下尺桡关节脱位", D),
    Q("公司有个化工车间的员工请病假，诊断二硫化碳中毒，这个一般是怎么中毒的？", "caused_by", "二硫化碳中毒", D),
    Q("社区随访一个五个月的宝宝，吃完奶老吐、肚子胀，老人说是伤乳了，伤乳一般是什么原因引起的？", "caused_by", "乳积", D,
      mention="伤乳"),
    Q("我是小学校医，有个学生两条腿是O形的，医生说是抗维生素D佝偻病，这个病是怎么得的？", "caused_by",
      "低血磷性抗维生素D佝偻病", D, mention="抗维生素D佝偻病"),
    Q("院里有位老人浑身浮肿、反应慢，病历上写的真性黏液性水肿，是甲状腺素分泌减少或缺乏引起的吗？", "caused_by",
      "全身黏液性水肿", D, mention="真性黏液性水肿", named="甲状腺素分泌减少或缺乏"),
    Q("理赔单上写着乙型肝炎病毒性关节炎，这个关节炎是什么原因引起的？", "caused_by", "乙型肝炎病毒性关节炎", D),
    Q("我是二年级班主任，班上一个孩子眼睛往外斜，医生说是共转性外斜视，这是什么原因造成的？家长问是不是看平板看多了",
      "caused_by", "共同性外斜视", D, mention="共转性外斜视"),
    # has_risk_factor
    Q("我们是托儿所，听说孩子托管于托儿所的话更容易得某些病，具体是哪些病？", "has_risk_factor", "托管于托儿所", CA),
    Q("我在养老院当护工，听说疗养院常住者容易得一些感染，都是哪些病呢？", "has_risk_factor", "疗养院常住者", CA),
    Q("班上有个哮喘的孩子，他爸爸在家天天抽烟，环境烟草烟雾会让儿童期哮喘更容易犯吗？", "has_risk_factor", "儿童期哮喘", D,
      named="环境烟草烟雾"),
    Q("社区随访时发现一户人家男的有乙肝，老婆孩子天天一块吃饭，与感染者家庭接触是乙型肝炎的危险因素吗？", "has_risk_factor",
      "乙型肝炎", D, named="与感染者家庭接触"),
    Q("公司有个做视频剪辑的员工偏头痛老请假，机房灯光又亮又闪，明亮或闪烁的灯光会诱发偏头痛吗？", "has_risk_factor", "偏头痛", D,
      named="明亮或闪烁的灯光"),
    Q("做核保时客户肚子大、腰围超标，腹型肥胖算冠心病的高危因素吗？", "has_risk_factor", "冠心病", D, named="腹型肥胖"),
    # common_in
    Q("院里好几位老人膝盖突然肿痛，医生说是假痛风性关节炎，这病一般多见于什么人？", "common_in", "假痛风性关节炎", D),
    Q("社区随访的新手妈妈喂奶时乳头破了，乳头皲裂是不是哺乳妇女才容易得？", "common_in", "乳头皲裂", D, named="哺乳妇女"),
    Q("核保时看到客户三十八岁得过中青年脑梗死，这个病多见于哪些人？", "common_in", "中青年脑梗死", D),
    Q("初三有个男生肩膀上一块深色带毛的斑，医生说是色素性毛表皮痣，这种一般多见于什么人哈？", "common_in", "Becker痣", D,
      mention="色素性毛表皮痣"),
    Q("理赔单上的病理报告写着绒毛状腺瘤，这种病多发于哪类人群？", "common_in", "乳头状腺瘤", D, mention="绒毛状腺瘤"),
    Q("我们社区好多老人常年下地，脸上皮肤发黄起皱，说是日光性弹力纤维综合征，这病是不是户外干活多的农民容易得？",
      "common_in", "光线性弹力纤维病", D, mention="日光性弹力纤维综合征", named="户外工作时间较长的农民等"),
    # prevalent_in
    Q("公司要派几个员工去非洲和东南亚的项目，乙型肝炎是不是在亚洲和非洲比较多？", "prevalent_in", "乙型肝炎", D,
      named="亚洲和非洲"),
    Q("有员工下个月要外派去印度，伤寒病在印度多发吗？要不要让他提前打疫苗", "prevalent_in", "伤寒病", D, named="印度"),
    Q("理赔客户得的是IgA肾病，想了解一下这个病在哪些国家比较多见？", "prevalent_in", "IgA肾病", D),
    Q("公司有几个员工要常驻法国分部，法国哪些病比较高发啊？", "prevalent_in", "法国", RE),
    Q("我是保险代理人，给客户讲女性重疾险，乳腺癌在哪些地区发病率比较高？", "prevalent_in", "乳腺癌", D),
    # treated_with
    Q("我是幼儿园老师，班上有个孤独症的孩子，儿童孤独症能用训练干预方法来治吗？", "treated_with", "儿童孤独症", D,
      named="训练干预方法"),
    Q("社区随访有个宝宝手脚关节都僵着伸不直，医生说是先天性肌发育不全，这个病怎么治？", "treated_with",
      "先天性多发性关节挛缩症", D, mention="先天性肌发育不全"),
    Q("公司有个员工请病假说要住院，诊断是低位肛瘘，这个病一定得手术治疗吗？", "treated_with", "低位肛瘘", D, named="手术治疗"),
    Q("理赔案子里的病人是AAA破裂送的急诊，一般要做哪些抢救治疗？", "treated_with", "AAA破裂", D),
    Q("班上有个先天性耳聋的孩子，戴着助听器，先天性耳聋还有哪些治疗办法？", "treated_with", "先天性耳聋", D),
    Q("院里有位老人手脚发凉发麻，诊断交感神经链综合征，这个病一般怎么治呢？", "treated_with", "交感神经链综合征", D),
    # metastasizes_to
    Q("理赔资料里有个内膜癌的病人，后来肺和骨头上都查出了东西，内膜癌会经血行转移到肺、骨骼、肝脏这些地方吗？",
      "metastasizes_to", "内膜癌", D, named="血行（肺、骨骼、肝脏、肾上腺及脑）"),
    Q("公司有位女员工右侧输尿管结石，疼起来一直牵到下面，右侧输尿管结石的疼会放射到阴唇吗？", "metastasizes_to",
      "右侧输尿管结石", D, named="阴唇"),
    Q("核赔时看到一个喉癌病人后来口腔里也长了东西，喉癌会转移到口腔及口咽吗？", "metastasizes_to", "喉癌", D,
      named="口腔及口咽"),
    Q("我是保险代理人，客户问乳腺癌晚期一般会转移到哪些地方，我该怎么跟她说呢？", "metastasizes_to", "乳腺癌", D),
    Q("院里有位老爷爷前列腺癌好几年了，前列腺癌一般会往哪些地方转移呀？", "metastasizes_to", "前列腺癌", D),
    # invades
    Q("理赔材料里有个口咽癌的病人说咽东西越来越费劲，口咽癌会侵犯到哪些结构？", "invades", "口咽癌", D),
    Q("理赔单上的诊断是人类免疫缺陷病毒[HIV]病，这个病主要侵犯淋巴细胞吗？", "invades", "人类免疫缺陷病毒[HIV]病", D,
      named="淋巴细胞"),
    Q("社区有个没打疫苗的孩子得了呼吸道白喉，这个病会蔓延到哪些地方啊？", "invades", "呼吸道白喉", D),
    Q("审核理赔的时候看到病理写着颈部淋巴结受侵，哪些癌会侵犯颈部淋巴结？", "invades", "颈部淋巴结", BP),
    # is_subtype_of
    Q("院里有位老人看东西越来越模糊，眼科说是滴状角膜，这在分类上属于哪类眼病？", "is_subtype_of", "Fuchs角膜内皮营养不良", D,
      mention="滴状角膜"),
    Q("社区随访的孕妇产检提示胎儿可能是爱得华斯（Edwards）综合征，这个病归在哪一类？", "is_subtype_of", "18—三体综合征", D,
      mention="爱得华斯（Edwards）综合征"),
    Q("班上有个孩子上课老发呆愣神，医生说是儿童失神癫痫，这算癫痫病的一种吗？", "is_subtype_of", "儿童失神癫痫", D,
      named="癫痫病"),
    Q("护理院有位奶奶腿上静脉曲张破了好久不愈合，诊断下肢静脉曲张伴有溃疡，这在疾病分类里归到哪一类？", "is_subtype_of",
      "下肢静脉曲张伴有溃疡", D),
    Q("社区新生儿访视，有个宝宝手腕往一边歪，医生说是尺骨棒状手，这在分类上属于什么病？", "is_subtype_of", "先天性尺骨缺如", D,
      mention="尺骨棒状手"),
    Q("公司有员工的病假条上写偏执型精神分裂症，这个属于精神分裂症吗？", "is_subtype_of", "偏执型精神分裂症", D,
      named="精神分裂症"),
    # related_disease
    Q("班上一个哮喘的孩子皮肤也老是起疹子，儿童期哮喘和过敏性皮炎有关系吗？", "related_disease", "儿童期哮喘", D,
      named="过敏性皮炎"),
    Q("院里有位老人肝不好，最近老是低血糖，低血糖症跟肝功能衰竭有关吗？", "related_disease", "低血糖症", D,
      named="肝功能衰竭"),
    Q("核保时客户有乙型肝炎病史，乙型肝炎和肝细胞性肝癌有关系吗？", "related_disease", "乙型肝炎", D, named="肝细胞性肝癌"),
    Q("社区随访的孕妇血压高、尿蛋白阳性，医生说是先兆子痫，先兆子痫和重度先兆子痫是什么关系？", "related_disease", "先兆子痫",
      D, named="重度先兆子痫"),
    Q("托儿所有个孩子中耳炎反反复复，老是感冒，中耳炎和持续性病毒性呼吸道感染有关吗？", "related_disease", "中耳炎", D,
      named="持续性病毒性呼吸道感染"),
    Q("理赔单上产妇的诊断是B族链球菌感染，后来又出现产后脓毒症，这两个病有关系吗？我们核赔要判断一下哈", "related_disease", "B族链球菌感染", D,
      named="产后脓毒症"),
    # differential_diagnosis
    Q("我是游泳队教练，有个队员一冲刺就喘不上气，队医说不一定是儿童期哮喘，要跟声带功能障碍鉴别，这两个怎么区分？",
      "differential_diagnosis", "儿童期哮喘", D, named="声带功能障碍"),
    Q("班上有个孩子老说头疼，家长怕是偏头痛，偏头痛要不要和屈光不正鉴别一下？", "differential_diagnosis", "偏头痛", D,
      named="屈光不正"),
    Q("员工的病假条诊断是初发性或维持性睡眠障碍［失眠症］，他是上夜班倒班的，这个要和昼夜节律障碍区分开吗？",
      "differential_diagnosis", "初发性或维持性睡眠障碍［失眠症］", D, named="昼夜节律障碍"),
    Q("社区有户人家孩子查出转氨酶高，乙型肝炎和急性甲型肝炎怎么鉴别呢？", "differential_diagnosis", "乙型肝炎", D,
      named="急性甲型肝炎"),
    Q("托儿所有个孩子老说耳朵闷、听不清，中耳炎和渗出性中耳炎要怎么区分？", "differential_diagnosis", "中耳炎", D,
      named="渗出性中耳炎"),
    Q("家庭医生随访一个产后的妈妈，她最近特别兴奋、睡得很少，产后抑郁症需要和轻躁狂鉴别吗？", "differential_diagnosis",
      "产后抑郁症", D, named="轻躁狂"),
    # indicated_for
    Q("学校发的接种通知上写着呵儿贝，这个疫苗是预防什么病的？", "indicated_for", "B型流感嗜血杆菌结合菌苗注射液", DR,
      mention="呵儿贝"),
    Q("公司有个员工偏头痛犯了，报销单上买的是天疏，这个药是治偏头痛的吧？", "indicated_for", "佐米曲普坦片", DR, mention="天疏",
      named="偏头痛"),
    Q("理赔单上有一项泰立沙，这个药是治什么的啊？", "indicated_for", "二甲苯磺酸拉帕替尼片", DR, mention="泰立沙"),
    Q("院里一位阿姨每顿饭前都吃倍欣，这个药是治什么的呀？", "indicated_for", "伏格列波糖片", DR, mention="倍欣"),
    Q("我是田径队教练，队医给扭伤的队员擦优迈，这个药膏能治挫伤吗？", "indicated_for", "依托芬那酯乳膏", DR, mention="优迈",
      named="挫伤"),
    Q("社区随访一位贫血的孕妇，她在喝乳酸亚铁口服液，这个药主要治什么？", "indicated_for", "乳酸亚铁口服液", DR),
    Q("幼儿园有个孩子的家长让老师中午帮忙喂贝贝莎，这个药是治什么的呀？", "indicated_for", "丙酸交沙霉素颗粒", DR,
      mention="贝贝莎"),
    # has_adverse_reaction
    Q("院里有位老人睡前吃三辰，早上老说嘴里发苦，口苦是这个药的副作用吗？", "has_adverse_reaction", "佐匹克隆片", DR,
      mention="三辰", named="口苦"),
    Q("我是幼儿园保健医，有个孩子在吃娇莎，喂药前想知道这个药有哪些副作用", "has_adverse_reaction", "丙酸交沙霉素干糖浆", DR,
      mention="娇莎"),
    Q("我们排球队有个队员膝盖疼擦了澳托芬，皮肤发红发痒，这个凝胶都有什么不良反应？", "has_adverse_reaction", "依托芬那酯凝胶",
      DR, mention="澳托芬"),
    Q("理赔单上有赛可瑞，这个靶向药常见的副作用有哪些？", "has_adverse_reaction", "克唑替尼胶囊", DR, mention="赛可瑞"),
    Q("社区随访的孕妇在吃乳酸亚铁片，大便发黑，黑便是这个药的不良反应吗？", "has_adverse_reaction", "乳酸亚铁片", DR,
      named="黑便"),
    Q("学校组织学生接种乙型脑炎纯化疫苗，打完可能会有什么不良反应？", "has_adverse_reaction", "乙型脑炎纯化疫苗", DR),
    Q("公司有员工骨折后贴若思本止痛，这个贴剂有哪些副作用？会不会影响开车", "has_adverse_reaction", "丁丙诺啡透皮贴剂", DR,
      mention="若思本"),
    # has_ingredient
    Q("我是举重队教练，队里常备云香精擦伤，赛前要查兴奋剂，这个药里都有哪些成分？", "has_ingredient", "云香祛风止痛酊", DR,
      mention="云香精"),
    Q("社区有位肺结核病人在吃可安，这个药里面有异烟肼吗？", "has_ingredient", "乙胺吡嗪利福异烟片（II）", DR, mention="可安",
      named="异烟肼"),
    Q("院里一位老人吃二维三七桂利嗪胶囊，里面真有三七吗？", "has_ingredient", "二维三七桂利嗪胶囊", DR, named="三七"),
    Q("理赔单上的久金是什么成分做的？", "has_ingredient", "丹黄祛瘀胶囊", DR, mention="久金"),
    Q("幼儿园有家长让帮孩子冲迈维希，里面都有什么东西？", "has_ingredient", "五维赖氨酸颗粒", DR, mention="迈维希"),
    Q("公司有位怀孕的同事在吃保胎灵胶囊，里面都有哪些药材啊？", "has_ingredient", "保胎灵胶囊", DR),
    Q("校医室备了儿童咳液，里面有枇杷叶吗？", "has_ingredient", "儿童咳液", DR, named="枇杷叶"),
    # is_a_level3
    Q("我是田径队教练，听说有个队员私下打丙睾，这个属于哪类药？", "is_a_level3", "丙酸睾酮注射液", DR, mention="丙睾"),
    Q("理赔单上有伊泰达，是抗肿瘤药吗？", "is_a_level3", "亚砷酸氯化钠注射液", DR, mention="伊泰达", named="抗肿瘤药"),
    Q("社区结核病人吃的山江，这个属于什么类的药呢？", "is_a_level3", "利福喷丁胶囊", DR, mention="山江"),
    Q("院里一位骨质疏松的奶奶吃依普黄酮片，这个按用途属于哪类药？", "is_a_level3", "依普黄酮片", DR),
    Q("公司有员工请病假，医生开了乳酸左氧氟沙星胶囊，这个是什么类的药？", "is_a_level3", "乳酸左氧氟沙星胶囊", DR),
    Q("幼儿园有个孩子带了奥得清来，家长说是抗病毒的，这个药按用途属于哪一类嘛？", "is_a_level3", "利巴韦林泡腾颗粒", DR,
      mention="奥得清"),
    Q("高中有个学生脸上长痘，皮肤科开了他扎罗汀乳膏，这算哪一类药？", "is_a_level3", "他扎罗汀乳膏", DR),
    # belongs_to
    Q("理赔单上有一项依伴侬，这个在药品分类里属于什么？", "belongs_to", "依托孕烯植入剂", DR, mention="依伴侬"),
    Q("院里有位老人吃益适纯降血脂，它属于调脂药物吧？", "belongs_to", "依折麦布片", DR, mention="益适纯", named="调脂药物"),
    Q("社区卫生服务中心要给适龄女孩接种九价人乳头瘤病毒疫苗，这个在药品分类里归哪类？", "belongs_to", "九价人乳头瘤病毒疫苗", DR),
    Q("幼儿园有个孩子消化不好，家长带了乳酸菌素片，这个算哪类药？", "belongs_to", "乳酸菌素片", DR),
    Q("我是举重队教练，有队员家里寄来人参天麻药酒，这个是药还是保健品？", "belongs_to", "人参天麻药酒", DR,
      named="保健品/其他中成药"),
    Q("公司有员工哮喘发作，去医院打了喘定，这个药属于哪一类？", "belongs_to", "二羟丙茶碱注射液", DR, mention="喘定"),
    # drug_has_alias
    Q("公司有员工报销的药单上写着倍松，这是哪个药的别名？", "drug_has_alias", "倍松", AL),
    Q("社区有位大姐一直吃参茸济阴坤顺丸，这是哪个药的别名？", "drug_has_alias", "参茸济阴坤顺丸", AL),
    Q("院里有位老人吃利伐沙班片抗凝，家属说就是拜瑞妥，是一个药吗？", "drug_has_alias", "利伐沙班片", DR, named="拜瑞妥"),
    Q("社区高血压随访，有位大爷吃了好多年复方地舍平片，这个药还有别的名字吗？", "drug_has_alias", "复方地舍平片", DR),
    Q("幼儿园有个孩子带了双扑伪麻分散片来，盒子上印着爱德儿康，这两个是一个药吗？", "drug_has_alias", "双扑伪麻分散片", DR,
      named="爱德儿康"),
    # mainly_treats
    Q("社区随访一户广东人家，产妇奶水不够，家里老人煲汤放五指毛桃，说能治产后无乳，有这个说法吗？", "mainly_treats",
      "五指毛桃", M, named="产后无乳"),
    Q("幼儿园有家长给孩子喝丝瓜根煮的水，丝瓜根主要治什么病？", "mainly_treats", "丝瓜根", M),
    Q("院里一位老人的儿子送来人参子，说是好东西，人参子主要治什么病呢？", "mainly_treats", "人参子", M),
    Q("我们田径队的老队医用入地金牛泡药酒给队员擦，这味药主治什么？", "mainly_treats", "两面针", M, mention="入地金牛"),
    Q("审核中药饮片的报销单，里面有体外培育牛黄，这个药材主要治什么病？", "mainly_treats", "体外培育牛黄", M),
    Q("公司有同事牙疼，拿丁香油抹牙，丁香油真能治牙痛吗？", "mainly_treats", "丁香油", M, named="牙痛"),
    Q("社区里老人夏天一中暑就采痧药草熬水喝，这个草主治什么呀？", "mainly_treats", "五香草", M, mention="痧药草"),
    # has_efficacy
    Q("院里有位老人外敷的药膏里有乳头香，这味药有什么功效？", "has_efficacy", "乳香", M, mention="乳头香"),
    Q("社区里一位产妇奶水少，婆婆用葵菜子煮汤，葵菜子有下乳的功效吗？", "has_efficacy", "冬葵子", M, mention="葵菜子",
      named="下乳"),
    Q("我们武术队有队员跌打损伤，有人推荐刀豆根，刀豆根有什么功效？", "has_efficacy", "刀豆根", M),
    Q("幼儿园夏天想给孩子煮点祛暑的水，丝瓜叶有祛暑的作用吗？", "has_efficacy", "丝瓜叶", M, named="祛暑"),
    Q("公司有位同事从老家带来野毛蛋，说能舒肝理气，是真的吗？", "has_efficacy", "八月札", M, mention="野毛蛋",
      named="舒肝理气"),
    Q("理赔单上的中药方子里有一点血，这个药材有什么功效？", "has_efficacy", "一点血", M),
    # distributed_in
    Q("理赔的一个肾病案子里提到病人长期吃含木通马兜铃的草药，这个药材产在哪些地方？", "distributed_in", "关木通", M,
      mention="木通马兜铃"),
    Q("院里一位做过化疗的老人天天喝杂色云芝泡的水，这东西产在哪呀？", "distributed_in", "云芝", M, mention="杂色云芝"),
    Q("社区有户人家用九香虫泡酒，九香虫主要产在哪些地方？", "distributed_in", "九香虫", M),
    Q("理赔单上有制川乌，这个药材主要产在哪些地方？", "distributed_in", "制川乌", M),
    Q("我是举重队教练，队员家长寄来乌蛇泡的酒，乌蛇都产在哪些地方？", "distributed_in", "乌鞘蛇", M, mention="乌蛇"),
    Q("幼儿园围墙边种了一排篱笆树，孩子老去摘果子，这个树原产在哪里？", "distributed_in", "假连翘", M, mention="篱笆树"),
    # material_has_alias
    Q("我们队医的药箱里有一包写着下山虎，这是哪味药材的别名？", "material_has_alias", "下山虎", AL),
    Q("理赔单上中药名写着东北木通，这是哪种药材的别名？", "material_has_alias", "东北木通", AL),
    Q("幼儿园花坛里种了冬珊瑚，果子红红的，这个植物还有哪些叫法？", "material_has_alias", "冬珊瑚", M),
    Q("社区有位老人拿冬里麻熬水，冬里麻还有哪些别名？", "material_has_alias", "冬里麻", M),
    Q("理赔单的中药里有一碗泡，这味药还有什么别的名字呢？", "material_has_alias", "一碗泡", M),
    Q("班上有个孩子家里拿丁茄的果子泡水，家长说就是野番茄，丁茄是不是又叫野番茄？", "material_has_alias", "丁茄", M,
      named="野番茄"),
    # composed_of
    Q("院里有位老人在吃健脾资生丸，家属问里面有没有莲子肉，他对莲子过敏", "composed_of", "健脾资生丸", F, named="莲子肉"),
    Q("理赔单上有丁沉透膈丸，这个方子里有云曲吗？", "composed_of", "丁沉透膈丸", F, named="云曲"),
    Q("我们养老院食堂想按古方做八仙早朝糕给老人吃，里面要放白茯苓吗？", "composed_of", "八仙早朝糕", F, named="白茯苓"),
    Q("社区有户回族人家用八儿不汤补身子，这个方子里有羊肉吗？", "composed_of", "八儿不汤", F, named="羊肉1脚子"),
    Q("公司有同事吃中医开的八减丸，听说里面有大附子，是真的吗？附子不是有毒嘛", "composed_of", "八减丸", F, named="大附子"),
    Q("社区给孩子驱虫，有家长拿来八仙妙应丹，里面有白芜荑吗？", "composed_of", "八仙妙应丹", F, named="白芜荑"),
    # formula_has_efficacy
    Q("公司有个员工胁肋胀痛，中医开了一贯煎，一贯煎是滋阴疏肝的吗？", "formula_has_efficacy", "一贯煎", F, named="滋阴疏肝"),
    Q("夏训期间有个队员湿气重、身上发沉，中医开了三仁汤，它能清利湿热吗？", "formula_has_efficacy", "三仁汤", F,
      named="清利湿热"),
    Q("院里一位老人痰多，中医开了二陈汤，二陈汤有理气和中的作用吗？", "formula_has_efficacy", "二陈汤", F, named="理气和中"),
    Q("社区随访一位脚肿的老太太，她在喝五皮散，五皮散有理气健脾的功效吗？", "formula_has_efficacy", "五皮散", F,
      named="理气健脾"),
    Q("护理院有位老人久咳不止，医生开了九仙散，九仙散能益气养阴吗？", "formula_has_efficacy", "九仙散", F, named="益气养阴"),
    Q("我是初中班主任，班上有个孩子少白头，家长给他吃七宝美髯丹，这个方子是补益肝肾的吗？", "formula_has_efficacy",
      "七宝美髯丹", F, named="补益肝肾"),
    # prescribed_for
    Q("院里老人便秘，中医开了五仁丸，听说专治年老和产后血虚便秘，是吗？", "prescribed_for", "五仁丸", F,
      named="以及年老和产后血虚便秘"),
    Q("我是跳水队教练，有个队员淋了雨浑身酸痛，队医开了九味羌活汤，能治肢体酸楚疼痛吗？", "prescribed_for", "九味羌活汤", F,
      named="肢体酸楚疼痛"),
    Q("学校有个住校生脸上长了个疔，校医听说五味消毒饮治疔疮初起，是这样吗？", "prescribed_for", "五味消毒饮", F,
      named="疔疮初起"),
    Q("幼儿园有个孩子老拉稀，奶奶做八仙早朝糕给他吃，八仙早朝糕能治膨闷泄泻吗？", "prescribed_for", "八仙早朝糕", F,
      named="膨闷泄泻"),
    Q("公司有员工足膝红肿疼痛，中医开了二妙散，二妙散是治这个的吗？", "prescribed_for", "二妙散", F, named="足膝红肿疼痛"),
    Q("社区随访一位老人，吃饭少、咳嗽痰多，家人给他煎三子养亲汤，这个方子能治食少难消吗？", "prescribed_for", "三子养亲汤",
      F, named="食少难消"),
    # formula_has_alias
    Q("院里一位老人吃八味地黄丸，老中医说它又叫八仙长寿丸，是一个东西吗？", "formula_has_alias", "八味地黄丸", F,
      named="八仙长寿丸等"),
    Q("理赔单上中药写着厚朴丸，这是哪个方子的别名？", "formula_has_alias", "厚朴丸", AL),
    Q("社区一位老人拿来的方子上写着八味厚朴丸，这个方子还有什么别名？", "formula_has_alias", "八味厚朴丸", F),
    Q("公司有个员工报销中药，方子名写的是厚朴煎，这个方子还叫什么？", "formula_has_alias", "八味厚朴丸", F, mention="厚朴煎"),
    # check_for_disease
    Q("我是小学校医，学校组织儿童五官科检查，这能查出弱视吗？", "check_for_disease", "儿童五官科检查", C, named="弱视"),
    Q("公司入职体检里有乙型肝炎表面抗原检查，这个能查出哪些病？", "check_for_disease", "乙型肝炎表面抗原检查", C),
    Q("院里给老人抽血查了低密度脂蛋白胆固醇（LDL—C），这项能查出老年人高脂血症吗？", "check_for_disease",
      "低密度脂蛋白胆固醇（LDL—C）", C, named="老年人高脂血症"),
    Q("理赔单上有一项p53基因检测，这个是查哪些病的？", "check_for_disease", "p53基因检测", C),
    Q("我是篮球队教练，队员崴脚后队医做了关节检查，能查出踝关节扭伤吗？", "check_for_disease", "关节检查", C,
      named="踝关节扭伤"),
    Q("幼儿园体检要做人体内的微量元素检测，这个能查出哪些病？", "check_for_disease", "人体内的微量元素检测", C),
    # check_for_symptom
    Q("公司招电工要查色觉，Farnsworth15色标试验能查出绿色弱吗？", "check_for_symptom", "Farnsworth15色标试验", C,
      named="绿色弱"),
    Q("院里有位老人一起床就天旋地转，医生做了体位变换试验，这个检查是查老年性眩晕的吗？", "check_for_symptom", "体位变换试验",
      C, named="老年性眩晕"),
    Q("我是幼儿园保健医，儿童生长发育检测一般是孩子有哪些情况时做？", "check_for_symptom", "儿童生长发育检测", C),
    Q("排球队有个队员膝盖肿得厉害，医生抽了关节腔液检查，这个检查一般是针对哪些症状做的？", "check_for_symptom",
      "关节腔液检查", C),
    Q("核保资料里客户做过全血糖化Hb，一般是有什么症状才查这个？", "check_for_symptom", "全血糖化Hb", C),
    Q("社区有位卧床老人小便浑浊，家庭医生让留中段尿细菌培养计数，这个检查针对哪些症状？", "check_for_symptom",
      "中段尿细菌培养计数", C),
    Q("公司有员工请假去做不孕不育检查，这个检查一般针对哪些情况？", "check_for_symptom", "不孕不育检查", C),
    # performed_by
    Q("公司有位女员工要做宫腔镜检查，请假条上得写哪个科室？", "performed_by", "宫腔镜检查", C),
    Q("理赔单上的宫腔镜检查是妇产科做的吧？我核对一下科室", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("客户的理赔材料里有心血管造影检查，是心血管科做的吗？", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("班上有个学生有癫痫，医生开了EEG，学校要帮忙安排请假，这个检查在哪个科做呀？", "performed_by", "脑电图检查", C,
      mention="EEG"),
    # check_has_alias
    Q("我是校医，学生体检表上的心电图检查，英文缩写是什么？", "check_has_alias", "心电图检查", C),
    Q("公司体检报告上写着ECG，这是哪个检查的缩写？", "check_has_alias", "ECG", AL),
    Q("理赔单上的快速血浆反应素试验，是不是缩写成RPR？", "check_has_alias", "快速血浆反应素试验", C, named="RPR"),
    Q("院里新来的老人入院筛查单上有RPR，这个缩写是哪个检查？", "check_has_alias", "RPR", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day43"))
