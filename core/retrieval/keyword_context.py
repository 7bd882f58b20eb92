"""Keyword context: the instances a keyword names, with their one-hop neighbours, deduplicated
across the rounds of a session.

A keyword call costs two backend queries whatever the fan-out:

1. one instance query on the keyword's object type: an `or` of `==` over every property that can
   hold the keyword (the property allows `==` and its type can equal the keyword: a number column
   only for a numeric keyword, a boolean one only for yes/no words, a date one only for a date),
   `limit` 10, `need_total`;
2. one subgraph query whose paths are the session's relation types that touch the object type, one
   path per relation type and direction, each starting from *all* matched instances
   (`in` on the primary key). Per-parent limits of the subgraph cap each relation type at 10
   neighbours per instance; the per-instance cap of 50 is applied here, in the order of the
   session's relation types (most relevant to the question first).

Ids and dedup: replies name every instance by `_instance_id` (`{object_type_id}-{primary key}`,
upstream's form). Dedup keys on `identity_key` instead (the object type and the primary key values
as a JSON array), because joined ids of composite keys can coincide. Either is the same whichever
query found the instance (a disease matched by name and the same disease reached as a neighbour get
the same key), so the session keeps a flat map key -> (round, completeness) and dedup is one
dictionary lookup per instance:

- a matched instance already sent with its neighbours (over the current session schema) is sent as
  a reference: id, name, matched fields, `seen_in_round`; no properties, no neighbours, and it is
  left out of the subgraph query;
- a neighbour already sent in full (in an earlier round, or earlier in this reply) keeps its edge
  (relation, direction) but not its properties, and carries `seen_in_round`;
- a fuller record replaces a thinner one: an instance seen only as a neighbour, or matched while
  neighbour recall failed, is sent in full when it is matched again.
"""

from __future__ import annotations

import logging
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from core.backends.base import KnowledgeBackend
from core.exceptions import KnxError
from core.models.condition import coerce_number
from core.models.network import DataProperty, KnowledgeNetwork, ObjectType, RelationType
from core.models.query import (
    DISPLAY,
    INSTANCE_ID,
    INSTANCE_IDENTITY,
    InstanceQuery,
    ObjectTypeOnPath,
    RelationTypePath,
    SubgraphQuery,
    SubgraphResult,
    TypeEdge,
    identity_key,
    instance_key,
)
from core.retrieval.models import (
    KeywordContext,
    KeywordInstance,
    KeywordStatistics,
    Neighbor,
)
from core.retrieval.sessions import CONTEXT, PROPERTIES, KeywordRound, SeenInstance, SessionState

logger = logging.getLogger(__name__)

INSTANCE_LIMIT = 10
NEIGHBORS_PER_RELATION = 10
NEIGHBORS_PER_INSTANCE = 50

MESSAGE_NO_MATCH = "关键词“{keyword}”没有精确匹配到对象类型 {object_type_id} 的实例"
MESSAGE_NO_MATCH_HINT = "；设置 contextual_knowledge=True 可查看它在库中的存储形式（包含、模糊匹配）"
MESSAGE_NO_FIELD = "对象类型 {object_type_id} 没有能取值为“{keyword}”的属性（类型或允许的操作不符）"
MESSAGE_INSTANCE_FAILURE = "实例检索失败，已跳过该关键词：{reason}"
MESSAGE_NEIGHBOR_FAILURE = "一度邻居检索失败，只返回匹配的实例：{reason}"
MESSAGE_NO_IDENTITY = "对象类型 {object_type_id} 的主键不支持 in 或 ==，无法检索一度邻居"

_BOOL_WORDS = {
    "true": True, "false": False, "yes": True, "no": False, "是": True, "否": False,
    "真": True, "假": False,
}
_DATE = re.compile(r"^\d{4}-\d{1,2}(-\d{1,2})?([ T]\d{1,2}:\d{2}(:\d{2})?)?$")


# ----------------------------------------------------------------------------------------------
# Step 1: which properties can hold the keyword
# ----------------------------------------------------------------------------------------------
def keyword_value(prop: DataProperty, keyword: str) -> tuple[bool, Any]:
    """(True, value to compare) when `prop == keyword` can hold for some stored value."""
    if "==" not in prop.operations:
        return False, None
    family = prop.family
    if family == "number":
        number = coerce_number(keyword)
        return (number is not None), number
    if family == "bool":
        word = keyword.strip().lower()
        return (word in _BOOL_WORDS), _BOOL_WORDS.get(word)
    if family == "date":
        return bool(_DATE.match(keyword.strip())), keyword.strip()
    return True, keyword


