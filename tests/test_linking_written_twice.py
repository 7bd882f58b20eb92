"""Names a network records in an unusual shape or twice: a name of a fragment's shape that holds
edges of its own keeps its match and its node's place, and two records of one type naming each
other in alias properties are one instance written twice, whose standard record the naming
properties tell (`concept_retrieval.standard_record_of_written_twice`, on by default)."""

from __future__ import annotations

import pytest

from core.search.name_dictionary import GOES_BY, STANDARD_NAME, naming_roles
from core.search.service import kn_search
from ui.search_view import linking_decisions
from kn_search_support import DRUG_NAMING, build_backend, drug, debug_search, linking_trace, network, object_type, relation, top_node

NAMING = [*DRUG_NAMING, {"name": "other_name", "display_name": "别名", "type": "varchar"}]


@pytest.fixture(scope="module")
def twice(tmp_path_factory):
    """葛根素滴眼液 and its trade-name record 达靓 name each other; 卡维地洛片 is a generic name other
    records give, though one record (瑞欣乐) holds it as a trade name; 甲乙 and 乙甲 name each other in
    a property saying neither; 乌鸡白凤丸 and 乌鸡白风丸 name each other as trade and generic name, one
    character apart; 葛根素滴眼液 also has the alias record 达靓 (drug_has_alias); a disease 并发性白内障 (a fragment's shape: it starts with 并) holds
    edges of its own next to the better-documented 白内障."""
    spec = network("twice", [
        object_type("drugs", "药品", NAMING),
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("alias", "别名"),
    ], [
        relation("has_adverse_reaction", "不良反应", "drugs", "symptom", "药物可能引起的不良反应"),
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
        relation("drug_has_alias", "药物别名", "drugs", "alias", "药物的别名"),
    ])
    instances = {
        "drugs": [
            drug(1, "葛根素滴眼液", trade="达靓"), drug(2, "达靓", generic="葛根素滴眼液"),
            drug(3, "卡维地洛片", generic="瑞欣乐"), drug(4, "瑞欣乐", trade="卡维地洛片"),
            drug(5, "络德", generic="卡维地洛片"),
            drug(6, "甲乙滴丸", other_name="乙甲滴丸"), drug(7, "乙甲滴丸", other_name="甲乙滴丸"),
            drug(8, "乌鸡白凤丸", generic="乌鸡白风丸"), drug(9, "乌鸡白风丸", trade="乌鸡白凤丸"),
        ],
        "alias": ["达靓"],
        "disease": ["白内障", "并发性白内障", "糖尿病", "葡萄膜炎", "后发性白内障"],
        "symptom": [f"视物模糊{i}" for i in range(12)],
    }
    edges = {
        "has_adverse_reaction": [(f"drugs{d}", f"symptom{s}") for d in range(1, 10) for s in range(1, 3)],
        "drug_has_alias": [("drugs1", "alias1")],
        "has_complication": [("disease3", "disease1"), ("disease4", "disease2")],
        "has_symptom": [("disease1", f"symptom{s}") for s in range(1, 13)]
        + [("disease2", f"symptom{s}") for s in range(1, 5)],
    }
    return build_backend(tmp_path_factory.mktemp("twice"), spec, instances, edges)


def standard_search(backend, question: str):
    return kn_search(backend, {"query": question, "kn_id": "twice", "debug": True, "retrieval_config": {
        "concept_retrieval": {"standard_record_of_written_twice": True}}})


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


def test_naming_roles_read_the_properties_labels(twice):
    drugs = twice.get_network("twice").object_type("drugs")
    assert naming_roles(drugs) == {"generic_name": STANDARD_NAME, "trade_name": GOES_BY}


def test_a_trade_name_record_written_twice_gives_its_mention_to_the_standard_record(twice):
    response = standard_search(twice, "达靓用了有什么不良反应")
    assert top_node(response) == ("葛根素滴眼液", "drugs")
    resolved = linking_trace(response)["resolved"][0]
    assert resolved["written_twice"] == [{"record": "达靓", "standard": "葛根素滴眼液",
                                          "properties": ["generic_name", "trade_name"], "taken": True}]
    assert linking_decisions(response) == [
        "“达靓” → 葛根素滴眼液, not the record 达靓: the two records name each other (generic_name, trade_name), "
        "one instance written twice, and the naming properties say 葛根素滴眼液 is the standard one"]
    # the standard record's own name is not written twice
    assert top_node(standard_search(twice, "葛根素滴眼液用了有什么不良反应")) == ("葛根素滴眼液", "drugs")
    # on by default; off: the record of the mention's name
    assert top_node(debug_search(twice, "达靓用了有什么不良反应", "twice")) == ("葛根素滴眼液", "drugs")
    off = kn_search(twice, {"query": "达靓用了有什么不良反应", "kn_id": "twice", "retrieval_config": {
        "concept_retrieval": {"standard_record_of_written_twice": False}}})
    assert top_node(off) == ("达靓", "drugs")


def test_the_standard_record_reached_over_an_alias_relation_too_is_followed_over_it(twice):
    # 达靓 leads to 葛根素滴眼液 by its trade_name property and by drug_has_alias: the entity says the
    # alias relation, whose alias record is what a question about the name asks for
    entity = linking_trace(standard_search(twice, "达靓用了有什么不良反应"))["entities"][0]
    assert (entity["instance_name"], entity["via"]) == ("葛根素滴眼液", "alias_relation:drug_has_alias")
    response = standard_search(twice, "达靓是哪个药的别名")
    assert top_node(response) == ("达靓", "alias")


def test_names_one_character_apart_are_one_name_spelled_two_ways_not_a_trade_name(twice):
    response = standard_search(twice, "乌鸡白凤丸用了有什么不良反应")
    assert top_node(response) == ("乌鸡白凤丸", "drugs")
    assert "written_twice" not in linking_trace(response)["resolved"][0]


def test_a_mention_other_records_give_as_their_standard_name_stays_with_its_record(twice):
    # 瑞欣乐 lists 卡维地洛片 as its trade name and 卡维地洛片 lists 瑞欣乐 as its generic name (the
    # pair the wrong way round), but 络德 gives 卡维地洛片 as its generic name: it is one
    response = standard_search(twice, "卡维地洛片用了有什么不良反应")
    assert top_node(response) == ("卡维地洛片", "drugs")
    assert "written_twice" not in linking_trace(response)["resolved"][0]


def test_records_naming_each_other_in_a_property_saying_neither_stay_apart(twice):
    response = standard_search(twice, "甲乙滴丸用了有什么不良反应")
    assert top_node(response) == ("甲乙滴丸", "drugs")
    assert "written_twice" not in linking_trace(response)["resolved"][0]
