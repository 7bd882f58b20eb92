"""The HTTP service: KWeaver's paths and wire formats over any `KnowledgeBackend`, plus MCP.

    from core.serve.app import create_app
    app = create_app(ServeConfig(token="secret"))   # FastAPI behind the token / body-size guard

Routes (bodies and replies as KWeaver's OpenAPI files write them):

- agent-retrieval: `POST /api/agent-retrieval/v1/kn/kn_search` (and `/in/v1/`),
  `POST .../v1/kn/knowledge_network_retrieval` (and `/in/v1/`), `GET .../v1/tools`,
  `POST .../v1/tools/{name}` (any served tool), MCP at `.../v1/mcp`;
- ontology-manager: `GET /api/ontology-manager/v1/knowledge-networks` (list), `/{kn_id}` (detail,
  `mode=export` for the full schema), `/{kn_id}/object-types`, `/relation-types`, `/action-types`
  (list; `POST` with `X-HTTP-Method-Override: GET` searches them by text), `/{kind}/{ids}` (detail);
- ontology-query (and `/in/v1/`): `POST .../knowledge-networks/{kn_id}/object-types/{ot_id}`
  (instances), `.../object-types/{ot_id}/properties`, `.../subgraph` (`query_type=relation_path`);
- `/healthz` (the process answers), `/readyz` (the backend answers), `/docs`, `/openapi.json`.

Every error is `KnxError.to_payload()` with the error's `status_code`: 400 names the field, 404 the
unknown network or type, 401 a missing token, 413 a body over the limit, 504 a call over the time
limit. An unexpected failure is logged and answered with a 500 payload, never a traceback. Bodies
nested deeper than `MAX_BODY_DEPTH` are refused before anything walks them, and no error names a
directory of the server (`ServeContext.public_payload`).

Blocking work (SQLite, a remote backend) runs in worker threads under the request time limit.
"""

from __future__ import annotations

import contextlib
import hmac
import json
import logging
from typing import Any, Callable

import anyio
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from core.exceptions import (
    AuthenticationError,
    InvalidRequestError,
    KnxError,
    NotFoundError,
    RequestTooLargeError,
    redact_url,
)
from core.models.condition import MAX_SUB_CONDITIONS
from core.models.input import InputModel
from core.serve.context import (
    ServeConfig,
    ServeContext,
    caller_from_headers,
    check_nesting,
    current_caller,
    nested_too_deeply,
    run_as_caller,
)

log = logging.getLogger("knx.serve")

AGENT_RETRIEVAL = "/api/agent-retrieval"
ONTOLOGY_MANAGER = "/api/ontology-manager/v1/knowledge-networks"
ONTOLOGY_QUERY = ("/api/ontology-query/v1/knowledge-networks", "/api/ontology-query/in/v1/knowledge-networks")
MCP_PATH = f"{AGENT_RETRIEVAL}/v1/mcp"
OPEN_PATHS = ("/healthz", "/readyz")


# -- middleware ---------------------------------------------------------------------------------
class Guard:
    """Bearer token (when configured) and request body size, before anything reads the body."""

    def __init__(self, app: ASGIApp, *, token: str | None, max_body_bytes: int) -> None:
        self.app = app
        self.expected = f"Bearer {token}".encode() if token else None
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict((k.lower(), v) for k, v in scope.get("headers", []))
        if self.expected is not None and scope.get("path") not in OPEN_PATHS:
            given = headers.get(b"authorization", b"")
            if not hmac.compare_digest(given, self.expected):
                what = "missing" if not given else "not valid"
                await _error(send, AuthenticationError(
                    f"Authorization: the bearer token is {what}",
                    suggestion="send the header 'Authorization: Bearer <token>' with the token the server was started with",
                ), extra_headers=[(b"www-authenticate", b"Bearer")])
                return
        length = headers.get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.max_body_bytes:
            await _error(send, _too_large(self.max_body_bytes))
            return
        limit, seen = self.max_body_bytes, 0

        async def bounded() -> Any:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    # raised inside the app, whose KnxError handler answers 413 before any reply started
                    raise _too_large(limit)
            return message

        await self.app(scope, bounded, send)


def _too_large(limit: int) -> RequestTooLargeError:
    return RequestTooLargeError(f"body: larger than the limit of {limit} bytes", suggestion="send a smaller request")


async def _error(send: Send, exc: KnxError, extra_headers: list[tuple[bytes, bytes]] = ()) -> None:
    body = json.dumps(exc.to_payload(), ensure_ascii=False).encode()
    await send({"type": "http.response.start", "status": exc.status_code, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), *extra_headers]})
    await send({"type": "http.response.body", "body": body})


