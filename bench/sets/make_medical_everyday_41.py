"""Writes `medical_everyday_41.jsonl`, a forty-first hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-ninth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded the way people write to an online pharmacy's or a
delivery app's medicine customer service (客服) or to the pharmacist of a shopping platform: order and stock talk around
the question (你们店还有货吗, 下单前想确认一下, 收到的是健朗晨，这是什么类的药, 外卖送药大概多久能到, 止痛药一直是跑腿送的, 能先送一盒吗),
products named as the box prints them (仕卫, 倍珞, 乐度, 本悦, 阿乐迈, 扑风清, 莫尼卡（儿童）, 约疫苗的时候显示英扶宁), short
replies further down a chat thread (那盖世特呢？吃了会有什么不良反应, 那八神丹呢？里面有地龙吗, 那平胃散呢，能燥湿运脾吗, 还有呢，八神来复丹里是不是有太阴玄精石,
还有白前，能治咳嗽痰多吗), asking whether something suits before buying (想给孩子买增高的钙片, 番木瓜有什么功效嘛？生完孩子奶水少, 浓替硝唑含漱液主要成分是替硝唑吗,
我对阿司匹林过敏，布洛芬可以吃), and a few from sellers checking what a product is for or what a name on an order means
(我们店上新了泌石通胶囊，要写商品详情, 活络油里有什么成分？我们店要上架, 消痔灵片属于什么科的用药？我们店分类的时候不知道放哪, 甘松香…我们店进了一批,
进货单上有个十样景花, 血丝金盆是什么药材？有顾客按这个名字下单, 有买家在评论区问). The askers are parents (孩子拉肚子买的乐度, 宝宝晚上老哭),
grown children buying for their parents (我爸在你们店长期买阿司匹林, 我妈的靶向药一直在你们这买), people about to travel (下个月去非洲出差,
要去加勒比那边旅游), people with a habit or a job behind the question (我在靶场工作，想买副好点的耳塞, 电焊完眼睛疼, 搬了半年重物, 我近视八百度，隐形眼镜在你们这买的)
and people who booked a check through the app (在app上约了无痛胃镜检查, 平台上的男科体检套餐有精囊检查, 体检预约单上写着EMG). 24 questions carry
呢/啊/呀/嘛/哈, 98 a clause of context; some ask two things and the first is the gold (汗管瘤有什么表现？你们有祛这个的药膏吗 asks the
symptoms; 生殖器念珠菌病是什么原因引起的？跟我一直在你们店买的口服避孕药有关系吗 the causes; 白及有什么功效？网上卖的白及粉能敷脸吗 the efficacy;
皮肤癣菌病是不是得去医院？挂什么科 the department).

Records: taken from the sixth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 39 and the three alias
sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (痛风 ← 使用阿司匹林, 癫痫持续状态 ← 异烟肼,
瘢痕疙瘩 ← 烧伤史, 痔 ← 腹内压增高, 疟疾 ← 未服用抗疟预防药物, 狂犬病 ← 破损皮肤被舔, 白喉 → 加勒比和拉丁美洲等地区, 类风湿性关节炎 → 工业化国家,
组织胞浆菌病 → 美国俄亥俄及密西西比河谷地区, 皮疹 → 躯干, 真菌性脑膜炎 → 非神经系统受累部位, 痔 ↔ 血栓性外痔, 磨牙症 ↔ 牙修复体断裂, 矽肺病 ↔ 活动性结核病,
病毒性肝炎 ↔ 终末期肝病, 稳定型心绞痛 ↔ 心脏瓣膜疾病, 神经内分泌肿瘤 ↔ MEN—1, 痛风 ↔ 反应性关节炎, 白喉 ↔ 化脓性链球菌咽炎, 病毒性脑膜炎 ↔ 隐球菌脑膜炎,
登革热 ↔ 汉坦病毒感染, 疟疾 ↔ 基孔肯雅热病毒感染, 白内障 ↔ 功能性视力损害, 牛黄清心丸 → 万氏牛黄丸（《医方简义》卷三）, 八白散 → 白僵蚕, 八神丹 → 地龙,
八琼丹 → 硫磺, 八角茴香丸 → 大茴, 八风十二痹散 → 远志, 八神来复丹 → 太阴玄精石, 小青龙汤 → 解表散寒, 归脾汤 → 健脾养心, 平胃散 → 燥湿运脾,
当归六黄汤 → 固表止汗, 木香槟榔丸 → 行气导滞, 小活络丹 → 化痰通络, 巴戟熟地酒 → 腰膝酸软, 当归四逆汤 → 手足厥寒, 快胃舒肝丸 → 胃脘刺痛,
当归拈痛汤 → 脚气肿痛, 开胃丸 → 夜啼, 小蓟饮子 → 尿中带血), is asked from the relation's target end (欠发达国家, 腹膜后淋巴结, 阴道, 血管,
消化科), names its entity by an alias (稳定型劳力性心绞痛, 附子麻黄汤（《赤水玄珠全集》卷五）, EEG) or asks what an alias stands for
(万氏牛黄清心丸（《景岳全书》卷六十二）, 牛黄丸（《证治宝鉴》卷五）, 伏龙肝散（《脉因症治》卷上）, EMG, electromyography); a few ask a window record again
in words no earlier question uses (破伤风, 类癌综合征, 肝内胆管癌, 特非那定片, 八风防风散, 无痛胃镜检查, 肌电图检查), and four name a neighbour again
(肝癌 → 胆道, 八风续命汤 → 人参汤, 无痛胃镜检查 → 消化科, 脑电图检查 → 神经科 and electroencephalogram). Of the three window sources of
formula_has_alias, only 八风防风散 has an alias no earlier question names, so it is asked for its other names; 八风续命汤 is asked whether it is
also called 人参汤, and two questions take formulas outside the window: 麻黄附子细辛汤, named by its alias 附子麻黄汤（《赤水玄珠全集》卷五）, and what
the alias 伏龙肝散（《脉因症治》卷上） of 黄土汤 stands for. performed_by has six sources and its window none, so its questions take the record in
whose place in key order the sixth tenth falls (无痛胃镜检查, asked in new words and whether it is done in 消化科), ask from that record's target
end (消化科) and take the record after it (脑电图检查, named by EEG, whether it is done in 神经科); check_has_alias has seven sources and its
window one (肌电图检查), asked in new words and by what its aliases EMG and electromyography stand for, and the record after it (脑电图检查) is
asked whether its English name is electroencephalogram.

83 questions name the one neighbour they ask about, most of them naming two records (牙石会不会引起口臭, 皮下脂肪瘤要做B超检查吗,
电损伤是不是就是平时说的触电, 特发性痛风，这个算痛风吗, 泻痢固肠丸里面有罂粟壳吗, 白残花，它又叫野蔷薇吗, 糖基抗原CA199能查出胰腺癌吗), some in other words
than the neighbour's name (长期吃止痛药会引起特发性腹膜后纤维化吗 names 服用止痛药物等药物, 真菌性脑膜炎会扩散到神经系统以外的地方吗 names
非神经系统受累部位, 白喉在加勒比和拉丁美洲那一带多吗 names 加勒比和拉丁美洲等地区). Five besides the alias-instance questions are asked from
the relation's target end (欠发达国家多发哪些病, 哪些癌会转移到腹膜后淋巴结, 哪些癌会往阴道侵犯, 什么病会侵犯血管, 消化科一般能做哪些检查).

Names inside names: by a mechanical count 112 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (瘢痕疙瘩 and 瘢痕体质 hold 瘢痕 (two characters), 特发性痛风 holds 痛风, the answer its is_subtype_of question names, and
痛风及高尿酸血症 holds 高尿酸血症, 皮肤卡波西肉瘤 holds 卡波西肉瘤 and 直肠子宫内膜异位症 holds 子宫内膜异位症, 溃疡性脓疱病 and 疱疹样脓疱病 hold 脓疱病,
疱疹性咽峡炎 holds 咽峡炎, 真菌性心包炎 holds 心包炎, 真菌性巩膜炎 holds 巩膜炎 and is named by its alias 霉菌性巩膜炎, which holds it too, 病毒性心肌炎
holds 心肌炎, 盘状红斑狼疮 holds 红斑狼疮, 生殖器念珠菌病 holds 念珠菌病, 皮下脂肪瘤 holds 脂肪瘤, 浸润性乳腺癌 holds 乳腺癌, 甲沟炎和甲下脓肿 holds
甲沟炎, 眼眶蜂窝织炎 holds 蜂窝织炎, 泥螺—日光性皮炎 holds 日光性皮炎, 肝内胆管癌 holds 胆管癌, 稳定型心绞痛 holds 心绞痛 and is named by its alias
稳定型劳力性心绞痛, which holds it too; 法莫替丁颗粒 and 法莫替丁钙镁咀嚼片 hold 法莫替丁, 消旋卡多曲颗粒 and 消旋卡多曲片 hold 消旋卡多曲, 法罗培南钠片 and
法罗培南钠颗粒 hold 法罗培南钠, the six named by trade names, 浓替硝唑含漱液 holds 替硝唑, the ingredient its question names, and 浓缩当归丸 holds
当归丸; 牛黄清心丸 lies inside 万氏牛黄清心丸（《景岳全书》卷六十二）, the alias another question asks about; 益母草花 holds 益母草 and its question
(named by 茺蔚花) asks whether they are one thing, 番石榴叶 holds 番石榴, 白花蛇舌草 holds 蛇舌草 and 白花蛇, and 盐肤木 lies inside 盐肤木花,
盐肤木根 and 盐肤木皮; 八角茴香丸 holds 八角茴香 and its question compares it with the 八角 of cooking, 当归四逆汤 holds 四逆汤, 快胃舒肝丸 holds
舒肝丸 and 平胃散 lies inside 香砂平胃散; 无痛胃镜检查 holds 胃镜检查 and 红细胞沉降率（ESR）检查 holds 红细胞沉降率 and ESR).

About one question in four (49 of 210) names its entity by a name the network records for that very instance: disease
aliases (17: English names and eponyms such as Vogt—Koyanai—Halada综合征, Dercum病, Rothmann—Makai综合征, Oid—Oid病, blast deafness; older,
other or descriptive names such as 牙石, 洛博芽生菌病, 眼外肌炎, 肝内型窦前阻塞性门脉高压症, 痛性压迫性足部丘疹, 肋间综合征, 湿疹性结膜角膜炎, 色素膜—脑膜炎,
慢性糜烂性胃炎; names with a word changed or added such as 霉菌性巩膜炎, 老年性皮脂腺增生, 稳定型劳力性心绞痛); drug trade names (18, below); medicinal
material aliases (12: 大力子, 玉米芯, 甘松香, 茺蔚花, 牛百叶, 蚶子壳, 玉米乌米, 五倍子树, 双钩, 无患子, 白贝, 洛阳花); a TCM formula alias (1:
附子麻黄汤（《赤水玄珠全集》卷五）); a check alias (1: EEG). Each of these names is listed by that one instance only. Ten more ask what an alias
stands for (罗佰病, Stewart—Treves综合征, Derincentis综合征, 万氏牛黄清心丸（《景岳全书》卷六十二）, 牛黄丸（《证治宝鉴》卷五）, 十样景花, 血丝金盆,
伏龙肝散（《脉因症治》卷上）, EMG, electromyography: disease, drug, material, formula and check aliases): their gold is the alias instance, answered
by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every
alias a question names its entity by is one the network records for that very instance.

Drug trade names: 18 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (仕卫, 潘特生, 诺科飞, 西利宾安, 君迪, 倍珞, 普鲁本辛, 乐度, 本悦, 阿乐迈, 盖世特, 扑风清, 思为普, 莫尼卡（儿童）, 健朗晨, 洛之达, 优得克, 英扶宁).
All eighteen names are also drug records of their own (the source writes the product twice). They are labelled as in the
earlier sets: the gold entity is the standard record (法莫替丁钙镁咀嚼片, 泛硫乙胺胶囊, 泊沙康唑口服混悬液, 水飞蓟宾葡甲胺片, 法罗培南钠片,
洛索洛芬钠胶囊, 溴丙胺太林片, 消旋卡多曲颗粒, 烟酸缓释片, 洛度沙胺滴眼液, 法莫替丁颗粒, 洛芬伪麻片, 洛芬待因缓释片, 消旋卡多曲片, 泮托拉唑钠肠溶胶囊,
洛伐他汀片, 法罗培南钠颗粒, 流感病毒裂解疫苗), the mention is the trade name and the line is tagged `alias`, because whoever holds the box
asks about the medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- EMG is a check record as well as the alias instance 肌电图检查 lists (体检预约单上写着EMG，是哪个检查的缩写): it asks what the name stands for,
  so the gold is the alias instance, as the thirty-seventh set's EEG question and the thirty-ninth set's EUS and ECG questions are.
  EEG, by which a performed_by question names 脑电图检查, is a check record too.
- Two of the disease aliases are records of other types too: 牙石 a cause record and 慢性糜烂性胃炎 a symptom record; the questions say which
  is meant (会不会引起口臭, 胃镜单子上写).
- Some named neighbours are records of other types too: 触电 is a disease record as well as the alias 电损伤 lists, 野蔷薇 and 白僵蚕 are
  ingredient records as well as aliases, 异烟肼 is a drug, an ingredient, a disease and a symptom as well as a cause, 布洛芬 and 替硝唑 drugs
  as well as ingredients, 罂粟壳 a medicinal material as well as an ingredient, and 心脏瓣膜疾病 and 反应性关节炎 alias records as well as
  diseases.
- Besides these, 49 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most often
  a symptom record: 牙结石, 眼眶肌炎, 直肠炎, 病毒性感染, 真性红细胞增多症, 生殖器念珠菌病, 皮脂腺增生, 痛风, 癫痫持续状态, 瘢痕疙瘩, 痔, 点状内层脉络膜病变,
  组织胞浆菌病, 破伤风, 磨牙症, and the body part 血管; a cause record, most of them a symptom record too: 癫痫发作, 疟疾, 白喉, 类风湿性关节炎, 皮疹,
  类癌综合征, 矽肺病, 白内障, 病毒性心肌炎, 狂犬病, 着色性干皮病, 眼眶蜂窝织炎, 病毒性肝炎, 病毒性脑膜炎, 登革热; 甲状腺腺瘤 a cause, check, symptom
  and therapy record, 肝癌 an alias record besides; an ingredient record for a material: 牛蒡子, 番石榴叶, 甘松, 白前, 玉竹, 白及, 瓦楞子, 白矾, 盐肤木,
  白花蛇舌草, 瞿麦; a check record for an alias instance: EMG), and the wording says which is meant (a diagnosis told, 医生说, 入药, 主治,
  产地, 功效, 作为药材, 检查的缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_41.py    # rewrites bench/sets/medical_everyday_41.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_41.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("客服在吗？想在你们店买个冲牙器，牙石会不会引起口臭啊？", "has_symptom", "牙结石", D, mention="牙石",
      named="口臭"),
    Q("孩子晚上老喊腿疼，想下单钙片之前问一下，生长痛一般都有哪些表现？", "has_symptom", "生长痛", D),
    Q("你们店的祛湿茶包装上写着适合湿热体质，湿热体质都有什么表现呢？", "has_symptom", "湿热体质", D),
    Q("想买驱虫药，先问问药师，牛带绦虫病会有哪些症状？", "has_symptom", "牛带绦虫病", D),
    Q("医生说我爸是Vogt—Koyanai—Halada综合征，眼药水一直在你们这买，这个病还会有哪些症状？", "has_symptom",
      "特发性葡萄膜大脑炎", D, mention="Vogt—Koyanai—Halada综合征"),
    Q("眼睛下面长了一片小疙瘩，网上说是汗管瘤，汗管瘤有什么表现？你们有祛这个的药膏吗", "has_symptom", "汗管瘤", D),
    Q("Dercum病都有哪些表现？我妈身上老是青一块紫一块的，想买点药膏", "has_symptom", "痛性肥胖病", D,
      mention="Dercum病"),
    # designated_to
    Q("孩子嗓子里长了好多小疱，说是疱疹性咽峡炎，平台上的药买不了，要去医院挂哪个科？", "designated_to",
      "疱疹性咽峡炎", D),
    Q("脚气药膏都用完两支了还没好，皮肤癣菌病是不是得去医院？挂什么科", "designated_to", "皮肤癣菌病", D),
    Q("想给我爸买点调理的保健品，客服说男性更年期最好先去看医生，挂哪个科呀？", "designated_to", "男性更年期", D),
    Q("痔疮栓用了一周还在出血，痔疮便血要去医院哪个科看？", "designated_to", "痔疮便血", D),
    Q("霉菌性巩膜炎的眼药水你们有货吗？还是说得去医院挂眼科？", "designated_to", "真菌性巩膜炎", D,
      mention="霉菌性巩膜炎", named="眼科"),
    Q("腿上的结节医生诊断是洛博芽生菌病，你们平台能问诊吗？线下应该挂哪个科", "designated_to", "瘢痕型芽生菌病", D,
      mention="洛博芽生菌病"),
    # checks
    Q("开塞露、乳果糖都买过了还是解不出来，医生说是混合型便秘，一般要做哪些检查？", "checks", "混合型便秘", D),
    Q("在你们这长期买降尿酸的药，痛风及高尿酸血症平时要定期查哪些项目？", "checks", "痛风及高尿酸血症", D),
    Q("买了两盒感冒药还没好，病毒性感冒需要去医院做什么检查吗？", "checks", "病毒性感冒", D),
    Q("背上摸到一个软软的包，皮下脂肪瘤要做B超检查吗？还是直接买药膏就行", "checks", "皮下脂肪瘤", D,
      named="B超检查"),
    Q("眼外肌炎一般要做什么检查？想先在app上约个检查再下单眼药", "checks", "眼眶肌炎", D, mention="眼外肌炎"),
    Q("甲状腺相关性眼病要做哪些检查？人工泪液在你们店买的，眼睛还是胀", "checks", "甲状腺相关性眼病", D),
    # has_complication
    Q("家里囤了好几盒氯喹，万一吃多了氯喹中毒，会不会导致耳聋？", "has_complication", "氯喹中毒", D, named="耳聋"),
    Q("孩子出水痘后一直咳，医生怀疑水痘肺炎，这个会有什么并发症？退烧药要不要多备点", "has_complication",
      "水痘肺炎", D),
    Q("孕妇得了疱疹样脓疱病，会有哪些并发症？想问问能用哪些外用药", "has_complication", "疱疹样脓疱病", D),
    Q("我妈的靶向药一直在你们这买，特发性肺动脉高压后面会有哪些并发症？", "has_complication", "特发性肺动脉高压", D),
    Q("真菌性心包炎后面会引起什么别的病吗？抗真菌药已经下单了", "has_complication", "真菌性心包炎", D),
    Q("药师在吗？生长激素释放抑制素瘤会并发胆石症吗？利胆的药你们有没有", "has_complication", "生长激素释放抑制素瘤", D, named="胆石症"),
    Q("病历上写肝内型窦前阻塞性门脉高压症，会并发门静脉狭窄吗？", "has_complication", "特发性非硬化性门脉高压综合征",
      D, mention="肝内型窦前阻塞性门脉高压症", named="门静脉狭窄"),
    # cures
    Q("孩子癫痫发作，医生开的丙戊酸钠缓释片，你们店还有货吗？这个药对癫痫发作管用吧", "cures", "癫痫发作", D,
      named="丙戊酸钠缓释片"),
    Q("亲，盘状红斑狼疮能用哪些药膏？想一起下单", "cures", "盘状红斑狼疮", D),
    Q("直肠炎可以吃哪些药？下单前想确认一下", "cures", "直肠炎", D),
    Q("吃了没熟的鸡肉拉肚子，化验说是空肠弯曲菌肠炎，可以买什么药？", "cures", "空肠弯曲菌肠炎", D),
    Q("孩子病毒性心肌炎出院了，医生让吃辅酶Q10片，这个药对这个病有用吗？", "cures", "病毒性心肌炎", D,
      named="辅酶Q10片"),
    Q("病毒性感染一般用什么药啊？有没有不是处方药能直接买的", "cures", "病毒性感染", D),
    Q("真性红细胞增多症一般用什么药？你们平台能买到吗", "cures", "真性红细胞增多症", D),
    # shown_on
    Q("想买祛疤贴，瘢痕体质一般容易在哪些部位长疤？", "shown_on", "瘢痕体质", D),
    Q("脸上发黑，医生说是瑞尔黑变病，想买点美白的药膏，这个病一般长在哪些部位？", "shown_on", "瑞尔黑变病", D),
    Q("猴痘的疹子一般长在哪些部位？店里有没有防护用品", "shown_on", "猴痘", D),
    Q("痛性压迫性足部丘疹是长在足跟吗？想买个足跟垫", "shown_on", "疼痛性脂肪疝", D, mention="痛性压迫性足部丘疹",
      named="足跟"),
    Q("Rothmann—Makai综合征一般长在哪？医生开的药膏你们这有吗", "shown_on", "皮下脂质肉芽肿病", D,
      mention="Rothmann—Makai综合征"),
    Q("指甲越来越厚，甲肥厚除了手指甲，趾甲也会这样吗？想买软甲的药水", "shown_on", "甲肥厚", D, named="趾甲"),
    # has_alias
    Q("罗佰病是什么病的别名？顾客问的，我这边查不到", "has_alias", "罗佰病", AL),
    Q("医生写的Stewart—Treves综合征中文叫什么病？想搜搜有没有药", "has_alias", "Stewart—Treves综合征", AL),
    Q("Derincentis综合征是哪个病的别称呀？处方上写的", "has_alias", "Derincentis综合征", AL),
    Q("电损伤是不是就是平时说的触电？想买点烫伤膏备着", "has_alias", "电损伤", D, named="触电"),
    Q("肋间综合征还有什么别的叫法？医生说的名字和单子上不一样", "has_alias", "滑脱性肋骨综合征", D,
      mention="肋间综合征"),
    Q("特发性滴状色素减少症有没有通俗一点的名字？想搜搜有什么药膏", "has_alias", "特发性滴状色素减少症", D),
    Q("牙列拥挤英文怎么说？想海淘个牙套", "has_alias", "牙列拥挤", D),
    # caused_by
    Q("吃了一顿泥螺又去海边晒了一天，脸上又红又肿，泥螺—日光性皮炎是怎么引起的？", "caused_by", "泥螺—日光性皮炎", D),
    Q("长期吃止痛药会引起特发性腹膜后纤维化吗？我爸在你们店买了好几年止痛片", "caused_by", "特发性腹膜后纤维化", D,
      named="服用止痛药物等药物"),
    Q("脚趾头肿了化脓，甲沟炎和甲下脓肿是怎么弄的？想买点碘伏", "caused_by", "甲沟炎和甲下脓肿", D),
    Q("生殖器念珠菌病是什么原因引起的？跟我一直在你们店买的口服避孕药有关系吗", "caused_by", "生殖器念珠菌病", D),
    Q("牙龈肿痛是什么原因引起的？下单牙膏前问问", "caused_by", "牙龈肿痛", D),
    Q("玻璃体猪囊虫病是怎么得的？家里人爱吃半生的猪肉", "caused_by", "玻璃体猪囊虫病", D),
    Q("老年性皮脂腺增生是什么原因导致的？我奶奶额头上好几个黄疙瘩", "caused_by", "皮脂腺增生", D,
      mention="老年性皮脂腺增生"),
    # has_risk_factor
    Q("我爸在你们店长期买阿司匹林，使用阿司匹林会增加痛风的风险吗？", "has_risk_factor", "痛风", D,
      named="使用阿司匹林"),
    Q("药师你好，异烟肼会不会诱发癫痫持续状态？家里老人在吃抗结核的药", "has_risk_factor", "癫痫持续状态", D,
      named="异烟肼"),
    Q("想买祛疤膏，小时候被开水烫过，烧伤史是瘢痕疙瘩的高危因素吗？", "has_risk_factor", "瘢痕疙瘩", D,
      named="烧伤史"),
    Q("搬了半年重物，腹内压增高是不是容易得痔？痔疮膏还有货吗", "has_risk_factor", "痔", D, named="腹内压增高"),
    Q("下个月去非洲出差，想在你们这买点抗疟药带着，未服用抗疟预防药物是不是更容易得疟疾？", "has_risk_factor",
      "疟疾", D, named="未服用抗疟预防药物"),
    Q("家里的狗舔了我手上的伤口，破损皮肤被舔会得狂犬病吗？你们能送狂犬疫苗吗", "has_risk_factor", "狂犬病", D,
      named="破损皮肤被舔"),
    # common_in
    Q("想给孩子买增高的钙片，特发性身材矮小多见于什么人？", "common_in", "特发性身材矮小", D),
    Q("Oid—Oid病一般什么年纪的人容易得？我妈五十多了", "common_in", "渗出性盘状苔藓样皮炎", D, mention="Oid—Oid病"),
    Q("湿疹性结膜角膜炎一般什么人容易得？想给女儿买眼药水", "common_in", "泡性眼炎", D, mention="湿疹性结膜角膜炎"),
    Q("点状内层脉络膜病变一般什么人容易得？我近视八百度，隐形眼镜在你们这买的", "common_in",
      "点状内层脉络膜病变", D),
    Q("甲状腺腺瘤多见于哪类人呢？想买点低碘盐", "common_in", "甲状腺腺瘤", D),
    Q("给我妈买乳腺结节的药，顺便问下浸润性乳腺癌多发于什么年龄的女性？", "common_in", "浸润性乳腺癌", D),
    # prevalent_in
    Q("要去加勒比那边旅游，白喉在加勒比和拉丁美洲那一带多吗？需要提前备什么药", "prevalent_in", "白喉", D,
      named="加勒比和拉丁美洲等地区"),
    Q("类风湿性关节炎是不是工业化国家更多见？在你们这买了好几年的止痛药", "prevalent_in", "类风湿性关节炎", D,
      named="工业化国家"),
    Q("孩子在美国俄亥俄读书，组织胞浆菌病在美国俄亥俄及密西西比河谷地区流行吗？", "prevalent_in", "组织胞浆菌病", D,
      named="美国俄亥俄及密西西比河谷地区"),
    Q("欠发达国家多发哪些病？公司要派我去援建，想提前备点药", "prevalent_in", "欠发达国家", RE),
    Q("破伤风主要在什么地区多见？破伤风针你们这能约吗", "prevalent_in", "破伤风", D),
    # treated_with
    Q("片形吸虫病能用硫氯酚治吗？你们店有没有这个药", "treated_with", "片形吸虫病", D, named="硫氯酚"),
    Q("牙周萎缩怎么治疗？除了买牙膏还要做什么呢", "treated_with", "牙周萎缩", D),
    Q("孩子有着色性干皮病，平时要怎么治疗和护理？防晒霜你们有儿童款吗", "treated_with", "着色性干皮病", D),
    Q("眼眶蜂窝织炎怎么治？要不要先下单点眼药", "treated_with", "眼眶蜂窝织炎", D),
    Q("家里老人痴呆伴发精神行为障碍，除了吃药还有别的治疗办法吗？", "treated_with", "痴呆伴发精神行为障碍", D),
    Q("烫伤好了以后手指伸不直，烧伤后肌腱粘连怎么治？要买什么康复器材吗", "treated_with", "烧伤后肌腱粘连", D),
    Q("色素膜—脑膜炎要局部和全身应用皮质激素吗？医生开的激素眼药水你们这有货吗", "treated_with", "特发性葡萄膜大脑炎",
      D, mention="色素膜—脑膜炎", named="局部和全身应用皮质激素"),
    # metastasizes_to
    Q("孩子胳膊腿上起的皮疹会不会蔓延到躯干上？炉甘石洗剂下单了", "metastasizes_to", "皮疹", D, named="躯干"),
    Q("真菌性脑膜炎会扩散到神经系统以外的地方吗？", "metastasizes_to", "真菌性脑膜炎", D, named="非神经系统受累部位"),
    Q("哪些癌会转移到腹膜后淋巴结？家里有人在做化疗，药都在你们这买", "metastasizes_to", "腹膜后淋巴结", BP),
    Q("还有个问题，类癌综合征一般会转移到哪个器官呢？", "metastasizes_to", "类癌综合征", D),
    # invades
    Q("肝癌会侵犯胆道吗？最近皮肤发黄，保肝药一直在你们这买", "invades", "肝癌", D, named="胆道"),
    Q("问下药师，哪些癌会往阴道侵犯啊？", "invades", "阴道", BP),
    Q("什么病会侵犯血管？医生说片子上看到了", "invades", "血管", BP),
    Q("肝内胆管癌一般会侵犯到哪些地方呢？止痛药一直是跑腿送的", "invades", "肝内胆管癌", D),
    # is_subtype_of
    Q("在你们这买了降尿酸的药，医生诊断写的特发性痛风，这个算痛风吗？", "is_subtype_of", "特发性痛风", D, named="痛风"),
    Q("收到的药说明书上写治卡波西肉瘤，皮肤卡波西肉瘤也算卡波西肉瘤的一种吗？", "is_subtype_of", "皮肤卡波西肉瘤", D, named="卡波西肉瘤"),
    Q("直肠子宫内膜异位症在分类上属于什么病？止痛药吃了好几盒了", "is_subtype_of", "直肠子宫内膜异位症", D),
    Q("孩子腿上的脓疱破了结痂，医生说是溃疡性脓疱病，它属于哪一类病？想买点莫匹罗星", "is_subtype_of", "溃疡性脓疱病",
      D),
    Q("电焊完眼睛疼，药店说是电光性眼炎，这个属于什么病？", "is_subtype_of", "电光性眼炎", D),
    Q("胃镜单子上写慢性糜烂性胃炎，在分类上属于哪种胃病？胃药下单了", "is_subtype_of", "疣状胃炎", D,
      mention="慢性糜烂性胃炎"),
    Q("blast deafness属于哪一类耳病？我在靶场工作，想买副好点的耳塞", "is_subtype_of", "爆震性聋", D,
      mention="blast deafness"),
    # related_disease
    Q("痔疮膏在你们这买的，血栓性外痔和痔有关系吗？", "related_disease", "痔", D, named="血栓性外痔"),
    Q("晚上磨牙把烤瓷牙磨崩了，磨牙症和牙修复体断裂有关系吗？想买个夜间牙套", "related_disease", "磨牙症", D,
      named="牙修复体断裂"),
    Q("矽肺病和活动性结核病有关系吗？我爸以前在矿上干活", "related_disease", "矽肺病", D, named="活动性结核病"),
    Q("病毒性肝炎和终末期肝病有关系吗？保肝药一直在吃", "related_disease", "病毒性肝炎", D, named="终末期肝病"),
    Q("稳定型劳力性心绞痛和心脏瓣膜疾病有关系吗？硝酸甘油想多备两瓶", "related_disease", "稳定型心绞痛", D,
      mention="稳定型劳力性心绞痛", named="心脏瓣膜疾病"),
    Q("药师你好，神经内分泌肿瘤和MEN—1有关系吗？", "related_disease", "神经内分泌肿瘤", D, named="MEN—1"),
    # differential_diagnosis
    Q("脚趾关节又红又肿，想买止痛药先问问，痛风和反应性关节炎怎么区分？", "differential_diagnosis", "痛风", D,
      named="反应性关节炎"),
    Q("白喉和化脓性链球菌咽炎怎么鉴别？孩子嗓子疼，消炎药还没下单", "differential_diagnosis", "白喉", D,
      named="化脓性链球菌咽炎"),
    Q("病毒性脑膜炎要和隐球菌脑膜炎鉴别吗？孩子住院了，想先在app上买点退烧药送过去", "differential_diagnosis", "病毒性脑膜炎", D, named="隐球菌脑膜炎"),
    Q("登革热和汉坦病毒感染怎么区分？刚从东南亚回来发烧了", "differential_diagnosis", "登革热", D,
      named="汉坦病毒感染"),
    Q("从非洲回来发烧关节痛，疟疾要和基孔肯雅热病毒感染鉴别吗？退烧药能先送一盒吗", "differential_diagnosis", "疟疾", D, named="基孔肯雅热病毒感染"),
    Q("白内障和功能性视力损害要鉴别吗？想先买点眼药水", "differential_diagnosis", "白内障", D, named="功能性视力损害"),
    # indicated_for
    Q("仕卫能缓解胃灼热吗？吃完火锅一直烧心", "indicated_for", "法莫替丁钙镁咀嚼片", DR, mention="仕卫",
      named="胃灼热"),
    Q("西利宾安是治什么的？体检查出来中度脂肪肝，朋友推荐的", "indicated_for", "水飞蓟宾葡甲胺片", DR,
      mention="西利宾安"),
    Q("潘特生是治高胆固醇血症的吗？下单前想确认一下", "indicated_for", "泛硫乙胺胶囊", DR, mention="潘特生",
      named="高胆固醇血症"),
    Q("诺科飞主要用来治什么？医生开的，你们这还有货吗", "indicated_for", "泊沙康唑口服混悬液", DR, mention="诺科飞"),
    Q("治偏痛胶囊适合什么情况吃呀？头一跳一跳地疼", "indicated_for", "治偏痛胶囊", DR),
    Q("君迪是什么消炎药？都能治哪些病", "indicated_for", "法罗培南钠片", DR, mention="君迪"),
    Q("我们店上新了泌石通胶囊，要写商品详情，这个药主要治什么？", "indicated_for", "泌石通胶囊", DR),
    # has_adverse_reaction
    Q("倍珞吃了会伤胃吗？有哪些副作用", "has_adverse_reaction", "洛索洛芬钠胶囊", DR, mention="倍珞"),
    Q("普鲁本辛吃了会视力模糊吗？吃完看手机有点花", "has_adverse_reaction", "溴丙胺太林片", DR, mention="普鲁本辛",
      named="视力模糊"),
    Q("孩子拉肚子买的乐度，有什么副作用要注意的？", "has_adverse_reaction", "消旋卡多曲颗粒", DR, mention="乐度"),
    Q("本悦吃完脸上发烫发红，这是不良反应吗？还有别的副作用吗", "has_adverse_reaction", "烟酸缓释片", DR,
      mention="本悦"),
    Q("阿乐迈滴完眼睛有点不舒服，眼部不适是它的副作用吗？", "has_adverse_reaction", "洛度沙胺滴眼液", DR,
      mention="阿乐迈", named="眼部不适"),
    Q("那盖世特呢？吃了会有什么不良反应", "has_adverse_reaction", "法莫替丁颗粒", DR, mention="盖世特"),
    Q("润燥止痒胶囊有副作用吗？想给老人买", "has_adverse_reaction", "润燥止痒胶囊", DR),
    # has_ingredient
    Q("扑风清里面有布洛芬吗？我对阿司匹林过敏，布洛芬可以吃", "has_ingredient", "洛芬伪麻片", DR, mention="扑风清",
      named="布洛芬"),
    Q("思为普的成分是什么？听说含可待因的药现在管得严", "has_ingredient", "洛芬待因缓释片", DR, mention="思为普"),
    Q("泻痢固肠丸里面有罂粟壳吗？下单前想问清楚", "has_ingredient", "泻痢固肠丸", DR, named="罂粟壳"),
    Q("洁尔阴洗液的成分都有哪些？孕妇能用吗", "has_ingredient", "洁尔阴洗液", DR),
    Q("活络油里有什么成分？我们店要上架，得写成分表", "has_ingredient", "活络油", DR),
    Q("浓替硝唑含漱液主要成分是替硝唑吗？", "has_ingredient", "浓替硝唑含漱液", DR, named="替硝唑"),
    Q("治糜灵栓里面含什么？还有货吗", "has_ingredient", "治糜灵栓", DR),
    # is_a_level3
    Q("给孩子买的莫尼卡（儿童）属于什么类的药？", "is_a_level3", "消旋卡多曲片", DR, mention="莫尼卡（儿童）"),
    Q("收到的是健朗晨，这是什么类的药？我下单的是胃药", "is_a_level3", "泮托拉唑钠肠溶胶囊", DR, mention="健朗晨"),
    Q("海苯酸替培啶片是中枢性镇咳药吗？咳得晚上睡不着", "is_a_level3", "海苯酸替培啶片", DR, named="中枢性镇咳药"),
    Q("洋地黄毒苷片按用途属于哪一类药？我爸心衰在吃", "is_a_level3", "洋地黄毒苷片", DR),
    Q("那洛莫司汀胶囊呢？是哪一类的药", "is_a_level3", "洛莫司汀胶囊", DR),
    Q("消痔灵片属于什么科的用药？我们店分类的时候不知道放哪", "is_a_level3", "消痔灵片", DR),
    # belongs_to
    Q("亲，洛之达是调脂药物吗？医生让我降血脂", "belongs_to", "洛伐他汀片", DR, mention="洛之达", named="调脂药物"),
    Q("沙棘干乳剂是药还是保健品？医保卡能刷吗", "belongs_to", "沙棘干乳剂", DR, named="保健品"),
    Q("优得克在药品分类里属于哪一类？收到的是颗粒", "belongs_to", "法罗培南钠颗粒", DR, mention="优得克"),
    Q("约疫苗的时候显示英扶宁，这个在药品分类里算什么？", "belongs_to", "流感病毒裂解疫苗", DR, mention="英扶宁"),
    Q("那海藻酸铝镁颗粒呢？属于哪类药品", "belongs_to", "海藻酸铝镁颗粒", DR),
    Q("浓缩当归丸在药品分类里算什么？店铺要给它归类", "belongs_to", "浓缩当归丸", DR),
    # drug_has_alias
    Q("万氏牛黄清心丸（《景岳全书》卷六十二）是哪个药的别名？有顾客按这个名字找货", "drug_has_alias",
      "万氏牛黄清心丸（《景岳全书》卷六十二）", AL),
    Q("有买家在评论区问，牛黄丸（《证治宝鉴》卷五）指的是什么药？", "drug_has_alias", "牛黄丸（《证治宝鉴》卷五）", AL),
    Q("想下单牛黄清心丸，它是不是也叫万氏牛黄丸（《医方简义》卷三）？", "drug_has_alias", "牛黄清心丸", DR,
      named="万氏牛黄丸（《医方简义》卷三）"),
    Q("特非那定片还有别的名字吗？药盒上印的名字跟网页不一样", "drug_has_alias", "特非那定片", DR),
    # mainly_treats
    Q("网上买的大力子，主治什么病？", "mainly_treats", "牛蒡子", M, mention="大力子"),
    Q("玉米芯煮水能治小便不利吗？老家都这么弄", "mainly_treats", "玉米轴", M, mention="玉米芯", named="小便不利"),
    Q("番石榴叶泡水主要治什么？你们有卖干叶子的吗", "mainly_treats", "番石榴叶", M),
    Q("甘松香作为药材主治什么？我们店进了一批", "mainly_treats", "甘松", M, mention="甘松香"),
    Q("还有白前，能治咳嗽痰多吗？", "mainly_treats", "白前", M, named="咳嗽痰多"),
    Q("茺蔚花主治什么？跟益母草是一回事吗", "mainly_treats", "益母草花", M, mention="茺蔚花"),
    Q("顺便问问，牛百叶入药能治什么呀？", "mainly_treats", "牛肚", M, mention="牛百叶"),
    # has_efficacy
    Q("玉竹泡水喝有养阴润燥的功效吗？想囤一斤", "has_efficacy", "玉竹", M, named="养阴润燥"),
    Q("白及有什么功效？网上卖的白及粉能敷脸吗", "has_efficacy", "白及", M),
    Q("番木瓜有什么功效嘛？生完孩子奶水少，想多吃点", "has_efficacy", "番木瓜", M),
    Q("蚶子壳磨粉能制酸止痛吗？胃老反酸", "has_efficacy", "瓦楞子", M, mention="蚶子壳", named="制酸止痛"),
    Q("白矾有什么作用？脚气买来泡脚的", "has_efficacy", "白矾", M),
    Q("玉米乌米有什么功效？老家人说能吃的嘛", "has_efficacy", "玉米黑霉", M, mention="玉米乌米"),
    Q("五倍子树的叶子和皮有什么功效？", "has_efficacy", "盐肤木", M, mention="五倍子树"),
    # distributed_in
    Q("有客户问犀牛角的产地，这个药材主要分布在哪些地方？", "distributed_in", "犀牛角", M),
    Q("白花蛇舌草主要产在哪些地方？你们家的是哪里的货", "distributed_in", "白花蛇舌草", M),
    Q("双钩主要产在哪？下单的时候看到有云南产的", "distributed_in", "白钩藤", M, mention="双钩"),
    Q("无患子在哪些地方有分布？想买来做洗手液", "distributed_in", "皮哨子", M, mention="无患子"),
    Q("你们店的白贝是产在南海的吗？", "distributed_in", "白贝齿", M, mention="白贝", named="南海"),
    Q("洛阳花分布在哪里？店里的干花说是河北产的", "distributed_in", "瞿麦", M, mention="洛阳花"),
    # material_has_alias
    Q("进货单上有个十样景花，是哪种药材的别名？", "material_has_alias", "十样景花", AL),
    Q("血丝金盆是什么药材？有顾客按这个名字下单", "material_has_alias", "血丝金盆", AL),
    Q("详情页写的白残花，它又叫野蔷薇吗？", "material_has_alias", "白残花", M, named="野蔷薇"),
    Q("短体鳗还有什么别的叫法？详情页上没写", "material_has_alias", "短体鳗", M),
    Q("白刺花还有什么叫法？进货单上写的名字不一样哈", "material_has_alias", "白刺花", M),
    Q("白线蛇有哪些别名呀？泡酒用的", "material_has_alias", "白线蛇", M),
    # composed_of
    Q("八白散里有白僵蚕吗？网上买的面膜粉说是按这个方子配的", "composed_of", "八白散", F, named="白僵蚕"),
    Q("那八神丹呢？里面有地龙吗", "composed_of", "八神丹", F, named="地龙"),
    Q("八琼丹里有硫磺吗？这个能随便买吗", "composed_of", "八琼丹", F, named="硫磺"),
    Q("八角茴香丸里用的是大茴吗？跟炒菜的八角一样吗", "composed_of", "八角茴香丸", F, named="大茴"),
    Q("八风十二痹散里有远志吗？家里人对远志过敏", "composed_of", "八风十二痹散", F, named="远志"),
    Q("还有呢，八神来复丹里是不是有太阴玄精石？", "composed_of", "八神来复丹", F, named="太阴玄精石"),
    # formula_has_efficacy
    Q("小青龙汤能解表散寒吗？店里的小青龙颗粒是不是一个方子", "formula_has_efficacy", "小青龙汤", F,
      named="解表散寒"),
    Q("归脾汤有健脾养心的作用吗？我妈睡眠不好", "formula_has_efficacy", "归脾汤", F, named="健脾养心"),
    Q("那平胃散呢，能燥湿运脾吗？", "formula_has_efficacy", "平胃散", F, named="燥湿运脾"),
    Q("当归六黄汤是固表止汗的吗？晚上老出虚汗", "formula_has_efficacy", "当归六黄汤", F, named="固表止汗"),
    Q("木香槟榔丸能行气导滞吗？有现货的话今天就下单", "formula_has_efficacy", "木香槟榔丸", F, named="行气导滞"),
    Q("小活络丹有化痰通络的功效吗？你们有丸剂现货吗", "formula_has_efficacy", "小活络丹", F, named="化痰通络"),
    # prescribed_for
    Q("看到你们店有巴戟熟地酒，我老公腰膝酸软能喝吗？", "prescribed_for", "巴戟熟地酒", F, named="腰膝酸软"),
    Q("冬天手脚冰凉，当归四逆汤是治手足厥寒的吗？", "prescribed_for", "当归四逆汤", F, named="手足厥寒"),
    Q("快胃舒肝丸能治胃脘刺痛吗？外卖送药大概多久能到", "prescribed_for", "快胃舒肝丸", F, named="胃脘刺痛"),
    Q("那当归拈痛汤呢？治脚气肿痛吗", "prescribed_for", "当归拈痛汤", F, named="脚气肿痛"),
    Q("宝宝晚上老哭，开胃丸能治夜啼吗？", "prescribed_for", "开胃丸", F, named="夜啼"),
    Q("小蓟饮子是治尿中带血的吗？有没有做成颗粒的", "prescribed_for", "小蓟饮子", F, named="尿中带血"),
    # formula_has_alias
    Q("八风防风散还有什么别的名字？店里搜不到这个商品", "formula_has_alias", "八风防风散", F),
    Q("八风续命汤也叫人参汤吗？跟店里卖的不是一个东西吧", "formula_has_alias", "八风续命汤", F, named="人参汤"),
    Q("古书上看到附子麻黄汤（《赤水玄珠全集》卷五），它还有别的叫法吗？", "formula_has_alias", "麻黄附子细辛汤", F,
      mention="附子麻黄汤（《赤水玄珠全集》卷五）"),
    Q("伏龙肝散（《脉因症治》卷上）是哪个方子的别名啊？买家指定要这个", "formula_has_alias", "伏龙肝散（《脉因症治》卷上）", AL),
    # check_for_disease
    Q("店里卖的粪便隐血试验（OBT）试纸能查出哪些病？", "check_for_disease", "粪便隐血试验（OBT）", C),
    Q("糖基抗原CA199能查出胰腺癌吗？体检套餐里有这项", "check_for_disease", "糖基抗原CA199", C, named="胰腺癌"),
    Q("平台上的男科体检套餐有精囊检查，这个是查哪些病的？", "check_for_disease", "精囊检查", C),
    Q("维生素B12检查能查出什么病？平台上的上门抽血套餐里有", "check_for_disease", "维生素B12检查", C),
    Q("羊水细胞培养染色体检查能查出小儿爱德华兹综合征吗？", "check_for_disease", "羊水细胞培养染色体检查", C,
      named="小儿爱德华兹综合征"),
    Q("化验单上有红细胞沉降率（ESR）检查，是查哪些病的？关节疼的药还要不要继续买", "check_for_disease", "红细胞沉降率（ESR）检查", C),
    Q("絮状沉淀试验能查出哪些病？保肝药吃了半年了", "check_for_disease", "絮状沉淀试验", C),
    # check_for_symptom
    Q("精液量检查一般是有什么症状才做？网上买的自测盒靠谱吗", "check_for_symptom", "精液量检查", C),
    Q("孩子吃了益生菌还是便下恶臭，粪便菌群失调检查能查这个吗？", "check_for_symptom", "粪便菌群失调检查", C, named="便下恶臭"),
    Q("结膜的检查是看哪些症状的？眼睛红了好几天", "check_for_symptom", "结膜的检查", C),
    Q("纤维鼻咽镜是针对什么症状做的？喉片吃了一盒还没好", "check_for_symptom", "纤维鼻咽镜", C),
    Q("脸上有面部蝶形红斑，要做红细胞表面电荷检查吗？", "check_for_symptom", "红细胞表面电荷检查", C,
      named="面部蝶形红斑"),
    Q("维生素A醇结合蛋白检查是针对哪些症状的？鱼肝油买了还没吃", "check_for_symptom", "维生素A醇结合蛋白检查", C),
    # performed_by
    Q("在app上约了无痛胃镜检查，到医院去哪个科做？", "performed_by", "无痛胃镜检查", C),
    Q("孩子要做EEG，是在神经科做吗？", "performed_by", "脑电图检查", C, mention="EEG", named="神经科"),
    Q("消化科一般能做哪些检查？想在平台上约个体检", "performed_by", "消化科", DEP),
    Q("下单了无痛胃镜检查的套餐，是去消化科做吧？麻醉前要停的药我先问问", "performed_by", "无痛胃镜检查", C,
      named="消化科"),
    # check_has_alias
    Q("肌电图检查英文缩写是什么？报告上只有字母", "check_has_alias", "肌电图检查", C),
    Q("体检预约单上写着EMG，是哪个检查的缩写？", "check_has_alias", "EMG", AL),
    Q("脑电图检查的英文全称是electroencephalogram吗？", "check_has_alias", "脑电图检查", C,
      named="electroencephalogram"),
    Q("electromyography是哪个检查的英文名？约检查的页面上写的", "check_has_alias", "electromyography", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day41"))
