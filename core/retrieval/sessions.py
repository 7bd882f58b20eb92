"""Sessions of knowledge_network_retrieval: the recalled schema and what earlier rounds returned.

Step 1 (schema recall for the whole question) stores the schema here; step 2 (keyword context) reads
it and records which instances it sent, so later rounds send each instance in full only once.

A session is addressed by `(owner, session_id)`. The owner is the user (or tenant) the caller
authenticated; two owners never see each other's sessions, even with the same session_id, because
every store keys on both.

Stores:
- `InMemorySessionStore`: a process-local LRU with a TTL that every use refreshes (the default for
  services and tests).
- `SqliteSessionStore`: one SQLite file, so `knx retrieve` keeps a session between invocations.
- The explorer keeps sessions in the browser session's state behind the same `SessionStore` ABC.

Every store holds states as JSON, so a state handed out is a copy: changing it changes nothing
until it is `put` back.
"""

from __future__ import annotations

import sqlite3
import threading
import time
import warnings
from abc import ABC, abstractmethod
from collections import OrderedDict
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from pydantic import BaseModel, Field

from core.exceptions import BackendError, InvalidRequestError, SessionError
from core.search.models import KnSearchObjectType, KnSearchRelationType

DEFAULT_TTL_SECONDS = 600
DEFAULT_MAX_SESSIONS = 1000
DEFAULT_MAX_STATE_BYTES = 512 * 1024
MAX_KEY_LENGTH = 256

Clock = Callable[[], float]

# How much of an instance a session has already sent; a higher level replaces a lower one.
PROPERTIES = 1  # its properties (sent as a neighbour, or matched while neighbour recall failed)
CONTEXT = 2  # its properties and its one-hop neighbours (sent as a matched instance)


class SessionSchema(BaseModel):
    """The schema recalled for the session's question, as kn_search returned it."""

    object_types: list[KnSearchObjectType] = Field(default_factory=list)
    relation_types: list[KnSearchRelationType] = Field(default_factory=list)

    @property
    def object_type_ids(self) -> list[str]:
        return [o.concept_id for o in self.object_types]

    @property
    def relation_type_ids(self) -> list[str]:
        return [r.concept_id for r in self.relation_types]


class KeywordRound(BaseModel):
    """One keyword call: what it asked and which instances it sent in full or skipped."""

    round: int
    keyword: str
    object_type_id: str
    kn_id: str
    returned: list[str] = Field(default_factory=list)  # instance ids sent with their properties
    skipped: list[str] = Field(default_factory=list)  # instance ids sent as a reference only
    error: str | None = None
    at: float = 0.0


class SeenInstance(BaseModel):
    round: int  # the keyword round that sent it in full
    completeness: int  # PROPERTIES or CONTEXT
    schema_version: int = 0  # neighbours were recalled over this version of the session schema


with warnings.catch_warnings():
    # `schema` is the name the tool's callers use; it shadows pydantic's deprecated
    # `BaseModel.schema()` classmethod, which nothing here uses.
    warnings.filterwarnings("ignore", message='Field name "schema"', category=UserWarning)

    class SessionState(BaseModel):
        kn_ids: list[str] = Field(default_factory=list)
        query: str = ""
        schema: SessionSchema | None = None
        schema_version: int = 0  # incremented by every schema recall
        created_at: float = 0.0
        updated_at: float = 0.0
        rounds: list[KeywordRound] = Field(default_factory=list)
        seen: dict[str, SeenInstance] = Field(default_factory=dict)

        @property
        def next_round(self) -> int:
            return (self.rounds[-1].round if self.rounds else 0) + 1

        def to_json(self) -> str:
            return self.model_dump_json(exclude_none=True)

        def fit(self, max_bytes: int) -> str:
            """This state as JSON of at most `max_bytes`, dropping the oldest rounds (and what only
            they had sent) first; dedup then forgets those instances and may send them again."""
            text = self.to_json()
            if len(text.encode()) <= max_bytes:
                return text
            state = self.model_copy(deep=True)
            while state.rounds and len(text.encode()) > max_bytes:
                dropped = state.rounds.pop(0)
                state.seen = {k: v for k, v in state.seen.items() if v.round > dropped.round}
                text = state.to_json()
            if len(text.encode()) > max_bytes:
                state.seen = {}
                text = state.to_json()
            if len(text.encode()) > max_bytes:
                raise SessionError(
                    f"the session state needs {len(text.encode())} bytes, more than the store's "
                    f"limit of {max_bytes}",
                    suggestion="recall the schema with a narrower question (fewer concepts) or raise "
                    "max_state_bytes",
                )
            return text


def check_session_key(owner: str, session_id: str) -> None:
    for name, value in (("owner", owner), ("session_id", session_id)):
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_KEY_LENGTH:
            raise InvalidRequestError(
                f"{name}: {value!r} is not valid",
                suggestion=f"use a non-empty string of at most {MAX_KEY_LENGTH} characters",
            )


class SessionStore(ABC):
    """Where session states live. Implementations key on (owner, session_id) and expire idle ones."""

    @abstractmethod
    def get(self, owner: str, session_id: str) -> SessionState | None:
        """The state, or None when there is none (never created, expired or evicted)."""

    @abstractmethod
    def put(self, owner: str, session_id: str, state: SessionState) -> None: ...

    @abstractmethod
    def delete(self, owner: str, session_id: str) -> None: ...


