"""Request and ordering phrases (请问, 帮我找出, 按名称排序) are masked before relation types are
scored: they say how the question asks, not what it asks about."""

from __future__ import annotations

import pytest

from core.exceptions import ConfigError
from core.search import intent as intent_module
from core.search.config import RetrievalConfig
from core.search.intent import IntentRanker, request_spans
from core.search.service import kn_search
from kn_search_support import schema_network

QUESTION = "列举出5条这个中国人的主要成就。按名称排序"
NAMES = ["主要成就", "国籍", "公司名称", "原版名称", "外文名称", "出生地", "职业", "作者", "定价", "出版社", "导演", "别名"]


def _network():
    return schema_network("requests", NAMES)


def _spans_text(question: str) -> list[str]:
    return [question[a:b] for a, b in request_spans(question)]


@pytest.mark.parametrize("question, phrases", [
    (QUESTION, ["列举出", "按名称排序"]),
    ("请按照各人物标签数量从小到大排列。", ["按照各人物标签数量从小到大排列"]),
    ("把那些游戏按标签数量的多少倒序排出来给我", ["按标签数量的多少倒序排出来", "给我"]),
    ("请问你知道这本书的作者是谁吗？", ["请问", "你知道"]),
    ("可以帮我找出张国立妻子的五部作品吗", ["帮我", "找出"]),
    ("麻烦你给我介绍一下亚历山大·彼德洛夫的3条主要成就。", ["麻烦你", "给我"]),
    ("麻烦列举3种综合补给舰可以吗？", ["麻烦", "列举", "可以吗"]),
    ("什么病治起来很麻烦", []),
    # content words stay: a network may have 推荐药品 or 简介
    ("推荐几部奇幻电影并介绍一下", []),
    ("糖尿病有哪些并发症", []),
])
def test_request_spans_find_how_the_question_asks(question, phrases):
    assert _spans_text(question) == phrases


def test_an_ordering_phrase_no_longer_ranks_every_name_relation():
    """按名称排序 shares 名称 with every *名称 relation type: counted, they bury 国籍 (the nationality
    that 中国人 names); masked, 国籍 is second and the trace lists what was masked."""
    net = _network()
    ranker = IntentRanker()

    def ranked(mask):
        scores = ranker.score(QUESTION, net, net.relation_types, mask_requests=mask)
        order = sorted(range(len(NAMES)), key=lambda i: (-scores.fused[i], i))
        return [NAMES[i] for i in order], scores

    masked, scores = ranked(None)
    assert masked[:2] == ["主要成就", "国籍"]
    assert scores.trace["request_phrases"] == ["列举出", "按名称排序"]
    assert scores.masked_query == "□5条这个中国人的主要成就。□"
    assert all(scores.signals[NAMES.index(n)]["text"] == 0.0 for n in ("公司名称", "原版名称", "外文名称"))
    kept, scores_kept = ranked(False)
    assert kept[0] == "主要成就" and kept.index("国籍") > 1
    assert scores_kept.trace["request_phrases"] == []
    assert scores_kept.signals[NAMES.index("公司名称")]["text"] > 0


def test_mask_request_phrases_is_a_retrieval_config_knob(tmp_path):
    from core.evaluation.adapters import schema_backend

    assert RetrievalConfig().concept_retrieval.mask_request_phrases is intent_module.MASK_REQUEST_PHRASES is True
    config = RetrievalConfig.from_dict({"concept_retrieval": {"mask_request_phrases": False}})
    assert RetrievalConfig.from_dict(config.to_dict()).concept_retrieval.mask_request_phrases is False
    with pytest.raises(ConfigError, match="mask_request_phrases"):
        RetrievalConfig.from_dict({"concept_retrieval": {"mask_request_phrases": {"on": 1}}})

    class _Set:
        name = "requests"
        network = _network()
        questions: list = []

    backend = schema_backend([_Set()], tmp_path / "db")

    def ask(mask):
        response = kn_search(backend, {"query": QUESTION, "kn_id": "requests", "only_schema": True, "debug": True,
                                       "retrieval_config": {"concept_retrieval": {"mask_request_phrases": mask}}})
        return [r.concept_name for r in response.relation_types], response.trace["concepts"]["rerank"]["intent"]

    names, trace = ask(True)
    assert names[:2] == ["主要成就", "国籍"] and trace["request_phrases"] == ["列举出", "按名称排序"]
    names, trace = ask(False)
    assert names.index("国籍") > 1 and trace["request_phrases"] == []
