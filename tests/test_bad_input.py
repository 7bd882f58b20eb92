"""Reproducers of bad input, damaged files and lost data: each is answered with a clear error (or the
right result), never a traceback, and nothing the user had is lost."""

from __future__ import annotations

import json
import logging
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from conftest import CLINIC, build_clinic
from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.cli import main
from core.exceptions import (
    BackendError, InvalidRequestError, KnxError, NotFoundError, SessionConflictError, StorageError,
)
from core.models.network import KnowledgeNetwork
from core.models.query import identity_key
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval, SqliteSessionStore
from core.retrieval.service import knowledge_network_retrieval
from core.search.service import kn_search
from retrieval_support import clinic_home, state_with_schema

SURROGATE = "\ud853"
BIG = 9223372036854775808  # 2**63: one past SQLite's largest integer


def knx(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture()
def home(tmp_path, monkeypatch):
    home = clinic_home(tmp_path)
    monkeypatch.setenv("KNX_HOME", str(home))
    monkeypatch.setenv("COLUMNS", "240")
    return home


# -- lone surrogates and integers beyond 64 bits --------------------------------------------------
@pytest.mark.parametrize("condition, where", [
    ({"operation": "==", "field": "disease_name", "value": SURROGATE}, "condition.value"),
    ({"operation": "or", "sub_conditions": [{"operation": "in", "field": "disease_id", "value": ["d1", "x" + SURROGATE]}]},
     "condition.sub_conditions[0].value[1]"),
    ({"operation": "contain", "field": "disease_name" + SURROGATE, "value": "x"}, "condition.field"),
    ({"operation": "==", "field": "period_days", "value": BIG}, "condition.value"),
    ({"operation": "range", "field": "period_days", "value": [-BIG - 1, None]}, "condition.value[0]"),
])
def test_unencodable_text_and_huge_integers_name_the_field(clinic_backend, condition, where):
    with pytest.raises(InvalidRequestError) as err:
        clinic_backend.query_instances("clinic", "disease", {"condition": condition})
    assert str(err.value).startswith(where)


def test_search_after_beyond_64_bits_is_rejected(clinic_backend):
    with pytest.raises(InvalidRequestError, match="search_after"):
        clinic_backend.query_instances("clinic", "disease", {"search_after": [BIG]})
    last = clinic_backend.query_instances("clinic", "disease", {"search_after": [2**63 - 1]})
    assert last.datas == []


def test_surrogates_in_requests_sessions_and_arguments(clinic_backend, capsys):
    payload = knowledge_network_retrieval(clinic_backend, InMemorySessionStore(), query="感冒", kn_ids=["clinic"],
                                          session_id="s" + SURROGATE)
    assert payload["code"] == "invalid_request" and payload["error"].startswith("session_id")
    with pytest.raises(InvalidRequestError, match="^query"):
        kn_search(clinic_backend, {"query": "感冒" + SURROGATE, "kn_id": "clinic"})
    with pytest.raises(InvalidRequestError, match="owner"):
        InMemorySessionStore().get("a" + SURROGATE, "s1")
    code, _, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease" + SURROGATE)
    assert code == 2 and "lone surrogate" in err and "Traceback" not in err


def test_huge_integers_in_imported_data_are_kept(tmp_path):
    network = KnowledgeNetwork.model_validate(CLINIC)
    builder = NetworkBuilder(network)
    builder.add_instances("disease", [{"disease_id": "d1", "disease_name": "x", "period_days": BIG}])
    builder.write(tmp_path / "clinic.sqlite")
    rows = SqliteBackend(tmp_path).query_instances("clinic", "disease").datas
    assert rows[0]["period_days"] == float(BIG)


# -- width of conditions ---------------------------------------------------------------------------
def test_wide_conditions_are_capped_with_the_valid_range(clinic_backend):
    leaf = {"operation": "==", "field": "disease_id", "value": "d1"}
    with pytest.raises(InvalidRequestError, match=r"sub_conditions: 501 sub conditions; at most 256") as err:
        clinic_backend.query_instances("clinic", "disease", {"condition": {"operation": "or", "sub_conditions": [leaf] * 501}})
    assert "valid range: 1 to 256" in err.value.to_payload()["message"]
    with pytest.raises(InvalidRequestError, match="1000 leaf conditions; at most 512"):
        clinic_backend.query_instances("clinic", "disease", {"condition": {"operation": "and", "sub_conditions": [
            {"operation": "and", "sub_conditions": [leaf] * 250}] * 4}})
    # At the caps, the engine answers (no "too many terms" or expression-depth error from SQLite).
    negated = {"operation": "not_like", "field": "disease_name", "value": "%x_"}
    for op, sub in (("or", leaf), ("and", leaf), ("and", negated), ("or", negated)):
        wide = {"operation": op, "sub_conditions": [{"operation": op, "sub_conditions": [sub] * 256},
                                                    {"operation": op, "sub_conditions": [sub] * 256}]}
        clinic_backend.query_instances("clinic", "disease", {"condition": wide})


# -- like / contain semantics against a plain-Python reference -------------------------------------
LIKE_VALUES = ["ab", "aXb", "a\x00b", "a", "x%y", "x_y", "AB", "abc\x00", "\x00", "a\\b", "aaa", "%%", "__", "上气道"]


def like_reference(pattern: str, value: str) -> bool:
    """`like` as documented: % any run, _ one character, backslash escapes the next character,
    ASCII letters case-folded, a value without wildcards is a substring test."""
    out, wildcard, chars = [], False, iter(pattern)
    for ch in chars:
        if ch == "\\":
            out.append(re.escape(next(chars, "\\")))
        elif ch in "%_":
            out.append(".*" if ch == "%" else ".")
            wildcard = True
        elif ch.isascii() and ch.isalpha():
            out.append(f"[{ch.lower()}{ch.upper()}]")
        else:
            out.append(re.escape(ch))
    regex = "".join(out) if wildcard else ".*" + "".join(out) + ".*"
    return re.fullmatch(regex, value, re.DOTALL) is not None


@pytest.fixture(scope="module")
def like_backend(tmp_path_factory):
    directory = tmp_path_factory.mktemp("like")
    ops = ["==", "like", "not_like", "contain", "not_contain", "prefix"]
    network = KnowledgeNetwork.model_validate({"id": "t", "name": "t", "object_types": [{
        "id": "o", "name": "o", "primary_keys": ["id"], "display_key": "v", "data_properties": [
            {"name": "id", "type": "varchar", "condition_operations": ["=="]},
            {"name": "v", "type": "varchar", "condition_operations": ops}]}]})
    builder = NetworkBuilder(network)
    builder.add_instances("o", [{"id": f"i{i}", "v": v} for i, v in enumerate(LIKE_VALUES)])
    builder.write(directory / "t.sqlite")
    return SqliteBackend(directory)


def _values(backend, operation: str, value: str) -> list[str]:
    rows = backend.query_instances("t", "o", {"condition": {"operation": operation, "field": "v", "value": value},
                                              "limit": 100}).datas
    return sorted(r["v"] for r in rows)


@pytest.mark.parametrize("pattern", ["%%__%%", "a%b", "a\x00b", "\x00", "%\x00%", "_", "a_b", "A%", "\\%%", "上_"])
def test_like_matches_the_reference(like_backend, pattern):
    assert _values(like_backend, "like", pattern) == sorted(v for v in LIKE_VALUES if like_reference(pattern, v))
    assert _values(like_backend, "not_like", pattern) == sorted(v for v in LIKE_VALUES if not like_reference(pattern, v))


@pytest.mark.parametrize("text", ["a\x00b", "\x00", "abc\x00", "气道", "aXb"])
def test_contain_matches_the_reference(like_backend, text):
    assert _values(like_backend, "contain", text) == sorted(v for v in LIKE_VALUES if text in v)


# -- command line ------------------------------------------------------------------------------------
def test_import_of_nothing_is_bad_input(home, capsys):
    for source in ("/dev/null", ""):
        code, _, err = knx(capsys, "import", source)
        assert code == 2 and err.startswith("knx: error:") and "KWeaver export" in err, err


def test_non_utf8_json_file_and_nan_ttl(home, tmp_path, capsys):
    bad = tmp_path / "cond.json"
    bad.write_bytes(b'{"operation": "==", "field": "disease_name", "value": "\xff"}')
    code, _, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--condition", f"@{bad}")
    assert code == 2 and "not UTF-8 text" in err
    with pytest.raises(SystemExit) as exit_:
        main(["retrieve", "感冒", "--kn", "clinic", "--session", "s1", "--ttl", "nan"])
    assert exit_.value.code == 2 and "--ttl" in capsys.readouterr().err


def test_instances_table_pages_and_chooses_columns(home, capsys):
    code, out, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--limit", "10000")
    assert code == 0 and "a table shows at most 500 rows" in err
    code, out, _ = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--limit", "2",
                       "--columns", "disease_name,rate")
    header = next(line for line in out.splitlines() if "disease_name" in line)
    assert "rate" in header and "age" not in header and "_instance_id" not in header
    code, _, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--columns", "nope")
    assert code == 2 and "valid columns: _instance_id" in err
    code, out, _ = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--limit", "1", "--vertical")
    assert "disease_name" in out and "| 上气道梗阻" in out


