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
  It is generic over its state codec (`StateCodec`): the served KG tools keep their sessions
  (`core.serve.kg_tools`) in the same store with their own codec.
- The explorer keeps sessions in the browser session's state behind the same `SessionStore` ABC.

Every store holds states as JSON, so a state handed out is a copy: changing it changes nothing
until it is `put` back. (The one exception is declared by its caller: an `update` with
`schema_read_only=True`, whose change reads the recalled schema and never modifies it in place, may
get a schema object shared with other sessions; see `SessionStateCodec`.)

Concurrent writers (explorer tabs, server threads, agents calling tools in parallel, several `knx`
processes) change a session with `update(owner, session_id, change)`, never with get-then-put:
`change` receives the current state and returns the new one, and the store applies it atomically.
Every store serialises updates of one session within a process; the SQLite store also guards the
write with a version number (compare-and-swap) and runs `change` again on the fresh state when
another process got there first, so no round is lost and round numbers stay unique.

A stored state that no longer parses (a damaged or hand-edited row) is dropped with a warning in the
log, as an expired session is; it never blocks the network.
"""

from __future__ import annotations

import logging
import os
import random
import sqlite3
import threading
import time
import warnings
from abc import ABC, abstractmethod
from collections import OrderedDict
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Generic, Iterator, TypeVar

from pydantic import BaseModel, Field, ValidationError

from core.checks import check_seconds
from core.exceptions import InvalidRequestError, SessionConflictError, SessionError, StorageError
from core.lru import LRUCache
from core.models.types import WeakMarks, check_text, trusted_copy
from core.search.models import KnSearchObjectType, KnSearchRelationType

DEFAULT_TTL_SECONDS = 600
DEFAULT_MAX_SESSIONS = 1000
DEFAULT_MAX_STATE_BYTES = 512 * 1024
MAX_KEY_LENGTH = 256

Clock = Callable[[], float]
T = TypeVar("T")
S = TypeVar("S")
# `change` of SessionStore.update: the current state (None when there is none) -> (the state to
# store, or None to store nothing; what update returns).
Change = Callable[["SessionState | None"], "tuple[SessionState | None, T]"]

logger = logging.getLogger(__name__)

# Updates of one session within a process run one at a time. A fixed pool of locks, picked by a
# hash of (store scope, owner, session_id), serialises them without a lock per session ever created.
_UPDATE_LOCKS = [threading.RLock() for _ in range(64)]

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
        check_text(value, name)


def check_ttl(ttl_seconds: Any) -> None:
    """The seconds an idle session is kept: a finite number above 0."""
    check_seconds(ttl_seconds, "ttl_seconds")


class StateCodec(ABC, Generic[S]):
    """How a store writes a session state as text and reads it back."""

    @abstractmethod
    def encode(self, state: S, max_bytes: int) -> str:
        """The state as text of at most `max_bytes` (or a SessionError saying why it cannot be)."""

    @abstractmethod
    def decode(self, text: str) -> S:
        """The state the text holds; ValueError when the text is not one (the row is then dropped
        as damaged). Other errors reach the caller."""

    def decode_for_update(self, text: str) -> S:
        """The state for an `update` whose change does not modify parts of it in place (see
        `SessionStore.update`, `schema_read_only`): such parts may be shared with other states
        decoded from the same text. By default, `decode`."""
        return self.decode(text)


class SessionStateCodec(StateCodec[SessionState]):
    """knowledge_network_retrieval's `SessionState` as JSON, oldest rounds dropped to fit.

    The text is `SessionState.fit`'s, byte for byte. The recalled schema is most of it (~22 KB of
    ~25 KB on the demo) and changes only when a schema is recalled, while every keyword round
    reads and writes the state. So `decode_for_update` validates the text around the schema on
    its own and takes the schema from the schemas it knows, keyed by their exact text (one
    validation of each distinct schema text, kept for the last `SHARED_SCHEMAS`), and `encode`
    writes such a schema's text as it was read while the state still holds that very object.

    A schema text is known once it was decoded, or once `encode` wrote it from a schema object
    (schema recall stores a new one): `encode` then keeps a copy of that object sharing nothing
    mutable with it (`trusted_copy`; one validated from the text it wrote where the object holds
    anything else), so the first keyword round of a new question finds it, never the object it
    was given, which its caller still holds and may change. Only `update` with
    `schema_read_only=True` gets these shared schemas; `get` and `decode` hand out states of
    their own.
    """

    SHARED_SCHEMAS = 32
    # `SessionState.to_json` writes its fields in declaration order: kn_ids and query (a list of
    # strings and a string, no unescaped quote inside), then schema, then schema_version and the
    # rest. Inside JSON strings every quote is escaped, so the first `,"schema":` is the field.
    _HEAD = frozenset(("kn_ids", "query"))
    _NO_SCHEMA = frozenset(("schema",))
    _SCHEMA_KEY = ',"schema":'
    _AFTER_SCHEMA = ',"schema_version":'

    def __init__(self) -> None:
        # exact schema text -> the schema validated from it. The schema -> text direction (what
        # `encode` writes for a shared schema) is a weak mark on the schema object, not a second
        # map evicted together with this one: a state holding a schema this cache has dropped
        # still writes its text, and the mark goes when the object does.
        self._schemas: LRUCache[str, SessionSchema] = LRUCache(self.SHARED_SCHEMAS)
        self._texts = WeakMarks()
        # The (text, schema) used last: a keyword round's text is tried against it first, which
        # needs neither a search for the schema's end nor a hash of its ~22 KB.
        self._last: tuple[str, SessionSchema] | None = None

    def encode(self, state: SessionState, max_bytes: int) -> str:
        text = self.to_json(state)
        # 4 bytes per character at most: most states need no `encode()` to know they fit
        if len(text) * 4 <= max_bytes or len(text.encode()) <= max_bytes:
            return text
        return state.fit(max_bytes)

    def to_json(self, state: SessionState) -> str:
        """`state.to_json()`, with a shared schema's text as it was read."""
        return self.joined(*self.split_json(state))

    def split_json(self, state: SessionState) -> tuple[str, str | None]:
        """`to_json(state)` in two parts: the state's JSON without the schema, and the schema's
        text (None when the state has none: the first part is then the whole text; see
        `joined`). A schema equal to a known one is written as the known text object, so the
        states of every session holding that schema share one string (a process-local store
        keeps the parts: no ~22 KB copy per write, and `decode_split_for_update` knows the
        schema by identity)."""
        schema = state.schema
        if schema is None:
            return state.to_json(), None
        schema_text = self._texts.value(schema)
        if schema_text is None:
            schema_text = schema.model_dump_json(exclude_none=True)
            known = self._schemas.get(schema_text)
            if known is None:
                known = self._learn_copy(schema, schema_text)
            if known is not None:
                schema_text = self._texts.value(known) or schema_text
        return state.model_dump_json(exclude=self._NO_SCHEMA, exclude_none=True), schema_text

    def joined(self, rest: str, schema_text: str | None) -> str:
        """The state's text from `split_json`'s parts."""
        if schema_text is None:
            return rest
        at = rest.find(self._AFTER_SCHEMA)  # schema_version is never None: always written
        return f"{rest[:at]}{self._SCHEMA_KEY}{schema_text}{rest[at:]}"

    def _learn_copy(self, schema: SessionSchema, schema_text: str) -> SessionSchema | None:
        """`_learn` for the text `schema` was just written as: the schema kept is a copy of the
        object, which dumps to that very text (its values are the object's), so neither a
        validation of the text nor a dump to check its round trip is needed; `_learn` where the
        object cannot be copied so."""
        if self._AFTER_SCHEMA in schema_text:
            return None  # as in `_learn`
        try:
            copied = trusted_copy(schema)
        except TypeError:
            return self._learn(schema_text)
        return self._keep(copied, schema_text)

    def _learn(self, schema_text: str) -> SessionSchema | None:
        """The shared schema of a text as `to_json` writes it: the known one, or one validated
        from it and kept; None when the text cannot be shared (decoded whole every time)."""
        schema = self._schemas.get(schema_text)
        if schema is not None:
            return schema
        if self._AFTER_SCHEMA in schema_text:
            return None  # a cut at its first `,"schema_version":` would not find its end
        try:
            schema = SessionSchema.model_validate_json(schema_text)
        except ValidationError:
            return None
        if schema.model_dump_json(exclude_none=True) != schema_text:
            return None  # not as `to_json` writes it (edited by hand): not kept
        return self._keep(schema, schema_text)

    def _keep(self, schema: SessionSchema, schema_text: str) -> SessionSchema:
        """Share `schema` as the schema of `schema_text`: found by the text, and written as it."""
        self._texts.mark(schema, schema_text)
        self._schemas.put(schema_text, schema)
        return schema

    def decode(self, text: str) -> SessionState:
        return SessionState.model_validate_json(text)

    def decode_for_update(self, text: str) -> SessionState:
        start = text.find(self._SCHEMA_KEY)
        if start < 0:
            return self.decode(text)
        at = start + len(self._SCHEMA_KEY)
        schema = None
        last = self._last
        if last is not None and text.startswith(last[0], at) and text.startswith(self._AFTER_SCHEMA, at + len(last[0])):
            # The known text holds no `,"schema_version":` (see `_learn`): where it ends is where
            # the first one after the key is, as found below.
            schema_text, schema = last
            end = at + len(schema_text)
        else:
            end = text.find(self._AFTER_SCHEMA, start)
            if end < 0:
                return self.decode(text)
            schema_text = text[at:end]
        try:
            state = SessionState.model_validate_json(text[:start] + text[end:])
        except ValidationError:
            return self.decode(text)
        # The cut must have removed the top-level schema and nothing else: what precedes it is
        # exactly kn_ids and query as written, and no other `schema` is left.
        if state.schema is not None or text[:start] != state.model_dump_json(
            include=self._HEAD, exclude_none=True
        )[:-1]:
            return self.decode(text)
        if schema is None:
            schema = self._learn(schema_text)
            if schema is None:
                return self.decode(text)
        return self._with_schema(state, schema_text, schema)

    def decode_split_for_update(self, rest: str, schema_text: str | None) -> SessionState:
        """`decode_for_update(joined(rest, schema_text))` for parts `split_json` wrote: the rest
        is validated alone and the schema found by its text (by identity when it is the text
        used last), without joining, searching or comparing ~22 KB of text."""
        if schema_text is None:
            return self.decode_for_update(rest)
        last = self._last
        if last is not None and last[0] is schema_text:
            schema = last[1]
        else:
            schema = self._learn(schema_text)
            if schema is None:
                return self.decode(self.joined(rest, schema_text))
        return self._with_schema(SessionState.model_validate_json(rest), schema_text, schema)

    def _with_schema(self, state: SessionState, schema_text: str, schema: SessionSchema) -> SessionState:
        self._last = (schema_text, schema)
        # Assigned without validation: the schema is a validated `SessionSchema`, the state
        # reports it as set as decoding the whole text would.
        state.__dict__["schema"] = schema
        state.__pydantic_fields_set__.add("schema")
        return state


