"""MCP over any `Toolbox`: Streamable HTTP (mounted in the service at `/api/agent-retrieval/v1/mcp`) and stdio.

Built on the official `mcp` SDK's low-level `Server`: tools are listed from their `ToolDefinition`
(inputSchema from the pydantic model, `readOnlyHint`), and a call goes through `Toolbox.call`, so a
bad call comes back as a tool error naming the argument, never as a protocol failure.

Sessions across workers. The SDK's stateful HTTP transport keeps each session in the memory of the
process that created it, so with `--workers 2` half of a client's requests would reach a worker that
never saw its session. The transport runs stateless here, and `SharedMcpSessions` gives clients the
session protocol on top: `initialize` answers with an `Mcp-Session-Id` recorded in the service's
SQLite session store (any worker can check it), a request with an unknown or expired id gets 404 (the
client re-initialises, as the specification says), and DELETE ends a session. kweaver-sdk's
context-loader client requires that header.

Responses are JSON, not SSE streams (`json_response`), as context-loader answers and kweaver-sdk reads.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import time
import uuid
from collections.abc import Callable
from typing import Any

import anyio
import toon
import mcp_types as types
from mcp.server.lowlevel.server import Server
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import Message, Receive, Scope, Send

from core.exceptions import InvalidRequestError, ServiceTimeoutError
from core.serve.context import (
    SESSION_HEADER,
    Caller,
    ServeContext,
    caller_from_headers,
    check_nesting,
    current_caller,
    run_as_caller,
)
from core.serve.tools import fill_from_caller
from core.tools import Toolbox

SERVER_NAME = "kn-explorer"
MCP_OWNER = "mcp-sessions"  # the owner under which MCP session ids are kept in the session store


def build_server(
    toolbox: Toolbox,
    *,
    timeout_s: float = 30.0,
    session_id: str | None = None,
    public: Callable[[Any], Any] | None = None,
) -> Server[Any]:
    """A low-level MCP server that lists and calls the toolbox's tools.

    `session_id` is the MCP session of calls that come without an HTTP request (stdio, where the
    process serves one connection); `public` rewrites error payloads as the server's callers may
    see them (`ServeContext.public_payload`).
    """

    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[_tool(d) for d in toolbox.definitions])

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        request = getattr(ctx, "request", None)
        caller = caller_from_headers(request.headers) if request is not None else current_caller.get()
        if request is None and session_id and not caller.session_id:
            caller = dataclasses.replace(caller, session_id=session_id)
        arguments = dict(params.arguments or {})
        try:
            # the same bound as an HTTP body's, before anything walks the arguments recursively
            check_nesting(arguments, f"{params.name} arguments")
        except InvalidRequestError as exc:
            return _error_result(exc.to_payload())
        if params.name in toolbox:
            arguments = _with_caller(caller, toolbox, params.name, arguments)
        try:
            outcome = await run_as_caller(caller, timeout_s, params.name, toolbox.call, params.name, arguments)
        except ServiceTimeoutError as exc:
            return _error_result(exc.to_payload())
        if not outcome.ok:
            return _error_result(public(outcome.content) if public is not None else outcome.content)
        structured = outcome.content if isinstance(outcome.content, dict) else None
        text = outcome.text()
        if structured is not None and arguments.get("response_format") == "toon":
            # python-toon (MIT) follows the TOON spec; context-loader answers "toon" the same way,
            # as text, and clients that expect JSON text (kweaver-sdk) hand it over raw
            text = toon.encode(structured)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)],
            structured_content=structured,
        )

    return Server(
        SERVER_NAME,
        version="0.1.0",
        instructions="Knowledge network retrieval: schema search, instance and subgraph queries, kn_search, "
        "keyword context with sessions.",
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


def _error_result(payload: Any) -> types.CallToolResult:
    text = json.dumps(payload, ensure_ascii=False, default=str)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)],
        structured_content=payload if isinstance(payload, dict) else None,
        is_error=True,
    )


def _with_caller(caller: Caller, toolbox: Toolbox, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    token = current_caller.set(caller)
    try:
        return fill_from_caller(toolbox.definition(name), arguments)
    finally:
        current_caller.reset(token)


def _tool(definition: Any) -> types.Tool:
    listed = definition.mcp_tool()
    annotations = listed["annotations"]
    return types.Tool(
        name=listed["name"],
        title=listed["title"],
        description=listed["description"],
        input_schema=listed["inputSchema"],
        annotations=types.ToolAnnotations(
            title=annotations.get("title"),
            read_only_hint=annotations.get("readOnlyHint"),
            destructive_hint=annotations.get("destructiveHint", False if definition.read_only else None),
            idempotent_hint=annotations.get("idempotentHint", True if definition.read_only else None),
            open_world_hint=annotations.get("openWorldHint", False),
        ),
    )


# -- Streamable HTTP ----------------------------------------------------------------------------
class McpHttpApp:
    """The ASGI app mounted at the MCP path: the SDK's stateless transport behind shared sessions."""

    def __init__(self, context: ServeContext, *, loopback: bool = True) -> None:
        self.context = context
        self.server = build_server(context.toolbox, timeout_s=context.config.request_timeout_s,
                                   public=context.public_payload)
        security = None
        if loopback:
            # The SDK's DNS-rebinding protection for a server on a loopback address.
            security = TransportSecuritySettings(
                enable_dns_rebinding_protection=True,
                allowed_hosts=["127.0.0.1:*", "localhost:*", "[::1]:*", "127.0.0.1", "localhost"],
                allowed_origins=["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"],
            )
        self.manager = StreamableHTTPSessionManager(
            app=self.server, json_response=True, stateless=True, security_settings=security,
            max_request_body_size=context.config.max_body_bytes,
        )
        self.sessions = SharedMcpSessions(context)

    @contextlib.asynccontextmanager
    async def lifespan(self):
        async with self.manager.run():
            yield

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.sessions(scope, receive, send, self.manager.handle_request)


