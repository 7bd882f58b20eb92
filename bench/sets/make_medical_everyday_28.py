"""Writes `medical_everyday_28.jsonl`, a twenty-eighth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-seventh, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 217 questions, every relation
type of the network asked five to seven times, worded as typed into an online hospital's pre-consultation form or a
health insurance app's help chat: the user first states a fact about themselves or a relative — an age, a report line,
a drug they take, a diagnosis they were given — and then asks (本人男，58岁，ICU转出记录写腹腔高压综合征，想问下这个病会不会少尿,
我在透析，补铁用的铁泰，它是什么类别的药, 医保报销单上写腹绞痛综合征，它还有别的病名吗). Some are formal (患者女，35岁，肾内科诊断…，请问…),
some sloppy (有什么副做用, 会有啥并发症不); they come from patients, parents and grown children, a wife, an uncle, a
teacher, a programmer, nurses' and relatives' wording (家属咨询：…, 护士用…给我消毒) and herb users (山里人叫山大烟的那个药).
196 carry a clause of context, 21 carry 呢/啊/呀/嘛/哈, and a few ask two things of which the first is the gold
(鼻咽肉瘤长在什么位置，跟鼻咽癌是一回事吗 asks where it grows; 拔生膏的组成里有蟾酥吗，孕妇能碰吗 asks what it is made of).
Many mention two or three records of which only one is asked about (我爸肺癌，报告写骨转移癌，有什么药能用 asks about the
bone metastasis; 我弟躁狂抑郁症，以前吃碳酸锂，现在能换卡马西平缓释片吗 asks the drugs for the disease).

Records: where the network allows, taken from the last fifth of each relation type's sources in key order (166 of the
201 questions not asked from the target end), among records whose name no question of the other sets (the shipped dev
set, everyday sets 1 to 27 and the three alias sets) contains and that none of them uses as an entity or a mention. The
exceptions are the relation types whose few records the earlier sets already ask about (has_risk_factor, prevalent_in,
metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy,
prescribed_for, formula_has_alias, performed_by, check_has_alias): there the records are mostly ones no earlier
question asks about through that relation type, asked about one neighbour no earlier question of that type names
(肛门癌的高危因素包括HPV感染吗, 胃炎需要和胃淋巴瘤鉴别吗, 我在吃开郁顺气丸，方子里有柴胡吗), or from the relation's target end (乌干达,
紫外线辐射, 心血管科, 神经科, 泌尿外科), or in other words than before (the check aliases). No record or name the second
alias set uses comes up here.

80 questions name the one neighbour they ask about. Sixteen are asked from the relation's target end: the ten
alias-instance questions below and 下个月去乌干达做志愿者，那边流行什么病呀, 紫外线辐射是哪些病的危险因素呢,
最近老是颈部僵硬，一般做什么检查呀 and the three departments (心血管科能做哪些检查).

Names inside names: by a mechanical count 134 of the 217 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (血栓性浅静脉炎 holds 静脉炎, 远端肾小管性酸中毒 holds 肾小管性酸中毒, 蛔虫性急性胰腺炎 holds 急性胰腺炎,
鳞状毛囊角化病 holds 毛囊角化病, 风湿性二尖瓣关闭不全 holds 二尖瓣关闭不全, 艾滋病伴发肺结核 holds 肺结核, 葡萄膜恶性黑色素瘤
holds 恶性黑色素瘤, 青春期功能失调性子宫出血 holds 功能失调性子宫出血, 躁狂抑郁症 holds 抑郁症, 黄疸型肝炎 holds 肝炎,
足慢性化脓性骨髓炎 holds 慢性化脓性骨髓炎, 运动性支气管哮喘 holds 支气管哮喘, 钩端螺旋体病感染中毒型 holds 钩端螺旋体病,
视觉敏感性癫痫 holds 癫痫, 自身免疫性胃炎 holds 胃炎, 转移性骨肿瘤 holds 骨肿瘤, 颈动脉硬化 holds 动脉硬化, 黄柏胶囊 holds
黄柏; 胆管癌, 胃炎, 鼻炎, 青光眼, 肺结核, 麻疹 and 肿瘤 lie inside longer records' names: 肝内胆管癌, 自身免疫性胃炎,
过敏性鼻炎, 继发性青光眼, 艾滋病伴发肺结核 and many more).

About one question in four (49 of 217) names its entity by a name the network records for that very instance: disease
aliases (28: other and older names such as 末端主动脉血栓形成, 小螺菌鼠咬热, 血管母细胞瘤, 老年性脊柱炎, 背疝, 尾蚴皮炎,
肠系膜动脉间歇性缺血, 毯层视网膜变性, 扁平颅底, 上气道咳嗽综合征, 鼻NKT细胞淋巴瘤, 黏液纤维肉瘤, 睑板腺囊肿, 青斑样血管炎,
骨转移癌, 肋软骨增生症; folk and TCM names: 鹤膝风, 赤脉如缕, 葡萄酒样痣, 裂纹舌; names with a part changed, dropped or added:
腹腔高压综合征, 致心律失常性右室发育不良, 颈动脉粥样硬化, 髌骨软骨炎, 自体敏感性皮炎, 巨大性荨麻疹; English names: chalazion,
contracture of vesical neck); drug trade names (11, below); medicinal material aliases (8: 胡豆七, 肋痛草, 山大烟, 野胡麻,
勒勒叶, 赶山鞭, 铁梨木, 红高岭); check aliases (2: the English abbreviation EMG and the shortened 新生儿筛查). Ten more ask
what an alias stands for (阴囊舌, 大理石骨症, 攀舌, 奥每欣, 痢疾罐, 丽春花, 山胡麻, 参桂汤, 静脉肾盂排泄造影, EUS: disease, drug,
material, formula and check aliases): their gold is the alias instance, answered by the record that lists it. Before the
set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one
the network records for that very instance.

Drug trade names: 11 questions name a drug by a trade name its record's `trade_name` property lists (莎普爱思, 乳结平, 仁悦,
安宫黄体酮, 消脱止, 辰济, 高聚生, 阿拉明, 铁泰, 舒丽启能, 雪诺同). All eleven are also drug records of their own (the source
writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(苄达赖氨酸滴眼液, 芦笋菠萝蛋白酶胶囊, 阿昔洛韦乳膏, 醋酸甲羟孕酮片, 草木犀流浸液片, 舒肝快胃丸, 金葡素注射液, 重酒石酸间羟胺注射液,
蔗糖铁注射液, 马来酸曲美布汀片, 黄体酮阴道缓释凝胶), the mention is the trade name and the line is tagged `alias`, because a
user who names the box asks about the medicine, and the standard record is the one that names it, holds its class and
lists the trade name.

Other names the network holds under two records (5 questions besides the 11 trade names written twice); the gold record
is the one the question is judged to mean:
- 血管母细胞瘤, 鹤膝风 and 黏液纤维肉瘤 are disease records of their own as well as aliases that 血管网织细胞瘤,
  膝关节骨质增生 and 腹壁纤维肉瘤 list (3 questions). The questions report the diagnosis the user was given and ask about
  that illness; the gold is the standard record that lists the alias, as the network records what the alias stands for.
  None of the three same-name records holds a neighbour through the asked relation (has_complication, shown_on,
  treated_with).
- EMG and 新生儿筛查 are check records of their own as well as aliases that 肌电图检查 and 新生儿疾病筛查检查 list (2
  questions, both asking the check's other names); the gold is the standard check that lists the alias. The same-name
  check records hold no alias of their own.
- One alias-instance question (EUS) names an alias that is also a check record; it asks which check the letters stand
  for, so the gold is the alias instance, as in the earlier sets.
- Besides these, 46 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom record: 遗传性肾病, 膀胱结核, 蝶骨嵴脑膜瘤, 角化棘皮瘤, 鲜红斑痣; a cause record: 自身免疫性胃炎, 铅中毒; a
  cause, symptom and therapy record: 非特异性肋软骨炎; an ingredient record for a material: 贯叶金丝桃, 赤石脂, 野烟叶, 谷精草;
  an alias record for a material: 铺地蜈蚣, 野罂粟), and the wording says which is meant (这个病, 诊断, 这种药材, 这味药材).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_28.py    # rewrites bench/sets/medical_everyday_28.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DEP, DR, F, M, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_28.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("本人男，58岁，ICU转出记录写腹腔高压综合征，想问下这个病会不会少尿", "has_symptom", "腹腔室隔综合征", D,
      mention="腹腔高压综合征", named="少尿"),
    Q("我爱人49岁，骨科诊断跖腱膜炎，除了早上下地脚跟疼，还会有哪些症状呢", "has_symptom", "跖腱膜炎", D),
    Q("孩子12岁，被人扇了一巴掌耳朵嗡嗡响，耳鼻喉科说鼓膜外伤，会听力减退吗", "has_symptom", "鼓膜外伤", D,
      named="听力减退"),
    Q("母亲71岁，小腿上一条筋红肿发硬，门诊写的血栓性浅静脉炎，这个病一般有什么表现呢", "has_symptom", "血栓性浅静脉炎", D),
    Q("患者女，35岁，肾内科诊断远端肾小管性酸中毒，请问会出现低钾血症吗", "has_symptom", "远端肾小管性酸中毒", D,
      named="低钾血症"),
    Q("娃眼皮上鼓了个小疙瘩，眼科说睑板腺囊肿，会疼吗还有啥症状呀", "has_symptom", "霰粒肿", D, mention="睑板腺囊肿"),
    Q("本人女，44岁，小腿老是起紫斑还烂，皮肤科说青斑样血管炎，这个病还会有哪些表现", "has_symptom",
      "节段性透明性血管炎", D, mention="青斑样血管炎"),
    # designated_to
    Q("我爸68岁，B超提示末端主动脉血栓形成，线上问诊要选哪个科室", "designated_to", "腹主动脉血栓形成综合征", D,
      mention="末端主动脉血栓形成"),
    Q("住院小结上写着蛔虫性急性胰腺炎，出院以后复诊挂什么科呀", "designated_to", "蛔虫性急性胰腺炎", D),
    Q("本人女28岁，腰上和大腿外侧长褐色圆片鳞屑，外院说鳞状毛囊角化病，预约哪个科", "designated_to",
      "鳞状毛囊角化病", D),
    Q("我叔45岁，脚脖子肿了半年，查出踝关节结核，是不是挂骨科就行", "designated_to", "踝关节结核", D, named="骨科"),
    Q("宝宝住过新生儿科，痰培养说表皮葡萄球菌肺炎，出院后复查挂哪个科室好", "designated_to", "表皮葡萄球菌肺炎", D),
    Q("家里好几个人肾都不好，我被怀疑是遗传性肾病，这个病在医院归哪个科看", "designated_to", "遗传性肾病", D),
    Q("孩子咳了两个多月，医生诊断上气道咳嗽综合征，下次复诊挂哪科", "designated_to", "鼻后滴漏综合征", D,
      mention="上气道咳嗽综合征"),
    # checks
    Q("我哥32岁，跑步晕倒过一次，医生怀疑致心律失常性右室发育不良，要做心电图检查吧", "checks",
      "致心律失常性右室心肌病", D, mention="致心律失常性右室发育不良", named="心电图检查"),
    Q("本人以前得过肾结核，现在尿频尿痛，怀疑是膀胱结核这个病，需要做哪些检查？", "checks", "膀胱结核", D),
    Q("父亲65岁，年轻时得过风湿热，现在诊断风湿性二尖瓣关闭不全，做超声心动图检查有必要吗", "checks",
      "风湿性二尖瓣关闭不全", D, named="超声心动图检查"),
    Q("我是HIV感染者，最近咳嗽低烧，医生说可能是艾滋病伴发肺结核，一般要查哪些项目", "checks", "艾滋病伴发肺结核", D),
    Q("脖子上摸到硬疙瘩，穿刺提示颈部淋巴结转移癌，接下来还要做什么检查", "checks", "颈部淋巴结转移癌", D),
    Q("我爸73岁，颈动脉B超写颈动脉粥样硬化，还需要做别的检查吗", "checks", "颈动脉硬化", D,
      mention="颈动脉粥样硬化"),
    Q("我舅47岁，鼻子里烂了好久，病理写鼻NKT细胞淋巴瘤，还要做哪些检查", "checks", "鼻恶性肉芽肿", D,
      mention="鼻NKT细胞淋巴瘤"),
    # has_complication
    Q("被老鼠咬了以后反复发烧，化验说小螺菌鼠咬热，会不会引起心肌炎", "has_complication", "螺菌病", D,
      mention="小螺菌鼠咬热", named="心肌炎"),
    Q("我妈52岁，小脑长了个血管母细胞瘤，术前想问一下会并发红细胞增多症吗", "has_complication", "血管网织细胞瘤", D,
      mention="血管母细胞瘤", named="红细胞增多症"),
    Q("在英国放羊的亲戚得了苏格兰脑炎，严重的会昏迷吗", "has_complication", "苏格兰脑炎", D, named="昏迷"),
    Q("老爸查眼底发现葡萄膜恶性黑色素瘤，会引起继发性青光眼吗", "has_complication", "葡萄膜恶性黑色素瘤", D,
      named="继发性青光眼"),
    Q("本人有慢阻肺，痰里查出非结核分枝杆菌病，会不会发展成脓胸", "has_complication", "非结核分枝杆菌病", D,
      named="脓胸"),
    Q("本人61岁，片子报告老年性脊柱炎，以后会有啥并发症不", "has_complication", "退行性脊柱炎", D,
      mention="老年性脊柱炎"),
    Q("女儿打排球膝盖下面疼，诊断髌骨软骨炎，会引起别的毛病吗", "has_complication", "髌骨软骨软化症", D,
      mention="髌骨软骨炎"),
    # cures
    Q("本人男，30岁，私处瘙痒查出阴虱病，医保能报的药有哪些", "cures", "阴虱病", D),
    Q("皮肤科确诊蕈样肉芽肿病，医生提到甲氨蝶呤片，这个药能治吗", "cures", "蕈样肉芽肿病", D, named="甲氨蝶呤片"),
    Q("嘴唇突然肿得老高，病历写巨大性荨麻疹，家里能备点什么药", "cures", "血管性水肿", D, mention="巨大性荨麻疹"),
    Q("我爸肺癌，报告写骨转移癌，有什么药能用", "cures", "转移性骨肿瘤", D, mention="骨转移癌"),
    Q("女儿14岁，来月经后老是出血不止，诊断青春期功能失调性子宫出血，一般开什么药", "cures",
      "青春期功能失调性子宫出血", D),
    Q("我弟躁狂抑郁症，以前吃碳酸锂，现在能换卡马西平缓释片吗", "cures", "躁狂抑郁症", D, named="卡马西平缓释片"),
    Q("婆婆黄疸型肝炎住院了，家属想了解一下一般用什么药", "cures", "黄疸型肝炎", D),
    # shown_on
    Q("我72岁，膝盖肿大变形，老中医说是鹤膝风，这病主要长在哪个部位", "shown_on", "膝关节骨质增生", D,
      mention="鹤膝风"),
    Q("湿疹没好全身又起疹子，医生说自体敏感性皮炎，一般出在身上哪里", "shown_on", "自体敏感性湿疹", D,
      mention="自体敏感性皮炎"),
    Q("耳朵下面长了个包，病理报告写腺淋巴瘤，这个是长在什么地方的瘤", "shown_on", "腺淋巴瘤", D),
    Q("我妈头痛眼睛往外突，核磁示蝶骨嵴脑膜瘤，这个瘤位于哪里啊", "shown_on", "蝶骨嵴脑膜瘤", D),
    Q("鼻咽肉瘤长在什么位置，跟鼻咽癌是一回事吗", "shown_on", "鼻咽肉瘤", D),
    Q("宝宝生下来皮肤就一圈圈脱屑，诊断迂回性线状鱼鳞病，这病会长在哪些部位", "shown_on", "迂回性线状鱼鳞病", D),
    Q("女儿出生就有一块葡萄酒样痣，这种一般长在哪些部位", "shown_on", "鲜红斑痣", D, mention="葡萄酒样痣"),
    # has_alias
    Q("医保报销单上写腹绞痛综合征，它还有别的病名吗，我怕跟病历对不上", "has_alias", "腹绞痛综合征", D),
    Q("门诊诊断膝韧带损伤，理赔时别的医院可能写成什么名字", "has_alias", "膝韧带损伤", D),
    Q("病理诊断蛰伏脂瘤，这个瘤还有哪些叫法呢", "has_alias", "蛰伏脂瘤", D),
    Q("我做理赔，材料上写鼻后滴漏综合征，另一家医院写的名字可能不一样，还叫什么", "has_alias", "鼻后滴漏综合征", D),
    Q("体检报告说我舌头是阴囊舌，这个指的是什么病", "has_alias", "阴囊舌", AL),
    Q("我侄子骨头特别硬还容易骨折，医生说大理石骨症，正式病名是哪个", "has_alias", "大理石骨症", AL),
    Q("奶奶说娃是攀舌要去剪，攀舌到底是指哪个病", "has_alias", "攀舌", AL),
    # caused_by
    Q("本人75岁，腰上鼓起个包，医生说是背疝，这是什么原因引起的", "caused_by", "腰疝", D, mention="背疝"),
    Q("儿子16岁，睡觉时手脚乱动抽搐，诊断额叶癫痫，是遗传的吗", "caused_by", "额叶癫痫", D, named="遗传"),
    Q("我有鼻息肉，吃了止痛片就喘，医生说阿司匹林诱发哮喘，这是怎么引起的", "caused_by", "阿司匹林诱发哮喘", D),
    Q("家属咨询：病人精神科诊断非依赖性物质伴发依赖，跟心理因素有关吗", "caused_by", "非依赖性物质伴发依赖", D,
      named="心理因素"),
    Q("孩子舌头上好多沟，医生叫裂纹舌，是缺什么引起的吗", "caused_by", "裂沟舌", D, mention="裂纹舌"),
    Q("眼白上有红丝一直穿到黑眼珠，中医说赤脉如缕，是什么原因", "caused_by", "赤脉贯布", D, mention="赤脉如缕"),
    Q("下田插完秧腿上起了一片红疙瘩，卫生院说尾蚴皮炎，这是怎么得的", "caused_by", "血吸虫皮炎", D,
      mention="尾蚴皮炎"),
    # has_risk_factor
    Q("我要去非洲援建，白喉在哪些情况下容易感染上", "has_risk_factor", "白喉", D),
    Q("本人男，HPV阳性，肛门癌的高危因素包括HPV感染吗", "has_risk_factor", "肛门癌", D, named="HPV感染"),
    Q("B超说我有胆囊结石，担心以后得肝内胆管癌，酗酒算它的危险因素吗", "has_risk_factor", "肝内胆管癌", D,
      named="酗酒"),
    Q("我爸抽了四十年烟，最近消瘦，胰腺癌有哪些危险因素啊", "has_risk_factor", "胰腺癌", D),
    Q("本人有白癜风，查出胃酸缺乏，自身免疫性胃炎跟白癜风有关系吗", "has_risk_factor", "自身免疫性胃炎", D,
      named="白癜风"),
    Q("老家有亲戚得过麻风，麻风都有哪些易感因素", "has_risk_factor", "麻风", D),
    Q("我在户外工作天天晒太阳，紫外线辐射是哪些病的危险因素呢", "has_risk_factor", "紫外线辐射", CA, reverse=True),
    # prevalent_in
    Q("公司派我去肯尼亚，听说肝癌在撒哈拉以南的非洲多发，是真的吗", "prevalent_in", "肝癌", D,
      named="撒哈拉以南的非洲"),
    Q("胃镜诊断写部位未特指的消化性溃疡，这个病在哪些地方比较多", "prevalent_in", "部位未特指的消化性溃疡", D),
    Q("我老公在建筑队干活，铅中毒在哪种地方多见", "prevalent_in", "铅中毒", D),
    Q("要去中东工作两年，血吸虫病在中东流行吗", "prevalent_in", "血吸虫病", D, named="中东"),
    Q("家里请了个菲律宾籍保姆，肺结核在菲律宾高发吗", "prevalent_in", "肺结核", D, named="菲律宾"),
    Q("下个月去乌干达做志愿者，那边流行什么病呀", "prevalent_in", "乌干达", RE),
    # common_in
    Q("我70岁男的，一吃饭肚子就绞痛，医生说肠系膜动脉间歇性缺血，这病多见于什么人", "common_in", "腹绞痛综合征", D,
      mention="肠系膜动脉间歇性缺血"),
    Q("我才28岁，骨科说腰椎小关节不稳症，这个一般是什么人得", "common_in", "腰椎小关节不稳症", D),
    Q("体检偶然发现腹主动脉缩窄，这病常见于男的还是女的", "common_in", "腹主动脉缩窄", D),
    Q("本人34岁男，背上长了马拉色菌相关疾病，这个多见于什么人群", "common_in", "马拉色菌相关疾病", D),
    Q("姐姐突发头痛确诊自发性蛛网膜下腔出血，这个病好发人群是？", "common_in", "自发性蛛网膜下腔出血", D),
    Q("英文病历写chalazion，这个毛病哪些人容易长", "common_in", "霰粒肿", D, mention="chalazion"),
    Q("胸口肋骨这儿鼓起来疼，诊断肋软骨增生症，一般什么人容易得", "common_in", "非特异性肋软骨炎", D,
      mention="肋软骨增生症"),
    # treated_with
    Q("腹壁上长了个硬块，病理说黏液纤维肉瘤，一般怎么治啊", "treated_with", "腹壁纤维肉瘤", D, mention="黏液纤维肉瘤"),
    Q("孩子肚皮薄得像纸，确诊腹肌缺乏综合征，有什么治疗方法", "treated_with", "腹肌缺乏综合征", D),
    Q("本人52岁，眼压高，诊断虹膜角膜内皮综合征，是不是只能手术治疗", "treated_with", "虹膜角膜内皮综合征", D,
      named="手术治疗"),
    Q("女儿16岁，膝盖骨老是滑出来，医生说髌骨不稳定，治疗方法有哪些", "treated_with", "髌骨不稳定", D),
    Q("脸上长了个火山口样的包，病理说角化棘皮瘤，这个病一般怎么处理", "treated_with", "角化棘皮瘤", D),
    Q("鼻子里老是干结痂有臭味，耳鼻喉科说萎缩性鼻炎，该怎么治呢", "treated_with", "萎缩性鼻炎", D),
    Q("我弟晚上看不见东西，眼科说毯层视网膜变性，有什么治疗办法", "treated_with", "视网膜色素变性", D,
      mention="毯层视网膜变性"),
    # metastasizes_to
    Q("我妹妹26岁，系统性红斑狼疮，会不会累及到肾脏", "metastasizes_to", "系统性红斑狼疮", D, named="肾脏"),
    Q("我妈类风湿性关节炎十年了，会不会跑到眼部去", "metastasizes_to", "类风湿性关节炎", D, named="眼部"),
    Q("孩子出麻疹刚退烧，麻疹会扩散到呼吸道吗", "metastasizes_to", "麻疹", D, named="呼吸道"),
    Q("本人确诊非小细胞肺癌二期，最怕转移到脑，会吗", "metastasizes_to", "非小细胞肺癌", D, named="脑"),
    Q("外公脸上的鳞状细胞癌做过手术，后面会转移到骨骼吗", "metastasizes_to", "鳞状细胞癌", D, named="骨骼"),
    # invades
    Q("我爸面部的肿瘤越长越大，肿瘤会侵到眼眶吗", "invades", "肿瘤", D, named="眼眶"),
    Q("胆管癌术前评估，会不会侵犯到淋巴结", "invades", "胆管癌", D, named="淋巴结"),
    Q("手背上的鳞状细胞癌，会往皮下脂肪里长吗", "invades", "鳞状细胞癌", D, named="皮下脂肪"),
    Q("非小细胞肺癌的病人打嗝停不下来，是不是侵犯到膈神经了", "invades", "非小细胞肺癌", D, named="膈神经"),
    Q("老家在湖区，以前得过血吸虫病，会侵犯肝静脉吗", "invades", "血吸虫病", D, named="肝静脉"),
    # is_subtype_of
    Q("国外病历写contracture of vesical neck，属于什么大类的病", "is_subtype_of", "膀胱颈挛缩", D,
      mention="contracture of vesical neck"),
    Q("女婴出生后身上起水疱后来变成花纹，确诊色素失禁症，这归哪一类病", "is_subtype_of", "色素失禁症", D),
    Q("孩子看电视屏幕一闪就抽，医生说视觉敏感性癫痫，它算癫痫病的一种吗", "is_subtype_of", "视觉敏感性癫痫", D,
      named="癫痫病"),
    Q("糖尿病足感染以后诊断足慢性化脓性骨髓炎，这个病在分类上属于什么", "is_subtype_of", "足慢性化脓性骨髓炎", D),
    Q("我一跑步就喘，诊断运动性支气管哮喘，这是哪种病下面的分型", "is_subtype_of", "运动性支气管哮喘", D),
    Q("钩端螺旋体病感染中毒型 是钩端螺旋体病的一个类型吗", "is_subtype_of", "钩端螺旋体病感染中毒型", D,
      named="钩端螺旋体病"),
    Q("我妈颈椎片子上写扁平颅底，这属于哪类病呀", "is_subtype_of", "颅底凹陷症", D, mention="扁平颅底"),
    # related_disease
    Q("本人肾病综合征两年，和高凝状态有关系吗", "related_disease", "肾病综合征", D, named="高凝状态"),
    Q("老妈胆囊结石病多年，听说跟肝内胆管癌有关联，是真的吗", "related_disease", "胆囊结石病", D,
      named="肝内胆管癌"),
    Q("孩子做过颅咽管瘤手术，颅咽管瘤还跟哪些病有关", "related_disease", "颅咽管瘤", D),
    Q("体检尿酸偏高，高尿酸血症还和什么病有关系", "related_disease", "高尿酸血症", D),
    Q("本人鼻炎反复发作，鼻炎跟过敏性鼻炎是相关的吗", "related_disease", "鼻炎", D, named="过敏性鼻炎"),
    Q("我爸有青光眼，眼科提到莫尔加尼氏白内障，两者有关系吗", "related_disease", "青光眼", D,
      named="莫尔加尼氏白内障"),
    # differential_diagnosis
    Q("外伤后牙关紧闭，疑似破伤风，需要跟士的宁中毒鉴别吗", "differential_diagnosis", "破伤风", D,
      named="士的宁中毒"),
    Q("老是腹泻脸发红，医生怀疑类癌综合征，这个要和哪些病区分开", "differential_diagnosis", "类癌综合征", D),
    Q("尿检有红细胞，怀疑肾小球肾炎，会不会其实是肾结石", "differential_diagnosis", "肾小球肾炎", D, named="肾结石"),
    Q("胃镜报告写胃炎，但我担心是胃淋巴瘤，胃炎需要和胃淋巴瘤鉴别吗", "differential_diagnosis", "胃炎", D,
      named="胃淋巴瘤"),
    Q("膝盖疼诊断骨关节炎，会不会是滑囊炎，需要鉴别吗", "differential_diagnosis", "骨关节炎", D, named="滑囊炎"),
    # indicated_for
    Q("我妈75岁白内障初期，眼科开了莎普爱思，这个药主要治什么呢", "indicated_for", "苄达赖氨酸滴眼液", DR,
      mention="莎普爱思"),
    Q("乳腺增生在吃乳结平，这药是治乳腺囊性增生病的吗", "indicated_for", "芦笋菠萝蛋白酶胶囊", DR, mention="乳结平",
      named="乳腺囊性增生病"),
    Q("嘴角起疱买了支仁悦，是治单纯疱疹感染的吗", "indicated_for", "阿昔洛韦乳膏", DR, mention="仁悦",
      named="单纯疱疹感染"),
    Q("父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，这个药能治啥啊", "indicated_for", "蒲元和胃胶囊", DR),
    Q("本人在吃马来酸氨氯地平胶囊降压，它对变异型心绞痛也有用吗", "indicated_for", "马来酸氨氯地平胶囊", DR,
      named="变异型心绞痛"),
    Q("家里老人关节疼，买了蚂蚁双参通痹丸，适用于哪些情况", "indicated_for", "蚂蚁双参通痹丸", DR),
    Q("小孩有点咳，药箱里有蛇胆陈皮散，能治咳嗽吗", "indicated_for", "蛇胆陈皮散", DR, named="咳嗽"),
    # has_adverse_reaction
    Q("我35岁，妇科开了安宫黄体酮调月经，有什么副做用", "has_adverse_reaction", "醋酸甲羟孕酮片", DR,
      mention="安宫黄体酮"),
    Q("痔疮术后在吃消脱止，会有不良反应吗", "has_adverse_reaction", "草木犀流浸液片", DR, mention="消脱止"),
    Q("孩子感冒吃鱼腥草素钠片，吃了会嗜睡吗", "has_adverse_reaction", "鱼腥草素钠片", DR, named="嗜睡"),
    Q("护士用苯扎氯铵溶液给我消毒，皮肤会起接触性皮炎吗", "has_adverse_reaction", "苯扎氯铵溶液", DR,
      named="接触性皮炎"),
    Q("头疼吃阿咖片，这个药伤胃吗，副作用有哪些", "has_adverse_reaction", "阿咖片", DR),
    Q("我是老师嗓子老哑，天天含黄氏响声含片，含多了有什么不良反应", "has_adverse_reaction", "黄氏响声含片", DR),
    # has_ingredient
    Q("药店推荐辰济治胃胀，这药里面有吴茱萸吗", "has_ingredient", "舒肝快胃丸", DR, mention="辰济", named="吴茱萸"),
    Q("我妈化疗后在打高聚生，这个针成分是什么", "has_ingredient", "金葡素注射液", DR, mention="高聚生"),
    Q("鼻塞买了藿胆滴丸，含不含藿香", "has_ingredient", "藿胆滴丸", DR, named="藿香"),
    Q("黄柏胶囊就是单味黄柏做的吗", "has_ingredient", "黄柏胶囊", DR, named="黄柏"),
    Q("怀孕五个月嗓子疼，西瓜霜润喉片含冰片吗", "has_ingredient", "西瓜霜润喉片", DR, named="冰片"),
    Q("夏天怕中暑备了藿香正气片，里面都有啥药材", "has_ingredient", "藿香正气片", DR),
    # is_a_level3
    Q("老爸休克抢救时用了阿拉明，这药属于哪一类", "is_a_level3", "重酒石酸间羟胺注射液", DR, mention="阿拉明"),
    Q("我在透析，补铁用的铁泰，它是什么类别的药", "is_a_level3", "蔗糖铁注射液", DR, mention="铁泰"),
    Q("肝功能不好吃茵芪肝复颗粒，这个归哪类药", "is_a_level3", "茵芪肝复颗粒", DR),
    Q("药制龟苓膏是药还是食品，分在哪一类", "is_a_level3", "药制龟苓膏", DR),
    Q("慢性咽炎含的薄荷茴桉苯甲酸钠含片，属于哪一类用药", "is_a_level3", "薄荷茴桉苯甲酸钠含片", DR),
    Q("器官移植后病毒感染用膦甲酸钠氯化钠注射液，它是什么药理类别", "is_a_level3", "膦甲酸钠氯化钠注射液", DR),
    # belongs_to
    Q("肚子胀吃舒丽启能，这个药归哪个分类", "belongs_to", "马来酸曲美布汀片", DR, mention="舒丽启能"),
    Q("试管移植后用雪诺同，这药属于哪一类", "belongs_to", "黄体酮阴道缓释凝胶", DR, mention="雪诺同"),
    Q("脑梗后医生用了蕲蛇酶注射液，是哪类药", "belongs_to", "蕲蛇酶注射液", DR),
    Q("糖尿病在用诺和锐特充，它算胰岛素制剂吗", "belongs_to", "诺和锐特充", DR, named="胰岛素制剂"),
    Q("带状疱疹打了赛若金，它是抗病毒药吧，对嘛", "belongs_to", "赛若金", DR, named="抗病毒药"),
    Q("口腔溃疡贴蜂胶口腔膜，属于中成药吗", "belongs_to", "蜂胶口腔膜", DR, named="中成药"),
    # drug_has_alias
    Q("孩子感冒开了双扑伪麻分散片，这个药商品名叫什么", "drug_has_alias", "双扑伪麻分散片", DR),
    Q("本人输过左奥硝唑氯化钠注射液，报销要填别名，它还叫什么", "drug_has_alias", "左奥硝唑氯化钠注射液", DR),
    Q("心肌营养在吃果糖二磷酸钠片，药盒上印的名字是啥", "drug_has_alias", "果糖二磷酸钠片", DR),
    Q("特洛伪麻胶囊在药店里叫什么名", "drug_has_alias", "特洛伪麻胶囊", DR),
    Q("发票上写奥每欣，这是哪个药", "drug_has_alias", "奥每欣", AL),
    # mainly_treats
    Q("山里采药人给了胡豆七，说治嗓子，它主要治啥", "mainly_treats", "鄂豆根", M, mention="胡豆七"),
    Q("云南朋友送的肋痛草，能治牙痛吗", "mainly_treats", "野冬菊", M, mention="肋痛草", named="牙痛"),
    Q("孩子肚里有虫，老人说野荔枝果能打，能治蛔虫病吗", "mainly_treats", "野荔枝果", M, named="蛔虫病"),
    Q("我60岁血压高，有人推荐黄莲花泡水，它主治哪些", "mainly_treats", "黄莲花", M),
    Q("便秘好几天了，鹿角芦荟能治便秘吗", "mainly_treats", "鹿角芦荟", M, named="便秘"),
    Q("被蛇咬伤后村医用了隔山香，这味药都治哪些病", "mainly_treats", "隔山香", M),
    Q("山里人叫山大烟的那个药，能治胃痛吗", "mainly_treats", "野罂粟", M, mention="山大烟", named="胃痛"),
    # has_efficacy
    Q("长疔疮用野胡麻捣烂外敷，这个草有什么功效", "has_efficacy", "野亚麻", M, mention="野胡麻"),
    Q("广西阿婆用勒勒叶煮水治感冒，它有啥功效呀", "has_efficacy", "野京豆", M, mention="勒勒叶"),
    Q("山上采的野茶子，泡茶喝有什么作用", "has_efficacy", "野茶子", M),
    Q("铺地蜈蚣这种药材能止血吗", "has_efficacy", "铺地蜈蚣", M, named="止血"),
    Q("我眼睛有翳，阴地蕨能明目去翳吗", "has_efficacy", "阴地蕨", M, named="明目去翳"),
    Q("家属问：野葡萄根有什么功效", "has_efficacy", "野葡萄根", M),
    # distributed_in
    Q("赶山鞭这味药是哪里产的", "distributed_in", "贯叶金丝桃", M, mention="赶山鞭"),
    Q("中药房说的铁梨木，产地在哪些省", "distributed_in", "跌破簕", M, mention="铁梨木"),
    Q("红高岭是不是山西产的哈", "distributed_in", "赤石脂", M, mention="红高岭", named="山西"),
    Q("野槟榔主要分布在哪些地方", "distributed_in", "野槟榔", M),
    Q("野烟叶这味药材台湾有吗", "distributed_in", "野烟叶", M, named="台湾"),
    Q("鹅毛也能入药？哪些地方出产多", "distributed_in", "鹅毛", M),
    # material_has_alias
    Q("药方上写见血封口，这个药材还有哪些名字", "material_has_alias", "见血封口", M),
    Q("豆瓣七在别的地方叫什么", "material_has_alias", "豆瓣七", M),
    Q("谷精草这味药材俗名有哪些", "material_has_alias", "谷精草", M),
    Q("当地人说的痢疾罐，是哪种药材", "material_has_alias", "痢疾罐", AL),
    Q("丽春花入药的话，正名叫什么", "material_has_alias", "丽春花", AL),
    Q("山胡麻是哪种药材的别名", "material_has_alias", "山胡麻", AL),
    # composed_of
    Q("我在吃开郁顺气丸，方子里有柴胡吗", "composed_of", "开郁顺气丸", F, named="柴胡"),
    Q("拔生膏的组成里有蟾酥吗，孕妇能碰吗", "composed_of", "拔生膏", F, named="蟾酥"),
    Q("赵炳南的麻黄方 用了浮萍吗", "composed_of", "麻黄方", F, named="浮萍"),
    Q("当归丸治休息痢，方里都有什么呀", "composed_of", "当归丸", F),
    Q("拔毒黄耆散由哪几味组成", "composed_of", "拔毒黄耆散", F),
    # formula_has_efficacy
    Q("我肾虚腰酸，医生开了龟鹿二仙胶，它有什么功效", "formula_has_efficacy", "龟鹿二仙胶", F),
    Q("老人便秘体虚，黄龙汤是补还是泻，功效是什么", "formula_has_efficacy", "黄龙汤", F),
    Q("麻子仁丸能润肠泻热吗", "formula_has_efficacy", "麻子仁丸", F, named="润肠泻热"),
    Q("低烧晚上热早上退，中医开青蒿鳖甲汤，功用是啥", "formula_has_efficacy", "青蒿鳖甲汤", F),
    Q("上吐下泻喝连朴饮，它的作用是什么", "formula_has_efficacy", "连朴饮", F),
    Q("胁肋痛开了金铃子散，有疏肝泄热的作用吗", "formula_has_efficacy", "金铃子散", F, named="疏肝泄热"),
    # prescribed_for
    Q("失眠好几年了，酸枣仁汤能治虚烦失眠吗", "prescribed_for", "酸枣仁汤", F, named="虚烦失眠"),
    Q("一紧张就肚子痛要拉，痛泻要方适合什么症状", "prescribed_for", "痛泻要方", F),
    Q("胆小易惊睡不好，温胆汤主治什么", "prescribed_for", "温胆汤", F),
    Q("我爸脚趾发黑，阳和汤能用于脱疽吗", "prescribed_for", "阳和汤", F, named="脱疽"),
    Q("面瘫嘴歪了，牵正散治口眼喁斜吗", "prescribed_for", "牵正散", F, named="口眼喁斜"),
    Q("孩子高热喘，麻杏石甘汤主要用于哪些情况", "prescribed_for", "麻杏石甘汤", F),
    # formula_has_alias
    Q("老中医给我爸开了八效虎骨散，报销单上写的方名不一样，它还叫什么", "formula_has_alias", "八效虎骨散", F),
    Q("八风续命汤在古书里别名叫什么", "formula_has_alias", "八风续命汤", F),
    Q("八物茜根汤还有哪些叫法", "formula_has_alias", "八物茜根汤", F),
    Q("半夏白术天麻汤和半夏茯苓天麻汤是一个方子吗", "formula_has_alias", "半夏白术天麻汤", F,
      named="半夏茯苓天麻汤"),
    Q("古书上写参桂汤，对应哪个方", "formula_has_alias", "参桂汤", AL),
    # check_for_disease
    Q("化验单有血浆蝰蛇毒磷脂时间测定，这个是查什么病的", "check_for_disease", "血浆蝰蛇毒磷脂时间测定", C),
    Q("腰痛发烧，医生开静脉注射肾盂摄影检查，是查肾盂肾炎吗", "check_for_disease", "静脉注射肾盂摄影检查", C,
      named="肾盂肾炎"),
    Q("脖子僵，做颈部活动度检查能查出颈型颈椎病吗", "check_for_disease", "颈部活动度检查", C, named="颈型颈椎病"),
    Q("鼻子干老出血，约了鼻腔内镜检查，能查干燥性鼻炎吗", "check_for_disease", "鼻腔内镜检查", C,
      named="干燥性鼻炎"),
    Q("我在吃利尿药，查血清钾检查是看有没有低钾血症吗", "check_for_disease", "血清钾检查", C, named="低钾血症"),
    Q("从非洲回来贫血，医生要做镰形红细胞检查，查哪些病", "check_for_disease", "镰形红细胞检查", C),
    # check_for_symptom
    Q("嘴唇反复肿，查血清补体C4是为了看血管神经性水肿吗", "check_for_symptom", "血清补体C4", C,
      named="血管神经性水肿"),
    Q("脸色苍白查了血清铁蛋白检查，它针对哪些症状", "check_for_symptom", "血清铁蛋白检查", C),
    Q("白带多做了阴道分泌物细胞学检查，这个检查对应什么症状", "check_for_symptom", "阴道分泌物细胞学检查", C),
    Q("宝宝晚上睡觉摇头，医生让查血清钙检查，是因为抽搐吗", "check_for_symptom", "血清钙检查", C, named="抽搐"),
    Q("我是程序员，最近老是颈部僵硬，一般做什么检查呀", "check_for_symptom", "颈部僵硬", S),
    Q("膝盖肿痛做骨关节及软组织CT检查，针对关节肿痛吗", "check_for_symptom", "骨关节及软组织CT检查", C,
      named="关节肿痛"),
    Q("发烧呕吐抽了血液及骨髓标本的细菌学检验，这检查是针对哪些症状", "check_for_symptom",
      "血液及骨髓标本的细菌学检验", C),
    # performed_by
    Q("我在心血管科住院，心血管科能做哪些检查", "performed_by", "心血管科", DEP),
    Q("孩子抽搐转到神经科，神经科可以做什么检查", "performed_by", "神经科", DEP),
    Q("泌尿外科门诊能做哪些检查项目", "performed_by", "泌尿外科", DEP),
    Q("宫腔镜检查是在妇产科做的吗", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("我约了无痛胃镜检查，请问由哪个科室来做", "performed_by", "无痛胃镜检查", C),
    # check_has_alias
    Q("国外做的EMG报告，这个检查还有啥叫法", "check_has_alias", "肌电图检查", C, mention="EMG"),
    Q("宝宝出生做了新生儿筛查，这个检查完整英文叫法是什么", "check_has_alias", "新生儿疾病筛查检查", C,
      mention="新生儿筛查"),
    Q("保险理赔要填脑电图检查的英文缩写，是哪个", "check_has_alias", "脑电图检查", C),
    Q("单子上写静脉肾盂排泄造影，我约的是哪项检查", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("胃镜室的护士说EUS，是指哪项检查啊", "check_has_alias", "EUS", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day28"))
