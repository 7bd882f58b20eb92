"""Reading a source into chapters and cutting chapters into overlapping chunks.

Headings that open a chapter: `第N章` / `第N回` / `第N节` (N in Arabic or Chinese numerals),
`Chapter N` (Arabic or Roman), and Markdown headings (`#` to `######`, numbered in order). Text before
the first heading becomes chapter 0. JSON Lines rows carry `text` and optionally `chapter` and
`title`; rows without `chapter` are joined and split by headings like plain text.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from core.exceptions import InvalidRequestError

_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}

_CHINESE_HEADING = re.compile(r"^[ \t\u3000]*第([0-9０-９零〇一二两三四五六七八九十百千]+)[章回节節][ \t\u3000:：]*(.*)$")
_LATIN_HEADING = re.compile(r"^[ \t]*chapter[ \t]+([0-9]+|[IVXLCDM]+)\b[ \t.:\-—]*(.*)$", re.IGNORECASE)
_MARKDOWN_HEADING = re.compile(r"^[ \t]{0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$")
# Where a chunk may end: after a sentence mark or a line break.
_SENTENCE_END = re.compile(r"[。！？!?；;…\n」”』]")


def chinese_number(text: str) -> int | None:
    """An integer from Arabic or Chinese numerals (一百二十 → 120, 十三 → 13, 二〇 → 20).

    Hand-written because chapter numbers need only this much; a numeral library would be a
    dependency for twenty lines.
    """
    text = text.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    if text.isdigit():
        return int(text)
    if any(c not in _CN_DIGITS and c not in _CN_UNITS for c in text) or not text:
        return None
    if not any(c in _CN_UNITS for c in text):  # digit by digit: 二〇 → 20
        return int("".join(str(_CN_DIGITS[c]) for c in text))
    total, digit = 0, None
    for char in text:
        if char in _CN_DIGITS:
            digit = _CN_DIGITS[char]
        else:
            total += (1 if digit is None else digit) * _CN_UNITS[char]
            digit = None
    return total + (digit or 0)


def roman_number(text: str) -> int | None:
    values = [_ROMAN.get(c) for c in text.upper()]
    if not values or None in values:
        return None
    total = 0
    for i, value in enumerate(values):
        total += -value if i + 1 < len(values) and value < values[i + 1] else value
    return total


@dataclass
class Chapter:
    number: int
    title: str
    text: str


def heading_of(line: str) -> tuple[int | None, str] | None:
    """(number or None for an unnumbered Markdown heading, title) when the line opens a chapter."""
    match = _CHINESE_HEADING.match(line)
    if match:
        number = chinese_number(match.group(1))
        if number is not None:
            return number, line.strip()
    match = _LATIN_HEADING.match(line)
    if match:
        raw = match.group(1)
        number = int(raw) if raw.isdigit() else roman_number(raw)
        if number is not None:
            return number, line.strip()
    match = _MARKDOWN_HEADING.match(line)
    if match:
        inner = heading_of(match.group(2))
        return (inner[0] if inner else None), match.group(2).strip()
    return None


def chapter_word(title: str) -> str | None:
    """The word a chapter's heading counts it in: `回`, `章`, `节` / `節` (as written) for `第N回` …,
    `Chapter` for `Chapter N`; None for any other title (a Markdown heading without a number, a
    JSONL row's title that is no such heading, the text before the first heading)."""
    match = _CHINESE_HEADING.match(title or "")
    if match and chinese_number(match.group(1)) is not None:
        return match.group(0)[match.end(1) - match.start(0)]  # the character after the number
    if _LATIN_HEADING.match(title or ""):
        return "Chapter"
    return None


def chapter_label(number: int, word: str | None) -> str:
    """Chapter `number` as its corpus says it: 第4回, 第4章, Chapter 4; 章节4 when the headings name
    no word (`chapter_word`)."""
    if word == "Chapter":
        return f"Chapter {number}"
    return f"第{number}{word}" if word else f"章节{number}"


def chapter_span(first: int, last: int, word: str | None) -> str:
    """Chapters `first` to `last` in the words of `chapter_label`: 第1–5章, Chapters 1–5, 章节1–5."""
    if first == last:
        return chapter_label(first, word)
    if word == "Chapter":
        return f"Chapters {first}–{last}"
    return f"第{first}–{last}{word}" if word else f"章节{first}–{last}"


def split_chapters(text: str) -> list[Chapter]:
    """Chapters in reading order. Unnumbered headings take the next number after the previous one."""
    chapters: list[Chapter] = []
    number, title, lines = 0, "", []

    def close() -> None:
        body = "\n".join(lines).strip()
        if body or title:
            chapters.append(Chapter(number, title, body))

    for line in text.splitlines():
        heading = heading_of(line)
        if heading is None:
            lines.append(line)
            continue
        close()
        found, title = heading
        number = found if found is not None else (chapters[-1].number + 1 if chapters else 1)
        lines = []
    close()
    return [c for c in chapters if c.text]


def read_source(path: Path) -> list[Chapter]:
    """Chapters of a .txt / .md file or a .jsonl file (see the module docstring)."""
    if not path.is_file():
        raise InvalidRequestError(f"{path}: not a file", suggestion="give a .txt, .md or .jsonl file")
    if path.suffix.lower() == ".json":  # read as text, its braces and quotes would become the chapters' text
        raise InvalidRequestError(f"{path}: a .json file is no corpus source",
                                  suggestion='give a .txt, .md or .jsonl file (one {"text": ...} object a line)')
    try:
        raw = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidRequestError(f"{path}: not UTF-8 text (byte {exc.start})",
                                  suggestion="convert the file to UTF-8") from None
    if path.suffix.lower() not in (".jsonl", ".ndjson"):
        return split_chapters(raw)
    numbered: dict[int, Chapter] = {}
    loose: list[str] = []
    for line_no, line in enumerate(raw.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as exc:
            raise InvalidRequestError(f"{path}:{line_no}: not valid JSON ({exc})") from None
        if not isinstance(row, dict) or not isinstance(row.get("text"), str):
            raise InvalidRequestError(f"{path}:{line_no}: a row needs a string `text`",
                                      suggestion='e.g. {"chapter": 1, "title": "...", "text": "..."}')
        chapter = row.get("chapter")
        if chapter is None:
            loose.append(row["text"])
            continue
        if isinstance(chapter, bool) or not isinstance(chapter, int) or chapter < 0:
            raise InvalidRequestError(f"{path}:{line_no}: `chapter` must be a non-negative integer, got {chapter!r}")
        entry = numbered.setdefault(chapter, Chapter(chapter, str(row.get("title") or ""), ""))
        entry.text = (entry.text + "\n" + row["text"]).strip()
    chapters = list(numbered.values()) + (split_chapters("\n".join(loose)) if loose else [])
    return sorted((c for c in chapters if c.text), key=lambda c: c.number)


def chunk_text(text: str, size: int, overlap: int) -> Iterator[str]:
    """Windows of about `size` characters, each starting `overlap` characters before the previous
    one ended; a window ends at the last sentence mark in its final third when there is one."""
    if size < 20 or not 0 <= overlap < size // 2:
        raise InvalidRequestError(
            f"chunking: size {size} / overlap {overlap} is not valid",
            suggestion="size at least 20 characters, overlap from 0 to less than half the size",
        )
    text = text.strip()
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            window = text[start:end]
            cut = max((m.end() for m in _SENTENCE_END.finditer(window, len(window) * 2 // 3)), default=None)
            if cut:
                end = start + cut
        piece = text[start:end].strip()
        if piece:
            yield piece
        if end >= len(text):
            break
        start = max(start + 1, end - overlap)
