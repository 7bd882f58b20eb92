"""Concurrent writers never lose a keyword round: processes and threads on one session and one
network file, with the network file rebuilt while they run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import build_clinic
from core.backends.sqlite import SqliteBackend
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval, SqliteSessionStore
from core.retrieval.sessions import SessionState
from retrieval_support import state_with_schema
from ui.state import StreamlitSessionStore

ROOT = Path(__file__).resolve().parents[1]
WORKER = Path(__file__).with_name("concurrency_worker.py")


def _keyword_call(tool, session_id: str, keyword: str) -> None:
    tool.run({"query": keyword, "kn_ids": ["clinic"], "session_id": session_id,
              "enable_keyword_context": True, "object_type_id": "disease"})


def _assert_every_round_kept(state: SessionState, calls: int) -> None:
    numbers = [r.round for r in state.rounds]
    assert len(numbers) == calls, f"{calls - len(numbers)} of {calls} rounds lost"
    assert sorted(numbers) == list(range(1, calls + 1)), "round numbers repeat or skip"


@pytest.fixture()
def clinic_dir(tmp_path):
    directory = tmp_path / "networks"
    directory.mkdir()
    build_clinic(directory / "clinic.sqlite")
    return directory


@pytest.mark.parametrize("store_kind", ["memory", "sqlite", "explorer", "explorer, a store per call"])
def test_threads_on_one_session_keep_every_round(clinic_dir, tmp_path, store_kind):
    """The last kind is how the explorer runs: every rerun wraps the same browser-session dict in
    a new store object, so the update lock must follow the dict, not the object."""
    backend = SqliteBackend(clinic_dir)
    browser_session: dict = {}
    make_store = {
        "memory": lambda: InMemorySessionStore(),
        "sqlite": lambda: SqliteSessionStore(tmp_path / "sessions.sqlite"),
        "explorer": lambda: StreamlitSessionStore(browser_session),
        "explorer, a store per call": lambda: StreamlitSessionStore(browser_session),
    }[store_kind]
    store = make_store()
    store.put("default", "s1", state_with_schema(backend.get_network("clinic")))
    tool = KnowledgeNetworkRetrieval(backend, store)
    per_call = store_kind == "explorer, a store per call"
    threads, per_thread = 8, 25
    errors: list[BaseException] = []

    def run(t: int) -> None:
        for i in range(per_thread):
            try:
                _keyword_call(KnowledgeNetworkRetrieval(backend, make_store()) if per_call else tool,
                              "s1", ["上气道梗阻", "感冒", "肺炎"][(t + i) % 3])
            except BaseException as exc:  # collected; the assertion below shows them
                errors.append(exc)

    workers = [threading.Thread(target=run, args=(t,)) for t in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert not errors, errors[:3]
    _assert_every_round_kept(store.get("default", "s1"), threads * per_thread)


def test_processes_and_threads_with_a_rebuild_in_the_middle(clinic_dir, tmp_path):
    """4 processes x 100 keyword calls (2 threads each) on one SQLite session while the network
    file is rebuilt twice: no call fails, no round is lost, round numbers are 1..400."""
    sessions = tmp_path / "sessions.sqlite"
    backend = SqliteBackend(clinic_dir)
    SqliteSessionStore(sessions).put("default", "shared", state_with_schema(backend.get_network("clinic")))
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}"}
    processes, calls = 4, 100
    started = time.perf_counter()
    procs = [
        subprocess.Popen([sys.executable, str(WORKER), str(clinic_dir), str(sessions), "shared", str(calls), "2"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        for _ in range(processes)
    ]
    # Rebuild the network file under them (a new file renamed into place), while this process's
    # own threads keep querying it through one shared backend.
    stop = threading.Event()
    query_errors: list[BaseException] = []

    def query_loop() -> None:
        while not stop.is_set():
            try:
                backend.query_instances("clinic", "disease", {"limit": 5})
                backend.query_subgraph("clinic", {"relation_type_paths": [{
                    "object_types": [{"id": "disease", "limit": 3}, {"id": "symptom", "limit": 5}],
                    "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease",
                                        "target_object_type_id": "symptom"}]}]})
            except BaseException as exc:
                query_errors.append(exc)

    readers = [threading.Thread(target=query_loop) for _ in range(3)]
    for r in readers:
        r.start()
    old = backend.open("clinic")
    for _ in range(2):
        time.sleep(0.5)
        build_clinic(clinic_dir / "clinic.sqlite")
    time.sleep(0.3)
    stop.set()
    for r in readers:
        r.join()
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err[-2000:]
        results.append(json.loads(out.strip().splitlines()[-1]))
    elapsed = time.perf_counter() - started
    errors = [e for r in results for e in r["errors"]]
    assert not errors, errors[:5]
    assert not query_errors, query_errors[:3]
    assert sum(r["ok"] for r in results) == processes * calls
    _assert_every_round_kept(SqliteSessionStore(sessions).get("default", "shared"), processes * calls)
    # The replaced file's connections were closed, in every thread that had one.
    assert old._connections == [] and backend.open("clinic") is not old
    print(f"\n{processes} processes x {calls} calls, 2 threads each, 2 rebuilds: "
          f"0 lost rounds, {elapsed:.1f} s")


def test_a_lost_race_reruns_the_change_on_the_winners_state(tmp_path):
    """Compare-and-swap: when another process writes between read and write, `change` runs again on
    what it wrote; a session that never stops changing ends in session_conflict, not in lost data."""
    from core.exceptions import SessionConflictError

    path = tmp_path / "sessions.sqlite"
    store, other_process = SqliteSessionStore(path), SqliteSessionStore(path)
    store.put("default", "s1", SessionState(query="first"))
    seen: list[str] = []

    def append_round(state: SessionState | None) -> tuple[SessionState, int]:
        seen.append(state.query)
        if len(seen) == 1:  # the other process records its change meanwhile
            other_process.put("default", "s1", SessionState(query="other"))
        state.query += "+mine"
        return state, len(seen)

    assert store.update("default", "s1", append_round) == 2
    assert seen == ["first", "other"] and store.get("default", "s1").query == "other+mine"

    store.MAX_UPDATE_ATTEMPTS = 3

    def always_raced(state: SessionState | None) -> tuple[SessionState, None]:
        other_process.put("default", "s1", SessionState(query="again"))
        return SessionState(query="never stored"), None

    with pytest.raises(SessionConflictError) as err:
        store.update("default", "s1", always_raced)
    assert err.value.to_payload()["code"] == "session_conflict" and err.value.status_code == 409
    assert store.get("default", "s1").query == "again"
