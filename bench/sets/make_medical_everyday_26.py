"""Writes `medical_everyday_26.jsonl`, a twenty-sixth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-fifth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 201 questions, every relation
type of the network asked four to eight times, worded as comments and questions left under short health videos: spoken,
slangy and run-on, often in one breath with spaces for commas, with the abbreviations people really type (咋整, 啥情况,
有木有, up主, 家人们, 蹲一个回复), from young adults (健身完腿抽筋尿是茶色的, 下个月去曼谷玩, 发际线救救, 室友天天熬夜), new
parents (宝宝刚满月医生说是新生儿肺炎, 宝宝老流眼泪, 婴儿型血管瘤长在宝宝眼皮上, 娃脸上一块一块白的) and middle-aged viewers
(我妈做完放疗老说累, 我爸放完支架两周又胸闷, 我老公在厂里干这个, 老人输液前问问), with a few hobbyists (古方爱好者问问, 艾灸up主
推荐的次髎, 赶海捡到的). 35 questions carry 呢/啊/呀/嘛/哈; most carry a clause of context (9 of them after a comma, the
rest after a space, so only those 9 are tagged `context`). Run-on double questions ask the gold first (土拉热菌病是啥情况
会咳嗽吗 asks for the symptoms, 速力菲 是补铁的吗 具体治啥的 for the indications, 急性视网膜坏死综合征 要手术治疗吗 还是打针吃药就行
for the treatments).

Records: other diseases, drugs, medicinal materials, formulas and checks than the other sets (the shipped dev set,
everyday sets 1 to 25 and the three alias sets) wherever the network allows, taken where possible from the second third
of each relation type's sources in key order, among the records whose name no earlier question contains. The exceptions
are the relation types whose few records the earlier sets already ask about (has_risk_factor, prevalent_in,
metastasizes_to, invades, differential_diagnosis, drug_has_alias, formula_has_alias, performed_by, check_has_alias):
asked another way, about one neighbour the earlier questions did not name, or from the relation's target end (38
records of this set are asked about by an earlier set too, none by the same words). No question repeats one of theirs.

70 questions name the one neighbour they ask about (嵌甲会感染吗, 糖尿病性神经病 脚老发麻 依帕司他片管用吗, 八将丹 用了冰片吗,
猪囊虫抗体检查 阳性是得了囊虫病吗), many of them naming two records (中耳炎 跟胆脂瘤 咋区分啊, 克罗恩病 和溃疡性结肠炎 傻傻分不清,
心肌梗塞 和主动脉夹层分离 怎么鉴别, 肌肉痉挛 和横纹肌溶解症有关系吗, 皮层下血管性痴呆 是血管性痴呆的一种吗, 舌扁桃体肥大 会不会拖成
慢性扁桃体炎啊). Five besides the alias-instance questions below are asked from the relation's target end (蜜月想去地中海
那边有啥当地多发的病吗, 含乌骨藤的药 有哪些, 胃不好想了解下 粘膜保护药 都有哪些, 有啥提毒的方子, 儿科 能做哪些检查呀).

Names inside names: by a mechanical count 55 questions are about a record whose name holds the name (three characters
or more) of another record of its type, and more lie inside a longer record's name; about 25 were chosen for it and are
asked the way people say them (新生儿泪囊炎 and 慢性泪囊炎 hold 泪囊炎, 淋巴丝虫病 holds 丝虫病, 心肌梗死后综合征 holds 心肌梗死,
慢性舌扁桃体炎 holds 扁桃体炎, 晶状体膨胀所致青光眼 and 正常眼压性青光眼 hold 青光眼, 糖尿病性神经病 holds 糖尿病, 粘连性中耳炎 holds
中耳炎, 毛石肠梗阻综合征 holds 肠梗阻, 急性化脓性胃炎 holds 化脓性胃炎, 真菌性脑膜炎 holds 脑膜炎, 眶上神经痛 holds 神经痛, 皮层性
多汗症 holds 多汗症, 肝内胆管癌 holds 胆管癌, 播散性诺卡菌病 holds 诺卡菌病, 皮层下血管性痴呆 holds 血管性痴呆, 红斑型天疱疮 holds
天疱疮, 结肠脂肪瘤 holds 脂肪瘤, 眼部毛细血管瘤 holds 血管瘤, 杜鹃花叶 holds 杜鹃花, 无痛胃镜检查 holds 胃镜检查; 胰腺炎, 肝癌,
中耳炎 and 痛风 lie inside longer records' names).

About one question in four (48 of 201) names its entity by a name the network records for that very instance, of many
kinds: disease aliases (22 questions): English and eponym names (Amsterdam综合征, Rapunzel综合征, mikulicz病), folk and lay
names (盘肠痛, 摇手柄骨折, 婴儿秋季腹泻, 心理压力, 痧疹), names with a part changed, dropped or added (先天性泪囊炎, 感应性精神病,
隐匿型肾小球肾炎, 放射性心脏病, 舌扁桃体肥大, 生漆皮炎, 毛鞘囊肿, 神经管缺陷, 蜂窝组织性胃炎, 裂纹性湿疹, 钙化上皮瘤, 眼外肌囊虫病,
婴儿型血管瘤) and an old name (土拉热菌病); drug trade names (13 questions, below); medicinal material aliases (12: 鱿鱼,
松子仁, 海蛆, 魟鱼刺, 映山红叶, 千张纸, 干柿, 皂刺, 大丹参, 宝塔菜, 功劳叶, 平地木); a check alias (新生儿筛查). Twelve more ask
what an alias stands for (梅内特里耶病, 家族性高钾性高血压, 睡瘫症, 卡普兰综合征, 澳抒欣, 依思汀, 鹧鸪菜, 上树胡椒, 巴戟天汤, 利气丸,
EEG, newborn screening: disease, drug, material, formula and check aliases): their gold is the alias instance, answered
by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure every
alias a question names its entity by is one the network records for that very instance. Some aliases are also records
of another type (神经管缺陷 and 舌扁桃体肥大 are symptom records, 松子仁, 皂刺 and 功劳叶 ingredient records); none a question
names its disease by is a disease record of its own.

Drug trade names: 13 questions name a drug by a trade name its record's `trade_name` property lists (速力菲, 利加隆, 麦斯特,
德可思, 雷诺考特, 纳川, 欧泊, 特居乐, 海捷亚, 可塞风, 秦苏, 露达舒, 琥珀氢考). All thirteen are also drug records of their own
(the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(琥珀酸亚铁缓释片, 水飞蓟素胶囊, 甲硝唑口腔粘贴片, 氢溴酸右美沙芬滴鼻液, 布地奈德鼻喷雾剂, 琥珀酸舒马普坦胶囊, 注射用两性霉素B,
左炔诺孕酮炔雌醇（三相）片, 氯沙坦钾氢氯噻嗪片, 氯诺昔康片, 格列吡嗪缓释片, 氯替泼诺混悬滴眼液, 注射用氢化可的松琥珀酸钠), the mention
is the trade name and the line is tagged `alias`, because someone holding the box asks about the medicine, and the
standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (3 questions besides the 13 trade names written twice); the gold record
is the one the question is judged to mean:
- 澳抒欣 and 依思汀 are drug records as well as alias instances of 环酯红霉素胶囊 and 贝那普利氢氯噻嗪片, and EEG is a check
  record as well as an alias instance of 脑电图检查 (3 questions). Each question asks what the name stands for (是啥药的名字,
  对应的是哪个药, 是什么检查), so its gold is the alias instance, answered by the record that lists it.
- Besides these, 33 more lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record: 慢性泪囊炎, 男性不育症, 直肠脱垂, 毒血症, 肌肉痉挛, 胎儿畸形, 痛风, 胰腺炎, 中耳炎; an
  ingredient or alias record for a material: 木蝴蝶, 皂角刺, 红豆蔻, 水牛角, 甘露子, 枸骨叶, 朱砂根; a drug class and a
  population record for a department: 儿科), and the wording says which is meant (这个病, 功效, 产地, 能做哪些检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_26.py    # rewrites bench/sets/medical_everyday_26.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DC, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_26.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("博主讲讲放射性肾炎都有啥症状呗，我妈做完放疗老说累", "has_symptom", "放射性肾炎", D),
    Q("救命 宝宝刚满月医生说是新生儿肺炎 会有啥表现啊 蹲一个回复", "has_symptom", "新生儿肺炎", D),
    Q("家人们 心理压力大了身上会有啥反应 我最近饭都不想吃", "has_symptom", "心理应激", D, mention="心理压力"),
    Q("土拉热菌病是啥情况 会咳嗽吗 家里养兔子的有点慌", "has_symptom", "弗郎西丝菌肺炎", D, mention="土拉热菌病", named="咳嗽"),
    Q("淋巴丝虫病 腿肿得跟大象腿一样 还会有啥症状呀", "has_symptom", "淋巴丝虫病", D),
    Q("嵌甲会感染吗 脚趾头又红又肿走路都疼 咋整", "has_symptom", "嵌甲", D, named="感染"),
    Q("慢性泪囊炎这个病 会溢泪吗 我眼角一天到晚湿湿的", "has_symptom", "慢性泪囊炎", D, named="溢泪"),
    # designated_to
    Q("氯气中毒了挂啥科啊，泳池那个味呛了一口现在胸口闷", "designated_to", "氯气中毒", D),
    Q("指节垫 手指关节上长了一坨厚皮 去医院挂哪个科啊", "designated_to", "指节垫", D),
    Q("up主 宝宝老流眼泪 医生说先天性泪囊炎 得挂哪个科呀", "designated_to", "新生儿泪囊炎", D, mention="先天性泪囊炎"),
    Q("盘肠痛 娃半夜哭着喊肚子疼 要看哪科嘛", "designated_to", "盘肠气痛", D, mention="盘肠痛"),
    Q("感应性精神病挂什么科，我婆婆跟着她姐一起疑神疑鬼的", "designated_to", "感应性妄想性障碍", D, mention="感应性精神病"),
    Q("牙列稀疏 门牙缝大得能塞筷子 是去口腔颌面外科吗", "designated_to", "牙列稀疏", D, named="口腔颌面外科"),
    Q("体检尿里有潜血 说是隐匿型肾小球肾炎 该挂哪个科室啊家人们", "designated_to", "无症状性血尿或（和）蛋白尿", D,
      mention="隐匿型肾小球肾炎"),
    # checks
    Q("结肠脂肪瘤要做啥检查 做肠镜就行了吗", "checks", "结肠脂肪瘤", D),
    Q("我爷爷八十多了 蹲坑老有东西掉出来 医生说直肠脱垂 要做哪些检查啊", "checks", "直肠脱垂", D),
    Q("海洛因肾脏病 要查些啥 家里有人以前碰过那东西", "checks", "海洛因肾脏病", D),
    Q("男性不育症这个病都要查些啥项目啊，备孕一年没动静老公不好意思问", "checks", "男性不育症", D),
    Q("Amsterdam综合征 确诊要做啥检查 宝宝眉毛连一块 医生提了一嘴", "checks", "小儿阿姆斯特丹型侏儒", D,
      mention="Amsterdam综合征"),
    Q("小肠癌 胶囊内镜能查出来吗 还是非得做别的", "checks", "小肠癌", D, named="胶囊内镜"),
    Q("棉子油中毒 去医院会给查啥 村里好几个人吃了粗棉油", "checks", "棉子油中毒", D),
    # has_complication
    Q("婴儿秋季腹泻 会不会闹出别的病来 宝宝拉了三天了", "has_complication", "小儿轮状病毒性肠炎", D, mention="婴儿秋季腹泻"),
    Q("心肌梗死后综合征 会引起心包积液吗 我爸放完支架两周又胸闷", "has_complication", "心肌梗死后综合征", D, named="心包积液"),
    Q("汽油中毒 吸多了会得肺炎吗 修车师傅问一下哈", "has_complication", "汽油中毒", D, named="肺炎"),
    Q("放射性心脏病后面会出啥并发症呢，我舅胸口放疗过", "has_complication", "放射性心脏损害", D, mention="放射性心脏病"),
    Q("舌扁桃体肥大 会不会拖成慢性扁桃体炎啊 嗓子里老像卡着东西", "has_complication", "慢性舌扁桃体炎", D,
      mention="舌扁桃体肥大", named="慢性扁桃体炎"),
    Q("晶状体膨胀所致青光眼 还会并发啥 老妈白内障拖太久了", "has_complication", "晶状体膨胀所致青光眼", D),
    Q("等孢球虫病拉肚子拉久了 会营养不良吗", "has_complication", "等孢球虫病", D, named="营养不良"),
    # cures
    Q("慢性鼻炎 吃什么药好 鼻子堵了一整个冬天", "cures", "慢性鼻炎", D),
    Q("糖尿病性神经病 脚老发麻 依帕司他片管用吗", "cures", "糖尿病性神经病", D, named="依帕司他片"),
    Q("吃了半生的烤串之后浑身肌肉疼 查出旋毛虫病 吃啥药啊", "cures", "旋毛虫病", D),
    Q("白色糠疹 娃脸上一块一块白的 用啥药膏呀", "cures", "白色糠疹", D),
    Q("粪类圆线虫病有木有特效药，驱虫药随便买能吃吗", "cures", "粪类圆线虫病", D),
    Q("着色真菌病 吃氟康唑片能好吗", "cures", "着色真菌病", D, named="氟康唑片"),
    # shown_on
    Q("生漆皮炎 一般长哪 刷完家具胳膊脸上全红了", "shown_on", "油漆皮炎", D, mention="生漆皮炎"),
    Q("摇手柄骨折 是伤在哪个位置 摔了一跤手撑地了", "shown_on", "桡骨茎突骨折", D, mention="摇手柄骨折"),
    Q("毛鞘囊肿 一般长在哪呀 洗头摸到个硬疙瘩", "shown_on", "毛发囊肿", D, mention="毛鞘囊肿"),
    Q("过年放炮离太近了 爆震性耳聋 伤的是哪块", "shown_on", "爆震性耳聋", D),
    Q("猫抓病 会长在身上哪些地方 被主子挠了一道", "shown_on", "猫抓病", D),
    Q("掌跖纤维瘤病 是长手上还是长脚上的", "shown_on", "掌跖纤维瘤病", D),
    # has_alias
    Q("情感性交叉擦腿症 还有别的叫法吗 幼儿园老师跟我提的", "has_alias", "情感性交叉擦腿症", D),
    Q("福克斯—福代斯病 又叫啥 名字太长记不住", "has_alias", "福克斯—福代斯病", D),
    Q("皮罗综合征 平时都怎么叫的", "has_alias", "皮罗综合征", D),
    Q("粘连性中耳炎 也叫什么中耳炎来着", "has_alias", "粘连性中耳炎", D),
    Q("刷到个视频讲梅内特里耶病 这是哪个病的名字啊", "has_alias", "梅内特里耶病", AL),
    Q("家族性高钾性高血压 说的是哪种病呢", "has_alias", "家族性高钾性高血压", AL),
    Q("睡瘫症是不是就是鬼压床 正式的病名叫啥", "has_alias", "睡瘫症", AL),
    Q("卡普兰综合征 到底是哪个病 煤矿上干了二十年", "has_alias", "卡普兰综合征", AL),
    # caused_by
    Q("Rapunzel综合征 是咋回事怎么得的 女儿老爱咬头发吃", "caused_by", "毛石肠梗阻综合征", D, mention="Rapunzel综合征"),
    Q("神经管缺陷 是什么原因造成的 孕早期没吃叶酸会不会", "caused_by", "神经管畸形", D, mention="神经管缺陷"),
    Q("蜂窝组织性胃炎咋得的啊 啥情况", "caused_by", "急性化脓性胃炎", D, mention="蜂窝组织性胃炎"),
    Q("吹了一晚上空调 眉毛上面一跳一跳疼 眶上神经痛是怎么引起的", "caused_by", "眶上神经痛", D),
    Q("心脏压塞 是啥原因导致的 急诊医生说的", "caused_by", "心脏压塞", D),
    Q("瘢痕性脱发 为啥会这样 头上有块疤就是不长头发", "caused_by", "瘢痕性脱发", D),
    # has_risk_factor
    Q("新生儿黄疸 跟母乳喂养有关系吗 宝宝黄了一周了", "has_risk_factor", "新生儿黄疸", D, named="母乳喂养"),
    Q("百日咳 哪些人更容易中招呀 当老师的要注意不", "has_risk_factor", "百日咳", D),
    Q("尘肺 干喷砂的风险大吗 我老公在厂里干这个", "has_risk_factor", "尘肺", D, named="喷砂"),
    Q("口咽癌 嚼槟榔会不会增加风险 身边好多人嚼", "has_risk_factor", "口咽癌", D, named="嚼槟榔"),
    Q("真菌性脑膜炎 哪些情况下容易得 家里养了一阳台鸽子", "has_risk_factor", "真菌性脑膜炎", D),
    # common_in
    Q("裂纹性湿疹 都是啥人容易得 我爸小腿上全是口子", "common_in", "干性湿疹", D, mention="裂纹性湿疹"),
    Q("钙化上皮瘤 男的女的谁更容易长啊", "common_in", "毛母质瘤", D, mention="钙化上皮瘤"),
    Q("眼外肌囊虫病 什么人会得这个", "common_in", "眼外肌猪囊尾蚴病", D, mention="眼外肌囊虫病"),
    Q("mikulicz病 一般什么人会得，眼皮肿了俩月", "common_in", "眼眶良性淋巴上皮病", D, mention="mikulicz病"),
    Q("橄榄体脑桥小脑萎缩 一般多大岁数发病", "common_in", "橄榄体脑桥小脑萎缩", D),
    Q("睡眠瘫痪症 是不是年轻人特别容易有 我室友天天熬夜", "common_in", "睡眠瘫痪症", D, named="年轻人"),
    # prevalent_in
    Q("下个月去曼谷玩 登革热在泰国多吗 要带驱蚊的不", "prevalent_in", "登革热", D, named="泰国"),
    Q("要外派去雅加达 肺结核在印度尼西亚高发吗", "prevalent_in", "肺结核", D, named="印度尼西亚"),
    Q("慢性淋巴细胞白血病 哪些地区的人多", "prevalent_in", "慢性淋巴细胞白血病", D),
    Q("鳞状细胞癌 哪些地方的人得得多 天天暴晒的那种", "prevalent_in", "鳞状细胞癌", D),
    Q("蜜月想去地中海 那边有啥当地多发的病吗", "prevalent_in", "地中海", RE),
    # treated_with
    Q("糖皮质激素依赖性皮炎 烂脸了咋整 怎么治啊 求救", "treated_with", "糖皮质激素依赖性皮炎", D),
    Q("肌膜炎 针刀疗法管用吗 腰背僵了好几年", "treated_with", "肌膜炎", D, named="针刀疗法"),
    Q("婴儿型血管瘤长在宝宝眼皮上 要怎么治 会自己消吗", "treated_with", "眼部毛细血管瘤", D, mention="婴儿型血管瘤"),
    Q("氟牙症 牙上黄黄的斑 有啥办法弄白", "treated_with", "氟牙症", D),
    Q("急性视网膜坏死综合征 要手术治疗吗 还是打针吃药就行", "treated_with", "急性视网膜坏死综合征", D, named="手术治疗"),
    Q("皮层性多汗症 手心脚心一直出汗 该咋治呀", "treated_with", "皮层性多汗症", D),
    # metastasizes_to
    Q("我爸刚确诊小细胞肺癌 会转到肾上腺吗", "metastasizes_to", "小细胞肺癌", D, named="肾上腺"),
    Q("胆管癌晚期 一般会转移到哪些地方呢", "metastasizes_to", "胆管癌", D),
    Q("银屑病 会不会长到指甲上 指甲一坑一坑的", "metastasizes_to", "银屑病", D, named="指甲"),
    Q("乳腺癌 会跑到骨头上吗 我妈术后老说腰疼", "metastasizes_to", "乳腺癌", D, named="骨"),
    Q("麻风这个病 会累及哪些神经啊", "metastasizes_to", "麻风", D),
    # invades
    Q("肝内胆管癌 会长进血管里吗", "invades", "肝内胆管癌", D, named="血管"),
    Q("痛风 会侵犯掌指关节吗 手指头肿成胡萝卜了", "invades", "痛风", D, named="掌指关节"),
    Q("胰腺炎 会波及背部吗 后背也跟着疼", "invades", "胰腺炎", D, named="背部"),
    Q("肝癌 会不会侵犯到胆道 眼睛有点黄了", "invades", "肝癌", D, named="胆道"),
    # is_subtype_of
    Q("播散性诺卡菌病 属于哪一类病啊", "is_subtype_of", "播散性诺卡菌病", D),
    Q("新生儿癫痫综合征 算癫痫病吗 宝宝抽了两回", "is_subtype_of", "新生儿癫痫综合征", D, named="癫痫病"),
    Q("皮层下血管性痴呆 是血管性痴呆的一种吗", "is_subtype_of", "皮层下血管性痴呆", D, named="血管性痴呆"),
    Q("痧疹是麻疹的一种吗 老一辈都这么叫", "is_subtype_of", "痧子", D, mention="痧疹", named="麻疹"),
    Q("正常眼压性青光眼 也属于青光眼吗 眼压明明正常啊", "is_subtype_of", "正常眼压性青光眼", D, named="青光眼"),
    Q("红斑型天疱疮 归到哪一类里", "is_subtype_of", "红斑型天疱疮", D),
    # related_disease
    Q("健身完腿抽筋尿是茶色的 肌肉痉挛 和横纹肌溶解症有关系吗", "related_disease", "肌肉痉挛", D, named="横纹肌溶解症"),
    Q("胎儿畸形 跟自发性早产有关吗 产检刚查出来", "related_disease", "胎儿畸形", D, named="自发性早产"),
    Q("胰腺肿瘤 会连带出什么病", "related_disease", "胰腺肿瘤", D),
    Q("浆细胞瘤 相关的病都有哪些", "related_disease", "浆细胞瘤", D),
    Q("毒血症这个病 跟肾小球肾炎有关联吗", "related_disease", "毒血症", D, named="肾小球肾炎"),
    # differential_diagnosis
    Q("中耳炎 跟胆脂瘤 咋区分啊 耳朵老流水", "differential_diagnosis", "中耳炎", D, named="胆脂瘤"),
    Q("心肌梗塞 和主动脉夹层分离 怎么鉴别 都是胸口疼", "differential_diagnosis", "心肌梗塞", D, named="主动脉夹层分离"),
    Q("心肌炎跟心碎综合征怎么分 看剧看到的", "differential_diagnosis", "心肌炎", D, named="心碎综合征"),
    Q("宫颈癌 需要和哪些病区分开 TCT有点异常", "differential_diagnosis", "宫颈癌", D),
    Q("克罗恩病 和溃疡性结肠炎 傻傻分不清", "differential_diagnosis", "克罗恩病", D, named="溃疡性结肠炎"),
    # indicated_for
    Q("速力菲 是补铁的吗 具体治啥的", "indicated_for", "琥珀酸亚铁缓释片", DR, mention="速力菲"),
    Q("利加隆 是护肝的吗 能治啥", "indicated_for", "水飞蓟素胶囊", DR, mention="利加隆"),
    Q("麦斯特 口腔溃疡能贴吗 嘴里烂了三个洞", "indicated_for", "甲硝唑口腔粘贴片", DR, mention="麦斯特", named="口腔溃疡"),
    Q("德可思 这个滴鼻子的 还能治咳嗽？", "indicated_for", "氢溴酸右美沙芬滴鼻液", DR, mention="德可思", named="咳嗽"),
    Q("滋补生发片 真能治脱发吗 发际线救救", "indicated_for", "滋补生发片", DR, named="脱发"),
    Q("消瘿五海丸 是治啥的 我妈脖子粗了一圈", "indicated_for", "消瘿五海丸", DR),
    Q("氢溴酸东莨菪碱贴片 是治晕动病的吗 坐船老吐", "indicated_for", "氢溴酸东莨菪碱贴片", DR, named="晕动病"),
    # has_adverse_reaction
    Q("雷诺考特 喷了会有啥副作用 鼻子里有点血丝", "has_adverse_reaction", "布地奈德鼻喷雾剂", DR, mention="雷诺考特"),
    Q("偏头痛发作吃的纳川 有啥副作用啊", "has_adverse_reaction", "琥珀酸舒马普坦胶囊", DR, mention="纳川"),
    Q("欧泊 打了会低钾吗 护士让抽血查电解质", "has_adverse_reaction", "注射用两性霉素B", DR, mention="欧泊", named="低钾"),
    Q("特居乐吃了乳房痛正常吗，第一次吃短效避孕药", "has_adverse_reaction", "左炔诺孕酮炔雌醇（三相）片", DR,
      mention="特居乐", named="乳房痛"),
    Q("清开灵注射液 打完有啥不良反应 老人输液前问问", "has_adverse_reaction", "清开灵注射液", DR),
    Q("平消胶囊 吃了头晕 是副作用吗", "has_adverse_reaction", "平消胶囊", DR, named="头晕"),
    Q("灯盏花素氯化钠注射液 输完皮肤潮红 是药的问题吗", "has_adverse_reaction", "灯盏花素氯化钠注射液", DR, named="皮肤潮红"),
    # has_ingredient
    Q("海捷亚 含氢氯噻嗪吗 医生说里面有利尿的", "has_ingredient", "氯沙坦钾氢氯噻嗪片", DR, mention="海捷亚", named="氢氯噻嗪"),
    Q("可塞风 成分是啥 腰疼医生开的", "has_ingredient", "氯诺昔康片", DR, mention="可塞风"),
    Q("益气生津茶 里面有西洋参吗", "has_ingredient", "益气生津茶", DR, named="西洋参"),
    Q("彝心康胶囊 都有啥成分啊", "has_ingredient", "彝心康胶囊", DR),
    Q("含乌骨藤的药 有哪些 朋友推荐的抗癌偏方", "has_ingredient", "乌骨藤", IN),
    Q("柴石退热颗粒 配方有啥 给娃吃之前想看看", "has_ingredient", "柴石退热颗粒", DR),
    # is_a_level3
    Q("秦苏 是降糖药吗 我爸刚开始吃", "is_a_level3", "格列吡嗪缓释片", DR, mention="秦苏", named="降糖药"),
    Q("桂龙药膏 是骨伤科的药吗", "is_a_level3", "桂龙药膏", DR, named="骨伤科"),
    Q("水痘减毒活疫苗 属于啥类别", "is_a_level3", "水痘减毒活疫苗", DR),
    Q("甲磺酸酚妥拉明胶囊 是哪一类药呀", "is_a_level3", "甲磺酸酚妥拉明胶囊", DR),
    Q("胃不好想了解下 粘膜保护药 都有哪些", "is_a_level3", "粘膜保护药", DC),
    # belongs_to
    Q("露达舒 属于啥药 眼科开的", "belongs_to", "氯替泼诺混悬滴眼液", DR, mention="露达舒"),
    Q("琥珀氢考 是激素类的吗", "belongs_to", "注射用氢化可的松琥珀酸钠", DR, mention="琥珀氢考"),
    Q("槐耳颗粒 是中成药吗", "belongs_to", "槐耳颗粒", DR, named="中成药"),
    Q("洛索洛芬钠贴剂 药品分类是啥", "belongs_to", "洛索洛芬钠贴剂", DR),
    Q("泛昔洛韦分散片是哪一类的，长了带状疱疹开的", "belongs_to", "泛昔洛韦分散片", DR),
    # drug_has_alias
    Q("澳抒欣是啥药的名字 单子上就写了这三个字", "drug_has_alias", "澳抒欣", AL),
    Q("依思汀 对应的是哪个药 降压的", "drug_has_alias", "依思汀", AL),
    Q("安立生坦片 商品名叫啥 医生说是进口的挺贵", "drug_has_alias", "安立生坦片", DR),
    Q("盐酸美金刚片 还叫什么名 老妈记性越来越差在吃", "drug_has_alias", "盐酸美金刚片", DR),
    Q("茴拉西坦片 有别名吗", "drug_has_alias", "茴拉西坦片", DR),
    # mainly_treats
    Q("鱿鱼 入药能治啥 海边长大的第一次听说", "mainly_treats", "枪乌贼", M, mention="鱿鱼"),
    Q("松子仁 入药主治什么 便秘能吃不", "mainly_treats", "海松子", M, mention="松子仁"),
    Q("海蛆 这玩意还能入药？治啥病", "mainly_treats", "海蟑螂", M, mention="海蛆"),
    Q("魟鱼刺 能治什么病 赶海捡到的", "mainly_treats", "海鹞鱼尾刺", M, mention="魟鱼刺"),
    Q("灯台树 治头痛吗 老家院子里就有", "mainly_treats", "灯台树", M, named="头痛"),
    Q("淫羊藿根 能治阳痿吗", "mainly_treats", "淫羊藿根", M, named="阳痿"),
    Q("秋分草 治肝炎是真的假的", "mainly_treats", "秋分草", M, named="肝炎"),
    # has_efficacy
    Q("映山红叶 有啥功效 山上到处都是", "has_efficacy", "杜鹃花叶", M, mention="映山红叶"),
    Q("千张纸 泡水喝有什么作用 嗓子哑了", "has_efficacy", "木蝴蝶", M, mention="千张纸"),
    Q("干柿 有什么功效 冬天挂在屋檐下晒的那种", "has_efficacy", "柿饼", M, mention="干柿"),
    Q("皂刺 功效是啥 中药方里看到的", "has_efficacy", "皂角刺", M, mention="皂刺"),
    Q("大丹参 跟丹参一样能活血吗 有啥功效", "has_efficacy", "甘西鼠尾", M, mention="大丹参"),
    Q("红豆蔻 能醒脾消食吗 吃完饭老胀", "has_efficacy", "红豆蔻", M, named="醒脾消食"),
    Q("水牛角 能清热凉血吗", "has_efficacy", "水牛角", M, named="清热凉血"),
    # distributed_in
    Q("宝塔菜 哪里产的呀 腌着吃脆脆的", "distributed_in", "甘露子", M, mention="宝塔菜"),
    Q("功劳叶 产地在哪", "distributed_in", "枸骨叶", M, mention="功劳叶"),
    Q("平地木 哪些省有", "distributed_in", "朱砂根", M, mention="平地木"),
    Q("月见草 东北有吗 想自己种", "distributed_in", "月见草", M, named="东北"),
    Q("独椒 长在哪些地方", "distributed_in", "独椒", M),
    Q("海白石 只有海南岛有吗", "distributed_in", "海白石", M, named="我国海南岛"),
    # material_has_alias
    Q("海蜇皮 入药还叫啥 凉拌的那个", "material_has_alias", "海蜇皮", M),
    Q("红花酢浆草 别名有铜锤草吗", "material_has_alias", "红花酢浆草", M, named="铜锤草"),
    Q("杜鹃兰 是不是就是山慈菇啊", "material_has_alias", "杜鹃兰", M, named="山慈菇"),
    Q("鹧鸪菜 是哪味药 广东老人拿来给娃打虫", "material_has_alias", "鹧鸪菜", AL),
    Q("上树胡椒 说的是哪种药材呀", "material_has_alias", "上树胡椒", AL),
    Q("硬九子连环草 土名都有啥", "material_has_alias", "硬九子连环草", M),
    # composed_of
    Q("八味加味汤 都有哪些药", "composed_of", "八味加味汤", F),
    Q("八味圆 配方是啥 有茯苓吗", "composed_of", "八味圆", F),
    Q("八味清毒膏 里有牛黄吗", "composed_of", "八味清毒膏", F, named="牛黄"),
    Q("八将丹 用了冰片吗", "composed_of", "八将丹", F, named="冰片"),
    Q("八等散 组成有啥 古方爱好者问问", "composed_of", "八等散", F),
    # formula_has_efficacy
    Q("八味蜡矾丸 有啥功效", "formula_has_efficacy", "八味蜡矾丸", F),
    Q("八将擒王散 功效是什么", "formula_has_efficacy", "八将擒王散", F),
    Q("艾灸up主推荐的次髎 这个穴有啥作用", "formula_has_efficacy", "次髎", F),
    Q("八味加味汤 能温补脾吗", "formula_has_efficacy", "八味加味汤", F, named="温补脾"),
    Q("有啥提毒的方子 疮一直不出头", "formula_has_efficacy", "提毒", EF),
    # prescribed_for
    Q("次髎 能治痛经吗 姨妈期疼得打滚", "prescribed_for", "次髎", F, named="痛经"),
    Q("八味圆 主治啥", "prescribed_for", "八味圆", F),
    Q("八将擒王散 能治痈疽吗", "prescribed_for", "八将擒王散", F, named="痈疽"),
    Q("八味清毒膏 治啥病的", "prescribed_for", "八味清毒膏", F),
    Q("八将丹 是治什么的", "prescribed_for", "八将丹", F),
    # formula_has_alias
    Q("慢脾风 还叫什么 小孩抽风老人说的", "formula_has_alias", "慢脾风", F),
    Q("针灸视频里刷到口禾髎 这个穴位还有啥叫法", "formula_has_alias", "口禾髎", F),
    Q("巴戟天汤 是哪个方子的别名", "formula_has_alias", "巴戟天汤", AL),
    Q("利气丸 说的是哪个方啊", "formula_has_alias", "利气丸", AL),
    # check_for_disease
    Q("无痛内视镜检查 能查出结肠癌吗", "check_for_disease", "无痛内视镜检查", C, named="结肠癌"),
    Q("睾丸活检检查 是查啥的 医生让我做有点怕", "check_for_disease", "睾丸活检检查", C),
    Q("沙眼衣原体检查 查什么病的", "check_for_disease", "沙眼衣原体检查", C),
    Q("胆囊和胆道收缩功能检查 查哪些病", "check_for_disease", "胆囊和胆道收缩功能检查", C),
    Q("红细胞膜磷脂检查 是看什么病的", "check_for_disease", "红细胞膜磷脂检查", C),
    Q("猪囊虫抗体检查 阳性是得了囊虫病吗", "check_for_disease", "猪囊虫抗体检查", C, named="囊虫病"),
    # check_for_symptom
    Q("盆腔MRI检查 是查盆腔坠痛的吗", "check_for_symptom", "盆腔MRI检查", C, named="盆腔坠痛"),
    Q("甲状腺B型超声检查 能看甲状腺结节吗", "check_for_symptom", "甲状腺B型超声检查", C, named="甲状腺结节"),
    Q("发烧好几天 疟疾间接免疫荧光试验 要做吗 刚从非洲回来", "check_for_symptom", "疟疾间接免疫荧光试验", C, named="发烧"),
    Q("硬币叩击征 查的是啥症状", "check_for_symptom", "硬币叩击征", C),
    Q("眼压计测量法 针对什么症状", "check_for_symptom", "眼压计测量法", C),
    Q("痰液细胞学检查 是针对哪些症状的", "check_for_symptom", "痰液细胞学检查", C),
    # performed_by
    Q("无痛胃镜检查 在哪个科做 想约一个", "performed_by", "无痛胃镜检查", C),
    Q("宝宝出生做新生儿筛查 是哪个科负责的", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("儿科 能做哪些检查呀", "performed_by", "儿科", DEP),
    Q("静脉尿路造影检查 是泌尿外科做吗", "performed_by", "静脉尿路造影检查", C, named="泌尿外科"),
    # check_has_alias
    Q("超声内镜检查 英文缩写是啥", "check_has_alias", "超声内镜检查", C),
    Q("快速血浆反应素试验 报告上简称啥", "check_has_alias", "快速血浆反应素试验", C),
    Q("EEG 是什么检查 娃睡觉老抽", "check_has_alias", "EEG", AL),
    Q("newborn screening 中文是哪项检查", "check_has_alias", "newborn screening", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day26"))
