"""The first n instances of a `match` by BM25 without scoring every instance that matches.

FTS5 ranks a MATCH by computing BM25 for every row any query token matches: on a 1M-instance
network a question holding a common bigram (哪些, 常见) matches ~180,000 rows per property, and
scoring them is most of a search. A search engine answers the same top-n with MaxScore (Turtle &
Flood, 1995): a query token's contribution to BM25 never reaches `idf × (k1 + 1)`, so once n
candidates are known, an instance holding none of the rarer tokens cannot reach the n-th score
and the postings of the common tokens need not be read at all.

`TopMatches.top` does that over the contentless bigram tables (`m{i}_c{j}`, see
core.backends.sqlite_store):

1. Statistics FTS5's own `bm25()` uses: the table's row count and total token count (its
   "averages" record, `%_data` row 1) and each query token's document frequency (`count(*)` of
   the token alone; kept per table and token, since a network file never changes).
2. Candidates: the instances of the rarest tokens, until n of them are known; the n-th best exact
   score is the threshold; every token whose upper bound, summed with the weaker tokens', stays
   at or below it is non-essential; the instances of the other tokens are fetched too.
3. Exact scores: each candidate's length is FTS5's own (`%_docsize`), its token frequencies
   are counted in its stored value (see `_score`), and BM25 is computed with FTS5's formula,
   term by term in the same order of floating-point operations, so every score is
   bit-identical to `-bm25()` (tests/test_bm25_topk.py compares them on every matched instance
   of the demo network).

An instance that is not a candidate holds only non-essential tokens and scores strictly below the
threshold, so the first n (score descending, rid ascending on ties) are those of the exhaustive
ranking. Values whose bigrams FTS5's `unicode61` tokenizer might cut differently (letters outside
ASCII, CJK characters outside the ranges every Unicode version since 3.2 assigns) make `top`
return None, and the caller ranks exhaustively; so does a query token of that kind.

Two limits keep it where it pays:

- Small tables (under `MIN_ROWS`, every table of the demo network) and queries whose tokens have
  fewer than `MIN_MATCHES` postings in all go to FTS5's exhaustive ranking, which is as fast there.
- At most `MAX_SCORED` instances are read per query. When a common token would have to be read
  past that (no threshold can rule out an instance holding only frequent bigrams), its first
  instances are read (lowest rids, which win ties) and the rest of it only scores candidates: the
  page is then the best of the candidates, with exact scores, and `last_exact` says it was not
  proved complete. On the 1M-instance generated network this happens for most of kn_search's
  per-type queries (tests and docs/performance.md give how close the pages are).

Without `need_total` no total is counted (counting the union of the matches is what this avoids);
the next-page cursor is then given whenever the page is full, as for unscored queries.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import math
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, NamedTuple, Sequence

import marisa_trie
import numpy as np

from core.lru import LRUCache
from core.text import char_bigrams, fts_query

# FTS5's bm25() constants (fts5_aux.c).
K1 = 1.2
B = 0.75
# Tokens unicode61 keeps whole and folds as char_bigrams does: lower-case ASCII words, runs of
# CJK ideographs assigned since Unicode 3.2 (unicode61 classifies characters by its own, older
# tables, so later additions might be separators to it).
_SAFE_WORD = r"(?:[0-9a-z]+|[\u4e00-\u9fa5\u3400-\u4db5\uf900-\ufa2d]+)"
_SAFE_TOKEN = re.compile(_SAFE_WORD + r"\Z")
# Terms each followed by a NUL (which no term holds: checked), every one a `_SAFE_TOKEN`: one
# match for a query's terms instead of one per term.
_SAFE_TERMS = re.compile(rf"(?:{_SAFE_WORD}\x00)+\Z")
# Characters that put a value's bigrams in doubt: latin letters beyond ASCII (char_bigrams keeps
# them in words, unicode61 may fold or split them) and CJK characters char_bigrams takes that
# _SAFE_TOKEN does not.
_UNSURE_CHAR = re.compile(r"[\u00c0-\u024f\u4db6-\u4dbf\u9fa6-\u9fff\ufa2e-\ufaff]")
# Document frequencies kept per file (table, token): a few MB at most.
_DF_CACHE = 50_000
# At most this many instances are read and scored per query (~10 us each in CPython): past it,
# the commonest tokens still to read only score the candidates the rarer ones found, and the page
# is the best of those (`last_exact` is then False).
MAX_SCORED = 2_000
# Below this many postings (the query tokens' document frequencies summed) FTS5's exhaustive
# ranking is as fast as reading candidates here (~10 us each either way): every match on the
# demo network stays there.
MIN_MATCHES = 20_000
# Tables below this many rows (every table of the demo network) are not worth the document
# frequency look-ups the check above needs.
MIN_ROWS = 50_000
# Upper bounds are compared with a margin far above float rounding and far below the gap
# between a contribution and its bound.
_BOUND_MARGIN = 1e-9

Execute = Callable[[str, Sequence[Any]], list[tuple]]


def _varint(blob: bytes, pos: int) -> tuple[int, int]:
    """SQLite's varint (what FTS5 writes its records with): big-endian 7-bit groups, the ninth
    byte whole."""
    value = 0
    for _ in range(8):
        byte = blob[pos]
        pos += 1
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, pos
    return (value << 8) | blob[pos], pos + 1


def _averages(execute: Execute, table: str) -> tuple[int, int]:
    """(rows, tokens) of a bigram table, from FTS5's averages record (`%_data` row 1)."""
    rows = execute(f"SELECT block FROM {table}_data WHERE id = 1", ())
    if rows and rows[0][0]:
        n_rows, pos = _varint(rows[0][0], 0)
        n_tokens, _ = _varint(rows[0][0], pos)
        return n_rows, n_tokens
    return 0, 0


