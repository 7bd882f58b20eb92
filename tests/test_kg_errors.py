"""How KG tool calls fail, everywhere they are made: the exit status of `knx kg relations | triples |
run`, the error kind of the toolbox, HTTP and MCP (store failure, refusal, query limit), the flow's
text for the model keeping its line breaks, damaged KGs, what is checked before a store is opened
or a network exported (endpoint, timeout, auth header, topic entities, language tag, ids, file
names, whitelists), and that no message shows an endpoint's password or the auth header."""

from __future__ import annotations

import io
import json
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from core.cli import main
from core.exceptions import ConfigError, InvalidRequestError, StorageError
from core.kg.importer import import_rdf
from core.kg.models import load_whitelist
from core.kg.session import KgSession, extract_queries, parse_query, parse_topic_entities
from core.kg.store import EmbeddedStore, HttpSparqlStore, list_kgs, open_store
from core.kg.tools import kg_toolbox
from kg_fixtures import SAMPLE_ID, free_port, kg_env, kg_home, sample_nt  # noqa: F401  (fixtures)
from test_kg_faults import Loopback

pytestmark = pytest.mark.timeout(180)

RESULTS = "application/sparql-results+json"
EMPTY = '{"head":{"vars":["relation"]},"results":{"bindings":[]}}'
ONE_RELATION = ('{"head":{"vars":["relation"]},"results":{"bindings":[{"relation":'
                '{"type":"uri","value":"http://rdf.freebase.com/ns/a.b.c"}}]}}')
CURRENCY = "location.country.currency_used"


