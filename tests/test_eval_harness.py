"""The evaluation harness: question-set parsing and errors, metrics on a real (small) network, the
SPCQL adapter on a schema-only network, and `knx eval` end to end."""

from __future__ import annotations

import json
import re

import pytest

from conftest import build_clinic
from core.cli import main
from core.evaluation import EvalConfig, Evaluator, metric_questions, metric_values, parse_questions
from core.evaluation.adapters import load_spcql, schema_backend
from core.home import shared_dir
from core.evaluation.metrics import first_rank, hit_at, recall_at, reciprocal_rank
from core.exceptions import ConfigError, InvalidRequestError, QuestionSetError

LINES = [
    # canonical name, the answer is a neighbour via the gold relation
    {"id": "q1", "question": "上气道梗阻有哪些症状", "kn_id": "clinic", "relation_types": ["has_symptom"],
     "entity": {"name": "上气道梗阻", "object_type_id": "disease"}, "mention": "上气道梗阻",
     "answers": ["呼吸困难", "咳嗽"], "tags": ["disease"]},
    {"id": "q2", "question": "肺炎挂什么科室", "kn_id": "clinic", "relation_types": ["designated_to"],
     "entity": {"name": "肺炎", "object_type_id": "disease"}, "answers": ["儿科"], "tags": ["disease"]},
    # an alias the clinic network does not know: the top node cannot be the entity
    {"id": "q3", "question": "肺部感染有什么并发症", "kn_id": "clinic", "relation_types": ["has_complication"],
     "entity": {"name": "肺炎", "object_type_id": "disease"}, "mention": "肺部感染",
     "answers": ["上气道梗阻"], "tags": ["disease", "alias"]},
]


def _set(lines=LINES):
    return parse_questions("\n".join(json.dumps(line, ensure_ascii=False) for line in lines), "clinic-set")


def test_metric_definitions():
    order = ["a", "b", "c", "d"]
    assert first_rank(order, ["c", "x"]) == 3 and first_rank(order, ["x"]) is None
    assert recall_at(order, ["a", "d"], 1) == 0.5 and recall_at(order, ["a", "d"], 4) == 1.0
    assert reciprocal_rank(order, ["b"]) == 0.5 and reciprocal_rank(order, ["x"]) == 0.0
    # one of several gold ids first is a hit at 1, where recall counts it half
    assert hit_at(first_rank(order, ["a", "d"]), 1) and not hit_at(first_rank(order, ["c", "d"]), 2)
    assert not hit_at(None, 10)


def test_bad_lines_are_named_with_their_number_and_problem():
    text = "\n".join([
        json.dumps({"question": "好问题"}, ensure_ascii=False),
        "{not json",
        json.dumps({"question": "  "}),
        json.dumps({"question": "x", "relation_type": ["a"]}),
        json.dumps(["a list"]),
        json.dumps({"question": "y", "entity": {"name": "z"}}),
        json.dumps({"id": "line-1", "question": "dup"}),
    ])
    with pytest.raises(QuestionSetError) as caught:
        parse_questions(text, "mine.jsonl")
    message = str(caught.value)
    for fragment in ("mine.jsonl: 6 bad line(s)", "line 2: not valid JSON", "line 3: question: must not be blank",
                     "line 4: relation_type: unknown key", "line 5: expected a JSON object, got list",
                     "line 6: entity.object_type_id: required", "line 7: id 'line-1' repeats line 1"):
        assert fragment in message, (fragment, message)
    assert "Value error" not in message
    with pytest.raises(QuestionSetError, match="no questions"):
        parse_questions("\n\n", "empty.jsonl")


def test_the_keys_a_bad_line_is_told_are_the_keys_a_line_may_write():
    with pytest.raises(QuestionSetError) as caught:
        parse_questions(json.dumps({"question": "x", "line": 3}), "keys.jsonl")
    assert caught.value.message.endswith(
        "line 1: line: unknown key; valid keys: id, question, kn_id, relation_types, entity, mention, answers, tags")
    # where a question came from is kept all the same, for messages
    assert parse_questions('\n{"question": "x"}', "k").questions[0].line == 2


