"""Three shortcuts of a keyword round against the long way, on random requests: totals of short
pages known without a `COUNT(*)` (`sqlite_store._short_page_total`), an instance result's rows
read without making `datas` (`sqlite_results.instance_rows_of`) and keyword requests validated
once per content other than the session id (`service._kept_keyword_request`). The whole round
with all three is compared with the long way in tests/test_keyword_context_paths.py."""

from __future__ import annotations

import random
from typing import Any

import pytest
from differential_requests import random_instance_query, random_subgraph, sample_names, wire

from core.backends import sqlite_store
from core.backends.sqlite_results import instance_rows_of
from core.exceptions import KnxError
from core.models.query import DISPLAY, INSTANCE_ID, INSTANCE_IDENTITY
from core.retrieval import service
from core.retrieval.models import RetrievalRequest


def _counted(fn: Any) -> Any:
    """`fn()` with every total counted by its statement."""
    saved = sqlite_store._short_page_total
    sqlite_store._short_page_total = lambda offset, found, limit: None
    try:
        return fn()
    finally:
        sqlite_store._short_page_total = saved


@pytest.mark.parametrize("kn_id", ["clinic", "medical"])
def test_totals_of_short_pages_equal_the_counted_ones(kn_id, clinic_backend, medical_backend):
    backend = clinic_backend if kn_id == "clinic" else medical_backend
    network = backend.get_network(kn_id)
    names = sample_names(backend, kn_id)
    rng = random.Random(11)
    short = 0
    for _ in range(300):
        type_id, body = random_instance_query(rng, network, names)
        body["need_total"] = True
        # pages short, full and past the end, from the start and from an offset
        body["limit"] = rng.choice([1, 2, 5, 10, 200])
        if rng.random() < 0.4:
            body["search_after"] = [rng.choice([0, 1, 3, 10, 500])]
        # the same body parsed again and shared (the kept plan's path) and a fresh dict
        for request in (body, dict(body)):
            try:
                fast = backend.query_instances(kn_id, type_id, request)
            except KnxError as exc:
                with pytest.raises(type(exc)):
                    _counted(lambda: backend.query_instances(kn_id, type_id, request))
                continue
            slow = _counted(lambda: backend.query_instances(kn_id, type_id, request))
            assert (fast.total_count, fast.search_after) == (slow.total_count, slow.search_after), (type_id, body)
            assert wire(fast) == wire(slow)
            short += len(fast.datas) < body["limit"]
    for _ in range(60):
        body = random_subgraph(rng, network, names)
        fast = backend.query_subgraph(kn_id, body)
        assert wire(fast) == wire(_counted(lambda: backend.query_subgraph(kn_id, body))), body
    assert short > 100  # the shortcut was taken


def test_a_short_page_total_needs_no_count():
    total = sqlite_store._short_page_total
    assert total(0, 3, 10) == 3
    assert total(0, 0, 10) == 0
    assert total(20, 4, 10) == 24
    assert total(0, 10, 10) is None  # a full page: more may follow
    assert total(20, 0, 10) is None  # nothing from the offset on: the matches end before it


@pytest.mark.parametrize("kn_id", ["clinic", "medical"])
def test_instance_rows_equal_datas(kn_id, clinic_backend, medical_backend):
    backend = clinic_backend if kn_id == "clinic" else medical_backend
    network = backend.get_network(kn_id)
    names = sample_names(backend, kn_id)
    rng = random.Random(5)
    read = 0
    for _ in range(300):
        type_id, body = random_instance_query(rng, network, names)
        try:
            result = backend.query_instances(kn_id, type_id, body)
        except KnxError:
            continue
        rows = instance_rows_of(result)
        datas = backend.query_instances(kn_id, type_id, body).datas
        if rows is None:  # picked properties or a scored query: read through datas
            assert "properties" in body or "condition" in body
            continue
        assert len(rows) == len(datas)
        for (iid, identity, display, properties), data in zip(rows, datas):
            assert (iid, identity, display) == (data[INSTANCE_ID], data[INSTANCE_IDENTITY], data[DISPLAY])
            assert properties == {k: v for k, v in data.items() if not k.startswith("_")}
            assert [type(v) for v in properties.values()] == \
                [type(data[k]) for k in properties]  # booleans stay bool, 1 stays int
        read += 1
        # the result itself is untouched: its datas are still built on first use
        assert result.datas == datas
        assert instance_rows_of(result) is None  # built: read as any other result
    assert read > 100


_QUERIES = ["上气道梗阻", "  感冒 ", "感冒", "", " ", "\ud800坏", 30, None, "1.5"]
_SESSION_IDS = ["s1", " s1 ", "", "   ", "会话\u3000", "\udcff", 7, None, "x" * 300, ["s"]]


def _random_body(rng: random.Random) -> dict[str, Any]:
    body: dict[str, Any] = {"enable_keyword_context": rng.choice([True, True, True, "true", 1, False])}
    for key, values in (
        ("query", _QUERIES),
        ("kn_ids", [["medical"], "medical", [" medical ", "medical"], [], [""], ["medical", 3], None]),
        ("session_id", _SESSION_IDS),
        ("object_type_id", ["disease", " disease ", "", None, 5]),
        ("compact", [True, False, 1, "yes"]),
        ("contextual_knowledge", [False, True, 0]),
        ("retrieval_config", [None, {}, {"max_instances": 3}]),
        ("unknown_key", [1]),
    ):
        if rng.random() < (0.9 if key in ("query", "kn_ids", "session_id") else 0.3):
            body[key] = rng.choice(values)
    keys = list(body)
    rng.shuffle(keys)  # the key order does not matter to validation, but is part of the kept key
    return {k: body[k] for k in keys}


def _parsed(parse: Any, body: dict[str, Any]) -> tuple[Any, ...]:
    try:
        req = parse(body)
    except KnxError as exc:
        return ("error", type(exc).__name__, exc.to_payload())
    return ("ok", req.model_dump(), sorted(req.model_fields_set), type(req) is RetrievalRequest,
            req.__pydantic_extra__, req.__pydantic_private__)


def test_kept_keyword_requests_equal_validation():
    rng = random.Random(3)
    kept = 0
    for _ in range(3000):
        body = _random_body(rng)
        saved = service._kept_keyword_request
        service._kept_keyword_request = lambda b: None
        try:
            long_way = _parsed(service.parse_request, body)
        finally:
            service._kept_keyword_request = saved
        first, again = _parsed(service.parse_request, body), _parsed(service.parse_request, dict(body))
        assert first == long_way, body
        assert again == long_way, body
        kept += service._kept_keyword_request(body) is not None
    assert kept > 100


def test_a_kept_keyword_request_is_a_copy():
    body = {"query": "感冒", "kn_ids": ["medical"], "session_id": "a", "enable_keyword_context": True,
            "object_type_id": "disease"}
    first = service.parse_request(body)
    first.kn_ids.append("other")
    first.query = "changed"
    second = service.parse_request({**body, "session_id": " b "})
    assert (second.query, second.kn_ids, second.session_id) == ("感冒", ["medical"], "b")
    assert second is not first
