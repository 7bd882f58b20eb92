"""Writes `medical_aliases_2.jsonl`, a second development set of everyday questions that name their entity by an alias.

The first alias set (`make_medical_aliases.py`) shaped the linking rules, so it no longer says how
aliases fare in questions written by others. This one is written the same way, by hand, over records
and aliases that no other set of `bench/sets/` uses, so that it shows the alias failures still to
learn from. Every question names its entity by a name the network records for that very record
(`unrecorded_aliases` of `make_medical_everyday_4.py` checks it before the set is written), and the
alias kinds are varied and balanced:

- drug trade names, from the drugs' `trade_name` property or their `drug_has_alias` relation
  (舍尼通, 天保宁, 析清, 美解眠针, HENGJIN);
- folk and old names of diseases and medicinal materials (闪腰, 月家痨, 假麻, 菜头子, 流黄);
- English abbreviations and English names (NAFLD, CDH, HeFH, RRMS, hypophysoma,
  Basal Cell Nevus Syndrome);
- shortened names (亨廷顿病, 甲旁减, 无痛人流, 微斜视, 天蓼);
- names whose suffix differs from the record's (海豹肢 for 海豹肢症, 陶瓷样胆囊病 for 陶瓷样胆囊,
  阴道斜隔综合征 for 阴道斜隔);
- aliases that contain another record's name (亚临床甲亢, 儿童巨脑综合征, 山花椒, 小蓟草);
- aliases that are themselves records of another type (暴牙, 兔眼, 老年斑, 根尖周脓肿 are symptoms;
  地耳草 is an ingredient);
- formula aliases (舌厌, 虚风, 长髎).

Questions come from patients, parents, pharmacists and people who use traditional Chinese medicine;
some carry a clause of context, some are asked from the relation's target end (哪些眼病会引起前房出血),
some name a second record, and fifteen ask what an alias stands for (CARCA, 漏斗瘤, 消导药, 五棱子).
The network's check aliases are all used by other sets, so none is asked here.

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the
entity it is about (and how it names it) and, when it names one neighbour, that neighbour; the
answers are read from the built network and the file is checked with the evaluation harness's
validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_aliases_2.py     # rewrites bench/sets/medical_aliases_2.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import AL, D, DR, F, M, Q  # noqa: E402
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_aliases_2.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("搬东西时腰闪了一下，老人说是闪腰，闪腰都会有哪些症状", "has_symptom", "急性腰背部扭伤", D, mention="闪腰"),
    Q("孩子下巴往前突，牙往外龇，大家管这叫暴牙，暴牙会有什么表现", "has_symptom", "上下颌前突", D, mention="暴牙"),
    Q("坐月子没养好，我妈说落下了月家痨，会有哪些症状", "has_symptom", "月子病", D, mention="月家痨"),
    Q("孩子发烧三天退了又出疹子，医生说是假麻，假麻还有哪些症状", "has_symptom", "奶麻", D, mention="假麻"),
    Q("睡觉眼睛闭不严，医生说是兔眼，这个病还会有什么表现", "has_symptom", "眼睑闭合不全", D, mention="兔眼"),
    Q("亨廷顿病到后来会有哪些症状", "has_symptom", "亨廷顿病性痴呆", D, mention="亨廷顿病"),
    Q("医生说孩子眼球大，是buphthalmos，会有哪些症状", "has_symptom", "先天性青光眼", D, mention="buphthalmos"),
    Q("B超说我是NAFLD，这个病平时会有什么感觉", "has_symptom", "非酒精性脂肪性肝病", D, mention="NAFLD"),
    Q("人质综合征的人会表现出什么样子", "has_symptom", "斯德哥尔摩综合征", D, mention="人质综合征"),
    Q("孩子得了疳毒眼，老是眨眼怕光，还会有哪些症状", "has_symptom", "小儿疳眼", D, mention="疳毒眼"),
    # designated_to
    Q("腰扭了直不起来，老辈说是扭腰，该挂哪个科", "designated_to", "急性腰背部扭伤", D, mention="扭腰"),
    Q("孩子舌头上长了一层黑毛，说是毛舌，去医院看哪个科", "designated_to", "黑舌", D, mention="毛舌"),
    Q("巨乳症要去医院挂哪个科", "designated_to", "乳房肥大症", D, mention="巨乳症"),
    Q("体检说宫颈有纳囊，要挂哪个科看", "designated_to", "宫颈囊肿", D, mention="纳囊"),
    Q("孩子查出甲旁减，以后去医院找哪个科", "designated_to", "小儿甲状旁腺功能减退症", D, mention="甲旁减"),
    Q("想做无痛人流，医院里挂哪个科", "designated_to", "无痛人工流产术", D, mention="无痛人流"),
    Q("孩子生下来手脚特别短，医生说是海豹肢，应该去哪个科看", "designated_to", "海豹肢症", D, mention="海豹肢"),
    # checks
    Q("孩子眼睛看着没有黑眼仁，医生说是虹膜缺如，要做哪些检查", "checks", "先天性无虹膜", D, mention="虹膜缺如"),
    Q("报告上写着multilocular cyst of kidney，这个还要做哪些检查", "checks", "多囊肾病", D,
      mention="multilocular cyst of kidney"),
    Q("肠镜报告写着intestinal lipoma，还要做哪些检查", "checks", "小肠脂肪瘤", D, mention="intestinal lipoma"),
    Q("怀疑孩子是CDH，一般做什么检查能确诊", "checks", "先天性髋关节脱位", D, mention="CDH"),
    Q("宫颈上长了纳博特囊肿，要做妇科专科检查吗", "checks", "宫颈囊肿", D, mention="纳博特囊肿", named="妇科专科检查"),
    # has_complication
    Q("牙医说是根尖周脓肿，不治的话会引起哪些并发症", "has_complication", "牙槽脓肿", D, mention="根尖周脓肿"),
    Q("报告写着hypophysoma，做完手术会不会得尿崩症", "has_complication", "垂体瘤", D, mention="hypophysoma",
      named="尿崩症"),
    Q("孩子确诊了ATS，以后可能会出现哪些并发的病", "has_complication", "毛细血管扩张性共济失调综合征", D,
      mention="ATS"),
    Q("血液科说是MGUS，将来可能会发展成什么病", "has_complication", "意义未明的单克隆丙种球蛋白病", D,
      mention="MGUS"),
    Q("哪些眼病会引起前房出血", "has_complication", "前房积血", D, mention="前房出血", reverse=True),
    Q("Bruton综合征会引起哪些并发症", "has_complication", "X—连锁无丙种球蛋白血症", D, mention="Bruton综合征"),
    # cures
    Q("医生说我是HeFH，胆固醇特别高，能吃瑞舒伐他汀钙片吗", "cures", "家族性高胆固醇血症", D, mention="HeFH",
      named="瑞舒伐他汀钙片"),
    Q("怀孕两个月见红，说是先兆性流产，能用哪些药保胎", "cures", "先兆流产", D, mention="先兆性流产"),
    Q("RRMS一般用什么药控制", "cures", "复发缓解型MS", D, mention="RRMS"),
    Q("住院的时候得了医院感染，用什么药治", "cures", "医院内感染", D, mention="医院感染"),
    Q("胃镜后怀疑是卓—艾综合征，一般吃什么药", "cures", "胃泌素瘤", D, mention="卓—艾综合征"),
    # shown_on
    Q("老年斑一般长在身上哪些地方", "shown_on", "脂溢性角化病", D, mention="老年斑"),
    Q("怀孕后肚子上的膨胀纹通常出现在哪些部位", "shown_on", "萎缩纹", D, mention="膨胀纹"),
    Q("风癣多长在身上哪些地方", "shown_on", "风热疮", D, mention="风癣"),
    Q("外阴白斑病主要长在什么部位", "shown_on", "外阴黏膜白斑", D, mention="外阴白斑病"),
    Q("Basal Cell Nevus Syndrome会影响身体哪些部位", "shown_on", "小儿痣样基底细胞癌综合征", D,
      mention="Basal Cell Nevus Syndrome"),
    Q("在海上泡久了得了海船足，是伤在哪个部位", "shown_on", "浸渍足", D, mention="海船足"),
    # has_alias: what an alias stands for
    Q("绞刑架骨折是哪种骨折", "has_alias", "绞刑架骨折", AL),
    Q("病理报告上的漏斗瘤是什么病", "has_alias", "漏斗瘤", AL),
    Q("阿洪病指的是哪个病", "has_alias", "阿洪病", AL),
    Q("眼科病历上的CARCA是什么病", "has_alias", "CARCA", AL),
    Q("老人说孩子脸上长的是胎疮，这是什么病", "has_alias", "胎疮", AL),
    Q("中医说的垂帘障是哪种眼病", "has_alias", "垂帘障", AL),
    Q("BKC是什么病的缩写", "has_alias", "BKC", AL),
    Q("古书上说的卒聋是现在的什么病", "has_alias", "卒聋", AL),
    # caused_by
    Q("生完孩子腿软没劲，老人说是产痿，这是什么原因引起的", "caused_by", "产后风瘫", D, mention="产痿"),
    Q("歇斯底里症是怎么引起的", "caused_by", "分离性障碍", D, mention="歇斯底里症"),
    Q("孩子智力落后，一般是什么原因造成的", "caused_by", "小儿精神发育迟滞", D, mention="智力落后"),
    Q("浆液性中耳炎是什么原因引起的", "caused_by", "卡他性中耳炎", D, mention="浆液性中耳炎"),
    Q("B超说是陶瓷样胆囊病，这是怎么形成的", "caused_by", "陶瓷样胆囊", D, mention="陶瓷样胆囊病"),
    Q("时疫痢是怎么得上的", "caused_by", "疫毒痢", D, mention="时疫痢"),
    Q("胸口受伤后出现高压性气胸，是什么原因导致的", "caused_by", "张力性气胸", D, mention="高压性气胸"),
    Q("吃完饭老觉得胃胀，医生说是胃排空延迟，是什么原因引起的", "caused_by", "胃潴留", D, mention="胃排空延迟"),
    # has_risk_factor
    Q("打完疫苗后孩子得了ADEM，这个病有哪些危险因素", "has_risk_factor", "急性播散性脑脊髓炎", D, mention="ADEM"),
    # common_in
    Q("胎癣一般是哪些孩子容易得", "common_in", "奶癣病", D, mention="胎癣"),
    Q("阿弗他热多见于哪些人", "common_in", "口蹄病", D, mention="阿弗他热"),
    Q("小儿紊乱性房性心动过速多见于什么样的孩子", "common_in", "小儿多源性房性心动过速", D,
      mention="小儿紊乱性房性心动过速"),
    Q("儿童巨脑综合征好发于哪些人群", "common_in", "小儿巨脑畸形综合征", D, mention="儿童巨脑综合征"),
    # treated_with
    Q("体检查出亚临床甲亢，需要怎么治疗", "treated_with", "亚临床甲状腺功能亢进", D, mention="亚临床甲亢"),
    Q("孩子得了Wiskott—Aldrich综合征，有哪些治疗办法", "treated_with", "小儿紫斑湿疹综合征", D,
      mention="Wiskott—Aldrich综合征"),
    Q("抗利尿激素分泌过多综合征怎么治", "treated_with", "小儿加压素分泌过多综合征", D,
      mention="抗利尿激素分泌过多综合征"),
    Q("NAFLD除了少喝酒多运动，要不要用降血脂药", "treated_with", "非酒精性脂肪性肝病", D, mention="NAFLD",
      named="降血脂药"),
    # is_subtype_of
    Q("小儿感染性腹泻病属于哪一类病", "is_subtype_of", "小儿肠炎", D, mention="小儿感染性腹泻病"),
    Q("微斜视属于哪种斜视", "is_subtype_of", "微小度数斜视", D, mention="微斜视"),
    Q("头皮上一层层白屑，说是石棉状癣，这算哪一类病", "is_subtype_of", "石棉状糠疹", D, mention="石棉状癣"),
    Q("一抓皮肤就起一道道的人工荨麻疹，归在哪类病里", "is_subtype_of", "人工性荨麻疹", D, mention="人工荨麻疹"),
    Q("B超写着uterine retroversion，这属于哪一类情况", "is_subtype_of", "子宫后位", D,
      mention="uterine retroversion"),
    Q("阴道斜隔综合征属于哪一类畸形", "is_subtype_of", "阴道斜隔", D, mention="阴道斜隔综合征"),
    # related_disease
    Q("挖了半辈子煤得了黑肺病，这跟哪些病有关系", "related_disease", "煤工尘肺", D, mention="黑肺病"),
    Q("登革热后出现DSS，这跟哪些病相关", "related_disease", "登革热休克综合征", D, mention="DSS"),
    # differential_diagnosis
    Q("老人斑要和什么病区分开", "differential_diagnosis", "脂溢性角化病", D, mention="老人斑"),
    # indicated_for
    Q("前列腺不舒服，医生开了舍尼通，这药是治什么的", "indicated_for", "普适泰片", DR, mention="舍尼通"),
    Q("我爸一直在吃天保宁，这药能治哪些病", "indicated_for", "银杏叶胶囊", DR, mention="天保宁"),
    Q("甘丹安是治什么病的", "indicated_for", "羟甲烟胺片", DR, mention="甘丹安"),
    Q("住院输的普乐康是用来治什么的", "indicated_for", "盐酸赖氨酸氯化钠注射液", DR, mention="普乐康"),
    Q("做完膝关节置换医生开了艾乐妥，是防什么病的", "indicated_for", "阿哌沙班片", DR, mention="艾乐妥"),
    Q("补硒的西维尔还能治什么病", "indicated_for", "硒酵母片", DR, mention="西维尔"),
    Q("惠麟胶囊是治嗓子发炎的吗，都能治什么", "indicated_for", "蒲公英胶囊", DR, mention="惠麟"),
    Q("药店说肝利胆冲剂对胆囊好，能治哪些病", "indicated_for", "和肝利胆冲剂", DR, mention="肝利胆冲剂"),
    Q("有哪些药是治HeFH的", "indicated_for", "家族性高胆固醇血症", D, mention="HeFH", reverse=True),
    # has_adverse_reaction
    Q("肾功能不好在吃析清，会有哪些副作用", "has_adverse_reaction", "包醛氧淀粉胶囊", DR, mention="析清"),
    Q("美解眠针打了会有什么不良反应", "has_adverse_reaction", "贝美格注射液", DR, mention="美解眠针"),
    Q("术后打力肽，会不会有不好的反应", "has_adverse_reaction", "丙氨酰—谷氨酰胺注射液", DR, mention="力肽"),
    Q("妇科炎症喝润达君，有什么副作用", "has_adverse_reaction", "金刚藤颗粒", DR, mention="润达君"),
    Q("伤口上喷的JUC有哪些不良反应", "has_adverse_reaction", "长效抗菌材料", DR, mention="JUC"),
    Q("欣坤畅输了以后可能出现什么反应", "has_adverse_reaction", "注射用丙氨酰谷氨酰胺", DR, mention="欣坤畅"),
    # has_ingredient
    Q("HENGJIN口服液里面有什么成分", "has_ingredient", "肌苷口服溶液", DR, mention="HENGJIN"),
    Q("桑海金维这种复合维生素含哪些东西", "has_ingredient", "多维元素片（21）", DR, mention="桑海金维"),
    Q("亿得注射液含有哪些成分", "has_ingredient", "棓丙酯注射液", DR, mention="亿得"),
    Q("护肝打的甘德针，里面是什么", "has_ingredient", "葡醛酸钠注射液", DR, mention="甘德"),
    Q("艾那多眼药水里面都有什么", "has_ingredient", "氯化钠滴眼液", DR, mention="艾那多"),
    # is_a_level3
    Q("手术时用的卡纳琳属于哪类药", "is_a_level3", "纳米炭混悬注射液", DR, mention="卡纳琳"),
    Q("福锦胶囊是什么类型的药", "is_a_level3", "促肝细胞生长素肠溶胶囊", DR, mention="福锦"),
    Q("欣纳星软膏按用途算哪一类药", "is_a_level3", "硝酸银软膏", DR, mention="欣纳星"),
    Q("心肌保护用的劲博属于哪一类药", "is_a_level3", "注射用磷酸肌酸纳", DR, mention="劲博"),
    # belongs_to
    Q("舒胆通在药店里归哪一类", "belongs_to", "曲匹布通片", DR, mention="舒胆通"),
    Q("示强眼宁在药品目录里属于哪一类", "belongs_to", "眼氨肽滴眼液", DR, mention="示强眼宁"),
    Q("助应素是哪一类药品", "belongs_to", "垂体前叶肾上腺皮质提取物注射液", DR, mention="助应素"),
    Q("万特普安属于什么药", "belongs_to", "铜绿假单胞菌注射液", DR, mention="万特普安"),
    # drug_has_alias: what a trade name stands for
    Q("消导药指的是哪类药", "drug_has_alias", "消导药", AL),
    # mainly_treats
    Q("龙爪果能治什么病", "mainly_treats", "枳棋子", M, mention="龙爪果"),
    Q("美女草入药能治哪些病", "mainly_treats", "颠茄草", M, mention="美女草"),
    Q("牛尾花子能不能治肝火眩晕", "mainly_treats", "青葙子", M, mention="牛尾花子", named="肝火眩晕"),
    Q("古书上的流黄能治什么", "mainly_treats", "硫黄", M, mention="流黄"),
    Q("山花椒这味药主要治什么", "mainly_treats", "吊吊果", M, mention="山花椒"),
    Q("地耳草能治黄疸吗", "mainly_treats", "田基黄", M, mention="地耳草", named="黄疸"),
    Q("小蓟草能治哪些病", "mainly_treats", "鹰爪莲", M, mention="小蓟草"),
    Q("鸡心贝母主要治什么", "mainly_treats", "腰子草", M, mention="鸡心贝母"),
    Q("哪些药材能治贴骨痈", "mainly_treats", "附骨疽", D, mention="贴骨痈"),
    Q("耳朵突然听不见，老中医说是厥聋，有哪些草药能治", "mainly_treats", "暴聋", D, mention="厥聋"),
    # has_efficacy
    Q("花乳石有什么功效", "has_efficacy", "花蕊石", M, mention="花乳石"),
    Q("葛条花有什么功效，能解酒吗", "has_efficacy", "葛花", M, mention="葛条花"),
    Q("滑溜菜入药有什么好处", "has_efficacy", "海蕴", M, mention="滑溜菜"),
    Q("河蓼子有什么功效", "has_efficacy", "水红花子", M, mention="河蓼子"),
    Q("稻蘖有什么作用", "has_efficacy", "稻芽", M, mention="稻蘖"),
    # distributed_in
    Q("三面刀这种草药在哪些地方有", "distributed_in", "帽辫七", M, mention="三面刀"),
    Q("猪尾巴草分布在哪些省", "distributed_in", "碱蓬", M, mention="猪尾巴"),
    Q("黄尾刁这种鱼哪里有", "distributed_in", "黄鲴鱼", M, mention="黄尾刁"),
    Q("红梅梢在哪些地方能采到", "distributed_in", "倒莓子", M, mention="红梅梢"),
    Q("天蓼主要产在哪里", "distributed_in", "木天蓼", M, mention="天蓼"),
    # material_has_alias: what a folk name stands for
    Q("菜头子在中药里是哪味药", "material_has_alias", "菜头子", AL),
    Q("五棱子是什么药材", "material_has_alias", "五棱子", AL),
    Q("包袱草是哪味药材", "material_has_alias", "包袱草", AL),
    Q("海边人说的鹄菜是什么药材", "material_has_alias", "鹄菜", AL),
    # check_for_disease
    Q("哪些检查能查出巨乳症", "check_for_disease", "乳房肥大症", D, mention="巨乳症"),
    # prescribed_for
    Q("针灸的舌厌穴能治哪些病", "prescribed_for", "哑门", F, mention="舌厌"),
    Q("舌横主治什么", "prescribed_for", "哑门", F, mention="舌横"),
    # formula_has_alias: what a formula alias stands for
    Q("虚风指的是什么", "formula_has_alias", "虚风", AL),
    Q("长髎是哪个的别名", "formula_has_alias", "长髎", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "al2"))
