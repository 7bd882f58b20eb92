"""Importers of KWeaver exports and BKN directories, and `knx import` on top of them.

Every input is written here into tmp_path; the real kn_medical export sample is read from ../shared.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import bkn
import pytest

from core.backends.sqlite import SqliteBackend
from core.cli import main
from core.exceptions import InvalidRequestError
from core.home import shared_dir
from core.importers import import_path
from core.importers.bkn_dir import import_bkn_directory
from core.importers.kweaver_export import import_kweaver_export

SHARED_SAMPLE = shared_dir() / "reference" / "kweaver" / "kn-medical-network-detail-sample.txt"
TEXT_OPS = ["==", "!=", "in", "not_in", "like", "not_like", "contain", "not_contain", "match"]


# ----------------------------------------------------------------------------------------------
# A KWeaver export, as `mode=export` returns it (service fields included), with data files
# ----------------------------------------------------------------------------------------------
def _prop(name, display, type_="varchar", ops=TEXT_OPS):
    return {"name": name, "display_name": display, "type": type_, "comment": display,
            "mapped_field": {"name": name, "type": type_, "display_name": display},
            "condition_operations": ops}


def _object_type(ot_id, name, props, pk, display):
    return {"id": ot_id, "name": name, "tags": [name], "comment": name, "data_properties": props,
            "primary_keys": [pk], "display_key": display, "kn_id": "clinic_export", "branch": "main",
            "data_source": {"type": "data_view", "id": f"view_{ot_id}", "name": ""},
            "creator": {"id": "u1", "type": "user", "name": ""}, "create_time": 1760669061731,
            "module_type": "object_type"}


def _relation(rt_id, name, src, dst, kind, rules):
    return {"id": rt_id, "name": name, "source_object_type_id": src, "target_object_type_id": dst,
            "type": kind, "mapping_rules": rules, "kn_id": "clinic_export", "branch": "main",
            "source_object_type": {"id": src}, "target_object_type": {"id": dst},
            "tags": [], "comment": name, "module_type": "relation_type"}


def _rule(src, dst):
    return {"source_property": {"name": src, "display_name": src},
            "target_property": {"name": dst, "display_name": dst}}


EXPORT = {
    "id": "clinic_export",
    "name": "门诊导出",
    "tags": [],
    "comment": "a KWeaver export written by the tests",
    "icon": "icon-dip-suanziguanli",
    "detail": "",
    "branch": "main",
    "object_types": [
        _object_type("disease", "疾病", [
            _prop("disease_id", "疾病ID"),
            _prop("disease_name", "疾病名称"),
            _prop("cure_rate", "治愈率", "float", ["==", ">", "<", "range"]),
            _prop("period_days", "疗程(天)", "int", []),
            _prop("contagious", "传染性", "boolean", ["=="]),
            _prop("department_name", "就诊科室"),
        ], "disease_id", "disease_name"),
        _object_type("symptom", "症状", [_prop("symptom_id", "症状ID"), _prop("symptom_name", "症状名称")],
                     "symptom_id", "symptom_name"),
        _object_type("department", "科室", [_prop("department_id", "科室ID"), _prop("department_name", "科室名称")],
                     "department_id", "department_name"),
    ],
    "relation_types": [
        # data_view: edges come from the view's rows, joined on names as upstream does
        _relation("has_symptom", "疾病症状", "disease", "symptom", "data_view", {
            "backing_data_source": {"type": "data_view", "id": "v1", "name": "疾病症状关系表"},
            "source_mapping_rules": [_rule("disease_name", "disease_name")],
            "target_mapping_rules": [_rule("symptom", "symptom_name")],
        }),
        # direct: edges follow from equal property values, no edge file needed
        _relation("designated_to", "就诊科室", "disease", "department", "direct",
                  [_rule("department_name", "department_name")]),
        _relation("has_complication", "并发症", "disease", "disease", "data_view", {
            "backing_data_source": {"type": "data_view", "id": "v2", "name": "并发症"},
            "source_mapping_rules": [_rule("disease_name", "disease_name")],
            "target_mapping_rules": [_rule("complication", "disease_name")],
        }),
    ],
    "creator": {"id": "u1", "type": "", "name": ""},
    "module_type": "knowledge_network",
}

DISEASES = [
    {"disease_id": "d1", "disease_name": "上气道梗阻", "cure_rate": "0.9", "period_days": 21,
     "contagious": False, "department_name": "呼吸内科"},
    {"disease_id": "d2", "disease_name": "感冒", "cure_rate": 0.99, "period_days": "7",
     "contagious": "true", "department_name": "呼吸内科"},
    {"disease_id": "d3", "disease_name": "肺炎", "cure_rate": 0.8, "period_days": 14.0,
     "contagious": True, "department_name": "儿科"},
    {"disease_id": "d4", "disease_name": "哮喘", "cure_rate": None, "department_name": None},
]
SYMPTOM_CSV = "symptom_id,symptom_name\ns1,呼吸困难\ns2,咳嗽\ns3,发烧\ns4,喘鸣\ns5,\n"
DEPARTMENT_CSV = "department_id,department_name\np1,呼吸内科\np2,儿科\np3,急诊科\n"
# view rows: disease_name -> symptom name; 头痛 is no symptom of the network and an empty cell joins
# nothing (two dangling edges)
HAS_SYMPTOM_VIEW_CSV = "disease_name,symptom\n上气道梗阻,呼吸困难\n上气道梗阻,喘鸣\n感冒,咳嗽\n感冒,头痛\n肺炎,\n"
# the same relation by primary key columns of both ends
HAS_SYMPTOM_KEYS = [{"disease_id": "d2", "symptom_id": "s3"}, {"disease_id": "d3", "symptom_id": "s2"}]
# a self relation by source/target primary keys; d99 does not exist
HAS_COMPLICATION = [{"source": "d2", "target": "d3"}, {"source": "d3", "target": "d1"},
                    {"source": "d3", "target": "d99"}]


def _jsonl(rows) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def write_export(root: Path) -> Path:
    """An export directory using every supported place and format."""
    (root / "objects").mkdir(parents=True)
    (root / "relations").mkdir()
    (root / "network.json").write_text(json.dumps(EXPORT, ensure_ascii=False, indent=2), encoding="utf-8")
    (root / "objects" / "disease.jsonl").write_text(_jsonl(DISEASES), encoding="utf-8")
    (root / "symptom.csv").write_text(SYMPTOM_CSV, encoding="utf-8")
    (root / "objects" / "department.csv").write_text(DEPARTMENT_CSV, encoding="utf-8-sig")
    (root / "relations" / "has_symptom.csv").write_text(HAS_SYMPTOM_VIEW_CSV, encoding="utf-8")
    (root / "has_symptom.jsonl").write_text(_jsonl(HAS_SYMPTOM_KEYS), encoding="utf-8")
    (root / "relations" / "has_complication.jsonl").write_text(_jsonl(HAS_COMPLICATION), encoding="utf-8")
    (root / "README.md").write_text("exported from KWeaver\n", encoding="utf-8")  # not data: ignored
    return root


def _one_hop(backend, kn_id, relation, src, dst, condition):
    result = backend.query_subgraph(kn_id, {"relation_type_paths": [{
        "object_types": [{"id": src, "condition": condition, "limit": 10}, {"id": dst, "limit": 20}],
        "relation_types": [{"relation_type_id": relation, "source_object_type_id": src,
                            "target_object_type_id": dst}],
        "limit": 50}]})
    entry = result.entries[0]
    return sorted(
        (entry.objects[r.source_object_id].display, entry.objects[r.target_object_id].display)
        for path in entry.relation_paths for r in path.relations
    )


def _name_is(field, value):
    return {"operation": "==", "field": field, "value": value, "value_from": "const"}


# ----------------------------------------------------------------------------------------------
# KWeaver export: round trip
# ----------------------------------------------------------------------------------------------
def test_export_round_trip_instances_edges_and_subgraph(tmp_path):
    out = tmp_path / "networks"
    result = import_kweaver_export(write_export(tmp_path / "export"), directory=out)

    assert result.kn_id == "clinic_export" and result.built
    assert result.path == out / "clinic_export.sqlite" and result.path.exists()
    report = result.report
    assert report.instances == {"disease": 4, "symptom": 5, "department": 3}
    # has_symptom: 3 view rows resolve + 2 key rows; designated_to derived from department names
    assert report.edges == {"has_symptom": 5, "designated_to": 3, "has_complication": 2}
    assert report.skipped_edges == {"has_symptom": 2, "has_complication": 1}

    backend = SqliteBackend(out)
    network = backend.get_network("clinic_export")
    assert [o.id for o in network.object_types] == ["disease", "symptom", "department"]
    assert network.object_type("disease").display_key == "disease_name"

    rows = backend.query_instances("clinic_export", "disease", {
        "condition": _name_is("disease_name", "上气道梗阻"), "need_total": True}).datas
    assert len(rows) == 1
    row = rows[0]
    assert row["_instance_id"] == "disease-d1" and row["_display"] == "上气道梗阻"
    assert row["cure_rate"] == pytest.approx(0.9)  # "0.9" became a number
    assert row["period_days"] == 21 and row["contagious"] is False

    typed = backend.query_instances("clinic_export", "disease", {
        "condition": {"operation": ">", "field": "cure_rate", "value": 0.85}, "limit": 10}).datas
    assert sorted(r["disease_id"] for r in typed) == ["d1", "d2"]
    cold = backend.query_instances("clinic_export", "disease", {
        "condition": _name_is("disease_id", "d2")}).datas[0]
    assert cold["period_days"] == 7 and cold["contagious"] is True

    # the empty CSV cell is null, not ""
    s5 = backend.query_instances("clinic_export", "symptom", {"condition": _name_is("symptom_id", "s5")}).datas[0]
    assert s5["symptom_name"] is None

    assert _one_hop(backend, "clinic_export", "has_symptom", "disease", "symptom",
                    _name_is("disease_name", "上气道梗阻")) == [("上气道梗阻", "呼吸困难"), ("上气道梗阻", "喘鸣")]
    assert _one_hop(backend, "clinic_export", "has_symptom", "disease", "symptom",
                    _name_is("disease_name", "感冒")) == [("感冒", "发烧"), ("感冒", "咳嗽")]
    assert _one_hop(backend, "clinic_export", "designated_to", "disease", "department",
                    _name_is("department_name", "呼吸内科")) == [("上气道梗阻", "呼吸内科"), ("感冒", "呼吸内科")]
    assert _one_hop(backend, "clinic_export", "has_complication", "disease", "disease",
                    _name_is("disease_id", "d3")) == [("肺炎", "上气道梗阻")]


def test_export_records_a_fingerprint_of_its_input_files(tmp_path):
    export = write_export(tmp_path / "export")
    first = import_kweaver_export(export, directory=tmp_path / "a")
    again = import_kweaver_export(export, directory=tmp_path / "b")
    fingerprint = SqliteBackend(tmp_path / "a").open("clinic_export").meta["fingerprint"]
    assert len(fingerprint) == 64
    assert fingerprint == SqliteBackend(tmp_path / "b").open("clinic_export").meta["fingerprint"]
    (export / "symptom.csv").write_text(SYMPTOM_CSV + "s6,流涕\n", encoding="utf-8")
    import_kweaver_export(export, directory=tmp_path / "c")
    assert SqliteBackend(tmp_path / "c").open("clinic_export").meta["fingerprint"] != fingerprint
    assert first.report.instances == again.report.instances


def test_rows_saved_from_ontology_query_results_import(tmp_path):
    export = write_export(tmp_path / "export")
    saved = [{**row, "_instance_id": f"disease-{row['disease_id']}",
              "_instance_identity": {"disease_id": row["disease_id"]},
              "_display": row["disease_name"], "_score": 1.5} for row in DISEASES]
    (export / "objects" / "disease.jsonl").write_text(_jsonl(saved), encoding="utf-8")
    result = import_kweaver_export(export, directory=tmp_path / "out")
    assert result.report.instances["disease"] == 4
    row = SqliteBackend(tmp_path / "out").query_instances(
        "clinic_export", "disease", {"condition": _name_is("disease_id", "d1")}).datas[0]
    assert row["_display"] == "上气道梗阻" and "_score" not in row


def test_single_json_file_is_schema_only(tmp_path):
    file = tmp_path / "detail.json"
    file.write_text(json.dumps(EXPORT, ensure_ascii=False), encoding="utf-8")
    result = import_path(file, directory=tmp_path / "out")
    assert result.report.instances == {"disease": 0, "symptom": 0, "department": 0}
    backend = SqliteBackend(tmp_path / "out")
    assert backend.get_network("clinic_export").relation_type("has_symptom").target_object_type_id == "symptom"
    assert backend.query_instances("clinic_export", "disease", {"need_total": True}).total_count == 0


def test_export_detail_with_types_only_in_the_detail_string(tmp_path):
    body = {k: v for k, v in EXPORT.items() if k not in ("object_types", "relation_types")}
    body["detail"] = json.dumps({"object_types": EXPORT["object_types"],
                                 "relation_types": EXPORT["relation_types"]}, ensure_ascii=False)
    export = write_export(tmp_path / "export")
    (export / "network.json").write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    report = import_kweaver_export(export, directory=tmp_path / "out").report
    # mapping rules are read from the detail string too: views resolve and direct edges are derived
    assert report.edges == {"has_symptom": 5, "designated_to": 3, "has_complication": 2}


def test_composite_primary_keys_in_every_edge_form(tmp_path):
    batch = _object_type("batch", "批次", [_prop("drug_id", "药物ID"), _prop("lot", "批号", "int", []),
                                           _prop("label", "标签")], "drug_id", "label")
    batch["primary_keys"] = ["drug_id", "lot"]
    site = _object_type("site", "工厂", [_prop("site_id", "工厂ID"), _prop("site_name", "名称")],
                        "site_id", "site_name")
    export = tmp_path / "export"
    export.mkdir()
    (export / "network.json").write_text(json.dumps({
        "id": "pharma", "name": "药厂", "object_types": [batch, site],
        "relation_types": [_relation("made_at", "生产地", "batch", "site", "data_view", None)],
    }, ensure_ascii=False), encoding="utf-8")
    (export / "batch.csv").write_text("drug_id,lot,label\nasp,1,阿司匹林一批\nasp,2,阿司匹林二批\nibu,1,布洛芬一批\n",
                                      encoding="utf-8")
    (export / "site.jsonl").write_text(_jsonl([{"site_id": "f1", "site_name": "一厂"},
                                               {"site_id": "f2", "site_name": "二厂"}]), encoding="utf-8")
    (export / "made_at.jsonl").write_text(_jsonl([
        {"source": {"drug_id": "asp", "lot": "1"}, "target": "f1"},   # the _instance_identity shape
        {"source": "asp-2", "target": "f2"},                           # joined as in _instance_id
        {"drug_id": "ibu", "lot": 1.0, "site_id": "f1"},              # key columns of both ends
        {"source": {"drug_id": "ibu", "lot": 9}, "target": "f1"},      # no such batch
    ]), encoding="utf-8")
    result = import_kweaver_export(export, directory=tmp_path / "out")
    assert result.report.edges == {"made_at": 3} and result.report.skipped_edges == {"made_at": 1}
    backend = SqliteBackend(tmp_path / "out")
    pairs = _one_hop(backend, "pharma", "made_at", "batch", "site", {"operation": "contain", "field": "label", "value": "批"})
    assert pairs == [("布洛芬一批", "一厂"), ("阿司匹林一批", "一厂"), ("阿司匹林二批", "二厂")]

    # a CSV cell holding the _instance_identity object as JSON text names the same batch
    (export / "made_at.jsonl").unlink()
    (export / "made_at.csv").write_text(
        'source,target\n"{""drug_id"": ""asp"", ""lot"": 2}",f1\n"{""drug_id"": ""ibu"", ""lot"": 7}",f1\n',
        encoding="utf-8")
    result = import_kweaver_export(export, directory=tmp_path / "out")
    assert result.report.edges == {"made_at": 1} and result.report.skipped_edges == {"made_at": 1}
    pairs = _one_hop(SqliteBackend(tmp_path / "out"), "pharma", "made_at", "batch", "site",
                     {"operation": "contain", "field": "label", "value": "批"})
    assert pairs == [("阿司匹林二批", "一厂")]
    (export / "made_at.csv").unlink()

    (export / "made_at.jsonl").write_text(_jsonl([{"source": {"drug_id": "asp"}, "target": "f1"}]), encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"made_at\.jsonl:1: source names drug_id, not the primary key "
                                                  r"of 'batch' \(give drug_id, lot\)"):
        import_kweaver_export(export, directory=tmp_path / "out")


# ----------------------------------------------------------------------------------------------
# The real kn_medical export
# ----------------------------------------------------------------------------------------------
@pytest.mark.skipif(not SHARED_SAMPLE.exists(), reason=f"the kn_medical export sample is not at {SHARED_SAMPLE}")
def test_real_kn_medical_export_sample_imports_as_schema(tmp_path):
    result = import_path(SHARED_SAMPLE, directory=tmp_path / "out")  # curl line, then the JSON
    assert result.kn_id == "kn_medical"
    assert len(result.report.instances) == 16 and sum(result.report.instances.values()) == 0
    assert len(result.report.edges) == 17

    backend = SqliteBackend(tmp_path / "out")
    network = backend.get_network("kn_medical")
    disease = network.object_type("disease")
    assert disease.primary_keys == ["disease_id"] and disease.display_key == "disease_name"
    assert "like" in disease.get_property("disease_name").operations
    has_symptom = network.relation_type("has_symptom")
    assert (has_symptom.source_object_type_id, has_symptom.target_object_type_id) == ("disease", "symptom")
    assert backend.query_instances("kn_medical", "disease", {"need_total": True}).total_count == 0

    # the same sample inside a directory, under a name that is not network.json
    export = tmp_path / "export"
    export.mkdir()
    shutil.copy(SHARED_SAMPLE, export / "kn_medical.txt")
    (export / "symptom.csv").write_text("symptom_id,symptom_name\nsymptom_000547,吞咽困难\n", encoding="utf-8")
    again = import_path(export, kn_id="kn_medical_copy", directory=tmp_path / "out")
    assert again.kn_id == "kn_medical_copy" and again.report.instances["symptom"] == 1


# ----------------------------------------------------------------------------------------------
# KWeaver export: bad input is a clear InvalidRequestError
# ----------------------------------------------------------------------------------------------
def _break_jsonl(rows):
    return lambda root: (root / "objects" / "disease.jsonl").write_text(_jsonl(rows), encoding="utf-8")


def _write(relative, text):
    def apply(root):
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            (root / relative).write_bytes(text)
        else:
            (root / relative).write_text(text, encoding="utf-8")
    return apply


def _types_in_detail(detail):
    """The export with no top-level types and `detail` as given."""
    body = {k: v for k, v in EXPORT.items() if k not in ("object_types", "relation_types")}
    return json.dumps({**body, "detail": detail})


BAD_INPUTS = {
    "unknown column": (
        _write("symptom.csv", "symptom_id,symptom_name,severity\ns1,呼吸困难,high\n"),
        r"symptom\.csv:2: object type 'symptom' has no property severity .*symptom_id, symptom_name",
    ),
    "row without its primary key": (
        _break_jsonl(DISEASES[:2] + [{"disease_name": "无名病"}]),
        r"disease\.jsonl:3: the instance lacks its primary key disease_id",
    ),
    "empty primary key cell": (
        _write("symptom.csv", "symptom_id,symptom_name\ns1,呼吸困难\n,咳嗽\n"),
        r"symptom\.csv:3: the instance lacks its primary key symptom_id",
    ),
    "bad JSON line": (
        _write("objects/disease.jsonl", _jsonl(DISEASES[:1]) + '{"disease_id": "d2", "disease_name": }\n'),
        r"disease\.jsonl:2: not valid JSON .*one JSON object",
    ),
    "JSON line that is not an object": (
        _write("objects/disease.jsonl", _jsonl(DISEASES[:1]) + '["d2", "感冒"]\n'),
        r"disease\.jsonl:2: expected a JSON object, got list",
    ),
    "value of the wrong type": (
        _break_jsonl([{"disease_id": "d1", "period_days": "three weeks"}]),
        r"disease\.jsonl:1: property 'period_days' \(int\) expects an integer, got 'three weeks'",
    ),
    "fraction for an integer": (
        _break_jsonl([{"disease_id": "d1", "period_days": 2.5}]),
        r"disease\.jsonl:1: property 'period_days' \(int\) expects an integer",
    ),
    "not a boolean": (
        _break_jsonl([{"disease_id": "d1", "contagious": "sometimes"}]),
        r"property 'contagious' \(boolean\) expects a boolean",
    ),
    "integer beyond 64 bits": (
        _break_jsonl([{"disease_id": "d1", "period_days": 10**30}]),
        r"disease\.jsonl:1: property 'period_days' \(int\) expects an integer from -9223372036854775808 to "
        r"9223372036854775807, got 1000000000000000000000000000000",
    ),
    "integer beyond 64 bits as text": (
        _break_jsonl([{"disease_id": "d1", "period_days": "9223372036854775808"}]),
        r"disease\.jsonl:1: property 'period_days' \(int\) expects an integer from",
    ),
    "JSON line naming a property twice": (
        _write("objects/disease.jsonl", _jsonl(DISEASES[:1]) + '{"disease_id": "d2", "disease_id": "d3"}\n'),
        r"disease\.jsonl:2: the object names disease_id twice \(give each property once per line\)",
    ),
    "CSV that is not UTF-8": (
        _write("symptom.csv", "symptom_id,symptom_name\ns1,呼吸困难\n".encode() + b"s2,\xff\xfe\n"),
        r"symptom\.csv:3: not UTF-8 text \(byte 0xff at byte 4 of the line\) \(save the file as UTF-8\)",
    ),
    "JSON Lines that are not UTF-8": (
        _write("objects/disease.jsonl", _jsonl(DISEASES[:2]).encode() + b'{"disease_id": "\xc3("}\n'),
        r"disease\.jsonl:3: not UTF-8 text \(byte 0xc3 at byte 17 of the line\)",
    ),
    "network detail that is not UTF-8": (
        _write("network.json", b'{"id": "clinic_export",\n "name": "\xe9"}'),
        r"network\.json:2: not UTF-8 text",
    ),
    "detail string that is not JSON": (
        _write("network.json", _types_in_detail("{object_types: []}")),
        r"network\.json: not a valid network detail: its detail string is not JSON \(.* at column 2\)",
    ),
    "detail string holding a JSON array": (
        _write("network.json", _types_in_detail("[1, 2]")),
        r"network\.json: not a valid network detail: its detail string holds a JSON array, not an object",
    ),
    "CSV row with too many cells": (
        _write("symptom.csv", "symptom_id,symptom_name\ns1,呼吸困难,多余\n"),
        r"symptom\.csv:2: the row has 3 cells but the header has 2",
    ),
    "CSV header without a name": (
        _write("symptom.csv", "symptom_id,,symptom_name\ns1,x,呼吸困难\n"),
        r"symptom\.csv:1: column 2 of the header has no name",
    ),
    "data file of no type": (
        _write("symptoms.csv", "symptom_id\ns1\n"),
        r"symptoms\.csv: the network has no object or relation type 'symptoms' .*object types: department, disease, symptom",
    ),
    "unknown type under objects/": (
        _write("objects/has_symptom.csv", "disease_id\nd1\n"),
        r"has_symptom\.csv: the network has no object type 'has_symptom'",
    ),
    "instances as a JSON array": (
        _write("department.json", "[]"),
        r"department\.json: instance and edge files are JSON Lines or CSV",
    ),
    "edge columns that name no end": (
        _write("relations/has_symptom.csv", "from,to\nd1,s1\n"),
        r"has_symptom\.csv:2: columns from, to do not name the ends of relation 'has_symptom'.*"
        r"\(source, target\) \| \(disease_name, symptom\) \| \(disease_id, symptom_id\)",
    ),
    "edge without its target": (
        _write("relations/has_complication.jsonl", '{"source": "d1", "target": null}\n'),
        r"has_complication\.jsonl:1: the edge lacks its target",
    ),
    "conflicting rows of one instance": (
        _write("symptom.csv", "symptom_id,symptom_name\ns1,呼吸困难\ns1,咳嗽\n"),
        r"symptom\.csv:3: instance 's1' of 'symptom' was already given at .*symptom\.csv:2",
    ),
    "network detail that is not JSON": (
        _write("network.json", '{"id": "clinic_export", "object_types": [\n'),
        r"network\.json: not valid JSON",
    ),
    "relation to an unknown object type": (
        _write("network.json", json.dumps({**EXPORT, "relation_types": [
            _relation("treats", "治疗", "drug", "disease", "direct", [])]})),
        r"network\.json: not a valid network detail: .*unknown object type 'drug'",
    ),
    "object type without primary key": (
        _write("network.json", json.dumps({**EXPORT, "object_types": [
            {**EXPORT["object_types"][0], "primary_keys": ["no_such_property"]}]})),
        r"network\.json: not a valid network detail: .*primary key 'no_such_property'",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_export_input_is_a_clear_error(tmp_path, case):
    breaker, message = BAD_INPUTS[case]
    export = write_export(tmp_path / "export")
    breaker(export)
    out = tmp_path / "out"
    with pytest.raises(InvalidRequestError, match=message) as caught:
        import_kweaver_export(export, directory=out)
    assert "\n" not in str(caught.value)
    assert not out.exists() or not any(out.iterdir())  # nothing half-written


def test_export_without_network_detail(tmp_path):
    (tmp_path / "symptom.csv").write_text(SYMPTOM_CSV, encoding="utf-8")
    (tmp_path / "notes.json").write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"no network detail found .*network\.json"):
        import_kweaver_export(tmp_path, directory=tmp_path / "out")


def test_export_with_two_network_details_asks_which(tmp_path):
    for name in ("a.json", "b.json"):
        (tmp_path / name).write_text(json.dumps(EXPORT), encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"several files hold a network detail: a\.json, b\.json"):
        import_kweaver_export(tmp_path, directory=tmp_path / "out")


def test_mapping_view_naming_missing_properties_is_reported(tmp_path):
    broken = json.loads(json.dumps(EXPORT))
    broken["relation_types"][0]["mapping_rules"]["target_mapping_rules"] = [_rule("symptom", "symptom_title")]
    export = write_export(tmp_path / "export")
    (export / "network.json").write_text(json.dumps(broken, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"has_symptom\.csv:2: the mapping rules name symptom_title, "
                                                  r"which object type 'symptom' does not have"):
        import_kweaver_export(export, directory=tmp_path / "out")


# ----------------------------------------------------------------------------------------------
# --id and re-import
# ----------------------------------------------------------------------------------------------
def test_id_override(tmp_path):
    out = tmp_path / "out"
    result = import_path(write_export(tmp_path / "export"), kn_id="clinic_copy", directory=out)
    assert result.kn_id == "clinic_copy" and result.path == out / "clinic_copy.sqlite"
    assert not (out / "clinic_export.sqlite").exists()
    backend = SqliteBackend(out)
    assert backend.get_network("clinic_copy").id == "clinic_copy"
    assert [n.id for n in backend.list_networks()] == ["clinic_copy"]
    assert backend.query_instances("clinic_copy", "disease", {"need_total": True}).total_count == 4

    with pytest.raises(InvalidRequestError, match=r"kn_id: 'bad id/\.\.' is not a valid network id"):
        import_path(tmp_path / "export", kn_id="bad id/..", directory=out)


def test_export_id_unfit_for_a_file_name_asks_for_id(tmp_path):
    file = tmp_path / "detail.json"
    file.write_text(json.dumps({**EXPORT, "id": "../escape"}), encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"'\.\./escape' is not a valid network id"):
        import_path(file, directory=tmp_path / "out")
    assert import_path(file, kn_id="safe", directory=tmp_path / "out").path.name == "safe.sqlite"


def test_reimport_replaces_the_file_atomically(tmp_path):
    out = tmp_path / "out"
    export = write_export(tmp_path / "export")
    first = import_kweaver_export(export, directory=out)
    backend = SqliteBackend(out)
    assert backend.query_instances("clinic_export", "symptom", {"need_total": True}).total_count == 5
    inode = first.path.stat().st_ino

    (export / "symptom.csv").write_text(SYMPTOM_CSV + "s6,流涕\n", encoding="utf-8")
    second = import_kweaver_export(export, directory=out)
    assert second.path == first.path
    assert second.path.stat().st_ino != inode  # a new file renamed into place, not rewritten in place
    assert SqliteBackend(out).query_instances("clinic_export", "symptom", {"need_total": True}).total_count == 6
    assert sorted(p.name for p in out.iterdir()) == ["clinic_export.sqlite"]  # no temporary left over

    # a failed re-import leaves the previous network as it was
    before = second.path.read_bytes()
    (export / "symptom.csv").write_text("symptom_id,colour\ns1,red\n", encoding="utf-8")
    with pytest.raises(InvalidRequestError):
        import_kweaver_export(export, directory=out)
    assert second.path.read_bytes() == before
    assert SqliteBackend(out).query_instances("clinic_export", "symptom", {"need_total": True}).total_count == 6


# ----------------------------------------------------------------------------------------------
# BKN directories
# ----------------------------------------------------------------------------------------------
NETWORK_BKN = """---
type: knowledge_network
id: clinic_bkn
name: 门诊知识网络
tags: [医疗, 门诊]
description: 疾病、症状与分诊科室
---

