"""The Search page: one kn_search call with every score, threshold and stage made visible."""

from __future__ import annotations

import json
from typing import Any

import altair as alt
import pandas as pd
import streamlit as st

from core.search.config import RetrievalConfig
from core.search.models import KnSearchResponse
from ui import data, runs
from ui.config_view import preset_picker
from ui.feedback import error_text, log_unexpected
from ui.markdown import md_code, md_escape
from ui.pickers import question_input
from ui.state import AppState, SearchRun

SCORE_FORMAT = "%.3f"
LABEL_LIMIT = 260  # px of axis label before it is cut
# Dropped candidates drawn in the node chart: the best ones, which show where the threshold bit.
MAX_DROPPED_POINTS = 15


# -- tables and charts (shared with Tune & compare) ------------------------------------------
def relation_frame(response: KnSearchResponse) -> pd.DataFrame:
    return pd.DataFrame([
        {"rank": r.rank or i + 1, "id": r.concept_id, "name": r.concept_name,
         "source → target": f"{r.source_object_type_id} → {r.target_object_type_id}",
         "score": r.score, "score source": r.score_source}
        for i, r in enumerate(response.relation_types or [])
    ], columns=["rank", "id", "name", "source → target", "score", "score source"])


def relation_chart(response: KnSearchResponse) -> alt.Chart | None:
    frame = relation_frame(response)
    if frame.empty:
        return None
    frame["label"] = frame["rank"].astype(str) + ". " + frame["name"].astype(str) + " (" + frame["id"] + ")"
    return (
        alt.Chart(frame)
        .mark_bar()
        .encode(
            x=alt.X("score:Q", title="score", scale=alt.Scale(domain=[0, max(1.0, float(frame["score"].max() or 0))])),
            y=alt.Y("label:N", sort=alt.EncodingSortField("rank", order="ascending"), title=None,
                    axis=alt.Axis(labelLimit=LABEL_LIMIT)),
            color=alt.Color("score source:N", legend=alt.Legend(orient="bottom")),
            tooltip=["rank", "id", "name", "source → target", alt.Tooltip("score:Q", format=".3f"), "score source"],
        )
        .properties(height=alt.Step(22))
    )


def node_points(response: KnSearchResponse) -> pd.DataFrame:
    """Returned nodes, plus the candidates min_direct_relevance dropped (from the debug trace)."""
    rows = [
        {"node": f"{n.instance_name} ({n.object_type_id})", "object type": n.object_type_id,
         "score": n.score or 0.0, "outcome": "returned", "score source": n.score_source}
        for n in response.nodes or []
    ]
    per_type = ((response.trace or {}).get("instances") or {}).get("per_type") or []
    dropped = [
        {"node": f"{item.get('instance')} ({run.get('object_type_id')})", "object type": run.get("object_type_id"),
         "score": item.get("score") or 0.0, "outcome": "dropped: below min_direct_relevance", "score source": None}
        for run in per_type for item in (run.get("after_min_direct_relevance") or {}).get("dropped") or []
    ]
    rows += sorted(dropped, key=lambda row: -row["score"])[:MAX_DROPPED_POINTS]
    return pd.DataFrame(rows, columns=["node", "object type", "score", "outcome", "score source"])


def _dropped_count(response: KnSearchResponse) -> int:
    per_type = ((response.trace or {}).get("instances") or {}).get("per_type") or []
    return sum(len((run.get("after_min_direct_relevance") or {}).get("dropped") or []) for run in per_type)


def thresholds(response: KnSearchResponse, config: RetrievalConfig) -> list[dict[str, Any]]:
    """The two node thresholds as the config defines them (and the global one as applied)."""
    cfg = config.semantic_instance_retrieval
    out = [{"threshold": f"min_direct_relevance = {cfg.min_direct_relevance:g}", "value": cfg.min_direct_relevance}]
    if cfg.enable_global_final_score_ratio_filter:
        best = max((n.score or 0.0 for n in response.nodes or []), default=0.0)
        value = round(best * cfg.global_final_score_ratio, 6)
        out.append({"threshold": f"global ratio {cfg.global_final_score_ratio:g} × max {best:.3f} = {value:.3f}",
                    "value": value})
    return out


