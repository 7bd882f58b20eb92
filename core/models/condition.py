"""The ontology-query condition grammar, with validation that names the offending path.

A condition is a tree: `and` / `or` nodes with `sub_conditions`, and leaves that test one property.
Structure is checked here once for every backend; `check_against(object_type)` then checks fields,
value types and each property's `condition_operations`.
"""

from __future__ import annotations

import math
from typing import Any, Iterator

from pydantic import ConfigDict, ValidationError

from core.exceptions import InvalidRequestError, describe_validation_error
from core.models.input import InputModel
from core.models.network import DataProperty, ObjectType
from core.models.types import INT64_MAX, INT64_MIN, check_text

LOGICAL_OPERATIONS = ("and", "or")
# Leaves, grouped by the shape of value they take.
SCALAR_OPERATIONS = ("==", "!=", ">", ">=", "<", "<=")
LIST_OPERATIONS = ("in", "not_in")
TEXT_OPERATIONS = ("like", "not_like", "contain", "not_contain", "prefix")
SCORING_OPERATIONS = ("match", "knn")
NO_VALUE_OPERATIONS = ("exist", "not_exist")
RANGE_OPERATIONS = ("range",)

LEAF_OPERATIONS = (
    SCALAR_OPERATIONS + LIST_OPERATIONS + TEXT_OPERATIONS + RANGE_OPERATIONS
    + NO_VALUE_OPERATIONS + SCORING_OPERATIONS
)
ALL_OPERATIONS = LOGICAL_OPERATIONS + LEAF_OPERATIONS
# Upstream names some operations differently in places (the design docs write `contains`, `equal`).
OPERATION_ALIASES = {"contains": "contain", "not_contains": "not_contain", "equal": "==", "eq": "=="}
NEGATED_OPERATIONS = ("!=", "not_in", "not_like", "not_contain", "not_exist")
KNN_LIMIT_KEYS = ("k", "max_distance", "min_score")
DEFAULT_KNN_K = 100
WILDCARD_FIELD = "*"
MAX_DEPTH = 32
# Width caps: an `or` of indexed leaves runs as one UNION (SQLite allows 500 terms) and an `and`
# chain nests one expression level per leaf (SQLite allows 1000), so wider trees are refused here
# with the valid range instead of failing inside the engine. Search engines cap clauses too
# (OpenSearch: 1024 per query).
MAX_SUB_CONDITIONS = 256
MAX_LEAVES = 512
_CONDITION_KEYS = (
    "a condition has operation, field, value, value_from, sub_conditions, limit_key, limit_value"
)