# 门诊知识网络

疾病、症状、分诊科室与并发症。
"""

DISEASE_BKN = """---
type: object_type
id: disease
name: 疾病
tags: [疾病]
---

## ObjectType: 疾病

**疾病** - 疾病词条

### Data Properties

| Name | Display Name | Type | Description | Mapped Field |
|------|--------------|------|-------------|--------------|
| disease_id | 疾病ID | string | 疾病编号 | disease_id |
| disease_name | 疾病名称 | string | 疾病名称 | disease_name |
| cure_rate | 治愈率 | float64 | 治愈率 | cure_rate |
| period_days | 疗程 | int32 | 疗程(天) | period_days |
| contagious | 传染性 | boolean | 是否传染 | contagious |
| department_id | 科室 | string | 分诊科室编号 | department_id |

### Keys

Primary Keys: disease_id
Display Key: disease_name
Incremental Key:
"""

SYMPTOM_BKN = """---
type: object_type
id: symptom
name: 症状
tags: [症状, 表现]
---

## ObjectType: 症状

**症状** - 疾病的临床表现

### Data Properties

| Name | Display Name | Type | Description | Mapped Field |
|------|--------------|------|-------------|--------------|
| symptom_id | 症状ID | string | 症状编号 | symptom_id |
| symptom_name | 症状名称 | string | 症状名称 | symptom_name |

