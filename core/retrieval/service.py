"""knowledge_network_retrieval: schema recall for a question, then keyword context per keyword.

    from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
    tool = KnowledgeNetworkRetrieval(backend, InMemorySessionStore())
    tool.run({"query": "上气道梗阻有哪些症状", "kn_ids": ["medical"], "session_id": "s1"})
    tool.run({"query": "上气道梗阻", "kn_ids": ["medical"], "session_id": "s1",
              "enable_keyword_context": True, "object_type_id": "disease"})

- `enable_keyword_context=False` (step 1): kn_search's concept recall (`only_schema`) over each of
  `kn_ids`, merged; stored in the session when a `session_id` is given; returns object_types and
  relation_types (and, with `contextual_knowledge`, primary fields, relation patterns and the
  formats of properties the question constrains).
- `enable_keyword_context=True` (step 2): `query` is one keyword of `object_type_id`; the session's
  schema decides which object types are valid and which relation types give neighbours; returns only
  `keyword_context` (and `contextual_knowledge` when asked). Runs on the first of `kn_ids`.

Errors are KnxError subclasses whose `to_payload()` is the design's error shape; the function
`knowledge_network_retrieval` returns that payload instead of raising.
"""

from __future__ import annotations

import time
from typing import Any

from core.backends.base import KnowledgeBackend
from core.exceptions import (
    InvalidRequestError,
    KnxError,
    NotFoundError,
    SessionError,
)
from core.lru import LRUCache
from core.models.network import KnowledgeNetwork, ObjectType, RelationType
from core.models.types import _set_private, body_key, parse_body, trusted_from
from core.retrieval import contextual
from core.retrieval.keyword_context import recall_keyword_context
from core.retrieval.models import KeywordContext, RetrievalRequest, RetrievalResponse
from core.retrieval.sessions import MAX_KEY_LENGTH, SessionSchema, SessionState, SessionStore
from core.search.models import KnSearchObjectType, KnSearchRelationType, KnSearchRequest

# The design's error texts (keyword-context-recall 7.3, 7.4, 8.3).
ERROR_NO_SCHEMA = "Schema信息不存在，请先调用enable_keyword_context=False召回schema"
DETAIL_NO_SCHEMA = "请先调用knowledge_network_retrieval工具，设置enable_keyword_context=False召回schema"
ERROR_NO_OBJECT_TYPE = "object_type_id参数必须提供，用于指定关键词所属的对象类型"
DETAIL_NO_OBJECT_TYPE = (
    "当enable_keyword_context=True时，object_type_id参数必须提供。"
    "因为即使用关键词，但是有很多对象类型，你不知道这个关键词属于哪个对象类型。"
)
SUGGESTION_NO_OBJECT_TYPE = "请提供object_type_id参数，例如：object_type_id='person'"
ERROR_NO_SESSION_ID = "session_id参数必须提供，用于存储和检索schema信息"
DETAIL_NO_SESSION_ID = (
    "当enable_keyword_context=True时，session_id参数必须提供：第一步（enable_keyword_context=False）"
    "召回的schema保存在session中，关键词上下文召回从中读取schema，多轮召回的去重也记录在session中。"
)
SUGGESTION_NO_SESSION_ID = "请提供召回schema时使用的session_id，例如：session_id='session_123'"


def parse_request(request: RetrievalRequest | dict[str, Any]) -> RetrievalRequest:
    if type(request) is dict and request.get("enable_keyword_context") is True:
        kept = _kept_keyword_request(request)
        if kept is not None:
            return kept
    return parse_body(
        RetrievalRequest, request, "knowledge_network_retrieval parameters",
        suggestion="e.g. {\"query\": \"上气道梗阻有哪些症状\", \"kn_ids\": [\"medical\"], "
        "\"session_id\": \"session_123\"}",
    )


_KEYWORD_REQUESTS: LRUCache[bytes, RetrievalRequest] = LRUCache(1024)


def _kept_keyword_request(body: dict[str, Any]) -> RetrievalRequest | None:
    """`parse_request(body)` for a keyword round's body, its parts other than `session_id`
    validated once per distinct content (the last 1,024 kept): an agent asks one keyword in
    many sessions, and validating its body took ~6 us alone (~1.8 kept), ~27 measured around
    it inside a ~1 ms call.
    The key is the `marshal` serialisation of those parts (exact for JSON data: `1`, `1.0`,
    `True` and "1" differ; anything else is refused and parsed as usual). `session_id` is
    what validating it gives, a text stripped or None when blank; a body whose session id is
    not plain valid text, or that holds a `retrieval_config` (a model nobody else should
    share), or that does not validate, is parsed as usual, so its errors are unchanged. The
    kept model is never handed out: each call gets a copy with its own `kn_ids` list."""
    session_id = body.get("session_id")
    if type(session_id) is not str or body.get("retrieval_config") is not None:
        return None
    if not session_id.isascii():
        try:
            session_id.encode("utf-8")
        except UnicodeEncodeError:
            return None
    rest = dict(body)
    del rest["session_id"]
    key = body_key(rest)
    if key is None:
        return None
    kept = _KEYWORD_REQUESTS.get(key)
    if kept is None:
        try:
            kept = parse_body(RetrievalRequest, rest, "knowledge_network_retrieval parameters")
        except InvalidRequestError:
            return None
        _KEYWORD_REQUESTS.put(key, kept)
    values = dict(kept.__dict__)
    values["session_id"] = session_id.strip() or None
    values["kn_ids"] = list(values["kn_ids"])
    return trusted_from(RetrievalRequest, kept.model_fields_set | {"session_id"}, values)