def error_response(exc: KnxError, context: ServeContext | None = None) -> JSONResponse:
    """The error's payload; with the service's context, as its callers may see it (no server paths)."""
    payload = exc.to_payload()
    if context is not None:
        payload = context.public_payload(payload)
    return JSONResponse(payload, status_code=exc.status_code)


# -- the app ------------------------------------------------------------------------------------
def create_app(config: ServeConfig | None = None, *, backend: Any = None) -> FastAPI:
    config = config or ServeConfig()
    context = ServeContext(config, backend=backend)
    from core.serve.mcp_server import McpHttpApp

    mcp_app = McpHttpApp(context, loopback=config.host in ("127.0.0.1", "localhost", "::1"))

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI):
        try:  # open the backend before the first request, off the event loop
            await anyio.to_thread.run_sync(lambda: context.backend)
        except KnxError as exc:  # /readyz reports it; requests answer with the error
            log.error("backend not available: %s", exc)
        async with mcp_app.lifespan():
            yield

    app = FastAPI(
        title="kn-explorer service",
        version="0.1.0",
        description="KWeaver-compatible knowledge network retrieval (agent-retrieval, ontology-manager, "
        "ontology-query) and MCP at " + MCP_PATH,
        lifespan=lifespan,
    )
    app.state.context = context
    app.router.routes.append(Route(MCP_PATH, endpoint=mcp_app, methods=["GET", "POST", "DELETE"]))
    _install_errors(app, context)
    _install_routes(app, context)
    _install_tool_docs(app, context)
    return Guard(app, token=config.token, max_body_bytes=config.max_body_bytes)  # type: ignore[return-value]


def app_from_env() -> Any:
    """The app of a uvicorn worker process (`--workers N`), configured from `KNX_SERVE_CONFIG`."""
    return create_app(ServeConfig.from_env())


def _install_errors(app: FastAPI, context: ServeContext) -> None:
    @app.exception_handler(KnxError)
    async def knx_error(request: Request, exc: KnxError) -> JSONResponse:
        return error_response(exc, context)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(part) for part in first.get("loc", ()) if part != "body") or "request"
        return error_response(InvalidRequestError(f"{where}: {first.get('msg', 'is not valid')}"))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 404:
            error: KnxError = NotFoundError(f"no route {request.url.path}", suggestion="see /docs for the routes")
        elif exc.status_code == 405:
            error = InvalidRequestError(f"method {request.method} is not allowed on {request.url.path}")
            error.status_code = 405
        else:
            error = KnxError(str(exc.detail))
            error.status_code = exc.status_code
        return error_response(error)

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("%s %s failed", request.method, request.url.path)
        return error_response(KnxError(f"internal error: {type(exc).__name__}"))


async def run_blocking(context: ServeContext, request: Request, fn: Callable[..., Any], *args: Any) -> Any:
    """`fn(*args)` in a worker thread as the request's caller, under the service's time limit."""
    backend = context.config.backend
    suggestion = "narrow the request (limit, top_k)" if backend == "embedded" else (
        f"the KWeaver deployment at {redact_url(backend)} may be slow or down (GET /readyz says which); "
        "narrow the request (limit, top_k), or start the service with a longer --timeout")
    return await run_as_caller(caller_from_headers(request.headers), context.config.request_timeout_s,
                               request.url.path, fn, *args, suggestion=suggestion)


async def json_body(request: Request) -> Any:
    raw = await request.body()
    if not raw.strip():
        return {}
    try:
        body = json.loads(raw)
    except ValueError as exc:
        raise InvalidRequestError(f"body: not valid JSON ({exc})", suggestion="send a JSON object") from None
    except RecursionError:
        raise nested_too_deeply("body") from None
    check_nesting(body, "body")
    return body


def _body_doc(model: Any) -> dict[str, Any]:
    """OpenAPI request body from a pydantic model; the body itself is parsed by the core so its
    errors name the field in the core's words."""
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": model.model_json_schema()}}}}


def _check_override(request: Request) -> None:
    override = request.headers.get("x-http-method-override")
    if override is not None and override.upper() != "GET":
        raise InvalidRequestError(
            f"X-HTTP-Method-Override: {override!r} is not supported here", suggestion="use 'GET' (a query)"
        )


