"""Question understanding on the demo network and on public schema-recall sets, with ablations.

Dev set (one JSON per line: question, relation_types, entity {name, object_type_id}, mention,
tags; default `bench/sets/medical_dev.jsonl`): every question goes through kn_search on the demo
network and is scored by
- relation top1 / top3: a gold relation type is ranked first / in the first three;
- entity@1: the first node is the gold entity (name and object type), over all questions and over
  those tagged `alias` (the question names the entity by an alias);
- linked@1: the first linked entity is the gold entity.
SpCQL dev (`$KNX_SHARED/bench/spcql/dev.json`) and text2cypher are ranked as bench/schema_recall.py
ranks them (no instances there: the intent signals without linking): Recall@5 and MRR.

Variants (ablations): `full` (the default), `-linking` (no entity linking), `-type`, `-semantic`,
`-unigram`, `-text`, `-answer` (one signal's weight set to 0), `-name` (no bonus for a relation name
the question spells out), `-connecting`, `bm25` (intent ranking and linking off: the
reranker on the whole question, as before).

    .venv/bin/python bench/linking_bench.py                       # all variants, all sets
    .venv/bin/python bench/linking_bench.py --variants full bm25 --dev /path/to/dev.jsonl
    .venv/bin/python bench/linking_bench.py --failures 20          # print dev failures of `full`
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.schema_recall import load_spcql, load_text2cypher, rank_with  # noqa: E402
from core.search import intent as intent_module  # noqa: E402
from core.search.rerankers import BM25Reranker  # noqa: E402
from core.home import shared_dir  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
VARIANTS = ("full", "-linking", "-type", "-semantic", "-unigram", "-text", "-answer", "-name", "-connecting", "bm25")


def use_variant(variant: str) -> dict:
    """Install the variant's intent ranker as the shared one; return its retrieval_config."""
    weights = dict(intent_module.DEFAULT_WEIGHTS)
    if variant.startswith("-") and variant[1:] in weights:
        weights[variant[1:]] = 0.0
    intent_module._default = intent_module.IntentRanker(
        weights=weights, **({"connecting_weight": 0.0} if variant == "-connecting" else {}),
        **({"name_weight": 0.0} if variant == "-name" else {}))
    # kn_search takes its weights from retrieval_config: the variant's go there too
    config: dict = {"concept_retrieval": {f"intent_weight_{k}": v
                                          for k, v in intent_module._default.weights_for().items()}}
    if variant == "-linking":
        config["concept_retrieval"]["enable_entity_linking"] = False
    if variant == "bm25":
        config["concept_retrieval"].update(enable_entity_linking=False, intent_ranking=False)
    return config


