"""The caches a network's first question reads, built by the import instead of by that question.

kn_search builds what it reads on first need and keeps it under `$KNX_HOME/cache`: jieba's lexicon
table and the word vectors, shared by every network, and per network the linking dictionary and the
term lists of its bigram tables. Left to the first question, the demo network answered it ~10 s
after its import (dictionary ~6.3 s, word vectors ~3.9 s, term lists ~0.3 s) and later questions in
tens of milliseconds: the explorer's first search, or a server's first request, stalled on them.

Importers now build them (core.importers), each part in a child process beside work the import does
anyway: the shared caches while the network file is written (`shared_caches_alongside`), the
network's own while the demo network's relation prior is fitted (`network_caches_alongside`). A
child both for the machine's other core and for memory: each build's peak stays its own. Preparing
never fails an import: what could not be built is reported and built on first need, as before.

    python -m core.search.prepare                             # the shared caches, in this KNX_HOME
    python -m core.search.prepare --network DIRECTORY KN_ID   # a network file's own
"""

from __future__ import annotations

import contextlib
import json
import logging
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.backends.base import KnowledgeBackend
from core.exceptions import KnxError
from core.imports import project_module_command

_log = logging.getLogger("kn_explorer.prepare")


@dataclass
class PreparedCaches:
    """What a preparation built: seconds per cache, and why a cache could not be built."""

    seconds: dict[str, float] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)

    def merge(self, other: "PreparedCaches") -> "PreparedCaches":
        self.seconds.update(other.seconds)
        self.failed.update(other.failed)
        return self

    def describe(self) -> str:
        """One line for a person: what was prepared in how long, and what was not."""
        parts = [f"{name} ({seconds:.1f} s)" for name, seconds in self.seconds.items()]
        text = "Prepared for the first question: " + (", ".join(parts) or "nothing")
        if self.failed:
            text += "; built on first need instead: " + "; ".join(f"{k} ({v})" for k, v in self.failed.items())
        return text


def _timed(prepared: PreparedCaches, name: str, build: Callable[[], Any]) -> None:
    started = time.perf_counter()
    try:
        build()
    except Exception as exc:  # noqa: BLE001 - a cache is an optimisation: the question builds it again
        _log.debug("could not prepare %s", name, exc_info=True)
        prepared.failed[name] = str(exc) if isinstance(exc, KnxError) else f"{type(exc).__name__}: {exc}"
        return
    prepared.seconds[name] = round(time.perf_counter() - started, 3)


def prepare_shared() -> PreparedCaches:
    """Build (or find built) the caches every network's questions share: the tokenizer's lexicon
    table and the word vectors."""
    from core.search.wordvectors import load_word_vectors
    from core.text import tokenizer_ready

    prepared = PreparedCaches()
    # the word vectors first: the lexicon's build, after, reuses memory their build freed (~260 MB at
    # most for both, ~275 MB the other way round)
    _timed(prepared, "word vectors", load_word_vectors)
    _timed(prepared, "tokenizer lexicon", tokenizer_ready)
    return prepared


def shared_caches_missing() -> bool:
    """True when the tokenizer's lexicon table or the word vectors' cache is still to be built."""
    from core.lexicon import import_jieba, lexicon_path
    from core.search.wordvectors import cache_missing
    from core.text import lexicon_directory

    try:
        return not lexicon_path(lexicon_directory(), import_jieba()).is_file() or cache_missing()
    except Exception:  # noqa: BLE001 - cannot tell (no data directory, no package): let the build say
        return True


def network_caches_missing(backend: KnowledgeBackend, kn_id: str) -> bool:
    """True when the network's linking dictionary is not on disk for its current data (a cache format changed
    with an upgrade, the cache directory was cleared), or the word vectors' cache is missing: what would make its
    next first question slow. A look at two file names; the tokenizer's lexicon (~1.5 s to build) is not asked
    for, as finding its name imports jieba."""
    from core.search.name_dictionary import shared_cache
    from core.search.wordvectors import cache_missing

    try:
        path = shared_cache.stored_path(backend, kn_id)
    except Exception:  # noqa: BLE001 - a network that cannot be read: its first question says why
        return False
    return (path is not None and not path.is_file()) or cache_missing()


def prepare_network(backend: KnowledgeBackend, kn_id: str) -> PreparedCaches:
    """Build (or find built) the caches of one network that its first question would build: the
    linking dictionary (any backend), and the term lists of its bigram tables (a network file of the
    embedded backend)."""
    from core.search.name_dictionary import shared_cache

    prepared = PreparedCaches()
    _timed(prepared, "linking dictionary", lambda: shared_cache.get(backend, kn_id))
    read_term_lists = getattr(backend, "read_term_lists", None)
    if read_term_lists is not None:
        _timed(prepared, "term lists", lambda: read_term_lists(kn_id))
    return prepared


