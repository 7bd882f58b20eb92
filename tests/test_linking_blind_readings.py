"""Readings that questions written blind asked for: a name after a comparison word that is the only
thing the question names, the words right after a trade name several preparations share, a
wh-phrase's noun the word cut joined to its verb, a record standing as the wh-phrase's noun, and a
name given as the diagnosis."""

from __future__ import annotations

import pytest

from core.search.linking import choose_subject
from kn_search_support import DRUG_NAMING, build_backend, drug, debug_search, linking_trace, network, object_type, relation, top_node

@pytest.fixture(scope="module")
def blind(tmp_path_factory):
    """肺炎 (well documented) and 社区获得性肺炎 (a few symptoms); the trade name 泰诺林 of tablets
    (many edges) and of drops (few); 疝气 a disease no drug treats and a symptom drugs may cause;
    红细胞增多 a cause (several diseases list it) and a symptom checks are made for, 血液化验 a check;
    出血 and 龈炎 two diseases."""
    spec = network("blind", [
        object_type("disease", "疾病"),
        object_type("symptom", "症状"),
        object_type("cause", "病因"),
        object_type("checklist", "检查项目"),
        object_type("drugs", "药物", DRUG_NAMING),
    ], [
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
        relation("has_complication", "并发症", "disease", "disease", "疾病的并发症"),
        relation("caused_by", "病因", "disease", "cause", "疾病的病因"),
        relation("check_for_symptom", "检查症状", "checklist", "symptom", "检查项目可查的症状"),
        relation("checks", "检查", "disease", "checklist", "疾病要做的检查"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物的适应症"),
        relation("has_adverse_reaction", "不良反应", "drugs", "symptom", "药物可能引起的不良反应"),
    ])
    instances = {
        "disease": ["肺炎", "社区获得性肺炎", "疝气", "出血", "龈炎", "贫血", "咳嗽病"],
        "symptom": ["发热", "咳痰", "胸痛", "乏力", "疝气", "红细胞增多", "头晕"],
        "cause": ["红细胞增多"],
        "checklist": ["血液化验", "血常规"],
        "drugs": [drug(1, "对乙酰氨基酚片", trade="泰诺林"), drug(2, "对乙酰氨基酚混悬滴剂", trade="泰诺林"),
                  drug(3, "泰诺林", generic="对乙酰氨基酚片、对乙酰氨基酚混悬滴剂"), drug(4, "布洛芬片")],
    }
    edges = {
        "has_symptom": [("disease1", f"symptom{s}") for s in range(1, 5)] + [("disease2", "symptom1"),
                                                                            ("disease2", "symptom2"),
                                                                            ("disease4", "symptom7"),
                                                                            ("disease3", "symptom4")],
        "has_complication": [("disease1", "disease6"), ("disease5", "disease4"), ("disease4", "disease6"),
                             ("disease1", "disease7")],
        "caused_by": [(f"disease{d}", "cause1") for d in (1, 3, 4, 5, 6, 7)],
        "check_for_symptom": [("checklist1", "symptom6"), ("checklist2", "symptom6")],
        "checks": [("disease1", "checklist2"), ("disease6", "checklist1")],
        "indicated_for": [("drugs1", f"disease{d}") for d in (1, 4, 6, 7)] + [("drugs2", "disease1"),
                                                                            ("drugs4", "disease1")],
        "has_adverse_reaction": [("drugs4", "symptom5"), ("drugs1", "symptom5"), ("drugs1", "symptom7"),
                                 ("drugs2", "symptom7")],
    }
    return build_backend(tmp_path_factory.mktemp("blind"), spec, instances, edges)


def test_a_name_after_a_comparison_word_is_kept_when_only_a_form_inside_it_is_another(blind):
    # 肺炎 lies inside 社区获得性肺炎: the question names nothing else, and asks about what it
    # likens the diseases to
    response = debug_search(blind, "哪些病看着像社区获得性肺炎", "blind")
    assert top_node(response) == ("社区获得性肺炎", "disease")
    assert not any(s["reason"] == "after a comparison word" for s in linking_trace(response)["skipped"])


def test_a_name_after_a_comparison_word_is_skipped_beside_another_name(blind):
    response = debug_search(blind, "贫血的人脸色像社区获得性肺炎一样吗", "blind")
    skipped = linking_trace(response)["skipped"]
    assert {"form": "社区获得性肺炎", "reason": "after a comparison word"} in skipped


def test_the_words_after_a_shared_trade_name_choose_the_preparation(blind):
    response = debug_search(blind, "孩子发烧，家里有泰诺林滴剂，它还能治啥", "blind")
    entity = next(e for e in response.linked_entities if e.mention == "泰诺林")
    assert entity.instance_name == "对乙酰氨基酚混悬滴剂"
    resolved = next(r for r in linking_trace(response)["resolved"] if r["mention"] == "泰诺林")
    assert resolved["candidates"][0]["spelled_on"] == "滴剂"
    # the trade name alone goes to the better-documented preparation, as before
    plain = debug_search(blind, "孩子发烧，家里有泰诺林，它还能治啥", "blind")
    assert next(e for e in plain.linked_entities if e.mention == "泰诺林").instance_name == "对乙酰氨基酚片"


def test_a_wh_noun_cut_with_its_verb_and_an_aspect_particle_still_names_the_answer_type(blind):
    # jieba cuts 哪些 / 药用 / 了: the noun 药 still ends a word, and the disease 疝气, which no drug
    # is joined to, gives way to the symptom drugs may cause (出现: no cue of what a drug brings on,
    # so the answer's type alone decides)
    response = debug_search(blind, "哪些药用了可能会出现疝气", "blind")
    assert top_node(response) == ("疝气", "symptom")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["rule"] == "answer_type_no_edges" and moved[0]["to"] == ["symptom", "疝气"]


def test_a_record_as_the_wh_noun_names_the_answer_type(blind):
    # no type's name holds 血液化验; it is a check record, so checks are asked for, and the cause
    # 红细胞增多 (no relation type joins a cause to a check) gives way to the symptom (化验 alone is a
    # filler name, hygiene's, and names no record)
    response = debug_search(blind, "红细胞增多要做哪些血液化验", "blind")
    moved = linking_trace(response)["answer_type_records"]
    assert moved[0]["rule"] == "answer_type_unreachable" and moved[0]["answer_noun"] == "血液化验"
    assert moved[0]["from"] == ["cause", "红细胞增多"] and moved[0]["to"] == ["symptom", "红细胞增多"]
    assert top_node(response) == ("红细胞增多", "symptom")


def test_the_name_given_as_the_diagnosis_is_the_subject(blind):
    response = debug_search(blind, "我牙龈老出血，医生说是龈炎，放着不管会惹出别的病吗", "blind")
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "龈炎"
    assert "diagnosed" in subject["order"]
    # without the question's words the first named is taken, as in any yes-or-no question
    linked = [e.model_copy(update={"subject": False}) for e in response.linked_entities]
    from core.models.network import RelationType
    ranked = [(RelationType(id="has_complication", name="并发症", source_object_type_id="disease",
                            target_object_type_id="disease"), 1.0, "intent")]
    assert choose_subject(linked, ranked)["mention"] == "出血"
