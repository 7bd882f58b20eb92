"""Domain errors of kn-explorer.

Every error a user can cause or meet carries a message that says what was wrong and what is valid.
`to_payload()` renders the one error shape of the CLI (`--json`), the Python API and HTTP
(docs/errors.md): KWeaver's OpenAPI `ErrorResponse` (`error`, `message`) plus a machine-readable
`code` and the HTTP `status_code`, and `detail` (`message`, `suggestion`, context such as
`session_id`) as the retrieval tool's design writes its error payload. `exit_status` is what the CLI
exits with: 2 for bad input (4xx), 1 for backend and service failures (5xx).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import ValidationError


class KnxError(Exception):
    """Base class of every error kn-explorer raises on purpose."""

    status_code: int = 500
    code: str = "internal_error"

    def __init__(
        self,
        message: str,
        *,
        detail: str | None = None,
        suggestion: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        message = one_line(message)
        super().__init__(message)
        self.message = message
        self.detail = one_line(detail) if detail else detail
        self.suggestion = one_line(suggestion) if suggestion else suggestion
        self.extra = dict(extra or {})

    @property
    def exit_status(self) -> int:
        """The CLI's exit status: 2 when the caller's input was wrong, 1 when a backend failed."""
        return 2 if self.status_code < 500 else 1

    def to_payload(self) -> dict[str, Any]:
        extra = {k: one_line(v) if isinstance(v, str) else v for k, v in self.extra.items()}
        detail: dict[str, Any] = {"message": self.detail or self.message, **extra}
        if self.suggestion:
            detail["suggestion"] = self.suggestion
        message = detail["message"]
        if self.suggestion and self.suggestion not in message:
            message = f"{message} ({self.suggestion})"
        return {
            "error": self.message, "message": message, "code": self.code,
            "status_code": self.status_code, "detail": detail,
        }

    def __str__(self) -> str:  # one line, usable as a CLI message
        text = self.message
        if self.suggestion:
            text += f" ({self.suggestion})"
        return text


_USERINFO = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*://)[^/?#]*@")


def redact_url(url: str) -> str:
    """The URL as it may be shown: a user and password in it (`http://user:pw@host/`) become `***`
    (`http://***@host/`). Up to the last `@` before the path, as a URL parser reads the authority."""
    return _USERINFO.sub(r"\1***@", url) if isinstance(url, str) else url


def one_line(text: str) -> str:
    """The text with line breaks, other control characters and lone surrogates written as escapes
    (`\\r`, `\\ud853`): messages echo what the caller sent, and must stay one printable line that
    encodes as UTF-8."""
    import unicodedata

    if text.isprintable():
        return text
    return "".join(
        ch.encode("unicode_escape").decode("ascii")
        if unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") else ch
        for ch in str(text)
    )


class InvalidRequestError(KnxError):
    """The caller sent something invalid: a bad field, operation, value or parameter."""

    status_code = 400
    code = "invalid_request"


class ConfigError(InvalidRequestError):
    """A retrieval_config (or other configuration) is invalid; the message names the path."""

    code = "invalid_config"


class SessionError(InvalidRequestError):
    """A session is missing, expired, or lacks what the call needs (e.g. no recalled schema yet)."""

    code = "session_error"


class SessionConflictError(SessionError):
    """Other writers kept changing the session while this call tried to record its round."""

    status_code = 409
    code = "session_conflict"


class QuestionSetError(InvalidRequestError):
    """A question set for evaluation has bad lines; the message names each line and what was wrong."""

    code = "invalid_question_set"


class NotFoundError(KnxError):
    """A network, object type, relation type or instance that does not exist."""

    status_code = 404
    code = "not_found"


class BackendError(KnxError):
    """The knowledge-network backend (SQLite file, remote service) failed or is unreachable."""

    status_code = 502
    code = "backend_error"


class UpstreamAuthenticationError(BackendError):
    """A remote service (a KWeaver deployment) refused this process's own credentials. A 502: to the
    callers of a service in front of it, their own credentials are not at fault."""

    code = "backend_authentication_error"


class RerankerError(BackendError):
    """A reranker failed or timed out; callers fall back to the rule-based score."""

    code = "reranker_error"


class StorageError(BackendError):
    """A file kn-explorer keeps (network, session store, data directory) is damaged, unreadable or
    unwritable; the message names the file and what to do."""

    status_code = 500
    code = "storage_error"


_PLAIN_KEY = re.compile(r"[^\s.:\[\]'\"]+")


def field_step(key: str, *, first: bool = False) -> str:
    """One step of a field path: `.name`, or `['a key']` when the key is blank, holds spaces,
    dots, brackets or characters that do not print, so every path names its field visibly."""
    if _PLAIN_KEY.fullmatch(key) and key.isprintable():
        return key if first else f".{key}"
    return f"[{key!r}]"


class AuthenticationError(KnxError):
    """A request to a protected service lacks the right credentials."""

    status_code = 401
    code = "authentication_error"


class RequestTooLargeError(InvalidRequestError):
    """A request body exceeds the service's size limit."""

    status_code = 413
    code = "request_too_large"


