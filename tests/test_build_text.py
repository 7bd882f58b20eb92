"""The bigrams and vectors of a network's values, computed in a worker process while the file is written
(core.backends.build_text), give the same file as computed in the builder's process; a worker that dies leaves the
build to finish on its own; a script without a main guard builds with a worker too."""

from __future__ import annotations

import hashlib
import pickle
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from core.backends import build_text
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


def test_a_worker_writes_the_same_file(tmp_path):
    build_clinic(tmp_path / "inline.sqlite", text_in_worker=False)
    build_clinic(tmp_path / "worker.sqlite", text_in_worker=True)
    assert _dump_digest(tmp_path / "inline.sqlite") == _dump_digest(tmp_path / "worker.sqlite")


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
    request = ([["上气道梗阻", "感冒 发热", "Alzheimer's disease"], []], [["腹泻", "", "乙肝" * 40] * 3])
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
