"""Imports prepare what a network's first question reads (core.search.prepare): the linking dictionary and term
lists of the network, in a child process or in this one, and the caches every network shares, in a child process
beside the build; a failure is reported, never raised; an interrupted build ends the child."""

from __future__ import annotations

import gc
import gzip
import json
import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from core.backends.sqlite import SqliteBackend
from core.importers import import_path
from core.importers.medical import medical_network_current
from core.packed import read_arrays
from core.search import wordvectors
from core.search.name_dictionary import DictionaryCache
from core.search.prepare import (
    PreparedCaches,
    network_caches_alongside,
    prepare_network,
    shared_caches_alongside,
    shared_caches_missing,
)
from tests.conftest import build_clinic

ROOT = Path(__file__).resolve().parents[1]


def _clinic(directory: Path) -> SqliteBackend:
    directory.mkdir(parents=True, exist_ok=True)
    build_clinic(directory / "clinic.sqlite")
    return SqliteBackend(directory)


def _dictionary_files(home: Path, kn_id: str) -> list[Path]:
    return sorted((home / "cache" / "linking").glob(f"{kn_id}-*.arrays"))


def _term_lists(home: Path) -> list[Path]:
    return sorted((home / "cache" / "terms").glob("*.marisa"))


def _isolated(monkeypatch, tmp_path) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("KNX_HOME", str(home))
    return home


@pytest.mark.parametrize("in_child", [True, False])
def test_a_network_is_prepared_and_its_first_question_reads_the_files(monkeypatch, tmp_path, in_child):
    home = _isolated(monkeypatch, tmp_path)
    backend = _clinic(tmp_path / "networks")
    with network_caches_alongside(backend.directory, "clinic", in_child=in_child) as job:
        assert (job.process is not None) == in_child
    assert set(job.prepared.seconds) == {"linking dictionary", "term lists"}, job.prepared.failed
    assert not job.prepared.failed
    assert len(_dictionary_files(home, "clinic")) == 1
    layouts = backend.open("clinic").layout.values()
    assert len(_term_lists(home)) == sum(len(layout.match) for layout in layouts) > 0
    # a process that never saw the network reads the dictionary from its file instead of building it
    assert DictionaryCache().get(SqliteBackend(backend.directory), "clinic")[1] == "disk"


