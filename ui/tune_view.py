"""The Tune & compare page: edit two retrieval_configs and run them side by side on one question."""

from __future__ import annotations

import altair as alt
import pandas as pd
import streamlit as st

from ui import data, runs
from ui.compare import ADDED, DROPPED, KEPT, MOVED_DOWN, MOVED_UP, ResponseDiff, diff_responses
from ui.config_view import SIDE_LABELS, render_config_pair, render_presets, render_side_actions
from ui.feedback import guarded
from ui.markdown import md_code, md_escape
from ui.messages import ui_message
from ui.search_view import EMPTY_CELL, cached, dropped_candidates, filter_counts, show_chart
from ui.pickers import question_input
from ui.state import AppState, Comparison

def _side_label(state: AppState, side: str) -> str:
    preset = state.preset if side == "a" else state.compare_preset
    return f"{side.upper()}" + (f" · {preset}" if preset else "")


def run_comparison(state: AppState) -> Comparison | None:
    backend = data.backend()
    common = dict(kn_id=state.kn_id, question=state.question, only_schema=state.only_schema,
                  enable_rerank=state.enable_rerank, debug=True)
    run_a = guarded("Running config A", runs.search, backend, config=state.config, **common)
    if run_a is None:
        return None
    run_b = guarded("Running config B", runs.search, backend, config=state.compare_config, **common)
    if run_b is None:
        return None
    return Comparison(question=state.question, kn_id=state.kn_id, label_a=_side_label(state, "a"),
                      label_b=_side_label(state, "b"), run_a=run_a, run_b=run_b)


def _change(r) -> str:
    if r.status in (MOVED_UP, MOVED_DOWN):
        return f"{r.status} {abs(r.rank_shift)}"
    return {ADDED: "added (only in B)", DROPPED: "dropped (only in A)"}.get(r.status, "same place")


def relation_changes_frame(diff: ResponseDiff) -> pd.DataFrame:
    return pd.DataFrame([
        {"relation type": r.relation_type_id, "name": r.name, "rank A": r.rank_a, "rank B": r.rank_b,
         "change": _change(r), "score A": r.score_a, "score B": r.score_b, "score shift": r.score_shift}
        for r in diff.relations
    ], columns=["relation type", "name", "rank A", "rank B", "change", "score A", "score B", "score shift"])


def why_dropped(node, run_b, diff: ResponseDiff) -> str:
    """Why B does not return a node A returns: the filter B's trace names, else what is missing."""
    key = f"{node.name} ({node.object_type_id})"
    for row in dropped_candidates(run_b.response):
        if row["node"] == key:
            return f"{row['outcome']} (score {row['score']:.3f} in B)"
    if node.object_type_id in diff.object_types_lost:
        return f"object type {node.object_type_id} not recalled by B"
    if run_b.request.only_schema:
        return "B skipped instance recall"
    counts = {row["filter"]: row["dropped"] for row in filter_counts(run_b.response)}
    if counts:
        return "not listed in B's trace; B's filters dropped " + ", ".join(f"{n} by {f}" for f, n in counts.items())
    return "not among B's candidates"


def node_changes_frame(diff: ResponseDiff, run_b=None) -> pd.DataFrame:
    order = (ADDED, DROPPED, KEPT)
    return pd.DataFrame([
        {"status": n.status, "node": n.name, "object type": n.object_type_id, "instance id": n.instance_id,
         "score A": n.score_a, "score B": n.score_b, "score shift": n.score_shift,
         "why": why_dropped(n, run_b, diff) if n.status == DROPPED and run_b is not None else ""}
        for n in sorted(diff.nodes, key=lambda n: order.index(n.status))
    ], columns=["status", "node", "object type", "instance id", "score A", "score B", "score shift", "why"])


def _relation_score_chart(diff: ResponseDiff, label_a: str, label_b: str) -> dict | None:
    rows = []
    for r in diff.relations:
        # Ordered as A ranks them; relation types only B recalled come after, in B's order.
        order = r.rank_a if r.rank_a is not None else 1000 + (r.rank_b or 0)
        label = f"{r.name} ({r.relation_type_id})"
        # A score of 0 is no signal: listed in the table, not drawn as an empty bar.
        if r.score_a:
            rows.append({"relation": label, "config": label_a, "score": r.score_a, "order": order})
        if r.score_b:
            rows.append({"relation": label, "config": label_b, "score": r.score_b, "order": order})
    if not rows:
        return None
    frame = pd.DataFrame(rows)
    # Relation scores are not capped at 1 (the intent ranker adds its signals): the axis reaches the
    # best one, as the Search page's chart does, or bars run past its end and all look alike.
    top = max(1.0, float(frame["score"].max()))
    return (
        alt.Chart(frame).mark_bar()
        .encode(x=alt.X("score:Q", scale=alt.Scale(domain=[0, top])),
                y=alt.Y("relation:N", title=None, sort=alt.EncodingSortField("order", order="ascending"),
                        axis=alt.Axis(labelLimit=260)),
                yOffset="config:N", color=alt.Color("config:N", legend=alt.Legend(orient="bottom", title=None)),
                tooltip=["relation", "config", alt.Tooltip("score:Q", format=".3f")])
        # A step per bar (the y band of a relation type holds one per config), not a fixed height:
        # Streamlit drew the fixed one ~100 px high, and Vega hid every other relation type's label.
        .properties(height=alt.Step(16))
    ).to_dict()