def test_a_set_saved_with_a_byte_order_mark_is_read(clinic_home, tmp_path, capsys):
    from core.evaluation import load_questions

    bom = tmp_path / "bom.jsonl"
    bom.write_bytes(b"\xef\xbb\xbf" + clinic_home.read_bytes())
    assert [q.id for q in load_questions(bom).questions] == ["q1", "q2", "q3"]
    # text decoded by its reader (the explorer decodes an upload itself) may still start with the mark
    assert parse_questions('\ufeff{"question": "x"}', "t").questions[0].question == "x"
    code, out, _ = _knx(capsys, "eval", str(bom), "--kn", "clinic", "--check")
    assert code == 2 and "3 questions checked, 1 problem(s)" in out
    # an SPCQL file: recognised as one and read
    spcql = tmp_path / "dev.json"
    spcql.write_bytes(b"\xef\xbb\xbf" + json.dumps(
        [{"query": "姚明的妻子是谁", "target_text": "match (q)-[:Relationship{name:'妻子'}]->(m) return m"}],
        ensure_ascii=False).encode("utf-8"))
    code, out, err = _knx(capsys, "eval", str(spcql), "--json")
    assert code == 0, err
    assert json.loads(out)["configs"][0]["relation"]["questions"] == 1
    # a text2cypher directory whose CSV files start with the mark
    t2c = tmp_path / "t2c"
    t2c.mkdir()
    schema = {"node_props": {"Person": [{"property": "name", "type": "STRING"}]},
              "relationships": [{"start": "Person", "type": "KNOWS", "end": "Person"}]}
    (t2c / "text2cypher_schemas.csv").write_bytes(
        b"\xef\xbb\xbf" + f'database,structured_schema\nfriends,"{schema}"\n'.encode())
    (t2c / "text2cypher_claudeopus.csv").write_bytes(
        b"\xef\xbb\xbfdatabase,question,cypher,false_schema,syntax_error\n"
        b"friends,Who knows Alice?,MATCH (p:Person)-[:KNOWS]->(:Person {name: 'Alice'}) RETURN p,,False\n")
    code, out, err = _knx(capsys, "eval", str(t2c), "--json")
    assert code == 0, err
    assert json.loads(out)["configs"][0]["relation"]["questions"] == 1


def test_a_question_longer_than_kn_search_takes_is_refused_with_its_line(tmp_path):
    from core.search.models import KnSearchRequest

    # the limit is kn_search's own: 4000 characters go through, 4001 do not
    KnSearchRequest.model_validate({"query": "感" * 4000, "kn_id": "clinic"})
    with pytest.raises(ValueError):
        KnSearchRequest.model_validate({"query": "感" * 4001, "kn_id": "clinic"})
    text = "\n".join(json.dumps({"question": q}, ensure_ascii=False) for q in ("感" * 4000, "感" * 4001))
    with pytest.raises(QuestionSetError) as caught:
        parse_questions(text, "long.jsonl")
    assert caught.value.message.startswith(
        "long.jsonl: 1 bad line(s): line 2: question: 4001 characters; at most 4000 (what kn_search takes as a query)")
    # an SPCQL item likewise, by its number
    path = tmp_path / "dev.json"
    path.write_text(json.dumps([{"query": "感" * 4001, "target_text": "-[:Relationship{name:'妻子'}]->"}]),
                    encoding="utf-8")
    with pytest.raises(QuestionSetError, match=r"dev.json: item 1: question: 4001 characters; at most 4000"):
        load_spcql(path)


