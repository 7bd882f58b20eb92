"""The Evaluate page: run a question set under several configs side by side, chart the metrics,
and drill into the failures.

Sets come from the shipped ones (`bench/sets/*.jsonl`), the user's folder `$KNX_HOME/sets/`, or an
upload; configs from the defaults, the Tune page's current config, the presets folder, or uploaded
JSON (a preset or a bare retrieval_config). The run is `core.evaluation.Evaluator`, the same as
`knx eval`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import altair as alt
import pandas as pd
import streamlit as st

from core.evaluation import EvalConfig, EvalReport, Evaluator, metric_questions, metric_values, parse_questions
from core.evaluation.harness import RECALL_KS, UNSPELLED_KS
from core.evaluation.questions import QuestionSet
from core.home import knx_home, shipped_sets_dir
from ui.data import backend
from ui.feedback import guarded
from ui.markdown import md_code, md_escape
from ui.presets import PresetStore
from ui.prior_view import render_prior_controls
from ui.search_view import EMPTY_CELL
from ui.state import AppState, commit_widget, control_widget

SHIPPED_SETS = shipped_sets_dir()
DEFAULTS = "defaults"
CURRENT = "current config (Tune page)"
UPLOAD = "upload a .jsonl file"
MAX_CONFIGS = 4
FAILURE_KINDS = ("relation", "entity", "answer", "error")
# Rates share one chart; latency has another scale and is shown as figures.
RATE_METRICS = [f"relation R@{k}" for k in RECALL_KS] + [f"relation Hit@{k}" for k in RECALL_KS] + [
    "relation MRR", *(f"relation R@{k}, name unspelled" for k in UNSPELLED_KS), "entity@1", "entity@1 canonical", "entity@1 alias", "answer-in-context",
    "answer-in-context, gold keyword",
]


def user_sets_dir() -> Path:
    return knx_home() / "sets"


def available_sets() -> dict[str, Path]:
    """Label -> path of every question set the page can run without an upload."""
    sets = {f"shipped: {p.name}": p for p in sorted(SHIPPED_SETS.glob("*.jsonl"))}
    folder = user_sets_dir()
    if folder.is_dir():
        sets.update({f"mine: {p.name}": p for p in sorted(folder.glob("*.jsonl"))})
    return sets


def load_set(choice: str, sets: dict[str, Path], upload: Any) -> QuestionSet | None:
    if choice == UPLOAD:
        if upload is None:
            st.info("Choose a .jsonl file: one JSON object per line with `question`, and `relation_types`, "
                    "`entity`, `answers` for the metrics that need them.", icon=":material/upload_file:")
            return None
        return guarded("Reading the question set", _parse_upload, upload)
    return guarded("Reading the question set", lambda: _question_set(*file_version(sets[choice])))


def file_version(path: Path) -> tuple[str, int, int]:
    """A file's path, mtime and size: the key under which its parsed content is kept, so an edited
    or replaced file is read again and an unchanged one is not (the page reruns on every click)."""
    try:
        stat = path.stat()
    except OSError as exc:
        from core.exceptions import StorageError

        raise StorageError(f"cannot read {path}: {exc.strerror or exc}") from None
    return str(path), stat.st_mtime_ns, stat.st_size


@st.cache_resource(show_spinner=False, max_entries=16)
def _question_set(path: str, mtime_ns: int, size: int) -> QuestionSet:
    """A question set file, parsed once per version (shared read-only: the page never changes it)."""
    return parse_questions(Path(path).read_text(encoding="utf-8"), Path(path).name)


class _Unhashed(bytes):
    """Bytes that st.cache_resource does not hash (the upload's id already names them)."""


@st.cache_resource(show_spinner=False, max_entries=16, hash_funcs={_Unhashed: lambda _: 0})
def _uploaded_set(file_id: str, name: str, data: bytes) -> QuestionSet:
    from core.exceptions import QuestionSetError

    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise QuestionSetError(f"{name}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    return parse_questions(text, name)


def _parse_upload(upload: Any) -> QuestionSet:
    # keyed by the upload's id, which names its bytes (hashing them on every rerun is what this saves)
    return _uploaded_set(upload.file_id, upload.name, _Unhashed(upload.getvalue()))


@st.cache_resource(show_spinner=False, max_entries=64)
def _preset_config(path: str, mtime_ns: int, size: int, name: str):
    """A preset file's config, parsed once per version of the file."""
    return PresetStore(Path(path).parent).load(name)


def config_choices(state: AppState) -> dict[str, EvalConfig]:
    """Every config the page offers, by label (presets that fail to load are left out with a note)."""
    choices = {DEFAULTS: EvalConfig(name=DEFAULTS), CURRENT: EvalConfig(name="current", retrieval_config=state.config.overrides())}
    store = PresetStore()
    for name in store.names():
        config = guarded(f"Loading preset {name!r}",
                         lambda name=name: _preset_config(*file_version(store.path_for(name)), name))
        if config is not None:
            choices[f"preset: {name}"] = EvalConfig(name=name, retrieval_config=config.overrides())
    return choices


def uploaded_configs(uploads: list[Any]) -> list[EvalConfig]:
    import json

    from core.exceptions import ConfigError

    configs = []
    for upload in uploads or []:
        def parse(upload=upload) -> EvalConfig:
            try:
                document = json.loads(upload.getvalue().decode("utf-8-sig"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise ConfigError(f"{upload.name}: not a JSON file ({exc})") from None
            return EvalConfig.from_document(document, source=upload.name, default_name=Path(upload.name).stem)

        config = guarded("Reading an uploaded config", parse)
        if config is not None:
            configs.append(config)
    return configs


def metrics_frame(report: EvalReport) -> pd.DataFrame:
    """Metrics as rows: how many questions each is measured on, then one column per config."""
    data = {c.config.name: metric_values(c) for c in report.configs}
    frame = pd.DataFrame(data).dropna(how="all")
    # every config runs the same questions; a config named "questions" keeps its own column name
    counts = pd.Series(metric_questions(report.configs[0]), dtype="Int64").reindex(frame.index)
    frame.insert(0, "questions" if "questions" not in data else "questions (n)", counts)
    return frame


def metrics_chart(report: EvalReport) -> alt.Chart | None:
    rows = [r for r in report.summary_rows() if r["metric"] in RATE_METRICS and r["value"] is not None]
    if not rows:
        return None
    frame = pd.DataFrame(rows)
    return (
        alt.Chart(frame)
        .mark_bar()
        .encode(
            y=alt.Y("metric:N", sort=RATE_METRICS, title=None, axis=alt.Axis(labelOverlap=False, labelLimit=220)),
            yOffset=alt.YOffset("config:N"),
            x=alt.X("value:Q", scale=alt.Scale(domain=[0, 1]), title="share of questions"),
            color=alt.Color("config:N", title="config"),
            tooltip=["config", "metric", alt.Tooltip("value:Q", format=".3f")],
        )
        .properties(height=max(260, 26 * len(rows)))
    )


def failures_frame(report: EvalReport, config_name: str, kinds: list[str]) -> pd.DataFrame:
    config = next(c for c in report.configs if c.config.name == config_name)
    rows = [f.model_dump() for f in config.failures if f.kind in kinds]
    return pd.DataFrame(rows, columns=["id", "kind", "question", "expected", "got"])


def outcome_frame(report: EvalReport, question_id: str) -> pd.DataFrame:
    """One question across every config: what each returned."""
    rows = []
    for config in report.configs:
        outcome = next((o for o in config.outcomes if o.id == question_id), None)
        if outcome is None:
            continue
        rows.append({
            "config": config.config.name,
            "gold relation rank": outcome.relation_rank,
            "top relations": ", ".join(outcome.top_relations[:3]),
            "top node": f"{outcome.top_node} ({outcome.top_node_type})" if outcome.top_node else "",
            "entity hit": outcome.entity_hit,
            "neighbours": outcome.neighbours,
            "answers found": ", ".join(outcome.answers_found[:5]),
            "answer hit": outcome.answer_hit,
            "search ms": outcome.search_ms,
            "error": outcome.error or "",
        })
    return pd.DataFrame(rows)


def on_network(questions: QuestionSet, kn_id: str | None) -> QuestionSet:
    """The set with the page's network on every line that names none (a line's own kn_id is kept):
    the page's network picker is what `knx eval --kn` is to the command line."""
    if not kn_id or all(q.kn_id for q in questions.questions):
        return questions
    return QuestionSet(name=questions.name, questions=[
        q if q.kn_id else q.model_copy(update={"kn_id": kn_id}) for q in questions.questions])


def run_evaluation(state: AppState, questions: QuestionSet, configs: list[EvalConfig]) -> EvalReport | None:
    bar = st.progress(0.0, text="Evaluating…")

    def progress(message: str, fraction: float) -> None:
        bar.progress(min(1.0, fraction), text=md_escape(message))

    # every line names its network by now (on_network), so no request-wide kn_id overrides a line's
    report = guarded("Evaluation", Evaluator(backend()).run,
                     {"questions": on_network(questions, state.kn_id), "configs": configs}, progress=progress)
    bar.empty()
    return report


def _controlled(state: AppState, name: str, widget: str, value: Any) -> dict[str, Any]:
    """A widget's key and callback, its value set from the state first: a widget's own value is
    dropped when another page opens, so the form and the drill-down would come back at their defaults
    beside the report they no longer describe."""
    control_widget(widget, value)
    return dict(key=widget, on_change=commit_widget, args=(state, name, widget))


def render_report(state: AppState, report: EvalReport) -> None:
    st.markdown(f"**{md_escape(report.set_name)}** on {', '.join(md_code(k) for k in report.kn_ids)} — "
                f"{report.configs[0].questions} questions, {len(report.configs)} config(s)")
    columns = st.columns(len(report.configs))
    for column, config in zip(columns, report.configs):
        latency = config.latency
        column.metric(f"{config.config.name}: kn_search p50", f"{latency.get('p50_ms', 0):.1f} ms",
                      help=f"p95 {latency.get('p95_ms', 0):.1f} ms; keyword step p50 "
                           f"{latency.get('keyword_p50_ms', 0):.1f} ms")
    chart = metrics_chart(report)
    if chart is not None:
        st.altair_chart(chart, width="stretch")
    st.dataframe(metrics_frame(report), width="stretch", placeholder=EMPTY_CELL)
    st.subheader("Failures", anchor=False)
    names = [c.config.name for c in report.configs]
    left, right = st.columns([1, 2])
    shown = state.eval_fail_config if state.eval_fail_config in names else names[0]
    config_name = left.selectbox("Config", names, **_controlled(state, "eval_fail_config", "w.eval.fail_config",
                                                                  shown))
    kinds = [k for k in state.eval_fail_kinds if k in FAILURE_KINDS] if state.eval_fail_kinds is not None \
        else list(FAILURE_KINDS)
    kinds = right.multiselect("Kinds", FAILURE_KINDS, **_controlled(state, "eval_fail_kinds", "w.eval.fail_kinds",
                                                                      kinds))
    failures = failures_frame(report, config_name, kinds)
    st.caption(f"{len(failures)} failure(s)")
    st.dataframe(failures, hide_index=True, width="stretch")
    ids = list(dict.fromkeys(failures["id"])) if len(failures) else []
    if ids:
        drilled = state.eval_drill if state.eval_drill in ids else ids[0]
        question_id = st.selectbox("Drill into a question (every config)", ids,
                                   **_controlled(state, "eval_drill", "w.eval.drill", drilled))
        outcome = next(o for o in report.configs[0].outcomes if o.id == question_id)
        st.markdown(f"“{md_escape(outcome.question)}” — gold: {md_escape(', '.join(outcome.gold_relations))}; "
                    f"entity {md_escape(outcome.gold_entity or '—')}; answers "
                    f"{md_escape(', '.join(outcome.answers[:8]) or '—')}")
        st.dataframe(outcome_frame(report, question_id), hide_index=True, width="stretch", placeholder=EMPTY_CELL)


def render_evaluate_page(state: AppState) -> None:
    st.title("Evaluate", anchor=False)
    st.caption("Run a question set through kn_search and keyword context under several configs: relation "
               "Recall@k and MRR (Hit@k too where a question has several gold relation types; R@1 and R@3 again "
               "over the questions that write no character of the relation's name), whether the named entity is "
               "the top node, whether a gold answer is among the keyword-context neighbours — side by side, with "
               "how many questions each figure rests on and every failure. Same as `knx eval`.")
    sets = available_sets()
    left, right = st.columns([2, 3])
    # the upload choice heads the list, where a long list of shipped sets cannot push it out of view;
    # the first shipped set stays the one chosen at first
    set_options = [UPLOAD, *sets]
    chosen_set = state.eval_set if state.eval_set in set_options else set_options[1 if sets else 0]
    choice = left.selectbox("Question set", set_options, **_controlled(state, "eval_set", "w.eval.set", chosen_set))
    upload = left.file_uploader("Question set (.jsonl)", type=["jsonl", "json", "txt"], key="w.eval.upload") \
        if choice == UPLOAD else None
    questions = load_set(choice, sets, upload)
    offered = config_choices(state)
    # a preset deleted since it was picked is left out
    picked = [label for label in state.eval_configs if label in offered][:MAX_CONFIGS] \
        if state.eval_configs is not None else [DEFAULTS]
    picked = right.multiselect("Configs", list(offered), max_selections=MAX_CONFIGS,
                               **_controlled(state, "eval_configs", "w.eval.configs", picked))
    config_uploads = right.file_uploader("More configs (preset or retrieval_config JSON)", type=["json"],
                                         accept_multiple_files=True, key="w.eval.config_upload")
    configs = [offered[label] for label in picked] + uploaded_configs(config_uploads)
    if questions is None:
        _render_last(state)
        return
    tags = sorted({t for q in questions.questions for t in q.tags})
    c1, c2 = st.columns([3, 1])
    wanted_tags = c1.multiselect("Only questions tagged", tags, **_controlled(
        state, "eval_tags", "w.eval.tags", [t for t in state.eval_tags if t in tags]))
    selected = [q for q in questions.questions if not wanted_tags or set(wanted_tags) & set(q.tags)]
    # within the range of this selection (a limit set on a larger one would be out of it)
    most = max(1, len(selected))
    limit = c2.number_input("At most", min_value=1, max_value=most, **_controlled(
        state, "eval_limit", "w.eval.limit", most if state.eval_limit is None else min(state.eval_limit, most)))
    subset = on_network(QuestionSet(name=questions.name, questions=selected[: int(limit)]), state.kn_id)
    unplaced = [q for q in subset.questions if not q.kn_id]
    networks = sorted(subset.kn_ids)
    st.caption(f"{len(subset.questions)} of {len(questions.questions)} questions, on "
               f"{', '.join(md_code(n) for n in networks) or '—'}")
    if unplaced:  # only without any network to pick: the page has no other way to name one
        st.warning(md_escape(f"{len(unplaced)} question(s) name no network (kn_id), the first on line "
                             f"{unplaced[0].line} ({unplaced[0].id}), and no network is chosen: pick one in the "
                             "sidebar, or give kn_id on every line."), icon=":material/warning:")
        _render_last(state)
        return
    render_prior_controls(subset, networks[0] if len(networks) == 1 else None)
    names = [c.name for c in configs]
    if len(set(names)) != len(names):
        st.warning("Two configs have the same name; rename an uploaded preset.", icon=":material/warning:")
        return
    if st.button("Run evaluation", type="primary", icon=":material/play_arrow:", disabled=not configs,
                 key="w.eval.run"):
        report = run_evaluation(state, subset, configs)
        if report is not None:
            state.eval_report = report
    _render_last(state)


def _render_last(state: AppState) -> None:
    if state.eval_report is not None:
        with st.container(border=True):
            render_report(state, state.eval_report)
