"""Requests and results of the backend interface, in ontology-query's wire format.

- object instance query: `POST .../object-types/{ot_id}` (FirstQueryWithSearchAfter / ObjectDataResponse)
- relation path subgraph: `POST .../subgraph?query_type=relation_path` (relation_type_paths / entries)
"""

from __future__ import annotations

import json
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, field_validator, model_serializer

from core.models.condition import Condition, normalise_operation_aliases
from core.models.input import InputModel
from core.models.types import INT64_MAX, INT64_MIN

# System fields every returned instance row carries (upstream ObjectInfo).
INSTANCE_ID = "_instance_id"
INSTANCE_IDENTITY = "_instance_identity"
DISPLAY = "_display"
SCORE = "_score"
SYSTEM_FIELDS = (INSTANCE_ID, INSTANCE_IDENTITY, DISPLAY, SCORE)
MAX_LIMIT = 10000


def instance_key(object_type_id: str, identity: dict[str, Any] | str) -> str:
    """The id of an instance as upstream writes it: `{object_type_id}-{primary key value(s)}`.

    Upstream uses this as `_instance_id` and as the key of subgraph `objects`. It is for output
    only: the values are joined with "-", so two instances of a composite key (("x-y", "z") and
    ("x", "y-z")), or of two types whose ids contain "-", can share it. Code that must tell
    instances apart (imports, session dedup) uses `identity_key`.
    """
    if isinstance(identity, dict):
        key = "-".join(str(v) for v in identity.values())
    else:
        key = str(identity)
    return f"{object_type_id}-{key}"


def identity_key(object_type_id: str, identity: dict[str, Any]) -> str:
    """An unambiguous id of an instance within a network: the object type and its primary key
    values as one JSON array (`["disease", "d1"]`). Internal; never shown as `_instance_id`."""
    return json.dumps([object_type_id, *identity.values()], ensure_ascii=False, default=str)


def built(result: BaseModel) -> BaseModel:
    """The result with its rows made into its field when it is a deferred one
    (core.models.deferred); pydantic serialises a result nested in another model (or through a
    TypeAdapter) from its fields, so the results' serializers call this first."""
    if result.__pydantic_private__:  # deferred results (and subclasses with private attributes)
        build = getattr(type(result), "_built", None)
        if build is not None:
            build(result)
    return result


class _Request(InputModel):
    model_config = ConfigDict(extra="forbid")


class Sort(_Request):
    field: str
    direction: Literal["asc", "desc"] = "asc"


class InstanceQuery(_Request):
    condition: Condition | None = None
    limit: int = Field(default=10, ge=1, le=MAX_LIMIT)
    need_total: bool = False
    properties: list[str] | None = None
    sort: list[Sort] | None = None
    search_after: list[Any] | None = None

    @field_validator("condition", mode="before")
    @classmethod
    def _aliases(cls, value: Any) -> Any:
        return normalise_operation_aliases(value)

    @field_validator("search_after")
    @classmethod
    def _cursor_in_range(cls, value: list[Any] | None) -> list[Any] | None:
        # A cursor is opaque, but whatever it holds is bound into SQL or JSON by some backend.
        for item in value or []:
            if isinstance(item, int) and not isinstance(item, bool) and not INT64_MIN <= item <= INT64_MAX:
                raise ValueError(
                    "pass back the search_after list a previous page returned "
                    f"(integers from {INT64_MIN} to {INT64_MAX})"
                )
        return value


class InstanceQueryResult(BaseModel):
    datas: list[dict[str, Any]] = Field(default_factory=list)
    total_count: int | None = None
    search_after: list[Any] | None = None
    overall_ms: float | None = None

    @model_serializer(mode="wrap")
    def _built_first(self, handler: SerializerFunctionWrapHandler):  # no return type: the schema stays the fields'
        return handler(built(self))


class ObjectTypeOnPath(_Request):
    id: str
    condition: Condition | None = None
    sort: list[Sort] | None = None
    # Object types after the first: at most this many neighbours per object of the previous hop.
    limit: int = Field(default=10, ge=1, le=MAX_LIMIT)

    @field_validator("condition", mode="before")
    @classmethod
    def _aliases(cls, value: Any) -> Any:
        return normalise_operation_aliases(value)


class TypeEdge(_Request):
    relation_type_id: str
    source_object_type_id: str
    target_object_type_id: str
    # Extension: upstream infers the direction from the ends, which cannot tell the two directions
    # of a relation from a type to itself (disease -has_complication-> disease) apart. None = infer.
    direction: Literal["forward", "backward"] | None = None

    def is_forward(self, relation_source: str, relation_target: str) -> bool:
        if self.direction is not None:
            return self.direction == "forward"
        return (relation_source, relation_target) == (
            self.source_object_type_id, self.target_object_type_id,
        )


class RelationTypePath(_Request):
    object_types: list[ObjectTypeOnPath] = Field(min_length=2)
    relation_types: list[TypeEdge] = Field(min_length=1)
    limit: int = Field(default=10, ge=1, le=MAX_LIMIT)


class SubgraphQuery(_Request):
    relation_type_paths: list[RelationTypePath] = Field(min_length=1)


class SubgraphObject(BaseModel):
    id: str
    unique_identities: dict[str, Any]
    object_type_id: str
    object_type_name: str = ""
    display: Any = None
    properties: dict[str, Any] = Field(default_factory=dict)


class Relation(BaseModel):
    relation_type_id: str
    relation_type_name: str = ""
    source_object_id: str
    target_object_id: str


class RelationPath(BaseModel):
    relations: list[Relation]
    length: int


class PathEntry(BaseModel):
    objects: dict[str, SubgraphObject] = Field(default_factory=dict)
    relation_paths: list[RelationPath] = Field(default_factory=list)
    total_count: int = 0
    search_after: list[Any] | None = None
    current_path_number: int = 0
    overall_ms: float | None = None


class ObjectRow(NamedTuple):
    """A subgraph object's fields, read without building its model (see
    `SubgraphResult.first_relations`); the dicts are the result's own: read, never change."""

    id: str
    object_type_id: str
    unique_identities: dict[str, Any]
    display: Any
    properties: dict[str, Any]


FirstRelation = tuple[str, str, "ObjectRow | None", "ObjectRow | None"]


class SubgraphResult(BaseModel):
    entries: list[PathEntry] = Field(default_factory=list)

    @model_serializer(mode="wrap")
    def _built_first(self, handler: SerializerFunctionWrapHandler):  # no return type: the schema stays the fields'
        return handler(built(self))

    def first_relations(self) -> list[list[FirstRelation]]:
        """Per entry, per relation path with relations, its first relation: (source object
        id, target object id, source object, target object), the objects as `ObjectRow`s
        (None when the entry lacks one). For callers that read one hop per path (keyword
        context's neighbours): a deferred result (core.models.deferred) answers without
        building its models."""
        out = []
        for entry in self.entries:
            objects = entry.objects
            rows = []
            for path in entry.relation_paths:
                if path.relations:
                    rel = path.relations[0]
                    src, dst = objects.get(rel.source_object_id), objects.get(rel.target_object_id)
                    rows.append((rel.source_object_id, rel.target_object_id, _object_row(src), _object_row(dst)))
            out.append(rows)
        return out


def _object_row(obj: SubgraphObject | None) -> ObjectRow | None:
    if obj is None:
        return None
    return ObjectRow(obj.id, obj.object_type_id, obj.unique_identities, obj.display, obj.properties)


ConceptKind = Literal["object_type", "relation_type"]


class ConceptHit(BaseModel):
    """A coarse-recall hit: a schema concept and its relevance to the query text."""

    id: str
    score: float