@dataclass
class PrepareJob:
    """A child process preparing caches (`python -m core.search.prepare ...`); `prepared` is what
    it built, read once the block it ran beside has ended (`shared_caches_alongside`,
    `network_caches_alongside`)."""

    args: list[str]
    in_process: Callable[[], PreparedCaches] | None  # None: nothing to prepare
    process: subprocess.Popen | None = None
    prepared: PreparedCaches = field(default_factory=PreparedCaches)

    def start(self) -> "PrepareJob":
        if self.in_process is not None:
            try:
                command, env = project_module_command("core.search.prepare", *self.args)
                self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                                stderr=subprocess.PIPE, env=env)
            except OSError as exc:  # no process to spare: prepared here once the block ends
                _log.warning("cannot start a process to prepare caches: %s", exc)
        return self

    def finish(self) -> PreparedCaches:
        """Wait for the child and read what it prepared. A child that could not start is done
        here instead; one that failed is reported, its caches left to the first question."""
        if self.in_process is None:
            return self.prepared
        if self.process is None:
            return self.prepared.merge(self.in_process())
        output, errors = self.process.communicate()
        try:
            reported = json.loads(output)
            seconds, failed = dict(reported["seconds"]), dict(reported["failed"])
        except (ValueError, TypeError, KeyError):  # it ended before saying: killed, or it crashed
            last = (errors or b"").decode(errors="replace").strip().splitlines()[-1:]
            self.prepared.failed["caches"] = f"the preparing process ended with status {self.process.returncode}" + (
                f": {last[0]}" if last else "")
            return self.prepared
        self.prepared.seconds.update(seconds)
        self.prepared.failed.update(failed)
        return self.prepared

    def stop(self) -> None:
        """End the child early (the build it ran beside failed or was interrupted)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.communicate()


@contextlib.contextmanager
def _alongside(job: PrepareJob) -> Iterator[PrepareJob]:
    job.start()
    try:
        yield job
    except BaseException:
        job.stop()
        raise
    job.prepared = job.finish()


def shared_caches_alongside(enabled: bool = True) -> "contextlib.AbstractContextManager[PrepareJob]":
    """Build the shared caches in a child process while the block runs (an import's network build,
    CPU-bound in this process), and wait for it when the block ends. A child, not a thread: both
    are Python code, which threads of one process run one at a time. Read `job.prepared` after the
    block; a block that raises ends the child."""
    return _alongside(PrepareJob([], prepare_shared if enabled else None))


def network_caches_alongside(directory: Path, kn_id: str, *,
                             in_child: bool = True) -> "contextlib.AbstractContextManager[PrepareJob]":
    """`prepare_network` for a network file of the embedded backend, in a child process while the
    block runs (or, without `in_child`, in this process when the block ends). A process of its
    own also for its memory: the demo network's linking dictionary, built in the process that had
    just written the network, raised the import's peak from ~310 to ~430 MB."""

    def in_process() -> PreparedCaches:
        from core.backends.sqlite import SqliteBackend

        return prepare_network(SqliteBackend(directory), kn_id)

    job = PrepareJob(["--network", str(directory), kn_id], in_process)
    return _alongside(job) if in_child else _after(job)


@contextlib.contextmanager
def _after(job: PrepareJob) -> Iterator[PrepareJob]:
    yield job
    job.prepared = job.finish()  # never started: finish() prepares in this process


def main(argv: list[str] | None = None) -> int:
    """The child's side: prepare, print what was prepared as JSON (status 1 when something failed)."""
    # terminated by `PrepareJob.stop`: exit through the files' own clean-up (temporary files removed)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--network"] and len(args) == 3:
        from core.backends.sqlite import SqliteBackend

        prepared = prepare_network(SqliteBackend(Path(args[1])), args[2])
    elif not args:
        prepared = prepare_shared()
    else:
        print("usage: python -m core.search.prepare [--network DIRECTORY KN_ID]", file=sys.stderr)
        return 2
    print(json.dumps({"seconds": prepared.seconds, "failed": prepared.failed}))
    return 1 if prepared.failed else 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["PrepareJob", "PreparedCaches", "network_caches_alongside", "network_caches_missing", "prepare_network",
           "prepare_shared", "shared_caches_alongside", "shared_caches_missing"]