def node_chart(response: KnSearchResponse, config: RetrievalConfig) -> alt.LayerChart | None:
    points = node_points(response)
    if points.empty:
        return None
    points = points.sort_values("score", ascending=False)
    bars = (
        alt.Chart(points)
        .mark_bar()
        .encode(
            x=alt.X("score:Q", title="score", scale=alt.Scale(domain=[0, 1])),
            y=alt.Y("node:N", sort="-x", title=None, axis=alt.Axis(labelLimit=LABEL_LIMIT)),
            color=alt.Color("outcome:N", scale=alt.Scale(
                domain=["returned", "dropped: below min_direct_relevance"], range=["#2563eb", "#cbd5e1"]),
                legend=alt.Legend(orient="bottom", title=None, direction="vertical", labelLimit=LABEL_LIMIT)),
            tooltip=["node", "object type", alt.Tooltip("score:Q", format=".3f"), "outcome", "score source"],
        )
    )
    lines = pd.DataFrame(thresholds(response, config))
    rules = (
        alt.Chart(lines)
        .mark_rule(strokeDash=[6, 4], strokeWidth=2)
        .encode(x="value:Q", color=alt.Color("threshold:N", scale=alt.Scale(range=["#dc2626", "#f59e0b"]),
                                              legend=alt.Legend(orient="bottom", title="thresholds", direction="vertical",
                                                                labelLimit=LABEL_LIMIT)),
                tooltip=["threshold", alt.Tooltip("value:Q", format=".3f")])
    )
    return alt.layer(bars, rules).resolve_scale(color="independent").properties(height=alt.Step(20))


def object_type_frame(response: KnSearchResponse) -> pd.DataFrame:
    return pd.DataFrame([
        {"id": o.concept_id, "name": o.concept_name, "score": o.score, "score source": o.score_source,
         "selected by": o.selected_by,
         "kept properties": ", ".join(p.name for p in o.data_properties or []),
         "pruned properties": ", ".join(o.pruned_properties or [])}
        for o in response.object_types or []
    ], columns=["id", "name", "score", "score source", "selected by", "kept properties", "pruned properties"])


def node_frame(response: KnSearchResponse) -> pd.DataFrame:
    return pd.DataFrame([
        {"object type": n.object_type_id, "name": n.instance_name, "score": n.score,
         "score source": n.score_source,
         "signals": ", ".join(f"{k}={v:g}" for k, v in (n.signals or {}).items()),
         "identity": json.dumps(n.unique_identities, ensure_ascii=False),
         "properties": json.dumps(n.properties or {}, ensure_ascii=False)}
        for n in response.nodes or []
    ], columns=["object type", "name", "score", "score source", "signals", "identity", "properties"])


def _score_column():
    return st.column_config.ProgressColumn("score", min_value=0.0, max_value=1.0, format=SCORE_FORMAT)


# -- sections ------------------------------------------------------------------------------------
def render_summary(run: SearchRun) -> None:
    response = run.response
    if response.message:
        st.warning(f"**{md_escape(response.message)}**", icon=":material/info:")
    ranker = response.ranker
    if ranker and ranker.fallback_used:
        st.warning(f"The reranker {md_code(ranker.name)} failed: {md_escape(ranker.error or 'no reason given')}. "
                   "Relation types were scored with the fallback rule.", icon=":material/warning:")
    c1, c2, c3, c4, c5 = st.columns(5)
    c1.metric("Relation types", len(response.relation_types or []))
    c2.metric("Object types", len(response.object_types or []))
    c3.metric("Nodes", "—" if run.request.only_schema else len(response.nodes or []))
    c4.metric("Ranker", (ranker.name if ranker else "—") + (" (fallback)" if ranker and ranker.fallback_used else ""))
    c5.metric("Time", f"{(response.timing or {}).get('total_ms', run.elapsed_ms):.0f} ms")