SESSION_STATE_CODEC = SessionStateCodec()


def decode_state(text: str, where: str, codec: StateCodec[S] = SESSION_STATE_CODEC, *,
                 for_update: bool = False) -> S | None:
    """The stored state, or None (with a warning) when the stored text is not a valid state;
    `for_update`: by `codec.decode_for_update`."""
    return decoded(lambda: codec.decode_for_update(text) if for_update else codec.decode(text), where)


def decoded(decode: Callable[[], S], where: str) -> S | None:
    """`decode()`, or None (with a warning) when the stored text is not a valid state."""
    try:
        return decode()
    except (ValidationError, ValueError) as exc:
        logger.warning("%s is damaged and was dropped (%s)", where, str(exc).splitlines()[0])
        return None


class SessionStore(ABC):
    """Where session states live. Implementations key on (owner, session_id) and expire idle ones."""

    @abstractmethod
    def get(self, owner: str, session_id: str) -> SessionState | None:
        """The state, or None when there is none (never created, expired or evicted)."""

    @abstractmethod
    def put(self, owner: str, session_id: str, state: SessionState) -> None: ...

    @abstractmethod
    def delete(self, owner: str, session_id: str) -> None: ...

    def update(self, owner: str, session_id: str, change: Change[T], *, schema_read_only: bool = False) -> T:
        """Apply `change` to the session atomically and return its result.

        `change(state)` gets the current state (None when there is none) and returns
        `(new_state or None, result)`; an exception from it stores nothing. This default holds a
        lock of this process for the session while `change` runs, which is atomic for stores that
        live in one process; a store shared by processes overrides it.

        `schema_read_only=True` promises that `change` never modifies `state.schema` in place
        (replacing it is fine): the store may then hand it a schema shared with other sessions
        holding the same schema, and write its stored text again instead of encoding it.
        """
        check_session_key(owner, session_id)
        with self._update_lock(owner, session_id):
            state = self._get_for_update(owner, session_id) if schema_read_only else self.get(owner, session_id)
            new_state, result = change(state)
            if new_state is not None:
                self.put(owner, session_id, new_state)
            return result

    def _get_for_update(self, owner: str, session_id: str) -> SessionState | None:
        """The state for an update with `schema_read_only` (see `update`); by default, `get`."""
        return self.get(owner, session_id)

    def _lock_scope(self) -> Any:
        """What identifies this store's data across store objects (the explorer makes a new store
        object per run over the same browser-session dict)."""
        return id(self)

    def _update_lock(self, owner: str, session_id: str) -> threading.RLock:
        return _UPDATE_LOCKS[hash((self._lock_scope(), owner, session_id)) % len(_UPDATE_LOCKS)]


