"""`knx eval SET --kn KN [--config A.json --config B.json]`: the evaluation harness from the command line.

SET is a JSON-lines question set (see docs/evaluation.md), an SPCQL file (`spcql/dev.json`) or a
text2cypher directory; the last two are evaluated on networks built from their schema (relation
metrics only). Prints per config: relation Recall@1/3/5/10 and MRR, entity@1 (canonical / alias),
answer-in-context, kn_search latency, and the failures.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from core.cli.output import ProgressBar, print_json, print_table
from core.exceptions import ConfigError, InvalidRequestError


def load_config_arg(text: str, index: int):
    """An EvalConfig from a file path, @file or inline JSON (a preset or a bare retrieval_config)."""
    from core.evaluation import EvalConfig

    raw = text[1:] if text.startswith("@") else text
    path = Path(raw)
    if not raw.lstrip().startswith("{") and path.suffix:
        try:
            source_text = path.read_text(encoding="utf-8-sig")
        except OSError as exc:
            raise ConfigError(f"--config {raw}: cannot read ({exc.strerror})") from None
        source, default_name = raw, path.stem
    else:
        source_text, source, default_name = raw, f"--config #{index}", f"config {index}"
    # JSON text goes to the preset reader as it is: it decodes it and names `source` in its errors
    return EvalConfig.from_document(source_text, source=source, default_name=default_name)


def load_set(path_text: str, kn: str | None, workdir: Path):
    """(question set, backend, kn_id, schema_only) for any supported set format."""
    from core.cli.data import _backend_for
    from core.evaluation import adapters
    from core.evaluation.questions import load_questions

    path = Path(path_text)
    if not path.exists():
        raise InvalidRequestError(f"{path}: no such file or directory",
                                  suggestion="a .jsonl question set, an SPCQL dev.json or a text2cypher directory")
    fmt = adapters.detect_format(path)
    if fmt == "jsonl":
        questions = load_questions(path)
        kn_ids = {kn} if kn else questions.kn_ids
        if not kn_ids:
            raise InvalidRequestError("--kn: required (the set's lines carry no kn_id)")
        backend = _backend_for(next(iter(kn_ids)) if len(kn_ids) == 1 else "medical")
        return questions, backend, kn, False
    datasets = [adapters.load_spcql(path)] if fmt == "spcql" else adapters.load_text2cypher(path)
    from core.evaluation.questions import QuestionSet

    questions = QuestionSet(name=path.name if fmt == "spcql" else "text2cypher",
                            questions=[q for d in datasets for q in d.questions])
    return questions, adapters.schema_backend(datasets, workdir), None, True


def cmd_eval(args: argparse.Namespace) -> int:
    from core.evaluation import EvalConfig, Evaluator, metric_values

    if args.failures < 0:
        raise InvalidRequestError("--failures: must be 0 or more")
    if args.limit is not None and args.limit < 1:  # 0 would evaluate every question, -1 all but the last
        raise InvalidRequestError(f"--limit: {args.limit} is out of range",
                                  suggestion="give 1 or more, or leave --limit out for every question")
    configs = [load_config_arg(text, i) for i, text in enumerate(args.config or [], start=1)] or [EvalConfig()]
    _check_configs(configs)  # before the set is read and a network opened
    with tempfile.TemporaryDirectory(prefix="knx-eval-") as workdir:
        questions, backend, kn_id, schema_only = load_set(args.set, args.kn, Path(workdir))
        if args.tag:
            questions.questions = _tagged(questions, args.tag)
        if args.limit is not None:
            questions.questions = questions.questions[: args.limit]
        if args.check:
            return _check(questions, backend, kn_id, args.json)
        # a bar on a terminal only: off one, the report is all there is to read
        with ProgressBar("eval", enabled=not args.json and sys.stderr.isatty()) as bar:
            report = Evaluator(backend).run(
                {"questions": questions, "kn_id": kn_id, "configs": configs, "schema_only": schema_only,
                 "answer_in_context": not args.no_answers},
                progress=bar.stage,
            )
    if args.json:
        data = report.model_dump(mode="json")
        if not args.outcomes:
            for config in data["configs"]:
                config.pop("outcomes")
        print_json(data)
        return 0
    _print_report(report, args.failures, metric_values)
    return 0


def _check_configs(configs) -> None:
    """The --config list as the harness takes it, said in the command's terms."""
    from core.evaluation.harness import MAX_CONFIGS

    if len(configs) > MAX_CONFIGS:
        raise InvalidRequestError(f"--config: {len(configs)} given; valid: 1 to {MAX_CONFIGS}",
                                  suggestion=f"compare at most {MAX_CONFIGS} configs in one run")
    seen: set[str] = set()
    for config in configs:
        if config.name in seen:
            raise InvalidRequestError(
                f"--config: two configs are named {config.name!r}; names must differ",
                suggestion='name each: a preset\'s "name", a file\'s stem, or "name" in inline JSON',
            )
        seen.add(config.name)


