"""`knx link QUESTION --kn KN` and `knx hygiene --kn KN`: the entity linker and node hygiene.

`link` prints the instances a question names (mention, type, canonical name, how: name or alias,
score, alternatives) and the forms skipped or shadowed, reading regional question words as Mandarin
first, as kn_search does (core.search.regional_words); `hygiene` prints, per object type, how many
instance names are extraction fragments, with the reasons and a few examples, and where the counts
come from (core.importers.hygiene.network_hygiene: the import's report, or counted now).
"""

from __future__ import annotations

import argparse

from core.cli.output import fmt_score, print_json, print_table


def cmd_link(args: argparse.Namespace) -> int:
    from core.cli.data import _backend_for
    from core.search.concepts import intent_ranker_for
    from core.search.linking import EntityLinker, question_reading
    from core.search.config import ConceptRetrievalConfig
    from core.search.regional_words import READING_NOTE
    from core.search.rerankers import default_reranker
    from core.search.worked_examples import without_worked_examples

    backend = _backend_for(args.kn)
    network = backend.get_network(args.kn)
    ranker = intent_ranker_for(default_reranker())
    linker = EntityLinker()
    # the settings of names as people type them: kn_search's defaults, but for those the command line gives
    name_settings = ConceptRetrievalConfig(**{
        name: given for name, given in (("sounded_names", args.sounded_names),
                                        ("names_without_notes", args.names_without_notes),
                                        ("dashes_as_typed", args.dashes_as_typed),
                                        ("foreign_names", args.foreign_names),
                                        ("aliases_as_typed", args.aliases_as_typed)) if given is not None})
    # the question as kn_search reads it: spans stay those of the question as typed
    question = question_reading(backend, args.kn, args.question)
    # ... and its worked examples, when it is a prompt holding some, as blanks (core.search.worked_examples)
    linked_question = without_worked_examples(question)
    result = linker.link(backend, args.kn, linked_question,
                         intent_by_type=lambda spans: ranker.intent_by_type(
                             linked_question, network, network.relation_types, spans),
                         sounded_names=name_settings.sounded_names,
                         written_as=name_settings.written_as())
    reading = {"reading": question} if question != args.question else {}
    if args.json:
        print_json({"entities": [e.model_dump() for e in result.entities], "trace": result.trace, **reading})
        return 0
    if reading:
        print(f"{READING_NOTE}: {question}")
    print_table(
        "Linked entities",
        ["mention", "span", "object type", "instance", "via", "score", "alternatives"],
        [(e.mention, f"{e.start}-{e.end}", e.object_type_id, e.instance_name, e.via, fmt_score(e.score),
          ", ".join(f"{a['instance_name']} ({a['object_type_id']}) {a['score']:.3f}" for a in e.alternatives[:3]))
         for e in result.entities],
    )
    skipped = ", ".join(f"{s['form']} ({s['reason']})" for s in result.trace.get("skipped", []))
    print(f"skipped: {skipped or '-'}")
    print(f"shadowed by longer mentions: {', '.join(result.trace.get('shadowed', [])) or '-'}")
    info = result.trace.get("dictionary", {})
    print(f"dictionary: {info.get('entries')} entries, {info.get('forms')} forms, "
          f"{info.get('alias_links')} alias links ({info.get('origin')})")
    return 0


def cmd_hygiene(args: argparse.Namespace) -> int:
    from core.cli.data import _backend_for
    from core.importers.hygiene import network_hygiene, report_source

    report = network_hygiene(_backend_for(args.kn), args.kn)
    if args.json:
        print_json(report)
        return 0
    print_table(
        "Extraction fragments per object type",
        ["object type", "instances", "fragments", "reasons", "examples"],
        [(t, info.get("instances", ""), info.get("fragments", 0),
          ", ".join(f"{k} {v}" for k, v in (info.get("reasons") or {}).items()),
          " | ".join(info.get("examples") or []))
         for t, info in sorted(report["per_type"].items(), key=lambda kv: -kv[1].get("fragments", 0))],
    )
    print(f"total fragments: {report.get('fragments', 0)} ({report_source(report)})")
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("link", help="entity linking: the instances a question names",
                              description="Link the instances a question names (names and aliases, longest match).")
    p.add_argument("question")
    p.add_argument("--kn", required=True, help="network id (the demo network is 'medical')")
    p.add_argument("--json", action="store_true", help="print entities and trace as JSON")
    p.add_argument("--sounded-names", action=argparse.BooleanOptionalAction,
                   help="also link a name typed with one character that sounds as its own (布落芬 → 布洛芬), as "
                        "concept_retrieval.sounded_names does for kn_search (default: off, as there)")
    p.add_argument("--names-without-notes", action=argparse.BooleanOptionalAction,
                   help="link a name written without the bracketed note it ends in (万苏林 → 万苏林（中效胰岛素）), as "
                        "concept_retrieval.names_without_notes does for kn_search (default: on, as there)")
    p.add_argument("--dashes-as-typed", action=argparse.BooleanOptionalAction,
                   help="link a dashed name typed with a hyphen or without the dash (肩手综合征 → 肩—手综合征), as "
                        "concept_retrieval.dashes_as_typed does for kn_search (default: on, as there)")
    p.add_argument("--foreign-names", action=argparse.BooleanOptionalAction,
                   help="link a record's name in another language (Prune-Belly Syndrome → 先天性腹壁肌肉发育不良), as "
                        "concept_retrieval.foreign_names does for kn_search (default: off, as there)")
    p.add_argument("--aliases-as-typed", action=argparse.BooleanOptionalAction,
                   help="link an alias holding a dash typed with a hyphen or without the dash (雷尼综合征 → 雷—尼综合征), "
                        "as concept_retrieval.aliases_as_typed does for kn_search (default: off, as there)")
    p.set_defaults(handler=cmd_link)
    h = subparsers.add_parser("hygiene", help="node hygiene: extraction fragments per object type",
                              description="How many instance names per object type are extraction fragments.")
    h.add_argument("--kn", required=True, help="network id")
    h.add_argument("--json", action="store_true", help="print the report as JSON")
    h.set_defaults(handler=cmd_hygiene)
