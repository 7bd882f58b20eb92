"""Question sets against the plain baselines retrieval quality is judged by: relation ranking
against a char-bigram BM25 over the relation types, entity linking against a dictionary lookup.

Per set, over its questions that carry each gold (as `knx eval` counts them):
- relation R@1 / R@3 (share of a question's gold relation types among the first k) of kn_search
  with the defaults, and of BM25 alone: the relation types ranked by the reranker on the whole
  question, with intent ranking, linking and the prior off (`linking_bench.py`'s `bm25`);
- entity@1 over the questions naming their entity by its own name (not an alias): kn_search's top
  node, and a dictionary lookup - the longest instance name the question spells out. When several
  records carry that name, the lookup takes the first in the network's object type order
  (`dictionary`); `dictionary, any record` counts a hit whenever the gold is among them, the most
  any rule choosing between same-named records could score.

    .venv/bin/python bench/baselines.py                                  # the medical dev set
    .venv/bin/python bench/baselines.py bench/sets/medical_everyday_5.jsonl bench/sets/medical_everyday_7.jsonl
    .venv/bin/python bench/baselines.py --json
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

REPO = Path(__file__).resolve().parents[1]
DEFAULT_SETS = [REPO / "bench" / "sets" / "medical_dev.jsonl"]


class NameLookup:
    """Every instance name of a network (each object type's name field), longest match first."""

    def __init__(self, backend: Any, kn_id: str) -> None:
        network = backend.get_network(kn_id)
        # name -> object type ids in the network's order (a name several records carry); read through
        # the backend's instance pages, so any backend serves it
        self.types: dict[str, list[str]] = defaultdict(list)
        for object_type in network.object_types:
            field = object_type.name_field
            if field is None:  # a type without a name field names nothing
                continue
            for row in backend.iter_instances(kn_id, object_type.id, [field]):
                name = row.get(field)
                if isinstance(name, str) and len(name) >= 2 and object_type.id not in self.types[name]:
                    self.types[name].append(object_type.id)
        self._by_first: dict[str, list[str]] = defaultdict(list)
        for name in self.types:
            self._by_first[name[0]].append(name)

    def longest(self, question: str) -> str | None:
        """The longest name the question spells out (the first of equal length)."""
        best = ""
        for at, char in enumerate(question):
            for name in self._by_first.get(char, ()):
                if len(name) > len(best) and question.startswith(name, at):
                    best = name
        return best or None


def measure(backend: Any, path: Path, kn_id: str = "medical", lookup: NameLookup | None = None) -> dict[str, Any]:
    from bench.linking_bench import bm25_order
    from core.evaluation import Evaluator, load_questions
    from core.evaluation.metrics import recall_at

    questions = load_questions(path)
    report = Evaluator(backend).run({"questions": questions, "kn_id": kn_id, "configs": [{"name": "defaults"}]})
    outcomes = {o.id: o for o in report.configs[0].outcomes}
    network = backend.get_network(kn_id)
    lookup = lookup or NameLookup(backend, kn_id)
    relation = {"project": [0.0, 0.0], "bm25": [0.0, 0.0]}
    relation_n = 0
    entity = {"project": 0, "dictionary": 0, "dictionary, any record": 0}
    entity_n = 0
    for q in questions.questions:
        outcome = outcomes[q.id]
        if q.relation_types and outcome.error is None:
            relation_n += 1
            ranked = bm25_order(network, q.question)
            for i, k in enumerate((1, 3)):
                relation["project"][i] += outcome.recall.get(k, 0.0)
                relation["bm25"][i] += recall_at(ranked, q.relation_types, k)
        if q.entity is not None and not q.is_alias and outcome.error is None:
            entity_n += 1
            entity["project"] += bool(outcome.entity_hit)
            name = lookup.longest(q.question)
            types = lookup.types.get(name, []) if name == q.entity.name else []
            entity["dictionary"] += bool(types) and types[0] == q.entity.object_type_id
            entity["dictionary, any record"] += q.entity.object_type_id in types
    return {
        "set": path.name, "questions": len(questions.questions),
        "relation_questions": relation_n,
        "relation": {who: {"R@1": round(r1 / relation_n, 3), "R@3": round(r3 / relation_n, 3)}
                     for who, (r1, r3) in relation.items()} if relation_n else {},
        "entity_questions": entity_n,
        "entity_at1": {who: round(hits / entity_n, 3) for who, hits in entity.items()} if entity_n else {},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="*", type=Path, default=DEFAULT_SETS, help="question sets (JSON lines)")
    parser.add_argument("--kn", default="medical")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    from core.backends import embedded_backend
    from core.exceptions import KnxError

    backend = embedded_backend()
    try:
        lookup = NameLookup(backend, args.kn)
        rows = [measure(backend, path, args.kn, lookup) for path in args.sets]
    except KnxError as exc:
        parser.exit(2, f"baselines.py: error: {exc.message}\n")
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    from core.cli.output import print_table

    def cell(row: dict[str, Any], group: str, who: str, key: str | None = None) -> str:
        value = row[group].get(who)
        return "-" if value is None else str(value[key] if key else value)

    print_table(
        "against plain baselines: relation R@1 / R@3 (kn_search, BM25), entity@1 on names as written "
        "(kn_search, the longest name: first record / any record)",
        ["set", "questions", "relation q", "R@1", "BM25 R@1", "R@3", "BM25 R@3", "entity q", "entity@1",
         "dictionary", "dictionary, any record"],
        [(r["set"], r["questions"], r["relation_questions"],
          cell(r, "relation", "project", "R@1"), cell(r, "relation", "bm25", "R@1"),
          cell(r, "relation", "project", "R@3"), cell(r, "relation", "bm25", "R@3"),
          r["entity_questions"], cell(r, "entity_at1", "project"), cell(r, "entity_at1", "dictionary"),
          cell(r, "entity_at1", "dictionary, any record")) for r in rows],
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
