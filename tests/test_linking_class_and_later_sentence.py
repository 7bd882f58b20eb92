"""A class a name is weighed against, a wh-noun with a noun suffix, a later sentence that asks, and which patients,
on the demo network:

- a name right after a class verb (算 / 属于 / 归到, or 是 with 的一种 / 里的一种 after the name), with another name of
  its type before it in its clause, is the class that one is weighed against: neither it nor a mention of its instance
  before it is the subject (足慢性化脓性骨髓炎是骨髓炎里的一种 asks about the narrower name, however thin its record) -
  not where what the class name has is asked (肺炎算不算感冒的并发症, 头痛是感冒的一种症状吗), and a later sentence may
  ask about the class by name (痛风性滑囊炎属于痛风吗？痛风吃什么药好);
- a wh-noun with a noun suffix is the noun itself (方 of 哪些方子): a medicinal material that no relation type joins to
  formulas gives way to the ingredient record of its name;
- a question asking in several sentences, each with a question word, is about the name the last one opens with when
  a sentence before told it (连翘跟金银花比，哪个更清热？连翘主要治什么) - not about a name in the first one's clause;
- 什么病人 / 哪类患者 asks who gets it (人群) with a verb of getting or having after it, or after 好发 / 多见 …, not
  whom something is for (给什么病人吃, 什么病人需要做胃镜)."""

from __future__ import annotations

import pytest

from kn_search_support import cue_attributes, debug_search, linking_trace, subject_mention, top_node
from core.search.linking import _CLASS_ENDS, _CLASS_VERB
from ui.search_view import linking_decisions


@pytest.mark.parametrize("question, subject, class_name", [
    ("足慢性化脓性骨髓炎是骨髓炎里的一种？", "足慢性化脓性骨髓炎", "骨髓炎"),
    ("足慢性化脓性骨髓炎算骨髓炎还是算别的病", "足慢性化脓性骨髓炎", "骨髓炎"),
])
def test_the_name_after_a_class_verb_is_the_class_weighed_against(medical_backend, question, subject, class_name):
    response = debug_search(medical_backend, question, "medical")
    assert subject_mention(response) == subject
    assert linking_trace(response)["subject"]["class_named"] == [class_name]
    assert any(f"named after 算 / 属于 / 是 … 的一种 as the class “{subject}”" in line
               for line in linking_decisions(response))


@pytest.mark.parametrize("question", [
    "肺炎算不算感冒的并发症",  # 的并发症 after 感冒: what 感冒 has is asked, so it is no class 肺炎 is weighed against
    "头痛是感冒的一种症状吗",  # 的一种 before 症状 names no class
    "甲周炎是蜂窝织炎的一种并发症吗",
])
def test_a_name_whose_property_is_asked_after_a_class_verb_is_no_class(medical_backend, question):
    assert "class_named" not in linking_trace(debug_search(medical_backend, question, "medical"))["subject"]


def test_a_later_sentence_may_ask_about_the_class_itself(medical_backend):
    # the class named in the first sentence is asked about by name in the next: that mention is no class
    response = debug_search(medical_backend, "痛风性滑囊炎属于痛风吗？痛风吃什么药好", "medical")
    assert subject_mention(response) == "痛风"
    assert linking_trace(response)["subject"]["class_named"] == ["痛风"]
    assert [e.start for e in response.linked_entities if e.subject] == [12]


@pytest.mark.parametrize("before, verb", [
    ("哮喘算", "算"), ("哮喘算不算", "算不算"), ("哮喘也属于", "属于"), ("哮喘属不属于", "属不属于"), ("哮喘归到", "归到"),
])
def test_class_verbs(before, verb):
    found = _CLASS_VERB.search(before)
    assert found is not None and found.group() == verb


@pytest.mark.parametrize("before", ["就算", "我打算", "不划算", "换算"])
def test_words_holding_suan_are_no_class_verbs(before):
    assert _CLASS_VERB.search(before) is None


@pytest.mark.parametrize("after, ends", [
    ("吗", True), ("的一种吧", True), ("里的一种？", True), ("那一类吗", True), ("还是别的", True), ("", True),
    ("的并发症吗", False), ("引起的吗", False),
])
def test_what_may_follow_a_class_name(after, ends):
    assert (_CLASS_ENDS.match(after) is not None) is ends


def test_a_wh_noun_with_a_noun_suffix_reads_as_the_noun(medical_backend):
    response = debug_search(medical_backend, "荆芥穗一般放在哪些方子里", "medical")
    assert top_node(response) == ("荆芥穗", "ingredient")
    moved = linking_trace(response)["answer_type_records"]
    assert [(m["rule"], m["to"]) for m in moved] == [("answer_type_unreachable", ["ingredient", "荆芥穗"])]


def test_the_later_sentence_asking_about_a_name_told_before(medical_backend):
    response = debug_search(medical_backend, "连翘跟金银花比，哪个更清热？连翘主要治什么", "medical")
    assert subject_mention(response) == "连翘"
    assert linking_trace(response)["subject"]["asked_in_later_sentence"] == "连翘"
    assert any("the later sentence that asks opens with it" in line for line in linking_decisions(response))


def test_a_later_sentence_opening_with_a_new_name_is_not_read_so(medical_backend):
    subject = linking_trace(debug_search(medical_backend, "连翘跟金银花比，哪个更清热？板蓝根主要治什么",
                                         "medical")).get("subject") or {}
    assert "asked_in_later_sentence" not in subject


def test_which_patients_asks_who(medical_backend):
    response = debug_search(medical_backend, "哪类患者容易得肺孢子菌肺炎", "medical")
    assert "人群" in cue_attributes(response)
    assert "类别" not in cue_attributes(response)  # 哪类 before 患者 asks no class
    assert response.relation_types[0].concept_id == "common_in"


@pytest.mark.parametrize("question", [
    "阿莫西林胶囊是给什么病人吃的", "这个方子适合什么样的病人",
    # no verb of getting after the phrase: whom something is for, or what becomes of them
    "什么病人需要做胃镜", "什么病人挂肾内科", "哪些病人不适合做胃镜", "白血病哪类病人预后比较差",
    "得了什么病人会突然消瘦",
])
def test_patients_something_is_given_to_ask_no_who(medical_backend, question):
    assert "人群" not in cue_attributes(debug_search(medical_backend, question, "medical"))
