"""The text signal leaves out the question's bigrams across 的 that are no word (的药 of 哪一类的药),
but for the one of 的 right after the masked entity (□的药)."""

from __future__ import annotations

import pytest

import core.search.intent as intent
from core.search.intent import IntentRanker, particle_free_terms
from kn_search_support import schema_network


def test_bigrams_across_the_particle_that_are_no_word_are_left_out():
    terms = particle_free_terms("□是哪一类的药")
    assert "的药" not in terms and "类的" not in terms
    assert "药" in terms  # the characters themselves stay
    assert "目的" in particle_free_terms("□说的目的是什么")  # a word of the question stays


def test_the_bigram_of_de_after_the_entity_stays(monkeypatch):
    # □的药: the entity's 的 leads to what is asked
    assert "的药" in particle_free_terms("□的药有哪几种")
    monkeypatch.setattr(intent, "PARTICLE_AFTER_ENTITY", False)
    assert "的药" not in particle_free_terms("□的药有哪几种")


def test_a_bigram_across_the_particle_gives_no_text_signal(vectors, monkeypatch):
    # 的药 of 哪一类的药 meets only the comment 药物所属的药品分类; the two relation types are alike otherwise
    network = schema_network("classes", [("药品分类", "药物所属的药品分类"), ("用途分类", "药物的用途分类")])
    question = "阿托伐他汀钙片是哪一类的药"
    spans = [(0, question.index("是"))]
    scores = IntentRanker().score(question, network, network.relation_types, spans=spans)
    assert scores.signals[0]["text_raw"] == pytest.approx(scores.signals[1]["text_raw"])
    monkeypatch.setattr(intent, "PARTICLE_BIGRAMS_ASIDE", False)
    plain = IntentRanker().score(question, network, network.relation_types, spans=spans)
    assert plain.signals[0]["text_raw"] > plain.signals[1]["text_raw"]