class Condition(InputModel):
    """One node of a condition tree (upstream `Condition`)."""

    model_config = ConfigDict(extra="forbid")

    operation: str
    field: str | None = None
    value: Any = None
    value_from: str | None = "const"
    sub_conditions: list["Condition"] | None = None
    limit_key: str | None = None
    limit_value: float | None = None

    # -- structure ---------------------------------------------------------------------------
    @property
    def is_logical(self) -> bool:
        return self.operation in LOGICAL_OPERATIONS

    @property
    def is_scoring(self) -> bool:
        return self.operation in SCORING_OPERATIONS

    def leaves(self) -> Iterator["Condition"]:
        if self.is_logical:
            for sub in self.sub_conditions or []:
                yield from sub.leaves()
        else:
            yield self

    def to_wire(self) -> dict[str, Any]:
        return self.model_dump(exclude_none=True)

    @property
    def knn_k(self) -> int:
        if self.limit_key in (None, "k"):
            return int(self.limit_value) if self.limit_value is not None else DEFAULT_KNN_K
        return 0

    # -- validation --------------------------------------------------------------------------
    def check_structure(self, path: str = "condition", depth: int = 0) -> None:
        """Check the tree's shape; raise InvalidRequestError naming the path of the first problem."""
        if depth > MAX_DEPTH:
            raise InvalidRequestError(f"{path}: condition nested deeper than {MAX_DEPTH} levels")
        if depth == 0:
            leaves = sum(1 for _ in self.leaves())
            if leaves > MAX_LEAVES:
                raise InvalidRequestError(
                    f"{path}: {leaves} leaf conditions; at most {MAX_LEAVES} in one condition",
                    suggestion="valid range: 1 to 512 leaves; for many values of one field use 'in'",
                )
        check_text(self.field, f"{path}.field")
        check_text(self.value, f"{path}.value")
        op = self.operation
        if op not in ALL_OPERATIONS:
            raise InvalidRequestError(
                f"{path}.operation: unknown operation {op!r}",
                suggestion="valid operations: " + ", ".join(ALL_OPERATIONS),
            )
        if self.value_from not in (None, "const"):
            raise InvalidRequestError(
                f"{path}.value_from: {self.value_from!r} is not supported",
                suggestion="only value_from 'const' is supported",
            )
        if op in LOGICAL_OPERATIONS:
            if not self.sub_conditions:
                raise InvalidRequestError(
                    f"{path}.sub_conditions: '{op}' needs at least one sub condition"
                )
            if self.field is not None:
                raise InvalidRequestError(f"{path}.field: '{op}' takes no field, only sub_conditions")
            if len(self.sub_conditions) > MAX_SUB_CONDITIONS:
                raise InvalidRequestError(
                    f"{path}.sub_conditions: {len(self.sub_conditions)} sub conditions; "
                    f"at most {MAX_SUB_CONDITIONS} per '{op}'",
                    suggestion=f"valid range: 1 to {MAX_SUB_CONDITIONS}; nest them, or use 'in' for "
                    "many values of one field",
                )
            for i, sub in enumerate(self.sub_conditions):
                sub.check_structure(f"{path}.sub_conditions[{i}]", depth + 1)
            return
        if self.sub_conditions:
            raise InvalidRequestError(
                f"{path}.sub_conditions: only 'and' and 'or' take sub_conditions, not {op!r}"
            )
        if not self.field:
            raise InvalidRequestError(f"{path}.field: operation {op!r} needs a field")
        if self.field == WILDCARD_FIELD and op not in SCORING_OPERATIONS:
            raise InvalidRequestError(
                f"{path}.field: '*' is only valid with match and knn, not {op!r}"
            )
        value = self.value
        if op in NO_VALUE_OPERATIONS:
            return
        if value is None:
            raise InvalidRequestError(f"{path}.value: operation {op!r} needs a value")
        if op in SCALAR_OPERATIONS:
            _require_scalar(value, f"{path}.value", op)
        elif op in LIST_OPERATIONS:
            if not isinstance(value, list):
                raise InvalidRequestError(
                    f"{path}.value: {op!r} takes a list of values, got {type(value).__name__}"
                )
            # A string always passes: a list of them (keyword context's ~300 question pieces,
            # once per neighbour type) is checked without a call per item.
            if not all(type(item) is str for item in value):
                for i, item in enumerate(value):
                    _require_scalar(item, f"{path}.value[{i}]", op)
        elif op in TEXT_OPERATIONS or op in SCORING_OPERATIONS:
            if not isinstance(value, str):
                raise InvalidRequestError(
                    f"{path}.value: {op!r} takes a string, got {type(value).__name__}"
                )
            if not value.strip():
                raise InvalidRequestError(f"{path}.value: {op!r} needs a non-empty string")
        elif op in RANGE_OPERATIONS:
            if not isinstance(value, list) or len(value) != 2:
                raise InvalidRequestError(
                    f"{path}.value: 'range' takes [low, high) as a list of two values"
                    " (null for an open end)"
                )
            for i, item in enumerate(value):
                if item is not None:
                    _require_scalar(item, f"{path}.value[{i}]", op)
            if all(v is None for v in value):
                raise InvalidRequestError(f"{path}.value: 'range' needs at least one bound")
        if op == "knn":
            if self.limit_key not in (None, *KNN_LIMIT_KEYS):
                raise InvalidRequestError(
                    f"{path}.limit_key: {self.limit_key!r} is not valid",
                    suggestion="valid limit_key: " + ", ".join(KNN_LIMIT_KEYS),
                )
            if self.limit_value is not None:
                bad = not math.isfinite(self.limit_value) or self.limit_value < 0
                if (self.limit_key in (None, "k")) and (
                    bad or not 1 <= self.limit_value <= 10000 or not self.limit_value.is_integer()
                ):
                    raise InvalidRequestError(f"{path}.limit_value: k must be an integer from 1 to 10000")
                if bad:
                    raise InvalidRequestError(f"{path}.limit_value: must be a finite number >= 0")
            elif self.limit_key in ("min_score", "max_distance"):
                # Without a threshold the limit would silently keep everything (or nothing).
                raise InvalidRequestError(
                    f"{path}.limit_value: limit_key {self.limit_key!r} needs a limit_value (a number >= 0)"
                )
        elif self.limit_key is not None or self.limit_value is not None:
            raise InvalidRequestError(f"{path}: limit_key/limit_value only apply to knn")

    def check_against(self, object_type: ObjectType, path: str = "condition") -> None:
        """Check fields, value types and condition_operations against an object type's schema."""
        if self.is_logical:
            for i, sub in enumerate(self.sub_conditions or []):
                sub.check_against(object_type, f"{path}.sub_conditions[{i}]")
            return
        if self.field == WILDCARD_FIELD:
            supporting = [p.name for p in object_type.data_properties if self.operation in p.operations]
            if not supporting:
                raise InvalidRequestError(
                    f"{path}: no property of object type {object_type.id!r} supports {self.operation!r}"
                )
            return
        prop = object_type.get_property(self.field or "")
        if prop is None:
            raise InvalidRequestError(
                f"{path}.field: {self.field!r} is not a property of object type {object_type.id!r}",
                suggestion="valid fields: " + ", ".join(object_type.property_names),
            )
        if self.operation not in prop.operations:
            raise InvalidRequestError(
                f"{path}.operation: {self.operation!r} is not allowed on {object_type.id}.{prop.name}",
                suggestion="valid operations for this property: " + ", ".join(prop.operations),
            )
        _check_value_type(self, prop, path)


