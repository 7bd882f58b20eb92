"""BM25 term scores read from the packed postings (`TermPostings`) equal FTS5's own, bit for bit:
every term's rows and `-bm25()` against one `MATCH '"term"'` on every bigram table of the demo,
random words, whole questions through `TermScores` against the term-by-term reads, damaged
files (a rebuilt network file: tests/test_term_lists_cache.py)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from core.backends.sqlite_bm25 import _SAFE_TOKEN, TermLists, TermPostings, TermScores
from core.text import char_bigrams, fts_query


def _bigram_tables(nf) -> list[str]:
    names = [row[0] for row in nf.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'm*_c*'", ())]
    return sorted(name for name in names if name.count("_") == 1)


def _fts5(nf, table: str, term: str) -> tuple[tuple[int, ...], tuple[float, ...]]:
    rows = nf.execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?", (fts_query([term]),))
    return tuple(r for r, _ in rows), tuple(float(s) for _, s in rows)


def _random_words(rng: random.Random, count: int) -> list[str]:
    common = "的病症状治疗哪些什么糖尿高血压肺炎感冒头痛发热咳嗽药物检查手术儿童"
    words = []
    for _ in range(count):
        kind = rng.random()
        if kind < 0.6:
            words.append(rng.choice(common) + rng.choice(common))
        elif kind < 0.8:
            words.append(chr(rng.randint(0x4E00, 0x9FA5)) + chr(rng.randint(0x4E00, 0x9FA5)))
        else:
            words.append("".join(rng.choice("abcdehilmnorstu0123") for _ in range(rng.randint(1, 5))))
    return words


def test_postings_equal_fts5_on_every_bigram_table_of_the_demo(medical_backend):
    nf = medical_backend.open("medical")
    rng = random.Random(5)
    tables = _bigram_tables(nf)
    assert len(tables) > 40
    checked = matched = 0
    for table in tables:
        postings = TermPostings.build(nf.execute, table)
        held = list(postings.trie.keys())
        nf.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.rows_{table} USING fts5vocab(main, '{table}', 'row')", ())
        assert held == [row[0] for row in nf.execute(f"SELECT term FROM temp.rows_{table} ORDER BY term", ())] or \
            sorted(held) == sorted(row[0] for row in nf.execute(f"SELECT term FROM temp.rows_{table}", ()))
        # terms the table holds (all of a small table's, a sample of a large one's) and random words
        sample = held if len(held) <= 60 else rng.sample(held, 60)
        for term in sample + _random_words(rng, 15):
            if not _SAFE_TOKEN.match(term):
                continue
            expected = _fts5(nf, table, term)
            assert postings.part(term) == expected, (table, term)
            checked += 1
            matched += bool(expected[0])
    assert checked > 3000 and matched > 2000


def test_postings_file_round_trip_and_damaged_files(medical_backend, tmp_path):
    nf = medical_backend.open("medical")
    layout = nf.layout["disease"]
    table = f"m{layout.index}_{layout.columns['disease_name']}"
    built = TermPostings.build(nf.execute, table)
    path = tmp_path / "p.postings"
    path.write_bytes(built.to_bytes())
    read = TermPostings.from_file(path)
    assert list(read.trie.keys()) == list(built.trie.keys())
    for term in list(built.trie.keys())[::50]:
        assert read.part(term) == built.part(term)
    path.write_bytes(built.to_bytes()[:-4096])
    try:
        TermPostings.from_file(path)
    except ValueError:
        pass
    else:
        raise AssertionError("a cut file was read")
    # a damaged file under the cache name is rebuilt, not read
    rows = lambda t: nf._top_matches.table_stats(t)[0]  # noqa: E731
    lists = TermLists(nf.execute, lambda: tmp_path, "dmg", rows)
    lists.postings_after = 1
    lists.postings(table)
    written = next(tmp_path.glob("dmg-*.postings"))
    written.write_bytes(b"KNXARR01garbage")
    again = TermLists(nf.execute, lambda: tmp_path, "dmg", rows)
    again.postings_after = 1
    term = next(iter(built.trie.keys()))
    assert again.postings(table).part(term) == _fts5(nf, table, term)


def test_question_scores_with_postings_equal_the_term_by_term_reads(medical_backend, tmp_path):
    nf = medical_backend.open("medical")
    rows = lambda t: nf._top_matches.table_stats(t)[0]  # noqa: E731
    executed: list[tuple[str, tuple]] = []

    def execute(sql, params=()):
        executed.append((sql, tuple(params)))
        return nf.execute(sql, params)

    lists = TermLists(execute, lambda: tmp_path, "q", rows)
    lists.postings_after = 1
    fast = TermScores(execute, rows, lists)
    plain = TermScores(nf.execute, rows)  # the long way: one MATCH per term
    path = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
    questions = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    rng = random.Random(23)
    edge = ["ct检查", "维生素B12缺乏", "Asthma 哮喘", "HIV", "痛", "哈哈哈大笑", "Ⅱ型糖尿病", "café 咖啡", "?!"]
    texts = rng.sample(questions, 12) + edge + [" ".join(_random_words(rng, 6)) for _ in range(6)]
    tables = sorted({f"m{layout.index}_{layout.columns[prop]}" for layout in nf.layout.values() for prop in layout.match})
    for table in tables:
        lists.postings(table)
    executed.clear()
    for text in texts:
        terms = char_bigrams(text)
        for table in tables:
            assert list(fast.scores(table, terms).items()) == list(plain.scores(table, terms).items()), (table, text)
    # once a table's postings are mapped, only terms FTS5 might tokenise otherwise are read
    reads = [params[0] for sql, params in executed if "bm25" in sql]
    assert reads and all(not _SAFE_TOKEN.match(query.strip('"')) for query in reads), reads


def test_postings_are_built_on_the_third_ask_and_mapped_by_later_objects(medical_backend, tmp_path):
    nf = medical_backend.open("medical")
    rows = lambda t: nf._top_matches.table_stats(t)[0]  # noqa: E731
    layout = nf.layout["disease"]
    table = f"m{layout.index}_{layout.columns['disease_name']}"
    lists = TermLists(nf.execute, lambda: tmp_path, "late", rows)
    scores = TermScores(nf.execute, rows, lists)
    plain = TermScores(nf.execute, rows)
    for question in ["糖尿病的并发症", "肺炎怎么治疗", "头痛吃什么药"]:
        assert list(scores.scores(table, char_bigrams(question)).items()) == \
            list(plain.scores(table, char_bigrams(question)).items())
        assert (lists.postings(table) is not None) == any(tmp_path.glob("late-*.postings"))
    assert len(list(tmp_path.glob("late-*.postings"))) == 1
    later = TermLists(nf.execute, lambda: tmp_path, "late", rows)
    assert later.postings(table) is not None  # an existing file is mapped on the first ask


def test_matched_rids_are_the_rows_the_or_query_finds(medical_backend, tmp_path):
    """A far end filtered by `match` needs only the rows it finds: from the postings, one union of
    the terms' rows (no score summed, no term kept), the same rows FTS5's OR query finds; terms
    FTS5 might tokenise otherwise, and tables without postings, the long way."""
    nf = medical_backend.open("medical")
    rows = lambda t: nf._top_matches.table_stats(t)[0]  # noqa: E731
    lists = TermLists(nf.execute, lambda: tmp_path, "rids", rows)
    lists.postings_after = 1
    fast = TermScores(nf.execute, rows, lists)
    without = TermScores(nf.execute, rows)  # no postings: the rows of its summed scores
    large = TermScores(nf.execute, rows, lists)
    large.min_rows = 1  # every table read as a large one: FTS5's OR query, scored
    path = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
    questions = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    rng = random.Random(31)
    edge = ["ct检查", "维生素B12缺乏", "Asthma 哮喘", "HIV", "痛", "哈哈哈大笑", "Ⅱ型糖尿病", "café 咖啡", "?!", "症状 症状"]
    texts = rng.sample(questions, 15) + edge + [" ".join(_random_words(rng, 5)) for _ in range(6)]
    tables = sorted({f"m{layout.index}_{layout.columns[prop]}" for layout in nf.layout.values() for prop in layout.match})
    compared = found = 0
    for text in texts:
        terms = char_bigrams(text)
        expr = fts_query(terms)
        for table in tables:
            fts5 = sorted(rid for rid, in nf.execute(f"SELECT rowid FROM {table} WHERE {table} MATCH ?", (expr,))) \
                if expr else []
            kept = len(fast._terms)
            assert fast.matched_rids(table, terms) == fts5, (table, text)
            if all(_SAFE_TOKEN.match(term) for term in terms):  # answered by the postings: nothing summed or kept
                assert len(fast._terms) == kept, (table, text)
            assert without.matched_rids(table, terms) == fts5, (table, text)
            assert large.matched_rids(table, terms) == fts5, (table, text)
            compared += 1
            found += len(fts5)
    assert compared > 1000 and found > 10_000
    assert fast._terms  # the texts holding a term the postings cannot answer went the long way


def test_rids_matching_from_the_postings(medical_backend):
    nf = medical_backend.open("medical")
    layout = nf.layout["symptom"]
    table = f"m{layout.index}_{layout.columns['symptom_name']}"
    postings = TermPostings.build(nf.execute, table)
    one = postings.rids_matching(["头痛"]).tolist()
    two = postings.rids_matching(["头痛", "发热", "头痛"]).tolist()
    assert one == sorted(_fts5(nf, table, "头痛")[0]) and len(one) > 10
    assert two == sorted(set(one) | set(_fts5(nf, table, "发热")[0]))
    assert postings.rids_matching(["㐀㐀", "zzzz"]).tolist() == []  # no such terms
    assert postings.rids_matching(["头痛", "Ⅱ型"]) is None  # not a term FTS5 keeps as written: read from FTS5
    assert postings.rids_matching(["头痛\x00发热"]) is None
