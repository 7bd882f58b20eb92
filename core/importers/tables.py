"""What the KWeaver-export and BKN importers share: reading instance and edge tables, coercing values
to their property types, resolving the ends of edges, and writing the network file.

Tables are CSV (a header row; empty cells are null), JSON Lines (one JSON object per line) or rows a
caller already parsed (BKN `.bknd` data tables). Every problem is reported as an InvalidRequestError
naming `file:line` and what would be valid; nothing a table holds is dropped silently.

An edge row names its two ends in one of three ways (docs/importing.md has examples):

1. `source` and `target`: the primary key value of the source and the target instance. For a
   composite primary key, a JSON object `{"key1": ..., "key2": ...}` (the `_instance_identity` shape)
   or the values joined with `-` (the tail of `_instance_id`).
2. The primary key columns of both ends, when their names differ (`disease_id`, `symptom_id`) — the
   layout of BKN relation CSVs.
3. The columns of the relation's mapping view (KWeaver `data_view` relations): the view properties of
   `source_mapping_rules` and `target_mapping_rules`. An end is every instance whose mapped properties
   equal the row's values, as upstream joins them. A row whose values match no instance, or that has
   an empty view cell, is a dangling edge.

Relations of type `direct` with mapping rules need no edge rows: an edge joins every source instance to
every target instance whose mapped properties hold equal values, as upstream evaluates them.

Edges whose ends do not exist are skipped and counted in `BuildReport.skipped_edges`.
"""

from __future__ import annotations

import csv
import hashlib
import os
import json
import math
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from pydantic import ValidationError

from core.backends.sqlite_store import BuildReport, NetworkBuilder, ProgressFn
from core.exceptions import InvalidRequestError, describe_validation_error
from core.home import check_kn_id, network_path
from core.importers import ImportResult
from core.models.network import DataProperty, KnowledgeNetwork, ObjectType
from core.models.query import SYSTEM_FIELDS


def write_imported(
    assembler: "NetworkAssembler", directory: Path | None, progress: ProgressFn | None
) -> ImportResult:
    """Write an assembled import as `{kn_id}.sqlite` in `directory` (reading took the first 30 % of
    the progress bar, writing takes the rest)."""
    out = network_path(assembler.network.id, directory)
    report = assembler.write(out, progress=scaled(progress, 0.3, 1.0))
    return ImportResult(kn_id=assembler.network.id, path=out, built=True, report=report)


def require_path(path: Path | str) -> Path:
    """The import source as a Path, or a clear error when it is not a file or directory to read."""
    valid = "give a KWeaver export (JSON file or directory) or a BKN directory"
    if str(path).strip() == "":
        raise InvalidRequestError("the import source is empty", suggestion=valid)
    path = Path(path)
    if not path.exists():
        raise InvalidRequestError(f"{path}: no such file or directory", suggestion=valid)
    if not (path.is_dir() or path.is_file()):
        raise InvalidRequestError(f"{path}: not a regular file or directory", suggestion=valid)
    if not os.access(path, os.R_OK):
        raise InvalidRequestError(f"{path}: not readable (permission denied)", suggestion=valid)
    return path

DATA_SUFFIXES = (".csv", ".jsonl")
SOURCE, TARGET = "source", "target"

_INTEGER_TYPES = {
    "int", "integer", "long", "bigint", "smallint", "tinyint", "short",
    "int8", "int16", "int32", "int64",
}
_TRUE = {"true", "t", "yes", "y", "1", "是"}
_FALSE = {"false", "f", "no", "n", "0", "否"}
_MAX_LISTED = 40
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1


def listing(names: Iterable[str]) -> str:
    """Names for a message: sorted, comma separated, shortened when there are many."""
    items = sorted(names)
    if not items:
        return "(none)"
    text = ", ".join(items[:_MAX_LISTED])
    return text + (f", … ({len(items)} in all)" if len(items) > _MAX_LISTED else "")