@dataclass(frozen=True)
class MatchLeaf:
    """One `match` leaf: its bigram table, the object table column it indexes, its query text."""

    table: str
    column: str
    text: str


@dataclass
class _Unit:
    leaf: int
    term: str
    df: int
    idf: float
    bound: float


class TopMatches:
    """Exact top-n BM25 over one network file's bigram tables (see the module docstring)."""

    def __init__(self, execute: Execute) -> None:
        self._execute = execute
        self._stats: dict[str, tuple[int, int]] = {}
        self._df: LRUCache[tuple[str, str], int] = LRUCache(_DF_CACHE)
        self.max_scored = MAX_SCORED
        self.min_matches = MIN_MATCHES
        self.min_rows = MIN_ROWS
        self.last_exact = True  # whether the last `top` proved its page exact (benchmarks, tests; not per thread)

    # -- statistics -----------------------------------------------------------------------------
    def table_stats(self, table: str) -> tuple[int, int]:
        """(rows, tokens) of a bigram table, from FTS5's averages record."""
        stats = self._stats.get(table)
        if stats is None:
            stats = self._stats[table] = _averages(self._execute, table)
        return stats

    def document_frequency(self, table: str, term: str) -> int:
        key = (table, term)
        df = self._df.get(key)
        if df is None:
            df = self._execute(f"SELECT count(*) FROM {table} WHERE {table} MATCH ?", (fts_query([term]),))[0][0]
            self._df.put(key, df)
        return df

    def worth_trying(self, tables: list[str]) -> bool:
        """Whether any of the tables is large enough for `top` to pay (checked before the query
        is looked at)."""
        return any(self.table_stats(table)[0] >= self.min_rows for table in tables)

    # -- ranking --------------------------------------------------------------------------------
    def top(
        self, object_table: str, leaves: list[MatchLeaf], n: int, need_total: bool,
    ) -> tuple[list[tuple[int, float]], int | None] | None:
        """The first n (rid, score) of the leaves' summed BM25, score descending and rid ascending
        on ties, and (with `need_total`) how many instances match any leaf; None when a query
        token or a candidate's value is one the exact re-score cannot vouch for."""
        if not self.worth_trying([leaf.table for leaf in leaves]):
            return None  # small tables: FTS5 scores every match faster than candidates are read here
        terms: list[list[str]] = []
        for leaf in leaves:
            tokens = list(dict.fromkeys(t for t in char_bigrams(leaf.text) if t))
            if not all(_SAFE_TOKEN.match(t) for t in tokens):
                return None
            terms.append(tokens)
        averages: list[float] = []
        units: list[_Unit] = []
        idfs: list[list[float]] = []
        for j, leaf in enumerate(leaves):
            n_rows, n_tokens = self.table_stats(leaf.table)
            averages.append(n_tokens / n_rows if n_rows else 0.0)
            leaf_idfs = []
            for term in terms[j]:
                df = self.document_frequency(leaf.table, term)
                idf = math.log((n_rows - df + 0.5) / (df + 0.5)) if n_rows else 0.0
                if idf <= 0.0:
                    idf = 1e-6  # as FTS5 does
                leaf_idfs.append(idf)
                if df:
                    units.append(_Unit(j, term, df, idf, idf * (K1 + 1.0)))
            idfs.append(leaf_idfs)
        if sum(u.df for u in units) < self.min_matches:
            return None  # few matches: the same
        units.sort(key=lambda u: -u.bound)  # rarest first
        scores: dict[int, float] = {}
        fetched = 0  # units[:fetched] have had their instances read
        budget = self.max_scored
        self.last_exact = True
        while fetched < len(units):
            threshold = _nth_best(scores, n)
            if threshold is None:
                # Not yet n candidates: read the rarest tokens until their instances could be n.
                stop, reach = fetched, 0
                while stop < len(units) and reach < n:
                    reach += units[stop].df
                    stop += 1
            else:
                # Tokens from the commonest up whose bounds sum to at most the threshold cannot
                # lift an instance holding only them to it; the rest must be read.
                weak, total = len(units), 0.0
                while weak > 0 and (total + units[weak - 1].bound) * (1 + _BOUND_MARGIN) <= threshold:
                    total += units[weak - 1].bound
                    weak -= 1
                if weak <= fetched:
                    break
                stop = weak
            # The budget: the commonest of the tokens still to read only score the candidates.
            while stop > fetched and sum(u.df for u in units[fetched:stop]) > budget:
                stop -= 1
            limit = None
            if stop == fetched:
                # The next token alone is over the budget: its first instances (lowest rids, which
                # win ties) are read, and the page is no longer proved exact.
                self.last_exact = False
                if budget <= 0:
                    break
                stop, limit = fetched + 1, budget
            new = self._instances_of(leaves, units[fetched:stop], scores, limit)
            budget -= len(new)
            fetched = stop
            if not self._score(object_table, leaves, terms, idfs, averages, new, scores):
                return None
        ranked = heapq.nsmallest(n, scores.items(), key=lambda kv: (-kv[1], kv[0]))
        return ranked, self._count(leaves) if need_total else None

    def _instances_of(
        self, leaves: list[MatchLeaf], units: list[_Unit], known: dict[int, float], limit: int | None,
    ) -> list[int]:
        by_table: dict[str, list[str]] = {}
        for unit in units:
            by_table.setdefault(leaves[unit.leaf].table, []).append(unit.term)
        new: dict[int, None] = {}
        for table, tokens in by_table.items():
            sql = f"SELECT rowid FROM {table} WHERE {table} MATCH ?"
            params: list[Any] = [fts_query(tokens)]
            if limit is not None:
                sql += " LIMIT ?"
                params.append(limit)
            for (rid,) in self._execute(sql, params):
                if rid not in known:
                    new[rid] = None
        return list(new)

    def _score(
        self, object_table: str, leaves: list[MatchLeaf], terms: list[list[str]], idfs: list[list[float]],
        averages: list[float], rids: list[int], scores: dict[int, float],
    ) -> bool:
        """Exact summed BM25 of each rid into `scores`; False when a term's frequency in a value
        cannot be vouched for.

        A document's length is FTS5's own (its `%_docsize` record). A CJK bigram of two
        different characters occurs in the index once per occurrence in the value (bigrams
        never span a separator, and unicode61 keeps such a token whole), so `str.count` is its
        frequency; other terms (latin words, single characters, doubled characters) are counted
        among the value's bigrams when the value holds nothing unicode61 might cut otherwise."""
        if not rids:
            return True
        columns = list(dict.fromkeys(leaf.column for leaf in leaves))
        tables = list(dict.fromkeys(leaf.table for leaf in leaves))
        select = ["o.rid", *(f"o.{c}" for c in columns), *(f"d{i}.sz" for i in range(len(tables)))]
        joins = "".join(f" LEFT JOIN {t}_docsize d{i} ON d{i}.id = o.rid" for i, t in enumerate(tables))
        rows = self._execute(
            f"SELECT {', '.join(select)} FROM {object_table} o{joins} "
            "WHERE o.rid IN (SELECT value FROM json_each(?))",
            (json.dumps(rids),),
        )
        value_at = [1 + columns.index(leaf.column) for leaf in leaves]
        size_at = [1 + len(columns) + tables.index(leaf.table) for leaf in leaves]
        finders = [_bigram_finder(leaf_terms) for leaf_terms in terms]
        others = [any(not _plain_bigram(t) for t in leaf_terms) for leaf_terms in terms]
        for row in rows:
            total = 0.0
            for j in range(len(leaves)):
                value, size = row[value_at[j]], row[size_at[j]]
                if value is None or not size:
                    continue
                value = str(value)
                found: dict[str, int] = {}
                if finders[j] is not None:
                    for term in finders[j].findall(value):
                        found[term] = found.get(term, 0) + 1
                if others[j]:
                    if _UNSURE_CHAR.search(value):
                        return False
                    for term in char_bigrams(value):
                        if not _plain_bigram(term):
                            found[term] = found.get(term, 0) + 1
                if not found:
                    continue
                doc_len = float(size[0] if size[0] < 0x80 else _varint(size, 0)[0])
                # fts5Bm25Function: per phrase in query order, on doubles (a phrase absent from
                # the document adds 0.0, which changes nothing)
                norm = K1 * (1 - B + B * doc_len / averages[j])
                score = 0.0
                matched = False
                for term, idf in zip(terms[j], idfs[j]):
                    count = found.get(term)
                    if count:
                        matched = True
                        freq = float(count)
                        score += idf * ((freq * (K1 + 1.0)) / (freq + norm))
                if matched:
                    total += score
            scores[row[0]] = total
        return True

    def _count(self, leaves: list[MatchLeaf]) -> int:
        """How many instances match any leaf (the rows FTS5 would have scored)."""
        parts = [(f"SELECT rowid FROM {leaf.table} WHERE {leaf.table} MATCH ?", fts_query(char_bigrams(leaf.text)))
                 for leaf in leaves]
        if len(parts) == 1:
            sql, expr = parts[0]
            return self._execute(sql.replace("SELECT rowid", "SELECT count(*)", 1), (expr,))[0][0]
        union = " UNION ".join(sql for sql, _ in parts)
        return self._execute(f"SELECT count(*) FROM ({union})", [expr for _, expr in parts])[0][0]


