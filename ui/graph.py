"""The graph widget: every page that draws a graph uses `render_graph`.

    from ui.graph import GraphEdge, GraphNode, render_graph

    nodes = [GraphNode("disease-1", "上气道梗阻", group="disease", group_label="疾病", emphasis=True,
                       properties=(("disease_name", "上气道梗阻"),), source="round 1"),
             GraphNode("symptom-7", "呼吸困难", group="symptom", group_label="症状")]
    edges = [GraphEdge("disease-1", "symptom-7", "症状", relation_type_id="has_symptom")]
    result = render_graph(nodes, edges, key="my-graph",
                          expand_options={"symptom": [("has_symptom", "症状")]})
    if result.expand:                      # the user asked to expand a node from the graph
        ...                                # fetch its neighbours, render again with GraphNode(new=True)
    result.view                            # what the user hid and the layout (to keep in the URL)

What the user gets: nodes coloured by `group` and edges by relation type, each with a legend whose
entries hide and show that category; labels readable at the default zoom, edge labels on hover or
when zoomed in; zoom, fit and full-screen buttons; a node finder; a layout choice (force,
hierarchical, radial); a click on a node or edge opens a panel with all its properties and its
source, from where a node can be hidden or expanded by relation type (when `expand_options` names
relation types for its group); PNG and CSV export of what is shown.

- Offline: vis-network's script and CSS are in-lined (from pyvis' vendored copy) in one HTML page
  served as a Streamlit component; its Content-Security-Policy forbids every network fetch.
- Escaped by construction: labels are drawn on a canvas as plain text, and every tooltip, panel,
  legend and list entry is built with `textContent` — no value from a network is ever parsed as
  HTML (vis-network's HTML label mode is not used: its parser breaks on names such as
  `血清肌酐 < 176.8 μmol/L (男性, …`). Data is embedded as JSON with `<`, `>` and `&` escaped.
- Usable when large: `build_view` caps the graph (the caller says how much was left out); the
  force layout stabilises once and then freezes.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import pyvis
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

from core.home import write_atomic

# Node colours: Okabe-Ito (colour-blind friendly) first, then distinct tones up to 24 groups, so
# even the 17 object types of the demo network never share a colour.
PALETTE = (
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000",
    "#8C564B", "#7F7F7F", "#BCBD22", "#17BECF", "#9467BD", "#FF9896", "#98DF8A", "#C5B0D5",
    "#AEC7E8", "#FFBB78", "#393B79", "#637939", "#8C6D31", "#843C39", "#7B4173", "#3182BD",
)
# Edge colours: darker tones that stay visible as thin lines on white.
EDGE_PALETTE = (
    "#4E79A7", "#F28E2B", "#59A14F", "#B07AA1", "#E15759", "#76B7B2", "#9C755F", "#EDC948",
    "#FF9DA7", "#6B6ECF", "#8CA252", "#BD9E39", "#AD494A", "#A55194", "#3182BD", "#636363",
)
LAYOUTS = ("force", "hierarchical", "radial")
DEFAULT_HEIGHT_PX = 560
DEFAULT_MAX_NODES = 150
LABEL_CHARS = 40
EDGE_LABEL_CHARS = 24
FONT_SIZE = 15
LABEL_WIDTH_PX = 150
LEGEND_LIMIT = 12  # legend entries shown before a "+N more" button
MAX_HEIGHT_PX = 900  # a radial layout may grow the canvas up to this height ...
MIN_LABEL_SCALE = 0.8  # ... to keep labels at least this scale (12 px) at the default zoom
EDGE_LABEL_SCALE = 1.15  # edge labels show when zoomed in past this scale (and on hover)

_TEMPLATE_DIR = Path(__file__).parent / "templates"
# pyvis is used only as a well-kept vendor of vis-network's files (no build step, no CDN).
_PYVIS_TEMPLATE_DIR = Path(pyvis.__file__).parent / "templates"
_VIS_JS = "lib/vis-9.1.2/vis-network.min.js"
_VIS_CSS = "lib/vis-9.1.2/vis-network.css"


# -- the data the widget draws -------------------------------------------------------------------
@dataclass(frozen=True)
class GraphNode:
    """A node. `group` decides the colour and the legend entry (an object type id, say)."""

    id: str
    label: str
    group: str
    group_label: str = ""
    properties: tuple[tuple[str, Any], ...] = ()  # shown in the panel (first 8 in the tooltip)
    source: str = ""  # where it came from, e.g. "round 2: 上气道梗阻" or "expanded from 呼吸困难"
    emphasis: bool = False  # a central node (a matched instance): larger, dark border, kept first
    new: bool = False  # just added (e.g. by an expansion): highlighted
    size: int | None = None  # radius in px (default 14, 22 when emphasised)


@dataclass(frozen=True)
class GraphEdge:
    source: str
    target: str
    label: str
    relation_type_id: str = ""  # decides the colour and the legend entry
    properties: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class LegendEntry:
    key: str
    label: str
    color: str
    count: int | None  # None: not shown (e.g. one node per group)


@dataclass
class GraphView:
    """What the widget draws, after deduplication and capping."""

    nodes: list[GraphNode]
    edges: list[GraphEdge]
    legend: list[LegendEntry]  # node groups
    edge_legend: list[LegendEntry] = field(default_factory=list)  # relation types
    dropped_nodes: int = 0
    dropped_edges: int = 0
    colors: dict[str, str] = field(default_factory=dict)

    @property
    def truncated(self) -> bool:
        return bool(self.dropped_nodes or self.dropped_edges)


@dataclass
class GraphViewState:
    """What the user changed in the graph: hidden nodes and categories, and the layout. Pages keep
    it (and put it in the URL) so the same view comes back."""

    hidden_nodes: list[str] = field(default_factory=list)
    hidden_groups: list[str] = field(default_factory=list)
    hidden_relations: list[str] = field(default_factory=list)
    layout: str = ""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "GraphViewState":
        data = data or {}

        def strings(name: str) -> list[str]:
            value = data.get(name) or []
            return [str(v) for v in value] if isinstance(value, list) else []

        layout = str(data.get("layout") or "")
        return cls(strings("hidden_nodes"), strings("hidden_groups"), strings("hidden_relations"),
                   layout if layout in LAYOUTS else "")

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v}


@dataclass(frozen=True)
class ExpandRequest:
    """The user asked, from the graph, for a node's neighbours (through one relation type, or all)."""

    node_id: str
    group: str
    relation_type_id: str | None


