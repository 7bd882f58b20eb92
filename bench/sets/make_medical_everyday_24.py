"""Writes `medical_everyday_24.jsonl`, a twenty-fourth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-third, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 200 questions, every relation
type of the network asked four to seven times, as they arrive when typed by voice input on a phone and sent as said:
speech-to-text with no punctuation at all (spaces where the speaker paused), filler words (那个, 就是, 嗯, 然后: 68
questions), run-on sentences and a clause of context (我妈七十多了拉了好几天肚子, 我爸心电图说是心室内传导阻滞, 我舅舅在屠宰场
干活), 25 with 呢/啊/呀/嘛/哈. Mostly older people, carers and busy parents: grandparents for grandchildren (我孙子有小肠气,
我孙子走路一瘸一拐的), grown children for their parents (我爸六十多住院了, 我奶奶一转头就天旋地转, 我外婆身上起大水疱), parents
(我姑娘才八岁就来例假了, 我家老二烧到三十九度就抽, 月嫂说宝宝是新生儿红臀), spouses (我老婆约了宫腔镜检查, 我老公体检完说有点ED)
and people holding a box or a report (家里翻出来一盒冠脉宁片, 胃镜报告写着白点十二指肠球炎, 单子上写着ECG). Double questions ask
the gold first (血紫质病得了会有哪些症状啊 是不是遗传的 asks for the symptoms, 妇宁康片 主要治啥的 更年期的人能吃吗 for the
indications, 伊贝母 有啥功效 跟川贝一样吗 for the efficacy). Where a homophone slip would have broken a record's name, the
name was left intact.

Records: taken where the network allows from the first third of each object type's instances in key order (170 of the
200 entities), and among them the records whose name no earlier question (the shipped dev set, everyday sets 1 to 23
and the three alias sets) contains; none is a record or name the second alias set uses. The exceptions are the
relation types whose few records the earlier sets already ask about (has_risk_factor, prevalent_in, metastasizes_to,
invades, related_disease, differential_diagnosis, drug_has_alias, formula_has_alias, performed_by, check_has_alias),
asked another way, about one neighbour, or from the relation's target end. By the records' names in the earlier sets'
lines (entity and mention fields included), 74 of the 200 entities come up there: besides those relation types, mostly
records an earlier set reached by an alias (卟啉病 by 血紫质病, 先天性巨结肠 by 希尔施普龙病, 威尔逊症 by HLD), here asked about
by their name, by another alias or through another relation type. No question repeats one of theirs.

12 questions name the one neighbour they ask about (老人家主动脉硬化好些年了 后面会不会变成动脉瘤啊, 心境恶劣障碍 跟慢性重性抑郁症
咋区分, 古到金 那个胶囊 里面是不是有三七, 爱尼 我吃了有点头痛 会不会是这个药引起的), several of them naming two records
(基孔肯雅热 跟寨卡病毒感染怎么分得清, 神经内分泌肿瘤 会不会跟类癌综合征有关系). Four besides the alias-instance questions below
are asked from the relation's target end (神经科 嗯 都能做哪些检查, 消化科 一般能给做什么检查, 我爸晚上老起夜 夜尿增多 然后要去
做哪些检查, 我家那口子查出来绦虫病 嗯 有哪些中药材能打这个虫).

Names inside names: by a mechanical count more than half the questions are about a record whose name holds the name
(three characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked
the way people say them (儿童性早熟 holds 性早熟, 假性肠梗阻 holds 肠梗阻, 周围型肺癌 holds 肺癌, 妊娠期高血压 holds 高血压,
急性中耳炎 holds 中耳炎, 孕期痔疮 holds 痔疮, 儿童期哮喘 holds 哮喘, 新生儿破伤风 holds 破伤风, 埃及血吸虫病 holds 血吸虫病,
儿童股骨头坏死 holds 股骨头坏死, 小儿急性呼吸衰竭 holds 呼吸衰竭, 小儿疝气 holds 疝气, 呼吸道白喉 holds 白喉, 心尖肥厚型心肌病
holds 心肌病, 反流食管炎 holds 食管炎, 病毒性脑膜炎 and 念珠菌性脑膜炎 hold 脑膜炎, 心室内传导阻滞 holds 传导阻滞, 前十字韧带损伤
holds 韧带损伤, 主动脉硬化 holds 动脉硬化, 复方三七胶囊 holds 三七胶囊, 吲哚美辛三七冰片栓 holds 吲哚美辛, 头孢氨苄缓释片 holds
头孢氨苄, 广东升麻 holds 升麻; 甲状腺癌, 肾癌, 十二指肠炎 and 化痰片 lie inside longer records' names).

About one question in four (47 of 200) names its entity by a name the network records for that very instance, of
many kinds: disease aliases (29 questions): English abbreviations and names (ED, HLD, Thomsen病), folk and old names
(小肠气, 虾蟆瘟, 乳痰, 腺热病, 妊娠失音, 子宫偏小, 阳萎), names with a part changed, dropped or added (原发性低血压, 多形性光敏疹,
外阴牛皮癣, 尿道肉芽肿, 抗生素性肠炎, 产后发热, 高热惊厥, 杭廷顿舞蹈病, 前房积脓性角膜溃疡, 类天疱疮, 喉膨出, 白点十二指肠球炎,
麸质过敏性肠病, 多发性抽动症, 血紫质病, 腺样体肥大, 军团菌肺炎, 希尔施普龙病, 巴雷特食管); drug trade names (10 questions,
below); medicinal material aliases (6: 首乌藤, 守宫, 刺蓟, 狼牙草, 石指甲, 沙姜); TCM formula aliases (2: 虎骨散, 八味丸). Ten
more ask what an alias stands for (小肠气, 大舞蹈病, 新生儿红臀, 大头风, 小托盘, 窝瓜子, 三两根, 八物定志丸, ECG, 静脉肾盂排泄造影):
their gold is the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases`
(the fourth set's check) makes sure every alias a question names its entity by is one the network records for that
very instance.

Drug trade names: 10 questions name a drug by a trade name its record's `trade_name` property lists (盖爽, 思力华, 病毒唑,
泰威, 新达罗, 爱尼, 古到金, 培菲康, 安赛玛, 丽珠肠乐). All ten are also drug records of their own (the source writes the
product twice). They are labelled as in the earlier sets: the gold entity is the standard record (依卡倍特钠颗粒,
噻托溴铵粉吸入剂, 利巴韦林注射液, 富马酸氯马斯汀口服溶液, 头孢克洛胶囊, 奥美拉唑肠溶片, 复方三七胶囊, 双歧杆菌三联活菌胶囊,
多索茶碱口服液, 口服双歧杆菌活菌散剂), the mention is the trade name and the line is tagged `alias`, because a patient
holding the box asks about the medicine, and the standard record is the one that names it, holds its class and lists
the trade name. Five of the names are listed by more than one standard record (思力华, 新达罗, 培菲康, 安赛玛, 丽珠肠乐); the
question says which form is meant (吸那个粉, 新达罗胶囊, 培菲康胶囊, 安赛玛口服液, 冲着喝的散剂) and the gold is that form's record.

Other names the network holds under two records (9 questions besides the 10 trade names written twice); the gold
record is the one the question is judged to mean:
- 阳萎, 产后发热 and 类天疱疮 are disease and symptom records as well as aliases of 勃起功能障碍, 产褥热 and 大疱类天疱疮;
  军团菌肺炎 and 前房积脓性角膜溃疡 are disease records as well as aliases of 军团菌病 and 匐行性角膜溃疡; 腺样体肥大, 高热惊厥
  and 巴雷特食管 are disease (and cause or symptom) records as well as aliases of 咽扁桃体肥大, 小儿热性惊厥 and Barrett食管
  (8 questions). The questions ask about the illness (which clinic, which drugs, who gets it, how it is treated, where
  it shows, what class it falls in), so the gold is the standard record that lists the alias: it is the record that
  holds the asked relation (the same-name records hold at most a few incoming edges), and for 军团菌肺炎, which 小儿军团菌病
  lists too, the question is about an adult (我爸六十多).
- 首乌藤 is an ingredient record as well as an alias of the material 夜交藤 (1 question); the question asks about it as a
  material (这味药材 能治什么病), so the gold is 夜交藤.
- ECG is a check record as well as an alias instance; the question asks what the name stands for (这个是什么检查), so its
  gold is the alias instance, answered by the record that lists it.
- Besides these, 32 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record: 低渗性脱水, 心包积液, 十二指肠炎, 呼吸道异物, 健忘症, Q热; an ingredient record for a
  material: 壁虎, 仙鹤草, 垂盆草, 山柰); the wording says which is meant (这个病, 这病, 这味药材, 当药材的时候).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_24.py    # rewrites bench/sets/medical_everyday_24.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DEP, DR, F, M, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_24.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("嗯那个医生说我家孩子是多发性抽动症 就是老眨眼睛耸肩膀那种 这个病还会有啥表现", "has_symptom", "小儿抽动秽语综合征", D, mention="多发性抽动症"),
    Q("我闺女怀孕了 然后那个B超说是宫角妊娠 宫角妊娠会有什么症状啊", "has_symptom", "宫角妊娠", D),
    Q("我妈七十多了拉了好几天肚子 医生说是低渗性脱水 这个病人会怎么样呢", "has_symptom", "低渗性脱水", D),
    Q("血紫质病得了会有哪些症状啊 是不是遗传的", "has_symptom", "卟啉病", D, mention="血紫质病"),
    Q("老辈人说的虾蟆瘟 就是脸肿得老大那个 得了都有些啥症状", "has_symptom", "大头瘟", D, mention="虾蟆瘟"),
    Q("原发性低血压 嗯 平时都会有啥不舒服的 我老婆血压一直偏低", "has_symptom", "体质性低血压", D, mention="原发性低血压"),
    Q("我儿子打篮球把膝盖扭了 医生说是前十字韧带损伤 然后这个伤了会有哪些症状", "has_symptom", "前十字韧带损伤", D),
    # designated_to
    Q("我儿媳妇怀孕了一直咳 老家人叫子嗽 这个子嗽看哪个科", "designated_to", "子嗽", D),
    Q("那个尿道肉芽肿 就是尿道口长了个小红疙瘩 医院挂哪个科的号", "designated_to", "尿道肉阜", D, mention="尿道肉芽肿"),
    Q("我爸六十多了 医生说像是厌氧菌肺炎 然后我们该去哪个科室看", "designated_to", "厌氧菌肺炎", D),
    Q("吃了好多消炎药以后一直拉 说是抗生素性肠炎 那要挂哪个科呢", "designated_to", "假膜性肠炎", D, mention="抗生素性肠炎"),
    Q("那个阳萎 不好意思当面问 就是去医院要挂什么科啊", "designated_to", "勃起功能障碍", D, mention="阳萎"),
    Q("外阴神经性皮炎 痒得整夜睡不着 是挂皮肤科还是挂妇科啊", "designated_to", "外阴神经性皮炎", D),
    Q("子宫偏小 月经一直很少 嗯 去医院找哪个科看比较对", "designated_to", "幼稚子宫", D, mention="子宫偏小"),
    # checks
    Q("孩子生下来医生说是单心室 那要做哪些检查才能确定啊", "checks", "单心室", D),
    Q("心包积液这个病 就是心脏外面有水 一般要查些什么", "checks", "心包积液", D),
    Q("那个麸质过敏性肠病 我家娃一吃面食就拉 要去做啥检查", "checks", "小儿乳糜泻", D, mention="麸质过敏性肠病"),
    Q("我妈生我妹的时候大出血 后来说是席汉综合征 这个病要做哪些化验", "checks", "席汉综合征", D),
    Q("下颈椎不稳症 嗯 医生让去拍片子 一般都要查啥", "checks", "下颈椎不稳症", D),
    Q("我姑娘才八岁就来例假了 儿童性早熟要去做哪些检查呀", "checks", "儿童性早熟", D),
    # has_complication
    Q("胃镜报告写着白点十二指肠球炎 嗯 这个以后会不会引出别的胃病来", "has_complication", "十二指肠白点综合征", D, mention="白点十二指肠球炎"),
    Q("我爸心电图说是心室内传导阻滞 这个放着不管会闹出什么别的毛病吗", "has_complication", "心室内传导阻滞", D),
    Q("做试管的时候说有点卵巢过度刺激综合征 然后这个会不会引起别的问题", "has_complication", "卵巢过度刺激综合征", D),
    Q("假性肠梗阻 嗯就是说肠子没有真堵住 那它会继发哪些情况", "has_complication", "假性肠梗阻", D),
    Q("老人家主动脉硬化好些年了 后面会不会变成动脉瘤啊", "has_complication", "主动脉硬化", D, named="动脉瘤"),
    Q("我侄子确诊了HLD 就是铜排不出去那个病 这病严重了会引起啥", "has_complication", "威尔逊症", D, mention="HLD"),
    # cures
    Q("嘴巴边上又起唇疱疹了 那个有什么药膏可以涂的", "cures", "唇疱疹", D),
    Q("我爸六十多住院了 说是军团菌肺炎 嗯 一般用什么药治", "cures", "军团菌病", D, mention="军团菌肺炎"),
    Q("十二指肠炎老是反酸肚子痛 吃点什么药好啊", "cures", "十二指肠炎", D),
    Q("我奶奶一转头就天旋地转 说是前庭神经元炎 有什么药能用", "cures", "前庭神经元炎", D),
    Q("坐月子的时候发烧 就是产后发热 能用些什么药", "cures", "产褥热", D, mention="产后发热"),
    Q("孢子丝菌病 手上长了一串疙瘩 医生一般开什么药的", "cures", "孢子丝菌病", D),
    Q("我老公体检完说有点ED 嗯 这个有什么药可以吃", "cures", "勃起功能障碍", D, mention="ED"),
    # shown_on
    Q("外阴牛皮癣 嗯 主要是长在哪儿的", "shown_on", "外阴银屑病", D, mention="外阴牛皮癣"),
    Q("Thomsen病 就是肌肉一用力就放不松那个 主要是哪些地方的肌肉", "shown_on", "先天性肌强直", D, mention="Thomsen病"),
    Q("多形性光敏疹 晒完太阳起的那种 一般长在身上哪些地方", "shown_on", "多形性日光疹", D, mention="多形性光敏疹"),
    Q("局灶性硬皮病 皮肤一块一块发硬 会长在哪些部位啊", "shown_on", "局灶性硬皮病", D),
    Q("我孙子有小肠气 然后那个鼓包一般鼓在哪个位置", "shown_on", "小儿疝气", D, mention="小肠气"),
    Q("前房积脓性角膜溃疡这个病 是长在眼睛哪里的", "shown_on", "匐行性角膜溃疡", D, mention="前房积脓性角膜溃疡"),
    # has_alias
    Q("喉阻塞 嗯 还有什么别的叫法没有", "has_alias", "喉阻塞", D),
    Q("小儿戈谢病 这个病还有别的名字吗 我在网上都查不到", "has_alias", "小儿戈谢病", D),
    Q("先天性巨结肠 医生写的跟网上说的名字不一样 它还叫什么", "has_alias", "先天性巨结肠", D),
    Q("老人说孩子得的是小肠气 小肠气正式叫什么病啊", "has_alias", "小肠气", AL),
    Q("大舞蹈病 是哪个病的另一个叫法", "has_alias", "大舞蹈病", AL),
    Q("月嫂说宝宝是新生儿红臀 嗯这个学名叫啥", "has_alias", "新生儿红臀", AL),
    Q("大头风 说的是哪个病啊", "has_alias", "大头风", AL),
    # caused_by
    Q("我媳妇怀孕六个月突然说不出话 老中医说叫妊娠失音 这是怎么引起的", "caused_by", "子喑", D, mention="妊娠失音"),
    Q("小儿厌食症 孩子就是不爱吃饭 到底是啥原因造成的呢", "caused_by", "小儿厌食症", D),
    Q("呼吸道异物这个病 我家小孩差点呛到 一般都是怎么弄进去的", "caused_by", "呼吸道异物", D),
    Q("周围型肺癌 我爸又不抽烟怎么也得了 这个病都是什么原因引起的", "caused_by", "周围型肺癌", D),
    Q("外阴象皮肿 嗯 就是下面肿得老大 这个是怎么得上的", "caused_by", "外阴象皮肿", D),
    Q("乳痰 这个病是怎么来的 我老婆乳房摸到个硬块", "caused_by", "乳核", D, mention="乳痰"),
    Q("我妈老是丢三落四 那个健忘症是啥原因造成的", "caused_by", "健忘症", D),
    # has_risk_factor
    Q("我舅舅在屠宰场干活 Q热是不是干这行的容易得 还有哪些人容易得", "has_risk_factor", "Q热", D),
    Q("念珠菌性脑膜炎 嗯 什么样的人容易得 我爸刚做完脑袋的手术", "has_risk_factor", "念珠菌性脑膜炎", D),
    Q("乳腺原位癌 我姐刚查出来 哪些人风险高一点 我要不要担心", "has_risk_factor", "乳腺原位癌", D),
    Q("妊娠期高血压 就是怀孕了血压高 什么样的孕妇容易得啊", "has_risk_factor", "妊娠期高血压", D),
    Q("急性中耳炎 小孩老是犯 是不是跟躺着喝奶有关系 容易得的因素有哪些", "has_risk_factor", "急性中耳炎", D),
    # common_in
    Q("孕期痔疮 是不是怀孕的都会有 哪些人容易得", "common_in", "孕期痔疮", D),
    Q("婴儿纤维瘤 一般是什么人得的", "common_in", "婴儿纤维瘤", D),
    Q("双重输尿管 这个毛病是男的多还是女的多", "common_in", "双重输尿管", D),
    Q("腺样体肥大 嗯 孩子晚上打呼噜 这个病多见于哪些人", "common_in", "咽扁桃体肥大", D, mention="腺样体肥大"),
    Q("基底细胞腺瘤 都是哪个年纪的人容易长", "common_in", "基底细胞腺瘤", D),
    Q("高热惊厥 一般是多大的孩子会得 我家老二烧到三十九度就抽", "common_in", "小儿热性惊厥", D, mention="高热惊厥"),
    Q("杭廷顿舞蹈病 嗯 一般是什么年纪的人发病", "common_in", "亨廷顿氏舞蹈症", D, mention="杭廷顿舞蹈病"),
    # prevalent_in
    Q("儿童期哮喘 是不是国外的孩子更多 哪些国家多", "prevalent_in", "儿童期哮喘", D),
    Q("新生儿破伤风 现在还有哪些地方多见", "prevalent_in", "新生儿破伤风", D),
    Q("我儿子要去美国读书 荚膜组织胞浆菌病这个病在哪些地方流行啊", "prevalent_in", "荚膜组织胞浆菌病", D),
    Q("埃及血吸虫病 嗯 在哪些地区有", "prevalent_in", "埃及血吸虫病", D),
    # treated_with
    Q("老人冬天在家冻着了 低温症要怎么处理", "treated_with", "低温症", D),
    Q("我外婆身上起大水疱 医生说是类天疱疮 这个怎么治啊", "treated_with", "大疱类天疱疮", D, mention="类天疱疮"),
    Q("二氧化碳中毒 就是在菜窖里闷着了 然后要怎么救治", "treated_with", "二氧化碳中毒", D),
    Q("儿童股骨头坏死 我孙子走路一瘸一拐的 都有哪些治疗办法", "treated_with", "儿童股骨头坏死", D),
    Q("小儿急性呼吸衰竭 嗯 医院里一般都怎么治", "treated_with", "小儿急性呼吸衰竭", D),
    Q("小儿疝气 是不是一定要开刀 还有什么别的治法", "treated_with", "小儿疝气", D),
    Q("孩子查出来希尔施普龙病 就是肚子老胀拉不出来 要怎么治疗啊", "treated_with", "先天性巨结肠", D, mention="希尔施普龙病"),
    # metastasizes_to
    Q("甲状腺癌会不会转到肺上去 我妈刚做完手术", "metastasizes_to", "甲状腺癌", D, named="肺"),
    Q("肾癌 嗯 听说会转移 一般转到哪儿", "metastasizes_to", "肾癌", D),
    Q("瘤型麻风 这个病会跑到身上哪些地方去", "metastasizes_to", "瘤型麻风", D),
    Q("感染性心内膜炎 那个细菌会跑到心脏哪些地方去", "metastasizes_to", "感染性心内膜炎", D),
    # invades
    Q("呼吸道白喉 除了喉咙 还会侵犯到哪里", "invades", "呼吸道白喉", D),
    Q("急性淋巴细胞白血病 会长到淋巴结里去吗", "invades", "急性淋巴细胞白血病", D, named="淋巴结"),
    Q("腹主动脉瘤 嗯 大了会压到旁边哪些地方", "invades", "腹主动脉瘤", D),
    Q("肛管癌 会往周围哪里长 我大伯刚查出来", "invades", "肛管癌", D),
    # is_subtype_of
    Q("克雅病 属于哪一大类的病啊 听着好吓人", "is_subtype_of", "克雅病", D),
    Q("异位胰腺 这个算什么类别的病", "is_subtype_of", "异位胰腺", D),
    Q("喉膨出 嗯 医学上归到哪一类", "is_subtype_of", "喉气囊肿", D, mention="喉膨出"),
    Q("反流食管炎 是属于哪种病下面的", "is_subtype_of", "反流食管炎", D),
    Q("心尖肥厚型心肌病 是心肌病的一种吗", "is_subtype_of", "心尖肥厚型心肌病", D, named="心肌病"),
    Q("胃镜说是巴雷特食管 这个是哪类病里面的", "is_subtype_of", "Barrett食管", D, mention="巴雷特食管"),
    # related_disease
    Q("腺热病 跟哪些病有关系啊 孩子发烧脖子上淋巴结都肿了", "related_disease", "传染性单核细胞增多症", D, mention="腺热病"),
    Q("溶血性尿毒症综合征 会跟哪些病扯到一起", "related_disease", "溶血性尿毒症综合征", D),
    Q("登革出血热 嗯 还会伴着哪些病", "related_disease", "登革出血热", D),
    Q("显微镜下多血管炎 跟哪些病相关", "related_disease", "显微镜下多血管炎", D),
    Q("神经内分泌肿瘤 会不会跟类癌综合征有关系", "related_disease", "神经内分泌肿瘤", D, named="类癌综合征"),
    # differential_diagnosis
    Q("移植物抗宿主病 我妹妹骨髓移植以后 医生说要分清是急性还是慢性的 要跟哪些病鉴别", "differential_diagnosis", "移植物抗宿主病", D),
    Q("基孔肯雅热 跟寨卡病毒感染怎么分得清", "differential_diagnosis", "基孔肯雅热", D, named="寨卡病毒感染"),
    Q("病毒性脑膜炎 孩子头疼发烧 医生说还要排除哪些病", "differential_diagnosis", "病毒性脑膜炎", D),
    Q("布加综合征 嗯 容易被看成哪个病", "differential_diagnosis", "布加综合征", D),
    Q("心境恶劣障碍 跟慢性重性抑郁症咋区分", "differential_diagnosis", "心境恶劣障碍", D, named="慢性重性抑郁症"),
    # indicated_for
    Q("家里翻出来一盒冠脉宁片 嗯 这个是治啥的", "indicated_for", "冠脉宁片", DR),
    Q("盖爽 那个冲的胃药 主要治什么病", "indicated_for", "依卡倍特钠颗粒", DR, mention="盖爽"),
    Q("思力华 我爸一直在吸那个粉 这个吸的药是治什么的", "indicated_for", "噻托溴铵粉吸入剂", DR, mention="思力华"),
    Q("妇宁康片 主要治啥的 更年期的人能吃吗", "indicated_for", "妇宁康片", DR),
    Q("七叶神安滴丸 是管什么的 我妈晚上老睡不着", "indicated_for", "七叶神安滴丸", DR),
    Q("化痰片 除了化痰还能治哪些", "indicated_for", "化痰片", DR),
    Q("病毒唑 嗯 打这个针是治什么病的", "indicated_for", "利巴韦林注射液", DR, mention="病毒唑"),
    # has_adverse_reaction
    Q("复方感冒灵颗粒 吃了犯困是正常的吗 还有别的副作用吗", "has_adverse_reaction", "复方感冒灵颗粒", DR),
    Q("泰威 那个口服液 孩子喝了会有什么不良反应", "has_adverse_reaction", "富马酸氯马斯汀口服溶液", DR, mention="泰威"),
    Q("新达罗胶囊 吃了以后肚子不舒服 这药副作用都有哪些", "has_adverse_reaction", "头孢克洛胶囊", DR, mention="新达罗"),
    Q("爱尼 我吃了有点头痛 会不会是这个药引起的", "has_adverse_reaction", "奥美拉唑肠溶片", DR, mention="爱尼", named="头痛"),
    Q("打完对乙酰氨基酚注射液 一直出汗 是这个药的反应吗", "has_adverse_reaction", "对乙酰氨基酚注射液", DR, named="出汗"),
    Q("多美康 吃了会不会头晕啊 我爸刚开始吃", "has_adverse_reaction", "多美康", DR, named="头晕"),
    Q("复方颠茄氢氧化铝散 老人长期吃会怎么样", "has_adverse_reaction", "复方颠茄氢氧化铝散", DR),
    # has_ingredient
    Q("固经丸 里面都是些什么药", "has_ingredient", "固经丸", DR),
    Q("参芪糖浆 是用什么做的 想买给老人补身体", "has_ingredient", "参芪糖浆", DR),
    Q("古到金 那个胶囊 里面是不是有三七", "has_ingredient", "复方三七胶囊", DR, mention="古到金", named="三七"),
    Q("好感动 这个感冒药的成分是啥", "has_ingredient", "好感动", DR),
    Q("北京康必得 含着吃的那个 里面含什么", "has_ingredient", "北京康必得", DR),
    Q("吲哚美辛三七冰片栓 都有什么成分 痔疮用的", "has_ingredient", "吲哚美辛三七冰片栓", DR),
    # is_a_level3
    Q("儿宝膏 属于哪一类的药", "is_a_level3", "儿宝膏", DR),
    Q("参鹿膏 这个药是哪个科用的", "is_a_level3", "参鹿膏", DR),
    Q("八珍益母片 按用途算什么药", "is_a_level3", "八珍益母片", DR),
    Q("培菲康胶囊 就是那个益生菌 是什么类的药啊", "is_a_level3", "双歧杆菌三联活菌胶囊", DR, mention="培菲康"),
    Q("依他尼酸片 算哪一类药 医生开给我爸消肿的", "is_a_level3", "依他尼酸片", DR),
    # belongs_to
    Q("午时茶颗粒 是中成药吗", "belongs_to", "午时茶颗粒", DR, named="中成药"),
    Q("复方石韦颗粒 在药店是归哪一类的", "belongs_to", "复方石韦颗粒", DR),
    Q("安赛玛口服液 这个药是什么分类", "belongs_to", "多索茶碱口服液", DR, mention="安赛玛"),
    Q("头孢氨苄缓释片 算第几代头孢啊", "belongs_to", "头孢氨苄缓释片", DR),
    Q("复方氨敏狗仔花片 是西药还是中成药", "belongs_to", "复方氨敏狗仔花片", DR),
    Q("丽珠肠乐 那个冲着喝的散剂 算什么类的药", "belongs_to", "口服双歧杆菌活菌散剂", DR, mention="丽珠肠乐"),
    # drug_has_alias
    Q("酒石酸罗格列酮分散片 还有别的名字吗 药店说没这个", "drug_has_alias", "酒石酸罗格列酮分散片", DR),
    Q("镁加铝咀嚼片 商品名叫啥", "drug_has_alias", "镁加铝咀嚼片", DR),
    Q("阿莫西林舒巴坦匹酯胶囊 别的叫法是什么", "drug_has_alias", "阿莫西林舒巴坦匹酯胶囊", DR),
    Q("匹伐他汀钙片 嗯 盒子上那个牌子名叫啥来着", "drug_has_alias", "匹伐他汀钙片", DR),
    Q("重组人血管内皮抑制素注射液 那个英文名叫啥 我妈化疗要打这个", "drug_has_alias", "重组人血管内皮抑制素注射液", DR),
    # mainly_treats
    Q("首乌藤 这味药材 能治什么病 我妈睡不好听说这个管用", "mainly_treats", "夜交藤", M, mention="首乌藤"),
    Q("南瓜子 吃了真能打虫吗 主治哪些病", "mainly_treats", "南瓜子", M),
    Q("守宫 入药 能治些啥", "mainly_treats", "壁虎", M, mention="守宫"),
    Q("人中黄 这个是治什么的 名字好怪", "mainly_treats", "人中黄", M),
    Q("干漆 还能入药吗 主要治什么", "mainly_treats", "干漆", M),
    Q("我家那口子查出来绦虫病 嗯 有哪些中药材能打这个虫", "mainly_treats", "绦虫病", D),
    Q("刺蓟烧成炭的那个 主要治哪些病", "mainly_treats", "大蓟炭", M, mention="刺蓟"),
    # has_efficacy
    Q("狼牙草 嗯 泡水喝有什么功效", "has_efficacy", "仙鹤草", M, mention="狼牙草"),
    Q("石指甲 这个草有什么作用 我们那边田埂上好多", "has_efficacy", "垂盆草", M, mention="石指甲"),
    Q("伊贝母 有啥功效 跟川贝一样吗", "has_efficacy", "伊贝母", M),
    Q("广东升麻 吃了有什么作用", "has_efficacy", "广东升麻", M),
    Q("大叶紫苏 有什么药效 院子里种了一大片", "has_efficacy", "大叶紫苏", M),
    Q("人参花 泡茶喝有什么好处", "has_efficacy", "人参花", M),
    # distributed_in
    Q("沙姜 就是做白切鸡蘸料那个 哪些地方产", "distributed_in", "山柰", M, mention="沙姜"),
    Q("华山参 主要分布在哪里", "distributed_in", "华山参", M),
    Q("山海螺 哪里有长的", "distributed_in", "山海螺", M),
    Q("吊竹梅 在哪些省份有", "distributed_in", "吊竹梅", M),
    Q("大头茶果 产在哪儿", "distributed_in", "大头茶果", M),
    Q("单鞭 这个药材是哪里出的", "distributed_in", "单鞭", M),
    # material_has_alias
    Q("复盆子 还叫什么名字", "material_has_alias", "复盆子", M),
    Q("壁虎当药材的时候 叫什么", "material_has_alias", "壁虎", M),
    Q("冬葵叶 在老家叫啥 别名有哪些", "material_has_alias", "冬葵叶", M),
    Q("小托盘 是什么药材啊 山上摘的那种", "material_has_alias", "小托盘", AL),
    Q("窝瓜子 是哪味药", "material_has_alias", "窝瓜子", AL),
    Q("三两根 嗯 正名叫什么药材", "material_has_alias", "三两根", AL),
    # composed_of
    Q("八斤丸 是哪几味药配的", "composed_of", "八斤丸", F),
    Q("八味煮散 都有哪些药", "composed_of", "八味煮散", F),
    Q("八宝消毒散 里面放了啥", "composed_of", "八宝消毒散", F),
    Q("八岁汤 给孩子喝的那个 方子里有什么", "composed_of", "八岁汤", F),
    Q("虎骨散 嗯 老方子 都用到哪些药材", "composed_of", "八效虎骨散", F, mention="虎骨散"),
    # formula_has_efficacy
    Q("九仙散 喝了有什么用 我爸咳了好几个月", "formula_has_efficacy", "九仙散", F),
    Q("八宝止血药墨 有什么功用", "formula_has_efficacy", "八宝止血药墨", F),
    Q("八反膏 是起什么作用的", "formula_has_efficacy", "八反膏", F),
    Q("八厘金 嗯 有什么效果", "formula_has_efficacy", "八厘金", F),
    Q("八味丸 就是老中医开的那个 有啥功用", "formula_has_efficacy", "八物肾气丸", F, mention="八味丸"),
    # prescribed_for
    Q("八宝回春汤 主治什么病", "prescribed_for", "八宝回春汤", F),
    Q("八宝玉枢丹 能治哪些病", "prescribed_for", "八宝玉枢丹", F),
    Q("八儿不汤 名字好奇怪 是治啥的", "prescribed_for", "八儿不汤", F),
    Q("八味黄耆散 用来治什么", "prescribed_for", "八味黄耆散", F),
    Q("八宝生肌丹 什么情况下用", "prescribed_for", "八宝生肌丹", F),
    # formula_has_alias
    Q("八痞丸 还有别的叫法吗", "formula_has_alias", "八痞丸", F),
    Q("八物参术丸 在别的书里叫啥", "formula_has_alias", "八物参术丸", F),
    Q("八味还睛散 又叫什么名字", "formula_has_alias", "八味还睛散", F),
    Q("八物定志丸 说的是哪个方子", "formula_has_alias", "八物定志丸", AL),
    # check_for_disease
    Q("尿三胆检查 是查什么病的", "check_for_disease", "尿三胆检查", C),
    Q("医生让我爸做个尿流率测定 这个能查出哪些病", "check_for_disease", "尿流率测定", C),
    Q("子宫颈活检 嗯 一般是怀疑什么病才做", "check_for_disease", "子宫颈活检", C),
    Q("去铁胺试验 是用来查哪些病的", "check_for_disease", "去铁胺试验", C),
    Q("我妈头晕去医院 让做人体重心平衡仪检查 这是查什么病", "check_for_disease", "人体重心平衡仪检查", C),
    Q("内生肌酐清除率检查 能看出哪些病来", "check_for_disease", "内生肌酐清除率检查", C),
    # check_for_symptom
    Q("尿酸度检查 一般是有什么症状才去查", "check_for_symptom", "尿酸度检查", C),
    Q("前列腺液显微镜检查 是针对哪些不舒服做的", "check_for_symptom", "前列腺液显微镜检查", C),
    Q("12小时尿沉渣计数 嗯 什么情况下要做这个", "check_for_symptom", "12小时尿沉渣计数", C),
    Q("尿白蛋白清除率检查 是查哪些症状的", "check_for_symptom", "尿白蛋白清除率检查", C),
    Q("介入性宫内取材检查 孕妇有什么情况才要做", "check_for_symptom", "介入性宫内取材检查", C),
    Q("我爸晚上老起夜 夜尿增多 然后要去做哪些检查", "check_for_symptom", "夜尿增多", S),
    # performed_by
    Q("我老婆约了宫腔镜检查 是去哪个科做啊", "performed_by", "宫腔镜检查", C),
    Q("心血管造影检查 归医院哪个科室管", "performed_by", "心血管造影检查", C),
    Q("神经科 嗯 都能做哪些检查", "performed_by", "神经科", DEP),
    Q("消化科 一般能给做什么检查", "performed_by", "消化科", DEP),
    # check_has_alias
    Q("单子上写着ECG 这个是什么检查", "check_has_alias", "ECG", AL),
    Q("静脉肾盂排泄造影 就是哪个检查", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("超声内镜检查 嗯 医生嘴里说的简称是啥", "check_has_alias", "超声内镜检查", C),
    Q("肌电图检查 英文缩写怎么写", "check_has_alias", "肌电图检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day24"))
