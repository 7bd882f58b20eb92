"""Contextual knowledge on hand-made networks: storage forms (exact, contains both ways, fuzzy in
the requested type and in the other schema types), attribute formats, relation cardinality measured
from the data, primary fields, per-part degradation and the per-network cache."""

from __future__ import annotations

import pytest

from core.retrieval import contextual
from core.retrieval.contextual import classify, find_constraints, keyword_substrings

from retrieval_support import Wrapped, build_network, object_type, prop

CANDIDATE_OPS = ["==", "in", "contain", "exist"]  # no match / knn: fuzzy candidates via contain on bigrams

DISEASES = ["上气道梗阻", "上、下气道梗阻", "气道梗阻", "急性上气道梗阻", "上呼吸道梗阻", "呼吸道梗阻", "胆道梗阻",
            "尿道梗阻", "肠道梗阻", "肠梗阻", "气道异物", "感冒"]


@pytest.fixture(scope="module")
def variants(tmp_path_factory):
    definition = {
        "id": "variants",
        "object_types": [
            object_type("disease", [prop("disease_id"), prop("disease_name", display="疾病名称")], name="疾病"),
            object_type("symptom", [prop("symptom_id", ops=CANDIDATE_OPS), prop("symptom_name", ops=CANDIDATE_OPS)],
                        name="症状"),
            object_type("patient", [
                prop("patient_id"), prop("patient_name", display="姓名"), prop("age", display="年龄"),
                prop("stay", display="住院天数"), prop("weight", "int", display="体重"),
                prop("visit_date", "date", display="就诊日期"),
            ], name="患者"),
            object_type("card", [prop("card_id"), prop("card_no")], name="医保卡"),
            object_type("city", [prop("city_id"), prop("city_name")], name="城市"),
        ],
        "relation_types": [
            {"id": "has_symptom", "name": "疾病症状", "source_object_type_id": "disease", "target_object_type_id": "symptom"},
            {"id": "has_card", "name": "持卡", "source_object_type_id": "patient", "target_object_type_id": "card"},
            {"id": "lives_in", "name": "居住", "source_object_type_id": "patient", "target_object_type_id": "city"},
            {"id": "registers", "name": "户籍", "source_object_type_id": "city", "target_object_type_id": "patient"},
            {"id": "related", "name": "相关疾病", "source_object_type_id": "disease", "target_object_type_id": "disease"},
        ],
    }
    patients = [
        {"patient_id": f"p{i}", "patient_name": f"患者{i}", "age": f"{20 + 5 * i}岁", "stay": f"{i}-{i + 2}天",
         "weight": 50 + i, "visit_date": f"2020-0{1 + i % 9}-1{i % 9}"}
        for i in range(8)
    ]
    instances = {
        "disease": [{"disease_id": f"d{i:02d}", "disease_name": n} for i, n in enumerate(DISEASES)],
        "symptom": [{"symptom_id": f"s{i}", "symptom_name": n} for i, n in enumerate(["上气道阻塞", "气道阻塞", "呼吸困难", "咳嗽"])],
        "patient": patients,
        "card": [{"card_id": f"c{i}", "card_no": f"NO{i}"} for i in range(8)],
        "city": [{"city_id": "bj", "city_name": "北京"}, {"city_id": "sh", "city_name": "上海"}],
    }
    edges = {
        "has_symptom": [("d00", "s0"), ("d00", "s2"), ("d02", "s2"), ("d03", "s0"), ("d11", "s3")],
        "has_card": [(f"p{i}", f"c{i}") for i in range(8)],
        "lives_in": [(f"p{i}", "bj" if i < 5 else "sh") for i in range(8)],
        "registers": [("bj" if i < 5 else "sh", f"p{i}") for i in range(8)],
        "related": [("d00", "d02"), ("d00", "d03"), ("d01", "d02")],
    }
    backend = build_network(tmp_path_factory.mktemp("variants"), definition, instances, edges)
    return backend, backend.get_network("variants")


