"""`knx serve`: KWeaver's routes and wire formats over real HTTP to a server process (2 workers, a token),
errors in the one payload shape with the right status, limits, sessions across workers."""

from __future__ import annotations

import json
import time
from pathlib import Path

import httpx
import pytest

from core.models.network import KnowledgeNetwork
from core.search.service import kn_search

KN = "clinic"
QUESTION = "上气道梗阻有哪些症状"
AR = "/api/agent-retrieval"
OM = "/api/ontology-manager/v1/knowledge-networks"
OQ = "/api/ontology-query/v1/knowledge-networks"
GET = {"X-HTTP-Method-Override": "GET"}


@pytest.fixture(scope="module")
def http(served_clinic):
    with served_clinic.client() as client:
        yield client


def _error(response: httpx.Response, status: int) -> str:
    """The error's text; the payload is `KnxError.to_payload()` and never a traceback."""
    assert response.status_code == status, response.text
    payload = response.json()
    assert "Traceback" not in response.text
    assert payload.get("error") and isinstance(payload["error"], str)
    return response.text


# -- health, auth, docs ---------------------------------------------------------------------------
def test_health_is_open_and_everything_else_needs_the_token(served_clinic):
    assert httpx.get(f"{served_clinic.url}/healthz").json() == {"status": "ok"}
    ready = httpx.get(f"{served_clinic.url}/readyz").json()
    assert ready["status"] == "ready" and ready["networks"] >= 1
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "test-token"}):
        response = httpx.post(f"{served_clinic.url}{AR}/v1/kn/kn_search", json={"query": "x", "kn_id": KN}, headers=headers)
        assert "Authorization" in _error(response, 401)
        assert response.headers["www-authenticate"] == "Bearer"
    assert httpx.get(f"{served_clinic.url}/openapi.json").status_code == 401


