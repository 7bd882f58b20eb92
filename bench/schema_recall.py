"""Schema recall quality: how well each ranker puts a question's relation types first.

Two public benchmarks are turned into knowledge networks (in memory; nothing is written):

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
import ast
import csv
import json
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.models.network import KnowledgeNetwork  # noqa: E402
from core.search.concepts import object_type_names, rank_relations, relation_document  # noqa: E402
from core.search.rerankers import BM25Reranker, HttpReranker, Reranker, fallback_score  # noqa: E402

SHARED = Path(__file__).resolve().parents[2] / "shared" / "bench"

_REL_BRACKET = re.compile(r"-\s*\[([^\]]*)\]\s*-")  # the [...] of a relationship pattern
_LABEL_PATTERN = re.compile(r"\(\s*[A-Za-z_]?\w*\s*:\s*`?([A-Za-z_][\w]*)`?")
_SPCQL_PATTERN = re.compile(r"Relationship\s*\{\s*name\s*:\s*'([^']*)'\s*\}")


@dataclass
class Question:
    text: str
    gold: set[str]  # relation type ids


@dataclass
class Dataset:
    name: str
    network: KnowledgeNetwork
    questions: list[Question] = field(default_factory=list)


# ----------------------------------------------------------------------------------------------
# text2cypher
# ----------------------------------------------------------------------------------------------
_TYPE_MAP = {"STRING": "varchar", "INTEGER": "int", "FLOAT": "float", "BOOLEAN": "bool",
             "DATE": "date", "DATE_TIME": "datetime", "LOCAL_DATE_TIME": "datetime"}


def _network_from_structured(database: str, schema: dict) -> KnowledgeNetwork:
    object_types = []
    labels = set(schema.get("node_props", {}))
    for rel in schema.get("relationships", []):
        labels.update((rel["start"], rel["end"]))
    for label in sorted(labels):
        props = schema.get("node_props", {}).get(label, [])
        object_types.append({
            "id": label, "name": label,
            "data_properties": [{"name": p["property"], "type": _TYPE_MAP.get(p.get("type", ""), "other")}
                                for p in props],
        })
    relation_types = []
    seen = set()
    for rel in schema.get("relationships", []):
        rid = f"{rel['start']}-{rel['type']}-{rel['end']}"
        if rid in seen:
            continue
        seen.add(rid)
        relation_types.append({"id": rid, "name": rel["type"], "source_object_type_id": rel["start"],
                               "target_object_type_id": rel["end"]})
    return KnowledgeNetwork.model_validate(
        {"id": database, "name": database, "object_types": object_types, "relation_types": relation_types}
    )


def cypher_relation_names(cypher: str) -> set[str]:
    """Relationship types named in `-[r:TYPE]->`, `<-[:A|B*1..2]-`, `-[:T {since: 2020}]-`."""
    names = set()
    for body in _REL_BRACKET.findall(cypher):
        body = re.sub(r"\{.*\}", "", body)
        if ":" not in body:
            continue
        spec = body.split(":", 1)[1].split("*", 1)[0]
        for part in re.split(r"[|:]", spec):
            part = part.strip().strip("`")
            if re.fullmatch(r"[A-Za-z_]\w*", part):
                names.add(part)
    return names


def cypher_labels(cypher: str) -> set[str]:
    return set(_LABEL_PATTERN.findall(cypher))


def gold_relation_types(network: KnowledgeNetwork, cypher: str) -> set[str]:
    names, labels = cypher_relation_names(cypher), cypher_labels(cypher)
    gold = set()
    for name in names:
        candidates = [r for r in network.relation_types if r.name == name]
        narrowed = [r for r in candidates if r.source_object_type_id in labels or r.target_object_type_id in labels]
        gold.update(r.id for r in (narrowed or candidates))
    return gold


def load_text2cypher(root: Path) -> list[Dataset]:
    csv.field_size_limit(1 << 30)
    datasets: dict[str, Dataset] = {}
    with open(root / "text2cypher_schemas.csv", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            schema = ast.literal_eval(row["structured_schema"])
            datasets[row["database"]] = Dataset(row["database"], _network_from_structured(row["database"], schema))
    with open(root / "text2cypher_claudeopus.csv", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            dataset = datasets.get(row["database"])
            if dataset is None or row["false_schema"] or row["syntax_error"] == "True":
                continue
            gold = gold_relation_types(dataset.network, row["cypher"])
            if gold:
                dataset.questions.append(Question(row["question"], gold))
    return [d for d in datasets.values() if d.questions]


# ----------------------------------------------------------------------------------------------
# SPCQL
# ----------------------------------------------------------------------------------------------
def load_spcql(path: Path) -> Dataset:
    items = json.loads(path.read_text(encoding="utf-8"))
    names = Counter()
    per_question = []
    for item in items:
        found = _SPCQL_PATTERN.findall(item.get("target_text", ""))
        per_question.append((item["query"], found))
        names.update(found)
    ordered = sorted(names)  # schema order independent of frequency
    ids = {name: f"r{i:03d}" for i, name in enumerate(ordered)}
    network = KnowledgeNetwork.model_validate({
        "id": "spcql", "name": "SPCQL",
        "object_types": [{"id": "ENTITY", "name": "实体"}],
        "relation_types": [{"id": ids[n], "name": n, "source_object_type_id": "ENTITY",
                            "target_object_type_id": "ENTITY"} for n in ordered],
    })
    dataset = Dataset("spcql (zh)", network)
    for query, found in per_question:
        if found:
            dataset.questions.append(Question(query, {ids[n] for n in found}))
    return dataset


# ----------------------------------------------------------------------------------------------
# Ranking and metrics
# ----------------------------------------------------------------------------------------------
def rank_with(ranker: str | Reranker, network: KnowledgeNetwork, query: str) -> tuple[list[str], bool]:
    """Relation type ids, best first, and whether the ranker failed (fallback used)."""
    relations = network.relation_types
    if ranker == "order":
        return [r.id for r in relations], False
    if ranker == "fallback":
        scores = [fallback_score(query, r.name, r.comment) for r in relations]
        return [relations[i].id for i in sorted(range(len(relations)), key=lambda i: (-scores[i], i))], False
    ranking = rank_relations(query, network, relations, len(relations), True, ranker, {})
    return [r.id for r, _ in ranking.scores], ranking.ranker.fallback_used


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
        self.recall5 += len(gold & set(order[:5])) / len(gold)
        self.recall10 += len(gold & set(order[:10])) / len(gold)
        first = next((i for i, rid in enumerate(order, start=1) if rid in gold), None)
        self.mrr += 1.0 / first if first else 0.0
        self.first_ranks.append(first or float("inf"))

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
                order, failed = rank_with(ranker, dataset.network, question.text)
                metrics.failures += failed
                metrics.add(order, question.gold)
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
            b, _ = rank_with(bm25, dataset.network, question.text)
            f, _ = rank_with("fallback", dataset.network, question.text)
            rb = next(i for i, rid in enumerate(b, 1) if rid in question.gold)
            rf = next(i for i, rid in enumerate(f, 1) if rid in question.gold)
            if rb > rf:
                kinds[dataset.name] += 1
                if shown < count:
                    shown += 1
                    gold = sorted(question.gold)
                    print(f"[{dataset.name}] {question.text}\n    gold {gold} ({[docs[g] for g in gold]}): "
                          f"bm25 rank {rb}, fallback rank {rf}; bm25 top 3: {[docs[x] for x in b[:3]]}")
    print("questions where bm25 ranks the first gold relation type below the fallback rule:", dict(kinds))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=SHARED, help=f"benchmark root (default {SHARED})")
    parser.add_argument("--rerank-url", help="also evaluate an HTTP reranker")
    parser.add_argument("--rerank-format", choices=("mf", "rerank"), default="mf")
    parser.add_argument("--rerank-model")
    parser.add_argument("--rerank-timeout", type=float, default=30.0)
    parser.add_argument("--show-losses", type=int, default=0, metavar="N",
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
