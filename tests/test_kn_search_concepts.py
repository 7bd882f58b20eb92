"""Concept recall rules of kn_search (design §3.2) on small hand-made networks."""

from __future__ import annotations

import pytest

from core.search.service import kn_search
from kn_search_support import (
    CoarseBackend,
    FailingReranker,
    KeywordReranker,
    build_backend,
    network,
    object_type,
    relation,
)

ONLY_SCHEMA = {"only_schema": True}


def search(backend, query, kn_id, config=None, reranker=None, **extra):
    body = {"query": query, "kn_id": kn_id, **ONLY_SCHEMA, **extra}
    if config:
        body["retrieval_config"] = config
    return kn_search(backend, body, reranker=reranker)


def concept(**values):
    return {"concept_retrieval": values}


# ----------------------------------------------------------------------------------------------
# Relation ranking and top_k
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def chain(tmp_path_factory):
    """Six object types a..f and five relation types r1..r5, each with its own keyword."""
    types = [object_type(t, f"类型{t.upper()}") for t in "abcdef"]
    rels = [relation("r1", "alpha", "a", "b"), relation("r2", "beta", "b", "c"),
            relation("r3", "gamma", "c", "d"), relation("r4", "delta", "d", "e"),
            relation("r5", "epsilon", "e", "f")]
    return build_backend(tmp_path_factory.mktemp("chain"), network("chain", types, rels))


def test_relations_are_sorted_by_reranker_score_and_cut_at_top_k(chain):
    ranker = KeywordReranker({"gamma": 0.9, "alpha": 0.7, "epsilon": 0.5, "beta": 0.3})
    response = search(chain, "q", "chain", concept(top_k=2), reranker=ranker)
    assert [r.concept_id for r in response.relation_types] == ["r3", "r1"]
    assert [r.rank for r in response.relation_types] == [1, 2]
    assert [r.score for r in response.relation_types] == [0.9, 0.7]
    assert {r.score_source for r in response.relation_types} == {"keywords"}
    assert response.ranker.name == "keywords" and not response.ranker.fallback_used


def test_top_k_larger_than_the_schema_keeps_every_relation(chain):
    response = search(chain, "q", "chain", concept(top_k=5), reranker=KeywordReranker({"delta": 1.0}))
    assert [r.concept_id for r in response.relation_types][0] == "r4"
    assert len(response.relation_types) == 5


def test_ties_keep_schema_order(chain):
    response = search(chain, "q", "chain", concept(top_k=3), reranker=KeywordReranker({}, default=0.5))
    assert [r.concept_id for r in response.relation_types] == ["r1", "r2", "r3"]


def test_rerank_disabled_keeps_schema_order_and_cuts_top_k(chain):
    ranker = KeywordReranker({"epsilon": 1.0})
    response = search(chain, "q", "chain", concept(top_k=2), reranker=ranker, enable_rerank=False)
    assert [r.concept_id for r in response.relation_types] == ["r1", "r2"]
    assert all(r.score is None and r.score_source == "order" for r in response.relation_types)
    assert response.ranker.name == "order"
    assert ranker.calls == 0


def test_failing_reranker_falls_back_to_the_rule_score(chain):
    response = search(chain, "gamma", "chain", concept(top_k=2), reranker=FailingReranker(), debug=True)
    assert response.ranker.fallback_used is True
    assert "reranker is down" in response.ranker.error
    # gamma's name equals the query (+1.0); the rest score 0 and keep schema order
    assert [(r.concept_id, r.score) for r in response.relation_types] == [("r3", 1.0), ("r1", 0.0)]
    assert {r.score_source for r in response.relation_types} == {"fallback"}
    assert response.trace["concepts"]["rerank"]["fallback_used"] is True


def test_reranker_returning_garbage_is_treated_as_a_failure(chain):
    class Wrong(KeywordReranker):
        def rerank(self, query, documents):
            return [2.0] * len(documents)

    response = search(chain, "q", "chain", concept(top_k=2), reranker=Wrong({}))
    assert response.ranker.fallback_used and "outside [0, 1]" in response.ranker.error


def test_debug_trace_lists_rerank_documents_with_raw_scores(chain):
    response = search(chain, "q", "chain", concept(top_k=2), reranker=KeywordReranker({"beta": 0.8}), debug=True)
    docs = response.trace["concepts"]["rerank"]["documents"]
    assert len(docs) == 5
    assert docs[0] == {"rank": 1, "relation_type_id": "r2", "document": "类型B beta 类型C",
                       "raw_score": 0.8, "score": 0.8}


