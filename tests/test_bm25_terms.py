"""`-bm25()` of an OR query summed from cached per-term scores (core.backends.sqlite_bm25
TermScores) against FTS5's own `-bm25()` of the query, bit for bit, on the real medical network."""

from __future__ import annotations

import json
import random
from pathlib import Path

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_bm25 import TermScores
from core.text import char_bigrams, fts_query


def _questions(count: int) -> list[str]:
    path = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
    questions = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    return random.Random(5).sample(questions, count)


# latin words, digits, a doubled character, a lone character, a repeated bigram, nothing indexable
EDGE_CASES = ["ct检查", "维生素B12缺乏", "哈哈哈大笑", "痛", "糖尿病糖尿病的并发症", "Asthma 哮喘", "?!", "HIV"]


def test_summed_term_scores_equal_fts5_bm25_of_the_or_query(medical_backend: SqliteBackend):
    nf = medical_backend.open("medical")
    terms_scores = nf._term_scores
    tables = sorted({f"m{layout.index}_{layout.columns[prop]}" for layout in nf.layout.values() for prop in layout.match})
    assert len(tables) > 50
    compared = matched = 0
    for question in _questions(12) + EDGE_CASES:
        terms = char_bigrams(question)
        expr = fts_query(terms)
        for table in tables:
            # the first time with the terms read, the second from their kept scores
            first, summed = terms_scores.scores(table, terms), terms_scores.scores(table, terms)
            if not expr:
                assert first == summed == {}
                continue
            assert all((table, t) in terms_scores._terms for t in terms)
            rows = nf.execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?", (expr,))
            fts5 = {rid: float(score) for rid, score in rows}
            assert list(summed.items()) == list(fts5.items()), (table, question)  # same floats, same order
            assert list(first.items()) == list(fts5.items()), (table, question)
            compared += 1
            matched += len(fts5)
    assert compared > 1000 and matched > 10_000


def test_each_term_is_read_once_and_kept(medical_backend: SqliteBackend):
    nf = medical_backend.open("medical")
    executed = []

    def execute(sql, params):
        executed.append(params)
        return nf.execute(sql, params)

    terms_scores = TermScores(execute, lambda table: nf._top_matches.table_stats(table)[0])
    layout = nf.layout["symptom"]
    table = f"m{layout.index}_{layout.columns['symptom_name']}"
    terms = char_bigrams("咽喉疼痛伴随发热")
    first = terms_scores.scores(table, terms)
    assert first and len(executed) == len(set(terms)) == len(terms_scores._terms)  # each term read once
    executed.clear()
    assert terms_scores.scores(table, terms) == first and executed == []  # then kept
    rows = nf.execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?", (fts_query(terms),))
    assert list(first.items()) == [(rid, float(score)) for rid, score in rows]
    terms_scores.clear()  # forgotten: read again, to the same scores
    executed.clear()
    assert terms_scores.scores(table, terms) == first and len(executed) == len(set(terms))


def test_large_tables_are_queried_directly(medical_backend: SqliteBackend):
    nf = medical_backend.open("medical")
    terms_scores = TermScores(nf.execute, lambda table: 10**9)  # every table counts as large
    layout = nf.layout["disease"]
    table = f"m{layout.index}_{layout.columns['disease_name']}"
    terms = char_bigrams("急性胰腺炎的症状")
    rows = nf.execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?", (fts_query(terms),))
    for _ in range(3):
        assert terms_scores.scores(table, terms) == {rid: float(score) for rid, score in rows}
    assert not terms_scores._terms


def test_a_page_of_many_scores_is_the_first_of_them_all_ordered():
    """sqlite_store._rank_scores cuts to the items reaching the n-th score before ordering them:
    the page is that of ordering every item (score, then rid), ties and signed zeros included."""
    import heapq

    from core.backends.sqlite_store import _rank_scores
    from core.models.query import Sort

    rng = random.Random(7)
    for _ in range(2000):
        n = rng.randint(1, 60)
        values = [rng.choice([0.0, -0.0, 1.0, 2.5]) if rng.random() < 0.3 else rng.random()
                  for _ in range(rng.randint(0, 400))]
        score_of = {rng.randint(0, 10**6): v for v in values}
        for sort in ([], [Sort(field="_score", direction="desc")], [Sort(field="_score", direction="asc")]):
            sign = 1.0 if sort and sort[0].direction == "asc" else -1.0
            everything = heapq.nsmallest(len(score_of), score_of.items(), key=lambda kv: (sign * kv[1], kv[0]))
            assert _rank_scores(score_of, n, sort) == [rid for rid, _ in everything[:n]]
