"""Writes `medical_everyday_12.jsonl`, a twelfth hand-written set of everyday Chinese questions for the demo network.

Like the eleventh, a training set for the demo's relation prior (the classifier from a question's
wording to the relation type it asks), not a held-out measure: what makes it useful is how widely
each relation type is asked. Every one of the 35 relation types is asked seven to nine times (259
questions), by patients, parents, elderly people, pharmacists, students and people who use
traditional Chinese medicine, with other verbs, question words and sentence shapes than the earlier
sets use (会不会捎带出别的毛病来, 过后身体会落下什么病根, 疼会窜到背部去吗, 被归进哪一类, 有哪些药能顶一顶,
是哪些病菌惹的祸, 和哪个基因突变脱不了干系, 外包装上的洋文名叫啥, 开方都写了哪些药, 挂哪个科的号),
colloquial and formal wordings side by side, the particles 呢/啊/呀/嘛, clauses of context (79
questions), double questions whose first part is the one asked about (出血性痴呆是属于哪种痴呆，还能不能
治好; 冠心丸是中成药还是化学药，饭前吃还是饭后吃; 颈动脉彩超检查主要排查什么病，要空腹吗), and two slips a phone
keyboard makes where the network's name stays intact (用那些抗真菌的药, 是怎么行成的). 29 questions name
the one neighbour they ask about, 33 are asked from the relation's target end (哪些病到最后可能会引发
脑卒中, 哪些癌症会转移到甲状腺, 哪些古方用到了血竭, 妇产科能做什么检查).

Entities: 211 of the 259 questions are about an entity no other set uses (dev, everyday 1-11,
aliases 1-3); the relation types whose records the earlier sets have used up (prevalent_in, invades,
metastasizes_to, differential_diagnosis, formula_has_alias, performed_by, check_has_alias) bring some
back, asked another way or from the target end. No question repeats one of another set's
(tests/test_eval_devset.py checks it). Where a name is carried by records of several types the wording
says which is meant (寻常型银屑病这个皮肤病, 肾积水这个病, 肺纤维化这个病, 颞叶癫痫这个病 ask about the
diseases; 畏光得厉害，这个症状 and 老是嗳气 … 这个副作用 about the symptoms). Names inside names come
naturally with this network: 128 questions are about a record whose name holds the name of another
disease, symptom, drug, check, material or formula record of three characters or more, or lies inside
a longer one (胆石性肠梗阻 holds 肠梗阻, 恶性胸腔积液 holds 胸腔积液, 妊娠合并急性胆囊炎 holds 急性胆囊炎,
手指老年骨性关节炎 holds 关节炎, 小儿一氧化碳中毒 holds 一氧化碳中毒, 家族性颞叶癫痫 holds 颞叶癫痫; 小细胞肺癌
lies inside 非小细胞肺癌, 三七 inside 三七片).

Aliases: 42 questions name their entity by an alias the network records for that very instance
(`unrecorded_aliases`, the fourth set's check, runs before the set is built) and 14 more ask what an
alias stands for, of many kinds:
- drug trade names (11, below);
- folk and old names of diseases: 羊癫风 (twice), 伤风, 酒精中毒, 糙皮病, 血紫质病, 脑瘤, 附件炎;
- abbreviations and shortened names: 绒癌, 血胆症, 椎间盘突出 (症 dropped), 脊柱侧弯, 巴顿骨折 (for barton骨折),
  三度房室传导阻滞 (for 完全性房室传导阻滞);
- other names of the same disease, with a part added or reworded: 复发性口腔溃疡, 复发性口疮, 亚斯伯格综合征,
  卵巢静脉综合征, 心因性呕吐, 牙本质过敏症, 剥脱性皮炎, 北美芽生菌病, 高催乳素血症;
- medicinal material aliases: 打碗花, 肥猪草, 白番杏, 谷虫, 鬼伞, 番鸭, 都梁香, 文蛤肉;
- what an alias stands for (the gold is the alias instance, answered by the record(s) listing it):
  疲劳骨折, 葡糖脑苷脂病, 羊癫风, 血胆症 (diseases); 乐可舒, 锐思力 (drugs); 马兰头, 潼蒺藜 (materials);
  利气丸, 还晴散 (formula aliases); RPR, EEG, electromyography, newborn screening (checks, English
  abbreviations and names).

Drug trade names: 11 questions name a drug by a trade name its record's `trade_name` property lists
(拜新同, 万艾可, 速尿针, 安康信, 泰勒宁, 左洛复, 畅沛, 克力芝, 普拉固, 派立明, 惠百释). Every one of these names is
also a drug record of its own (the source writes the product twice). They are labelled as in the
first, eighth, ninth and eleventh sets: the gold entity is the standard record (硝苯地平控释片,
枸橼酸西地那非片, 呋塞米注射液, 依托考昔片, 氨酚羟考酮片, 盐酸舍曲林片, 酒石酸伐尼克兰片, 洛匹那韦利托那韦片,
普伐他汀钠片, 布林佐胺滴眼液, 硫酸沙丁胺醇控释片), the mention is the trade name and the line is tagged
`alias`, because a patient holding the box asks about the medicine, and the standard record is the
one that names it, holds its class and lists the trade name. 泰勒宁 is listed by both 氨酚羟考酮片 and
氨酚羟考酮胶囊; the question (开了泰勒宁止痛) is about the tablet, the form sold under that name.

Other names the network holds under two records (17 questions besides the trade names); the gold
record is the one the question is judged to mean:
- 附件炎 is a disease record and an alias of 慢性输卵管卵巢炎. "附件炎用啥消炎药效果好" is about the record
  附件炎 (by its name; it holds the drugs); "附件炎具体是哪两个地方发炎了" is about 慢性输卵管卵巢炎 (by its
  alias), the only one of the two recording the site.
- 高催乳素血症 and 高泌乳素血症 are two disease records, each the other's alias. "高催乳素血症一般都是哪类人得"
  is about the record of its name, which holds its own population; "高催乳素血症查出来了，看病该挂内分泌科
  还是别的科" is about 高泌乳素血症 (by its alias), the only one recording a department.
- 伤风, 酒精中毒, 脑瘤, 糙皮病, 剥脱性皮炎 and 脊柱侧弯 are disease records holding nothing of what is asked
  (脊柱侧弯 holds only its parent) as well as aliases of 急性鼻炎, 乙醇中毒, 颅内肿瘤, 烟酸缺乏症, 红皮病 and
  脊柱侧凸; each question is about the record that lists the alias.
- 复发性口疮 is an alias of two disease records (口腔溃疡, 复发性阿弗他溃疡); "复发性口疮是不是年轻姑娘更容易长"
  is about 复发性阿弗他溃疡, which alone records who gets it.
- 羊癫风 is an alias of 小儿癫痫 and 癫痫病; the two questions that speak of a child (孩子犯羊癫风了,
  孩子怎么会得羊癫风的) are about 小儿癫痫, and "羊癫风是什么病的土叫法" is about the alias instance,
  answered by both.
- 心肌梗死 is a disease record and an alias of 心肌梗塞; the question names it and asks for its risk
  factors, which it holds, so it is about the record of its name.
- 乐可舒 and 锐思力 are drug records as well as drug_has_alias aliases; the two questions ask which drug
  the name stands for, so their gold is the alias instance.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_12.py    # rewrites bench/sets/medical_everyday_12.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import AL, BP, C, D, DC, DEP, DR, EF, F, IN, M, PO, RE, S, Q  # noqa: E402
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_12.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我爷爷有好些年的肺源性心脏病了，最近喘得更凶，这病一犯身上会有哪些难受的地方呢", "has_symptom", "肺源性心脏病", D),
    Q("急性甲状腺炎脖子前面会怎么样，还会跟着出现哪些症状", "has_symptom", "急性甲状腺炎", D),
    Q("去新疆牧区玩被蜱虫咬了，新疆出血热染上了人会出现哪些情形呀", "has_symptom", "新疆出血热", D),
    Q("马尔堡病毒病感染以后临床上都表现成啥样", "has_symptom", "马尔堡病毒病", D),
    Q("椎基底动脉供血不足的人会不会天旋地转地眩晕啊", "has_symptom", "椎基底动脉供血不足", D, named="眩晕"),
    Q("胆石性肠梗阻发作起来肚子是啥感觉，会不会吐", "has_symptom", "胆石性肠梗阻", D),
    Q("眼睛一见亮就睁不开，畏光得厉害，这个症状可能是哪些病带来的嘛", "has_symptom", "畏光", S),
    Q("血紫质病犯病的时候身上会冒出哪些症状呀", "has_symptom", "卟啉病", D, mention="血紫质病"),
    # designated_to
    Q("一到春天孩子眼睛就痒得直揉，大夫说是春季结膜炎，复诊该找哪个科呢", "designated_to", "春季结膜炎", D),
    Q("雄激素性脱发头顶越来越稀了，医院里哪个科室接诊这个", "designated_to", "雄激素性脱发", D),
    Q("女儿十五了月经还没来，怀疑处女膜闭锁，得去哪科就诊啊", "designated_to", "处女膜闭锁", D),
    Q("宝宝脖子老歪向一边，像是小儿肌性斜颈，到医院应该奔哪个科", "designated_to", "小儿肌性斜颈", D),
    Q("孩子犯羊癫风了，抽完以后该带他去看哪个科的门诊", "designated_to", "小儿癫痫", D, mention="羊癫风"),
    Q("娃把花生米呛进气管了，小儿气管支气管异物这种急症往哪个科送", "designated_to", "小儿气管支气管异物", D),
    Q("高催乳素血症查出来了，看病该挂内分泌科还是别的科", "designated_to", "高泌乳素血症", D, mention="高催乳素血症"),
    Q("孩子体检查出脊柱侧弯，要去医院哪个科进一步看", "designated_to", "脊柱侧凸", D, mention="脊柱侧弯"),
    # checks
    Q("血胆症要做些什么检查才能确诊", "checks", "胆道出血", D, mention="血胆症"),
    Q("绒癌一般靠什么检查发现的", "checks", "绒毛膜癌", D, mention="绒癌"),
    Q("恶性胸腔积液要抽水化验吗，另外还要查哪些", "checks", "恶性胸腔积液", D),
    Q("先天性二尖瓣畸形要不要做超声心动图检查", "checks", "先天性二尖瓣畸形", D, named="超声心动图检查"),
    Q("脑血吸虫病是验大便查出来的还是抽脑脊液查出来的，都有哪些检查手段", "checks", "脑血吸虫病", D),
    Q("疑似脊髓灰质炎的小孩，医生会安排哪些化验和片子", "checks", "脊髓灰质炎", D),
    Q("阻塞性肺气肿诊断时得查哪几项，要吹肺功能吗", "checks", "阻塞性肺气肿", D),
    # has_complication
    Q("产检说胎儿是臀先露，生的时候可能出什么岔子呀", "has_complication", "臀先露", D),
    Q("胰腺脓肿处理不及时的话，还可能并发哪些病", "has_complication", "胰腺脓肿", D),
    Q("间插血吸虫病拖下去会不会闹成肝硬化", "has_complication", "间插血吸虫病", D, named="肝硬化"),
    Q("伤风鼻塞没当回事，会不会捎带出别的毛病来", "has_complication", "急性鼻炎", D, mention="伤风"),
    Q("喝酒喝到酒精中毒，过后身体会落下什么病根", "has_complication", "乙醇中毒", D, mention="酒精中毒"),
    Q("肺源性心脏病到了后期容易并发些啥", "has_complication", "肺源性心脏病", D),
    Q("哪些病到最后可能会引发脑卒中", "has_complication", "脑卒中", D, reverse=True),
    Q("妊娠合并急性胆囊炎的孕妇要提防出现哪些并发症", "has_complication", "妊娠合并急性胆囊炎", D),
    # cures
    Q("隐球菌病一般用那些抗真菌的药", "cures", "隐球菌病", D),
    Q("误吃了生苦杏仁可能会氰化物中毒，有什么解毒的药物", "cures", "氰化物中毒", D),
    Q("慢性膀胱炎三天两头犯，大夫一般给开哪些药呢", "cures", "慢性膀胱炎", D),
    Q("颞叶癫痫这个病能不能用卡马西平胶囊控制住啊", "cures", "颞叶癫痫", D, named="卡马西平胶囊"),
    Q("黑热病打什么针治，要打多久", "cures", "黑热病", D),
    Q("三度房室传导阻滞心跳慢得吓人，有哪些药能顶一顶", "cures", "完全性房室传导阻滞", D, mention="三度房室传导阻滞"),
    Q("附件炎用啥消炎药效果好", "cures", "附件炎", D),
    Q("寻常型银屑病这个皮肤病身上一块一块的，抹什么药膏能压下去", "cures", "寻常型银屑病", D),
    # shown_on
    Q("腓总神经卡压症麻木的是腿上哪一块", "shown_on", "腓总神经卡压症", D),
    Q("手指老年骨性关节炎主要犯在手上哪个关节呀", "shown_on", "手指老年骨性关节炎", D),
    Q("附件炎具体是哪两个地方发炎了", "shown_on", "慢性输卵管卵巢炎", D, mention="附件炎"),
    Q("复发性口腔溃疡老爱长在嘴里什么位置", "shown_on", "复发性阿弗他溃疡", D, mention="复发性口腔溃疡"),
    Q("椎间盘突出会出在脊柱的哪几段", "shown_on", "椎间盘突出症", D, mention="椎间盘突出"),
    Q("小儿雅司病会在孩子身上哪些部位发作呢", "shown_on", "小儿雅司病", D),
    Q("头皮上长东西，可能是哪些病长在了头皮这个部位", "shown_on", "头皮", BP),
    # has_alias
    Q("戈谢病在书上还有个什么学名，是罕见病吗", "has_alias", "戈谢病", D),
    Q("胫骨应力骨折跑步的人一般管它叫什么骨折", "has_alias", "胫骨应力骨折", D),
    Q("艾滋病恐惧症网上一般简称个啥", "has_alias", "艾滋病恐惧症", D),
    Q("暴露性角膜炎有医生叫它兔眼什么的，它的别称都有哪些", "has_alias", "暴露性角膜炎", D),
    Q("十字韧带损伤换个说法叫什么韧带损伤", "has_alias", "十字韧带损伤", D),
    Q("疲劳骨折是哪个部位骨折的俗称", "has_alias", "疲劳骨折", AL),
    Q("葡糖脑苷脂病对应的常用病名是什么，这病遗传吗", "has_alias", "葡糖脑苷脂病", AL),
    Q("羊癫风是什么病的土叫法，正式病名叫啥", "has_alias", "羊癫风", AL),
    Q("血胆症这个说法指的是哪个病", "has_alias", "血胆症", AL),
    # caused_by
    Q("肾积水这个病是怎么行成的呢", "caused_by", "肾积水", D),
    Q("乳腺腺病跟内分泌失调有关系吗，诱因到底是啥", "caused_by", "乳腺腺病", D),
    Q("角膜基质炎是哪些病菌惹的祸", "caused_by", "角膜基质炎", D),
    Q("肝腺瘤的发生跟吃避孕药有牵扯吗", "caused_by", "肝腺瘤", D),
    Q("打篮球起跳落地髌腱断裂了，这种伤是怎么造成的", "caused_by", "髌腱断裂", D),
    Q("孩子怎么会得羊癫风的，是脑子里哪儿出了问题", "caused_by", "小儿癫痫", D, mention="羊癫风"),
    Q("肺纤维化这个病是抽烟抽出来的吗，还有啥诱因", "caused_by", "肺纤维化", D),
    Q("糙皮病是身体缺了啥才得上的，还有别的原因吗", "caused_by", "烟酸缺乏症", D, mention="糙皮病"),
    # has_risk_factor
    Q("恶性贫血跟血统有关系吗，什么人风险高", "has_risk_factor", "恶性贫血", D),
    Q("心境障碍的高危因素有哪些", "has_risk_factor", "心境障碍", D),
    Q("年纪轻轻也会心肌梗死吗，都有哪些危险因素", "has_risk_factor", "心肌梗死", D),
    Q("缺血性心脏病的人情绪一激动就会诱发吗", "has_risk_factor", "缺血性心脏病", D, named="情绪激动"),
    Q("遗传性乳腺癌和哪个基因突变脱不了干系", "has_risk_factor", "遗传性乳腺癌", D),
    Q("肝纤维化在哪种情况下风险会更大", "has_risk_factor", "肝纤维化", D),
    Q("喉恶性肿瘤之前有什么先兆病变要警惕", "has_risk_factor", "喉恶性肿瘤", D),
    # common_in
    Q("小儿肠套叠多大的孩子最常见啊", "common_in", "小儿肠套叠", D),
    Q("鞍上生殖细胞瘤好发在什么年纪的孩子身上，男孩女孩哪个多", "common_in", "鞍上生殖细胞瘤", D),
    Q("眼眶炎性假瘤主要是多大岁数的人得", "common_in", "眼眶炎性假瘤", D),
    Q("甲型H1N1流感哪些人容易中招", "common_in", "甲型H1N1流感", D),
    Q("复发性口疮是不是年轻姑娘更容易长", "common_in", "复发性阿弗他溃疡", D, mention="复发性口疮"),
    Q("椎间盘突出症以哪个年龄层的人居多", "common_in", "椎间盘突出症", D),
    Q("青壮年男性要当心哪些好发的病", "common_in", "青壮年男性", PO),
    Q("高催乳素血症一般都是哪类人得", "common_in", "高催乳素血症", D),
    # prevalent_in
    Q("胃癌在东亚是不是特别多", "prevalent_in", "胃癌", D, named="东亚"),
    Q("狂犬病现在主要集中在什么样的国家", "prevalent_in", "狂犬病", D),
    Q("组织胞浆菌病在美国哪片河谷多见，别的大洲呢", "prevalent_in", "组织胞浆菌病", D),
    Q("偏头痛发病率在哪些国家统计出来比较高", "prevalent_in", "偏头痛", D),
    Q("发展中国家常见的流行病有哪几种", "prevalent_in", "发展中国家", RE),
    Q("溃疡性结肠炎在南北半球哪边多一些", "prevalent_in", "溃疡性结肠炎", D),
    Q("隐球菌性脑膜炎在非洲哪几个国家高发", "prevalent_in", "隐球菌性脑膜炎", D),
    # treated_with
    Q("亚斯伯格综合征的孩子要怎么干预治疗", "treated_with", "阿斯伯格综合征", D, mention="亚斯伯格综合征"),
    Q("植物神经紊乱心慌睡不着，该怎么调治", "treated_with", "植物神经紊乱", D),
    Q("卵巢静脉综合征轻的和重的分别怎么治", "treated_with", "盆腔淤血综合征", D, mention="卵巢静脉综合征"),
    Q("垂体腺瘤一定要开刀吗，手术后还要接着做什么治疗", "treated_with", "垂体腺瘤", D),
    Q("大肠类癌除了手术切还有哪些治疗手段", "treated_with", "大肠类癌", D),
    Q("小儿一氧化碳中毒救出来以后要进高压氧舱吗", "treated_with", "小儿一氧化碳中毒", D, named="高压氧治疗"),
    Q("肩胛上神经卡压症能不能先保守治疗", "treated_with", "肩胛上神经卡压症", D, named="保守治疗"),
    Q("泛发性扁平黄色瘤靠饮食能治吗，一共有哪些疗法", "treated_with", "泛发性扁平黄色瘤", D),
    # metastasizes_to
    Q("转移性乳腺癌会不会长到肋骨上", "metastasizes_to", "转移性乳腺癌", D, named="肋骨"),
    Q("肛门癌扩散的时候先找上哪些淋巴结，还会去哪", "metastasizes_to", "肛门癌", D),
    Q("非小细胞肺癌晚期最怕转到哪几个器官", "metastasizes_to", "非小细胞肺癌", D),
    Q("内膜癌的转移途径都有哪些", "metastasizes_to", "内膜癌", D),
    Q("哪些癌症会转移到甲状腺", "metastasizes_to", "甲状腺", BP),
    Q("瘤型麻风会波及眼睛和睾丸吗，还会蔓延到哪", "metastasizes_to", "瘤型麻风", D),
    Q("真菌性脑膜炎除了脑子还会累及到哪些地方", "metastasizes_to", "真菌性脑膜炎", D),
    # invades
    Q("胰腺炎的疼会窜到背部去吗", "invades", "胰腺炎", D, named="背部"),
    Q("喉癌长大了会不会侵犯声带和会厌", "invades", "喉癌", D),
    Q("胆管癌会侵到门静脉吗，还会侵犯哪儿", "invades", "胆管癌", D),
    Q("哪些病会侵犯到扁桃体上", "invades", "扁桃体", BP),
    Q("腹主动脉瘤会压迫侵袭到什么地方", "invades", "腹主动脉瘤", D),
    Q("小细胞肺癌会直接长进胸壁里吗", "invades", "小细胞肺癌", D, named="胸壁"),
    Q("血吸虫病的虫子会侵入哪些血管", "invades", "血吸虫病", D),
    # is_subtype_of
    Q("手腕摔了诊断是巴顿骨折，它归属哪一类骨折", "is_subtype_of", "barton骨折", D, mention="巴顿骨折"),
    Q("葡萄球菌性关节炎是哪种关节炎底下的", "is_subtype_of", "葡萄球菌性关节炎", D),
    Q("心因性呕吐在分类上算进食障碍吗", "is_subtype_of", "神经性呕吐", D, mention="心因性呕吐", named="进食障碍"),
    Q("牙本质过敏症一吃冷的就酸，这在分类上是什么病的一种", "is_subtype_of", "牙齿感觉过敏症", D, mention="牙本质过敏症"),
    Q("出血性痴呆是属于哪种痴呆，还能不能治好", "is_subtype_of", "出血性痴呆", D),
    Q("剥脱性皮炎在皮肤病里被归进哪一类", "is_subtype_of", "红皮病", D, mention="剥脱性皮炎"),
    Q("肺源性心脏病底下细分成哪些具体的病", "is_subtype_of", "肺源性心脏病", D, reverse=True),
    Q("家族性颞叶癫痫算哪个大病种里的", "is_subtype_of", "家族性颞叶癫痫", D),
    # related_disease
    Q("抗肾小球基底膜病和哪种肾病是相关的", "related_disease", "抗肾小球基底膜病", D),
    Q("躯体形式障碍常和什么病连在一起说", "related_disease", "躯体形式障碍", D),
    Q("北美芽生菌病会跟脑炎扯上关系吗", "related_disease", "芽生菌病", D, mention="北美芽生菌病", named="脑炎"),
    Q("脑瘤病人为什么要防着癫痫，这俩病有关吗", "related_disease", "颅内肿瘤", D, mention="脑瘤"),
    Q("生长激素缺乏症和什么垂体的病有关联", "related_disease", "生长激素缺乏症", D),
    Q("急性会厌炎的相关疾病都有哪些", "related_disease", "急性会厌炎", D),
    Q("长了黄色瘤，是不是跟胆固醇高的病有关", "related_disease", "黄色瘤", D),
    # differential_diagnosis
    Q("寨卡病毒感染跟登革热怎么分辨", "differential_diagnosis", "寨卡病毒感染", D, named="登革热"),
    Q("紧张性头痛最容易被误当成什么病", "differential_diagnosis", "紧张性头痛", D),
    Q("肥厚性心肌病和运动员心脏怎么区分，还要排除啥", "differential_diagnosis", "肥厚性心肌病", D),
    Q("帕金森病确诊前得先排除掉哪些情况", "differential_diagnosis", "帕金森病", D),
    Q("毛细胞白血病要和哪几种血液病鉴别", "differential_diagnosis", "毛细胞白血病", D),
    Q("胸口疼说是心绞痛，会不会其实是食管痉挛", "differential_diagnosis", "心绞痛", D, named="食管痉挛"),
    Q("日光性角化跟基底细胞癌长得像吗，怎么鉴别", "differential_diagnosis", "日光性角化", D, named="基底细胞癌"),
    # indicated_for
    Q("老爸每天早上吃一片拜新同，这药是治啥的", "indicated_for", "硝苯地平控释片", DR, mention="拜新同"),
    Q("万艾可的适应症是什么", "indicated_for", "枸橼酸西地那非片", DR, mention="万艾可"),
    Q("冬凌草糖浆对嗓子哪些毛病有效", "indicated_for", "冬凌草糖浆", DR),
    Q("速尿针打了是利尿消肿的吧，都用在哪些病上", "indicated_for", "呋塞米注射液", DR, mention="速尿针"),
    Q("安儿宁颗粒小孩发热能喝吗", "indicated_for", "安儿宁颗粒", DR, named="发热"),
    Q("养胃舒颗粒适合什么胃病吃呀", "indicated_for", "养胃舒颗粒", DR),
    Q("嘴里长口腔炎了，有哪些药可以对症用", "indicated_for", "口腔炎", D),
    Q("安康信这个止疼药都能治哪些病", "indicated_for", "依托考昔片", DR, mention="安康信"),
    # has_adverse_reaction
    Q("开刀后开了泰勒宁止痛，吃了会有啥不良反应", "has_adverse_reaction", "氨酚羟考酮片", DR, mention="泰勒宁"),
    Q("甲砜霉素肠溶片会不会引起再生障碍性贫血", "has_adverse_reaction", "甲砜霉素肠溶片", DR, named="再生障碍性贫血"),
    Q("枸橼酸喷托维林滴丸吃了口干正常吗，还有别的反应吗", "has_adverse_reaction", "枸橼酸喷托维林滴丸", DR),
    Q("磷酸川芎嗪胶囊的副作用大不大", "has_adverse_reaction", "磷酸川芎嗪胶囊", DR),
    Q("三维葡磷钙咀嚼片给孩子嚼着吃，要留意哪些不良反应", "has_adverse_reaction", "三维葡磷钙咀嚼片", DR),
    Q("左洛复刚开始吃恶心得厉害，还会有哪些反应", "has_adverse_reaction", "盐酸舍曲林片", DR, mention="左洛复"),
    Q("畅沛是戒烟用的吧，吃了人会有哪些不舒服", "has_adverse_reaction", "酒石酸伐尼克兰片", DR, mention="畅沛"),
    Q("最近老是嗳气，会不会是吃的药闹的，哪些药有这个副作用", "has_adverse_reaction", "嗳气", S),
    # has_ingredient
    Q("益血合剂是用哪些药材熬的", "has_ingredient", "益血合剂", DR),
    Q("三七片里头除了三七还掺了些啥", "has_ingredient", "三七片", DR),
    Q("复方丁香开胃贴贴在肚脐上，里面放了哪些成分", "has_ingredient", "复方丁香开胃贴", DR),
    Q("玉簪清咽十五味丸的十五味都是啥", "has_ingredient", "玉簪清咽十五味丸", DR),
    Q("克力芝这个抗病毒药含哪两种成分", "has_ingredient", "洛匹那韦利托那韦片", DR, mention="克力芝"),
    Q("哪些中成药的配料里有丁香", "has_ingredient", "丁香", IN),
    Q("吡哌酸滴丸主要成分是什么", "has_ingredient", "吡哌酸滴丸", DR),
    # is_a_level3
    Q("去氧氟尿苷片属于哪类抗肿瘤药", "is_a_level3", "去氧氟尿苷片", DR),
    Q("盐酸酚苄明片在药理上是什么作用的药", "is_a_level3", "盐酸酚苄明片", DR),
    Q("葡萄糖酸锌胶囊是补什么的药", "is_a_level3", "葡萄糖酸锌胶囊", DR),
    Q("海马舒活膏按科别分属于哪科用药", "is_a_level3", "海马舒活膏", DR),
    Q("有哪些药是交感神经抑制药", "is_a_level3", "交感神经抑制药", DC),
    Q("硒酵母胶囊这种保健药按用途归哪一类", "is_a_level3", "硒酵母胶囊", DR),
    Q("大夫给开了普拉固降血脂，它在用途分类上是哪种药", "is_a_level3", "普伐他汀钠片", DR, mention="普拉固"),
    Q("甘草酸二铵肠溶胶囊是护肝的吗，用途分类是啥", "is_a_level3", "甘草酸二铵肠溶胶囊", DR),
    # belongs_to
    Q("派立明眼药水在药品分类里算哪一类", "belongs_to", "布林佐胺滴眼液", DR, mention="派立明"),
    Q("冠心丸是中成药还是化学药，饭前吃还是饭后吃", "belongs_to", "冠心丸", DR),
    Q("溶菌酶含片归到哪种制剂里", "belongs_to", "溶菌酶含片", DR),
    Q("五子衍宗软胶囊在分类上是补什么的", "belongs_to", "五子衍宗软胶囊", DR),
    Q("盐酸美西律胶囊是第几型的抗心律失常药", "belongs_to", "盐酸美西律胶囊", DR),
    Q("惠百释是平喘的药吗，归哪个药品类别", "belongs_to", "硫酸沙丁胺醇控释片", DR, mention="惠百释"),
    Q("除翳明目片在药店里放哪个类别", "belongs_to", "除翳明目片", DR),
    # drug_has_alias
    Q("比索洛尔氢氯噻嗪片外包装上的洋文名叫啥", "drug_has_alias", "比索洛尔氢氯噻嗪片", DR),
    Q("氯膦酸二钠胶囊英文名怎么写", "drug_has_alias", "氯膦酸二钠胶囊", DR),
    Q("给孩子打的脊髓灰质炎灭活疫苗，商品名叫什么", "drug_has_alias", "脊髓灰质炎灭活疫苗", DR),
    Q("消食药另外还有哪些称呼", "drug_has_alias", "消食药", DR),
    Q("琥珀安神丸古书里还叫什么丸", "drug_has_alias", "琥珀安神丸", DR),
    Q("乐可舒到底是哪个药", "drug_has_alias", "乐可舒", AL),
    Q("锐思力对应的是哪种降压药", "drug_has_alias", "锐思力", AL),
    # mainly_treats
    Q("木黄连能治痢疾吗", "mainly_treats", "木黄连", M, named="痢疾"),
    Q("多头风轮菜对黄疸有用吗，主治哪些", "mainly_treats", "多头风轮菜", M),
    Q("打碗花入药主要治什么病", "mainly_treats", "旋花", M, mention="打碗花"),
    Q("蜈蚣泡酒能治啥病", "mainly_treats", "蜈蚣", M),
    Q("桐根这味草药拿来治哪些病症", "mainly_treats", "桐根", M),
    Q("蒲桃种子对糖尿病有用吗", "mainly_treats", "蒲桃种子", M, named="糖尿病"),
    Q("肥猪草能治风湿吗，主要治啥", "mainly_treats", "豨莶草", M, mention="肥猪草"),
    Q("腮帮子肿的痄腮有什么草药可以治", "mainly_treats", "痄腮", D),
    # has_efficacy
    Q("羊血入药有啥功效", "has_efficacy", "羊血", M),
    Q("东风菜能明目吗，还有什么功效", "has_efficacy", "东风菜", M),
    Q("白番杏这种野菜有什么药效", "has_efficacy", "番杏", M, mention="白番杏"),
    Q("谷虫作药用有什么作用", "has_efficacy", "五谷虫", M, mention="谷虫"),
    Q("鬼伞这种蘑菇入药有什么功用", "has_efficacy", "墨汁鬼伞", M, mention="鬼伞"),
    Q("绿玉树能催乳吗", "has_efficacy", "绿玉树", M, named="催乳"),
    Q("哪些药材有降压的功效", "has_efficacy", "降压", EF),
    # distributed_in
    Q("带叶报春花生长在哪些省区", "distributed_in", "带叶报春花", M),
    Q("番鸭作为药材哪些地方有养", "distributed_in", "洋鸭", M, mention="番鸭"),
    Q("都梁香在哪些省份出产", "distributed_in", "佩兰", M, mention="都梁香"),
    Q("文蛤肉产在哪里", "distributed_in", "蛤蜊肉", M, mention="文蛤肉"),
    Q("还阳草根在贵州有吗", "distributed_in", "还阳草根", M, named="贵州"),
    Q("多花筋骨草北方哪几个省能挖到", "distributed_in", "多花筋骨草", M),
    Q("血竭这种药材是从哪些地方来的", "distributed_in", "血竭", M),
    # material_has_alias
    Q("蜘蛛香在民间有哪些俗称", "material_has_alias", "蜘蛛香", M),
    Q("婆罗门皂荚的别名有几个，都叫啥", "material_has_alias", "婆罗门皂荚", M),
    Q("锅焦就是锅底那层焦饭吧，它还叫什么", "material_has_alias", "锅焦", M),
    Q("金沸草有哪些异名", "material_has_alias", "金沸草", M),
    Q("马兰头是哪种药材", "material_has_alias", "马兰头", AL),
    Q("潼蒺藜说的是哪味药", "material_has_alias", "潼蒺藜", AL),
    Q("苦楝皮在药房的单子上还有什么写法", "material_has_alias", "苦楝皮", M),
    # composed_of
    Q("菝葜酒要用什么来酿", "composed_of", "菝葜酒", F),
    Q("八厘丸由哪几味组成", "composed_of", "八厘丸", F),
    Q("八珍养血汤开方都写了哪些药", "composed_of", "八珍养血汤", F),
    Q("八味降压汤里有夏枯草吗", "composed_of", "八味降压汤", F, named="夏枯草"),
    Q("八仙斑龙胶要准备哪些药材", "composed_of", "八仙斑龙胶", F),
    Q("哪些古方用到了血竭", "composed_of", "血竭", IN),
    Q("八风十二痹散的成分是什么", "composed_of", "八风十二痹散", F),
    # formula_has_efficacy
    Q("清瘟败毒饮起的是啥作用", "formula_has_efficacy", "清瘟败毒饮", F),
    Q("完带汤能止白带吗，功效是什么", "formula_has_efficacy", "完带汤", F),
    Q("七宝美髯丹真能让白头发变黑吗", "formula_has_efficacy", "七宝美髯丹", F, named="乌发壮骨"),
    Q("定喘汤有哪些功用", "formula_has_efficacy", "定喘汤", F),
    Q("实脾散是温阳的还是清热的", "formula_has_efficacy", "实脾散", F),
    Q("泰山磐石散安胎靠的是什么功效", "formula_has_efficacy", "泰山磐石散", F),
    Q("哪些方剂能清热化痰", "formula_has_efficacy", "清热化痰", EF),
    # prescribed_for
    Q("麻子仁丸主治哪种便秘", "prescribed_for", "麻子仁丸", F),
    Q("失笑散是给哪些病开的", "prescribed_for", "失笑散", F),
    Q("咳血方用在什么证候上", "prescribed_for", "咳血方", F),
    Q("萆薢分清汤对小便浑浊有效吗，主治什么", "prescribed_for", "萆薢分清汤", F),
    Q("八神汤对恶心呕吐管用吗", "prescribed_for", "八神汤", F, named="呕吐"),
    Q("镇肝熄风汤治疗哪些病", "prescribed_for", "镇肝熄风汤", F),
    Q("身上长痈疽了可以用什么方剂", "prescribed_for", "痈疽", D),
    # formula_has_alias
    Q("八风续命汤别称是什么", "formula_has_alias", "八风续命汤", F),
    Q("巴戟浸酒还有一个名字叫啥", "formula_has_alias", "巴戟浸酒", F),
    Q("八味厚朴丸在别的方书里简作什么", "formula_has_alias", "八味厚朴丸", F),
    Q("八生饮子另称什么，跟八生散是一个方不", "formula_has_alias", "八生饮子", F),
    Q("利气丸是哪首方的别名", "formula_has_alias", "利气丸", AL),
    Q("还晴散指的是哪首方", "formula_has_alias", "还晴散", AL),
    Q("八物肾气丸在其他书里怎么称呼", "formula_has_alias", "八物肾气丸", F),
    # check_for_disease
    Q("颈动脉彩超检查主要排查什么病，要空腹吗", "check_for_disease", "颈动脉彩超检查", C),
    Q("做皮肤点刺试验检查是为了确诊哪些过敏的病", "check_for_disease", "皮肤点刺试验检查", C),
    Q("肥达氏反应检查阳性说明可能得了什么病", "check_for_disease", "肥达氏反应检查", C),
    Q("尿液雌二醇检查能诊断性早熟吗", "check_for_disease", "尿液雌二醇检查", C, named="性早熟"),
    Q("血清肌酐检查异常可能是哪些病", "check_for_disease", "血清肌酐检查", C),
    Q("潮气容量检查跟什么肺病相关", "check_for_disease", "潮气容量检查", C),
    Q("婴幼儿呼吸检查能查出哪些毛病", "check_for_disease", "婴幼儿呼吸检查", C),
    # check_for_symptom
    Q("尿道分泌物检查是有什么不舒服的时候做", "check_for_symptom", "尿道分泌物检查", C),
    Q("肌张力检查针对的是哪些症状", "check_for_symptom", "肌张力检查", C),
    Q("眼睛干涩刺痛，要做泪液乳酸脱氢酶检查吗", "check_for_symptom", "泪液乳酸脱氢酶检查", C, named="眼睛刺痛"),
    Q("泌尿系统CT检查碰到哪些症状会开", "check_for_symptom", "泌尿系统CT检查", C),
    Q("胃粘膜活检和哪些症状有关", "check_for_symptom", "胃粘膜活检", C),
    Q("粪便结石检查适合哪些表现的人", "check_for_symptom", "粪便结石检查", C),
    Q("血小板检查项目一般是出现什么症状才查", "check_for_symptom", "血小板检查项目", C),
    # performed_by
    Q("做新生儿疾病筛查检查是去儿科吗", "performed_by", "新生儿疾病筛查检查", C, named="儿科"),
    Q("静脉尿路造影检查挂哪个科的号", "performed_by", "静脉尿路造影检查", C),
    Q("无痛胃镜检查是消化科安排的吗", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("心血管造影检查一般在哪个科室完成", "performed_by", "心血管造影检查", C),
    Q("妇产科能做什么检查", "performed_by", "妇产科", DEP),
    Q("泌尿外科负责哪项检查", "performed_by", "泌尿外科", DEP),
    Q("脑电图检查由什么科室负责操作", "performed_by", "脑电图检查", C),
    # check_has_alias
    Q("RPR是什么检查的缩写", "check_has_alias", "RPR", AL),
    Q("EEG对应哪个检查", "check_has_alias", "EEG", AL),
    Q("electromyography指的是什么检查", "check_has_alias", "electromyography", AL),
    Q("newborn screening说的是哪个检查", "check_has_alias", "newborn screening", AL),
    Q("心电图检查写成英文缩写是啥", "check_has_alias", "心电图检查", C),
    Q("脑电图检查的英文名称都有哪些", "check_has_alias", "脑电图检查", C),
    Q("快速血浆反应素试验简写成什么", "check_has_alias", "快速血浆反应素试验", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day12"))