# ----------------------------------------------------------------------------------------------
# Object type selection
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """a, b, x, e, c, y in schema order; r1 a->b, r2 a->a, r3 c->c, r4 e->e. x and y have no relation."""
    types = [object_type(t, f"类型{t.upper()}") for t in ["a", "b", "x", "e", "c", "y"]]
    rels = [relation("r1", "strong", "a", "b"), relation("r2", "loop", "a", "a"),
            relation("r3", "weak", "c", "c"), relation("r4", "medium", "e", "e")]
    return build_backend(tmp_path_factory.mktemp("hub"), network("hub", types, rels))


HUB_SCORES = {"strong": 0.9, "loop": 0.8, "medium": 0.5, "weak": 0.1}


def selection(response):
    return [(o.concept_id, o.selected_by) for o in response.object_types]


def test_ends_of_ranked_relations_then_fill_by_score_to_twice_the_relations(hub):
    # top_k 2 -> r1, r2 -> ends a, b; target max(2*2, 2) = 4; e (0.5) and c (0.1) fill by score,
    # x (earlier in the schema, but without a score) is not taken
    response = search(hub, "q", "hub", concept(top_k=2), reranker=KeywordReranker(HUB_SCORES))
    assert selection(response) == [("a", "relation_endpoint"), ("b", "relation_endpoint"),
                                   ("e", "fill_by_score"), ("c", "fill_by_score")]
    scores = {o.concept_id: (o.score, o.score_source) for o in response.object_types}
    assert scores["a"] == (0.9, "reranker") and scores["e"] == (0.5, "reranker")


def test_fill_prefers_higher_score_over_schema_order(hub):
    ranker = KeywordReranker({"strong": 0.9, "loop": 0.8, "medium": 0.1, "weak": 0.5})
    response = search(hub, "q", "hub", concept(top_k=2), reranker=ranker)
    # c (0.5) now comes before e (0.1), though e is earlier in the schema
    assert [o.concept_id for o in response.object_types] == ["a", "b", "c", "e"]


def test_target_is_top_k_when_larger_and_unscored_types_fill_last(hub):
    # top_k 4 -> all four relations; ends a, b, c, e; target max(4*2, 4) = 8 > 6 types: all are
    # taken, the unscored x and y last in schema order
    response = search(hub, "q", "hub", concept(top_k=4), reranker=KeywordReranker(HUB_SCORES), debug=True)
    assert selection(response) == [("a", "relation_endpoint"), ("b", "relation_endpoint"),
                                   ("e", "relation_endpoint"), ("c", "relation_endpoint"),
                                   ("x", "fill_unscored"), ("y", "fill_unscored")]
    info = response.trace["concepts"]["object_selection"]
    assert info["target"] == 8 and info["formula"] == "max(len(relations) * 2, top_k)"
    assert response.object_types[-1].score is None and response.object_types[-1].score_source == "none"


def test_target_max_of_top_k_and_twice_the_relations(tmp_path):
    # one relation (a->b) and top_k 3: target max(1*2, 3) = 3 -> one unscored type fills
    types = [object_type(t, t) for t in "abcd"]
    backend = build_backend(tmp_path, network("one", types, [relation("r1", "only", "a", "b")]))
    response = search(backend, "q", "one", concept(top_k=3), reranker=KeywordReranker({"only": 1.0}))
    assert selection(response) == [("a", "relation_endpoint"), ("b", "relation_endpoint"), ("c", "fill_unscored")]


def test_enough_relation_ends_are_returned_without_fill(hub):
    # top_k 1 -> r1 -> a, b; target max(2, 1) = 2 -> exactly the ends
    response = search(hub, "q", "hub", concept(top_k=1), reranker=KeywordReranker(HUB_SCORES))
    assert selection(response) == [("a", "relation_endpoint"), ("b", "relation_endpoint")]


def test_no_relation_types_select_top_k_times_two(tmp_path):
    types = [object_type(t, t) for t in "abcdefg"]
    backend = build_backend(tmp_path, network("flat", types))
    response = search(backend, "q", "flat", concept(top_k=2))
    assert selection(response) == [(t, "top_unscored") for t in "abcd"]
    assert response.relation_types == []


# ----------------------------------------------------------------------------------------------
# Coarse recall
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def hub_dir(tmp_path_factory, hub):
    return hub.directory


