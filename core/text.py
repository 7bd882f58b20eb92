"""Text handling shared by indexing and retrieval: Chinese-aware tokens and character n-grams.

Chinese has no spaces, so word tokens come from jieba where quality matters (rerankers), and
character bigrams where robustness and speed matter (full-text indexes of hundreds of thousands of
values): a bigram index finds 上气道梗阻 from 气道梗阻 without any dictionary.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from pathlib import Path
from typing import Callable, Container

from core.imports import import_without_pkg_resources

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_RUN = re.compile(rf"[{_CJK}]+|[0-9A-Za-z\u00c0-\u024f]+")
_CJK_RUN = re.compile(rf"^[{_CJK}]+$")
_CJK_CHAR = re.compile(rf"[{_CJK}]")


def is_cjk(text: str) -> bool:
    return bool(_CJK_RUN.match(text))


def cjk_characters(text: str) -> set[str]:
    """The distinct characters of `text` that `is_cjk` accepts (one pattern scan, not a call per character)."""
    return set(_CJK_CHAR.findall(text))


def written_in_simplified(text: str) -> bool:
    """Whether every character of `text` is one of GB2312, the simplified character set (ASCII and full-width marks
    included): such a text needs no conversion, and the converter's tables are not loaded for it. A text with a
    traditional character (醫, 說, 藥), an emoji or a rare character is not."""
    try:
        text.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return True


# zhconv writes these in another traditional form, not the simplified one (痲疹 → 痳疹; simplified 麻疹)
_SIMPLIFIED_OVER_ZHCONV = {"痲": "麻"}


def in_simplified_characters(text: str, kept: Callable[[str, str], Container[int]] | None = None) -> str:
    """`text` with traditional characters written in simplified ones, character for character: zhconv's
    script-only conversion (`zh-hans`, no regional words swapped: 軟體 stays 软体), so every offset into the
    text stays valid; a character whose conversion is not one character is kept, and so is the character at
    each position `kept` gives for (text, converted text)."""
    # loads its tables on first use: only questions that need it pay for them
    zhconv = import_without_pkg_resources("zhconv")

    converted = zhconv.convert(text, "zh-hans")
    if len(converted) != len(text):
        converted = "".join(c if len(s := zhconv.convert(c, "zh-hans")) != 1 else s for c in text)
    converted = "".join(_SIMPLIFIED_OVER_ZHCONV.get(c, s) for c, s in zip(text, converted))
    if kept is not None:
        at = kept(text, converted)
        if at:
            converted = "".join(c if i in at else s for i, (c, s) in enumerate(zip(text, converted)))
    return converted


@lru_cache(maxsize=1)
def conversion_version() -> str:
    """The installed zhconv's version: what `in_simplified_characters` gives may change with its tables, so a
    result kept on disk is used only under the version it was computed with."""
    from importlib.metadata import version  # ~10 ms with its imports: only a caller that needs it pays

    return version("zhconv")


@lru_cache(maxsize=1)
def phrase_rewritten_characters() -> frozenset[str]:
    """Characters zhconv rewrites only inside one of its phrases (覆 of 覆查 → 复查, 沈 of 沈默 → 沉默), which a
    one-character look-up does not show."""
    getdict = import_without_pkg_resources("zhconv.zhconv").getdict

    return frozenset(k[i] for k, v in getdict("zh-hans").items() if len(k) > 1 and len(k) == len(v)
                     for i in range(len(k)) if k[i] != v[i])


# _RUN with the two kinds of run in their own groups, so a run's kind needs no second match.
_RUN_KIND = re.compile(rf"([{_CJK}]+)|([0-9A-Za-z\u00c0-\u024f]+)")


def char_bigrams(text: str) -> list[str]:
    """Index tokens: CJK runs as character bigrams (a lone character as itself), other runs as
    lower-cased words."""
    tokens: list[str] = []
    for cjk, other in _RUN_KIND.findall(text or ""):
        if cjk:
            if len(cjk) == 1:
                tokens.append(cjk)
            else:
                tokens.extend(map(str.__add__, cjk[:-1], cjk[1:]))
        else:
            tokens.append(other.lower())
    return tokens


_SPACES = re.compile(r"\s+")


def char_ngrams(text: str, sizes: tuple[int, ...] = (1, 2, 3)) -> list[str]:
    """Overlapping character n-grams of the text with spaces folded (for hashing embedders and
    fuzzy matching)."""
    compact = _SPACES.sub(" ", (text or "").strip().lower())
    grams: list[str] = []
    for n in sizes:
        if len(compact) >= n:
            grams.extend(compact[i : i + n] for i in range(len(compact) - n + 1))
    return grams


_jieba_lock = threading.Lock()


@lru_cache(maxsize=1)
def _jieba():
    """jieba's tokenizer, its dictionary read on demand from a table under $KNX_HOME/cache
    (core.lexicon: a cold process cuts its first words in milliseconds instead of loading
    the whole dictionary for ~1.3 s). Without a usable $KNX_HOME (another OS user's, a read-only
    home) the table goes to this user's cache directory: tokenizing never needs the data directory."""
    from core.lexicon import lazy_tokenizer

    with _jieba_lock:
        return lazy_tokenizer(lexicon_directory())


