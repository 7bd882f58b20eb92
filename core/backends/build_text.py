"""The per-value Python work of writing a network file, done in a worker process beside the writing.

Writing an object type (`NetworkBuilder._write_type`) is mostly SQLite's work in C: its rows, the indexes of its
columns, its trigram index. Two steps are Python work on each value alone: the character bigrams of the fields
matched with BM25 (`bigram_bodies`) and the vectors of the fields searched with knn (`embed_in_batches`), ~2 s of the
demo network's ~17 s build on a two-core machine. For a large network a worker process does them while the builder
writes: the builder numbers a type's rows and hands its values over one type ahead (while the type before it is
written), and collects the results when it gets to those tables. The worker runs the same functions in the same
batches, so the file holds the same (its `sqlite3` dump: `tests/test_build_text.py`, and the demo network's dump
digest in `tests/test_medical_network.py`).

The worker also builds the BM25 tables themselves (FTS5's index of the bodies, ~1.1 s of SQLite's work on the demo)
into a file of its own (`--bm25`); the builder creates those tables empty where it would have written them and,
once the worker has ended, copies FTS5's shadow tables into them (`copy_bm25_tables`, ~12 MB on the demo), so the
index is built on the other core and the file is the same.

A small network, or an embedder that is not the built-in hashing one (a remote model is called from the builder's
process, as before), has the work done inline, when the builder asks for it.
"""

from __future__ import annotations

import collections
import pickle
import queue
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import Sequence

import numpy as np

from core.backends.sqlite_vectors import VectorPostings, postings_of
from core.embedding import Embedder, HashingEmbedder, get_embedder
from core.imports import CHILD_PROCESS_FROM_INSTANCES, project_module_command
from core.text import char_bigrams

# Values embedded at once: the embedder's n-gram arrays of a batch of long texts are the build's peak
# memory above this (vectors are the same whatever the batch).
EMBED_BATCH = 5000

# per BM25 field its bigram bodies (None: the worker wrote its BM25 tables into its own file, see BuildText); per knn
# field its vectors' postings, or the vectors when too dense for postings
TextResult = tuple["list[list[str]] | None", list["VectorPostings | np.ndarray"]]
# per BM25 field, its table's name and the rids of its values (what the worker writes its table with)
BM25Tables = list[tuple[str, list[int]]]


def bigram_bodies(values: Sequence[str]) -> list[str]:
    """The body of each value in a property's BM25 table: its index tokens separated by spaces."""
    return [" ".join(char_bigrams(value)) for value in values]


def create_bm25_table(conn: sqlite3.Connection, name: str) -> None:
    """A property's BM25 table: a contentless FTS5 table of its values' bigram bodies."""
    conn.execute(f"CREATE VIRTUAL TABLE {name} USING fts5(body, content='', "
                 "tokenize='unicode61 remove_diacritics 0')")


def write_bm25_table(conn: sqlite3.Connection, name: str, rids: Sequence[int], bodies: Sequence[str]) -> None:
    """Create a property's BM25 table and index each value's body under its rid, in rid order."""
    create_bm25_table(conn, name)
    conn.executemany(f"INSERT INTO {name}(rowid, body) VALUES (?, ?)", zip(rids, bodies))


def open_bm25_file(path: Path | str) -> sqlite3.Connection:
    """The worker's connection to the file it writes BM25 tables into. With a rollback journal (no syncs), unlike the
    network file's build: if the worker is killed in the middle of a type, the builder's ATTACH rolls the file back
    to the types it committed (each before answering for it)."""
    conn = sqlite3.connect(path)
    conn.executescript("PRAGMA synchronous=OFF; PRAGMA cache_size=-16384;")
    return conn


# The tables FTS5 keeps a contentless table's index in: copied as they are, they are the same index.
_BM25_SHADOW_TABLES = ("data", "idx", "docsize", "config")


def copy_bm25_tables(conn: sqlite3.Connection, path: Path, names: Sequence[str]) -> None:
    """Fill the BM25 tables `names`, created empty in the file `conn` writes (`create_bm25_table`, where
    `write_bm25_table` would have written them: the file's tables and their statistics keep that order), with the
    index the worker wrote for them into `path`: FTS5's shadow tables copied row for row. The worker made them with
    the statements `write_bm25_table` runs here, so the copy holds what writing them here would have."""
    conn.execute("ATTACH DATABASE ? AS bm25_side", (str(path),))
    try:
        for name in names:
            for shadow in _BM25_SHADOW_TABLES:
                conn.execute(f"DELETE FROM main.{name}_{shadow}")
                conn.execute(f"INSERT INTO main.{name}_{shadow} SELECT * FROM bm25_side.{name}_{shadow}")
        conn.commit()
    finally:
        conn.execute("DETACH DATABASE bm25_side")


