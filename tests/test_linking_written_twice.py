"""Names a network records in an unusual shape: a name of a fragment's shape that holds edges of
its own keeps its match and its node's place."""

from __future__ import annotations

import pytest

from kn_search_support import build_backend, debug_search, linking_trace, network, object_type, relation, top_node


@pytest.fixture(scope="module")
def twice(tmp_path_factory):
    """A disease 并发性白内障 (a fragment's shape: it starts with 并) holds edges of its own next to
    the better-documented 白内障."""
    spec = network("twice", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
    ], [
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
    ])
    instances = {
        "disease": ["白内障", "并发性白内障", "糖尿病", "葡萄膜炎", "后发性白内障"],
        "symptom": [f"视物模糊{i}" for i in range(12)],
    }
    edges = {
        "has_complication": [("disease3", "disease1"), ("disease4", "disease2")],
        "has_symptom": [("disease1", f"symptom{s}") for s in range(1, 13)]
        + [("disease2", f"symptom{s}") for s in range(1, 5)],
    }
    return build_backend(tmp_path_factory.mktemp("twice"), spec, instances, edges)


def test_a_fragment_shaped_name_holding_edges_keeps_its_match_and_its_place(twice):
    # 并发性白内障 starts with the particle 并 (an extraction fragment's shape), but holds four
    # symptoms: it is a disease the network knows, not a leftover around 白内障
    response = debug_search(twice, "哪些病最后会并出并发性白内障来", "twice")
    trace = linking_trace(response)
    assert trace["yielded"] == []
    assert [m["mention"] for m in trace["mentions"]] == ["并发性白内障"]
    assert top_node(response) == ("并发性白内障", "disease")
    node = response.nodes[0]
    assert node.fragment_reasons  # still marked, but not ranked down below the names it was chosen over
    assert "fragment_factor" not in node.signals and node.score > max(n.score for n in response.nodes[1:])