@pytest.fixture(autouse=True)
def _fresh_cache():
    contextual.clear_cache()
    yield
    contextual.clear_cache()


def _for_keyword(backend, network, keyword, ot, types=("disease", "symptom"), relations=None):
    rels = [network.relation_type(r) for r in (relations or [r.id for r in network.relation_types])]
    return contextual.for_keyword(
        backend, network, network.object_type(ot), keyword, [network.object_type(t) for t in types], rels
    )


# ----------------------------------------------------------------------------------------------
# Storage forms
# ----------------------------------------------------------------------------------------------
def test_classify_and_confidence():
    assert classify("上气道梗阻", "上气道梗阻") == ("exact", None, 1.0)
    assert classify("上气道梗阻", "气道梗阻") == ("contains", "value_in_keyword", 0.9)
    kind, where, conf = classify("气道梗阻", "急性上气道梗阻")
    assert (kind, where) == ("contains", "keyword_in_value") and 0.5 < conf < 0.9
    kind, _, conf = classify("上气道梗阻", "上气道阻塞")
    assert kind == "fuzzy" and conf == 0.8
    assert classify("上气道梗阻", "肠梗阻") is None  # shares 梗阻, but too different
    assert classify("Asthma", "asthma")[0] == "fuzzy"


def test_keyword_pieces_do_not_cut_words():
    assert "气道梗阻" in keyword_substrings("上气道梗阻") and "上气道梗阻" not in keyword_substrings("上气道梗阻")
    pieces = keyword_substrings("Asthma 哮喘")
    assert "哮喘" in pieces and "Asthma" in pieces
    assert all(p.startswith("Asthma") for p in pieces if any(ch.isascii() for ch in p))  # never "sthm"


def test_storage_forms_in_the_requested_type(variants):
    backend, network = variants
    knowledge = _for_keyword(backend, network, "上气道梗阻", "disease")
    mapping = knowledge.keyword_mappings[0]
    assert (mapping.object_type_id, mapping.searched_as, mapping.primary_field) == ("disease", "requested", "disease_name")
    assert mapping.match_confidence == 1.0
    forms = {f.form: f for f in mapping.storage_forms}
    assert forms["上气道梗阻"].match_type == "exact" and forms["上气道梗阻"].sample_instance_id == "disease-d00"
    assert (forms["气道梗阻"].match_type, forms["气道梗阻"].containment) == ("contains", "value_in_keyword")
    assert (forms["急性上气道梗阻"].match_type, forms["急性上气道梗阻"].containment) == ("contains", "keyword_in_value")
    fuzzy = [f for f in mapping.storage_forms if f.match_type == "fuzzy"]
    # six variants qualify; the five most similar are kept, best first
    assert [f.form for f in fuzzy][:2] == ["上、下气道梗阻", "上呼吸道梗阻"]
    assert len(fuzzy) == contextual.FORMS_PER_TYPE and "呼吸道梗阻" not in forms
    assert [f.confidence for f in fuzzy] == sorted((f.confidence for f in fuzzy), reverse=True)
    assert "肠梗阻" not in forms and "感冒" not in forms and "气道异物" not in forms
    order = [f.match_type for f in mapping.storage_forms]
    assert order == sorted(order, key=["exact", "contains", "fuzzy"].index)


def test_variants_stored_as_another_type_are_found(variants):
    backend, network = variants
    knowledge = _for_keyword(backend, network, "上气道梗阻", "disease")
    symptom = next(m for m in knowledge.keyword_mappings if m.object_type_id == "symptom")
    assert symptom.searched_as == "schema" and symptom.primary_field == "symptom_name"
    forms = {f.form: f for f in symptom.storage_forms}
    assert forms["上气道阻塞"].match_type == "fuzzy" and forms["上气道阻塞"].confidence == 0.8
    assert forms["上气道阻塞"].sample_instance_id == "symptom-s0"
    assert "呼吸困难" not in forms
    # types outside the session schema are not searched
    assert {m.object_type_id for m in knowledge.keyword_mappings} <= {"disease", "symptom"}


