"""kn_search on a remote deployment: `knx serve` over the demo network, searched through
`KWeaverBackend` one request at a time (`concurrency` 1) and side by side (the default), with the
network's round trip simulated.

    python bench/remote_search.py                         # 30 questions, round trips of 0 and 20 ms
    python bench/remote_search.py --rtt-ms 0,5,50 --questions 60 --json

A search sends ~50 instance queries (three per object type, and the linked records'); one after
the other they cost ~50 round trips. `--rtt-ms` adds that many milliseconds before each request
leaves (an `httpx` transport that waits, then sends over loopback), as a server that far away
would. The two backends are asked each question in turn, after one warm-up question each (the
first search reads the network's names through the API once); wall milliseconds, median and p95
(nearest rank), and how many replies are the same apart from their timings (all of them, or the
side-by-side path is wrong).

The server and this client share the machine: at a round trip of 0 the server's own work, not the
network, is most of a search, so side by side gains least there.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx  # noqa: E402

from core.backends.kweaver import KWeaverBackend  # noqa: E402
from core.home import knx_home, shipped_sets_dir  # noqa: E402
from core.search.service import kn_search  # noqa: E402
from core.timing import percentile  # noqa: E402
from loopback import free_port, stop_process  # noqa: E402
from serve_load import TOKEN, start_server  # noqa: E402

KN = "medical"
QUESTION_SET = "medical_everyday_5.jsonl"


class FarTransport(httpx.HTTPTransport):
    """Loopback HTTP with `rtt_s` of waiting before each request: a server that far away."""

    def __init__(self, rtt_s: float) -> None:
        super().__init__(limits=httpx.Limits(max_connections=20, max_keepalive_connections=20))
        self.rtt_s = rtt_s

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if self.rtt_s:
            time.sleep(self.rtt_s)
        return super().handle_request(request)


def without_timing(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: without_timing(v) for k, v in value.items() if k != "timing" and not k.endswith("_ms")}
    if isinstance(value, list):
        return [without_timing(v) for v in value]
    return value


def measure(url: str, questions: list[str], rtt_ms: float, concurrency: int) -> dict[str, Any]:
    backends = {mode: KWeaverBackend(url, token=TOKEN, concurrency=c, transport=FarTransport(rtt_ms / 1000))
                for mode, c in (("one_by_one", 1), ("side_by_side", concurrency))}
    walls: dict[str, list[float]] = {mode: [] for mode in backends}
    same = 0
    try:
        for backend in backends.values():
            kn_search(backend, {"query": questions[0], "kn_id": KN})
        for question in questions:
            replies = {}
            for mode, backend in backends.items():
                started = time.perf_counter()
                replies[mode] = kn_search(backend, {"query": question, "kn_id": KN}).model_dump(mode="json")
                walls[mode].append((time.perf_counter() - started) * 1000)
            same += without_timing(replies["one_by_one"]) == without_timing(replies["side_by_side"])
    finally:
        for backend in backends.values():
            backend.close()
    out: dict[str, Any] = {"rtt_ms": rtt_ms, "concurrency": concurrency, "questions": len(questions),
                           "identical_replies": same}
    for mode, values in walls.items():
        out[mode] = {"p50_ms": round(statistics.median(values), 1), "p95_ms": round(percentile(values, 95), 1)}
    out["speedup_p50"] = round(out["one_by_one"]["p50_ms"] / out["side_by_side"]["p50_ms"], 2)
    return out


def main() -> None:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=whole_number(1), default=30,
                        help=f"the first N questions of {QUESTION_SET}")
    parser.add_argument("--rtt-ms", default="0,20", help="comma-separated round trips to simulate (ms)")
    parser.add_argument("--concurrency", type=whole_number(1), default=8,
                        help="requests in flight at once, side by side")
    parser.add_argument("--workers", type=whole_number(1), default=2, help="knx serve --workers")
    parser.add_argument("--home", type=Path, default=None,
                        help="the server's KNX_HOME (default: this one, where the demo network is built)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    try:
        rtts = [float(x) for x in args.rtt_ms.split(",") if x.strip()]
    except ValueError:
        raise SystemExit(f"--rtt-ms: {args.rtt_ms!r} is not a list of numbers, e.g. 0,20") from None
    if not rtts or any(not 0 <= r <= 1000 for r in rtts) or not 1 <= args.questions <= 1000 \
            or not 2 <= args.concurrency <= 20:
        raise SystemExit("--rtt-ms: 0 to 1000 each; --questions: 1 to 1000; --concurrency: 2 to 20")
    lines = (shipped_sets_dir() / QUESTION_SET).read_text(encoding="utf-8").splitlines()
    questions = [json.loads(line)["question"] for line in lines if line.strip()][: args.questions]
    home = args.home or knx_home()
    port = free_port()
    # the client's own caches (the names it reads through the API) go to a home of its own
    os.environ["KNX_HOME"] = tempfile.mkdtemp(prefix="knx-remote-client-")
    server = start_server(home, port, args.workers)
    try:
        report = [measure(f"http://127.0.0.1:{port}", questions, rtt, args.concurrency) for rtt in rtts]
    finally:
        stop_process(server, timeout_s=15)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for row in report:
        print(f"round trip {row['rtt_ms']:g} ms, {row['questions']} questions: one by one p50 "
              f"{row['one_by_one']['p50_ms']} / p95 {row['one_by_one']['p95_ms']} ms, side by side "
              f"(concurrency {row['concurrency']}) p50 {row['side_by_side']['p50_ms']} / p95 "
              f"{row['side_by_side']['p95_ms']} ms ({row['speedup_p50']}x); identical replies "
              f"{row['identical_replies']} of {row['questions']}")


if __name__ == "__main__":
    main()
