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

from core.models.types import QUERY_MAX_CHARS
from core.retrieval.sessions import (
    DEFAULT_MAX_STATE_BYTES,
    SessionState,
    SessionStore,
    check_session_key,
)
from core.search.config import RetrievalConfig

T = TypeVar("T")
PREFIX = "knx."
# The longest question a search takes (kn_search's `query`); the question input holds no more.
QUESTION_MAX_CHARS = QUERY_MAX_CHARS
GRAPH_CAP_RANGE = (5, 1000)  # the keyword graph's node cap: its input's range, and what a link may say
DEFAULT_GRAPH_CAP = 150


def question_problem(question: str | None) -> str | None:
    """What is wrong with a question no search would take (too long), in the page's words; None if nothing."""
    if question and len(question) > QUESTION_MAX_CHARS:
        return f"question: at most {QUESTION_MAX_CHARS} characters; yours has {len(question)}"
    return None


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
    relation_type_id: str | None = None  # None: every relation type of the instance


@dataclass
class Comparison:
    """Two kn_search runs of the same question with two configs."""

    question: str
    kn_id: str
    label_a: str
    label_b: str
    run_a: SearchRun
    run_b: SearchRun


@dataclass(frozen=True)
class HistoryEntry:
    """One question as it was run: enough to run it again the same way."""

    question: str
    kn_id: str
    page: str  # "search" or "compare"
    config: dict[str, Any]  # retrieval_config overrides (A)
    preset: str | None = None
    nodes: int = 0
    relation_types: int = 0


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
    # KWeaver connections (ui.connections_view.Connection by name; each holds its token, never shown)
    connections = SessionValue[dict[str, Any]](dict)
    # (local backend, connections, the routed backend over them): kept while both are the same
    # objects, so the routed backend's per-network caches last across reruns
    routed_backend = SessionValue[tuple | None](lambda: None)
    connection_message = SessionValue[tuple[str, str] | None](lambda: None)  # (kind, text) of the last connect
    # Agent tools: the corpus, one conversation (session context + runs), the last hand-made call
    agent_corpus = SessionValue[str | None](lambda: None)
    agent_session = SessionValue[Any](lambda: _new_agent_session())  # core.agent.session.SessionContext
    agent_runs = SessionValue[list[Any]](list)  # core.agent.loop.AgentRun, oldest first
    agent_tool_call = SessionValue[Any](lambda: None)  # core.tools.ToolOutcome
    # bookkeeping
    url_loaded = SessionValue[bool](lambda: False)
    last_run_ms = SessionValue[float](lambda: 0.0)  # server-side time of the last rerun
    # Evaluate: the last report (core.evaluation.EvalReport), and the choices of the page's form and
    # failure drill-down (None: the page's default), kept when another page is opened
    eval_report = SessionValue[Any](lambda: None)
    eval_set = SessionValue[str | None](lambda: None)  # a label of ui.evaluate_view's set list
    eval_configs = SessionValue[list[str] | None](lambda: None)  # config labels
    eval_tags = SessionValue[list[str]](list)
    eval_limit = SessionValue[int | None](lambda: None)  # None: every selected question
    eval_fail_config = SessionValue[str | None](lambda: None)
    eval_fail_kinds = SessionValue[list[str] | None](lambda: None)
    eval_drill = SessionValue[str | None](lambda: None)  # a question id
    # the graphs: per graph key, what the user hid and the layout (ui.graph.GraphViewState dicts)
    graph_views = SessionValue[dict[str, dict[str, Any]]](dict)
    graph_all_rounds = SessionValue[bool](lambda: True)
    graph_cap = SessionValue[int](lambda: DEFAULT_GRAPH_CAP)
    # questions asked in this browser session, newest first (HistoryEntry)
    history = SessionValue[list["HistoryEntry"]](list)

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
# A link restores what is needed to see the same thing: network, question, preset and config of
# both sides, the search options, the keyword rounds, the graph's expansions and what it hides.
URL_KN = "kn"
URL_QUESTION = "q"
URL_PRESET = "preset"
URL_CONFIG = "cfg"
URL_PRESET_B = "presetb"
URL_CONFIG_B = "cfgb"
URL_OPTIONS = "opt"  # search options that differ from the defaults, e.g. "only_schema,no_rerank"
URL_ROUNDS = "kw"  # [[keyword, object_type_id], ...]
URL_EXPANSIONS = "exp"  # [[instance_id, object_type_id, label, relation_type_id or null], ...]
URL_GRAPHS = "gv"  # {graph key: GraphViewState dict}
URL_GRAPH_OPTIONS = "gopt"  # {"all_rounds": false, "cap": 40}
URL_KEYS = (URL_KN, URL_QUESTION, URL_PRESET, URL_CONFIG, URL_PRESET_B, URL_CONFIG_B, URL_OPTIONS,
            URL_ROUNDS, URL_EXPANSIONS, URL_GRAPHS, URL_GRAPH_OPTIONS)
