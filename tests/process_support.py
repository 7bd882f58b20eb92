"""Server processes of the tests: a free loopback port, a stop that takes the whole process group,
and a child that ends with the test run even when the run is killed before its fixtures tear down;
and the in-process loopback HTTP server that scripted fakes (rerankers, SPARQL, Qdrant, KWeaver) run on."""

from __future__ import annotations

import ctypes
import os
import signal
import socket
import shutil
import subprocess
import sys
from http.server import ThreadingHTTPServer
from pathlib import Path

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


class LoopbackHTTPServer(ThreadingHTTPServer):
    """A threaded HTTP server for the tests' scripted fakes, with daemon handler threads.

    A client that gave up (the timeout tests hang up on purpose) is not an error: socketserver's
    default prints the handler's BrokenPipeError to stderr when the late answer is written, which
    lands, a second later, in whatever test is then capturing stderr. Any other handler error is
    still printed."""

    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


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


def seed_caches(home: Path) -> None:
    """Give a server's fresh KNX_HOME the caches the test session's home holds (the tokenizer's lexicon
    table and the word vectors' cache, built here if missing, and the networks' linking dictionaries and
    term lists built so far), as hard links. A server's first question would otherwise build them again
    (~10 s for the shared two, ~7 s for the demo network's dictionary), which no server test is about;
    the tests of those builds use homes of their own. Links are safe: a cache is replaced by a rename,
    never written in place."""
    from core.search.prepare import prepare_shared, shared_caches_missing

    if shared_caches_missing():  # in the session's home (KNX_HOME of this process)
        prepare_shared()
    source = Path(os.environ["KNX_HOME"]) / "cache"
    if source.is_dir() and source.resolve() != (home / "cache").resolve():
        shutil.copytree(source, home / "cache", copy_function=_link_or_copy, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("*.lock", "*.tmp*"))


def _link_or_copy(source: str, target: str) -> None:
    if os.path.exists(target):  # seeded before (a second server over the same home)
        return
    try:
        os.link(source, target)
    except OSError:  # another file system, or a name already there
        shutil.copy2(source, target)