def test_backend_failures_exit_1_and_bad_input_exits_2(home, capsys):
    (home / "networks" / "broken.sqlite").write_bytes(b"not a database at all" * 10)
    code, _, err = knx(capsys, "instances", "--kn", "broken", "--object-type", "disease")
    assert code == 1 and "broken.sqlite" in err and "import the network again" in err
    code, _, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "nope")
    assert code == 2
    code, out, _ = knx(capsys, "retrieve", "上气道梗阻", "--kn", "clinic", "--session", "s9", "--keyword",
                       "--object-type", "disease", "--json")
    payload = json.loads(out)
    assert code == 2 and payload["code"] == "session_error" and set(payload) >= {"error", "message", "code", "status_code"}


def test_error_shape_is_one_for_every_error():
    for cls, status, code in [(InvalidRequestError, 400, "invalid_request"), (NotFoundError, 404, "not_found"),
                              (SessionConflictError, 409, "session_conflict"), (BackendError, 502, "backend_error"),
                              (StorageError, 500, "storage_error")]:
        payload = cls("what was wrong", suggestion="what is valid").to_payload()
        assert payload == {"error": "what was wrong", "message": "what was wrong (what is valid)", "code": code,
                           "status_code": status, "detail": {"message": "what was wrong", "suggestion": "what is valid"}}
        assert cls("x").exit_status == (2 if status < 500 else 1)


