"""Keyword context on small networks: which properties are searched, neighbours in both
directions over the session's relation types only, caps, the two-query batch, dedup across rounds,
degradation when the backend fails mid-way, and the compact rendering."""

from __future__ import annotations

import json
import logging

import pytest

from core.models.query import identity_key
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval, knowledge_network_retrieval
from core.retrieval.keyword_context import (
    INSTANCE_LIMIT,
    NEIGHBOR_CANDIDATES,
    NEIGHBORS_TOTAL,
    NEIGHBORS_PER_RELATION,
    keyword_condition,
    keyword_value,
)
from core.retrieval.models import approx_tokens, wire_text
from core.retrieval.sessions import CONTEXT, PROPERTIES

from retrieval_support import Wrapped, build_network, object_type, prop, state_with_schema


def _tool(backend, state=None, session_id="s1", owner="default"):
    store = InMemorySessionStore()
    if state is not None:
        store.put(owner, session_id, state)
    return KnowledgeNetworkRetrieval(backend, store), store


def _keyword(tool, keyword, object_type_id, kn="clinic", session_id="s1", **extra):
    return tool.run({"query": keyword, "kn_ids": [kn], "session_id": session_id,
                     "enable_keyword_context": True, "object_type_id": object_type_id, **extra})


@pytest.fixture()
def clinic(clinic_backend):
    return clinic_backend.get_network("clinic")


# ----------------------------------------------------------------------------------------------
# Which properties can hold the keyword
# ----------------------------------------------------------------------------------------------
def test_or_covers_every_property_that_can_equal_the_keyword(clinic):
    disease = clinic.object_type("disease")
    condition, fields = keyword_condition(disease, "上气道梗阻")
    # rate (float) and period_days (int) cannot equal a non-numeric keyword
    assert fields == ["disease_id", "disease_name", "age"]
    assert condition["operation"] == "or"
    assert {s["operation"] for s in condition["sub_conditions"]} == {"=="}
    _, numeric = keyword_condition(disease, "21")
    assert numeric == ["disease_id", "disease_name", "age", "rate", "period_days"]


def test_property_types_and_operations_decide(clinic):
    from core.models.network import DataProperty

    assert keyword_value(DataProperty(name="flag", type="boolean"), "上气道梗阻") == (False, None)
    assert keyword_value(DataProperty(name="flag", type="boolean"), "是") == (True, True)
    assert keyword_value(DataProperty(name="born", type="date"), "感冒")[0] is False
    assert keyword_value(DataProperty(name="born", type="date"), "2020-01-02") == (True, "2020-01-02")
    assert keyword_value(DataProperty(name="n", type="int"), "30") == (True, 30)
    no_eq = DataProperty(name="text", type="varchar", condition_operations=["match", "contain"])
    assert keyword_value(no_eq, "感冒") == (False, None)


# ----------------------------------------------------------------------------------------------
# Instances and neighbours
# ----------------------------------------------------------------------------------------------
def test_instance_with_neighbours_in_both_directions(clinic_backend, clinic):
    counting = Wrapped(clinic_backend)
    tool, _ = _tool(counting, state_with_schema(clinic))
    context = _keyword(tool, "上气道梗阻", "disease").keyword_context
    assert context.keyword == "上气道梗阻" and context.object_type_id == "disease"
    assert context.matched_field == "disease_name"
    assert context.statistics.matched_fields == ["disease_name"]
    assert context.statistics.total_instances == 1
    [inst] = context.instances
    assert inst.instance_id == "disease-d1" and inst.instance_name == "上气道梗阻"
    assert inst.matched_fields == ["disease_name"]
    assert inst.properties == {"disease_id": "d1", "disease_name": "上气道梗阻", "age": "儿童", "rate": 0.9,
                               "period_days": 21}
    edges = {(n.relation_type_id, n.relation_direction, n.instance_id) for n in inst.neighbors}
    assert edges == {
        ("has_symptom", "outgoing", "symptom-s1"), ("has_symptom", "outgoing", "symptom-s2"),
        ("has_symptom", "outgoing", "symptom-s4"), ("has_symptom", "outgoing", "symptom-s5"),
        ("designated_to", "outgoing", "department-p1"), ("designated_to", "outgoing", "department-p3"),
        ("has_complication", "incoming", "disease-d5"),  # 肺炎 -并发症-> 上气道梗阻
    }
    first = next(n for n in inst.neighbors if n.instance_id == "symptom-s1")
    assert first.instance_name == "呼吸困难" and first.relation_type_name == "疾病症状"
    assert first.properties == {"symptom_id": "s1", "symptom_name": "呼吸困难"}
    assert context.statistics.total_neighbors == 7
    assert context.statistics.neighbors_by_relation["has_complication:incoming"] == 1
    assert counting.calls == 2 and context.statistics.backend_queries == 2


