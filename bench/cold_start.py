"""Cold processes: wall time and peak RSS of `knx search` and `knx --help` in fresh processes,
optionally alternating with another source tree of the project (the state before a change) so
both see the same machine load.

    python bench/cold_start.py --runs 7
    python bench/cold_start.py --runs 7 --baseline /tmp/kn-explorer-before   # `git archive <commit>`

Each tree's modules are compiled to bytecode first (as `make` and pip do: with PYTHONDONTWRITEBYTECODE set a tree
without them would compile its modules from source in every run). Each case runs once first (OS page cache; caches
the first search writes: tokenizer table, linking dictionary, word vectors), then `--runs` times per tree,
alternating. A tree is used by
putting it first on PYTHONPATH, so it needs no install of its own (the same virtualenv's
packages). Medians are printed and written to bench/results/cold_start.json with the load average.
Caches are per format version, but a tree writing its version of a cache removes the others' (the linking
dictionary keeps one file per network): when the two trees' versions differ (DICTIONARY_VERSION, ...), both would
rebuild on every run, so give the baseline its own `$KNX_HOME` with `--baseline-home` (built beforehand with the
baseline tree's own `knx import medical`).

    python bench/cold_start.py --runs 7 --baseline /tmp/before --baseline-home /tmp/before-home
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.run_all import RESULTS_DIR, run_child  # noqa: E402

CASES = {
    "knx search": ["search", "糖尿病的并发症", "--kn", "medical"],
    # questions whose linking reads what the dictionary keeps besides its forms: the share of a type's names
    # put together from two others (祛风明目 = 祛风 + 明目), the forms a simplified reading rewrites (腰痠)
    "knx search, a name of two names": ["search", "祛风明目的药材有哪些", "--kn", "medical"],
    "knx search, a variant character": ["search", "腰痠背痛是什么病", "--kn", "medical"],
    "knx --help": ["--help"],
}
KNX = "from core.cli import main; import sys; sys.argv[0] = 'knx'; sys.exit(main())"


def _env(tree: Path, home: Path | None = None) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(tree), os.environ.get("PYTHONPATH", "")]),
            **({"KNX_HOME": str(home)} if home is not None else {})}


def _args(case: list[str]) -> list[str]:
    return [sys.executable, "-P", "-c", KNX, *case]  # -P: the tree on PYTHONPATH, not the working directory


def compile_tree(tree: Path) -> None:
    """The tree's modules compiled to bytecode, as `make` does for this one (`make bytecode`) and pip for a regular
    install: with PYTHONDONTWRITEBYTECODE set, a tree without them compiles its modules from source in every run."""
    import compileall

    for part in ("core", "ui", "app_pages"):
        if (tree / part).is_dir():
            compileall.compile_dir(tree / part, quiet=1)


def measure(trees: dict[str, Path], runs: int, homes: dict[str, Path] | None = None) -> dict[str, Any]:
    """`homes`: a tree's own `$KNX_HOME`, by tree name (the others use the environment's)."""
    homes = homes or {}
    for tree in trees.values():
        compile_tree(tree)
    out: dict[str, Any] = {"load_average": os.getloadavg(), "runs": runs,
                           "dont_write_bytecode": bool(os.environ.get("PYTHONDONTWRITEBYTECODE"))}
    for case, argv in CASES.items():
        samples: dict[str, list[tuple[float, float, int]]] = {name: [] for name in trees}
        for name, tree in trees.items():
            run_child(_args(argv), _env(tree, homes.get(name)))  # page cache and first-use caches
        for _ in range(runs):
            for name, tree in trees.items():
                samples[name].append(run_child(_args(argv), _env(tree, homes.get(name))))
        out[case] = {
            name: {"seconds_p50": round(statistics.median(s[0] for s in rows), 3),
                   "seconds_min": round(min(s[0] for s in rows), 3),
                   "rss_mb_p50": round(statistics.median(s[1] for s in rows), 1),
                   "exit": rows[-1][2]}
            for name, rows in samples.items()
        }
    out["load_average_after"] = os.getloadavg()
    return out


def main() -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=whole_number(1), default=5)
    parser.add_argument("--baseline", type=Path, help="another source tree of the project to alternate with")
    parser.add_argument("--baseline-home", type=Path,
                        help="the baseline's own $KNX_HOME, when its cache versions differ from this tree's")
    args = parser.parse_args()
    trees = {"this tree": ROOT}
    if args.baseline is not None:
        if not (args.baseline / "core" / "cli" / "__init__.py").is_file():
            parser.error(f"--baseline {args.baseline}: not a source tree of this project (no core/cli)")
        trees = {"baseline": args.baseline.resolve(), **trees}
    if args.baseline_home is not None:
        if args.baseline is None:
            parser.error("--baseline-home: give --baseline too")
        if not (args.baseline_home / "networks").is_dir():
            parser.error(f"--baseline-home {args.baseline_home}: no networks/ in it (build the demo there first: "
                         "KNX_HOME=DIR knx import medical, with the baseline tree)")
    report = measure(trees, args.runs, {"baseline": args.baseline_home} if args.baseline_home else None)
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    (RESULTS_DIR / "cold_start.json").write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