def _plain_bigram(term: str) -> bool:
    """Two different CJK characters: counted in a value with `str.count` (see `_score`)."""
    return len(term) == 2 and term[0] != term[1] and not term.isascii()


def _bigram_finder(terms: list[str]) -> "re.Pattern[str] | None":
    """Every occurrence, overlapping ones included, of the terms `_plain_bigram` accepts."""
    plain = [t for t in terms if _plain_bigram(t)]
    if not plain:
        return None
    return re.compile("(?=(" + "|".join(map(re.escape, plain)) + "))")


def _nth_best(scores: dict[int, float], n: int) -> float | None:
    if len(scores) < n:
        return None
    return heapq.nlargest(n, scores.values())[-1]


# -- every match of a query, from per-term scores ----------------------------------------------
# (table, term) entries kept per file, first in first out, and their postings in all: a
# question's terms hold a few rows each in the demo's name fields (the medical dev set's 349
# questions leave ~55,000 entries of ~130,000 postings, ~9 MB).
_TERM_CACHE = 100_000
_TERM_CACHE_POSTINGS = 500_000
_NO_ROWS: tuple[tuple[int, ...], tuple[float, ...]] = ((), ())
_NO_RIDS = np.zeros(0, dtype=np.int64)
_NO_SCORES = np.zeros(0, dtype=np.float64)
_UNASKED = object()
# Rankings kept per file (table, terms), first in first out, and their entries in all: a
# repeated question (an explorer rerun, kn_search asking a type again) ranks from them.
_RANKED_CACHE = 4_096
_RANKED_CACHE_ENTRIES = 500_000


class Ranking(NamedTuple):
    """Every row an OR of terms matches, by `-bm25()` descending and rid ascending on ties (the
    order `sqlite_store._rank_scores` gives), with those scores: int64 and float64 arrays, so
    a ranking is made, kept and forgotten without an object per row (a page is sliced from it
    and only the page becomes Python ints and floats)."""

    rids: np.ndarray
    scores: np.ndarray


