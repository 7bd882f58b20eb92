"""Compare two `bench/run_all.py` results figure by figure.

    .venv/bin/python bench/compare.py bench/results/bench-A.json bench/results/bench-B.json
    .venv/bin/python bench/compare.py A.json B.json --all        # unchanged figures too

For every number both files hold (times, sizes, ratios, recall), the ratio new / old, and for
times also that ratio divided by the ratio of the two machines' calibration loops: a figure that
doubled while the calibration loop doubled too is the machine's load, not the change. Figures
whose ratio moved by more than --threshold (default 10 %) are marked.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

# Figures that are times (smaller is better, and scale with machine load).
_TIME_HINTS = ("_ms", "seconds", "p50", "p95", "ms")
# Figures that describe the run, not the code.
_SKIP = ("machine.", "when", "runs", ".exit", "target", "statements")


def flatten(obj: Any, prefix: str = "") -> dict[str, float]:
    """Numeric leaves as dotted paths (`floor.==.project_ms`)."""
    out: dict[str, float] = {}
    if isinstance(obj, dict):
        for key, value in obj.items():
            out.update(flatten(value, f"{prefix}{key}."))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            out.update(flatten(value, f"{prefix}{i}."))
    elif isinstance(obj, (int, float)) and not isinstance(obj, bool):
        out[prefix[:-1]] = obj
    return out


def is_time(key: str) -> bool:
    leaf = key.rsplit(".", 1)[-1]
    return any(h in leaf for h in _TIME_HINTS) and "ratio" not in leaf


def compare(old: dict[str, Any], new: dict[str, Any], threshold: float, show_all: bool) -> list[tuple]:
    a, b = flatten(old), flatten(new)
    cal_a = old.get("machine", {}).get("calibration_ms")
    cal_b = new.get("machine", {}).get("calibration_ms")
    machine_ratio = (cal_b / cal_a) if cal_a and cal_b else 1.0
    rows = []
    for key in sorted(set(a) & set(b)):
        if any(key.startswith(s) or s in key for s in _SKIP):
            continue
        before, after = a[key], b[key]
        ratio = after / before if before else (1.0 if after == before else float("inf"))
        adjusted = ratio / machine_ratio if is_time(key) else ratio
        moved = abs(adjusted - 1.0) > threshold
        if moved or show_all:
            rows.append((key, before, after, round(ratio, 3), round(adjusted, 3), "*" if moved else ""))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--threshold", type=float, default=0.10, help="mark ratios beyond 1 +- this (default 0.10)")
    parser.add_argument("--all", action="store_true", help="list unchanged figures too")
    args = parser.parse_args(argv)
    old = json.loads(args.old.read_text(encoding="utf-8"))
    new = json.loads(args.new.read_text(encoding="utf-8"))
    cal = (old.get("machine", {}).get("calibration_ms"), new.get("machine", {}).get("calibration_ms"))
    print(f"calibration loop: {cal[0]} ms -> {cal[1]} ms; load {old.get('machine', {}).get('load_avg')} -> "
          f"{new.get('machine', {}).get('load_avg')}")
    rows = compare(old, new, args.threshold, args.all)
    width = max([len(r[0]) for r in rows] + [10])
    print(f"{'figure':<{width}} {'old':>12} {'new':>12} {'new/old':>8} {'adjusted':>9}")
    for key, before, after, ratio, adjusted, mark in rows:
        print(f"{key:<{width}} {before:>12g} {after:>12g} {ratio:>8g} {adjusted:>9g} {mark}")
    if not rows:
        print(f"no figure moved by more than {args.threshold:.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