def render_relations(response: KnSearchResponse) -> None:
    chart = relation_chart(response)
    if chart is None:
        st.info("No relation types recalled.")
        return
    st.altair_chart(chart, width="stretch")
    st.dataframe(relation_frame(response), hide_index=True, width="stretch",
                 column_config={"score": _score_column()})


def render_object_types(response: KnSearchResponse) -> None:
    frame = object_type_frame(response)
    if frame.empty:
        st.info("No object types recalled.")
        return
    st.dataframe(frame, hide_index=True, width="stretch", column_config={"score": _score_column()})
    for ot in response.object_types or []:
        with st.expander(md_escape(f"{ot.concept_name} ({ot.concept_id}) — {len(ot.data_properties or [])} kept, "
                                   f"{len(ot.pruned_properties or [])} pruned")):
            st.dataframe(pd.DataFrame([
                {"property": p.name, "display name": p.display_name, "type": p.type, "relevance": p.score,
                 "operations": ", ".join(p.condition_operations or [])}
                for p in ot.data_properties or []
            ]), hide_index=True, width="stretch")
            if ot.pruned_properties:
                st.caption("Pruned: " + md_escape(", ".join(ot.pruned_properties)))
            if ot.sample_data:
                st.json(ot.sample_data, expanded=False)


def render_nodes(run: SearchRun, config: RetrievalConfig) -> None:
    response = run.response
    if run.request.only_schema:
        st.info("only_schema is on: instance recall was skipped.")
        return
    chart = node_chart(response, config)
    if chart is None:
        st.info(response.message or "No nodes.")
        return
    st.altair_chart(chart, width="stretch")
    caption = " · ".join(t["threshold"] for t in thresholds(response, config))
    dropped = _dropped_count(response)
    if dropped > MAX_DROPPED_POINTS:
        caption += (f" · the chart shows the best {MAX_DROPPED_POINTS} of {dropped} candidates below "
                    "min_direct_relevance (all are in the Debug trace)")
    st.caption(md_escape(caption))
    st.dataframe(node_frame(response), hide_index=True, width="stretch", column_config={"score": _score_column()})


def render_actions(response: KnSearchResponse) -> None:
    if not response.action_types:
        st.caption("No action types.")
        return
    st.dataframe(pd.DataFrame([
        {"id": a.id, "name": a.name, "object type": a.object_type_id, "comment": a.comment}
        for a in response.action_types
    ]), hide_index=True, width="stretch")


def _stage_summary(name: str, info: Any) -> str:
    if not isinstance(info, dict):
        return ""
    if "reason" in info:
        return str(info["reason"])
    if "skipped" in info:
        return f"skipped: {info['skipped']}"
    if "kept" in info and isinstance(info["kept"], list):
        return f"kept {len(info['kept'])}"
    if "before" in info and "after" in info:
        return f"{info['before']} → {info['after']}"
    if "added" in info and isinstance(info["added"], list):
        return f"added {len(info['added'])} by rule {info.get('rule', '')}"
    return ""


def render_trace(response: KnSearchResponse) -> None:
    trace = response.trace
    timing = response.timing or {}
    if timing:
        st.dataframe(pd.DataFrame([{"stage": k.removesuffix("_ms"), "ms": v} for k, v in timing.items()]),
                     hide_index=True, width="content")
    if not trace:
        st.info("Turn on debug to see the trace.")
        return
    for part in ("concepts", "instances"):
        section = trace.get(part) or {}
        if not isinstance(section, dict):
            continue
        for stage, info in section.items():
            if stage == "per_type" and isinstance(info, list):
                for run in info:
                    after = (run.get("after_min_direct_relevance") or {})
                    summary = run.get("skipped") or run.get("error") or (
                        f"{run.get('candidates', 0)} candidates → {after.get('count', '?')} kept "
                        f"(min_direct_relevance {after.get('threshold', '?')})")
                    with st.expander(md_escape(f"{part} · {run.get('object_type_id')} — {summary}")):
                        st.json(run, expanded=2)
                continue
            ms = timing.get(f"{stage}_ms")
            label = f"{part} · {stage}" + (f" ({ms:.1f} ms)" if ms is not None else "")
            summary = _stage_summary(stage, info)
            with st.expander(md_escape(label + (f" — {summary}" if summary else ""))):
                st.json(info, expanded=2)
    if trace.get("config"):
        with st.expander("retrieval_config used"):
            st.json(trace["config"], expanded=1)


