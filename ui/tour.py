"""Demo mode: a short scripted tour of the medical network, one click per step.

question → schema and scores → keyword context → the graph → a config change and its effect.
Each step sets up what its page needs (the question, a keyword round, a comparison) and opens the
page; a banner on top says what to look at and offers the next step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import streamlit as st

from core.backends import DEMO_NETWORK_ID
from core.search.config import RetrievalConfig
from ui.state import PENDING_ROUNDS, AppState

TOUR_QUESTION = "上气道梗阻有哪些症状"
TOUR_KEYWORD = ("上气道梗阻", "disease")
TOUR_CHANGE = {"semantic_instance_retrieval": {"min_direct_relevance": 0.5}, "concept_retrieval": {"top_k": 3}}
_STEP = "knx.tour_step"  # index of the step shown; absent: no tour


@dataclass(frozen=True)
class TourStep:
    title: str
    page: str
    text: str
    setup: Callable[[AppState], None] | None = None


def _start(state: AppState) -> None:
    state.kn_id = DEMO_NETWORK_ID
    state.question = TOUR_QUESTION
    state.config = RetrievalConfig()
    state.preset = None
    state.preset_config = None
    state.only_schema, state.enable_rerank, state.debug = False, True, True


def _keyword_round(state: AppState) -> None:
    # Replayed by the Keyword page after it recalls the schema, as a shared link's rounds are.
    state.schema_question = None  # a new retrieval session for the tour
    state.store[PENDING_ROUNDS] = [TOUR_KEYWORD]


def _comparison(state: AppState) -> None:
    from ui.tune_view import run_comparison

    state.compare_config = RetrievalConfig().merged(TOUR_CHANGE)
    state.compare_preset = None
    comparison = run_comparison(state)
    if comparison is not None:
        state.comparison = comparison


STEPS: tuple[TourStep, ...] = (
    TourStep("The question", "app_pages/search.py",
             f"An agent asks **{TOUR_QUESTION}** (which symptoms does upper airway obstruction have?). kn_search "
             "recalls the part of the medical network's schema the question is about, then the instances it "
             "names. The settings on the right are what the agent's tool call would send.", _start),
    TourStep("Schema and scores", "app_pages/search.py",
             "**Relation types** are ranked by how well “source type + relation + target type” matches the "
             "question — 疾病症状 (has_symptom) comes first. Relation types with no signal are listed apart. "
             "The **Nodes** tab shows each instance's score against the thresholds, and which filter dropped "
             "the others."),
    TourStep("Keyword context", "app_pages/keyword_context.py",
             "Step two of knowledge_network_retrieval: one keyword of one object type. **上气道梗阻** as a "
             "disease returns its properties (the matched field highlighted), how it is stored, and its "
             "one-hop neighbours.", _keyword_round),
    TourStep("The graph", "app_pages/keyword_context.py",
             "The neighbour graph: colours are object types, edge colours relation types — click a legend "
             "entry to hide it. Click a node for all its properties and to **expand** it by a relation type; "
             "new nodes are highlighted. Find, fit, full screen, layouts and PNG/CSV export are in the toolbar."),
    TourStep("A config change and its effect", "app_pages/tune_compare.py",
             "Config B keeps only 3 relation types and raises min_direct_relevance to 0.5. The comparison says "
             "which relation types were dropped or moved, which nodes were dropped — and which filter dropped "
             "them.", _comparison),
)


def tour_step() -> int | None:
    step = st.session_state.get(_STEP)
    return step if isinstance(step, int) and 0 <= step < len(STEPS) else None


def go_to(state: AppState, index: int) -> None:
    """Set up step `index` and open its page (ends the tour past the last step)."""
    step = STEPS[index]
    st.session_state[_STEP] = index
    if step.setup is not None:
        from ui import data

        data.ensure_demo_network()
        step.setup(state)
    st.switch_page(step.page)


def render_tour_start(state: AppState) -> None:
    """The Home page's entry to the tour."""
    with st.container(border=True):
        st.markdown("**Demo mode** — a guided tour of the medical network in five steps: "
                    + " → ".join(s.title.lower() for s in STEPS) + ". One click per step.")
        if st.button("Start the demo tour", type="primary", icon=":material/play_circle:", key="w.tour.start"):
            go_to(state, 0)


def render_tour_banner(state: AppState) -> None:
    """The current step's explanation and the button to the next one, above every page."""
    index = tour_step()
    if index is None:
        return
    step = STEPS[index]
    with st.container(border=True, key="tour-banner"):
        st.markdown(f":blue-badge[Demo {index + 1}/{len(STEPS)}] **{step.title}**")
        st.markdown(step.text)
        left, right, _ = st.columns([2, 1, 4])
        last = index + 1 >= len(STEPS)
        with left:
            if st.button("Finish the tour" if last else f"Next: {STEPS[index + 1].title}", type="primary",
                         icon=":material/check:" if last else ":material/arrow_forward:", key="w.tour.next"):
                if last:
                    st.session_state.pop(_STEP, None)
                    st.rerun()
                go_to(state, index + 1)
        with right:
            if not last and st.button("Exit the tour", key="w.tour.exit", type="tertiary"):
                st.session_state.pop(_STEP, None)
                st.rerun()