_OPTION_FLAGS = {"only_schema": ("only_schema", True), "no_rerank": ("enable_rerank", False),
                 "no_debug": ("debug", False)}

# Values from the URL that a page applies (and validates, so an error shows there).
PENDING_URL_CONFIG = PREFIX + "pending_url_config"
PENDING_URL_CONFIG_B = PREFIX + "pending_url_config_b"
PENDING_ROUNDS = PREFIX + "pending_rounds"
PENDING_EXPANSIONS = PREFIX + "pending_expansions"


# What each link parameter holds, for the message when a link's value cannot be read.
_OPTION_NAMES = ", ".join(_OPTION_FLAGS)
_ROUND_SHAPE = "[keyword, object_type_id]"
_EXPANSION_SHAPE = "[instance_id, object_type_id, label, relation_type_id or null]"
_VIEW_KEYS = ("hidden_nodes", "hidden_groups", "hidden_relations", "layout")
_GRAPH_OPTION_KEYS = ("all_rounds", "cap")


def _json_param(params: MutableMapping[str, Any], key: str, kind: type, what: str, shape: str,
                problems: list[str]) -> Any:
    """A link parameter's JSON value of `kind`; None, with a problem saying why, when it is not one."""
    try:
        value = json.loads(str(params[key]))
    except json.JSONDecodeError as exc:
        problems.append(f"The link's {key} ({what}) is not valid JSON ({exc.msg}) and was left out; "
                        f"{key} holds {shape}.")
        return None
    if not isinstance(value, kind):
        problems.append(f"The link's {key} ({what}) is not a JSON {'list' if kind is list else 'object'} "
                        f"and was left out; {key} holds {shape}.")
        return None
    return value


def _view_problem(view: Any) -> str | None:
    """What is wrong with one graph's view in a link (ui.graph.GraphViewState as a dict)."""
    from ui.graph import LAYOUTS

    if not isinstance(view, dict):
        return "it is not a JSON object"
    unknown = [k for k in view if k not in _VIEW_KEYS]
    if unknown:
        return f"unknown key {unknown[0]!r} (valid keys: {', '.join(_VIEW_KEYS)})"
    for name in _VIEW_KEYS[:3]:
        if name in view and not isinstance(view[name], list):
            return f"{name} must be a list of ids"
    if view.get("layout") and view["layout"] not in LAYOUTS:
        return f"layout {view['layout']!r} is not one of {', '.join(LAYOUTS)}"
    return None


