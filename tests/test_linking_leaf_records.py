"""A leaf record - an extraction's leftover, whose name in the question gives way to a credible name
it starts with or overlaps - has at most one weighted edge and at most three edges at either end, each counted once
(`linking.is_leaf`, `concept_retrieval.leaf_by_edges`, on by default). The degree weighs incoming
edges a tenth and is no measure of it: a department a dozen diseases are triaged to has a one-edge
record's degree."""

from __future__ import annotations

import pytest

from core.search.service import kn_search
from ui.search_view import linking_decisions
from kn_search_support import build_backend, linking_trace, network, object_type, relation, top_node

DISEASES = 40


@pytest.fixture(scope="module")
def triage(tmp_path_factory):
    """The department 小儿 has 30 diseases triaged to it (credible); 小儿外科 has 12 (degree 1, twelve
    edges); 小儿内科 three (a leaf)."""
    spec = network("triage", [object_type("disease", "疾病"), object_type("department", "科室")], [
        relation("designated_to", "分诊科室", "disease", "department", "疾病的分诊科室"),
    ])
    instances = {"disease": [f"病种{i:02d}" for i in range(DISEASES)], "department": ["小儿", "小儿外科", "小儿内科"]}
    edges = {"designated_to": [(f"disease{d}", "department1") for d in range(1, 31)]
             + [(f"disease{d}", "department2") for d in range(1, 13)] + [(f"disease{d}", "department3") for d in range(38, 41)]}
    return build_backend(tmp_path_factory.mktemp("triage"), spec, instances, edges)


def search(backend, question: str, leaf_by_edges: bool = True):
    return kn_search(backend, {"query": question, "kn_id": "triage", "debug": True, "retrieval_config": {
        "concept_retrieval": {"leaf_by_edges": leaf_by_edges}}})


def test_a_value_many_records_point_at_is_no_leaf(triage):
    response = search(triage, "小儿外科是哪些疾病的分诊科室")
    trace = linking_trace(response)
    assert trace["yielded"] == []
    assert top_node(response) == ("小儿外科", "department")
    assert trace["kept_not_leaf"] == [{"form": "小儿外科", "not_to": "小儿", "edges": 12}]
    assert any("“小儿外科” kept its match over “小儿”: its record holds 12 edges" in line
               for line in linking_decisions(response))


def test_by_the_weighted_degree_the_value_gives_way(triage):
    response = search(triage, "小儿外科是哪些疾病的分诊科室", leaf_by_edges=False)
    assert linking_trace(response)["yielded"] == [{"form": "小儿外科", "to": "小儿"}]
    assert top_node(response) == ("小儿", "department")


def test_a_record_three_others_point_at_still_gives_way(triage):
    response = search(triage, "小儿内科是哪些疾病的分诊科室")
    trace = linking_trace(response)
    assert trace["yielded"] == [{"form": "小儿内科", "to": "小儿"}]
    assert "kept_not_leaf" not in trace
    assert top_node(response) == ("小儿", "department")
