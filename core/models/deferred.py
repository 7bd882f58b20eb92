"""Results built on first use: a backend returns what it read (rows) behind a result model,
which builds its list field (`SubgraphResult.entries`, `InstanceQueryResult.datas`) only when
a caller reads it, and writes `model_dump` / `model_dump_json` (what the HTTP server, MCP,
`--json` and retrieval payloads call) from the rows without building it.

A deferred result is its model in every respect a caller can see: `isinstance` holds, and
reading the field, comparing, copying, pickling, printing or assigning the field builds it
(once, under a lock: results may be shared between threads) and sets the object's class to
the plain model (the layout is the same), so from then on it is exactly one. Dumps with
arguments the fast path does not read (include, exclude, exclude_unset, ...) build it first
and are pydantic's own, as does pydantic serialising it inside another model or through a
TypeAdapter (the result models' serializer, `core.models.query.built`). The one difference
left: `vars(result)` / `result.__dict__` lack the field until it is built.
"""

from __future__ import annotations

import math
import threading
from typing import Any, ClassVar, Protocol

from pydantic_core import to_json, to_jsonable_python

from core.models.query import FirstRelation, InstanceQueryResult, SubgraphResult
from core.models.types import _new_object, _set_dict, _set_extra, _set_fields_set, _set_private


class DeferredRows(Protocol):
    """What a backend keeps of a call to answer for a deferred result's field."""

    def build(self) -> list[Any]:
        """The field's value as models / row dicts (called once per result)."""

    def wire(self, json_mode: bool, exclude_none: bool) -> list[Any]:
        """The field as `model_dump` writes it (`mode="json"` when `json_mode`), as new objects
        on every call."""


class DeferredSubgraphRows(DeferredRows, Protocol):
    def first_relations(self) -> list[list[FirstRelation]]:
        """What `SubgraphResult.first_relations` returns."""


def deferred_subgraph(source: DeferredSubgraphRows) -> SubgraphResult:
    """A `SubgraphResult` whose entries are `source.build()`, made when first used."""
    return _deferred(_DeferredSubgraphResult, source, {}, {"entries"})  # as model_construct(entries=...)


def deferred_instances(source: DeferredRows, total_count: int | None, search_after: list[Any] | None,
                       overall_ms: float | None = None) -> InstanceQueryResult:
    """An `InstanceQueryResult` whose datas are `source.build()`, made when first used;
    `overall_ms` None (then set by the caller) or given, as the engine's results report their
    fields set."""
    # `_deferred` spelled out: an `==` lookup builds one per call, and the call is ~0.1 us of
    # the ~3 its Python spends around its one statement
    obj = _new_object(_DeferredInstanceQueryResult)
    _set_dict(obj, {"total_count": total_count, "search_after": search_after, "overall_ms": overall_ms})
    _set_fields_set(obj, {"datas", "total_count", "search_after"} if overall_ms is None
                    else {"datas", "total_count", "search_after", "overall_ms"})
    _set_extra(obj, None)
    _set_private(obj, {"_source": source})
    return obj


def _deferred(cls: type, source: Any, values: dict[str, Any], fields_set: set[str]) -> Any:
    obj = _new_object(cls)
    _set_dict(obj, values)
    _set_fields_set(obj, fields_set)
    _set_extra(obj, None)
    _set_private(obj, {"_source": source})
    return obj


# model_dump / model_dump_json arguments the fast path answers when they are left at these values
# (mode, exclude_none and by_alias are read; the result models have no aliases).
_DUMP_DEFAULTS = {
    "include": None, "exclude": None, "context": None, "exclude_unset": False, "exclude_defaults": False,
    "exclude_computed_fields": False, "round_trip": False, "warnings": True, "fallback": None,
    "serialize_as_any": False, "polymorphic_serialization": None,
}
_LOCK = threading.Lock()


def _dump_fast(kwargs: dict[str, Any]) -> bool:
    return all(k in _DUMP_DEFAULTS and v == _DUMP_DEFAULTS[k] for k, v in kwargs.items())