class ServiceTimeoutError(BackendError):
    """A call did not finish within its time limit (the service's, or a remote backend's)."""

    status_code = 504
    code = "service_timeout"


class SparqlStoreError(BackendError):
    """A SPARQL store (embedded or an HTTP endpoint) failed, timed out or answered something else."""

    code = "sparql_error"


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
            loc += field_step(str(part), first=not loc)
    loc = loc or "body"
    kind = first.get("type")
    if kind == "extra_forbidden":
        owner = _model_at(model, parts[:-1]) if model is not None else None
        if extra_hint is None and owner is not None:
            extra_hint = "valid keys: " + ", ".join(owner.model_fields)
        return f"{loc}: unknown key" + (f"; {extra_hint}" if extra_hint else "")
    if kind == "missing":
        return f"{loc}: required"
    if kind in _BOUND_KINDS and model is not None and parts and isinstance(parts[-1], str):
        owner = _model_at(model, parts[:-1])
        field = owner.model_fields.get(parts[-1]) if owner is not None else None
        if field is not None:
            low, high = number_range(field)
            if low is not None and high is not None:
                return f"{loc}: {first.get('input')!r} is out of range; valid: {low} to {high}"
    if kind in ("model_type", "dict_type"):
        # pydantic's words name the internal class ("... or instance of SearchScope"); say what is valid
        owner = _model_at(model, parts) if model is not None and kind == "model_type" else None
        if owner is not None:
            keys = [field.alias or name for name, field in owner.model_fields.items()]
            return f"{loc}: must be a JSON object; valid keys: " + ", ".join(keys)
        return f"{loc}: must be a JSON object" + (f"; {extra_hint}" if extra_hint else "")
    if kind in ("list_type", "tuple_type"):  # pydantic says "a valid tuple": JSON has arrays
        return f"{loc}: must be a JSON array"
    # a validator's own ValueError comes back as "Value error, <its words>": its words are the message
    return f"{loc}: {str(first.get('msg')).removeprefix('Value error, ')}"


_BOUND_KINDS = ("greater_than_equal", "less_than_equal", "greater_than", "less_than")


def number_range(field: Any) -> tuple[Any, Any]:
    """(minimum, maximum) of a pydantic field's `ge` / `le` bounds (`gt` / `lt` when those are what it
    has), None where it has none: for forms and for messages that give the valid range."""
    low = high = None
    for meta in field.metadata:
        for name in ("ge", "gt"):
            if low is None and getattr(meta, name, None) is not None:
                low = getattr(meta, name)
        for name in ("le", "lt"):
            if high is None and getattr(meta, name, None) is not None:
                high = getattr(meta, name)
    return low, high


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
