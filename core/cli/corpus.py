"""`knx corpus`: import a text corpus for the agent tools, list and delete corpora.

    knx corpus import novel.txt --id novel                 # chapters, chunks, entities, entity graph
    knx corpus import notes.md --id notes --network medical  # link against a network's instances
    knx corpus list                                        # builds the demo corpus on first use
    knx corpus delete novel                                # manifest, vectors and its entity graph

A re-import replaces a corpus only when it succeeds; one that fails leaves the previous version as it was.
"""

from __future__ import annotations

import argparse
import sys

from core.cli.output import ProgressBar, print_json, print_table


# The request fields the options set, so an error names the option that was given.
OPTIONS = {"path": "PATH", "corpus_id": "--id", "title": "--title", "kn_id": "--network", "lexicon": "--lexicon",
           "min_mentions": "--min-mentions", "chunk_chars": "--chunk-chars", "overlap_chars": "--overlap",
           "embedder": "--embedder"}


def cmd_import(args: argparse.Namespace) -> int:
    from core.corpus.importer import import_corpus, lexicon_from_file, parse_import_request

    request = {
        "path": args.path, "corpus_id": args.id, "title": args.title or args.id, "kn_id": args.network,
        "lexicon": lexicon_from_file(args.lexicon) if args.lexicon else [], "discover": not args.no_discover,
        "chunk_chars": args.chunk_chars, "overlap_chars": args.overlap, "embedder": args.embedder,
        "min_mentions": args.min_mentions,
    }
    request = parse_import_request(request, names=OPTIONS)
    with ProgressBar("corpus") as bar:
        result = import_corpus(request, progress=bar.stage)
    manifest = result.manifest
    for warning in result.warnings:  # the import is done; these cost disk space only
        print(f"knx: warning: {warning}", file=sys.stderr)
    if args.json:
        print_json(manifest.model_dump(exclude={"cooccurrence"}))
        return 0
    print(f"corpus {manifest.id}: {manifest.chapter_count} chapters, {manifest.chunk_count} chunks, "
          f"{len(manifest.entities)} entities ({manifest.linking}), embedder {manifest.embedder}, "
          f"network {manifest.kn_id}{' (entity graph built)' if manifest.network_built else ''}")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from core.cli.output import progress_printer
    from core.corpus.importer import ensure_demo_corpus, list_corpora, load_manifest

    # Listing is how a new user discovers what there is, so the demo corpus is part of it.
    ensure_demo_corpus(progress=progress_printer("demo corpus"))
    manifests = [load_manifest(c) for c in list_corpora()]
    if args.json:
        print_json([m.model_dump(exclude={"cooccurrence", "entities"}) for m in manifests])
        return 0
    print_table("Corpora", ["id", "title", "chapters", "chunks", "entities", "network", "embedder"],
                [(m.id, m.title, m.chapter_count, m.chunk_count, len(m.entities), m.kn_id, m.embedder) for m in manifests])
    return 0


def cmd_delete(args: argparse.Namespace) -> int:
    from core.corpus.importer import delete_corpus

    result = delete_corpus(args.id)
    manifest, warnings = result.manifest, result.warnings
    for warning in warnings:  # the corpus is gone; these cost disk space only
        print(f"knx: warning: {warning}", file=sys.stderr)
    if args.json:
        print_json({"id": manifest.id, "deleted": True, "collection": manifest.collection,
                    "entity_graph_deleted": manifest.network_built, "warnings": warnings})
        return 0
    graph = " and its entity graph" if manifest.network_built else f" (network {manifest.kn_id} kept)"
    print(f"corpus {manifest.id} deleted: collection {manifest.collection}{graph}")
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("corpus", help="text corpora for the agent tools: import, list, delete")
    sub = p.add_subparsers(dest="corpus_command", metavar="ACTION")
    sub.required = True
    imp = sub.add_parser("import", help="import a .txt / .md / .jsonl file as a corpus",
                         description="Split chapters (第N章/回/节, Chapter N, Markdown #), cut overlapping chunks, "
                                     "link entities, embed into the vector store, and build the co-occurrence "
                                     "entity graph as a knowledge network unless --network is given. "
                                     "Importing an existing id replaces that corpus when the import succeeds; "
                                     "one that fails leaves it as it was.")
    imp.add_argument("path", help="the source file")
    imp.add_argument("--id", required=True, help="corpus id (also the entity graph's network id)")
    imp.add_argument("--network", help="link entities against this knowledge network and walk it in graph_search")
    imp.add_argument("--title", help="a readable title")
    imp.add_argument("--lexicon", help="entity names, one per line: name alias alias …")
    imp.add_argument("--no-discover", action="store_true", help="do not discover person names offline (jieba POS)")
    imp.add_argument("--min-mentions", type=int, default=3, help="chunks a discovered name needs (default 3)")
    imp.add_argument("--chunk-chars", type=int, default=300, help="characters per chunk (default 300)")
    imp.add_argument("--overlap", type=int, default=60, help="characters two chunks share (default 60)")
    imp.add_argument("--embedder", default="hash", help="hash (default), use, openai or openai:MODEL")
    imp.add_argument("--json", action="store_true", help="print the manifest as JSON")
    imp.set_defaults(handler=cmd_import)
    lst = sub.add_parser("list", help="list imported corpora (the demo corpus is built on first use)")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(handler=cmd_list)
    rm = sub.add_parser("delete", help="delete an imported corpus",
                        description="Remove the corpus' manifest, its vectors and the entity graph its import "
                                    "built; a network it was linked to with --network is kept. The demo corpus "
                                    "is built again on its next use.")
    rm.add_argument("id", help="the corpus id (knx corpus list shows them)")
    rm.add_argument("--json", action="store_true")
    rm.set_defaults(handler=cmd_delete)
