"""Writes `medical_aliases.jsonl`, everyday questions that name their entity by an alias, or by a name several records share.

A development set for entity linking, written by hand with `make_medical_everyday.py`'s machinery.
Two parts:

- About ninety questions that name their entity by an alias the network records, through every
  alias relation type of the demo network (has_alias, drug_has_alias, material_has_alias,
  formula_has_alias, check_has_alias): lay and old names of diseases (兔唇, 老鼠疮, 妊高症), brand
  names of drugs (乐瑞卡, 佳维乐), folk names of medicinal materials (三步跳, 一见喜), short names of
  formulas (八味丸, 知母汤) and English names of checks (electroencephalogram). On purpose it holds
  the hard forms: aliases whose text is also the name of a record of another type (丙肝 is a check,
  风心病 a cause, 心外膜炎 a symptom), aliases of a record whose own name is short or thin, several
  aliases of one record asked separately (渐冻人, 卢伽雷病, 夏科病), and aliases written inside a
  longer word (早孕反应, 豁嘴儿, 倍松药膏).
- About thirty questions naming a name that several records carry, each of another object type
  (耳鸣 is a disease and a symptom, 甘草 a medicinal material and an ingredient, 内科 a department
  and a drug class): the question's intent decides which record it is about.

Each question carries its gold relation type, its entity (and how it names it) and, when it names
one neighbour, that neighbour; the answers are read from the built network and the file is checked
with the evaluation harness's validator before it is written. Tags are `make_medical_everyday.py`'s
(`alias`, `ambiguous_name`, `reverse`, ...).

    .venv/bin/python bench/sets/make_medical_aliases.py     # rewrites bench/sets/medical_aliases.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import C, CA, D, DC, DEP, DR, F, IN, M, PO, S, Q, main  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_aliases.jsonl"


QUESTIONS: list[Q] = [
    # --- diseases named by an alias (has_alias)
    Q("体检查出来丙肝，丙肝一般会有哪些症状", "has_symptom", "丙型病毒性肝炎", D, mention="丙肝"),
    Q("孩子上感发烧两天了，上感一般挂什么科", "designated_to", "小儿感冒", D, mention="上感"),
    Q("呼衰的老人身上会出现哪些表现", "has_symptom", "呼吸衰竭", D, mention="呼衰"),
    Q("医生说可能是何杰金病，要做哪些检查才能确诊", "checks", "霍奇金淋巴瘤", D, mention="何杰金病"),
    Q("孩子生下来是兔唇，应该挂哪个科", "designated_to", "唇裂", D, mention="兔唇"),
    Q("豁嘴儿是怎么造成的，跟怀孕时吃药有关吗", "caused_by", "唇裂", D, mention="豁嘴"),
    Q("渐冻人症早期有哪些表现", "has_symptom", "肌萎缩侧索硬化", D, mention="渐冻人"),
    Q("卢伽雷病应该去医院哪个科看", "designated_to", "肌萎缩侧索硬化", D, mention="卢伽雷病"),
    Q("夏科病到底是什么原因引起的", "caused_by", "肌萎缩侧索硬化", D, mention="夏科病"),
    Q("产检说我有妊高症，还要加做哪些检查", "checks", "妊娠高血压疾病", D, mention="妊高症"),
    Q("妊娠高压的孕妇一般会有什么症状", "has_symptom", "妊娠高血压疾病", D, mention="妊娠高压"),
    Q("小孩斜眼能治好吗，一般怎么治疗", "treated_with", "斜视", D, mention="斜眼"),
    Q("海边玩了一天日晒伤了，皮肤会出现哪些症状", "has_symptom", "日照性皮炎", D, mention="日晒伤"),
    Q("晒斑多见于哪些人", "common_in", "日照性皮炎", D, mention="晒斑"),
    Q("孩子说话磕巴，是什么原因导致的", "caused_by", "口吃", D, mention="磕巴"),
    Q("肋膜炎要做哪些检查", "checks", "胸膜炎", D, mention="肋膜炎"),
    Q("肛漏去医院要挂什么科", "designated_to", "肛瘘", D, mention="肛漏"),
    Q("脸上有块疤痕，去医院找哪个科", "designated_to", "瘢痕", D, mention="疤痕"),
    Q("疤痕疙瘩越长越大，用什么药", "cures", "瘢痕疙瘩", D, mention="疤痕疙瘩"),
    Q("老鼠疮是什么引起的", "caused_by", "瘰疬", D, mention="老鼠疮"),
    Q("疬子颈脖子上会有什么症状", "has_symptom", "瘰疬", D, mention="疬子颈"),
    Q("脸上青春痘一直长，用什么药好", "cures", "囊肿性痤疮", D, mention="青春痘"),
    Q("孩子胸口往前凸，医生说是鸽胸，会带来哪些并发症", "has_complication", "鸡胸", D, mention="鸽胸"),
    Q("风心病的病人平时会有哪些不舒服", "has_symptom", "风湿性心脏病", D, mention="风心病"),
    Q("白塞病一般会有哪些表现", "has_symptom", "贝赫切特综合征", D, mention="白塞病"),
    Q("白塞氏病要挂风湿科还是别的科", "designated_to", "贝赫切特综合征", D, mention="白塞氏病"),
    Q("在矿上干了十几年得了硅肺，这病是怎么得的", "caused_by", "矽肺病", D, mention="硅肺"),
    Q("心外膜炎要做哪些检查", "checks", "心包炎", D, mention="心外膜炎"),
    Q("工地上有人重度中暑了，会出现什么症状", "has_symptom", "热射病", D, mention="重度中暑"),
    Q("老人咽下困难是哪些原因导致的", "caused_by", "吞咽困难", D, mention="咽下困难"),
    Q("溺水的人救上来以后会有哪些症状", "has_symptom", "淹溺", D, mention="溺水"),
    Q("孩子有智力缺陷，要做哪些检查", "checks", "智力障碍", D, mention="智力缺陷"),
    Q("心电图提示房室阻滞，要吃什么药", "cures", "房室传导阻滞", D, mention="房室阻滞"),
    Q("小孩抽风一般是什么原因", "caused_by", "慢惊风", D, mention="抽风"),
    Q("包皮炎不管的话会引起什么并发症", "has_complication", "包皮龟头炎", D, mention="包皮炎"),
    Q("孩子个子特别矮，怀疑侏儒症，挂什么科", "designated_to", "矮小症", D, mention="侏儒症"),
    Q("尿酸肾病有什么症状", "has_symptom", "高尿酸血症肾病", D, mention="尿酸肾病"),
    Q("玫瑰痤疮一般长在脸上哪些部位", "shown_on", "酒渣鼻", D, mention="玫瑰痤疮"),
    Q("胃麻痹是怎么引起的", "caused_by", "胃轻瘫综合征", D, mention="胃麻痹"),
    Q("蛇皮癣会遗传吗，病因是什么", "caused_by", "鱼鳞病", D, mention="蛇皮癣"),
    Q("重症鼾病挂什么科", "designated_to", "阻塞性睡眠呼吸暂停低通气综合征", D, mention="重症鼾病"),
    Q("鼻子里长了鼻痔，要挂哪个科", "designated_to", "鼻息肉病", D, mention="鼻痔"),
    Q("纤维织炎腰背疼，用什么药", "cures", "筋膜炎", D, mention="纤维织炎"),
    Q("腺热病的孩子会有哪些症状", "has_symptom", "传染性单核细胞增多症", D, mention="腺热病"),
    Q("吃了蚕豆脸发黄，胡豆黄是什么原因引起的", "caused_by", "蚕豆病", D, mention="胡豆黄"),
    Q("去西藏怕得高原病，高原病都有啥症状", "has_symptom", "高原反应", D, mention="高原病"),
    Q("高山病一般怎么治疗", "treated_with", "高原反应", D, mention="高山病"),
    Q("家里养鹦鹉的人得了鸟热，这个病是怎么传上的", "caused_by", "鹦鹉热", D, mention="鸟热"),
    Q("早孕反应一般有哪些", "has_symptom", "早期妊娠", D, mention="早孕"),
    Q("月经错后是什么原因", "caused_by", "经期推迟", D, mention="月经错后"),
    Q("月经推迟一个星期了，挂妇科还是别的科", "designated_to", "经期推迟", D, mention="月经推迟"),
    Q("耳膜穿孔了会有哪些症状", "has_symptom", "鼓膜穿孔", D, mention="耳膜穿孔"),
    Q("肛门湿疹痒得很，怎么治疗", "treated_with", "肛周湿疹", D, mention="肛门湿疹"),
    Q("单腹胀的人肚子会有哪些表现", "has_symptom", "臌胀", D, mention="单腹胀"),
    Q("生完孩子浑身疼说是产后身痛，要做哪些检查", "checks", "产后风", D, mention="产后身痛"),
    Q("老觉得累，医生说是第三状态，这种状态有哪些表现", "has_symptom", "亚健康", D, mention="第三状态"),
    Q("次健康该去哪个科调理", "designated_to", "亚健康", D, mention="次健康"),
    Q("火烧伤了皮肤会有哪些症状", "has_symptom", "水火烫伤", D, mention="火烧伤"),
    Q("汤火疮是怎么引起的", "caused_by", "水火烫伤", D, mention="汤火疮"),
    Q("天哮呛的孩子咳嗽会有哪些表现", "has_symptom", "顿呛", D, mention="天哮呛"),
    Q("虾蟆瘟有哪些症状", "has_symptom", "大头瘟", D, mention="虾蟆瘟"),
    Q("脸上长蝶斑疮是什么原因引起的", "caused_by", "红蝴蝶疮", D, mention="蝶斑疮"),
    Q("贪食症该看哪个科", "designated_to", "神经性贪食症", D, mention="贪食症"),
    Q("蛇皮癣还有什么别的叫法", "has_alias", "鱼鳞病", D, mention="蛇皮癣"),
    Q("渐冻人病在医学上还有哪些名字", "has_alias", "肌萎缩侧索硬化", D, mention="渐冻人"),
    # --- drugs named by a brand name (drug_has_alias)
    Q("乐瑞卡是治什么病的", "indicated_for", "普瑞巴林胶囊", DR, mention="乐瑞卡"),
    Q("我爸在吃佳维乐降糖，这个药有什么副作用", "has_adverse_reaction", "维格列汀片", DR, mention="佳维乐"),
    Q("倍松药膏能治哪些皮肤病", "indicated_for", "倍他米松乳膏", DR, mention="倍松"),
    Q("凡瑞克吃了会有哪些不良反应", "has_adverse_reaction", "安立生坦片", DR, mention="凡瑞克"),
    Q("唯佳美里面都有什么成分", "has_ingredient", "镁加铝咀嚼片", DR, mention="唯佳美"),
    Q("安如山主要用于哪些病", "indicated_for", "盐酸奥昔布宁缓释胶囊", DR, mention="安如山"),
    Q("替青威属于哪一类药品", "belongs_to", "阿莫西林舒巴坦匹酯胶囊", DR, mention="替青威"),
    Q("妇科医生开了朗依君，这药治什么", "indicated_for", "硝呋太尔胶囊", DR, mention="朗依君"),
    Q("老人一直吃降压乐，会有哪些副作用", "has_adverse_reaction", "复方地舍平片", DR, mention="降压乐"),
    Q("奥每欣是用来治什么感染的", "indicated_for", "注射用盐酸洛美沙星", DR, mention="奥每欣"),
    # --- medicinal materials named by a folk name (material_has_alias)
    Q("三步跳这味药材主治什么病", "mainly_treats", "半夏", M, mention="三步跳"),
    Q("元胡有什么功效", "has_efficacy", "延胡索", M, mention="元胡"),
    Q("一见喜这种草药有什么作用", "has_efficacy", "穿心莲", M, mention="一见喜"),
    Q("全虫入药能治哪些病", "mainly_treats", "全蝎", M, mention="全虫"),
    Q("僵虫有什么功效", "has_efficacy", "僵蚕", M, mention="僵虫"),
    Q("乌贼骨能治什么病", "mainly_treats", "海螵蛸", M, mention="乌贼骨"),
    Q("冬花泡水喝有什么功效", "has_efficacy", "款冬花", M, mention="冬花"),
    Q("云木香主要产在哪些地方", "distributed_in", "木香", M, mention="云木香"),
    Q("冷饭团这味药主要治什么", "mainly_treats", "土茯苓", M, mention="冷饭团"),
    Q("丝茅草根煮水有什么功效", "has_efficacy", "白茅根", M, mention="丝茅草"),
    Q("九重楼有什么功效", "has_efficacy", "夏枯草", M, mention="九重楼"),
    Q("乌龟板入药有什么功效", "has_efficacy", "龟甲", M, mention="乌龟板"),
    Q("侧柏子有什么功效", "has_efficacy", "柏子仁", M, mention="侧柏子"),
    Q("冬麻子能治哪些病", "mainly_treats", "火麻仁", M, mention="冬麻子"),
    Q("刺梨子有什么功效", "has_efficacy", "金樱子", M, mention="刺梨子"),
    Q("佛手柑主要产在哪里", "distributed_in", "佛手", M, mention="佛手柑"),
    Q("五指柑能治什么病", "mainly_treats", "佛手", M, mention="五指柑"),
    Q("八股牛这味药主治什么", "mainly_treats", "白鲜皮", M, mention="八股牛"),
    Q("不老药锁阳的别名有哪些", "material_has_alias", "锁阳", M),
    Q("丹皮有什么功效", "has_efficacy", "牡丹皮", M, mention="丹皮"),
    Q("三步跳还有什么别的名字", "material_has_alias", "半夏", M, mention="三步跳"),
    # --- formulas named by a short name (formula_has_alias)
    Q("八味丸主治哪些病", "prescribed_for", "八物肾气丸", F, mention="八味丸"),
    Q("知母汤能治什么病", "prescribed_for", "八味知母汤", F, mention="知母汤"),
    Q("还晴散是治什么的", "prescribed_for", "八味还睛散", F, mention="还晴散"),
    Q("厚朴丸主要治什么病", "prescribed_for", "八味厚朴丸", F, mention="厚朴丸"),
    Q("茜根散用于哪些病", "prescribed_for", "八物茜根汤", F, mention="茜根散"),
    Q("茜根饮由哪些药组成", "composed_of", "八物茜根汤", F, mention="茜根饮"),
    Q("虎骨散主治什么", "prescribed_for", "八效虎骨散", F, mention="虎骨散"),
    Q("治疝茴香丸能治哪些病", "prescribed_for", "八味茴香丸", F, mention="治疝茴香丸"),
    Q("利气丸有什么功用", "formula_has_efficacy", "琥珀利气丸", F, mention="利气丸"),
    # --- checks named by an English or a short name (check_has_alias)
    Q("做electroencephalogram能查出哪些病", "check_for_disease", "脑电图检查", C, mention="electroencephalogram"),
    Q("electromyography一般用来查哪些症状", "check_for_symptom", "肌电图检查", C, mention="electromyography"),
    Q("宝宝出生要做newborn screening，能筛出哪些病", "check_for_disease", "新生儿疾病筛查检查", C, mention="newborn screening"),
    Q("静脉肾盂排泄造影检查能查出什么病", "check_for_disease", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # --- a name several records carry: the question's intent decides which
    Q("哪些病会让人耳鸣", "has_symptom", "耳鸣", S),
    Q("耳鸣好几个月了，该挂哪个科", "designated_to", "耳鸣", D),
    Q("治头痛的药有哪些", "indicated_for", "头痛", D),
    Q("哪些药吃了会头痛", "has_adverse_reaction", "头痛", S),
    Q("吃了哪些药容易过敏", "has_adverse_reaction", "过敏", S),
    Q("哪些药能治过敏", "indicated_for", "过敏", D),
    Q("便秘好几天了，吃什么药能通", "cures", "便秘", D),
    Q("哪些药的副作用是便秘", "has_adverse_reaction", "便秘", S),
    Q("贫血要去医院做哪些检查", "checks", "贫血", D),
    Q("哪些病会导致贫血", "has_symptom", "贫血", S),
    Q("哪些中药材能治心悸", "mainly_treats", "心悸", D),
    Q("哪些病会出现心悸", "has_symptom", "心悸", S),
    Q("咳嗽老不好，治咳嗽的中成药有哪些", "indicated_for", "咳嗽", D),
    Q("哪些药会引起咳嗽", "has_adverse_reaction", "咳嗽", S),
    Q("黄疸要查哪些项目", "checks", "黄疸", D),
    Q("哪些病会出现黄疸", "has_symptom", "黄疸", S),
    Q("甘草有什么功效", "has_efficacy", "甘草", M),
    Q("哪些中成药里面含有甘草", "has_ingredient", "甘草", IN),
    Q("当归主要治什么病", "mainly_treats", "当归", M),
    Q("含当归成分的药有哪些", "has_ingredient", "当归", IN),
    Q("地黄主要产在哪些地方", "distributed_in", "地黄", M),
    Q("黄芩这味药材有什么功效", "has_efficacy", "黄芩", M),
    Q("哪些药的成分里有薄荷", "has_ingredient", "薄荷", IN),
    Q("内科能看哪些病", "designated_to", "内科", DEP),
    Q("内科用药有哪些", "is_a_level3", "内科", DC),
    Q("眩晕症要做什么检查", "checks", "眩晕", D),
    Q("哪些病会引起眩晕", "has_symptom", "眩晕", S),
    Q("肺炎要做哪些检查", "checks", "肺炎", D),
    Q("哪些药的不良反应里有肺炎", "has_adverse_reaction", "肺炎", S),
    Q("腹泻吃什么药", "cures", "腹泻", D),
    Q("哪些药吃了会拉肚子腹泻", "has_adverse_reaction", "腹泻", S),
    Q("高血压人群容易得哪些病", "common_in", "高血压", PO),
    Q("肿瘤会导致哪些病", "caused_by", "肿瘤", CA),
]


if __name__ == "__main__":
    raise SystemExit(main(QUESTIONS, OUT, "alias"))
