"""Schema of a knowledge network, mirroring the KWeaver ontology-manager wire format.

Upstream exports (`GET .../knowledge-networks/{id}?mode=export`) carry many service fields
(creator, mapping rules, icons...). We keep what retrieval needs and ignore the rest, so an export
parses as it is.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

TypeFamily = Literal["text", "number", "date", "bool", "other"]

_TEXT_TYPES = {"string", "text", "varchar", "char", "keyword", "str", "nvarchar"}
_NUMBER_TYPES = {
    "int", "integer", "long", "bigint", "smallint", "tinyint", "short",
    "float", "double", "decimal", "number", "numeric", "real",
}
_DATE_TYPES = {"date", "datetime", "timestamp", "time"}
_BOOL_TYPES = {"bool", "boolean"}

# What each family of property type supports when an export does not list condition_operations.
DEFAULT_OPERATIONS: dict[TypeFamily, tuple[str, ...]] = {
    "text": (
        "==", "!=", "in", "not_in", "like", "not_like", "contain", "not_contain",
        "prefix", "exist", "not_exist", "match",
    ),
    "number": ("==", "!=", ">", ">=", "<", "<=", "in", "not_in", "range", "exist", "not_exist"),
    "date": ("==", "!=", ">", ">=", "<", "<=", "in", "not_in", "range", "exist", "not_exist"),
    "bool": ("==", "!=", "exist", "not_exist"),
    "other": ("==", "!=", "in", "not_in", "exist", "not_exist"),
}


def type_family(type_name: str | None) -> TypeFamily:
    name = (type_name or "").lower()
    if name in _TEXT_TYPES:
        return "text"
    if name in _NUMBER_TYPES:
        return "number"
    if name in _DATE_TYPES:
        return "date"
    if name in _BOOL_TYPES:
        return "bool"
    return "other"


class _Wire(BaseModel):
    # Exports carry many service fields; they are ignored, not rejected.
    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class DataProperty(_Wire):
    name: str = Field(min_length=1)
    display_name: str | None = None
    type: str = "varchar"
    comment: str | None = None
    condition_operations: list[str] | None = None

    @property
    def family(self) -> TypeFamily:
        return type_family(self.type)

    @property
    def operations(self) -> tuple[str, ...]:
        """Operations this property accepts.

        Upstream exports list them per property; an absent or empty list means the export did not
        configure them (kn_medical ships `[]` on some int ids), so the type's defaults apply.
        """
        if self.condition_operations:
            return tuple(self.condition_operations)
        return DEFAULT_OPERATIONS[self.family]

    @property
    def label(self) -> str:
        return self.display_name or self.comment or self.name


class ObjectType(_Wire):
    id: str = Field(min_length=1)
    name: str = ""
    tags: list[str] = Field(default_factory=list)
    comment: str | None = None
    data_properties: list[DataProperty] = Field(default_factory=list)
    primary_keys: list[str] = Field(default_factory=list)
    display_key: str | None = None

    @model_validator(mode="after")
    def _check_keys(self) -> "ObjectType":
        names = [p.name for p in self.data_properties]
        dupes = sorted(n for n, count in Counter(names).items() if count > 1)
        if dupes:
            raise ValueError(f"object type {self.id!r} declares properties twice: {dupes}")
        for key in self.primary_keys:
            if key not in names:
                raise ValueError(
                    f"object type {self.id!r}: primary key {key!r} is not one of its properties {names}"
                )
        if self.display_key and self.display_key not in names:
            raise ValueError(
                f"object type {self.id!r}: display_key {self.display_key!r} is not one of its properties"
            )
        return self

    def get_property(self, name: str) -> DataProperty | None:
        for prop in self.data_properties:
            if prop.name == name:
                return prop
        return None

    @property
    def property_names(self) -> list[str]:
        return [p.name for p in self.data_properties]

    @property
    def name_field(self) -> str | None:
        """The property holding an instance's name: display_key, else the first `*name*` text field."""
        if self.display_key:
            return self.display_key
        for prop in self.data_properties:
            if prop.family == "text" and "name" in prop.name.lower():
                return prop.name
        return None


