"""An `or` of `match` leaves (kn_search's match signal over a type's name fields) ranked from the
leaves' rankings in arrays (`NetworkFile._match_union`, `TermScores.union_ranked`) answers as
select_instances' scoring path (each leaf's scores in a dict, added leaf by leaf, ranked by
`_rank_scores`): the same rows in the same order with the same `_score`s, totals and next pages,
on random networks and on the demo network's types with several match fields."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkFile
from core.models.query import InstanceQuery
from differential_requests import wire
from test_postings_ranking import _random_network, _random_words


def _long_way(backend, kn_id: str, ot_id: str, body: dict) -> dict:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(NetworkFile, "_match_union", lambda self, layout, query: None)
        return wire(backend.query_instances(kn_id, ot_id, InstanceQuery.model_validate(body)))


def _counted(taken: list) -> object:
    original = NetworkFile._match_union

    def counted(self, layout, query):
        found = original(self, layout, query)
        taken.append(found is not None)
        return found
    return counted


def _or_body(rng: random.Random, fields: list[str], words) -> dict:
    leaves = [{"operation": "match", "field": rng.choice(fields), "value": words()}
              for _ in range(rng.randint(1, 4))]
    body = {"condition": {"operation": "or", "sub_conditions": leaves}, "limit": rng.choice([1, 3, 10, 20, 50])}
    if rng.random() < 0.25:
        body["search_after"] = [rng.choice([1, 3, 10])]
    if rng.random() < 0.2:
        body["need_total"] = True
    return body


def test_match_unions_answer_as_the_scoring_path_on_random_networks(tmp_path):
    rng = random.Random(53)
    taken: list[bool] = []
    for k in range(4):
        path = tmp_path / f"n{k}" / "clinic.sqlite"
        path.parent.mkdir()
        _random_network(path, rng)
        backend = SqliteBackend(path.parent)
        nf = backend.open("clinic")
        nf._term_scores.term_lists.postings_after = 1 + k % 3  # rankings from postings and from FTS5 reads
        nf._term_scores.term_lists._directory = lambda k=k: tmp_path / f"terms{k}"  # noqa: SLF001
        fields = sorted(nf.layout["disease"].match)  # one: the leaves differ in their words
        for _ in range(80):
            body = _or_body(rng, fields, lambda: _random_words(rng))
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(NetworkFile, "_match_union", _counted(taken))
                first = wire(backend.query_instances("clinic", "disease", InstanceQuery.model_validate(body)))
                if rng.random() < 0.3:
                    nf._term_scores.clear()  # words never asked before
                again = wire(backend.query_instances("clinic", "disease", InstanceQuery.model_validate(body)))
            assert first == again == _long_way(backend, "clinic", "disease", body), body
    assert sum(taken) > 500


def test_match_unions_answer_as_the_scoring_path_on_the_demo(medical_backend):
    rng = random.Random(59)
    nf = medical_backend.open("medical")
    dev = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
    questions = [json.loads(line)["question"] for line in dev.read_text(encoding="utf-8").splitlines() if line]
    types = [ot_id for ot_id, layout in sorted(nf.layout.items()) if len(layout.match) >= 2]
    assert types
    taken: list[bool] = []
    compared = rows = 0
    for question in rng.sample(questions, 40) + ["糖尿病", "的", "上气道梗阻", "病症状检查治疗"]:
        for ot_id in types:
            fields = sorted(nf.layout[ot_id].match)
            body = {"condition": {"operation": "or", "sub_conditions": [
                {"operation": "match", "field": f, "value": question} for f in fields]}, "limit": 50}
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(NetworkFile, "_match_union", _counted(taken))
                fast = wire(medical_backend.query_instances("medical", ot_id, InstanceQuery.model_validate(body)))
            assert fast == _long_way(medical_backend, "medical", ot_id, body), (question, ot_id)
            compared += 1
            rows += len(json.loads(fast.split("\n")[0])["datas"])
    assert all(taken) and compared >= 40 and rows > 500


def test_a_leaf_given_twice_or_a_sort_goes_the_scoring_path(medical_backend):
    nf = medical_backend.open("medical")
    ot_id = next(ot_id for ot_id, layout in sorted(nf.layout.items()) if len(layout.match) >= 2)
    field = sorted(nf.layout[ot_id].match)[0]
    leaf = {"operation": "match", "field": field, "value": "糖尿病的并发症"}
    twice = InstanceQuery.model_validate({"condition": {"operation": "or", "sub_conditions": [leaf]}, "limit": 20})
    twice.condition.sub_conditions.append(twice.condition.sub_conditions[0])
    assert nf._match_union(nf.layout[ot_id], twice) is None
    sorted_body = {"condition": {"operation": "or", "sub_conditions": [leaf, leaf]}, "limit": 20,
                   "sort": [{"field": "_score", "direction": "asc"}]}
    assert nf._match_union(nf.layout[ot_id], InstanceQuery.model_validate(sorted_body)) is None
    assert wire(medical_backend.query_instances("medical", ot_id, sorted_body)) == _long_way(
        medical_backend, "medical", ot_id, sorted_body)


def test_a_match_union_keeps_no_ranking(medical_backend):
    """An `or` of `match` leaves keeps nothing for the next search (a new question stays new),
    and reads a one-`match` query's kept ranking of the same terms as it is."""
    nf = medical_backend.open("medical")
    ot_id = next(ot_id for ot_id, layout in sorted(nf.layout.items()) if len(layout.match) >= 2)
    fields = sorted(nf.layout[ot_id].match)
    body = {"condition": {"operation": "or", "sub_conditions": [
        {"operation": "match", "field": f, "value": "糖尿病有哪些并发症"} for f in fields]}, "limit": 20}
    nf._term_scores.clear()
    first = wire(medical_backend.query_instances("medical", ot_id, InstanceQuery.model_validate(body)))
    assert not nf._term_scores._ranked
    for f in fields:  # one-`match` queries of the same words keep their rankings
        medical_backend.query_instances("medical", ot_id, InstanceQuery.model_validate(
            {"condition": {"operation": "match", "field": f, "value": "糖尿病有哪些并发症"}, "limit": 5}))
    kept = dict(nf._term_scores._ranked)
    assert kept
    again = wire(medical_backend.query_instances("medical", ot_id, InstanceQuery.model_validate(body)))
    assert first == again == _long_way(medical_backend, "medical", ot_id, body)
    assert nf._term_scores._ranked == kept
