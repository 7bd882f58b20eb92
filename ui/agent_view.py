"""The Agent tools page: call any tool by hand with a form made from its declaration, run the agent
loop and step through its turns, keep a conversation whose pronouns are resolved, and see
graph_search's neighbourhood as a graph and track_entity's mentions as a timeline; corpora are
imported and deleted in `ui.corpora_view`."""

from __future__ import annotations

import json
from typing import Any

import streamlit as st

from ui.corpora_view import render_corpora, take_pending_pick
from ui.feedback import guarded
from ui.graph import GraphEdge, GraphNode, render_graph
from ui.state import AppState

MODEL_SCRIPTED = "scripted (offline planner)"


@st.cache_resource(show_spinner="Opening the corpus (the demo corpus is built on first use)…", max_entries=8)
def _open_corpus(corpus_id: str, version: float):
    from core.corpus.corpus import open_corpus

    return open_corpus(corpus_id)


def _corpus_version(corpus_id: str) -> float:
    """The manifest's mtime: a re-import (from any process) opens the corpus again."""
    from core.corpus.importer import manifest_path

    path = manifest_path(corpus_id)
    return path.stat().st_mtime if path.exists() else 0.0


def _toolbox(corpus):
    from core.agent.tools import agent_toolbox

    return agent_toolbox(corpus=corpus)


def render_agent_page(state: AppState) -> None:
    st.title("Agent tools")
    st.caption("Four deterministic retrieval tools over a chapter-ordered corpus, and the loop an agent runs "
               "with them (at most 5 turns, one tool per turn, until `stop`).")
    corpus = _corpus_picker(state)
    render_corpora(state)
    if corpus is None:
        return
    manifest = corpus.manifest
    st.caption(f"Corpus **{manifest.title}**: {manifest.chapter_count} chapters, {manifest.chunk_count} chunks, "
               f"{len(manifest.entities)} entities, network `{manifest.kn_id}`, embedder `{manifest.embedder}`")
    ask, by_hand = st.tabs(["Run the agent", "Call a tool"])
    with ask:
        render_conversation(state, corpus)
    with by_hand:
        render_tool_form(state, corpus)


def _corpus_picker(state: AppState):
    from core.corpus.demo import DEMO_CORPUS_ID
    from core.corpus.importer import list_corpora

    choices = list(dict.fromkeys([DEMO_CORPUS_ID, *list_corpora()]))
    pick = take_pending_pick()
    if pick in choices:
        state.agent_corpus = pick
    if pick in choices or st.session_state.get("agent.corpus") not in choices:
        # An import's or a delete's pick, the page's first run (the widget's value is dropped when
        # another page opens) or a corpus another session deleted. The value goes in through session
        # state, not `index=`: a widget whose key was set so ignores `index` and warns about it.
        st.session_state["agent.corpus"] = state.agent_corpus if state.agent_corpus in choices else DEMO_CORPUS_ID
    chosen = st.selectbox("Corpus", choices, key="agent.corpus")
    if chosen != state.agent_corpus:
        state.agent_corpus = chosen
    return guarded("opening the corpus", _open_corpus, chosen, _corpus_version(chosen))


# -- calling one tool -------------------------------------------------------------------------------
def render_tool_form(state: AppState, corpus) -> None:
    toolbox = _toolbox(corpus)
    name = st.selectbox("Tool", toolbox.names, key="agent.tool")
    definition = toolbox.definition(name)
    st.caption(definition.description)
    schema = definition.parameters_schema()
    with st.form(f"agent.form.{name}"):
        args = {key: _field(name, key, prop, key in schema.get("required", []))
                for key, prop in schema["properties"].items()}
        submitted = st.form_submit_button("Call", type="primary")
    if submitted:
        args = {k: v for k, v in args.items() if v is not None}
        problem = _range_problem(schema, args)
        # A refused call replaces the last result: an earlier result under the new arguments would
        # read as their answer.
        state.agent_tool_call = toolbox.call(name, args) if problem is None else _refused(name, args, problem)
    outcome = state.agent_tool_call
    if outcome is None:
        return
    st.markdown(f"`{outcome.name}({json.dumps(outcome.arguments, ensure_ascii=False)})` — {outcome.elapsed_ms:.1f} ms")
    if not outcome.ok:
        st.error(outcome.content.get("error", "error") + "\n\n" + outcome.content.get("detail", {}).get("suggestion", ""))
        return
    render_result(outcome.name, outcome.content, key=f"tool.{outcome.name}")


def _range_problem(schema: dict[str, Any], args: dict[str, Any]) -> str | None:
    """The first number outside the range its declaration gives, said with that range."""
    for key, value in args.items():
        if not isinstance(value, (int, float)):
            continue
        prop = schema["properties"].get(key) or {}
        low, high = prop.get("minimum"), prop.get("maximum")
        if (low is not None and value < low) or (high is not None and value > high):
            valid = f"{low} to {high}" if low is not None and high is not None else (
                f"at least {low}" if low is not None else f"at most {high}")
            return f"{key}: {value} is out of range; valid: {valid}"
    return None


