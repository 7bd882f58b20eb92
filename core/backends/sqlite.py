"""The embedded backend: every network of a data directory, one SQLite file each."""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError

from core.backends.base import KnowledgeBackend, stamp_overall_ms
from core.backends.sqlite_store import NetworkFile, networks_written
from core.exceptions import BackendError, NotFoundError, StorageError
from core.models.deferred import deferred_subgraph
from core.home import ensure_dir, network_path, networks_dir
from core.lru import LRUCache
from core.models.network import KnowledgeNetwork, NetworkSummary, ObjectType
from core.models.query import (
    ConceptHit,
    ConceptKind,
    InstanceQuery,
    InstanceQueryResult,
    SubgraphQuery,
    SubgraphResult,
)
from core.models.types import body_key


logger = logging.getLogger(__name__)

RECHECK_NS = 1_000_000  # an open file's path is checked again after this long (see SqliteBackend.open)
KEPT_BODY_BYTES = 4096  # instance requests kept with their plan up to this size (their key's marshal bytes)
KEPT_REQUESTS = 1024  # distinct instance-query bodies kept per backend (least recently used first out)

# The steps a kept instance request stands in for (`SqliteBackend.query_instances`): a class that
# overrides any of them answers every request through them.
_KEPT_PATH_STEPS = ("open", "get_network", "_get_network", "require_object_type", "_instance_request",
                    "_timed_instances", "_parsed_instance_query",
                    "_parsed_once", "_parse_instance_query", "_query_instances", "_acquired_network")


class _OpenFile:
    """An open network file, the (mtime ns, inode) it was opened at, when its path was last
    checked (monotonic ns) and `networks_written()` then."""

    __slots__ = ("version", "nf", "checked", "written")

    def __init__(self, version: tuple[int, int], nf: NetworkFile) -> None:
        self.version, self.nf, self.checked, self.written = version, nf, 0, -1