class InMemorySessionStore(SessionStore):
    """Process-local sessions: TTL refreshed on every get/put, least recently used evicted first.

    A state is kept as `SessionStateCodec.split_json`'s two parts (its text is their join): the
    recalled schema's text is one string shared by the sessions holding that schema."""

    def __init__(
        self,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        max_sessions: int = DEFAULT_MAX_SESSIONS,
        max_state_bytes: int = DEFAULT_MAX_STATE_BYTES,
        *,
        clock: Clock = time.time,
    ) -> None:
        check_ttl(ttl_seconds)
        if max_sessions < 1 or max_state_bytes < 1024:
            raise InvalidRequestError(
                "session store limits: max_sessions must be >= 1, max_state_bytes >= 1024"
            )
        self.ttl_seconds = ttl_seconds
        self.max_sessions = max_sessions
        self.max_state_bytes = max_state_bytes
        self._clock = clock
        self._lock = threading.Lock()
        # (owner, session_id) -> (expiry, (the state's text without its schema, the schema's text))
        self._items: OrderedDict[tuple[str, str], tuple[float, tuple[str, str | None]]] = OrderedDict()

    def get(self, owner: str, session_id: str) -> SessionState | None:
        check_session_key(owner, session_id)
        return self._read(owner, session_id, for_update=False)

    def _get_for_update(self, owner: str, session_id: str) -> SessionState | None:
        return self._read(owner, session_id, for_update=True)

    def _read(self, owner: str, session_id: str, *, for_update: bool) -> SessionState | None:
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
            rest, schema_text = item[1]
        codec = SESSION_STATE_CODEC
        if for_update:
            return decoded(lambda: codec.decode_split_for_update(rest, schema_text),
                           f"session {session_id!r} of {owner!r}")
        return decode_state(codec.joined(rest, schema_text), f"session {session_id!r} of {owner!r}")

    def put(self, owner: str, session_id: str, state: SessionState) -> None:
        check_session_key(owner, session_id)
        parts = self._parts(state)
        now = self._clock()
        with self._lock:
            self._items[(owner, session_id)] = (now + self.ttl_seconds, parts)
            self._items.move_to_end((owner, session_id))
            # Entries are in order of last use, and every use sets expiry to now + ttl: expired
            # ones are at the front, so they are dropped from there instead of scanning every
            # session on every put. (`get` checks expiry itself, whatever the order.)
            while self._items:
                oldest, (expires, _) = next(iter(self._items.items()))
                if expires > now:
                    break
                del self._items[oldest]
            while len(self._items) > self.max_sessions:
                self._items.popitem(last=False)

    def _parts(self, state: SessionState) -> tuple[str, str | None]:
        """What `put` keeps: `split_json`'s parts, or the state's text (oldest rounds dropped to
        fit, `SessionStateCodec.encode`) and None when the parts exceed `max_state_bytes`."""
        codec, max_bytes = SESSION_STATE_CODEC, self.max_state_bytes
        rest, schema_text = codec.split_json(state)
        length = len(rest) if schema_text is None else len(rest) + len(codec._SCHEMA_KEY) + len(schema_text)
        # 4 bytes per character at most: most states need no `encode()` to know they fit
        if length * 4 <= max_bytes or len(codec.joined(rest, schema_text).encode()) <= max_bytes:
            return rest, schema_text
        return state.fit(max_bytes), None

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