def _refused(name: str, args: dict[str, Any], problem: str):
    """The outcome of a call the page did not make: the error a tool gives for a bad argument."""
    from core.exceptions import InvalidRequestError
    from core.tools.toolbox import ToolOutcome

    content = InvalidRequestError(problem, suggestion="nothing was called; change the value and call again")
    return ToolOutcome(name=name, arguments=args, ok=False, content=content.to_payload(), elapsed_ms=0.0)


def _field(tool: str, key: str, prop: dict[str, Any], required: bool) -> Any:
    label = f"{key}{' *' if required else ''}"
    help_text = prop.get("description")
    widget_key = f"agent.arg.{tool}.{key}"
    if "enum" in prop:
        return st.selectbox(label, prop["enum"], help=help_text, key=widget_key)
    kind = prop.get("type")
    if kind == "integer":
        # No bounds on the input itself: a browser keeps an out-of-range number to itself and sends the
        # previous value, so a call would run with a number the user no longer sees. The range is
        # checked on Call instead (_range_problem) and said in the help.
        low, high = prop.get("minimum"), prop.get("maximum")
        if low is not None and high is not None:
            help_text = f"{help_text or ''} Valid: {low} to {high}.".strip()
        return int(st.number_input(label, value=prop.get("default", low if low is not None else 1), step=1,
                                   help=help_text, key=widget_key))
    if kind == "array":
        default = prop.get("default")
        use = st.checkbox(f"set {key}", value=default is not None, key=widget_key + ".on", help=help_text)
        left, right = st.columns(2)
        start = left.number_input(f"{key} start", value=(default or [1, 1])[0], step=1, key=widget_key + ".0")
        end = right.number_input(f"{key} end", value=(default or [1, 999])[1], step=1, key=widget_key + ".1")
        return [int(start), int(end)] if use else None
    text = st.text_input(label, value=prop.get("default") or "", help=help_text, key=widget_key)
    return text.strip() or None


def render_result(tool: str, content: dict[str, Any], *, key: str) -> None:
    if tool == "graph_search":
        render_neighbourhood(content, key=key)
    if tool == "track_entity":
        render_timeline(content)
    if content.get("chunks") is not None:
        st.dataframe(
            [{"chapter": c["chapter"], "order": c["event_order"], "score": c.get("score"),
              "entities": "、".join(c["entities"][:6]), "text": c["text"]} for c in content["chunks"]],
            hide_index=True, width="stretch",
        )
    with st.expander("Result as JSON"):
        st.json(content, expanded=False)


def render_neighbourhood(content: dict[str, Any], *, key: str) -> None:
    """graph_search's reached entities as an interactive graph (the start entity emphasised)."""
    start = content["entity"]
    nodes = [GraphNode(id=start, label=start, group="start", group_label=f"start ({content['object_type_id']})",
                       properties=(("object type", content["object_type_id"]),), source="graph_search start",
                       emphasis=True)]
    nodes += [GraphNode(id=n["name"], label=n["name"], group=f"hop {n['hop']}",
                        group_label=f"{n['hop']} hop" + ("s" if n["hop"] != 1 else ""),
                        properties=(("hop", n["hop"]), ("relation", n["relation"]), ("via", n["via"]),
                                    ("co-occurrence", n["cooccurrence"])),
                        source=f"reached via {n['via']}")
              for n in content["neighbours"]]
    edges = [GraphEdge(source=e["source"], target=e["target"], label=e["relation"], relation_type_id=e["relation"])
             for e in content["edges"]]
    st.caption(f"{len(content['neighbours'])} entities reached within depth {content['depth']}"
               + (" (capped)" if content.get("truncated") else ""))
    render_graph(nodes, edges, key=f"{key}.graph", height_px=420, directed=False, max_nodes=60,
                 file_name=f"neighbourhood-{start}")


def render_timeline(content: dict[str, Any]) -> None:
    """Chunks that mention the entity, per chapter."""
    import altair as alt
    import pandas as pd

    frame = pd.DataFrame(content["timeline"] or [{"chapter": 0, "chunks": 0}])
    st.caption(f"{content['entity']}: {content['total_chunks']} chunks in {len(content['timeline'])} chapters "
               f"(range {content['chapter_range'][0]}–{content['chapter_range'][1]})")
    chart = alt.Chart(frame).mark_bar().encode(
        x=alt.X("chapter:Q", title="chapter"), y=alt.Y("chunks:Q", title="chunks mentioning it"),
        tooltip=["chapter", "chunks"]).properties(height=180)
    st.altair_chart(chart, width="stretch")


