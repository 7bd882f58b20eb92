"""Schema recall quality: how well each ranker puts a question's relation types first.

Two public benchmarks are turned into knowledge networks (in memory; nothing is written) by the
evaluation harness's adapters (`core/evaluation/adapters.py`, also behind `knx eval`):

- text2cypher (`../shared/bench/text2cypher/`): each database's structured schema (node labels with
  their properties, relationships `(:Start)-[:TYPE]->(:End)`) becomes a network with one object
  type per label and one relation type per (start, TYPE, end). Each question's gold relation types
  come from its gold Cypher: the relationship types it names (`-[:ACTED_IN]->`, `[:A|B]`), narrowed
  to the relation types touching a label the query names when the name is shared
  (`(:Actor)-[:DIRECTED]->` vs `(:Director)-[:DIRECTED]->`). Questions whose Cypher names no
  relationship type, or that the dataset marks as using a false schema / failing, are left out.
- SPCQL (`../shared/bench/spcql/dev.json`, Chinese): one object type `ENTITY` (实体) and one
  relation type per relation name used in any gold query (`Relationship{name:'…'}`); a question's
  gold relation types are the names in its `target_text`.

Each question is ranked exactly as concept recall ranks relation types (`rank_relations` on the
relation documents "source name + relation name，comment + target name"), and Recall@5, Recall@10
(share of the question's gold relation types in the first 5 / 10) and MRR (1 / rank of the first
gold relation type) are averaged over questions.

Rankers: `bm25` (the local default), `fallback` (the design's rule score on name and comment, ties
in schema order), `order` (schema order, what `enable_rerank=false` gives), and an HTTP reranker
when `--rerank-url` is given.

    .venv/bin/python bench/schema_recall.py
    .venv/bin/python bench/schema_recall.py --rerank-url http://127.0.0.1:8080/rerank --rerank-format rerank
    .venv/bin/python bench/schema_recall.py --show-losses 10   # questions where bm25 ranks worse than fallback
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.evaluation.adapters import Dataset, load_spcql, load_text2cypher  # noqa: E402
from core.home import shared_dir  # noqa: E402
from core.evaluation.metrics import first_rank, recall_at, reciprocal_rank  # noqa: E402
from core.models.network import KnowledgeNetwork, RelationType  # noqa: E402
from core.search.concepts import object_type_names, rank_relations, relation_document  # noqa: E402
from core.search.linking import LinkedEntity  # noqa: E402
from core.search.question_prior import QuestionPrior  # noqa: E402
from core.search.rerankers import BM25Reranker, HttpReranker, Reranker, fallback_score  # noqa: E402

SHARED = shared_dir() / "bench"


# ----------------------------------------------------------------------------------------------
# Ranking and metrics
# ----------------------------------------------------------------------------------------------
def rank_with(ranker: str | Reranker, network: KnowledgeNetwork, query: str,
              question_prior: QuestionPrior | None = None, prior_weight: float = 0.0,
              linked: list[LinkedEntity] | None = None) -> tuple[list[str], bool]:
    """Relation type ids, best first, and whether the ranker failed (fallback used). A reranker
    ranks with `question_prior` at `prior_weight` when both are given, and with `linked` as the
    question's linked entities (their spans masked) when given."""
    relations = network.relation_types
    if ranker == "order":
        return [r.id for r in relations], False
    if ranker == "fallback":
        scores = [fallback_score(query, r.name, r.comment) for r in relations]
        return [relations[i].id for i in sorted(range(len(relations)), key=lambda i: (-scores[i], i))], False
    scores, failed = relation_scores(ranker, network, query, question_prior, prior_weight, linked)
    return [r.id for r, _ in scores], failed


def relation_scores(ranker: Reranker, network: KnowledgeNetwork, query: str,
                    question_prior: QuestionPrior | None = None,
                    prior_weight: float = 0.0,
                    linked: list[LinkedEntity] | None = None) -> tuple[list[tuple[RelationType, float]], bool]:
    """(relation type, fused score) pairs, best first, as concept recall ranks every relation type
    of `network` (with `linked` as the question's linked entities), and whether the ranker failed
    (fallback used)."""
    relations = network.relation_types
    ranking = rank_relations(query, network, relations, len(relations), True, ranker, {}, linked=linked,
                             question_prior=(question_prior, None), prior_weight=prior_weight)
    return ranking.scores, ranking.ranker.fallback_used


