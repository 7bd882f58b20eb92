"""The session state codec: the text it writes is `SessionState.fit`'s byte for byte, a text decoded
for an update (schema shared) is the state a full decode gives, states handed out by `get` share
nothing, and keyword rounds through a store whose updates take the shared path store and reply
exactly what the full decode and encode give."""

from __future__ import annotations

import json
import random

import pytest
from pydantic import ValidationError

from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
from core.retrieval.sessions import (
    CONTEXT,
    PROPERTIES,
    KeywordRound,
    SeenInstance,
    SessionSchema,
    SessionState,
    SessionStateCodec,
    SqliteSessionStore,
)
from core.search.models import KnSearchObjectType, KnSearchRelationType

# Strings that would mislead a codec cutting the text by its keys if it did not check the cut.
TRICKY = ['","schema":{"object_types":[]},"schema_version":"', ',"schema_version":1', '"schema"', "\\", "上气道梗阻",
          "a\"b", "\n\t", "", "x" * 40]


def _random_state(rng: random.Random) -> SessionState:
    schema = None
    if rng.random() < 0.85:
        schema = SessionSchema(
            object_types=[
                KnSearchObjectType(
                    concept_id=f"t{i}-{rng.choice(TRICKY)}", concept_name=rng.choice(TRICKY), score=rng.random(),
                    sample_data={"schema_version": 3, "schema": {"object_types": []}, rng.choice(TRICKY): [1, None]}
                    if rng.random() < 0.5 else None,
                )
                for i in range(rng.randint(0, 4))
            ],
            relation_types=[
                KnSearchRelationType(concept_id=f"r{i}", concept_name=rng.choice(TRICKY),
                                     source_object_type_id="t0", target_object_type_id="t1")
                for i in range(rng.randint(0, 3))
            ],
        )
    state = SessionState(kn_ids=[rng.choice(TRICKY) for _ in range(rng.randint(0, 2))], query=rng.choice(TRICKY),
                         schema=schema, schema_version=rng.randint(0, 5), created_at=rng.random(),
                         updated_at=rng.random())
    for n in range(1, rng.randint(0, 6) + 1):
        ids = [f"i{n}-{i}-{rng.choice(TRICKY)}" for i in range(rng.randint(0, 30))]
        state.rounds.append(KeywordRound(round=n, keyword=rng.choice(TRICKY), object_type_id="t0", kn_id="k",
                                         returned=ids, error=rng.choice([None, "失败"])))
        for iid in ids:
            state.seen[iid] = SeenInstance(round=n, completeness=rng.choice([PROPERTIES, CONTEXT]),
                                           schema_version=state.schema_version)
    return state


def _equal(a: SessionState, b: SessionState) -> None:
    assert a == b
    assert a.model_dump() == b.model_dump()


def _same(a: SessionState, b: SessionState) -> None:
    _equal(a, b)
    assert a.model_fields_set == b.model_fields_set


def test_random_states_round_trip_as_with_the_full_codec():
    rng = random.Random(14)
    codec = SessionStateCodec()
    for _ in range(300):
        state = _random_state(rng)
        for max_bytes in (512 * 1024, 4096, 1500):
            try:
                expected = state.fit(max_bytes)
            except Exception as exc:  # too large even without rounds: the same error
                with pytest.raises(type(exc)):
                    codec.encode(state, max_bytes)
                continue
            text = codec.encode(state, max_bytes)
            assert text == expected
            full = codec.decode(text)
            for _ in range(2):  # a schema decoded, then the same schema shared
                shared = codec.decode_for_update(text)
                _same(shared, full)
                assert codec.encode(shared, max_bytes) == text
        assert codec.to_json(state) == state.to_json()


def test_texts_not_written_by_the_codec_decode_as_before():
    codec = SessionStateCodec()
    state = _random_state(random.Random(3))
    state.schema = SessionSchema(object_types=[KnSearchObjectType(concept_id="disease", concept_name="疾病")])
    spaced = json.dumps(json.loads(state.to_json()), ensure_ascii=False, indent=1)  # edited by hand
    _same(codec.decode_for_update(spaced), codec.decode(spaced))
    reordered = json.loads(state.to_json())
    reordered = {"schema_version": reordered.pop("schema_version"), **reordered}
    text = json.dumps(reordered, ensure_ascii=False, separators=(",", ":"))
    _same(codec.decode_for_update(text), codec.decode(text))
    # A second `schema` key inside a round is ignored by the full decode, and so here.
    odd = '{"kn_ids":[],"query":"","rounds":[{"round":1,"keyword":"k","object_type_id":"t","kn_id":"k",' \
          '"schema":{"object_types":[]},"schema_version":1}]}'
    _same(codec.decode_for_update(odd), codec.decode(odd))
    assert codec.decode_for_update(odd).schema is None
    for damaged in ('{"kn_ids":[],"query":"","schema":{"object_types":[{]},"schema_version":1}', "[]", "{"):
        with pytest.raises(ValidationError):
            codec.decode(damaged)
        with pytest.raises(ValidationError):
            codec.decode_for_update(damaged)