def test_coarse_recall_engages_at_the_threshold_and_filters(hub_dir):
    backend = CoarseBackend(hub_dir, objects=[("y", 0.9)], relations=[("r3", 0.8), ("r4", 0.4)])
    response = search(backend, "q", "hub", concept(top_k=2, coarse_min_relation_count=4),
                      reranker=KeywordReranker(HUB_SCORES), debug=True)
    assert backend.coarse_calls == [("object_type", 2000), ("relation_type", 300)]
    # relation types: only the hits; object types: hits plus the ends of kept relation types
    assert [r.concept_id for r in response.relation_types] == ["r4", "r3"]
    info = response.trace["concepts"]["coarse_recall"]
    assert info["engaged"] is True and info["relation_types_before"] == 4 and info["relation_types_after"] == 2
    assert info["object_types_before"] == 6 and info["object_types_after"] == 3  # e, c, y
    # ends e, c; target 4; y fills by its coarse score
    assert selection(response) == [("e", "relation_endpoint"), ("c", "relation_endpoint"), ("y", "fill_by_score")]
    y = response.object_types[-1]
    assert (y.score, y.score_source) == (0.9, "coarse_recall")


def test_coarse_recall_stays_off_one_below_the_threshold(hub_dir):
    backend = CoarseBackend(hub_dir, objects=[("y", 0.9)], relations=[("r3", 0.8)])
    response = search(backend, "q", "hub", concept(top_k=2, coarse_min_relation_count=5),
                      reranker=KeywordReranker(HUB_SCORES), debug=True)
    assert backend.coarse_calls == []
    assert response.trace["concepts"]["coarse_recall"]["engaged"] is False
    assert [r.concept_id for r in response.relation_types] == ["r1", "r2"]


def test_coarse_recall_disabled_by_config(hub_dir):
    backend = CoarseBackend(hub_dir, relations=[("r3", 0.8)])
    search(backend, "q", "hub", concept(coarse_min_relation_count=1, enable_coarse_recall=False))
    assert backend.coarse_calls == []


def test_coarse_recall_passes_its_limits(hub_dir):
    backend = CoarseBackend(hub_dir, objects=[("a", 1.0), ("b", 0.5)], relations=[("r1", 1.0), ("r2", 0.9)])
    search(backend, "q", "hub", concept(coarse_min_relation_count=1, coarse_object_limit=7, coarse_relation_limit=3))
    assert backend.coarse_calls == [("object_type", 7), ("relation_type", 3)]


def test_coarse_recall_failure_keeps_the_full_schema(hub_dir):
    backend = CoarseBackend(hub_dir, fail=True)
    response = search(backend, "q", "hub", concept(top_k=4, coarse_min_relation_count=1),
                      reranker=KeywordReranker(HUB_SCORES), debug=True)
    assert len(response.relation_types) == 4 and len(response.object_types) == 6
    info = response.trace["concepts"]["coarse_recall"]
    assert info["kept_full_schema"] is True and "concept index unavailable" in info["error"]


def test_coarse_recall_finding_nothing_keeps_the_full_schema(hub_dir):
    backend = CoarseBackend(hub_dir)
    response = search(backend, "q", "hub", concept(top_k=4, coarse_min_relation_count=1),
                      reranker=KeywordReranker(HUB_SCORES))
    assert len(response.relation_types) == 4 and len(response.object_types) == 6


def test_coarse_recall_without_relation_hits_selects_top_k_times_two_by_score(hub_dir):
    backend = CoarseBackend(hub_dir, objects=[("x", 0.2), ("c", 0.7), ("y", 0.5)])
    response = search(backend, "q", "hub", concept(top_k=1, coarse_min_relation_count=1))
    assert response.relation_types == []
    assert [(o.concept_id, o.score, o.selected_by) for o in response.object_types] == [
        ("c", 0.7, "top_by_score"), ("y", 0.5, "top_by_score")]


# ----------------------------------------------------------------------------------------------
# Response conversion: brief schema, property pruning, sample data, action types
# ----------------------------------------------------------------------------------------------
def _prop(name, display, type_="varchar"):
    return {"name": name, "display_name": display, "comment": display, "type": type_,
            "condition_operations": ["==", "match"]}


@pytest.fixture(scope="module")
def hospital(tmp_path_factory):
    disease = object_type("disease", "疾病", [
        _prop("cure_rate", "治愈率", "float"), _prop("infection", "传染性"), _prop("treatment", "治疗方法"),
        _prop("period", "治疗周期"), _prop("cost", "治疗费用", "float"), _prop("age", "发病年龄"),
    ], tags=["疾病", "病种"])
    drug = object_type("drug", "药物", [_prop("price", "价格", "float"), _prop("dosage", "用法用量"),
                                        _prop("maker", "生产厂家")])
    spec = network(
        "hospital", [disease, drug, object_type("ward", "病房")],
        [relation("cures", "可用药物", "disease", "drug")],
        [{"id": "notify", "name": "通知", "object_type_id": "disease"},
         {"id": "audit", "name": "审计"},
         {"id": "clean", "name": "清洁", "object_type_id": "ward"}],
    )
    return build_backend(
        tmp_path_factory.mktemp("hospital"), spec,
        instances={"disease": [{"disease_id": "d1", "disease_name": "流感", "infection": "有传染性"}],
                   "drug": ["奥司他韦"]},
        edges={"cures": [("d1", "drug1")]},
    )


