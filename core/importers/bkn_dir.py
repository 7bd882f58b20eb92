"""Import a BKN (Business Knowledge Network) directory: `.bkn` definitions plus their data.

The definitions are read with the `kweaver-bkn` package (`bkn.load_network`): the root is
`network.bkn` (or `index.bkn`, or the one file of `type: knowledge_network`); it pulls in the files
its frontmatter `includes`, else the files beside it and those under `object_types/`,
`relation_types/`, `action_types/`. PATH may also be the root file itself. The package's own
KWeaver transform (`KweaverTransformer`) turns them into the KWeaver wire shape, so BKN and KWeaver
exports go through one model:

- objects become object types: properties with their types, primary keys, display key;
- relations become relation types between their endpoint objects, keeping `direct` mapping rules
  (edges are then derived from equal property values, as upstream does);
- actions become action types bound to their object.

Data, one table per object or relation type:

- CSV files named after the type id (`data/{id}.csv`, as the BKN specification places them; files
  beside the root are read too). Object columns are property names. Relation rows name their ends by
  the primary key columns of both objects (`rs_id,scenario_id`), or by `source` / `target`.
- `.bknd` data tables (`type: data` with `object:` or `relation:` in the frontmatter): those the
  network includes and those under `data/` or beside the root.

A table for a type the network does not define, an unknown column, a row without its primary key or
a value of the wrong type is an error naming `file:line`; edges whose ends do not exist are skipped
and counted. The network id is the root's frontmatter `id` (else the directory name) unless `--id`
is given.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator

import bkn
import yaml
from bkn.models import BknDocument, BknNetwork, DataTable
from bkn.transformers import KweaverTransformer

from core.backends.sqlite_store import ProgressFn
from core.exceptions import InvalidRequestError
from core.importers import ImportResult
from core.importers.tables import (
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

DATA_DIR = "data"
_BKN_HINT = (
    "a BKN directory has a root network.bkn (type: knowledge_network) and the .bkn files it "
    "includes or that sit beside it / under object_types/, relation_types/, action_types/"
)


def import_bkn_directory(
    path: Path, *, kn_id: str | None = None, directory: Path | None = None,
    progress: ProgressFn | None = None,
) -> ImportResult:
    path = require_path(path)
    step = progress or (lambda _msg, _frac: None)
    root_dir = (path if path.is_dir() else path.parent).resolve()
    step("reading BKN definitions", 0.0)
    loaded = load_bkn(path)
    export = to_export(loaded, root_dir)
    where = str(root_file(loaded) or path)
    network = with_network_id(network_from_export(export, where), kn_id)

    tables = data_tables(loaded, root_dir)
    documents = [Path(doc.source_path) for doc in documents_of(loaded) if doc.source_path]
    assembler = NetworkAssembler(
        network, relation_mappings(export["relation_types"]),
        source=f"bkn:{root_dir}",
        fingerprint=fingerprint_files(documents + [t.file for t in tables], root_dir),
    )
    # Object rows first: relation rows and direct rules resolve against them.
    ordered = sorted(tables, key=lambda t: (t.is_relation, str(t.file)))
    for n, table in enumerate(ordered):
        step(f"reading {table.file.name}", 0.05 + 0.25 * n / max(1, len(ordered)))
        if table.is_relation:
            assembler.add_edge_rows(table.type_id, table.label, table.rows())
        else:
            assembler.add_object_rows(table.type_id, table.label, table.rows())
    return write_imported(assembler, directory, progress)


# ----------------------------------------------------------------------------------------------
# Definitions
# ----------------------------------------------------------------------------------------------
def load_bkn(path: Path) -> BknNetwork:
    try:
        return bkn.load_network(path)
    except FileNotFoundError as exc:
        raise InvalidRequestError(f"{path}: {exc}", suggestion=_BKN_HINT) from None
    except UnicodeDecodeError:
        raise InvalidRequestError(f"{path}: a BKN file is not UTF-8 text", suggestion="save it as UTF-8") from None
    except yaml.YAMLError as exc:
        raise InvalidRequestError(f"{path}: a BKN frontmatter is not valid YAML ({exc})".replace("\n", " ")) from None
    except ValueError as exc:
        culprit = _first_unparsable(path if path.is_dir() else path.parent) or path
        raise InvalidRequestError(f"{culprit}: not a valid BKN network: {exc}", suggestion=_BKN_HINT) from None


def _first_unparsable(directory: Path) -> Path | None:
    """The BKN file a load failure came from: the package's messages do not name it."""
    for file in sorted(directory.rglob("*")):
        if file.suffix.lower() not in (".bkn", ".bknd") or not file.is_file():
            continue
        try:
            bkn.load(file)
        except (ValueError, UnicodeDecodeError, yaml.YAMLError):
            return file
    return None