def render_results(run: SearchRun, config: RetrievalConfig) -> None:
    response = run.response
    render_summary(run)
    tabs = st.tabs(["Relation types", "Object types", "Nodes", "Action types", "Debug trace"])
    with tabs[0]:
        render_relations(response)
    with tabs[1]:
        render_object_types(response)
    with tabs[2]:
        render_nodes(run, config)
    with tabs[3]:
        render_actions(response)
    with tabs[4]:
        render_trace(response)
    st.download_button(
        "Download the response (JSON)", runs.response_json(response),
        file_name=f"kn_search-{run.request.kn_id}.json", mime="application/json",
        icon=":material/download:", key="w.search_download", on_click="ignore",
    )


# -- the page -------------------------------------------------------------------------------------
def _inputs_key(state: AppState) -> tuple:
    return (state.kn_id, state.question, state.only_schema, state.enable_rerank, state.debug,
            state.config.to_json(indent=None))


_INPUTS = "knx.search_inputs"
_ERROR = "knx.search_error"


def _run_search(state: AppState) -> None:
    """Search with the current inputs; a failure is remembered with them, so it stays on screen
    until the inputs change (and the search is not retried on every rerun)."""
    state.store[_INPUTS] = _inputs_key(state)
    state.store[_ERROR] = None
    try:
        state.search = runs.search(
            data.backend(), kn_id=state.kn_id, question=state.question, config=state.config,
            only_schema=state.only_schema, enable_rerank=state.enable_rerank, debug=state.debug,
        )
    except Exception as exc:  # shown as a message; the page stays usable
        log_unexpected(exc, "Search")
        state.store[_ERROR] = error_text(exc, "Search")


def render_search_page(state: AppState) -> None:
    st.title("Search", anchor=False)
    st.caption("kn_search: concept recall, then semantic instance recall — every score and decision shown.")
    question_input(state)
    c1, c2, c3, c4 = st.columns([1, 1, 1, 2], vertical_alignment="bottom")
    with c1:
        state.only_schema = st.toggle("only_schema", value=state.only_schema, key="w.only_schema",
                                      help="Return concepts only; skip instance recall.")
    with c2:
        state.enable_rerank = st.toggle("enable_rerank", value=state.enable_rerank, key="w.enable_rerank",
                                        help="Rank relation types with the reranker (BM25 by default); off keeps "
                                        "the network's order.")
    with c3:
        state.debug = st.toggle("debug trace", value=state.debug, key="w.debug",
                                help="Ask for the trace of every stage (shown under Debug trace).")
    with c4:
        preset_picker(state, side="a")
    clicked = st.button("Search", type="primary", icon=":material/search:", key="w.search_run",
                        disabled=not (state.question and state.kn_id))
    # A changed question or option searches again by itself; other reruns reuse the last result.
    changed = state.store.get(_INPUTS) != _inputs_key(state)
    if state.question and state.kn_id and (clicked or changed):
        _run_search(state)
    if state.store.get(_ERROR):
        st.error(state.store[_ERROR], icon=":material/error:")
    run = state.search
    if run is None:
        st.info("Ask a question to see what kn_search recalls.")
        return
    if run.request.query != state.question or run.request.kn_id != state.kn_id:
        st.caption(f"Showing the last result: “{md_escape(run.request.query)}” on {md_code(run.request.kn_id)}.")
    render_results(run, run.request.config)
