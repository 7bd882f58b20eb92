"""Per-user state of the explorer, typed.

Everything one browser tab does lives in `st.session_state`; pages read and write it only through
`AppState`, whose attributes declare each entry's key, type and default in one place. The state
object takes any mutable mapping, so the same code runs on a plain dict in unit tests.

Widgets are controlled by that state (`control_widget`): set from it before every draw, written
back by their on_change callback. So values survive page switches (a widget's own value does not),
and a run that the browser superseded cannot leave a widget showing something the state does not
say. The question, network and preset are mirrored into the URL (`st.query_params`) so a view can
be shared.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, overload

from core.retrieval.sessions import (
    DEFAULT_MAX_STATE_BYTES,
    SessionState,
    SessionStore,
    check_session_key,
)
from core.search.config import RetrievalConfig

T = TypeVar("T")
PREFIX = "knx."


class SessionValue(Generic[T]):
    """One typed entry of the session state, created with its default on first read."""

    def __init__(self, default: Callable[[], T]) -> None:
        self._default = default
        self.key = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = PREFIX + name

    @overload
    def __get__(self, obj: None, owner: type) -> "SessionValue[T]": ...

    @overload
    def __get__(self, obj: "AppState", owner: type) -> T: ...

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        store = obj.store
        if self.key not in store:
            store[self.key] = self._default()
        return store[self.key]

    def __set__(self, obj: "AppState", value: T) -> None:
        obj.store[self.key] = value

    def reset(self, obj: "AppState") -> None:
        obj.store.pop(self.key, None)


@dataclass
class SearchRun:
    """One kn_search call as the Search page ran it."""

    request: Any  # KnSearchRequest
    response: Any  # KnSearchResponse
    elapsed_ms: float


@dataclass
class KeywordRound:
    """One keyword-context call of the Keyword page."""

    number: int
    keyword: str
    object_type_id: str
    result: dict[str, Any]  # the keyword_context (and contextual_knowledge) of the response
    elapsed_ms: float = 0.0


@dataclass
class Expansion:
    """The one hop of a neighbour the user expanded in the graph."""

    instance_id: str
    object_type_id: str
    label: str
    nodes: list[Any] = field(default_factory=list)  # ui.graph.GraphNode
    edges: list[Any] = field(default_factory=list)  # ui.graph.GraphEdge
    message: str | None = None


@dataclass
class Comparison:
    """Two kn_search runs of the same question with two configs."""

    question: str
    kn_id: str
    label_a: str
    label_b: str
    run_a: SearchRun
    run_b: SearchRun


class AppState:
    """Typed access to this user's session state."""

    # what the user is looking at (mirrored into the URL)
    kn_id = SessionValue[str | None](lambda: None)
    question = SessionValue[str](str)
    preset = SessionValue[str | None](lambda: None)
    preset_config = SessionValue[RetrievalConfig | None](lambda: None)  # the preset as loaded
    # search options
    only_schema = SessionValue[bool](lambda: False)
    enable_rerank = SessionValue[bool](lambda: True)
    debug = SessionValue[bool](lambda: True)
    config = SessionValue[RetrievalConfig](RetrievalConfig)
    # Tune & compare: the config of the right-hand side
    compare_config = SessionValue[RetrievalConfig](RetrievalConfig)
    compare_preset = SessionValue[str | None](lambda: None)
    # results
    search = SessionValue[SearchRun | None](lambda: None)
    comparison = SessionValue[Comparison | None](lambda: None)
    # keyword context: one retrieval session per tab; rounds accumulate until the schema is re-recalled
    retrieval_session_id = SessionValue[str](lambda: _new_session_id())
    schema_question = SessionValue[str | None](lambda: None)
    schema_kn_id = SessionValue[str | None](lambda: None)
    recalled_object_types = SessionValue[list[dict[str, Any]]](list)
    recalled_relation_types = SessionValue[list[dict[str, Any]]](list)
    suggested_keywords = SessionValue[list[str]](list)
    selected_keywords = SessionValue[list[str]](list)
    keyword_types = SessionValue[dict[str, str]](dict)  # keyword -> the object type picked for it
    shown_round = SessionValue[int](lambda: -1)  # index into keyword_rounds; -1: the latest
    keyword_rounds = SessionValue[list[KeywordRound]](list)
    expansions = SessionValue[dict[str, Expansion]](dict)
    # bookkeeping
    url_loaded = SessionValue[bool](lambda: False)
    last_run_ms = SessionValue[float](lambda: 0.0)  # server-side time of the last rerun

    def __init__(self, store: MutableMapping[str, Any] | None = None) -> None:
        if store is None:
            import streamlit as st

            store = st.session_state
        self.store = store

    # -- keyword context --------------------------------------------------------------------
    def start_keyword_session(self, kn_id: str, question: str) -> None:
        """A new schema recall starts a new retrieval session: earlier rounds are dropped."""
        self.retrieval_session_id = _new_session_id()
        self.schema_kn_id = kn_id
        self.schema_question = question
        self.keyword_rounds = []
        self.expansions = {}
        self.recalled_object_types = []
        self.recalled_relation_types = []
        self.suggested_keywords = []
        self.selected_keywords = []
        self.keyword_types = {}
        self.shown_round = -1

    def next_round_number(self) -> int:
        return len(self.keyword_rounds) + 1

    # -- config -----------------------------------------------------------------------------
    def config_for(self, side: str) -> RetrievalConfig:
        return self.config if side == "a" else self.compare_config

    def set_config(self, side: str, config: RetrievalConfig) -> None:
        if side == "a":
            self.config = config
        else:
            self.compare_config = config


