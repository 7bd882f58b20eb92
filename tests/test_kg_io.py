"""Import (formats, gzip, progress, counts, atomic re-import), the KN → RDF export, the generator,
and the `knx kg` command line."""

from __future__ import annotations

import gzip
import io
import json
import sys
from contextlib import redirect_stderr, redirect_stdout

import pytest

from conftest import build_clinic
from core.backends.sqlite import SqliteBackend
from core.cli import main
from core.exceptions import InvalidRequestError, NotFoundError
from core.kg.export import EXPORT_NS, export_network, instance_local_id
from core.kg.generate import entity_id, generate_kg
from core.kg.importer import import_rdf
from core.kg.session import KgSession
from core.kg.store import EmbeddedStore, list_kgs

NS = "http://rdf.freebase.com/ns/"
TTL = f"""@prefix ns: <{NS}> .
ns:m.0a ns:type.object.name "Alpha"@en ; ns:test.thing.next ns:m.0b .
ns:m.0b ns:type.object.name "Beta"@en .
"""
NQ = f"""<{NS}m.0a> <{NS}type.object.name> "Alpha"@en <http://g/1> .
<{NS}m.0a> <{NS}test.thing.next> <{NS}m.0b> <http://g/2> .
<{NS}m.0b> <{NS}type.object.name> "Beta"@en .
"""


