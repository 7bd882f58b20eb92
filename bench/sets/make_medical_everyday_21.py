"""Writes `medical_everyday_21.jsonl`, a twenty-first hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twentieth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 203 questions, every
relation type of the network asked three to seven times, by the people who would type them on a phone: patients,
parents (孩子晚上打呼噜憋气, 八岁孩子得了小儿急性胰腺炎, 宝宝中耳炎反反复复), grown children asking for their parents
(我妈七十了, 我爸七十多了, 我舅前列腺癌晚期了, 爸爸有慢性稳定型心绞痛), a pregnant woman (怀孕五个月, 孕晚期浑身痒), a
nurse (护士想问下), a pharmacist (药师问一下), students (考方剂学, 学生问一下), a worker (在甘蔗厂干了十几年), travellers
(去南美旅游回来, 要去日本北部旅游), people who gather or cook herbs (山上采的大种鹅儿肠, 海鲜市场买的明虾) and people reading
a box, a drip label or a report (输液单上写着田力, 报告单上的ECG, 国外体检报告里有electromyography). Other diseases, drugs,
medicinal materials, formulas and checks than the twenty-four other sets (the shipped dev set, everyday sets 1 to 20
and the three alias sets) wherever the network allows: the candidates were the records whose name no earlier
question contains. The exceptions are in the relation types whose few records every earlier set already asks about
(prevalent_in, metastasizes_to, invades, differential_diagnosis, has_risk_factor, formula_has_alias, performed_by,
check_has_alias, and the alias instances drug_has_alias, formula_has_alias and check_has_alias record), asked
another way, about one neighbour, or from the relation's target end. None of its records or names is one the second
alias set uses. No question repeats one of theirs, and none shares more than 73% of its character pairs with one of
theirs.

The wording is half and half. 103 questions are full questions as typed into a forum or a message, with full-width
punctuation, often a clause of context first (鱼刺卡住了算咽喉异物吧, 滑雪摔了一跤, 手麻 骨科怀疑…). 100 are chat-box
fragments: no punctuation, spaces where commas would be (晕痣 一般长身上哪, 箭杆杨 功效, 肝内胆管癌 转移部位). Run-on double
questions ask the gold first (肺鳞癌确诊要做哪些检查，支气管镜是必须的吗 asks for the checks, 唯佳美是什么药，饭前吃还是饭后吃？ for what the
name stands for, 胆囊迟缓综合征怎么治，中医西医都行吗？ for the treatment, 组织胞浆菌病主要在哪些国家流行？出国要注意吗 for the
regions). 20 carry the particles 呢/啊/呀/嘛/哈. Two carry a phone-keyboard slip outside the name (东风橘这味药能治那些病？,
肛门失禁还交啥？). 36 questions name the one neighbour they ask about (巨乳头性结膜炎 挂眼科对吗, 小活络片里有川乌吗，听说有毒,
肾癌有没有可能跑到甲状腺上？), and 11 besides the alias-instance questions below are asked from the relation's target end
(外阴包块是哪些病会出现的？, 有头颈部放射史的人 以后容易得什么病, 撒哈拉以南的非洲地区 常见哪些病, 含盐酸哌替啶的药有哪几种,
α1受体阻滞剂 都有哪些药呀, 能清肺止咳的药材有哪些？, 消化科 能做哪几种检查). Several name two records (药物性支气管哮喘是支气管哮喘
的一种吗？, 阑尾肿瘤和类癌综合征有关系吗？, 肥厚性心肌病跟运动员心脏怎么分啊？, 更年期综合征会不会引起骨质疏松症啊？).

Names inside names: by a mechanical count most questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the
way people say them (胃癌前病变 holds 胃癌, 胆脂瘤型中耳炎 holds 中耳炎, 儿童精神分裂症 holds 精神分裂症, 炎性乳腺癌 holds
乳腺癌, 小儿慢性肾功能衰竭 holds 慢性肾功能衰竭, 急性化脓性睾丸炎 holds 睾丸炎, 小儿慢性肺炎 holds 慢性肺炎, 红皮病型银屑病
holds 银屑病, 急性闭角型青光眼 holds 闭角型青光眼, 小儿急性胰腺炎 holds 急性胰腺炎, 小儿阻塞性睡眠呼吸暂停 holds 阻塞性睡眠
呼吸暂停, 药物性支气管哮喘 holds 支气管哮喘, 萎缩性咽炎 holds 咽炎, 妊娠合并白血病 holds 白血病, 小儿荨麻疹 holds 荨麻疹,
麻痹性肠梗阻 holds 肠梗阻, 骨髓增生异常性贫血 holds 贫血, 慢性淋巴细胞白血病 holds 淋巴细胞白血病, 脑动脉硬化症 holds
脑动脉硬化, 先天性心血管疾病 holds 心血管疾病, 非阵发性窦性心动过速 (asked by its alias 特发性窦性心动过速) holds 窦性心动
过速; 小细胞肺癌, 胆管癌, 尿崩症 and 中耳炎 lie inside longer records' names).

About one question in four (50 of 203) names its entity by a name the network records for that very instance, of
many kinds: disease aliases (30 questions): English abbreviations (NET, DHF), eponymous names (Galen静脉瘤, 卡里翁病,
Bowen 病), folk and old names (老鼠疮, 鸟热, 滑雪拇指), other names in use (胰腺结石, 老年钙化性心瓣膜病, 多发型高脂血症,
肺出血—肾炎综合征, 尺神经管综合征, 更年期综合征, 多发性外生骨疣, 贲门痉挛, 日本乙型脑炎, 功能性呕吐, 巨细胞包涵体病, 跖骨应力
骨折, 舌异位甲状腺, 毛发角化病, 产褥期精神病, 边缘性角膜变性, 传音性聋, 特发性窦性心动过速, 胆囊迟缓综合征) and names with a
part dropped or changed (热带巨脾病 for 小儿热带巨脾综合征, 酒精性肌病 without 中毒, 圣路易脑炎 for 圣路易斯型脑炎); drug
trade names (12 questions, below); medicinal material aliases, market and folk names (5: 刺黄芩, 断肠草, 明虾, 帕肉拉,
金银藤); TCM formula aliases (2: 菝葜饮, 茜根饮); and a check alias (EEG). Fifteen more ask what an alias stands for (唯佳美,
安瑞宁, 田力, 海普林, 扫帚苗, 藏茴香, 磨盘草, 鹰爪根, 厚朴煎, 李子豫赤丸, ECG, 静脉肾盂排泄造影, electromyography, Haglund病,
疬子颈): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists (关平, 哈乐, 葛泰,
糖适平, 欧兰宁, 艾乐汀, 必停, 奇正, 可派, 康迪欣, 意安林, 贝唐宁). All twelve are also drug records of their own (the source
writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record (来氟米特片,
盐酸坦索罗辛缓释胶囊, 地奥司明片, 格列喹酮片, 奥氮平片, 洛伐他汀分散片, 氨酚伪麻片, 青鹏软膏, 盐酸特拉唑嗪胶囊, 盐酸头孢他美酯片,
非那雄胺片, 盐酸吡格列酮胶囊), the mention is the trade name and the line is tagged `alias`, because a patient holding the
box asks about the medicine, and the standard record is the one that names it, holds its class and lists the trade
name.

Other names the network holds under two records (8 questions besides the 12 trade names written twice); the gold
record is the one the question is judged to mean:
- 更年期综合征 is a disease (and a symptom) record of its own as well as an alias 围绝经期综合征 lists, 贲门痉挛 a symptom
  record as well as an alias of 贲门失弛缓症, and EEG a check record as well as an alias of 脑电图检查 (3 questions). The
  questions ask about the illness or the check (what it leads to, who performs it), so the gold is the standard record
  that lists the alias: the same-name record holds nothing through the asked relation.
- 安瑞宁, 田力 and 海普林 are drug records, 磨盘草 a medicinal material record and ECG a check record, as well as alias
  instances (5 questions); the questions ask what the name stands for (是哪个药的名字, 通用名是啥, 是什么药膏, 是哪种药材的
  别名, 是哪项检查), so their gold is the alias instance, answered by the record that lists it. (藏茴香 is also an
  ingredient record, of another kind of thing; its question is of the same kind.)
- Besides these, 39 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record: 切口疝, 玻璃体积血, 肛门坠胀, 纵隔气肿, 麻痹性肠梗阻, 呃逆, 肛门失禁, 深静脉血栓症; an
  alias or ingredient record for a material: 野芭蕉, 高山辣根菜, 黄藤, 地锦草); the wording says which is meant (这个病,
  这病, 这味草药, 这味药材).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_21.py    # rewrites bench/sets/medical_everyday_21.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DC, DEP, DR, EF, F, IN, M, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_21.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我妈七十了，胃镜报告写着胃癌前病变，这个病平时会有啥表现呀？", "has_symptom", "胃癌前病变", D),
    Q("胰腺结石会有哪些症状呢？", "has_symptom", "胰石症", D, mention="胰腺结石"),
    Q("胆脂瘤型中耳炎 耳朵流脓算不算它的症状", "has_symptom", "胆脂瘤型中耳炎", D, named="耳流脓"),
    Q("体检的医生提了一句老年钙化性心瓣膜病，得了这个人会有什么感觉？", "has_symptom", "老年退行性心瓣膜病", D, mention="老年钙化性心瓣膜病"),
    Q("护士想问下 盆腔脏器脱垂的病人一般都有哪些主诉", "has_symptom", "盆腔脏器脱垂", D),
    Q("热带巨脾病 发烧贫血都是它引起的吗", "has_symptom", "小儿热带巨脾综合征", D, mention="热带巨脾病"),
    Q("外阴包块是哪些病会出现的？", "has_symptom", "外阴包块", S),
    # designated_to
    Q("巨乳头性结膜炎 挂眼科对吗", "designated_to", "巨乳头性结膜炎", D, named="眼科"),
    Q("在甘蔗厂干了十几年，查出蔗尘肺，该看哪个科啊？", "designated_to", "蔗尘肺", D),
    Q("孩子十岁，医生怀疑是儿童精神分裂症，我们该挂啥科室？", "designated_to", "儿童精神分裂症", D),
    Q("Galen静脉瘤 去哪个科", "designated_to", "大脑大静脉瘤", D, mention="Galen静脉瘤"),
    Q("化验单说多发型高脂血症 上医院找哪个科看", "designated_to", "家族性混合型高脂血症", D, mention="多发型高脂血症"),
    Q("炎性乳腺癌是去肿瘤科吗，还是乳腺外科？", "designated_to", "炎性乳腺癌", D, named="肿瘤科"),
    Q("做完手术肚子上鼓出来个切口疝 这个病挂什么科", "designated_to", "切口疝", D),
    # checks
    Q("鱼刺卡住了算咽喉异物吧，去医院会做啥检查？", "checks", "咽喉异物", D),
    Q("肺鳞癌确诊要做哪些检查，支气管镜是必须的吗", "checks", "肺鳞癌", D),
    Q("去南美旅游回来怀疑是卡里翁病，要怎么查？", "checks", "巴尔通体病", D, mention="卡里翁病"),
    Q("肺出血—肾炎综合征 需要查哪些", "checks", "goodpasture综合征", D, mention="肺出血—肾炎综合征"),
    Q("小儿慢性肾功能衰竭要定期复查哪些项目呢？", "checks", "小儿慢性肾功能衰竭", D),
    Q("眼前突然一片黑影 说是玻璃体积血 这病靠什么检查确定", "checks", "玻璃体积血", D),
    Q("手麻 骨科怀疑尺神经管综合征 要做哪些检查", "checks", "尺管综合征", D, mention="尺神经管综合征"),
    # has_complication
    Q("孩子晚上打呼噜憋气，医生说是小儿阻塞性睡眠呼吸暂停，不管它会引起啥后果？", "has_complication", "小儿阻塞性睡眠呼吸暂停", D),
    Q("更年期综合征会不会引起骨质疏松症啊？", "has_complication", "围绝经期综合征", D, mention="更年期综合征", named="骨质疏松症"),
    Q("多发性外生骨疣 以后会带出哪些病", "has_complication", "遗传性多发性骨软骨瘤", D, mention="多发性外生骨疣"),
    Q("急性化脓性睾丸炎治不彻底会有并发症吗？", "has_complication", "急性化脓性睾丸炎", D),
    Q("小儿慢性肺炎 拖久了会变成肺源性心脏病吗", "has_complication", "小儿慢性肺炎", D, named="肺源性心脏病"),
    Q("贲门痉挛好几年了，会并发什么吗，会不会癌变？", "has_complication", "贲门失弛缓症", D, mention="贲门痉挛"),
    # cures
    Q("红皮病型银屑病全身发红脱皮，吃什么药能控制？", "cures", "红皮病型银屑病", D),
    Q("我爸七十多了，查出脑动脉硬化症，有没有药能吃？", "cures", "脑动脉硬化症", D),
    Q("家里养鹦鹉 兽医说是鸟热 人能吃四环素片吗", "cures", "鹦鹉热", D, mention="鸟热", named="四环素片"),
    Q("日本乙型脑炎有啥药可以用？", "cures", "流行性乙型脑炎", D, mention="日本乙型脑炎"),
    Q("功能性呕吐 开什么药", "cures", "神经性呕吐", D, mention="功能性呕吐"),
    Q("急性闭角型青光眼眼压很高，一般开什么药降？", "cures", "急性闭角型青光眼", D),
    Q("巨细胞包涵体病 抗病毒药用哪个", "cures", "巨细胞病毒感染症", D, mention="巨细胞包涵体病"),
    # shown_on
    Q("急性出血性坏死性肠炎，病变主要在肠子哪一段？", "shown_on", "急性出血性坏死性肠炎", D),
    Q("疣状癌一般长在哪些部位呀？", "shown_on", "疣状癌", D),
    Q("晕痣 一般长身上哪", "shown_on", "晕痣", D),
    Q("滑雪摔了一跤 骨科说是滑雪拇指 伤的是哪个位置", "shown_on", "拇指掌指关节尺侧侧副韧带损伤", D, mention="滑雪拇指"),
    Q("肛门坠胀这个病，病变在哪些部位？", "shown_on", "肛门坠胀", D),
    Q("跑马拉松得了跖骨应力骨折，一般是第几根跖骨？", "shown_on", "跖骨疲劳性骨折", D, mention="跖骨应力骨折"),
    # caused_by
    Q("老鼠疮 是什么原因引起的", "caused_by", "瘰疬", D, mention="老鼠疮"),
    Q("士的宁中毒一般是怎么中上的？", "caused_by", "士的宁中毒", D),
    Q("八岁孩子得了小儿急性胰腺炎，这是啥原因导致的？", "caused_by", "小儿急性胰腺炎", D),
    Q("孩子舌根长了个包，医生说是舌异位甲状腺，这是怎么形成的？", "caused_by", "舌甲状腺", D, mention="舌异位甲状腺"),
    Q("坐板疮 怎么会长的呀", "caused_by", "坐板疮", D),
    Q("先天性心血管疾病 是怎么造成的 怀孕时能预防吗", "caused_by", "先天性心血管疾病", D),
    Q("胳膊上一粒粒的 皮肤科说是毛发角化病 这个是怎么来的", "caused_by", "毛发苔藓", D, mention="毛发角化病"),
    # has_risk_factor
    Q("做试管婴儿 体外受精的话会增加哪种病的风险？", "has_risk_factor", "体外受精", CA),
    Q("宝宝中耳炎反反复复 哪些习惯会让它更容易犯", "has_risk_factor", "中耳炎", D),
    Q("有头颈部放射史的人 以后容易得什么病", "has_risk_factor", "头颈部放射史", CA),
    Q("爸爸有慢性稳定型心绞痛，哪些因素容易让它发作？", "has_risk_factor", "慢性稳定型心绞痛", D),
    Q("急性阑尾炎跟吃得太精细有关系吗，哪些人风险高？", "has_risk_factor", "急性阑尾炎", D),
    # common_in
    Q("老人说孩子是脏寒，这个一般哪些孩子多见？", "common_in", "脏寒", D),
    Q("先天性肺动静脉瘘多发于什么年纪？", "common_in", "先天性肺动静脉瘘", D),
    Q("产褥期精神病 一般见于哪些人", "common_in", "产后精神病", D, mention="产褥期精神病"),
    Q("囊性肾病一般是什么人得啊？", "common_in", "囊性肾病", D),
    Q("萎缩性毛发角化病 男的多还是女的多", "common_in", "萎缩性毛发角化病", D),
    Q("边缘性角膜变性 好发在哪个年龄段", "common_in", "Terrien边缘变性", D, mention="边缘性角膜变性"),
    # prevalent_in
    Q("撒哈拉以南的非洲地区 常见哪些病", "prevalent_in", "撒哈拉以南的非洲地区", RE),
    Q("破伤风在哪些地区多见呢？", "prevalent_in", "破伤风", D),
    Q("组织胞浆菌病主要在哪些国家流行？出国要注意吗", "prevalent_in", "组织胞浆菌病", D),
    Q("热带地区的国家 哪些传染病比较多", "prevalent_in", "热带地区的国家", RE),
    Q("要去日本北部旅游，听说那边胆管癌多，是真的吗？", "prevalent_in", "胆管癌", D, named="日本北部"),
    # metastasizes_to
    Q("肾癌有没有可能跑到甲状腺上？", "metastasizes_to", "肾癌", D, named="甲状腺"),
    Q("小伙子得了睾丸癌 最容易往哪扩散", "metastasizes_to", "睾丸癌", D),
    Q("我舅前列腺癌晚期了，会扩散到哪些地方？", "metastasizes_to", "前列腺癌", D),
    Q("肝内胆管癌 转移部位", "metastasizes_to", "肝内胆管癌", D),
    # invades
    Q("口咽癌 会往周围哪些地方侵犯", "invades", "口咽癌", D),
    Q("慢性淋巴细胞白血病会不会侵犯到脾？", "invades", "慢性淋巴细胞白血病", D, named="脾"),
    Q("CT说小细胞肺癌贴着胸壁 是侵犯进去了吗", "invades", "小细胞肺癌", D, named="胸壁"),
    Q("喉癌会侵犯声带吗，能保住说话吗？", "invades", "喉癌", D, named="声带"),
    # is_subtype_of
    Q("痉挛性结肠 属于哪一类病", "is_subtype_of", "痉挛性结肠", D),
    Q("传音性聋归在哪类耳病里？", "is_subtype_of", "传导性聋", D, mention="传音性聋"),
    Q("药物性支气管哮喘是支气管哮喘的一种吗？", "is_subtype_of", "药物性支气管哮喘", D, named="支气管哮喘"),
    Q("学生问一下，萎缩性咽炎的上一级分类是啥？", "is_subtype_of", "萎缩性咽炎", D),
    Q("酒精性肌病 算是什么病的一种", "is_subtype_of", "酒精中毒性肌病", D, mention="酒精性肌病"),
    Q("圣路易脑炎 属于哪种脑炎呀", "is_subtype_of", "圣路易斯型脑炎", D, mention="圣路易脑炎"),
    Q("骨髓增生异常性贫血 归到骨髓增生异常综合征里吗", "is_subtype_of", "骨髓增生异常性贫血", D, named="骨髓增生异常综合征"),
    # related_disease
    Q("NET 跟哪些病有关联", "related_disease", "神经内分泌肿瘤", D, mention="NET"),
    Q("维生素K缺乏症的相关疾病有哪些？", "related_disease", "维生素K缺乏症", D),
    Q("DHF 会伴着胸腔积液吗", "related_disease", "登革出血热", D, mention="DHF", named="胸腔积液"),
    Q("阑尾肿瘤和类癌综合征有关系吗？", "related_disease", "阑尾肿瘤", D, named="类癌综合征"),
    Q("先天性代谢缺陷这个病 会伴有白内障吗", "related_disease", "先天性代谢缺陷", D, named="白内障"),
    # differential_diagnosis
    Q("孕晚期浑身痒 妊娠期肝内胆汁淤积症要和哪些病鉴别", "differential_diagnosis", "妊娠期肝内胆汁淤积症", D),
    Q("机会性感染 需要和哪些病鉴别", "differential_diagnosis", "机会性感染", D),
    Q("HELLP综合征 跟哪些病容易搞混", "differential_diagnosis", "HELLP综合征", D),
    Q("肥厚性心肌病跟运动员心脏怎么分啊？", "differential_diagnosis", "肥厚性心肌病", D, named="运动员心脏"),
    Q("尿崩症 还得排除哪些病", "differential_diagnosis", "尿崩症", D),
    # treated_with
    Q("怀孕五个月查出妊娠合并白血病，怎么治，能化疗吗？", "treated_with", "妊娠合并白血病", D),
    Q("胆囊迟缓综合征怎么治，中医西医都行吗？", "treated_with", "胆道张力低下综合征", D, mention="胆囊迟缓综合征"),
    Q("纵隔气肿 怎么处理", "treated_with", "纵隔气肿", D),
    Q("Bowen 病有哪些治法？", "treated_with", "原位鳞状细胞癌", D, mention="Bowen 病"),
    Q("小儿荨麻疹 怎么治才能断根", "treated_with", "小儿荨麻疹", D),
    Q("麻痹性肠梗阻 要开刀吗 一般怎么治", "treated_with", "麻痹性肠梗阻", D),
    Q("特发性窦性心动过速 能做射频消融吗", "treated_with", "非阵发性窦性心动过速", D, mention="特发性窦性心动过速"),
    # indicated_for
    Q("风湿科开的关平 是治什么的", "indicated_for", "来氟米特片", DR, mention="关平"),
    Q("邻居给的柳栎浸膏胶囊，主治啥的？", "indicated_for", "柳栎浸膏胶囊", DR),
    Q("哈乐这个药，前列腺增生能吃吗？", "indicated_for", "盐酸坦索罗辛缓释胶囊", DR, mention="哈乐", named="前列腺增生"),
    Q("葛泰 管什么病的", "indicated_for", "地奥司明片", DR, mention="葛泰"),
    Q("注射用藻酸双酯钠是用在哪些病上的？", "indicated_for", "注射用藻酸双酯钠", DR),
    Q("水杨酸氧化锌软膏 足癣能抹吗", "indicated_for", "水杨酸氧化锌软膏", DR, named="足癣"),
    Q("适应症里有深静脉血栓症的药都有哪些？", "indicated_for", "深静脉血栓症", D),
    # has_adverse_reaction
    Q("糖适平吃了会低血糖吗？", "has_adverse_reaction", "格列喹酮片", DR, mention="糖适平", named="低血糖症"),
    Q("欧兰宁 副作用大不大", "has_adverse_reaction", "奥氮平片", DR, mention="欧兰宁"),
    Q("诊所给孩子打柴胡注射液，打了有啥不良反应？", "has_adverse_reaction", "柴胡注射液", DR),
    Q("艾乐汀吃了有哪些副作用呀？", "has_adverse_reaction", "洛伐他汀分散片", DR, mention="艾乐汀"),
    Q("药师问一下，地高辛片常见的不良反应有哪些？", "has_adverse_reaction", "地高辛片", DR),
    Q("鲑鱼降钙素注射液打完脸发红，是正常的潮红吗？", "has_adverse_reaction", "鲑鱼降钙素注射液", DR, named="潮红"),
    Q("哪些药吃了会出现味觉障碍", "has_adverse_reaction", "味觉障碍", S),
    # has_ingredient
    Q("感冒药必停 里面有什么成分", "has_ingredient", "氨酚伪麻片", DR, mention="必停"),
    Q("平消片含哪些药材？", "has_ingredient", "平消片", DR),
    Q("小活络片里有川乌吗，听说有毒", "has_ingredient", "小活络片", DR, named="川乌"),
    Q("奇正那个藏药膏 里头都是啥", "has_ingredient", "青鹏软膏", DR, mention="奇正"),
    Q("二十五味驴血丸 配方", "has_ingredient", "二十五味驴血丸", DR),
    Q("灰树花胶囊是用什么做的？", "has_ingredient", "灰树花胶囊", DR),
    Q("含盐酸哌替啶的药有哪几种", "has_ingredient", "盐酸哌替啶", IN),
    # is_a_level3
    Q("可派 属于哪类药", "is_a_level3", "盐酸特拉唑嗪胶囊", DR, mention="可派"),
    Q("康迪欣是抗生素吗？", "is_a_level3", "盐酸头孢他美酯片", DR, mention="康迪欣", named="抗生素类"),
    Q("利奈唑胺片 是什么类的药", "is_a_level3", "利奈唑胺片", DR),
    Q("枸橼酸舒芬太尼注射液按用途算哪一类？", "is_a_level3", "枸橼酸舒芬太尼注射液", DR),
    Q("黄体酮注射液 算哪类激素", "is_a_level3", "黄体酮注射液", DR),
    Q("α1受体阻滞剂 都有哪些药呀", "is_a_level3", "α1受体阻滞剂", DC),
    # belongs_to
    Q("意安林是哪一类的药品？", "belongs_to", "非那雄胺片", DR, mention="意安林"),
    Q("贝唐宁 属于什么药", "belongs_to", "盐酸吡格列酮胶囊", DR, mention="贝唐宁"),
    Q("重组人生长激素注射液 药品分类", "belongs_to", "重组人生长激素注射液", DR),
    Q("胃铋镁颗粒算抑酸药吗？", "belongs_to", "胃铋镁颗粒", DR),
    Q("阿苯达唑片 属于啥药 是驱虫的吗", "belongs_to", "阿苯达唑片", DR),
    Q("二妙丸是中成药吗？", "belongs_to", "二妙丸", DR, named="中成药"),
    # drug_has_alias
    Q("盐酸哌罗匹隆片还有别的叫法吗？", "drug_has_alias", "盐酸哌罗匹隆片", DR),
    Q("唯佳美是什么药，饭前吃还是饭后吃？", "drug_has_alias", "唯佳美", AL),
    Q("安瑞宁是哪个药的名字？", "drug_has_alias", "安瑞宁", AL),
    Q("氯膦酸二钠片 英文名叫啥", "drug_has_alias", "氯膦酸二钠片", DR),
    Q("输液单上写着田力 这个药通用名是啥", "drug_has_alias", "田力", AL),
    Q("海普林是什么药膏呀？", "drug_has_alias", "海普林", AL),
    # mainly_treats
    Q("山上采的大种鹅儿肠，主治什么？", "mainly_treats", "大种鹅儿肠", M),
    Q("东风橘这味药能治那些病？", "mainly_treats", "东风橘", M),
    Q("野芭蕉这味草药 治疟疾吗", "mainly_treats", "野芭蕉", M, named="疟疾"),
    Q("丁香蓼根 治肾炎管用不", "mainly_treats", "丁香蓼根", M, named="肾炎"),
    Q("刺黄芩 主要治什么病", "mainly_treats", "小黄连刺", M, mention="刺黄芩"),
    Q("尿路感染老是复发，绿兰花能治吗？", "mainly_treats", "绿兰花", M, named="尿路感染"),
    # has_efficacy
    Q("猪胰入药有啥功效？", "has_efficacy", "猪胰", M),
    Q("断肠草 有什么作用", "has_efficacy", "羊角拗子", M, mention="断肠草"),
    Q("箭杆杨 功效", "has_efficacy", "箭杆杨", M),
    Q("荆芥穗炭是止血用的吗？", "has_efficacy", "荆芥穗炭", M, named="收涩止血"),
    Q("海鲜市场买的明虾 中医上讲有什么功效", "has_efficacy", "对虾", M, mention="明虾"),
    Q("槐胶 有啥用", "has_efficacy", "槐胶", M),
    Q("能清肺止咳的药材有哪些？", "has_efficacy", "清肺止咳", EF),
    # distributed_in
    Q("野苎麻 哪里有", "distributed_in", "野苎麻", M),
    Q("帕肉拉产在哪儿？", "distributed_in", "毛诃子", M, mention="帕肉拉"),
    Q("高山辣根菜这味药材 分布在哪些地方", "distributed_in", "高山辣根菜", M),
    Q("金银藤 哪些地方长", "distributed_in", "忍冬藤", M, mention="金银藤"),
    Q("黄藤广西有吗？", "distributed_in", "黄藤", M, named="广西"),
    Q("矮醋栗是哪里产的呀？", "distributed_in", "矮醋栗", M),
    # material_has_alias
    Q("地锦草在农村又叫什么？", "material_has_alias", "地锦草", M),
    Q("巴旦杏仁还有哪些叫法？", "material_has_alias", "巴旦杏仁", M),
    Q("扫帚苗 是哪味药", "material_has_alias", "扫帚苗", AL),
    Q("藏茴香指的是什么药材？", "material_has_alias", "藏茴香", AL),
    Q("磨盘草 是哪种药材的别名", "material_has_alias", "磨盘草", AL),
    Q("鹰爪根是什么药呀？", "material_has_alias", "鹰爪根", AL),
    # composed_of
    Q("考方剂学，八宝光明散由哪些药组成？", "composed_of", "八宝光明散", F),
    Q("麻黄夺命汤方子里有啥？", "composed_of", "麻黄夺命汤", F),
    Q("拔毒九珠丹 配方", "composed_of", "拔毒九珠丹", F),
    Q("巴戟熟地酒用哪些药泡的？", "composed_of", "巴戟熟地酒", F),
    Q("八味带下方 里面有当归吗", "composed_of", "八味带下方", F, named="当归"),
    # formula_has_efficacy
    Q("中医开了八毒大黄丸，它的功用是什么？", "formula_has_efficacy", "八毒大黄丸", F),
    Q("阿胶鸡子黄汤有什么作用？", "formula_has_efficacy", "阿胶鸡子黄汤", F),
    Q("麻黄复煎散能祛风除湿吗？", "formula_has_efficacy", "麻黄复煎散", F, named="祛风除湿"),
    Q("八宝汤 是干嘛用的", "formula_has_efficacy", "八宝汤", F),
    Q("八味胆草汤 有啥功效", "formula_has_efficacy", "八味胆草汤", F),
    # prescribed_for
    Q("二妙散 治什么", "prescribed_for", "二妙散", F),
    Q("八味固囟膏 治小儿痫证吗", "prescribed_for", "八味固囟膏", F, named="小儿痫证"),
    Q("八神散主治哪些病症？", "prescribed_for", "八神散", F),
    Q("八室丹 用于什么", "prescribed_for", "八室丹", F),
    Q("老方子菝葜饮 主治啥", "prescribed_for", "菝葜八味汤", F, mention="菝葜饮"),
    Q("茜根饮 治什么病", "prescribed_for", "八物茜根汤", F, mention="茜根饮"),
    # formula_has_alias
    Q("八风丹还有别的名字吗？", "formula_has_alias", "八风丹", F),
    Q("麻黄附子细辛汤在古书里还叫什么？", "formula_has_alias", "麻黄附子细辛汤", F),
    Q("古方里的厚朴煎 正名叫什么", "formula_has_alias", "厚朴煎", AL),
    Q("李子豫赤丸是哪个方的别称？", "formula_has_alias", "李子豫赤丸", AL),
    # check_for_disease
    Q("脊柱检查 能查出哪些病", "check_for_disease", "脊柱检查", C),
    Q("纯音听力计检查法是查什么病的？", "check_for_disease", "纯音听力计检查法", C),
    Q("血清胆固醇检查 高了可能是啥病", "check_for_disease", "血清胆固醇检查", C),
    Q("反跳试验阳性说明有什么病？", "check_for_disease", "反跳试验", C),
    Q("骨髓各系细胞形态学检查 能看出白血病吗", "check_for_disease", "骨髓各系细胞形态学检查", C, named="白血病"),
    Q("膀胱输尿管返流显象 主要查哪些病", "check_for_disease", "膀胱输尿管返流显象", C),
    # check_for_symptom
    Q("高峰胃酸分泌量检查 针对哪些症状", "check_for_symptom", "高峰胃酸分泌量检查", C),
    Q("持水杯试验是查什么症状的？", "check_for_symptom", "持水杯试验", C),
    Q("转白试验是出现什么症状才要做？", "check_for_symptom", "转白试验", C),
    Q("头痛好久了，医生让做脑血流图检查，头痛要做这个吗？", "check_for_symptom", "脑血流图检查", C, named="头痛"),
    Q("视野检查 是看哪些症状的", "check_for_symptom", "视野检查", C),
    Q("胸部外部检查一般针对哪些症状？", "check_for_symptom", "胸部外部检查", C),
    # performed_by
    Q("宫腔镜检查预约 是在妇产科做吗", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("消化科 能做哪几种检查", "performed_by", "消化科", DEP),
    Q("孩子要查EEG，是神经科做吗？", "performed_by", "脑电图检查", C, mention="EEG", named="神经科"),
    # check_has_alias
    Q("报告单上的ECG 是哪项检查", "check_has_alias", "ECG", AL),
    Q("静脉肾盂排泄造影 就是哪个检查啊", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("国外体检报告里有electromyography 对应咱们哪项", "check_has_alias", "electromyography", AL),
    # has_alias
    Q("呃逆这病 民间叫什么", "has_alias", "呃逆", D),
    Q("肛门失禁还交啥？", "has_alias", "肛门失禁", D),
    Q("埃利希体病 别称", "has_alias", "埃利希体病", D),
    Q("双侧束支传导阻滞有没有另一个名字？", "has_alias", "双侧束支传导阻滞", D),
    Q("Haglund病指的是什么病？", "has_alias", "Haglund病", AL),
    Q("疬子颈是啥病，要紧吗？", "has_alias", "疬子颈", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day21"))
