"""Server-side time of an explorer rerun on the demo network (target: p95 ≤ 150 ms).

    .venv/bin/python bench/ui_rerun_bench.py            # 30 reruns per scenario
    .venv/bin/python bench/ui_rerun_bench.py --runs 100

Each scenario first gets a page into a realistic state (a search done, a keyword round drawn, a
comparison run), then drives reruns with Streamlit's AppTest, which executes the app script exactly
as the server does for a browser session (widgets, session state, caches) minus the websocket.
"script" is the rerun's server-side time as app.py measures it (first line to last, page included);
"CPU" is the CPU time of the script's thread in that rerun (on a busy shared machine the wall time
mostly measures the other processes; CPU time does not);
"AppTest" is the wall time of `AppTest.run()`, which adds the test harness's polling. Two
kinds of rerun are timed: a plain rerun (any click that changes nothing retrieval needs) and an
interaction that changes what is drawn (the neighbour cap, the relation filter). Retrieval calls
themselves (a new search, a keyword round) are timed by the core benches, not here.

The demo network is built on first use in $KNX_HOME (as `make run` does). Results are printed and
written as JSON to bench/results/.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from streamlit.testing.v1 import AppTest  # noqa: E402

from core.backends import DEMO_NETWORK_ID  # noqa: E402
from core.home import knx_home, networks_dir  # noqa: E402
from core.importers import ensure_medical  # noqa: E402
from core.timing import percentile  # noqa: E402
from ui.config_view import SECTION_KEY, SECTIONS, section_fields  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app.py"
RESULTS_DIR = Path(__file__).resolve().parent / "results"
QUESTION = "上气道梗阻有哪些症状"
TARGET_MS = 150.0
EVAL_QUESTIONS = 5  # a small run: the rerun, not the evaluation, is timed
KG_RELATION = "government.politician.government_positions_held"  # a CVT relation of the sample KG


def app_on(page: str) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=120)
    at.query_params.update({"kn": DEMO_NETWORK_ID, "q": QUESTION})
    at.run()
    at.switch_page(page).run()
    if at.exception:
        raise RuntimeError(f"{page}: {[e.value for e in at.exception]}")
    return at


Timing = tuple[list[float], list[float], list[float]]  # (script ms, script CPU ms, AppTest wall ms)


def timed(at: AppTest, runs: int, step: Callable[[int], None]) -> Timing:
    step(-1)  # warm-up, not counted
    script, cpu, wall = [], [], []
    for i in range(runs):
        started = time.perf_counter()
        step(i)
        wall.append((time.perf_counter() - started) * 1000)
        script.append(at.session_state["knx.last_run_ms"])
        cpu.append(at.session_state["knx.last_run_cpu_ms"])
        if at.exception:
            raise RuntimeError([e.value for e in at.exception])
    return script, cpu, wall


def scenarios(runs: int, pages: set[str] | None = None) -> dict[str, Timing]:
    """Timings per scenario; `pages` (e.g. {"evaluate", "kg"}) limits them to those pages."""
    results: dict[str, Timing] = {}

    if not pages or "search" in pages:
        at = app_on("app_pages/search.py")
        assert at.session_state["knx.search"] is not None
        results["search: rerun with a result shown"] = timed(at, runs, lambda i: at.run())

    if not pages or "keyword" in pages:
        at = app_on("app_pages/keyword_context.py")
        keyword = at.multiselect(key="w.kw.keywords").value[0]
        at.button(key=f"w.kw.run.{keyword}").click().run()
        assert at.get("component_instance"), "no graph after the keyword round"
        results["keyword: rerun with a round and its graph"] = timed(at, runs, lambda i: at.run())
        caps = [150, 10]
        results["keyword: change the neighbour cap (graph redrawn)"] = timed(
            at, runs, lambda i: at.number_input(key="w.kw.cap").set_value(caps[i % 2]).run())
        all_rounds = [False, True]
        results["keyword: one round / all rounds in the graph"] = timed(
            at, runs, lambda i: at.toggle(key="w.kw.all_rounds").set_value(all_rounds[i % 2]).run())

    if not pages or "tune" in pages:
        at = app_on("app_pages/tune_compare.py")
        open_section(at, "Instances")
        at.number_input(key="w.cfg.b.semantic_instance_retrieval.min_direct_relevance").set_value(0.5).run()
        at.button(key="w.compare_run").click().run()
        open_section(at, "Schema recall")
        assert at.session_state["knx.comparison"] is not None
        values = [8, 10]
        results["tune: edit a config field (comparison shown)"] = timed(
            at, runs, lambda i: at.number_input(key="w.cfg.a.concept_retrieval.top_k").set_value(values[i % 2]).run())
        largest = max(SECTIONS, key=lambda section: len(section_fields(section)))
        open_section(at, largest)
        results[f"tune: rerun on the largest config section ({largest})"] = timed(at, runs, lambda i: at.run())

    if not pages or "networks" in pages:
        at = app_on("app_pages/networks.py")
        results["networks: rerun with the schema graph"] = timed(at, runs, lambda i: at.run())

    if not pages or "evaluate" in pages:
        at = app_on("app_pages/evaluate.py")
        at.number_input(key="w.eval.limit").set_value(EVAL_QUESTIONS).run()
        at.button(key="w.eval.run").click().run()
        assert not at.exception and at.dataframe, "no evaluation shown"
        results["evaluate: rerun with a run's report shown"] = timed(at, runs, lambda i: at.run())

    if not pages or "kg" in pages:
        at = app_on("app_pages/kg_explorer.py")
        if not _has(at, "w.kg.id"):  # import the sample KG once
            at.button(key="w.kg.sample").click().run()
        at.button(key="w.kg.get_relations").click().run()
        at.multiselect(key="w.kg.relations").set_value([KG_RELATION]).run()
        at.button(key="w.kg.get_triples").click().run()
        assert at.get("component_instance"), "no triples graph"
        results["kg explorer: rerun with two calls and the triples graph"] = timed(at, runs, lambda i: at.run())

    if not pages or "agent" in pages:
        from core.corpus.importer import ensure_demo_corpus
        from core.corpus.store import close_stores

        ensure_demo_corpus()
        close_stores()
        at = app_on("app_pages/agent_tools.py")
        at.selectbox(key="agent.tool").set_value("graph_search").run()
        at.text_input(key="agent.arg.graph_search.entity").input("黛玉")
        at.number_input(key="agent.arg.graph_search.depth").set_value(1)
        next(b for b in at.button if b.label == "Call").click().run()
        assert at.get("component_instance"), "no neighbourhood graph"
        results["agent tools: rerun with a graph_search neighbourhood"] = timed(at, runs, lambda i: at.run())

    return results


def open_section(at: AppTest, section: str) -> None:
    """Open a section (tab) of Tune & compare's config pair, as a click on its tab does."""
    at.session_state[SECTION_KEY] = section
    at.run()