def knx(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    if stdin is not None:
        sys.stdin = io.StringIO(stdin)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as exc:  # argparse's usage errors
                code = exc.code
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def damage_store(home: Path, kg_id: str) -> None:
    """Every file of an imported KG's store overwritten with random bytes."""
    for path in (home / "kgs" / kg_id / "store").iterdir():
        if path.is_file():
            path.write_bytes(os.urandom(max(path.stat().st_size, 64)))


# -- 1. exit status of the tool commands ----------------------------------------------------------

@pytest.mark.parametrize("args, status, text", [
    (["relations", "Argentina", "--question", "currency"], 0, CURRENCY),
    (["relations", "Nowhere"], 2, "Invalid entity. Use an entity"),
    (["triples", "Argentina", "bad rel"], 2, "[Invalid query: relation 'bad rel' is not a valid relation name"),
    (["triples", "Argentina", CURRENCY], 0, "[Argentina, location.country.currency_used, Argentine peso]"),
])
def test_tool_commands_exit_with_how_the_call_ended(kg_env, args, status, text):
    code, out, err = knx("kg", *args, "--kg", SAMPLE_ID)
    assert (code, err) == (status, "") and text in out  # the result is printed either way
    code, out, _ = knx("kg", *args, "--kg", SAMPLE_ID, "--json")
    assert code == status and text in json.loads(out)["text"]


@pytest.mark.parametrize("answer, timeout, words", [
    (None, "5", "cannot reach SPARQL endpoint"),  # nothing listens
    ((200, RESULTS, EMPTY, 2.0), "0.3", "did not answer within 0.3 s"),
    ((200, "text/html", "<html>Welcome</html>", 0), "5", "that is not SPARQL JSON results"),
])
def test_a_store_failure_exits_1_and_prints_the_result(answer, timeout, words):
    def run(url: str) -> None:
        code, out, err = knx("kg", "relations", "m.0jgd", "--endpoint", url, "--timeout", timeout)
        assert code == 1 and out.startswith("[KG query failed: ") and words in out and err == ""
        code, out, _ = knx("kg", "relations", "m.0jgd", "--endpoint", url, "--timeout", timeout, "--json")
        assert code == 1 and json.loads(out)["error"] == "store"

    if answer is None:
        run(f"http://127.0.0.1:{free_port()}/sparql")
        return
    with Loopback([answer]) as server:
        run(server.url + "/sparql")


def test_run_exits_1_for_a_store_failure_else_2_for_any_refusal(kg_env, tmp_path):
    good = '<kg-query>get_relations("Argentina")</kg-query>'
    cases = [
        (good, "{}", 0),
        (good + '<kg-query>get_relations("Nowhere")</kg-query>', "{}", 2),   # unknown entity
        (good + "<kg-query>find Argentina</kg-query>", "{}", 2),              # did not parse
        (good + good, '{"max_calls": 1}', 2),                                 # the second is over the limit
    ]
    for transcript, config, status in cases:
        code, out, _ = knx("kg", "run", "--kg", SAMPLE_ID, "--config", config, stdin=transcript)
        assert code == status, (transcript, out)
        assert out.count("<information>") == transcript.count("<kg-query>")  # every block printed
    # a store failure outranks a refusal
    down = f"http://127.0.0.1:{free_port()}/sparql"
    code, out, _ = knx("kg", "run", "--endpoint", down, "--timeout", "5",
                       stdin="<kg-query>nonsense</kg-query>" + good)
    assert code == 1 and "[Could not parse query: nonsense]" in out and "[KG query failed:" in out


# -- 10, 11. kg run: every block in `blocks`, and text without blocks ------------------------------

def test_run_json_lists_every_block_apart_from_the_steps(kg_env):
    transcript = ('<kg-query>find Argentina</kg-query> <kg-query>get_relations("Argentina")</kg-query>'
                  '<kg-query>get_relations("Argentina")</kg-query>')
    code, out, _ = knx("kg", "run", "--kg", SAMPLE_ID, "--config", '{"max_calls": 2}', "--json", stdin=transcript)
    data = json.loads(out)
    assert code == 2
    assert [(b["query"], b["error"]) for b in data["blocks"]] == [
        ("find Argentina", "parse"), ('get_relations("Argentina")', None), ('get_relations("Argentina")', "max_calls")]
    assert data["blocks"][0]["text"] == "[Could not parse query: find Argentina]"
    assert data["blocks"][2]["text"].startswith("[Query limit reached: at most 2")
    # the session's own export is there too: its steps are the tool calls only
    assert [s["tool"] for s in data["steps"]] == ["get_relations"] and data["calls"] == 2


def test_text_without_blocks_is_refused_not_run_as_a_query(kg_env):
    assert extract_queries("no queries here") == []
    session = KgSession(EmbeddedStore(SAMPLE_ID, kg_env), "q")
    assert session.replay("no queries here") == [] and session.calls == 0
    code, out, err = knx("kg", "run", "--kg", SAMPLE_ID, stdin="no queries here")
    assert (code, out) == (2, "") and "no <kg-query> blocks found" in err
    # a bare query is still what execute takes
    assert session.execute('get_relations("Argentina")').startswith("location.")


# -- 2, 8. the toolbox: whose failure it was, and the flow's text as the model reads it ------------

def test_toolbox_errors_say_whose_failure_it_was(kg_home):
    down = HttpSparqlStore(f"http://127.0.0.1:{free_port()}/sparql", timeout_s=5)
    out = kg_toolbox(KgSession(down, "q")).call("get_relations", {"entity": "m.0jgd"})
    assert not out.ok and (out.content["code"], out.content["status_code"]) == ("sparql_error", 502)
    assert "cannot reach SPARQL endpoint" in out.content["error"]

    session = KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "currency", config={"max_calls": 1})
    box = kg_toolbox(session)
    assert box.call("get_relations", {"entity": "Argentina"}).ok
    limited = box.call("get_relations", {"entity": "Argentina"})
    assert not limited.ok and (limited.content["code"], limited.content["status_code"]) == ("session_error", 400)
    assert "at most 1 KG queries" in limited.content["error"] and limited.content["detail"]["max_calls"] == 1


