"""The intent ranker's fusion weights as retrieval_config knobs, and the cross-validated fitter
(bench/fusion_fit.py) that set the type and connecting weights.

The network is a small clinic (real database through kn_search): a disease with symptoms and a
drug, so that the type signal (a linked disease) and the connecting signal (an edge between the
two names of the question) both fire.
"""

from __future__ import annotations

import numpy as np
import pytest

from bench import fusion_fit
from core.exceptions import ConfigError
from core.search import intent as intent_module
from core.search.config import RetrievalConfig
from core.search.intent import IntentRanker
from core.search.service import kn_search
from kn_search_support import build_backend, network, object_type, relation
from ui.search_view import linking_decisions


@pytest.fixture(scope="module")
def clinic(tmp_path_factory):
    spec = network("weights", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("drugs", "药物"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("has_adverse_reaction", "不良反应", "drugs", "symptom", "药物可能引起的不良反应"),
    ])
    instances = {"disease": ["糖尿病", "高血压"], "symptom": ["口渴", "多尿"], "drugs": ["二甲双胍片"]}
    edges = {"has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2")],
             "cures": [("disease1", "drugs1")], "has_adverse_reaction": [("drugs1", "symptom2")]}
    return build_backend(tmp_path_factory.mktemp("weights"), spec, instances, edges)


def search(backend, question, **config):
    return kn_search(backend, {"query": question, "kn_id": "weights", "debug": True, "only_schema": True,
                               "retrieval_config": {"concept_retrieval": config} if config else None})


def test_config_defaults_are_the_rankers_and_round_trip():
    config = RetrievalConfig().concept_retrieval
    ranker = IntentRanker(word_vectors=False)
    assert config.intent_weights() == ranker.weights_for()
    assert set(config.intent_weights()) == set(intent_module.WEIGHT_KEYS)
    changed = RetrievalConfig.from_dict({"concept_retrieval": {"intent_weight_type": 0.3,
                                                               "intent_weight_connecting": 0.0}})
    again = RetrievalConfig.from_dict(changed.to_dict())
    assert again.concept_retrieval.intent_weights()["type"] == 0.3
    assert again.concept_retrieval.intent_weights()["connecting"] == 0.0
    assert again.overrides() == {"concept_retrieval": {"intent_weight_type": 0.3, "intent_weight_connecting": 0.0}}


@pytest.mark.parametrize("value", [-0.1, 2.5])
def test_out_of_range_weight_names_the_field_and_the_range(value):
    with pytest.raises(ConfigError, match=r"intent_weight_type.*valid: 0\.0 to 2\.0"):
        RetrievalConfig.from_dict({"concept_retrieval": {"intent_weight_type": value}})


def test_bad_per_call_weights_are_refused():
    ranker = IntentRanker(word_vectors=False)
    with pytest.raises(ValueError, match="unknown intent weight 'typo'"):
        ranker.weights_for({"typo": 1.0})
    with pytest.raises(ValueError, match="must be a number >= 0"):
        ranker.weights_for({"type": -1})


def test_type_weight_reaches_the_ranking_and_the_trace(clinic):
    default = search(clinic, "糖尿病怎么样")
    assert default.trace["concepts"]["rerank"]["intent"]["weights"]["type"] == 0.65
    top = default.relation_types[0]
    assert top.concept_id == "has_symptom" and top.signals["type"] == 1.0
    off = search(clinic, "糖尿病怎么样", intent_weight_type=0.0)
    assert off.trace["concepts"]["rerank"]["intent"]["weights"]["type"] == 0.0
    scores = {r.concept_id: r.score for r in off.relation_types}
    assert scores["has_symptom"] == pytest.approx(top.score - 0.65, abs=1e-5)
    # without the type signal, the drug's relation (a word-vector match only) goes first
    assert off.relation_types[0].concept_id == "has_adverse_reaction"


def test_connecting_weight_reaches_the_ranking(clinic):
    by_weight = {}
    for weight in (0.45, 0.0, 1.0):
        ranked = {r.concept_id: r for r in search(clinic, "糖尿病能用二甲双胍片吗",
                                                  intent_weight_connecting=weight).relation_types}
        by_weight[weight] = ranked["cures"]
    assert by_weight[0.45].signals["connecting"] == 1.0
    assert "connecting" not in by_weight[0.0].signals
    assert by_weight[1.0].score - by_weight[0.45].score == pytest.approx(0.55, abs=1e-5)


def _question(gold: int, features: np.ndarray):
    n = len(features)
    return (features, np.arange(n) == gold, np.zeros(n), np.zeros(n, dtype=bool))


