"""Subgraph calls read the long way and the short way answer alike.

The short way: start groups keep their first-hop statements, one-hop paths keep the neighbour
arrays SQLite returned until the result is read (paired with their start rids then), rows are
fetched for runs of those arrays, and parents without neighbours are left out in SQL. The long
way: every path walked hop by hop in Python, one statement per path, every row sent. Random
bodies with several start sets (paths of different start sets interleaved), one to two hops,
far-end filters (scoring ones included), limits that cut and limits that do not, self relations
in both directions, starts and filters that find nothing, keyword context's bodies from one,
three and ten diseases and from the ten best-connected ones; results read in different orders
(wire dumps, first relations, built models). On the demo network every entry also equals its
path queried alone. Bad bodies are refused alike.
"""

from __future__ import annotations

import json
import random

import pytest

import core.backends.sqlite_store as sqlite_store
from core.backends.sqlite import SqliteBackend
from core.exceptions import KnxError
from differential_requests import random_subgraph, sample_names, wire


def _long_way(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sqlite_store, "_kept_types", lambda path, hops: None)
    monkeypatch.setattr(sqlite_store, "_UNION_PARTS", 1)
    monkeypatch.setattr(sqlite_store, "_MATERIALIZED", False)


def _interleaved(rng: random.Random, network, names) -> dict:
    """Paths of one to three random bodies (each with its own start set), shuffled together."""
    paths = [p for _ in range(rng.randint(1, 3)) for p in random_subgraph(rng, network, names)["relation_type_paths"]]
    rng.shuffle(paths)
    return {"relation_type_paths": paths}


def _nothing_found(network, names) -> list[dict]:
    """A start that matches nothing, and a far-end filter of each kind that matches nothing."""
    start = network.object_types[0]
    field = start.name_field or start.primary_keys[0]
    rel = next(r for r in network.relation_types if r.source_object_type_id == start.id)
    far = network.object_type(rel.target_object_type_id)
    far_field = far.name_field or far.primary_keys[0]
    edge = {"relation_type_id": rel.id, "source_object_type_id": start.id, "target_object_type_id": far.id}
    if rel.source_object_type_id == rel.target_object_type_id:
        edge["direction"] = "forward"
    some = {"id": start.id, "limit": 5}
    bodies = [{"relation_type_paths": [
        {"object_types": [{"id": start.id, "condition": {"operation": "==", "field": field, "value": "没有这个名字"}},
                          {"id": far.id}], "relation_types": [edge]}]}]
    for op in ("==", "match"):
        if op in far.get_property(far_field).operations:
            bodies.append({"relation_type_paths": [
                {"object_types": [some, {"id": far.id, "condition": {"operation": op, "field": far_field,
                                                                      "value": "没有这个名字"}}],
                 "relation_types": [edge]},
                {"object_types": [some, {"id": far.id, "limit": 2}], "relation_types": [edge], "limit": 3}]})
    return bodies


def _keyword_bodies(backend, kn_id: str, start_type: str) -> list[dict]:
    from core.retrieval.keyword_context import hops_for, identity_condition, neighbour_query

    network = backend.get_network(kn_id)
    start = network.object_type(start_type)
    rels = [r for r in network.relation_types if start.id in (r.source_object_type_id, r.target_object_type_id)]
    hops = hops_for(start.id, rels)
    nf = backend.open(kn_id)
    # the start type's instances with the most edges over its relation types first
    ranked = nf.execute(
        "SELECT o.rid FROM o%d o ORDER BY (SELECT COUNT(*) FROM edges e WHERE (e.src = o.rid OR e.dst = o.rid) "
        "AND e.rt IN (SELECT value FROM json_each(?))) DESC LIMIT 10" % nf.layout[start.id].index,
        [json.dumps([nf.relation_index[r.id] for r in rels])])
    hubs = [row["_instance_identity"] for row in nf.fetch_rows(start, [rid for (rid,) in ranked])]
    plain = [row["_instance_identity"] for row in backend.query_instances(kn_id, start.id, {"limit": 10}).datas]
    bodies = []
    for identities in (plain[:1], plain[:3], plain[:10], hubs):
        query, _walked = neighbour_query(start, hops, identity_condition(start, identities), len(identities))
        bodies.append(query.model_dump(exclude_none=True))
    return bodies


def _answers(backend: SqliteBackend, kn_id: str, bodies: list[dict], order: int) -> list[tuple]:
    """Per body: its wire JSON, first relations and built entries' dump, read in one of three
    orders (each read first once)."""
    out = []
    for body in bodies:
        result = backend.query_subgraph(kn_id, body)
        if order == 0:
            first = result.first_relations()
            dumped = wire(result)
        elif order == 1:
            dumped = wire(result)
            first = result.first_relations()
        else:
            first = None
        built = [entry.model_dump() for entry in result.entries]
        for entry in built:
            entry.pop("overall_ms")
        if first is None:
            first, dumped = result.first_relations(), wire(result)
        out.append((dumped, first, built))
    return out