def test_openapi_documents_the_kweaver_paths(http):
    spec = http.get("/openapi.json").json()
    for path in (f"{AR}/v1/kn/kn_search", f"{AR}/in/v1/kn/kn_search", f"{AR}/v1/kn/knowledge_network_retrieval",
                 OM, f"{OQ}/{{kn_id}}/object-types/{{ot_id}}", f"{OQ}/{{kn_id}}/subgraph"):
        assert path in spec["paths"], path
    body = spec["paths"][f"{AR}/v1/kn/kn_search"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert {"query", "kn_id", "retrieval_config"} <= set(body["properties"])
    assert http.get("/docs").status_code == 200


# -- agent-retrieval --------------------------------------------------------------------------------
@pytest.mark.parametrize("prefix", ["v1", "in/v1"])
def test_kn_search_over_http_equals_in_process(http, clinic_backend, prefix):
    body = {"query": QUESTION, "kn_id": KN, "retrieval_config": {"concept_retrieval": {"top_k": 3}}}
    reply = http.post(f"{AR}/{prefix}/kn/kn_search", json=body).json()
    local = kn_search(clinic_backend, body).to_wire()
    assert [r["concept_id"] for r in reply["relation_types"]] == [r["concept_id"] for r in local["relation_types"]]
    assert [(n["object_type_id"], n["instance_name"]) for n in reply["nodes"]] == \
        [(n["object_type_id"], n["instance_name"]) for n in local["nodes"]]
    assert reply["nodes"][0]["instance_name"] == "上气道梗阻"


@pytest.mark.parametrize("body, status, words", [
    ({"kn_id": KN}, 400, "query: required"),
    ({"query": QUESTION, "kn_id": KN, "retrieval_config": {"concept_retrieval": {"top_k": 0}}}, 400,
     "retrieval_config.concept_retrieval.top_k"),
    ({"query": QUESTION, "kn_id": KN, "bogus": 1}, 400, "bogus"),
    ({"query": QUESTION, "kn_id": "nowhere"}, 404, "nowhere"),
    ([1, 2], 400, "JSON object"),
])
def test_kn_search_errors_name_the_field(http, body, status, words):
    assert words in _error(http.post(f"{AR}/v1/kn/kn_search", json=body), status)


def test_bad_json_unknown_routes_and_methods(http):
    assert "not valid JSON" in _error(http.post(f"{AR}/v1/kn/kn_search", content=b"{bad"), 400)
    assert "no route" in _error(http.get("/api/nothing-here"), 404)
    _error(http.delete(f"{AR}/v1/kn/kn_search"), 405)


def test_body_size_limit(http):
    big = {"query": "x" * (2 * 1024 * 1024), "kn_id": KN}
    assert "limit" in _error(http.post(f"{AR}/v1/kn/kn_search", json=big), 413)

    def chunks():  # no Content-Length: the limit applies while the body streams in
        yield b'{"query": "'
        for _ in range(40):
            yield b"x" * 65536
        yield b'", "kn_id": "clinic"}'

    for path in (f"{AR}/v1/kn/kn_search", "/api/agent-retrieval/v1/mcp"):
        assert "limit" in _error(http.post(path, content=chunks()), 413)


def test_retrieval_session_is_shared_by_the_workers(served_clinic):
    """Step 1 stores the schema; step 2 on fresh connections (either worker) finds it every time."""
    session = f"s-{time.time_ns()}"
    step1 = {"query": QUESTION, "kn_ids": [KN], "session_id": session}
    headers = {**served_clinic.headers, "x-account-id": "alice"}
    reply = httpx.post(f"{served_clinic.url}{AR}/v1/kn/knowledge_network_retrieval", json=step1, headers=headers).json()
    assert "disease" in [o["concept_id"] for o in reply["object_types"]]
    for _ in range(8):  # new connection each time: the kernel hands them to both workers
        step2 = {**step1, "query": "上气道梗阻", "enable_keyword_context": True, "object_type_id": "disease"}
        response = httpx.post(f"{served_clinic.url}{AR}/in/v1/kn/knowledge_network_retrieval", json=step2, headers=headers)
        assert response.status_code == 200, response.text
        assert response.json()["keyword_context"]["instances"]
    # another owner does not see alice's session
    other = {**served_clinic.headers, "x-account-id": "bob"}
    step2 = {**step1, "query": "上气道梗阻", "enable_keyword_context": True, "object_type_id": "disease"}
    response = httpx.post(f"{served_clinic.url}{AR}/v1/kn/knowledge_network_retrieval", json=step2, headers=other)
    assert "Schema信息不存在" in _error(response, 400)


# -- ontology-manager ---------------------------------------------------------------------------
def test_network_list_detail_and_export(http, clinic_backend):
    listing = http.get(OM, params={"limit": 10}).json()
    (entry,) = [e for e in listing["entries"] if e["id"] == KN]
    assert entry["statistics"]["object_types_total"] == 3 and listing["total_count"] >= 1
    detail = http.get(f"{OM}/{KN}", params={"include_statistics": "true"}).json()
    assert detail["name"] == "小诊所" and detail["statistics"]["relation_types_total"] == 3
    exported = KnowledgeNetwork.from_export(http.get(f"{OM}/{KN}", params={"mode": "export"}).json())
    assert exported.model_dump() == clinic_backend.get_network(KN).model_dump()
    assert "nowhere" in _error(http.get(f"{OM}/nowhere"), 404)
    assert "mode" in _error(http.get(f"{OM}/{KN}", params={"mode": "raw"}), 400)


def test_type_listing_detail_and_search(http):
    object_types = http.get(f"{OM}/{KN}/object-types").json()
    assert [o["id"] for o in object_types["entries"]] == ["disease", "symptom", "department"]
    relations = http.get(f"{OM}/{KN}/relation-types/has_symptom,designated_to").json()["entries"]
    assert [r["source_object_type_id"] for r in relations] == ["disease", "disease"]
    assert "valid relation-types" in _error(http.get(f"{OM}/{KN}/relation-types/nope"), 404)
    assert [a["id"] for a in http.get(f"{OM}/{KN}/action-types").json()["entries"]] == ["notify"]
    hits = http.post(f"{OM}/{KN}/relation-types", headers=GET, json={
        "condition": {"operation": "or", "sub_conditions": [
            {"operation": "knn", "field": "*", "value": "分诊到哪个科室"},
            {"operation": "match", "field": "*", "value": "分诊到哪个科室"}]}, "limit": 3}).json()
    assert hits["entries"][0]["id"] == "designated_to" and hits["entries"][0]["_score"] > 0
    assert "condition" in _error(http.post(f"{OM}/{KN}/object-types", headers=GET, json={"limit": 3}), 400)


# -- ontology-query -------------------------------------------------------------------------------
def test_instances_with_the_method_override(http, clinic_backend):
    body = {"condition": {"operation": "==", "field": "disease_name", "value": "上气道梗阻", "value_from": "const"},
            "need_total": True, "limit": 5}
    for base in (OQ, "/api/ontology-query/in/v1/knowledge-networks"):
        reply = http.post(f"{base}/{KN}/object-types/disease", headers=GET, json=body).json()
        local = clinic_backend.query_instances(KN, "disease", body)
        assert reply["datas"] == local.datas and reply["total_count"] == 1
    typed = http.post(f"{OQ}/{KN}/object-types/disease", headers=GET, params={"include_type_info": "true"}, json=body).json()
    assert typed["object_type"]["id"] == "disease"


@pytest.mark.parametrize("path, body, headers, status, words", [
    (f"{OQ}/{KN}/object-types/nope", {}, GET, 404, "valid object types"),
    (f"{OQ}/nowhere/object-types/disease", {}, GET, 404, "nowhere"),
    (f"{OQ}/{KN}/object-types/disease", {"condition": {"operation": "==", "field": "colour", "value": "x"}}, GET, 400, "condition.field"),
    (f"{OQ}/{KN}/object-types/disease", {"limit": 0}, GET, 400, "limit"),
    (f"{OQ}/{KN}/object-types/disease", {}, {"X-HTTP-Method-Override": "DELETE"}, 400, "X-HTTP-Method-Override"),
    (f"{OQ}/{KN}/subgraph", {"relation_type_paths": []}, GET, 400, "relation_type_paths"),
    (f"{OQ}/{KN}/object-types/disease/properties", {"properties": ["age"]}, GET, 400, "_instance_identities"),
    (f"{OQ}/{KN}/object-types/disease/properties", {"_instance_identities": [{"disease_id": "d1"}], "properties": ["colour"]}, GET, 400, "properties[0]"),
])
def test_query_errors(http, path, body, headers, status, words):
    assert words in _error(http.post(path, headers=headers, json=body), status)


def test_subgraph_and_properties(http, clinic_backend):
    body = {"relation_type_paths": [{
        "object_types": [{"id": "disease", "condition": {"operation": "==", "field": "disease_name", "value": "上气道梗阻"}, "limit": 1},
                         {"id": "symptom", "limit": 10}],
        "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease", "target_object_type_id": "symptom"}]}]}
    reply = http.post(f"{OQ}/{KN}/subgraph", headers=GET, params={"query_type": "relation_path"}, json=body).json()
    local = clinic_backend.query_subgraph(KN, body).model_dump(mode="json", exclude_none=True)
    for entry in (*reply["entries"], *local["entries"]):
        entry.pop("overall_ms", None)  # timings differ
    assert reply == local and len(reply["entries"][0]["objects"]) == 5
    assert "query_type" in _error(http.post(f"{OQ}/{KN}/subgraph", params={"query_type": "source"}, json=body), 400)
    props = http.post(f"{OQ}/{KN}/object-types/disease/properties", headers=GET, json={
        "_instance_identities": [{"disease_id": "d1"}, {"disease_id": "d4"}], "properties": ["disease_name", "rate"]}).json()
    assert sorted((d["disease_id"], d["disease_name"], d["rate"]) for d in props["datas"]) == [("d1", "上气道梗阻", 0.9), ("d4", "感冒", 0.99)]


