"""Node hygiene's per-type report wherever it is asked (`network_hygiene`): the one a file stored at import,
or, for a file built under earlier rules or without a report and for a network that is no local file, the
same report counted now from every instance's name read through the backend; and the paged reader it uses
(`KnowledgeBackend.iter_instances`)."""

from __future__ import annotations

import json
import shutil
import sqlite3

import pytest

from core.importers.hygiene import (
    META_KEY, RULES_VERSION, network_hygiene, report_source, stored_report,
)
from core.backends.sqlite import SqliteBackend
from kn_search_support import build_backend, network, object_type, relation

SYMPTOMS = ["口渴", "多尿", "的临床表现是少尿", "用于治疗胃炎", "头晕", "如有需要", "耳鸣"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    spec = network("hyg", [object_type("disease", "疾病"), object_type("symptom", "症状"), object_type("cause", "病因")],
                   [relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状")])
    instances = {"disease": ["糖尿病", "被迫害妄想症", "其他症状"], "symptom": SYMPTOMS,
                 "cause": ["危险因素", "饮酒"]}
    return build_backend(tmp_path_factory.mktemp("hyg"), spec, instances, {"has_symptom": [("disease1", "symptom1")]})


def copy_with_meta(backend: SqliteBackend, tmp_path, value: str | None) -> SqliteBackend:
    """The network's file copied into a directory of its own, its stored hygiene report replaced (None: removed)."""
    target = tmp_path / "copy"
    target.mkdir()
    shutil.copy(backend.open("hyg").path, target / "hyg.sqlite")
    with sqlite3.connect(target / "hyg.sqlite") as db:
        if value is None:
            db.execute("DELETE FROM meta WHERE key = ?", (META_KEY,))
        else:
            db.execute("UPDATE meta SET value = ? WHERE key = ?", (value, META_KEY))
    return SqliteBackend(target)


def counts(report: dict) -> dict:
    return {k: report[k] for k in ("rules", "rules_version", "per_type", "fragments")}


def test_a_report_stored_under_the_current_rules_is_the_one_given(built):
    report = network_hygiene(built, "hyg")
    assert report["source"] == "import"
    assert counts(report) == stored_report(built.open("hyg").meta)
    assert report["per_type"]["symptom"] == {
        "instances": 7, "fragments": 3, "reasons": {"particle_start": 1, "verb_phrase": 1, "generic": 1},
        "examples": ["的临床表现是少尿", "用于治疗胃炎", "如有需要"]}
    assert report["per_type"]["disease"]["fragments"] == 1 and report["fragments"] == 5
    assert report_source(report) == f"recorded at import, rules version {RULES_VERSION}"


def test_a_file_built_under_earlier_rules_is_counted_again_the_same_way(built, tmp_path):
    stored = stored_report(built.open("hyg").meta)
    earlier = {**stored, "rules_version": RULES_VERSION - 1, "fragments": 99,
               "per_type": {"symptom": {"instances": 7, "fragments": 99, "reasons": {}, "examples": []}}}
    backend = copy_with_meta(built, tmp_path, json.dumps(earlier, ensure_ascii=False))
    report = network_hygiene(backend, "hyg")
    # the counts the import would store today, not the stale ones
    assert counts(report) == stored
    assert report["source"] == "computed" and report["stored_rules_version"] == RULES_VERSION - 1
    assert report_source(report) == (f"counted now under rules version {RULES_VERSION}: the file's report was "
                                     f"made under rules version {RULES_VERSION - 1}")


def test_a_file_without_a_report_is_counted(built, tmp_path):
    backend = copy_with_meta(built, tmp_path, None)
    report = network_hygiene(backend, "hyg")
    assert counts(report) == stored_report(built.open("hyg").meta)
    assert report["source"] == "computed" and "stored_rules_version" not in report
    assert report_source(report).endswith("no report was recorded at import")


def test_a_network_that_is_no_local_file_is_counted_through_its_backend(served_clinic):
    """A KWeaver deployment (here `knx serve` over the clinic network, reached over HTTP): no file to read a
    report from, so every name is read page by page through the remote backend and counted."""
    from core.backends.kweaver import KWeaverBackend

    remote = KWeaverBackend(served_clinic.url, token=served_clinic.token)
    try:
        report = network_hygiene(remote, "clinic")
    finally:
        remote.close()
    local = SqliteBackend(served_clinic.networks_dir)
    assert report["source"] == "computed"
    assert counts(report) == stored_report(local.open("clinic").meta)
    assert report["per_type"]["symptom"]["instances"] > 0


def test_a_remote_networks_version_is_counted_once_while_it_is_kept(served_clinic, monkeypatch):
    """What the explorer keys the report by (`DictionaryCache.version_of`): a file's version is one stat; a remote
    network's costs a count query per object type, so it is reused for FINGERPRINT_TTL seconds, as the linker's
    dictionary reuses it, rather than counted on every rerun."""
    from core.backends.kweaver import KWeaverBackend
    from core.search import name_dictionary
    from core.search.name_dictionary import DictionaryCache

    counted = []
    original = name_dictionary._counted_fingerprint
    monkeypatch.setattr(name_dictionary, "_counted_fingerprint",
                        lambda backend, kn_id: counted.append(kn_id) or original(backend, kn_id))
    remote = KWeaverBackend(served_clinic.url, token=served_clinic.token)
    try:
        cache = DictionaryCache()
        first = cache.version_of(remote, "clinic")
        assert cache.version_of(remote, "clinic") == first and counted == ["clinic"]
        assert first[0] == remote.data_location("clinic")
    finally:
        remote.close()


def test_iter_instances_reads_every_page_and_stops_where_the_reader_stops(built, monkeypatch):
    everything = built.query_instances("hyg", "symptom", {"limit": 100}).datas
    calls = []
    original = type(built).query_instances

    def counted(self, kn_id, type_id, query=None):
        calls.append(dict(query or {}))
        return original(self, kn_id, type_id, query)

    monkeypatch.setattr(type(built), "query_instances", counted)
    rows = list(built.iter_instances("hyg", "symptom", ["symptom_name"], page_size=2))
    assert [r["symptom_name"] for r in rows] == [r["symptom_name"] for r in everything] == SYMPTOMS
    assert all(set(r) - {"symptom_name"} <= {"_instance_id", "_instance_identity", "_display"} for r in rows)
    assert len(calls) == 4 and calls[0].get("search_after") is None and all(c.get("search_after") for c in calls[1:])
    calls.clear()
    reader = built.iter_instances("hyg", "symptom", page_size=2)
    assert [next(reader)["symptom_name"] for _ in range(3)] == SYMPTOMS[:3]
    assert len(calls) == 2  # the third page was never asked for
    calls.clear()
    # a page exactly as long as what is left: one more query, empty, ends it
    assert len(list(built.iter_instances("hyg", "cause", page_size=2))) == 2 and len(calls) == 2


def test_cli_says_where_the_counts_come_from(built, tmp_path, capsys):
    from core.cli import main
    from core.home import networks_dir

    backend = copy_with_meta(built, tmp_path, json.dumps({"rules": "core.importers.hygiene", "rules_version": 1}))
    target = networks_dir() / "hyg.sqlite"
    shutil.copy(backend.open("hyg").path, target)
    try:
        assert main(["hygiene", "--kn", "hyg"]) == 0
        out = capsys.readouterr().out
        assert "total fragments: 5 (counted now under rules version" in out
        assert "made under rules version 1" in out and "用于治疗胃炎" in out
        assert main(["hygiene", "--kn", "hyg", "--json"]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["source"] == "computed" and report["per_type"]["symptom"]["fragments"] == 3
    finally:
        target.unlink(missing_ok=True)
