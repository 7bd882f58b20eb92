"""`knn` over one property's vectors: an exact search through an inverted index of the vectors'
non-zero components, re-scored on the float32 vectors, which the file keeps only as that index.

Why not a full scan, and why not an approximate index. The default embedder (character n-grams
hashed into 128 buckets) gives sparse vectors: on the demo network 11 % of the components are
non-zero, and a question's vector has ~15 of 128. The cosine of two unit vectors only involves
components both have, so the index keeps, per bucket, the rows (and values) that are non-zero
there. A query reads the postings of its own buckets: ~15 × 11 % of the data instead of all of
it (the scan over the demo's 129,509 vectors, 66 MB of float32, took 3-9 ms per search and
~0.2 s plus ~130 MB of memory to load in a cold process; the postings are 15 MB and load in
tens of milliseconds). Rows sharing no bucket with the query have similarity exactly 0, which
`knn` never returns, so nothing is missed: recall@k against the exact scan is 1.0 by
construction (bench/knn_bench.py measures it anyway). An approximate index (IVF, HNSW) would
trade recall for speed the exact index already has.

The postings' sums add the same products in another order than a dot product does, so they can
differ from it in the last float32 bits. They only choose candidates, with a margin far above
that error; the candidates are then re-scored with the stored float32 vectors by the same dot
product as the full scan, so scores are bit-identical to it (their components in the question's
buckets, read from those postings: `Postings.rows` says why the others can be left out). Ties at the k-th place go to the
lowest rid (primary-key order), in both paths.

Since format 5 the postings are the only copy of sparse vectors: they hold every non-zero
component, so `Postings.matrix` gives back the exact matrix when a search has to scan a whole
property (a `min_score` too loose for the postings to narrow). The `vec` table's copy (66 MB of
the demo's file) cost the import ~0.6 s of inserts, and the builder's worker sends the postings
(`postings_of`), ~11 % of the components, instead of the whole matrices.

Dense embedders (a model's vectors are rarely zero anywhere) gain nothing from postings: the
builder writes none when over half the components are non-zero, stores the vectors as rows of
`vec`, and the reader scans the matrix. Files written before postings existed (format 4, every
vector in `vec`) are scanned the same way.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from typing import Any, Callable, NamedTuple, Sequence

import numpy as np

from core.exceptions import BackendError

POSTINGS_SCHEMA = (
    "CREATE TABLE vecpost(ot INTEGER, col INTEGER, bucket INTEGER, pos BLOB, val BLOB, "
    "PRIMARY KEY(ot, col, bucket));"
    "CREATE TABLE vecrows(ot INTEGER, col INTEGER, rids BLOB, PRIMARY KEY(ot, col));"
)
# Above this share of non-zero components postings cost more than they save.
MAX_DENSITY = 0.5
# Candidates whose postings score is this close to the cut-off are re-scored too; the two sums
# differ by at most ~2e-5 (128 products of unit-vector components and their sums in float32, each
# rounding within 2**-24 of a partial sum no larger than 1).
MARGIN = 1e-4
# The type of the stored vector components (and so of the postings' values).
_VALUE_TYPE = np.float32
# At most this many candidates of a property are re-scored; beyond it (a loose `min_score`) the
# postings barely narrow the search and the property's matrix is scanned instead.
MAX_RESCORE = 4096

Execute = Callable[[str, Sequence[Any]], list[tuple]]


def similarities(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """Cosine similarity of every row with `vector` (all unit vectors): a dot product per row.

    einsum rather than `matrix @ vector`: the BLAS product hands a matrix-vector product this
    small to a pool of threads, and on a machine with two cores and other work (the explorer,
    a second query) waiting for a descheduled thread turns a 0.1 ms product into 10 ms.
    """
    return np.einsum("ij,j->i", matrix, vector)


class VectorPostings(NamedTuple):
    """One property's vectors as their inverted index, before it is stored: per bucket `b`, the rows
    `rows[bounds[b]:bounds[b + 1]]` (positions in rid order, ascending) that are non-zero there and
    their values. The builder's text worker makes them from the vectors (`postings_of`), so only these
    ~11 % of the components cross its pipe and the vectors themselves are never stored: `Postings.matrix`
    makes them again from the file's postings when a search scans a whole property."""

    rows: np.ndarray  # int32
    values: np.ndarray  # the vectors' type (float32)
    bounds: np.ndarray  # dim + 1 offsets into rows / values
    count: int  # vectors (rows of the matrix)