# -- tools over HTTP, the time limit --------------------------------------------------------------
def test_tools_route_lists_and_calls_every_tool(http):
    names = [t["name"] for t in http.get(f"{AR}/v1/tools").json()["tools"]]
    assert {"search_schema", "query_object_instance", "query_instance_subgraph", "get_logic_properties_values",
            "get_action_info", "kn_search", "knowledge_network_retrieval", "keyword_context"} <= set(names)
    reply = http.post(f"{AR}/v1/tools/search_schema", headers={"X-Kn-ID": KN}, json={"query": QUESTION}).json()
    assert "disease" in [o["concept_id"] for o in reply["object_types"]]
    info = http.post(f"{AR}/v1/tools/get_action_info", json={"kn_id": KN, "at_id": "notify"}).json()
    assert info["_dynamic_tools"][0]["object_type_id"] == "disease"
    assert "valid tools" in _error(http.post(f"{AR}/v1/tools/nope", json={}), 404)
    assert "ot_id" in _error(http.post(f"{AR}/v1/tools/query_object_instance", json={"kn_id": KN}), 400)
    # a tool whose handler returns a model (the agent tools) answers its JSON form, as over MCP
    stop = http.post(f"{AR}/v1/tools/stop", json={"reason": "sufficient"})
    assert stop.status_code == 200 and stop.json()["reason"] == "sufficient", stop.text
    assert "reason" in _error(http.post(f"{AR}/v1/tools/stop", json={"reason": "bored"}), 400)


