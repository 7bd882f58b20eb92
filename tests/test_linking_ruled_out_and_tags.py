"""What the asker rules out, what a hashtag tags, what a lead-in compares with and the class weighed against a name of
the clause before, on the demo network:

- a name ruled out is never the subject, as a corrected one is not: after 不是 with the next clause opening with 是 /
  我问的是 … and a name (不是X，是Y; 我不是问X，我问的是Y), after 以为 with another name of its type in a later clause, after
  an exclusion done (已经排除了X) with another name of its type not ruled out so - not 不是X就是Y (either one), 以为X和Y
  是一回事 (both asked about), 要排除X (still suspected);
- a hashtag's name (#糖尿病#) tags the post: below a name of the body in the ordering key, unless the body pairs a name
  with it (#布洛芬# 和对乙酰氨基酚);
- a yes-or-no lead-in whose first name comes right after 跟 / 和 / 像 … compares the name told before with it, and is
  about the one told before - not where the name is taken with something (跟布洛芬交替吃);
- after 算不算 / 属于 …, the class is weighed against a name ending the clause before (“慢性浅表性胃炎”，算不算胃炎)."""

from __future__ import annotations

import pytest

from core.search.linking import _AFFIRMED_AFTER, _EXCLUDED_BEFORE, _HASHTAG, _NOT_BEFORE
from kn_search_support import debug_search, key_at, linking_trace, subject_mention
from ui.search_view import linking_decisions


@pytest.mark.parametrize("question, subject, ruled_out, the_reason", [
    ("我不是问胃溃疡，我问的是十二指肠溃疡，有什么症状", "十二指肠溃疡", ["胃溃疡"], True),
    ("以为是感冒，结果医生说是过敏性鼻炎，这个要吃什么药", "过敏性鼻炎", ["感冒"], True),
    # (the runner-up is 这个贫血, which refers back: that is the reason given)
    ("化验说是缺铁性贫血，医生已经排除了地中海贫血，这个贫血要吃什么药", "缺铁性贫血", ["地中海贫血"], False),
])
def test_a_name_ruled_out_is_not_asked_about(medical_backend, question, subject, ruled_out, the_reason):
    response = debug_search(medical_backend, question, "medical")
    assert subject_mention(response) == subject
    assert linking_trace(response)["subject"]["ruled_out"] == ruled_out
    assert any(f"rather than “{ruled_out[0]}”: the other is ruled out" in line
               for line in linking_decisions(response)) is the_reason


@pytest.mark.parametrize("question, subject", [
    ("我以为胃炎和胃溃疡是一回事，它们有什么区别", "胃炎"),  # both asked about: no correction follows
    ("医生说要排除肺结核和肺癌，要做什么检查", "肺结核"),  # still suspected
    ("医生说不是胃炎就是胃溃疡，要做胃镜吗", "胃炎"),  # either one
])
def test_what_rules_nothing_out(medical_backend, question, subject):
    response = debug_search(medical_backend, question, "medical")
    assert "ruled_out" not in (linking_trace(response).get("subject") or {})
    assert subject_mention(response) == subject


@pytest.mark.parametrize("before, rules_out", [
    ("不是", True), ("我不是问", True), ("并不是", True), ("是不是", False), ("是否不是", False),
])
def test_not_before(before, rules_out):
    assert (_NOT_BEFORE.search(before) is not None) is rules_out


@pytest.mark.parametrize("after, affirms", [
    ("，是", True), ("，而是", True), ("，我问的是", True), ("是", True), ("就是", False), ("吗", False),
])
def test_affirmed_after(after, affirms):
    assert (_AFFIRMED_AFTER.match(after) is not None) is affirms


@pytest.mark.parametrize("before, done", [
    ("医生排除了", True), ("已经排除", True), ("都排除掉了", True), ("要排除", False), ("怎么排除", False),
])
def test_an_exclusion_done(before, done):
    assert (_EXCLUDED_BEFORE.search(before) is not None) is done


@pytest.mark.parametrize("post, tags", [
    ("#糖尿病# 我爸查出糖尿病肾病", ["糖尿病"]), ("#痛风 尿酸高", ["痛风"]), ("#中医##针灸# 问一下", ["中医", "针灸"]),
    ("第二行\n#高血压 怎么办", ["高血压"]), ("药名里有个#号", []), ("C#语言", []),
])
def test_hashtags(post, tags):
    assert [m.group(1) for m in _HASHTAG.finditer(post)] == tags


def test_a_hashtag_tags_the_post_and_the_body_names_what_is_asked(medical_backend):
    # a yes-or-no question: the tag, named first, would be taken as what is asked
    response = debug_search(medical_backend, "#高血压# 脑出血能治好吗", "medical")
    assert subject_mention(response) == "脑出血"
    tag = dict(key_at(linking_trace(response)["subject"], "not_tagged"))
    assert tag["高血压"] is False and tag["脑出血"] is True
    assert any("rather than “高血压”: the other is a hashtag's name" in line for line in linking_decisions(response))


def test_a_hashtag_paired_with_a_name_of_the_body_is_no_mere_tag(medical_backend):
    response = debug_search(medical_backend, "#布洛芬# 和对乙酰氨基酚能一起吃吗", "medical")
    assert subject_mention(response) == "布洛芬"
    assert all(value for _, value in key_at(linking_trace(response)["subject"], "not_tagged"))


def test_a_lead_in_comparing_with_a_name_is_about_the_name_told_before(medical_backend):
    question = "新闻里说的人禽流感，刚开始跟普通感冒像不像？都有哪些症状"
    response = debug_search(medical_backend, question, "medical")
    topic = dict(key_at(linking_trace(response)["subject"], "topic_of_yes_or_no_lead"))
    assert topic["人禽流感"] is True and topic["感冒"] is False
    assert subject_mention(response) == "人禽流感"


def test_a_name_taken_with_another_is_no_comparison(medical_backend):
    # 跟布洛芬交替吃: the drug is taken with the other, and the lead is about what is named in it
    response = debug_search(medical_backend, "孩子发烧38度，跟布洛芬交替吃对乙酰氨基酚可以吗", "medical")
    assert not dict(key_at(linking_trace(response)["subject"], "topic_of_yes_or_no_lead")).get("发烧")


@pytest.mark.parametrize("question, subject, weighed", [
    ("“慢性浅表性胃炎”，算不算胃炎？有什么症状", "慢性浅表性胃炎", "胃炎"),
])
def test_the_class_is_weighed_against_a_name_ending_the_clause_before(medical_backend, question, subject, weighed):
    response = debug_search(medical_backend, question, "medical")
    assert linking_trace(response)["subject"]["class_named"] == [weighed]
    assert subject_mention(response) == subject


def test_a_name_the_clause_before_goes_on_after_is_not_weighed(medical_backend):
    # 孩子咳嗽两周了，算不算…: the name does not end the clause before
    response = debug_search(medical_backend, "孩子咳嗽两周了，算不算支气管炎", "medical")
    assert "class_named" not in (linking_trace(response).get("subject") or {})
