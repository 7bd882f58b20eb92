"""Entity linking over every alias a network records, not over a hand-picked set.

Each alias the linking dictionary holds (alias relations such as has_alias and alias properties such
as a drug's trade_name; `core.search.name_dictionary`) is put in a plain question about the record it names,
"<alias>的<relation type name>是什么", asking the relation type that record holds most edges of
(alias relations aside). kn_search must then give that record as its top node: entity@1, as
`knx eval` scores it. Aliases are grouped by kind, since the kinds fail for different reasons:

A record's generic_name (a standard-name property, `name_dictionary.naming_roles`) is left out: it is the
name of the standard record, not an alias of the trade-name record holding it.

- `plain`: the alias names one record and no record carries it as its name;
- `shared`: several records give the same alias (IBD of two diseases): at most one of them can be
  the top node, so the kind's ceiling is about 1 / the number of records;
- `record_same_type`: a record of the same type is named so (冠心病 is a disease and an alias of
  冠状动脉粥样硬化性心脏病): the question may mean either, and exact names are kept;
- `record_other_type`: a record of another type is named so;
- `written_twice`: a trade name that is also a record of its own naming the standard record back
  (`concept_retrieval.standard_record_of_written_twice`).

An alias may be of several kinds; it is counted under each. `--per-kind N` samples N aliases of
each (alias source, kind) pair with a fixed seed; `--all` takes every alias (the demo's 14,385 take
about three minutes). Configs compare side by side, as in `knx eval`:

    .venv/bin/python bench/alias_sweep.py                                   # demo network, 200 per kind
    .venv/bin/python bench/alias_sweep.py --all --json bench/results/alias_sweep.json
    .venv/bin/python bench/alias_sweep.py --config '{"name": "off", "retrieval_config":
        {"concept_retrieval": {"standard_record_of_written_twice": false}}}'
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Callable

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.backends import embedded_backend  # noqa: E402
from core.evaluation.harness import EvalConfig, Evaluator  # noqa: E402
from core.evaluation.questions import EvalQuestion, QuestionSet  # noqa: E402
from core.search import linking, name_dictionary  # noqa: E402

SEED = 20261128
KINDS = ("plain", "shared", "record_same_type", "record_other_type", "written_twice")


def alias_questions(backend, kn_id: str) -> list[EvalQuestion]:
    """One question per (alias form, record it names), tagged with the alias source and kinds."""
    network = backend.get_network(kn_id)
    dictionary, _ = name_dictionary.DictionaryCache().get(backend, kn_id)
    alias_ids = {rel_id for rel_id, _, _ in name_dictionary.alias_relations(network)}
    roles = dictionary.info.get("naming_roles") or {}
    edges_of: dict[str, dict[str, int]] = {}
    questions = []
    for form in dictionary.forms.keys():
        entries = [dictionary.entry(i) for i in dictionary.indices(form)]
        aliases = [e for e in entries
                   if e.via.startswith((name_dictionary.VIA_ALIAS_RELATION, name_dictionary.VIA_ALIAS_PROPERTY))]
        if not aliases:
            continue
        owners = {(e.type_id, e.instance_id) for e in aliases}
        named = [e for e in entries if e.via == name_dictionary.VIA_NAME]
        twice = linking.written_twice(form, entries, dictionary)
        for entry in {(e.type_id, e.instance_id): e for e in aliases}.values():
            property_name = entry.via[len(name_dictionary.VIA_ALIAS_PROPERTY):]
            if roles.get(entry.type_id, {}).get(property_name) == name_dictionary.STANDARD_NAME:
                continue  # a trade-name record's generic_name: the standard record's own name
            kinds = [k for k, holds in (
                ("shared", len(owners) > 1),
                ("record_same_type", any(n.type_id == entry.type_id for n in named)),
                ("record_other_type", any(n.type_id != entry.type_id for n in named)),
                ("written_twice", entry.instance_id in twice.standard)) if holds] or ["plain"]
            if entry.instance_id not in edges_of:
                edges_of[entry.instance_id] = linking.instance_relations(backend, kn_id, linking.LinkedEntity(
                    mention=entry.name, start=0, end=len(entry.name), object_type_id=entry.type_id,
                    instance_id=entry.instance_id, instance_name=entry.name, unique_identities=entry.identity,
                    via=name_dictionary.VIA_NAME, exact=True, score=1.0)) or {}
            held = [(count, rel.id) for rel in network.relation_types
                    if rel.source_object_type_id == entry.type_id and rel.id not in alias_ids
                    and (count := edges_of[entry.instance_id].get(rel.id))]
            if not held:
                continue
            relation = network.relation_type(max(held)[1])
            questions.append(EvalQuestion(
                id=f"alias-sweep-{len(questions) + 1:05d}", kn_id=kn_id,
                question=f"{form}的{relation.name or relation.id}是什么", relation_types=[relation.id],
                entity={"name": entry.name, "object_type_id": entry.type_id}, mention=form,
                tags=["alias", entry.via, *kinds]))
    return questions


def sample(questions: list[EvalQuestion], per_kind: int | None) -> list[EvalQuestion]:
    if per_kind is None:
        return questions
    groups: dict[tuple[str, str], list[EvalQuestion]] = defaultdict(list)
    for q in questions:
        for kind in q.tags[2:]:
            groups[(q.tags[1], kind)].append(q)
    rng = random.Random(SEED)
    chosen: dict[str, EvalQuestion] = {}
    for key in sorted(groups):
        group = groups[key]
        for q in rng.sample(group, min(per_kind, len(group))):
            chosen[q.id] = q
    return sorted(chosen.values(), key=lambda q: q.id)


def by_kind(outcomes) -> dict[str, dict[str, float]]:
    groups: dict[str, list[bool]] = defaultdict(list)
    for o in outcomes:
        groups["all"].append(bool(o.entity_hit))
        for kind in o.tags[2:]:
            groups[f"{o.tags[1]} / {kind}"].append(bool(o.entity_hit))
    return {k: {"questions": len(v), "entity@1": round(sum(v) / len(v), 3)} for k, v in sorted(groups.items())}


def run_sweep(backend, kn_id: str, set_name: str, questions: list[EvalQuestion], config_documents: list[str],
              group: Callable[[list], dict[str, dict[str, float]]]):
    """Run a sweep's questions under each config (`knx eval`'s harness, answers not looked up) and
    print entity@1 per group, configs side by side. Returns (report, figures per config name)."""
    configs = [EvalConfig.from_document(c, source=f"--config #{i + 1}", default_name=f"config{i + 1}")
               for i, c in enumerate(config_documents)] or [EvalConfig()]
    report = Evaluator(backend).run({"questions": QuestionSet(name=set_name, questions=questions), "kn_id": kn_id,
                                     "configs": [c.model_dump() for c in configs], "answer_in_context": False})
    figures = {c.config.name: group(c.outcomes) for c in report.configs}
    names = list(figures)
    print(f"{'group':55s}" + "".join(f"{n:>14s}" for n in names))
    for key, row in figures[names[0]].items():
        print(f"{key + ' (' + str(row['questions']) + ')':55s}"
              + "".join(f"{figures[n][key]['entity@1']:14.3f}" for n in names))
    return report, figures


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kn", default="medical")
    parser.add_argument("--per-kind", type=whole_number(1), default=200,
                        help="aliases per (source, kind) pair (default 200)")
    parser.add_argument("--all", action="store_true", help="every alias the network records")
    parser.add_argument("--config", action="append", default=[], help="a retrieval_config preset (JSON), repeatable")
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args(argv)
    backend = embedded_backend()
    questions = sample(alias_questions(backend, args.kn), None if args.all else args.per_kind)
    print(f"{len(questions)} alias questions on {args.kn}")
    _, figures = run_sweep(backend, args.kn, "alias sweep", questions, args.config, by_kind)
    if args.json:
        args.json.write_text(json.dumps({"kn_id": args.kn, "questions": len(questions), "per_kind": None if args.all
                                         else args.per_kind, "figures": figures}, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