def test_time_limit_answers_504(clinic_backend):
    """In process (the ASGI app with a backend that stalls): the limit answers, the worker thread is left."""
    from starlette.testclient import TestClient

    from core.serve.app import create_app
    from core.serve.context import ServeConfig

    class Slow:
        def __getattr__(self, name):
            return getattr(clinic_backend, name)

        def list_networks(self):
            time.sleep(1.5)
            return clinic_backend.list_networks()

    app = create_app(ServeConfig(request_timeout_s=0.3, demo=False), backend=Slow())
    with TestClient(app) as client:
        started = time.monotonic()
        response = client.get(OM)
        assert time.monotonic() - started < 1.2
        assert "no answer within 0.3 s" in _error(response, 504)


# -- the command line ------------------------------------------------------------------------------
@pytest.mark.parametrize("argv, words", [
    (["serve", "--host", "0.0.0.0"], "needs a token"),
    (["serve", "--workers", "0"], "workers"),
    (["serve", "--port", "70000"], "port"),
    (["serve", "--backend", "ftp://x"], "backend"),
    # a mistyped directory was created empty and served as a service without networks
    (["serve", "--networks-dir", "/nonexistent/networks"], "networks_dir (--networks-dir): '/nonexistent/networks' "
                                                           "is not a directory"),
    (["serve", "--timeout", "0"], "request_timeout_s (--timeout): 0 is out of range"),
    (["serve", "--timeout", "nan"], "request_timeout_s (--timeout): nan is not a finite number"),
    (["serve", "--timeout", "3601"], "request_timeout_s (--timeout): 3601 is out of range; "
                                     "valid: a number of seconds above 0 and at most 3600"),
    (["serve", "--max-body-bytes", "10"], "max_body_bytes (--max-body-bytes): 10 is out of range; valid: 1024 or more"),
])
def test_serve_rejects_bad_options_in_one_line(argv, words, capsys, monkeypatch):
    from core.cli import main

    monkeypatch.delenv("KNX_SERVE_TOKEN", raising=False)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err
    assert not Path("/nonexistent").exists()


BAD_BODIES = [None, [], "text", 123, {"condition": "x"}, {"limit": "many"}, {"query": {"a": 1}, "kn_id": KN},
              {"relation_type_paths": [{}]}, {"relation_type_paths": "x"}, {"condition": {"operation": "or"}},
              {"_instance_identities": "x", "properties": 1}, {"query": "", "kn_id": ""},
              {"condition": {"operation": "and", "sub_conditions": [{"operation": "and", "sub_conditions": []}]}},
              {"kn_ids": [None], "query": "x"}, {"query": "x", "kn_id": KN, "retrieval_config": []}]
