"""knowledge_network_retrieval as a tool: the two steps through kn_search's schema recall, the
design's error payloads exactly, owner isolation, and `knx retrieve`."""

from __future__ import annotations

import json

import pytest

from core.cli import main
from core.exceptions import InvalidRequestError, NotFoundError, SessionError
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval, knowledge_network_retrieval
from core.retrieval.sessions import SessionState

from retrieval_support import Wrapped, state_with_schema

QUESTION = "上气道梗阻有哪些症状"


def _call(backend, store, **params):
    return knowledge_network_retrieval(backend, store, **params)


# ----------------------------------------------------------------------------------------------
# Error payloads (keyword-context-recall 7.3, 7.4, 8.3)
# ----------------------------------------------------------------------------------------------
def test_missing_schema_payload_is_the_designs(clinic_backend):
    payload = _call(clinic_backend, InMemorySessionStore(), query="上气道梗阻", kn_ids=["clinic"],
                    session_id="session_123", enable_keyword_context=True)
    assert payload == {
        "error": "Schema信息不存在，请先调用enable_keyword_context=False召回schema",
        "message": "请先调用knowledge_network_retrieval工具，设置enable_keyword_context=False召回schema",
        "code": "session_error",
        "status_code": 400,
        "detail": {
            "message": "请先调用knowledge_network_retrieval工具，设置enable_keyword_context=False召回schema",
            "session_id": "session_123",
        },
    }


def test_session_without_schema_is_the_same_error(clinic_backend):
    store = InMemorySessionStore()
    store.put("default", "s1", SessionState(kn_ids=["clinic"]))
    payload = _call(clinic_backend, store, query="上气道梗阻", kn_ids=["clinic"], session_id="s1",
                    enable_keyword_context=True, object_type_id="disease")
    assert payload["error"].startswith("Schema信息不存在") and payload["detail"]["session_id"] == "s1"


def test_missing_object_type_payload_is_the_designs(clinic_backend):
    store = InMemorySessionStore()
    store.put("default", "session_123", state_with_schema(clinic_backend.get_network("clinic")))
    payload = _call(clinic_backend, store, query="张三", kn_ids=["clinic"], session_id="session_123",
                    enable_keyword_context=True)
    detail = "当enable_keyword_context=True时，object_type_id参数必须提供。因为即使用关键词，但是有很多对象类型，" \
        "你不知道这个关键词属于哪个对象类型。"
    assert payload == {
        "error": "object_type_id参数必须提供，用于指定关键词所属的对象类型",
        "message": f"{detail} (请提供object_type_id参数，例如：object_type_id='person')",
        "code": "invalid_request",
        "status_code": 400,
        "detail": {
            "message": "当enable_keyword_context=True时，object_type_id参数必须提供。因为即使用关键词，但是有很多对象类型，"
            "你不知道这个关键词属于哪个对象类型。",
            "suggestion": "请提供object_type_id参数，例如：object_type_id='person'",
        },
    }


def test_missing_session_id_payload(clinic_backend):
    payload = _call(clinic_backend, InMemorySessionStore(), query="上气道梗阻", kn_ids=["clinic"],
                    enable_keyword_context=True)  # no object_type_id either: the session comes first
    assert payload["error"] == "session_id参数必须提供，用于存储和检索schema信息"
    assert payload["status_code"] == 400
    assert set(payload) == {"error", "message", "code", "status_code", "detail"}
    assert payload["detail"]["message"] and "session_id=" in payload["detail"]["suggestion"]
    blank = _call(clinic_backend, InMemorySessionStore(), query="上气道梗阻", kn_ids=["clinic"], session_id="  ",
                  enable_keyword_context=True, object_type_id="disease")
    assert blank["error"] == payload["error"]


def test_object_type_unknown_or_outside_the_session_schema(clinic_backend):
    network = clinic_backend.get_network("clinic")
    store = InMemorySessionStore()
    store.put("default", "s1", state_with_schema(network, object_types=["disease", "symptom"],
                                                 relation_types=["has_symptom"]))
    tool = KnowledgeNetworkRetrieval(clinic_backend, store)
    base = {"query": "儿科", "kn_ids": ["clinic"], "session_id": "s1", "enable_keyword_context": True}
    with pytest.raises(NotFoundError) as unknown:
        tool.run({**base, "object_type_id": "person"})
    payload = unknown.value.to_payload()
    assert payload["status_code"] == 404 and "person" in payload["error"]
    assert "disease, symptom" in payload["detail"]["suggestion"]
    with pytest.raises(InvalidRequestError) as outside:
        tool.run({**base, "object_type_id": "department"})
    payload = outside.value.to_payload()
    assert payload["status_code"] == 400 and "department" in payload["error"]
    assert "disease, symptom" in payload["detail"]["suggestion"]