def embed_in_batches(embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
    """The vectors of `texts`, `EMBED_BATCH` at a time, as one (len(texts), dim) float32 matrix."""
    matrix = np.zeros((len(texts), embedder.dim), dtype=np.float32)
    for start in range(0, len(texts), EMBED_BATCH):
        chunk = texts[start:start + EMBED_BATCH]
        matrix[start:start + len(chunk)] = embedder.embed(chunk)
    return matrix


def stored_vectors(matrix: np.ndarray) -> "VectorPostings | np.ndarray":
    """What the file stores of a knn field's vectors: their postings, or the vectors themselves when they are too
    dense for postings (or there are none)."""
    postings = postings_of(matrix)
    return matrix if postings is None else postings


def text_work(embedder: Embedder, match_values: list[list[str]], knn_values: list[list[str]]) -> TextResult:
    """One type's text work, the same inline and in the worker: the bigram bodies of each BM25 field's values and
    what is stored of each knn field's vectors (`stored_vectors`: in the worker, the postings are what crosses the
    pipe, ~11 % of the components)."""
    return ([bigram_bodies(values) for values in match_values],
            [stored_vectors(embed_in_batches(embedder, v)) for v in knn_values])


class _Deferred:
    """Inline work done when its result is first asked for (the order the builder always did it in)."""

    def __init__(self, embedder: Embedder, match_values: list[list[str]], knn_values: list[list[str]]) -> None:
        self._args = (embedder, match_values, knn_values)

    def result(self) -> TextResult:
        return text_work(*self._args)


class _FromWorker:
    """A type's work sent to the worker: its result read back when asked, after those of the types sent before it."""

    def __init__(self, owner: "BuildText", fallback: _Deferred) -> None:
        self._owner, self._fallback = owner, fallback
        self._result: TextResult | None = None
        self._received = False

    def result(self) -> TextResult:
        self._owner._receive_through(self)
        if self._result is None:  # the worker failed before it answered: done here
            self._result = self._fallback.result()
        return self._result

    def _take(self, result: TextResult | None) -> None:
        self._received = True
        self._result = result


class BuildText:
    """The text work of one build: `submit` a type's values, `result()` of what it returned when needed, results
    asked for in the order the types were submitted. With `in_worker`, in a worker process started at once and
    ended by `close`; otherwise inline.

    The builder submits a type before it writes the one before it (`NetworkBuilder.write`), so the worker works on
    the next type while this process writes the current one. The worker reads its requests and writes its results
    in threads of its own, so neither side ever waits on a full pipe while the other waits on it.

    The worker is `python -m core.backends.build_text EMBEDDER` over pipes (a pickled request and result per type),
    not a `multiprocessing` pool: a spawned pool imports the parent's main module again, so a script that builds a
    network without an `if __name__ == "__main__"` guard hung. A worker that fails has its work done here."""

    def __init__(self, embedder: Embedder, *, in_worker: bool, bm25_file: Path | None = None) -> None:
        self.embedder = embedder
        # only the built-in embedder is made again in the worker from its name; any other one is called from here
        self.in_worker = in_worker and type(embedder) is HashingEmbedder
        # where the worker writes the BM25 tables it is given (`submit`'s `bm25_tables`)
        self.bm25_file = bm25_file if self.in_worker else None
        self._process: subprocess.Popen | None = None
        self._pending: collections.deque[_FromWorker] = collections.deque()  # sent, not read back yet
        if self.in_worker:  # started now: it imports (~0.4 s of the other core) while the first type's rows are made
            try:
                command, env = project_module_command(
                    "core.backends.build_text", embedder.name,
                    *(["--bm25", str(self.bm25_file)] if self.bm25_file is not None else []))
                self._process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                                 stderr=subprocess.DEVNULL, env=env)
            except OSError:  # no process to spare: this build does its text work itself
                self.in_worker = False

    @classmethod
    def for_network(cls, embedder: Embedder, instances: int, in_worker: bool | None = None,
                    bm25_file: Path | None = None) -> "BuildText":
        """In a worker for a network of `CHILD_PROCESS_FROM_INSTANCES` instances or more, unless `in_worker` says."""
        return cls(embedder, in_worker=instances >= CHILD_PROCESS_FROM_INSTANCES if in_worker is None else in_worker,
                   bm25_file=bm25_file)

    def submit(self, match_values: list[list[str]], knn_values: list[list[str]],
               bm25_tables: BM25Tables | None = None) -> "_FromWorker | _Deferred":
        """Hand a type's values over. With `bm25_tables` (each BM25 field's table name and rids) and a `bm25_file`, a
        worker writes those tables into that file and answers None for their bodies; the caller then copies them
        (`copy_bm25_tables`) once the worker has ended."""
        inline = _Deferred(self.embedder, match_values, knn_values)
        if not self.in_worker or not (match_values or knn_values):
            return inline
        process = self._process
        tables = bm25_tables if self.bm25_file is not None and match_values else None
        try:
            if process is None or process.stdin is None:
                raise OSError("no worker")
            pickle.dump((match_values, knn_values, tables), process.stdin, protocol=pickle.HIGHEST_PROTOCOL)
            process.stdin.flush()
        except OSError:  # it ended: this build does the rest of its text work itself
            self._stop()
            return inline
        waiting = _FromWorker(self, inline)
        self._pending.append(waiting)
        return waiting

    def _receive_through(self, wanted: _FromWorker) -> None:
        """Read the worker's results in order up to `wanted`'s."""
        while not wanted._received:
            if not self._pending:  # the worker was stopped: what it did not answer is done here
                wanted._take(None)
                return
            first = self._pending.popleft()
            process = self._process
            try:
                if process is None or process.stdout is None:
                    raise OSError("no worker")
                first._take(pickle.load(process.stdout))
            except Exception:  # noqa: BLE001 - it died or its answer is cut short: the work is done here instead
                first._take(None)
                self._stop()

    def _stop(self) -> None:
        self.in_worker = False
        process, self._process = self._process, None
        for waiting in self._pending:
            waiting._take(None)
        self._pending.clear()
        if process is not None:
            process.kill()
            process.wait()

    def close(self) -> None:
        """End the worker (it exits when its input ends)."""
        process, self._process = self._process, None
        if process is not None:
            try:
                process.stdin.close()
                # results never asked for (a build that wrote no such table) are read and dropped: the worker
                # exits once it has written them all
                while self._pending:
                    self._pending.popleft()._take(None)
                    pickle.load(process.stdout)
                process.wait(timeout=30)
            except (OSError, EOFError, pickle.UnpicklingError, subprocess.TimeoutExpired):
                process.kill()
                process.wait()

    def __enter__(self) -> "BuildText":
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None:
            self.close()
        else:  # the build failed: its worker is not waited for
            self._stop()


