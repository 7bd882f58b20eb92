"""Rerankers: score documents (relation types as text) against a question, behind one interface.

- `BM25Reranker` (the local default, no model): rank-bm25 over the documents, tokenised by
  `ranking_tokens` on top of `core.text` (jieba words and character bigrams for Chinese, counted
  once each; lower-cased latin words with camelCase, snake_case and digits split and plurals
  folded). IDF is the smoothed, never-negative form `log(1 + (N - n + 0.5) / (n + 0.5))`:
  rank-bm25's Okapi IDF is zero or negative for a term in half or more of the documents, which on
  a network with three relation types would make most words worthless. Scores are divided by the best score of the call, so they lie in [0, 1]; a
  question sharing no word with any document scores 0 everywhere, and equal documents score
  equally (callers sort stably, so ties keep schema order).
- `HttpReranker`: a reranking model behind HTTP, in either of two wire formats:
  * ``api_format="mf"`` - the MF model API reranker used upstream
    (``POST {base}/api/private/mf-model-api/v1/small-model/reranker``), request
    ``{"model": "reranker", "query": ..., "documents": [...]}``, response
    ``{"results": [{"index": i, "relevance_score": s}, ...]}``. Its older form answered a bare
    list of scores in document order; that answer is accepted too.
  * ``api_format="rerank"`` - the common ``/rerank`` format (as Cohere, Jina, vLLM and Xinference
    serve it): request ``{"model": ..., "query": ..., "documents": [...], "top_n": N}``, response
    ``{"results": [{"index": i, "relevance_score": s}, ...]}`` (``data`` instead of ``results``
    and ``score`` instead of ``relevance_score`` are accepted).
  Documents a service leaves out score 0. Scores already in [0, 1] are kept; a service that
  answers raw logits (outside [0, 1]) has them passed through the logistic function.
  Any failure - connection, timeout, HTTP status, malformed body - raises `RerankerError`.
- `fallback_score(query, name, comment)`: the design's rule-based score, used when a reranker
  fails: name equals the query +1.0, else name contains the query +0.5, else the query contains
  the name +0.3; the comment contains the query +0.2 (case-insensitive). The name checks are
  alternatives, so the score is at most 1.2.
"""

from __future__ import annotations

import math
import re
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Literal, Sequence

import numpy as np
from rank_bm25 import BM25Okapi

from core.checks import check_http_url, check_seconds
from core.exceptions import ConfigError, RerankerError
from core.lru import LRUCache
from core.text import char_bigrams, is_cjk, word_tokens

MF_RERANK_PATH = "/api/private/mf-model-api/v1/small-model/reranker"


@dataclass
class RerankScores:
    """Scores in [0, 1] in document order, and what the ranker produced before normalising."""

    scores: list[float]
    raw_scores: list[float]


class Reranker(ABC):
    """Scores each document's relevance to the query, in [0, 1], in document order."""

    name: str = "reranker"

    @abstractmethod
    def rerank(self, query: str, documents: list[str]) -> list[float]:
        """One score in [0, 1] per document, same order; raise RerankerError on failure."""

    def score_documents(self, query: str, documents: list[str]) -> RerankScores:
        """Scores with the ranker's raw values (for traces); rerankers with raw values override."""
        scores = self.rerank(query, documents)
        return RerankScores(scores=list(scores), raw_scores=list(scores))


# ----------------------------------------------------------------------------------------------
# Local BM25
# ----------------------------------------------------------------------------------------------
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])")
_CHUNK = re.compile(r"[^\W_]+")


