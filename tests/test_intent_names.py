"""A relation name spelled out but for its last character (英文名 for 英文名称, 代表作 for 代表作品) is
named like the whole name: the name signal and its weight."""

from __future__ import annotations

import pytest

from core.search import intent as intent_module
from core.search.intent import IntentRanker, named_spans, shortened_names
from kn_search_support import schema_network

NAMES = ["外文名", "英文名称", "外文名称", "中文名称", "别名", "出生地", "代表作品", "代表作品集", "主要作品"]
# (英文名 with no 是怎么写 / 叫什么 after it: those ask for another name, an answer cue that would rank 英文名称
# first with the name weight at 0 too)
QUESTION = "书上的2-氨基-6-溴苯甲酸英文名写的是这个吗？"


def _network():
    return schema_network("names", NAMES)


def _shortened(question: str) -> list[str]:
    relations = _network().relation_types
    return [NAMES[i] for _, _, i in shortened_names(question, relations, named_spans(question, relations))]


@pytest.mark.parametrize("question, names", [
    (QUESTION, ["英文名称"]),
    ("出生地为北京的人都有啥代表作，帮我找10个？", ["代表作品"]),
    ("英文名称是什么", []),  # the whole name is spelled: named, not shortened
    ("他的代表作品集叫什么", []),  # 代表作 lies inside a longer name the question spells
    ("他出生在哪里", []),  # three characters: 出生 is no spelling of 出生地
])
def test_shortened_names(question, names):
    assert _shortened(question) == names


def test_a_shortened_name_ranks_like_the_whole_name_and_the_name_weight_governs_it():
    net = _network()
    ranker = IntentRanker()

    def ranked(weights=None):
        scores = ranker.score(QUESTION, net, net.relation_types, weights=weights)
        order = sorted(range(len(NAMES)), key=lambda i: (-scores.fused[i], i))
        return [NAMES[i] for i in order], scores

    names, scores = ranked()
    assert names[0] == "英文名称"
    signals = scores.signals[NAMES.index("英文名称")]
    assert signals["name"] == 1.0 and signals["shortened_name"] == 1.0
    assert scores.trace["shortened_names"] == {"r01": "英文名"}
    # the name weight (retrieval_config intent_weight_name) is the one for whole names too
    off, scores_off = ranked({"name": 0.0})
    assert off[0] == "外文名"
    assert scores.fused[NAMES.index("英文名称")] - scores_off.fused[NAMES.index("英文名称")] == pytest.approx(
        intent_module.NAME_WEIGHT, abs=1e-5)