# ----------------------------------------------------------------------------------------------
# Network schema
# ----------------------------------------------------------------------------------------------
def network_from_export(data: dict[str, Any], where: str) -> KnowledgeNetwork:
    """`KnowledgeNetwork.from_export` with its validation errors turned into one readable line."""
    inner = data.get("detail")
    if not data.get("object_types") and isinstance(inner, str) and inner:
        # Checked here: the model reads the types out of the parsed string and would fail on anything
        # but an object with an AttributeError, not a message.
        try:
            parsed = json.loads(inner)
        except json.JSONDecodeError as exc:
            raise InvalidRequestError(
                f"{where}: not a valid network detail: its detail string is not JSON "
                f"({exc.msg} at column {exc.colno})",
                suggestion="detail holds the network's types as a JSON object in a string, or leave it empty "
                           "and give object_types and relation_types at the top level",
            ) from None
        if not isinstance(parsed, dict):
            raise InvalidRequestError(
                f"{where}: not a valid network detail: its detail string holds a JSON {_json_kind(parsed)}, "
                "not an object",
                suggestion='detail is a JSON object in a string: {"object_types": [...], "relation_types": [...]}',
            )
    try:
        return KnowledgeNetwork.from_export(data)
    except ValidationError as exc:
        problem = describe_validation_error(exc, "network")
        raise InvalidRequestError(f"{where}: not a valid network detail: {problem}") from None
    except (ValueError, TypeError) as exc:  # `detail` holding something that is not JSON
        raise InvalidRequestError(f"{where}: not a valid network detail: {exc}") from None


def _json_kind(value: Any) -> str:
    """The JSON name of a parsed value's kind, for messages."""
    if isinstance(value, bool):
        return "boolean"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return "number"
    return {list: "array", str: "string", dict: "object"}.get(type(value), type(value).__name__)


def with_network_id(network: KnowledgeNetwork, kn_id: str | None) -> KnowledgeNetwork:
    """The network under the id it is stored as (`--id`, else its own); ids name files, so checked."""
    chosen = check_kn_id(kn_id if kn_id is not None else network.id)
    return network if chosen == network.id else network.model_copy(update={"id": chosen})


@dataclass
class RelationMapping:
    """How upstream relates instances of a relation type (its `type` and `mapping_rules`)."""

    kind: str = ""  # "direct", "data_view", "filtered_cross_join", or "" when not given
    direct: list[tuple[str, str]] = field(default_factory=list)  # (source property, target property)
    source_view: list[tuple[str, str]] = field(default_factory=list)  # (source property, view column)
    target_view: list[tuple[str, str]] = field(default_factory=list)  # (view column, target property)

    @property
    def view_columns(self) -> list[str]:
        return [col for _, col in self.source_view] + [col for col, _ in self.target_view]


def _rule_names(rules: Any) -> list[tuple[str, str]]:
    pairs = []
    for rule in rules if isinstance(rules, list) else []:
        if not isinstance(rule, dict):
            continue
        src, dst = rule.get("source_property"), rule.get("target_property")
        src_name = src.get("name") if isinstance(src, dict) else src
        dst_name = dst.get("name") if isinstance(dst, dict) else dst
        if isinstance(src_name, str) and isinstance(dst_name, str) and src_name and dst_name:
            pairs.append((src_name, dst_name))
    return pairs


def relation_mappings(raw_relation_types: Iterable[Any]) -> dict[str, RelationMapping]:
    """Mapping rules by relation type id, from relation types in the KWeaver wire shape.

    `direct` relations carry a flat list of {source_property, target_property}; `data_view` relations
    carry {backing_data_source, source_mapping_rules, target_mapping_rules}.
    """
    mappings: dict[str, RelationMapping] = {}
    for raw in raw_relation_types:
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str) or raw["id"] in mappings:
            continue
        rules = raw.get("mapping_rules")
        mapping = RelationMapping(kind=str(raw.get("type") or ""))
        if isinstance(rules, list):
            mapping.direct = _rule_names(rules)
        elif isinstance(rules, dict):
            mapping.source_view = _rule_names(rules.get("source_mapping_rules"))
            mapping.target_view = _rule_names(rules.get("target_mapping_rules"))
        if mapping.kind not in ("", "direct"):
            mapping.direct = []  # flat rules only mean "equal values" for direct relations
        mappings[raw["id"]] = mapping
    return mappings