class SqliteBackend(KnowledgeBackend):
    kind = "sqlite"
    # accepted instance requests (see `query_instances`): made on first use
    _kept_requests: LRUCache[bytes, tuple] | None = None

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = ensure_dir(Path(directory), "the networks directory") if directory else networks_dir()
        self._files: dict[str, _OpenFile] = {}
        self._lock = threading.Lock()
        # resolved once: data_location is asked on every search, and the directory does not move
        self._location = f"sqlite:{self.directory.resolve()}"

    def path_for(self, kn_id: str) -> Path:
        return network_path(kn_id, self.directory)

    def data_location(self, kn_id: str) -> str | None:
        return f"{self._location}/{self.path_for(kn_id).name}"

    def network_file(self, kn_id: str) -> NetworkFile:
        return self.open(kn_id)

    def open(self, kn_id: str, *, acquire: bool = False) -> NetworkFile:
        """The network's file, reopened when it was rebuilt since it was last opened. The replaced
        file's connections (of every thread) are closed once the operations running on it end.
        With `acquire`, the file is returned acquired (see `using`).

        A rebuild is renamed into place, which changes the file's inode and mtime: an open file
        `stat`s its path when its last check is more than `RECHECK_NS` old, or when this process
        wrote a network file since (`note_network_written`). Callers open per request (kn_search
        ~100 times per search, an `==` lookup once in ~27 us of which ~14 are SQL), and the
        `stat` (~1.5 us) was the largest single cost around the SQL; a file replaced by another
        process is seen within that millisecond, as if the call had started just before the
        rename, and one replaced by this process at once.
        """
        cached = self._files.get(kn_id)
        if cached is not None:
            nf = cached.nf
            if acquire:  # before the checks, so a rebuild retiring it meanwhile is seen below
                nf.acquire()
            now = time.monotonic_ns()
            if now - cached.checked < RECHECK_NS and cached.written == networks_written() and not nf.retired:
                return nf
            written = networks_written()  # before the stat: a write after it is seen next time
            try:
                stat = os.stat(nf.path)
            except OSError:
                stat = None
            if stat is not None and (stat.st_mtime_ns, stat.st_ino) == cached.version and not nf.retired:
                cached.checked, cached.written = now, written
                return nf
            if acquire:
                nf.release()
        path = self.path_for(kn_id)
        written = networks_written()
        try:
            stat = path.stat()
        except FileNotFoundError:
            valid = ", ".join(sorted(p.stem for p in self.directory.glob("*.sqlite"))) or "(none yet)"
            raise NotFoundError(
                f"knowledge network {kn_id!r} does not exist",
                suggestion=f"available networks: {valid}; import one with `knx import`",
            ) from None
        except OSError as exc:
            raise StorageError(f"cannot read network file {path}: {exc.strerror}") from exc
        # A rebuilt file is a new inode (written aside, then renamed into place).
        version = (stat.st_mtime_ns, stat.st_ino)
        with self._lock:
            cached = self._files.get(kn_id)
            if cached is None or cached.version != version:
                if cached is not None:
                    cached.nf.close()
                cached = _OpenFile(version, NetworkFile(path))
                self._files[kn_id] = cached
            cached.checked, cached.written = time.monotonic_ns(), written
            if acquire:
                cached.nf.acquire()
        return cached.nf

    def using(self, kn_id: str) -> "_Using":
        """The network's file for one operation (`with backend.using(kn_id) as nf:`): a rebuild
        meanwhile does not close it under the operation, and an unexpected failure reading it
        becomes a BackendError naming the file."""
        return _Using(self.open(kn_id, acquire=True))

    def _using_network(self, network: KnowledgeNetwork) -> "_Using":
        """`using` for the file whose network object a call was validated against, while that
        file is current, without another check of its path (the call's `get_network` just
        made one); any other network goes through `using`."""
        return _Using(self._acquired_network(network))

    def _acquired_network(self, network: KnowledgeNetwork) -> NetworkFile:
        """`_using_network`'s file, acquired: the caller releases it (and turns what reading it
        raised into `_reading_failed`'s error), as `_Using` does."""
        cached = self._files.get(network.id)
        if cached is not None and cached.nf.network is network:
            nf = cached.nf.acquire()
            if not nf.retired:
                return nf
            nf.release()
        return self.open(network.id, acquire=True)

    def read_term_lists(self, kn_id: str) -> int:
        """Read the network's term lists now (`NetworkFile.read_term_lists`), not on its first
        question; the number of tables."""
        with self.using(kn_id) as nf:
            return nf.read_term_lists()

    def forget(self, kn_id: str) -> None:
        with self._lock:
            cached = self._files.pop(kn_id, None)
        if cached is not None:
            cached.nf.close()

    def _list_networks(self) -> list[NetworkSummary]:
        out = []
        for path in sorted(self.directory.glob("*.sqlite")):
            try:
                nf = self.open(path.stem)
            except Exception as exc:  # a foreign or damaged file is not a network; skip it, say so
                logger.warning("skipped %s: %s", path, exc)
                continue
            net = nf.network
            out.append(
                NetworkSummary(
                    id=net.id,
                    name=net.name,
                    comment=net.comment,
                    object_type_count=len(net.object_types),
                    relation_type_count=len(net.relation_types),
                    action_type_count=len(net.action_types),
                    instance_count=sum(nf.counts.get("instances", {}).values()),
                    edge_count=sum(nf.counts.get("edges", {}).values()),
                    source=nf.meta.get("source"),
                )
            )
        return out

    def _get_network(self, kn_id: str) -> KnowledgeNetwork:
        return self.open(kn_id).network

    def _search_concepts(self, kn_id: str, kind: ConceptKind, query: str, limit: int) -> list[ConceptHit]:
        with self.using(kn_id) as nf:
            return nf.search_concepts(kind, query, limit)

    def query_instances(
        self, kn_id: str, object_type_id: str, query: InstanceQuery | dict[str, Any] | None = None
    ) -> InstanceQueryResult:
        """The base method's answer. A plain body whose call was accepted before, for the same
        network file and object type, is answered from what that call validated and planned:
        its object type and parsed request, and for an unscored page the file's reader of it
        (its statements and row plan bound). Every call runs its SQL; nothing of a result is
        kept. What the call no longer does: look up the network and the object type, key the
        body for `_parsed_once`, validate it and find the file's plan (a quarter of a repeated
        `==` lookup's time, docs/performance.md, ninth round).

        Requests are keyed by the `marshal` bytes of (network id, object type id, body), as
        `_parsed_once` keys bodies (exact for JSON data; anything else, subclasses included, is
        refused and validated every time), up to KEPT_BODY_BYTES, least recently used first
        out past KEPT_REQUESTS. Each is kept for the open file it was validated against,
        through a weak reference: a rebuilt file is another one, so a replaced network is
        validated and planned anew, never answered from what was kept for the old one. Only
        calls that answered are kept, so a bad body is rejected with its message every time."""
        if type(query) is dict:
            kept = self._kept_requests
            # version 2: a small body repeats no strings worth a reference; None: the base way
            key = body_key((kn_id, object_type_id, query), 2)
            found = kept.get(key) if kept is not None and key is not None else None
            if found is not None:
                file, object_type, parsed, reader, reader_pending = found
                # the same check of the file's path as `get_network` makes, and the file acquired
                # then checked (a rebuild retiring it meanwhile is seen), as `_query_instances`
                nf = self.open(kn_id, acquire=True)
                if file() is nf:
                    started = time.perf_counter_ns()
                    # the acquire / read / release of `_query_instances` spelled out again: a
                    # shared helper taking the reader as a callable costs ~0.3 us of this path's ~5
                    try:
                        if reader is not None:  # timed by the reader, to the end of its SQL
                            return reader(nf, started)
                        result = nf.query_instances(object_type, parsed)
                    except BaseException as exc:
                        failure = _reading_failed(nf, exc)
                        if failure is None:
                            raise
                        raise failure from exc
                    finally:
                        nf.release()
                    if reader_pending:
                        # the file plans a repeated unscored query on its second call (this one):
                        # its reader, if it has one, answers every later call without the plan's
                        # look-up
                        kept.put(key, (file, object_type, parsed, nf.kept_page_reader(object_type, parsed), False))
                    stamp_overall_ms(result, started)
                    return result
                nf.release()
            if key is not None and len(key) <= KEPT_BODY_BYTES and type(kn_id) is str \
                    and type(object_type_id) is str and _kept_path_plain(type(self)):
                return self._answered_and_kept(kn_id, object_type_id, query, key)
        return super().query_instances(kn_id, object_type_id, query)

    def _answered_and_kept(self, kn_id: str, object_type_id: str, query: dict[str, Any], key: bytes
                           ) -> InstanceQueryResult:
        """The base method's answer, its object type and parsed request kept under `key` for
        the open file they were validated against once it answered."""
        network, object_type, parsed = self._instance_request(kn_id, object_type_id, query)
        result = self._timed_instances(network, object_type, parsed)
        opened = self._files.get(kn_id)
        if opened is not None and opened.nf.network is network:  # else replaced meanwhile: not kept
            kept = self._kept_requests
            if kept is None:
                with self._lock:
                    kept = self.__dict__.setdefault("_kept_requests", LRUCache(KEPT_REQUESTS))
            kept.put(key, (weakref.ref(opened.nf), object_type, parsed, None, True))
        return result

    def _query_instances(
        self, network: KnowledgeNetwork, object_type: ObjectType, query: InstanceQuery
    ) -> InstanceQueryResult:
        # `with self._using_network(network)` spelled out: its object and two calls are ~0.5 us
        # of an `==` lookup's ~8 outside SQL
        nf = self._acquired_network(network)
        try:
            return nf.query_instances(object_type, query)
        except BaseException as exc:
            failure = _reading_failed(nf, exc)
            if failure is None:
                raise
            raise failure from exc
        finally:
            nf.release()

    def _query_instances_batch(
        self, network: KnowledgeNetwork, object_type: ObjectType, parse: Callable[[Any], InstanceQuery],
        queries: list[Any],
    ) -> list[InstanceQueryResult]:
        if type(self)._query_instances is not SqliteBackend._query_instances:
            # a subclass answers single queries its own way: keep to it
            return super()._query_instances_batch(network, object_type, parse, queries)
        with self._using_network(network) as nf:
            return nf.query_instances_many(object_type, parse, queries)

    def _query_subgraph(self, network: KnowledgeNetwork, query: SubgraphQuery) -> SubgraphResult:
        with self._using_network(network) as nf:
            return deferred_subgraph(nf.query_paths(network, query.relation_type_paths, query))


