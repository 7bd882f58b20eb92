"""Answer-type cues and the relation ranking they feed, on the word vectors the package ships.

The networks are schema-only (as the SpCQL set is): relation types that share words with the
question and differ in the kind of value (举办地点 / 举办时间), listed with the decoy first, so
that without the answer signal schema order would pick the decoy.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.evaluation import Evaluator
from core.evaluation.adapters import load_spcql, schema_backend
from core.models.network import KnowledgeNetwork
from core.search.answer_types import answer_cues
from core.search.intent import DEFAULT_WEIGHTS, IntentRanker, intent_characters, named_in, padded_twins
from core.text import _cut_ready
from kn_search_support import schema_network

RELATIONS = ["举办地点", "举办时间", "所属国家", "国籍", "族", "民族", "种", "科", "出生时间", "出生地",
             "工作温度", "职业", "作者", "定价"]


@pytest.fixture(scope="module")
def network() -> KnowledgeNetwork:
    return schema_network("open", RELATIONS)


def _attributes(question: str, vectors) -> set[str]:
    return {c.attribute for c in answer_cues(question, _cut_ready(question).lcut(question), vectors)}


@pytest.mark.parametrize("question, attribute", [
    ("你知道1997-05-28举办了什么体育比赛吗？", "日期"),  # a date literal
    ("在1865年出生的人有哪些代表作品啊？", "时间"),
    ("丹尼尔·希拉尔是哪国人？", "国籍"),  # a question phrase
    ("河北省东鹿出生的人都是干啥的？", "职业"),
    ("列举出5个可以称作是编剧的人物。", "职业"),  # a value word by its Cilin class (Ae)
    ("提供给我5位工程师，他们的民族都是哪里？", "职业"),  # Al: people by expertise
    ("法国诗人都有谁呢？", "国籍"),  # a country before a person
    ("就读于云南省委党校的哈尼族人是？", "民族"),
    ("拿五个摩羯座人的作品给我看？", "星座"),
    ("请问北京市朝阳区朝外大街乙6号4层是什么公司啊？", "地址"),  # an address
    ("请问全场为112.7米的军舰是哪个啊？", "长度"),  # a quantity by its unit
    ("能推荐一些占地面积为31.2公顷的著名景点吗？", "面积"),
    ("位于南美洲安第斯山脉的火山叫什么名字？", "位置"),
])
def test_cues_name_the_attribute_a_question_asks_for_or_names(question, attribute, vectors):
    assert attribute in _attributes(question, vectors)


@pytest.mark.parametrize("question", ["邓一光的书籍定价都是多少的呢？", "氧化镍主要应用在哪些行业？"])
def test_no_nationality_or_date_cue_without_one(question, vectors):
    assert not _attributes(question, vectors) & {"国籍", "日期", "时间"}


def _order(ranker: IntentRanker, network: KnowledgeNetwork, question: str) -> list[str]:
    scores = ranker.score(question, network, network.relation_types)
    names = [r.name for r in network.relation_types]
    return [names[i] for i in sorted(range(len(names)), key=lambda i: (-scores.fused[i], i))]


@pytest.mark.parametrize("question, gold, decoy", [
    ("你知道1997-05-28举办了什么体育比赛吗？", "举办时间", "举办地点"),
    ("吴浩康是哪国人？", "国籍", "所属国家"),
    ("出生在哪里的人最多？", "出生地", "出生时间"),
])
def test_answer_signal_puts_the_kind_of_value_first(question, gold, decoy, network, vectors):
    full = _order(IntentRanker(), network, question)
    assert full.index(gold) < full.index(decoy), full[:5]
    without = _order(IntentRanker(weights={"answer": 0.0}), network, question)
    assert without.index(gold) > without.index(decoy) or without.index(gold) > full.index(gold), without[:5]


def test_trace_explains_the_answer_signal(network, vectors):
    scores = IntentRanker().score("丹尼尔·希拉尔是哪国人？", network, network.relation_types)
    cues = scores.trace["answer_cues"]
    assert {"attribute": "国籍", "evidence": "哪国人", "kind": "phrase"} in cues
    i = [r.name for r in network.relation_types].index("国籍")
    assert scores.signals[i]["answer"] == pytest.approx(1.0, abs=1e-3)
    assert scores.matched[i]["answer"][:2] == ("国籍", "国籍")
    assert "answer" in DEFAULT_WEIGHTS and abs(sum(DEFAULT_WEIGHTS.values()) - 1.65) < 1e-9


def test_one_character_names_meet_only_standalone_characters(network, vectors):
    # 族 of 汉族 and 种 of 6种 (a classifier) are no intent of their own; 科 standing alone is
    assert "族" not in intent_characters("能给我列举3个是汉族的这个人的代表作品吗？", vectors)
    chars = intent_characters("我想找6种植物，还有他们科是什么？", vectors)
    assert "科" in chars and "种" not in chars
    order = _order(IntentRanker(), network, "能给我列举3个是汉族的这个人的代表作品吗？")
    assert order.index("民族") < order.index("族"), order[:5]
    order = _order(IntentRanker(), network, "我想找6种植物，还有他们科是什么？")
    assert order.index("科") < order.index("种"), order[:5]


def test_spcql_format_through_the_harness(tmp_path, vectors):
    """The path `knx eval dev.json` takes: an SpCQL file, its schema-only network, kn_search."""
    def item(query: str, cypher: str) -> dict:
        return {"query": query, "target_text": cypher}

    path = tmp_path / "dev.json"
    path.write_text(json.dumps([
        item("你知道1997-05-28举办了什么体育比赛吗？",
             "match (:ENTITY{name:'1997-05-28'})<-[:Relationship{name:'举办时间'}]-(m) return m.name"),
        item("北京举办过哪些比赛？",
             "match (:ENTITY{name:'北京'})<-[:Relationship{name:'举办地点'}]-(m) return m.name"),
        item("吴浩康是哪国人？", "match (:ENTITY{name:'吴浩康'})-[:Relationship{name:'国籍'}]->(m) return m.name"),
        item("苏州位于哪个国家？", "match (:ENTITY{name:'苏州'})-[:Relationship{name:'所属国家'}]->(m) return m.name"),
    ], ensure_ascii=False), encoding="utf-8")
    dataset = load_spcql(path)
    report = Evaluator(schema_backend([dataset], tmp_path / "db")).run(
        {"questions": dataset.question_set(), "schema_only": True})
    outcomes = {o.question: o.relation_rank for o in report.configs[0].outcomes}
    assert outcomes["你知道1997-05-28举办了什么体育比赛吗？"] == 1
    assert outcomes["吴浩康是哪国人？"] == 1


def test_a_relation_name_spelled_out_in_the_question_ranks_first(vectors):
    network = schema_network("named", ["医院等级", "医院类型", "中文名称", "时间", "展会时间"])
    relations = network.relation_types
    # the longest name at a place wins it: 时间 inside 展会时间 is not named on its own
    assert [relations[i].name for i in named_in("什么展会的展会时间在2011年？", relations)] == ["展会时间"]
    assert [relations[i].name for i in named_in("开幕时间和展会时间", relations)] == ["展会时间", "时间"]
    question = "玉溪矿业医院的中文名称是？"
    assert _order(IntentRanker(), network, question)[0] == "中文名称"
    assert _order(IntentRanker(name_weight=0.0), network, question)[0] != "中文名称"
    scores = IntentRanker().score(question, network, relations)
    assert scores.signals[2]["name"] == 1.0 and "name" not in scores.signals[0]


def test_a_padded_twin_of_a_relation_name_ranks_below_the_clean_name(vectors):
    """" 熔点 " beside 熔点 (an import artefact): both are named by the question, the clean one wins
    the tie (schema order alone would put the padded one first: a space sorts first)."""
    network = schema_network("twins", [" 熔点 ", "熔点", "沸点"])
    relations = network.relation_types
    assert sorted(relations[i].name for i in named_in("氯硝胺的熔点是多少？", relations)) == [" 熔点 ", "熔点"]
    assert padded_twins(relations) == [True, False, False]
    scores = IntentRanker().score("氯硝胺的熔点是多少？", network, relations)
    assert scores.signals[0]["name"] == scores.signals[1]["name"] == 1.0
    assert scores.signals[0].get("padded_twin") == 1.0 and "padded_twin" not in scores.signals[1]
    assert _order(IntentRanker(), network, "氯硝胺的熔点是多少？")[:2] == ["熔点", " 熔点 "]
    # a padded name without a clean twin is an ordinary relation type
    assert padded_twins(relations[:1]) == [False]


def test_an_attribute_word_without_a_vector_meets_the_same_word(network, vectors):
    # 出生地 has no word vector: 哪里人 still gives it, by the same word in its lexicon
    assert "出生地" not in vectors
    question = "国民政府第一任教育部长是谁？哪里人？"
    assert "出生地" in _attributes(question, vectors)
    scores = IntentRanker().score(question, network, network.relation_types)
    i = RELATIONS.index("出生地")
    assert scores.signals[i]["answer"] == pytest.approx(1.0) and scores.matched[i]["answer"][2] == "same word"
    assert _order(IntentRanker(), network, question)[0] == "出生地"


def test_a_date_the_question_names_counts_three_quarters_of_a_phrase(vectors):
    """A date is a value of the relation asked about (发生时间) that may only narrow the question:
    its cue counts `ANSWER_KIND_STRENGTH["literal"]` (0.75) of a phrase asking for a time (什么时候)."""
    network = schema_network("events", ["事件", "发生地点", "发生时间"])
    ranker = IntentRanker()
    literal = ranker.score("请问在2013年11月19日发生什么事件了？", network, network.relation_types)
    phrase = ranker.score("那次事件是什么时候发生的？", network, network.relation_types)
    assert phrase.signals[2]["answer"] == pytest.approx(1.0, abs=1e-3)
    assert literal.signals[2]["answer"] == pytest.approx(0.75, abs=1e-3)
    assert literal.signals[1]["answer"] == 0.0  # a date says nothing for 发生地点
    assert {"attribute": "时间", "evidence": "2013年11月19日", "kind": "literal"} in literal.trace["answer_cues"]
    # what the three quarters buy: 发生时间 ahead of 发生地点 by the full answer weight x 0.75
    assert literal.fused[2] - literal.fused[1] == pytest.approx(DEFAULT_WEIGHTS["answer"] * 0.75, abs=1e-3)


SPELLED = ["主要成分", "主要作品", "主要原料", "主要成就", "国籍", "所属国家", "功效", "方剂功效", "时间", "展会时间"]


@pytest.fixture(scope="module")
def spelled_network() -> KnowledgeNetwork:
    return schema_network("spelled", SPELLED)


def test_a_spelled_out_name_lends_its_words_to_other_relations_only_in_part(spelled_network, vectors, monkeypatch):
    """这位日本人的主要成就: 主要成就 is spelled out; 主要成分 / 主要作品 share only its 主要, so they
    keep `SPELLED_SHARE` of it and 国籍 (from 日本人, a country before 人) comes second."""
    from core.search import intent as intent_module

    question = "回忆一条日本人的主要成就？"
    relations = spelled_network.relation_types
    scores = IntentRanker().score(question, spelled_network, relations)
    assert {"attribute": "国籍", "evidence": "日本人", "kind": "value"} in scores.trace["answer_cues"]
    assert _order(IntentRanker(), spelled_network, question)[:2] == ["主要成就", "国籍"]
    aside = scores.trace["spelled_aside"]
    assert aside["names"] == ["主要成就"] and aside["share"] == 0.5 and "主要成就" not in aside["masked_query"]
    assert scores.signals[SPELLED.index("主要成分")]["spelled_aside"] == 0.5
    assert "spelled_aside" not in scores.signals[SPELLED.index("主要成就")]
    monkeypatch.setattr(intent_module, "SPELLED_SHARE", 1.0)  # off: the whole question for every relation
    off = _order(IntentRanker(), spelled_network, question)
    assert off.index("国籍") > 1 and off[1].startswith("主要"), off[:4]


def test_names_holding_or_inside_the_spelled_name_keep_its_words(spelled_network, vectors):
    relations = spelled_network.relation_types
    scores = IntentRanker().score("参苏饮的功效是什么？", spelled_network, relations)
    assert "spelled_aside" not in scores.signals[SPELLED.index("方剂功效")]  # holds 功效
    scores = IntentRanker().score("什么展会的展会时间在2011年10月？", spelled_network, relations)
    assert "spelled_aside" not in scores.signals[SPELLED.index("时间")]  # lies inside 展会时间
    assert scores.signals[SPELLED.index("时间")]["text"] > 0


def _spcql_item(query: str, relation: str, entities: list[str] | None = None) -> dict:
    """A SpCQL dev item asking for one relation type (and listing `entities`, when given)."""
    item = {"query": query, "target_text": f"match (:ENTITY{{name:'x'}})-[:Relationship{{name:'{relation}'}}]->(m) return m"}
    return {**item, "entities": entities} if entities is not None else item


def test_spcql_bench_sorts_misses_by_cause(tmp_path, vectors, capsys):
    """bench/spcql_bench.py --causes on a tiny SpCQL file: each rank-1 miss gets one cause."""
    from bench import spcql_bench

    path = tmp_path / "dev.json"
    path.write_text(json.dumps([
        _spcql_item("什么展会的展会时间在2011年10月？", "时间"),  # the set picks 时间 where 展会时间 is spelled out
        _spcql_item("展会时间是哪天？", "展会时间"),
        _spcql_item("给我找2道浙江菜？", "分类"),  # nothing in the question reaches 分类
        _spcql_item("氯硝胺的熔点是多少？", "熔点"),
    ], ensure_ascii=False), encoding="utf-8")
    assert spcql_bench.main(["--data", str(path), "--variants=full,-spelled", "--causes", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    lost = results["full"]["causes"]
    total = {cause: lost["A"][cause] + lost["B"][cause] for cause in spcql_bench.CAUSES}
    assert total["near-duplicate name"] == 1.0 and total["no signal reaches gold"] == 1.0, total
    assert results["full"]["all"]["questions"] == 4 and results["full"]["all"]["R@1"] == 0.5
    assert "-spelled" in results


def test_spelled_name_share_is_a_retrieval_config_knob(tmp_path, vectors):
    """concept_retrieval.spelled_name_share: validated, round-trips, and reaches the ranking through
    kn_search (1 = the spelled words count in full for every relation type: 国籍 drops back)."""
    from core.exceptions import ConfigError
    from core.search.config import RetrievalConfig
    from core.search.intent import SPELLED_SHARE
    from core.search.service import kn_search

    assert RetrievalConfig().concept_retrieval.spelled_name_share == SPELLED_SHARE
    config = RetrievalConfig.from_dict({"concept_retrieval": {"spelled_name_share": 1.0}})
    assert RetrievalConfig.from_dict(config.to_dict()).concept_retrieval.spelled_name_share == 1.0
    with pytest.raises(ConfigError, match="spelled_name_share"):
        RetrievalConfig.from_dict({"concept_retrieval": {"spelled_name_share": 1.5}})

    path = tmp_path / "dev.json"
    path.write_text(json.dumps([
        {"query": q, "target_text": f"match (:ENTITY{{name:'x'}})-[:Relationship{{name:'{r}'}}]->(m) return m"}
        for q, r in (("这个人的主要成分？", "主要成分"), ("他的主要作品？", "主要作品"), ("主要原料是？", "主要原料"),
                     ("主要成就是？", "主要成就"), ("国籍是？", "国籍"), ("所属国家是？", "所属国家"))
    ], ensure_ascii=False), encoding="utf-8")
    backend = schema_backend([load_spcql(path)], tmp_path / "db")

    def ranked(share: float) -> list:
        response = kn_search(backend, {"query": "回忆一条日本人的主要成就？", "kn_id": "spcql", "only_schema": True,
                                       "retrieval_config": {"concept_retrieval": {"spelled_name_share": share}}})
        return response.relation_types

    default, off = ranked(0.5), ranked(1.0)
    assert [r.concept_name for r in default[:2]] == ["主要成就", "国籍"]
    assert default[2].signals.get("spelled_aside") == 0.5
    assert [r.concept_name for r in off].index("国籍") > 1
    assert not any("spelled_aside" in (r.signals or {}) for r in off)


@pytest.mark.parametrize("question, attribute", [
    ("水痘是怎么得上的", "原因"),  # what the question asks about the entity, by an everyday phrase
    ("肾结石为什么会复发", "原因"),
    ("胃溃疡一直不治的话会怎么样", "后果"),
    ("痔疮放着不管会出什么问题", "后果"),
    ("鼻炎一直拖着会惹出别的病吗", "后果"),
    ("这个药是给什么病人吃的", "主治"),
    ("这个汤剂的配方", "组成"),
    ("这瓶药油是用什么调出来的", "成份"),
    ("哪些病容易被误当成肺结核", "鉴别"),
    ("这种药膏还有哪些叫法", "别名"),
    ("宝宝出疹子以后还会有哪些不对劲", "症状"),
    ("这个片剂是拿来对付哪些病的", "主治"),
    ("这个药在药理上被划为哪一种", "类别"),
    ("这个药是抗生素那一类的吗", "类别"),
    ("肝癌是乙肝引起的吗", "病因"),
    ("哪些病到后期可能合并心衰", "并发症"),
    ("乙肝拖久了会变成什么", "并发症"),
    ("哪些人比较容易得痛风", "人群"),
    ("鼠疫哪些地方比较常见", "地区"),
    ("带状疱疹一般长在身体哪一边", "部位"),
    ("神经性皮炎属于哪一类皮肤病", "类别"),
    ("水痘容易和什么病搞混", "鉴别"),
    ("腮腺炎民间叫什么", "别名"),
    ("这个颗粒剂是拿什么做的", "成份"),
    ("这味药材有什么好处", "功效"),
    ("这个药吃了会不会有副作用", "不良"),
    ("肺癌会扩散到哪里", "转移"),
    ("胃癌会长到旁边什么器官", "侵犯"),
    ("扁桃体发炎该怎么处理", "治疗"),
    ("胆结石要查些什么", "检查"),
    ("腰疼应该挂哪个科室", "科室"),
    ("贫血的人会有哪些不舒服", "症状"),
    ("什么情况下容易犯哮喘", "诱因"),
    ("甲亢常常跟什么病一起出现", "相关"),
    ("前置胎盘会牵扯到哪些病", "相关"),
    ("登革出血热会伴着哪些病", "相关"),
    ("脑炎好了以后会留下什么后遗症", "并发症"),
    ("肝腺瘤跟吃避孕药有牵扯吗", "诱因"),  # a yes-or-no 有牵扯吗 names a possible cause, as 有关系吗
    ("三七主要是哪里产的", "产地"),
    ("痛风跟假痛风有啥不一样", "鉴别"),  # how two differ
    ("这两种病差在哪", "鉴别"),
    ("感冒和流感有什么不同", "鉴别"),
    ("胃炎跟胃溃疡差别大吗", "鉴别"),
    ("类风湿跟骨关节炎的差异", "鉴别"),
    ("含芒硝的中成药有哪些", "成份"),  # what holds a named thing, asked from that end
    ("一般多大的孩子长这个呀", "人群"),  # who, by age
    ("这个药片是啥做的", "成份"),
    ("这药丸拿啥做出来的", "成份"),
    ("这个丸子里头是些什么", "成份"),
    ("银翘散里头是些什么东西", "成份"),
    ("六味地黄丸是啥做的", "成份"),
    ("这个益生菌胶囊里面是啥菌", "成份"),  # what a drug holds, named after 啥
    # 咋, the spoken 怎么
    ("这病咋得的", "病因"),
    ("手脚冰凉咋回事，是咋来的", "病因"),
    ("扭伤了咋整", "治疗"),
    ("脚气咋治", "治疗"),
    ("被蝎子蛰了会咋样", "症状"),
    ("蒲公英民间咋叫", "别名"),
    ("是眼睛哪儿出的问题", "部位"),  # where something went wrong
    ("这病都是什么样的宝宝会得", "人群"),
    ("是哪些菌引起的呀", "病因"),  # a germ that brings it on
    ("什么病毒导致的", "病因"),
    ("这四味是哪四味啊", "组成"),  # the herbs of a formula, counted
    ("这方子有几味药", "组成"),
    ("孩子手上起水泡，这是咋整的", "病因"),
    ("疤痕疙瘩跟以前烧伤过有关吗", "风险"),  # 有关吗, as 有关系吗: what brings it on
    # what someone did or went through, with 出来的 / 破的: what brought it on
    ("鼻子上长了鼻疖，是不是拔鼻毛拔出来的", "病因"),
    ("宫寒是吃寒凉的东西搞出来的吗", "病因"),
    ("现在说是食管破裂，是不是那根刺扎破的", "病因"),
])
def test_everyday_phrases_name_what_is_asked_about_the_entity(question, attribute, vectors):
    assert attribute in _attributes(question, vectors)


@pytest.mark.parametrize("question, absent", [
    ("这个药有哪些副作用", {"功效", "作用"}),  # 副作用 is no 作用
    ("巨人疣冠变色龙属于什么科？", {"类别", "分类", "科室"}),  # a rank of a taxonomy, not a class or a department
    ("老年人容易得哪些病", {"风险", "诱因"}),  # who gets it, not what brings it on
    ("失眠可以用什么方子", {"成分", "成份", "组成"}),  # asks for a formula, not what one holds
    ("哪些病最后可能合并肺炎", {"相关"}),  # 合并 names a complication
    ("肝腺瘤跟吃避孕药有牵扯吗", {"相关"}),  # the longer reading, what brings it on
    ("不同年龄的人都会得吗", {"鉴别"}),  # 不同 alone says nothing of telling two apart
    ("吃药时含着冰糖的话会有什么影响", {"成分", "成份", "组成"}),  # 含 inside a clause: held in the mouth
    ("肿块一般长多大的时候要切", {"人群", "群体"}),  # 多大 of a size, not of the people who get it
    ("肚子里头是什么地方在疼", {"成分", "成份", "组成"}),  # 里头 of the body: where, not what it holds
    ("眼睛里边是什么东西在飘", {"成分", "成份", "组成"}),  # (什么 not ending its clause)
    ("肚子里面是什么病", {"成分", "成份", "组成"}),
    ("医生为啥做的是胃镜不是肠镜", {"成分", "成份", "组成"}),  # 为啥: why
    ("胃镜拿啥做麻醉", {"成分", "成份", "组成"}),
    ("多大的小孩可以做胃镜", {"人群", "群体"}),  # an age threshold, not who gets it
    ("胸口里面是什么位置在痛", {"成分", "成份", "组成"}),
    ("肚子里面是什么部位在疼", {"成分", "成份", "组成"}),
    ("耳朵里头是啥在响", {"成分", "成份", "组成"}),
    ("含着硝酸甘油的时候头疼正常吗", {"成分", "成份", "组成"}),  # 含着 opening it: still held in the mouth
    ("含片的副作用有哪些", {"成分", "成份", "组成"}),
    ("痛风男女发病率差异", {"鉴别"}),  # 差异 with no two names joined before it
    ("糖尿病有哪些不同类型", {"鉴别"}),  # a noun after 不同: what differs, not telling two apart
    ("拖久了会出什么问题", {"部位"}),  # what goes wrong next: a consequence, not where
    ("这个人参是哪儿出的", {"部位"}),  # where a herb comes from
    ("哪些药会引起腹泻", {"原因", "病因"}),  # a drug that brings it on: an adverse reaction
    ("头晕乏力，是不是哪里出问题了", {"部位"}),  # something wrong somewhere, not where
    ("做完手术万一哪里出了问题怎么办", {"部位"}),
    ("孩子手上起水泡，这是咋整的", {"治疗", "方法"}),  # how it came about: a cause, not how to deal with it
    ("什么样的老人需要吃阿司匹林", {"人群", "群体"}),  # who should take it, not who gets it
    ("什么样的孩子算多动症", {"人群", "群体"}),
    ("用哪几味药煲汤补气血", {"成分", "成份", "组成"}),  # herbs to cook with, not what a formula holds
    ("什么细菌引起的腹泻需要吃抗生素", {"原因", "病因"}),  # the germ narrows down the diarrhoea asked about
    ("有关部门说这个药能治胃病", {"风险", "诱因"}),  # 有关 of a word, not before a question particle
    ("有关吗丁啉的用法用量", {"风险", "诱因"}),  # 有关 of "about", before a name starting with 吗
    ("有关不孕症的检查有哪些", {"风险", "诱因"}),
    ("这个结节是体检查出来的吗", {"原因", "病因"}),  # found out, not brought on
    ("是这药闹的吗", {"原因", "病因"}),  # 闹的 alone: a drug's adverse reaction as often as a cause
])
def test_everyday_phrase_cues_stay_away_from_look_alike_phrases(question, absent, vectors):
    assert not _attributes(question, vectors) & absent


@pytest.fixture(scope="module")
def everyday_network() -> KnowledgeNetwork:
    # decoys first: without the answer signal, schema order would rank them above the gold
    return schema_network("everyday", ["疾病症状", "相关疾病", "病因", "并发症", "多发群体", "多发地区", "发病部位",
                                       "上位类别", "鉴别诊断", "别名", "成份", "功效", "不良反应", "治疗方法"])


EVERYDAY_QUESTIONS = [
    ("水痘是怎么得上的", "病因"),
    ("胃溃疡一直不治的话会有什么后果", "并发症"),
    ("哪些人比较容易得痛风", "多发群体"),
    ("鼠疫在哪些地方比较常见", "多发地区"),
    ("带状疱疹一般长在哪", "发病部位"),
    ("神经性皮炎属于哪一类", "上位类别"),
    ("水痘容易和什么病搞混", "鉴别诊断"),
    ("腮腺炎民间怎么叫", "别名"),
    ("这个颗粒剂里面有什么", "成份"),
    ("这味药材有什么好处", "功效"),
    ("这个药有哪些副作用", "不良反应"),
    ("扁桃体发炎该怎么处理", "治疗方法"),
    ("乙脑有啥后遗症", "并发症"),
    ("前置胎盘会牵扯到哪些病", "相关疾病"),
    ("痛风跟假痛风有啥不一样", "鉴别诊断"),
    ("含芒硝的药有哪些", "成份"),
]


@pytest.mark.parametrize("question, gold", EVERYDAY_QUESTIONS)
def test_everyday_phrases_rank_the_relation_they_ask_about_first(question, gold, everyday_network, vectors):
    full = _order(IntentRanker(), everyday_network, question)
    assert full[0] == gold, full[:4]


def test_without_the_answer_signal_most_everyday_phrases_miss(everyday_network, vectors):
    ranker = IntentRanker(weights={"answer": 0.0})
    first = [_order(ranker, everyday_network, q)[0] == gold for q, gold in EVERYDAY_QUESTIONS]
    assert sum(first) <= len(first) // 2, first


def test_everyday_phrase_cues_are_of_their_own_kind_and_keep_the_question_whole(everyday_network, vectors):
    # their words still count in full for the relation types they do not reach (no cue_aside)
    scores = IntentRanker().score("水痘是怎么得上的", everyday_network, everyday_network.relation_types)
    assert {"attribute": "病因", "evidence": "怎么得上的", "kind": "asked"} in scores.trace["answer_cues"]
    assert "cue_aside" not in scores.trace


QUESTIONS_ABOUT_WORKS = ("他写过啥？", "她写过什么？", "这位作家写过哪些？", "他还写过什么？",  # half A
                         "那个人都写过啥呀？", "那位写过啥？", "他曾经写过什么？", "这人写过些啥？")  # half B


def test_spcql_bench_ranks_each_half_with_the_other_halfs_prior(tmp_path, vectors, capsys):
    """bench/spcql_bench.py --prior-weight: each half is ranked with the relation prior fitted on the
    other half. A set whose questions about what someone wrote are all labelled 代表作品 teaches that
    label across the halves, where nothing else tells 代表作品 from 主要作品; a negative weight is
    refused with what is valid."""
    from bench import spcql_bench

    assert {spcql_bench.half_of(q) for q in QUESTIONS_ABOUT_WORKS} == {"A", "B"}
    items = [_spcql_item(q, "代表作品") for q in QUESTIONS_ABOUT_WORKS]
    # more relation types than two: the prior counts only probabilities above twice chance
    items += [_spcql_item(f"{name}？", name) for name in ("主要作品", "出生日期", "国籍", "毕业院校", "身高")]
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    assert spcql_bench.main(["--data", str(path), "--variants=full", "--json"]) == 0
    without = json.loads(capsys.readouterr().out)["full"]
    assert spcql_bench.main(["--data", str(path), "--variants=full", "--json", "--prior-weight", "0.5"]) == 0
    with_prior = json.loads(capsys.readouterr().out)["full"]
    assert with_prior["A"]["R@1"] > without["A"]["R@1"] and with_prior["B"]["R@1"] > without["B"]["R@1"], (without, with_prior)
    with pytest.raises(SystemExit):
        spcql_bench.main(["--data", str(path), "--prior-weight", "-1"])
    assert "--prior-weight must be 0 (no prior) or more" in capsys.readouterr().err



def test_spcql_bench_ranks_each_half_with_the_other_halfs_label_shares(tmp_path, vectors, capsys):
    """bench/spcql_bench.py --usage-weight: the other half's count of each gold label is added to the
    fused score, so a label every question about works carries (代表作品) wins over its near-duplicate
    (主要作品) in both halves; a weight given with --prior-weight, or a negative one, is refused."""
    from bench import spcql_bench

    items = [_spcql_item(q, "代表作品") for q in QUESTIONS_ABOUT_WORKS]
    items += [_spcql_item(f"{name}？", name) for name in ("主要作品", "出生日期", "国籍")]
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    dataset = spcql_bench.load_spcql(path)
    works = next(r.id for r in dataset.network.relation_types if r.name == "代表作品")
    usage = spcql_bench.usage_per_half(dataset)
    assert usage["A"][works] == 1.0 and usage["B"][works] == 1.0  # the most asked, in each other half
    assert spcql_bench.main(["--data", str(path), "--variants=full", "--json", "--usage-weight", "0.5"]) == 0
    with_usage = json.loads(capsys.readouterr().out)["full"]
    for question in QUESTIONS_ABOUT_WORKS:
        order = spcql_bench.rank_with_usage(dataset.network, question, usage[spcql_bench.half_of(question)], 0.5)
        assert order[0] == works, (question, order[:3])
    assert with_usage["all"]["questions"] == len(items)
    for bad in (["--usage-weight", "-1"], ["--usage-weight", "0.1", "--prior-weight", "0.1"]):
        with pytest.raises(SystemExit):
            spcql_bench.main(["--data", str(path), *bad])
    assert "one at a time" in capsys.readouterr().err


def test_spcql_bench_links_each_items_listed_entities(tmp_path, vectors, capsys):
    """bench/spcql_bench.py --mask-entities: an item's listed entities are the question's linked
    entities, their spans masked, so a relation name inside an entity's name (职业 in 六安职业技术学院)
    no longer reads as spelled out; a listed entity the question does not spell is left out, and the
    option is refused beside --usage-weight."""
    from bench import spcql_bench

    items = [_spcql_item("六安职业技术学院大学生志愿消防队的创始人都有哪几位？", "创始人", ["六安职业技术学院大学生志愿消防队"]),
             _spcql_item("张三的职业是什么？", "职业", ["张三", "不在问题里的名字"]),
             _spcql_item("这所学校的创办时间是哪年？", "创办时间", []),
             _spcql_item("李四的任职单位是哪里？", "任职单位", ["李四"])]
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    question = items[0]["query"]
    assert [(e.mention, e.start) for e in spcql_bench.entity_spans(question, items[0]["entities"])] == \
        [("六安职业技术学院大学生志愿消防队", 0)]
    assert [e.mention for e in spcql_bench.entity_spans(items[1]["query"], items[1]["entities"])] == ["张三"]
    dataset = spcql_bench.load_spcql(path)
    names = {r.id: r.name for r in dataset.network.relation_types}
    plain = spcql_bench.evaluate(dataset)
    masked = spcql_bench.evaluate(dataset, entities=spcql_bench.item_entities(path))
    lost_plain = {m["q"]: m["top3"][0] for half in "AB" for m in plain["misses"][half]}
    lost_masked = {m["q"] for half in "AB" for m in masked["misses"][half]}
    assert lost_plain.get(question) == "职业", (lost_plain, names)
    assert question not in lost_masked
    assert spcql_bench.main(["--data", str(path), "--variants=full", "--json", "--mask-entities"]) == 0
    assert json.loads(capsys.readouterr().out)["full"]["all"]["questions"] == 4
    with pytest.raises(SystemExit):
        spcql_bench.main(["--data", str(path), "--mask-entities", "--usage-weight", "0.1"])
    assert "--mask-entities and --usage-weight are measured one at a time" in capsys.readouterr().err



def test_spcql_bench_fits_on_the_whole_set_when_asked(tmp_path, vectors, capsys):
    """bench/spcql_bench.py --whole-set: the label shares (and the prior) are fitted on every question,
    the ranked half's own included, so a label only half A asks for counts for half A too; the run
    says it is an upper bound, and --whole-set with nothing to fit is refused."""
    from bench import spcql_bench

    half_a = [q for q in QUESTIONS_ABOUT_WORKS if spcql_bench.half_of(q) == "A"]
    half_b = [q for q in QUESTIONS_ABOUT_WORKS if spcql_bench.half_of(q) == "B"]
    items = [_spcql_item(q, "主要作品") for q in half_a] + [_spcql_item(q, "代表作品") for q in half_b]
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    dataset = spcql_bench.load_spcql(path)
    main_works = next(r.id for r in dataset.network.relation_types if r.name == "主要作品")
    assert main_works not in spcql_bench.usage_per_half(dataset)["A"]  # only half A asks for it
    whole = spcql_bench.usage_per_half(dataset, whole_set=True)
    assert whole["A"] == whole["B"] and whole["A"][main_works] == 1.0
    apart, whole_priors = spcql_bench.priors_per_half(dataset), spcql_bench.priors_per_half(dataset, whole_set=True)
    assert not np.array_equal(apart["A"].weights, apart["B"].weights)
    assert np.array_equal(whole_priors["A"].weights, whole_priors["B"].weights)
    assert spcql_bench.main(["--data", str(path), "--variants=full", "--usage-weight", "0.5", "--whole-set"]) == 0
    assert "an upper bound, not a held-out figure" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        spcql_bench.main(["--data", str(path), "--whole-set"])
    assert "--whole-set says what --prior-weight or --usage-weight is fitted on" in capsys.readouterr().err


def test_spcql_bench_bounds_a_fixed_preference_between_near_duplicate_names(tmp_path, vectors, capsys):
    """bench/spcql_bench.py --causes: what preferring one near-duplicate name to the other everywhere
    could gain at rank 1, chosen on the set itself. Three questions about works rank 主要作品 then 代表作品
    (the schema order breaks their tie); two labelled 代表作品 and one 主要作品 make preferring 代表作品 worth
    one question net, and the opposite labels make no preference worth anything."""
    from bench import spcql_bench

    def bound(labels):
        items = [_spcql_item(q, label) for q, label in zip(("他有哪些作品？", "她有哪些作品？", "这人有哪些作品？"), labels)]
        items += [_spcql_item("国籍？", "国籍"), _spcql_item("出生日期？", "出生日期")]
        path = tmp_path / "dev.json"
        path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
        dataset = spcql_bench.load_spcql(path)
        names = {r.id: r.name for r in dataset.network.relation_types}
        orders = spcql_bench.ranked(dataset)
        assert all([names[r] for r in order[:2]] == ["主要作品", "代表作品"] for order in orders[:3]), orders
        return spcql_bench.near_duplicate_preference_bound(dataset, orders), path

    found, path = bound(["代表作品", "代表作品", "主要作品"])
    assert found == {"questions": 5, "pairs": 1, "gained": 1.0, "swaps that would lose": 1.0}
    assert bound(["主要作品", "主要作品", "代表作品"])[0] == {"questions": 5, "pairs": 0, "gained": 0,
                                                          "swaps that would lose": 2.0}
    found, path = bound(["代表作品", "代表作品", "主要作品"])
    assert spcql_bench.main(["--data", str(path), "--variants=full", "--causes", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["full"]["near_duplicate_preference_bound"]["gained"] == 1.0
