"""A repeated instance-request body is answered from what its first accepted call validated and
planned (`SqliteBackend.query_instances`): the same answers and the same errors as the base
method (`KnowledgeBackend.query_instances`, validating and planning every call) on random
requests, bad bodies, bodies changed in place, a network rebuilt between calls and subclasses
that override a step; its SQL still runs on every call."""

from __future__ import annotations

import copy
import marshal
import os
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from core.backends import sqlite as sqlite_backend
from core.backends.base import KnowledgeBackend
from core.backends.sqlite import KEPT_BODY_BYTES, SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.exceptions import BackendError
from core.models.network import KnowledgeNetwork
from differential_requests import random_instance_query, sample_names, wire
from test_floor_fast_paths import _count_statements


def _base_way(backend: SqliteBackend, kn_id: Any, type_id: Any, body: Any) -> Any:
    """The base method's answer (validated and planned on every call), on a backend of its own,
    so nothing the kept path keeps is shared with it."""
    return KnowledgeBackend.query_instances(backend, kn_id, type_id, body)


def _kept(backend: SqliteBackend, kn_id: str, type_id: str, body: dict) -> Any:
    """What is kept for the request: (weak reference to its file, object type, parsed request,
    page reader, whether the reader is still to be asked for), or None."""
    kept = backend._kept_requests
    return kept.get(marshal.dumps((kn_id, type_id, body), 2)) if kept is not None else None


def _outcome(call) -> tuple:
    """(wire JSON, built datas, fields set, total, next page) of an answer, or the error's
    type, message and suggestion."""
    try:
        result = call()
    except Exception as exc:  # noqa: BLE001 - every error is compared
        return ("error", type(exc), str(exc), getattr(exc, "suggestion", None))
    assert isinstance(result.overall_ms, float) and "overall_ms" in result.model_fields_set
    fields = set(result.model_fields_set)
    dumped = wire(result)
    return ("answer", dumped, result.datas, fields, result.total_count, result.search_after)


def _bad_bodies(network: KnowledgeNetwork) -> list[tuple[Any, Any, Any]]:
    """(kn_id, object type, body) of requests the base method rejects."""
    ot = network.object_types[0]
    name = ot.name_field or ot.primary_keys[0]
    no_match = next((p.name for p in ot.data_properties if "match" not in p.operations), None)
    bodies: list[tuple[Any, Any, Any]] = [
        (network.id, ot.id, {"limit": 0}),
        (network.id, ot.id, {"limit": "ten"}),
        (network.id, ot.id, {"limit": 10**9}),
        (network.id, ot.id, {"unknown": 1}),
        (network.id, ot.id, {"condition": {"operation": "nope", "field": name, "value": "x"}}),
        (network.id, ot.id, {"condition": {"operation": "==", "field": "no_such_field", "value": "x"}}),
        (network.id, ot.id, {"condition": {"operation": "in", "field": name, "value": "not a list"}}),
        (network.id, ot.id, {"properties": ["no_such_field"]}),
        (network.id, ot.id, {"sort": [{"field": "no_such_field", "direction": "asc"}]}),
        (network.id, ot.id, {"search_after": ["x"]}),
        (network.id, ot.id, []),
        (network.id, "no_such_type", {"limit": 3}),
        ("no_such_network", ot.id, {"limit": 3}),
        ("", ot.id, {"limit": 3}),
        ("   ", ot.id, {"limit": 3}),
        (None, ot.id, {"limit": 3}),
        (network.id, None, {"limit": 3}),
    ]
    if no_match is not None:
        bodies.append((network.id, ot.id, {"condition": {"operation": "match", "field": no_match, "value": "x"}}))
    return bodies


