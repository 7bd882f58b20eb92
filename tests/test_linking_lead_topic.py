"""What a yes-or-no lead-in is about (`concept_retrieval.lead_topic_first`, on by default): a question
whose question word's clause names nothing and follows yes-or-no clauses asks it of the first entity
the first of those clauses names.

- 萆薢分清汤对小便浑浊有效吗，主治什么 asks 方剂主治 of the formula: the disease's type no longer lifts 主治
  (a material's relation spelled out in the question) above it;
- 红细胞碱粒凝聚试验是查铅中毒的吧，还能查啥 asks about the check, though the disease has more edges;
- a lead-in entity of the answer's type is one of the answers (彩超能查出肾炎吗，还有什么检查能查), and a
  question word's clause naming an entity keeps that one."""

from __future__ import annotations

import pytest

from core.search.question_form import read_question, yes_or_no_lead
from core.search.service import kn_search
from kn_search_support import build_backend, key_at, linking_trace, network, object_type, relation, top_node
from ui.search_view import linking_decisions


@pytest.fixture(scope="module")
def lead(tmp_path_factory):
    """铅中毒 checked by twelve checks, one of them 红细胞碱粒凝聚试验 (which checks for 铅中毒 and 贫血);
    萆薢分清汤 prescribed for 小便浑浊 and 肾炎; eight materials, each treating two diseases (more edges of
    主治 than of 方剂主治, as in the demo network)."""
    spec = network("lead", [
        object_type("disease", "疾病"),
        object_type("checklist", "检查项目"),
        object_type("formula", "方剂"),
        object_type("medicinal_material", "中药材"),
    ], [
        relation("checks", "检查项", "disease", "checklist", "疾病需要做的检查"),
        relation("check_for_disease", "检查相关疾病", "checklist", "disease", "检查项目用于诊断的相关疾病"),
        relation("prescribed_for", "方剂主治", "formula", "disease", "方剂主治的疾病或证候"),
        relation("mainly_treats", "主治", "medicinal_material", "disease", "中药材主治的疾病或症状"),
    ])
    checks = ["红细胞碱粒凝聚试验", "彩超", *(f"血液检查{i}号" for i in range(1, 11))]
    instances = {
        "disease": ["铅中毒", "贫血", "小便浑浊", "肾炎"],
        "checklist": checks,
        "formula": ["萆薢分清汤"],
        "medicinal_material": ["萆薢", "土茯苓", "车前子", "瞿麦", "萹蓄", "石韦", "通草", "滑石"],
    }
    edges = {
        "checks": [("disease1", f"checklist{i}") for i in range(1, len(checks) + 1)],
        "check_for_disease": [("checklist1", "disease1"), ("checklist1", "disease2"), ("checklist2", "disease4")],
        "prescribed_for": [("formula1", "disease3"), ("formula1", "disease4")],
        "mainly_treats": [(f"medicinal_material{i}", disease) for i in range(1, 9) for disease in ("disease3", "disease4")],
    }
    return build_backend(tmp_path_factory.mktemp("lead"), spec, instances, edges)


@pytest.fixture(scope="module")
def written_twice(tmp_path_factory):
    """The network of `lead` but for 小便浑浊, written as two disease records: the second holds the 主治
    edges, and counts for the type signal as a record the mention may name."""
    spec = network("lead", [object_type("disease", "疾病"), object_type("formula", "方剂"),
                            object_type("medicinal_material", "中药材")], [
        relation("prescribed_for", "方剂主治", "formula", "disease", "方剂主治的疾病或证候"),
        relation("mainly_treats", "主治", "medicinal_material", "disease", "中药材主治的疾病或症状"),
    ])
    materials = ["萆薢", "土茯苓", "车前子", "瞿麦", "萹蓄", "石韦", "通草", "滑石"]
    instances = {"disease": ["小便浑浊", "肾炎", "小便浑浊"], "formula": ["萆薢分清汤"], "medicinal_material": materials}
    edges = {
        "prescribed_for": [("formula1", "disease1"), ("formula1", "disease2")],
        "mainly_treats": [(f"medicinal_material{i}", disease) for i in range(1, 9) for disease in ("disease2", "disease3")],
    }
    return build_backend(tmp_path_factory.mktemp("twice"), spec, instances, edges)


def type_signal(response, relation_type: str) -> float:
    return next(d["signals"]["type"] for d in response.trace["concepts"]["rerank"]["documents"]
                if d["relation_type_id"] == relation_type)