def unique_terms(terms: Sequence[str]) -> tuple[str, ...]:
    """A query's terms as `TermScores` reads them: each once, in query order, empty ones out."""
    return tuple(dict.fromkeys(t for t in terms if t))


class TermScores:
    """`-bm25()` of every row an OR of terms matches, summed from each term's own scores.

    FTS5's bm25 of a row is a sum over the query's phrases, in query order, of a part that
    depends only on that phrase and that row (its IDF, its frequency in the row, the row's length
    and the table's average): the statistics are the table's, never the query's. So the score of
    one term alone (`MATCH '"term"'`, whose sum has that one summand) is exactly that phrase's
    part in any query holding it, and adding the parts of a query's terms in its order, from
    0.0, repeats FTS5's own additions: the result is bit-identical to `-bm25()` of the OR query
    (tests/test_bm25_terms.py compares them on the demo network).

    kn_search asks every object type's name fields for the same question's words, and questions
    share words (哪些, 什么, 症状 ...): each term's scores are read once per table and kept,
    and a query becomes a sum over a few dozen kept rows (~10 us instead of ~110 us for FTS5's
    OR query; reading a new term costs ~25 us, so a question of new words costs about what the
    OR query did). Tables of `MIN_ROWS` rows or more, where one common term holds tens of
    thousands of rows, are always queried directly (and ranked through `TopMatches` where that
    pays).

    With `term_lists` (see `TermLists`), a new term the table's index does not hold is kept as
    matching no row without asking FTS5: a question's bigrams are absent from most object types'
    name fields (nine in ten of the terms the medical dev set reads). Only terms FTS5 keeps as
    they are written (`_SAFE_TOKEN`: lower-case ASCII words, CJK ideographs) are ruled out this
    way, so such a term is one `MATCH '"term"'` finds no row for; every other term is read.
    """

    def __init__(self, execute: Execute, table_rows: Callable[[str], int],
                 term_lists: "TermLists | None" = None) -> None:
        self._execute = execute
        self._table_rows = table_rows
        self._lock = threading.Lock()
        self._terms: dict[tuple[str, str], tuple[tuple[int, ...], tuple[float, ...]]] = {}
        self._postings = 0
        self._ranked: dict[tuple[str, tuple[str, ...]], Ranking] = {}
        self._ranked_entries = 0
        self._row_sums = RowSums()
        self.min_rows = MIN_ROWS
        self.term_lists = term_lists

    def clear(self) -> None:
        """Forget every kept term and ranking (the next query reads its terms from FTS5 again)."""
        with self._lock:
            self._terms.clear()
            self._postings = 0
            self._ranked.clear()
            self._ranked_entries = 0

    def ranked(self, table: str, terms: tuple[str, ...]) -> Ranking | None:
        """`scores(table, terms)` ranked (see `Ranking`), kept per (table, terms): a repeated
        query slices its page from it. `terms` as `unique_terms` gives them. None for a table of
        `min_rows` rows or more (queried directly, never kept)."""
        key = (table, terms)
        found = self._ranked.get(key)
        if found is not None:
            return found
        ranking = self._ranking_of(table, terms)
        if ranking is None:
            return None
        with self._lock:
            if key not in self._ranked:
                self._ranked[key] = ranking
                self._ranked_entries += len(ranking.rids)
                while len(self._ranked) > _RANKED_CACHE or self._ranked_entries > _RANKED_CACHE_ENTRIES:
                    oldest = next(iter(self._ranked))
                    self._ranked_entries -= len(self._ranked.pop(oldest).rids)
        return ranking

    def _ranking_of(self, table: str, terms: tuple[str, ...]) -> Ranking | None:
        """`ranked`'s ranking made now (none kept), None for a table of `min_rows` rows or more."""
        if self._table_rows(table) >= self.min_rows:
            return None
        ranking, postings = self._ranked_from_postings(table, terms) if terms else (None, _UNASKED)
        if ranking is None:
            scores = self._summed(table, terms, postings)[0] if terms else {}
            # by score descending, rid ascending on ties: rids sorted first, then by score alone
            # (a stable sort, reversed, keeps equal scores in rid order); sorting floats and ints
            # alone takes a third of sorting (-score, rid) pairs
            rids = sorted(sorted(scores), key=scores.__getitem__, reverse=True)
            ranking = Ranking(np.array(rids, dtype=np.int64),
                              np.array(list(map(scores.__getitem__, rids)), dtype=np.float64))
        return ranking

    def _ranked_from_postings(self, table: str, terms: tuple[str, ...]) -> tuple[Ranking | None, Any]:
        """(`ranked`'s ranking made from the table's packed postings in arrays (`TermPostings.
        ranking`) when a term of the query is not kept and every term can be read there, the
        postings asked for); the ranking None otherwise: the kept parts, term lists and FTS5
        reads of `_summed` then serve, given the postings already asked for (each ask counts
        towards building them, `TermLists.postings`). The terms read here are not kept one by
        one: each is two slices of the postings again, what a kept part would save."""
        lists = self.term_lists
        kept = self._terms
        if lists is None or (kept and all((table, term) in kept for term in terms)):
            return None, _UNASKED  # no new term: `_summed` asks for no postings either
        postings = lists.postings(table)
        return (postings.ranking(terms, self._row_sums) if postings is not None else None), postings

    def union_ranked(self, parts: Sequence[tuple[str, tuple[str, ...]]]) -> Ranking | None:
        """The rows an `or` of `match` leaves finds, each leaf a (table, `unique_terms`) of one
        object type's bigram tables (rids of one row space), ranked by the leaves' scores added
        from 0.0 in leaf order, as `sqlite_store`'s scoring path sums and ranks them (score
        descending, rid ascending on ties); None when a leaf's table is not ranked here
        (`ranked` gives None: `min_rows` rows or more).

        Each leaf's sums are its `ranked` ranking (bit-identical to `scores`): the one kept for a
        one-`match` query of the same terms, else made and not kept (an `or` keeps nothing for
        the next search). The leaves' rankings, concatenated in leaf order, are added by
        `RowSums.ranked` into the per-thread zeros, which makes each row's additions from 0.0 in
        leaf order: the same bits as the dict the scoring path adds them into. Arrays rather than
        that path's per-leaf dicts because an `or` of a type's name fields matches up to ~11,000
        rows on the demo."""
        rankings = []
        for table, terms in parts:
            ranking = self._ranked.get((table, terms))
            if ranking is None:
                ranking = self._ranking_of(table, terms)
            if ranking is None:
                return None
            if len(ranking.rids):
                rankings.append(ranking)
        if not rankings:
            return Ranking(_NO_RIDS, _NO_SCORES)
        if len(rankings) == 1:  # 0.0 plus each score is that score; the order is the leaf's
            return rankings[0]
        return self._row_sums.ranked(np.concatenate([r.rids for r in rankings]),
                                     np.concatenate([r.scores for r in rankings]))

    def matched_rids(self, table: str, terms: Sequence[str]) -> list[int]:
        """The rids `scores(table, terms)` holds, ascending, without their scores (a far end
        filtered by `match` is the set of rows it finds, whatever they score): from the table's
        packed postings when it has them, one union of the terms' rows instead of their scores
        summed row by row; else the keys of `scores`, read as it reads them."""
        unique = unique_terms(terms)
        if not unique:
            return []
        if self._table_rows(table) >= self.min_rows or self.term_lists is None:
            return sorted(self.scores(table, list(unique)))
        postings = self.term_lists.postings(table)
        rids = postings.rids_matching(unique) if postings is not None else None
        if rids is not None:
            return rids.tolist()
        return sorted(self._summed(table, unique, postings)[0])

    def kept_ranking(self, table: str, terms: tuple[str, ...]) -> Ranking | None:
        """The ranking `ranked` keeps for (table, terms), if it keeps one now (none computed)."""
        return self._ranked.get((table, terms))

    def scores(self, table: str, terms: list[str]) -> dict[int, float]:
        """rid -> `-bm25()` of `table MATCH fts_query(terms)`, rids ascending (FTS5's order)."""
        unique = list(dict.fromkeys(t for t in terms if t))
        if not unique:
            return {}
        if self._table_rows(table) >= self.min_rows:
            rows = self._execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?",
                                 (fts_query(unique),))
            return {rid: float(score) for rid, score in rows}
        summed, ascending = self._summed(table, unique)
        return summed if ascending else {rid: summed[rid] for rid in sorted(summed)}

    def _summed(self, table: str, unique: Sequence[str], postings: Any = _UNASKED) -> tuple[dict[int, float], bool]:
        """(rid -> the summed scores of the terms, whether its rids are in ascending order) of a
        table under `min_rows` rows; `unique` as `unique_terms` gives them; `postings` what
        `term_lists.postings(table)` answered when the caller asked already."""
        kept = self._terms
        held: Any = _UNASKED  # the table's term list, looked up for the first new term
        # the table's packed postings, the same (unless given)
        parts = []
        for term in unique:
            part = kept.get((table, term))
            if part is None:
                if postings is _UNASKED:
                    postings = self.term_lists.postings(table) if self.term_lists is not None else None
                if postings is not None and _SAFE_TOKEN.match(term):
                    part = postings.part(term)  # FTS5's own postings and scores, read once per build
                    self._keep(table, term, part)
                else:
                    if held is _UNASKED:
                        held = self.term_lists.terms(table) if self.term_lists is not None else None
                    if held is not None and term not in held and _SAFE_TOKEN.match(term):
                        part = _NO_ROWS  # the index holds no such term: no row matches it
                        self._keep(table, term, part)
                    else:
                        part = self._load(table, term)
            if part[0]:
                parts.append(part)
        if not parts:
            return {}, True
        if len(parts) == 1:
            return dict(zip(*parts[0])), True
        summed: dict[int, float] = {}
        for rids, values in parts:  # query order: each rid's parts added as FTS5 adds them
            for rid, value in zip(rids, values):
                summed[rid] = summed.get(rid, 0.0) + value
        return summed, False

    def _load(self, table: str, term: str) -> tuple[tuple[int, ...], tuple[float, ...]]:
        rows = self._execute(f"SELECT rowid, -bm25({table}) FROM {table} WHERE {table} MATCH ?", (fts_query([term]),))
        part = (tuple(r for r, _ in rows), tuple(float(s) for _, s in rows)) if rows else _NO_ROWS
        self._keep(table, term, part)
        return part

    def _keep(self, table: str, term: str, part: tuple[tuple[int, ...], tuple[float, ...]]) -> None:
        key = (table, term)
        with self._lock:
            if key not in self._terms:
                self._terms[key] = part
                self._postings += len(part[0])
                while len(self._terms) > _TERM_CACHE or self._postings > _TERM_CACHE_POSTINGS:
                    oldest = next(iter(self._terms))
                    self._postings -= len(self._terms.pop(oldest)[0])


