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
        self._bucket_cache: dict[str, int] = {}

    def _bucket(self, gram: str) -> int:
        bucket = self._bucket_cache.get(gram)
        if bucket is None:
            # crc32 is stable across processes (Python's hash() is salted per process).
            bucket = zlib.crc32(gram.encode("utf-8")) % self.dim
            if len(self._bucket_cache) < 500_000:
                self._bucket_cache[gram] = bucket
        return bucket

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        # One bincount over (row, bucket) cells for the whole batch instead of a Counter and an
        # assignment per text (an import embeds ~130k names). Counts are exact integers either
        # way, so the vectors are bit-identical to counting per text.
        cells: list[int] = []
        dim, bucket = self.dim, self._bucket
        for row, text in enumerate(texts):
            base = row * dim
            cells.extend(base + bucket(g) for g in char_ngrams(text, self.ngram_sizes))
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
