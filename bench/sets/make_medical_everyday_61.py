"""Writes `medical_everyday_61.jsonl`, a sixty-first hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth and later ones, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times (invades, formula_has_alias and check_has_alias four times, prevalent_in
and performed_by five, cures, indicated_for, belongs_to, mainly_treats, has_efficacy, distributed_in, material_has_alias
and composed_of seven, the other twenty-two six). They are ordinary everyday questions by patients, parents and carers
(我爸查出来…, 孩子大便里有…, 宝宝老是流眼泪, 我妈甲减, 工友电接处烧伤送到医院), pharmacy customers (药店给了桑克令, 感冒了买了盒丰莱, 家里有支…眼药膏), herb buyers (山里人说的牛角七,
药材市场有人卖…, 老人说…煮水能治小孩疳积) and students (传染病学的题目问…, 复习内科学看到…, 方剂学要背…, 背方歌的时候记混了, 药理课作业问…, 中医文献课上提到…); 101 are tagged
`context`, and some name what the asker has in hand (CT报告上写着, 病理写的, B超报告上写着, 病历上写着DF待查, 书上写的).

Name slips. In 107 of the 210 questions the asker gets the name of the record asked about slightly wrong, the way people
really do, and the rest of the question is written right (the neighbours a question names are written as the network
records them or in plain words: 拉稀 for 稀便, 能活血吗 for 行气活血, 咖啡因 for 咖啡因32.5毫克, 上吐下泻 for 腹泻, 小腿前面 for 小腿前面皮肤, 神经系统以外的部位 for
非神经系统受累部位, 阿尔巴尼亚和俄罗斯…欧洲那边 for 欧洲：阿尔巴尼亚，俄罗斯和前苏联其他国家, and four ingredients without the 等
the network writes after them). The kinds of slip, and how many of each:
- 65 a homophone or near-homophone a pinyin keyboard offers in place of one character of the name, many of them alike in
  look too, for instance 通风 for 痛风 (twice) and 通风性心肌病 for 痛风性心肌病, 痛疯 for 痛风, 甲亢危像, 眼框脂肪瘤, 直肠线癌, 枢椎锥体骨折, 虐疾肾病 and 截虐七宝饮,
  疥创, 白殿风, 湿诊, 神精衰弱, 白日咳, 牙银癌, 登格热, 碳疽肺炎, 泡疹样天疱疮, 皋丸癌, 男性生殖腺技能减退症, 特发性关节痛综和征 and 类癌综和征 (和 for 合), 癌肿型关节炎 and 甲状腺功能减退型心肌病
  (型 for 性), 沉香化汽片, 泄痢保童丸, 潘托拉唑肠溶片 and 潘托拉唑肠溶胶囊, 牛黄清新丸, 注射用阿替普梅, 八珍定, 龟脾汤, 小馅胸汤, 八风续名汤, and 检察 or 捡查 for 检查 in the names
  of checks (粪便白细胞检察, 脑电图检察, 肌电图检察, 羊水细菌捡查);
- 8 a similar-looking character read or typed for one of the name (sounding differently or only near): 瑞列涤虫病 (涤 for 绦),
  延腺结核 (延 for 涎), 组织胞桨菌病, 立克次休病, 块雌醇片 (块 for 炔), 氯若昔康分散片, 当归粘痛汤, 拨毒锭;
- 13 a herb's name with a common wrong character: 独角金 for 独脚金, 翻石榴皮, 短柄五佳, 蟠龙参, 玳帽肉, 皂角叶, 矮茎朱沙根, 白八角连, 盾叶梅, 白背页, 短办花,
  皮袋香, 灯娥;
- 7 a drug's form word left off or changed: left off in 津力达 (津力达颗粒), 泰脂安 (泰脂安胶囊) and 泌淋清 (泌淋清胶囊), changed in 沥水调脂片 (a
  capsule), 治感佳片 (a capsule), 氨酚咖那敏胶囊 (a tablet) and 消眩止晕胶囊 (a tablet); each was chosen where no other drug record
  shares the name before its form word;
- 5 the ending changed between 症, 病 and 征: 汗孔角化症, 真菌过敏病, 狂犬症, 泌尿生殖系滴虫症, 白血病前期综合症;
- 3 one character dropped: 特发性急性肾小管间质肾炎, 特发性息肉样脉络膜血管病, 盆底膜疝;
- 3 one character added: 游走性结节性脂肪膜炎, 狼疮性肾脏损害, 氯霉素眼药膏;
- 3 two characters swapped: 火器性脑颅损伤, 酚氨咖匹林片, 耳鼻喉咽CT检查.
Such a question's gold entity is the record the asker means; its line has no mention (`mention` is null), since the
written form is neither the record's name nor an alias the network records, and it is tagged `name_slip`. Each question
carries its wrong form in the field `slip` of this file's `Q` (`make_medical_everyday.Q` with that one field more), and
before the set is built `slip_problems` checks that the wrong form is in the question, that the right name is not (nor
in simplified characters), and that the wrong form is not itself the name of any record of any type, an alias instance
or a drug's trade name. Each wrong form was also compared by hand with the network's names one or two characters from it
(湿诊 and 扪诊, 通风 and 肠风, 白殿风 and 白癞风, 延腺结核 and 乳腺结核, 独角金 and 独角莲, 翻石榴皮 and 石榴皮, 直肠线癌 and 直肠癌), so that only one record
fits a question for a reader who knows the field; 百喉 for 白喉 (as near 百日咳), 痣 for 痔 and 类癌综合症 (records of their own), 白蔗
for 白藨 and 皮肤骨肿瘤 (as near 皮肤肿瘤) were set aside. `make_medical_everyday_4.build_with_written_forms` builds the lines with `make_medical_everyday.build`,
the right name standing in for the wrong form while the question is checked, so every other check of that build (the
relation, the entity, the named neighbour, the answers) holds for these lines as for the others; the wrong forms are
then put back, the mention left empty and the tag added.

Records: taken from the sixth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 59 and the three alias
sets) contains and that none of them uses as an entity or a mention; the forty-first and fifty-first sets drew from the
sixth tenth too, and this one takes only what they and every other set left (has_complication had twelve such records,
has_alias seven). Where every source of a relation type in that window is already asked about, as for the forty-first
and fifty-first sets, the question names one neighbour no earlier question names (neither in its text nor as a named
answer), asks from the relation's target end, names its entity by an alias, or asks a record again in new words:
- cures has 106 window sources and none left: its seven questions each name a drug no earlier question names (甲癣 →
  环吡酮胺乳膏, 甲状腺功能减退症 → 甲状腺片, 突发性耳聋 → 黄豆苷元片, 疥疮 → 林旦乳膏, 白癜风 → 甲氧沙林片, 痛风 → 苯溴马隆片, 神经衰弱 → 复方五味子片), the first three by the
  aliases 灰指甲, 甲减 and 突聋, the other four slipped.
- has_risk_factor has 18 window sources: four questions name a risk factor no earlier question names (湿疹 ← 过敏史, 狂犬病 ←
  在丛林狩猎或徒步, 痛风 ← 使用利尿剂, 癫痫持续状态 ← 慢性酒精中毒), 瘢痕疙瘩, whose risk factors earlier questions name, is asked openly by
  its alias 疤痕疙瘩, and one question asks from the target end (被动物咬伤, a risk factor of 狂犬病, never an earlier question's entity).
- prevalent_in has five window sources (白喉, 百日咳, 破伤风, 类风湿性关节炎, 组织胞浆菌病); only 白喉 has a neighbour no earlier question
  names (欧洲：阿尔巴尼亚，俄罗斯和前苏联其他国家, asked about in words); 百日咳 and 组织胞浆菌病 (both slipped) and 类风湿性关节炎 are asked in new words,
  and one question asks from the target end (资源贫乏地区, where 破伤风 is prevalent, never an earlier question's entity).
- metastasizes_to has five window sources (皮疹, 真菌性脑膜炎, 睾丸癌, 破伤风, 类癌综合征) and none has a neighbour no earlier question
  names: 真菌性脑膜炎 names one again (非神经系统受累部位), 睾丸癌, 类癌综合征 and 破伤风 are asked in new words (the first two slipped), 皮疹 by
  its alias 弥漫性发疹, and one question asks from the target end (脑, never an earlier question's entity).
- invades has three (肛门癌, 肝内胆管癌, 肝癌), with none either: two name one again (肛门癌 → 阴道, 肝癌 → 胆道), 肝内胆管癌 is asked in new
  words (slipped) and one question asks from the target end (肝, never an earlier question's entity).
- related_disease (30 window sources): five questions name a neighbour no earlier question names (登革热 ↔ 幼儿热性癫痫, 矽肺病 ↔
  结缔组织疾病 by its alias 硅肺, 皮肤白喉 ↔ 皮肤溃疡, 立克次体病 ↔ 大关节关节炎, 痛风 ↔ 急性少尿型肾衰), and one asks from the target end
  (良性直肠出血, which 痔 is related to, never an earlier question's entity).
- differential_diagnosis (12): four name a neighbour no earlier question names (疟疾 ↔ 军团菌病, 痛风 ↔ 脓毒性关节炎, 登革热 ↔ 西尼罗河病毒 by
  its alias DF, 癫痫持续状态 ↔ 心因性非癫痫性 SE), and 病毒性胃肠炎 and 甲状腺功能减退症, whose neighbours earlier questions name, are asked openly
  by their aliases 病毒性腹泻 and 甲减.
- drug_has_alias: the window holds seven drugs (注射用重组人干扰素β1b, 注射用阿替普酶, 消食药, 牛黄清心丸, 特洛伪麻胶囊, 特非那定片, 环酯红霉素胶囊), all of whose
  aliases earlier questions name, and every alias instance of them is an earlier question's entity: 牛黄清心丸, 环酯红霉素胶囊 and
  注射用阿替普酶 are asked in new words (all three slipped), and 特非那定片 → 敏迪, 特洛伪麻胶囊 → 新芬泰 and 消食药 → 消导药 name an alias again.
- composed_of (18 window formulas): seven questions each name an ingredient no earlier question names (八珍锭 → 没药, 八生饮子 →
  天雄, 八神来复丹 → 硫黄, 八痞丸 → 鳣头甲等 by its alias 拓痞丸, 八风丹 → 麝香等 by its alias 八风丸（《圣济总录》卷十六）, 八角茴香丸 → 吴萸等, 八解散 → 陈皮等), the four
  written with 等 named without it, the way people write them.
- formula_has_efficacy (30): six name an efficacy no earlier question names (当归拈痛汤 → 疏风止痛, 旋复代赭汤 → 益气和胃, 拔毒锭 → 攻毒化脓止痛,
  易黄汤 → 固肾止带, 归肾丸 → 补阴益阳, 开郁老蔻丸 → 宽胸利膈).
- prescribed_for (34): six name what the formula treats and no earlier question names (小陷胸汤 → 胸脘痞闷, 平胃散 → 嗳气吞酸, 截疟七宝饮 →
  寒热休作有时, 巴戟天饮 → 脚膝疼痛 by its alias 巴戟汤, an earlier set's mention, 归脾汤 → 心悸怔忡, 开郁顺气丸 → 两胁攻痛).
- formula_has_alias has 29 sources and its window three (八风散, 八风续命汤, 八风防风散): 八风防风散 is asked openly, its one alias
  《外台》引作"防风散" named by no earlier question; 八风续命汤 (slipped) and 八风散 are asked in new words; and one question asks what
  八风汤（《保婴撮要》卷二十）, 八风散's alias and never an earlier question's entity, stands for.
- performed_by has six sources and its window none, as for the forty-first and fifty-first sets: its questions take the
  record in whose place in key order the sixth tenth falls (无痛胃镜检查, the fourth, slipped), the record after it (脑电图检查,
  slipped, and by its alias EEG, earlier sets' mention), that record's target end (神经科, asked again in new words) and
  the record before it (新生儿疾病筛查检查, by its alias 新生儿筛查).
- check_has_alias has seven sources and its window one (肌电图检查, the fourth), asked slipped and by what electromyography
  stands for (an earlier question's entity, asked here in other words); the record before it (新生儿疾病筛查检查, by its alias
  新生儿筛查) and the record after it (脑电图检查) are asked in new words.
Some records are asked under two relation types or more: 痛风 four times (cures, has_risk_factor, related_disease,
differential_diagnosis), 脑电图检查 three times, and 烟雾病, 牙源性皮瘘, 皮肤脑膜瘤, 淋巴结—胆道综合征, 甲状腺功能减退症, 癫痫持续状态, 登革热 and 新生儿疾病筛查检查 twice.

72 questions name the one neighbour they ask about (沙眼衣原体肺炎 → 寒战, 直肠后间隙脓肿 → 肛肠科, 生殖道沙眼衣原体感染 → 核酸扩增试验, 枕颈关节损伤 → 瘫痪,
枢椎椎体骨折 → 脑脊液漏, 盲肠肉芽肿 → 肠梗阻, 游走性结节性脂膜炎 → 小腿前面皮肤, 柯兴综合征 → 库欣综合征, 甲状腺功能减退性心肌病 → 甲状腺激素分泌不足, 气单胞菌肺炎 → 肝硬化, 皮肌炎/多发性肌炎 →
大剂量静脉丙种球蛋白, 电接触烧伤 → 液体复苏, 疱疹样天疱疮 → 天疱疮, 狼疮性肾损害 → 系统性红斑狼疮, 津力达颗粒 → 糖尿病, 氯霉素眼膏 → 睑缘炎, 沥水调脂胶囊 → 稀便, 琦克 → 氯雷他定, 氨酚咖那敏片 →
咖啡因32.5毫克, 治感佳胶囊 → 中成药, 盾形草 → 痢疾, 番石榴皮 → 牙痛, 玳瑁肉 → 行气活血, 皂荚叶 → 生发, 白八角莲 → 湖北, 细菌性食物中毒检测 → 腹泻, and the neighbours above);
39 of them are slipped. Eight are asked from the relation's target end: the six above (被动物咬伤, 资源贫乏地区, 脑, 肝, 良性直肠出血, 神经科) and the two
that ask what an alias stands for (八风汤（《保婴撮要》卷二十）, electromyography), whose gold is the alias instance, answered by the
record that lists it.

About one question in four (48 of 210) names its entity by a name the network records for that very instance, written
right: disease aliases (15: Moyamoya病 twice, 沙样脑膜瘤 twice, 甲减 twice, 牙齿窦道, Derincentis综合征, 灰指甲, 突聋, 疤痕疙瘩, 弥漫性发疹, 硅肺, DF,
病毒性腹泻); drug trade names (15: 彼欣, 桑克令, 楚来, 伉尔纾宁, 普罗纳克, 新溶君美, 海王银得菲, 琦克, 丰莱, 叶洛抒, 吉速星, 东方金宝, 塞普, 可宝净, 平安行, each
listed by that one drug's `trade_name` property and each a drug record of its own too, labelled as in the earlier sets:
the gold is the standard record, the mention the trade name, the line tagged `alias`); medicinal material aliases (12:
牛角七, 盾形草, 禾木张, 牛连贴, 金柑藤, 兴安女娄菜, 望北京, 透明草, 青杠转, 伞把木, 露天金钱草, 鱼眼根); formula aliases (3: 拓痞丸, 八风丸（《圣济总录》卷十六）, 巴戟汤); check
aliases (3: 新生儿筛查 twice and EEG, both check records too). 病毒性腹泻 is a symptom record too and 突聋 a cause record, and the
wording says the disease is meant (医生说像病毒性腹泻, 住院输液). Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance. 38 lines
are tagged `ambiguous_name` (the entity's own name is also a record of another type, such as 痛风, 湿疹, 疟疾, 登革热 and 甲亢危象,
symptom or cause records besides diseases, 肝 and 脑 records of several types, 盘龙参 and 狼毒 ingredients besides medicinal
materials), and the wording says which is meant (医生说, 查出, 转移到, 侵犯到, 这味药).

The machinery is `make_medical_everyday.py`'s, extended for the wrong forms as described above: each question carries
its gold relation type, the entity it is about (and how it names it, or the wrong form it writes) and, when it names one
neighbour, that neighbour; the answers are read from the built network and the file is checked with the evaluation
harness's validator before it is written. Tags are the same, with `name_slip` besides.

    .venv/bin/python bench/sets/make_medical_everyday_61.py    # rewrites bench/sets/medical_everyday_61.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import AL, BP, C, CA, D, DEP, DR, F, M, RE  # noqa: E402
from bench.sets.make_medical_everyday_4 import main_with_written_forms  # noqa: E402
from core.text import in_simplified_characters  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_61.jsonl"


class Q(NamedTuple):
    """`make_medical_everyday.Q` with one field more: `slip`, the wrong form in which the question writes its
    entity's name (the question then has no mention and is tagged `name_slip`)."""
    question: str
    relation: str
    entity: str
    object_type: str
    mention: str | None = None   # how the question names the entity, when not by its name
    named: str | None = None     # the one neighbour the question names (its only gold answer)
    reverse: bool = False        # asked from the target end (implied when the type is the target's)
    slip: str | None = None      # the entity's name as the question gets it wrong


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我爸CT报告上写着Moyamoya病，这个病平时会有哪些表现？", "has_symptom", "烟雾病", D, mention="Moyamoya病"),
    Q("我妈甲亢好多年了，医生说这回差点发展成甲亢危像，真要发作起来人会有哪些症状啊", "has_symptom", "甲亢危象", D,
      slip="甲亢危像"),
    Q("孩子大便里有白色的小节片，医院说是瑞列涤虫病，孩子一般会有什么不舒服？", "has_symptom", "瑞列绦虫病", D,
      slip="瑞列涤虫病"),
    Q("我爸查出来通风性心肌病，这个病一般会有哪些表现", "has_symptom", "痛风性心肌病", D, slip="通风性心肌病"),
    Q("手背上长了好几圈边缘凸起的斑，皮肤科说是汗孔角化症，除了这个还会有啥表现", "has_symptom", "汗孔角化病", D,
      slip="汗孔角化症"),
    Q("沙眼衣原体肺炎会不会打寒战？", "has_symptom", "沙眼衣原体肺炎", D, named="寒战"),
    # designated_to
    Q("下巴上有个小口子老往外冒脓，牙医说是牙齿窦道，这种情况该挂哪个科？", "designated_to", "牙源性皮瘘", D,
      mention="牙齿窦道"),
    Q("耳朵前面腮帮子上长了个硬疙瘩，社区医生怀疑是延腺结核，去大医院挂什么科", "designated_to", "涎腺结核", D,
      slip="延腺结核"),
    Q("屁股后面坠胀还发烧，医生说是直肠后间隙脓肿，是去肛肠科看吗？", "designated_to", "直肠后间隙脓肿", D, named="肛肠科"),
    Q("我一进潮湿发霉的屋子就打喷嚏起疹子，说是真菌过敏病，医院里哪个科看这个", "designated_to", "真菌过敏症", D,
      slip="真菌过敏病"),
    Q("老公查出男性生殖腺技能减退症，要挂哪个科的号？", "designated_to", "男性生殖腺机能减退症", D,
      slip="男性生殖腺技能减退症"),
    Q("烧伤好了以后手指头伸不直，医生说是烧伤后关节疆硬，复诊要挂哪个科", "designated_to", "烧伤后关节僵硬", D,
      slip="烧伤后关节疆硬"),
    # checks
    Q("头皮底下摸到个小疙瘩，切下来病理写的是沙样脑膜瘤，还要做哪些检查？", "checks", "皮肤脑膜瘤", D, mention="沙样脑膜瘤"),
    Q("我妈一只眼睛往外鼓，医生怀疑是眼框脂肪瘤，要做哪些检查才能确诊？", "checks", "眼眶脂肪瘤", D, slip="眼框脂肪瘤"),
    Q("我爸大便变细还带血，医生说可能是直肠线癌，一般要查哪些项目", "checks", "直肠腺癌", D, slip="直肠线癌"),
    Q("生殖道沙眼衣原体感染要做核酸扩增试验吗？", "checks", "生殖道沙眼衣原体感染", D, named="核酸扩增试验"),
    Q("我总是不停地流眼泪，医生说是泪液分泌过多，需要做什么检查？", "checks", "泪液分泌过多", D),
    Q("我哥打猎时被猎枪误伤了头，医生说是火器性脑颅损伤，要拍哪些片子、做哪些检查", "checks", "火器性颅脑损伤", D,
      slip="火器性脑颅损伤"),
    # has_complication
    Q("枕颈关节损伤会不会导致瘫痪？", "has_complication", "枕颈关节损伤", D, named="瘫痪"),
    Q("我爸摔了一跤，片子上写着枢椎锥体骨折，会不会并发脑脊液漏？", "has_complication", "枢椎椎体骨折", D,
      slip="枢椎锥体骨折", named="脑脊液漏"),
    Q("椎弓结核要是拖着不治，会引出哪些并发症？", "has_complication", "椎弓结核", D),
    Q("女儿查出特发性急性肾小管间质肾炎，以后可能出现哪些并发症", "has_complication", "特发性急性肾小管间质性肾炎", D,
      slip="特发性急性肾小管间质肾炎"),
    Q("从非洲回来得了虐疾肾病，这病后面还会带出什么问题？", "has_complication", "疟疾肾病", D, slip="虐疾肾病"),
    Q("做肠镜说是盲肠肉牙肿，这个会不会拖成肠梗阻", "has_complication", "盲肠肉芽肿", D, slip="盲肠肉牙肿",
      named="肠梗阻"),
    # cures
    Q("灰指甲好几年了，药店推荐环吡酮胺乳膏，这个能治灰指甲吗？", "cures", "甲癣", D, mention="灰指甲", named="环吡酮胺乳膏"),
    Q("我妈甲减，医生开了甲状腺片，这个药就是治甲减的吧？", "cures", "甲状腺功能减退症", D, mention="甲减", named="甲状腺片"),
    Q("突聋住院输液，医生又加了黄豆苷元片，这个药也是治突聋的吗", "cures", "突发性耳聋", D, mention="突聋",
      named="黄豆苷元片"),
    Q("孩子身上痒得睡不着，医生说是疥创，开了林旦乳膏，这药是治这个的吗？", "cures", "疥疮", D, slip="疥创",
      named="林旦乳膏"),
    Q("脸上长了几块白斑，医生说是白殿风，甲氧沙林片能治吗", "cures", "白癜风", D, slip="白殿风", named="甲氧沙林片"),
    Q("我爸通风老犯，医生给开了苯溴马隆片，这个药管用吗？", "cures", "痛风", D, slip="通风", named="苯溴马隆片"),
    Q("神精衰弱晚上老睡不着，吃复方五味子片有用吗", "cures", "神经衰弱", D, slip="神精衰弱", named="复方五味子片"),
    # shown_on
    Q("B超报告上写着Derincentis综合征，这个病是长在哪个部位的？", "shown_on", "淋巴结—胆道综合征", D,
      mention="Derincentis综合征"),
    Q("皮肤骨瘤一般长在身上哪些地方？", "shown_on", "皮肤骨瘤", D),
    Q("我爸查出癌肿型关节炎，这种关节炎一般发生在哪些关节", "shown_on", "癌肿性关节炎", D, slip="癌肿型关节炎"),
    Q("孩子屁股上长了一片软软的小疙瘩，医生说是浅表脂肪瘤样志，这病一般长在哪？", "shown_on", "浅表脂肪瘤样痣", D,
      slip="浅表脂肪瘤样志"),
    Q("我妈腿上老冒出一个个红疙瘩，医生说是游走性结节性脂肪膜炎，是不是都长在小腿前面？", "shown_on", "游走性结节性脂膜炎", D,
      slip="游走性结节性脂肪膜炎", named="小腿前面皮肤"),
    Q("体检报告写着特发性关节痛综和征，主要是身上哪些部位疼", "shown_on", "特发性关节痛综合征", D,
      slip="特发性关节痛综和征"),
    # has_alias
    Q("桡骨干下三分之一骨折合并下尺桡关节脱位，这么长的名字有没有简单点的叫法？", "has_alias",
      "桡骨干下三分之一骨折合并下尺桡关节脱位", D),
    Q("小腿上烂了好久，医生说是深浓疱病，这病老一辈管它叫什么", "has_alias", "深脓疱病", D, slip="深浓疱病"),
    Q("牙源性皮漏还有别的叫法吗？", "has_alias", "牙源性皮瘘", D, slip="牙源性皮漏"),
    Q("毛囊瘤在病理报告上还可能写成什么名字？", "has_alias", "毛囊瘤", D),
    Q("淋巴节—胆道综合征有没有英文名或者别的名字", "has_alias", "淋巴结—胆道综合征", D, slip="淋巴节—胆道综合征"),
    Q("柯兴综合征跟库欣综合征是一回事吗？", "has_alias", "柯兴综合征", D, named="库欣综合征"),
    # caused_by
    Q("医生说我爸是Moyamoya病，这个病到底是什么原因引起的？", "caused_by", "烟雾病", D, mention="Moyamoya病"),
    Q("牙疼得钻心，医生说是牙随病，这个病是怎么引起的，补牙的材料也会导致吗", "caused_by", "牙髓病", D, slip="牙随病"),
    Q("宝宝老是流眼泪，医生说是益泪症，是什么原因造成的？", "caused_by", "溢泪症", D, slip="益泪症"),
    Q("去地中海旅游回来发烧，医生怀疑是白岭热，这病是怎么得上的", "caused_by", "白蛉热", D, slip="白岭热"),
    Q("甲状腺功能减退型心肌病是不是甲状腺激素分泌不足引起的", "caused_by", "甲状腺功能减退性心肌病", D,
      slip="甲状腺功能减退型心肌病", named="甲状腺激素分泌不足"),
    Q("生完孩子后老觉得下面往下坠，医生说是盆底膜疝，这是什么原因造成的？", "caused_by", "盆底腹膜疝", D,
      slip="盆底膜疝"),
    # has_risk_factor
    Q("我有过敏史，是不是比别人更容易得湿诊？", "has_risk_factor", "湿疹", D, slip="湿诊", named="过敏史"),
    Q("我们打算去丛林里徒步，在丛林狩猎或徒步会增加得狂犬症的风险吗", "has_risk_factor", "狂犬病", D, slip="狂犬症",
      named="在丛林狩猎或徒步"),
    Q("孩子在乡下被狗咬了一口，被动物咬伤会增加得哪些病的风险？", "has_risk_factor", "被动物咬伤", CA),
    Q("我爸一直在吃利尿剂，听说使用利尿剂会让人更容易得痛风，是真的吗", "has_risk_factor", "痛风", D, named="使用利尿剂"),
    Q("长期喝酒的人是不是更容易出现颠痫持续状态，慢性酒精中毒算危险因素吗？", "has_risk_factor", "癫痫持续状态", D,
      slip="颠痫持续状态", named="慢性酒精中毒"),
    Q("胳膊上的疤痕疙瘩越长越大，这东西跟哪些因素有关？", "has_risk_factor", "瘢痕疙瘩", D, mention="疤痕疙瘩"),
    # common_in
    Q("我姐查出未分化结蒂组织病，这个病一般是什么人容易得", "common_in", "未分化结缔组织病", D, slip="未分化结蒂组织病"),
    Q("特发性息肉样脉络膜血管病多见于哪些人？", "common_in", "特发性息肉样脉络膜血管病变", D,
      slip="特发性息肉样脉络膜血管病"),
    Q("泌尿生殖系滴虫症一般哪类人得得多", "common_in", "泌尿生殖系滴虫病", D, slip="泌尿生殖系滴虫症"),
    Q("毛细淋巴管瘤是不是小孩子更容易长？", "common_in", "毛细淋巴管瘤", D),
    Q("肝硬化的人是不是更容易得气单孢菌肺炎", "common_in", "气单胞菌肺炎", D, slip="气单孢菌肺炎", named="肝硬化"),
    Q("甲亢合并妊娠多见于多大年纪的女性？", "common_in", "甲亢合并妊娠", D),
    # prevalent_in
    Q("下个月要去阿尔巴尼亚和俄罗斯，听说欧洲那边现在还有白喉，是真的吗？", "prevalent_in", "白喉", D,
      named="欧洲：阿尔巴尼亚，俄罗斯和前苏联其他国家"),
    Q("类风湿性关节炎是不是在某些国家特别多，具体是哪些地方", "prevalent_in", "类风湿性关节炎", D),
    Q("小时候得过白日咳，这个病现在在哪些地方还比较多？", "prevalent_in", "百日咳", D, slip="白日咳"),
    Q("组织胞桨菌病主要在哪些地区流行", "prevalent_in", "组织胞浆菌病", D, slip="组织胞桨菌病"),
    Q("在资源贫乏地区，哪些病比较常见？", "prevalent_in", "资源贫乏地区", RE),
    # treated_with
    Q("我爸得了牙银癌，医生说要综合治疗，一般有哪些治疗方法？", "treated_with", "牙龈癌", D, slip="牙银癌"),
    Q("医生说我妈是皮肌炎/多发性肌炎，需要打大剂量静脉丙种球蛋白吗", "treated_with", "皮肌炎/多发性肌炎", D,
      named="大剂量静脉丙种球蛋白"),
    Q("工友电接处烧伤送到医院，是不是要先做液体复苏？", "treated_with", "电接触烧伤", D, slip="电接处烧伤",
      named="液体复苏"),
    Q("我妈查出癌症以后情绪特别差，医生说是癌症伴发的精神障碍，这种情况怎么治", "treated_with", "癌症伴发的精神障碍", D),
    Q("眼科说是炎症相关性清光眼，一般怎么治疗？", "treated_with", "炎症相关性青光眼", D, slip="炎症相关性清光眼"),
    Q("眼部肿瘤有哪些治疗办法", "treated_with", "眼部肿瘤", D),
    # metastasizes_to
    Q("真菌性脑模炎除了脑子，会不会扩散到神经系统以外的部位？", "metastasizes_to", "真菌性脑膜炎", D,
      slip="真菌性脑模炎", named="非神经系统受累部位"),
    Q("我哥查出皋丸癌，医生让查淋巴结，这个癌一般先转移到哪", "metastasizes_to", "睾丸癌", D, slip="皋丸癌"),
    Q("类癌综和征是转到哪个器官上了？", "metastasizes_to", "类癌综合征", D, slip="类癌综和征"),
    Q("破伤风会经什么途径扩散到全身", "metastasizes_to", "破伤风", D),
    Q("皮肤科写的弥漫性发疹，一般会蔓延到身上哪些地方？", "metastasizes_to", "皮疹", D, mention="弥漫性发疹"),
    Q("哪些病会转移到脑子里去？", "metastasizes_to", "脑", BP),
    # invades
    Q("肛门癌长大了会不会侵犯到阴道？", "invades", "肛门癌", D, named="阴道"),
    Q("肝内胆官癌会往周围哪些地方长", "invades", "肝内胆管癌", D, slip="肝内胆官癌"),
    Q("我舅舅是肝癌，医生说癌肿可能会长到胆道里去，是这样吗？", "invades", "肝癌", D, named="胆道"),
    Q("哪些肿瘤会直接侵犯到肝？", "invades", "肝", BP),
    # is_subtype_of
    Q("传染病学的题目问碳疽肺炎属于哪一大类病，答案是什么", "is_subtype_of", "炭疽肺炎", D, slip="碳疽肺炎"),
    Q("泡疹样天疱疮是天疱疮的一种吗？", "is_subtype_of", "疱疹样天疱疮", D, slip="泡疹样天疱疮", named="天疱疮"),
    Q("复习内科学看到白血病前期综合症，它在分类上归哪种病", "is_subtype_of", "白血病前期综合征", D, slip="白血病前期综合症"),
    Q("狼疮性肾脏损害是不是系统性红斑狼疮的一种？", "is_subtype_of", "狼疮性肾损害", D, slip="狼疮性肾脏损害",
      named="系统性红斑狼疮"),
    Q("甲床炎算是哪一类病", "is_subtype_of", "甲床炎", D),
    Q("病理写的沙样脑膜瘤，在肿瘤分类里算哪一类？", "is_subtype_of", "皮肤脑膜瘤", D, mention="沙样脑膜瘤"),
    # related_disease
    Q("登格热跟幼儿热性癫痫有没有关系？", "related_disease", "登革热", D, slip="登格热", named="幼儿热性癫痫"),
    Q("我爸是硅肺，听说跟结缔组织疾病有关，是真的吗", "related_disease", "矽肺病", D, mention="硅肺", named="结缔组织疾病"),
    Q("皮肤白喉跟皮肤溃疡有关系吗？", "related_disease", "皮肤白喉", D, named="皮肤溃疡"),
    Q("立克次休病跟大关节关节炎有关吗？", "related_disease", "立克次体病", D, slip="立克次休病", named="大关节关节炎"),
    Q("我爸通风十几年了，医生提醒小心急性少尿型肾衰，这俩有关系吗", "related_disease", "痛风", D, slip="通风",
      named="急性少尿型肾衰"),
    Q("大便上带了点鲜血，医生说是良性直肠出血，这个跟哪些病有关系？", "related_disease", "良性直肠出血", D, reverse=True),
    # differential_diagnosis
    Q("发烧怀疑是疟疾，要不要跟军团菌病区分开？", "differential_diagnosis", "疟疾", D, named="军团菌病"),
    Q("我爸脚趾头又红又肿，医生说像痛疯，但要跟脓毒性关节炎鉴别，这俩怎么区分", "differential_diagnosis", "痛风", D,
      slip="痛疯", named="脓毒性关节炎"),
    Q("出差回来发烧，病历上写着DF待查，要跟西尼罗河病毒感染区分吗？", "differential_diagnosis", "登革热", D, mention="DF",
      named="西尼罗河病毒"),
    Q("孩子上吐下泻，医生说像病毒性腹泻，还要跟哪些病区分", "differential_diagnosis", "病毒性胃肠炎", D, mention="病毒性腹泻"),
    Q("抽个不停送了急诊，医生说要分清是癫痫持续壮态还是心因性非癫痫性 SE，这俩怎么区分？", "differential_diagnosis",
      "癫痫持续状态", D, slip="癫痫持续壮态", named="心因性非癫痫性 SE"),
    Q("甲减容易跟哪些病搞混？", "differential_diagnosis", "甲状腺功能减退症", D, mention="甲减"),
    # indicated_for
    Q("医生开的彼欣是治什么的？", "indicated_for", "泛昔洛韦胶囊", DR, mention="彼欣"),
    Q("孩子流鼻涕打喷嚏，药店给了桑克令，这药主要治什么", "indicated_for", "氯苯那敏伪麻黄碱口服溶液", DR, mention="桑克令"),
    Q("关节疼，医生开了楚来，这个药能治哪些病？", "indicated_for", "水杨酸咪唑片", DR, mention="楚来"),
    Q("饭后老打嗝肚子胀，沉香化汽片能吃吗，主要治什么", "indicated_for", "沉香化气片", DR, slip="沉香化汽片"),
    Q("孩子拉肚子，老人让吃泄痢保童丸，这药是治什么的？", "indicated_for", "泻痢保童丸", DR, slip="泄痢保童丸"),
    Q("医生给我爸开了津力达，这药是治糖尿病的吗", "indicated_for", "津力达颗粒", DR, slip="津力达", named="糖尿病"),
    Q("家里有支氯霉素眼药膏，能治睑缘炎吗？", "indicated_for", "氯霉素眼膏", DR, slip="氯霉素眼药膏", named="睑缘炎"),
    # has_adverse_reaction
    Q("孩子哮喘医生开了伉尔纾宁，吃了会有什么副作用？", "has_adverse_reaction", "沙丁胺醇口腔崩解片", DR, mention="伉尔纾宁"),
    Q("眼科开的普罗纳克，滴了以后眼睛可能会有哪些不良反应", "has_adverse_reaction", "溴芬酸钠水合物滴眼液", DR,
      mention="普罗纳克"),
    Q("嗓子疼吃了新溶君美，会不会过敏起疹子？", "has_adverse_reaction", "溶菌酶肠溶片", DR, mention="新溶君美"),
    Q("沥水调脂片吃了会不会拉稀", "has_adverse_reaction", "沥水调脂胶囊", DR, slip="沥水调脂片", named="稀便"),
    Q("潘托拉唑肠溶胶囊吃久了有哪些不良反应？", "has_adverse_reaction", "泮托拉唑肠溶胶囊", DR, slip="潘托拉唑肠溶胶囊"),
    Q("我妈在吃泰脂安，吃了以后胃里不舒服，这药还有什么副作用", "has_adverse_reaction", "泰脂安胶囊", DR, slip="泰脂安"),
    # has_ingredient
    Q("海王银得菲里面都有什么成分？", "has_ingredient", "氨酚伪麻那敏片（II）", DR, mention="海王银得菲"),
    Q("琦克里面含氯雷他定吗", "has_ingredient", "氯雷伪麻缓释片", DR, mention="琦克", named="氯雷他定"),
    Q("感冒了买了盒丰莱，它的成分是什么？", "has_ingredient", "氨酚氯汀伪麻片", DR, mention="丰莱"),
    Q("氨酚咖那敏胶囊里面有咖啡因吗", "has_ingredient", "氨酚咖那敏片", DR, slip="氨酚咖那敏胶囊", named="咖啡因32.5毫克"),
    Q("泌淋清里面是哪些中药？", "has_ingredient", "泌淋清胶囊", DR, slip="泌淋清"),
    Q("氨芬维C分散片含哪些成分", "has_ingredient", "氨酚维C分散片", DR, slip="氨芬维C分散片"),
    # is_a_level3
    Q("医生开的叶洛抒是哪一类药？", "is_a_level3", "甲磺酸瑞波西汀胶囊", DR, mention="叶洛抒"),
    Q("吉速星属于什么类的药", "is_a_level3", "甲磺酸吉米沙星片", DR, mention="吉速星"),
    Q("妇科开的东方金宝是什么类型的药？", "is_a_level3", "甲硝唑阴道泡腾片", DR, mention="东方金宝"),
    Q("潘托拉唑肠溶片是什么类型的药", "is_a_level3", "泮托拉唑肠溶片", DR, slip="潘托拉唑肠溶片"),
    Q("消眩止晕胶囊属于哪类药？", "is_a_level3", "消眩止晕片", DR, slip="消眩止晕胶囊"),
    Q("药理课作业问块雌醇片属于哪一类药，该怎么答", "is_a_level3", "炔雌醇片", DR, slip="块雌醇片"),
    # belongs_to
    Q("感冒药塞普在药店里归哪一类？", "belongs_to", "氨酚伪麻那敏胶囊", DR, mention="塞普"),
    Q("妇科医生开的可宝净属于什么类别的药", "belongs_to", "氯喹那多—普罗雌烯阴道片", DR, mention="可宝净"),
    Q("头疼吃的平安行是哪一类药？", "belongs_to", "氨酚巴妥片", DR, mention="平安行"),
    Q("酚氨咖匹林片属于哪一类的药", "belongs_to", "氨酚咖匹林片", DR, slip="酚氨咖匹林片"),
    Q("治感佳片是中成药吗？", "belongs_to", "治感佳胶囊", DR, slip="治感佳片", named="中成药"),
    Q("氯若昔康分散片在药品目录里归哪一类", "belongs_to", "氯诺昔康分散片", DR, slip="氯若昔康分散片"),
    Q("氯化钾颗粒算哪一类药品？", "belongs_to", "氯化钾颗粒", DR),
    # drug_has_alias
    Q("牛黄清新丸还有别的名字吗？", "drug_has_alias", "牛黄清心丸", DR, slip="牛黄清新丸"),
    Q("特非那定片是不是就是敏迪", "drug_has_alias", "特非那定片", DR, named="敏迪"),
    Q("环脂红霉素胶囊还叫什么？", "drug_has_alias", "环酯红霉素胶囊", DR, slip="环脂红霉素胶囊"),
    Q("特洛为麻胶囊是不是也叫新芬泰", "drug_has_alias", "特洛伪麻胶囊", DR, slip="特洛为麻胶囊", named="新芬泰"),
    Q("消导药跟消食药是一个意思吗？", "drug_has_alias", "消食药", DR, named="消导药"),
    Q("医院溶栓用的注射用阿替普梅，还有别的叫法吗", "drug_has_alias", "注射用阿替普酶", DR, slip="注射用阿替普梅"),
    # mainly_treats
    Q("山里人说的牛角七能治什么病？", "mainly_treats", "白九股牛", M, mention="牛角七"),
    Q("盾形草能治痢疾吗", "mainly_treats", "盾果草", M, mention="盾形草", named="痢疾"),
    Q("禾木张这味草药主要治什么？", "mainly_treats", "焰爵床", M, mention="禾木张"),
    Q("老人说独角金煮水能治小孩疳积，它主要治哪些病", "mainly_treats", "独脚金", M, slip="独角金"),
    Q("翻石榴皮能治牙痛吗？", "mainly_treats", "番石榴皮", M, slip="翻石榴皮", named="牙痛"),
    Q("短柄五佳主要用来治什么", "mainly_treats", "短柄五加", M, slip="短柄五佳"),
    Q("狼毒这味药能治什么病？", "mainly_treats", "狼毒", M),
    # has_efficacy
    Q("牛连贴入药有什么功效？", "has_efficacy", "牛脾", M, mention="牛连贴"),
    Q("金柑藤有什么药用功效", "has_efficacy", "白饭树", M, mention="金柑藤"),
    Q("兴安女娄菜有什么作用？", "has_efficacy", "短瓣女娄菜", M, mention="兴安女娄菜"),
    Q("药材市场有人卖蟠龙参，它有什么功效", "has_efficacy", "盘龙参", M, slip="蟠龙参"),
    Q("玳帽肉能活血吗？", "has_efficacy", "玳瑁肉", M, slip="玳帽肉", named="行气活血"),
    Q("皂角叶有什么作用，能生发吗", "has_efficacy", "皂荚叶", M, slip="皂角叶", named="生发"),
    Q("牛筋入药有什么好处？", "has_efficacy", "牛筋", M),
    # distributed_in
    Q("望北京这种草药哪些地方有？", "distributed_in", "眼睛草", M, mention="望北京"),
    Q("透明草在哪些省能采到", "distributed_in", "矮冷水花", M, mention="透明草"),
    Q("青杠转这味药产在哪里？", "distributed_in", "短柄枹栎虫瘿", M, mention="青杠转"),
    Q("矮茎朱沙根产在哪里", "distributed_in", "矮茎朱砂根", M, slip="矮茎朱沙根"),
    Q("白八角连在湖北有吗？", "distributed_in", "白八角莲", M, slip="白八角连", named="湖北"),
    Q("盾叶梅主要分布在哪些地方", "distributed_in", "盾叶莓", M, slip="盾叶梅"),
    Q("独行千里这味药哪里有？", "distributed_in", "独行千里", M),
    # material_has_alias
    Q("白背页在乡下还叫什么", "material_has_alias", "白背叶", M, slip="白背页"),
    Q("短办花还有哪些别名？", "material_has_alias", "短瓣花", M, slip="短办花"),
    Q("皮袋香有没有别的叫法", "material_has_alias", "皮带香", M, slip="皮袋香"),
    Q("灯娥入药的时候叫什么？", "material_has_alias", "灯蛾", M, slip="灯娥"),
    Q("伞把木这味药还有哪些名字", "material_has_alias", "牛嗓管", M, mention="伞把木"),
    Q("露天金钱草还有什么叫法？", "material_has_alias", "点腺过路黄", M, mention="露天金钱草"),
    Q("鱼眼根是哪味药，还有别的名字吗", "material_has_alias", "白饭树根", M, mention="鱼眼根"),
    # composed_of
    Q("八珍定里是不是有没药这味药？", "composed_of", "八珍锭", F, slip="八珍定", named="没药"),
    Q("八生饮子里有天雄吗", "composed_of", "八生饮子", F, named="天雄"),
    Q("八神来福丹里放了硫黄吗？", "composed_of", "八神来复丹", F, slip="八神来福丹", named="硫黄"),
    Q("古方拓痞丸里面有鳣头甲吗", "composed_of", "八痞丸", F, mention="拓痞丸", named="鳣头甲等"),
    Q("书上写的八风丸（《圣济总录》卷十六）里有麝香吗？", "composed_of", "八风丹", F, mention="八风丸（《圣济总录》卷十六）",
      named="麝香等"),
    Q("八角茴香丸里放吴萸吗", "composed_of", "八角茴香丸", F, named="吴萸等"),
    Q("八解散的方子里有陈皮吗？", "composed_of", "八解散", F, named="陈皮等"),
    # formula_has_efficacy
    Q("当归粘痛汤能疏风止痛吗？", "formula_has_efficacy", "当归拈痛汤", F, slip="当归粘痛汤", named="疏风止痛"),
    Q("背方歌的时候记混了，旋复代者汤是益气和胃的吗", "formula_has_efficacy", "旋复代赭汤", F, slip="旋复代者汤", named="益气和胃"),
    Q("拨毒锭有攻毒化脓止痛的作用吗？", "formula_has_efficacy", "拔毒锭", F, slip="拨毒锭", named="攻毒化脓止痛"),
    Q("易黄汤能固肾止带吗", "formula_has_efficacy", "易黄汤", F, named="固肾止带"),
    Q("归肾丸是补阴益阳的方子吗？", "formula_has_efficacy", "归肾丸", F, named="补阴益阳"),
    Q("开郁老蔻丸有宽胸利膈的功效吗", "formula_has_efficacy", "开郁老蔻丸", F, named="宽胸利膈"),
    # prescribed_for
    Q("小馅胸汤能治胸脘痞闷吗？", "prescribed_for", "小陷胸汤", F, slip="小馅胸汤", named="胸脘痞闷"),
    Q("平胃散治嗳气吞酸吗", "prescribed_for", "平胃散", F, named="嗳气吞酸"),
    Q("方剂学要背截虐七宝饮，它是不是治寒热休作有时的？", "prescribed_for", "截疟七宝饮", F, slip="截虐七宝饮", named="寒热休作有时"),
    Q("巴戟汤对脚膝疼痛有用吗", "prescribed_for", "巴戟天饮", F, mention="巴戟汤", named="脚膝疼痛"),
    Q("龟脾汤能治心悸怔忡吗？", "prescribed_for", "归脾汤", F, slip="龟脾汤", named="心悸怔忡"),
    Q("开郁顺气丸对两胁攻痛有用吗", "prescribed_for", "开郁顺气丸", F, named="两胁攻痛"),
    # formula_has_alias
    Q("八风续名汤还有什么别名？", "formula_has_alias", "八风续命汤", F, slip="八风续名汤"),
    Q("中医文献课上提到八风散，它在古书里还叫什么", "formula_has_alias", "八风散", F),
    Q("八风防风散在《外台》里是怎么写的？", "formula_has_alias", "八风防风散", F),
    Q("古书上写着“八风汤（《保婴撮要》卷二十）”，这指的是哪个方子", "formula_has_alias", "八风汤（《保婴撮要》卷二十）", AL),
    # check_for_disease
    Q("粪便白细胞检察能查出哪些病？", "check_for_disease", "粪便白细胞检查", C, slip="粪便白细胞检察"),
    Q("糖尿病视网膜病变检查主要查哪些病", "check_for_disease", "糖尿病视网膜病变检查", C),
    Q("医生让做经食管超声心动图（TEE），这个能查出哪些病？", "check_for_disease", "经食管超声心动图（TEE）", C),
    Q("化验单上红细胞压挤（HCT）检查偏高，能说明是哪些病", "check_for_disease", "红细胞压积（HCT）检查", C,
      slip="红细胞压挤（HCT）检查"),
    Q("耳鼻喉咽CT检查能查出什么病？", "check_for_disease", "耳鼻咽喉CT检查", C, slip="耳鼻喉咽CT检查"),
    Q("维生素B6检查是查什么病的", "check_for_disease", "维生素B6检查", C),
    # check_for_symptom
    Q("有哪些症状的时候需要做粪便形状检查？", "check_for_symptom", "粪便性状检查", C, slip="粪便形状检查"),
    Q("红细胞比溶检查一般是出现什么情况才做", "check_for_symptom", "红细胞比容检查", C, slip="红细胞比溶检查"),
    Q("孕检单上有一项羊水细菌捡查，是因为有什么症状才要查吗？", "check_for_symptom", "羊水细菌检查", C, slip="羊水细菌捡查"),
    Q("粪便显微镜检查是针对哪些症状做的", "check_for_symptom", "粪便显微镜检查", C),
    Q("经支气管镜肺活检一般是有什么症状才做？", "check_for_symptom", "经支气管镜肺活检", C),
    Q("吃坏肚子上吐下泻，要做细菌性食物中毒检测吗", "check_for_symptom", "细菌性食物中毒检测", C, named="腹泻"),
    # performed_by
    Q("约了无痛胃境检查，是在哪个科做？", "performed_by", "无痛胃镜检查", C, slip="无痛胃境检查"),
    Q("孩子要做脑电图检察，去哪个科室排队", "performed_by", "脑电图检查", C, slip="脑电图检察"),
    Q("宝宝出生第三天要做新生儿筛查，是哪个科负责的？", "performed_by", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("医生开了个EEG，我要去哪个科做", "performed_by", "脑电图检查", C, mention="EEG"),
    Q("神经科除了看病，平时还做哪些检查？", "performed_by", "神经科", DEP),
    # check_has_alias
    Q("肌电图检察英文缩写是什么？", "check_has_alias", "肌电图检查", C, slip="肌电图检察"),
    Q("新生儿筛查用英文怎么说", "check_has_alias", "新生儿疾病筛查检查", C, mention="新生儿筛查"),
    Q("国外的报告上写着electromyography，这是哪个检查？", "check_has_alias", "electromyography", AL),
    Q("脑电图检查英文全称是什么", "check_has_alias", "脑电图检查", C),
]