# -- damaged files -------------------------------------------------------------------------------------
def _probes(original: bytes, count: int, seed: int = 7) -> list[bytes]:
    rng = random.Random(seed)
    probes = [b"", b"SQLite format 3\x00", b"\x00" * 4096, b"hello world\n" * 100]
    while len(probes) < count:
        kind = len(probes) % 3
        if kind == 0:
            probes.append(original[: rng.randrange(1, len(original))])
        else:
            data = bytearray(original)
            for _ in range(1 if kind == 1 else 64):
                pos = rng.randrange(len(data))
                data[pos] ^= 1 << rng.randrange(8)
            probes.append(bytes(data))
    return probes


def test_damaged_network_files_give_clear_errors(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    build_clinic(source / "clinic.sqlite")
    original = (source / "clinic.sqlite").read_bytes()
    crashes = []
    for i, probe in enumerate(_probes(original, 60)):
        directory = tmp_path / f"p{i}"
        directory.mkdir()
        (directory / "clinic.sqlite").write_bytes(probe)
        backend = SqliteBackend(directory)
        calls = [
            lambda: backend.list_networks(),
            lambda: backend.query_instances("clinic", "disease", {"condition": {
                "operation": "or", "sub_conditions": [{"operation": "match", "field": "disease_name", "value": "气道梗阻"},
                                                      {"operation": "knn", "field": "disease_name", "value": "气道"}]}}),
            lambda: backend.query_instances("clinic", "disease", {"condition": {
                "operation": "contain", "field": "disease_name", "value": "气道梗阻"}, "need_total": True}),
            lambda: backend.query_subgraph("clinic", {"relation_type_paths": [{
                "object_types": [{"id": "disease"}, {"id": "symptom"}],
                "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease",
                                    "target_object_type_id": "symptom"}]}]}),
            lambda: backend.search_concepts("clinic", "relation_type", "疾病症状"),
        ]
        for call in calls:
            try:
                call()
            except InvalidRequestError:
                # a flipped byte in the stored schema can change what is valid (an operation name
                # read as "kjn"): the request is then refused as invalid, which is no crash
                pass
            except KnxError as exc:
                assert "clinic" in str(exc), exc  # names the file or network
            except Exception as exc:  # noqa: BLE001 - what this test hunts for
                crashes.append(f"probe {i}: {type(exc).__name__}: {exc}")
        shutil.rmtree(directory)
    assert not crashes, crashes[:5]