def test_harness_measures_relations_entities_and_answers(clinic_backend):
    report = Evaluator(clinic_backend).run({
        "questions": _set(),
        "configs": [{"name": "default"}, {"name": "one relation", "retrieval_config": {"concept_retrieval": {"top_k": 1}}}],
    })
    default, narrow = report.configs
    assert report.kn_ids == ["clinic"] and default.questions == 3
    # recall can only grow with k, and MRR lies between R@1 and R@10
    r = default.relation.recall
    assert r[1] <= r[3] <= r[5] <= r[10] and r[1] <= default.relation.mrr <= r[10]
    # with top_k 1 only one relation type is returned, so nothing is found below rank 1
    assert narrow.relation.recall[1] == narrow.relation.recall[10]
    assert all(len(o.top_relations) <= 1 for o in narrow.outcomes)
    # entity@1 is split by how the question names the entity
    by_id = {o.id: o for o in default.outcomes}
    assert default.entity.canonical_questions == 2 and default.entity.alias_questions == 1
    assert by_id["q1"].entity_hit is True and by_id["q1"].top_node == "上气道梗阻"
    assert by_id["q3"].entity_hit is False and default.entity.alias_at1 == 0.0
    # answer-in-context: the top node's keyword context holds a gold answer
    assert by_id["q1"].answer_hit is True and set(by_id["q1"].answers_found) <= {"呼吸困难", "咳嗽"}
    assert by_id["q1"].gold_keyword_hit is True
    # failures say what was expected and what came back
    kinds = {(f.id, f.kind) for f in default.failures}
    assert ("q3", "entity") in kinds
    entity_failure = next(f for f in default.failures if f.id == "q3" and f.kind == "entity")
    assert entity_failure.expected == "肺炎 (disease)" and entity_failure.got != "肺炎 (disease)"
    assert default.latency["p50_ms"] > 0


def test_answer_in_context_uses_the_linked_entity_else_the_top_node(clinic_backend):
    report = Evaluator(clinic_backend).run({
        "questions": _set(LINES[:2]),
        "configs": [{"name": "linked"},
                    {"name": "unlinked", "retrieval_config": {"concept_retrieval": {"enable_entity_linking": False}}}],
    })
    linked, unlinked = ({o.id: o for o in c.outcomes} for c in report.configs)
    assert (linked["q1"].keyword, linked["q1"].keyword_type, linked["q1"].keyword_source) == (
        "上气道梗阻", "disease", "linked_entity")
    assert linked["q1"].answer_hit is True
    # nothing linked: the top node is the keyword
    assert unlinked["q1"].keyword_source == "top_node"
    assert unlinked["q1"].keyword == unlinked["q1"].top_node


def test_configs_are_validated_with_the_path_of_the_problem(clinic_backend):
    with pytest.raises(ConfigError, match="top_k"):
        EvalConfig.from_document({"concept_retrieval": {"top_k": 0}}, source="a.json", default_name="a")
    preset = EvalConfig.from_document({"name": "p", "retrieval_config": {"concept_retrieval": {"top_k": 3}}},
                                      source="p.json", default_name="x")
    assert preset.name == "p" and preset.retrieval_config["concept_retrieval"]["top_k"] == 3
    # said in plain words, not the validator's ("Value error, ...", "List should have ...")
    for configs, expected in [([{"name": "a"}, {"name": "a"}], "configs: two configs are named 'a'; names must differ"),
                              ([{"name": str(i)} for i in range(9)], "configs: 9 given; valid: 1 to 8 configs"),
                              ([], "configs: 0 given; valid: 1 to 8 configs")]:
        with pytest.raises(InvalidRequestError) as caught:
            Evaluator(clinic_backend).run({"questions": _set(), "configs": configs})
        assert caught.value.message == expected
    with pytest.raises(ConfigError) as caught:
        EvalConfig.from_document({"name": "n" * 81}, source="long.json", default_name="x")
    assert caught.value.message == "long.json: name: 81 characters; valid: 1 to 80"


def test_spcql_adapter_builds_a_schema_only_network(tmp_path):
    items = [
        {"query": "绿柱石的产地在哪里", "target_text": "match (q:ENTITY{name:'绿柱石'})-[:Relationship{name:'产地'}]->(m) return m"},
        {"query": "姚明的妻子是谁", "target_text": "match (q)-[:Relationship{name:'妻子'}]->(m) return m"},
        {"query": "没有关系的问题", "target_text": "match (q:ENTITY{name:'x'}) return q"},
    ]
    dataset, config = _spcql_report(items, tmp_path)
    assert [r.name for r in dataset.network.relation_types] == ["产地", "妻子"]
    assert len(dataset.questions) == 2  # the question without a relation is left out
    assert config.relation.questions == 2 and config.relation.recall[1] == 1.0
    assert config.entity.questions == 0 and config.answer_in_context.questions == 0
    # every question with one gold relation type: Hit@k would repeat R@k, so it is not listed
    assert config.relation.several_gold == 0 and "relation Hit@1" not in metric_values(config)