BAD_IDS = ["..", "%2e%2e%2fetc", "a" * 300, "nul%00l", "clinic%3Binjected", "空"]


def test_user_input_never_gives_500(http):
    posts = [f"{AR}/v1/kn/kn_search", f"{AR}/v1/kn/knowledge_network_retrieval", f"{OQ}/{KN}/object-types/disease",
             f"{OQ}/{KN}/object-types/disease/properties", f"{OQ}/{KN}/subgraph", f"{OM}/{KN}/object-types",
             f"{AR}/v1/tools/search_schema", f"{AR}/v1/tools/query_instance_subgraph", f"{AR}/v1/tools/get_action_info"]
    for path in posts:
        for body in BAD_BODIES:
            response = http.post(path, headers=GET, content=json.dumps(body))
            assert response.status_code < 500, (path, body, response.status_code, response.text)
            if response.status_code >= 400:
                assert response.json()["error"]
    for bad in BAD_IDS:
        for path in (f"{OM}/{bad}", f"{OM}/{KN}/object-types/{bad}", f"{OM}/{bad}/relation-types"):
            assert http.get(path).status_code < 500, path
        for path in (f"{OQ}/{bad}/object-types/disease", f"{OQ}/{KN}/object-types/{bad}", f"{OQ}/{bad}/subgraph"):
            assert http.post(path, headers=GET, json={}).status_code < 500, path


# -- bodies too deep, paging, caps and shapes: 400s that say what was sent and what is valid -------
def _nested_condition(levels: int) -> dict:
    condition = {"operation": "in", "field": "disease_name", "value": ["感冒"]}
    for _ in range(levels):
        condition = {"operation": "and", "sub_conditions": [condition]}
    return condition


DEEP_POSTS = [f"{OQ}/{KN}/object-types/disease", f"{OQ}/{KN}/object-types/disease/properties", f"{OQ}/{KN}/subgraph",
              f"{OM}/{KN}/object-types", f"{AR}/v1/kn/kn_search", f"{AR}/v1/kn/knowledge_network_retrieval",
              f"{AR}/v1/tools/kn_search", f"{AR}/v1/tools/query_object_instance"]


@pytest.mark.parametrize("path", DEEP_POSTS)
def test_bodies_nested_too_deeply_are_refused(http, path):
    too_deep_to_parse = '{"condition":' + "[" * 1000 + "]" * 1000 + "}"  # past the JSON parser's recursion
    parsed_but_too_deep = json.dumps({"kn_id": KN, "ot_id": "disease", "query": "x", "condition": _nested_condition(80)})
    for body in (too_deep_to_parse, parsed_but_too_deep):
        text = _error(http.post(path, headers=GET, content=body), 400)
        assert "body: JSON nested too deeply" in text and "at most 128 levels" in text, text


def test_the_deepest_valid_body_still_gets_the_conditions_own_messages(http):
    deepest = {"relation_type_paths": [{
        "object_types": [{"id": "disease", "condition": _nested_condition(32), "limit": 1}, {"id": "symptom", "limit": 10}],
        "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease",
                            "target_object_type_id": "symptom"}]}]}
    reply = http.post(f"{OQ}/{KN}/subgraph", headers=GET, json=deepest)
    assert reply.status_code == 200 and reply.json()["entries"], reply.text
    too_deep = http.post(f"{OQ}/{KN}/object-types/disease", headers=GET, json={"condition": _nested_condition(40)})
    assert "nested deeper than 32 levels" in _error(too_deep, 400)


@pytest.mark.parametrize("kind", ["object-types", "relation-types", "action-types"])
@pytest.mark.parametrize("params, words", [
    ({"limit": -2}, "limit: -2 is out of range; valid: 1 to 1000, or -1 for all"),
    ({"offset": -5}, "offset: -5 is out of range; valid: 0 or more"),
    ({"limit": 0}, "limit: 0 is out of range"), ({"limit": 1001}, "limit: 1001 is out of range")])
