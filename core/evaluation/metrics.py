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
