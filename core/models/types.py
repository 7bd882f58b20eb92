"""Field types and parsing shared by request models."""

from __future__ import annotations

import json
import marshal
import weakref
from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BaseModel, Field, ValidationError

from core.exceptions import InvalidRequestError, describe_validation_error, field_step

ModelT = TypeVar("ModelT", bound=BaseModel)


def _stripped_non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("query must not be blank")
    return value.strip()


# The most characters a question or keyword may have (kn_search's `query`, keyword context's keyword);
# the explorer's question input and question sets hold no more.
QUERY_MAX_CHARS = 4000
# A question or keyword: 1-QUERY_MAX_CHARS characters, surrounding white space removed, not blank.
QueryText = Annotated[str, Field(min_length=1, max_length=QUERY_MAX_CHARS), AfterValidator(_stripped_non_blank)]


def body_key(body: Any, version: int = 4) -> bytes | None:
    """A request body's cache key: its `marshal` serialisation, exact for the JSON types a body
    holds (`1`, `1.0`, `True` and "1" differ, as they do for validation); None for anything else
    (subclasses of str or dict included, or a body too deep), which is then validated every
    time. Version 4 writes an object met again as a reference to its first place (half of
    version 2's cost on a body repeating its strings, as a 1-hop body of many paths does);
    version 2 tracks no references (~0.1 us less on a small body). Either decodes to exactly the
    body, so two different bodies never share a key."""
    try:
        return marshal.dumps(body, version)
    except (ValueError, TypeError, RecursionError):
        return None


INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
_MAX_WALK_DEPTH = 200


def find_invalid_text(value: Any, path: str, _depth: int = 0) -> str | None:
    """Where `value` (JSON-like data) holds text that is not valid Unicode, as one message naming
    the path; None when all of it is.

    A lone surrogate (U+D800-U+DFFF: half of a UTF-16 pair, or a byte that was not UTF-8 in a
    command line or file name) cannot be encoded, so SQLite, JSON writers and HTTP clients would
    fail on it later, far from the field that carried it.
    """
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            return (
                f"{path}: character {exc.start + 1} is a lone surrogate "
                f"(U+{ord(value[exc.start]):04X}); text must be valid Unicode"
            )
        return None
    if _depth > _MAX_WALK_DEPTH:
        return None  # nesting limits of the models reject such data with their own message
    if isinstance(value, dict):
        for key, item in value.items():
            found = find_invalid_text(key, f"{path} key" if path else "key") or find_invalid_text(
                item, path + field_step(str(key), first=not path), _depth + 1
            )
            if found:
                return found
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            found = find_invalid_text(item, f"{path}[{i}]", _depth + 1)
            if found:
                return found
    return None


def _may_hold_invalid_text(value: Any) -> bool:
    """False when no text in `value` (keys included) can hold a lone surrogate: one C-level
    serialisation and encode instead of a Python walk that names every path (a 1-hop request
    of 25 paths has ~1,400 of them). True when unsure (values JSON cannot write); only then is
    the walk run, so its messages are unchanged."""
    try:
        json.dumps(value, ensure_ascii=False, check_circular=False).encode("utf-8")
    except (UnicodeEncodeError, TypeError, ValueError, RecursionError):
        return True
    return False


def check_text(value: Any, path: str) -> None:
    """Raise InvalidRequestError naming the path when `value` holds text that is not valid Unicode."""
    if isinstance(value, (dict, list)) and not _may_hold_invalid_text(value):
        return
    problem = find_invalid_text(value, path)
    if problem:
        raise InvalidRequestError(problem)


def parse_body(model: type[ModelT], body: Any, what: str, *, suggestion: str | None = None) -> ModelT:
    """A request model from a model instance or a JSON object; errors name the path and valid keys."""
    if isinstance(body, model):
        try:
            # One serialisation in pydantic-core, which refuses a lone surrogate anywhere (keys
            # included): a 30-path subgraph model is checked without a dump and a walk.
            body.model_dump_json()
        except Exception:  # noqa: BLE001 - any refusal: the walk finds the text and names its path
            check_text(body.model_dump(), "")
        return body
    if not isinstance(body, dict):
        raise InvalidRequestError(f"{what} must be a JSON object", suggestion=suggestion)
    check_text(body, "")
    try:
        return model.model_validate(body)
    except ValidationError as exc:
        raise InvalidRequestError(describe_validation_error(exc, "", model=model)) from None


# BaseModel's slot setters, called directly: `object.__setattr__(obj, name, value)` looks the
# name up through the class on every call.
_new_object = object.__new__
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def trusted_from(cls: type[ModelT], fields_set: set[str], values: dict[str, Any]) -> ModelT:
    """`trusted` from a dict of every field in declaration order, with a fields-set the caller
    may share between models that all set the same fields."""
    obj = _new_object(cls)
    _set_dict(obj, values)
    _set_fields_set(obj, fields_set)
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj


