"""Entity linking of records named by their own name, over every record of a network that holds edges.

Each record (an instance, by its name) that holds edges of some relation type is put in a generic
question built from the network's own names, once from each end it holds edges at, asking the
relation type it holds most edges of at that end (alias relations aside):

- `source`: "<name>的<relation type name>是什么" (the record is the relation's source);
- `target`: "<name>是哪些<source type name>的<relation type name>" (the record is the relation's
  target: which sources point at it); with `--target-form leading` the wh-phrase comes first,
  "哪些<source type name>的<relation type name>是<name>".

kn_search must then give a record of that name and type as its top node: entity@1, as `knx eval`
scores it. Figures are grouped by object type, end and kind of name, since the kinds fail for
different reasons:

- `unique`: the name is carried by records of one object type only;
- `shared`: records of several object types carry the name (a symptom and a disease alike);
- `fragment`: the name has an extraction fragment's shape (`core.importers.hygiene`);
- `written_twice`: a trade-name record naming its standard record back (`linking.written_twice`):
  the question is scored against the standard record, as a mention of the name goes there by
  default (`concept_retrieval.standard_record_of_written_twice`) and the dev sets label it so.

A name is counted under one kind, the first that holds of written_twice, fragment, shared. `--per-type N` samples N records of
each object type with a fixed seed (default 200); `--all` takes every record. `--half A|B` keeps
the records whose instance id's SHA-1 is even (A) or odd (B), so rules can be designed on one
half's failures and checked on the other's. Configs compare side by side, as in `knx eval`:

    .venv/bin/python bench/name_sweep.py                                    # demo network, 200 per type
    .venv/bin/python bench/name_sweep.py --all --half B --json bench/results/name_sweep_B.json
    .venv/bin/python bench/name_sweep.py --config '{"name": "base"}' --config '{"name": "other", ...}'
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.backends import embedded_backend  # noqa: E402
from core.evaluation.questions import EvalQuestion  # noqa: E402
from core.importers.hygiene import is_fragment  # noqa: E402
from core.search import linking, name_dictionary  # noqa: E402

from bench.alias_sweep import SEED, run_sweep  # noqa: E402

KINDS = ("unique", "shared", "fragment", "written_twice")
ENDS = ("source", "target")


def half_of(identifier: str) -> str:
    """A for an even SHA-1 of the id (an instance's, a question's), B for an odd one: a split that
    does not depend on order, the one the medical sets are read by (docs/linking.md)."""
    return "A" if int(hashlib.sha1(identifier.encode("utf-8")).hexdigest(), 16) % 2 == 0 else "B"


def edge_counts(backend, kn_id: str) -> dict[tuple[str, str], dict[str, dict[str, int]]]:
    """(object type, stored iid) -> end -> relation type id -> edges, from the embedded engine's edge
    table in two grouped scans (one per end); counting per record through the backend interface
    would take a query per record and relation type."""
    nf = backend.network_file(kn_id)
    if nf is None:
        raise SystemExit("the name sweep needs the embedded engine's network file")
    iid_of = {ot_id: dict(nf.execute(f"SELECT rid, iid FROM {layout.table}")) for ot_id, layout in nf.layout.items()}
    relation_at = {nf.relation_index[r.id]: r for r in nf.network.relation_types}
    out: dict[tuple[str, str], dict[str, dict[str, int]]] = defaultdict(lambda: {"source": {}, "target": {}})
    for column, end in (("src", "source"), ("dst", "target")):
        for rt, rid, n in nf.execute(f"SELECT rt, {column}, COUNT(*) FROM edges GROUP BY rt, {column}"):
            rel = relation_at[rt]
            type_id = rel.source_object_type_id if end == "source" else rel.target_object_type_id
            iid = iid_of[type_id].get(rid)
            if iid is not None:
                out[(type_id, iid)][end][rel.id] = n
    return out


TARGET_FORMS = {"copula": "{name}是哪些{source}的{relation}", "leading": "哪些{source}的{relation}是{name}"}


def name_questions(backend, kn_id: str, target_form: str = "copula") -> list[EvalQuestion]:
    """One question per (record, end it holds edges at), tagged with type, end, kind and half."""
    network = backend.get_network(kn_id)
    nf = backend.network_file(kn_id)
    dictionary, _ = name_dictionary.DictionaryCache().get(backend, kn_id)
    alias_ids = {rel_id for rel_id, _, _ in name_dictionary.alias_relations(network)}
    counts = edge_counts(backend, kn_id)
    questions = []
    seen: set[tuple[str, str]] = set()
    for form in dictionary.forms.keys():
        entries = [dictionary.entry(i) for i in dictionary.indices(form)]
        named = [e for e in entries if e.via == name_dictionary.VIA_NAME]
        types = {e.type_id for e in named}
        twice = linking.written_twice(form, entries, dictionary)
        standard = next((e for e in entries if e.instance_id in twice.standard), None)
        for entry in named:
            if (entry.type_id, entry.instance_id) in seen:
                continue
            seen.add((entry.type_id, entry.instance_id))
            iid = name_dictionary.stored_id(nf.layout[entry.type_id], entry.type_id, entry.instance_id, entry.identity)
            held = counts.get((entry.type_id, iid))
            if not held:
                continue
            expected = {"name": entry.name, "object_type_id": entry.type_id}
            if entry.instance_id in twice.written and standard is not None:
                kind = "written_twice"
                expected = {"name": standard.name, "object_type_id": standard.type_id}
            else:
                kind = "fragment" if is_fragment(entry.name) else "shared" if len(types) > 1 else "unique"
            for end in ENDS:
                edges = [(n, rel_id) for rel_id, n in held[end].items() if rel_id not in alias_ids]
                if not edges:
                    continue
                relation = network.relation_type(max(edges)[1])
                asked = relation.name or relation.id
                if end == "source":
                    text = f"{entry.name}的{asked}是什么"
                else:
                    source_type = network.object_type(relation.source_object_type_id)
                    text = TARGET_FORMS[target_form].format(name=entry.name, relation=asked,
                                                            source=source_type.name or source_type.id)
                questions.append(EvalQuestion(
                    id=f"name-sweep-{len(questions) + 1:06d}", kn_id=kn_id, question=text,
                    relation_types=[relation.id], entity=expected,
                    mention=entry.name, tags=["name", entry.type_id, end, kind, half_of(entry.instance_id)]))
    return questions


def sample(questions: list[EvalQuestion], per_type: int | None, half: str | None) -> list[EvalQuestion]:
    """The questions of `per_type` records of each object type (all of a record's ends together),
    drawn with a fixed seed, and of one half only when asked."""
    if half:
        questions = [q for q in questions if q.tags[4] == half]
    if per_type is None:
        return questions
    records: dict[str, dict[str, list[EvalQuestion]]] = defaultdict(lambda: defaultdict(list))
    for q in questions:
        records[q.tags[1]][q.mention].append(q)
    rng = random.Random(SEED)
    chosen = []
    for type_id in sorted(records):
        names = sorted(records[type_id])
        for name in rng.sample(names, min(per_type, len(names))):
            chosen.extend(records[type_id][name])
    return sorted(chosen, key=lambda q: q.id)


def grouped(outcomes) -> dict[str, dict[str, float]]:
    groups: dict[str, list[bool]] = defaultdict(list)
    for o in outcomes:
        _, type_id, end, kind, _ = o.tags
        hit = bool(o.entity_hit)
        for key in ("all", f"end {end}", f"kind {kind}", f"{type_id}", f"{type_id} / {end}",
                    f"{type_id} / {end} / {kind}"):
            groups[key].append(hit)
    return {k: {"questions": len(v), "entity@1": round(sum(v) / len(v), 3)} for k, v in sorted(groups.items())}


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kn", default="medical")
    parser.add_argument("--per-type", type=whole_number(1), default=200, help="records per object type (default 200)")
    parser.add_argument("--all", action="store_true", help="every record that holds edges")
    parser.add_argument("--half", choices=("A", "B"), help="only records of this half (SHA-1 of the instance id)")
    parser.add_argument("--target-form", choices=sorted(TARGET_FORMS), default="copula",
                        help="how a question from the target end is put (default copula)")
    parser.add_argument("--config", action="append", default=[], help="a retrieval_config preset (JSON), repeatable")
    parser.add_argument("--json", type=Path, help="write the figures here")
    parser.add_argument("--failures", type=Path, help="write each config's missed questions here (JSON lines)")
    args = parser.parse_args(argv)
    backend = embedded_backend()
    questions = sample(name_questions(backend, args.kn, args.target_form), None if args.all else args.per_type,
                       args.half)
    print(f"{len(questions)} name questions on {args.kn}" + (f", half {args.half}" if args.half else ""))
    report, figures = run_sweep(backend, args.kn, "name sweep", questions, args.config, grouped)
    if args.json:
        args.json.write_text(json.dumps({"kn_id": args.kn, "questions": len(questions), "per_type": None if args.all
                                         else args.per_type, "half": args.half, "figures": figures},
                                        ensure_ascii=False, indent=1))
    if args.failures:
        with args.failures.open("w", encoding="utf-8") as out:
            for c in report.configs:
                for o in c.outcomes:
                    if o.entity_hit is False:
                        out.write(json.dumps({"config": c.config.name, "id": o.id, "question": o.question,
                                              "tags": o.tags, "got": o.top_node, "got_type": o.top_node_type},
                                             ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
