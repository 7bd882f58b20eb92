"""Instance queries' shortcuts answer as the long way: a repeated unscored query's page read with
its rows in one statement (`NetworkFile._paged_rows`), and a one-`match` query's page sliced from
its terms' ranking kept per file (`TermScores.ranked`). The long way is the same request as a
model the caller owns (parsed and planned anew on every call, nothing kept for it), a one-`match`
query scored and ranked by select_instances' general path."""

from __future__ import annotations

import random

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_bm25 import unique_terms
from core.backends.sqlite_store import NetworkFile, _rank_scores, match_table
from core.models.query import InstanceQuery
from core.text import char_bigrams
from differential_requests import random_instance_query, sample_names, wire
from test_floor_fast_paths import _count_statements

QUESTION_WORDS = ["上气道梗阻", "糖尿病有哪些并发症", "感冒", "高血压的症状", "肺炎", "头痛发热", "急性胰腺炎",
                  "哮喘", "ct检查", "维生素B12缺乏", "痛", "哈哈哈大笑", "?!", "HIV"]


def _long_way(backend: SqliteBackend, kn_id: str, type_id: str, body: dict) -> str:
    """The request as a model of the caller's (nothing kept for it), a one-`match` query scored
    and ranked by select_instances' general scoring path."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(NetworkFile, "_single_match", staticmethod(lambda layout, query: None))
        return wire(backend.query_instances(kn_id, type_id, InstanceQuery.model_validate(body)))


def _match_bodies(rng: random.Random, network, names: dict[str, list]) -> list[tuple[str, dict]]:
    """One-`match` bodies over every match field: names, cut names, question words; every sort
    the shortcut takes and two it does not, pages past the first, picked properties."""
    bodies = []
    for ot in network.object_types:
        fields = [p.name for p in ot.data_properties if "match" in p.operations]
        for field in fields:
            for _ in range(4):
                pool = [str(n) for n in names.get(ot.id, [])] + QUESTION_WORDS
                text = rng.choice(pool)
                if rng.random() < 0.5:
                    text = text[: rng.randint(1, max(1, len(text)))]
                body: dict = {"condition": {"operation": "match", "field": field, "value": text},
                              "limit": rng.choice([1, 3, 10, 50])}
                body["sort"] = rng.choice([None, [{"field": "_score", "direction": "desc"}],
                                           [{"field": "_score", "direction": "asc"}],
                                           [{"field": ot.property_names[-1], "direction": "desc"}]])
                if body["sort"] is None:
                    del body["sort"]
                if rng.random() < 0.3:
                    body["search_after"] = [rng.choice([1, 3, 10, 200])]
                if rng.random() < 0.2:
                    body["properties"] = rng.sample(ot.property_names, min(2, len(ot.property_names)))
                if rng.random() < 0.3:
                    body["need_total"] = True
                bodies.append((ot.id, body))
    return bodies


@pytest.mark.parametrize("kn_id", ["clinic", "medical"])
def test_repeated_instance_queries_answer_as_the_long_way_warm_and_cold(kn_id, request):
    backend: SqliteBackend = request.getfixturevalue(f"{kn_id}_backend")
    network = backend.get_network(kn_id)
    names = sample_names(backend, kn_id)
    nf = backend.open(kn_id)
    rng = random.Random(14)
    bodies = [random_instance_query(rng, network, names) for _ in range(80 if kn_id == "clinic" else 60)]
    bodies += _match_bodies(rng, network, names)
    rng.shuffle(bodies)
    ranked = 0
    for type_id, body in bodies:
        expected = _long_way(backend, kn_id, type_id, body)
        for cold in (False, True, False, False):
            if cold:  # every kept term and ranking forgotten: read again from the postings or FTS5
                nf._term_scores.clear()
            assert wire(backend.query_instances(kn_id, type_id, body)) == expected, (type_id, body, cold)
        ranked += bool(nf._term_scores._ranked)
    assert ranked > 10  # the one-match shortcut was taken
    assert len(nf._match_pages) > 10  # and repeated ones answered from their kept page


def test_ranking_is_the_ranked_sum_of_the_terms_scores(medical_backend: SqliteBackend):
    nf = medical_backend.open("medical")
    scores = nf._term_scores
    tables = sorted({match_table(layout, prop) for layout in nf.layout.values() for prop in layout.match})
    rng = random.Random(3)
    compared = 0
    for text in QUESTION_WORDS + ["".join(rng.sample("糖尿病高血压感冒头痛发热肺炎胃癌咳嗽", 5)) for _ in range(10)]:
        terms = unique_terms(char_bigrams(text))
        for table in rng.sample(tables, 12):
            ranking = scores.ranked(table, terms)
            summed = scores.scores(table, list(terms))
            assert ranking is not None
            assert ranking.rids.tolist() == _rank_scores(summed, len(summed), [])
            assert ranking.scores.tolist() == [summed[rid] for rid in ranking.rids.tolist()]  # the same floats
            assert scores.ranked(table, terms) is ranking  # kept
            compared += len(summed)
    assert compared > 100
    scores.clear()
    assert not scores._ranked


def test_an_equality_page_comes_with_its_rows_and_a_trigram_page_does_not(medical_backend, monkeypatch):
    """`==` on an indexed name reads its page's rows in its page statement; a `contain`
    (trigram look-up) and an `in` (ordered in a temporary B-tree) keep the page statement and
    the fetch apart. Each answers as the long way."""
    seen = _count_statements(monkeypatch)
    cases = [({"operation": "==", "field": "disease_name", "value": "上气道梗阻"}, 1),
             ({"operation": "contain", "field": "disease_name", "value": "气道梗阻"}, 2),
             ({"operation": "in", "field": "disease_name", "value": ["感冒", "肺炎", "上气道梗阻"]}, 2)]
    for condition, statements in cases:
        body = {"condition": condition, "limit": 10}
        expected = _long_way(medical_backend, "medical", "disease", body)
        medical_backend.query_instances("medical", "disease", body)  # planned
        seen.clear()
        assert wire(medical_backend.query_instances("medical", "disease", body)) == expected
        assert len(seen) == statements, (condition, seen)
