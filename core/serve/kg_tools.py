"""The KG exploration tools as a server offers them: one KG session per caller session.

`get_relations` / `get_triples` are stateful: the registry, the relations already offered and the CVT
mapping of earlier calls decide what a later call accepts. A server with several workers cannot keep
that in one process, so each call loads its session from a SQLite file under $KNX_HOME, runs, and
writes it back through the SQLite session store of knowledge_network_retrieval
(`core.retrieval.sessions.SqliteSessionStore`, with a KG session codec): the write is a
compare-and-swap on the row's version, and a call that lost the race runs again on the state the
winner left, so concurrent calls on one session lose nothing. A session starts with `kg_start` (the KG, the question, the topic
entities); the session id comes from the call or, as for keyword context, from the MCP session.

Only KGs imported on the server are offered (`kg` is an id, never a URL): a tool argument must not
make the server send queries to an address the caller chooses.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ConfigDict, Field

from core.exceptions import InvalidRequestError, SessionError
from core.kg.models import GetRelationsArgs, GetTriplesArgs
from core.kg.session import KgSession, parse_topic_entities
from core.kg.tools import GET_RELATIONS, GET_TRIPLES, relations_payload, triples_payload
from core.models.input import InputModel
from core.models.types import QueryText
from core.retrieval.sessions import SqliteSessionStore, StateCodec
from core.serve.context import ServeContext, current_caller
from core.tools import ToolDefinition, Toolbox

T = TypeVar("T")

#: sessions untouched for this long are removed (a KG session is one question's exploration)
SESSION_TTL_S = 24 * 3600
#: a KG session carries the trace of its calls: far more room than a keyword session needs
MAX_KG_STATE_BYTES = 32 * 1024 * 1024

_SESSION_FIELD = Field(
    None, max_length=200, description="the KG session (default: the MCP session); start it with kg_start"
)


class KgStartArgs(InputModel):
    model_config = ConfigDict(extra="forbid")
    kg: str = Field(..., min_length=1, max_length=200, description="id of a KG imported on the server (`knx kg list`)")
    question: QueryText = Field(..., description="the question the relations are ranked for")
    topic_entities: list[str] = Field(
        default_factory=list, max_length=20,
        description='topic entities of the question: names, ids (m.…) or "Name=m.id"',
    )
    session_id: str | None = _SESSION_FIELD


class ServedGetRelationsArgs(GetRelationsArgs):
    session_id: str | None = _SESSION_FIELD


class ServedGetTriplesArgs(GetTriplesArgs):
    session_id: str | None = _SESSION_FIELD


KG_START = ToolDefinition(
    name="kg_start",
    title="KG: start a question",
    description=(
        "Start exploring an imported knowledge graph for one question: get_relations and get_triples "
        "then run in this session (its registry, offered relations and CVT mapping). Starting again "
        "with the same session replaces it."
    ),
    arguments=KgStartArgs,
    # Like keyword context's session, a KG session is the caller's bookkeeping: the KG is only read.
    annotations={"openWorldHint": False, "idempotentHint": True},
)
SERVED_GET_RELATIONS = ToolDefinition(
    name=GET_RELATIONS.name, title=GET_RELATIONS.title, description=GET_RELATIONS.description,
    arguments=ServedGetRelationsArgs, annotations=GET_RELATIONS.annotations,
)
SERVED_GET_TRIPLES = ToolDefinition(
    name=GET_TRIPLES.name, title=GET_TRIPLES.title, description=GET_TRIPLES.description,
    arguments=ServedGetTriplesArgs, annotations=GET_TRIPLES.annotations,
)


class KgSessionCodec(StateCodec[KgSession]):
    """A KG session as JSON: the imported KG it explores and its state (`KgSession.to_dict`)."""

    def __init__(self, kg_home: Path | None = None) -> None:
        self.kg_home = kg_home

    def encode(self, state: KgSession, max_bytes: int) -> str:
        text = json.dumps({"kg": state.store.kg_id, "session": state.to_dict()}, ensure_ascii=False)
        if len(text.encode()) > max_bytes:
            raise SessionError(
                f"the KG session needs {len(text.encode())} bytes, more than the store's limit of {max_bytes}",
                suggestion="call kg_start again to begin a fresh session",
            )
        return text

    def decode(self, text: str) -> KgSession:
        from core.kg.store import open_store

        data = json.loads(text)
        if not isinstance(data, dict) or not isinstance(data.get("kg"), str):
            raise ValueError("not a KG session")
        store = open_store(data["kg"], home=self.kg_home)  # a KG removed since: its NotFoundError
        try:
            return KgSession.from_dict(data.get("session"), store)
        except InvalidRequestError as exc:
            raise ValueError(str(exc)) from None


class KgSessionStore:
    """The served tools' KG sessions: the SQLite session store (owner isolation, TTL,
    compare-and-swap writes) holding KG sessions."""

    def __init__(self, path: Path, *, kg_home: Path | None = None, ttl_seconds: float = SESSION_TTL_S) -> None:
        self.kg_home = kg_home
        self.sessions: SqliteSessionStore[KgSession] = SqliteSessionStore(
            path, ttl_seconds, MAX_KG_STATE_BYTES, codec=KgSessionCodec(kg_home))

    @property
    def path(self) -> Path:
        return self.sessions.path

    def open(self, kg: str) -> Any:
        """The store of an imported KG (a NotFoundError listing the imported ones)."""
        from core.kg.store import open_store

        return open_store(kg, home=self.kg_home)

    def start(self, owner: str, session_id: str, args: KgStartArgs, store: Any = None) -> KgSession:
        """A new session (replacing one of the same id), on `store` when the caller opened it."""
        session = KgSession(store or self.open(args.kg), args.question, parse_topic_entities(args.topic_entities))
        self.sessions.put(owner, session_id, session)
        return session

    def update(self, owner: str, session_id: str, step: Callable[[KgSession], T]) -> T:
        """Run `step` on the stored session and store what it changed; when another call wrote
        the session meanwhile, `step` runs again on what that call left."""

        def change(session: KgSession | None) -> tuple[KgSession, T]:
            if session is None:
                raise SessionError(
                    f"KG session {session_id!r} has not been started (or has expired)",
                    suggestion="call kg_start with the KG id and the question first",
                )
            return session, step(session)

        return self.sessions.update(owner, session_id, change)


class ServedKgTools:
    def __init__(self, store: KgSessionStore) -> None:
        self.store = store

    @staticmethod
    def _key(session_id: str | None) -> tuple[str, str]:
        if not session_id:
            raise InvalidRequestError(
                "session_id: required for the KG tools (as an argument, or the MCP session)",
                suggestion="pass the session_id you gave kg_start",
            )
        return current_caller.get().owner, session_id

    def kg_start(self, args: KgStartArgs) -> dict[str, Any]:
        # What the call names comes first: an unknown KG or a malformed id is reported as such
        # whatever the session.
        store = self.store.open(args.kg)
        parse_topic_entities(args.topic_entities)  # a malformed one is refused, as by the CLI and the explorer
        if not args.session_id:
            # kg_start is where a session is named, so "the session_id you gave kg_start" cannot help
            raise InvalidRequestError(
                "session_id: required when the call comes without an MCP session",
                suggestion="give a session_id of your choosing (up to 200 characters), then the same "
                "session_id to get_relations and get_triples",
            )
        owner, session_id = current_caller.get().owner, args.session_id
        session = self.store.start(owner, session_id, args, store)
        return {"session_id": session_id, "kg": args.kg, "question": session.question,
                "topic_entities": session.topic_names, "registry": session.registry,
                "max_calls": session.config.max_calls}

    def get_relations(self, args: ServedGetRelationsArgs) -> dict[str, Any]:
        owner, session_id = self._key(args.session_id)
        call = GetRelationsArgs(entity=args.entity)
        result, limit = self.store.update(owner, session_id, lambda s: (s.get_relations(call), s.config.max_calls))
        return relations_payload(result, limit)

    def get_triples(self, args: ServedGetTriplesArgs) -> dict[str, Any]:
        owner, session_id = self._key(args.session_id)
        call = GetTriplesArgs(entity=args.entity, relations=args.relations)
        result, limit = self.store.update(owner, session_id, lambda s: (s.get_triples(call), s.config.max_calls))
        return triples_payload(result, limit)


def kg_serve_toolbox(context: ServeContext) -> Toolbox:
    """kg_start / get_relations / get_triples over the server's imported KGs."""
    from core.home import knx_home

    sessions = context.config.sessions_path
    path = Path(sessions).with_name("serve-kg-sessions.sqlite") if sessions else knx_home() / "serve-kg-sessions.sqlite"
    tools = ServedKgTools(KgSessionStore(path))
    return Toolbox([
        (KG_START, tools.kg_start),
        (SERVED_GET_RELATIONS, tools.get_relations),
        (SERVED_GET_TRIPLES, tools.get_triples),
    ])