def test_keyword_call_on_another_network_than_the_schema(clinic_backend):
    store = InMemorySessionStore()
    store.put("default", "s1", state_with_schema(clinic_backend.get_network("clinic")))
    with pytest.raises(SessionError, match="clinic"):
        KnowledgeNetworkRetrieval(clinic_backend, store).run(
            {"query": "x", "kn_ids": ["other"], "session_id": "s1", "enable_keyword_context": True,
             "object_type_id": "disease"})


def test_bad_parameters_name_the_field(clinic_backend):
    store = InMemorySessionStore()
    payload = _call(clinic_backend, store, kn_ids=["clinic"])
    assert payload["status_code"] == 400 and payload["error"].startswith("query")
    payload = _call(clinic_backend, store, query="x", kn_ids=["clinic"], session="s1")
    assert "session" in payload["error"] and "session_id" in payload["error"]  # valid keys listed
    payload = _call(clinic_backend, store, query="x", kn_ids=[])
    assert payload["error"].startswith("kn_ids")
    payload = _call(clinic_backend, store, query="x", kn_ids=["nope"])
    assert payload["status_code"] == 404 and "clinic" in payload["detail"]["suggestion"]


# ----------------------------------------------------------------------------------------------
# The two steps
# ----------------------------------------------------------------------------------------------
def test_schema_recall_is_stored_then_used_by_keyword_calls(clinic_backend):
    store = InMemorySessionStore()
    counting = Wrapped(clinic_backend)
    tool = KnowledgeNetworkRetrieval(counting, store)
    schema = tool.run({"query": QUESTION, "kn_ids": ["clinic"], "session_id": "s1"})
    assert schema.keyword_context is None
    assert schema.relation_types[0].concept_id == "has_symptom"
    assert {"disease", "symptom"} <= {o.concept_id for o in schema.object_types}
    state = store.get("default", "s1")
    assert state.query == QUESTION and state.kn_ids == ["clinic"] and state.schema_version == 1
    assert state.schema.relation_type_ids == [r.concept_id for r in schema.relation_types]

    counting.instance_calls = counting.subgraph_calls = 0
    reply = tool.run({"query": "上气道梗阻", "kn_ids": ["clinic"], "session_id": "s1",
                      "enable_keyword_context": True, "object_type_id": "disease"})
    wire = reply.to_wire()
    assert set(wire) == {"keyword_context"}  # only the keyword context, no schema
    assert counting.calls <= 2
    names = {n["instance_name"] for n in wire["keyword_context"]["instances"][0]["neighbors"]}
    assert "呼吸困难" in names


def test_schema_recall_without_session_stores_nothing(clinic_backend):
    store = InMemorySessionStore()
    reply = _call(clinic_backend, store, query=QUESTION, kn_ids="clinic")
    assert reply["relation_types"] and reply["object_types"] and len(store) == 0


def test_recalling_again_keeps_dedup_unless_the_networks_change(clinic_backend):
    store = InMemorySessionStore()
    tool = KnowledgeNetworkRetrieval(clinic_backend, store)
    tool.run({"query": QUESTION, "kn_ids": ["clinic"], "session_id": "s1"})
    tool.run({"query": "上气道梗阻", "kn_ids": ["clinic"], "session_id": "s1", "enable_keyword_context": True,
              "object_type_id": "disease"})
    tool.run({"query": "感冒有哪些症状", "kn_ids": ["clinic"], "session_id": "s1"})
    state = store.get("default", "s1")
    assert state.schema_version == 2 and state.query == "感冒有哪些症状" and '["disease", "d1"]' in state.seen


def test_owners_are_isolated_through_the_tool(clinic_backend):
    store = InMemorySessionStore()
    _call(clinic_backend, store, owner="alice", query=QUESTION, kn_ids=["clinic"], session_id="s1")
    bob = _call(clinic_backend, store, owner="bob", query="上气道梗阻", kn_ids=["clinic"], session_id="s1",
                enable_keyword_context=True, object_type_id="disease")
    assert bob["status_code"] == 400 and bob["error"].startswith("Schema信息不存在")
    alice = _call(clinic_backend, store, owner="alice", query="上气道梗阻", kn_ids=["clinic"], session_id="s1",
                  enable_keyword_context=True, object_type_id="disease")
    assert alice["keyword_context"]["instances"][0]["instance_id"] == "disease-d1"