class InMemorySessionStore(SessionStore):
    """Process-local sessions: TTL refreshed on every get/put, least recently used evicted first."""

    def __init__(
        self,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        max_sessions: int = DEFAULT_MAX_SESSIONS,
        max_state_bytes: int = DEFAULT_MAX_STATE_BYTES,
        *,
        clock: Clock = time.time,
    ) -> None:
        if ttl_seconds <= 0 or max_sessions < 1 or max_state_bytes < 1024:
            raise InvalidRequestError(
                "session store limits: ttl_seconds must be > 0, max_sessions >= 1, "
                "max_state_bytes >= 1024"
            )
        self.ttl_seconds = ttl_seconds
        self.max_sessions = max_sessions
        self.max_state_bytes = max_state_bytes
        self._clock = clock
        self._lock = threading.Lock()
        self._items: OrderedDict[tuple[str, str], tuple[float, str]] = OrderedDict()

    def get(self, owner: str, session_id: str) -> SessionState | None:
        check_session_key(owner, session_id)
        key = (owner, session_id)
        now = self._clock()
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            if item[0] <= now:
                del self._items[key]
                return None
            self._items[key] = (now + self.ttl_seconds, item[1])
            self._items.move_to_end(key)
            text = item[1]
        return SessionState.model_validate_json(text)

    def put(self, owner: str, session_id: str, state: SessionState) -> None:
        check_session_key(owner, session_id)
        text = state.fit(self.max_state_bytes)
        now = self._clock()
        with self._lock:
            self._items[(owner, session_id)] = (now + self.ttl_seconds, text)
            self._items.move_to_end((owner, session_id))
            expired = [k for k, (expires, _) in self._items.items() if expires <= now]
            for k in expired:
                del self._items[k]
            while len(self._items) > self.max_sessions:
                self._items.popitem(last=False)

    def delete(self, owner: str, session_id: str) -> None:
        check_session_key(owner, session_id)
        with self._lock:
            self._items.pop((owner, session_id), None)

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)


def default_session_path() -> Path:
    from core.home import knx_home

    return knx_home() / "sessions.sqlite"


class SqliteSessionStore(SessionStore):
    """Sessions in one SQLite file (default `$KNX_HOME/sessions.sqlite`), shared by processes."""

    def __init__(
        self,
        path: Path | str | None = None,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        max_state_bytes: int = DEFAULT_MAX_STATE_BYTES,
        *,
        clock: Clock = time.time,
    ) -> None:
        if ttl_seconds <= 0 or max_state_bytes < 1024:
            raise InvalidRequestError(
                "session store limits: ttl_seconds must be > 0, max_state_bytes >= 1024"
            )
        self.path = Path(path) if path else default_session_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.ttl_seconds = ttl_seconds
        self.max_state_bytes = max_state_bytes
        self._clock = clock
        self._lock = threading.Lock()
        # Several CLI processes may use the file at once: WAL lets readers run beside a writer and
        # the busy timeout makes a second writer wait instead of failing.
        try:
            self._conn = sqlite3.connect(self.path, timeout=10, check_same_thread=False)
        except sqlite3.Error as exc:
            raise BackendError(f"cannot open the session store {self.path}: {exc}") from exc
        with self._db() as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS sessions(owner TEXT NOT NULL, session_id TEXT NOT NULL, "
                "expires_at REAL NOT NULL, state TEXT NOT NULL, PRIMARY KEY(owner, session_id))"
            )
            conn.commit()

    def get(self, owner: str, session_id: str) -> SessionState | None:
        check_session_key(owner, session_id)
        now = self._clock()
        with self._db() as conn:
            row = conn.execute(
                "SELECT expires_at, state FROM sessions WHERE owner = ? AND session_id = ?",
                (owner, session_id),
            ).fetchone()
            if row is None:
                return None
            if row[0] <= now:
                conn.execute(
                    "DELETE FROM sessions WHERE owner = ? AND session_id = ?", (owner, session_id)
                )
                conn.commit()
                return None
            conn.execute(
                "UPDATE sessions SET expires_at = ? WHERE owner = ? AND session_id = ?",
                (now + self.ttl_seconds, owner, session_id),
            )
            conn.commit()
        return SessionState.model_validate_json(row[1])

    def put(self, owner: str, session_id: str, state: SessionState) -> None:
        check_session_key(owner, session_id)
        text = state.fit(self.max_state_bytes)
        now = self._clock()
        with self._db() as conn:
            conn.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
            conn.execute(
                "INSERT OR REPLACE INTO sessions(owner, session_id, expires_at, state) "
                "VALUES (?, ?, ?, ?)",
                (owner, session_id, now + self.ttl_seconds, text),
            )
            conn.commit()

    def delete(self, owner: str, session_id: str) -> None:
        check_session_key(owner, session_id)
        with self._db() as conn:
            conn.execute(
                "DELETE FROM sessions WHERE owner = ? AND session_id = ?", (owner, session_id)
            )
            conn.commit()

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                yield self._conn
            except sqlite3.Error as exc:
                raise BackendError(
                    f"session store {self.path} failed: {exc}",
                    suggestion="check that the file is writable and not damaged, or delete it "
                    "(sessions are short-lived)",
                ) from exc

    def close(self) -> None:
        with self._lock:
            self._conn.close()