class _Deferred:
    """The deferred behaviour, for a subclass of the plain model (`_plain`) whose field
    `_field` is built from the rows."""

    __slots__ = ()
    _field: str
    _plain: type

    def _built(self) -> Any:
        private = self.__pydantic_private__
        source = private.get("_source") if private else None
        if source is not None:
            plain, field = self._plain, self._field  # read before another thread changes the class
            with _LOCK:
                if type(self) is not plain:
                    # the field in its declared place: pydantic dumps a model's dict in its order
                    built, values = source.build(), self.__dict__
                    ordered = {name: built if name == field else values[name]
                               for name in plain.model_fields if name == field or name in values}
                    ordered.update((k, v) for k, v in values.items() if k not in ordered)
                    _set_dict(self, ordered)  # one assignment: a dump running meanwhile keeps the old dict
                    _set_private(self, None)
                    object.__setattr__(self, "__class__", plain)
        return self

    def _source(self) -> Any:
        private = self.__pydantic_private__
        return private.get("_source") if private else None

    def __getattr__(self, name: str) -> Any:
        if name == self._field:
            return self._built().__dict__[name]
        return super().__getattr__(name)

    def __setattr__(self, name: str, value: Any) -> None:
        plain = self._plain
        if name == self._field:
            self._built()
        plain.__setattr__(self, name, value)

    def _dump(self, source: Any, json_mode: bool, exclude_none: bool) -> dict[str, Any]:
        out: dict[str, Any] = {}
        values = self.__dict__
        for name in self._plain.model_fields:
            if name == self._field:
                out[name] = source.wire(json_mode, exclude_none)
                continue
            value = values[name]
            if value is None:
                if exclude_none:
                    continue
            elif isinstance(value, list):  # search_after: a new list, as pydantic's
                value = [json_value(v) for v in value] if json_mode else list(value)
            elif json_mode:
                value = json_value(value)
            out[name] = value
        return out

    def model_dump(self, *, mode: str = "python", exclude_none: bool = False, by_alias: bool | None = None,
                   **kwargs: Any) -> dict[str, Any]:
        source = self._source()
        if source is not None and mode in ("python", "json") and _dump_fast(kwargs):
            return self._dump(source, mode == "json", exclude_none)
        return self._built().model_dump(mode=mode, exclude_none=exclude_none, by_alias=by_alias, **kwargs)

    def model_dump_json(self, *, indent: int | None = None, ensure_ascii: bool = False, exclude_none: bool = False,
                        by_alias: bool | None = None, **kwargs: Any) -> str:
        source = self._source()
        if source is not None and _dump_fast(kwargs):
            # pydantic's own writer, so text, numbers and infinities read exactly as its model_dump_json's
            return to_json(self._dump(source, False, exclude_none), indent=indent, ensure_ascii=ensure_ascii,
                           inf_nan_mode="null").decode()
        return self._built().model_dump_json(indent=indent, ensure_ascii=ensure_ascii, exclude_none=exclude_none,
                                             by_alias=by_alias, **kwargs)


class _DeferredSubgraphResult(_Deferred, SubgraphResult):
    _field: ClassVar[str] = "entries"
    _plain: ClassVar[type] = SubgraphResult

    def first_relations(self) -> list[list[FirstRelation]]:
        source = self._source()
        if source is not None:
            return source.first_relations()
        return self._built().first_relations()


class _DeferredInstanceQueryResult(_Deferred, InstanceQueryResult):
    _field: ClassVar[str] = "datas"
    _plain: ClassVar[type] = InstanceQueryResult


def _building(name: str) -> Any:
    def method(self: _Deferred, *args: Any, **kwargs: Any) -> Any:
        return getattr(self._built(), name)(*args, **kwargs)

    method.__name__ = name
    return method


# Everything else that reads the fields builds the rows first, then runs as on a plain result.
for _cls in (_DeferredSubgraphResult, _DeferredInstanceQueryResult):
    for _name in ("__eq__", "__repr__", "__str__", "__repr_args__", "__iter__", "__copy__", "__deepcopy__",
                  "__getstate__", "__reduce_ex__", "__reduce__", "__delattr__", "__rich_repr__", "__pretty__",
                  "__replace__", "model_copy"):
        setattr(_cls, _name, _building(_name))
del _cls, _name


_JSON_AS_IS = frozenset((str, int, bool, type(None)))


def json_value(value: Any) -> Any:
    """A value as pydantic's JSON mode writes an `Any` value: text, integers, booleans and None
    as they are, infinities and NaN as None, dicts and lists converted throughout, anything
    else (a foreign file's blob) through pydantic's own conversion."""
    kind = type(value)
    if kind in _JSON_AS_IS:
        return value
    if kind is float:
        return value if math.isfinite(value) else None
    if kind is dict:
        return {k: json_value(v) for k, v in value.items()}
    if kind is list:
        return [json_value(v) for v in value]
    return to_jsonable_python(value, inf_nan_mode="null")
