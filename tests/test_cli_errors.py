"""`knx` errors as docs/errors.md describes them: with `--json` the error payload on stdout for every
command, otherwise one line on stderr; status 2 for bad input (arguments, paths to write, ports in
use), 1 when a backend or a model failed; and what a command computed is not lost to a bad path."""

from __future__ import annotations

import json
import socket

import pytest

from agent_support import STORY, loopback_server
from core.cli import main
from test_cli import PATH_D1_SYMPTOMS, assert_one_line_error, knx, knx_home  # noqa: F401  (knx_home: fixture)

PAYLOAD_KEYS = {"error", "message", "code", "status_code", "detail"}


def assert_json_error(code: int, out: str, err: str, status: int, error_code: str, *fragments: str) -> dict:
    assert code == status, (code, out, err)
    assert err == ""
    payload = json.loads(out)
    assert set(payload) == PAYLOAD_KEYS and payload["code"] == error_code, payload
    for fragment in fragments:
        assert fragment in payload["error"], (fragment, payload)
    return payload


# -- --json: the payload on stdout, for every command ---------------------------------------------
@pytest.mark.parametrize(
    ("argv", "error_code", "fragment"),
    [
        (["instances", "--kn", "nope", "--object-type", "disease", "--json"], "not_found", "'nope' does not exist"),
        (["instances", "--kn", "clinic", "--object-type", "disease", "--columns", "nope", "--json"],
         "invalid_request", "--columns: nope"),
        (["subgraph", "--kn", "clinic", "--paths", "42", "--json"], "invalid_request", "--paths: expected"),
        (["search", "感冒", "--kn", "clinic", "--json", "--config", '{"concept_retrieval": {"top_k": 0}}'],
         "invalid_config", "retrieval_config.concept_retrieval.top_k: 0 is out of range"),
        (["eval", "/no/such/set.jsonl", "--kn", "clinic", "--json"], "invalid_request", "no such file"),
    ],
)
def test_json_errors_are_the_payload_on_stdout(knx_home, capsys, argv, error_code, fragment):
    payload = assert_json_error(*knx(capsys, *argv), 2, error_code, fragment)
    assert payload["status_code"] in (400, 404)


def test_json_usage_errors_are_the_payload_too(knx_home, capsys):
    code, out, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--limit", "many", "--json")
    payload = assert_json_error(code, out, err, 2, "invalid_request", "--limit", "invalid int value")
    assert payload["detail"]["suggestion"] == "see `knx instances --help`"
    # without --json: the one line it always was
    assert_one_line_error(*knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--limit", "many"),
                          "invalid int value", "(see `knx instances --help`)")


def test_json_backend_failures_exit_1_with_the_payload(knx_home, capsys):
    home, _ = knx_home
    (home / "networks" / "broken.sqlite").write_bytes(b"not a database at all" * 10)
    code, out, err = knx(capsys, "instances", "--kn", "broken", "--object-type", "disease", "--json")
    payload = json.loads(out)
    assert code == 1 and err == "" and payload["status_code"] >= 500 and "broken.sqlite" in payload["error"]


def test_unexpected_failures_are_one_line_or_the_payload(knx_home, capsys, monkeypatch):
    import core.cli.data

    def broken(args):
        raise RuntimeError("disk on fire")

    monkeypatch.delenv("KNX_DEBUG", raising=False)
    monkeypatch.setattr(core.cli.data, "cmd_networks", broken)
    code, out, err = knx(capsys, "networks")
    assert (code, out) == (1, "") and err.count("\n") == 1
    assert err.startswith("knx: error: internal error: RuntimeError: disk on fire") and "KNX_DEBUG=1" in err
    payload = json.loads(knx(capsys, "networks", "--json")[1])
    assert payload["code"] == "internal_error" and payload["status_code"] == 500


# -- instances, subgraph, import ------------------------------------------------------------------
@pytest.mark.parametrize("extra", [[], ["--vertical"], ["--json"]])
def test_instances_limit_is_checked_the_same_in_every_mode(knx_home, capsys, extra):
    for limit in ("10001", "100000", "0", "-3"):
        code, out, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease",
                             "--limit", limit, *extra)
        if "--json" in extra:
            assert_json_error(code, out, err, 2, "invalid_request", f"--limit: {limit} is out of range")
        else:
            assert_one_line_error(code, out, err, f"--limit: {limit} is out of range", "valid: 1 to 10000")
    code, out, err = knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--limit", "10000", *extra)
    assert code == 0, err


