"""Real SPARQL stores for the KG tests: the sample KG embedded, behind `oxigraph serve`, and behind
Virtuoso 7 when its binary is installed. Every server binds 127.0.0.1 on a free port and is killed
at the end of the session, whatever happened."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from core.kg.importer import import_rdf
from core.kg.sample import write_sample_kg
from process_support import die_with_parent, free_port, free_ports, stop_process_group

SAMPLE_ID = "fb"
VIRTUOSO = shutil.which("virtuoso-t")
ISQL = shutil.which("isql-vt") or shutil.which("isql")


def oxigraph_binary() -> str | None:
    beside = Path(sys.executable).parent / "oxigraph"
    return str(beside) if beside.exists() else shutil.which("oxigraph")


def wait_for_sparql(url: str, process: subprocess.Popen, log: Path, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}: {log.read_text(errors='replace')[-2000:]}")
        try:
            r = httpx.post(url, data={"query": "SELECT * WHERE { ?s ?p ?o } LIMIT 1"},
                           headers={"Accept": "application/sparql-results+json"}, timeout=2, trust_env=False)
            if r.status_code == 200 and r.json()["results"]["bindings"]:
                return
        except (httpx.HTTPError, ValueError, KeyError):
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not come up within {timeout_s} s")


@contextmanager
def _process(command: list[str], log: Path, cwd: Path) -> Iterator[subprocess.Popen]:
    with open(log, "wb") as out:
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
                                   preexec_fn=die_with_parent)
        try:
            yield process
        finally:
            stop_process_group(process)


@pytest.fixture(scope="session")
def sample_nt(tmp_path_factory) -> Path:
    return write_sample_kg(tmp_path_factory.mktemp("kg-sample") / "freebase-sample.nt")


@pytest.fixture(scope="session")
def kg_home(tmp_path_factory, sample_nt) -> Path:
    """A KNX_HOME holding the sample KG imported as `fb`."""
    home = tmp_path_factory.mktemp("kg-home")
    import_rdf(sample_nt, SAMPLE_ID, home=home)
    return home


@pytest.fixture
def kg_env(kg_home, monkeypatch) -> Path:
    monkeypatch.setenv("KNX_HOME", str(kg_home))
    return kg_home


@pytest.fixture(scope="session")
def oxigraph_endpoint(tmp_path_factory, sample_nt) -> Iterator[str]:
    """`oxigraph serve-read-only` (the oxigraph PyPI package's binary) over the sample KG."""
    binary = oxigraph_binary()
    if binary is None:
        pytest.fail("the oxigraph binary is missing: `pip install oxigraph` (a test dependency) ships it")
    work = tmp_path_factory.mktemp("oxigraph")
    subprocess.run([binary, "load", "--location", str(work / "db"), "--file", str(sample_nt)],
                   check=True, capture_output=True, timeout=120)
    port = free_port()
    command = [binary, "serve-read-only", "--location", str(work / "db"), "--bind", f"127.0.0.1:{port}",
               "--union-default-graph"]
    with _process(command, work / "server.log", work) as process:
        url = f"http://127.0.0.1:{port}/query"
        wait_for_sparql(url, process, work / "server.log")
        yield url


VIRTUOSO_INI = """[Database]
DatabaseFile = {d}/virtuoso.db
ErrorLogFile = {d}/virtuoso.log
LockFile = {d}/virtuoso.lck
TransactionFile = {d}/virtuoso.trx
xa_persistent_file = {d}/virtuoso.pxa
Striping = 0
TempStorage = TempDatabase

[TempDatabase]
DatabaseFile = {d}/virtuoso-temp.db
TransactionFile = {d}/virtuoso-temp.trx
Striping = 0

[Parameters]
ServerPort = 127.0.0.1:{sql_port}
DirsAllowed = ., {d}
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
ThreadsPerQuery = 2

[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerThreads = 4
EnabledDavVSP = 0

[SPARQL]
ResultSetMaxRows = 10000
MaxQueryExecutionTime = 60
"""


def _load_sample(process: subprocess.Popen, work: Path, sql_port: int) -> str | None:
    """Load the sample into a starting Virtuoso through isql, retrying while the server comes up.
    None once loaded; the server's own log when it exited first (a port taken between choosing it
    and Virtuoso binding it: the caller starts again on other ports). Fails the run when a server
    still running cannot be loaded within a minute."""
    deadline = time.monotonic() + 60
    while True:
        loaded = subprocess.run(
            [ISQL, str(sql_port), "dba", "dba",
             f"exec=DB.DBA.TTLP_MT(file_to_string_output('{work}/sample.nt'), '', 'http://kg.test/', 0);"],
            capture_output=True, timeout=60, text=True)
        if loaded.returncode == 0 and "Error" not in loaded.stdout + loaded.stderr:
            return None
        if process.poll() is not None:
            return (work / "virtuoso.log").read_text(errors="replace")[-500:]
        if time.monotonic() > deadline:
            pytest.fail(f"Virtuoso did not load the sample within 60 s: {loaded.stdout[-500:]} "
                        f"{loaded.stderr[-500:]} {(work / 'virtuoso.log').read_text(errors='replace')[-500:]}")
        time.sleep(0.5)


@pytest.fixture(scope="session")
def virtuoso_endpoint(tmp_path_factory, sample_nt) -> Iterator[str]:
    """Virtuoso 7 (Debian's virtuoso-opensource-7-bin) loaded with the sample KG; skipped without it."""
    if not VIRTUOSO or not ISQL:
        pytest.skip("Virtuoso is not installed (apt-get install virtuoso-opensource-7-bin)")
    exits = []
    for _ in range(3):
        work = tmp_path_factory.mktemp("virtuoso")
        shutil.copy(sample_nt, work / "sample.nt")
        sql_port, http_port = free_ports(2)
        (work / "virtuoso.ini").write_text(VIRTUOSO_INI.format(d=work, sql_port=sql_port, http_port=http_port))
        with _process([VIRTUOSO, "-f", "-c", str(work / "virtuoso.ini")], work / "server.log", work) as process:
            exited = _load_sample(process, work, sql_port)
            if exited is None:
                url = f"http://127.0.0.1:{http_port}/sparql"
                wait_for_sparql(url, process, work / "server.log")
                yield url
                return
            exits.append(exited)
    pytest.fail("Virtuoso exited before loading the sample, three times: " + " | ".join(exits))