class RelationType(_Wire):
    id: str = Field(min_length=1)
    name: str = ""
    comment: str | None = None
    tags: list[str] = Field(default_factory=list)
    source_object_type_id: str
    target_object_type_id: str


class ActionType(_Wire):
    id: str = Field(min_length=1)
    name: str = ""
    object_type_id: str | None = None
    comment: str | None = None
    tags: list[str] = Field(default_factory=list)


class KnowledgeNetwork(_Wire):
    id: str = Field(min_length=1)
    name: str = ""
    comment: str | None = None
    tags: list[str] = Field(default_factory=list)
    object_types: list[ObjectType] = Field(default_factory=list)
    relation_types: list[RelationType] = Field(default_factory=list)
    action_types: list[ActionType] = Field(default_factory=list)

    _ot_cache: dict[str, ObjectType] | None = PrivateAttr(default=None)
    _rt_cache: dict[str, RelationType] | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _check_references(self) -> "KnowledgeNetwork":
        # Counted in one pass: generated networks carry tens of thousands of relation types.
        ids = [o.id for o in self.object_types]
        dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
        if dupes:
            raise ValueError(f"object type ids are not unique: {dupes}")
        rel_ids = [r.id for r in self.relation_types]
        dupes = sorted(i for i, n in Counter(rel_ids).items() if n > 1)
        if dupes:
            raise ValueError(f"relation type ids are not unique: {dupes}")
        known = set(ids)
        for rel in self.relation_types:
            for end in (rel.source_object_type_id, rel.target_object_type_id):
                if end not in known:
                    raise ValueError(
                        f"relation type {rel.id!r} points at unknown object type {end!r}"
                    )
        return self

    @classmethod
    def from_export(cls, data: dict[str, Any]) -> "KnowledgeNetwork":
        """Parse a `mode=export` network detail (top-level lists, or the JSON string in `detail`)."""
        import json

        body = dict(data)
        if not body.get("object_types") and isinstance(body.get("detail"), str) and body["detail"]:
            inner = json.loads(body["detail"])
            body.setdefault("action_types", inner.get("action_types") or [])
            body["object_types"] = inner.get("object_types") or []
            body["relation_types"] = inner.get("relation_types") or []
        if body.get("action_types") is None:
            body["action_types"] = []
        return cls.model_validate(body)

    # Lookup helpers; the retrieval code calls these in loops (hundreds per subgraph call), so
    # they are indexed once. The indexes live in the plain dict `__pydantic_private__`, read
    # directly: a private attribute read through the model (`self._rt_cache`) goes through
    # BaseModel.__getattr__ and costs ~13 us, the dict lookup ~0.1 us.
    def object_type(self, object_type_id: str) -> ObjectType | None:
        index = self.__pydantic_private__["_ot_cache"]
        if index is None or len(index) != len(self.object_types):
            index = self._ot_index()
        return index.get(object_type_id)

    def relation_type(self, relation_type_id: str) -> RelationType | None:
        index = self.__pydantic_private__["_rt_cache"]
        if index is None or len(index) != len(self.relation_types):
            index = self._rt_index()
        return index.get(relation_type_id)

    def _ot_index(self) -> dict[str, ObjectType]:
        index = {o.id: o for o in self.object_types}
        self.__pydantic_private__["_ot_cache"] = index
        return index

    def _rt_index(self) -> dict[str, RelationType]:
        index = {r.id: r for r in self.relation_types}
        self.__pydantic_private__["_rt_cache"] = index
        return index


class NetworkSummary(_Wire):
    id: str
    name: str = ""
    comment: str | None = None
    object_type_count: int = 0
    relation_type_count: int = 0
    action_type_count: int = 0
    instance_count: int | None = None
    edge_count: int | None = None
    source: str | None = None
