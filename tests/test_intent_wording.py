"""Everyday wording of what is asked: other names (official, generic, short; two names of one
thing), further everyday phrases of a kind, people by sex or age before 容易得, the determiners
别的 / 其他 as filler, and relation words that only modify a listed predicate's head."""

from __future__ import annotations

import pytest

import core.search.intent as intent
from core.models.network import KnowledgeNetwork
from core.search.answer_types import answer_cues
from core.search.intent import IntentRanker, filler_spans, modifier_words
from core.text import _cut_ready
from kn_search_support import schema_network


def _attributes(question: str, vectors) -> set[str]:
    return {c.attribute for c in answer_cues(question, _cut_ready(question).lcut(question), vectors)}


def _order(ranker: IntentRanker, network: KnowledgeNetwork, question: str, **kwargs) -> list[str]:
    scores = ranker.score(question, network, network.relation_types, **kwargs)
    names = [r.name for r in network.relation_types]
    return [names[i] for i in sorted(range(len(names)), key=lambda i: (-scores.fused[i], i))]


@pytest.mark.parametrize("question", [
    "这个药正式的药名叫啥",  # the official name
    "它对应的药品通用名是什么",  # the generic name
    "老花眼在医学上叫什么",
    "这个检查病历上会怎么简写",  # the short form
    "这味药在药方里还会写成什么名字",
    "八物肾气丸就是八味丸吗",  # two names of one thing
    "这个检查和哪个检查是一回事",
])
def test_phrases_of_official_short_and_identical_names_ask_for_other_names(question, vectors):
    assert "别名" in _attributes(question, vectors)


@pytest.mark.parametrize("question", [
    "位于南美洲安第斯山脉的火山叫什么名字",  # the entity's own name is the answer
    "英文简写是1-DNJ的这种化合物，它的分子式是什么",  # a short form that only names the entity
    "也就是说这个病会传染吗",
])
def test_asking_for_a_name_or_naming_a_short_form_is_no_other_name_cue(question, vectors):
    assert "别名" not in _attributes(question, vectors)


@pytest.fixture(scope="module")
def alias_network() -> KnowledgeNetwork:
    return schema_network("names", [("药品分类", "药物所属的药品分类"), ("药物别名", "药物的别称")])


def test_still_called_reads_through_a_masked_hedge(alias_network, vectors):
    # 可能 is masked as a hedge before the cues are read: 还可能叫 is read as 还□叫
    scores = IntentRanker().score("这个药在药店还可能叫什么", alias_network, alias_network.relation_types)
    assert "还□叫" in scores.masked_query
    assert scores.signals[1]["answer"] > 0.9
    assert scores.signals[0]["answer"] == 0.0


@pytest.mark.parametrize("question, attribute", [
    ("抢救过来了，之后还可能惹出哪些毛病", "后果"),  # a consequence
    ("拖着不管，会闹出什么事", "后果"),
    ("速效救心丸里头都有啥", "成分"),  # make-up
    ("这个药吃久了对身体有啥坏处", "不良反应"),  # adverse effects
    ("食物中毒会伤到肠子的哪些部分", "侵犯"),  # growth into neighbours
    ("这病会累及哪些组织", "侵犯"),
    ("薏米是哪里种的", "产地"),  # where a plant is grown
    ("打嗝有什么土办法能止住", "治疗"),  # a remedy
    ("红斑狼疮常跟哪些病扯上关系", "相关"),  # relatedness
    ("像是脑膜炎，会不会其实是别的病", "鉴别"),  # a look-alike
    ("腹泻是哪种病的亚型", "类别"),  # the class it is a subtype of
])
def test_further_everyday_phrases_of_a_kind(question, attribute, vectors):
    assert attribute in _attributes(question, vectors)


@pytest.mark.parametrize("question, absent", [
    ("白塞氏病要挂风湿科还是别的科", {"鉴别"}),  # 还是别的 offers an option, no look-alike
    ("湿疹一般长在哪", {"产地"}),  # on the body, not where it is grown
])
def test_further_phrases_stay_away_from_look_alikes(question, absent, vectors):
    assert not _attributes(question, vectors) & absent


@pytest.fixture(scope="module")
def department_network() -> KnowledgeNetwork:
    return schema_network("department", [("别名", "疾病的别名、又称"), ("分诊科室", "疾病的就诊科室")])


def test_the_determiners_other_and_else_are_filler(department_network, vectors):
    relations = department_network.relation_types
    question = "白塞氏病要挂风湿科还是别的科"
    spans = filler_spans(question, relations)
    assert (question.index("别的"), question.index("别的") + 2) in spans
    # inside a phrase asking for other names it stays
    named = "这病还有别的名字吗"
    assert not any(a <= named.index("别的") < b for a, b in filler_spans(named, relations))
    entity = [(0, 4)]
    ranker = IntentRanker()
    assert _order(ranker, department_network, question, spans=entity)[0] == "分诊科室"
    masked = ranker.score(question, department_network, relations, spans=entity)
    assert "别的" in masked.trace["filler_words"]
    kept = ranker.score(question, department_network, relations, spans=entity, mask_requests=False)
    assert kept.fused[0] > masked.fused[0]  # unmasked, 别的 meets 别名


