"""Recorded instance recall of kn_search on 25 medical dev-set questions, to catch any change in
its results when the recall is made faster.

For each question the file keeps what concept recall handed to instance recall (the selected
object types, the linked entities) and a digest of what instance recall returned (nodes and
trace, as canonical JSON), with the nodes' (type, name, score) readable beside it. The test replays
instance recall on the recorded inputs, so a change of concept recall or entity linking does not
move it; only a change of instance recall (or of the rows and scores the backend gives it) does.

    .venv/bin/python tests/search_golden.py --write [--kn-dir DIR]   # record with this tree's code
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = Path(__file__).resolve().parent / "data" / "instance_recall_golden.json"
QUESTIONS = 25
SEED = 14


def questions() -> list[str]:
    path = ROOT / "bench" / "sets" / "medical_dev.jsonl"
    lines = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    return random.Random(SEED).sample(lines, QUESTIONS)


def digest(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def recall_output(recall: Any) -> dict[str, Any]:
    return {"nodes": [n.model_dump() for n in recall.nodes], "failures": recall.failures, "trace": recall.trace}


def summary(recall: Any) -> list[list[Any]]:
    return [[n.object_type_id, n.instance_name, n.score] for n in recall.nodes]


def record(backend: Any) -> list[dict[str, Any]]:
    """Every question through kn_search, capturing instance recall's inputs and output."""
    import core.search.service as service
    from core.search.service import kn_search

    captured: dict[str, Any] = {}
    original = service.recall_instances

    def capture(backend_, kn_id, object_types, query, cfg, property_filter, linked=None, **options):
        result = original(backend_, kn_id, object_types, query, cfg, property_filter, linked=linked, **options)
        captured.update(object_types=[ot.id for ot in object_types],
                        linked=[e.model_dump() for e in linked or []], result=result)
        return result

    service.recall_instances = capture
    try:
        out = []
        for question in questions():
            captured.clear()
            kn_search(backend, {"query": question, "kn_id": "medical"})
            out.append({"query": question, "object_types": captured["object_types"], "linked": captured["linked"],
                        "digest": digest(recall_output(captured["result"])), "nodes": summary(captured["result"])})
        return out
    finally:
        service.recall_instances = original


def replay(backend: Any, case: dict[str, Any]) -> Any:
    """Instance recall on a recorded case's inputs, with the default config."""
    from core.search.config import RetrievalConfig
    from core.search.instances import recall_instances
    from core.search.linking import LinkedEntity

    network = backend.get_network("medical")
    config = RetrievalConfig()
    return recall_instances(
        backend, "medical", [network.object_type(i) for i in case["object_types"]], case["query"],
        config.semantic_instance_retrieval, config.property_filter,
        linked=[LinkedEntity(**e) for e in case["linked"]],
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"record {GOLDEN.relative_to(ROOT)}")
    parser.add_argument("--kn-dir", type=Path, default=None, help="directory holding medical.sqlite")
    args = parser.parse_args(argv)
    from core.backends.sqlite import SqliteBackend
    from core.importers import ensure_medical

    backend = SqliteBackend(ensure_medical(args.kn_dir).path.parent)
    cases = record(backend)
    if args.write:
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {len(cases)} cases to {GOLDEN}")
    else:
        print(json.dumps(cases, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
