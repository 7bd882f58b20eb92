"""The Agent tools page: AppTest for each part, and the main flow in a real browser."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.corpus.corpus import open_corpus

APP = Path(__file__).resolve().parent.parent / "app.py"
PAGE = "app_pages/agent_tools.py"


@pytest.fixture(scope="module", autouse=True)
def demo_corpus():
    return open_corpus()


def start() -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=90)
    at.run()
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def click(at: AppTest, label: str) -> None:
    next(b for b in at.button if b.label == label).click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_tool_forms_come_from_the_declarations_and_show_results():
    at = start()
    assert at.title[0].value == "Agent tools"
    at.selectbox(key="agent.tool").set_value("track_entity").run()
    assert at.text_input(key="agent.arg.track_entity.entity").label == "entity *"
    assert at.checkbox(key="agent.arg.track_entity.chapter_range.on").value is True  # default (1, 999)
    at.text_input(key="agent.arg.track_entity.entity").input("晴雯")
    click(at, "Call")
    assert not at.exception
    text = " ".join(m.value for m in at.markdown) + " ".join(c.value for c in at.caption)
    assert "晴雯" in text and "chunks in" in text
    assert at.get("arrow_vega_lite_chart") or at.get("vega_lite_chart")
    at.selectbox(key="agent.tool").set_value("graph_search").run()
    at.text_input(key="agent.arg.graph_search.entity").input("黛玉")
    at.number_input(key="agent.arg.graph_search.depth").set_value(1)
    click(at, "Call")
    (graph,) = graphs(at)
    ids = [n["id"] for n in graph["nodes"]]
    assert "林黛玉" in ids and "贾宝玉" in ids and graph["legend_nodes"][0]["key"] == "start"
    assert [n for n in graph["nodes"] if n["id"] == "林黛玉"][0]["emphasis"]
    at.selectbox(key="agent.tool").set_value("stop").run()
    click(at, "Call")
    assert at.selectbox(key="agent.arg.stop.reason").options == ["sufficient", "max_turns", "not_found"]



def results(at) -> list:
    """The tables of tool results (the corpora table, which has a `chunks` column, left out)."""
    return [f.value for f in at.dataframe if "chunks" not in f.value.columns]


def graphs(at) -> list[dict]:
    """The data of every graph widget on the page."""
    return [json.loads(e.proto.json_args) for e in at.get("component_instance")
            if e.proto.component_name.endswith("knx_graph")]


def test_bad_arguments_show_the_error():
    at = start()
    at.selectbox(key="agent.tool").set_value("vector_search").run()
    at.text_input(key="agent.arg.vector_search.entity_filter").input("无此人")
    at.text_input(key="agent.arg.vector_search.query").input("诗社")
    click(at, "Call")
    assert any("is not an entity" in e.value for e in at.error)


def test_a_number_out_of_range_is_refused_with_its_range_and_no_earlier_result_stays():
    at = start()
    at.selectbox(key="agent.tool").set_value("vector_search").run()
    at.text_input(key="agent.arg.vector_search.query").input("宝玉挨打")
    at.number_input(key="agent.arg.vector_search.top_k").set_value(5)
    click(at, "Call")
    assert not at.error and len(results(at)[0]) == 5
    # the input takes any number: one outside the range is not kept back by the browser, but sent and refused
    top_k = at.number_input(key="agent.arg.vector_search.top_k")
    assert not top_k.proto.has_min and not top_k.proto.has_max and "Valid: 1 to 50." in top_k.help
    for value in (0, 100000):
        at.text_input(key="agent.arg.vector_search.query").input("黛玉葬花")
        at.number_input(key="agent.arg.vector_search.top_k").set_value(value)
        click(at, "Call")
        assert [e.value.split("\n")[0] for e in at.error] == [f"top_k: {value} is out of range; valid: 1 to 50"]
        assert not results(at)  # the result of 宝玉挨打 is gone, not shown under the new query
        assert any(f'"query": "黛玉葬花", "top_k": {value}' in m.value for m in at.markdown)


def test_asking_without_a_question_says_so():
    at = start()
    click(at, "Ask")
    assert [w.value for w in at.warning] == ["Type a question to ask the agent."]
    assert not at.radio  # nothing ran


def test_conversation_resolves_pronouns_and_steps_through_turns():
    at = start()
    at.text_input(key="agent.question").input("林黛玉和薛宝钗是什么关系？")
    click(at, "Ask")
    assert not at.exception
    at.text_input(key="agent.question").input("她后来的命运如何发展？")
    click(at, "Ask")
    infos = [i.value for i in at.info]
    assert any("她 → 林黛玉" in i for i in infos)
    radios = at.radio
    assert [r.options for r in radios][0] == ["turn 1: track_entity", "turn 2: stop"]
    text = " ".join(m.value for m in at.markdown)
    assert "stop reason **sufficient**" in text and "the model received" in text
    radios[1].set_value("turn 1: graph_search").run()
    assert any("贾宝玉" in [n["id"] for n in g["nodes"]] for g in graphs(at))
    assert "林黛玉" in " ".join(m.value for m in at.markdown if "Session context" in m.value)
    click(at, "New conversation")
    assert not at.radio


# -- real browser -------------------------------------------------------------------------------
@pytest.mark.browser
@pytest.mark.slow
def test_agent_page_in_a_browser(tmp_path_factory, medical_import):
    from ui_server import CHROMIUM, CHROMIUM_ARGS, INSTALL_HINT, ROOT, streamlit_server

    if not CHROMIUM.exists():
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{CHROMIUM} is missing; {INSTALL_HINT}")
        pytest.skip(f"{CHROMIUM} is missing; {INSTALL_HINT}")
    from playwright.sync_api import sync_playwright

    from core.corpus.importer import ensure_demo_corpus
    from core.corpus.store import close_stores

    home = tmp_path_factory.mktemp("agent-browser-home")
    previous = os.environ["KNX_HOME"]
    os.environ["KNX_HOME"] = str(home)
    try:
        ensure_demo_corpus()  # so the server finds the corpus and a network (no medical build)
    finally:
        close_stores()  # the server process must be able to lock the local store
        os.environ["KNX_HOME"] = previous
    # With the demo network present, the first run checks it: the page's elements must keep their
    # places on the next run (a call's output used to bring back the first tab).
    shutil.copyfile(medical_import.path, home / "networks" / medical_import.path.name)
    artifacts = ROOT / "test-artifacts" / "ui"
    with streamlit_server(home, artifacts / "agent-server.log") as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            tab = browser.new_page(viewport={"width": 1400, "height": 1800})
            tab.set_default_timeout(90_000)
            tab.goto(f"{url}/agent-tools")
            # a call's output is shown where it was asked for: the first one used to bring back the first tab
            tab.get_by_role("tab", name="Call a tool").click()
            tab.get_by_role("textbox", name="query *").fill("黛玉葬花")
            tab.get_by_role("button", name="Call").click()
            tab.get_by_text(re.compile(r'"top_k": 10')).first.wait_for()  # the call line of the result
            assert tab.get_by_role("tab", name="Call a tool").get_attribute("aria-selected") == "true"
            tab.get_by_role("tab", name="Run the agent").click()
            tab.get_by_label("Question").fill("林黛玉和薛宝钗是什么关系？")
            tab.get_by_role("button", name="Ask").click()
            tab.get_by_text("stop reason").first.wait_for()
            tab.get_by_label("Question").fill("她后来的命运如何发展？")
            tab.get_by_role("button", name="Ask").click()
            tab.get_by_text("她 → 林黛玉").first.wait_for()
            tab.get_by_text("turn 1: track_entity").first.wait_for()
            tab.get_by_text(re.compile(r"林黛玉: \d+ chunks in")).first.wait_for()  # the timeline of track_entity
            artifacts.mkdir(parents=True, exist_ok=True)
            tab.screenshot(path=str(artifacts / "agent-tools.png"), full_page=True)
            tab.get_by_text("turn 1: graph_search").first.wait_for()  # the first run stays listed
            # a number out of its range reaches the page (the input has no bounds of its own) and is refused
            tab.get_by_role("tab", name="Call a tool").click()
            tab.get_by_role("textbox", name="query *").fill("黛玉葬花")
            tab.get_by_role("spinbutton", name="top_k").fill("0")
            tab.get_by_role("button", name="Call").click()
            tab.get_by_text("top_k: 0 is out of range; valid: 1 to 50").first.wait_for()
            assert tab.get_by_role("tab", name="Call a tool").get_attribute("aria-selected") == "true"
            # a corpus uploaded as a file: imported, then the page's corpus
            source = home / "two-chapters.txt"
            source.write_text(TWO_CHAPTERS, encoding="utf-8")
            tab.get_by_text("Corpora: import, list, delete").click()
            tab.locator("input[type=file]").first.set_input_files(str(source))
            tab.get_by_role("textbox", name="Corpus id *").fill("uploaded_two")
            tab.get_by_role("textbox", name="Corpus id *").press("Enter")
            tab.get_by_role("button", name="Import corpus").click()
            tab.get_by_text(re.compile(r"Imported corpus uploaded_two: 2 chapters")).first.wait_for()
            tab.get_by_text(re.compile(r"network uploaded_two")).first.wait_for()  # the page's corpus caption
        finally:
            browser.close()
    manifest = json.loads((home / "corpora" / "uploaded_two" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["source"] == "two-chapters.txt" and manifest["chapter_count"] == 2
    # the run's trace round-trips through JSON as the export button offers it
    from core.agent import agent_loop

    run = agent_loop().run("晴雯的性格是什么？")
    assert json.loads(run.to_json())["steps"][0]["tool"] == "vector_search"


def test_the_trace_export_is_built_only_when_clicked(monkeypatch):
    """Every rerun redraws each run; its JSON is left to the click on Export."""
    from core.agent.loop import AgentRun

    built: list[int] = []
    real = AgentRun.to_json
    monkeypatch.setattr(AgentRun, "to_json", lambda self: built.append(1) or real(self))
    at = start()
    at.text_input(key="agent.question").input("林黛玉和薛宝钗是什么关系？")
    click(at, "Ask")
    at.run()
    assert [b for b in at.get("download_button")] and built == []


# -- corpora: import, list, delete ------------------------------------------------------------
TWO_CHAPTERS = ("第1回 张三进城\n张三和李四去了城里。张三买了书，李四买了笔。张三很高兴。\n"
                "第2回 李四回家\n李四回家见到王五。李四和王五说起张三。王五笑了。\n")


def _corpus_ids(at: AppTest) -> list[str]:
    frames = [f.value for f in at.dataframe if "chunks" in f.value.columns]
    return list(frames[0]["id"]) if frames else []


def test_a_pasted_corpus_is_imported_listed_picked_and_deleted(caplog):
    from core.corpus.importer import list_corpora, manifest_path
    from core.home import network_path

    at = start()
    assert at.button(key="w.corpus.import").disabled  # no source, no id
    at.text_area(key="w.corpus.text").input(TWO_CHAPTERS)
    at.text_input(key="w.corpus.id").input("ui_two_chapters")
    at.text_input(key="w.corpus.title").input("两回")
    at.run()
    assert not at.button(key="w.corpus.import").disabled
    click(at, "Import corpus")
    assert any("Imported corpus" in s.value and "2 chapters" in s.value for s in at.success)
    assert at.selectbox(key="agent.corpus").value == "ui_two_chapters"  # the page works on it now
    assert "Corpus **两回**: 2 chapters" in " ".join(c.value for c in at.caption)
    assert "ui_two_chapters" in _corpus_ids(at)
    manifest = manifest_path("ui_two_chapters")
    graph = network_path("ui_two_chapters")
    assert manifest.is_file() and graph.is_file()
    # a tool answers from it
    at.selectbox(key="agent.tool").set_value("track_entity").run()
    at.text_input(key="agent.arg.track_entity.entity").input("张三")
    click(at, "Call")
    assert "张三" in " ".join(m.value for m in at.markdown)

    at.selectbox(key="w.corpus.delete_id").set_value("ui_two_chapters").run()
    assert at.button(key="w.corpus.delete").disabled  # not before it is confirmed
    at.checkbox(key="w.corpus.delete_sure.ui_two_chapters").check().run()
    click(at, "Delete corpus")
    assert any("Deleted corpus" in s.value for s in at.success)
    assert "ui_two_chapters" not in list_corpora() and not manifest.exists() and not graph.exists()
    assert at.selectbox(key="agent.corpus").value == "hongloumeng"
    assert "ui_two_chapters" not in _corpus_ids(at)
    # the picker is moved through session state alone (Streamlit logs a warning when `index=` is given too)
    assert not [r for r in caplog.records if "Session State API" in r.getMessage()]


def test_an_import_links_the_names_listed_and_finds_others_only_when_asked():
    from core.corpus.importer import delete_corpus, load_manifest

    at = start()
    at.text_area(key="w.corpus.text").input(TWO_CHAPTERS + "第3回 散场\n三哥和王五、李四道别。\n")
    at.text_input(key="w.corpus.id").input("ui_listed_names")
    at.text_area(key="w.corpus.lexicon").input("# the two friends\n张三 三哥\n李四")
    at.checkbox(key="w.corpus.discover").uncheck().run()
    assert at.number_input(key="w.corpus.min_mentions").disabled
    assert "2 names, 1 aliases" in " ".join(c.value for c in at.caption)
    click(at, "Import corpus")
    try:
        assert any("Imported corpus" in s.value and "(lexicon)" in s.value for s in at.success), \
            [s.value for s in at.success] + [e.value for e in at.error]
        manifest = load_manifest("ui_listed_names")
        mentions = {e.name: e.mentions for e in manifest.entities}
        assert set(mentions) == {"张三", "李四"}  # 王五 is in no list and nothing is found
        assert mentions["张三"] == 3  # 三哥, its alias, counts for it in the third chapter
        # the same text, names found too (王五 is mentioned in two chunks of 20 characters or more)
        at.checkbox(key="w.corpus.discover").check().run()
        at.number_input(key="w.corpus.min_mentions").set_value(2)
        at.number_input(key="w.corpus.chunk_chars").set_value(20)
        at.number_input(key="w.corpus.overlap_chars").set_value(4)
        click(at, "Import corpus")
        manifest = load_manifest("ui_listed_names")
        assert manifest.linking == "lexicon+discovered", manifest.linking
        assert "王五" in {e.name for e in manifest.entities}, manifest.entities
    finally:
        delete_corpus("ui_listed_names")


def test_a_corpus_that_cannot_be_opened_is_a_row_saying_so():
    """A manifest or an install record that cannot be read is shown in its corpus' row; the other
    corpora are listed as usual."""
    from core.corpus.importer import corpora_dir, delete_corpus, import_corpus, install_record_path

    import_corpus({"text": TWO_CHAPTERS, "corpus_id": "ui_readable", "discover": False})
    import_corpus({"text": TWO_CHAPTERS, "corpus_id": "ui_garbled", "discover": False})
    install_record_path("ui_garbled").write_text("{not json", encoding="utf-8")
    broken = corpora_dir() / "ui_broken"
    broken.mkdir()
    (broken / "manifest.json").write_text("[]", encoding="utf-8")
    try:
        at = start()
        assert not at.exception and not at.error, [e.value for e in at.exception] + [e.value for e in at.error]
        (table,) = [f.value for f in at.dataframe if "chunks" in f.value.columns]
        rows = {row["id"]: row for row in table.to_dict("records")}
        assert rows["ui_readable"]["problem"] == "" and rows["ui_readable"]["chapters"] == 2
        assert "cannot read the install record" in rows["ui_garbled"]["problem"]
        assert "cannot be read" in rows["ui_broken"]["problem"]
    finally:
        install_record_path("ui_garbled").unlink(missing_ok=True)
        shutil.rmtree(broken, ignore_errors=True)
        delete_corpus("ui_garbled")
        delete_corpus("ui_readable")


def test_a_refused_import_says_why_and_leaves_nothing():
    from core.corpus.importer import list_corpora

    at = start()
    at.text_area(key="w.corpus.text").input(TWO_CHAPTERS)
    # the id of a network no corpus built: its entity graph would replace the network
    at.text_input(key="w.corpus.id").input("clinic_shadow").run()
    from conftest import build_clinic
    from core.home import network_path

    network_path("clinic_shadow").parent.mkdir(parents=True, exist_ok=True)
    build_clinic(network_path("clinic_shadow"))
    try:
        click(at, "Import corpus")
        errors = " ".join(e.value for e in at.error).replace("\\", "")
        assert "clinic_shadow" in errors and "Importing the corpus" in errors, errors
        assert "clinic_shadow" not in list_corpora() and not at.success
        # chunk and overlap checked together, with what is valid
        at.text_input(key="w.corpus.id").input("ui_overlap")
        at.number_input(key="w.corpus.chunk_chars").set_value(100)
        at.number_input(key="w.corpus.overlap_chars").set_value(50)
        click(at, "Import corpus")
        errors = " ".join(e.value for e in at.error).replace("\\", "")
        assert "overlap_chars" in errors and "less than half the chunk size (100 characters)" in errors, errors
        assert "ui_overlap" not in list_corpora()
    finally:
        network_path("clinic_shadow").unlink(missing_ok=True)