@pytest.mark.parametrize("columns", ["", ",,", " , "])
def test_instances_columns_naming_nothing(knx_home, capsys, columns):
    assert_one_line_error(*knx(capsys, "instances", "--kn", "clinic", "--object-type", "disease", "--columns", columns),
                          "--columns: give at least one column name (valid columns: _instance_id, _display")


def test_subgraph_paths_file_of_one_path(knx_home, capsys, tmp_path):
    (path,) = json.loads(PATH_D1_SYMPTOMS)
    one = tmp_path / "path.json"
    one.write_text(json.dumps(path, ensure_ascii=False), encoding="utf-8")
    wrapped = tmp_path / "paths.json"
    wrapped.write_text(json.dumps({"relation_type_paths": [path]}, ensure_ascii=False), encoding="utf-8")
    listed = tmp_path / "list.json"
    listed.write_text(json.dumps([path], ensure_ascii=False), encoding="utf-8")
    results = []
    for file in (one, wrapped, listed):
        code, out, err = knx(capsys, "subgraph", "--kn", "clinic", "--paths", f"@{file}", "--json")
        assert (code, err) == (0, "")
        (entry,) = json.loads(out)["entries"]
        entry.pop("overall_ms")
        results.append(entry)
    assert results[0] == results[1] == results[2]
    assert results[0]["current_path_number"] == 2
    # an object that is not a path is still refused, naming what is missing
    assert_one_line_error(*knx(capsys, "subgraph", "--kn", "clinic", "--paths", "{}"), "relation_type_paths")


def test_import_medical_refuses_another_id(knx_home, capsys):
    home, builds = knx_home
    assert_one_line_error(*knx(capsys, "import", "medical", "--id", "other"),
                          "--id other:", "the demo network's id is medical")
    assert builds == []
    code, out, _ = knx(capsys, "import", "medical", "--id", "medical")
    assert code == 0 and "medical: imported" in out


# -- eval --limit ---------------------------------------------------------------------------------
def test_eval_limit_below_1_is_refused(knx_home, capsys, tmp_path):
    line = {"question": "上气道梗阻有哪些症状", "kn_id": "clinic", "relation_types": ["has_symptom"],
            "entity": {"name": "上气道梗阻", "object_type_id": "disease"}, "answers": ["呼吸困难"]}
    questions = tmp_path / "two.jsonl"
    questions.write_text("\n".join(json.dumps(dict(line, id=f"q{i}"), ensure_ascii=False) for i in (1, 2)),
                         encoding="utf-8")
    for limit in ("0", "-1"):
        assert_one_line_error(*knx(capsys, "eval", str(questions), "--kn", "clinic", "--limit", limit, "--check"),
                              f"--limit: {limit} is out of range", "give 1 or more")
    code, out, _ = knx(capsys, "eval", str(questions), "--kn", "clinic", "--limit", "1", "--check")
    assert code == 0 and "1 questions checked, 0 problem(s)" in out
    code, out, _ = knx(capsys, "eval", str(questions), "--kn", "clinic", "--check")
    assert code == 0 and "2 questions checked, 0 problem(s)" in out


# -- kg: paths to write ---------------------------------------------------------------------------
TRANSCRIPT = '<kg-query>get_relations("Argentina")</kg-query>'


@pytest.fixture()
def kg_home(tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(tmp_path / "home"))
    (tmp_path / "home" / "networks").mkdir(parents=True)
    from conftest import build_clinic

    build_clinic(tmp_path / "home" / "networks" / "clinic.sqlite")
    return tmp_path


def test_kg_run_checks_the_trace_path_first_and_prints_before_saving(kg_home, capsys, monkeypatch):
    import core.cli.kg

    assert knx(capsys, "kg", "sample", "--id", "fb")[0] == 0
    transcript = kg_home / "t.txt"
    transcript.write_text(TRANSCRIPT, encoding="utf-8")
    missing = kg_home / "no" / "such" / "trace.json"
    assert_one_line_error(*knx(capsys, "kg", "run", str(transcript), "--kg", "fb", "--trace-out", str(missing)),
                          f"--trace-out {missing}: no such directory {missing.parent}")
    assert_one_line_error(*knx(capsys, "kg", "run", str(transcript), "--kg", "fb", "--trace-out", str(kg_home)),
                          f"--trace-out {kg_home}: is a directory")
    # a file that cannot be written after all (checked, then gone): the results are printed first
    monkeypatch.setattr(core.cli.kg, "check_output_path", lambda text, what: None)
    code, out, err = knx(capsys, "kg", "run", str(transcript), "--kg", "fb", "--trace-out", str(missing))
    assert code == 2 and "location.country.currency_used" in out
    assert err.count("\n") == 1 and f"--trace-out {missing}: cannot write it (no such file or directory)" in err


