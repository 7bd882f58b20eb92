"""Keyword suggestions for the keyword-context step (pure functions, no Streamlit).

A question like “上气道梗阻有哪些症状” holds a few keywords an agent would look up one by one. We suggest:
1. the entities kn_search linked in the question (core.search.linking), each with the object type
   it was linked as: kn_search returns them first among its nodes with the top score, so the type
   the question means wins over a same-name instance of another type (糖尿病 the disease, not the
   cause). A hit that carries the question's `mention` (an alias: 突聋 for 突发性耳聋) is suggested
   under its canonical name, which is what the network stores;
2. other names of instances recalled for the question that literally occur in it (longest first; a
   name inside a longer found name is left out: 气道梗阻 inside 上气道梗阻), each with the object type
   it was found as;
3. then jieba's words of the question that are not stop words, not a single character, not an
   everyday word (需要, 可以: `core.search.linking.is_common_word`) and not part of a name already
   suggested.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from core.search.linking import is_common_word
from core.text import segment_words

MAX_SUGGESTIONS = 8


@dataclass(frozen=True)
class NameHit:
    """An instance recalled for the question: its name, object type and score."""

    name: str
    object_type_id: str
    score: float = 0.0
    mention: str | None = None  # the question's words it was linked from (kn_search's linked_mention)

    @property
    def surface(self) -> str:
        """What the question says for it: the mention when linked, else the name."""
        return (self.mention or self.name or "").strip()


def names_in_question(question: str, hits: Iterable[NameHit]) -> list[NameHit]:
    """Hits named in the question (by their name or their linked mention), linked ones first, then
    longest first, without names inside longer ones; per name the best-scored object type."""
    best: dict[str, NameHit] = {}
    for hit in hits:
        name = (hit.name or "").strip()
        surface = hit.surface
        if len(surface) < 2 or surface not in question:
            continue
        if name not in best or (hit.mention is not None, hit.score) > (best[name].mention is not None, best[name].score):
            best[name] = NameHit(name, hit.object_type_id, hit.score, hit.mention)
    ordered = sorted(best.values(), key=lambda h: (h.mention is None, -len(h.surface), -h.score))
    kept: list[NameHit] = []
    for hit in ordered:
        if not any(hit.surface in longer.surface for longer in kept):
            kept.append(hit)
    return kept


def suggest_keywords(question: str, hits: Iterable[NameHit], limit: int = MAX_SUGGESTIONS) -> list[str]:
    found = names_in_question(question, hits)
    surfaces = [h.surface for h in found]
    words = [w for w in segment_words(question)
             if not any(w in s for s in surfaces) and not is_common_word(w)]
    return list(dict.fromkeys([h.name for h in found] + words))[:limit]


def object_type_hint(keyword: str, hits: Iterable[NameHit], allowed: list[str]) -> str | None:
    """The object type a keyword was found as (exact name, best score), if it is one of `allowed`."""
    candidates = [h for h in hits if h.name == keyword and h.object_type_id in allowed]
    if not candidates:
        return None
    return max(candidates, key=lambda h: (h.mention is not None, h.score)).object_type_id
