"""Connections: KWeaver deployments whose networks the explorer shows beside the local ones.

A connection is a name, a base URL, a business domain and a token. "Test and connect" lists the
deployment's networks through `KWeaverBackend`; from then on `connected_backend` routes the
network ids `{name}:{kn_id}` to it (`RoutedBackend`), so every page (search, keyword context,
tuning, the schema browser) works on a remote network exactly as on a local one.

The token lives only in this browser session's server-side state, inside the backend object: it is
never drawn back into the page (the field is emptied after connecting), never put in the URL (which
holds only the network id `{name}:{kn_id}`) and never in a message or log line (`KWeaverBackend`
keeps it out of its errors and its repr).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import streamlit as st

from core.backends import KnowledgeBackend
from core.backends.kweaver import KWeaverBackend
from core.backends.routed import SEPARATOR, RoutedBackend, check_connection_name
from core.exceptions import InvalidRequestError, KnxError
from ui.feedback import error_text
from ui.markdown import md_escape
from ui.state import AppState

NAME_WIDGET = "w.conn.name"
URL_WIDGET = "w.conn.url"
TOKEN_WIDGET = "w.conn.token"
DOMAIN_WIDGET = "w.conn.domain"


@dataclass
class Connection:
    name: str
    url: str
    business_domain: str
    backend: KWeaverBackend  # holds the token; nothing else does
    networks: list[Any]  # NetworkSummary of the last successful test
    error: str | None = None


def connect(name: str, url: str, token: str, business_domain: str = "bd_public") -> Connection:
    """A tested connection: the deployment answered the network listing with these credentials."""
    name = check_connection_name((name or "").strip())
    url = (url or "").strip()
    if not url:
        raise InvalidRequestError("URL: the base URL of the KWeaver deployment is required",
                                  suggestion="e.g. https://kweaver.example.com")
    backend = KWeaverBackend(url, token=(token or "").strip() or None,
                             business_domain=(business_domain or "").strip() or None, timeout_s=15.0, retries=1)
    networks = backend.list_networks()
    return Connection(name=name, url=backend.base_url, business_domain=business_domain, backend=backend, networks=networks)


def retest(connection: Connection) -> None:
    try:
        connection.networks = connection.backend.list_networks()
        connection.error = None
    except KnxError as exc:
        connection.error = error_text(exc)


def connected_backend(local: KnowledgeBackend, state: AppState | None = None) -> KnowledgeBackend:
    """The local backend, plus this session's connections under `{name}:{kn_id}` when it has any."""
    try:
        state = state or AppState()
        connections = state.connections
    except Exception:  # outside a Streamlit session (scripts, tests of the core)
        return local
    if not connections:
        return local
    # Adding or removing a connection replaces the dict, so identity tells when to rebuild.
    kept = state.routed_backend
    if kept is not None and kept[0] is local and kept[1] is connections:
        return kept[2]
    routed = RoutedBackend(local, {name: c.backend for name, c in connections.items()})
    state.routed_backend = (local, connections, routed)
    return routed


def _on_connect(state: AppState) -> None:
    values = {key: st.session_state.get(key, "") for key in (NAME_WIDGET, URL_WIDGET, TOKEN_WIDGET, DOMAIN_WIDGET)}
    # The token field is emptied whatever happens: a token is typed, never shown back.
    st.session_state[TOKEN_WIDGET] = ""
    try:
        connection = connect(values[NAME_WIDGET], values[URL_WIDGET], values[TOKEN_WIDGET], values[DOMAIN_WIDGET])
    except KnxError as exc:
        state.connection_message = ("error", error_text(exc, "Connecting"))
        return
    old = state.connections.get(connection.name)
    if old is not None:
        old.backend.close()
    state.connections = {**state.connections, connection.name: connection}
    state.connection_message = (
        "success", md_escape(f"Connected to {connection.url}: {len(connection.networks)} network(s) as "
                             f"{connection.name}{SEPARATOR}…"))


def _remove(state: AppState, name: str) -> None:
    connections = dict(state.connections)
    removed = connections.pop(name, None)
    if removed is not None:
        removed.backend.close()
    if state.kn_id and state.kn_id.startswith(name + SEPARATOR):
        state.kn_id = None
    state.connections = connections


def _explore(state: AppState, kn_id: str) -> None:
    state.kn_id = kn_id


def render_connections(state: AppState) -> None:
    """The Connections part of the Networks page."""
    st.subheader("Connections", anchor=False)
    st.caption("Explore the networks of a KWeaver deployment like local ones. The token stays on the "
               "server for this browser session only; it is never shown again, logged or put in a link.")
    with st.form("connect", clear_on_submit=False, border=True):
        name_col, url_col = st.columns([1, 3])
        with name_col:
            st.text_input("Name", value="kweaver", key=NAME_WIDGET, help="Networks appear as name:kn_id")
        with url_col:
            st.text_input("KWeaver URL", key=URL_WIDGET, placeholder="https://kweaver.example.com")
        token_col, domain_col = st.columns([3, 1])
        with token_col:
            st.text_input("Token", type="password", key=TOKEN_WIDGET, help="sent as Authorization: Bearer <token>")
        with domain_col:
            st.text_input("Business domain", value="bd_public", key=DOMAIN_WIDGET)
        st.form_submit_button("Test and connect", on_click=_on_connect, args=(state,), type="primary")
    message = state.connection_message
    if message:
        kind, text = message
        (st.success if kind == "success" else st.error)(text)
    for name, connection in state.connections.items():
        with st.container(border=True):
            st.markdown(f"**{md_escape(name)}** · {md_escape(connection.url)} · business domain "
                        f"{md_escape(connection.business_domain or '(none)')} · token: set")
            if connection.error:
                st.error(connection.error)
            rows = [{"id": f"{name}{SEPARATOR}{n.id}", "name": n.name, "object types": n.object_type_count,
                     "relation types": n.relation_type_count} for n in connection.networks]
            if rows:
                st.dataframe(rows, hide_index=True, width="stretch")
            else:
                st.caption("No networks.")
            buttons = st.columns(len(rows[:4]) + 2)
            for column, row in zip(buttons, rows[:4]):
                column.button(f"Explore {row['id']}", key=f"conn.explore.{row['id']}", on_click=_explore,
                              args=(state, row["id"]))
            buttons[-2].button("Test again", key=f"conn.retest.{name}", on_click=retest, args=(connection,))
            buttons[-1].button("Remove", key=f"conn.remove.{name}", on_click=_remove, args=(state, name))
