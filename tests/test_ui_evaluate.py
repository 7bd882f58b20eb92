"""The Evaluate page through Streamlit's AppTest, on the clinic network: pick a set from the user's
folder and two configs (defaults and a saved preset), run, read the metrics side by side and drill
into a failure; a bad set shows its line error."""

from __future__ import annotations

import json

import pytest
from streamlit.testing.v1 import AppTest

from test_eval_harness import LINES
from test_ui_apptest import APP, TIMEOUT, errors, home, ok, ui_home  # noqa: F401  (fixtures and helpers)

EVALUATE = "app_pages/evaluate.py"


@pytest.fixture
def eval_home(home):
    sets = home / "sets"
    sets.mkdir()
    (sets / "clinic.jsonl").write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in LINES),
                                       encoding="utf-8")
    (sets / "broken.jsonl").write_text('{"question": "好"}\n{"question": "x", "answers": "not a list"}\n',
                                       encoding="utf-8")
    presets = home / "presets"
    presets.mkdir(exist_ok=True)
    (presets / "narrow.json").write_text(json.dumps(
        {"name": "narrow", "retrieval_config": {"concept_retrieval": {"top_k": 1}}}), encoding="utf-8")
    return home


def _open() -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=TIMEOUT)
    at.query_params.update({"kn": "clinic"})
    at.run()
    at.switch_page(EVALUATE).run()
    return ok(at)


def test_evaluate_runs_two_configs_side_by_side_and_drills_into_failures(eval_home):
    at = _open()
    at.selectbox(key="w.eval.set").select("mine: clinic.jsonl").run()
    at.multiselect(key="w.eval.configs").select("preset: narrow").run()
    ok(at)
    at.button(key="w.eval.run").click().run()
    ok(at)
    assert not errors(at)
    report = at.session_state["knx.eval_report"]
    assert [c.config.name for c in report.configs] == ["defaults", "narrow"]
    metrics = next(df.value for df in at.dataframe if "narrow" in df.value.columns)
    assert {"relation R@1", "entity@1 alias", "answer-in-context"} <= set(metrics.index)
    # top_k 1 returns one relation type: R@10 equals R@1 for the preset
    assert metrics.loc["relation R@10", "narrow"] == metrics.loc["relation R@1", "narrow"]
    # one gold relation type per question: Hit@k would repeat R@k
    assert "relation Hit@1" not in metrics.index
    # how many questions each figure rests on, as knx eval prints it
    assert list(metrics.columns)[0] == "questions"
    assert metrics.loc["relation R@1", "questions"] == report.configs[0].relation.questions
    assert metrics.loc["entity@1 alias", "questions"] == report.configs[0].entity.alias_questions
    assert len(at.get("arrow_vega_lite_chart")) >= 1 or len(at.get("vega_lite_chart")) >= 1
    failures = next(df.value for df in at.dataframe if list(df.value.columns)[:2] == ["id", "kind"])
    assert "q3" in set(failures["id"])  # the alias the clinic network does not know
    at.selectbox(key="w.eval.drill").select("q3").run()
    ok(at)
    drill = next(df.value for df in at.dataframe if "gold relation rank" in df.value.columns)
    assert list(drill["config"]) == ["defaults", "narrow"]


def test_a_bad_set_shows_the_line_and_the_problem(eval_home):
    at = _open()
    at.selectbox(key="w.eval.set").select("mine: broken.jsonl").run()
    ok(at)
    assert any("line 2: answers" in e for e in errors(at)), errors(at)


def test_reruns_read_the_set_and_presets_once_per_file_version(eval_home, monkeypatch):
    import os

    import ui.evaluate_view as view
    from ui.presets import PresetStore

    parsed: list[str] = []
    loaded: list[str] = []
    real_parse, real_load = view.parse_questions, PresetStore.load
    monkeypatch.setattr(view, "parse_questions", lambda text, name: parsed.append(name) or real_parse(text, name))
    monkeypatch.setattr(PresetStore, "load", lambda self, name: loaded.append(name) or real_load(self, name))
    at = _open()
    at.selectbox(key="w.eval.set").select("mine: clinic.jsonl").run()
    at.multiselect(key="w.eval.configs").select("preset: narrow").run()
    assert "clinic.jsonl" in parsed and "narrow" in loaded  # read when first shown
    parsed.clear(), loaded.clear()
    ok(at.run())
    ok(at.multiselect(key="w.eval.tags").select("disease").run())
    assert parsed == [] and loaded == []  # reruns reuse them
    # an edited file is read again
    path = eval_home / "sets" / "clinic.jsonl"
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000))
    ok(at.run())
    assert parsed == ["clinic.jsonl"] and loaded == []


def test_the_relation_prior_is_fitted_from_the_chosen_set_shown_and_removed(eval_home):
    from core.search.question_prior import prior_path

    at = _open()
    at.selectbox(key="w.eval.set").select("mine: clinic.jsonl").run()
    ok(at)
    assert any(e.label.startswith("Relation prior of clinic") and e.label.endswith("none") for e in at.expander)
    at.button(key="w.eval.prior_fit").click().run()
    ok(at)
    assert not errors(at)
    assert (eval_home / "models" / "clinic" / "question_prior.knxarr") == prior_path("clinic")
    assert prior_path("clinic").is_file()
    assert any(e.label.startswith("Relation prior of clinic") and e.label.endswith(f"{len(LINES)} questions")
               for e in at.expander)
    assert any("fits the network's relation types" in m.value for m in at.markdown)
    at.button(key="w.eval.prior_remove").click().run()
    ok(at)
    assert not prior_path("clinic").exists()