def _vocabulary(execute: Execute, table: str, kind: str) -> str:
    """The name of an `fts5vocab` table of kind `kind` ("row": each term with its row count;
    "instance": each occurrence) over a bigram table, made in this connection's temp schema."""
    name = f"temp.knx_{'terms' if kind == 'row' else 'instances'}_{table}"
    execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS {name} USING fts5vocab(main, '{table}', '{kind}')", ())
    return name


# Format of the term list files (part of their names).
_TERM_LISTS_VERSION = 1
# Format of the packed postings files (part of their names).
_TERM_POSTINGS_VERSION = 1
# A table's postings are built the third time a process needs new terms of it (~35 ms a table
# on the demo, the cost of ~600 term reads; the file then serves every later process).
POSTINGS_AFTER = 3


class RowSums:
    """Zeros, one float64 per rid, into which `ranked` adds a query's postings and
    which it zeroes again once the sums are read: a dense accumulator instead of grouping the
    postings by rid per query (sorts and searches of numpy calls, each ~1 us at this size). One
    array per thread, grown to the largest rid met: rids are an object table's rowids, 1 up to
    its instance count, so 8 bytes per instance of the largest type ranked this way (~176 KB
    for the demo's diseases)."""

    def __init__(self) -> None:
        self._local = threading.local()

    def add(self, rids: np.ndarray, parts: np.ndarray) -> np.ndarray:
        """The accumulator with `parts` added at `rids` in their order (see
        `TermPostings.ranking`); the caller puts 0.0 back at `rids`."""
        sums = getattr(self._local, "sums", None)
        if sums is not None:
            try:
                np.add.at(sums, rids, parts)
                return sums
            except IndexError:  # a rid past the end (a larger table than before): a larger array
                pass
        size = max(int(rids.max()) + 1, 2 * len(sums) if sums is not None else 0)
        sums = self._local.sums = np.zeros(size, dtype=np.float64)
        np.add.at(sums, rids, parts)
        return sums

    def ranked(self, posted: np.ndarray, parts: np.ndarray) -> "Ranking":
        """Each rid of `posted` once with the sum of its `parts` (added in their order, from 0.0),
        best first, equal sums in rid order (a stable sort of the ascending rids). `posted` is
        sorted in place."""
        summed = self.add(posted, parts)
        try:
            posted.sort()
            first = np.empty(len(posted), dtype=bool)
            first[0] = True
            np.not_equal(posted[1:], posted[:-1], out=first[1:])
            matched = posted[first]
            totals = summed.take(matched)
        finally:
            summed.put(posted, 0.0)  # the zeros back for the next query
        order = (-totals).argsort(kind="stable")
        return Ranking(matched.take(order), totals.take(order))