class KnowledgeNetworkRetrieval:
    """The tool bound to a backend, a session store and (optionally) a reranker for schema recall."""

    def __init__(self, backend: KnowledgeBackend, sessions: SessionStore, *, reranker: Any = None) -> None:
        self.backend = backend
        self.sessions = sessions
        self.reranker = reranker

    def run(self, request: RetrievalRequest | dict[str, Any], *, owner: str = "default") -> RetrievalResponse:
        req = parse_request(request)
        if not isinstance(owner, str) or not owner.strip() or len(owner) > MAX_KEY_LENGTH:
            raise InvalidRequestError(
                f"owner: {owner!r} is not valid",
                suggestion=f"use a non-empty string of at most {MAX_KEY_LENGTH} characters",
            )
        if req.session_id is not None and len(req.session_id) > MAX_KEY_LENGTH:
            raise InvalidRequestError(f"session_id: at most {MAX_KEY_LENGTH} characters")
        if req.enable_keyword_context:
            return self._keyword(req, owner)
        response = self._schema(req, owner)
        response._compact = req.compact
        return response

    # -- step 1 --------------------------------------------------------------------------------
    def _schema(self, req: RetrievalRequest, owner: str) -> RetrievalResponse:
        from core.search.service import kn_search

        networks = [self.backend.get_network(kn_id) for kn_id in req.kn_ids]
        object_types: dict[str, KnSearchObjectType] = {}
        relation_types: dict[str, KnSearchRelationType] = {}
        messages: list[str] = []
        linked: list = []
        for network in networks:
            found = kn_search(
                self.backend,
                KnSearchRequest(
                    query=req.query, kn_id=network.id, session_id=req.session_id,
                    retrieval_config=req.retrieval_config, only_schema=True,
                ),
                reranker=self.reranker,
            )
            # Across networks a concept id may repeat; the better-scored recall of it is kept.
            for ot in found.object_types or []:
                if _better(ot, object_types.get(ot.concept_id)):
                    object_types[ot.concept_id] = ot
            for rt in found.relation_types or []:
                if _better(rt, relation_types.get(rt.concept_id)):
                    relation_types[rt.concept_id] = rt
            if found.message and found.message not in messages:
                messages.append(found.message)
            linked.extend(found.linked_entities or [])
        schema = SessionSchema(object_types=list(object_types.values()), relation_types=list(relation_types.values()))
        if req.session_id is not None:
            def store_schema(state: SessionState | None) -> tuple[SessionState, None]:
                now = time.time()
                if state is None or state.kn_ids != req.kn_ids:
                    # Other networks: instance ids of earlier rounds name other things; start afresh.
                    state = SessionState(created_at=now)
                state.kn_ids = list(req.kn_ids)
                state.query = req.query
                state.schema = schema
                state.schema_version += 1
                state.updated_at = now
                return state, None

            # `store_schema` replaces the schema and never changes the stored one in place.
            self.sessions.update(owner, req.session_id, store_schema, schema_read_only=True)
        response = RetrievalResponse(
            object_types=schema.object_types, relation_types=schema.relation_types,
            message="；".join(messages) or None, linked_entities=linked or None,
        )
        if req.contextual_knowledge:
            network = networks[0]
            types, relations = schema_parts(network, schema)
            response.contextual_knowledge = contextual.for_schema(
                self.backend, network, req.query, types, relations
            )
        return response

    # -- step 2 --------------------------------------------------------------------------------
    def _keyword(self, req: RetrievalRequest, owner: str) -> RetrievalResponse:
        if req.session_id is None:
            raise SessionError(ERROR_NO_SESSION_ID, detail=DETAIL_NO_SESSION_ID, suggestion=SUGGESTION_NO_SESSION_ID)
        session_id = req.session_id

        def keyword_round(state: SessionState | None) -> tuple[SessionState, Any]:
            # Runs inside the session's atomic update: a concurrent call on the same session sees
            # this round's `seen` and round number, or redoes its own round on top of them.
            # It only reads `state.schema` (schema_read_only below: the store may share it).
            if state is None or state.schema is None:
                raise SessionError(ERROR_NO_SCHEMA, detail=DETAIL_NO_SCHEMA, extra={"session_id": req.session_id})
            if req.object_type_id is None:
                raise InvalidRequestError(
                    ERROR_NO_OBJECT_TYPE, detail=DETAIL_NO_OBJECT_TYPE, suggestion=SUGGESTION_NO_OBJECT_TYPE
                )
            kn_id = req.kn_ids[0]
            if kn_id not in state.kn_ids:
                raise SessionError(
                    f"session {req.session_id} 的schema召回自知识网络 {', '.join(state.kn_ids)}，不包含 {kn_id}",
                    detail="关键词上下文召回在kn_ids的第一个知识网络上进行，它必须是召回schema时使用的知识网络之一。",
                    suggestion=f"请使用 kn_ids=[{', '.join(repr(k) for k in state.kn_ids)}]，"
                    "或先用该知识网络重新召回schema（enable_keyword_context=False）",
                    extra={"session_id": req.session_id},
                )
            network = self.backend.get_network(kn_id)
            types, relations, type_ids = _shared_schema_parts(network, state.schema)
            object_type = network.object_type(req.object_type_id)
            if object_type is None:
                session_types = ", ".join(t.id for t in types) or "（无）"
                raise NotFoundError(
                    f"对象类型 {req.object_type_id} 不存在于知识网络 {kn_id}",
                    detail=f"object_type_id 必须是本session召回的schema中的对象类型：{session_types}",
                    suggestion=f"请使用以下对象类型之一：{session_types}",
                    extra={"session_id": req.session_id},
                )
            if object_type.id not in type_ids:
                session_types = ", ".join(t.id for t in types) or "（无）"
                raise InvalidRequestError(
                    f"对象类型 {object_type.id} 不在本session召回的schema中",
                    detail="关键词上下文召回只使用第一步召回的schema（对象类型与关系类型）。"
                    f"本session的对象类型：{session_types}",
                    suggestion=f"请使用以下对象类型之一：{session_types}；"
                    "或用包含该对象类型的完整问题重新召回schema（enable_keyword_context=False）",
                    extra={"session_id": req.session_id},
                )
            outcome = recall_keyword_context(self.backend, network, object_type, req.query, relations, state)
            # `state.updated_at = time.time()` without pydantic's `__setattr__` (a float, set)
            state.__dict__["updated_at"] = time.time()
            state.__pydantic_fields_set__.add("updated_at")
            return state, (outcome, network, object_type, types, relations)

        outcome, network, object_type, types, relations = self.sessions.update(
            owner, session_id, keyword_round, schema_read_only=True
        )
        response = keyword_response(outcome.context, req.compact)
        if req.contextual_knowledge:
            response.contextual_knowledge = contextual.for_keyword(
                self.backend, network, object_type, req.query, types, relations
            )
        return response


