"""The served toolbox: more toolboxes join with one line, aliased parameters (`_instance_identities`)
are declared and accepted, and an MCP server over any toolbox lists and calls its tools."""

from __future__ import annotations

import json

import anyio
import pytest
from pydantic import BaseModel, Field

from core.exceptions import InvalidRequestError
from core.serve.context import ServeConfig, ServeContext
from core.serve.mcp_server import build_server
from core.serve.toolboxes import merged_toolbox
from core.serve.tools import GET_LOGIC_PROPERTIES_VALUES
from core.tools import ToolDefinition, Toolbox


class EchoArgs(BaseModel):
    text: str = Field(min_length=1, description="what to say back")


ECHO = ToolDefinition("echo", "Say the text back.", EchoArgs)


def echo_toolbox() -> Toolbox:
    """A stand-in for another capability's factory (e.g. core.kg.tools), taking no context."""
    return Toolbox([(ECHO, lambda args: {"echo": args.text})])


def test_aliased_parameters_are_declared_and_accepted():
    schema = GET_LOGIC_PROPERTIES_VALUES.parameters_schema()
    assert "_instance_identities" in schema["properties"] and "_instance_identities" in schema["required"]
    parsed = GET_LOGIC_PROPERTIES_VALUES.parse_arguments(
        {"ot_id": "disease", "query": "q", "_instance_identities": [{"disease_id": "d1"}], "properties": ["rate"]})
    assert parsed.instance_identities == [{"disease_id": "d1"}]
    with pytest.raises(InvalidRequestError, match="_instance_identities") as caught:
        GET_LOGIC_PROPERTIES_VALUES.parse_arguments({"ot_id": "d", "query": "q", "properties": ["x"], "colour": 1})
    assert "unknown parameter" in str(caught.value)


def test_one_line_adds_a_toolbox_and_mcp_serves_it(clinic_backend):
    from mcp import Client

    config = ServeConfig(demo=False, toolboxes=["core.serve.tools:retrieval_toolbox", f"{__name__}:echo_toolbox"])
    toolbox = ServeContext(config, backend=clinic_backend).toolbox
    assert {"search_schema", "kn_search", "echo"} <= set(toolbox.names)

    async def main():
        async with Client(build_server(toolbox)) as client:  # in process
            listed = {t.name: t for t in (await client.list_tools()).tools}
            said = await client.call_tool("echo", {"text": "hi"})
            found = await client.call_tool("query_object_instance", {"kn_id": "clinic", "ot_id": "disease", "limit": 2})
            bad = await client.call_tool("echo", {})
            return listed, said, found, bad

    listed, said, found, bad = anyio.run(main)
    assert listed["echo"].input_schema["required"] == ["text"] and listed["echo"].annotations.read_only_hint
    assert json.loads(said.content[0].text) == {"echo": "hi"} and not said.is_error
    assert len(json.loads(found.content[0].text)["datas"]) == 2
    assert bad.is_error and "text" in bad.content[0].text


@pytest.mark.parametrize("spec, words", [
    ("core.serve.tools", "module:function"),
    ("core.nowhere:toolbox", "cannot load"),
    ("core.serve.tools:RETRIEVAL_TOOLS", "not callable"),
])
def test_bad_toolbox_specs(spec, words, clinic_backend):
    with pytest.raises(InvalidRequestError, match=words):
        merged_toolbox(ServeContext(ServeConfig(demo=False), backend=clinic_backend), [spec])


def test_a_tool_defined_twice_is_refused(clinic_backend):
    with pytest.raises(ValueError, match="twice"):
        merged_toolbox(None, [echo_toolbox, echo_toolbox])


def test_config_round_trips_and_rejects_unknown_keys():
    config = ServeConfig(port=9000, workers=2, token="t")
    assert ServeConfig.from_dict(config.to_dict()) == config
    assert ServeConfig.from_dict(config.to_dict(), port=9001).port == 9001
    with pytest.raises(InvalidRequestError, match="unknown key 'prot'"):
        ServeConfig.from_dict({"prot": 1})


class NapArgs(BaseModel):
    seconds: float = Field(ge=0, le=5)


def test_a_tool_over_the_time_limit_answers_a_timeout_error():
    """MCP and HTTP share one runner: the tool runs in a thread as the caller, under the limit."""
    import time as clock

    from mcp import Client

    from core.serve.context import current_caller

    def nap(args: NapArgs) -> dict:
        clock.sleep(args.seconds)
        return {"owner": current_caller.get().owner}

    toolbox = Toolbox([(ToolDefinition("nap", "Sleep a while.", NapArgs), nap)])

    async def main():
        async with Client(build_server(toolbox, timeout_s=0.3)) as client:
            return await client.call_tool("nap", {"seconds": 0}), await client.call_tool("nap", {"seconds": 1.5})

    quick, slow = anyio.run(main)
    assert not quick.is_error and json.loads(quick.content[0].text) == {"owner": "anonymous"}
    payload = json.loads(slow.content[0].text)
    assert slow.is_error and payload["code"] == "service_timeout" and "nap: no answer within 0.3 s" in payload["message"]


def test_the_identities_cap_is_what_one_condition_holds_for_the_types_keys():
    """Three primary keys: 170 identities make 510 leaves (one condition holds 512), 171 are refused
    by their own name before a condition exists."""
    from types import SimpleNamespace

    from core.exceptions import InvalidRequestError
    from core.models.condition import parse_condition
    from core.serve.tools import instance_properties

    built = []
    object_type = SimpleNamespace(property_names=["a", "b", "c", "v"], primary_keys=["a", "b", "c"])
    backend = SimpleNamespace(
        get_network=lambda kn_id: None, require_object_type=lambda network, ot_id: object_type,
        query_instances=lambda kn_id, ot_id, body: built.append(body["condition"]) or SimpleNamespace(datas=[]))
    identities = [{"a": i, "b": i, "c": i} for i in range(171)]
    with pytest.raises(InvalidRequestError, match=r"_instance_identities: 171 identities; at most 170 per call") as caught:
        instance_properties(backend, "kn", "t", identities, ["v"])
    assert "3 primary keys" in str(caught.value) and not built
    assert instance_properties(backend, "kn", "t", identities[:170], ["v"]) == []
    parse_condition(built[0])  # within every cap conditions have


def test_errors_leave_the_servers_directories_out(tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(tmp_path / "home"))
    (tmp_path / "nets").mkdir()  # a service's networks directory must exist
    context = ServeContext(ServeConfig(demo=False, networks_dir=str(tmp_path / "nets")))
    home, nets = tmp_path / "home", tmp_path / "nets"
    cases = {
        f"network file {nets}/broken.sqlite is damaged": "network file of 'broken' is damaged",
        f"no KG 'nope' in {home}/kgs": "no KG 'nope'",
        f"session store {home}/serve-sessions.sqlite failed: disk I/O error": "session store serve-sessions.sqlite failed: disk I/O error",
        f"cannot create the data directory {home}: Permission denied": "cannot create the data directory home: Permission denied",
        f"reading {nets}x/a.sqlite and /etc/hosts": f"reading {nets}x/a.sqlite and /etc/hosts",  # not the server's
    }
    for text, public in cases.items():
        assert context.public_text(text) == public
    payload = {"error": f"no KG 'x' in {home}/kgs", "detail": {"suggestion": f"delete {nets}/a.sqlite"}, "status_code": 404}
    assert context.public_payload(payload) == {"error": "no KG 'x'", "detail": {"suggestion": "delete a.sqlite"}, "status_code": 404}
