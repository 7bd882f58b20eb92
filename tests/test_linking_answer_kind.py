"""What a question names as the kind of its answer, and a standard name asked of a name two records carry:

- a wh-phrase asking for a class (哪一类药, 什么类的药) names the types that class the noun (药品分类), not
  the noun's own type, so a drug named by its alias is not taken for the alias record;
- a noun between 的 and 有 + a question word ending its clause (固肠止泻的中成药有哪些) is the answer's
  kind, never the subject, even where it names a record and no type;
- a question asking for a standard name (EUS 全称是啥) keeps the record its name is an alias of, and so
  goes to the alias record, where a record of the same name by its own name is a leaf."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.question_form import classing_types, read_question
from kn_search_support import build_backend, debug_search, linking_trace, network, object_type, relation, top_node

search = partial(debug_search, kn_id="kinds")


@pytest.fixture(scope="module")
def kinds(tmp_path_factory):
    """罗格列酮片 (alias 安瑞宁, in the product class 降糖药); the product classes 中成药 (forty drugs)
    and 固肠止泻 (two); the check 超声内镜检查 (alias EUS), and a leaf check record named EUS (one edge)."""
    spec = network("kinds", [
        object_type("disease", "疾病"),
        object_type("drugs", "药物"),
        object_type("alias", "别名"),
        object_type("drug_product_class", "药品分类"),
        object_type("checklist", "检查项目"),
    ], [
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用的疾病"),
        relation("drug_has_alias", "药物别名", "drugs", "alias", "药物的别名、商品名"),
        relation("belongs_to", "药品分类", "drugs", "drug_product_class", "药物所属的药品分类"),
        relation("check_has_alias", "检查别名", "checklist", "alias", "检查项目的别名"),
        relation("check_for_disease", "检查疾病", "checklist", "disease", "检查项目可查的疾病"),
    ])
    # 中成药 classes forty drugs (a credible record: 4 weighted edges), 固肠止泻 two of them
    drugs = ["罗格列酮片", "盐酸小檗碱片", "蒙脱石散", *(f"复方制剂{i}号" for i in range(1, 39))]
    instances = {
        "disease": ["糖尿病", "腹泻", "胃癌", "胰腺炎"],
        "drugs": drugs,
        "alias": ["安瑞宁", "EUS"],
        "drug_product_class": ["降糖药", "中成药", "固肠止泻"],
        "checklist": ["超声内镜检查", "EUS"],
    }
    edges = {
        "indicated_for": [("drugs1", "disease1"), ("drugs2", "disease2"), ("drugs3", "disease2")],
        "drug_has_alias": [("drugs1", "alias1")],
        "belongs_to": [("drugs1", "drug_product_class1"), *((f"drugs{i}", "drug_product_class2") for i in range(2, 42)),
                       ("drugs2", "drug_product_class3"), ("drugs3", "drug_product_class3")],
        "check_has_alias": [("checklist1", "alias2")],
        "check_for_disease": [("checklist1", "disease3"), ("checklist1", "disease4"), ("checklist2", "disease3")],
    }
    return build_backend(tmp_path_factory.mktemp("kinds"), spec, instances, edges)


def test_a_class_asked_for_names_the_types_that_class_the_noun(kinds):
    net = kinds.get_network("kinds")
    assert classing_types("药", net) == {"drug_product_class"}
    for question in ("安瑞宁属于哪一类药", "安瑞宁算哪类药", "什么类的药能止泻", "安瑞宁是哪几类药"):
        assert read_question(question, net).answer_types == {"drug_product_class"}, question
    # which drug, or which class of something no type classes: the noun's own type
    assert read_question("哪些药能止泻", net).answer_types == {"drugs"}
    assert read_question("胃癌属于哪一类疾病", net).answer_types == {"disease"}


def test_a_drug_named_by_its_alias_and_asked_its_class_is_the_drug(kinds):
    response = search(kinds, "医生开了安瑞宁，我想知道它属于哪一类药。")
    assert top_node(response) == ("罗格列酮片", "drugs")
    # asked which drug the name is, the alias record is what the question is about
    assert top_node(search(kinds, "安瑞宁是哪种药"))[1] == "alias"


def test_the_noun_before_a_final_question_word_is_the_answers_kind(kinds):
    net = kinds.get_network("kinds")
    question = "固肠止泻的中成药有哪些"
    assert read_question(question, net).kind_before == (5,)
    assert read_question(question, net).named_as_answer(5, [0])
    response = search(kinds, question)
    assert top_node(response) == ("固肠止泻", "drug_product_class")
    assert linking_trace(response)["subject"]["mention"] == "固肠止泻"
    # with 是 the noun is what is asked about, and with a noun after the question word too
    assert read_question("中医说的气郁是什么病", net).kind_before == ()
    assert read_question("麻醉用的罗格列酮片有什么不良反应", net).kind_before == ()


def test_a_standard_name_asked_of_a_name_two_records_carry_goes_to_the_alias(kinds):
    response = search(kinds, "胃镜前头带超声的 EUS 全称是啥")
    assert response.relation_types[0].concept_id == "check_has_alias"
    assert top_node(response) == ("EUS", "alias")
    assert "alias_twins" not in linking_trace(response)
    # asked for its other names, the question is about the record of its own name
    assert top_node(search(kinds, "EUS还有哪些别名")) == ("EUS", "checklist")
