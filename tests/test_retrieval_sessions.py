"""Session stores: round trip, TTL (refreshed on use), LRU and size caps, owner isolation, SQLite
persistence between store instances. Clocks are injected; nothing sleeps."""

from __future__ import annotations

import pytest

from core.exceptions import InvalidRequestError, SessionError
from core.retrieval.sessions import (
    CONTEXT,
    InMemorySessionStore,
    KeywordRound,
    SeenInstance,
    SessionSchema,
    SessionState,
    SqliteSessionStore,
)
from core.search.models import KnSearchObjectType, KnSearchRelationType


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def _state(query: str = "上气道梗阻有哪些症状", rounds: int = 0) -> SessionState:
    state = SessionState(
        kn_ids=["clinic"], query=query, schema_version=1, created_at=1.0, updated_at=2.0,
        schema=SessionSchema(
            object_types=[KnSearchObjectType(concept_id="disease", concept_name="疾病", score=0.9)],
            relation_types=[KnSearchRelationType(concept_id="has_symptom", concept_name="疾病症状",
                                                 source_object_type_id="disease", target_object_type_id="symptom")],
        ),
    )
    for n in range(1, rounds + 1):
        ids = [f"symptom-s{n}-{i}" for i in range(20)]
        state.rounds.append(KeywordRound(round=n, keyword=f"k{n}", object_type_id="symptom", kn_id="clinic", returned=ids))
        for iid in ids:
            state.seen[iid] = SeenInstance(round=n, completeness=CONTEXT, schema_version=1)
    return state


@pytest.fixture(params=["memory", "sqlite"])
def store_factory(request, tmp_path):
    def make(clock: Clock, ttl: float = 600, **kwargs):
        if request.param == "memory":
            return InMemorySessionStore(ttl_seconds=ttl, clock=clock, **kwargs)
        kwargs.pop("max_sessions", None)
        return SqliteSessionStore(tmp_path / "sessions.sqlite", ttl_seconds=ttl, clock=clock, **kwargs)

    return make


def test_round_trip_is_a_copy(store_factory):
    store = store_factory(Clock())
    state = _state(rounds=2)
    store.put("alice", "s1", state)
    got = store.get("alice", "s1")
    assert got == state
    assert got.schema.object_type_ids == ["disease"]
    got.query = "changed"  # a handed-out state changes nothing until it is put back
    assert store.get("alice", "s1").query == state.query


def test_state_is_json_serialisable():
    state = _state(rounds=1)
    assert SessionState.model_validate_json(state.model_dump_json()) == state
    assert '"schema"' in state.to_json()


def test_expiry_and_refresh_on_use(store_factory):
    clock = Clock()
    store = store_factory(clock, ttl=600)
    store.put("alice", "s1", _state())
    clock.now += 599
    assert store.get("alice", "s1") is not None  # used: expires 600 s from now
    clock.now += 599
    assert store.get("alice", "s1") is not None
    clock.now += 601
    assert store.get("alice", "s1") is None
    store.put("alice", "s2", _state())
    clock.now += 600
    assert store.get("alice", "s2") is None  # exactly at the deadline it is gone


def test_owners_never_see_each_other(store_factory):
    store = store_factory(Clock())
    store.put("alice", "shared-id", _state("alice's question"))
    assert store.get("bob", "shared-id") is None
    store.put("bob", "shared-id", _state("bob's question"))
    assert store.get("alice", "shared-id").query == "alice's question"
    assert store.get("bob", "shared-id").query == "bob's question"
    store.delete("bob", "shared-id")
    assert store.get("bob", "shared-id") is None
    assert store.get("alice", "shared-id") is not None


def test_invalid_keys_are_rejected(store_factory):
    store = store_factory(Clock())
    for owner, sid in (("", "s1"), ("alice", ""), ("alice", "x" * 300)):
        with pytest.raises(InvalidRequestError):
            store.put(owner, sid, _state())


def test_memory_store_evicts_least_recently_used():
    store = InMemorySessionStore(max_sessions=2, clock=Clock())
    store.put("u", "a", _state())
    store.put("u", "b", _state())
    assert store.get("u", "a") is not None  # a is now more recent than b
    store.put("u", "c", _state())
    assert store.get("u", "b") is None
    assert store.get("u", "a") is not None and store.get("u", "c") is not None
    assert len(store) == 2


