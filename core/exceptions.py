"""Domain errors of kn-explorer.

Every error a user can cause or meet carries a message that says what was wrong and what is valid.
`to_payload()` renders the error in the wire shape the agent tools use
(`error`, `status_code`, `detail.message`, `suggestion`), so the CLI, the explorer and HTTP callers all
show the same text and never a traceback.
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
        payload: dict[str, Any] = {
            "error": self.message,
            "status_code": self.status_code,
            "detail": detail,
        }
        if self.suggestion:
            payload["suggestion"] = self.suggestion
        return payload

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


class NotFoundError(KnxError):
    """A network, object type, relation type or instance that does not exist."""

    status_code = 404


class BackendError(KnxError):
    """The knowledge-network backend (SQLite file, remote service) failed or is unreachable."""

    status_code = 502


class RerankerError(BackendError):
    """A reranker failed or timed out; callers fall back to the rule-based score."""


def describe_validation_error(exc: "ValidationError", root: str, *, extra_hint: str | None = None) -> str:
    """One readable line from a pydantic error: the path of the first problem and what was wrong."""
    first = exc.errors()[0]
    loc = root
    for part in first.get("loc", ()):
        loc += f"[{part}]" if isinstance(part, int) else f".{part}"
    kind = first.get("type")
    if kind == "extra_forbidden":
        return f"{loc}: unknown key" + (f"; {extra_hint}" if extra_hint else "")
    if kind == "missing":
        return f"{loc}: required"
    return f"{loc}: {first.get('msg')}"
