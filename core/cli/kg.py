"""`knx kg …`: import RDF into embedded KGs and run get_relations / get_triples on them or on any
SPARQL endpoint, printing the text a model would receive (or JSON with `--json`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from core.cli.output import (ProgressBar, check_output_path, load_json_arg, output_error, print_json, print_table,
                             write_output)
from core.checks import MAX_TIMEOUT_S
from core.exceptions import InvalidRequestError


def _import(path: Path, kg_id: str, *, quiet: bool, namespace: str | None = None):  # type: ignore[no-untyped-def]
    from core.kg.importer import import_rdf

    if quiet:
        return import_rdf(path, kg_id, namespace=namespace)
    with ProgressBar(f"import {path.name}", bytes=True) as bar:
        return import_rdf(path, kg_id, progress=bar.amount, namespace=namespace)


def _print_import(result: Any, as_json: bool) -> None:
    if as_json:
        print_json(result.to_dict())
        return
    print(f"imported {result.triples:,} triples into KG {result.kg_id!r} in {result.seconds:.1f} s "
          f"({result.triples_per_second:,.0f} triples/s) from {result.source}")


def cmd_import(args: argparse.Namespace) -> int:
    result = _import(Path(args.path), args.id, quiet=args.json or args.quiet)
    _print_import(result, args.json)
    return 0


def cmd_sample(args: argparse.Namespace) -> int:
    import tempfile

    from core.kg.sample import write_sample_kg

    with tempfile.TemporaryDirectory() as tmp:
        path = write_sample_kg(Path(tmp) / "freebase-sample.nt")
        result = _import(path, args.id, quiet=True)
    _print_import(result, args.json)
    return 0


def cmd_generate(args: argparse.Namespace) -> int:
    from core.kg.generate import generate_kg
    from core.kg.importer import check_ntriples_path

    if args.entities < 1:
        raise InvalidRequestError("--entities must be at least 1")
    check_ntriples_path(args.out, "output file")
    check_output_path(args.out, "output file")
    try:
        counts = generate_kg(args.out, args.entities, seed=args.seed)
    except OSError as exc:  # the file being written is the only one generate_kg touches
        raise output_error(exc, args.out, "output file") from None
    if args.json:
        print_json({"path": args.out, **counts})
    else:
        print(f"wrote {counts['triples']:,} triples ({counts['entities']:,} entities, "
              f"{counts['cvt_nodes']:,} CVT nodes) to {args.out}")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from core.kg.store import list_kgs, reimport_hint

    kgs = list_kgs()
    if args.json:
        print_json([{"kg_id": k.kg_id, "path": str(k.path), **k.meta, "problem": k.problem} for k in kgs])
    else:
        print_table("Knowledge graphs (SPARQL)", ["id", "triples", "format", "source"],
                    [(k.kg_id, f"{k.triples:,}", k.meta.get("format", ""), k.meta.get("source", ""))
                     if k.problem is None else (k.kg_id, "?", "", k.problem) for k in kgs])
    for k in kgs:  # a damaged KG stays listed, and what to do about it is said beside the listing
        if k.problem is not None:
            print(f"knx: warning: {k.problem}; {reimport_hint(k.kg_id)}", file=sys.stderr)
    return 0


def cmd_export_network(args: argparse.Namespace) -> int:
    from core.cli.output import progress_printer
    from core.kg.export import EXPORT_NS, check_lang, export_network
    from core.kg.importer import check_ntriples_path
    from core.kg.store import check_kg_id

    # What is wrong with the arguments is said before the export, which reads the whole network.
    check_lang(args.lang, "--lang")
    if args.id is not None or not args.no_import:
        check_kg_id(args.id or args.kn)
    out_text = args.out or f"{args.kn}.nt.gz"
    check_ntriples_path(out_text, "--out")
    out = check_output_path(out_text, "--out")
    try:
        counts = export_network(args.kn, out, lang=args.lang, progress=None if args.json else progress_printer())
    except OSError as exc:
        if exc.filename is not None and str(exc.filename) not in (out_text, str(out)):
            raise  # not the output file: some other failure, reported as such
        raise output_error(exc, out_text, "--out") from None
    summary: dict[str, Any] = {"kn_id": args.kn, "path": str(out), "namespace": EXPORT_NS, **counts}
    if not args.no_import:
        result = _import(out, args.id or args.kn, quiet=True, namespace=EXPORT_NS)
        summary["kg_id"] = result.kg_id
        summary["import"] = result.to_dict()
    if args.json:
        print_json(summary)
    else:
        print(f"wrote {counts['triples']:,} triples ({counts['instances']:,} instances, {counts['edges']:,} "
              f"relation instances) to {out}" + (f"; imported as KG {summary['kg_id']!r}" if "kg_id" in summary else ""))
    return 0


# -- the tools ------------------------------------------------------------------------------------

def _session(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from core.kg.llm_filter import OpenAIChatFilter
    from core.kg.models import KgConfig
    from core.kg.session import KgSession, parse_topic_entities
    from core.kg.store import open_store

    config = load_json_arg(args.config, "--config") if args.config else {}
    if not isinstance(config, dict):
        raise InvalidRequestError("--config must be a JSON object", suggestion="e.g. '{\"kg_top_k\": 5}'")
    config = KgConfig.from_dict(config, kg_top_k=args.top_k, whitelist=args.whitelist, seed=args.seed,
                                namespace=args.namespace)
    topics = parse_topic_entities(args.topic or [], "--topic")  # before the store is opened
    store = open_store(args.kg, args.endpoint, timeout_s=args.timeout, auth_header=args.auth_header)
    llm = OpenAIChatFilter.from_env(base_url=args.llm_url, model=args.llm_model) if (
        args.llm_url or args.llm) else None
    return KgSession(store, args.question or "", topics, config, llm)


def _emit(result: Any, session: Any, as_json: bool) -> int:
    """Print a call's result; the exit status says how it ended (docs/kg.md): 0 answered, 2 refused
    (unknown entity, relation never offered or malformed), 1 the store failed."""
    from core.kg.tools import call_error

    if as_json:
        payload = result.model_dump(mode="json")
        payload["trace"] = session.trace
        print_json(payload)
    else:
        print(result.text)
    error = call_error(result)
    return 0 if error is None else error.exit_status


def _replay_status(outcomes: list[Any]) -> int:
    """The exit status of a replay (docs/kg.md): 1 when any call failed on the store, else 2 when
    any was refused or not run (did not parse, unknown entity, relation never offered, query
    limit), else 0 - each block's status as `_emit` gives a single call's."""
    from core.kg.tools import call_error

    statuses = {error.exit_status for error in map(call_error, outcomes) if error is not None}
    return 1 if 1 in statuses else max(statuses, default=0)


def cmd_relations(args: argparse.Namespace) -> int:
    session = _session(args)
    return _emit(session.get_relations(entity=args.entity), session, args.json)


def cmd_triples(args: argparse.Namespace) -> int:
    session = _session(args)
    return _emit(session.get_triples(entity=args.entity, relations=args.relations), session, args.json)


def cmd_run(args: argparse.Namespace) -> int:
    from core.kg.session import extract_queries

    if args.trace_out:  # before the queries, which an endpoint may take long over
        check_output_path(args.trace_out, "--trace-out")
    text = sys.stdin.read() if args.file in (None, "-") else _read_transcript(args.file)
    if not extract_queries(text):  # before the store is opened
        raise InvalidRequestError("no <kg-query> blocks found", suggestion="give text with <kg-query>…</kg-query> blocks")
    session = _session(args)
    outcomes = session.replay(text)
    if args.json:
        # `blocks`: one entry per <kg-query> block, including those that did not parse or were not
        # run, which have no step in the session's `steps`
        print_json({"blocks": [outcome._asdict() for outcome in outcomes], **session.to_dict()})
    else:
        for outcome in outcomes:
            print(f"<kg-query>{outcome.query}</kg-query>\n<information>\n{outcome.text}\n</information>\n")
    if args.trace_out:  # after printing: a file that still cannot be written does not lose the results
        write_output(args.trace_out, session.to_json(), "--trace-out")
    return _replay_status(outcomes)


def _read_transcript(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise InvalidRequestError(f"transcript {path}: cannot read it ({(exc.strerror or str(exc)).lower()})",
                                  suggestion="give a transcript file, or - for stdin") from None
    except UnicodeDecodeError as exc:
        raise InvalidRequestError(f"transcript {path}: not UTF-8 text (byte {exc.start + 1})",
                                  suggestion="save the transcript as UTF-8") from None


def _store_options(p: argparse.ArgumentParser) -> None:
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--kg", help="id of an imported KG (knx kg list)")
    where.add_argument("--endpoint", help="URL of a SPARQL 1.1 endpoint instead of an imported KG")
    p.add_argument("--question", default="", help="the question (ranks relations)")
    p.add_argument("--topic", action="append", help="a topic entity: NAME or NAME=ID (repeatable; an id prefills the registry)")
    p.add_argument("--top-k", type=int, help="relations returned by get_relations (default 10)")
    p.add_argument("--whitelist", help="none, cwq, webqsp or a JSON file of relations (default none)")
    p.add_argument("--namespace", help="IRI prefix of entities and relations (default: the KG's, else Freebase's)")
    p.add_argument("--seed", type=int, help="sampling seed (default 0)")
    p.add_argument("--config", help="KG tool config JSON, inline or @file (see docs/kg.md)")
    p.add_argument("--timeout", type=float, default=120.0,
                   help=f"endpoint timeout in seconds, above 0 and at most {MAX_TIMEOUT_S:g} (default 120)")
    p.add_argument("--auth-header", help="Authorization header value for the endpoint (ASCII, one line)")
    p.add_argument("--llm", action="store_true", help="filter relations with the chat model of KNX_KG_FILTER_URL/_MODEL")
    p.add_argument("--llm-url", help="OpenAI-compatible base URL of the relation filter model")
    p.add_argument("--llm-model", help="model name for the relation filter")
    p.add_argument("--json", action="store_true", help="print JSON (result, text, cvt_info, trace)")


def register(subparsers: argparse._SubParsersAction) -> None:
    kg = subparsers.add_parser("kg", help="SPARQL knowledge graphs: import, get_relations, get_triples")
    sub = kg.add_subparsers(dest="kg_command", metavar="KG_COMMAND", parser_class=type(kg))
    sub.required = True

    p = sub.add_parser("import", help="import an N-Triples / Turtle / N-Quads file (.gz too)")
    p.add_argument("path", help="the RDF file")
    p.add_argument("--id", required=True, help="KG id (an existing KG of that id is replaced once the load succeeds)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_import)

    p = sub.add_parser("sample", help="import the Freebase-shaped sample KG built from the reference transcripts")
    p.add_argument("--id", default="freebase-sample", help="KG id (default freebase-sample)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_sample)

    p = sub.add_parser("generate", help="write a generated Freebase-shaped KG with CVT nodes (benchmarks)")
    p.add_argument("out", help="output file (.nt or .nt.gz)")
    p.add_argument("--entities", type=int, default=64_000, help="entities (default 64000: ~1M triples)")
    p.add_argument("--seed", type=int, default=7, help="random seed")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_generate)

    p = sub.add_parser("list", help="list the imported KGs")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_list)

    p = sub.add_parser("relations", help="get_relations: the relations of an entity, ranked for a question")
    p.add_argument("entity", help="entity name or id (m.…)")
    _store_options(p)
    p.set_defaults(handler=cmd_relations)

    p = sub.add_parser("triples", help="get_triples: triples of an entity over relations (CVT nodes flattened)")
    p.add_argument("entity", help="entity name or id (m.…)")
    p.add_argument("relations", nargs="+", help="relations (up to 4 are used)")
    _store_options(p)
    p.set_defaults(handler=cmd_triples)

    p = sub.add_parser("run", help="replay the <kg-query> blocks of a transcript (file or stdin) in one session")
    p.add_argument("file", nargs="?", help="transcript file (default: stdin)")
    p.add_argument("--trace-out", help="also write the session's JSON trace to this file")
    _store_options(p)
    p.set_defaults(handler=cmd_run)

    p = sub.add_parser("export-network", help="export a knowledge network (e.g. medical) as RDF and import it as a KG")
    p.add_argument("kn", help="network id, e.g. medical")
    p.add_argument("--out", help="output file (default KN.nt.gz)")
    p.add_argument("--id", help="KG id to import it as (default: the network id)")
    p.add_argument("--lang", default="zh", help="language tag of instance names, e.g. zh, en-US; \"\" for none (default zh)")
    p.add_argument("--no-import", action="store_true", help="only write the file")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=cmd_export_network)
