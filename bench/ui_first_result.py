"""How long a fresh browser waits for the first search result (target: within ~0.5 s of the floor).

    .venv/bin/python bench/ui_first_result.py             # 7 fresh browser contexts per page
    .venv/bin/python bench/ui_first_result.py --runs 15

Starts `streamlit run app.py` on a free local port (tests/ui_server.py) over $KNX_HOME (the demo
network is built there first, as `make run` does) and drives Debian's Chromium with Playwright.
Each run is a new browser context (no cache, no cookies, a new Streamlit session) at 1440×900
opening one of two links, alternately:

- "search": the Search page with a question in the link (`/search?kn=medical&q=…`), which runs
  kn_search on load;
- "floor": the Search page without a question, which runs no search: what Streamlit's own
  start-up costs (HTML, JS bundle, websocket, the first script run), the floor a result can reach.

Times are milliseconds from the start of the navigation (the page's `performance.now()`), taken
by a script in the page that checks on every animation frame when each milestone first becomes
visible:

- first_result: the first element that shows recalled items (the result overview's list, or a
  chart or table with data, whichever shows first);
- summary: the counts (metrics) above the results;
- chart / table: the first Vega chart drawn / the first data grid drawn;
- settled: the script is done and nothing on screen is a skeleton any more.

The first load after the server starts is reported apart ("cold"): it includes importing the
page modules. Also counted per load: messages the browser sent on the websocket (each rerun the
page asks for is one) and the JS chunks it fetched. Results are printed and written as JSON to
bench/results/ui_first_result.json.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
import urllib.parse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if __package__ in (None, ""):  # run as a script: make the project and the test helpers importable
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "tests"))

from core.backends import DEMO_NETWORK_ID  # noqa: E402
from core.home import knx_home, networks_dir  # noqa: E402
from core.importers import ensure_medical  # noqa: E402
from ui_server import CHROMIUM, CHROMIUM_ARGS, INSTALL_HINT, streamlit_server  # noqa: E402

RESULTS_DIR = Path(__file__).resolve().parent / "results"
QUESTION = "上气道梗阻有哪些症状"
VIEWPORT = {"width": 1440, "height": 900}
TARGET_GAP_MS = 500.0
TIMEOUT_S = 60.0

# Milestone -> CSS selector; the page script records when one of its matches is first visible.
MILESTONES = {
    "overview": ".st-key-search-overview li, .st-key-search-overview p",
    "summary": ".st-key-search-summary p, [data-testid='stMetric']",
    "chart": "[data-testid='stVegaLiteChart'] canvas, [data-testid='stVegaLiteChart'] svg",
    "table": "[data-testid='stDataFrame'] canvas",
    "floor": ".st-key-search-empty [data-testid='stAlertContentInfo']",
}
RESULT_MILESTONES = ("overview", "chart", "table")

# Installed in every page before any of its scripts: polls on each animation frame (and on a timer,
# in case frames are throttled) and keeps the first time each milestone is visible.
PAGE_SCRIPT = """
(() => {
  const milestones = %s;
  const marks = {};
  window.__knxMarks = marks;
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (!el.checkVisibility || el.checkVisibility());
  };
  const check = () => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(milestones)) {
      if (marks[name] === undefined && [...document.querySelectorAll(selector)].some(visible)) marks[name] = now;
    }
    const app = document.querySelector("[data-testid='stApp']");
    const idle = app && app.getAttribute("data-test-script-state") === "notRunning"
      && !document.querySelector("[data-testid='stSkeleton'], [data-testid='stSkeletonElement']");
    if (idle && (marks.overview !== undefined || marks.summary !== undefined || marks.floor !== undefined)) {
      if (marks.settled === undefined) marks.settled = now;
    } else {
      delete marks.settled;  // not settled yet after all: a later run started
    }
  };
  const loop = () => { check(); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
  setInterval(check, 20);
})();
"""


def page_url(base: str, kind: str) -> str:
    params = {"kn": DEMO_NETWORK_ID}
    if kind == "search":
        params["q"] = QUESTION
    return f"{base}/search?{urllib.parse.urlencode(params)}"


def one_load(browser, url: str, kind: str) -> dict[str, Any]:
    """Open `url` in a fresh context and return the milestone times of that load."""
    context = browser.new_context(viewport=VIEWPORT, locale="zh-CN")
    try:
        page = context.new_page()
        page.add_init_script(PAGE_SCRIPT % json.dumps(MILESTONES))
        sent = []
        page.on("websocket", lambda ws: ws.on("framesent", lambda payload: sent.append(len(payload))))
        page.goto(url, wait_until="commit")
        wanted = "overview" if kind == "search" else "floor"
        deadline = time.monotonic() + TIMEOUT_S
        marks: dict[str, float] = {}
        while time.monotonic() < deadline:
            marks = page.evaluate("() => ({...window.__knxMarks})") or {}
            done = "settled" in marks and (kind == "floor" or any(m in marks for m in RESULT_MILESTONES))
            if done and (kind == "floor" or wanted in marks or "chart" in marks):
                # a last look a moment later: a rerun on load would clear "settled" again
                page.wait_for_timeout(400)
                marks = page.evaluate("() => ({...window.__knxMarks})") or {}
                if "settled" in marks:
                    break
            page.wait_for_timeout(50)
        else:
            raise RuntimeError(f"{kind}: milestones not reached within {TIMEOUT_S:.0f} s: {marks}")
        chunks = page.evaluate(
            "() => performance.getEntriesByType('resource').map(e => e.name)"
            ".filter(n => n.endsWith('.js')).map(n => n.split('/').pop())")
        results = [marks[m] for m in RESULT_MILESTONES if m in marks]
        row = {name: round(value, 1) for name, value in marks.items()}
        if kind == "search":
            row["first_result"] = round(min(results), 1)
        row["ws_messages_sent"] = len(sent)
        row["js_chunks"] = sorted(chunks)
        return row
    finally:
        context.close()


def median(rows: list[dict[str, Any]], key: str) -> float | None:
    values = [r[key] for r in rows if key in r]
    return round(statistics.median(values), 1) if values else None


def main() -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=whole_number(1), default=7, help="fresh browser contexts per page (default 7)")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "ui_first_result.json")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing; {INSTALL_HINT}", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    ensure_medical(networks_dir(), progress=lambda msg, frac: print(f"[{frac:4.0%}] {msg}", file=sys.stderr))
    rows: dict[str, list[dict[str, Any]]] = {"search": [], "floor": []}
    with streamlit_server(knx_home(), RESULTS_DIR / "ui_first_result.server.log") as base, \
            sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            cold = one_load(browser, page_url(base, "search"), "search")
            for i in range(args.runs):
                # alternate the order so neither page always follows the other
                for kind in (("search", "floor") if i % 2 == 0 else ("floor", "search")):
                    rows[kind].append(one_load(browser, page_url(base, kind), kind))
        finally:
            browser.close()

    search, floor = rows["search"], rows["floor"]
    summary = {
        "first_result_median_ms": median(search, "first_result"),
        "floor_median_ms": median(floor, "floor"),
        "search_settled_median_ms": median(search, "settled"),
        "floor_settled_median_ms": median(floor, "settled"),
        "summary_median_ms": median(search, "summary"),
        "chart_median_ms": median(search, "chart"),
        "table_median_ms": median(search, "table"),
        "cold_first_result_ms": cold.get("first_result"),
        "search_ws_messages_median": median(search, "ws_messages_sent"),
        "floor_ws_messages_median": median(floor, "ws_messages_sent"),
    }
    gap = summary["first_result_median_ms"] - summary["floor_median_ms"]
    summary["gap_ms"] = round(gap, 1)
    print(f"\n{args.runs} fresh contexts per page, Chromium {VIEWPORT['width']}×{VIEWPORT['height']}, "
          f"question {QUESTION!r} on {DEMO_NETWORK_ID!r}")
    for key, value in summary.items():
        print(f"  {key:32} {value}")
    verdict = "within" if gap <= TARGET_GAP_MS else "over"
    print(f"  first result is {gap:.0f} ms after the floor: {verdict} the {TARGET_GAP_MS:.0f} ms target")
    print(f"  JS chunks fetched by the search page: {', '.join(search[-1]['js_chunks'])}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({
        "runs": args.runs, "question": QUESTION, "viewport": VIEWPORT, "target_gap_ms": TARGET_GAP_MS,
        "machine": platform.platform(), "python": platform.python_version(), "summary": summary,
        "cold": cold, "search": search, "floor": floor,
    }, indent=2, ensure_ascii=False))
    print(f"\nwritten to {args.out}", file=sys.stderr)
    return 0 if gap <= TARGET_GAP_MS else 1


if __name__ == "__main__":
    sys.exit(main())
