"""The shortcuts first-sight kn_search takes give what the plain computations give, bit for bit:
the BM25 reranker's index kept per sorted document list, its kept document tokens, the lexicon's
substring prefetch and the fragment check's verb test."""

from __future__ import annotations

import random

import numpy as np

from core.importers import hygiene
from core.search.concepts import property_document
from core.search.rerankers import BM25Reranker, _SmoothBM25, ranking_tokens


def _plain_scores(query: str, documents: list[str]) -> np.ndarray:
    """rank-bm25 over the documents in the caller's order, tokenised afresh (no cache)."""
    corpus = [ranking_tokens(doc) for doc in documents]
    if not any(corpus):
        return np.zeros(len(documents))
    index = _SmoothBM25(corpus, k1=1.2, b=0.75)
    terms = [t for t in dict.fromkeys(ranking_tokens(query, query=True)) if t in index.idf]
    if not terms:
        return np.zeros(len(documents))
    return np.asarray(index.get_scores(terms), dtype=float)


def test_bm25_scores_of_any_document_order_equal_an_index_in_that_order(medical_backend):
    network = medical_backend.get_network("medical")
    documents = [property_document(p) for ot in network.object_types for p in ot.data_properties]
    documents += documents[:5] + ["", "疾病"]  # repeated and empty documents
    rng = random.Random(11)
    reranker = BM25Reranker()
    questions = ["上气道梗阻有哪些症状", "阿莫西林可以治疗哪些疾病", "糖尿病的并发症", "感冒应该挂哪个科",
                 "药品的不良反应和禁忌", "没有一个词相同 xyz"]
    compared = 0
    for question in questions:
        for _ in range(4):
            rng.shuffle(documents)
            subset = documents[: rng.randint(1, len(documents))]
            fast = reranker.raw_scores(question, subset)
            plain = _plain_scores(question, subset)
            assert fast.tolist() == plain.tolist()  # same floats, same places
            assert reranker.rerank(question, subset) == reranker.rerank(question, list(subset))
            compared += len(subset)
    assert compared > 1000
    # the index is kept once per document set, whatever the order
    shuffled = list(subset)
    rng.shuffle(shuffled)
    assert reranker._index(shuffled) is reranker._index(subset)
    assert len(reranker._cache) <= reranker._cache.maxsize


def test_fragment_verb_test_equals_the_rule_as_written():
    names = ["用于治疗感冒", "治疗", "治疗感", "需要", "需要手术治疗", "应", "应激性溃疡", "感冒", "引起头痛的原因",
             "伴随症状", "伴随", "可用于", "可用于外用", "主要用于消炎", "使用说明书", "应注意休息", "需减少出血",
             "应力性骨折", "应用激素", "应当尽早手术", "需氧菌性肺炎"]
    for name in names:
        expected = any(name.startswith(v) and len(name) - len(v) >= hygiene._MIN_TAIL
                       and (v not in hygiene._ONE_CHAR_MODALS or name[2:3] != "性")
                       for v in hygiene._VERB_START)
        assert ("verb_phrase" in hygiene._check(name)) == (
            expected or (len(name) >= 5 and "的" in name[1:-1] and bool(hygiene._COPULA.match(name)))
        ), name


def test_bm25_scores_from_postings_equal_rank_bm25s_own():
    from rank_bm25 import BM25Okapi

    rng = random.Random(3)
    words = [f"w{i}" for i in range(40)] + ["疾病", "症状", "科室"]
    for _ in range(300):
        corpus = [[rng.choice(words) for _ in range(rng.randint(0, 12))] for _ in range(rng.randint(1, 60))]
        if not any(corpus):
            continue
        query = [rng.choice(words + ["absent"]) for _ in range(rng.randint(1, 8))]
        fast = _SmoothBM25(corpus, k1=1.2, b=0.75)
        plain = _SmoothBM25(corpus, k1=1.2, b=0.75)
        expected = BM25Okapi.get_scores(plain, query)  # rank-bm25's loop over every document
        assert fast.get_scores(query).tolist() == expected.tolist()
        assert fast.get_scores(query).tolist() == expected.tolist()  # postings built once, kept


def _dev_questions(count: int) -> list[str]:
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
    questions = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    return random.Random(17).sample(questions, count)


