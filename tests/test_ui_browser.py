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
from playwright.sync_api import expect

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


GRAPH_IFRAME = "iframe[title*='knx_graph']"


def graph_frame(tab, index: int = 0):
    """The frame of a graph widget once it has drawn and settled."""
    locator = tab.locator(GRAPH_IFRAME).nth(index)
    locator.wait_for(state="visible")
    handle = locator.element_handle()
    frame = handle.content_frame()
    frame.wait_for_selector("body[data-drawn='true']")
    frame.wait_for_selector("body[data-stabilized='true']")
    return handle, frame


def no_errors(tab) -> None:
    """No exception, no error message, no failed element anywhere on the page."""
    assert tab.locator("[data-testid='stException']").count() == 0
    errors = tab.locator("[data-testid='stAlertContentError']")
    assert errors.count() == 0, errors.all_inner_texts()


def label_overlaps(frame) -> list:
    """Pairs of nodes whose dot-and-label boxes overlap, as drawn."""
    return frame.evaluate(
        """() => { const n = window.knxNetwork; const ids = n.body.data.nodes.getIds()
                     .filter(id => !n.body.data.nodes.get(id).hidden);
            const boxes = ids.map(id => [id, n.getBoundingBox(id)]); const out = [];
            for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
                const a = boxes[i][1], b = boxes[j][1];
                if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
                    out.push([boxes[i][0], boxes[j][0]]); }
            return out; }"""
    )


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
    legend = frame.inner_text("#knx-legend-nodes")
    assert "疾病" in legend and "症状" in legend
    assert frame.locator("#knx-legend-edges button").count() >= 2  # edges coloured by relation type
    assert frame.get_attribute("body", "data-layout") == "radial"
    assert not label_overlaps(frame), "labels overlap at the default zoom"
    assert frame.evaluate("() => window.knxNetwork.getScale()") >= 0.6  # 15 px labels stay >= 9 px
    handle.scroll_into_view_if_needed()
    time.sleep(0.5)
    handle.screenshot(path=str(ARTIFACTS / "03-keyword-graph.png"))
    tab.screenshot(path=str(ARTIFACTS / "04-keyword-page.png"))
    no_errors(tab)

    # hovering a node shows its tooltip
    point = frame.evaluate(
        """() => { const n = window.knxNetwork; const id = n.body.data.nodes.getIds()[0];
                   return n.canvasToDOM(n.getPositions([id])[id]); }"""
    )
    canvas = frame.locator("#knx-graph canvas")
    canvas.hover(position={"x": point["x"], "y": point["y"]})
    frame.wait_for_selector(".vis-tooltip", state="visible", timeout=5000)
    assert "上气道梗阻" in frame.inner_text(".vis-tooltip")

    # click a neighbour: the panel shows its properties; expand it by a relation type from the graph
    target = frame.evaluate(
        """() => { const n = window.knxNetwork; const d = n.body.data.nodes;
                   const pick = d.get().find(x => x.name === '呼吸困难') || d.get().find(x => !x.emphasis);
                   const p = n.canvasToDOM(n.getPositions([pick.id])[pick.id]);
                   return {id: pick.id, x: p.x, y: p.y}; }"""
    )
    canvas.click(position={"x": target["x"], "y": target["y"]})
    panel = frame.locator("#knx-panel")
    panel.wait_for(state="visible")
    assert "id" in panel.inner_text()
    handle.screenshot(path=str(ARTIFACTS / "05-keyword-panel.png"))
    before = report["nodes"]
    panel.locator("select").select_option(index=1)  # the first relation type of its object type
    panel.get_by_role("button", name="Expand").click()
    deadline = time.monotonic() + 60
    state = {"nodes": before, "new": 0}
    while time.monotonic() < deadline and not state["new"]:
        time.sleep(0.5)
        state = frame.evaluate(
            """() => { const d = window.knxNetwork.body.data.nodes.get();
                       return {nodes: d.length, new: d.filter(x => x.shadow && x.shadow.enabled).length}; }""")
    assert state["nodes"] > before and state["new"] > 0, state  # new nodes, highlighted
    frame.wait_for_selector("body[data-stabilized='true']")
    tab.get_by_text("Expanded:").wait_for()
    assert "exp" in tab.url
    handle.scroll_into_view_if_needed()
    time.sleep(0.5)
    handle.screenshot(path=str(ARTIFACTS / "06-keyword-expanded.png"))

    # a legend entry hides its relation type; the link remembers it
    first = frame.locator("#knx-legend-edges button").first
    shown = frame.evaluate("() => window.knxNetwork.body.data.edges.get().filter(e => !e.hidden).length")
    first.click()
    assert "off" in (first.get_attribute("class") or "")
    assert frame.evaluate("() => window.knxNetwork.body.data.edges.get().filter(e => !e.hidden).length") < shown
    tab.wait_for_function("() => window.location.search.includes('gv=')")
    # a node hidden from its panel leaves the graph, and the link remembers it too
    target = frame.evaluate(
        """() => { const n = window.knxNetwork; const d = n.body.data.nodes;
                   const pick = d.get().find(x => !x.emphasis && !x.hidden);
                   const p = n.canvasToDOM(n.getPositions([pick.id])[pick.id]);
                   return {id: pick.id, x: p.x, y: p.y}; }"""
    )
    canvas.click(position={"x": target["x"], "y": target["y"]})
    panel.get_by_role("button", name="Hide this node").click()
    assert frame.evaluate(f"() => window.knxNetwork.body.data.nodes.get({target['id']!r}).hidden")
    tab.wait_for_function("() => decodeURIComponent(window.location.search).includes('hidden_nodes')")
    # layouts switch in place
    frame.select_option("#knx-layout", "hierarchical")
    frame.wait_for_selector("body[data-layout='hierarchical']")
    frame.select_option("#knx-layout", "force")
    frame.wait_for_selector("body[data-layout='force'][data-stabilized='true']")
    assert canvas_report(frame)["inked"] > 0
    no_errors(tab)