def test_oversized_state_drops_oldest_rounds_first(store_factory):
    store = store_factory(Clock(), max_state_bytes=6000)
    state = _state(rounds=8)
    assert len(state.to_json().encode()) > 6000
    store.put("u", "s", state)
    kept = store.get("u", "s")
    assert kept.schema == state.schema
    assert kept.rounds and kept.rounds[-1].round == 8  # the newest round survives
    dropped = {r.round for r in state.rounds} - {r.round for r in kept.rounds}
    assert dropped and min(r.round for r in kept.rounds) > max(dropped)
    assert all(v.round > max(dropped) for v in kept.seen.values())
    assert len(kept.to_json().encode()) <= 6000


def test_a_schema_larger_than_the_cap_is_an_error():
    store = InMemorySessionStore(max_state_bytes=1024, clock=Clock())
    state = _state()
    state.schema.object_types = [
        KnSearchObjectType(concept_id=f"type_{i}", concept_name="很长的名字" * 5) for i in range(40)
    ]
    with pytest.raises(SessionError, match="max_state_bytes"):
        store.put("u", "s", state)


def test_sqlite_sessions_survive_a_new_store(tmp_path):
    clock = Clock()
    path = tmp_path / "sessions.sqlite"
    SqliteSessionStore(path, clock=clock).put("alice", "s1", _state(rounds=1))
    again = SqliteSessionStore(path, clock=clock)
    assert again.get("alice", "s1") == _state(rounds=1)
    clock.now += 601
    assert SqliteSessionStore(path, clock=clock).get("alice", "s1") is None


def test_sqlite_expired_sessions_are_found_through_an_index_and_still_all_dropped(tmp_path):
    """Writing a new session deletes the expired ones by an index on their expiry (not a scan of every session's
    state), in a new file and in one written before the index existed; live sessions stay."""
    import sqlite3

    clock = Clock()
    old = tmp_path / "old.sqlite"
    with sqlite3.connect(old) as conn:  # a store as written before the index
        conn.execute("CREATE TABLE sessions(owner TEXT NOT NULL, session_id TEXT NOT NULL, expires_at REAL NOT NULL, "
                     "state TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 0, PRIMARY KEY(owner, session_id))")
    for path in (tmp_path / "new.sqlite", old):
        store = SqliteSessionStore(path, ttl_seconds=100, clock=clock)
        plan = " ".join(str(row[-1]) for row in store._conn.execute(
            "EXPLAIN QUERY PLAN DELETE FROM sessions WHERE expires_at <= ?", (0.0,)))
        assert "USING INDEX sessions_expiry" in plan or "USING COVERING INDEX sessions_expiry" in plan, plan
        for i in range(30):
            store.put("alice", f"s{i}", _state())
            clock.now += 1
        clock.now += 85  # 115 s after s0: s{i} expired when i <= 15
        store.put("alice", "fresh", _state())
        left = {sid for (sid,) in store._conn.execute("SELECT session_id FROM sessions")}
        assert left == {"fresh", *(f"s{i}" for i in range(16, 30))}, sorted(left)
        assert all(store.get("alice", sid) is not None for sid in left)
        clock.now += 1000


def test_sqlite_default_path_is_under_knx_home(monkeypatch, tmp_path):
    monkeypatch.setenv("KNX_HOME", str(tmp_path / "home"))
    store = SqliteSessionStore()
    assert store.path == tmp_path / "home" / "sessions.sqlite"


def test_in_memory_put_drops_every_expired_session_and_keeps_live_ones():
    """Expired sessions are dropped from the front of the use order on `put`: all of them, and
    none that a `get` kept alive meanwhile, whatever their order of creation."""
    clock = Clock()
    store = InMemorySessionStore(ttl_seconds=100, clock=clock)
    for i in range(50):
        store.put("alice", f"s{i}", _state())
        clock.now += 1
    clock.now += 30
    assert store.get("alice", "s3") is not None  # used: now expires 100 s after this
    clock.now += 40  # now 120 s after s0 was put: s{i} expired when i <= 20, except s3
    store.put("alice", "fresh", _state())
    left = {sid for (_, sid) in store._items}
    assert left == {"s3", "fresh", *(f"s{i}" for i in range(21, 50))}, sorted(left)
    assert all(store.get("alice", sid) is not None for sid in left)
