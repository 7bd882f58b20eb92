"""Two names joined by a conjunction alone (基孔肯雅热跟寨卡病毒感染怎么分得清): the first is what the question is
about, where the asked relation ties them; the longer second name is no reason to prefer it. With a space before the
conjunction (typed or dictated: 基孔肯雅热 跟寨卡病毒感染), the pair still counts as in the question word's clause."""

from __future__ import annotations

import pytest

from core.search.question_form import clauses, read_question
from kn_search_support import build_backend, debug_search, linking_trace, network, object_type, relation, top_node
from ui.search_view import linking_decisions


@pytest.fixture(scope="module")
def pairs(tmp_path_factory):
    """Two fevers, each the other's differential diagnosis and with symptoms of its own (the second better documented)."""
    spec = network("pairs", [object_type("disease", "疾病"), object_type("symptom", "症状")], [
        relation("differential_diagnosis", "鉴别诊断", "disease", "disease", "需要与之鉴别的疾病"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
    ])
    instances = {"disease": ["基孔肯雅热", "寨卡病毒感染", "登革热"], "symptom": ["发热", "皮疹", "关节痛", "结膜炎"]}
    edges = {"differential_diagnosis": [("disease1", "disease2"), ("disease2", "disease1"), ("disease2", "disease3"),
                                        ("disease1", "disease3")],
             "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom3"),
                             ("disease2", "symptom1"), ("disease2", "symptom2"), ("disease2", "symptom4")]}
    return build_backend(tmp_path_factory.mktemp("pairs"), spec, instances, edges)


@pytest.mark.parametrize("question", ["基孔肯雅热跟寨卡病毒感染怎么分得清", "基孔肯雅热 跟寨卡病毒感染怎么区分",
                                      "基孔肯雅热和寨卡病毒感染怎么鉴别", "基孔肯雅热 与 寨卡病毒感染咋区分"])
def test_the_first_of_a_pair_is_asked_about(pairs, question):
    response = debug_search(pairs, question, "pairs")
    assert response.relation_types[0].concept_id == "differential_diagnosis"
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "基孔肯雅热" and top_node(response) == ("基孔肯雅热", "disease")
    at = subject["order"].index("first_of_pair")
    assert {e["mention"]: e["key"][at] for e in subject["entities"]} == {"基孔肯雅热": True, "寨卡病毒感染": False}
    # nothing before it told them apart, and the Search page says what did
    assert len({tuple(e["key"][:at]) for e in subject["entities"]}) == 1
    assert "asked about “基孔肯雅热” rather than “寨卡病毒感染”: it is the first of two names joined by 跟 / 和 / 与 / 同" \
        in linking_decisions(response)


def test_a_pair_shares_the_question_words_clause(pairs):
    # the space ends the first name's clause; joined by 跟, it counts as in the question word's clause with the other
    assert clauses("基孔肯雅热 跟寨卡病毒感染怎么分得清") == [(0, 5), (6, 18)]
    subject = linking_trace(debug_search(pairs, "基孔肯雅热 跟寨卡病毒感染怎么分得清", "pairs"))["subject"]
    at = subject["order"].index("in_question_clause")
    assert [e["key"][at] for e in subject["entities"]] == [True, True]
    # a clause of its own that names something else is not joined: 伊贝母 有啥功效 跟川贝一样吗 keeps 川贝 out
    form = read_question("基孔肯雅热 有啥症状 跟寨卡病毒感染一样吗", pairs.get_network("pairs"))
    assert form.clause == (6, 10)


def test_names_not_joined_keep_the_longer(pairs):
    # no conjunction between them: the ordering falls through to the longer mention, as before
    response = debug_search(pairs, "基孔肯雅热还是寨卡病毒感染更难分辨", "pairs")
    subject = linking_trace(response)["subject"]
    at = subject["order"].index("first_of_pair")
    assert not any(e["key"][at] for e in subject["entities"])