def test_fitter_raises_the_weight_of_the_signal_that_separates_gold():
    """Synthetic questions: feature 0 favours a decoy, feature 1 always marks the gold relation. The
    shipped weights rank the decoy first; the fit moves weight to feature 1 and ranks gold first."""
    rng = np.random.default_rng(7)
    data = []
    for _ in range(40):
        x = rng.uniform(0, 0.3, size=(5, 2))
        x[0, 0] = 0.9  # the decoy
        x[1, 1] = 0.8  # the gold
        data.append(_question(1, x))
    w0 = np.array([0.5, 0.1])
    assert fusion_fit.metrics(data, w0)["R@1"] == 0.0
    w = fusion_fit.fit(data, w0, l2=0.01, sharpness=10.0, steps=200)
    assert w[1] > w0[1] and fusion_fit.metrics(data, w)["R@1"] == 1.0
    # a frozen weight does not move
    frozen = fusion_fit.fit(data, w0, l2=0.01, sharpness=10.0, free=np.array([True, False]), steps=50)
    assert frozen[1] == w0[1]


def test_fused_score_keeps_the_rankers_tie_rules():
    x = np.array([[0.0], [0.5], [0.5]])
    score = fusion_fit.fused(x, np.array([1.0, 0.0, 1.0]), np.array([False, False, True]), np.array([1.0]))
    assert score[0] == 0.0  # no signal: no edge prior either
    assert score[2] == pytest.approx(0.5 + intent_module.EDGE_PRIOR - intent_module.PADDED_TWIN)


# ----------------------------------------------------------------------------------------------
# Answer-cue phrases count in part for the relation types the cue does not point at
# ----------------------------------------------------------------------------------------------
def _schema_network(kn_id: str, names: list[str]):
    from core.models.network import KnowledgeNetwork

    return KnowledgeNetwork.model_validate({
        "id": kn_id, "name": kn_id, "object_types": [{"id": "ENTITY", "name": "实体"}],
        "relation_types": [{"id": f"r{i:02d}", "name": name, "source_object_type_id": "ENTITY",
                            "target_object_type_id": "ENTITY"} for i, name in enumerate(names)]})


def test_a_cue_phrase_counts_in_part_for_relations_it_does_not_point_at():
    """哪个国家的人 asks for a nationality: 所属国家 shares its word 国家 and, counted in full, ranks
    above 国籍; at the default share the cue's relation goes first, and the trace says why."""
    net = _schema_network("cue", ["所属国家", "国籍", "参会国", "出生地"])
    ranker = IntentRanker()
    question = "吴浩康是哪个国家的人？"

    def ranked(share):
        scores = ranker.score(question, net, net.relation_types, cue_share=share)
        order = sorted(range(len(net.relation_types)), key=lambda i: (-scores.fused[i], i))
        return [net.relation_types[i].name for i in order], scores

    default, scores = ranked(None)
    assert default[0] == "国籍"
    assert scores.trace["cue_aside"] == {"masked_query": "吴浩康是□？", "share": intent_module.CUE_SHARE,
                                         "evidence": ["哪个国家的人"]}
    assert scores.signals[0]["cue_aside"] == intent_module.CUE_SHARE and "cue_aside" not in scores.signals[1]
    full, scores_full = ranked(1.0)
    assert full[0] == "所属国家" and "cue_aside" not in scores_full.trace
    # half of what 国家 gave 所属国家 is taken off; 国籍 (the cue's relation) keeps all
    assert 0 < scores.signals[0]["semantic"] < scores_full.signals[0]["semantic"]
    assert 0 < scores.signals[0]["text"] < scores_full.signals[0]["text"]
    assert scores.signals[1] == scores_full.signals[1]
    with pytest.raises(ValueError, match="cue_share"):
        ranker.score(question, net, net.relation_types, cue_share=1.5)


def test_answer_cue_share_is_a_retrieval_config_knob(tmp_path):
    from core.evaluation.adapters import schema_backend

    assert RetrievalConfig().concept_retrieval.answer_cue_share == intent_module.CUE_SHARE
    config = RetrievalConfig.from_dict({"concept_retrieval": {"answer_cue_share": 1.0}})
    assert RetrievalConfig.from_dict(config.to_dict()).concept_retrieval.answer_cue_share == 1.0
    with pytest.raises(ConfigError, match="answer_cue_share"):
        RetrievalConfig.from_dict({"concept_retrieval": {"answer_cue_share": -0.5}})

    class _Set:
        name = "cue"
        network = _schema_network("cue", ["所属国家", "国籍", "参会国"])
        questions: list = []

    backend = schema_backend([_Set()], tmp_path / "db")

    def first(share):
        response = kn_search(backend, {"query": "吴浩康是哪个国家的人？", "kn_id": "cue", "only_schema": True,
                                       "retrieval_config": {"concept_retrieval": {"answer_cue_share": share}}})
        return response.relation_types[0].concept_name

    assert first(0.5) == "国籍" and first(1.0) == "所属国家"


