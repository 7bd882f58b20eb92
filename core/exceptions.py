"""Domain errors of kn-explorer.

Every error a user can cause or meet carries a message that says what was wrong and what is valid.
`to_payload()` renders the error in the wire shape the agent tools use
(`error`, `status_code`, `detail.message`, `detail.suggestion`, as the retrieval tool's design documents
write them), so the CLI, the explorer and HTTP callers all show the same text and never a traceback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import ValidationError


class KnxError(Exception):
    """Base class of every error kn-explorer raises on purpose."""

    status_code: int = 500

    def __init__(
        self,
        message: str,
        *,
        detail: str | None = None,
        suggestion: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.detail = detail
        self.suggestion = suggestion
        self.extra = dict(extra or {})

    def to_payload(self) -> dict[str, Any]:
        detail: dict[str, Any] = {"message": self.detail or self.message, **self.extra}
        if self.suggestion:
            detail["suggestion"] = self.suggestion
        return {"error": self.message, "status_code": self.status_code, "detail": detail}

    def __str__(self) -> str:  # one line, usable as a CLI message
        text = self.message
        if self.suggestion:
            text += f" ({self.suggestion})"
        return text


class InvalidRequestError(KnxError):
    """The caller sent something invalid: a bad field, operation, value or parameter."""

    status_code = 400


class ConfigError(InvalidRequestError):
    """A retrieval_config (or other configuration) is invalid; the message names the path."""


class SessionError(InvalidRequestError):
    """A session is missing, expired, or lacks what the call needs (e.g. no recalled schema yet)."""


class QuestionSetError(InvalidRequestError):
    """A question set for evaluation has bad lines; the message names each line and what was wrong."""


class NotFoundError(KnxError):
    """A network, object type, relation type or instance that does not exist."""

    status_code = 404


class BackendError(KnxError):
    """The knowledge-network backend (SQLite file, remote service) failed or is unreachable."""

    status_code = 502


class RerankerError(BackendError):
    """A reranker failed or timed out; callers fall back to the rule-based score."""


def describe_validation_error(
    exc: "ValidationError", root: str, *, extra_hint: str | None = None, model: Any = None
) -> str:
    """One readable line from a pydantic error: the path of the first problem and what was wrong.

    With `model` (the pydantic class that was validated), an unknown key is answered with the valid
    keys of the object it was found in. An empty `root` starts paths at the first field name.
    """
    first = exc.errors()[0]
    parts = first.get("loc", ())
    loc = root
    for part in parts:
        if isinstance(part, int):
            loc += f"[{part}]"
        else:
            loc += f".{part}" if loc else str(part)
    loc = loc or "body"
    kind = first.get("type")
    if kind == "extra_forbidden":
        owner = _model_at(model, parts[:-1]) if model is not None else None
        if extra_hint is None and owner is not None:
            extra_hint = "valid keys: " + ", ".join(owner.model_fields)
        return f"{loc}: unknown key" + (f"; {extra_hint}" if extra_hint else "")
    if kind == "missing":
        return f"{loc}: required"
    return f"{loc}: {first.get('msg')}"


def _model_at(model: Any, parts: Any) -> Any:
    """The pydantic class reached by following field names (list indexes skipped) from `model`."""
    import typing

    from pydantic import BaseModel

    def inner(annotation: Any) -> Any:
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            return annotation
        for arg in typing.get_args(annotation):
            found = inner(arg)
            if found is not None:
                return found
        return None

    current = model
    for part in parts:
        if isinstance(part, int):
            continue
        fields = getattr(current, "model_fields", None)
        if not fields or part not in fields:
            return None
        current = inner(fields[part].annotation)
    return current


class AuthenticationError(KnxError):
    """A request to a protected service lacks the right credentials."""

    status_code = 401


class RequestTooLargeError(InvalidRequestError):
    """A request body exceeds the service's size limit."""

    status_code = 413


class ServiceTimeoutError(BackendError):
    """A call did not finish within its time limit (the service's, or a remote backend's)."""

    status_code = 504
class SparqlStoreError(BackendError):
    """A SPARQL store (embedded or an HTTP endpoint) failed, timed out or answered something else."""