def knx(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exc:  # argparse's usage errors
            code = exc.code
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name, content", [("a.ttl", TTL), ("a.nq", NQ), ("a.ttl.gz", TTL)])
def test_formats_load_and_named_graphs_are_visible(tmp_path, name, content):
    path = tmp_path / name
    if name.endswith(".gz"):
        path.write_bytes(gzip.compress(content.encode()))
    else:
        path.write_text(content)
    seen = []
    result = import_rdf(path, "t", home=tmp_path, progress=lambda done, total: seen.append((done, total)))
    assert result.triples == 3 and seen and seen[-1][0] == seen[-1][1] == path.stat().st_size
    text = KgSession(EmbeddedStore("t", tmp_path), "next").execute('get_triples("Alpha", ["test.thing.next"])')
    assert text == "[Alpha, test.thing.next, Beta]"


def test_failed_reimport_leaves_the_previous_kg(tmp_path):
    good = tmp_path / "good.ttl"
    good.write_text(TTL)
    import_rdf(good, "t", home=tmp_path)
    bad = tmp_path / "bad.nt"
    bad.write_text(f"<{NS}m.0z> <{NS}r.s.t> <{NS}m.0y> .\nthis is not rdf\n")
    with pytest.raises(InvalidRequestError, match="bad.nt: not valid N-Triples.*previous KG"):
        import_rdf(bad, "t", home=tmp_path)
    assert [k.kg_id for k in list_kgs(tmp_path)] == ["t"] and list_kgs(tmp_path)[0].triples == 3
    assert not [p for p in (tmp_path / "kgs").iterdir() if p.name.startswith(".")]
    store = EmbeddedStore("t", tmp_path)
    assert store.select(f"SELECT ?o WHERE {{ <{NS}m.0a> <{NS}test.thing.next> ?o }}")[0]["o"].value.endswith("m.0b")
    # a successful re-import replaces it, and a new handle sees the new data
    other = tmp_path / "other.nt"
    other.write_text(f'<{NS}m.0q> <{NS}type.object.name> "Q"@en .\n')
    assert import_rdf(other, "t", home=tmp_path).triples == 1
    assert len(EmbeddedStore("t", tmp_path).select("SELECT * WHERE { ?s ?p ?o }")) == 1


def test_bad_import_inputs(tmp_path):
    with pytest.raises(NotFoundError, match="no such file"):
        import_rdf(tmp_path / "missing.nt", "t", home=tmp_path)
    (tmp_path / "x.csv").write_text("a,b")
    with pytest.raises(InvalidRequestError, match="unknown RDF format.*valid: .nt, .ttl, .nq"):
        import_rdf(tmp_path / "x.csv", "t", home=tmp_path)
    (tmp_path / "x.nt").write_text("")
    with pytest.raises(InvalidRequestError, match="kg id"):
        import_rdf(tmp_path / "x.nt", "../escape", home=tmp_path)
    with pytest.raises(NotFoundError, match="knx kg import"):
        EmbeddedStore("absent", tmp_path)


def test_generator_writes_freebase_shaped_cvt_data(tmp_path):
    counts = generate_kg(tmp_path / "g.nt.gz", 300, seed=3)
    assert counts["cvt_nodes"] > 100 and 14 * 300 < counts["triples"] < 20 * 300
    result = import_rdf(tmp_path / "g.nt.gz", "g", home=tmp_path)
    assert result.triples == counts["triples"]
    store = EmbeddedStore("g", tmp_path)
    s = KgSession(store, "who held the position")
    for i in range(40):  # find an entity that links to a CVT node, and flatten it
        relations = s.get_relations(entity=entity_id(i)).stages.final
        cvt_rel = [r for r in relations if r.split(".")[-1].endswith("s") and r.split(".")[1] == "person"]
        if cvt_rel:
            result = s.get_triples(entity=entity_id(i), relations=cvt_rel[:1])
            assert result.cvt_info and all(t.head_id != t.tail_id for c in result.cvt_info for t in c.flattened_triples)
            break
    else:
        pytest.fail("no CVT link among the first 40 entities")


def test_export_network_maps_instances_types_and_relations(tmp_path):
    directory = tmp_path / "networks"
    directory.mkdir()
    build_clinic(directory / "clinic.sqlite")
    backend = SqliteBackend(directory)
    counts = export_network("clinic", tmp_path / "clinic.nt.gz", backend=backend)
    assert counts["instances"] == 15 and counts["edges"] == 21
    import_rdf(tmp_path / "clinic.nt.gz", "clinic", home=tmp_path, namespace=EXPORT_NS)
    session = KgSession(EmbeddedStore("clinic", tmp_path), "感冒有哪些症状")
    relations = session.get_relations(entity="感冒")
    assert relations.entity_id == instance_local_id("disease", "disease-d4")
    assert "clinic.disease.has_symptom" in relations.stages.final
    triples = session.get_triples(entity="感冒", relations=["clinic.disease.has_symptom"])
    assert {t.tail for t in triples.triples} == {"咳嗽", "发烧", "流涕"}


def test_cli_flow(tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    code, out, _ = knx("kg", "sample", "--id", "fb", "--json")
    assert code == 0 and json.loads(out)["triples"] > 300
    code, out, _ = knx("kg", "list", "--json")
    assert [k["kg_id"] for k in json.loads(out)] == ["fb"]
    code, out, _ = knx("kg", "relations", "Argentina", "--kg", "fb", "--question", "currency of Argentina")
    assert code == 0 and out.split("\n")[0] == "location.country.currency_used"
    code, out, _ = knx("kg", "triples", "Argentina", "location.country.currency_used", "--kg", "fb", "--json")
    data = json.loads(out)
    assert data["triples"] == [{"head": "Argentina", "head_id": "m.0jgd", "relation": "location.country.currency_used",
                                "tail": "Argentine peso", "tail_id": "m.024nzm"}]
    assert data["text"] and data["cvt_info"] == [] and data["trace"][0]["type"] == "tool_call"
    transcript = tmp_path / "t.txt"
    transcript.write_text('x <kg-query>get_relations("Edith Schippers")</kg-query> y '
                          '<kg-query>get_triples("Edith Schippers", ["people.person.nationality"])</kg-query>')
    trace = tmp_path / "trace.json"
    code, out, _ = knx("kg", "run", str(transcript), "--kg", "fb", "--trace-out", str(trace))
    assert code == 0 and "<information>\n[Edith Schippers, people.person.nationality, Netherlands]\n</information>" in out
    assert json.loads(trace.read_text())["calls"] == 2
    monkeypatch.setattr(sys, "stdin", io.StringIO('<kg-query>get_relations("Nowhere")</kg-query>'))
    code, out, _ = knx("kg", "run", "--kg", "fb", "--json")
    # a refused call is printed, and the exit status says it was refused
    assert code == 2 and json.loads(out)["blocks"][0]["text"].startswith("Invalid entity.")


@pytest.mark.parametrize("args, message", [
    (["kg", "relations", "X", "--kg", "nope"], "no KG 'nope'"),
    (["kg", "relations", "X", "--kg", "fb", "--endpoint", "http://x"], "not allowed with argument"),
    (["kg", "relations", "X", "--endpoint", "ftp://x"], "not an http(s) URL"),
    (["kg", "relations", "X", "--kg", "fb", "--config", '{"kg_top_k": -1}'], "kg_config.kg_top_k"),
    (["kg", "import", "/nonexistent.nt", "--id", "x"], "no such file"),
    (["kg", "run", "/dev/null", "--kg", "fb"], "no <kg-query> blocks"),
])
def test_cli_bad_input_is_one_line(tmp_path, monkeypatch, args, message):
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    knx("kg", "sample", "--id", "fb")
    code, _, err = knx(*args)
    assert code == 2 and message in err and "Traceback" not in err and err.count("\n") == 1


def test_cli_export_network_and_generate(tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    (tmp_path / "networks").mkdir()
    build_clinic(tmp_path / "networks" / "clinic.sqlite")
    code, out, _ = knx("kg", "export-network", "clinic", "--out", str(tmp_path / "c.nt"), "--json")
    summary = json.loads(out)
    assert code == 0 and summary["kg_id"] == "clinic" and summary["namespace"] == EXPORT_NS
    # the recorded namespace is used without being named again
    code, out, _ = knx("kg", "triples", "感冒", "clinic.disease.has_complication", "--kg", "clinic")
    assert code == 0 and out.strip() == "[感冒, clinic.disease.has_complication, 肺炎]"
    code, out, _ = knx("kg", "generate", str(tmp_path / "g.nt"), "--entities", "50", "--json")
    assert code == 0 and json.loads(out)["entities"] == 50 and (tmp_path / "g.nt").stat().st_size > 0
