"""Relation ranking on the SpCQL dev set, per half, with ablations: a guard against fitting dev.

The set (`$KNX_SHARED/bench/spcql/dev.json`, schema only: no instances, so only the question
signals rank) is split into two fixed halves by the first byte of the SHA-1 of each question
(even: A, odd: B). Changes to the ranking are designed on half A; half B says whether they carry
over. Recall@k is the share of a question's gold relation types among the first k (a question
with two gold types scores at most 0.5 at k = 1), as in `knx eval`.

Variants: `full` (the default ranker) and `-<signal>` (that signal's weight set to 0; `-answer`
is the answer-type signal of core.search.answer_types, `-name` the whole relation name spelled out
in the question, `-spelled` the spelled name's words counting in full for the other relation types:
core.search.intent.SPELLED_SHARE = 1; `-cue` the words of an answer cue's phrase counting in full
for the relation types without an answer signal: CUE_SHARE = 1; `-requests` the request and
ordering phrases (请问, 按名称排序) left in the question: MASK_REQUEST_PHRASES = False; `-shortened` a
relation name spelled but for its last character (英文名 of 英文名称) not named: SHORTENED_NAMES = False).

    .venv/bin/python bench/spcql_bench.py                          # full, -answer, -name; both halves
    .venv/bin/python bench/spcql_bench.py --variants=full,-answer,-semantic --failures A
    .venv/bin/python bench/spcql_bench.py --variants=full --causes        # rank-1 misses by cause, per half
    .venv/bin/python bench/spcql_bench.py --variants=full --prior-weight 0.1   # with the other half's prior
    .venv/bin/python bench/spcql_bench.py --variants=full --usage-weight 0.01  # the other half's label shares
    .venv/bin/python bench/spcql_bench.py --variants=full --usage-weight 0.005 --whole-set  # fitted on all of it
    .venv/bin/python bench/spcql_bench.py --variants=full --mask-entities     # the listed entities linked

`--prior-weight W` ranks each half with the relation prior (core.search.question_prior) fitted on
the other half's questions, at weight W: what the prior `knx prior fit` learns from a network's
own labelled questions gives on questions it was not fitted on (SpCQL has about one question per
relation type in each half, where the medical sets have dozens).

`--usage-weight W` adds W x log(1 + n) / log(1 + the largest n) to each relation type's fused score,
n the type's count among the other half's gold labels: how often a type is asked, without the
wording (a usage prior for near-duplicate names, 出生日期 / 出生时间).

`--whole-set` fits that prior or those label shares on every question of the set, the ones being
ranked included, instead of on the other half: what fitting the set's own questions can give at
most. It bounds a rule that learns from labels (with the label shares, even fitted on the very
questions scored, the near-duplicate names stay where they are); it is no figure a ranker could
ship, as a held-out set has no labels to fit.

`--mask-entities` ranks each question with the entities its item lists (`entities`: what a knowledge
base holding them would link) as linked entities, their spans masked as kn_search masks a linked
name: what the question's other words give.

`--causes` sorts every rank-1 miss of the first variant into one cause (the first that applies,
from the gold relation's signals against the relation ranked first): `near-duplicate name` (the
first and a gold relation share a two-character word or one name holds the other: 出生日期 /
出生时间, 时间 / 展会时间 - the set's own choice between near-synonyms), `another name spelled out`
(the first is named in the question, no gold is), `answer cue outweighed` (a gold relation has
an answer signal but ranks lower), `reached, outranked` (a gold relation has a text or semantic
signal of at least 0.5), `no signal reaches gold` (what the question names needs knowledge no
signal has: 浙江菜 is a 分类, 综合补给舰 a 舰型). It then prints what the best fixed preference
between two near-duplicate names, chosen on the set itself, could gain at rank 1
(`near_duplicate_preference_bound`).
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import math
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.linking_bench import use_variant  # noqa: E402
from bench.schema_recall import rank_with, relation_scores  # noqa: E402
from core.evaluation.adapters import load_spcql  # noqa: E402
from core.evaluation.metrics import recall_at, reciprocal_rank  # noqa: E402
from core.home import shared_dir  # noqa: E402
from core.search import intent as intent_module  # noqa: E402
from core.evaluation.questions import QuestionSet  # noqa: E402
from core.search.intent import default_intent_ranker  # noqa: E402
from core.search.linking import LinkedEntity  # noqa: E402
from core.search.question_prior import QuestionPrior  # noqa: E402
from core.search.rerankers import default_reranker  # noqa: E402

KS = (1, 3, 5)


def half_of(question: str) -> str:
    """`A` or `B`: a split that depends on the question's text only (stable across runs)."""
    return "A" if hashlib.sha1(question.encode("utf-8")).digest()[0] % 2 == 0 else "B"


