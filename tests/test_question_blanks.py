"""A blank to fill in asks as a question word does: 填空：心咳多由____所致 is no yes-or-no question, 具有强筋健骨功效的
方剂有____ names its answer's kind before the blank (as 有哪些 does), and a blank's clause starts after the label's
colon (口腔科学填空：…) - but only where nothing else in the question asks: beside a question word or a yes-or-no
ending, `__` / `( )` is a file name, markdown, an emoticon or empty brackets in a chat message, on the demo network."""

from __future__ import annotations

import pytest

from kn_search_support import debug_search, subject_mention
from core.search.question_form import _BLANK, read_question


@pytest.fixture(scope="module")
def network(medical_backend):
    return medical_backend.get_network("medical")


@pytest.mark.parametrize("question, blank", [
    ("填空：心咳多由____所致。", "____"),
    ("填空：阿莫西林胶囊又称＿＿＿。", "＿＿＿"),
    ("填空：泰诺林属于（ ）类药品", "（ ）"),
    ("判断题：八珍汤由( )组成", "( )"),
])
def test_a_blank_is_a_question_word(network, question, blank):
    form = read_question(question, network)
    assert [question[a:b] for a, b in form.question_words] == [blank]
    assert not form.yes_or_no


@pytest.mark.parametrize("question", [
    "阿莫西林胶囊用法（口服）一天几次",  # parentheses holding words are no blank
    "报告文件叫report_2024，这个检查查什么",  # one underscore is no blank
    "高血压吃什么药",
])
def test_what_is_no_blank(network, question):
    form = read_question(question, network)
    assert all("_" not in question[a:b] and "（" not in question[a:b] for a, b in form.question_words)


@pytest.mark.parametrize("question, yes_or_no", [
    ("我爸糖尿病()，现在又查出白内障，白内障怎么治", False),
    ("file__1.jpg 这是我的检查单，二陈汤能治咳嗽吗", True),
    ("累死了＿＿(:з」∠)＿＿ 有胃溃疡，又得了肺炎，肺炎吃啥药", False),
])
def test_no_blank_asks_where_something_else_does(network, question, yes_or_no):
    form = read_question(question, network)
    assert form.yes_or_no is yes_or_no
    assert all(not _BLANK.fullmatch(question, a, b) for a, b in form.question_words)


def test_empty_brackets_in_a_chat_message_leave_the_question_as_it_was(medical_backend):
    response = debug_search(medical_backend, "我爸糖尿病()，现在又查出白内障，白内障怎么治", "medical")
    assert subject_mention(response) == "白内障"


def test_the_kind_before_a_blank_is_the_answers(network):
    form = read_question("填空：具有强筋健骨功效的方剂有（ ）", network)
    assert form.answer_types == {"formula"}


def test_a_label_before_the_colon_is_outside_the_blanks_clause(network):
    question = "口腔科学填空：喉白喉属于____的一种。"
    form = read_question(question, network)
    assert question[form.clause[0]:form.clause[1]] == "喉白喉属于____的一种"


def test_a_fill_in_question_ranks_the_relation_its_kind_asks(medical_backend):
    response = debug_search(medical_backend, "填空：具有强筋健骨功效的方剂有（ ）", "medical")
    assert response.relation_types[0].concept_id == "formula_has_efficacy"


def test_the_label_names_nothing_asked(medical_backend):
    response = debug_search(medical_backend, "口腔科学填空：腭裂属于____的一种。", "medical")
    assert subject_mention(response) == "腭裂"  # not 口腔科 of the label
    assert response.relation_types[0].concept_id == "is_subtype_of"
