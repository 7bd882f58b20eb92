"""Questions asked in this browser session, newest first, each one re-runnable as it was asked."""

from __future__ import annotations

from typing import Any

import streamlit as st

from core.exceptions import KnxError
from core.search.config import RetrievalConfig
from ui.presets import PresetStore
from ui.markdown import md_code, md_escape
from ui.state import AppState, HistoryEntry

MAX_HISTORY = 30


def remember_run(state: AppState, page: str, response: Any) -> None:
    """Put a run at the top of the history (an identical earlier entry moves up)."""
    entry = HistoryEntry(
        question=state.question, kn_id=state.kn_id or "", page=page, config=state.config.overrides(),
        preset=state.preset, nodes=len(getattr(response, "nodes", None) or []),
        relation_types=len(getattr(response, "relation_types", None) or []),
    )
    same = lambda e: (e.question, e.kn_id, e.page, e.config, e.preset) == (  # noqa: E731
        entry.question, entry.kn_id, entry.page, entry.config, entry.preset)
    state.history = [entry, *(e for e in state.history if not same(e))][:MAX_HISTORY]


def restore(state: AppState, entry: HistoryEntry) -> None:
    """Set question, network, preset and config as the entry had them (the page then runs it)."""
    state.question = entry.question
    state.kn_id = entry.kn_id
    state.config = RetrievalConfig.from_dict(entry.config)
    state.preset, state.preset_config = entry.preset, None
    if entry.preset:
        try:
            state.preset_config = PresetStore().load(entry.preset)  # for the "modified from" marker
        except KnxError:
            state.preset = None  # deleted since: the config itself is still restored


def render_history(state: AppState) -> None:
    entries = state.history
    if not entries:
        return
    with st.expander(f"History of this session ({len(entries)})", icon=":material/history:"):
        for index, entry in enumerate(entries):
            left, right = st.columns([5, 1], vertical_alignment="center")
            changed = sum(len(v) for v in entry.config.values())
            left.markdown(
                f"**{md_escape(entry.question)}** · {md_code(entry.kn_id)}"
                + (f" · preset {md_code(entry.preset)}" if entry.preset else "")
                + (f" · {changed} changed field(s)" if changed else "")
                + f" · {entry.relation_types} relation types, {entry.nodes} nodes")
            right.button("Run again", key=f"w.history.{index}", icon=":material/replay:",
                         on_click=restore, args=(state, entry))
