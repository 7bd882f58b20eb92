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
    from core.evaluation.questions import validate_against_network

    if args.failures < 0:
        raise InvalidRequestError("--failures: must be 0 or more")
    if args.limit is not None and args.limit < 1:  # 0 would evaluate every question, -1 all but the last
        raise InvalidRequestError(f"--limit: {args.limit} is out of range",
                                  suggestion="give 1 or more, or leave --limit out for every question")
    configs = [load_config_arg(text, i) for i, text in enumerate(args.config or [], start=1)] or [EvalConfig()]
    with tempfile.TemporaryDirectory(prefix="knx-eval-") as workdir:
        questions, backend, kn_id, schema_only = load_set(args.set, args.kn, Path(workdir))
        if args.tag:
            questions.questions = [q for q in questions.questions if set(args.tag) & set(q.tags)]
        if args.limit is not None:
            questions.questions = questions.questions[: args.limit]
        if not questions.questions:
            raise InvalidRequestError("no questions left after --tag / --limit")
        if args.check:
            problems = validate_against_network(backend, questions, kn_id)
            for problem in problems:
                print(problem)
            print(f"{len(questions.questions)} questions checked, {len(problems)} problem(s)")
            return 2 if problems else 0
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
            [(f.id, f.kind, f.question, f.expected, f.got) for f in listed],
        )


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
