"""A question's reading (core.search.intent.QuestionReading) handed from the first scoring to the
second gives what reading the question again gives: the typing of the mentions
(`intent_by_type`) and the ranking (`score`) compared with rankers that never saw the question,
bit for bit, on dev-set questions of the demo network with the mentions its linker finds."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from core.search.intent import IntentRanker, _intent_values
from core.search.linking import EntityLinker

DEV_SET = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"
# (spelled_share, cue_share, mask_requests): the defaults, every share off, and both at 0 with the
# request phrases kept
CONFIGS = [(None, None, None), (1.0, 1.0, True), (0.0, 0.0, False)]


def _questions() -> list[str]:
    lines = DEV_SET.read_text(encoding="utf-8").splitlines()
    questions = [json.loads(line)["question"] for line in lines if line]
    # questions spelling a relation name, with an answer cue's phrase or a request phrase, and
    # random others
    extra = ["请问糖尿病的并发症有哪些", "感冒的主要症状是什么时候出现的", "高血压可以吃硝苯地平片吗",
             "阿莫西林和头孢的不良反应", "帮我找出肺炎需要做的检查，按名称排序"]
    return extra + random.Random(5).sample(questions, 40)


def _comparable(scores) -> tuple:
    return (scores.fused, scores.signals, scores.matched, scores.sources, scores.masked_query, scores.intent,
            json.dumps(scores.trace, ensure_ascii=False, default=str), scores.prior, scores.padded)


def _plain_types(ranker: IntentRanker, question, network, relations, spans, type_chars) -> dict[str, float]:
    """The typing as it was defined: the question-only intent of a whole `score`."""
    return ranker.types_of(ranker.score(question, network, relations, spans=spans, type_chars=type_chars),
                           relations)


@pytest.fixture(scope="module")
def demo(medical_backend):
    network = medical_backend.get_network("medical")
    linker = EntityLinker()
    cases = []
    for question in _questions():
        mentions, dictionary = linker.mentions(medical_backend, "medical", question, {})
        cases.append((question, [(m.start, m.end) for m in mentions], dictionary.info.get("type_chars")))
    return network, cases


def test_mention_typing_from_a_reading_equals_a_whole_score(demo):
    network, cases = demo
    relations = network.relation_types
    reader, plain = IntentRanker(), IntentRanker()
    several = 0
    for question, spans, type_chars in cases:
        several += len(spans) > 1
        reading = reader.read(question, network, relations, spans=spans, type_chars=type_chars)
        typed = reader.intent_by_type(question, network, relations, spans, type_chars, reading=reading)
        assert typed == _plain_types(IntentRanker(), question, network, relations, spans, type_chars), question
        # without a reading, and with one of other spans (read again)
        assert reader.intent_by_type(question, network, relations, spans, type_chars) == typed
        other = reader.read(question, network, relations, spans=[], type_chars=type_chars)
        assert reader.intent_by_type(question, network, relations, spans, type_chars, reading=other) == typed
        assert plain.intent_by_type(question, network, relations, spans, type_chars) == typed
    assert several >= 3  # questions naming two entities, whose two scorings mask different spans


def test_ranking_from_the_linking_reading_equals_a_fresh_one(demo):
    network, cases = demo
    relations = network.relation_types
    reused = 0
    for spelled_share, cue_share, mask_requests in CONFIGS:
        reader = IntentRanker()
        for question, spans, type_chars in cases:
            # as kn_search: read with every mention masked, rank with the longest one masked
            reading = reader.read(question, network, relations, spans=spans, type_chars=type_chars)
            main = [max(spans, key=lambda s: s[1] - s[0])] if spans else []
            kwargs = dict(spans=main, type_chars=type_chars, linked_types=["disease", "symptom"][: len(spans)],
                          instance_relations=[("disease", {"has_symptom": 3}), ("drug", None)][: len(spans)],
                          relation_edges={"has_symptom": 100, "cures": 40}, connecting={"cures": [["a", "b"]]},
                          spelled_share=spelled_share, cue_share=cue_share, mask_requests=mask_requests)
            given = reader.score(question, network, relations, reading=reading, **kwargs)
            fresh = IntentRanker().score(question, network, relations, **kwargs)
            assert _comparable(given) == _comparable(fresh), question
            # the reading is used only where it was read with the spans and masking of the call
            reused += (tuple(main) == reading.spans
                       and reader._reading_for(reading, question, network, relations, main, type_chars,
                                               mask_requests) is reading)
    assert reused >= 20


def test_a_reading_of_other_inputs_is_not_used(demo):
    network, cases = demo
    relations = network.relation_types
    ranker = IntentRanker()
    question, spans, type_chars = next(c for c in cases if c[1])
    reading = ranker.read(question, network, relations, spans=spans, type_chars=type_chars)
    assert ranker._reading_for(reading, question, network, relations, spans, type_chars, None) is reading
    for args in ((question + "？", network, relations, spans, type_chars, None),
                 (question, network, relations, [], type_chars, None),
                 (question, network, relations, spans, type_chars, not reading.mask_asking),
                 (question, network, list(relations), spans, type_chars, None),
                 (question, network, relations, spans, dict(type_chars or {}), None)):
        assert ranker._reading_for(reading, *args) is not reading
    assert IntentRanker()._reading_for(reading, question, network, relations, spans, type_chars, None) is not reading


def test_question_only_intent_adds_the_signals_as_a_sum_over_them():
    """`_intent_values` (one expression per relation type) gives the floats of the weighted sum
    over the four question signals it replaced, on random values and weights (zeros included)."""
    rng = random.Random(3)
    signals = ("text", "unigram", "semantic", "answer")
    for trial in range(200):
        weights = {k: rng.choice([0.0, rng.random(), rng.uniform(0, 3)]) for k in signals}
        if trial == 0:
            weights = dict.fromkeys(signals, 0.0)
        values = [[rng.choice([0.0, rng.random(), rng.random() / 7]) for _ in range(30)] for _ in signals]
        total = sum(weights[k] for k in signals)
        expected = [sum(weights[k] * values[j][i] for j, k in enumerate(signals)) / total if total else 0.0
                    for i in range(30)]
        assert _intent_values(weights, *values) == expected
