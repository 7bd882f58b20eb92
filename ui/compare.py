"""What changed between two kn_search responses to the same question (pure data, no Streamlit).

Relation types are matched by id (rank and score on each side), object types by id, nodes by
`{object_type_id}-{identity}` (the instance id every layer uses), so renamed display values do not
count as a change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.models.query import instance_key
from core.search.models import KnSearchNode, KnSearchResponse


# What happened to an item from A to B, in the words the page shows.
ADDED, DROPPED, MOVED_UP, MOVED_DOWN, SAME, KEPT = "added", "dropped", "moved up", "moved down", "same", "kept"


@dataclass(frozen=True)
class RelationChange:
    relation_type_id: str
    name: str
    rank_a: int | None
    rank_b: int | None
    score_a: float | None
    score_b: float | None

    @property
    def status(self) -> str:
        if self.rank_a is None:
            return ADDED
        if self.rank_b is None:
            return DROPPED
        if self.rank_b < self.rank_a:
            return MOVED_UP
        if self.rank_b > self.rank_a:
            return MOVED_DOWN
        return SAME

    @property
    def rank_shift(self) -> int | None:
        """Places moved up (positive) or down (negative) from A to B."""
        if self.rank_a is None or self.rank_b is None:
            return None
        return self.rank_a - self.rank_b

    @property
    def score_shift(self) -> float | None:
        if self.score_a is None or self.score_b is None:
            return None
        return round(self.score_b - self.score_a, 6)


@dataclass(frozen=True)
class NodeChange:
    instance_id: str
    object_type_id: str
    name: Any
    in_a: bool
    in_b: bool
    score_a: float | None
    score_b: float | None

    @property
    def status(self) -> str:
        if not self.in_a:
            return ADDED
        if not self.in_b:
            return DROPPED
        return KEPT

    @property
    def score_shift(self) -> float | None:
        if self.score_a is None or self.score_b is None:
            return None
        return round(self.score_b - self.score_a, 6)


@dataclass
class ResponseDiff:
    relations: list[RelationChange] = field(default_factory=list)
    object_types_gained: list[str] = field(default_factory=list)
    object_types_lost: list[str] = field(default_factory=list)
    nodes: list[NodeChange] = field(default_factory=list)

    def relations_with(self, *statuses: str) -> list[RelationChange]:
        return [r for r in self.relations if r.status in statuses]

    def nodes_with(self, *statuses: str) -> list[NodeChange]:
        return [n for n in self.nodes if n.status in statuses]

    @property
    def unchanged(self) -> bool:
        return (
            not self.relations_with(ADDED, DROPPED, MOVED_UP, MOVED_DOWN)
            and not self.object_types_gained and not self.object_types_lost
            and not self.nodes_with(ADDED, DROPPED)
            and all((n.score_shift or 0) == 0 for n in self.nodes)
            and all((r.score_shift or 0) == 0 for r in self.relations)
        )


def node_id(node: KnSearchNode) -> str:
    return instance_key(node.object_type_id, node.unique_identities or {"name": node.instance_name})


def diff_responses(a: KnSearchResponse, b: KnSearchResponse) -> ResponseDiff:
    out = ResponseDiff()
    rel_a = {r.concept_id: (i + 1, r) for i, r in enumerate(a.relation_types or [])}
    rel_b = {r.concept_id: (i + 1, r) for i, r in enumerate(b.relation_types or [])}
    for rid in list(rel_a) + [r for r in rel_b if r not in rel_a]:
        ra, rb = rel_a.get(rid), rel_b.get(rid)
        rel = (ra or rb)[1]
        out.relations.append(RelationChange(
            relation_type_id=rid, name=rel.concept_name,
            rank_a=(ra[1].rank or ra[0]) if ra else None, rank_b=(rb[1].rank or rb[0]) if rb else None,
            score_a=ra[1].score if ra else None, score_b=rb[1].score if rb else None,
        ))
    ot_a = [o.concept_id for o in a.object_types or []]
    ot_b = [o.concept_id for o in b.object_types or []]
    out.object_types_gained = [o for o in ot_b if o not in ot_a]
    out.object_types_lost = [o for o in ot_a if o not in ot_b]
    nodes_a = {node_id(n): n for n in a.nodes or []}
    nodes_b = {node_id(n): n for n in b.nodes or []}
    for nid in list(nodes_a) + [n for n in nodes_b if n not in nodes_a]:
        na, nb = nodes_a.get(nid), nodes_b.get(nid)
        node = na or nb
        out.nodes.append(NodeChange(
            instance_id=nid, object_type_id=node.object_type_id, name=node.instance_name,
            in_a=na is not None, in_b=nb is not None,
            score_a=na.score if na else None, score_b=nb.score if nb else None,
        ))
    return out
