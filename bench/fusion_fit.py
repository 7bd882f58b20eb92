"""A learned fusion of the intent ranker's signals, fitted and checked by cross-validation.

The intent ranker (core.search.intent) fuses per relation type a handful of signals in [0, 1]
(text, unigram, semantic, answer, type, name, connecting) with hand-set weights. This benchmark
records every question's signals once (SpCQL dev and text2cypher schema-only, through the
ranker as `knx eval` runs it; the medical dev set through kn_search, so linking, the type signal
and connecting edges are real), then fits the weights with numpy: a listwise softmax loss (the
probability of the gold relation types among all of the question's relation types), L2-pulled
towards the shipped weights, weights kept non-negative.

Cross-validation: SpCQL is split by `bench/spcql_bench.half_of` (A / B), the medical dev set by
the same SHA-1 rule. Fold 1 fits on SpCQL A + medical A and is scored on SpCQL B + medical B;
fold 2 the other way round. A fitted weight set is worth shipping only when no held-out half gets
worse and the held-out halves of every set it can move get better; the figures printed are the
held-out ones. text2cypher is never fitted on, only scored (it must not get worse).

    .venv/bin/python bench/fusion_fit.py                      # record (cached under $KNX_HOME/cache), fit, report
    .venv/bin/python bench/fusion_fit.py --refresh --l2 0.3   # record again; another pull to the defaults
    .venv/bin/python bench/fusion_fit.py --weights '{"answer": 0.4}'   # score one weight set, no fitting
    .venv/bin/python bench/fusion_fit.py --start '{"type": 0.3, "connecting": 0.3}' --fit type,connecting --l2 0.1
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.spcql_bench import half_of  # noqa: E402
from core.home import knx_home, shared_dir  # noqa: E402
from core.search import intent as intent_module  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
FEATURES = ("text", "unigram", "semantic", "answer", "type", "name", "connecting")


def shipped_weights() -> dict[str, float]:
    ranker = intent_module.default_intent_ranker()
    return {**ranker.weights, "name": ranker.name_weight, "connecting": ranker.connecting_weight}


class _Recorder:
    """Keeps the signals of the last `IntentRanker.with_types` call (the one that ranks)."""

    def __init__(self) -> None:
        self.last = None
        original = intent_module.IntentRanker.with_types
        recorder = self

        def with_types(ranker, scores, relations, *args, **kwargs):
            out = original(ranker, scores, relations, *args, **kwargs)
            recorder.last = ([r.id for r in relations], [dict(s) for s in out.signals], list(out.prior),
                             list(out.padded))
            return out

        intent_module.IntentRanker.with_types = with_types


def _row(recorded, gold, half) -> dict:
    ids, signals, prior, padded = recorded
    return {"ids": ids, "gold": sorted(gold), "half": half,
            "x": [[float(s.get(f, 0.0)) for f in FEATURES] for s in signals],
            "prior": prior or [0.0] * len(ids), "padded": [bool(p) for p in padded] or [False] * len(ids)}


def record(refresh: bool) -> dict[str, list[dict]]:
    cache = knx_home() / "cache" / "fusion_fit.json"
    if cache.is_file() and not refresh:
        return json.loads(cache.read_text(encoding="utf-8"))
    from bench.schema_recall import rank_with
    from core.backends import embedded_backend
    from core.evaluation.adapters import load_spcql, load_text2cypher
    from core.search.rerankers import default_reranker
    from core.search.service import kn_search

    recorder = _Recorder()
    out: dict[str, list[dict]] = {"spcql": [], "medical": [], "text2cypher": []}
    spcql = load_spcql(shared_dir() / "bench" / "spcql" / "dev.json")
    for q in spcql.questions:
        rank_with(default_reranker(), spcql.network, q.question)
        out["spcql"].append(_row(recorder.last, q.relation_types, half_of(q.question)))
    for part in load_text2cypher(shared_dir() / "bench" / "text2cypher"):
        for q in part.questions:
            rank_with(default_reranker(), part.network, q.question)
            out["text2cypher"].append(_row(recorder.last, q.relation_types, half_of(q.question)))
    backend = embedded_backend()
    dev = REPO / "bench" / "sets" / "medical_dev.jsonl"
    for line in dev.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        kn_search(backend, {"query": row["question"], "kn_id": row.get("kn_id", "medical"), "only_schema": True})
        out["medical"].append(_row(recorder.last, row["relation_types"], half_of(row["question"])))
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps(out), encoding="utf-8")
    return out


# The type signal is the end (1 at the source, TARGET_END_TYPE at the target) times
# EMPTY_RELATION_TYPE when the linked instance has no edge of the relation type: fitted as two
# columns, the end where the instance has such edges (`type`) and where it has none (`type_empty`).
FIT_FEATURES = (*FEATURES, "type_empty")


def _split_type(x: np.ndarray) -> np.ndarray:
    t = x[:, FEATURES.index("type")]
    empty = np.isclose(t, intent_module.EMPTY_RELATION_TYPE) | np.isclose(
        t, intent_module.EMPTY_RELATION_TYPE * intent_module.TARGET_END_TYPE)
    out = np.hstack([x, np.where(empty, t / intent_module.EMPTY_RELATION_TYPE, 0.0)[:, None]])
    out[empty, FEATURES.index("type")] = 0.0
    return out


def _arrays(rows: list[dict]):
    return [(_split_type(np.array(r["x"], dtype=np.float64)), np.array([i in set(r["gold"]) for i in r["ids"]]),
             np.array(r["prior"], dtype=np.float64), np.array(r["padded"])) for r in rows]


def _join_type(x: np.ndarray) -> np.ndarray:
    """`_split_type` undone: one type column, the empty-edge ends at EMPTY_RELATION_TYPE."""
    out = x.copy()
    t, e = FIT_FEATURES.index("type"), FIT_FEATURES.index("type_empty")
    out[:, t] += intent_module.EMPTY_RELATION_TYPE * out[:, e]
    out[:, e] = 0.0
    return out


def _weights(named: dict[str, float]) -> np.ndarray:
    """FIT_FEATURES' weights from the ranker's (type_empty: the type weight x EMPTY_RELATION_TYPE)."""
    return np.array([named.get(f, named["type"] * intent_module.EMPTY_RELATION_TYPE) for f in FIT_FEATURES])


def fused(x, prior, padded, w: np.ndarray) -> np.ndarray:
    """The ranker's fusion: weighted sum; the edge prior and the padded-twin step only where it is > 0."""
    total = x @ w
    reached = total > 0
    return np.where(reached, total + intent_module.EDGE_PRIOR * prior - intent_module.PADDED_TWIN * padded, 0.0)


