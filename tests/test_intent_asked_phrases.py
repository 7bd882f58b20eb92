"""Everyday phrases of what is asked about the entity that the answer signal reads
(core.search.answer_types): where it does harm (伤的是哪儿),
what it goes with (沾边), what a drug brings on asked from what it brings on (哪些药…会引起□),
people who get ill more easily (…的人容易染上), and every phrase of a kind, not the first only.

The network is schema-only, its relation types named and commented as the demo's are, the decoys
listed first: without the cue, schema order and the words the question shares with the decoys'
comments would rank them first."""

from __future__ import annotations

import pytest

import core.search.answer_types as answer_types
from core.search.answer_types import answer_cues
from core.search.intent import IntentRanker
from core.text import _cut_ready
from kn_search_support import schema_network


@pytest.fixture(scope="module")
def network():
    return schema_network("asked", [
        ("疾病症状", "疾病的常见症状、临床症状及体征（PyCMeKG 谓词：常见症状、相关症状、术后症状、药物治疗后症状）"),
        ("病因", "疾病的病因（常见病因、遗传因素、诱发因素）（PyCMeKG 谓词：常见病因、病因、诱发因素）"),
        ("并发症", "疾病的并发症（含药物、手术或治疗引起的并发症）（PyCMeKG 谓词：并发症、药物引起的并发症）"),
        ("多发群体", "疾病多发的人群（PyCMeKG 谓词：多发群体、发病人群）"),
        ("可用药物", "治疗疾病可用的药物（PyCMeKG 谓词：相关药物、药物治疗）"),
        ("体征", "疾病的常见发病部位（PyCMeKG 谓词：常见发病部位、发病部位）"),
        ("高危因素", "增加疾病风险的因素（PyCMeKG 谓词：高危因素）"),
        ("相关疾病", "与疾病相关的其他疾病（PyCMeKG 谓词：相关疾病）"),
        ("不良反应", "药物可能引起的不良反应（PyCMeKG 谓词：不良反应、用药后不良反应）"),
    ])


def _cues(question: str, vectors) -> list[tuple[str, str, str]]:
    return [(c.attribute, c.evidence, c.kind)
            for c in answer_cues(question, _cut_ready(question).lcut(question), vectors)]


def _first(network, question: str, entity: str) -> tuple[str, list]:
    at = question.index(entity)
    # linked as it would be (a cue's phrase is set aside only with something linked)
    scores = IntentRanker().score(question, network, network.relation_types, spans=[(at, at + len(entity))],
                                  linked_types=["ENTITY"])
    names = [r.name for r in network.relation_types]
    best = max(range(len(names)), key=lambda i: (scores.fused[i], -i))
    return names[best], scores.trace["answer_cues"]


@pytest.mark.parametrize("question, entity, gold, attribute", [
    ("天天盯电脑得了电脑视觉综合征，伤的是哪儿呀", "电脑视觉综合征", "体征", "部位"),
    ("HUS跟哪些病沾边", "HUS", "相关疾病", "相关"),
    ("哪些药用了会引起疝气", "疝气", "不良反应", "不良反应"),
    ("静脉吸毒的人容易染上哪些病", "静脉吸毒", "高危因素", "风险"),
])
def test_the_phrase_names_what_is_asked_and_ranks_its_relation_first(network, question, entity, gold, attribute,
                                                                     vectors):
    first, cues = _first(network, question, entity)
    assert attribute in {c["attribute"] for c in cues}, cues
    assert first == gold


@pytest.mark.parametrize("question, absent", [
    ("什么样的人容易得□", {"风险", "诱因"}),  # who gets it
    ("哪里的人容易得□", {"风险", "诱因"}),  # where
    ("哪些人比较容易得痛风", {"风险", "诱因"}),
    ("□会引起什么", {"不良反应", "不良"}),  # what the entity leads to, no drug asked for
    ("□是伤风引起的吗", {"部位"}),  # 伤 of another word
])
def test_the_phrases_stay_away_from_look_alike_wording(question, absent, vectors):
    assert not {attribute for attribute, _, _ in _cues(question, vectors)} & absent


def test_a_drug_asked_for_reads_adverse_reactions_instead_of_the_consequence(vectors):
    cues = _cues("吃什么药会引起□", vectors)
    assert ("不良反应", "什么药会引起", "asked") in cues
    assert not any(attribute in ("后果", "并发症") for attribute, _, _ in cues)


def test_every_phrase_of_a_kind_is_its_evidence(network, vectors, monkeypatch):
    question = "颈椎病严重了会连带出哪些问题"
    evidence = {e for a, e, _ in _cues(question, vectors) if a == "后果"}
    assert evidence == {"严重了", "会连带", "出哪些问题"}
    # set aside for the other relation types, 连带 (a synonym of 相关 of 相关症状) no longer lifts 疾病症状
    assert _first(network, question, "颈椎病")[0] == "并发症"
    monkeypatch.setattr(answer_types, "EVERY_ASKED_PHRASE", False)
    assert {e for a, e, _ in _cues(question, vectors) if a == "后果"} == {"严重了"}
    assert _first(network, question, "颈椎病")[0] != "并发症"
