"""Writes `medical_everyday_42.jsonl`, a forty-second hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to forty-first, kept as a held-out measure:
nothing in it was chosen or reworded after seeing how the project answers it (it was written without running the
project's search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation
type of the network asked four to seven times. Each is worded the way people ask about something they read or heard: a
news item or a line of a public-health article told first (看到新闻说有游客进藏第二天就出现了高原脑水肿, 公众号文章里讲长期酗酒的人容易得…,
今天的社会新闻：有人被鱼刺卡了还硬吞饭团, 报纸上说有一家人吃了发霉的玉米面, 晚报上登了一条, 援非医疗队的报道里说), a headline or a trending topic quoted
(刚看到个热搜「黑眼圈不一定是熬夜熬的」, 刚刷到个热搜「吃完饭就躺下当心食管裂孔疝」, 新闻里说的「消失骨病」, 纪录片字幕打的是“非典—严重急性呼吸道症候群”, 电视上讲《伤寒论》的经典方麻黄汤), a rumour or a
relative's word to check (群里转发说果导片能减肥, 家族群里转发说邻村有人拿马钱子泡酒治风湿, 我婆婆非说孩子黄疸高要喂苯巴比妥片, 我公公非说速效心痛滴丸就是速效救心丸, 老家的大伯说马屁泡能治嗓子疼,
鸦胆子捣碎了敷上真能去鸡眼吗？听人说的, 业主群里有人说大理石台面会释放氡气), a notice from a school, a community or a workplace (学校宿舍群里发通知说最近有隐翅虫,
幼儿园发通知提醒家长留意孩子往鼻孔里塞东西, 居委会贴了通知，下周六有风湿性疾病义诊, 单位工会通知女职工免费做近红外线乳腺扫描检查, 公司通知外派非洲的员工出发前口服可唯适, HR发邮件说回内地要筛查高原红细胞增多症,
婚检通知单上有一项…, 社区发通知免费两癌筛查) and posts on social media, video sites and shopping platforms (小红书上都说采乐洗头去屑止痒, 抖音上有人说, 知乎上有人说,
微博上说有人撸铁之后, 直播间在卖鹿筋, 朋友圈有人卖青叶胆茶), then the question that follows from it. Some are long, some a single line
(意可贴在药品分类里属于哪一类？, 重庆的市树黄葛树是不是就是大叶榕？). 21 questions carry 呢/啊/呀/嘛/哈, 191 a clause of context; some ask two things and the
first is the gold (颈动脉斑块挂哪个科啊？要不要马上吃他汀 asks the department; 食物不耐受症到底是怎么引起的？那种检测有必要做吗 the causes; 鲨鱼翅入药到底有什么功效？还值得买吗 the
efficacy; 黑种草子在我国哪里有产呢？能直接吃吗 where it grows; 醒脑静注射液…主要治什么？药店能买到吗 what it is for).

Records: taken from the tenth (last) tenth of each relation type's sources in key order (the record key of the source
type), among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 41 and the three
alias sets) contains and that none of them uses as an entity or a mention. Where every source of a relation type in that
window is already asked about (has_risk_factor, prevalent_in, metastasizes_to, invades, related_disease,
differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy, prescribed_for, formula_has_alias,
performed_by, check_has_alias), the question names one neighbour no earlier question names (阿尔茨海默病 ← 饮用人工增甜的软饮料,
遗传性乳腺癌 ← BRCA1 及 BRCA2 基因的突变, 铅中毒 ← 铅涂料玩具, 隐球菌性脑膜炎 ← 暴露至受污染土壤、禽类粪便或蝙蝠洞穴, 鳞状细胞癌 ← 紫外线床, 非小细胞肺癌 ← 氡气暴露, 食物中毒 ← 进食生鸡蛋,
鳞状细胞癌 → 赤道附近及南北8纬度到10纬度范围地区, 食管癌 → 腹腔淋巴结, 麻风 → 耳大神经, 鳞状细胞癌 → 肝脏转移 and 累及高风险区域, 阿尔茨海默病 ↔ 人面失认症, 高血压 ↔ 远端主动脉夹层,
非小细胞肺癌 ↔ 指杵状变, 黄色瘤 ↔ 严重高胆固醇血症, 颅底骨折 ↔ 垂体激素缺乏, 麻风 ↔ 虹膜炎, 阿尔茨海默病 ↔ 轻度认知障碍, 食管癌 ↔ 良性狭窄, 高血压急症 ↔ 肾动脉狭窄, 鳞状细胞癌 ↔ 无色素黑色素瘤,
麻风 ↔ 普通狼疮, 食物中毒 ↔ 食物过敏/不耐受, 附子理中丸 → 理中丸（《儒门事亲》卷十二）, 调气丸 → 舶上茴香, 麻桂饮 → 官桂, 麻黄二陈汤 → 姜半夏, 麻黄方 → 干姜皮, 黄土汤 → 灶中黄土 and 干地黄,
阳和汤 → 温阳补血, 青蒿鳖甲汤 → 养阴透热, 麻杏石甘汤 → 清肺平喘, 龙胆泻肝汤 → 清泻肝胆实火, 黄连解毒汤 → 泻火解毒, 麻黄汤 → 宣肺平喘, 镇肝熄风汤 → 类中风, 防己黄芪汤 → 汗出恶风,
麻子仁丸 → 大便干结, 香薷散 → 阴暑, 麦门冬汤 → 虚热肺痿, 龟鹿二仙胶 → 阳痿遗精), is asked from the relation's target end (澳大利亚热带地区, 纵膈淋巴结, 皮下脂肪,
泌尿外科), names its entity by an alias (麻黄甘草附子汤（《古今医统大全》卷十四）, 静脉肾盂排泄造影) or asks what an alias stands for (大姜煎丸（《普济方》卷三九五）,
附子白术丸（《鸡峰普济方》卷十）, 伏龙肝汤（《三因极一病证方论》卷九）, 静脉肾盂排泄造影, EUS); a few ask a window record again in words no earlier question uses
(隐球菌性脑膜炎 and 麻风 where they are common, 阿利吉仑片, 酒石酸罗格列酮分散片, 黄土汤, 麻黄调心泄热汤, 静脉尿路造影检查), and where a window source has no
neighbour left that no earlier question names, the question names one again (食管癌 → 斯堪的纳维亚半岛, 非小细胞肺癌 → 脑, 麻疹 → 结膜上皮细胞,
骨关节炎 → 手部, 麻黄附子细辛汤 → 附子麻黄汤（《赤水玄珠全集》卷五）, 静脉尿路造影检查 → 泌尿外科). The window of drug_has_alias holds eight drugs: seven have one
alias each, all of them names earlier questions use, and 附子理中丸 has three no earlier question names, so one question
names 理中丸（《儒门事亲》卷十二） and two ask what 大姜煎丸（《普济方》卷三九五） and 附子白术丸（《鸡峰普济方》卷十） stand for; two more ask a window drug's other
names in new words. Of the three window sources of formula_has_alias (麻黄调心泄热汤, 麻黄附子细辛汤, 黄土汤), 麻黄附子细辛汤 is named by its
alias 麻黄甘草附子汤（《古今医统大全》卷十四）, which no earlier question names, and asked whether it is also called 附子麻黄汤（《赤水玄珠全集》卷五）, one
question asks what the alias 伏龙肝汤（《三因极一病证方论》卷九） of 黄土汤 stands for, and 黄土汤 and 麻黄调心泄热汤 are asked for their other names
in new words. performed_by has six sources and its window one (静脉尿路造影检查, the last in key order), asked in new words and,
named by 静脉肾盂排泄造影, whether it is done in 泌尿外科; one question asks from that record's target end (泌尿外科) and one takes the
record before it (脑电图检查) in new words. check_has_alias has seven sources and its window the same record, asked in new
words and by what 静脉肾盂排泄造影 stands for, and the record before it (超声内镜检查) is asked for its English abbreviation and by
what EUS stands for.

82 questions name the one neighbour they ask about, most of them naming two records (黄曲霉毒素中毒会出现黄疸吗, 高胆红素血症真能用苯巴比妥片吗,
食管穿透性损伤…会引起纵隔炎吗, 阿司匹林哮喘，这算支气管哮喘吗, 果导不是治便秘的吗, 百力特算眼用皮质激素吗, 鸦胆子…真能去鸡眼吗, 重庆的市树黄葛树是不是就是大叶榕, 降钙素检查…能查甲状腺癌), one in other
words than the neighbour's name (是不是老接触鸽子粪、禽类粪便就容易得 names 暴露至受污染土壤、禽类粪便或蝙蝠洞穴). Four besides the alias-instance questions
are asked from the relation's target end (澳大利亚热带地区…那边哪些病多发, 哪些癌会转移到纵膈淋巴结, 什么病会侵犯皮下脂肪, 泌尿外科一般能做哪些检查).

Names inside names: by a mechanical count 129 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (高原脑水肿 holds 脑水肿, 高原红细胞增多症 holds 红细胞增多症 and 高原性心脏病 holds 心脏病, 马钱子中毒 and 马钱子粉 hold 马钱子, 黄曲霉毒素中毒 holds
黄曲霉毒素, 高致病性禽流感病毒感染 holds 禽流感病毒 and is named by 禽类流行性感冒病毒感染, 黏多糖贮积症IV型 and 黏多糖贮积症VII型 hold 黏多糖贮积症, 食管裂孔疝 holds 裂孔疝,
阻生牙拔除术 holds 阻生牙, 高胆红素血症 holds 胆红素血症 and 间接胆红素检查 holds 胆红素, 颅脑损伤 holds 脑损伤, 非特异性阴道炎 holds 阴道炎, 须部假毛囊炎 holds 毛囊炎, 高血压性脑出血
holds 高血压 and 脑出血 and is named by 高血压脑出血, a disease record too, and 高血压急症 holds 高血压, which another question asks about,
间接型颈动脉海绵窦瘘 holds 颈动脉海绵窦瘘, 青年心肌梗死 holds 心肌梗死, 遗传性乳腺癌 holds 乳腺癌, 非小细胞肺癌 holds 小细胞肺癌, 颅骨巨细胞瘤 holds 骨巨细胞瘤 and is named by
颅骨破骨细胞瘤, 骨包囊虫病 holds 囊虫病, 阿片类药物中毒 holds 阿片类药物 and 药物中毒, 阿尔茨海默病性痴呆 holds 阿尔茨海默病, which three other questions ask about,
难治性精神分裂症 holds 精神分裂症, 非洲型卡波西肉瘤 holds 卡波西肉瘤, 青少年特发性脊柱侧凸 holds 脊柱侧凸, and 鳞状细胞癌 lies inside 阴囊鳞状细胞癌 and a dozen more;
酮康唑洗剂, 酮洛芬凝胶, 醋酸去氨加压素片 and 醋酸泼尼松龙滴眼液 hold 酮康唑, 酮洛芬, 去氨加压素 and 泼尼松龙, three of them named by trade names, 金匮肾气丸 holds 肾气丸,
酸枣仁合剂 holds 酸枣仁, which its question names, and 附子理中丸 holds 理中丸, the start of the alias its question names; 青木香 lies
inside its alias 土青木香, 黄葛树 inside 黄葛树皮 (an alias of 黄桷皮) and 露蜂房 inside 露蜂房子; 麻黄二陈汤 holds 二陈汤, 麻子仁丸 holds 麻子仁, 麦门冬汤
holds 麦门冬, and 麻黄汤 lies inside 附子麻黄汤（《赤水玄珠全集》卷五）, the alias another question names, and is itself an alias of 麻黄调心泄热汤;
非梅毒螺旋体抗原血清试验 holds 梅毒螺旋体抗原血清试验, 麻疹病毒抗体检查 holds 麻疹病毒, 近视力检查法 holds 视力检查, 颈项强直检查 holds 颈项强直 and 超声内镜检查 holds 超声内镜; 纵膈淋巴结
holds 淋巴结 and lies inside 纵膈淋巴结肿大, the words of its question, and 澳大利亚热带地区 holds 澳大利亚 and 热带地区).

About one question in four (46 of 210) names its entity by a name the network records for that very instance: disease
aliases (16: English names and eponyms such as Wernicke—Korsakov综合征, Gorham—Stout综合征, 莫尔奎（Morquio）综合征, 康拉迪病; other or
descriptive names such as 阴囊湿疹样癌, 神经痛性肌萎缩, 海绵窦硬膜动静脉瘘, 颅骨破骨细胞瘤, 阴茎硬结症, 短颈综合征, 非泌乳乳腺脓肿, 餐后迟发型倾倒综合征; names with a word
changed or added such as 禽类流行性感冒病毒感染, 急性筋膜间室综合征, 高血压脑出血, 骨盆直肠间隙脓肿); drug trade names (20, below); medicinal material
aliases (8: 鹿鞭, 马屁泡, 黄独, 黄豆, 山鸡, 湟鱼, 风姜, 鱼香菜); a TCM formula alias (1: 麻黄甘草附子汤（《古今医统大全》卷十四）); a check alias (1:
静脉肾盂排泄造影). Each of these names is listed by that one instance only. Ten more ask what an alias stands for (消失骨病,
Sinding—Larsen病, I细胞病, 大姜煎丸（《普济方》卷三九五）, 附子白术丸（《鸡峰普济方》卷十）, 马褂木, 潮虫, 伏龙肝汤（《三因极一病证方论》卷九）, 静脉肾盂排泄造影, EUS: disease, drug,
material, formula and check aliases): their gold is the alias instance, answered by the record that lists it. Before the
set is built, `unrecorded_aliases` (the fourth set's check) makes sure every alias a question names its entity by is one
the network records for that very instance.

Drug trade names: 20 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (果导, 安柯瑞, 弥凝, 得妥, 加合百服宁, 采乐, 泽珂, 特比澳, 阿法根, 泰晶, 灵诺, 朴感敏, 息斯敏, 佳乐定, 欧乃影, 唯泰, 诺雷得, 可唯适, 百力特, 意可贴). All twenty
names are also drug records of their own (the source writes the product twice). They are labelled as in the earlier
sets: the gold entity is the standard record (酚酞片, 重组人V型腺病毒注射液, 醋酸去氨加压素片, 酒石酸托特罗定缓释胶囊, 酚咖片, 酮康唑洗剂, 醋酸阿比特龙片,
重组人血小板生成素注射液, 酒石酸溴莫尼定滴眼液, 酚美愈伪麻分散片, 酚麻美软胶囊, 酚氨咖敏片, 阿司咪唑片, 阿普唑仑片, 钆双胺注射液, 铝碳酸镁颗粒, 醋酸戈舍瑞林缓释植入剂, 重组B亚单位/菌体霍乱疫苗（肠溶胶囊）,
醋酸泼尼松龙滴眼液, 醋酸地塞米松粘贴片), the mention is the trade name and the line is tagged `alias`, because whoever holds the box asks
about the medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- EUS is a check record as well as the alias instance 超声内镜检查 lists (病友群里有人说做了EUS，EUS是哪个检查的缩写): it asks what the name
  stands for, so the gold is the alias instance, as the thirty-ninth set's EUS question and the forty-first set's EMG
  question are.
- Some aliases a question names its entity by are records too: 高血压脑出血 and 阴茎硬结症 are disease records of their own,
  neither with a cause or a population, which the questions ask about (情绪激动真能引起这个病吗, 这个病一般什么人容易得); 骨盆直肠间隙脓肿 is a symptom
  record and 鹿鞭 an ingredient record. 静脉肾盂排泄造影, by which a performed_by question names 静脉尿路造影检查, is an earlier sets'
  mention (the record has no other alias).
- Some named neighbours are records of other types too: 便秘, 低钾血症, 肾动脉狭窄 and 甲状腺癌 are diseases, causes and symptoms at
  once, 黄疸 a disease, a symptom and a check, 纵隔炎 and 垂体激素缺乏 diseases and causes, 虹膜炎, 阳痿, 甲状腺肿 and 大便干结 diseases and
  symptoms, 情绪激动 a cause and a symptom, 支气管哮喘 a disease, a population and a symptom, 感染科 a department and a population,
  小腿 and 肝脏转移 body parts and symptoms, 脑 a body part, an ingredient and a symptom, and 苯二氮卓类 a drug class, a drug and a
  therapy.
- Besides these, 54 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 颈动脉斑块, 高原红细胞增多症, 雷诺综合征, 非小细胞肺癌, 食管癌, 麻风, 鞘膜积液, 黄色瘤; a cause record: 难治性癫痫, 阿尔茨海默病, 铅中毒, 隐球菌性脑膜炎, 颅底骨折; both:
  食管裂孔疝, 骨盆骨折, 高胆红素血症, 颅脑损伤, 骨关节炎, and 高血压 a population besides; 鳞状细胞癌 a symptom and a therapy record, 食物中毒 an alias and
  a cause record, 麻疹 an alias, a cause and a symptom record; an ingredient record for a material, several of them alias
  records too: 鹿肾, 马勃, 鸦胆子, 鹅不食草, 黄药子, 龙眼肉, 鸡蛋花, 鹿筋, 马钱子粉, 黑种草子, 高良姜, 青叶胆, 青木香, 香加皮, and for the drug 阿利吉仑片; an alias
  record for the formula 麻黄汤; a check record for the alias instance EUS), and the wording says which is meant (a
  diagnosis told, 体检查出, 入药, 主治, 产在, 功效, 别名, 英文缩写).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_42.py    # rewrites bench/sets/medical_everyday_42.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, F, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_42.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("看到新闻说有游客进藏第二天就出现了高原脑水肿，被直升机送下山。高原脑水肿一开始都有哪些症状？下个月我也要去拉萨", "has_symptom",
      "高原脑水肿", D),
    Q("公众号文章里讲长期酗酒的人容易得Wernicke—Korsakov综合征，这个病会有哪些表现啊？我爸天天一斤白酒", "has_symptom",
      "韦尼克脑病", D, mention="Wernicke—Korsakov综合征"),
    Q("刚看到个热搜「黑眼圈不一定是熬夜熬的」，那黑眼圈一般还伴着哪些症状？", "has_symptom", "黑眼圈", D),
    Q("家族群里转发说邻村有人拿马钱子泡酒治风湿，喝完直接抽过去了。马钱子中毒都是什么症状呀？", "has_symptom", "马钱子中毒",
      D),
    Q("每年开春都有新闻说有人吃了发红的甘蔗出事，霉变甘蔗中毒会有哪些症状呢？", "has_symptom", "霉变甘蔗中毒", D),
    Q("报纸上说有一家人吃了发霉的玉米面，黄曲霉毒素中毒会出现黄疸吗", "has_symptom", "黄曲霉毒素中毒", D, named="黄疸"),
    Q("科普号文章说阴囊湿疹样癌常被当成湿疹治，一拖就是好几年，这病到底有什么表现？", "has_symptom", "阴囊派杰病", D,
      mention="阴囊湿疹样癌"),
    # designated_to
    Q("学校宿舍群里发通知说最近有隐翅虫，别拍死在皮肤上，不然会得隐翅虫皮炎。要是真得了，该挂哪个科？", "designated_to",
      "隐翅虫皮炎", D),
    Q("新闻里说邻省出现了禽类流行性感冒病毒感染的病例，万一发烧了是去感染科吗？", "designated_to",
      "高致病性禽流感病毒感染", D, mention="禽类流行性感冒病毒感染", named="感染科"),
    Q("公益基金会的推送讲了一个罕见病孩子，诊断是莫尔奎（Morquio）综合征，这种病去医院挂哪个科呢？", "designated_to",
      "黏多糖贮积症IV型", D, mention="莫尔奎（Morquio）综合征"),
    Q("单位体检报告一出来，同事群里一半人都查出了颈动脉斑块，颈动脉斑块挂哪个科啊？要不要马上吃他汀", "designated_to", "颈动脉斑块", D),
    Q("公司有人常驻西藏，HR发邮件说回内地要筛查高原红细胞增多症，真查出来了该看哪个科？", "designated_to",
      "高原红细胞增多症", D),
    Q("颈性眩晕看什么科？抖音上刷到个视频说低头族都容易得", "designated_to", "颈性眩晕", D),
    # checks
    Q("公众号文章说冬天手指头一遇冷就发白发紫，可能是雷诺综合征，雷诺综合征一般要做哪些检查？", "checks", "雷诺综合征", D),
    Q("刚刷到个热搜「吃完饭就躺下当心食管裂孔疝」，怀疑食管裂孔疝要做哪些检查？", "checks", "食管裂孔疝", D),
    Q("纪录片字幕打的是“非典—严重急性呼吸道症候群”，当年怀疑得了这个病都要做哪些检查呢？", "checks",
      "非典—严重急性呼吸道症候群", D),
    Q("地方台新闻说养猪场有工人得了附红细胞体病，这个病要查什么才能确诊？", "checks", "附红细胞体病", D),
    Q("病友群里有人说自己是神经痛性肌萎缩，肩膀疼完胳膊就抬不起来了，确诊要做肌电图检查吗？", "checks",
      "麻痹性臂丛神经炎", D, mention="神经痛性肌萎缩", named="肌电图检查"),
    Q("新闻说内蒙古有个养马的牧民得了鼻疽，鼻疽一般要做什么检查？", "checks", "鼻疽", D),
    # has_complication
    Q("今天的社会新闻：有人被鱼刺卡了还硬吞饭团，结果食管穿透性损伤，这个会引起纵隔炎吗？", "has_complication",
      "食管穿透性损伤", D, named="纵隔炎"),
    Q("微博热搜说拔完智齿疼得睡不着可能是干槽症，阻生牙拔除术后容易出现干槽症吗？", "has_complication", "阻生牙拔除术",
      D, named="干槽症"),
    Q("公众号文章讲历史上第一个被发现的职业癌，是扫烟囱工人的阴囊癌。阴囊癌还会合并哪些别的癌？", "has_complication",
      "阴囊癌", D),
    Q("罕见病日的推送里提到了康拉迪病，这个病会带来哪些并发症？", "has_complication", "骨骺点状发育不良", D,
      mention="康拉迪病"),
    Q("骑电动车摔了骨盆骨折，新闻里说人送到医院已经大出血。骨盆骨折后面还可能出哪些并发症？", "has_complication", "骨盆骨折",
      D),
    Q("听说抗生素用多了会闹出霍乱样综合征，这个病会引起什么并发症嘛？", "has_complication", "霍乱样综合征", D),
    # cures
    Q("看到新闻说内蒙古又报告了一例鼠疫，现在得了鼠疫有药能治吗？一般用什么药", "cures", "鼠疫", D),
    Q("妈妈群里在传生酮饮食能控制难治性癫痫，那难治性癫痫平时都用哪些药？", "cures", "难治性癫痫", D),
    Q("我婆婆非说孩子黄疸高要喂苯巴比妥片，高胆红素血症真能用苯巴比妥片吗？", "cures", "高胆红素血症", D,
      named="苯巴比妥片"),
    Q("新闻里那个被高空坠物砸中的小伙子是颅脑损伤，颅脑损伤一般用什么药？", "cures", "颅脑损伤", D),
    Q("居委会贴了通知，下周六有风湿性疾病义诊。想先问问风湿性疾病平时都吃哪些药", "cures", "风湿性疾病", D),
    Q("姐妹群里有人说非特异性阴道炎用氯霉素软胶囊就管用，是真的吗？", "cures", "非特异性阴道炎", D, named="氯霉素软胶囊"),
    # shown_on
    Q("看到一篇报道讲Gorham—Stout综合征，说骨头会一点点“消失”，这个病一般长在哪些骨头上？", "shown_on", "骨溶解症", D,
      mention="Gorham—Stout综合征"),
    Q("须部假毛囊炎一般长在哪些部位？知乎上有个男生说是刮胡子刮出来的", "shown_on", "须部假毛囊炎", D),
    Q("单位工会发通知说久坐办公室容易得颈肩综合征，这病都累及哪些部位？", "shown_on", "颈肩综合征", D),
    Q("我妈看了电视养生节目，非说我脸上的斑是黧黑斑，黧黑斑一般长在脸上哪些位置呀？", "shown_on", "黧黑斑", D),
    Q("公众号文章说小学生也会长痘，叫青春期前痤疮，这种痘一般长在哪儿？", "shown_on", "青春期前痤疮", D),
    Q("微博上说有人撸铁之后得了急性筋膜间室综合征，小腿肿得发亮，这病是长在小腿上的吗？", "shown_on",
      "骨筋膜室综合征", D, mention="急性筋膜间室综合征", named="小腿"),
    # has_alias
    Q("新闻里说的「消失骨病」是哪个病的别名？", "has_alias", "消失骨病", AL),
    Q("体育老师群里转发了一篇讲Sinding—Larsen病的文章，说练跳高的孩子容易得，这是哪个病的别称？", "has_alias",
      "Sinding—Larsen病", AL),
    Q("一篇罕见病报道里提到I细胞病，这是什么病的别名哈？", "has_alias", "I细胞病", AL),
    Q("公众号上说高免疫球蛋白E综合征又叫Job综合征，是这样吗？", "has_alias", "高免疫球蛋白E综合征", D,
      named="Job综合征"),
    Q("面瘫—唇肿—裂纹舌综合征的英文名是不是Melkersson—Rosenthal综合征？", "has_alias", "面瘫—唇肿—裂纹舌综合征", D,
      named="Melkersson—Rosenthal综合征"),
    Q("罕见病科普里提到黏多糖贮积症VII型，它还有什么别的名字吗？", "has_alias", "黏多糖贮积症VII型", D),
    Q("我婆婆老说我是阴阳失调，阴阳失调在中医里还有别的叫法吗？", "has_alias", "阴阳失调", D),
    # caused_by
    Q("看到新闻说有个大爷看球赛太激动，突发高血压脑出血，情绪激动真能引起这个病吗？", "caused_by", "高血压性脑出血", D,
      mention="高血压脑出血", named="情绪激动"),
    Q("医院公众号讲胃切除的人饭后两三个钟头会心慌出冷汗，叫餐后迟发型倾倒综合征，这是什么原因引起的？", "caused_by",
      "餐后血糖过低症", D, mention="餐后迟发型倾倒综合征"),
    Q("病友群里有人说眼睛又红又突是海绵窦硬膜动静脉瘘，这个病是怎么引起的啊？", "caused_by", "间接型颈动脉海绵窦瘘", D,
      mention="海绵窦硬膜动静脉瘘"),
    Q("刚看到热搜说一个28岁的程序员心梗了，青年心肌梗死一般都是什么原因导致的？", "caused_by", "青年心肌梗死", D),
    Q("现在很流行做食物不耐受检测，食物不耐受症到底是怎么引起的？那种检测有必要做吗", "caused_by", "食物不耐受症", D),
    Q("家族群里转发说止痛片吃多了伤肾，镇痛剂肾病到底是怎么得的呢？", "caused_by", "镇痛剂肾病", D),
    Q("幼儿园发通知提醒家长留意孩子往鼻孔里塞东西，鼻腔异物一般都是怎么造成的？", "caused_by", "鼻腔异物", D),
    # has_risk_factor
    Q("看到新闻说常喝代糖饮料会增加痴呆风险，饮用人工增甜的软饮料真的是阿尔茨海默病的危险因素吗？", "has_risk_factor",
      "阿尔茨海默病", D, named="饮用人工增甜的软饮料"),
    Q("当年朱莉因为BRCA1 及 BRCA2 基因的突变预防性切除了乳腺，有这个突变就容易得遗传性乳腺癌吗？", "has_risk_factor",
      "遗传性乳腺癌", D, named="BRCA1 及 BRCA2 基因的突变"),
    Q("市场监管局通报了一批儿童玩具油漆含铅超标，铅涂料玩具会让孩子铅中毒吗？", "has_risk_factor", "铅中毒", D,
      named="铅涂料玩具"),
    Q("新闻说有人在阳台养鸽子得了隐球菌性脑膜炎，是不是老接触鸽子粪、禽类粪便就容易得？", "has_risk_factor",
      "隐球菌性脑膜炎", D, named="暴露至受污染土壤、禽类粪便或蝙蝠洞穴"),
    Q("刚看到热搜说去美黑店躺紫外线床会致癌，紫外线床会增加鳞状细胞癌的风险吗？", "has_risk_factor", "鳞状细胞癌", D,
      named="紫外线床"),
    Q("业主群里有人说大理石台面会释放氡气，氡气暴露是非小细胞肺癌的风险因素吗？", "has_risk_factor", "非小细胞肺癌", D,
      named="氡气暴露"),
    Q("溏心蛋、生鸡蛋拌饭到底安不安全？进食生鸡蛋容易食物中毒吗", "has_risk_factor", "食物中毒", D,
      named="进食生鸡蛋"),
    # common_in
    Q("看到一个病例报道叫颅骨破骨细胞瘤，这种肿瘤多见于哪些人？", "common_in", "颅骨巨细胞瘤", D, mention="颅骨破骨细胞瘤"),
    Q("男科医院的推送讲阴茎硬结症，这个病一般什么人容易得？", "common_in", "阴茎纤维性海绵体炎", D,
      mention="阴茎硬结症"),
    Q("社区卫生服务中心打电话说高危儿要定期随访，高危儿指的是哪类孩子？", "common_in", "高危儿", D),
    Q("中医院公众号说项痹多见于长期伏案工作之人，我们天天坐办公室的是不是高发人群？", "common_in", "项痹", D,
      named="长期伏案工作之人"),
    Q("学校发了家长信，让大家关注高三综合征，这个病一般是什么人得？", "common_in", "高三综合征", D),
    Q("新闻说牧区在普查包虫病，骨包囊虫病多见于哪些人呢？", "common_in", "骨包囊虫病", D),
    Q("报道里有个脖子特别短的孩子被诊断为短颈综合征，这个病多见于什么人？", "common_in", "颈椎先天融合畸形", D,
      mention="短颈综合征"),
    # prevalent_in
    Q("看到科普说皮肤鳞状细胞癌在赤道附近及南北8纬度到10纬度范围地区高发，是真的吗？", "prevalent_in", "鳞状细胞癌", D,
      named="赤道附近及南北8纬度到10纬度范围地区"),
    Q("援非医疗队的报道里说隐球菌性脑膜炎在当地很常见，这个病主要在哪些国家流行？", "prevalent_in", "隐球菌性脑膜炎", D),
    Q("有篇文章说北欧斯堪的纳维亚半岛的食管癌发病率挺高，是这样吗？", "prevalent_in", "食管癌", D,
      named="斯堪的纳维亚半岛"),
    Q("今天是世界防治麻风病日，广播里说麻风还没彻底消灭，现在麻风主要在哪些地方流行？", "prevalent_in", "麻风", D),
    Q("要去澳洲北部玩，旅行社提醒说澳大利亚热带地区紫外线强，那边哪些病多发？", "prevalent_in", "澳大利亚热带地区", RE),
    # treated_with
    Q("看美剧里有人吸毒过量，急救人员往鼻子里喷了一下纳洛酮就醒了，阿片类药物中毒是应用纳络酮或纳络芬来救吗？",
      "treated_with", "阿片类药物中毒", D, named="应用纳络酮或纳络芬"),
    Q("单位援藏的同事查出了高原性心脏病，这个病怎么治？", "treated_with", "高原性心脏病", D),
    Q("公众号文章讲没生过孩子也会得非泌乳乳腺脓肿，反反复复流脓，这个怎么治？", "treated_with", "非哺乳期乳晕部瘘管", D,
      mention="非泌乳乳腺脓肿"),
    Q("新闻说有个产妇坐月子一直躺着不动，得了颅内静脉系统血栓形成，这个病怎么治疗？", "treated_with",
      "颅内静脉系统血栓形成", D),
    Q("晚报上登了一条，有个姑娘吃网购的减肥药麻黄碱中毒住进了医院，麻黄碱中毒该怎么处理？", "treated_with", "麻黄碱中毒", D),
    Q("我姥姥非说重孙子的鞘膜积液得赶紧开刀，鞘膜积液到底怎么治？", "treated_with", "鞘膜积液", D),
    Q("骨盆直肠间隙脓肿怎么治？病友群里有人说吃消炎药就能好", "treated_with", "骨盆直肠窝脓肿", D,
      mention="骨盆直肠间隙脓肿"),
    # metastasizes_to
    Q("一个抗癌博主说她的食管癌转移到了腹腔淋巴结，食管癌会往腹腔淋巴结转吗？", "metastasizes_to", "食管癌", D,
      named="腹腔淋巴结"),
    Q("麻风科普文章里说它会顺着神经走，麻风会蔓延到耳大神经吗？", "metastasizes_to", "麻风", D, named="耳大神经"),
    Q("新闻里那位演员的非小细胞肺癌脑转移了，这种肺癌常常转移到脑吗？", "metastasizes_to", "非小细胞肺癌", D,
      named="脑"),
    Q("体检CT报告上写纵膈淋巴结肿大，哪些癌会转移到纵膈淋巴结？", "metastasizes_to", "纵膈淋巴结", BP),
    Q("听说皮肤上的鳞状细胞癌也会跑到肝上，鳞状细胞癌会出现肝脏转移吗？", "metastasizes_to", "鳞状细胞癌", D,
      named="肝脏转移"),
    # invades
    Q("皮肤科公众号说长在脸上的鳞状细胞癌会累及高风险区域，是真的吗？", "invades", "鳞状细胞癌", D,
      named="累及高风险区域"),
    Q("幼儿园通知有孩子出麻疹，麻疹病毒会侵犯结膜上皮细胞吗？孩子眼睛红红的", "invades", "麻疹", D,
      named="结膜上皮细胞"),
    Q("科普视频说有的肿瘤会往皮下脂肪里长，什么病会侵犯皮下脂肪？", "invades", "皮下脂肪", BP),
    Q("我奶奶手指关节变粗变形，老说是骨关节炎犯了，骨关节炎会侵犯手部吗？", "invades", "骨关节炎", D, named="手部"),
    # is_subtype_of
    Q("看到新闻说阿尔茨海默病性痴呆的患者越来越多，它在分类上归哪一类？", "is_subtype_of", "阿尔茨海默病性痴呆", D),
    Q("朋友圈有人说自己一吃阿司匹林就喘不上气，医生说叫阿司匹林哮喘，这算支气管哮喘吗？", "is_subtype_of", "阿司匹林哮喘", D,
      named="支气管哮喘"),
    Q("新闻报道里提到了难治性精神分裂症，它在分类上属于哪一类病？", "is_subtype_of", "难治性精神分裂症", D),
    Q("纪录片讲到非洲型卡波西肉瘤，这个病属于什么病？", "is_subtype_of", "非洲型卡波西肉瘤", D),
    Q("疾控通报说出现了几例霍乱轻型病例，霍乱轻型也算霍乱吗？", "is_subtype_of", "霍乱轻型", D, named="霍乱"),
    Q("学校通知下周做脊柱侧弯筛查，青少年特发性脊柱侧凸属于什么病呀？", "is_subtype_of", "青少年特发性脊柱侧凸", D),
    # related_disease
    Q("看到文章说阿尔茨海默病的老人会认不出家人的脸，这跟人面失认症有关系吗？", "related_disease", "阿尔茨海默病", D,
      named="人面失认症"),
    Q("新闻说有人高血压不吃药突发主动脉夹层，高血压和远端主动脉夹层有关系吗？", "related_disease", "高血压", D,
      named="远端主动脉夹层"),
    Q("公众号说手指头变得像鼓槌要警惕肺癌，指杵状变和非小细胞肺癌有关吗？", "related_disease", "非小细胞肺癌", D,
      named="指杵状变"),
    Q("眼皮上长了黄色瘤，听说是严重高胆固醇血症的信号，二者有关系吗？", "related_disease", "黄色瘤", D,
      named="严重高胆固醇血症"),
    Q("新闻里车祸伤者颅底骨折，后来查出垂体激素缺乏，颅底骨折和垂体激素缺乏有关系吗？", "related_disease", "颅底骨折", D,
      named="垂体激素缺乏"),
    Q("麻风和虹膜炎有关系吗？纪录片里的老病人眼睛都不太好", "related_disease", "麻风", D, named="虹膜炎"),
    # differential_diagnosis
    Q("公众号文章说老人健忘不一定是痴呆，阿尔茨海默病和轻度认知障碍怎么区分？", "differential_diagnosis", "阿尔茨海默病", D,
      named="轻度认知障碍"),
    Q("电视健康节目说吞咽困难别只当咽炎，食管癌和良性狭窄要怎么鉴别？", "differential_diagnosis", "食管癌", D,
      named="良性狭窄"),
    Q("血压突然飙到两百多，高血压急症要不要和肾动脉狭窄鉴别啊？", "differential_diagnosis", "高血压急症", D,
      named="肾动脉狭窄"),
    Q("皮肤科科普里说鳞状细胞癌容易和无色素黑色素瘤搞混，两者怎么鉴别？", "differential_diagnosis", "鳞状细胞癌", D,
      named="无色素黑色素瘤"),
    Q("麻风和普通狼疮要怎么区分？纪录片里说以前常常认错", "differential_diagnosis", "麻风", D, named="普通狼疮"),
    Q("吃完海鲜上吐下泻，到底是食物中毒还是食物过敏/不耐受？这俩怎么分", "differential_diagnosis", "食物中毒", D,
      named="食物过敏/不耐受"),
    # indicated_for
    Q("群里转发说果导片能减肥，果导不是治便秘的吗？", "indicated_for", "酚酞片", DR, mention="果导", named="便秘"),
    Q("看到新闻说全球第一个溶瘤病毒药是咱们国家的安柯瑞，安柯瑞是治什么癌的？", "indicated_for", "重组人V型腺病毒注射液",
      DR, mention="安柯瑞"),
    Q("育儿公众号说孩子五六岁还尿床可以用弥凝，弥凝是治遗尿症的吗？", "indicated_for", "醋酸去氨加压素片", DR,
      mention="弥凝", named="遗尿症"),
    Q("刚看到个热搜讲膀胱过度活动症，文章里提到了得妥，得妥主要治什么？", "indicated_for", "酒石酸托特罗定缓释胶囊", DR,
      mention="得妥"),
    Q("新闻里说中风病人用上了醒脑静注射液，这个药主要治什么？药店能买到吗", "indicated_for", "醒脑静注射液", DR),
    Q("教师节单位发的慰问品里有金嗓散结丸，这药能治什么嘛？", "indicated_for", "金嗓散结丸", DR),
    Q("端午节社区发的香囊上写着避瘟散，避瘟散是治什么的？", "indicated_for", "避瘟散", DR),
    # has_adverse_reaction
    Q("电视上提醒感冒药别混着吃，加合百服宁有哪些副作用？", "has_adverse_reaction", "酚咖片", DR, mention="加合百服宁"),
    Q("小红书上都说采乐洗头去屑止痒，用采乐会不会有副作用啊？", "has_adverse_reaction", "酮康唑洗剂", DR, mention="采乐"),
    Q("看到新闻说泽珂进医保了，我爸在吃这个药，泽珂会引起低钾血症吗？", "has_adverse_reaction", "醋酸阿比特龙片", DR,
      mention="泽珂", named="低钾血症"),
    Q("病友群里说化疗后打特比澳升血小板，特比澳有什么不良反应？", "has_adverse_reaction", "重组人血小板生成素注射液", DR,
      mention="特比澳"),
    Q("阿法根有什么副作用？青光眼群里有人说滴多了会犯困", "has_adverse_reaction", "酒石酸溴莫尼定滴眼液", DR,
      mention="阿法根"),
    Q("看到新闻说有人涂了止痛凝胶去海边晒太阳，胳膊起了一片水疱，酮洛芬凝胶会光过敏吗？", "has_adverse_reaction", "酮洛芬凝胶",
      DR, named="光过敏"),
    Q("我婆婆非说通心络胶囊是中成药，吃多少都没副作用，真的吗？", "has_adverse_reaction", "通心络胶囊", DR),
    # has_ingredient
    Q("新闻说有中学生滥用止咳药里的右美沙芬，泰晶里面有氢溴酸右美沙芬吗？", "has_ingredient", "酚美愈伪麻分散片", DR,
      mention="泰晶", named="氢溴酸右美沙芬"),
    Q("药店门口贴了通知，说含麻黄碱类的感冒药要登记身份证才能买，灵诺里都有哪些成分？", "has_ingredient", "酚麻美软胶囊",
      DR, mention="灵诺"),
    Q("抖音上有人说老牌感冒药朴感敏里有氨基比林，朴感敏的成分到底有哪些？", "has_ingredient", "酚氨咖敏片", DR,
      mention="朴感敏"),
    Q("我公公非说速效心痛滴丸就是速效救心丸，速效心痛滴丸里面都有什么成分呢？", "has_ingredient", "速效心痛滴丸", DR),
    Q("公众号文章说金匮肾气丸是补肾的老方子，金匮肾气丸由哪些成分组成？", "has_ingredient", "金匮肾气丸", DR),
    Q("热搜上都在说酸枣仁助眠，酸枣仁合剂里除了酸枣仁还有什么？", "has_ingredient", "酸枣仁合剂", DR),
    Q("都梁丸的成分是什么？邻居阿姨说治头痛特别灵", "has_ingredient", "都梁丸", DR),
    # is_a_level3
    Q("新闻里说息斯敏早就撤市了，息斯敏是哪一类药？", "is_a_level3", "阿司咪唑片", DR, mention="息斯敏"),
    Q("新闻说有人网购佳乐定被查了，佳乐定属于苯二氮卓类吗？", "is_a_level3", "阿普唑仑片", DR, mention="佳乐定",
      named="苯二氮卓类"),
    Q("刚看到热搜说做核磁打的造影剂会沉积在脑子里，我检查单上写的欧乃影，这是什么类的药？", "is_a_level3", "钆双胺注射液",
      DR, mention="欧乃影"),
    Q("公众号文章说胃酸多可以嚼唯泰，唯泰按用途算哪一类药？", "is_a_level3", "铝碳酸镁颗粒", DR, mention="唯泰"),
    Q("知乎上有人说雷公藤多甙片伤肝，这个药按用途属于哪一类？", "is_a_level3", "雷公藤多甙片", DR),
    Q("屠呦呦的纪录片里提到了青蒿琥酯片，青蒿琥酯片是什么类的药？", "is_a_level3", "青蒿琥酯片", DR),
    # belongs_to
    Q("乳腺癌病友群里都在说打诺雷得，诺雷得在药品分类里属于哪一类？", "belongs_to", "醋酸戈舍瑞林缓释植入剂", DR,
      mention="诺雷得"),
    Q("公司通知外派非洲的员工出发前口服可唯适，可唯适在药品分类里算什么？", "belongs_to",
      "重组B亚单位/菌体霍乱疫苗（肠溶胶囊）", DR, mention="可唯适"),
    Q("看到文章说激素眼药水不能乱滴，百力特算眼用皮质激素吗？", "belongs_to", "醋酸泼尼松龙滴眼液", DR, mention="百力特",
      named="眼用皮质激素"),
    Q("意可贴在药品分类里属于哪一类？", "belongs_to", "醋酸地塞米松粘贴片", DR, mention="意可贴"),
    Q("电视广告说金水宝胶囊是虫草做的，金水宝胶囊在药品分类上算什么？", "belongs_to", "金水宝胶囊", DR),
    Q("幼儿园群里家长都在推荐醒脾养儿颗粒，这个在药品分类上属于哪类哈？", "belongs_to", "醒脾养儿颗粒", DR),
    # drug_has_alias
    Q("古籍摘抄里写附子理中丸又名理中丸（《儒门事亲》卷十二），是这样吗？", "drug_has_alias", "附子理中丸", DR,
      named="理中丸（《儒门事亲》卷十二）"),
    Q("大姜煎丸（《普济方》卷三九五）是哪个中成药的别名？", "drug_has_alias", "大姜煎丸（《普济方》卷三九五）", AL),
    Q("中医公众号里提到附子白术丸（《鸡峰普济方》卷十），它是哪个药的别名？", "drug_has_alias",
      "附子白术丸（《鸡峰普济方》卷十）", AL),
    Q("看到一篇文章说降压药阿利吉仑片不能跟某些药一起吃，阿利吉仑片还有别的名字吗？", "drug_has_alias", "阿利吉仑片", DR),
    Q("以前新闻说罗格列酮伤心脏，酒石酸罗格列酮分散片还有没有别的叫法？", "drug_has_alias", "酒石酸罗格列酮分散片", DR),
    # mainly_treats
    Q("群里转发说吃鹿鞭能壮阳，鹿鞭真能治阳痿吗？", "mainly_treats", "鹿肾", M, mention="鹿鞭", named="阳痿"),
    Q("老家的大伯说马屁泡能治嗓子疼，马屁泡入药到底主治什么？", "mainly_treats", "马勃", M, mention="马屁泡"),
    Q("鸦胆子捣碎了敷上真能去鸡眼吗？听人说的", "mainly_treats", "鸦胆子", M, named="鸡眼"),
    Q("公众号文章讲鹅不食草通鼻窍，鹅不食草主要治什么病？", "mainly_treats", "鹅不食草", M),
    Q("老家有人挖黄独泡酒，说能消脖子上的大疙瘩，黄独主治甲状腺肿吗？", "mainly_treats", "黄药子", M, mention="黄独",
      named="甲状腺肿"),
    Q("看到文章说最早的鱼肝油是从鲨鱼肝里提的，鲨鱼肝入药能治什么？", "mainly_treats", "鲨鱼肝", M),
    Q("公众号说桂圆肉补气血，龙眼肉入药主要治什么？", "mainly_treats", "龙眼肉", M),
    # has_efficacy
    Q("刚看到个热搜「每天一把黄豆」，黄豆入药有什么功效？", "has_efficacy", "黄大豆", M, mention="黄豆"),
    Q("看到新闻说鱼翅的营养还比不上鸡蛋，那鲨鱼翅入药到底有什么功效？还值得买吗", "has_efficacy", "鲨鱼翅", M),
    Q("广东同事说鸡蛋花煲凉茶能解暑，鸡蛋花有什么功效呀？", "has_efficacy", "鸡蛋花", M),
    Q("隔壁大妈说鹅内金跟鸡内金一样能消食，鹅内金有健脾消食的作用吗？", "has_efficacy", "鹅内金", M, named="健脾消食"),
    Q("直播间在卖鹿筋，说能强筋骨，鹿筋有什么功效？", "has_efficacy", "鹿筋", M),
    Q("看到文章说山鸡肉能补中益气，是真的吗？", "has_efficacy", "鸐雉", M, mention="山鸡", named="补中益气"),
    # distributed_in
    Q("看新闻说青海湖的湟鱼又开始洄游了，湟鱼主要分布在哪些地方？", "distributed_in", "黄河裸裂尻鱼", M, mention="湟鱼"),
    Q("海关通报查获了一批走私的马钱子粉，马钱子粉是产自印度吗？", "distributed_in", "马钱子粉", M, named="印度"),
    Q("网上都在卖黑种草籽油，黑种草子在我国哪里有产呢？能直接吃吗", "distributed_in", "黑种草子", M),
    Q("我老公炖肉非要放风姜，说是从广东捎来的，风姜主要产在哪些地方？", "distributed_in", "高良姜", M, mention="风姜"),
    Q("四川朋友说做鱼离不了鱼香菜，鱼香菜主要分布在哪些地方？", "distributed_in", "香花菜", M, mention="鱼香菜"),
    Q("朋友圈有人卖青叶胆茶，说泡水能护肝，青叶胆主要产在哪儿？", "distributed_in", "青叶胆", M),
    # material_has_alias
    Q("看到新闻说含马兜铃酸的青木香早就禁用了，青木香还有哪些别名？", "material_has_alias", "青木香", M),
    Q("新闻说有人把香加皮当五加皮泡酒中毒了，香加皮是不是又叫北五加皮？", "material_has_alias", "香加皮", M,
      named="北五加皮"),
    Q("学校通知说操场边的马褂木要修剪，马褂木是哪种药材的别名？", "material_has_alias", "马褂木", AL),
    Q("我妈非说墙角的潮虫能入药，潮虫是哪味药材的别名？", "material_has_alias", "潮虫", AL),
    Q("重庆的市树黄葛树是不是就是大叶榕？", "material_has_alias", "黄葛树", M, named="大叶榕"),
    Q("村里广播说收购露蜂房，说是泡酒治风湿的，露蜂房还有别的叫法吗？", "material_has_alias", "露蜂房", M),
    # composed_of
    Q("古书上的调气丸用了舶上茴香，这方子里真有舶上茴香吗？", "composed_of", "调气丸", F, named="舶上茴香"),
    Q("中医公众号说麻桂饮里有官桂，是这样吗？", "composed_of", "麻桂饮", F, named="官桂"),
    Q("一篇讲风寒咳嗽的文章提到麻黄二陈汤，它里面有姜半夏吗？", "composed_of", "麻黄二陈汤", F, named="姜半夏"),
    Q("听说治皮肤瘙痒的麻黄方里有干姜皮，真的吗？", "composed_of", "麻黄方", F, named="干姜皮"),
    Q("群里转发说黄土汤真的要放灶里的土，黄土汤里有灶中黄土吗？", "composed_of", "黄土汤", F, named="灶中黄土"),
    Q("黄土汤里用的是干地黄吗？我爸说得用熟地", "composed_of", "黄土汤", F, named="干地黄"),
    # formula_has_efficacy
    Q("公众号文章讲阳和汤治阴疽，阳和汤能温阳补血吗？", "formula_has_efficacy", "阳和汤", F, named="温阳补血"),
    Q("文章说青蒿鳖甲汤能治夜里低烧，青蒿鳖甲汤有养阴透热的作用吗？", "formula_has_efficacy", "青蒿鳖甲汤", F,
      named="养阴透热"),
    Q("孩子肺炎咳喘，中医群里有人推荐麻杏石甘汤，麻杏石甘汤能清肺平喘吗？", "formula_has_efficacy", "麻杏石甘汤", F,
      named="清肺平喘"),
    Q("听说龙胆泻肝汤是下火的猛药，它能清泻肝胆实火吗？", "formula_has_efficacy", "龙胆泻肝汤", F, named="清泻肝胆实火"),
    Q("黄连解毒汤是不是泻火解毒的？药店海报上写的", "formula_has_efficacy", "黄连解毒汤", F, named="泻火解毒"),
    Q("电视上讲《伤寒论》的经典方麻黄汤，麻黄汤有宣肺平喘的功效吗？", "formula_has_efficacy", "麻黄汤", F,
      named="宣肺平喘"),
    # prescribed_for
    Q("社区中医讲座的海报上说镇肝熄风汤治类中风，真的能治吗？", "prescribed_for", "镇肝熄风汤", F, named="类中风"),
    Q("公众号文章说防己黄芪汤适合汗出恶风的人，是这样吗？", "prescribed_for", "防己黄芪汤", F, named="汗出恶风"),
    Q("我奶奶便秘好些年，邻居说麻子仁丸专治大便干结，是真的吗？", "prescribed_for", "麻子仁丸", F, named="大便干结"),
    Q("公众号文章说夏天吹空调受凉是「阴暑」，香薷散能治阴暑吗？", "prescribed_for", "香薷散", F, named="阴暑"),
    Q("麦门冬汤能治虚热肺痿吗？中医讲座上听到的", "prescribed_for", "麦门冬汤", F, named="虚热肺痿"),
    Q("广告说龟鹿二仙胶治阳痿遗精，靠谱吗？", "prescribed_for", "龟鹿二仙胶", F, named="阳痿遗精"),
    # formula_has_alias
    Q("古籍里看到麻黄甘草附子汤（《古今医统大全》卷十四），它还有什么别名？", "formula_has_alias", "麻黄附子细辛汤", F,
      mention="麻黄甘草附子汤（《古今医统大全》卷十四）"),
    Q("伏龙肝汤（《三因极一病证方论》卷九）是哪个方子的别名？", "formula_has_alias", "伏龙肝汤（《三因极一病证方论》卷九）", AL),
    Q("我家祖传的小本子上抄着黄土汤，黄土汤在别的医书里叫什么？", "formula_has_alias", "黄土汤", F),
    Q("听说麻黄附子细辛汤也叫附子麻黄汤（《赤水玄珠全集》卷五），是一回事吗？", "formula_has_alias", "麻黄附子细辛汤", F,
      named="附子麻黄汤（《赤水玄珠全集》卷五）"),
    Q("一本讲《千金方》的书提到麻黄调心泄热汤，它还有别的名字吗？", "formula_has_alias", "麻黄调心泄热汤", F),
    # check_for_disease
    Q("单位工会通知女职工免费做近红外线乳腺扫描检查，这个能查出哪些病？", "check_for_disease", "近红外线乳腺扫描检查", C),
    Q("体检套餐里新加了降钙素检查，听说能查甲状腺癌，是真的吗？", "check_for_disease", "降钙素检查", C, named="甲状腺癌"),
    Q("婚检通知单上有一项非梅毒螺旋体抗原血清试验，这个是查哪些病的？婚检是必须做的吗", "check_for_disease", "非梅毒螺旋体抗原血清试验",
      C),
    Q("学校通知有麻疹病例，让学生做麻疹病毒抗体检查，这个检查能查出哪些病？", "check_for_disease", "麻疹病毒抗体检查", C),
    Q("社区发通知免费两癌筛查，其中有阴道细胞学检查，这个能查出宫颈癌吗？", "check_for_disease", "阴道细胞学检查", C,
      named="宫颈癌"),
    Q("新闻说好胆固醇也分好几种，高密度脂蛋白2—胆固醇检查能查出哪些病啊？", "check_for_disease",
      "高密度脂蛋白2—胆固醇检查", C),
    # check_for_symptom
    Q("学校发通知要做近视力检查法筛查，这个能查出假性近视吗？", "check_for_symptom", "近视力检查法", C, named="假性近视"),
    Q("月子中心的护士说宝宝要抽血做间接胆红素检查，这个检查是针对哪些症状的？", "check_for_symptom", "间接胆红素检查", C),
    Q("新闻说农村还有新生儿破伤风，颈项强直检查一般是有什么症状才做？", "check_for_symptom", "颈项强直检查", C),
    Q("公众号文章说老咳嗽可能是反流，要做食管24hpH监测，这个检查是针对哪些症状的？", "check_for_symptom", "食管24hpH监测",
      C),
    Q("新闻里骑车摔伤的大爷做了骨盆挤压试验，这个检查是看什么症状的？", "check_for_symptom", "骨盆挤压试验", C),
    Q("颅内压监测一般是有什么症状才做？神经外科的科普视频里提到的", "check_for_symptom", "颅内压监测", C),
    # performed_by
    Q("医院通知单上写着静脉肾盂排泄造影，要去泌尿外科做吗？", "performed_by", "静脉尿路造影检查", C,
      mention="静脉肾盂排泄造影", named="泌尿外科"),
    Q("体检中心短信提醒预约静脉尿路造影检查，这个检查归哪个科室做？", "performed_by", "静脉尿路造影检查", C),
    Q("医院公众号介绍泌尿外科新开了检查项目，泌尿外科一般能做哪些检查？", "performed_by", "泌尿外科", DEP),
    Q("孩子学校通知有癫痫病史的要做脑电图检查，脑电图检查是在哪个科室做？", "performed_by", "脑电图检查", C),
    # check_has_alias
    Q("看到科普说静脉尿路造影检查以前有另一个名字，它以前叫什么？", "check_has_alias", "静脉尿路造影检查", C),
    Q("单位体检通知里写的静脉肾盂排泄造影，是哪个检查的旧称？", "check_has_alias", "静脉肾盂排泄造影", AL),
    Q("医院公众号介绍超声内镜检查，它的英文缩写是什么？", "check_has_alias", "超声内镜检查", C),
    Q("病友群里有人说做了EUS，EUS是哪个检查的缩写？", "check_has_alias", "EUS", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day42"))
