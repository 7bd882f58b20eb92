"""A verb whose object is the linked entity (哪些药能治□, 哪些病会引起□) reads its kind of thing
weaker: the question asks for the verb's subject."""

from __future__ import annotations

import pytest

import core.search.answer_types as answer_types
import core.search.intent as intent
from core.search.answer_types import answer_cues
from core.search.intent import IntentRanker
from core.text import _cut_ready
from kn_search_support import schema_network


def _kinds(question: str, attribute: str, vectors) -> set[str]:
    words = _cut_ready(question).lcut(question)
    return {c.kind for c in answer_cues(question, words, vectors) if c.attribute == attribute}


@pytest.mark.parametrize("question, attribute, kind", [
    ("哪些药能治□", "主治", "object"),  # the entity is what is treated: what treats it is asked
    ("哪些病会引起□", "后果", "object"),  # the entity is what results: what brings it on is asked
    ("□能治什么病", "主治", "asked"),  # the entity treats: what it treats is asked
    ("□会引起什么", "后果", "asked"),
    ("□能治，还是不能", "主治", "asked"),  # nothing masked right after the verb
])
def test_a_verb_whose_object_is_the_entity_reads_the_weaker_object_kind(question, attribute, kind, vectors):
    assert _kinds(question, attribute, vectors) == {kind}


def test_the_object_kind_counts_its_strength_in_the_answer_signal(vectors, monkeypatch):
    network = schema_network("treats", [("适应症", "药物适用（可治疗）的疾病（谓词：主治）"), ("疾病症状", "疾病的常见症状")])
    question = "哪些药能治高血压"
    spans = [(question.index("高血压"), len(question))]
    scores = IntentRanker().score(question, network, network.relation_types, spans=spans)
    assert scores.signals[0]["answer"] == pytest.approx(intent.ANSWER_KIND_STRENGTH["object"], abs=1e-3)
    monkeypatch.setattr(answer_types, "OBJECT_AFTER_VERB", False)
    plain = IntentRanker().score(question, network, network.relation_types, spans=spans)
    assert plain.signals[0]["answer"] == pytest.approx(1.0, abs=1e-3)