_KEYWORD_RESPONSE_SET = frozenset(("keyword_context",))


def keyword_response(context: KeywordContext, compact: bool) -> RetrievalResponse:
    """`RetrievalResponse(keyword_context=context)` with `_compact` set, without validation: the
    context is the engine's own model."""
    response = trusted_from(RetrievalResponse, set(_KEYWORD_RESPONSE_SET), {
        "object_types": None, "relation_types": None, "keyword_context": context, "contextual_knowledge": None,
        "message": None, "linked_entities": None,
    })
    _set_private(response, {"_compact": compact})
    return response


def _better(new: Any, old: Any) -> bool:
    return old is None or (new.score or 0.0) > (old.score or 0.0)


def schema_parts(network: KnowledgeNetwork, schema: SessionSchema) -> tuple[list[ObjectType], list[RelationType]]:
    """The session schema's object and relation types as this network defines them (in the
    schema's order, most relevant first); concepts of other networks are left out."""
    types = [t for t in (network.object_type(i) for i in schema.object_type_ids) if t is not None]
    relations = [r for r in (network.relation_type(i) for i in schema.relation_type_ids) if r is not None]
    return types, relations


# Few: a schema object decoded whole for one call (not shared) only misses, and is kept alive here.
_SCHEMA_PARTS: LRUCache[tuple[int, int], tuple] = LRUCache(16)


def _shared_schema_parts(
    network: KnowledgeNetwork, schema: SessionSchema
) -> tuple[list[ObjectType], list[RelationType], frozenset[str]]:
    """`schema_parts` and the object type ids, kept per (network object, schema object): keyword
    rounds of a question get the session store's shared schema object (see
    `SessionStore.update`, `schema_read_only`), which nobody changes. The entry holds both
    objects, so their ids are not reused while it lives. The lists are read, never changed."""
    key = (id(network), id(schema))
    found = _SCHEMA_PARTS.get(key)
    if found is None or found[0] is not network or found[1] is not schema:
        types, relations = schema_parts(network, schema)
        found = (network, schema, types, relations, frozenset(t.id for t in types))
        _SCHEMA_PARTS.put(key, found)
    return found[2], found[3], found[4]


def knowledge_network_retrieval(
    backend: KnowledgeBackend,
    sessions: SessionStore,
    *,
    owner: str = "default",
    reranker: Any = None,
    **params: Any,
) -> dict[str, Any]:
    """The tool as an agent calls it: the reply as JSON-ready data (compact when `compact=True`),
    or, for a bad call, the error payload (`error`, `status_code`, `detail`)."""
    try:
        return KnowledgeNetworkRetrieval(backend, sessions, reranker=reranker).run(params, owner=owner).to_wire()
    except KnxError as exc:
        return exc.to_payload()