def keyword_condition(object_type: ObjectType, keyword: str) -> tuple[dict[str, Any] | None, list[str]]:
    """The `or` of `==` over every property that can hold the keyword, and those properties."""
    subs, fields = [], []
    for prop in object_type.data_properties:
        ok, value = keyword_value(prop, keyword)
        if ok:
            subs.append({"field": prop.name, "operation": "==", "value": value, "value_from": "const"})
            fields.append(prop.name)
    if not subs:
        return None, []
    return {"operation": "or", "sub_conditions": subs}, fields


def fields_equal_to(row: dict[str, Any], object_type: ObjectType, keyword: str, fields: list[str]) -> list[str]:
    """Which of `fields` hold the keyword in this row (how the backend's `==` matched it)."""
    matched = []
    folded = keyword.casefold()
    for name in fields:
        prop = object_type.get_property(name)
        value = row.get(name)
        if value is None or prop is None:
            continue
        _, wanted = keyword_value(prop, keyword)
        if prop.family == "number":
            hit = coerce_number(value) == wanted
        elif prop.family == "bool":
            hit = bool(value) == wanted
        else:
            # A remote engine may compare case-insensitively (keyword fields with a normaliser).
            text = str(value)
            hit = text == keyword or text.casefold() == folded
        if hit:
            matched.append(name)
    return matched


# ----------------------------------------------------------------------------------------------
# Step 2: one subgraph query for every neighbour of every matched instance
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hop:
    """One path of the neighbour query: a relation type walked away from the keyword's type."""

    relation: RelationType
    direction: str  # "outgoing": the keyword's instance is the source; "incoming": the target

    @property
    def neighbour_type_id(self) -> str:
        rel = self.relation
        return rel.target_object_type_id if self.direction == "outgoing" else rel.source_object_type_id


def hops_for(object_type_id: str, relations: list[RelationType]) -> list[Hop]:
    """Both directions of every relation type touching the object type, in the given order
    (a relation from a type to itself yields both)."""
    hops = []
    for rel in relations:
        if rel.source_object_type_id == object_type_id:
            hops.append(Hop(rel, "outgoing"))
        if rel.target_object_type_id == object_type_id:
            hops.append(Hop(rel, "incoming"))
    return hops