def postings_of(matrix: np.ndarray) -> VectorPostings | None:
    """The postings of a property's vectors (rows in rid order), or None when there are none or
    they are too dense for postings to pay (`MAX_DENSITY`)."""
    if not len(matrix) or np.count_nonzero(matrix) > MAX_DENSITY * matrix.size:
        return None
    rows, buckets = np.nonzero(matrix)  # row-major: rows ascending within each bucket below
    order = np.argsort(buckets, kind="stable")
    rows, buckets = rows[order].astype(np.int32), buckets[order]
    values = matrix[rows, buckets]
    bounds = np.searchsorted(buckets, np.arange(matrix.shape[1] + 1))
    return VectorPostings(rows, values, bounds, len(matrix))


def store_postings(conn: sqlite3.Connection, ot: int, col: int, rids: np.ndarray, postings: VectorPostings) -> None:
    """Write one property's postings (`rids`: the rid of each vector, in the rows' order)."""
    rows, values, bounds = postings.rows, postings.values, postings.bounds
    conn.executemany(
        "INSERT INTO vecpost VALUES (?, ?, ?, ?, ?)",
        ((ot, col, b, rows[lo:hi].tobytes(), values[lo:hi].tobytes())
         for b, (lo, hi) in enumerate(zip(bounds[:-1].tolist(), bounds[1:].tolist())) if hi > lo),
    )
    conn.execute("INSERT INTO vecrows VALUES (?, ?, ?)", (ot, col, rids.astype(np.int64).tobytes()))


def write_postings(conn: sqlite3.Connection, ot: int, col: int, rids: np.ndarray, matrix: np.ndarray) -> bool:
    """Store the inverted index of one property's vectors (rows in rid order); False when the
    vectors are too dense for it to pay."""
    postings = postings_of(matrix) if len(rids) else None
    if postings is None:
        return False
    store_postings(conn, ot, col, rids, postings)
    return True