def test_a_question_of_several_gold_relation_types_is_a_hit_with_one_of_them_first(tmp_path):
    items = [{"query": "姚明的妻子的产地在哪里",
              "target_text": "match (q)-[:Relationship{name:'妻子'}]->(w)-[:Relationship{name:'产地'}]->(m) return m"},
             {"query": "姚明的妻子是谁", "target_text": "match (q)-[:Relationship{name:'妻子'}]->(m) return m"}]
    _, config = _spcql_report(items, tmp_path)
    assert config.relation.several_gold == 1
    assert config.relation.recall[1] == 0.75  # one of two gold types first counts half
    assert config.relation.hit[1] == 1.0 and config.relation.recall[3] == config.relation.hit[3] == 1.0
    values = metric_values(config)
    assert values["relation Hit@1"] == 1.0 and values["relation R@1"] == 0.75


def test_relation_recall_is_also_given_for_questions_that_do_not_spell_the_relation_name(tmp_path):
    """R@1 / R@3 again over the questions that write no character of a gold type's name."""
    from core.evaluation.metrics import shares_characters

    assert shares_characters("绿柱石的产地在哪里", ["产地"]) and not shares_characters("姚明的老婆是谁", ["妻子"])
    assert shares_characters("Who ACTED in it?", ["acted_in"])  # case folded
    assert not shares_characters("谁_演的?", ["_ ?"])  # underscores, spaces and punctuation do not count
    items = [
        {"query": "绿柱石的产地在哪里", "target_text": "match (q)-[:Relationship{name:'产地'}]->(m) return m"},
        {"query": "姚明的妻子是谁", "target_text": "match (q)-[:Relationship{name:'妻子'}]->(m) return m"},
        {"query": "姚明的老婆是谁", "target_text": "match (q)-[:Relationship{name:'妻子'}]->(m) return m"},
    ]
    _, config = _spcql_report(items, tmp_path)
    shared = {o.question: o.relation_name_shared for o in config.outcomes}
    assert shared == {"绿柱石的产地在哪里": True, "姚明的妻子是谁": True, "姚明的老婆是谁": False}
    unspelled = next(o for o in config.outcomes if o.question == "姚明的老婆是谁")
    assert config.relation.name_unspelled == 1
    assert config.relation.name_unspelled_recall == {1: unspelled.recall[1], 3: unspelled.recall[3]}
    values = metric_values(config)
    assert values["relation R@3, name unspelled"] == unspelled.recall[3]
    counts = metric_questions(config)
    assert counts.keys() == values.keys() and counts["relation R@1, name unspelled"] == 1
    assert counts["relation R@1"] == 3 and counts["search p50 ms"] is None
    # a set where every question spells its relation's name: no figure, not zero
    (tmp_path / "spelled").mkdir()
    _, spelled = _spcql_report(items[:2], tmp_path / "spelled")
    assert spelled.relation.name_unspelled == 0 and metric_values(spelled)["relation R@1, name unspelled"] is None


def _spcql_report(items, tmp_path):
    """The SpCQL adapter's dataset of `items` and its schema-only report (one config)."""
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    dataset = load_spcql(path)
    backend = schema_backend([dataset], tmp_path / "networks")
    [config] = Evaluator(backend).run({"questions": dataset.question_set(), "schema_only": True}).configs
    return dataset, config


@pytest.fixture()
def clinic_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / "networks").mkdir(parents=True)
    build_clinic(home / "networks" / "clinic.sqlite")
    monkeypatch.setenv("KNX_HOME", str(home))
    monkeypatch.setenv("COLUMNS", "240")
    set_path = tmp_path / "clinic.jsonl"
    set_path.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in LINES), encoding="utf-8")
    return set_path


