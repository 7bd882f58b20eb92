"""What every route and tool of the service shares: its configuration, its backend, its session store,
and who is calling.

`ServeConfig` is plain data (`to_dict` / `from_dict`), because uvicorn's worker processes rebuild the
app from it (an environment variable carries it across the fork/spawn). Nothing about a session
lives in a worker: sessions are in one SQLite file under `$KNX_HOME`, so any worker can serve a
session that another one started.
"""

from __future__ import annotations

import contextvars
import functools
import json
import os
import re
from dataclasses import asdict, dataclass, field, fields
from functools import cached_property
from pathlib import Path
from typing import Any, Callable

import anyio

from core.checks import MAX_TIMEOUT_S, check_http_url, check_seconds
from core.exceptions import InvalidRequestError, ServiceTimeoutError

#: environment variable carrying a `ServeConfig` (JSON) to uvicorn's worker processes
CONFIG_ENV = "KNX_SERVE_CONFIG"
#: environment variable holding the token a remote KWeaver backend is called with
KWEAVER_TOKEN_ENV = "KNX_KWEAVER_TOKEN"
#: levels of arrays and objects a request body may nest. The deepest valid body, a subgraph path
#: whose condition nests the 32 levels conditions allow, needs 71; a deeper body is refused
#: before anything walks it recursively (parsing, validation, error messages).
MAX_BODY_DEPTH = 128


