"""`query_instances_batch` against `query_instances` asked once per query: the batch fetches the
rows its pages share once when every query asks for the same properties (all of them, `None`,
without comparing dumped lists; or equal lists), and row by row otherwise. Random requests of one
object type at a time on the clinic network, with every mix of `properties`."""

from __future__ import annotations

import random

from core.backends.sqlite import SqliteBackend
from differential_requests import random_instance_query, sample_names


def _untimed(result) -> dict:
    dumped = result.model_dump(mode="json")
    dumped.pop("overall_ms", None)
    return dumped


def _property_mix(rng: random.Random, bodies: list[dict], names: list[str], mix: str) -> None:
    shared = rng.sample(names, k=min(len(names), rng.randint(1, 3)))
    for body in bodies:
        if mix == "none":
            body.pop("properties", None)
        elif mix == "equal":
            body["properties"] = list(shared)
        else:  # each its own: None, a list, or an empty list
            choice = rng.random()
            if choice < 0.4:
                body.pop("properties", None)
            else:
                body["properties"] = rng.sample(names, k=rng.randint(0, len(names)))


def test_batches_equal_queries_asked_alone(clinic_backend: SqliteBackend):
    backend, kn_id = clinic_backend, "clinic"
    network = backend.get_network(kn_id)
    names = sample_names(backend, kn_id)
    rng = random.Random(11)
    checked = 0
    for round_ in range(90):
        type_id, first = random_instance_query(rng, network, names)
        bodies = [first]
        while len(bodies) < rng.randint(1, 4):
            other_type, body = random_instance_query(rng, network, names)
            if other_type == type_id:
                bodies.append(body)
        properties = [p.name for p in network.object_type(type_id).data_properties]
        _property_mix(rng, bodies, properties, ("none", "equal", "mixed")[round_ % 3])
        batch = backend.query_instances_batch(kn_id, type_id, [dict(b) for b in bodies])
        alone = [backend.query_instances(kn_id, type_id, dict(b)) for b in bodies]
        assert [_untimed(r) for r in batch] == [_untimed(r) for r in alone], bodies
        checked += len(bodies)
    assert checked >= 90
    assert backend.query_instances_batch(kn_id, network.object_types[0].id, []) == []
