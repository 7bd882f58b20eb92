"""bench/compare.py reads two result files figure by figure; no timing is asserted here."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.compare import compare, flatten, main  # noqa: E402


def _result(calibration: float, project_ms: float, recall: float) -> dict:
    return {
        "when": "x", "machine": {"calibration_ms": calibration, "load_avg": [1.0, 1.0, 1.0]},
        "floor": {"==": {"project_ms": project_ms, "sql_ms": 0.01, "ratio": project_ms / 0.01, "statements": 2}},
        "knn": {"recall_at_10": recall, "round_of_knn_leaves": {"postings": {"p50_ms": 3.0, "runs": 30}}},
    }


def test_flatten_names_every_number_by_its_path():
    flat = flatten(_result(10.0, 0.05, 1.0))
    assert flat["floor.==.project_ms"] == 0.05
    assert flat["knn.round_of_knn_leaves.postings.p50_ms"] == 3.0
    assert "when" not in flat and all(isinstance(v, (int, float)) for v in flat.values())


def test_times_are_adjusted_by_the_calibration_loop():
    old, new = _result(10.0, 0.05, 1.0), _result(20.0, 0.10, 0.8)
    rows = {r[0]: r for r in compare(old, new, threshold=0.1, show_all=True)}
    # Twice as slow on a machine twice as slow: unchanged once adjusted, so not marked.
    key, before, after, ratio, adjusted, mark = rows["floor.==.project_ms"]
    assert (ratio, adjusted, mark) == (2.0, 1.0, "")
    # Recall is not a time: its ratio stands as it is and is marked.
    assert rows["knn.recall_at_10"][4] == 0.8 and rows["knn.recall_at_10"][5] == "*"
    # Run parameters are not figures of the code.
    assert "machine.calibration_ms" not in rows and not any("runs" in k for k in rows)


def test_command_line_prints_the_moved_figures(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(_result(10.0, 0.05, 1.0)))
    b.write_text(json.dumps(_result(10.0, 0.05, 0.5)))
    assert main([str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "knn.recall_at_10" in out and "floor.==.project_ms" not in out


def test_sql_floor_replays_each_call_and_the_long_way(medical_backend):
    """Every operation is measured against its own statements and against the statements of a call
    keeping no term index; `match` answered from kept terms issues fewer statements than the long
    way, and leaving the long way keeps the file's term indexes in use."""
    from bench import sql_floor

    rows = {r["operation"]: r for r in sql_floor.measure(medical_backend, 1, 1, clock="cpu")}
    assert set(rows) >= {"==", "contain", "match", "1-hop, 1 disease", "keyword context 上气道梗阻"}
    for row in rows.values():
        assert row["statements"] >= 1 and row["long_way_statements"] >= 1
        assert row["sql_ms"] > 0 and row["long_way_sql_ms"] > 0 and row["ratio"] > 0
    assert rows["match"]["long_way_statements"] > rows["match"]["statements"]
    assert rows["=="]["long_way_statements"] == rows["=="]["statements"]
    scores = medical_backend.open("medical")._term_scores
    assert scores.term_lists is not None and scores.term_lists.use_postings


def test_sql_floor_only_names_operations_holding_a_comma():
    """`--only` is comma-separated, and three operation names hold a comma: the pieces are joined
    back into the names they make up, and a name that is none stays as written (reported unknown)."""
    from bench.sql_floor import OPERATION_NAMES, operation_names

    assert operation_names("==,1-hop, 1 disease", OPERATION_NAMES) == ["==", "1-hop, 1 disease"]
    assert operation_names("1-hop, 10 hub diseases,match , contain", OPERATION_NAMES) == [
        "1-hop, 10 hub diseases", "match", "contain"]
    assert operation_names("1-hop, 10 diseases,1-hop, 1 disease", OPERATION_NAMES) == [
        "1-hop, 10 diseases", "1-hop, 1 disease"]
    assert operation_names("==,1-hop, 2 diseases", OPERATION_NAMES) == ["==", "1-hop", "2 diseases"]


