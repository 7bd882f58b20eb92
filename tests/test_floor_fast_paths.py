"""The shortcuts that bring the public API close to its own SQL answer exactly as the long way:
an open file's path checked once per window (and at once after this process writes a network),
a repeated instance query answered from its kept statements, and the first hops of paths from
one start set read in one UNION ALL statement."""

from __future__ import annotations

import os
import random

import pytest

import core.backends.sqlite as sqlite_backend
import core.backends.sqlite_store as sqlite_store
from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder, NetworkFile, note_network_written
from core.models.network import KnowledgeNetwork
from differential_requests import random_instance_query, random_subgraph, sample_names, wire

TINY = {
    "id": "tiny", "name": "tiny",
    "object_types": [{"id": "item", "name": "item", "primary_keys": ["no"], "display_key": "title",
                      "data_properties": [{"name": "no", "type": "integer", "condition_operations": ["=="]},
                                          {"name": "title", "type": "varchar", "condition_operations": ["=="]}]}],
}


def _build(path, title: str) -> None:
    builder = NetworkBuilder(KnowledgeNetwork.model_validate(TINY))
    builder.add_instances("item", [{"no": 1, "title": title}])
    builder.write(path)


def _title(backend: SqliteBackend) -> str:
    return backend.query_instances("tiny", "item", {"limit": 1}).datas[0]["title"]


