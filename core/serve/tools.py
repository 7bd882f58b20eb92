"""The retrieval tools the service offers, declared once each (`ToolDefinition`) and bound in a `Toolbox`.

Names and argument shapes follow KWeaver context-loader's MCP tools, so its clients (kweaver-sdk's
`ContextLoaderResource`, agents configured for context-loader) work unchanged:

- `search_schema` — the schema a question is about (kn_search's concept recall);
- `query_object_instance` — ontology-query's instance query (`condition`, or the flat `filters`);
- `query_instance_subgraph` — ontology-query's relation-path subgraph;
- `get_logic_properties_values` — property values of given instances. The networks served here carry
  no logic (metric / operator) properties, so it answers for data properties and says so for others;
- `get_action_info` — what an action type is and which object type it acts on. Actions are described,
  never executed, so `_dynamic_tools` describe the action without an endpoint to call.

and this product's own: `kn_search` (the full request of `KnSearchRequest`),
`knowledge_network_retrieval` (`RetrievalRequest`, the decision-agent tool) and `keyword_context`
(step 2 of that tool, with the session). The same pydantic models validate the HTTP bodies of the
routes that take them.

`kn_id` may be left out of a call when the request carries context-loader's `X-Kn-ID` header; the
MCP and HTTP layers fill it in (see `fill_from_caller`). Sessions belong to the caller's
`x-account-id` (KWeaver's account header), `anonymous` without one.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import ConfigDict, Field

from core.exceptions import InvalidRequestError, NotFoundError
from core.models.condition import MAX_LEAVES, MAX_SUB_CONDITIONS
from core.models.input import InputModel
from core.models.query import MAX_LIMIT, Sort
from core.retrieval.models import RetrievalRequest
from core.search.models import KnSearchRequest
from core.serve.context import ServeContext, current_caller
from core.tools import ToolDefinition, Toolbox

ResponseFormat = Literal["json", "toon"]
_FORMAT = Field(
    "json",
    description="text format of the result: 'json', or 'toon' (Token-Oriented Object Notation, fewer "
    "tokens for an LLM); over MCP the structured content stays JSON either way",
)
_KN_ID = Field(None, description="knowledge network id; may instead come in the X-Kn-ID header")


class _Args(InputModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


# -- context-loader tools -----------------------------------------------------------------------
class SearchScope(_Args):
    concept_groups: list[str] | None = Field(None, description="concept group ids (this service has no groups; ignored)")
    include_object_types: bool = True
    include_relation_types: bool = True
    include_action_types: bool = True
    include_metric_types: bool = True


class SearchSchemaArgs(_Args):
    kn_id: str | None = _KN_ID
    query: str = Field(min_length=1, max_length=4000, description="the user's question or keywords (space separated)")
    response_format: ResponseFormat = _FORMAT
    search_scope: SearchScope | None = Field(None, description="which concept kinds to return; all by default")
    max_concepts: int = Field(10, ge=1, le=1000, description="at most this many relation types (object types follow from them)")
    schema_brief: bool = Field(True, description="properties as name/type/condition_operations only")
    enable_rerank: bool = Field(True, description="rank relation types with the reranker")
    include_columns: bool = Field(False, description="physical column names (not available here; ignored)")


class Filter(_Args):
    field: str
    op: Literal["==", "!=", ">", ">=", "<", "<=", "in", "not_in", "like", "not_like", "range", "match",
                "contain", "not_contain", "prefix"]
    value: Any


class QueryObjectInstanceArgs(_Args):
    kn_id: str | None = _KN_ID
    ot_id: str = Field(min_length=1, description="object type id")
    condition: dict[str, Any] | None = Field(
        None, description="ontology-query condition: operation, field, value, value_from, sub_conditions; "
        "and/or with an empty sub_conditions means no filter",
    )
    filters: list[Filter] | None = Field(None, description="flat filters combined with and (condition wins when both)")
    limit: int = Field(10, ge=1, le=MAX_LIMIT, description="instances per page")
    sort: list[Sort] | None = None
    search_after: list[Any] | None = Field(None, description="the cursor the previous page returned")
    properties: list[str] | None = Field(None, description="properties to return (default all)")
    need_total: bool = True
    include_logic_params: bool = False
    response_format: ResponseFormat = _FORMAT


class QueryInstanceSubgraphArgs(_Args):
    kn_id: str | None = _KN_ID
    relation_type_paths: list[dict[str, Any]] = Field(
        min_length=1, description="paths: object_types (n+1, each id/condition/limit) and relation_types "
        "(n, each relation_type_id/source_object_type_id/target_object_type_id), optional limit",
    )
    include_logic_params: bool = False
    response_format: ResponseFormat = _FORMAT


class GetLogicPropertiesValuesArgs(_Args):
    kn_id: str | None = _KN_ID
    ot_id: str = Field(min_length=1, description="object type id")
    query: str = Field(min_length=1, max_length=4000, description="the question the values are for")
    instance_identities: list[dict[str, Any]] = Field(
        # the cap is declared, and enforced by instance_properties, which knows the type's keys
        alias="_instance_identities", min_length=1, json_schema_extra={"maxItems": MAX_SUB_CONDITIONS},
        description="_instance_identity values from query_object_instance or query_instance_subgraph "
        "(fewer for types with three or more primary keys: at most 512 key values in all)",
    )
    properties: list[str] = Field(min_length=1, description="property names")
    additional_context: str | None = None
    llm_model: str | None = None
    response_format: ResponseFormat = _FORMAT


class GetActionInfoArgs(_Args):
    kn_id: str | None = _KN_ID
    at_id: str = Field(min_length=1, description="action type id")
    instance_identities: list[dict[str, Any]] | None = Field(
        None, alias="_instance_identities", description="identities of the instances the action is for"
    )
    instance_identity: dict[str, Any] | None = Field(
        None, alias="_instance_identity", description="one identity (kweaver-sdk's form)"
    )
    response_format: ResponseFormat = _FORMAT


# -- this product's tools -----------------------------------------------------------------------
class KeywordContextArgs(_Args):
    query: str = Field(min_length=1, max_length=4000, description="one keyword of the question")
    object_type_id: str = Field(min_length=1, description="the object type the keyword belongs to")
    kn_id: str | None = _KN_ID
    session_id: str | None = Field(
        None, description="the session whose schema step 1 recalled (default: the MCP session, over stdio "
        "or a Streamable HTTP connection that began with initialize)",
    )
    contextual_knowledge: bool = False
    compact: bool = False


SEARCH_SCHEMA = ToolDefinition(
    "search_schema",
    "Recall the schema a question is about: relation types ranked by relevance, the object types they "
    "connect (with properties and the condition operations each allows) and action types.",
    SearchSchemaArgs, title="Search schema",
)
QUERY_OBJECT_INSTANCE = ToolDefinition(
    "query_object_instance",
    "Query instances of one object type with an ontology-query condition (or flat filters); returns "
    "datas with _instance_id / _instance_identity / _display, total_count and a search_after cursor.",
    QueryObjectInstanceArgs, title="Query object instances",
)
QUERY_INSTANCE_SUBGRAPH = ToolDefinition(
    "query_instance_subgraph",
    "Follow relation-type paths from matching start instances; returns per path the objects and the "
    "relation paths between them.",
    QueryInstanceSubgraphArgs, title="Query instance subgraph",
)
GET_LOGIC_PROPERTIES_VALUES = ToolDefinition(
    "get_logic_properties_values",
    "Property values of given instances (identities from the instance or subgraph tools). Networks "
    "served here have no metric / operator properties; data properties are returned as stored.",
    GetLogicPropertiesValuesArgs, title="Get property values",
)
GET_ACTION_INFO = ToolDefinition(
    "get_action_info",
    "Describe an action type: what it does and which object type it acts on, as _dynamic_tools. "
    "Actions are described, not executed, by this service.",
    GetActionInfoArgs, title="Get action info",
)
KN_SEARCH = ToolDefinition(
    "kn_search",
    "kn_search: concepts (object, relation, action types) and instance nodes of a network relevant to a "
    "question, with scores; retrieval_config tunes every stage.",
    KnSearchRequest, title="kn_search",
)
KNOWLEDGE_NETWORK_RETRIEVAL = ToolDefinition(
    "knowledge_network_retrieval",
    "Two-step recall. Step 1 (enable_keyword_context=false): the schema for the whole question, kept in "
    "session_id. Step 2 (enable_keyword_context=true, object_type_id): one keyword's instances with all "
    "properties and one-hop neighbours, deduplicated across rounds of the session.",
    RetrievalRequest, title="Knowledge network retrieval",
)
KEYWORD_CONTEXT = ToolDefinition(
    "keyword_context",
    "Step 2 of knowledge_network_retrieval: the instances one keyword names in object_type_id, with all "
    "their properties and one-hop neighbours over the session's relation types. Call "
    "knowledge_network_retrieval (or search_schema's question) with the same session first.",
    KeywordContextArgs, title="Keyword context",
)

RETRIEVAL_TOOLS = (
    SEARCH_SCHEMA, QUERY_OBJECT_INSTANCE, QUERY_INSTANCE_SUBGRAPH, GET_LOGIC_PROPERTIES_VALUES,
    GET_ACTION_INFO, KN_SEARCH, KNOWLEDGE_NETWORK_RETRIEVAL, KEYWORD_CONTEXT,
)


def fill_from_caller(definition: ToolDefinition, arguments: Any) -> Any:
    """Arguments with `kn_id` / `kn_ids` / `session_id` taken from the request when the call leaves them out."""
    if not isinstance(arguments, dict):
        return arguments
    caller = current_caller.get()
    fields = definition.arguments.model_fields
    out = dict(arguments)
    if caller.kn_id:
        if "kn_id" in fields and not out.get("kn_id"):
            out["kn_id"] = caller.kn_id
        if "kn_ids" in fields and not out.get("kn_ids"):
            out["kn_ids"] = [caller.kn_id]
    if caller.session_id and "session_id" in fields and not out.get("session_id"):
        out["session_id"] = caller.session_id
    return out


def _kn(kn_id: str | None) -> str:
    if not kn_id:
        raise InvalidRequestError("kn_id: required (as an argument, or in the X-Kn-ID header)")
    return kn_id


def _no_filter(condition: dict[str, Any] | None) -> dict[str, Any] | None:
    """context-loader's "no filter" (`and` / `or` with empty sub_conditions) is no condition at all."""
    if condition and condition.get("operation") in ("and", "or") and not condition.get("sub_conditions"):
        return None
    return condition


