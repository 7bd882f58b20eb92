"""The bigrams and vectors of a network's values, computed in a worker process while the file is written
(core.backends.build_text), give the same file as computed in the builder's process; a worker that dies leaves the
build to finish on its own; a script without a main guard builds with a worker too."""

from __future__ import annotations

import hashlib
import io
import pickle
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from core.backends import build_text, sqlite_store
from core.backends.build_text import BuildText, bigram_bodies, embed_in_batches, stored_vectors
from core.backends.sqlite_vectors import VectorPostings
from core.embedding import HashingEmbedder
from core.imports import CHILD_PROCESS_FROM_INSTANCES
from tests.conftest import build_clinic

ROOT = Path(__file__).resolve().parents[1]


def _dump_digest(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        digest = hashlib.sha256()
        for line in conn.iterdump():
            if "'built_at'" not in line:
                digest.update(line.encode() + b"\n")
        return digest.hexdigest()
    finally:
        conn.close()


def _recording_bm25_copies(monkeypatch) -> list[str]:
    """The names of the BM25 tables the builder copies from a worker's file, recorded as it copies them."""
    copied: list[str] = []
    monkeypatch.setattr(sqlite_store, "copy_bm25_tables",
                        lambda conn, path, names: copied.extend(names) or build_text.copy_bm25_tables(conn, path, names))
    return copied


def test_a_worker_writes_the_same_file(tmp_path, monkeypatch):
    copied = _recording_bm25_copies(monkeypatch)
    build_clinic(tmp_path / "inline.sqlite", text_in_worker=False)
    assert not copied
    build_clinic(tmp_path / "worker.sqlite", text_in_worker=True)
    assert copied, "the worker wrote the BM25 tables"
    assert _dump_digest(tmp_path / "inline.sqlite") == _dump_digest(tmp_path / "worker.sqlite")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["inline.sqlite", "worker.sqlite"]  # its file removed


def test_a_worker_that_dies_after_some_types_leaves_the_rest_to_this_process(tmp_path, monkeypatch):
    """Types the worker answered have their BM25 tables copied from its file; the later ones are written here."""
    received = BuildText._receive_through
    answered = []

    def receive_then_crash(self, wanted):
        if len(answered) == 1:  # its next answers may be in the pipe already: they are lost with it
            self._process.kill()
            self._process.wait()
            self._process.stdout.close()
        received(self, wanted)
        answered.append(wanted._result is not None and wanted._result[0] is None)

    monkeypatch.setattr(BuildText, "_receive_through", receive_then_crash)
    copied = _recording_bm25_copies(monkeypatch)
    build_clinic(tmp_path / "worker.sqlite", text_in_worker=True)
    assert answered[0] and not any(answered[1:]) and copied
    build_clinic(tmp_path / "inline.sqlite", text_in_worker=False)
    assert _dump_digest(tmp_path / "inline.sqlite") == _dump_digest(tmp_path / "worker.sqlite")


def test_a_failed_build_leaves_neither_file(tmp_path, monkeypatch):
    def fail(*_args, **_kwargs):
        raise RuntimeError("disk full")

    monkeypatch.setattr(sqlite_store.NetworkBuilder, "_write_edges", fail)
    with pytest.raises(RuntimeError, match="disk full"):
        build_clinic(tmp_path / "clinic.sqlite", text_in_worker=True)
    assert list(tmp_path.iterdir()) == []


def test_a_worker_that_dies_leaves_the_build_to_this_process(tmp_path, monkeypatch):
    received = BuildText._receive_through
    killed = []

    def receive_after_a_crash(self, wanted):
        if not killed:
            assert len(self._pending) == 2  # the next type was sent before this one is read
            self._process.kill()
            self._process.wait()
            killed.append(True)
        return received(self, wanted)

    monkeypatch.setattr(BuildText, "_receive_through", receive_after_a_crash)
    build_clinic(tmp_path / "worker.sqlite", text_in_worker=True)
    assert killed
    build_clinic(tmp_path / "inline.sqlite", text_in_worker=False)
    assert _dump_digest(tmp_path / "inline.sqlite") == _dump_digest(tmp_path / "worker.sqlite")


def test_the_worker_answers_as_the_functions_do():
    embedder = HashingEmbedder()
    request = ([["上气道梗阻", "感冒 发热", "Alzheimer's disease"], []], [["腹泻", "", "乙肝" * 40] * 3], None)
    worker = subprocess.run([sys.executable, "-m", "core.backends.build_text", embedder.name],
                            input=pickle.dumps(request), capture_output=True, cwd=ROOT, timeout=60, check=True)
    bodies, vector_sets = pickle.loads(worker.stdout)
    assert bodies == [bigram_bodies(request[0][0]), []]
    assert bodies[0][0] == "上气 气道 道梗 梗阻"
    # the vectors' postings cross the pipe: every non-zero component, bucket by bucket
    matrix = embed_in_batches(embedder, request[1][0])
    assert len(vector_sets) == 1 and isinstance(vector_sets[0], VectorPostings)
    rows, values, bounds, count = vector_sets[0]
    assert count == len(matrix) and len(rows) == np.count_nonzero(matrix)
    again = np.zeros_like(matrix)
    for bucket in range(embedder.dim):
        again[rows[bounds[bucket]:bounds[bucket + 1]], bucket] = values[bounds[bucket]:bounds[bucket + 1]]
    assert np.array_equal(again, matrix)
    expected = stored_vectors(matrix)
    assert all(np.array_equal(a, b) for a, b in zip(vector_sets[0][:3], expected[:3]))


@pytest.mark.timeout(60)
def test_the_worker_goes_on_while_its_results_are_not_read():
    """Several large types sent before any result is read (each far larger than a pipe's buffer): the worker reads
    them and computes on, and the results come back in order, each as the functions give it."""
    embedder = HashingEmbedder()
    requests = [([[f"{stem}{i}号病" * 3 for i in range(6000)]], [[f"{stem}{i}" for i in range(6000)]])
                for stem in ("感冒", "肺炎", "哮喘")]
    with BuildText(embedder, in_worker=True) as work:
        assert work.in_worker
        sent = [work.submit(*request) for request in requests]
        assert len(work._pending) == 3
        for request, waiting in zip(requests, sent):
            bodies, vector_sets = waiting.result()
            assert bodies == [bigram_bodies(request[0][0])]
            expected = stored_vectors(embed_in_batches(embedder, request[1][0]))
            assert all(np.array_equal(a, b) for a, b in zip(vector_sets[0][:3], expected[:3]))
        process = work._process
    assert process.returncode == 0 and not work._pending


def test_results_never_asked_for_are_drained_when_the_work_ends():
    with BuildText(HashingEmbedder(), in_worker=True) as work:
        work.submit([["上气道梗阻" * 2000]], [])
        work.submit([["哮喘"]], [])
        process = work._process
    assert process.returncode == 0 and not work._pending


def test_the_worker_writes_bm25_tables_as_the_builder_would(tmp_path):
    """Given table names and rids, the worker writes the tables into its file and answers None for their bodies;
    copied into empty tables of the same names, they hold what `write_bm25_table` writes directly."""
    values = ["上气道梗阻", "感冒 发热", "Alzheimer's disease", "哮喘"]
    rids = [1, 2, 5, 9]
    requests = [([values, []], [], [("m0_c1", rids), ("m0_c2", [])]), ([["胃炎"]], [["胃炎"]], None)]
    side = tmp_path / "side.sqlite"
    worker = subprocess.run([sys.executable, "-m", "core.backends.build_text", HashingEmbedder().name, "--bm25",
                             str(side)], input=b"".join(pickle.dumps(r) for r in requests), capture_output=True,
                            cwd=ROOT, timeout=60, check=True)
    stream = io.BytesIO(worker.stdout)
    first, second = pickle.load(stream), pickle.load(stream)
    assert first == (None, []) and second[0] == [bigram_bodies(["胃炎"])]  # no tables given: the bodies
    direct, copied = sqlite3.connect(tmp_path / "direct.sqlite"), sqlite3.connect(tmp_path / "copied.sqlite")
    build_text.write_bm25_table(direct, "m0_c1", rids, bigram_bodies(values))
    build_text.write_bm25_table(direct, "m0_c2", [], [])
    for name in ("m0_c1", "m0_c2"):
        build_text.create_bm25_table(copied, name)
    build_text.copy_bm25_tables(copied, side, ["m0_c1", "m0_c2"])
    direct.commit()
    assert list(direct.iterdump()) == list(copied.iterdump())
    assert copied.execute("SELECT rowid FROM m0_c1 WHERE m0_c1 MATCH '气道' ").fetchall() == [(1,)]


def test_vectors_do_not_depend_on_the_batches(monkeypatch):
    embedder = HashingEmbedder()
    texts = [f"症状{i}号" for i in range(23)]
    whole = embed_in_batches(embedder, texts)
    monkeypatch.setattr(build_text, "EMBED_BATCH", 5)
    assert np.array_equal(embed_in_batches(embedder, texts), whole)


def test_small_networks_and_other_embedders_stay_in_this_process():
    embedder = HashingEmbedder()
    assert not BuildText.for_network(embedder, CHILD_PROCESS_FROM_INSTANCES - 1).in_worker

    class Remote(HashingEmbedder):  # not the built-in one: a worker could not make it from its name
        pass

    with BuildText.for_network(Remote(), 10**6) as work:
        assert not work.in_worker and work._process is None
    with BuildText.for_network(embedder, CHILD_PROCESS_FROM_INSTANCES) as work:
        assert work.in_worker and work._process is not None
        process = work._process
    assert process.returncode == 0  # ended with the build


@pytest.mark.timeout(120)
def test_a_script_without_a_main_guard_builds_with_a_worker(tmp_path):
    script = tmp_path / "build.py"
    script.write_text(textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from pathlib import Path
        from tests.conftest import build_clinic
        build_clinic(Path({str(tmp_path / 'clinic.sqlite')!r}), text_in_worker=True)
        print("built")
    """), encoding="utf-8")
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=100, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "built"


def test_tables_of_a_worker_killed_in_the_middle_of_a_type_are_copied_as_committed(tmp_path):
    """The worker commits each type before answering; killed while writing the next (its pages partly in the file),
    the file's journal rolls that type back when the builder attaches it, and what it answered is copied whole."""
    side = tmp_path / "side.sqlite"
    script = textwrap.dedent(f"""
        import os, sqlite3, sys
        sys.path.insert(0, {str(ROOT)!r})
        from core.backends.build_text import bigram_bodies, open_bm25_file, write_bm25_table
        conn = open_bm25_file({str(side)!r})  # as the worker opens it
        write_bm25_table(conn, "m0_c1", [1, 2], bigram_bodies(["上气道梗阻", "哮喘"]))
        conn.commit()
        committed = os.path.getsize({str(side)!r})
        conn.execute("PRAGMA cache_size=10")  # the next type's pages spill into the file before its commit
        values = [f"症状{{i}}号，伴有发热与咳嗽" for i in range(20000)]
        write_bm25_table(conn, "m1_c1", list(range(1, len(values) + 1)), bigram_bodies(values))
        sys.stdout.write(f"{{committed}} {{os.path.getsize({str(side)!r})}}")
        sys.stdout.flush()
        os._exit(0)  # killed before committing it
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    committed, at_exit = map(int, done.stdout.split())
    assert at_exit > 4 * committed, "the uncommitted type's pages reached the file"
    assert (tmp_path / "side.sqlite-journal").exists()
    copied = sqlite3.connect(tmp_path / "copied.sqlite")
    build_text.create_bm25_table(copied, "m0_c1")
    build_text.copy_bm25_tables(copied, side, ["m0_c1"])
    direct = sqlite3.connect(tmp_path / "direct.sqlite")
    build_text.write_bm25_table(direct, "m0_c1", [1, 2], bigram_bodies(["上气道梗阻", "哮喘"]))
    direct.commit()
    assert list(direct.iterdump()) == list(copied.iterdump())
    rolled_back = sqlite3.connect(side)  # the next type's table as its CREATE left it, its rows never committed
    assert rolled_back.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert rolled_back.execute("SELECT COUNT(*) FROM m1_c1_docsize").fetchone() == (0,)
    assert not (tmp_path / "side.sqlite-journal").exists()