def test_self_relation_gives_both_directions(clinic_backend, clinic):
    tool, _ = _tool(clinic_backend, state_with_schema(clinic))
    [inst] = _keyword(tool, "肺炎", "disease").keyword_context.instances
    complications = {(n.relation_direction, n.instance_name) for n in inst.neighbors
                     if n.relation_type_id == "has_complication"}
    assert complications == {("outgoing", "上气道梗阻"), ("incoming", "感冒")}


def test_only_the_session_relation_types_give_neighbours(clinic_backend, clinic):
    state = state_with_schema(clinic, object_types=["disease", "symptom"], relation_types=["has_symptom"])
    counting = Wrapped(clinic_backend)
    tool, _ = _tool(counting, state)
    [inst] = _keyword(tool, "上气道梗阻", "disease").keyword_context.instances
    assert {n.relation_type_id for n in inst.neighbors} == {"has_symptom"}
    [body] = counting.subgraph_bodies
    # one path per hop, plus the paths for names the question spells out or shares words with
    assert {p.relation_types[0].relation_type_id for p in body.relation_type_paths} == {"has_symptom"}


def test_a_neighbour_the_question_names_comes_first(fanout):
    backend, network = fanout
    state = state_with_schema(network)
    state.query = "枢纽和叶11有什么关系"  # 叶11 is the 12th leaf of each relation type, in key order
    tool, _ = _tool(backend, state)
    [inst] = _keyword(tool, "枢纽", "hub", kn="fan").keyword_context.instances
    named = [n for n in inst.neighbors if n.instance_name == "叶11"]
    assert named and named[0].relevance and named[0].relevance > 0
    # ranked first within its relation type
    r0 = [n.instance_name for n in inst.neighbors if n.relation_type_id == "r0"]
    assert r0[0] == "叶11"


def test_matched_fields_per_instance_and_within_reply_dedup(clinic_backend, clinic):
    tool, _ = _tool(clinic_backend, state_with_schema(clinic))
    context = _keyword(tool, "儿童", "disease").keyword_context
    assert [i.instance_id for i in context.instances] == ["disease-d1", "disease-d6"]  # "老人 儿童" is not equal
    assert all(i.matched_fields == ["age"] for i in context.instances)
    assert context.matched_field == "age"
    d1, d6 = context.instances
    # 喘鸣 is a symptom of both: sent with properties under d1, as a reference under d6
    s4_d1 = next(n for n in d1.neighbors if n.instance_id == "symptom-s4")
    s4_d6 = next(n for n in d6.neighbors if n.instance_id == "symptom-s4")
    assert s4_d1.properties is not None and s4_d1.seen_in_round is None
    assert s4_d6.properties is None and s4_d6.seen_in_round == 1
    assert context.statistics.deduplicated_neighbors >= 1


def test_no_match_and_no_searchable_property(clinic_backend, clinic):
    counting = Wrapped(clinic_backend)
    tool, _ = _tool(counting, state_with_schema(clinic))
    context = _keyword(tool, "不存在的病", "disease").keyword_context
    assert context.instances == [] and context.statistics.total_instances == 0
    assert "没有精确匹配" in context.message and "contextual_knowledge" in context.message
    assert counting.calls == 1  # nothing to expand: no subgraph query


