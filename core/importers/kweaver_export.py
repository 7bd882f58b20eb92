"""Import a KWeaver export: a network detail in the `mode=export` format, with or without data.

PATH is either

- one file: the network detail JSON (`GET /api/ontology-manager/in/v1/knowledge-networks/{id}?mode=export`).
  The file may start with the curl command that fetched it; the first JSON object after it that is a
  network detail is used. This imports the schema only, with no instances.
- a directory holding that file — `network.json`, else the one `*.json` / `*.txt` file whose content is
  a network detail — and data files:
    - instances per object type: `{object_type_id}.jsonl` or `{object_type_id}.csv`, at the top
      level or under `objects/`. Columns (CSV header, JSON keys) are property names; every row needs
      its primary key; values are coerced to the property's type; empty CSV cells are null.
    - edges per relation type: `{relation_type_id}.jsonl` or `.csv`, at the top level or under
      `relations/`. A row names its ends by `source` / `target` primary key values, by the primary
      key columns of both ends, or by the relation's mapping-view columns (see
      core/importers/tables.py and docs/importing.md). `direct` relations with mapping rules are
      derived from the instances and need no file.

Unknown columns, rows without a primary key, bad JSON lines, values of the wrong type and files that
name no type of the network are errors naming `file:line` and what is valid. Edges whose ends do not
exist are skipped and counted (`BuildReport.skipped_edges`). The network is written to
`{directory}/{kn_id}.sqlite` (kn_id: `--id`, else the export's own id), replacing an earlier import
atomically; the file records a sha256 over the input files.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.backends.sqlite_store import ProgressFn
from core.exceptions import InvalidRequestError
from core.importers import ImportResult
from core.importers.tables import (
    DATA_SUFFIXES,
    NetworkAssembler,
    fingerprint_files,
    listing,
    network_from_export,
    not_utf8,
    read_table,
    relation_mappings,
    require_path,
    write_imported,
    with_network_id,
)
from core.models.network import KnowledgeNetwork

NETWORK_FILE = "network.json"
OBJECTS_DIR = "objects"
RELATIONS_DIR = "relations"
_DETAIL_HINT = (
    "expected the JSON of GET /api/ontology-manager/in/v1/knowledge-networks/{id}?mode=export "
    "(optionally after the curl command line that fetched it)"
)


@dataclass
class ExportFiles:
    network_file: Path
    objects: dict[str, list[Path]] = field(default_factory=dict)
    relations: dict[str, list[Path]] = field(default_factory=dict)

    @property
    def all_files(self) -> list[Path]:
        files = [self.network_file]
        for group in (self.objects, self.relations):
            for paths in group.values():
                files.extend(paths)
        return files


def import_kweaver_export(
    path: Path, *, kn_id: str | None = None, directory: Path | None = None,
    progress: ProgressFn | None = None,
) -> ImportResult:
    path = require_path(path)
    step = progress or (lambda _msg, _frac: None)
    network_file = path if path.is_file() else find_network_detail(path)
    raw = read_network_detail(network_file)
    network = with_network_id(network_from_export(raw, str(network_file)), kn_id)
    files = ExportFiles(network_file)
    if path.is_dir():
        files.objects, files.relations = find_data_files(path, network, skip=network_file)
    root = path if path.is_dir() else path.parent
    assembler = NetworkAssembler(
        network, relation_mappings(raw_relation_types(raw)),
        source=f"kweaver-export:{path.resolve()}", fingerprint=fingerprint_files(files.all_files, root),
    )
    reads = [("object", ot, p) for ot, paths in files.objects.items() for p in paths]
    reads += [("relation", rt, p) for rt, paths in files.relations.items() for p in paths]
    for n, (kind, type_id, file) in enumerate(reads):
        step(f"reading {file.name}", 0.3 * n / max(1, len(reads)))
        if kind == "object":
            assembler.add_object_rows(type_id, str(file), read_table(file))
        else:
            assembler.add_edge_rows(type_id, str(file), read_table(file))
    return write_imported(assembler, directory, progress)


# ----------------------------------------------------------------------------------------------
# The network detail
# ----------------------------------------------------------------------------------------------
def _is_network_detail(value: Any) -> bool:
    return (
        isinstance(value, dict) and isinstance(value.get("id"), str)
        and ("object_types" in value or "detail" in value)
    )


def network_detail_from_text(text: str) -> tuple[dict[str, Any] | None, str | None]:
    """The network detail in a text (plain JSON, or JSON after a curl command line) and, when none
    was found, the first JSON syntax error met on the way (for the message)."""
    text = text.lstrip("\ufeff")
    first_error: str | None = None
    try:
        value = json.loads(text)
        if _is_network_detail(value):
            return value, None
    except json.JSONDecodeError as exc:
        if text.lstrip().startswith("{"):
            first_error = f"{exc.msg} at line {exc.lineno} column {exc.colno}"
    decoder = json.JSONDecoder()
    # A saved curl call holds its request body too; the response is a JSON object starting a line.
    for match in re.finditer(r"^[ \t]*\{", text, re.MULTILINE):
        try:
            value, _ = decoder.raw_decode(text, match.end() - 1)
        except json.JSONDecodeError as exc:
            first_error = first_error or f"{exc.msg} at line {exc.lineno} column {exc.colno}"
            continue
        if _is_network_detail(value):
            return value, None
    return None, first_error


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise not_utf8(path) from None
    except OSError as exc:
        raise InvalidRequestError(f"{path}: cannot be read ({exc.strerror})") from None


def read_network_detail(path: Path) -> dict[str, Any]:
    detail, error = network_detail_from_text(_read_text(path))
    if detail is None:
        problem = f"not valid JSON ({error})" if error else "holds no KWeaver network detail"
        raise InvalidRequestError(f"{path}: {problem}", suggestion=_DETAIL_HINT)
    return detail


def find_network_detail(directory: Path) -> Path:
    named = directory / NETWORK_FILE
    if named.is_file():
        return named
    found = []
    for candidate in sorted(directory.iterdir()):
        if candidate.is_file() and candidate.suffix.lower() in (".json", ".txt"):
            detail, _ = network_detail_from_text(_read_text(candidate))
            if detail is not None:
                found.append(candidate)
    if not found:
        raise InvalidRequestError(
            f"{directory}: no network detail found",
            suggestion=f"put the export in {NETWORK_FILE}; {_DETAIL_HINT}",
        )
    if len(found) > 1:
        raise InvalidRequestError(
            f"{directory}: several files hold a network detail: {listing(p.name for p in found)}",
            suggestion=f"name the one to import {NETWORK_FILE}",
        )
    return found[0]


def raw_relation_types(detail: dict[str, Any]) -> list[Any]:
    """Relation types as the export gives them (with mapping rules): top level, then `detail`."""
    found = list(detail.get("relation_types") or [])
    inner = detail.get("detail")
    if isinstance(inner, str) and inner:
        try:
            parsed = json.loads(inner)
        except json.JSONDecodeError:
            parsed = {}
        if isinstance(parsed, dict):
            found.extend(parsed.get("relation_types") or [])
    return found


# ----------------------------------------------------------------------------------------------
# Data files
# ----------------------------------------------------------------------------------------------
def find_data_files(
    directory: Path, network: KnowledgeNetwork, *, skip: Path | None = None
) -> tuple[dict[str, list[Path]], dict[str, list[Path]]]:
    """Instance files by object type and edge files by relation type, checked against the schema
    (`skip`: the network detail's own file)."""
    object_ids = {o.id for o in network.object_types}
    relation_ids = {r.id for r in network.relation_types}
    objects: dict[str, list[Path]] = {}
    relations: dict[str, list[Path]] = {}
    valid = (
        f"object types: {listing(object_ids)}; relation types: {listing(relation_ids)}"
    )

    for file in _files(directory):
        if skip is not None and file == skip:
            continue
        suffix, stem = file.suffix.lower(), file.stem
        if suffix == ".json" and stem in object_ids | relation_ids:
            raise InvalidRequestError(
                f"{file}: instance and edge files are JSON Lines or CSV",
                suggestion=f"write one JSON object per line to {stem}.jsonl",
            )
        if suffix not in DATA_SUFFIXES:
            continue
        if stem in object_ids and stem in relation_ids:
            raise InvalidRequestError(
                f"{file}: {stem!r} is both an object type and a relation type",
                suggestion=f"move the file to {OBJECTS_DIR}/ or {RELATIONS_DIR}/ to say which",
            )
        if stem in object_ids:
            objects.setdefault(stem, []).append(file)
        elif stem in relation_ids:
            relations.setdefault(stem, []).append(file)
        else:
            raise InvalidRequestError(
                f"{file}: the network has no object or relation type {stem!r}",
                suggestion=f"name data files after a type id ({valid})",
            )

    for sub, ids, kind, bucket in (
        (OBJECTS_DIR, object_ids, "object type", objects),
        (RELATIONS_DIR, relation_ids, "relation type", relations),
    ):
        folder = directory / sub
        if not folder.is_dir():
            continue
        for file in _files(folder):
            if file.suffix.lower() not in DATA_SUFFIXES:
                raise InvalidRequestError(
                    f"{file}: not a data file", suggestion="files here are {type_id}.jsonl or {type_id}.csv"
                )
            if file.stem not in ids:
                raise InvalidRequestError(
                    f"{file}: the network has no {kind} {file.stem!r}",
                    suggestion=f"{kind}s: {listing(ids)}",
                )
            bucket.setdefault(file.stem, []).append(file)
    return objects, relations


def _files(folder: Path) -> list[Path]:
    return [p for p in sorted(folder.iterdir()) if p.is_file() and not p.name.startswith(".")]
