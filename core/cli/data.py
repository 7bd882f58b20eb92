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

    backend = SqliteBackend()
    progress = _progress(True)
    if args.source == "medical":
        result = ensure_medical(backend.directory, progress=progress, force=args.force)
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
        if result.report.removed_temp_files:
            print("removed the temporary files of interrupted imports: "
                  + ", ".join(result.report.removed_temp_files), file=sys.stderr)
    if args.json:
        print_json(summary)
    else:
        state = "imported" if result.built else "already up to date"
        print(f"{result.kn_id}: {state} ({result.path})")
        if result.report is not None:
            print_table(None, ["object type", "instances"], sorted(result.report.instances.items()))
            print_table(None, ["relation type", "edges"], sorted(result.report.edges.items()))
            if result.report.skipped_edges:
                print(f"skipped edges whose ends do not exist: {result.report.skipped_edges}")
    return 0


def cmd_instances(args: argparse.Namespace) -> int:
    body = {"limit": args.limit, "need_total": True}
    if args.condition:
        body["condition"] = load_json_arg(args.condition, "--condition")
    if args.body:
        extra = load_json_arg(args.body, "--body")
        if not isinstance(extra, dict):
            raise InvalidRequestError("--body: expected a JSON object (the instance query body)")
        body.update(extra)
    result = _backend_for(args.kn).query_instances(args.kn, args.object_type, body)
    if args.json:
        print_json(result)
        return 0
    rows = result.datas
    props = [k for k in (rows[0] if rows else {}) if not k.startswith("_")]
    columns = ["_instance_id", "_display"] + (["_score"] if any("_score" in r for r in rows) else []) + props
    print_table(
        f"{args.kn}/{args.object_type}: {len(rows)} of {result.total_count} instance(s)",
        columns, [[r.get(c) for c in columns] for r in rows],
    )
    if result.search_after:
        print(f"more: pass --body '{{\"search_after\": {result.search_after}}}'")
    return 0


def cmd_subgraph(args: argparse.Namespace) -> int:
    body = load_json_arg(args.paths, "--paths")
    if isinstance(body, list):
        body = {"relation_type_paths": body}
    if not isinstance(body, dict):
        raise InvalidRequestError("--paths: expected {\"relation_type_paths\": [...]} or a list of paths")
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
    p.add_argument("--id", help="network id to import under (default: the export's own id)")
    p.add_argument("--force", action="store_true", help="rebuild even when up to date (medical)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_import)

    p = subparsers.add_parser("instances", help="query object instances (ontology-query object instance query)")
    p.add_argument("--kn", required=True, help="network id")
    p.add_argument("--object-type", required=True, help="object type id")
    p.add_argument("--condition", help="condition JSON, inline or @file")
    p.add_argument("--limit", type=int, default=10, help="page size (1-10000, default 10)")
    p.add_argument("--body", help="extra query body JSON (sort, properties, search_after), inline or @file")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_instances)

    p = subparsers.add_parser("subgraph", help="relation path subgraph query")
    p.add_argument("--kn", required=True, help="network id")
    p.add_argument("--paths", required=True, help="relation_type_paths JSON (object or list), inline or @file")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_subgraph)
