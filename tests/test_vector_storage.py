"""How a network file keeps the vectors of its knn properties (format 5): sparse vectors (the built-in
embedder's) only as their postings, which give back the exact matrix a scan reads; dense vectors (a model's) as
rows of `vec`; files of another format refused with what to do."""

from __future__ import annotations

import shutil
import sqlite3
from typing import Sequence

import numpy as np
import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import FORMAT_VERSION, READABLE_FORMATS, NetworkFile
from core.embedding import Embedder, HashingEmbedder, register_embedder
from core.exceptions import BackendError
from core.models.condition import Condition
from tests.conftest import build_clinic, scan_only


def _stored_values(nf: NetworkFile, layout, prop: str) -> tuple[list[int], list[str]]:
    col = layout.columns[prop]
    rows = nf.execute(f"SELECT rid, {col} FROM {layout.table} WHERE {col} IS NOT NULL ORDER BY rid")
    return [rid for rid, _ in rows], [str(value) for _, value in rows]


def test_sparse_vectors_are_stored_once_as_their_postings(clinic_backend: SqliteBackend):
    nf = clinic_backend.open("clinic")
    assert nf.meta["format_version"] == str(FORMAT_VERSION) == "5"
    assert nf.execute("SELECT COUNT(*) FROM vec")[0][0] == 0
    postings = nf._postings()
    fields = [(layout, prop) for layout in nf.layout.values() for prop in layout.knn]
    assert fields and set(postings.fields) == {(layout.index, int(layout.columns[prop][1:])) for layout, prop in fields}
    for layout, prop in fields:
        rids, matrix = NetworkFile(nf.path)._vector_matrix(layout, prop)
        want_rids, values = _stored_values(nf, layout, prop)
        assert rids.tolist() == want_rids
        assert matrix.dtype == np.float32 and np.array_equal(matrix, nf.embedder.embed(values)), (layout.table, prop)


class _DenseEmbedder(Embedder):
    """A model-like embedder: every component non-zero, so the builder stores rows, not postings."""

    name = "test-dense-d16"
    dim = 16

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        sparse = HashingEmbedder(self.dim).embed(texts)
        out = sparse + np.float32(0.05)
        out /= np.linalg.norm(out, axis=1, keepdims=True)
        return out.astype(np.float32)


def test_dense_vectors_are_stored_as_rows_and_scanned(tmp_path):
    embedder = _DenseEmbedder()
    register_embedder(embedder)
    from core.backends import sqlite_store

    original = sqlite_store.NetworkBuilder.write
    try:
        sqlite_store.NetworkBuilder.write = lambda self, path, **kw: original(self, path, embedder=embedder, **kw)
        build_clinic(tmp_path / "clinic.sqlite")
    finally:
        sqlite_store.NetworkBuilder.write = original
    nf = NetworkFile(tmp_path / "clinic.sqlite")
    assert nf.embedder is embedder and nf._postings() is None
    layout = nf.layout["disease"]
    rids, values = _stored_values(nf, layout, "disease_name")
    stored = nf.execute("SELECT COUNT(*) FROM vec WHERE ot = ?", (layout.index,))[0][0]
    assert stored == len(rids) > 0
    matrix = embedder.embed(values)
    for text in ["上气道梗阻", "哮喘", "感冒发烧"]:
        cond = Condition.model_validate({"operation": "knn", "field": "disease_name", "value": text,
                                         "limit_key": "k", "limit_value": 3})
        sims = np.einsum("ij,j->i", matrix, embedder.embed([text])[0])
        top = sorted(range(len(rids)), key=lambda i: (-sims[i], rids[i]))[:3]
        assert nf._knn_scores(layout, cond) == {rids[i]: float(sims[i]) for i in top}


def test_a_property_scanned_whole_reads_its_vectors_from_the_postings(clinic_backend: SqliteBackend):
    """A loose `min_score` cannot be answered from the postings' candidates: the whole matrix is scanned, made from
    the postings, and gives every stored value's similarity."""
    nf = NetworkFile(clinic_backend.open("clinic").path)
    layout = nf.layout["symptom"]
    prop = layout.knn[0]
    rids, values = _stored_values(nf, layout, prop)
    cond = Condition.model_validate({"operation": "knn", "field": prop, "value": "咳嗽发热",
                                     "limit_key": "min_score", "limit_value": 0.0})
    got = nf._knn_scores(layout, cond)
    sims = np.einsum("ij,j->i", nf.embedder.embed(values), nf.embedder.embed(["咳嗽发热"])[0])
    assert got == {rid: float(s) for rid, s in zip(rids, sims) if s > -1.0}
    assert len(got) == len(rids) and (layout.index, int(layout.columns[prop][1:])) in nf._vectors
    assert got == scan_only(nf.path)._knn_scores(layout, cond)


@pytest.mark.parametrize("version", ["3", "6", "x"])
def test_a_file_of_another_format_is_refused_with_what_to_do(clinic_backend: SqliteBackend, tmp_path, version):
    path = tmp_path / "clinic.sqlite"
    shutil.copy(clinic_backend.open("clinic").path, path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'format_version'", (version,))
    backend = SqliteBackend(tmp_path)
    with pytest.raises(BackendError) as caught:
        backend.open("clinic")
    message = str(caught.value)
    if version == "x":
        assert "is damaged or not a kn-explorer network" in message
    else:
        assert f"format {version}; this version reads formats 4, 5" in message
        assert caught.value.suggestion == "re-import the network"
    assert READABLE_FORMATS == {4, 5}
