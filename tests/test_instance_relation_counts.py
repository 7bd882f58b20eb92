"""`core.search.linking.instance_relations` (an instance's edges per relation type, two grouped
statements) against the plain count: one `COUNT(*)` per relation type and direction the
instance's type takes part in, summed over both ends for a relation type joining a type to
itself. Random instances of every object type of the clinic and demo networks, the instances
with the most edges among them."""

from __future__ import annotations

import random

import pytest

from core.search.linking import LinkedEntity, instance_relations


def plain_counts(nf, type_id: str, rid: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for rel in nf.network.relation_types:
        rt = nf.relation_index[rel.id]
        n = 0
        if rel.source_object_type_id == type_id:
            n += nf.execute("SELECT COUNT(*) FROM edges WHERE rt = ? AND src = ?", (rt, rid))[0][0]
        if rel.target_object_type_id == type_id:
            n += nf.execute("SELECT COUNT(*) FROM edges WHERE rt = ? AND dst = ?", (rt, rid))[0][0]
        if n:
            out[rel.id] = n
    return out


def compare_counts(backend, kn_id: str, per_type: int) -> int:
    nf = backend.network_file(kn_id)
    rng = random.Random(14)
    compared = 0
    for ot in nf.network.object_types:
        layout = nf.layout[ot.id]
        if len(layout.primary_keys) != 1:
            continue
        rows = nf.execute(f"SELECT rid, iid FROM {layout.table}")
        busiest = nf.execute(
            f"SELECT src, COUNT(*) AS n FROM edges WHERE src IN (SELECT rid FROM {layout.table}) "
            "GROUP BY src ORDER BY n DESC LIMIT 3")
        by_rid = dict(rows)
        picked = rng.sample(rows, min(per_type, len(rows))) + [(rid, by_rid[rid]) for rid, _ in busiest
                                                                 if rid in by_rid]
        for rid, iid in picked:
            entity = LinkedEntity(mention=str(iid), start=0, end=1, object_type_id=ot.id,
                                  instance_id=f"{ot.id}-{iid}", instance_name=str(iid))
            assert instance_relations(backend, kn_id, entity) == plain_counts(nf, ot.id, rid), (ot.id, iid)
            compared += 1
    return compared


def test_clinic_counts_equal_the_plain_counts(clinic_backend):
    assert compare_counts(clinic_backend, "clinic", 40) > 20


@pytest.mark.slow
def test_demo_counts_equal_the_plain_counts(medical_backend):
    network = medical_backend.get_network("medical")
    # a relation type joining a type to itself counts both ends
    assert any(r.source_object_type_id == r.target_object_type_id for r in network.relation_types)
    assert compare_counts(medical_backend, "medical", 25) > 300


def test_an_unknown_instance_has_no_counts(clinic_backend):
    nf = clinic_backend.network_file("clinic")
    ot = nf.network.object_types[0]
    entity = LinkedEntity(mention="x", start=0, end=1, object_type_id=ot.id, instance_id=f"{ot.id}-no such key",
                          instance_name="x")
    assert instance_relations(clinic_backend, "clinic", entity) is None