# ----------------------------------------------------------------------------------------------
# Reading tables
# ----------------------------------------------------------------------------------------------
def read_table(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, row) for each row of a .csv or .jsonl file."""
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return _read_csv(path)
    if suffix == ".jsonl":
        return _read_jsonl(path)
    raise InvalidRequestError(f"{path}: unsupported data file; use .csv or .jsonl")


def _read_csv(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    # Long text cells (descriptions, treatments) exceed csv's default 128 KiB field limit.
    csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
    line = 1
    try:
        with path.open("r", encoding="utf-8-sig", newline="") as handle:
            reader = csv.reader(handle)
            header = next(reader, None)
            if header is None:
                return
            header = [name.strip() for name in header]
            for position, name in enumerate(header, 1):
                if not name:
                    raise InvalidRequestError(
                        f"{path}:1: column {position} of the header has no name",
                        suggestion="the first row names the columns: property names, or an edge's ends",
                    )
            doubled = sorted({n for n in header if header.count(n) > 1})
            if doubled:
                raise InvalidRequestError(f"{path}:1: the header names columns twice: {listing(doubled)}")
            for cells in reader:
                line = reader.line_num
                if not cells:
                    continue  # a blank line
                if len(cells) != len(header):
                    raise InvalidRequestError(
                        f"{path}:{line}: the row has {len(cells)} cells but the header has {len(header)}",
                        suggestion="quote cells that contain commas, line breaks or quotes",
                    )
                yield line, {name: (None if cell == "" else cell) for name, cell in zip(header, cells)}
    except UnicodeDecodeError:
        raise not_utf8(path) from None
    except csv.Error as exc:
        raise InvalidRequestError(f"{path}:{line}: not valid CSV ({exc})") from None


def _read_jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    try:
        with path.open("r", encoding="utf-8-sig") as handle:
            for line, text in enumerate(handle, 1):
                if not text.strip():
                    continue
                try:
                    value = json.loads(text, object_pairs_hook=_object_without_repeats)
                except _RepeatedKeys as exc:
                    raise InvalidRequestError(
                        f"{path}:{line}: the object names {listing(exc.keys)} twice",
                        suggestion="give each property once per line",
                    ) from None
                except json.JSONDecodeError as exc:
                    raise InvalidRequestError(
                        f"{path}:{line}: not valid JSON ({exc.msg} at column {exc.colno})",
                        suggestion="each line of a .jsonl file is one JSON object",
                    ) from None
                if not isinstance(value, dict):
                    raise InvalidRequestError(
                        f"{path}:{line}: expected a JSON object, got {type(value).__name__}",
                        suggestion="each line of a .jsonl file is one JSON object",
                    )
                yield line, value
    except UnicodeDecodeError:
        raise not_utf8(path) from None


class _RepeatedKeys(ValueError):
    def __init__(self, keys: list[str]) -> None:
        super().__init__(", ".join(keys))
        self.keys = keys


def _object_without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's dict; a key given twice is an error, as json.loads would keep the last value and
    drop the first without a word (the same rule as a CSV header naming a column twice)."""
    value = dict(pairs)
    if len(value) != len(pairs):
        seen: set[str] = set()
        raise _RepeatedKeys(sorted({k for k, _ in pairs if k in seen or seen.add(k)}))
    return value