# ----------------------------------------------------------------------------------------------
# Caps and batching on a network with heavy fan-out
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def fanout(tmp_path_factory):
    relation_ids = [f"r{i}" for i in range(6)]
    definition = {
        "id": "fan",
        "object_types": [
            object_type("hub", [prop("hub_id"), prop("hub_name"), prop("weight", "int")]),
            object_type("leaf", [prop("leaf_id"), prop("leaf_name")]),
        ],
        "relation_types": [{"id": r, "name": f"关系{r}", "source_object_type_id": "hub", "target_object_type_id": "leaf"}
                           for r in relation_ids]
        + [{"id": "linked", "name": "关联", "source_object_type_id": "hub", "target_object_type_id": "hub"}],
    }
    hubs = [{"hub_id": "big", "hub_name": "枢纽", "weight": 1}]
    hubs += [{"hub_id": f"twin{i:02d}", "hub_name": "同名", "weight": i} for i in range(12)]
    leaves = [{"leaf_id": f"l{i:03d}", "leaf_name": f"叶{i}"} for i in range(120)]
    edges = {r: [("big", f"l{i:03d}") for i in range(12)] for r in relation_ids}
    edges["r0"] += [(f"twin{i:02d}", f"l{j:03d}") for i in range(12) for j in range(20)]
    edges["linked"] = [("twin00", "twin01")]
    backend = build_network(tmp_path_factory.mktemp("fan"), definition, {"hub": hubs, "leaf": leaves}, edges)
    return backend, backend.get_network("fan")


def test_neighbours_capped_per_relation_and_in_total(fanout):
    backend, network = fanout
    tool, _ = _tool(backend, state_with_schema(network))
    context = _keyword(tool, "枢纽", "hub", kn="fan").keyword_context
    [inst] = context.instances
    per_relation = {}
    for n in inst.neighbors:
        per_relation[n.relation_type_id] = per_relation.get(n.relation_type_id, 0) + 1
    assert max(per_relation.values()) == NEIGHBORS_PER_RELATION  # 12 edges each, 10 kept
    assert len(inst.neighbors) == NEIGHBORS_TOTAL  # 6 x 12 = 72, 50 kept
    assert context.statistics.capped_neighbors == 72 - NEIGHBORS_TOTAL
    # every relation type keeps its floor; the schema's relation order decides who gets the rest
    assert per_relation == {"r0": 10, "r1": 10, "r2": 10, "r3": 10, "r4": 8, "r5": 2}


def test_total_cap_is_across_instances_not_per_instance(fanout):
    backend, network = fanout
    tool, _ = _tool(backend, state_with_schema(network))
    context = _keyword(tool, "同名", "hub", kn="fan").keyword_context
    # 10 matched twins with 20 r0 leaves each: 200 candidates, the reply holds 50 in total
    assert len(context.instances) == INSTANCE_LIMIT
    assert sum(len(i.neighbors or []) for i in context.instances) == NEIGHBORS_TOTAL
    assert context.statistics.total_neighbors == NEIGHBORS_TOTAL


def test_ten_instances_cost_two_queries(fanout):
    backend, network = fanout
    counting = Wrapped(backend)
    tool, _ = _tool(counting, state_with_schema(network))
    context = _keyword(tool, "同名", "hub", kn="fan").keyword_context
    assert context.statistics.total_instances == 12
    assert len(context.instances) == INSTANCE_LIMIT
    assert counting.instance_calls == 1 and counting.subgraph_calls == 1
    [body] = counting.subgraph_bodies
    start = body.relation_type_paths[0].object_types[0]
    assert start.condition.operation == "in" and len(start.condition.value) == INSTANCE_LIMIT
    assert start.limit == INSTANCE_LIMIT
    assert body.relation_type_paths[0].limit == NEIGHBOR_CANDIDATES * INSTANCE_LIMIT
    # every instance got its own leaves (at most 10 per relation type), 50 in total over all
    r0 = {i.instance_id: [n for n in i.neighbors if n.relation_type_id == "r0"] for i in context.instances}
    assert all(1 <= len(v) <= NEIGHBORS_PER_RELATION for v in r0.values())
    assert sum(len(i.neighbors) for i in context.instances) == NEIGHBORS_TOTAL
    # twin00 -linked-> twin01, both matched: the neighbour entry is a reference to the full record
    twin00 = next(i for i in context.instances if i.instance_id == "hub-twin00")
    link = next(n for n in twin00.neighbors if n.relation_type_id == "linked")
    assert link.instance_id == "hub-twin01" and link.properties is None and link.seen_in_round == 1