def test_networks_page_draws_the_schema_graph(page, server):
    tab = page
    tab.goto(f"{server}/networks")
    handle, frame = graph_frame(tab)
    report = canvas_report(frame)
    assert report["found"] and report["nodes"] == 17, report
    assert report["inked"] > 0.01 * report["sampled"], report
    # the schema fills its canvas instead of sitting as a small cluster in it
    extent = frame.evaluate(
        """() => { const n = window.knxNetwork; const ids = n.body.data.nodes.getIds();
                   const ps = Object.values(n.getPositions(ids)).map(p => n.canvasToDOM(p));
                   const xs = ps.map(p => p.x), ys = ps.map(p => p.y);
                   const c = document.querySelector('#knx-graph');
                   return {w: (Math.max(...xs) - Math.min(...xs)) / c.clientWidth,
                           h: (Math.max(...ys) - Math.min(...ys)) / c.clientHeight}; }""")
    assert max(extent["w"], extent["h"]) > 0.5, extent
    assert "(1)" not in frame.inner_text("#knx-legend-nodes")
    no_errors(tab)
    handle.scroll_into_view_if_needed()
    time.sleep(0.5)
    handle.screenshot(path=str(ARTIFACTS / "07-schema-graph.png"))
    # node hygiene: fragments per object type, from the report the demo's import stored
    tab.get_by_role("tab", name="Node hygiene").click()
    tab.get_by_text("instance names look like pieces of the source's sentences").wait_for()
    assert "recorded at import" in tab.get_by_text("instance names look like pieces").inner_text()
    table = tab.locator("[data-testid='stDataFrame']").filter(has_text="fragments").last
    table.wait_for()
    no_errors(tab)
    table.screenshot(path=str(ARTIFACTS / "07b-node-hygiene.png"))