def test_concept_listings_refuse_paging_out_of_range(http, kind, params, words):
    # a negative bound sliced from the end, and limit=0 answered nothing, all with 200
    assert words in _error(http.get(f"{OM}/{KN}/{kind}", params=params), 400)


def test_listings_read_limit_minus_one_as_all_and_filter_by_keyword(http):
    # KWeaver's convention, which kweaver-sdk's type listings use: limit=-1 is every entry
    every = http.get(f"{OM}/{KN}/object-types", params={"limit": -1}).json()
    assert [o["id"] for o in every["entries"]] == ["disease", "symptom", "department"] and every["total_count"] == 3
    assert [o["id"] for o in http.get(f"{OM}/{KN}/object-types", params={"limit": -1, "offset": 2}).json()["entries"]] \
        == ["department"]
    assert http.get(OM, params={"limit": -1}).json()["total_count"] >= 1
    found = http.get(f"{OM}/{KN}/relation-types", params={"limit": -1, "keyword": "symptom"}).json()
    assert [r["id"] for r in found["entries"]] == ["has_symptom"] and found["total_count"] == 1


def test_concept_listings_page(http):
    page = http.get(f"{OM}/{KN}/object-types", params={"offset": 1, "limit": 1}).json()
    assert [o["id"] for o in page["entries"]] == ["symptom"] and page["total_count"] == 3


def test_too_many_identities_are_named_not_the_condition_built_from_them(http):
    many = [{"disease_id": f"d{i}"} for i in range(1, 301)]
    route = http.post(f"{OQ}/{KN}/object-types/disease/properties", headers=GET,
                      json={"_instance_identities": many, "properties": ["rate"]})
    tool = http.post(f"{AR}/v1/tools/get_logic_properties_values", json={
        "kn_id": KN, "ot_id": "disease", "query": "治愈率", "_instance_identities": many * 2, "properties": ["rate"]})
    for response, count in ((route, 300), (tool, 600)):
        text = _error(response, 400)
        assert f"_instance_identities: {count} identities; at most 256 per call" in text, text
        assert "condition" not in text and "sub conditions" not in text
    at_the_cap = http.post(f"{OQ}/{KN}/object-types/disease/properties", headers=GET,
                           json={"_instance_identities": many[:256], "properties": ["rate"]})
    assert at_the_cap.status_code == 200, at_the_cap.text
    assert sorted(d["disease_id"] for d in at_the_cap.json()["datas"]) == ["d1", "d2", "d3", "d4", "d5", "d6"]


@pytest.mark.parametrize("path, body, words", [
    (f"{AR}/v1/tools/search_schema", {"kn_id": KN, "query": "q", "search_scope": ["bogus"]},
     "search_scope: must be a JSON object; valid keys: concept_groups, include_object_types"),
    (f"{OQ}/{KN}/object-types/disease", {"condition": [1]},
     "condition: must be a JSON object; valid keys: operation, field, value"),
    (f"{AR}/v1/tools/query_object_instance", {"kn_id": KN, "ot_id": "disease", "condition": [1]},
     "condition: must be a JSON object"),
])
def test_a_value_that_must_be_an_object_says_so(http, path, body, words):
    text = _error(http.post(path, headers=GET, json=body), 400)
    assert words in text and "instance of" not in text and "SearchScope" not in text, text


