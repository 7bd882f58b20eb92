"""Pickers shared by several pages: the network (in the sidebar) and the question."""

from __future__ import annotations

import streamlit as st

from core.backends import DEMO_NETWORK_ID
from ui import data
from ui.feedback import guarded, remember_error
from ui.markdown import md_escape
from ui.state import QUESTION_MAX_CHARS, AppState, commit_widget, control_widget

NETWORK_WIDGET = "w.network"
QUESTION_WIDGET = "w.question"


def _label(kn_id: str, names: dict[str, str], available: set[str]) -> str:
    if kn_id not in available:
        return f"{kn_id} (demo, built on first use)" if kn_id == DEMO_NETWORK_ID else kn_id
    name = names.get(kn_id)
    return f"{kn_id} · {name}" if name and name != kn_id else kn_id


def network_picker(state: AppState) -> str | None:
    """The network every page works on. An unknown id (e.g. from a shared link) is reported and
    replaced by the default; the demo network is built on first use, with progress."""
    summaries = guarded("Listing networks", data.networks) or []
    names = {s.id: s.name for s in summaries}
    available = [s.id for s in summaries]
    options = list(available)
    if DEMO_NETWORK_ID not in options:
        options.append(DEMO_NETWORK_ID)
    wanted = state.kn_id
    if wanted and wanted not in options:
        remember_error(md_escape(
            f"Network {wanted!r} does not exist. Available networks: "
            f"{', '.join(available) or '(none yet)'}; showing {data.default_network_id(available)!r} instead."
        ))
        wanted = None
    if not wanted:
        wanted = data.default_network_id(available)
    state.kn_id = wanted
    control_widget(NETWORK_WIDGET, wanted)
    with st.sidebar:
        choice = st.selectbox(
            "Knowledge network", options, key=NETWORK_WIDGET,
            format_func=lambda kn_id: _label(kn_id, names, set(available)),
            help="The network every page works on. Import more on the Networks page.",
            on_change=commit_widget, args=(state, "kn_id", NETWORK_WIDGET),
        )
    # The progress slot is in the page on every rerun, used or not: were it there only on the run that
    # checks the demo network, every element below would move one place on the next run, and Streamlit
    # would take them for new ones (a tab bar showing its first tab again, an expander closing).
    progress_slot = st.empty()
    if choice == DEMO_NETWORK_ID:
        guarded("Preparing the demo network", data.ensure_demo_network, progress_slot)
    return choice


def question_input(state: AppState, *, label: str = "Question", help: str | None = None) -> str:
    """The question, shared by the Search, Keyword context and Tune & compare pages."""
    control_widget(QUESTION_WIDGET, state.question)
    st.text_input(
        # capped at what a search takes: a longer question could only fail (and fill the URL)
        label, key=QUESTION_WIDGET, placeholder="e.g. 上气道梗阻有哪些症状", max_chars=QUESTION_MAX_CHARS,
        help=help or "A question in natural language; it is shared by the Search, Keyword context and "
        "Tune & compare pages and appears in the URL.",
        on_change=commit_widget, args=(state, "question", QUESTION_WIDGET),
    )
    return state.question
