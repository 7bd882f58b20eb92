"""The KG explorer page: AppTest for every part, one real-browser run of the main flow."""

from __future__ import annotations

import json

import os
import re
import time
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from conftest import build_clinic
from core.kg.importer import import_rdf
from core.kg.session import KgSession
from core.kg.store import EmbeddedStore
from kg_fixtures import oxigraph_endpoint, sample_nt  # noqa: F401
from ui.kg_view import SAMPLE_KG_ID, KgExplorerState, reopen_trace, triples_graph
from ui_server import CHROMIUM, CHROMIUM_ARGS, INSTALL_HINT, ROOT, streamlit_server

APP = ROOT / "app.py"
PAGE = "app_pages/kg_explorer.py"
ARTIFACTS = ROOT / "test-artifacts" / "ui"
EDITH_HELD = "government.politician.government_positions_held"


@pytest.fixture(scope="module")
def explorer_home(tmp_path_factory, sample_nt) -> Path:
    """A KNX_HOME with a small network (so the app frame builds no demo) and the sample KG."""
    home = tmp_path_factory.mktemp("kg-ui-home")
    (home / "networks").mkdir()
    build_clinic(home / "networks" / "clinic.sqlite")
    import_rdf(sample_nt, SAMPLE_KG_ID, home=home)
    return home


@pytest.fixture
def at(explorer_home, monkeypatch) -> AppTest:
    monkeypatch.setenv("KNX_HOME", str(explorer_home))
    app = AppTest.from_file(str(APP), default_timeout=60)
    app.run()
    app.switch_page(PAGE).run()
    assert not app.exception, [e.value for e in app.exception]
    return app


def ok(app: AppTest) -> AppTest:
    assert not app.exception, [e.value for e in app.exception]
    return app


def codes(app: AppTest) -> list[str]:
    return [c.value for c in app.code]


def test_page_lists_kgs_and_starts_a_session(at):
    assert at.title[0].value == "KG explorer"
    assert at.selectbox(key="w.kg.id").value == SAMPLE_KG_ID
    assert any("Call get_relations" in i.value for i in at.info)


def test_get_relations_then_get_triples_with_cvt(at):
    ok(at.button(key="w.kg.get_relations").click().run())
    assert EDITH_HELD in codes(at)[1]  # the text the model receives (after the seen-relations box)
    frames = [d for d in at.dataframe if "score" in d.value.columns]
    assert frames and "returned" in frames[0].value.columns
    ok(at.multiselect(key="w.kg.relations").set_value([EDITH_HELD]).run())
    ok(at.button(key="w.kg.get_triples").click().run())
    text = codes(at)[1]
    assert "[Edith Schippers, politician.government_positions_held.government.government_position_held.from_1, 2003]" in text
    cvt_tables = [d.value for d in at.dataframe if "flatten relation" in d.value.columns]
    assert cvt_tables and cvt_tables[0]["flattened"].sum() == 4 and (~cvt_tables[0]["meaningful"].astype(bool)).sum() == 1
    (graph,) = [json.loads(e.proto.json_args) for e in at.get("component_instance")
                if e.proto.component_name.endswith("knx_graph")]
    cvt = [n for n in graph["nodes"] if n["id"] == "m.0j6kbkq"]
    assert cvt and cvt[0]["group_label"] == "CVT node" and cvt[0]["color"] == "#7F7F7F" and cvt[0]["size"] == 9
    assert {e["label"] for e in graph["legend_nodes"]} >= {"queried entity", "CVT node"}
    assert any("SPARQL" in e.label for e in at.expander)


def test_replay_a_transcript_then_start_over(at):
    ok(at.button(key="w.kg.replay").click().run())
    assert "[Dutch Language, language.human_language.main_country, Netherlands]" in codes(at)[1]
    assert any("calls 4/10" in c.value for c in at.caption)
    ok(at.button(key="w.kg.reset").click().run())
    assert any("calls 0/10" in c.value for c in at.caption)
    assert any("Call get_relations" in i.value for i in at.info)


