"""Load on `knx serve` over loopback: concurrent clients, mixed calls, and the HTTP cost per call.

    python bench/serve_load.py                                  # 50 clients, 60 s, --workers 2, demo network
    python bench/serve_load.py --clients 20 --duration 15 --json

1. Load: starts `knx serve --workers N` (own KNX_HOME, loopback, a token) over the demo network and
   runs `--clients` concurrent clients for `--duration` seconds (at most `--max-requests` in all).
   Each client does, in rotation, kn_search, an ontology-query instance query, and
   knowledge_network_retrieval's keyword context in its own session (schema recalled once per
   client first). Reports requests/s, p50 / p99 per kind and overall, and errors (target 0).
2. Overhead: one client, sequential calls; the median of the same call over HTTP and in process
   (the embedded backend in this process), and their difference per call kind.

Latencies in milliseconds (p50 = median, p99 nearest-rank, `core.timing`). The server and the client
share the machine, so requests/s is a lower bound of what the server alone would do.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx  # noqa: E402

from core.timing import percentile  # noqa: E402
from loopback import free_port, stop_process  # noqa: E402

KN = "medical"
QUESTION = "上气道梗阻有哪些症状"
TOKEN = "bench-token"
HEADERS = {"Authorization": f"Bearer {TOKEN}"}
KN_SEARCH = "/api/agent-retrieval/v1/kn/kn_search"
RETRIEVAL = "/api/agent-retrieval/v1/kn/knowledge_network_retrieval"
INSTANCES = f"/api/ontology-query/v1/knowledge-networks/{KN}/object-types/disease"
QUESTIONS = ["上气道梗阻有哪些症状", "糖尿病的并发症", "感冒吃什么药", "高血压应该挂哪个科", "肺炎的检查项目"]
KEYWORDS = ["上气道梗阻", "糖尿病", "感冒", "高血压", "肺炎"]


def calls(i: int) -> dict[str, tuple[str, dict[str, Any], dict[str, str]]]:
    """The three kinds of call, varied by `i` (path, body, extra headers)."""
    return {
        "kn_search": (KN_SEARCH, {"query": QUESTIONS[i % len(QUESTIONS)], "kn_id": KN}, {}),
        "instances": (INSTANCES, {"condition": {"operation": "match", "field": "disease_name",
                                                "value": KEYWORDS[i % len(KEYWORDS)]}, "limit": 10, "need_total": True},
                      {"X-HTTP-Method-Override": "GET"}),
        "keyword_context": (RETRIEVAL, {"query": KEYWORDS[0], "kn_ids": [KN], "session_id": f"bench-{i}",
                                        "enable_keyword_context": True, "object_type_id": "disease"}, {}),
    }


def start_server(home: Path, port: int, workers: int) -> subprocess.Popen:
    knx = str(Path(sys.executable).with_name("knx"))
    env = {**os.environ, "KNX_HOME": str(home), "KNX_SERVE_TOKEN": TOKEN}
    process = subprocess.Popen([knx, "serve", "--port", str(port), "--workers", str(workers)],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300  # the first run builds the demo network
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"knx serve exited with {process.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200:
                return process
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    stop_process(process)
    raise SystemExit("knx serve did not become ready")


async def load(url: str, clients: int, duration: float, max_requests: int) -> dict[str, Any]:
    latencies: dict[str, list[float]] = {"kn_search": [], "instances": [], "keyword_context": []}
    errors: dict[str, int] = {}
    sent = 0
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=url, headers=HEADERS, timeout=60, limits=limits) as http:
        # every client's session gets its schema first (not timed)
        await asyncio.gather(*(http.post(RETRIEVAL, json={"query": QUESTION, "kn_ids": [KN], "session_id": f"bench-{c}"})
                               for c in range(clients)))
        deadline = time.monotonic() + duration

        async def client(c: int) -> None:
            nonlocal sent
            n = 0
            while time.monotonic() < deadline and sent < max_requests:
                kind = ("kn_search", "instances", "keyword_context")[n % 3]
                path, body, extra = calls(c if kind == "keyword_context" else c + n)[kind]
                sent += 1
                n += 1
                started = time.perf_counter()
                try:
                    response = await http.post(path, json=body, headers=extra)
                    ok = response.status_code == 200
                    if not ok:
                        errors[f"{kind} HTTP {response.status_code}"] = errors.get(f"{kind} HTTP {response.status_code}", 0) + 1
                except httpx.HTTPError as exc:
                    ok = False
                    errors[f"{kind} {type(exc).__name__}"] = errors.get(f"{kind} {type(exc).__name__}", 0) + 1
                if ok:
                    latencies[kind].append((time.perf_counter() - started) * 1000)

        started = time.monotonic()
        await asyncio.gather(*(client(c) for c in range(clients)))
        elapsed = time.monotonic() - started
    everything = [x for values in latencies.values() for x in values]
    summary = {kind: _summary(values) for kind, values in latencies.items() if values}
    return {
        "clients": clients, "duration_s": round(elapsed, 1), "requests": sent,
        "ok": len(everything), "errors": sum(errors.values()), "error_kinds": errors,
        "requests_per_s": round(len(everything) / elapsed, 1),
        "all": _summary(everything), **summary,
    }


def _summary(values: list[float]) -> dict[str, float]:
    return {"n": len(values), "p50_ms": round(statistics.median(values), 2), "p99_ms": round(percentile(values, 99), 2)}


def overhead(url: str, home: Path, runs: int) -> dict[str, Any]:
    """Median per call kind over HTTP (one client, sequential) and in process, and the difference."""
    os.environ["KNX_HOME"] = str(home)
    from core.backends import embedded_backend
    from core.retrieval import KnowledgeNetworkRetrieval, SqliteSessionStore
    from core.search.service import kn_search

    backend = embedded_backend()
    tool = KnowledgeNetworkRetrieval(backend, SqliteSessionStore(home / "bench-local-sessions.sqlite"))
    tool.run({"query": QUESTION, "kn_ids": [KN], "session_id": "bench-0"})
    local = {
        "kn_search": lambda body: kn_search(backend, body).to_wire(),
        "instances": lambda body: backend.query_instances(KN, "disease", body).model_dump(),
        "keyword_context": lambda body: tool.run(body).to_wire(),
    }
    out: dict[str, Any] = {}
    with httpx.Client(base_url=url, headers=HEADERS, timeout=60) as http:
        http.post(RETRIEVAL, json={"query": QUESTION, "kn_ids": [KN], "session_id": "bench-0"})
        for kind in local:
            path, body, extra = calls(0)[kind]
            http_ms, local_ms = [], []
            for _ in range(runs):
                started = time.perf_counter()
                response = http.post(path, json=body, headers=extra)
                http_ms.append((time.perf_counter() - started) * 1000)
                response.raise_for_status()
                started = time.perf_counter()
                local[kind](body)
                local_ms.append((time.perf_counter() - started) * 1000)
            h, l = statistics.median(http_ms), statistics.median(local_ms)
            out[kind] = {"http_p50_ms": round(h, 2), "in_process_p50_ms": round(l, 2), "overhead_ms": round(h - l, 2)}
    return out


def main() -> None:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=whole_number(1), default=50)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load (at most 600)")
    parser.add_argument("--max-requests", type=whole_number(1), default=200_000)
    parser.add_argument("--workers", type=whole_number(1), default=2)
    parser.add_argument("--overhead-runs", type=whole_number(1), default=30)
    parser.add_argument("--home", type=Path, default=None, help="KNX_HOME (default: a temporary one; "
                        "reuse one to skip building the demo network)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not 1 <= args.clients <= 500 or not 1 <= args.duration <= 600:
        raise SystemExit("--clients 1-500 and --duration 1-600")
    home_dir = args.home or Path(tempfile.mkdtemp(prefix="knx-serve-load-"))
    home_dir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(home_dir, port, args.workers)
    try:
        report = {"workers": args.workers,
                  "load": asyncio.run(load(url, args.clients, args.duration, args.max_requests)),
                  "overhead": overhead(url, home_dir, args.overhead_runs)}
    finally:
        stop_process(server, timeout_s=15)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return
    result = report["load"]
    print(f"load: {result['clients']} clients, {result['duration_s']} s, --workers {args.workers}: "
          f"{result['requests_per_s']} req/s, {result['ok']} ok, {result['errors']} errors {result['error_kinds'] or ''}")
    for kind in ("all", "kn_search", "instances", "keyword_context"):
        if kind in result:
            r = result[kind]
            print(f"  {kind:16} n={r['n']:6}  p50 {r['p50_ms']:8.2f} ms  p99 {r['p99_ms']:8.2f} ms")
    print("overhead per call (one client, sequential, medians):")
    for kind, r in report["overhead"].items():
        print(f"  {kind:16} http {r['http_p50_ms']:7.2f} ms  in-process {r['in_process_p50_ms']:7.2f} ms  "
              f"overhead {r['overhead_ms']:6.2f} ms")


if __name__ == "__main__":
    main()
