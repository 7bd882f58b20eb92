"""The `named_ends` addend of relation ranking: a relation type whose two ends are the types of two
instances the question names (a formula and an efficacy: formula_has_efficacy; two diseases: the
relation types joining diseases) gets `NAMED_ENDS_WEIGHT`, edge or no edge between them."""

from __future__ import annotations

from collections import Counter

import pytest

from core.search import intent
from core.search.intent import IntentRanker, named_ends
from kn_search_support import build_backend, debug_search, network, object_type, relation


@pytest.fixture(scope="module")
def formulas(tmp_path_factory):
    """桑杏汤 a formula treating 咳嗽, no efficacy recorded for it; 润肺 an efficacy a material has;
    肺炎 and 咳嗽 diseases, the first listing the second as a complication."""
    spec = network("formulas", [
        object_type("disease", "疾病"),
        object_type("formula", "方剂"),
        object_type("efficacy", "功效"),
        object_type("medicinal_material", "中药材"),
    ], [
        relation("prescribed_for", "主治", "formula", "disease", "方剂主治的疾病"),
        relation("formula_has_efficacy", "方剂功效", "formula", "efficacy", "方剂的功效"),
        relation("has_efficacy", "功效", "medicinal_material", "efficacy", "中药材的功效"),
        relation("has_complication", "并发症", "disease", "disease", "疾病可能引起的并发症"),
    ])
    instances = {"disease": ["咳嗽", "肺炎"], "formula": ["桑杏汤"], "efficacy": ["润肺"], "medicinal_material": ["百合"]}
    edges = {"prescribed_for": [("formula1", "disease1")], "has_efficacy": [("medicinal_material1", "efficacy1")],
             "has_complication": [("disease2", "disease1")]}
    return build_backend(tmp_path_factory.mktemp("formulas"), spec, instances, edges)


def _signals(response) -> dict[str, dict]:
    return {r.concept_id: r.signals or {} for r in response.relation_types}


def test_named_ends_needs_an_instance_at_each_end(formulas):
    rels = {r.id: r for r in formulas.get_network("formulas").relation_types}
    named = Counter(["formula", "efficacy"])
    assert named_ends(rels["formula_has_efficacy"], named)
    assert not named_ends(rels["prescribed_for"], named) and not named_ends(rels["has_efficacy"], named)
    # a relation type from a type to itself needs two instances of it
    assert not named_ends(rels["has_complication"], Counter(["disease"]))
    assert named_ends(rels["has_complication"], Counter(["disease", "disease"]))


def test_a_question_naming_both_ends_ranks_the_relation_joining_them(formulas):
    response = debug_search(formulas, "桑杏汤是润肺的吗", "formulas")
    assert {e.object_type_id for e in response.linked_entities} == {"formula", "efficacy"}
    signals = _signals(response)
    assert signals["formula_has_efficacy"].get("named_ends") == 1.0
    assert "named_ends" not in signals["prescribed_for"] and "named_ends" not in signals["has_efficacy"]
    # no edge joins 桑杏汤 to 润肺: the addend is not the connecting edge's
    assert "connecting" not in signals["formula_has_efficacy"]


def test_the_addend_is_the_named_ends_weight(formulas):
    net = formulas.get_network("formulas")
    question = "桑杏汤是润肺的吗"
    ranker = IntentRanker()
    both = ranker.score(question, net, net.relation_types, linked_types=["formula", "efficacy"])
    one = ranker.score(question, net, net.relation_types, linked_types=["formula", "efficacy"][:1] + ["formula"])
    i = [r.id for r in net.relation_types].index("formula_has_efficacy")
    assert both.signals[i]["named_ends"] == 1.0 and "named_ends" not in one.signals[i]
    # the same question, the same signals but the efficacy's type: only the addend differs
    ranker_off = IntentRanker()
    old = intent.NAMED_ENDS_WEIGHT
    try:
        intent.NAMED_ENDS_WEIGHT = 0.0
        off = ranker_off.score(question, net, net.relation_types, linked_types=["formula", "efficacy"])
    finally:
        intent.NAMED_ENDS_WEIGHT = old
    assert "named_ends" not in off.signals[i]
    assert both.fused[i] == pytest.approx(off.fused[i] + intent.NAMED_ENDS_WEIGHT, abs=1e-6)


def test_two_mentions_of_one_instance_name_one(formulas):
    # 咳嗽 named twice is one disease: has_complication (disease to disease) does not get the addend
    response = debug_search(formulas, "咳嗽老不好，咳嗽会引起什么", "formulas")
    assert "named_ends" not in _signals(response).get("has_complication", {})
    response = debug_search(formulas, "肺炎会不会引起咳嗽", "formulas")
    assert _signals(response)["has_complication"].get("named_ends") == 1.0


def test_the_search_page_says_when_both_ends_were_named():
    from ui.search_view import _intent_matched

    shown = _intent_matched({"type": 1.0, "semantic": 0.28, "named_ends": 1.0})
    assert shown == "semantic 0.28 · type 1.00 · both ends named"
    assert "both ends named" not in _intent_matched({"type": 1.0})
