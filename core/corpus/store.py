"""The vector store of corpora: Qdrant, embedded (qdrant-client's local mode under `$KNX_HOME`) or
a Qdrant server (`KNX_QDRANT_URL`, optional `KNX_QDRANT_API_KEY`), through the same code.

Each corpus is one collection of chunks: the vector of the chunk text and its payload (`chapter`,
`event_order`, `entities`, `text`, ...). Payload indexes on `chapter` (integer, range) and `entities`
(keyword) are created so a server evaluates filters inside the HNSW search. Filters always go into
the query (`query_filter`), never after it: a post-filter over the top `k * 3` hits (what the
design sketch did) loses every match ranked below that cut — `search_post_filtered` keeps that
behaviour only so a test can show the difference.

Local mode ignores payload indexes (qdrant-client warns once; that warning is silenced here because
the indexes are for the server) and evaluates a filter in Python for every point, about 15 µs per
point and condition — 25 ms for one filtered query on the 1,500-chunk demo, seconds on 100k chunks.
So reads in local mode go through `LocalIndex`: a numpy mirror of the collection (vectors, chapter
and event_order arrays, an inverted index of entities), loaded from Qdrant once per process and
dropped on every write. It answers the same queries with the same filter semantics inside the
search (a test compares it with Qdrant's own filtered search); a server answers them itself. Past
`EXACT_SCAN_ROWS` candidate rows the mirror shortlists on int8 codes before scoring exactly (the
comment above `EXACT_SCAN_ROWS` says how and what it costs). A local store directory is locked by
the process that opens it, so a process holds it only while it loads the mirror or writes
(`release` closes it after); another process waits up to 10 s for it, then gets a clear error and
the advice to use a server.
"""

from __future__ import annotations

import atexit
import functools
import os
from contextlib import contextmanager
import threading
import time
import warnings
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from core.backends.sqlite_vectors import similarities
from core.corpus.models import Chunk, ScoredChunk
from core.exceptions import BackendError, KnxError, NotFoundError

_CLIENTS: dict[str, Any] = {}
_INDEXES: dict[tuple[str, str], "LocalIndex"] = {}
_LOCK = threading.Lock()
# Held while a local mirror loads and while a local store is released, so one thread never closes
# the client another thread is reading through.
_LOAD = threading.RLock()
UPSERT_BATCH = 512


def store_location() -> str:
    """The Qdrant server URL when configured, else the local store directory."""
    url = os.environ.get("KNX_QDRANT_URL", "").strip()
    if url:
        return url
    from core.home import knx_home

    return str(knx_home() / "qdrant")


LOCK_WAIT_S = 10.0


def _client(location: str):
    from qdrant_client import QdrantClient

    with _LOCK:
        client = _CLIENTS.get(location)
        if client is not None:
            return client
        if location.startswith(("http://", "https://")):
            client = QdrantClient(url=location, api_key=os.environ.get("KNX_QDRANT_API_KEY") or None, timeout=30)
        else:
            Path(location).mkdir(parents=True, exist_ok=True)
            # Another process holds the directory only while it loads or writes (see `release`).
            deadline = time.monotonic() + LOCK_WAIT_S
            while True:
                try:
                    with warnings.catch_warnings():  # the size advice: see the module docstring
                        warnings.filterwarnings("ignore", message="Local mode is not recommended")
                        client = QdrantClient(path=location)
                    break
                except RuntimeError as exc:
                    if time.monotonic() > deadline:
                        raise BackendError(
                            f"the corpus store {location} is in use by another process: {exc}",
                            suggestion="wait for the other import to finish, or run a Qdrant server and set KNX_QDRANT_URL",
                        ) from None
                    time.sleep(0.2)
        _CLIENTS[location] = client
        return client


def release(location: str) -> None:
    """Close a local store so other processes can open it; reads keep going from the mirror."""
    if location.startswith(("http://", "https://")):
        return
    with _LOAD:
        with _LOCK:
            client = _CLIENTS.pop(location, None)
        if client is not None:
            client.close()


@atexit.register
def close_stores() -> None:
    """Release every store this process opened (a local store's directory lock goes with it)."""
    with _LOCK:
        for client in _CLIENTS.values():
            try:
                client.close()
            except Exception:  # closing is best effort at shutdown
                pass
        _CLIENTS.clear()
        _INDEXES.clear()


