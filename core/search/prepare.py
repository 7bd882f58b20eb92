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

A network's child has a second process take the part of its work that needs no names, and can be
started before its file is written (`wait`): it loads its code and the tables every network's
preparation reads while the build runs, then waits for the word that the file is in place
(`PrepareJob.go`).

    python -m core.search.prepare                                      # the shared caches, in this KNX_HOME
    python -m core.search.prepare --network DIRECTORY KN_ID            # a network file's own
    python -m core.search.prepare --network DIRECTORY KN_ID --wait [--after PID]   # ... once told `go`
"""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import multiprocessing
import os
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
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


def prepare_network(backend: KnowledgeBackend, kn_id: str, *, side: Executor | None = None) -> PreparedCaches:
    """Build (or find built) the caches of one network that its first question would build: the
    linking dictionary (any backend), and the term lists of its bigram tables (a network file of the
    embedded backend).

    `side`, a process pool (`_side_process`), takes a network file's work that needs none of its
    names, or only the forms, while this process reads them: the dictionary's edge counts and its
    forms' sounds (`_SideWork`), and the term lists (~1.2 s of the demo network's ~4.9 s). What it
    cannot do is done here."""
    from core.search.name_dictionary import shared_cache

    prepared = PreparedCaches()
    directory = getattr(backend, "directory", None)
    read_term_lists = getattr(backend, "read_term_lists", None)
    work = terms = None
    if side is not None and directory is not None and read_term_lists is not None:
        try:
            work = _SideWork(side, directory, kn_id)
            terms = side.submit(_term_lists_of, directory, kn_id)
        except Exception as exc:  # noqa: BLE001 - a pool that cannot take work: all of it here
            _log.warning("cannot hand work to a side process: %s", exc)
            work = terms = None
    _timed(prepared, "linking dictionary", lambda: shared_cache.get(backend, kn_id, side=work))
    if terms is not None:
        try:
            prepared.seconds["term lists"] = terms.result()
        except Exception:  # noqa: BLE001 - read here instead
            _log.debug("term lists of the side process failed", exc_info=True)
            terms = None
    if terms is None and read_term_lists is not None:
        _timed(prepared, "term lists", lambda: read_term_lists(kn_id))
    return prepared


class _SideWork:
    """core.search.name_dictionary's `SideWork` in a process pool over a network file of the embedded backend: the
    edge counts start at once, the compound shares when the own names are read, the sounds when the forms are known.
    A part that fails gives None: the dictionary's build does it itself."""

    def __init__(self, pool: Executor, directory: Path, kn_id: str) -> None:
        self._pool = pool
        self._counted = pool.submit(_edge_counts_of, directory, kn_id)

    def edge_counts(self) -> Any:
        return self._result(self._counted)

    def sounds(self, forms: list[str]) -> Callable[[], Any]:
        return self._started(_sound_arrays_of, forms)

    def shares(self, own_names: list[tuple[str, str]]) -> Callable[[], Any]:
        return self._started(_compound_shares_of, own_names)

    def _started(self, work: Callable[[Any], Any], argument: Any) -> Callable[[], Any]:
        """`work(argument)` started in the pool; the call returned gives its result (None: the dictionary makes it)."""
        try:
            future = self._pool.submit(work, argument)
        except Exception:  # noqa: BLE001 - made by the dictionary itself
            _log.debug("cannot hand %s to the side process", work.__name__, exc_info=True)
            return lambda: None
        return lambda: self._result(future)

    @staticmethod
    def _result(future: Future) -> Any:
        try:
            return future.result()
        except Exception:  # noqa: BLE001 - a failed process: done in this one
            _log.debug("side work failed", exc_info=True)
            return None


@functools.lru_cache(maxsize=4)
def _side_backend(directory: Path) -> Any:
    """The side process's backend over a directory: opened once for all its work there."""
    from core.backends.sqlite import SqliteBackend

    return SqliteBackend(directory)


def _edge_counts_of(directory: Path, kn_id: str) -> Any:
    from core.search.name_dictionary import edge_counts

    return edge_counts(_side_backend(directory), kn_id)


