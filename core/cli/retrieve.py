"""`knx retrieve`: knowledge_network_retrieval from the command line.

    knx retrieve "上气道梗阻有哪些症状" --kn medical --session s1            # step 1: schema
    knx retrieve 上气道梗阻 --kn medical --session s1 --keyword --object-type disease
    knx retrieve 上气道梗阻 --kn medical --session s1 --keyword --object-type disease --contextual --json

Sessions live in `$KNX_HOME/sessions.sqlite` (idle sessions expire after 10 minutes), so the steps
can be separate invocations; they belong to `--owner` (default: the OS user). `--json` prints the
reply (or, for a bad call, the error payload of docs/errors.md, exit status 2; 1 when a backend failed); `--compact` prints the compact JSON an
agent would receive.
"""

from __future__ import annotations

import argparse
import getpass
from typing import Any

from core.cli.output import fmt_score, load_json_arg, positive_seconds, print_json, print_table
from core.exceptions import ConfigError


def _default_owner() -> str:
    try:
        return getpass.getuser() or "default"
    except Exception:  # no user name in this environment (some containers)
        return "default"


def cmd_retrieve(args: argparse.Namespace) -> int:
    from core.cli.data import _backend_for
    from core.retrieval import KnowledgeNetworkRetrieval, SqliteSessionStore

    params: dict[str, Any] = {
        "query": args.query,
        "kn_ids": args.kn,
        "session_id": args.session,
        "enable_keyword_context": args.keyword,
        "object_type_id": args.object_type,
        "contextual_knowledge": args.contextual,
        "compact": args.compact,
    }
    if args.config:
        config = load_json_arg(args.config, "--config")
        if not isinstance(config, dict):
            raise ConfigError("retrieval_config: expected a JSON object (from --config)")
        params["retrieval_config"] = config
    tool = KnowledgeNetworkRetrieval(_backend_for(args.kn[0]), SqliteSessionStore(ttl_seconds=args.ttl))
    response = tool.run(params, owner=args.owner)
    if args.json or args.compact:
        print_json(response.to_wire())
        return 0
    _print_readable(response)
    return 0


def _print_readable(response) -> None:
    if response.relation_types is not None:
        print_table(
            "Relation types (stored in the session)",
            ["id", "name", "source -> target", "score"],
            [(r.concept_id, r.concept_name, f"{r.source_object_type_id} -> {r.target_object_type_id}", fmt_score(r.score))
             for r in response.relation_types],
        )
        print_table(
            "Object types (valid object_type_id for keyword calls)",
            ["id", "name", "score", "properties"],
            [(o.concept_id, o.concept_name, fmt_score(o.score), ", ".join(p.name for p in o.data_properties or []))
             for o in response.object_types or []],
        )
    context = response.keyword_context
    if context is not None:
        stats = context.statistics
        print(
            f"keyword {context.keyword!r} in {context.object_type_id}: {stats.total_instances} match(es) on "
            f"{', '.join(stats.matched_fields) or '-'}; round {stats.round}; "
            f"{stats.returned_instances} sent in full, {stats.deduplicated_instances} already sent; "
            f"{stats.total_neighbors} neighbour(s), {stats.deduplicated_neighbors} already sent"
        )
        print_table(
            "Instances", ["instance_id", "name", "matched fields", "properties", "seen in round"],
            [(i.instance_id, i.instance_name, ", ".join(i.matched_fields),
              len(i.properties) if i.properties is not None else "", i.seen_in_round)
             for i in context.instances],
        )
        rows = [
            (i.instance_id, f"{n.relation_type_name or n.relation_type_id}", "->" if n.relation_direction == "outgoing" else "<-",
             n.instance_id, n.instance_name, n.seen_in_round)
            for i in context.instances for n in i.neighbors or []
        ]
        if rows:
            print_table("One-hop neighbours", ["of", "relation", "dir", "neighbour", "name", "seen in round"], rows)
        if context.message:
            print(f"message: {context.message}")
    knowledge = response.contextual_knowledge
    if knowledge is not None:
        forms = [
            (m.object_type_id, f.form, f.match_type + (f" ({f.containment})" if f.containment else ""),
             f"{f.confidence:.2f}", f.sample_instance_id)
            for m in knowledge.keyword_mappings for f in m.storage_forms
        ]
        if forms:
            print_table("Storage forms", ["object type", "stored as", "match", "confidence", "sample"], forms)
        if knowledge.attribute_formats:
            print_table(
                "Attribute formats",
                ["object type", "attribute", "mention", "stored as", "pattern", "unit", "query", "samples"],
                [(a.object_type_id, a.attribute, a.mention, a.storage_format, a.value_pattern, a.unit,
                  f"{a.query_operation} {a.query_value}", ", ".join(map(str, a.value_samples)))
                 for a in knowledge.attribute_formats],
            )
        if knowledge.relation_patterns:
            print_table(
                "Relation patterns",
                ["relation", "source -> target", "pattern", "typical sources", "typical targets"],
                [(p.relation_type_id, f"{p.source_object_type_id} -> {p.target_object_type_id}", p.relation_pattern,
                  ", ".join(map(str, p.typical_source_values[:3])), ", ".join(map(str, p.typical_target_values[:3])))
                 for p in knowledge.relation_patterns],
            )
        if knowledge.object_type_primary_fields:
            print_table(
                "Primary fields", ["object type", "name field", "id field", "samples"],
                [(p.object_type_id, p.primary_name_field, p.primary_id_field,
                  ", ".join(map(str, p.field_samples.get(p.primary_name_field or "", []))))
                 for p in knowledge.object_type_primary_fields],
            )
        for message in knowledge.messages or []:
            print(f"message: {message}")
    if response.message:
        print(f"message: {response.message}")


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "retrieve", help="knowledge_network_retrieval: schema for a question, then context per keyword",
        description="Step 1 (default): recall the schema of a question into a session. Step 2 (--keyword): "
        "the instances a keyword of --object-type names, with their one-hop neighbours, deduplicated "
        "across the session's rounds.",
    )
    p.add_argument("query", help="the whole question (step 1) or one keyword (with --keyword)")
    p.add_argument("--kn", required=True, action="append",
                   help="network id; repeat for several (keyword calls use the first)")
    p.add_argument("--session", help="session id (required with --keyword)")
    p.add_argument("--keyword", action="store_true", help="keyword context (enable_keyword_context=True)")
    p.add_argument("--object-type", help="object type of the keyword (required with --keyword)")
    p.add_argument("--contextual", action="store_true",
                   help="add contextual knowledge: storage forms, attribute formats, relation patterns, primary fields")
    p.add_argument("--compact", action="store_true", help="print the compact JSON an agent receives")
    p.add_argument("--config", help="retrieval_config JSON for schema recall (partial is fine), inline or @file")
    p.add_argument("--owner", default=_default_owner(), help="whose sessions to use (default: the OS user)")
    p.add_argument("--ttl", type=positive_seconds, default=600, help="seconds an idle session is kept (default 600)")
    p.add_argument("--json", action="store_true", help="print the reply (or the error payload) as JSON")
    p.set_defaults(handler=cmd_retrieve)
