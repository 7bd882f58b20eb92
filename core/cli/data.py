"""`knx networks`, `knx import`, `knx instances`, `knx subgraph`: the data behind retrieval."""

from __future__ import annotations

import argparse
import sys

from core.cli.output import load_json_arg, print_json, print_table, progress_printer
from core.exceptions import InvalidRequestError


def _progress(enabled: bool):
    return progress_printer() if enabled else None


def _backend(*, demo: bool):
    """The embedded backend; with `demo`, the medical network is built first when it is missing or
    stale. Only commands that show or name `medical` pay for that, so querying another network
    never triggers the demo build."""
    from core.backends import embedded_backend

    return embedded_backend(demo=demo, progress=_progress(True))


def _backend_for(kn_id: str):
    from core.backends import DEMO_NETWORK_ID

    return _backend(demo=kn_id == DEMO_NETWORK_ID)


def cmd_networks(args: argparse.Namespace) -> int:
    # Listing is how a new user discovers what there is, so the demo network is part of it.
    networks = _backend(demo=True).list_networks()
    if args.json:
        print_json(networks)
        return 0
    print_table(
        "Knowledge networks",
        ["id", "name", "object types", "relation types", "instances", "edges", "source"],
        [(n.id, n.name, n.object_type_count, n.relation_type_count, n.instance_count, n.edge_count, n.source)
         for n in networks],
    )
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from core.backends.sqlite import SqliteBackend
    from core.importers import ensure_medical, import_path

    from core.backends import DEMO_NETWORK_ID

    if args.source == DEMO_NETWORK_ID and args.id not in (None, DEMO_NETWORK_ID):
        # the demo network is built from shipped data under its own id; quietly building it under
        # `medical` when another id was asked for would leave the caller looking for a network that is not there
        raise InvalidRequestError(
            f"--id {args.id}: --id names a network imported from a directory or an export; "
            f"the demo network's id is {DEMO_NETWORK_ID}",
            suggestion=f"run `knx import {DEMO_NETWORK_ID}` without --id",
        )
    backend = SqliteBackend()
    progress = _progress(True)
    if args.source == DEMO_NETWORK_ID:
        result = ensure_medical(backend.directory, progress=progress, force=args.force)
        if not result.built:  # a fresh build fits it; an explicit import of a built one fits it when missing
            from core.importers import fit_demo_question_prior
            from core.search.question_prior import prior_path

            if not prior_path(result.kn_id).is_file():
                fit_demo_question_prior(backend.directory)
    else:
        result = import_path(args.source, kn_id=args.id, directory=backend.directory, progress=progress)
    summary = {
        "kn_id": result.kn_id,
        "path": str(result.path),
        "built": result.built,
    }
    if result.report is not None:
        summary.update(
            instances=result.report.instances, edges=result.report.edges,
            skipped_edges=result.report.skipped_edges,
            seconds=round(result.report.seconds, 2), size_bytes=result.report.size_bytes,
            removed_temp_files=result.report.removed_temp_files,
        )
        if result.prepared is not None:
            summary["prepared"] = {"seconds": result.prepared.seconds, "failed": result.prepared.failed}
        if result.report.removed_temp_files:
            print("removed the temporary files of interrupted imports: "
                  + ", ".join(result.report.removed_temp_files), file=sys.stderr)
    if args.json:
        print_json(summary)
    else:
        state = "imported" if result.built else "already up to date"
        print(f"{result.kn_id}: {state} ({result.path})")
        if result.prepared is not None:
            print(result.prepared.describe())
        if result.report is not None:
            print_table(None, ["object type", "instances"], sorted(result.report.instances.items()))
            print_table(None, ["relation type", "edges"], sorted(result.report.edges.items()))
            if result.report.skipped_edges:
                print(f"skipped edges whose ends do not exist: {result.report.skipped_edges}")
    return 0


# A table is for reading: past this many rows it pages (--json and --vertical print every row).
TABLE_MAX_ROWS = 500
# Without --columns a table shows the keys, the display name and this many further properties.
TABLE_DEFAULT_PROPERTIES = 6
_SYSTEM_COLUMNS = ("_instance_id", "_display", "_score")


def cmd_instances(args: argparse.Namespace) -> int:
    from core.models.query import MAX_LIMIT

    table = not (args.json or args.vertical)
    limit = args.limit
    # Checked here, not by the query: a table asks for at most TABLE_MAX_ROWS, which would let a
    # limit that --json rejects pass unnoticed.
    if not 1 <= limit <= MAX_LIMIT:
        raise InvalidRequestError(f"--limit: {limit} is out of range", suggestion=f"valid: 1 to {MAX_LIMIT}")
    capped = table and limit > TABLE_MAX_ROWS
    body = {"limit": TABLE_MAX_ROWS if capped else limit, "need_total": True}
    if args.condition:
        body["condition"] = load_json_arg(args.condition, "--condition")
    if args.body:
        extra = load_json_arg(args.body, "--body")
        if not isinstance(extra, dict):
            raise InvalidRequestError("--body: expected a JSON object (the instance query body)")
        body.update(extra)
    backend = _backend_for(args.kn)
    object_type = backend.require_object_type(backend.get_network(args.kn), args.object_type)
    chosen = _chosen_columns(args.columns, object_type)
    result = backend.query_instances(args.kn, args.object_type, body)
    if args.json:
        print_json(result)
        return 0
    rows = result.datas
    title = f"{args.kn}/{args.object_type}: {len(rows)} of {result.total_count} instance(s)"
    if args.vertical:
        _print_vertical(title, rows, chosen)
    else:
        columns, hidden = _table_columns(rows, object_type, chosen)
        print_table(title, columns, [[r.get(c) for c in columns] for r in rows])
        if hidden:
            print(f"{hidden} more properties not shown: choose them with --columns a,b,c, "
                  "or see every property with --vertical or --json", file=sys.stderr)
    if capped:
        print(f"a table shows at most {TABLE_MAX_ROWS} rows, so {TABLE_MAX_ROWS} of the {limit} asked for are "
              "shown; page on with the search_after below, or print them all with --json or --vertical",
              file=sys.stderr)
    if result.search_after:
        print(f"more: pass --body '{{\"search_after\": {result.search_after}}}'")
    return 0


