"""Server processes of the tests: a free loopback port, a stop that takes the whole process group,
and a child that ends with the test run even when the run is killed before its fixtures tear down."""

from __future__ import annotations

import ctypes
import os
import signal
import socket
import subprocess
import sys

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def free_port() -> int:
    return free_ports(1)[0]


def free_ports(count: int) -> list[int]:
    """`count` distinct free loopback ports. The sockets are held open together until all are bound:
    two `free_port()` calls in a row may be handed the same port once the first socket is closed,
    and a server told to listen twice on one port exits."""
    sockets = [socket.socket(socket.AF_INET, socket.SOCK_STREAM) for _ in range(count)]
    try:
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


def die_with_parent() -> None:
    """`preexec_fn` of a server the tests start: Linux sends it SIGTERM when the test process exits.
    A run stopped by a signal (a CI timeout, Ctrl-C twice, `kill`) skips fixture teardown, and its
    servers would otherwise live on. prctl through ctypes: no package wraps this one call. Outside
    Linux nothing is asked, and teardown alone stops the server."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


def stop_process_group(process: subprocess.Popen) -> None:
    """Stop a server started in its own process group (`start_new_session=True`) and whatever it
    started: politely first, then by force."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait(timeout=10)