# ----------------------------------------------------------------------------------------------
# Dedup across rounds
# ----------------------------------------------------------------------------------------------
def test_dedup_across_three_rounds(clinic_backend, clinic):
    counting = Wrapped(clinic_backend)
    tool, store = _tool(counting, state_with_schema(clinic))

    first = _keyword(tool, "上气道梗阻", "disease").keyword_context
    assert first.statistics.round == 1 and first.instances[0].properties is not None
    assert all(n.properties is not None for n in first.instances[0].neighbors)

    # Round 2: 呼吸困难 was a neighbour in round 1; as a matched instance it is sent in full now
    # (the fuller record replaces the thinner one); 上气道梗阻 among its neighbours is a reference.
    second = _keyword(tool, "呼吸困难", "symptom").keyword_context
    [s1] = second.instances
    assert s1.instance_id == "symptom-s1" and s1.properties is not None and s1.seen_in_round is None
    by_id = {n.instance_id: n for n in s1.neighbors}
    assert set(by_id) == {"disease-d1", "disease-d2", "disease-d3"}
    assert all(n.relation_direction == "incoming" for n in s1.neighbors)
    assert by_id["disease-d1"].properties is None and by_id["disease-d1"].seen_in_round == 1
    assert by_id["disease-d2"].properties["disease_name"] == "上、下气道梗阻"
    assert second.statistics.deduplicated_neighbors == 1 and second.statistics.new_neighbors == 2

    # Round 3: 上气道梗阻 again: already sent with its neighbours, so only a reference, and no
    # subgraph query at all.
    counting.instance_calls = counting.subgraph_calls = 0
    third = _keyword(tool, "上气道梗阻", "disease").keyword_context
    [again] = third.instances
    assert again.seen_in_round == 1 and again.properties is None and again.neighbors is None
    assert again.instance_name == "上气道梗阻" and again.matched_fields == ["disease_name"]
    assert third.statistics.deduplicated_instances == 1 and third.statistics.returned_instances == 0
    assert counting.instance_calls == 1 and counting.subgraph_calls == 0

    state = store.get("default", "s1")
    assert [r.round for r in state.rounds] == [1, 2, 3]
    assert state.rounds[2].skipped == ["disease-d1"] and state.rounds[2].returned == []
    assert "disease-d1" in state.rounds[1].skipped
    assert state.seen[identity_key("symptom", {"symptom_id": "s1"})].completeness == CONTEXT and state.seen[identity_key("symptom", {"symptom_id": "s1"})].round == 2
    assert state.seen[identity_key("disease", {"disease_id": "d2"})].completeness == PROPERTIES


def test_a_new_schema_recall_expands_seen_instances_again(clinic_backend, clinic):
    tool, store = _tool(clinic_backend, state_with_schema(clinic, relation_types=["has_symptom"]))
    _keyword(tool, "上气道梗阻", "disease")
    state = store.get("default", "s1")
    state.schema = state_with_schema(clinic).schema  # as a second schema recall would store it
    state.schema_version += 1
    store.put("default", "s1", state)
    [inst] = _keyword(tool, "上气道梗阻", "disease").keyword_context.instances
    assert inst.properties is not None
    assert {n.relation_type_id for n in inst.neighbors} == {"has_symptom", "designated_to", "has_complication"}


