"""`ToolDefinition`: a tool's name, description and argument model, and the schemas made from them.

pydantic writes JSON Schema with `$ref`s, titles, `anyOf` for optional values and `prefixItems` for
tuples. Function-calling APIs accept less: Gemini's declarations take an OpenAPI 3.0 subset (no refs,
no `anyOf` with null, upper-case types), and models follow flat schemas more reliably. So the schema
is normalised once here (refs inlined, titles dropped, optional → its inner type, tuples → arrays with
a fixed length) and every rendering starts from that normal form.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from core.exceptions import InvalidRequestError
from core.models.types import parse_body

# Keys of the OpenAPI 3.0 schema subset that Gemini function declarations accept.
_GEMINI_KEYS = {
    "type", "format", "description", "nullable", "enum", "properties", "required", "items",
    "minItems", "maxItems", "minimum", "maximum", "minLength", "maxLength", "pattern",
}


@dataclass(frozen=True)
class ToolDefinition:
    """What a caller needs to know to call a tool; the implementation is bound in a `Toolbox`."""

    name: str
    description: str
    arguments: type[BaseModel]
    #: the tool changes nothing (MCP `readOnlyHint`); every retrieval tool is read-only
    read_only: bool = True
    title: str | None = None
    #: extra MCP annotations (e.g. {"openWorldHint": False})
    annotations: dict[str, Any] = field(default_factory=dict)

    # -- schemas ------------------------------------------------------------------------------
    def parameters_schema(self) -> dict[str, Any]:
        """The arguments as plain JSON Schema (an object), normalised as this module explains."""
        raw = self.arguments.model_json_schema()
        schema = _normalise(raw, raw.get("$defs", {}))
        schema.setdefault("properties", {})
        schema["type"] = "object"
        schema["additionalProperties"] = False
        return schema

    def openai_tool(self) -> dict[str, Any]:
        """An entry of the chat-completions `tools` list."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters_schema(),
            },
        }

    def gemini_declaration(self) -> dict[str, Any]:
        """A Gemini `FunctionDeclaration` as a dict (`name`, `description`, `parameters`)."""
        return {
            "name": self.name,
            "description": self.description,
            "parameters": _to_gemini(self.parameters_schema()),
        }

    def mcp_tool(self) -> dict[str, Any]:
        """The MCP `tools/list` entry (`name`, `title`, `description`, `inputSchema`, `annotations`)."""
        annotations = {"readOnlyHint": self.read_only, **self.annotations}
        if self.title:
            annotations.setdefault("title", self.title)
        return {
            "name": self.name,
            "title": self.title or self.name,
            "description": self.description,
            "inputSchema": self.parameters_schema(),
            "annotations": annotations,
        }

    # -- arguments ----------------------------------------------------------------------------
    def parse_arguments(self, raw: BaseModel | dict[str, Any] | str | None) -> BaseModel:
        """Validated arguments from a model's call: a dict, a JSON text (OpenAI sends one) or nothing.

        Raises `InvalidRequestError` naming the argument that is wrong and what is valid.
        """
        if raw is None or raw == "":
            raw = {}
        if isinstance(raw, str):
            try:
                raw = json.loads(raw)
            except ValueError as exc:
                raise InvalidRequestError(
                    f"{self.name}: the arguments are not valid JSON ({exc.msg} at position {exc.pos})",
                    suggestion="send a JSON object of the declared parameters",
                ) from None
        if isinstance(raw, dict):
            # Some models send optional arguments as explicit nulls; absent and null mean the same.
            raw = {key: value for key, value in raw.items() if value is not None}
            # The declared schemas forbid other keys, so the model must too, whatever its config.
            valid = self.parameter_names
            unknown = [key for key in raw if key not in valid and key not in self.arguments.model_fields]
            if unknown:
                raise InvalidRequestError(
                    f"{self.name}.{unknown[0]}: unknown parameter; valid parameters: "
                    + ", ".join(valid)
                )
        return parse_body(
            self.arguments, raw, f"{self.name} arguments",
            suggestion="valid parameters: " + ", ".join(self.parameter_names),
        )

    @property
    def parameter_names(self) -> list[str]:
        """The names a caller uses: a field's alias where it has one (`_instance_identities`)."""
        return [field.alias or name for name, field in self.arguments.model_fields.items()]


def _normalise(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_normalise(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        target = defs[node["$ref"].rsplit("/", 1)[-1]]
        merged = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
        return _normalise(merged, defs)
    if "anyOf" in node:
        options = [option for option in node["anyOf"] if option.get("type") != "null"]
        if len(options) == 1:
            rest = {k: v for k, v in node.items() if k != "anyOf"}
            return _normalise({**options[0], **rest}, defs)
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in ("title", "$defs"):
            continue
        if key == "properties":
            out[key] = {name: _normalise(sub, defs) for name, sub in value.items()}
        elif key == "prefixItems":
            items = [_normalise(item, defs) for item in value]
            out["items"] = items[0] if all(item == items[0] for item in items) else {}
            out["minItems"] = out["maxItems"] = len(items)
        else:
            out[key] = _normalise(value, defs)
    if "default" in out and isinstance(out["default"], tuple):
        out["default"] = list(out["default"])
    return out


def _to_gemini(node: dict[str, Any]) -> dict[str, Any]:
    node = copy.deepcopy(node)
    out: dict[str, Any] = {}
    if "const" in node:
        node.setdefault("enum", [node["const"]])
    if "default" in node:
        # Declarations carry no defaults; the model still needs to know what omitting means.
        default = json.dumps(node["default"], ensure_ascii=False)
        text = node.get("description", "")
        node["description"] = f"{text} (default: {default})".strip()
    for key, value in node.items():
        if key not in _GEMINI_KEYS:
            continue
        if key == "type":
            out[key] = value.upper() if isinstance(value, str) else value
        elif key == "properties":
            out[key] = {name: _to_gemini(sub) for name, sub in value.items()}
        elif key == "items":
            out[key] = _to_gemini(value) if value else {"type": "STRING"}
        else:
            out[key] = value
    return out