def _kept_path_plain(cls: type) -> bool:
    """Whether `cls` answers instance requests with SqliteBackend's own steps, so a kept request
    may stand in for them; noted on the class the first time (its methods are not replaced
    after use)."""
    plain = cls.__dict__.get("_kept_path_plain_steps")
    if plain is None:
        plain = all(getattr(cls, name) is getattr(SqliteBackend, name) for name in _KEPT_PATH_STEPS)
        type.__setattr__(cls, "_kept_path_plain_steps", plain)
    return plain


class _Using:
    """`SqliteBackend.using`'s context: a class, not a generator context manager (whose enter and
    exit cost ~1.5 us more, on `==` lookups that spend ~28 us outside SQL)."""

    __slots__ = ("nf",)

    def __init__(self, nf: NetworkFile) -> None:
        self.nf = nf

    def __enter__(self) -> NetworkFile:
        return self.nf

    def __exit__(self, exc_type: Any, exc: BaseException | None, tb: Any) -> None:
        nf = self.nf
        nf.release()
        failure = _reading_failed(nf, exc) if exc is not None else None
        if failure is not None:
            raise failure from exc


def _reading_failed(nf: NetworkFile, exc: BaseException) -> BackendError | None:
    """The error an unexpected failure reading `nf` becomes; None for errors that are already
    the caller's to see (the engine's own, a request model's)."""
    if isinstance(exc, (sqlite3.Error, ValueError, KeyError, TypeError, IndexError, OverflowError)) and not (
        isinstance(exc, ValidationError)  # a request model's own error, not the file's
    ):
        return BackendError(
            f"reading network file {nf.path} failed ({type(exc).__name__}: {exc})",
            suggestion=f"if the file was damaged, import the network again or delete {nf.path.name}",
        )
    return None