def _chosen_columns(text: str | None, object_type) -> list[str] | None:
    if text is None:
        return None
    names = [name.strip() for name in text.split(",") if name.strip()]
    valid = [*_SYSTEM_COLUMNS, *object_type.property_names]
    if not names:
        raise InvalidRequestError("--columns: give at least one column name",
                                  suggestion="valid columns: " + ", ".join(valid))
    unknown = [name for name in names if name not in valid]
    if unknown:
        raise InvalidRequestError(
            f"--columns: {', '.join(unknown)} "
            f"{'is not a column' if len(unknown) == 1 else 'are not columns'} of {object_type.id!r}",
            suggestion="valid columns: " + ", ".join(valid),
        )
    return list(dict.fromkeys(names))


def _table_columns(rows: list[dict], object_type, chosen: list[str] | None) -> tuple[list[str], int]:
    """The table's columns and how many properties were left out of it."""
    if chosen is not None:
        return chosen, 0
    system = ["_instance_id", "_display"] + (["_score"] if any("_score" in r for r in rows) else [])
    props = object_type.property_names
    first = [*object_type.primary_keys, *([object_type.display_key] if object_type.display_key else [])]
    # The keys and the display name, then the properties these rows fill most often.
    counts = {p: sum(1 for r in rows if r.get(p) not in (None, "")) for p in props}
    filled = sorted((p for p in props if counts[p]), key=lambda p: -counts[p])
    shown = list(dict.fromkeys([*first, *filled]))[: len(first) + TABLE_DEFAULT_PROPERTIES]
    shown = [p for p in props if p in shown]  # schema order
    return system + shown, len(props) - len(shown)


def _print_vertical(title: str, rows: list[dict], chosen: list[str] | None) -> None:
    """One block per instance, one `name: value` line per filled column: readable at any width
    and as fast as printing gets."""
    out = [title]
    for i, row in enumerate(rows, 1):
        out.append(f"-[ {i} ]" + "-" * 40)
        names = chosen if chosen is not None else [k for k in row if k != "_instance_identity"]
        width = max((len(n) for n in names), default=0)
        for name in names:
            value = row.get(name)
            if value not in (None, "") or chosen is not None:
                text = "" if value is None else str(value)
                out.append(f"{name.ljust(width)} | {text}")
    sys.stdout.write("\n".join(out) + "\n")


def cmd_subgraph(args: argparse.Namespace) -> int:
    body = load_json_arg(args.paths, "--paths")
    if isinstance(body, list):
        body = {"relation_type_paths": body}
    elif isinstance(body, dict) and "relation_type_paths" not in body and (
            body.keys() & {"object_types", "relation_types"}):
        body = {"relation_type_paths": [body]}  # a single path, as a file of one path holds it
    if not isinstance(body, dict):
        raise InvalidRequestError("--paths: expected {\"relation_type_paths\": [...]}, a list of paths or one path")
    result = _backend_for(args.kn).query_subgraph(args.kn, body)
    if args.json:
        print_json(result)
        return 0
    for i, entry in enumerate(result.entries):
        rows = []
        for path in entry.relation_paths:
            hops = []
            for rel in path.relations:
                src = entry.objects[rel.source_object_id]
                dst = entry.objects[rel.target_object_id]
                hops.append(f"{src.display} -[{rel.relation_type_name or rel.relation_type_id}]-> {dst.display}")
            rows.append([" ; ".join(hops)])
        print_table(f"path {i}: {entry.current_path_number} relation path(s)", ["relations"], rows)
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("networks", help="list the knowledge networks")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_networks)

    p = subparsers.add_parser("import", help="import the medical demo network or a KWeaver export / BKN directory")
    p.add_argument("source", help="'medical' or a path to a KWeaver export (JSON file or directory) or a BKN directory")
    p.add_argument("--id", help="network id to import under (default: the export's own id; not for medical)")
    p.add_argument("--force", action="store_true", help="rebuild even when up to date (medical)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_import)

    p = subparsers.add_parser("instances", help="query object instances (ontology-query object instance query)")
    p.add_argument("--kn", required=True, help="network id")
    p.add_argument("--object-type", required=True, help="object type id")
    p.add_argument("--condition", help="condition JSON, inline or @file")
    p.add_argument("--limit", type=int, default=10,
                   help=f"page size (1-10000, default 10; a table shows at most {TABLE_MAX_ROWS})")
    p.add_argument("--columns", help="comma-separated columns to show (properties, _instance_id, _display, _score)")
    p.add_argument("--vertical", action="store_true", help="one block of `name | value` lines per instance")
    p.add_argument("--body", help="extra query body JSON (sort, properties, search_after), inline or @file")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_instances)

    p = subparsers.add_parser("subgraph", help="relation path subgraph query")
    p.add_argument("--kn", required=True, help="network id")
    p.add_argument("--paths", required=True,
                   help="relation_type_paths JSON ({\"relation_type_paths\": [...]}, a list of paths or one path), "
                   "inline or @file")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_subgraph)
