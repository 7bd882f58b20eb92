"""The question prior measured honestly: leave one dev set out, fit on the others, evaluate it.

The relation prior (core.search.question_prior) is fitted on labelled question sets; the demo's
prior is fitted on every shipped dev set (`DEMO_DEV_SETS`), so a dev set's figures with that prior
say nothing. Here each dev set in turn is left out: a prior is fitted on the other sets into a
temporary directory, and the evaluation harness (core.evaluation.Evaluator, as `knx eval` runs it)
measures the left-out set with `concept_retrieval.question_prior_weight` at each weight of the
grid (0 = no prior, today's ranking). Printed per set and weight: relation R@1 / R@3 / MRR,
entity@1, answer-in-context; the B halves (by SHA-1 of the id) of everyday 2, 6, 8 and 9 apart, the
halves those sets were measured blind on; and per weight the mean over the sets.

The default weight is the one with the best mean R@1 among those under which no set loses more
than `NOISE_QUESTIONS` questions of R@1 against weight 0 (fewer lost is within what one rewording
of a question moves).

    .venv/bin/python bench/question_prior_cv.py                          # the grid 0 0.1 0.2 0.3 0.5 0.8
    .venv/bin/python bench/question_prior_cv.py --weights 0 0.3 --sets medical_dev medical_everyday
    .venv/bin/python bench/question_prior_cv.py --json > cv.json
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from statistics import mean
from unittest import mock

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.name_sweep import half_of  # noqa: E402  (the halves the medical sets are read by: SHA-1 of the id)
from core.backends.sqlite import SqliteBackend  # noqa: E402
from core.evaluation import Evaluator, load_questions  # noqa: E402
from core.search import concepts  # noqa: E402
from core.search.question_prior import (DEMO_DEV_SETS, QuestionPrior, demo_dev_set_paths, load_prior,  # noqa: E402
                                        prior_path)

KN_ID = "medical"
GRID = (0.0, 0.1, 0.2, 0.3, 0.5, 0.8)
BLIND_HALVES = ("medical_everyday_2", "medical_everyday_6", "medical_everyday_8", "medical_everyday_9")
NOISE_QUESTIONS = 2


def figures(outcomes) -> dict[str, float | int | None]:
    def share(values):
        values = [v for v in values if v is not None]
        return round(sum(values) / len(values), 3) if values else None

    return {
        "questions": len(outcomes),
        "R@1": share([o.recall.get(1) for o in outcomes if o.gold_relations]),
        "R@3": share([o.recall.get(3) for o in outcomes if o.gold_relations]),
        "MRR": share([1.0 / o.relation_rank if o.relation_rank else 0.0 for o in outcomes if o.gold_relations]),
        "entity@1": share([o.entity_hit for o in outcomes]),
        "answer-in-context": share([o.answer_hit for o in outcomes]),
        "r1_hits": sum(1 for o in outcomes if o.gold_relations and o.recall.get(1)),
    }


def run(set_names: list[str], weights: list[float], progress) -> dict:
    paths = {p.stem: p for p in demo_dev_set_paths()}
    missing = [s for s in set_names if s not in paths]
    if missing:
        raise SystemExit(f"--sets: {missing} not among the demo prior's sets found in bench/sets; "
                         f"valid: {sorted(paths)} (core.search.question_prior.DEMO_DEV_SETS)")
    backend = SqliteBackend()
    network = backend.get_network(KN_ID)
    loaded = {name: load_questions(paths[name]) for name in set_names}
    configs = [{"name": f"w={w:g}", "retrieval_config": {"concept_retrieval": {"question_prior_weight": w}}}
               for w in weights]
    out: dict = {"weights": weights, "sets": {}}
    for name in set_names:
        others = [load_questions(paths[o]) for o in DEMO_DEV_SETS if o != name and o in paths]
        with tempfile.TemporaryDirectory(prefix="prior-cv-") as home:
            prior = QuestionPrior.fit(others, network)
            prior.save(prior_path(KN_ID, Path(home)))
            # kn_search reads the network's prior from $KNX_HOME; this fold's is read from its own
            # directory instead, so the caches of $KNX_HOME stay in use and its prior untouched.
            fold_prior = lambda kn_id, relations: load_prior(kn_id, relations, home=Path(home))  # noqa: E731
            with mock.patch.object(concepts, "load_prior", fold_prior):
                report = Evaluator(backend).run({"questions": loaded[name], "kn_id": KN_ID, "configs": configs})
        row = {"fitted_on": [o.name for o in others], "fitted_questions": prior.header["questions"], "by_weight": {}}
        for w, config in zip(weights, report.configs):
            entry = figures(config.outcomes)
            if name in BLIND_HALVES:
                entry["half_B"] = figures([o for o in config.outcomes if half_of(o.id) == "B"])
            row["by_weight"][f"{w:g}"] = entry
        out["sets"][name] = row
        progress(name, row)
    out["mean_R@1"] = {f"{w:g}": round(mean(out["sets"][s]["by_weight"][f"{w:g}"]["R@1"] for s in set_names), 4)
                       for w in weights}
    out["chosen"] = choose(out, set_names, weights)
    return out


def choose(out: dict, set_names: list[str], weights: list[float]) -> dict:
    """The best mean R@1 among the weights under which no set loses more than NOISE_QUESTIONS
    questions of R@1 against weight 0."""
    base = f"{weights[0]:g}"
    allowed = []
    for w in weights:
        key = f"{w:g}"
        losses = {s: out["sets"][s]["by_weight"][base]["r1_hits"] - out["sets"][s]["by_weight"][key]["r1_hits"]
                  for s in set_names}
        if max(losses.values()) <= NOISE_QUESTIONS:
            allowed.append(key)
    best = max(allowed, key=lambda k: out["mean_R@1"][k]) if allowed else base
    return {"weight": float(best), "allowed": allowed,
            "rule": f"best mean R@1 where no set loses more than {NOISE_QUESTIONS} questions of R@1 against w={base}"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--weights", type=float, nargs="+", default=list(GRID))
    parser.add_argument("--sets", nargs="+", default=list(DEMO_DEV_SETS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if len(args.weights) > 8:
        parser.error("--weights: at most 8 (one evaluation run holds up to 8 configs)")
    if args.weights[0] != 0:
        args.weights = [0.0, *args.weights]

    def progress(name, row):
        if args.json:
            return
        for key, entry in row["by_weight"].items():
            line = (f"{name:<20} w={key:<4} n={entry['questions']:<4} R@1 {entry['R@1']:.3f}  R@3 {entry['R@3']:.3f}  "
                    f"MRR {entry['MRR']:.3f}  entity@1 {entry['entity@1']:.3f}  answer-in-context "
                    f"{entry['answer-in-context']:.3f}")
            if "half_B" in entry:
                b = entry["half_B"]
                line += f"   | half B n={b['questions']} R@1 {b['R@1']:.3f} R@3 {b['R@3']:.3f} MRR {b['MRR']:.3f}"
            print(line, flush=True)

    out = run(args.sets, args.weights, progress)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        print("mean R@1 by weight: " + ", ".join(f"w={k} {v:.4f}" for k, v in out["mean_R@1"].items()))
        print(f"chosen: w={out['chosen']['weight']:g} ({out['chosen']['rule']}; allowed: {out['chosen']['allowed']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
