"""The explorer in a real browser: `streamlit run app.py` on localhost, driven through Debian's
Chromium with Playwright, on the demo network.

Screenshots go to test-artifacts/ui/. Without /usr/bin/chromium these tests skip with how to
install it, except under CI=true, where they fail: CI must run them.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ui_server import CHROMIUM, CHROMIUM_ARGS, INSTALL_HINT, ROOT, streamlit_server

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ARTIFACTS = ROOT / "test-artifacts" / "ui"
QUESTION = "上气道梗阻有哪些症状"
LOAD_TIMEOUT_MS = 90_000


@pytest.fixture(scope="module")
def chromium() -> Path:
    if not CHROMIUM.exists():
        message = f"{CHROMIUM} is missing; {INSTALL_HINT}"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(message)
        pytest.skip(message)
    return CHROMIUM


@pytest.fixture(scope="module")
def server(medical_backend, chromium, tmp_path_factory):
    home = tmp_path_factory.mktemp("browser-home")
    (home / "networks").symlink_to(Path(medical_backend.directory), target_is_directory=True)
    with streamlit_server(home, ARTIFACTS / "server.log") as url:
        yield url


@pytest.fixture
def page(server, chromium):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": 1440, "height": 1800}, locale="zh-CN")
            tab = context.new_page()
            tab.set_default_timeout(LOAD_TIMEOUT_MS)
            yield tab
        finally:
            browser.close()


def graph_frame(tab):
    """The frame of the (first) vis graph once it has drawn."""
    tab.locator("iframe[title='neighbour graph']").first.wait_for(state="visible")
    handle = tab.locator("iframe[title='neighbour graph']").first.element_handle()
    frame = handle.content_frame()
    frame.wait_for_selector("body[data-drawn='true']")
    frame.wait_for_selector("body[data-stabilized='true']")
    return handle, frame


def canvas_report(frame) -> dict:
    """Size of the canvas and how many sampled pixels are not background."""
    return frame.evaluate(
        """() => {
            const canvas = document.querySelector('#knx-graph canvas');
            if (!canvas) return {found: false};
            const ctx = canvas.getContext('2d');
            const {width, height} = canvas;
            const data = ctx.getImageData(0, 0, width, height).data;
            let inked = 0, sampled = 0;
            for (let y = 0; y < height; y += 4) {
                for (let x = 0; x < width; x += 4) {
                    const i = (y * width + x) * 4;
                    sampled++;
                    const alpha = data[i + 3];
                    const white = data[i] > 245 && data[i + 1] > 245 && data[i + 2] > 245;
                    if (alpha > 0 && !white) inked++;
                }
            }
            return {found: true, width, height, inked, sampled,
                    nodes: window.knxNetwork ? window.knxNetwork.body.data.nodes.length : 0};
        }"""
    )


def test_search_then_keyword_draws_the_graph(page, server):
    tab = page
    tab.goto(f"{server}/search?q={QUESTION}")
    tab.get_by_role("tab", name="Relation types").wait_for()
    tab.get_by_text("has_symptom").first.wait_for()
    time.sleep(1.0)  # let the charts finish their transition
    tab.screenshot(path=str(ARTIFACTS / "01-search.png"))
    tab.get_by_role("tab", name="Nodes").click()
    tab.locator("[data-testid='stVegaLiteChart']").last.wait_for()
    time.sleep(1.0)
    tab.screenshot(path=str(ARTIFACTS / "02-search-nodes.png"))

    # keyword context: same question (from the URL), first suggested keyword, its object type
    tab.get_by_role("link", name="Keyword context").click()
    tab.get_by_text("Recalled schema").wait_for()
    run = tab.get_by_role("button", name="Run", exact=True).first
    run.click()
    handle, frame = graph_frame(tab)
    report = canvas_report(frame)
    assert report["found"], "no canvas in the graph frame"
    assert report["width"] > 300 and report["height"] > 300, report
    assert report["nodes"] >= 10, report  # 上气道梗阻 and its neighbours on the demo network
    assert report["inked"] > 0.01 * report["sampled"], f"the canvas looks blank: {report}"
    legend = frame.inner_text("#knx-legend")
    assert "疾病" in legend and "症状" in legend
    handle.scroll_into_view_if_needed()
    time.sleep(0.5)
    handle.screenshot(path=str(ARTIFACTS / "03-keyword-graph.png"))
    tab.screenshot(path=str(ARTIFACTS / "04-keyword-page.png"))

    # hovering a node shows its escaped tooltip
    box = frame.evaluate(
        """() => { const n = window.knxNetwork; const id = n.body.data.nodes.getIds()[0];
                   const p = n.canvasToDOM(n.getPositions([id])[id]); return p; }"""
    )
    frame.locator("#knx-graph canvas").hover(position={"x": box["x"], "y": box["y"]})
    frame.wait_for_selector(".vis-tooltip", state="visible", timeout=5000)
    assert "上气道梗阻" in frame.inner_text(".vis-tooltip")
    handle.screenshot(path=str(ARTIFACTS / "05-keyword-tooltip.png"))

    # expand a neighbour: its one hop joins the graph; the keywords picked earlier stay
    tab.get_by_role("combobox", name="Expand a neighbour (adds its one hop)").click()
    tab.get_by_role("option").filter(has_text="呼吸困难").first.click()
    tab.get_by_role("button", name="Expand", exact=True).click()
    tab.get_by_text("Expanded:").wait_for()
    expanded = report
    deadline = time.monotonic() + 30
    while expanded["nodes"] <= report["nodes"] and time.monotonic() < deadline:
        time.sleep(0.5)  # the frame reloads with the new graph; read it again until it has
        try:
            handle, frame = graph_frame(tab)
            expanded = canvas_report(frame)
        except Exception:  # the frame was replaced while we read it
            continue
    assert expanded["nodes"] > report["nodes"], (report, expanded)
    assert expanded["inked"] > 0.01 * expanded["sampled"], expanded
    assert "上气道梗阻" in tab.locator("[data-testid='stMultiSelect']").first.inner_text()
    handle.scroll_into_view_if_needed()
    time.sleep(0.5)
    handle.screenshot(path=str(ARTIFACTS / "06-keyword-expanded.png"))


def test_networks_page_draws_the_schema_graph(page, server):
    tab = page
    tab.goto(f"{server}/networks")
    handle = tab.locator("iframe[title='schema graph of medical']")
    handle.wait_for(state="visible")
    frame = handle.element_handle().content_frame()
    frame.wait_for_selector("body[data-stabilized='true']")
    report = canvas_report(frame)
    assert report["found"] and report["nodes"] == 17, report
    assert report["inked"] > 0.01 * report["sampled"], report
    handle.scroll_into_view_if_needed()
    time.sleep(0.5)
    handle.screenshot(path=str(ARTIFACTS / "07-schema-graph.png"))


def test_evaluate_uploads_a_set_runs_and_charts(page, server, tmp_path):
    # five questions of the shipped dev set, uploaded as the user's own file
    lines = (ROOT / "bench" / "sets" / "medical_dev.jsonl").read_text(encoding="utf-8").splitlines()
    upload = tmp_path / "my-questions.jsonl"
    upload.write_text("\n".join(lines[20:25]) + "\n", encoding="utf-8")
    tab = page
    tab.goto(f"{server}/evaluate")
    tab.get_by_text("Question set").first.wait_for()
    tab.locator("[data-testid='stSelectbox']").filter(has_text="Question set").click()
    tab.get_by_role("option").filter(has_text="upload a .jsonl file").click()
    # the set's own uploader appears once the choice has rerun the page (the config uploader is there already)
    uploader = tab.locator("[data-testid='stFileUploader']").filter(has_text="JSONL")
    uploader.wait_for()
    uploader.locator("input[type='file']").set_input_files(str(upload))
    tab.get_by_text("5 of 5 questions").wait_for()
    tab.get_by_role("button", name="Run evaluation").click()
    tab.get_by_text("my-questions.jsonl").last.wait_for()
    tab.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    tab.get_by_text("Failures").first.wait_for()
    tab.get_by_text("kn_search p50").first.wait_for()
    time.sleep(1.0)  # let the chart finish its transition
    tab.screenshot(path=str(ARTIFACTS / "08-evaluate.png"), full_page=True)