# -- handlers -----------------------------------------------------------------------------------
class RetrievalTools:
    """The handlers, bound to a process's backend and session store."""

    def __init__(self, context: ServeContext) -> None:
        self.context = context

    @property
    def backend(self):
        return self.context.backend

    def search_schema(self, args: SearchSchemaArgs) -> dict[str, Any]:
        from core.search.service import kn_search

        scope = args.search_scope or SearchScope()
        if not (scope.include_object_types or scope.include_relation_types or scope.include_action_types
                or scope.include_metric_types):
            raise InvalidRequestError("search_scope: include at least one concept kind")
        found = kn_search(self.backend, KnSearchRequest(
            query=args.query, kn_id=_kn(args.kn_id), only_schema=True, enable_rerank=args.enable_rerank,
            retrieval_config={"concept_retrieval": {"top_k": args.max_concepts}},
        ))
        out: dict[str, Any] = {}
        if scope.include_object_types:
            out["object_types"] = [_brief_object_type(o, args.schema_brief) for o in found.object_types or []]
        if scope.include_relation_types:
            out["relation_types"] = [
                r.model_dump(exclude_none=True, exclude={"concept_type"}) for r in found.relation_types or []
            ]
        if scope.include_action_types:
            out["action_types"] = [a.model_dump(exclude_none=True) for a in found.action_types or []]
        if scope.include_metric_types:
            out["metric_types"] = []
        if found.message:
            out["message"] = found.message
        return out

    def query_object_instance(self, args: QueryObjectInstanceArgs) -> dict[str, Any]:
        condition = _no_filter(args.condition)
        if condition is None and args.filters:
            leaves = [{"field": f.field, "operation": f.op, "value": f.value, "value_from": "const"} for f in args.filters]
            condition = leaves[0] if len(leaves) == 1 else {"operation": "and", "sub_conditions": leaves}
        body: dict[str, Any] = {"limit": args.limit, "need_total": args.need_total}
        for key, value in (("condition", condition), ("properties", args.properties),
                           ("search_after", args.search_after)):
            if value is not None:
                body[key] = value
        if args.sort is not None:
            body["sort"] = [s.model_dump() for s in args.sort]
        result = self.backend.query_instances(_kn(args.kn_id), args.ot_id, body)
        return result.model_dump(exclude_none=True)

    def query_instance_subgraph(self, args: QueryInstanceSubgraphArgs) -> dict[str, Any]:
        paths = []
        for path in args.relation_type_paths:
            path = dict(path)
            if isinstance(path.get("object_types"), list):
                path["object_types"] = [
                    {**node, "condition": _no_filter(node.get("condition"))} if isinstance(node, dict) else node
                    for node in path["object_types"]
                ]
                for node in path["object_types"]:
                    if isinstance(node, dict) and node.get("condition") is None:
                        node.pop("condition", None)
            if isinstance(path.get("relation_types"), list):
                path["relation_types"] = [_edge(edge) for edge in path["relation_types"]]
            paths.append(path)
        result = self.backend.query_subgraph(_kn(args.kn_id), {"relation_type_paths": paths})
        return result.model_dump(exclude_none=True)

    def get_logic_properties_values(self, args: GetLogicPropertiesValuesArgs) -> dict[str, Any]:
        datas = instance_properties(self.backend, _kn(args.kn_id), args.ot_id, args.instance_identities, args.properties)
        return {"datas": datas}

    def get_action_info(self, args: GetActionInfoArgs) -> dict[str, Any]:
        network = self.backend.get_network(_kn(args.kn_id))
        action = next((a for a in network.action_types if a.id == args.at_id), None)
        if action is None:
            valid = ", ".join(a.id for a in network.action_types) or "(none)"
            raise NotFoundError(
                f"action type {args.at_id!r} does not exist in network {network.id!r}",
                suggestion=f"valid action types: {valid}",
            )
        identities = list(args.instance_identities or [])
        if args.instance_identity:
            identities.append(args.instance_identity)
        object_type = network.object_type(action.object_type_id) if action.object_type_id else None
        tool = {
            "name": action.id,
            "description": action.comment or action.name,
            "object_type_id": action.object_type_id,
            "object_type_name": object_type.name if object_type else None,
            "parameters": {
                "type": "object",
                "properties": {"dynamic_params": {"type": "object", "properties": {}}},
            },
            "executable": False,
            "instance_identities": identities,
        }
        return {"headers": {}, "_dynamic_tools": [tool]}

    def kn_search(self, args: KnSearchRequest) -> dict[str, Any]:
        from core.search.service import kn_search

        return kn_search(self.backend, args).to_wire()

    def knowledge_network_retrieval(self, args: RetrievalRequest) -> dict[str, Any]:
        from core.retrieval.service import KnowledgeNetworkRetrieval

        tool = KnowledgeNetworkRetrieval(self.backend, self.context.sessions)
        return tool.run(args, owner=current_caller.get().owner).to_wire()

    def keyword_context(self, args: KeywordContextArgs) -> dict[str, Any]:
        request = RetrievalRequest(
            query=args.query, kn_ids=[_kn(args.kn_id)], session_id=args.session_id,
            enable_keyword_context=True, object_type_id=args.object_type_id,
            contextual_knowledge=args.contextual_knowledge, compact=args.compact,
        )
        return self.knowledge_network_retrieval(request)