class TermPostings:
    """Every term of one bigram table with its rows and their `-bm25()` for that term alone.

    What `TermScores` would read with one `MATCH '"term"'` per new term, computed once per
    network build from FTS5's own index: the `fts5vocab` instance list gives each (term, row)'s
    frequency, `%_docsize` each row's length and the averages record the row count and mean
    length; the score is FTS5's bm25 formula (fts5_aux.c) for one phrase, the same double
    operations in the same order (`TopMatches._score` re-scores the same way), so every score
    is bit-identical to FTS5's (tests/test_term_postings.py compares them on every term of
    every demo table). A term's rows are `rids[starts[k]:starts[k + 1]]`, ascending, where k is
    its key in `trie`; the arrays are views of a memory-mapped file (see core.packed)."""

    def __init__(self, trie: "marisa_trie.Trie", starts: np.ndarray, rids: np.ndarray,
                 scores: np.ndarray) -> None:
        self.trie = trie
        self._starts = starts
        # the same offsets read as Python ints (a memoryview indexes without a numpy scalar)
        self._bounds = memoryview(starts)
        self._rids = rids
        self._scores = scores

    def part(self, term: str) -> tuple[tuple[int, ...], tuple[float, ...]]:
        """(rids ascending, scores) of the rows `MATCH '"term"'` finds, for a term FTS5 keeps as
        written (`_SAFE_TOKEN`)."""
        key = self.trie.get(term)
        if key is None:
            return _NO_ROWS
        start, end = int(self._starts[key]), int(self._starts[key + 1])
        return tuple(self._rids[start:end].tolist()), tuple(self._scores[start:end].tolist())

    def _spans(self, terms: Sequence[str]) -> list[tuple[int, int]] | None:
        """(start, end) in the arrays of each term the table holds, in `terms`' order; None when
        a term is not one FTS5 keeps as written (`_SAFE_TOKEN`: it is read from FTS5 instead)."""
        joined = "\x00".join(terms) + "\x00"
        if joined.count("\x00") != len(terms) or not _SAFE_TERMS.match(joined):
            return None
        starts = self._bounds
        return [(starts[key], starts[key + 1]) for key in map(self.trie.get, terms) if key is not None]

    def rids_matching(self, terms: Sequence[str]) -> "np.ndarray | None":
        """The rows `MATCH` of the OR of `terms` finds, ascending, each once; None as `_spans`."""
        spans = self._spans(terms)
        if spans is None:
            return None
        if not spans:
            return _NO_RIDS
        rids = self._rids
        if len(spans) == 1:  # one term: its rids ascending, each once
            (start, end), = spans
            return rids[start:end]
        joined_rids = np.concatenate([rids[start:end] for start, end in spans])
        joined_rids.sort()
        # each once: `np.unique` hashes (~30 us for a few hundred rids), a sorted array needs a compare
        keep = np.empty(len(joined_rids), dtype=bool)
        keep[0] = True
        np.not_equal(joined_rids[1:], joined_rids[:-1], out=keep[1:])
        return joined_rids[keep]

    def ranking(self, terms: Sequence[str], sums: "RowSums") -> "Ranking | None":
        """The rows `MATCH` of the OR of `terms` finds (`unique_terms`' order), ranked by their
        summed scores as `TermScores.ranked` ranks them, from these arrays alone; None when a
        term is not one FTS5 keeps as written (`_SAFE_TOKEN`: it is read from FTS5 instead).

        The sums are bit-identical to `TermScores._summed`'s: `np.add.at` adds the postings of
        all the terms, concatenated in query order, one after another into `sums`' zeros, so
        each row's parts are added from 0.0 in query order. The order is a stable sort of the
        negated sums over the rids ascending: score descending, rid ascending on ties (the
        scores are positive and finite: an IDF of at least 1e-6 times a positive part)."""
        spans = self._spans(terms)
        if spans is None:
            return None
        if not spans:
            return Ranking(_NO_RIDS, _NO_SCORES)
        rids, scores = self._rids, self._scores
        if len(spans) == 1:  # one term: its rids ascending, each once, its scores the sums
            (start, end), = spans
            order = (-scores[start:end]).argsort(kind="stable")
            return Ranking(rids[start:end].take(order), scores[start:end].take(order))
        return sums.ranked(np.concatenate([rids[start:end] for start, end in spans]),
                           np.concatenate([scores[start:end] for start, end in spans]))

    @classmethod
    def build(cls, execute: Execute, table: str) -> "TermPostings":
        """Read the table's index whole (~0.6 us a token occurrence)."""
        instances = _vocabulary(execute, table, "instance")
        vocab = _vocabulary(execute, table, "row")  # the same list `TermLists` reads
        # each term with its row count, and each (term, row)'s frequency, both by term (BINARY
        # order) and row: no term string per posting
        listed = execute(f"SELECT term, doc FROM {vocab} ORDER BY term", ())
        grouped = execute(f"SELECT doc, count(*) FROM {instances} GROUP BY term, doc ORDER BY term, doc", ())
        n_rows, n_tokens = _averages(execute, table)
        sized = execute(f"SELECT id, sz FROM {table}_docsize ORDER BY id", ())
        terms = [term for term, _ in listed]
        df = np.array([hits for _, hits in listed], dtype=np.int64)
        if int(df.sum()) != len(grouped):
            raise ValueError(f"{table}: the term list and the instance list disagree")
        if not grouped:
            return cls(marisa_trie.Trie(), np.zeros(1, dtype=np.int64), np.zeros(0, dtype=np.int64),
                       np.zeros(0, dtype=np.float64))
        posted = np.array(grouped, dtype=np.int64).reshape(len(grouped), 2)
        rids = posted[:, 0].copy()
        freq = posted[:, 1].astype(np.float64)
        # each posting's row length, FTS5's own (its `%_docsize` varint)
        ids = np.array([rid for rid, _ in sized], dtype=np.int64)
        lengths = np.array([float(sz[0] if sz and sz[0] < 0x80 else (_varint(sz, 0)[0] if sz else 0))
                            for _, sz in sized], dtype=np.float64)
        at = np.minimum(np.searchsorted(ids, rids), max(len(ids) - 1, 0))
        length = np.where(ids[at] == rids, lengths[at], 0.0) if len(ids) else np.zeros(len(rids))
        # fts5Bm25Function's IDF (libm's log, as FTS5 calls it) and its per-phrase summand.
        idf_of_term = np.empty(len(terms), dtype=np.float64)
        for k, hits in enumerate(df.tolist()):
            idf = math.log((n_rows - hits + 0.5) / (hits + 0.5)) if n_rows else 0.0
            idf_of_term[k] = idf if idf > 0.0 else 1e-6
        average = n_tokens / n_rows if n_rows else 0.0
        idf = np.repeat(idf_of_term, df)
        with np.errstate(divide="ignore", invalid="ignore"):
            scores = idf * ((freq * (K1 + 1.0)) / (freq + K1 * ((1 - B) + B * length / average)))
        # Postings in the trie's key order, each term's rows still ascending.
        trie = marisa_trie.Trie(terms)
        keys = np.fromiter((trie[t] for t in terms), dtype=np.int64, count=len(terms))
        take = np.argsort(np.repeat(keys, df), kind="stable")
        starts = np.zeros(len(terms) + 1, dtype=np.int64)
        starts[1:] = np.cumsum(df[np.argsort(keys)])
        return cls(trie, starts, rids[take], scores[take])

    def to_bytes(self) -> bytes:
        from core.packed import write_arrays

        return write_arrays({"format": _TERM_POSTINGS_VERSION}, {
            "trie": np.frombuffer(self.trie.tobytes(), dtype=np.uint8),
            "starts": self._starts, "rids": self._rids,
            "scores": np.ascontiguousarray(self._scores, dtype=np.float64).view(np.int64),  # bits kept whole
        })

    @classmethod
    def from_file(cls, path: Path) -> "TermPostings":
        """ValueError when the file is not one (damaged, foreign, another format)."""
        from core.packed import read_arrays

        header, arrays = read_arrays(path)
        if header.get("format") != _TERM_POSTINGS_VERSION or set(arrays) != {"trie", "starts", "rids", "scores"}:
            raise ValueError(f"{path.name} is not a term postings file")
        trie = marisa_trie.Trie().frombytes(arrays["trie"].tobytes())
        starts = arrays["starts"]
        if (len(starts) != len(trie) + 1 or int(starts[-1]) != len(arrays["rids"])
                or len(arrays["rids"]) != len(arrays["scores"])):
            raise ValueError(f"{path.name} is cut short")
        return cls(trie, starts, arrays["rids"], arrays["scores"].view(np.float64))