def test_bad_endpoint_is_a_message_not_a_traceback(at):
    ok(at.radio(key="w.kg.source").set_value("endpoint").run())
    ok(at.text_input(key="w.kg.endpoint").input("not a url").run())
    assert any("not an http(s) URL" in re.sub(r"\\(.)", r"\1", e.value) for e in at.error)
    ok(at.text_input(key="w.kg.endpoint").input("http://127.0.0.1:9/sparql").run())
    ok(at.button(key="w.kg.get_relations").click().run())
    assert "[KG query failed: cannot reach SPARQL endpoint" in codes(at)[1]


def test_endpoint_mode_on_a_real_sparql_server(at, oxigraph_endpoint):
    ok(at.radio(key="w.kg.source").set_value("endpoint").run())
    ok(at.text_input(key="w.kg.endpoint").input(oxigraph_endpoint).run())
    ok(at.button(key="w.kg.get_relations").click().run())
    assert "government.politician.government_positions_held" in codes(at)[1]
    assert any(oxigraph_endpoint in c.value for c in at.caption)


def test_trace_download_and_reopen(at, explorer_home):
    ok(at.button(key="w.kg.get_relations").click().run())
    download = [e for e in at.get("download_button")]
    assert download
    session = KgSession(EmbeddedStore(SAMPLE_KG_ID, explorer_home), "q", ["Argentina"])
    session.execute('get_triples("Argentina", ["location.country.currency_used"])')
    state = KgExplorerState({})
    state.kg_id = SAMPLE_KG_ID
    restored = reopen_trace(state, session.to_json())
    assert restored.steps[0].text == "[Argentina, location.country.currency_used, Argentine peso]"
    assert state.kg_reopened["store"] == f"embedded:{SAMPLE_KG_ID}"
    assert state.kg_session is restored


def test_triples_graph_draws_cvt_hops(explorer_home):
    session = KgSession(EmbeddedStore(SAMPLE_KG_ID, explorer_home), "q")
    result = session.get_triples(entity="NFL Insider", relations=["film.film.starring"])
    nodes, edges = triples_graph(result)
    groups = {n.id: n.group for n in nodes}
    assert groups["m.0y6qn2k"] == "cvt" and groups["m.0y6qn1m"] == "topic" and groups["m.027jv8"] == "entity"
    assert {(e.source, e.target, e.label) for e in edges} == {
        ("m.0y6qn1m", "m.0y6qn2k", "film.film.starring"), ("m.0y6qn2k", "m.027jv8", "film.performance.actor")}


# -- a real browser -------------------------------------------------------------------------------

@pytest.mark.browser
@pytest.mark.slow
def test_kg_explorer_in_a_browser(explorer_home):
    if not CHROMIUM.exists():
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{CHROMIUM} is missing; {INSTALL_HINT}")
        pytest.skip(f"{CHROMIUM} is missing; {INSTALL_HINT}")
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with streamlit_server(explorer_home, ARTIFACTS / "kg-server.log") as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            tab = browser.new_context(viewport={"width": 1440, "height": 2000}).new_page()
            tab.set_default_timeout(90_000)
            tab.goto(f"{url}/kg-explorer")
            tab.get_by_role("button", name="get_relations").click()
            tab.get_by_text("Text the model receives").first.wait_for()
            tab.get_by_text("BM25 scores").first.wait_for()
            tab.get_by_role("combobox", name="Relations (up to 4 are used)").click()
            tab.get_by_role("option").filter(has_text=EDITH_HELD).first.click()
            tab.keyboard.press("Escape")
            tab.get_by_role("button", name="get_triples").click()
            frame_el = tab.locator("iframe[title*='knx_graph']").first
            frame_el.wait_for(state="visible")
            frame = frame_el.element_handle().content_frame()
            frame.wait_for_selector("body[data-drawn='true']")
            report = frame.evaluate(
                """() => { const n = window.knxNetwork; const ids = n.body.data.nodes.getIds();
                           return {nodes: ids.length, cvt: ids.includes('m.0j6kbkq')}; }""")
            assert report["nodes"] >= 5 and report["cvt"], report
            assert "CVT node" in frame.inner_text("#knx-legend-nodes")
            assert tab.get_by_text("CVT candidates").first.is_visible()
            time.sleep(0.5)
            tab.screenshot(path=str(ARTIFACTS / "kg-explorer.png"), full_page=True)
            frame_el.screenshot(path=str(ARTIFACTS / "kg-explorer-graph.png"))
            # the trace's JSON is built at the click, with both calls in it
            with tab.expect_download() as download:
                tab.get_by_role("button", name="Download the trace (JSON)").click()
            trace = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
            assert trace["format"] == "knx-kg-trace/1" and trace["calls"] == 2
        finally:
            browser.close()


