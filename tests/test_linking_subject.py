"""The instance a question is about, read from how it is put: the wh-phrase's noun and the type it
names, candidate answers (除了, 是不是, 是 … 还是 …, 对 in a yes-or-no question), the question word's
clause, the first named in a yes-or-no question, a pair the network records one way, the record of
a name at the other end of the asked relation, the alias record a question asks about, and a leaf
form giving way to the name it starts with."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.linking import EntityLinker
from core.search.question_form import read_question
from core.search.service import kn_search
from kn_search_support import (
    build_backend, debug_search, linking_trace, network, object_type, relation, top_node,
)

search = partial(debug_search, kn_id="asked")


@pytest.fixture(scope="module")
def asked(tmp_path_factory):
    """Drugs and diseases joined both ways (indicated_for / cures), a test that finds a disease one
    way only (check_for_disease, no checks edge back), diseases with subtypes, a name that is a thin
    disease record only drugs point at and a symptom several diseases list (口苦), a well documented
    disease whose name is also a thin symptom record (痛风), alias records (鬼剃头 of 斑秃; 拜瑞妥 of
    利伐沙班片, which also has a drug record of its own) and a one-edge symptom record that starts
    with a disease's name (麻疹病毒)."""
    spec = network("asked", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("checklist", "检查项目"),
        object_type("drugs", "药物"),
        object_type("alias", "别名"),
        object_type("cause", "病因"),
        object_type("drug_class", "药品分类"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("checks", "检查项", "disease", "checklist", "诊断疾病所做的检查"),
        relation("check_for_disease", "检查相关疾病", "checklist", "disease", "检查可以诊断的疾病"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用的疾病"),
        relation("is_subtype_of", "上位疾病", "disease", "disease", "疾病所属的上位疾病"),
        relation("related_disease", "相关疾病", "disease", "disease", "与疾病相关的其他疾病"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("drug_has_alias", "药物别名", "drugs", "alias", "药物的别名、商品名"),
        relation("caused_by", "病因", "disease", "cause", "疾病的病因"),
        relation("belongs_to", "所属分类", "drugs", "drug_class", "药物所属的分类"),
    ])
    instances = {
        # 1 感染, 2 心绞痛, 3 甲沟炎, 4 蜂窝织炎, 5 乳腺癌, 6 口苦, 7 痛风, 8 斑秃, 9 麻疹, 10 慢性胃炎,
        # 11 胃溃疡, 12 肾病, 13 口角炎
        "disease": ["感染", "心绞痛", "甲沟炎", "蜂窝织炎", "乳腺癌", "口苦", "痛风", "斑秃", "麻疹", "慢性胃炎",
                    "胃溃疡", "肾病", "口角炎"],
        # 1 口苦, 2 发热, 3 皮疹, 4 红肿, 5 关节痛, 6 痛风, 7 麻疹病毒, 8 胃痛
        "symptom": ["口苦", "发热", "皮疹", "红肿", "关节痛", "痛风", "麻疹病毒", "胃痛"],
        "checklist": ["乳房摄片"],
        # 1 头孢克肟片, 2 硝酸甘油片, 3 利伐沙班片, 4 拜瑞妥, 5 维生素B2片, 6 奥美拉唑
        "drugs": ["头孢克肟片", "硝酸甘油片", "利伐沙班片", "拜瑞妥", "维生素B2片", "奥美拉唑"],
        "alias": ["鬼剃头", "拜瑞妥"],
        "cause": ["受凉"],
        "drug_class": ["抗凝药"],
    }
    edges = {
        "has_symptom": [("disease1", "symptom2"), ("disease4", "symptom1"), ("disease4", "symptom4"),
                        ("disease3", "symptom4"), ("disease7", "symptom5"), ("disease7", "symptom4"),
                        ("disease9", "symptom2"), ("disease9", "symptom3"), ("disease2", "symptom1"),
                        ("disease10", "symptom8"), ("disease11", "symptom8"), ("disease13", "symptom4"),
                        ("disease12", "symptom6"), ("disease9", "symptom7")],
        "check_for_disease": [("checklist1", "disease5")],
        "cures": [("disease1", "drugs1"), ("disease2", "drugs2"), ("disease11", "drugs6"), ("disease10", "drugs6"),
                  ("disease13", "drugs5")],
        "indicated_for": [("drugs1", "disease1"), ("drugs2", "disease2"), ("drugs2", "disease6"),
                          ("drugs3", "disease7"), ("drugs5", "disease13"), ("drugs6", "disease11"),
                          ("drugs1", "disease6")],
        "is_subtype_of": [("disease3", "disease4"), ("disease4", "disease1")],
        "related_disease": [("disease7", "disease12"), ("disease7", "disease2"), ("disease7", "disease3")],
        "has_alias": [("disease8", "alias1")],
        "drug_has_alias": [("drugs3", "alias2")],
        "caused_by": [("disease7", "cause1"), ("disease1", "cause1")],
        "belongs_to": [("drugs3", "drug_class1"), ("drugs4", "drug_class1")],
    }
    return build_backend(tmp_path_factory.mktemp("asked"), spec, instances, edges)


# ----------------------------------------------------------------------------------------------
# How a question is put
# ----------------------------------------------------------------------------------------------
def test_the_wh_phrase_names_the_answer_type_by_the_type_names(asked):
    net = asked.get_network("asked")
    assert read_question("哪些病会口苦", net).answer_types == {"disease"}  # 疾病 ends with 病, 病因 does not
    assert read_question("拜瑞妥是哪个药的牌子名", net).answer_types == {"drugs"}  # 药物, not 药品分类
    assert read_question("这是啥检查", net).answer_types == {"checklist"}
    assert read_question("孕妇常见的病有哪些", net).answer_types == {"disease"}  # the noun before, behind 的
    assert read_question("头孢克肟片适合哪些感染", net).answer_types == frozenset()  # no type holds 感染
    assert read_question("什么时候复查", net).answer_types == frozenset()


def test_yes_or_no_questions_and_candidate_answers(asked):
    net = asked.get_network("asked")
    assert read_question("甲沟炎是蜂窝织炎的一种吗", net).yes_or_no
    assert read_question("维生素B2片对口角炎管不管用", net).yes_or_no
    assert read_question("甲钴胺片是补维生素的还是治贫血的药", net).yes_or_no
    # a question word makes it a wh-question, whatever else it asks
    assert not read_question("荨麻疹需要抽血化验吗，要查什么", net).yes_or_no
    form = read_question("硝酸甘油片除了心绞痛还能用在什么情况", net)
    assert form.named_as_answer(7, [0]) and not form.named_as_answer(0, [7])
    # the candidate needs a topic named before it in its clause
    form = read_question("最近老是头晕，是不是高血压引起的", net)
    assert not form.named_as_answer(10, [4]) and form.named_as_answer(10, [7])
    # 对 counts only in a yes-or-no question
    assert read_question("维生素B2片对口角炎管不管用", net).named_as_answer(7, [0])
    assert not read_question("对冰片过敏要避开哪些药", net).named_as_answer(1, [0])


def test_a_final_particle_or_a_written_whether_asks_yes_or_no(asked):
    net = asked.get_network("asked")
    # the spoken A-not-A cut short to its last syllable, and the written one
    for question in ("硝酸甘油片治心绞痛管用不", "吃了会犯困吗，有副作用没", "这药有副作用没有",
                     "硝酸甘油片是否能治心绞痛", "心绞痛能否吃硝酸甘油片"):
        assert read_question(question, net).yes_or_no, question
    # a final 不 that is no particle, a statement, a question word elsewhere
    for question in ("心绞痛发作时痛得受不了", "心绞痛会反复发作", "头孢克肟片治什么病，小孩能吃不"):
        assert not read_question(question, net).yes_or_no, question


# ----------------------------------------------------------------------------------------------
# The subject among several named instances
# ----------------------------------------------------------------------------------------------
def test_the_noun_of_the_wh_phrase_is_no_subject(asked):
    response = search(asked, "头孢克肟片适合哪些感染")
    assert [e.mention for e in response.linked_entities] == ["头孢克肟片", "感染"]
    assert top_node(response) == ("头孢克肟片", "drugs")
    assert linking_trace(response)["subject"]["question_form"]["question_words"] == [[7, 9]]


def test_a_candidate_answer_is_no_subject(asked):
    assert top_node(search(asked, "硝酸甘油片除了心绞痛还能用在什么情况")) == ("硝酸甘油片", "drugs")
    assert top_node(search(asked, "维生素B2片对口角炎管不管用")) == ("维生素B2片", "drugs")


def test_the_subject_sits_in_the_clause_of_the_question_word(asked):
    response = search(asked, "我本来就有慢性胃炎，这回又说是胃溃疡，胃溃疡要吃哪些药")
    assert top_node(response) == ("胃溃疡", "disease")


def test_in_a_yes_or_no_question_the_first_named_is_the_subject(asked):
    # both diseases at the source of is_subtype_of; the longer mention used to win
    response = search(asked, "甲沟炎是蜂窝织炎的一种吗")
    assert response.relation_types[0].concept_id == "is_subtype_of"
    assert top_node(response) == ("甲沟炎", "disease")


def test_in_a_yes_or_no_question_the_first_named_is_the_subject_whichever_way_the_inverse_reads(asked):
    # cures and indicated_for join drugs and diseases both ways and both rank: the direction is
    # open, and 心绞痛 holds more edges than 硝酸甘油片; the yes-or-no question is about the first named
    response = search(asked, "硝酸甘油片治心绞痛管用不")
    subject = linking_trace(response)["subject"]
    assert subject["inverse_relation"] is not None and subject["question_form"]["yes_or_no"]
    assert top_node(response) == ("硝酸甘油片", "drugs")
    assert top_node(search(asked, "心绞痛能不能用硝酸甘油片")) == ("心绞痛", "disease")
    # asking for something unnamed, the better-documented instance is still the subject
    assert top_node(search(asked, "硝酸甘油片治心绞痛，还能治什么")) == ("心绞痛", "disease")


def test_a_pair_recorded_one_way_is_asked_that_way(asked):
    # checks (disease to test) is the inverse of check_for_disease, but the network records the
    # pair only as check_for_disease: the test is the subject, though the disease holds more edges
    response = search(asked, "乳房摄片能筛出乳腺癌吗")
    subject = linking_trace(response)["subject"]
    assert subject["asked_relation"] == "check_for_disease" and subject["inverse_relation"] is None
    assert top_node(response) == ("乳房摄片", "checklist")


# ----------------------------------------------------------------------------------------------
# The record of a name at the other end of the asked relation
# ----------------------------------------------------------------------------------------------
def test_a_named_record_of_the_answer_type_gives_way_to_its_other_record(asked):
    response = search(asked, "哪些病会口苦")
    assert top_node(response) == ("口苦", "symptom")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["from"] == ["disease", "口苦"] and moved[0]["to"] == ["symptom", "口苦"]
    assert moved[0]["rule"] == "answer_type"


def test_a_well_documented_record_of_the_answer_type_stays(asked):
    # 痛风 the symptom is a leaf beside the disease: a misranked has_symptom does not pull to it
    response = search(asked, "痛风常常跟什么病一起出现")
    assert top_node(response) == ("痛风", "disease")
    assert "answer_type_records" not in linking_trace(response)


# ----------------------------------------------------------------------------------------------
# The alias record a question asks about
# ----------------------------------------------------------------------------------------------
def test_a_question_asking_which_instance_an_alias_names_is_about_the_alias_record(asked):
    response = search(asked, "老人说的鬼剃头，到底是哪种病")
    assert top_node(response) == ("鬼剃头", "alias")
    moved = linking_trace(response)["answer_type_records"]
    assert moved == [{"mention": "鬼剃头", "from": ["disease", "斑秃"], "to": ["alias", "鬼剃头"],
                      "rule": "alias_asked"}]
    assert response.linked_entities[0].alternatives[0]["instance_name"] == "斑秃"


def test_a_name_with_a_record_of_its_own_asked_as_an_alias_is_about_the_alias_record(asked):
    response = search(asked, "拜瑞妥是哪个药的牌子名")
    assert response.relation_types[0].concept_id == "drug_has_alias"
    assert top_node(response) == ("拜瑞妥", "alias")


def test_other_questions_naming_an_alias_still_follow_it(asked):
    response = search(asked, "鬼剃头有哪些症状")
    assert top_node(response) == ("斑秃", "disease")
    assert "answer_type_records" not in linking_trace(response)


# ----------------------------------------------------------------------------------------------
# A leaf form starting with a strong name
# ----------------------------------------------------------------------------------------------
def test_a_leaf_form_gives_way_to_the_name_it_starts_with(asked):
    result = EntityLinker().link(asked, "asked", "麻疹病毒先攻击哪些地方")
    assert [e.instance_name for e in result.entities] == ["麻疹"]
    assert {"form": "麻疹病毒", "to": "麻疹"} in result.trace["yielded"]


@pytest.mark.slow
@pytest.mark.parametrize("question, node", [
    ("头孢克肟分散片适合哪些感染", ("头孢克肟分散片", "drugs")),
    ("我本来就有慢性胃炎，这回胃镜又说是胃溃疡，胃溃疡要吃哪些药", ("胃溃疡", "disease")),
    ("甲沟炎是蜂窝织炎的一种吗", ("甲沟炎", "disease")),
    ("得了湿疹会阴囊湿疹吗", ("湿疹", "disease")),
    ("乳房摄片能筛出乳腺癌吗", ("乳房摄片", "checklist")),
    ("嘴角裂口子，吃点维生素B2片对口角炎管不管用", ("维生素B2片", "drugs")),
    ("硝酸甘油片除了心绞痛还能用在什么情况", ("硝酸甘油片", "drugs")),
    ("益母草是不是专门治妇科病的", ("益母草", "medicinal_material")),
    ("甲钴胺片是补维生素的还是治贫血的药", ("甲钴胺片", "drugs")),
    ("哪些病会口苦", ("口苦", "symptom")),
    ("老人说的鬼剃头，到底是哪种病", ("鬼剃头", "alias")),
    ("小时候长针眼大人说是偷看别人，其实针眼的正式病名是啥", ("针眼", "alias")),
    ("拜瑞妥是哪个药的牌子名", ("拜瑞妥", "alias")),
    ("EMG是啥检查", ("EMG", "alias")),
    ("麻疹病毒进到身体里先攻击哪些地方", ("麻疹", "disease")),
    # a yes-or-no question asks about the first named, whichever way the inverse would read it
    ("炎可宁胶囊能治肺炎吗", ("炎可宁胶囊", "drugs")),
    # kept as they were
    ("痛风常常跟什么病一起出现", ("痛风", "disease")),
    ("我妈最近老是头晕，是不是高血压引起的", ("高血压", "disease")),
    ("流感有哪些症状", ("流行性感冒", "disease")),
    ("心肌梗塞又称什么", ("心肌梗塞", "disease")),
])
def test_demo_network_questions_about_one_of_several_records(medical_backend, question, node):
    response = kn_search(medical_backend, {"query": question, "kn_id": "medical"})
    assert top_node(response) == node
