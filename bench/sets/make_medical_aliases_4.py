"""Writes `medical_aliases_4.jsonl`, a fourth development set of everyday questions that name their entity by an alias:
one of the names an alias record lists.

Some alias records of the network are not one name but a list of names in one record: 甲型肝炎；甲肝,
泡型包虫病；泡球蚴病；多房性包虫病, 土三七；费菜；旱三七, 接骨莲,九爪龙, 梅格斯综合征, (a trailing comma). A person
writes one of those names, never the list: 甲肝, 泡球蚴病, 费菜, 九爪龙, 梅格斯综合征. Every question here names the
record the alias belongs to (the disease or medicinal material at the other end of the alias relation) by one
listed name only, so the set measures whether such a name still leads to its record when it is only a part of
an alias record's name. `unlisted_aliases` checks, before the set is built, that every question's mention is
one of the names a list record of its entity gives (the record's name split at 、，,；;/| standing outside
brackets, the parts stripped).

How the records were chosen, on the built network: 54 alias records hold a separator outside brackets (a
separator inside brackets, as in 甲下骨疣（指、趾末节的小的骨软骨瘤）, does not make a list); each leads to exactly
one record, 46 in all (42 diseases, 4 medicinal materials). Split, they give 118 parts, of which 71 names are kept,
and each kept name is asked once. Left out:

- 3 parts that are no name: two empty ones (红眼病, and 梅格斯综合征, end in a comma) and one single letter (B);
- 4 names that are exactly another record's name of the owner's type (急性胃炎, 新疆出血热, 脑血管瘤, 贾第虫病);
- 4 parts that several records share: 红眼病, listed for two diseases; 土三七 and 白塞病, which are also whole
  alias records of other records;
- 31 English-only technical strings (Fragililisossium, latent squint, verrucasenilis, ...); the abbreviation
  GCA is kept, as a person writes it;
- 4 names carrying a note in brackets (期里（傣语）, 苦艾（云南）, ...) and one misspelt eponym
  (Jrger—Crfitz综合征), which nobody writes as they stand.

The 71 questions are about 37 records (35 diseases; the materials 景天三七, by 费菜 and 旱三七 listed beside
土三七, and 肿节风, by 接骨莲 and 九爪龙), one to three listed names a record. The relation asked is one for which
the record has neighbours: has_symptom 16, caused_by 15, shown_on 8, designated_to 7, treated_with 6,
common_in 5, checks 4, check_for_disease 2 (asked from the disease: which checks find it), has_complication 2,
material_has_alias 2 (肿节风 has no other neighbours), cures 1, is_subtype_of 1, mainly_treats 1,
distributed_in 1 — 14 relation types; four questions name the one neighbour they ask about (槟榔, 血浆置换,
膝关节, 肺炎).

Questions come from patients, parents, relatives, students and people who use herbs; many carry a clause of
context (医生说是…, 孩子…), some ask about one neighbour by name (能做血浆置换吗). The machinery is
`make_medical_everyday.py`'s (gold relation type, entity, mention, named neighbour; answers read from the built
network; tags), and the written file is checked with the evaluation harness's validator, which takes a name an
alias record lists (甲肝 of 甲型肝炎；甲肝) as a mention of the record the alias belongs to.

    .venv/bin/python bench/sets/make_medical_aliases_4.py     # rewrites bench/sets/medical_aliases_4.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_dev import NetworkData  # noqa: E402
from bench.sets.make_medical_everyday import D, M, Q  # noqa: E402
from bench.sets.make_medical_everyday import main as build_and_validate  # noqa: E402
from bench.sets.make_medical_everyday_4 import ALIAS_RELATION, listed_names  # noqa: E402
from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_aliases_4.jsonl"



QUESTIONS: list[Q] = [
    # 小儿黑酸尿综合征: Garrod综合征；褐黄病综合征；内源性褐黄病
    Q("孩子尿布上的尿放一会就发黑，医生怀疑是Garrod综合征，要做哪些检查", "checks", "小儿黑酸尿综合征", D,
      mention="Garrod综合征"),
    Q("褐黄病综合征是什么原因引起的", "caused_by", "小儿黑酸尿综合征", D, mention="褐黄病综合征"),
    Q("内源性褐黄病会有哪些表现", "has_symptom", "小儿黑酸尿综合征", D, mention="内源性褐黄病"),
    # 皮肤淋巴细胞瘤: Spiegler—fendt肉样瘤；反应性良性淋巴组织增生
    Q("Spiegler—fendt肉样瘤一般长在哪些部位", "shown_on", "皮肤淋巴细胞瘤", D, mention="Spiegler—fendt肉样瘤"),
    Q("耳垂上长了个结节，病理写着反应性良性淋巴组织增生，这是什么原因引起的", "caused_by", "皮肤淋巴细胞瘤", D,
      mention="反应性良性淋巴组织增生"),
    # 小儿糖原贮积病I型: VonGierke病；葡萄糖—6—磷酸酶缺陷
    Q("孩子确诊了VonGierke病，这个病主要影响哪些器官", "shown_on", "小儿糖原贮积病I型", D, mention="VonGierke病"),
    Q("宝宝查出葡萄糖—6—磷酸酶缺陷，会有哪些症状", "has_symptom", "小儿糖原贮积病I型", D,
      mention="葡萄糖—6—磷酸酶缺陷"),
    # 小儿结节性脂膜炎: Weber—Christian病,回归热性结节性非化脓性脂膜炎
    Q("Weber—Christian病多见于哪些人", "common_in", "小儿结节性脂膜炎", D, mention="Weber—Christian病"),
    Q("回归热性结节性非化脓性脂膜炎是怎么引起的", "caused_by", "小儿结节性脂膜炎", D,
      mention="回归热性结节性非化脓性脂膜炎"),
    # 巨细胞动脉炎: giant cell arteritis,GCA
    Q("风湿科医生说我爸可能是GCA，哪些检查能确诊", "check_for_disease", "巨细胞动脉炎", D, mention="GCA"),
    # 增生性毛根鞘瘤: 增生性毛发肿瘤；增生性毛根鞘囊肿
    Q("增生性毛发肿瘤多见于什么样的人", "common_in", "增生性毛根鞘瘤", D, mention="增生性毛发肿瘤"),
    Q("头皮上长了个大包，医生说是增生性毛根鞘囊肿，该挂哪个科", "designated_to", "增生性毛根鞘瘤", D,
      mention="增生性毛根鞘囊肿"),
    # 微囊肿附属器癌: 硬化性汗腺导管癌；恶性汗管癌
    Q("鼻子旁边长了块硬斑，说是硬化性汗腺导管癌，这病一般长在哪些部位", "shown_on", "微囊肿附属器癌", D,
      mention="硬化性汗腺导管癌"),
    Q("恶性汗管癌长出来是什么样子，有哪些表现", "has_symptom", "微囊肿附属器癌", D, mention="恶性汗管癌"),
    # 干燥综合征: siccasyndrome；Sjögren综合征
    Q("Sjögren综合征的病人会有哪些不舒服", "has_symptom", "干燥综合征", D, mention="Sjögren综合征"),
    # 脂溢性角化病: 老年疣；基底细胞乳头瘤；脂溢性疣
    Q("我奶奶脸上长了好多老年疣，这东西一般长在哪些地方", "shown_on", "脂溢性角化病", D, mention="老年疣"),
    Q("基底细胞乳头瘤要去医院哪个科看", "designated_to", "脂溢性角化病", D, mention="基底细胞乳头瘤"),
    Q("脂溢性疣长出来是什么样子的", "has_symptom", "脂溢性角化病", D, mention="脂溢性疣"),
    # 积乳囊肿: 乳汁潴留囊肿；乳汁郁积症
    Q("喂奶期间乳房摸到一个包，说是乳汁潴留囊肿，需要做哪些检查", "checks", "积乳囊肿", D, mention="乳汁潴留囊肿"),
    Q("乳汁郁积症怎么治疗，一定要开刀吗", "treated_with", "积乳囊肿", D, mention="乳汁郁积症"),
    # 颚口线虫病: 内脏游走性幼虫病；皮肤颚口虫病
    Q("内脏游走性幼虫病要怎么治", "treated_with", "颚口线虫病", D, mention="内脏游走性幼虫病"),
    Q("吃了生泥鳅以后皮下有东西在游走，说是皮肤颚口虫病，这是什么引起的", "caused_by", "颚口线虫病", D,
      mention="皮肤颚口虫病"),
    # 疣状癌: 口腔菜花状乳头瘤病；巨大尖锐湿疣；穿掘性上皮瘤
    Q("口腔菜花状乳头瘤病跟嚼槟榔有关系吗", "caused_by", "疣状癌", D, mention="口腔菜花状乳头瘤病", named="槟榔"),
    Q("巨大尖锐湿疣会长在身体哪些部位", "shown_on", "疣状癌", D, mention="巨大尖锐湿疣"),
    Q("穿掘性上皮瘤该去医院哪个科看", "designated_to", "疣状癌", D, mention="穿掘性上皮瘤"),
    # 景天三七: 土三七；费菜；旱三七
    Q("院子里种的费菜能治什么病", "mainly_treats", "景天三七", M, mention="费菜"),
    Q("旱三七这种草药在哪些地方有", "distributed_in", "景天三七", M, mention="旱三七"),
    # 急性单纯性胃炎: 急性浅表性胃炎；急性胃炎
    Q("胃镜报告写着急性浅表性胃炎，一般是什么原因引起的", "caused_by", "急性单纯性胃炎", D, mention="急性浅表性胃炎"),
    # 吉兰—巴雷综合征: 急性炎症性脱髓鞘性多发性神经病；格林巴利综合征
    Q("我妈得了格林巴利综合征，能做血浆置换吗", "treated_with", "吉兰—巴雷综合征", D, mention="格林巴利综合征",
      named="血浆置换"),
    Q("急性炎症性脱髓鞘性多发性神经病要做哪些检查", "checks", "吉兰—巴雷综合征", D,
      mention="急性炎症性脱髓鞘性多发性神经病"),
    # 肿节风: 接骨莲,九爪龙
    Q("接骨莲这味药还有哪些叫法", "material_has_alias", "肿节风", M, mention="接骨莲"),
    Q("山里人说的九爪龙，药书上还叫什么", "material_has_alias", "肿节风", M, mention="九爪龙"),
    # 克里米亚—刚果出血热: 新疆出血热；蜱媒出血热
    Q("被蜱虫咬了以后发高烧，怀疑是蜱媒出血热，要做什么检查", "checks", "克里米亚—刚果出血热", D, mention="蜱媒出血热"),
    # 麦格斯综合征: 梅格斯综合征,
    Q("卵巢长了纤维瘤又有腹水，医生说是梅格斯综合征，这个怎么治", "treated_with", "麦格斯综合征", D,
      mention="梅格斯综合征"),
    # 毛囊瘤: 毛囊上皮瘤；毛囊痣
    Q("毛囊上皮瘤通常长在身上哪个部位", "shown_on", "毛囊瘤", D, mention="毛囊上皮瘤"),
    Q("脸上长了个小疙瘩，说是毛囊痣，它有什么表现", "has_symptom", "毛囊瘤", D, mention="毛囊痣"),
    # 多房棘球蚴病: 泡型包虫病；泡球蚴病；多房性包虫病
    Q("在牧区放羊的人得了泡型包虫病，会有哪些症状", "has_symptom", "多房棘球蚴病", D, mention="泡型包虫病"),
    Q("泡球蚴病是被什么寄生虫感染的", "caused_by", "多房棘球蚴病", D, mention="泡球蚴病"),
    Q("多房性包虫病可以通过哪些检查查出来", "check_for_disease", "多房棘球蚴病", D, mention="多房性包虫病"),
    # 乳腺导管扩张症: 浆细胞性乳腺炎；粉刺性乳腺炎；化学性乳腺炎
    Q("浆细胞性乳腺炎是什么原因引起的", "caused_by", "乳腺导管扩张症", D, mention="浆细胞性乳腺炎"),
    Q("粉刺性乳腺炎一般是哪些人容易得", "common_in", "乳腺导管扩张症", D, mention="粉刺性乳腺炎"),
    Q("乳房红肿还流脓，说是化学性乳腺炎，要挂哪个科", "designated_to", "乳腺导管扩张症", D, mention="化学性乳腺炎"),
    # 滋养细胞肿瘤: 滋养层细胞疾病；滋养层细胞瘤
    Q("葡萄胎清宫后又出血，医生怀疑是滋养层细胞疾病，还会有哪些症状", "has_symptom", "滋养细胞肿瘤", D,
      mention="滋养层细胞疾病"),
    Q("滋养层细胞瘤是怎么得的", "caused_by", "滋养细胞肿瘤", D, mention="滋养层细胞瘤"),
    # 骨软骨瘤病: 滑膜软骨瘤病；滑膜骨软骨瘤病
    Q("膝盖里有游离体，说是滑膜软骨瘤病，这病是不是长在膝关节", "shown_on", "骨软骨瘤病", D, mention="滑膜软骨瘤病",
      named="膝关节"),
    Q("滑膜骨软骨瘤病会有哪些症状", "has_symptom", "骨软骨瘤病", D, mention="滑膜骨软骨瘤病"),
    # 甲型病毒性肝炎: 甲型肝炎；甲肝
    Q("孩子幼儿园有人得了甲肝，甲肝都有什么症状", "has_symptom", "甲型病毒性肝炎", D, mention="甲肝"),
    Q("甲型肝炎是什么病毒引起的", "caused_by", "甲型病毒性肝炎", D, mention="甲型肝炎"),
    # 贝赫切特综合征伴发的精神障碍: 眼—口腔—生殖器三联症,白塞病
    Q("眼—口腔—生殖器三联症伴发的精神问题该看哪个科", "designated_to", "贝赫切特综合征伴发的精神障碍", D,
      mention="眼—口腔—生殖器三联症"),
    # 流行性出血性结膜炎: 红眼病；流行性急性结膜炎；急性触染性结膜炎
    Q("流行性急性结膜炎眼睛会有哪些症状", "has_symptom", "流行性出血性结膜炎", D, mention="流行性急性结膜炎"),
    Q("急性触染性结膜炎属于哪一类眼病", "is_subtype_of", "流行性出血性结膜炎", D, mention="急性触染性结膜炎"),
    # 先天性耳前耳瘘: 耳孔；先天性耳前瘘管
    Q("宝宝耳朵前面有个小耳孔，这是什么原因造成的", "caused_by", "先天性耳前耳瘘", D, mention="耳孔"),
    Q("先天性耳前瘘管多见于什么样的孩子", "common_in", "先天性耳前耳瘘", D, mention="先天性耳前瘘管"),
    # 软骨发育不全: 胎儿型软骨营养障碍,软骨营养障碍性侏儒
    Q("胎儿型软骨营养障碍是遗传的吗，是怎么引起的", "caused_by", "软骨发育不全", D, mention="胎儿型软骨营养障碍"),
    Q("软骨营养障碍性侏儒的孩子有哪些表现", "has_symptom", "软骨发育不全", D, mention="软骨营养障碍性侏儒"),
    # 脑血管畸形: 脑血管瘤；脑动静脉性血管畸形
    Q("脑动静脉性血管畸形有哪些治疗办法", "treated_with", "脑血管畸形", D, mention="脑动静脉性血管畸形"),
    # 无功能垂体腺瘤: 腺垂体无功能腺瘤综合征；无功能垂体瘤综合征
    Q("腺垂体无功能腺瘤综合征会有哪些症状", "has_symptom", "无功能垂体腺瘤", D, mention="腺垂体无功能腺瘤综合征"),
    Q("无功能垂体瘤综合征该去看哪个科", "designated_to", "无功能垂体腺瘤", D, mention="无功能垂体瘤综合征"),
    # 透明细胞棘皮瘤: 苍白细胞棘皮瘤；Degos棘皮瘤
    Q("腿上长了个湿润的红疙瘩，说是苍白细胞棘皮瘤，这病一般长在哪", "shown_on", "透明细胞棘皮瘤", D,
      mention="苍白细胞棘皮瘤"),
    Q("Degos棘皮瘤长什么样，有什么表现", "has_symptom", "透明细胞棘皮瘤", D, mention="Degos棘皮瘤"),
    # 地方性斑疹伤寒: 蚤传斑疹伤寒；鼠型斑疹伤寒
    Q("蚤传斑疹伤寒吃什么药能治好", "cures", "地方性斑疹伤寒", D, mention="蚤传斑疹伤寒"),
    Q("鼠型斑疹伤寒会不会并发肺炎", "has_complication", "地方性斑疹伤寒", D, mention="鼠型斑疹伤寒", named="肺炎"),
    # 神经鞘瘤: 许旺细胞瘤,神经瘤
    Q("许旺细胞瘤一般多发于多大年纪的人", "common_in", "神经鞘瘤", D, mention="许旺细胞瘤"),
    Q("医生说我背上的是神经瘤，这个要怎么治疗", "treated_with", "神经鞘瘤", D, mention="神经瘤"),
    # 肠梨形鞭毛虫病: 贾第虫病；蓝氏贾第鞭毛虫病
    Q("孩子拉肚子查出蓝氏贾第鞭毛虫病，是哪种虫子引起的", "caused_by", "肠梨形鞭毛虫病", D, mention="蓝氏贾第鞭毛虫病"),
    # 黏多糖贮积症VI型: 黏多糖增多症VI型,黏多糖贮积病VI型
    Q("黏多糖增多症VI型的孩子会有哪些表现", "has_symptom", "黏多糖贮积症VI型", D, mention="黏多糖增多症VI型"),
    Q("黏多糖贮积病VI型是遗传病吗，是怎么引起的", "caused_by", "黏多糖贮积症VI型", D, mention="黏多糖贮积病VI型"),
    # 黑棘皮病: 黑角化病,色素性乳头状营养不良
    Q("脖子后面发黑，医生说是黑角化病，还会有哪些症状", "has_symptom", "黑棘皮病", D, mention="黑角化病"),
    Q("色素性乳头状营养不良该挂哪个科", "designated_to", "黑棘皮病", D, mention="色素性乳头状营养不良"),
    # 鼻旁窦支气管综合征: 鼻旁窦—鼻—支气管综合征；鼻旁窦—肺综合征
    Q("鼻旁窦—鼻—支气管综合征会引起哪些并发症", "has_complication", "鼻旁窦支气管综合征", D,
      mention="鼻旁窦—鼻—支气管综合征"),
    Q("鼻旁窦—肺综合征是什么原因引起的", "caused_by", "鼻旁窦支气管综合征", D, mention="鼻旁窦—肺综合征"),
]


def unlisted_aliases(questions: list[Q]) -> list[str]:
    """A problem for every question whose mention is not one of the names listed by an alias record (a record whose
    name is a list) that its entity's alias relation leads to."""
    data = NetworkData(embedded_backend())
    problems: list[str] = []
    for q in questions:
        rids = data.rid_of[q.object_type].get(q.entity, [])
        relation = ALIAS_RELATION.get(q.object_type)
        if q.mention is None or len(rids) != 1 or relation is None:
            problems.append(f"{q.question}: no mention, or {q.entity} is no single {q.object_type} with aliases")
            continue
        listed = {part for alias in data.out[relation].get(rids[0], [])
                  for part in listed_names(data.names["alias"].get(alias, ""))}
        if q.mention not in listed:
            problems.append(f"{q.question}: {q.mention} is no name an alias record of {q.entity} lists")
    return problems


def main(questions: list[Q], out: Path, prefix: str) -> int | str:
    """The set checked (`unlisted_aliases`), then built, written to `out` and validated with the evaluation harness's
    validator (`make_medical_everyday.main`), which takes a name an alias record lists as a mention too."""
    found = unlisted_aliases(questions)
    if found:
        return "\n".join(found)
    return build_and_validate(questions, out, prefix)


if __name__ == "__main__":
    raise SystemExit(main(QUESTIONS, OUT, "al4"))
