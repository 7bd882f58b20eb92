"""Writes `medical_everyday_39.jsonl`, a thirty-ninth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to thirty-seventh, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded the way people write Chinese who learnt it as a second
language or grew up with it abroad: textbook grammar and word-by-word phrasing (我可以吃什么药吗, 这个病一般有没有什么症状吗,
这个药有没有什么副作用吗), particles and measure words used a little wrong (很担心了, 我的耳朵很疼了, 变成一个勺子的样子, 在等一个肝,
我们国家好像没有嘛), very polite forms (请问一下，…可以告诉我吗, 请您慢慢说, 请告诉我，谢谢您), English words in between (department,
check, side effect, roommate, volunteer, vegetarian, host mother, acupuncture, liver size) and sometimes the English name of
the disease, the material or the disease group first (Empty nose syndrome中文是空鼻综合征吧, Anal warts中文叫肛门尖锐湿疣, Fibromyalgia,
Irritable colon, Rheumatoid arthritis, Separation anxiety disorder, Poppy seed, Nutmeg, Morel mushroom). The askers are
foreign students (我是留学生, 医学院的交换生, 我在东北留学, 我在中国学电焊), people from abroad working or travelling in China
(我是在海南工作的外国人, 我以前在我的国家做过胃的手术, 我是从北美洲来的, 我要去非洲做志愿者, 化妆师（makeup artist）, 歌手（singer）), foreign spouses and
in-laws (我是外国媳妇，我的婆婆…, 我太太的爷爷, 我的妻子是中国人，她帮我翻译, 我是一个外国爸爸) and overseas Chinese (我在美国长大，现在回国探亲,
我的父亲是华侨，在国外查出…, 在台湾我们说肾脏超音波, 我在国外长大，不太懂中国的医院). 24 questions carry 呢/啊/呀/嘛/哈, 125 a clause of
context; some ask two things and the first is the gold (请问怎么治疗？一定要做手术吗 asks the therapies of 肘关节脱位; 假砂仁有什么功效？
它和砂仁是一样的吗 the efficacy; 百蕊颗粒的成分是什么？是中药吗 the ingredients).

Records: taken from the seventh tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 37 and the three alias
sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (白内障 ← 眼部长期使用皮质类固醇,
百日咳 ← 小于6个月的婴儿, 破伤风 ← 穿耳洞, 睾丸癌 ← 睾丸癌家族史, 真菌性脑膜炎 ← 接触鸽子排泄物, 肺结核 → 非洲区域, 细菌性脑膜炎 → 发展中国家或地区,
类风湿性关节炎 → 近端指间关节, 肛门癌 → 骨盆区域淋巴结, 肝内胆管癌 → 肠系膜上动脉, 肿瘤 → 上颌骨 and 肛提肌, 类癌综合征 ↔ 类癌心脏病,
绒毛膜羊膜炎 ↔ 胎儿神经系统受损, 肛裂 ↔ 前哨皮赘, 肥厚性心肌病 ↔ 心脏猝死, 破伤风 ↔ 低钙血症, 磨牙症 ↔ 快速动眼睡眠行为障碍,
移植物抗宿主病 ↔ 慢性移植物抗宿主病, 类风湿性关节炎 ↔ 未分化多关节炎, 细菌性脑膜炎 ↔ 药源性脑膜炎, 肝癌 ↔ 局灶结节样增生, 八香丸 → 胡黄连,
八骨散 → 牛骨, 四味土木香散 → 山奈, 桂枝汤 → 调和营卫, 桑菊饮 → 宣肺止咳, 泰山磐石散 → 养血安胎, 清骨散 → 退骨蒸, 止嗽散 → 外感咳嗽,
易黄汤 → 肾虚湿热带下, 暖肝煎 → 睾丸冷痛, 清气化痰汤 → 痰热咳嗽, 济川煎 → 大便秘结), is asked from the relation's target end
(既往胃部手术, 北美洲, 真声带, 尿道外括约肌, 泌尿外科), names its entity by an alias (irritable bowel syndrome, 糖尿病原性白内障,
八风汤（《保婴撮要》卷二十）, 参桂汤, 半夏茯苓天麻汤, electroencephalogram, RPR) or asks what an alias stands for (安神丸（《奇方类编》卷下）, 康尔汀,
和窌, 八风丸（《圣济总录》卷十六）, EUS, ECG); a few ask a window record again in words no earlier question uses (肝癌, 肾细胞癌,
盐酸埃克替尼片, 宁嗽丸, 温经汤, 消风散, 泻白散, 口禾髎), and three name a neighbour again (盐酸美金刚片 → 易倍申,
半夏茯苓天麻汤 → 天麻 and 半夏白术天麻汤 → 半夏茯苓天麻汤). Of the three window sources of formula_has_alias, 哑门 is an entity
of the second alias set, so no question names it: one question asks what 口禾髎's alias 和窌 stands for, in words no earlier
question uses, and one what the alias 八风丸（《圣济总录》卷十六） of 八风丹, a formula outside the window, stands for.
performed_by has six sources and its window one (无痛胃镜检查, asked again in new words with 消化科), so its other
questions take checks outside it (宫腔镜检查 → 妇产科, 脑电图检查 named by electroencephalogram) or are asked from the target end
(泌尿外科); the window of check_has_alias holds no record (the type has seven sources), so its four questions take checks
outside it (快速血浆反应素试验 named by RPR, 静脉尿路造影检查, and what EUS and ECG stand for).

83 questions name the one neighbour they ask about, most of them naming two records (结核性胸膜炎 → 胸膜活检, 肱骨内髁骨折 → 肘外翻,
精神分裂症后抑郁属于精神分裂症, 异搏定是选择性钙拮抗药吗, 诺和灵R里面有甲酚吗, 胎心监护检查 → 胎儿宫内窘迫). Five besides the
alias-instance questions are asked from the relation's target end (我以前在我的国家做过胃的手术，既往胃部手术会增加哪些病的风险, 我是从北美洲来的，
请问北美洲多发哪些疾病, 我是一个歌手（singer），请问哪些病会转移到真声带, 请问哪些病会侵犯尿道外括约肌, 泌尿外科可以做哪些检查).

Names inside names: by a mechanical count 113 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 25 were chosen for it and are asked the way
people say them (职业性哮喘 and 真菌过敏性哮喘 hold 哮喘, 老年人稳定型心绞痛 holds 稳定型心绞痛 and 心绞痛, 结核性胸膜炎 holds 胸膜炎,
细菌性前列腺炎 holds 前列腺炎, 结石性胆囊炎 holds 胆囊炎, 肛门尖锐湿疣 holds 尖锐湿疣, 糖尿病酮症酸中毒 holds 糖尿病 and 酮症酸中毒,
绝经后骨关节炎 holds 骨关节炎, 肌腱炎和腱鞘炎 holds both, 老年抑郁症 holds 抑郁症, 精神分裂症后抑郁 holds 精神分裂症, 肠病毒性脑膜炎 holds
病毒性脑膜炎 and 红斑性天疱疮 holds 天疱疮 (the names their is_subtype_of questions give as the answer), 童年离别焦虑障碍 holds
焦虑障碍, 肝内胆管癌 holds 胆管癌, 肝胆管结石病 holds 肝胆管结石 and 胆管结石, 糖尿病性白内障 holds 糖尿病 and 白内障 and is named by its alias
糖尿病原性白内障, which holds them too, 甘草锌颗粒 holds 甘草锌 and the question names it, 红花子 and 芋头花 hold 红花 and 芋头 (two
characters) and the questions say so; 移植物抗宿主病 and 睾丸癌 lie inside 慢性移植物抗宿主病 and 睾丸癌家族史, the neighbours their
questions name, and 耳真菌病, 结节性血管炎, 眼睑湿疹 and 红景天 lie inside the aliases they are named by: 外耳道真菌病, 皮肤变应性结节性血管炎,
眼睑湿疹性皮炎, 蔷薇红景天).

About one question in four (51 of 210) names its entity by a name the network records for that very instance: disease
aliases (22: English names and eponyms such as Plummer—Vinson syndrome, orbital mucocele, irritable bowel syndrome,
Isaacs综合征, Urbach—Wiethe病; older, lay or descriptive names such as 囊型包虫病, 非洲出血热, 热带肿, 自发性断趾病, 功能性肠梗阻, 癌性脑膜炎,
持久性环状红斑, 肋间胸膜腹膜疝, 角膜结核病; names with a word changed or added such as 外耳道真菌病, 胶质细胞瘤, 眼肌瘫痪性偏头痛, 真菌变应性哮喘,
眼睑湿疹性皮炎, 皮肤变应性结节性血管炎, 结核性色素膜炎, 糖尿病原性白内障); drug trade names (12, below); medicinal material aliases (12:
罂粟子, 玉果, 芥菜子, 蔷薇红景天, 假砂仁, 羊肚菜, 淅二泔, 水芦花, 赤曲, 海州常山, 艾子, 玉版笋); TCM formula aliases (3: 八风汤（《保婴撮要》卷二十）,
参桂汤, 半夏茯苓天麻汤); check aliases (2: electroencephalogram, RPR). Each of these names is listed by that one instance only.
Eleven more ask what an alias stands for (McArdle肌病, Brueghel综合征, 阴道结核, 安神丸（《奇方类编》卷下）, 康尔汀, 米囊, 黄杜鹃, 和窌,
八风丸（《圣济总录》卷十六）, EUS, ECG: disease, drug, material, formula and check aliases): their gold is the alias
instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's check)
makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 12 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (西比灵, 安理申, 特罗凯, 奥施康定, 怡诺思, 美抒玉, 紫药水, 诺和灵R, 心律平, 异搏定, 强力霉素, 艾可拓). All twelve names are also drug
records of their own (the source writes the product twice). They are labelled as in the earlier sets: the gold entity is
the standard record (盐酸氟桂利嗪胶囊, 盐酸多奈哌齐片, 盐酸厄洛替尼片, 盐酸羟考酮缓释片, 盐酸文拉法辛缓释胶囊, 盐酸曲唑酮片, 甲紫溶液,
生物合成人胰岛素注射液, 盐酸普罗帕酮片, 盐酸维拉帕米片, 盐酸多西环素片, 盐酸吡格列酮片), the mention is the trade name and the line is tagged
`alias`, because whoever holds the box asks about the medicine, and the standard record is the one that names it, holds
its class and lists the trade name.

Other names the network holds under two records:
- EUS and ECG are check records as well as the alias instances 超声内镜检查 and 心电图检查 list (EUS是什么检查呀？我的报告上写了这个;
  ECG是哪一个检查的缩写？我在英国的时候做过): each asks what the name stands for, so the gold is the alias instance, as the
  thirty-seventh set's EEG question is.
- Some named neighbours are records of other types too: 易倍申 is a drug record as well as the alias 盐酸美金刚片 lists, 鱼肝油 a drug
  as well as a cause, 四环素类 a drug record as well as a drug class, and 牛骨 a medicinal material as well as an ingredient.
- Besides these, 33 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (most often
  a symptom record: 神经胶质瘤, 结核性胸膜炎, 肱骨外科颈骨折, 联合瓣膜病变, 百日咳, 破伤风, 结节性血管炎, 肺结核, 肾细胞癌, 磨牙症;
  a cause record: 精索静脉曲张, 羊水栓塞, 绒毛膜羊膜炎, 肥厚性心肌病; a cause and a symptom: 糖尿病酮症酸中毒, 白内障, 类风湿性关节炎,
  类癌综合征, 肛裂, 肝癌, and 肿瘤, a population besides; 肝癌 and 肾细胞癌 are alias records too; an ingredient record for a
  material: 肉豆蔻, 芥子, 红景天, 红曲米, 臭梧桐; a check record for an alias instance: EUS, ECG), and the wording says which
  is meant (a diagnosis told, 医生说, 作为中药材, 主治, 出产, 分布, 检查).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is
about (and how it names it) and, when it names one neighbour, that neighbour; the answers are read from the
built network and the file is checked with the evaluation harness's validator before it is written. Tags are
the same.

    .venv/bin/python bench/sets/make_medical_everyday_39.py    # rewrites bench/sets/medical_everyday_39.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, CA, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_39.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("请问一下，我的朋友在新疆旅行了以后，医生说他有囊型包虫病。这个病一般有没有什么症状吗？", "has_symptom",
      "细粒棘球蚴病", D, mention="囊型包虫病"),
    Q("Empty nose syndrome中文是空鼻综合征吧？我做了鼻子的手术以后一直鼻塞，鼻塞是它的症状吗？", "has_symptom",
      "空鼻综合征", D, named="鼻塞"),
    Q("我的丈夫刚刚从非洲出差回来了，我很担心非洲出血热。请问非洲出血热有哪些症状呢？", "has_symptom", "绿猴病", D,
      mention="非洲出血热"),
    Q("我是留学生，我的指甲变成一个勺子的样子，医生说可能是Plummer—Vinson syndrome。匙状指甲是这个病的症状吗？",
      "has_symptom", "缺铁性吞咽困难", D, mention="Plummer—Vinson syndrome", named="匙状指甲"),
    Q("经前紧张征有哪些症状？我的女朋友每个月来月经以前都很容易生气，我不知道怎么办。", "has_symptom", "经前紧张征", D),
    Q("我在一个工厂上班，同事们说我有职业性哮喘。请问职业性哮喘有什么样的症状？", "has_symptom", "职业性哮喘", D),
    Q("我太太的爷爷有老年人稳定型心绞痛，他每次洗漱以后胸口痛，发作性胸痛是这个病的症状吗？", "has_symptom",
      "老年人稳定型心绞痛", D, named="发作性胸痛"),
    # designated_to
    Q("Excuse me，我的耳朵里面很痒，医生说是外耳道真菌病，下一次我应该挂哪一个科？", "designated_to", "耳真菌病", D,
      mention="外耳道真菌病"),
    Q("我同事的爸爸有胶质细胞瘤，请问在中国的医院要去哪个department看病呢？", "designated_to", "神经胶质瘤", D,
      mention="胶质细胞瘤"),
    Q("我的头很疼，而且眼睛不能动得很好，医生说是眼肌瘫痪性偏头痛。这个病是眼科看的吗？", "designated_to",
      "眼肌麻痹性偏头痛", D, mention="眼肌瘫痪性偏头痛", named="眼科"),
    Q("我是外国媳妇，我的婆婆有老年抑郁症，我们应该去医院挂什么科呢？", "designated_to", "老年抑郁症", D),
    Q("我的未婚夫说他有一点结婚恐惧症，请问他应该去哪个科看一看？我们下个月结婚了。", "designated_to", "结婚恐惧症", D),
    Q("我在美国长大，现在回国探亲。我的舅舅说他有精索静脉曲张，请问一般看哪个科？", "designated_to", "精索静脉曲张", D),
    Q("我是汽车修理工，手上和脸上长了很多的痘，医生说是职业性痤疮。请问下次挂号要挂什么科？", "designated_to", "职业性痤疮", D),
    # checks
    Q("我的roommate有结核性胸膜炎，医生要他做胸膜活检，这个检查是必要的吗？", "checks", "结核性胸膜炎", D,
      named="胸膜活检"),
    Q("请问肝结核要做哪一些检查？我的中文不太好，请简单地告诉我。", "checks", "肝结核", D),
    Q("我的朋友有细菌性前列腺炎，医生会让他做哪些check呢？", "checks", "细菌性前列腺炎", D),
    Q("我在国外长大，不太懂中国的医院。结石性胆囊炎一般要做什么检查？", "checks", "结石性胆囊炎", D),
    Q("Anal warts中文叫肛门尖锐湿疣，请问要做醋酸白试验吗？", "checks", "肛门尖锐湿疣", D, named="醋酸白试验"),
    Q("我的眼科医生写了orbital mucocele，请问这个病要做什么检查？", "checks", "眼眶黏液囊肿", D,
      mention="orbital mucocele"),
    # has_complication
    Q("我的爸爸从梯子上摔下来了，肩部骨折了。周围神经损伤是肩部骨折的并发症吗？", "has_complication", "肩部骨折", D,
      named="周围神经损伤"),
    Q("我的丈夫肱骨外科颈骨折了，医生说要注意并发症。请问一般会有哪些并发症？", "has_complication", "肱骨外科颈骨折", D),
    Q("我的奶奶有肝胆管结石病，如果不治疗的话，以后会有什么并发症呢？", "has_complication", "肝胆管结石病", D),
    Q("Valvular disease……我的老师说她有联合瓣膜病变，请问会不会引起心力衰竭？", "has_complication", "联合瓣膜病变", D,
      named="心力衰竭"),
    Q("医生说我的叔叔是功能性肠梗阻，请问这个病会有什么并发症？", "has_complication", "神经性肠梗阻综合征", D,
      mention="功能性肠梗阻"),
    Q("我在英文网站上看到Isaacs综合征，它会引起什么并发症吗？", "has_complication", "神经性肌强直", D,
      mention="Isaacs综合征"),
    Q("小孩子肱骨内髁骨折以后，会有肘外翻吗？我是一个外国爸爸，很担心了。", "has_complication", "肱骨内髁骨折", D,
      named="肘外翻"),
    # cures
    Q("我的朋友有细菌性前列腺炎，医生给他开了盐酸左氧氟沙星分散片，这个药可以治这个病吗？", "cures", "细菌性前列腺炎", D,
      named="盐酸左氧氟沙星分散片"),
    Q("请问肾上腺皮质功能减退症要吃什么药？我的妻子是中国人，她帮我翻译。", "cures", "肾上腺皮质功能减退症", D),
    Q("我在网上看到，肺部真菌感染可以用标准桃金娘油肠溶胶囊，这个是真的吗？", "cures", "肺部真菌感染", D,
      named="标准桃金娘油肠溶胶囊"),
    Q("我的妹妹生孩子的时候有羊水栓塞，医生一般用什么药呢？请告诉我药的名字。", "cures", "羊水栓塞", D),
    Q("我有糖尿病，有的时候会糖尿病酮症酸中毒。这个时候要用什么药？", "cures", "糖尿病酮症酸中毒", D),
    Q("我在中国吃饭不习惯，常常不吃蔬菜，医生说我有维生素缺乏症。我可以吃什么药吗？", "cures", "维生素缺乏症", D),
    # shown_on
    Q("我的同事在非洲工作过，医生说他有热带肿。请问这个病一般长在身体的什么部位？", "shown_on", "罗阿丝虫病", D,
      mention="热带肿"),
    Q("我在书上看到自发性断趾病，这个病主要是在足趾吗？", "shown_on", "箍趾病", D, mention="自发性断趾病", named="足趾"),
    Q("Urbach—Wiethe病会出现在身体哪些地方？我的中文老师也不知道。", "shown_on", "类脂质蛋白沉积症", D,
      mention="Urbach—Wiethe病"),
    Q("Fibromyalgia，中文叫纤维肌痛症，一般是在哪些部位痛啊？", "shown_on", "纤维肌痛症", D),
    Q("我的孩子参加了农村的夏令营，回来以后头上有黄色的痂，医生说是肥疮。肥疮是长在头皮上的吗？", "shown_on", "肥疮", D,
      named="头皮"),
    Q("我的岳母最近走路很疼，医生说是绝经后骨关节炎。这个病常常发生在哪些部位？", "shown_on", "绝经后骨关节炎", D),
    Q("我喜欢打网球，医生说我有肌腱炎和腱鞘炎。请问它会在身体的哪些地方？", "shown_on", "肌腱炎和腱鞘炎", D),
    # has_alias
    Q("神经性肌强直还有别的名字吗？我想在英文网站上查一查。", "has_alias", "神经性肌强直", D),
    Q("请问结缔组织痣也叫弹性纤维痣吗？", "has_alias", "结缔组织痣", D, named="弹性纤维痣"),
    Q("科干综合征的别名是什么？医生写的字太长了，我看不懂。", "has_alias", "科干综合征", D),
    Q("McArdle肌病是什么病的别名？我是在英文的资料里看到的。", "has_alias", "McArdle肌病", AL),
    Q("我的邻居是南美人，他说他小时候有第五日综合征，这个病还有什么别的叫法吗？", "has_alias", "第五日综合征", D),
    Q("Brueghel综合征用中文说是什么病？", "has_alias", "Brueghel综合征", AL),
    Q("请问一下，阴道结核是哪个病的另一个名字？", "has_alias", "阴道结核", AL),
    # caused_by
    Q("我有真菌变应性哮喘，请问这个病是怎么引起的？", "caused_by", "真菌过敏性哮喘", D, mention="真菌变应性哮喘"),
    Q("医生说我的哥哥有肋间胸膜腹膜疝，请问这个病的原因是什么呢？", "caused_by", "经膈肌肋间疝", D,
      mention="肋间胸膜腹膜疝"),
    Q("我是一个化妆师（makeup artist），最近发现我有眼袋。常画眼线会引起眼袋吗？", "caused_by", "眼袋", D, named="常画眼线"),
    Q("为什么会得紫外线性眼炎呢？我在中国学电焊，老师说要小心。", "caused_by", "紫外线性眼炎", D),
    Q("耳疔是怎么得的？我每天都去游泳，我的耳朵很疼了。", "caused_by", "耳疔", D),
    Q("我的外婆常常吃鱼肝油，请问鱼肝油会引起类脂性肺炎吗？", "caused_by", "类脂性肺炎", D, named="鱼肝油"),
    Q("我的朋友在吃胺碘酮，现在他有碘致甲状腺功能亢进，是胺碘酮所致的吗？", "caused_by", "碘致甲状腺功能亢进", D,
      named="胺碘酮所致"),
    # has_risk_factor
    Q("我以前在我的国家做过胃的手术，既往胃部手术会增加哪些病的风险？", "has_risk_factor", "既往胃部手术", CA),
    Q("我的眼睛有问题，一直用激素的眼药水。眼部长期使用皮质类固醇会增加白内障的风险吗？", "has_risk_factor", "白内障", D,
      named="眼部长期使用皮质类固醇"),
    Q("我的宝宝才三个月，小于6个月的婴儿是不是更容易得百日咳？", "has_risk_factor", "百日咳", D,
      named="小于6个月的婴儿"),
    Q("我想去穿耳洞，请问穿耳洞是破伤风的危险因素吗？", "has_risk_factor", "破伤风", D, named="穿耳洞"),
    Q("我的爸爸以前有睾丸癌，睾丸癌家族史会不会增加我得这个病的风险？", "has_risk_factor", "睾丸癌", D,
      named="睾丸癌家族史"),
    Q("我家的阳台上有很多鸽子，接触鸽子排泄物会不会得真菌性脑膜炎呀？", "has_risk_factor", "真菌性脑膜炎", D,
      named="接触鸽子排泄物"),
    # common_in
    Q("我的女儿有一点湿疹，眼皮上也有。眼睑湿疹性皮炎是不是儿童比较多？", "common_in", "眼睑湿疹", D,
      mention="眼睑湿疹性皮炎", named="儿童"),
    Q("皮肤变应性结节性血管炎一般是什么人容易得？我的妈妈五十岁，她得了这个病。", "common_in", "结节性血管炎", D, mention="皮肤变应性结节性血管炎"),
    Q("请问角膜结核病多见于哪一种人？我的同学是一个年轻的女生。", "common_in", "结核性角膜病变", D,
      mention="角膜结核病"),
    Q("我的哥哥在新西兰养羊，他得了羊痘。羊痘常见于牧羊人吗？", "common_in", "羊痘", D, named="牧羊人"),
    Q("我在中国的农村做volunteer，稻农皮炎多见于哪些人？", "common_in", "稻农皮炎", D),
    Q("我的外公的手和脸一直在动，医生说是老年性舞蹈病。这个病一般是多大年纪的人得的？", "common_in", "老年性舞蹈病", D),
    Q("Irritable colon中文是结肠过敏症吗？这个病一般是什么人容易得呢？", "common_in", "结肠过敏症", D),
    # prevalent_in
    Q("我是从北美洲来的，请问北美洲多发哪些疾病？", "prevalent_in", "北美洲", RE),
    Q("我要去非洲做志愿者。肺结核在非洲区域多发吗？", "prevalent_in", "肺结核", D, named="非洲区域"),
    Q("细菌性脑膜炎在发展中国家或地区常见吗？我们学校在那里有一个项目。", "prevalent_in", "细菌性脑膜炎", D,
      named="发展中国家或地区"),
    Q("我是医学院的留学生，请问肝癌主要在世界上哪些地区流行？", "prevalent_in", "肝癌", D),
    # treated_with
    Q("我的妻子在喂奶，乳房里有积乳囊肿。不做手术可以吗？有非手术治疗吗？", "treated_with", "积乳囊肿", D,
      named="非手术治疗"),
    Q("老年抑郁症除了吃药以外，还有什么治疗的方法？", "treated_with", "老年抑郁症", D),
    Q("我的表弟打篮球的时候肘关节脱位了，请问怎么治疗？一定要做手术吗？", "treated_with", "肘关节脱位", D),
    Q("肝肺综合征可以做肝移植吗？我的朋友在等一个肝。", "treated_with", "肝肺综合征", D, named="肝移植"),
    Q("我怀孕了，医生说我羊水过少。羊膜腔灌注法是什么？可以治疗这个吗？", "treated_with", "羊水过少", D,
      named="羊膜腔灌注法"),
    Q("我的孩子肚子里有虫，医生说是肠道蛔虫症。请问要怎么治疗呢？", "treated_with", "肠道蛔虫症", D),
    # metastasizes_to
    Q("我是一个歌手（singer），请问哪些病会转移到真声带？", "metastasizes_to", "真声带", BP),
    Q("Rheumatoid arthritis，中文叫类风湿性关节炎，会不会跑到近端指间关节？", "metastasizes_to", "类风湿性关节炎", D,
      named="近端指间关节"),
    Q("我的叔叔有肛门癌，请问肛门癌会转移到骨盆区域淋巴结吗？", "metastasizes_to", "肛门癌", D, named="骨盆区域淋巴结"),
    Q("肝内胆管癌会转移到肠系膜上动脉吗？我在帮我的父亲翻译报告。", "metastasizes_to", "肝内胆管癌", D,
      named="肠系膜上动脉"),
    # invades
    Q("医生说肿瘤可能会侵犯上颌骨，这是真的吗？我的中文不好，请您慢慢说。", "invades", "肿瘤", D, named="上颌骨"),
    Q("我在翻译一篇医学的文章，肿瘤会不会侵犯肛提肌呢？", "invades", "肿瘤", D, named="肛提肌"),
    Q("请问哪些病会侵犯尿道外括约肌？我在看一篇英文的论文，翻译不出来。", "invades", "尿道外括约肌", BP),
    Q("我的父亲是华侨，在国外查出肾细胞癌。请问这个癌一般会往哪里侵犯？", "invades", "肾细胞癌", D),
    # is_subtype_of
    Q("癌性脑膜炎属于哪一类的疾病？我的中文课本里没有这个词。", "is_subtype_of", "硬脑膜转移瘤", D, mention="癌性脑膜炎"),
    Q("我的皮肤上有一个一个的圆圈，医生说是持久性环状红斑。它属于什么病的一种？", "is_subtype_of", "离心性环状红斑", D,
      mention="持久性环状红斑"),
    Q("结核性色素膜炎在分类上是属于哪一类病？", "is_subtype_of", "结核性葡萄膜炎", D, mention="结核性色素膜炎"),
    Q("精神分裂症后抑郁是精神分裂症的一种吗？", "is_subtype_of", "精神分裂症后抑郁", D, named="精神分裂症"),
    Q("我的孩子得了肠病毒性脑膜炎，这是病毒性脑膜炎的一种吗？", "is_subtype_of", "肠病毒性脑膜炎", D,
      named="病毒性脑膜炎"),
    Q("红斑性天疱疮属于天疱疮吗？我的中国朋友有这个病。", "is_subtype_of", "红斑性天疱疮", D, named="天疱疮"),
    Q("Separation anxiety disorder在中文里是童年离别焦虑障碍吗？它属于哪一类的病？", "is_subtype_of", "童年离别焦虑障碍", D),
    # related_disease
    Q("类癌综合征和类癌心脏病有关系吗？医生用英文说carcinoid，我不太懂。", "related_disease", "类癌综合征", D, named="类癌心脏病"),
    Q("我有糖尿病很多年了，医生说我有糖尿病原性白内障，这个和什么病有关系？", "related_disease", "糖尿病性白内障", D,
      mention="糖尿病原性白内障"),
    Q("我怀孕的时候有绒毛膜羊膜炎，会不会和胎儿神经系统受损有关系？我很担心。", "related_disease", "绒毛膜羊膜炎", D,
      named="胎儿神经系统受损"),
    Q("我有肛裂，屁股那边长了一个小东西。前哨皮赘和肛裂有关系吗？", "related_disease", "肛裂", D, named="前哨皮赘"),
    Q("我有irritable bowel syndrome，排便习惯改变和这个病有关吗？", "related_disease", "肠易激综合征", D,
      mention="irritable bowel syndrome", named="排便习惯改变"),
    Q("肥厚性心肌病和心脏猝死有关系吗？我的朋友是运动员。", "related_disease", "肥厚性心肌病", D, named="心脏猝死"),
    # differential_diagnosis
    Q("破伤风和低钙血症都会抽筋，要怎么鉴别呢？", "differential_diagnosis", "破伤风", D, named="低钙血症"),
    Q("我的丈夫有磨牙症，医生说要和快速动眼睡眠行为障碍区别开，为什么？", "differential_diagnosis", "磨牙症", D,
      named="快速动眼睡眠行为障碍"),
    Q("我做了骨髓移植。移植物抗宿主病需要和慢性移植物抗宿主病鉴别吗？", "differential_diagnosis", "移植物抗宿主病", D,
      named="慢性移植物抗宿主病"),
    Q("我的手指关节很痛。类风湿性关节炎和未分化多关节炎怎么区别？", "differential_diagnosis", "类风湿性关节炎", D,
      named="未分化多关节炎"),
    Q("细菌性脑膜炎需要和药源性脑膜炎鉴别吗？我是医学院的交换生。", "differential_diagnosis", "细菌性脑膜炎", D,
      named="药源性脑膜炎"),
    Q("医生说我的肝上有一个东西，肝癌和局灶结节样增生怎么分别？", "differential_diagnosis", "肝癌", D,
      named="局灶结节样增生"),
    # indicated_for
    Q("我的妈妈从国内带来西比灵，请问这个药是治偏头痛的吗？", "indicated_for", "盐酸氟桂利嗪胶囊", DR, mention="西比灵",
      named="偏头痛"),
    Q("我的外公在吃安理申，这个药是治疗什么病的？", "indicated_for", "盐酸多奈哌齐片", DR, mention="安理申"),
    Q("特罗凯是用来治什么的？我的阿姨在美国也吃这一个药。", "indicated_for", "盐酸厄洛替尼片", DR, mention="特罗凯"),
    Q("幼儿园的老师说有小朋友肚子里有虫，甲苯咪唑片可以治疗哪些病？", "indicated_for", "甲苯咪唑片", DR),
    Q("我的儿子有ADHD，医生开了盐酸托莫西汀胶囊。请问这个药主要治什么？", "indicated_for", "盐酸托莫西汀胶囊", DR),
    Q("我对花粉过敏，盐酸非索非那定片可以治过敏性鼻炎吗？", "indicated_for", "盐酸非索非那定片", DR, named="过敏性鼻炎"),
    Q("北京的冬天太干燥了，生理性海水鼻腔喷雾器适合用于什么情况？", "indicated_for", "生理性海水鼻腔喷雾器", DR),
    # has_adverse_reaction
    Q("我的父亲在吃奥施康定，他几天没有大便了。便秘是这个药的side effect吗？", "has_adverse_reaction", "盐酸羟考酮缓释片", DR,
      mention="奥施康定", named="便秘"),
    Q("我在吃怡诺思，请问这个药有哪些side effect？", "has_adverse_reaction", "盐酸文拉法辛缓释胶囊", DR, mention="怡诺思"),
    Q("我晚上睡不着，医生给我开了美抒玉。吃了以后白天很困，嗜睡是它的不良反应吗？", "has_adverse_reaction", "盐酸曲唑酮片", DR,
      mention="美抒玉", named="嗜睡"),
    Q("吃了盐酸二甲双胍缓释片以后，口中有金属味，这个是不良反应吗？", "has_adverse_reaction", "盐酸二甲双胍缓释片", DR,
      named="口中有金属味"),
    Q("我的孩子吃了盐酸西替利嗪滴剂以后一直想睡觉，这个药有没有什么副作用吗？", "has_adverse_reaction", "盐酸西替利嗪滴剂", DR),
    Q("请问盐酸坦洛新缓释胶囊常见的不良反应有哪些？我的老公前列腺不好。", "has_adverse_reaction", "盐酸坦洛新缓释胶囊", DR),
    # has_ingredient
    Q("小时候我的外婆用紫药水给我擦伤口，紫药水的成分是什么？", "has_ingredient", "甲紫溶液", DR, mention="紫药水"),
    Q("诺和灵R里面有甲酚吗？我对一些防腐剂过敏。", "has_ingredient", "生物合成人胰岛素注射液", DR, mention="诺和灵R",
      named="甲酚"),
    Q("百蕊颗粒的成分是什么？是中药吗？", "has_ingredient", "百蕊颗粒", DR),
    Q("益气补血片里面有人参吗？我在吃降压药，不知道可不可以一起吃。", "has_ingredient", "益气补血片", DR, named="人参"),
    Q("我的女朋友月经的时候很痛，她在吃田七痛经胶囊。请问里面有哪些成分？", "has_ingredient", "田七痛经胶囊", DR),
    Q("甘草锌颗粒的主要成分是甘草锌吗？", "has_ingredient", "甘草锌颗粒", DR, named="甘草锌"),
    Q("珍宝丸里面都有什么成分？我是vegetarian，不想吃动物的东西。", "has_ingredient", "珍宝丸", DR),
    # is_a_level3
    Q("我的婆婆在吃心律平，这个药属于什么类的药？", "is_a_level3", "盐酸普罗帕酮片", DR, mention="心律平"),
    Q("异搏定是选择性钙拮抗药吗？我在药店看到的。", "is_a_level3", "盐酸维拉帕米片", DR, mention="异搏定",
      named="选择性钙拮抗药"),
    Q("盐酸布桂嗪注射液是什么类别的药物？医院给我打了一针这个。", "is_a_level3", "盐酸布桂嗪注射液", DR),
    Q("请问盐酸甲氧氯普胺注射液按照用途是哪一类？", "is_a_level3", "盐酸甲氧氯普胺注射液", DR),
    Q("石杉碱甲片按照用途属于哪一类药？我的祖母记忆力不好。", "is_a_level3", "石杉碱甲片", DR),
    Q("盐酸特拉唑嗪片是哪一类的药呢？我的爷爷每天晚上吃一片。", "is_a_level3", "盐酸特拉唑嗪片", DR),
    # belongs_to
    Q("强力霉素是四环素类的药吗？我去东南亚旅行的时候医生给我开了。", "belongs_to", "盐酸多西环素片", DR,
      mention="强力霉素", named="四环素类"),
    Q("艾可拓在药品分类里面属于哪一类？", "belongs_to", "盐酸吡格列酮片", DR, mention="艾可拓"),
    Q("甲苯磺酸索拉非尼片是什么分类的药？我的朋友在做化疗。", "belongs_to", "甲苯磺酸索拉非尼片", DR),
    Q("甘精胰岛素注射液在药品分类上是什么药？", "belongs_to", "甘精胰岛素注射液", DR),
    Q("请问盐酸伐地那非片归在哪一类药品？我的先生不好意思问医生。", "belongs_to", "盐酸伐地那非片", DR),
    Q("盐酸雷洛昔芬片属于哪个药品分类呢？我的妈妈有骨质疏松。", "belongs_to", "盐酸雷洛昔芬片", DR),
    # drug_has_alias
    Q("我在一本旧书里看到安神丸（《奇方类编》卷下），这是哪个药的别名？", "drug_has_alias", "安神丸（《奇方类编》卷下）", AL),
    Q("康尔汀是什么药的另一个名字？我的中国朋友在吃。", "drug_has_alias", "康尔汀", AL),
    Q("请问盐酸美金刚片也叫易倍申吗？", "drug_has_alias", "盐酸美金刚片", DR, named="易倍申"),
    Q("盐酸埃克替尼片有没有别的名字？我要在国外买。", "drug_has_alias", "盐酸埃克替尼片", DR),
    # mainly_treats
    Q("Poppy seed中文叫罂粟子吧？罂粟子主治什么病？", "mainly_treats", "罂粟", M, mention="罂粟子"),
    Q("Nutmeg就是玉果吗？我听说玉果可以治久泻不止。", "mainly_treats", "肉豆蔻", M, mention="玉果", named="久泻不止"),
    Q("冬天在北方大家都吃羊肉。羊肉作为中药材，主治哪些病呢？", "mainly_treats", "羊肉", M),
    Q("芥菜子能治咳嗽吗？我的中国妈妈（host mother）这样说的。", "mainly_treats", "芥子", M, mention="芥菜子",
      named="咳嗽"),
    Q("苹果叶也可以当药材吗？苹果叶主治什么？", "mainly_treats", "苹果叶", M),
    Q("我要去西藏旅游，朋友说蔷薇红景天很好。请问它主治什么？", "mainly_treats", "红景天", M, mention="蔷薇红景天"),
    Q("我在公园里看到繁缕，这种草可以治什么病？", "mainly_treats", "繁缕", M),
    # has_efficacy
    Q("假砂仁有什么功效？它和砂仁是一样的吗？", "has_efficacy", "艳山姜", M, mention="假砂仁"),
    Q("Morel mushroom中文叫羊肚菜，它有消食和胃的功效吗？", "has_efficacy", "羊肚菌", M, mention="羊肚菜",
      named="消食和胃"),
    Q("请问淅二泔有什么功效？就是洗米的水吗？", "has_efficacy", "粳米泔", M, mention="淅二泔"),
    Q("芋头花的功效是什么？我只吃过芋头。", "has_efficacy", "芋头花", M),
    Q("茄蒂有什么作用？我的邻居奶奶把它留下来了。", "has_efficacy", "茄蒂", M),
    Q("水芦花有什么作用？我在湖边看到很多。", "has_efficacy", "芦花", M, mention="水芦花"),
    Q("红花子有哪些功效？和红花是一样的吗？", "has_efficacy", "红花子", M),
    # distributed_in
    Q("赤曲主要在中国哪些地方出产？我想用它做一个菜。", "distributed_in", "红曲米", M, mention="赤曲"),
    Q("请问一下，海州常山是在哪里分布的呢？可以告诉我吗？", "distributed_in", "臭梧桐", M, mention="海州常山"),
    Q("我是在海南工作的外国人。芭蕉头在海南有吗？", "distributed_in", "芭蕉头", M, named="海南"),
    Q("艾子在哪些地方有分布？我们国家好像没有嘛。", "distributed_in", "艾实", M, mention="艾子"),
    Q("翼枝榆分布在中国的哪些地区？我在东北留学。", "distributed_in", "翼枝榆", M),
    Q("我很喜欢吃笋。请问玉版笋是哪里产的？", "distributed_in", "绿笋片", M, mention="玉版笋"),
    # material_has_alias
    Q("米囊是哪一种药材的别名？我在中药店的柜子上看见了。", "material_has_alias", "米囊", AL),
    Q("我在中药店看到黄杜鹃，黄杜鹃是什么药材的别名？", "material_has_alias", "黄杜鹃", AL),
    Q("肉豆蔻还有哪些别的名字？我只知道英文叫nutmeg。", "material_has_alias", "肉豆蔻", M),
    Q("艳山姜也叫土砂仁吗？", "material_has_alias", "艳山姜", M, named="土砂仁"),
    Q("矮卫矛有什么别名？我的中文老师说这个名字很难记。", "material_has_alias", "矮卫矛", M),
    Q("羊肚菌在中国还有什么叫法呢？", "material_has_alias", "羊肚菌", M),
    # composed_of
    Q("八香丸里面有胡黄连吗？", "composed_of", "八香丸", F, named="胡黄连"),
    Q("八骨散里真的有牛骨吗？听起来很奇怪。", "composed_of", "八骨散", F, named="牛骨"),
    Q("四味土木香散有山奈吗？我做饭的时候也用山奈。", "composed_of", "四味土木香散", F, named="山奈"),
    Q("宁嗽丸是用哪些药做的？我的咳嗽很久了。", "composed_of", "宁嗽丸", F),
    Q("我在一本书里看到八风汤（《保婴撮要》卷二十），它是由哪几味药组成的？", "composed_of", "八风散", F,
      mention="八风汤（《保婴撮要》卷二十）"),
    Q("参桂汤里有什么药材？", "composed_of", "八风续命汤", F, mention="参桂汤"),
    Q("半夏茯苓天麻汤里有天麻吗？", "composed_of", "半夏白术天麻汤", F, mention="半夏茯苓天麻汤", named="天麻"),
    # formula_has_efficacy
    Q("桂枝汤有调和营卫的功效吗？我的中医老师上课说过。", "formula_has_efficacy", "桂枝汤", F, named="调和营卫"),
    Q("桑菊饮能宣肺止咳吗？我感冒了，一直咳嗽。", "formula_has_efficacy", "桑菊饮", F, named="宣肺止咳"),
    Q("温经汤的功用是什么呢？我的针灸医生给我开了这个方。", "formula_has_efficacy", "温经汤", F),
    Q("泰山磐石散是养血安胎的吗？我的太太怀孕了。", "formula_has_efficacy", "泰山磐石散", F, named="养血安胎"),
    Q("消风散有什么功效？我的皮肤很痒。", "formula_has_efficacy", "消风散", F),
    Q("请问清骨散能退骨蒸吗？", "formula_has_efficacy", "清骨散", F, named="退骨蒸"),
    # prescribed_for
    Q("止嗽散可以治外感咳嗽吗？我在上海感冒了一个星期了。", "prescribed_for", "止嗽散", F, named="外感咳嗽"),
    Q("泻白散主治什么？我的中医朋友推荐的。", "prescribed_for", "泻白散", F),
    Q("易黄汤是治肾虚湿热带下的方子吗？", "prescribed_for", "易黄汤", F, named="肾虚湿热带下"),
    Q("暖肝煎可以治睾丸冷痛吗？不好意思问这个问题。", "prescribed_for", "暖肝煎", F, named="睾丸冷痛"),
    Q("清气化痰汤适合痰热咳嗽吗？我咳嗽的时候有黄色的痰。", "prescribed_for", "清气化痰汤", F, named="痰热咳嗽"),
    Q("我的奶奶大便秘结，济川煎可以治这个吗？", "prescribed_for", "济川煎", F, named="大便秘结"),
    # formula_has_alias
    Q("我的中医大夫写的是半夏茯苓天麻汤，药店的人说是半夏白术天麻汤。这是同一个方子的两个名字吗？", "formula_has_alias",
      "半夏白术天麻汤", F, named="半夏茯苓天麻汤"),
    Q("我在一本老的针灸书里看到和窌，这个是哪一个穴位的别名？我在学acupuncture。", "formula_has_alias", "和窌", AL),
    Q("八风丸（《圣济总录》卷十六）是哪一个方剂的别名啊？我的老师让我查一查。", "formula_has_alias",
      "八风丸（《圣济总录》卷十六）", AL),
    Q("口禾髎有几个别名？请告诉我，谢谢您。", "formula_has_alias", "口禾髎", F),
    # check_for_disease
    Q("我怀孕八个月了，胎心监护检查是为了发现胎儿宫内窘迫吗？", "check_for_disease", "胎心监护检查", C,
      named="胎儿宫内窘迫"),
    Q("我是一个交换生，胃液潜血试验可以查出哪些病呢？", "check_for_disease", "胃液潜血试验", C),
    Q("在台湾我们说肾脏超音波，这个检查可以检查什么病？", "check_for_disease", "肾脏超音波", C),
    Q("我40岁了，公司让我做肿瘤筛查检查。这个检查可以发现哪些病？", "check_for_disease", "肿瘤筛查检查", C),
    Q("医生给我做了胸水检查，这个检查是查什么病的？", "check_for_disease", "胸水检查", C),
    Q("请问肾素活性检查能查出原发性醛固酮增多症吗？", "check_for_disease", "肾素活性", C, named="原发性醛固酮增多症"),
    Q("胰高血糖素检查是查哪些疾病的？我明天要做这个，有一点紧张。", "check_for_disease", "胰高血糖素检查", C),
    # check_for_symptom
    Q("肌红蛋白检查是因为有什么症状才做的？医生没有给我解释。", "check_for_symptom", "肌红蛋白检查", C),
    Q("胎儿发育检查可以看到胎动过频吗？我的宝宝动得很多。", "check_for_symptom", "胎儿发育检查", C, named="胎动过频"),
    Q("肝大小检查是针对什么症状？我的英文报告上写的是liver size。", "check_for_symptom", "肝大小检查", C),
    Q("我的孩子胸口的形状不太一样，胸廓检查是查什么症状的？", "check_for_symptom", "胸廓检查", C),
    Q("我的胃常常不舒服，胃总酸度测定一般是有什么症状的时候要做？", "check_for_symptom", "胃总酸度测定", C),
    Q("医生按了我的右边的肚子，他说是胆囊触诊。这个是为了检查哪些症状？", "check_for_symptom", "胆囊触诊", C),
    # performed_by
    Q("请问无痛胃镜检查要在消化科做吗？我是第一次在中国做。", "performed_by", "无痛胃镜检查", C, named="消化科"),
    Q("我的太太要做宫腔镜检查，是在妇产科吗？", "performed_by", "宫腔镜检查", C, named="妇产科"),
    Q("我的女儿要做electroencephalogram，在中国的医院是哪个科负责？", "performed_by", "脑电图检查", C,
      mention="electroencephalogram"),
    Q("泌尿外科可以做哪些检查？我的爸爸小便有一点问题。", "performed_by", "泌尿外科", DEP),
    # check_has_alias
    Q("体检单上写着RPR，它的全称是什么？是哪一个检查？", "check_has_alias", "快速血浆反应素试验", C, mention="RPR"),
    Q("EUS是什么检查呀？我的报告上写了这个。", "check_has_alias", "EUS", AL),
    Q("ECG是哪一个检查的缩写？我在英国的时候做过。", "check_has_alias", "ECG", AL),
    Q("静脉尿路造影检查还有别的叫法吗？医生说的名字和报告上的不一样。", "check_has_alias", "静脉尿路造影检查", C),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day39"))