### Keys

Primary Keys: symptom_id
Display Key: symptom_name
"""

# the older single-table form: keys marked in the Data Properties table
DEPARTMENT_BKN = """---
type: object_type
id: department
name: 科室
---

## Object: department

**科室** - 医院科室

### Data Properties

| Property | Display Name | Type | Constraint | Description | Primary Key | Display Key | Index |
|----------|--------------|------|------------|-------------|:-----------:|:-----------:|:-----:|
| department_id | 科室ID | VARCHAR | not_null | 科室编号 | YES | | YES |
| department_name | 科室名称 | VARCHAR | not_null | 科室名称 | | YES | YES |
"""

HAS_SYMPTOM_BKN = """---
type: relation_type
id: has_symptom
name: 疾病症状
---

## RelationType: 疾病症状

**疾病症状** - 疾病表现出的症状

### Endpoint

| Source | Target | Type |
|--------|--------|------|
| disease | symptom | data_view |
"""

DESIGNATED_TO_BKN = """---
type: relation_type
id: designated_to
name: 分诊科室
---

## RelationType: 分诊科室

**分诊科室** - 疾病对应的就诊科室

### Endpoint

| Source | Target | Type |
|--------|--------|------|
| disease | department | direct |

### Mapping Rules

| Source Property | Target Property |
|------------------|-----------------|
| department_id | department_id |
"""

HAS_COMPLICATION_BKN = """---
type: relation_type
id: has_complication
name: 并发症
---

