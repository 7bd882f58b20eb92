"""Concurrent keyword calls on one knowledge_network_retrieval session, on the demo network.

    python bench/session_concurrency.py                       # 4 processes x 100 calls, 2 threads each, 3 runs
    python bench/session_concurrency.py --processes 8 --calls 50 --threads 4 --runs 5

Each run recalls the schema of "上气道梗阻有哪些症状" into a fresh session of a SQLite session store,
then starts the processes, which share that session: every call is a keyword round on `disease`.
Reports, per run, the rounds kept of the calls made (must be all), whether the round numbers are
exactly 1..N, failed calls, wall time and calls per second; then the medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.backends import embedded_backend  # noqa: E402
from core.retrieval import KnowledgeNetworkRetrieval, SqliteSessionStore  # noqa: E402

KEYWORDS = ["上气道梗阻", "感冒", "肺炎", "哮喘", "糖尿病", "高血压", "气道梗阻", "支气管炎"]
QUESTION = "上气道梗阻有哪些症状"


def worker(sessions: str, session_id: str, calls: int, threads: int) -> None:
    tool = KnowledgeNetworkRetrieval(embedded_backend(), SqliteSessionStore(sessions))
    ok, errors, lock = [0], [], threading.Lock()

    def run(share: int, offset: int) -> None:
        for i in range(share):
            try:
                tool.run({"query": KEYWORDS[(offset + i) % len(KEYWORDS)], "kn_ids": ["medical"],
                          "session_id": session_id, "enable_keyword_context": True, "object_type_id": "disease"})
                with lock:
                    ok[0] += 1
            except Exception as exc:  # counted and reported
                with lock:
                    errors.append(f"{type(exc).__name__}: {exc}")

    pool = [threading.Thread(target=run, args=(calls // threads + (t < calls % threads), t)) for t in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    print(json.dumps({"ok": ok[0], "errors": errors[:5], "failed": len(errors)}, ensure_ascii=False))


def one_run(args: argparse.Namespace, directory: Path, n: int) -> dict:
    sessions = directory / f"sessions-{n}.sqlite"
    store = SqliteSessionStore(sessions)
    KnowledgeNetworkRetrieval(embedded_backend(demo=True), store).run(
        {"query": QUESTION, "kn_ids": ["medical"], "session_id": "shared"})
    started = time.perf_counter()
    procs = [subprocess.Popen([sys.executable, __file__, "--worker", str(sessions), str(args.calls), str(args.threads)],
                              stdout=subprocess.PIPE, text=True, env=os.environ.copy())
             for _ in range(args.processes)]
    results = [json.loads(p.communicate()[0].strip().splitlines()[-1]) for p in procs]
    elapsed = time.perf_counter() - started
    rounds = [r.round for r in store.get("default", "shared").rounds]
    calls = args.processes * args.calls
    return {"calls": calls, "rounds_kept": len(rounds), "lost": calls - len(rounds),
            "rounds_are_1_to_n": sorted(rounds) == list(range(1, calls + 1)),
            "failed": sum(r["failed"] for r in results), "seconds": round(elapsed, 2),
            "calls_per_s": round(calls / elapsed, 1), "errors": [e for r in results for e in r["errors"]][:3]}


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(sys.argv[2], "shared", int(sys.argv[3]), int(sys.argv[4]))
        return
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=whole_number(1), default=4)
    parser.add_argument("--calls", type=whole_number(1), default=100, help="keyword calls per process")
    parser.add_argument("--threads", type=whole_number(1), default=2, help="threads per process")
    parser.add_argument("--runs", type=whole_number(1), default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        runs = [one_run(args, Path(tmp), n) for n in range(args.runs)]
    for r in runs:
        print(json.dumps(r, ensure_ascii=False))
    print(json.dumps({"median_seconds": statistics.median(r["seconds"] for r in runs),
                      "median_calls_per_s": statistics.median(r["calls_per_s"] for r in runs),
                      "lost_rounds_total": sum(r["lost"] for r in runs),
                      "failed_calls_total": sum(r["failed"] for r in runs)}))


if __name__ == "__main__":
    main()