@pytest.mark.parametrize("kn_id", ["clinic", "medical"])
def test_short_way_answers_as_the_long_way(kn_id, request, monkeypatch):
    fixture = request.getfixturevalue("clinic_backend" if kn_id == "clinic" else "medical_backend")
    directory = fixture.directory
    network = fixture.get_network(kn_id)
    names = sample_names(fixture, kn_id)
    rng = random.Random(11)
    bodies = [_interleaved(rng, network, names) for _ in range(60 if kn_id == "clinic" else 40)]
    bodies += _nothing_found(network, names)
    bodies += _keyword_bodies(fixture, kn_id, "disease")
    kinds = {"kept": 0, "walked": 0}
    real_kept = sqlite_store._kept_types

    def counting(path, hops):
        found = real_kept(path, hops)
        kinds["walked" if found is None else "kept"] += 1
        return found

    monkeypatch.setattr(sqlite_store, "_kept_types", counting)
    short = [_answers(SqliteBackend(directory), kn_id, bodies, order) for order in range(3)]
    # both kinds of paths ran, and some paths found nothing, some something
    assert kinds["kept"] and kinds["walked"]
    assert {bool(rows) for answer in short[0] for rows in answer[1]} == {True, False}
    _long_way(monkeypatch)
    long = _answers(SqliteBackend(directory), kn_id, bodies, 0)
    for answers in short:
        for body, got, expected in zip(bodies, answers, long):
            assert got == expected, json.dumps(body, ensure_ascii=False)[:300]


def test_each_entry_is_its_path_queried_alone(medical_backend):
    """The demo network's keys are single properties, so object ids never depend on what else a
    call returns: an entry of a many-path call equals the entry of its path alone."""
    network = medical_backend.get_network("medical")
    names = sample_names(medical_backend, "medical")
    rng = random.Random(12)
    bodies = [_interleaved(rng, network, names) for _ in range(12)] + _keyword_bodies(medical_backend, "medical",
                                                                                     "disease")[:2]
    for body in bodies:
        together = json.loads(wire(medical_backend.query_subgraph("medical", body)).split("\n")[0])["entries"]
        for path, entry in zip(body["relation_type_paths"], together):
            alone = json.loads(wire(medical_backend.query_subgraph("medical", {"relation_type_paths": [path]}))
                               .split("\n")[0])["entries"]
            assert alone == [entry]


BAD_BODIES = [
    {"relation_type_paths": [{"object_types": [{"id": "disease"}], "relation_types": [
        {"relation_type_id": "has_symptom", "source_object_type_id": "disease", "target_object_type_id": "symptom"}]}]},
    {"relation_type_paths": [{"object_types": [{"id": "disease"}, {"id": "symptom"}], "relation_types": [
        {"relation_type_id": "no_such_relation", "source_object_type_id": "disease", "target_object_type_id": "symptom"}]}]},
    {"relation_type_paths": [{"object_types": [{"id": "disease", "limit": 0}, {"id": "symptom"}], "relation_types": [
        {"relation_type_id": "has_symptom", "source_object_type_id": "disease", "target_object_type_id": "symptom"}]}]},
    {"relation_type_paths": [{"object_types": [
        {"id": "disease", "condition": {"operation": "match", "field": "disease_id", "value": "d1"}},
        {"id": "symptom"}], "relation_types": [
        {"relation_type_id": "has_symptom", "source_object_type_id": "disease", "target_object_type_id": "symptom"}]}]},
    {"relation_type_paths": "not a list"},
]


def test_bad_bodies_are_refused_alike(clinic_backend, monkeypatch):
    def refusals(backend: SqliteBackend) -> list[str]:
        out = []
        for body in BAD_BODIES:
            with pytest.raises(KnxError) as caught:
                backend.query_subgraph("clinic", body)
            out.append(f"{type(caught.value).__name__}: {caught.value}")
        return out

    short = refusals(SqliteBackend(clinic_backend.directory))
    _long_way(monkeypatch)
    assert refusals(SqliteBackend(clinic_backend.directory)) == short


def test_a_shared_requests_plan_is_kept_while_it_lives_and_goes_with_it(clinic_backend):
    """A shared subgraph request's plan is made once and reused while the request lives; once the request is
    collected its entry leaves the file's plans at once, not when the cache next evicts it (keyword context's
    requests hold dozens of paths each, and a long-lived process kept thousands of dead ones)."""
    import gc

    from core.models.query import SubgraphQuery
    from core.models.types import share

    nf = clinic_backend.open("clinic")
    network = clinic_backend.get_network("clinic")
    query = share(SubgraphQuery.model_validate(_keyword_bodies(clinic_backend, "clinic", "disease")[1]))
    key = id(query)
    nf.query_paths(network, query.relation_type_paths, query)
    plan = nf._plans.get(key)[1]
    nf.query_paths(network, query.relation_type_paths, query)
    assert nf._plans.get(key)[1] is plan
    unshared = SubgraphQuery.model_validate(_keyword_bodies(clinic_backend, "clinic", "disease")[1])
    nf.query_paths(network, unshared.relation_type_paths, unshared)
    assert id(unshared) not in nf._plans  # only shared requests are kept
    del query, plan
    gc.collect()
    assert key not in nf._plans
