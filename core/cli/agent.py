"""`knx agent`: the retrieval agent from the command line.

    knx agent ask "林黛玉和薛宝钗是什么关系？"                       # offline scripted planner, demo corpus
    knx agent ask "她后来怎样了？" --session s1                      # the session resolves 她
    knx agent ask "..." --model http://127.0.0.1:8000/v1 --json       # an OpenAI-compatible chat endpoint
    knx agent tool vector_search --args '{"query": "诗社", "chapter_filter": [37, 38]}'

`--json` prints the whole trace (`ask`) or the tool's result (`tool`). A bad call exits with status 2
and a model or backend that failed with 1, saying why in one line on stderr (with `--json`: the error
payload on stdout; for `ask`, the trace, whose failed step holds it). `--save FILE` writes the trace
for the explorer to re-open.
"""

from __future__ import annotations

import argparse
import json
import sys

from core.cli.output import (check_output_path, exit_status, load_json_arg, print_error, print_json, print_table,
                             write_output)


def cmd_ask(args: argparse.Namespace) -> int:
    from core.agent.loop import agent_loop
    from core.agent.models import model_from_spec
    from core.agent.session import SessionContext, load_session, save_session

    # Checked before the corpus is opened or a model called, and named as the option it came from.
    model = model_from_spec(args.model, "--model") if args.model is not None else None
    if args.save:  # before the run, which a model may take long over
        check_output_path(args.save, "--save")
    session = load_session(args.session) if args.session else SessionContext()
    run = agent_loop(args.corpus, model=model, max_turns=args.max_turns).run(args.question, session)
    if args.session:
        save_session(args.session, session)
    if args.json:
        print(run.to_json())
    else:
        if run.pronouns:
            print("pronouns: " + ", ".join(f"{p} → {e}" for p, e in run.pronouns.items())
                  + f"  ({run.resolved_question})")
        print_table(f"Turns ({run.model}, stop: {run.stop_reason})", ["turn", "tool", "arguments", "ok", "tokens", "ms"],
                    [(s.turn, s.tool or "-", json.dumps(s.arguments, ensure_ascii=False), "yes" if s.ok else "error",
                      s.tokens, f"{s.elapsed_ms:.1f}") for s in run.steps])
        print(run.answer)
        if run.answer_error:
            print(f"note: {run.answer_error}", file=sys.stderr)
    if args.save:  # after printing: a file that still cannot be written does not lose the answer
        write_output(args.save, run.to_json(), "--save")
    failed = run.steps[-1] if run.stop_reason == "model_error" and run.steps else None
    if failed is not None:
        # The model (not the question) failed: the loop keeps its error in the trace and answers
        # what it can, so the run alone would look like an answer that found nothing.
        return exit_status(failed.result) if args.json else print_error(failed.result, as_json=False)
    return 0


def cmd_tool(args: argparse.Namespace) -> int:
    from core.agent.tools import agent_toolbox
    from core.corpus.corpus import open_corpus

    arguments = load_json_arg(args.args, "--args") if args.args else {}
    # Opened here, not on the first call, so an unknown corpus is the command's error, not the tool's.
    outcome = agent_toolbox(corpus=open_corpus(args.corpus)).call(args.name, arguments)
    if not outcome.ok:
        return print_error(outcome.content, args.json)
    if args.json:
        print_json(outcome.content)
        return 0
    content = outcome.content
    if content.get("timeline"):
        print_table(f"{content['entity']}: chunks per chapter", ["chapter", "chunks"],
                    [(t["chapter"], t["chunks"]) for t in content["timeline"]])
    if content.get("neighbours"):
        print_table(f"Neighbours of {content['entity']}", ["hop", "name", "relation", "direction", "co-occurrence"],
                    [(n["hop"], n["name"], n["relation"], n["direction"], n["cooccurrence"]) for n in content["neighbours"]])
    if "chunks" in content:
        print_table(f"{args.name}: {len(content['chunks'])} chunks ({outcome.elapsed_ms:.1f} ms)",
                    ["chapter", "order", "score", "entities", "text"],
                    [(c["chapter"], c["event_order"], "" if c.get("score") is None else f"{c['score']:.3f}",
                      "、".join(c["entities"][:5]), c["text"][:80].replace("\n", " ")) for c in content["chunks"]])
    if args.name == "stop":
        print_json(content)
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("agent", help="the retrieval agent: ask a question, or run one tool by hand")
    sub = p.add_subparsers(dest="agent_command", metavar="ACTION")
    sub.required = True
    ask = sub.add_parser("ask", help="run the agent loop (at most 5 turns) on a question")
    ask.add_argument("question")
    ask.add_argument("--corpus", help="corpus id (default: the demo corpus hongloumeng)")
    ask.add_argument("--model", help="chat-completions base URL (http://host:port/v1), gemini:MODEL, "
                                     "or scripted (default: the offline planner)")
    ask.add_argument("--session", help="a session name: the conversation (entities, topic, history) carries over")
    ask.add_argument("--max-turns", type=int, default=5, help="1 to 5 (default 5)")
    ask.add_argument("--save", help="also write the trace as JSON to this file")
    ask.add_argument("--json", action="store_true", help="print the whole trace as JSON")
    ask.set_defaults(handler=cmd_ask)
    tool = sub.add_parser("tool", help="call one tool: vector_search, graph_search, track_entity, stop")
    tool.add_argument("name")
    tool.add_argument("--args", help="the arguments as JSON, inline or @file")
    tool.add_argument("--corpus", help="corpus id (default: the demo corpus hongloumeng)")
    tool.add_argument("--json", action="store_true", help="print the result as JSON")
    tool.set_defaults(handler=cmd_tool)
