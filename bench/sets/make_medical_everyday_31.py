"""Writes `medical_everyday_31.jsonl`, a thirty-first hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-ninth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 204 questions, every relation
type of the network asked four to seven times, worded as posts in a parenting forum and in a caregivers' group: someone
describes a child or an old parent — the age, what happened, what the doctor said, what a grandparent or a neighbour
suggested, an old remedy or a TCM formula — and asks, warmly and at some length (宝宝三岁，眼皮又红又肿还发烧，医生说是
眶蜂窝织炎…, 我外婆八十二了，查出眼底血管样条纹…, 老妈脑血栓后遗症好几年了，邻居说曲克芦丁羟丙茶碱片好…, 外婆用糯稻根煮水给孩子
止汗…, 奶奶老药方上写着李子豫赤丸，里面是不是有雄黄…). The askers vary: mothers and fathers, grandparents for a grandchild
(孙女眼睛被筷子戳了一下, 小孙子眼睛边上鼓个包), sons and daughters for a parent (我爸干电焊的, 我妈七十了尿频尿急), a daughter-in-law
(我婆婆老是眨眼睛), a mother-in-law (儿媳怀孕查出羊水过多), a sister (我姐肾上腺切了以后…), nieces and nephews (舅舅, 二叔, 大姨).
64 questions carry 呢/啊/呀/嘛/哈, 187 a clause of context; some ask two things and the first is the gold (我姨查出结节病性
心肌病，听说会猝死，还有别的并发症吗 asks for the complications; 孩子感冒吃了丽珠感乐，会犯困吗，还有啥不良反应 for the adverse reactions).

Records: where the network allows, taken from the fourth fifth of each relation type's sources in key order (the record
key of the source type; for the drug relation types, the fourth fifth of the drug records), among records whose name no
question of the other sets (the shipped dev set, everyday sets 1 to 29 and the three alias sets) contains and that none
of them uses as an entity or a mention. The exceptions are the relation types whose sources in that window the earlier
sets already ask about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease, differential_diagnosis,
drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias, performed_by, check_has_alias):
asked about one neighbour, in a caregiver's words no earlier question uses (胆汁反流性胃炎 ← 胆囊切除术, 矽肺病 ← 煤炭开采, 肺结核 → 印度尼西亚,
睾丸癌 → 腹膜后淋巴结, 非小细胞肺癌 → 喉返神经, 睾丸癌 ↔ 睾丸扭转, 多库酯钠片 → 沂可隆, 大黄附子汤 → 细辛), from the relation's
target end (修脚, 贝伐珠单抗, 劳累, 西欧, 青皮, 降逆止呃), through an alias (李子豫赤丸, 厚朴煎, 还晴散, 菝葜饮, EEG, 新生儿筛查,
静脉肾盂排泄造影), or about what an alias stands for (洛普欣, 茜根饮, electromyography).

64 questions name the one neighbour they ask about, most naming two records (舅舅睾丸疼，怕是睾丸癌，会不会其实是睾丸扭转啊,
外公疝气痛，暖肝煎能治疝气吗, 家里有盒熊胆舒肝利胆胶囊，外婆问里面有没有熊胆). Eleven besides the alias-instance questions
below are asked from the relation's target end (我妈最近一看东西就有闪光感，问下群里是啥病会这样啊, 家里老人要去修脚，听说修脚会
增加哪种病的风险, 儿子要去西欧留学，那边哪些病发病率高啊, 儿子生下来尿道口位置不对，医生说尿道下裂，这个病分几种啊, 我胃不好，
哪些药里面加了猴头菌提取物, 我们辽宁山上能采到哪些中药材, 哪些老方子里用到青皮, 我爸老打嗝，哪些方子能降逆止呃, 我妈脸色发白
医生说有贫血貌，要做哪些检查, and the two about 贝伐珠单抗 and 劳累).

Names inside names: by a mechanical count 122 of the 204 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (硬化性角膜炎 holds 角膜炎, 硬腭裂 holds 腭裂, 眼阿米巴病 holds 阿米巴病, 结核性心包炎 holds 心包炎, 肺炎衣原体肺炎
holds 肺炎, 声门上型喉癌 holds 喉癌, 皮肤白喉 holds 白喉, 睡眠癫痫 holds 癫痫, 真菌性食管炎 holds 食管炎, 肝内胆管癌 holds 胆管癌,
慢性淋巴细胞白血病 holds 白血病, 非小细胞肺癌 holds 小细胞肺癌, 眼眶横纹肌肉瘤 holds 横纹肌肉瘤, 眼睑基底细胞癌 holds 基底细胞癌,
睫状环阻滞性青光眼 holds 青光眼, 埃及血吸虫病 holds 血吸虫病, 缺血性肝炎 holds 肝炎, 眼球震颤阻滞综合征 holds 眼球震颤, 眼弓蛔虫病
holds 蛔虫病, 脑血栓后遗症 holds 脑血栓, 猴头菌提取物颗粒 holds 猴头菌提取物; 神经性耳鸣, 尿道下裂, 睑内翻, 胎盘早剥 and 羊水过多 lie
inside longer records' names: 感音神经性耳鸣, 阴茎部尿道下裂, 先天性睑内翻, 重型胎盘早剥, 慢性羊水过多).

About one question in four (46 of 204) names its entity by a name the network records for that very instance: disease
aliases (24: an English eponym or abbreviation such as Duane综合征, Garre骨髓炎, BCC; a shortened name such as 碘甲亢, 强迫症,
糖尿病视网膜病变; older or descriptive names such as 眼眶血囊肿, 蚕食性溃疡, 睫状体黑瘤, 眼睑淀粉样变性, 窦房结折返性心动过速,
硅沉着病关节炎, 神经白塞综合征, 假性维生素D缺乏性佝偻病, 急性肝梗死, 粒细胞性肉瘤, 恢复期肝炎综合征, 椎管内肿瘤, 着色霉菌病,
感音神经性耳鸣, 迈博姆氏腺癌, 肉毒中毒, 窦性静止, 恶性青光眼); drug trade names (12, below); medicinal material aliases (3: 吸铁石,
华州漏芦, 龙须草); TCM formula aliases (4: 李子豫赤丸, 厚朴煎, 还晴散, 菝葜饮); check aliases (3: EEG, 新生儿筛查, 静脉肾盂排泄造影).
Nine more ask what an alias stands for (Meige综合征, 皮肤包虫病, 外伤性斜视, 谢尔舍米斯基病, 洛普欣, 虹香藤, 水黄连, 茜根饮,
electromyography: disease, drug, material, formula and check aliases): their gold is the alias instance, answered by the
record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a
question names its entity by is one the network records for that very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug only (力洛, 卫喜康, 固尔苏, 滔罗特, 诺和龙, 丽珠感乐, 雷氏珍菊, 帕夫林, 哈力多, 达发新, 阿修罗, 复泰奥). All twelve are also
drug records of their own (the source writes the product twice). They are labelled as in the earlier sets: the gold
entity is the standard record (琥珀酸普芦卡必利片, 琥珀酸索利那新片, 猪肺磷脂注射液, 牛磺熊去氧胆酸胶囊, 瑞格列奈片, 特酚伪麻片,
珍菊降压片, 白芍总苷胶囊, 癸酸氟哌啶醇注射液, 环酯红霉素片, 环吡酮胺乳膏, 特立帕肽注射液), the mention is the trade name and the
line is tagged `alias`, because a caregiver holding the box asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name.

Other names the network holds under two records (8 questions besides the 12 trade names written twice); the gold record
is the one the question is judged to mean:
- 椎管内肿瘤, 肉毒中毒, 强迫症, 糖尿病视网膜病变 and 恶性青光眼 are disease records of their own as well as aliases that
  脊髓肿瘤, 神经型食物中毒, 精神强迫症, 糖尿病性视网膜病变 and 睫状环阻滞性青光眼 list (5 questions: 奶奶腰疼腿麻，片子说是椎管内肿瘤,
  我爸吃了自己腌的东西，医生说肉毒中毒, 儿子上高中了老是反复洗手，医生说强迫症, 我妈糖尿病十年了眼底出血，医生说糖尿病视网膜病变,
  我爸查出恶性青光眼，是属于青光眼那一类吗). The caregiver repeats the name the doctor gave, and the gold is the record that
  lists it as an alias, as the network records what the alias stands for; four of the five same-name records have no
  neighbour of the asked relation type at all, and the fifth's is not counted as gold.
- 新生儿筛查 and EEG are check records as well as aliases of 新生儿疾病筛查检查 and 脑电图检查 (2 questions, asking where the
  check is done): the gold is the check that lists the alias, for the same reason; neither same-name record has a
  performed_by neighbour.
- 洛普欣 is a drug record as well as the alias instance 果糖二磷酸钠片 lists (1 question, 护士说的洛普欣，到底是哪个药啊): it asks
  what the name stands for, so the gold is the alias instance.
- Besides these, 41 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom record: 眼弓蛔虫病, 皮脂腺痣, 眼球内陷, 睑外翻, 睑内翻, 尿道下裂, 胎盘早剥; a cause record: 胆汁反流性胃炎, 绒毛膜羊膜炎;
  an alias record: 着色芽生菌病, 矮陀陀; a drug record for a cause: 贝伐珠单抗; an ingredient record for a material: 磁石, 糯稻根,
  碱花, 石榴皮, 石上柏; a material record for an ingredient: 青皮), and the wording says which is meant (这个病, 这种伤, 这味药,
  用了, 哪些老方子里用到).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_31.py    # rewrites bench/sets/medical_everyday_31.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, CA, D, DR, EF, F, IN, M, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_31.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("社区医生说我婆婆像是眼眶血囊肿，她七十多了，这个会不会恶心想吐啊", "has_symptom", "眼眶血肿", D,
      mention="眼眶血囊肿", named="恶心"),
    Q("宝宝三岁，眼皮又红又肿还发烧，医生说是眶蜂窝织炎，还会有哪些症状呢", "has_symptom", "眶蜂窝织炎", D),
    Q("孩子老在院子里玩沙子，后来查出眼弓蛔虫病这个病，会咳嗽吗", "has_symptom", "眼弓蛔虫病", D, named="咳嗽"),
    Q("我爸干电焊的，眼睛被溅到了，说是眼烧伤，除了疼还会怎样啊", "has_symptom", "眼烧伤", D),
    Q("外孙老是眼睛往里缩，大夫讲是Duane综合征，这种病孩子还会有啥表现呀", "has_symptom", "眼球后退综合征", D,
      mention="Duane综合征"),
    Q("我妈最近一看东西就有闪光感，问下群里是啥病会这样啊", "has_symptom", "闪光感", S),
    Q("舅舅查出眼眶神经鞘瘤，眼睛会不会慢慢鼓出来呀", "has_symptom", "眼眶神经鞘瘤", D, named="眼球突出"),
    # designated_to
    Q("孙女眼睛被筷子戳了一下，医生说可能是眼球穿通伤，这种伤去医院挂哪个科呢", "designated_to", "眼球穿通伤", D),
    Q("我妈眼眶里长了个瘤子，说是眼眶神经鞘瘤，得挂什么科啊，眼科还是别的", "designated_to", "眼眶神经鞘瘤", D),
    Q("老爷子眼皮上的溃疡老不好，医生说是蚕食性溃疡，要转到哪个科去", "designated_to", "眼睑基底细胞癌", D,
      mention="蚕食性溃疡"),
    Q("宝宝是眼眶嗜酸性肉芽肿，复查还是挂眼科吧", "designated_to", "眼眶嗜酸性肉芽肿", D, named="眼科"),
    Q("幼儿园老师提醒我们去看看，眼球震颤阻滞综合征的孩子看病找哪个科呀", "designated_to", "眼球震颤阻滞综合征", D),
    Q("我外婆八十二了，查出眼底血管样条纹，下次去医院挂哪个科比较对", "designated_to", "眼底血管样条纹", D),
    # checks
    Q("小孙子眼睛边上鼓个包，说是眼眶骨膜下脓肿，要抽血做血常规检查吗", "checks", "眼眶骨膜下脓肿", D,
      named="血常规检查"),
    Q("我爸眼睛里长的东西医生叫睫状体黑瘤，一般要做哪些检查来确定呢", "checks", "睫状体黑色素瘤", D,
      mention="睫状体黑瘤"),
    Q("医生说我婆婆是眼睑淀粉样变性，这个要做CT还是核磁啊，一般查哪些", "checks", "眼部淀粉样变性", D,
      mention="眼睑淀粉样变性"),
    Q("我家老头子说话慢了，医生怀疑矢状窦旁脑膜瘤，得做哪些检查哈", "checks", "矢状窦旁脑膜瘤", D),
    Q("孩子半夜心跳特别快，医生说窦房结折返性心动过速，需要做心电图检查吗", "checks", "窦房折返性心动过速", D,
      mention="窦房结折返性心动过速", named="心电图检查"),
    Q("公公在矿上干了一辈子，现在手指关节也肿，医生说是硅沉着病关节炎，要查些啥", "checks", "类风湿尘肺", D,
      mention="硅沉着病关节炎"),
    Q("我爸刚确诊神经白塞综合征，一般要做哪些检查呢", "checks", "神经白塞病", D, mention="神经白塞综合征"),
    # has_complication
    Q("孩子补维生素D也不管用，医生说是假性维生素D缺乏性佝偻病，以后会不会容易骨折啊", "has_complication",
      "维生素D依赖性佝偻病", D, mention="假性维生素D缺乏性佝偻病", named="骨折"),
    Q("我爸拉肚子脱水住院了，医生说等渗性脱水，这个会引起休克吗", "has_complication", "等渗性脱水", D, named="休克"),
    Q("外公腿上打了石膏，后来说是石膏综合征，躺久了会不会长压疮", "has_complication", "石膏综合征", D, named="压疮"),
    Q("老妈心衰住院，医生又说肝也受累了，叫急性肝梗死，这个还会并发啥啊", "has_complication", "缺血性肝炎", D,
      mention="急性肝梗死"),
    Q("医生说宝宝眼眶那个包是粒细胞性肉瘤，以后会不会发展成白血病啊", "has_complication", "绿色瘤", D,
      mention="粒细胞性肉瘤", named="白血病"),
    Q("我弟才二十岁就得了结核性心包炎，拖下去会有什么并发症", "has_complication", "结核性心包炎", D),
    Q("我姨查出结节病性心肌病，听说会猝死，还有别的并发症吗", "has_complication", "结节病性心肌病", D),
    # cures
    Q("孙子查出肠病性肢端皮炎，医生说要补锌，吃什么药好呢", "cures", "肠病性肢端皮炎", D),
    Q("外孙生的时候胎儿窘迫，当时医生给用的是什么药啊", "cures", "胎儿窘迫", D),
    Q("我爸撞了头之后老头痛，医生说是脑外伤后综合征，有啥药能吃吗", "cures", "脑外伤后综合征", D),
    Q("老妈脑血栓后遗症好几年了，邻居说曲克芦丁羟丙茶碱片好，能吃吗", "cures", "脑血栓后遗症", D,
      named="曲克芦丁羟丙茶碱片"),
    Q("孩子咳了半个月，化验说肺炎衣原体肺炎，医生一般开啥药呀", "cures", "肺炎衣原体肺炎", D),
    Q("我妈肝炎好了以后老是乏力，医生说恢复期肝炎综合征，吃什么药调理", "cures", "肝炎后综合征", D,
      mention="恢复期肝炎综合征"),
    Q("奶奶腰疼腿麻，片子说是椎管内肿瘤，手术前先吃啥药缓解呢", "cures", "脊髓肿瘤", D, mention="椎管内肿瘤"),
    # shown_on
    Q("我妈眼皮上长了黄色的斑块，医生说睑黄瘤，这个一般长在哪里", "shown_on", "睑黄瘤", D),
    Q("孩子肚子疼拉肚子，化验说短膜壳绦虫病，虫子主要待在身体哪儿", "shown_on", "短膜壳绦虫病", D),
    Q("我妈做完CT打了碘造影剂，后来查出碘甲亢，是哪个部位出的问题呀", "shown_on", "碘源性甲亢", D,
      mention="碘甲亢"),
    Q("爷爷小腿上长了菜花样的疙瘩，医生讲着色霉菌病，这病一般长在哪些地方", "shown_on", "着色芽生菌病", D,
      mention="着色霉菌病"),
    Q("侄子腿疼，拍片说Garre骨髓炎，这个主要长在哪些骨头上啊", "shown_on", "硬化性骨髓炎", D, mention="Garre骨髓炎"),
    Q("我爸耳朵嗡嗡响，医生说感音神经性耳鸣，是哪个部位的毛病", "shown_on", "神经性耳鸣", D,
      mention="感音神经性耳鸣"),
    Q("神经肽性肢端感觉异常一般是身体哪里发麻呀，我妈手脚老麻", "shown_on", "神经肽性肢端感觉异常", D),
    # has_alias
    Q("外公的诊断书上写皮克病性痴呆，这个病还有别的叫法吗", "has_alias", "皮克病性痴呆", D),
    Q("皮脂缺乏症，老百姓是不是就叫干皮肤啊", "has_alias", "皮脂缺乏症", D, named="干皮肤"),
    Q("宝宝头皮上有块黄色的斑，医生说是皮脂腺痣这个病，它还叫啥名字", "has_alias", "皮脂腺痣", D),
    Q("我婆婆老是眨眼睛，医生说像Meige综合征，这是什么病啊", "has_alias", "Meige综合征", AL),
    Q("我老公说他小时候在牧区得过皮肤包虫病，医学上正式叫啥", "has_alias", "皮肤包虫病", AL),
    Q("外伤性斜视是哪个病的别名呀，我儿子打篮球撞了眼睛以后就这样", "has_alias", "外伤性斜视", AL),
    Q("看到篇文章说谢尔舍米斯基病，这个是哪种病的另一个名字", "has_alias", "谢尔舍米斯基病", AL),
    # caused_by
    Q("我大伯眼眶里长了个囊，医生说眼眶寄生虫囊肿，这是怎么来的啊", "caused_by", "眼眶寄生虫囊肿", D),
    Q("孩子的眼球内陷是病，不是天生的吧，这个病是啥原因引起的", "caused_by", "眼球内陷", D),
    Q("我爸八十了，做完白内障手术后得了眼球内炎，怎么会这样呢", "caused_by", "眼球内炎", D),
    Q("我妈化疗后吃东西嗓子下面疼，说是真菌性食管炎，是哪些菌引起的呀", "caused_by", "真菌性食管炎", D),
    Q("宝宝生下来眼睛就小，医生说真性小眼球，是遗传还是怎么回事", "caused_by", "真性小眼球", D),
    Q("家里老人眼外肌广泛纤维化综合征，是遗传来的吗，孙子会不会也有", "caused_by", "眼外肌广泛纤维化综合征", D,
      named="常染色体显性遗传"),
    # has_risk_factor
    Q("我爷爷做过胆囊切除术，现在胃里老烧，医生说胆汁反流性胃炎，跟那次手术有关系吗", "has_risk_factor",
      "胆汁反流性胃炎", D, named="胆囊切除术"),
    Q("我公公以前挖煤的，现在查出矽肺病，挖煤算危险因素吧", "has_risk_factor", "矽肺病", D, named="煤炭开采"),
    Q("孩子刚满月，听说百日咳专挑小宝宝，还有哪些情况容易染上要当心", "has_risk_factor", "百日咳", D),
    Q("家里老人要去修脚，听说修脚会增加哪种病的风险", "has_risk_factor", "修脚", CA),
    Q("我爸化疗在用贝伐珠单抗，医生说这个药会增加什么病的风险", "has_risk_factor", "贝伐珠单抗", CA),
    Q("我妈总说劳累会落下病根，劳累到底容易诱发哪些病呀", "has_risk_factor", "劳累", CA),
    # common_in
    Q("孙女才三岁就查出眼眶淋巴管瘤，这个一般是什么年纪的人得", "common_in", "眼眶淋巴管瘤", D),
    Q("我外婆眼皮上长了个黑东西，说是眼睑恶性黑色素细胞肿瘤，这病多见于哪些人", "common_in",
      "眼睑恶性黑色素细胞肿瘤", D),
    Q("我妈查出迈博姆氏腺癌，是不是她这个岁数的女的多见啊", "common_in", "睑板腺癌", D, mention="迈博姆氏腺癌"),
    Q("眼眶皮样囊肿常见于哪个年龄段的人呢，我表弟刚查出来", "common_in", "眼眶皮样囊肿", D),
    Q("儿子七岁，医生说眼眶横纹肌肉瘤，这种病是不是男孩子多", "common_in", "眼眶横纹肌肉瘤", D, named="7～8岁男孩"),
    Q("我妈五十五了查出盆腔囊肿，多发于什么年龄的女人", "common_in", "盆腔囊肿", D),
    Q("我爸体力活干多了手脚开裂，皲裂疮是不是干活的人才容易得", "common_in", "皲裂疮", D),
    # prevalent_in
    Q("儿子要去西欧留学，那边哪些病发病率高啊，当妈的心里没底", "prevalent_in", "西欧", RE),
    Q("我爸年轻时在印度尼西亚打过工，肺结核在那边多吗", "prevalent_in", "肺结核", D, named="印度尼西亚"),
    Q("表妹在日本北部留学，说胆管癌在那儿多，除了日本还有哪些地方高发", "prevalent_in", "胆管癌", D),
    Q("公公去墨西哥玩了一趟，球孢子菌病是在哪些地方流行的呀", "prevalent_in", "球孢子菌病", D),
    Q("女婿被派去非洲北部，埃及血吸虫病在那边流行吗，还有哪些地方有", "prevalent_in", "埃及血吸虫病", D),
    # treated_with
    Q("小孙子睑外翻这个病，大夫说要做矫正手术，还有别的治法吗", "treated_with", "睑外翻", D),
    Q("外公在下水道干活吸了硫化氢中毒了，医院里一般怎么救", "treated_with", "硫化氢中毒", D),
    Q("我爸吃了自己腌的东西，医生说肉毒中毒，要怎么治啊", "treated_with", "神经型食物中毒", D, mention="肉毒中毒"),
    Q("儿子上高中了老是反复洗手，医生说强迫症，除了吃药还能怎么治", "treated_with", "精神强迫症", D,
      mention="强迫症"),
    Q("我妈糖尿病十年了眼底出血，医生说糖尿病视网膜病变，要打激光吗，还有啥办法", "treated_with",
      "糖尿病性视网膜病变", D, mention="糖尿病视网膜病变"),
    Q("我姐肾上腺切了以后得了纳尔逊综合征，现在怎么治啊，要放疗吗", "treated_with", "纳尔逊综合征", D),
    Q("我婆婆心电图说窦性静止，这个病医生一般怎么治", "treated_with", "窦性停搏", D, mention="窦性静止"),
    # metastasizes_to
    Q("我爸鼻子旁边长了BCC，医生说很少转移，万一转移会去肺吗", "metastasizes_to", "基底细胞癌", D,
      mention="BCC", named="肺"),
    Q("我舅舅查出睾丸癌，会不会转到腹膜后淋巴结啊", "metastasizes_to", "睾丸癌", D, named="腹膜后淋巴结"),
    Q("外婆宫颈癌放疗完，最近尿里有血，会不会是转到膀胱了", "metastasizes_to", "宫颈癌", D, named="膀胱"),
    Q("我爸的肛门癌会扩散到肝脏吗，医生让做B超", "metastasizes_to", "肛门癌", D, named="肝脏"),
    Q("二叔刚确诊声门上型喉癌，这种会往哪转移啊", "metastasizes_to", "声门上型喉癌", D),
    # invades
    Q("我爸慢性淋巴细胞白血病好几年了，医生说脾大了，这病还会侵到哪些地方", "invades", "慢性淋巴细胞白血病", D),
    Q("二舅肝内胆管癌，会侵到血管里去吗", "invades", "肝内胆管癌", D, named="血管"),
    Q("姥爷刚查出腹主动脉瘤，会侵到哪里啊", "invades", "腹主动脉瘤", D),
    Q("我家娃皮肤白喉，会不会跑到眼睛里去呀", "invades", "皮肤白喉", D, named="眼"),
    Q("我舅查出非小细胞肺癌，声音都哑了，是不是长到喉返神经上了", "invades", "非小细胞肺癌", D, named="喉返神经"),
    # is_subtype_of
    Q("外公眼睛老发炎，医生说硬化性角膜炎，这个算角膜炎的一种吗", "is_subtype_of", "硬化性角膜炎", D, named="角膜炎"),
    Q("孙子生下来上腭有个缝，医生说硬腭裂，这是归在哪类病里呀", "is_subtype_of", "硬腭裂", D),
    Q("奶奶的睑内翻这个病，在医学上属于什么大类", "is_subtype_of", "睑内翻", D),
    Q("孩子睡着了会抽，医生说睡眠癫痫，这是癫痫病的一种吧", "is_subtype_of", "睡眠癫痫", D, named="癫痫病"),
    Q("我爸查出恶性青光眼，是属于青光眼那一类吗", "is_subtype_of", "睫状环阻滞性青光眼", D, mention="恶性青光眼",
      named="青光眼"),
    Q("我弟在国外感染了眼阿米巴病，这是阿米巴病的一种吗", "is_subtype_of", "眼阿米巴病", D, named="阿米巴病"),
    Q("儿子生下来尿道口位置不对，医生说尿道下裂，这个病分几种啊", "is_subtype_of", "尿道下裂", D, reverse=True),
    # related_disease
    Q("病历上写的初发性或维持性睡眠障碍［失眠症］，我妈这个跟哪些病有关系啊", "related_disease",
      "初发性或维持性睡眠障碍［失眠症］", D),
    Q("我爸肺部疾病好几年，最近天天心慌焦虑，跟肺部疾病有关吗", "related_disease", "肺部疾病", D,
      named="广泛性焦虑障碍"),
    Q("我大姨得的是糖原贮积病，以后会不会跟肝硬化扯上关系", "related_disease", "糖原贮积病", D, named="肝硬化"),
    Q("宝宝出生时医生说妈妈有绒毛膜羊膜炎，这个跟哪些病有关联呀", "related_disease", "绒毛膜羊膜炎", D),
    Q("儿媳怀孕查出羊水过多，会不会跟早产有关系啊", "related_disease", "羊水过多", D, named="自发性早产"),
    # differential_diagnosis
    Q("我妈睡不着，病历写初发性或维持性睡眠障碍［失眠症］，要跟不宁腿综合征区分吗", "differential_diagnosis",
      "初发性或维持性睡眠障碍［失眠症］", D, named="不宁腿综合征"),
    Q("舅舅睾丸疼，怕是睾丸癌，会不会其实是睾丸扭转啊", "differential_diagnosis", "睾丸癌", D, named="睾丸扭转"),
    Q("老爸胸口疼，医生说要分清楚，胸痛这个病要跟哪些鉴别", "differential_diagnosis", "胸痛", D),
    Q("我妈眼睛发黄，医生说不一定是肝炎，可能是胆总管结石病，这俩怎么区分", "differential_diagnosis", "肝炎", D,
      named="胆总管结石病"),
    Q("我姐怀孕肚子疼，医生说胎盘早剥，要和前置胎盘区分，还有别的要排除吗", "differential_diagnosis", "胎盘早剥", D),
    # indicated_for
    Q("我爸便秘好多年了，医生开了力洛，这个药是治什么的", "indicated_for", "琥珀酸普芦卡必利片", DR, mention="力洛"),
    Q("我妈七十了尿频尿急，医院开了卫喜康，是治这个的吗", "indicated_for", "琥珀酸索利那新片", DR,
      mention="卫喜康", named="尿频"),
    Q("奶奶老是口干，医生开了环戊硫酮片，它主要治什么", "indicated_for", "环戊硫酮片", DR),
    Q("特康唑乳膏是治阴道炎的吗，我自己在药店买的", "indicated_for", "特康唑乳膏", DR, named="阴道炎"),
    Q("孙子早产住保温箱，医生用了固尔苏，这是治啥的呀", "indicated_for", "猪肺磷脂注射液", DR, mention="固尔苏"),
    Q("我妈胆结石，医生开了滔罗特，这药能治哪些病", "indicated_for", "牛磺熊去氧胆酸胶囊", DR, mention="滔罗特"),
    # has_adverse_reaction
    Q("我爸在吃诺和龙控糖，听说会低血糖，还有哪些副作用", "has_adverse_reaction", "瑞格列奈片", DR,
      mention="诺和龙"),
    Q("妈妈胃不好一直吃瑞巴派特片，这个药有什么副作用吗", "has_adverse_reaction", "瑞巴派特片", DR),
    Q("外公吃琥珀酸舒马普坦片治偏头痛，吃了会出汗吗", "has_adverse_reaction", "琥珀酸舒马普坦片", DR, named="出汗"),
    Q("我婆婆吃珍菊降压片好几年了，最近老没劲，会不会是药引起的乏力啊", "has_adverse_reaction", "珍菊降压片", DR,
      named="乏力"),
    Q("孩子感冒吃了丽珠感乐，会犯困吗，还有啥不良反应", "has_adverse_reaction", "特酚伪麻片", DR,
      mention="丽珠感乐"),
    Q("我爸最近膝盖疼，瑞舒伐他汀钙胶囊吃了会关节痛吗", "has_adverse_reaction", "瑞舒伐他汀钙胶囊", DR,
      named="关节痛"),
    # has_ingredient
    Q("家里有盒熊胆舒肝利胆胶囊，外婆问里面有没有熊胆", "has_ingredient", "熊胆舒肝利胆胶囊", DR, named="熊胆"),
    Q("奶奶扭了脚想贴熊胆跌打膏，它里面都有什么成分", "has_ingredient", "熊胆跌打膏", DR),
    Q("我妈痛经吃的独一味片，是用什么做的呀", "has_ingredient", "独一味片", DR),
    Q("我爸在吃雷氏珍菊，这个药里含啥成分啊，跟西药一起吃行不行", "has_ingredient", "珍菊降压片", DR,
      mention="雷氏珍菊"),
    Q("孩子在吃牡蛎碳酸钙咀嚼片，里面真的有牡蛎吗", "has_ingredient", "牡蛎碳酸钙咀嚼片", DR, named="牡蛎"),
    Q("我胃不好，哪些药里面加了猴头菌提取物", "has_ingredient", "猴头菌提取物", IN),
    # is_a_level3
    Q("我奶奶睡不好一直吃百乐眠胶囊，这算哪类药", "is_a_level3", "百乐眠胶囊", DR),
    Q("我姨类风湿在吃帕夫林，这是哪一类药呀", "is_a_level3", "白芍总苷胶囊", DR, mention="帕夫林"),
    Q("我爸精神科打的哈力多针，属于什么类的药", "is_a_level3", "癸酸氟哌啶醇注射液", DR, mention="哈力多"),
    Q("白带净丸是妇科用的药吗", "is_a_level3", "白带净丸", DR, named="妇科"),
    Q("我爸手术时打了琥珀酰明胶注射液，这是什么类型的药", "is_a_level3", "琥珀酰明胶注射液", DR),
    Q("孩子咽炎医生开了达发新，这是抗生素吗", "is_a_level3", "环酯红霉素片", DR, mention="达发新",
      named="抗生素类"),
    # belongs_to
    Q("我爸前列腺不好，医生开了爱活尿通，这是什么类别的药", "belongs_to", "爱活尿通", DR),
    Q("孩子老出汗，中医让吃玉屏风颗粒，它算哪个类别的药", "belongs_to", "玉屏风颗粒", DR),
    Q("妈妈吃的猴头菌提取物颗粒，在药店属于什么药", "belongs_to", "猴头菌提取物颗粒", DR),
    Q("脚上长癣买了阿修罗，这药属于哪一类啊", "belongs_to", "环吡酮胺乳膏", DR, mention="阿修罗"),
    Q("医生让我妈打复泰奥治骨质疏松，这是什么类的药", "belongs_to", "特立帕肽注射液", DR, mention="复泰奥"),
    Q("爱斯万在药房是归哪一类的", "belongs_to", "爱斯万", DR),
    # drug_has_alias
    Q("多库酯钠片是不是就是沂可隆，药店阿姨说的", "drug_has_alias", "多库酯钠片", DR, named="沂可隆"),
    Q("医生写的安立生坦片，药盒上名字不一样，它还有别的名字吗", "drug_has_alias", "安立生坦片", DR),
    Q("我爸心脏不好吃果糖二磷酸钠片，药店里这个药叫啥名", "drug_has_alias", "果糖二磷酸钠片", DR),
    Q("护士说的洛普欣，到底是哪个药啊", "drug_has_alias", "洛普欣", AL),
    Q("比沙可啶肠溶片还叫什么呀，奶奶便秘想买", "drug_has_alias", "比沙可啶肠溶片", DR),
    # mainly_treats
    Q("老家人说稀花蓼能治肝炎，真的吗", "mainly_treats", "稀花蓼", M, named="肝炎"),
    Q("奶奶说吸铁石磨粉能治耳鸣失眠，它还能治啥", "mainly_treats", "磁石", M, mention="吸铁石"),
    Q("外婆用糯稻根煮水给孩子止汗，这个主要治什么", "mainly_treats", "糯稻根", M),
    Q("老辈人给孩子吃粗榧子打虫，打蛔虫管用吗", "mainly_treats", "粗榧子", M, named="蛔虫病"),
    Q("秧鸡也能入药？能治哪些病啊", "mainly_treats", "秧鸡", M),
    Q("奶奶上山采了硬骨凌霄，说能治跌打损伤，还能治啥", "mainly_treats", "硬骨凌霄", M),
    # has_efficacy
    Q("催奶的方子里有华州漏芦，这味药有什么功效", "has_efficacy", "禹州漏芦", M, mention="华州漏芦"),
    Q("禹馀粮是治拉肚子的吗，有什么功效", "has_efficacy", "禹馀粮", M),
    Q("硬水黄连能清热解毒吗，我爸上火了", "has_efficacy", "硬水黄连", M, named="清热解毒"),
    Q("秃鹫入药有啥功效啊，听着好吓人", "has_efficacy", "秃鹫", M),
    Q("我婆婆是藏族，家里常备碱花，这味药有什么功效", "has_efficacy", "碱花", M),
    Q("老家的秧青有啥作用，我爷爷说能治头痛", "has_efficacy", "秧青", M),
    # distributed_in
    Q("外公想找矮陀陀这味药，在哪些地方能采到", "distributed_in", "矮陀陀", M),
    Q("石榴皮能入药，它主要产在哪些地方呀", "distributed_in", "石榴皮", M),
    Q("石蜘蛛这种药材分布在哪些省", "distributed_in", "石蜘蛛", M),
    Q("老中医说的龙须草，主要长在哪些地方", "distributed_in", "硬质早熟禾", M, mention="龙须草"),
    Q("硬枝黑琐梅产在哪里呀，朋友送了点", "distributed_in", "硬枝黑琐梅", M),
    Q("我们辽宁山上能采到哪些中药材，老爷子爱上山转悠", "distributed_in", "辽宁", RE),
    # material_has_alias
    Q("石上柏在乡下叫什么名字", "material_has_alias", "石上柏", M),
    Q("石龙芮在老家是不是叫水堇", "material_has_alias", "石龙芮", M, named="水堇"),
    Q("我奶奶说的虹香藤，正名叫什么啊", "material_has_alias", "虹香藤", AL),
    Q("水黄连是哪味药材的别名呀", "material_has_alias", "水黄连", AL),
    Q("硬叶吊兰还有啥俗名", "material_has_alias", "硬叶吊兰", M),
    Q("糯米泔在古书上叫什么", "material_has_alias", "糯米泔", M),
    # composed_of
    Q("爷爷喝的大黄附子汤，方子里有细辛吗，听说细辛有毒", "composed_of", "大黄附子汤", F, named="细辛"),
    Q("我妈想给我爸配归肾丸，里面有枸杞吗", "composed_of", "归肾丸", F, named="枸杞"),
    Q("四味土木香散，这四味是哪四味啊", "composed_of", "四味土木香散", F),
    Q("奶奶老药方上写着李子豫赤丸，里面是不是有雄黄，那不是有毒吗", "composed_of", "八毒赤丸", F,
      mention="李子豫赤丸", named="雄黄"),
    Q("哪些老方子里用到青皮，我爸胃胀", "composed_of", "青皮", IN),
    # formula_has_efficacy
    Q("我婆婆在喝柴芍六君丸，它有什么功效", "formula_has_efficacy", "柴芍六君丸", F),
    Q("桂苓甘露散是清暑的吗，夏天给老人喝合适吗", "formula_has_efficacy", "桂苓甘露散", F, named="清暑解热"),
    Q("老中医说的厚朴煎，喝了有啥功效，我爸胃口不好", "formula_has_efficacy", "八味厚朴丸", F, mention="厚朴煎"),
    Q("我爸老打嗝，哪些方子能降逆止呃", "formula_has_efficacy", "降逆止呃", EF),
    Q("外公眼睛长翳，还晴散能明目退翳吗", "formula_has_efficacy", "八味还睛散", F, mention="还晴散",
      named="明目退翳"),
    # prescribed_for
    Q("奶奶打嗝好几天了，邻居说喝旋复代赭汤，这方子主治啥", "prescribed_for", "旋复代赭汤", F),
    Q("我妈白带多发黄，老中医开易黄汤，它是治啥的", "prescribed_for", "易黄汤", F),
    Q("外公疝气痛，暖肝煎能治疝气吗", "prescribed_for", "暖肝煎", F, named="疝气"),
    Q("我外公糖尿病，乡下郎中开了菝葜饮，这方子治消渴吗", "prescribed_for", "菝葜八味汤", F, mention="菝葜饮",
      named="消渴"),
    Q("我爸皮肤痒起疹子，中医开了消风散，这方子治湿疹吗", "prescribed_for", "消风散", F, named="湿疹"),
    # formula_has_alias
    Q("八毒赤丸是不是也叫八毒丸", "formula_has_alias", "八毒赤丸", F, named="八毒丸"),
    Q("八效虎骨散还有什么叫法，奶奶的老药方上有", "formula_has_alias", "八效虎骨散", F),
    Q("八味知母汤又叫什么", "formula_has_alias", "八味知母汤", F),
    Q("老方子里写着茜根饮，是哪个方子的别名", "formula_has_alias", "茜根饮", AL),
    Q("八物参术丸有没有别的名字呢", "formula_has_alias", "八物参术丸", F),
    # check_for_disease
    Q("我妈做了肝纤四项检查，这个是查什么病的", "check_for_disease", "肝纤四项检查", C),
    Q("医生让孩子做肺吸虫皮内试验，能查出哪些病", "check_for_disease", "肺吸虫皮内试验", C),
    Q("外公做了肝、胆、脾CT检查，能看出肝癌吗", "check_for_disease", "肝、胆、脾CT检查", C, named="肝癌"),
    Q("肠鸣音检查能查出肠息肉吗", "check_for_disease", "肠鸣音检查", C, named="肠息肉病"),
    Q("我爸胳膊抬不起来，医生做了肩关节外展试验，这个查哪些病", "check_for_disease", "肩关节外展试验", C),
    Q("我爸胸口痛，查了肌酸激酶检查，是看心梗的吗", "check_for_disease", "肌酸激酶检查", C,
      named="急性心肌梗死"),
    # check_for_symptom
    Q("肝区及胆囊叩击痛检查是有什么症状才做的", "check_for_symptom", "肝区及胆囊叩击痛检查", C),
    Q("我妈腿老发凉，医生说做肢体血流图，一般什么症状需要做", "check_for_symptom", "肢体血流图", C),
    Q("肺和胸膜听诊是针对咳嗽做的吗", "check_for_symptom", "肺和胸膜听诊", C, named="咳嗽"),
    Q("宝宝大便有血，医生做了肛门视诊，是因为脓血便才做的吗", "check_for_symptom", "肛门视诊", C, named="脓血便"),
    Q("我妈脸色发白医生说有贫血貌，要做哪些检查", "check_for_symptom", "贫血貌", S),
    # performed_by
    Q("宝宝的新生儿筛查是在哪个科室做的呀", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("我爸要做EEG，去哪个科室排队", "performed_by", "脑电图检查", C, mention="EEG"),
    Q("静脉肾盂排泄造影在哪个科做啊，我爸要查肾", "performed_by", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    Q("我妈胃不舒服要做无痛胃镜检查，是消化科做吗", "performed_by", "无痛胃镜检查", C, named="消化科"),
    # check_has_alias
    Q("超声内镜检查，医生说的EUS就是这个吗", "check_has_alias", "超声内镜检查", C, named="EUS"),
    Q("脑电图检查英文缩写是啥，单子上看不懂", "check_has_alias", "脑电图检查", C),
    Q("我爸报告单抬头印着electromyography，孩子们都看不懂，这到底是做的哪个检查", "check_has_alias", "electromyography", AL),
    Q("肌电图检查有什么别的叫法", "check_has_alias", "肌电图检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day31"))
