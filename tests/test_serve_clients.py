"""Clients nobody here wrote, against `knx serve` in a subprocess: kweaver-sdk (KWeaverClient and its
context-loader MCP client) and the official `mcp` client (Streamable HTTP and `knx mcp` over stdio)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
import httpx2
import pytest
from kweaver import KWeaverClient
from kweaver._errors import AuthenticationError, NotFoundError, ValidationError
from kweaver.resources.context_loader import ContextLoaderResource
from kweaver.types import Condition, SubgraphPath

KN = "clinic"
QUESTION = "上气道梗阻有哪些症状"
MCP_PATH = "/api/agent-retrieval/v1/mcp"
TOOLS = {"search_schema", "query_object_instance", "query_instance_subgraph", "get_logic_properties_values",
         "get_action_info", "kn_search", "knowledge_network_retrieval", "keyword_context"}
PATH = {
    "object_types": [
        {"id": "disease", "condition": {"operation": "==", "field": "disease_name", "value": "上气道梗阻", "value_from": "const"}, "limit": 1},
        {"id": "symptom", "condition": {"operation": "and", "sub_conditions": []}, "limit": 10}],
    "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease", "target_object_type_id": "symptom"}],
}


@pytest.fixture(scope="module")
def sdk(served_clinic):
    # kweaver-sdk's TokenAuth sends the token as given, so the scheme is part of it.
    with KWeaverClient(served_clinic.url, token=f"Bearer {served_clinic.token}") as client:
        yield client


@pytest.fixture()
def context_loader(served_clinic):
    ContextLoaderResource.clear_session_cache()
    with ContextLoaderResource(served_clinic.url, served_clinic.token, kn_id=KN) as loader:
        yield loader


# -- kweaver-sdk ------------------------------------------------------------------------------------
def test_sdk_lists_networks_and_exports_one(sdk):
    networks = sdk.knowledge_networks.list()
    (clinic,) = [n for n in networks if n.id == KN]
    assert clinic.name == "小诊所" and clinic.statistics.object_types_total == 3
    assert sdk.knowledge_networks.get(KN, include_statistics=True).statistics.relation_types_total == 3
    export = sdk.knowledge_networks.export(KN)
    assert [o["id"] for o in export["object_types"]] == ["disease", "symptom", "department"]


def test_sdk_lists_the_types_of_a_network(sdk):
    # the SDK asks for limit=-1 (every entry) and may pass a keyword
    assert [o.id for o in sdk.object_types.list(KN)] == ["disease", "symptom", "department"]
    assert [r.id for r in sdk.relation_types.list(KN)] == ["has_symptom", "designated_to", "has_complication"]
    assert [o.id for o in sdk.object_types.list(KN, keyword="symptom")] == ["symptom"]
    assert [a["id"] for a in sdk.action_types.list(KN)] == ["notify"]  # the SDK returns these as sent


def test_sdk_kn_search(sdk):
    result = sdk.query.kn_search(KN, QUESTION)
    assert result.relation_types[0]["concept_id"] == "has_symptom"
    assert result.nodes[0]["instance_name"] == "上气道梗阻"
    schema_only = sdk.query.kn_search(KN, QUESTION, only_schema=True)
    assert schema_only.nodes is None and schema_only.object_types


def test_sdk_instances_and_paging(sdk):
    result = sdk.query.instances(KN, "disease", condition=Condition(field="disease_name", operation="contain", value="气道"), limit=2)
    assert result.total_count == 3 and len(result.data) == 2
    pages = list(sdk.query.instances_iter(KN, "disease", limit=4))
    assert sorted(row["disease_id"] for page in pages for row in page.data) == ["d1", "d2", "d3", "d4", "d5", "d6"]


def test_sdk_subgraph_and_properties(sdk):
    path = SubgraphPath.model_validate({
        "object_types": [{"id": "disease", "condition": {"field": "disease_name", "operation": "==", "value": "上气道梗阻"}, "limit": 1},
                         {"id": "symptom", "limit": 10}],
        "relation_types": [{"id": "has_symptom", "source": "disease", "target": "symptom"}]})
    entry = sdk.query.subgraph(KN, [path]).entries[0]
    names = sorted(o["display"] for o in entry["objects"].values() if o["object_type_id"] == "symptom")
    assert names == sorted(["咳嗽", "呼吸困难", "喘鸣", "气急"])
    values = sdk.query.object_type_properties(KN, "disease", {"_instance_identities": [{"disease_id": "d4"}], "properties": ["rate"]})
    assert values["datas"][0]["rate"] == 0.99


def test_sdk_errors_map_to_its_exceptions(sdk, served_clinic):
    with pytest.raises(NotFoundError, match="nowhere"):
        sdk.knowledge_networks.export("nowhere")
    with pytest.raises(ValidationError, match="limit"):
        sdk.query.instances(KN, "disease", limit=0)
    with KWeaverClient(served_clinic.url, token="Bearer wrong") as intruder, pytest.raises(AuthenticationError):
        intruder.knowledge_networks.list()


# -- kweaver-sdk's context-loader (MCP over HTTP, session protocol 2024-11-05) ------------------------
def test_context_loader_lists_and_calls_every_tool(context_loader):
    tools = {t["name"]: t for t in context_loader.list_tools()["tools"]}
    assert TOOLS <= set(tools)
    assert all(t["annotations"]["readOnlyHint"] for t in tools.values())
    assert set(tools["get_logic_properties_values"]["inputSchema"]["required"]) >= {"ot_id", "query", "_instance_identities", "properties"}

    schema = context_loader.search_schema(QUESTION, max_concepts=3)
    assert "disease" in [o["concept_id"] for o in schema["object_types"]] and schema["metric_types"] == []
    found = context_loader.query_object_instance(
        "disease", {"operation": "==", "field": "disease_name", "value": "感冒", "value_from": "const"}, limit=5)
    identity = found["datas"][0]["_instance_identity"]
    assert identity == {"disease_id": "d4"} and found["total_count"] == 1
    graph = context_loader.query_instance_subgraph([PATH])
    assert len(graph["entries"][0]["relation_paths"]) == 4
    values = context_loader.get_logic_properties_values("disease", "治愈率", [identity], ["rate"])
    assert values["datas"][0]["rate"] == 0.99
    action = context_loader.get_action_info("notify", identity)
    assert action["_dynamic_tools"][0]["instance_identities"] == [identity]
    assert context_loader.call_tool("kn_search", {"query": QUESTION})["nodes"][0]["instance_name"] == "上气道梗阻"


def test_context_loader_toon_answers_are_the_json_answers_in_toon(context_loader):
    """response_format "toon": the text is TOON that decodes to exactly the JSON answer (kweaver-sdk
    hands non-JSON text back as {"raw": text}, as it does for context-loader's own TOON)."""
    import toon

    as_json = context_loader.search_schema(QUESTION, max_concepts=3)
    as_toon = context_loader.search_schema(QUESTION, max_concepts=3, response_format="toon")
    assert set(as_toon) == {"raw"} and not as_toon["raw"].lstrip().startswith("{")
    assert toon.decode(as_toon["raw"]) == as_json
    rows = context_loader.call_tool("query_object_instance", {"ot_id": "disease", "limit": 5, "response_format": "toon"})
    decoded = toon.decode(rows["raw"])
    plain = context_loader.call_tool("query_object_instance", {"ot_id": "disease", "limit": 5})
    assert decoded.pop("overall_ms") >= 0 and plain.pop("overall_ms") >= 0  # timings differ per call
    assert decoded == plain and len(decoded["datas"]) == 5
    assert len(rows["raw"]) < len(json.dumps(plain, ensure_ascii=False))  # uniform rows become one table


def test_context_loader_keyword_context_uses_the_mcp_session(context_loader):
    """Without session_id, the MCP session holds the schema between the two steps (any worker)."""
    step1 = context_loader.call_tool("knowledge_network_retrieval", {"query": QUESTION})
    assert "has_symptom" in [r["concept_id"] for r in step1["relation_types"]]
    first = context_loader.call_tool("keyword_context", {"query": "上气道梗阻", "object_type_id": "disease"})
    assert first["keyword_context"]["instances"][0]["neighbors"]
    for _ in range(3):  # later rounds, on either worker, know what the session already sent
        again = context_loader.call_tool("keyword_context", {"query": "上气道梗阻", "object_type_id": "disease"})
        assert again["keyword_context"]["instances"][0]["seen_in_round"] == 1


def test_context_loader_bad_arguments_come_back_as_tool_errors(context_loader):
    error = context_loader.query_object_instance("nope", {"operation": "and", "sub_conditions": []})
    assert "'nope' does not exist" in error["error"] and "valid object types" in json.dumps(error, ensure_ascii=False)
    error = context_loader.call_tool("get_logic_properties_values", {"ot_id": "disease", "query": "x", "properties": ["rate"]})
    assert "_instance_identities" in error["error"]


def test_unknown_mcp_session_is_404(served_clinic):
    import httpx

    response = httpx.post(f"{served_clinic.url}{MCP_PATH}", headers={
        **served_clinic.headers, "Mcp-Session-Id": "not-a-session", "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2024-11-05"}, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    assert response.status_code == 404 and "initialize again" in response.text
    assert httpx.post(f"{served_clinic.url}{MCP_PATH}", json={}).status_code == 401


# -- the official mcp client ------------------------------------------------------------------------
def _official_calls(session_id: str) -> dict[str, dict]:
    return {
        "search_schema": {"query": QUESTION},
        "query_object_instance": {"ot_id": "disease", "filters": [{"field": "disease_name", "op": "==", "value": "感冒"}]},
        "query_instance_subgraph": {"relation_type_paths": [PATH]},
        "get_logic_properties_values": {"ot_id": "disease", "query": "治愈率", "_instance_identities": [{"disease_id": "d4"}],
                                        "properties": ["rate"]},
        "get_action_info": {"at_id": "notify"},
        "kn_search": {"query": QUESTION},
        "knowledge_network_retrieval": {"query": QUESTION, "session_id": session_id},
        "keyword_context": {"query": "上气道梗阻", "object_type_id": "disease", "session_id": session_id},
    }


async def _exercise(client) -> dict[str, object]:
    from mcp_types import ListToolsResult

    listed: ListToolsResult = await client.list_tools()
    assert TOOLS <= {t.name for t in listed.tools}
    assert all(t.annotations.read_only_hint for t in listed.tools)
    replies = {}
    for name, arguments in _official_calls(f"official-{id(client)}").items():
        result = await client.call_tool(name, {"kn_id": KN, **arguments} if name != "knowledge_network_retrieval" else {"kn_ids": [KN], **arguments})
        assert not result.is_error, (name, result.content[0].text)
        replies[name] = json.loads(result.content[0].text)
    bad = await client.call_tool("query_object_instance", {"kn_id": KN, "ot_id": "disease", "limit": 0})
    assert bad.is_error and "limit" in bad.content[0].text
    return replies


def test_official_mcp_client_over_http(served_clinic):
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    async def main():
        async with httpx2.AsyncClient(headers=served_clinic.headers, timeout=30) as http:
            async with Client(streamable_http_client(f"{served_clinic.url}{MCP_PATH}", http_client=http)) as client:
                return await _exercise(client)

    replies = anyio.run(main)
    assert replies["query_object_instance"]["datas"][0]["disease_id"] == "d4"
    assert replies["keyword_context"]["keyword_context"]["instances"]


def test_official_mcp_client_over_stdio(served_clinic):
    from mcp import Client, StdioServerParameters

    knx = str(Path(sys.executable).with_name("knx"))
    params = StdioServerParameters(command=knx, args=["mcp", "--networks-dir", str(served_clinic.networks_dir), "--no-demo"],
                                   env={"KNX_HOME": str(served_clinic.home), "PATH": "/usr/bin:/bin"})

    async def main():
        async with Client(params) as client:
            return await _exercise(client)

    replies = anyio.run(main)
    assert replies["kn_search"]["relation_types"][0]["concept_id"] == "has_symptom"


# -- session_id left out: the MCP session, where the transport has one -------------------------------
STEP1 = {"query": QUESTION, "kn_ids": [KN]}
STEP2 = {"query": "上气道梗阻", "object_type_id": "disease", "kn_id": KN}


async def _two_steps(client) -> tuple[object, object]:
    first = await client.call_tool("knowledge_network_retrieval", STEP1)
    assert not first.is_error, first.content[0].text
    return first, await client.call_tool("keyword_context", STEP2)


def test_official_client_over_stdio_shares_the_session_without_naming_it(served_clinic):
    """`knx mcp` serves one client: its connection is the session, and another process's is another."""
    from mcp import Client, StdioServerParameters

    knx = str(Path(sys.executable).with_name("knx"))
    params = StdioServerParameters(command=knx, args=["mcp", "--networks-dir", str(served_clinic.networks_dir), "--no-demo"],
                                   env={"KNX_HOME": str(served_clinic.home), "PATH": "/usr/bin:/bin"})

    async def main():
        async with Client(params) as client:
            _, step2 = await _two_steps(client)
        async with Client(params) as other:  # a new process: none of the first one's schema
            fresh = await other.call_tool("keyword_context", STEP2)
        return step2, fresh

    step2, fresh = anyio.run(main)
    assert not step2.is_error, step2.content[0].text
    assert json.loads(step2.content[0].text)["keyword_context"]["instances"][0]["instance_name"] == "上气道梗阻"
    assert fresh.is_error and "Schema信息不存在" in fresh.content[0].text


def _over_http(served_clinic, mode: str):
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    async def main():
        async with httpx2.AsyncClient(headers=served_clinic.headers, timeout=30) as http:
            async with Client(streamable_http_client(f"{served_clinic.url}{MCP_PATH}", http_client=http), mode=mode) as client:
                return await _two_steps(client)

    return anyio.run(main)


def test_official_client_over_http_with_initialize_shares_the_session(served_clinic):
    _, step2 = _over_http(served_clinic, "legacy")
    assert not step2.is_error, step2.content[0].text
    assert json.loads(step2.content[0].text)["keyword_context"]["instances"]


def test_official_client_on_the_sessionless_protocol_is_told_to_name_a_session(served_clinic):
    """On 2026-07-28 each request stands alone (the SDK gives no session id), as docs/serve.md says."""
    _, step2 = _over_http(served_clinic, "auto")
    assert step2.is_error and "session_id" in step2.content[0].text
