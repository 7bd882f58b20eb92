"""Keyword context's neighbour queries vouched for (core.models.types.vouch) are the queries the
backend's own validation passes, and keyword rounds answer alike when the backend validates
every query; a query whose values, schema or network object differ is validated as usual and
refused with the usual message."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

import core.backends.base as backend_base
import core.retrieval.keyword_context as keyword_context
from bench.search_responses import without_timings
from core.backends.base import KnowledgeBackend
from core.exceptions import InvalidRequestError
from core.models.network import KnowledgeNetwork
from core.models.types import is_vouched
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
from core.retrieval.keyword_context import hops_for, identity_condition, neighbour_query, question_relevance

SETS = Path(__file__).resolve().parents[1] / "bench" / "sets"


def _rounds(count: int) -> list[tuple[str, str, str]]:
    """(question, keyword, its object type) of the dev set's first `count` questions, the gold
    entity as keyword: every entity type and relation type of the demo."""
    rows = [json.loads(line) for line in (SETS / "medical_dev.jsonl").read_text(encoding="utf-8").splitlines() if line]
    return [(r["question"], r["entity"]["name"], r["entity"]["object_type_id"]) for r in rows[:count]]


def _replies(backend, rounds: list[tuple[str, str, str]], sent: list | None = None) -> list[Any]:
    """Each round's schema step and keyword step in a fresh session, the replies without timings;
    the neighbour queries sent to the backend appended to `sent`."""
    tool = KnowledgeNetworkRetrieval(backend, InMemorySessionStore(max_sessions=len(rounds) + 10))
    if sent is not None:
        real = backend.query_subgraph

        def query_subgraph(kn_id, query):
            sent.append(query)
            return real(kn_id, query)

        backend.query_subgraph = query_subgraph
    out = []
    try:
        for n, (question, keyword, type_id) in enumerate(rounds):
            tool.run({"query": question, "kn_ids": ["medical"], "session_id": f"s{n}"})
            reply = tool.run({"query": keyword, "kn_ids": ["medical"], "session_id": f"s{n}",
                              "enable_keyword_context": True, "object_type_id": type_id})
            out.append(without_timings(reply.model_dump(mode="json")))
    finally:
        if sent is not None:
            del backend.query_subgraph
    return out


def test_vouched_queries_pass_the_backends_validation(medical_backend):
    network = medical_backend.get_network("medical")
    sent: list = []
    _replies(medical_backend, _rounds(150), sent)
    vouched = [query for query in sent if is_vouched(query, network)]
    assert len(sent) >= 120 and len(vouched) >= 0.9 * len(sent)  # the shortcut runs
    for query in vouched:
        assert KnowledgeBackend._parse_subgraph_query(query, network) is query


def test_keyword_rounds_answer_alike_when_every_query_is_validated(medical_backend, monkeypatch):
    rounds = _rounds(349)[::3]  # every third question of the dev set: all its types and relation types
    shortcut = _replies(medical_backend, rounds)
    checked: list = []
    real = KnowledgeBackend._parse_subgraph_query

    def parse(query, network):
        checked.append(query)
        return real(query, network)

    monkeypatch.setattr(backend_base, "is_vouched", lambda model, schema: False)
    monkeypatch.setattr(KnowledgeBackend, "_parse_subgraph_query", staticmethod(parse))
    long_way = _replies(medical_backend, rounds)
    assert checked  # the backend validated the queries this time
    assert long_way == shortcut


def _query(network: KnowledgeNetwork, question: str, keyword: str = "糖尿病", start_values: list | None = None):
    disease = network.object_type("disease")
    relations = [r for r in network.relation_types if "disease" in (r.source_object_type_id, r.target_object_type_id)]
    start = identity_condition(disease, [{disease.primary_keys[0]: v} for v in (start_values or ["糖尿病"])])
    relevance = question_relevance(question, keyword)
    query, _walked = neighbour_query(disease, hops_for("disease", relations), start, 1, network, relevance)
    return disease, query, relevance


def test_a_query_is_vouched_for_only_when_its_values_pass(medical_backend):
    network = medical_backend.get_network("medical")
    disease, query, relevance = _query(network, "糖尿病会引起眼睛的什么问题")
    keyword_context._vouch_if_valid(query, disease, network, relevance)
    assert is_vouched(query, network)  # every path checked, or checked now
    # the same paths, a start value the backend refuses: not vouched for, refused as usual
    disease, bad, relevance = _query(network, "糖尿病会引起眼睛的什么问题", start_values=[math.nan])
    keyword_context._vouch_if_valid(bad, disease, network, relevance)
    assert not is_vouched(bad, network)
    with pytest.raises(InvalidRequestError, match="finite number"):
        medical_backend.query_subgraph("medical", bad)
    # paths not seen before: the query is checked whole, refused, and none of its paths kept
    keyword_context._VALID_PATHS.clear()
    keyword_context._vouch_if_valid(bad, disease, network, relevance)
    assert not is_vouched(bad, network) and not keyword_context._VALID_PATHS._items
    # a question holding a lone surrogate: the runs its pieces and words come from leave it out
    # (not a word character), so the query holds valid text only, as the backend finds too
    disease, odd, relevance = _query(network, "糖尿病会引起眼睛的\ud800什么问题")
    assert relevance.valid_text
    keyword_context._vouch_if_valid(odd, disease, network, relevance)
    assert is_vouched(odd, network)
    assert KnowledgeBackend._parse_subgraph_query(odd, network) is odd


def test_a_query_vouched_for_one_network_object_is_validated_for_another(medical_backend):
    network = medical_backend.get_network("medical")
    disease, query, relevance = _query(network, "糖尿病有什么症状")
    keyword_context._vouch_if_valid(query, disease, network, relevance)
    assert is_vouched(query, network)
    reloaded = KnowledgeNetwork.model_validate(network.model_dump())
    assert not is_vouched(query, reloaded)
    calls: list = []
    real = KnowledgeBackend._parse_subgraph_query

    class Counting(type(medical_backend)):
        @staticmethod
        def _parse_subgraph_query(q, n):
            calls.append(q)
            return real(q, n)

    counting = Counting(medical_backend.directory)
    counting._parsed_subgraph_query(query, reloaded)
    assert calls == [query]
    calls.clear()
    counting._parsed_subgraph_query(query, network)
    assert calls == []


def test_a_name_property_holding_numbers_is_not_vouched_for():
    network = KnowledgeNetwork.model_validate({
        "id": "numbers", "name": "numbers",
        "object_types": [
            {"id": "disease", "name": "疾病", "primary_keys": ["disease_id"], "display_key": "disease_name",
             "data_properties": [{"name": "disease_id", "type": "varchar"}, {"name": "disease_name", "type": "varchar"}]},
            {"id": "code", "name": "编码", "primary_keys": ["code_id"], "display_key": "code_number",
             "data_properties": [{"name": "code_id", "type": "varchar"},
                                 {"name": "code_number", "type": "integer", "condition_operations": ["==", "in"]}]},
        ],
        "relation_types": [{"id": "coded_as", "name": "编码", "source_object_type_id": "disease",
                            "target_object_type_id": "code"}],
    })
    disease, query, relevance = _query(network, "糖尿病的编码是 250 还是 E11")
    assert any(path.object_types[1].condition is not None for path in query.relation_type_paths)
    keyword_context._vouch_if_valid(query, disease, network, relevance)
    assert not is_vouched(query, network)