# Unfiltered search over a large mirror is memory-bound: 100k x 512 float32 rows are 200 MB to read
# per query (35-55 ms here). Above EXACT_SCAN_ROWS candidate rows, a first pass reads int8 codes of
# the rows instead (a quarter of the bytes, SIMD integer dot products from numkong), keeps the best
# max(RESCORE_MIN, RESCORE_FACTOR * top_k), and only those are scored exactly in float32. Scores and
# order of the results are the exact ones; a result is missed only when int8 rounding (about 1/254
# of each component) pushes one of the true top_k below the shortlist, which the benchmark measures
# (recall@10 against the exact scan). Every step is deterministic: integer sums, ties broken by row.
EXACT_SCAN_ROWS = 20_000
RESCORE_MIN = 200
RESCORE_FACTOR = 20


def quantize_rows(matrix: np.ndarray, batch: int = 8192) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 codes of each row (its largest magnitude maps to 127) and the per-row factor
    that turns an int8 dot product back into the float scale (up to the query's own factor)."""
    codes = np.empty(matrix.shape, dtype=np.int8)
    scales = np.empty(len(matrix), dtype=np.float64)
    for start in range(0, len(matrix), batch):
        part = matrix[start:start + batch]
        peak = np.abs(part).max(axis=1) if part.size else np.zeros(len(part))
        factor = np.where(peak > 0, 127.0 / np.where(peak > 0, peak, 1.0), 0.0)
        codes[start:start + batch] = np.rint(part * factor[:, None].astype(np.float32))
        scales[start:start + batch] = np.where(factor > 0, 1.0 / np.where(factor > 0, factor, 1.0), 0.0)
    return codes, scales


def chunk_filter(chapter_range: Sequence[int] | None = None, entities: Sequence[str] = ()):
    """The Qdrant filter for a chapter range (inclusive) and entities that must all be mentioned."""
    from qdrant_client import models

    must: list[Any] = []
    if chapter_range is not None:
        must.append(models.FieldCondition(key="chapter", range=models.Range(gte=chapter_range[0], lte=chapter_range[1])))
    for entity in entities:
        must.append(models.FieldCondition(key="entities", match=models.MatchValue(value=entity)))
    return models.Filter(must=must) if must else None


class LocalIndex:
    """A read mirror of one local collection (see the module docstring)."""

    def __init__(self, points: Sequence[Any]) -> None:
        points = sorted(points, key=lambda p: p.id)
        self.payloads = [p.payload for p in points]
        self.ids = np.array([p.id for p in points], dtype=np.int64)
        self.vectors = np.array([p.vector for p in points], dtype=np.float32).reshape(len(points), -1)
        norms = np.linalg.norm(self.vectors, axis=1, keepdims=True)
        np.divide(self.vectors, norms, out=self.vectors, where=norms > 0)
        self.codes, self.code_scales = quantize_rows(self.vectors)
        self.chapters = np.array([p.payload["chapter"] for p in points], dtype=np.int64)
        self.orders = np.array([p.payload["event_order"] for p in points], dtype=np.int64)
        rows: dict[str, list[int]] = {}
        for row, payload in enumerate(self.payloads):
            for entity in payload.get("entities", []):
                rows.setdefault(entity, []).append(row)
        self.entity_rows = {e: np.array(r, dtype=np.int64) for e, r in rows.items()}

    def candidates(self, chapter_range: Sequence[int] | None, entities: Sequence[str]) -> np.ndarray | None:
        """Rows passing the filter (None: every row)."""
        rows: np.ndarray | None = None
        for entity in entities:
            found = self.entity_rows.get(entity, np.empty(0, dtype=np.int64))
            rows = found if rows is None else np.intersect1d(rows, found, assume_unique=True)
        if chapter_range is not None:
            inside = (self.chapters >= chapter_range[0]) & (self.chapters <= chapter_range[1])
            rows = np.flatnonzero(inside) if rows is None else rows[inside[rows]]
        return rows

    def search(self, vector: np.ndarray, top_k: int, chapter_range, entities) -> list[ScoredChunk]:
        rows = self.candidates(chapter_range, entities)
        count = len(self.ids) if rows is None else len(rows)
        if not count:
            return []
        query = np.asarray(vector, dtype=np.float32)
        norm = float(np.linalg.norm(query))
        query = query / norm if norm else query
        if count > EXACT_SCAN_ROWS:
            # Shortlist on the int8 codes, then score only those exactly (see EXACT_SCAN_ROWS).
            rows = self.shortlist(query, rows, max(RESCORE_MIN, RESCORE_FACTOR * top_k))
        scores = similarities(self.vectors if rows is None else self.vectors[rows], query)
        positions = np.arange(len(self.ids)) if rows is None else rows
        k = min(top_k, len(scores))
        best = np.argpartition(-scores, k - 1)[:k]
        best = best[np.lexsort((positions[best], -scores[best]))]  # score desc, then row: deterministic
        return [ScoredChunk.model_validate({**self.payloads[r], "score": round(float(scores[b]), 6)})
                for r, b in zip(positions[best], best)]

    def shortlist(self, query: np.ndarray, rows: np.ndarray | None, size: int) -> np.ndarray:
        """The `size` rows (among `rows`, or all) with the highest int8-approximated scores, in row order."""
        import numkong

        query_codes, _ = quantize_rows(query[None, :])
        approximate = np.asarray(numkong.cdist(query_codes, self.codes, metric="dot"))[0] * self.code_scales
        if rows is not None:
            approximate = approximate[rows]
        if size >= len(approximate):
            return np.arange(len(self.ids)) if rows is None else rows
        picked = np.sort(np.argpartition(-approximate, size - 1)[:size])
        return picked if rows is None else rows[picked]

    def scroll(self, chapter_range, entities, limit: int) -> list[Chunk]:
        rows = self.candidates(chapter_range, entities)
        rows = np.arange(len(self.ids)) if rows is None else rows
        rows = rows[np.lexsort((self.orders[rows], self.chapters[rows]))][:limit]
        return [Chunk.model_validate(self.payloads[r]) for r in rows]


def _server_failures(method):
    """A Qdrant server's failure (down, timed out, an error status, an answer that is not Qdrant's
    JSON) becomes one BackendError naming the server, so a tool reports it as a message. In local
    mode an exception is a bug, and passes through as it is."""

    @functools.wraps(method)
    def wrapped(self: "CorpusStore", *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except KnxError:
            raise
        except Exception as exc:
            if self.local:
                raise
            reason = (str(exc).strip().splitlines() or [""])[0][:300]
            raise BackendError(
                f"the Qdrant server {self.location} failed ({type(exc).__name__}: {reason})",
                suggestion="check that the server is running and that KNX_QDRANT_URL / KNX_QDRANT_API_KEY are right",
            ) from exc

    return wrapped


class CorpusStore:
    """One corpus' collection."""

    def __init__(self, collection: str, location: str | None = None) -> None:
        self.collection = collection
        self.location = location or store_location()

    @property
    def local(self) -> bool:
        return not self.location.startswith(("http://", "https://"))

    def _index(self) -> LocalIndex | None:
        """The read mirror of a local collection, loaded on first use."""
        if not self.local:
            return None
        key = (self.location, self.collection)
        with _LOCK:
            index = _INDEXES.get(key)
        if index is not None:
            return index
        with _LOAD:
            with _LOCK:
                index = _INDEXES.get(key)
            if index is not None:
                return index
            client = self.client
            if not client.collection_exists(self.collection):
                release(self.location)
                raise NotFoundError(
                    f"the collection {self.collection!r} is not in {self.location}",
                    suggestion="the corpus was imported again or removed since it was opened: open it again",
                )
            points, offset = [], None
            while True:
                page, offset = client.scroll(self.collection, limit=4096, offset=offset,
                                             with_payload=True, with_vectors=True)
                points.extend(page)
                if offset is None:
                    break
            index = LocalIndex(points)
            with _LOCK:
                _INDEXES[key] = index
            release(self.location)
        return index

    def load(self) -> bool:
        """Whether the collection exists; a local one is loaded into its read mirror (and the store
        released) on the way."""
        if not self.exists():
            return False
        self._index()
        return True

    def forget(self) -> None:
        """Drop this process' read mirror; the next read loads the collection again."""
        self._changed()

    def _changed(self) -> None:
        with _LOCK:
            _INDEXES.pop((self.location, self.collection), None)

    @property
    def client(self):
        return _client(self.location)

    # -- writing --------------------------------------------------------------------------------
    @_server_failures
    def recreate(self, dim: int) -> None:
        from qdrant_client import models

        self._changed()
        client = self.client
        if client.collection_exists(self.collection):
            client.delete_collection(self.collection)
        client.create_collection(
            self.collection, vectors_config=models.VectorParams(size=dim, distance=models.Distance.COSINE)
        )
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Payload indexes have no effect")
            client.create_payload_index(
                self.collection, "chapter",
                field_schema=models.IntegerIndexParams(type=models.IntegerIndexType.INTEGER, range=True, lookup=True),
            )
            client.create_payload_index(self.collection, "entities", field_schema=models.PayloadSchemaType.KEYWORD)

    @_server_failures
    def upsert(self, chunks: Sequence[Chunk], vectors: np.ndarray) -> None:
        from qdrant_client import models

        self._changed()
        # qdrant-client advises a server past 20,000 local points; the module docstring says what
        # local mode costs and the benchmark measures it, so the advice is not repeated per batch.
        with self._bulk_writes(), warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Local mode is not recommended")
            for start in range(0, len(chunks), UPSERT_BATCH):
                batch = chunks[start:start + UPSERT_BATCH]
                self.client.upsert(
                    self.collection,
                    points=models.Batch(
                        ids=[c.chunk_id for c in batch],
                        vectors=vectors[start:start + len(batch)].tolist(),
                        payloads=[c.payload() for c in batch],
                    ),
                    wait=True,
                )

    @contextmanager
    def _bulk_writes(self):
        """Local mode commits every point on its own, with a disk sync each (17 ms per point on a
        busy disk: 26 s for the demo). During an import the SQLite file of the collection skips the
        syncs; a collection of an import that did not finish is named by no manifest and is removed
        (by the import itself when it fails, else by the next import of that corpus in local mode)."""
        connection = None
        if self.local:
            collection = getattr(getattr(self.client, "_client", None), "collections", {}).get(self.collection)
            connection = getattr(getattr(collection, "storage", None), "storage", None)
        if connection is None:
            yield
            return
        connection.execute("PRAGMA synchronous=OFF")
        try:
            yield
        finally:
            connection.execute("PRAGMA synchronous=FULL")

    @_server_failures
    def delete(self) -> None:
        self._changed()
        if self.client.collection_exists(self.collection):
            self.client.delete_collection(self.collection)

    # -- reading --------------------------------------------------------------------------------
    @_server_failures
    def collection_names(self) -> list[str]:
        """Every collection at this store's location (of every corpus)."""
        return sorted(c.name for c in self.client.get_collections().collections)

    @_server_failures
    def exists(self) -> bool:
        with _LOCK:
            if (self.location, self.collection) in _INDEXES:
                return True
        return self.client.collection_exists(self.collection)

    @_server_failures
    def count(self) -> int:
        return self.client.count(self.collection, exact=True).count

    @_server_failures
    def search(self, vector: np.ndarray, top_k: int, *, chapter_range: Sequence[int] | None = None,
               entities: Sequence[str] = ()) -> list[ScoredChunk]:
        """The `top_k` nearest chunks among those that pass the filter (filtered inside the search)."""
        index = self._index()
        if index is not None:
            return index.search(vector, top_k, chapter_range, entities)
        return self.search_in_qdrant(vector, top_k, chapter_range=chapter_range, entities=entities)

    @_server_failures
    def search_in_qdrant(self, vector: np.ndarray, top_k: int, *, chapter_range: Sequence[int] | None = None,
                         entities: Sequence[str] = ()) -> list[ScoredChunk]:
        """The same search answered by Qdrant itself (what a server always does)."""
        hits = self.client.query_points(
            self.collection, query=np.asarray(vector, dtype=np.float32).tolist(), limit=top_k,
            query_filter=chunk_filter(chapter_range, entities), with_payload=True,
        ).points
        return _scored(hits)

    @_server_failures
    def search_post_filtered(self, vector: np.ndarray, top_k: int, *, chapter_range: Sequence[int] | None = None,
                             entities: Sequence[str] = ()) -> list[ScoredChunk]:
        """The design sketch's version: `top_k * 3` nearest chunks, then the filter. Kept for comparison."""
        hits = _scored(self.client.query_points(
            self.collection, query=np.asarray(vector, dtype=np.float32).tolist(), limit=top_k * 3,
            with_payload=True,
        ).points)
        kept = [h for h in hits
                if (chapter_range is None or chapter_range[0] <= h.chapter <= chapter_range[1])
                and all(e in h.entities for e in entities)]
        return kept[:top_k]

    @_server_failures
    def scroll(self, *, chapter_range: Sequence[int] | None = None, entities: Sequence[str] = (),
               limit: int = 100_000) -> list[Chunk]:
        """Every chunk that passes the filter (up to `limit`), in time order (chapter, event_order)."""
        index = self._index()
        if index is not None:
            return index.scroll(chapter_range, entities, limit)
        out: list[Chunk] = []
        offset = None
        flt = chunk_filter(chapter_range, entities)
        while len(out) < limit:
            points, offset = self.client.scroll(
                self.collection, scroll_filter=flt, limit=min(2048, limit - len(out)), offset=offset,
                with_payload=True, with_vectors=False,
            )
            out.extend(Chunk.model_validate(p.payload) for p in points)
            if offset is None:
                break
        out.sort(key=lambda c: (c.chapter, c.event_order))
        return out


def _scored(points: Sequence[Any]) -> list[ScoredChunk]:
    return [ScoredChunk.model_validate({**p.payload, "score": round(float(p.score), 6)}) for p in points]