def test_evaluate_uploads_a_set_runs_and_charts(page, server, tmp_path):
    # five questions of the shipped dev set, uploaded as the user's own file
    lines = (ROOT / "bench" / "sets" / "medical_dev.jsonl").read_text(encoding="utf-8").splitlines()
    upload = tmp_path / "my-questions.jsonl"
    upload.write_text("\n".join(lines[20:25]) + "\n", encoding="utf-8")
    tab = page
    tab.goto(f"{server}/evaluate")
    tab.get_by_text("Question set").first.wait_for()
    tab.locator("[data-testid='stSelectbox']").filter(has_text="Question set").click()
    # typed, as a user with a long list would: the dropdown draws only the options in view (the upload
    # choice heads the list, but typing finds it wherever it stands)
    tab.keyboard.type("upload a")
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
def ink(frame) -> float:
    report = canvas_report(frame)
    assert report["found"], "no canvas in the graph frame"
    return report["inked"] / max(1, report["sampled"])


def test_demo_tour_one_click_per_step(page, server):
    """The Home page's demo: five steps, each one click, each page drawn without an error."""
    tab = page
    tab.goto(server)  # Home is the default page, at the root
    tab.get_by_role("button", name="Start the demo tour").click()
    banner = tab.locator(".st-key-tour-banner")

    banner.get_by_text("Demo 1/5").wait_for()
    tab.get_by_text("has_symptom").first.wait_for()
    tab.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    time.sleep(1.0)  # charts finish their transition
    no_errors(tab)
    tab.screenshot(path=str(ARTIFACTS / "tour-1-question.png"))

    def next_step(title: str, number: int) -> None:
        banner.get_by_role("button", name=f"Next: {title}").click()
        banner.get_by_text(f"Demo {number}/5").wait_for()

    next_step("Schema and scores", 2)
    tab.get_by_role("tab", name="Nodes").click()
    tab.get_by_text("What each filter dropped").wait_for()
    time.sleep(1.0)
    no_errors(tab)
    tab.screenshot(path=str(ARTIFACTS / "tour-2-scores.png"))

    for title, number in (("Keyword context", 3), ("The graph", 4)):
        next_step(title, number)
        handle, frame = graph_frame(tab)
        assert ink(frame) > 0.01, "the neighbour graph is blank"
        no_errors(tab)
        if number == 3:
            tab.screenshot(path=str(ARTIFACTS / "tour-3-keyword.png"))
    assert frame.locator("#knx-legend-nodes button").count() >= 2
    assert frame.locator("#knx-legend-edges button").count() >= 2
    assert not label_overlaps(frame)
    no_errors(tab)
    handle.scroll_into_view_if_needed()
    time.sleep(0.5)
    tab.screenshot(path=str(ARTIFACTS / "tour-4-graph.png"))

    next_step("A config change and its effect", 5)
    tab.get_by_text("Nodes dropped").wait_for()
    time.sleep(1.0)
    no_errors(tab)
    assert "cfgb=" in tab.url  # the changed config B is in the shareable link
    tab.screenshot(path=str(ARTIFACTS / "tour-5-compare.png"))
    banner.get_by_role("button", name="Finish the tour").click()
    banner.wait_for(state="detached")