def test_tampered_session_rows_are_dropped_with_a_notice(clinic_backend, tmp_path, caplog):
    path = tmp_path / "sessions.sqlite"
    store = SqliteSessionStore(path)
    network = clinic_backend.get_network("clinic")
    tampered = ['{"rounds": "many"}', "not json", '{"seen": {"x": {"round": "one"}}}', "", "null"]
    for session_id in [f"s{i}" for i in range(len(tampered))] + ["bad-expiry", "bad-version"]:
        store.put("default", session_id, state_with_schema(network))
    conn = sqlite3.connect(path)
    for i, text in enumerate(tampered):
        conn.execute("UPDATE sessions SET state = ? WHERE session_id = ?", (text, f"s{i}"))
    conn.execute("UPDATE sessions SET expires_at = 'soon' WHERE session_id = 'bad-expiry'")
    conn.execute("UPDATE sessions SET version = 'v2' WHERE session_id = 'bad-version'")
    conn.commit()
    conn.close()
    tool = KnowledgeNetworkRetrieval(clinic_backend, store)
    with caplog.at_level(logging.WARNING, logger="core.retrieval.sessions"):
        for session_id in [f"s{i}" for i in range(len(tampered))] + ["bad-expiry", "bad-version"]:
            payload = knowledge_network_retrieval(clinic_backend, store, query="感冒", kn_ids=["clinic"],
                                                  session_id=session_id, enable_keyword_context=True,
                                                  object_type_id="disease")
            assert payload["code"] == "session_error"  # no schema: recall it again
            tool.run({"query": "感冒有哪些症状", "kn_ids": ["clinic"], "session_id": session_id})
            assert store.get("default", session_id).schema is not None
    assert sum("damaged" in r.getMessage() for r in caplog.records) == len(tampered) + 2


def test_a_damaged_session_file_is_moved_aside(tmp_path, caplog):
    path = tmp_path / "sessions.sqlite"
    path.write_bytes(b"garbage" * 1000)
    with caplog.at_level(logging.WARNING):
        store = SqliteSessionStore(path)
    store.put("default", "s1", state_with_schema(KnowledgeNetwork.model_validate(CLINIC)))
    assert store.get("default", "s1") is not None
    assert list(tmp_path.glob("sessions.sqlite.damaged-*")) and "moved it to" in caplog.text


def test_unwritable_data_directory(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("KNX_HOME", str(blocker / "home"))
    for argv in (["import", str(tmp_path)], ["networks"], ["retrieve", "感冒", "--kn", "clinic", "--session", "s1"]):
        code, _, err = knx(capsys, *argv)
        assert code == 1 and "KNX_HOME" in err and "Traceback" not in err, err
    with pytest.raises(StorageError, match="session store"):
        SqliteSessionStore(blocker / "sessions.sqlite")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0 or not shutil.which("setpriv"),
                    reason="needs root to run a second OS user")
def test_second_os_user_segments_words(tmp_path):
    """The first user's jieba cache in the shared temp folder must not break a second user."""
    import tempfile

    first = subprocess.run([sys.executable, "-c", "import jieba; jieba.initialize()"], capture_output=True)
    assert first.returncode == 0 and Path(tempfile.gettempdir(), "jieba.cache").exists()
    root = Path(__file__).resolve().parents[1]
    script = "from core.text import word_tokens; print(' '.join(word_tokens('上气道梗阻有哪些症状')))"
    done = subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-c", script],
        capture_output=True, text=True, cwd=root, timeout=120,
        env={"PATH": os.environ["PATH"], "HOME": str(tmp_path / "no-such-home"), "PYTHONPATH": str(root)},
    )
    if "Permission denied" in done.stderr and "core" in done.stderr and "import" in done.stderr:
        pytest.skip("the second user cannot read the checkout")
    assert done.returncode == 0, done.stderr[-1500:]
    assert "梗阻" in done.stdout
    # jieba logs a PermissionError traceback when it cannot replace the first user's cache file.
    assert "Traceback" not in done.stderr and "Dump cache file failed" not in done.stderr, done.stderr[-1500:]


