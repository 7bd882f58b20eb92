"""`knx search QUESTION --kn KN`: kn_search from the command line.

Readable tables by default (relation types with their scores, object types with how they were
selected, nodes with their signals); `--json` prints the response. `--repeat N` runs the same
request N times in one process and adds `timing.p50_ms` / `timing.p95_ms` of the total.
"""

from __future__ import annotations

import argparse
from typing import Any

from core.cli.output import fmt_score, load_json_arg, print_json, print_table
from core.exceptions import ConfigError, InvalidRequestError
from core.timing import latency_summary


def _reranker(args: argparse.Namespace):
    if not args.rerank_url:
        return None
    from core.search.rerankers import HttpReranker

    return HttpReranker(
        args.rerank_url, model=args.rerank_model, api_format=args.rerank_format, timeout=args.rerank_timeout
    )


def cmd_search(args: argparse.Namespace) -> int:
    from core.cli.data import _backend_for
    from core.search.service import kn_search

    if args.repeat < 1:
        raise InvalidRequestError("--repeat: must be at least 1")
    body: dict[str, Any] = {
        "query": args.question,
        "kn_id": args.kn,
        "only_schema": args.only_schema,
        "enable_rerank": not args.no_rerank,
        "debug": args.debug,
    }
    if args.config:
        config = load_json_arg(args.config, "--config")
        if not isinstance(config, dict):
            raise ConfigError("retrieval_config: expected a JSON object (from --config)")
        body["retrieval_config"] = config
    backend = _backend_for(args.kn)
    reranker = _reranker(args)
    totals: list[float] = []
    response = None
    for _ in range(args.repeat):
        response = kn_search(backend, body, reranker=reranker)
        totals.append(response.timing["total_ms"])
    if args.repeat > 1:
        response.timing["runs"] = args.repeat
        response.timing.update(latency_summary(totals))
    if args.json:
        print_json(response)
        return 0
    _print_readable(response)
    return 0


def _print_readable(response) -> None:
    ranker = response.ranker
    if ranker is not None:
        line = f"ranker: {ranker.name}"
        if ranker.fallback_used:
            line += f" (failed, rule-based fallback used: {ranker.error})"
        print(line)
    print_table(
        "Relation types",
        ["rank", "id", "name", "source -> target", "score", "score source"],
        [(r.rank, r.concept_id, r.concept_name, f"{r.source_object_type_id} -> {r.target_object_type_id}",
          fmt_score(r.score), r.score_source) for r in response.relation_types or []],
    )
    print_table(
        "Object types",
        ["id", "name", "score", "score source", "selected by", "properties", "pruned"],
        [(o.concept_id, o.concept_name, fmt_score(o.score), o.score_source, o.selected_by,
          ", ".join(p.name for p in o.data_properties or []), len(o.pruned_properties or []))
         for o in response.object_types or []],
    )
    if response.action_types:
        print_table(
            "Action types", ["id", "name", "object type"],
            [(a.id, a.name, a.object_type_id) for a in response.action_types],
        )
    if response.linked_entities:
        print_table(
            "Linked entities",
            ["mention", "object type", "instance", "via", "score"],
            [(e.mention, e.object_type_id, e.instance_name, e.via, fmt_score(e.score))
             for e in response.linked_entities],
        )
    if response.nodes is not None:
        print_table(
            "Nodes",
            ["object type", "instance", "score", "score source", "signals", "fragment"],
            [(n.object_type_id, n.instance_name, fmt_score(n.score), n.score_source,
              " ".join(f"{k}={v:g}" for k, v in (n.signals or {}).items()),
              ", ".join(n.fragment_reasons or [])) for n in response.nodes],
        )
    if response.message:
        print(f"message: {response.message}")
    timing = response.timing or {}
    stages = ", ".join(f"{k[:-3]} {v:g}" for k, v in timing.items() if k.endswith("_ms") and k not in ("p50_ms", "p95_ms"))
    print(f"timing (ms): {stages}")
    if "p50_ms" in timing:
        print(f"over {timing['runs']} runs: p50 {timing['p50_ms']:g} ms, p95 {timing['p95_ms']:g} ms")
    if response.trace is not None:
        print("trace: use --json to see the full trace")


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "search", help="kn_search: recall the concepts and instances a question is about",
        description="Concept recall (object, relation, action types) and semantic instance recall.",
    )
    p.add_argument("question", help="the question or keywords")
    p.add_argument("--kn", required=True, help="network id (the demo network is 'medical')")
    p.add_argument("--only-schema", action="store_true", help="concept recall only, no instances")
    p.add_argument("--config", help="retrieval_config JSON (partial is fine), inline or @file")
    p.add_argument("--no-rerank", action="store_true", help="keep relation types in schema order")
    p.add_argument("--debug", action="store_true", help="add the trace of every stage (see --json)")
    p.add_argument("--json", action="store_true", help="print the response as JSON")
    p.add_argument("--repeat", type=int, default=1, metavar="N",
                   help="run N times in this process and report p50/p95 of the total time")
    p.add_argument("--rerank-url", help="an HTTP reranker instead of the local BM25 ranker")
    p.add_argument("--rerank-format", choices=("mf", "rerank"), default="mf",
                   help="wire format of --rerank-url: MF model API (default) or the common /rerank")
    p.add_argument("--rerank-model", help="model name sent to the HTTP reranker")
    p.add_argument("--rerank-timeout", type=float, default=5.0, help="seconds (default 5)")
    p.set_defaults(handler=cmd_search)
    # `knx link` and `knx hygiene` look inside kn_search (entity linking, node hygiene)
    from core.cli.linking import register as register_linking

    register_linking(subparsers)
