"""Two names joined by a conjunction alone (基孔肯雅热跟寨卡病毒感染怎么分得清): the first is what the question is
about, where the asked relation ties them; the longer second name is no reason to prefer it. With a space before the
conjunction (typed or dictated: 基孔肯雅热 跟寨卡病毒感染), the pair still counts as in the question word's clause."""

from __future__ import annotations

import pytest

from core.search.question_form import clauses, read_question
from kn_search_support import (build_backend, debug_search, key_at, linking_trace, network, object_type, relation,
                               top_node)
from ui.search_view import linking_decisions


@pytest.fixture(scope="module")
def pairs(tmp_path_factory):
    """Three fevers, each credible (three outgoing edges or more, `CREDIBLE_DEGREE`); the first two are each other's
    differential diagnosis and 登革热's."""
    spec = network("pairs", [object_type("disease", "疾病"), object_type("symptom", "症状")], [
        relation("differential_diagnosis", "鉴别诊断", "disease", "disease", "需要与之鉴别的疾病"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
    ])
    instances = {"disease": ["基孔肯雅热", "寨卡病毒感染", "登革热"], "symptom": ["发热", "皮疹", "关节痛", "结膜炎"]}
    edges = {"differential_diagnosis": [("disease1", "disease2"), ("disease2", "disease1"), ("disease2", "disease3"),
                                        ("disease1", "disease3")],
             "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom3"),
                             ("disease2", "symptom1"), ("disease2", "symptom2"), ("disease2", "symptom4"),
                             ("disease3", "symptom1"), ("disease3", "symptom2"), ("disease3", "symptom3")]}
    return build_backend(tmp_path_factory.mktemp("pairs"), spec, instances, edges)


@pytest.mark.parametrize("question", ["基孔肯雅热跟寨卡病毒感染怎么分得清", "基孔肯雅热 跟寨卡病毒感染怎么区分",
                                      "基孔肯雅热和寨卡病毒感染怎么鉴别", "基孔肯雅热 与 寨卡病毒感染咋区分",
                                      "基孔肯雅热同寨卡病毒感染怎么鉴别", "基孔肯雅热、寨卡病毒感染怎么鉴别"])
def test_the_first_of_a_pair_is_asked_about(pairs, question):
    response = debug_search(pairs, question, "pairs")
    assert response.relation_types[0].concept_id == "differential_diagnosis"
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "基孔肯雅热" and top_node(response) == ("基孔肯雅热", "disease")
    at = subject["order"].index("first_of_pair")
    assert dict(key_at(subject, "first_of_pair")) == {"基孔肯雅热": True, "寨卡病毒感染": False}
    # nothing before it told them apart, and the Search page says what did
    assert len({tuple(e["key"][:at]) for e in subject["entities"]}) == 1
    assert "asked about “基孔肯雅热” rather than “寨卡病毒感染”: it heads names joined by 跟 / 和 / 与 / 同 / 、 alone" \
        in linking_decisions(response)


def test_a_pair_shares_the_question_words_clause(pairs):
    # the space ends the first name's clause; joined by 跟, it counts as in the question word's clause with the other
    assert clauses("基孔肯雅热 跟寨卡病毒感染怎么分得清") == [(0, 5), (6, 18)]
    subject = linking_trace(debug_search(pairs, "基孔肯雅热 跟寨卡病毒感染怎么分得清", "pairs"))["subject"]
    assert [value for _, value in key_at(subject, "in_question_clause")] == [True, True]
    # the other way round: the question word first, the second name across the space joined to the first
    subject = linking_trace(debug_search(pairs, "怎么区分基孔肯雅热跟 寨卡病毒感染", "pairs"))["subject"]
    assert [value for _, value in key_at(subject, "in_question_clause")] == [True, True]
    assert subject["mention"] == "基孔肯雅热"


def test_a_clause_of_its_own_is_not_joined(pairs):
    # 有啥症状 is the question word's clause; 跟寨卡病毒感染一样吗 is another, and no conjunction joins the two names
    response = debug_search(pairs, "基孔肯雅热 有啥症状 跟寨卡病毒感染一样吗", "pairs")
    subject = linking_trace(response)["subject"]
    for place in ("in_question_clause", "first_of_pair"):
        assert [value for _, value in key_at(subject, place)] == [False, False], place


def test_only_the_head_of_a_chain_comes_first(pairs):
    for question in ("登革热、基孔肯雅热和寨卡病毒感染怎么鉴别", "登革热和基孔肯雅热和寨卡病毒感染怎么鉴别"):
        subject = linking_trace(debug_search(pairs, question, "pairs"))["subject"]
        assert dict(key_at(subject, "first_of_pair")) == {
            "登革热": True, "基孔肯雅热": False, "寨卡病毒感染": False}, question
        assert subject["mention"] == "登革热"


def test_names_not_joined_keep_the_longer(pairs):
    # no conjunction between them, no yes-or-no reading: the ordering falls through to the longer mention
    response = debug_search(pairs, "基孔肯雅热寨卡病毒感染怎么鉴别", "pairs")
    subject = linking_trace(response)["subject"]
    assert not any(value for _, value in key_at(subject, "first_of_pair"))
    assert subject["mention"] == "寨卡病毒感染"
