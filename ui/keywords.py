"""Keyword suggestions for the keyword-context step (pure functions, no Streamlit).

A question like “上气道梗阻有哪些症状” holds a few keywords an agent would look up one by one. We suggest:
1. names of instances recalled for the question that literally occur in it (longest first; a name
   inside a longer found name is left out: 气道梗阻 inside 上气道梗阻), each with the object type it
   was found as — the best hint for the object type to pick;
2. then jieba's words of the question that are not stop words, not a single character and not part
   of a name already suggested.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from core.text import segment_words

MAX_SUGGESTIONS = 8


@dataclass(frozen=True)
class NameHit:
    """An instance recalled for the question: its name, object type and score."""

    name: str
    object_type_id: str
    score: float = 0.0


def names_in_question(question: str, hits: Iterable[NameHit]) -> list[NameHit]:
    """Hits whose name occurs in the question, longest first, without names inside longer ones;
    per name the best-scored object type."""
    best: dict[str, NameHit] = {}
    for hit in hits:
        name = (hit.name or "").strip()
        if len(name) < 2 or name not in question:
            continue
        if name not in best or hit.score > best[name].score:
            best[name] = NameHit(name, hit.object_type_id, hit.score)
    ordered = sorted(best.values(), key=lambda h: (-len(h.name), -h.score))
    kept: list[NameHit] = []
    for hit in ordered:
        if not any(hit.name in longer.name for longer in kept):
            kept.append(hit)
    return kept


def suggest_keywords(question: str, hits: Iterable[NameHit], limit: int = MAX_SUGGESTIONS) -> list[str]:
    found = [h.name for h in names_in_question(question, hits)]
    words = [w for w in segment_words(question) if not any(w in name for name in found)]
    return list(dict.fromkeys(found + words))[:limit]


def object_type_hint(keyword: str, hits: Iterable[NameHit], allowed: list[str]) -> str | None:
    """The object type a keyword was found as (exact name, best score), if it is one of `allowed`."""
    candidates = [h for h in hits if h.name == keyword and h.object_type_id in allowed]
    if not candidates:
        return None
    return max(candidates, key=lambda h: h.score).object_type_id
