"""Linking rules of the fourth everyday set: the inverse step leaves the subject to the other keys
when the named instances are all at one end of the asked relation type; a mention in the question
word's clause that a well-ranked relation type holds is the subject when the asked relation type's
source is not named outside that clause; a how-or-why question's clause is that of its interrogative;
a wh-phrase's noun may be a word the network calls a type by (a tag); 药名叫什么 asks for a drug's name;
a relation type the edge prior alone ranks first moves no record of the answer's type."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.intent import SOURCE_INTENT
from core.search.linking import EntityLinker, answer_type_records, instance_relations
from core.search.question_form import read_question
from kn_search_support import (
    build_backend, debug_search, linking_trace, network, object_type, relation, top_node,
)

search = partial(debug_search, kn_id="subjects")


@pytest.fixture(scope="module")
def subjects(tmp_path_factory):
    """肝病甲, a disease with many checks and drugs, and 门脉高压症, a thinner one (still more than a
    leaf); 造影, a check of 肝病甲, and 泌尿科, the department forty checks are performed by; 干呕, a
    symptom of thirty diseases and a disease record a formula (方剂, called 古方 too) treats; 克必新, a
    drug record and an alias of 保肝片0号."""
    spec = network("subjects", [
        object_type("disease", "疾病"),
        object_type("checklist", "检查项目"),
        object_type("department", "科室"),
        object_type("drugs", "药物", tags=["药物", "药品"]),
        object_type("symptom", "症状"),
        object_type("formula", "方剂", tags=["方剂", "古方"]),
        object_type("alias", "别名"),
    ], [
        relation("checks", "检查项", "disease", "checklist", "疾病一般能做哪些检查"),
        relation("check_for_disease", "检查相关疾病", "checklist", "disease", "检查项目能查出的疾病"),
        relation("performed_by", "检查科室", "checklist", "department", "做检查项目的科室"),
        relation("designated_to", "分诊科室", "disease", "department", "疾病的分诊科室"),
        relation("cures", "可用药物", "disease", "drugs", "疾病的可用药物"),
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的症状"),
        relation("prescribed_for", "方剂主治", "formula", "disease", "方剂主治的疾病"),
        relation("drug_has_alias", "药物别名", "drugs", "alias", "药物的别名"),
    ])
    instances = {
        "disease": ["肝病甲", "门脉高压症", "干呕", *(f"胃病{i}号" for i in range(30))],
        "checklist": ["造影", *(f"化验{i}号" for i in range(40))],
        "department": ["泌尿科", "内科"],
        "drugs": [*(f"保肝片{i}号" for i in range(6)), "克必新"],
        "symptom": ["干呕"],
        "formula": ["半夏汤"],
        "alias": ["克必新"],
    }
    edges = {
        "checks": [("disease1", f"checklist{i + 1}") for i in range(7)] + [("disease2", "checklist2")],
        "check_for_disease": [(f"checklist{i + 2}", "disease1") for i in range(3)] + [("checklist3", "disease2")],
        # 泌尿科 is credible though only ever a target (a tenth of each incoming edge counts)
        "performed_by": [(f"checklist{i + 2}", "department1") for i in range(40)] + [("checklist2", "department2")],
        "designated_to": [("disease1", "department2")],
        "cures": [("disease1", f"drugs{i + 1}") for i in range(6)] + [("disease2", f"drugs{i + 1}") for i in range(3)],
        # the symptom 干呕, listed by thirty diseases, outweighs the disease record 干呕 one formula treats
        "has_symptom": [(f"disease{i + 4}", "symptom1") for i in range(30)],
        "prescribed_for": [("formula1", "disease3")],
        # 克必新 is a drug record of its own and a trade name of 保肝片0号
        "drug_has_alias": [("drugs1", "alias1")],
    }
    return build_backend(tmp_path_factory.mktemp("subjects"), spec, instances, edges)


def test_no_inverse_step_when_the_named_instances_are_at_one_end(subjects):
    # two diseases and checks / check_for_disease both ranked: the better-documented disease is no
    # reason to prefer it, the longer mention decides
    response = search(subjects, "肝病甲以后得了门脉高压症，要做些什么检查")
    ranked = [r.concept_id for r in response.relation_types[:3]]
    assert ranked[0] == "checks" and "check_for_disease" in ranked
    subject = linking_trace(response)["subject"]
    assert subject["inverse_relation"] is None
    assert top_node(response) == ("门脉高压症", "disease")


def test_a_clause_mention_a_well_ranked_relation_type_holds_is_the_subject(subjects):
    # checks ranks first (检查) and holds the check 造影 at its target; performed_by, second, holds
    # the department named in the question word's clause
    response = search(subjects, "肾上长了东西要做造影，泌尿科一般能做哪些检查")
    ranked = [r.concept_id for r in response.relation_types[:3]]
    assert ranked[0] == "checks" and "performed_by" in ranked
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "泌尿科"
    assert top_node(response) == ("泌尿科", "department")


def test_the_asked_relations_source_named_outside_the_clause_keeps_the_subject(subjects):
    # the disease, checks' source, is named before the clause: checks is asked of it
    response = search(subjects, "门脉高压症要做造影，泌尿科一般能做哪些检查")
    assert response.relation_types[0].concept_id == "checks"
    assert linking_trace(response)["subject"]["mention"] == "门脉高压症"
    assert top_node(response) == ("门脉高压症", "disease")


def test_the_clause_of_a_how_or_why_question_is_where_it_asks(subjects):
    net = subjects.get_network("subjects")
    question = "门脉高压症总是复发，肝病甲是怎么引起的"
    form = read_question(question, net)
    assert form.question_words == () and form.clause == (question.index("肝病甲"), len(question))
    assert read_question("门脉高压症能治好吗", net).clause is None  # a yes-or-no question has none
    response = search(subjects, question)
    assert linking_trace(response)["subject"]["mention"] == "肝病甲"
    assert top_node(response) == ("肝病甲", "disease")


def test_a_word_the_network_calls_a_type_by_names_the_answers_type(subjects):
    # no type's name holds 古方; it is a tag of 方剂, and no relation type joins a symptom to a formula
    form = read_question("老是干呕，有哪些古方可以治", subjects.get_network("subjects"))
    assert form.answer_noun == "古方" and form.answer_types == {"formula"}
    response = search(subjects, "老是干呕，有哪些古方可以治")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["rule"] == "answer_type_unreachable" and moved[0]["to"] == ["disease", "干呕"]
    assert top_node(response) == ("干呕", "disease")


def test_the_name_of_a_type_asked_for_names_the_answers_type(subjects):
    # 药名叫什么 asks for a drug's name: the drug record 克必新 is not the drug asked for, its alias is
    net = subjects.get_network("subjects")
    form = read_question("医生开的克必新，正式药名叫什么", net)
    assert form.answer_noun == "药" and form.answer_types == {"drugs"}
    assert read_question("克必新的药品通用名是什么", net).answer_types == {"drugs"}
    response = search(subjects, "医生开的克必新，正式药名叫什么")
    assert response.relation_types[0].concept_id == "drug_has_alias"
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["rule"] == "alias_asked" and moved[0]["to"] == ["alias", "克必新"]
    assert top_node(response) == ("克必新", "alias")


@pytest.fixture(scope="module")
def ties(tmp_path_factory):
    """眩晕症, a disease record with complications and a symptom record of about as many weighted
    edges (listed by forty diseases); has_symptom holds more edges in all than has_complication."""
    spec = network("ties", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
    ], [
        relation("has_symptom", "症状表现", "disease", "symptom", "症状表现"),
        relation("has_complication", "合并症", "disease", "disease", "合并症"),
    ])
    instances = {"disease": ["眩晕症", *(f"耳疾{i}号" for i in range(40))], "symptom": ["眩晕症", "耳胀"]}
    edges = {
        "has_symptom": [(f"disease{i + 2}", "symptom1") for i in range(40)]
                       + [(f"disease{i + 2}", "symptom2") for i in range(40)],
        "has_complication": [("disease1", f"disease{i + 2}") for i in range(5)],
    }
    return build_backend(tmp_path_factory.mktemp("ties"), spec, instances, edges)


def test_a_record_is_not_moved_for_a_relation_type_the_edge_prior_alone_ranks_first(ties):
    # a ranking where nothing of 跟什么病有牵连 meets either relation type: has_symptom leads on its
    # edges alone (the question scores both alike), and has_complication, which the disease record
    # holds, keeps it; a question that scores has_symptom higher moves it to the symptom record
    net = ties.get_network("ties")
    question = "眩晕症还会跟什么病有牵连"
    by_id = {rel.id: rel for rel in net.relation_types}
    ranked = [(by_id["has_symptom"], 0.99, SOURCE_INTENT), (by_id["has_complication"], 0.98, SOURCE_INTENT)]
    form = read_question(question, net)

    def linked():
        entity = EntityLinker().link(ties, "ties", question).entities[0]
        entity.relation_edges = instance_relations(ties, "ties", entity)
        return entity

    def edges_of(entity, record):
        return instance_relations(ties, "ties", entity.model_copy(update={
            "object_type_id": record["object_type_id"], "instance_id": record["instance_id"],
            "unique_identities": record["unique_identities"]}))

    tied = linked()
    assert (tied.object_type_id, tied.relation_edges) == ("disease", {"has_complication": 5})
    assert answer_type_records([tied], ranked, form, edges_of, {"has_symptom": 0.5, "has_complication": 0.5}) == []
    assert tied._kept_on_tie == ("has_symptom", "has_complication")
    moved = answer_type_records([linked()], ranked, form, edges_of, {"has_symptom": 0.6, "has_complication": 0.5})
    assert [(record["object_type_id"], rel_id) for _, record, rel_id, *_ in moved] == [("symptom", "has_symptom")]