def _knx(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_prints_configs_side_by_side_with_failures(clinic_home, tmp_path, capsys):
    preset = tmp_path / "narrow.json"
    preset.write_text(json.dumps({"name": "narrow", "retrieval_config": {"concept_retrieval": {"top_k": 1}}}))
    code, out, err = _knx(capsys, "eval", str(clinic_home), "--kn", "clinic", "--config", "{}", "--config", str(preset))
    assert code == 0, err
    assert "relation R@1" in out and "entity@1 alias" in out and "answer-in-context" in out
    assert "config 1" in out and "narrow" in out and "failures" in out and "肺部感染有什么并发症" in out
    # every clinic question writes part of its relation's name (症状, 科室, 并发症): 0 questions, no figure
    assert re.search(r"relation R@1, name unspelled\s*│\s*0\s*│\s*-\s*│\s*-", out), out
    code, out, _ = _knx(capsys, "eval", str(clinic_home), "--kn", "clinic", "--json")
    data = json.loads(out)
    assert data["configs"][0]["relation"]["questions"] == 3 and "outcomes" not in data["configs"][0]


def test_cli_check_reports_lines_that_do_not_hold(clinic_home, tmp_path, capsys):
    code, out, _ = _knx(capsys, "eval", str(clinic_home), "--kn", "clinic", "--check")
    # q3's alias is not one the clinic network records
    assert code == 2 and "3 questions checked, 1 problem(s)" in out
    assert "line 3 (q3): mention '肺部感染' is neither the name of '肺炎' nor an alias" in out
    wrong = dict(LINES[0], answers=["流涕"])  # a symptom of 感冒, not of 上气道梗阻
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(wrong, ensure_ascii=False), encoding="utf-8")
    code, out, _ = _knx(capsys, "eval", str(bad), "--kn", "clinic", "--check")
    assert code == 2 and "line 1 (q1): answers not one hop from '上气道梗阻'" in out and "流涕" in out


def test_cli_check_reads_a_question_in_traditional_characters(clinic_home, tmp_path, capsys):
    # the mention is the network's (simplified) name; the question writes it in traditional characters
    lines = [dict(LINES[0], id="t1", question="上氣道梗阻有哪些症狀"),
             dict(LINES[0], id="t2", question="上氣道阻塞有哪些症狀")]
    path = tmp_path / "traditional.jsonl"
    path.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in lines), encoding="utf-8")
    code, out, _ = _knx(capsys, "eval", str(path), "--kn", "clinic", "--check")
    assert code == 2 and "2 questions checked, 1 problem(s)" in out
    assert "line 2 (t2): mention '上气道梗阻' does not occur in the question" in out and "line 1" not in out


def test_cli_tables_shorten_long_questions_and_json_keeps_them_whole(clinic_home, tmp_path, capsys):
    long_question = "肺部感染有什么并发症" + "，请说得详细一些" * 400  # 3,210 characters
    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps(dict(LINES[2], question=long_question), ensure_ascii=False), encoding="utf-8")
    code, out, err = _knx(capsys, "eval", str(path), "--kn", "clinic", "--no-answers")
    assert code == 0, err
    assert "failures" in out and "…" in out
    # the table holds the question's first 79 characters, not all 3,210
    assert out.count("请说得详细一些") <= 79 // 8 + 1 and len(out) < 10_000
    code, out, _ = _knx(capsys, "eval", str(path), "--kn", "clinic", "--no-answers", "--json", "--outcomes")
    config = json.loads(out)["configs"][0]
    assert config["failures"] and all(f["question"] == long_question for f in config["failures"])
    assert config["outcomes"][0]["question"] == long_question


def test_cli_says_why_no_question_is_left(clinic_home, tmp_path, capsys):
    code, out, err = _knx(capsys, "eval", str(clinic_home), "--kn", "clinic", "--tag", "nosuchtag")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "--tag: no question of clinic.jsonl has tag 'nosuchtag' (valid tags: alias, disease)" in err
    code, _, err = _knx(capsys, "eval", str(clinic_home), "--kn", "clinic", "--tag", "x", "--tag", "y")
    assert "has any of the tags 'x', 'y' (valid tags: alias, disease)" in err
    untagged = tmp_path / "untagged.jsonl"
    untagged.write_text('{"question": "肺炎挂什么科室"}', encoding="utf-8")
    code, _, err = _knx(capsys, "eval", str(untagged), "--kn", "clinic", "--tag", "alias")
    assert code == 2 and "its questions carry no tags; leave --tag out" in err
    # an SPCQL file whose questions name no relationship: nothing to rank, said as such
    spcql = tmp_path / "sp0.json"
    spcql.write_text(json.dumps([{"query": "感冒有哪些症状", "target_text": ""}], ensure_ascii=False), encoding="utf-8")
    code, out, err = _knx(capsys, "eval", str(spcql))
    assert code == 2 and out == "" and "sp0.json: none of its 1 item(s) has a gold relation type" in err
    assert "--tag" not in err
    spcql.write_text("[]", encoding="utf-8")
    assert "sp0.json: no questions (an empty list)" in _knx(capsys, "eval", str(spcql))[2]