# ----------------------------------------------------------------------------------------------
# Degradation (design 8.4 - 8.5)
# ----------------------------------------------------------------------------------------------
def test_subgraph_failure_keeps_instances(clinic_backend, clinic, caplog):
    failing = Wrapped(clinic_backend, fail_subgraph=True)
    tool, store = _tool(failing, state_with_schema(clinic))
    with caplog.at_level(logging.WARNING, logger="core.retrieval.keyword_context"):
        context = _keyword(tool, "上气道梗阻", "disease").keyword_context
    [inst] = context.instances
    assert inst.properties["disease_name"] == "上气道梗阻" and inst.neighbors is None
    assert "一度邻居检索失败" in context.message and "connection reset" in context.message
    assert any("subgraph query" in r.getMessage() for r in caplog.records)
    state = store.get("default", "s1")
    assert state.seen[identity_key("disease", {"disease_id": "d1"})].completeness == PROPERTIES
    assert state.rounds[0].error is not None

    # the backend recovers: the same keyword now comes with its neighbours (thinner record replaced)
    failing.fail_subgraph = False
    [inst] = _keyword(tool, "上气道梗阻", "disease").keyword_context.instances
    assert inst.properties is not None and len(inst.neighbors) == 7


def test_instance_query_failure_gives_an_empty_context(clinic_backend, clinic, caplog):
    failing = Wrapped(clinic_backend, fail_instances=True, error=RuntimeError("socket closed"))
    store = InMemorySessionStore()
    store.put("default", "s1", state_with_schema(clinic))
    with caplog.at_level(logging.WARNING, logger="core.retrieval.keyword_context"):
        reply = knowledge_network_retrieval(
            failing, store, query="上气道梗阻", kn_ids=["clinic"], session_id="s1",
            enable_keyword_context=True, object_type_id="disease",
        )
    context = reply["keyword_context"]
    assert context["instances"] == [] and "实例检索失败" in context["message"]
    assert "socket closed" in context["message"]
    assert caplog.records and failing.subgraph_calls == 0


def test_failure_in_a_later_round_keeps_earlier_dedup(clinic_backend, clinic):
    failing = Wrapped(clinic_backend, fail_subgraph=True, fail_after=1)  # round 1 fine, then failing
    tool, store = _tool(failing, state_with_schema(clinic))
    _keyword(tool, "上气道梗阻", "disease")
    context = _keyword(tool, "感冒", "disease").keyword_context
    [inst] = context.instances
    assert inst.neighbors is None and context.message
    assert store.get("default", "s1").seen[identity_key("disease", {"disease_id": "d1"})].completeness == CONTEXT


# ----------------------------------------------------------------------------------------------
# Compact rendering
# ----------------------------------------------------------------------------------------------
def test_compact_reply_says_the_same_with_fewer_tokens(clinic_backend, clinic):
    tool, _ = _tool(clinic_backend, state_with_schema(clinic))
    reply = _keyword(tool, "儿童", "disease", compact=True)
    full, compact = reply.to_wire(compact=False), reply.to_wire()
    kc = compact["keyword_context"]
    assert kc["instances"][0] == ["id", "name", "matched_fields"]
    assert [row[0] for row in kc["instances"][1:]] == ["d1", "d6"]
    assert kc["neighbors"]["d1"]["has_symptom>"] == ["s1", "s2", "s4", "s5"]
    assert kc["neighbors"]["d1"]["has_complication<"] == ["d5"]
    assert kc["relations"]["has_symptom"] == ["疾病症状", "disease", "symptom"]
    symptoms = kc["objects"]["symptom"]
    assert symptoms[0] == ["symptom_id", "symptom_name"]
    ids = [row[0] for row in symptoms[1:]]
    assert len(ids) == len(set(ids)) and "s4" in ids  # s4 neighbours both, listed once
    text = wire_text(compact)
    assert '"instance_id"' not in text and '"properties"' not in text
    assert len(text.encode()) < len(wire_text(full).encode())
    assert approx_tokens(text) < approx_tokens(wire_text(full))


def test_compact_reply_lists_earlier_rounds_as_seen(clinic_backend, clinic):
    tool, _ = _tool(clinic_backend, state_with_schema(clinic))
    _keyword(tool, "上气道梗阻", "disease")
    kc = _keyword(tool, "上气道梗阻", "disease", compact=True).to_wire()["keyword_context"]
    assert kc["seen"] == {"disease": {"d1": 1}}
    assert kc["objects"] == {} and kc["neighbors"] == {}
    json.dumps(kc)  # plain JSON
