"""Request and response of knowledge_network_retrieval, and the compact rendering for agents.

The full JSON follows the design documents (`keyword_context`, `contextual_knowledge` section 4).
The compact rendering says the same with fewer tokens: tables (a header row, then rows) instead of
lists of objects, primary-key ids instead of `{object_type_id}-{pk}`, and every instance's properties
once, in a per-type table, however many times it appears as a neighbour.
"""

from __future__ import annotations

import json
import math
from typing import Any, Iterable, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

from core.models.input import InputModel
from core.models.types import QueryText
from core.search.config import RetrievalConfigField
from core.search.linking import LinkedEntity
from core.search.models import KnSearchObjectType, KnSearchRelationType
from core.text import is_cjk

Direction = Literal["outgoing", "incoming"]


# ----------------------------------------------------------------------------------------------
# Request
# ----------------------------------------------------------------------------------------------
class RetrievalRequest(InputModel):
    """Parameters of the tool.

    `kn_ids`: schema recall (step 1) runs over every listed network and merges the concepts; keyword
    context (step 2) runs on the first one, which must be one the session's schema was recalled for.
    """

    model_config = ConfigDict(extra="forbid")

    query: QueryText
    kn_ids: list[str] = Field(min_length=1, max_length=20)
    session_id: str | None = None
    enable_keyword_context: bool = False
    object_type_id: str | None = None
    retrieval_config: RetrievalConfigField = None
    contextual_knowledge: bool = False
    compact: bool = False

    @field_validator("kn_ids", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value

    @field_validator("kn_ids")
    @classmethod
    def _ids_not_blank(cls, value: list[str]) -> list[str]:
        cleaned = [v.strip() for v in value]
        if any(not v for v in cleaned):
            raise ValueError("kn_ids must not contain blank ids")
        return list(dict.fromkeys(cleaned))

    @field_validator("session_id", "object_type_id")
    @classmethod
    def _blank_is_missing(cls, value: str | None) -> str | None:
        # An empty string is what a form or an agent sends for "not given".
        return value.strip() or None if isinstance(value, str) else value


# ----------------------------------------------------------------------------------------------
# Keyword context
# ----------------------------------------------------------------------------------------------
class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Neighbor(_Out):
    instance_id: str
    object_type_id: str
    instance_name: Any = None
    relation_type_id: str
    relation_type_name: str = ""
    relation_direction: Direction
    # Omitted when this session already sent the instance in full (see `seen_in_round`).
    properties: dict[str, Any] | None = None
    seen_in_round: int | None = None
    # How much of the question the neighbour's name shares (kept neighbours are ranked by it);
    # omitted when it shares nothing.
    relevance: float | None = None


class KeywordInstance(_Out):
    instance_id: str
    object_type_id: str
    instance_name: Any = None
    matched_fields: list[str] = Field(default_factory=list)
    # Both omitted when an earlier round already sent this instance with its neighbours.
    properties: dict[str, Any] | None = None
    neighbors: list[Neighbor] | None = None
    seen_in_round: int | None = None


class KeywordStatistics(_Out):
    total_instances: int = 0  # instances matching the keyword in the network (backend total)
    returned_instances: int = 0  # instances sent in full by this call
    deduplicated_instances: int = 0  # matched instances sent as a reference (seen_in_round)
    total_neighbors: int = 0  # neighbour entries in this reply
    new_neighbors: int = 0  # neighbours sent with their properties
    deduplicated_neighbors: int = 0  # neighbours sent as a reference (seen_in_round)
    capped_neighbors: int = 0  # fetched neighbours dropped by the per-relation / total limits
    matched_fields: list[str] = Field(default_factory=list)
    neighbors_by_relation: dict[str, int] = Field(default_factory=dict)
    round: int = 0
    backend_queries: int = 0


class KeywordContext(_Out):
    keyword: str
    object_type_id: str
    matched_field: str | None = None
    instances: list[KeywordInstance] = Field(default_factory=list)
    statistics: KeywordStatistics = Field(default_factory=KeywordStatistics)
    # Set when something was partial or empty: which step failed or why nothing matched.
    message: str | None = None


# ----------------------------------------------------------------------------------------------
# Contextual knowledge (contextual-knowledge-recall, section 4)
# ----------------------------------------------------------------------------------------------
MatchType = Literal["exact", "contains", "fuzzy"]


class StorageForm(_Out):
    form: str  # the value as stored
    match_type: MatchType
    # For `contains`: which string holds the other.
    containment: Literal["keyword_in_value", "value_in_keyword"] | None = None
    field: str
    sample_instance_id: str
    sample_instance_name: Any = None
    confidence: float


class KeywordMapping(_Out):
    keyword: str
    object_type_id: str
    primary_field: str | None = None
    # "requested": the object type the caller named; "schema": another type of the session schema.
    searched_as: Literal["requested", "schema"] = "requested"
    storage_forms: list[StorageForm] = Field(default_factory=list)
    match_confidence: float = 0.0


class AttributeFormat(_Out):
    object_type_id: str
    attribute: str
    display_name: str | None = None
    mention: str  # the constraint as written in the question, e.g. "大于30岁"
    declared_type: str | None = None
    storage_format: Literal["number", "string", "date", "range_string", "bool", "unknown"]
    value_pattern: Literal[
        "integer", "float", "string_with_unit", "range", "date", "string", "bool", "unknown", "category"
    ]
    value_samples: list[Any] = Field(default_factory=list)
    query_operation: str = "=="
    # The mentioned value rewritten in the stored form (30岁 -> 30 for an integer column).
    query_value: Any = None
    has_unit: bool = False
    is_range: bool = False
    unit: str | None = None


Cardinality = Literal["one_to_one", "one_to_many", "many_to_one", "many_to_many", "unknown"]


class RelationSample(_Out):
    """What the cardinality was measured on (see contextual.relation_patterns)."""

    starts_per_end: int = 0  # instances each end's walk started from
    edges_observed: int = 0  # distinct relation instances seen
    sources_observed: int = 0
    targets_observed: int = 0
    # Among the observed edges; each hop sees at most degree_cap, several walks may see more.
    max_targets_per_source: int = 0
    max_sources_per_target: int = 0
    degree_cap: int = 0


class RelationPattern(_Out):
    relation_type_id: str
    relation_type_name: str = ""
    source_object_type_id: str
    target_object_type_id: str
    source_field: str | None = None
    target_field: str | None = None
    typical_source_values: list[Any] = Field(default_factory=list)
    typical_target_values: list[Any] = Field(default_factory=list)
    relation_pattern: Cardinality = "unknown"
    sample: RelationSample = Field(default_factory=RelationSample)


class KeywordRelationPattern(_Out):
    """A relation type's pattern around the keyword: its stored forms that have the relation, and
    typical neighbours of theirs (contextual-knowledge-recall 5.2.1, scenario 2)."""

    keyword: str
    relation_type_id: str
    relation_type_name: str = ""
    direction: Direction  # "outgoing": the keyword's type is the source
    keyword_field: str | None = None
    matched_values: list[Any] = Field(default_factory=list)  # == or contains the keyword
    neighbour_object_type_id: str
    neighbour_field: str | None = None
    typical_neighbour_values: list[Any] = Field(default_factory=list)


class RelationWordMapping(_Out):
    """Words of the question that name a relation type (its name, comment, or an end type)."""

    words: str
    relation_type_id: str
    relation_type_name: str = ""
    matched_on: Literal["name", "comment", "target_type", "source_type"]
    confidence: float


class PrimaryFields(_Out):
    object_type_id: str
    primary_name_field: str | None = None
    primary_id_field: str | None = None
    field_samples: dict[str, list[Any]] = Field(default_factory=dict)


class ContextualKnowledge(_Out):
    keyword_mappings: list[KeywordMapping] = Field(default_factory=list)
    attribute_formats: list[AttributeFormat] = Field(default_factory=list)
    relation_patterns: list[RelationPattern] = Field(default_factory=list)
    object_type_primary_fields: list[PrimaryFields] = Field(default_factory=list)
    keyword_relation_patterns: list[KeywordRelationPattern] = Field(default_factory=list)
    relation_word_mappings: list[RelationWordMapping] = Field(default_factory=list)
    # Parts that failed (backend errors); the other parts are still returned.
    messages: list[str] | None = None


# ----------------------------------------------------------------------------------------------
# Response
# ----------------------------------------------------------------------------------------------
class RetrievalResponse(_Out):
    object_types: list[KnSearchObjectType] | None = None
    relation_types: list[KnSearchRelationType] | None = None
    keyword_context: KeywordContext | None = None
    contextual_knowledge: ContextualKnowledge | None = None
    message: str | None = None
    # Step 1: the instances the question names (kn_search's entity linking), keyword candidates
    linked_entities: list[LinkedEntity] | None = None

    _compact: bool = PrivateAttr(default=False)

    def to_wire(self, compact: bool | None = None) -> dict[str, Any]:
        """The reply as JSON-ready data; compact as the request asked unless `compact` says."""
        if compact if compact is not None else self._compact:
            return to_compact(self)
        return self.model_dump(mode="json", exclude_none=True)


# ----------------------------------------------------------------------------------------------
# Compact rendering
# ----------------------------------------------------------------------------------------------
COMPACT_FORMAT = (
    "tables are [header, *rows]; ids are primary keys (instance_id = '{type}-{id}'); "
    "neighbors[id]['rel>'] outgoing, ['rel<'] incoming; objects[type] holds each instance's "
    "properties once; seen[type][id] = round that already sent it"
)


def table(rows: Iterable[Any], columns: Sequence[str]) -> list[list[Any]]:
    """[header, *rows] from models or dicts; a column missing from a row is null."""
    out: list[list[Any]] = [list(columns)]
    for row in rows:
        data = row.model_dump(mode="json") if isinstance(row, BaseModel) else row
        out.append([data.get(c) for c in columns])
    return out


def short_id(instance_id: str, object_type_id: str) -> str:
    prefix = f"{object_type_id}-"
    return instance_id[len(prefix):] if instance_id.startswith(prefix) else instance_id


def compact_keyword_context(context: KeywordContext, relation_ends: dict[str, tuple[str, str]] | None = None) -> dict[str, Any]:
    objects: dict[str, dict[str, dict[str, Any]]] = {}
    seen: dict[str, dict[str, int]] = {}
    neighbors: dict[str, dict[str, list[str]]] = {}
    relations: dict[str, list[Any]] = {}
    instance_rows = []
    for inst in context.instances:
        sid = short_id(inst.instance_id, inst.object_type_id)
        instance_rows.append([sid, inst.instance_name, inst.matched_fields])
        if inst.properties is not None:
            objects.setdefault(inst.object_type_id, {})[sid] = inst.properties
        elif inst.seen_in_round is not None:
            seen.setdefault(inst.object_type_id, {})[sid] = inst.seen_in_round
        if not inst.neighbors:
            continue
        groups = neighbors.setdefault(sid, {})
        for nb in inst.neighbors:
            nid = short_id(nb.instance_id, nb.object_type_id)
            arrow = ">" if nb.relation_direction == "outgoing" else "<"
            groups.setdefault(f"{nb.relation_type_id}{arrow}", []).append(nid)
            if nb.relation_type_id not in relations:
                ends = (relation_ends or {}).get(nb.relation_type_id)
                if ends is None:
                    ends = (
                        (inst.object_type_id, nb.object_type_id)
                        if nb.relation_direction == "outgoing"
                        else (nb.object_type_id, inst.object_type_id)
                    )
                relations[nb.relation_type_id] = [nb.relation_type_name, *ends]
            if nb.properties is not None:
                objects.setdefault(nb.object_type_id, {})[nid] = nb.properties
            elif nb.seen_in_round is not None and nid not in objects.get(nb.object_type_id, {}):
                seen.setdefault(nb.object_type_id, {}).setdefault(nid, nb.seen_in_round)
    # A reference to something this reply carries in full needs no `seen` entry.
    for type_id, ids in list(seen.items()):
        for sid in [s for s in ids if s in objects.get(type_id, {})]:
            del ids[sid]
        if not ids:
            del seen[type_id]
    out: dict[str, Any] = {
        "keyword": context.keyword,
        "object_type_id": context.object_type_id,
        "matched_field": context.matched_field,
        "format": COMPACT_FORMAT,
        "instances": [["id", "name", "matched_fields"], *instance_rows],
        "neighbors": neighbors,
        "relations": relations,
        "objects": {t: _object_table(rows) for t, rows in objects.items()},
    }
    if seen:
        out["seen"] = seen
    out["statistics"] = context.statistics.model_dump(mode="json")
    if context.message:
        out["message"] = context.message
    return out


def _object_table(rows: dict[str, dict[str, Any]]) -> list[list[Any]]:
    columns: list[str] = []
    for props in rows.values():
        for key in props:
            if key not in columns:
                columns.append(key)
    return [columns, *([props.get(c) for c in columns] for props in rows.values())]


def compact_schema(
    object_types: list[KnSearchObjectType], relation_types: list[KnSearchRelationType]
) -> dict[str, Any]:
    """Object types with their properties as nested rows; each distinct operation list once."""
    profiles: dict[tuple[str, ...], str] = {}

    def profile(ops: list[str] | None) -> str | None:
        if not ops:
            return None
        key = tuple(ops)
        if key not in profiles:
            profiles[key] = f"o{len(profiles) + 1}"
        return profiles[key]

    ot_rows = []
    for ot in object_types:
        props = [[p.name, p.display_name, p.type, profile(p.condition_operations)]
                 for p in ot.data_properties or []]
        ot_rows.append([ot.concept_id, ot.concept_name, ot.score, ot.primary_keys, ot.display_key, props])
    rt_rows = [[r.concept_id, r.concept_name, r.source_object_type_id, r.target_object_type_id, r.score]
               for r in relation_types]
    return {
        "object_types": [["id", "name", "score", "primary_keys", "display_key", "properties"], *ot_rows],
        "property_columns": ["name", "display_name", "type", "operations"],
        "operations": {name: list(ops) for ops, name in profiles.items()},
        "relation_types": [["id", "name", "source", "target", "score"], *rt_rows],
    }


FORM_COLUMNS = ["form", "match_type", "confidence", "field", "sample_id", "containment"]


def compact_contextual(knowledge: ContextualKnowledge) -> dict[str, Any]:
    mappings = []
    for m in knowledge.keyword_mappings:
        forms = [[f.form, f.match_type, f.confidence, f.field, short_id(f.sample_instance_id, m.object_type_id),
                  f.containment] for f in m.storage_forms]
        mappings.append([m.keyword, m.object_type_id, m.primary_field, m.searched_as, m.match_confidence, forms])
    out: dict[str, Any] = {
        "keyword_mappings": [
            ["keyword", "object_type_id", "primary_field", "searched_as", "match_confidence",
             "storage_forms"],
            *mappings,
        ],
        "storage_form_columns": FORM_COLUMNS,
        "attribute_formats": table(
            knowledge.attribute_formats,
            ["object_type_id", "attribute", "mention", "storage_format", "value_pattern", "unit",
             "query_operation", "query_value", "value_samples"],
        ),
        "relation_patterns": table(
            knowledge.relation_patterns,
            ["relation_type_id", "source_object_type_id", "target_object_type_id", "source_field",
             "target_field", "relation_pattern", "typical_source_values", "typical_target_values"],
        ),
        "object_type_primary_fields": table(
            knowledge.object_type_primary_fields,
            ["object_type_id", "primary_name_field", "primary_id_field", "field_samples"],
        ),
    }
    if knowledge.messages:
        out["messages"] = knowledge.messages
    return out


def to_compact(response: RetrievalResponse) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if response.object_types is not None or response.relation_types is not None:
        out.update(compact_schema(response.object_types or [], response.relation_types or []))
    if response.keyword_context is not None:
        out["keyword_context"] = compact_keyword_context(response.keyword_context)
    if response.contextual_knowledge is not None:
        out["contextual_knowledge"] = compact_contextual(response.contextual_knowledge)
    if response.linked_entities:
        out["linked"] = [["mention", "object_type_id", "instance_id", "instance_name"]] + [
            [e.mention, e.object_type_id, e.instance_id, e.instance_name] for e in response.linked_entities]
    if response.message:
        out["message"] = response.message
    return out


# ----------------------------------------------------------------------------------------------
# Size of a reply
# ----------------------------------------------------------------------------------------------
def wire_text(data: Any) -> str:
    """The reply as an agent receives it: JSON without indentation, non-ASCII kept."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def approx_tokens(text: str) -> int:
    """Tokens a BPE tokenizer of current LLMs spends on `text`, approximated without one.

    cl100k/o200k-style vocabularies spend about one token per CJK character and about one per
    four characters of ASCII text; JSON punctuation mostly merges with neighbouring characters.
    Good to compare two renderings of the same data, not to bill by.
    """
    cjk = sum(1 for ch in text if is_cjk(ch))
    return cjk + math.ceil((len(text) - cjk) / 4)
