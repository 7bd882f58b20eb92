"""kn_search on a pasted long text: wall time and each stage's time by the text's length.

A query may hold up to 4,000 characters (`core.models.types.QUERY_MAX_CHARS`), and analysts paste
whole notes. Such a text names hundreds of instances, and the steps that compare the question's
names with each other grow with the square of their number. The texts are the everyday sets'
questions (bench/sets/medical_everyday_5*.jsonl) run together in a shuffled order (`--seed`), cut
at the last whole question within each length; each text is searched once on first sight, then `--runs`
times more as a repeated question (the process keeps per-text caches); the stages are the repeated
runs' medians. Compare two trees run one after the other, in the same minutes.

    .venv/bin/python bench/long_question.py
    .venv/bin/python bench/long_question.py --lengths 1000 4000 --runs 5 --seeds 1 2 3 --json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.backends import embedded_backend  # noqa: E402
from core.search.service import kn_search  # noqa: E402

SETS = sorted((Path(__file__).resolve().parent / "sets").glob("medical_everyday_5*.jsonl"))


def pasted_text(length: int, seed: int) -> str:
    questions = [json.loads(line)["question"] for path in SETS for line in path.open(encoding="utf-8")]
    random.Random(seed).shuffle(questions)
    text = ""
    for question in questions:
        if len(text) + len(question) > length:
            break
        text += question
    return text


def measure(backend, text: str, runs: int) -> dict:
    request = {"query": text, "kn_id": "medical"}
    start = time.perf_counter()
    kn_search(backend, request)  # first sight: nothing of the text is kept yet
    first = (time.perf_counter() - start) * 1000
    walls, stages = [], {}
    for _ in range(runs):
        start = time.perf_counter()
        response = kn_search(backend, request)
        walls.append((time.perf_counter() - start) * 1000)
        for stage, ms in response.timing.items():
            if isinstance(ms, (int, float)):
                stages.setdefault(stage, []).append(ms)
    return {"chars": len(text), "first_sight_ms": round(first, 1), "wall_p50_ms": round(statistics.median(walls), 1),
            "stages_p50_ms": {k: round(statistics.median(v), 1) for k, v in stages.items() if statistics.median(v) >= 1}}


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=whole_number(1), nargs="+", default=[500, 1000, 2000, 4000])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--runs", type=whole_number(1), default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    backend = embedded_backend()
    kn_search(backend, {"query": "糖尿病的并发症", "kn_id": "medical"})
    rows = [{"length": n, "seed": seed, **measure(backend, pasted_text(n, seed), args.runs)}
            for n in args.lengths for seed in args.seeds]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        for row in rows:
            print(f"{row['length']:>5} seed {row['seed']}: {row['chars']:>5} chars  first sight {row['first_sight_ms']:>7.1f} ms  "
                  f"repeated {row['wall_p50_ms']:>7.1f} ms:  "
                  + "  ".join(f"{k.removesuffix('_ms')} {v}" for k, v in row["stages_p50_ms"].items() if k != "total_ms"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
