"""`knx prior`: the relation prior a network learns from its labelled question sets.

    knx prior fit bench/sets/medical_dev.jsonl bench/sets/medical_everyday.jsonl --kn medical
    knx prior show --kn medical
    knx prior remove --kn medical

The prior (core.search.question_prior) is one more signal of relation ranking, weighted by
retrieval_config `concept_retrieval.question_prior_weight`; a network without one ranks as before.
"""

from __future__ import annotations

import argparse

from core.cli.output import print_json, print_table


def _network_backend(kn_id: str):
    """The backend holding `kn_id`; NotFoundError naming the valid networks when none does."""
    from core.cli.data import _backend_for

    backend = _backend_for(kn_id)
    backend.get_network(kn_id)
    return backend


def _print_header(kn_id: str, described: dict, fits: bool | None, as_json: bool) -> None:
    from core.search.question_prior import QuestionPrior

    if as_json:
        print_json({**described, "fits_network": fits})
        return
    summary, settings = QuestionPrior.header_lines(described, fits)
    print(f"{kn_id}: question prior of {summary}")
    print_table(None, ["set", "questions", "skipped (no relation_types)"],
                [(s["name"], s["questions"], s["skipped"]) for s in described["sets"]])
    print(settings)


def cmd_fit(args: argparse.Namespace) -> int:
    from core.evaluation.questions import load_questions
    from core.search.question_prior import fit_network_prior

    backend = _network_backend(args.kn)
    prior = fit_network_prior(backend, args.kn, [load_questions(path) for path in args.sets])
    _print_header(args.kn, prior.describe(), True, args.json)
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from core.exceptions import NotFoundError, StorageError
    from core.search.question_prior import prior_path, stored_prior

    backend = _network_backend(args.kn)
    try:
        prior = stored_prior(args.kn)
    except ValueError as exc:
        raise StorageError(f"{prior_path(args.kn)}: {exc}", suggestion="fit it again: knx prior fit") from None
    if prior is None:
        raise NotFoundError(f"network {args.kn!r} has no question prior",
                            suggestion=f"fit one: knx prior fit SET.jsonl --kn {args.kn}")
    _print_header(args.kn, prior.describe(), prior.fits(backend.get_network(args.kn).relation_types), args.json)
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    from core.search.question_prior import remove_prior

    _network_backend(args.kn)
    removed = remove_prior(args.kn)
    if args.json:
        print_json({"kn_id": args.kn, "removed": removed})
    else:
        print(f"{args.kn}: question prior removed" if removed else f"{args.kn}: had no question prior")
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("prior", help="the relation prior learned from labelled question sets: fit, show, remove")
    sub = p.add_subparsers(dest="prior_command", metavar="ACTION")
    sub.required = True
    fit = sub.add_parser("fit", help="fit a network's relation prior on question sets (replaces the earlier one)",
                         description="Fit the relation prior of --kn on the lines of the sets that carry "
                                     "relation_types (the entity's mention masked), and store it with the network's "
                                     "models. Relation ranking uses it with weight "
                                     "concept_retrieval.question_prior_weight.")
    fit.add_argument("sets", nargs="+", metavar="SET.jsonl", help="question sets (docs/evaluation.md)")
    fit.add_argument("--kn", required=True, help="network id (the demo network is 'medical')")
    fit.add_argument("--json", action="store_true", help="print the model's header as JSON")
    fit.set_defaults(handler=cmd_fit)
    show = sub.add_parser("show", help="what a network's relation prior was fitted on")
    show.add_argument("--kn", required=True, help="network id")
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=cmd_show)
    remove = sub.add_parser("remove", help="remove a network's relation prior (ranking as without one)")
    remove.add_argument("--kn", required=True, help="network id")
    remove.add_argument("--json", action="store_true")
    remove.set_defaults(handler=cmd_remove)
