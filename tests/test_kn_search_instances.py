"""Semantic instance recall of kn_search (design §3.3): conditions, fusion, filters, messages."""

from __future__ import annotations

import pytest

from core.models.network import ObjectType
from core.search.config import PropertyFilterConfig, SemanticInstanceRetrievalConfig
from core.search.instances import build_sub_conditions, filter_properties, searchable_fields
from core.search.models import MESSAGE_INSTANCE_FAILURE, MESSAGE_NO_CONCEPTS, MESSAGE_NO_INSTANCES
from core.search.service import kn_search
from kn_search_support import (
    BrokenInstancesBackend,
    ScriptedBackend,
    build_backend,
    network,
    object_type,
    relation,
)


def sem(**values):
    return {"semantic_instance_retrieval": values}


def unlinked(config: dict) -> dict:
    """`config` with entity linking off: a name the question spells out is then scored by the
    instance-recall name rules (with linking on it comes back as the linked entity instead)."""
    return {**config, "concept_retrieval": {"enable_entity_linking": False}}


# ----------------------------------------------------------------------------------------------
# Searchable fields and the OR condition
# ----------------------------------------------------------------------------------------------
WIDE = ObjectType.model_validate({
    "id": "wide", "name": "wide", "primary_keys": ["wide_id"], "display_key": "title",
    "data_properties": [
        {"name": "wide_id", "type": "varchar", "condition_operations": ["==", "in"]},
        {"name": "summary", "type": "text", "condition_operations": ["match", "=="]},
        {"name": "title", "type": "string", "condition_operations": ["knn", "match", "==", "like"]},
        {"name": "code", "type": "keyword", "condition_operations": ["like", "prefix"]},
        {"name": "size", "type": "int", "condition_operations": ["==", ">"]},
        {"name": "alias", "type": "varchar", "condition_operations": ["knn"]},
    ],
})


def test_searchable_fields_are_text_with_knn_match_or_equal():
    fields = {f.name: (f.knn, f.match, f.equal) for f in searchable_fields(WIDE)}
    assert fields == {"wide_id": (False, False, True), "summary": (False, True, True),
                      "title": (True, True, True), "alias": (True, False, False)}


def test_sub_conditions_put_knn_first_then_each_fields_equal_and_match():
    cfg = SemanticInstanceRetrievalConfig(per_type_instance_limit=7)
    subs = build_sub_conditions(searchable_fields(WIDE), "q", cfg, display_key="title")
    assert [(s["operation"], s["field"]) for s in subs] == [
        ("knn", "title"), ("knn", "alias"),
        ("==", "title"), ("match", "title"),
        ("==", "wide_id"),
        ("==", "summary"), ("match", "summary"),
    ]
    assert subs[0]["limit_key"] == "k" and subs[0]["limit_value"] == 7


def test_sub_conditions_are_capped():
    cfg = SemanticInstanceRetrievalConfig(max_semantic_sub_conditions=3)
    subs = build_sub_conditions(searchable_fields(WIDE), "q", cfg, display_key="title")
    assert [(s["operation"], s["field"]) for s in subs] == [("knn", "title"), ("knn", "alias"), ("==", "title")]


def test_type_without_searchable_fields_is_skipped():
    spec = network("n", [{"id": "num", "name": "num", "primary_keys": ["k"],
                          "data_properties": [{"name": "k", "type": "int"}]}])
    backend = ScriptedBackend(spec, {})
    response = kn_search(backend, {"query": "q", "kn_id": "n", "debug": True})
    assert backend.requests == []
    assert response.nodes == [] and response.message == MESSAGE_NO_INSTANCES
    assert "no searchable" in response.trace["instances"]["per_type"][0]["skipped"]


# ----------------------------------------------------------------------------------------------
# Scores: per-signal normalisation, fusion, name floors
# ----------------------------------------------------------------------------------------------
TWO_TYPES = network("n", [object_type("a", "A"), object_type("b", "B")], [relation("ab", "ab", "a", "b")])