def test_the_flows_text_keeps_its_line_breaks_in_the_error_payload(kg_home):
    box = kg_toolbox(KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "currency of Argentina"))
    offered = box.call("get_relations", {"entity": "Argentina"}).content["relations"]
    refused = box.call("get_triples", {"entity": "Argentina", "relations": ["bogus.x\nIgnore this"]}).content
    assert (refused["code"], refused["status_code"]) == ("invalid_request", 400)
    expected = ("The relation 'bogus.x\\nIgnore this' is not in the latest predicate list. "
                "Choose predicates from the list below:\n\n" + "\n".join(offered))
    # the list is the flow's (line breaks kept); the relation is the caller's (its line break escaped)
    assert refused["message"] == refused["detail"]["message"] == expected
    assert refused["error"] == expected.split("\n")[0]
    assert box.call("get_triples", {"entity": "Argentina", "relations": [CURRENCY]}).ok
    unknown = box.call("get_relations", {"entity": "Atlantis"}).content
    assert unknown["message"] == ("Invalid entity. Use an entity returned by the previous step and copy it exactly."
                                  "\n\nLast entities (names only):\n\n[Argentina, location.country.currency_used, "
                                  "Argentine peso]")


@pytest.fixture(scope="module")
def served_kgs(tmp_path_factory, sample_nt):
    """`knx serve` over a home holding the sample KG and a copy of it whose store is damaged."""
    from conftest import build_clinic
    from serve_support import start_server, stop_server

    home, networks = tmp_path_factory.mktemp("kg-serve-home"), tmp_path_factory.mktemp("kg-serve-networks")
    build_clinic(networks / "clinic.sqlite")
    import_rdf(sample_nt, SAMPLE_ID, home=home)
    import_rdf(sample_nt, "damaged", home=home)
    damage_store(home, "damaged")
    served = start_server(home, networks, token=None)
    yield served
    stop_server(served.process)


def test_over_http_and_mcp_refusals_keep_line_breaks_and_damage_is_a_storage_error(served_kgs):
    from test_serve_http import AR, _mcp_call

    with served_kgs.client() as client:
        def tool(name: str, **arguments):  # type: ignore[no-untyped-def]
            return client.post(f"{AR}/v1/tools/{name}", json=arguments)

        assert tool("kg_start", kg=SAMPLE_ID, question="currency", session_id="s").status_code == 200
        offered = tool("get_relations", entity="Argentina", session_id="s").json()["relations"]
        refused = tool("get_triples", entity="Argentina", relations=["bogus.x"], session_id="s")
        assert refused.status_code == 400
        assert refused.json()["message"].endswith("Choose predicates from the list below:\n\n" + "\n".join(offered))
        damaged = tool("kg_start", kg="damaged", question="q", session_id="d")
        payload = damaged.json()
        assert damaged.status_code == 500 and payload["code"] == "storage_error", payload
        assert "KG 'damaged' is damaged" in payload["error"] and "knx kg import PATH --id damaged" in payload["message"]
        assert "Traceback" not in damaged.text and "/kgs/" not in damaged.text  # no server path either
    assert not _mcp_call(served_kgs, "kg_start", {"kg": SAMPLE_ID, "question": "q", "session_id": "m"}).is_error
    _mcp_call(served_kgs, "get_relations", {"entity": "Argentina", "session_id": "m"})
    result = _mcp_call(served_kgs, "get_triples", {"entity": "Argentina", "relations": ["bogus.x"], "session_id": "m"})
    message = json.loads(result.content[0].text)["message"]
    assert result.is_error and "Choose predicates from the list below:\n\n" in message and "\\n" not in message


# -- 3. damaged and incomplete KGs -----------------------------------------------------------------

def test_a_damaged_store_is_a_storage_error_naming_the_kg(tmp_path, sample_nt, monkeypatch):
    import_rdf(sample_nt, "broken", home=tmp_path)
    damage_store(tmp_path, "broken")
    with pytest.raises(StorageError, match=r"KG 'broken' is damaged: its store .* could not be opened"):
        EmbeddedStore("broken", tmp_path)
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    code, _, err = knx("kg", "relations", "Argentina", "--kg", "broken")
    assert code == 1 and "KG 'broken' is damaged" in err and "import it again" in err
    assert "internal error" not in err and err.count("\n") == 1


