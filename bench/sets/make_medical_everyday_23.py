"""Writes `medical_everyday_23.jsonl`, a twenty-third hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to twenty-first, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 202 questions, every relation
type of the network asked four to seven times, as messages typed on a phone to a pharmacist, a nurse or a family
doctor on a chat app: patients (体检B超说我是蹄铁形肾, 胃镜说我是西瓜胃), parents (我家宝宝生下来是足月小样儿,
娃是油耳), grown children for their parents (我妈七十了, 我爸肝硬化十几年了, 我爸在打施普善), a wife
(我老公喝酒喝出了酒精性心肌病), workers (在滑石粉厂干过, 在电镀厂上班), travellers (要派去泰国上班,
去科罗拉多玩回来发烧), people who cook herbs (桂鱼也能入药), TCM users (老中医开的参桂汤, 老方书上的麦门冬散) and
people reading a report or a box (CT报告写豆状核出血, 报告上印着electroencephalogram). Spoken and dialect words where
they come naturally (不得劲, 瞅瞅, 咋, 啥, 闹出, 沾边, 管用); 47 questions carry 呢/啊/呀/嘛/哈; 84 are full messages
with a clause of context, the others short chat-box messages, many with spaces for commas. Run-on double questions ask
the gold first (肾小管间质性肾炎是咋查出来的，要做肾活检吗 asks for the checks, 赫赛汀是治啥的，我妈的病能用吗 for the
indications, 抱龙丸小孩吐奶能用吗，主要治啥 for what it treats).

Records: other diseases, drugs, medicinal materials, formulas and checks than the other sets (the shipped dev set,
everyday sets 1 to 21 and the three alias sets) wherever the network allows, taken where possible from the second half
of each relation type's sources in key order: the candidates were the records whose name no earlier question
contains. The exceptions are the relation types whose few records the earlier sets already ask about
(prevalent_in, metastasizes_to, invades, differential_diagnosis, has_risk_factor, related_disease, formula_has_alias,
performed_by, check_has_alias), asked another way, about one neighbour, or from the relation's target end, and a few
records an earlier set reached by another name (霍奇金淋巴瘤, 颅内肿瘤, 注意缺陷多动障碍, 贝尔麻痹 and others). None of its
records or names is one the second alias set uses. No question repeats one of theirs.

60 questions name the one neighbour they ask about (酒精性心肌病，挂心内科对不对, 八琼丹里是不是有水银啊, 肾细胞癌会不会长到
肾上腺上去啊), several of them naming two records (非血栓性肺栓塞 也算肺栓塞吗, 进行性核上麻痹 和帕金森病咋分得清, 自身免疫性胰腺炎和
胰腺癌怎么区分, 我爸肝硬化十几年了，肝硬化的人是不是更容易得肝细胞癌). 8 besides the alias-instance questions below are asked
from the relation's target end (出汗过多这个症状是哪些病引起的呢, 口腔颌面外科平时都看哪些病啊, 成年女性最容易得哪些病啊, 热带地区
的国家 常见哪些病, 含紫河车的药都有哪些啊, 抑制胃酸分泌药 都有哪几种, 哪些药材能散寒止痛呀, 心血管科 能做哪些检查).

Names inside names: by a mechanical count most questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the
way people say them (胆汁性肝硬化 holds 肝硬化, 酒精性心肌病 holds 心肌病, 激素抵抗型哮喘 holds 哮喘, 高渗性非酮症糖尿病昏迷 holds
糖尿病, 蛔虫性肠梗阻 holds 肠梗阻, 非特异性溃疡性结肠炎 holds 溃疡性结肠炎, 非霍奇金淋巴瘤 holds 霍奇金淋巴瘤, 窦性心动过缓
holds 心动过缓, 白喉性心肌炎 holds 心肌炎, 皮肤阿米巴病 holds 阿米巴病, 脑炎型狂犬病 holds 狂犬病, 转移性乳腺癌 holds 乳腺癌,
银屑病关节炎 holds 银屑病, 非血栓性肺栓塞 holds 肺栓塞, 盆腔放线菌病 holds 放线菌病, 链球菌性髋关节炎 holds 髋关节炎, 脊髓蛛网膜炎
holds 蛛网膜炎, 自身免疫性胰腺炎 holds 胰腺炎, 病毒性胃肠炎 holds 胃肠炎, 高血压急症 holds 高血压, 隐球菌性脑膜炎 holds 脑膜炎,
越鞠二陈丸 holds 二陈丸, 枸地氯雷他定胶囊 holds 氯雷他定胶囊, 无痛胃镜检查 holds 胃镜检查, 超声内镜检查 holds 内镜检查; 肝癌,
食管癌 and 霍奇金淋巴瘤 lie inside longer records' names).

About one question in four (51 of 202) names its entity by a name the network records for that very instance, of
many kinds: disease aliases (28 questions): English abbreviations and names (NHL, Bell's palsy, LGL综合征, Roemheld综合征,
Devic 综合征), folk and spoken names (西瓜胃, 酒刺, 油耳, 多动症, 脑瘤, 脑血管瘤), old names (何杰金病), names with a part
changed, dropped or added (肝棘球蚴病, 眼眶击出性骨折, 偏侧萎缩症, 缺血性视神经炎, 眼部囊虫病, 肾小管间质性肾炎, 脑室管膜炎,
溃疡性大肠炎, 膜性肾小球肾炎, 传染性脓疱病, 巩膜外层炎, 青光眼睫状体炎危象, 软斑症, 糖尿病高渗性昏迷, 皮肤变形虫病, 骨熔烛样病);
drug trade names (13 questions, below); medicinal material aliases (7: 八股牛, 桂鱼, 毛蟹, 鹿角白霜, 海蛤粉, 释迦果, 穿石甲);
TCM formula aliases (2: 参桂汤, 大效虎骨散); and a check alias (新生儿筛查). Eleven more ask what an alias stands for
(龅牙, 达拉肘, 重度中暑, 芬那露, 柏多瑞, 欧立停, 狗尾巴, 望江南, 麦门冬散, RPR, electroencephalogram): their gold is the alias
instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check)
makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 13 questions name a drug by a trade name its record's `trade_name` property lists (爱地清, 乐克沙,
赫赛汀, 慷彼申, 今又生, 奥广先, 施普善, 捷芝, 杜迪, 金纳多, 奥恬苹, 欣百达, 新同德). All thirteen are also drug records of their
own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is the standard
record (硝苯地平缓释胶囊, 酞丁安滴眼液, 注射用曲妥珠单抗, 米曲菌胰酶片, 重组人p53腺病毒注射液, 甲磺酸加替沙星注射液, 脑蛋白水解物
注射液, 辛伐他汀咀嚼片, 莪术油葡萄糖注射液, 银杏叶提取物片, 米格列醇片, 盐酸度洛西汀肠溶胶囊, 硝酸益康唑气雾剂), the mention is
the trade name and the line is tagged `alias`, because a patient holding the box asks about the medicine, and the
standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records (12 questions besides the 13 trade names written twice); the gold
record is the one the question is judged to mean:
- 肝棘球蚴病, 膜性肾小球肾炎, 多动症, 脑瘤 and 脑血管瘤 are disease records of their own as well as aliases 肝包虫囊肿,
  膜性肾病, 注意缺陷多动障碍, 颅内肿瘤 and 脑动静脉畸形 list; 溃疡性大肠炎 and 巩膜外层炎 are symptom records as well as aliases
  of 非特异性溃疡性结肠炎 and 表层巩膜炎; 新生儿筛查 is a check record as well as an alias of 新生儿疾病筛查检查 (8 questions).
  The questions ask about the illness or the check (its symptoms, drugs, causes, who gets it, related diseases, where
  it shows, who performs it), so the gold is the standard record that lists the alias: none of the same-name records
  holds anything through the asked relation.
- 芬那露, 柏多瑞 and 欧立停 are drug records and 重度中暑 a symptom record, as well as alias instances (4 questions); the
  questions ask what the name stands for (是什么药的名字, 对应的通用名是啥, 这是哪个药呀, 正式病名叫什么), so their gold is
  the alias instance, answered by the record that lists it.
- Besides these, 45 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most
  often a symptom or cause record: 胆汁性肝硬化, 蛔虫性肠梗阻, 肝损伤, 窦性心动过缓, 铅中毒, 食物中毒; a population record:
  足月小样儿; an alias record for a material: 锡生藤, 积雪草); the wording says which is meant (这病, 这个病, 这个症状, 这味药).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_23.py    # rewrites bench/sets/medical_everyday_23.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, C, D, DC, DEP, DR, EF, F, IN, M, PO, RE, S, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_23.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我妈七十了，医生说是胆汁性肝硬化，这病人会有啥表现呀？", "has_symptom", "胆汁性肝硬化", D),
    Q("护士你好，泪腺混合瘤会不会把眼球顶出来，眼球突出算它的症状不？", "has_symptom", "泪腺混合瘤", D, named="眼球突出"),
    Q("体检B超说我是蹄铁形肾 平常会有哪些不得劲的地方", "has_symptom", "蹄铁形肾", D),
    Q("大夫，肝棘球蚴病就是包虫病吧，得了人会有啥感觉嘛", "has_symptom", "肝包虫囊肿", D, mention="肝棘球蚴病"),
    Q("娃新生儿筛查查出苯丙酮尿症，长大了会有哪些表现啊，会不会智力低下", "has_symptom", "苯丙酮尿症", D),
    Q("手心脚心出汗出得滴水，出汗过多这个症状是哪些病引起的呢", "has_symptom", "出汗过多", S),
    Q("胃镜说我是西瓜胃，平时会有啥症状啊，会贫血吗？", "has_symptom", "胃窦血管扩张症", D, mention="西瓜胃"),
    # designated_to
    Q("医生，阴道内胚窦瘤该去妇科看还是别的科啊？", "designated_to", "阴道内胚窦瘤", D),
    Q("打架眼眶挨了一拳，说是眼眶击出性骨折，我该挂哪个科嘛", "designated_to", "爆裂性眼眶骨折", D, mention="眼眶击出性骨折"),
    Q("骑车摔了 片子说舌骨骨折 咱是去口腔还是骨科呀", "designated_to", "舌骨骨折", D),
    Q("我老公喝酒喝出了酒精性心肌病，挂心内科对不对？", "designated_to", "酒精性心肌病", D, named="心内科"),
    Q("激素抵抗型哮喘 在医院归哪个科管哈", "designated_to", "激素抵抗型哮喘", D),
    Q("一边脸越来越瘦，人家说是偏侧萎缩症，上医院找哪个科的大夫瞅瞅", "designated_to", "进行性面偏侧萎缩症", D,
      mention="偏侧萎缩症"),
    Q("口腔颌面外科平时都看哪些病啊", "designated_to", "口腔颌面外科", DEP),
    # checks
    Q("我家宝宝生下来是足月小样儿，这种情况出生后还要做啥检查啊？", "checks", "足月小样儿", D),
    Q("眼睛突然看不清下半边，怀疑缺血性视神经炎，要做哪些检查呢", "checks", "缺血性视神经病变", D, mention="缺血性视神经炎"),
    Q("肾小管间质性肾炎是咋查出来的，要做肾活检吗", "checks", "间质性肾炎", D, mention="肾小管间质性肾炎"),
    Q("我爸血糖高到昏过去了，医生讲是高渗性非酮症糖尿病昏迷，都要抽哪些血化验？", "checks", "高渗性非酮症糖尿病昏迷", D),
    Q("蛔虫性肠梗阻这个病得做哪些检查，B超能看出来不", "checks", "蛔虫性肠梗阻", D),
    Q("儿子走路老摔跤 怀疑肌营养不良症 要不要做肌电图检查", "checks", "肌营养不良症", D, named="肌电图检查"),
    Q("眼部囊虫病 得做啥检查才能确诊", "checks", "眼部猪囊尾蚴病", D, mention="眼部囊虫病"),
    # has_complication
    Q("脑室管膜炎严重不，会不会落下啥并发症", "has_complication", "脑室炎", D, mention="脑室管膜炎"),
    Q("得过Bell's palsy，好了以后会不会面肌抽搐啊？", "has_complication", "贝尔麻痹", D, mention="Bell's palsy",
      named="面肌抽搐"),
    Q("鼻中隔脓肿放着不管 会变成鼻中隔穿孔吗", "has_complication", "鼻中隔脓肿", D, named="鼻中隔穿孔"),
    Q("混合性厌氧菌感染能闹出哪些毛病来，吓人不", "has_complication", "混合性厌氧菌感染", D),
    Q("护士问一下，阴茎折断以后会影响那方面吗", "has_complication", "阴茎折断", D),
    Q("溃疡性大肠炎拖久了会带出啥病呀？", "has_complication", "非特异性溃疡性结肠炎", D, mention="溃疡性大肠炎"),
    Q("在电镀厂上班，查出重金属中毒性肾病，会不会引起贫血", "has_complication", "重金属中毒性肾病", D, named="贫血"),
    # cures
    Q("药师，吃药吃出肝损伤了，现在该吃点啥护肝的药啊？", "cures", "肝损伤", D),
    Q("NHL化疗的话能用利妥昔单抗注射液不", "cures", "非霍奇金淋巴瘤", D, mention="NHL", named="利妥昔单抗注射液"),
    Q("膜性肾小球肾炎 一般开哪些药", "cures", "膜性肾病", D, mention="膜性肾小球肾炎"),
    Q("娃脸上起黄水疱，诊所说是传染性脓疱病，抹啥药膏好得快", "cures", "脓疱疮", D, mention="传染性脓疱病"),
    Q("神经源性膀胱 尿憋不住 有啥药吃吗", "cures", "神经源性膀胱", D),
    Q("心跳才五十几，说是窦性心动过缓，能吃点啥药嘛", "cures", "窦性心动过缓", D),
    Q("转移性肝癌了还有药能用吗，用啥药？", "cures", "转移性肝癌", D),
    # shown_on
    Q("娃是油耳，耳屎黏糊糊的，这是耳朵哪个地方的事", "shown_on", "耵聍", D, mention="油耳"),
    Q("眼底查出脉络膜血管瘤，长在眼睛哪一块呀", "shown_on", "脉络膜血管瘤", D),
    Q("红斑增生病 会长在龟头上不？", "shown_on", "红斑增生病", D, named="龟头"),
    Q("心电图说LGL综合征，是心脏上的毛病吧", "shown_on", "短P—R综合征", D, mention="LGL综合征", named="心脏"),
    Q("巩膜外层炎这个病 是眼睛上的吧", "shown_on", "表层巩膜炎", D, mention="巩膜外层炎", named="眼"),
    Q("眼睑带状疱疹跟身上的带状疱疹不一样吧，它是长哪儿的", "shown_on", "眼睑带状疱疹", D),
    # has_alias
    Q("牙颌畸形 咱老百姓平常叫它啥", "has_alias", "牙颌畸形", D),
    Q("牙隐裂 在口腔科还有啥别的叫法", "has_alias", "牙隐裂", D),
    Q("视网膜血管瘤还有个洋名字叫啥来着", "has_alias", "视网膜血管瘤", D),
    Q("龅牙在医学上算什么病啊，学名叫啥", "has_alias", "龅牙", AL),
    Q("孩子胳膊被拽了一下就不动了，邻居说是达拉肘，这是啥病？", "has_alias", "达拉肘", AL),
    Q("中暑送去医院，单子上写重度中暑，正式病名叫什么", "has_alias", "重度中暑", AL),
    Q("马蹄形脓肿 又叫啥名字", "has_alias", "马蹄形脓肿", D),
    # caused_by
    Q("孩子多动症，到底是啥原因造成的呀，跟我们管教有关吗", "caused_by", "注意缺陷多动障碍", D, mention="多动症"),
    Q("颈椎管狭窄症 是咋得上的", "caused_by", "颈椎管狭窄症", D),
    Q("在滑石粉厂干过，滑石尘肺是不是长期吸入滑石粉尘引起的？", "caused_by", "滑石尘肺", D, named="长期吸入滑石粉尘"),
    Q("脸上老冒酒刺，是咋长出来的呀", "caused_by", "白头粉刺", D, mention="酒刺"),
    Q("Roemheld综合征 胃胀完心口也难受 是啥引起的", "caused_by", "胃心综合征", D, mention="Roemheld综合征"),
    Q("我妈眼睛突然又红又鼓，查出颈动脉海绵窦瘘，这是怎么得的呢？", "caused_by", "颈动脉海绵窦瘘", D),
    Q("眼压一下子飙上去，医生说青光眼睫状体炎危象，这是啥原因引起的？", "caused_by", "青光眼睫状体炎综合征", D,
      mention="青光眼睫状体炎危象"),
    # has_risk_factor
    Q("我爸肝硬化十几年了，肝硬化的人是不是更容易得肝细胞癌", "has_risk_factor", "肝细胞癌", D, named="肝硬化"),
    Q("头胎剖的，既往剖宫产的人是不是都算瘢痕子宫啊", "has_risk_factor", "瘢痕子宫", D, named="既往剖宫产"),
    Q("去科罗拉多玩回来发烧，科罗拉多蜱热是被蜱叮咬才得的吗？", "has_risk_factor", "科罗拉多蜱热", D, named="蜱叮咬"),
    Q("胆汁反流性胃炎 哪些人容易得啊，做过胃手术的算吗", "has_risk_factor", "胆汁反流性胃炎", D),
    Q("饮用马黛茶真的会让食管鳞癌风险变高吗", "has_risk_factor", "食管鳞癌", D, named="饮用马黛茶"),
    Q("血脂一直高，高脂血症的人是不是更容易得血管性痴呆", "has_risk_factor", "血管性痴呆", D, named="高脂血症"),
    # common_in
    Q("桡骨小头半脱位 一般多大的娃容易得", "common_in", "桡骨小头半脱位", D),
    Q("片子上说有脑血管瘤，这个一般啥年纪的人容易得", "common_in", "脑动静脉畸形", D, mention="脑血管瘤"),
    Q("闭塞性血栓性脉管炎是不是抽烟的男的多见？", "common_in", "闭塞性血栓性脉管炎", D),
    Q("胸腺类癌 男的多还是女的多呀", "common_in", "胸腺类癌", D),
    Q("早产的宝宝是不是容易得维生素E缺乏病，一般哪些娃会缺", "common_in", "维生素E缺乏病", D),
    Q("成年女性最容易得哪些病啊", "common_in", "成年女性", PO),
    # prevalent_in
    Q("铍中毒 在啥地方比较多", "prevalent_in", "铍中毒", D),
    Q("要派去泰国上班，隐球菌性脑膜炎在泰国多不多？", "prevalent_in", "隐球菌性脑膜炎", D, named="泰国"),
    Q("莱姆病主要在美国哪一块流行啊，露营要小心吗", "prevalent_in", "莱姆病", D),
    Q("听说食管癌在苏格兰特别高发，真的假的", "prevalent_in", "食管癌", D, named="苏格兰"),
    Q("热带地区的国家 常见哪些病，出国前想了解下", "prevalent_in", "热带地区的国家", RE),
    # treated_with
    Q("泌尿科说膀胱里有软斑症，这个要怎么治呢", "treated_with", "软化斑", D, mention="软斑症"),
    Q("吃柿子吃出胃石症了，不开刀有什么办法治吗", "treated_with", "胃石症", D),
    Q("白喉性心肌炎住院了，医生一般咋治疗", "treated_with", "白喉性心肌炎", D),
    Q("红斑性肢痛病 脚又红又烫疼得睡不着 咋治嘛", "treated_with", "红斑性肢痛病", D),
    Q("糖尿病高渗性昏迷 送到医院抢救都怎么弄", "treated_with", "非酮性高渗性糖尿病昏迷", D, mention="糖尿病高渗性昏迷"),
    Q("打球把肩关节脱位了，手法复位能搞定吗？", "treated_with", "肩关节脱位", D, named="手法复位"),
    Q("皮肤变形虫病 要怎么治疗", "treated_with", "皮肤阿米巴病", D, mention="皮肤变形虫病"),
    # metastasizes_to
    Q("Devic 综合征 会影响视神经吗", "metastasizes_to", "视神经脊髓炎", D, mention="Devic 综合征", named="视神经"),
    Q("银屑病关节炎会不会跑到中远端指间关节去", "metastasizes_to", "银屑病关节炎", D, named="中远端指间关节"),
    Q("我姐是转移性乳腺癌，会转到肋骨上吗？", "metastasizes_to", "转移性乳腺癌", D, named="肋骨"),
    Q("脑炎型狂犬病 还会波及膀胱吗", "metastasizes_to", "脑炎型狂犬病", D, named="膀胱"),
    Q("小孩铅中毒了，会伤到中枢神经系统不", "metastasizes_to", "铅中毒", D, named="中枢神经系统"),
    # invades
    Q("肾细胞癌会不会长到肾上腺上去啊", "invades", "肾细胞癌", D, named="肾上腺"),
    Q("食物中毒 主要侵犯的是肠子哪一段", "invades", "食物中毒", D),
    Q("肝癌会长进胆道里面吗？", "invades", "肝癌", D, named="胆道"),
    Q("脸上的鳞状细胞癌 会侵犯到外周神经吗", "invades", "鳞状细胞癌", D, named="外周神经"),
    # is_subtype_of
    Q("热射病属于哪一类病啊，是不是中暑的一种", "is_subtype_of", "热射病", D),
    Q("非血栓性肺栓塞 也算肺栓塞吗", "is_subtype_of", "非血栓性肺栓塞", D, named="肺栓塞"),
    Q("CT报告写豆状核出血，这是脑出血的一种不？", "is_subtype_of", "豆状核出血", D, named="脑出血"),
    Q("胆囊脓肿 归到哪类病里头", "is_subtype_of", "胆囊脓肿", D),
    Q("盆腔放线菌病 是属于什么大类的病呢", "is_subtype_of", "盆腔放线菌病", D),
    Q("骨熔烛样病是哪种病的一个类型呀", "is_subtype_of", "肢骨纹状肥大", D, mention="骨熔烛样病"),
    Q("链球菌性髋关节炎是不是化脓性关节炎里的一种", "is_subtype_of", "链球菌性髋关节炎", D, named="化脓性关节炎"),
    # related_disease
    Q("胰腺分裂症 跟慢性胰腺炎有没有关系", "related_disease", "胰腺分裂症", D, named="慢性胰腺炎"),
    Q("老书上写的何杰金病，跟哪些病有关联啊", "related_disease", "霍奇金淋巴瘤", D, mention="何杰金病"),
    Q("我舅开过脑瘤的刀，脑瘤这病跟哪些病有牵连呢", "related_disease", "颅内肿瘤", D, mention="脑瘤"),
    Q("脊髓蛛网膜炎 还跟哪些毛病沾边", "related_disease", "脊髓蛛网膜炎", D),
    Q("门静脉高压症和自身免疫性肝炎有关系吗？", "related_disease", "门静脉高压症", D, named="自身免疫性肝炎"),
    # differential_diagnosis
    Q("重症疟疾跟乳酸性酸中毒要鉴别吗，怎么看出来", "differential_diagnosis", "重症疟疾", D, named="乳酸性酸中毒"),
    Q("进行性核上麻痹 和帕金森病咋分得清", "differential_diagnosis", "进行性核上麻痹", D, named="帕金森病"),
    Q("甲状腺功能减退症 容易跟啥病搞混呢", "differential_diagnosis", "甲状腺功能减退症", D),
    Q("病毒性胃肠炎 需要排除哪些病", "differential_diagnosis", "病毒性胃肠炎", D),
    Q("自身免疫性胰腺炎和胰腺癌怎么区分，会不会误诊", "differential_diagnosis", "自身免疫性胰腺炎", D, named="胰腺癌"),
    Q("急诊说是高血压急症，还得跟哪些情况区别开", "differential_diagnosis", "高血压急症", D),
    # indicated_for
    Q("药师问下，爱地清能治高血压吗", "indicated_for", "硝苯地平缓释胶囊", DR, mention="爱地清", named="高血压"),
    Q("饭后老胀气，药店推荐慷彼申，是治消化不良的吗", "indicated_for", "米曲菌胰酶片", DR, mention="慷彼申", named="消化不良"),
    Q("乐克沙眼药水是治啥的呀", "indicated_for", "酞丁安滴眼液", DR, mention="乐克沙"),
    Q("妇科开了苦参栓，是治阴道炎的吗？", "indicated_for", "苦参栓", DR, named="阴道炎"),
    Q("亲戚送了铁皮枫斗胶囊，到底治些啥", "indicated_for", "铁皮枫斗胶囊", DR),
    Q("赫赛汀是治啥的，我妈的病能用吗", "indicated_for", "注射用曲妥珠单抗", DR, mention="赫赛汀"),
    # has_adverse_reaction
    Q("今又生打完会发热吗，会的话正常不", "has_adverse_reaction", "重组人p53腺病毒注射液", DR, mention="今又生",
      named="发热"),
    Q("结核灵片吃了有啥副作用没", "has_adverse_reaction", "结核灵片", DR),
    Q("护士，奥广先输液会有哪些不良反应？", "has_adverse_reaction", "甲磺酸加替沙星注射液", DR, mention="奥广先"),
    Q("黄龙止咳颗粒 喝了会不会起药疹", "has_adverse_reaction", "黄龙止咳颗粒", DR, named="药疹"),
    Q("盐酸二氢埃托啡舌下片含了会头晕吗", "has_adverse_reaction", "盐酸二氢埃托啡舌下片", DR, named="头晕"),
    Q("我爸在打施普善，要注意哪些副作用呀", "has_adverse_reaction", "脑蛋白水解物注射液", DR, mention="施普善"),
    # has_ingredient
    Q("捷芝嚼的那种 里面是辛伐他汀吧", "has_ingredient", "辛伐他汀咀嚼片", DR, mention="捷芝", named="辛伐他汀"),
    Q("通络下乳口服液里面真有章鱼？", "has_ingredient", "通络下乳口服液", DR, named="章鱼"),
    Q("烫疮油 成分有哪些，小孩烫伤能抹吗", "has_ingredient", "烫疮油", DR),
    Q("杜迪这个针是啥成分做的", "has_ingredient", "莪术油葡萄糖注射液", DR, mention="杜迪"),
    Q("越鞠二陈丸里有陈皮吗", "has_ingredient", "越鞠二陈丸", DR, named="陈皮"),
    Q("对紫河车过敏，含紫河车的药都有哪些啊", "has_ingredient", "紫河车", IN),
    # is_a_level3
    Q("金纳多 属于哪一类药", "is_a_level3", "银杏叶提取物片", DR, mention="金纳多"),
    Q("做增强CT要打碘克沙醇注射液，这是什么类别的药", "is_a_level3", "碘克沙醇注射液", DR),
    Q("舒尔经胶囊算妇科用药吗", "is_a_level3", "舒尔经胶囊", DR, named="妇科用药"),
    Q("奥恬苹是降糖药吧？", "is_a_level3", "米格列醇片", DR, mention="奥恬苹", named="降糖药"),
    Q("琥珀消石颗粒 算哪一科的药", "is_a_level3", "琥珀消石颗粒", DR),
    Q("抑制胃酸分泌药 都有哪几种", "is_a_level3", "抑制胃酸分泌药", DC),
    # belongs_to
    Q("欣百达是哪一类的抗抑郁药啊", "belongs_to", "盐酸度洛西汀肠溶胶囊", DR, mention="欣百达"),
    Q("益肾化湿颗粒 归哪一类", "belongs_to", "益肾化湿颗粒", DR),
    Q("非那根是抗过敏药吗，晕车能吃不", "belongs_to", "非那根", DR),
    Q("脚气喷的新同德 是啥类药", "belongs_to", "硝酸益康唑气雾剂", DR, mention="新同德"),
    Q("知柏地黄片 是哪个类别的药品", "belongs_to", "知柏地黄片", DR),
    # drug_has_alias
    Q("替格瑞洛片 商品名是不是叫倍林达", "drug_has_alias", "替格瑞洛片", DR, named="倍林达"),
    Q("芬那露是什么药的名字啊", "drug_has_alias", "芬那露", AL),
    Q("柏多瑞 对应的通用名是啥", "drug_has_alias", "柏多瑞", AL),
    Q("枸地氯雷他定胶囊 还有别的叫法吗", "drug_has_alias", "枸地氯雷他定胶囊", DR),
    Q("医生开了欧立停，这是哪个药呀，治偏头痛的吗", "drug_has_alias", "欧立停", AL),
    Q("沙格列汀片 别名叫啥", "drug_has_alias", "沙格列汀片", DR),
    # mainly_treats
    Q("葡萄叶秋海棠 外伤出血能用吗", "mainly_treats", "葡萄叶秋海棠", M, named="外伤出血"),
    Q("八股牛这味药 主要治啥病", "mainly_treats", "白鲜皮", M, mention="八股牛"),
    Q("红毛草煮水喝能治咳嗽不", "mainly_treats", "红毛草", M, named="咳嗽"),
    Q("银木荷皮 打虫子管用吗，能治哪些病", "mainly_treats", "银木荷皮", M),
    Q("桂鱼也能入药？能治啥毛病", "mainly_treats", "鳜鱼", M, mention="桂鱼"),
    Q("被蛇咬了，羊角藤叶能用吗", "mainly_treats", "羊角藤叶", M, named="蛇咬伤"),
    # has_efficacy
    Q("独叶白芨有啥功效", "has_efficacy", "独叶白芨", M),
    Q("毛蟹入药有什么作用啊", "has_efficacy", "羊毛绒球蟹", M, mention="毛蟹"),
    Q("鹿角白霜能温肾助阳吗", "has_efficacy", "鹿角霜", M, mention="鹿角白霜", named="温肾助阳"),
    Q("海蛤粉吃了有啥好处", "has_efficacy", "蛤蜊粉", M, mention="海蛤粉"),
    Q("黄桷树根疙瘩泡酒 有啥效果", "has_efficacy", "黄桷树根疙瘩", M),
    Q("哪些药材能散寒止痛呀", "has_efficacy", "散寒止痛", EF),
    # distributed_in
    Q("释迦果在咱国内哪些地方有种", "distributed_in", "番荔枝", M, mention="释迦果"),
    Q("锡生藤 是哪里产的", "distributed_in", "锡生藤", M),
    Q("阴香叶 海南有没有", "distributed_in", "阴香叶", M, named="海南"),
    Q("短柄忍冬 主要长在哪个省", "distributed_in", "短柄忍冬", M),
    Q("穿石甲这味药 产在哪些地方", "distributed_in", "金铁锁", M, mention="穿石甲"),
    # material_has_alias
    Q("血经草 乡下人叫它啥", "material_has_alias", "血经草", M),
    Q("积雪草别名是不是叫马蹄草", "material_has_alias", "积雪草", M, named="马蹄草"),
    Q("狗尾巴这味药，正名叫什么", "material_has_alias", "狗尾巴", AL),
    Q("望江南是哪种药材的别名", "material_has_alias", "望江南", AL),
    Q("茵芋 还有哪些叫法", "material_has_alias", "茵芋", M),
    # composed_of
    Q("拔毒定痛膏 用了哪几味药", "composed_of", "拔毒定痛膏", F),
    Q("八琼丹里是不是有水银啊，有毒吗", "composed_of", "八琼丹", F, named="水银"),
    Q("拔根提毒丹的配方有啥", "composed_of", "拔根提毒丹", F),
    Q("海蛤散由什么组成", "composed_of", "海蛤散", F),
    Q("巴戟煎丸 方子里有哪些药", "composed_of", "巴戟煎丸", F),
    Q("老中医开的参桂汤 都有啥药材在里头", "composed_of", "八风续命汤", F, mention="参桂汤"),
    # formula_has_efficacy
    Q("普济消毒饮 有啥功效", "formula_has_efficacy", "普济消毒饮", F),
    Q("桃核承气汤是干嘛用的，功效是啥", "formula_has_efficacy", "桃核承气汤", F),
    Q("牡蛎散能止汗吗", "formula_has_efficacy", "牡蛎散", F),
    Q("葱白七味饮 作用是什么", "formula_has_efficacy", "葱白七味饮", F),
    Q("禹功散是逐水通便的吗", "formula_has_efficacy", "禹功散", F, named="逐水通便"),
    # prescribed_for
    Q("桃花汤治什么病", "prescribed_for", "桃花汤", F),
    Q("防风通圣散 便秘能吃不", "prescribed_for", "防风通圣散", F, named="便秘"),
    Q("麻风膏 主治哪些", "prescribed_for", "麻风膏", F),
    Q("抱龙丸小孩吐奶能用吗，主要治啥", "prescribed_for", "抱龙丸", F),
    Q("茯苓丸治胳膊疼吗，都治哪些", "prescribed_for", "茯苓丸", F),
    Q("摔了一跤筋骨疼，大效虎骨散能治这个吗？", "prescribed_for", "八效虎骨散", F, mention="大效虎骨散"),
    # formula_has_alias
    Q("慢脾风 这个方子还有别的叫法吗", "formula_has_alias", "慢脾风", F),
    Q("老方书上的麦门冬散 跟哪个方子是一回事", "formula_has_alias", "麦门冬散", AL),
    Q("巴戟天饮 另外的名字叫啥", "formula_has_alias", "巴戟天饮", F),
    Q("八味还睛散 又叫个啥", "formula_has_alias", "八味还睛散", F),
    # check_for_disease
    Q("肝压痛检查是查哪些病的", "check_for_disease", "肝压痛检查", C),
    Q("粪脂肪定量 能查出胰腺炎吗", "check_for_disease", "粪脂肪定量", C, named="胰腺炎"),
    Q("孕检要做羊水一般检查，是看啥病的", "check_for_disease", "羊水一般检查", C),
    Q("脑代谢显像 能查抑郁症吗", "check_for_disease", "脑代谢显像", C, named="抑郁症"),
    Q("血吸虫斑点酶联免疫吸附试验 查什么病", "check_for_disease", "血吸虫斑点酶联免疫吸附试验", C),
    # check_for_symptom
    Q("胸腹水检查 针对啥症状做的", "check_for_symptom", "胸腹水检查", C),
    Q("白带多要做阴道寄生虫检验吗", "check_for_symptom", "阴道寄生虫检验", C, named="白带增多"),
    Q("粪便酸碱度（粪便pH）检查 有哪些症状要查", "check_for_symptom", "粪便酸碱度（粪便pH）检查", C),
    Q("脊椎平片检查 坐骨神经痛要拍吗", "check_for_symptom", "脊椎平片检查", C),
    Q("脱落细胞检查是查哪些症状的", "check_for_symptom", "脱落细胞检查", C),
    # performed_by
    Q("无痛胃镜检查 在哪个科室做呀", "performed_by", "无痛胃镜检查", C),
    Q("新生儿筛查 是儿科负责吗", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    Q("心血管科 能做哪些检查", "performed_by", "心血管科", DEP),
    Q("静脉尿路造影检查 要到哪个科去做", "performed_by", "静脉尿路造影检查", C),
    # check_has_alias
    Q("超声内镜检查 英文缩写叫啥", "check_has_alias", "超声内镜检查", C),
    Q("RPR是验什么的，是哪个试验", "check_has_alias", "RPR", AL),
    Q("报告上印着electroencephalogram，翻成中文是哪个检查呀", "check_has_alias", "electroencephalogram", AL),
    Q("快速血浆反应素试验 平常医生嘴里说的缩写是啥", "check_has_alias", "快速血浆反应素试验", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day23"))
