"""Start `streamlit run app.py` on a free local port for the browser tests, and always stop it."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from process_support import die_with_parent, free_port, seed_caches, stop_process_group

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
]
INSTALL_HINT = "install it with: apt-get install chromium chromium-driver (or run `make browser` as root)"


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


@contextmanager
def streamlit_server(knx_home: Path, log_path: Path, timeout_s: float = 90.0) -> Iterator[str]:
    """The base URL of a fresh explorer server over `knx_home`; the server (and anything it
    started) is killed on exit, whatever happened."""
    seed_caches(knx_home)
    port = free_port()
    env = dict(os.environ, KNX_HOME=str(knx_home), PYTHONUNBUFFERED="1",
               STREAMLIT_BROWSER_GATHER_USAGE_STATS="false")
    command = [
        sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"),
        "--server.headless", "true", "--server.address", "127.0.0.1", "--server.port", str(port),
        "--server.fileWatcherType", "none", "--browser.gatherUsageStats", "false",
    ]
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(log_path, "wb") as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True, preexec_fn=die_with_parent)
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + timeout_s
            while not _healthy(url):
                if process.poll() is not None:
                    raise RuntimeError(f"streamlit exited with {process.returncode}; see {log_path}")
                if time.monotonic() > deadline:
                    raise RuntimeError(f"streamlit did not answer within {timeout_s:.0f} s; see {log_path}")
                time.sleep(0.3)
            yield url
        finally:
            stop_process_group(process)

