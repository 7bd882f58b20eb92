"""Pages of `==` requests in a batch (`query_instances_batch`, kn_search's `==` signal) come from
one statement per shape (operation and tested properties) with the values bound in leaf order;
they must equal what each request gives asked alone (`query_instances`, which compiles its own
statement). Random requests on the clinic network: one `==` or an `or` of them over the text
properties, values that exist (in the tested property or another), near misses (case, spaces,
a cut or extended value), odd text, and requests the shared statements must leave alone (a
number property, a total, a later page, a sort)."""

from __future__ import annotations

import random

from core.backends.sqlite import SqliteBackend


def _untimed(result) -> dict:
    dumped = result.model_dump(mode="json")
    dumped.pop("overall_ms", None)
    return dumped


def _values(backend: SqliteBackend, kn_id: str, type_id: str, fields: list[str]) -> list[str]:
    rows = backend.query_instances(kn_id, type_id, {"limit": 60}).datas
    return [str(row[f]) for row in rows for f in fields if row.get(f) is not None]


def _near(rng: random.Random, value: str) -> str:
    choice = rng.randrange(6)
    if choice == 0:
        return value.upper() if value != value.upper() else value.lower()
    if choice == 1:
        return f" {value}"
    if choice == 2:
        return value[: max(1, len(value) - 1)]
    if choice == 3:
        return value + rng.choice(["病", "s", "的", "0"])
    if choice == 4:
        return rng.choice(["糖尿病有哪些并发症", "' OR 1=1 --", "%", "\"quoted\"", "x" * 300, "🙂"])
    return value


def _equality_body(rng: random.Random, fields: list[str], values: list[str]) -> dict:
    picked = rng.sample(fields, k=rng.randint(1, len(fields)))
    value = rng.choice(values)
    if rng.random() < 0.5:
        value = _near(rng, value)
    # kn_search tests every property against the question; other callers test each its own value
    same = rng.random() < 0.5
    leaves = [{"operation": "==", "field": f, "value": value if same else rng.choice(values)} for f in picked]
    if len(leaves) == 1 and rng.random() < 0.6:
        return {"condition": leaves[0], "limit": rng.choice([1, 5, 50])}
    return {"condition": {"operation": "or", "sub_conditions": leaves}, "limit": rng.choice([1, 5, 50])}


def test_equality_pages_equal_the_queries_asked_alone(clinic_backend: SqliteBackend):
    backend, kn_id = clinic_backend, "clinic"
    network = backend.get_network(kn_id)
    rng = random.Random(5)
    checked = 0
    for ot in network.object_types:
        text = [p.name for p in ot.data_properties if p.family == "text" and "==" in p.operations]
        if not text:
            continue
        other = [p.name for p in ot.data_properties if p.family == "number" and "==" in p.operations]
        values = _values(backend, kn_id, ot.id, text)
        assert values, ot.id
        for round_ in range(25):
            bodies = [_equality_body(rng, text, values) for _ in range(rng.randint(1, 4))]
            kind = round_ % 5
            if kind == 1:  # a total asked: the request's own statements
                bodies[0]["need_total"] = True
            elif kind == 2:  # a later page
                bodies[0]["search_after"] = [1]
            elif kind == 3 and other:  # a number property among the tests
                condition = bodies[0]["condition"]
                leaves = condition.get("sub_conditions") or [condition]
                leaves.append({"operation": "==", "field": rng.choice(other), "value": 1})
                bodies[0]["condition"] = {"operation": "or", "sub_conditions": leaves}
            elif kind == 4:
                bodies[0]["sort"] = [{"field": text[0], "direction": "desc"}]
            batch = backend.query_instances_batch(kn_id, ot.id, [dict(b) for b in bodies])
            alone = [backend.query_instances(kn_id, ot.id, dict(b)) for b in bodies]
            assert [_untimed(r) for r in batch] == [_untimed(r) for r in alone], bodies
            checked += len(bodies)
    assert checked >= 100
    # the shared statements were used (one per shape met)
    kept = backend.open(kn_id).__dict__.get("_equality_statements")
    assert kept is not None and len(kept) > 3


def test_equality_pages_find_what_exists(clinic_backend: SqliteBackend):
    """Every sampled value is found by a batch `==` on its own property, as alone."""
    backend, kn_id = clinic_backend, "clinic"
    network = backend.get_network(kn_id)
    found = 0
    for ot in network.object_types:
        for prop in ot.data_properties:
            if prop.family != "text" or "==" not in prop.operations:
                continue
            for value in _values(backend, kn_id, ot.id, [prop.name])[:8]:
                body = {"condition": {"operation": "==", "field": prop.name, "value": value}, "limit": 50}
                [batch] = backend.query_instances_batch(kn_id, ot.id, [body])
                assert batch.datas and all(row[prop.name] == value for row in batch.datas)
                assert _untimed(batch) == _untimed(backend.query_instances(kn_id, ot.id, body))
                found += 1
    assert found >= 10