def _fold_plural(word: str) -> str:
    """English singular and plural to one form: "actors"/"actor" -> actor, "movies"/"movie" ->
    movie, "companies"/"company" -> companie (a consonant's y is written ie, as its plural does)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-1]
    if len(word) > 2 and word.endswith("y") and word[-2] not in "aeiou":
        return word[:-1] + "ie"
    if len(word) > 4 and word.endswith(("ses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def ranking_tokens(text: str, *, query: bool = False) -> list[str]:
    """Tokens for ranking, built on `word_tokens` and `char_bigrams`.

    camelCase, snake_case and letter/digit boundaries are split ("INTERACTS45" -> interact, 45);
    latin words are folded to one form for singular and plural. Within one chunk of text, jieba's
    words (of two or more characters) and the character bigrams are merged without repeats:
    `word_tokens` lists a word
    such as 别名 both as a jieba word and as a bigram of 作品别名, which would give a longer name
    twice the term frequency of the name itself. A chunk of one Chinese character is its own token;
    with `query=True` every Chinese character of the text is one too, so a question meets the names
    of one character (科, 门, 纲 in a taxonomy) that no word or bigram of the question equals.
    """
    spaced = _CAMEL.sub(" ", text or "")
    tokens: list[str] = []
    for chunk in _CHUNK.findall(spaced):
        words = [w for w in word_tokens(chunk) if len(w) > 1 or not is_cjk(w) or len(chunk) == 1]
        grams = [g for g in char_bigrams(chunk) if len(g) == 2 and is_cjk(g)]
        chars = [c for c in chunk if is_cjk(c)] if query and len(chunk) > 1 else []
        tokens.extend(dict.fromkeys(_fold_plural(w) if w.isascii() else w for w in words + grams + chars))
    return tokens


# Documents whose tokens are kept (a network's property and relation documents: a few thousand).
_DOCUMENT_TOKENS_CACHE = 50_000
_NOT_INDEXED = object()


class _SmoothBM25(BM25Okapi):
    """BM25 with the never-negative IDF (see the module docstring), scored from postings."""

    _postings: dict[str, tuple[np.ndarray, np.ndarray]] | None = None
    _norm: np.ndarray | None = None

    def _calc_idf(self, nd: dict[str, int]) -> None:
        self.idf = {
            word: math.log(1.0 + (self.corpus_size - freq + 0.5) / (freq + 0.5))
            for word, freq in nd.items()
        }

    def get_scores(self, query: Sequence[str]) -> np.ndarray:
        """rank-bm25's `get_scores`, bit for bit, from each term's postings: rank-bm25 looks the
        term up in every document and adds `idf * 0.0` to those without it, which changes no
        score; here only the documents holding the term are scored, with the same operations
        in the same order (tests/test_first_sight_paths.py compares the two)."""
        if self._postings is None:
            postings: dict[str, tuple[list[int], list[int]]] = {}
            for i, freqs in enumerate(self.doc_freqs):
                for word, freq in freqs.items():
                    docs, counts = postings.setdefault(word, ([], []))
                    docs.append(i)
                    counts.append(freq)
            doc_len = np.array(self.doc_len)
            # rank-bm25's `k1 * (1 - b + b * doc_len / avgdl)`, evaluated as it evaluates it;
            # set before `_postings`, which tells other threads sharing this index both are ready
            self._norm = self.k1 * (1 - self.b + self.b * doc_len / self.avgdl)
            self._postings = {w: (np.array(d, dtype=np.intp), np.array(c)) for w, (d, c) in postings.items()}
        score = np.zeros(self.corpus_size)
        for q in query:
            entry = self._postings.get(q)
            if entry is None:
                continue
            docs, q_freq = entry
            score[docs] += (self.idf.get(q) or 0) * (q_freq * (self.k1 + 1) / (q_freq + self._norm[docs]))
        return score


class BM25Reranker(Reranker):
    """Local, model-free ranking: BM25 over the documents, scores divided by the best score."""

    name = "bm25"

    def __init__(self, *, k1: float = 1.2, b: float = 0.75, cache_size: int = 16) -> None:
        self.k1 = k1
        self.b = b
        self._cache: LRUCache[tuple[str, ...], _SmoothBM25 | None] = LRUCache(cache_size)
        self._last_query: tuple[str, tuple[str, ...]] | None = None
        # document -> its ranking tokens: each search ranks the properties of the object types it
        # selected, a list seldom seen before (so the index above misses) made of documents seen
        # many times; tokenising them is most of building an index.
        self._tokens: LRUCache[str, tuple[str, ...]] = LRUCache(_DOCUMENT_TOKENS_CACHE)

    def _index(self, documents: Sequence[str]) -> _SmoothBM25 | None:
        """The index of the documents in sorted order (see `raw_scores_for_terms` for why)."""
        # Concept recall ranks the same relation documents for every question of a network, and
        # the properties of the selected object types in the order of their scores, so the
        # tokenised index is kept per sorted document list.
        key = tuple(sorted(documents))
        index = self._cache.get(key, _NOT_INDEXED)
        if index is not _NOT_INDEXED:  # None is a kept answer too: documents without a token
            return index
        corpus = [self._document_tokens(doc) for doc in key]
        index = _SmoothBM25(corpus, k1=self.k1, b=self.b) if any(corpus) else None
        self._cache.put(key, index)
        return index

    def _document_tokens(self, document: str) -> tuple[str, ...]:
        tokens = self._tokens.get(document)
        if tokens is None:
            tokens = tuple(ranking_tokens(document))
            self._tokens.put(document, tokens)
        return tokens

    def raw_scores(self, query: str, documents: list[str]) -> np.ndarray:
        if not documents:
            return np.zeros(0)
        # One search ranks several document lists (relation types, properties of each object
        # type) against the same question: its tokens are kept for the next call.
        last = self._last_query
        if last is None or last[0] != query:
            last = self._last_query = (query, tuple(ranking_tokens(query, query=True)))
        return self.raw_scores_for_terms(last[1], documents)

    def raw_scores_for_terms(self, terms: Sequence[str], documents: list[str]) -> np.ndarray:
        """`raw_scores` for query tokens chosen by the caller (the intent ranker leaves out the
        characters of longer words)."""
        if not documents:
            return np.zeros(0)
        index = self._index(documents)
        terms = [t for t in dict.fromkeys(terms) if index is not None and t in index.idf]
        if index is None or not terms:
            return np.zeros(len(documents))
        # The index holds the documents sorted. A document's BM25 depends on the corpus only
        # through its document frequencies and average length, which no order changes, and is
        # computed element by element: the sorted scores, put back in the caller's order, are the
        # very floats an index in that order gives (tests/test_rerankers.py compares them).
        order = sorted(range(len(documents)), key=documents.__getitem__)
        scores = np.empty(len(documents))
        scores[order] = np.asarray(index.get_scores(terms), dtype=float)
        return scores

    def score_documents(self, query: str, documents: list[str]) -> RerankScores:
        raw = self.raw_scores(query, documents)
        return RerankScores(scores=self._divided(raw), raw_scores=[round(s, 6) for s in raw.tolist()])

    def rerank(self, query: str, documents: list[str]) -> list[float]:
        # the scores of `score_documents` without rounding the raw ones nobody reads here
        return self._divided(self.raw_scores(query, documents))

    @staticmethod
    def _divided(raw: np.ndarray) -> list[float]:
        """The raw scores divided by the best, rounded to 6 places (zeros when none is positive)."""
        top = float(raw.max()) if len(raw) else 0.0
        scores = (raw / top) if top > 0 else np.zeros(len(raw))
        return [round(s, 6) for s in scores.tolist()]


# ----------------------------------------------------------------------------------------------
# HTTP reranking services
# ----------------------------------------------------------------------------------------------
ApiFormat = Literal["mf", "rerank"]


class HttpReranker(Reranker):
    """A reranking model served over HTTP (MF model API or the common /rerank format)."""

    def __init__(
        self,
        url: str,
        *,
        model: str | None = None,
        api_format: ApiFormat = "mf",
        timeout: float = 5.0,
        headers: dict[str, str] | None = None,
    ) -> None:
        if api_format not in ("mf", "rerank"):
            raise ConfigError(
                f"reranker api_format {api_format!r} is not supported",
                suggestion="use 'mf' (MF model API) or 'rerank' (the common /rerank format)",
            )
        check_http_url(url, "reranker url", error=ConfigError,
                       suggestion=f"e.g. http://host:9898{MF_RERANK_PATH} or http://host:8080/rerank")
        check_seconds(timeout, "reranker timeout", error=ConfigError)
        self.url = url
        self.model = model
        self.api_format: ApiFormat = api_format
        self.timeout = float(timeout)
        self.headers = {"content-type": "application/json", **(headers or {})}
        self.name = f"http:{api_format}" + (f":{model}" if model else "")
        self._client = None
        self._client_lock = threading.Lock()

    def _http(self):
        import httpx

        with self._client_lock:
            if self._client is None:
                self._client = httpx.Client(timeout=self.timeout, headers=self.headers)
            return self._client

    def close(self) -> None:
        with self._client_lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def request_body(self, query: str, documents: list[str]) -> dict[str, Any]:
        if self.api_format == "mf":
            return {"model": self.model or "reranker", "query": query, "documents": documents}
        body: dict[str, Any] = {"query": query, "documents": documents, "top_n": len(documents)}
        if self.model:
            body["model"] = self.model
        return body

    def score_documents(self, query: str, documents: list[str]) -> RerankScores:
        if not documents:
            return RerankScores(scores=[], raw_scores=[])
        import httpx

        try:
            response = self._http().post(self.url, json=self.request_body(query, documents))
        except httpx.TimeoutException:
            raise RerankerError(
                f"reranker {self.url} did not answer within {self.timeout:g} s"
            ) from None
        except httpx.HTTPError as exc:
            raise RerankerError(f"reranker {self.url} unreachable: {exc}") from None
        if response.status_code >= 400:
            raise RerankerError(
                f"reranker {self.url} answered HTTP {response.status_code}: {response.text[:200]}"
            )
        try:
            body = response.json()
        except ValueError:
            raise RerankerError(f"reranker {self.url} answered something that is not JSON") from None
        raw = parse_rerank_response(body, len(documents), self.url)
        return RerankScores(scores=[round(s, 6) for s in to_unit_interval(raw)], raw_scores=raw)

    def rerank(self, query: str, documents: list[str]) -> list[float]:
        return self.score_documents(query, documents).scores


def parse_rerank_response(body: Any, count: int, source: str = "reranker") -> list[float]:
    """Raw scores in document order from a reranker's answer (missing documents score 0)."""
    if isinstance(body, list) and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in body):
        if len(body) != count:
            raise RerankerError(f"{source} returned {len(body)} scores for {count} documents")
        return [float(v) for v in body]
    items = None
    if isinstance(body, dict):
        items = body.get("results", body.get("data"))
        if isinstance(body.get("output"), dict):  # DashScope wraps results in "output"
            items = body["output"].get("results", items)
    elif isinstance(body, list):
        items = body
    if not isinstance(items, list):
        raise RerankerError(f"{source} answered without a results list")
    scores = [0.0] * count
    for item in items:
        if not isinstance(item, dict):
            raise RerankerError(f"{source}: each result must be an object with index and relevance_score")
        index = item.get("index")
        value = item.get("relevance_score", item.get("score"))
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
            raise RerankerError(f"{source}: result index {index!r} is not one of 0..{count - 1}")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise RerankerError(f"{source}: result {index} has no numeric relevance_score")
        scores[index] = float(value)
    return scores


