"""Writes `medical_everyday_5.jsonl`, a fifth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the four other everyday sets and, like the third and fourth, kept as a held-out
measure: nothing in it was chosen or reworded after seeing how the project answers it. Other
diseases, drugs, medicinal materials, formulas and checks than the other sets wherever the network
allows (the relation types with few instances — invades, performed_by, check_has_alias — bring a
few back, asked another way or from the target end). Every one of the network's relation types is
asked four to six times, by patients, parents, elderly people and their children, pharmacists,
students and people who use traditional Chinese medicine.

The wording goes further from the relation names than the earlier sets: other verbs and sentence
shapes (该奔哪个科, 会闹出什么别的病来, 医院里是哪一科管), particles (呢, 啊, 呀, 嘛), run-on
questions with a clause of context, a few slips a phone keyboard makes where the network's name
stays intact (有什么要能吃吃), and double questions whose first part is the one asked about (梅核气
是什么病，要吃什么药 asks for its parent disease). Some name two instances, some are asked from
the relation's target end (哪些病会让男人出现早泄这种症状, 福建山里能找到哪些中药材), and some
are about names several records carry, with the wording saying which is meant (早泄 as a symptom
and as a disease, 尿失禁 and 不孕症 as diseases, 乳房胀痛 as a symptom).

About one question in five (35 of 169) names its entity by an alias the network records for it,
of several kinds: English abbreviations (ALS, AML, PIH), drug trade names (乘晕宁, 脑复康, 心得安,
立加利仙, 芬克斯, 开思亭, 爱通立), folk or old names (汤泼火伤, 胎敛疮, 孕妇贫血, 胃无力, 地砷病,
脱力草, 孩儿参, 芹菜, 老苍子, 苇根, 包袱花, 宾门), shortened names (泌感, 壶腹癌), names whose
wording or suffix differs from the canonical one (乙肝病毒携带者 for 乙肝携带者, 疑病性神经症 for
疑病症, 小儿白血病 for 儿童白血病, 化脓性肝脓肿 for 细菌性肝脓肿, 急进型高血压病 for 恶性高血压,
胃肠神经官能症 for 胃肠功能紊乱, 抗生素性肠炎 for 假膜性肠炎, 日本乙型脑炎 for 流行性乙型脑炎,
蜱传脑炎 for 森林脑炎) and other spellings (法乐四联症, 发绀四联症 for 法洛四联症). Eight more ask
what an alias stands for (pellagra, CID, 丽科分, 吐丝子, 飞蛾叶, electromyography, 治疝茴香丸,
八味丸). Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every
alias a question names its entity by is one the network records for that very instance: an alias
instance its type's alias relation leads to, or one of the drug's trade names.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_5.py     # rewrites bench/sets/medical_everyday_5.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, TH, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_5.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("孩子两岁，一阵一阵地哭闹还吐奶，老人说像肠套叠，肠套叠的娃娃都会有啥表线", "has_symptom", "肠套叠", D),
    Q("ALS病人早期身上会冒出什么异样", "has_symptom", "肌萎缩侧索硬化", D, mention="ALS"),
    Q("哪些病会让男人出现早泄这种症状呢", "has_symptom", "早泄", S),
    Q("怀孕六个月查出妊娠糖尿病，会不会老是尿多啊", "has_symptom", "妊娠糖尿病", D, named="多尿"),
    Q("孕妇贫血的话人会有什么反应嘛", "has_symptom", "妊娠合并巨幼红细胞性贫血", D, mention="孕妇贫血"),
    Q("高钾血症有啥症状，要怎么治", "has_symptom", "高钾血症", D),
    # designated_to
    Q("我妈一咳嗽就漏尿，尿失禁这个病该上哪个门诊看呢", "designated_to", "尿失禁", D),
    Q("屁股边上鼓了个包疼得坐不下，说是肛周脓肿，该奔哪个科", "designated_to", "肛周脓肿", D),
    Q("体检说我是乙肝病毒携带者，以后定期复查归哪个科室", "designated_to", "乙肝携带者", D, mention="乙肝病毒携带者"),
    Q("老辈人说这叫汤泼火伤，被开水烫了一大片，到医院该去哪个科", "designated_to", "水火烫伤", D, mention="汤泼火伤"),
    Q("发绀四联症的孩子医院里是哪一科管啊", "designated_to", "法洛四联症", D, mention="发绀四联症"),
    Q("烧伤外科平时都收治哪些病人", "designated_to", "烧伤外科", DEP),
    # checks
    Q("地砷病要化验哪些东西才能确诊", "checks", "地方性砷中毒", D, mention="地砷病"),
    Q("恶性高血压住院是不是要查血钾", "checks", "恶性高血压", D, named="血钾"),
    Q("法乐四联症的宝宝一般要做哪几项检查", "checks", "法洛四联症", D, mention="法乐四联症"),
    Q("壶腹癌要不要做ERCP", "checks", "壶腹周围癌", D, mention="壶腹癌", named="ERCP"),
    Q("孩子泌感了一直发烧，要做哪些化验单", "checks", "小儿泌尿系统感染", D, mention="泌感"),
    # has_complication
    Q("急性胆囊炎不及时治，会闹出什么别的病来", "has_complication", "急性胆囊炎", D),
    Q("AML化疗那段时间还可能并出哪些问题", "has_complication", "急性髓性白血病", D, mention="AML"),
    Q("嗜铬细胞瘤会不会把人搞出糖尿病来", "has_complication", "嗜铬细胞瘤", D, named="糖尿病"),
    Q("什么病弄不好会继发肝脓肿呢", "has_complication", "肝脓肿", D, reverse=True),
    Q("胃无力拖久了还会招来哪些病", "has_complication", "胃轻瘫综合征", D, mention="胃无力"),
    Q("在林区被蜱虫咬了得了蜱传脑炎，后面会不会连带出别的病", "has_complication", "森林脑炎", D, mention="蜱传脑炎"),
    # cures
    Q("神经衰弱天天睡不好，有什么要能吃吃", "cures", "神经衰弱", D),
    Q("备孕两年没动静，不孕症医生一般开些什么药", "cures", "不孕症", D),
    Q("高血压危象那会儿用什么药能把血压压下来", "cures", "高血压危象", D),
    Q("嗜铬细胞瘤手术前要先吃上哪些药", "cures", "嗜铬细胞瘤", D),
    Q("急性肾盂肾炎发烧腰疼，打点滴一般挂的啥药", "cures", "急性肾盂肾炎", D),
    # shown_on
    Q("隐睾症是身上哪个部位出了岔子", "shown_on", "隐睾症", D),
    Q("急性腰扭伤伤的是哪儿呀，肌肉还是韧带", "shown_on", "急性腰扭伤", D),
    Q("糖尿病足一般烂在身体哪些地方", "shown_on", "糖尿病足", D),
    Q("花粉症犯起来主要是哪些地方遭罪", "shown_on", "花粉症", D),
    Q("胎敛疮多半长在宝宝哪块地方", "shown_on", "婴儿湿疹", D, mention="胎敛疮"),
    # has_alias
    Q("梅核气在西医那边叫什么", "has_alias", "梅核气", D),
    Q("法洛四联症是不是还有好几个叫法", "has_alias", "法洛四联症", D),
    Q("病历上写着pellagra，这是啥病", "has_alias", "pellagra", AL),
    Q("新生儿化验单上的CID指的是哪种病啊", "has_alias", "CID", AL),
    Q("疑病症有没有更书面一点的说法", "has_alias", "疑病症", D),
    Q("胃轻瘫综合征是不是就是老话说的胃无力", "has_alias", "胃轻瘫综合征", D, named="胃无力"),
    # caused_by
    Q("早泄这个病是心理上的原因还是身体上的原因", "caused_by", "早泄", D),
    Q("抗生素性肠炎是怎么来的呀", "caused_by", "假膜性肠炎", D, mention="抗生素性肠炎"),
    Q("长期大量饮酒会惹出哪些病", "caused_by", "长期大量饮酒", CA),
    Q("日本乙型脑炎是感染了什么东西得的", "caused_by", "流行性乙型脑炎", D, mention="日本乙型脑炎"),
    Q("胃肠神经官能症跟压力大有关系嘛，还有啥诱因", "caused_by", "胃肠功能紊乱", D, mention="胃肠神经官能症"),
    Q("二尖瓣狭窄是怎么得上的，能不能根治", "caused_by", "二尖瓣狭窄", D),
    # has_risk_factor
    Q("什么情况会让人更容易染上细菌性脑膜炎", "has_risk_factor", "细菌性脑膜炎", D),
    Q("垂体功能减退症跟哪些因素脱不了干系", "has_risk_factor", "垂体功能减退症", D),
    Q("怀孕的时候哪些情况会增加得妊娠期高血压的风险", "has_risk_factor", "妊娠期高血压", D),
    Q("初产妇更容易摊上什么病", "has_risk_factor", "初产妇", CA),
    # common_in
    Q("细菌性肝脓肿男的多还是女的多呀", "common_in", "细菌性肝脓肿", D),
    Q("青壮年容易得哪些病", "common_in", "青壮年", PO),
    Q("森林脑炎一般是干哪行的人容易得", "common_in", "森林脑炎", D),
    Q("长期饮酒者要当心哪些病嘛", "common_in", "长期饮酒者", PO),
    Q("急进型高血压病多见于什么年纪的人", "common_in", "恶性高血压", D, mention="急进型高血压病"),
    # prevalent_in
    Q("委内瑞拉马脑炎是哪一带流行的病", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("荚膜组织胞浆菌病在美国哪些州比较多", "prevalent_in", "荚膜组织胞浆菌病", D),
    Q("铍中毒在什么样的国家比较多见", "prevalent_in", "铍中毒", D),
    Q("要去美国读书了，那边哪些病发得多啊", "prevalent_in", "美国", RE),
    # treated_with
    Q("酒精性脂肪肝光戒酒能好吗，还有别的治法没", "treated_with", "酒精性脂肪肝", D),
    Q("PIH的孕妇医生一般怎么处理", "treated_with", "妊娠高血压疾病", D, mention="PIH"),
    Q("婴儿湿疹平时在家怎么护理治疗", "treated_with", "婴儿湿疹", D),
    Q("化脓性肝脓肿是要穿刺还是开刀", "treated_with", "细菌性肝脓肿", D, mention="化脓性肝脓肿"),
    Q("哪些病需要靠戒酒来治", "treated_with", "戒酒", TH),
    Q("小儿白血病现在一般怎么治呢", "treated_with", "儿童白血病", D, mention="小儿白血病"),
    # metastasizes_to
    Q("瘤型麻风会蔓延到身上哪些地方", "metastasizes_to", "瘤型麻风", D),
    Q("感染性心内膜炎的细菌会跑到心脏哪些位置", "metastasizes_to", "感染性心内膜炎", D),
    Q("声门上型喉癌一般往哪里转", "metastasizes_to", "声门上型喉癌", D),
    Q("银屑病关节炎会累及手脚上哪些关节", "metastasizes_to", "银屑病关节炎", D),
    # invades
    Q("血吸虫病会侵犯肝脏哪些血管", "invades", "血吸虫病", D),
    Q("基底细胞癌会不会往神经周围长", "invades", "基底细胞癌", D, named="神经周围"),
    Q("痛风除了关节，还会侵犯手上哪里", "invades", "痛风", D),
    Q("哪些病会侵到门静脉里去", "invades", "门静脉", BP),
    # is_subtype_of
    Q("梅核气是什么病，要吃什么药", "is_subtype_of", "梅核气", D),
    Q("酒精性肝病底下分哪几种", "is_subtype_of", "酒精性肝病", D, reverse=True),
    Q("肠套叠算肠梗阻的一种吗", "is_subtype_of", "肠套叠", D),
    Q("糖尿病足归在哪一类糖尿病下面", "is_subtype_of", "糖尿病足", D),
    Q("婴儿湿疹从分类上讲是哪种皮炎", "is_subtype_of", "婴儿湿疹", D),
    Q("疑病性神经症是归在哪一大类精神障碍里的", "is_subtype_of", "疑病症", D, mention="疑病性神经症"),
    # related_disease
    Q("垂体功能减退症还跟哪些病沾边", "related_disease", "垂体功能减退症", D),
    Q("内分泌失调会牵扯出哪些毛病呢", "related_disease", "内分泌失调", D),
    Q("糖尿病肾病跟什么病有瓜葛", "related_disease", "糖尿病肾病", D),
    Q("急性妊娠期脂肪肝的孕妇还得防着哪些相关的病", "related_disease", "急性妊娠期脂肪肝", D),
    # differential_diagnosis
    Q("高血压急症要和哪些情况分清楚", "differential_diagnosis", "高血压急症", D),
    Q("细菌性脑膜炎会被误认成哪些病", "differential_diagnosis", "细菌性脑膜炎", D),
    Q("胎盘早剥是不是要先排除前置胎盘", "differential_diagnosis", "胎盘早剥", D, named="前置胎盘"),
    Q("寨卡病毒感染和登革热怎么区分，还要排查啥", "differential_diagnosis", "寨卡病毒感染", D),
    # indicated_for
    Q("家里备的盐酸苯海拉明片能治哪些病", "indicated_for", "盐酸苯海拉明片", DR),
    Q("坐船前吃的乘晕宁是防什么的", "indicated_for", "茶苯海明片", DR, mention="乘晕宁"),
    Q("脑复康给老人吃是治啥的", "indicated_for", "吡拉西坦片", DR, mention="脑复康"),
    Q("晕车晕船，也就是晕动病，有什么药能提前吃", "indicated_for", "晕动病", D),
    Q("桂林西瓜霜含片除了嗓子疼还能管口腔溃疡吗", "indicated_for", "桂林西瓜霜含片", DR, named="口腔溃疡"),
    Q("急诊给我爸打的爱通立是用在什么病上的针", "indicated_for", "注射用阿替普酶", DR, mention="爱通立"),
    # has_adverse_reaction
    Q("吃了依巴斯汀片会犯困嘛，还有啥不好的反映", "has_adverse_reaction", "依巴斯汀片", DR),
    Q("心得安吃久了对身体有哪些不好", "has_adverse_reaction", "盐酸普萘洛尔片", DR, mention="心得安"),
    Q("非那雄胺胶囊会不会让乳房变大", "has_adverse_reaction", "非那雄胺胶囊", DR, named="乳房增大"),
    Q("哪些药吃了可能乳房胀痛", "has_adverse_reaction", "乳房胀痛", S),
    Q("利血平片老年人吃了可能出啥状况", "has_adverse_reaction", "利血平片", DR),
    Q("立加利仙吃完伤不伤肝，都有哪些副反应", "has_adverse_reaction", "苯溴马隆片", DR, mention="立加利仙"),
    # has_ingredient
    Q("金嗓子喉片里头放了哪些东西", "has_ingredient", "金嗓子喉片", DR),
    Q("丹栀逍遥丸是拿哪些药材做的", "has_ingredient", "丹栀逍遥丸", DR),
    Q("桂林西瓜霜含片含不含冰片", "has_ingredient", "桂林西瓜霜含片", DR, named="冰片"),
    Q("芬克斯颗粒的主要成分是什么", "has_ingredient", "氢溴酸右美沙芬颗粒", DR, mention="芬克斯"),
    Q("哪些药里加了薄荷脑", "has_ingredient", "薄荷脑", IN),
    # is_a_level3
    Q("酒石酸美托洛尔片属于哪个类型的药物", "is_a_level3", "酒石酸美托洛尔片", DR),
    Q("氢氯噻嗪片算哪种利尿药", "is_a_level3", "氢氯噻嗪片", DR),
    Q("开思亭是抗过敏药里的哪一类", "is_a_level3", "依巴斯汀片", DR, mention="开思亭"),
    Q("H1受体阻断药都有哪些", "is_a_level3", "H1受体阻断药", DC),
    # belongs_to
    Q("金嗓子喉片到底是药还是保健品", "belongs_to", "金嗓子喉片", DR),
    Q("茶苯海明片在药店货架上归哪一类", "belongs_to", "茶苯海明片", DR),
    Q("哪些药归在止吐药这一类", "belongs_to", "止吐药", PC),
    Q("吡拉西坦片是精神类药吗，归哪一类", "belongs_to", "吡拉西坦片", DR),
    # drug_has_alias
    Q("丽科分是什么药的商品名", "drug_has_alias", "丽科分", AL),
    Q("特非那定片有没有个商品名叫敏迪的", "drug_has_alias", "特非那定片", DR, named="敏迪"),
    Q("贝那普利氢氯噻嗪片在医院里开出来叫啥名", "drug_has_alias", "贝那普利氢氯噻嗪片", DR),
    Q("注射用阿替普酶的牌子叫什么", "drug_has_alias", "注射用阿替普酶", DR),
    Q("枸地氯雷他定胶囊在药店盒子上写的名字可能是哪个", "drug_has_alias", "枸地氯雷他定胶囊", DR),
    # mainly_treats
    Q("白芷除了炖汤还能治哪些病", "mainly_treats", "白芷", M),
    Q("青蒿是治疟疾的那个吗，还能治什么", "mainly_treats", "青蒿", M),
    Q("产后乳汁不下可以用什么药材", "mainly_treats", "乳汁不下", D),
    Q("孩儿参能治小孩哪些病啊", "mainly_treats", "太子参", M, mention="孩儿参"),
    Q("芹菜当药用治什么病", "mainly_treats", "旱芹", M, mention="芹菜"),
    Q("包袱花的根能治咳嗽吗，还治些什么", "mainly_treats", "桔梗", M, mention="包袱花"),
    # has_efficacy
    Q("菟丝子泡酒喝起什么作用", "has_efficacy", "菟丝子", M),
    Q("银杏叶泡水喝对心脑血管有没有好处，具体有哪些作用", "has_efficacy", "银杏叶", M),
    Q("脱力草吃了能补力气吗，主要用处是什么", "has_efficacy", "仙鹤草", M, mention="脱力草"),
    Q("养心安神的药材有哪些呢", "has_efficacy", "养心安神", EF),
    Q("苇根煮水喝有什么用处", "has_efficacy", "芦根", M, mention="苇根"),
    # distributed_in
    Q("栀子在哪些省有出产", "distributed_in", "栀子", M),
    Q("太子参主产区在哪里啊", "distributed_in", "太子参", M),
    Q("福建山里能找到哪些中药材", "distributed_in", "福建", RE),
    Q("老苍子哪里长得多", "distributed_in", "苍耳子", M, mention="老苍子"),
    Q("宾门这个药材都是哪些地方产的", "distributed_in", "槟榔", M, mention="宾门"),
    # material_has_alias
    Q("吐丝子是哪味药", "material_has_alias", "吐丝子", AL),
    Q("苦参在乡下有什么土叫法", "material_has_alias", "苦参", M),
    Q("飞蛾叶说的是不是银杏叶", "material_has_alias", "飞蛾叶", AL),
    Q("王不留行民间管它叫啥", "material_has_alias", "王不留行", M),
    Q("淡竹叶是不是也叫金鸡米", "material_has_alias", "淡竹叶", M, named="金鸡米"),
    # composed_of
    Q("大秦艽汤方子里都有哪几样", "composed_of", "大秦艽汤", F),
    Q("快胃舒肝丸是用哪些药配的", "composed_of", "快胃舒肝丸", F),
    Q("麻黄二陈汤里面放不放杏仁", "composed_of", "麻黄二陈汤", F, named="杏仁"),
    Q("秦艽这味药在哪个方子里用到", "composed_of", "秦艽", IN),
    # formula_has_efficacy
    Q("苓桂术甘汤喝了能起啥作用", "formula_has_efficacy", "苓桂术甘汤", F),
    Q("产后喝生化汤到底图个什么", "formula_has_efficacy", "生化汤", F),
    Q("济川煎是通便的吗", "formula_has_efficacy", "济川煎", F, named="润肠通便"),
    Q("有哪些方子是清热燥湿的", "formula_has_efficacy", "清热燥湿", EF),
    # prescribed_for
    Q("白头翁汤拿来治什么病", "prescribed_for", "白头翁汤", F),
    Q("口舌生疮用哪些方剂好", "prescribed_for", "口舌生疮", D),
    Q("玉女煎对牙疼有用吗", "prescribed_for", "玉女煎", F, named="牙痛"),
    Q("当归四逆汤适合手脚冰凉的人吗，都治啥", "prescribed_for", "当归四逆汤", F),
    # formula_has_alias
    Q("麻黄调心泄热汤还有个别称是啥", "formula_has_alias", "麻黄调心泄热汤", F),
    Q("八风防风散在别的书里写成什么", "formula_has_alias", "八风防风散", F),
    Q("治疝茴香丸是哪个方子的另一个名字", "formula_has_alias", "治疝茴香丸", AL),
    Q("古书上说的八味丸是指哪个方", "formula_has_alias", "八味丸", AL),
    # check_for_disease
    Q("做直肠指检检查能发现哪些病", "check_for_disease", "直肠指检检查", C),
    Q("男的做精液检查是为了排查哪些病", "check_for_disease", "精液检查", C),
    Q("脑血管造影检查一般是怀疑什么病才做", "check_for_disease", "脑血管造影检查", C),
    Q("子宫输卵管造影检查查的是哪方面的病", "check_for_disease", "子宫输卵管造影检查", C),
    # check_for_symptom
    Q("凝血时间检查一般是出现什么症状才要查", "check_for_symptom", "凝血时间检查", C),
    Q("痰液常规检查针对的是哪些不舒服", "check_for_symptom", "痰液常规检查", C),
    Q("电子支气管镜检查是咯血的时候做的吗，还有什么情况要做", "check_for_symptom", "电子支气管镜检查", C),
    Q("男性不育的话要查哪几样", "check_for_symptom", "男性不育", S),
    # performed_by
    Q("宫腔镜检查得约哪个科的号呢", "performed_by", "宫腔镜检查", C),
    Q("神经科那边能做什么检查", "performed_by", "神经科", DEP),
    Q("儿科能给刚出生的宝宝做哪些检查项目呀", "performed_by", "儿科", DEP),
    Q("心血管科都负责做哪些检查", "performed_by", "心血管科", DEP),
    # check_has_alias
    Q("electromyography翻译过来是什么检查", "check_has_alias", "electromyography", AL),
    Q("肌电图检查的英文全称怎么拼", "check_has_alias", "肌电图检查", C),
    Q("做完超声内镜检查，报告单上印的英文字母是啥", "check_has_alias", "超声内镜检查", C),
    Q("脑电图检查是不是就是EEG", "check_has_alias", "脑电图检查", C, named="EEG"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day5"))
