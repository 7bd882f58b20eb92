"""`trusted_copy`: a deep copy of plain model trees that dumps to the same JSON and shares nothing
mutable, refusing what JSON would not read back as it was; and the session codec keeping such a
copy of a schema recall's new schema (or, where it cannot copy, one validated from its text)."""

from __future__ import annotations

import math
import random
from enum import Enum
from typing import Any

import pytest
from pydantic import BaseModel, PrivateAttr

from core.models.types import trusted_copy
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
from core.retrieval.sessions import SessionSchema, SessionState, SessionStateCodec
from core.search.models import KnSearchObjectType, KnSearchRelationType, PropertyInfo

WORDS = ["疾病", "症状", "", "a\"b", "\\", "上气道梗阻", ',"schema_version":1', "x" * 30]


def _value(rng: random.Random, depth: int = 0) -> Any:
    kinds = ["str", "int", "float", "bool", "none"] + (["list", "dict"] if depth < 3 else [])
    kind = rng.choice(kinds)
    if kind == "str":
        return rng.choice(WORDS)
    if kind == "int":
        return rng.randint(-10**20, 10**20)
    if kind == "float":
        return rng.choice([0.0, -0.0, 1e-300, rng.random(), -rng.random() * 1e6])
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "none":
        return None
    if kind == "list":
        return [_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(WORDS): _value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def _schema(rng: random.Random) -> SessionSchema:
    def maybe(value: Any) -> Any:
        return value if rng.random() < 0.6 else None

    object_types = []
    for i in range(rng.randint(0, 5)):
        fields: dict[str, Any] = {"concept_id": f"t{i}", "concept_name": rng.choice(WORDS)}
        for name, value in (("comment", maybe(rng.choice(WORDS))), ("tags", maybe([rng.choice(WORDS)])),
                            ("score", maybe(rng.random())), ("sample_data", maybe(_value(rng, 1) or {})),
                            ("logic_properties", maybe([{"name": rng.choice(WORDS), "v": _value(rng, 2)}])),
                            ("data_properties", maybe([PropertyInfo(name=rng.choice(WORDS), score=maybe(rng.random()),
                                                                    condition_operations=maybe(["==", "match"]))
                                                       for _ in range(rng.randint(0, 4))]))):
            if value is not None or rng.random() < 0.3:  # a None given explicitly, sometimes
                fields[name] = value if not (name == "sample_data" and not isinstance(value, dict)) else {"v": value}
        object_types.append(KnSearchObjectType(**fields))
    relation_types = [
        KnSearchRelationType(concept_id=f"r{i}", concept_name=rng.choice(WORDS), source_object_type_id="t0",
                             target_object_type_id="t1", score=maybe(rng.random()), rank=maybe(i + 1),
                             signals=maybe({"text": rng.random(), "unigram": 0.0}))
        for i in range(rng.randint(0, 5))
    ]
    return SessionSchema(object_types=object_types, relation_types=relation_types)


def _mutable_ids(value: Any) -> list[int]:
    """The ids of every list, dict and model in a tree."""
    found: list[int] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, BaseModel):
            found.append(id(item))
            stack.extend(item.__dict__.values())
        elif isinstance(item, (list, dict)):
            found.append(id(item))
            stack.extend(item.values() if isinstance(item, dict) else item)
    return found


def test_copies_dump_alike_and_share_nothing_mutable():
    rng = random.Random(23)
    for _ in range(400):
        schema = _schema(rng)
        text = schema.model_dump_json(exclude_none=True)
        copied = trusted_copy(schema)
        assert copied == schema and type(copied) is SessionSchema
        assert copied.model_dump_json(exclude_none=True) == text
        assert copied.model_dump() == schema.model_dump()
        for original, copy in zip(schema.object_types, copied.object_types):
            assert copy.model_fields_set == original.model_fields_set
        assert not set(_mutable_ids(copied)) & set(_mutable_ids(schema))
        # what validating the text gives: the codec's other way reads the same schema
        assert SessionSchema.model_validate_json(text) == copied
        # changing the copy leaves the original as it was
        for ot in copied.object_types:
            ot.concept_name = "改了"
            if ot.sample_data is not None:
                ot.sample_data["added"] = [1]
            for prop in ot.data_properties or []:
                prop.name = "改了"
        copied.relation_types.clear()
        assert schema.model_dump_json(exclude_none=True) == text


