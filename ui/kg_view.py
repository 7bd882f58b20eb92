"""The KG explorer: get_relations / get_triples step by step on an imported KG or a SPARQL endpoint.

For every call it shows the text the model would receive and how it came about — the relation
candidates at every stage (raw out/in → whitelist → pattern filter → BM25 scores → LLM pick →
final), the CVT candidates (BM25 top-N, verification, which were flattened), the SPARQL that ran
with timings — plus the session's registry, seen relations and CVT mapping, and the triples as a
graph with CVT nodes drawn apart. Traces download as JSON and re-open here.

The page's state is typed (`KgExplorerState`, built on `ui.state.SessionValue`) and lives in this
module so the KG room stays self-contained; `core/` does the work, this module only draws.
"""

from __future__ import annotations

import json
from collections.abc import MutableMapping
from typing import Any

import streamlit as st

from core.kg.llm_filter import OpenAIChatFilter
from core.kg.models import KgConfig, RelationsResult, TriplesResult
from core.kg.names import is_valid_id
from core.kg.session import KgSession, QueryOutcome, parse_topic_entities
from core.kg.store import list_kgs, open_store
from ui.feedback import guarded, show_error
from ui.markdown import md_code, md_escape
from ui.state import SessionValue

SAMPLE_KG_ID = "freebase-sample"
EXAMPLE_QUESTION = "What language is spoken in the country that has a government office holder named Edith Schippers?"
EXAMPLE_TRANSCRIPT = """<kg-query>get_relations("Edith Schippers")</kg-query>
<kg-query>get_triples("Edith Schippers", ["government.government_position_held.office_holder", "government.politician.government_positions_held", "people.person.nationality", "people.person.place_of_birth"])</kg-query>
<kg-query>get_relations("Netherlands")</kg-query>
<kg-query>get_triples("Netherlands", ["language.human_language.main_country", "language.human_language.countries_spoken_in"])</kg-query>"""


class KgExplorerState:
    """Typed session-state entries of the KG explorer."""

    kg_source = SessionValue[str](lambda: "embedded")  # "embedded" | "endpoint"
    kg_id = SessionValue[str | None](lambda: None)
    kg_endpoint = SessionValue[str](str)
    kg_question = SessionValue[str](lambda: EXAMPLE_QUESTION)
    kg_topics = SessionValue[str](lambda: "Edith Schippers")
    kg_config = SessionValue[dict[str, Any]](dict)
    kg_llm_url = SessionValue[str](str)
    kg_llm_model = SessionValue[str](lambda: "gpt-4o-mini")
    kg_session = SessionValue[KgSession | None](lambda: None)
    kg_session_key = SessionValue[str](str)
    kg_reopened = SessionValue[dict[str, Any] | None](lambda: None)  # a trace opened from a file

    def __init__(self, store: MutableMapping[str, Any] | None = None) -> None:
        self.store = st.session_state if store is None else store


# -- the session ----------------------------------------------------------------------------------

def _key(state: KgExplorerState) -> str:
    where = state.kg_id if state.kg_source == "embedded" else state.kg_endpoint
    return json.dumps([state.kg_source, where, state.kg_question, state.kg_topics, state.kg_config, state.kg_llm_url, state.kg_llm_model])


def current_session(state: KgExplorerState) -> KgSession:
    """The session for the current KG, question and settings (a new one when any of them changed)."""
    key = _key(state)
    if state.kg_session is None or state.kg_session_key != key:
        config = KgConfig.from_dict(state.kg_config)
        if state.kg_source == "embedded":
            if not state.kg_id:
                from core.exceptions import InvalidRequestError

                raise InvalidRequestError("no KG chosen", suggestion="import the sample KG or one of your own first")
            store = open_store(kg=state.kg_id)
        else:
            store = open_store(endpoint=state.kg_endpoint.strip())
        llm = OpenAIChatFilter.from_env(base_url=state.kg_llm_url, model=state.kg_llm_model) if state.kg_llm_url else None
        topics = parse_topic_entities(state.kg_topics.split(","), "Topic entities")
        state.kg_session = KgSession(store, state.kg_question, topics, config, llm)
        state.kg_session_key = key
        state.kg_reopened = None
    return state.kg_session