def test_modifier_words_are_the_words_before_a_listed_predicates_head():
    predicates = "常见症状、药物治疗后症状、相关症状"
    assert modifier_words(predicates, ["疾病", "症状", "常见"]) == {"药物", "治疗", "后", "相关"}
    # a word of the name or plain comment is no modifier, nor a word inside a head
    assert modifier_words("治疗、治疗方案", ["治疗", "方法"]) == set()


@pytest.fixture(scope="module")
def predicate_network() -> KnowledgeNetwork:
    # the decoy first: its listed predicates name 治疗 only as a modifier of 症状
    return schema_network("predicates", [
        ("疾病症状", "疾病的常见症状（PyCMeKG 谓词：常见症状、药物治疗后症状）"),
        ("治疗方法", "疾病的治疗方法（PyCMeKG 谓词：治疗、治疗方案）"),
    ])


def test_a_cue_meeting_only_a_modifier_counts_its_share(predicate_network, vectors, monkeypatch):
    question = "这病一般怎么处理"
    scores = IntentRanker().score(question, predicate_network, predicate_network.relation_types)
    assert scores.signals[1]["answer"] == pytest.approx(1.0, abs=1e-3)
    assert scores.signals[0]["answer"] == pytest.approx(intent.MODIFIER_SHARE, abs=1e-3)
    assert _order(IntentRanker(), predicate_network, question)[0] == "治疗方法"
    monkeypatch.setattr(intent, "MODIFIER_SHARE", 1.0)
    # a fresh ranker builds its profile anew: at share 1 the modifier meets the cue in full
    plain = IntentRanker().score(question, predicate_network, predicate_network.relation_types)
    assert plain.signals[0]["answer"] == pytest.approx(1.0, abs=1e-3)


@pytest.mark.parametrize("question, who", [
    ("黄水疮是不是小孩子容易得", True),  # people by age before 容易得: who gets it
    ("这病是不是老年人更容易患", True),
    ("组织胞浆菌病是哪些地方的人容易得", False),  # 人 alone: where
    ("有吸烟习惯的人更容易得哪些病", False),  # 人 alone: what brings it on
    ("小孩为什么容易得中耳炎", False),  # not right before 容易得
])
def test_people_by_sex_or_age_before_easily_getting_it_ask_who(question, who, vectors):
    tokens = _cut_ready(question).lcut(question)
    cues = answer_cues(question, [w for w in tokens if len(w) > 1], vectors, tokens=tokens)
    by_person = [c for c in cues if c.attribute == "人群" and "容易" in c.evidence]
    assert bool(by_person) is who, cues
    if who:
        assert by_person[0].evidence in question and by_person[0].kind == "asked"


@pytest.mark.parametrize("question, attribute, absent", [
    ("脸上起了一片疹子，是哪类药惹的", "病因", set()),  # what it was brought on by
    ("这病会带来哪些危害", "后果", set()),  # a consequence
    ("老年人骨折以后容易伴发哪些病", "后果", {"相关"}),  # 伴发 as 并发, not what goes with it
    ("贫血还会跟什么病有牵连", "相关", set()),  # what goes with it
    ("胆囊炎和什么病有联系", "相关", set()),
    ("抑郁症常跟什么病搅在一起", "相关", set()),
    ("口腔溃疡跟熬夜有关系吗", "风险", {"相关"}),  # a possible cause named, yes or no
    ("鼻炎跟空气不好有没有关系", "风险", {"相关"}),
    ("哪些情况更容易得胆结石", "风险", set()),  # what brings it on
    ("什么样的情况会让人更容易中暑", "风险", set()),
    ("这个降压药吃了会不会不舒服", "不良反应", {"症状"}),  # discomfort after taking a drug
    ("这种药膏用完可能有哪些不舒服", "不良反应", {"症状"}),
    ("这个药对身体有什么伤害", "不良反应", set()),
    ("中风之前有哪些迹象", "症状", set()),  # how it shows
])
def test_everyday_phrases_of_cause_consequence_relatedness_and_reactions(question, attribute, absent, vectors):
    attributes = _attributes(question, vectors)
    assert attribute in attributes
    assert not attributes & absent


@pytest.mark.parametrize("question, phrase", [
    ("咽炎由什么引起", "由什么引起"),
    ("胃溃疡是什么原因引起的", "什么原因引起的"),
    ("这病是啥原因导致的", "啥原因导致的"),
])
def test_the_verb_after_what_cause_belongs_to_the_cause_phrase(question, phrase, vectors):
    # 引起 outside the phrase would be read as what the entity leads to
    cues = answer_cues(question, _cut_ready(question).lcut(question), vectors)
    assert phrase in {c.evidence for c in cues if c.attribute == "病因"}