## RelationType: 并发症

**并发症** - 一种疾病引起的另一种疾病

### Endpoint

| Source | Target | Type |
|--------|--------|------|
| disease | disease | data_view |
"""

NOTIFY_BKN = """---
type: action_type
id: notify_doctor
name: 通知医生
---

## ActionType: 通知医生

**通知医生** - 通知值班医生查看病例

### Bound Object

| Bound Object | Action Type |
|--------------|-------------|
| disease | query |
"""

BKN_DISEASE_CSV = (
    "disease_id,disease_name,cure_rate,period_days,contagious,department_id\n"
    "d1,上气道梗阻,0.9,21,false,p1\n"
    "d2,感冒,0.99,7,true,p1\n"
    "d3,肺炎,0.8,14,true,p2\n"
    "d4,\"哮喘, 过敏性\",,,,\n"
)
BKN_SYMPTOMS = [{"symptom_id": f"s{i}", "symptom_name": n} for i, n in enumerate(["呼吸困难", "咳嗽", "发烧", "喘鸣"], 1)]
BKN_DEPARTMENTS = [{"department_id": "p1", "department_name": "呼吸内科"},
                   {"department_id": "p2", "department_name": "儿科"}]
# relation CSV in the layout BKN examples use: the primary key columns of both ends; s9 is missing
BKN_HAS_SYMPTOM_CSV = "disease_id,symptom_id\nd1,s1\nd1,s4\nd2,s2\nd2,s3\nd3,s9\n"
BKN_COMPLICATIONS = [{"source": "d2", "target": "d3"}, {"source": "d3", "target": "d1"}]


def write_bkn(root: Path) -> Path:
    """A BKN directory as the specification lays it out; data tables come from the package's serializer."""
    for sub in ("object_types", "relation_types", "action_types", "data"):
        (root / sub).mkdir(parents=True, exist_ok=True)
    files = {
        "network.bkn": NETWORK_BKN,
        "object_types/disease.bkn": DISEASE_BKN,
        "object_types/symptom.bkn": SYMPTOM_BKN,
        "object_types/department.bkn": DEPARTMENT_BKN,
        "relation_types/has_symptom.bkn": HAS_SYMPTOM_BKN,
        "relation_types/designated_to.bkn": DESIGNATED_TO_BKN,
        "relation_types/has_complication.bkn": HAS_COMPLICATION_BKN,
        "action_types/notify_doctor.bkn": NOTIFY_BKN,
        "data/has_symptom.csv": BKN_HAS_SYMPTOM_CSV,
        "data/symptom.bknd": bkn.to_bknd(object_id="symptom", rows=BKN_SYMPTOMS, network="clinic_bkn"),
        "data/department.bknd": bkn.to_bknd(object_id="department", rows=BKN_DEPARTMENTS, network="clinic_bkn"),
        "data/has_complication.bknd": bkn.to_bknd(relation_id="has_complication", rows=BKN_COMPLICATIONS,
                                                  network="clinic_bkn"),
    }
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    (root / "data" / "disease.csv").write_text(BKN_DISEASE_CSV, encoding="utf-8-sig")  # BOM, as the spec suggests
    return root


