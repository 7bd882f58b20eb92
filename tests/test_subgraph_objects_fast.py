"""`subgraph_objects` (the fetched rows of a subgraph call resolved once, as `ObjectRow`s) equals
the long way on random rows: single and composite primary keys whose joined ids coincide,
boolean columns, property names starting with "_", rows handed over in any order."""

from __future__ import annotations

import random
from types import SimpleNamespace

from core.backends.sqlite_results import subgraph_objects
from core.models.query import ObjectRow, identity_key, instance_key


def long_way(type_id: str, names, bools, keys, display_key, rows) -> dict[int, ObjectRow]:
    """Every row as the engine resolved it before: `instance_key`, the unambiguous
    `identity_key` for an id an earlier row (in rid order) already reads as."""
    used: set[str] = set()
    out = {}
    for row in sorted(rows, key=lambda r: r[0]):
        values = dict(zip(names, row[1:]))
        for name in bools:
            if values.get(name) is not None:
                values[name] = bool(values[name])
        identity = {k: values.get(k) for k in keys}
        key = instance_key(type_id, identity)
        if key in used:
            key = identity_key(type_id, identity)
        used.add(key)
        properties = {k: v for k, v in values.items() if not k.startswith("_")}
        out[row[0]] = ObjectRow(key, type_id, identity, values.get(display_key) if display_key else None, properties)
    return out


def random_case(rng: random.Random):
    names = ["k1", "k2", "name", "flag", "n"]
    if rng.random() < 0.2:
        names.append("_hidden")
    keys = ["k1"] if rng.random() < 0.5 else ["k1", "k2"]
    bools = ("flag",) if rng.random() < 0.7 else ()
    display_key = rng.choice(["name", None])
    # Few distinct pieces, some holding "-", so joined ids of different keys coincide often;
    # 1 and "1" (and None) read as the same id too.
    pieces = ["a", "b", "a-b", "b-a", "1", 1, None, "x-y-z", ""]
    rows = []
    for rid in rng.sample(range(1, 200), rng.randint(0, 40)):
        values = {"k1": rng.choice(pieces), "k2": rng.choice(pieces), "name": rng.choice(["甲", "乙", None]),
                  "flag": rng.choice([0, 1, None]), "n": rng.random(), "_hidden": rng.choice(["h", None])}
        rows.append((rid, *(values[n] for n in names)))
    rng.shuffle(rows)
    return "t-" + str(rng.randint(0, 3)), tuple(names), bools, keys, display_key, rows


def test_subgraph_objects_equal_the_long_way() -> None:
    rng = random.Random(20261123)
    collisions = 0
    for _ in range(600):
        type_id, names, bools, keys, display_key, rows = random_case(rng)
        plan = (names, "", bools, keys, display_key, type_id + "-")
        expected = long_way(type_id, names, bools, keys, display_key, rows)
        for order in (rows, list(reversed(rows)), sorted(rows)):
            got = subgraph_objects((SimpleNamespace(id=type_id), plan, list(order)))
            assert list(got) == list(expected)  # rid order
            for rid, row in got.items():
                assert isinstance(row, ObjectRow)
                assert tuple(row) == tuple(expected[rid])
                assert [type(v) for v in row.properties.values()] == [
                    type(v) for v in expected[rid].properties.values()]
        collisions += sum(1 for row in expected.values() if row.id.startswith("["))
    assert collisions > 50  # the composite and 1 / "1" ids did coincide


def test_identity_keys_kept_past_their_bound_equal_identity_key() -> None:
    from core.retrieval import keyword_context

    rng = random.Random(7)
    bound = keyword_context._IDENTITY_KEYS.maxsize
    asked = [("disease", {"k": f"n{i}"}) for i in range(bound + 500)]
    asked += [("t", {"a": "x-y", "b": "z"}), ("t", {"a": "x", "b": "y-z"}), ("t", {"a": 1}), ("t", {"a": "1"})]
    for type_id, identity in asked + rng.sample(asked, 2000):
        assert keyword_context.cached_identity_key(type_id, identity) == identity_key(type_id, identity)
    assert len(keyword_context._IDENTITY_KEYS) <= bound