def test_kg_run_names_a_transcript_it_cannot_read(kg_home, capsys):
    knx(capsys, "kg", "sample", "--id", "fb")
    assert_one_line_error(*knx(capsys, "kg", "run", str(kg_home / "missing.txt"), "--kg", "fb"),
                          f"transcript {kg_home / 'missing.txt'}: cannot read it (no such file or directory)")


def test_kg_generate_and_export_check_the_output_path(kg_home, capsys):
    missing = kg_home / "no" / "dir" / "gen.nt"
    assert_one_line_error(*knx(capsys, "kg", "generate", str(missing), "--entities", "10"),
                          f"output file {missing}: no such directory {missing.parent}")
    assert not missing.parent.exists()
    blocker = kg_home / "a-file"
    blocker.write_text("x")
    assert_one_line_error(*knx(capsys, "kg", "export-network", "clinic", "--out", str(blocker / "x.nt")),
                          f"--out {blocker / 'x.nt'}: {blocker} is not a directory")
    code, out, err = knx(capsys, "kg", "export-network", "clinic", "--out", str(missing), "--json")
    assert_json_error(code, out, err, 2, "invalid_request", f"--out {missing}: no such directory")


def test_an_unwritable_directory_is_named(kg_home, capsys, monkeypatch):
    import core.cli.output

    # tests may run as root, whom no permission stops: the directory is made unwritable by answer
    monkeypatch.setattr(core.cli.output.os, "access", lambda path, mode: str(path) != str(kg_home))
    assert_one_line_error(*knx(capsys, "kg", "generate", str(kg_home / "gen.nt"), "--entities", "10"),
                          f"output file {kg_home / 'gen.nt'}: permission denied")
    assert not (kg_home / "gen.nt").exists()


# -- agent ----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def story_corpus(tmp_path_factory):
    from core.corpus.importer import import_corpus
    from core.corpus.models import EntityEntry

    path = tmp_path_factory.mktemp("story") / "story.md"
    path.write_text(STORY, encoding="utf-8")
    lexicon = [EntityEntry(name=n) for n in ("阿明", "小红", "老李", "王老师")]
    import_corpus({"path": path, "corpus_id": "clierrors", "lexicon": lexicon, "discover": False,
                   "chunk_chars": 40, "overlap_chars": 8})
    return "clierrors"


def test_agent_tool_errors_follow_json(story_corpus, capsys):
    code, out, err = knx(capsys, "agent", "tool", "nope", "--corpus", story_corpus)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err == "knx: error: unknown tool 'nope' (valid tools: vector_search, graph_search, track_entity, stop)\n"
    assert_json_error(*knx(capsys, "agent", "tool", "nope", "--corpus", story_corpus, "--json"),
                      2, "not_found", "unknown tool 'nope'")


def test_agent_ask_checks_the_save_path_first_and_prints_before_saving(story_corpus, capsys, tmp_path, monkeypatch):
    import core.cli.agent

    missing = tmp_path / "no" / "dir" / "t.json"
    assert_one_line_error(*knx(capsys, "agent", "ask", "阿明和小红是什么关系？", "--corpus", story_corpus,
                               "--save", str(missing)), f"--save {missing}: no such directory {missing.parent}")
    monkeypatch.setattr(core.cli.agent, "check_output_path", lambda text, what: None)
    code, out, err = knx(capsys, "agent", "ask", "阿明和小红是什么关系？", "--corpus", story_corpus,
                         "--save", str(missing))
    assert code == 2 and "graph_search" in out and "小红" in out
    assert err.count("\n") == 1 and f"--save {missing}: cannot write it (no such file or directory)" in err