def lexicon_directory() -> Path:
    """Where the tokenizer's lexicon table is kept: $KNX_HOME/cache, or this user's cache directory."""
    from core.exceptions import StorageError
    from core.home import cache_dir, knx_home

    try:
        return knx_home() / "cache"
    except StorageError:
        return cache_dir()


def tokenizer_ready() -> None:
    """Load the tokenizer, its lexicon table written first when missing (what an import prepares
    for the first question, core.search.prepare)."""
    _jieba()


def default_jieba():
    """The jieba module for APIs that use its default tokenizer (jieba.posseg): it loads the
    whole dictionary once (~1.3 s), caching it in this user's cache directory, because jieba's own
    cache file in the shared temp folder belongs to whichever OS user wrote it first."""
    from core.home import cache_dir
    from core.lexicon import import_jieba

    jieba = import_jieba()
    jieba.dt.tmp_dir = str(cache_dir())
    return jieba


def word_frequency(word: str) -> int:
    """How often jieba's general dictionary counts `word`; 0 for a word it does not hold."""
    return _jieba().FREQ.get(word, 0)


def know_word_frequencies(text: str) -> None:
    """Look up in one go every dictionary entry `text` could contain (`core.lexicon`'s prefetch),
    so that `word_frequency` of any of its pieces asks the dictionary nothing more: the entity
    linker asks for pieces of a question before anything cuts it, each a statement of its own
    otherwise (~30 us each, ~5 a new question)."""
    prefetch = getattr(_jieba().FREQ, "prefetch", None)
    if prefetch is not None:
        prefetch(text)


def _cut_ready(text: str):
    """The tokenizer, with every dictionary entry `text` could contain already looked up: those of
    the blocks it has not cut before (`core.lexicon`: a block met again asks the dictionary nothing,
    and a question is cut many times)."""
    tokenizer = _jieba()
    prefetch = getattr(tokenizer.FREQ, "prefetch", None)
    if prefetch is not None:
        unseen = getattr(tokenizer, "unseen", None)
        prefetch(text if unseen is None else unseen(text))
    return tokenizer


def precise_words(text: str) -> list[str]:
    """jieba's precise cut of `text` without its guesses at unknown words (HMM off), every piece kept:
    the pieces join back to `text`, so where each word ends can be counted."""
    return list(_cut_ready(text).cut(text, HMM=False))


_STOP = frozenset(
    "的 了 和 与 或 及 是 在 有 哪些 什么 怎么 如何 吗 呢 啊 把 被 对 为 之 其 该 这 那 这个 那个 "
    "哪个 多少 几 个 中 上 下 里 请 问 给 我 你 他 她 它 们 用 可以 能 会 要 the a an of to in on for "
    "and or is are was were be by with which what who how".split()
)


@lru_cache(maxsize=4096)
def word_tokens(text: str) -> tuple[str, ...]:
    """Search-mode words for ranking: jieba words of CJK runs plus their characters' bigrams, and
    lower-cased latin words; stop words dropped."""
    tokens: list[str] = []
    for run in _RUN.findall(text or ""):
        if is_cjk(run):
            words = [w for w in _cut_ready(run).cut_for_search(run) if w.strip()]
            tokens.extend(w for w in words if w not in _STOP)
            if len(run) > 2:
                tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
        else:
            word = run.lower()
            if word not in _STOP:
                tokens.append(word)
    return tuple(tokens)


def segment_words(text: str) -> list[str]:
    """jieba's words of a text (precise mode), in order, without stop words, one-character words and
    punctuation: candidate keywords of a question."""
    words = []
    for word in _cut_ready(text or "").lcut(text or ""):
        word = word.strip()
        if len(word) < 2 or word.lower() in _STOP:
            continue
        if not (is_cjk(word) or word.isalnum()):
            continue
        words.append(word)
    return list(dict.fromkeys(words))


def fts_query(tokens: list[str]) -> str:
    """An FTS5 MATCH expression that ORs the tokens, each quoted so no token is read as syntax."""
    unique = list(dict.fromkeys(t for t in tokens if t))
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in unique)
