"""Latency of the embedded engine: import time and size, then one query set timed over repeated runs
(median and p95) on the demo network `medical` and on generated networks of growing size.

    .venv/bin/python bench/engine_bench.py                      # medical + a 10k generated network
    .venv/bin/python bench/engine_bench.py --sizes 10k,100k,1m  # how cost grows

Queries go through the public backend interface (validation included), as every caller sees them.
Networks are built under $KNX_HOME/bench (or --dir); `medical` is rebuilt every run because its
import time is one of the figures, generated networks are reused when their parameters match.
Results are also written as JSON to bench/results/.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import sqlite3
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.generate_network import build_generated_network  # noqa: E402
from core.backends.sqlite import SqliteBackend  # noqa: E402
from core.cli.output import progress_printer  # noqa: E402
from core.home import knx_home  # noqa: E402
from core.models.network import ObjectType  # noqa: E402
from core.timing import percentile  # noqa: E402

RESULTS_DIR = Path(__file__).resolve().parent / "results"
LIMIT = 10

# Targets on the demo network, in milliseconds (import in seconds).
TARGETS_MS = {
    "==": 1.0,
    "contain 1 char": 10.0,
    "contain 2 chars": 10.0,
    "contain 5 chars": 10.0,
    "match": 10.0,
    "knn": 10.0,
    "1-hop path": 5.0,
}
IMPORT_TARGET_S = 60.0


@dataclass
class Timing:
    network: str
    query: str
    detail: str
    median_ms: float
    p95_ms: float
    runs: int
    rows: int
    target_ms: float | None = None

    @property
    def verdict(self) -> str:
        if self.target_ms is None:
            return ""
        return "ok" if self.median_ms <= self.target_ms else "MISSED"


@dataclass
class NetworkResult:
    network: str
    instances: int
    edges: int
    import_seconds: float | None
    size_mb: float
    timings: list[Timing] = field(default_factory=list)


@dataclass
class QuerySpec:
    name: str
    detail: str
    run: Callable[[], int]  # returns the number of rows/paths, so a broken query is visible


def parse_size(text: str) -> int:
    text = text.strip().lower().replace("_", "")
    factor = {"k": 1_000, "m": 1_000_000}.get(text[-1:], 1)
    number = text[:-1] if text[-1:] in "km" else text
    return int(float(number) * factor)


def size_label(n: int) -> str:
    return f"{n // 1_000_000}m" if n % 1_000_000 == 0 else f"{n // 1_000}k" if n % 1_000 == 0 else str(n)


def time_query(spec: QuerySpec, runs: int, warmup: int) -> tuple[list[float], int]:
    rows = 0
    for _ in range(warmup):
        rows = spec.run()
    samples = []
    gc.disable()  # a collection in the middle of one run is noise, not engine cost
    try:
        for _ in range(runs):
            started = time.perf_counter()
            spec.run()
            samples.append((time.perf_counter() - started) * 1000)
    finally:
        gc.enable()
    return samples, rows


# -- the query set ------------------------------------------------------------------------------
def or_over_all_properties(object_type: ObjectType, text: str) -> dict[str, Any]:
    """What a keyword search does: `contain` on every property that allows it, else `==` on text
    properties (ids); properties that take neither for a text value are left out."""
    subs = []
    for prop in object_type.data_properties:
        if "contain" in prop.operations:
            subs.append({"operation": "contain", "field": prop.name, "value": text})
        elif "==" in prop.operations and prop.family == "text":
            subs.append({"operation": "==", "field": prop.name, "value": text})
    return {"operation": "or", "sub_conditions": subs}


def query_set(
    backend: SqliteBackend, kn_id: str, ot_id: str, name_field: str, name: str,
    one_char: str, two_chars: str, relation_id: str, target_ot: str,
) -> list[QuerySpec]:
    object_type = backend.get_network(kn_id).object_type(ot_id)

    def instances(condition: dict[str, Any]) -> Callable[[], int]:
        body = {"condition": condition, "limit": LIMIT}
        return lambda: len(backend.query_instances(kn_id, ot_id, body).datas)

    def leaf(op: str, value: str, **extra: Any) -> dict[str, Any]:
        return {"operation": op, "field": name_field, "value": value, **extra}

    five = name[:5]
    any_prop = or_over_all_properties(object_type, name)
    path = {"relation_type_paths": [{
        "object_types": [{"id": ot_id, "condition": leaf("==", name), "limit": 1},
                         {"id": target_ot, "limit": LIMIT}],
        "relation_types": [{"relation_type_id": relation_id, "source_object_type_id": ot_id,
                            "target_object_type_id": target_ot}],
        "limit": 100,
    }]}

    def one_hop() -> int:
        return len(backend.query_subgraph(kn_id, path).entries[0].relation_paths)

    return [
        QuerySpec("==", f"{name_field} == {name}", instances(leaf("==", name))),
        QuerySpec("contain 1 char", f"{name_field} contain {one_char}", instances(leaf("contain", one_char))),
        QuerySpec("contain 2 chars", f"{name_field} contain {two_chars}", instances(leaf("contain", two_chars))),
        QuerySpec("contain 5 chars", f"{name_field} contain {five}", instances(leaf("contain", five))),
        QuerySpec("match", f"{name_field} match {name}", instances(leaf("match", name))),
        QuerySpec("knn", f"{name_field} knn {name} (k=10)", instances(leaf("knn", name, limit_key="k", limit_value=LIMIT))),
        QuerySpec(f"or over {len(any_prop['sub_conditions'])} properties", f"contain/== {name}", instances(any_prop)),
        QuerySpec("1-hop path", f"{name} -{relation_id}-> {target_ot}", one_hop),
    ]


def run_queries(network: str, specs: list[QuerySpec], runs: int, warmup: int, with_targets: bool) -> list[Timing]:
    out = []
    for spec in specs:
        samples, rows = time_query(spec, runs, warmup)
        out.append(Timing(
            network=network, query=spec.name, detail=spec.detail,
            median_ms=round(statistics.median(samples), 3), p95_ms=round(percentile(samples, 95), 3),
            runs=runs, rows=rows, target_ms=TARGETS_MS.get(spec.name) if with_targets else None,
        ))
    return out


# -- networks -----------------------------------------------------------------------------------
def _progress(label: str) -> Callable[[str, float], None]:
    return progress_printer(label)


def bench_medical(directory: Path, runs: int, warmup: int, reuse: bool) -> NetworkResult:
    from core.importers import ensure_medical

    started = time.perf_counter()
    result = ensure_medical(directory, progress=_progress("medical"), force=not reuse)
    seconds = result.report.seconds if result.report else None
    if result.report is None and not reuse:
        seconds = time.perf_counter() - started
    backend = SqliteBackend(directory)
    summary = next(n for n in backend.list_networks() if n.id == "medical")
    out = NetworkResult(
        network="medical", instances=summary.instance_count or 0, edges=summary.edge_count or 0,
        import_seconds=round(seconds, 2) if seconds is not None else None,
        size_mb=round(result.path.stat().st_size / 1e6, 1),
    )
    specs = query_set(backend, "medical", "disease", "disease_name", "上气道梗阻", "喘", "梗阻",
                      "has_symptom", "symptom")
    out.timings = run_queries("medical", specs, runs, warmup, with_targets=True)
    return out


def bench_generated(directory: Path, instances: int, runs: int, warmup: int, rebuild: bool) -> NetworkResult:
    kn_id = f"gen-{size_label(instances)}"
    path = directory / f"{kn_id}.sqlite"
    sidecar = directory / f"{kn_id}.build.json"
    params = {"instances": instances, "relation_types": 10, "seed": 0}
    recorded = json.loads(sidecar.read_text()) if sidecar.exists() else {}
    if rebuild or not path.exists() or recorded.get("params") != params:
        report = build_generated_network(path, progress=_progress(kn_id), **params)
        recorded = {"params": params, "seconds": round(report.seconds, 2)}
        sidecar.write_text(json.dumps(recorded))
    backend = SqliteBackend(directory)
    summary = next(n for n in backend.list_networks() if n.id == kn_id)
    out = NetworkResult(
        network=kn_id, instances=summary.instance_count or 0, edges=summary.edge_count or 0,
        import_seconds=recorded.get("seconds"), size_mb=round(path.stat().st_size / 1e6, 1),
    )
    network = backend.get_network(kn_id)
    ot = network.object_types[0]
    relation = next(r for r in network.relation_types if r.source_object_type_id == ot.id)
    # A name of five or more characters with neighbours, like 上气道梗阻 on the demo network.
    entry = backend.query_subgraph(kn_id, {"relation_type_paths": [{
        "object_types": [{"id": ot.id, "condition": {"operation": "like", "field": "name", "value": "_____%"},
                          "limit": 100}, {"id": relation.target_object_type_id, "limit": 1}],
        "relation_types": [{"relation_type_id": relation.id, "source_object_type_id": ot.id,
                            "target_object_type_id": relation.target_object_type_id}],
        "limit": 1,
    }]}).entries[0]
    name = entry.objects[entry.relation_paths[0].relations[0].source_object_id].properties["name"]
    specs = query_set(backend, kn_id, ot.id, "name", name, name[0], name[:2], relation.id,
                      relation.target_object_type_id)
    out.timings = run_queries(kn_id, specs, runs, warmup, with_targets=False)
    return out


# -- output -------------------------------------------------------------------------------------
def print_report(results: list[NetworkResult], runs: int, warmup: int) -> None:
    print(f"\nkn-explorer engine benchmark - {runs} runs after {warmup} warm-up, limit {LIMIT}, "
          f"SQLite {sqlite3.sqlite_version}, Python {platform.python_version()}, {os.cpu_count()} CPUs\n")
    header = f"{'network':<10} {'query':<24} {'median ms':>10} {'p95 ms':>9} {'target':>8} {'':>7} {'rows':>5}  detail"
    print(header)
    print("-" * len(header))
    for res in results:
        imported = f"{res.import_seconds:.1f} s" if res.import_seconds is not None else "reused"
        verdict = ""
        if res.network == "medical" and res.import_seconds is not None:
            verdict = "ok" if res.import_seconds <= IMPORT_TARGET_S else "MISSED"
        target = f"{IMPORT_TARGET_S:.0f} s" if res.network == "medical" else ""
        print(f"{res.network:<10} {'import':<24} {imported:>10} {'':>9} {target:>8} {verdict:>7} {'':>5}  "
              f"{res.instances:,} instances, {res.edges:,} edges, {res.size_mb:,.1f} MB")
        for t in res.timings:
            target = f"{t.target_ms:g} ms" if t.target_ms is not None else ""
            print(f"{res.network:<10} {t.query:<24} {t.median_ms:>10.3f} {t.p95_ms:>9.3f} {target:>8} "
                  f"{t.verdict:>7} {t.rows:>5}  {t.detail}")
        print()


def write_json(results: list[NetworkResult], args: argparse.Namespace) -> Path:
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = RESULTS_DIR / f"engine-{stamp}.json"
    payload = {
        "when": stamp, "runs": args.runs, "warmup": args.warmup, "limit": LIMIT,
        "sqlite": sqlite3.sqlite_version, "python": platform.python_version(), "cpus": os.cpu_count(),
        "targets_ms": TARGETS_MS, "import_target_s": IMPORT_TARGET_S,
        "networks": [
            {**{k: v for k, v in asdict(r).items() if k != "timings"},
             "timings": [{**asdict(t), "verdict": t.verdict} for t in r.timings]}
            for r in results
        ],
    }
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=whole_number(1), default=50, help="timed runs per query (default 50)")
    parser.add_argument("--warmup", type=whole_number(0), default=5, help="untimed runs first (default 5)")
    parser.add_argument("--sizes", default="10k",
                        help="generated network sizes, comma separated, e.g. 10k,100k,1m ('' for none)")
    parser.add_argument("--dir", type=Path, default=None, help="where bench networks live (default $KNX_HOME/bench)")
    parser.add_argument("--skip-medical", action="store_true", help="only the generated networks")
    parser.add_argument("--reuse-medical", action="store_true", help="do not rebuild medical (no import time)")
    parser.add_argument("--rebuild", action="store_true", help="rebuild generated networks even when present")
    args = parser.parse_args(argv)

    directory = (args.dir or knx_home() / "bench").expanduser()
    directory.mkdir(parents=True, exist_ok=True)
    results: list[NetworkResult] = []
    if not args.skip_medical:
        results.append(bench_medical(directory, args.runs, args.warmup, args.reuse_medical))
    for size in [parse_size(s) for s in args.sizes.split(",") if s.strip()]:
        results.append(bench_generated(directory, size, args.runs, args.warmup, args.rebuild))
    print_report(results, args.runs, args.warmup)
    print(f"results: {write_json(results, args)}")
    missed = [t for r in results for t in r.timings if t.verdict == "MISSED"]
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