def test_a_failed_preparation_is_reported_not_raised(monkeypatch, tmp_path):
    _isolated(monkeypatch, tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    with network_caches_alongside(empty, "nowhere") as job:
        pass
    assert not job.prepared.seconds
    assert set(job.prepared.failed) == {"linking dictionary", "term lists"}
    assert "knowledge network 'nowhere' does not exist" in job.prepared.failed["linking dictionary"]
    described = job.prepared.describe()
    assert "built on first need instead" in described and "Traceback" not in described
    # the same in this process
    prepared = prepare_network(SqliteBackend(empty), "nowhere")
    assert prepared.failed == job.prepared.failed


def test_the_child_says_how_it_is_called():
    result = subprocess.run([sys.executable, "-m", "core.search.prepare", "--network"], capture_output=True,
                            text=True, cwd=ROOT)
    assert result.returncode == 2
    assert "usage: python -m core.search.prepare [--network DIRECTORY KN_ID [--wait [--after PID]]]" in result.stderr


def _same_dictionary(file: Path, other: Path) -> bool:
    """Two dictionary files hold the same dictionary (its build's seconds apart)."""
    (header, arrays), (other_header, other_arrays) = read_arrays(file), read_arrays(other)
    header, other_header = dict(header), dict(other_header)
    header["info"], other_header["info"] = dict(header["info"]), dict(other_header["info"])
    header["info"].pop("build_seconds")
    other_header["info"].pop("build_seconds")
    return header == other_header and sorted(arrays) == sorted(other_arrays) and all(
        np.array_equal(arrays[key], other_arrays[key]) for key in arrays)


def test_a_waiting_child_prepares_the_file_written_meanwhile(monkeypatch, tmp_path):
    """Started before the network file exists, the child prepares once told, its side process counting the edges and
    reading the term lists: the dictionary is the one this process builds by itself."""
    home = _isolated(monkeypatch, tmp_path)
    directory = tmp_path / "networks"
    with network_caches_alongside(directory, "clinic", wait=True) as job:
        assert job.process is not None and job.process.args[-1] == "--wait"
        assert job.process.poll() is None  # waiting
        backend = _clinic(directory)
        job.go()
    assert set(job.prepared.seconds) == {"linking dictionary", "term lists"}, job.prepared.failed
    assert job.process.returncode == 0
    prepared_file, = _dictionary_files(home, "clinic")
    layouts = backend.open("clinic").layout.values()
    assert len(_term_lists(home)) == sum(len(layout.match) for layout in layouts) > 0
    DictionaryCache(directory=tmp_path / "here").get(SqliteBackend(directory), "clinic")
    here, = (tmp_path / "here").glob("clinic-*.arrays")
    assert here.name == prepared_file.name and _same_dictionary(prepared_file, here)


def test_a_waiting_child_never_told_prepares_nothing(monkeypatch, tmp_path):
    home = _isolated(monkeypatch, tmp_path)
    backend = _clinic(tmp_path / "networks")
    with network_caches_alongside(backend.directory, "clinic", wait=True) as job:
        pass  # the build was not needed (another process had made it)
    assert job.process.returncode is not None
    assert job.prepared.seconds == {} and job.prepared.failed == {}
    assert _dictionary_files(home, "clinic") == [] and _term_lists(home) == []
    with network_caches_alongside(backend.directory, "clinic", wait=True, enabled=False) as idle:
        assert idle.process is None


def test_a_waiting_child_ends_with_its_input(monkeypatch, tmp_path):
    """An importing process that dies (its end of the pipe closed) leaves no child waiting."""
    home = _isolated(monkeypatch, tmp_path)
    backend = _clinic(tmp_path / "networks")
    result = subprocess.run([sys.executable, "-m", "core.search.prepare", "--network", str(backend.directory),
                             "clinic", "--wait"], input="", capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"seconds": {}, "failed": {}}
    assert _dictionary_files(home, "clinic") == []


def _children(pid: int) -> list[int]:
    """Processes whose parent is `pid` (Linux's /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def _alive(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").is_file(), reason="reads processes from Linux's /proc")
def test_the_side_process_ends_with_a_child_killed_outright(monkeypatch, tmp_path):
    """A preparing child killed with SIGKILL (out of memory, say) leaves no side process behind."""
    import time

    _isolated(monkeypatch, tmp_path)
    with network_caches_alongside(tmp_path, "clinic", wait=True) as job:
        deadline = time.monotonic() + 60
        while not (side := _children(job.process.pid)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert side, "the side process did not start"
        job.process.kill()
        job.process.wait()
        job.go()  # too late: reported as a child that ended
    deadline = time.monotonic() + 10
    while any(map(_alive, side)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(map(_alive, side))
    assert "ended with status -9" in job.prepared.failed["caches"]


def test_a_build_that_raises_ends_the_waiting_child(monkeypatch, tmp_path):
    _isolated(monkeypatch, tmp_path)
    with pytest.raises(RuntimeError, match="build failed"):
        with network_caches_alongside(tmp_path, "clinic", wait=True) as job:
            raise RuntimeError("build failed")
    assert job.process.returncode is not None


def test_a_waiting_child_loads_after_the_process_it_is_told_of(tmp_path):
    """`--after PID`: the shared caches' child has the machine's other core until it ends."""
    import time

    from core.search.prepare import _await_process

    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(0.6)"])
    started = time.monotonic()
    _await_process(sleeper.pid)
    assert time.monotonic() - started >= 0.4
    assert sleeper.wait(timeout=5) == 0
    started = time.monotonic()
    _await_process(sleeper.pid)  # reaped: gone, nothing to wait for
    assert time.monotonic() - started < 0.5
    for wrong in (["--wait", "--after"], ["--wait", "--after", "x"], ["--after", "12"], ["--wait", "--now"]):
        result = subprocess.run([sys.executable, "-m", "core.search.prepare", "--network", str(tmp_path), "clinic",
                                 *wrong], capture_output=True, text=True, cwd=ROOT, input="")
        assert result.returncode == 2 and "usage:" in result.stderr, wrong


def test_side_work_that_fails_is_done_here(monkeypatch, tmp_path):
    """Edge counts, sounds or term lists the side process could not give are made by the preparing process: the
    same dictionary, with its records' degrees."""
    from concurrent.futures import ThreadPoolExecutor

    import core.search.prepare as prepare

    home = _isolated(monkeypatch, tmp_path)
    backend = _clinic(tmp_path / "networks")

    def fails(*_args):
        raise OSError("no such process")

    for part in ("_edge_counts_of", "_term_lists_of", "_sound_arrays_of", "_compound_shares_of"):
        monkeypatch.setattr(prepare, part, fails)
    with ThreadPoolExecutor(1) as side:
        prepared = prepare_network(SqliteBackend(backend.directory), "clinic", side=side)
    assert set(prepared.seconds) == {"linking dictionary", "term lists"} and not prepared.failed
    DictionaryCache(directory=tmp_path / "here").get(SqliteBackend(backend.directory), "clinic")
    here, = (tmp_path / "here").glob("clinic-*.arrays")
    prepared_file, = _dictionary_files(home, "clinic")
    assert _same_dictionary(prepared_file, here)
    assert read_arrays(here)[0]["info"]["degrees"] is True
    assert gc.isenabled()  # the builds' pauses of the collector ended with them


def test_the_sounds_read_pypinyins_table_as_its_module_does():
    from pypinyin.pinyin_dict import pinyin_dict

    from core.search.name_sounds import _pinyin_readings, character_syllables

    assert _pinyin_readings() == pinyin_dict
    points, codes = character_syllables()
    assert not points.flags.writeable and len(points) == len(pinyin_dict)


def test_a_child_that_dies_is_reported(monkeypatch, tmp_path):
    _isolated(monkeypatch, tmp_path)
    with network_caches_alongside(tmp_path, "clinic") as job:
        job.process.kill()
    assert job.prepared.failed == {"caches": "the preparing process ended with status -9"}


def test_an_import_prepares_its_network(monkeypatch, tmp_path):
    from tests.test_importers import write_export

    home = _isolated(monkeypatch, tmp_path)
    monkeypatch.setattr("core.search.prepare.shared_caches_missing", lambda: False)
    result = import_path(write_export(tmp_path / "export"), directory=tmp_path / "out")
    assert result.prepared is not None and not result.prepared.failed
    assert set(result.prepared.seconds) == {"linking dictionary", "term lists"}
    assert len(_dictionary_files(home, result.kn_id)) == 1
    assert DictionaryCache().get(SqliteBackend(tmp_path / "out"), result.kn_id)[1] == "disk"


def test_the_shared_caches_are_built_beside_the_block(monkeypatch, tmp_path):
    """The real child in an empty data directory: word vectors and the tokenizer's lexicon (~6 s)."""
    home = _isolated(monkeypatch, tmp_path)
    assert shared_caches_missing()
    with shared_caches_alongside() as job:
        assert job.process is not None and job.process.args[1:] == ["-m", "core.search.prepare"]
    assert set(job.prepared.seconds) == {"word vectors", "tokenizer lexicon"}, job.prepared.failed
    assert not shared_caches_missing()
    assert all(p.is_file() for p in wordvectors.cache_files())
    assert list((home / "cache").glob("jieba-*.sqlite"))
    leftovers = [p.name for p in (home / "cache").rglob("*") if ".tmp" in p.name]
    assert leftovers == []
    with shared_caches_alongside(enabled=shared_caches_missing()) as again:
        assert again.process is None
    assert again.prepared.seconds == {} and again.prepared.failed == {}


def test_a_block_that_raises_ends_the_child(monkeypatch, tmp_path):
    home = _isolated(monkeypatch, tmp_path)
    with pytest.raises(RuntimeError, match="build failed"):
        with shared_caches_alongside() as job:
            raise RuntimeError("build failed")
    assert job.process.returncode is not None  # ended, not left running
    assert not [p for p in home.rglob("*") if ".tmp" in p.name]


def test_prepared_caches_describe_themselves():
    prepared = PreparedCaches({"linking dictionary": 6.234}, {})
    assert prepared.describe() == "Prepared for the first question: linking dictionary (6.2 s)"
    prepared.merge(PreparedCaches({"word vectors": 3.9}, {"term lists": "disk full"}))
    assert prepared.describe() == ("Prepared for the first question: linking dictionary (6.2 s), word vectors (3.9 s);"
                                   " built on first need instead: term lists (disk full)")


def test_the_demo_network_is_current_only_when_built_by_this_importer(tmp_path):
    assert not medical_network_current(tmp_path)
    assert not medical_network_current(123)  # not a directory: ensure_medical_network says what is wrong
    (tmp_path / "medical.sqlite").write_bytes(b"not a network")
    assert not medical_network_current(tmp_path)


def _package(path: Path, lines, groups, members, protocol: int = 2) -> Path:
    with gzip.open(path, "wb") as out:
        pickle.dump((lines, groups, members), out, protocol=protocol)
    return path


@pytest.mark.parametrize("protocol", [2, 4, 5])
def test_the_word_vector_package_is_read_as_text(tmp_path, protocol):
    lines = ["感冒 3 4", "发热 0 0", " 1 2", "无向量", "咳嗽 1 0"]
    path = _package(tmp_path / "model.gz", lines, {"感冒": "Aa01 Bb02", "伤风": "Aa01"}, {"Aa01": "感冒 伤风"},
                    protocol)
    vocab, matrix, groups, members = wordvectors.read_package(path)
    assert vocab == ["感冒", "发热", "咳嗽"]
    assert matrix.dtype == np.float16
    assert matrix.tolist() == [[0.60009765625, 0.7998046875], [0.0, 0.0], [1.0, 0.0]]
    assert groups == {"感冒": ["Aa01", "Bb02"], "伤风": ["Aa01"]}
    assert members == {"Aa01": ["感冒", "伤风"]}


def test_the_word_vector_package_may_hold_no_code(tmp_path):
    path = tmp_path / "model.gz"
    with gzip.open(path, "wb") as out:
        pickle.dump((["a 1"], {}, {}, json.loads), out, protocol=2)
    with pytest.raises(pickle.UnpicklingError, match="refused global json.loads"):
        wordvectors.read_package(path)


@pytest.mark.slow
def test_the_demo_import_prepares_the_dictionary_this_process_would_build(medical_import, tmp_path):
    """`ensure_medical` prepares the demo network in a child started before the file was written, its edges counted
    by a side process: the file holds the dictionary built here, alone, from the network."""
    from core.search.name_dictionary import shared_cache

    assert medical_import.built and medical_import.prepared is not None
    assert not medical_import.prepared.failed
    assert {"linking dictionary", "term lists"} <= set(medical_import.prepared.seconds)
    backend = SqliteBackend(medical_import.path.parent)
    prepared_file = shared_cache.stored_path(backend, "medical")
    assert prepared_file is not None and prepared_file.is_file()
    DictionaryCache(directory=tmp_path).get(backend, "medical")
    here, = tmp_path.glob("medical-*.arrays")
    assert here.name == prepared_file.name and _same_dictionary(prepared_file, here)


@pytest.mark.slow
def test_a_current_demo_network_gets_back_a_missing_dictionary(medical_backend):
    """An upgrade that changes the dictionary's format leaves the current network without one: the next look at the
    demo network (`knx networks`, a search, the explorer) prepares it, in a child process, instead of the next
    question building it."""
    from core.importers import ensure_medical
    from core.search.name_dictionary import shared_cache

    path = shared_cache.stored_path(medical_backend, "medical")
    assert path is not None
    shared_cache.get(medical_backend, "medical")  # built or read: the file is there now
    aside = path.with_name(path.name + ".aside")
    path.rename(aside)
    try:
        messages = []
        result = ensure_medical(medical_backend.directory, backend=medical_backend,
                                progress=lambda message, _fraction: messages.append(message))
        assert not result.built
        assert result.prepared is not None and "linking dictionary" in result.prepared.seconds, result.prepared
        assert path.is_file()
        assert messages == ["preparing entity linking and instance recall for the first question"]
        # nothing missing: nothing prepared, no message
        again = ensure_medical(medical_backend.directory, backend=medical_backend, progress=lambda *_: messages.append(1))
        assert again.prepared is None and len(messages) == 1
    finally:
        aside.unlink(missing_ok=True)


def test_children_run_the_code_of_this_process(monkeypatch, tmp_path):
    """A child's command puts the directory this process imported `core` from first, also when this process found
    it through its working directory (a checkout run without an install) or a PYTHONPATH of other entries."""
    import os

    import core
    from core.imports import project_module_command

    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["/elsewhere", str(ROOT)]))
    command, env = project_module_command("core.search.prepare", "--network")
    assert command == [sys.executable, "-m", "core.search.prepare", "--network"]
    assert env["PYTHONPATH"].split(os.pathsep) == [str(Path(core.__file__).resolve().parents[1]), "/elsewhere"]
    result = subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 2 and "usage: python -m core.search.prepare" in result.stderr


def test_work_run_behind_the_children_keeps_its_result_and_errors_and_this_threads_priority():
    """The import fits the demo prior at a lower priority than the children it waits for (`run_behind`): the work's
    own thread is lowered, the caller's is not, and its result and exception come back as a plain call's."""
    import os
    import threading

    from core.importers import run_behind

    caller = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())

    def seen(value):
        return value, os.getpriority(os.PRIO_PROCESS, threading.get_native_id()), threading.get_ident()

    value, priority, ident = run_behind(seen, "fitted")
    assert value == "fitted" and ident != threading.get_ident()
    if sys.platform.startswith("linux"):
        assert priority == min(19, caller + 10)
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == caller

    def fails():
        raise ValueError("no questions to fit on")

    with pytest.raises(ValueError, match="no questions to fit on"):
        run_behind(fails)
