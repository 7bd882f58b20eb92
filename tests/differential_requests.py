"""Random instance and subgraph requests over a network's own names, and the wire JSON of their
results, through the public backend interface only: the same generator runs against any
version of the engine, so stored digests of one version's answers check another's
(tests/test_lazy_results.py)."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

NAME_SAMPLE = 200


def sample_names(backend: Any, kn_id: str) -> dict[str, list[Any]]:
    """Up to NAME_SAMPLE name values per object type, in primary-key order."""
    network = backend.get_network(kn_id)
    out = {}
    for ot in network.object_types:
        field = ot.name_field or ot.primary_keys[0]
        rows = backend.query_instances(kn_id, ot.id, {"limit": NAME_SAMPLE}).datas
        out[ot.id] = [r.get(field) for r in rows if r.get(field) is not None]
    return out


def _text_condition(rng: random.Random, ot: Any, names: list[Any]) -> dict[str, Any] | None:
    field = ot.name_field or ot.primary_keys[0]
    ops = ot.get_property(field).operations
    picks = [op for op in ("==", "in", "contain", "prefix", "match", "exist", "like", None) if op is None or op in ops]
    op = rng.choice(picks)
    if op is None or not names:
        return None
    name = str(rng.choice(names))
    if op == "in":
        return {"operation": "in", "field": field, "value": rng.sample(names, min(len(names), rng.randint(1, 12)))}
    if op == "exist":
        return {"operation": "exist", "field": field}
    if op in ("contain", "prefix", "like"):
        cut = rng.randint(1, max(1, len(name)))
        return {"operation": op, "field": field, "value": name[:cut] if op == "prefix" else name[-cut:]}
    if op == "match":
        return {"operation": "match", "field": field, "value": name[: rng.randint(2, max(2, len(name)))]}
    return {"operation": "==", "field": field, "value": name}


def random_subgraph(rng: random.Random, network: Any, names: dict[str, list[Any]]) -> dict[str, Any]:
    """A subgraph body: 1 to 12 paths of 1 or 2 hops from one start type, random start set,
    far-end filters, per-parent and path limits, and both directions of self relations."""
    starts = [ot for ot in network.object_types if any(
        ot.id in (r.source_object_type_id, r.target_object_type_id) for r in network.relation_types)]
    start = rng.choice(starts)
    start_node: dict[str, Any] = {"id": start.id, "limit": rng.choice([1, 3, 10, 30])}
    cond = _text_condition(rng, start, names.get(start.id, []))
    if cond is not None:
        start_node["condition"] = cond
    if rng.random() < 0.15:
        start_node["sort"] = [{"field": start.primary_keys[0], "direction": rng.choice(["asc", "desc"])}]

    def step(type_id: str) -> tuple[dict[str, Any], str] | None:
        choices = []
        for rel in network.relation_types:
            if rel.source_object_type_id == type_id:
                choices.append((rel, "forward", rel.target_object_type_id))
            if rel.target_object_type_id == type_id:
                choices.append((rel, "backward", rel.source_object_type_id))
        if not choices:
            return None
        rel, direction, other = rng.choice(choices)
        edge = {"relation_type_id": rel.id, "source_object_type_id": type_id, "target_object_type_id": other}
        if rel.source_object_type_id == rel.target_object_type_id:
            edge["direction"] = direction
        return edge, other

    paths = []
    for _ in range(rng.randint(1, 12)):
        nodes, edges, here = [start_node], [], start.id
        for _hop in range(1 if rng.random() < 0.75 else 2):
            found = step(here)
            if found is None:
                break
            edge, other = found
            node: dict[str, Any] = {"id": other, "limit": rng.choice([1, 2, 5, 10, 30])}
            if rng.random() < 0.35:
                far = network.object_type(other)
                far_cond = _text_condition(rng, far, names.get(other, []))
                if far_cond is not None:
                    node["condition"] = far_cond
            nodes.append(node)
            edges.append(edge)
            here = other
        if edges:
            paths.append({"object_types": nodes, "relation_types": edges, "limit": rng.choice([1, 5, 30, 100, 1000])})
    return {"relation_type_paths": paths or [{
        "object_types": [start_node, {"id": start.id}],
        "relation_types": [{"relation_type_id": network.relation_types[0].id,
                            "source_object_type_id": start.id, "target_object_type_id": start.id}],
    }]}


def random_instance_query(rng: random.Random, network: Any, names: dict[str, list[Any]]) -> tuple[str, dict[str, Any]]:
    """(object type, body): a random condition (or an `or` / `and` of two), limit, total,
    page offset, properties and sort."""
    ot = rng.choice(network.object_types)
    body: dict[str, Any] = {"limit": rng.choice([1, 3, 10, 50]), "need_total": rng.random() < 0.5}
    parts = [c for c in (_text_condition(rng, ot, names.get(ot.id, [])) for _ in range(rng.randint(1, 2))) if c]
    if len(parts) == 1:
        body["condition"] = parts[0]
    elif parts:
        body["condition"] = {"operation": rng.choice(["and", "or"]), "sub_conditions": parts}
    if rng.random() < 0.2:
        body["search_after"] = [rng.choice([1, 3, 10])]
    if rng.random() < 0.2:
        body["properties"] = rng.sample(ot.property_names, min(2, len(ot.property_names)))
    if rng.random() < 0.15:
        body["sort"] = [{"field": ot.property_names[-1], "direction": rng.choice(["asc", "desc"])}]
    return ot.id, body


def wire(result: Any) -> str:
    """The result's wire JSON (as the server writes it) and its python-mode dump as JSON, its
    timing left out."""
    out = []
    for dumped in (result.model_dump(mode="json", exclude_none=True), result.model_dump()):
        for entry in dumped.get("entries", [dumped]):
            entry.pop("overall_ms", None)
        out.append(json.dumps(dumped, ensure_ascii=False))
    return "\n".join(out)


def digests(backend: Any, kn_id: str, seed: int, subgraphs: int, instance_queries: int) -> list[str]:
    """sha256 of each random request's `wire` result, subgraphs first."""
    network = backend.get_network(kn_id)
    names = sample_names(backend, kn_id)
    rng = random.Random(seed)
    out = []
    for _ in range(subgraphs):
        out.append(backend.query_subgraph(kn_id, random_subgraph(rng, network, names)))
    for _ in range(instance_queries):
        type_id, body = random_instance_query(rng, network, names)
        out.append(backend.query_instances(kn_id, type_id, body))
    return [hashlib.sha256(wire(r).encode()).hexdigest() for r in out]
