"""A server the tests start ends with the test process, even when that process is killed before
its fixtures tear down (tests/process_support.py, `die_with_parent`)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

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
