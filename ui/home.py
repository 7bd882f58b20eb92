"""The landing page: what the explorer is, how to use it, which networks are there."""

from __future__ import annotations

import streamlit as st

from ui import data
from ui.feedback import guarded
from ui.markdown import md_code, md_escape
from ui.state import AppState
from ui.tour import render_tour_start

APP_TITLE = "kn-explorer"

HOW_TO = """
**How to use it**

1. Pick a **knowledge network** in the sidebar (the medical demo network is built on first use;
   import your own on **Networks**).
2. **Search** — ask a question and see what `kn_search` recalls: relation and object types with
   their scores and ranker, the instance nodes and the thresholds that kept or dropped them, and the
   full debug trace.
3. **Keyword context** — recall the schema for the question, pick keywords (suggested from the
   question) and an object type for each, and explore the matched instances, their storage forms and
   their one-hop neighbours as a table and an interactive graph.
4. **Tune & compare** — change any `retrieval_config` field, save presets, and run two configs side
   by side to see which relation types move and which nodes are gained or lost.

Everything needed to see the same view — question, network, both configs, options, keyword
rounds, graph expansions and what the graph hides — is part of the page address: copy the URL to
share it. Each browser session keeps a history of its questions on the Search page.
"""


def render_home() -> None:
    st.title(APP_TITLE, anchor=False)
    st.caption("See what an agent would retrieve from a knowledge network — and why.")
    left, right = st.columns([3, 2], gap="large")
    with left:
        render_tour_start(AppState())
        st.markdown(HOW_TO)
    with right:
        st.subheader("Available networks", anchor=False)
        summaries = guarded("Listing networks", data.networks)
        if summaries is None:
            return
        if not summaries:
            st.info("No network yet. Pick the demo network `medical` in the sidebar or import one on "
                    "the Networks page.")
            return
        for summary in summaries:
            with st.container(border=True):
                st.markdown(f"**{md_escape(summary.name or summary.id)}** · {md_code(summary.id)}")
                st.caption(
                    f"{summary.object_type_count} object types · {summary.relation_type_count} relation "
                    f"types · {summary.instance_count or 0:,} instances · {summary.edge_count or 0:,} edges"
                )
                if summary.comment:
                    st.caption(md_escape(summary.comment))
