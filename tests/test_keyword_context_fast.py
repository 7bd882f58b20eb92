"""Keyword context's kept work against the long way: the per-(type, keyword) field comparisons,
the kept identity keys, the kept hops and question relevance, and the session codec's schema
learnt when schema recall writes it (the first keyword round shares it; nobody else's object
is shared). Replies on the demo network are compared with recorded ones in
tests/test_keyword_context_golden.py."""

from __future__ import annotations

import random
from typing import Any

from core.models.condition import coerce_number
from core.models.network import DataProperty, ObjectType
from core.models.query import identity_key
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
from core.retrieval.keyword_context import (
    QuestionRelevance,
    cached_identity_key,
    hops_for,
    keyword_condition,
    keyword_value,
    keyword_plan,
    question_relevance,
    shared_hops,
)
from core.retrieval.sessions import SESSION_STATE_CODEC, SessionStateCodec, SqliteSessionStore

WORDS = ["上气道梗阻", "ß", "SS", "ss", "Straße", "STRASSE", "ΐ", "ΐ".upper(), "30", "30.0", "1e3", "是", "否",
         "true", "2020-01-01", "2020-1-1 10:00", "", " 感冒 ", "儿童", "ǅ", "ﬃ", "FFI", "a" * 40]


def fields_equal_to(row: dict[str, Any], object_type: ObjectType, keyword: str, fields: list[str]) -> list[str]:
    """The comparison the kept plans replace, one property at a time: which of `fields` hold the
    keyword in this row (how the backend's `==` matched it)."""
    matched = []
    folded = keyword.casefold()
    for name in fields:
        prop = object_type.get_property(name)
        value = row.get(name)
        if value is None or prop is None:
            continue
        _, wanted = keyword_value(prop, keyword)
        if prop.family == "number":
            hit = coerce_number(value) == wanted
        elif prop.family == "bool":
            hit = bool(value) == wanted
        else:
            # A remote engine may compare case-insensitively (keyword fields with a normaliser).
            text = str(value)
            hit = text == keyword or text.casefold() == folded
        if hit:
            matched.append(name)
    return matched


def _object_type() -> ObjectType:
    props = [DataProperty(name="id", type="varchar"), DataProperty(name="name", type="varchar"),
             DataProperty(name="rate", type="float"), DataProperty(name="count", type="integer"),
             DataProperty(name="flag", type="boolean"), DataProperty(name="day", type="date"),
             DataProperty(name="note", type="text")]
    return ObjectType(id="thing", name="东西", primary_keys=["id"], display_key="name", data_properties=props)


def test_kept_field_checks_match_what_the_long_way_finds():
    rng = random.Random(7)
    object_type = _object_type()
    values = WORDS + [30, 30.0, 1000, True, False, 0, None, 1, "上气道梗阻" * 3]
    for _ in range(3000):
        keyword = rng.choice(WORDS).strip() or "x"
        row = {p.name: rng.choice(values) for p in object_type.data_properties if rng.random() < 0.8}
        plan = keyword_plan(object_type, keyword)
        condition, fields = keyword_condition(object_type, keyword)
        assert plan.fields == fields
        assert plan.body == (None if condition is None else {"condition": condition, "limit": 10, "need_total": True})
        assert plan.matched_fields(row) == fields_equal_to(row, object_type, keyword, fields), (keyword, row)
    # one plan per object type object and keyword
    assert keyword_plan(object_type, "感冒") is keyword_plan(object_type, "感冒")
    assert keyword_plan(_object_type(), "感冒") is not keyword_plan(object_type, "感冒")


def test_kept_identity_keys_equal_the_dumped_ones():
    rng = random.Random(3)
    samples = [{"id": rng.choice(WORDS + [1, 1.0, True, None, 2.5])} for _ in range(500)]
    samples += [{"a": "x-y", "b": "z"}, {"a": "x", "b": "y-z"}, {"a": 1}, {"a": True}, {"a": 1.0}, {}]
    for identity in samples * 2:  # the second time from the kept keys
        for type_id in ("disease", "t-1"):
            assert cached_identity_key(type_id, identity) == identity_key(type_id, identity)


def test_kept_hops_and_relevance_equal_fresh_ones(clinic_backend):
    network = clinic_backend.get_network("clinic")
    relations = list(network.relation_types)
    for type_id in [t.id for t in network.object_types]:
        hops, key = shared_hops(type_id, relations)
        assert hops == hops_for(type_id, relations)
        assert key == tuple((h.relation.id, h.direction) for h in hops)
        assert shared_hops(type_id, relations)[0] is hops
    names = ["上气道梗阻", "呼吸困难", "眼睛问题", None, 3, "糖尿病视网膜病变", "的了吗"]
    for question, keyword in [("糖尿病会引起眼睛的什么问题", "糖尿病"), ("上气道梗阻有哪些症状", "上气道梗阻"), (None, "x")]:
        kept, fresh = question_relevance(question, keyword), QuestionRelevance(question, keyword)
        assert question_relevance(question, keyword) is kept
        assert (kept.search_text, kept.runs) == (fresh.search_text, fresh.runs)
        for _ in range(2):
            assert [kept(n) for n in names] == [fresh(n) for n in names]


def test_schema_recall_teaches_the_codec_its_schema_without_sharing_the_callers(clinic_backend, tmp_path):
    for store in (InMemorySessionStore(), SqliteSessionStore(tmp_path / "sessions.sqlite")):
        tool = KnowledgeNetworkRetrieval(clinic_backend, store)
        reply = tool.run({"query": "上气道梗阻有哪些症状和并发症", "kn_ids": ["clinic"], "session_id": "s"})
        stored = store.get("default", "s")
        text = stored.schema.model_dump_json(exclude_none=True)
        learnt = SESSION_STATE_CODEC._schemas.get(text)
        assert learnt is not None and learnt == stored.schema
        # the schema the store shares is its own, not the reply's objects
        assert all(a is not b for a, b in zip(learnt.object_types, reply.object_types))
        before = [t.concept_name for t in learnt.object_types]
        reply.object_types[0].concept_name = "改了"
        reply.relation_types.clear()
        assert [t.concept_name for t in learnt.object_types] == before
        # the first keyword round gets the shared schema and stores the same text
        seen = []
        store.update("default", "s", lambda s: (seen.append(s.schema), (s, None))[1], schema_read_only=True)
        assert seen[0] is learnt
        assert store.get("default", "s").schema == stored.schema
        keyword = tool.run({"query": "上气道梗阻", "kn_ids": ["clinic"], "session_id": "s",
                            "enable_keyword_context": True, "object_type_id": "disease"})
        assert keyword.keyword_context.instances


def test_a_codec_learns_only_texts_it_can_cut_and_that_read_back_the_same():
    from core.retrieval.sessions import SessionSchema
    from core.search.models import KnSearchObjectType

    codec = SessionStateCodec()
    plain = SessionSchema(object_types=[KnSearchObjectType(concept_id="a", concept_name="b")])
    assert codec._learn(plain.model_dump_json(exclude_none=True)) == plain
    tricky = SessionSchema(object_types=[KnSearchObjectType(concept_id="a", concept_name="b",
                                                            sample_data={"a": 1, "schema_version": 2})])
    text = tricky.model_dump_json(exclude_none=True)
    assert ',"schema_version":' in text and codec._learn(text) is None
    assert codec._learn('{"relation_types":[],"object_types":[]}') is None  # not as written
    assert codec._learn('{"object_types":[') is None
