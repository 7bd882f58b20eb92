"""Instance recall gives, on the recorded inputs of 25 medical dev-set questions, exactly the
nodes and trace recorded before it was made faster (tests/search_golden.py, which also records)."""

from __future__ import annotations

import json

from search_golden import GOLDEN, digest, recall_output, replay, summary

from core.backends.sqlite import SqliteBackend


def test_instance_recall_equals_the_recorded_results(medical_backend: SqliteBackend):
    cases = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(cases) == 25
    changed = []
    for case in cases:
        recall = replay(medical_backend, case)
        assert summary(recall) == case["nodes"], case["query"]
        if digest(recall_output(recall)) != case["digest"]:
            changed.append(case["query"])
    assert not changed, f"nodes or trace differ from the recording for: {changed}"


def test_a_changed_result_is_caught(medical_backend: SqliteBackend):
    case = json.loads(GOLDEN.read_text(encoding="utf-8"))[0]
    recall = replay(medical_backend, case)
    recall.nodes[-1].score = (recall.nodes[-1].score or 0.0) + 1e-6
    assert digest(recall_output(recall)) != case["digest"]
