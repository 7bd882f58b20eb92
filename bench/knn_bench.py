"""knn on the demo network: the postings search (core/backends/sqlite_vectors.py) against a full
scan of the float32 matrix, and its recall@10 against an exact float64 reference.

    .venv/bin/python bench/knn_bench.py              # 200 queries for recall, 30 timed runs
    .venv/bin/python bench/knn_bench.py --json

Queries: instance names sampled from every object type with vectors (each searched in its own
type, as kn_search does), plus the demo questions searched in every type. Recall is tie-aware: a
returned instance counts when its exact similarity is at least the reference's 10th best.
Timings are per kn_search-like round (one knn leaf per object type), medians of runs.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

K = 10
QUESTIONS = ["上气道梗阻有哪些症状", "感冒应该挂哪个科", "阿莫西林可以治疗哪些疾病", "糖尿病的并发症", "肺炎需要做什么检查"]


def _queries(nf: Any, n: int, seed: int = 14) -> list[tuple[str, str, str]]:
    """(object type id, property, text) triples."""
    rng = random.Random(seed)
    fields = [(ot, prop) for ot, layout in nf.layout.items() for prop in layout.knn]
    out = [(ot, prop, q) for q in QUESTIONS for ot, prop in fields]
    for i in range(n):
        ot, prop = fields[i % len(fields)]
        layout = nf.layout[ot]
        col = layout.columns[prop]
        row = nf.execute(f"SELECT {col} FROM {layout.table} WHERE {col} IS NOT NULL "
                         f"ORDER BY rid LIMIT 1 OFFSET ?", (rng.randrange(max(1, nf.counts['instances'][ot] // 2)),))
        if row:
            out.append((ot, prop, str(row[0][0])))
    return out


def recall_at_k(nf: Any, queries: list[tuple[str, str, str]]) -> dict[str, Any]:
    from core.models.condition import Condition

    hits = total = 0
    worst = 1.0
    # the reference's vectors made by the embedder from the stored values, not read from the file (which keeps
    # the built-in embedder's only as postings, the index being measured)
    reference: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}
    for ot, prop, text in queries:
        layout = nf.layout[ot]
        cond = Condition.model_validate({"operation": "knn", "field": prop, "value": text,
                                         "limit_key": "k", "limit_value": K})
        got = nf._knn_scores(layout, cond)
        if (ot, prop) not in reference:
            col = layout.columns[prop]
            rows = nf.execute(f"SELECT rid, {col} FROM {layout.table} WHERE {col} IS NOT NULL ORDER BY rid")
            reference[(ot, prop)] = (np.array([rid for rid, _ in rows], dtype=np.int64),
                                     nf.embedder.embed([str(value) for _, value in rows]))
        rids, matrix = reference[(ot, prop)]
        exact = matrix.astype(np.float64) @ nf.embedder.embed([text])[0].astype(np.float64)
        positive = exact[exact > 0]
        if not len(positive):
            continue
        kth = np.sort(positive)[-min(K, len(positive))]
        by_rid = dict(zip(rids.tolist(), exact.tolist()))
        want = min(K, len(positive))
        good = sum(1 for rid in got if by_rid.get(rid, 0.0) >= kth - 1e-6)
        hits += min(good, want)
        total += want
        worst = min(worst, min(good, want) / want)
    return {"queries": len(queries), "recall_at_10": round(hits / total, 4) if total else None,
            "worst_query_recall": round(worst, 4)}


def timings(nf: Any, runs: int) -> dict[str, Any]:
    from core.backends.sqlite_vectors import select, similarities
    from core.models.condition import Condition

    fields = [(nf.layout[ot], prop) for ot, layout in nf.layout.items() for prop in layout.knn]

    def postings_round(text: str) -> None:
        cond = Condition.model_validate({"operation": "knn", "field": "*", "value": text, "limit_value": K})
        nf._query_cache.clear()  # a new question: its postings pass is part of the round
        for layout, _ in fields:
            nf._knn_scores(layout, cond)

    def scan_round(text: str) -> None:
        query = nf.embedder.embed([text])[0]
        for layout, prop in fields:
            rids, matrix = nf._vector_matrix(layout, prop)
            sims = similarities(matrix, query)
            {int(rids[i]): float(sims[i]) for i in select(sims, "k", K, K)}

    out = {}
    for name, fn in (("postings", postings_round), ("full scan", scan_round)):
        for q in QUESTIONS:
            fn(q)
        samples = []
        for i in range(runs):
            started = time.perf_counter()
            fn(QUESTIONS[i % len(QUESTIONS)])
            samples.append((time.perf_counter() - started) * 1000)
        out[name] = {"p50_ms": round(statistics.median(samples), 3), "runs": runs}
    vectors = sum(len(nf._vector_matrix(layout, prop)[0]) for layout, prop in fields)
    postings = nf._postings()
    out["vectors"] = vectors
    out["matrix_mb"] = round(vectors * nf.embedder.dim * 4 / 1e6, 1)
    out["postings_mb"] = round(postings.nbytes / 1e6, 1) if postings is not None else None
    return out


def measure(backend: Any, kn_id: str = "medical", runs: int = 30, recall_queries: int = 200) -> dict[str, Any]:
    nf = backend.open(kn_id)
    return {"round_of_knn_leaves": timings(nf, runs), **recall_at_k(nf, _queries(nf, recall_queries))}


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=whole_number(1), default=30)
    parser.add_argument("--queries", type=whole_number(1), default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from core.backends import embedded_backend

    result = measure(embedded_backend(), runs=args.runs, recall_queries=args.queries)
    print(json.dumps(result, ensure_ascii=False, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
