"""`knx serve` (HTTP + MCP service) and `knx mcp` (MCP over stdio)."""

from __future__ import annotations

import argparse
import os

from core.checks import MAX_TIMEOUT_S
from core.exceptions import InvalidRequestError


def register(subparsers: argparse._SubParsersAction) -> None:
    serve = subparsers.add_parser(
        "serve", help="serve KWeaver-compatible HTTP routes and MCP over a backend",
        description="KWeaver-compatible HTTP (kn_search, ontology-manager, ontology-query) and MCP at "
        "/api/agent-retrieval/v1/mcp. Loopback by default.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8765)
    serve.add_argument("--workers", type=int, default=1, help="worker processes (sessions are shared)")
    serve.add_argument("--token", default=None,
                       help="require 'Authorization: Bearer TOKEN' (default: $KNX_SERVE_TOKEN, else none)")
    _backend_arguments(serve)
    serve.add_argument("--max-body-bytes", type=int, default=1024 * 1024)
    serve.add_argument("--timeout", type=float, default=30.0,
                       help=f"time limit per request in seconds, above 0 and at most {MAX_TIMEOUT_S:g} (default 30)")
    serve.add_argument("--log-level", default="warning", choices=["critical", "error", "warning", "info", "debug"])
    serve.set_defaults(handler=_serve)

    mcp = subparsers.add_parser("mcp", help="serve the MCP tools over stdio",
                                description="MCP over stdin/stdout for local agent clients.")
    _backend_arguments(mcp)
    mcp.add_argument("--timeout", type=float, default=30.0,
                     help=f"time limit per tool call in seconds, above 0 and at most {MAX_TIMEOUT_S:g} (default 30)")
    mcp.set_defaults(handler=_mcp)


def _backend_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--backend", default="embedded",
                        help="'embedded' (default) or a KWeaver base URL; its token comes from $KNX_KWEAVER_TOKEN")
    parser.add_argument("--networks-dir", default=None, help="embedded: directory of network files")
    parser.add_argument("--no-demo", action="store_true", help="embedded: do not build the medical demo network")
    parser.add_argument("--business-domain", default="bd_public", help="KWeaver: x-business-domain header")


def _config(args: argparse.Namespace, **extra):
    from core.serve.context import ServeConfig

    return ServeConfig(
        backend=args.backend, networks_dir=args.networks_dir, demo=not args.no_demo,
        business_domain=args.business_domain, request_timeout_s=args.timeout, **extra,
    )


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from core.serve.context import CONFIG_ENV

    token = args.token or os.environ.get("KNX_SERVE_TOKEN") or None
    config = _config(args, host=args.host, port=args.port, workers=args.workers, token=token,
                     max_body_bytes=args.max_body_bytes)
    if config.host not in ("127.0.0.1", "localhost", "::1") and not token:
        raise InvalidRequestError(
            f"--host {config.host}: serving beyond loopback needs a token", suggestion="add --token or set KNX_SERVE_TOKEN"
        )
    _check_port(config.host, config.port)  # before the demo build, which a busy port would waste
    # Workers rebuild the app from the environment; the token never appears on a command line of theirs.
    os.environ[CONFIG_ENV] = config.to_env()
    if config.backend == "embedded" and config.demo:
        from core.backends import embedded_backend
        from pathlib import Path

        embedded_backend(Path(config.networks_dir) if config.networks_dir else None)  # build once, not per worker
    uvicorn.run("core.serve.app:app_from_env", factory=True, host=config.host, port=config.port,
                workers=config.workers, log_level=args.log_level, access_log=False,
                http="core.serve.protocol:NoDelayH11Protocol")
    return 0


def _check_port(host: str, port: int) -> None:
    """Bind the address as the server will (every address of the host, SO_REUSEADDR) and let go:
    uvicorn reports a port in use only in its log and exits with status 3."""
    import errno
    import socket

    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise InvalidRequestError(f"--host {host}: cannot resolve it ({exc.strerror})",
                                  suggestion="give an address of this machine, e.g. 127.0.0.1") from None
    bound = False
    for family, kind, proto, _name, address in addresses:
        with socket.socket(family, kind, proto) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6 and hasattr(socket, "IPPROTO_IPV6"):
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                sock.bind(address)
            except OSError as exc:
                if exc.errno == errno.EADDRNOTAVAIL:
                    continue  # a family this machine does not have; the server skips it too
                if exc.errno == errno.EADDRINUSE:
                    raise InvalidRequestError(f"--port {port}: already in use on {host}; choose another port") from None
                if exc.errno == errno.EACCES:
                    raise InvalidRequestError(
                        f"--port {port}: permission denied on {host}",
                        suggestion="ports below 1024 need privileges; choose another port") from None
                raise InvalidRequestError(f"--host {host} --port {port}: cannot listen there ({exc.strerror})") from None
            bound = True
    if not bound:
        raise InvalidRequestError(f"--host {host}: not an address of this machine",
                                  suggestion="give an address of this machine, e.g. 127.0.0.1")


def _mcp(args: argparse.Namespace) -> int:
    import anyio

    from core.serve.context import ServeContext
    from core.serve.mcp_server import serve_stdio

    context = ServeContext(_config(args))
    context.backend  # opened (and the demo network built) before the client's first call
    anyio.run(serve_stdio, context)
    return 0
