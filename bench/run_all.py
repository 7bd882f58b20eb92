"""Every speed figure of the project in one JSON (what `make bench` runs), so a later change can be
compared with `bench/compare.py` ratio by ratio.

    .venv/bin/python bench/run_all.py                   # demo-network figures, ~2-3 minutes
    .venv/bin/python bench/run_all.py --quick           # fewer rounds, no import, no explorer
    .venv/bin/python bench/run_all.py --scale 1m        # plus a generated 1M-instance network
    .venv/bin/python bench/compare.py bench/results/A.json bench/results/B.json

Sections:
- `machine`: load averages before and after, CPUs, versions, and `calibration_ms`: a fixed
  pure-Python loop timed the same way as everything else. On a shared machine it moves with the
  load, so compare.py can show ratios both raw and divided by the calibration ratio.
- `floor`, `floor_cpu`: the public API against a replay of its own SQL (bench/sql_floor.py), in
  wall time and in this process's CPU time (steadier when the machine is shared).
- `floor_in_call`: for `==`, 1-hop from one disease and keyword context, their statements' time
  inside the call against replayed, summed, and the call's CPU time with its statements and with
  every statement answered from memory (`sql_floor.py --statements`).
- `search`: kn_search p50 / p95 on the demo network (bench/search_latency.py).
- `engine`: bench/engine_bench.py's query set on the demo network.
- `knn`: exact scan latency and the recall@10 of the vector search against an exact float64
  reference (bench/knn_bench.py).
- `cold`: fresh processes: `knx --help`, `knx search` (wall time and peak RSS), medians of runs.
- `import`: `knx import medical` into an empty data directory (wall time, peak RSS), then the first
  `knx search` in that directory.
- `explorer`: bench/ui_rerun_bench.py's JSON, when Streamlit is installed.
- `long_question`: kn_search on a pasted text of ~1,000 and 4,000 characters, first sight and
  repeated (bench/long_question.py).
- `stream`: a fresh process asking new questions one after another (bench/question_stream.py):
  kn_search CPU p50 and resident memory per chunk, and the memory growth per question.
- `scale`: generated networks (bench/scale_bench.py), only with --scale.

No figure here is asserted; the tests never time anything.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ROOT = Path(__file__).resolve().parents[1]
RESULTS_DIR = ROOT / "bench" / "results"
KNX = Path(sys.executable).with_name("knx")


def calibration_ms(rounds: int = 7) -> float:
    """Median time of a fixed pure-Python workload (dict and list work like the engine's)."""
    samples = []
    for _ in range(rounds):
        started = time.perf_counter()
        table: dict[int, int] = {}
        for i in range(200_000):
            table[i % 5003] = table.get(i % 5003, 0) + i
        sorted(table.items(), key=lambda kv: -kv[1])
        samples.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(samples), 3)


def machine() -> dict[str, Any]:
    return {
        "load_avg": list(os.getloadavg()),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "platform": platform.platform(),
        "calibration_ms": calibration_ms(),
    }


# Started from a fresh interpreter, not from this process: a child forked from a large process
# reports that process's resident memory as its own peak (Linux carries the high-water mark of
# the memory it had before exec), so the reporter forks the measured command from a small one.
_REPORTER = """
import json, os, subprocess, sys, time
started = time.perf_counter()
proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, usage = os.wait4(proc.pid, 0)
print(json.dumps([time.perf_counter() - started, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)]))
"""


