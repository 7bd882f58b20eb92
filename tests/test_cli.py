"""`knx` in-process: tables and JSON on stdout, one line on stderr and status 2 for bad input, and the
demo network built only by commands that show or name it.

The medical importer is replaced by a stand-in that writes a small network called `medical`, so
these tests never run the real (slow) build; they check when the CLI asks for it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import core.importers
from core.backends.sqlite_store import NetworkBuilder
from core.cli import main
from core.importers import ImportResult
from core.models.network import KnowledgeNetwork

from conftest import CLINIC, build_clinic

CONTAIN_AIRWAY = json.dumps({"operation": "contain", "field": "disease_name", "value": "气道"}, ensure_ascii=False)
PATH_D1_SYMPTOMS = json.dumps([{
    "object_types": [
        {"id": "disease", "condition": {"operation": "==", "field": "disease_name", "value": "上气道梗阻"}},
        {"id": "symptom", "limit": 2},
    ],
    "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease",
                        "target_object_type_id": "symptom"}],
}], ensure_ascii=False)


@pytest.fixture()
def knx_home(tmp_path, monkeypatch):
    """A fresh KNX_HOME holding the clinic network; the demo build is recorded, not run."""
    home = tmp_path / "home"
    monkeypatch.setenv("KNX_HOME", str(home))
    monkeypatch.setenv("COLUMNS", "240")  # wide enough that table cells are not folded
    networks = home / "networks"
    networks.mkdir(parents=True)
    build_clinic(networks / "clinic.sqlite")
    builds: list[Path] = []

    def fake_ensure_medical(directory=None, *, progress=None, force=False, backend=None):
        builds.append(Path(directory))
        path = Path(directory) / "medical.sqlite"
        built = force or not path.exists()
        if built:
            network = KnowledgeNetwork.model_validate({**CLINIC, "id": "medical", "name": "医疗"})
            builder = NetworkBuilder(network, source="stand-in")
            builder.add_instances("disease", [{"disease_id": "m1", "disease_name": "上气道梗阻"}])
            builder.write(path, progress=progress)
        return ImportResult(kn_id="medical", path=path, built=built)

    monkeypatch.setattr(core.importers, "ensure_medical", fake_ensure_medical)
    return home, builds


def knx(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's own exits
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, out: str, err: str, *fragments: str) -> None:
    assert code == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("knx: error: ")
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in err, (fragment, err)


# -- networks -----------------------------------------------------------------------------------
def test_networks_builds_the_demo_on_first_use_and_lists_everything(knx_home, capsys):
    home, builds = knx_home
    code, out, err = knx(capsys, "networks", "--json")
    assert code == 0
    listed = {n["id"]: n for n in json.loads(out)}
    assert set(listed) == {"clinic", "medical"}
    assert listed["clinic"]["name"] == "小诊所"
    assert listed["clinic"]["instance_count"] == 15 and listed["clinic"]["edge_count"] == 21
    assert listed["clinic"]["object_type_count"] == 3 and listed["clinic"]["relation_type_count"] == 3
    assert builds == [home / "networks"]
    assert "done" in err  # build progress goes to stderr, never into the JSON

    code, out, err = knx(capsys, "networks")
    assert code == 0 and err == ""  # already built: no progress
    assert "Knowledge networks" in out and "clinic" in out and "小诊所" in out and "medical" in out
    assert len(builds) == 2  # asked again, found up to date


# -- instances ----------------------------------------------------------------------------------
def test_instances_json_shape(knx_home, capsys):
    code, out, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease",
                         "--condition", CONTAIN_AIRWAY, "--limit", "2", "--json")
    assert (code, err) == (0, "")
    body = json.loads(out)
    assert set(body) >= {"datas", "total_count", "search_after"}
    assert body["total_count"] == 3 and body["search_after"] == [2]
    assert [r["disease_id"] for r in body["datas"]] == ["d1", "d2"]
    row = body["datas"][0]
    assert row["_instance_id"] == "disease-d1" and row["_instance_identity"] == {"disease_id": "d1"}
    assert row["_display"] == "上气道梗阻"

    code, out, _ = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease",
                       "--condition", CONTAIN_AIRWAY, "--limit", "2", "--json",
                       "--body", json.dumps({"search_after": body["search_after"]}))
    rest = json.loads(out)
    assert code == 0 and [r["disease_id"] for r in rest["datas"]] == ["d3"]
    assert "search_after" not in rest  # last page


def test_instances_never_builds_the_demo_for_another_network(knx_home, capsys):
    home, builds = knx_home
    code, _, _ = knx(capsys, "instances", "--kn", "clinic", "--object-type", "symptom", "--json")
    assert code == 0
    code, _, _ = knx(capsys, "subgraph", "--kn", "clinic", "--paths", PATH_D1_SYMPTOMS, "--json")
    assert code == 0
    assert builds == []
    assert not (home / "networks" / "medical.sqlite").exists()


def test_instances_on_medical_builds_it_first(knx_home, capsys):
    home, builds = knx_home
    code, out, _ = knx(capsys, "instances", "--kn", "medical", "--object-type", "disease", "--json")
    assert code == 0 and builds == [home / "networks"]
    assert [r["disease_name"] for r in json.loads(out)["datas"]] == ["上气道梗阻"]


def test_instances_condition_from_file_and_table_output(knx_home, capsys, tmp_path):
    condition_file = tmp_path / "condition.json"
    condition_file.write_text(json.dumps({"operation": "match", "field": "disease_name", "value": "气道梗阻"}), encoding="utf-8")
    code, out, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease",
                         "--condition", f"@{condition_file}")
    assert (code, err) == (0, "")
    assert "clinic/disease: 3 of 3 instance(s)" in out
    assert "_score" in out and "disease-d3" in out and "气道梗阻" in out
    assert out.index("disease-d3") < out.index("disease-d1")  # best score first

    code, out, _ = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--limit", "2")
    assert code == 0 and "2 of 6 instance(s)" in out
    assert "more: pass --body" in out and "[2]" in out


# -- subgraph -----------------------------------------------------------------------------------
def test_subgraph_json_and_table(knx_home, capsys):
    code, out, err = knx(capsys, "subgraph", "--kn", "clinic", "--paths", PATH_D1_SYMPTOMS, "--json")
    assert (code, err) == (0, "")
    (entry,) = json.loads(out)["entries"]
    assert set(entry["objects"]) == {"disease-d1", "symptom-s1", "symptom-s2"}
    assert [p["relations"][0]["target_object_id"] for p in entry["relation_paths"]] == ["symptom-s1", "symptom-s2"]
    assert entry["current_path_number"] == 2

    body = json.dumps({"relation_type_paths": json.loads(PATH_D1_SYMPTOMS)}, ensure_ascii=False)
    code, out, _ = knx(capsys, "subgraph", "--kn", "clinic", "--paths", body)
    assert code == 0
    assert "path 0: 2 relation path(s)" in out
    assert "上气道梗阻 -[疾病症状]-> 呼吸困难" in out and "上气道梗阻 -[疾病症状]-> 咳嗽" in out


# -- errors: status 2, one line, no traceback ----------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "fragments"),
    [
        (["instances", "--kn", "clinic", "--object-type", "disease", "--condition", "{not json"],
         ["--condition: not valid JSON", "line 1 column 2"]),
        (["instances", "--kn", "clinic", "--object-type", "disease", "--condition", "[" * 100_000],
         ["--condition: "]),
        (["instances", "--kn", "clinic", "--object-type", "disease", "--condition", "@/no/such/file.json"],
         ["--condition: cannot read /no/such/file.json"]),
        (["instances", "--kn", "clinic", "--object-type", "patient"],
         ["object type 'patient' does not exist", "valid object types: disease, symptom, department"]),
        (["instances", "--kn", "hospital", "--object-type", "disease"],
         ["knowledge network 'hospital' does not exist", "available networks: clinic"]),
        (["instances", "--kn", "../clinic", "--object-type", "disease"], ["kn_id: '../clinic' is not a valid network id"]),
        (["instances", "--kn", "clinic", "--object-type", "disease",
          "--condition", '{"operation": "regex", "field": "disease_name", "value": "x"}'],
         ["condition.operation: unknown operation 'regex'", "valid operations: and, or"]),
        (["instances", "--kn", "clinic", "--object-type", "disease",
          "--condition", '{"operation": "match", "field": "age", "value": "x"}'],
         ["condition.operation: 'match' is not allowed on disease.age", "valid operations for this property"]),
        (["instances", "--kn", "clinic", "--object-type", "disease",
          "--condition", '{"operation": "==", "field": "colour", "value": "x"}'],
         ["condition.field: 'colour'", "valid fields: disease_id"]),
        (["instances", "--kn", "clinic", "--object-type", "disease", "--limit", "0"], ["limit: "]),
        (["instances", "--kn", "clinic", "--object-type", "disease", "--limit", "many"], ["--limit", "invalid int"]),
        (["instances", "--kn", "clinic", "--object-type", "disease", "--body", "[1]"], ["--body: expected a JSON object"]),
        (["instances", "--object-type", "disease"], ["the following arguments are required: --kn"]),
        (["subgraph", "--kn", "clinic", "--paths", "42"], ["--paths: expected"]),
        (["subgraph", "--kn", "clinic", "--paths", '[{"object_types": [{"id": "disease"}, {"id": "symptom"}], '
          '"relation_types": [{"relation_type_id": "cures", "source_object_type_id": "disease", '
          '"target_object_type_id": "symptom"}]}]'],
         ["relation type 'cures' does not exist", "valid relation types: has_symptom"]),
        (["import", "/no/such/export"], ["/no/such/export: no such file or directory"]),
        (["frobnicate"], ["invalid choice: 'frobnicate'"]),
    ],
)
def test_bad_input_is_one_line_and_status_2(knx_home, capsys, argv, fragments):
    assert_one_line_error(*knx(capsys, *argv), *fragments)


def test_latency_figures_are_median_and_nearest_rank_p95():
    from core.timing import latency_summary, percentile

    samples = [float(v) for v in range(1, 21)]  # 1..20 ms
    assert percentile(samples, 95) == 19.0  # nearest rank: ceil(0.95 * 20) = 19th value
    assert percentile([5.0], 95) == 5.0
    assert latency_summary(samples) == {"p50_ms": 10.5, "p95_ms": 19.0}
    with pytest.raises(ValueError):
        percentile([], 50)


def test_one_progress_bar_for_stages_and_byte_counts(capsys):
    """Off a terminal a stage progress prints each new message once, byte counts nothing; on a
    terminal both draw a bar; disabled, nothing at all."""
    from core.cli.output import ProgressBar

    with ProgressBar("corpus") as bar:
        for message, fraction in [("reading", 0.0), ("reading", 0.05), ("embedding", 0.5)]:
            bar.stage(message, fraction)
        bar.amount(10, 100)
    assert capsys.readouterr().err.splitlines() == ["[corpus   0%] reading", "[corpus  50%] embedding"]
    with ProgressBar("import x.nt", bytes=True) as bar:
        bar.amount(512, 1024)
    assert capsys.readouterr().err == ""
    with ProgressBar("eval", enabled=False) as bar:
        bar.stage("q1", 0.5)
    assert capsys.readouterr().err == ""
    with ProgressBar("import x.nt", bytes=True, terminal=True) as bar:
        bar.amount(512, 1024)
    drawn = capsys.readouterr().err
    assert "import x.nt" in drawn and "0.5/1.0 kB" in drawn  # the bar's final frame
    with ProgressBar("corpus", terminal=True) as bar:
        bar.stage("embedding", 0.5)
    assert "embedding" in capsys.readouterr().err