def _has(at: AppTest, key: str) -> bool:
    return any(getattr(e, "key", None) == key for e in at.get("selectbox"))


def main() -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=whole_number(1), default=30)
    parser.add_argument("--pages", default="", help="comma-separated: search, keyword, tune, networks, evaluate, "
                                                     "kg, agent (default: all)")
    args = parser.parse_args()
    started = time.perf_counter()
    ensure_medical(networks_dir(), progress=lambda msg, frac: print(f"[{frac:4.0%}] {msg}", file=sys.stderr))
    print(f"demo network ready in {time.perf_counter() - started:.1f} s (KNX_HOME={knx_home()})", file=sys.stderr)
    results = scenarios(args.runs, {p.strip() for p in args.pages.split(",") if p.strip()} or None)
    rows = []
    print(f"\n{'scenario':52} {'script median':>13} {'p95':>7} {'max':>7} {'CPU median':>10} {'p95':>7} "
          f"{'AppTest median':>15} {'p95':>7}")
    for name, (script, cpu, wall) in results.items():
        row = {"scenario": name, "runs": len(script),
               "median_ms": round(statistics.median(script), 1), "p95_ms": round(percentile(script, 95), 1),
               "max_ms": round(max(script), 1),
               "cpu_median_ms": round(statistics.median(cpu), 1), "cpu_p95_ms": round(percentile(cpu, 95), 1),
               "apptest_median_ms": round(statistics.median(wall), 1),
               "apptest_p95_ms": round(percentile(wall, 95), 1)}
        rows.append(row)
        flag = "" if row["p95_ms"] <= TARGET_MS else "  over target"
        print(f"{name:52} {row['median_ms']:>13} {row['p95_ms']:>7} {row['max_ms']:>7} "
              f"{row['cpu_median_ms']:>10} {row['cpu_p95_ms']:>7} "
              f"{row['apptest_median_ms']:>15} {row['apptest_p95_ms']:>7}{flag}")
    RESULTS_DIR.mkdir(exist_ok=True)
    out = RESULTS_DIR / "ui_rerun_bench.json"
    out.write_text(json.dumps({"target_ms": TARGET_MS, "machine": platform.platform(),
                               "python": platform.python_version(), "results": rows}, indent=2))
    print(f"\nwritten to {out}", file=sys.stderr)
    return 0 if all(r["p95_ms"] <= TARGET_MS for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