def test_per_object_property_top_k_keeps_keys_and_the_most_relevant(hospital):
    response = search(hospital, "流感的治愈率和传染性", "hospital",
                      concept(top_k=1, per_object_property_top_k=4), debug=True)
    disease = next(o for o in response.object_types if o.concept_id == "disease")
    kept = [p.name for p in disease.data_properties]
    assert kept == ["disease_id", "disease_name", "cure_rate", "infection"]
    assert set(disease.pruned_properties) == {"treatment", "period", "cost", "age"}
    pruned = {p["property"]: p for p in response.trace["concepts"]["property_pruning"]["pruned"]}
    assert pruned["age"]["reason"] == "per_object_property_top_k=4" and pruned["age"]["score"] == 0.0
    assert all(p.score is not None for p in disease.data_properties)


def test_keys_survive_a_per_object_limit_smaller_than_the_keys(hospital):
    response = search(hospital, "治愈率", "hospital", concept(top_k=1, per_object_property_top_k=1))
    for ot in response.object_types:
        assert [p.name for p in ot.data_properties] == [f"{ot.concept_id}_id", f"{ot.concept_id}_name"]


def test_global_property_top_k_keeps_the_best_over_all_types(hospital):
    response = search(hospital, "药物价格和治愈率", "hospital",
                      concept(top_k=1, global_property_top_k=2), debug=True)
    by_type = {o.concept_id: [p.name for p in o.data_properties] for o in response.object_types}
    assert by_type["disease"] == ["disease_id", "disease_name", "cure_rate"]
    assert by_type["drug"] == ["drug_id", "drug_name", "price"]
    reasons = {p["property"]: p["reason"] for p in response.trace["concepts"]["property_pruning"]["pruned"]}
    assert reasons["dosage"] == "global_property_top_k=2"


def test_property_brief_disabled_keeps_every_property(hospital):
    response = search(hospital, "治愈率", "hospital", concept(top_k=1, enable_property_brief=False))
    disease = next(o for o in response.object_types if o.concept_id == "disease")
    assert len(disease.data_properties) == 8 and disease.pruned_properties is None


def test_schema_brief_drops_tags_and_repeated_comments(hospital):
    brief = search(hospital, "流感", "hospital", concept(top_k=1))
    full = search(hospital, "流感", "hospital", concept(top_k=1, schema_brief=False))
    brief_disease = next(o for o in brief.object_types if o.concept_id == "disease")
    full_disease = next(o for o in full.object_types if o.concept_id == "disease")
    assert brief_disease.tags is None and full_disease.tags == ["疾病", "病种"]
    assert all(p.comment is None for p in brief_disease.data_properties)
    assert {p.name: p.comment for p in full_disease.data_properties}["cure_rate"] == "治愈率"
    assert "match" in brief_disease.data_properties[1].condition_operations


def test_sample_data_attaches_one_instance_per_type(hospital):
    response = search(hospital, "流感", "hospital", concept(top_k=3, include_sample_data=True))
    samples = {o.concept_id: o.sample_data for o in response.object_types}
    assert samples["disease"]["disease_name"] == "流感" and "_instance_id" not in samples["disease"]
    assert samples["drug"]["drug_name"] == "奥司他韦"
    assert samples["ward"] is None  # no instances
    assert search(hospital, "流感", "hospital", concept(top_k=1)).object_types[0].sample_data is None


def test_action_types_follow_the_selected_object_types(hospital):
    # top_k 1 -> cures -> disease, drug; target 2 -> ward is not selected
    response = search(hospital, "流感", "hospital", concept(top_k=1))
    assert [o.concept_id for o in response.object_types] == ["disease", "drug"]
    actions = {a.id: a for a in response.action_types}
    assert set(actions) == {"notify", "audit"}  # clean is bound to ward
    assert actions["notify"].object_type_name == "疾病" and actions["notify"].kn_id == "hospital"
    everything = search(hospital, "流感", "hospital", concept(top_k=3))  # target 3: ward fills
    assert {a.id for a in everything.action_types} == {"notify", "audit", "clean"}
