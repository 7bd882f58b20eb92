"""The synthetic network generator used by the benchmarks and by recall experiments at scale."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from core.backends.sqlite import SqliteBackend

_SCRIPT = Path(__file__).resolve().parents[1] / "bench" / "generate_network.py"
_spec = importlib.util.spec_from_file_location("generate_network", _SCRIPT)
generate_network = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate_network)


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    directory = tmp_path_factory.mktemp("generated")
    steps: list[float] = []
    report = generate_network.build_generated_network(
        directory / "gen-small.sqlite", instances=3000, relation_types=40, seed=3,
        progress=lambda _msg, fraction: steps.append(fraction),
    )
    return SqliteBackend(directory), report, steps


def test_sizes_and_spread(generated):
    backend, report, steps = generated
    network = backend.get_network("gen-small")
    n_types = generate_network.default_object_types(40)
    assert len(network.object_types) == n_types == 9
    assert len(network.relation_types) == 40
    assert sum(report.instances.values()) == 3000
    assert max(report.instances.values()) - min(report.instances.values()) <= 1
    assert 5000 < sum(report.edges.values()) <= 6000  # 2 per instance, duplicates dropped
    sources = {r.source_object_type_id for r in network.relation_types}
    assert sources == {o.id for o in network.object_types}  # every type is a source
    assert steps == sorted(steps) and steps[-1] == 1.0


def test_names_are_chinese_and_searchable(generated):
    backend, _, _ = generated
    network = backend.get_network("gen-small")
    disease = network.object_types[0]
    assert disease.name == "疾病"
    rows = backend.query_instances("gen-small", disease.id, {"limit": 200}).datas
    suffixes = generate_network.TYPE_NOUNS["疾病"]
    assert all(row["name"].endswith(suffixes) for row in rows)
    assert all(row["_display"] == row["name"] for row in rows)
    name = next(row["name"] for row in rows if len(row["name"]) >= 4)
    for op in ("contain", "match", "knn"):
        found = backend.query_instances("gen-small", disease.id, {
            "condition": {"operation": op, "field": "name", "value": name}, "limit": 50}).datas
        assert name in [row["name"] for row in found], op
    hits = backend.search_concepts("gen-small", "object_type", "症状", limit=3)
    assert network.object_type(hits[0].id).name.endswith("症状")


def test_same_seed_same_network(generated, tmp_path):
    backend, _, _ = generated
    generate_network.build_generated_network(tmp_path / "again.sqlite", instances=3000, relation_types=40, seed=3)
    generate_network.build_generated_network(tmp_path / "other.sqlite", instances=3000, relation_types=40, seed=4)
    fresh = SqliteBackend(tmp_path)

    def snapshot(b, kn_id):
        net = b.get_network(kn_id)
        rows = b.query_instances(kn_id, "ot001", {"limit": 500}).datas
        return ([(r.id, r.name, r.source_object_type_id, r.target_object_type_id) for r in net.relation_types],
                [(r["id"], r["name"], r["description"], r["score"]) for r in rows])

    assert snapshot(fresh, "again") == snapshot(backend, "gen-small")
    assert snapshot(fresh, "other") != snapshot(backend, "gen-small")


def test_bad_arguments(tmp_path):
    from core.exceptions import InvalidRequestError

    with pytest.raises(InvalidRequestError):
        generate_network.build_generated_network(tmp_path / "x.sqlite", instances=0)
    with pytest.raises(InvalidRequestError, match="kn_id"):
        generate_network.build_generated_network(tmp_path / "../bad name.sqlite", instances=10)
