"""kn_search's full responses for every question of the medical dev set (or of `--set` files), to check that a speed
change leaves them identical: run it on the tree before the change (`--write`), then on this one
(`--compare`).

Every question is asked once with `debug` (each seen for the first time by the process), then
once more without (a repeated question), then the first 50 again with `only_schema`. Timings
(`timing`, keys ending in `_ms` or `_seconds`) are left out; everything else is compared.

    PYTHONPATH=/tmp/before .venv/bin/python bench/search_responses.py --write /tmp/responses.json
    .venv/bin/python bench/search_responses.py --compare /tmp/responses.json
    .venv/bin/python bench/search_responses.py --set bench/sets/medical_everyday_2.jsonl --write /tmp/r2.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.append(str(Path(__file__).resolve().parents[1]))  # after PYTHONPATH: another tree may be asked

from core.backends.sqlite import SqliteBackend  # noqa: E402
from core.search.service import kn_search  # noqa: E402

DEV_SET = Path(__file__).resolve().parent / "sets" / "medical_dev.jsonl"


def without_timings(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: without_timings(v) for k, v in value.items()
                if k != "timing" and not k.endswith(("_ms", "_seconds"))}
    if isinstance(value, list):
        return [without_timings(v) for v in value]
    return value


def responses(sets: list[Path]) -> list[dict[str, Any]]:
    from core.importers import ensure_medical

    backend = SqliteBackend(ensure_medical(None).path.parent)
    questions = [json.loads(line)["question"] for path in sets
                 for line in path.read_text(encoding="utf-8-sig").splitlines() if line.strip()]
    bodies = ([{"query": q, "kn_id": "medical", "debug": True} for q in questions]
              + [{"query": q, "kn_id": "medical"} for q in questions]
              + [{"query": q, "kn_id": "medical", "only_schema": True} for q in questions[:50]])
    made = [{"request": body, "response": without_timings(kn_search(backend, body).to_wire())} for body in bodies]
    return json.loads(json.dumps(made, ensure_ascii=False))  # as written to the file (tuples as lists)


def first_difference(old: Any, new: Any, path: str = "") -> str | None:
    if type(old) is not type(new):
        return f"{path}: {old!r:.120} != {new!r:.120}"
    if isinstance(old, dict):
        for key in list(old) + [k for k in new if k not in old]:
            found = first_difference(old.get(key), new.get(key), f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(old, list):
        if len(old) != len(new):
            return f"{path}: {len(old)} items != {len(new)}"
        for i, (a, b) in enumerate(zip(old, new)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if old == new else f"{path}: {old!r:.120} != {new!r:.120}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="kn_search responses on question sets: write or compare")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path, metavar="FILE")
    group.add_argument("--compare", type=Path, metavar="FILE")
    parser.add_argument("--set", type=Path, action="append", metavar="JSONL",
                        help="a question set to ask instead of the medical dev set (repeatable)")
    args = parser.parse_args(argv)
    got = responses(args.set or [DEV_SET])
    if args.write:
        args.write.write_text(json.dumps(got, ensure_ascii=False), encoding="utf-8")
        print(f"{len(got)} responses written to {args.write}")
        return 0
    expected = json.loads(args.compare.read_text(encoding="utf-8"))
    differing = [(i, first_difference(a, b)) for i, (a, b) in enumerate(zip(expected, got)) if a != b]
    if len(expected) != len(got):
        differing.append((-1, f"{len(expected)} responses expected, {len(got)} made"))
    for i, where in differing[:10]:
        print(f"request {i}: {where}")
    print(f"{len(got) - len(differing)} of {len(expected)} responses identical")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