def test_schema_step_with_contextual_knowledge(clinic_backend):
    reply = _call(clinic_backend, InMemorySessionStore(), query="治愈率0.8以上的疾病有哪些症状",
                  kn_ids=["clinic"], session_id="s1", contextual_knowledge=True)
    knowledge = reply["contextual_knowledge"]
    assert knowledge["keyword_mappings"] == []
    patterns = {p["relation_type_id"]: p for p in knowledge["relation_patterns"]}
    assert patterns["has_symptom"]["relation_pattern"] == "many_to_many"
    assert {p["object_type_id"] for p in knowledge["object_type_primary_fields"]} >= {"disease", "symptom"}
    [rate] = [a for a in knowledge["attribute_formats"] if a["attribute"] == "rate"]
    assert rate["query_operation"] == ">=" and rate["query_value"] == 0.8 and rate["value_pattern"] == "float"


def test_compact_schema_reply(clinic_backend):
    reply = _call(clinic_backend, InMemorySessionStore(), query=QUESTION, kn_ids=["clinic"], compact=True)
    assert reply["object_types"][0] == ["id", "name", "score", "primary_keys", "display_key", "properties"]
    assert reply["relation_types"][1][0] == "has_symptom"
    disease = next(row for row in reply["object_types"][1:] if row[0] == "disease")
    name_prop = next(p for p in disease[5] if p[0] == "disease_name")
    assert name_prop[3] in reply["operations"] and "match" in reply["operations"][name_prop[3]]


# ----------------------------------------------------------------------------------------------
# knx retrieve
# ----------------------------------------------------------------------------------------------
@pytest.fixture()
def cli_home(monkeypatch, tmp_path):
    from retrieval_support import clinic_home

    home = clinic_home(tmp_path)
    monkeypatch.setenv("KNX_HOME", str(home))
    return home


def test_cli_keeps_the_session_between_invocations(cli_home, capsys):
    assert main(["retrieve", QUESTION, "--kn", "clinic", "--session", "s1", "--json"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["relation_types"][0]["concept_id"] == "has_symptom"
    assert main(["retrieve", "上气道梗阻", "--kn", "clinic", "--session", "s1", "--keyword",
                 "--object-type", "disease", "--json"]) == 0
    reply = json.loads(capsys.readouterr().out)
    assert reply["keyword_context"]["instances"][0]["instance_name"] == "上气道梗阻"
    assert main(["retrieve", "上气道梗阻", "--kn", "clinic", "--session", "s1", "--keyword",
                 "--object-type", "disease", "--compact"]) == 0
    compact = json.loads(capsys.readouterr().out)
    assert compact["keyword_context"]["seen"] == {"disease": {"d1": 1}}
    assert (cli_home / "sessions.sqlite").exists()
    assert main(["retrieve", "上气道梗阻", "--kn", "clinic", "--session", "s1", "--keyword",
                 "--object-type", "disease", "--contextual"]) == 0
    out = capsys.readouterr().out
    assert "Storage forms" in out and "上、下气道梗阻" in out


def test_cli_errors(cli_home, capsys):
    assert main(["retrieve", "上气道梗阻", "--kn", "clinic", "--session", "none", "--keyword",
                 "--object-type", "disease", "--json"]) == 2
    payload = json.loads(capsys.readouterr().out)
    assert payload["status_code"] == 400 and payload["detail"]["session_id"] == "none"
    assert main(["retrieve", "上气道梗阻", "--kn", "clinic", "--keyword"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "session_id参数必须提供" in err
    assert main(["retrieve", QUESTION, "--kn", "clinic", "--session", "s1"]) == 0
    capsys.readouterr()
    assert main(["retrieve", "x", "--kn", "clinic", "--session", "s1", "--keyword"]) == 2
    err = capsys.readouterr().err
    assert "object_type_id参数必须提供" in err and "object_type_id='person'" in err


def test_compact_contextual_knowledge(clinic_backend):
    store = InMemorySessionStore()
    _call(clinic_backend, store, query=QUESTION, kn_ids=["clinic"], session_id="s1")
    reply = _call(clinic_backend, store, query="上气道梗阻", kn_ids=["clinic"], session_id="s1",
                  enable_keyword_context=True, object_type_id="disease", contextual_knowledge=True, compact=True)
    knowledge = reply["contextual_knowledge"]
    header, requested = knowledge["keyword_mappings"][0], knowledge["keyword_mappings"][1]
    assert header[-1] == "storage_forms" and requested[1] == "disease"
    columns = knowledge["storage_form_columns"]
    forms = [dict(zip(columns, row)) for row in requested[-1]]
    assert forms[0] == {"form": "上气道梗阻", "match_type": "exact", "confidence": 1.0, "field": "disease_name",
                        "sample_id": "d1", "containment": None}
    assert {f["form"] for f in forms} >= {"气道梗阻", "上、下气道梗阻"}
    assert knowledge["relation_patterns"][0][0] == "relation_type_id"
