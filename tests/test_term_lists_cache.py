"""BM25 term lists kept under $KNX_HOME/cache/terms: a new build of a network removes the lists of
its earlier builds, and nothing else (other networks' lists, a newer build's lists, files of
the older naming)."""

from __future__ import annotations

import os
import time

from conftest import build_clinic

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_bm25 import _SAFE_TOKEN, TermLists
from core.home import knx_home
from core.text import fts_query


def _match_tables(nf) -> list[str]:
    return sorted({f"m{layout.index}_{layout.columns[prop]}" for layout in nf.layout.values() for prop in layout.match})


def test_a_new_build_removes_only_the_lists_of_earlier_builds_of_its_network(medical_backend, tmp_path):
    nf = medical_backend.open("medical")
    rows = lambda table: nf._top_matches.table_stats(table)[0]  # noqa: E731
    tables = _match_tables(nf)[:3]
    old = TermLists(nf.execute, lambda: tmp_path, "a", rows, network="n1", built_ns=100)
    old_terms = {t: set(old.terms(t).keys()) for t in tables[:2]}
    assert len(list(tmp_path.glob("n1-100-a-*.marisa"))) == 2
    other = tmp_path / f"n2-50-x-{tables[0]}-1-v1.marisa"
    legacy = tmp_path / f"0123abcd-{tables[0]}-1-v1.marisa"
    other.write_bytes(b"")
    legacy.write_bytes(b"")

    new = TermLists(nf.execute, lambda: tmp_path, "b", rows, network="n1", built_ns=200)
    assert set(new.terms(tables[0]).keys()) == old_terms[tables[0]]
    assert not list(tmp_path.glob("n1-100-*.marisa"))  # the earlier build's lists are gone
    assert other.exists() and legacy.exists()
    # a process still on the earlier build keeps reading its mapped lists, and writing one
    # more list of its own never removes the newer build's
    assert {t: set(old.terms(t).keys()) for t in tables[:2]} == old_terms
    old.terms(tables[2])
    assert len(list(tmp_path.glob("n1-200-b-*.marisa"))) == 1
    assert len(list(tmp_path.glob("n1-100-a-*.marisa"))) == 1


def test_rebuilding_a_network_file_leaves_one_build_of_lists(tmp_path):
    directory = tmp_path / "networks"
    directory.mkdir()
    path = directory / "clinic.sqlite"
    cache = knx_home() / "cache" / "terms"

    def search_and_list() -> set[str]:
        backend = SqliteBackend(directory)
        nf = backend.open("clinic")
        rows = lambda table: nf._top_matches.table_stats(table)[0]  # noqa: E731
        lists = TermLists.for_file(nf.execute, path, nf.meta, rows)
        tables = _match_tables(nf)
        assert tables
        lists.postings_after = 1
        for table in tables:
            assert lists.terms(table) is not None
            # this build's packed postings equal FTS5's reads (held terms and absent words)
            postings = lists.postings(table)
            for term in list(postings.trie.keys()) + ["呼吸", "哮喘", "xyz"]:
                if _SAFE_TOKEN.match(term):
                    rows_read = nf.execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?",
                                           (fts_query([term]),))
                    assert postings.part(term) == (tuple(r for r, _ in rows_read),
                                                   tuple(float(v) for _, v in rows_read)), (table, term)
        prefix = lists._prefix.split("-")[0]
        names = {p.name for p in cache.glob(f"{prefix}-*.marisa")} | {p.name for p in cache.glob(f"{prefix}-*.postings")}
        backend.forget("clinic")
        return names

    build_clinic(path)
    first = search_and_list()
    assert first
    time.sleep(0.01)
    path.unlink()
    build_clinic(path)
    os.utime(path, ns=(time.time_ns(), time.time_ns()))
    second = search_and_list()
    assert second and not first & second  # the new build's lists only
    assert len(second) == len(first)
