"""Two linking rules read from how a question is put: the question word's clause counts for the
subject only for an instance the asked relation type can hold, and a wh-phrase that leads the
clause of a name with two records lets the other record take it however thin it is beside the
chosen one."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.question_form import read_question
from kn_search_support import build_backend, debug_search, linking_trace, network, object_type, relation
from ui.search_view import linking_decisions

search = partial(debug_search, kn_id="clause")

DISEASES = 40


@pytest.fixture(scope="module")
def clause_net(tmp_path_factory):
    """日照性皮炎 with the alias 日晒伤 and its symptoms; 皮肤, a body part several diseases show on;
    耳鸣, a disease record with many drugs and three complications (the better documented one) and a
    symptom record that `DISEASES` diseases list."""
    spec = network("clause", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("bodypart", "身体部位"),
        object_type("drugs", "药物"),
        object_type("alias", "别名"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("shown_on", "体征", "disease", "bodypart", "疾病表现的身体部位"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
    ])
    # disease1 日照性皮炎, disease2 耳鸣, disease3.. the diseases listing the symptom 耳鸣
    diseases = ["日照性皮炎", "耳鸣", *(f"听神经病{i}型" for i in range(DISEASES))]
    instances = {
        "disease": diseases,
        "symptom": ["红斑", "瘙痒", "耳鸣"],
        "bodypart": ["皮肤"],
        "drugs": [f"通窍片{i}号" for i in range(60)],
        "alias": ["日晒伤"],
    }
    edges = {
        "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2"), ("disease2", "symptom2"),
                        *((f"disease{i + 3}", "symptom3") for i in range(DISEASES))],
        "shown_on": [(f"disease{i + 1}", "bodypart1") for i in range(DISEASES)],
        "cures": [("disease2", f"drugs{i + 1}") for i in range(60)],
        "has_alias": [("disease1", "alias1")],
        # the disease record reaches diseases of its own (a well-documented record does)
        "has_complication": [("disease2", f"disease{i + 3}") for i in range(3)],
    }
    return build_backend(tmp_path_factory.mktemp("clause"), spec, instances, edges)


def test_a_clause_mention_the_asked_relation_cannot_hold_is_no_subject(clause_net):
    response = search(clause_net, "海边玩了一天日晒伤了，皮肤会出现哪些症状")
    assert response.relation_types[0].concept_id == "has_symptom"
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "日晒伤"
    keys = {e["mention"]: e["key"] for e in subject["entities"]}
    assert keys["皮肤"][3] is False  # in the question word's clause, but no end of has_symptom
    assert (response.nodes[0].instance_name, response.nodes[0].object_type_id) == ("日照性皮炎", "disease")


def test_a_clause_mention_the_asked_relation_holds_still_comes_first(clause_net):
    response = search(clause_net, "日晒伤好几天了，耳鸣会出现哪些症状")
    assert linking_trace(response)["subject"]["mention"] == "耳鸣"


def test_the_answer_leads_the_clause_of_a_mention_after_its_wh_phrase(clause_net):
    net = clause_net.get_network("clause")
    form = read_question("哪些病会让人耳鸣", net)
    assert form.answer_types == {"disease"}
    assert form.answer_leads(6, 8)
    assert not read_question("耳鸣常常跟什么病一起出现", net).answer_leads(0, 2)
    assert not read_question("耳鸣了，哪些病会这样", net).answer_leads(0, 2)  # another clause


def test_a_leading_wh_phrase_takes_the_other_record_however_thin(clause_net):
    response = search(clause_net, "哪些病会让人耳鸣")
    assert (response.nodes[0].instance_name, response.nodes[0].object_type_id) == ("耳鸣", "symptom")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["from"] == ["disease", "耳鸣"] and moved[0]["to"] == ["symptom", "耳鸣"]
    assert moved[0]["gate"] == "answer_leads"
    assert linking_decisions(response) == [
        "“耳鸣” → 耳鸣 (symptom), not the disease record: the question asks for a disease (“病”), and has_symptom "
        "joins the two, and the question's phrase for it comes first: the mention is what the answer has",
        "“耳鸣” also names a symptom record: relation types counted its edges in the type signal at half share "
        "(the question may mean it)"]


def test_a_wh_phrase_after_the_name_keeps_the_better_documented_record(clause_net):
    # the symptom record (4 weighted edges) is under half the disease record's (61): the name leads
    response = search(clause_net, "耳鸣常常跟什么病一起出现")
    assert response.nodes[0].object_type_id == "disease"
    assert "answer_type_records" not in linking_trace(response)
