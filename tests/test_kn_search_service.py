"""kn_search as a whole: validation, config merge, timing and trace, the CLI, the demo network."""

from __future__ import annotations

import json

import pytest

from core.backends.sqlite import SqliteBackend
from core.cli import main
from core.exceptions import ConfigError, InvalidRequestError, NotFoundError
from core.home import networks_dir
from core.search.config import RetrievalConfig
from core.search.models import KnSearchRequest
from core.search.service import KnSearch, kn_search
from kn_search_support import KeywordReranker

QUESTION = "上气道梗阻有哪些症状"


# ----------------------------------------------------------------------------------------------
# Validation and config
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "error", "message"),
    [
        ({"query": QUESTION, "kn_id": "clinic", "retrieval_config": {"concept_retrieval": {"topk": 3}}},
         ConfigError, "retrieval_config.concept_retrieval.topk: unknown key"),
        ({"query": QUESTION, "kn_id": "clinic", "retrieval_config": {"semantic": {}}},
         ConfigError, "retrieval_config.semantic: unknown key"),
        ({"query": QUESTION, "kn_id": "clinic", "retrieval_config": {"concept_retrieval": {"top_k": 0}}},
         ConfigError, "retrieval_config.concept_retrieval.top_k: 0 is out of range; valid: 1 to 1000"),
        ({"query": QUESTION, "kn_id": "clinic",
          "retrieval_config": {"semantic_instance_retrieval": {"global_final_score_ratio": 1.5}}},
         ConfigError, "retrieval_config.semantic_instance_retrieval.global_final_score_ratio: 1.5 is out of range"),
        ({"query": QUESTION, "kn_id": "clinic", "retrieval_config": {"property_filter": "all"}},
         ConfigError, "retrieval_config.property_filter: expected an object"),
        ({"query": QUESTION, "kn_id": "clinic", "top_k": 3}, InvalidRequestError, "top_k: unknown key"),
        ({"kn_id": "clinic"}, InvalidRequestError, "query: required"),
        ({"query": "   ", "kn_id": "clinic"}, InvalidRequestError, "query must not be blank"),
        ("a question", InvalidRequestError, "JSON object"),
    ],
)
def test_invalid_requests_name_the_path(clinic_backend, body, error, message):
    with pytest.raises(error) as info:
        kn_search(clinic_backend, body)
    assert message in str(info.value)


def test_unknown_network_is_not_found(clinic_backend):
    with pytest.raises(NotFoundError, match="nowhere"):
        kn_search(clinic_backend, {"query": QUESTION, "kn_id": "nowhere"})


def test_partial_config_deep_merges_over_defaults(clinic_backend):
    request = KnSearchRequest.model_validate(
        {"query": QUESTION, "kn_id": "clinic", "retrieval_config": {"concept_retrieval": {"top_k": 1}}}
    )
    config = request.config
    assert config.concept_retrieval.top_k == 1
    assert config.concept_retrieval.coarse_relation_limit == 300
    assert config.semantic_instance_retrieval == RetrievalConfig().semantic_instance_retrieval
    response = kn_search(clinic_backend, request)
    assert len(response.relation_types) == 1


def test_request_object_and_dict_give_the_same_answer(clinic_backend):
    body = {"query": QUESTION, "kn_id": "clinic"}
    a = kn_search(clinic_backend, body).to_wire()
    b = KnSearch(clinic_backend).search(KnSearchRequest.model_validate(body)).to_wire()
    a.pop("timing"), b.pop("timing")
    assert a == b


# ----------------------------------------------------------------------------------------------
# Timing, trace, wire format
# ----------------------------------------------------------------------------------------------
def test_timing_is_always_there_and_trace_only_with_debug(clinic_backend):
    response = kn_search(clinic_backend, {"query": QUESTION, "kn_id": "clinic"})
    assert response.trace is None
    for stage in ("network_ms", "coarse_recall_ms", "rerank_ms", "object_selection_ms", "schema_output_ms",
                  "instance_recall_ms", "total_ms"):
        assert response.timing[stage] >= 0
    schema_only = kn_search(clinic_backend, {"query": QUESTION, "kn_id": "clinic", "only_schema": True})
    assert "instance_recall_ms" not in schema_only.timing


def test_debug_trace_covers_every_stage(clinic_backend):
    response = kn_search(clinic_backend, {"query": QUESTION, "kn_id": "clinic", "debug": True})
    trace = response.trace
    assert set(trace["concepts"]) >= {"coarse_recall", "rerank", "object_selection", "property_pruning"}
    assert trace["concepts"]["coarse_recall"]["engaged"] is False
    assert trace["concepts"]["rerank"]["documents"][0]["relation_type_id"] == "has_symptom"
    assert [a["rule"] for a in trace["concepts"]["object_selection"]["added"]] == ["relation_endpoint"] * 3
    disease = next(t for t in trace["instances"]["per_type"] if t["object_type_id"] == "disease")
    assert disease["after_min_direct_relevance"]["threshold"] == 0.3
    assert trace["instances"]["global_filter"]["ratio"] == 0.25
    assert trace["config"] == RetrievalConfig().to_dict()
    assert trace["timing"] == response.timing


