"""Which instance an everyday question is about: the other record of an alias, a weak longer form
around a strong name, and the subject among several named instances."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.linking import EntityLinker, LinkedEntity, choose_subject, main_linked_entity
from core.search.service import kn_search
from kn_search_support import build_backend, debug_search, network, object_type, relation, top_node

search = partial(debug_search, kn_id="everyday")


@pytest.fixture(scope="module")
def everyday(tmp_path_factory):
    """Diseases with a second record of an alias name (流感 beside 流行性感冒, whose alias it is; 脑梗死
    beside 缺血性脑卒中, which lists it as an alias but holds fewer edges), names inside everyday
    phrases (糖尿病患者 without edges; 高血压患者 a record of its own), and pairs of named instances."""
    spec = network("everyday", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("checklist", "检查项目"),
        object_type("drugs", "药物"),
        object_type("alias", "别名"),
        object_type("cause", "病因"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("checks", "检查项", "disease", "checklist", "诊断疾病所做的检查"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用的疾病"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("caused_by", "病因", "disease", "cause", "疾病的病因"),
        relation("has_adverse_reaction", "不良反应", "drugs", "symptom", "药物可能引起的不良反应"),
    ])
    instances = {
        "disease": ["流行性感冒", "流感", "脑梗死", "缺血性脑卒中", "糖尿病", "糖尿病患者", "高血压", "高血压患者",
                    "荨麻疹", "咽炎", "痛风", "劳累", "便秘"],
        "symptom": ["发热", "咳嗽", "头痛", "乏力", "口渴", "瘙痒", "便秘"],
        "checklist": ["抽血化验", "血常规"],
        "drugs": ["好得快", "奥司他韦", "阿司匹林"],
        "alias": ["流感", "脑梗死"],
        "cause": ["饮食"],
    }
    edges = {
        "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2"), ("disease1", "symptom3"),
                        ("disease3", "symptom1"), ("disease3", "symptom3"), ("disease3", "symptom4"),
                        ("disease4", "symptom4"),
                        ("disease5", "symptom5"), ("disease5", "symptom4"),
                        ("disease7", "symptom1"), ("disease7", "symptom2"), ("disease7", "symptom3"),
                        ("disease8", "symptom3"), ("disease8", "symptom4"), ("disease8", "symptom5"),
                        ("disease9", "symptom6"),
                        ("disease10", "symptom1"), ("disease10", "symptom2"),
                        ("disease11", "symptom3"), ("disease11", "symptom4")],
        "checks": [("disease9", "checklist1"), ("disease5", "checklist2")],
        "cures": [("disease1", "drugs2"), ("disease10", "drugs2"), ("disease10", "drugs3"), ("disease11", "drugs3"),
                  ("disease5", "drugs3")],
        "indicated_for": [("drugs2", "disease2"), ("drugs2", "disease1"), ("drugs3", "disease10"),
                          ("drugs1", "disease11"), ("drugs1", "disease7")],
        "has_alias": [("disease1", "alias1"), ("disease4", "alias2")],
        "caused_by": [("disease5", "cause1"), ("disease11", "cause1"), ("disease12", "cause1"), ("disease13", "cause1")],
        "has_adverse_reaction": [("drugs1", "symptom3"), ("drugs3", "symptom3"), ("drugs2", "symptom7"),
                                 ("drugs3", "symptom7")],
    }
    return build_backend(tmp_path_factory.mktemp("everyday"), spec, instances, edges)


# ----------------------------------------------------------------------------------------------
# The other record of an alias name
# ----------------------------------------------------------------------------------------------
def test_an_alias_name_with_a_thin_record_of_its_own_goes_to_the_canonical_instance(everyday):
    response = search(everyday, "流感有哪些症状")
    assert response.relation_types[0].concept_id == "has_symptom"
    assert top_node(response) == ("流行性感冒", "disease")
    entity = response.linked_entities[0]
    assert (entity.mention, entity.via, entity.exact) == ("流感", "alias_relation:has_alias", False)
    assert entity.alternatives[0]["instance_name"] == "流感"  # the record it left stays listed
    # the record 流感 is a leaf (one weighted edge): its name lends the mention to the credible
    # record it is an alias of when linking, before the twins are settled
    candidates = response.trace["concepts"]["linking"]["resolved"][0]["candidates"]
    assert candidates[0]["instance_id"].endswith("disease1") and candidates[0]["alias_of_leaf_name"] is True
    assert "alias_twins" not in response.trace["concepts"]["linking"]


def test_a_name_whose_own_record_holds_the_edges_keeps_it(everyday):
    # 缺血性脑卒中 lists 脑梗死 as an alias, but the record 脑梗死 holds the symptoms
    response = search(everyday, "脑梗死有哪些症状")
    assert top_node(response) == ("脑梗死", "disease")
    assert response.linked_entities[0].via == "name"
    assert "alias_twins" not in response.trace["concepts"]["linking"]


def test_a_question_asking_for_aliases_keeps_the_record_it_named(everyday):
    response = search(everyday, "流感有什么别名")
    assert response.relation_types[0].concept_id == "has_alias"
    assert top_node(response) == ("流感", "disease")


# ----------------------------------------------------------------------------------------------
# A weak longer form around a strong name
# ----------------------------------------------------------------------------------------------
def test_an_everyday_phrase_around_a_strong_name_gives_way_to_the_name(everyday):
    result = EntityLinker().link(everyday, "everyday", "糖尿病患者要注意什么")
    assert [e.instance_name for e in result.entities] == ["糖尿病"]
    assert result.trace["yielded"] == [{"form": "糖尿病患者", "to": "糖尿病"}]
    assert top_node(search(everyday, "糖尿病患者要注意什么")) == ("糖尿病", "disease")


def test_a_longer_form_with_a_record_of_its_own_keeps_the_match(everyday):
    result = EntityLinker().link(everyday, "everyday", "高血压患者要注意什么")
    assert [e.instance_name for e in result.entities] == ["高血压患者"]
    assert result.trace["yielded"] == [] and "高血压" in result.trace["shadowed"]


# ----------------------------------------------------------------------------------------------
# The subject among several named instances
# ----------------------------------------------------------------------------------------------
def test_the_subject_is_the_source_end_of_the_asked_relation_not_the_longest_mention(everyday):
    response = search(everyday, "荨麻疹需要抽血化验吗")
    assert response.relation_types[0].concept_id == "checks"
    assert top_node(response) == ("荨麻疹", "disease")
    subject = response.trace["concepts"]["linking"]["subject"]
    assert (subject["asked_relation"], subject["mention"]) == ("checks", "荨麻疹")
    assert [e.subject for e in response.linked_entities] == [True, False]
    assert main_linked_entity(response.linked_entities).instance_name == "荨麻疹"


def test_a_weak_record_is_no_subject_next_to_a_credible_one(everyday):
    # same type, same length, both at the asked relation's source with an edge of it (什么情况下
    # asks for causes), 劳累 first: its record has one edge
    response = search(everyday, "什么情况下劳累容易痛风")
    assert [e.instance_name for e in response.linked_entities] == ["劳累", "痛风"]
    assert top_node(response) == ("痛风", "disease")


def test_when_the_asked_direction_is_open_the_better_documented_instance_is_the_subject(everyday):
    # no wh-phrase names either end (怎么治: no noun): the direction is open
    response = search(everyday, "咽炎怎么治好得快")
    subject = response.trace["concepts"]["linking"]["subject"]
    assert {subject["asked_relation"], subject["inverse_relation"]} == {"cures", "indicated_for"}
    assert top_node(response) == ("咽炎", "disease")  # not the longer mention 好得快
    # 什么药 names the drug end: the wh-phrase closes the direction, with the same subject
    closed = search(everyday, "咽炎吃什么药好得快")
    subject = closed.trace["concepts"]["linking"]["subject"]
    assert (subject["asked_relation"], subject["inverse_relation"]) == ("cures", None)
    assert subject["left_for_answer_type"] == "indicated_for"
    assert top_node(closed) == ("咽炎", "disease")


def test_subject_rules_in_order():
    def entity(mention, start, type_id, degree, edges=None, fragment=None):
        return LinkedEntity(mention=mention, start=start, end=start + len(mention), object_type_id=type_id,
                            instance_id=f"{type_id}-{mention}", instance_name=mention, degree=degree,
                            relation_edges=edges, fragment_reasons=fragment)

    from core.models.network import RelationType
    checks = RelationType(id="checks", name="检查项", source_object_type_id="disease",
                          target_object_type_id="checklist")
    ranked = [(checks, 1.0, "intent")]
    # a fragment never wins; then the end of the asked relation
    linked = [entity("的检查", 0, "disease", 9, fragment=["particle_start"]), entity("抽血化验", 4, "checklist", 1),
              entity("荨麻疹", 9, "disease", 5, {"checks": 1})]
    assert choose_subject(linked, ranked)["mention"] == "荨麻疹"
    # an instance without an edge of the asked relation counts less at its end
    linked = [entity("抽血化验", 0, "checklist", 1, {"checks": 1}), entity("荨麻疹", 5, "disease", 5, {})]
    assert choose_subject(linked, ranked)["mention"] == "抽血化验"
    # same end, same length: a record with fewer than CREDIBLE_DEGREE edges yields, though first
    linked = [entity("劳累", 0, "disease", 1, {"checks": 1}), entity("痛风", 4, "disease", 3, {"checks": 1})]
    assert choose_subject(linked, ranked)["mention"] == "痛风"
    linked = [entity("劳累", 0, "disease", 3, {"checks": 1}), entity("痛风", 4, "disease", 3, {"checks": 1})]
    assert choose_subject(linked, ranked)["mention"] == "劳累"
    # one instance named twice: nothing to choose
    assert choose_subject([entity("荨麻疹", 0, "disease", 5), entity("荨麻疹", 6, "disease", 5)], ranked) is None
    # no degrees known (another backend): the longest mention, then the first
    linked = [entity("荨麻疹", 0, "disease", None), entity("湿疹", 5, "disease", None)]
    assert choose_subject(linked, [])["mention"] == "荨麻疹"


# ----------------------------------------------------------------------------------------------
# Hedges say nothing about the relation
# ----------------------------------------------------------------------------------------------
def test_a_hedge_is_masked_like_a_request_phrase():
    from core.search.intent import request_spans

    question = "□老是不好，可能是哪些原因造成的"
    assert [question[a:b] for a, b in request_spans(question)] == ["可能"]
    other = "最近经常□，有可能是哪些病在作怪"
    assert [other[a:b] for a, b in request_spans(other)] == ["有可能"]


def test_a_hedge_does_not_type_the_mention_through_a_comment_that_happens_to_use_it(everyday):
    # has_adverse_reaction's comment says 药物可能引起的不良反应: the question's 可能 used to meet it,
    # rank it first and type 便秘 as the symptom; 原因 asks for caused_by, of the disease
    response = search(everyday, "便秘可能是哪些原因造成的")
    assert response.relation_types[0].concept_id == "caused_by"
    assert top_node(response) == ("便秘", "disease")
    assert response.trace["concepts"]["rerank"]["intent"]["request_phrases"] == ["可能"]


@pytest.fixture(scope="module")
def leaves(tmp_path_factory):
    """Leaf records (one edge each) beside strong names they overlap (含服硝酸甘油 / 硝酸甘油片) or
    hold (镰状细胞贫血 / 贫血)."""
    spec = network("leaves", [object_type("disease", "疾病"), object_type("symptom", "症状"),
                              object_type("drugs", "药物")], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("has_adverse_reaction", "不良反应", "drugs", "symptom", "药物可能引起的不良反应"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用的疾病"),
    ])
    instances = {"disease": ["镰状细胞贫血", "贫血", "心绞痛"], "symptom": ["头痛", "乏力", "面色苍白", "心悸", "潮红"],
                 "drugs": ["含服硝酸甘油", "硝酸甘油片"]}
    edges = {
        "has_symptom": [("disease1", "symptom2"), ("disease2", "symptom2"), ("disease2", "symptom3"),
                        ("disease2", "symptom4"), ("disease3", "symptom4")],
        "has_adverse_reaction": [("drugs1", "symptom1"), ("drugs2", "symptom1"), ("drugs2", "symptom5"),
                                 ("drugs2", "symptom4")],
        "indicated_for": [("drugs2", "disease3")],
    }
    return build_backend(tmp_path_factory.mktemp("leaves"), spec, instances, edges)


def test_a_leaf_record_gives_way_to_a_strong_name_it_overlaps(leaves):
    question = "含服硝酸甘油片后头痛正常吗"
    result = EntityLinker().link(leaves, "leaves", question)
    assert {"form": "含服硝酸甘油", "to": "硝酸甘油片"} in result.trace["yielded"]
    assert top_node(kn_search(leaves, {"query": question, "kn_id": "leaves"})) == ("硝酸甘油片", "drugs")


def test_a_leaf_record_holding_a_strong_name_keeps_the_match(leaves):
    # a rare disease the question names, not a leftover around 贫血
    result = EntityLinker().link(leaves, "leaves", "镰状细胞贫血有哪些症状")
    assert [e.instance_name for e in result.entities] == ["镰状细胞贫血"]
    assert result.trace["yielded"] == []


@pytest.mark.slow
@pytest.mark.parametrize("question, node", [
    ("流感会不会并发别的毛病", ("流行性感冒", "disease")),
    ("得了冠心病一般要做什么检查来确定", ("冠状动脉粥样硬化性心脏病", "disease")),
    ("脑梗死住院一般都要做哪些检查", ("脑梗死", "disease")),
    ("最近经常头晕，有可能是哪些病在作怪", ("头晕", "symptom")),
    ("糖尿病患者还要小心哪些跟它有关的病", ("糖尿病", "disease")),
    ("荨麻疹需要抽血化验吗，要查什么", ("荨麻疹", "disease")),
    ("体检查乙型肝炎的时候要做肝功能检查吗", ("乙型肝炎", "disease")),
    ("我嗓子疼得厉害，咽炎吃什么药好得快", ("咽炎", "disease")),
    ("乳腺癌跟哪些不良习惯或者因素有关", ("乳腺癌", "disease")),
    ("哪些中成药里面加了人参", ("人参", "ingredient")),
    ("便秘老是不好，可能是哪些原因造成的", ("便秘", "disease")),
    ("长期饮酒可能导致什么疾病", ("饮酒", "cause")),
])
def test_demo_network_everyday_questions(medical_backend, question, node):
    response = kn_search(medical_backend, {"query": question, "kn_id": "medical"})
    assert top_node(response) == node
