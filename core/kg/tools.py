"""get_relations and get_triples as agent tools (`core.tools` definitions bound to a KG session).

The handlers return what the model should read: the tool's text plus the structured result. A call
that failed becomes the toolbox's error payload (so an MCP client sees `isError`), of the kind that
says whose the failure is (`call_error`): a call the flow refused (unknown entity, relation never
offered, malformed relation) is `invalid_request` (400) whose `message` is the flow's text for the
model with its line breaks; the query limit is `session_error` (400) with the limit; a store that
failed (endpoint down, slow, answering something else, damaged files) is `sparql_error` (502).
"""

from __future__ import annotations

from typing import Any

from core.exceptions import InvalidRequestError, KnxError, SessionError, SparqlStoreError
from core.kg.models import GetRelationsArgs, GetTriplesArgs, RelationsResult, ToolResult, TriplesResult
from core.kg.session import KgSession, QueryOutcome
from core.tools import ToolDefinition, Toolbox


class ToolRefusal(InvalidRequestError):
    """A call the flow refused, carrying the text the flow gives the model.

    `error` is its first line; `message` and `detail.message` are the whole text with its line
    breaks (the list of relations to choose from, the last entities), which the model needs as it
    is. The flow wrote that text and escapes what the caller sent in it, so it is not passed
    through `one_line` as messages that echo a caller are.
    """

    def __init__(self, text: str) -> None:
        super().__init__(text.split("\n", 1)[0].strip() or text)
        self.detail = text


def call_error(result: ToolResult | QueryOutcome, limit: int | None = None) -> KnxError | None:
    """The error a failed call (a tool's result, or a replayed block's outcome) answers with (None
    when it did not fail). Its message is the text the model would have received; whose failure it
    was decides the kind and the status (docs/kg.md, docs/errors.md). `limit`, the session's
    max_calls, goes into the error of a call over the limit."""
    if not result.error:
        return None
    if result.error == "store":
        return SparqlStoreError(result.text)
    if result.error == "max_calls":
        return SessionError(result.text, extra={"max_calls": limit} if limit else None)
    return ToolRefusal(result.text)


GET_RELATIONS = ToolDefinition(
    name="get_relations",
    title="KG: relations of an entity",
    description=(
        "List the knowledge-graph relations of an entity, most relevant to the question first. "
        "Call it before get_triples: get_triples accepts only relations this tool returned."
    ),
    arguments=GetRelationsArgs,
    annotations={"openWorldHint": False},
)

GET_TRIPLES = ToolDefinition(
    name="get_triples",
    title="KG: triples of an entity",
    description=(
        "Fetch [head, relation, tail] triples of an entity for up to 4 relations that get_relations "
        "returned. Relations through intermediate (CVT) nodes come back flattened into one hop."
    ),
    arguments=GetTriplesArgs,
    annotations={"openWorldHint": False},
)


def open_kg_session(*, kg: str | None = None, endpoint: str | None = None, question: str = "",
                    topic_entities: dict[str, str] | list[str] | None = None,
                    config: dict[str, Any] | None = None, timeout_s: float = 120.0) -> KgSession:
    """A session for one question on an imported KG or a SPARQL endpoint (exactly one of the two)."""
    from core.kg.store import open_store

    return KgSession(open_store(kg, endpoint, timeout_s=timeout_s), question, topic_entities, config)


def relations_payload(result: RelationsResult, limit: int | None = None) -> dict[str, Any]:
    """What the model reads from get_relations; a failed call raises its `call_error`."""
    error = call_error(result, limit)
    if error is not None:
        raise error
    return {"entity": result.entity, "entity_id": result.entity_id, "text": result.text,
            "relations": [r.relation for r in result.relations]}


def triples_payload(result: TriplesResult, limit: int | None = None) -> dict[str, Any]:
    """What the model reads from get_triples; a failed call raises its `call_error`."""
    error = call_error(result, limit)
    if error is not None:
        raise error
    return {"entity": result.entity, "entity_id": result.entity_id, "text": result.text,
            "triples": [t.model_dump() for t in result.triples],
            "cvt_info": [c.model_dump() for c in result.cvt_info]}


def kg_toolbox(session: KgSession) -> Toolbox:
    """A toolbox whose get_relations / get_triples run in `session` (one question)."""
    return Toolbox([
        (GET_RELATIONS, lambda args: relations_payload(session.get_relations(args), session.config.max_calls)),
        (GET_TRIPLES, lambda args: triples_payload(session.get_triples(args), session.config.max_calls)),
    ])