def _require_scalar(value: Any, path: str, op: str) -> None:
    if isinstance(value, bool) or isinstance(value, (int, float, str)):
        if isinstance(value, float) and not math.isfinite(value):
            raise InvalidRequestError(f"{path}: {op!r} needs a finite number, got {value}")
        if isinstance(value, int) and not INT64_MIN <= value <= INT64_MAX:
            raise InvalidRequestError(
                f"{path}: {value} is outside the 64-bit integer range",
                suggestion=f"valid integers: {INT64_MIN} to {INT64_MAX}; send larger numbers as text",
            )
        return
    raise InvalidRequestError(
        f"{path}: {op!r} takes a string, number or boolean, got {type(value).__name__}"
    )


def _check_value_type(cond: Condition, prop: DataProperty, path: str) -> None:
    family = prop.family
    if cond.operation in TEXT_OPERATIONS + SCORING_OPERATIONS and family not in ("text", "other"):
        raise InvalidRequestError(
            f"{path}.operation: {cond.operation!r} needs a text property; {prop.name!r} is {prop.type}"
        )
    if family != "number":
        return
    values: list[Any] = []
    if cond.operation in SCALAR_OPERATIONS:
        values = [cond.value]
    elif cond.operation in LIST_OPERATIONS + RANGE_OPERATIONS:
        values = [v for v in cond.value if v is not None]
    for value in values:
        if coerce_number(value) is None:
            raise InvalidRequestError(
                f"{path}.value: {value!r} is not a number, but {prop.name!r} is {prop.type}"
            )


def coerce_number(value: Any) -> float | int | None:
    """A number from a JSON value, or None when it is not one (booleans are not numbers)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
        if not math.isfinite(number):
            return None
        return int(number) if number.is_integer() and "." not in value else number
    return None


def parse_condition(
    data: Any, *, object_type: ObjectType | None = None, path: str = "condition"
) -> Condition | None:
    """Build and validate a Condition from JSON-like data; errors name the path and what is valid."""
    if data is None:
        return None
    if isinstance(data, Condition):
        cond = data
    else:
        data = normalise_operation_aliases(data)
        try:
            cond = Condition.model_validate(data)
        except ValidationError as exc:
            raise InvalidRequestError(
                describe_validation_error(exc, path, extra_hint=_CONDITION_KEYS)
            ) from None
    cond.check_structure(path)
    if object_type is not None:
        cond.check_against(object_type, path)
    return cond


def normalise_operation_aliases(data: Any, path: str = "condition", depth: int = 0) -> Any:
    """Upstream's alternative operation names mapped to ours, throughout the tree.

    This is the first walk over raw request data, so it also stops trees nested too deeply before
    recursive validation meets them.
    """
    if isinstance(data, dict):
        if depth > MAX_DEPTH:
            raise InvalidRequestError(f"{path}: condition nested deeper than {MAX_DEPTH} levels")
        out = dict(data)
        op = out.get("operation")
        if isinstance(op, str) and op in OPERATION_ALIASES:
            out["operation"] = OPERATION_ALIASES[op]
        if isinstance(out.get("sub_conditions"), list):
            out["sub_conditions"] = [
                normalise_operation_aliases(sub, f"{path}.sub_conditions[{i}]", depth + 1)
                for i, sub in enumerate(out["sub_conditions"])
            ]
        return out
    return data


Condition.model_rebuild()