@dataclass
class GraphResult:
    view: GraphView
    state: GraphViewState
    expand: ExpandRequest | None = None  # set on the one rerun that follows the click


def group_colors(groups: Iterable[str], known: dict[str, str] | None = None,
                 palette: Sequence[str] = PALETTE) -> dict[str, str]:
    """A stable colour per group, in first-seen order (so colours do not jump between reruns)."""
    colors = dict(known or {})
    for group in groups:
        if group not in colors:
            colors[group] = palette[len(colors) % len(palette)]
    return colors


def build_view(
    nodes: Sequence[GraphNode], edges: Sequence[GraphEdge], *, max_nodes: int = DEFAULT_MAX_NODES,
    colors: dict[str, str] | None = None,
) -> GraphView:
    """Deduplicate, cap and colour a graph.

    Emphasised nodes are kept first, then nodes in the order given (callers put the most relevant
    first); edges whose ends were dropped go too, and the counts of what was left out are kept.
    A node given twice keeps its emphasis and its "new" mark if either copy has them.
    """
    unique: dict[str, GraphNode] = {}
    for node in nodes:
        seen = unique.get(node.id)
        if seen is None:
            unique[node.id] = node
        elif (node.emphasis and not seen.emphasis) or (node.new and not seen.new and not seen.emphasis):
            unique[node.id] = node
    ordered = sorted(unique.values(), key=lambda n: not n.emphasis)  # stable: order kept otherwise
    kept = ordered[: max(1, max_nodes)]
    kept_ids = {n.id for n in kept}
    seen_edges: set[tuple[str, str, str]] = set()
    kept_edges: list[GraphEdge] = []
    all_edges = 0
    for edge in edges:
        key = (edge.source, edge.target, edge.relation_type_id or edge.label)
        if key in seen_edges:
            continue
        seen_edges.add(key)
        all_edges += 1
        if edge.source in kept_ids and edge.target in kept_ids:
            kept_edges.append(edge)
    palette = group_colors((n.group for n in ordered), colors)
    counts: dict[str, int] = {}
    labels: dict[str, str] = {}
    for node in kept:
        counts[node.group] = counts.get(node.group, 0) + 1
        labels.setdefault(node.group, node.group_label or node.group)
    legend = [LegendEntry(g, labels[g], palette[g], counts[g]) for g in palette if g in counts]
    edge_counts: dict[str, int] = {}
    edge_labels: dict[str, str] = {}
    for edge in kept_edges:
        rel = edge.relation_type_id or edge.label
        edge_counts[rel] = edge_counts.get(rel, 0) + 1
        edge_labels.setdefault(rel, edge.label if edge.label == rel or not edge.relation_type_id
                               else f"{edge.label} ({rel})")
    edge_palette = relation_colors(edge_counts)
    edge_legend = [LegendEntry(r, edge_labels[r], edge_palette[r], n) for r, n in edge_counts.items()]
    return GraphView(
        nodes=kept, edges=kept_edges, legend=legend, edge_legend=edge_legend,
        dropped_nodes=len(ordered) - len(kept), dropped_edges=all_edges - len(kept_edges),
        colors=palette,
    )


