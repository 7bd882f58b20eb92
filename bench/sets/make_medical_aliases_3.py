"""Writes `medical_aliases_3.jsonl`, a third development set of everyday questions that name their entity by an alias,
made of the hard alias kinds the first two sets left out.

The second alias set (`make_medical_aliases_2.py`) left out aliases that several records share and trade
names that are themselves part of another drug record's name, so it scores far above questions written by
others. This one keeps to the hard kinds, about evenly, over records and aliases that no other set of
`bench/sets/` uses. Every question names its entity by a name the network records for that very record
(`unrecorded_aliases` of `make_medical_everyday_4.py` checks it before the set is written):

- aliases that are also the name of a record of another type: a disease alias that is a symptom record
  (突眼, 脐突, 皮赘, 假性痛风, 气滞), a folk name of a material that is an ingredient record (红藤, 南星, 辰砂,
  蝉衣, 葫芦巴);
- aliases that contain another record's name (儿童艾滋病, 小儿佝偻病, 新生儿天疱疮, 精子减少症, 蜘蛛指征,
  土板蓝根), and aliases contained in longer record names (尿布疹, 胶质瘤, 两性畸形, 雷公藤, 马蹄草);
- drug trade names that begin or lie inside another drug record's name (孚来 in 孚来迪, 乐生 in 和乐生,
  仙林 in 仙林纳, 肝利胆颗粒 in 清肝利胆颗粒), and English trade names (Abraxane, HYCOSAN, ORGALUTRAN);
- English abbreviations and English names, each recorded for one record only (AIP, SIADH, PPROM, G6PD,
  Turner syndrome, vesicular mole, gonitis);
- everyday words: foods and plants (海带, 大葱, 豆浆, 黑木耳, 麸皮, 赤豆, 苋菜);
- several aliases of one record (荞麦七 as 白药子 and 黑驴蛋, 月季花 as 月月红 and 四季花, 急性特发性心包炎 as
  病毒性心包炎 and 急性非特异性心包炎), and aliases of records with few edges (白胡椒, APML, 狗鞭).

Aliases that are exactly the name of another record of the same type, or that several records share, have
no single gold record, so none is asked (on the built network: 5,270 alias names equal another record's
name of the owner's type, and 772 are recorded for more than one record).

Questions come from patients, parents, pharmacists and people who use traditional Chinese medicine;
some carry a clause of context, some are asked from the relation's target end, and eleven ask what an
alias stands for. The machinery is `make_medical_everyday.py`'s (gold relation type, entity, mention,
named neighbour; answers read from the built network; the file checked with the evaluation harness's
validator before it is written).

    .venv/bin/python bench/sets/make_medical_aliases_3.py     # rewrites bench/sets/medical_aliases_3.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import AL, D, DR, M, Q  # noqa: E402
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_aliases_3.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("中医说我是气滞，气滞的人会有哪些表现", "has_symptom", "滞气", D, mention="气滞"),
    Q("孩子反复发烧肚子疼，说是家族性地中海热综合征，还会有哪些症状", "has_symptom", "良性阵发性腹膜炎综合征", D,
      mention="家族性地中海热综合征"),
    Q("体检说是AIP，这个病会有什么感觉", "has_symptom", "自身免疫性胰腺炎", D, mention="AIP"),
    Q("Turner syndrome的女孩会有哪些表现", "has_symptom", "先天性卵巢发育不全", D, mention="Turner syndrome"),
    Q("小孩脸上长了几颗红痘，皮肤科说是Spitz痣，它都有什么表现", "has_symptom", "良性幼年黑素瘤", D,
      mention="Spitz痣"),
    Q("嗓子后面老有黏痰，医生说是桑汶地病，会有什么症状", "has_symptom", "咽囊炎", D, mention="桑汶地病"),
    Q("视网膜剥离的时候眼睛会有什么感觉", "has_symptom", "视网膜脱离", D, mention="视网膜剥离"),
    # designated_to
    Q("怀孕38周胎膜破裂了，要挂哪个科", "designated_to", "破水", D, mention="胎膜破裂"),
    Q("孩子头越来越大，医生怀疑儿童脑积水，该去哪个科", "designated_to", "小儿脑积水", D, mention="儿童脑积水"),
    Q("产检说胎位不正，要挂哪个科室", "designated_to", "胎位异常", D, mention="胎位不正"),
    Q("手指特别长，医生说是蜘蛛指征，该挂哪个科", "designated_to", "马方综合征", D, mention="蜘蛛指征"),
    Q("睾丸小，查出来是KlinefelterSyndrome，看哪个科", "designated_to", "先天性曲细精管发育不全综合征", D,
      mention="KlinefelterSyndrome"),
    Q("孩子髋关节疼，说是扁平髋，要去医院哪个科", "designated_to", "股骨头骨骺骨软骨病", D, mention="扁平髋"),
    # checks
    Q("视网膜剥离要做哪些检查", "checks", "视网膜脱离", D, mention="视网膜剥离"),
    Q("孩子查出儿童艾滋病，平时要做哪些检查", "checks", "儿童获得性免疫缺陷综合征", D, mention="儿童艾滋病"),
    Q("新生儿抽风了要做哪些检查", "checks", "新生儿惊厥", D, mention="新生儿抽风"),
    Q("测眼压偏高，说是高眼压征，还要做什么检查", "checks", "高眼压症", D, mention="高眼压征"),
    Q("怀疑是全身肌肉僵硬综合征，要做哪些检查确诊", "checks", "僵人综合征", D, mention="全身肌肉僵硬综合征"),
    Q("孩子黄疸B超说是胆总管扩张症，还需要做哪些检查", "checks", "小儿先天性胆总管囊肿", D, mention="胆总管扩张症"),
    Q("妇科B超提示MMMT，接下来要做哪些检查", "checks", "卵巢恶性中胚叶混合瘤", D, mention="MMMT"),
    # has_complication
    Q("膝盖肿痛，医生说像是假性痛风，会引起哪些并发症", "has_complication", "焦磷酸钙沉积病", D, mention="假性痛风"),
    Q("溃疡性大肠炎拖久了会引起哪些病", "has_complication", "非特异性溃疡性结肠炎", D, mention="溃疡性大肠炎"),
    Q("孩子心电图说是小儿房颤，会有哪些并发症", "has_complication", "小儿心房颤动", D, mention="小儿房颤"),
    Q("慢性肺原性心脏病到后期会出现哪些并发症", "has_complication", "慢性肺源性心脏病", D, mention="慢性肺原性心脏病"),
    Q("得了病毒性心包炎，会不会引起别的病", "has_complication", "急性特发性心包炎", D, mention="病毒性心包炎"),
    Q("羊水提前破了，医生说是PPROM，会有哪些并发症", "has_complication", "未足月胎膜早破", D, mention="PPROM"),
    # cures
    Q("充血性心肌病要吃哪些药", "cures", "扩张型心肌病", D, mention="充血性心肌病"),
    Q("车祸后出血性休克，一般用什么药抢救", "cures", "失血性休克", D, mention="出血性休克"),
    Q("慢性胃肠炎老是反复，有什么治疗办法", "treated_with", "慢性肠胃炎", D, mention="慢性胃肠炎"),
    Q("乳腺小叶增生症可以吃哪些药", "cures", "乳腺囊性增生病", D, mention="乳腺小叶增生症"),
    Q("爬楼梯胸口就疼，医生说是典型心绞痛，要用什么药", "cures", "稳定型心绞痛", D, mention="典型心绞痛"),
    Q("地方性心肌病用什么药治疗", "cures", "克山病", D, mention="地方性心肌病"),
    Q("查出G6PD，生病了能用哪些药", "cures", "葡萄糖—6—磷酸脱氢酶缺乏症", D, mention="G6PD"),
    Q("哪些药能治vesicular mole", "cures", "葡萄胎", D, mention="vesicular mole"),
    # shown_on
    Q("脖子上长了好多小皮赘，一般长在哪些部位", "shown_on", "软纤维瘤", D, mention="皮赘"),
    Q("新生儿天疱疮常长在身上哪些地方", "shown_on", "新生儿脓疱病", D, mention="新生儿天疱疮"),
    Q("手脚冰凉发紫，说是肢端发绀症，主要在哪些部位", "shown_on", "手足发绀症", D, mention="肢端发绀症"),
    Q("皮肤科说是硬斑病，一般长在哪些部位", "shown_on", "局灶性硬皮病", D, mention="硬斑病"),
    Q("宝宝肚脐鼓出来一个包，说是脐突，是长在哪个部位", "shown_on", "脐疝", D, mention="脐突"),
    Q("dyshidrotic eczema会长在身体哪些地方", "shown_on", "汗疱症", D, mention="dyshidrotic eczema"),
    # caused_by
    Q("照镜子发现眼睛往外鼓，别人说是突眼，突眼是什么原因引起的", "caused_by", "眼球突出", D, mention="突眼"),
    Q("老人手术后糊涂了，医生说是急性脑综合征，这是什么引起的", "caused_by", "谵妄", D, mention="急性脑综合征"),
    Q("小儿佝偻病是什么原因造成的", "caused_by", "维生素D缺乏性佝偻病", D, mention="小儿佝偻病"),
    Q("一紧张就喘不上气手发麻，说是呼吸性碱中毒综合征，怎么引起的", "caused_by", "过度通气综合征", D,
      mention="呼吸性碱中毒综合征"),
    Q("精液检查说是精子减少症，一般是什么原因", "caused_by", "少精症", D, mention="精子减少症"),
    Q("人禽流感是怎么传染上的", "caused_by", "人感染禽流感", D, mention="人禽流感"),
    Q("孩子吃了阿司匹林后得了Reye综合征，这个病是什么引起的", "caused_by", "瑞氏综合征", D, mention="Reye综合征"),
    Q("gonitis是什么原因引起的", "caused_by", "膝关节炎", D, mention="gonitis"),
    # common_in
    Q("怀孕后一直咳，中医说是妊娠咳嗽，多见于哪些人", "common_in", "子嗽", D, mention="妊娠咳嗽"),
    Q("尿布疹多见于什么样的孩子", "common_in", "尿布皮炎", D, mention="尿布疹"),
    Q("新生儿荨麻疹多发生在哪些宝宝身上", "common_in", "新生儿中毒性红斑", D, mention="新生儿荨麻疹"),
    Q("戊型肝炎好发于哪些人群", "common_in", "戊型病毒性肝炎", D, mention="戊型肝炎"),
    Q("幼年性黑素瘤多见于哪些人", "common_in", "良性幼年黑素瘤", D, mention="幼年性黑素瘤"),
    # treated_with
    Q("老年高血压病除了吃药还有什么治疗方法", "treated_with", "老年高血压", D, mention="老年高血压病"),
    Q("孩子个子矮，说是儿童矮小症，有哪些治疗方法", "treated_with", "儿童矮身材", D, mention="儿童矮小症"),
    Q("查出两性畸形，一般怎么治", "treated_with", "小儿两性畸形", D, mention="两性畸形"),
    Q("颅内动脉瘤有哪些治疗办法", "treated_with", "脑动脉血管瘤", D, mention="颅内动脉瘤"),
    Q("宝宝肚脐鼓包，医生说是脐突，要怎么治疗", "treated_with", "脐疝", D, mention="脐突"),
    Q("wound shock要怎么治疗", "treated_with", "创伤性休克", D, mention="wound shock"),
    # is_subtype_of
    Q("孩子全身软绵绵的，中医说是软瘫，这属于哪一类病", "is_subtype_of", "五软", D, mention="软瘫"),
    Q("SIADH属于哪一类病", "is_subtype_of", "抗利尿激素不适当分泌综合征", D, mention="SIADH"),
    Q("Mediterranean anemia属于哪一种贫血", "is_subtype_of", "珠蛋白生成障碍性贫血", D,
      mention="Mediterranean anemia"),
    Q("儿童股骨头缺血性坏死属于哪类病", "is_subtype_of", "股骨头骨骺骨软骨病", D, mention="儿童股骨头缺血性坏死"),
    # has_risk_factor / metastasizes_to / check_for_disease
    Q("体检心电图说可能有CAD，这个病有哪些危险因素", "has_risk_factor", "冠状动脉疾病", D, mention="CAD"),
    Q("家里老人有CVD，哪些因素会让它加重", "has_risk_factor", "心血管疾病", D, mention="CVD"),
    Q("眼睛看不清腿又发麻，说是NMO，这个病会波及哪些部位", "metastasizes_to", "视神经脊髓炎", D, mention="NMO"),
    Q("哪些检查能查出Down综合征", "check_for_disease", "小儿唐氏综合征", D, mention="Down综合征"),
    Q("怀疑老人是DLB，要做哪些检查才能查出来", "check_for_disease", "路易体痴呆", D, mention="DLB"),
    Q("特发性面神经麻痹能通过哪些检查发现", "check_for_disease", "特发性面神经瘫痪", D, mention="特发性面神经麻痹"),
    Q("心脏彩超能查出Ebstein病吗，还有什么检查能查", "check_for_disease", "三尖瓣下移畸形", D, mention="Ebstein病"),
    # related_disease / differential_diagnosis
    Q("APML和哪些病有关", "related_disease", "急性早幼粒细胞白血病", D, mention="APML"),
    Q("AIP需要和哪些病鉴别", "differential_diagnosis", "自身免疫性胰腺炎", D, mention="AIP"),
    # has_alias: what an alias stands for
    Q("中医说的气郁是什么病", "has_alias", "气郁", AL),
    Q("SIADH是哪个病的缩写", "has_alias", "SIADH", AL),
    Q("病历上写的Thornwald disease是什么病", "has_alias", "Thornwald disease", AL),
    Q("急性非特异性心包炎就是哪个病", "has_alias", "急性非特异性心包炎", AL),
    Q("孩子肚脐凸出来，老人说是脐突，脐突是什么病", "has_alias", "脐突", AL),
    # indicated_for
    Q("我爸吃的孚来是治什么病的", "indicated_for", "瑞格列奈二甲双胍片（I）", DR, mention="孚来"),
    Q("化疗用的美新能治哪些病", "indicated_for", "注射用盐酸托泊替康", DR, mention="美新"),
    Q("药店推荐的肝利胆颗粒能治什么病", "indicated_for", "和肝利胆颗粒", DR, mention="肝利胆颗粒"),
    Q("鼻子老流黄鼻涕，买的太极能治哪些病", "indicated_for", "鼻窦炎口服液", DR, mention="太极"),
    Q("Abraxane能用于治疗哪些癌", "indicated_for", "注射用紫杉醇（白蛋白结合型）", DR, mention="Abraxane"),
    Q("HYCOSAN眼药水是治什么的", "indicated_for", "玻璃酸钠滴眼液", DR, mention="HYCOSAN"),
    # has_adverse_reaction
    Q("化疗打乐生，会有哪些副作用", "has_adverse_reaction", "注射用异环磷酰胺", DR, mention="乐生"),
    Q("麻醉用的仙林有什么不良反应", "has_adverse_reaction", "注射用维库溴铵", DR, mention="仙林"),
    Q("吃孚来以后可能会出现哪些不舒服", "has_adverse_reaction", "瑞格列奈二甲双胍片（I）", DR, mention="孚来"),
    Q("胃整肠丸吃多了有副作用吗", "has_adverse_reaction", "和胃整肠丸", DR, mention="胃整肠丸"),
    Q("试管促排打ORGALUTRAN会有什么不良反应", "has_adverse_reaction", "醋酸加尼瑞克注射液", DR,
      mention="ORGALUTRAN"),
    Q("腹透用的Dianeal有哪些不良反应", "has_adverse_reaction", "腹膜透析液（乳酸盐）", DR, mention="Dianeal"),
    # has_ingredient
    Q("胃整肠丸里面都有什么成分", "has_ingredient", "和胃整肠丸", DR, mention="胃整肠丸"),
    Q("舒麦这个药含有哪些成分", "has_ingredient", "醋柳黄酮片", DR, mention="舒麦"),
    Q("Daunoblastina里面是什么成分", "has_ingredient", "注射用盐酸柔红霉素", DR, mention="Daunoblastina"),
    Q("SMZco注射液含哪些成分", "has_ingredient", "复方磺胺甲恶唑注射液", DR, mention="SMZco"),
    # is_a_level3 / belongs_to
    Q("舒麦属于哪一类药", "is_a_level3", "醋柳黄酮片", DR, mention="舒麦"),
    Q("乐生是什么类型的药", "is_a_level3", "注射用异环磷酰胺", DR, mention="乐生"),
    Q("仙林在药品目录里属于哪一类", "belongs_to", "注射用维库溴铵", DR, mention="仙林"),
    Q("氟哌啶这个针剂归哪一类药品", "belongs_to", "氟哌利多注射液", DR, mention="氟哌啶"),
    Q("SASP栓剂属于什么药", "belongs_to", "柳氮磺吡啶栓", DR, mention="SASP"),
    # drug_has_alias: what a trade name stands for
    Q("医院单子上的ENDOSTAR是哪个药", "drug_has_alias", "ENDOSTAR", AL),
    Q("Clodronate Disodium Tablets是什么药", "drug_has_alias", "Clodronate Disodium Tablets", AL),
    # mainly_treats
    Q("黑木耳入药能治什么病", "mainly_treats", "木耳", M, mention="黑木耳"),
    Q("天门冬能治哪些病", "mainly_treats", "天冬", M, mention="天门冬"),
    Q("麸皮入药能治什么", "mainly_treats", "小麦麸", M, mention="麸皮"),
    Q("辰砂主要治什么病", "mainly_treats", "朱砂", M, mention="辰砂"),
    Q("南星能治哪些病", "mainly_treats", "天南星", M, mention="南星"),
    Q("土板蓝根主要治什么", "mainly_treats", "南板蓝根", M, mention="土板蓝根"),
    Q("雷公藤能治哪些病", "mainly_treats", "掉毛草", M, mention="雷公藤"),
    Q("山里人说的白药子能治什么病", "mainly_treats", "荞麦七", M, mention="白药子"),
    Q("黑驴蛋这味草药主要治什么", "mainly_treats", "荞麦七", M, mention="黑驴蛋"),
    Q("狗鞭能治什么病", "mainly_treats", "黄狗肾", M, mention="狗鞭"),
    Q("苋菜入药能治哪些病", "mainly_treats", "野苋菜", M, mention="苋菜"),
    Q("做凉粉用的冰粉入药能治什么病", "mainly_treats", "假酸浆", M, mention="冰粉"),
    # has_efficacy
    Q("海带入药有什么功效", "has_efficacy", "大叶藻", M, mention="海带"),
    Q("大葱做药用有什么功效", "has_efficacy", "葱白", M, mention="大葱"),
    Q("常喝豆浆有什么功效", "has_efficacy", "豆腐浆", M, mention="豆浆"),
    Q("红藤有什么功效", "has_efficacy", "大血藤", M, mention="红藤"),
    Q("蝉衣有什么功效", "has_efficacy", "蝉蜕", M, mention="蝉衣"),
    Q("方子里的花粉有什么功效", "has_efficacy", "天花粉", M, mention="花粉"),
    Q("葫芦巴有什么作用", "has_efficacy", "胡芦巴", M, mention="葫芦巴"),
    Q("黄菊花泡水有什么功效", "has_efficacy", "野菊花", M, mention="黄菊花"),
    Q("马蹄草有什么功效", "has_efficacy", "积雪草", M, mention="马蹄草"),
    Q("月月红入药有什么功效", "has_efficacy", "月季花", M, mention="月月红"),
    Q("灯盏花有什么作用", "has_efficacy", "灯盏细辛", M, mention="灯盏花"),
    Q("莎草根有什么功效", "has_efficacy", "香附", M, mention="莎草"),
    # distributed_in
    Q("白胡椒主要产在哪些地方", "distributed_in", "胡椒", M, mention="白胡椒"),
    Q("巴戟主要产在哪里", "distributed_in", "巴戟天", M, mention="巴戟"),
    Q("良姜在哪些地方出产", "distributed_in", "大高良姜", M, mention="良姜"),
    Q("洋葱头在哪些地方种得多", "distributed_in", "洋葱", M, mention="洋葱头"),
    Q("赤豆主要产在哪些地方", "distributed_in", "赤小豆", M, mention="赤豆"),
    Q("木姜子在哪些地方有", "distributed_in", "山鸡椒", M, mention="木姜子"),
    Q("四季花分布在哪些地方", "distributed_in", "月季花", M, mention="四季花"),
    Q("地朝阳这种草药在哪里能找到", "distributed_in", "灯盏细辛", M, mention="地朝阳"),
    # material_has_alias: what a folk name stands for
    Q("零陵香是哪味药材", "material_has_alias", "零陵香", AL),
    Q("红藤在中药里指的是哪味药", "material_has_alias", "红藤", AL),
    Q("黑驴蛋是什么药材", "material_has_alias", "黑驴蛋", AL),
    Q("老来红是哪种药材的别名", "material_has_alias", "老来红", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "al3"))
