"""The builder's edges: repeats dropped, other spellings of a key resolved, dangling ends counted.

Edges are kept as the lists they are added as and deduplicated while writing; these tests compare
the written file and the report with the rule they follow, worked out here from the pairs as added:
each distinct (source text, target text) pair counts once, as an edge when both ends name an
instance (in any spelling of the key) and as skipped otherwise; the file holds each linked pair of
instances once.
"""

from __future__ import annotations

import random
import sqlite3

import pytest

from core.backends.sqlite_store import NetworkBuilder
from core.models.network import KnowledgeNetwork

NETWORK = {
    "id": "edges",
    "object_types": [
        {"id": "item", "name": "item", "primary_keys": ["no"], "display_key": "title",
         "data_properties": [{"name": "no", "type": "int"}, {"name": "title"}]},
        {"id": "tag", "name": "tag", "primary_keys": ["tag_id"], "display_key": "tag_id",
         "data_properties": [{"name": "tag_id"}]},
        {"id": "lot", "name": "lot", "primary_keys": ["a", "b"], "display_key": "a",
         "data_properties": [{"name": "a"}, {"name": "b"}]},
    ],
    "relation_types": [
        {"id": "tagged", "source_object_type_id": "item", "target_object_type_id": "tag"},
        {"id": "made_of", "source_object_type_id": "lot", "target_object_type_id": "item"},
        {"id": "broader", "source_object_type_id": "tag", "target_object_type_id": "tag"},
        {"id": "unused", "source_object_type_id": "tag", "target_object_type_id": "lot"},
    ],
}


def _ends() -> tuple[dict[str, list], list[int], list[tuple[str, str]]]:
    """Ends as callers give them: stored identities, other spellings, and names of nothing."""
    items = [n for n in range(1, 40) if n % 3]
    lots = [(a, b) for a in ("x", "x-y", "q") for b in ("z", "y-z", "r")]
    return {
        "item": [n for n in items] + [str(n) for n in items] + [f"00{n}" for n in items[:10]]
                + [float(n) for n in items[:10]] + [f"{n}.0" for n in items[:10]] + [3, "42", "abc"],
        "tag": [f"t{k}" for k in range(25)] + ["missing", "t99"],
        "lot": [NetworkBuilder.identity_of(_LAYOUT_PROBE["lot"], {"a": a, "b": b}) for a, b in lots]
               + [f"{a}-{b}" for a, b in lots] + ["nothing-here"],
    }, items, lots


_LAYOUT_PROBE = NetworkBuilder(KnowledgeNetwork.model_validate(NETWORK)).layout


def _expected(builder: NetworkBuilder, conn: sqlite3.Connection, added: dict[str, list]) -> tuple:
    rids = {
        ot: dict(conn.execute(f"SELECT iid, rid FROM {layout.table}").fetchall())
        for ot, layout in builder.layout.items()
    }
    network = builder.network
    edges, skipped, stored = {}, {}, {}
    for index, rel in enumerate(network.relation_types):
        src_map, dst_map = rids[rel.source_object_type_id], rids[rel.target_object_type_id]
        src_layout = builder.layout[rel.source_object_type_id]
        dst_layout = builder.layout[rel.target_object_type_id]
        count = missed = 0
        pairs = set()
        for src, dst in {(str(s), str(d)) for s, d in added.get(rel.id, [])}:
            a = src_map.get(src, src_map.get(builder._canonical_end(src_layout, src)))
            b = dst_map.get(dst, dst_map.get(builder._canonical_end(dst_layout, dst)))
            if a is None or b is None:
                missed += 1
            else:
                count += 1
                pairs.add((a, b))
        edges[rel.id] = count
        if missed:
            skipped[rel.id] = missed
        stored[index] = sorted(pairs)
    return edges, skipped, stored


@pytest.mark.parametrize("seed", range(6))
def test_random_edges_are_written_and_counted_by_distinct_pairs(tmp_path, seed):
    rng = random.Random(seed)
    builder = NetworkBuilder(KnowledgeNetwork.model_validate(NETWORK))
    ends, items, lots = _ends()
    builder.add_instances("item", [{"no": n, "title": f"item {n}"} for n in items])
    builder.add_instances("tag", [{"tag_id": f"t{k}"} for k in range(20)])
    builder.add_instances("lot", [{"a": a, "b": b} for a, b in lots if (a, b) != ("q", "z")])
    added: dict[str, list] = {}
    for rel in ("tagged", "made_of", "broader"):
        spec = next(r for r in NETWORK["relation_types"] if r["id"] == rel)
        for _ in range(rng.randint(1, 4)):  # several calls per relation, repeats across calls
            pairs = [(rng.choice(ends[spec["source_object_type_id"]]), rng.choice(ends[spec["target_object_type_id"]]))
                     for _ in range(rng.randint(0, 150))]
            pairs += pairs[: rng.randint(0, len(pairs))]
            builder.add_edges(rel, iter(pairs) if rng.random() < 0.5 else pairs)
            added.setdefault(rel, []).extend(pairs)
    report = builder.write(tmp_path / "edges.sqlite")
    conn = sqlite3.connect(tmp_path / "edges.sqlite")
    try:
        edges, skipped, stored = _expected(builder, conn, added)
        written = {
            index: [tuple(r) for r in conn.execute("SELECT src, dst FROM edges WHERE rt = ? ORDER BY src, dst", (index,))]
            for index in stored
        }
        reverse = conn.execute("SELECT count(*) FROM edges INDEXED BY edges_rev").fetchone()[0]
    finally:
        conn.close()
    assert report.edges == edges and report.skipped_edges == skipped
    assert written == stored
    assert reverse == sum(len(p) for p in stored.values())
    assert sum(edges.values()) >= sum(len(p) for p in stored.values())  # spellings of one pair count apart


def test_spellings_of_one_pair_count_apart_but_are_stored_once(tmp_path):
    builder = NetworkBuilder(KnowledgeNetwork.model_validate(NETWORK))
    builder.add_instances("item", [{"no": 7, "title": "seven"}])
    builder.add_instances("tag", [{"tag_id": "red"}])
    builder.add_edges("tagged", [(7, "red"), ("7", "red"), ("007", "red"), (7.0, "red"), ("7", "red"),
                                 (8, "red"), ("8", "red"), (7, "blue")])
    report = builder.write(tmp_path / "edges.sqlite")
    assert report.edges == {"tagged": 3, "made_of": 0, "broader": 0, "unused": 0}
    assert report.skipped_edges == {"tagged": 2}
    conn = sqlite3.connect(tmp_path / "edges.sqlite")
    try:
        assert conn.execute("SELECT rt, src, dst FROM edges").fetchall() == [(0, 1, 1)]
    finally:
        conn.close()