# -- what killed imports leave, rebuilt files, composite keys -----------------------------------------
def test_killed_import_temp_files_are_removed_and_reported(home, capsys, tmp_path):
    networks = home / "networks"
    stale = networks / "clinic.sqlite.tmp999999999"
    stale.write_bytes(b"x" * 2_000_000)
    stale_bm25 = networks / "clinic-bm25.sqlite.tmp999999999"  # a build worker's BM25 tables
    stale_bm25.write_bytes(b"z" * 1_000_000)
    alive = networks / f"other.sqlite.tmp{os.getppid()}"  # a running process: left alone
    alive.write_bytes(b"y")
    network = KnowledgeNetwork.model_validate(CLINIC)
    report = NetworkBuilder(network).write(networks / "clinic.sqlite")
    assert not stale.exists() and not stale_bm25.exists() and alive.exists()
    assert sorted(report.removed_temp_files) == ["clinic-bm25.sqlite.tmp999999999 (1.0 MB)",
                                                 "clinic.sqlite.tmp999999999 (2.0 MB)"]
    export = tmp_path / "export"
    export.mkdir()
    (export / "network.json").write_text(json.dumps({**CLINIC, "id": "clinic2"}, ensure_ascii=False), encoding="utf-8")
    stale.write_bytes(b"x")
    code, out, err = knx(capsys, "import", str(export))
    assert code == 0 and "removed the temporary files of interrupted imports: clinic.sqlite.tmp999999999" in err


def test_rebuild_closes_every_threads_connection(tmp_path):
    build_clinic(tmp_path / "clinic.sqlite")
    backend = SqliteBackend(tmp_path)
    barrier = threading.Barrier(4)

    def query() -> None:
        backend.query_instances("clinic", "disease", {"limit": 1})
        barrier.wait()

    threads = [threading.Thread(target=query) for _ in range(3)]
    for t in threads:
        t.start()
    barrier.wait()
    for t in threads:
        t.join()
    old = backend.open("clinic")
    assert len(old._connections) == 3
    build_clinic(tmp_path / "clinic.sqlite")
    assert backend.open("clinic") is not old and old._connections == []


COMPOSITE = {
    "id": "lots", "name": "lots",
    "object_types": [
        {"id": "lot", "name": "lot", "primary_keys": ["a", "b"], "display_key": "name", "data_properties": [
            {"name": "a", "type": "varchar", "condition_operations": ["==", "in"]},
            {"name": "b", "type": "varchar", "condition_operations": ["==", "in"]},
            {"name": "name", "type": "varchar", "condition_operations": ["==", "contain"]}]},
        {"id": "site", "name": "site", "primary_keys": ["site_id"], "display_key": "site_id", "data_properties": [
            {"name": "site_id", "type": "varchar", "condition_operations": ["==", "in"]}]},
    ],
    "relation_types": [{"id": "made_at", "name": "made at", "source_object_type_id": "lot", "target_object_type_id": "site"}],
}


