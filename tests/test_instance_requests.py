"""Instance recall's requests built as vouched models (core.search.instances.request_bodies) are
exactly what the backend parses from the plain bodies, and the backend answers them exactly as it
answers the plain bodies; whatever cannot be vouched for goes as plain bodies and is validated."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import core.search.instances as instances
from core.backends.base import KnowledgeBackend
from core.backends.sqlite import SqliteBackend
from core.exceptions import InvalidRequestError
from core.models.query import InstanceQuery
from core.models.types import is_vouched, trusted, vouch
from core.search.config import RetrievalConfig
from core.search.instances import (
    build_sub_conditions, recall_instances, request_bodies, searchable_fields, signal_requests,
)

DEV = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
ODD_QUESTIONS = [" 糖尿病 ", "a\tb\nc", "'\"%_*\\ OR 1=1 --", "😀 头痛", "x" * 3000, "NEAR(a b)", "AND", "0"]


def _questions(count: int) -> list[str]:
    lines = DEV.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["question"] for line in lines[:count]] + ODD_QUESTIONS


def _fields_set_tree(model) -> list:
    """Every nested model's type and fields set, and the type of every field value."""
    out = [type(model).__name__, sorted(model.__pydantic_fields_set__)]
    for name, value in model.__dict__.items():
        items = value if isinstance(value, list) else [value]
        for item in items:
            out.append(_fields_set_tree(item) if hasattr(item, "__pydantic_fields_set__") else (name, type(item).__name__))
    return out


def _configs():
    base = RetrievalConfig().semantic_instance_retrieval
    yield base
    for update in ({"per_type_instance_limit": 1}, {"per_type_instance_limit": 7, "initial_candidate_count": 1},
                   {"max_semantic_sub_conditions": 1}, {"max_semantic_sub_conditions": 3},
                   {"max_semantic_sub_conditions": 100, "initial_candidate_count": 10000}):
        yield base.model_validate({**base.model_dump(), **update})


def _cases(backend: SqliteBackend, questions: list[str], seed: int = 14):
    rng = random.Random(seed)
    network = backend.get_network("medical")
    for cfg in _configs():
        for ot in network.object_types:
            fields = searchable_fields(ot)
            if not fields:
                continue
            for question in questions:
                chosen = fields if rng.random() < 0.5 else rng.sample(fields, rng.randint(1, len(fields)))
                subs = build_sub_conditions(chosen, question.strip(), cfg, ot.display_key or ot.name_field)
                yield ot, question.strip(), chosen, cfg, [c for _, c in signal_requests(subs)]


def test_vouched_requests_equal_what_the_backend_parses(medical_backend: SqliteBackend):
    compared = 0
    for ot, question, fields, cfg, conditions in _cases(medical_backend, _questions(12)):
        models = request_bodies(ot, question, fields, cfg, conditions)
        assert len(models) == len(conditions)
        for model, condition in zip(models, conditions):
            body = {"condition": condition, "limit": cfg.initial_candidate_count}
            parsed = KnowledgeBackend._parse_instance_query(json.loads(json.dumps(body)), ot)
            assert isinstance(model, InstanceQuery) and is_vouched(model, ot)
            assert model == parsed
            assert model.model_dump_json() == parsed.model_dump_json()
            # what the KWeaver backend sends
            assert model.model_dump(mode="json", exclude_none=True) == parsed.model_dump(mode="json", exclude_none=True)
            assert _fields_set_tree(model) == _fields_set_tree(parsed)
            compared += 1
    assert compared > 1000


def test_the_backend_answers_vouched_requests_as_it_answers_the_plain_bodies(medical_backend: SqliteBackend):
    network = medical_backend.get_network("medical")
    cases = list(_cases(medical_backend, _questions(6), seed=7))
    random.Random(3).shuffle(cases)
    for ot, question, fields, cfg, conditions in cases[:150]:
        models = request_bodies(ot, question, fields, cfg, conditions)
        bodies = [{"condition": c, "limit": cfg.initial_candidate_count} for c in conditions]
        assert all(is_vouched(m, network.object_type(ot.id)) for m in models)
        trusted_results = medical_backend.query_instances_batch("medical", ot.id, models)
        plain_results = medical_backend.query_instances_batch("medical", ot.id, bodies)
        for a, b in zip(trusted_results, plain_results):
            assert (a.datas, a.total_count, a.search_after) == (b.datas, b.total_count, b.search_after), question


