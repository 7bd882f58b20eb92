"""Writes `medical_everyday_27.jsonl`, a twenty-seventh hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-fifth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 208 questions, every relation
type of the network asked four to eight times, worded as said at a pharmacy counter or a clinic triage desk and written
down as said: short and spoken, often naming the drug box, the report line or the complaint first and then asking
(拿了盒素比伏，这个是治肝炎的吧, 出院小结写消化性溃疡伴急性穿孔，这个归哪类, 片子上写椎间盘钙化症，一般在脖子还是腰上, 尿痛 要做淋球菌抗体检测吗), from customers,
patients and carers of every kind: a mother with a newborn (宝宝老流眼泪还有脓), a wife (老公天天咀嚼槟榔), grown children
(我妈刚送进来, 我爸住院了), a man for his brother (我弟癫痫性精神障碍), a worker (在焦化厂上班脸上发黑), travellers and students
(下个月去南非出差, 去俄罗斯读书), herb users (山里人说的蛇根头, 海边捡的星鱼) and people reading out what a doctor, a nurse or
the triage desk wrote (大夫，单子上写…, 护士，…, 分诊台这儿挂哪个科啊, 出院小结写…). 18 questions carry 呢/啊/呀/嘛/哈 and
73 a clause of context; a few ask two things and the first is the gold (旋毛虫病，药店有药吗，吃什么 asks for the drugs,
泡性角结膜炎 小孩多见吗 for who gets it).

Records: where the network allows, taken from the middle of each relation type's sources in key order (between the
40th and 60th percentile), among records whose name no question of the other sets (the shipped dev set, everyday
sets 1 to 25 and the three alias sets) contains and that none of them uses as an entity or a mention (one mention, 大田原综合征, an earlier
set uses too). The exceptions
are the relation types whose few records the earlier sets already ask about (has_risk_factor, prevalent_in,
metastasizes_to, invades, differential_diagnosis, drug_has_alias, formula_has_alias, performed_by, check_has_alias):
asked about one neighbour, outside performed_by one no earlier question names (喉癌 会不会侵到杓状软骨, 肝癌 跟肝血管瘤 B超上怎么分), or from the
relation's target end (南非, 巴基斯坦, 俄罗斯, 咖啡因, 妇产科), or about what one of their alias instances stands for
(the three English check aliases, which earlier sets ask about in other words). No record
or name the second alias set uses comes up here.

81 questions name the one neighbour they ask about, most of them naming two records (慢性胆管炎拖久了 会变肝硬化吗, 毛细胞白血病
和套细胞淋巴瘤 要鉴别吗, 肌肉痉挛 跟横纹肌溶解症有关系吗, 八味清毒膏 配方里含牛黄不). Seven besides the alias-instance questions
below are asked from the relation's target end (咖啡因 喝多了是哪些病的危险因素, 下个月去南非出差，那边流行啥病啊, 巴基斯坦 哪些病
多发, 去俄罗斯读书 那边什么病高发, 含芒硝的中成药有哪些呀, 能涩精的药材 有哪些, 妇产科 能做哪些检查).

Names inside names: by a mechanical count 130 of the 208 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (急性舌扁桃体炎 holds 舌扁桃体炎, 慢性滑膜炎 holds 滑膜炎, 慢性细菌性膀胱炎 holds 膀胱炎, 损伤性动静脉瘘 holds
动静脉瘘, 新生儿肾静脉血栓 holds 肾静脉血栓, 癫痫性精神障碍 holds 精神障碍, 急性淋巴结炎 holds 淋巴结炎, 盲肠扭转 holds 肠扭转,
慢性胆管炎 holds 胆管炎, 特发性脊柱侧凸 holds 脊柱侧凸, 接触性荨麻疹 holds 荨麻疹, 新生儿获得性免疫缺陷综合征 holds
获得性免疫缺陷综合征, 泡性角结膜炎 holds 角结膜炎, 新生儿坏死性小肠结肠炎 holds 坏死性小肠结肠炎, 慢性蝶窦炎 holds 蝶窦炎,
滴虫性外阴炎 holds 外阴炎, 转移性乳腺癌 holds 乳腺癌, 放射性心包炎 holds 心包炎, 正常眼压性青光眼 holds 青光眼, 特指急性骨髓炎
holds 急性骨髓炎, 基孔肯雅热病毒 holds 基孔肯雅热, 无痛胃镜检查 holds 胃镜检查, 甲状腺B型超声检查 holds B型超声检查; 胆管癌,
痛风 and 水俣病 lie inside longer records' names: 肝内胆管癌, 慢性痛风, 婴儿水俣病).

About one question in four (47 of 208) names its entity by a name the network records for that very instance:
disease aliases (23: names with a part changed, dropped or added such as 新生儿皮脂硬化, 先天性泪囊炎, 持续性交接性心动过速,
甲状腺功能亢进性心脏病, 急性梗阻性化脓性胆管炎, 免疫性血小板减少性紫癜, 毛发糠疹, 生漆皮炎, 直肠膨出, 非特异性脑炎, 椎管内雪旺细胞瘤,
组织细胞增多症X; other and older names such as 坐骨神经出口综合征, 梨状肌损伤, 母婴血型不合溶血病, 急性特发性多神经炎, 尖锐红苔藓,
脆骨病, 接合菌病, 洋葱伯克霍尔德菌肺炎, 传染性湿疹样皮炎, 中毒性黑素皮炎; an eponym, 大田原综合征); drug trade names (14,
below); medicinal material aliases (10: 红对节子, 末药, 鹅管石, 猪横利, 皂角子, 星鱼, 猪悬蹄, 节节红, 蛇根头, 三消草). Twelve
more ask what an alias stands for (牙齿窦道, Moyamoya病, 臁疮, 钙化上皮瘤, 可利斯安, 澳抒欣, 猪鬃草, 谷莠子, 䪼, electromyography,
newborn screening, electroencephalogram: disease, drug, material, acupoint-formula and check aliases): their gold is
the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth
set's check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 14 questions name a drug by a trade name its record's `trade_name` property lists (素比伏, 珂艾林, 补佳乐,
曲宁, 优降糖, 妈咪爱, 舒高可, 丽珠得乐, 美常安, 达美康, 思通宁, 纾吉, 特茉芬, 安度芬). All fourteen are also drug records of
their own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the
standard record (替比夫定片, 氯碘羟喹乳膏, 戊酸雌二醇片, 扎来普隆胶囊, 格列本脲片, 枯草杆菌二联活菌颗粒, 氢溴酸高乌甲素氯化钠注射液,
枸橼酸铋钾颗粒, 枯草杆菌二联活菌肠溶胶囊, 格列齐特片（II）, 氯化锶[89Sr]注射液, 注射用盐酸托烷司琼, 枸橼酸他莫昔芬片, 氨酚待因片（II）),
the mention is the trade name and the line is tagged `alias`, because a customer holding the box asks about the
medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (7 questions besides the 14 trade names written twice); the gold record
is the one the question is judged to mean:
- 甲状腺功能亢进性心脏病, 急性梗阻性化脓性胆管炎, 免疫性血小板减少性紫癜, 接合菌病, 直肠膨出 and 大田原综合征 are disease records
  of their own as well as aliases that 甲亢性心脏病, 急性化脓性胆管炎, 特发性血小板减少性紫癜, 毛霉病, 直肠前突 and
  早期婴儿型癫痫性脑病 list (6 questions). The questions ask about the illness the patient was told they have, and the
  gold is the standard record that lists the alias, as the network records what the alias stands for. Three of the
  same-name records hold a neighbour through the asked relation as well (甲状腺功能亢进性心脏病 → 内科, 接合菌病 → its
  pathogen, 大田原综合征 → 癫痫病); they are not counted as gold.
- 皂角子 is an ingredient record as well as an alias of the material 皂荚子 (1 question); the question asks what it treats
  as a herb (这个能治啥), so the gold is the material that lists the alias.
- Besides these, 49 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom record: 急性淋巴结炎, 星形细胞瘤, 支气管肺炎, 漏斗胸, 痛风; a cause record: 隐球菌性脑膜炎, 垂体卒中; a therapy
  record: 慢性胆管炎; an ingredient record for a material: 没药, 番薯藤, 棕榈, 猫爪草; a material record for an ingredient:
  芒硝; a symptom record for a region: 俄罗斯; a drug record for an alias instance: 澳抒欣), and the wording says which is
  meant (这个病, 入药, 含…的中成药, 去…读书, 对应的是哪个药名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_27.py    # rewrites bench/sets/medical_everyday_27.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DEP, DR, EF, F, IN, M, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_27.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("大夫，单子上写急性舌扁桃体炎，嗓子会一直咽痛吗", "has_symptom", "急性舌扁桃体炎", D, named="咽痛"),
    Q("膝盖肿了半个月，拍片说慢性滑膜炎，这病还有啥表现呀", "has_symptom", "慢性滑膜炎", D),
    Q("护士，宝宝腿上皮肤硬邦邦的，医生说新生儿皮脂硬化，还会有哪些症状", "has_symptom", "新生儿硬肿症", D,
      mention="新生儿皮脂硬化"),
    Q("宝宝老流眼泪还有脓，医生说先天性泪囊炎，这个还会有啥表现", "has_symptom", "新生儿泪囊炎", D,
      mention="先天性泪囊炎"),
    Q("下个月去拉萨，急性高原病会剧烈头痛吗", "has_symptom", "急性高原病", D, named="剧烈头痛"),
    Q("我家老头心跳老是快得停不下来，心电图写持续性交接性心动过速，会有啥感觉", "has_symptom",
      "持续性交接区折返性心动过速", D, mention="持续性交接性心动过速"),
    # designated_to
    Q("尿频老不好，化验说慢性细菌性膀胱炎，分诊台这儿挂哪个科啊", "designated_to", "慢性细菌性膀胱炎", D),
    Q("损伤性动静脉瘘 挂号挂哪边", "designated_to", "损伤性动静脉瘘", D),
    Q("孩子刚生下来 查出新生儿肾静脉血栓，要转哪个科呀", "designated_to", "新生儿肾静脉血栓", D),
    Q("柯萨奇病毒和埃可病毒感染，小孩发烧三天了，看儿科还是内科", "designated_to", "柯萨奇病毒和埃可病毒感染", D),
    Q("我弟癫痫性精神障碍，是挂精神心理科吗", "designated_to", "癫痫性精神障碍", D, named="精神心理科"),
    Q("屁股疼到腿，医生说坐骨神经出口综合征，下回去医院挂哪个科嘛", "designated_to", "梨状肌症候群", D,
      mention="坐骨神经出口综合征"),
    Q("梅勒尼坏疽 伤口烂了一大片，该挂哪科", "designated_to", "梅勒尼坏疽", D),
    Q("心慌手抖，内分泌说甲状腺功能亢进性心脏病，还得挂哪个科", "designated_to", "甲亢性心脏病", D,
      mention="甲状腺功能亢进性心脏病"),
    # checks
    Q("脖子上的淋巴结肿了，急性淋巴结炎 要抽血化验些啥", "checks", "急性淋巴结炎", D),
    Q("宝宝黄疸高，医生说母婴血型不合溶血病，还得查哪些", "checks", "新生儿ABO溶血病", D, mention="母婴血型不合溶血病"),
    Q("星形细胞瘤 要不要做MRI检查啊", "checks", "星形细胞瘤", D, named="MRI检查"),
    Q("我爸浆细胞瘤，要做骨髓涂片吗", "checks", "浆细胞瘤", D, named="骨髓涂片"),
    Q("急诊这边说盲肠扭转，一般拍啥片子确诊", "checks", "盲肠扭转", D),
    Q("医生说我梨状肌损伤，是拍片子还是做别的检查", "checks", "梨状肌症候群", D, mention="梨状肌损伤"),
    Q("孩子头上骨头有个洞，说是组织细胞增多症X，要做哪些检查呀", "checks", "朗格汉斯组织细胞增多症", D,
      mention="组织细胞增多症X"),
    # has_complication
    Q("急性梗阻性化脓性胆管炎 会不会感染性休克啊，我妈刚送进来", "has_complication", "急性化脓性胆管炎", D,
      mention="急性梗阻性化脓性胆管炎", named="感染性休克"),
    Q("慢性胆管炎拖久了 会变肝硬化吗", "has_complication", "慢性胆管炎", D, named="肝硬化"),
    Q("新生儿巨细胞病毒感染，宝宝筛查出来的，以后会听力障碍吗", "has_complication", "新生儿巨细胞病毒感染", D,
      named="听力障碍"),
    Q("急性特发性多神经炎，我爸住院了，护士说要防并发症，会并发啥", "has_complication", "格林—巴利综合征", D,
      mention="急性特发性多神经炎"),
    Q("淋巴瘤样肉芽肿 后面会咯血吗", "has_complication", "淋巴瘤样肉芽肿", D, named="咯血"),
    Q("女儿特发性脊柱侧凸，会压到肺吗，会不会肺不张", "has_complication", "特发性脊柱侧凸", D, named="肺不张"),
    Q("急性视网膜坏死综合征 后面会不会视网膜脱离", "has_complication", "急性视网膜坏死综合征", D, named="视网膜脱离"),
    # cures
    Q("支气管肺炎，拿盒头孢氨苄缓释胶囊 行不行", "cures", "支气管肺炎", D, named="头孢氨苄缓释胶囊"),
    Q("吃了生猪肉得了旋毛虫病，药店有药吗，吃什么", "cures", "旋毛虫病", D),
    Q("流感嗜血杆菌脑膜炎 一般用啥药", "cures", "流感嗜血杆菌脑膜炎", D),
    Q("免疫性血小板减少性紫癜，身上老青一块紫一块，平常吃啥药", "cures", "特发性血小板减少性紫癜", D,
      mention="免疫性血小板减少性紫癜"),
    Q("晚期的病人癌性疼痛 疼得睡不着，能用哪些药", "cures", "癌性疼痛", D),
    Q("水中毒 医生给补的啥药呀", "cures", "水中毒", D),
    Q("尖锐红苔藓 身上一片片脱皮，有药能吃吗", "cures", "毛发红糠疹", D, mention="尖锐红苔藓"),
    # shown_on
    Q("孩子老骨折，医生说是脆骨病，这病主要是哪出问题", "shown_on", "成骨不全症", D, mention="脆骨病"),
    Q("松果体细胞瘤 长在哪个位置啊", "shown_on", "松果体细胞瘤", D),
    Q("直肠阴道瘘 是哪两个地方通了", "shown_on", "直肠阴道瘘", D),
    Q("漏斗胸 是胸口哪块塌下去", "shown_on", "漏斗胸", D),
    Q("片子上写椎间盘钙化症，一般在脖子还是腰上", "shown_on", "椎间盘钙化症", D),
    Q("手背上烂了好久，说是慢性乳头状溃疡性脓皮病，一般长哪", "shown_on", "慢性乳头状溃疡性脓皮病", D),
    Q("皮肤科说毛发糠疹，会长在身上哪些地方", "shown_on", "毛发红糠疹", D, mention="毛发糠疹"),
    # has_alias
    Q("急性乳突炎 还有别的叫法吗，耳朵后面肿了", "has_alias", "急性乳突炎", D),
    Q("慢性肥厚性咽炎 是不是就是慢性咽炎", "has_alias", "慢性肥厚性咽炎", D, named="慢性咽炎"),
    Q("泪腺多形性腺癌 又叫啥名", "has_alias", "泪腺多形性腺癌", D),
    Q("牙医说是牙齿窦道，这个正式叫什么病啊", "has_alias", "牙齿窦道", AL),
    Q("Moyamoya病 中文叫什么病", "has_alias", "Moyamoya病", AL),
    Q("小腿上的臁疮 指的是哪个病", "has_alias", "臁疮", AL),
    Q("钙化上皮瘤 说的是什么病", "has_alias", "钙化上皮瘤", AL),
    # caused_by
    Q("接触性荨麻疹 是碰了啥东西引起的吧", "caused_by", "接触性荨麻疹", D),
    Q("新生儿获得性免疫缺陷综合征，孩子怎么会得上的", "caused_by", "新生儿获得性免疫缺陷综合征", D),
    Q("毛孢子菌病 是啥引起的", "caused_by", "毛孢子菌病", D),
    Q("流感病毒肺炎 怎么来的，是流感没好转成的吗", "caused_by", "流感病毒肺炎", D),
    Q("老寒腿 中医说是痛痹，这是怎么落下的", "caused_by", "痛痹", D),
    Q("刷了家具漆过敏，医生说生漆皮炎，到底是啥引起的", "caused_by", "油漆皮炎", D, mention="生漆皮炎"),
    Q("接合菌病 是怎么感染上的呀", "caused_by", "毛霉病", D, mention="接合菌病"),
    Q("痰里培养出来的，洋葱伯克霍尔德菌肺炎，这是怎么得的", "caused_by", "洋葱假单胞菌肺炎", D,
      mention="洋葱伯克霍尔德菌肺炎"),
    # has_risk_factor
    Q("吃过口服避孕药 会更容易得妊娠期肝内胆汁淤积症吗", "has_risk_factor", "妊娠期肝内胆汁淤积症", D,
      named="口服避孕药"),
    Q("老公天天咀嚼槟榔，口咽癌风险是不是高", "has_risk_factor", "口咽癌", D, named="咀嚼槟榔"),
    Q("做过人工流产，下次怀孕前置胎盘风险大吗", "has_risk_factor", "前置胎盘", D, named="人工流产"),
    Q("在吃抗凝血剂，会诱发垂体卒中吗", "has_risk_factor", "垂体卒中", D, named="抗凝血剂"),
    Q("咖啡因 喝多了是哪些病的危险因素", "has_risk_factor", "咖啡因", CA),
    # common_in
    Q("泡性角结膜炎 小孩多见吗，我儿子八岁", "common_in", "泡性角结膜炎", D, named="青少年及儿童"),
    Q("体检B超说甲状腺囊肿，这个一般什么人多", "common_in", "甲状腺囊肿", D),
    Q("新生儿坏死性小肠结肠炎 男婴更容易得吗", "common_in", "新生儿坏死性小肠结肠炎", D, named="男婴"),
    Q("热带型肺嗜酸性粒细胞肺炎 一般啥人会得", "common_in", "热带型肺嗜酸性粒细胞肺炎", D),
    Q("椎管内雪旺细胞瘤 多大年纪的人容易长", "common_in", "椎管内神经鞘瘤", D, mention="椎管内雪旺细胞瘤"),
    Q("星形细胞瘤 男的得的多还是女的多", "common_in", "星形细胞瘤", D),
    # prevalent_in
    Q("下个月去南非出差，那边流行啥病啊", "prevalent_in", "南非", RE),
    Q("巴基斯坦 哪些病多发，要打疫苗吗", "prevalent_in", "巴基斯坦", RE),
    Q("去俄罗斯读书 那边什么病高发", "prevalent_in", "俄罗斯", RE),
    Q("隐球菌性脑膜炎 马拉维那边多吗", "prevalent_in", "隐球菌性脑膜炎", D, named="马拉维"),
    Q("甲状腺癌 在法国多不多", "prevalent_in", "甲状腺癌", D, named="法国"),
    # treated_with
    Q("传染性湿疹样皮炎 抹药还是吃药，怎么治", "treated_with", "感染性湿疹", D, mention="传染性湿疹样皮炎"),
    Q("慢性蝶窦炎 一定得手术疗法吗", "treated_with", "慢性蝶窦炎", D, named="手术疗法"),
    Q("无功能性甲状旁腺囊肿，能用穿刺抽液法抽掉吗", "treated_with", "无功能性甲状旁腺囊肿", D, named="穿刺抽液法"),
    Q("水俣病 用青霉胺治吗", "treated_with", "水俣病", D, named="青霉胺"),
    Q("滴虫性外阴炎 男朋友也要一起治吗，性伴侣的治疗怎么弄", "treated_with", "滴虫性外阴炎", D,
      named="性伴侣的治疗"),
    Q("妇科检查说直肠膨出，这个咋治", "treated_with", "直肠前突", D, mention="直肠膨出"),
    Q("在焦化厂上班脸上发黑，说是中毒性黑素皮炎，能治吗", "treated_with", "焦油性黑变病", D, mention="中毒性黑素皮炎"),
    # metastasizes_to
    Q("转移性乳腺癌 会转到锁骨上淋巴结吗", "metastasizes_to", "转移性乳腺癌", D, named="锁骨上淋巴结"),
    Q("胆管癌 会转移到肝动脉吗", "metastasizes_to", "胆管癌", D, named="肝动脉"),
    Q("肛门癌 会跑到腹股沟淋巴结吗，那里摸到个包", "metastasizes_to", "肛门癌", D, named="腹股沟淋巴结"),
    Q("喉癌 会长到声门下喉吗", "metastasizes_to", "喉癌", D, named="声门下喉"),
    # invades
    Q("口咽癌 会侵犯吞咽肌吗，现在咽东西费劲", "invades", "口咽癌", D, named="吞咽肌"),
    Q("喉癌 会不会侵到杓状软骨", "invades", "喉癌", D, named="杓状软骨"),
    Q("麻疹病毒 会侵犯结膜上皮细胞吗，孩子眼睛红", "invades", "麻疹", D, named="结膜上皮细胞"),
    Q("食物中毒 会伤到结肠黏膜吗", "invades", "食物中毒", D, named="结肠黏膜"),
    # is_subtype_of
    Q("放疗以后得了放射性心包炎，这个属于哪类病", "is_subtype_of", "放射性心包炎", D),
    Q("大田原综合征 归到哪一类病", "is_subtype_of", "早期婴儿型癫痫性脑病", D, mention="大田原综合征"),
    Q("正常眼压性青光眼 也算青光眼吗", "is_subtype_of", "正常眼压性青光眼", D, named="青光眼"),
    Q("猩红热样红斑 属于啥病", "is_subtype_of", "猩红热样红斑", D),
    Q("住院诊断写非特异性脑炎，这是哪一类脑病啊", "is_subtype_of", "散发性脑炎", D, mention="非特异性脑炎"),
    Q("特指急性骨髓炎 是骨髓炎的一种吧", "is_subtype_of", "特指急性骨髓炎", D, named="骨髓炎"),
    Q("出院小结写消化性溃疡伴急性穿孔，这个归哪类", "is_subtype_of", "消化性溃疡伴急性穿孔", D),
    # related_disease
    Q("肌肉痉挛 跟横纹肌溶解症有关系吗", "related_disease", "肌肉痉挛", D, named="横纹肌溶解症"),
    Q("胎儿畸形 跟自发性早产有关吗", "related_disease", "胎儿畸形", D, named="自发性早产"),
    Q("胰腺肿瘤 会扯上十二指肠梗阻吗", "related_disease", "胰腺肿瘤", D, named="十二指肠梗阻"),
    Q("浆细胞瘤 相关的病有哪些呢", "related_disease", "浆细胞瘤", D),
    Q("基孔肯雅热病毒 会连带哪些病", "related_disease", "基孔肯雅热病毒", D),
    # differential_diagnosis
    Q("肝癌 跟肝血管瘤 B超上怎么分", "differential_diagnosis", "肝癌", D, named="肝血管瘤"),
    Q("膀胱癌 和出血性膀胱炎 尿血怎么鉴别", "differential_diagnosis", "膀胱癌", D, named="出血性膀胱炎"),
    Q("痛风 跟假痛风 有啥不一样", "differential_diagnosis", "痛风", D, named="假痛风"),
    Q("毛细胞白血病 和套细胞淋巴瘤 要鉴别吗", "differential_diagnosis", "毛细胞白血病", D, named="套细胞淋巴瘤"),
    Q("慢性髓性白血病 和类白血病反应 咋区分", "differential_diagnosis", "慢性髓性白血病", D, named="类白血病反应"),
    # indicated_for
    Q("拿了盒素比伏，这个是治肝炎的吧", "indicated_for", "替比夫定片", DR, mention="素比伏", named="肝炎"),
    Q("珂艾林 这个药膏 擦啥的", "indicated_for", "氯碘羟喹乳膏", DR, mention="珂艾林"),
    Q("感速康胶囊 感冒头痛能吃吗", "indicated_for", "感速康胶囊", DR, named="头痛"),
    Q("新生化颗粒 生完孩子开的，是治啥的", "indicated_for", "新生化颗粒", DR),
    Q("格列齐特胶囊 是降糖尿病的吧", "indicated_for", "格列齐特胶囊", DR, named="糖尿病"),
    Q("注射用红花黄色素 胸闷打这个吗", "indicated_for", "注射用红花黄色素", DR, named="胸闷"),
    Q("补佳乐 妇科开的，这个是干嘛用的", "indicated_for", "戊酸雌二醇片", DR, mention="补佳乐"),
    # has_adverse_reaction
    Q("曲宁 睡前吃的，吃了有啥副作用", "has_adverse_reaction", "扎来普隆胶囊", DR, mention="曲宁"),
    Q("我妈吃优降糖好多年了，这药伤身体吗，有哪些不良反应", "has_adverse_reaction", "格列本脲片", DR, mention="优降糖"),
    Q("妈咪爱 宝宝吃了有没有副作用啊", "has_adverse_reaction", "枯草杆菌二联活菌颗粒", DR, mention="妈咪爱"),
    Q("注射用多西他赛 化疗打完关节痛 正常吗", "has_adverse_reaction", "注射用多西他赛", DR, named="关节痛"),
    Q("水痘减毒活疫苗 打完发热了 要紧吗", "has_adverse_reaction", "水痘减毒活疫苗", DR, named="发热"),
    Q("舒高可 输完有点心慌，这药会这样吗", "has_adverse_reaction", "氢溴酸高乌甲素氯化钠注射液", DR, mention="舒高可",
      named="心慌"),
    Q("丽珠得乐 吃了会有啥反应", "has_adverse_reaction", "枸橼酸铋钾颗粒", DR, mention="丽珠得乐"),
    # has_ingredient
    Q("排石利胆颗粒 里头有大黄吗", "has_ingredient", "排石利胆颗粒", DR, named="大黄"),
    Q("美常安 里面是啥菌啊", "has_ingredient", "枯草杆菌二联活菌肠溶胶囊", DR, mention="美常安"),
    Q("氨酚伪麻那敏溶液 含不含对乙酰氨基酚，孩子刚吃过退烧药", "has_ingredient", "氨酚伪麻那敏溶液", DR,
      named="对乙酰氨基酚"),
    Q("注射用硫酸阿托品 成分是啥", "has_ingredient", "注射用硫酸阿托品", DR),
    Q("达美康 主要成分是什么", "has_ingredient", "格列齐特片（II）", DR, mention="达美康"),
    Q("含芒硝的中成药有哪些呀", "has_ingredient", "芒硝", IN),
    # is_a_level3
    Q("氟哌啶醇注射液 是哪一类的药", "is_a_level3", "氟哌啶醇注射液", DR),
    Q("思通宁 是抗肿瘤药吗", "is_a_level3", "氯化锶[89Sr]注射液", DR, mention="思通宁", named="抗肿瘤药"),
    Q("注射用苦参素 是升白细胞的药吗", "is_a_level3", "注射用苦参素", DR, named="促白细胞增生药"),
    Q("活血通脉胶囊 算内科用药吗", "is_a_level3", "活血通脉胶囊", DR, named="内科用药"),
    Q("生血宁片 归哪一类，医生开的补血的", "is_a_level3", "生血宁片", DR),
    Q("纾吉 化疗前打的止吐针，属于啥药", "is_a_level3", "注射用盐酸托烷司琼", DR, mention="纾吉"),
    # belongs_to
    Q("愈创维林那敏片 是祛痰药吗", "belongs_to", "愈创维林那敏片", DR, named="祛痰药"),
    Q("特茉芬 乳腺科开的，属于哪类药品", "belongs_to", "枸橼酸他莫昔芬片", DR, mention="特茉芬"),
    Q("普罗雌烯阴道用软胶囊 是哪类药", "belongs_to", "普罗雌烯阴道用软胶囊", DR),
    Q("安度芬 止疼的，归哪类", "belongs_to", "氨酚待因片（II）", DR, mention="安度芬"),
    Q("注射用纤溶酶 药品分类是啥", "belongs_to", "注射用纤溶酶", DR),
    Q("清开灵口服液 算清热解毒的吗", "belongs_to", "清开灵口服液", DR, named="清热解毒"),
    # drug_has_alias
    Q("可利斯安 是啥药", "drug_has_alias", "可利斯安", AL),
    Q("澳抒欣 对应的是哪个药名", "drug_has_alias", "澳抒欣", AL),
    Q("注射用盐酸洛美沙星 是不是也叫普立特", "drug_has_alias", "注射用盐酸洛美沙星", DR, named="普立特"),
    Q("贝那普利氢氯噻嗪片 跟依思汀是一个药吗", "drug_has_alias", "贝那普利氢氯噻嗪片", DR, named="依思汀"),
    # mainly_treats
    Q("红对节子 这个草药 治什么的", "mainly_treats", "桦叶荚蒾", M, mention="红对节子"),
    Q("樝子 能治啥毛病", "mainly_treats", "樝子", M),
    Q("方子里写的末药 能治什么", "mainly_treats", "没药", M, mention="末药"),
    Q("鹅管石 是治啥的", "mainly_treats", "海白石", M, mention="鹅管石"),
    Q("淡竹根 治小儿惊痫吗", "mainly_treats", "淡竹根", M, named="小儿惊痫"),
    Q("番薯藤 能治乳汁不通吗，刚生完奶少", "mainly_treats", "番薯藤", M, named="乳汁不通"),
    Q("猪横利 入药治什么", "mainly_treats", "猪脾", M, mention="猪横利"),
    Q("皂角子 这个能治啥", "mainly_treats", "皂荚子", M, mention="皂角子"),
    # has_efficacy
    Q("樱桃叶 泡水有啥功效", "has_efficacy", "樱桃叶", M),
    Q("法罗海 能止咳平喘吗", "has_efficacy", "法罗海", M, named="止咳平喘"),
    Q("海边捡的星鱼 入药有什么作用", "has_efficacy", "海盘车", M, mention="星鱼"),
    Q("猪悬蹄 有啥用处", "has_efficacy", "猪蹄甲", M, mention="猪悬蹄"),
    Q("节节红 这个草 有什么功效", "has_efficacy", "疳积草", M, mention="节节红"),
    Q("盐蒿 作用是啥", "has_efficacy", "盐蒿", M),
    Q("山里人说的蛇根头 有毒吗 有什么功效", "has_efficacy", "灯台莲", M, mention="蛇根头"),
    Q("能涩精的药材 有哪些", "has_efficacy", "涩精", EF),
    # distributed_in
    Q("毒根斑鸠菊 广西有吗", "distributed_in", "毒根斑鸠菊", M, named="广西"),
    Q("海南地不容 产在海南哪些地方", "distributed_in", "海南地不容", M),
    Q("滑背草鞋 哪儿有", "distributed_in", "滑背草鞋", M),
    Q("三消草 哪些地方长", "distributed_in", "白车轴草", M, mention="三消草"),
    Q("番石榴树皮 产地是哪", "distributed_in", "番石榴树皮", M),
    Q("短叶锦鸡儿 西藏有吗", "distributed_in", "短叶锦鸡儿", M, named="西藏"),
    # material_has_alias
    Q("栗毛球 还叫啥", "material_has_alias", "栗毛球", M),
    Q("棕榈 入药的别名", "material_has_alias", "棕榈", M),
    Q("猫爪草 土名叫什么", "material_has_alias", "猫爪草", M),
    Q("猪鬃草 是哪味药材", "material_has_alias", "猪鬃草", AL),
    Q("谷莠子 是什么药材", "material_has_alias", "谷莠子", AL),
    Q("白鹤灵芝 俗称啥", "material_has_alias", "白鹤灵芝", M),
    # composed_of
    Q("八味加味汤 抓药要哪几味", "composed_of", "八味加味汤", F),
    Q("八味清毒膏 配方里含牛黄不", "composed_of", "八味清毒膏", F, named="牛黄"),
    Q("八将丹 方子组成是啥", "composed_of", "八将丹", F),
    Q("八等散 用了人参吗", "composed_of", "八等散", F, named="人参"),
    Q("八味蜡矾丸 配方", "composed_of", "八味蜡矾丸", F),
    # formula_has_efficacy
    Q("八将擒王散 功效", "formula_has_efficacy", "八将擒王散", F),
    Q("八味蜡矾丸 能止痛消毒吗", "formula_has_efficacy", "八味蜡矾丸", F, named="止痛消毒"),
    Q("次髎 按这个穴有啥用", "formula_has_efficacy", "次髎", F),
    Q("八味清毒膏 能豁痰开窍吗", "formula_has_efficacy", "八味清毒膏", F, named="豁痰开窍"),
    Q("八等散 有什么功用", "formula_has_efficacy", "八等散", F),
    # prescribed_for
    Q("八味圆 适合什么病吃", "prescribed_for", "八味圆", F),
    Q("次髎 针这个穴治什么", "prescribed_for", "次髎", F),
    Q("八将丹 治啥的", "prescribed_for", "八将丹", F),
    Q("八味加味汤 治什么病", "prescribed_for", "八味加味汤", F),
    Q("八将擒王散 治痈疽吗", "prescribed_for", "八将擒王散", F, named="痈疽"),
    # formula_has_alias
    Q("针灸书上写个䪼，是哪个穴", "formula_has_alias", "䪼", AL),
    Q("口禾髎 还有哪些叫法", "formula_has_alias", "口禾髎", F),
    Q("八风丹 是不是也叫八风丸", "formula_has_alias", "八风丹", F, named="八风丸（《圣济总录》卷十六）"),
    Q("当归丸 又名什么", "formula_has_alias", "当归丸", F),
    # check_for_disease
    Q("淋病细菌学检测 阳性 就是淋病吗", "check_for_disease", "淋病细菌学检测", C, named="淋病"),
    Q("甲状腺B型超声检查 能查出亚急性甲状腺炎吗", "check_for_disease", "甲状腺B型超声检查", C, named="亚急性甲状腺炎"),
    Q("痰液中寄生虫和虫卵检查 是查什么病的", "check_for_disease", "痰液中寄生虫和虫卵检查", C),
    Q("端粒酶检查 能查肝癌吗", "check_for_disease", "端粒酶检查", C, named="肝癌"),
    Q("维生素D检查 是查佝偻病的吗，孩子出汗多", "check_for_disease", "维生素D检查", C, named="佝偻病"),
    Q("组胺吸入试验 医生让做，是查啥的", "check_for_disease", "组胺吸入试验", C),
    # check_for_symptom
    Q("尿痛 要做淋球菌抗体检测吗", "check_for_symptom", "淋球菌抗体检测", C, named="尿痛"),
    Q("孩子骨龄延迟，要做生长激素检查吗", "check_for_symptom", "生长激素检查", C, named="骨龄延迟"),
    Q("咳痰好久了 痰培养+药敏试验 要做吗", "check_for_symptom", "痰培养+药敏试验", C, named="咳痰"),
    Q("眼痛 做眼球表膜检查吗", "check_for_symptom", "眼球表膜检查", C, named="眼痛"),
    Q("粪便钙检查 针对什么症状", "check_for_symptom", "粪便钙检查", C),
    Q("红细胞大小异常检查 是查什么症状的", "check_for_symptom", "红细胞大小异常检查", C),
    # performed_by
    Q("新生儿疾病筛查检查 在儿科做吗", "performed_by", "新生儿疾病筛查检查", C, named="儿科"),
    Q("静脉尿路造影检查 去泌尿外科做吧", "performed_by", "静脉尿路造影检查", C, named="泌尿外科"),
    Q("无痛胃镜检查 约在消化科吗", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("妇产科 能做哪些检查", "performed_by", "妇产科", DEP),
    # check_has_alias
    Q("超声内镜检查 英文缩写是什么", "check_has_alias", "超声内镜检查", C),
    Q("electromyography 是哪项检查", "check_has_alias", "electromyography", AL),
    Q("newborn screening 是什么检查", "check_has_alias", "newborn screening", AL),
    Q("electroencephalogram 中文叫什么检查", "check_has_alias", "electroencephalogram", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day27"))