def test_wire_format_keeps_upstream_fields(clinic_backend):
    wire = kn_search(clinic_backend, {"query": QUESTION, "kn_id": "clinic"}).to_wire()
    assert set(wire) >= {"object_types", "relation_types", "action_types", "nodes", "ranker", "timing"}
    rel = wire["relation_types"][0]
    assert {"concept_type", "concept_id", "concept_name", "source_object_type_id", "target_object_type_id"} <= set(rel)
    node = wire["nodes"][0]
    assert {"object_type_id", "object_type_name", "instance_name", "unique_identities", "properties", "score"} <= set(node)
    json.dumps(wire, ensure_ascii=False)


# ----------------------------------------------------------------------------------------------
# CLI
# ----------------------------------------------------------------------------------------------
@pytest.fixture()
def clinic_home(clinic_backend, tmp_path, monkeypatch):
    """A KNX_HOME of this test's own holding the clinic network, where `knx` looks."""
    monkeypatch.setenv("KNX_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("COLUMNS", "240")  # wide enough that table cells are not folded
    target = networks_dir() / "clinic.sqlite"
    target.write_bytes((clinic_backend.directory / "clinic.sqlite").read_bytes())
    return target


def test_cli_json_output(clinic_home, capsys):
    assert main(["search", QUESTION, "--kn", "clinic", "--json", "--debug"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["relation_types"][0]["concept_id"] == "has_symptom"
    assert out["nodes"][0]["instance_name"] == "上气道梗阻"
    assert "trace" in out and "p50_ms" not in out["timing"]


def test_cli_tables(clinic_home, capsys):
    assert main(["search", QUESTION, "--kn", "clinic"]) == 0
    out = capsys.readouterr().out
    assert "ranker: intent(bm25)" in out and "Relation types" in out and "has_symptom" in out
    assert "上气道梗阻" in out and "timing (ms)" in out


def test_cli_options_map_to_the_request(clinic_home, capsys):
    args = ["search", QUESTION, "--kn", "clinic", "--json", "--only-schema", "--no-rerank",
            "--config", '{"concept_retrieval": {"top_k": 2}}']
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert "nodes" not in out and out["ranker"]["name"] == "order"
    assert [r["concept_id"] for r in out["relation_types"]] == ["has_symptom", "designated_to"]


def test_cli_config_from_file(clinic_home, capsys, tmp_path):
    path = tmp_path / "preset.json"
    path.write_text(RetrievalConfig.from_dict({"concept_retrieval": {"top_k": 1}}).to_json(), encoding="utf-8")
    assert main(["search", QUESTION, "--kn", "clinic", "--json", "--only-schema", "--config", f"@{path}"]) == 0
    assert len(json.loads(capsys.readouterr().out)["relation_types"]) == 1


def test_cli_repeat_adds_percentiles(clinic_home, capsys):
    assert main(["search", QUESTION, "--kn", "clinic", "--json", "--repeat", "4"]) == 0
    timing = json.loads(capsys.readouterr().out)["timing"]
    assert timing["runs"] == 4 and 0 < timing["p50_ms"] <= timing["p95_ms"]


@pytest.mark.parametrize(
    ("config", "message"),
    [('{"concept_retrieval": {"top_k": -1}}', "retrieval_config.concept_retrieval.top_k: -1 is out of range"),
     ('{"concept_retrieval": {"nope": 1}}', "retrieval_config.concept_retrieval.nope: unknown key"),
     ("[1, 2]", "retrieval_config: expected a JSON object"),
     ("{not json", "--config: not valid JSON")],
)
def test_cli_bad_config_exits_2_with_one_line(clinic_home, capsys, config, message):
    assert main(["search", QUESTION, "--kn", "clinic", "--config", config]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


# ----------------------------------------------------------------------------------------------
# The demo network
# ----------------------------------------------------------------------------------------------
@pytest.mark.slow
def test_medical_question_ranks_has_symptom_first_and_the_disease_on_top(medical_backend: SqliteBackend):
    response = kn_search(medical_backend, {"query": QUESTION, "kn_id": "medical"})
    assert response.ranker.name == "intent(bm25)" and not response.ranker.fallback_used
    assert response.relation_types[0].concept_id == "has_symptom"
    top = response.nodes[0]
    assert (top.object_type_id, top.instance_name) == ("disease", "上气道梗阻")
    assert top.score_source == "linked_name" and top.linked_mention == "上气道梗阻"
    assert {"disease", "symptom"} <= {o.concept_id for o in response.object_types}


@pytest.mark.slow
def test_medical_only_schema_and_rule_fallback(medical_backend: SqliteBackend):
    class Down(KeywordReranker):
        def rerank(self, query, documents):
            raise RuntimeError("connection reset")

    response = kn_search(medical_backend, {"query": "并发症", "kn_id": "medical", "only_schema": True},
                         reranker=Down({}))
    assert response.nodes is None and response.ranker.fallback_used
    assert response.relation_types[0].concept_id == "has_complication"
