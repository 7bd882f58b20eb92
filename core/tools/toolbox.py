"""`Toolbox`: tool definitions bound to implementations, called the way a model calls them.

A model's call is untrusted input. `Toolbox.call` validates it against the tool's argument model,
runs the implementation and returns a `ToolOutcome` whose `content` is what the model receives: the
result as JSON-ready data, or the error payload of `core.exceptions` (what was wrong, what is valid).
It never raises, so one bad call costs the model a turn, not the run.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, TypeAdapter

from core.exceptions import KnxError, NotFoundError
from core.tools.definition import ToolDefinition

log = logging.getLogger(__name__)

Handler = Callable[[Any], Any]
_JSON = TypeAdapter(Any)


@dataclass
class ToolOutcome:
    """One call's record: what was asked, what came back, and how long it took."""

    name: str
    arguments: dict[str, Any]
    ok: bool
    content: Any
    elapsed_ms: float

    @property
    def error(self) -> dict[str, Any] | None:
        return None if self.ok else self.content

    def text(self) -> str:
        """The content as the JSON text a chat API's tool message carries."""
        return json.dumps(self.content, ensure_ascii=False, default=str)


class Toolbox:
    """Named tools, each a `ToolDefinition` with the function that implements it."""

    def __init__(self, tools: Iterable[tuple[ToolDefinition, Handler]] = ()) -> None:
        self._tools: dict[str, tuple[ToolDefinition, Handler]] = {}
        for definition, handler in tools:
            self.add(definition, handler)

    def add(self, definition: ToolDefinition, handler: Handler) -> None:
        if definition.name in self._tools:
            raise ValueError(f"tool {definition.name!r} is defined twice")
        self._tools[definition.name] = (definition, handler)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    @property
    def names(self) -> list[str]:
        return list(self._tools)

    @property
    def definitions(self) -> list[ToolDefinition]:
        return [definition for definition, _ in self._tools.values()]

    def definition(self, name: str) -> ToolDefinition:
        return self._require(name)[0]

    def handler(self, name: str) -> Handler:
        return self._require(name)[1]

    def openai_tools(self) -> list[dict[str, Any]]:
        return [d.openai_tool() for d in self.definitions]

    def gemini_declarations(self) -> list[dict[str, Any]]:
        return [d.gemini_declaration() for d in self.definitions]

    def mcp_tools(self) -> list[dict[str, Any]]:
        return [d.mcp_tool() for d in self.definitions]

    def run(self, name: str, arguments: BaseModel | Mapping[str, Any] | str | None = None) -> Any:
        """Validate and run one call; its result as JSON-ready data. Bad input raises `KnxError`."""
        return self._run(name, arguments)[1]

    def _run(self, name: str, arguments: BaseModel | Mapping[str, Any] | str | None) -> tuple[dict[str, Any], Any]:
        definition, handler = self._require(name)
        parsed = definition.parse_arguments(dict(arguments) if isinstance(arguments, Mapping) else arguments)
        return parsed.model_dump(mode="json"), _JSON.dump_python(handler(parsed), mode="json")

    def call(self, name: str, arguments: BaseModel | Mapping[str, Any] | str | None = None) -> ToolOutcome:
        """Validate and run one call; errors become the outcome's content, never exceptions."""
        started = time.perf_counter()
        shown = _shown_arguments(arguments)
        try:
            shown, content = self._run(name, arguments)
            ok = True
        except KnxError as exc:
            content, ok = exc.to_payload(), False
        except Exception as exc:  # an implementation bug must not end the model's run
            log.exception("tool %s failed", name)
            content, ok = KnxError(f"{name}: internal error: {type(exc).__name__}: {exc}").to_payload(), False
        elapsed = round((time.perf_counter() - started) * 1000, 3)
        return ToolOutcome(name=name, arguments=shown, ok=ok, content=content, elapsed_ms=elapsed)

    def _require(self, name: str) -> tuple[ToolDefinition, Handler]:
        if not isinstance(name, str) or name not in self._tools:
            raise NotFoundError(
                f"unknown tool {name!r}", suggestion="valid tools: " + ", ".join(self._tools)
            )
        return self._tools[name]


def _shown_arguments(arguments: Any) -> dict[str, Any]:
    if isinstance(arguments, BaseModel):
        return arguments.model_dump(mode="json")
    if isinstance(arguments, Mapping):
        return dict(arguments)
    if isinstance(arguments, str):
        try:
            loaded = json.loads(arguments)
        except ValueError:
            return {"_raw": arguments}
        return loaded if isinstance(loaded, dict) else {"_raw": arguments}
    return {}


__all__ = ["Handler", "ToolOutcome", "Toolbox"]