def load_from_url(state: AppState, params: MutableMapping[str, Any] | None = None) -> list[str]:
    """On the first run of a session, take what the URL holds. Returns what the link held that could
    not be used, one sentence each (what was wrong, what was left out, what is valid): the page shows
    them, and the URL drops those parameters on its next write."""
    if state.url_loaded:
        return []
    state.url_loaded = True
    params = _query_params() if params is None else params
    problems: list[str] = []
    if params.get(URL_KN):
        state.kn_id = str(params[URL_KN])
    if params.get(URL_QUESTION):
        question = str(params[URL_QUESTION]).strip()
        problem = question_problem(question)
        if problem:
            problems.append(f"The link's {URL_QUESTION} was left out — {problem}.")
        else:
            state.question = question
    if params.get(URL_PRESET):
        state.preset = str(params[URL_PRESET])
    if params.get(URL_CONFIG):
        state.store[PENDING_URL_CONFIG] = str(params[URL_CONFIG])
    if params.get(URL_PRESET_B):
        state.compare_preset = str(params[URL_PRESET_B])
    if params.get(URL_CONFIG_B):
        state.store[PENDING_URL_CONFIG_B] = str(params[URL_CONFIG_B])
    if params.get(URL_OPTIONS):
        unknown = []
        for flag in str(params[URL_OPTIONS]).split(","):
            if flag in _OPTION_FLAGS:
                name, value = _OPTION_FLAGS[flag]
                setattr(state, name, value)
            elif flag.strip():
                unknown.append(flag.strip())
        if unknown:
            problems.append(f"The link's {URL_OPTIONS} (search options) names {', '.join(map(repr, unknown))}, "
                            f"left out; valid options: {_OPTION_NAMES}.")
    if params.get(URL_ROUNDS):
        rounds = _json_param(params, URL_ROUNDS, list, "keyword rounds", f"[{_ROUND_SHAPE}, …]", problems) or []
        kept = [(str(r[0]), str(r[1])) for r in rounds if isinstance(r, list) and len(r) == 2 and r[0]]
        if len(kept) < len(rounds):
            problems.append(f"The link's {URL_ROUNDS} (keyword rounds): {len(rounds) - len(kept)} of {len(rounds)} "
                            f"entries are not {_ROUND_SHAPE} and were left out.")
        state.store[PENDING_ROUNDS] = kept
    if params.get(URL_EXPANSIONS):
        expansions = _json_param(params, URL_EXPANSIONS, list, "graph expansions", f"[{_EXPANSION_SHAPE}, …]",
                                 problems) or []
        kept_expansions = [
            (str(e[0]), str(e[1]), str(e[2]), None if e[3] is None else str(e[3]))
            for e in expansions if isinstance(e, list) and len(e) == 4 and e[0]]
        if len(kept_expansions) < len(expansions):
            problems.append(f"The link's {URL_EXPANSIONS} (graph expansions): "
                            f"{len(expansions) - len(kept_expansions)} of {len(expansions)} entries are not "
                            f"{_EXPANSION_SHAPE} and were left out.")
        state.store[PENDING_EXPANSIONS] = kept_expansions
    if params.get(URL_GRAPHS):
        views = _json_param(params, URL_GRAPHS, dict, "graph views", "{graph key: {" + ", ".join(_VIEW_KEYS) + "}}",
                            problems) or {}
        kept_views = {}
        for key, view in views.items():
            problem = _view_problem(view)
            if problem:
                problems.append(f"The link's {URL_GRAPHS} (graph views): the view of graph {key!r} was left out "
                                f"— {problem}.")
            else:
                kept_views[str(key)] = view
        state.graph_views = kept_views
    if params.get(URL_GRAPH_OPTIONS):
        options = _json_param(params, URL_GRAPH_OPTIONS, dict, "graph options",
                              '{"all_rounds": true or false, "cap": number of nodes}', problems) or {}
        low, high = GRAPH_CAP_RANGE
        for key, value in options.items():
            if key == "all_rounds" and isinstance(value, bool):
                state.graph_all_rounds = value
            elif key == "all_rounds":
                problems.append(f"The link's {URL_GRAPH_OPTIONS} (graph options): all_rounds must be true or "
                                f"false, not {json.dumps(value)}; it was left out.")
            elif key == "cap" and type(value) is int and low <= value <= high:
                state.graph_cap = value
            elif key == "cap":
                problems.append(f"The link's {URL_GRAPH_OPTIONS} (graph options): cap {json.dumps(value)} is out "
                                f"of range; valid: {low} to {high} (whole numbers). The node cap stays "
                                f"{state.graph_cap}.")
            else:
                problems.append(f"The link's {URL_GRAPH_OPTIONS} (graph options): unknown key {key!r}, left out; "
                                f"valid keys: {', '.join(_GRAPH_OPTION_KEYS)}.")
    return problems


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def url_values(state: AppState) -> dict[str, str]:
    """What the URL should say for the current state: empty values are left out, and a config
    appears as its overrides of the loaded preset (or of the defaults)."""
    # A question no search takes is not shared (the page says what is wrong with it).
    question = "" if question_problem(state.question) else state.question or ""
    values = {URL_KN: state.kn_id or "", URL_QUESTION: question, URL_PRESET: state.preset or "",
              URL_PRESET_B: state.compare_preset or ""}
    baseline = state.preset_config if state.preset else None
    overrides = state.config.overrides() if baseline is None else _diff_overrides(baseline, state.config)
    if overrides:
        values[URL_CONFIG] = _compact(overrides)
    overrides_b = state.compare_config.overrides()
    if overrides_b:
        values[URL_CONFIG_B] = _compact(overrides_b)
    flags = [flag for flag, (name, value) in _OPTION_FLAGS.items() if getattr(state, name) == value]
    values[URL_OPTIONS] = ",".join(flags)
    if state.keyword_rounds:
        values[URL_ROUNDS] = _compact([[r.keyword, r.object_type_id] for r in state.keyword_rounds])
    if state.expansions:
        values[URL_EXPANSIONS] = _compact([[e.instance_id, e.object_type_id, e.label, e.relation_type_id]
                                           for e in state.expansions.values()])
    views = {k: v for k, v in state.graph_views.items() if v}
    if views:
        values[URL_GRAPHS] = _compact(views)
    graph_options = {}
    if not state.graph_all_rounds:
        graph_options["all_rounds"] = False
    if state.graph_cap != DEFAULT_GRAPH_CAP:
        graph_options["cap"] = state.graph_cap
    if graph_options:
        values[URL_GRAPH_OPTIONS] = _compact(graph_options)
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
    for key in URL_KEYS:
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


def _new_agent_session() -> Any:
    from core.agent.session import SessionContext

    return SessionContext()