def metrics(data, w: np.ndarray) -> dict[str, float]:
    r1 = r3 = r5 = mrr = 0.0
    for x, gold, prior, padded in data:
        score = fused(x, prior, padded, w)
        order = np.lexsort((np.arange(len(score)), -score))  # ties keep schema order
        ranked_gold = gold[order]
        n = gold.sum()
        r1 += ranked_gold[:1].sum() / n
        r3 += ranked_gold[:3].sum() / n
        r5 += ranked_gold[:5].sum() / n
        first = np.flatnonzero(ranked_gold)
        mrr += 1.0 / (first[0] + 1) if len(first) else 0.0
    k = max(1, len(data))
    return {"R@1": r1 / k, "R@3": r3 / k, "R@5": r5 / k, "MRR": mrr / k}


def fit(data, w0: np.ndarray, l2: float, sharpness: float, free: np.ndarray | None = None, steps: int = 400,
        lr: float = 0.05) -> np.ndarray:
    """Weights minimising the mean listwise softmax loss + l2 x |w - w0|^2, w >= 0 (projected Adam);
    only the `free` ones move (all by default)."""
    free = np.ones_like(w0, dtype=bool) if free is None else free
    w = w0.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for t in range(1, steps + 1):
        grad = 2 * l2 * (w - w0)
        for x, gold, prior, _ in data:
            z = sharpness * (x @ w + intent_module.EDGE_PRIOR * prior)
            z -= z.max()
            p = np.exp(z)
            p /= p.sum()
            pg = p[gold].sum()
            # d(-log sum_gold p)/dw = sharpness * (E_p[x] - E_{p | gold}[x])
            grad += sharpness * (p @ x - (p[gold] @ x[gold]) / pg) / len(data)
        grad = np.where(free, grad, 0.0)
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w = np.maximum(0.0, w - lr * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8))
    return w


def report(name: str, sets: dict, w: np.ndarray) -> dict:
    out = {}
    for set_name, parts in sets.items():
        for half, data in parts.items():
            out[f"{set_name} {half}"] = metrics(data, w)
    print(name)
    for key, row in out.items():
        print(f"  {key:<16} " + "  ".join(f"{k} {v:.3f}" for k, v in row.items()))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--refresh", action="store_true", help="record the signals again")
    parser.add_argument("--l2", type=float, default=1.0, help="pull towards the shipped weights")
    parser.add_argument("--sharpness", type=float, default=10.0, help="softmax temperature of the fused score")
    parser.add_argument("--fit", default=",".join(FIT_FEATURES), help="comma-separated signals whose weight is fitted")
    parser.add_argument("--weights", type=json.loads, default=None, help="score this weight set only")
    parser.add_argument("--start", type=json.loads, default=None,
                        help='weights to start from and pull towards (default: the shipped ones), e.g. \'{"type": 0.3}\'')
    args = parser.parse_args(argv)
    rows = record(args.refresh)
    sets = {name: {h: _arrays([r for r in rows[name] if r["half"] == h]) for h in ("A", "B")}
            for name in ("spcql", "medical")}
    sets["text2cypher"] = {"all": _arrays(rows["text2cypher"])}
    w0 = _weights({**shipped_weights(), **(args.start or {})})
    report(("start " if args.start else "shipped ") + json.dumps(dict(zip(FIT_FEATURES, w0.round(3).tolist()))), sets, w0)
    if args.weights:
        w = _weights({**shipped_weights(), **args.weights})
        report("given " + json.dumps(dict(zip(FIT_FEATURES, w.round(3).tolist()))), sets, w)
        return 0
    free = np.array([f in args.fit.split(",") for f in FIT_FEATURES])
    if not free[FIT_FEATURES.index("type_empty")]:
        # the ranker's own form: the empty-edge share stays EMPTY_RELATION_TYPE of the type weight
        sets = {name: {h: [(_join_type(x), *rest) for x, *rest in data] for h, data in parts.items()}
                for name, parts in sets.items()}
        w0[FIT_FEATURES.index("type_empty")] = 0.0
    for train, test in (("A", "B"), ("B", "A")):
        w = fit(sets["spcql"][train] + sets["medical"][train], w0, args.l2, args.sharpness, free)
        print(f"fitted on {train}: " + json.dumps(dict(zip(FIT_FEATURES, w.round(3).tolist()))))
        for set_name in ("spcql", "medical"):
            before, after = metrics(sets[set_name][test], w0), metrics(sets[set_name][test], w)
            print(f"  held-out {set_name} {test}: " + "  ".join(
                f"{k} {before[k]:.3f} -> {after[k]:.3f}" for k in before))
        t2c = metrics(sets["text2cypher"]["all"], w)
        print("  text2cypher: " + "  ".join(f"{k} {v:.3f}" for k, v in t2c.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
