"""jieba with its dictionary read on demand from an indexed SQLite table instead of loaded whole.

jieba keeps its dictionary as one Python dict of ~600k words and word prefixes (`Tokenizer.FREQ`),
which it builds from dict.txt or unmarshals from a cache on first use: ~1.3 s and ~100 MB before
the first word of a short question is cut. Cutting a sentence only asks about its own substrings,
so here the same table is written once into `$KNX_HOME/cache/` (a WITHOUT ROWID table keyed by
the word) and looked up per sentence: one statement fetches every substring of a text that
could be a dictionary entry, and the answers stay in memory for the process (within a bound:
see `LazyFrequencies`).

The tokenizer is jieba's own `Tokenizer` with `FREQ` swapped for `LazyFrequencies`, so its
segmentation (DAG, route, HMM for unknown words) is unchanged; it remembers the words of each
block it cut (`_block_cached`: a search cuts one question many times). The tokens are identical
to jieba's (tests/test_lexicon.py compares them on thousands of texts). If the table cannot be
written (read-only data directory), jieba loads its dictionary the usual way.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import sys
import threading
from pathlib import Path
from typing import Any, Iterator

from core.home import remove_other_versions
from core.imports import import_without_pkg_resources

LEXICON_FORMAT = 1
# How many of a text's characters one prefetch statement covers (bounds the JSON array).
_PREFETCH_CHARS = 2000
# How many looked-up pieces a process remembers before it forgets them all (~25 MB at most).
KNOWN_LIMIT = 200_000
_UNKNOWN = object()


def import_jieba() -> Any:
    """`import jieba`, without the ~60 ms of `pkg_resources` its compatibility module imports to locate
    its data files (`core.imports`), and without its log lines."""
    jieba = import_without_pkg_resources("jieba")
    jieba.setLogLevel(logging.WARNING)
    return jieba


def _dictionary_file(jieba: Any) -> Path:
    return Path(jieba.__file__).resolve().parent / "dict.txt"


def lexicon_path(directory: Path, jieba: Any) -> Path:
    """The table for this jieba version and dictionary file (size and mtime name it, so an
    upgrade writes a new one)."""
    stat = _dictionary_file(jieba).stat()
    version = getattr(jieba, "__version__", "0")
    return directory / f"jieba-{version}-{stat.st_size}-{int(stat.st_mtime)}-v{LEXICON_FORMAT}.sqlite"


def build_lexicon(path: Path, jieba: Any) -> Path:
    """Write jieba's prefix dictionary (words with their frequency, prefixes with 0) to `path`,
    through a temporary file renamed into place (removed when the build is interrupted)."""
    with open(_dictionary_file(jieba), "rb") as f:
        freq, total = jieba.Tokenizer.gen_pfdict(f)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".tmp{os.getpid()}-{threading.get_ident()}")
    conn = sqlite3.connect(tmp)
    try:
        conn.executescript(
            "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
            "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
            "CREATE TABLE freq(word TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;"
        )
        conn.executemany("INSERT INTO freq VALUES (?, ?)", sorted(freq.items()))
        meta = {"total": str(total), "max_len": str(max(map(len, freq), default=0)), "entries": str(len(freq))}
        conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        conn.commit()
        conn.close()
        os.replace(tmp, path)
    except BaseException:  # interrupted (an import that ended early): no half-written table left
        conn.close()
        tmp.unlink(missing_ok=True)
        raise
    remove_other_versions(path.parent, "jieba-", (".sqlite",), keep=path.__eq__)  # other jieba versions' tables
    return path


class LazyFrequencies:
    """The part of dict's interface jieba's Tokenizer uses on `FREQ` (`in`, `[]`, `get`, and
    `[]=` for `add_word`), answered from the SQLite table and remembered.

    The dictionary holds every prefix of each of its words (jieba's `gen_pfdict` and `add_word`
    add them, at 0), and jieba walks a text the same way: from each character, longer and longer
    pieces while the piece is an entry. So a piece whose shorter prefix is no entry is no entry
    either: it is neither asked for nor remembered, and only the first miss of each walk is. A
    long-lived process (a server) that cuts endless new questions would otherwise remember every
    substring of every one of them up to `max_len` characters (~14 KB a question). What is
    remembered is also bounded (`KNOWN_LIMIT` entries, then forgotten and read again when asked);
    words given by `add_word` are kept apart and never forgotten."""

    def __init__(self, path: Path) -> None:
        self._conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._lock = threading.Lock()
        meta = dict(self._conn.execute("SELECT key, value FROM meta"))
        self.total = int(meta["total"])
        self.max_len = int(meta["max_len"])
        self.entries = int(meta["entries"])
        self._known: dict[str, int | None] = {}  # None: not in the dictionary
        self._added: dict[str, int] = {}  # `add_word`'s entries and their prefixes, kept whatever the bound

    def prefetch(self, text: str) -> None:
        """Look up every piece of `text` a cut may ask about (see the class docstring), in one
        statement per `_PREFETCH_CHARS` characters: from each character, the pieces from the
        first one not known yet up to `max_len` characters, unless a shorter one is known to be
        no entry."""
        known, added = self._known, self._added
        max_len = self.max_len
        for start in range(0, len(text), _PREFETCH_CHARS):
            chunk = text[start : start + _PREFETCH_CHARS + max_len]
            end = min(len(text) - start, _PREFETCH_CHARS)
            grams: set[str] = set()
            for i in range(end):
                longest = min(max_len, len(chunk) - i)
                for n in range(1, longest + 1):
                    piece = chunk[i : i + n]
                    value = known.get(piece, _UNKNOWN)
                    if value is _UNKNOWN and piece in added:
                        value = added[piece]
                    if value is _UNKNOWN:
                        grams.update(chunk[i : i + m] for m in range(n, longest + 1))
                        break
                    if value is None:
                        break  # no longer piece from here is an entry
            if grams:
                self._fill(grams)

    def _fill(self, words: set[str]) -> None:
        known = self._known
        if len(known) > KNOWN_LIMIT:
            known.clear()
        with self._lock:
            # driven from the list (each word one probe of the key), as `IN (subquery)` would first
            # copy the list into a temporary index: ~43 against ~57 us for a question's ~80 pieces;
            # the words are a set, so no word is found twice
            rows = self._conn.execute(
                "SELECT f.word, f.n FROM json_each(?) j CROSS JOIN freq f ON f.word = j.value",
                (json.dumps(list(words), ensure_ascii=False),),
            ).fetchall()
        found = dict(rows)
        for word, n in found.items():
            known.setdefault(word, n)
        added = self._added
        for word in words:
            if word in found or word in added:
                continue
            # a miss is remembered only where its walk ends: the piece one shorter is an entry
            shorter = word[:-1]
            if not shorter or found.get(shorter) is not None or known.get(shorter) is not None:
                known.setdefault(word, None)

    def _lookup(self, word: str) -> int | None:
        try:
            return self._added[word]
        except KeyError:
            pass
        known = self._known
        value = known.get(word, _UNKNOWN)
        if value is not _UNKNOWN:
            return value  # type: ignore[return-value]
        if len(word) > self.max_len:
            return None
        for n in range(len(word) - 1, 0, -1):
            if known.get(word[:n], _UNKNOWN) is None:
                return None  # a prefix is no entry, so neither is the word
        self._fill({word})
        value = known.get(word, _UNKNOWN)
        if value is _UNKNOWN:  # a miss `_fill` does not remember (its prefix was not known)
            known[word] = None
            return None
        return value  # type: ignore[return-value]

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._lookup(word) is not None

    def __getitem__(self, word: str) -> int:
        value = self._lookup(word)
        if value is None:
            raise KeyError(word)
        return value

    def get(self, word: str, default: Any = None) -> Any:
        value = self._lookup(word)
        return default if value is None else value

    def __setitem__(self, word: str, value: int) -> None:
        self._added[word] = value
        self._known.pop(word, None)
        self.max_len = max(self.max_len, len(word))

    def __len__(self) -> int:
        return self.entries

    def __iter__(self) -> Iterator[str]:  # what jieba never needs; whole-table reads stay possible
        return iter([row[0] for row in self._conn.execute("SELECT word FROM freq")])


def lazy_tokenizer(directory: Path) -> Any:
    """A jieba Tokenizer over the table in `directory` (written on first use), or jieba's default
    tokenizer, initialised the usual way, when the table cannot be written."""
    jieba = import_jieba()
    try:
        path = lexicon_path(directory, jieba)
        if not path.exists():
            build_lexicon(path, jieba)
        freq = LazyFrequencies(path)
    except (OSError, sqlite3.Error):
        from core.text import default_jieba

        default_jieba().initialize()
        return jieba.dt
    tokenizer = _block_cached(jieba.Tokenizer)()
    tokenizer.FREQ = freq
    tokenizer.total = freq.total
    tokenizer.initialized = True
    return tokenizer


# How many cut blocks (runs of Chinese characters, letters and digits) a tokenizer remembers
BLOCK_CACHE_SIZE = 8192
_BLOCK_CLASSES: dict[type, type] = {}


def _block_cached(tokenizer_class: type) -> type:
    """jieba's `Tokenizer` remembering the words of each block it cut. jieba splits a text into
    blocks (runs of Chinese characters, letters, digits and a few marks) and cuts each on its own:
    the words of a block depend on nothing around it, only on the dictionary. A search cuts one
    question many times (its clauses, with linked names masked in several ways, for each signal),
    and most blocks come back unchanged, so each block's words are cut once: the words of a text
    are jieba's, block for block (tests/test_lexicon.py). `add_word` (and so `suggest_freq` and
    `del_word`) changes the dictionary and forgets every block; jieba's own module-level state
    (`finalseg.add_force_split`, which the default tokenizer's `add_word(word, 0)` writes) is
    not watched: the project never changes it."""
    made = _BLOCK_CLASSES.get(tokenizer_class)
    if made is not None:
        return made
    from core.lru import LRUCache

    han_block = sys.modules[tokenizer_class.__module__].re_han_default  # how jieba's `cut` finds its blocks
    plain_hmm = tokenizer_class._Tokenizer__cut_DAG  # the name-mangled block cutters
    plain_no_hmm = tokenizer_class._Tokenizer__cut_DAG_NO_HMM

    class BlockCachedTokenizer(tokenizer_class):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._blocks: LRUCache[tuple[bool, str], tuple[str, ...]] = LRUCache(BLOCK_CACHE_SIZE)

        def _cached(self, block: str, hmm: bool) -> tuple[str, ...]:
            words = self._blocks.get((hmm, block))
            if words is None:
                words = tuple((plain_hmm if hmm else plain_no_hmm)(self, block))
                self._blocks.put((hmm, block), words)
            return words

        def _Tokenizer__cut_DAG(self, sentence: str) -> Iterator[str]:
            return iter(self._cached(sentence, True))

        def _Tokenizer__cut_DAG_NO_HMM(self, sentence: str) -> Iterator[str]:
            return iter(self._cached(sentence, False))

        def add_word(self, word: str, freq: Any = None, tag: Any = None) -> None:
            super().add_word(word, freq, tag)
            self._blocks.clear()

        def unseen(self, text: str) -> str:
            """The blocks of `text` cut in neither mode yet, one a line: what a dictionary prefetch
            before cutting `text` needs to cover (a block met again asks the dictionary nothing)."""
            blocks = self._blocks
            return "\n".join(block for block in han_block.findall(text)
                              if (True, block) not in blocks and (False, block) not in blocks)

    _BLOCK_CLASSES[tokenizer_class] = BlockCachedTokenizer
    return BlockCachedTokenizer
