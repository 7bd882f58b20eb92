"""Linking rules read from the question's words and the network's records: a form beginning inside
an everyday word or after a comparison word is no mention, a leaf name lends its mention to the
credible record it is an alias of, a named record no relation type joins to the answer's type gives
way to one that is joined, a class marker (这类药) points to the class record, an alias question
asking a relation of the named instance or a place keeps the instance, and a thin record in the
question word's clause is no subject beside a credible one."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.question_form import read_question
from kn_search_support import (
    build_backend, debug_search, linking_trace, network, object_type, relation, top_node,
)

search = partial(debug_search, kn_id="records")


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """呃逆 (alias 打嗝, many treatments), a one-edge disease record 打嗝 and a drug named 法能; 薏苡仁,
    a medicinal material with the alias 薏米, and a one-edge ingredient record 薏米; 罗汉果 as a
    well-documented material and as an ingredient of drugs; 拮抗剂甲 a drug and a drug class; 压疮
    (alias 褥疮) with a parent disease; 继发, a one-edge disease record."""
    spec = network("records", [
        object_type("disease", "疾病"),
        object_type("drugs", "药物"),
        object_type("therapy", "治疗方法"),
        object_type("ingredient", "成份"),
        object_type("drug_class", "药品分类"),
        object_type("medicinal_material", "中药材"),
        object_type("region", "地区"),
        object_type("efficacy", "功效"),
        object_type("alias", "别名"),
    ], [
        relation("treated_with", "治疗方法", "disease", "therapy", "疾病的治疗方法"),
        relation("is_subtype_of", "上位疾病", "disease", "disease", "疾病所属的上位疾病"),
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物的适应症"),
        relation("has_ingredient", "成份", "drugs", "ingredient", "药物的成份"),
        relation("belongs_to", "药品分类", "drugs", "drug_class", "药物所属的药品分类"),
        relation("distributed_in", "分布区域", "medicinal_material", "region", "药材的分布区域"),
        relation("has_efficacy", "功效", "medicinal_material", "efficacy", "药材的功效"),
        relation("material_has_alias", "药材别名", "medicinal_material", "alias", "药材的别名"),
    ])
    # disease: 1 呃逆, 2 打嗝, 3 压疮, 4 皮肤病, 5 继发, 6 肺炎
    instances = {
        "disease": ["呃逆", "打嗝", "压疮", "皮肤病", "继发", "肺炎"],
        "drugs": ["法能", "拮抗剂甲", *(f"止咳片{i}号" for i in range(4))],
        "therapy": [f"针灸{i}法" for i in range(5)],
        "ingredient": ["薏米", "罗汉果"],
        "drug_class": ["拮抗剂甲"],
        "medicinal_material": ["薏苡仁", "罗汉果"],
        "region": ["福建", "广西"],
        "efficacy": ["清热", "润肺", "止咳"],
        "alias": ["打嗝", "褥疮", "薏米"],
    }
    edges = {
        "treated_with": [("disease1", f"therapy{i + 1}") for i in range(5)] + [("disease3", "therapy1")],
        "is_subtype_of": [("disease3", "disease4")],
        "has_complication": [("disease3", "disease6"), ("disease5", "disease6"), ("disease1", "disease6")],
        "has_alias": [("disease1", "alias1"), ("disease3", "alias2")],
        "indicated_for": [("drugs1", "disease6"), ("drugs1", "disease2"), ("drugs2", "disease6"),
                          *((f"drugs{i + 3}", "disease6") for i in range(4))],
        "has_ingredient": [(f"drugs{i + 3}", "ingredient2") for i in range(4)],
        "belongs_to": [("drugs3", "drug_class1"), ("drugs4", "drug_class1")],
        "distributed_in": [("medicinal_material1", "region1"), ("medicinal_material1", "region2"),
                           ("medicinal_material2", "region2")],
        "has_efficacy": [("medicinal_material1", "efficacy1"), ("medicinal_material2", "efficacy1"),
                         ("medicinal_material2", "efficacy2"), ("medicinal_material2", "efficacy3")],
        "material_has_alias": [("medicinal_material1", "alias3")],
    }
    return build_backend(tmp_path_factory.mktemp("records"), spec, instances, edges)


def test_a_form_beginning_inside_a_common_word_is_no_mention(records):
    response = search(records, "打嗝停不下来有什么土办法能止住")
    skipped = linking_trace(response)["skipped"]
    assert {"form": "法能", "reason": "begins inside a common word"} in skipped
    assert [e.mention for e in response.linked_entities] == ["打嗝"]


def test_a_form_after_a_comparison_word_is_no_mention(records):
    response = search(records, "压疮的皮肤干得像罗汉果，会有什么并发症")
    assert {"form": "罗汉果", "reason": "after a comparison word"} in linking_trace(response)["skipped"]
    assert top_node(response) == ("压疮", "disease")


def test_a_leaf_name_lends_its_mention_to_the_record_it_is_an_alias_of(records):
    # 打嗝 the disease record has one edge; 呃逆, whose alias it is, has the treatments
    response = search(records, "打嗝停不下来有什么土办法能止住")
    assert top_node(response) == ("呃逆", "disease")
    resolved = linking_trace(response)["resolved"][0]
    assert resolved["lent"] == {"from": "打嗝", "to": "呃逆"}
    assert resolved["candidates"][0]["alias_of_leaf_name"] is True


def test_a_place_question_keeps_the_instance_an_alias_names(records):
    # 薏米 is a leaf ingredient and an alias of the material 薏苡仁: 哪里 asks where, not for a name
    response = search(records, "薏米是哪里种的")
    assert read_question("薏米是哪里种的", records.get_network("records")).asks_place_time_or_amount
    assert top_node(response) == ("薏苡仁", "medicinal_material")


def test_a_record_no_relation_joins_to_the_answer_type_gives_way(records):
    # no relation type joins a drug to a medicinal material; has_ingredient joins one to an ingredient
    response = search(records, "哪些药里加了罗汉果")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["rule"] == "answer_type_unreachable"
    assert moved[0]["to"] == ["ingredient", "罗汉果"] and moved[0]["relation_type"] == "has_ingredient"
    assert top_node(response) == ("罗汉果", "ingredient")


@pytest.mark.parametrize("question, noun", [("哪些中成药里加了罗汉果", "药"), ("哪种西药里加了罗汉果", "药")])
def test_a_modifier_before_the_wh_nouns_head_is_skipped(records, question, noun):
    # 中 of 中成药 is held by 中药材: read from its head 药, the noun names the drugs, and the material gives way
    form = read_question(question, records.get_network("records"))
    assert form.answer_noun == noun and form.answer_types == {"drugs"}
    response = search(records, question)
    assert top_node(response) == ("罗汉果", "ingredient")


def test_the_west_is_no_modifier_of_a_formula(records):
    assert read_question("哪些西方国家罗汉果多", records.get_network("records")).answer_noun is None


def test_a_noun_that_starts_a_longer_word_names_no_answer_type(records):
    # 药 of 药效 names no drug: the material keeps the mention
    response = search(records, "罗汉果本身能起哪些药效")
    assert "answer_type_records" not in linking_trace(response)
    assert top_node(response) == ("罗汉果", "medicinal_material")


def test_a_class_marker_points_to_the_class_record(records):
    form = read_question("拮抗剂甲这类药有哪些", records.get_network("records"))
    assert form.class_types(4) == {"drugs"}
    response = search(records, "拮抗剂甲这类药有哪些")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["rule"] == "class_of" and moved[0]["to"] == ["drug_class", "拮抗剂甲"]
    assert top_node(response) == ("拮抗剂甲", "drug_class")


def test_an_alias_question_asking_a_relation_of_the_named_instance_keeps_it(records):
    # 归在什么病底下 asks is_subtype_of of 压疮; 是哪种病 asks what the alias names
    response = search(records, "褥疮归在什么病底下")
    assert "answer_type_records" not in linking_trace(response)
    assert top_node(response) == ("压疮", "disease")
    named = search(records, "褥疮是哪种病")
    assert read_question("褥疮是哪种病", records.get_network("records")).identifies(2)
    assert top_node(named) == ("褥疮", "alias")


def test_a_thin_record_in_the_question_words_clause_is_no_subject_beside_a_credible_one(records):
    response = search(records, "家里老人压疮卧床好久了，会继发什么病")
    assert response.relation_types[0].concept_id == "has_complication"
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "压疮"
    assert top_node(response) == ("压疮", "disease")


def test_a_candidate_stretch_outside_the_question_words_clause_names_no_answer(records):
    net = records.get_network("records")
    form = read_question("罗汉果是不是更容易长在广西，还有哪些地方", net)
    assert form.candidates == ()
    assert read_question("罗汉果是不是长在广西的", net).candidates != ()
