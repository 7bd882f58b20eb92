"""A one-`match` query's ranking made from the packed postings in arrays (`TermPostings.ranking`)
equals the ranking of the term-by-term sums (`TermScores.scores`, one FTS5 `MATCH` per term, ranked
by `_rank_scores`): the same rids in the same order and the same float bits, on random networks
(random names over a small alphabet, so bigrams recur, repeat and overlap) with random words, and
on every match table of the demo network. Requests through the public API answer as the general
scoring path with the postings mapped."""

from __future__ import annotations

import random
import struct

import numpy as np
import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_bm25 import _SAFE_TOKEN, RowSums, TermLists, TermPostings, TermScores, unique_terms
from core.backends.sqlite_store import NetworkBuilder, NetworkFile, _rank_scores, match_table
from core.models.network import KnowledgeNetwork
from core.models.query import InstanceQuery
from core.text import char_bigrams
from conftest import CLINIC
from differential_requests import wire

ALPHABET = "上气道梗阻感冒肺炎糖尿病高血压头痛发热咳嗽哮喘"


def _bits(values: list[float]) -> list[bytes]:
    return [struct.pack("<d", v) for v in values]


def _random_name(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.7:
        return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 9)))
    if kind < 0.8:  # doubled characters: a bigram of one character, counted twice in a row
        return rng.choice(ALPHABET) * rng.randint(2, 5)
    if kind < 0.9:
        return " ".join("".join(rng.choice("abcde") for _ in range(rng.randint(1, 3))) for _ in range(rng.randint(1, 3)))
    return rng.choice(ALPHABET) + "、" + "".join(rng.choice(ALPHABET) for _ in range(rng.randint(2, 6)))


def _random_words(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.6:
        return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 12)))
    if kind < 0.7:
        return rng.choice(["ab cd", "abc", "e", "Ab", "上气道梗阻abc", "?!", "咳咳咳", "ⅡⅡ型"])
    if kind < 0.85:  # words the tables hold and words they lack
        return "".join(rng.choice(ALPHABET + "的是我们") for _ in range(rng.randint(2, 8)))
    return chr(rng.randint(0x4E00, 0x9FA5)) * rng.randint(1, 3)


def _random_network(path, rng: random.Random) -> None:
    network = KnowledgeNetwork.model_validate(CLINIC)
    builder = NetworkBuilder(network, source="tests", fingerprint=f"random-{rng.random()}")
    count = rng.randint(20, 400)
    builder.add_instances("disease", [
        {"disease_id": f"d{i}", "disease_name": _random_name(rng), "age": rng.choice([None, "儿童", "成人"]),
         "rate": rng.random(), "period_days": rng.randint(1, 60)} for i in range(count)])
    builder.add_instances("symptom", [{"symptom_id": f"s{i}", "symptom_name": _random_name(rng)}
                                      for i in range(rng.randint(1, 60))])
    builder.add_instances("department", [{"department_id": "p1", "department_name": "呼吸内科"}])
    builder.write(path)


def _assert_rankings_equal(nf: NetworkFile, texts: list[str]) -> tuple[int, int]:
    """Every match table of `nf`: the postings' ranking against the term-by-term one. Returns the
    rows compared and how many of them tie with the row before (the order then by rid)."""
    rows = lambda table: nf._top_matches.table_stats(table)[0]  # noqa: E731
    plain = TermScores(nf.execute, rows)  # no term lists: every term read from FTS5 alone
    sums = RowSums()
    compared = ties = 0
    for table in sorted({match_table(layout, prop) for layout in nf.layout.values() for prop in layout.match}):
        postings = TermPostings.build(nf.execute, table)
        for text in texts:
            terms = unique_terms(char_bigrams(text))
            if not terms:  # `TermScores.ranked` ranks nothing then
                continue
            ranking = postings.ranking(terms, sums)
            if ranking is None:  # a term FTS5 might tokenise otherwise: read from FTS5 instead
                assert not all(_SAFE_TOKEN.match(t) for t in terms), terms
                continue
            summed = plain.scores(table, list(terms))
            expected = _rank_scores(summed, len(summed), [])
            assert ranking.rids.dtype == np.int64 and ranking.scores.dtype == np.float64
            assert ranking.rids.tolist() == expected, (table, text)
            assert _bits(ranking.scores.tolist()) == _bits([summed[rid] for rid in expected]), (table, text)
            compared += len(expected)
            ties += sum(a == b for a, b in zip(ranking.scores.tolist(), ranking.scores.tolist()[1:]))
    return compared, ties