def reopen_trace(state: KgExplorerState, text: str) -> KgSession:
    """Show a downloaded trace again; it continues on the current KG when one is chosen."""
    data = json.loads(text)
    session = current_session(state)
    restored = KgSession.from_dict(data, session.store, session.llm_filter)
    state.kg_session = restored
    state.kg_reopened = {"store": data.get("store"), "question": data.get("question")}
    return restored


def import_sample() -> None:
    import tempfile
    from pathlib import Path

    from core.kg.importer import import_rdf
    from core.kg.sample import write_sample_kg

    with tempfile.TemporaryDirectory() as tmp:
        import_rdf(write_sample_kg(Path(tmp) / "sample.nt"), SAMPLE_KG_ID)


# -- parts ----------------------------------------------------------------------------------------

def render_source(state: KgExplorerState) -> None:
    """Which KG: an imported one or a SPARQL endpoint URL."""
    kgs = [k.kg_id for k in list_kgs()]
    cols = st.columns([1, 3])
    source = cols[0].radio("KG", ["embedded", "endpoint"], index=0 if state.kg_source == "embedded" else 1,
                           format_func=lambda s: "Imported KG" if s == "embedded" else "SPARQL endpoint",
                           key="w.kg.source")
    state.kg_source = source
    if source == "embedded":
        if not kgs:
            state.kg_id = None
            cols[1].info("No KG imported yet. Import the Freebase-shaped sample KG, or your own with "
                         "`knx kg import PATH --id ID`.")
        else:
            if state.kg_id not in kgs:
                state.kg_id = SAMPLE_KG_ID if SAMPLE_KG_ID in kgs else kgs[0]
            state.kg_id = cols[1].selectbox("Imported KG", kgs, index=kgs.index(state.kg_id), key="w.kg.id")
        if SAMPLE_KG_ID not in kgs and cols[1].button("Import the sample KG", key="w.kg.sample"):
            if guarded("Importing the sample KG", import_sample) is not None or SAMPLE_KG_ID in [k.kg_id for k in list_kgs()]:
                state.kg_id = SAMPLE_KG_ID
                st.rerun()
    else:
        state.kg_endpoint = cols[1].text_input("SPARQL endpoint URL", value=state.kg_endpoint, key="w.kg.endpoint",
                                            placeholder="http://127.0.0.1:7878/query or http://host:8890/sparql")


def render_question(state: KgExplorerState) -> None:
    state.kg_question = st.text_input("Question", value=state.kg_question, key="w.kg.question")
    state.kg_topics = st.text_input("Topic entities (comma-separated; Name or Name=m.id)", value=state.kg_topics, key="w.kg.topics")
    with st.expander("Settings"):
        cfg = dict(state.kg_config)
        cols = st.columns(4)
        cfg["kg_top_k"] = cols[0].number_input("kg_top_k", 1, 100, int(cfg.get("kg_top_k", 10)), key="w.kg.topk")
        cfg["max_calls"] = cols[1].number_input("max_calls", 1, 1000, int(cfg.get("max_calls", 10)), key="w.kg.max")
        whitelists = ["none", "cwq", "webqsp"]
        cfg["whitelist"] = cols[2].selectbox("whitelist", whitelists, whitelists.index(cfg.get("whitelist") or "none"),
                                             key="w.kg.wl")
        cfg["seed"] = cols[3].number_input("seed", 0, 2**31 - 1, int(cfg.get("seed", 0)), key="w.kg.seed")
        cfg["bm25"] = cols[0].selectbox("BM25", ["okapi", "plus"], ["okapi", "plus"].index(cfg.get("bm25", "okapi")),
                                        key="w.kg.bm25")
        state.kg_llm_url = cols[1].text_input("LLM filter base URL (empty: none)", value=state.kg_llm_url, key="w.kg.llm",
                                           help="An OpenAI-compatible /v1 URL; the key comes from KNX_KG_FILTER_API_KEY "
                                                "or OPENAI_API_KEY.")
        state.kg_llm_model = cols[2].text_input("LLM filter model", value=state.kg_llm_model, key="w.kg.llm_model")
        if cfg.get("whitelist") == "none":
            cfg["whitelist"] = None
        state.kg_config = cfg