def not_utf8(path: Path) -> InvalidRequestError:
    """The error for a file that is not UTF-8, naming the first line that is not (decoding reads the file
    in blocks, so the decoder's own error does not know the line)."""
    where, what = str(path), ""
    try:
        with path.open("rb") as handle:
            for number, raw in enumerate(handle, 1):
                try:
                    raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    where = f"{path}:{number}"
                    what = f" (byte 0x{raw[exc.start]:02x} at byte {exc.start + 1} of the line)"
                    break
    except OSError:
        pass
    return InvalidRequestError(f"{where}: not UTF-8 text{what}", suggestion="save the file as UTF-8")


def fingerprint_files(paths: Iterable[Path], root: Path) -> str:
    """sha256 over the input files: their paths relative to the import root and their bytes."""
    digest = hashlib.sha256()
    for path in sorted({Path(p).resolve() for p in paths}):
        try:
            name = str(path.relative_to(root.resolve()))
        except ValueError:
            name = path.name
        digest.update(name.encode("utf-8") + b"\0")
        with path.open("rb") as handle:
            for chunk in iter(lambda: handle.read(1 << 20), b""):
                digest.update(chunk)
        digest.update(b"\0")
    return digest.hexdigest()


# ----------------------------------------------------------------------------------------------
# Values
# ----------------------------------------------------------------------------------------------
def coerce_value(prop: DataProperty, value: Any) -> Any:
    """The value as its property type stores it; ValueError says what the type accepts."""
    if value is None:
        return None
    family = prop.family
    if family == "number":
        return _coerce_number(prop, value)
    if family == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, (int, float)) and value in (0, 1):
            return bool(value)
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise ValueError(f"expects a boolean (true/false, 1/0, yes/no, 是/否), got {value!r}")
    if family == "text":
        if isinstance(value, str):
            return value
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, (dict, list)):
            return json.dumps(value, ensure_ascii=False)
        return str(value)
    if family == "date" and isinstance(value, (dict, list, bool)):
        raise ValueError(f"expects a date (ISO 8601 text or epoch milliseconds), got {value!r}")
    return value  # dates stay as given (ISO text or epoch numbers); json/binary properties as parsed


def _coerce_number(prop: DataProperty, value: Any) -> int | float:
    integer = prop.type.lower() in _INTEGER_TYPES
    kind = "an integer" if integer else "a number"
    if isinstance(value, bool) or isinstance(value, (dict, list)):
        raise ValueError(f"expects {kind}, got {value!r}")
    if isinstance(value, str):
        text = value.strip()
        try:
            number: int | float = int(text) if integer and text.lstrip("+-").isdigit() else float(text)
        except ValueError:
            raise ValueError(f"expects {kind}, got {value!r}") from None
    else:
        number = value
    if isinstance(number, float) and not math.isfinite(number):
        raise ValueError(f"expects a finite number, got {value!r}")
    if integer:
        if isinstance(number, float):
            if not number.is_integer():
                raise ValueError(f"expects an integer, got {value!r}")
            number = int(number)
        # SQLite stores integers in 64 bits and a larger one as an approximate float: the value would
        # come back as another number.
        if not _INT64_MIN <= number <= _INT64_MAX:
            raise ValueError(f"expects an integer from {_INT64_MIN} to {_INT64_MAX}, got {value!r}")
        return number
    return number