def documents_of(network: BknNetwork) -> list[BknDocument]:
    return [network.root, *network.includes]


def root_file(network: BknNetwork) -> str | None:
    return network.root.source_path or None


def to_export(network: BknNetwork, root_dir: Path) -> dict[str, Any]:
    """The network in the KWeaver export shape, through the package's own KWeaver transform."""
    defined_in: dict[tuple[str, str], str] = {}
    for doc in documents_of(network):
        for kind, items in (("object", doc.objects), ("relation", doc.relations), ("action", doc.actions)):
            for item in items:
                defined_in.setdefault((kind, item.id), doc.source_path or str(root_dir))

    transformer = KweaverTransformer()
    object_ids = {obj.id for obj in network.all_objects}
    object_types = []
    for obj in network.all_objects:
        where = defined_in[("object", obj.id)]
        body = transformer.transform_object(obj)
        if not body["primary_keys"]:
            raise InvalidRequestError(
                f"{where}: object {obj.id!r} declares no primary key",
                suggestion="mark one in its Keys section (`Primary Keys: <property>`) or with YES in "
                           "the Primary Key column of Data Properties",
            )
        body["display_key"] = body.get("display_key") or None
        body["comment"] = obj.description or obj.business_semantics or None
        object_types.append(body)

    relation_types = []
    for rel in network.all_relations:
        where = defined_in[("relation", rel.id)]
        if len(rel.endpoints) != 1:
            raise InvalidRequestError(
                f"{where}: relation {rel.id!r} has {len(rel.endpoints)} endpoint rows",
                suggestion="give exactly one row (Source | Target | Type) in its Endpoint table",
            )
        for end in (rel.endpoints[0].source, rel.endpoints[0].target):
            if end not in object_ids:
                raise InvalidRequestError(
                    f"{where}: relation {rel.id!r} points at {end!r}, which is not an object of the network",
                    suggestion=f"objects: {listing(object_ids)}",
                )
        body = transformer.transform_relation(rel)
        body["comment"] = rel.description or rel.business_semantics or None
        relation_types.append(body)

    action_types = []
    for action in network.all_actions:
        body = transformer.transform_action(action)
        body["object_type_id"] = body.get("object_type_id") or None
        body["comment"] = action.description or None
        action_types.append(body)

    front = network.root.frontmatter
    return {
        "id": front.id or root_dir.name,
        "name": front.name or front.id or root_dir.name,
        "comment": front.description or None,
        "tags": list(front.tags),
        "object_types": object_types,
        "relation_types": relation_types,
        "action_types": action_types,
    }


# ----------------------------------------------------------------------------------------------
# Data
# ----------------------------------------------------------------------------------------------
class Table:
    """One data table: a CSV file or a `.bknd` data table, for one object or relation type."""

    def __init__(self, file: Path, type_id: str, is_relation: bool, parsed: DataTable | None = None) -> None:
        self.file = file
        self.type_id = type_id
        self.is_relation = is_relation
        self.parsed = parsed

    @property
    def label(self) -> str:
        return str(self.file)

    def rows(self) -> Iterator[tuple[int, dict[str, Any]]]:
        if self.parsed is None:
            yield from read_table(self.file)
            return
        header, first = _table_header(self.file)
        # The parser renames Chinese headers it knows as section columns (名称 -> Name); a data
        # table's columns are property names, so take them as written, by position.
        names = header if len(header) == len(self.parsed.columns) else self.parsed.columns
        for n, row in enumerate(self.parsed.rows):
            cells = list(row.values())
            if len(cells) != len(names):
                raise InvalidRequestError(
                    f"{self.file}:{first + n}: the BKN parser read {len(cells)} of {len(names)} columns "
                    f"({listing(names)}); two headers mean the same to it",
                    suggestion="give each column a distinct property name",
                )
            # Table cells are text; an empty cell is null, as in CSV.
            yield first + n, {name: (None if cell == "" else cell) for name, cell in zip(names, cells)}