def test_composite_keys_that_join_alike_stay_two_instances(tmp_path):
    network = KnowledgeNetwork.model_validate(COMPOSITE)
    builder = NetworkBuilder(network)
    builder.add_instances("lot", [{"a": "x-y", "b": "z", "name": "first"}, {"a": "x", "b": "y-z", "name": "second"},
                                  {"a": "q", "b": "r", "name": "third"}])
    builder.add_instances("site", [{"site_id": "s1"}, {"site_id": "s2"}])
    first = NetworkBuilder.identity_of(builder.layout["lot"], {"a": "x-y", "b": "z"})
    second = NetworkBuilder.identity_of(builder.layout["lot"], {"a": "x", "b": "y-z"})
    builder.add_edges("made_at", [(first, "s1"), (second, "s2"), ("q-r", "s1"), ("x-y-z", "s2")])
    report = builder.write(tmp_path / "lots.sqlite")
    assert report.instances["lot"] == 3
    assert report.edges["made_at"] == 3 and report.skipped_edges == {"made_at": 1}  # "x-y-z" is ambiguous
    backend = SqliteBackend(tmp_path)
    rows = backend.query_instances("lots", "lot", {"limit": 10}).datas
    assert sorted(r["name"] for r in rows) == ["first", "second", "third"]
    assert [r["_instance_id"] for r in rows].count("lot-x-y-z") == 2  # upstream's form, for output only
    sub = backend.query_subgraph("lots", {"relation_type_paths": [{
        "object_types": [{"id": "lot", "limit": 10}, {"id": "site"}],
        "relation_types": [{"relation_type_id": "made_at", "source_object_type_id": "lot", "target_object_type_id": "site"}]}]})
    entry = sub.entries[0]
    assert len(entry.relation_paths) == 3 and len({o.id for o in entry.objects.values()}) == len(entry.objects) == 5
    # Session dedup tells them apart: both are sent in full, neither as "already seen".
    store = InMemorySessionStore()
    store.put("default", "s1", state_with_schema(network))
    tool = KnowledgeNetworkRetrieval(backend, store)
    for name in ("first", "second"):
        reply = tool.run({"query": name, "kn_ids": ["lots"], "session_id": "s1", "enable_keyword_context": True,
                          "object_type_id": "lot"})
        [instance] = reply.keyword_context.instances
        assert instance.properties is not None and instance.seen_in_round is None
        assert [n.instance_id for n in instance.neighbors] == (["site-s1"] if name == "first" else ["site-s2"])
    seen = store.get("default", "s1").seen
    assert identity_key("lot", {"a": "x-y", "b": "z"}) in seen and identity_key("lot", {"a": "x", "b": "y-z"}) in seen


@pytest.mark.parametrize("check, longest, message", [
    ("core.home:check_kn_id", 128, "is not a valid network id"),
    ("core.agent.session:check_session_id", 64, "is not a valid session name"),
    ("core.backends.routed:check_connection_name", 64, "is not a valid connection name"),
])
def test_names_that_become_files_follow_one_rule(check, longest, message):
    import importlib

    module, name = check.split(":")
    check_name = getattr(importlib.import_module(module), name)
    for good in ["a", "medical", "kn_1.v-2", "9" * longest]:
        assert check_name(good) == good
    for bad in ["", "-lead", ".hidden", "../x", "a/b", "名字", "x" * (longest + 1), "trailing\n", "sp ace", None]:
        with pytest.raises(InvalidRequestError, match=message) as caught:
            check_name(bad)
        assert f"1-{longest} characters from A-Z a-z 0-9 _ . -" in caught.value.suggestion


# -- a number out of its field's range: the message gives the range, in every model that reads input
@pytest.mark.parametrize("model, body, words", [
    ("core.agent.tools:VectorSearchArgs", {"query": "x", "top_k": 100}, "top_k: 100 is out of range; valid: 1 to 50"),
    ("core.agent.tools:GraphSearchArgs", {"entity": "x", "depth": 0}, "depth: 0 is out of range; valid: 1 to 3"),
    ("core.serve.tools:QueryObjectInstanceArgs", {"kn_id": "k", "ot_id": "o", "limit": 0},
     "limit: 0 is out of range; valid: 1 to 10000"),
    ("core.kg.models:KgConfig", {"kg_top_k": 500}, "kg_top_k: 500 is out of range; valid: 1 to 100"),
])
def test_an_out_of_range_number_gives_the_range(model, body, words):
    import importlib

    from core.models.types import parse_body

    module, name = model.split(":")
    cls = getattr(importlib.import_module(module), name)
    with pytest.raises(InvalidRequestError) as caught:
        parse_body(cls, body, "arguments")
    assert str(caught.value).startswith(words), str(caught.value)


@pytest.mark.parametrize("args, words", [
    ({"query": "x", "chapter_filter": [3, 1]}, "chapter_filter: the start 3 is after the end 1"),
    ({"query": "x", "chapter_filter": "ab"}, "chapter_filter: must be a JSON array"),
])
def test_a_validators_own_words_come_without_the_validators_prefix(args, words):
    from core.agent.tools import VectorSearchArgs
    from core.models.types import parse_body

    with pytest.raises(InvalidRequestError) as caught:
        parse_body(VectorSearchArgs, args, "arguments")
    assert str(caught.value).startswith(words) and "Value error" not in str(caught.value), str(caught.value)
