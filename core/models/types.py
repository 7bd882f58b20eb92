"""Field types and parsing shared by request models."""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BaseModel, Field, ValidationError

from core.exceptions import InvalidRequestError, describe_validation_error

ModelT = TypeVar("ModelT", bound=BaseModel)


def _stripped_non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("query must not be blank")
    return value.strip()


# A question or keyword: 1-4000 characters, surrounding white space removed, not blank.
QueryText = Annotated[str, Field(min_length=1, max_length=4000), AfterValidator(_stripped_non_blank)]


def parse_body(model: type[ModelT], body: Any, what: str, *, suggestion: str | None = None) -> ModelT:
    """A request model from a model instance or a JSON object; errors name the path and valid keys."""
    if isinstance(body, model):
        return body
    if not isinstance(body, dict):
        raise InvalidRequestError(f"{what} must be a JSON object", suggestion=suggestion)
    try:
        return model.model_validate(body)
    except ValidationError as exc:
        raise InvalidRequestError(describe_validation_error(exc, "", model=model)) from None
