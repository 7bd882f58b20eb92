"""Ranking metrics, one definition everywhere (the harness, the explorer, `bench/schema_recall.py`)."""

from __future__ import annotations

from typing import Iterable, Sequence


def first_rank(order: Sequence[str], gold: Iterable[str]) -> int | None:
    """1-based rank of the first gold id in `order`, None when no gold id was returned."""
    wanted = set(gold)
    return next((i for i, item in enumerate(order, start=1) if item in wanted), None)


def recall_at(order: Sequence[str], gold: Iterable[str], k: int) -> float:
    """Share of the gold ids among the first k of `order`."""
    wanted = set(gold)
    if not wanted:
        raise ValueError("recall of an empty gold set")
    return len(wanted & set(order[:k])) / len(wanted)


def hit_at(rank: int | None, k: int) -> bool:
    """Whether a gold id came among the first k (`rank`: `first_rank`'s). The same as `recall_at`
    for a single gold id; for several it asks for one of them, where recall asks for all."""
    return rank is not None and rank <= k


def reciprocal_rank(order: Sequence[str], gold: Iterable[str]) -> float:
    rank = first_rank(order, gold)
    return 1.0 / rank if rank else 0.0


def mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def shares_characters(question: str, names: Iterable[str]) -> bool:
    """Whether the question writes a character of any of `names` (letters, digits and ideographs,
    case folded; spaces, underscores and punctuation do not count), which splits relation recall into
    questions that spell part of the gold relation type's name and questions that must be read for
    it (胃肠道功能紊乱有哪些表现 shares nothing with 疾病症状)."""
    written = {c for c in question.casefold() if c.isalnum()}
    return any(c.isalnum() and c in written for name in names for c in name.casefold())