def relation_colors(relation_type_ids: Iterable[str]) -> dict[str, str]:
    """A colour per relation type that depends on the id alone, so a relation type keeps its colour
    whichever other relation types are on screen."""
    return {rid: EDGE_PALETTE[int(hashlib.md5(rid.encode()).hexdigest(), 16) % len(EDGE_PALETTE)]
            for rid in relation_type_ids}


# -- what is sent to the browser -------------------------------------------------------------------
def short_label(value: Any, max_chars: int = LABEL_CHARS) -> str:
    """A label cut to `max_chars` (plain text: the canvas draws it as it is)."""
    text = "" if value is None else " ".join(str(value).split())
    return text if len(text) <= max_chars else text[: max_chars - 1] + "…"


def _text(value: Any, max_chars: int = 400) -> str:
    text = "" if value is None else (value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str))
    return text if len(text) <= max_chars else text[: max_chars - 1] + "…"


def _options(node_count: int, directed: bool) -> dict[str, Any]:
    iterations = min(400, 100 + 2 * node_count)  # more for bigger graphs, bounded for a quick first paint
    return {
        "autoResize": True,
        # Long labels wrap instead of running into their neighbours.
        "nodes": {"shape": "dot", "widthConstraint": {"maximum": LABEL_WIDTH_PX}, "font": {"size": FONT_SIZE, "face": "sans-serif", "strokeWidth": 4,
                                           "strokeColor": "#ffffff", "color": "#111827"}},
        "edges": {
            "arrows": {"to": {"enabled": directed, "scaleFactor": 0.6}},
            "font": {"size": 12, "align": "middle", "color": "#374151", "strokeWidth": 3, "strokeColor": "#ffffff"},
            "smooth": {"enabled": True, "type": "dynamic"},
            "selectionWidth": 2, "hoverWidth": 1.5,
        },
        "interaction": {"hover": True, "tooltipDelay": 150, "navigationButtons": False, "keyboard": False,
                        "multiselect": False},
        "physics": {
            "enabled": True, "solver": "barnesHut",
            "barnesHut": {"gravitationalConstant": -4000, "springLength": 130, "springConstant": 0.04,
                          "damping": 0.3, "avoidOverlap": 0.8},
            "stabilization": {"enabled": True, "iterations": iterations, "fit": True},
            "minVelocity": 1.0,
        },
        "layout": {"improvedLayout": node_count <= 100, "randomSeed": 7},
    }


def component_args(view: GraphView, *, height_px: int = DEFAULT_HEIGHT_PX, directed: bool = True,
                   layout: str = "force", state: GraphViewState | None = None,
                   expand_options: Mapping[str, Sequence[tuple[str, str]]] | None = None,
                   status: str = "", file_name: str = "graph", ack: int = 0,
                   legend_counts: bool = True) -> dict[str, Any]:
    """Everything the browser side needs, as JSON-ready data (labels are plain text)."""
    edge_colors = {e.key: e.color for e in view.edge_legend}
    state = state or GraphViewState()
    return {
        "nodes": [
            {"id": n.id, "label": short_label(n.label), "name": _text(n.label), "group": n.group,
             "group_label": _text(n.group_label or n.group), "color": view.colors.get(n.group, PALETTE[0]),
             "props": [[_text(k, 80), _text(v)] for k, v in n.properties], "source": _text(n.source),
             "emphasis": n.emphasis, "new": n.new, "size": n.size}
            for n in view.nodes
        ],
        "edges": [
            {"from": e.source, "to": e.target, "label": short_label(e.label, EDGE_LABEL_CHARS),
             "rel": e.relation_type_id or e.label, "color": edge_colors.get(e.relation_type_id or e.label, "#9ca3af"),
             "props": [[_text(k, 80), _text(v)] for k, v in e.properties]}
            for e in view.edges
        ],
        "legend_nodes": [{**asdict(e), "count": e.count if legend_counts else None} for e in view.legend],
        "legend_edges": [{**asdict(e), "count": e.count if legend_counts else None} for e in view.edge_legend],
        "legend_limit": LEGEND_LIMIT,
        "options": _options(len(view.nodes), directed),
        "layout": layout if layout in LAYOUTS else "force",
        "view": {**state.to_dict(), "layout": state.layout or (layout if layout in LAYOUTS else "force")},
        "expand_options": {g: [[rid, _text(label)] for rid, label in opts] for g, opts in (expand_options or {}).items()},
        "height": int(height_px), "status": status, "file_name": file_name, "ack": ack,
        "max_height": max(int(height_px), MAX_HEIGHT_PX), "min_label_scale": MIN_LABEL_SCALE,
        "font_size": FONT_SIZE, "label_width": LABEL_WIDTH_PX, "edge_label_scale": EDGE_LABEL_SCALE,
    }