@pytest.mark.parametrize("kn_id", ["clinic", "medical"])
def test_repeated_bodies_answer_as_the_base_method(kn_id, request):
    backend: SqliteBackend = request.getfixturevalue(f"{kn_id}_backend")
    base = SqliteBackend(backend.directory)
    network = backend.get_network(kn_id)
    names = sample_names(base, kn_id)
    rng = random.Random(15)
    requests = [(kn_id, *random_instance_query(rng, network, names)) for _ in range(70 if kn_id == "clinic" else 50)]
    # `==` on every name field, the shape the kept page reader answers
    for ot in network.object_types:
        field = ot.name_field or ot.primary_keys[0]
        for value in rng.sample(names.get(ot.id, []) or ["?"], min(3, len(names.get(ot.id, [])) or 1)):
            requests.append((kn_id, ot.id, {"condition": {"operation": "==", "field": field, "value": value},
                                            "limit": rng.choice([1, 10])}))
    requests += _bad_bodies(network)
    rng.shuffle(requests)
    answered = read = 0
    for kn, type_id, body in requests:
        expected = _outcome(lambda: _base_way(base, kn, type_id, body))
        for _ in range(4):  # first call, the call that plans its page, then two from what is kept
            assert _outcome(lambda: backend.query_instances(kn, type_id, body)) == expected, (type_id, body)
        if isinstance(type_id, str) and isinstance(body, dict):
            # accepted bodies are kept, rejected ones never
            kept = _kept(backend, kn, type_id, body)
            assert (kept is not None) == (expected[0] == "answer"), body
            answered += kept is not None
            read += kept is not None and kept[3] is not None  # the last two calls read by its reader
    assert answered > 40 and read > 15


def test_a_kept_body_is_not_validated_again_but_runs_its_sql_every_call(clinic_backend, monkeypatch):
    backend = SqliteBackend(clinic_backend.directory)
    body = {"condition": {"operation": "==", "field": "disease_name", "value": "感冒"}, "limit": 3}
    first = wire(backend.query_instances("clinic", "disease", body))
    lookups: list[str] = []
    real = backend.get_network
    backend.get_network = lambda kn_id: lookups.append(kn_id) or real(kn_id)  # seen per instance only
    statements = _count_statements(monkeypatch)
    for calls in range(1, 5):
        assert wire(backend.query_instances("clinic", "disease", body)) == first
        assert len(statements) == calls  # one statement a call: the page with its rows
    assert lookups == []
    # the same body as another dict object, keys in the same order: the same entry
    assert wire(backend.query_instances("clinic", "disease", copy.deepcopy(body))) == first
    assert lookups == []


def test_a_body_changed_in_place_is_validated_again(clinic_backend):
    backend = SqliteBackend(clinic_backend.directory)
    base = SqliteBackend(clinic_backend.directory)
    body: dict[str, Any] = {"condition": {"operation": "==", "field": "disease_name", "value": "感冒"}, "limit": 3}
    for change in ([("limit", 0)], [("limit", 1)], [("limit", True)], [("limit", 1.0)], [("limit", "1")],
                   [("condition", {"operation": "==", "field": "disease_name", "value": "上气道梗阻"})],
                   [("condition", {"operation": "==", "field": "no_such_field", "value": "x"})],
                   [("condition", {"operation": "==", "field": "disease_name", "value": "感冒"})]):
        for key, value in change:
            body[key] = value
        expected = _outcome(lambda: _base_way(base, "clinic", "disease", body))
        for _ in range(3):
            assert _outcome(lambda: backend.query_instances("clinic", "disease", body)) == expected, body


