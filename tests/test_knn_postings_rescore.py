"""knn re-scoring from the postings against the long way, on random sparse vectors:

- `Postings.rows` (a candidate's components in the question's buckets, zero elsewhere) gives,
  through the same dot product, the similarity of the stored float32 row read whole, bit for
  bit, for every non-zero similarity (a zero may differ only in its sign, and knn drops zeros);
- `candidates` (one partition of a property's range) gives the positions of the plain form it
  replaced (gather the rows sharing a bucket with the query, partition those);
- `exact_candidates` (candidates re-scored from the postings) returns what a scan of each
  property's whole matrix returns, for k, min_score and max_distance limits.
"""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from core.backends.sqlite_vectors import (
    MARGIN, POSTINGS_SCHEMA, Postings, candidates, exact_candidates, select, similarities, write_postings,
)

DIM = 64
PROPERTIES = ((0, 1, 900, 0.2), (0, 2, 40, 0.1), (3, 1, 2500, 0.3), (5, 4, 1, 0.3), (6, 1, 300, 0.05))


def sparse_unit_rows(rng: np.random.Generator, rows: int, density: float) -> np.ndarray:
    matrix = rng.standard_normal((rows, DIM)).astype(np.float32)
    matrix[rng.random((rows, DIM)) > density] = 0.0
    matrix[:, DIM - 1] = 0.0  # a bucket no row has
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return np.divide(matrix, norms, out=np.zeros_like(matrix), where=norms > 0).astype(np.float32)


@pytest.fixture(scope="module")
def index() -> tuple[Postings, dict[tuple[int, int], tuple[np.ndarray, np.ndarray]]]:
    rng = np.random.default_rng(23)
    conn = sqlite3.connect(":memory:")
    conn.executescript(POSTINGS_SCHEMA)
    matrices = {}
    for ot, col, rows, density in PROPERTIES:
        rids = np.sort(rng.choice(10 * rows, size=rows, replace=False)).astype(np.int64)
        matrix = sparse_unit_rows(rng, rows, density)
        if rows > 100:  # repeated rows: ties at the k-th place
            matrix[rows // 2 : rows // 2 + 7] = matrix[3]
        assert write_postings(conn, ot, col, rids, matrix)
        matrices[(ot, col)] = (rids, matrix)
    postings = Postings.load(lambda sql, params=(): conn.execute(sql, params).fetchall())
    assert postings is not None
    return postings, matrices


def random_queries(rng: np.random.Generator, count: int, dtype=np.float32) -> list[np.ndarray]:
    queries = []
    for _ in range(count):
        query = np.zeros(DIM, dtype=dtype)
        buckets = rng.choice(DIM, size=int(rng.integers(1, DIM)), replace=False)
        query[buckets] = rng.standard_normal(len(buckets))
        queries.append((query / np.linalg.norm(query)).astype(dtype))
    return queries


def plain_candidates(approx: np.ndarray, k: int) -> np.ndarray:
    touched = np.flatnonzero(approx > 0)
    if len(touched) <= k:
        return touched
    kth = np.partition(approx[touched], len(touched) - k)[len(touched) - k]
    return touched[approx[touched] >= kth - MARGIN]


def test_rows_from_postings_score_like_the_stored_rows(index):
    postings, matrices = index
    rng = np.random.default_rng(5)
    compared = 0
    for query in random_queries(rng, 60) + random_queries(rng, 10, np.float64):
        postings.approximate(query)  # reads the query's buckets, as exact_candidates does first
        for (ot, col), (rids, matrix) in matrices.items():
            offset = postings.fields[(ot, col)][0]
            picked = np.sort(rng.choice(len(rids), size=min(len(rids), int(rng.integers(1, 120))), replace=False))
            fast = similarities(postings.rows(offset + picked, query, DIM), query)
            slow = similarities(matrix[picked], query)
            assert fast.dtype == slow.dtype
            nonzero = slow != 0
            assert fast[nonzero].tobytes() == slow[nonzero].tobytes()
            assert not fast[~nonzero].any()
            compared += int(nonzero.sum())
    assert compared > 10_000
    assert postings.rows(np.zeros(0, dtype=np.int64), query, DIM).shape == (0, DIM)


@pytest.mark.parametrize("k", [1, 2, 5, 50, 3000])
def test_candidates_equal_the_plain_form(index, k):
    postings, _ = index
    rng = np.random.default_rng(k)
    for query in random_queries(rng, 30):
        approx = postings.approximate(query)
        for offset, rids in postings.fields.values():
            part = approx[offset : offset + len(rids)]
            assert np.array_equal(candidates(part, "k", float(k), k), plain_candidates(part, k))
    # ranges with few, no or tied positive scores
    for part in (np.zeros(10), np.array([0.0, -0.2, 0.3, 0.3, 0.3, 1e-5, 0.0]), np.full(9, 0.25),
                 np.array([5e-5, 2e-5, 1e-5, -1.0, 3e-5])):
        assert np.array_equal(candidates(part, "k", float(k), k), plain_candidates(part, k))


@pytest.mark.parametrize("limit", [("k", 5.0, 5), ("k", 50.0, 50), ("min_score", 0.4, 100), ("max_distance", 0.7, 100)])
def test_exact_candidates_equal_the_full_scan(index, limit):
    postings, matrices = index
    limit_key, limit_value, k = limit
    rng = np.random.default_rng(int(limit_value * 10))
    for query in random_queries(rng, 25):
        slot: dict = {}
        for key in rng.permutation(len(matrices)).tolist():  # properties asked in any order
            field_key = list(matrices)[key]
            rids, matrix = matrices[field_key]
            found = exact_candidates(postings, slot, field_key, query, limit_key, limit_value, k, DIM)
            sims = similarities(matrix, query)
            keep = select(sims, limit_key, limit_value, k)
            expected = {int(rids[i]): float(sims[i]) for i in keep}
            assert found is not None
            got_rids, got_sims = found
            keep = select(got_sims, limit_key, limit_value, k)
            assert {int(got_rids[i]): float(got_sims[i]) for i in keep} == expected
