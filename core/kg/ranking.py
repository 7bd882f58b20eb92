"""BM25 ranking of relation names against a question (rank-bm25's Okapi BM25).

Relation names are tokenised on `.` and `_` (`people.person.place_of_birth` → people, person,
place, of, birth), the question on anything that is not a letter or digit; both lower-cased. A
stable sort keeps the store's order among equal scores, so ranking is reproducible.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rank_bm25 import BM25Okapi, BM25Plus

#: "okapi": rank-bm25's Okapi BM25, as the reference flow uses (a term in half the names or more
#: gets an IDF of 0 or less, so short lists often tie); "plus": BM25+, whose IDF is always positive.
BM25_VARIANTS = {"okapi": BM25Okapi, "plus": BM25Plus}

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def tokens(text: str) -> list[str]:
    """Lower-case words; `.`, `_` and every other non-alphanumeric character separate them."""
    return [t.lower() for t in _WORD.findall(text or "")]


def bm25_rank(names: Sequence[str], query: str, variant: str = "okapi") -> list[tuple[str, float | None]]:
    """`names` sorted by BM25 score against `query`, best first, with the scores.

    Without a query (or when no name has a word) the order is kept and scores are None.
    """
    query_tokens = tokens(query)
    docs = [tokens(name) for name in names]
    if not names or not query_tokens or not any(docs):
        return [(name, None) for name in names]
    scores = BM25_VARIANTS[variant](docs).get_scores(query_tokens)
    order = sorted(range(len(names)), key=lambda i: -float(scores[i]))
    return [(names[i], round(float(scores[i]), 4)) for i in order]
