"""One tool definition renders the same parameters for OpenAI, Gemini and MCP; calls never raise."""

from __future__ import annotations

import json
from typing import Literal

import jsonschema
import pytest
from pydantic import BaseModel, Field

from core.exceptions import BackendError
from core.tools import ToolDefinition, Toolbox


class Filter(BaseModel):
    field: str = Field(description="property name")
    value: str


class SearchArgs(BaseModel):
    query: str = Field(min_length=1, description="the question")
    top_k: int = Field(10, ge=1, le=50, description="how many results")
    chapter_range: tuple[int, int] = Field((1, 999), description="first and last chapter")
    entity: str | None = Field(None, description="only chunks naming this entity")
    filters: list[Filter] = Field(default_factory=list)
    reason: Literal["sufficient", "max_turns", "not_found"] = "sufficient"


SEARCH = ToolDefinition(name="search", description="Search the corpus.", arguments=SearchArgs, title="Search")


def _walk(node):
    yield node
    if isinstance(node, dict):
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


def test_parameters_schema_is_flat_and_self_contained():
    schema = SEARCH.parameters_schema()
    keys = {key for node in _walk(schema) if isinstance(node, dict) for key in node}
    assert not keys & {"$ref", "$defs", "anyOf", "prefixItems"}
    assert schema["required"] == ["query"]
    assert schema["properties"]["chapter_range"] == {
        "type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2,
        "default": [1, 999], "description": "first and last chapter"}
    assert schema["properties"]["entity"]["type"] == "string"
    assert schema["properties"]["filters"]["items"]["properties"]["field"]["description"] == "property name"
    assert schema["properties"]["reason"]["enum"] == ["sufficient", "max_turns", "not_found"]


def test_openai_gemini_and_mcp_declare_the_same_parameters():
    openai = SEARCH.openai_tool()["function"]
    gemini = SEARCH.gemini_declaration()
    mcp = SEARCH.mcp_tool()
    assert openai["name"] == gemini["name"] == mcp["name"] == "search"
    params = [openai["parameters"], gemini["parameters"], mcp["inputSchema"]]
    assert len({tuple(p["properties"]) for p in params}) == 1
    assert len({tuple(p.get("required", [])) for p in params}) == 1
    for name, prop in openai["parameters"]["properties"].items():
        assert gemini["parameters"]["properties"][name]["type"] == prop["type"].upper()
        assert gemini["parameters"]["properties"][name].get("enum") == prop.get("enum")
    gemini_keys = {k for node in _walk(gemini["parameters"]) if isinstance(node, dict) for k in node}
    # Gemini takes an OpenAPI subset: no defaults or additionalProperties; the default moves to the text.
    assert not gemini_keys & {"default", "additionalProperties", "$ref", "anyOf"}
    assert "(default: 10)" in gemini["parameters"]["properties"]["top_k"]["description"]
    assert mcp["annotations"] == {"readOnlyHint": True, "title": "Search"}


@pytest.mark.parametrize("arguments", [
    {"query": "who"},
    {"query": "who", "top_k": 3, "chapter_range": [2, 5], "entity": "x", "reason": "not_found",
     "filters": [{"field": "a", "value": "b"}]},
])
def test_what_the_schema_accepts_the_model_accepts(arguments):
    jsonschema.validate(arguments, SEARCH.parameters_schema())
    assert SEARCH.parse_arguments(arguments).query == "who"


@pytest.mark.parametrize("arguments", [
    {}, {"query": ""}, {"query": "q", "top_k": 0}, {"query": "q", "chapter_range": [1]},
    {"query": "q", "reason": "bored"}, {"query": "q", "unknown": 1},
])
def test_what_the_schema_rejects_the_model_rejects(arguments):
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(arguments, SEARCH.parameters_schema())
    box = Toolbox([(SEARCH, lambda args: [])])
    outcome = box.call("search", arguments)
    assert not outcome.ok and outcome.error["status_code"] == 400


def _toolbox():
    def search(args: SearchArgs):
        if args.query == "boom":
            raise RuntimeError("disk on fire")
        if args.query == "down":
            raise BackendError("store unreachable")
        return [{"query": args.query, "range": args.chapter_range, "entity": args.entity}]

    return Toolbox([(SEARCH, search)])


def test_a_call_returns_json_ready_content_from_a_json_text():
    outcome = _toolbox().call("search", json.dumps({"query": "谁", "entity": None}))
    assert outcome.ok
    assert outcome.content == [{"query": "谁", "range": [1, 999], "entity": None}]
    assert outcome.arguments["chapter_range"] == [1, 999]
    assert json.loads(outcome.text()) == outcome.content
    assert outcome.elapsed_ms >= 0


@pytest.mark.parametrize("name,arguments,expected", [
    ("search", {"query": "q", "top_k": "many"}, "top_k"),
    ("search", "{not json", "not valid JSON"),
    ("search", [1, 2], "must be a JSON object"),
    ("lookup", {"query": "q"}, "unknown tool 'lookup'"),
    ("search", {"query": "boom"}, "internal error: RuntimeError: disk on fire"),
    ("search", {"query": "down"}, "store unreachable"),
])
def test_bad_calls_come_back_as_error_payloads(name, arguments, expected):
    outcome = _toolbox().call(name, arguments)
    assert not outcome.ok
    assert expected in json.dumps(outcome.error, ensure_ascii=False)


def test_unknown_tool_lists_the_valid_ones():
    outcome = _toolbox().call("lookup", {})
    assert "search" in json.dumps(outcome.error)


def test_a_tool_name_is_defined_once():
    box = _toolbox()
    with pytest.raises(ValueError):
        box.add(SEARCH, lambda args: None)