def render_calls(state: KgExplorerState, session: KgSession) -> None:
    """Buttons for the two tools, and a transcript to replay."""
    call, replay = st.tabs(["Call a tool", "Replay a transcript"])
    with call:
        cols = st.columns([2, 1])
        default_entity = (session.topic_names or [""])[0]
        entity = cols[0].text_input("Entity (name or id)", value=default_entity, key="w.kg.entity")
        # The tools are called with the entity as it is: written into a query's text, a name
        # holding `")` would end the argument early.
        if cols[1].button("get_relations", key="w.kg.get_relations", type="primary"):
            show_not_run(guarded("get_relations", session.get_relations, entity=entity))
        offered = [r.relation for step in session.steps if isinstance(step, RelationsResult) for r in step.relations]
        offered = list(dict.fromkeys(offered + sorted(session.cvt_mapping)))
        chosen = st.multiselect("Relations (up to 4 are used)", offered, key="w.kg.relations",
                                help="Relations get_relations offered in this session (and flatten relations).")
        if st.button("get_triples", key="w.kg.get_triples", disabled=not chosen):
            show_not_run(guarded("get_triples", session.get_triples, entity=entity, relations=chosen))
    with replay:
        text = st.text_area("Model output with <kg-query> blocks", value=EXAMPLE_TRANSCRIPT, height=150,
                            key="w.kg.transcript")
        if st.button("Replay", key="w.kg.replay"):
            outcomes = guarded("Replay", session.replay, text)
            if outcomes is not None:
                for warning in replay_warnings(outcomes):
                    st.warning(warning)


def show_not_run(result: RelationsResult | TriplesResult | None) -> None:
    """A call past the query limit leaves no step to show: say so."""
    if result is not None and result.error == "max_calls":
        st.warning(f"Not run: {md_escape(result.text)}")


def replay_warnings(outcomes: list[QueryOutcome]) -> list[str]:
    """What a replay did not run as a tool call: no block at all, a block that did not parse, one
    past the query limit. These leave no step to show, so the page says so."""
    if not outcomes:
        return ["No `<kg-query>` blocks found: paste model output with `<kg-query>…</kg-query>` blocks."]
    warnings = []
    for number, outcome in enumerate(outcomes, 1):
        if outcome.error == "parse":
            warnings.append(f"Block {number} did not parse (the content must be exactly "
                            f'`get_relations("X")` or `get_triples("X", ["r1", …])`): {md_code(outcome.query)}; '
                            f"the model receives {md_code(outcome.text)}")
        elif outcome.error == "max_calls":
            warnings.append(f"Block {number} was not run: {md_escape(outcome.text)}")
    return warnings


def render_state(session: KgSession) -> None:
    """Registry, seen relations, CVT mapping and the call budget."""
    cols = st.columns([5, 1])
    cols[0].caption(f"Store {md_code(session.store.description)} · namespace {md_code(session.namespace)} · "
                    f"calls {session.calls}/{session.config.max_calls} · BM25 ranks against "
                    f"{md_code(session.augmented_question)}")
    if cols[1].button("New session", key="w.kg.reset", help="Forget registry, seen relations, CVT mapping and trace"):
        KgExplorerState().kg_session = None
        st.rerun()
    cols = st.columns(3)
    with cols[0]:
        st.markdown("**Entity registry**")
        rows = [{"name": k, "id": v} for k, v in session.registry.items() if not is_valid_id(k)]
        st.dataframe(rows or [{"name": "", "id": ""}], hide_index=True, width="stretch")
    with cols[1]:
        st.markdown(f"**Seen relations** ({len(session.seen_relations)})")
        st.code("\n".join(sorted(session.seen_relations)) or "(none yet)", language=None)
    with cols[2]:
        st.markdown(f"**CVT mapping** ({len(session.cvt_mapping)})")
        st.dataframe([{"flatten": k, "original": v[0], "cvt node": v[1], "cvt relation": v[2], "direction": v[3]}
                      for k, v in session.cvt_mapping.items()] or [{"flatten": ""}], hide_index=True,
                     width="stretch")


