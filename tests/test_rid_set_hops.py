"""A hop whose far end is a set of rids (a filter of scoring leaves only, or an `in` of one
property looked up in its index: keyword context's two name filters) reads the same neighbours
whichever side SQLite walks: each parent's own edges looked up in the set, or the set read rid
by rid (a short set, or a hub). A parent with few edges costs no probe per rid of a large set,
and a hub no step per edge for a short list of names."""

from __future__ import annotations

import json

import pytest

from core.backends import sqlite_store
from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.models.network import KnowledgeNetwork

NETWORK = {
    "id": "ridset",
    "name": "rid sets",
    "object_types": [
        {"id": "disease", "name": "疾病", "primary_keys": ["disease_id"], "display_key": "disease_name",
         "data_properties": [{"name": "disease_id", "type": "varchar"}, {"name": "disease_name", "type": "varchar"}]},
        {"id": "symptom", "name": "症状", "primary_keys": ["symptom_id"], "display_key": "symptom_name",
         "data_properties": [{"name": "symptom_id", "type": "varchar"}, {"name": "symptom_name", "type": "varchar"}]},
    ],
    "relation_types": [
        {"id": "has_symptom", "name": "疾病症状", "source_object_type_id": "disease", "target_object_type_id": "symptom"},
    ],
}
SYMPTOMS = 3000
HUB_EDGES = 1200  # above DEGREE_GUARD_MAX: the hub's rid sets are probed
PARENTS = 40


def _symptom_name(i: int) -> str:
    # every name holds 症状 (a set of all 3,000); one in 97 holds 咳嗽 too (a small set)
    return f"咳嗽症状{i}" if i % 97 == 0 else f"症状{i}"


def _edges() -> dict[str, list[str]]:
    edges = {"hub": [f"s{i:05d}" for i in range(0, 2 * HUB_EDGES, 2)]}
    for p in range(PARENTS):  # 0 to 39 symptoms each, spread over the whole range
        edges[f"d{p:03d}"] = [f"s{(p * 131 + k * 577) % SYMPTOMS:05d}" for k in range(p)]
    return edges


@pytest.fixture(scope="module")
def directory(tmp_path_factory):
    directory = tmp_path_factory.mktemp("ridset")
    builder = NetworkBuilder(KnowledgeNetwork.model_validate(NETWORK), source="tests")
    builder.add_instances("disease", [{"disease_id": d, "disease_name": f"病{d}"} for d in _edges()])
    builder.add_instances("symptom", [{"symptom_id": f"s{i:05d}", "symptom_name": _symptom_name(i)}
                                      for i in range(SYMPTOMS)])
    builder.add_edges("has_symptom", [(d, s) for d, symptoms in _edges().items() for s in symptoms])
    builder.write(directory / "ridset.sqlite")
    return directory


def _far_filter(word: str | list[str]) -> dict:
    if isinstance(word, list):  # names listed
        return {"field": "symptom_name", "operation": "in", "value": word}
    return {"field": "symptom_name", "operation": "match", "value": word}


def _body(diseases: list[str], word: str | list[str], per_parent: int) -> dict:
    return {"relation_type_paths": [{
        "object_types": [
            {"id": "disease", "condition": {"field": "disease_id", "operation": "in", "value": diseases},
             "limit": len(diseases)},
            {"id": "symptom", "condition": _far_filter(word), "limit": per_parent}],
        "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease",
                            "target_object_type_id": "symptom"}],
        "limit": 10_000}]}


def _neighbours(backend: SqliteBackend, diseases: list[str], word: str | list[str],
                per_parent: int) -> dict[str, list[str]]:
    entry = backend.query_subgraph("ridset", _body(diseases, word, per_parent)).entries[0]
    out: dict[str, list[str]] = {}
    for path in entry.relation_paths:
        (relation,) = path.relations
        source = entry.objects[relation.source_object_id].properties["disease_id"]
        out.setdefault(source, []).append(entry.objects[relation.target_object_id].properties["symptom_id"])
    return out