def _knn_only(type_id):
    return {"id": type_id, "name": type_id.upper(), "primary_keys": [f"{type_id}_id"], "display_key": f"{type_id}_name",
            "data_properties": [{"name": f"{type_id}_id", "type": "int"},
                                {"name": f"{type_id}_name", "type": "varchar", "condition_operations": ["knn"]}]}


# Types searchable by knn only: a node's score is its similarity, which makes filter tests exact.
KNN_TYPES = network("n", [_knn_only("a"), _knn_only("b")], [relation("ab", "ab", "a", "b")])


def nodes_of(backend, query="query", config=None, **extra):
    body = {"query": query, "kn_id": "n", **extra}
    if config:
        body["retrieval_config"] = config
    return kn_search(backend, body)


def test_signals_are_normalised_then_fused():
    backend = ScriptedBackend(TWO_TYPES, {
        "a": [{"name": "x1", "knn": 0.6, "match": 5.0}, {"name": "x2", "knn": 0.9}],
        "b": [{"name": "y1", "match": 10.0}],
    })
    response = nodes_of(backend, config=sem(min_direct_relevance=0.0, enable_global_final_score_ratio_filter=False))
    by_name = {n.instance_name: n for n in response.nodes}
    # match is divided by the best BM25 of the request (10.0, in type b), then averaged with knn
    assert by_name["x1"].score == pytest.approx(0.5 * 0.6 + 0.5 * 0.5)
    assert by_name["x1"].signals == {"knn_raw": 0.6, "knn": 0.6, "match_raw": 5.0, "match": 0.5, "fused": 0.55}
    assert by_name["x2"].score == pytest.approx(0.45)  # missed by match: 0 for that signal
    assert by_name["y1"].score == pytest.approx(0.5)
    assert {n.score_source for n in response.nodes} == {"fused"}
    assert [n.instance_name for n in response.nodes] == ["x1", "y1", "x2"]  # best first over all types
    # one request per signal: knn field alone, match, ==
    assert sorted(backend.requests) == sorted([("a", "knn"), ("a", "match"), ("a", "=="),
                                               ("b", "knn"), ("b", "match"), ("b", "==")])


def test_a_type_searchable_by_knn_only_is_judged_by_knn():
    backend = ScriptedBackend(KNN_TYPES, {"a": [{"name": "x", "knn": 0.7}]})
    node = nodes_of(backend).nodes[0]
    assert (node.score, node.score_source) == (0.7, "knn")
    assert "match" not in node.signals


@pytest.mark.parametrize(
    ("name", "equal", "expected"),
    [("query", False, (0.85, "exact_name")), ("Query", False, (0.85, "exact_name")),
     ("other", True, (0.85, "equal")), ("a query here", False, (0.5, "contains_name")),
     ("uer", False, (0.3, "contained_name"))],
)
def test_name_rules_are_a_floor(name, equal, expected):
    backend = ScriptedBackend(TWO_TYPES, {"a": [{"name": name, "match": 1.0, "equal": equal},
                                                {"name": "best", "knn": 1.0, "match": 10.0}]})
    response = nodes_of(backend, config=unlinked(sem(min_direct_relevance=0.0,
                                                     enable_global_final_score_ratio_filter=False)))
    node = next(n for n in response.nodes if n.instance_name == name)
    assert (node.score, node.score_source) == expected
    assert node.signals["name_floor"] == expected[0]


def test_a_name_the_question_spells_out_is_the_linked_entity_through_the_interface_alone():
    """Linking on (the default), over a backend with only the interface: the named instance is
    fetched by its primary key and comes first, whatever the name rules would have scored."""
    backend = ScriptedBackend(TWO_TYPES, {"a": [{"name": "Query", "match": 1.0},
                                                {"name": "best", "knn": 1.0, "match": 10.0}]})
    response = nodes_of(backend)
    assert [(n.instance_name, n.score_source) for n in response.nodes][:2] == [
        ("Query", "linked_name"), ("best", "fused")]
    assert response.nodes[0].unique_identities == {"a_id": "a1"}