CAUSES = ("near-duplicate name", "another name spelled out", "answer cue outweighed", "reached, outranked",
          "no signal reaches gold")


def _near_duplicates(a: str, b: str) -> bool:
    a, b = a.strip(), b.strip()
    if a in b or b in a:
        return True
    return any(a[i:i + 2] in b for i in range(len(a) - 1))


def miss_cause(dataset, question) -> str:
    """The cause of one rank-1 miss (see the module docstring), from the intent ranker's signals."""
    relations = dataset.network.relation_types
    scores = default_intent_ranker().score(question.question, dataset.network, relations)
    first = max(range(len(relations)), key=lambda i: (scores.fused[i], -i))
    gold = [i for i, r in enumerate(relations) if r.id in question.relation_types]
    if any(_near_duplicates(relations[first].name, relations[g].name) for g in gold):
        return CAUSES[0]
    if scores.signals[first].get("name") and not any(scores.signals[g].get("name") for g in gold):
        return CAUSES[1]
    if any(scores.signals[g]["answer"] > 0 for g in gold):
        return CAUSES[2]
    if any(max(scores.signals[g]["text"], scores.signals[g]["semantic"]) >= 0.5 for g in gold):
        return CAUSES[3]
    return CAUSES[4]


def ranked(dataset) -> list[list[str]]:
    """Each question's relation type ids, best first, by the ranker as it is set now (the variant)."""
    return [rank_with(default_reranker(), dataset.network, q.question)[0] for q in dataset.questions]


def causes(dataset, orders: list[list[str]]) -> dict[str, dict[str, float]]:
    """Per half: the R@1 lost to each cause (a two-gold question whose gold is second loses 0.5);
    `orders` as `ranked` gives them."""
    out: dict[str, dict[str, float]] = {"A": dict.fromkeys(CAUSES, 0.0), "B": dict.fromkeys(CAUSES, 0.0)}
    for q, order in zip(dataset.questions, orders, strict=True):
        lost = 1.0 - recall_at(order, q.relation_types, 1)
        if order[0] not in q.relation_types:
            out[half_of(q.question)][miss_cause(dataset, q)] += lost
    return out


def _fitting_questions(dataset, whole_set: bool) -> dict[str, list]:
    """Per half, the questions its prior or label shares are fitted on: the other half's, or with
    `whole_set` every question (the half's own included)."""
    if whole_set:
        return {"A": list(dataset.questions), "B": list(dataset.questions)}
    halves = {h: [q for q in dataset.questions if half_of(q.question) == h] for h in "AB"}
    return {"A": halves["B"], "B": halves["A"]}


def near_duplicate_preference_bound(dataset, orders: list[list[str]]) -> dict[str, float]:
    """What a fixed preference between two near-duplicate names could gain at rank 1, at most
    (`orders` as `ranked` gives them).

    For each question whose first two relation types are near-duplicates (`_near_duplicates`),
    putting the second first gains or loses R@1. A rule preferring one name of a pair to the other
    everywhere (代表作品 over 主要作品) gets, for that ordered pair, its gains minus its losses; the
    bound keeps each ordered pair whose sum is positive, chosen on the questions it is scored on,
    so no rule that reads the two names alone, without the question, can do better on this set."""
    names = {r.id: r.name for r in dataset.network.relation_types}
    gained: collections.Counter = collections.Counter()
    lost: collections.Counter = collections.Counter()
    for q, order in zip(dataset.questions, orders, strict=True):
        first, second = order[0], order[1]
        if not _near_duplicates(names[first], names[second]):
            continue
        delta = (recall_at([second, first, *order[2:]], q.relation_types, 1)
                 - recall_at(order, q.relation_types, 1))
        preference = (names[second], names[first])  # the second preferred to the first
        if delta > 0:
            gained[preference] += delta
        elif delta < 0:
            lost[preference] -= delta
    kept = [pair for pair in gained if gained[pair] > lost[pair]]
    return {"questions": len(dataset.questions), "pairs": len(kept),
            "gained": sum(gained[pair] - lost[pair] for pair in kept),
            "swaps that would lose": sum(lost.values())}


def priors_per_half(dataset, whole_set: bool = False) -> dict[str, QuestionPrior]:
    """Per half, the relation prior fitted on the other half's questions (`whole_set`: on all of them)."""
    return {h: QuestionPrior.fit([QuestionSet(name=f"for {h}", questions=questions)], dataset.network)
            for h, questions in _fitting_questions(dataset, whole_set).items()}