_SEPARATOR = re.compile(r"^\|?[\s:*-]+(\|[\s:*-]+)*\|?$")


def _table_header(file: Path) -> tuple[list[str], int]:
    """The header cells of a .bknd table as written, and the line of its first data row."""
    lines = file.read_text(encoding="utf-8").lstrip("\ufeff").splitlines()
    start = 0
    if lines and lines[0].strip() == "---":
        start = next((i + 1 for i in range(1, len(lines)) if lines[i].strip() == "---"), 0)
    for i in range(start, len(lines)):
        text = lines[i].strip()
        if text.startswith("|"):
            cells = [cell.strip() for cell in text.strip("|").split("|")]
            has_separator = i + 1 < len(lines) and _SEPARATOR.match(lines[i + 1].strip())
            return cells, i + (3 if has_separator else 2)
    return [], 1


def data_tables(network: BknNetwork, root_dir: Path) -> list[Table]:
    """Every data table of the network: included `.bknd` documents, then `.bknd` and `.csv` files
    under `data/` and beside the root that the definitions did not already bring in."""
    object_ids = {o.id for o in network.all_objects}
    relation_ids = {r.id for r in network.all_relations}
    tables: list[Table] = []
    seen: set[Path] = set()

    def add_document(doc: BknDocument, file: Path) -> None:
        for parsed in doc.data_tables:
            ids, kind = (relation_ids, "relation") if parsed.is_relation else (object_ids, "object")
            if parsed.object_or_relation not in ids:
                raise InvalidRequestError(
                    f"{file}: data for {kind} {parsed.object_or_relation!r}, which the network does not define",
                    suggestion=f"{kind}s: {listing(ids)}",
                )
            tables.append(Table(file, parsed.object_or_relation, parsed.is_relation, parsed))

    for doc in documents_of(network):
        if doc.source_path:
            file = Path(doc.source_path).resolve()
            seen.add(file)
            add_document(doc, file)

    candidates = sorted(root_dir.glob("*.bknd")) + sorted(root_dir.glob("*.csv"))
    if (root_dir / DATA_DIR).is_dir():
        candidates += sorted((root_dir / DATA_DIR).rglob("*.bknd")) + sorted((root_dir / DATA_DIR).rglob("*.csv"))
    for file in candidates:
        file = file.resolve()
        if file in seen or not file.is_file():
            continue
        seen.add(file)
        if file.suffix.lower() == ".bknd":
            try:
                add_document(bkn.load(file), file)
            except UnicodeDecodeError:
                raise not_utf8(file) from None
            except (ValueError, yaml.YAMLError) as exc:
                raise InvalidRequestError(
                    f"{file}: not a valid BKN data table: {exc}",
                    suggestion="a .bknd file has frontmatter `type: data` with `object:` or `relation:`, "
                               "a heading and one Markdown table",
                ) from None
            continue
        stem = file.stem
        if stem in object_ids and stem in relation_ids:
            raise InvalidRequestError(f"{file}: {stem!r} is both an object and a relation; use a .bknd table")
        if stem not in object_ids | relation_ids:
            raise InvalidRequestError(
                f"{file}: the network has no object or relation {stem!r}",
                suggestion=f"name CSV files after an object ({listing(object_ids)}) "
                           f"or a relation ({listing(relation_ids)})",
            )
        tables.append(Table(file, stem, stem in relation_ids))
    return tables