def _install_routes(app: FastAPI, context: ServeContext) -> None:
    from core.models.query import InstanceQuery, SubgraphQuery
    from core.retrieval.models import RetrievalRequest
    from core.search.models import KnSearchRequest
    from core.serve.tools import fill_from_caller, instance_properties

    backend = lambda: context.backend  # noqa: E731 - built on first use, in a worker thread

    # -- health -----------------------------------------------------------------------------
    @app.get("/healthz", tags=["health"])
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/readyz", tags=["health"])
    async def readyz(request: Request) -> JSONResponse:
        try:
            networks = await run_blocking(context, request, lambda: backend().list_networks())
        except KnxError as exc:
            return JSONResponse({"status": "unavailable", "reason": context.public_text(str(exc))}, status_code=503)
        return JSONResponse({"status": "ready", "backend": backend().kind, "networks": len(networks)})

    # -- agent-retrieval --------------------------------------------------------------------
    def kn_search_call(body: Any) -> dict[str, Any]:
        from core.search.service import kn_search

        return kn_search(backend(), body).to_wire()

    def retrieval_call(body: Any) -> dict[str, Any]:
        from core.retrieval.service import KnowledgeNetworkRetrieval

        tool = KnowledgeNetworkRetrieval(backend(), context.sessions)
        return tool.run(body, owner=current_caller.get().owner).to_wire()

    for prefix in ("v1", "in/v1"):
        @app.post(f"{AGENT_RETRIEVAL}/{prefix}/kn/kn_search", tags=["agent-retrieval"],
                  openapi_extra=_body_doc(KnSearchRequest), name=f"kn_search ({prefix})")
        async def kn_search_route(request: Request) -> JSONResponse:
            return JSONResponse(await run_blocking(context, request, kn_search_call, await json_body(request)))

        @app.post(f"{AGENT_RETRIEVAL}/{prefix}/kn/knowledge_network_retrieval", tags=["agent-retrieval"],
                  openapi_extra=_body_doc(RetrievalRequest), name=f"knowledge_network_retrieval ({prefix})")
        async def retrieval_route(request: Request) -> JSONResponse:
            return JSONResponse(await run_blocking(context, request, retrieval_call, await json_body(request)))

    @app.get(f"{AGENT_RETRIEVAL}/v1/tools", tags=["tools"])
    async def list_tools() -> dict[str, Any]:
        return {"tools": context.toolbox.mcp_tools()}

    @app.post(f"{AGENT_RETRIEVAL}/v1/tools/{{name}}", tags=["tools"])
    async def call_tool(name: str, request: Request) -> JSONResponse:
        toolbox = context.toolbox
        definition = toolbox.definition(name)  # NotFoundError lists the tools
        body = await json_body(request)
        return JSONResponse(await run_blocking(
            context, request, lambda: toolbox.run(name, fill_from_caller(definition, body))))

    # -- ontology-manager -------------------------------------------------------------------
    @app.get(ONTOLOGY_MANAGER, tags=["ontology-manager"])
    async def list_networks(request: Request, offset: int = 0, limit: int = 50, name_pattern: str | None = None) -> dict[str, Any]:
        _check_page(offset, limit)
        summaries = await run_blocking(context, request, lambda: backend().list_networks())
        if name_pattern:
            summaries = [s for s in summaries if name_pattern in s.id or name_pattern in (s.name or "")]
        return {"entries": [_network_entry(s) for s in _page(summaries, offset, limit)], "total_count": len(summaries)}

    @app.get(f"{ONTOLOGY_MANAGER}/{{kn_id}}", tags=["ontology-manager"])
    async def network_detail(kn_id: str, request: Request, mode: str | None = None,
                             include_statistics: bool = False) -> dict[str, Any]:
        if mode not in (None, "", "export"):
            raise InvalidRequestError(f"mode: {mode!r} is not valid", suggestion="valid: export, or leave it out")
        network = await run_blocking(context, request, lambda: backend().get_network(kn_id))
        statistics = {
            "object_types_total": len(network.object_types),
            "relation_types_total": len(network.relation_types),
            "action_types_total": len(network.action_types),
            "concept_groups_total": 0,
        }
        if mode == "export":
            return {**network.model_dump(mode="json"), "statistics": statistics}
        out = {"id": network.id, "name": network.name, "comment": network.comment, "tags": network.tags}
        if include_statistics:
            out["statistics"] = statistics
        return out

    kinds = {"object-types": "object_types", "relation-types": "relation_types", "action-types": "action_types"}

    @app.get(f"{ONTOLOGY_MANAGER}/{{kn_id}}/{{kind}}", tags=["ontology-manager"])
    async def list_concepts(kn_id: str, kind: str, request: Request, offset: int = 0, limit: int = 1000,
                            keyword: str | None = None) -> dict[str, Any]:
        attribute = _kind(kinds, kind)
        _check_page(offset, limit)
        network = await run_blocking(context, request, lambda: backend().get_network(kn_id))
        items = getattr(network, attribute)
        if keyword:  # as upstream's listing filters: the keyword within the id or the name
            items = [i for i in items if keyword in i.id or keyword in (i.name or "")]
        return {"entries": [i.model_dump(mode="json") for i in _page(items, offset, limit)], "total_count": len(items)}

    @app.post(f"{ONTOLOGY_MANAGER}/{{kn_id}}/{{kind}}", tags=["ontology-manager"],
              openapi_extra=_body_doc(ConceptSearchBody))
    async def search_concepts(kn_id: str, kind: str, request: Request) -> dict[str, Any]:
        """Object or relation types ranked by text relevance: `condition` knn / match on `*` (or `query`)."""
        _check_override(request)
        attribute = _kind(kinds, kind)
        if attribute == "action_types":
            raise InvalidRequestError("kind: search works on object-types and relation-types")
        body = await json_body(request)
        text, limit = _concept_query(body)

        def search() -> dict[str, Any]:
            network = backend().get_network(kn_id)
            hits = backend().search_concepts(kn_id, attribute[:-1], text, limit)
            index = {i.id: i for i in getattr(network, attribute)}
            entries = [{**index[h.id].model_dump(mode="json"), "_score": h.score} for h in hits if h.id in index]
            return {"entries": entries, "total_count": len(entries)}

        return await run_blocking(context, request, search)

    @app.get(f"{ONTOLOGY_MANAGER}/{{kn_id}}/{{kind}}/{{ids}}", tags=["ontology-manager"])
    async def concept_detail(kn_id: str, kind: str, ids: str, request: Request) -> dict[str, Any]:
        attribute = _kind(kinds, kind)
        network = await run_blocking(context, request, lambda: backend().get_network(kn_id))
        index = {i.id: i for i in getattr(network, attribute)}
        wanted = [i for i in ids.split(",") if i]
        missing = [i for i in wanted if i not in index]
        if missing:
            raise NotFoundError(
                f"{kind[:-1].replace('-', ' ')} {missing[0]!r} does not exist in network {kn_id!r}",
                suggestion=f"valid {kind}: " + (", ".join(index) or "(none)"),
            )
        return {"entries": [index[i].model_dump(mode="json") for i in wanted]}

    # -- ontology-query ---------------------------------------------------------------------
    for base in ONTOLOGY_QUERY:
        @app.post(f"{base}/{{kn_id}}/object-types/{{ot_id}}", tags=["ontology-query"],
                  openapi_extra=_body_doc(InstanceQuery), name=f"object instances ({base})")
        async def instances(kn_id: str, ot_id: str, request: Request, include_type_info: bool = False) -> JSONResponse:
            _check_override(request)
            body = await json_body(request)

            def query() -> dict[str, Any]:
                result = backend().query_instances(kn_id, ot_id, body)
                out = result.model_dump(mode="json", exclude_none=True)
                if include_type_info:
                    out["object_type"] = backend().get_network(kn_id).object_type(ot_id).model_dump(mode="json")
                return out

            return JSONResponse(await run_blocking(context, request, query))

        @app.post(f"{base}/{{kn_id}}/object-types/{{ot_id}}/properties", tags=["ontology-query"],
                  openapi_extra=_body_doc(PropertiesBody), name=f"instance properties ({base})")
        async def properties(kn_id: str, ot_id: str, request: Request) -> JSONResponse:
            _check_override(request)
            body = await json_body(request)
            identities, names = _properties_body(body)
            datas = await run_blocking(context, request, lambda: instance_properties(backend(), kn_id, ot_id, identities, names))
            return JSONResponse({"datas": datas})

        @app.post(f"{base}/{{kn_id}}/subgraph", tags=["ontology-query"],
                  openapi_extra=_body_doc(SubgraphQuery), name=f"subgraph ({base})")
        async def subgraph(kn_id: str, request: Request, query_type: str = "relation_path") -> JSONResponse:
            _check_override(request)
            if query_type != "relation_path":
                raise InvalidRequestError(
                    f"query_type: {query_type!r} is not supported", suggestion="valid: relation_path"
                )
            body = await json_body(request)
            result = await run_blocking(context, request, lambda: backend().query_subgraph(kn_id, body))
            return JSONResponse(result.model_dump(mode="json", exclude_none=True))