def main(argv: list[str] | None = None) -> int:
    """The worker: a pickled (match values, knn values, BM25 tables or None) per type on stdin, its pickled
    `TextResult` on stdout, in order. Requests are read and results written by threads, so the work goes on while the
    builder is busy: a request waiting in a full pipe, or a result the builder has not read yet, would stop it.

    With `--bm25 PATH` it writes the BM25 tables it is given into the SQLite file PATH (each type's committed before
    its result is sent) and answers None for their bodies: the index is built on this core, and the builder copies
    FTS5's tables as they are. A table it cannot write there has its bodies sent instead."""
    args = sys.argv[1:] if argv is None else argv
    bm25_path = None
    if "--bm25" in args:
        at = args.index("--bm25")
        bm25_path, args = args[at + 1], args[:at] + args[at + 2:]
    embedder = get_embedder(args[0]) if args else get_embedder()
    source, sink = sys.stdin.buffer, sys.stdout.buffer
    requests: queue.SimpleQueue = queue.SimpleQueue()
    results: queue.SimpleQueue = queue.SimpleQueue()
    bm25: sqlite3.Connection | None = None

    def read() -> None:
        try:
            while True:
                requests.put(pickle.load(source))
        except (EOFError, OSError, pickle.UnpicklingError):
            requests.put(None)

    def write() -> None:
        while (result := results.get()) is not None:
            try:
                sink.write(result)
                sink.flush()
            except OSError:  # the builder has gone: nothing to answer
                return

    threading.Thread(target=read, daemon=True).start()
    writer = threading.Thread(target=write)
    writer.start()
    while (request := requests.get()) is not None:
        match_values, knn_values, tables = request
        bodies, vector_sets = text_work(embedder, match_values, knn_values)
        if tables and bm25_path is not None:
            try:
                if bm25 is None:
                    bm25 = open_bm25_file(bm25_path)
                for (name, rids), body in zip(tables, bodies):
                    write_bm25_table(bm25, name, rids, body)
                bm25.commit()
                bodies = None
            except sqlite3.Error:  # the builder writes them from the bodies
                bm25_path = None
        results.put(pickle.dumps((bodies, vector_sets), protocol=pickle.HIGHEST_PROTOCOL))
    results.put(None)
    writer.join()
    if bm25 is not None:
        bm25.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["EMBED_BATCH", "BM25Tables", "BuildText", "bigram_bodies", "copy_bm25_tables", "create_bm25_table",
           "embed_in_batches", "open_bm25_file", "stored_vectors", "text_work", "write_bm25_table"]
