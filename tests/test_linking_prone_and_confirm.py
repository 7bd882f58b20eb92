"""Three linking rules of everyday questions, on small networks built for each:

- what someone is prone to get (高脂血症的人是不是更容易得血管性痴呆) is what the question asks about, though
  another disease is named first in a yes-or-no question;
- a question with no question word, no interrogative and no word of naming (巩膜外层炎这个病是眼睛上的吧)
  confirms something of what an alias names, not of the alias record;
- a name opening with 应 or 需 is an extraction fragment only where the two characters are no word
  (应激性溃疡 is a disease, 应注意休息 a piece of a sentence)."""

from __future__ import annotations

import pytest

from core.search.question_form import read_question
from core.search.service import kn_search
from kn_search_support import (KeywordReranker, build_backend, debug_search, linking_trace, network, object_type,
                               relation, top_node)
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
    at = subject["order"].index("prone_to")
    assert {e["mention"]: e["key"][at] for e in subject["entities"]} == {"高脂血症": False, "血管性痴呆": True}
    # a candidate answer after 是不是 otherwise: the prone-to name is not one
    not_answer = subject["order"].index("not_named_as_answer")
    assert all(e["key"][not_answer] for e in subject["entities"])
    assert "asked about “血管性痴呆” rather than “高脂血症”: it is what someone is said to be prone to get (容易得), " \
           "which the question asks about" in linking_decisions(response)


def test_without_prone_wording_the_first_named_is_asked_about(prone):
    # the same two diseases in a yes-or-no question that says nothing of proneness: the first named
    response = debug_search(prone, "高脂血症会并发血管性痴呆吗", "prone")
    subject = subject_of(response)
    assert subject["mention"] == "高脂血症"
    at = subject["order"].index("prone_to")
    assert not any(e["key"][at] for e in subject["entities"])


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
    return [m["rule"] for m in linking_trace(response).get("answer_type_records") or []]


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
    # with a word of naming it may be about the name: 巩膜外层炎这个叫法是别名吧
    named = kn_search(confirm, {"query": "巩膜外层炎这个叫法是别名吧", "kn_id": "confirm", "debug": True},
                      reranker=alias_first)
    assert alias_rules(named) == ["alias_asked"]