def test_the_upload_choice_heads_the_set_list_and_a_shipped_set_is_chosen_first(eval_home):
    from ui.evaluate_view import UPLOAD

    at = _open()
    picker = at.selectbox(key="w.eval.set")
    assert picker.options[0] == UPLOAD
    assert picker.value == picker.options[1] != UPLOAD
    # no set uploader until the upload choice is taken
    assert [u.label for u in at.get("file_uploader")] == ["More configs (preset or retrieval_config JSON)"]
    at.selectbox(key="w.eval.set").select(UPLOAD).run()
    assert "Question set (.jsonl)" in [u.label for u in at.get("file_uploader")]


def test_a_set_with_several_gold_relation_types_gets_hit_at_k(eval_home):
    two = {"id": "q4", "question": "上气道梗阻有哪些症状和并发症", "kn_id": "clinic",
           "relation_types": ["has_symptom", "has_complication"]}
    (eval_home / "sets" / "several.jsonl").write_text(
        "\n".join(json.dumps(line, ensure_ascii=False) for line in [*LINES, two]), encoding="utf-8")
    at = _open()
    at.selectbox(key="w.eval.set").select("mine: several.jsonl").run()
    at.button(key="w.eval.run").click().run()
    ok(at)
    metrics = next(df.value for df in at.dataframe if "relation R@1" in df.value.index)
    # listed beside R@k: the question of two gold types counts half at 1 for recall, whole for a hit
    assert {f"relation Hit@{k}" for k in (1, 3, 5, 10)} <= set(metrics.index)
    report = at.session_state["knx.eval_report"]
    assert report.configs[0].relation.several_gold == 1
    two_types = next(o for o in report.configs[0].outcomes if o.id == "q4")
    assert two_types.relation_rank == 1 and two_types.recall[1] == 0.5  # one of its two types first
    # so Hit@1 counts it whole where R@1 counts it half: a quarter of a question more, over four
    assert metrics.loc["relation Hit@1", "defaults"] - metrics.loc["relation R@1", "defaults"] == pytest.approx(0.5 / 4)


def test_lines_without_kn_id_run_on_the_chosen_network(eval_home):
    """The page's network is what `knx eval --kn` is to the command line: it fills in for lines that
    name none, and a line's own kn_id is kept."""
    unnamed = {"id": "q4", "question": "感冒有哪些症状", "relation_types": ["has_symptom"]}
    (eval_home / "sets" / "mixed.jsonl").write_text(
        "\n".join(json.dumps(line, ensure_ascii=False) for line in [*LINES, unnamed]), encoding="utf-8")
    at = _open()
    at.selectbox(key="w.eval.set").select("mine: mixed.jsonl").run()
    ok(at)
    assert any("4 of 4 questions, on `clinic`" in c.value for c in at.caption)
    at.button(key="w.eval.run").click().run()
    ok(at)
    assert not errors(at)
    report = at.session_state["knx.eval_report"]
    assert report.kn_ids == ["clinic"] and report.configs[0].questions == 4
    assert next(o for o in report.configs[0].outcomes if o.id == "q4").relation_rank == 1
    # a row with no count (latency) shows an empty cell, not "None"
    (metrics,) = [df for df in at.dataframe if "defaults" in df.value.columns]
    assert metrics.proto.placeholder == "—" and metrics.value["questions"].isna().any()


def test_the_form_and_the_drill_down_are_kept_when_another_page_is_opened(eval_home):
    """The report stays in the session; the set, the configs, the tags, the limit and the failure being
    looked at stay with it, not back at their defaults beside a report they no longer describe."""
    at = _open()
    at.selectbox(key="w.eval.set").select("mine: clinic.jsonl").run()
    at.multiselect(key="w.eval.configs").select("preset: narrow").run()
    at.number_input(key="w.eval.limit").set_value(3).run()
    at.button(key="w.eval.run").click().run()
    ok(at)
    at.selectbox(key="w.eval.fail_config").select("narrow").run()
    at.selectbox(key="w.eval.drill").select("q3").run()
    ok(at)
    at.switch_page("app_pages/search.py").run()
    at.switch_page(EVALUATE).run()
    ok(at)
    assert at.selectbox(key="w.eval.set").value == "mine: clinic.jsonl"
    assert at.multiselect(key="w.eval.configs").value == ["defaults", "preset: narrow"]
    assert at.number_input(key="w.eval.limit").value == 3
    assert at.selectbox(key="w.eval.fail_config").value == "narrow"
    assert at.selectbox(key="w.eval.drill").value == "q3"
    # a limit is kept within the questions a narrower choice leaves
    at.multiselect(key="w.eval.tags").select("alias").run()
    ok(at)
    assert sum("alias" in line.get("tags", []) for line in LINES) == 1
    assert at.number_input(key="w.eval.limit").value == 1
