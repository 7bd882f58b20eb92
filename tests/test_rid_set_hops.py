"""A hop whose far end is a set of rids (a filter of scoring leaves only, or an `in` of one
property looked up in its index: keyword context's two name filters) reads the same neighbours
whichever side SQLite walks: each parent's own edges looked up in the set, or the set read rid
by rid (a short set, or a hub). A parent with few edges costs no probe per rid of a large set,
and a hub no step per edge for a short list of names."""

from __future__ import annotations

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