def test_openapi_documents_every_request_body(http):
    spec = http.get("/openapi.json").json()

    def body(path: str) -> dict:
        return spec["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]

    tools = {schema["title"]: schema for schema in body(f"{AR}/v1/tools/{{name}}")["anyOf"]}
    assert {"search_schema", "get_logic_properties_values", "kn_search", "kg_start", "stop"} <= set(tools)
    assert {"query", "kn_id", "search_scope"} <= set(tools["search_schema"]["properties"])
    assert tools["get_logic_properties_values"]["properties"]["_instance_identities"]["maxItems"] == 256
    assert {"condition", "query", "limit"} <= set(body(f"{OM}/{{kn_id}}/{{kind}}")["properties"])
    for base in (OQ, "/api/ontology-query/in/v1/knowledge-networks"):
        properties = body(f"{base}/{{kn_id}}/object-types/{{ot_id}}/properties")
        assert {"_instance_identities", "properties"} <= set(properties["properties"])
    undocumented = [path for path, operations in spec["paths"].items()
                    if "post" in operations and "requestBody" not in operations["post"]]
    assert not undocumented


def test_errors_name_no_server_path(tmp_path):
    """A damaged network file and an unknown KG, over HTTP and MCP: named by what they are, not where."""
    from conftest import build_clinic
    from serve_support import start_server, stop_server

    home, networks = tmp_path / "home", tmp_path / "networks"
    home.mkdir()
    networks.mkdir()
    build_clinic(networks / "clinic.sqlite")
    (networks / "broken.sqlite").write_bytes(b"not a network file " * 100)
    served = start_server(home, networks, token=None)
    try:
        with served.client() as client:
            damaged = _error(client.get(f"{OM}/broken"), 500)
            instances = _error(client.post(f"{OQ}/broken/object-types/disease", headers=GET, json={}), 500)
            no_kg = _error(client.post(f"{AR}/v1/tools/kg_start", json={"kg": "nope", "question": "q"}), 404)
        tool = _mcp_call(served, "query_object_instance", {"kn_id": "broken", "ot_id": "disease"})
    finally:
        stop_server(served.process)
    assert "network file of 'broken' is damaged" in damaged and "network file of 'broken'" in instances
    assert "no KG 'nope'" in no_kg and "imported KGs" in no_kg
    assert tool.is_error and "network file of 'broken' is damaged" in tool.content[0].text
    for text in (damaged, instances, no_kg, tool.content[0].text):
        assert str(tmp_path) not in text and "/networks" not in text and "/kgs" not in text, text


def _mcp_call(served, name: str, arguments: dict):
    import anyio
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    async def main():
        async with httpx2.AsyncClient(headers=served.headers, timeout=30) as client:
            async with Client(streamable_http_client(f"{served.url}{AR}/v1/mcp", http_client=client)) as mcp:
                return await mcp.call_tool(name, arguments)

    return anyio.run(main)


def test_mcp_arguments_nested_too_deeply_are_a_tool_error(served_clinic, http):
    result = _mcp_call(served_clinic, "query_object_instance",
                       {"kn_id": KN, "ot_id": "disease", "condition": _nested_condition(80)})
    assert result.is_error and "query_object_instance arguments: JSON nested too deeply" in result.content[0].text
    # past the JSON parser's recursion: the transport's parse error, not a 500
    body = '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "kn_search", "arguments": ' \
        + "[" * 1000 + "]" * 1000 + "}}"
    for session in ({}, {"Mcp-Session-Id": "any", "MCP-Protocol-Version": "2024-11-05"}):
        response = http.post(f"{AR}/v1/mcp", content=body, headers={
            "Accept": "application/json, text/event-stream", "Content-Type": "application/json", **session})
        assert response.status_code in (400, 404) and "Traceback" not in response.text, response.text


# -- a JSON true / false where a number is expected: refused, not read as 1 / 0 ---------------------
@pytest.mark.parametrize("path, body, words", [
    (f"{AR}/v1/kn/kn_search", {"kn_id": KN, "query": "感冒有什么症状", "retrieval_config": {"concept_retrieval": {"top_k": True}}},
     "retrieval_config.concept_retrieval.top_k: must be an integer, not true"),
    (f"{AR}/v1/tools/query_object_instance", {"kn_id": KN, "ot_id": "disease", "limit": True},
     "limit: must be an integer, not true"),
    (f"{OQ}/{KN}/object-types/disease", {"limit": False}, "limit: must be an integer, not false"),
    (f"{OM}/{KN}/object-types", {"query": "症状", "limit": True}, "limit: an integer from 1 to 10000"),
])
def test_a_boolean_is_not_taken_for_a_number(http, path, body, words):
    text = _error(http.post(path, headers=GET, json=body), 400)
    assert words in text, text
