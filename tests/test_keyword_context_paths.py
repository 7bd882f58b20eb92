"""Keyword context's kept and shortcut paths against the long way, on random requests over the
demo and clinic networks: neighbours read per start instance from the engine's rows
(`SubgraphRows.first_hops`) instead of from `first_relations`, the instance step's shared request
model instead of its JSON body, neighbour queries found again per round plan, the in-memory
session store keeping a state as its schema-less JSON and a shared schema text, the matched
instances read from the engine's rows, keyword requests validated once per content other than
the session id, and totals of short pages known without a count. Every reply and every final
session state must be the same either way."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any, Iterator

import pytest
from differential_requests import random_subgraph, sample_names

from core.backends import sqlite_store
from core.backends.sqlite_results import first_hops_of
from core.retrieval import InMemorySessionStore, knowledge_network_retrieval
from core.retrieval import contextual
from core.retrieval import keyword_context as kc
from core.retrieval import service, sessions
from core.retrieval.sessions import SESSION_STATE_CODEC, SessionState

MEDICAL_QUESTIONS = [
    "上气道梗阻有哪些症状", "糖尿病会引起眼睛的什么问题", "感冒了应该吃什么药，去哪个科室看",
    "高血压患者要做哪些检查，有什么并发症", "肺炎的病因和易感人群是什么", "胃炎的治疗方法和常用药物有哪些",
    "哮喘", "儿童咳嗽发烧怎么办", "肝硬化会不会遗传",
]
CLINIC_QUESTIONS = ["上气道梗阻有哪些症状", "感冒去哪个科室", "肺炎会有什么并发症", "咳嗽和发烧是什么病", "哮喘"]


@pytest.fixture(autouse=True)
def _no_contextual_facts_left() -> Iterator[None]:
    """Contextual knowledge keeps what it measured per network object for the process (primary
    fields sampled from the relation walks met first): these random sessions must not leave
    theirs to later tests of the shared demo network."""
    yield
    contextual.clear_cache()


@contextlib.contextmanager
def long_way() -> Iterator[None]:
    """Keyword context without its shortcuts: neighbours from `first_relations`, the instance
    step's JSON body, a neighbour query built for every call, states kept as whole texts, the
    matched instances read from `datas`, every request validated whole and every total
    counted."""
    saved = (kc.first_hops_of, kc.KeywordPlan.request, kc.RoundPlan.neighbour_query,
             sessions.InMemorySessionStore._parts, kc.instance_rows_of, service._kept_keyword_request,
             sqlite_store._short_page_total)

    def neighbour_query(plan: kc.RoundPlan, expand: list[Any]) -> Any:
        start = kc.identity_condition(plan.object_type, [m.identity for m in expand])
        if start is None:
            return None
        return kc.neighbour_query(plan.object_type, plan.hops, start, len(expand), plan.network, plan.relevance)

    def parts(store: Any, state: SessionState) -> tuple[str, None]:
        return SESSION_STATE_CODEC.encode(state, store.max_state_bytes), None

    kc.first_hops_of = lambda result: None
    kc.KeywordPlan.request = lambda plan: plan.body
    kc.RoundPlan.neighbour_query = neighbour_query
    sessions.InMemorySessionStore._parts = parts
    kc.instance_rows_of = lambda result: None
    service._kept_keyword_request = lambda body: None
    sqlite_store._short_page_total = lambda offset, found, limit: None
    try:
        yield
    finally:
        (kc.first_hops_of, kc.KeywordPlan.request, kc.RoundPlan.neighbour_query,
         sessions.InMemorySessionStore._parts, kc.instance_rows_of, service._kept_keyword_request,
         sqlite_store._short_page_total) = saved


def _keywords(rng: random.Random, backend: Any, kn_id: str, types: list[str], names: dict[str, list[Any]],
              count: int) -> list[tuple[str, str]]:
    network = backend.get_network(kn_id)
    out: list[tuple[str, str]] = []
    for _ in range(count):
        type_id = rng.choice(types)
        kind = rng.random()
        pool = names.get(type_id) or ["感冒"]
        if kind < 0.55:
            keyword = str(rng.choice(pool))
        elif kind < 0.7 and out:
            type_id, keyword = rng.choice(out)  # asked again: dedup, references
        elif kind < 0.8:
            other = rng.choice(types)
            type_id, keyword = other, str(rng.choice(names.get(other) or ["感冒"]))
        elif kind < 0.9:
            keyword = str(rng.choice(pool))[:-1] or "无"  # usually a miss
        else:
            keyword = rng.choice(["30", "是", "true", "  感冒  ", "1.5", "咳嗽", "\ud800坏"])
        if network.object_type(type_id) is None:
            type_id = types[0]
        out.append((type_id, keyword))
    return out


def _session(backend: Any, store: Any, kn_id: str, question: str, calls: list[dict[str, Any]],
             session_id: str) -> tuple[list[str], str]:
    replies = [json.dumps(knowledge_network_retrieval(backend, store, session_id=session_id, query=question,
                                                      kn_ids=[kn_id]), ensure_ascii=False, sort_keys=True)]
    for call in calls:
        reply = knowledge_network_retrieval(backend, store, session_id=session_id, kn_ids=[kn_id], **call)
        replies.append(json.dumps(reply, ensure_ascii=False, sort_keys=True))
    state = store.get("default", session_id)
    data = state.model_dump(mode="json", exclude={"created_at", "updated_at"}) if state else None
    for round_ in (data or {}).get("rounds", []):
        round_.pop("at", None)
    return replies, json.dumps(data, ensure_ascii=False, sort_keys=True)


def _compare_sessions(backend: Any, kn_id: str, questions: list[str], seed: int, sessions_count: int,
                      calls_per_session: int, max_state_bytes: int = 512 * 1024) -> int:
    rng = random.Random(seed)
    names = sample_names(backend, kn_id)
    network = backend.get_network(kn_id)
    fast_store = InMemorySessionStore(max_state_bytes=max_state_bytes)
    again_store = InMemorySessionStore(max_state_bytes=max_state_bytes)
    slow_store = InMemorySessionStore(max_state_bytes=max_state_bytes)
    compared = 0
    for s in range(sessions_count):
        question = rng.choice(questions)
        probe = InMemorySessionStore()
        knowledge_network_retrieval(backend, probe, session_id="probe", query=question, kn_ids=[kn_id])
        schema = probe.get("default", "probe").schema
        types = [t for t in schema.object_type_ids if network.object_type(t) is not None] or \
            [network.object_types[0].id]
        calls = [{"query": keyword, "enable_keyword_context": True, "object_type_id": type_id,
                  "compact": rng.random() < 0.3, "contextual_knowledge": rng.random() < 0.1}
                 for type_id, keyword in _keywords(rng, backend, kn_id, types, names, calls_per_session)]
        # the fast run twice, so the second finds every kept plan and query
        fast = _session(backend, fast_store, kn_id, question, calls, f"s{s}")
        again = _session(backend, again_store, kn_id, question, calls, f"s{s}")
        with long_way():
            slow = _session(backend, slow_store, kn_id, question, calls, f"s{s}")
        assert fast[0] == slow[0], (question, calls)
        assert fast[1] == slow[1], (question, calls)
        assert again == fast
        compared += len(calls)
    return compared


def test_keyword_rounds_on_the_demo_network_equal_the_long_way(medical_backend):
    assert _compare_sessions(medical_backend, "medical", MEDICAL_QUESTIONS, seed=7, sessions_count=6,
                             calls_per_session=12) == 72


def test_keyword_rounds_on_the_clinic_network_equal_the_long_way(clinic_backend):
    assert _compare_sessions(clinic_backend, "clinic", CLINIC_QUESTIONS, seed=3, sessions_count=6,
                             calls_per_session=10) == 60


def test_states_over_the_size_limit_are_kept_as_texts(medical_backend):
    """A store small enough to drop old rounds keeps the fitted text; replies and states are
    still the long way's."""
    assert _compare_sessions(medical_backend, "medical", MEDICAL_QUESTIONS[:3], seed=11, sessions_count=2,
                             calls_per_session=14, max_state_bytes=30 * 1024) == 28