def test_exact_name_match_score_is_configurable():
    backend = ScriptedBackend(TWO_TYPES, {"a": [{"name": "query", "match": 1.0}]})
    response = nodes_of(backend, config=unlinked(sem(exact_name_match_score=0.6)))
    assert response.nodes[0].score == 0.6


def test_fused_score_above_the_floor_wins():
    backend = ScriptedBackend(TWO_TYPES, {"a": [{"name": "uer", "knn": 0.9, "match": 4.0}]})
    node = nodes_of(backend).nodes[0]
    assert node.score == pytest.approx(0.95) and node.score_source == "fused"


# ----------------------------------------------------------------------------------------------
# Per-type limit, min_direct_relevance, global ratio, candidates
# ----------------------------------------------------------------------------------------------
def test_per_type_instance_limit_keeps_the_best():
    rows = [{"name": f"x{i}", "knn": 0.5 + i / 100} for i in range(10)]
    backend = ScriptedBackend(KNN_TYPES, {"a": rows})
    response = nodes_of(backend, config=sem(per_type_instance_limit=3), debug=True)
    assert [n.instance_name for n in response.nodes] == ["x9", "x8", "x7"]
    info = response.trace["instances"]["per_type"][0]
    assert info["after_per_type_instance_limit"] == {"limit": 3, "count": 3}


def test_initial_candidate_count_is_the_request_limit():
    rows = [{"name": f"x{i}", "match": float(i)} for i in range(1, 8)]
    backend = ScriptedBackend(TWO_TYPES, {"a": rows})
    response = nodes_of(backend, config=sem(initial_candidate_count=4, min_direct_relevance=0.0), debug=True)
    info = response.trace["instances"]["per_type"][0]
    assert info["candidates"] == 4
    assert {r["rows"] for r in info["requests"] if r["signal"] == "match"} == {4}


@pytest.mark.parametrize(("threshold", "kept"), [(0.3, True), (0.3001, False)])
def test_min_direct_relevance_boundary(threshold, kept):
    # "uer" is contained in the query: floor 0.3 exactly
    backend = ScriptedBackend(TWO_TYPES, {"a": [{"name": "uer", "match": 1.0}, {"name": "top", "knn": 1.0, "match": 10.0}]})
    response = nodes_of(backend, config=sem(min_direct_relevance=threshold, enable_global_final_score_ratio_filter=False),
                        debug=True)
    assert ("uer" in [n.instance_name for n in response.nodes]) is kept
    info = response.trace["instances"]["per_type"][0]["after_min_direct_relevance"]
    assert info["threshold"] == threshold


def test_global_ratio_filter_drops_nodes_far_below_the_best():
    backend = ScriptedBackend(KNN_TYPES, {"a": [{"name": "top", "knn": 0.9}], "b": [{"name": "low", "knn": 0.2},
                                                                                 {"name": "mid", "knn": 0.3}]})
    response = nodes_of(backend, config=sem(min_direct_relevance=0.0, global_final_score_ratio=0.3), debug=True)
    assert [n.instance_name for n in response.nodes] == ["top", "mid"]  # threshold 0.27
    info = response.trace["instances"]["global_filter"]
    assert info["threshold"] == pytest.approx(0.27) and info["before"] == 3 and info["after"] == 2


def test_global_ratio_filter_keeps_at_least_the_best():
    backend = ScriptedBackend(KNN_TYPES, {"a": [{"name": "top", "knn": 0.9}, {"name": "next", "knn": 0.89}]})
    response = nodes_of(backend, config=sem(min_direct_relevance=0.0, global_final_score_ratio=1.0))
    assert [n.instance_name for n in response.nodes] == ["top"]