def _install_tool_docs(app: FastAPI, context: ServeContext) -> None:
    """The tools route's body is the arguments of the tool its path names: documented from the served
    tools when the document is first asked for (the toolboxes are built then, not at start)."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = generate()  # also kept as app.openapi_schema
            definitions = context.toolbox.definitions
            operation = schema["paths"][f"{AGENT_RETRIEVAL}/v1/tools/{{name}}"]["post"]
            for parameter in operation.get("parameters", []):
                if parameter.get("name") == "name":
                    parameter["schema"]["enum"] = [d.name for d in definitions]
            operation["requestBody"] = {"required": True, "content": {"application/json": {"schema": {
                "description": "the arguments of the tool the path names (its inputSchema in GET .../v1/tools)",
                "anyOf": [{"title": d.name, **d.parameters_schema()} for d in definitions],
            }}}}
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


ALL = -1  # KWeaver's listings read limit=-1 as "every entry" (kweaver-sdk's type listings send it)


def _check_page(offset: int, limit: int) -> None:
    """A listing's bounds, checked before the backend is asked: a negative one would slice from the
    end, a zero limit answer nothing; KWeaver's limit -1 is every entry."""
    if offset < 0:
        raise InvalidRequestError(f"offset: {offset} is out of range; valid: 0 or more")
    if limit != ALL and not 1 <= limit <= 1000:
        raise InvalidRequestError(f"limit: {limit} is out of range; valid: 1 to 1000, or -1 for all")


