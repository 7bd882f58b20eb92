"""One knowledge network in one SQLite file: how it is written and how it is queried.

Layout (all names are ours; no name from the data is ever spliced into SQL):

- `meta(key, value)`: the network schema as JSON, the layout below, counts, importer fingerprint.
- `o{i}`: object type i, one row per instance: `rid` (integer key), `iid` (primary key value as
  text, unique) and one column `c{j}` per data property, each with a B-tree index (`==`, ranges,
  `in`, `prefix` use it). rids are given in `iid` order, so ordering by rid is ordering by primary
  key without touching the iid index.
- `t{i}`: FTS5 trigram index over o{i}'s text columns (external content): substring search for
  keywords of 3+ characters. Shorter keywords cannot use it: two CJK characters go through the
  bigram index below when the property has one, anything else scans the column with `instr`
  (the scan stops as soon as a page is full).
- `m{i}_c{j}`: one contentless FTS5 table per property that allows `match`, over its text as
  character bigrams (CJK) and words (latin): `match`, ranked by FTS5's BM25 (`_score` = -bm25).
  One table per property, not one per type, because FTS5 normalises BM25 by the length of the
  whole row: in a shared table an instance with long descriptions would rank below a bare name
  for a match on the name alone.
- `vec(ot, col, rid, v)`: float32 vectors of properties that allow `knn`, from the network's embedder;
  loaded into memory per (type, property) on first use, searched by one matrix product.
- `edges(rt, src, dst)`: one row per relation instance, keyed (rt, src, dst) with a second index
  (rt, dst, src), so both directions of a hop are an index range scan.
- `concepts` / `concept_fts` / `concept_vec`: object and relation types as documents, for coarse recall.

Files are written to a temporary name and renamed into place, so a failed import never leaves a
half-built network behind. Once written, a network file is read-only; paging cursors are offsets.
"""

from __future__ import annotations

import functools
import heapq
import json
import os
import re
import sqlite3
import threading
import time
import weakref
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, NamedTuple, Sequence

import numpy as np

from core.backends.sqlite_bm25 import MatchLeaf, Ranking, TermLists, TermScores, TopMatches, unique_terms
from core.backends.sqlite_results import (
    FetchedRows,
    InstanceRows,
    PathShape,
    RowPlan,
    SubgraphRows,
    instance_row,
    round_score,
)
from core.backends.sqlite_vectors import (
    POSTINGS_SCHEMA,
    Postings,
    VectorPostings,
    exact_candidates,
    select,
    similarities,
    store_postings,
)
from core.backends.build_text import BuildText, copy_bm25_tables, create_bm25_table, write_bm25_table
from core.embedding import Embedder, get_embedder
from core.exceptions import BackendError, InvalidRequestError, StorageError
from core.lru import LRUCache
from core.models.condition import WILDCARD_FIELD, Condition, coerce_number
from core.models.deferred import deferred_instances
from core.models.network import KnowledgeNetwork, ObjectType
from core.models.types import is_shared, share
from core.models.types import trusted as _trusted
from core.models.query import (
    SCORE,
    ConceptHit,
    ConceptKind,
    InstanceQuery,
    InstanceQueryResult,
    RelationTypePath,
    Sort,
)
from core.text import char_bigrams, fts_query, is_cjk
from core.timing import elapsed_ms

# 5: a knn property with postings has no rows in `vec` (its vectors are made again from the postings).
FORMAT_VERSION = 5
# The formats this version reads: a format-4 file holds its vectors in both places.
READABLE_FORMATS = frozenset((4, 5))
ProgressFn = Callable[[str, float], None]

_SQL_TYPE = {"number": "NUMERIC", "bool": "INTEGER"}
# Leaves one column index (or a precomputed rid set) answers; an `or` of only these is compiled as
# a UNION of lookups (see NetworkFile._compile).
_INDEXED_OPERATIONS = frozenset(("==", "in", "prefix", "range", ">", ">=", "<", "<=", "match", "knn"))


# Query texts whose vector and postings scores a file keeps (the scores are one float64 per
# vector: 1 MB each on the demo network).
_QUERY_CACHE = 8
# Statement plans of parsed instance queries kept per file (see NetworkFile._unscored_plan).
_PLAN_CACHE = 4096
_UNLOADED = object()


LIKE_ESCAPE = "\\"
_ASCII_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


_GLOB_META = frozenset("*?[]")


def trigram_pieces(text: str, *, fold_ascii: bool = False) -> list[str]:
    """The parts of a literal that the trigram index can look up: runs of 3+ characters free of
    GLOB metacharacters (and, for case-folding LIKE, of ASCII letters).

    The index is only a pre-filter and the caller checks the whole literal on the row. Sending
    metacharacters to it is avoided on purpose: SQLite 3.40's FTS5 counts bytes instead of
    characters when it splits a GLOB pattern, so `*气道[*]*` finds nothing.
    """
    pieces: list[str] = []
    piece: list[str] = []
    for ch in text + "*":  # the sentinel flushes the last piece
        if ch in _GLOB_META or (fold_ascii and ch in _ASCII_LETTERS):
            if len(piece) >= 3:
                pieces.append("".join(piece))
            piece = []
        else:
            piece.append(ch)
    return pieces


@dataclass(frozen=True)
class LikePattern:
    """A `like` value read once: the SQL LIKE pattern to run and the literal runs it contains.

    `%` matches any run of characters, `_` one character, and a backslash makes the next character
    literal (so `100\\%` finds a literal "100%"). A value without wildcards is a substring test.
    """

    sql: str  # for `LIKE ? ESCAPE '\\'`
    literals: tuple[str, ...]  # text between wildcards, unescaped
    regex: str = ""  # the same test as a Python regex (for text holding NUL; see NetworkFile._like)

    @classmethod
    def parse(cls, value: str) -> "LikePattern":
        parts: list[str] = []  # SQL pattern pieces
        regex: list[str] = []
        literals: list[str] = []
        run: list[str] = []
        wildcard = False
        chars = iter(value)
        for ch in chars:
            if ch == LIKE_ESCAPE:
                ch = next(chars, LIKE_ESCAPE)  # a trailing backslash stands for itself
            elif ch in "%_":
                wildcard = True
                literals.append("".join(run))
                run = []
                parts.append(ch)
                regex.append(".*" if ch == "%" else ".")
                continue
            run.append(ch)
            parts.append(LIKE_ESCAPE + ch if ch in "%_\\" else ch)
            # LIKE folds ASCII letters only.
            regex.append(f"[{ch.lower()}{ch.upper()}]" if ch in _ASCII_LETTERS else re.escape(ch))
        literals.append("".join(run))
        sql = "".join(parts)
        pattern = "".join(regex)
        if not wildcard:
            sql = f"%{sql}%"
            pattern = f".*{pattern}.*"
        return cls(sql=sql, literals=tuple(lit for lit in literals if lit), regex=pattern)

    def index_runs(self) -> list[str]:
        """Pieces the case-sensitive trigram index can pre-filter on; LIKE folds ASCII case, so
        latin letters are left out of them."""
        return [piece for lit in self.literals for piece in trigram_pieces(lit, fold_ascii=True)]


# ----------------------------------------------------------------------------------------------
# Layout
# ----------------------------------------------------------------------------------------------
@dataclass
class TypeLayout:
    """Where one object type lives in the file."""

    index: int
    columns: dict[str, str]  # property name -> column name
    families: dict[str, str]  # property name -> type family
    text: list[str]  # properties in the trigram index
    match: list[str]  # properties in the BM25 index
    knn: list[str]  # properties with vectors
    primary_keys: list[str]
    display_key: str | None

    @property
    def table(self) -> str:
        return f"o{self.index}"

    def to_json(self) -> dict[str, Any]:
        return self.__dict__.copy()


def match_table(layout: TypeLayout, prop: str) -> str:
    """The BM25 index of one property (see the module docstring for why it is per property)."""
    return f"m{layout.index}_{layout.columns[prop]}"


def plan_layout(network: KnowledgeNetwork) -> dict[str, TypeLayout]:
    layouts: dict[str, TypeLayout] = {}
    for i, ot in enumerate(network.object_types):
        if not ot.primary_keys:
            raise InvalidRequestError(
                f"object type {ot.id!r} has no primary_keys; instances need an identity"
            )
        text = [p.name for p in ot.data_properties if p.family in ("text", "other")]
        layouts[ot.id] = TypeLayout(
            index=i,
            columns={p.name: f"c{j}" for j, p in enumerate(ot.data_properties)},
            families={p.name: p.family for p in ot.data_properties},
            text=text,
            match=[n for n in text if "match" in ot.get_property(n).operations],
            knn=[n for n in text if "knn" in ot.get_property(n).operations],
            primary_keys=list(ot.primary_keys),
            display_key=ot.display_key or ot.name_field,
        )
    return layouts


def _store_value(value: Any, family: str) -> Any:
    if value is None:
        return None
    if isinstance(value, str) and value == "":
        return None
    if family == "number":
        number = coerce_number(value)
        if isinstance(number, float) and number.is_integer() and abs(number) < 2**53:
            number = int(number)  # what a NUMERIC column stores anyway; keeps identities stable
        if isinstance(number, int) and not -(2**63) <= number < 2**63:
            number = float(number)  # SQLite integers are 64-bit; a wider one is kept as a real
        return number if number is not None else str(value)
    if family == "bool":
        if isinstance(value, str):
            return 1 if value.strip().lower() in ("1", "true", "yes", "y", "是") else 0
        return 1 if value else 0
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return value if isinstance(value, (int, float)) and family == "other" else str(value)


# ----------------------------------------------------------------------------------------------
# Writing
# ----------------------------------------------------------------------------------------------
class _NumberedType(NamedTuple):
    """An object type ready to be written (`NetworkBuilder._numbered_type`)."""

    records: list[tuple]  # (rid, iid, stored value per data property), in rid order
    rid_map: dict[str, int]
    bm25_tables: list[tuple[str, list[int]]]  # per BM25 field, its table and the rids of the records holding a value
    embedded: list[list[tuple[int, str]]]  # per knn field, (rid, value) of the records holding one
    text: Any  # the submitted text work: `.result()` gives its bigram bodies and stored vectors


@dataclass
class BuildReport:
    instances: dict[str, int] = field(default_factory=dict)
    edges: dict[str, int] = field(default_factory=dict)
    skipped_edges: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    size_bytes: int = 0
    removed_temp_files: list[str] = field(default_factory=list)  # left by imports that were killed


# Network files this process has written (renamed into place): open files check their path
# again at once after one is written here, instead of waiting for their next timed check
# (see SqliteBackend.open).
_WRITTEN = [0]


def note_network_written() -> None:
    """Tell this process's backends that a network file was (re)placed: the next open of any
    network checks its file on disk. Called by NetworkBuilder.write; call it after putting a
    network file in place any other way in this process."""
    _WRITTEN[0] += 1


def networks_written() -> int:
    """How many times `note_network_written` was called in this process."""
    return _WRITTEN[0]


