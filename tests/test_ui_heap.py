"""The explorer keeps its long-lived objects out of full collections (ui/heap.py)."""

from __future__ import annotations

import gc

import pytest

from test_linking import clinic  # noqa: F401  (a small network, a module fixture)
from ui import heap


@pytest.fixture
def fresh(monkeypatch):
    monkeypatch.setattr(heap, "_full_collections_seen", None)
    yield
    gc.unfreeze()  # the rest of the test process collects as usual


def test_the_first_rerun_freezes_after_a_full_collection_and_later_ones_only_after_another(fresh):
    class Cycle:
        pass

    garbage = Cycle()
    garbage.me = garbage  # a reference cycle, unreachable below: must be collected, not frozen
    del garbage
    assert heap.freeze_long_lived() is True
    frozen = gc.get_freeze_count()
    assert frozen > 0
    assert not any(isinstance(o, Cycle) for o in gc.get_objects())
    assert heap.freeze_long_lived() is False  # no full collection since
    assert gc.get_freeze_count() == frozen
    kept = [[] for _ in range(1000)]  # long-lived containers made after the first freeze
    gc.collect()  # a full collection, as the interpreter runs one when the heap has grown
    assert heap.freeze_long_lived() is True
    assert gc.get_freeze_count() >= frozen + len(kept)


def test_the_explorer_freezes_its_heap_after_its_first_rerun(fresh, clinic, tmp_path, monkeypatch):  # noqa: F811
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    (tmp_path / "networks").symlink_to(Path(clinic.directory), target_is_directory=True)
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    gc.unfreeze()
    at = AppTest.from_file(str(Path(__file__).resolve().parents[1] / "app.py"), default_timeout=60)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert gc.get_freeze_count() > 0
    assert at.session_state["knx.last_run_cpu_ms"] > 0
