"""Everyday questions: the question phrasing that says how it asks (filler words), overlapping
kind cues, the place / time class match kept to value cues, and the connecting signal kept to
yes / no questions."""

from __future__ import annotations

import pytest

from core.models.network import KnowledgeNetwork
from core.search.answer_types import answer_cues
from core.search.intent import CONNECTING_WEIGHT, IntentRanker, filler_spans
from core.text import _cut_ready
from kn_search_support import schema_network


def _cues(question: str, vectors) -> list:
    return answer_cues(question, _cut_ready(question).lcut(question), vectors)


def _attributes(question: str, vectors) -> set[str]:
    return {c.attribute for c in _cues(question, vectors)}


def _order(ranker: IntentRanker, network: KnowledgeNetwork, question: str, **kwargs) -> list[str]:
    scores = ranker.score(question, network, network.relation_types, **kwargs)
    names = [r.name for r in network.relation_types]
    return [names[i] for i in sorted(range(len(names)), key=lambda i: (-scores.fused[i], i))]


@pytest.mark.parametrize("question, attribute", [
    ("这种病是不是上了年纪的人才得", "人群"),  # only some people get it
    ("这病是不是只有小孩才会得", "人群"),
    ("这种病主要在什么样的国家发生", "地区"),
    ("孩子什么情况可以吃这个药", "主治"),
    ("中暑了会出现什么情况", "症状"),  # what shows up
    ("得了肺炎会有什么反应", "症状"),
    ("这个胶囊吃完可能出现哪些情况", "不良反应"),  # after a drug is taken: adverse reactions
    ("这个药服用后要注意什么", "不良反应"),
    ("这病是脑子哪块出了问题", "部位"),
])
def test_everyday_phrases_of_who_where_what_shows_and_what_a_drug_is_for(question, attribute, vectors):
    assert attribute in _attributes(question, vectors)


@pytest.mark.parametrize("question, absent", [
    ("我刚才得知他住院了", {"人群"}),  # 才得知 is no "only … get it"
    ("痔疮放着不管会出现什么问题", {"症状"}),  # a consequence, not how it shows
    ("这方子能治什么病", {"成分", "成份", "组成"}),  # the entity itself, not what it holds
    ("这种病在什么地方", {"地区"}),  # a place, not a region where it is common
])
def test_new_everyday_phrases_stay_away_from_look_alikes(question, absent, vectors):
    assert not _attributes(question, vectors) & absent


def test_of_two_kind_readings_of_the_same_words_the_longer_one_stays(vectors):
    # 在哪些地方 alone reads as a place on the body; 哪些地方流行 over the same words as a region
    both = _cues("百日咳现在还在哪些地方流行", vectors)
    assert [(c.attribute, c.evidence) for c in both if c.kind == "asked"] == [("地区", "哪些地方流行")]
    assert "部位" in _attributes("带状疱疹长在哪些地方", vectors)


@pytest.fixture(scope="module")
def body_network() -> KnowledgeNetwork:
    # decoys first, each with a place word of Cilin class Cb (周围, 上位) but no body part
    return schema_network("body", [("疾病症状", "侵及周围组织的症状"), ("上位疾病", "疾病归属的上位疾病"),
                                   ("发病部位", "疾病的常见发病部位")])


def test_an_everyday_kind_meets_its_own_word_not_any_place_word(body_network, vectors):
    scores = IntentRanker().score("这种病会长在身体哪个部位", body_network, body_network.relation_types)
    answer = [s["answer"] for s in scores.signals]
    assert answer[2] == pytest.approx(1.0, abs=1e-3)
    assert answer[0] == 0.0 and answer[1] == 0.0, scores.matched
    # a value-type phrase still meets a place word of its class (地点 and 出生地, covered elsewhere)


@pytest.fixture(scope="module")
def filler_network() -> KnowledgeNetwork:
    return schema_network("filler", [("病因", "疾病的主要病因"), ("发病部位", "疾病的常见发病部位")])


def test_filler_words_are_masked_and_traced(filler_network, vectors):
    ranker = IntentRanker()
    question = "这种病主要是身体哪块出了问题"
    scores = ranker.score(question, filler_network, filler_network.relation_types)
    assert scores.trace["filler_words"] == ["主要"]
    assert "主要" not in scores.masked_query
    assert _order(ranker, filler_network, question)[0] == "发病部位"
    # without masking, 主要 meets 病因's words (its text signal, and the fused score)
    kept = ranker.score(question, filler_network, filler_network.relation_types, mask_requests=False)
    assert kept.signals[0]["text"] > scores.signals[0]["text"]
    assert kept.fused[0] > scores.fused[0]
    assert "filler_words" not in kept.trace


@pytest.mark.parametrize("question, kept", [
    ("梅尔·吉布森的主要三个成就是什么", "主要"),  # a word of a relation name (主要成就) carries meaning
    ("龋病就是我们平时说的什么", "平时说的"),  # inside an answer cue's phrase
])
def test_filler_words_of_a_relation_name_or_inside_a_cue_phrase_stay(question, kept, filler_network, vectors):
    relations = [*filler_network.relation_types,
                 *schema_network("named", [("主要成就", "")]).relation_types]
    spans = filler_spans(question, relations)
    start = question.index(kept)
    assert not any(start <= a < start + len(kept) for a, _ in spans), spans
    assert filler_spans(question.replace(kept, kept + "，现在"), relations)  # 现在 is masked
    # on a network none of whose relation names holds 主要, it is filler
    assert filler_spans("梅尔·吉布森的主要三个成就是什么", filler_network.relation_types) == [(7, 9)]


@pytest.fixture(scope="module")
def connecting_network() -> KnowledgeNetwork:
    return schema_network("joined", [("疾病症状", "疾病的常见症状"), ("分诊科室", "疾病的就诊科室")])


@pytest.mark.parametrize("question, connected", [
    ("老公夜尿多查出前列腺增生，应该挂什么科", False),  # asks for something unnamed: the edge is context
    ("前列腺增生会不会夜尿多", True),  # a yes / no question about the edge
])
def test_connecting_signal_only_for_questions_without_an_interrogative(question, connected, connecting_network,
                                                                       vectors):
    ranker = IntentRanker()
    relations = connecting_network.relation_types
    spans = [(question.index("前列腺增生"), question.index("前列腺增生") + 5),
             (question.index("夜尿多"), question.index("夜尿多") + 3)]
    joined = {"r00": [{"source": "前列腺增生", "target": "夜尿多"}]}
    scores = ranker.score(question, connecting_network, relations, spans=spans, linked_types=["ENTITY"],
                          connecting=joined)
    assert ("connecting" in scores.signals[0]) is connected
    assert scores.trace.get("connecting_open_question", False) is not connected
    plain = ranker.score(question, connecting_network, relations, spans=spans, linked_types=["ENTITY"])
    gain = scores.fused[0] - plain.fused[0]
    assert gain == pytest.approx(CONNECTING_WEIGHT if connected else 0.0, abs=1e-6)
    if not connected:
        assert _order(ranker, connecting_network, question, spans=spans, linked_types=["ENTITY"],
                      connecting=joined)[0] == "分诊科室"