def run_child(args: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """Wall seconds, peak RSS in MB and exit status of one child process."""
    out = subprocess.run([sys.executable, "-c", _REPORTER, *args], env=env, capture_output=True, text=True,
                         check=True)
    seconds, rss, status = json.loads(out.stdout)
    return seconds, rss, status


def cold(home: Path, runs: int) -> dict[str, Any]:
    env = {**os.environ, "KNX_HOME": str(home)}
    cases = {
        "knx --help": [str(KNX), "--help"],
        "knx search": [str(KNX), "search", "糖尿病的并发症", "--kn", "medical"],
    }
    out: dict[str, Any] = {}
    for name, args in cases.items():
        run_child(args, env)  # first run: OS page cache, the tokenizer table written if missing
        samples = [run_child(args, env) for _ in range(runs)]
        out[name] = {
            "seconds_p50": round(statistics.median(s[0] for s in samples), 3),
            "rss_mb_p50": round(statistics.median(s[1] for s in samples), 1),
            "exit": samples[-1][2],
            "runs": runs,
        }
    return out


def import_medical() -> dict[str, Any]:
    """`knx import medical` into an empty data directory, then the first `knx search` there: what a
    new user waits for before a first answer (the import prepares what that search reads)."""
    with tempfile.TemporaryDirectory(prefix="knx-bench-import-") as home:
        env = {**os.environ, "KNX_HOME": home}
        seconds, rss, status = run_child([str(KNX), "import", "medical"], env)
        size = sum(p.stat().st_size for p in (Path(home) / "networks").glob("*.sqlite"))
        first, first_rss, first_status = run_child([str(KNX), "search", "糖尿病的并发症", "--kn", "medical"], env)
    return {"seconds": round(seconds, 2), "rss_mb": round(rss, 1), "exit": status, "size_mb": round(size / 1e6, 1),
            "first_search_seconds": round(first, 2), "first_search_rss_mb": round(first_rss, 1),
            "first_search_exit": first_status}


def explorer(runs: int) -> dict[str, Any] | None:
    try:
        import streamlit  # noqa: F401
    except ImportError:
        return None
    result = subprocess.run([sys.executable, str(ROOT / "bench" / "ui_rerun_bench.py"), "--runs", str(runs)],
                            capture_output=True, text=True)
    path = RESULTS_DIR / "ui_rerun_bench.json"
    if result.returncode != 0 or not path.exists():
        return {"error": (result.stderr or result.stdout).strip().splitlines()[-1:]}
    return json.loads(path.read_text(encoding="utf-8"))


def question_stream(questions: int) -> dict[str, Any]:
    """bench/question_stream.py in a process of its own (this one's memory holds every other
    benchmark's caches)."""
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "question_stream.py"), "--questions", str(questions),
                          "--chunk", str(max(1, questions // 5)), "--json"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def engine_queries(backend: Any, runs: int) -> dict[str, Any]:
    """bench/engine_bench.py's query set on the demo network (median and p95 per query)."""
    from bench import engine_bench

    specs = engine_bench.query_set(backend, "medical", "disease", "disease_name", "上气道梗阻", "喘", "梗阻",
                                   "has_symptom", "symptom")
    return {t.query: {"median_ms": t.median_ms, "p95_ms": t.p95_ms, "rows": t.rows}
            for t in engine_bench.run_queries("medical", specs, runs, 3, with_targets=False)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds; skip import and explorer")
    parser.add_argument("--scale", default="", help="generated network sizes, e.g. 100k,1m (default: none)")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default bench/results/bench-<time>.json)")
    args = parser.parse_args(argv)

    from bench import knn_bench, search_latency, sql_floor
    from core.backends import embedded_backend
    from core.home import knx_home

    quick = args.quick
    started = time.time()
    backend = embedded_backend()
    report: dict[str, Any] = {"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "machine": machine()}
    print("floor ...", file=sys.stderr, flush=True)
    report["floor"] = {r["operation"]: r for r in sql_floor.measure(backend, 3 if quick else 6, 10 if quick else 30)}
    report["floor_cpu"] = {r["operation"]: r for r in sql_floor.measure(backend, 3 if quick else 6, 10 if quick else 30,
                                                                         clock="cpu")}
    report["floor_in_call"] = {
        name: dict(sql_floor.statements_summary(sql_floor.statement_times(backend, name, 3 if quick else 7,
                                                                          20 if quick else 100)),
                   python_alone=sql_floor.call_without_sql(backend, name, 3 if quick else 7, 20 if quick else 100))
        for name in ("==", "1-hop, 1 disease", sql_floor.KEYWORD_CONTEXT)
    }
    print("kn_search ...", file=sys.stderr, flush=True)
    report["search"] = {
        mode: search_latency.measure(backend, "medical", search_latency.MEDICAL_QUESTIONS, 10 if quick else 30,
                                     mode == "only_schema")
        for mode in ("full", "only_schema")
    }
    print("engine query set ...", file=sys.stderr, flush=True)
    report["engine"] = engine_queries(backend, 10 if quick else 30)
    print("knn ...", file=sys.stderr, flush=True)
    report["knn"] = knn_bench.measure(backend, "medical", runs=10 if quick else 30)
    print("long questions ...", file=sys.stderr, flush=True)
    from bench import long_question

    report["long_question"] = {f"{n}_chars": long_question.measure(backend, long_question.pasted_text(n, 1),
                                                                   1 if quick else 3)
                               for n in (1000, 4000)}
    print("question stream ...", file=sys.stderr, flush=True)
    report["stream"] = question_stream(1000 if quick else 5000)
    print("cold processes ...", file=sys.stderr, flush=True)
    report["cold"] = cold(knx_home(), 3 if quick else 5)
    if not quick:
        print("import medical ...", file=sys.stderr, flush=True)
        report["import"] = import_medical()
        print("explorer ...", file=sys.stderr, flush=True)
        report["explorer"] = explorer(10)
    if args.scale:
        from bench import scale_bench

        report["scale"] = scale_bench.run([s for s in args.scale.split(",") if s.strip()])
    report["machine"]["load_avg_after"] = list(os.getloadavg())
    report["seconds"] = round(time.time() - started, 1)

    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    out = args.out or RESULTS_DIR / f"bench-{time.strftime('%Y%m%d-%H%M%S')}.json"
    out.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")
    from bench.compare import flatten

    for key, value in flatten(report).items():
        print(f"{key:<70} {value}")
    print(f"results: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