def test_the_trace_download_is_built_only_when_clicked(at, monkeypatch):
    """The page reruns on every widget change; the trace's JSON is left to the click."""
    built: list[int] = []
    real = KgSession.to_json
    monkeypatch.setattr(KgSession, "to_json", lambda self: built.append(1) or real(self))
    ok(at.button(key="w.kg.get_relations").click().run())
    ok(at.run())
    assert at.get("download_button") and built == []


def test_an_entity_holding_quote_and_parenthesis_is_called_as_it_is(at):
    ok(at.text_input(key="w.kg.entity").input('Argentina") x').run())
    ok(at.button(key="w.kg.get_relations").click().run())
    # the call ran on that entity (an unknown one), and its step is shown with what the model receives
    assert any("calls 1/10" in c.value for c in at.caption)
    titles = [re.sub(r"\\(.)", r"\1", e.label) for e in at.expander]
    assert any(t.startswith('#1 get_relations("Argentina\\") x") → unresolved') for t in titles), titles
    assert codes(at)[1].startswith("Invalid entity.")
    assert not any("Call get_relations" in i.value for i in at.info)


def test_replay_warns_about_blocks_that_did_not_parse_or_were_not_run(at):
    transcript = ('<kg-query>get_relations("Edith Schippers")</kg-query>\n'
                  '<kg-query>get_relations("Netherlands", "extra")</kg-query>')
    ok(at.text_area(key="w.kg.transcript").input(transcript).run())
    ok(at.button(key="w.kg.replay").click().run())
    warnings = [re.sub(r"\\(.)", r"\1", w.value) for w in at.warning]
    assert any("Block 2 did not parse" in w and 'get_relations("Netherlands", "extra")' in w for w in warnings), warnings
    assert not any("Block 1" in w for w in warnings)
    ok(at.text_area(key="w.kg.transcript").input("no blocks here").run())
    ok(at.button(key="w.kg.replay").click().run())
    assert any("No `<kg-query>` blocks found" in re.sub(r"\\(.)", r"\1", w.value) for w in at.warning)


def test_a_malformed_topic_entity_is_an_error_on_the_page(at):
    ok(at.text_input(key="w.kg.topics").input("Edith Schippers, m.bad id").run())
    errors = [re.sub(r"\\(.)", r"\1", e.value) for e in at.error]
    assert any("Topic entities[1]: 'm.bad id' is not a valid id" in e for e in errors), errors


def test_a_call_past_the_query_limit_says_it_was_not_run(at):
    ok(at.number_input(key="w.kg.max").set_value(1).run())
    ok(at.button(key="w.kg.get_relations").click().run())
    assert not at.warning
    ok(at.button(key="w.kg.get_relations").click().run())
    warnings = [re.sub(r"\\(.)", r"\1", w.value) for w in at.warning]
    assert any(w.startswith("Not run: [Query limit reached: at most 1 KG queries") for w in warnings), warnings