def test_bkn_fixture_is_valid_for_the_bkn_package(tmp_path):
    root = write_bkn(tmp_path / "bkn")
    network = bkn.load_network(root)
    assert sorted(o.id for o in network.all_objects) == ["department", "disease", "symptom"]
    assert sorted(r.id for r in network.all_relations) == ["designated_to", "has_complication", "has_symptom"]
    for name in ("symptom", "department"):
        table = bkn.load(root / "data" / f"{name}.bknd").data_tables[0]
        assert bkn.validate_data_table(table, network=network).ok


def test_bkn_directory_import(tmp_path):
    out = tmp_path / "out"
    result = import_path(write_bkn(tmp_path / "bkn"), directory=out)  # dispatched on the .bkn files
    assert result.kn_id == "clinic_bkn"
    assert result.report.instances == {"disease": 4, "symptom": 4, "department": 2}
    assert result.report.edges == {"has_symptom": 4, "designated_to": 3, "has_complication": 2}
    assert result.report.skipped_edges == {"has_symptom": 1}

    backend = SqliteBackend(out)
    network = backend.get_network("clinic_bkn")
    assert network.name == "门诊知识网络" and network.tags == ["医疗", "门诊"]
    disease = network.object_type("disease")
    assert disease.name == "疾病" and disease.comment == "疾病词条"
    assert disease.primary_keys == ["disease_id"] and disease.display_key == "disease_name"
    assert disease.get_property("cure_rate").family == "number"  # float64 -> float
    assert disease.get_property("period_days").family == "number"  # int32 -> integer
    assert disease.get_property("contagious").family == "bool"
    assert network.object_type("department").primary_keys == ["department_id"]
    rel = network.relation_type("designated_to")
    assert (rel.source_object_type_id, rel.target_object_type_id, rel.name) == ("disease", "department", "分诊科室")
    assert [(a.id, a.object_type_id, a.name) for a in network.action_types] == [("notify_doctor", "disease", "通知医生")]

    asthma = backend.query_instances("clinic_bkn", "disease", {"condition": _name_is("disease_id", "d4")}).datas[0]
    assert asthma["disease_name"] == "哮喘, 过敏性" and asthma["cure_rate"] is None
    flu = backend.query_instances("clinic_bkn", "disease", {"condition": _name_is("disease_id", "d2")}).datas[0]
    assert flu["period_days"] == 7 and flu["contagious"] is True and flu["cure_rate"] == pytest.approx(0.99)

    assert _one_hop(backend, "clinic_bkn", "has_symptom", "disease", "symptom",
                    _name_is("disease_name", "上气道梗阻")) == [("上气道梗阻", "呼吸困难"), ("上气道梗阻", "喘鸣")]
    assert _one_hop(backend, "clinic_bkn", "designated_to", "disease", "department",
                    _name_is("department_id", "p1")) == [("上气道梗阻", "呼吸内科"), ("感冒", "呼吸内科")]
    assert _one_hop(backend, "clinic_bkn", "has_complication", "disease", "disease",
                    _name_is("disease_id", "d2")) == [("感冒", "肺炎")]
    # schema concepts are searchable by the names the BKN files give
    hits = backend.search_concepts("clinic_bkn", "object_type", "症状", limit=3)
    assert hits[0].id == "symptom"


