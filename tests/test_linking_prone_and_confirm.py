"""Two linking rules of everyday questions, on small networks built for each (the third rule of the same round,
modal-initial names such as 应激性溃疡, is tested with node hygiene in tests/test_linking.py):

- what someone is prone to get (高脂血症的人是不是更容易得血管性痴呆) is what the question asks about where the asked
  relation joins two types, though another disease is named first in a yes-or-no question; a relation from disease to
  disease (高脂血症容易得血管性痴呆这种并发症吗) keeps the first named;
- a question with no question word, no interrogative and no word of naming (巩膜外层炎这个病是眼睛上的吧)
  confirms something of what an alias names, not of the alias record."""

from __future__ import annotations

import pytest

from core.search.question_form import read_question
from core.search.service import kn_search
from kn_search_support import (KeywordReranker, build_backend, debug_search, key_at, linking_trace, network,
                               object_type, relation, top_node)
from ui.search_view import linking_decisions


@pytest.fixture(scope="module")
def prone(tmp_path_factory):
    """Two diseases with risk factors (the cause 高脂血症 among 血管性痴呆's), each credible."""
    spec = network("prone", [object_type("disease", "疾病"), object_type("cause", "病因")], [
        relation("has_risk_factor", "高危因素", "disease", "cause", "疾病的高危因素"),
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
    ])
    causes = ["高脂血症", "高血压", "吸烟", "糖尿病", "肥胖", "年龄"]
    instances = {"disease": ["高脂血症", "血管性痴呆", "冠心病"], "cause": causes}
    edges = {
        "has_risk_factor": [("disease2", f"cause{i}") for i in range(1, 6)] + [("disease1", f"cause{i}") for i in (3, 5, 6)]
        + [("disease3", f"cause{i}") for i in range(1, 7)],
        "has_complication": [("disease1", "disease3"), ("disease2", "disease3")],
    }
    return build_backend(tmp_path_factory.mktemp("prone"), spec, instances, edges)


def subject_of(response) -> dict:
    return linking_trace(response)["subject"]


def test_what_someone_is_prone_to_get_is_asked_about(prone):
    question = "高脂血症的人是不是更容易得血管性痴呆"
    response = debug_search(prone, question, "prone")
    subject = subject_of(response)
    assert subject["mention"] == "血管性痴呆" and top_node(response) == ("血管性痴呆", "disease")
    assert dict(key_at(subject, "prone_to")) == {"高脂血症": False, "血管性痴呆": True}
    # a candidate answer after 是不是 otherwise: the prone-to name is not one
    assert all(value for _, value in key_at(subject, "not_named_as_answer"))
    assert "asked about “血管性痴呆” rather than “高脂血症”: it is what someone is said to be prone to get (容易得), " \
           "which the question asks about" in linking_decisions(response)


@pytest.mark.parametrize("question", ["高脂血症的人易患血管性痴呆吗", "高脂血症会不会容易得上血管性痴呆",
                                      "高脂血症的人是不是容易患血管性痴呆", "医生说是高脂血症，是不是更容易得血管性痴呆"])
def test_every_prone_wording_and_before_a_diagnosis(prone, question):
    response = debug_search(prone, question, "prone")
    assert response.relation_types[0].concept_id == "has_risk_factor"
    assert subject_of(response)["mention"] == "血管性痴呆"


def test_a_relation_within_one_type_keeps_the_first_named(prone):
    # 并发症 asks has_complication, disease to disease: what 高脂血症 leads to, whatever it is prone to
    response = debug_search(prone, "高脂血症容易得血管性痴呆这种并发症吗", "prone")
    assert response.relation_types[0].concept_id == "has_complication"
    subject = subject_of(response)
    assert subject["mention"] == "高脂血症"
    assert not any(value for _, value in key_at(subject, "prone_to"))


def test_without_prone_wording_the_first_named_is_asked_about(prone):
    # the same two diseases in a yes-or-no question that says nothing of proneness: the first named
    response = debug_search(prone, "高脂血症会并发血管性痴呆吗", "prone")
    subject = subject_of(response)
    assert subject["mention"] == "高脂血症"
    assert not any(value for _, value in key_at(subject, "prone_to"))