# ----------------------------------------------------------------------------------------------
# The type signal counts the edges of same-type instances the mention may also name
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def flu(tmp_path_factory):
    """流感 names a thin disease record (two drugs point at it: more than a leaf) and, by alias, 流行性感冒, which
    has the symptoms."""
    spec = network("flu", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("drugs", "药物"),
        object_type("alias", "别名"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
    ])
    instances = {"disease": ["流感", "流行性感冒"], "symptom": ["发热", "咳嗽"], "drugs": ["奥司他韦", "扎那米韦"],
                 "alias": ["流感"]}
    edges = {"has_symptom": [("disease2", "symptom1"), ("disease2", "symptom2")],
             "cures": [("disease1", "drugs1"), ("disease1", "drugs2")], "has_alias": [("disease2", "alias1")]}
    return build_backend(tmp_path_factory.mktemp("flu"), spec, instances, edges)


def test_type_signal_counts_same_type_alternatives_of_the_mention(flu):
    def ask(alternatives):
        response = kn_search(flu, {"query": "流感有哪些症状", "kn_id": "flu", "debug": True, "only_schema": True,
                                   "retrieval_config": {"concept_retrieval": {
                                       "type_signal_alternatives": alternatives}}})
        return response, {r.concept_id: r.signals for r in response.relation_types}

    response, signals = ask(0)
    assert (response.linked_entities[0].instance_name, response.linked_entities[0].object_type_id) == ("流感", "disease")
    assert signals["has_symptom"]["type"] == pytest.approx(intent_module.EMPTY_RELATION_TYPE)
    assert "type_signal_alternatives" not in response.trace["concepts"]["linking"]
    response, signals = ask(2)
    assert signals["has_symptom"]["type"] == 1.0
    assert response.relation_types[0].concept_id == "has_symptom"
    used = response.trace["concepts"]["linking"]["type_signal_alternatives"]
    assert used == [{"mention": "流感", "instance_name": "流行性感冒", "object_type_id": "disease",
                     "relation_edges": {"has_symptom": 2, "has_alias": 1}}]
    with pytest.raises(ConfigError, match="type_signal_alternatives"):
        RetrievalConfig.from_dict({"concept_retrieval": {"type_signal_alternatives": 9}})


@pytest.fixture(scope="module")
def palpitations(tmp_path_factory):
    """心悸 names a disease record (with a complication) and a symptom record that two diseases list."""
    spec = network("palp", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
    ])
    instances = {"disease": ["心悸", "甲亢", "贫血"], "symptom": ["心悸", "乏力"]}
    edges = {"has_symptom": [("disease2", "symptom1"), ("disease3", "symptom1"), ("disease3", "symptom2")],
             "has_complication": [("disease1", "disease2")]}
    return build_backend(tmp_path_factory.mktemp("palp"), spec, instances, edges)


def test_type_signal_counts_the_names_records_of_other_types_at_a_share(palpitations):
    def ask(other_types):
        response = kn_search(palpitations, {"query": "心悸和哪些病有关", "kn_id": "palp", "debug": True,
                                            "only_schema": True, "retrieval_config": {"concept_retrieval": {
                                                "type_signal_other_types": other_types}}})
        signals = {d["relation_type_id"]: d["signals"] for d in response.trace["concepts"]["rerank"]["documents"]}
        return response, signals

    response, signals = ask(0)
    assert [(e.instance_name, e.object_type_id) for e in response.linked_entities] == [("心悸", "disease")]
    # the disease record lists no symptom: has_symptom keeps EMPTY_RELATION_TYPE of its type signal
    assert signals["has_symptom"]["type"] == pytest.approx(intent_module.EMPTY_RELATION_TYPE)
    assert "type_signal_other_types" not in response.trace["concepts"]["linking"]
    response, signals = ask(2)
    # the symptom record, at has_symptom's target end with edges of it, at half share
    assert signals["has_symptom"]["type"] == pytest.approx(
        intent_module.OTHER_TYPE_SHARE * intent_module.TARGET_END_TYPE)
    assert signals["has_complication"]["type"] == 1.0
    assert response.trace["concepts"]["linking"]["type_signal_other_types"] == [
        {"mention": "心悸", "object_type_id": "symptom", "instance_name": "心悸", "relation_edges": {"has_symptom": 2}}]
    # the Search page says so in words
    assert "“心悸” also names a symptom record: relation types counted its edges in the type signal at half share " \
           "(the question may mean it)" in linking_decisions(response)
    with pytest.raises(ConfigError, match="type_signal_other_types"):
        RetrievalConfig.from_dict({"concept_retrieval": {"type_signal_other_types": -1}})