def test_term_lists_skip_only_terms_fts5_matches_nothing_for(medical_backend, tmp_path):
    """Term scores read with the tables' term lists equal those read term by term, and a term
    left out because its table's list lacks it is one FTS5 matches no row for."""
    from core.backends.sqlite_bm25 import _SAFE_TOKEN, TermLists, TermScores
    from core.text import char_bigrams, fts_query

    nf = medical_backend.open("medical")
    rows = lambda table: nf._top_matches.table_stats(table)[0]  # noqa: E731
    executed: list[str] = []

    def execute(sql, params=()):
        executed.append(sql)
        return nf.execute(sql, params)

    lists = TermLists(execute, lambda: tmp_path, "k1", rows)
    with_lists = TermScores(execute, rows, lists)
    plain = TermScores(nf.execute, rows)
    tables = sorted({f"m{layout.index}_{layout.columns[prop]}" for layout in nf.layout.values()
                     for prop in layout.match})
    edge = ["ct检查", "维生素B12缺乏", "Asthma 哮喘", "HIV", "痛", "哈哈哈大笑", "Ⅱ型糖尿病", "café 咖啡", "?!"]
    skipped = 0
    for question in _dev_questions(15) + edge:
        terms = char_bigrams(question)
        for table in tables:
            before = len(executed)
            assert list(with_lists.scores(table, terms).items()) == list(plain.scores(table, terms).items())
            loads = sum(1 for sql in executed[before:] if "bm25" in sql)
            held = lists.terms(table)
            for term in dict.fromkeys(t for t in terms if t):
                if term not in held:
                    matched = nf.execute(f"SELECT count(*) FROM {table} WHERE {table} MATCH ?", (fts_query([term]),))[0][0]
                    assert matched == 0 or not _SAFE_TOKEN.match(term), (table, term)
            skipped += len(set(t for t in terms if t)) - loads
    assert skipped > 1000  # most of the questions' terms are absent from most tables
    # the lists were written once; another process's lists map the files without a statement
    assert len(list(tmp_path.glob("k1-*.marisa"))) >= len(tables)
    executed.clear()
    again = TermLists(execute, lambda: tmp_path, "k1", rows)
    assert all(set(again.terms(t).keys()) == set(lists.terms(t).keys()) for t in tables[:10])
    assert executed == []
    # another file key (a rebuilt network) reads its own lists
    TermLists(execute, lambda: tmp_path, "k2", rows).terms(tables[0])
    assert any("fts5vocab" in sql for sql in executed)


def test_term_lists_that_cannot_be_read_or_kept_change_nothing(medical_backend, tmp_path):
    from core.backends.sqlite_bm25 import TermLists, TermScores
    from core.text import char_bigrams

    nf = medical_backend.open("medical")
    rows = lambda table: nf._top_matches.table_stats(table)[0]  # noqa: E731
    layout = nf.layout["disease"]
    table = f"m{layout.index}_{layout.columns['disease_name']}"
    terms = char_bigrams("急性胰腺炎有哪些并发症")
    expected = TermScores(nf.execute, rows).scores(table, terms)

    def failing(sql, params=()):
        if "fts5vocab" in sql:
            raise RuntimeError("no vocabulary here")
        return nf.execute(sql, params)

    unreadable = TermLists(failing, lambda: tmp_path, "x", rows)
    assert TermScores(nf.execute, rows, unreadable).scores(table, terms) == expected
    assert unreadable.terms(table) is None
    blocked = tmp_path / "not-a-directory"
    blocked.write_text("a file where the cache directory would go")
    unwritable = TermLists(nf.execute, lambda: blocked, "y", rows)
    assert TermScores(nf.execute, rows, unwritable).scores(table, terms) == expected
    assert unwritable.terms(table) is not None and len(unwritable.terms(table)) > 1000


def test_bm25_rerank_and_score_documents_round_as_written(medical_backend):
    """`rerank` (scores only) and `score_documents` give the raw scores divided by the best and
    both rounded from Python floats of numpy's, as they were first written."""
    network = medical_backend.get_network("medical")
    documents = [property_document(p) for ot in network.object_types for p in ot.data_properties]
    reranker = BM25Reranker()
    for question in ["上气道梗阻有哪些症状", "阿莫西林可以治疗哪些疾病", "药品的不良反应和禁忌", "没有一个词相同 xyz"]:
        raw = reranker.raw_scores(question, documents)
        top = float(raw.max())
        divided = (raw / top) if top > 0 else np.zeros(len(raw))
        expected = [round(float(s), 6) for s in divided]
        result = reranker.score_documents(question, documents)
        assert reranker.rerank(question, documents) == result.scores == expected
        assert result.raw_scores == [round(float(s), 6) for s in raw]
    assert reranker.rerank("症状", []) == [] and reranker.score_documents("症状", []).scores == []
