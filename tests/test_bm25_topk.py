"""Top-n BM25 without scoring every match (core.backends.sqlite_bm25) against FTS5's own ranking
of every matching instance, on the real medical network."""

from __future__ import annotations

import json
import random

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_bm25 import TopMatches
from core.models.query import InstanceQuery
from core.text import char_bigrams


@pytest.fixture()
def forced(medical_backend: SqliteBackend):
    """The medical file with the top-n path taken for every match and no scoring budget, so
    every page it gives must be exactly FTS5's."""
    nf = medical_backend.open("medical")
    top: TopMatches = nf._top_matches
    saved = (top.min_rows, top.min_matches, top.max_scored)
    top.min_rows, top.min_matches, top.max_scored = 0, 0, 10**9
    yield nf
    top.min_rows, top.min_matches, top.max_scored = saved


def _exhaustive(nf, ot, query: InstanceQuery):
    saved = nf._top_bm25
    nf._top_bm25 = lambda *args: None
    try:
        return nf.select_instances(ot, query)
    finally:
        nf._top_bm25 = saved


def _questions(count: int) -> list[str]:
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
    questions = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    return random.Random(3).sample(questions, count)


def test_scores_equal_fts5_bm25_on_every_matched_instance(forced):
    """The re-score reproduces `-bm25()` bit for bit on every instance a question matches."""
    nf = forced
    network = nf.network
    compared = 0
    for question in _questions(6) + ["上气道梗阻", "ct检查", "阿莫西林胶囊"]:
        for ot in network.object_types:
            layout = nf.layout[ot.id]
            for prop in layout.match[:2]:
                leaf = {"operation": "match", "field": prop, "value": question}
                query = InstanceQuery.model_validate({"condition": leaf, "limit": 10_000, "need_total": True})
                new = nf.select_instances(ot, query)
                old = _exhaustive(nf, ot, query)
                assert new.rids == old.rids and new.scores == old.scores, (ot.id, prop, question)
                assert (new.total, new.next_offset) == (old.total, old.next_offset)
                compared += len(old.rids)
    assert compared > 1000


def test_top_pages_of_or_conditions_equal_the_exhaustive_ranking(forced):
    """kn_search's shape (an OR of match leaves over a type's fields), pages and offsets."""
    nf = forced
    rng = random.Random(5)
    checked = 0
    for question in _questions(12):
        for ot in nf.network.object_types:
            fields = nf.layout[ot.id].match
            if not fields:
                continue
            leaves = [{"operation": "match", "field": f, "value": question} for f in fields[:4]]
            cond = leaves[0] if len(leaves) == 1 else {"operation": "or", "sub_conditions": leaves}
            limit = rng.choice([1, 5, 50])
            body = {"condition": cond, "limit": limit, "need_total": True}
            if rng.random() < 0.3:
                body["search_after"] = [rng.choice([1, 5, 10])]
            query = InstanceQuery.model_validate(body)
            new, old = nf.select_instances(ot, query), _exhaustive(nf, ot, query)
            assert (new.rids, new.scores, new.total, new.next_offset) == (
                old.rids, old.scores, old.total, old.next_offset), (ot.id, question, body)
            checked += bool(old.rids)
    assert checked > 50


def test_without_need_total_a_full_page_points_to_the_next(forced, medical_backend):
    leaf = {"operation": "match", "field": "disease_name", "value": "慢性胃炎"}
    first = medical_backend.query_instances("medical", "disease", {"condition": leaf, "limit": 3})
    assert len(first.datas) == 3 and first.total_count is None and first.search_after == [3]
    counted = medical_backend.query_instances("medical", "disease", {"condition": leaf, "limit": 3, "need_total": True})
    assert counted.datas == first.datas and counted.total_count > 3


def test_values_the_tokenizer_might_cut_otherwise_fall_back(forced):
    """A query token outside what the re-score vouches for (a latin letter beyond ASCII) is
    ranked by FTS5 itself."""
    nf = forced
    ot = nf.network.object_type("disease")
    assert not all(t.isascii() for t in char_bigrams("sjögren综合征"))
    leaf = {"operation": "match", "field": "disease_name", "value": "sjögren综合征"}
    query = InstanceQuery.model_validate({"condition": leaf, "limit": 5})
    assert nf._top_bm25(nf.layout[ot.id], query, 5) is None
    assert nf.select_instances(ot, query).rids == _exhaustive(nf, ot, query).rids


def test_a_budget_keeps_the_best_of_the_rarer_tokens(forced):
    """With a budget the page is the best of the candidates read, flagged as not proved exact;
    the scores it shows are still each instance's exact BM25."""
    nf = forced
    top: TopMatches = nf._top_matches
    ot = nf.network.object_type("disease")
    leaf = {"operation": "match", "field": "disease_name", "value": "慢性肺炎有哪些症状"}
    query = InstanceQuery.model_validate({"condition": leaf, "limit": 5})
    nf.select_instances(ot, query)
    assert top.last_exact
    top.max_scored = 50
    budgeted = nf.select_instances(ot, query)
    assert not top.last_exact and len(budgeted.rids) == 5
    everything = _exhaustive(nf, ot, InstanceQuery.model_validate({"condition": leaf, "limit": 10_000}))
    assert all(budgeted.scores[rid] == everything.scores[rid] for rid in budgeted.rids)
    assert list(budgeted.scores.values()) == sorted(budgeted.scores.values(), reverse=True)