# -- the loop -------------------------------------------------------------------------------------
def render_conversation(state: AppState, corpus) -> None:
    with st.form("agent.ask"):
        question = st.text_input("Question", placeholder="林黛玉和薛宝钗是什么关系？", key="agent.question")
        model = st.text_input("Model", value=MODEL_SCRIPTED, key="agent.model",
                              help="`scripted` runs offline; or a chat-completions base URL (http://host:port/v1), "
                                   "or gemini:MODEL with GEMINI_API_KEY set")
        asked = st.form_submit_button("Ask", type="primary")
    left, right = st.columns(2)
    if left.button("New conversation", key="agent.reset"):
        AppState.agent_session.reset(state)
        state.agent_runs = []
    uploaded = right.file_uploader("Open a trace (JSON)", type=["json"], key="agent.upload")
    # The uploader keeps its file across reruns: each file is opened once.
    if uploaded is not None and st.session_state.get("agent.uploaded") != uploaded.file_id:
        from core.agent.loop import AgentRun

        st.session_state["agent.uploaded"] = uploaded.file_id
        run = guarded("opening the trace", AgentRun.from_json, uploaded.getvalue())
        if run is not None and all(r != run for r in state.agent_runs):
            state.agent_runs = [*state.agent_runs, run]
    if asked and question.strip():
        run = guarded("the agent run", _run, corpus, model, question, state.agent_session)
        if run is not None:
            state.agent_runs = [*state.agent_runs, run]
    elif asked:  # a form's button cannot be disabled by what is typed in it (the form sends it on submit)
        st.warning("Type a question to ask the agent.", icon=":material/edit:")
    render_session(state.agent_session)
    for index, run in reversed(list(enumerate(state.agent_runs))):
        render_run(run, index)


def _run(corpus, model: str, question: str, session):
    from core.agent.loop import AgentLoop
    from core.agent.models import ScriptedPlanner
    from core.agent.loop import agent_loop

    model = model.strip()
    if not model or model.startswith("scripted"):
        loop = AgentLoop(_toolbox(corpus), ScriptedPlanner(corpus), corpus_id=corpus.id)
    else:
        loop = agent_loop(corpus.id, model=model)
    return loop.run(question, session)


def render_session(session) -> None:
    st.markdown("**Session context** — entity stack (most recent first): "
                + ("、".join(f"`{e}`" for e in session.entities) or "empty")
                + (f"; recent topic: {session.topic}" if session.topic else ""))


def render_run(run, index: int) -> None:
    with st.container(border=True):
        st.markdown(f"**Q{index + 1}: {run.question}**")
        if run.pronouns:
            st.info("Pronoun resolution: " + "，".join(f"{p} → {e}" for p, e in run.pronouns.items())
                    + f" — searched as “{run.resolved_question}”", icon=":material/swap_horiz:")
        st.markdown(f"Model `{run.model}` · {len(run.steps)} turns · stop reason **{run.stop_reason}** · "
                    f"{run.total_ms:.0f} ms")
        st.markdown(run.answer.replace("\n", "  \n"))
        if run.steps:
            labels = [f"turn {s.turn}: {s.tool or '(no tool)'}" for s in run.steps]
            shown = st.radio("Step through the turns", labels, horizontal=True, key=f"agent.turn.{index}")
            render_step(run.steps[labels.index(shown)], f"{index}.{labels.index(shown)}")
        with st.expander("Prompt sent"):
            st.code(run.system_prompt + "\n\n" + run.prompt, language=None)
        # Built when clicked, not on every rerun of the page.
        st.download_button("Export trace (JSON)", run.to_json, file_name=f"agent-trace-{index + 1}.json",
                           mime="application/json", key=f"agent.export.{index}", on_click="ignore")


def render_step(step, key: str) -> None:
    if step.reasoning:
        st.markdown(f"*Reasoning:* {step.reasoning}")
    status = "ok" if step.ok else "error"
    st.markdown(f"*Call:* `{step.tool}({json.dumps(step.arguments, ensure_ascii=False)})` — {status}, "
                f"{step.elapsed_ms:.1f} ms; the model received {step.chars} characters, {step.tokens} tokens ({step.token_counter})"
                + (f" · {step.note}" if step.note else ""))
    before, after = st.columns(2)
    before.markdown("Context before: " + ("、".join(step.context_before.entities) or "empty"))
    after.markdown("Context after: " + ("、".join(step.context_after.entities) or "empty"))
    if step.ok and isinstance(step.result, dict) and step.tool != "stop":
        render_result(step.tool, step.result, key=f"step.{key}")
    elif not step.ok:
        st.error(json.dumps(step.result, ensure_ascii=False)[:500])
    with st.expander("What the model received"):
        st.code(step.model_text or "(nothing)", language="json")
