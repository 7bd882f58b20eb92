"""Writes `medical_everyday_40.jsonl`, a fortieth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-ninth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded the way people over sixty write, or dictate to a
grandchild or a voice input: plain and slow, the worry told first (我这岁数了，七十八啦，糖尿病十几年了, 我七十了，心脏瓣膜不好，
下礼拜要去拔两颗牙, 我这耳朵越来越背), numbers and measures spelled out (一天半斤白酒, 一宿睡不了三个钟头, 夜里起来解手三四回,
一百多只羊), kinship words (老伴, 俺老头子, 闺女, 儿媳妇, 孙媳妇, 俺孙子, 外孙女, 重孙子, 俺当姥姥的, 太奶奶, 老姐姐, 老战友,
老哥们) and old everyday words for diseases and body parts (小肠气, 小舌头, 胯骨, 肚脐眼, 手腕子, 脊梁骨, 大脖子病, 缠腰龙, 鬼压床,
老慢支), where the network records one as an alias the question names its entity by it (呆小病, 梅心病, 斑釉, 桦树皮,
椿根皮). The askers are old people for themselves (我年轻时扛了二十年麻袋, 我教了一辈子书, 我在棉纺厂干了三十年, 我年轻时候在剧团唱戏),
for a spouse (老伴吃优哒灵降糖, 老头子喝了一辈子酒), for children and grandchildren (闺女怀孕查出来糖尿病, 俺孙子三岁，前天半夜烧的滚烫,
重孙子生下来黄疸一直不退) and for neighbours and old friends (俺们村老刘头查出来梅心病, 邻居老汉打农药的时候杀虫脒中毒了, 老战友从梯子上摔下来);
a few are dictated or read out to them (孙女你给奶奶打上：…, 语音打的字，错了别见怪, 外孙女给我念化验单念到这个), and some carry the slips a
voice input makes, never inside a medical name (再哪个科看好, 因该挂哪个科, 以经烧了三天, 该上那个科, 跟带了手套袜子似的, 都要作哪些检查,
and 的 for 得 in 跳的飞快, 疼的厉害, 喘的厉害), and some close politely (麻烦问一下, 劳驾, 谢谢了, 麻烦您给说说). 29 questions carry 呢/啊/呀/嘛/哈,
171 a clause of context; some ask two things and the first is the gold (急性脑梗死，一般要做哪些检查啊？做个头颅CT够不够 asks the
checks; 桡骨远端骨折，这个得咋治？拆了石膏还要锻炼吗 the treatments; 感冒清热胶囊在药品分类上算啥药？是中成药吗 its class;
梅花入药有啥功效啊？能不能泡茶喝 the efficacy).

Records: taken from the fifth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 39 and the three alias
sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (感染性心内膜炎 ← 牙科操作,
慢性缺血性心脏病 ← 缺乏运动, 日光性角化 ← 累积日光暴露量, 支气管肺癌 ← 肺癌家族史, 慢性胰腺炎 ← 大量摄入酒精, 新生儿黄疸 ← 母亲糖尿病,
疟疾 → 热带和亚热带地区, 登革热 → 东南亚和西太平洋地区 and 加勒比海地区, 痛风 → 第一跖趾关节, 痔 → 肛缘, 病毒性脑膜炎 → CNS,
白喉 → 眼睛、耳朵或生殖道黏膜, 日光性角化 ↔ 侵袭性鳞状细胞癌, 支气管扩张症 ↔ 肺部感染, 液体超负荷 ↔ 心脏衰竭, 溃疡性结肠炎 ↔ 中毒性巨结肠,
狂犬病 ↔ 恐水症, 淀粉样变性 ↔ 直立性低血压, 支气管肺癌 ↔ 肺部良性肿瘤, 溶血性贫血 ↔ 失血造成的贫血, 溃疡性结肠炎 ↔ 放射性结肠炎,
抑郁症 ↔ 环性心境障碍, 慢性髓性白血病 ↔ 良性中性粒细胞增多症, 狂犬病 ↔ 震颤性谵妄, 八将擒王丸 → 带子蜂房, 八将擒王散 → 全蝎,
八正散加木香汤 → 瞿麦, 八物肾气丸 → 薯蓣, 四君子汤 → 益气健脾, 天麻钩藤饮 → 平肝熄风, 小建中汤 → 温中补虚, 大承气汤 → 峻下热结,
固冲汤 → 固冲摄血, 实脾散 → 温阳健脾, 地黄饮子 → 舌强不能言, 半夏厚朴汤 → 咽中如有物阻, 吴茱萸汤 → 巅顶头痛, 导赤散 → 小便赤涩刺痛,
定喘汤 → 咳喘痰多气急, 十灰散 → 呕血), is asked from the relation's target end (真皮层, 儿科), names its entity by an alias
(大效虎骨散, 李子豫赤丸, 八味定志丸, 静脉肾盂排泄造影) or asks what an alias stands for (普立特, 拓痞丸, 黄土散（《何氏济生论》卷二）,
新生儿筛查); a few ask a window record again in words no earlier question uses (注射用单磷酸阿糖腺苷, 注射用达托霉素, 八风丹,
新生儿疾病筛查检查), and where a window source has no neighbour left that no earlier question names, the question names one again
(甲状腺癌 → 法国, 白喉 → 肾小管, 皮肤白喉 → 外耳道, 肛管癌 → 周围软组织, 沙格列汀片 → 安立泽, 八生饮子 → 八生散,
新生儿疾病筛查检查 → 儿科 and 新生儿筛查). cures has five window sources no other set names (新生儿窒息, 烧伤感染, 牙周病, 牙髓炎,
甲型病毒性肝炎, each with one drug), so its sixth question names a neighbour no earlier question names (梅尼埃病 → 甲磺酸倍他司汀片).
The window of drug_has_alias holds seven drugs whose aliases earlier questions all name: one question names 安立泽 again,
one asks what 普立特 stands for, and two ask a window drug's other names in new words. Of the three window sources of
formula_has_alias (八生饮子, 八痞丸, 八风丹), every alias is a name earlier questions use: one question names 八生散 again, one asks
what 拓痞丸 stands for, one asks 八风丹's other names in new words, and one asks what 黄土散（《何氏济生论》卷二）, an alias of 黄土汤,
a formula outside the window, stands for. performed_by has six sources and its window one (新生儿疾病筛查检查, asked again naming
儿科), so its other questions take checks outside it (静脉尿路造影检查 named by 静脉肾盂排泄造影, 脑电图检查 in new words) or are asked
from the target end (儿科); the window of check_has_alias (seven sources) holds the same record, asked again in new
words, naming 新生儿筛查, and by what 新生儿筛查 stands for, and its fourth question takes 静脉尿路造影检查, outside it, naming 静脉肾盂排泄造影.

84 questions name the one neighbour they ask about, most of them naming two records (正常颅压脑积水 → 行走不稳, 无症状性脑梗死 → 神经外科,
慢性结肠炎 → 纤维结肠镜检, 慢性失眠症 → 抑郁症, 楔状缺损 → 刷牙, 心脏乳头样弹性纤维瘤 → 老年人, 慢性髓细胞白血病 → 造血干细胞移植,
司乐平是治高血压的吧, 优哒灵 → 低血糖症, 双平乐里面是不是有盐酸二甲双胍, 切乐平 → 钙拮抗药, 海藻能治瘿瘤吗, 电测听检查 → 老年性耳聋,
眼睑检查 → 上睑下垂). Two besides the alias-instance questions are asked from the relation's target end (哪些病会侵犯到真皮层,
儿科都能做些啥检查).

Names inside names: by a mechanical count 142 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (无痛性心肌梗死 holds 心肌梗死 and the asker says 犯心梗, 正常颅压脑积水 holds 脑积水, 更年期失眠症 and 慢性失眠症 hold
失眠症, 无症状性脑梗死 and 急性脑梗死 hold 脑梗死, 慢性硬脑膜下血肿 holds 硬脑膜下血肿, 成人腹股沟疝 holds 腹股沟疝 and the asker gives
the old name 小肠气 first, 椎动脉型颈椎病 holds 颈椎病, 慢性肾上腺皮质功能减退症 holds 慢性肾上腺皮质功能减退, a record of its own,
无脊髓损伤的颈椎骨折脱位 holds 脊髓损伤 and 颈椎骨折脱位 and its has_complication question names 脊髓损伤, 晚发性精神分裂症 and
洗涤剂性支气管哮喘 hold 精神分裂症 and 支气管哮喘 (the names their is_subtype_of questions give as the answer), 慢性肾小球肾炎 holds
肾小球肾炎 and is asked whether it is 慢性肾炎, 房室结折返性心动过速 and 房室折返性心动过速 both hold 折返性心动过速 (the first named
by its alias 房室交界区折返性心动过速), 慢性创伤性滑囊炎 holds 创伤性滑囊炎, 接触性布鲁菌病 holds 布鲁菌病, 杜波组织胞质菌病 holds
组织胞质菌病 and is named by 非洲型组织胞质菌病, which holds it too, 房间隔缺损, 油彩皮炎, 成骨细胞瘤 and 枢椎椎弓骨折 lie inside the
aliases they are named by (小儿房间隔缺损, 演员油彩皮炎, 良性成骨细胞瘤, 外伤性枢椎椎弓骨折), 呆小病 lies inside 地方性呆小病, another
record's alias, 格列本脲二甲双胍片（1.25/250） holds 格列本脲 and 二甲双胍 and the question names 盐酸二甲双胍, 新型狗皮膏 holds 狗皮膏,
海州骨碎补 and 灯心草根 hold 骨碎补 and 灯心草 and are named by 毛姜 and 灯草根, 海南茄 holds 海南 (two characters) and the question says
so, 八将擒王丸 and 八将擒王散 differ in their last character and the second question names both, 八效虎骨散 holds 虎骨散 and is named by
大效虎骨散, which holds it too, 八正散加木香汤 holds 八正散, 八物肾气丸 holds 肾气丸, 吴茱萸汤 holds 吴茱萸, 盆底肌电图检查 holds
肌电图检查, 甲状腺素（T4） holds 甲状腺素).

About one question in four (48 of 210) names its entity by a name the network records for that very instance: disease
aliases (18: older, lay or shortened names such as 梅心病, 斑釉, 呆小病, 汗孔癌, 脑面血管瘤病, 毛细血管动脉瘤; names with a word
changed or added such as 小儿房间隔缺损, 演员油彩皮炎, 提早复极综合征, 房室交界区折返性心动过速, 胆汁浓缩综合征, 汉坦病毒心肺综合征,
急性自主神经危象, 布氏杆菌皮炎, 良性成骨细胞瘤, 外伤性枢椎椎弓骨折, 非洲型组织胞质菌病, 晶状体过敏性眼内膜炎继发青光眼); drug trade
names (17, below); medicinal material aliases (9: 椿根皮, 象贝, 桦树皮, 海红, 灯草根, 白檀, 毛姜, 北寄生, 樱桃梗); TCM formula aliases (3: 大效虎骨散,
李子豫赤丸, 八味定志丸); a check alias (1: 静脉肾盂排泄造影). Each of these names is listed by that one instance only. Ten
more ask what an alias stands for (细支气管综合征, 家族性高脂蛋白血症I型, 巨大骨样骨瘤, 普立特, 东海夫人, 金线吊乌龟, 落首, 拓痞丸,
黄土散（《何氏济生论》卷二）, 新生儿筛查: disease, drug, material, formula and check aliases): their gold is the alias instance,
answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check) makes sure
every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 17 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (司乐平, 苏为坦, 西地兰, 奇尔能, 施维舒, 司特立, 优哒灵, 康士得, 立欣, 双平乐, 丽珠维三联, 景志安神颗粒, 补达秀, 泰尔登, 切乐平,
适利加, 益耐). All seventeen names are also drug records of their own (the source writes the product twice). They are
labelled as in the earlier sets: the gold entity is the standard record (拉西地平片, 曲伏前列素滴眼液, 毛花苷丙注射液, 氢溴酸加兰他敏片,
替普瑞酮胶囊, 枸橼酸钙片, 格列吡嗪片, 比卡鲁胺片, 曲匹地尔片, 格列本脲二甲双胍片（1.25/250）, 枸橼酸铋钾片/替硝唑片/克拉霉素片复合包装,
景天五加颗粒, 氯化钾缓释片, 氯普噻吨片, 拉西地平片 again, 拉坦噻吗滴眼液, 托拉塞米片), the mention is the trade name and the line
is tagged `alias`, because whoever holds the box asks about the medicine, and the standard record is the one that names
it, holds its class and lists the trade name.

Other names the network holds under two records:
- 普立特 is a drug record as well as the alias instance 注射用盐酸洛美沙星 lists, and 新生儿筛查 a check record as well as the
  alias instance 新生儿疾病筛查检查 lists (普立特是哪个药的别名, 新生儿筛查是哪个检查的简称): each asks what the name stands for,
  so the gold is the alias instance, as in the thirty-ninth set's EUS and ECG questions.
- Some aliases a question names its entity by are names earlier sets use too: 呆小病 lies inside an earlier question's
  地方性呆小病, and 大效虎骨散, 李子豫赤丸, 八味定志丸 and 静脉肾盂排泄造影 are earlier sets' mentions (the window formulas of
  composed_of have no alias the earlier sets leave unused, and 静脉尿路造影检查 has no other Chinese alias).
- Some named neighbours are records of other types too: 慢性肾炎 is a disease and a cause record as well as the alias
  慢性肾小球肾炎 lists, 安立泽 a drug record as well as the alias 沙格列汀片 lists, 八生散 a formula as well as the alias 八生饮子
  lists, 新生儿筛查 a check record as well as the alias 新生儿疾病筛查检查 lists, 钙拮抗药 a drug class as well as a drug product
  class, 洋金花, 全蝎 and 瞿麦 medicinal materials as well as ingredients, and 儿科 a population and a drug class as well as a
  department.
- Besides these, 48 lines are tagged `ambiguous_name` for the entity's own name: most often a cause record (牙周病, 牙髓炎,
  日光性角化, 桡骨远端骨折, 淀粉样变性, 狂犬病, 病毒性脑膜炎, 登革热) or a symptom record (慢性肾小球肾炎, 慢性胰腺炎, 梦魇, 椎动脉型颈椎病,
  痔, 痛风) or both (感染性心内膜炎, 房间隔缺损, 抑郁症, 支气管扩张症, 溃疡性结肠炎, 甲状腺癌, 疟疾, 白喉; 成人脐疝 a therapy record
  besides, 溶血性贫血 a therapy and a check record besides); a symptom and a therapy record (慢性心力衰竭); an alias record
  (慢性髓性白血病, 成骨细胞瘤, 支气管肺癌; 梅尼埃病 a cause record besides, 氟斑牙 a population and a symptom record besides);
  an ingredient record for a material (梅花, 椿皮, 槲寄生, 橘络, 檀香, 水蛭, 浙贝母, 海狗肾, 海藻, 淡菜, 淡豆豉); a population and a drug
  class for the department 儿科; and the wording says which is meant (a diagnosis told, 大夫说, 挂哪个科, 入药, 出产, 别名, 都能做些啥检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_40.py    # rewrites bench/sets/medical_everyday_40.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_40.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我这岁数了，七十八啦，糖尿病十几年了。大夫说我们这样的人犯心梗有时候不觉得疼，叫无痛性心肌梗死，那这个病都有啥表现啊？麻烦问一下。",
      "has_symptom", "无痛性心肌梗死", D),
    Q("俺老头子这半年走道迈小碎步，还老尿裤子，大夫怀疑是正常颅压脑积水。行走不稳是这个病的症状吗？谢谢了。", "has_symptom",
      "正常颅压脑积水", D, named="行走不稳"),
    Q("俺孙子三岁，前天半夜烧的滚烫还抽了两回，老辈人管这叫急惊风。急惊风都有哪些症状呀？", "has_symptom", "急惊风", D),
    Q("闺女今年五十一了，晚上翻来覆去睡不着，她说是更年期失眠症。睡觉浅梦多算不算这个病的症状？", "has_symptom", "更年期失眠症", D,
      named="睡觉浅梦多"),
    Q("我心口一阵一阵跳的飞快，大夫说是房室交界区折返性心动过速，这个病都有啥症状？我这把年纪要紧不要紧？", "has_symptom",
      "房室结折返性心动过速", D, mention="房室交界区折返性心动过速"),
    Q("俺外孙子一岁半，一到三伏天就发烧，这回以经烧了三天，水喝的多尿也多，邻居说是暑热症。暑热症都有什么表现？", "has_symptom", "暑热症", D),
    Q("体检做了心电图，单子上写着提早复极综合征，我一个老太太也看不懂。这个病都有啥症状呢？", "has_symptom", "早期复极综合征", D,
      mention="提早复极综合征"),
    # designated_to
    Q("我七十二了，上个月在院子里摔了一跤磕着后脑勺，这几天头疼的厉害。大夫说是慢性硬脑膜下血肿，因该挂哪个科呀？", "designated_to",
      "慢性硬脑膜下血肿", D),
    Q("俺们村老刘头查出来梅心病，他脸皮薄不好意思问，托我打听打听，这病上医院挂啥科？", "designated_to", "梅毒性心脏病", D,
      mention="梅心病"),
    Q("我嗓子眼里老觉得有东西，照镜子一看小舌头耷拉的老长，大夫说叫悬雍垂过长症，得上哪个科看？", "designated_to", "悬雍垂过长症", D),
    Q("老伴体检查出来个无症状性脑梗死，他自己一点感觉也没有，是去神经外科看吗？", "designated_to", "无症状性脑梗死", D,
      named="神经外科"),
    Q("俺老头子大腿根那儿鼓个包，一咳嗽就出来，老话叫小肠气，医院说是成人腹股沟疝，挂哪个科？", "designated_to", "成人腹股沟疝", D),
    Q("我嘴唇上长了个蓝黑色的小疙瘩，大夫说是毛细血管动脉瘤，该挂哪个科看？劳驾了。", "designated_to", "毛细血管或静脉血栓形成", D,
      mention="毛细血管动脉瘤"),
    Q("我一扭脖子就头晕眼花，大夫说是椎动脉型颈椎病，再哪个科看好？", "designated_to", "椎动脉型颈椎病", D),
    # checks
    Q("老伴心脏不好，腿肿的一按一个坑，上两层楼就喘，大夫说是慢性心力衰竭，一般要做啥检查？", "checks", "慢性心力衰竭", D),
    Q("俺孙子五岁，查出来小儿房间隔缺损，他爸妈上班忙，我带他去医院，都得做哪些检查？", "checks", "房间隔缺损", D,
      mention="小儿房间隔缺损"),
    Q("老头子早上起来嘴歪了说话不利索，送医院说是急性脑梗死，一般要做哪些检查啊？做个头颅CT够不够？", "checks", "急性脑梗死", D),
    Q("俺儿子在非洲干了三年工程，回来说得了非洲型组织胞质菌病，要做哪些检查呀？", "checks", "杜波组织胞质菌病", D,
      mention="非洲型组织胞质菌病"),
    Q("我拉肚子拉了好几年，时好时坏，大夫说是慢性结肠炎，非得做纤维结肠镜检吗？我岁数大了怕受罪。", "checks", "慢性结肠炎", D,
      named="纤维结肠镜检"),
    Q("麻烦问一下，慢性肾上腺皮质功能减退症都要作哪些检查？俺闺女给我念的单子，一长串看不明白。", "checks",
      "慢性肾上腺皮质功能减退症", D),
    Q("老伴做完白内障手术眼睛又红又疼，大夫说是晶状体过敏性眼内膜炎继发青光眼，还要做哪些检查？", "checks",
      "晶状体蛋白过敏性青光眼", D, mention="晶状体过敏性眼内膜炎继发青光眼"),
    # has_complication
    Q("我失眠好些年了，一宿睡不了三个钟头，大夫说是慢性失眠症。这个会不会引起抑郁症？", "has_complication", "慢性失眠症", D,
      named="抑郁症"),
    Q("俺孙女半边脸上有一大块红胎记，大夫说是脑面血管瘤病，这病往后会带出啥并发症来？", "has_complication", "斯特奇—韦伯综合征", D,
      mention="脑面血管瘤病"),
    Q("我心跳一阵阵的快，医生说是房室折返性心动过速，这个会引起啥并发症？我一个人在家，怕晕倒了没人管。", "has_complication",
      "房室折返性心动过速", D),
    Q("老伴胆结石闹的急性胆源性胰腺炎，刚出院，以后会落下啥并发症不？", "has_complication", "急性胆源性胰腺炎", D),
    Q("老战友从梯子上摔下来，大夫说是无脊髓损伤的颈椎骨折脱位，那以后还会不会出现脊髓损伤？", "has_complication",
      "无脊髓损伤的颈椎骨折脱位", D, named="脊髓损伤"),
    Q("重孙子生下来黄疸一直不退，医院说是新生儿迁延性胆汁淤积性黄疸，这病往后会有啥并发症啊？", "has_complication",
      "新生儿迁延性胆汁淤积性黄疸", D),
    Q("外孙女一只眼睛老往外斜，大夫说是恒定性外斜视，不治的话会落下啥毛病呀？", "has_complication", "恒定性外斜视", D),
    # cures
    Q("我这岁数牙口不行了，牙龈老出血，牙都活动了，大夫说是牙周病，牙周病吃啥药好？", "cures", "牙周病", D),
    Q("后槽牙疼的半夜睡不着觉，说是牙髓炎，牙髓炎吃啥药能管用啊？", "cures", "牙髓炎", D),
    Q("老邻居家的孙子生的时候憋着了，大夫说是新生儿窒息，一般用什么药？", "cures", "新生儿窒息", D),
    Q("我老伴年轻时候烧伤过，这回又烫了一块还化脓了，烧伤感染该用啥药？", "cures", "烧伤感染", D),
    Q("老头子七十了，体检说是甲型病毒性肝炎，得用什么药？麻烦您给说说。", "cures", "甲型病毒性肝炎", D),
    Q("我一犯病就天旋地转的，耳朵里还嗡嗡响，医生说是梅尼埃病，甲磺酸倍他司汀片能治吗？", "cures", "梅尼埃病", D,
      named="甲磺酸倍他司汀片"),
    # shown_on
    Q("我年轻时扛了二十年麻袋，落下个腰腿痛，病历上写的慢性单纯外伤性腰腿痛，这病都犯在身上哪些地方？", "shown_on",
      "慢性单纯外伤性腰腿痛", D),
    Q("老伴胯骨疼，走道一瘸一拐的，拍片子说是无菌性股骨头坏死，坏的是哪个部位？", "shown_on", "无菌性股骨头坏死", D),
    Q("我年轻时候在剧团唱戏，天天抹油彩，那时候得过演员油彩皮炎，这病一般长在哪儿？", "shown_on", "油彩皮炎", D,
      mention="演员油彩皮炎"),
    Q("俺村前几年有人得了汉坦病毒心肺综合征，说是老鼠传的，这病主要伤身上哪些地方？", "shown_on", "汉坦病毒肺综合征", D,
      mention="汉坦病毒心肺综合征"),
    Q("我肚脐眼那块鼓出来个包，大夫说是成人脐疝，这个是长在脐部吧？", "shown_on", "成人脐疝", D, named="脐部"),
    Q("外孙子后背疼的直不起腰，大夫说脊梁骨上长了个良性成骨细胞瘤，这种瘤子一般长在哪儿？", "shown_on", "成骨细胞瘤", D,
      mention="良性成骨细胞瘤"),
    Q("我脖子后头到肩膀这一片老是酸痛，说是慢性劳损性颈背部筋膜纤维织炎，这个病长在身上啥部位呢？", "shown_on",
      "慢性劳损性颈背部筋膜纤维织炎", D),
    # has_alias
    Q("细支气管综合征是哪个病的别名？俺家小孙女才八个月，喘的厉害。", "has_alias", "细支气管综合征", AL),
    Q("家族性高脂蛋白血症I型是啥病的别名呀？外孙女给我念化验单念到这个。", "has_alias", "家族性高脂蛋白血症I型", AL),
    Q("巨大骨样骨瘤是哪个病的别名？俺外孙子腿上片子写的这个。", "has_alias", "巨大骨样骨瘤", AL),
    Q("儿媳妇喂奶得了急性乳腺炎，急性乳腺炎还有别的叫法吗？", "has_alias", "急性乳腺炎", D),
    Q("大夫说俺孙子是成神经细胞瘤，这病还有别的名字吗？俺想让闺女上网查查。", "has_alias", "成神经细胞瘤", D),
    Q("体检报告说我是无症状性冠心病，这病还有别的说法没有？我回去好跟老伴说清楚。", "has_alias", "无症状性冠心病", D),
    Q("慢性肾小球肾炎就是俺们平常说的慢性肾炎吧？谢谢了。", "has_alias", "慢性肾小球肾炎", D, named="慢性肾炎"),
    # caused_by
    Q("我在棉纺厂干了三十年，退休以后老咳嗽胸口发紧，大夫说是棉屑沉着病，这病是咋得的？", "caused_by", "棉屑沉着病", D),
    Q("我这岁数了，夜里老是被鬼压床，吓的一身冷汗，大夫说叫梦魇。梦魇是什么原因引起的呀？", "caused_by", "梦魇", D),
    Q("我在锅炉房烧了半辈子煤，鼻子里老是发干还出血，说是慢性干燥性鼻炎，这是咋得的？", "caused_by", "慢性干燥性鼻炎", D),
    Q("老伴天天使劲横着刷牙，牙根那儿磨出个豁口，大夫说叫楔状缺损，这个是刷牙刷出来的吗？", "caused_by", "楔状缺损", D,
      named="刷牙"),
    Q("过了个年，老头子天天喝酒打麻将熬夜，现在浑身没劲，闺女说他这是春节综合征，这病是怎么引起的？", "caused_by", "春节综合征", D),
    Q("老伴坐车碰上急刹车，脖子往后一仰就疼上了，大夫说是外伤性枢椎椎弓骨折，这个是咋弄的？", "caused_by", "枢椎椎弓骨折", D,
      mention="外伤性枢椎椎弓骨折"),
    Q("俺们小时候村里有个孩子长不高还傻乎乎的，老辈人说是呆小病，呆小病到底是咋得的？", "caused_by", "散发性克汀病", D, mention="呆小病"),
    # has_risk_factor
    Q("我七十了，心脏瓣膜不好，下礼拜要去拔两颗牙。听说牙科操作会增加感染性心内膜炎的风险，是真的吗？", "has_risk_factor",
      "感染性心内膜炎", D, named="牙科操作"),
    Q("老伴退休以后天天坐沙发上看电视，一动也不动，缺乏运动是不是慢性缺血性心脏病的危险因素？", "has_risk_factor",
      "慢性缺血性心脏病", D, named="缺乏运动"),
    Q("我在地里晒了一辈子太阳，脸上起了好些硬皮，说是日光性角化。累积日光暴露量多的人是不是更容易得？", "has_risk_factor",
      "日光性角化", D, named="累积日光暴露量"),
    Q("我爹当年就是肺癌走的，俺们家有肺癌家族史，我得支气管肺癌的风险是不是大？", "has_risk_factor", "支气管肺癌", D,
      named="肺癌家族史"),
    Q("老头子喝了一辈子酒，一天半斤白酒，大量摄入酒精会得慢性胰腺炎吗？", "has_risk_factor", "慢性胰腺炎", D,
      named="大量摄入酒精"),
    Q("闺女怀孕查出来糖尿病，母亲糖尿病的话，生下来的孩子容易得新生儿黄疸吗？俺当姥姥的干着急。", "has_risk_factor", "新生儿黄疸", D,
      named="母亲糖尿病"),
    # common_in
    Q("我七十五了，做心脏彩超看见个小东西，叫心脏乳头样弹性纤维瘤，这病是不是老年人多？", "common_in", "心脏乳头样弹性纤维瘤", D,
      named="老年人"),
    Q("我头皮上长了个疙瘩老是破，大夫说是汗孔癌，这病一般啥人得的多？", "common_in", "恶性小汗腺汗孔瘤", D, mention="汗孔癌"),
    Q("我膝盖前头鼓个包，说是慢性创伤性滑囊炎，这病一般是啥人容易得呢？", "common_in", "慢性创伤性滑囊炎", D),
    Q("哪些人容易得急性脑梗死啊？我血压高还抽烟，心里不踏实。", "common_in", "急性脑梗死", D),
    Q("俺老伴年轻时候在隧道里干活，现在腿疼，大夫说像急性减压性骨坏死。这病是干啥工作的人容易得？", "common_in", "急性减压性骨坏死", D),
    Q("俺家里养了一百多只羊，听说有个布氏杆菌皮炎，这病一般是什么人得？", "common_in", "接触性布鲁菌病", D, mention="布氏杆菌皮炎"),
    Q("急性自主神经危象这病是小孩多还是大人多？俺外孙子住院了，大夫提了一嘴。", "common_in", "急性全自主神经失调症", D,
      mention="急性自主神经危象"),
    # prevalent_in
    Q("儿子要去非洲援建，听说疟疾在热带和亚热带地区多发，是这样嘛？", "prevalent_in", "疟疾", D, named="热带和亚热带地区"),
    Q("我跟老伴报了个旅游团去泰国新加坡，登革热在东南亚和西太平洋地区多吗？", "prevalent_in", "登革热", D,
      named="东南亚和西太平洋地区"),
    Q("外孙女在加勒比那边念书，登革热在加勒比海地区流行吗？俺们老两口挺惦记。", "prevalent_in", "登革热", D, named="加勒比海地区"),
    Q("老伴的表妹嫁到法国去了，说那边得甲状腺癌的人不少，甲状腺癌在法国多发吗？", "prevalent_in", "甲状腺癌", D, named="法国"),
    # treated_with
    Q("闺女五十二了，更年期失眠症，她不想吃安眠药，适当运动管用吗？", "treated_with", "更年期失眠症", D, named="适当运动"),
    Q("我教了一辈子书，嗓子哑了好些年，慢性喉炎除了吃药还能咋治？", "treated_with", "慢性喉炎", D),
    Q("老头子得了慢性髓细胞白血病，大夫说能做造血干细胞移植，他七十多了还能做吗？", "treated_with", "慢性髓细胞白血病", D,
      named="造血干细胞移植"),
    Q("邻居老汉打农药的时候杀虫脒中毒了，这个怎么治？劳驾您快告诉我。", "treated_with", "杀虫脒中毒", D),
    Q("老伴手腕子摔折了，说是桡骨远端骨折，这个得咋治？拆了石膏还要锻炼吗？", "treated_with", "桡骨远端骨折", D),
    Q("我做完放疗吃东西咽不下去，胸口疼，说是放射性食管炎，这个要怎么治疗？", "treated_with", "放射性食管炎", D),
    Q("俺们老家那口井水氟多，牙上都是黄斑斑，大夫说叫斑釉，这个咋治？还能治好吗？", "treated_with", "氟斑牙", D, mention="斑釉"),
    # metastasizes_to
    Q("老头子痛风好多年，每回都是大脚趾根那儿肿，痛风是不是老跑到第一跖趾关节？", "metastasizes_to", "痛风", D,
      named="第一跖趾关节"),
    Q("我有痔好些年了，大便的时候肛门口那儿鼓个东西，痔会长到肛缘吗？", "metastasizes_to", "痔", D, named="肛缘"),
    Q("外孙女家的小子得了病毒性脑膜炎，病历上写着CNS，病毒性脑膜炎会转移到CNS吗？CNS是啥俺也不懂。", "metastasizes_to", "病毒性脑膜炎", D,
      named="CNS"),
    Q("我小时候村里闹过白喉，死了好几个孩子。白喉除了嗓子，会不会跑到眼睛、耳朵或生殖道黏膜上？", "metastasizes_to", "白喉", D,
      named="眼睛、耳朵或生殖道黏膜"),
    # invades
    Q("俺老姐姐小时候得过白喉，后来肾一直不好，白喉这病会不会伤到肾小管啊？", "invades", "白喉", D, named="肾小管"),
    Q("皮肤白喉会不会往外耳道里头侵犯？我耳朵里老流水。", "invades", "皮肤白喉", D, named="外耳道"),
    Q("老伴查出来肛管癌，大夫说会侵犯周围软组织，这是真的吗？", "invades", "肛管癌", D, named="周围软组织"),
    Q("哪些病会侵犯到真皮层？俺脸上长个东西越长越深。", "invades", "真皮层", BP),
    # is_subtype_of
    Q("俺儿子三十出头就谢顶了，大夫说是早老性脱发，这算雄激素性脱发的一种吗？", "is_subtype_of", "早老性脱发", D,
      named="雄激素性脱发"),
    Q("俺老伴七十多了才开始疑神疑鬼，大夫说是晚发性精神分裂症，这个属于精神分裂症吗？", "is_subtype_of", "晚发性精神分裂症", D,
      named="精神分裂症"),
    Q("我父亲记性越来越差，医院诊断是混合性痴呆，这病归在哪一类病里头？", "is_subtype_of", "混合性痴呆", D),
    Q("老头子痔疮又犯了，大夫说是混合痔，混合痔属于啥病？", "is_subtype_of", "混合痔", D),
    Q("我洗衣服一闻洗衣粉就喘，说是洗涤剂性支气管哮喘，这个是支气管哮喘的一种吧？", "is_subtype_of", "洗涤剂性支气管哮喘", D,
      named="支气管哮喘"),
    Q("孙媳妇刚生的孩子黄的厉害，大夫说是胆汁浓缩综合征，这个病属于哪一类？", "is_subtype_of", "浓缩胆汁综合征", D,
      mention="胆汁浓缩综合征"),
    Q("老伴胃出血住了院，诊断写的消化性溃疡伴出血，它算哪种病底下的？", "is_subtype_of", "消化性溃疡伴出血", D),
    # related_disease
    Q("我种了一辈子地，脸上有日光性角化，这个跟侵袭性鳞状细胞癌有关系吗？", "related_disease", "日光性角化", D,
      named="侵袭性鳞状细胞癌"),
    Q("老伴有支气管扩张症，一到冬天就肺部感染，这俩有关系没有？", "related_disease", "支气管扩张症", D, named="肺部感染"),
    Q("老伴心脏本来就不好，上回输液输多了就喘的躺不下，大夫说是液体超负荷，这跟心脏衰竭有关系吗？", "related_disease",
      "液体超负荷", D, named="心脏衰竭"),
    Q("老头子溃疡性结肠炎好多年，大夫说要当心中毒性巨结肠，这两个病有啥关系？", "related_disease", "溃疡性结肠炎", D,
      named="中毒性巨结肠"),
    Q("老人都说被疯狗咬了会怕水，狂犬病跟恐水症有关系吗？", "related_disease", "狂犬病", D, named="恐水症"),
    Q("老伴得了淀粉样变性，一站起来就眼前发黑，直立性低血压跟这个病有关吗？", "related_disease", "淀粉样变性", D,
      named="直立性低血压"),
    # differential_diagnosis
    Q("片子上肺里有个小影子，大夫说要把支气管肺癌和肺部良性肿瘤区分开，这俩咋鉴别？", "differential_diagnosis", "支气管肺癌", D,
      named="肺部良性肿瘤"),
    Q("老伴贫血，脸蜡黄，溶血性贫血和失血造成的贫血怎么区分？", "differential_diagnosis", "溶血性贫血", D, named="失血造成的贫血"),
    Q("我前几年做过放疗，现在大便带血，溃疡性结肠炎跟放射性结肠炎怎么分呀？", "differential_diagnosis", "溃疡性结肠炎", D,
      named="放射性结肠炎"),
    Q("老伴一阵子高兴的不得了一阵子又发愁，抑郁症和环性心境障碍要怎么鉴别？", "differential_diagnosis", "抑郁症", D,
      named="环性心境障碍"),
    Q("化验单上白细胞高，大夫说要排除慢性髓性白血病，它跟良性中性粒细胞增多症咋区别？", "differential_diagnosis", "慢性髓性白血病", D,
      named="良性中性粒细胞增多症"),
    Q("老伴被狗咬了以后胡言乱语，大夫说狂犬病要跟震颤性谵妄鉴别，这是为啥？他平常爱喝两口酒。", "differential_diagnosis", "狂犬病",
      D, named="震颤性谵妄"),
    # indicated_for
    Q("老伴一直吃司乐平，一天一片，这药是治高血压的吧？", "indicated_for", "拉西地平片", DR, mention="司乐平", named="高血压"),
    Q("眼科大夫给我开了苏为坦，说是往眼睛里滴的，这药是治啥的呀？", "indicated_for", "曲伏前列素滴眼液", DR, mention="苏为坦"),
    Q("老头子心衰住院，护士给他打了西地兰，这个针是治啥病的？", "indicated_for", "毛花苷丙注射液", DR, mention="西地兰"),
    Q("老伴记性越来越差，出门找不着家，大夫开了奇尔能，这药主要治什么病？", "indicated_for", "氢溴酸加兰他敏片", DR,
      mention="奇尔能"),
    Q("我腰上膝盖上都长了骨刺，抗骨增生丸能治哪些病？", "indicated_for", "抗骨增生丸", DR),
    Q("我夜里起来解手三四回，人家说吃桂附地黄丸，这药治尿频吗？", "indicated_for", "桂附地黄丸", DR, named="尿频"),
    Q("我胃不好，大夫开了施维舒，这是治什么的？", "indicated_for", "替普瑞酮胶囊", DR, mention="施维舒"),
    # has_adverse_reaction
    Q("我补钙吃的司特立，一天两片，吃了以后大便干，便秘是它的副作用吗？语音打的字，错了别见怪。", "has_adverse_reaction", "枸橼酸钙片", DR, mention="司特立",
      named="便秘"),
    Q("老伴吃优哒灵降糖，有一回饭没吃上就心慌出汗，低血糖症是这个药的不良反应吗？", "has_adverse_reaction", "格列吡嗪片", DR,
      mention="优哒灵", named="低血糖症"),
    Q("老头子前列腺癌，大夫开了康士得，这个药有啥副作用？", "has_adverse_reaction", "比卡鲁胺片", DR, mention="康士得"),
    Q("我老慢支吃了好些年氨茶碱片，这个药有啥不良反应？", "has_adverse_reaction", "氨茶碱片", DR),
    Q("我心绞痛吃立欣，吃完脑袋发胀，这药都有啥副作用呀？", "has_adverse_reaction", "曲匹地尔片", DR, mention="立欣"),
    Q("大夫给我开了曲司氯铵片治尿频，吃了老是口干，这个药还有哪些不良反应？", "has_adverse_reaction", "曲司氯铵片", DR),
    # has_ingredient
    Q("老伴心口疼，吃的救尔心胶囊，里头都有些啥成分？", "has_ingredient", "救尔心胶囊", DR),
    Q("大夫给开了双平乐，里面是不是有盐酸二甲双胍？我以前吃二甲双胍闹肚子。", "has_ingredient", "格列本脲二甲双胍片（1.25/250）", DR,
      mention="双平乐", named="盐酸二甲双胍"),
    Q("胃里查出来幽门螺杆菌，大夫开了丽珠维三联，这里面都有啥药？", "has_ingredient", "枸橼酸铋钾片/替硝唑片/克拉霉素片复合包装", DR,
      mention="丽珠维三联"),
    Q("老伴夜里睡不好，吃的景志安神颗粒，这里面都有啥成分呀？", "has_ingredient", "景天五加颗粒", DR, mention="景志安神颗粒"),
    Q("老伴腰疼，贴了新型狗皮膏，里头有洋金花吗？听说那玩意有毒。", "has_ingredient", "新型狗皮膏", DR, named="洋金花"),
    Q("我大便干，老中医让吃搜风顺气丸，这丸药是拿啥做的？", "has_ingredient", "搜风顺气丸", DR),
    # is_a_level3
    Q("老伴吃利尿药，还得吃补达秀补钾，这补达秀属于哪一类药？", "is_a_level3", "氯化钾缓释片", DR, mention="补达秀"),
    Q("俺老哥们吃的泰尔登，说是治精神上的病，这药属于什么类的？", "is_a_level3", "氯普噻吨片", DR, mention="泰尔登"),
    Q("我腰上长了缠腰龙，大夫开了泛昔洛韦片，这药按用途算哪一类？", "is_a_level3", "泛昔洛韦片", DR),
    Q("氯沙坦钾胶囊是啥类的药呀？俺老伴血压高，一天吃一粒。", "is_a_level3", "氯沙坦钾胶囊", DR),
    Q("法莫替丁咀嚼片是抑制胃酸分泌药那一类的吗？我一吃甜的就反酸水。", "is_a_level3", "法莫替丁咀嚼片", DR, named="抑制胃酸分泌药"),
    Q("老伴牙龈出血，大夫开了氨甲环酸片，这个是止血那一类的吗？", "is_a_level3", "氨甲环酸片", DR),
    # belongs_to
    Q("老伴吃切乐平降压，这个药在药品分类里属于钙拮抗药吗？", "belongs_to", "拉西地平片", DR, mention="切乐平", named="钙拮抗药"),
    Q("我滴的适利加眼药水，在药品分类上算哪一类？", "belongs_to", "拉坦噻吗滴眼液", DR, mention="适利加"),
    Q("感冒清热胶囊在药品分类上算啥药？是中成药吗？我这岁数了，西药吃怕了。", "belongs_to", "感冒清热胶囊", DR),
    Q("老头子腿肿，大夫开了益耐，这个药归哪一类？", "belongs_to", "托拉塞米片", DR, mention="益耐"),
    Q("拜阿司匹灵在药品分类里属于哪一类呢？我天天吃一片防血栓。", "belongs_to", "拜阿司匹灵", DR),
    Q("老伴摔断了腿，大夫开了接骨七厘片，这药属于哪一类？", "belongs_to", "接骨七厘片", DR),
    # drug_has_alias
    Q("俺老伴血糖高，吃的沙格列汀片，这药是不是也叫安立泽？", "drug_has_alias", "沙格列汀片", DR, named="安立泽"),
    Q("普立特是哪个药的别名？老伴住院打的就是这个。", "drug_has_alias", "普立特", AL),
    Q("老伴打点滴用的注射用单磷酸阿糖腺苷，这个药还有别的名字吗？", "drug_has_alias", "注射用单磷酸阿糖腺苷", DR),
    Q("注射用达托霉素还叫个啥名？大夫嘴里说的跟单子上写的不一样。", "drug_has_alias", "注射用达托霉素", DR),
    # mainly_treats
    Q("老伴咳嗽，老家有拿梨皮熬水喝的说法，梨皮主治啥？", "mainly_treats", "梨皮", M),
    Q("老头子有痔疮，听人说槐叶能治，是真的吗？", "mainly_treats", "槐叶", M, named="痔疮"),
    Q("院里有两棵梧桐树，梧桐叶能治啥病？我血压高，能不能用？", "mainly_treats", "梧桐叶", M),
    Q("老家门口有棵臭椿，听老人说椿根皮能入药，椿根皮主治啥呀？", "mainly_treats", "椿皮", M, mention="椿根皮"),
    Q("象贝主治什么病？药铺的老先生给我抓了一把。", "mainly_treats", "浙贝母", M, mention="象贝"),
    Q("过去大脖子病叫瘿瘤，海藻能治瘿瘤吗？麻烦问一下，谢谢了。", "mainly_treats", "海藻", M, named="瘿瘤"),
    Q("东北老家房前屋后都是白桦树，桦树皮能治啥病？", "mainly_treats", "桦木皮", M, mention="桦树皮"),
    # has_efficacy
    Q("俺们海边管贻贝叫海红，海红有啥功效？晒干了能当药吗？", "has_efficacy", "淡菜", M, mention="海红"),
    Q("老伴脑梗以后，中医方子里有水蛭，水蛭有破血通经的功效吗？", "has_efficacy", "水蛭", M, named="破血通经"),
    Q("灯草根有啥功效？我夜里老睡不踏实，老姐妹让我拿它泡水。", "has_efficacy", "灯心草根", M, mention="灯草根"),
    Q("梨叶有什么功效？俺院里种了三棵梨树。", "has_efficacy", "梨叶", M),
    Q("白檀有啥作用？俺家供佛点的就是这个香。", "has_efficacy", "檀香", M, mention="白檀"),
    Q("毛姜是不是能补肾坚骨？我这牙都活动了。", "has_efficacy", "海州骨碎补", M, mention="毛姜", named="补肾坚骨"),
    Q("梅花入药有啥功效啊？能不能泡茶喝？", "has_efficacy", "梅花", M),
    # distributed_in
    Q("北寄生都是哪些地方出产的？俺们东北老林子里有没有？", "distributed_in", "槲寄生", M, mention="北寄生"),
    Q("燕窝是哪儿产的？闺女给我买了一盒，说是好东西。", "distributed_in", "燕窝", M),
    Q("欧鼠李是新疆北部产的吗？我外甥在阿勒泰。", "distributed_in", "欧鼠李", M, named="新疆北部"),
    Q("樱桃梗在哪些地方有？俺们山东烟台樱桃多。", "distributed_in", "樱桃枝", M, mention="樱桃梗"),
    Q("海南茄是不是只有海南有哈？", "distributed_in", "海南茄", M, named="海南"),
    Q("孙女你给奶奶打上：淡竹笋都分布在哪些地方？俺们这儿开春就上山挖笋吃。", "distributed_in", "淡竹笋", M),
    # material_has_alias
    Q("海狗肾还有啥别的名儿？药铺里写的那俩字我都念不上来。", "material_has_alias", "海狗肾", M),
    Q("橘子瓣上那层白丝丝叫橘络，橘络还有啥别的叫法？", "material_has_alias", "橘络", M),
    Q("东海夫人是哪味药材的别名？听着像个人名。", "material_has_alias", "东海夫人", AL),
    Q("金线吊乌龟是啥药材呢？老中医方子上写的，劳驾给看看。", "material_has_alias", "金线吊乌龟", AL),
    Q("淡豆豉是不是又叫香豉哈？", "material_has_alias", "淡豆豉", M, named="香豉"),
    Q("落首是哪种药材的别名？俺们海边人说法多。", "material_has_alias", "落首", AL),
    # composed_of
    Q("八将擒王丸里有带子蜂房吗？老方子上写的。", "composed_of", "八将擒王丸", F, named="带子蜂房"),
    Q("八将擒王散里头有全蝎吗？跟八将擒王丸是一个方子不？", "composed_of", "八将擒王散", F, named="全蝎"),
    Q("大效虎骨散是拿哪几味药配的？俺爷爷留下的方子。", "composed_of", "八效虎骨散", F, mention="大效虎骨散"),
    Q("八正散加木香汤里有瞿麦吗？我小便不利索。", "composed_of", "八正散加木香汤", F, named="瞿麦"),
    Q("李子豫赤丸里头都有些啥药？", "composed_of", "八毒赤丸", F, mention="李子豫赤丸"),
    Q("八味定志丸由哪些药组成？老伴心慌睡不着，想照方子抓点。", "composed_of", "八物参术丸", F, mention="八味定志丸"),
    Q("八物肾气丸里头有薯蓣吗？薯蓣是不是就是山药？", "composed_of", "八物肾气丸", F, named="薯蓣"),
    # formula_has_efficacy
    Q("四君子汤是不是益气健脾的？老伴吃饭不香，浑身没劲。", "formula_has_efficacy", "四君子汤", F, named="益气健脾"),
    Q("天麻钩藤饮能平肝熄风吗？我血压高，老是头晕。", "formula_has_efficacy", "天麻钩藤饮", F, named="平肝熄风"),
    Q("小建中汤有温中补虚的作用吗？我胃里老是凉飕飕的。", "formula_has_efficacy", "小建中汤", F, named="温中补虚"),
    Q("大承气汤是峻下热结的吧？我好几天没大便了。", "formula_has_efficacy", "大承气汤", F, named="峻下热结"),
    Q("固冲汤能固冲摄血吗？闺女月经量多。", "formula_has_efficacy", "固冲汤", F, named="固冲摄血"),
    Q("实脾散有温阳健脾的功效吗？我腿肿，下半身肿的厉害。", "formula_has_efficacy", "实脾散", F, named="温阳健脾"),
    # prescribed_for
    Q("老伴中风后舌头发硬说不出话，地黄饮子能治舌强不能言吗？", "prescribed_for", "地黄饮子", F, named="舌强不能言"),
    Q("我嗓子里总觉得有东西，咽不下吐不出，半夏厚朴汤治咽中如有物阻吗？", "prescribed_for", "半夏厚朴汤", F, named="咽中如有物阻"),
    Q("我头顶心疼，还吐清水，吴茱萸汤能治巅顶头痛吗？", "prescribed_for", "吴茱萸汤", F, named="巅顶头痛"),
    Q("导赤散是不是治小便赤涩刺痛的？俺老头子解小便疼。", "prescribed_for", "导赤散", F, named="小便赤涩刺痛"),
    Q("我一入冬就咳喘，痰多气急，定喘汤能治咳喘痰多气急吗？", "prescribed_for", "定喘汤", F, named="咳喘痰多气急"),
    Q("老辈人说十灰散能止血，十灰散能治呕血吗？", "prescribed_for", "十灰散", F, named="呕血"),
    # formula_has_alias
    Q("八生饮子是不是也叫八生散呀？", "formula_has_alias", "八生饮子", F, named="八生散"),
    Q("拓痞丸是哪个方子的别名？俺爹留下个小本上记着。", "formula_has_alias", "拓痞丸", AL),
    Q("八风丹还有啥叫法？老中医抄方子时候写的名儿跟书上不一样。", "formula_has_alias", "八风丹", F),
    Q("俺家传的老方子本上写着黄土散（《何氏济生论》卷二），这是哪个方子的别名？", "formula_has_alias",
      "黄土散（《何氏济生论》卷二）", AL),
    # check_for_disease
    Q("我这耳朵越来越背，大夫让做电测听检查，这能查出老年性耳聋吗？", "check_for_disease", "电测听检查", C, named="老年性耳聋"),
    Q("我眼胀头疼，大夫让做眼压描记检查法，这个能查出哪些病呢？", "check_for_disease", "眼压描记检查法", C),
    Q("化验单上有个甲种胎儿球蛋白试验，这个是查啥病的？", "check_for_disease", "甲种胎儿球蛋白试验", C),
    Q("我管不住大便，说出来怪难为情的，大夫让做盆底肌电图检查，这是查啥病的？", "check_for_disease", "盆底肌电图检查", C),
    Q("老伴眼珠子发黄，医生开了直接胆红素检查，这个检查能查出哪些病？", "check_for_disease", "直接胆红素检查", C),
    Q("俺老伴心慌手抖，化验单上有一项甲状腺素（T4），这个是查什么病的？", "check_for_disease", "甲状腺素（T4）", C),
    # check_for_symptom
    Q("我手脚发麻，跟带了手套袜子似的，大夫做了痛觉检查，这个检查是冲着哪些症状做的？", "check_for_symptom", "痛觉检查", C),
    Q("我耳朵里嗡嗡的响，还发堵，电测听检查是针对哪些症状的？", "check_for_symptom", "电测听检查", C),
    Q("我眼皮耷拉下来睁不开，大夫说要做眼睑检查，是查上睑下垂的吗？", "check_for_symptom", "眼睑检查", C, named="上睑下垂"),
    Q("脖子上摸着个疙瘩，大夫让做甲状腺静态显像，这个检查是针对啥症状的？", "check_for_symptom", "甲状腺静态显像", C),
    Q("我咳嗽痰里带血丝，做了个痰液性状检查，这个查的是痰中带血吗？", "check_for_symptom", "痰液性状检查", C, named="痰中带血"),
    Q("老伴的膝盖肿了抽出黄水来，做了滑液检查，这个是因为啥症状做的？", "check_for_symptom", "滑液检查", C),
    # performed_by
    Q("重孙子刚生下来三天，护士说要做新生儿疾病筛查检查，这是儿科管的吧？", "performed_by", "新生儿疾病筛查检查", C, named="儿科"),
    Q("俺们年轻那会儿叫静脉肾盂排泄造影，现在要做这个，该上哪个科？", "performed_by", "静脉尿路造影检查", C,
      mention="静脉肾盂排泄造影"),
    Q("儿科都能做些啥检查？俺重孙女刚满月。", "performed_by", "儿科", DEP),
    Q("老伴要做脑电图检查，该上那个科去做？他总说脑袋里嗡嗡响。", "performed_by", "脑电图检查", C),
    # check_has_alias
    Q("那个新生儿疾病筛查检查，平常是不是就叫新生儿筛查？", "check_has_alias", "新生儿疾病筛查检查", C, named="新生儿筛查"),
    Q("新生儿筛查是哪个检查的简称？俺这当太奶奶的不懂这些。", "check_has_alias", "新生儿筛查", AL),
    Q("静脉尿路造影检查是不是就是以前说的静脉肾盂排泄造影？", "check_has_alias", "静脉尿路造影检查", C, named="静脉肾盂排泄造影"),
    Q("新生儿疾病筛查检查还有没有英文叫法？外孙女在国外生的孩子，要对一对单子。", "check_has_alias", "新生儿疾病筛查检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day40"))