def _matched(backend: SqliteBackend, word: str | list[str]) -> set[str]:
    rows = backend.query_instances("ridset", "symptom", {"condition": _far_filter(word), "limit": 10_000}).datas
    return {row["symptom_id"] for row in rows}


# Names listed: every hundredth symptom's name and names no symptom has (a question's substrings)
LISTED = [_symptom_name(i) for i in range(0, SYMPTOMS, 100)] + ["有哪些", "症状"]


def _expected(diseases: list[str], matched: set[str], per_parent: int) -> dict[str, list[str]]:
    """Each parent's first `per_parent` neighbours in primary-key order among those matched."""
    out = {}
    for d in diseases:
        found = sorted(s for s in _edges()[d] if s in matched)[:per_parent]
        if found:
            out[d] = found
    return out


@pytest.mark.parametrize("word", ["症状", "咳嗽", LISTED, LISTED[:3]])
@pytest.mark.parametrize("read_max,guard_max", [(100_000, 256), (0, 1), (0, 16), (0, 256), (0, 100_000)])
def test_rid_set_hops_read_the_same_neighbours_on_either_side(directory, monkeypatch, word, read_max, guard_max):
    # (100,000, _): every set read rid by rid from every parent, as SQLite plans it alone;
    # (0, 1): every set guarded, every parent with an edge reads it; (0, 100,000): every parent
    # with fewer edges than the set has rids walks them, the hub too for the sets of 症状; the
    # others: some of each
    monkeypatch.setattr(sqlite_store, "READ_RIDS_MAX", read_max)
    monkeypatch.setattr(sqlite_store, "DEGREE_GUARD_MAX", guard_max)
    fresh = SqliteBackend(directory)
    matched = _matched(fresh, word)
    names = {_symptom_name(i) for i in range(SYMPTOMS)}
    expected = {"症状": SYMPTOMS, "咳嗽": len(range(0, SYMPTOMS, 97))}
    assert len(matched) == (expected[word] if isinstance(word, str) else len(names.intersection(word)))
    diseases = list(_edges())
    for per_parent in (1, 5, 30):
        got = _neighbours(fresh, diseases, word, per_parent)
        assert got == _expected(diseases, matched, per_parent), (word, read_max, guard_max, per_parent)


def _vm_steps(backend: SqliteBackend, diseases: list[str], word: str | list[str]) -> int:
    """SQLite virtual-machine instructions the subgraph call runs (its plan and scores kept
    from an earlier call): a count of work, not a time."""
    body = _body(diseases, word, 30)
    backend.query_subgraph("ridset", body)
    conn = backend.open("ridset")._conn()
    steps = [0]

    def count() -> int:
        steps[0] += 1
        return 0

    conn.set_progress_handler(count, 1)
    try:
        backend.query_subgraph("ridset", body)
    finally:
        conn.set_progress_handler(None, 1)
    return steps[0]


def test_a_parent_with_few_edges_costs_no_probe_per_rid_of_the_set(directory):
    # 3,000 rids in the set; parents d001-d020 have 1 to 20 edges. Probing the set for each
    # parent costs at least one instruction per rid and parent; walking its edges a few per edge.
    fresh = SqliteBackend(directory)
    one = _vm_steps(fresh, ["d001"], "症状")
    twenty = _vm_steps(fresh, [f"d{p:03d}" for p in range(1, 21)], "症状")
    edges = sum(range(1, 21))
    assert twenty - one < 100 * edges < 19 * SYMPTOMS, (one, twenty)


def test_a_hub_costs_no_step_per_edge_for_a_short_list_of_names(directory):
    # the hub has 1,200 edges; three names listed, found through the name's index, then each
    # probed in the edge index
    fresh = SqliteBackend(directory)
    hub = _vm_steps(fresh, ["hub"], LISTED[:3])
    small = _vm_steps(fresh, ["d003"], LISTED[:3])
    assert hub - small < HUB_EDGES, (hub, small)


