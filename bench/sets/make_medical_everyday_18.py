"""Writes `medical_everyday_18.jsonl`, an eighteenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to sixteenth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 209 questions, every
relation type of the network asked four to seven times, by patients, parents, caregivers, elderly people,
pharmacists, nurses, students revising and people who use traditional Chinese medicine. Other diseases, drugs,
medicinal materials, formulas and checks than the twenty other sets (the shipped dev set, everyday sets 1 to 16
and the three alias sets) wherever the network allows; the exceptions are mostly in the relation types whose few
records every earlier set already asks about (has_risk_factor, prevalent_in, metastasizes_to, invades,
differential_diagnosis, drug_has_alias, formula_has_alias, performed_by, check_has_alias), asked another way,
about one neighbour, or from the relation's target end. None of its records or names is one the second alias set
uses. No question repeats one of theirs, and none shares more than 64% of its character pairs with one of theirs.

The wording, unlike the sixteenth set's chat-box fragments, is mostly ordinary full questions as people say them
aloud or write them in a forum post: a sentence or two with normal punctuation (201 of 209 carry full-width
punctuation), often a clause of context first (我女儿打球把脚崴了，拍片说是踝关节骨折, 我老婆下个月生，想打无痛,
在化工厂上班的亲戚被怀疑得了氯乙烯病, 当兵拉练后脚疼), who is asking said outright (作为药师想确认一下, 在复习内科学,
护士站的单子上写着ECG，我核对一下, 家里老人买了易博), two questions run together whose first part is the one asked
(原发性骨淋巴瘤确诊要做哪些检查？骨活检是必须的吗 asks for the checks, 养心汤适合什么样的人吃？失眠能喝吗 for what it is
prescribed for), and the particles 呢/啊/呀/嘛/哈 (11 questions). A minority are chat-box fragments (8 without
punctuation: 复方蒂达胶囊 成分, 连朴饮 主治啥, 外耳检查 查啥症状, 坤顺丸全称). 22 questions name the one neighbour
they ask about (孟氏骨折应该挂骨科还是挂急诊, 肾上腺皮质机能亢进症是不是库欣综合征的一种, 八宝黑虎散里面有水银吗), and 13
besides the alias questions below are asked from the relation's target end (孩子老是一下一下地点头…这是哪种病的表现,
长期大量饮酒的中老年男性容易得什么病, 哪些药吃了会让嘴里有金属味, 外周性镇咳药都有哪些, 曾青这味药被哪些古方用到过,
有哪些方剂能祛风化痰, 脖子老是酸，颈部酸痛该做哪些检查); several name two records (急性腮腺炎性睾丸炎会不会影响以后生育,
听说肺癌会转移到甲状腺, 非特异性尿道炎用哪种药效果好？四环素片可以吗).

Names inside names: by a mechanical count 86 questions are about a record whose name holds the name (three
characters or more) of another disease, symptom, drug, check, material or formula record, or lies inside a longer
one; about 25 were chosen for it and are asked the way people say them (踝关节骨折 holds 骨折, 非ST段抬高心肌梗死 holds
心肌梗死, 大隐静脉曲张 holds 静脉曲张, 急性腮腺炎性睾丸炎 holds 腮腺炎 and 睾丸炎, 非特异性尿道炎 holds 尿道炎, 药物性食管炎
holds 食管炎, 男性尖锐湿疣 holds 尖锐湿疣, 非变应性哮喘 holds 变应性哮喘, 单侧腹股沟斜疝 holds 腹股沟斜疝, B族链球菌感染性
脑膜炎 holds B族链球菌感染 and 脑膜炎, 麻痹型狂犬病 holds 狂犬病, 额窦筛窦上颌窦炎 holds 上颌窦炎, 原发性骨淋巴瘤 holds 淋巴瘤,
创伤性关节炎 holds 关节炎, 莱姆心脏炎 holds 心脏炎, 偏执型人格障碍 holds 人格障碍, 细菌性脑膜炎 holds 脑膜炎, 慢性胰腺炎
holds 胰腺炎, 消化不良性腹泻 holds 消化不良, 盐酸克林霉素注射液 holds 克林霉素, 沉香安神胶囊 holds 安神胶囊, 复方妥布霉素眼膏
holds 妥布霉素眼膏, 水飞蓟宾胶囊 holds 水飞蓟, 拔毒膏药 holds 拔毒膏, 心血管造影检查 holds 血管造影; 慢性湿疹, 跟腱炎 and
根尖周炎 lie inside longer records' names).

About one question in four (51 of 209) names its entity by an alias the network records for that very instance,
of many kinds: disease aliases (30 questions): eponymous and English-lettered names (Tietze病, Beck综合征), folk and
old names (扳机指, 眼痈, 腹上疝, 氯乙烯病, 骨熔烛样病, 跖骨行军骨折, 尖圭疣), names with a word added or changed
(牙根尖周炎, 外伤性关节炎, 霉菌性关节炎, 隐性梅毒, 脸红恐惧症, 垂体性侏儒症, 脊肌萎缩症, 低钙型惊厥, 非成骨性纤维瘤,
月骨无菌性坏死, 环绕腔静脉输尿管, 阴茎阴囊转位, 硬结性皮肤结核, 内生软骨瘤综合征, 跖间神经瘤, 微血管性心绞痛, 反克雷氏骨折,
暂时性滑膜炎, 狭窄性腱鞘炎, 视神经乳头炎); drug trade names (11 questions, below) and one name the drug alias
relation records (力弘); medicinal material aliases, folk and market names (7: 鳊鱼, 稻杆, 鸽蛋, 生姜衣, 裙带鱼, 包谷须,
铃铛麦); and check aliases (2: 新生儿筛查, 静脉肾盂排泄造影). Ten more ask what an alias stands for (复杯, 隐性冠心病,
竹节骨骨折, Thomsen病, 替青威, 啤酒花, 苜蓿草, 八毒丸, EUS, electroencephalogram): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes
sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 11 questions name a drug by a trade name its record's `trade_name` property lists (易博, 派丽奥,
欣可来, 白内停, 瑞尔欣, 安步乐克, 梦夫康, 水林佳, 蒂益欣, 路利特, 典舒). Every one of these names is also a drug record of
its own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the
standard record (复方地龙片, 盐酸米诺环素软膏, 胞磷胆碱钠片, 吡诺克辛钠滴眼液, 硝酸毛果芸香碱片, 盐酸沙格雷酯片, 前列癃闭通片,
水飞蓟宾胶囊, 尼索地平胶囊, 卢立康唑乳膏, 复方妥布霉素眼膏), the mention is the trade name and the line is tagged
`alias`, because a patient holding the box asks about the medicine, and the standard record is the one that names
it, holds its class and lists the trade name.

Other names the network holds under two records (4 questions besides the 11 drug names, and 1 alias instance); the
gold record is the one the question is judged to mean:
- 力弘 is a drug record as well as the alias the drug alias relation records for 盐酸克林霉素注射液; the question asks
  the class of a medicine a doctor prescribed, so it is about the standard record, as for the trade names.
- 视神经乳头炎 is a disease record of its own as well as an alias of 视盘炎 (and 视盘炎 an alias of it); the question asks
  whether a look at the fundus shows it and what else is checked, so it is about 视盘炎, the record whose checks
  include the fundus examination.
- 狭窄性腱鞘炎 is a disease record of its own as well as an alias of 手指屈肌腱鞘炎; the question asks whether a
  steroid injection helps and what else treats it, which is the trigger-finger condition 手指屈肌腱鞘炎 describes and
  the record that holds its treatments.
- 新生儿筛查 is a check record (with no department of its own) as well as the alias of 新生儿疾病筛查检查; the question
  asks in which department a newborn is screened, so it is about 新生儿疾病筛查检查.
- EUS is a check record as well as an alias instance; the question asks which check the letters stand for
  (对应的是哪种检查), so its gold is the alias instance, answered by the record that lists it.
- Besides these, 46 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record: 咖啡斑, 慢性湿疹, 跟腱炎, 聚合性痤疮, 婴儿痉挛症, 绒毛膜羊膜炎, 根尖周炎, 大柴胡汤 …);
  many of them say which is meant (作为一种皮肤病, 这个病, 这个牙病, 这个方子). 阴茎阴囊转位, named as an alias, is a symptom
  record as well; the question asks which department sees the child, so it is about the disease 阴茎前阴囊.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_18.py    # rewrites bench/sets/medical_everyday_18.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DC, DR, EF, F, IN, M, PC, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_18.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我女儿打球把脚崴了，拍片说是踝关节骨折，想问一下踝关节骨折通常会有哪些表现？", "has_symptom", "踝关节骨折", D),
    Q("我妈早上起来手指伸不直，一掰还咔哒响，医生说是扳机指，这个病一般还会有什么症状？", "has_symptom", "手指屈肌腱鞘炎", D, mention="扳机指"),
    Q("咖啡斑作为一种皮肤病，长出来是什么样子的？", "has_symptom", "咖啡斑", D),
    Q("孩子老是一下一下地点头，医生说是点头样痉挛，这是哪种病的表现？", "has_symptom", "点头样痉挛", S),
    Q("十二指肠淤积症的病人平时都有哪些不舒服？吃完饭会吐吗", "has_symptom", "十二指肠淤积症", D),
    Q("小孩缺钙抽筋，医生说是低钙型惊厥，这种病还有哪些表现？", "has_symptom", "婴儿手足搐搦症", D, mention="低钙型惊厥"),
    Q("儿子总担心自己会脸红，网上说这叫脸红恐惧症，具体会有哪些表现呢？", "has_symptom", "赤面恐惧症", D, mention="脸红恐惧症"),
    # designated_to
    Q("孟氏骨折应该挂骨科还是挂急诊？", "designated_to", "孟氏骨折", D, named="骨科"),
    Q("我家孩子三岁，髋关节疼得走路一瘸一拐，医生怀疑是暂时性滑膜炎，这种情况该挂哪个科？", "designated_to", "髋关节滑膜炎", D, mention="暂时性滑膜炎"),
    Q("儿童家族性复发性血尿要去看哪个科室呀？", "designated_to", "儿童家族性复发性血尿", D),
    Q("我哥疑心特别重，老觉得别人害他，有人说是偏执型人格障碍，去医院的话要挂什么科？", "designated_to", "偏执型人格障碍", D),
    Q("眼皮又红又肿，老中医说是眼痈，这个应该找哪个科看呢？", "designated_to", "眼丹", D, mention="眼痈"),
    Q("环绕腔静脉输尿管这种畸形应该挂什么科？", "designated_to", "下腔静脉后输尿管", D, mention="环绕腔静脉输尿管"),
    Q("孩子查出阴茎阴囊转位，去医院应该看哪个科？", "designated_to", "阴茎前阴囊", D, mention="阴茎阴囊转位"),
    # checks
    Q("视神经乳头炎查眼底能看出来吗，还要做别的检查吗？", "checks", "视盘炎", D, mention="视神经乳头炎"),
    Q("非ST段抬高心肌梗死住院以后要做哪些检查？", "checks", "非ST段抬高心肌梗死", D),
    Q("膝盖摔伤后落下了外伤性关节炎，复诊时一般要查些什么？", "checks", "创伤性关节炎", D, mention="外伤性关节炎"),
    Q("原发性骨淋巴瘤确诊要做哪些检查？骨活检是必须的吗", "checks", "原发性骨淋巴瘤", D),
    Q("在化工厂上班的亲戚被怀疑得了氯乙烯病，要查哪些项目？", "checks", "职业性硬皮病", D, mention="氯乙烯病"),
    Q("Beck综合征需要做什么检查来确认？", "checks", "脊髓前动脉综合征", D, mention="Beck综合征"),
    Q("孩子被怀疑是脊肌萎缩症，医院会安排做哪些检查？", "checks", "小儿脊髓性肌萎缩", D, mention="脊肌萎缩症"),
    # has_complication
    Q("大隐静脉曲张一直不管它的话，以后会不会引出别的毛病？", "has_complication", "大隐静脉曲张", D),
    Q("跟腱炎这个病拖着不治会怎么样？听说跟腱会断掉", "has_complication", "跟腱炎", D),
    Q("急性腮腺炎性睾丸炎会不会影响以后生育，还有哪些并发症？", "has_complication", "急性腮腺炎性睾丸炎", D),
    Q("垂体性侏儒症的孩子容易出现哪些并发症？", "has_complication", "垂体性矮小病", D, mention="垂体性侏儒症"),
    Q("我老婆下个月生，想打无痛，无痛分娩可能带来哪些并发症呢？", "has_complication", "无痛分娩", D),
    Q("儿童家族性复发性血尿以后会不会影响听力？", "has_complication", "儿童家族性复发性血尿", D, named="听力障碍"),
    Q("霉菌性关节炎不及时治疗会有什么并发症吗？", "has_complication", "真菌性关节炎", D, mention="霉菌性关节炎"),
    # cures
    Q("急性胃黏膜病变一般会开什么药？", "cures", "急性胃黏膜病变", D),
    Q("牙根尖周炎肿得半边脸都大了，能吃哪些消炎药？", "cures", "根尖周炎", D, mention="牙根尖周炎"),
    Q("非特异性尿道炎用哪种药效果好？四环素片可以吗", "cures", "非特异性尿道炎", D, named="四环素片"),
    Q("婴儿痉挛症这个病有药可以控制吗，一般用什么药？", "cures", "婴儿痉挛症", D),
    Q("作为药师想确认一下，绒毛膜羊膜炎这个病通常用哪些抗生素？", "cures", "绒毛膜羊膜炎", D),
    Q("去海边玩回来脚上有弯弯曲曲的红线，说是皮肤幼虫移行症，要吃什么药？", "cures", "皮肤幼虫移行症", D),
    # shown_on
    Q("聚合性痤疮这个病一般长在身体哪些部位？", "shown_on", "聚合性痤疮", D),
    Q("腹上疝是长在肚子哪个位置的？", "shown_on", "白线疝", D, mention="腹上疝"),
    Q("慢性湿疹这个病容易长在哪儿啊，我小腿上老有一块", "shown_on", "慢性湿疹", D),
    Q("吃药卡在嗓子里引起的药物性食管炎，伤的是哪个部位？", "shown_on", "药物性食管炎", D),
    Q("骨熔烛样病主要累及哪些部位？", "shown_on", "肢骨纹状肥大", D, mention="骨熔烛样病"),
    Q("硬结性皮肤结核一般长在身上什么地方？", "shown_on", "硬红斑", D, mention="硬结性皮肤结核"),
    Q("胸口肋骨那里鼓起来一块还疼，医生说是Tietze病，它通常发生在哪个部位？", "shown_on", "无菌性肋软骨炎", D, mention="Tietze病"),
    # has_alias
    Q("手指屈肌腱鞘炎是不是就是大家说的扳机指？还有别的叫法吗", "has_alias", "手指屈肌腱鞘炎", D),
    Q("乳糖不耐受在医学书上还有什么别名？", "has_alias", "乳糖不耐受", D),
    Q("复杯是一种什么病？听着像中医的说法", "has_alias", "复杯", AL),
    Q("隐性冠心病指的是哪种冠心病，正式名称叫什么？", "has_alias", "隐性冠心病", AL),
    Q("我同事说多乳房症其实就是副乳，是这样吗？", "has_alias", "副乳", D, named="多乳房症"),
    Q("竹节骨骨折说的是哪里骨折，正规病名是什么？", "has_alias", "竹节骨骨折", AL),
    Q("Thomsen病的中文病名叫什么？", "has_alias", "Thomsen病", AL),
    # caused_by
    Q("男性尖锐湿疣是怎么感染上的？", "caused_by", "男性尖锐湿疣", D),
    Q("新生儿紫癜是缺了什么导致的？", "caused_by", "新生儿紫癜", D),
    Q("眼丹这个病是怎么得的呢，跟吃辣的有关系吗", "caused_by", "眼丹", D),
    Q("天天打字手指卡住了，扳机指为什么会得呢", "caused_by", "手指屈肌腱鞘炎", D, mention="扳机指"),
    Q("尖圭疣在小孩身上是怎么传上的？", "caused_by", "儿童尖锐湿疣", D, mention="尖圭疣"),
    Q("当兵拉练后脚疼，说是跖骨行军骨折，这种骨折是怎么造成的？", "caused_by", "跖骨疲劳性骨折", D, mention="跖骨行军骨折"),
    Q("微血管性心绞痛的病因有哪些？", "caused_by", "x综合征", D, mention="微血管性心绞痛"),
    # has_risk_factor
    Q("哪些因素会让人更容易得睾丸癌？隐睾算不算", "has_risk_factor", "睾丸癌", D),
    Q("帕金森病有哪些危险因素？头部外伤会增加风险吗", "has_risk_factor", "帕金森病", D, named="头部外伤"),
    Q("喝酒多的人是不是更容易得慢性胰腺炎，它的高危因素都有哪些？", "has_risk_factor", "慢性胰腺炎", D),
    Q("基底细胞癌跟晒太阳多有关系吗？还有哪些风险因素", "has_risk_factor", "基底细胞癌", D),
    Q("什么样的伤口更容易得破伤风？", "has_risk_factor", "破伤风", D),
    Q("在山洞里接触蝙蝠有什么风险，会得上什么病？", "has_risk_factor", "接触蝙蝠", CA),
    # common_in
    Q("前斜角肌综合征是什么人容易得的？", "common_in", "前斜角肌综合征", D),
    Q("我每天都跑步，跟腱炎是不是多发生在我这种人身上？", "common_in", "跟腱炎", D),
    Q("长期大量饮酒的中老年男性容易得什么病？", "common_in", "长期大量饮酒的中老年男性", PO),
    Q("聚合性痤疮是不是年轻男的更容易得？", "common_in", "聚合性痤疮", D),
    Q("内生软骨瘤综合征一般在哪个年龄段发病？", "common_in", "Maffucci综合征", D, mention="内生软骨瘤综合征"),
    Q("月骨无菌性坏死多见于什么职业或者人群？", "common_in", "月状骨骨软骨病", D, mention="月骨无菌性坏死"),
    Q("非成骨性纤维瘤常见于哪些人？", "common_in", "非骨化性纤维瘤", D, mention="非成骨性纤维瘤"),
    # prevalent_in
    Q("乙型肝炎在全世界哪些地方最多见？", "prevalent_in", "乙型肝炎", D),
    Q("乳腺癌在哪些国家和地区的发病率比较高？", "prevalent_in", "乳腺癌", D),
    Q("想了解一下肺癌多发在哪些地区", "prevalent_in", "肺癌", D),
    Q("细菌性脑膜炎主要在什么样的地方流行？", "prevalent_in", "细菌性脑膜炎", D),
    Q("鳞状细胞癌是不是在日照强地区更常见？", "prevalent_in", "鳞状细胞癌", D, named="日照强地区"),
    # treated_with
    Q("踝管综合征一定要开刀吗？有没有保守一点的治法", "treated_with", "踝管综合征", D),
    Q("莱姆心脏炎怎么治", "treated_with", "莱姆心脏炎", D),
    Q("根尖周炎这个牙病除了吃药，牙科一般怎么处理？", "treated_with", "根尖周炎", D),
    Q("体检查出隐性梅毒，没有任何症状，这个要怎么治？", "treated_with", "潜伏梅毒", D, mention="隐性梅毒"),
    Q("狭窄性腱鞘炎打封闭针管用吗，还有哪些治疗方法？", "treated_with", "手指屈肌腱鞘炎", D, mention="狭窄性腱鞘炎"),
    Q("偏执型人格障碍能治好吗，一般用什么方法治？", "treated_with", "偏执型人格障碍", D),
    Q("跖间神经瘤脚掌一走路就疼，要怎么治疗？", "treated_with", "Morton跖头痛", D, mention="跖间神经瘤"),
    # metastasizes_to
    Q("喉癌到了晚期会扩散到身体哪些地方去？", "metastasizes_to", "喉癌", D),
    Q("基底细胞癌会不会转到骨头上？", "metastasizes_to", "基底细胞癌", D, named="骨"),
    Q("肛管癌一般会往哪里转移？", "metastasizes_to", "肛管癌", D),
    Q("听说肺癌会转移到甲状腺，这是真的吗？", "metastasizes_to", "肺癌", D, named="甲状腺"),
    Q("恶性肿瘤有没有可能转移到卵巢？", "metastasizes_to", "恶性肿瘤", D, named="卵巢"),
    # invades
    Q("皮肤科说是鳞状细胞癌，这种癌会不会往神经里长，还会侵犯哪里？", "invades", "鳞状细胞癌", D),
    Q("支气管肺癌长大了会不会压到心脏？", "invades", "支气管肺癌", D, named="心脏"),
    Q("食物中毒的时候，病菌主要侵袭肠道哪些部位？", "invades", "食物中毒", D),
    Q("肛门癌会不会侵犯到阴道？", "invades", "肛门癌", D, named="阴道"),
    Q("白喉的毒素会损害心肌和神经吗，它主要侵犯哪些地方？", "invades", "白喉", D),
    # is_subtype_of
    Q("非变应性哮喘属于哪一种哮喘？", "is_subtype_of", "非变应性哮喘", D),
    Q("单侧腹股沟斜疝算是哪一类疝哈？", "is_subtype_of", "单侧腹股沟斜疝", D),
    Q("肾上腺皮质机能亢进症是不是库欣综合征的一种？", "is_subtype_of", "肾上腺皮质机能亢进症", D, named="库欣综合征"),
    Q("良性淋巴肉芽肿在分类上归在哪个病底下？", "is_subtype_of", "良性淋巴肉芽肿", D),
    Q("化脓性汗腺炎这个病从分类上说属于什么？", "is_subtype_of", "化脓性汗腺炎", D),
    Q("额窦筛窦上颌窦炎是慢性鼻窦炎吗？", "is_subtype_of", "额窦筛窦上颌窦炎", D, named="慢性鼻窦炎"),
    Q("反克雷氏骨折属于哪一类骨折？", "is_subtype_of", "史密斯骨折", D, mention="反克雷氏骨折"),
    # related_disease
    Q("类癌危象会伴随哪些相关的病症？", "related_disease", "类癌危象", D),
    Q("孕妇得了绒毛膜羊膜炎，对胎儿会有什么相关影响？", "related_disease", "绒毛膜羊膜炎", D),
    Q("B族链球菌感染性脑膜炎跟哪些情况有关联？", "related_disease", "B族链球菌感染性脑膜炎", D),
    Q("车祸后查出肝脏血肿，还可能牵扯到什么问题？", "related_disease", "肝脏血肿", D),
    Q("麻痹型狂犬病和哪些情况有关系，最后会怎样？", "related_disease", "麻痹型狂犬病", D),
    # differential_diagnosis
    Q("百日咳刚开始像感冒一样，要和哪些病区分开？", "differential_diagnosis", "百日咳", D),
    Q("看东西模糊，医生说不一定是白内障，要先排除哪些眼病？", "differential_diagnosis", "白内障", D),
    Q("麻风病容易被误诊成哪些皮肤病？", "differential_diagnosis", "麻风", D),
    Q("心肌炎跟哪些心脏病看着很像，怎么鉴别？", "differential_diagnosis", "心肌炎", D),
    Q("在复习内科学，铅中毒需要和哪些疾病相鉴别？", "differential_diagnosis", "铅中毒", D),
    # indicated_for
    Q("家里老人买了易博，这个药是治什么的？", "indicated_for", "复方地龙片", DR, mention="易博"),
    Q("牙医给开了派丽奥，具体是治什么病的？", "indicated_for", "盐酸米诺环素软膏", DR, mention="派丽奥"),
    Q("水飞蓟宾胶囊能治脂肪肝吗？", "indicated_for", "水飞蓟宾胶囊", DR, named="脂肪肝"),
    Q("健儿消食口服液适合什么情况的孩子喝？", "indicated_for", "健儿消食口服液", DR),
    Q("四妙丸是治什么的，膝盖红肿能吃吗？", "indicated_for", "四妙丸", DR),
    Q("欣可来一般给什么病人用？", "indicated_for", "胞磷胆碱钠片", DR, mention="欣可来"),
    Q("消化不良性腹泻可以用什么药？", "indicated_for", "消化不良性腹泻", D),
    # has_adverse_reaction
    Q("白内停滴了眼睛会不会刺激？还有别的不良反应吗", "has_adverse_reaction", "吡诺克辛钠滴眼液", DR, mention="白内停"),
    Q("瑞尔欣吃了以后老出汗、流口水，这个药都有哪些副作用？", "has_adverse_reaction", "硝酸毛果芸香碱片", DR, mention="瑞尔欣"),
    Q("肌苷胶囊伤胃嘛", "has_adverse_reaction", "肌苷胶囊", DR),
    Q("尼索地平胶囊吃了脸红头疼正常吗，它有哪些副作用？", "has_adverse_reaction", "尼索地平胶囊", DR),
    Q("哪些药吃了会让嘴里有金属味？我最近总觉得口中金属味", "has_adverse_reaction", "口中金属味", S),
    Q("桂枝茯苓片吃了胃里隐隐作痛，是药的副作用吗？", "has_adverse_reaction", "桂枝茯苓片", DR),
    Q("安步乐克吃了会不会伤肝，有哪些不良反应？", "has_adverse_reaction", "盐酸沙格雷酯片", DR, mention="安步乐克"),
    # has_ingredient
    Q("复方蒂达胶囊 成分", "has_ingredient", "复方蒂达胶囊", DR),
    Q("沉香安神胶囊是用什么做的？", "has_ingredient", "沉香安神胶囊", DR),
    Q("消渴灵片的配方里有哪些药材？", "has_ingredient", "消渴灵片", DR),
    Q("梦夫康里面含哪些中药？", "has_ingredient", "前列癃闭通片", DR, mention="梦夫康"),
    Q("脑力静胶囊里有大枣吗？", "has_ingredient", "脑力静胶囊", DR, named="大枣"),
    Q("哪些中成药的成分里有姜皮？", "has_ingredient", "姜皮", IN),
    # is_a_level3
    Q("九味肝泰胶囊按用途划分是哪类？", "is_a_level3", "九味肝泰胶囊", DR),
    Q("胸腺肽肠溶胶囊是增强免疫力那一类的药吗？", "is_a_level3", "胸腺肽肠溶胶囊", DR),
    Q("消癌平胶囊归到哪一类药里？", "is_a_level3", "消癌平胶囊", DR),
    Q("诺氟沙星锌散按药理作用分属于什么药？", "is_a_level3", "诺氟沙星锌散", DR),
    Q("水林佳是哪一类药？", "is_a_level3", "水飞蓟宾胶囊", DR, mention="水林佳"),
    Q("外周性镇咳药都有哪些？", "is_a_level3", "外周性镇咳药", DC),
    # belongs_to
    Q("蒂益欣在药店归哪一类？", "belongs_to", "尼索地平胶囊", DR, mention="蒂益欣"),
    Q("复方雪莲胶囊是中成药吗？", "belongs_to", "复方雪莲胶囊", DR, named="中成药"),
    Q("玉液消渴颗粒属于哪种类别的药品？", "belongs_to", "玉液消渴颗粒", DR),
    Q("路利特这个药膏属于哪个类别？", "belongs_to", "卢立康唑乳膏", DR, mention="路利特"),
    Q("典舒这种眼膏按药品分类算什么药？", "belongs_to", "复方妥布霉素眼膏", DR, mention="典舒"),
    Q("丁酰苯衍生物类的药都有哪些？", "belongs_to", "丁酰苯衍生物", PC),
    Q("医生开了力弘，我想知道它属于哪一类药。", "belongs_to", "盐酸克林霉素注射液", DR, mention="力弘"),
    # drug_has_alias
    Q("盐酸克林霉素注射液还有什么别的名字？", "drug_has_alias", "盐酸克林霉素注射液", DR),
    Q("复方多粘菌素B软膏的商品名叫什么？", "drug_has_alias", "复方多粘菌素B软膏", DR),
    Q("盐酸奥昔布宁缓释胶囊在医院里常叫什么名字？", "drug_has_alias", "盐酸奥昔布宁缓释胶囊", DR),
    Q("替青威对应的通用名是什么？", "drug_has_alias", "替青威", AL),
    Q("坤顺丸全称", "drug_has_alias", "坤顺丸", DR),
    # mainly_treats
    Q("带鱼也能入药吗，主要能治什么？", "mainly_treats", "带鱼", M),
    Q("鳊鱼吃了对哪些病有好处？", "mainly_treats", "鲂鱼", M, mention="鳊鱼"),
    Q("听说稻杆烧成灰能治病，真的吗？能治哪些", "mainly_treats", "稻草", M, mention="稻杆"),
    Q("燕麦草主治什么，出虚汗能不能用？", "mainly_treats", "燕麦草", M),
    Q("冬葵根入药的话一般对付哪些病？", "mainly_treats", "冬葵根", M),
    Q("绿萼梅泡茶喝能治胃痛吗？", "mainly_treats", "绿萼梅", M, named="胃痛"),
    # has_efficacy
    Q("猪血作为中药有什么功效？", "has_efficacy", "猪血", M),
    Q("鸽蛋有什么功效？给孩子吃好不好", "has_efficacy", "鸽卵", M, mention="鸽蛋"),
    Q("扁豆花有什么药用作用？", "has_efficacy", "扁豆花", M),
    Q("老中医方子里写着生姜衣，这东西有啥功效呀？", "has_efficacy", "生姜皮", M, mention="生姜衣"),
    Q("黄花苜蓿的药效是什么？", "has_efficacy", "黄花苜蓿", M),
    Q("有哪些药材能健脾补虚？", "has_efficacy", "健脾补虚", EF),
    Q("裙带鱼除了当菜吃，药用上有什么功效？", "has_efficacy", "带鱼", M, mention="裙带鱼"),
    # distributed_in
    Q("木槿皮是哪里产的？", "distributed_in", "木槿皮", M),
    Q("吐铁这种药材分布在哪些地方？", "distributed_in", "吐铁", M),
    Q("粉萆薢这味药主要产在哪几个省？", "distributed_in", "粉萆薢", M),
    Q("螺蛳入药的话，哪里能找到？", "distributed_in", "螺蛳", M),
    Q("包谷须哪里都有吗，主要产在哪？", "distributed_in", "玉米须", M, mention="包谷须"),
    Q("长江流域以南都产哪些药材？", "distributed_in", "长江流域以南", RE),
    Q("铃铛麦长在哪些地方？", "distributed_in", "燕麦草", M, mention="铃铛麦"),
    # material_has_alias
    Q("芫荽就是香菜吗？它还有别的叫法吗", "material_has_alias", "芫荽", M),
    Q("做精酿用的啤酒花，在中药里是哪味药？", "material_has_alias", "啤酒花", AL),
    Q("鹗骨的鹗就是鱼鹰吗，这味药还有哪些叫法？", "material_has_alias", "鹗骨", M),
    Q("苜蓿草在药材里的正式名称是什么？", "material_has_alias", "苜蓿草", AL),
    Q("东廧子这个药材俗名叫什么？", "material_has_alias", "东廧子", M),
    Q("菥蓂这两个字我不会念，它有没有好认一点的名字？", "material_has_alias", "菥蓂", M),
    # composed_of
    Q("麻桂饮几味药组成的", "composed_of", "麻桂饮", F),
    Q("八味茯苓补心汤的组成是什么？", "composed_of", "八味茯苓补心汤", F),
    Q("拔毒膏药是用什么配的？", "composed_of", "拔毒膏药", F),
    Q("八珍合六味加减方用到了哪些药材？", "composed_of", "八珍合六味加减方", F),
    Q("八宝黑虎散里面有水银吗？", "composed_of", "八宝黑虎散", F, named="水银"),
    Q("曾青这味药被哪些古方用到过？", "composed_of", "曾青", IN),
    # formula_has_efficacy
    Q("丁香柿蒂汤有什么功效？", "formula_has_efficacy", "丁香柿蒂汤", F),
    Q("治面瘫常用的牵正散，功用是什么？", "formula_has_efficacy", "牵正散", F),
    Q("十灰散的功效是不是凉血止血？", "formula_has_efficacy", "十灰散", F, named="凉血止血"),
    Q("加减葳蕤汤是做什么用的方子，功效是啥？", "formula_has_efficacy", "加减葳蕤汤", F),
    Q("有哪些方剂能祛风化痰？", "formula_has_efficacy", "祛风化痰", EF),
    # prescribed_for
    Q("养心汤适合什么样的人吃？失眠能喝吗", "prescribed_for", "养心汤", F),
    Q("贝母瓜蒌汤治的是哪种咳嗽？", "prescribed_for", "贝母瓜蒌汤", F),
    Q("连朴饮 主治啥", "prescribed_for", "连朴饮", F),
    Q("葛根芩连汤用于什么情况？", "prescribed_for", "葛根芩连汤", F),
    Q("大柴胡汤这个方子治什么？", "prescribed_for", "大柴胡汤", F),
    # formula_has_alias
    Q("中医书上写的八毒丸，正式的方名叫什么？", "formula_has_alias", "八毒丸", AL),
    Q("八风防风散在《外台》里叫什么？", "formula_has_alias", "八风防风散", F),
    Q("八风续命汤另外还有哪些名字？", "formula_has_alias", "八风续命汤", F),
    Q("八味茴香丸的别名是什么？", "formula_has_alias", "八味茴香丸", F),
    # check_for_disease
    Q("尿硒检查一般用来诊断哪些疾病？", "check_for_disease", "尿硒检查", C),
    Q("白带pH值检查能查出哪些妇科病？", "check_for_disease", "白带pH值检查", C),
    Q("阴茎夜间勃起试验检查是用来诊断什么的？", "check_for_disease", "阴茎夜间勃起试验检查", C),
    Q("乙肝病毒学指标能看出哪些病？", "check_for_disease", "乙肝病毒学指标", C),
    Q("HCG半定量除了看怀孕还能查什么病？", "check_for_disease", "HCG半定量", C),
    # check_for_symptom
    Q("外耳检查 查啥症状", "check_for_symptom", "外耳检查", C),
    Q("胃泌素检查一般是有什么不舒服才查？", "check_for_symptom", "胃泌素检查", C),
    Q("角膜反射检查查的是什么症状？", "check_for_symptom", "角膜反射检查", C),
    Q("直接抗人球蛋白试验针对哪些症状？", "check_for_symptom", "直接抗人球蛋白试验", C),
    Q("脖子老是酸，颈部酸痛该做哪些检查？", "check_for_symptom", "颈部酸痛", S),
    # performed_by
    Q("孩子出生后要做新生儿筛查，是在哪个科做的？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("我家孩子约了脑电图检查，是在神经科做吗？", "performed_by", "脑电图检查", C, named="神经科"),
    Q("预约了心血管造影检查，到时候是去心血管科报到吗？", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("医生让做静脉肾盂排泄造影，我该去哪个科室排号？", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # check_has_alias
    Q("病历上写着做过EUS，这三个字母对应的是哪种检查？", "check_has_alias", "EUS", AL),
    Q("英文报告里的electroencephalogram，对应医院里的哪一项检查呢？", "check_has_alias", "electroencephalogram", AL),
    Q("护士站的单子上写着ECG，我核对一下，心电图检查对应的缩写就是它吧？", "check_has_alias", "心电图检查", C, named="ECG"),
    Q("宝宝出院时护士提到新生儿疾病筛查检查，这个项目平常还能怎么叫？", "check_has_alias", "新生儿疾病筛查检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day18"))