class _Stats:
    """Counts `os.stat` calls of the backend module."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        real = os.stat

        def stat(*args, **kwargs):
            self.calls += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(sqlite_backend.os, "stat", stat)


def _replace_unannounced(backend: SqliteBackend, directory, title: str) -> None:
    """A new file renamed over the network's, as another process's import does: this process
    is not told (the write aside is announced, and checked before the rename)."""
    _build(directory / "aside.sqlite", title)
    backend.open("tiny")
    os.replace(directory / "aside.sqlite", directory / "tiny.sqlite")


def test_an_open_file_is_checked_once_per_window_and_a_replaced_one_seen_after_it(tmp_path, monkeypatch):
    _build(tmp_path / "tiny.sqlite", "旧")
    backend = SqliteBackend(tmp_path)
    assert _title(backend) == "旧"
    monkeypatch.setattr(sqlite_backend, "RECHECK_NS", 10**12)  # a window no test outlasts
    stats = _Stats(monkeypatch)
    for _ in range(20):
        assert _title(backend) == "旧"
    assert stats.calls == 0  # within the window: no stat per call
    _replace_unannounced(backend, tmp_path, "新")
    stats.calls = 0
    # within the window, calls read the file they opened: a complete earlier version
    assert _title(backend) == "旧" and stats.calls == 0
    monkeypatch.setattr(sqlite_backend, "RECHECK_NS", 0)  # the window has passed
    assert _title(backend) == "新"
    assert stats.calls >= 1


def test_a_network_written_by_this_process_is_seen_at_once(tmp_path, monkeypatch):
    _build(tmp_path / "tiny.sqlite", "旧")
    backend = SqliteBackend(tmp_path)
    assert _title(backend) == "旧"
    monkeypatch.setattr(sqlite_backend, "RECHECK_NS", 10**12)
    old = backend.open("tiny")
    _build(tmp_path / "tiny.sqlite", "新")  # NetworkBuilder.write tells this process's backends
    assert _title(backend) == "新"
    assert old.retired and old._connections == []
    # a file put in place some other way, then announced
    _replace_unannounced(backend, tmp_path, "再")
    assert _title(backend) == "新"
    note_network_written()
    assert _title(backend) == "再"


def test_a_deleted_network_is_not_found_once_checked(tmp_path, monkeypatch):
    from core.exceptions import NotFoundError

    _build(tmp_path / "tiny.sqlite", "旧")
    backend = SqliteBackend(tmp_path)
    assert _title(backend) == "旧"
    (tmp_path / "tiny.sqlite").unlink()
    monkeypatch.setattr(sqlite_backend, "RECHECK_NS", 0)
    with pytest.raises(NotFoundError, match="tiny"):
        backend.query_instances("tiny", "item", {})


def test_repeated_requests_answer_as_the_first_time(clinic_backend: SqliteBackend):
    """The first call of a body plans it; later calls of an unscored instance query use the
    kept statements, row plan and properties: every answer the same."""
    network = clinic_backend.get_network("clinic")
    names = sample_names(clinic_backend, "clinic")
    rng = random.Random(41)
    for _ in range(120):
        type_id, body = random_instance_query(rng, network, names)
        answers = {wire(clinic_backend.query_instances("clinic", type_id, body)) for _ in range(3)}
        assert len(answers) == 1, body
    for _ in range(30):
        body = random_subgraph(rng, network, names)
        answers = {wire(clinic_backend.query_subgraph("clinic", body)) for _ in range(2)}
        assert len(answers) == 1, body


def _count_statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    real = NetworkFile.execute

    def execute(nf, sql, params=()):
        seen.append(sql)
        return real(nf, sql, params)

    monkeypatch.setattr(NetworkFile, "execute", execute)
    return seen


@pytest.mark.parametrize("kn_id", ["clinic", "medical"])
def test_first_hops_in_one_statement_equal_one_statement_per_path(kn_id, request, monkeypatch):
    """Random subgraph bodies (1-12 paths from one start set, far-end filters, scoring ones
    included) and keyword context's 1-hop bodies: the same answers with the first hops of a
    start set in one statement, in chunks of two, or one statement per path."""
    from core.retrieval.keyword_context import hops_for, identity_condition, neighbour_query

    backend = request.getfixturevalue("clinic_backend" if kn_id == "clinic" else "medical_backend")
    network = backend.get_network(kn_id)
    names = sample_names(backend, kn_id)
    rng = random.Random(5)
    bodies = [random_subgraph(rng, network, names) for _ in range(60 if kn_id == "clinic" else 25)]
    start = network.object_types[0] if kn_id == "clinic" else network.object_type("disease")
    rels = [r for r in network.relation_types if start.id in (r.source_object_type_id, r.target_object_type_id)]
    found = backend.query_instances(kn_id, start.id, {"limit": 10}).datas
    for count in (1, 3, 10):
        identities = [row["_instance_identity"] for row in found[:count]]
        query, _walked = neighbour_query(start, hops_for(start.id, rels), identity_condition(start, identities),
                                         len(identities))
        bodies.append(query.model_dump(exclude_none=True))
    statements = _count_statements(monkeypatch)
    answers: dict[tuple[int, int], list[str]] = {}
    used: dict[tuple[int, int], int] = {}
    # parts per statement, and reads of the same parts before they are read as one union (1: at once)
    for parts, after in ((100, 1), (2, 1), (1, 1), (100, sqlite_store.UNION_AFTER_READS)):
        monkeypatch.setattr(sqlite_store, "_UNION_PARTS", parts)
        monkeypatch.setattr(sqlite_store, "UNION_AFTER_READS", after)
        backend.open(kn_id)._union_statements.clear()
        statements.clear()
        answers[parts, after] = [wire(backend.query_subgraph(kn_id, body)) for body in bodies]
        used[parts, after] = len(statements)
    assert answers[100, 1] == answers[1, 1]
    assert answers[2, 1] == answers[1, 1]
    assert answers[100, sqlite_store.UNION_AFTER_READS] == answers[1, 1]
    assert used[100, 1] < used[2, 1] < used[1, 1]  # the shortcut ran
    # bodies asked once: their parts read apart, one statement per part as with one part a statement
    assert used[100, sqlite_store.UNION_AFTER_READS] == used[1, 1]


def test_first_hops_read_apart_until_their_union_is_worth_preparing(medical_backend, monkeypatch):
    """Keyword context's 1-hop body from one disease (~25 parts): read one statement per part
    the first UNION_AFTER_READS - 1 times, as one union from then on; every answer the same."""
    from core.retrieval.keyword_context import hops_for, identity_condition, neighbour_query

    network = medical_backend.get_network("medical")
    start = network.object_type("disease")
    rels = [r for r in network.relation_types if start.id in (r.source_object_type_id, r.target_object_type_id)]
    found = medical_backend.query_instances("medical", start.id, {"limit": 2}).datas
    query, _walked = neighbour_query(start, hops_for(start.id, rels),
                                     identity_condition(start, [row["_instance_identity"] for row in found]), 2)
    body = query.model_dump(exclude_none=True)
    medical_backend.open("medical")._union_statements.clear()
    statements = _count_statements(monkeypatch)
    answers, unions, counts = set(), [], []
    for _ in range(sqlite_store.UNION_AFTER_READS + 2):
        statements.clear()
        answers.add(wire(medical_backend.query_subgraph("medical", body)))
        unions.append(sum(" UNION ALL " in sql for sql in statements))
        counts.append(len(statements))
    assert len(answers) == 1
    apart = sqlite_store.UNION_AFTER_READS - 1
    assert unions == [0] * apart + [1] * 3
    assert len(set(counts[:apart])) == 1 and len(set(counts[apart:])) == 1
    assert counts[0] - counts[-1] >= 20  # ~25 parts: one statement each, then one for all


def test_a_far_end_filtered_by_match_is_the_rows_it_finds_without_their_scores(medical_backend, monkeypatch):
    """Keyword context's `match` name filters are far ends: their rows, as the scored filter gives
    them, from the postings' union of the terms' rows (nothing summed or kept per term)."""
    from core.backends.sqlite_bm25 import _SAFE_TOKEN
    from core.models.condition import Condition
    from core.text import char_bigrams

    nf = medical_backend.open("medical")
    lists = nf._term_scores.term_lists
    monkeypatch.setattr(lists, "postings_after", 1)
    words = ["头痛 发热", "糖尿病 并发症", "咳嗽", "儿童 哮喘 吃什么药", "ct检查", "维生素B12缺乏", "Ⅱ型糖尿病", "?!"]
    resolved = 0
    for type_id in ("symptom", "disease", "drugs", "checklist"):
        layout = nf.layout[type_id]
        for prop in [*layout.match, "*"]:  # each name field, and all of them (the best field's rows)
            for text in words:
                cond = Condition.model_validate({"operation": "match", "field": prop, "value": text})
                nf._term_scores.clear()  # no term kept: whatever is read now is kept
                where, params, count = nf._resolved_filter(layout, cond)
                kept = dict(nf._term_scores._terms)
                expected = sorted(nf.evaluate_scoring(layout, cond)[id(cond)])  # the long way: every row's score
                if not expected:
                    assert (where, params, count) == (None, [], 0)
                    continue
                assert count == len(expected) and params == [sqlite_store.json_ints(expected)], (type_id, prop, text)
                if all(_SAFE_TOKEN.match(t) for t in char_bigrams(text)):
                    assert not kept  # answered by the postings
                resolved += 1
    assert resolved > 40


def test_an_in_list_on_a_text_property_is_written_as_text(medical_backend):
    """A text property's `in` list is bound as one JSON array of strings, values of other types
    written as their text (as `==` compares them), whatever the list mixes."""
    from core.models.condition import Condition

    nf = medical_backend.open("medical")
    layout = nf.layout["disease"]
    cond = Condition.model_validate({"operation": "in", "field": "disease_name", "value": ["感冒", 12, 2.5, "肺炎"]})
    where, params = nf.where_clause(layout, cond, "n", {})
    assert params == ['["感冒", "12", "2.5", "肺炎"]'] and "json_each" in where
    found = medical_backend.query_instances("medical", "disease", {"condition": cond.model_dump(), "limit": 10})
    assert sorted(row["disease_name"] for row in found.datas) == ["感冒", "肺炎"]
