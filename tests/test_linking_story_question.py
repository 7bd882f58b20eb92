"""A question that tells a story before its last sentences ask is about what those sentences name: the diagnoses,
drugs, checks and departments told before them are the story (core.search.question_form.story_asking, the subject
order's `in_story_question` in core.search.linking.choose_subject), on the demo network."""

from __future__ import annotations

import pytest

from core.search.question_form import STORY_MIN_CHARS, story_asking
from kn_search_support import debug_search, key_at, linking_trace, subject_mention
from ui.search_view import subject_reason

STORY = "我爸去年查出冠心病，一直吃阿司匹林肠溶片。上个月又去神经内科看了头晕，拍了头颅CT。"


@pytest.mark.parametrize("question, asking", [
    # the last sentence asks
    (STORY + "医生说是脑供血不足，脑供血不足一般有哪些症状？", "医生说是脑供血不足，脑供血不足一般有哪些症状？"),
    # a run of sentences that ask, the last one without its question mark
    (STORY + "美力泰都能治哪些病？会不会伤胃", "美力泰都能治哪些病？会不会伤胃"),
    # a yes-or-no question
    (STORY + "脑供血不足是不是颈椎病引起的？", "脑供血不足是不是颈椎病引起的？"),
])
def test_the_sentences_that_ask_after_a_story(question, asking):
    span = story_asking(question)
    assert span is not None and question[span[0]:span[1]] == asking


@pytest.mark.parametrize("question", [
    # the sentences that ask refer back to what the story told
    STORY + "医生说是脑供血不足，这个病一般有哪些症状？",
    STORY + "它会不会复发？",
    # one sentence of story only, or a short one
    "我爸去年查出冠心病，一直吃阿司匹林肠溶片。脑供血不足一般有哪些症状？",
    "查出冠心病。吃阿司匹林。脑供血不足有哪些症状？",
    # the last sentence tells, it does not ask
    STORY + "脑供血不足有哪些症状？他都七十多了。",
    # one sentence
    "脑供血不足有哪些症状",
])
def test_no_story_before_the_question(question):
    assert story_asking(question) is None


def test_the_story_is_counted_in_characters_not_spaces():
    # two sentences of STORY_MIN_CHARS - 2 characters, their full stops counted, forty spaces not
    told = "甲" * (STORY_MIN_CHARS // 2 - 2) + "。" + " " * 40 + "乙" * (STORY_MIN_CHARS // 2 - 2) + "。"
    assert story_asking(told + "丙有哪些症状？") is None
    assert story_asking(told + "丁丁。丙有哪些症状？") is not None


STORY_REASON = "the question tells a story first, then asks in its last sentences, which name it"


@pytest.mark.parametrize("question, subject, told, against", [
    ("我舅舅有糖尿病十几年了，一直打胰岛素。前阵子手脚发麻，在内分泌科做了肌电图检查。医生说是糖尿病周围神经病变，"
     "糖尿病周围神经病变要做哪些检查？", "糖尿病周围神经病变", "糖尿病", "糖尿病"),
    (STORY + "医生说是脑供血不足，脑供血不足一般有哪些症状？", "脑供血不足", "冠心病", "冠心病"),
    ("我老婆产后一直腰疼，骨科拍了X线检查说没事，开了布洛芬缓释胶囊。后来在康复科做了理疗也没好。中医说是肾虚腰痛，"
     "肾虚腰痛吃什么药？", "肾虚腰痛", "腰疼", None),
])
def test_the_subject_is_named_by_the_sentences_that_ask(medical_backend, question, subject, told, against):
    response = debug_search(medical_backend, question, "medical")
    assert subject_mention(response) == subject
    assert response.nodes[0].instance_name == subject
    chosen = linking_trace(response)["subject"]
    in_story = dict(key_at(chosen, "in_story_question"))
    assert in_story[subject] is True and in_story[told] is False
    # the Search page says why, against the runner-up (中医, named where the question asks too, loses later)
    if against is not None:
        assert subject_reason(chosen) == f"asked about “{subject}” rather than “{against}”: {STORY_REASON}"


def test_a_name_told_in_the_story_and_asked_about_again_keeps_its_place(medical_backend):
    # 三叉神经痛 is told first and named again where the question asks: both mentions count as asked about, and the
    # yes-or-no question's first named decides as before
    question = ("我妈右边脸一阵阵疼，刷牙都不敢。她先去口腔科拔了一颗牙也没好，后来神经内科说是三叉神经痛，开了卡马西平片。"
                "邻居推荐天麻素胶囊，三叉神经痛能吃天麻素胶囊吗？")
    response = debug_search(medical_backend, question, "medical")
    in_story = key_at(linking_trace(response)["subject"], "in_story_question")
    assert ("三叉神经痛", True) in in_story and ("卡马西平片", False) in in_story
    assert subject_mention(response) == "三叉神经痛"