class TermLists:
    """The terms each bigram table of one network file holds, from FTS5's own term list.

    Read per table on first use (`fts5vocab`, ~2 us a term: ~50 ms for the demo's largest name
    field), then kept in a MARISA trie (~4 bytes a term) in memory and in a file under
    `directory`, named by the network file's build, its size and modification time, the table
    and its row count: a rebuilt file has other names, and later processes map the file instead
    of reading the list again. When the list cannot be read, `terms` is None and every term is
    read from FTS5; when the file cannot be written, the list is kept in memory only.

    With `network` (a key of the network file's path) and `built_ns` (its modification time),
    the names start with both, and the first list this object writes removes the lists of
    earlier builds of the same network (an older `built_ns`): a rebuilt network leaves no
    stale lists behind. A process still holding an older build never removes a newer build's
    lists, and one that still maps a removed file keeps reading it (POSIX keeps an unlinked
    file's pages until it is unmapped).
    """

    def __init__(self, execute: Execute, directory: Callable[[], Path], file_key: str,
                 table_rows: Callable[[str], int], network: str | None = None, built_ns: int = 0) -> None:
        self._execute = execute
        self._directory = directory
        self._prefix = f"{network}-{built_ns}-{file_key}" if network else file_key
        self._network = network
        self._built_ns = built_ns
        self._swept = network is None
        self._table_rows = table_rows
        self._lock = threading.Lock()
        self._tries: dict[str, marisa_trie.Trie | None] = {}
        self._postings: dict[str, TermPostings | None] = {}
        self._asked: dict[str, int] = {}  # per table without postings: questions that brought new terms
        self.use_postings = True  # False: only the term lists (benchmarks, differential tests)
        self.postings_after = POSTINGS_AFTER

    @classmethod
    def for_file(cls, execute: Execute, path: Path, meta: Mapping[str, Any],
                 table_rows: Callable[[str], int]) -> "TermLists":
        """The term lists of the network file at `path` (its `meta` table given), kept under
        `$KNX_HOME/cache/terms`."""
        from core.home import knx_home

        stat = Path(path).stat()
        key = hashlib.sha256(
            f"{meta.get('fingerprint')}|{meta.get('built_at')}|{stat.st_size}|{stat.st_mtime_ns}".encode()
        ).hexdigest()[:24]
        network = hashlib.sha256(str(Path(path).resolve()).encode()).hexdigest()[:12]
        return cls(execute, lambda: knx_home() / "cache" / "terms", key, table_rows,
                   network=network, built_ns=stat.st_mtime_ns)

    def terms(self, table: str) -> "marisa_trie.Trie | None":
        """The table's terms (None: not known, read every term)."""
        try:
            return self._tries[table]
        except KeyError:
            pass
        trie = self._read(table)
        with self._lock:
            return self._tries.setdefault(table, trie)

    def postings(self, table: str) -> "TermPostings | None":
        """The table's packed postings (None: not available yet, read terms from FTS5).

        Mapped when a file of this build exists; otherwise built (and written) the
        `postings_after`-th time this object is asked for the table, so a process that asks a
        table once or twice (a cold `knx search` after a build) does not pay the build."""
        if not self.use_postings:
            return None
        try:
            return self._postings[table]
        except KeyError:
            pass
        asked = self._asked.get(table, 0)
        postings = self._map_postings(table) if asked == 0 else None
        if postings is None:
            self._asked[table] = asked = asked + 1
            if asked < self.postings_after:
                return None
            postings = self._build_postings(table)
        with self._lock:
            return self._postings.setdefault(table, postings)

    def _file_name(self, table: str, version: int, suffix: str) -> str:
        """The name of the table's list (`.marisa`) or postings (`.postings`) file of this build."""
        return f"{self._prefix}-{table}-{self._table_rows(table)}-v{version}{suffix}"

    def _postings_path(self, table: str) -> Path:
        return self._directory() / self._file_name(table, _TERM_POSTINGS_VERSION, ".postings")

    def _map_postings(self, table: str) -> "TermPostings | None":
        try:
            return TermPostings.from_file(self._postings_path(table))
        except Exception:  # noqa: BLE001 - no such file yet (or unreadable, damaged): built later
            return None

    def _build_postings(self, table: str) -> "TermPostings | None":
        path: Path | None = None
        try:
            path = self._postings_path(table)
        except Exception:  # noqa: BLE001 - no cache directory: kept in memory only
            pass
        try:
            postings = TermPostings.build(self._execute, table)
        except Exception:  # noqa: BLE001 - the postings only save statements: without them terms are read
            return None
        if path is not None:
            self._write(path, postings.to_bytes())
        return postings

    def _read(self, table: str) -> "marisa_trie.Trie | None":
        name = self._file_name(table, _TERM_LISTS_VERSION, ".marisa")
        path: Path | None = None
        try:
            path = self._directory() / name
            return marisa_trie.Trie().mmap(str(path))
        except Exception:  # noqa: BLE001 - no such file yet (or unreadable): read the list below
            pass
        try:
            vocab = _vocabulary(self._execute, table, "row")
            trie = marisa_trie.Trie([row[0] for row in self._execute(f"SELECT term FROM {vocab}", ())])
        except Exception:  # noqa: BLE001 - the list only saves statements: without it every term is read
            return None
        if path is not None:
            self._write(path, trie.tobytes())
        return trie

    def _write(self, path: Path, data: bytes) -> None:
        """Write a list or postings file (when it cannot be, it is kept in memory only), then
        remove the earlier builds' files."""
        from core.home import write_atomic

        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, data)
        except OSError:
            return
        self._remove_earlier_builds(path.parent)

    def _remove_earlier_builds(self, directory: Path) -> None:
        """Remove the lists of this network's earlier builds, once per object (at its first
        write); files that cannot be removed stay (they are only disk space)."""
        with self._lock:
            if self._swept:
                return
            self._swept = True
        from core.home import remove_other_versions

        def same_build_or_newer(path: Path) -> bool:
            built = path.name.split("-", 2)[1]
            return not (built.isdigit() and int(built) < self._built_ns)

        remove_other_versions(directory, f"{self._network}-", (".marisa", ".postings"), keep=same_build_or_newer)
