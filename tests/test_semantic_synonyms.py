"""The semantic signal raises a (question word, lexicon word) pair of Cilin synonyms to
`SYNONYM_COSINE` by looking each question word's synonyms up among the lexicon's words, and takes
each relation type's best word by runs of its stacked words: the results equal the scan of every
lexicon word against every question word and the walk over every column, bit for bit."""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import SimpleNamespace

import numpy as np

from core.search.intent import (SEMANTIC_FLOOR, SEMANTIC_SPAN, SYNONYM_COSINE, IntentRanker, _best_per_relation,
                                intent_characters, segments)
from core.text import _STOP, is_cjk

DEV_SET = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"


def _scanned(ranker: IntentRanker, parts, chars, profile):
    """The semantic signal with the synonym pairs found by scanning every pair."""
    vectors = ranker.word_vectors
    n = len(profile.relations)
    words = []
    for part in parts:
        words += [w for w in part if len(w) > 1 and w not in _STOP and is_cjk(w)]
    words += [c for c in chars if c in vectors]
    words = [w for w in dict.fromkeys(words) if w in vectors]
    if not words:
        return [0.0] * n, [None] * n
    sims = vectors.similarity(words, profile.lexicon_vectors)
    synonyms = {w: {x for x in vectors.synonyms(w) if len(x) > 1} if len(w) > 1 else set() for w in words}
    for col, lex_word in enumerate(profile.lexicon_words):
        for row, word in enumerate(words):
            if lex_word in synonyms[word]:
                sims[row, col] = max(sims[row, col], SYNONYM_COSINE)
    best = np.full(n, -1.0, dtype=np.float32)
    pairs = [None] * n
    _walked(sims, words, profile.lexicon_owner, profile.lexicon_words, best, pairs)
    scores = [max(0.0, min(1.0, (float(b) - SEMANTIC_FLOOR) / SEMANTIC_SPAN)) for b in best]
    return scores, [pair if s > 0 else None for pair, s in zip(pairs, scores)]


def test_synonym_lookup_equals_the_scan_of_every_pair(medical_backend):
    network = medical_backend.get_network("medical")
    ranker = IntentRanker()
    assert ranker.word_vectors is not None
    profile = ranker.profile(network, network.relation_types)
    lines = DEV_SET.read_text(encoding="utf-8").splitlines()
    questions = [json.loads(line)["question"] for line in lines if line]
    questions = random.Random(7).sample(questions, 80) + ["副作用有哪些", "这个药的功用和疗效", "病因病机"]
    raised = 0
    for question in questions:
        parts = segments(question)
        chars = intent_characters(question, ranker.word_vectors, parts)
        scores, hits, _ = ranker._semantic(parts, chars, profile)
        expected = _scanned(ranker, parts, chars, profile)
        assert (scores, hits) == expected, question
        raised += sum(1 for hit in hits if hit and hit[2] == SYNONYM_COSINE)
    assert raised > 0  # some best pair is a synonym pair


def _walked(sims: np.ndarray, row_words, owners, lexicon_words, best: np.ndarray, pairs: list) -> None:
    """The best per relation type as a walk over the columns raising it only on `>`."""
    col_best = sims.max(axis=0)
    col_arg = sims.argmax(axis=0)
    for col, owner in enumerate(owners):
        if col_best[col] > best[owner]:
            best[owner] = col_best[col]
            pairs[owner] = (row_words[col_arg[col]], lexicon_words[col], round(float(col_best[col]), 4))


def test_best_per_relation_equals_the_walk_over_the_columns():
    """Ties inside a relation type's words (the first column at its best keeps the pair), values
    not above the best already held, relation types without words, NaN columns."""
    rng = np.random.default_rng(5)
    for trial in range(300):
        n = int(rng.integers(1, 12))
        owners = np.sort(rng.integers(0, n, size=int(rng.integers(1, 40)))).astype(np.int32)
        rows = int(rng.integers(1, 4))
        # few distinct values, so ties are common
        sims = rng.choice(np.array([-0.2, 0.1, 0.35, 0.5, 0.8], dtype=np.float32), size=(rows, len(owners)))
        if trial % 7 == 0:
            sims[:, rng.integers(0, len(owners))] = np.nan
        start = rng.choice(np.array([-1.0, 0.35, 0.5], dtype=np.float32), size=n).astype(np.float32)
        row_words = [f"q{i}" for i in range(rows)]
        lexicon_words = [f"w{i}" for i in range(len(owners))]
        profile = SimpleNamespace(lexicon_owner=owners, lexicon_words=lexicon_words)
        best, pairs = start.copy(), [None] * n
        _best_per_relation(sims, row_words, profile, best, pairs)
        expected_best, expected_pairs = start.copy(), [None] * n
        _walked(sims, row_words, owners, lexicon_words, expected_best, expected_pairs)
        assert best.tobytes() == expected_best.tobytes()
        assert pairs == expected_pairs