def test_graph_widget_draws_hostile_names_safely(chromium, tmp_path):
    """Markup and cut-off parentheses in names are drawn as text: nothing runs, nothing blanks the
    graph, and a 40-node star keeps its labels apart at the default zoom."""
    from playwright.sync_api import sync_playwright

    from ui.graph import GraphEdge, GraphNode, build_view, component_args, standalone_html

    hostile = ["<script>window.pwned=1</script>", "血清肌酐 < 176.8 μmol/L (男性, 女性以及其他人群的参考范围和说明)",
               "a < b [x", "trail \\", "a<(b", "x < y )", '<img src=x onerror="window.pwned=2">', "</b>&amp;<i>"]
    nodes = [GraphNode("c", "上气道梗阻", "disease", "疾病", emphasis=True)]
    edges = []
    for i in range(40):
        name = hostile[i] if i < len(hostile) else f"症状{i}号"
        group = ("symptom", "drug", "check")[i % 3]
        nodes.append(GraphNode(f"n{i}", name, group, group, (("name", name),), source=name))
        edges.append(GraphEdge("c", f"n{i}", name, ("has_symptom", "drug", "check")[i % 3]))
    page_file = tmp_path / "graph.html"
    page_file.write_text(standalone_html(component_args(build_view(nodes, edges), layout="radial")), encoding="utf-8")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS)
        try:
            tab = browser.new_page(viewport={"width": 1100, "height": 900})
            problems: list[str] = []
            tab.on("pageerror", lambda exc: problems.append(str(exc)))
            tab.on("dialog", lambda dialog: (problems.append(dialog.message), dialog.dismiss()))
            tab.goto(page_file.as_uri())
            tab.wait_for_selector("body[data-stabilized='true'][data-drawn='true']", timeout=30_000)
            assert tab.evaluate("() => window.knxNetwork.body.data.nodes.length") == 41
            assert ink(tab.main_frame) > 0.01
            assert not label_overlaps(tab.main_frame)
            assert tab.evaluate("() => window.knxNetwork.getScale()") >= 0.6
            # the panel and the finder show the names as text
            point = tab.evaluate("""() => { const n = window.knxNetwork;
                return n.canvasToDOM(n.getPositions(['n1'])['n1']); }""")
            tab.locator("#knx-graph canvas").click(position={"x": point["x"], "y": point["y"]})
            assert hostile[1] in tab.inner_text("#knx-panel h4")
            tab.fill("#knx-find", "<script>")
            tab.dispatch_event("#knx-find", "change")
            assert hostile[0] in tab.inner_text("#knx-panel h4")
            assert tab.locator("script").count() == 4  # vis-network, the standalone flag, the widget, its data
            assert tab.locator("img").count() == 0
            assert tab.evaluate("() => window.pwned") is None and not problems, problems
            tab.screenshot(path=str(ARTIFACTS / "hostile-star.png"))
            # edge labels: none at the default zoom, all once zoomed in
            labelled = "() => window.knxNetwork.body.data.edges.get().filter(e => e.label).length"
            tab.mouse.move(2, 2)  # no edge under the pointer (a hovered edge shows its label)
            # the finder zoomed in on the node it found (labels on); back to the whole graph
            tab.wait_for_function("() => !window.knxNetwork.view.easingTime")  # the find's zoom ended
            tab.evaluate("() => { window.moves = 0; window.knxNetwork.on('animationFinished', () => window.moves++); }")
            tab.click("#knx-fit")
            tab.wait_for_function(f"() => ({labelled})() === 0", timeout=10_000)
            assert tab.evaluate("() => window.knxNetwork.getScale()") < 1.15  # EDGE_LABEL_SCALE
            # leaving the finder fires "change" again: it must not start a second zoom racing the fit
            tab.wait_for_timeout(800)
            assert tab.evaluate("() => window.moves") == 1
            for _ in range(3):
                tab.click("#knx-zoom-in")
            tab.wait_for_function(f"() => ({labelled})() === 40", timeout=10_000)
            tab.click("#knx-fit")
            # export what is shown: CSV with the names as text, and a PNG of the canvas
            with tab.expect_download() as download:
                tab.click("#knx-csv")
            csv_text = Path(download.value.path()).read_text(encoding="utf-8-sig")
            assert csv_text.startswith("kind,id,name,type,from,to,relation type")
            assert '"血清肌酐 < 176.8 μmol/L (男性, 女性以及其他人群的参考范围和说明)"' in csv_text
            assert csv_text.count("\nnode,") == 41 and csv_text.count("\nedge,") == 40
            with tab.expect_download() as download:
                tab.click("#knx-png")
            png = Path(download.value.path()).read_bytes()
            assert png.startswith(b"\x89PNG") and len(png) > 20_000
        finally:
            browser.close()


PAGES = (  # url path → the page's title (its main element)
    ("", "kn-explorer"), ("search", "Search"), ("keyword-context", "Keyword context"),
    ("tune-compare", "Tune & compare"), ("networks", "Networks"), ("kg-explorer", "KG explorer"),
    ("evaluate", "Evaluate"), ("agent-tools", "Agent tools"),
)


