"""The Keyword context page: knowledge_network_retrieval's two steps, round by round.

Step 1 recalls the schema for the whole question into this tab's retrieval session; step 2 runs one
keyword of one recalled object type per round. Every round stays listed with what dedup skipped; the
neighbour graph shows the rounds' instances and neighbours plus any neighbour the user expanded.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pandas as pd
import streamlit as st

from core.importers.hygiene import fragment_reasons
from ui import data, runs
from ui.feedback import error_text, guarded, log_unexpected
from ui.graph import GraphViewState
from ui.graph import render_graph as render_graph_widget
from ui.keywords import NameHit, object_type_hint, suggest_keywords
from ui.markdown import md_code, md_escape
from ui.messages import ui_message, unique_messages
from ui.neighbourhood import expand_instance, expand_options, graph_from_context
from ui.pickers import question_input
from ui.search_view import arrow
from ui.state import (GRAPH_CAP_RANGE, PENDING_EXPANSIONS, PENDING_ROUNDS, AppState, Expansion, KeywordRound,
                      StreamlitSessionStore, commit_widget, control_widget)

KEYWORDS_WIDGET = "w.kw.keywords"
ERROR_KEY = "knx.kw_error"


def _sessions() -> StreamlitSessionStore:
    return StreamlitSessionStore()


# -- step 1 ----------------------------------------------------------------------------------------
def _name_hits(state: AppState) -> list[NameHit]:
    """Instances kn_search recalls for the question (the Search page's result when it is the same)."""
    run = state.search
    if run is None or run.request.query != state.question or run.request.kn_id != state.kn_id \
            or run.request.only_schema:
        run = guarded("Finding instance names in the question", runs.search, data.backend(), kn_id=state.kn_id,
                      question=state.question, config=state.config, debug=False)
    if run is None:
        return []
    return [NameHit(str(n.instance_name), n.object_type_id, n.score or 0.0, n.linked_mention)
            for n in run.response.nodes or [] if n.instance_name]


def recall_schema(state: AppState) -> None:
    state.start_keyword_session(state.kn_id, state.question)
    st.session_state.pop(KEYWORDS_WIDGET, None)
    st.session_state[ERROR_KEY] = None
    try:
        response = runs.recall_schema(data.backend(), _sessions(), kn_id=state.kn_id, question=state.question,
                                      session_id=state.retrieval_session_id, config=state.config)
    except Exception as exc:  # shown in the page; the user can change the question and retry
        log_unexpected(exc, "Recalling the schema")
        st.session_state[ERROR_KEY] = error_text(exc, "Recalling the schema")
        return
    state.recalled_object_types = [
        {"id": o.concept_id, "name": o.concept_name, "score": o.score} for o in response.object_types or []
    ]
    state.recalled_relation_types = [
        {"id": r.concept_id, "name": r.concept_name, "score": r.score,
         "source": r.source_object_type_id, "target": r.target_object_type_id}
        for r in response.relation_types or []
    ]
    hits = _name_hits(state)
    state.store["knx.kw_hits"] = hits
    state.suggested_keywords = suggest_keywords(state.question, hits)
    state.selected_keywords = list(state.suggested_keywords)
    state.store["knx.kw_schema_message"] = response.message


def render_schema(state: AppState) -> None:
    types = state.recalled_object_types
    relations = state.recalled_relation_types
    message = state.store.get("knx.kw_schema_message")
    if message:
        st.warning(md_escape(ui_message(message)), icon=":material/info:")
    st.markdown(f"**Recalled schema** · {len(types)} object types · {len(relations)} relation types "
                f"· session {md_code(state.retrieval_session_id)}")
    if types:
        st.caption("Object types (keyword object types are picked from these): " +
                   " · ".join(f"{md_escape(t['name'])} {md_code(t['id'])}" +
                              (f" {t['score']:.2f}" if t["score"] is not None else "") for t in types))
    with st.expander("Relation types of the session"):
        st.dataframe(pd.DataFrame(relations, columns=["id", "name", "score", "source", "target"]),
                     hide_index=True, width="stretch")


# -- step 2 ----------------------------------------------------------------------------------------
def _type_widget(keyword: str) -> str:
    return f"w.kw.ot.{keyword}"


def run_keyword(state: AppState, keyword: str, object_type_id: str | None) -> None:
    st.session_state[ERROR_KEY] = None
    try:
        response, elapsed = runs.keyword_context(
            data.backend(), _sessions(), kn_id=state.kn_id, keyword=keyword, object_type_id=object_type_id,
            session_id=state.retrieval_session_id,
        )
    except Exception as exc:  # e.g. no schema in the session, unknown object type: shown, page stays
        log_unexpected(exc, "Keyword context")
        st.session_state[ERROR_KEY] = error_text(exc, f"Keyword context for “{keyword}”")
        return
    wire = response.to_wire(compact=False)
    state.keyword_rounds = [*state.keyword_rounds, KeywordRound(
        number=(wire.get("keyword_context") or {}).get("statistics", {}).get("round") or state.next_round_number(),
        keyword=keyword, object_type_id=object_type_id or "", result=wire, elapsed_ms=elapsed,
    )]
    state.shown_round = -1  # the new round


def _commit_type(state: AppState, keyword: str, widget: str) -> None:
    state.keyword_types = {**state.keyword_types, keyword: st.session_state[widget]}


def render_keywords(state: AppState) -> None:
    type_ids = [t["id"] for t in state.recalled_object_types]
    names = {t["id"]: t["name"] for t in state.recalled_object_types}
    control_widget(KEYWORDS_WIDGET, state.selected_keywords)
    options = list(dict.fromkeys([*state.suggested_keywords, *state.selected_keywords]))
    st.multiselect(
        "Keywords", options, key=KEYWORDS_WIDGET, accept_new_options=True,
        help="Suggested from the question: instance names found in it, then its words. Remove any, or type "
        "new ones and press Enter.",
        placeholder="Type a keyword and press Enter",
        on_change=commit_widget, args=(state, "selected_keywords", KEYWORDS_WIDGET),
    )
    keywords = state.selected_keywords
    if not keywords:
        st.caption("Add a keyword to look it up.")
        return
    hits = state.store.get("knx.kw_hits") or []
    run_all = False
    chosen: dict[str, str | None] = {}
    for keyword in keywords:
        c1, c2, c3 = st.columns([2, 4, 1], vertical_alignment="bottom")
        c1.markdown(f"**{md_escape(keyword)}**")
        widget = _type_widget(keyword)
        picked = state.keyword_types.get(keyword)
        if picked not in type_ids:
            picked = object_type_hint(keyword, hits, type_ids) or (type_ids[0] if type_ids else None)
        control_widget(widget, picked)
        with c2:
            st.selectbox("object_type_id", type_ids, key=widget, format_func=lambda i: f"{names.get(i, i)} ({i})",
                         label_visibility="collapsed", placeholder="no object type recalled",
                         help="Only the object types the schema recall returned.",
                         on_change=_commit_type, args=(state, keyword, widget))
        with c3:
            if st.button("Run", key=f"w.kw.run.{keyword}", icon=":material/play_arrow:"):
                run_keyword(state, keyword, picked)
        chosen[keyword] = picked
    if len(keywords) > 1:
        run_all = st.button("Run all keywords, in order", key="w.kw.run_all", icon=":material/fast_forward:")
    if run_all:
        for keyword in keywords:
            run_keyword(state, keyword, chosen.get(keyword))
            if st.session_state.get(ERROR_KEY):
                break


# -- one round -------------------------------------------------------------------------------------
_ROUND_TABLES = "knx.kw_round_tables"


def _keep_tables_of(round_: KeywordRound) -> None:
    """The built tables are those of the round shown: showing another one drops them, so a
    session that runs many rounds keeps one round's tables, not every round's."""
    kept = st.session_state.get(_ROUND_TABLES)
    if kept is None or kept[0] is not round_.result:
        st.session_state[_ROUND_TABLES] = (round_.result, {})


def _frame(owner: Any, name: str, build) -> Any:
    """A table built once per round's data (`owner` is part of the shown round, so its identity
    holds across reruns): a rerun then only sends it."""
    tables = st.session_state.setdefault(_ROUND_TABLES, (None, {}))[1]
    entry = tables.get((name, id(owner)))
    if entry is not None and entry[0] is owner:
        return entry[1]
    value = arrow(build())
    tables[(name, id(owner))] = (owner, value)
    return value


def _matched_first(properties: dict[str, Any], matched: list[str]) -> pd.DataFrame:
    """Properties with the matched ones first and marked (cheaper on every rerun than a Styler)."""
    rows = [{"property": k, "value": "" if v is None else str(v), "matched": "✓" if k in matched else ""}
            for k, v in properties.items()]
    rows.sort(key=lambda row: not row["matched"])
    return pd.DataFrame(rows, columns=["property", "value", "matched"])


def sent_before(seen_in_round: int, round_number: int) -> str:
    """Where a reference's full record was sent: an earlier round, or earlier in the same reply (a
    neighbour reached twice in one round carries that round's number)."""
    return "earlier in this reply" if seen_in_round >= round_number else f"in round {seen_in_round}"


def dedup_counts(context: dict[str, Any], round_number: int) -> tuple[int, int]:
    """The round's references (instances and neighbours sent by id and name only): how many were
    sent in full in an earlier round, and how many earlier in this reply."""
    earlier = this_reply = 0
    for inst in context.get("instances") or []:
        for item in (inst, *(inst.get("neighbors") or [])):
            seen = item.get("seen_in_round")
            if seen:
                if seen >= round_number:
                    this_reply += 1
                else:
                    earlier += 1
    return earlier, this_reply


def render_instances(context: dict[str, Any], round_number: int) -> None:
    instances = context.get("instances") or []
    if not instances:
        # The reason (the context's message) is shown once, above the tabs.
        st.caption("No instance matched the keyword.")
        return
    for inst in instances:
        matched = inst.get("matched_fields") or []
        title = f"{inst.get('instance_name')} · `{inst['instance_id']}`"
        with st.container(border=True):
            fragment = fragment_reasons(str(inst.get("instance_name") or ""))
            st.markdown(f"**{md_escape(inst.get('instance_name'))}** · {md_code(inst['instance_id'])}"
                        + (f" :red-badge[⚠ fragment name: {md_escape(', '.join(fragment))}]" if fragment else ""))
            if matched:
                st.markdown("Matched fields: " + " ".join(f":orange-badge[{md_escape(f)}]" for f in matched))
            if inst.get("seen_in_round"):
                st.caption(f"Already sent in full {sent_before(inst['seen_in_round'], round_number)}: this round "
                           "sent a reference only.")
            if inst.get("properties"):
                st.dataframe(_frame(inst, "props", lambda: _matched_first(inst["properties"], matched)),
                             hide_index=True, width="stretch", key=f"w.kw.props.{title}")


def neighbour_frame(context: dict[str, Any], round_number: int) -> pd.DataFrame:
    rows = []
    for inst in context.get("instances") or []:
        for nb in inst.get("neighbors") or []:
            outgoing = nb.get("relation_direction") == "outgoing"
            rows.append({
                "instance": inst.get("instance_name"),
                "direction": "→ outgoing" if outgoing else "← incoming",
                "relation": f"{nb.get('relation_type_name') or ''} ({nb['relation_type_id']})",
                "neighbour": nb.get("instance_name"),
                "object type": nb["object_type_id"],
                "neighbour id": nb["instance_id"],
                "sent": f"reference (sent {sent_before(nb['seen_in_round'], round_number)})"
                if nb.get("seen_in_round") else "in full",
            })
    return pd.DataFrame(rows, columns=["instance", "direction", "relation", "neighbour", "object type",
                                       "neighbour id", "sent"])


def render_storage_forms(knowledge: dict[str, Any] | None) -> None:
    if not knowledge:
        st.caption("No contextual knowledge in this round.")
        return
    for message in unique_messages(knowledge.get("messages") or [], contextual_knowledge=True):
        st.warning(md_escape(message), icon=":material/warning:")
    for mapping in knowledge.get("keyword_mappings") or []:
        st.markdown(f"**{md_escape(mapping['keyword'])}** as {md_code(mapping['object_type_id'])} "
                    f"\\({md_escape(mapping.get('searched_as'))}\\) · field {md_code(mapping.get('primary_field'))} · "
                    f"confidence {mapping.get('match_confidence', 0):.2f}")
        forms = mapping.get("storage_forms") or []
        if not forms:
            st.caption("No stored form found.")
            continue
        st.dataframe(_frame(mapping, "forms", lambda: pd.DataFrame([
            {"match": f["match_type"], "stored form": f["form"], "confidence": f.get("confidence"),
             "containment": f.get("containment"), "field": f.get("field"), "sample": f.get("sample_instance_id")}
            for f in forms
        ])), hide_index=True, width="stretch",
            column_config={"confidence": st.column_config.ProgressColumn("confidence", min_value=0.0, max_value=1.0,
                                                                         format="%.2f")})


def render_formats(knowledge: dict[str, Any] | None) -> None:
    if not knowledge:
        st.caption("No contextual knowledge in this round.")
        return
    formats = knowledge.get("attribute_formats") or []
    st.markdown("**Attribute formats**")
    if formats:
        st.dataframe(_frame(knowledge, "formats", lambda: pd.DataFrame([
            {"object type": f["object_type_id"], "attribute": f["attribute"], "mention": f.get("mention"),
             "storage": f.get("storage_format"), "pattern": f.get("value_pattern"), "unit": f.get("unit"),
             "operation": f.get("query_operation"), "query value": json.dumps(f.get("query_value"), ensure_ascii=False),
             "samples": json.dumps(f.get("value_samples") or [], ensure_ascii=False)}
            for f in formats
        ])), hide_index=True, width="stretch")
    else:
        st.caption("The keyword constrains no attribute.")
    patterns = knowledge.get("relation_patterns") or []
    if patterns:
        st.markdown("**Relation patterns**")
        st.dataframe(_frame(knowledge, "patterns", lambda: pd.DataFrame([
            {"relation": p["relation_type_id"], "source": p["source_object_type_id"],
             "target": p["target_object_type_id"], "pattern": p.get("relation_pattern"),
             "typical sources": ", ".join(map(str, p.get("typical_source_values") or [])),
             "typical targets": ", ".join(map(str, p.get("typical_target_values") or []))}
            for p in patterns
        ])), hide_index=True, width="stretch")
    fields = knowledge.get("object_type_primary_fields") or []
    if fields:
        st.markdown("**Primary fields**")
        st.dataframe(_frame(knowledge, "fields", lambda: pd.DataFrame([
            {"object type": f["object_type_id"], "name field": f.get("primary_name_field"),
             "id field": f.get("primary_id_field"),
             "samples": json.dumps(f.get("field_samples") or {}, ensure_ascii=False)}
            for f in fields
        ])), hide_index=True, width="stretch")


def render_round(round_: KeywordRound) -> None:
    _keep_tables_of(round_)
    context = round_.result.get("keyword_context") or {}
    stats = context.get("statistics") or {}
    # The explorer always asks for contextual knowledge, so a hint to turn it on is never shown.
    for message in unique_messages([context.get("message")], contextual_knowledge=True):
        st.warning(md_escape(message), icon=":material/info:")
    c1, c2, c3, c4, c5 = st.columns(5)
    c1.metric("Matching instances", stats.get("total_instances", 0))
    c2.metric("Sent in full", stats.get("returned_instances", 0),
              help="Matched instances sent with properties and neighbours")
    earlier, this_reply = dedup_counts(context, round_.number)
    c3.metric("Skipped by dedup", stats.get("deduplicated_instances", 0) + stats.get("deduplicated_neighbors", 0),
              help=f"Instances and neighbours sent as a reference (id and name, no properties) because this "
                   f"session had already sent them in full: {earlier} in an earlier round, {this_reply} earlier "
                   f"in this reply (a neighbour reached twice, by two relations or from two instances)")
    c4.metric("Neighbours", stats.get("total_neighbors", 0),
              help=f"{stats.get('new_neighbors', 0)} new, {stats.get('capped_neighbors', 0)} dropped by the cap")
    c5.metric("Time", f"{round_.elapsed_ms:.0f} ms", help=f"{stats.get('backend_queries', '?')} backend queries")
    tabs = st.tabs(["Matched instances", "Neighbours", "Storage forms", "Formats & patterns", "JSON"])
    with tabs[0]:
        render_instances(context, round_.number)
    with tabs[1]:
        frame = _frame(context, "neighbours", lambda: neighbour_frame(context, round_.number))
        if not frame.num_rows:
            st.caption("No neighbours.")
        else:
            st.dataframe(frame, hide_index=True, width="stretch")
    with tabs[2]:
        render_storage_forms(round_.result.get("contextual_knowledge"))
    with tabs[3]:
        render_formats(round_.result.get("contextual_knowledge"))
    with tabs[4]:
        st.json(round_.result, expanded=False)
        # Built when clicked, not on every rerun of the page.
        st.download_button("Download this round (JSON)", lambda result=round_.result: runs.response_json(result),
                           file_name=f"keyword-round-{round_.number}.json", mime="application/json",
                           key=f"w.kw.download.{round_.number}", on_click="ignore", icon=":material/download:")


def render_rounds_list(state: AppState) -> None:
    rows = []
    for r in state.keyword_rounds:
        context = r.result.get("keyword_context") or {}
        stats = context.get("statistics") or {}
        skipped = [i["instance_id"] for i in context.get("instances") or [] if i.get("seen_in_round")]
        skipped += [nb["instance_id"] for i in context.get("instances") or [] for nb in i.get("neighbors") or []
                    if nb.get("seen_in_round")]
        rows.append({"round": r.number, "keyword": r.keyword, "object type": r.object_type_id,
                     "instances": stats.get("returned_instances", 0), "neighbours": stats.get("total_neighbors", 0),
                     "skipped by dedup": len(skipped), "skipped ids": ", ".join(skipped[:12]) +
                     (f" … (+{len(skipped) - 12})" if len(skipped) > 12 else "")})
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")


# -- the graph -------------------------------------------------------------------------------------
GRAPH_KEY = "kw-graph"


def expansion_key(instance_id: str, relation_type_id: str | None) -> str:
    return f"{instance_id}|{relation_type_id or '*'}"


def expand(state: AppState, network, instance_id: str, object_type_id: str, label: str,
           relation_type_id: str | None) -> bool:
    """Add one hop of an instance (through one relation type, or all) to the graph."""
    key = expansion_key(instance_id, relation_type_id)
    if key in state.expansions:
        return True
    rel_name = next((r.name or r.id for r in network.relation_types if r.id == relation_type_id), None)
    source = f"expanded from {label}" + (f" by {rel_name}" if rel_name else "")
    result = guarded(f"Expanding {label}", expand_instance, data.backend(), network, object_type_id, instance_id,
                     _known_properties(state, instance_id), [relation_type_id] if relation_type_id else None,
                     source)
    if result is None:
        return False
    nodes, edges = result
    state.expansions = {**state.expansions, key: Expansion(instance_id, object_type_id, label, nodes, edges,
                                                           relation_type_id=relation_type_id)}
    state.store[_LATEST_EXPANSION] = key
    return True


_LATEST_EXPANSION = "knx.kw_latest_expansion"


def graph_data(state: AppState, network, rounds: list[KeywordRound]):
    """Nodes and edges of the rounds shown plus every expansion that hangs from a node among them,
    and the expansions left out: one of a node only another round brought would be drawn without the
    node it hangs from (its neighbours unconnected). The latest expansion's new nodes are marked so
    the graph highlights them."""
    contexts = [r.result.get("keyword_context") or {} for r in rounds]
    sources = [f"round {r.number}: {r.keyword}" for r in rounds]
    nodes, edges = graph_from_context(contexts, network, sources=sources)
    known = {n.id for n in nodes}
    latest = state.store.get(_LATEST_EXPANSION)
    pending = dict(state.expansions)
    grown = True
    while grown:  # an expansion can hang from a node another expansion added
        grown = False
        for key, expansion in list(pending.items()):
            if expansion.instance_id not in known:
                continue
            del pending[key]
            grown = True
            for node in expansion.nodes:
                if node.id not in known:
                    nodes.append(replace(node, new=key == latest))
                    known.add(node.id)
            edges += expansion.edges
    return nodes, edges, list(pending.values())


def render_graph(state: AppState) -> None:
    network = guarded("Loading the schema", data.network, state.kn_id)
    if network is None:
        return
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    with c1:
        control_widget("w.kw.all_rounds", state.graph_all_rounds)
        st.toggle("All rounds", key="w.kw.all_rounds", on_change=commit_widget,
                  args=(state, "graph_all_rounds", "w.kw.all_rounds"),
                  help="Show every round's instances and neighbours; off shows the selected round only.")
    with c2:
        control_widget("w.kw.cap", state.graph_cap)
        st.number_input("Node cap", min_value=GRAPH_CAP_RANGE[0], max_value=GRAPH_CAP_RANGE[1], step=5,
                        key="w.kw.cap",
                        on_change=commit_widget, args=(state, "graph_cap", "w.kw.cap"),
                        help="At most this many nodes are drawn; matched instances first.")
    rounds = state.keyword_rounds
    if not state.graph_all_rounds:
        index = state.shown_round
        rounds = rounds[index:index + 1] if 0 <= index < len(rounds) else rounds[-1:]
    nodes, edges, left_out = graph_data(state, network, rounds)
    if not nodes:
        st.info("Nothing to draw: no instance matched.")
        return
    status = ""
    result = render_graph_widget(
        nodes, edges, key=GRAPH_KEY, max_nodes=int(state.graph_cap), layout="radial",
        state=GraphViewState.from_dict(state.graph_views.get(GRAPH_KEY)),
        expand_options=expand_options(network), colors=state.store.get("knx.kw_colors"),
        status=status, file_name=f"neighbours-{state.kn_id}",
    )
    view = result.view
    state.store["knx.kw_colors"] = view.colors
    state.graph_views = {**state.graph_views, GRAPH_KEY: result.state.to_dict()}
    if view.dropped_nodes:  # only what the cap cut: raising it shows more
        st.caption(md_escape(f"Showing {len(view.nodes)} of {len(view.nodes) + view.dropped_nodes} nodes "
                             f"({view.dropped_edges} edges left out): raise the node cap."))
    if left_out:
        st.caption(md_escape("Not drawn with this round alone, as they hang from nodes of other rounds: the "
                             "expansions of " + ", ".join(e.label for e in left_out) + ". Turn on All rounds to "
                             "see them."))
    if result.expand:
        node = next((n for n in view.nodes if n.id == result.expand.node_id), None)
        label = node.label if node else result.expand.node_id
        if expand(state, network, result.expand.node_id, result.expand.group, label,
                  result.expand.relation_type_id):
            st.rerun()
    _render_expand(state, network, view)


def _render_expand(state: AppState, network, view) -> None:
    """Expanding without the graph (keyboard, screen readers): pick a node and a relation type."""
    candidates = [n for n in view.nodes if not n.emphasis]
    if not candidates and not state.expansions:
        return
    labels = {n.id: f"{n.label} ({n.group_label}) · {n.id}" for n in candidates}
    c1, c2, c3, c4 = st.columns([3, 2, 1, 1], vertical_alignment="bottom")
    with c1:
        target = st.selectbox("Expand a neighbour (adds its one hop)", list(labels), key="w.kw.expand_target",
                              format_func=lambda i: labels.get(i, i), index=None,
                              placeholder="Pick a neighbour to expand")
    node = next((n for n in candidates if n.id == target), None)
    options = expand_options(network).get(node.group, []) if node else []
    with c2:
        names = dict(options)
        relation = st.selectbox("by relation type", [None, *names], key="w.kw.expand_relation",
                                format_func=lambda r: "every relation type" if r is None else names.get(r, r),
                                disabled=node is None)
    with c3:
        clicked = st.button("Expand", key="w.kw.expand", icon=":material/unfold_more:", disabled=node is None)
    with c4:
        clear = st.button("Clear", key="w.kw.expand_clear", disabled=not state.expansions,
                          help="Remove every expansion from the graph")
    if clear:
        state.expansions = {}
        st.rerun()
    if clicked and node is not None:
        if expand(state, network, node.id, node.group, node.label, relation):
            st.rerun()
    if state.expansions:
        st.caption("Expanded: " + " · ".join(
            md_escape(f"{e.label}" + (f" by {e.relation_type_id}" if e.relation_type_id else "") + f" (+{len(e.nodes)})")
            for e in state.expansions.values()))


def _known_properties(state: AppState, instance_id: str) -> dict[str, Any] | None:
    for r in state.keyword_rounds:
        for inst in (r.result.get("keyword_context") or {}).get("instances") or []:
            if inst["instance_id"] == instance_id and inst.get("properties"):
                return inst["properties"]
            for nb in inst.get("neighbors") or []:
                if nb["instance_id"] == instance_id and nb.get("properties"):
                    return nb["properties"]
    return None


def replay_link(state: AppState) -> None:
    """Run the keyword rounds and expansions a shared link holds, in their order (once)."""
    rounds = state.store.pop(PENDING_ROUNDS, None) or []
    for keyword, object_type_id in rounds:
        if keyword not in state.selected_keywords:
            state.selected_keywords = [*state.selected_keywords, keyword]
        state.keyword_types = {**state.keyword_types, keyword: object_type_id}
        run_keyword(state, keyword, object_type_id)
        if st.session_state.get(ERROR_KEY):
            return
    expansions = state.store.pop(PENDING_EXPANSIONS, None) or []
    if expansions:
        network = guarded("Loading the schema", data.network, state.kn_id)
        if network is not None:
            for instance_id, object_type_id, label, relation_type_id in expansions:
                expand(state, network, instance_id, object_type_id, label, relation_type_id)
            state.store.pop(_LATEST_EXPANSION, None)  # nothing is "new" in a restored view


# -- the page -----------------------------------------------------------------------------------------
def render_keyword_page(state: AppState) -> None:
    st.title("Keyword context", anchor=False)
    st.caption("knowledge_network_retrieval: recall the schema for the question, then look up keywords one "
               "round at a time — matched instances, storage forms and one-hop neighbours.")
    question_input(state)
    fresh = (state.schema_question, state.schema_kn_id) != (state.question, state.kn_id)
    again = st.button("Recall the schema again (new session)", key="w.kw.recall", icon=":material/schema:",
                      disabled=not (state.question and state.kn_id))
    errors = st.container()  # filled last, so errors of actions further down show here too
    # A new question (or network) starts a new retrieval session by itself.
    if state.question and state.kn_id and (again or fresh):
        recall_schema(state)
    if state.schema_question is not None:
        replay_link(state)
    if state.schema_question is None:
        st.info("Enter a question to recall its schema.")
    else:
        render_schema(state)
        st.subheader("Keywords", anchor=False)
        render_keywords(state)
        if state.keyword_rounds:
            st.subheader("Neighbour graph", anchor=False)
            render_graph(state)
            st.subheader("Round details", anchor=False)
            numbers = list(range(len(state.keyword_rounds)))
            shown = state.shown_round if state.shown_round in numbers else numbers[-1]
            control_widget("w.kw.round", shown)
            labels = {i: f"{r.number}: {r.keyword} ({r.object_type_id})" for i, r in enumerate(state.keyword_rounds)}
            st.selectbox("Round", numbers, key="w.kw.round", format_func=labels.__getitem__,
                         on_change=commit_widget, args=(state, "shown_round", "w.kw.round"))
            render_round(state.keyword_rounds[shown])
            st.subheader("All rounds", anchor=False)
            render_rounds_list(state)
    error = st.session_state.get(ERROR_KEY)
    if error:
        errors.error(error, icon=":material/error:")