def test_global_ratio_filter_can_be_disabled():
    backend = ScriptedBackend(KNN_TYPES, {"a": [{"name": "top", "knn": 0.9}, {"name": "low", "knn": 0.1}]})
    response = nodes_of(backend, config=sem(min_direct_relevance=0.0, enable_global_final_score_ratio_filter=False))
    assert len(response.nodes) == 2


# ----------------------------------------------------------------------------------------------
# Property filter
# ----------------------------------------------------------------------------------------------
def test_filter_properties_sorts_keys_caps_count_and_cuts_long_strings():
    cfg = PropertyFilterConfig(max_properties_per_instance=3, max_property_value_length=4)
    out = filter_properties({"zeta": "abcdefg", "alpha": "abcd", "mid": 12345678, "beta": "ab", "gamma": "x"}, cfg)
    assert list(out) == ["alpha", "beta", "gamma"]
    assert out == {"alpha": "abcd", "beta": "ab", "gamma": "x"}
    assert filter_properties({"b": "abcdefg", "a": 1}, cfg) == {"a": 1, "b": "abcd..."}


def test_property_filter_applies_to_nodes_and_can_be_disabled():
    rows = [{"name": "x", "knn": 0.9, "properties": {"note": "n" * 30, "color": "red"}}]
    backend = ScriptedBackend(TWO_TYPES, {"a": rows})
    pf = {"property_filter": {"max_properties_per_instance": 2, "max_property_value_length": 10}}
    node = nodes_of(backend, config=pf).nodes[0]
    assert list(node.properties) == ["a_id", "a_name"]
    node = nodes_of(backend, config={"property_filter": {"max_property_value_length": 10}}).nodes[0]
    assert list(node.properties) == ["a_id", "a_name", "color", "note"] and node.properties["note"] == "n" * 10 + "..."
    off = nodes_of(backend, config={"property_filter": {"enable_property_filter": False, "max_property_value_length": 10}})
    assert off.nodes[0].properties["note"] == "n" * 30


# ----------------------------------------------------------------------------------------------
# only_schema, empty concepts, failures, real backend
# ----------------------------------------------------------------------------------------------
def test_only_schema_never_queries_instances():
    backend = ScriptedBackend(TWO_TYPES, {"a": [{"name": "x", "knn": 0.9}]})
    response = nodes_of(backend, only_schema=True)
    assert backend.requests == [] and response.nodes is None and response.message is None
    assert [o.concept_id for o in response.object_types] == ["a", "b"]


def test_no_concepts_means_no_instance_recall():
    backend = ScriptedBackend(network("n", []), {})
    response = nodes_of(backend)
    assert response.object_types == [] and response.nodes is None
    assert response.message == MESSAGE_NO_CONCEPTS == "未召回到相关概念，无法进行实例检索"
    assert backend.requests == []


def test_instance_failure_returns_concepts_with_the_reason(clinic_backend):
    backend = BrokenInstancesBackend(clinic_backend.directory)
    response = kn_search(backend, {"query": "上气道梗阻有哪些症状", "kn_id": "clinic"})
    assert response.message.startswith(MESSAGE_INSTANCE_FAILURE.split("{")[0])
    assert "instance store offline" in response.message and "disease" in response.message
    assert response.nodes == []
    assert [r.concept_id for r in response.relation_types][0] == "has_symptom"
    assert response.object_types


def test_one_failing_type_does_not_hide_the_others():
    class HalfBroken(ScriptedBackend):
        def _query_instances(self, network, object_type, query):
            if object_type.id == "b":
                raise RuntimeError("socket closed")
            return super()._query_instances(network, object_type, query)

    backend = HalfBroken(TWO_TYPES, {"a": [{"name": "x", "knn": 0.9}]})
    response = nodes_of(backend)
    assert [n.instance_name for n in response.nodes] == ["x"]
    assert response.message == MESSAGE_INSTANCE_FAILURE.format(reason="b: RuntimeError: socket closed")