def _page(items: list[Any], offset: int, limit: int) -> list[Any]:
    """`items[offset:offset + limit]` of bounds `_check_page` took, all from `offset` for limit -1."""
    return items[offset:] if limit == ALL else items[offset:offset + limit]


def _kind(kinds: dict[str, str], kind: str) -> str:
    if kind not in kinds:
        raise NotFoundError(f"no route for {kind!r}", suggestion="valid: " + ", ".join(kinds))
    return kinds[kind]


def _network_entry(summary: Any) -> dict[str, Any]:
    return {
        "id": summary.id, "name": summary.name, "comment": summary.comment, "tags": [],
        "statistics": {
            "object_types_total": summary.object_type_count,
            "relation_types_total": summary.relation_type_count,
            "action_types_total": summary.action_type_count,
            "concept_groups_total": 0,
        },
        "instance_count": summary.instance_count, "edge_count": summary.edge_count,
    }


class ConceptSearchBody(InputModel):
    """The body of a concept search (documentation; `_concept_query` reads it)."""

    condition: dict[str, Any] | None = Field(
        None, description="a knn or match leaf on '*' whose value is the text (also inside and / or)",
        examples=[{"operation": "match", "field": "*", "value": "症状"}],
    )
    query: str | None = Field(None, description="the text, instead of a condition")
    limit: int = Field(10, ge=1, le=10000, description="at most this many concepts")


class PropertiesBody(InputModel):
    """The body of a properties query (documentation; `_properties_body` reads it)."""

    model_config = ConfigDict(populate_by_name=True)
    instance_identities: list[dict[str, Any]] = Field(
        alias="_instance_identities", min_length=1, max_length=MAX_SUB_CONDITIONS,  # one 'or' branch each
        description="_instance_identity values from an instance or subgraph query (fewer for types "
        "with three or more primary keys: at most 512 key values in all)",
    )
    properties: list[str] = Field(min_length=1, description="names of the properties to return")


def _concept_query(body: Any) -> tuple[str, int]:
    """The text and limit of a concept search body: `{"query": ..}` or upstream's knn / match on `*`."""
    if not isinstance(body, dict):
        raise InvalidRequestError("body: must be a JSON object")
    limit = body.get("limit", 10)
    if type(limit) is not int or not 1 <= limit <= 10000:  # a JSON true is an int to isinstance
        raise InvalidRequestError("limit: an integer from 1 to 10000")
    if isinstance(body.get("query"), str) and body["query"].strip():
        return body["query"], limit
    stack = [body.get("condition")]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if node.get("operation") in ("knn", "match") and isinstance(node.get("value"), str) and node["value"].strip():
                return node["value"], limit
            stack.extend(node.get("sub_conditions") or [])
    raise InvalidRequestError(
        "condition: a knn or match leaf with a text value is required (or a 'query' text)",
        suggestion='e.g. {"condition": {"operation": "match", "field": "*", "value": "症状"}, "limit": 10}',
    )


def _properties_body(body: Any) -> tuple[list[dict[str, Any]], list[str]]:
    if not isinstance(body, dict):
        raise InvalidRequestError("body: must be a JSON object with _instance_identities and properties")
    identities, names = body.get("_instance_identities"), body.get("properties")
    if not isinstance(identities, list) or not identities or not all(isinstance(i, dict) for i in identities):
        raise InvalidRequestError("_instance_identities: a non-empty list of identity objects is required")
    if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
        raise InvalidRequestError("properties: a non-empty list of property names is required")
    return identities, names