def identity_condition(object_type: ObjectType, identities: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A condition selecting exactly these instances: `in` on a single primary key when allowed,
    else an `or` of `==` (of `and`s for a composite key); None when the keys allow neither."""
    keys = object_type.primary_keys
    if not keys or not identities:
        return None
    props = [object_type.get_property(k) for k in keys]
    if len(keys) == 1 and "in" in props[0].operations:
        values = list(dict.fromkeys(ident.get(keys[0]) for ident in identities))
        return {"operation": "in", "field": keys[0], "value": values, "value_from": "const"}
    if not all("==" in p.operations for p in props):
        return None
    ors = []
    for ident in identities:
        leaves = [{"operation": "==", "field": k, "value": ident.get(k), "value_from": "const"} for k in keys]
        ors.append(leaves[0] if len(leaves) == 1 else {"operation": "and", "sub_conditions": leaves})
    return ors[0] if len(ors) == 1 else {"operation": "or", "sub_conditions": ors}


def neighbour_query(
    object_type: ObjectType, hops: list[Hop], start: dict[str, Any], count: int
) -> SubgraphQuery:
    paths = []
    for hop in hops:
        rel = hop.relation
        other = hop.neighbour_type_id
        paths.append(
            RelationTypePath(
                object_types=[
                    ObjectTypeOnPath(id=object_type.id, condition=start, limit=count),
                    ObjectTypeOnPath(id=other, limit=NEIGHBORS_PER_RELATION),
                ],
                relation_types=[
                    TypeEdge(
                        relation_type_id=rel.id,
                        source_object_type_id=object_type.id,
                        target_object_type_id=other,
                        # Only a relation from a type to itself needs the explicit direction; other
                        # paths stay in the plain upstream format.
                        direction=(
                            ("forward" if hop.direction == "outgoing" else "backward")
                            if rel.source_object_type_id == rel.target_object_type_id else None
                        ),
                    )
                ],
                limit=NEIGHBORS_PER_RELATION * count,
            )
        )
    return SubgraphQuery(relation_type_paths=paths)


@dataclass
class FoundNeighbour:
    instance_id: str
    key: str  # identity_key: what dedup compares
    object_type_id: str
    name: Any
    properties: dict[str, Any]
    hop: Hop


def neighbours_from(
    result: SubgraphResult, hops: list[Hop], network: KnowledgeNetwork
) -> tuple[dict[str, list[FoundNeighbour]], int]:
    """Neighbours per matched instance (by identity_key), capped per relation type and per
    instance; and how many the per-instance cap dropped."""
    found: dict[str, dict[str, list[FoundNeighbour]]] = {}
    for hop, entry in zip(hops, result.entries):
        for path in entry.relation_paths:
            if not path.relations:
                continue
            rel = path.relations[0]
            parent, other = (
                (rel.source_object_id, rel.target_object_id)
                if hop.direction == "outgoing" else (rel.target_object_id, rel.source_object_id)
            )
            obj = entry.objects.get(other)
            parent_obj = entry.objects.get(parent)
            if obj is None or parent_obj is None:
                continue
            parent_key = identity_key(parent_obj.object_type_id, parent_obj.unique_identities)
            per_relation = found.setdefault(parent_key, {}).setdefault(hop.relation.id, [])
            if len(per_relation) >= NEIGHBORS_PER_RELATION:
                continue
            per_relation.append(
                FoundNeighbour(
                    instance_id=obj.id,
                    key=identity_key(obj.object_type_id, obj.unique_identities),
                    object_type_id=obj.object_type_id,
                    name=obj.display if obj.display is not None else _name_of(
                        network.object_type(obj.object_type_id), obj.properties
                    ),
                    properties=dict(obj.properties),
                    hop=hop,
                )
            )
    out: dict[str, list[FoundNeighbour]] = {}
    capped = 0
    order = list(dict.fromkeys(h.relation.id for h in hops))
    for parent, by_relation in found.items():
        flat = [n for rid in order for n in by_relation.get(rid, [])]
        capped += max(0, len(flat) - NEIGHBORS_PER_INSTANCE)
        out[parent] = flat[:NEIGHBORS_PER_INSTANCE]
    return out, capped


# ----------------------------------------------------------------------------------------------
# The call
# ----------------------------------------------------------------------------------------------
@dataclass
class Matched:
    instance_id: str
    key: str  # identity_key: what dedup compares
    identity: dict[str, Any]
    name: Any
    properties: dict[str, Any]
    matched_fields: list[str]


@dataclass
class KeywordOutcome:
    context: KeywordContext
    round: KeywordRound
    errors: list[str] = field(default_factory=list)


def _row_identity(object_type: ObjectType, row: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    identity = row.get(INSTANCE_IDENTITY) or {k: row.get(k) for k in object_type.primary_keys}
    return row.get(INSTANCE_ID) or instance_key(object_type.id, identity), identity


def _name_of(object_type: ObjectType | None, row: dict[str, Any]) -> Any:
    if row.get(DISPLAY) is not None:
        return row[DISPLAY]
    name_field = object_type.name_field if object_type is not None else None
    return row.get(name_field) if name_field else None


def _reason(exc: Exception) -> str:
    return exc.message if isinstance(exc, KnxError) else f"{type(exc).__name__}: {exc}"


def recall_keyword_context(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    object_type: ObjectType,
    keyword: str,
    relations: list[RelationType],
    state: SessionState,
) -> KeywordOutcome:
    """Run one keyword round against `state` (updated in place: `seen` and `rounds`).

    Backend failures never raise: a failed instance query returns an empty context, a failed
    subgraph query returns the instances without neighbours; both say so in `message` and are
    logged.
    """
    round_no = state.next_round
    version = state.schema_version
    stats = KeywordStatistics(round=round_no)
    context = KeywordContext(keyword=keyword, object_type_id=object_type.id, statistics=stats)
    record = KeywordRound(
        round=round_no, keyword=keyword, object_type_id=object_type.id, kn_id=network.id, at=time.time()
    )
    outcome = KeywordOutcome(context=context, round=record)

    condition, fields = keyword_condition(object_type, keyword)
    if condition is None:
        context.message = MESSAGE_NO_FIELD.format(object_type_id=object_type.id, keyword=keyword)
        _finish(state, outcome)
        return outcome

    # -- instances ------------------------------------------------------------------------------
    try:
        stats.backend_queries += 1
        result = backend.query_instances(
            network.id, object_type.id,
            InstanceQuery.model_validate({"condition": condition, "limit": INSTANCE_LIMIT, "need_total": True}),
        )
    except Exception as exc:  # degrade (design 8.4): log, return an empty context, never crash
        _log_failure("instance query", keyword, object_type.id, network.id, exc)
        outcome.errors.append(MESSAGE_INSTANCE_FAILURE.format(reason=_reason(exc)))
        context.message = outcome.errors[-1]
        _finish(state, outcome)
        return outcome

    matched: list[Matched] = []
    for row in result.datas:
        iid, identity = _row_identity(object_type, row)
        props = {k: v for k, v in row.items() if not k.startswith("_")}
        matched.append(
            Matched(iid, identity_key(object_type.id, identity), identity, _name_of(object_type, row), props,
                    fields_equal_to(row, object_type, keyword, fields))
        )
    stats.total_instances = result.total_count if result.total_count is not None else len(matched)
    field_counts = Counter(f for m in matched for f in m.matched_fields)
    stats.matched_fields = [f for f in fields if f in field_counts]
    if field_counts:
        best = max(field_counts.values())
        # The most frequent matching field; on a tie, the name field, then schema order.
        ties = [f for f in stats.matched_fields if field_counts[f] == best]
        context.matched_field = object_type.name_field if object_type.name_field in ties else ties[0]
    if not matched:
        context.message = (
            MESSAGE_NO_MATCH.format(keyword=keyword, object_type_id=object_type.id) + MESSAGE_NO_MATCH_HINT
        )
        _finish(state, outcome)
        return outcome

    # -- which matched instances need neighbours ------------------------------------------------
    def already_full(key: str) -> SeenInstance | None:
        prior = state.seen.get(key)
        if prior and prior.completeness >= CONTEXT and prior.schema_version == version:
            return prior
        return None

    expand = [m for m in matched if already_full(m.key) is None]
    hops = hops_for(object_type.id, relations)
    neighbours: dict[str, list[FoundNeighbour]] = {}
    neighbours_ok = True
    if expand and hops:
        start = identity_condition(object_type, [m.identity for m in expand])
        if start is None:
            neighbours_ok = False
            outcome.errors.append(MESSAGE_NO_IDENTITY.format(object_type_id=object_type.id))
        else:
            try:
                stats.backend_queries += 1
                sub = backend.query_subgraph(network.id, neighbour_query(object_type, hops, start, len(expand)))
                neighbours, stats.capped_neighbors = neighbours_from(sub, hops, network)
            except Exception as exc:  # degrade (design 8.4): keep the instances, drop the neighbours
                _log_failure("subgraph query", keyword, object_type.id, network.id, exc)
                neighbours_ok = False
                outcome.errors.append(MESSAGE_NEIGHBOR_FAILURE.format(reason=_reason(exc)))

    # -- assemble with dedup --------------------------------------------------------------------
    level = CONTEXT if neighbours_ok else PROPERTIES
    # Everything sent in full by this reply, so later mentions in the same reply are references.
    sent_now: set[str] = {m.key for m in expand}
    for m in matched:
        prior = already_full(m.key)
        if prior is not None:
            context.instances.append(
                KeywordInstance(
                    instance_id=m.instance_id, object_type_id=object_type.id, instance_name=m.name,
                    matched_fields=m.matched_fields, seen_in_round=prior.round,
                )
            )
            stats.deduplicated_instances += 1
            record.skipped.append(m.instance_id)
            continue
        entries = []
        for nb in neighbours.get(m.key, []):
            entry = Neighbor(
                instance_id=nb.instance_id, object_type_id=nb.object_type_id, instance_name=nb.name,
                relation_type_id=nb.hop.relation.id, relation_type_name=nb.hop.relation.name,
                relation_direction=nb.hop.direction,
            )
            prior_nb = state.seen.get(nb.key)
            if nb.key in sent_now:
                entry.seen_in_round = round_no
                stats.deduplicated_neighbors += 1
            elif prior_nb is not None:
                entry.seen_in_round = prior_nb.round
                stats.deduplicated_neighbors += 1
                record.skipped.append(nb.instance_id)
            else:
                entry.properties = nb.properties
                sent_now.add(nb.key)
                stats.new_neighbors += 1
                record.returned.append(nb.instance_id)
                state.seen[nb.key] = SeenInstance(round=round_no, completeness=PROPERTIES, schema_version=version)
            key = f"{nb.hop.relation.id}:{nb.hop.direction}"
            stats.neighbors_by_relation[key] = stats.neighbors_by_relation.get(key, 0) + 1
            entries.append(entry)
        context.instances.append(
            KeywordInstance(
                instance_id=m.instance_id, object_type_id=object_type.id, instance_name=m.name,
                matched_fields=m.matched_fields, properties=m.properties,
                neighbors=entries if neighbours_ok else None,
            )
        )
        stats.total_neighbors += len(entries)
        stats.returned_instances += 1
        record.returned.append(m.instance_id)
        state.seen[m.key] = SeenInstance(round=round_no, completeness=level, schema_version=version)
    if outcome.errors:
        context.message = "；".join(outcome.errors)
    _finish(state, outcome)
    return outcome


def _finish(state: SessionState, outcome: KeywordOutcome) -> None:
    if outcome.errors:
        outcome.round.error = "；".join(outcome.errors)
    state.rounds.append(outcome.round)


def _log_failure(step: str, keyword: str, object_type_id: str, kn_id: str, exc: Exception) -> None:
    if isinstance(exc, KnxError):
        logger.warning("keyword context: %s for %r on %s/%s failed: %s", step, keyword, kn_id, object_type_id, exc)
    else:
        logger.exception("keyword context: %s for %r on %s/%s failed", step, keyword, kn_id, object_type_id)