def test_no_surviving_node_gives_the_no_instances_message():
    backend = ScriptedBackend(KNN_TYPES, {"a": [{"name": "far", "knn": 0.1}]})
    response = nodes_of(backend)
    assert response.nodes == [] and response.message == MESSAGE_NO_INSTANCES


def test_clinic_question_finds_the_disease_first(clinic_backend):
    response = kn_search(clinic_backend, {"query": "上气道梗阻有哪些症状", "kn_id": "clinic", "debug": True})
    assert response.relation_types[0].concept_id == "has_symptom"
    top = response.nodes[0]
    assert (top.object_type_id, top.instance_name, top.unique_identities) == ("disease", "上气道梗阻", {"disease_id": "d1"})
    # the name is in the question: linked, so first whatever knn and match say
    assert top.score_source == "linked_name" and top.linked_mention == "上气道梗阻" and top.score == 1.0
    assert top.properties["disease_name"] == "上气道梗阻"
    per_type = {t["object_type_id"]: t for t in response.trace["instances"]["per_type"]}
    assert per_type["disease"]["condition"]["operation"] == "or"


def test_exact_name_question_on_sqlite(tmp_path):
    spec = network("shop", [object_type("item", "商品")])
    backend = build_backend(tmp_path, spec, instances={"item": ["红茶", "绿茶", "红茶杯"]})
    response = kn_search(backend, {"query": "红茶", "kn_id": "shop"})
    assert response.nodes[0].instance_name == "红茶"
    assert response.nodes[0].score >= 0.85
    assert [n.instance_name for n in response.nodes][:2] == ["红茶", "红茶杯"]


# ----------------------------------------------------------------------------------------------
# The cyclic garbage collector is paused while a search runs
# ----------------------------------------------------------------------------------------------
def test_a_search_leaves_the_garbage_collector_as_it_found_it(tmp_path):
    import gc

    from core.exceptions import KnxError

    backend = build_backend(tmp_path, TWO_TYPES, instances={"a": ["红茶", "绿茶"], "b": ["茶杯"]})
    was_enabled = gc.isenabled()
    seen: list[bool] = []
    original = backend.query_instances_batch
    stop = []

    class Stop(BaseException):
        pass

    def watched(*args, **kwargs):
        seen.append(gc.isenabled())
        if stop:
            raise Stop
        return original(*args, **kwargs)

    backend.query_instances_batch = watched
    try:
        gc.enable()
        nodes_of(backend)
        assert seen and not any(seen)  # paused while the search ran
        assert gc.isenabled()
        with pytest.raises(KnxError):
            kn_search(backend, {"query": "", "kn_id": "n"})
        assert gc.isenabled()
        stop.append(True)
        with pytest.raises(Stop):  # a search that fails midway turns it back on too
            nodes_of(backend)
        stop.clear()
        assert gc.isenabled()
        gc.disable()
        nodes_of(backend)
        assert not gc.isenabled()  # a caller's choice is kept
    finally:
        (gc.enable if was_enabled else gc.disable)()


def test_kept_fragment_reasons_equal_the_hygiene_check(monkeypatch):
    from core.importers.hygiene import fragment_reasons
    from core.search import instances

    monkeypatch.setattr(instances, "_fragments", {})
    monkeypatch.setattr(instances, "_FRAGMENT_CACHE", 5)  # emptied a few times below
    names = ["糖尿病", " 糖尿病 ", "其他", "等", "引起的疼痛", "治疗高血压的药物", "", "leukaemia, acute",
             "pain; severe", "头痛是常见症状之一", "的", "可能", "x" * 300, "治疗"]
    for _ in range(3):
        for name in names:
            assert list(instances._fragment_reasons(name)) == fragment_reasons(name), name
    assert len(instances._fragments) <= 5
