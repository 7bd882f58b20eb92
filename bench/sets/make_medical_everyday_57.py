"""Writes `medical_everyday_57.jsonl`, a fifty-seventh hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-sixth, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is asked from what the asker has in hand towards what it belongs to,
that is from the relation's target end: a symptom and the diseases it can come from (孩子上三年级了，老师说他学习困难…可能是哪些病引起的呀,
同房后出血好几次了，这种性交后出血可能是哪些病), a body part and what grows there (我天天在外面跑外卖，日光暴露部位容易长哪些病), a check on a form and what it finds
(泌尿科让我做尿动力学，这个检查一般是查哪些病的), a department's sign and what it sees (宝宝刚出生血糖低，被转到了小儿内分泌科，这个科主要看哪些病), a medicine box and the
diseases it is for where the relation goes from disease to drug (我舅在打泰欣生，说是靶向药，这个药是用来治哪些病的), a cause or a risk factor
and what it leads to (一到冬天手指就发白发紫，寒冷刺激会引起哪些病, 爸妈都快七十了，年龄增长会让哪些病的风险变高), a complication and what it complicates
(吃完饭老吐隔夜的东西，医生说有幽门梗阻，一般是哪些病拖出来的), a group of people and what they get (我在做化疗，免疫功能低下者容易得哪些病呢), a parent class asked for
its kinds (我爸查出心包有积液，心包的疾病都包括哪几种), a treatment and what it treats (腰疼打过封闭，封闭疗法都能治哪些病), a side effect and the medicines
behind it (老人吃了药以后变得好斗，哪些药有这个副作用), an ingredient and what holds it (听说马兜铃酸伤肾，哪些中成药里含有木香马兜铃, 明雄黄有毒吧，哪些方剂里会放明雄黄), a drug
class or a product class and its members (孕33周肚子老发紧，宫缩抑制剂有哪些药), a complaint and the herbs or formulas for it
(碰了漆树浑身起疹子，漆疮可以用哪些草药, 干咳无痰一个多月了，清燥救肺汤对症吗), an efficacy and the herbs or formulas that have it (孩子一高烧就抽，哪些中药材能止痉,
痛经有血块，哪些方剂能散结止痛), a place and what grows there (去凉山旅游想认认草药，四川西南部出产哪些药材), a disease and the checks that find it
(鼻子里老有臭烘烘的干酪样东西，干酪性鼻炎做哪些检查能确诊), and an alias on a form and what it stands for (护理记录上写着压力性溃疡，这是哪个病的别称). 145 questions are
asked from the target end (`reverse`), the gold entity being the named target record and the answers its sources. The
other 65 are asked from the source end in the same voice, where the asker holds the source's name rather than the
target's: a box whose trade name is all they know (我妈吃的唐贝克，属于哪一类药？, 吃了丹媚以后恶心想吐，它还有哪些副作用？), a diagnosis copied from a
report under another name (外甥查出肺泡磷脂沉着症，动不动就喘，该挂哪个科？, 胃镜单子上写着“急性浅表性胃炎；急性胃炎”，该怎么治？), a herb by a local name
(山里人给的土白芷，主要治什么病？, 淮木通主要产在哪些省？), a record whose aliases are asked (峨眉香料还有什么别名？), and where a relation type's target
window is used up (below). By relation type, from the target end and the source end: has_symptom 4/3, designated_to 3/3,
checks 4/2, has_complication 5/2, cures 7/0, shown_on 3/3, has_alias 4/2, caused_by 5/2, has_risk_factor 7/0, common_in
4/3, prevalent_in 3/2, treated_with 6/1, metastasizes_to 2/3, invades 5/0, is_subtype_of 5/1, related_disease 6/0,
differential_diagnosis 6/0, indicated_for 3/4, has_adverse_reaction 5/2, has_ingredient 4/2, is_a_level3 3/3, belongs_to
3/3, drug_has_alias 2/3, mainly_treats 5/2, has_efficacy 4/2, distributed_in 4/2, material_has_alias 2/3, composed_of
5/0, formula_has_efficacy 6/0, prescribed_for 6/0, formula_has_alias 1/3, check_for_disease 5/2, check_for_symptom 4/3,
performed_by 2/2, check_has_alias 2/2. Who asks varies: patients with a symptom or a side effect, parents
(宝宝一直有点黄，医生怀疑先天性非溶血性黄疸), carers reading a report or a form (病历上写“门静脉高压症或班替综合征”, 片子报告写着Fores—tier和Rotes—Querol型硬化性骨肥厚), a
herbalist's and a pharmacy's customers (眼睛又红又痒，药店给拿了艾若, 老人说山膀胱能治疝气), people about to travel or work abroad
(公司要派我去南美国家常驻，那边流行哪些病？), a volunteer (在做妇女援助的志愿者，孕期伴侣暴力会是哪些病的危险因素呢？) and people who read old formula books
(古方里写着恶实，是哪味药材的别名？). 22 carry 呢/啊/呀/嘛/哈; 154 are tagged `context`; some ask two things and the first is the gold
(眼压高，医生开了易思清口服，这是治青光眼的吗？要喝多久 names 青光眼; 喷了同芬以后鼻子发干，鼻干是它的副作用吗？能不能接着用 names 鼻干; 氯美扎酮片是不是就是芬那露？现在还买得到吗 names 芬那露;
心血管造影检查是不是在心血管科做？要空腹吗 names 心血管科; 心梗住院医生给用了左旋肉碱，这是治急性心肌梗死的吗？不是减肥用的吗 names 急性心肌梗死).

Records: taken from the fourth tenth of each relation type's records in key order: for a question asked from the target
end, of the relation type's targets (the record key of the target type); for one asked from the source end, of its
sources (the record key of the source type); among records whose name no question of the other sets (the shipped dev
set, everyday sets 1 to 55 and the three alias sets) contains and that none of them uses as an entity or a mention. The
thirty-eighth and forty-eighth sets drew from the fourth tenth of the sources, and this one takes only what they and
every other set left. Where a relation type's source window is used up and its target window is not (has_risk_factor,
related_disease, differential_diagnosis, composed_of, formula_has_efficacy, prescribed_for; cures has 106 window sources
and nine left), every question is asked from the target end. composed_of has 44 window targets and seventeen left,
twelve of them names the network writes with 等 (柴胡等, 桂枝等), which no one types; the other five are all asked (春砂仁, 明雄黄,
梅片, 榔片, 枳实（炒）). Where both windows of a relation type are used up, the questions do as the thirty-fifth to fifty-fifth
sets did. prevalent_in has 74 targets and seven in its window (北美洲, 南美国家, 南美洲, 南美洲部分地区, 南非, 印地安土著人口聚居地区, 印度), all names
earlier questions use: two are asked from the target end as no earlier question's entity (南美国家, 印地安土著人口聚居地区, each named
once as an answer), 南美洲部分地区 is asked in new words, and of the five window sources (新生儿破伤风, 溃疡性结肠炎, 溶血性贫血, 狂犬病, 球孢子菌病)
溶血性贫血 names a neighbour no earlier question names (地中海) and 溃疡性结肠炎 names one again (西半球). metastasizes_to has seventeen
window targets and three left: 桡侧皮神经 and 淋巴结和远端 are asked from the target end (the third, 淋巴结（盆腔、腹主动脉旁或腹股沟淋巴结）转移, is a
phrase no one types); none of its six window sources (恶性肿瘤, 感染性心内膜炎, 支气管肺癌, 狂犬病, 甲状腺癌, 疼痛) is left, and three questions
name a neighbour no earlier question names (支气管肺癌 → 肾上腺, 感染性心内膜炎 → 心内膜表面, 狂犬病 → 泪腺). invades has ten window targets
(尿道外括约肌, 巨噬细胞, 心肌, 心脏, 扁桃体, 手部, 掌指关节, 杓会厌皱襞, 杓状软骨, 淋巴细胞) and three window sources, all names earlier questions use: its
five questions ask from the target end about the five no earlier question asks about as its entity (心脏, 手部, 掌指关节, 杓状软骨,
淋巴细胞). drug_has_alias has seven window targets (助消化药, 去敏泰, 参茸济阴坤顺丸, 可利斯安, 唯佳美, 善存, 喜滴克) and seven window sources, all
asked before: two questions ask what 可利斯安 and 去敏泰 stand for in new words; 氯膦酸二钠胶囊 is named by a trade name its record
lists and no earlier question uses (洛屈), 氯美扎酮片 names 芬那露, which earlier questions ask about but never name as an answer,
and 比沙可啶肠溶片 is asked in new words. formula_has_alias has five window targets (加味地黄丸, 半夏茯苓天麻汤, 厚朴丸, 厚朴煎, 参桂汤) and three
window sources (八物肾气丸, 八物茜根汤, 八物麦门冬饮), all asked before: one question asks what 半夏茯苓天麻汤 stands for in new words, 八物麦门冬饮
is asked in new words, 八物茜根汤 is named by its alias 茜根汤 (earlier sets' mention) and 八物肾气丸 names 八味丸 again. performed_by
has six sources and six targets, one of each in the window (心血管造影检查, 妇产科): 妇产科 is asked from the target end in new words
and 心血管造影检查 names 心血管科 again; the record after each is asked too (心血管科 from the target end, 新生儿疾病筛查检查, named by its
alias 新生儿筛查, whether it is done in 儿科). check_has_alias has ten targets and its window one (EUS), asked in new words;
its seven sources leave a window of none, and as for the forty-eighth set its questions take the record in whose place
in key order the fourth tenth falls (新生儿疾病筛查检查, whether its English name is newborn screening) and the one after it
(肌电图检查, in new words, and EMG, asked from the target end).

60 questions name the one neighbour they ask about, most of them naming two records (巩膜黄染 → 病毒性肝炎, 张口困难 → 阻生牙, 小儿内科 →
小儿急性喉炎, 屈光检查 → 弱视, 急性肝衰竭 → 乙型肝炎, 急性肾功能损伤 → 急性胰腺炎, 性功能障碍 → 阴茎折断, 左臂 → 心绞痛, 巴尔通氏体菌 → 猫抓病, 富含嘌呤类的食物 → 痛风, 子宫瘢痕 → 前置胎盘,
体力劳动者 → 腰肌劳损, 心理干预 → 手机上网综合症, 屈光和调节疾患 → 近视眼, 幼儿惊厥 → 登革热, 急性肠系膜腺炎 → 急性阑尾炎, 慢性咽喉炎 → 西地碘含片, 射精障碍 → 盐酸坦索罗辛缓释胶囊, 小便困难 →
硫酸阿托品片, 木馏油 → 正露丸, 湿疹瘙痒 → 蛇床子, 止咳祛痰 → 沙棘, 原产南美 → 草莓, 泻火逐痰 → 滚痰丸, 恶寒无汗 → 麻黄发表汤, 手指痛风 → 偏振光显微镜检查, 抗心磷脂抗体检查 → 习惯性流产, 贝乐司 →
溃疡性结肠炎, 可维加 → 电解质平衡调节药, 山膀胱 → 疝气, and the neighbours above); asked from the target end, the named neighbour is one
source of the target the question starts from (近视眼算不算屈光和调节疾患的一种？ names 近视眼, the question's entity being 屈光和调节疾患).

Names inside names: by a mechanical count 131 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them: 微囊性附属器癌, asked from the target end of differential_diagnosis, is one character from 微囊肿附属器癌, a record
of its own asked by its alias “硬化性汗腺导管癌；恶性汗管癌”; 泻下逐水 is an efficacy of herbs and of formulas at once and is asked twice,
once for the herbs (有泻下逐水功效的药材有哪些？) and once for the formulas (肚子胀水，有泻下逐水作用的古方有哪些？); 小儿李斯特菌病 is one character from its
alias 小儿利斯特菌病, the answer its question names; 急性化脓性甲状腺炎 holds 甲状腺炎, the class its question names; 急性病毒性肝炎 holds 病毒性肝炎,
急性肝衰竭 holds 肝衰竭, 急性肾功能损伤 holds 肾功能损伤, 急性缺血性肝炎 holds 缺血性肝炎, 急性尿潴留 holds 尿潴留, 慢性盆腔痛 holds 盆腔痛, 慢性咽喉炎 holds 咽喉炎 and lies
inside 急慢性咽喉炎, 性功能障碍 lies inside 男性性功能障碍, 巩膜黄染 inside 皮肤及巩膜黄染; 常年性变应性鼻炎, by which 常年性鼻炎 is named, holds 变应性鼻炎, 先天性非溶血性黄疸
holds 溶血性黄疸 and “急性浅表性胃炎；急性胃炎” holds 浅表性胃炎 and 急性胃炎; 角膜带状混浊和钙化带状角膜病变, by which 带状角膜病变 is named, holds it; 小儿内分泌科 holds
内分泌科, 心血管科 holds 心血管, 抗偏头痛药 holds 偏头痛, 抗丝虫病 holds 丝虫病, 抗慢速心律失常药 holds 心律失常, 局部用治疗牛皮癣药 holds 牛皮癣; 木香马兜铃 holds 马兜铃, 枳实（炒）
lies inside 枳实（炒）桔梗 and its question names 枳实消痞丸, 心下痞硬 holds 心下痞, 八物茜根汤 holds its alias 茜根汤, by which it is named, 八物肾气丸
holds 肾气丸; 果糖耐量试验 holds 糖耐量试验, 早产视网膜病变筛查 holds 视网膜病变, 抗麻疹病毒抗体检查 holds 麻疹病毒抗体检查; 淋巴细胞 lies inside 淋巴细胞减少 and 掌指关节 inside
双侧掌指关节).

About one question in four (52 of 210) names its entity by a name the network records for that very instance: disease
aliases (22: other or descriptive names such as 青春期延迟, 肺泡磷脂沉着症, 噬血细胞性淋巴组织细胞增生症, 常年性变应性鼻炎, 肥胖性心肺功能不全综合征, 鞍膈缺损, 垂体柄肿瘤,
神经源性肉瘤, 继发性化脓性腹膜炎, 遗传性血管性水肿, 严重过敏反应, 先天性非溶血性黄疸, 肌磷酸果糖激酶缺乏症, 角膜带状混浊和钙化带状角膜病变; eponyms, Gatti—Lux综合征, Biemond综合征 and
Fores—tier和Rotes—Querol型硬化性骨肥厚; a name with its abbreviation, 6—磷酸葡萄糖脱氢酶缺乏症（G6PD）; and aliases the network records as
one name of two or three parts, copied from a report as they stand: “Garrod综合征；褐黄病综合征；内源性褐黄病”, “硬化性汗腺导管癌；恶性汗管癌”,
“急性浅表性胃炎；急性胃炎”, “门静脉高压症或班替综合征”); drug trade names (22, below); medicinal material aliases (6: 土白芷, 山膀胱, 双眼龙叶, 木椒子叶, 淮木通,
藤防己); a TCM formula alias (1: 茜根汤, earlier sets' mention); a check alias (1: 新生儿筛查, earlier sets' mention). Each of
these names is listed by that one instance only. Ten of the 52 are asked from the target end (seven trade names on a
box, cures, and three disease aliases on a report, check_for_disease). Eleven more ask what an alias stands for (压力性溃疡,
埃勃斯坦畸形, 咽癔症, 多指畸形, 可利斯安, 去敏泰, 恶实, 怕丑草, 半夏茯苓天麻汤, EUS, EMG: disease, drug, material, formula and check aliases): their
gold is the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the
fourth set's check) makes sure every alias a question names its entity by is one the network records for that very
instance.

Drug trade names: 22 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (泰欣生, 贝乐司, 艾若, 阿米迪, 克龄蒙, 易思清, 卡尔萨, 坦刻, 瑞潘通, 联力克, 佐派欣, 丹媚, 同芬, 维畅, 可丽安, 唐贝克, 丽科乐, 可维加, 月悦安, 赛法雷, 易使宁, 洛屈). All
twenty-two names are also drug records of their own. They are labelled as in the earlier sets: the gold entity is the
standard record (尼妥珠单抗注射液, 巴柳氮钠片, 妥布霉素滴眼液, 妥洛特罗贴剂, 戊酸雌二醇片/雌二醇环丙孕酮片复合包装, 异山梨醇口服液, 尿囊素铝颗粒, 小儿化痰止咳颗粒, 己酮可可碱肠溶片, 愈酚伪麻待因口服溶液,
左羟丙哌嗪颗粒, 左炔诺孕酮肠溶片, 富马酸酮替芬鼻腔喷雾剂, 异丁司特缓释胶囊, 小儿酚氨咖敏颗粒, 格列吡嗪缓释胶囊, 更昔洛韦胶囊, 枸橼酸钾颗粒, 左炔诺孕酮炔雌醚片, 尼扎替丁片, 恩氟烷, 氯膦酸二钠胶囊), the
mention is the trade name and the line is tagged `alias`, because whoever holds the box, the prescription or the
anaesthesia record asks about the medicine, and the standard record is the one that names it, holds its class and lists
the trade name; asked from the target end of cures, the entity is the standard record as the target the question starts
from.

Other names the network holds under two records:
- 去敏泰, EUS and EMG are records of their own (a drug, checks) as well as the alias instances 曲尼司特胶囊, 超声内镜检查 and 肌电图检查
  list (老药盒上印着去敏泰，它正式叫什么药名呀？, 胃镜室的预约单上写着EUS，是哪项检查的缩写？): each asks what the name stands for, so the gold is the alias
  instance, as the earlier sets' questions are. 新生儿筛查 is a check record as well as an alias 新生儿疾病筛查检查 lists
  (宝宝的新生儿筛查是不是儿科负责？): the question names the check the baby has, so the gold is the record the alias belongs to, as in
  the earlier sets.
- Some named neighbours are records of other types too: 芬那露 a drug record as well as the alias its drug lists, 小儿利斯特菌病
  a disease besides an alias, 儿科 a drug class and a population besides a department, 肾上腺 a cause and 泪腺 a symptom
  besides body parts, 咖啡因 a cause besides an ingredient, 蛇床子, 山楂 and 沙棘 ingredients besides medicinal materials, 病毒性肝炎
  and 登革热 diseases and causes, 乙型肝炎, 急性胰腺炎, 溃疡性结肠炎, 腰肌劳损 and 急性心肌梗死 diseases, causes and symptoms at once (心绞痛 a
  population besides, 急性阑尾炎 a therapy besides), 脉管炎 a disease, a symptom and an alias, and 弱视, 脑脊液鼻漏, 青光眼, 痛风, 前置胎盘,
  食管癌, 甲状腺炎, 鼻干, 疝气 and 习惯性流产 diseases and symptoms.
- Besides these, 29 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a
  symptom record: 幽门梗阻, 性功能障碍, 急性单纯性胃炎, 恐风, 心房黏液瘤, 惊恐发作, 泌尿系结石, 干咳无痰; a cause record: 狂犬病 and the population 免疫功能低下者;
  both: 念珠菌感染, 溃疡性结肠炎, 感染性心内膜炎, 异食癖; a cause, a symptom and a therapy record: 心脏骤停, and 溶血性贫血 a check record besides; a
  disease record for the therapy 封闭疗法 and the check 心血管造影检查; a drug and an ingredient record for the cause 左旋门冬酰胺酶, an
  ingredient record for the drug 恩氟烷 and the material 川木通, a drug record for the product class 宫缩抑制剂; a symptom record
  for the body part 小阴唇, a therapy record for the symptom 急性尿潴留; an alias record: 支气管肺癌 and the material 山白芷; a drug
  record for the alias instance 去敏泰 and check records for EUS and EMG), and the wording says which is meant (可能是哪些病引起的,
  一般是哪些病拖出来的, 危险因素, 容易得, 哪些草药, 哪些方子, 药材, 哪项检查的缩写, 别名).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_57.py    # rewrites bench/sets/medical_everyday_57.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DC, DEP, DR, EF, F, IN, M, PC, PO, RE, S, TH, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_57.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("孩子上三年级了，老师说他学习困难，上课坐不住、作业拖到半夜，学习困难可能是哪些病引起的呀？", "has_symptom", "学习困难", S),
    Q("我爸眼白发黄，体检单上写着巩膜黄染，会不会是病毒性肝炎？", "has_symptom", "巩膜黄染", S,
      named="病毒性肝炎"),
    Q("智齿一直没长出来，最近张口困难，连勺子都塞不进去，阻生牙会让人嘴张不开吗？", "has_symptom", "张口困难", S,
      named="阻生牙"),
    Q("同房后出血好几次了，这种性交后出血可能是哪些病？有点慌", "has_symptom", "性交后出血", S),
    Q("儿子十五了还没变声，个子也不长，医生说是青春期延迟，这个一般都有些什么表现？", "has_symptom",
      "小儿青春期发育迟缓", D, mention="青春期延迟"),
    Q("侄子查出肌磷酸果糖激酶缺乏症，一跑步就腿疼抽筋，这个病还会有哪些症状？", "has_symptom", "小儿糖原贮积病VII型", D,
      mention="肌磷酸果糖激酶缺乏症"),
    Q("Gatti—Lux综合征都有哪些表现呢？孩子个子特别矮，头发又细又少", "has_symptom", "小儿软骨毛发发育不良综合征", D,
      mention="Gatti—Lux综合征"),
    # designated_to
    Q("脖子上摸到个包，朋友让我去头颈外科看看，头颈外科一般都看哪些病？", "designated_to", "头颈外科", DEP),
    Q("孩子嗓子哑、咳起来像小狗叫，小儿内科能看小儿急性喉炎吗？", "designated_to", "小儿内科", DEP,
      named="小儿急性喉炎"),
    Q("宝宝刚出生血糖低，被转到了小儿内分泌科，这个科主要看哪些病？", "designated_to", "小儿内分泌科", DEP),
    Q("外甥查出肺泡磷脂沉着症，动不动就喘，该挂哪个科？", "designated_to", "小儿肺泡性蛋白沉积症", D,
      mention="肺泡磷脂沉着症"),
    Q("孩子高烧不退，骨穿说是噬血细胞性淋巴组织细胞增生症，该去哪个科住院呢？", "designated_to", "小儿病毒相关噬血细胞综合征",
      D, mention="噬血细胞性淋巴组织细胞增生症"),
    Q("病历上写的角膜带状混浊和钙化带状角膜病变，眼睛磨得慌，该挂哪个科？", "designated_to", "带状角膜病变", D,
      mention="角膜带状混浊和钙化带状角膜病变"),
    # checks
    Q("泌尿科让我做尿动力学，这个检查一般是查哪些病的？", "checks", "尿动力学", C),
    Q("孩子看黑板老眯眼，眼科开了屈光检查，是在查弱视吗？", "checks", "屈光检查", C, named="弱视"),
    Q("眼科医生给我妈做了房角检查，说是排查用的，房角检查能查出哪些病？", "checks", "房角检查", C),
    Q("心内膜心肌活检听着挺吓人的，一般是怀疑什么病才做？", "checks", "心内膜心肌活检", C),
    Q("一年四季都打喷嚏流清涕，医生说是常年性变应性鼻炎，还需要做哪些检查？", "checks", "常年性鼻炎", D,
      mention="常年性变应性鼻炎"),
    Q("孩子太胖，晚上打呼还憋气，医生怀疑肥胖性心肺功能不全综合征，要做肺功能检查吗？", "checks", "小儿肥胖通气不良综合征",
      D, mention="肥胖性心肺功能不全综合征", named="肺功能检查"),
    # has_complication
    Q("吃完饭老吐隔夜的东西，医生说有幽门梗阻，一般是哪些病拖出来的？", "has_complication", "幽门梗阻", D, reverse=True),
    Q("表哥有乙型肝炎，这次突然急性肝衰竭住进了ICU，乙肝会并发这个吗？", "has_complication", "急性肝衰竭", D,
      named="乙型肝炎", reverse=True),
    Q("我爸急性胰腺炎住院，医生让盯着尿量，说怕出现急性肾功能损伤，这是胰腺炎的并发症吗？", "has_complication",
      "急性肾功能损伤", D, named="急性胰腺炎", reverse=True),
    Q("什么病会并发心脏骤停啊？想提前学学急救", "has_complication", "心脏骤停", D, reverse=True),
    Q("性功能障碍除了心理原因，会不会是以前阴茎折断留下的？", "has_complication", "性功能障碍", D, named="阴茎折断",
      reverse=True),
    Q("孩子核磁写的鞍膈缺损，医生说要注意并发症，会不会漏脑脊液，就是脑脊液鼻漏？", "has_complication", "小儿空鞍综合征", D,
      mention="鞍膈缺损", named="脑脊液鼻漏"),
    Q("孩子确诊Biemond综合征，又胖又多了根手指，以后可能出现哪些并发症？", "has_complication",
      "小儿视网膜色素变性—肥胖—多指综合征", D, mention="Biemond综合征"),
    # cures
    Q("我舅在打泰欣生，说是靶向药，这个药是用来治哪些病的？", "cures", "尼妥珠单抗注射液", DR, mention="泰欣生"),
    Q("消化科开了贝乐司，是治溃疡性结肠炎的吧？", "cures", "巴柳氮钠片", DR, mention="贝乐司", named="溃疡性结肠炎"),
    Q("眼睛又红又痒，药店给拿了艾若，这个眼药水能治哪些眼病？", "cures", "妥布霉素滴眼液", DR, mention="艾若"),
    Q("孩子晚上咳喘，医生让在背上贴阿米迪，这个贴剂治什么病？", "cures", "妥洛特罗贴剂", DR, mention="阿米迪"),
    Q("更年期睡不好、老出汗，医生开了克龄蒙，它都能治什么？", "cures", "戊酸雌二醇片/雌二醇环丙孕酮片复合包装", DR,
      mention="克龄蒙"),
    Q("眼压高，医生开了易思清口服，这是治青光眼的吗？要喝多久", "cures", "异山梨醇口服液", DR, mention="易思清",
      named="青光眼"),
    Q("胃不舒服，药房推荐卡尔萨，它一般用在哪些病上？", "cures", "尿囊素铝颗粒", DR, mention="卡尔萨"),
    # shown_on
    Q("小阴唇上长东西会是哪些病啊？又痒又有点破", "shown_on", "小阴唇", BP),
    Q("左臂一阵阵发麻发疼，会不会是心绞痛？", "shown_on", "左臂", BP, named="心绞痛"),
    Q("我天天在外面跑外卖，日光暴露部位容易长哪些病？", "shown_on", "日光暴露部位", BP),
    Q("孩子的片子上写着垂体柄肿瘤，这个瘤子一般长在哪些地方？", "shown_on", "小儿颅咽管瘤", D, mention="垂体柄肿瘤"),
    Q("病理写的神经源性肉瘤，这种瘤会长在心脏上吗？", "shown_on", "左心室恶性施万瘤", D, mention="神经源性肉瘤",
      named="心脏"),
    Q("我爸鼻子边上长了个硬疙瘩，病理写着“硬化性汗腺导管癌；恶性汗管癌”，这种一般长在哪儿？", "shown_on", "微囊肿附属器癌",
      D, mention="硬化性汗腺导管癌；恶性汗管癌"),
    # has_alias
    Q("护理记录上写着压力性溃疡，这是哪个病的别称？", "has_alias", "压力性溃疡", AL),
    Q("心超报告里提到埃勃斯坦畸形，它正式叫什么病？", "has_alias", "埃勃斯坦畸形", AL),
    Q("嗓子里老像有东西咽不下去，中医说是咽癔症，这是哪个病的另一个叫法？", "has_alias", "咽癔症", AL),
    Q("宝宝出生时多了个手指头，单子上写多指畸形，这是什么病的别名呀？", "has_alias", "多指畸形", AL),
    Q("小儿李斯特菌病是不是也写作小儿利斯特菌病？就差一个字", "has_alias", "小儿李斯特菌病", D, named="小儿利斯特菌病"),
    Q("小儿自律性房性心动过速还有别的叫法吗？", "has_alias", "小儿自律性房性心动过速", D),
    # caused_by
    Q("一到冬天手指就发白发紫，寒冷刺激会引起哪些病？", "caused_by", "寒冷刺激", CA),
    Q("被家里的猫抓了一下，胳肢窝淋巴结肿了，巴尔通氏体菌是不是会引起猫抓病？", "caused_by", "巴尔通氏体菌", CA,
      named="猫抓病"),
    Q("我老是反复阴道炎，念珠菌感染还会导致哪些病？", "caused_by", "念珠菌感染", CA),
    Q("体检查出幽门螺杆菌（Hp）感染，这个会引起哪些病啊？", "caused_by", "幽门螺杆菌（Hp）感染", CA),
    Q("孩子白血病化疗用了左旋门冬酰胺酶，这个药可能引起哪些病？", "caused_by", "左旋门冬酰胺酶", CA),
    Q("阑尾穿孔手术后，医生说是继发性化脓性腹膜炎，这是怎么引起的？", "caused_by", "小儿继发性腹膜炎", D,
      mention="继发性化脓性腹膜炎"),
    Q("孩子的尿放久了会发黑，病历上写着“Garrod综合征；褐黄病综合征；内源性褐黄病”，这是什么原因造成的？", "caused_by",
      "小儿黑酸尿综合征", D, mention="Garrod综合征；褐黄病综合征；内源性褐黄病"),
    # has_risk_factor
    Q("有多个性伴侣会增加得哪些病的风险呀？", "has_risk_factor", "多个性伴侣", CA),
    Q("爱吃海鲜喝啤酒，富含嘌呤类的食物是痛风的危险因素吧？", "has_risk_factor", "富含嘌呤类的食物", CA, named="痛风"),
    Q("爸妈都快七十了，年龄增长会让哪些病的风险变高？", "has_risk_factor", "年龄增长", CA),
    Q("我弟骑车摔了头，头部创伤以后容易得什么病？", "has_risk_factor", "头部创伤", CA),
    Q("剖过一胎，现在又怀上了，子宫瘢痕会增加前置胎盘的风险吗？", "has_risk_factor", "子宫瘢痕", CA, named="前置胎盘"),
    Q("乳腺癌在打靶向药，帕妥珠单抗的使用会增加哪些毛病的风险？", "has_risk_factor", "帕妥珠单抗的使用", CA),
    Q("在做妇女援助的志愿者，孕期伴侣暴力会是哪些病的危险因素呢？", "has_risk_factor", "孕期伴侣暴力", CA),
    # common_in
    Q("我三十五，想体检前心里有个数，中青年男性容易得哪些病？", "common_in", "中青年男性", PO),
    Q("搬了十几年砖，体力劳动者是不是很容易腰肌劳损？", "common_in", "体力劳动者", PO, named="腰肌劳损"),
    Q("我在做化疗，免疫功能低下者容易得哪些病呢？", "common_in", "免疫功能低下者", PO),
    Q("孩子有先心，先天性心脏病患者还容易得哪些病？", "common_in", "先天性心脏病患者", PO),
    Q("遗传性血管性水肿一般多见于哪些人？我们家好几个人嘴唇会突然肿起来", "common_in", "小儿遗传性血管神经性水肿", D,
      mention="遗传性血管性水肿"),
    Q("病历上写“门静脉高压症或班替综合征”，这个病多见于什么年纪的孩子？", "common_in", "小儿慢性充血性脾肿大症", D,
      mention="门静脉高压症或班替综合征"),
    Q("片子报告写着Fores—tier和Rotes—Querol型硬化性骨肥厚，这病一般什么人容易得？", "common_in", "弥漫性特发性骨肥厚", D,
      mention="Fores—tier和Rotes—Querol型硬化性骨肥厚"),
    # prevalent_in
    Q("公司要派我去南美国家常驻，那边流行哪些病？", "prevalent_in", "南美国家", RE),
    Q("看纪录片说印地安土著人口聚居地区缺医少药，那里哪些病比较流行？", "prevalent_in", "印地安土著人口聚居地区", RE),
    Q("报了个团去南美洲部分地区徒步，要提防哪些当地流行的病？", "prevalent_in", "南美洲部分地区", RE),
    Q("溶血性贫血在地中海那一带多吗？听说跟地中海贫血有关系", "prevalent_in", "溶血性贫血", D, named="地中海"),
    Q("溃疡性结肠炎是不是在西半球更常见？", "prevalent_in", "溃疡性结肠炎", D, named="西半球"),
    # treated_with
    Q("腰疼打过封闭，封闭疗法都能治哪些病？", "treated_with", "封闭疗法", TH),
    Q("我爸心跳快，医生提过射频消融术，这个能治哪些病？", "treated_with", "射频消融术", TH),
    Q("异基因造血干细胞移植一般用来治什么病？", "treated_with", "异基因造血干细胞移植", TH),
    Q("孩子整天抱着手机，心理干预对手机上网综合症有用吗？", "treated_with", "心理干预", TH, named="手机上网综合症"),
    Q("微创青光眼手术能治哪些眼病？", "treated_with", "微创青光眼手术", TH),
    Q("心梗住院医生给用了左旋肉碱，这是治急性心肌梗死的吗？不是减肥用的吗", "treated_with", "左旋肉碱", TH,
      named="急性心肌梗死"),
    Q("胃镜单子上写着“急性浅表性胃炎；急性胃炎”，该怎么治？", "treated_with", "急性单纯性胃炎", D,
      mention="急性浅表性胃炎；急性胃炎"),
    # metastasizes_to
    Q("手背发麻，医生摸了摸说桡侧皮神经粗了，哪些病会跑到桡侧皮神经上？", "metastasizes_to", "桡侧皮神经", BP),
    Q("医生说我爸这个癌容易往淋巴结和远端转移，是食管癌会这样吗？", "metastasizes_to", "淋巴结和远端", BP, named="食管癌"),
    Q("我爸支气管肺癌，CT上肾上腺有个结节，会是转移过去的吗？", "metastasizes_to", "支气管肺癌", D, named="肾上腺"),
    Q("感染性心内膜炎的细菌是长在心内膜表面吗？", "metastasizes_to", "感染性心内膜炎", D, named="心内膜表面"),
    Q("狂犬病毒会跑到泪腺里吗？病人的眼泪会不会传染", "metastasizes_to", "狂犬病", D, named="泪腺"),
    # invades
    Q("哪些癌会直接侵犯心脏呢？", "invades", "心脏", BP),
    Q("奶奶手指关节肿得变形，哪些病会侵犯手部？", "invades", "手部", BP),
    Q("哪些病会侵犯掌指关节？手指根那儿肿了两个月了", "invades", "掌指关节", BP),
    Q("喉镜说杓状软骨那里不对劲，什么病会侵犯杓状软骨？", "invades", "杓状软骨", BP),
    Q("化验单上淋巴细胞一直偏低，淋巴细胞会被哪些病侵犯？", "invades", "淋巴细胞", BP),
    # is_subtype_of
    Q("我爸查出心包有积液，心包的疾病都包括哪几种？", "is_subtype_of", "心包的疾病", D, reverse=True),
    Q("近视眼算不算屈光和调节疾患的一种？", "is_subtype_of", "屈光和调节疾患", D, named="近视眼", reverse=True),
    Q("宝宝查出来巨细胞病毒阳性，巨细胞病毒病分哪几种啊？", "is_subtype_of", "巨细胞病毒病", D, reverse=True),
    Q("孩子心超说心里有个洞，心间隔先天性畸形都包括哪些？", "is_subtype_of", "心间隔先天性畸形", D, reverse=True),
    Q("急性病毒性肝炎下面分哪几种？", "is_subtype_of", "急性病毒性肝炎", D, reverse=True),
    Q("脖子又红又肿又疼，诊断急性化脓性甲状腺炎，它属于甲状腺炎的一种吧？", "is_subtype_of", "急性化脓性甲状腺炎", D,
      named="甲状腺炎"),
    # related_disease
    Q("病人一吹风就浑身哆嗦，恐风跟哪些病有关？", "related_disease", "恐风", D, reverse=True),
    Q("大脚趾半夜疼醒，急性炎性关节炎跟痛风有关系吗？", "related_disease", "急性炎性关节炎", D, named="痛风",
      reverse=True),
    Q("心房黏液瘤跟哪些病有关联？", "related_disease", "心房黏液瘤", D, reverse=True),
    Q("这阵子登革热流行，孩子发烧抽了一次，幼儿惊厥跟登革热有关吗？", "related_disease", "幼儿惊厥", D, named="登革热",
      reverse=True),
    Q("急性迟缓性瘫痪跟什么病有关系嘛？", "related_disease", "急性迟缓性瘫痪", D, reverse=True),
    Q("营养科医生提了一嘴微量营养元素缺乏，它跟哪些病相关？", "related_disease", "微量营养元素缺乏", D, reverse=True),
    # differential_diagnosis
    Q("我老是反复洗手，强迫障碍容易跟哪个病搞混？", "differential_diagnosis", "强迫障碍", D, reverse=True),
    Q("病理说要考虑微囊性附属器癌，它需要跟哪些病鉴别？", "differential_diagnosis", "微囊性附属器癌", D, reverse=True),
    Q("孩子右下腹疼，医生说可能是急性肠系膜腺炎，也可能是急性阑尾炎，这俩要鉴别吧？", "differential_diagnosis",
      "急性肠系膜腺炎", D, named="急性阑尾炎", reverse=True),
    Q("转氨酶一下子上千，医生说是急性缺血性肝炎，它需要和哪些肝病区分？", "differential_diagnosis", "急性缺血性肝炎", D,
      reverse=True),
    Q("胸闷心慌，总觉得自己要死了，惊恐发作和慢性缺血性心脏病怎么区分？", "differential_diagnosis", "惊恐发作", D,
      named="慢性缺血性心脏病", reverse=True),
    Q("CT说肺里有个结节，可能是感染性肉芽肿，它要跟什么病鉴别？", "differential_diagnosis", "感染性肉芽肿", D,
      reverse=True),
    # indicated_for
    Q("孩子爱啃墙皮，医生说是异食癖，有什么药可以吃？", "indicated_for", "异食癖", D),
    Q("念珠菌性外阴阴道病用哪些药？", "indicated_for", "念珠菌性外阴阴道病", D),
    Q("慢性咽喉炎好几年了，西地碘含片能治吗？", "indicated_for", "慢性咽喉炎", D, named="西地碘含片"),
    Q("孩子咳嗽，医生开了坦刻，这个药主要治什么？", "indicated_for", "小儿化痰止咳颗粒", DR, mention="坦刻"),
    Q("我爸腿疼走不远，医生开了瑞潘通，是治脉管炎的吗？", "indicated_for", "己酮可可碱肠溶片", DR, mention="瑞潘通",
      named="脉管炎"),
    Q("感冒鼻塞咳嗽，联力克能治哪些症状？", "indicated_for", "愈酚伪麻待因口服溶液", DR, mention="联力克"),
    Q("佐派欣是治什么的哈？药店说是止咳的", "indicated_for", "左羟丙哌嗪颗粒", DR, mention="佐派欣"),
    # has_adverse_reaction
    Q("没怀孕却有乳汁，女性溢乳会不会是吃药引起的？哪些药会这样？", "has_adverse_reaction", "女性溢乳", S),
    Q("前列腺增生在吃盐酸坦索罗辛缓释胶囊，射精障碍是它引起的吗？", "has_adverse_reaction", "射精障碍", S,
      named="盐酸坦索罗辛缓释胶囊"),
    Q("吃了中成药以后尿黄，哪些药会引起尿黄？", "has_adverse_reaction", "尿黄", S),
    Q("医生开了硫酸阿托品片，我爸吃完小便困难，是这个药闹的吗？", "has_adverse_reaction", "小便困难", S,
      named="硫酸阿托品片"),
    Q("老人吃了药以后变得好斗，哪些药有这个副作用？", "has_adverse_reaction", "好斗", S),
    Q("吃了丹媚以后恶心想吐，它还有哪些副作用？", "has_adverse_reaction", "左炔诺孕酮肠溶片", DR, mention="丹媚"),
    Q("喷了同芬以后鼻子发干，鼻干是它的副作用吗？能不能接着用", "has_adverse_reaction", "富马酸酮替芬鼻腔喷雾剂", DR,
      mention="同芬", named="鼻干"),
    # has_ingredient
    Q("听说马兜铃酸伤肾，哪些中成药里含有木香马兜铃？", "has_ingredient", "木香马兜铃", IN),
    Q("孩子散瞳用的药，哪些眼药水里有托吡卡胺？", "has_ingredient", "托吡卡胺", IN),
    Q("当归尾都入了哪些中成药呢？", "has_ingredient", "当归尾", IN),
    Q("正露丸里是不是有木馏油？那股味道好冲", "has_ingredient", "木馏油", IN, named="正露丸"),
    Q("医生开的维畅，主要成分是什么？", "has_ingredient", "异丁司特缓释胶囊", DR, mention="维畅"),
    Q("孩子感冒吃可丽安，里面有咖啡因吗？", "has_ingredient", "小儿酚氨咖敏颗粒", DR, mention="可丽安", named="咖啡因"),
    # is_a_level3
    Q("我一个月疼好几回，抗偏头痛药都有哪些？", "is_a_level3", "抗偏头痛药", DC),
    Q("去非洲回来查出丝虫，抗丝虫病的药有哪几种？", "is_a_level3", "抗丝虫病", DC),
    Q("心跳太慢，抗慢速心律失常药有哪些？", "is_a_level3", "抗慢速心律失常药", DC),
    Q("我妈吃的唐贝克，属于哪一类药？", "is_a_level3", "格列吡嗪缓释胶囊", DR, mention="唐贝克"),
    Q("丽科乐是哪类药？医生说是抗病毒的", "is_a_level3", "更昔洛韦胶囊", DR, mention="丽科乐"),
    Q("肾结石医生开了可维加，它算电解质平衡调节药吗？", "is_a_level3", "枸橼酸钾颗粒", DR, mention="可维加",
      named="电解质平衡调节药"),
    # belongs_to
    Q("怀孕见红了，安胎剂有哪些？", "belongs_to", "安胎剂", PC),
    Q("身上的银屑一直不好，局部用治疗牛皮癣药都有哪些？", "belongs_to", "局部用治疗牛皮癣药", PC),
    Q("孕33周肚子老发紧，宫缩抑制剂有哪些药？", "belongs_to", "宫缩抑制剂", PC),
    Q("月悦安在药品分类上属于哪一类？", "belongs_to", "左炔诺孕酮炔雌醚片", DR, mention="月悦安"),
    Q("胃反酸吃的赛法雷，是哪一类的药？", "belongs_to", "尼扎替丁片", DR, mention="赛法雷"),
    Q("麻醉记录上写着易使宁，这个药属于哪一类？", "belongs_to", "恩氟烷", DR, mention="易使宁"),
    # drug_has_alias
    Q("骨转移在吃洛屈，它还有什么别的名字？", "drug_has_alias", "氯膦酸二钠胶囊", DR, mention="洛屈"),
    Q("输液单上写着可利斯安，这是哪个药的别名？", "drug_has_alias", "可利斯安", AL),
    Q("老药盒上印着去敏泰，它正式叫什么药名呀？", "drug_has_alias", "去敏泰", AL),
    Q("氯美扎酮片是不是就是芬那露？现在还买得到吗", "drug_has_alias", "氯美扎酮片", DR, named="芬那露"),
    Q("我妈便秘要买比沙可啶肠溶片，它在药店还能叫什么名字？", "drug_has_alias", "比沙可啶肠溶片", DR),
    # mainly_treats
    Q("碰了漆树浑身起疹子，漆疮可以用哪些草药？", "mainly_treats", "漆疮", D),
    Q("湿疹瘙痒用蛇床子煮水洗管用吗？", "mainly_treats", "湿疹瘙痒", D, named="蛇床子"),
    Q("泌尿系结石有哪些草药能治？", "mainly_treats", "泌尿系结石", D),
    Q("老人牙龈烂了，老中医说是牙疳，哪些药材能治？", "mainly_treats", "牙疳", D),
    Q("拉肚子还肚子疼，泻痢腹痛能用山楂吗？", "mainly_treats", "泻痢腹痛", D, named="山楂"),
    Q("山里人给的土白芷，主要治什么病？", "mainly_treats", "山白芷", M, mention="土白芷"),
    Q("老人说山膀胱能治疝气，是真的吗？", "mainly_treats", "摇钱树", M, mention="山膀胱", named="疝气"),
    # has_efficacy
    Q("有散风清热作用的药材有哪些？", "has_efficacy", "散风清热", EF),
    Q("沙棘能止咳祛痰吗？", "has_efficacy", "止咳祛痰", EF, named="沙棘"),
    Q("孩子一高烧就抽，哪些中药材能止痉？", "has_efficacy", "止痉", EF),
    Q("有泻下逐水功效的药材有哪些？", "has_efficacy", "泻下逐水", EF),
    Q("双眼龙叶有什么功效哈？", "has_efficacy", "巴豆叶", M, mention="双眼龙叶"),
    Q("贵州朋友说的木椒子叶，有什么功效啊？", "has_efficacy", "木姜子叶", M, mention="木椒子叶"),
    # distributed_in
    Q("原产伊朗的有哪些能入药？", "distributed_in", "原产伊朗", RE),
    Q("去凉山旅游想认认草药，四川西南部出产哪些药材？", "distributed_in", "四川西南部", RE),
    Q("图们江里能产哪些药材？", "distributed_in", "图们江", RE),
    Q("草莓是不是原产南美的？", "distributed_in", "原产南美", RE, named="草莓"),
    Q("淮木通主要产在哪些省？", "distributed_in", "川木通", M, mention="淮木通"),
    Q("藤防己一般分布在哪些地方啊？", "distributed_in", "广防己", M, mention="藤防己"),
    # material_has_alias
    Q("古方里写着恶实，是哪味药材的别名？", "material_has_alias", "恶实", AL),
    Q("老家把一碰就合上的草叫怕丑草，它是哪味药的别名？", "material_has_alias", "怕丑草", AL),
    Q("峨眉香料还有什么别名？", "material_has_alias", "峨眉香料", M),
    Q("异木患是不是又叫大果？", "material_has_alias", "异木患", M, named="大果"),
    Q("方叶五月茶在民间还有哪些叫法？", "material_has_alias", "方叶五月茶", M),
    # composed_of
    Q("哪些方子里用到春砂仁？", "composed_of", "春砂仁", IN),
    Q("明雄黄有毒吧，哪些方剂里会放明雄黄？", "composed_of", "明雄黄", IN),
    Q("梅片是冰片吧？哪些方子里有梅片？", "composed_of", "梅片", IN),
    Q("方子里写的榔片，哪些方剂会用它？", "composed_of", "榔片", IN),
    Q("枳实消痞丸里用的是枳实（炒）吗？", "composed_of", "枳实（炒）", IN, named="枳实消痞丸"),
    # formula_has_efficacy
    Q("痛经有血块，哪些方剂能散结止痛？", "formula_has_efficacy", "散结止痛", EF),
    Q("有柔肝熄风功效的方子有哪些？", "formula_has_efficacy", "柔肝熄风", EF),
    Q("肚子胀水，有泻下逐水作用的古方有哪些？", "formula_has_efficacy", "泻下逐水", EF),
    Q("滚痰丸是不是能泻火逐痰？", "formula_has_efficacy", "泻火逐痰", EF, named="滚痰丸"),
    Q("胃里堵得慌，哪些方子能消痞散结？", "formula_has_efficacy", "消痞散结", EF),
    Q("膝盖老疼，独活寄生汤能止痹痛吗？", "formula_has_efficacy", "止痹痛", EF, named="独活寄生汤"),
    # prescribed_for
    Q("心下痞硬用什么方子好呢？", "prescribed_for", "心下痞硬", D),
    Q("心胸烦热，中医有哪些方剂能治？", "prescribed_for", "心胸烦热", D),
    Q("恶寒无汗，可以用麻黄发表汤吗？", "prescribed_for", "恶寒无汗", D, named="麻黄发表汤"),
    Q("手足不温一到冬天更重，有哪些古方能治？", "prescribed_for", "手足不温", D),
    Q("身上长了个无名肿毒，哪些方子可以用？", "prescribed_for", "无名肿毒", D),
    Q("干咳无痰一个多月了，清燥救肺汤对症吗？", "prescribed_for", "干咳无痰", D, named="清燥救肺汤"),
    # formula_has_alias
    Q("半夏茯苓天麻汤其实是哪个方子的别名？", "formula_has_alias", "半夏茯苓天麻汤", AL),
    Q("八物麦门冬饮在古籍里还有什么叫法？", "formula_has_alias", "八物麦门冬饮", F),
    Q("茜根汤在别的医书里还叫什么？", "formula_has_alias", "八物茜根汤", F, mention="茜根汤"),
    Q("八物肾气丸跟八味丸是一个方子吗？", "formula_has_alias", "八物肾气丸", F, named="八味丸"),
    # check_for_disease
    Q("孩子老流鼻血，怀疑小儿血小板无力症，要做哪些检查才能查出来？", "check_for_disease", "小儿血小板无力症", D),
    Q("孩子吃了蚕豆以后发黄，医生怀疑6—磷酸葡萄糖脱氢酶缺乏症（G6PD），做哪些检查能查出来？", "check_for_disease",
      "小儿葡萄糖—6—磷酸脱氢酶缺乏症", D, mention="6—磷酸葡萄糖脱氢酶缺乏症（G6PD）"),
    Q("鼻子里老有臭烘烘的干酪样东西，干酪性鼻炎做哪些检查能确诊？", "check_for_disease", "干酪性鼻炎", D),
    Q("孩子吃花生出现严重过敏反应，皮肤点刺试验检查能查这个吗？", "check_for_disease", "小儿过敏症", D,
      mention="严重过敏反应", named="皮肤点刺试验检查"),
    Q("宝宝一直有点黄，医生怀疑先天性非溶血性黄疸，靠哪些检查能查出来？", "check_for_disease",
      "小儿黄疸肝脏色素沉着综合征", D, mention="先天性非溶血性黄疸"),
    Q("孕检做了抗风疹病毒抗体（RuV），是为了排查先天性风疹综合征吗？", "check_for_disease", "抗风疹病毒抗体（RuV）", C,
      named="先天性风疹综合征"),
    Q("抗麻疹病毒抗体检查能查出什么病呢？", "check_for_disease", "抗麻疹病毒抗体检查", C),
    # check_for_symptom
    Q("突然尿不出来，急性尿潴留一般要做哪些检查？", "check_for_symptom", "急性尿潴留", S),
    Q("孩子度数涨得飞快，医生说是恶性近视，要做哪些检查？", "check_for_symptom", "恶性近视", S),
    Q("慢性盆腔痛反反复复，医生会安排什么检查？", "check_for_symptom", "慢性盆腔痛", S),
    Q("手指痛风要做偏振光显微镜检查吗？", "check_for_symptom", "手指痛风", S, named="偏振光显微镜检查"),
    Q("流产两次了，医生让查抗心磷脂抗体检查，是因为习惯性流产吗？", "check_for_symptom", "抗心磷脂抗体检查", C,
      named="习惯性流产"),
    Q("早产视网膜病变筛查是针对哪些情况做的？", "check_for_symptom", "早产视网膜病变筛查", C),
    Q("医生让孩子做果糖耐量试验，这是针对什么症状的？", "check_for_symptom", "果糖耐量试验", C),
    # performed_by
    Q("想约个时间，妇产科那边能做哪几项检查呀？", "performed_by", "妇产科", DEP),
    Q("心血管造影检查是不是在心血管科做？要空腹吗", "performed_by", "心血管造影检查", C, named="心血管科"),
    Q("我爸胸口闷，心血管科负责哪些检查？", "performed_by", "心血管科", DEP),
    Q("宝宝的新生儿筛查是不是儿科负责？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查", named="儿科"),
    # check_has_alias
    Q("胃镜室的预约单上写着EUS，是哪项检查的缩写？", "check_has_alias", "EUS", AL),
    Q("新生儿疾病筛查检查的英文是不是newborn screening？", "check_has_alias", "新生儿疾病筛查检查", C,
      named="newborn screening"),
    Q("肌电图检查有没有英文简称？报告上看不懂", "check_has_alias", "肌电图检查", C),
    Q("神经内科的单子写着EMG，是什么检查？", "check_has_alias", "EMG", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day57"))