def test_sql_floor_rejects_an_unknown_operation_with_the_valid_names(medical_backend):
    from bench import sql_floor

    with pytest.raises(SystemExit) as stopped:
        sql_floor.measure(medical_backend, 1, 1, only=["==", "1-hop"])
    assert "unknown operation(s) ['1-hop']" in str(stopped.value)
    assert "1-hop, 1 disease; 1-hop, 10 diseases" in str(stopped.value)


def test_sql_floor_times_each_statement_inside_the_call_and_replayed(medical_backend):
    """`--statements`: every statement the operation issues, in order, timed where the call runs it
    and replayed; the row count and SQL are those the call recorded."""
    from bench import sql_floor

    rows = sql_floor.statement_times(medical_backend, "keyword context 上气道梗阻", 2, 3)
    keyword_context = sql_floor.operations(medical_backend)["keyword context 上气道梗阻"]
    for _ in range(sql_floor.UNION_AFTER_READS):  # as warm as the timed calls
        keyword_context()
    with sql_floor.Recorder() as recorded:
        keyword_context()
    assert [r["sql"] for r in rows] == [sql for sql, _params in recorded.statements]
    assert [r["statement"] for r in rows] == list(range(1, len(rows) + 1))
    assert all(r["in_call_us"] > 0 and r["replayed_us"] > 0 and r["ratio"] > 0 for r in rows)
    total = sql_floor.statements_summary(rows)
    inside, replayed = sum(r["in_call_us"] for r in rows), sum(r["replayed_us"] for r in rows)
    assert total == {"statements": len(rows), "in_call_ms": round(inside / 1000, 4),
                     "replayed_ms": round(replayed / 1000, 4), "ratio": round(inside / replayed, 2)}
    partial = sql_floor.statements_summary([dict(rows[0], in_call_us=None)] + rows[1:])
    assert partial["in_call_ms"] is None and partial["ratio"] is None  # never fewer statements against all
    # make bench keeps the sums as `floor_in_call`; bench/compare.py reads them as times, the count not at all
    old = {"floor_in_call": {"keyword context 上气道梗阻": total}}
    new = {"floor_in_call": {"keyword context 上气道梗阻": dict(total, in_call_ms=total["in_call_ms"] * 2)}}
    moved = {row[0]: row for row in compare(old, new, 0.0, True)}
    assert "floor_in_call.keyword context 上气道梗阻.in_call_ms" in moved
    assert "floor_in_call.keyword context 上气道梗阻.statements" not in moved
    execute = sql_floor.NetworkFile.execute
    alone = sql_floor.call_without_sql(medical_backend, "keyword context 上气道梗阻", 1, 2)
    assert set(alone) == {"with_sql_ms", "from_memory_ms"} and all(v > 0 for v in alone.values())
    assert sql_floor.NetworkFile.execute is execute  # the engine's own again
    one = sql_floor.statement_times(medical_backend, "1-hop, 1 disease", 1, 2)
    assert one and all(r["in_call_us"] is not None for r in one)
    with pytest.raises(SystemExit, match="unknown operation"):
        sql_floor.statement_times(medical_backend, "1-hop", 1, 1)