def script_json(value: Any) -> Markup:
    """JSON to embed in a <script> element: readable (non-ASCII kept), with the characters that
    could end the script or start markup written as escapes."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    for char, escaped in _SCRIPT_ESCAPES:
        text = text.replace(char, escaped)
    return Markup(text)


_SCRIPT_ESCAPES = (("&", "\\u0026"), ("<", "\\u003c"), (">", "\\u003e"),
                   ("\u2028", "\\u2028"), ("\u2029", "\\u2029"))


@lru_cache(maxsize=1)
def _environment() -> Environment:
    return Environment(
        loader=FileSystemLoader([str(_TEMPLATE_DIR), str(_PYVIS_TEMPLATE_DIR)]),
        autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=True),
    )


@lru_cache(maxsize=1)
def component_page() -> str:
    """The component's page: vis-network and the widget's script, no data (data comes as args)."""
    return _environment().get_template("graph_component.html").render(vis_js=_VIS_JS, vis_css=_VIS_CSS)


def standalone_html(args: Mapping[str, Any]) -> str:
    """The widget as one self-contained page with its data built in (for tests and exports):
    the component page, plus a script that hands it `args` as Streamlit would."""
    flag = "<script>window.knxStandalone = true;</script>"  # no Streamlit to talk to
    boot = ("<script>window.addEventListener('load', function () { window.postMessage("
            f"{{type: 'streamlit:render', args: {script_json(dict(args))}}}, '*'); }});</script>")
    return component_page().replace("<body>", "<body>" + flag, 1).replace("</body>", boot + "</body>")


@lru_cache(maxsize=1)
def _component_home() -> Path:
    """Where this version of the component page lives (hashing the ~700 KB page once, not per
    graph drawn)."""
    digest = hashlib.sha256(component_page().encode()).hexdigest()[:16]
    uid = os.getuid() if hasattr(os, "getuid") else 0
    return Path(tempfile.gettempdir()) / f"kn-explorer-{uid}" / f"graph-{digest}"


def _component_directory() -> Path:
    """A folder holding the component page, written once per version of the page (and again if a
    temp cleaner removed it). It lives in the temp folder, not the source tree, so an installed
    copy of the project stays read-only."""
    page = component_page()
    directory = _component_home()
    index = directory / "index.html"
    if not index.exists():
        directory.mkdir(parents=True, exist_ok=True)
        write_atomic(index, page)
    return directory


@lru_cache(maxsize=1)
def _component():
    import streamlit.components.v1 as components

    return components.declare_component("knx_graph", path=str(_component_directory()))


_SEQ = "knx.graph_seq."


def render_graph(
    nodes: Sequence[GraphNode], edges: Sequence[GraphEdge], *, key: str,
    height_px: int = DEFAULT_HEIGHT_PX, directed: bool = True, max_nodes: int = DEFAULT_MAX_NODES,
    layout: str = "force", state: GraphViewState | None = None,
    expand_options: Mapping[str, Sequence[tuple[str, str]]] | None = None,
    colors: dict[str, str] | None = None, status: str = "", file_name: str = "graph",
    legend_counts: bool = True,
) -> GraphResult:
    """Draw a graph in the page and return what the user did with it.

    `key` names this graph (unique per page). `layout` is the first layout ("force",
    "hierarchical" or "radial"); `state` is a view to restore (from `GraphResult.state` of an
    earlier run, or a shared link). `expand_options` maps a group to the relation types
    (id, label) a node of that group can be expanded by; without it nodes cannot be expanded.
    `colors` keeps group colours stable across reruns (pass `GraphResult.view.colors` back);
    `legend_counts=False` leaves counts out of the legends (when each group is one node and each
    relation type one edge, as in a schema).
    """
    import streamlit as st

    view = build_view(nodes, edges, max_nodes=max_nodes, colors=colors)
    state = state or GraphViewState()
    seq_key = _SEQ + key
    handled = int(st.session_state.get(seq_key, 0))
    # A new component (not yet shown on this page) starts at seq 0 again.
    _component_directory()  # recreated if a temp cleaner removed it while the server ran
    value = _component()(
        key=key, default=None,
        **component_args(view, height_px=height_px, directed=directed, layout=layout, state=state,
                         expand_options=expand_options, status=status, file_name=file_name, ack=handled,
                         legend_counts=legend_counts),
    )
    result = GraphResult(view=view, state=state)
    if isinstance(value, dict) and int(value.get("seq") or 0) != handled:
        st.session_state[seq_key] = int(value.get("seq") or 0)
        result.state = GraphViewState.from_dict(value.get("view"))
        action = value.get("action") or {}
        if action.get("kind") == "expand" and action.get("node"):
            result.expand = ExpandRequest(str(action["node"]), str(action.get("group") or ""),
                                          action.get("relation_type_id") or None)
    return result