def render_relations_step(result: RelationsResult) -> None:
    st_ = result.stages
    cols = st.columns(2)
    with cols[0]:
        st.markdown(f"**Raw** — {len(st_.raw_out)} out, {len(st_.raw_in)} in" + (" (cached)" if st_.cached else ""))
        st.dataframe([{"relation": r, "direction": "out"} for r in st_.raw_out]
                     + [{"relation": r, "direction": "in"} for r in st_.raw_in], hide_index=True, height=200)
        if st_.flatten_added:
            st.markdown("**Flatten relations added** (from earlier CVT nodes)")
            st.code("\n".join(st_.flatten_added), language=None)
        if st_.whitelist:
            note = " — nothing left, unfiltered list kept" if st_.whitelist_fallback else ""
            st.markdown(f"**Whitelist** {md_code(st_.whitelist)} dropped {len(st_.whitelist_dropped)}{note}")
        st.markdown(f"**Pattern filter** dropped {len(st_.pattern_dropped)}")
        if st_.pattern_dropped:
            st.dataframe(st_.pattern_dropped, hide_index=True)
    with cols[1]:
        kept = set(st_.final)
        st.markdown("**BM25 scores** (candidates: the first kg_top_k × 3)")
        st.dataframe([{"relation": r.relation, "score": r.score, "candidate": r.relation in st_.candidates,
                       "returned": r.relation in kept, "flatten": r.flatten} for r in st_.bm25],
                     hide_index=True, height=260)
        if st_.llm:
            render_llm(st_.llm)


def render_llm(llm: Any) -> None:
    state = "fell back to the BM25 order" if llm.fallback else "picked"
    st.markdown(f"**LLM filter** {state} after {llm.attempts} attempt(s), {llm.ms:.0f} ms")
    st.json({"asked (shuffled)": llm.asked, "picked": llm.picked, "error": llm.error,
             "model text": llm.response_text}, expanded=False)


def render_triples_step(result: TriplesResult, key: str) -> None:
    st_ = result.stages
    st.markdown("**Relations** " + ", ".join(md_code(r) for r in st_.used)
                + (f" (asked: {len(st_.requested)}; at most 4 are used)" if len(st_.requested) > len(st_.used) else ""))
    st.dataframe([{"relation": s.relation, "found": s.found, "kept": s.kept, "sample limit": s.limit,
                   "CVT nodes": ", ".join(s.cvt_nodes), "via mapping": s.via_mapping} for s in st_.per_relation],
                 hide_index=True)
    if st_.cvt_candidates:
        st.markdown(f"**CVT candidates** ({len(st_.cvt_candidates)}): BM25 top-N → verified (head ≠ tail) → "
                    f"LLM pick → flattened")
        st.dataframe([{"flatten relation": c.flatten_relation, "score": c.score, "CVT node": c.cvt_node_id,
                       "CVT relation": c.cvt_relation, "direction": c.direction, "in top-N": c.in_top,
                       "meaningful": c.meaningful, "flattened": c.selected} for c in st_.cvt_candidates],
                     hide_index=True)
        if st_.llm:
            render_llm(st_.llm)
    if result.triples:
        show_triples_graph(result, key)


def render_queries(result: Any) -> None:
    with st.expander(f"SPARQL ({len(result.queries)} queries, {sum(q.get('ms', 0) for q in result.queries):.1f} ms)"):
        for q in result.queries:
            extra = f" · {q['rows']} rows" if "rows" in q else f" · error: {md_escape(q.get('error'))}"
            st.markdown(f"{md_escape(q['purpose'])} · {q.get('ms', 0):.2f} ms{extra}")
            st.code(q["sparql"], language="sparql")


def render_steps(session: KgSession) -> None:
    if not session.steps:
        st.info("Call get_relations on a topic entity to start, or replay a transcript.")
        return
    for index in range(len(session.steps) - 1, -1, -1):
        step = session.steps[index]
        args = json.dumps(step.entity, ensure_ascii=False)
        if isinstance(step, TriplesResult):
            args += ", " + json.dumps(step.relations, ensure_ascii=False)
        title = f"#{index + 1} {step.tool}({args}) → {step.entity_id or 'unresolved'} · {step.ms:.1f} ms"
        with st.expander(md_escape(title), expanded=index == len(session.steps) - 1):
            if step.error:
                st.warning(f"Error ({md_escape(step.error)}): the model receives this text")
            st.markdown("**Text the model receives**")
            st.code(step.text, language=None)
            if not step.error:
                if isinstance(step, RelationsResult):
                    render_relations_step(step)
                else:
                    render_triples_step(step, key=f"kg.graph.{index}")
            render_queries(step)


