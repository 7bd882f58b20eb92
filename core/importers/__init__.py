"""Importers turn a source (the PyCMeKG medical graph, a KWeaver export, a BKN directory) into a
network file of the embedded backend.

- `ensure_medical()` builds the demo network `medical` on first use and again only when the
  importer (or the PyCMeKG package) changed: the file records a fingerprint of both. Each build
  also fits the network's relation prior on the shipped dev question sets, when the checkout has
  them (`fit_demo_question_prior`).
- `import_path(path)` recognises a KWeaver export (network detail JSON + instance/edge files) or a
  BKN directory (`.bkn` files) and imports it.

Both prepare what the network's first question would otherwise build (core.search.prepare): the
caches every network shares in a child process while the file is built, the network's own after.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from core.gc_pause import gc_paused
from core.backends.sqlite_store import BuildReport, ProgressFn

T = TypeVar("T")
# the progress while an import waits for the caches of its network's first question
PREPARING_STEP = "preparing entity linking and instance recall for the first question"

if TYPE_CHECKING:
    from core.backends.base import KnowledgeBackend
    from core.search.prepare import PrepareJob, PreparedCaches


@dataclass
class ImportResult:
    kn_id: str
    path: Path
    built: bool  # False when an up-to-date file was already there
    report: BuildReport | None = None
    prepared: PreparedCaches | None = None  # what was built for the first question (None: nothing was)


def ensure_medical(
    directory: Path | None = None, *, progress: ProgressFn | None = None, force: bool = False,
    backend: KnowledgeBackend | None = None,
) -> ImportResult:
    """The demo network in `directory`, built when missing or made by another importer version, with what its first
    question reads prepared (also for a current network whose caches are missing: a cache's format changed with an
    upgrade). `backend`: one over `directory` already open, to look at the caches with."""
    from core.home import networks_dir
    from core.importers.medical import KN_ID, ensure_medical_network, medical_network_current
    from core.search.prepare import network_caches_alongside, shared_caches_alongside, shared_caches_missing

    building = force or not medical_network_current(directory)
    # The network's own caches in a child started now (~129k instances, always a child's work), which loads
    # what it needs while the file is written and prepares once it is in place, beside the prior's fit.
    with shared_caches_alongside(enabled=building and shared_caches_missing()) as shared, \
            network_caches_alongside(directory or networks_dir(), KN_ID, wait=True, after=shared,
                                     enabled=building) as own:
        # The cyclic garbage collector paused: a build holds its source, rows and edges alive (millions of
        # objects, no cycles), and the collector's full passes over them found nothing: ~0.8 s of the demo
        # network's ~14.5 s, at the same peak memory.
        with gc_paused():
            result = ensure_medical_network(directory, progress=progress, force=force)
        if result.built:
            own.go()
            if progress:
                progress("fitting the relation prior on the dev question sets", 1.0)
            # beside the preparing child and its side process, which the import waits for: the fit gets the
            # cores they leave (~0.45 s of the ~4.5 s step after the file on two cores)
            run_behind(fit_demo_question_prior, result.path.parent)
            if progress:
                progress(PREPARING_STEP, 1.0)
    if result.built:
        result.prepared = shared.prepared.merge(own.prepared)
    elif _caches_missing(result, backend):  # current, but not what its first question reads
        result.prepared = prepare_for_first_question(result.path.parent, result.kn_id, progress=progress)
    return result


def run_behind(work: Callable[..., T], *args: Any) -> T:
    """`work(*args)` in a thread of lower scheduling priority (nice 10, Linux: a thread's own), its result or its
    exception returned or raised here: work this process does while it waits for its children anyway, which should
    not take a core from them. Elsewhere, or where the priority cannot be changed, it runs at this one's."""

    def lowered() -> T:
        if sys.platform.startswith("linux"):
            with suppress(OSError):
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), os.getpriority(os.PRIO_PROCESS, 0) + 10)
        return work(*args)

    from concurrent.futures import ThreadPoolExecutor  # here: ~2 ms of every `knx` command otherwise

    with ThreadPoolExecutor(1, thread_name_prefix="knx-behind") as pool:
        return pool.submit(lowered).result()