def usage_per_half(dataset, whole_set: bool = False) -> dict[str, dict[str, float]]:
    """Per half, each relation type's log-scaled count among the other half's gold labels (0 to 1;
    `whole_set`: among all the set's labels)."""
    out = {}
    for h, questions in _fitting_questions(dataset, whole_set).items():
        counts = collections.Counter(r for q in questions for r in q.relation_types)
        out[h] = {rel: math.log1p(n) / math.log1p(max(counts.values())) for rel, n in counts.items()}
    return out


def rank_with_usage(network, question: str, usage: dict[str, float], weight: float) -> list[str]:
    """Relation type ids by fused score plus `weight` x the type's usage share (ties: schema order)."""
    scores, _ = relation_scores(default_reranker(), network, question)
    position = {r.id: i for i, r in enumerate(network.relation_types)}
    return [r.id for r, _ in sorted(scores, key=lambda pair: (
        -(pair[1] + weight * usage.get(pair[0].id, 0.0)), position[pair[0].id]))]


def item_entities(path: Path) -> dict[str, list[str]]:
    """Each question's listed entities (`entities` of its item; a question asked twice keeps the first)."""
    out: dict[str, list[str]] = {}
    for item in json.loads(Path(path).read_text(encoding="utf-8")):
        if isinstance(item, dict) and isinstance(item.get("query"), str):
            names = [e for e in item.get("entities") or [] if isinstance(e, str) and e]
            out.setdefault(item["query"], names)
    return out


def entity_spans(question: str, names: list[str]) -> list[LinkedEntity]:
    """The listed entities the question spells, as linked entities of the SpCQL network's one type."""
    out = []
    for name in names:
        start = question.find(name)
        if start >= 0:
            out.append(LinkedEntity(mention=name, start=start, end=start + len(name), object_type_id="ENTITY",
                                    instance_id=f"ENTITY-{name}", instance_name=name))
    return out