@dataclass
class ServeConfig:
    host: str = "127.0.0.1"
    port: int = 8765
    workers: int = 1
    #: with a token, every route but /healthz and /readyz needs `Authorization: Bearer <token>`
    token: str | None = None
    #: "embedded" (the data directory's networks), or the base URL of a KWeaver deployment
    backend: str = "embedded"
    #: for the embedded backend: a directory of networks (default `$KNX_HOME/networks`)
    networks_dir: str | None = None
    #: build the medical demo network on start when the embedded backend lacks it
    demo: bool = True
    business_domain: str = "bd_public"
    max_body_bytes: int = 1024 * 1024
    request_timeout_s: float = 30.0
    session_ttl_s: float = 600.0
    #: the session store; default `$KNX_HOME/serve-sessions.sqlite`
    sessions_path: str | None = None
    #: callables `ServeContext -> Toolbox` (dotted "module:function"), served over HTTP and MCP
    toolboxes: list[str] = field(default_factory=lambda: list(DEFAULT_TOOLBOXES))

    def __post_init__(self) -> None:
        if not 1 <= int(self.port) <= 65535:
            raise InvalidRequestError(f"port: {self.port} is out of range; valid: 1 to 65535")
        if not 1 <= int(self.workers) <= 64:
            raise InvalidRequestError(f"workers: {self.workers} is out of range; valid: 1 to 64")
        if self.token is not None and not self.token.strip():
            raise InvalidRequestError("token: must not be blank")
        # each named as the config key and the command-line option that sets it
        if self.max_body_bytes < 1024:
            raise InvalidRequestError(
                f"max_body_bytes (--max-body-bytes): {self.max_body_bytes} is out of range; valid: 1024 or more")
        self.request_timeout_s = check_seconds(self.request_timeout_s, "request_timeout_s (--timeout)",
                                               most=MAX_TIMEOUT_S)
        if self.backend == "embedded" and self.networks_dir is not None and not Path(self.networks_dir).is_dir():
            # a mistyped path would be created empty and served as a service without networks
            raise InvalidRequestError(
                f"networks_dir (--networks-dir): {self.networks_dir!r} is not a directory",
                suggestion="give an existing directory of network files, or leave the option out for "
                           "$KNX_HOME/networks",
            )
        if self.backend != "embedded":
            check_http_url(self.backend, "backend",
                           suggestion="use 'embedded' or the base URL of a KWeaver deployment (http://host:port)")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any], **overrides: Any) -> "ServeConfig":
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known) + sorted(set(overrides) - known)
        if unknown:
            raise InvalidRequestError(
                f"serve config: unknown key {unknown[0]!r}", suggestion="valid keys: " + ", ".join(sorted(known))
            )
        return cls(**{**data, **{k: v for k, v in overrides.items() if v is not None}})

    def to_env(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_env(cls) -> "ServeConfig":
        raw = os.environ.get(CONFIG_ENV)
        return cls.from_dict(json.loads(raw)) if raw else cls()


DEFAULT_TOOLBOXES = (
    "core.serve.tools:retrieval_toolbox",
    "core.serve.kg_tools:kg_serve_toolbox",
    "core.agent.tools:serve_toolbox",
)


class ServeContext:
    """The backend and session store of one process, built lazily from the config."""

    def __init__(self, config: ServeConfig, *, backend: Any = None) -> None:
        self.config = config
        if backend is not None:
            self.__dict__["backend"] = backend

    @cached_property
    def backend(self):
        if self.config.backend == "embedded":
            from core.backends import embedded_backend

            directory = Path(self.config.networks_dir) if self.config.networks_dir else None
            return embedded_backend(directory, demo=self.config.demo)
        from core.backends.kweaver import KWeaverBackend

        return KWeaverBackend(
            self.config.backend,
            token=os.environ.get(KWEAVER_TOKEN_ENV) or None,
            business_domain=self.config.business_domain,
        )

    @cached_property
    def sessions(self):
        from core.home import knx_home
        from core.retrieval.sessions import SqliteSessionStore

        path = Path(self.config.sessions_path) if self.config.sessions_path else knx_home() / "serve-sessions.sqlite"
        return SqliteSessionStore(path, ttl_seconds=self.config.session_ttl_s)

    @cached_property
    def toolbox(self):
        from core.serve.toolboxes import merged_toolbox

        return merged_toolbox(self, self.config.toolboxes)

    @cached_property
    def _server_paths(self) -> tuple[re.Pattern[str], dict[str, str]]:
        """A pattern matching the directories the server keeps its files in (and paths under
        them), and which of them holds networks."""
        from core.home import knx_home_path

        home = knx_home_path()  # not created here: an unusable data directory's own error may be what is answered
        networks = Path(self.config.networks_dir) if self.config.networks_dir else home / "networks"
        roles = {"home": home, "networks": networks}
        if self.config.sessions_path:
            roles["sessions"] = Path(self.config.sessions_path).parent
        forms: dict[str, str] = {}
        for role, path in roles.items():
            for form in {str(path), str(path.resolve())}:
                if form.rstrip("/"):  # never the root directory, which every absolute path starts with
                    forms.setdefault(form.rstrip("/"), role)
        alternatives = "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
        pattern = re.compile(rf"( in |file )?({alternatives})((?:/[^\s'\"(),;:/]+)*)/?(?![^\s'\"(),;:])")
        return pattern, forms

    def public_text(self, text: str) -> str:
        """`text` without the server's directories: callers of the service cannot use them, and
        they say where the server keeps its data. A network file is named by its network, another
        path by its last part, and "in <directory>" is left out."""
        if not isinstance(text, str) or "/" not in text:
            return text
        pattern, forms = self._server_paths

        def replace(match: re.Match[str]) -> str:
            before, root, rest = match.group(1) or "", match.group(2), match.group(3)
            if before == " in ":
                return ""
            network = re.fullmatch(r"/([^/]+)\.sqlite", rest)
            if before == "file " and forms[root] == "networks" and network:
                return f"file of {network.group(1)!r}"
            return before + (rest.rsplit("/", 1)[-1] if rest else Path(root).name)

        return pattern.sub(replace, text)

    def public_payload(self, payload: Any) -> Any:
        """An error payload (`KnxError.to_payload()`) with every text as `public_text` writes it."""
        if isinstance(payload, dict):
            return {key: self.public_payload(value) for key, value in payload.items()}
        if isinstance(payload, list):
            return [self.public_payload(value) for value in payload]
        return self.public_text(payload)


@dataclass(frozen=True)
class Caller:
    """Who is calling, from the request's headers (KWeaver's `x-account-id`, context-loader's `X-Kn-ID`)."""

    owner: str = "anonymous"
    kn_id: str | None = None
    session_id: str | None = None


#: the checked MCP session id, as the MCP layer passes it on to the tools
SESSION_HEADER = "x-knx-mcp-session-id"

#: the caller of the request being served (set by the HTTP and MCP layers, read by tool handlers)
current_caller: contextvars.ContextVar[Caller] = contextvars.ContextVar("knx_caller", default=Caller())


def caller_from_headers(headers: Any) -> Caller:
    owner = (headers.get("x-account-id") or "").strip() or "anonymous"
    kn_id = (headers.get("x-kn-id") or "").strip() or None
    session = (headers.get(SESSION_HEADER) or "").strip() or None
    return Caller(owner=owner[:256], kn_id=kn_id, session_id=session)


def check_nesting(value: Any, what: str) -> None:
    """Refuse JSON-like data nested deeper than MAX_BODY_DEPTH levels (a loop, not recursion:
    it is what keeps recursive code from meeting such data)."""
    if not isinstance(value, (dict, list)):
        return
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        children = node.values() if isinstance(node, dict) else node
        if depth > MAX_BODY_DEPTH:
            raise nested_too_deeply(what)
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def nested_too_deeply(what: str) -> InvalidRequestError:
    return InvalidRequestError(
        f"{what}: JSON nested too deeply",
        suggestion=f"at most {MAX_BODY_DEPTH} levels of arrays and objects; a condition nests at most 32 and / or levels",
    )


async def run_as_caller(caller: Caller, timeout_s: float, what: str, fn: Callable[..., Any], *args: Any,
                        suggestion: str | None = None) -> Any:
    """`fn(*args)` in a worker thread with `caller` as the current caller, under a time limit: past
    it, a ServiceTimeoutError naming `what` (the thread is abandoned and its result dropped)."""
    run = contextvars.copy_context()
    run.run(current_caller.set, caller)
    try:
        with anyio.fail_after(timeout_s):
            return await anyio.to_thread.run_sync(functools.partial(run.run, fn, *args), abandon_on_cancel=True)
    except TimeoutError:
        raise ServiceTimeoutError(f"{what}: no answer within {timeout_s:g} s", suggestion=suggestion) from None
