"""Far-end filters with scoring leaves (keyword context's name filters) are scored once per
network file and kept, with the first-hop statements built from them, in the request's plan:
answers equal those of a backend that keeps nothing, also after the file is rewritten."""

from __future__ import annotations

import random

from conftest import CLINIC, DEPARTMENTS, SYMPTOMS, build_clinic
from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.models.network import KnowledgeNetwork
from differential_requests import random_subgraph, sample_names, wire

_NAMES = {"symptom": ("symptom_name", SYMPTOMS), "department": ("department_name", DEPARTMENTS),
          "disease": ("disease_name", ["上气道梗阻", "气道梗阻", "感冒", "肺炎", "哮喘"])}


def _scored_body(rng: random.Random) -> dict:
    """Paths from diseases to each neighbour type with a match (or match-or-knn) filter on the
    far end's name, as keyword context sends them."""
    paths = []
    for rel in CLINIC["relation_types"]:
        far = rel["target_object_type_id"]
        field, names = _NAMES[far]
        leaf = {"field": field, "operation": "match", "value": rng.choice(names)}
        if rng.random() < 0.3:
            leaf = {"operation": "or", "sub_conditions": [
                leaf, {"field": field, "operation": "match", "value": rng.choice(names)}]}
        if rng.random() < 0.3:
            leaf = {"operation": "and", "sub_conditions": [
                leaf, {"field": field, "operation": "!=", "value": rng.choice(names)}]}
        edge = {"relation_type_id": rel["id"], "source_object_type_id": "disease", "target_object_type_id": far}
        if far == "disease":
            edge["direction"] = rng.choice(["forward", "backward"])
        paths.append({"object_types": [{"id": "disease", "limit": rng.choice([3, 10])},
                                       {"id": far, "condition": leaf, "limit": rng.choice([1, 5])}],
                      "relation_types": [edge], "limit": 50})
    return {"relation_type_paths": paths}


def test_kept_scored_filters_answer_as_freshly_scored_ones(tmp_path):
    build_clinic(tmp_path / "clinic.sqlite")
    warm = SqliteBackend(tmp_path)
    network = warm.get_network("clinic")
    names = sample_names(warm, "clinic")
    rng = random.Random(17)
    bodies = [_scored_body(rng) for _ in range(25)] + [random_subgraph(rng, network, names) for _ in range(25)]
    first = [wire(warm.query_subgraph("clinic", body)) for body in bodies]
    for _ in range(2):  # the same bodies again, in another order: kept scores and plans answer
        order = list(range(len(bodies)))
        rng.shuffle(order)
        for i in order:
            assert wire(warm.query_subgraph("clinic", bodies[i])) == first[i], bodies[i]
    for i, body in enumerate(bodies):  # a backend that keeps nothing: a new file per body
        assert wire(SqliteBackend(tmp_path).query_subgraph("clinic", body)) == first[i], body


def _build_renamed(path) -> None:
    """The clinic network with its symptom names rotated: the same match filters now hit
    other instances."""
    network = KnowledgeNetwork.model_validate(CLINIC)
    builder = NetworkBuilder(network, source="tests", fingerprint="clinic-v2")
    rotated = SYMPTOMS[2:] + SYMPTOMS[:2]
    from conftest import COMPLICATION, DESIGNATED, DISEASES, HAS_SYMPTOM
    builder.add_instances("disease", DISEASES)
    builder.add_instances("symptom", [{"symptom_id": f"s{i}", "symptom_name": n} for i, n in enumerate(rotated, 1)])
    builder.add_instances("department", [{"department_id": f"p{i}", "department_name": n}
                                         for i, n in enumerate(DEPARTMENTS, 1)])
    builder.add_edges("has_symptom", HAS_SYMPTOM)
    builder.add_edges("designated_to", DESIGNATED)
    builder.add_edges("has_complication", COMPLICATION)
    builder.write(path)


def test_kept_scored_filters_follow_a_rewritten_file(tmp_path):
    build_clinic(tmp_path / "clinic.sqlite")
    backend = SqliteBackend(tmp_path)
    bodies = [_scored_body(random.Random(seed)) for seed in range(12)]
    before = [wire(backend.query_subgraph("clinic", body)) for body in bodies]
    for name in SYMPTOMS:
        assert _symptoms_reached(backend, name) == {name}
    assert before == [wire(backend.query_subgraph("clinic", body)) for body in bodies]
    _build_renamed(tmp_path / "clinic.sqlite")  # written by this process: seen at once
    after = [wire(backend.query_subgraph("clinic", body)) for body in bodies]
    fresh = [wire(SqliteBackend(tmp_path).query_subgraph("clinic", body)) for body in bodies]
    assert after == fresh
    assert after != before  # the rotated names moved the matches
    # what each name filter reaches, checked against the names themselves (no two symptom names
    # share a bigram): a filter scored on the earlier file would reach the symptom now at its rid
    for name in SYMPTOMS:
        reached = _symptoms_reached(backend, name)
        assert reached == {name}, (name, reached)


def _symptoms_reached(backend: SqliteBackend, name: str) -> set[str]:
    body = {"relation_type_paths": [{
        "object_types": [{"id": "disease", "limit": 10},
                         {"id": "symptom", "condition": {"field": "symptom_name", "operation": "match", "value": name},
                          "limit": 10}],
        "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease",
                            "target_object_type_id": "symptom"}],
        "limit": 100}]}
    backend.query_subgraph("clinic", body)  # the second call answers from what the first kept
    entry = backend.query_subgraph("clinic", body).entries[0]
    return {obj.properties["symptom_name"] for obj in entry.objects.values() if obj.object_type_id == "symptom"}
