"""The knn postings scores (`Postings.approximate`, each bucket added in place through one
buffer) against the plain computation they replace: per bucket in ascending order, the product
of the row's value and the query's added to the row's score from 0.0, products and sums in the
type `values * query` gives (float32 for a float32 question, float64 for a float64 one). Random
sparse vectors over several properties, questions of shrinking and growing size (the buffer
holding what a larger bucket left), bit for bit; and the candidates these scores choose give
the full scan's knn answer (tests/test_knn_postings_rescore.py checks that on random indexes)."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from core.backends.sqlite_vectors import POSTINGS_SCHEMA, Postings, write_postings

DIM = 64


def plain_scores(postings: Postings, query: np.ndarray) -> np.ndarray:
    dtype = np.result_type(np.float32, query.dtype)
    scores = np.zeros(postings.size, dtype=dtype)
    for bucket in np.flatnonzero(query):
        entry = postings.buckets.get(int(bucket))
        if entry is not None:
            rows, values = entry
            # a row is at most once in a bucket: one addition per row, in bucket order
            scores[rows] = scores[rows] + (values * query[bucket]).astype(dtype)
    return scores


def sparse_unit_rows(rng: np.random.Generator, rows: int, density: float) -> np.ndarray:
    matrix = rng.standard_normal((rows, DIM)).astype(np.float32)
    matrix[rng.random((rows, DIM)) > density] = 0.0
    matrix[:, DIM - 1] = 0.0  # a bucket no row has: the index holds no postings for it
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return np.divide(matrix, norms, out=np.zeros_like(matrix), where=norms > 0).astype(np.float32)


@pytest.fixture()
def postings() -> Postings:
    rng = np.random.default_rng(14)
    conn = sqlite3.connect(":memory:")
    conn.executescript(POSTINGS_SCHEMA)
    for ot, col, rows, density in ((0, 1, 900, 0.2), (0, 2, 40, 0.1), (3, 1, 2500, 0.3), (5, 4, 1, 0.3)):
        rids = np.sort(rng.choice(10 * rows, size=rows, replace=False)).astype(np.int64)
        assert write_postings(conn, ot, col, rids, sparse_unit_rows(rng, rows, density))
    loaded = Postings.load(lambda sql, params=(): conn.execute(sql, params).fetchall())
    assert loaded is not None
    return loaded


def random_queries(rng: np.random.Generator, count: int) -> list[np.ndarray]:
    queries = []
    for _ in range(count):
        query = np.zeros(DIM, dtype=np.float32)
        buckets = rng.choice(DIM, size=int(rng.integers(1, DIM)), replace=False)
        query[buckets] = rng.standard_normal(len(buckets)).astype(np.float32)
        queries.append(query / np.float32(np.linalg.norm(query)))
    queries.sort(key=lambda q: -np.count_nonzero(q))
    return queries + queries[::-1]


def test_postings_scores_equal_the_plain_sums_bit_for_bit(postings: Postings):
    for query in random_queries(np.random.default_rng(7), 60):
        fast = postings.approximate(query)
        assert fast.dtype == np.float32 and fast.shape == (postings.size,)
        assert fast.tobytes() == plain_scores(postings, query).tobytes()


def test_a_float64_question_scores_as_the_plain_sums(postings: Postings):
    for query in random_queries(np.random.default_rng(9), 10):
        wide = query.astype(np.float64)
        fast = postings.approximate(wide)
        assert fast.dtype == np.float64 and fast.tobytes() == plain_scores(postings, wide).tobytes()


def test_a_question_sharing_no_bucket_scores_zero(postings: Postings):
    query = np.zeros(DIM, dtype=np.float32)
    query[DIM - 1] = 1.0
    assert postings.approximate(query).tobytes() == np.zeros(postings.size, dtype=np.float32).tobytes()


def plain_select(sims: np.ndarray, k: int) -> np.ndarray:
    """`select`'s k most similar as numpy computes them for a long list of similarities."""
    k = min(k, len(sims))
    if k <= 0:
        return np.zeros(0, dtype=np.int64)
    if k < len(sims):
        kth = np.partition(sims, len(sims) - k)[len(sims) - k]
        above = np.flatnonzero(sims > kth)
        keep = np.concatenate([above, np.flatnonzero(sims == kth)[: k - len(above)]])
    else:
        keep = np.arange(len(sims))
    return keep[sims[keep] > 0]


def test_the_k_most_similar_of_a_few_are_chosen_as_numpy_chooses_them():
    """Short similarity lists (a property's re-scored candidates) with ties at the k-th place,
    zeros and negative values, float32 and float64: the same positions in the same order."""
    from core.backends.sqlite_vectors import _SMALL_SELECT, select

    rng = np.random.default_rng(5)
    for n in range(0, _SMALL_SELECT + 1):
        for dtype in (np.float32, np.float64):
            levels = rng.choice([-0.5, 0.0, 0.25, 0.5, 0.75, 1.0], size=n)  # many ties
            for sims in (levels.astype(dtype), rng.standard_normal(n).astype(dtype)):
                for k in (0, 1, 2, 5, 7, n, n + 3):
                    got = select(sims, "k", float(k), k)
                    assert got.tolist() == plain_select(sims, k).tolist(), (n, k, sims)