def _sound_arrays_of(forms: list[str]) -> Any:
    """The `SoundIndex` arrays of the trie of `forms` (the same keys make the same trie, with the same ids)."""
    import marisa_trie

    from core.gc_pause import gc_paused
    from core.search.name_sounds import SoundIndex

    with gc_paused():
        return SoundIndex.build(marisa_trie.Trie(forms)).to_arrays()


def _compound_shares_of(own_names: list[tuple[str, str]]) -> Any:
    from core.search.name_dictionary import compound_shares_of

    return compound_shares_of(own_names)


def _term_lists_of(directory: Path, kn_id: str) -> float:
    """Seconds to read (and cache) a network file's term lists."""
    started = time.perf_counter()
    _side_backend(directory).read_term_lists(kn_id)
    return round(time.perf_counter() - started, 3)


def _await_process(pid: int) -> bool:
    """Return once process `pid` has ended; at once, False, where it has or where Linux's pidfd is not there to
    tell."""
    try:
        descriptor = os.pidfd_open(pid)
    except (AttributeError, OSError):
        return False
    try:
        waiting = select.poll()
        waiting.register(descriptor, select.POLLIN)  # readable once the process has ended
        waiting.poll()
    finally:
        os.close(descriptor)
    return True


def _end_with(parent: int) -> None:
    """The side process's start: a thread ends it with the process it works for, also one killed outright (its
    queue's pipe, whose writing end the side process holds too, would never tell it)."""

    def watch() -> None:
        if not _await_process(parent):
            while os.getppid() == parent:
                time.sleep(1.0)
        os._exit(1)  # nothing of its own to clean up: its results have no one to go to

    threading.Thread(target=watch, name="ends-with-parent", daemon=True).start()


@contextlib.contextmanager
def _side_process() -> Iterator[Executor | None]:
    """One more process for a network's child's side work (`prepare_network`), started at once: it loads while the
    child loads its own code or waits for its file, and works on the machine's other core, free once the import
    that started the child has fitted its prior (or at once, after an import of another network, or the explorer's
    Prepare). Spawned, not forked: a fork would copy this process's threads' state (numpy's) into a child that runs
    on without them. None when no process can be started."""
    try:
        pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_end_with, initargs=(os.getpid(),))
        pool.submit(_load_for_side)
    except Exception as exc:  # noqa: BLE001 - no process to spare: the work is done without one
        _log.warning("cannot start a side process: %s", exc)
        yield None
        return
    ended = False
    try:
        yield pool
        ended = True
    finally:  # interrupted (terminated): its queued work is dropped, not waited for
        pool.shutdown(wait=ended, cancel_futures=not ended)


def _load_for_side() -> None:
    from core.backends.sqlite import SqliteBackend  # noqa: F401 - loaded, not used here
    from core.search import name_dictionary  # noqa: F401
    from core.search.name_sounds import character_syllables

    character_syllables()


