"""The neighbour graph of the keyword-context page, as data (no Streamlit).

- `graph_from_context`: matched instances and their one-hop neighbours from keyword_context replies
  (edges in their true direction: an `outgoing` neighbour is the target, an `incoming` one the source).
- `expand_instance`: one more hop around any instance, through the backend interface
  (`query_subgraph`, one relation path per relation type touching the instance's type, both
  directions), so it works on every backend.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from core.backends.base import KnowledgeBackend
from core.exceptions import InvalidRequestError
from core.importers.hygiene import fragment_reasons
from core.models.network import KnowledgeNetwork
from core.models.query import SubgraphQuery
from ui.graph import GraphEdge, GraphNode

# Bounds of one expansion: relation types tried, neighbours per relation type.
MAX_EXPAND_RELATIONS = 24
EXPAND_PER_RELATION = 10
PANEL_PROPERTIES = 60


def _type_label(network: KnowledgeNetwork | None, object_type_id: str) -> str:
    ot = network.object_type(object_type_id) if network else None
    return ot.name or ot.id if ot else object_type_id


def _props(properties: dict[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    if not properties:
        return ()
    known = [(k, v) for k, v in properties.items() if v not in (None, "")]
    return tuple(known[:PANEL_PROPERTIES])


def fragment_rows(name: Any) -> tuple[tuple[str, Any], ...]:
    """A tooltip/panel row saying why a name looks like an extraction fragment (node hygiene), if it does."""
    reasons = fragment_reasons(str(name or ""))
    return (("⚠ fragment name", ", ".join(reasons)),) if reasons else ()


def graph_from_context(
    contexts: Iterable[dict[str, Any]], network: KnowledgeNetwork | None,
    *, relation_filter: set[str] | None = None, sources: Sequence[str] | None = None,
) -> tuple[list[GraphNode], list[GraphEdge]]:
    """Nodes and edges of keyword_context replies (as wire dicts), matched instances first.

    `relation_filter`, when given, keeps only neighbours reached through those relation types;
    `sources` names where each reply came from (e.g. "round 2: 上气道梗阻"), shown per node.
    """
    nodes: list[GraphNode] = []
    neighbours: list[GraphNode] = []
    edges: list[GraphEdge] = []
    for index, context in enumerate(contexts):
        source = sources[index] if sources and index < len(sources) else ""
        for inst in context.get("instances") or []:
            iid, ot = inst["instance_id"], inst["object_type_id"]
            seen = inst.get("seen_in_round")
            tooltip = fragment_rows(inst.get("instance_name")) + _props(inst.get("properties"))
            tooltip += (("matched fields", ", ".join(inst.get("matched_fields") or [])),)
            if seen:
                tooltip += (("sent in round", seen),)
            nodes.append(GraphNode(iid, str(inst.get("instance_name") or iid), ot, _type_label(network, ot),
                                   tooltip, source=f"{source} · matched" if source else "matched", emphasis=True))
            for nb in inst.get("neighbors") or []:
                rid = nb["relation_type_id"]
                if relation_filter is not None and rid not in relation_filter:
                    continue
                nid, nt = nb["instance_id"], nb["object_type_id"]
                tip = fragment_rows(nb.get("instance_name")) + _props(nb.get("properties"))
                if nb.get("seen_in_round"):
                    tip += (("sent in round", nb["seen_in_round"]),)
                via = f"{nb.get('relation_type_name') or rid} of {inst.get('instance_name') or iid}"
                neighbours.append(GraphNode(nid, str(nb.get("instance_name") or nid), nt,
                                            _type_label(network, nt), tip,
                                            source=f"{source} · {via}" if source else via))
                src, dst = (iid, nid) if nb.get("relation_direction") == "outgoing" else (nid, iid)
                edges.append(GraphEdge(src, dst, nb.get("relation_type_name") or rid, rid))
    return nodes + neighbours, edges


def identity_of(network: KnowledgeNetwork, object_type_id: str, instance_id: str,
                properties: dict[str, Any] | None) -> dict[str, Any]:
    """The primary key values of an instance: from its properties when known, else from its id
    (`{object_type_id}-{key}`, which names a single-key instance exactly)."""
    ot = KnowledgeBackend.require_object_type(network, object_type_id)
    if properties and all(k in properties for k in ot.primary_keys):
        return {k: properties[k] for k in ot.primary_keys}
    prefix = f"{object_type_id}-"
    if len(ot.primary_keys) == 1 and instance_id.startswith(prefix):
        return {ot.primary_keys[0]: instance_id[len(prefix):]}
    raise InvalidRequestError(
        f"cannot tell the primary key of {instance_id!r} without its properties",
        suggestion="expand an instance whose properties were returned (not one marked as already sent)",
    )


def _key_condition(identity: dict[str, Any]) -> dict[str, Any]:
    leaves = [{"operation": "==", "field": k, "value": v} for k, v in identity.items()]
    return leaves[0] if len(leaves) == 1 else {"operation": "and", "sub_conditions": leaves}


def expansion_query(network: KnowledgeNetwork, object_type_id: str, identity: dict[str, Any],
                    relation_types: list[str] | None = None) -> SubgraphQuery:
    """One relation path per (relation type, direction) touching the type, starting at the instance."""
    condition = _key_condition(identity)
    paths = []
    for rel in network.relation_types:
        if relation_types is not None and rel.id not in relation_types:
            continue
        for direction, here, there in (("forward", rel.source_object_type_id, rel.target_object_type_id),
                                       ("backward", rel.target_object_type_id, rel.source_object_type_id)):
            if here != object_type_id:
                continue
            paths.append({
                "object_types": [{"id": here, "condition": condition, "limit": 1},
                                 {"id": there, "limit": EXPAND_PER_RELATION}],
                "relation_types": [{"relation_type_id": rel.id, "source_object_type_id": here,
                                    "target_object_type_id": there, "direction": direction}],
                "limit": EXPAND_PER_RELATION,
            })
        if len(paths) >= MAX_EXPAND_RELATIONS:
            break
    if not paths:
        raise InvalidRequestError(f"object type {object_type_id!r} takes part in no relation type of "
                                  f"network {network.id!r}; there is nothing to expand")
    return SubgraphQuery.model_validate({"relation_type_paths": paths})


def expand_instance(
    backend: KnowledgeBackend, network: KnowledgeNetwork, object_type_id: str, instance_id: str,
    properties: dict[str, Any] | None = None, relation_types: list[str] | None = None, source: str = "",
) -> tuple[list[GraphNode], list[GraphEdge]]:
    """The instance's one hop: neighbour nodes and the edges to them, in their true direction
    (optionally through the given relation types only); `source` is shown on each new node."""
    identity = identity_of(network, object_type_id, instance_id, properties)
    result = backend.query_subgraph(network.id, expansion_query(network, object_type_id, identity, relation_types))
    nodes: dict[str, GraphNode] = {}
    edges: list[GraphEdge] = []
    for entry in result.entries:
        for key, obj in entry.objects.items():
            if key == instance_id:
                continue
            name = obj.display if obj.display not in (None, "") else key
            nodes[key] = GraphNode(key, str(name), obj.object_type_id, obj.object_type_name or obj.object_type_id,
                                   fragment_rows(name) + _props(obj.properties), source=source)
        for path in entry.relation_paths:
            for rel in path.relations:
                edges.append(GraphEdge(rel.source_object_id, rel.target_object_id,
                                       rel.relation_type_name or rel.relation_type_id, rel.relation_type_id))
    return list(nodes.values()), edges


def expand_options(network: KnowledgeNetwork) -> dict[str, list[tuple[str, str]]]:
    """Per object type, the relation types an instance of it can be expanded by (either end)."""
    out: dict[str, list[tuple[str, str]]] = {}
    for rel in network.relation_types:
        label = f"{rel.name or rel.id} ({rel.id})"
        for end in dict.fromkeys((rel.source_object_type_id, rel.target_object_type_id)):
            out.setdefault(end, []).append((rel.id, label))
    return out