def test_baselines_score_the_set_against_bm25_and_the_longest_name(medical_backend, tmp_path):
    """bench/baselines.py: kn_search's relation R@k beside BM25's on the same questions, and its top node beside
    the longest instance name the question spells out; alias questions stay out of entity@1."""
    from bench.baselines import NameLookup, measure
    from bench.linking_bench import bm25_order
    from core.evaluation.metrics import recall_at

    lines = [
        {"id": "a", "question": "上气道梗阻有哪些症状", "relation_types": ["has_symptom"],
         "entity": {"name": "上气道梗阻", "object_type_id": "disease"}},
        {"id": "b", "question": "糖尿病挂什么科", "relation_types": ["designated_to"],
         "entity": {"name": "糖尿病", "object_type_id": "disease"}},
        {"id": "c", "question": "突聋有什么症状", "relation_types": ["has_symptom"], "tags": ["alias"],
         "entity": {"name": "突发性耳聋", "object_type_id": "disease"}, "mention": "突聋"},
    ]
    path = tmp_path / "mine.jsonl"
    path.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in lines), encoding="utf-8")
    lookup = NameLookup(medical_backend, "medical")
    assert lookup.longest("上气道梗阻有哪些症状") == "上气道梗阻" and lookup.longest("？？") is None
    assert lookup.longest("糖尿病足怎么治") == "糖尿病足"  # the longest of the names spelled out
    assert "disease" in lookup.types["糖尿病"] and len(lookup.types["糖尿病"]) > 1  # several records
    row = measure(medical_backend, path, "medical", lookup)
    assert row["questions"] == 3 and row["relation_questions"] == 3 and row["entity_questions"] == 2
    network = medical_backend.get_network("medical")
    expected = sum(recall_at(bm25_order(network, line["question"]), line["relation_types"], 1) for line in lines) / 3
    assert row["relation"]["bm25"]["R@1"] == round(expected, 3)
    first_is_disease = lookup.types["糖尿病"][0] == "disease"
    assert row["entity_at1"]["dictionary, any record"] == 1.0
    assert row["entity_at1"]["dictionary"] == (1.0 if first_is_disease else 0.5)
    assert 0.0 <= row["entity_at1"]["project"] <= 1.0 and 0.0 <= row["relation"]["project"]["R@3"] <= 1.0


def test_question_stream_asks_new_questions_made_of_the_networks_names(medical_backend):
    """bench/question_stream.py: distinct questions, each an instance name of the demo in a template of its type,
    asked in chunks whose figures (questions so far, CPU times, resident memory) and growth it reports."""
    from bench.question_stream import TEMPLATES, measure, stream_questions

    questions = stream_questions(medical_backend, "medical", 60)
    assert len(questions) == len(set(questions)) == 60
    prefixes = {t.split("{}")[0] for templates in TEMPLATES.values() for t in templates}
    suffixes = {t.split("{}")[1] for templates in TEMPLATES.values() for t in templates}
    for question in questions:
        assert any(question.startswith(p) and question.endswith(s) and len(question) > len(p) + len(s)
                   for p in prefixes for s in suffixes), question
    name = questions[0][: -len("有哪些症状")]
    assert medical_backend.query_instances("medical", "disease", {
        "condition": {"operation": "==", "field": "disease_name", "value": name}, "limit": 1}).datas
    summary = measure(medical_backend, "medical", 12, 4)
    assert summary["questions"] == 12 and [c["asked"] for c in summary["chunks"]] == [4, 8, 12]
    assert all(c["cpu_p50_ms"] > 0 and c["rss_mb"] > 0 for c in summary["chunks"])
    assert isinstance(summary["rss_growth_kb_per_question"], float)
    sessions = measure(medical_backend, "medical", 6, 2, keyword_context=True)
    assert [c["asked"] for c in sessions["chunks"]] == [2, 4, 6] and sessions["questions"] == 6


def test_cold_start_compiles_each_tree_to_bytecode_first(tmp_path):
    """bench/cold_start.py measures trees as installed: their modules compiled (with PYTHONDONTWRITEBYTECODE set, a
    tree without bytecode would compile from source in every measured run)."""
    from bench.cold_start import compile_tree

    (tmp_path / "core" / "search").mkdir(parents=True)
    (tmp_path / "core" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "core" / "search" / "x.py").write_text("VALUE = 1\n", encoding="utf-8")
    compile_tree(tmp_path)
    assert list((tmp_path / "core" / "search" / "__pycache__").glob("x.*.pyc"))
    assert list((tmp_path / "core" / "__pycache__").glob("__init__.*.pyc"))


def test_make_compiles_the_project_before_running_or_testing_it():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "compileall" in makefile
    for target in ("run:", "test:", "bench:"):
        line = next(line for line in makefile.splitlines() if line.startswith(target))
        assert "bytecode" in line, line