def test_bknd_columns_keep_property_names_the_parser_knows_as_headers(tmp_path):
    # 类型 / 描述 are also BKN section column names; in a data table they are property names
    root = write_bkn(tmp_path / "bkn")
    (root / "object_types" / "department.bkn").write_text(DEPARTMENT_BKN.replace(
        "| department_name | 科室名称 | VARCHAR | not_null | 科室名称 | | YES | YES |\n",
        "| department_name | 科室名称 | VARCHAR | not_null | 科室名称 | | YES | YES |\n"
        "| 类型 | 类型 | VARCHAR | | 科室类型 | | | |\n"
        "| 描述 | 描述 | VARCHAR | | 科室介绍 | | | |\n"), encoding="utf-8")
    rows = [{**d, "类型": "内科" if d["department_id"] == "p1" else "儿科", "描述": ""} for d in BKN_DEPARTMENTS]
    (root / "data" / "department.bknd").write_text(bkn.to_bknd(object_id="department", rows=rows), encoding="utf-8")
    import_bkn_directory(root, directory=tmp_path / "out")
    row = SqliteBackend(tmp_path / "out").query_instances(
        "clinic_bkn", "department", {"condition": _name_is("department_id", "p1")}).datas[0]
    assert row["类型"] == "内科" and row["描述"] is None