def _new_session_id() -> str:
    import uuid

    return "ui-" + uuid.uuid4().hex[:12]


def control_widget(widget_key: str, value: Any) -> None:
    """Set a widget from the canonical state; call it before every draw of the widget, and give the
    widget an on_change callback that writes the state (callbacks run before the script, so a
    user's edit is never overwritten).

    Setting a widget only when it has no value yet is not enough: Streamlit gives a widget another
    id on each page, and the browser can supersede the run that carried the value, leaving the
    widget at its default on screen while the server holds another value.
    """
    import streamlit as st

    st.session_state[widget_key] = copy.deepcopy(value)


def commit_widget(state: "AppState", name: str, widget_key: str) -> None:
    """on_change callback of a controlled widget: the widget's new value becomes the state's."""
    import streamlit as st

    value = st.session_state[widget_key]
    setattr(state, name, value.strip() if isinstance(value, str) else value)


# -- the URL ---------------------------------------------------------------------------------
URL_KN = "kn"
URL_QUESTION = "q"
URL_PRESET = "preset"
URL_CONFIG = "cfg"


def load_from_url(state: AppState, params: MutableMapping[str, Any] | None = None) -> None:
    """On the first run of a session, take network, question, preset and config from the URL."""
    if state.url_loaded:
        return
    state.url_loaded = True
    params = _query_params() if params is None else params
    if params.get(URL_KN):
        state.kn_id = str(params[URL_KN])
    if params.get(URL_QUESTION):
        state.question = str(params[URL_QUESTION])
    if params.get(URL_PRESET):
        state.preset = str(params[URL_PRESET])
    if params.get(URL_CONFIG):
        state.store[PENDING_URL_CONFIG] = str(params[URL_CONFIG])


# A config from the URL is validated by the page that uses it (so an error shows there).
PENDING_URL_CONFIG = PREFIX + "pending_url_config"


def url_values(state: AppState) -> dict[str, str]:
    """What the URL should say for the current state: empty values are left out, and the config
    appears as its overrides when it differs from the loaded preset (or the defaults)."""
    values = {URL_KN: state.kn_id or "", URL_QUESTION: state.question or "", URL_PRESET: state.preset or ""}
    baseline = state.preset_config if state.preset else None
    overrides = state.config.overrides() if baseline is None else _diff_overrides(baseline, state.config)
    if overrides:
        values[URL_CONFIG] = json.dumps(overrides, ensure_ascii=False, separators=(",", ":"))
    return {k: v for k, v in values.items() if v}


def _diff_overrides(baseline: RetrievalConfig, config: RetrievalConfig) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for path, (_, new) in baseline.diff(config).items():
        group, name = path.split(".", 1)
        out.setdefault(group, {})[name] = new
    return out


def write_to_url(state: AppState, params: MutableMapping[str, Any] | None = None) -> None:
    """Mirror the state into the URL, touching only what changed (each write is a browser history
    update)."""
    params = _query_params() if params is None else params
    wanted = url_values(state)
    for key in (URL_KN, URL_QUESTION, URL_PRESET, URL_CONFIG):
        if key in wanted:
            if params.get(key) != wanted[key]:
                params[key] = wanted[key]
        elif key in params:
            del params[key]


def _query_params() -> MutableMapping[str, Any]:
    import streamlit as st

    return st.query_params


# -- keyword-context sessions -----------------------------------------------------------------
SESSIONS_KEY = PREFIX + "retrieval_sessions"


class StreamlitSessionStore(SessionStore):
    """knowledge_network_retrieval sessions kept in this browser session's state.

    One browser tab is one user, so its sessions live and die with its `st.session_state`: no TTL
    is needed and no other tab can see them. States are stored as JSON, like the other stores, so a
    state handed out is a copy.
    """

    def __init__(self, store: MutableMapping[str, Any] | None = None,
                 max_state_bytes: int = DEFAULT_MAX_STATE_BYTES) -> None:
        if store is None:
            import streamlit as st

            store = st.session_state
        self._store = store
        self.max_state_bytes = max_state_bytes

    def _sessions(self) -> dict[tuple[str, str], str]:
        if SESSIONS_KEY not in self._store:
            self._store[SESSIONS_KEY] = {}
        return self._store[SESSIONS_KEY]

    @staticmethod
    def _key(owner: str, session_id: str) -> tuple[str, str]:
        check_session_key(owner, session_id)  # the same key rules as every other store
        return owner, session_id

    def get(self, owner: str, session_id: str) -> SessionState | None:
        text = self._sessions().get(self._key(owner, session_id))
        return None if text is None else SessionState.model_validate_json(text)

    def put(self, owner: str, session_id: str, state: SessionState) -> None:
        self._sessions()[self._key(owner, session_id)] = state.fit(self.max_state_bytes)

    def delete(self, owner: str, session_id: str) -> None:
        self._sessions().pop(self._key(owner, session_id), None)

    def _lock_scope(self) -> int:
        # A new store object wraps the same browser-session dict on every run; updates of one
        # session must take turns across them (SessionStore.update).
        return id(self._sessions())
