"""Contextual knowledge beyond storage forms: categorical values in their stored form (男性 ->
male), relation patterns around the keyword, and the question's relation words."""

from __future__ import annotations

import pytest

from core.retrieval import contextual
from core.retrieval.contextual import (
    keyword_relation_patterns,
    relation_word_mappings,
    value_mappings,
)

from retrieval_support import build_network, object_type, prop

NUM_OPS = ["==", "!=", ">", ">=", "<", "<=", "in", "not_in", "range", "exist", "not_exist"]


@pytest.fixture(scope="module")
def people(tmp_path_factory):
    definition = {
        "id": "people", "name": "人员",
        "object_types": [
            object_type("person", [prop("person_id"), prop("person_name", display="姓名"),
                                   prop("p_gender", display="性别"), prop("age", "int", NUM_OPS, display="年龄"),
                                   prop("rx", display="处方类别")], name="人员"),
        ],
        "relation_types": [],
    }
    rows = [{"person_id": f"p{i}", "person_name": f"人{i}", "p_gender": "male" if i % 2 else "female",
             "age": 20 + i, "rx": "非处方药" if i % 3 else "处方药"} for i in range(12)]
    backend = build_network(tmp_path_factory.mktemp("people"), definition, {"person": rows}, {})
    contextual.clear_cache()
    return backend, backend.get_network("people")


def test_categories_are_given_in_their_stored_form(people):
    backend, network = people
    errors: list[str] = []
    [gender] = value_mappings(backend, network, "年龄大于30岁的男性", network.object_types, errors)
    assert errors == []
    assert (gender.attribute, gender.mention, gender.query_value) == ("p_gender", "男性", "male")
    assert gender.value_pattern == "category" and set(gender.value_samples) == {"male", "female"}
    # the seed's scenario through the tool's schema step: the age as a number, the sex as stored
    knowledge = contextual.for_schema(backend, network, "年龄大于30岁的男性", network.object_types, [])
    formats = {f.attribute: f for f in knowledge.attribute_formats}
    assert formats["age"].query_value == 30 and formats["age"].query_operation == ">"
    assert formats["p_gender"].query_value == "male"


def test_a_negated_value_is_not_its_positive(people):
    backend, network = people
    found = value_mappings(backend, network, "哪些人用非处方药", network.object_types, [])
    assert [(f.attribute, f.query_value) for f in found] == [("rx", "非处方药")]
    found = value_mappings(backend, network, "哪些人用处方药", network.object_types, [])
    assert [(f.attribute, f.query_value) for f in found] == [("rx", "处方药")]
    assert value_mappings(backend, network, "什么人最多", network.object_types, []) == []


def test_relation_patterns_around_the_keyword(clinic_backend):
    network = clinic_backend.get_network("clinic")
    disease = network.object_type("disease")
    found = keyword_relation_patterns(clinic_backend, network, disease, "气道梗阻", network.relation_types, [])
    by_hop = {(p.relation_type_id, p.direction): p for p in found}
    symptoms = by_hop[("has_symptom", "outgoing")]
    # the stored forms holding the keyword, and what they lead to
    assert set(symptoms.matched_values) <= {"上气道梗阻", "上、下气道梗阻", "气道梗阻"}
    assert "上气道梗阻" in symptoms.matched_values and "呼吸困难" in symptoms.typical_neighbour_values
    assert symptoms.keyword_field == "disease_name" and symptoms.neighbour_field == "symptom_name"
    # 肺炎 -has_complication-> 上气道梗阻: the keyword's form is the target there
    assert by_hop[("has_complication", "incoming")].typical_neighbour_values == ["肺炎"]


def test_relation_words_of_the_question(clinic_backend):
    network = clinic_backend.get_network("clinic")
    first, *_ = relation_word_mappings("上气道梗阻有哪些症状", network, network.relation_types)
    assert (first.relation_type_id, first.words, first.matched_on) == ("has_symptom", "症状", "name")
    # a single character asked for with an interrogative names the department relation
    mappings = relation_word_mappings("肺炎挂什么科", network, network.relation_types)
    assert mappings and mappings[0].relation_type_id == "designated_to" and "科" in mappings[0].words
    # filler alone never maps
    assert relation_word_mappings("有什么", network, network.relation_types) == []


def test_primary_field_samples_do_not_depend_on_what_was_walked_before(clinic_backend):
    """The same call returns the same samples in a process that measured relation patterns first
    (whose walks fetch instances of the same object types) as in a fresh one."""
    from core.retrieval.contextual import primary_fields, relation_patterns

    network = clinic_backend.get_network("clinic")
    types = network.object_types
    contextual.clear_cache()
    fresh = [p.model_dump() for p in primary_fields(clinic_backend, network, types, [])]
    contextual.clear_cache()
    relation_patterns(clinic_backend, network, list(reversed(network.relation_types)), [])
    after_walks = [p.model_dump() for p in primary_fields(clinic_backend, network, types, [])]
    assert after_walks == fresh
    assert all(p["field_samples"] for p in fresh)