def test_bodies_that_are_not_plain_data_or_too_large_answer_the_base_way(clinic_backend):
    backend = SqliteBackend(clinic_backend.directory)
    base = SqliteBackend(clinic_backend.directory)

    class Text(str):
        pass

    bodies = [
        {"condition": {"operation": "==", "field": "disease_name", "value": Text("感冒")}, "limit": 3},
        {"condition": {"operation": "in", "field": "disease_id", "value": ("d1", "d2")}, "limit": 3},
        {"condition": {"operation": "in", "field": "disease_id",
                       "value": ["d1"] + [f"x{i:040d}" for i in range(KEPT_BODY_BYTES // 40)]}},
        None,
    ]
    for body in bodies:
        expected = _outcome(lambda: _base_way(base, "clinic", "disease", body))
        for _ in range(3):
            assert _outcome(lambda: backend.query_instances("clinic", "disease", body)) == expected
    assert backend._kept_requests is None


def _rebuild_clinic(directory: Path, spec: dict, diseases: list[dict]) -> None:
    from conftest import CLINIC

    network = KnowledgeNetwork.model_validate({**CLINIC, **spec})
    builder = NetworkBuilder(network)
    builder.add_instances("disease", diseases)
    builder.write(directory / "rebuilt.sqlite")
    os.replace(directory / "rebuilt.sqlite", directory / "clinic.sqlite")


def test_a_network_rebuilt_between_calls_is_validated_and_read_anew(tmp_path):
    from conftest import CLINIC, build_clinic

    build_clinic(tmp_path / "clinic.sqlite")
    backend, base = SqliteBackend(tmp_path), SqliteBackend(tmp_path)
    good = {"condition": {"operation": "==", "field": "disease_name", "value": "感冒"}, "limit": 3}
    aged = {"condition": {"operation": "==", "field": "age", "value": "儿童"}, "limit": 3}
    for _ in range(3):
        assert [r["disease_id"] for r in backend.query_instances("clinic", "disease", good).datas] == ["d4"]
        assert backend.query_instances("clinic", "disease", aged).datas
    old_file = backend.open("clinic")
    # rebuilt without the `age` property and with other rows: `aged`, accepted before, is rejected
    # now; `good` answers from the new rows
    disease = copy.deepcopy(CLINIC["object_types"][0])
    disease["data_properties"] = [p for p in disease["data_properties"] if p["name"] != "age"]
    _rebuild_clinic(tmp_path, {"object_types": [disease, *CLINIC["object_types"][1:]], "relation_types": [],
                               "action_types": []},
                    [{"disease_id": "d9", "disease_name": "感冒"}, {"disease_id": "d1", "disease_name": "x"}])
    for _ in range(3):
        assert _outcome(lambda: backend.query_instances("clinic", "disease", good)) == \
            _outcome(lambda: _base_way(base, "clinic", "disease", good))
        assert [r["disease_id"] for r in backend.query_instances("clinic", "disease", good).datas] == ["d9"]
        rejected = _outcome(lambda: backend.query_instances("clinic", "disease", aged))
        assert rejected[0] == "error" and rejected == _outcome(lambda: _base_way(base, "clinic", "disease", aged))
    assert backend.open("clinic") is not old_file
    # `good` kept again for the new file; `aged`, kept for the old one, is not answered from it
    assert _kept(backend, "clinic", "disease", good)[0]() is backend.open("clinic")
    assert _kept(backend, "clinic", "disease", aged)[0]() is old_file
    # the file deleted: the error `get_network` gives, for a kept body as for any
    (tmp_path / "clinic.sqlite").unlink()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sqlite_backend, "RECHECK_NS", 0)  # the path is checked on every call
        for _ in range(2):
            gone = _outcome(lambda: backend.query_instances("clinic", "disease", good))
            assert gone[0] == "error" and gone == _outcome(lambda: _base_way(base, "clinic", "disease", good))


class _CountingParse(SqliteBackend):
    """Validates every body itself: its override is called on every request."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory)
        self.parsed = 0

    def _parsed_instance_query(self, query, network, object_type):
        self.parsed += 1
        return super()._parsed_instance_query(query, network, object_type)


class _Failing(SqliteBackend):
    def _query_instances(self, network, object_type, query):
        raise BackendError("instance store offline")


def test_subclasses_that_override_a_step_have_it_called_every_time(clinic_backend):
    body = {"condition": {"operation": "==", "field": "disease_name", "value": "感冒"}, "limit": 3}
    counting = _CountingParse(clinic_backend.directory)
    for calls in range(1, 4):
        assert [r["disease_id"] for r in counting.query_instances("clinic", "disease", body).datas] == ["d4"]
        assert counting.parsed == calls
    failing = _Failing(clinic_backend.directory)
    for _ in range(3):
        with pytest.raises(BackendError, match="offline"):
            failing.query_instances("clinic", "disease", body)
    assert counting._kept_requests is None and failing._kept_requests is None


def test_the_floor_benchmark_can_measure_bodies_never_seen(clinic_backend):
    """`bench/sql_floor.py --fresh-bodies` empties what is kept before every call: each call
    validates its body again."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # bench/ is not installed
    from bench.sql_floor import _with_fresh_bodies

    backend = SqliteBackend(clinic_backend.directory)
    body = {"condition": {"operation": "==", "field": "disease_name", "value": "感冒"}, "limit": 3}
    call = _with_fresh_bodies(backend, lambda: backend.query_instances("clinic", "disease", body))
    call()
    lookups: list[str] = []
    real = backend.get_network
    backend.get_network = lambda kn_id: lookups.append(kn_id) or real(kn_id)
    for _ in range(3):
        assert [r["disease_id"] for r in call().datas] == ["d4"]
    assert lookups == ["clinic"] * 3