def dev_metrics(backend, rows: list[dict], config: dict, failures: list | None = None) -> dict:
    from core.search.service import kn_search

    top1 = top3 = entity = linked = alias_n = alias_entity = 0
    times = []
    for row in rows:
        started = time.perf_counter()
        response = kn_search(backend, {"query": row["question"], "kn_id": row.get("kn_id", "medical"),
                                       "retrieval_config": config})
        times.append((time.perf_counter() - started) * 1000)
        ranked = [r.concept_id for r in response.relation_types or []]
        gold = set(row["relation_types"])
        top1 += bool(ranked[:1] and ranked[0] in gold)
        top3 += bool(gold & set(ranked[:3]))
        want = (row["entity"]["name"], row["entity"]["object_type_id"])
        nodes = response.nodes or []
        hit = bool(nodes) and (nodes[0].instance_name, nodes[0].object_type_id) == want
        entity += hit
        link = response.linked_entities or []
        linked += bool(link) and (link[0].instance_name, link[0].object_type_id) == want
        if "alias" in row.get("tags", []):
            alias_n += 1
            alias_entity += hit
        if failures is not None and (not hit or not ranked or ranked[0] not in gold):
            failures.append({"q": row["question"], "gold": sorted(gold), "top3": ranked[:3], "entity": want,
                             "node": (nodes[0].instance_name, nodes[0].object_type_id) if nodes else None})
    n = max(1, len(rows))
    return {"questions": len(rows), "relation_top1": top1 / n, "relation_top3": top3 / n,
            "entity@1": entity / n, "entity@1_alias": alias_entity / max(1, alias_n), "alias_questions": alias_n,
            "linked@1": linked / n, "p50_ms": statistics.median(times) if times else 0.0}


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dev", type=Path, default=REPO / "bench" / "sets" / "medical_dev.jsonl")
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=VARIANTS)
    parser.add_argument("--failures", type=whole_number(0), default=0, help="print N dev failures of the first variant")
    parser.add_argument("--no-schema-sets", action="store_true", help="skip SpCQL and text2cypher")
    parser.add_argument("--no-dev", action="store_true", help="skip the dev set")
    parser.add_argument("--weights", type=json.loads, default=None,
                        help='intent weights for every variant, e.g. \'{"text": 0.4}\'')
    args = parser.parse_args(argv)

    from core.backends import embedded_backend

    backend = embedded_backend()
    rows = [json.loads(line) for line in args.dev.read_text(encoding="utf-8").splitlines() if line.strip()] \
        if args.dev.is_file() and not args.no_dev else []
    if args.weights:
        intent_module.DEFAULT_WEIGHTS.update(args.weights)
    shared = shared_dir() / "bench"
    datasets = []
    if not args.no_schema_sets:
        datasets = [load_spcql(shared / "spcql" / "dev.json")]
        t2c = load_text2cypher(shared / "text2cypher")
        datasets.append(_merge("text2cypher (all)", t2c))
    results = []
    for k, variant in enumerate(args.variants):
        config = use_variant(variant)
        failures: list | None = [] if k == 0 and args.failures else None
        dev = dev_metrics(backend, rows, config, failures) if rows else {}
        schema = {}
        if datasets and variant != "-linking":
            schema = schema_metrics(datasets) if variant != "bm25" else _plain_bm25(datasets)
        results.append((variant, dev, schema))
        line = [variant] + [f"{key} {value:.3f}" for key, value in dev.items() if isinstance(value, float)]
        line += [f"{name} R@5 {r5:.3f} MRR {mrr:.3f}" for name, (r5, mrr, _) in schema.items()]
        print(" | ".join(line), flush=True)
        if failures:
            for f in failures[: args.failures]:
                print("   ", json.dumps(f, ensure_ascii=False))
    use_variant("full")
    return 0


class _Merged:
    def __init__(self, name, questions):
        self.name, self.questions = name, questions


def _merge(name, datasets):
    merged = _Merged(name, [])
    merged.parts = datasets
    return merged


def schema_metrics_parts(dataset, ranker_fn):
    r5 = mrr = 0.0
    count = 0
    for part in getattr(dataset, "parts", [dataset]):
        for q in part.questions:
            gold = set(q.relation_types)
            order = ranker_fn(part.network, q.question)
            r5 += len(gold & set(order[:5])) / len(gold)
            first = next((i for i, rid in enumerate(order, 1) if rid in gold), None)
            mrr += 1 / first if first else 0.0
            count += 1
    n = max(1, count)
    return r5 / n, mrr / n, count


def _intent_order(network, text):
    from core.search.rerankers import default_reranker

    return rank_with(default_reranker(), network, text)[0]  # the shared (variant's) intent ranker


def bm25_order(network, text):
    """Relation type ids, best first, by the reranker on the whole question (intent ranking off)."""
    from core.search.concepts import rank_relations

    ranking = rank_relations(text, network, network.relation_types, len(network.relation_types), True,
                             BM25Reranker(), {}, intent=False)
    return [r.id for r, _ in ranking.scores]


schema_metrics = lambda datasets: {d.name: schema_metrics_parts(d, _intent_order) for d in datasets}  # noqa: E731
_plain_bm25 = lambda datasets: {d.name: schema_metrics_parts(d, bm25_order) for d in datasets}  # noqa: E731


if __name__ == "__main__":
    sys.exit(main())
