"""A kn_search without `debug` builds no per-type trace of candidate decisions; its nodes and
message must equal those of the same search with `debug` (the trace left out), on dev-set
questions of the demo network under configurations that make each filter drop candidates."""

from __future__ import annotations

import json
from pathlib import Path

from core.search.service import kn_search

DEV_SET = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
CONFIGS = [
    None,
    {"semantic_instance_retrieval": {"per_type_instance_limit": 2, "min_direct_relevance": 0.5}},
    {"semantic_instance_retrieval": {"initial_candidate_count": 3, "per_type_instance_limit": 5,
                                     "enable_global_final_score_ratio_filter": False}},
    {"semantic_instance_retrieval": {"min_direct_relevance": 0.0, "per_type_instance_limit": 30}},
]


def _answer(response) -> dict:
    dumped = response.model_dump(mode="json", exclude={"trace", "timing"})
    return dumped


def test_searches_without_debug_return_what_searches_with_debug_return(medical_backend):
    questions = [json.loads(line)["question"] for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line]
    compared = nodes = 0
    for i, question in enumerate(questions[200:230]):
        config = CONFIGS[i % len(CONFIGS)]
        body = {"query": question, "kn_id": "medical", **({"retrieval_config": config} if config else {})}
        with_trace = kn_search(medical_backend, {**body, "debug": True})
        without = kn_search(medical_backend, {**body, "debug": False})
        assert without.trace is None
        assert _answer(without) == _answer(with_trace), question
        per_type = with_trace.trace["instances"]["per_type"]
        assert any("decisions" in entry for entry in per_type)
        compared += 1
        nodes += len(without.nodes or [])
    assert compared == 30 and nodes > 30