def prepare_for_first_question(directory: Path, kn_id: str, *, progress: ProgressFn | None = None) -> PreparedCaches:
    """Build what the first question to a network file in `directory` reads, in child processes: for a network
    imported before imports prepared it, or one whose caches an upgrade changed the format of (the explorer's
    Networks page offers it for those)."""
    from core.home import network_path
    from core.search.prepare import shared_caches_alongside, shared_caches_missing

    path = network_path(kn_id, directory)
    with shared_caches_alongside(enabled=shared_caches_missing()) as shared:
        with _network_caches_alongside(ImportResult(kn_id, path, built=False), progress, in_child=True) as own:
            pass
    return shared.prepared.merge(own.prepared)


def _caches_missing(result: ImportResult, backend: KnowledgeBackend | None) -> bool:
    from core.backends.sqlite import SqliteBackend
    from core.search.prepare import network_caches_missing

    return network_caches_missing(backend or SqliteBackend(result.path.parent), result.kn_id)


@contextmanager
def _network_caches_alongside(result: ImportResult, progress: ProgressFn | None,
                              in_child: bool | None = None) -> Iterator[PrepareJob]:
    """The network's own caches for its first question, prepared while the block runs: in a child process for a
    large network (`core.imports.CHILD_PROCESS_FROM_INSTANCES`), or as `in_child` says. The progress names them
    when the block is done and the import waits for them."""
    from core.imports import CHILD_PROCESS_FROM_INSTANCES
    from core.search.prepare import network_caches_alongside

    if in_child is None:
        in_child = sum(result.report.instances.values()) >= CHILD_PROCESS_FROM_INSTANCES if result.report else False
    with network_caches_alongside(result.path.parent, result.kn_id, in_child=in_child) as job:
        yield job
        if progress:
            progress(PREPARING_STEP, 1.0)


def fit_demo_question_prior(directory: Path | None = None) -> bool:
    """Fit the demo network's relation prior (core.search.question_prior) on the shipped dev
    question sets (`DEMO_DEV_SETS`) when the checkout has them; False when it has none. Every build
    of the network fits it again: its relation types may have changed with the build. Here, not in
    core.importers.medical: a change there changes the network's fingerprint and rebuilds it."""
    from core.backends.sqlite import SqliteBackend
    from core.home import networks_dir
    from core.importers.medical import KN_ID
    from core.search.question_prior import fit_demo_prior

    return fit_demo_prior(SqliteBackend(directory or networks_dir()), KN_ID) is not None


def import_path(
    path: Path | str, *, kn_id: str | None = None, directory: Path | None = None,
    progress: ProgressFn | None = None,
) -> ImportResult:
    from core.exceptions import InvalidRequestError
    from core.importers.tables import require_path
    from core.search.prepare import shared_caches_alongside, shared_caches_missing

    path = require_path(path)
    # the collector paused while the network is built, as `ensure_medical` builds the demo network
    with shared_caches_alongside(enabled=shared_caches_missing()) as shared, gc_paused():
        try:
            if (path.is_dir() and any(path.rglob("*.bkn"))) or (path.is_file() and path.suffix.lower() == ".bkn"):
                from core.importers.bkn_dir import import_bkn_directory

                result = import_bkn_directory(path, kn_id=kn_id, directory=directory, progress=progress)
            else:
                from core.importers.kweaver_export import import_kweaver_export

                result = import_kweaver_export(path, kn_id=kn_id, directory=directory, progress=progress)
        except OSError as exc:  # a file of the source that cannot be read (permissions, /proc, ...)
            raise InvalidRequestError(
                f"{path}: cannot read {exc.filename or 'a file'} ({exc.strerror or exc})",
                suggestion="give a KWeaver export (JSON file or directory) or a BKN directory you can read",
            ) from exc
        with _network_caches_alongside(result, progress) as own:
            pass
    result.prepared = shared.prepared.merge(own.prepared)
    return result
