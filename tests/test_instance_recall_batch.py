"""kn_search's instance recall sends each object type's signals as one batch; on the embedded
backend the batch fetches every instance once. Differential: the same searches answered query by
query (the interface's default batch) give the same responses, traces included."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from core.backends.base import KnowledgeBackend
from core.backends.sqlite import SqliteBackend
from core.search.service import kn_search


def _without_timings(value: Any) -> Any:
    """The response without what differs between two backends' first calls: timings, and where
    the linker's dictionary came from (built by the first, read from disk by the second)."""
    if isinstance(value, dict):
        return {k: _without_timings(v) for k, v in value.items()
                if k not in ("timing", "origin") and not k.endswith("_ms")}
    if isinstance(value, list):
        return [_without_timings(v) for v in value]
    return value


class OneByOne(SqliteBackend):
    """The embedded backend answering a batch query by query."""

    _query_instances_batch = KnowledgeBackend._query_instances_batch


def test_batched_recall_equals_query_by_query(medical_backend: SqliteBackend):
    path = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
    questions = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    one_by_one = OneByOne(medical_backend.directory)
    for question in random.Random(11).sample(questions, 25):
        body = {"query": question, "kn_id": "medical", "debug": True}
        batched = _without_timings(kn_search(medical_backend, body).model_dump())
        single = _without_timings(kn_search(one_by_one, body).model_dump())
        assert batched == single, question
        assert batched["nodes"], question


def test_a_batch_fails_on_its_first_bad_query_as_alone(medical_backend: SqliteBackend):
    from core.exceptions import InvalidRequestError
    import pytest

    good = {"condition": {"operation": "match", "field": "disease_name", "value": "肺炎"}, "limit": 3}
    bad = {"condition": {"operation": "match", "field": "no_such_field", "value": "肺炎"}, "limit": 3}
    with pytest.raises(InvalidRequestError) as batched:
        medical_backend.query_instances_batch("medical", "disease", [good, bad, good])
    with pytest.raises(InvalidRequestError) as alone:
        medical_backend.query_instances("medical", "disease", bad)
    assert str(batched.value) == str(alone.value)
    results = medical_backend.query_instances_batch("medical", "disease", [good, good])
    assert [r.datas for r in results] == [medical_backend.query_instances("medical", "disease", good).datas] * 2
    assert results[0].datas[0] is not results[1].datas[0]