@dataclass
class Metrics:
    questions: int = 0
    recall5: float = 0.0
    recall10: float = 0.0
    mrr: float = 0.0
    failures: int = 0
    seconds: float = 0.0
    first_ranks: list[float] = field(default_factory=list)

    def add(self, order: list[str], gold: set[str]) -> None:
        self.questions += 1
        self.recall5 += recall_at(order, gold, 5)
        self.recall10 += recall_at(order, gold, 10)
        self.mrr += reciprocal_rank(order, gold)
        self.first_ranks.append(first_rank(order, gold) or float("inf"))

    def row(self) -> tuple[str, str, str]:
        n = max(1, self.questions)
        return f"{self.recall5 / n:.3f}", f"{self.recall10 / n:.3f}", f"{self.mrr / n:.3f}"


def evaluate(datasets: list[Dataset], rankers: dict[str, str | Reranker]) -> dict[tuple[str, str], Metrics]:
    results: dict[tuple[str, str], Metrics] = {}
    for dataset in datasets:
        for name, ranker in rankers.items():
            metrics = Metrics()
            started = time.perf_counter()
            for question in dataset.questions:
                order, failed = rank_with(ranker, dataset.network, question.question)
                metrics.failures += failed
                metrics.add(order, set(question.relation_types))
            metrics.seconds = time.perf_counter() - started
            results[(dataset.name, name)] = metrics
    return results


def overall(results: dict[tuple[str, str], Metrics], datasets: list[Dataset], ranker: str) -> Metrics:
    total = Metrics()
    for dataset in datasets:
        m = results[(dataset.name, ranker)]
        total.questions += m.questions
        total.recall5 += m.recall5
        total.recall10 += m.recall10
        total.mrr += m.mrr
        total.failures += m.failures
        total.seconds += m.seconds
    return total


def show_losses(datasets: list[Dataset], count: int) -> None:
    """Questions where bm25 puts the first gold relation type later than the fallback rule does."""
    bm25 = BM25Reranker()
    shown = 0
    kinds: Counter = Counter()
    for dataset in datasets:
        names = object_type_names(dataset.network)
        docs = {r.id: relation_document(r, names) for r in dataset.network.relation_types}
        for question in dataset.questions:
            gold_set = set(question.relation_types)
            b, _ = rank_with(bm25, dataset.network, question.question)
            f, _ = rank_with("fallback", dataset.network, question.question)
            rb = first_rank(b, gold_set)
            rf = first_rank(f, gold_set)
            if rb > rf:
                kinds[dataset.name] += 1
                if shown < count:
                    shown += 1
                    gold = sorted(gold_set)
                    print(f"[{dataset.name}] {question.question}\n    gold {gold} ({[docs[g] for g in gold]}): "
                          f"bm25 rank {rb}, fallback rank {rf}; bm25 top 3: {[docs[x] for x in b[:3]]}")
    print("questions where bm25 ranks the first gold relation type below the fallback rule:", dict(kinds))


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=SHARED, help=f"benchmark root (default {SHARED})")
    parser.add_argument("--rerank-url", help="also evaluate an HTTP reranker")
    parser.add_argument("--rerank-format", choices=("mf", "rerank"), default="mf")
    parser.add_argument("--rerank-model")
    parser.add_argument("--rerank-timeout", type=float, default=30.0)
    parser.add_argument("--show-losses", type=whole_number(0), default=0, metavar="N",
                        help="print N questions where bm25 ranks worse than the fallback rule")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)

    datasets = load_text2cypher(args.data / "text2cypher") + [load_spcql(args.data / "spcql" / "dev.json")]
    rankers: dict[str, str | Reranker] = {"bm25": BM25Reranker(), "fallback": "fallback", "order": "order"}
    if args.rerank_url:
        http = HttpReranker(args.rerank_url, model=args.rerank_model, api_format=args.rerank_format,
                            timeout=args.rerank_timeout)
        rankers[http.name] = http
    results = evaluate(datasets, rankers)

    rows = []
    for dataset in datasets:
        for name in rankers:
            m = results[(dataset.name, name)]
            rows.append((dataset.name, len(dataset.network.relation_types), name, m.questions, *m.row(), m.failures))
    english = [d for d in datasets if not d.name.startswith("spcql")]
    for label, group in (("text2cypher (all)", english), ("all", datasets)):
        for name in rankers:
            m = overall(results, group, name)
            rows.append((label, "", name, m.questions, *m.row(), m.failures))
    if args.json:
        print(json.dumps([dict(zip(["dataset", "relation_types", "ranker", "questions", "recall@5", "recall@10",
                                    "mrr", "ranker_failures"], r)) for r in rows], ensure_ascii=False, indent=2))
    else:
        from core.cli.output import print_table

        print_table("Relation type recall", ["dataset", "relation types", "ranker", "questions", "Recall@5",
                                             "Recall@10", "MRR", "ranker failures"], rows)
    if args.show_losses:
        show_losses(datasets, args.show_losses)
    return 0


if __name__ == "__main__":
    sys.exit(main())
