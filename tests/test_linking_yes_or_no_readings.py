"""Readings the ninth everyday set asked for: the other record of a name that the asked relation's
edge joins to a candidate answer, a time word made indefinite by an A-not-A verb before it, and an
alias asked as a kind whose noun its type's name holds."""

from __future__ import annotations

import pytest

from core.search.question_form import read_question
from kn_search_support import build_backend, debug_search, linking_trace, network, object_type, relation, top_node


@pytest.fixture(scope="module")
def confirm(tmp_path_factory):
    """白内障 a disease record of its own (symptoms, treatments: more edges) and an alias of 晶状体病,
    the record that holds the complication 青光眼; 心动过速 and 晕厥 two diseases, the first listing
    the second among its symptoms and complications."""
    spec = network("confirm", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("therapy", "治疗方法"),
        object_type("alias", "别名"),
    ], [
        relation("has_complication", "并发症", "disease", "disease", "疾病可能引起的并发症"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
        relation("treated_with", "治疗方法", "disease", "therapy", "疾病的治疗方法"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
    ])
    instances = {
        "disease": ["白内障", "晶状体病", "青光眼", "心动过速", "晕厥"],
        "symptom": ["视物模糊", "眼痛", "心慌", "晕厥", "头痛", "畏光"],
        "therapy": ["手术", "滴眼液"],
        "alias": ["白内障"],
    }
    edges = {
        "has_complication": [("disease2", "disease3"), ("disease4", "disease5")],
        "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2"), ("disease1", "symptom5"),
                        ("disease1", "symptom6"), ("disease2", "symptom1"), ("disease3", "symptom2"),
                        ("disease3", "symptom5"), ("disease4", "symptom3"), ("disease4", "symptom4"),
                        ("disease5", "symptom5")],
        "treated_with": [("disease1", "therapy1"), ("disease1", "therapy2"), ("disease3", "therapy2")],
        "has_alias": [("disease2", "alias1")],
    }
    return build_backend(tmp_path_factory.mktemp("confirm"), spec, instances, edges)


def test_the_name_goes_to_its_other_record_when_the_asked_edge_joins_that_one_to_the_candidate(confirm):
    # the record 白内障 holds more edges but no complication; 晶状体病, whose alias it is, has 青光眼
    # as one: the question asks whether that edge holds, so it is about 晶状体病
    response = debug_search(confirm, "白内障一直拖着不管，后面会不会出现并发症青光眼", "confirm")
    assert response.relation_types[0].concept_id == "has_complication"
    settled = linking_trace(response)["alias_twins"]
    assert settled[0]["from"] == "白内障" and settled[0]["to"] == "晶状体病"
    assert settled[0]["joined_to_named"] is True and settled[0]["edges"][0] == 0
    assert top_node(response) == ("晶状体病", "disease")


def test_the_record_of_the_name_stays_when_no_asked_edge_joins_the_other_record_to_a_named_one(confirm):
    # symptoms are asked, which the record 白内障 holds: nothing moves it
    response = debug_search(confirm, "白内障会不会有视物模糊的症状", "confirm")
    assert "alias_twins" not in linking_trace(response)
    assert top_node(response) == ("白内障", "disease")


def test_a_time_word_after_an_a_not_a_verb_is_indefinite():
    net = _network()
    form = read_question("心动过速老是犯，会不会哪天晕厥过去", net)
    assert form.yes_or_no and form.question_words == () and form.clause is None
    # without the A-not-A verb the time word asks
    asked = read_question("心动过速老是犯，哪天会晕厥", net)
    assert not asked.yes_or_no and asked.question_words
    # another clause's A-not-A verb does not reach it
    other = read_question("会不会是心动过速，哪天晕厥的", net)
    assert other.question_words


def test_an_indefinite_time_word_leaves_the_first_named_the_subject(confirm):
    response = debug_search(confirm, "心动过速老是犯，会不会哪天晕厥过去", "confirm")
    subject = linking_trace(response)["subject"]
    assert subject["question_form"]["yes_or_no"] is True
    assert subject["mention"] == "心动过速"
    assert top_node(response) == ("心动过速", "disease")


def _network():
    from core.models.network import KnowledgeNetwork
    return KnowledgeNetwork.model_validate(network("forms", [object_type("disease", "疾病")]))


@pytest.fixture(scope="module")
def materials(tmp_path_factory):
    """A medicinal material 黄参 with the alias 毛草, drugs beside it (药 of 啥药 names 药物)."""
    spec = network("materials", [
        object_type("medicinal_material", "中药材"),
        object_type("drugs", "药物"),
        object_type("disease", "疾病"),
        object_type("alias", "别名"),
    ], [
        relation("material_has_alias", "别名", "medicinal_material", "alias", "中药材的别名"),
        relation("mainly_treats", "主治", "medicinal_material", "disease", "中药材主治的疾病"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物的适应症"),
    ])
    instances = {
        "medicinal_material": ["黄参", "白术"],
        "drugs": ["参苓片"],
        "disease": ["咳嗽", "腹泻"],
        "alias": ["毛草"],
    }
    edges = {
        "material_has_alias": [("medicinal_material1", "alias1")],
        "mainly_treats": [("medicinal_material1", "disease1"), ("medicinal_material1", "disease2"),
                          ("medicinal_material2", "disease2")],
        "indicated_for": [("drugs1", "disease1")],
    }
    return build_backend(tmp_path_factory.mktemp("materials"), spec, instances, edges)


def test_an_alias_asked_as_a_kind_of_drug_is_the_alias_record_when_its_type_holds_the_noun(materials):
    # 药 names 药物, and 中药材 holds it: an alias question asks what the alias 毛草 is
    response = debug_search(materials, "毛草是个别名吧，指的是啥药", "materials")
    assert response.relation_types[0].concept_id == "material_has_alias"
    assert top_node(response) == ("毛草", "alias")


def test_an_alias_asked_a_relation_stays_with_the_record_it_names(materials):
    response = debug_search(materials, "毛草主治哪些病", "materials")
    assert top_node(response) == ("黄参", "medicinal_material")