class SharedMcpSessions:
    """MCP session ids kept in the service's session store, so every worker knows every session."""

    def __init__(self, context: ServeContext) -> None:
        self.context = context

    async def __call__(self, scope: Scope, receive: Receive, send: Send, app: Any) -> None:
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        session_id = headers.get("mcp-session-id")
        method = scope.get("method")
        if method == "DELETE":
            if session_id:
                await anyio.to_thread.run_sync(self._forget, session_id)
            await _plain(send, 200 if session_id else 400, {} if session_id else {"error": "Mcp-Session-Id required"})
            return
        if method != "POST":
            await app(scope, receive, send)
            return
        body = await _read_body(receive)
        replay = _replay(body)
        if _is_initialize(body):
            new_id = uuid.uuid4().hex
            await anyio.to_thread.run_sync(self._remember, new_id)

            async def send_with_id(message: Message) -> None:
                if message["type"] == "http.response.start":
                    message = {**message, "headers": [*message.get("headers", []),
                                                      (b"mcp-session-id", new_id.encode())]}
                await send(message)

            await app(_without_session(scope), replay, send_with_id)
            return
        if session_id and not await anyio.to_thread.run_sync(self._known, session_id):
            await _plain(send, 404, {
                "jsonrpc": "2.0", "id": None,
                "error": {"code": -32001, "message": "Not Found: unknown or expired session; initialize again"},
            })
            return
        await app(_without_session(scope), replay, send)

    def _remember(self, session_id: str) -> None:
        from core.retrieval.sessions import SessionState

        now = time.time()
        self.context.sessions.put(MCP_OWNER, session_id, SessionState(created_at=now, updated_at=now))

    def _known(self, session_id: str) -> bool:
        try:
            return self.context.sessions.get(MCP_OWNER, session_id) is not None
        except Exception:  # a malformed id (too long, ...) is simply not a session
            return False

    def _forget(self, session_id: str) -> None:
        try:
            self.context.sessions.delete(MCP_OWNER, session_id)
        except Exception:
            pass


async def _read_body(receive: Receive) -> bytes:
    chunks = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            break
    return b"".join(chunks)


def _replay(body: bytes) -> Receive:
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await anyio.sleep_forever()
        return {"type": "http.disconnect"}  # pragma: no cover

    return receive


def _is_initialize(body: bytes) -> bool:
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):  # not JSON, or nested too deeply: the SDK answers it
        return False
    return isinstance(data, dict) and data.get("method") == "initialize"


def _without_session(scope: Scope) -> Scope:
    # The stateless transport has no session of its own and would refuse the id; it was checked
    # above and travels on under another name for the tools (`Caller.session_id`).
    headers = []
    for key, value in scope.get("headers", []):
        key = key.lower()
        if key == b"mcp-session-id":
            headers.append((SESSION_HEADER.encode(), value))
        elif key != SESSION_HEADER.encode():
            headers.append((key, value))
    return {**scope, "headers": headers}


async def _plain(send: Send, status: int, payload: dict[str, Any]) -> None:
    body = json.dumps(payload).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


# -- stdio ----------------------------------------------------------------------------------------
async def serve_stdio(context: ServeContext) -> None:
    """Serve the context's toolbox over stdin / stdout until the client closes it.

    The process serves one client, so that connection is the MCP session `session_id` defaults to
    (the SDK's 2026-07-28 protocol has no session of its own, even over stdio)."""
    from mcp.server.stdio import stdio_server

    server = build_server(context.toolbox, timeout_s=context.config.request_timeout_s,
                          session_id=f"stdio-{uuid.uuid4().hex}", public=context.public_payload)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())
