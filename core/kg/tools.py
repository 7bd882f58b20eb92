"""get_relations and get_triples as agent tools (`core.tools` definitions bound to a KG session).

The handlers return what the model should read: the tool's text plus the structured result. The
flow's own model-facing errors (unknown entity, relation never offered, query limit) become the
toolbox's error payload, whose message is the flow's text, so an MCP client sees `isError`.
"""

from __future__ import annotations

from typing import Any

from core.exceptions import InvalidRequestError
from core.kg.models import GetRelationsArgs, GetTriplesArgs, RelationsResult, TriplesResult
from core.kg.session import KgSession
from core.tools import ToolDefinition, Toolbox

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


def relations_payload(result: RelationsResult) -> dict[str, Any]:
    """What the model reads from get_relations; the flow's own error text becomes the error payload."""
    if result.error:
        raise InvalidRequestError(result.text)
    return {"entity": result.entity, "entity_id": result.entity_id, "text": result.text,
            "relations": [r.relation for r in result.relations]}


def triples_payload(result: TriplesResult) -> dict[str, Any]:
    """What the model reads from get_triples; the flow's own error text becomes the error payload."""
    if result.error:
        raise InvalidRequestError(result.text)
    return {"entity": result.entity, "entity_id": result.entity_id, "text": result.text,
            "triples": [t.model_dump() for t in result.triples],
            "cvt_info": [c.model_dump() for c in result.cvt_info]}


def kg_toolbox(session: KgSession) -> Toolbox:
    """A toolbox whose get_relations / get_triples run in `session` (one question)."""
    return Toolbox([
        (GET_RELATIONS, lambda args: relations_payload(session.get_relations(args))),
        (GET_TRIPLES, lambda args: triples_payload(session.get_triples(args))),
    ])
