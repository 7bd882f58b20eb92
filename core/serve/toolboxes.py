"""The toolboxes a service offers: factories `ServeContext -> Toolbox`, merged into one.

Any capability that declares its tools as a `Toolbox` is served over HTTP
(`POST /api/agent-retrieval/v1/tools/{name}`) and MCP by adding its factory to
`ServeConfig.toolboxes` (a dotted "module:function"), e.g. "core.kg.tools:toolbox".
A factory may also take no argument.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Iterable
from typing import Any

from core.exceptions import InvalidRequestError
from core.tools import Toolbox

ToolboxFactory = Callable[..., Toolbox]


def load_factory(spec: str | ToolboxFactory) -> ToolboxFactory:
    if callable(spec):
        return spec
    module_name, _, attribute = str(spec).partition(":")
    if not module_name or not attribute:
        raise InvalidRequestError(f"toolboxes: {spec!r} is not 'module:function'")
    try:
        factory = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as exc:
        raise InvalidRequestError(f"toolboxes: cannot load {spec!r}: {exc}") from None
    if not callable(factory):
        raise InvalidRequestError(f"toolboxes: {spec!r} is not callable")
    return factory


def merged_toolbox(context: Any, factories: Iterable[str | ToolboxFactory]) -> Toolbox:
    """One toolbox holding every factory's tools; a name defined twice is an error."""
    merged = Toolbox()
    for spec in factories:
        factory = load_factory(spec)
        takes_context = bool(inspect.signature(factory).parameters)
        toolbox = factory(context) if takes_context else factory()
        for definition in toolbox.definitions:
            merged.add(definition, toolbox.handler(definition.name))
    return merged