@pytest.fixture(params=["memory", "sqlite"])
def store(request, tmp_path):
    if request.param == "memory":
        return InMemorySessionStore()
    return SqliteSessionStore(tmp_path / "sessions.sqlite")


def test_states_handed_out_share_nothing_and_change_nothing_until_put(store):
    state = _random_state(random.Random(5))
    state.schema = SessionSchema(object_types=[KnSearchObjectType(concept_id="disease", concept_name="疾病")])
    store.put("o", "a", state)
    store.put("o", "b", state)
    text = state.to_json()
    # An update that only reads the schema may be handed a shared one ...
    seen: list[SessionState] = []
    store.update("o", "a", lambda s: (seen.append(s), (s, None))[1], schema_read_only=True)
    store.update("o", "b", lambda s: (seen.append(s), (s, None))[1], schema_read_only=True)
    _equal(seen[0], state)
    # ... while `get` hands out states of their own.
    first, second = store.get("o", "a"), store.get("o", "b")
    assert first.schema is not second.schema and first.schema is not seen[0].schema
    first.schema.object_types[0].concept_name = "改了"
    first.schema.object_types.append(KnSearchObjectType(concept_id="symptom", concept_name="症状"))
    first.rounds.clear()
    _equal(store.get("o", "a"), state)
    _equal(store.get("o", "b"), state)
    store.update("o", "b", lambda s: (s, None), schema_read_only=True)
    assert store.get("o", "b").to_json() == text
    # A change that replaces the schema stores the new one.
    changed = SessionSchema(object_types=[KnSearchObjectType(concept_id="symptom", concept_name="症状")])

    def replace(s):
        s.schema = changed
        return s, None

    store.update("o", "a", replace, schema_read_only=True)
    assert store.get("o", "a").schema == changed
    _equal(store.get("o", "b"), state)
    store.put("o", "a", first)
    assert store.get("o", "a").schema.object_types[0].concept_name == "改了"


class FullCodecStore(InMemorySessionStore):
    """Updates as before the shared schema: a state decoded whole, written whole."""

    def update(self, owner, session_id, change, *, schema_read_only=False):
        return super().update(owner, session_id, change)

    def put(self, owner, session_id, state):
        super().put(owner, session_id, SessionState.model_validate_json(state.fit(self.max_state_bytes)))


def test_keyword_rounds_reply_and_store_what_the_full_codec_does(clinic_backend, tmp_path):
    stores = [FullCodecStore(), InMemorySessionStore(), SqliteSessionStore(tmp_path / "sessions.sqlite")]
    calls = [({"query": "上气道梗阻有哪些症状"}, None)]
    calls += [({"query": k, "enable_keyword_context": True, "object_type_id": "disease"}, k)
              for k in ("上气道梗阻", "上气道梗阻", "感冒")]
    calls.append(({"query": "感冒的症状"}, None))
    calls += [({"query": "感冒", "enable_keyword_context": True, "object_type_id": "disease"}, "感冒")]
    for session_id in ("s1", "s2"):  # the second session's schema text is shared from the first
        replies = []
        for store in stores:
            tool = KnowledgeNetworkRetrieval(clinic_backend, store)
            got = []
            for params, _ in calls:
                got.append(tool.run({"kn_ids": ["clinic"], "session_id": session_id, **params}).to_wire())
                stored = store.get("default", session_id)
                # Times differ between the stores' calls; everything else must not.
                got.append(stored.model_dump(exclude={"created_at": True, "updated_at": True,
                                                      "rounds": {"__all__": {"at"}}}))
                got.append([(r.round, r.keyword, r.returned, r.skipped, r.error) for r in stored.rounds])
            replies.append(got)
        assert replies[1] == replies[0]
        assert replies[2] == replies[0]
    # The schemas the codec shares still write the text they were read from.
    from core.retrieval.sessions import SESSION_STATE_CODEC

    assert SESSION_STATE_CODEC._schemas
    for text, schema in SESSION_STATE_CODEC._schemas._items.items():
        assert schema.model_dump_json(exclude_none=True) == text