MAX_LISTED_TAGS = 30


def _tagged(questions, tags: list[str]) -> list:
    """The questions carrying one of `tags`; none is an error listing the tags the set has."""
    wanted = set(tags)
    kept = [q for q in questions.questions if wanted & set(q.tags)]
    if kept:
        return kept
    named = ", ".join(repr(t) for t in dict.fromkeys(tags))
    have = sorted({t for q in questions.questions for t in q.tags})
    if not have:
        suggestion = "its questions carry no tags; leave --tag out"
    else:
        shown = have[:MAX_LISTED_TAGS]
        more = f", and {len(have) - len(shown)} more" if len(have) > len(shown) else ""
        suggestion = "valid tags: " + ", ".join(shown) + more
    which = f"tag {named}" if len(wanted) == 1 else f"any of the tags {named}"
    raise InvalidRequestError(f"--tag: no question of {questions.name} has {which}", suggestion=suggestion)


def _check(questions, backend, kn_id: str | None, as_json: bool) -> int:
    """`--check`: the set against the network. Plain: each problem and a count (status 2 when there
    are problems). --json: the report when the set holds, else the error payload (docs/errors.md)
    whose detail lists every problem with its line and id."""
    from core.evaluation.questions import MAX_REPORTED_PROBLEMS, check_against_network
    from core.exceptions import QuestionSetError

    problems = check_against_network(backend, questions, kn_id)
    checked = len(questions.questions)
    if not as_json:
        for problem in problems:
            print(problem)
        print(f"{checked} questions checked, {len(problems)} problem(s)")
        return 2 if problems else 0
    if not problems:
        print_json({"set": questions.name, "questions": checked, "problems": []})
        return 0
    shown = [str(p) for p in problems[:MAX_REPORTED_PROBLEMS]]
    more = len(problems) - len(shown)
    raise QuestionSetError(
        f"{questions.name}: {len(problems)} problem(s) in {checked} question(s) checked: " + "; ".join(shown)
        + (f"; and {more} more" if more else ""),
        suggestion="fix the lines named, or give the network the set was written for with --kn",
        extra={"questions": checked, "problems": [p.model_dump() for p in problems]},
    )


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def _print_report(report, failures: int, metric_values) -> None:
    from core.evaluation.harness import metric_questions

    names = [c.config.name for c in report.configs]
    values = [metric_values(c) for c in report.configs]
    counts = metric_questions(report.configs[0])  # every config runs the same questions
    rows = []
    for metric in values[0]:
        if report.schema_only and not metric.startswith(("relation", "search")):
            continue
        n = counts.get(metric)
        rows.append((metric, _fmt(n) if n is not None else "", *[_fmt(v.get(metric)) for v in values]))
    title = f"{report.set_name} on {', '.join(report.kn_ids)}" + (" (schema only)" if report.schema_only else "")
    print_table(title, ["metric", "questions", *names], rows)
    for config in report.configs:
        if failures == 0:
            break
        listed = config.failures[:failures]
        if not listed:
            continue
        print_table(
            f"{config.config.name}: {len(config.failures)} failures (first {len(listed)})",
            ["id", "kind", "question", "expected", "got"],
            [(_short(f.id), f.kind, _short(f.question), _short(f.expected), _short(f.got)) for f in listed],
        )


CELL_CHARS = 80  # a table cell's text; --json keeps every text whole


def _short(text: str) -> str:
    """`text` cut to CELL_CHARS with an ellipsis: one long question must not fill the terminal."""
    return text if len(text) <= CELL_CHARS else text[: CELL_CHARS - 1] + "…"


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "eval", help="evaluate retrieval on a question set under one or more configs",
        description=__doc__.split("\n\n")[0],
    )
    p.add_argument("set", help="a .jsonl question set, an SPCQL dev.json, or a text2cypher directory")
    p.add_argument("--kn", help="network id (default: each line's kn_id)")
    p.add_argument("--config", action="append", metavar="CONFIG",
                   help="a retrieval_config or preset: a .json file, @file or inline JSON; repeat to compare")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--outcomes", action="store_true", help="with --json: include every question's outcome")
    p.add_argument("--failures", type=int, default=15, metavar="N", help="failures listed per config (default 15)")
    p.add_argument("--tag", action="append", help="only questions with this tag (repeatable)")
    p.add_argument("--limit", type=int, metavar="N", help="only the first N questions (1 or more)")
    p.add_argument("--no-answers", action="store_true", help="skip answer-in-context (faster)")
    p.add_argument("--check", action="store_true",
                   help="validate the set against the network (entities, mentions, answers) and exit")
    p.set_defaults(handler=cmd_eval)