def to_unit_interval(raw: list[float]) -> list[float]:
    """Scores in [0, 1]: kept when they already are, else passed through the logistic function."""
    if all(0.0 <= s <= 1.0 for s in raw):
        return list(raw)
    return [1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, s)))) for s in raw]


# ----------------------------------------------------------------------------------------------
# The design's rule-based fallback
# ----------------------------------------------------------------------------------------------
def fallback_score(query: str, name: str | None, comment: str | None) -> float:
    """Name equal +1.0 / name contains query +0.5 / query contains name +0.3; comment contains
    query +0.2 (case-insensitive; the name rules are alternatives)."""
    q = (query or "").strip().lower()
    n = (name or "").strip().lower()
    c = (comment or "").strip().lower()
    if not q:
        return 0.0
    score = 0.0
    if n:
        if n == q:
            score += 1.0
        elif q in n:
            score += 0.5
        elif n in q:
            score += 0.3
    if c and q in c:
        score += 0.2
    return round(score, 6)


_default: BM25Reranker | None = None
_default_lock = threading.Lock()


def default_reranker() -> BM25Reranker:
    """The shared local reranker (its index cache serves every search of the process)."""
    global _default
    with _default_lock:
        if _default is None:
            _default = BM25Reranker()
        return _default


__all__ = [
    "BM25Reranker",
    "HttpReranker",
    "MF_RERANK_PATH",
    "RerankScores",
    "Reranker",
    "default_reranker",
    "fallback_score",
    "parse_rerank_response",
    "ranking_tokens",
    "to_unit_interval",
]
