"""`knx serve` in a subprocess on a free loopback port, stopped by the fixture that started it."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
from process_support import die_with_parent, free_port, seed_caches

KNX = str(Path(sys.executable).with_name("knx"))


@dataclass
class Served:
    url: str
    token: str | None
    process: subprocess.Popen
    home: Path
    networks_dir: Path | None = None

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}

    def client(self, **kwargs) -> httpx.Client:
        return httpx.Client(base_url=self.url, headers=self.headers, timeout=30, **kwargs)


def start_server(home: Path, networks_dir: Path | None, *, token: str | None = "test-token", workers: int = 1,
                 extra: list[str] = (), wait_s: float = 60.0, ready: bool = True) -> Served:
    """`knx serve` in a subprocess, returned once it answers: ready (GET /readyz 200), or with `ready`
    False only alive (GET /healthz 200: a service whose backend refuses it is never ready)."""
    seed_caches(home)
    port = free_port()
    command = [KNX, "serve", "--port", str(port), "--workers", str(workers), *extra]
    if networks_dir is not None:
        command += ["--networks-dir", str(networks_dir), "--no-demo"]
    env = {**os.environ, "KNX_HOME": str(home)}
    env.pop("KNX_SERVE_TOKEN", None)
    if token:
        env["KNX_SERVE_TOKEN"] = token  # not on the command line, so not in `ps`
    log = open(home / f"serve-{port}.log", "wb")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT, preexec_fn=die_with_parent)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"knx serve exited with {process.returncode}: {(home / f'serve-{port}.log').read_text()[-2000:]}")
        try:
            if httpx.get(f"{url}/{'readyz' if ready else 'healthz'}", timeout=2).status_code == 200:
                return Served(url=url, token=token, process=process, home=home, networks_dir=networks_dir)
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    stop_server(process)
    raise RuntimeError(f"knx serve did not become ready within {wait_s} s")


def stop_server(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)