def test_first_hops_group_first_relations(clinic_backend, medical_backend):
    """`SubgraphRows.first_hops` pairs exactly what `first_relations` pairs, for kept one-hop
    paths, walked paths (a path limit below its start page times its per-parent limit) and
    longer paths, on random subgraph bodies."""
    rng = random.Random(5)
    checked = 0
    for backend, kn_id in ((clinic_backend, "clinic"), (medical_backend, "medical")):
        network = backend.get_network(kn_id)
        names = sample_names(backend, kn_id)
        for _ in range(40):
            body = random_subgraph(rng, network, names)
            if rng.random() < 0.4:
                for path in body["relation_type_paths"]:
                    path["limit"] = rng.randint(1, 6)
            rows = first_hops_of(backend.query_subgraph(kn_id, body))
            built = backend.query_subgraph(kn_id, body)
            built.entries  # noqa: B018 - built: its relations are read from the models
            assert first_hops_of(built) is None
            expected = []
            for relations, path in zip(built.first_relations(), body["relation_type_paths"]):
                forward = _starts_at_source(network, path)
                pairs = [(src, dst) if forward else (dst, src) for _s, _d, src, dst in relations]
                expected.append([(parent.id, child.id) for parent, child in pairs])
            assert [[(parent.id, child.id) for parent, children in per_path for child in children]
                    for per_path in rows] == expected
            checked += 1
    assert checked == 80


def _starts_at_source(network: Any, path: dict[str, Any]) -> bool:
    edge = path["relation_types"][0]
    rel = network.relation_type(edge["relation_type_id"])
    if edge.get("direction") in ("forward", "backward"):
        return edge["direction"] == "forward"
    return rel.source_object_type_id == path["object_types"][0]["id"]


def test_a_neighbour_query_is_found_again_only_for_the_same_instances(medical_backend):
    network = medical_backend.get_network("medical")
    disease = network.object_type("disease")
    relations = [r for r in network.relation_types if "disease" in (r.source_object_type_id, r.target_object_type_id)]
    plan = kc.round_plan(network, disease, "感冒", "感冒有哪些症状", relations)
    assert kc.round_plan(network, disease, "感冒", "感冒有哪些症状", relations) is plan
    assert kc.round_plan(network, disease, "感冒", "感冒有哪些症状", list(relations)) is not plan
    one = kc.Matched("disease-a", '["disease", "a"]', {"disease_id": "a"}, "a", {}, [])
    two = kc.Matched("disease-b", '["disease", "b"]', {"disease_id": "b"}, "b", {}, [])
    first = plan.neighbour_query([one])
    assert plan.neighbour_query([one]) == first and plan.neighbour_query([one])[0] is first[0]
    both = plan.neighbour_query([one, two])
    assert both[0] is not first[0]
    assert both[0].relation_type_paths[0].object_types[0].condition.value == ["a", "b"]
    numeric = kc.Matched("disease-1", '["disease", 1]', {"disease_id": 1}, "1", {}, [])
    assert plan.neighbour_query([numeric])[0].relation_type_paths[0].object_types[0].condition.value == [1]