def test_every_page_opens_by_url_without_errors(page, server):
    """Each page, opened directly by its URL on the demo network: its title is there, nothing failed."""
    from ui.home import APP_TITLE

    page.set_viewport_size({"width": 1440, "height": 900})
    for path, title in PAGES:
        page.goto(f"{server}/{path}")
        heading = page.get_by_role("heading", name=APP_TITLE if not path else title, exact=True)
        heading.first.wait_for()
        page.wait_for_selector("[data-testid='stStatusWidget']", state="detached")  # the script finished
        page.wait_for_function("!document.querySelector(\"[data-testid='stSkeleton']\")")
        no_errors(page)
        assert page.get_by_text("Page not found").count() == 0, path
        page.screenshot(path=str(ARTIFACTS / f"page-{path or 'home'}.png"))


def test_home_is_also_at_slash_home(page, server):
    """Typing /home opens Home (Streamlit serves the default page at "/" only), with the link's
    parameters; "/" still opens Home."""
    from ui.home import APP_TITLE

    page.set_viewport_size({"width": 1440, "height": 900})
    for path in ("home", "home?kn=medical&q=%E8%82%BA%E7%82%8E", ""):
        page.goto(f"{server}/{path}")
        page.get_by_role("heading", name=APP_TITLE, exact=True).first.wait_for()
        page.get_by_text("How to use it").wait_for()
        page.wait_for_selector("[data-testid='stStatusWidget']", state="detached")
        time.sleep(0.5)  # a "page not found" dialog would open after the run
        assert page.get_by_text("Page not found").count() == 0, path
        no_errors(page)
        current = page.locator("[data-testid='stSidebarNav'] a[aria-current='page']")
        expect(current).to_have_count(1)
        expect(current).to_contain_text("Home")
        if "q=" in path:
            page.wait_for_function("() => new URLSearchParams(window.location.search).get('q') === '肺炎'")


def test_tune_edits_a_and_b_side_by_side(page, server):
    """Both configs on one page: edit B beside A, the field lights up, compare, then copy A → B."""
    page.set_viewport_size({"width": 1440, "height": 1800})
    page.goto(f"{server}/tune-compare?q={QUESTION}")
    page.get_by_text("A and B are the same config.").wait_for()
    # the config pair shows one section at a time: a click on its tab draws that section's inputs
    expect(page.get_by_role("spinbutton", name="min direct relevance (A)", exact=True)).to_have_count(0)
    page.get_by_role("tab", name="Instances").click()
    a_input = page.get_by_role("spinbutton", name="min direct relevance (A)", exact=True)
    b_input = page.get_by_role("spinbutton", name="min direct relevance (B)", exact=True)
    b_input.wait_for()
    page.wait_for_selector("[data-testid='stApp'][data-test-script-state='notRunning']")
    # Streamlit draws a rerun's elements one by one: assertions retry until the page settles
    expect(a_input).to_have_value("0.300")
    expect(b_input).to_have_value("0.300")
    b_input.fill("0.5")
    b_input.press("Enter")
    page.get_by_text("1 field differs").wait_for()
    expect(page.get_by_text("A ≠ B")).to_have_count(1)
    page.wait_for_function("() => new URLSearchParams(window.location.search).has('cfgb')")
    expect(a_input).to_have_value("0.300")
    expect(b_input).to_have_value("0.500")
    page.get_by_role("button", name="Compare A and B").click()
    page.get_by_text("Config fields that differ").wait_for()
    page.get_by_role("heading", name="Nodes").wait_for()
    page.wait_for_selector("[data-testid='stApp'][data-test-script-state='notRunning']")
    no_errors(page)
    page.screenshot(path=str(ARTIFACTS / "tune-side-by-side.png"))
    page.get_by_role("button", name="Copy A → B").click()
    page.get_by_text("A and B are the same config.").wait_for()
    page.wait_for_function("() => !new URLSearchParams(window.location.search).has('cfgb')")
    expect(b_input).to_have_value("0.300")
    no_errors(page)
