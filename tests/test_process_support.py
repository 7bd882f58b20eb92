"""A server the tests start ends with the test process, even when that process is killed before
its fixtures tear down (tests/process_support.py, `die_with_parent`); a loopback fake whose client
hung up writes nothing to stderr, where a later test may be reading (`LoopbackHTTPServer`)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from process_support import LoopbackHTTPServer

TESTS = Path(__file__).resolve().parent

RUNNER = """
import subprocess, sys, time
sys.path.insert(0, {tests!r})
from process_support import die_with_parent
sleeper = [sys.executable, "-c", "import time; time.sleep(120)"]
tied = subprocess.Popen(sleeper, start_new_session=True, preexec_fn=die_with_parent)
loose = subprocess.Popen(sleeper, start_new_session=True)
print(tied.pid, loose.pid, flush=True)
time.sleep(120)
"""


def running(pid: int) -> bool:
    """Alive and not a zombie (a reparented child may stay unreaped in a container)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parent-death signals are Linux's")
def test_a_server_of_a_killed_test_process_ends_with_it():
    runner = subprocess.Popen([sys.executable, "-c", RUNNER.format(tests=str(TESTS))], stdout=subprocess.PIPE,
                              text=True)
    tied, loose = (int(pid) for pid in runner.stdout.readline().split())
    try:
        assert running(tied) and running(loose)
        runner.kill()  # no teardown runs
        runner.wait(timeout=10)
        deadline = time.monotonic() + 10
        while running(tied) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not running(tied)
        assert running(loose)  # without the request it would have lived on: the request is what ends it
    finally:
        for pid in (tied, loose):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        runner.stdout.close()


class _WatchedServer(LoopbackHTTPServer):
    """Says when a request is over: socketserver closes it after any error has been reported."""

    done = threading.Event()

    def shutdown_request(self, request):
        super().shutdown_request(request)
        self.done.set()


class _LateHandler(BaseHTTPRequestHandler):
    """Answers after the client has gone, or fails outright on /broken."""

    def do_GET(self):  # noqa: N802
        if self.path == "/broken":
            raise ValueError("a fault in the fake itself")
        time.sleep(0.3)
        for _ in range(50):  # the first writes after a reset may still be buffered by the kernel
            self.wfile.write(b"x" * 65536)

    def log_message(self, *args):
        pass


def _hang_up(url: str) -> None:
    host, port = url.split(":")
    with socket.create_connection((host, int(port))) as sock:
        sock.sendall(b"GET /late HTTP/1.1\r\nHost: x\r\n\r\n")
        # a reset, not a polite close, so that the handler's writes fail
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")


@pytest.mark.parametrize("path, printed", [("/late", False), ("/broken", True)])
def test_a_client_that_hung_up_is_not_reported_but_a_fault_of_the_fake_is(capsys, path, printed):
    server = _WatchedServer(("127.0.0.1", 0), _LateHandler)
    server.done = threading.Event()
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        address = f"127.0.0.1:{server.server_address[1]}"
        if path == "/late":
            _hang_up(address)
        else:
            with socket.create_connection(("127.0.0.1", server.server_address[1])) as sock:
                sock.sendall(b"GET /broken HTTP/1.1\r\nHost: x\r\n\r\n")
                sock.recv(1)
        assert server.done.wait(10), "the fake never finished the request"
    finally:
        server.shutdown()
        server.server_close()
    err = capsys.readouterr().err
    assert ("Exception occurred during processing of request" in err) == printed, err
