"""How spoken and typed-in-one-breath questions are read (question form, then the linker's choice of subject):

- 几 of "some" (好几天, 十几年, 这几天, 没几天) and of 几乎 asks nothing: a context clause holding it is not the
  question's clause, and it asks no amount (发烧好几天 疟疾间接免疫荧光试验 要做吗);
- with no question word, a final 吧 (格列齐特胶囊 是降糖尿病的吧) and a 吗 closing a clause that is not the last
  (新生儿癫痫综合征 算癫痫病吗 宝宝抽了两回) ask yes or no: the first named is the topic, what follows the candidate;
- of names joined by a conjunction across a space, the head is what a yes-or-no lead-in is about
  (大丹参 跟丹参一样能活血吗 有啥功效);
- a name told in a clause after the question word's, while another stands before that clause, is where the question
  comes from: neither the alias record asked about nor preferred as the subject (慢脾风 还叫什么 小孩抽风老人说的)."""

from __future__ import annotations

import pytest

from core.search.question_form import asks_for_unnamed, read_question
from core.search.service import kn_search
from kn_search_support import (build_backend, debug_search, key_at, linking_trace, network, object_type, relation,
                               top_node)
from ui.search_view import linking_decisions


@pytest.fixture(scope="module")
def spoken(tmp_path_factory):
    """Diseases, checks, drugs (with indicated_for and its inverse cures, as the demo has), a formula and materials with
    their aliases."""
    spec = network("spoken", [
        object_type("disease", "疾病"), object_type("symptom", "症状"), object_type("checklist", "检查项目"),
        object_type("drugs", "药物"), object_type("formula", "方剂"), object_type("alias", "别名"),
        object_type("medicinal_material", "中药材"), object_type("efficacy", "功效"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("checks", "检查项", "disease", "checklist", "诊断疾病所做的检查"),
        relation("is_subtype_of", "上位疾病", "disease", "disease", "疾病归属的上位疾病或疾病类别"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名、又称与同义词"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用（可治疗）的疾病或症状"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("check_for_symptom", "检查相关症状", "checklist", "symptom", "检查项目关联的症状"),
        relation("formula_has_alias", "方剂别名", "formula", "alias", "方剂的别称"),
        relation("has_efficacy", "功效", "medicinal_material", "efficacy", "中药材的功效"),
        relation("material_has_alias", "药材别名", "medicinal_material", "alias", "中药材的别称"),
    ])
    instances = {
        "disease": ["糖尿病", "癫痫病", "新生儿癫痫综合征", "慢惊风", "疟疾"],
        "symptom": ["发烧", "寒战", "抽搐", "多尿"],
        "checklist": ["疟疾间接免疫荧光试验", "血糖测定", "脑电图"],
        "drugs": ["格列齐特胶囊", "二甲双胍片"],
        "formula": ["慢脾风"],
        "alias": ["抽风", "慢脾惊", "大丹参", "赤参"],
        "medicinal_material": ["甘西鼠尾", "丹参"],
        "efficacy": ["活血", "祛瘀", "安神"],
    }
    edges = {
        "has_symptom": [("disease1", "symptom4"), ("disease2", "symptom3"), ("disease3", "symptom3"),
                        ("disease4", "symptom3"), ("disease5", "symptom1"), ("disease5", "symptom2")],
        "checks": [("disease1", "checklist2"), ("disease2", "checklist3"), ("disease3", "checklist3"),
                   ("disease4", "checklist3"), ("disease5", "checklist1")],
        "is_subtype_of": [("disease3", "disease2")],
        "has_alias": [("disease4", "alias1")],
        "indicated_for": [("drugs1", "disease1"), ("drugs2", "disease1")],
        "cures": [("disease1", "drugs1"), ("disease1", "drugs2")],
        "check_for_symptom": [("checklist1", "symptom1"), ("checklist1", "symptom2"), ("checklist2", "symptom4"),
                              ("checklist3", "symptom3")],
        "formula_has_alias": [("formula1", "alias2")],
        "has_efficacy": [("medicinal_material1", "efficacy1"), ("medicinal_material1", "efficacy2"),
                         ("medicinal_material2", "efficacy1"), ("medicinal_material2", "efficacy2"),
                         ("medicinal_material2", "efficacy3")],
        "material_has_alias": [("medicinal_material1", "alias3"), ("medicinal_material2", "alias4")],
    }
    return build_backend(tmp_path_factory.mktemp("spoken"), spec, instances, edges)


def subject_of(response) -> dict:
    return linking_trace(response)["subject"]


@pytest.mark.parametrize("question", ["发烧好几天了", "咳了十几年", "这几天老是头疼", "前几天摔了一跤", "没几天就好了",
                                      "几乎每天都疼", "3几天", "那几天一直咳", "头几天最难受", "花了一百几十块"])
def test_some_is_no_interrogative(spoken, question):
    form = read_question(question, spoken.get_network("spoken"))
    assert not asks_for_unnamed(question)
    assert form.clause is None and not form.asks_place_time_or_amount


@pytest.mark.parametrize("question", ["要吃几天药", "几岁的孩子容易得", "一天吃几次", "术后几天能洗澡"])
def test_how_many_still_asks(spoken, question):
    form = read_question(question, spoken.get_network("spoken"))
    assert asks_for_unnamed(question) and form.asks_place_time_or_amount and form.clause is not None


def test_a_context_clause_saying_some_days_is_not_the_question(spoken):
    question = "发烧好几天 疟疾间接免疫荧光试验 要做吗 刚从非洲回来"
    form = read_question(question, spoken.get_network("spoken"))
    assert form.yes_or_no and form.clause is None
    response = debug_search(spoken, question, "spoken")
    assert response.relation_types[0].concept_id == "check_for_symptom"
    assert subject_of(response)["mention"] == "疟疾间接免疫荧光试验"
    assert top_node(response) == ("疟疾间接免疫荧光试验", "checklist")


@pytest.mark.parametrize("question, yes_or_no", [
    ("格列齐特胶囊 是降糖尿病的吧", True), ("格列齐特胶囊是降糖尿病的吧？", True),
    ("新生儿癫痫综合征 算癫痫病吗 宝宝抽了两回", True), ("新生儿癫痫综合征算癫痫病吗，宝宝抽了两回", True),
    ("格列齐特胶囊吃多久", False),  # an interrogative: not yes or no
    ("格列齐特胶囊是治什么的吧", False),  # a question word
    ("吃完格列齐特胶囊吧 血糖测定要做吗", True),
    ("能吃格列齐特胶囊吗 糖尿病怎么治", False),  # an interrogative after the 吗: the question asks how
])
def test_a_confirmation_and_a_clause_closing_ma_ask_yes_or_no(spoken, question, yes_or_no):
    assert read_question(question, spoken.get_network("spoken")).yes_or_no is yes_or_no


@pytest.mark.parametrize("question, first", [
    ("格列齐特胶囊 是降糖尿病的吧", "格列齐特胶囊"),
    ("拿了盒格列齐特胶囊，这个是治糖尿病的吧", "格列齐特胶囊"),
    ("新生儿癫痫综合征 算癫痫病吗 宝宝抽了两回", "新生儿癫痫综合征"),
])
def test_the_first_named_is_the_topic_of_a_confirmation(spoken, question, first):
    response = debug_search(spoken, question, "spoken")
    subject = subject_of(response)
    assert subject["mention"] == first
    at = subject["order"].index("first_if_yes_or_no")
    # the confirmation's first name decided it: nothing before told them apart
    assert len({tuple(e["key"][:at]) for e in subject["entities"]}) == 1
    assert f"asked about “{first}” rather than" in " ".join(linking_decisions(response))
    assert "it is named first in a yes-or-no question" in " ".join(linking_decisions(response))


def test_the_head_of_a_pair_across_a_space_is_the_lead_ins_topic(spoken):
    response = debug_search(spoken, "大丹参 跟丹参一样能活血吗 有啥功效", "spoken")
    assert response.relation_types[0].concept_id == "has_efficacy"
    linking = linking_trace(response)
    assert linking["lead_topic"]["mention"] == "大丹参"
    assert subject_of(response)["mention"] == "大丹参" and top_node(response) == ("甘西鼠尾", "medicinal_material")
    # without the conjunction, the lead clause's own first name is its topic
    apart = linking_trace(debug_search(spoken, "大丹参 丹参一样能活血吗 有啥功效", "spoken"))
    assert apart["lead_topic"]["mention"] == "丹参"


def test_a_clause_closing_ma_before_an_interrogative_leaves_its_clause_asking(spoken):
    question = "能吃格列齐特胶囊吗 糖尿病怎么治"
    form = read_question(question, spoken.get_network("spoken"))
    assert form.clause == (question.index("糖尿病"), len(question))
    assert subject_of(debug_search(spoken, question, "spoken"))["mention"] == "糖尿病"


def test_a_lead_ins_pair_does_not_lead_back_to_the_answers_type(spoken):
    # 啥药 asks for drugs: the drug heading the pair is one of the answers, the disease stays the topic
    linking = linking_trace(debug_search(spoken, "格列齐特胶囊 和糖尿病有关系吗 吃啥药", "spoken"))
    assert linking["lead_topic"]["mention"] == "糖尿病"


def test_without_a_word_of_naming_a_name_told_after_keeps_its_rank(spoken):
    # the diagnosis told after the question (说是) is what it asks about; no name is asked for
    response = debug_search(spoken, "多尿 吃什么药 医生说是糖尿病", "spoken")
    subject = subject_of(response)
    assert subject["mention"] == "糖尿病"
    assert all(value for _, value in key_at(subject, "not_told_after_question"))
    assert not [m for m in linking_trace(response).get("answer_type_records") or []
                if m["rule"] == "told_after_question"]


def test_a_name_told_after_the_question_is_where_it_comes_from(spoken):
    response = debug_search(spoken, "慢脾风 还叫什么 小孩抽风老人说的", "spoken")
    linking = linking_trace(response)
    told = [m for m in linking.get("answer_type_records") or [] if m["rule"] == "told_after_question"]
    assert [(m["mention"], m["to"]) for m in told] == [("抽风", None)]
    subject = linking["subject"]
    assert subject["mention"] == "慢脾风" and top_node(response) == ("慢脾风", "formula")
    assert dict(key_at(subject, "not_told_after_question")) == {"慢脾风": True, "抽风": False}
    decisions = linking_decisions(response)
    assert "asked about “慢脾风” rather than “抽风”: the question asks for a name, and the other is named in a clause " \
           "after the question word's, with this one before that clause" in decisions
    assert any(line.startswith("“抽风” stays 慢惊风 (disease), not its alias record: it is named in a clause after")
               for line in decisions)


def test_a_name_after_the_question_word_alone_is_still_asked_about(spoken):
    # nothing stands before the question word's clause: the name after it is what the question asks of
    response = debug_search(spoken, "还叫什么 抽风", "spoken")
    assert not [m for m in linking_trace(response).get("answer_type_records") or []
                if m["rule"] == "told_after_question"]
    assert top_node(response) == ("抽风", "alias")


@pytest.mark.slow
@pytest.mark.parametrize("question, node", [
    ("发烧好几天 疟疾间接免疫荧光试验 要做吗 刚从非洲回来", ("疟疾间接免疫荧光试验", "checklist")),
    ("格列齐特胶囊 是降糖尿病的吧", ("格列齐特胶囊", "drugs")),
    ("新生儿癫痫综合征 算癫痫病吗 宝宝抽了两回", ("新生儿癫痫综合征", "disease")),
    ("大丹参 跟丹参一样能活血吗 有啥功效", ("甘西鼠尾", "medicinal_material")),
    ("慢脾风 还叫什么 小孩抽风老人说的", ("慢脾风", "formula")),
])
def test_demo_network_spoken_questions(medical_backend, question, node):
    assert top_node(kn_search(medical_backend, {"query": question, "kn_id": "medical"})) == node