def search(backend, question: str, lead_topic_first: bool = True):
    return kn_search(backend, {"query": question, "kn_id": "lead", "debug": True, "retrieval_config": {
        "concept_retrieval": {"lead_topic_first": lead_topic_first}}})


def test_the_lead_clause_is_the_first_of_the_yes_or_no_clauses_before_the_question_word(lead):
    net = lead.get_network("lead")
    assert read_question("疏凿饮子能消水肿吗，还管啥", net).lead_clause == (0, 9)
    # a run of yes-or-no clauses: the first of them
    assert read_question("柴胡野生的多吗，东北华北能挖到吗，分布在哪", net).lead_clause == (0, 7)
    # a confirming 吧 asks too; a clause of context before the yes-or-no one is not part of it
    assert yes_or_no_lead("我妈七十了，吃阿司匹林伤胃吧，还有啥副作用", (15, 21)) == (6, 14)
    # no yes-or-no clause right before the question word's: none
    assert read_question("早产宝宝得了新生儿肺透明膜病，这病是因为啥", net).lead_clause is None
    assert read_question("铅中毒还能查啥", net).lead_clause is None


def test_the_topic_gives_the_type_signal_and_the_answer(lead):
    question = "萆薢分清汤对小便浑浊有效吗，主治什么"
    response = search(lead, question)
    assert response.relation_types[0].concept_id == "prescribed_for"
    assert top_node(response) == ("萆薢分清汤", "formula")
    assert linking_trace(response)["lead_topic"]["mention"] == "萆薢分清汤"
    # the disease counts at half share: 主治 reaches it at the target end only (0.7), so 0.35
    assert type_signal(response, "mainly_treats") == 0.35 and type_signal(response, "prescribed_for") == 1.0
    # off: the disease's type lifts the relation type whose name the question spells out
    off = search(lead, question, lead_topic_first=False)
    assert off.relation_types[0].concept_id == "mainly_treats"
    assert top_node(off) == ("小便浑浊", "disease")
    assert "lead_topic" not in linking_trace(off)


def test_the_topic_comes_first_where_the_asked_relation_ties_the_entities(lead):
    question = "红细胞碱粒凝聚试验是查铅中毒的吧，还能查啥"
    response = search(lead, question)
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "红细胞碱粒凝聚试验"
    assert "topic_of_yes_or_no_lead" in subject["order"]
    assert top_node(response) == ("红细胞碱粒凝聚试验", "checklist")
    # the Search page says both: why the check is what is asked about, and what the ranking read of it
    said = linking_decisions(response)
    assert "asked about “红细胞碱粒凝聚试验” rather than “铅中毒”: the yes-or-no clause before the question word is " \
           "about it, and the question asks on without naming anything" in said
    assert said[-1].startswith("the yes-or-no clause before the question word is about “红细胞碱粒凝聚试验”")
    # with the intent ranker off the topic still decides the subject, but ranking never read it
    plain = kn_search(lead, {"query": question, "kn_id": "lead", "debug": True, "retrieval_config": {
        "concept_retrieval": {"intent_ranking": False}}})
    assert not any(line.startswith("the yes-or-no clause before") for line in linking_decisions(plain))
    # off: the better-documented disease, as for any open direction
    assert top_node(search(lead, question, lead_topic_first=False)) == ("铅中毒", "disease")


def test_a_lead_in_entity_of_the_answers_type_is_no_topic(lead):
    response = search(lead, "彩超能查出肾炎吗，还有什么检查能查")
    assert "lead_topic" not in linking_trace(response)
    subject = linking_trace(response)["subject"]
    assert [value for _, value in key_at(subject, "topic_of_yes_or_no_lead")] == [False, False]
    # a question word's clause naming an entity asks about that one
    response = search(lead, "萆薢分清汤管用吗，肾炎主治什么")
    assert "lead_topic" not in linking_trace(response)


def test_the_other_records_an_entity_may_name_count_at_half_share_too(written_twice):
    question = "萆薢分清汤对小便浑浊有效吗，主治什么"
    response = search(written_twice, question)
    alternatives = linking_trace(response).get("type_signal_alternatives") or []
    assert [a["mention"] for a in alternatives] == ["小便浑浊"]  # the other 小便浑浊 record, read for the signal
    assert type_signal(response, "mainly_treats") == 0.35
    assert response.relation_types[0].concept_id == "prescribed_for"
    assert type_signal(search(written_twice, question, lead_topic_first=False), "mainly_treats") == 0.7