class SqliteSessionStore(SessionStore, Generic[S]):
    """Sessions in one SQLite file (default `$KNX_HOME/sessions.sqlite`), shared by processes.

    States are written and read by `codec` (default: knowledge_network_retrieval's `SessionState`).

    Every row carries a version; `update` writes only if the version it read is still there
    (compare-and-swap) and otherwise runs `change` again on the state the other writer left.
    A file that is not a session store (damaged, or something else) is moved aside to
    `<name>.damaged-<time>` with a warning and a new store is started: sessions are short-lived,
    the network never depends on them.
    """

    #: how often `update` re-runs `change` after losing a race before it gives up
    MAX_UPDATE_ATTEMPTS = 200

    def __init__(
        self,
        path: Path | str | None = None,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        max_state_bytes: int = DEFAULT_MAX_STATE_BYTES,
        *,
        clock: Clock = time.time,
        codec: StateCodec[S] = SESSION_STATE_CODEC,
    ) -> None:
        check_ttl(ttl_seconds)
        if max_state_bytes < 1024:
            raise InvalidRequestError("session store limits: max_state_bytes must be >= 1024")
        self.codec = codec
        self.path = Path(path) if path else default_session_path()
        self.ttl_seconds = ttl_seconds
        self.max_state_bytes = max_state_bytes
        self._clock = clock
        self._lock = threading.Lock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = self._open()
        except sqlite3.DatabaseError as exc:
            if not self.path.exists() or "not a database" not in str(exc) and "malformed" not in str(exc):
                raise self._storage_error(exc) from exc
            aside = self.path.with_name(f"{self.path.name}.damaged-{time.strftime('%Y%m%dT%H%M%S')}")
            os.replace(self.path, aside)
            logger.warning("session store %s was damaged (%s); moved it to %s and started a new one",
                           self.path, exc, aside)
            try:
                self._conn = self._open()
            except sqlite3.Error as again:
                raise self._storage_error(again) from again
        except OSError as exc:
            raise self._storage_error(exc) from exc

    def _open(self) -> sqlite3.Connection:
        # Several CLI processes may use the file at once: WAL lets readers run beside a writer and
        # the busy timeout makes a second writer wait instead of failing.
        conn = sqlite3.connect(self.path, timeout=10, check_same_thread=False)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS sessions(owner TEXT NOT NULL, session_id TEXT NOT NULL, "
                "expires_at REAL NOT NULL, state TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 0, "
                "PRIMARY KEY(owner, session_id))"
            )
            columns = {row[1] for row in conn.execute("PRAGMA table_info(sessions)")}
            if "version" not in columns:  # a store written before rows were versioned
                try:
                    conn.execute("ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0")
                except sqlite3.OperationalError as exc:
                    if "duplicate column" not in str(exc):  # another process added it first
                        raise
            # Every new session first deletes the expired ones: without this index that was a scan
            # of every row (each holding a ~25 KB state), so a server slowed with every live session
            # (a keyword session's p50 rose ~40 % over 2,500 of them). A store written before the
            # index gets it here.
            conn.execute("CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions(expires_at)")
            conn.commit()
        except BaseException:
            conn.close()
            raise
        return conn

    def _storage_error(self, exc: BaseException) -> StorageError:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return StorageError(
            f"session store {self.path} cannot be used: {reason}",
            suggestion="make its directory writable, delete the file (sessions are short-lived), "
            "or point KNX_HOME at a writable directory",
        )

    def get(self, owner: str, session_id: str) -> S | None:
        check_session_key(owner, session_id)
        state, _ = self._read(owner, session_id, touch=True)
        return state

    def _read(self, owner: str, session_id: str, *, touch: bool,
              for_update: bool = False) -> tuple[S | None, int | None]:
        """(state or None, version of the row or None when there is no row). An expired or damaged
        row reads as no state; `touch` refreshes the TTL of a live one; `for_update`: decoded by
        the codec's `decode_for_update`."""
        now = self._clock()
        with self._db() as conn:
            row = conn.execute(
                "SELECT expires_at, state, version FROM sessions WHERE owner = ? AND session_id = ?",
                (owner, session_id),
            ).fetchone()
            if row is None:
                return None, None
            expires_at, text, version = row
            state = None
            if isinstance(version, int) and isinstance(expires_at, (int, float)) and isinstance(text, str):
                if expires_at > now:  # else expired
                    state = decode_state(text, f"session {session_id!r} of {owner!r} in {self.path}", self.codec,
                                         for_update=for_update)
            else:
                logger.warning("session %r of %r in %s is damaged and was dropped", session_id, owner, self.path)
            if state is None:
                conn.execute(
                    "DELETE FROM sessions WHERE owner = ? AND session_id = ? AND version IS ?",
                    (owner, session_id, version),
                )
                conn.commit()
                return None, None
            if touch:
                conn.execute(
                    "UPDATE sessions SET expires_at = ? WHERE owner = ? AND session_id = ?",
                    (now + self.ttl_seconds, owner, session_id),
                )
                conn.commit()
        return state, version

    def put(self, owner: str, session_id: str, state: S) -> None:
        check_session_key(owner, session_id)
        text = self.codec.encode(state, self.max_state_bytes)
        now = self._clock()
        with self._db() as conn:
            conn.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
            conn.execute(
                "INSERT INTO sessions(owner, session_id, expires_at, state, version) VALUES (?, ?, ?, ?, 0) "
                "ON CONFLICT(owner, session_id) DO UPDATE SET expires_at = excluded.expires_at, "
                "state = excluded.state, version = sessions.version + 1",
                (owner, session_id, now + self.ttl_seconds, text),
            )
            conn.commit()

    def update(self, owner: str, session_id: str, change: Callable[[S | None], tuple[S | None, T]], *,
               schema_read_only: bool = False) -> T:
        check_session_key(owner, session_id)
        with self._update_lock(owner, session_id):  # threads of this process take turns
            for attempt in range(self.MAX_UPDATE_ATTEMPTS):
                state, version = self._read(owner, session_id, touch=False, for_update=schema_read_only)
                new_state, result = change(state)
                if new_state is None or self._write_if(owner, session_id, new_state, version):
                    return result
                # Another process wrote first: back off a little (randomised, so racing
                # processes spread out) and redo the change on what it wrote.
                time.sleep(random.uniform(0, min(0.05, 0.002 * (attempt + 1))))
        raise SessionConflictError(
            f"session {session_id!r} kept changing under {self.MAX_UPDATE_ATTEMPTS} attempts to update it",
            suggestion="too many writers on one session at once; retry the call",
            extra={"session_id": session_id},
        )

    def _write_if(self, owner: str, session_id: str, state: S, version: int | None) -> bool:
        """Store `state` if the row is still at `version` (None: if there is still no row)."""
        text = self.codec.encode(state, self.max_state_bytes)
        now = self._clock()
        with self._db() as conn:
            if version is None:
                conn.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
                cursor = conn.execute(
                    "INSERT OR IGNORE INTO sessions(owner, session_id, expires_at, state, version) "
                    "VALUES (?, ?, ?, ?, 0)",
                    (owner, session_id, now + self.ttl_seconds, text),
                )
            else:
                cursor = conn.execute(
                    "UPDATE sessions SET expires_at = ?, state = ?, version = version + 1 "
                    "WHERE owner = ? AND session_id = ? AND version = ?",
                    (now + self.ttl_seconds, text, owner, session_id, version),
                )
            conn.commit()
            return cursor.rowcount == 1

    def delete(self, owner: str, session_id: str) -> None:
        check_session_key(owner, session_id)
        with self._db() as conn:
            conn.execute(
                "DELETE FROM sessions WHERE owner = ? AND session_id = ?", (owner, session_id)
            )
            conn.commit()

    def _lock_scope(self) -> Any:
        return str(self.path.resolve())

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                yield self._conn
            except sqlite3.Error as exc:
                try:
                    self._conn.rollback()
                except sqlite3.Error:
                    pass
                raise StorageError(
                    f"session store {self.path} failed: {exc}",
                    suggestion="check that the file is writable and not damaged, or delete it "
                    "(sessions are short-lived)",
                ) from exc

    def close(self) -> None:
        with self._lock:
            self._conn.close()