def render_trace_io(state: KgExplorerState, session: KgSession) -> None:
    cols = st.columns(2)
    # Built when clicked, not on every rerun of the page.
    cols[0].download_button("Download the trace (JSON)", session.to_json, file_name="kg-trace.json",
                            mime="application/json", key="w.kg.download", on_click="ignore")
    upload = cols[1].file_uploader("Re-open a trace", type=["json"], key="w.kg.upload")
    if upload is not None and st.session_state.get("kg.uploaded") != upload.file_id:
        st.session_state["kg.uploaded"] = upload.file_id
        if guarded("Opening the trace", reopen_trace, state, upload.getvalue().decode("utf-8")):
            st.rerun()
    if state.kg_reopened:
        st.info(f"Showing a trace re-opened from a file (recorded on {md_code(state.kg_reopened.get('store'))}); "
                "further calls continue it on the current KG.")


# -- the graph ----------------------------------------------------------------------------------

def triples_graph(result: TriplesResult) -> tuple[list[Any], list[Any]]:
    """Nodes and edges of a get_triples result: flattened triples are drawn as their two hops
    through the CVT node (group `cvt`), literals as their own group."""
    from ui.graph import GraphEdge, GraphNode

    nodes: list[GraphNode] = []
    edges: list[GraphEdge] = []

    def node(node_id: str, label: str) -> None:
        if result.entity_id and node_id == result.entity_id:
            nodes.append(GraphNode(id=node_id, label=label, group="topic", group_label="queried entity",
                                   properties=(("id", node_id),), emphasis=True))
        elif is_valid_id(node_id):
            nodes.append(GraphNode(id=node_id, label=label, group="entity", group_label="entity",
                                   properties=(("id", node_id),)))
        else:
            nodes.append(GraphNode(id=f"literal:{node_id}", label=label, group="literal", group_label="value"))

    def nid(node_id: str) -> str:
        return node_id if is_valid_id(node_id) else f"literal:{node_id}"

    flattened = {c.flatten_relation: c for c in result.cvt_info}
    for t in result.triples:
        node(t.head_id, t.head)
        node(t.tail_id, t.tail)
        cvt = flattened.get(t.relation)
        if cvt is None:
            edges.append(GraphEdge(source=nid(t.head_id), target=nid(t.tail_id), label=t.relation,
                                   relation_type_id=t.relation))
            continue
        nodes.append(GraphNode(id=cvt.cvt_node_id, label=cvt.cvt_node_id, group="cvt", group_label="CVT node",
                               properties=(("flattened as", t.relation),), size=9))
        first, second = ((cvt.original_relation, cvt.cvt_relation) if cvt.direction == "out"
                         else (cvt.cvt_relation, cvt.original_relation))
        for source, target, relation in ((nid(t.head_id), cvt.cvt_node_id, first),
                                         (cvt.cvt_node_id, nid(t.tail_id), second)):
            edges.append(GraphEdge(source=source, target=target, label=relation, relation_type_id=relation,
                                   properties=(("flatten", t.relation),)))
    return nodes, edges


TRIPLE_COLORS = {"topic": "#D55E00", "entity": "#0072B2", "cvt": "#7F7F7F", "literal": "#009E73"}  # CVT: grey


def show_triples_graph(result: TriplesResult, key: str) -> None:
    """The triples in the interactive graph widget (legends, finder, details panel); CVT nodes grey."""
    from ui.graph import render_graph

    nodes, edges = triples_graph(result)
    cvt = sum(1 for n in {n.id: n for n in nodes}.values() if n.group == "cvt")
    render_graph(nodes, edges, key=key, height_px=420, colors=TRIPLE_COLORS, file_name="kg-triples",
                 status=(f"{cvt} CVT node(s), small and grey: a flattened relation is drawn as its two hops "
                         "through one" if cvt else ""))


# -- the page -------------------------------------------------------------------------------------

def render_kg_explorer_page(state: KgExplorerState | None = None) -> None:
    state = state or KgExplorerState()
    st.title("KG explorer")
    st.caption("What an agent's get_relations / get_triples return on a SPARQL KG, and why.")
    render_source(state)
    render_question(state)
    if state.kg_source == "embedded" and not state.kg_id:
        return  # nothing to explore yet: the picker above says how to import a KG
    try:
        session = current_session(state)
    except Exception as exc:  # a bad endpoint URL or config: say so, keep the page
        show_error(exc, "Opening the KG")
        return
    render_calls(state, session)
    render_state(session)
    render_steps(session)
    render_trace_io(state, session)
