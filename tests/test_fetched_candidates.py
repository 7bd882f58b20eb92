"""Instance recall reads the embedded engine's candidates from the rows as fetched
(`core.backends.sqlite_results.fetched_rows_of`, `head_reader`) and builds the row dicts of its
nodes only; the batch results keep their rows unbuilt until `datas` is read. Compared with the
long way (every result's `datas`): whole kn_search responses, trace included, on dev-set
questions of the demo network under configurations that keep many candidates; and each row's
head (`_instance_id`, `_instance_identity`, `_display`) with `row_parts` on every object type of
the clinic and demo networks."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import core.search.instances as instances
from core.backends.sqlite_results import fetched_rows_of, head_reader, row_parts
from core.search.service import kn_search

DEV_SET = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
CONFIGS = [
    None,
    {"semantic_instance_retrieval": {"min_direct_relevance": 0.0, "per_type_instance_limit": 30}},
    {"semantic_instance_retrieval": {"initial_candidate_count": 3, "per_type_instance_limit": 5,
                                     "enable_global_final_score_ratio_filter": False}},
]


def _untimed(value):
    if isinstance(value, dict):
        return {k: _untimed(v) for k, v in value.items() if k != "timing" and not k.endswith("_ms")}
    if isinstance(value, list):
        return [_untimed(v) for v in value]
    return value


@pytest.mark.slow
def test_candidates_read_from_fetched_rows_give_the_responses_of_their_dicts(medical_backend, monkeypatch):
    questions = [json.loads(line)["question"] for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line]
    read = {"fetched": 0}

    def counted(result):
        found = fetched_rows_of(result)
        read["fetched"] += found is not None
        return found

    kn_search(medical_backend, {"query": questions[0], "kn_id": "medical"})  # the linking dictionary loaded
    nodes = 0
    for i, question in enumerate(questions[100:130]):
        config = CONFIGS[i % len(CONFIGS)]
        body = {"query": question, "kn_id": "medical", "debug": True,
                **({"retrieval_config": config} if config else {})}
        monkeypatch.setattr(instances, "fetched_rows_of", counted)
        short = kn_search(medical_backend, dict(body)).model_dump(mode="json")
        monkeypatch.setattr(instances, "fetched_rows_of", lambda result: None)
        long = kn_search(medical_backend, dict(body)).model_dump(mode="json")
        assert _untimed(short) == _untimed(long), question
        nodes += len(short["nodes"] or [])
    assert read["fetched"] > 30 * 17 and nodes > 100


def _compare_heads(backend, kn_id: str, per_type: int) -> int:
    nf = backend.network_file(kn_id)
    rng = random.Random(14)
    compared = 0
    for ot in nf.network.object_types:
        plan = nf._row_plan(ot)
        rids = [r[0] for r in nf.execute(f"SELECT rid FROM {nf.layout[ot.id].table}")]
        rows = nf._fetched(plan, rng.sample(rids, min(per_type, len(rids))))
        read = head_reader(plan)
        assert head_reader(plan) is read  # made once per plan
        for row in rows:
            iid, identity, display, _ = row_parts(plan, row)
            got = read(row)
            assert got == (iid, identity, display) and [type(v) for v in got[1].values()] == [
                type(v) for v in identity.values()] and type(got[2]) is type(display), (ot.id, row[0])
            compared += 1
    return compared


def test_row_heads_equal_row_parts_on_the_clinic_network(clinic_backend):
    assert _compare_heads(clinic_backend, "clinic", 60) >= 10


def test_row_heads_of_boolean_keys_and_missing_columns_equal_row_parts():
    """Boolean key and display values (stored as integers), NULLs, a composite key, a key and
    a display key no column holds, and a repeated property name (the last column wins)."""
    plans = [
        (("flag", "name", "n"), "", ("flag",), ["flag"], "flag", "t-"),
        (("a", "b", "flag"), "", ("flag",), ["a", "flag"], "b", "u-"),
        (("a", "b"), "", (), ["missing"], "absent", "v-"),
        (("a", "a", "b"), "", (), ["a"], "b", "w-"),
        (("a",), "", (), ["a"], None, "x-"),
    ]
    rows = [(1, 1, "x", 3), (2, None, None, None), (3, 0, "", 2.5), (4, 2, 7, 1)]
    for plan in plans:
        read = head_reader(plan)
        for row in rows:
            row = row[: len(plan[0]) + 1]
            iid, identity, display, _ = row_parts(plan, row)
            got = read(row)
            assert got == (iid, identity, display), (plan, row)
            assert [type(v) for v in got[1].values()] == [type(v) for v in identity.values()]
            assert type(got[2]) is type(display)


@pytest.mark.slow
def test_row_heads_equal_row_parts_on_the_demo_network(medical_backend):
    assert _compare_heads(medical_backend, "medical", 200) > 2000


def test_batch_results_build_their_rows_when_read(clinic_backend):
    """A batch's results keep the fetched rows (what instance recall reads) until `datas` is
    read, and then hold the same rows as the queries asked alone."""
    network = clinic_backend.get_network("clinic")
    ot = next(t for t in network.object_types if any(p.family == "text" for p in t.data_properties))
    field = next(p.name for p in ot.data_properties if p.family == "text")
    bodies = [{"limit": 7}, {"limit": 3, "condition": {"operation": "exist", "field": field}}]
    batch = clinic_backend.query_instances_batch("clinic", ot.id, [dict(b) for b in bodies])
    assert all(fetched_rows_of(result) is not None for result in batch)
    alone = [clinic_backend.query_instances("clinic", ot.id, dict(b)) for b in bodies]
    for got, want in zip(batch, alone):
        assert got.datas == want.datas and got.total_count == want.total_count
        assert fetched_rows_of(got) is None  # built once read
