"""A long-lived process asking new questions: kn_search latency and resident memory, chunk by chunk.

A server (`knx serve`, the explorer) answers question after question it has never seen. What it
keeps per question must stay bounded, or its memory grows with every question and its searches
slow down as its caches grow. This asks `--questions` distinct questions once each in one process
and prints, per `--chunk` questions, the p50 / mean CPU time of a search and the process's resident
memory; the last line gives the growth in KB per question over the second half of the stream
(after the bounded caches filled).

With `--keyword-context`, each question is a session instead: the schema call of the disease
template's question, then a keyword round with the disease's name (knowledge_network_retrieval with
`enable_keyword_context`), sessions kept in a SQLite store in a temporary directory as `knx serve`
keeps them; the figures are per session.

The questions are made from the network itself (each instance name of the demo's larger types in a
few everyday templates: 糖尿病有哪些症状, 哪些药可以治头痛, ...), so the stream is as long as
asked for and holds no question of an evaluation set.

    .venv/bin/python bench/question_stream.py                       # 6,000 questions, ~2 minutes
    .venv/bin/python bench/question_stream.py --questions 20000 --chunk 2000 --json
    .venv/bin/python bench/question_stream.py --keyword-context --questions 3000 --chunk 500
    PYTHONPATH=/tmp/before .venv/bin/python bench/question_stream.py   # another source tree, same stream
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.append(str(Path(__file__).resolve().parents[1]))  # after PYTHONPATH: another tree may be asked

from core.backends.sqlite import SqliteBackend  # noqa: E402
from core.home import knx_home  # noqa: E402
from core.search.service import kn_search  # noqa: E402

TEMPLATES = {
    "disease": ["{}有哪些症状", "{}应该挂哪个科", "得了{}吃什么药好", "{}是什么原因引起的", "{}需要做哪些检查"],
    "symptom": ["老是{}是怎么回事", "{}可能是什么病", "{}挂什么科"],
    "drugs": ["{}能治什么病", "{}有什么副作用", "吃{}要注意什么"],
    "checklist": ["{}查的是什么", "哪些病要做{}"],
}


def shuffled_names(backend: SqliteBackend, kn_id: str, type_id: str, at_least: int | None = None) -> list[str]:
    """A type's instance names in a fixed shuffled order (a mix of them, not the first in rid order): of every
    instance, or of the first pages of 1,000 that hold `at_least` names."""
    rows: list[str] = []
    after = None
    while at_least is None or len(rows) < at_least:
        body = {"limit": 1000, **({"search_after": after} if after else {})}
        result = backend.query_instances(kn_id, type_id, body)
        rows += [str(row["_display"]) for row in result.datas if row.get("_display")]
        after = result.search_after
        if not after or not result.datas:
            break
    random.Random(0).shuffle(rows)
    return rows


def stream_questions(backend: SqliteBackend, kn_id: str, count: int) -> list[str]:
    """`count` distinct questions: the types' names in turn, each in every template of its type."""
    names = {type_id: shuffled_names(backend, kn_id, type_id, count) for type_id in TEMPLATES}
    questions: dict[str, None] = {}
    for i in range(max(map(len, names.values()), default=0)):
        for type_id, templates in TEMPLATES.items():
            if i < len(names[type_id]):
                for template in templates:
                    questions[template.format(names[type_id][i])] = None
        if len(questions) >= count:
            break
    return list(questions)[:count]


def resident_mb() -> float:
    """This process's resident memory now (Linux: /proc/self/statm)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * 4096 / 1e6


def keyword_sessions(backend: SqliteBackend, kn_id: str, count: int, directory: str) -> tuple[list[str], Callable]:
    """`count` distinct disease names (`shuffled_names` of every disease) and a function running one
    keyword-context session for a name."""
    from core.retrieval import KnowledgeNetworkRetrieval
    from core.retrieval.sessions import SqliteSessionStore

    tool = KnowledgeNetworkRetrieval(backend, SqliteSessionStore(Path(directory) / "sessions.sqlite"))
    template = TEMPLATES["disease"][0]
    names = list(dict.fromkeys(shuffled_names(backend, kn_id, "disease")))[:count]

    def session(name: str) -> None:
        tool.run({"query": template.format(name), "kn_ids": [kn_id], "session_id": name})
        tool.run({"query": name, "kn_ids": [kn_id], "session_id": name, "enable_keyword_context": True,
                  "object_type_id": "disease"})

    return names, session


def measure(backend: SqliteBackend, kn_id: str, count: int, chunk_size: int, echo: bool = False,
            keyword_context: bool = False) -> dict:
    """The stream's figures: per chunk the questions (or sessions) asked so far, CPU p50 / mean
    of one and resident memory; the growth in KB per question over the second half of the chunks."""
    with tempfile.TemporaryDirectory() as directory:
        if keyword_context:
            questions, ask = keyword_sessions(backend, kn_id, count, directory)
        else:
            questions = stream_questions(backend, kn_id, count)
            ask = lambda question: kn_search(backend, {"query": question, "kn_id": kn_id})  # noqa: E731
        return _chunks(questions, ask, chunk_size, echo)


def _chunks(questions: list[str], ask: Callable, chunk_size: int, echo: bool) -> dict:
    ask(questions[0])  # the network opened and read
    chunks = []
    for start in range(0, len(questions), chunk_size):
        times = []
        for question in questions[start : start + chunk_size]:
            began = time.thread_time()
            ask(question)
            times.append((time.thread_time() - began) * 1000)
        chunk = {"asked": start + len(times), "cpu_p50_ms": round(statistics.median(times), 2),
                 "cpu_mean_ms": round(statistics.mean(times), 2), "rss_mb": round(resident_mb(), 1)}
        chunks.append(chunk)
        if echo:
            print(f"{chunk['asked']:>7} asked  p50 {chunk['cpu_p50_ms']:6.2f} ms  "
                  f"mean {chunk['cpu_mean_ms']:6.2f} ms  rss {chunk['rss_mb']:7.1f} MB", flush=True)
    half = chunks[len(chunks) // 2 :]
    growth = None
    if len(half) >= 2 and half[-1]["asked"] > half[0]["asked"]:
        growth = round((half[-1]["rss_mb"] - half[0]["rss_mb"]) * 1000 / (half[-1]["asked"] - half[0]["asked"]), 2)
    return {"questions": len(questions), "chunks": chunks, "rss_growth_kb_per_question": growth}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=6000)
    parser.add_argument("--chunk", type=int, default=1000)
    parser.add_argument("--kn", default="medical")
    parser.add_argument("--keyword-context", action="store_true",
                        help="sessions (a schema call, then a keyword round) instead of kn_search questions")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    # checked here rather than by `core.cli.output.whole_number`: `core` may be an older tree's
    for option, value in (("--questions", args.questions), ("--chunk", args.chunk)):
        if value < 1:
            parser.error(f"argument {option}: {value} is out of range; valid: 1 or more")
    summary = measure(SqliteBackend(knx_home() / "networks"), args.kn, args.questions, args.chunk,
                      echo=not args.json, keyword_context=args.keyword_context)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1))
    else:
        print(f"growth over the second half: {summary['rss_growth_kb_per_question']} KB a question")


if __name__ == "__main__":
    main()
