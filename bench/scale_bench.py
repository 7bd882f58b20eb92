"""How the engine grows: generated networks of increasing size (bench/generate_network.py), each
built in a child process (wall time, CPU time, peak RSS, size on disk), then kn_search p50 / p95
and 1-hop subgraphs from the 10 best-connected instances of a type (every relation type of that
type, both directions, as keyword context sends them).

    .venv/bin/python bench/scale_bench.py --sizes 10k,100k,1m
    .venv/bin/python bench/scale_bench.py --sizes 1m --relation-types 10000      # kn_search's case
    .venv/bin/python bench/scale_bench.py --sizes 5m --edges-per-instance 2      # 10M edges

Networks live in $KNX_HOME/bench/scale-<size>-<relation types>r-<edges per instance>e.sqlite and
are reused when present (their build figures are kept beside them in a .build.json).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.engine_bench import parse_size, size_label  # noqa: E402
from bench.run_all import _REPORTER  # noqa: E402
from core.home import knx_home  # noqa: E402

QUESTIONS = ["慢性肺炎常见引起哪些症状", "哪些药品可以治疗急性胃炎", "心血管疾病需要做什么影像检查",
             "肝肾综合征推荐的疗法", "儿科常用药品的不良反应"]


def build(path: Path, instances: int, relation_types: int, edges_per_instance: float) -> dict[str, Any]:
    sidecar = path.with_suffix(".build.json")
    if path.exists() and sidecar.exists():
        return json.loads(sidecar.read_text())
    script = Path(__file__).resolve().parent / "generate_network.py"
    started = time.process_time()
    out = subprocess.run(
        [sys.executable, "-c", _REPORTER, sys.executable, str(script), str(path), "--instances", str(instances),
         "--relation-types", str(relation_types), "--edges-per-instance", str(edges_per_instance)],
        capture_output=True, text=True, check=True,
    )
    seconds, rss, status = json.loads(out.stdout)
    if status != 0:
        raise SystemExit(f"building {path} failed with status {status}")
    figures = {"build_seconds": round(seconds, 1), "build_rss_mb": round(rss, 1),
               "size_mb": round(path.stat().st_size / 1e6, 1), "reporter_cpu_s": round(time.process_time() - started, 2)}
    sidecar.write_text(json.dumps(figures))
    return figures


def hub_query(backend: Any, kn_id: str) -> dict[str, Any]:
    """1-hop over every relation type of the first object type, both directions, from its 10
    instances with the most edges."""
    from core.retrieval.keyword_context import hops_for, identity_condition, neighbour_query

    network = backend.get_network(kn_id)
    nf = backend.open(kn_id)
    ot = network.object_types[0]
    rels = [r for r in network.relation_types if ot.id in (r.source_object_type_id, r.target_object_type_id)]
    rts = json.dumps([nf.relation_index[r.id] for r in rels])
    layout = nf.layout[ot.id]
    hub_rids = [rid for rid, _ in nf.execute(
        f"SELECT rid, (SELECT COUNT(*) FROM edges e WHERE e.rt IN (SELECT value FROM json_each(?)) AND e.src = o.rid)"
        f" + (SELECT COUNT(*) FROM edges e WHERE e.rt IN (SELECT value FROM json_each(?)) AND e.dst = o.rid) AS n "
        f"FROM {layout.table} o ORDER BY n DESC LIMIT 10", [rts, rts])]
    hubs = [r["_instance_identity"] for r in nf.fetch_rows(ot, hub_rids)]
    query, _ = neighbour_query(ot, hops_for(ot.id, rels), identity_condition(ot, hubs), len(hubs))
    return {"body": query.model_dump(exclude_none=True), "paths": len(query.relation_type_paths)}


def measure(backend: Any, kn_id: str, runs: int) -> dict[str, Any]:
    from core.search.service import kn_search

    def timed(fn) -> dict[str, float]:
        fn()
        samples = []
        for i in range(runs):
            started = time.perf_counter()
            fn(i)
            samples.append((time.perf_counter() - started) * 1000)
        from core.timing import latency_summary

        return latency_summary(samples)

    search = timed(lambda i=0: kn_search(backend, {"query": QUESTIONS[i % len(QUESTIONS)], "kn_id": kn_id}))
    hub = hub_query(backend, kn_id)
    one_hop = timed(lambda i=0: backend.query_subgraph(kn_id, hub["body"]))
    return {"kn_search": search, "one_hop_10_hubs": {**one_hop, "paths": hub["paths"]}}


def run(sizes: list[str], relation_types: int = 10, edges_per_instance: float = 2.0, runs: int = 20) -> dict[str, Any]:
    from core.backends.sqlite import SqliteBackend

    directory = knx_home() / "bench"
    directory.mkdir(parents=True, exist_ok=True)
    out = {}
    for size in sizes:
        n = parse_size(size)
        kn_id = f"scale-{size_label(n)}-{relation_types}r-{edges_per_instance:g}e".replace(".", "_")
        path = directory / f"{kn_id}.sqlite"
        figures = build(path, n, relation_types, edges_per_instance)
        backend = SqliteBackend(directory)
        summary = next(s for s in backend.list_networks() if s.id == kn_id)
        figures.update(instances=summary.instance_count, edges=summary.edge_count,
                       relation_types=summary.relation_type_count, **measure(backend, kn_id, runs))
        out[kn_id] = figures
        print(json.dumps({kn_id: figures}, ensure_ascii=False), file=sys.stderr, flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10k,100k")
    parser.add_argument("--relation-types", type=whole_number(1), default=10)
    parser.add_argument("--edges-per-instance", type=float, default=2.0)
    parser.add_argument("--runs", type=whole_number(1), default=20)
    args = parser.parse_args(argv)
    result = run([s for s in args.sizes.split(",") if s.strip()], args.relation_types, args.edges_per_instance,
                 args.runs)
    rows = []
    for kn_id, f in result.items():
        rows.append((kn_id, f"{f['instances']:,}", f"{f['edges']:,}", f["build_seconds"], f["build_rss_mb"],
                     f["size_mb"], f["kn_search"]["p50_ms"], f["one_hop_10_hubs"]["p50_ms"],
                     f["one_hop_10_hubs"]["paths"]))
    from core.cli.output import print_table

    print_table("growth (build: wall s, peak RSS MB, file MB; queries: p50 ms)",
                ["network", "instances", "edges", "build s", "build RSS", "file MB", "kn_search", "1-hop 10 hubs",
                 "paths"], rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