def trusted(cls: type[ModelT], fields_set: frozenset[str] | None = None, /, **values: Any) -> ModelT:
    """A model from values valid by construction (the engine's own results, requests built from
    validated parts), every field given in declaration order: what pydantic's `model_construct`
    does, without its per-call walk over the fields and aliases (~2-6 us, and an
    `inspect.signature` per default factory): a 1-hop call from ten hub diseases builds
    thousands of these. `fields_set` is what the model reports as set (default: every field
    given). Only for plain models (no extra, private attributes or post-init)."""
    return trusted_from(cls, set(values if fields_set is None else fields_set), values)


# The values `trusted_copy` shares between the original and the copy: immutable, and written to
# JSON as they are read back. Floats are checked on their own (an infinity or NaN is written as null).
_PLAIN_VALUES = frozenset((str, int, bool, type(None)))
_INFINITY = float("inf")
_STRING_KEYS = frozenset((str,))


def trusted_copy(value: Any) -> Any:
    """A deep copy of a tree of plain models, lists and dicts (string keys) whose leaves are str,
    int, bool, None or finite floats: each model made as `trusted` makes it, with its original's values
    (copied) and fields-set; leaves shared. Nothing mutable is shared with the original, and the
    copy dumps to the same JSON. TypeError on anything else (a tuple, a set, another class, an
    infinity or NaN, a model with extra or private attributes), so a caller can take another way.

    Written here rather than with `copy.deepcopy` or `model_copy(deep=True)` (three times as slow
    on a kn_search schema, and they copy whatever they meet) or a model validated from the JSON (a
    validation, then a dump to check the round trip: ~0.8 ms of a new question's schema step in
    keyword context for its ~22 KB schema, against ~0.45 ms for this)."""
    kind = type(value)
    if kind in _PLAIN_VALUES:
        return value
    if kind is float:
        if -_INFINITY < value < _INFINITY:
            return value
        raise TypeError(f"not a finite number: {value}")
    if kind is list:
        if _PLAIN_VALUES.issuperset(map(type, value)):  # a list of names: checked and copied in C
            return value.copy()
        return [trusted_copy(item) for item in value]
    if kind is dict:
        if not _STRING_KEYS.issuperset(map(type, value)):
            raise TypeError("a dict key that is not a string (JSON reads every key back as one)")
        if _PLAIN_VALUES.issuperset(map(type, value.values())):
            return value.copy()
        return {key: trusted_copy(item) for key, item in value.items()}
    if isinstance(value, BaseModel) and value.__pydantic_extra__ is None and value.__pydantic_private__ is None:
        values = value.__dict__.copy()
        for name, item in values.items():
            if type(item) not in _PLAIN_VALUES:
                values[name] = trusted_copy(item)  # an existing key: the dict does not change size
        return trusted_from(kind, set(value.__pydantic_fields_set__), values)
    raise TypeError(f"not a plain model, list, dict or JSON value: {kind.__name__}")


class WeakMarks:
    """A value attached to live model objects, by id: the mark is dropped when its model is
    collected (a weak reference's callback), so a new object reusing the id is never marked."""

    def __init__(self) -> None:
        self._entries: dict[int, tuple[weakref.ref, Any]] = {}

    def mark(self, model: ModelT, value: Any) -> ModelT:
        key = id(model)
        self._entries[key] = (weakref.ref(model, lambda _ref, key=key: self._entries.pop(key, None)), value)
        return model

    def value(self, model: Any) -> Any:
        """The model's mark, None when it has none."""
        entry = self._entries.get(id(model))
        return entry[1] if entry is not None and entry[0]() is model else None


# Request models parsed once and reused by every call with the same body (see
# KnowledgeBackend._parsed_once).
_SHARED = WeakMarks()


def share(model: ModelT) -> ModelT:
    """Mark a parsed request as shared: parsed once, reused by every call with its body, never
    modified (no caller holds it), so what is derived from it (statements) may be kept while it
    lives. A model a caller passed in is never marked: the caller may change it between calls."""
    return _SHARED.mark(model, True)


def is_shared(model: Any) -> bool:
    return _SHARED.value(model) is True


# Request models built from parts already checked against one object type's schema (see
# `vouch`), marked with that object type.
_VOUCHED = WeakMarks()


def vouch(model: ModelT, schema: Any) -> ModelT:
    """Mark a request model as valid for `schema` (the schema object it was built from: an
    instance query's ObjectType, a subgraph query's KnowledgeNetwork): every check the backend
    runs on a request (structure, fields and operations of its types, value types, bounds, valid
    Unicode) holds, so the backend takes it as it is when asked about that very object, and
    validates it as usual for any other (a reloaded network brings new schema objects). Only
    for models nobody modifies afterwards; kn_search's instance recall vouches for the requests
    it builds (core.search.instances), keyword context for its neighbour queries
    (core.retrieval.keyword_context)."""
    return _VOUCHED.mark(model, schema)


def is_vouched(model: Any, schema: Any) -> bool:
    return schema is not None and _VOUCHED.value(model) is schema