def test_bkn_root_file_and_id_override(tmp_path):
    root = write_bkn(tmp_path / "bkn")
    result = import_path(root / "network.bkn", kn_id="clinic_alt", directory=tmp_path / "out")
    assert result.kn_id == "clinic_alt" and result.report.instances["disease"] == 4
    assert SqliteBackend(tmp_path / "out").get_network("clinic_alt").id == "clinic_alt"


BAD_BKN = {
    "CSV of no type": (
        "data/patients.csv", "patient_id\nx1\n",
        r"patients\.csv: the network has no object or relation 'patients'",
    ),
    "unknown column in a data table": (
        "data/department.bknd",
        bkn.to_bknd(object_id="department", rows=[{"department_id": "p1", "floor": "3"}]),
        r"department\.bknd:11: object type 'department' has no property floor",
    ),
    "wrong type in CSV": (
        "data/disease.csv", "disease_id,period_days\nd1,21\nd2,a week\n",
        r"disease\.csv:3: property 'period_days' \(integer\) expects an integer, got 'a week'",
    ),
    "relation CSV without key columns": (
        "data/has_symptom.csv", "disease,symptom\n上气道梗阻,呼吸困难\n",
        r"has_symptom\.csv:2: columns disease, symptom do not name the ends of relation 'has_symptom'"
        r".*\(source, target\) \| \(disease_id, symptom_id\)",
    ),
    "data table that is not UTF-8": (
        "data/department.bknd",
        bkn.to_bknd(object_id="department", rows=[{"department_id": "p1", "department_name": "急诊科"}])
        .encode().replace("急诊科".encode(), b"\xff\xfe"),
        r"department\.bknd:\d+: not UTF-8 text \(byte 0xff at byte",
    ),
    "data table for an undefined object": (
        "data/patient.bknd", bkn.to_bknd(object_id="patient", rows=[{"patient_id": "x"}]),
        r"patient\.bknd: data for object 'patient', which the network does not define",
    ),
    "relation to an undefined object": (
        "relation_types/treats.bkn",
        HAS_SYMPTOM_BKN.replace("has_symptom", "treats").replace("| disease | symptom |", "| drug | disease |"),
        r"treats\.bkn: relation 'treats' points at 'drug', which is not an object of the network",
    ),
    "object without primary key": (
        "object_types/symptom.bkn", SYMPTOM_BKN.replace("Primary Keys: symptom_id", "Primary Keys:"),
        r"symptom\.bkn: object 'symptom' declares no primary key",
    ),
    "frontmatter without type": (
        "object_types/symptom.bkn", SYMPTOM_BKN.replace("type: object_type\n", ""),
        r"symptom\.bkn: not a valid BKN network: .*type",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_BKN))