def test_keyword_inside_stored_values(variants):
    backend, network = variants
    mapping = _for_keyword(backend, network, "气道梗阻", "disease").keyword_mappings[0]
    assert mapping.storage_forms[0].form == "气道梗阻" and mapping.storage_forms[0].match_type == "exact"
    inside = {f.form for f in mapping.storage_forms if f.containment == "keyword_in_value"}
    assert {"上气道梗阻", "急性上气道梗阻", "上、下气道梗阻"} <= inside
    assert "呼吸道梗阻" not in inside  # 道梗阻 is not 气道梗阻


# ----------------------------------------------------------------------------------------------
# Attribute formats
# ----------------------------------------------------------------------------------------------
def test_constraints_found_in_text():
    found = [(c.mention, c.operation, c.value, c.unit, c.kind) for c in find_constraints("年龄大于30岁的男性")]
    assert found == [("大于30岁", ">", 30, "岁", "number")]
    assert [(c.operation, c.value) for c in find_constraints("2020年以后上市")] == [(">", "2020")]
    assert [(c.kind, c.value) for c in find_constraints("住院3-5天")] == [("range", (3, 5))]
    assert [(c.operation, c.value) for c in find_constraints("治愈率0.8以上")] == [(">=", 0.8)]
    assert [(c.operation, c.value) for c in find_constraints("2021-03-05之前")] == [("<", "2021-03-05")]
    assert find_constraints("上气道梗阻有哪些症状") == []


def test_attribute_formats_from_stored_samples(variants):
    backend, network = variants
    patient = [network.object_type("patient")]
    errors: list[str] = []
    formats = {a.attribute: a for a in contextual.attribute_formats(
        backend, network, "年龄大于30岁、体重不超过70公斤、住院天数3-5天、2020年以后就诊的患者", patient, errors)}
    assert not errors
    age = formats["age"]
    assert (age.storage_format, age.value_pattern, age.unit, age.has_unit) == ("string", "string_with_unit", "岁", True)
    assert (age.query_operation, age.query_value, age.mention) == (">", "30岁", "大于30岁")
    assert age.value_samples[:2] == ["20岁", "25岁"]
    weight = formats["weight"]
    assert (weight.storage_format, weight.value_pattern, weight.query_operation, weight.query_value) == (
        "number", "integer", "<=", 70)
    stay = formats["stay"]
    assert (stay.storage_format, stay.value_pattern, stay.is_range, stay.unit) == ("range_string", "range", True, "天")
    visit = formats["visit_date"]
    assert (visit.storage_format, visit.query_operation, visit.query_value) == ("date", ">", "2020")


def test_unit_names_the_property_when_the_text_does_not(variants):
    backend, network = variants
    [age] = contextual.attribute_formats(backend, network, "30岁以上", [network.object_type("patient")], [])
    assert age.attribute == "age" and age.query_operation == ">="


# ----------------------------------------------------------------------------------------------
# Relation patterns and primary fields
# ----------------------------------------------------------------------------------------------
def test_cardinality_is_measured_from_the_data(variants):
    backend, network = variants
    patterns = {p.relation_type_id: p for p in contextual.relation_patterns(
        backend, network, list(network.relation_types), [])}
    assert patterns["has_card"].relation_pattern == "one_to_one"
    assert patterns["lives_in"].relation_pattern == "many_to_one"
    assert patterns["registers"].relation_pattern == "one_to_many"
    assert patterns["has_symptom"].relation_pattern == "many_to_many"
    assert patterns["related"].relation_pattern == "many_to_many"  # d00 -> d02, d03; d01 -> d02
    lives = patterns["lives_in"]
    assert lives.typical_target_values == ["北京", "上海"]  # most connected first
    assert (lives.source_field, lives.target_field) == ("patient_name", "city_name")
    assert lives.sample.max_sources_per_target >= 2 and lives.sample.max_targets_per_source == 1
    assert lives.sample.edges_observed >= 4