def test_agent_ask_says_why_the_model_failed_and_exits_1(story_corpus, capsys):
    with loopback_server(lambda path, body: (503, {"error": "overloaded"})) as server:
        code, out, err = knx(capsys, "agent", "ask", "阿明和小红是什么关系？", "--corpus", story_corpus,
                             "--model", f"{server.url}/v1")
        assert code == 1 and "model_error" in out and "error" in out
        assert err.count("\n") == 1 and err.startswith("knx: error: chat endpoint answered 503") and "overloaded" in err
        code, out, err = knx(capsys, "agent", "ask", "阿明和小红是什么关系？", "--corpus", story_corpus,
                             "--model", f"{server.url}/v1", "--json")
    run = json.loads(out)
    assert code == 1 and err == "" and run["stop_reason"] == "model_error"
    assert run["steps"][-1]["result"]["code"] == "backend_error"


# -- serve ----------------------------------------------------------------------------------------
def test_serve_refuses_a_port_in_use_before_starting(tmp_path, capsys, monkeypatch):
    import uvicorn

    from core.serve.context import CONFIG_ENV

    monkeypatch.delenv(CONFIG_ENV, raising=False)  # _serve sets it for its workers
    started = []
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: started.append(kwargs))
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        argv = ["serve", "--port", str(port), "--no-demo", "--networks-dir", str(tmp_path)]
        code, out, err = knx(capsys, *argv)
        assert (code, out) == (2, "") and started == []
        assert err == f"knx: error: --port {port}: already in use on 127.0.0.1; choose another port\n"
    code, _, err = knx(capsys, *argv)  # the port is free again
    assert code == 0 and err == "" and started[0]["port"] == port and started[0]["host"] == "127.0.0.1"


# -- eval --check with --json ---------------------------------------------------------------------
def test_eval_check_with_json_prints_the_report_or_the_error_payload(knx_home, capsys, tmp_path):
    line = {"question": "上气道梗阻有哪些症状", "kn_id": "clinic", "relation_types": ["has_symptom"],
            "entity": {"name": "上气道梗阻", "object_type_id": "disease"}, "answers": ["呼吸困难"]}
    sound = tmp_path / "sound.jsonl"
    sound.write_text(json.dumps(dict(line, id="q1"), ensure_ascii=False), encoding="utf-8")
    code, out, err = knx(capsys, "eval", str(sound), "--kn", "clinic", "--check", "--json")
    assert (code, err) == (0, "")
    assert json.loads(out) == {"set": "sound.jsonl", "questions": 1, "problems": []}
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(json.dumps(dict(line, id=f"q{i}", **extra), ensure_ascii=False) for i, extra in [
        (1, {}), (2, {"answers": ["流涕"]}), (3, {"relation_types": ["nope"]})]), encoding="utf-8")
    payload = assert_json_error(*knx(capsys, "eval", str(bad), "--kn", "clinic", "--check", "--json"),
                                2, "invalid_question_set", "bad.jsonl: 3 problem(s) in 3 question(s) checked",
                                "line 2 (q2): answers not one hop")
    problems = payload["detail"]["problems"]
    assert payload["detail"]["questions"] == 3
    assert [(p["line"], p["id"]) for p in problems] == [(2, "q2"), (3, "q3"), (3, "q3")]
    assert "流涕" in problems[0]["message"] and problems[1]["message"] == "relation type 'nope' is not in network 'clinic'"


# -- agent --model --------------------------------------------------------------------------------
@pytest.mark.parametrize("model, problem", [
    ("notaurl", "is not a model"), ("ftp://host/v1", "is not a model"), ("", "is not a model"),
    ("http://", "has no host"), ("http://host:port/v1", "is not a valid URL (Port could not be cast"),
])
def test_agent_ask_checks_the_model_before_any_work(model, problem, capsys):
    # an unknown corpus too: the model is refused first, so nothing was opened or asked
    assert_one_line_error(*knx(capsys, "agent", "ask", "孙悟空是谁", "--corpus", "nosuchcorpus", "--model", model),
                          f"--model: {model!r} {problem}",
                          "http://host:port/v1", "gemini:MODEL", "scripted")
    payload = assert_json_error(*knx(capsys, "agent", "ask", "孙悟空是谁", "--corpus", "nosuchcorpus",
                                     "--model", model, "--json"), 2, "invalid_request", "--model:")
    assert "gemini:MODEL" in payload["detail"]["suggestion"]


# -- tables print what they are given: square brackets are text, not rich markup --------------------
def test_tables_print_square_brackets_as_written(capsys):
    from core.cli.output import print_table

    print_table("[red]title[/]", ["[b]col"], [["a [bold]b[/bold] c"], ["[/]"], [None]])
    out = capsys.readouterr().out
    assert "[red]title[/]" in out and "[b]col" in out and "a [bold]b[/bold] c" in out and "[/]" in out