def test_cli_config_names_must_differ_said_as_the_option(clinic_home, capsys):
    code, out, err = _knx(capsys, "eval", str(clinic_home), "--kn", "clinic",
                          "--config", '{"name": "wide"}', "--config", '{"name": "wide"}')
    assert code == 2 and out == ""
    assert err.startswith("knx: error: --config: two configs are named 'wide'; names must differ (") and "Value error" not in err
    code, _, err = _knx(capsys, "eval", str(clinic_home), "--kn", "clinic", *["--config", "{}"] * 9)
    assert code == 2 and "--config: 9 given; valid: 1 to 8" in err


@pytest.mark.parametrize("argv, fragment", [
    (["eval", "missing.jsonl", "--kn", "clinic"], "missing.jsonl: no such file"),
    (["eval", "{set}", "--kn", "clinic", "--config", '{"concept_retrieval": {"top_k": 0}}'], "top_k"),
    (["eval", "{set}", "--kn", "nowhere"], "nowhere"),
    (["eval", "{bad}", "--kn", "clinic"], "line 2: not valid JSON"),
])
def test_cli_bad_input_is_one_line(clinic_home, tmp_path, capsys, argv, fragment):
    bad = tmp_path / "broken.jsonl"
    bad.write_text('{"question": "ok"}\n{oops\n', encoding="utf-8")
    argv = [a.replace("{set}", str(clinic_home)).replace("{bad}", str(bad)) for a in argv]
    code, out, err = _knx(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and fragment in err, err


def test_shared_spcql_dev_runs_schema_only(tmp_path):
    path = shared_dir() / "bench" / "spcql" / "dev.json"
    if not path.exists():
        pytest.skip(f"{path} is not available")
    dataset = load_spcql(path)
    report = Evaluator(schema_backend([dataset], tmp_path)).run(
        {"questions": dataset.question_set(), "schema_only": True})
    relation = report.configs[0].relation
    assert relation.questions == len(dataset.questions) > 400
    assert 0 < relation.recall[1] <= relation.recall[5] <= relation.recall[10] <= 1
    # about a quarter of its questions have two gold relation types: one of them first is a hit
    assert relation.several_gold > 100 and relation.recall[1] < relation.hit[1] <= relation.hit[5] <= 1


def test_schema_step_runs_once_per_question_for_both_keywords(clinic_backend, monkeypatch):
    """The linked keyword and the gold entity's keyword both start from the one schema step's
    session state (counted at kn_search, which the schema step calls with only_schema)."""
    import core.search.service as service

    real = service.kn_search
    schema_queries: list[str] = []

    def counting_kn_search(backend, request, **kwargs):
        if getattr(request, "only_schema", False):
            schema_queries.append(request.query)
        return real(backend, request, **kwargs)

    monkeypatch.setattr(service, "kn_search", counting_kn_search)
    report = Evaluator(clinic_backend).run({"questions": _set(), "configs": [{"name": "default"}]})
    outcomes = {o.id: o for o in report.configs[0].outcomes}
    assert outcomes["q1"].answer_hit is True and outcomes["q1"].gold_keyword_hit is True
    # q1 and q2 ran both keywords (linked and gold), q3 only the gold one (nothing linked)
    assert [outcomes[i].keyword is not None for i in ("q1", "q2", "q3")] == [True, True, False]
    assert all(o.gold_keyword_hit is not None for o in outcomes.values())
    assert sorted(schema_queries) == sorted(line["question"] for line in LINES)
