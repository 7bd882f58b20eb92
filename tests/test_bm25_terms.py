"""`-bm25()` of an OR query summed from cached per-term scores (core.backends.sqlite_bm25
TermScores) against FTS5's own `-bm25()` of the query, bit for bit, on the real medical network."""

from __future__ import annotations

import json
import random
from pathlib import Path

from core.backends.sqlite import SqliteBackend
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
            summed = terms_scores.scores(table, terms)
            if not expr:
                assert summed == {}
                continue
            rows = nf.execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?", (expr,))
            fts5 = {rid: float(score) for rid, score in rows}
            assert list(summed.items()) == list(fts5.items()), (table, question)  # same floats, same order
            compared += 1
            matched += len(fts5)
    assert compared > 1000 and matched > 10_000


def test_large_tables_are_queried_directly(medical_backend: SqliteBackend):
    nf = medical_backend.open("medical")
    terms_scores = nf._term_scores
    saved = terms_scores.min_rows
    terms_scores.min_rows = 0  # every table counts as large
    try:
        layout = nf.layout["disease"]
        table = f"m{layout.index}_{layout.columns['disease_name']}"
        before = len(terms_scores._terms)
        scores = terms_scores.scores(table, char_bigrams("急性胰腺炎的症状"))
        assert scores and len(terms_scores._terms) == before
    finally:
        terms_scores.min_rows = saved
