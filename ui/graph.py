"""The interactive graph widget: pyvis (vis-network) in an iframe, offline and escaped.

- Offline: vis-network's script and CSS are in-lined from pyvis' vendored copy
  (`cdn_resources="in_line"`); the page's Content-Security-Policy forbids every network fetch.
- Escaped: labels, tooltips and legend entries come from remote services. Every one goes through
  `html.escape` here; tooltips are HTML fragments built from escaped values, labels use vis-network's
  small HTML label markup (which decodes only `&lt;` and `&amp;`, so `>` is left as is).
- Usable when large: the graph is capped (`cap_graph`) and the caller shows how much was left out;
  physics stabilises once and is then switched off.

pyvis builds the node/edge/option data; the page is rendered from `templates/vis_network.html` with
one compiled template per process (pyvis recompiles its template, vis-network included, per call).
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Sequence

import pyvis
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from pyvis.network import Network

# Categorical palette: Okabe-Ito (colour-blind friendly) first, then distinct tones up to 24
# groups, so even the 17 object types of the demo network never share a colour.
PALETTE = (
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000",
    "#8C564B", "#7F7F7F", "#BCBD22", "#17BECF", "#9467BD", "#FF9896", "#98DF8A", "#C5B0D5",
    "#AEC7E8", "#FFBB78", "#393B79", "#637939", "#8C6D31", "#843C39", "#7B4173", "#3182BD",
)
DEFAULT_HEIGHT_PX = 560
DEFAULT_MAX_NODES = 150

_TEMPLATE_DIR = Path(__file__).parent / "templates"
_PYVIS_TEMPLATE_DIR = Path(pyvis.__file__).parent / "templates"
_VIS_JS = "lib/vis-9.1.2/vis-network.min.js"
_VIS_CSS = "lib/vis-9.1.2/vis-network.css"


def escape_text(value: Any) -> str:
    """HTML-escaped text of any value (None shows as an empty string)."""
    return html.escape("" if value is None else str(value), quote=True)


def escape_label(value: Any, max_chars: int = 40) -> str:
    """A node or edge label for vis-network's HTML label mode: shortened, then escaped.

    vis-network decodes `&lt;` and `&amp;` in labels and draws a bare `>` as it is, so the `&gt;`
    that html.escape produces is turned back into `>` (harmless where no tag can start).
    """
    text = "" if value is None else str(value)
    if len(text) > max_chars:
        text = text[: max_chars - 1] + "…"
    return html.escape(text, quote=False).replace("&gt;", ">")


def tooltip_html(title: Any, rows: Iterable[tuple[Any, Any]] = (), max_rows: int = 12,
                 max_value_chars: int = 120) -> str:
    """A tooltip as an HTML fragment: a bold title and `key: value` lines, every part escaped."""
    parts = [f"<b>{escape_text(title)}</b>"]
    rows = list(rows)
    for key, value in rows[:max_rows]:
        text = "" if value is None else str(value)
        if len(text) > max_value_chars:
            text = text[: max_value_chars - 1] + "…"
        parts.append(f'<span class="k">{escape_text(key)}:</span> {escape_text(text)}')
    if len(rows) > max_rows:
        parts.append(f'<span class="k">… {len(rows) - max_rows} more</span>')
    return "<br>".join(parts)


@dataclass(frozen=True)
class GraphNode:
    id: str
    label: str
    group: str  # object type id: decides the colour and the legend entry
    group_label: str = ""
    tooltip: tuple[tuple[str, Any], ...] = ()
    emphasis: bool = False  # a matched instance (drawn larger, with a dark border)


@dataclass(frozen=True)
class GraphEdge:
    source: str
    target: str
    label: str
    relation_type_id: str = ""
    tooltip: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class LegendEntry:
    group: str
    label: str
    color: str
    count: int


@dataclass
class GraphView:
    """What the widget draws, after capping."""

    nodes: list[GraphNode]
    edges: list[GraphEdge]
    legend: list[LegendEntry]
    dropped_nodes: int = 0
    dropped_edges: int = 0
    colors: dict[str, str] = field(default_factory=dict)

    @property
    def truncated(self) -> bool:
        return bool(self.dropped_nodes or self.dropped_edges)


def group_colors(groups: Iterable[str], known: dict[str, str] | None = None) -> dict[str, str]:
    """A stable colour per group, in first-seen order (so colours do not jump between reruns)."""
    colors = dict(known or {})
    for group in groups:
        if group not in colors:
            colors[group] = PALETTE[len(colors) % len(PALETTE)]
    return colors


def build_view(
    nodes: Sequence[GraphNode], edges: Sequence[GraphEdge], *, max_nodes: int = DEFAULT_MAX_NODES,
    colors: dict[str, str] | None = None,
) -> GraphView:
    """Deduplicate, cap and colour a graph.

    Emphasised nodes are kept first, then nodes in the order given (callers put the most relevant
    first); edges whose ends were dropped go too, and the counts of what was left out are kept.
    """
    unique: dict[str, GraphNode] = {}
    for node in nodes:
        if node.id not in unique or (node.emphasis and not unique[node.id].emphasis):
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
    return GraphView(
        nodes=kept, edges=kept_edges, legend=legend,
        dropped_nodes=len(ordered) - len(kept), dropped_edges=all_edges - len(kept_edges),
        colors=palette,
    )


def _options(node_count: int, directed: bool) -> dict[str, Any]:
    # More iterations for bigger graphs, bounded so the first paint stays quick.
    iterations = min(400, 100 + 2 * node_count)
    return {
        "autoResize": True,
        "nodes": {
            "shape": "dot", "size": 14, "borderWidth": 1,
            "font": {"size": 14, "face": "sans-serif", "multi": "html", "strokeWidth": 3,
                     "strokeColor": "#ffffff"},
        },
        "edges": {
            "arrows": {"to": {"enabled": directed, "scaleFactor": 0.6}},
            "color": {"color": "#9ca3af", "highlight": "#374151", "hover": "#374151"},
            "font": {"size": 11, "align": "middle", "multi": "html", "color": "#4b5563",
                     "strokeWidth": 3, "strokeColor": "#ffffff"},
            "smooth": {"enabled": True, "type": "dynamic"},
            "width": 1.2,
        },
        "interaction": {"hover": True, "tooltipDelay": 120, "navigationButtons": False,
                        "keyboard": False, "multiselect": False},
        "physics": {
            "enabled": True,
            "solver": "barnesHut",
            "barnesHut": {"gravitationalConstant": -6000, "springLength": 140,
                          "springConstant": 0.04, "damping": 0.3, "avoidOverlap": 0.3},
            "stabilization": {"enabled": True, "iterations": iterations, "fit": True},
            "minVelocity": 1.0,
        },
        "layout": {"improvedLayout": node_count <= 100, "randomSeed": 7},
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
def _template():
    env = Environment(
        loader=FileSystemLoader([str(_TEMPLATE_DIR), str(_PYVIS_TEMPLATE_DIR)]),
        autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=True),
    )
    return env.get_template("vis_network.html")


def network_html(view: GraphView, *, height_px: int = DEFAULT_HEIGHT_PX, directed: bool = True,
                 status: str = "") -> str:
    """The self-contained HTML page of the graph."""
    net = Network(height=f"{height_px}px", width="100%", directed=directed, cdn_resources="in_line")
    for node in view.nodes:
        color = view.colors.get(node.group, PALETTE[0])
        net.add_node(
            node.id,
            label=escape_label(node.label),
            title=tooltip_html(node.label, (("type", node.group_label or node.group), *node.tooltip)),
            color={"background": color, "border": "#111827" if node.emphasis else color,
                   "highlight": {"background": color, "border": "#111827"},
                   "hover": {"background": color, "border": "#111827"}},
            size=22 if node.emphasis else 14,
            borderWidth=3 if node.emphasis else 1,
        )
    for edge in view.edges:
        net.add_edge(
            edge.source, edge.target,
            label=escape_label(edge.label, max_chars=24),
            title=tooltip_html(edge.label, (("relation type", edge.relation_type_id), *edge.tooltip)),
        )
    nodes, edges, *_ = net.get_network_data()
    return _template().render(
        vis_js=_VIS_JS, vis_css=_VIS_CSS, nodes=script_json(nodes), edges=script_json(edges),
        options=script_json(_options(len(nodes), directed)), legend=view.legend,
        node_count=len(nodes), edge_count=len(edges), height_px=int(height_px),
        background="#ffffff", status=status,
    )


def frame_height(height_px: int = DEFAULT_HEIGHT_PX) -> int:
    """Height of the iframe that shows a graph of `height_px` (legend and status line included)."""
    return int(height_px) + 72


def show_graph(view: GraphView, *, height_px: int = DEFAULT_HEIGHT_PX, directed: bool = True,
               status: str = "", alt: str = "graph") -> str:
    """Render the graph in the page with Streamlit's iframe element; returns the HTML shown."""
    import streamlit as st

    page = network_html(view, height_px=height_px, directed=directed, status=status)
    st.iframe(page, height=frame_height(height_px), alt=alt)
    return page