def test_a_kg_without_its_store_or_with_garbage_meta_is_reported(tmp_path, sample_nt, monkeypatch):
    import shutil

    for kg_id in ("nostore", "badmeta", "listmeta", "badns", "whole"):
        import_rdf(sample_nt, kg_id, home=tmp_path)
    shutil.rmtree(tmp_path / "kgs" / "nostore" / "store")
    (tmp_path / "kgs" / "badmeta" / "meta.json").write_text("garbage{")
    (tmp_path / "kgs" / "listmeta" / "meta.json").write_text("[1, 2]")
    (tmp_path / "kgs" / "badns" / "meta.json").write_text('{"namespace": "x> } #"}')
    for kg_id, words in [("nostore", "KG 'nostore' is incomplete: .* is missing"),
                         ("badmeta", "KG 'badmeta' is damaged: .*meta.json is not JSON"),
                         ("listmeta", "KG 'listmeta' is damaged: .*meta.json is not a JSON object"),
                         ("badns", "KG 'badns' is damaged: .*namespace 'x> } #'")]:
        with pytest.raises(StorageError, match=words):
            EmbeddedStore(kg_id, tmp_path)
    problems = {k.kg_id: k.problem for k in list_kgs(tmp_path)}
    assert problems["whole"] is None and set(problems) == {"nostore", "badmeta", "listmeta", "badns", "whole"}
    assert "is missing" in problems["nostore"] and "not JSON" in problems["badmeta"]
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    code, out, err = knx("kg", "list", "--json")
    rows = {row["kg_id"]: row for row in json.loads(out)}
    assert code == 0 and rows["whole"]["problem"] is None and rows["whole"]["triples"] > 300
    assert "not JSON" in rows["badmeta"]["problem"] and "triples" not in rows["badmeta"]
    assert err.count("knx: warning: ") == 4 and "knx kg import PATH --id nostore" in err
    code, _, err = knx("kg", "relations", "X", "--kg", "nostore")
    assert code == 1 and "KG 'nostore' is incomplete" in err and "no KG" not in err


# -- 4, 5. what reaches a store is checked first; secrets are never shown ---------------------------

@pytest.mark.parametrize("options, words", [
    (["--kg", SAMPLE_ID, "--timeout", "-1"], "timeout: -1 is out of range; valid: a number of seconds above 0 and at most 3600"),
    (["--kg", SAMPLE_ID, "--timeout", "nan"], "timeout: nan is not a finite number"),
    (["--endpoint", "http://127.0.0.1:9/q", "--timeout", "0"], "timeout: 0 is out of range"),
    (["--endpoint", "http://127.0.0.1:9/q", "--timeout", "inf"], "timeout: inf is not a finite number"),
    (["--endpoint", "http://127.0.0.1:9/q", "--timeout", "3601"], "timeout: 3601 is out of range"),
    (["--endpoint", "http://127.0.0.1:9/q", "--auth-header", "Bearer é"], "auth header: character 8 is not printable ASCII"),
    (["--endpoint", "http://127.0.0.1:9/q", "--auth-header", "Bearer x\r\nX-Evil: 1"], "auth header: character 9 is a line break"),
    (["--endpoint", "http://[::1/q"], "endpoint: 'http://[::1/q' is not a valid URL"),
    (["--endpoint", "http://127.0.0.1:99999/q"], "is not a valid URL (Port out of range"),
    (["--endpoint", "http:///sparql"], "endpoint: 'http:///sparql' has no host"),
    (["--endpoint", "http://user:pw@[::1/q"], "endpoint: 'http://***@[::1/q' is not a valid URL"),
])
def test_bad_store_options_are_refused_up_front(kg_env, options, words):
    code, out, err = knx("kg", "relations", "Argentina", *options)
    assert (code, out) == (2, "") and words in err and err.count("\n") == 1, err
    assert "internal error" not in err and "Bearer x" not in err and "pw@" not in err


