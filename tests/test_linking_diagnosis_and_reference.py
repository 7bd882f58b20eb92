"""Two readings of questions that tell a story before they ask:

- a name right after 查出 / 诊断 / 确诊 (no 是 / 为 / 了 needed: 痰里查出非结核分枝杆菌病) is the diagnosis the question goes on
  about, not the complaint told before it; after 能 / 可 / 会 (这个检查能查出肺结核吗) it is what a check finds, no diagnosis;
- so is a name right after 医生说 / 大夫讲 ending its clause (医生说非结核分枝杆菌病，…; not 医生说肺结核风险大);
- 这 / 那, a measure word or none, and a noun naming a type in the question word's clause (这个药能治啥) refer back to
  the one instance of that type named before it, which then counts as in that clause; with two of that type named
  before it, nothing is referred to."""

from __future__ import annotations

import pytest

from core.search.question_form import read_question
from core.search.service import kn_search
from kn_search_support import (build_backend, debug_search, key_at, linking_trace, network, object_type, relation,
                               top_node)
from ui.search_view import linking_decisions


@pytest.fixture(scope="module")
def story(tmp_path_factory):
    """Lung diseases with complications, a duodenal ulcer and two drugs (indicated_for and its inverse cures, as the
    demo has), a check; every instance credible (three edges or more)."""
    spec = network("story", [object_type("disease", "疾病"), object_type("drugs", "药物"),
                             object_type("checklist", "检查项目"), object_type("symptom", "症状"),
                             object_type("drug_class", "药品分类")], [
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("checks", "检查项", "disease", "checklist", "诊断疾病所做的检查"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用（可治疗）的疾病或症状"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("check_for_disease", "检查相关疾病", "checklist", "disease", "检查项目用于诊断的相关疾病"),
    ])
    instances = {"disease": ["慢阻肺", "非结核分枝杆菌病", "脓胸", "十二指肠溃疡", "胃炎", "肺结核"],
                 "drugs": ["蒲元和胃胶囊", "奥美拉唑肠溶胶囊"], "checklist": ["胸部CT", "痰培养"],
                 "symptom": ["咳嗽", "咳痰", "胃痛"]}
    edges = {
        "has_complication": [("disease1", "disease3"), ("disease2", "disease3"), ("disease6", "disease3"),
                             ("disease1", "disease6")],
        "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2"), ("disease2", "symptom1"),
                        ("disease2", "symptom2"), ("disease3", "symptom1"), ("disease4", "symptom3"),
                        ("disease5", "symptom3"), ("disease6", "symptom1")],
        "checks": [("disease1", "checklist1"), ("disease2", "checklist2"), ("disease3", "checklist1"),
                   ("disease6", "checklist2"), ("disease4", "checklist1"), ("disease5", "checklist1")],
        "indicated_for": [("drugs1", "disease4"), ("drugs1", "disease5"), ("drugs1", "disease1"),
                          ("drugs2", "disease4"), ("drugs2", "disease5"), ("drugs2", "disease1")],
        "cures": [("disease4", "drugs1"), ("disease4", "drugs2"), ("disease5", "drugs1"), ("disease5", "drugs2")],
        "check_for_disease": [("checklist1", "disease6"), ("checklist2", "disease6"), ("checklist2", "disease2")],
    }
    return build_backend(tmp_path_factory.mktemp("story"), spec, instances, edges)


def subject_of(response) -> dict:
    return linking_trace(response)["subject"]


@pytest.mark.parametrize("question", ["本人有慢阻肺，痰里查出非结核分枝杆菌病，会不会发展成脓胸",
                                      "慢阻肺好多年了，这次诊断非结核分枝杆菌病，会并发脓胸吗",
                                      "有慢阻肺，上个月确诊非结核分枝杆菌病，会不会引起脓胸",
                                      "慢阻肺的人诊断出非结核分枝杆菌病，以后会变成脓胸吗",
                                      # the name a doctor said, ending its clause
                                      "慢阻肺好多年了，医生说非结核分枝杆菌病，会不会发展成脓胸",
                                      "慢阻肺好多年了，大夫讲非结核分枝杆菌病，会并发脓胸吗"])
def test_a_name_right_after_a_word_of_diagnosis_is_asked_about(story, question):
    response = debug_search(story, question, "story")
    subject = subject_of(response)
    assert subject["mention"] == "非结核分枝杆菌病" and top_node(response) == ("非结核分枝杆菌病", "disease")
    assert [mention for mention, value in key_at(subject, "diagnosed") if value] == ["非结核分枝杆菌病"]
    assert "it is the name given as the diagnosis" in " ".join(linking_decisions(response))