def slip_problems(data: NetworkData, trade_names: dict[int, list[str]], questions: list[Q]) -> list[str]:
    """What is wrong with the questions that get their entity's name wrong: the wrong form must be in the
    question, the right name must not be (nor a mention), and the wrong form must not itself be the name of
    any record, an alias instance or a drug's trade name."""
    listed = {name for names in trade_names.values() for name in names}
    problems: list[str] = []
    for q in questions:
        if q.slip is None:
            continue
        simplified = in_simplified_characters(q.question)
        if q.slip not in q.question:
            problems.append(f"{q.question}: the wrong form {q.slip} is not in the question")
        if q.mention is not None:
            problems.append(f"{q.question}: a question with a wrong form names no mention")
        if q.slip == q.entity or q.entity in q.question or q.entity in simplified:
            problems.append(f"{q.question}: it names {q.entity} right")
        if data.types_of_name.get(q.slip):
            kinds = ", ".join(sorted(data.types_of_name[q.slip]))
            problems.append(f"{q.question}: {q.slip} is the name of a record ({kinds})")
        if q.slip in listed:
            problems.append(f"{q.question}: {q.slip} is a drug's trade name")
    return problems


if __name__ == "__main__":
    raise SystemExit(main_with_written_forms(QUESTIONS, OUT, "day61", "slip", "name_slip", slip_problems))
