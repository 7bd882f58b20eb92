"""KG tools latency and import throughput on a generated Freebase-shaped KG (~1M triples, CVTs).

1. Generate the KG (core.kg.generate, 64,000 entities, ~1.0M triples, ~38k CVT nodes) once into
   --data, and import it (`import_rdf`: triples/s, median of --imports runs).
2. Embedded: get_relations p50 (target <= 10 ms) and get_triples with 4 relations, at least one
   leading to CVT nodes (target p50 <= 50 ms). Each call runs in a fresh session, so nothing is
   served from the session's relation cache.
3. The same calls over HTTP to `oxigraph serve-read-only` on the same store (loopback), and the
   HTTP / embedded ratio.

    .venv/bin/python bench/kg_bench.py
    .venv/bin/python bench/kg_bench.py --runs 200 --entities 64000 --data /tmp/knx-kg-bench
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.kg.generate import entity_id, generate_kg  # noqa: E402
from core.kg.importer import import_rdf  # noqa: E402
from core.kg.session import KgSession  # noqa: E402
from core.kg.store import EmbeddedStore, HttpSparqlStore, SparqlStore, kg_dir  # noqa: E402
from core.timing import latency_summary  # noqa: E402
from loopback import free_port  # noqa: E402

QUESTION = "which organization did the person hold a position in, and since when"
KG_ID = "bench-1m"


def pick_calls(store: SparqlStore, entities: int, wanted: int) -> list[tuple[str, list[str]]]:
    """Entities with 4 relations to ask get_triples about, one of them into CVT nodes."""
    calls = []
    for i in range(0, entities, max(1, entities // (wanted * 4))):
        relations = KgSession(store, QUESTION).get_relations(entity=entity_id(i)).stages.final
        cvt = [r for r in relations if r.split(".")[1] == "person" and r.endswith("s")]
        if cvt:
            others = [r for r in relations if r not in cvt[:1]][:3]
            calls.append((entity_id(i), cvt[:1] + others))
        if len(calls) == wanted:
            break
    return calls


def measure(store: SparqlStore, calls: list[tuple[str, list[str]]], runs: int) -> dict[str, dict[str, float]]:
    rel_ms, tri_ms, cvt_seen = [], [], 0
    for _ in range(2):  # warm-up: store pages and caches
        for entity, relations in calls:
            KgSession(store, QUESTION).get_triples(entity=entity, relations=relations)
    for k in range(runs):
        entity, relations = calls[k % len(calls)]
        started = time.perf_counter()
        KgSession(store, QUESTION).get_relations(entity=entity)
        rel_ms.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        result = KgSession(store, QUESTION).get_triples(entity=entity, relations=relations)
        tri_ms.append((time.perf_counter() - started) * 1000)
        cvt_seen += bool(result.cvt_info)
        assert not result.error, result.text
    return {"get_relations": latency_summary(rel_ms), "get_triples_4_relations_with_cvt": latency_summary(tri_ms),
            "calls_with_flattened_cvt": {"share": round(cvt_seen / runs, 3)}}


def main() -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--entities", type=whole_number(1), default=64_000)
    parser.add_argument("--runs", type=whole_number(1), default=100)
    parser.add_argument("--imports", type=whole_number(1), default=3, help="import runs (median reported)")
    parser.add_argument("--data", default=str(Path(tempfile.gettempdir()) / "knx-kg-bench"))
    parser.add_argument("--skip-http", action="store_true")
    args = parser.parse_args()

    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("KNX_HOME", str(data / "home"))
    source = data / f"generated-{args.entities}.nt.gz"
    if not source.exists():
        started = time.perf_counter()
        counts = generate_kg(source, args.entities)
        print(f"generated {counts} in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    report: dict = {"kg": {"source": str(source)}}
    rates, seconds = [], []
    for _ in range(max(1, args.imports)):
        result = import_rdf(source, KG_ID)
        rates.append(result.triples_per_second)
        seconds.append(result.seconds)
    report["kg"]["triples"] = result.triples
    report["import"] = {"median_seconds": round(sorted(seconds)[len(seconds) // 2], 2),
                        "median_triples_per_second": round(sorted(rates)[len(rates) // 2]),
                        "runs": len(rates), "format": "N-Triples, gzip"}

    embedded = EmbeddedStore(KG_ID)
    calls = pick_calls(embedded, args.entities, 25)
    report["calls"] = {"entities": len(calls), "example": calls[0]}
    report["embedded"] = measure(embedded, calls, args.runs)

    binary = Path(sys.executable).parent / "oxigraph"
    if not args.skip_http and (binary.exists() or shutil.which("oxigraph")):
        port = free_port()
        server = subprocess.Popen(
            [str(binary if binary.exists() else shutil.which("oxigraph")), "serve-read-only",
             "--location", str(kg_dir(KG_ID) / "store"), "--bind", f"127.0.0.1:{port}"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            http = HttpSparqlStore(f"http://127.0.0.1:{port}/query", timeout_s=30)
            deadline = time.monotonic() + 60
            while True:
                try:
                    http.select("SELECT * WHERE { ?s ?p ?o } LIMIT 1")
                    break
                except Exception:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.2)
            report["http_oxigraph_server"] = measure(http, calls, args.runs)
            report["http_over_embedded_p50"] = {
                key: round(report["http_oxigraph_server"][key]["p50_ms"] / report["embedded"][key]["p50_ms"], 2)
                for key in ("get_relations", "get_triples_4_relations_with_cvt")}
            http.close()
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=10)
    report["targets"] = {"embedded get_relations p50_ms": 10, "embedded get_triples p50_ms": 50}
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
