"""Keyword context replies against the replies recorded before it was made faster
(tests/keyword_golden.py, which also records): six sessions of 28 random keyword calls each on the
demo network — names, other properties' values matching up to ten instances (the reply's total
neighbour cap), earlier neighbours and repeats (dedup), misses, odd keywords, unknown object types,
compact and contextual replies, a schema recalled again mid-way — through the in-memory store and
a SQLite store small enough to drop old rounds. Every reply's JSON and the final session state
must hash to the recorded digests."""

from __future__ import annotations

import json

import pytest

from keyword_golden import GOLDEN, run_case, stores


@pytest.fixture(scope="module")
def golden():
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def test_replies_and_states_equal_the_recorded_ones(medical_backend, golden, tmp_path):
    made = stores(tmp_path)
    for i, case in enumerate(golden):
        for name, store in made.items():
            got = run_case(medical_backend, store, case, 20 + i, f"golden-{i}")
            want = case["runs"][name]
            assert got["keywords"] == want["keywords"], (case["question"], name)
            for n, (a, b) in enumerate(zip(got["replies"], want["replies"])):
                assert a == b, f"{case['question']} / {name}: reply {n} ({want['keywords'][n]!r}) differs"
            assert len(got["replies"]) == len(want["replies"])
            assert got["state"] == want["state"], (case["question"], name)


def test_a_changed_reply_is_caught(medical_backend, golden, tmp_path, monkeypatch):
    """The digests see a one-neighbour change: the test above cannot pass vacuously."""
    import core.retrieval.keyword_context as kc

    monkeypatch.setattr(kc, "NEIGHBORS_PER_RELATION", kc.NEIGHBORS_PER_RELATION - 1)
    store = stores(tmp_path)["memory"]
    assert any(run_case(medical_backend, store, case, 20 + i, f"golden-{i}")["replies"] != case["runs"]["memory"]["replies"]
               for i, case in enumerate(golden))
