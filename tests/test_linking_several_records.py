"""Which record of a name several records carry a question means: a record holding no edge of
any relation type joining its type to the answer's type gives way to one that does, a word the
question calls a type by right after the name names that type's record, the record holding the
most edges toward the answer's type takes a mention the ranking moves off the answer's type, and
别的 / 其他 + noun names the answer's type in a question with no question word."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.linking import LinkedEntity, alias_record_asked
from core.search.question_form import read_question
from kn_search_support import (
    build_backend, debug_search, linking_trace, network, object_type, relation, top_node,
)

search = partial(debug_search, kn_id="several")


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """夜尿多 a disease record only drugs point at and a symptom record tests look for; 高压 a
    well-documented disease and a population record with one edge; 童年 a thin disease record, a
    cause record and a population record many diseases list; 贝病 a disease with the alias 白病 and
    a department."""
    spec = network("several", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("checklist", "检查项目"),
        object_type("drugs", "药物"),
        object_type("cause", "病因"),
        object_type("population", "多发群体", tags=["多发群体", "人群"]),
        object_type("department", "科室"),
        object_type("alias", "别名"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的症状"),
        relation("checks", "检查项", "disease", "checklist", "疾病要做的检查"),
        relation("check_for_symptom", "检查相关症状", "checklist", "symptom", "检查能查的症状"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物的适应症"),
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
        relation("caused_by", "病因", "disease", "cause", "疾病的病因"),
        relation("common_in", "多发群体", "disease", "population", "疾病的多发群体"),
        relation("designated_to", "分诊科室", "disease", "department", "疾病的分诊科室"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
    ])
    # disease: 1 夜尿多, 2 高压, 3 童年, 4 贝病, 5.. 肺病N, then 幽门菌病
    lung = [f"肺病{i}号" for i in range(20)]
    instances = {
        "disease": ["夜尿多", "高压", "童年", "贝病", *lung, "幽门菌病"],
        "symptom": ["夜尿多", "头晕"],
        "checklist": ["尿常规", "血常规", "胃镜"],
        "drugs": [f"利尿片{i}号" for i in range(12)],
        "cause": ["童年", "幽门菌病"],
        "population": ["高压", "童年"],
        "department": ["内科", "风湿科"],
        "alias": ["白病"],
    }
    n = len(lung)
    edges = {
        "indicated_for": [(f"drugs{i + 1}", "disease1") for i in range(12)]
                         + [(f"drugs{i + 1}", "disease3") for i in range(12)],
        "check_for_symptom": [("checklist1", "symptom1"), ("checklist2", "symptom1")],
        "has_symptom": [(f"disease{i + 5}", "symptom1") for i in range(3)] + [("disease2", "symptom2")]
                       + [("disease2", "symptom1")],
        "checks": [("disease2", "checklist1"), ("disease2", "checklist2"), ("disease4", "checklist2")],
        "caused_by": [(f"disease{i + 5}", "cause1") for i in range(12)],
        "common_in": [("disease5", "population1")] + [(f"disease{i + 5}", "population2") for i in range(n)],
        "designated_to": [("disease4", "department2"), ("disease2", "department1"), ("disease2", "department2")],
        "has_alias": [("disease4", "alias1")],
    }
    # 幽门菌病: a disease record with no edge toward diseases (five others), and a cause record five
    # diseases list
    yb = f"disease{len(instances['disease'])}"
    edges["checks"] += [(yb, "checklist1"), (yb, "checklist2"), (yb, "checklist3")]
    edges["designated_to"] += [(yb, "department1"), (yb, "department2")]
    edges["caused_by"] += [(f"disease{i + 5}", "cause2") for i in range(5)]
    return build_backend(tmp_path_factory.mktemp("several"), spec, instances, edges)


def test_a_record_with_no_edge_toward_the_answer_type_gives_way(records):
    # the disease record 夜尿多 has no checks edge; the symptom record has check_for_symptom edges
    response = search(records, "夜尿多该做什么检查")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["rule"] == "answer_type_no_edges"
    assert moved[0]["to"] == ["symptom", "夜尿多"] and moved[0]["relation_type"] == "check_for_symptom"
    assert top_node(response) == ("夜尿多", "symptom")


def test_a_type_word_after_the_name_names_that_types_record(records):
    form = read_question("高压人群容易得哪些病", records.get_network("several"))
    assert form.types_named_at(2) == {"population"}
    response = search(records, "高压人群容易得哪些病")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["gate"] == "type_word" and moved[0]["to"] == ["population", "高压"]
    assert top_node(response) == ("高压", "population")


def test_the_record_with_the_most_edges_toward_the_answer_type_takes_the_mention(records):
    # 最常得 is no cue the ranking reads, so indicated_for ranks first and moves the mention off the
    # answer's type; of 童年's other records the population record holds the most edges toward
    # diseases (twenty common_in edges, the cause record twelve caused_by edges). (With 最容易得 the
    # ranking puts common_in first and the population record is linked before any move.)
    response = search(records, "童年最常得的病都有哪些")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["picked"] == "most_edges"
    assert moved[0]["to"] == ["population", "童年"] and moved[0]["relation_type"] == "common_in"
    assert top_node(response) == ("童年", "population")


def test_other_and_a_noun_name_the_answer_type_without_a_question_word(records):
    # 别的 meets 别名 in the real ranking and puts has_alias first: the alias record 白病 must not be
    # taken for a question asking for a department
    network_ = records.get_network("several")
    question = "白病要挂内科还是别的科"
    form = read_question(question, network_)
    assert form.answer_types == {"department"} and not form.question_words
    entity = LinkedEntity(mention="白病", start=0, end=2, object_type_id="disease", instance_id="disease-4",
                          instance_name="贝病", via="alias_relation:has_alias", exact=False)
    has_alias = next(rel for rel in network_.relation_types if rel.id == "has_alias")
    assert alias_record_asked([entity], has_alias, form) == []
    assert top_node(search(records, question)) == ("贝病", "disease")


def test_a_record_barely_reaching_the_answer_type_gives_way_to_one_holding_the_asked_relation(records):
    # the disease record 幽门菌病 holds no edge toward diseases; the cause record, thin by weighted
    # degree, five caused_by edges; the record moved for caused_by is the subject beside 胃镜
    response = search(records, "胃镜查出幽门菌病，这个会导致哪些病")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["gate"] == "relation_edges"
    assert moved[0]["to"] == ["cause", "幽门菌病"] and moved[0]["relation_type"] == "caused_by"
    assert top_node(response) == ("幽门菌病", "cause")