@pytest.mark.parametrize("question", [
    # 能 / 可 / 会 / 可以 查出: what a check finds, not what someone was found to have
    "慢阻肺的人做痰培养能查出非结核分枝杆菌病吗", "慢阻肺的人做痰培养可查出非结核分枝杆菌病吗",
    "慢阻肺的人做痰培养会查出非结核分枝杆菌病吗", "慢阻肺的人做胸部CT可以查出非结核分枝杆菌病吗",
    # feared or denied: no diagnosis was given
    "慢阻肺好多年，担心查出非结核分枝杆菌病，会并发脓胸吗", "慢阻肺好多年，没查出非结核分枝杆菌病，会不会得脓胸",
    # a name a doctor said that does not end its clause: ruled out or named as a risk, no diagnosis
    "慢阻肺好多年，医生说非结核分枝杆菌病不太可能，会并发脓胸吗", "慢阻肺好多年，医生说肺结核风险大，会不会得脓胸",
])
def test_a_possible_feared_or_denied_finding_is_no_diagnosis(story, question):
    subject = subject_of(debug_search(story, question, "story"))
    assert not any(value for _, value in key_at(subject, "diagnosed"))


def test_this_drug_refers_back_to_the_drug_named_before(story):
    question = "父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，这个药能治啥啊"
    form = read_question(question, story.get_network("story"))
    assert [(question[at:at + 3], types) for at, types in form.referred] == [("这个药", frozenset({"drugs"}))]
    response = debug_search(story, question, "story")
    subject = subject_of(response)
    assert subject["mention"] == "蒲元和胃胶囊" and top_node(response) == ("蒲元和胃胶囊", "drugs")
    assert dict(key_at(subject, "in_question_clause")) == {"十二指肠溃疡": False, "蒲元和胃胶囊": True}
    assert "asked about “蒲元和胃胶囊” rather than “十二指肠溃疡”: it sits in the question's clause, or a 这 there refers " \
        "back to it" in linking_decisions(response)


def test_with_two_of_its_type_named_before_nothing_is_referred_to(story):
    # two diseases before 这个病: which one it means is open, so neither counts as in the question word's clause
    subject = subject_of(debug_search(story, "胃炎好几年了，后来又得了十二指肠溃疡，这个病吃什么药", "story"))
    assert not any(value for _, value in key_at(subject, "in_question_clause"))
    # one disease and one drug before 这个药: the drug is
    subject = subject_of(debug_search(story, "胃炎好几年了，吃的奥美拉唑肠溶胶囊，这个药还能治啥", "story"))
    assert dict(key_at(subject, "in_question_clause")) == {"胃炎": False, "奥美拉唑肠溶胶囊": True}


def test_a_drug_named_twice_is_still_the_one_referred_to(story):
    subject = subject_of(debug_search(story, "父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，说蒲元和胃胶囊很好，这个药能治啥", "story"))
    assert key_at(subject, "in_question_clause") == [("十二指肠溃疡", False), ("蒲元和胃胶囊", True), ("蒲元和胃胶囊", True)]
    assert subject["mention"] == "蒲元和胃胶囊"


def test_a_bare_na_is_then_not_that(story):
    net = story.get_network("story")
    assert read_question("慢阻肺抽烟的人多，那因为什么得的", net).referred == ()
    assert [types for _, types in read_question("十二指肠溃疡，那个药能治啥", net).referred] == [frozenset({"drugs"})]


def test_without_a_demonstrative_nothing_is_referred_to(story):
    question = "父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，能治啥啊"
    assert read_question(question, story.get_network("story")).referred == ()
    # a class marker (这类药) is no reference back either, though a type's name (药品分类) holds 类
    assert read_question("蒲元和胃胶囊这类药能治啥", story.get_network("story")).referred == ()


@pytest.mark.slow
@pytest.mark.parametrize("question, node", [
    ("本人有慢阻肺，痰里查出非结核分枝杆菌病，会不会发展成脓胸", ("非结核分枝杆菌病", "disease")),
    ("糖尿病足感染以后诊断足慢性化脓性骨髓炎，这个病在分类上属于什么", ("足慢性化脓性骨髓炎", "disease")),
    ("父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，这个药能治啥啊", ("蒲元和胃胶囊", "drugs")),
    ("我爸拉肚子住院了，医生说等渗性脱水，会引起休克吗", ("等渗性脱水", "disease")),
])
def test_demo_network_story_questions(medical_backend, question, node):
    assert top_node(kn_search(medical_backend, {"query": question, "kn_id": "medical"})) == node
