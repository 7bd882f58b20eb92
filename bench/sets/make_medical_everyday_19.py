"""Writes `medical_everyday_19.jsonl`, a nineteenth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to eighteenth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 207 questions, every
relation type of the network asked four to seven times, by patients, parents, grown children asking for their
parents (我爸, 我妈, 我公公, 我奶奶, 老爷子), nurses, a pharmacist, a student revising formulas, workers (在石英砂厂干了二十年,
在核电站工作的朋友) and people who use traditional Chinese medicine. Other diseases, drugs, medicinal materials,
formulas and checks than the twenty-two other sets (the shipped dev set, everyday sets 1 to 18 and the three alias
sets) wherever the network allows; the exceptions are in the relation types whose few records every earlier set
already asks about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, formula_has_alias, performed_by, check_has_alias), asked another way, about
one neighbour, or from the relation's target end; the questions naming a formula or a check by an alias (the network
records few: 八物茜根汤, 半夏白术天麻汤, 琥珀利气丸, 脑电图检查, 心电图检查, 静脉尿路造影检查); and three diseases one earlier set
asks about once, named here by an abbreviation no set uses (重症急性呼吸综合征 as SARS, 炎症性肠病 as IBC, 威尔逊症 as
HLD). None of its records or names is one the second alias set uses. No question repeats one of theirs, and none
shares more than 64% of its character pairs with one of theirs.

The wording is half and half. 109 questions are ordinary full questions as said aloud or written in a forum post,
with full-width punctuation, often a clause of context first (身上起了一块块椭圆形的红斑，医生说是玫瑰糠疹, 胃切了一半后又得了
吻合口溃疡, 天天喝大酒的人). 98 are chat-box fragments: no punctuation, spaces where commas would be (我舅查出滤泡树突细胞肉瘤
该挂哪个科啊, 希尔生洗剂 分类是什么, 莲须 别名, 三物备急丸 功用), pronouns pointing back (这个, 这药, 它) and two questions
run together whose first part is the one asked (体检B超说有子宫内膜息肉 这个会有啥症状 会影响怀孕吗 asks for the symptoms,
烟酸缺乏神经病变是怎么引起的 光吃玉米会得吗 for the cause, 喉癌会长到声带上吗 还会侵犯哪 for what it invades). 13 carry the
particles 呢/啊/呀/嘛/哈. 20 questions name the one neighbour they ask about (青少年牙周炎会引起全身的病吗，比如糖尿病？,
八神丹方子里有威灵仙吗？, 前列腺癌会转移到肾上腺吗？), and 4 besides the alias questions below are asked from the relation's
target end (跟后部疼痛 一般是啥病引起的, 吃什么药会导致平衡失调？, 哪些药材能透发麻疹, 心血管科能开的检查项目有哪些呀？);
several name two records (卵巢扭转跟卵巢囊肿有关系吗？, 惊恐障碍和广泛性焦虑障碍算是相关的病吗？, 手上的寻常疣和结节性痒疹怎么鉴别).

Names inside names: by a mechanical count 92 questions are about a record whose name holds the name (three
characters or more) of another disease, symptom, drug, check, material or formula record, or lies inside a longer
one; about 25 were chosen for it and are asked the way people say them (颈型颈椎病 and 食管压迫型颈椎病 hold 颈椎病,
创伤性骨化性肌炎 holds 骨化性肌炎, 原发性孔源性视网膜脱离 holds 孔源性视网膜脱离, 新生儿持续性肺动脉高压 holds 肺动脉高压,
增生性玻璃体视网膜病变 holds 视网膜病变, 单房性骨囊肿 holds 骨囊肿, 左前分支传导阻滞 holds 传导阻滞, 烧伤脓毒症 holds 脓毒症,
青少年牙周炎 holds 牙周炎, 头部单纯糠疹 holds 单纯糠疹, 下肢深静脉血栓形成 holds 深静脉血栓形成, 小儿生长激素缺乏症 holds
生长激素缺乏症, 角膜鳞状细胞癌 holds 鳞状细胞癌, 偏执性精神障碍 holds 精神障碍, 脊椎化脓性骨髓炎 holds 骨髓炎, 埃及血吸虫病
holds 血吸虫病, 肝内胆管癌 holds 胆管癌, 下肢蜂窝织炎 holds 蜂窝织炎, 继发性单侧髋关节病 holds 髋关节病, 淋巴细胞性脉络丛脑膜炎
holds 脑膜炎, 脑垂体腺瘤 holds 垂体腺瘤, 米氮平片 holds 米氮平, 无痛胃镜检查 holds 胃镜检查, 超声内镜检查 holds 内镜检查;
智齿冠周炎, 慢性肾衰竭, 急性咽喉炎 and 髓性多汗症 lie inside longer records' names).

About one question in four (51 of 207) names its entity by an alias the network records for that very instance, of
many kinds: disease aliases (25 questions): English abbreviations (SARS, IBC, LPFB, HLD), eponymous names
(Riley—Day综合征, Ogilvie综合征, Klippel—Feil综合征), old and TCM names (经行不寐), other names in use (心内膜垫缺损, 高压性食管蠕动,
脉络膜新生血管膜, 干性皮脂溢出, 胫骨远端爆裂骨折, 味觉性出汗, 慢性特发性溃疡性小肠炎, 皮肤小梁状癌, 感觉异常股痛症,
单结节高功能性甲状腺肿, 吞咽困难型颈椎病) and names with 病/症/视/变/疹/肿 added or dropped (搏动性眼球突出, 外耳道疖, 隐斜视,
功能失调性子宫出血病, 烟酸缺乏神经病变, 丘疹坏死性结核); drug trade names (13 questions, below); medicinal material aliases,
folk and market names (7: 羊卵子, 鲶鱼鳔, 稻根须, 埔姜叶, 荷花玉兰, 羊胆宝, 假烟叶); TCM formula aliases (3: 茜根饮,
半夏茯苓天麻汤, 利气丸); and check aliases (3: EEG, ECG, 静脉肾盂排泄造影). Fourteen more ask what an alias stands for (板牙,
宽β疾病, Bernhardt病, Bennett骨折脱位, 马—拉综合征, 力清之, 去敏泰, 长天欣平, 柚子皮, 兔子鱼, 狗头鹫, 加味地黄丸, RPR,
electromyography): their gold is the alias instance, answered by the record that lists it. Before the set is built,
`unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one the network
records for that very instance.

Drug trade names: 13 questions name a drug by a trade name its record's `trade_name` property lists (康瑞保, 瑞美隆, 仲康,
唯地息, 劲朗, 喘康速, 爽因洁, 奥麦特林, 麦咪诺, 太司能, 银滴速通, 杰奇, 希尔生). All but 仲康 are also drug records of their own
(the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard record
(复方肝素钠尿囊素凝胶, 米氮平片, 肿节风片, 卡波姆滴眼液, 辣椒碱乳膏, 硫酸特布他林气雾剂, 重组人干扰素α2b栓, 苦参素软胶囊,
硝呋太尔阴道片, 卡络磺钠注射液, 银杏酮酯滴丸, 盐酸左氧氟沙星眼用凝胶, 二硫化硒洗剂), the mention is the trade name and the
line is tagged `alias`, because a patient holding the box asks about the medicine, and the standard record is the one
that names it, holds its class and lists the trade name.

Other names the network holds under two records (4 questions besides the 12 trade names written twice); the gold
record is the one the question is judged to mean:
- 荷花玉兰 is a medicinal material record of its own as well as the alias 广玉兰 lists (both records carry the same
  efficacy, diseases and region); the question asks what the tree in the garden does as a medicine, so, as for the
  trade names, it is about the standard record 广玉兰, the one that names the material and lists the alias.
- 力清之, 去敏泰 and 长天欣平 are drug records as well as alias instances the drug alias relation records for 匹伐他汀钙片,
  曲尼司特胶囊 and 果糖二磷酸钙片; the questions ask which medicine the name stands for (是什么药的名字, 对应哪个药,
  通用名是啥), so their gold is the alias instance, answered by the record that lists it.
- Besides these, 38 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record: 子宫内膜息肉, 颈型颈椎病, 玻璃体混浊, 吻合口溃疡, 网状细胞肉瘤, 慢性肾衰竭, 寻常疣; or an
  ingredient record for a material: 芒硝, 韭菜子, 威灵仙, 莲须); many say which is meant (这个病, 查了是, 得了, 中药里的, 泡酒).
  平衡失调, a symptom record and a disease record, is asked from the drug end (吃什么药会导致), so it is the symptom.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_19.py    # rewrites bench/sets/medical_everyday_19.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DEP, DR, EF, F, M, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_19.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("体检B超说有子宫内膜息肉 这个会有啥症状 会影响怀孕吗", "has_symptom", "子宫内膜息肉", D),
    Q("颈型颈椎病这个病一般有啥表现 脖子僵算不算", "has_symptom", "颈型颈椎病", D),
    Q("Riley—Day综合征的孩子会有哪些表现？", "has_symptom", "小儿家族性自主神经失调综合征", D, mention="Riley—Day综合征"),
    Q("跟后部疼痛 一般是啥病引起的", "has_symptom", "跟后部疼痛", S),
    Q("中医说我这是经行不寐，来月经前后就睡不着，除了失眠还会有别的症状吗？", "has_symptom", "经行失眠", D, mention="经行不寐"),
    Q("当年闹得很凶的SARS，得了以后都有哪些症状？", "has_symptom", "重症急性呼吸综合征", D, mention="SARS"),
    Q("眼科说是搏动性眼球突出 都有什么表现 眼睛会跟着心跳动吗", "has_symptom", "搏动性眼球突出症", D, mention="搏动性眼球突出"),
    # designated_to
    Q("我舅查出滤泡树突细胞肉瘤 该挂哪个科啊", "designated_to", "滤泡树突细胞肉瘤", D),
    Q("大腿挫伤后长了个硬块，医生说创伤性骨化性肌炎，后面复查挂哪科呀", "designated_to", "创伤性骨化性肌炎", D),
    Q("孩子小儿疳痢 拉肚子还瘦得很 去哪个科", "designated_to", "小儿疳痢", D),
    Q("检查说是高压性食管蠕动，应该去看哪个科的医生？", "designated_to", "胡桃夹食管", D, mention="高压性食管蠕动"),
    Q("老爷子术后肚子胀得厉害 医生提了个Ogilvie综合征 这个归哪个科管", "designated_to", "急性结肠假性梗阻综合征", D, mention="Ogilvie综合征"),
    Q("肠镜报告结论写的IBC，这个该去哪个科复诊？", "designated_to", "炎症性肠病", D, mention="IBC"),
    Q("耳朵里长了个外耳道疖 疼得睡不着 挂哪", "designated_to", "外耳道疖肿", D, mention="外耳道疖"),
    # checks
    Q("眼前突然像拉了道帘子，怀疑原发性孔源性视网膜脱离，去医院要做哪些检查？", "checks", "原发性孔源性视网膜脱离", D),
    Q("新生儿持续性肺动脉高压 要做啥检查 血气要查吗", "checks", "新生儿持续性肺动脉高压", D),
    Q("车祸后医生担心膈肌破裂 要拍什么片子确认", "checks", "膈肌破裂", D),
    Q("Klippel—Feil综合征确诊都要查啥", "checks", "先天性颈椎融合畸形", D, mention="Klippel—Feil综合征"),
    Q("增生性玻璃体视网膜病变要不要做OCT？", "checks", "增生性玻璃体视网膜病变", D, named="OCT"),
    Q("心内膜垫缺损 需要做哪些检查来确诊", "checks", "房室管畸形", D, mention="心内膜垫缺损"),
    Q("孩子看书久了眼睛累，医生说有点隐斜视，要做哪些检查？", "checks", "隐斜", D, mention="隐斜视"),
    # has_complication
    Q("膝盖骨老是掉出来 医生说习惯性髌骨脱位 时间长了会引起别的毛病吗", "has_complication", "习惯性髌骨脱位", D),
    Q("孩子胳膊里有个单房性骨囊肿，会不会容易骨折？", "has_complication", "单房性骨囊肿", D, named="骨折"),
    Q("先天性直肠肛门畸形的宝宝，以后会有哪些并发症呀？", "has_complication", "先天性直肠肛门畸形", D),
    Q("心电图提示左前分支传导阻滞，这个会引发什么更严重的问题吗？", "has_complication", "左前分支传导阻滞", D),
    Q("烧伤脓毒症最怕出现什么并发症？", "has_complication", "烧伤脓毒症", D),
    Q("青少年牙周炎会引起全身的病吗，比如糖尿病？", "has_complication", "青少年牙周炎", D, named="糖尿病"),
    Q("脉络膜新生血管膜 会并发啥", "has_complication", "视网膜下新生血管膜", D, mention="脉络膜新生血管膜"),
    # cures
    Q("智齿冠周炎肿了 吃什么药消得快", "cures", "智齿冠周炎", D),
    Q("手上皲裂性湿疹老裂口子，擦什么药膏好？", "cures", "皲裂性湿疹", D),
    Q("腹股沟一片红褐色的斑，医生说是红癣，这个用什么药治？", "cures", "红癣", D),
    Q("眼前老有小黑点飘 查了是玻璃体混浊 有没有药能治", "cures", "玻璃体混浊", D),
    Q("胃切了一半后又得了吻合口溃疡，医生一般会开哪些药？", "cures", "吻合口溃疡", D),
    Q("在核电站工作的朋友问，放射病一般用哪些药物治疗？", "cures", "放射病", D),
    Q("功能失调性子宫出血病吃什么药能止住？", "cures", "功能失调性子宫出血", D, mention="功能失调性子宫出血病"),
    # shown_on
    Q("身上起了一块块椭圆形的红斑，医生说是玫瑰糠疹，这病通常出在哪些部位？", "shown_on", "玫瑰糠疹", D),
    Q("腱病 通常是哪个部位的腱出问题", "shown_on", "腱病", D),
    Q("坐骨神经盆腔出口狭窄症是哪个部位的问题啊？", "shown_on", "坐骨神经盆腔出口狭窄症", D),
    Q("干性皮脂溢出就是头皮屑多吗 主要长在哪", "shown_on", "头部单纯糠疹", D, mention="干性皮脂溢出"),
    Q("胸椎后纵韧带骨化症，到底是哪里的韧带骨化了？", "shown_on", "胸椎后纵韧带骨化症", D),
    Q("网状细胞肉瘤好发于哪些骨头？", "shown_on", "网状细胞肉瘤", D),
    Q("胫骨远端爆裂骨折 伤的是哪个位置", "shown_on", "胫骨Pilon骨折", D, mention="胫骨远端爆裂骨折"),
    # has_alias
    Q("半月线疝还有个洋名字叫什么？", "has_alias", "半月线疝", D),
    Q("肾错构瘤和肾血管平滑肌脂肪瘤是一回事吗？", "has_alias", "肾错构瘤", D, named="肾血管平滑肌脂肪瘤"),
    Q("宝宝牙龈上长了些白色小点点，老人叫板牙，医学上叫什么？", "has_alias", "板牙", AL),
    Q("宽β疾病是什么病", "has_alias", "宽β疾病", AL),
    Q("看文献碰到Bernhardt病 指的是哪个病啊", "has_alias", "Bernhardt病", AL),
    Q("Bennett骨折脱位 是哪儿骨折", "has_alias", "Bennett骨折脱位", AL),
    Q("马—拉综合征对应的正式病名是什么？", "has_alias", "马—拉综合征", AL),
    # caused_by
    Q("过敏性支气管肺曲霉病 是被啥东西引起的 霉菌吗", "caused_by", "过敏性支气管肺曲霉病", D),
    Q("隐孢子虫病是怎么得上的啊？", "caused_by", "隐孢子虫病", D),
    Q("我爸做完手术躺了半个月，腿肿了查出下肢深静脉血栓形成，这是什么原因造成的？", "caused_by", "下肢深静脉血栓形成", D),
    Q("孩子个子矮，医生怀疑小儿生长激素缺乏症，病因是什么呢？", "caused_by", "小儿生长激素缺乏症", D),
    Q("一吃辣的脸上就冒汗 这叫味觉性出汗吗 是啥原因引起的", "caused_by", "髓性多汗症", D, mention="味觉性出汗"),
    Q("心电图报告写了LPFB，是什么原因引起的？", "caused_by", "左后分支传导阻滞", D, mention="LPFB"),
    Q("烟酸缺乏神经病变是怎么引起的 光吃玉米会得吗", "caused_by", "烟酸缺乏神经病", D, mention="烟酸缺乏神经病变"),
    # has_risk_factor
    Q("胆囊切除术后会更容易得胆汁反流性胃炎吗", "has_risk_factor", "胆汁反流性胃炎", D, named="胆囊切除术"),
    Q("天天喝大酒的人，会不会更容易得化脓性胃炎？", "has_risk_factor", "化脓性胃炎", D, named="摄入大量酒精"),
    Q("在石英砂厂干了二十年 慢性肾衰竭的危险因素都有啥 跟粉尘有关吗", "has_risk_factor", "慢性肾衰竭", D),
    Q("我妈和小姨都得过乳腺癌，想知道哪些因素会让人更容易得卵巢癌？", "has_risk_factor", "卵巢癌", D),
    Q("怀孕时抽烟喝酒，孩子容易得口腔颌面裂吗？还有什么危险因素", "has_risk_factor", "口腔颌面裂", D),
    Q("布鲁氏菌病 哪类人容易中招", "has_risk_factor", "布鲁氏菌病", D),
    # common_in
    Q("麦收皮炎主要是什么人得？", "common_in", "麦收皮炎", D),
    Q("角膜鳞状细胞癌多见于哪个年龄段的人？", "common_in", "角膜鳞状细胞癌", D),
    Q("偏执性精神障碍一般多大年纪的人容易得？", "common_in", "偏执性精神障碍", D),
    Q("脊椎化脓性骨髓炎是不是男的更容易得？", "common_in", "脊椎化脓性骨髓炎", D),
    Q("慢性特发性溃疡性小肠炎好发于哪些人", "common_in", "弥漫性空回肠溃疡", D, mention="慢性特发性溃疡性小肠炎"),
    Q("皮肤小梁状癌 常见于哪些人群", "common_in", "梅克尔细胞癌", D, mention="皮肤小梁状癌"),
    Q("丘疹坏死性结核多见于什么人？", "common_in", "丘疹坏死性结核疹", D, mention="丘疹坏死性结核"),
    # prevalent_in
    Q("荚膜组织胞浆菌病在哪些地方比较流行？", "prevalent_in", "荚膜组织胞浆菌病", D),
    Q("委内瑞拉马脑炎 主要在哪个地区有", "prevalent_in", "委内瑞拉马脑炎", D),
    Q("埃及血吸虫病是只有埃及才有吗，别的国家地区也流行吗？", "prevalent_in", "埃及血吸虫病", D),
    Q("多发性硬化是不是高纬度地区的人得的多？", "prevalent_in", "多发性硬化", D),
    # metastasizes_to
    Q("我姨是肝内胆管癌，医生说已经有转移了，通常会转去哪些部位？", "metastasizes_to", "肝内胆管癌", D),
    Q("我爸前列腺癌，医生说要查肾上腺，前列腺癌会转移到肾上腺吗？", "metastasizes_to", "前列腺癌", D, named="肾上腺"),
    Q("支气管肺癌扩散的话一般先到哪些地方", "metastasizes_to", "支气管肺癌", D),
    Q("宫颈癌往外转移 会转到卵巢吗", "metastasizes_to", "宫颈癌", D, named="卵巢"),
    # invades
    Q("口咽癌会侵犯到舌根吗？", "invades", "口咽癌", D, named="舌根"),
    Q("我公公确诊慢性淋巴细胞白血病 医生说会往脏器里长 一般侵犯哪些地方", "invades", "慢性淋巴细胞白血病", D),
    Q("腹主动脉瘤一般会累及到哪里呢？", "invades", "腹主动脉瘤", D),
    Q("喉癌会长到声带上吗 还会侵犯哪", "invades", "喉癌", D, named="声带"),
    # is_subtype_of
    Q("下肢蜂窝织炎算是哪一类病？", "is_subtype_of", "下肢蜂窝织炎", D),
    Q("脂溢性湿疹是属于脂溢性皮炎的一种吗？", "is_subtype_of", "脂溢性湿疹", D, named="脂溢性皮炎"),
    Q("淋球菌性尿道脓肿 归到哪个大类里", "is_subtype_of", "淋球菌性尿道脓肿", D),
    Q("继发性单侧髋关节病属于什么病的范畴？", "is_subtype_of", "继发性单侧髋关节病", D),
    Q("口咽后壁恶性肿瘤其实就是口咽癌吗", "is_subtype_of", "口咽后壁恶性肿瘤", D, named="口咽癌"),
    Q("淋巴细胞性脉络丛脑膜炎是哪种脑膜炎？", "is_subtype_of", "淋巴细胞性脉络丛脑膜炎", D),
    Q("感觉异常股痛症是属于哪类疾病", "is_subtype_of", "股外侧皮神经炎", D, mention="感觉异常股痛症"),
    # related_disease
    Q("Caroli病和哪些病有关联？", "related_disease", "Caroli病", D),
    Q("卵巢扭转跟卵巢囊肿有关系吗？", "related_disease", "卵巢扭转", D, named="卵巢囊肿"),
    Q("急性早幼粒细胞白血病常伴随什么相关的病？", "related_disease", "急性早幼粒细胞白血病", D),
    Q("α—1抗胰蛋白酶缺乏症 会牵扯到肝吗 相关疾病有哪些", "related_disease", "α—1抗胰蛋白酶缺乏症", D),
    Q("惊恐障碍和广泛性焦虑障碍算是相关的病吗？", "related_disease", "惊恐障碍", D, named="广泛性焦虑障碍"),
    # differential_diagnosis
    Q("心境恶劣障碍 和抑郁症咋区分 要鉴别哪些", "differential_diagnosis", "心境恶劣障碍", D),
    Q("布加综合征需要跟哪些病区分开？", "differential_diagnosis", "布加综合征", D),
    Q("手上的寻常疣和结节性痒疹怎么鉴别", "differential_diagnosis", "寻常疣", D, named="结节性痒疹"),
    Q("wilson病 鉴别诊断要排除什么", "differential_diagnosis", "wilson病", D),
    Q("嗓子疼得厉害，医生说急性咽喉炎，但要先排除哪些别的病？", "differential_diagnosis", "急性咽喉炎", D),
    # indicated_for
    Q("我妈更年期睡不着 朋友推荐坤泰胶囊 这药主要管什么", "indicated_for", "坤泰胶囊", DR),
    Q("氯硝柳胺片 是打什么虫的", "indicated_for", "氯硝柳胺片", DR),
    Q("康瑞保这个凝胶是治疤痕的吗 还能治啥", "indicated_for", "复方肝素钠尿囊素凝胶", DR, mention="康瑞保"),
    Q("医生给开了瑞美隆，说明书看不太懂，这药是治什么病的？", "indicated_for", "米氮平片", DR, mention="瑞美隆"),
    Q("十滴水胶丸是中暑的时候吃吗 主要治啥", "indicated_for", "十滴水胶丸", DR),
    Q("仲康片用来治什么病", "indicated_for", "肿节风片", DR, mention="仲康"),
    Q("眼干 药店推荐唯地息 这个滴眼液适用于啥情况", "indicated_for", "卡波姆滴眼液", DR, mention="唯地息"),
    # has_adverse_reaction
    Q("打卡巴克洛注射液会有什么副作用吗？", "has_adverse_reaction", "卡巴克洛注射液", DR),
    Q("我爸吃硫酸软骨素A钠胶囊护关节 吃久了有啥不良反应", "has_adverse_reaction", "硫酸软骨素A钠胶囊", DR),
    Q("东方胃药胶囊吃了头晕正常吗？", "has_adverse_reaction", "东方胃药胶囊", DR, named="头晕"),
    Q("劲朗乳膏抹上去火辣辣的，还有别的副作用吗？", "has_adverse_reaction", "辣椒碱乳膏", DR, mention="劲朗"),
    Q("孩子用喘康速喷了以后手抖 这是副作用吗 还有啥", "has_adverse_reaction", "硫酸特布他林气雾剂", DR, mention="喘康速"),
    Q("吃什么药会导致平衡失调？", "has_adverse_reaction", "平衡失调", S),
    Q("爽因洁用了下面有点痒 是药的不良反应吗", "has_adverse_reaction", "重组人干扰素α2b栓", DR, mention="爽因洁"),
    # has_ingredient
    Q("益心酮片是用什么做的？", "has_ingredient", "益心酮片", DR),
    Q("脑康泰胶囊里都有哪些药材？", "has_ingredient", "脑康泰胶囊", DR),
    Q("消癌平颗粒的成分是啥呀", "has_ingredient", "消癌平颗粒", DR),
    Q("我对亚硫酸盐过敏，丹皮酚磺酸钠注射液里面含不含亚硫酸氢钠？", "has_ingredient", "丹皮酚磺酸钠注射液", DR, named="亚硫酸氢钠"),
    Q("奥麦特林的主要成分是什么？", "has_ingredient", "苦参素软胶囊", DR, mention="奥麦特林"),
    Q("麦咪诺阴道片 成分 孕妇能用吗", "has_ingredient", "硝呋太尔阴道片", DR, mention="麦咪诺"),
    # is_a_level3
    Q("给孩子补锌买的硫酸锌颗粒，属于哪类药？", "is_a_level3", "硫酸锌颗粒", DR),
    Q("芪蛭降糖片 药店里归哪一类", "is_a_level3", "芪蛭降糖片", DR),
    Q("乳酸钠注射液在药理上算什么类别的药？", "is_a_level3", "乳酸钠注射液", DR),
    Q("注射用辅酶I是什么类型的药物", "is_a_level3", "注射用辅酶I", DR),
    Q("护士问一下，太司能是哪一类药？", "is_a_level3", "卡络磺钠注射液", DR, mention="太司能"),
    Q("药店新进了银滴速通 药师要上架归类 它算什么类的药", "is_a_level3", "银杏酮酯滴丸", DR, mention="银滴速通"),
    # belongs_to
    Q("磺胺嘧啶软膏属于什么药品分类？", "belongs_to", "磺胺嘧啶软膏", DR),
    Q("银杏叶软胶囊是西药还是中成药 分在哪一类", "belongs_to", "银杏叶软胶囊", DR),
    Q("骨质宁搽剂归在什么类别里？", "belongs_to", "骨质宁搽剂", DR),
    Q("杰奇眼用凝胶是属于哪一类产品？", "belongs_to", "盐酸左氧氟沙星眼用凝胶", DR, mention="杰奇"),
    Q("希尔生洗剂 分类是什么", "belongs_to", "二硫化硒洗剂", DR, mention="希尔生"),
    Q("输血用枸橼酸钠注射液算哪类药啊", "belongs_to", "输血用枸橼酸钠注射液", DR),
    # drug_has_alias
    Q("多维元素片（29）的商品名叫什么", "drug_has_alias", "多维元素片（29）", DR),
    Q("力清之是什么药的名字？", "drug_has_alias", "力清之", AL),
    Q("去敏泰 对应哪个药", "drug_has_alias", "去敏泰", AL),
    Q("小儿科护士想问，小牛血去蛋白提取物氯化钠注射液还有别的叫法吗？", "drug_has_alias", "小牛血去蛋白提取物氯化钠注射液", DR),
    Q("长天欣平 通用名是啥", "drug_has_alias", "长天欣平", AL),
    # mainly_treats
    Q("南天竹子能治咳嗽吗 主治哪些", "mainly_treats", "南天竹子", M),
    Q("薏苡根煮水喝能治什么病？", "mainly_treats", "薏苡根", M),
    Q("木香花入药主治什么？", "mainly_treats", "木香花", M),
    Q("扁豆根有啥用 治什么毛病", "mainly_treats", "扁豆根", M),
    Q("羊卵子 中医说能治哪些病", "mainly_treats", "羊外肾", M, mention="羊卵子"),
    Q("鲶鱼鳔入药主治什么病证？", "mainly_treats", "鮧鱼鳔", M, mention="鲶鱼鳔"),
    Q("稻根须 煮水能治啥", "mainly_treats", "糯稻根须", M, mention="稻根须"),
    # has_efficacy
    Q("中药里的芒硝 是泻药吗 功效是啥", "has_efficacy", "芒硝", M),
    Q("韭菜子泡酒有啥功效啊", "has_efficacy", "韭菜子", M),
    Q("鲤鱼胆能明目是真的吗 功效有哪些", "has_efficacy", "鲤鱼胆", M),
    Q("埔姜叶 闽南人拿来洗澡 有什么功效", "has_efficacy", "黄荆叶", M, mention="埔姜叶"),
    Q("小区种的荷花玉兰，听说能入药，它的功效是什么？", "has_efficacy", "广玉兰", M, mention="荷花玉兰"),
    Q("哪些药材能透发麻疹", "has_efficacy", "透发麻疹", EF),
    Q("羊胆宝是羊身上的结石吧 入药有什么功效", "has_efficacy", "羊黄", M, mention="羊胆宝"),
    # distributed_in
    Q("土贝母主要产在哪些地方？", "distributed_in", "土贝母", M),
    Q("威灵仙哪里产的多", "distributed_in", "威灵仙", M),
    Q("豆列当分布在什么地方呀", "distributed_in", "豆列当", M),
    Q("假烟叶这种药材在哪能找到", "distributed_in", "野茄树", M, mention="假烟叶"),
    Q("长前胡是哪里的药材？", "distributed_in", "长前胡", M),
    # material_has_alias
    Q("存了好几年的陈仓米，老辈人管它叫什么？", "material_has_alias", "陈仓米", M),
    Q("莲须 别名", "material_has_alias", "莲须", M),
    Q("江南玄胡俗称叫什么？", "material_has_alias", "江南玄胡", M),
    Q("柚子皮当药材的时候正式名字是啥", "material_has_alias", "柚子皮", AL),
    Q("兔子鱼是哪种药材的别称？", "material_has_alias", "兔子鱼", AL),
    Q("狗头鹫 入药叫什么", "material_has_alias", "狗头鹫", AL),
    # composed_of
    Q("八宝月华丹里有什么药？", "composed_of", "八宝月华丹", F),
    Q("八味桂心丸的配方是什么？", "composed_of", "八味桂心丸", F),
    Q("拔毒丸用了哪些药材", "composed_of", "拔毒丸", F),
    Q("八神丹方子里有威灵仙吗？", "composed_of", "八神丹", F, named="威灵仙"),
    Q("茜根饮由哪几味药组成？", "composed_of", "八物茜根汤", F, mention="茜根饮"),
    # formula_has_efficacy
    Q("桑螵蛸散有什么功效？", "formula_has_efficacy", "桑螵蛸散", F),
    Q("清营汤的作用是啥", "formula_has_efficacy", "清营汤", F),
    Q("三物备急丸 功用", "formula_has_efficacy", "三物备急丸", F),
    Q("学方剂学的时候没记住，甘草干姜茯苓白术汤能起到什么作用？", "formula_has_efficacy", "甘草干姜茯苓白术汤", F),
    Q("老是头晕痰多，中医开了半夏茯苓天麻汤，这个方子有什么功效？", "formula_has_efficacy", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤"),
    # prescribed_for
    Q("夏天中暑头痛 桂苓甘露散对症吗 主治什么", "prescribed_for", "桂苓甘露散", F),
    Q("瓜蒂散主要治什么证？", "prescribed_for", "瓜蒂散", F),
    Q("八珍益母十全丸适合什么样的女人吃？", "prescribed_for", "八珍益母十全丸", F),
    Q("八神来复丹治什么", "prescribed_for", "八神来复丹", F),
    Q("琥珀那个利气丸主治什么病证", "prescribed_for", "琥珀利气丸", F, mention="利气丸"),
    # formula_has_alias
    Q("麻黄附子细辛汤还叫什么名字？", "formula_has_alias", "麻黄附子细辛汤", F),
    Q("当归丸在古书里另有个名字吗", "formula_has_alias", "当归丸", F),
    Q("口禾髎 别名", "formula_has_alias", "口禾髎", F),
    Q("加味地黄丸是哪个方子的别名？", "formula_has_alias", "加味地黄丸", AL),
    # check_for_disease
    Q("家里自己用血糖仪检查，能帮忙发现哪些病？", "check_for_disease", "血糖仪检查", C),
    Q("膝侧向运动试验是查什么的？", "check_for_disease", "膝侧向运动试验", C),
    Q("提睾反射检查 用来诊断什么病", "check_for_disease", "提睾反射检查", C),
    Q("达阿马托征阳性提示什么病？", "check_for_disease", "达阿马托征", C),
    Q("高密度脂蛋白胆固醇检查偏低 跟冠心病有关吗", "check_for_disease", "高密度脂蛋白胆固醇检查", C, named="冠心病"),
    Q("医生让做EEG 这个能查出什么病", "check_for_disease", "脑电图检查", C, mention="EEG"),
    Q("静脉肾盂排泄造影一般用来确诊哪些病？", "check_for_disease", "静脉尿路造影检查", C, mention="静脉肾盂排泄造影"),
    # check_for_symptom
    Q("膀胱颈抬高试验是针对什么症状做的？", "check_for_symptom", "膀胱颈抬高试验", C),
    Q("做孕激素试验是为了看什么症状？", "check_for_symptom", "孕激素试验", C),
    Q("输卵管亚甲蓝通畅试验 查输卵管粘连的吗", "check_for_symptom", "输卵管亚甲蓝通畅试验", C, named="输卵管粘连"),
    Q("霍乱弧菌检测针对哪些症状", "check_for_symptom", "霍乱弧菌检测", C),
    Q("输尿管超声检查一般是因为什么症状去做的？", "check_for_symptom", "输尿管超声检查", C),
    Q("胸口一阵阵发慌 去做了个ECG 它能查哪些症状", "check_for_symptom", "心电图检查", C, mention="ECG"),
    # performed_by
    Q("想约个无痛胃镜检查 得找医院哪个科", "performed_by", "无痛胃镜检查", C),
    Q("宫腔镜检查 预约找谁 哪个科室管", "performed_by", "宫腔镜检查", C),
    Q("我爸要做心血管造影检查，预约时该找医院里哪个科？", "performed_by", "心血管造影检查", C),
    Q("心血管科能开的检查项目有哪些呀？", "performed_by", "心血管科", DEP),
    # check_has_alias
    Q("梅毒筛查里的快速血浆反应素试验，简称叫什么？", "check_has_alias", "快速血浆反应素试验", C),
    Q("化验单上写RPR，是查什么的检查？", "check_has_alias", "RPR", AL),
    Q("看英文病历遇到electromyography这个词，国内医院里一般叫它什么？", "check_has_alias", "electromyography", AL),
    Q("医生说要做超声内镜检查，单子上应该怎么写它的英文简称？", "check_has_alias", "超声内镜检查", C),
    # treated_with
    Q("单结节高功能性甲状腺肿怎么治疗？", "treated_with", "自主性高功能性甲状腺腺瘤", D, mention="单结节高功能性甲状腺肿"),
    Q("吞咽困难型颈椎病 有哪些治疗办法", "treated_with", "食管压迫型颈椎病", D, mention="吞咽困难型颈椎病"),
    Q("颈神经背支卡压症保守治疗能好吗 还是得手术", "treated_with", "颈神经背支卡压症", D),
    Q("胃扭转除了手术，还有哪些治疗办法？", "treated_with", "胃扭转", D),
    Q("我奶奶脑垂体腺瘤 一般怎么治", "treated_with", "脑垂体腺瘤", D),
    Q("阑尾脓肿是先引流还是直接切阑尾？", "treated_with", "阑尾脓肿", D),
    Q("HLD 就是那个铜代谢出问题的病 怎么治疗", "treated_with", "威尔逊症", D, mention="HLD"),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day19"))