class NetworkBuilder:
    """Collects a network's instances and edges, then writes the SQLite file in one go.

    Instances are identified by their primary key value(s); edges name their ends by those values.
    """

    def __init__(self, network: KnowledgeNetwork, *, source: str = "", fingerprint: str = "") -> None:
        self.network = network
        self.layout = plan_layout(network)
        self.source = source
        self.fingerprint = fingerprint
        self._rows: dict[str, dict[str, dict[str, Any]]] = {ot.id: {} for ot in network.object_types}
        # relation type -> (source ends, target ends) as added, repeats included: two lists of
        # references to the ends' strings (usually the identities the rows already hold) cost
        # 16 bytes an edge, where a set of fresh (source, target) tuples cost ~100 and was the
        # largest part of an import's peak memory. Repeats are dropped while writing.
        self._edges: dict[str, tuple[list[str], list[str]]] = {}
        # where the values' bigrams and vectors are computed while writing (core.backends.build_text):
        # None decides by the network's size, True / False force a worker process / this one
        self.text_in_worker: bool | None = None

    @staticmethod
    def identity_of(layout: TypeLayout, row: dict[str, Any]) -> str:
        """The instance's identity as stored: primary key values as their column keeps them, so
        `7`, `"7"`, `"007"` and `7.0` are one instance of a type whose key is a number, and the
        identity matches the `_instance_id` a query returns."""
        values = [_store_value(row.get(k), layout.families[k]) for k in layout.primary_keys]
        if any(v is None for v in values):
            raise InvalidRequestError(
                f"an instance lacks its primary key {layout.primary_keys}: {json.dumps(row, ensure_ascii=False)[:200]}"
            )
        if len(values) == 1:
            return str(values[0])
        # A composite key as a JSON array: joining with "-" would make ("x-y", "z") and
        # ("x", "y-z") one instance.
        return json.dumps(values, ensure_ascii=False)

    def _canonical_end(self, layout: TypeLayout, value: str) -> str:
        """An edge end or lookup id in the stored form of the primary key. A composite key given
        joined with "-" (the tail of `_instance_id`) names the one instance it joins to; when
        several instances join to it the end stays unresolved (the edge is skipped and counted)."""
        if len(layout.primary_keys) != 1:
            return self._joined_ids(layout).get(value, value)
        stored = _store_value(value, layout.families[layout.primary_keys[0]])
        return value if stored is None else str(stored)

    def _joined_ids(self, layout: TypeLayout) -> dict[str, str]:
        """Composite-key instances of a type by their "-"-joined key: joined text -> identity,
        or -> "" when that text is ambiguous."""
        ot_id = self.network.object_types[layout.index].id
        rows = self._rows[ot_id]
        cache = getattr(self, "_joined_cache", {})
        self._joined_cache = cache
        cached = cache.get(ot_id)
        if cached is None or cached[0] != len(rows):
            joined: dict[str, str] = {}
            for iid in rows:
                text = "-".join(str(v) for v in json.loads(iid))
                joined[text] = "" if text in joined else iid
            cached = (len(rows), joined)
            cache[ot_id] = cached
        return cached[1]

    def add_instances(self, object_type_id: str, rows: Iterable[dict[str, Any]]) -> None:
        layout = self.layout.get(object_type_id)
        if layout is None:
            raise InvalidRequestError(f"unknown object type {object_type_id!r}")
        known = set(layout.columns)
        store = self._rows[object_type_id]
        for row in rows:
            unknown = set(row) - known
            if unknown:
                raise InvalidRequestError(
                    f"object type {object_type_id!r}: unknown properties {sorted(unknown)}; "
                    f"valid: {sorted(known)}"
                )
            iid = self.identity_of(layout, row)
            if iid in store:
                # A later row with the same identity fills in what the earlier one lacked.
                merged = store[iid]
                for key, value in row.items():
                    if merged.get(key) in (None, "") and value not in (None, ""):
                        merged[key] = value
            else:
                store[iid] = dict(row)

    def add_edges(self, relation_type_id: str, pairs: Iterable[tuple[Any, Any]]) -> None:
        if self.network.relation_type(relation_type_id) is None:
            raise InvalidRequestError(f"unknown relation type {relation_type_id!r}")
        sources, targets = self._edges.setdefault(relation_type_id, ([], []))
        for src, dst in pairs:
            sources.append(src if type(src) is str else str(src))
            targets.append(dst if type(dst) is str else str(dst))

    def has_instance(self, object_type_id: str, iid: str) -> bool:
        rows = self._rows.get(object_type_id, {})
        if iid in rows:
            return True
        layout = self.layout.get(object_type_id)
        return layout is not None and self._canonical_end(layout, str(iid)) in rows

    def write(
        self, path: Path, *, embedder: Embedder | None = None, progress: ProgressFn | None = None
    ) -> BuildReport:
        embedder = embedder or get_embedder()
        started = time.perf_counter()
        report = BuildReport()
        step = progress or (lambda _msg, _frac: None)
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not os.access(path.parent, os.W_OK | os.X_OK):
                raise PermissionError(13, "Permission denied")
        except OSError as exc:
            raise StorageError(
                f"cannot write the network file {path}: {exc.strerror or exc} ({path.parent})",
                suggestion="make the directory writable or point KNX_HOME at one you can write to",
            ) from exc
        report.removed_temp_files = remove_stale_temp_files(path.parent)
        tmp = path.with_suffix(path.suffix + f".tmp{os.getpid()}")
        # a worker's BM25 tables (core.backends.build_text), removed with the build; named so that
        # `remove_stale_temp_files` also finds one a killed import left
        bm25_file = path.with_name(f"{path.stem}-bm25{path.suffix}.tmp{os.getpid()}")
        for stale in (tmp, bm25_file):
            stale.unlink(missing_ok=True)
        try:
            conn = sqlite3.connect(tmp)
        except sqlite3.Error as exc:
            raise StorageError(f"cannot create {tmp}: {exc}",
                               suggestion="check the directory's permissions and free space") from exc
        try:
            conn.executescript(
                "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
                # 16 MB, index sorts spilled to temporary files: a larger cache or in-memory sorts
                # only raised the peak memory (the import's, beside the rows being written)
                "PRAGMA cache_size=-16384;"
                "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                "CREATE TABLE vec(ot INTEGER, col INTEGER, rid INTEGER, v BLOB, "
                "PRIMARY KEY(ot, col, rid)) WITHOUT ROWID;"
                "CREATE TABLE edges(rt INTEGER, src INTEGER, dst INTEGER, "
                "PRIMARY KEY(rt, src, dst)) WITHOUT ROWID;"
                + POSTINGS_SCHEMA
            )
            rid_maps: dict[str, dict[str, int]] = {}
            total_types = max(1, len(self.network.object_types))
            instances = sum(len(rows) for rows in self._rows.values())
            types = list(self.network.object_types)
            bm25_in_worker: list[str] = []  # BM25 tables the worker wrote into `bm25_file`
            with BuildText.for_network(embedder, instances, self.text_in_worker, bm25_file) as text_work:
                # each type numbered and its values handed to the text work one type ahead: a worker computes
                # them while the type before is written (the worker's longest type, 32,759 symptom names, took
                # longer than that type's own rows and indexes)
                ahead = self._numbered_type(types[0], text_work) if types else None
                for n, ot in enumerate(types):
                    step(f"writing {ot.id}", 0.05 + 0.6 * n / total_types)
                    numbered = ahead
                    ahead = self._numbered_type(types[n + 1], text_work) if n + 1 < len(types) else None
                    rid_maps[ot.id] = self._write_type(conn, ot, numbered, report, bm25_in_worker)
            if bm25_in_worker:  # the worker has ended: its file is complete
                step("copying the BM25 indexes", 0.68)
                copy_bm25_tables(conn, bm25_file, bm25_in_worker)
            step("writing relations", 0.7)
            self._write_edges(conn, rid_maps, report)
            step("indexing schema concepts", 0.85)
            self._write_concepts(conn, embedder)
            layout_json = {k: v.to_json() for k, v in self.layout.items()}
            meta = {
                "format_version": str(FORMAT_VERSION),
                "network": self.network.model_dump_json(),
                "layout": json.dumps(layout_json, ensure_ascii=False),
                "relation_index": json.dumps(
                    {r.id: i for i, r in enumerate(self.network.relation_types)}
                ),
                "embedder": embedder.name,
                "source": self.source,
                "fingerprint": self.fingerprint,
                "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                "counts": json.dumps({"instances": report.instances, "edges": report.edges}),
            }
            from core.importers.hygiene import hygiene_meta  # fragment names per type (node hygiene)
            meta.update(hygiene_meta(self.network, self._rows))
            conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
            step("optimising", 0.95)
            conn.execute("CREATE INDEX edges_rev ON edges(rt, dst, src)")
            conn.execute("ANALYZE")
            conn.commit()
        except BaseException:
            conn.close()
            tmp.unlink(missing_ok=True)
            bm25_file.unlink(missing_ok=True)
            raise
        conn.close()
        bm25_file.unlink(missing_ok=True)
        os.replace(tmp, path)
        note_network_written()
        report.seconds = time.perf_counter() - started
        report.size_bytes = path.stat().st_size
        step("done", 1.0)
        return report

    def _numbered_type(self, ot: ObjectType, text_work: BuildText) -> "_NumberedType":
        """An object type's rows numbered in identity order as stored, and its values' text work submitted."""
        rows = self._rows[ot.id]
        rid_map: dict[str, int] = {}
        records = []
        props = [(p.name, p.family) for p in ot.data_properties]  # `family` is computed per read
        for rid, (iid, row) in enumerate(sorted(rows.items()), start=1):
            rid_map[iid] = rid
            records.append((rid, iid, *[_store_value(row.get(name), family) for name, family in props]))
        prop_names = [p.name for p in ot.data_properties]

        def present(prop: str) -> list[tuple[int, str]]:
            """(rid, value as text) of the records holding a value of `prop`."""
            pos = 2 + prop_names.index(prop)
            return [(rec[0], str(rec[pos])) for rec in records if rec[pos] is not None]

        layout = self.layout[ot.id]
        matched, embedded = [present(p) for p in layout.match], [present(p) for p in layout.knn]
        # the values' bigrams and vectors computed (in a worker, for a large network) while this type's rows
        # and indexes, and those of the type before, are written
        bm25_tables = [(match_table(layout, prop), [rid for rid, _ in values])
                       for prop, values in zip(layout.match, matched)]
        text = text_work.submit([[v for _, v in m] for m in matched], [[v for _, v in e] for e in embedded],
                                bm25_tables)
        return _NumberedType(records, rid_map, bm25_tables, embedded, text)

    def _write_type(
        self, conn: sqlite3.Connection, ot: ObjectType, numbered: "_NumberedType", report: BuildReport,
        bm25_in_worker: list[str],
    ) -> dict[str, int]:
        layout = self.layout[ot.id]
        table = layout.table
        cols = [layout.columns[p.name] for p in ot.data_properties]
        decl = ", ".join(
            f"{layout.columns[p.name]} {_SQL_TYPE.get(p.family, '')}".strip() for p in ot.data_properties
        )
        conn.execute(
            f"CREATE TABLE {table}(rid INTEGER PRIMARY KEY, iid TEXT NOT NULL UNIQUE"
            + (f", {decl}" if decl else "") + ")"
        )
        records, rid_map, bm25_tables, embedded, text = numbered
        placeholders = ", ".join("?" for _ in range(len(cols) + 2))
        conn.executemany(f"INSERT INTO {table} VALUES ({placeholders})", records)
        for col in cols:
            conn.execute(f"CREATE INDEX {table}_{col} ON {table}({col})")
        report.instances[ot.id] = len(records)
        if layout.text:
            text_cols = ", ".join(layout.columns[n] for n in layout.text)
            conn.execute(
                f"CREATE VIRTUAL TABLE t{layout.index} USING fts5({text_cols}, content='{table}', "
                "content_rowid='rid', tokenize='trigram case_sensitive 1', detail=none)"
            )
            conn.execute(f"INSERT INTO t{layout.index}(t{layout.index}) VALUES('rebuild')")
        bodies, vector_sets = text.result()
        if bodies is None:  # written by the worker: created here, filled once it has ended
            for name, _rids in bm25_tables:
                create_bm25_table(conn, name)
                bm25_in_worker.append(name)
        else:
            for (name, rids), body in zip(bm25_tables, bodies):
                write_bm25_table(conn, name, rids, body)
        for prop, values, vectors in zip(layout.knn, embedded, vector_sets):
            col_index = int(layout.columns[prop][1:])
            if isinstance(vectors, VectorPostings):  # stored once, as their postings (`Postings.matrix`)
                store_postings(conn, layout.index, col_index,
                               np.array([rid for rid, _ in values], dtype=np.int64), vectors)
            else:
                conn.executemany(
                    "INSERT INTO vec VALUES (?, ?, ?, ?)",
                    ((layout.index, col_index, rid, vectors[k].tobytes()) for k, (rid, _) in enumerate(values)),
                )
        return rid_map

    def _write_edges(
        self, conn: sqlite3.Connection, rid_maps: dict[str, dict[str, int]], report: BuildReport
    ) -> None:
        for index, rel in enumerate(self.network.relation_types):
            sources, targets = self._edges.get(rel.id, ([], []))
            src_map = rid_maps[rel.source_object_type_id]
            dst_map = rid_maps[rel.target_object_type_id]
            # An end given as its stored identity names one instance and no other text names
            # it that way, so pairs of such ends are repeats exactly when their rids are: they
            # are numbered and deduplicated as arrays. The rest (ends in another spelling of
            # the key, or naming no instance) are deduplicated as text first, as given, so the
            # report counts each distinct pair once, as before.
            count = len(sources)
            src_rids = np.fromiter((src_map.get(s, 0) for s in sources), dtype=np.int64, count=count)
            dst_rids = np.fromiter((dst_map.get(d, 0) for d in targets), dtype=np.int64, count=count)
            direct = (src_rids > 0) & (dst_rids > 0)
            stride = max(len(dst_map), 1) + 1
            keys = np.unique(src_rids[direct] * stride + dst_rids[direct])
            edge_count = len(keys)
            skipped = 0
            if not direct.all():
                src_layout = self.layout[rel.source_object_type_id]
                dst_layout = self.layout[rel.target_object_type_id]
                others = dict.fromkeys((sources[k], targets[k]) for k in np.flatnonzero(~direct).tolist())
                resolved = []
                for src, dst in others:
                    a = src_map.get(src) or src_map.get(self._canonical_end(src_layout, src))
                    b = dst_map.get(dst) or dst_map.get(self._canonical_end(dst_layout, dst))
                    if a is None or b is None:
                        skipped += 1
                    else:
                        resolved.append(a * stride + b)
                edge_count += len(resolved)
                keys = np.unique(np.concatenate([keys, np.array(resolved, dtype=np.int64)]))
            # in key order, each insert appends to the B-tree instead of splitting it; the keys handed over as
            # one JSON array and split by SQLite rather than as a Python tuple per edge (0.97 -> 0.34 s for
            # 800,000 edges)
            conn.execute(
                "INSERT INTO edges SELECT ?, value / ?, value % ? FROM json_each(?)",
                (index, stride, stride, json.dumps(keys.tolist())),
            )
            report.edges[rel.id] = edge_count
            if skipped:
                report.skipped_edges[rel.id] = skipped

    def _write_concepts(self, conn: sqlite3.Connection, embedder: Embedder) -> None:
        conn.execute("CREATE TABLE concepts(kind TEXT, idx INTEGER, cid TEXT, PRIMARY KEY(kind, idx))")
        conn.execute(
            "CREATE VIRTUAL TABLE concept_fts USING fts5(body, content='', "
            "tokenize='unicode61 remove_diacritics 0')"
        )
        conn.execute("CREATE TABLE concept_vec(kind TEXT, idx INTEGER, v BLOB, PRIMARY KEY(kind, idx))")
        docs = concept_documents(self.network)
        for kind, items in docs.items():
            vectors = embedder.embed([text for _, text in items]) if items else []
            for idx, (cid, text) in enumerate(items):
                conn.execute("INSERT INTO concepts VALUES (?, ?, ?)", (kind, idx, cid))
                fts_rowid = _concept_rowid(kind, idx)
                conn.execute(
                    "INSERT INTO concept_fts(rowid, body) VALUES (?, ?)",
                    (fts_rowid, " ".join(char_bigrams(text))),
                )
                conn.execute(
                    "INSERT INTO concept_vec VALUES (?, ?, ?)", (kind, idx, vectors[idx].tobytes())
                )


def remove_stale_temp_files(directory: Path) -> list[str]:
    """Delete the half-written network files (`{id}.sqlite.tmp{pid}`) of imports whose process is
    gone (killed, or the machine stopped), and return what was removed with its size."""
    removed = []
    for tmp in Path(directory).glob("*.sqlite.tmp*"):
        pid = tmp.name.rsplit(".tmp", 1)[-1]
        if not pid.isdigit() or _process_alive(int(pid)):
            continue  # another import is writing it right now
        try:
            size = tmp.stat().st_size
            tmp.unlink()
        except OSError:
            continue
        removed.append(f"{tmp.name} ({size / 1e6:.1f} MB)")
    return removed


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True  # another thread of this process may be building another network
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True


def _concept_rowid(kind: str, idx: int) -> int:
    return idx * 2 + (0 if kind == "object_type" else 1)


def concept_documents(network: KnowledgeNetwork) -> dict[str, list[tuple[str, str]]]:
    """The text each schema concept is searched by: names, tags, comments (and ends, for relations)."""
    names = {o.id: o.name or o.id for o in network.object_types}
    objects = [
        (o.id, " ".join(filter(None, [o.name, o.id, " ".join(o.tags), o.comment or ""])))
        for o in network.object_types
    ]
    relations = [
        (
            r.id,
            " ".join(
                filter(None, [names.get(r.source_object_type_id, ""), r.name, r.id, r.comment or "",
                              " ".join(r.tags), names.get(r.target_object_type_id, "")])
            ),
        )
        for r in network.relation_types
    ]
    return {"object_type": objects, "relation_type": relations}


# ----------------------------------------------------------------------------------------------
# Reading
# ----------------------------------------------------------------------------------------------
class NetworkFile:
    """Read access to one network file; safe to share between threads (one connection each)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise BackendError(f"network file {self.path} does not exist")
        self._local = threading.local()
        self._lock = threading.Lock()
        self._conn_lock = threading.Lock()  # guards the three below (not _lock: held while querying)
        self._connections: list[sqlite3.Connection] = []  # every thread's, so close() reaches all
        # one item per operation running (acquire/release): list append and pop are atomic, so
        # neither takes a lock (two per `==` lookup of ~13 us outside SQL); close() sets
        # `_retired` before reading it and release() pops before reading `_retired`, so one of
        # them sees the other's change (closing twice is harmless)
        self._users: list[None] = []
        self._retired = False
        try:
            meta = dict(self._conn().execute("SELECT key, value FROM meta").fetchall())
            if int(meta.get("format_version", 0)) not in READABLE_FORMATS:
                raise BackendError(
                    f"{self.path.name} was written by another version of kn-explorer "
                    f"(format {meta.get('format_version')}; this version reads formats "
                    f"{', '.join(map(str, sorted(READABLE_FORMATS)))})",
                    suggestion="re-import the network",
                )
            self.meta = meta
            self.network = KnowledgeNetwork.model_validate_json(meta["network"])
            self.layout = {k: TypeLayout(**v) for k, v in json.loads(meta["layout"]).items()}
            self.relation_index: dict[str, int] = json.loads(meta["relation_index"])
            self.counts = json.loads(meta.get("counts", "{}"))
            self.embedder = get_embedder(meta.get("embedder"))
        except (sqlite3.Error, KeyError, ValueError, TypeError, AttributeError) as exc:
            self.close()
            raise damaged_file_error(self.path, exc) from exc
        except BaseException:
            self.close()
            raise
        self._vectors: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}
        self._concept_vectors: dict[str, np.ndarray] = {}
        self._concept_ids: dict[str, dict[int, str]] = {}
        self._row_plans: dict[str, tuple[ObjectType, tuple]] = {}
        # neighbour parts -> their UNION ALL, or how often they were read together before it (`_often_read_union`)
        self._union_statements: LRUCache[tuple[str, ...], str | int] = LRUCache(_PLAN_CACHE)
        # (layout index, condition JSON) -> a far-end filter resolved on first use (`_hop_statement`,
        # `_resolved_filter`): its rids and scores depend on the condition and this file only, and
        # a rewritten network file is opened as a new NetworkFile, so the kept ones never go stale
        self._resolved_filters: LRUCache[tuple, tuple[str | None, list[Any], int | None]] = LRUCache(_PLAN_CACHE)
        # id(parsed instance query) -> (weak reference to it, `_unscored_plan`): the reference
        # tells a live query from a new one that got the id of a collected one
        self._plans: LRUCache[int, tuple] = LRUCache(_PLAN_CACHE)
        # a kept one-`match` query's page, by the id of its kept plan (see `_ranked_match`)
        self._match_pages: LRUCache[int, tuple] = LRUCache(_PLAN_CACHE)
        self._postings_index: Postings | None | object = _UNLOADED
        self._query_cache: LRUCache[str, tuple[np.ndarray, dict[str, np.ndarray]]] = LRUCache(_QUERY_CACHE)
        # `execute` looked up per statement, not bound now: whoever wraps NetworkFile.execute
        # (bench/sql_floor.py records every statement a call issues) sees these reads too
        def execute(sql: str, params: Any = ()) -> list:
            return self.execute(sql, params)

        self._top_matches = TopMatches(execute)
        rows = lambda table: self._top_matches.table_stats(table)[0]  # noqa: E731
        self._term_scores = TermScores(execute, rows, TermLists.for_file(execute, self.path, self.meta, rows))

    def read_term_lists(self) -> int:
        """Read the term list of every bigram table (`TermLists`: kept in a file under
        `$KNX_HOME/cache/terms`), as the first `match` on each would; the number of tables."""
        lists = self._term_scores.term_lists
        tables = [match_table(layout, prop) for layout in self.layout.values() for prop in layout.match]
        for table in tables:
            lists.terms(table)
        return len(tables)

    # -- connections ----------------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            with self._conn_lock:
                if self._retired:
                    raise BackendError(
                        f"network file {self.path.name} was replaced while this query ran",
                        suggestion="run the query again",
                    )
                conn = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
                self._connections.append(conn)
            conn.execute("PRAGMA mmap_size=268435456")
            conn.execute("PRAGMA cache_size=-65536")
            conn.create_function("knx_like", 2, like_regex_match, deterministic=True)
            self._local.conn = conn
        return conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        try:
            # this thread's connection read inline (`_conn` opens one the first time)
            conn = self._local.__dict__.get("conn") or self._conn()
            return conn.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and "malformed" not in str(exc):
                raise BackendError(f"query on {self.path.name} failed: {exc}") from exc
            raise damaged_file_error(self.path, exc) from exc
        except sqlite3.Error as exc:
            raise BackendError(f"query on {self.path.name} failed: {exc}") from exc

    # -- scoring leaves -------------------------------------------------------------------------
    @staticmethod
    def _match_tables(layout: TypeLayout, cond: Condition) -> tuple[list[str], list[str]]:
        """A `match` leaf's BM25 tables (its property's; over `*` every match property's) and its
        terms; no table when it has no term to search."""
        fields = layout.match if cond.field == WILDCARD_FIELD else [cond.field]
        terms = char_bigrams(cond.value)
        if not fts_query(terms):
            return [], terms
        return [match_table(layout, f) for f in fields if f in layout.match], terms

    def _match_scores(self, layout: TypeLayout, cond: Condition) -> dict[int, float]:
        """BM25 per property; over `*` an instance scores its best property (a search engine's
        multi-field `best_fields`)."""
        tables, terms = self._match_tables(layout, cond)
        best: dict[int, float] = {}
        for table in tables:
            scores = self._term_scores.scores(table, terms)  # -bm25() of the OR of the terms
            if not best:  # the first (often the only) property: rowids are unique within it
                best = scores  # a fresh dict per call
                continue
            for rid, score in scores.items():
                if score > best.get(rid, float("-inf")):
                    best[rid] = score
        return best

    def _vector_matrix(self, layout: TypeLayout, prop: str) -> tuple[np.ndarray, np.ndarray]:
        """(rids ascending, their vectors) of one knn property, read once per file."""
        key = (layout.index, int(layout.columns[prop][1:]))
        cached = self._vectors.get(key)
        if cached is None:
            postings = self._postings()  # before the lock: it takes the same one
            with self._lock:
                cached = self._vectors.get(key)
                if cached is None and postings is not None and key in postings.fields:
                    # a property with postings has its vectors there only (since format 5)
                    cached = (postings.fields[key][1], postings.matrix(key, self.embedder.dim))
                    self._vectors[key] = cached
                elif cached is None:
                    rows = self.execute(
                        "SELECT rid, v FROM vec WHERE ot = ? AND col = ? ORDER BY rid", key
                    )
                    rids = np.fromiter((r for r, _ in rows), dtype=np.int64, count=len(rows))
                    dim = self.embedder.dim
                    matrix = (
                        np.frombuffer(b"".join(v for _, v in rows), dtype=np.float32).reshape(-1, dim)
                        if rows else np.zeros((0, dim), dtype=np.float32)
                    )
                    cached = (rids, matrix)
                    self._vectors[key] = cached
        return cached

    def _postings(self) -> Postings | None:
        if self._postings_index is _UNLOADED:
            with self._lock:
                if self._postings_index is _UNLOADED:
                    self._postings_index = Postings.load(self.execute)
        return self._postings_index  # type: ignore[return-value]

    def _query_vector(self, text: str) -> tuple[np.ndarray, dict[str, np.ndarray]]:
        """The text's vector and a slot for its postings scores; the last few texts are kept, as
        kn_search sends the same question to every object type in turn."""
        cached = self._query_cache.get(text)
        if cached is None:
            cached = (self.embedder.embed([text])[0], {})
            self._query_cache.put(text, cached)
        return cached

    def _knn_field(self, layout: TypeLayout, prop: str, cond: Condition, query: np.ndarray) -> dict[int, float]:
        """rid -> similarity of one property's `knn` (see core.backends.sqlite_vectors): through
        the postings and an exact re-score when the file has them and the candidates are few,
        else a scan of the whole matrix. Both give the same rids and the same scores."""
        key = (layout.index, int(layout.columns[prop][1:]))
        postings = self._postings()
        if postings is not None and key in postings.fields:
            found = exact_candidates(postings, self._query_vector(cond.value)[1], key, query,
                                     cond.limit_key, cond.limit_value, cond.knn_k, self.embedder.dim)
            if found is not None:
                rids, sims = found
                keep = select(sims, cond.limit_key, cond.limit_value, cond.knn_k)
                # the same ints and floats as int(rids[i]) and float(sims[i]), a call for each list
                return dict(zip(rids[keep].tolist(), sims[keep].tolist()))
        rids, matrix = self._vector_matrix(layout, prop)
        if not len(rids):
            return {}
        sims = similarities(matrix, query)
        keep = select(sims, cond.limit_key, cond.limit_value, cond.knn_k)
        return {int(rids[i]): float(sims[i]) for i in keep}

    def _knn_scores(self, layout: TypeLayout, cond: Condition) -> dict[int, float]:
        fields = layout.knn if cond.field == WILDCARD_FIELD else [cond.field]
        fields = [f for f in fields if f in layout.knn]
        query = self._query_vector(cond.value)[0]
        if len(fields) == 1:
            # One property (kn_search's knn conditions): its rows as the loop below keeps them,
            # without comparing each with itself; at most k of them in the k-nearest case.
            return {rid: sim for rid, sim in self._knn_field(layout, fields[0], cond, query).items() if sim > -1.0}
        best: dict[int, float] = {}
        for prop in fields:
            for rid, sim in self._knn_field(layout, prop, cond, query).items():
                if sim > best.get(rid, -1.0):
                    best[rid] = sim
        if cond.limit_key in (None, "k") and len(best) > cond.knn_k:
            keep = sorted(best.items(), key=lambda kv: -kv[1])[: cond.knn_k]
            best = dict(keep)
        return best

    # -- compiling conditions -------------------------------------------------------------------
    def _compile(
        self, cond: Condition, layout: TypeLayout, alias: str, scores: dict[int, dict[int, float]]
    ) -> tuple[str, list[Any]]:
        """SQL boolean expression for the condition over table alias `alias`.

        Scoring leaves were evaluated beforehand (`scores`, keyed by id(leaf)); they appear here as
        rid sets. Negations are NOT of the positive test with NULL read as false, so instances
        whose property is null satisfy `!=`, `not_in`, `not_like`, `not_contain` (as a search
        engine's must_not does).
        """
        op = cond.operation
        subs = cond.sub_conditions or []
        if op == "or" and len(subs) > 1 and all(s.operation in _INDEXED_OPERATIONS for s in subs):
            # A union of index lookups: SQLite's planner scans the whole table for a wide OR once
            # its statistics count the columns' NULLs (27 `==` on the medical diseases: 20 ms scan
            # instead of 27 index probes, 0.05 ms).
            inner = f"{alias}_u"
            parts = [self._compile(sub, layout, inner, scores) for sub in subs]
            union = " UNION ".join(f"SELECT {inner}.rid FROM {layout.table} {inner} WHERE {p}" for p, _ in parts)
            return f"{alias}.rid IN ({union})", [x for _, ps in parts for x in ps]
        if op in ("and", "or"):
            parts = [self._compile(sub, layout, alias, scores) for sub in subs]
            joiner = " AND " if op == "and" else " OR "
            return "(" + joiner.join(p for p, _ in parts) + ")", [x for _, ps in parts for x in ps]
        if op in ("match", "knn"):
            return f"{alias}.rid IN (SELECT value FROM json_each(?))", [json_ints(scores.get(id(cond), {}))]
        col = f"{alias}.{layout.columns[cond.field]}"
        family = layout.families[cond.field]
        value = cond.value
        if op == "==":
            return f"{col} = ?", [_compared(value, family)]
        if op == "!=":
            return f"NOT COALESCE({col} = ?, 0)", [_compared(value, family)]
        if op in (">", ">=", "<", "<="):
            return f"{col} {op} ?", [_compared(value, family)]
        if op in ("in", "not_in"):
            positive = f"{col} IN (SELECT value FROM json_each(?))"
            params = [_bound_list(value, family)]
            return (positive, params) if op == "in" else (f"NOT COALESCE({positive}, 0)", params)
        if op == "range":
            low, high = value
            parts, params = [], []
            if low is not None:
                parts.append(f"{col} >= ?")
                params.append(_compared(low, family))
            if high is not None:
                parts.append(f"{col} < ?")
                params.append(_compared(high, family))
            return "(" + " AND ".join(parts) + ")", params
        if op == "exist":
            return f"{col} IS NOT NULL", []
        if op == "not_exist":
            return f"{col} IS NULL", []
        if op == "prefix":
            # A half-open range on the column's index instead of LIKE (which cannot use it).
            return f"({col} >= ? AND {col} < ?)", [value, value + "\U0010ffff"]
        if op in ("contain", "not_contain"):
            positive, params = self._contains(layout, alias, cond.field, value)
            return (positive, params) if op == "contain" else (f"NOT COALESCE({positive}, 0)", params)
        if op in ("like", "not_like"):
            positive, params = self._like(layout, alias, cond.field, value)
            return (positive, params) if op == "like" else (f"NOT COALESCE({positive}, 0)", params)
        raise InvalidRequestError(f"operation {op!r} is not supported by the embedded backend")

    def _contains(self, layout: TypeLayout, alias: str, prop: str, text: str) -> tuple[str, list[Any]]:
        """Case-sensitive substring. Keywords of 3+ characters go through the trigram index (GLOB,
        not LIKE, is what a case-sensitive trigram index accelerates), two CJK characters through
        the bigram index; other short keywords scan."""
        col = layout.columns[prop]
        scan = f"instr({alias}.{col}, ?) > 0"
        if len(text) == 2 and prop in layout.match and is_cjk(text):
            # Two CJK characters are exactly one token of the bigram index: a value contains them
            # if and only if the index holds that token for it.
            table = match_table(layout, prop)
            return (
                f"{alias}.rid IN (SELECT rowid FROM {table} WHERE {table} MATCH ?)",
                [fts_query([text])],
            )
        # FTS5 reads a GLOB pattern as a C string, cut at a NUL: such keywords scan instead.
        pieces = trigram_pieces(text) if prop in layout.text and "\0" not in text else []
        if not pieces:
            return scan, [text]
        lookup = self._trigram_lookup(layout, alias, col, pieces)
        if pieces == [text]:
            return lookup, [f"*{text}*"]
        return f"({lookup} AND {scan})", [*(f"*{p}*" for p in pieces), text]

    @staticmethod
    def _trigram_lookup(layout: TypeLayout, alias: str, col: str, pieces: list[str]) -> str:
        globs = " AND ".join(f"{col} GLOB ?" for _ in pieces)
        return f"{alias}.rid IN (SELECT rowid FROM t{layout.index} WHERE {globs})"

    def _like(self, layout: TypeLayout, alias: str, prop: str, value: str) -> tuple[str, list[Any]]:
        """`like`: SQL LIKE (`%`, `_`, backslash escapes; ASCII case folded) when the value has
        wildcards, otherwise a substring test with the same case rule.

        Literal runs of 3+ characters without ASCII letters pre-filter through the trigram index
        (which is case-sensitive, so it cannot stand in for LIKE's folding of latin letters).
        """
        pattern = LikePattern.parse(value)
        col = f"{alias}.{layout.columns[prop]}"
        if "\0" in value:
            # SQLite's LIKE reads pattern and value as C strings, cut at the first NUL.
            sql, params = f"knx_like(?, {col})", [pattern.regex]
        else:
            sql = (f"(CASE WHEN instr({col}, ?) > 0 THEN knx_like(?, {col}) "
                   f"ELSE {col} LIKE ? ESCAPE '{LIKE_ESCAPE}' END)")
            params = ["\0", pattern.regex, pattern.sql]
        runs = pattern.index_runs() if prop in layout.text else []
        if runs:
            lookup = self._trigram_lookup(layout, alias, layout.columns[prop], runs)
            sql = f"({lookup} AND {sql})"
            params = [*(f"*{run}*" for run in runs), *params]
        return sql, params

    def evaluate_scoring(self, layout: TypeLayout, cond: Condition | None) -> dict[int, dict[int, float]]:
        scores: dict[int, dict[int, float]] = {}
        if cond is None:
            return scores
        for leaf in cond.leaves():
            if leaf.operation == "match":
                scores[id(leaf)] = self._match_scores(layout, leaf)
            elif leaf.operation == "knn":
                scores[id(leaf)] = self._knn_scores(layout, leaf)
        return scores

    def where_clause(
        self, layout: TypeLayout, cond: Condition | None, alias: str, scores: dict[int, dict[int, float]]
    ) -> tuple[str, list[Any]]:
        if cond is None:
            return "1", []
        return self._compile(cond, layout, alias, scores)

    # -- instance queries -----------------------------------------------------------------------
    def select_instances(self, object_type: ObjectType, query: InstanceQuery) -> "SelectedPage":
        """The rids of one page of matching instances, in order, with total and scores."""
        layout = self.layout[object_type.id]
        plan = self._unscored_plan(layout, query)
        if plan is not None:
            rids, total, next_offset = self._unscored_page(plan, query.limit)
            return SelectedPage(rids=rids, total=total, next_offset=next_offset, scores=None)
        match = self._single_match(layout, query)
        if match is not None:
            selected = self._ranked_page(*match)
            if selected is not None:
                return selected
        table = layout.table
        cond = query.condition
        offset = _offset_from(query.search_after)
        top = self._top_bm25(layout, query, offset + query.limit)
        if top is not None:
            ranked, total = top
            page = ranked[offset:]
            # without a total, a full page may have a successor (as for unscored queries)
            more = offset + len(page) < total if total is not None else len(page) == query.limit
            return SelectedPage(rids=[rid for rid, _ in page], total=total,
                                next_offset=offset + len(page) if more and page else None,
                                scores=dict(page))
        union = self._match_union(layout, query)
        if union is not None:
            return _page_of(union, offset, query.limit)
        scores = self.evaluate_scoring(layout, cond)
        # compiled only where a statement needs it: the scoring-only path below would spend a JSON
        # array of every matched rid on nothing
        limit = query.limit
        sort = list(query.sort or [])
        scoring = bool(scores)
        total: int | None = None
        score_of: dict[int, float] = {}
        if scoring or any(s.field == SCORE for s in sort):
            # Scores live outside SQL, so order in Python; the candidate set is bounded by what the
            # scoring leaves returned or the filter matched.
            sort_cols = [s for s in sort if s.field != SCORE]
            matched = _scored_rids(cond, scores) if cond is not None and not sort_cols else None
            if matched is not None:
                # Only scoring leaves under and / or (one leaf, or kn_search's match fields
                # together): the leaves' rid sets are the result set and SQL adds nothing; on a
                # 1M-instance network a common bigram matches tens of thousands of rows that
                # would otherwise go through a statement to come back unchanged.
                if cond.is_scoring:
                    score_of = scores[id(cond)]
                else:
                    # The leaves' scores added leaf by leaf in leaf order: for every rid the same
                    # additions, in the same order, as summing its scores over the leaves.
                    score_of = dict.fromkeys(matched, 0.0)
                    for leaf in scores.values():
                        for rid, value in leaf.items():
                            if rid in score_of:
                                score_of[rid] += value
                ranked = _rank_scores(score_of, offset + limit, sort)
                total = len(score_of)
                page = ranked[offset:]
            else:
                where, params = self.where_clause(layout, cond, "o", scores)
                cols = ", ".join(["o.rid"] + [f"o.{layout.columns[s.field]}" for s in sort_cols])
                rows = self.execute(f"SELECT {cols} FROM {table} o WHERE {where}", params)
                for row in rows:
                    score_of[row[0]] = sum(s.get(row[0], 0.0) for s in scores.values())
                ordered = _sort_python(rows, sort or [Sort(field=SCORE, direction="desc")], sort_cols, score_of)
                total = len(ordered)
                page = [row[0] for row in ordered[offset : offset + limit]]
        else:
            where, params = self.where_clause(layout, cond, "o", scores)
            order = ", ".join(
                f"o.{layout.columns[s.field]} {s.direction.upper()} NULLS LAST" for s in sort
            )
            order = (order + ", " if order else "") + "o.rid ASC"  # = primary key order
            page = [
                r[0]
                for r in self.execute(
                    f"SELECT o.rid FROM {table} o WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?",
                    [*params, limit, offset],
                )
            ]
            if query.need_total:
                total = self._page_total(f"SELECT COUNT(*) FROM {table} o WHERE {where}", params, offset, len(page), limit)
        more = (offset + len(page) < total) if total is not None else len(page) == limit
        return SelectedPage(
            rids=page,
            total=total if (query.need_total or scoring) else None,
            next_offset=offset + len(page) if more and page else None,
            scores={rid: score_of.get(rid, 0.0) for rid in page} if scoring else None,
        )

    def _unscored_plan(self, layout: TypeLayout, query: InstanceQuery) -> tuple | None:
        """(page statement, its parameters, count statement or None, its parameters, offset) of
        a query without scoring leaves or `_score` sort, whose statements depend on nothing but
        the query; None for any other query. Kept while a shared query lives (see `_planned`)."""
        return self._planned(query, lambda: self._make_unscored_plan(layout, query))

    def _unscored_page(self, plan: tuple, limit: int) -> tuple[list[int], int | None, int | None]:
        """(rids, total or None, next offset or None) of a page from an unscored query's
        statements (`_unscored_plan`)."""
        page_sql, page_params, count_sql, count_params, offset = plan
        rids = [r[0] for r in self.execute(page_sql, page_params)]
        total = self._page_total(count_sql, count_params, offset, len(rids), limit) if count_sql is not None else None
        more = (offset + len(rids) < total) if total is not None else len(rids) == limit
        return rids, total, offset + len(rids) if more and rids else None

    def _page_total(self, count_sql: str, count_params: Sequence[Any], offset: int, found: int, limit: int) -> int:
        """The total of a page of `found` rows (`LIMIT limit OFFSET offset`): without counting
        when the page came back short (`_short_page_total`), else by `count_sql`."""
        total = _short_page_total(offset, found, limit)
        return total if total is not None else self.execute(count_sql, count_params)[0][0]

    def _make_unscored_plan(self, layout: TypeLayout, query: InstanceQuery) -> tuple | None:
        cond = query.condition
        sort = query.sort or []
        if (cond is not None and any(leaf.is_scoring for leaf in cond.leaves())) or any(
                s.field == SCORE for s in sort):
            return None
        offset = _offset_from(query.search_after)
        where, params = self.where_clause(layout, cond, "o", {})
        order = ", ".join(f"o.{layout.columns[s.field]} {s.direction.upper()} NULLS LAST" for s in sort)
        order = (order + ", " if order else "") + "o.rid ASC"  # = primary key order
        return (
            f"SELECT o.rid FROM {layout.table} o WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?",
            [*params, query.limit, offset],
            f"SELECT COUNT(*) FROM {layout.table} o WHERE {where}" if query.need_total else None,
            params,
            offset,
        )

    def _top_bm25(self, layout: TypeLayout, query: InstanceQuery, n: int) -> tuple[list[tuple[int, float]], int] | None:
        """The first n (rid, score) and the total of a query made only of `match` leaves (one, or
        an `or` of them) ranked by score, through core.backends.sqlite_bm25; None for any other
        query, which is ranked from every matching instance's score."""
        cond = query.condition
        if cond is None or (query.sort and [(s.field, s.direction) for s in query.sort] != [(SCORE, "desc")]):
            return None
        leaves = [cond] if cond.operation == "match" else (cond.sub_conditions or []) if cond.operation == "or" else []
        if not self._top_matches.worth_trying(
                [match_table(layout, leaf.field) for leaf in leaves if leaf.field in layout.match]):
            return None
        match_leaves = []
        for leaf in leaves:
            if (leaf.operation != "match" or leaf.field not in layout.match or not isinstance(leaf.value, str)
                    or not char_bigrams(leaf.value)):
                return None
            match_leaves.append(MatchLeaf(match_table(layout, leaf.field), layout.columns[leaf.field], leaf.value))
        if not match_leaves:
            return None
        return self._top_matches.top(layout.table, match_leaves, n, query.need_total)

    def query_instances(self, object_type: ObjectType, query: InstanceQuery) -> InstanceQueryResult:
        """One page of instances, its rows kept as fetched until `datas` is read or dumped
        (see core.backends.sqlite_results)."""
        cached = self._plans.get(id(query))
        if cached is not None and len(cached) == 3 and cached[0]() is query:
            ready = cached[2]
            if ready[0] is object_type:
                if ready[1] is not None:
                    # A shared unscored query seen before: its statements, row plan and properties
                    # kept together (what select_instances, _row_plan and the fetch below look up
                    # one by one: ~2 us of an `==` lookup's ~10 outside SQL), read by `_page_reader`.
                    reader = ready[5]
                    if reader is _UNLOADED:
                        # planned on the body's second call, so a body asked once never pays for
                        # the plan's EXPLAIN (~10-100 us)
                        reader = self._page_reader(object_type, *ready[1:5])
                        self._plans.put(id(query), (cached[0], cached[1], (*ready[:5], reader)))
                    return reader(self)
                result = self._ranked_match(ready)
                if result is not None:
                    return result
        selected = self.select_instances(object_type, query)
        plan = self._row_plan(object_type)
        if is_shared(query):
            cached = self._plans.get(id(query))
            if cached is not None and cached[0]() is query:
                wanted = set(query.properties) if query.properties else None
                if selected.scores is None and cached[1] is not None:
                    self._plans.put(id(query), (cached[0], cached[1], (
                        object_type, cached[1], plan, wanted, query.limit, _UNLOADED)))
                elif cached[1] is None and len(cached) == 2:
                    match = self._single_match(self.layout[object_type.id], query)
                    if match is not None:
                        self._plans.put(id(query), (cached[0], None, (object_type, None, match, plan, wanted)))
        rows = self._fetched(plan, selected.rids)
        return deferred_instances(
            InstanceRows(plan, rows, set(query.properties) if query.properties else None, selected.scores),
            selected.total, [selected.next_offset] if selected.next_offset is not None else None,
        )

    def kept_page_reader(self, object_type: ObjectType, query: InstanceQuery
                         ) -> "Callable[[NetworkFile], InstanceQueryResult] | None":
        """What `query_instances(object_type, query)` runs for a shared unscored query it has
        planned (on the query's second call): a function of this file answering the query again,
        its statements and row plan bound (its SQL runs on every call). None for any other
        query, or before that call."""
        cached = self._plans.get(id(query))
        if cached is None or len(cached) != 3 or cached[0]() is not query:
            return None
        ready = cached[2]
        if ready[0] is not object_type or ready[1] is None or ready[5] is _UNLOADED:
            return None
        return ready[5]

    def _page_reader(self, object_type: ObjectType, statements: tuple, plan: RowPlan, wanted: set[str] | None,
                     limit: int) -> "Callable[[NetworkFile], InstanceQueryResult]":
        """A function of a file reading one unscored query's page from its statements
        (`_unscored_plan`): its rows with the page where its statement can (`_paged_rows`),
        else the page's rids and then their rows. It takes the file rather than holding it, so
        what keeps the function does not keep the file open."""
        page_sql, page_params, count_sql, count_params, offset = statements
        rows_sql = self._paged_rows(self.layout[object_type.id], page_sql, page_params, plan)

        def read(nf: NetworkFile, started_ns: int | None = None) -> InstanceQueryResult:
            """The page from `nf`; with `started_ns` (a `time.perf_counter_ns()`), its
            `overall_ms` is the time since then to the end of its SQL, in ms to 3 decimals."""
            if rows_sql is not None:
                rows = nf.execute(rows_sql, page_params)
                found = len(rows)  # the page's length: one row per rid of the page
            else:
                rids = [r[0] for r in nf.execute(page_sql, page_params)]
                rows = nf._fetched(plan, rids)
                found = len(rids)
            total = nf._page_total(count_sql, count_params, offset, found, limit) if count_sql is not None else None
            more = (offset + found < total) if total is not None else found == limit
            elapsed = None if started_ns is None else elapsed_ms(started_ns)
            return deferred_instances(InstanceRows(plan, rows, wanted, None),
                                      total, [offset + found] if more and found else None, elapsed)

        return read

    def _paged_rows(self, layout: TypeLayout, page_sql: str, params: list[Any], plan: RowPlan) -> str | None:
        """An unscored query's page statement reading the row plan's columns instead of the rid
        alone, so the page's rows come with it (one statement instead of the page's and the rows'
        fetch: ~5 us of an `==` lookup's ~13 us of SQL); None where SQLite would order the
        matches in a temporary B-tree (it would read every match's whole row, not only the
        page's) or reads a virtual table (a `contain`'s trigram look-up measured slower
        joined to the wide row than the page statement and the fetch apart)."""
        head = "SELECT o.rid FROM "
        if not page_sql.startswith(head):
            return None
        columns = ", ".join(["o.rid"] + [f"o.{layout.columns[name]}" for name in plan[0]])
        sql = f"SELECT {columns} FROM " + page_sql[len(head):]
        try:  # the plan SQLite makes for these very parameters (not a statement of the call's)
            steps = self._conn().execute("EXPLAIN QUERY PLAN " + sql, params).fetchall()
        except sqlite3.Error:
            return None
        if any("TEMP B-TREE FOR" in str(step[-1]) or "VIRTUAL TABLE" in str(step[-1]) for step in steps):
            return None
        return sql

    @staticmethod
    def _single_match(layout: TypeLayout, query: InstanceQuery) -> tuple | None:
        """(bigram table, unique terms, offset, limit) of a query that is one `match` on one
        property, ranked by score descending (no sort, or `_score` desc alone); None for any other
        query."""
        cond = query.condition
        if (cond is None or cond.operation != "match" or cond.field not in layout.match
                or not isinstance(cond.value, str)):
            return None
        if query.sort and [(s.field, s.direction) for s in query.sort] != [(SCORE, "desc")]:
            return None
        return (match_table(layout, cond.field), unique_terms(char_bigrams(cond.value)),
                _offset_from(query.search_after), query.limit)

    def _ranked_match(self, ready: tuple) -> InstanceQueryResult | None:
        """A shared one-`match` query seen before (`_single_match`): its page from `_ranked_page`,
        its rows fetched; None where select_instances ranks it another way. The page (and its
        rids as the fetch's parameter) is kept with the query while its terms' kept ranking is
        the one it was sliced from (a ranking forgotten with the terms is sliced anew): a
        repeated query then runs its row fetch and little else (~4 us of its ~20 outside SQL)."""
        _, _, match, plan, wanted = ready
        kept = self._match_pages.get(id(ready))
        if kept is not None and kept[0] is ready and kept[1] is self._term_scores.kept_ranking(match[0], match[1]):
            selected, rids_json = kept[2], kept[3]
        else:
            ranking = self._ranking(match[0], match[1])
            if ranking is None:
                return None
            selected = _page_of(ranking, match[2], match[3])
            rids_json = json_ints(selected.rids) if selected.rids else None
            self._match_pages.put(id(ready), (ready, ranking, selected, rids_json))
        rows = self._fetched(plan, selected.rids, rids_json)
        return deferred_instances(InstanceRows(plan, rows, wanted, selected.scores),
                                  selected.total, [selected.next_offset] if selected.next_offset is not None else None)

    def _match_union(self, layout: TypeLayout, query: InstanceQuery) -> "Ranking | None":
        """The ranking of an `or` of `match` leaves on the type's own bigram tables (kn_search's
        match signal over a type's name fields), without a sort: `TermScores.union_ranked`, the
        rows and scores the scoring path below gives (each leaf's BM25 added from 0.0 in leaf
        order, score descending, rid ascending), from arrays. None for any other query, and
        where a leaf's table is ranked through FTS5 (`_ranking`)."""
        cond = query.condition
        if cond is None or cond.operation != "or" or query.sort or not cond.sub_conditions:
            return None
        leaves = cond.sub_conditions
        parts = []
        terms_of: dict[str, tuple[str, ...]] = {}  # kn_search's leaves all hold the question
        for leaf in leaves:
            if leaf.operation != "match" or type(leaf.value) is not str or leaf.field == WILDCARD_FIELD:
                return None
            if leaf.field not in layout.match:
                continue  # `_match_scores` gives it no rows
            terms = terms_of.get(leaf.value)
            if terms is None:
                terms = terms_of[leaf.value] = unique_terms(char_bigrams(leaf.value))
            if not terms:
                continue  # no `fts_query` either: `_match_scores` gives it no rows
            table = match_table(layout, leaf.field)
            if self._top_matches.table_stats(table)[0] >= self._top_matches.min_rows:
                return None
            parts.append((table, terms))
        if len({id(leaf) for leaf in leaves}) != len(leaves):
            return None  # a leaf given twice is scored once by `evaluate_scoring`
        return self._term_scores.union_ranked(parts)

    def _ranked_page(self, table: str, terms: tuple[str, ...], offset: int, limit: int) -> "SelectedPage | None":
        """The page of a one-`match` query (`_single_match`'s parts), sliced from its terms'
        ranking kept per file (`TermScores.ranked`): the sum of the terms' scores ranked by
        score, then rid, as select_instances' scoring path ranks it, without scoring and ranking
        a repeated query again. None for a table ranked another way (`_top_bm25`'s, or one
        whose terms are read from FTS5 whole)."""
        ranking = self._ranking(table, terms)
        return _page_of(ranking, offset, limit) if ranking is not None else None

    def _ranking(self, table: str, terms: tuple[str, ...]) -> "Ranking | None":
        """`TermScores.ranked(table, terms)` for a table `_top_bm25` does not rank (None for one
        it does)."""
        if self._top_matches.table_stats(table)[0] >= self._top_matches.min_rows:
            return None
        return self._term_scores.ranked(table, terms)

    @staticmethod
    def _result(selected: "SelectedPage", datas: list[dict[str, Any]]) -> InstanceQueryResult:
        if selected.scores is not None:
            for row, rid in zip(datas, selected.rids):
                row[SCORE] = round_score(selected.scores[rid])
        return _trusted(
            InstanceQueryResult, _INSTANCE_RESULT_SET,
            datas=datas,
            total_count=selected.total,
            search_after=[selected.next_offset] if selected.next_offset is not None else None,
            overall_ms=None,
        )

    def query_instances_many(
        self, object_type: ObjectType, parse: Callable[[Any], InstanceQuery], queries: Sequence[Any],
    ) -> list[InstanceQueryResult]:
        """`query_instances` for each query (parsed by `parse` in turn), fetching every instance
        the pages hold once: the queries of one kn_search object type return largely the same
        instances. Each result has its own row dicts, equal to what `query_instances` returns;
        when the queries ask for the same properties, the results keep the fetched rows and
        build them when first read (core.models.deferred), as `query_instances` does."""
        parsed, pages = [], []
        layout = self.layout[object_type.id]
        for query in queries:
            parsed.append(parse(query))
            page = self._equality_page(layout, parsed[-1])
            pages.append(page if page is not None else self.select_instances(object_type, parsed[-1]))
        # kn_search's requests ask for every property (None): equal without dumping each list
        shared = bool(parsed) and (all(q.properties is None for q in parsed)
                                   or len({json.dumps(q.properties) for q in parsed}) == 1)
        if shared:
            # Each page keeps the fetched tuples of its rows (shared between pages: a tuple is
            # never changed); its row dicts are made when `datas` is first read, and kn_search
            # reads the tuples of the ~270 candidates of a new question without them
            # (core.backends.sqlite_results.fetched_rows_of) and builds the rows of its nodes.
            plan = self._row_plan(object_type)
            wanted = set(parsed[0].properties) if parsed[0].properties else None
            union = list(dict.fromkeys(rid for page in pages for rid in page.rids))
            found = {row[0]: row for row in self._fetched(plan, union)}
            return [deferred_instances(
                InstanceRows(plan, [found[rid] for rid in page.rids if rid in found], wanted, page.scores),
                page.total, [page.next_offset] if page.next_offset is not None else None) for page in pages]
        return [self._result(page, self.fetch_rows(object_type, page.rids, query.properties))
                for query, page in zip(parsed, pages)]

    def _equality_page(self, layout: TypeLayout, query: InstanceQuery) -> "SelectedPage | None":
        """The page of a query made only of `==` tests of text properties against strings (one
        test, or an `or` of them: kn_search's `==` signal), without a sort, a total or a later
        page; None for any other query, which goes through `select_instances`.

        Each new question brings new request objects, so their statements are not kept between
        questions (`_unscored_plan` keeps them per request object); but the statement of such a
        query depends only on its shape (the operation and the tested properties: each test is
        `column = ?` with the string bound as given), so it is made once per shape by
        `_make_unscored_plan` and the values are bound in leaf order. A shape whose statement
        binds anything else is not kept."""
        cond = query.condition
        if cond is None or query.sort or query.search_after or query.need_total:
            return None
        leaves = [cond] if cond.operation == "==" else (cond.sub_conditions if cond.operation == "or" else None)
        if not leaves:
            return None
        families = layout.families
        for leaf in leaves:
            if leaf.operation != "==" or type(leaf.value) is not str or families.get(leaf.field) != "text":
                return None
        statements = self.__dict__.get("_equality_statements")
        if statements is None:  # made on first use: one per file, as the other per-file caches
            statements = self.__dict__.setdefault("_equality_statements", LRUCache(_PLAN_CACHE))
        key = (layout.index, cond.operation, tuple(leaf.field for leaf in leaves))
        params = [leaf.value for leaf in leaves]
        params += (query.limit, 0)
        sql = statements.get(key)
        if sql is None:
            plan = self._make_unscored_plan(layout, query)
            # (page statement, its parameters, no count statement, ..., offset 0)
            sql = plan[0] if plan is not None and plan[1] == params and plan[2] is None and plan[4] == 0 else ""
            if sql and len(leaves) > 1:
                sql = _equality_union(layout, [leaf.field for leaf in leaves])
            statements.put(key, sql)
        if not sql:
            return None
        rids, total, next_offset = self._unscored_page((sql, params, None, None, 0), query.limit)
        return SelectedPage(rids=rids, total=total, next_offset=next_offset, scores=None)

    def fetch_rows(
        self, object_type: ObjectType, rids: Sequence[int], properties: list[str] | None = None
    ) -> list[dict[str, Any]]:
        """Rows for the given rids that exist, in that order, in upstream's ObjectInfo shape."""
        return [row for _, row in self._fetch(object_type, rids, properties)]

    def _fetch(
        self, object_type: ObjectType, rids: Sequence[int], properties: list[str] | None = None
    ) -> list[tuple[int, dict[str, Any]]]:
        """(rid, `fetch_rows`' row) for the given rids that exist, in that order (a new dict per
        row, however often a rid repeats)."""
        plan = self._row_plan(object_type)
        wanted = set(properties) if properties else None
        return [(row[0], instance_row(plan, row, wanted)) for row in self._fetched(plan, rids)]

    def _fetched(self, plan: tuple, rids: Sequence[int], rids_json: str | None = None) -> list[tuple]:
        """The row plan's `(rid, value...)` tuples for the given rids that exist, in that order
        (`rids_json`: the rids as `json_ints` writes them, where the caller kept them)."""
        if not rids:
            return []
        fetched = self.execute(plan[1], [rids_json or json_ints(rids)])
        if len(rids) == 1:  # an `==` lookup's page: the row, if it exists
            return fetched
        found = {row[0]: row for row in fetched}
        return [found[rid] for rid in rids if rid in found]

    def _row_plan(self, object_type: ObjectType) -> RowPlan:
        """(property names, the statement fetching them by rid, boolean properties, primary
        keys, display key, `_instance_id` prefix) of a type, made once per type: every instance
        query and subgraph call fetches rows."""
        plans = self._row_plans
        plan = plans.get(object_type.id)
        if plan is None or plan[0] is not object_type:
            layout = self.layout[object_type.id]
            names = tuple(p.name for p in object_type.data_properties)
            cols = ", ".join(["rid"] + [layout.columns[n] for n in names])
            sql = f"SELECT {cols} FROM {layout.table} WHERE rid IN (SELECT value FROM json_each(?))"
            bools = tuple(n for n in names if layout.families.get(n) == "bool")
            plan = plans[object_type.id] = (
                object_type, (names, sql, bools, layout.primary_keys, layout.display_key, f"{object_type.id}-"))
        return plan[1]

    # -- relation paths -------------------------------------------------------------------------
    def query_paths(self, network: KnowledgeNetwork, paths: Sequence[RelationTypePath],
                    owner: Any = None) -> SubgraphRows:
        """One entry per path, as if each were queried alone, with the work they share done once.

        Callers send many paths from one start set (keyword context: one per relation type and
        direction, all from the matched instances), so paths whose first object type, condition,
        limit and sort are equal share one selection of the start set and read their first hops
        in one statement (`_first_hops`), equal filters on the far ends (keyword context's name
        filters) are compiled and scored once, and every instance is fetched once per call
        whichever paths it lies on. What the paths' statements are is planned once per shared
        request (`owner`, see core.models.types.share). The entries are returned as what was
        read (see core.backends.sqlite_results); each entry's `overall_ms` is the time of the
        whole call.
        """
        started = time.perf_counter()
        plan: _SubgraphPlan = self._planned(owner, lambda: self._subgraph_plan(network, paths))
        memo = _CallMemo()
        path_plans, shapes = plan.paths, plan.shapes
        # One-hop paths that keep every neighbour they read keep those neighbours as read
        # (`kept`: parent rid, their JSON array), paired when a caller reads the result; the
        # others are walked (`walked`: complete rid paths). `wanted`: per type, the rids on
        # complete paths, as rids and runs of a JSON array (repeats allowed).
        kept: dict[int, list[tuple[int, str]]] = {}
        walked: dict[int, list[list[int]]] = {}
        wanted: dict[str, list[Any]] = defaultdict(list)
        pages: list[tuple[int | None, int | None, list[int]]] = []
        for group in plan.groups:
            if group.unscored is not None:
                start_rids, total, next_offset = self._unscored_page(group.unscored, group.query.limit)
            else:
                page = self.select_instances(group.start_type, group.query)
                start_rids, total, next_offset = page.rids, page.total, page.next_offset
            pages.append((total, next_offset, start_rids))
            for place, children in self._first_hops(group, start_rids, memo, kept, wanted).items():
                complete = walked[place] = self._walk(path_plans[place], start_rids, children, memo)
                for type_id, column in zip(shapes[place].type_ids, zip(*complete)):
                    wanted[type_id] += column
        fetched: dict[str, FetchedRows] = {}
        row_plans = plan.row_plans
        for type_id, rids in wanted.items():
            object_type, row_plan = row_plans[type_id]
            fetched[type_id] = (object_type, row_plan, self.execute(row_plan[1], ["[" + ",".join(map(str, rids)) + "]"]))
        return SubgraphRows(network, shapes, pages, kept, walked, fetched,
                            round((time.perf_counter() - started) * 1000, 3))

    def _planned(self, owner: Any, make: Callable[[], Any]) -> Any:
        """`make()`'s plan, kept per shared request object while it lives (the weak reference
        tells it from a later object given its id); made anew for anything else.

        The entry goes when its request object does (the weak reference's callback), not when
        the cache next evicts it: a keyword-context call's neighbour query holds ~40 paths and
        its plan ~450 objects, and the cache (4,096 entries) otherwise holds the plans of
        requests long gone, objects a long-lived process's cyclic collector walks for nothing."""
        key = id(owner)
        plans = self._plans
        cached = plans.get(key)
        if cached is not None and cached[0]() is owner:  # only shared requests are kept
            return cached[1]
        if owner is None or not is_shared(owner):
            return make()
        plan = make()
        plans.put(key, (weakref.ref(owner, lambda dead, key=key: plans.discard(key, lambda e: e[0] is dead)), plan))
        return plan

    def _subgraph_plan(self, network: KnowledgeNetwork, paths: Sequence[RelationTypePath]) -> "_SubgraphPlan":
        """What each path runs: its start selection (paths with equal starts form one group that
        selects its start set once), and per hop the relation, direction, far-end filter
        (compiled here unless it has scoring leaves or is an `in` of one property: those are resolved on first
        use and kept per file, `_resolved_filter`) and neighbour statement; the row plan of every type the paths name."""
        conditions: dict[int, str] = {}  # id -> JSON: a condition shared by many paths is dumped once
        groups: dict[tuple, _StartGroup] = {}
        statements: dict[tuple, _HopStatement] = {}
        row_plans: dict[str, tuple[ObjectType, RowPlan]] = {}

        def json_of(condition: Condition | None) -> str | None:
            if condition is None:
                return None
            text = conditions.get(id(condition))
            if text is None:
                text = conditions[id(condition)] = condition.model_dump_json()
            return text

        path_plans, shapes = [], []
        for place, path in enumerate(paths):
            first = path.object_types[0]
            # The condition's JSON (fields in declaration order): equal JSON, equal selection.
            start_key = (first.id, json_of(first.condition), first.limit,
                         tuple((s.field, s.direction) for s in first.sort or ()))
            group = groups.get(start_key)
            if group is None:
                # made here and never given out: shared, so its page statement is planned once
                query = InstanceQuery.model_construct(condition=first.condition, limit=first.limit, sort=first.sort,
                                                      need_total=True, properties=None, search_after=None)
                group = groups[start_key] = _StartGroup(len(groups), network.object_type(first.id), share(query),
                                                        self._make_unscored_plan(self.layout[first.id], query))
            hops, hop_plans = [], []
            for i, edge in enumerate(path.relation_types):
                rel = network.relation_type(edge.relation_type_id)
                forward = edge.is_forward(rel.source_object_type_id, rel.target_object_type_id)
                node = path.object_types[i + 1]
                layout = self.layout[node.id]
                cond = node.condition
                filter_key = (layout.index, json_of(cond))
                resolved = cond is not None and (_is_listed(cond) or any(leaf.is_scoring for leaf in cond.leaves()))
                statement = statements.get((filter_key, forward))
                if statement is None and not resolved:
                    where, params = self.where_clause(layout, cond, "n", {})
                    statement = statements[(filter_key, forward)] = _HopStatement(
                        _neighbour_part(layout.table, forward, cond is not None, where), params, None)
                hops.append((rel.id, forward))
                hop_plans.append(_HopPlan(self.relation_index[rel.id], forward, layout, cond, filter_key,
                                          statement, node.limit))
            group.members.append((place, hop_plans[0], _kept_types(path, hop_plans)))
            path_plans.append(_PathPlan(hop_plans, path.limit))
            type_ids = [node.id for node in path.object_types]
            shapes.append(PathShape(type_ids, hops, group.index, path.limit))
            for type_id in type_ids:
                if type_id not in row_plans:
                    object_type = network.object_type(type_id)
                    row_plans[type_id] = (object_type, self._row_plan(object_type))
        return _SubgraphPlan(path_plans, list(groups.values()), shapes, row_plans)

    def _first_hops(self, group: "_StartGroup", start_rids: list[int], memo: "_CallMemo",
                    kept: dict[int, list[tuple[int, str]]], wanted: dict[str, list[Any]],
                    ) -> dict[int, dict[int, list[int]]]:
        """The first hop's neighbours of every path of a start group: those of paths that keep
        what they read go to `kept` and `wanted` (see `_read_children`); those of the others
        are returned by the path's place, to be walked (paths that reach nothing are left out).

        Keyword context and 1-hop bodies send one path per relation type and direction, ~25
        from one start set. Each path's hop is a part: its own neighbour statement over one
        frontier, so every path gets the neighbours it would get alone. Parts read together
        often are read as one UNION ALL, each row tagged with its part's number, which spares
        each part SQLite's and the driver's per-statement work (~5 us a part); parts not read
        together often yet are read one statement each (`_often_read_union`). The group keeps
        its parts and their parameters (`_StartGroup.chunks`), resolved filters included (kept
        per file, `_resolved_filters`)."""
        walk: dict[int, dict[int, list[int]]] = {}
        if not start_rids:
            return walk
        chunks = group.chunks.get(_UNION_PARTS)
        if chunks is None:
            # Kept with resolved filters too: the plan belongs to this file, and a resolved filter's
            # statement is fixed per file (`_resolved_filters`).
            parts = []
            for place, hop, kept_types in group.members:
                statement = self._hop_statement(hop, memo)
                if statement is not None:
                    parts.append((place, hop, kept_types, statement))
            chunks = group.chunks[_UNION_PARTS] = self._union_chunks(parts)
        frontier_json = json_ints(sorted(set(start_rids)))
        for chunk in chunks:
            sql = self._often_read_union(chunk.texts)
            if sql is not None:
                _read_children(self.execute(sql, [frontier_json, *chunk.params]), chunk.parts, kept, wanted, walk)
                continue
            for text, part_params, part in zip(chunk.texts, chunk.part_params, chunk.parts):
                _read_children(self.execute(self._part_statement(text), [frontier_json, *part_params]),
                               (part,), kept, wanted, walk)
        return walk

    def _often_read_union(self, texts: tuple[str, ...]) -> str | None:
        """The union of these neighbour parts (`_union_of`) once they have been read together
        `UNION_AFTER_READS` times in this file, else None: read each part alone (one statement
        per part, `_union_of((part,))`). Same rows in the same order either way: a part's rows
        are the union's rows of that part, and the union gives its parts in order.

        Why not always the union: SQLite prepares a union whose text it has not seen (~55 us a
        part; ~1.7 ms for a new question's first keyword round of ~30 parts), and a new
        question's parts are rarely read together again (its session's relation types and which
        name sets found anything decide them: 194 distinct unions over 200 questions). Each part
        alone is a text every question shares, prepared once per connection, and costs ~5 us
        more to run than its share of a prepared union. So the parts are read apart until the
        runs that would have paid for preparing the union have been spent (`UNION_AFTER_READS`),
        as a renter buys once the rent paid equals the price: at most about twice the cost of
        the better choice made knowing how often the union will come."""
        if len(texts) == 1:
            return self._part_statement(texts[0])
        cache = self._union_statements
        seen = cache.get(texts)
        if isinstance(seen, str):
            return seen
        reads = (seen or 0) + 1
        if reads < UNION_AFTER_READS:
            cache.put(texts, reads)
            return None
        sql = _union_of(texts)
        cache.put(texts, sql)
        return sql

    def _union_chunks(self, hops: list[tuple[int, "_HopPlan", tuple[str, str] | None, "_HopStatement"]],
                      ) -> list["_UnionChunk"]:
        """The `_UnionChunk` of each run of `_UNION_PARTS` hops (place, hop, the types of a path
        that keeps what it reads, the hop's neighbour part and filter parameters)."""
        out = []
        for at in range(0, len(hops), _UNION_PARTS):
            chunk = hops[at:at + _UNION_PARTS]
            part_params = tuple(_part_parameters(hop, statement) for _place, hop, _kept, statement in chunk)
            out.append(_UnionChunk(tuple(statement[0] for _place, _hop, _kept, statement in chunk),
                                   [value for values in part_params for value in values], part_params,
                                   tuple((place, *(kept or (None, None))) for place, _hop, kept, _st in chunk)))
        return out

    def _part_statement(self, text: str) -> str:
        """`_union_of((text,))`: one neighbour part read alone, kept per file (`_union_statements`):
        a new request's plan (a new keyword) and `_neighbours` ask for the same texts again."""
        cache = self._union_statements
        key = (text,)
        sql = cache.get(key)
        if sql is None:
            sql = _union_of(key)
            cache.put(key, sql)
        return sql  # type: ignore[return-value]  # a one-part key always holds its statement

    def _walk(self, plan: "_PathPlan", start_rids: list[int], children: dict[int, list[int]],
              memo: "_CallMemo") -> list[list[int]]:
        """The path's complete rid paths, at most its limit, from its first hop's neighbours
        (`children`, read by `_first_hops`)."""
        # Each path is a list of rids along the way; expand hop by hop, capped per parent object.
        paths = [[rid, child] for rid in start_rids for child in children.get(rid, ())]
        for hop in plan.hop_plans[1:]:
            children = self._neighbours(hop, sorted({p[-1] for p in paths}), memo)
            paths = [p + [child] for p in paths for child in children.get(p[-1], ())]
            if not paths:
                return paths
        return paths if len(paths) <= plan.limit else paths[: plan.limit]

    def _neighbours(self, hop: "_HopPlan", frontier: list[int], memo: "_CallMemo") -> dict[int, list[int]]:
        """Neighbours of each frontier rid over one hop, at most the hop's limit each.

        One SQL statement for the whole frontier: per parent, a correlated subquery walks the edge
        index in neighbour order, applies the target's filter and stops after `per_parent`
        neighbours, so a parent with 50,000 edges costs what one with 10 does. Rids are assigned
        in primary-key order, so neighbour order is primary-key order. No statement runs when
        the filter is made of scoring leaves only and they matched nothing.
        """
        if not frontier:
            return {}
        statement = self._hop_statement(hop, memo)
        if statement is None:
            return {}
        walk: dict[int, dict[int, list[int]]] = {}
        _read_children(self.execute(self._part_statement(statement[0]),
                                    [memo.json_of(frontier), *_part_parameters(hop, statement)]),
                       _WALKED_PART, {}, {}, walk)
        return walk.get(0, {})

    def _hop_statement(self, hop: "_HopPlan", memo: "_CallMemo") -> "_HopStatement | None":
        """A hop's neighbour part and its filter's parameters (`_HopStatement`); None when its
        filter is a set of rids (`_resolved_filter`) and it is empty."""
        if hop.statement is not None:
            return hop.statement
        # Resolved once per file and equal filter on one type: keyword context puts the same
        # name filters on a neighbour type for every relation type and direction that reaches it.
        compiled = memo.filters.get(hop.filter_key)
        if compiled is None:
            compiled = self._resolved_filters.get(hop.filter_key)
            if compiled is None:
                compiled = self._resolved_filter(hop.layout, hop.condition)
                self._resolved_filters.put(hop.filter_key, compiled)
            memo.filters[hop.filter_key] = compiled
        where, params, rid_count = compiled
        if where is None:  # a set of rids, empty
            return None
        if rid_count is not None:
            return _rid_set_statement(hop.layout.table, hop.forward, params, rid_count)
        return _HopStatement(_neighbour_part(hop.layout.table, hop.forward, True, where), params, None)

    def _resolved_filter(self, layout: TypeLayout, cond: Condition) -> tuple[str | None, list[Any], int | None]:
        """A far-end filter resolved on first use: (SQL, parameters, rid count). Two kinds are
        read as the one set of rids they select, with its rid count given ((None, [], 0) when it
        is empty): a filter of scoring leaves only, scored (`_scored_rids`: union for `or`,
        intersection for `and`; a lone `match` as the rows it finds, unscored: `_match_rids`),
        and an `in` of one property (`_is_listed`), looked up in the property's index. Any other
        filter with scoring leaves is compiled with their scores, with rid count None."""
        if _is_listed(cond):
            # Driven from the list (CROSS JOIN keeps that order), each value probing the property's
            # index: `IN (subquery)` first copies the list into a temporary b-tree (~43 against
            # ~26 us for a question's 105 pieces on the demo's symptom names). `=` compares as the
            # `IN` did (SQLite applies the same affinity to both); a value listed twice finds its
            # rows twice, hence the set.
            rids = sorted({rid for (rid,) in self.execute(
                f"SELECT n.rid FROM json_each(?) j CROSS JOIN {layout.table} n "
                f"ON n.{layout.columns[cond.field]} = j.value", [_bound_list(cond.value, layout.families[cond.field])])})
        elif cond.operation == "match":  # its rids are what it finds, whatever they score
            rids = self._match_rids(layout, cond)
        else:
            scores = self.evaluate_scoring(layout, cond)
            matched = _scored_rids(cond, scores) if scores else None
            if matched is None:
                where, params = self.where_clause(layout, cond, "n", scores)
                return where, params, None
            rids = sorted(matched)
        if not rids:
            return None, [], 0
        return _RID_SET, [json_ints(rids)], len(rids)

    def _match_rids(self, layout: TypeLayout, cond: Condition) -> list[int]:
        """The rids `_match_scores` scores, ascending, without their scores (`TermScores.matched_rids`)."""
        tables, terms = self._match_tables(layout, cond)
        if len(tables) == 1:
            return self._term_scores.matched_rids(tables[0], terms)
        return sorted({rid for table in tables for rid in self._term_scores.matched_rids(table, terms)})

    # -- concepts -------------------------------------------------------------------------------
    def search_concepts(self, kind: ConceptKind, query: str, limit: int) -> list[ConceptHit]:
        """knn(*) OR match(*) over concept documents.

        Both signals are brought to [0, 1] before they are added (cosine as is, BM25 divided by
        the best BM25 of this query), so neither dominates by scale.
        """
        ids = self._concept_ids.get(kind)
        if ids is None:  # read once: 10,000 relation types cost 15 ms per search to re-read
            ids = {idx: cid for idx, cid in self.execute("SELECT idx, cid FROM concepts WHERE kind = ?", (kind,))}
            self._concept_ids[kind] = ids
        if not ids:
            return []
        scores: dict[int, float] = defaultdict(float)
        expr = fts_query(char_bigrams(query))
        if expr:
            parity = 0 if kind == "object_type" else 1
            rows = self.execute(
                "SELECT rowid, -bm25(concept_fts) FROM concept_fts WHERE concept_fts MATCH ?", (expr,)
            )
            rows = [(rowid // 2, s) for rowid, s in rows if rowid % 2 == parity]
            top = max((s for _, s in rows), default=0.0)
            for idx, s in rows:
                if top > 0:
                    scores[idx] += 0.5 * s / top
        matrix = self._concept_vectors.get(kind)
        if matrix is None:
            rows = self.execute("SELECT idx, v FROM concept_vec WHERE kind = ? ORDER BY idx", (kind,))
            matrix = np.frombuffer(b"".join(v for _, v in rows), dtype=np.float32).reshape(
                -1, self.embedder.dim
            )
            self._concept_vectors[kind] = matrix
        sims = similarities(matrix, self.embedder.embed([query])[0])
        for idx in np.flatnonzero(sims > 0):
            scores[int(idx)] += 0.5 * float(sims[idx])
        ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
        return [ConceptHit(id=ids[idx], score=round_score(score)) for idx, score in ranked]

    @property
    def retired(self) -> bool:
        return self._retired

    def acquire(self) -> "NetworkFile":
        """Mark an operation as running: close() then waits for release() to close connections."""
        self._users.append(None)
        return self

    def release(self) -> None:
        self._users.pop()
        if self._retired and not self._users:
            self._close_connections()

    def close(self) -> None:
        """Retire the file (it was rebuilt, or is no longer needed): the connections of every thread
        are closed now, or when the last running operation releases it."""
        self._retired = True
        if not self._users:
            self._close_connections()

    def _close_connections(self) -> None:
        with self._conn_lock:
            connections, self._connections = self._connections, []
        for conn in connections:
            conn.close()


@functools.lru_cache(maxsize=256)
def _compiled_like(regex: str) -> "re.Pattern[str]":
    return re.compile(regex, re.DOTALL)


def like_regex_match(regex: str, value: Any) -> int | None:
    """`like` for text SQLite's LIKE cannot read (holding NUL): LikePattern.regex on the value."""
    if value is None:
        return None
    return 1 if _compiled_like(regex).fullmatch(str(value)) else 0


def damaged_file_error(path: Path, exc: BaseException) -> StorageError:
    """The error for a network file that is not a readable network (not SQLite, truncated, edited)."""
    return StorageError(
        f"network file {path} is damaged or not a kn-explorer network ({type(exc).__name__}: {exc})",
        suggestion=f"import the network again (`knx import ... --id {path.stem}`), or delete the file",
    )


@dataclass
class SelectedPage:
    """One page of an instance query before rows are fetched: rids in order, total, next offset."""

    rids: list[int]
    total: int | None
    next_offset: int | None
    scores: dict[int, float] | None  # rid -> `_score` when the condition scores


def _page_of(ranking: Ranking, offset: int, limit: int) -> SelectedPage:
    """One page of a one-`match` query's ranking: only the page's rids and scores become Python
    ints and floats."""
    end = offset + limit
    page = ranking.rids[offset:end].tolist()
    total = len(ranking.rids)
    more = offset + len(page) < total
    return SelectedPage(rids=page, total=total, next_offset=offset + len(page) if more and page else None,
                        scores=dict(zip(page, ranking.scores[offset:end].tolist())))


def json_ints(values: Iterable[int]) -> str:
    """A JSON array of integers (rids), for `json_each`: `json.dumps` without its Python-level
    encoder (several us for the one-rid array of an `==` lookup)."""
    if type(values) is list and len(values) == 1:  # an `==` lookup's page: one rid, no join
        return f"[{values[0]:d}]"
    return "[" + ",".join(map(str, values)) + "]"


class _HopPlan(NamedTuple):
    """One hop of a planned path (see NetworkFile._subgraph_plan)."""

    rt: int  # the relation type's index in `edges`
    forward: bool
    layout: TypeLayout  # of the far end
    condition: Condition | None  # the far end's filter
    filter_key: tuple  # (layout index, condition JSON): equal filters on one type are one
    statement: "_HopStatement | None"  # None: resolved on first use (`_hop_statement`)
    per_parent: int


def _kept_types(path: RelationTypePath, hops: list[_HopPlan]) -> tuple[str, str] | None:
    """(start, far type ids) of a path that keeps every neighbour it reads as read (see
    query_paths): one hop, and its start page times its per-parent limit cannot exceed its own
    limit, so no neighbour is cut; None for a path that is walked."""
    if len(hops) != 1 or path.object_types[0].limit * hops[0].per_parent > path.limit:
        return None
    return path.object_types[0].id, path.object_types[1].id


class _PathPlan(NamedTuple):
    hop_plans: list[_HopPlan]
    limit: int


class _StartGroup:
    """The paths of a subgraph request that share a start selection: their places in the
    request with their first hops, and the statements reading those hops (`_first_hops`)."""

    __slots__ = ("index", "start_type", "query", "unscored", "members", "chunks")

    def __init__(self, index: int, start_type: ObjectType, query: InstanceQuery, unscored: tuple | None) -> None:
        self.index = index  # of the start page among the call's pages (PathShape.start)
        self.start_type = start_type
        self.query = query
        self.unscored = unscored  # the start query's statements when it does not score (`_unscored_plan`)
        # (place, first hop, (start, far type ids) of a path that keeps what it reads or None)
        self.members: list[tuple[int, _HopPlan, tuple[str, str] | None]] = []
        # parts per statement -> (statement, parameters after the frontier's, its parts)
        self.chunks: dict[int, list[_UnionChunk]] = {}


class _UnionChunk(NamedTuple):
    """Up to `_UNION_PARTS` first hops of a start group read together (`_first_hops`)."""

    texts: tuple[str, ...]  # the hops' neighbour parts; their union is `_union_of(texts)`
    params: list[Any]  # the union's parameters after the frontier's
    part_params: tuple[list[Any], ...]  # each part's parameters after the frontier's, read alone
    parts: "tuple[_Part, ...]"  # what each part's rows feed


class _SubgraphPlan(NamedTuple):
    paths: list[_PathPlan]
    groups: list[_StartGroup]
    shapes: list[PathShape]
    row_plans: dict[str, tuple[ObjectType, RowPlan]]  # every type the paths name


@functools.lru_cache(maxsize=_PLAN_CACHE)
def _neighbour_part(table: str, forward: bool, joined: bool, where: str) -> str:
    """One hop from a frontier parent `f.value`: its first neighbours over one relation type
    that pass `where` (over the far end `n` of `table`, joined when `joined`), as one JSON
    array; the parameters are the relation type's index, the filter's and the limit per
    parent. Kept per distinct input: filters scored per call ask for the same text each call,
    and the same string object keeps its hash for the union statement's cache key."""
    near, far = ("src", "dst") if forward else ("dst", "src")
    join = f" JOIN {table} n ON n.rid = e.{far}" if joined else ""
    return (
        f"(SELECT json_group_array(child) FROM (SELECT e.{far} AS child "
        f"FROM edges e{join} WHERE e.rt = ? AND e.{near} = f.value AND {where} "
        f"ORDER BY e.{far} LIMIT ?))"
    )


_RID_SET = "n.rid IN (SELECT value FROM json_each(?))"  # a far-end filter resolved to a set of rids
# A set of at most this many rids is read rid by rid from every parent (`_rid_set_statement`).
READ_RIDS_MAX = 32
# The most edges a parent of a larger set may have for its own edges to be walked.
DEGREE_GUARD_MAX = 256


def _compared(value: Any, family: str) -> Any:
    """A condition's value as a property of `family` is compared with it: numbers as numbers
    (text that is none as it is), booleans as stored, anything else as text (but on an untyped
    property)."""
    if family == "number":
        number = coerce_number(value)
        return number if number is not None else value
    if family == "bool":
        return _store_value(value, "bool")
    return value if isinstance(value, str) or family == "other" else str(value)


def _bound_list(values: list[Any], family: str) -> str:
    """An `in` list as it is bound: one JSON array of the values as compared (`_compared`),
    whatever its length (no variable-count limit, no splicing). A text property's list
    (keyword context's ~100 name pieces a type) is written without a call per value."""
    if family == "text":
        listed = [value if type(value) is str else str(value) for value in values]
    else:
        listed = [_compared(value, family) for value in values]
    return json.dumps(listed, ensure_ascii=False)


def _is_listed(cond: Condition | None) -> bool:
    """An `in` of one property: a far end filtered by it is found through the property's index
    (`NetworkFile._resolved_filter`)."""
    return cond is not None and cond.operation == "in" and not cond.sub_conditions


def _rid_set_statement(table: str, forward: bool, params: list[Any], rid_count: int) -> "_HopStatement":
    """The `_HopStatement` of a hop whose far end is a set of `rid_count` rids (`params`: the set
    as a JSON array). SQLite's planner knows neither the set's size nor a parent's number of
    edges, and reads the set for every parent, probing the reverse edge index once per rid:
    keyword context's names of 症状 on the demo are 487 symptoms, so a disease with 10 symptoms
    cost 487 probes. So a set of at most READ_RIDS_MAX rids is read so (in rid order, stopping at
    the limit); a larger one is read so only from a parent with at least as many edges (at most
    DEGREE_GUARD_MAX counted) - a hub - and any other parent walks its own edges and looks each
    far end up in the set (the `+` keeps SQLite from driving the join from the set). Both are
    the same query, so the neighbours are the same. The far end needs no join: every rid of the
    set is a row of the far type's table, and an edge of the relation type ends in that table."""
    if rid_count <= READ_RIDS_MAX:
        return _HopStatement(_rid_set_part(table, forward, False), params, None)
    return _HopStatement(_rid_set_part(table, forward, True), params, min(rid_count, DEGREE_GUARD_MAX))


@functools.lru_cache(maxsize=_PLAN_CACHE)
def _rid_set_part(table: str, forward: bool, guarded: bool) -> str:
    """A rid-set hop's part (`_rid_set_statement`). Parameters: unguarded, the relation type's
    index, the set and the limit per parent (as `_neighbour_part`'s); guarded, the relation
    type's index and the guard less one first (`_part_parameters`)."""
    near, far = ("src", "dst") if forward else ("dst", "src")
    listed = f"e.{far} IN (SELECT value FROM json_each(?))"
    read = _neighbour_part(table, forward, False, listed)
    if not guarded:
        return read
    walked = _neighbour_part(table, forward, False, "+" + listed)
    return (f"CASE WHEN NOT EXISTS (SELECT 1 FROM edges g WHERE g.rt = ? AND g.{near} = f.value LIMIT 1 OFFSET ?) "
            f"THEN {walked} ELSE {read} END")


class _HopStatement(NamedTuple):
    """A hop's neighbour part (`_neighbour_part` or `_rid_set_part`) and its filter's parameters."""

    part: str
    filter_params: list[Any]
    guard: int | None  # a guarded `_rid_set_part`'s: the parent's edges counted; None otherwise


def _part_parameters(hop: "_HopPlan", statement: _HopStatement) -> list[Any]:
    """The parameters of a hop's neighbour part, in the order its text binds them."""
    _part, filter_params, guard = statement
    if guard is not None:
        return [hop.rt, guard - 1, hop.rt, *filter_params, hop.per_parent, hop.rt, *filter_params, hop.per_parent]
    return [hop.rt, *filter_params, hop.per_parent]


# SQLite 3.35+ keeps a CTE marked MATERIALIZED as a table: a union's rows filtered through it
# leave out parents without neighbours in SQL without running their subqueries twice (a
# filter on an unmaterialized union is pushed into each part, which then evaluates its
# subquery for the filter and again for the row). Older versions send every row.
_MATERIALIZED = sqlite3.sqlite_version_info >= (3, 35)


def _union_of(parts: tuple[str, ...]) -> str:
    """Neighbour parts (`_neighbour_part`) as one statement over one frontier (the JSON array
    parameter first): (part number, parent rid, its neighbours as a JSON array) per part and
    frontier rid with neighbours."""
    union = " UNION ALL ".join(f"SELECT {n}, f.value, {part} FROM f" for n, part in enumerate(parts))
    head = "WITH f(value) AS (SELECT value FROM json_each(?))"
    if not _MATERIALIZED:
        return f"{head} {union}"
    return (f"{head}, u(n, parent, children) AS MATERIALIZED ({union}) "
            f"SELECT n, parent, children FROM u WHERE children <> '[]'")


def _equality_union(layout: TypeLayout, fields: list[str]) -> str:
    """The page statement of an `or` of `==` tests (`NetworkFile._equality_page`) as one compound
    SELECT of the tests' index look-ups ordered by rid, binding the values in leaf order, then
    the limit and offset 0. The same rids in the same order as `_compile`'s form, `rid IN (the
    union)` ordered by the primary key, which reads the union into a list and then looks every
    rid of it up in the table again: a third fewer steps (~3 us of ~9 on the demo replayed,
    ~10 of ~40 in a search, where each of a new question's 17 `==` statements runs once)."""
    arms = " UNION ".join(f"SELECT rid FROM {layout.table} WHERE {layout.columns[f]} = ?" for f in fields)
    return f"{arms} ORDER BY 1 LIMIT ? OFFSET ?"


def _short_page_total(offset: int, found: int, limit: int) -> int | None:
    """The total of an unscored query whose page (`LIMIT limit OFFSET offset`) came back
    shorter than its limit, known without counting: every match from `offset` on is on the
    page, so there are `offset + found` of them. None when a count is needed: a full page, or
    an empty one past the start (the matches may end anywhere before `offset`). A keyword's
    instance query (an `or` of `==` over the type's fields, 10 a page) mostly finds a few, so
    its `COUNT(*)` (~20 us on the demo's diseases) is not run."""
    if found < limit and (found or not offset):
        return offset + found
    return None


# What a part of a neighbour statement feeds: (the path's place, and for a path that keeps what
# it reads its start and far type ids, else None and None: walked).
_Part = tuple[int, "str | None", "str | None"]
_WALKED_PART: tuple[_Part, ...] = ((0, None, None),)


def _read_children(rows: list[tuple], parts: tuple[_Part, ...], kept: dict[int, list[tuple[int, str]]],
                   wanted: dict[str, list[Any]], walk: dict[int, dict[int, list[int]]]) -> None:
    """A neighbour statement's rows (part number, parent, its neighbours as a JSON array; see
    `_union_of`) where their parts send them: for a path that keeps what it reads, `(parent,
    array)` to `kept[place]` and the parent and the array's rids to `wanted` (as a rid and a
    JSON run), without parsing; for the others `walk[place][parent]`, every such array read by
    one parse. Parents without neighbours add nothing."""
    numbers, parents, arrays = [], [], []
    for n, parent, children in rows:
        if children == "[]":  # only when SQLite sends every row (see _MATERIALIZED)
            continue
        place, near, far = parts[n]
        if near is None:
            numbers.append(place)
            parents.append(parent)
            arrays.append(children)
            continue
        read = kept.get(place)
        if read is None:
            kept[place] = [(parent, children)]
        else:
            read.append((parent, children))
        wanted[near].append(parent)
        wanted[far].append(children[1:-1])
    if arrays:
        for place, parent, kids in zip(numbers, parents, _scan_json("[" + ",".join(arrays) + "]", 0)[0]):
            of_place = walk.get(place)
            if of_place is None:
                of_place = walk[place] = {}
            of_place[parent] = kids


# json's C scanner, called directly: what `json.loads` runs after checking for whitespace (the
# arrays SQLite writes have none), without its Python layers (~0.7 us per call).
_scan_json = json.JSONDecoder().scan_once

_UNION_PARTS = 100  # neighbour parts per statement (SQLite allows 500 compound terms)
# Reads of the same first-hop parts after which they are read as one union (`_often_read_union`):
# preparing a new union (~1.7 ms for ~30 parts) costs about what ~12 reads of its parts apart
# add (~0.14 ms each on the demo's diseases; `bench/keyword_bench.py`).
UNION_AFTER_READS = 12


class _CallMemo:
    """What the paths of one subgraph call share: far-end filters with scoring leaves, scored
    and compiled once per call ((layout index, condition JSON) -> SQL and parameters, or None
    when the scoring leaves matched nothing), and the JSON of equal frontiers."""

    __slots__ = ("filters", "_frontiers")

    def __init__(self) -> None:
        self.filters: dict[tuple, tuple[str | None, list[Any]]] = {}
        self._frontiers: dict[tuple[int, ...], str] = {}

    def json_of(self, frontier: list[int]) -> str:
        key = tuple(frontier)
        text = self._frontiers.get(key)
        if text is None:
            text = self._frontiers[key] = json_ints(frontier)
        return text


# What `InstanceQueryResult(datas=..., total_count=..., search_after=...)` reports as set.
_INSTANCE_RESULT_SET = frozenset(("datas", "total_count", "search_after"))


def _scored_rids(cond: Condition, scores: dict[int, dict[int, float]]) -> set[int] | dict[int, float] | None:
    """The rids a condition made only of scoring leaves under `and` / `or` matches (`or` a
    union, `and` an intersection); None when any other leaf takes part."""
    if cond.is_scoring:
        return scores[id(cond)]
    subs = cond.sub_conditions or []
    if cond.operation not in ("and", "or") or not subs:
        return None
    parts = []
    for sub in subs:
        part = _scored_rids(sub, scores)
        if part is None:
            return None
        parts.append(part)
    out = set(parts[0])
    for part in parts[1:]:
        if cond.operation == "or":
            out.update(part)
        else:
            out.intersection_update(part)
    return out


def _offset_from(search_after: list[Any] | None) -> int:
    if not search_after:
        return 0
    value = search_after[0]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidRequestError(
            "search_after: pass back the search_after list a previous page returned"
        )
    return value


def _rank_scores(score_of: dict[int, float], n: int, sort: list[Sort]) -> list[int]:
    """The first n rids by score (descending unless sort asks otherwise), rid (= primary key
    order) breaking ties, without sorting the whole candidate set."""
    ascending = bool(sort) and sort[0].direction == "asc"
    if len(score_of) <= _SORT_ALL:
        # a few hundred candidates (a name's `match`): one sort in C beats the heap's Python loop
        keyed = [(s, rid) for rid, s in score_of.items()] if ascending else [(-s, rid) for rid, s in score_of.items()]
        return [rid for _, rid in sorted(keyed)[:n]]
    sign = 1.0 if ascending else -1.0
    items: Any = score_of.items()
    if len(score_of) > 4 * n:
        # The n-th best score first (a comparison of floats, no key per item), then only the
        # items reaching it (ties included) are ordered: a match returns many more than a page.
        if ascending:
            kth = heapq.nsmallest(n, score_of.values())[-1]
            items = [kv for kv in items if kv[1] <= kth]
        else:
            kth = heapq.nlargest(n, score_of.values())[-1]
            items = [kv for kv in items if kv[1] >= kth]
    best = heapq.nsmallest(n, items, key=lambda kv: (sign * kv[1], kv[0]))
    return [rid for rid, _ in best]


_SORT_ALL = 256


def _sort_python(rows: list[tuple], sort: list[Sort], sort_cols: list[Sort], score_of: dict[int, float]) -> list[tuple]:
    ordered = sorted(rows, key=lambda r: r[0])  # rid (primary key order) breaks ties
    col_pos = {id(s): 1 + i for i, s in enumerate(sort_cols)}
    for s in reversed(sort):
        reverse = s.direction == "desc"
        if s.field == SCORE:
            ordered.sort(key=lambda r: score_of.get(r[0], 0.0), reverse=reverse)
        else:
            pos = col_pos[id(s)]
            present = [r for r in ordered if r[pos] is not None]
            missing = [r for r in ordered if r[pos] is None]
            present.sort(key=lambda r: (isinstance(r[pos], str), r[pos]), reverse=reverse)
            ordered = present + missing
    return ordered