def test_every_entry_point_gets_the_same_checks(kg_home):
    for kwargs in ({"kg": SAMPLE_ID, "timeout_s": -1.0}, {"endpoint": "http://h/q", "timeout_s": float("nan")},
                   {"endpoint": "http://h/q", "auth_header": "Bearer é"}, {"endpoint": "http://[::1/q"}):
        with pytest.raises(InvalidRequestError):
            open_store(home=kg_home, **kwargs)
    with pytest.raises(InvalidRequestError, match="line break"):
        HttpSparqlStore("http://127.0.0.1:9/q", auth_header="a\nb")


def test_an_endpoints_password_is_sent_but_never_shown(kg_env, tmp_path):
    with Loopback([(200, RESULTS, ONE_RELATION, 0)]) as server:
        url = server.url.replace("http://", "http://user:pw@") + "/query"
        trace = tmp_path / "trace.json"
        code, out, _ = knx("kg", "run", "--endpoint", url, "--json", "--trace-out", str(trace),
                           stdin='<kg-query>get_relations("m.0x")</kg-query>')
    assert code == 0 and json.loads(out)["blocks"][0]["text"] == "a.b.c"
    assert server.headers[0]["Authorization"] == "Basic dXNlcjpwdw=="  # user:pw, as HTTP Basic auth
    for text in (out, trace.read_text()):
        assert "pw@" not in text and f'"store": "{url.replace("user:pw@", "***@")}"' in text
    down = f"http://user:pw@127.0.0.1:{free_port()}/q"
    code, out, err = knx("kg", "relations", "m.0x", "--endpoint", down, "--timeout", "5")
    assert code == 1 and "http://***@127.0.0.1:" in out and "pw" not in out + err


@pytest.mark.parametrize("body, shown", [
    ("bad credentials: Bearer s3cret-token", "HTTP 500: bad credentials: ***"),
    ("token s3cret-token is unknown", "HTTP 500: token *** is unknown"),
])
def test_an_auth_header_an_endpoint_echoes_is_not_shown(body, shown):
    with Loopback([(500, "text/plain", body, 0)]) as server:
        store = HttpSparqlStore(server.url + "/sparql", auth_header="Bearer s3cret-token", timeout_s=5)
        text = KgSession(store, "q").execute('get_relations("m.0x")')
    assert text.startswith("[KG query failed: ") and shown in text and "s3cret" not in text


# -- 6. export-network checks its arguments before the export ---------------------------------------

@pytest.fixture
def clinic_home(tmp_path, monkeypatch):
    from conftest import build_clinic

    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    (tmp_path / "networks").mkdir()
    build_clinic(tmp_path / "networks" / "clinic.sqlite")
    return tmp_path


@pytest.mark.parametrize("options, words", [
    (["--lang", "bad lang!", "--no-import"], "--lang: 'bad lang!' is not a language tag"),
    (["--lang", "toolonglang"], "--lang: 'toolonglang' is not a language tag"),
    (["--id", "bad id!"], "kg id 'bad id!' is not valid"),
    (["--id", "bad id!", "--no-import"], "kg id 'bad id!' is not valid"),
])
def test_export_network_refuses_bad_arguments_before_exporting(clinic_home, monkeypatch, options, words):
    import core.kg.export

    def no_export(*args, **kwargs):  # noqa: ARG001
        raise AssertionError("the network was exported before the arguments were checked")

    out = clinic_home / "c.nt.gz"
    monkeypatch.setattr(core.kg.export, "export_network", no_export)
    code, _, err = knx("kg", "export-network", "clinic", "--out", str(out), *options)
    assert code == 2 and words in err and not out.exists(), err