def test_postings_ranking_equals_the_term_by_term_sums_on_random_networks(tmp_path):
    rng = random.Random(41)
    compared = ties = 0
    for k in range(10):
        path = tmp_path / f"random{k}.sqlite"
        _random_network(path, rng)
        nf = NetworkFile(path)
        try:
            rows, tied = _assert_rankings_equal(nf, [_random_words(rng) for _ in range(150)])
        finally:
            nf.close()
        compared, ties = compared + rows, ties + tied
    assert compared > 5000 and ties > 500


def test_postings_ranking_equals_the_term_by_term_sums_on_the_demo(medical_backend):
    rng = random.Random(43)
    nf = medical_backend.open("medical")
    texts = ["上气道梗阻", "糖尿病有哪些并发症", "感冒", "高血压的症状", "头痛发热", "急性胰腺炎", "ct检查",
             "哈哈哈大笑", "痛", "维生素B12缺乏"] + ["".join(rng.sample("糖尿病高血压感冒头痛发热肺炎胃癌咳嗽的症状", 6))
                                                for _ in range(10)]
    compared, ties = _assert_rankings_equal(nf, texts)
    assert compared > 5000 and ties > 100


def test_row_sums_are_zeros_again_and_grow_to_the_largest_rid():
    sums = RowSums()
    rng = np.random.default_rng(7)
    for size in (5, 300, 40, 5000):
        rids = rng.integers(1, size + 1, 3 * size)
        parts = rng.random(len(rids))
        added = sums.add(rids, parts)
        assert len(added) > rids.max()
        expected = np.zeros(len(added))
        for rid, part in zip(rids.tolist(), parts.tolist()):  # one after another, in order
            expected[rid] = expected[rid] + part
        assert _bits(added.tolist()) == _bits(expected.tolist())
        added.put(rids, 0.0)
        assert not added.any()
    assert sums.add(np.array([3]), np.array([0.5])) is added  # the same array, kept per thread


def test_match_requests_answer_as_the_general_path_with_the_postings_mapped(tmp_path):
    """The public API over a random network, its postings built on the first ask: one-`match`
    bodies asked twice (the second from the kept ranking and page) against the same request scored
    by select_instances' general path."""
    rng = random.Random(47)
    path = tmp_path / "networks" / "clinic.sqlite"  # the schema's network id
    path.parent.mkdir()
    _random_network(path, rng)
    backend = SqliteBackend(path.parent)
    nf = backend.open("clinic")
    lists: TermLists = nf._term_scores.term_lists
    lists.postings_after = 1
    lists._directory = lambda: tmp_path / "terms"  # noqa: SLF001 - this test's own cache
    made = []
    original = TermPostings.ranking

    def counted(self, terms, sums):
        made.append(terms)
        return original(self, terms, sums)

    for _ in range(120):
        body = {"condition": {"operation": "match", "field": "disease_name", "value": _random_words(rng)},
                "limit": rng.choice([1, 3, 10, 50])}
        if rng.random() < 0.3:
            body["search_after"] = [rng.choice([1, 3, 10])]
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(TermPostings, "ranking", counted)
            first = wire(backend.query_instances("clinic", "disease", body))
            again = wire(backend.query_instances("clinic", "disease", body))
            nf._term_scores.clear()  # words never asked before
            cold = wire(backend.query_instances("clinic", "disease", body))
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(NetworkFile, "_single_match", staticmethod(lambda layout, query: None))
            long_way = wire(backend.query_instances("clinic", "disease", InstanceQuery.model_validate(body)))
        assert first == again == cold == long_way, body
    assert len(made) > 100  # the postings ranked them


def test_rankings_ask_for_the_postings_once_a_question(medical_backend, tmp_path):
    """A ranking of new terms asks for the table's postings once, as `scores` does: they are
    built on the third question that brings new terms, not sooner."""
    nf = medical_backend.open("medical")
    rows = lambda t: nf._top_matches.table_stats(t)[0]  # noqa: E731
    table = match_table(nf.layout["disease"], "disease_name")
    lists = TermLists(nf.execute, lambda: tmp_path, "ranked", rows)
    scores = TermScores(nf.execute, rows, lists)
    plain = TermScores(nf.execute, rows)
    for asked, question in enumerate(["糖尿病的并发症", "肺炎怎么治疗", "头痛吃什么药", "上气道梗阻"], 1):
        terms = unique_terms(char_bigrams(question))
        ranking = scores.ranked(table, terms)
        expected = plain.ranked(table, terms)
        assert ranking.rids.tolist() == expected.rids.tolist()
        assert _bits(ranking.scores.tolist()) == _bits(expected.scores.tolist())
        assert any(tmp_path.glob("ranked-*.postings")) == (asked >= 3), asked