class Postings:
    """The inverted index of every property of a file that has one: one row space (each property
    a range of it, `fields[(ot, col)] = (offset, rids)`) and, per bucket, the row positions and
    values in that space. kn_search asks every object type for the same question, so one pass
    over the question's buckets scores all properties at once (`approximate`), and each property
    reads its range.

    Buckets are read when a question first needs them, not all up front: a question has ~15 of
    128, so a cold process (one `knx search`) reads ~12 % of the postings (~2 MB of 15 on the
    demo) and its memory never holds the rest; a long-lived one ends up with the buckets its
    questions use. A bucket holds the same arrays, in the same order, however it was read, so
    scores do not depend on what was read before."""

    def __init__(self, execute: Execute, fields: dict[tuple[int, int], tuple[int, np.ndarray]], size: int) -> None:
        self._execute = execute
        self.fields = fields
        self.size = size
        self.buckets: dict[int, tuple[np.ndarray, np.ndarray] | None] = {}  # None: no rows there
        self._lock = threading.Lock()

    @classmethod
    def load(cls, execute: Execute) -> "Postings | None":
        """The file's postings (their row spaces now, their buckets when asked), or None when it
        has none."""
        try:
            rows = execute("SELECT ot, col, rids FROM vecrows ORDER BY ot, col", ())
        except BackendError:  # a file written before postings existed has no such table
            return None
        if not rows:
            return None
        fields: dict[tuple[int, int], tuple[int, np.ndarray]] = {}
        offset = 0
        for ot, col, blob in rows:
            rids = np.frombuffer(blob, dtype=np.int64)
            fields[(ot, col)] = (offset, rids)
            offset += len(rids)
        return cls(execute, fields, offset)

    def _read(self, wanted: Sequence[int]) -> None:
        """Read the buckets not read yet among `wanted` (each bucket's parts in (ot, col) order,
        as when all were read at once)."""
        with self._lock:
            missing = sorted({b for b in wanted if b not in self.buckets})
            if not missing:
                return
            parts: dict[int, tuple[list[np.ndarray], list[np.ndarray]]] = {b: ([], []) for b in missing}
            # one primary-key lookup per (property, bucket): a scan filtering on the bucket would
            # page in every row's leaf cell (most of a 4 KB page each), ~8 times the data read
            keys = json.dumps([[ot, col, b] for ot, col in self.fields for b in missing])
            for ot, col, bucket, pos, val in self._execute(
                "SELECT p.ot, p.col, p.bucket, p.pos, p.val FROM vecpost p, json_each(?) j "
                "WHERE p.ot = json_extract(j.value, '$[0]') AND p.col = json_extract(j.value, '$[1]') "
                "AND p.bucket = json_extract(j.value, '$[2]') ORDER BY p.ot, p.col, p.bucket", (keys,)
            ):
                start = self.fields[(ot, col)][0]
                positions, values = parts[bucket]
                positions.append(np.frombuffer(pos, dtype=np.int32) + np.int32(start))
                values.append(np.frombuffer(val, dtype=_VALUE_TYPE))
            for b, (p, v) in parts.items():
                self.buckets[b] = (np.concatenate(p), np.concatenate(v)) if p else None

    def approximate(self, query: np.ndarray) -> np.ndarray:
        """Every row's similarity with the query, summed over the buckets they share: per row,
        from 0.0, the product of its value and the query's, bucket by bucket in ascending order,
        products and sums in the type `values * query` gives (float32 for the embedders'
        float32 vectors, float64 for a float64 question; the plain form
        tests/test_knn_fast_scoring.py compares with bit for bit).

        Each bucket is added into the scores in place (`np.add.at`, a row at most once per
        bucket, in the postings' order) through one buffer the size of the largest bucket,
        instead of concatenating, multiplying and casting the ~400,000 postings of a demo
        question into fresh arrays (~10 MB a question, mostly out of the CPU caches by the next
        question). The sums stay float32 for a float32 question: these scores only choose the
        candidates, which are re-scored exactly (`MARGIN` covers their rounding), and float32
        halves the array every posting is added into (129,509 rows on the demo: 0.5 MB instead
        of 1 MB), which made a new question's scores ~1.5 times as fast in a search."""
        wanted = np.flatnonzero(query).tolist()
        self._read(wanted)
        parts = [(entry, query[b]) for b in wanted if (entry := self.buckets.get(b)) is not None]
        dtype = np.result_type(_VALUE_TYPE, query.dtype)  # the type of `values * query[b]`
        scores = np.zeros(self.size, dtype=dtype)
        if not parts:
            return scores
        buffer = np.empty(max(len(rows) for (rows, _), _ in parts), dtype=dtype)
        for (rows, values), weight in parts:
            weights = buffer[: len(rows)]
            np.multiply(values, weight, out=weights, dtype=dtype)
            np.add.at(scores, rows, weights)
        return scores

    def rows(self, positions: np.ndarray, query: np.ndarray, dim: int) -> np.ndarray:
        """The stored vectors of the rows at `positions` (ascending), as far as a dot product
        with `query` can tell: their components in the query's buckets (read by `approximate`
        for this query), zero elsewhere.

        Why that gives the full scan's similarities bit for bit: a component where the query is
        zero adds a product of zero whatever the row holds there, and adding a zero (of either
        sign) leaves any non-zero partial sum as it is, so every step of the dot product is the
        same; only a similarity that is exactly zero may differ, in its sign, and `knn` never
        returns those. Re-scoring this way needs no statement: the ~100 candidates of a question
        were one or two SQL statements over the `vec` table (~0.7 ms of a first-sight search)."""
        if not len(positions):
            return np.zeros((0, dim), dtype=np.float32)
        positions = positions.astype(np.int32)  # the buckets' type: searchsorted would copy a bucket to int64
        columns = np.zeros((dim, len(positions)), dtype=np.float32)  # filled a bucket (column) at a time
        for b in np.flatnonzero(query).tolist():
            entry = self.buckets.get(b)
            if entry is None:
                continue
            bucket_rows, values = entry
            at = np.searchsorted(bucket_rows, positions)  # past the end: clipped to the last row, no match
            np.copyto(columns[b], values.take(at, mode="clip"), where=bucket_rows.take(at, mode="clip") == positions)
        return np.ascontiguousarray(columns.T)

    def matrix(self, key: tuple[int, int], dim: int) -> np.ndarray:
        """One property's vectors (rows in rid order) made again from its postings, for a search
        that scans them all: each stored component in its place, zero where no posting is. That is
        the matrix the builder had, as the postings hold every non-zero component; a negative zero
        would come back positive, changing only the sign of a similarity that is exactly zero (the
        built-in embedder's components are never negative). Read with one statement of its own, so
        the buckets kept for questions (`_read`) stay as they were."""
        matrix = np.zeros((len(self.fields[key][1]), dim), dtype=_VALUE_TYPE)
        for bucket, pos, val in self._execute(
            "SELECT bucket, pos, val FROM vecpost WHERE ot = ? AND col = ?", key
        ):
            matrix[np.frombuffer(pos, dtype=np.int32), bucket] = np.frombuffer(val, dtype=_VALUE_TYPE)
        return matrix

    @property
    def nbytes(self) -> int:
        """Bytes of all the postings (what a process holds once its questions used every bucket)."""
        return int(self._execute("SELECT coalesce(sum(length(pos) + length(val)), 0) FROM vecpost", ())[0][0])