def evaluate(dataset, prior_weight: float = 0.0, usage_weight: float = 0.0,
             entities: dict[str, list[str]] | None = None, whole_set: bool = False) -> dict:
    """Per half and over the whole set: questions, R@1/3/5, MRR; and the misses at rank 1. With
    `prior_weight` > 0, each half is ranked with the prior fitted on the other half; with
    `usage_weight` > 0, with the other half's label shares (`rank_with_usage`); `whole_set` fits
    either on every question instead; with `entities` (question → its listed entities), with those
    the question spells as its linked entities."""
    names = {r.id: r.name for r in dataset.network.relation_types}
    rows: dict[str, list] = {"A": [], "B": []}
    misses: dict[str, list] = {"A": [], "B": []}
    priors = priors_per_half(dataset, whole_set) if prior_weight > 0 else {}
    usage = usage_per_half(dataset, whole_set) if usage_weight > 0 else {}
    for q in dataset.questions:
        half = half_of(q.question)
        if usage:
            order = rank_with_usage(dataset.network, q.question, usage[half], usage_weight)
        else:
            linked = entity_spans(q.question, entities.get(q.question, [])) if entities else None
            order, _ = rank_with(default_reranker(), dataset.network, q.question, priors.get(half), prior_weight,
                                 linked or None)
        rows[half].append([recall_at(order, q.relation_types, k) for k in KS]
                          + [reciprocal_rank(order, q.relation_types)])
        if order[0] not in q.relation_types:
            misses[half].append({"q": q.question, "gold": [names[g] for g in q.relation_types],
                                 "top3": [names[r] for r in order[:3]]})
    out = {}
    for part, values in (("A", rows["A"]), ("B", rows["B"]), ("all", rows["A"] + rows["B"])):
        n = max(1, len(values))
        means = [sum(v[i] for v in values) / n for i in range(len(KS) + 1)]
        out[part] = {"questions": len(values), **{f"R@{k}": m for k, m in zip(KS, means)}, "MRR": means[-1]}
    out["misses"] = misses
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=shared_dir() / "bench" / "spcql" / "dev.json")
    parser.add_argument("--variants", default="full,-answer,-name",
                        help="comma-separated: full, -text, -unigram, -semantic, -type, -answer, -name, -spelled, -cue, -requests, -shortened")
    parser.add_argument("--failures", choices=("A", "B"), help="print the rank-1 misses of that half (first variant)")
    parser.add_argument("--causes", action="store_true", help="rank-1 misses by cause, per half (first variant)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--prior-weight", type=float, default=0.0,
                        help="rank each half with the relation prior fitted on the other half, at this weight")
    parser.add_argument("--usage-weight", type=float, default=0.0,
                        help="add the other half's gold-label share of each relation type at this weight")
    parser.add_argument("--whole-set", action="store_true",
                        help="fit the prior or the label shares on every question, the ranked ones included "
                             "(an upper bound of fitting the set, not a held-out figure)")
    parser.add_argument("--mask-entities", action="store_true",
                        help="rank with each item's listed entities as the question's linked entities (spans masked)")
    args = parser.parse_args(argv)
    args.variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    if args.prior_weight < 0:
        parser.error(f"--prior-weight must be 0 (no prior) or more, not {args.prior_weight}")
    if args.usage_weight < 0:
        parser.error(f"--usage-weight must be 0 (none) or more, not {args.usage_weight}")
    if args.usage_weight > 0 and args.prior_weight > 0:
        parser.error("--usage-weight and --prior-weight are measured one at a time; give one of them")
    if args.whole_set and not (args.prior_weight > 0 or args.usage_weight > 0):
        parser.error("--whole-set says what --prior-weight or --usage-weight is fitted on; give one of them")
    if args.mask_entities and args.usage_weight > 0:
        parser.error("--mask-entities and --usage-weight are measured one at a time; give one of them")
    for variant in args.variants:
        if variant not in ("full", "-name", "-spelled", "-cue", "-requests", "-shortened") and variant.lstrip("-") not in intent_module.DEFAULT_WEIGHTS:
            parser.error(f"unknown variant {variant!r}; valid: full, -name, -spelled, -cue, -requests, -shortened, "
                         + ", ".join(f"-{k}" for k in intent_module.DEFAULT_WEIGHTS))
    dataset = load_spcql(args.data)
    spelled_share, cue_share = intent_module.SPELLED_SHARE, intent_module.CUE_SHARE
    mask_requests, shortened = intent_module.MASK_REQUEST_PHRASES, intent_module.SHORTENED_NAMES
    results = {}
    for k, variant in enumerate(args.variants):
        use_variant("full" if variant in ("-spelled", "-cue", "-requests", "-shortened") else variant)
        intent_module.SPELLED_SHARE = 1.0 if variant == "-spelled" else spelled_share
        intent_module.CUE_SHARE = 1.0 if variant == "-cue" else cue_share
        intent_module.MASK_REQUEST_PHRASES = False if variant == "-requests" else mask_requests
        intent_module.SHORTENED_NAMES = False if variant == "-shortened" else shortened
        started = time.perf_counter()
        figures = evaluate(dataset, args.prior_weight, args.usage_weight,
                           item_entities(args.data) if args.mask_entities else None, args.whole_set)
        misses = figures.pop("misses")
        results[variant] = figures
        if not args.json:
            seconds = time.perf_counter() - started
            fitted = " - fitted on the questions it ranks: an upper bound, not a held-out figure" \
                if args.whole_set else ""
            print(f"{variant} ({seconds:.0f} s){fitted}")
            for part, row in figures.items():
                print(f"  {part:>3} {row['questions']:>4} questions  " + "  ".join(
                    f"{key} {value:.3f}" for key, value in row.items() if key != "questions"))
        if k == 0 and args.failures:
            for miss in misses[args.failures]:
                print("   ", json.dumps(miss, ensure_ascii=False))
        if k == 0 and args.causes:
            orders = ranked(dataset)
            lost = causes(dataset, orders)
            results[variant]["causes"] = lost
            if not args.json:
                print("  R@1 lost per cause (questions; a two-gold question counts what it loses)")
                for cause in CAUSES:
                    print(f"    {cause:<26} A {lost['A'][cause]:5.1f}  B {lost['B'][cause]:5.1f}  "
                          f"all {lost['A'][cause] + lost['B'][cause]:5.1f}")
            bound = near_duplicate_preference_bound(dataset, orders)
            results[variant]["near_duplicate_preference_bound"] = bound
            if not args.json:
                print(f"  a fixed preference between near-duplicate names, the best per pair on this set: "
                      f"+{bound['gained']:.1f} questions at rank 1 ({bound['pairs']} pairs; "
                      f"R@1 at most +{bound['gained'] / max(1, bound['questions']):.3f})")
    use_variant("full")
    intent_module.SPELLED_SHARE = spelled_share
    intent_module.CUE_SHARE = cue_share
    intent_module.MASK_REQUEST_PHRASES = mask_requests
    intent_module.SHORTENED_NAMES = shortened
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