@dataclass
class PrepareJob:
    """A child process preparing caches (`python -m core.search.prepare ...`); `prepared` is what
    it built, read once the block it ran beside has ended (`shared_caches_alongside`,
    `network_caches_alongside`). A job that `waits` was started before what it prepares was
    written: it prepares once told (`go`), and nothing when the block ends without that word."""

    args: list[str]
    in_process: Callable[[], PreparedCaches] | None  # None: nothing to prepare
    waits: bool = False
    process: subprocess.Popen | None = None
    prepared: PreparedCaches = field(default_factory=PreparedCaches)
    told: bool = False

    def start(self) -> "PrepareJob":
        if self.in_process is not None:
            try:
                command, env = project_module_command("core.search.prepare", *self.args)
                self.process = subprocess.Popen(command, stdin=subprocess.PIPE if self.waits else subprocess.DEVNULL,
                                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
            except OSError as exc:  # no process to spare: prepared here once the block ends
                _log.warning("cannot start a process to prepare caches: %s", exc)
        return self

    def go(self) -> None:
        """What a waiting job prepares is in place: its child starts on it (the word `go` on its input)."""
        self.told = True
        if self.process is not None and self.process.stdin is not None:
            try:
                self.process.stdin.write(b"go\n")
                self.process.stdin.flush()
            except OSError:  # it has ended already: `finish` reports how
                pass

    def finish(self) -> PreparedCaches:
        """Wait for the child and read what it prepared. A child that could not start is done
        here instead; one that failed is reported, its caches left to the first question. A
        waiting job never told to go ends its child with nothing prepared."""
        if self.in_process is None:
            return self.prepared
        if self.waits and not self.told:
            self.stop()
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


def network_caches_alongside(directory: Path, kn_id: str, *, in_child: bool = True, wait: bool = False,
                             after: PrepareJob | None = None,
                             enabled: bool = True) -> "contextlib.AbstractContextManager[PrepareJob]":
    """`prepare_network` for a network file of the embedded backend, in a child process while the
    block runs (or, without `in_child`, in this process when the block ends). A process of its
    own also for its memory: the demo network's linking dictionary, built in the process that had
    just written the network, raised the import's peak from ~310 to ~430 MB.

    With `wait`, the block writes the file: the child loads what it needs meanwhile and prepares
    once the block calls `job.go()`; a block that ends without it prepares nothing. A waiting child
    loads only `after` another job's child has ended (the shared caches', which keeps the machine's
    other core busy while the build's first steps keep this one). Not `enabled`: no child, nothing
    prepared."""

    def in_process() -> PreparedCaches:
        from core.backends.sqlite import SqliteBackend

        return prepare_network(SqliteBackend(directory), kn_id)

    waiting = ["--wait"] if wait else []
    if wait and after is not None and after.process is not None:
        waiting += ["--after", str(after.process.pid)]
    job = PrepareJob(["--network", str(directory), kn_id, *waiting], in_process if enabled else None, waits=wait)
    return _alongside(job) if in_child else _after(job)


def load_for_networks() -> None:
    """Load what preparing any network reads besides the network: the modules, pypinyin's readings (the
    names' sounds) and zhconv's tables (the rewritten forms). A waiting child does it before its file exists."""
    from core.backends.sqlite import SqliteBackend  # noqa: F401 - loaded, not used here
    from core.retrieval.keyword_context import identity_condition  # noqa: F401
    from core.search import name_dictionary  # noqa: F401
    from core.search.name_sounds import character_syllables
    from core.text import conversion_version, in_simplified_characters, phrase_rewritten_characters

    character_syllables()
    phrase_rewritten_characters()
    conversion_version()
    in_simplified_characters("覆")


@contextlib.contextmanager
def _after(job: PrepareJob) -> Iterator[PrepareJob]:
    yield job
    job.prepared = job.finish()  # never started: finish() prepares in this process


def main(argv: list[str] | None = None) -> int:
    """The child's side: prepare, print what was prepared as JSON (status 1 when something failed)."""
    # terminated by `PrepareJob.stop`: exit through the files' own clean-up (temporary files removed)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    args = sys.argv[1:] if argv is None else argv
    rest = args[3:]
    waits = rest[:1] == ["--wait"] and (len(rest) == 1 or (len(rest) == 3 and rest[1] == "--after"
                                                            and rest[2].isdigit()))
    if args[:1] == ["--network"] and len(args) >= 3 and (not rest or waits):
        from core.backends.sqlite import SqliteBackend

        if len(rest) == 3:
            _await_process(int(rest[2]))
        with _side_process() as side:
            if rest:
                load_for_networks()
                if sys.stdin.readline().strip() != "go":  # end of input: the importing process has ended
                    print(json.dumps({"seconds": {}, "failed": {}}))
                    return 0
            prepared = prepare_network(SqliteBackend(Path(args[1])), args[2], side=side)
    elif not args:
        prepared = prepare_shared()
    else:
        print("usage: python -m core.search.prepare [--network DIRECTORY KN_ID [--wait [--after PID]]]",
              file=sys.stderr)
        return 2
    print(json.dumps({"seconds": prepared.seconds, "failed": prepared.failed}))
    return 1 if prepared.failed else 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["PrepareJob", "PreparedCaches", "load_for_networks", "network_caches_alongside", "network_caches_missing",
           "prepare_network", "prepare_shared", "shared_caches_alongside", "shared_caches_missing"]