def candidates(approx: np.ndarray, limit_key: str | None, limit_value: float | None, k: int) -> np.ndarray | None:
    """Row positions that can be in the exact answer, by their postings score; None when that
    cannot be decided from the postings (thresholds that admit zero-similarity rows)."""
    if limit_key == "min_score":
        cut = float(limit_value or 0.0)
    elif limit_key == "max_distance":
        cut = 1.0 - float(limit_value or 0.0)
    else:
        if len(approx) <= k:
            return np.flatnonzero(approx > 0)
        # One partition of the range instead of gathering the rows that share something with
        # the query first. When at most k rows do, the k-th largest score is the smallest of
        # theirs or not positive, and either way the rows kept below are exactly those rows.
        kth = np.partition(approx, len(approx) - k)[len(approx) - k]
        floor = kth - MARGIN
        return np.flatnonzero(approx >= floor) if floor > 0 else np.flatnonzero((approx > 0) & (approx >= floor))
    if cut <= MARGIN:
        return None
    touched = np.flatnonzero(approx > 0)
    return touched[approx[touched] >= cut - MARGIN]


def select(sims: np.ndarray, limit_key: str | None, limit_value: float | None, k: int) -> np.ndarray:
    """Positions of the rows `knn` returns, given exact similarities: above `min_score`, within
    `max_distance`, or the k most similar (ties at the k-th place to the lowest position, i.e.
    the lowest rid) sharing something with the query."""
    if limit_key == "min_score":
        return np.flatnonzero(sims >= (limit_value or 0.0))
    if limit_key == "max_distance":
        return np.flatnonzero(1.0 - sims <= (limit_value or 0.0))
    if len(sims) <= _SMALL_SELECT:
        return np.array(_select_few(sims.tolist(), k), dtype=np.intp)
    k = min(k, len(sims))
    if k <= 0:
        return np.zeros(0, dtype=np.int64)
    if k < len(sims):
        kth = np.partition(sims, len(sims) - k)[len(sims) - k]
        above = np.flatnonzero(sims > kth)
        keep = np.concatenate([above, np.flatnonzero(sims == kth)[: k - len(above)]])
    else:
        keep = np.arange(len(sims))
    return keep[sims[keep] > 0]  # a zero-similarity vector shares nothing with the query


# Up to this many similarities (a property's re-scored candidates: ~5-20 for kn_search's k of 5)
# the k most similar are chosen in Python: numpy's partition and its five other calls cost more
# than the sort of a short list (~7 against ~3 us).
_SMALL_SELECT = 64


def _select_few(values: list[float], k: int) -> list[int]:
    """`select`'s k most similar for a short list of similarities, the same positions in the same
    order: those above the k-th largest similarity ascending, then those equal to it ascending,
    as many as fit, then only the positive ones."""
    k = min(k, len(values))
    if k <= 0:
        return []
    if k < len(values):
        kth = sorted(values)[len(values) - k]  # the element np.partition puts at len - k
        keep = [i for i, v in enumerate(values) if v > kth]
        keep += [i for i, v in enumerate(values) if v == kth][: k - len(keep)]
    else:
        keep = list(range(len(values)))
    return [i for i in keep if values[i] > 0]


def exact_candidates(
    postings: Postings, slot: dict[Any, Any], key: tuple[int, int], query: np.ndarray,
    limit_key: str | None, limit_value: float | None, k: int, dim: int,
) -> tuple[np.ndarray, np.ndarray] | None:
    """(rids ascending, exact similarities) of one property's knn candidates (`candidates`,
    re-scored), or None when the postings cannot decide them or they are too many to re-score
    (the caller scans the matrix).

    `slot` keeps what one question's text shares: its postings scores over every property, and
    the re-scored candidates per knn limit. kn_search asks every object type the same question,
    so once a second property is asked for, the candidates of every property not yet re-scored
    are re-scored together. Re-scoring reads the candidates' vectors from the postings the
    question already read (`Postings.rows`), not from the `vec` table."""
    if "approx" not in slot:
        slot["approx"] = postings.approximate(query)
    done: dict[tuple[int, int], tuple[np.ndarray, np.ndarray] | None] = slot.setdefault(
        ("exact", limit_key, limit_value, k), {})
    if key not in done:
        wanted = [key] if not done else [f for f in postings.fields if f not in done]
        requests = []
        for field_key in wanted:
            offset, rids = postings.fields[field_key]
            picked = candidates(slot["approx"][offset : offset + len(rids)], limit_key, limit_value, k)
            if picked is None or len(picked) > MAX_RESCORE:
                done[field_key] = None
            else:
                requests.append((field_key, offset, rids, picked))
        if requests:
            positions = np.concatenate([offset + picked for _, offset, _, picked in requests])
            sims = similarities(postings.rows(positions, query, dim), query)
            start = 0
            for field_key, _, rids, picked in requests:
                done[field_key] = (rids[picked], sims[start : start + len(picked)])
                start += len(picked)
    return done[key]