def render_comparison(comparison: Comparison) -> None:
    a, b = comparison.run_a, comparison.run_b
    diff = cached("compare.diff", comparison, lambda: diff_responses(a.response, b.response))
    st.markdown(f"**“{md_escape(comparison.question)}”** on {md_code(comparison.kn_id)} — "
                f"{md_escape(comparison.label_a)} vs {md_escape(comparison.label_b)}")
    config_diff = a.request.config.diff(b.request.config)
    c1, c2, c3, c4 = st.columns(4)
    c1.metric("Config fields that differ", len(config_diff))
    c2.metric("Relation types changed", len(diff.relations_with(MOVED_UP, MOVED_DOWN, ADDED, DROPPED)),
              help="moved up, moved down, added or dropped")
    c3.metric("Nodes added", len(diff.nodes_with(ADDED)))
    c4.metric("Nodes dropped", len(diff.nodes_with(DROPPED)))
    if config_diff:
        st.dataframe(pd.DataFrame([{"field": k, "A": str(v[0]), "B": str(v[1])} for k, v in config_diff.items()]),
                     hide_index=True, width="stretch")
    else:
        st.info("A and B are the same config.")
    for label, run in (("A", a), ("B", b)):
        if run.response.message:
            st.warning(f"{label}: {md_escape(ui_message(run.response.message))}", icon=":material/info:")
    if diff.unchanged:
        st.success("Both configs return the same relation types, object types and nodes with the same scores.",
                   icon=":material/check_circle:")
    st.subheader("Relation types", anchor=False)
    chart = cached("compare.chart", comparison,
                   lambda: _relation_score_chart(diff, comparison.label_a, comparison.label_b))
    if chart is not None:
        show_chart(chart)
    # a relation type one side did not recall has no rank or score there: an empty cell, not "None"
    st.dataframe(cached("compare.relations", comparison, lambda: relation_changes_frame(diff)),
                 hide_index=True, width="stretch", placeholder=EMPTY_CELL)
    if diff.object_types_gained or diff.object_types_lost:
        st.caption(md_escape(f"Object types only in B: {', '.join(diff.object_types_gained) or '—'} · "
                             f"only in A: {', '.join(diff.object_types_lost) or '—'}"))
    st.subheader("Nodes", anchor=False)
    nodes = cached("compare.nodes", comparison, lambda: node_changes_frame(diff, b))
    if nodes.empty:
        st.info("Neither config returned nodes.")
    else:
        st.dataframe(nodes, hide_index=True, width="stretch", placeholder=EMPTY_CELL)
    for column, (label, run) in zip(st.columns(2), (("A", a), ("B", b))):
        column.caption(f"{label} took {(run.response.timing or {}).get('total_ms', run.elapsed_ms):.0f} ms")


def render_tune_page(state: AppState) -> None:
    st.title("Tune & compare", anchor=False)
    st.caption("Change retrieval_config, save presets, and run two configs on the same question. "
               "Config A is the one the Search page uses.")
    question_input(state)
    run_clicked = st.button("Compare A and B", type="primary", icon=":material/compare_arrows:",
                            key="w.compare_run", disabled=not (state.question and state.kn_id))
    if run_clicked:
        comparison = run_comparison(state)
        if comparison is not None:
            state.comparison = comparison
    if state.comparison is not None:
        with st.container(border=True):
            render_comparison(state.comparison)
    else:
        st.info("Press “Compare A and B” to run both configs on the question.")
    st.header("Configs", anchor=False)
    # A and B side by side: presets and actions per side, then every field once with both inputs.
    for column, side in zip(st.columns(2, gap="medium"), ("a", "b")):
        with column, st.container(border=True):
            st.markdown(f"#### Config {SIDE_LABELS[side]}")
            render_presets(state, side)
            render_side_actions(state, side)
    render_config_pair(state)