MIXED = {
    "id": "listed",
    "name": "listed",
    "object_types": [
        {"id": "item", "name": "item", "primary_keys": ["no"], "display_key": "title",
         "data_properties": [{"name": "no", "type": "varchar"}, {"name": "title", "type": "varchar"},
                             {"name": "dose", "type": "float"}, {"name": "day", "type": "date"},
                             {"name": "extra", "type": "json"}]},
    ],
}
LISTS = {  # per property, lists mixing what a caller may send: other types, repeats, absent values
    "title": [["感冒", "感冒", "头痛", "无此名"], ["12", 12, 12.0, "  感冒"], []],
    "dose": [[0.5, "0.5", 2, "2", 2.0, 7], [7.25, "7.250", "1e0"]],
    "day": [["2024-01-02", "2024-01-02", "2024-13-99"], [20240102]],
    "extra": [[1, "1", 1.5, "x"], ["x", "x"]],
}


def test_a_listed_far_end_finds_what_the_in_condition_finds(tmp_path):
    """A far end filtered by an `in` is read driven from the list (`_resolved_filter`); it finds
    the instances `in` finds as a condition, whatever the list mixes, on every kind of property."""
    builder = NetworkBuilder(KnowledgeNetwork.model_validate(MIXED), source="tests")
    builder.add_instances("item", [
        {"no": "a", "title": "感冒", "dose": 0.5, "day": "2024-01-02", "extra": 1},
        {"no": "b", "title": "头痛", "dose": 2, "day": "2024-01-03", "extra": "x"},
        {"no": "c", "title": "12", "dose": 7.25, "day": None, "extra": 1.5},
        {"no": "d", "title": "感冒", "dose": None, "day": "2024-01-02", "extra": None},
    ])
    builder.write(tmp_path / "listed.sqlite")
    backend = SqliteBackend(tmp_path)
    network = backend.get_network("listed")
    nf = backend.open("listed")
    layout = nf.layout["item"]
    from core.models.condition import Condition

    compared = 0
    for prop, lists in LISTS.items():
        for values in lists:
            if not values:
                continue
            body = {"field": prop, "operation": "in", "value": values}
            found = backend.query_instances("listed", "item", {"condition": body, "limit": 100}).datas
            where, params, count = nf._resolved_filter(layout, Condition.model_validate(body))
            got = [] if where is None else json.loads(params[0])
            assert count == len(got) and got == sorted(set(got)), (prop, values)
            rows = nf.fetch_rows(network.object_type("item"), got) if got else []
            assert sorted(r["no"] for r in rows) == sorted(row["no"] for row in found), (prop, values)
            compared += 1
    assert compared == 8


def test_a_listed_far_end_is_read_driven_from_the_list(directory, monkeypatch):
    """The statement resolving a listed far end walks the list and probes the property's index
    per value, with no temporary copy of the list (`IN (subquery)`) and no sort in SQLite."""
    backend = SqliteBackend(directory)
    nf = backend.open("ridset")
    statements: list[str] = []
    original = sqlite_store.NetworkFile.execute

    def execute(self, sql, params=()):
        statements.append(sql)
        return original(self, sql, params)

    monkeypatch.setattr(sqlite_store.NetworkFile, "execute", execute)
    from core.models.condition import Condition

    cond = Condition.model_validate(_far_filter(LISTED))
    where, params, count = nf._resolved_filter(nf.layout["symptom"], cond)
    assert count == len(LISTED) - 2  # the two words that name no symptom find nothing
    (sql,) = statements
    plan = " | ".join(row[3] for row in original(nf, "EXPLAIN QUERY PLAN " + sql, ['["x"]']))
    assert plan.startswith("SCAN j") and "SEARCH n USING COVERING INDEX" in plan, plan
    assert "LIST SUBQUERY" not in plan and "TEMP B-TREE" not in plan, plan
