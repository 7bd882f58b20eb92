"""uvicorn's HTTP protocol with TCP_NODELAY on every connection.

With `--workers N` uvicorn binds the listening socket itself (`socket.socket(family)`, protocol 0), and
asyncio only sets TCP_NODELAY on accepted sockets whose protocol is IPPROTO_TCP. Without it, a reply
written in two parts (head, then body) waits for the client's delayed ACK: about 40 ms per request on
Linux, measured by bench/serve_load.py (44 ms for /healthz with two workers, 1 ms with one).
"""

from __future__ import annotations

import socket
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol


class NoDelayH11Protocol(H11Protocol):
    def connection_made(self, transport: Any) -> None:  # type: ignore[override]
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:
                pass
        super().connection_made(transport)