@pytest.fixture(scope="module")
def confirm(tmp_path_factory):
    """表层巩膜炎 with its alias 巩膜外层炎 (an alias record over has_alias), the body part 眼 and symptoms."""
    spec = network("confirm", [object_type("disease", "疾病"), object_type("alias", "别名"),
                               object_type("bodypart", "部位"), object_type("symptom", "症状")], [
        relation("has_alias", "别名", "disease", "alias", "疾病的别名、又称与同义词"),
        relation("shown_on", "发病部位", "disease", "bodypart", "疾病的常见发病部位"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
    ])
    instances = {"disease": ["表层巩膜炎", "结膜炎"], "alias": ["巩膜外层炎", "红眼病"], "bodypart": ["眼"],
                 "symptom": ["眼红", "眼痛", "畏光"]}
    edges = {"has_alias": [("disease1", "alias1"), ("disease2", "alias2")],
             "shown_on": [("disease1", "bodypart1"), ("disease2", "bodypart1")],
             "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2"), ("disease2", "symptom3")]}
    return build_backend(tmp_path_factory.mktemp("confirm"), spec, instances, edges)


def alias_rules(response) -> list[str]:
    """The rules that moved a mention to another record (not those noted as keeping it)."""
    return [m["rule"] for m in linking_trace(response).get("answer_type_records") or [] if m.get("to")]


def test_a_confirming_question_is_about_what_the_alias_names(confirm):
    net = confirm.get_network("confirm")
    form = read_question("巩膜外层炎这个病是别名吧", net)
    assert form.says_naming and not form.question_words
    assert not read_question("巩膜外层炎这个病是眼睛上的吧", net).says_naming
    # the alias relation ranks first (the question says 别名): the alias record is asked about
    named = debug_search(confirm, "巩膜外层炎这个病是别名吧", "confirm")
    assert named.relation_types[0].concept_id == "has_alias"
    assert alias_rules(named) == ["alias_asked"] and top_node(named) == ("巩膜外层炎", "alias")
    # asking what the alias is called is still an alias question, with a question word
    assert alias_rules(debug_search(confirm, "巩膜外层炎是什么病的别名", "confirm")) == ["alias_asked"]


@pytest.mark.parametrize("question", ["巩膜外层炎这个病是眼睛上的吧", "巩膜外层炎这个病会眼红吗",
                                      "巩膜外层炎这病要紧不"])
def test_no_alias_record_without_a_question_word_or_naming_word(confirm, question):
    # a ranker that puts the alias relation first, as a learned prior may: the question still asks
    # nothing of the name itself
    alias_first = KeywordReranker({"别名": 1.0}, default=0.1)
    response = kn_search(confirm, {"query": question, "kn_id": "confirm", "debug": True}, reranker=alias_first)
    assert response.relation_types[0].concept_id == "has_alias"
    assert alias_rules(response) == []
    assert top_node(response) == ("表层巩膜炎", "disease")
    # the alias reading it declined, in the trace and on the Search page
    declined = [m for m in linking_trace(response)["answer_type_records"] if m["rule"] == "confirmation_without_naming"]
    assert [(m["mention"], m["to"]) for m in declined] == [("巩膜外层炎", None)]
    assert any(line.startswith("“巩膜外层炎” stays 表层巩膜炎 (disease), not its alias record: the question asks no "
                               "question word's question") for line in linking_decisions(response))


@pytest.mark.parametrize("question", ["巩膜外层炎这个叫法是别名吧", "巩膜外层炎是俗称吧", "巩膜外层炎是老说法吧",
                                      "巩膜外层炎是个简写吧"])
def test_a_word_of_naming_lets_a_confirmation_be_about_the_name(confirm, question):
    alias_first = KeywordReranker({"别名": 1.0}, default=0.1)
    named = kn_search(confirm, {"query": question, "kn_id": "confirm", "debug": True}, reranker=alias_first)
    assert read_question(question, confirm.get_network("confirm")).says_naming
    assert alias_rules(named) == ["alias_asked"]


def test_an_interrogative_keeps_the_alias_reading(confirm):
    # 怎么 asks (no question word, but the interrogative's clause): the rule is for confirmations only
    alias_first = KeywordReranker({"别名": 1.0}, default=0.1)
    response = kn_search(confirm, {"query": "巩膜外层炎怎么回事", "kn_id": "confirm", "debug": True},
                         reranker=alias_first)
    assert alias_rules(response) == ["alias_asked"]