def _edge(edge: Any) -> Any:
    """kweaver-sdk's `SubgraphPath` edges (`id`, `source`, `target`) in ontology-query's names."""
    if isinstance(edge, dict) and "relation_type_id" not in edge and {"id", "source", "target"} <= set(edge):
        rest = {k: v for k, v in edge.items() if k not in ("id", "source", "target")}
        return {"relation_type_id": edge["id"], "source_object_type_id": edge["source"],
                "target_object_type_id": edge["target"], **rest}
    return edge


def _brief_object_type(object_type: Any, brief: bool) -> dict[str, Any]:
    data = object_type.model_dump(exclude_none=True, exclude={"concept_type"})
    if brief:
        data.pop("tags", None)
        data.pop("primary_keys", None)
        data["data_properties"] = [
            {k: v for k, v in prop.items() if k in ("name", "type", "condition_operations", "display_name")}
            for prop in data.get("data_properties", [])
        ]
    return data


def instance_properties(
    backend: Any, kn_id: str, ot_id: str, identities: list[dict[str, Any]], properties: list[str]
) -> list[dict[str, Any]]:
    """Rows for instance identities (ontology-query's properties query): identity keys plus the asked properties.

    One instance query: an `or` over the identities, each an `and` of `==` on its primary keys. So
    the identities are capped by what one condition holds (`MAX_SUB_CONDITIONS` branches per `or`,
    `MAX_LEAVES` leaves), and checked before the condition is built: the caller wrote none, and an
    error about one would not name what they sent.
    """
    network = backend.get_network(kn_id)
    object_type = backend.require_object_type(network, ot_id)
    names = set(object_type.property_names)
    for i, name in enumerate(properties):
        if name not in names:
            raise InvalidRequestError(
                f"properties[{i}]: {name!r} is not a property of {ot_id!r} (this service has no logic properties)",
                suggestion="valid properties: " + ", ".join(object_type.property_names),
            )
    keys = object_type.primary_keys or object_type.property_names[:1]
    most = min(MAX_SUB_CONDITIONS, MAX_LEAVES // len(keys))
    if len(identities) > most:
        why = f", as each has {len(keys)} primary keys and a call holds {MAX_LEAVES} key values" \
            if most < MAX_SUB_CONDITIONS else ""
        raise InvalidRequestError(
            f"_instance_identities: {len(identities)} identities; at most {most} per call for {ot_id!r}",
            suggestion=f"valid: 1 to {most}{why}; split them over several calls",
        )
    branches = []
    for i, identity in enumerate(identities):
        if not isinstance(identity, dict) or set(identity) != set(keys):
            raise InvalidRequestError(
                f"_instance_identities[{i}]: an identity of {ot_id!r} has exactly the keys {keys}",
                suggestion="copy _instance_identity from query_object_instance or query_instance_subgraph",
            )
        leaves = [{"field": k, "operation": "==", "value": identity[k], "value_from": "const"} for k in keys]
        branches.append(leaves[0] if len(leaves) == 1 else {"operation": "and", "sub_conditions": leaves})
    condition = branches[0] if len(branches) == 1 else {"operation": "or", "sub_conditions": branches}
    result = backend.query_instances(kn_id, ot_id, {
        "condition": condition, "limit": min(MAX_LIMIT, max(1, len(identities))),
        "properties": sorted(set(properties) | set(keys)),
    })
    return [
        {key: row.get(key) for key in [*keys, *properties, "_instance_id", "_instance_identity", "_display"] if key in row}
        for row in result.datas
    ]


def retrieval_toolbox(context: ServeContext) -> Toolbox:
    """The retrieval tools over the context's backend and session store."""
    tools = RetrievalTools(context)
    return Toolbox((definition, getattr(tools, definition.name)) for definition in RETRIEVAL_TOOLS)


__all__ = [
    "RETRIEVAL_TOOLS", "KeywordContextArgs", "QueryInstanceSubgraphArgs", "QueryObjectInstanceArgs",
    "RetrievalTools", "SearchSchemaArgs", "fill_from_caller", "instance_properties", "retrieval_toolbox",
]