def test_bad_bkn_input_is_a_clear_error(tmp_path, case):
    relative, text, message = BAD_BKN[case]
    root = write_bkn(tmp_path / "bkn")
    if isinstance(text, bytes):
        (root / relative).write_bytes(text)
    else:
        (root / relative).write_text(text, encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=message) as caught:
        import_bkn_directory(root, directory=tmp_path / "out")
    assert "\n" not in str(caught.value)


def test_bkn_directory_without_root(tmp_path):
    root = write_bkn(tmp_path / "bkn")
    (root / "network.bkn").unlink()
    with pytest.raises(InvalidRequestError, match=r"not a valid BKN network: No root network file found"):
        import_path(root, directory=tmp_path / "out")


# ----------------------------------------------------------------------------------------------
# knx import
# ----------------------------------------------------------------------------------------------
def test_cli_import_end_to_end(tmp_path, monkeypatch, capsys):
    home = tmp_path / "home"
    monkeypatch.setenv("KNX_HOME", str(home))
    export = write_export(tmp_path / "export")

    assert main(["import", str(export), "--id", "cli_export", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["kn_id"] == "cli_export" and summary["built"] is True
    assert summary["path"] == str(home / "networks" / "cli_export.sqlite")
    assert summary["instances"] == {"disease": 4, "symptom": 5, "department": 3}
    assert summary["skipped_edges"] == {"has_symptom": 2, "has_complication": 1}

    assert main(["import", str(write_bkn(tmp_path / "bkn"))]) == 0
    printed = capsys.readouterr().out
    assert "clinic_bkn: imported" in printed and "skipped edges whose ends do not exist" in printed

    backend = SqliteBackend(home / "networks")
    assert sorted(n.id for n in backend.list_networks()) == ["cli_export", "clinic_bkn"]
    assert _one_hop(backend, "cli_export", "has_symptom", "disease", "symptom",
                    _name_is("disease_name", "上气道梗阻")) == [("上气道梗阻", "呼吸困难"), ("上气道梗阻", "喘鸣")]

    (export / "symptom.csv").write_text("symptom_id,severity\ns1,high\n", encoding="utf-8")
    assert main(["import", str(export)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("knx: error: ") and "symptom.csv:2" in last and "severity" in last

    assert main(["import", str(export), "--id", "no spaces allowed"]) == 2
    assert "is not a valid network id" in capsys.readouterr().err
    assert main(["import", str(tmp_path / "missing")]) == 2
    assert "no such file or directory" in capsys.readouterr().err
