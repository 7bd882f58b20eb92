"""The base of every model that reads a caller's input: a JSON `true` / `false` is not a number.

pydantic's lax mode reads a boolean as 1 / 0 wherever an int or a float is expected, so
`{"top_k": true}` asked for one result without a word. Strict mode would refuse it, but it also
refuses what lax mode rightly reads (an enum's value in a decoded body, "5" from a query string), so
only booleans are refused here, by one before-validator on the fields whose type is a number (alone,
optional, or a tuple / list of numbers).
"""

from __future__ import annotations

import types
import typing
from typing import Any, ClassVar

from pydantic import BaseModel, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

_NUMBER_WORDS = {int: "an integer", float: "a number"}


def _number_kind(annotation: Any) -> tuple[str, bool] | None:
    """("an integer" / "a number", holds several) when `annotation` is a number, an optional one or a
    tuple / list of them; None otherwise (a union with a non-number type, bool, str, a model)."""
    if annotation in _NUMBER_WORDS:
        return _NUMBER_WORDS[annotation], False
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _number_kind(typing.get_args(annotation)[0])
    args = [arg for arg in typing.get_args(annotation) if arg is not type(None) and arg is not Ellipsis]
    if origin in (typing.Union, types.UnionType):
        kinds = {_number_kind(arg) for arg in args}
        return kinds.pop() if len(kinds) == 1 and None not in kinds else None
    if origin in (tuple, list) and args:
        kinds = {_NUMBER_WORDS.get(arg) for arg in args}
        return (kinds.pop(), True) if len(kinds) == 1 and None not in kinds else None
    return None


class InputModel(BaseModel):
    """A model validated from what a caller sent (a request body, tool arguments, a config file)."""

    # per class: field name -> what the field takes, for the fields whose type is a number
    _number_fields_by_class: ClassVar[dict[type, dict[str, tuple[str, bool]]]] = {}

    @classmethod
    def _number_fields(cls) -> dict[str, tuple[str, bool]]:
        found = InputModel._number_fields_by_class.get(cls)
        if found is None:
            found = {}
            for name, field in cls.model_fields.items():
                kind = _number_kind(field.annotation)
                if kind is not None:
                    found[name] = kind
            InputModel._number_fields_by_class[cls] = found
        return found

    @field_validator("*", mode="before")
    @classmethod
    def _refuse_boolean_as_number(cls, value: Any, info: ValidationInfo) -> Any:
        if value is True or value is False:
            kind = cls._number_fields().get(info.field_name or "")
            if kind is not None and not kind[1]:
                raise _boolean_error(kind[0], value)
        elif isinstance(value, (list, tuple)) and any(item is True or item is False for item in value):
            kind = cls._number_fields().get(info.field_name or "")
            if kind is not None and kind[1]:
                raise _boolean_error(kind[0], next(item for item in value if item is True or item is False))
        return value


def _boolean_error(expected: str, value: bool) -> PydanticCustomError:
    return PydanticCustomError(
        "number_type", "must be {expected}, not {value}", {"expected": expected, "value": "true" if value else "false"}
    )
