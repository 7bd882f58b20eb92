"""Servers the benchmarks start on loopback: a free port, and stopping the process.

Imported as a sibling module (`from loopback import ...`): the benchmarks run as scripts, so
their own folder is first on `sys.path`."""

from __future__ import annotations

import socket
import subprocess


def free_port() -> int:
    """A loopback port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def stop_process(process: subprocess.Popen, timeout_s: float = 10) -> None:
    """Terminate, and kill what has not exited within `timeout_s`."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=timeout_s)