def test_recall_with_vouched_requests_equals_recall_with_plain_bodies(medical_backend: SqliteBackend, monkeypatch):
    network = medical_backend.get_network("medical")
    config = RetrievalConfig()
    cfg, pf = config.semantic_instance_retrieval, config.property_filter
    questions = _questions(15)
    vouched = [recall_instances(medical_backend, "medical", network.object_types, q.strip(), cfg, pf) for q in questions]
    monkeypatch.setattr(instances, "request_bodies",
                        lambda ot, query, fields, cfg, conditions: [{"condition": c, "limit": cfg.initial_candidate_count}
                                                                    for c in conditions])
    plain = [recall_instances(medical_backend, "medical", network.object_types, q.strip(), cfg, pf) for q in questions]
    for q, a, b in zip(questions, vouched, plain):
        assert [n.model_dump() for n in a.nodes] == [n.model_dump() for n in b.nodes], q
        assert (a.failures, json.dumps(a.trace, ensure_ascii=False)) == (b.failures, json.dumps(b.trace, ensure_ascii=False)), q
    assert any(r.nodes for r in vouched)


def test_a_repeated_question_sends_the_same_models(medical_backend: SqliteBackend):
    ot, question, fields, cfg, conditions = next(_cases(medical_backend, ["肺炎需要做什么检查"]))
    first = request_bodies(ot, question, fields, cfg, conditions)
    assert [id(m) for m in request_bodies(ot, question, fields, cfg, conditions)] == [id(m) for m in first]
    copy = ot.model_copy()  # another schema object (a reloaded network): new models, vouched for it only
    again = request_bodies(copy, question, fields, cfg, conditions)
    assert again == first and again[0] is not first[0]
    assert is_vouched(again[0], copy) and not is_vouched(again[0], ot)


def test_questions_and_shapes_that_cannot_be_vouched_for_go_as_plain_bodies(medical_backend: SqliteBackend):
    network = medical_backend.get_network("medical")
    ot, _, fields, cfg, _ = next(_cases(medical_backend, ["感冒"]))
    for question in ("bad \ud800 text", "   "):
        conditions = [c for _, c in signal_requests(build_sub_conditions(fields, question, cfg, ot.display_key))]
        bodies = request_bodies(ot, question, fields, cfg, conditions)
        assert all(isinstance(b, dict) for b in bodies)
        with pytest.raises(InvalidRequestError, match="condition"):
            medical_backend.query_instances_batch("medical", ot.id, bodies)
    # a configuration built without validation whose k the backend refuses
    bad = cfg.model_copy(update={"per_type_instance_limit": 20000})
    conditions = [c for _, c in signal_requests(build_sub_conditions(fields, "感冒", bad, ot.display_key))]
    bodies = request_bodies(ot, "感冒", fields, bad, conditions)
    assert all(isinstance(b, dict) for b in bodies)
    with pytest.raises(InvalidRequestError, match="k must be an integer from 1 to 10000"):
        medical_backend.query_instances_batch("medical", ot.id, bodies)
    assert network.object_type(ot.id) is ot


def test_a_vouched_model_is_validated_for_any_other_schema_object(medical_backend: SqliteBackend):
    network = medical_backend.get_network("medical")
    ot = next(o for o in network.object_types if searchable_fields(o))
    condition = instances.trusted_condition({"operation": "==", "field": "no_such_field", "value": "x"})
    model = trusted(InstanceQuery, None, condition=condition, limit=5, need_total=False, properties=None,
                    sort=None, search_after=None)
    vouch(model, ot.model_copy())  # vouched for another object than the backend's type
    with pytest.raises(InvalidRequestError, match="no_such_field"):
        medical_backend.query_instances("medical", ot.id, model)
    other = next(o for o in network.object_types if o.id != ot.id)
    good = request_bodies(ot, "感冒", searchable_fields(ot), RetrievalConfig().semantic_instance_retrieval,
                          [{"operation": "match", "field": searchable_fields(ot)[0].name, "value": "感冒"}])
    assert is_vouched(good[0], ot) and not is_vouched(good[0], other)
