"""One definition per agent tool, rendered for every caller.

A tool is declared once (`ToolDefinition`: name, description, a pydantic model of its arguments,
annotations) and bound to an implementation in a `Toolbox`. From that single declaration come the
OpenAI `tools` entry, the Gemini `FunctionDeclaration` dict, the MCP tool listing and the HTTP body
validation, so the four can never disagree about a parameter. Calls through a toolbox never raise:
bad arguments, unknown tools and failures come back as the error payload of `core.exceptions`, which
is what a model should see as the tool's result.
"""

from core.tools.definition import ToolDefinition
from core.tools.toolbox import Toolbox, ToolOutcome

__all__ = ["ToolDefinition", "ToolOutcome", "Toolbox"]
