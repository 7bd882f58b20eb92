"""Questions that ask what a name stands for: a standard name asked for (通用名, 学名, 正式的名字) says
the name in the question is not the standard one, and a name joined by 指的是 to a wh-phrase naming
another type than its own record's asks which record it stands for."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.linking import LinkedEntity, alias_of_named_type, alias_record_asked
from core.search.name_dictionary import alias_relations
from core.search.question_form import read_question
from kn_search_support import build_backend, debug_search, linking_trace, network, object_type, relation, top_node

search = partial(debug_search, kn_id="named")


@pytest.fixture(scope="module")
def named(tmp_path_factory):
    """利伐沙班片 (trade name 拜瑞妥, which also has a drug record of its own) and 罗格列酮片 (trade name
    安瑞宁, in the class 降糖药); 男性乳房发育症 a disease whose alias 男子女性型乳房 is also a symptom
    record; a type named 功用, which holds the 用 of 通用名."""
    spec = network("named", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("drugs", "药物"),
        object_type("alias", "别名"),
        object_type("drug_class", "药品分类"),
        object_type("efficacy", "功用"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用的疾病"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("drug_has_alias", "药物别名", "drugs", "alias", "药物的别名、商品名"),
        relation("belongs_to", "所属分类", "drugs", "drug_class", "药物所属的分类"),
        relation("has_efficacy", "功用", "drugs", "efficacy", "药物的功用"),
    ])
    instances = {
        "disease": ["男性乳房发育症", "糖尿病", "血栓"],
        "symptom": ["男子女性型乳房", "乳房胀痛", "口渴"],
        "drugs": ["利伐沙班片", "拜瑞妥", "罗格列酮片"],
        "alias": ["拜瑞妥", "安瑞宁", "男子女性型乳房"],
        "drug_class": ["降糖药"],
        "efficacy": ["抗凝"],
    }
    edges = {
        "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2"), ("disease2", "symptom3")],
        "indicated_for": [("drugs1", "disease3"), ("drugs3", "disease2")],
        "has_alias": [("disease1", "alias3")],
        "drug_has_alias": [("drugs1", "alias1"), ("drugs3", "alias2")],
        "belongs_to": [("drugs3", "drug_class1")],
        "has_efficacy": [("drugs1", "efficacy1")],
    }
    return build_backend(tmp_path_factory.mktemp("named"), spec, instances, edges)


def test_a_standard_name_asked_for_is_read_from_the_question(named):
    net = named.get_network("named")
    for question in ("拜瑞妥的通用名叫啥", "医生开的拜瑞妥，学名叫什么", "安瑞宁正式的名字是哪个", "拜瑞妥的全称是什么"):
        assert read_question(question, net).asks_standard_name, question
    for question in ("拜瑞妥还有什么别名", "拜瑞妥的副作用有哪些", "拜瑞妥俗称什么"):
        assert not read_question(question, net).asks_standard_name, question
    # 通用名 is a kind of name: its 用 names no type (功用 holds it), where 药名 names the drugs
    assert read_question("拜瑞妥的通用名叫啥", net).answer_types == frozenset()
    assert read_question("拜瑞妥的正式药名叫什么", net).answer_types == {"drugs"}


def test_a_standard_name_asked_for_makes_a_trade_name_with_a_record_of_its_own_the_alias(named):
    response = search(named, "拜瑞妥的通用名叫啥")
    assert response.relation_types[0].concept_id == "drug_has_alias"
    assert top_node(response) == ("拜瑞妥", "alias")
    # asking for its other names, the name is taken as the drug it names
    assert top_node(search(named, "拜瑞妥还有什么别名"))[1] == "drugs"


def test_a_standard_name_asked_for_keeps_the_alias_reading_of_a_record_joined_to_another_named_one(named):
    network_ = named.get_network("named")
    entity = LinkedEntity(mention="安瑞宁", start=0, end=3, object_type_id="drugs", instance_id="drugs-3",
                          instance_name="罗格列酮片", via="alias_relation:drug_has_alias", exact=False)
    drug_has_alias = next(rel for rel in network_.relation_types if rel.id == "drug_has_alias")
    alias_ends = {rel_id: alias for rel_id, _, alias in alias_relations(network_)}
    connecting = {"belongs_to": [["罗格列酮片", "降糖药"]]}
    standard = read_question("安瑞宁是降糖药吧，它正式的名字是哪个", network_)
    assert alias_record_asked([entity], drug_has_alias, standard, alias_ends, connecting) == [entity]
    # without it the record joined to 降糖药 keeps the question on the two records
    other = read_question("安瑞宁是降糖药吧，它还叫什么", network_)
    notes: dict[str, str] = {}
    assert alias_record_asked([entity], drug_has_alias, other, alias_ends, connecting, notes) == []
    assert notes == {"安瑞宁": "joined_to_named"}


def test_a_name_meant_as_another_type_is_the_alias_record(named):
    question = "男子女性型乳房指的是哪种病"
    form = read_question(question, named.get_network("named"))
    assert form.answer_types == {"disease"} and form.identifies(len("男子女性型乳房"))  # 指的是 is a copula
    response = search(named, question)
    assert top_node(response) == ("男子女性型乳房", "alias")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[-1]["rule"] == "alias_of_named_type" and moved[-1]["to"] == ["alias", "男子女性型乳房"]
    # without the copula the question asks about the symptom record
    assert top_node(search(named, "哪些病会有男子女性型乳房")) == ("男子女性型乳房", "symptom")


def test_a_name_of_its_own_type_asked_stays_on_its_record(named):
    form = read_question("男子女性型乳房指的是哪种症状", named.get_network("named"))
    entity = LinkedEntity(mention="男子女性型乳房", start=0, end=7, object_type_id="symptom",
                          instance_id="symptom-1", instance_name="男子女性型乳房",
                          alternatives=[{"object_type_id": "disease", "instance_id": "disease-1",
                                         "instance_name": "男性乳房发育症", "via": "alias_relation:has_alias"}])
    assert alias_of_named_type(entity, form) is None
    asked = read_question("男子女性型乳房指的是哪种病", named.get_network("named"))
    assert alias_of_named_type(entity, asked)["instance_name"] == "男性乳房发育症"