def test_export_network_writes_a_valid_language_tag(clinic_home):
    out = clinic_home / "c.nt"
    code, _, err = knx("kg", "export-network", "clinic", "--out", str(out), "--lang", "zh-Hans", "--id", "clinic2")
    assert code == 0, err
    assert '"感冒"@zh-Hans .' in out.read_text(encoding="utf-8")
    code, out_text, _ = knx("kg", "triples", "感冒", "clinic.disease.has_complication", "--kg", "clinic2")
    assert code == 0 and out_text.strip() == "[感冒, clinic.disease.has_complication, 肺炎]"


# -- 7. topic entities: one check for the CLI, the explorer and kg_start ----------------------------

@pytest.mark.parametrize("topic, words", [
    ("Edith Schippers=m.bad id", "--topic[0]: 'm.bad id' is not a valid id"),
    ("a=m.1=m.2", "--topic[0]: 'm.1=m.2' is not a valid id"),
    ("=m.0jgd", "--topic[0]: '=m.0jgd' is not \"Name=id\""),
    ("Argentina=Peso", "--topic[0]: 'Argentina=Peso' is not \"Name=id\""),
])
def test_malformed_topic_entities_are_refused_by_the_cli(kg_env, topic, words):
    code, out, err = knx("kg", "relations", "Argentina", "--kg", SAMPLE_ID, "--topic", topic)
    assert (code, out) == (2, "") and words in err, err


def test_topic_entities_parse_the_same_everywhere():
    assert parse_topic_entities(["Argentina=m.0jgd", " Buenos Aires ", "", "m.01ly5m", "m.0jdd=Peso"]) == {
        "Argentina": "m.0jgd", "Buenos Aires": "", "m.01ly5m": "", "m.0jdd": "Peso"}
    with pytest.raises(InvalidRequestError, match=r"^Topic entities\[1\]: 'm\.bad id' is not a valid id \(an id is"):
        parse_topic_entities(["Edith Schippers", "m.bad id"], "Topic entities")


# -- 12. smaller ones ------------------------------------------------------------------------------

def test_get_relations_takes_exactly_one_argument(kg_home):
    assert parse_query('get_relations("Argentina", "extra")') is None
    assert parse_query("get_relations('Argentina' , 'extra')") is None
    assert parse_query('get_relations("Say "hi" here")') == ("get_relations", 'Say "hi" here', [])
    session = KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "q")
    assert session.execute('get_relations("Argentina", "extra")') == '[Could not parse query: get_relations("Argentina", "extra")]'


def test_import_of_a_directory_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(tmp_path / "home"))
    code, _, err = knx("kg", "import", str(tmp_path), "--id", "x")
    assert code == 2 and f"{tmp_path}: is a directory" in err and ".nt, .ttl or .nq" in err


@pytest.mark.parametrize("name", ["out.txt", "out.ttl", "out.gz"])
def test_generate_refuses_a_name_import_would_not_read(tmp_path, name):
    code, _, err = knx("kg", "generate", str(tmp_path / name), "--entities", "5")
    assert code == 2 and "must end in .nt or .nt.gz" in err and not (tmp_path / name).exists()


@pytest.mark.parametrize("content, words", [
    ("[1, 2]", r"whitelist.json item \[0\] is 1, not a relation name"),
    ("[]", "holds no relations"),
    ('["a.b.c", null]', r"whitelist.json item \[1\] is null, not a relation name"),
    ('{"a": 1}', "must hold a JSON list"),
])
def test_a_whitelist_file_must_list_relation_names(tmp_path, kg_env, content, words):
    path = tmp_path / "whitelist.json"
    path.write_text(content)
    load_whitelist.cache_clear()
    with pytest.raises(ConfigError, match=words):
        load_whitelist(str(path))
    code, _, err = knx("kg", "relations", "Argentina", "--kg", SAMPLE_ID, "--whitelist", str(path))
    assert code == 2 and f"whitelist {str(path)!r}" in err


def test_export_network_refuses_an_out_name_import_would_not_read(clinic_home):
    out = clinic_home / "y.txt"
    code, _, err = knx("kg", "export-network", "clinic", "--out", str(out), "--no-import")
    assert code == 2 and f"--out {out}: must end in .nt or .nt.gz" in err and not out.exists()