def _join_key(value: Any) -> str | None:
    """How values compare when mapping rules join instances: as text, with 7.0 equal to 7."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


# ----------------------------------------------------------------------------------------------
# Assembling a network
# ----------------------------------------------------------------------------------------------
class NetworkAssembler:
    """Collects the rows of a network's tables, checks them, resolves edges, writes the file.

    Object rows come first: edges given by mapping views and `direct` rules resolve against them.
    """

    def __init__(
        self, network: KnowledgeNetwork, mappings: dict[str, RelationMapping] | None = None,
        *, source: str, fingerprint: str,
    ) -> None:
        self.network = network
        self.mappings = mappings or {}
        self.builder = NetworkBuilder(network, source=source, fingerprint=fingerprint)
        self._rows: dict[str, dict[str, tuple[dict[str, Any], str]]] = {
            ot.id: {} for ot in network.object_types
        }
        self._indexes: dict[tuple[str, tuple[str, ...]], dict[tuple[str, ...], list[str]]] = {}
        self._edge_forms: dict[str, dict[frozenset[str], str]] = {}
        self._unresolved: dict[str, int] = defaultdict(int)

    # -- objects ---------------------------------------------------------------------------------
    def add_object_rows(self, object_type_id: str, label: str, rows: Iterable[tuple[int, dict[str, Any]]]) -> int:
        ot = self._object_type(object_type_id, label)
        props = {p.name: p for p in ot.data_properties}
        layout = self.builder.layout[ot.id]
        store = self._rows[ot.id]
        count = 0
        for line, raw in rows:
            where = f"{label}:{line}"
            # Rows saved from ontology-query results carry its system fields; they are derived again.
            raw = {k: v for k, v in raw.items() if k not in SYSTEM_FIELDS}
            unknown = [name for name in raw if name not in props]
            if unknown:
                raise InvalidRequestError(
                    f"{where}: object type {ot.id!r} has no property {listing(map(str, unknown))}",
                    suggestion=f"its properties are {listing(props)}",
                )
            row = {name: self._coerce(props[name], value, where) for name, value in raw.items()}
            missing = [k for k in ot.primary_keys if row.get(k) in (None, "")]
            if missing:
                raise InvalidRequestError(
                    f"{where}: the instance lacks its primary key {listing(missing)}",
                    suggestion=f"every instance of {ot.id!r} needs a value for {listing(ot.primary_keys)}",
                )
            iid = NetworkBuilder.identity_of(layout, row)
            previous = store.get(iid)
            if previous is None:
                store[iid] = (row, where)
            else:
                self._merge(ot, iid, previous, row, where)
            count += 1
        self._indexes = {k: v for k, v in self._indexes.items() if k[0] != ot.id}
        return count

    @staticmethod
    def _coerce(prop: DataProperty, value: Any, where: str) -> Any:
        try:
            return coerce_value(prop, value)
        except ValueError as exc:
            raise InvalidRequestError(
                f"{where}: property {prop.name!r} ({prop.type}) {exc}",
                suggestion="fix the value, or declare the property with a type that holds it",
            ) from None

    @staticmethod
    def _merge(ot: ObjectType, iid: str, previous: tuple[dict[str, Any], str], row: dict[str, Any], where: str) -> None:
        """A second row of the same instance may fill what the first lacked, never contradict it."""
        merged, first_where = previous
        for key, value in row.items():
            if value is None:
                continue
            old = merged.get(key)
            if old is None:
                merged[key] = value
            elif old != value:
                raise InvalidRequestError(
                    f"{where}: instance {iid!r} of {ot.id!r} was already given at {first_where} "
                    f"with {key} = {old!r}, here {value!r}",
                    suggestion="keep one row per primary key, or make the rows agree",
                )

    # -- edges -----------------------------------------------------------------------------------
    def add_edge_rows(self, relation_type_id: str, label: str, rows: Iterable[tuple[int, dict[str, Any]]]) -> int:
        rel = self.network.relation_type(relation_type_id)
        if rel is None:
            raise InvalidRequestError(
                f"{label}: the network has no relation type {relation_type_id!r}",
                suggestion=f"relation types: {listing(r.id for r in self.network.relation_types)}",
            )
        forms = self._forms(rel.id)
        src_ot = self.network.object_type(rel.source_object_type_id)
        dst_ot = self.network.object_type(rel.target_object_type_id)
        pairs: list[tuple[str, str]] = []
        count = 0
        for line, row in rows:
            where = f"{label}:{line}"
            form = forms.get(frozenset(row))
            if form is None:
                raise InvalidRequestError(
                    f"{where}: columns {listing(map(str, row))} do not name the ends of relation {rel.id!r}",
                    suggestion="use one of: " + " | ".join(
                        f"({', '.join(cols)})" for _, cols in self._edge_columns(rel.id)
                    ),
                )
            count += 1
            if form == "ids":
                pairs.append((self._identity_of_value(src_ot, row[SOURCE], where, SOURCE),
                              self._identity_of_value(dst_ot, row[TARGET], where, TARGET)))
            elif form == "keys":
                pairs.append((self._identity_of_columns(src_ot, row, where),
                              self._identity_of_columns(dst_ot, row, where)))
            else:
                mapping = self.mappings[rel.id]
                sources = self._lookup(src_ot, mapping.source_view, row, where, view_first=False)
                targets = self._lookup(dst_ot, mapping.target_view, row, where, view_first=True)
                if not sources or not targets:
                    self._unresolved[rel.id] += 1
                pairs.extend((s, t) for s in sources for t in targets)
        self.builder.add_edges(rel.id, pairs)
        return count

    def _forms(self, relation_type_id: str) -> dict[frozenset[str], str]:
        """Edge form by the exact set of columns a row has."""
        forms = self._edge_forms.get(relation_type_id)
        if forms is None:
            # Assigned from the weakest claim to the strongest: when a mapping view's columns are the
            # key columns themselves, the view's join (upstream's meaning) wins.
            forms = {frozenset(cols): form for form, cols in reversed(self._edge_columns(relation_type_id))}
            self._edge_forms[relation_type_id] = forms
        return forms

    def _edge_columns(self, relation_type_id: str) -> list[tuple[str, list[str]]]:
        """The edge forms a relation accepts, with their columns: source/target, view, key columns."""
        rel = self.network.relation_type(relation_type_id)
        forms = [("ids", [SOURCE, TARGET])]
        mapping = self.mappings.get(rel.id)
        if mapping and mapping.source_view and mapping.target_view:
            view = mapping.view_columns
            if len(set(view)) == len(view):  # one column for both ends could not tell them apart
                forms.append(("view", view))
        src_keys = self.network.object_type(rel.source_object_type_id).primary_keys
        dst_keys = self.network.object_type(rel.target_object_type_id).primary_keys
        if not set(src_keys) & set(dst_keys):
            forms.append(("keys", [*src_keys, *dst_keys]))
        return forms

    def _identity_of_value(self, ot: ObjectType, value: Any, where: str, column: str) -> str:
        if isinstance(value, dict):
            if set(value) != set(ot.primary_keys):
                raise InvalidRequestError(
                    f"{where}: {column} names {listing(map(str, value))}, not the primary key of {ot.id!r}",
                    suggestion=f"give {listing(ot.primary_keys)}",
                )
            return self._identity_of_columns(ot, value, where, column=column)
        if value is None or value == "":
            raise InvalidRequestError(
                f"{where}: the edge lacks its {column}",
                suggestion=f"give the primary key value of a {ot.id!r} instance",
            )
        if len(ot.primary_keys) == 1:
            return self._identity_of_columns(ot, {ot.primary_keys[0]: value}, where, column=column)
        if isinstance(value, str) and value.lstrip().startswith("{"):
            # A CSV cell holds the `_instance_identity` object as text; taken as a joined key it would
            # match no instance and the edge would be skipped as dangling.
            try:
                parsed = json.loads(value)
            except json.JSONDecodeError:
                parsed = None
            if isinstance(parsed, dict):
                return self._identity_of_value(ot, parsed, where, column)
        if isinstance(value, (list, tuple)):
            return self._identity_of_columns(ot, dict(zip(ot.primary_keys, value)), where, column=column)
        return str(value)  # a composite key already joined as in `_instance_id`

    def _identity_of_columns(self, ot: ObjectType, row: dict[str, Any], where: str, column: str | None = None) -> str:
        values = {}
        for key in ot.primary_keys:
            values[key] = self._coerce(ot.get_property(key), row.get(key), where)
            if values[key] in (None, ""):
                raise InvalidRequestError(
                    f"{where}: the edge lacks {column + '.' if column else ''}{key}",
                    suggestion=f"give the primary key {listing(ot.primary_keys)} of a {ot.id!r} instance",
                )
        return NetworkBuilder.identity_of(self.builder.layout[ot.id], values)

    def _lookup(
        self, ot: ObjectType, rules: list[tuple[str, str]], row: dict[str, Any], where: str, *, view_first: bool
    ) -> list[str]:
        """Instances of `ot` whose mapped properties equal the row's view columns. An empty view cell
        matches nothing, as a null never joins upstream."""
        props = tuple(rule[1] if view_first else rule[0] for rule in rules)
        cols = [rule[0] if view_first else rule[1] for rule in rules]
        key = tuple(_join_key(row.get(col)) for col in cols)
        index = self._index(ot, props, where)
        return [] if None in key else index.get(key, [])

    def _index(self, ot: ObjectType, props: tuple[str, ...], where: str) -> dict[tuple[str, ...], list[str]]:
        """Instances of `ot` by the values of `props` (instances with a null among them left out)."""
        cached = self._indexes.get((ot.id, props))
        if cached is not None:
            return cached
        self._check_mapped(ot, props, where)
        index: dict[tuple[str, ...], list[str]] = defaultdict(list)
        for iid, (row, _) in self._rows[ot.id].items():
            key = tuple(_join_key(row.get(p)) for p in props)
            if None not in key:
                index[key].append(iid)
        self._indexes[(ot.id, props)] = index
        return index

    @staticmethod
    def _check_mapped(ot: ObjectType, props: Iterable[str], where: str) -> None:
        unknown = [p for p in props if ot.get_property(p) is None]
        if unknown:
            raise InvalidRequestError(
                f"{where}: the mapping rules name {listing(unknown)}, which object type {ot.id!r} does not have",
                suggestion=f"its properties are {listing(ot.property_names)}; fix the relation's mapping_rules "
                           "or give the edges as source,target primary key values",
            )

    def _derive_direct_edges(self) -> None:
        """Edges of `direct` relations: source and target instances whose mapped properties agree."""
        for rel in self.network.relation_types:
            mapping = self.mappings.get(rel.id)
            if mapping is None or not mapping.direct:
                continue
            if not self._rows[rel.source_object_type_id] or not self._rows[rel.target_object_type_id]:
                continue
            src_ot = self.network.object_type(rel.source_object_type_id)
            dst_ot = self.network.object_type(rel.target_object_type_id)
            where = f"relation type {rel.id!r}"
            src_props = tuple(s for s, _ in mapping.direct)
            self._check_mapped(src_ot, src_props, where)
            targets = self._index(dst_ot, tuple(t for _, t in mapping.direct), where)
            pairs = []
            for iid, (row, _) in self._rows[src_ot.id].items():
                key = tuple(_join_key(row.get(p)) for p in src_props)
                pairs.extend((iid, t) for t in targets.get(key, ()))
            self.builder.add_edges(rel.id, pairs)

    # -- writing ---------------------------------------------------------------------------------
    def write(self, path: Path, *, progress: ProgressFn | None = None) -> BuildReport:
        self._derive_direct_edges()
        for ot_id, store in self._rows.items():
            self.builder.add_instances(ot_id, (row for row, _ in store.values()))
        report = self.builder.write(path, progress=progress)
        for rel_id, count in self._unresolved.items():
            report.skipped_edges[rel_id] = report.skipped_edges.get(rel_id, 0) + count
        return report

    def _object_type(self, object_type_id: str, label: str) -> ObjectType:
        ot = self.network.object_type(object_type_id)
        if ot is None:
            raise InvalidRequestError(
                f"{label}: the network has no object type {object_type_id!r}",
                suggestion=f"object types: {listing(o.id for o in self.network.object_types)}",
            )
        return ot


def scaled(progress: ProgressFn | None, start: float, end: float) -> ProgressFn | None:
    """A progress callback reporting into [start, end] of the caller's range."""
    if progress is None:
        return None
    return lambda message, fraction: progress(message, start + (end - start) * fraction)
