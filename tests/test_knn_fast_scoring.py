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