def test_relation_without_edges_is_unknown(tmp_path):
    definition = {"id": "empty", "object_types": [object_type("a", [prop("a_id"), prop("a_name")]),
                                                  object_type("b", [prop("b_id"), prop("b_name")])],
                  "relation_types": [{"id": "ab", "source_object_type_id": "a", "target_object_type_id": "b"}]}
    backend = build_network(tmp_path, definition, {"a": [{"a_id": "1", "a_name": "x"}], "b": []}, {})
    [pattern] = contextual.relation_patterns(backend, backend.get_network("empty"),
                                             list(backend.get_network("empty").relation_types), [])
    assert pattern.relation_pattern == "unknown" and pattern.sample.edges_observed == 0


def test_primary_fields_with_samples(variants):
    backend, network = variants
    fields = {p.object_type_id: p for p in contextual.primary_fields(
        backend, network, [network.object_type("disease"), network.object_type("city")], [])}
    assert fields["disease"].primary_name_field == "disease_name" and fields["disease"].primary_id_field == "disease_id"
    assert len(fields["disease"].field_samples["disease_name"]) == contextual.PRIMARY_SAMPLES
    assert fields["city"].field_samples == {"city_name": ["北京", "上海"], "city_id": ["bj", "sh"]}


def test_patterns_are_measured_once_per_network(variants):
    backend, network = variants
    counting = Wrapped(backend)
    first = _for_keyword(counting, network, "上气道梗阻", "disease")
    calls = counting.subgraph_calls
    second = _for_keyword(counting, network, "上气道梗阻", "disease")
    # the walks once; the patterns around the keyword depend on it, one query per call
    assert calls == 2 and counting.subgraph_calls == 3
    assert second.relation_patterns == first.relation_patterns
    assert second.object_type_primary_fields == first.object_type_primary_fields
    contextual.clear_cache()
    _for_keyword(counting, network, "上气道梗阻", "disease")
    assert counting.subgraph_calls == 5


def test_scope_of_a_keyword(variants):
    backend, network = variants
    knowledge = _for_keyword(backend, network, "上气道梗阻", "disease", types=("disease", "symptom", "patient"))
    assert {p.relation_type_id for p in knowledge.relation_patterns} == {"has_symptom", "related"}
    assert [p.object_type_id for p in knowledge.object_type_primary_fields] == ["disease", "symptom"]


# ----------------------------------------------------------------------------------------------
# Degradation
# ----------------------------------------------------------------------------------------------
def test_a_failing_part_does_not_take_the_others_down(variants, caplog):
    backend, network = variants
    failing = Wrapped(backend, fail_subgraph=True)
    knowledge = _for_keyword(failing, network, "上气道梗阻", "disease")
    assert knowledge.relation_patterns == []
    assert any("关系模式召回失败" in m for m in knowledge.messages)
    assert knowledge.keyword_mappings[0].storage_forms  # instance queries still worked
    assert knowledge.object_type_primary_fields  # sampled by their own small queries
    assert any("relation patterns" in r.getMessage() for r in caplog.records)
    # the failure was not cached: a healthy backend measures the patterns
    healthy = _for_keyword(backend, network, "上气道梗阻", "disease")
    assert {p.relation_type_id for p in healthy.relation_patterns} == {"has_symptom", "related"}


def test_instance_failures_are_reported_per_part(variants):
    backend, network = variants
    failing = Wrapped(backend, fail_instances=True)
    knowledge = _for_keyword(failing, network, "上气道梗阻", "disease")
    assert knowledge.keyword_mappings[0].storage_forms == []
    assert knowledge.messages and all("connection reset" in m for m in knowledge.messages)
    assert knowledge.relation_patterns  # the subgraph query still worked
