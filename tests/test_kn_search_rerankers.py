"""Rerankers: local BM25, the rule-based fallback, and HTTP rerankers against a real local server."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler

import pytest

from core.exceptions import ConfigError, RerankerError
from core.search.rerankers import (
    MF_RERANK_PATH,
    BM25Reranker,
    HttpReranker,
    fallback_score,
    parse_rerank_response,
    ranking_tokens,
)
from core.search.service import kn_search
from process_support import LoopbackHTTPServer

DOCS = ["疾病 疾病症状 症状", "疾病 分诊科室 科室", "疾病 并发症 疾病"]


# ----------------------------------------------------------------------------------------------
# BM25
# ----------------------------------------------------------------------------------------------
def test_bm25_ranks_the_relation_the_question_names():
    scores = BM25Reranker().rerank("上气道梗阻有哪些症状", DOCS)
    assert scores[0] == 1.0 and scores[1] == scores[2] == 0.0


def test_bm25_scores_lie_in_unit_interval_and_best_is_one():
    scores = BM25Reranker().rerank("疾病的科室", DOCS)
    assert all(0.0 <= s <= 1.0 for s in scores) and max(scores) == 1.0
    assert scores[1] == 1.0


def test_bm25_no_overlap_scores_zero_everywhere():
    assert BM25Reranker().rerank("weather tomorrow", DOCS) == [0.0, 0.0, 0.0]
    assert BM25Reranker().rerank("的", DOCS) == [0.0, 0.0, 0.0]  # stop words only


def test_bm25_equal_documents_score_equally():
    scores = BM25Reranker().rerank("症状", ["疾病 症状", "药物 成份", "疾病 症状"])
    assert scores[0] == scores[2] == 1.0 and scores[1] == 0.0


def test_bm25_word_in_most_documents_still_counts():
    # Okapi IDF is zero or negative for a word in half the documents or more; the smoothed IDF is not
    scores = BM25Reranker().rerank("疾病", ["疾病 症状", "疾病 科室", "药物 成份"])
    assert scores[0] > 0 and scores[1] > 0 and scores[2] == 0.0


def test_bm25_handles_latin_case_plurals_snake_case_and_digits():
    docs = ["Person ACTED_IN Movie", "Person DIRECTED Movie", "Movie IN_GENRE Genre"]
    scores = BM25Reranker().rerank("Which actors acted in movies?", docs)
    assert scores[0] == 1.0 and scores[1] < 0.2 and scores[2] < 0.2
    books = ["Character INTERACTS Character", "Character INTERACTS45 Character", "Character INTERACTS1 Character"]
    assert BM25Reranker().rerank("who interact in book 45", books).index(1.0) == 1
    assert ranking_tokens("IN_GENRE") == ["genre"]  # "in" is a stop word
    assert ranking_tokens("actors movies companies") == ranking_tokens("actor movie company")
    assert ranking_tokens("imdbRating INTERACTS45") == ["imdb", "rating", "interact", "45"]


def test_bm25_chinese_tokens_do_not_double_count_and_see_one_character_names():
    assert ranking_tokens("作品别名").count("别名") == 1
    scores = BM25Reranker().rerank("藏山的别名是什么", ["实体 作品别名 实体", "实体 别名 实体"])
    assert scores == [pytest.approx(scores[0]), 1.0] and scores[0] < 1.0
    assert BM25Reranker().rerank("巨人疣冠变色龙属于什么科", ["实体 科 实体", "实体 别名 实体"]) == [1.0, 0.0]


def test_bm25_empty_documents():
    assert BM25Reranker().rerank("x", []) == []
    assert BM25Reranker().rerank("x", ["", ""]) == [0.0, 0.0]


def test_bm25_raw_scores_are_kept_for_traces():
    result = BM25Reranker().score_documents("症状", DOCS)
    assert result.raw_scores[0] > 0 and result.scores[0] == 1.0


# ----------------------------------------------------------------------------------------------
# The design's fallback rule
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("query", "name", "comment", "expected"),
    [
        ("并发症", "并发症", None, 1.0),
        ("症状", "疾病症状", None, 0.5),
        ("上气道梗阻有哪些并发症", "并发症", None, 0.3),
        ("症状", "其他", "常见症状", 0.2),
        ("症状", "疾病症状", "疾病的症状", 0.7),
        ("并发症", "并发症", "并发症", 1.2),
        ("Cures", "cures", None, 1.0),
        ("完全无关", "疾病症状", "描述", 0.0),
        ("x", "", None, 0.0),
    ],
)
def test_fallback_score(query, name, comment, expected):
    assert fallback_score(query, name, comment) == pytest.approx(expected)


# ----------------------------------------------------------------------------------------------
# HTTP rerankers against a local server
# ----------------------------------------------------------------------------------------------
class _Handler(BaseHTTPRequestHandler):
    received: list = []

    def log_message(self, *args):  # keep test output clean
        pass

    def _reply(self, status, payload):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["content-length"])))
        _Handler.received.append((self.path, dict(self.headers), body))
        docs = body.get("documents", [])
        # relevance: 1 for documents that mention 症状, else 0.1 (in reverse order, as services do)
        results = sorted(
            ({"index": i, "relevance_score": 0.95 if "症状" in d else 0.1} for i, d in enumerate(docs)),
            key=lambda r: -r["relevance_score"],
        )
        if self.path == MF_RERANK_PATH:
            self._reply(200, {"results": results})
        elif self.path == "/rerank":
            top_n = body.get("top_n", len(docs))
            self._reply(200, {"model": body.get("model"), "results": results[:top_n]})
        elif self.path == "/legacy":
            self._reply(200, [0.9 if "症状" in d else 0.2 for d in docs])
        elif self.path == "/logits":
            self._reply(200, {"results": [{"index": i, "relevance_score": 8.0 if "症状" in d else -3.0}
                                          for i, d in enumerate(docs)]})
        elif self.path == "/error":
            self._reply(500, {"error": "model crashed"})
        elif self.path == "/bad-index":
            self._reply(200, {"results": [{"index": 99, "relevance_score": 0.5}]})
        elif self.path == "/slow":
            time.sleep(1.5)
            self._reply(200, {"results": results})
        else:
            self._reply(404, {"error": "no such path"})


@pytest.fixture(scope="module")
def server():
    httpd = LoopbackHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_mf_format_request_and_response(server):
    _Handler.received.clear()
    reranker = HttpReranker(server + MF_RERANK_PATH, headers={"x-account-id": "u1"})
    assert reranker.rerank("症状", DOCS) == [0.95, 0.1, 0.1]
    path, headers, body = _Handler.received[-1]
    assert path == MF_RERANK_PATH
    assert body == {"model": "reranker", "query": "症状", "documents": DOCS}
    assert headers["x-account-id"] == "u1" and headers["content-type"] == "application/json"
    assert reranker.name == "http:mf"


def test_common_rerank_format_request_and_response(server):
    _Handler.received.clear()
    reranker = HttpReranker(server + "/rerank", model="bge-reranker-v2-m3", api_format="rerank")
    assert reranker.rerank("症状", DOCS) == [0.95, 0.1, 0.1]
    _, _, body = _Handler.received[-1]
    assert body == {"model": "bge-reranker-v2-m3", "query": "症状", "documents": DOCS, "top_n": 3}
    assert reranker.name == "http:rerank:bge-reranker-v2-m3"


def test_legacy_bare_list_and_logits_are_accepted(server):
    assert HttpReranker(server + "/legacy").rerank("症状", DOCS) == [0.9, 0.2, 0.2]
    result = HttpReranker(server + "/logits", api_format="rerank").score_documents("症状", DOCS)
    assert result.raw_scores == [8.0, -3.0, -3.0]
    assert result.scores[0] > 0.99 and result.scores[1] < 0.05


@pytest.mark.parametrize(("path", "message"), [("/error", "HTTP 500"), ("/bad-index", "index 99"),
                                                ("/nowhere", "HTTP 404")])
def test_http_errors_raise_reranker_error(server, path, message):
    with pytest.raises(RerankerError, match=message):
        HttpReranker(server + path).rerank("症状", DOCS)


def test_timeout_raises_reranker_error(server):
    with pytest.raises(RerankerError, match="did not answer within 0.2 s"):
        HttpReranker(server + "/slow", timeout=0.2).rerank("症状", DOCS)


def test_unreachable_service_raises_reranker_error():
    with pytest.raises(RerankerError, match="unreachable"):
        HttpReranker("http://127.0.0.1:9/rerank", timeout=0.5).rerank("症状", DOCS)


def test_invalid_reranker_settings_are_rejected():
    with pytest.raises(ConfigError, match="api_format 'grpc' is not supported"):
        HttpReranker("http://127.0.0.1/x", api_format="grpc")
    with pytest.raises(ConfigError, match="not an http"):
        HttpReranker("ftp://host/x")
    with pytest.raises(ConfigError, match="timeout"):
        HttpReranker("http://127.0.0.1/x", timeout=0)


def test_parse_rerank_response_shapes():
    assert parse_rerank_response({"data": [{"index": 1, "score": 0.4}]}, 2) == [0.0, 0.4]
    assert parse_rerank_response({"output": {"results": [{"index": 0, "relevance_score": 0.7}]}}, 1) == [0.7]
    with pytest.raises(RerankerError, match="2 scores for 3"):
        parse_rerank_response([0.1, 0.2], 3)
    with pytest.raises(RerankerError, match="results list"):
        parse_rerank_response({"ok": True}, 1)


@pytest.mark.parametrize("fmt", ["mf", "rerank"])
def test_kn_search_uses_an_http_reranker(server, clinic_backend, fmt):
    url = server + (MF_RERANK_PATH if fmt == "mf" else "/rerank")
    response = kn_search(clinic_backend, {"query": "上气道梗阻有哪些症状", "kn_id": "clinic", "only_schema": True},
                         reranker=HttpReranker(url, api_format=fmt))
    assert response.ranker.name.startswith(f"http:{fmt}") and not response.ranker.fallback_used
    assert response.relation_types[0].concept_id == "has_symptom"
    assert response.relation_types[0].score == 0.95 and response.relation_types[0].score_source == response.ranker.name


@pytest.mark.parametrize(("path", "timeout", "error"), [("/error", 5.0, "HTTP 500"), ("/slow", 0.2, "did not answer")])
def test_kn_search_falls_back_when_the_http_reranker_fails(server, clinic_backend, path, timeout, error):
    response = kn_search(clinic_backend, {"query": "并发症", "kn_id": "clinic", "only_schema": True},
                         reranker=HttpReranker(server + path, timeout=timeout))
    assert response.ranker.fallback_used is True and error in response.ranker.error
    assert response.ranker.name == "http:mf"
    # the rule: has_complication's name equals the query
    assert [(r.concept_id, r.score, r.score_source) for r in response.relation_types][0] == (
        "has_complication", 1.0, "fallback")