class _Private(BaseModel):
    name: str
    _cache: dict = PrivateAttr(default_factory=dict)


class _Kind(str, Enum):
    A = "a"


@pytest.mark.parametrize("value", [
    (1, 2), {1, 2}, frozenset(), b"bytes", math.inf, -math.inf, math.nan, {1: "int key"}, {"k": {("t",): 1}},
    [1, [2, {"x": math.nan}]], _Private(name="x"), _Kind.A, {"k": _Kind.A}, object(),
])
def test_what_json_would_not_read_back_is_refused(value):
    with pytest.raises(TypeError):
        trusted_copy(value)
    with pytest.raises(TypeError):
        trusted_copy(KnSearchObjectType(concept_id="t", concept_name="n", sample_data={"v": value}))


def test_the_codec_keeps_a_copy_of_a_new_schema_and_reads_it_back_as_a_full_decode():
    rng = random.Random(4)
    for _ in range(100):
        codec = SessionStateCodec()
        schema = _schema(rng)
        state = SessionState(kn_ids=["k"], query="q", schema=schema, schema_version=1)
        text = codec.encode(state, 512 * 1024)
        assert text == state.fit(512 * 1024)
        kept = codec._schemas.get(schema.model_dump_json(exclude_none=True))
        assert kept is not None and kept is not schema and kept == schema
        assert not set(_mutable_ids(kept)) & set(_mutable_ids(schema))
        for ot in schema.object_types:  # the caller changes its object afterwards
            ot.concept_name = "改了"
        shared = codec.decode_for_update(text)
        assert shared.schema is kept
        full = codec.decode(text)
        assert shared == full and shared.model_dump() == full.model_dump()
        assert codec.encode(shared, 512 * 1024) == text


def test_a_schema_the_copy_refuses_is_learnt_from_its_text_or_not_at_all():
    codec = SessionStateCodec()
    # a tuple in sample data: written as a list, read back as one, so the validated schema is kept
    tupled = SessionSchema(object_types=[KnSearchObjectType(concept_id="t", concept_name="n",
                                                            sample_data={"v": ("a", 1)})])
    state = SessionState(kn_ids=["k"], query="q", schema=tupled, schema_version=1)
    text = codec.encode(state, 512 * 1024)
    kept = codec._schemas.get(tupled.model_dump_json(exclude_none=True))
    assert kept is not None and kept.object_types[0].sample_data == {"v": ["a", 1]}
    assert codec.decode_for_update(text) == codec.decode(text)
    # an infinite score is written as null, which reads back as no score: not kept at all
    infinite = SessionSchema(object_types=[KnSearchObjectType(concept_id="t", concept_name="n", score=math.inf)])
    state = SessionState(kn_ids=["k"], query="q", schema=infinite, schema_version=1)
    text = codec.encode(state, 512 * 1024)
    assert codec._schemas.get(infinite.model_dump_json(exclude_none=True)) is None
    assert codec.decode_for_update(text) == codec.decode(text)


def test_schema_recall_on_the_demo_keeps_a_copy_the_reply_does_not_reach(medical_backend):
    store = InMemorySessionStore()
    tool = KnowledgeNetworkRetrieval(medical_backend, store)
    from core.retrieval.sessions import SESSION_STATE_CODEC

    reply = tool.run({"query": "上气道梗阻有哪些症状", "kn_ids": ["medical"], "session_id": "copy"})
    text = store.get("default", "copy").schema.model_dump_json(exclude_none=True)
    kept = SESSION_STATE_CODEC._schemas.get(text)
    assert kept is not None and kept.model_dump_json(exclude_none=True) == text
    reply_ids = set(_mutable_ids(reply.object_types)) | set(_mutable_ids(reply.relation_types))
    assert not set(_mutable_ids(kept)) & reply_ids
