"""The explorer, page by page, through Streamlit's AppTest (no browser).

Fast tests run on a data directory holding the small clinic network (and a network whose names are
HTML); the full flow on the real demo network is marked slow.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.models.network import KnowledgeNetwork
from core.backends.sqlite_store import NetworkBuilder
from core.retrieval.service import ERROR_NO_SCHEMA
from core.search.models import MESSAGE_NO_INSTANCES
from conftest import CLINIC, DISEASES, build_clinic
from ui.config_view import SECTION_KEY, SECTIONS

APP = Path(__file__).resolve().parent.parent / "app.py"
SEARCH = "app_pages/search.py"
KEYWORD = "app_pages/keyword_context.py"
TUNE = "app_pages/tune_compare.py"
NETWORKS = "app_pages/networks.py"
QUESTION = "上气道梗阻有哪些症状"
EVIL = "<script>alert(1)</script>"
TIMEOUT = 60


def build_evil(path: Path) -> None:
    """A network whose every name is markup, as a hostile remote service could send."""
    network = KnowledgeNetwork.model_validate({
        "id": "evil", "name": EVIL,
        "object_types": [
            {"id": "thing", "name": EVIL, "primary_keys": ["thing_id"], "display_key": "thing_name",
             "data_properties": [{"name": "thing_id", "type": "varchar"}, {"name": "thing_name", "type": "varchar"}]},
        ],
        "relation_types": [{"id": "links", "name": "<b>links</b>", "source_object_type_id": "thing",
                            "target_object_type_id": "thing"}],
    })
    builder = NetworkBuilder(network, source="tests")
    builder.add_instances("thing", [{"thing_id": "t1", "thing_name": EVIL}, {"thing_id": "t2", "thing_name": "plain"}])
    builder.add_edges("links", [("t1", "t2")])
    builder.write(path)


@pytest.fixture(scope="module")
def ui_home(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("ui-home")
    (home / "networks").mkdir()
    build_clinic(home / "networks" / "clinic.sqlite")
    build_evil(home / "networks" / "evil.sqlite")
    return home


@pytest.fixture
def home(ui_home, tmp_path, monkeypatch) -> Path:
    """KNX_HOME for one test: the shared networks, and a presets folder of its own."""
    test_home = tmp_path / "home"
    test_home.mkdir()
    (test_home / "networks").symlink_to(ui_home / "networks", target_is_directory=True)
    monkeypatch.setenv("KNX_HOME", str(test_home))
    return test_home


def start(page: str | None = None, **params: str) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=TIMEOUT)
    at.query_params.update(params)
    at.run()
    if page:
        at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def open_section(at: AppTest, section: str) -> AppTest:
    """Open a section (tab) of Tune & compare's config pair, as a click on its tab does."""
    at.session_state[SECTION_KEY] = section
    return ok(at.run())


def ok(at: AppTest) -> AppTest:
    assert not at.exception, [e.value for e in at.exception]
    return at


def graphs(at: AppTest) -> list[dict]:
    """The data of every graph widget on the page (what the browser side is given)."""
    return [json.loads(element.proto.json_args) for element in at.get("component_instance")
            if element.proto.component_name.endswith("knx_graph")]


def graph_node_ids(graph: dict) -> list[str]:
    return [n["id"] for n in graph["nodes"]]


def legend(graph: dict, kind: str = "nodes") -> dict[str, int | None]:
    return {e["label"]: e["count"] for e in graph[f"legend_{kind}"]}


def plain(markdown: str) -> str:
    """Text as the user reads it: the app escapes markdown in everything that came from data."""
    return re.sub(r"\\(.)", r"\1", markdown)


def errors(at: AppTest) -> list[str]:
    return [plain(e.value) for e in at.error]


# -- landing page and networks -----------------------------------------------------------------
def test_home_shows_title_how_to_and_networks(home):
    at = start()
    assert at.title[0].value == "kn-explorer"
    text = " ".join(m.value for m in at.markdown)
    assert "How to use it" in text
    assert "`clinic`" in text and "`evil`" in text
    assert at.selectbox(key="w.network").value in {"clinic", "evil"}


def test_unknown_network_in_url_is_reported_and_replaced(home):
    at = start(SEARCH, kn="nope")
    assert any("'nope' does not exist" in e and "clinic" in e for e in errors(at))
    assert at.selectbox(key="w.network").value != "nope"
    assert at.query_params["kn"] == at.selectbox(key="w.network").value


def test_networks_page_browses_the_schema_with_a_graph(home):
    at = start(NETWORKS, kn="clinic")
    assert at.metric[0].value == "3" and at.metric[1].value == "3"
    (graph,) = graphs(at)
    assert sorted(graph_node_ids(graph)) == ["department", "disease", "symptom"]
    assert any(e["from"] == "disease" and e["to"] == "symptom" for e in graph["edges"])
    # one node per object type: the legend shows no meaningless "(1)" counts
    assert all(count is None for count in legend(graph).values())
    assert all(count is None for count in legend(graph, "edges").values()) and legend(graph, "edges")


def test_networks_page_reports_node_hygiene_per_type(tmp_path, monkeypatch):
    """The Node hygiene tab: fragments per object type from the import's report; for a file built under earlier
    rules, the same counts made now, and said so."""
    import shutil
    import sqlite3

    from core.importers.hygiene import META_KEY, RULES_VERSION
    from kn_search_support import build_backend, network, object_type, relation

    spec = network("hyg", [object_type("disease", "疾病"), object_type("symptom", "症状")],
                   [relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状")])
    home = tmp_path / "home"
    build_backend(home / "networks", spec, {"disease": ["糖尿病", "其他症状"],
                                            "symptom": ["口渴", "的临床表现是少尿", "用于治疗胃炎", "头晕"]})
    monkeypatch.setenv("KNX_HOME", str(home))

    def hygiene_tab(at: AppTest):
        (table,) = [d.value for d in at.dataframe if "fragments" in d.value.columns]
        (caption,) = [plain(c.value) for c in at.caption if "instance names look like pieces" in plain(c.value)]
        return table, caption

    at = start(NETWORKS, kn="hyg")
    assert "Node hygiene" in [t.label for t in at.tabs]
    table, caption = hygiene_tab(at)
    assert list(table["object type"]) == ["symptom", "disease"]  # most fragments first
    assert list(table["fragments"]) == [2, 1] and list(table["instances"]) == [4, 2]
    assert table["share"].tolist() == [0.5, 0.5]
    assert "用于治疗胃炎" in table["examples"].iloc[0] and "verb_phrase 1" in table["reasons"].iloc[0]
    assert caption.startswith("3 of 6 instance names") and f"recorded at import, rules version {RULES_VERSION}" in caption

    stale = tmp_path / "stale"
    shutil.copytree(home, stale)
    with sqlite3.connect(stale / "networks" / "hyg.sqlite") as db:
        db.execute("UPDATE meta SET value = ? WHERE key = ?",
                   (json.dumps({"rules": "core.importers.hygiene", "rules_version": 1, "per_type": {}}), META_KEY))
    monkeypatch.setenv("KNX_HOME", str(stale))
    at = start(NETWORKS, kn="hyg")
    stale_table, caption = hygiene_tab(at)
    assert stale_table.equals(table)
    assert "counted now under rules version" in caption and "made under rules version 1" in caption


def test_every_label_and_tooltip_is_escaped(home):
    at = start(NETWORKS, kn="evil")
    (graph,) = graphs(at)
    # names travel as plain text (the widget draws them on a canvas and builds its panels with
    # textContent; the browser test checks that nothing runs)
    assert graph["nodes"][0]["name"] == EVIL and legend(graph) == {EVIL: None}
    # where Streamlit shows the name itself, it is markdown without HTML
    shown = [m for m in at.markdown if EVIL in plain(m.value)]
    assert shown and not any(m.proto.allow_html for m in shown)
    assert all("\\<script\\>" in m.value for m in shown)


def test_import_from_a_path_adds_the_network(home, tmp_path):
    export = tmp_path / "export"
    export.mkdir()


    detail = dict(CLINIC, id="clinic_copy")
    (export / "network.json").write_text(json.dumps(detail, ensure_ascii=False), encoding="utf-8")
    (export / "symptom.jsonl").write_text(
        "\n".join(json.dumps({"symptom_id": f"s{i}", "symptom_name": n}, ensure_ascii=False)
                  for i, n in enumerate(["咳嗽", "发烧"], 1)), encoding="utf-8")
    at = start(NETWORKS, kn="clinic")
    at.text_input(key="w.import_path").input(str(export)).run()
    at.button(key="w.import_from_path").click().run()
    ok(at)
    assert any("clinic_copy" in s.value for s in at.success), errors(at)
    # what it prepared for the network's first question
    prepared = [c.value.replace("\\", "") for c in at.caption if "Prepared for the first question" in c.value]
    assert len(prepared) == 1 and "linking dictionary (" in prepared[0], prepared
    assert (home / "networks" / "clinic_copy.sqlite").exists()
    (home / "networks" / "clinic_copy.sqlite").unlink()


def test_a_network_whose_first_question_would_build_its_caches_is_prepared_from_the_page(home):
    """The page's home has the networks but none of their caches: the table says so, and Prepare builds them (the
    shared ones too, in this empty cache directory) with the result shown above the table, which then says ready."""
    at = start(NETWORKS, kn="clinic")
    table = at.dataframe[0].value.set_index("id")
    assert table.loc["clinic", "first question"] == "builds its caches"
    at.selectbox(key="w.prepare_kn").select("clinic").run()
    at.button(key="w.prepare").click().run()
    ok(at)
    done = [s.value.replace("\\", "") for s in at.success if "Prepared for the first question" in s.value]
    assert len(done) == 1 and done[0].startswith("clinic: ") and "linking dictionary (" in done[0], (done, errors(at))
    assert "word vectors (" in done[0]
    table = at.dataframe[0].value.set_index("id")
    assert table.loc["clinic", "first question"] == "ready"
    assert list((home / "cache" / "linking").glob("clinic-*.arrays"))


def test_import_of_a_bad_path_shows_an_error(home, tmp_path):
    at = start(NETWORKS, kn="clinic")
    at.text_input(key="w.import_path").input(str(tmp_path / "missing")).run()
    at.button(key="w.import_from_path").click().run()
    ok(at)
    assert any("no such file or directory" in e for e in errors(at))
    assert at.button(key="w.import_from_path")  # the page is still there


# -- search ------------------------------------------------------------------------------------
def test_search_shows_scores_ranker_nodes_and_trace(home):
    at = start(SEARCH, kn="clinic", q=QUESTION)
    frames = [df.value for df in at.dataframe]
    relations = frames[0]
    assert relations.iloc[0]["id"] == "has_symptom" and relations.iloc[0]["rank"] == 1
    assert {"score", "score source", "what matched"} <= set(relations.columns)
    assert "症状" in relations.iloc[0]["what matched"]  # the ranked text shares 症状 with the question
    # relation types the ranker gave nothing are "no signal", not empty bars
    silent = relations[relations["score"].isna()]
    assert all(source.startswith("no signal") for source in silent["score source"])
    if len(silent):
        assert any("No signal for" in plain(c.value) for c in at.caption)
    assert any("ranker `intent(bm25)`" in m.value for m in at.markdown)
    nodes = next(f for f in frames if "signals" in f.columns)
    assert nodes.iloc[0]["name"] == "上气道梗阻"
    assert nodes.iloc[0]["what matched"]  # knn / BM25 / name rule behind the score
    labels = [e.label for e in at.expander]
    assert any(label.startswith("concepts · rerank") for label in labels)
    assert any(label.startswith("instances · disease") for label in labels)
    assert at.get("download_button")


def test_search_message_is_prominent(home):
    at = start(SEARCH, kn="clinic", q=QUESTION,
               cfg=json.dumps({"semantic_instance_retrieval": {"min_direct_relevance": 1.0},
                               "concept_retrieval": {"enable_entity_linking": False}}))
    # the core's message, in the UI's language
    assert any("No instance matched the conditions." in plain(w.value) for w in at.warning)
    assert not any(MESSAGE_NO_INSTANCES in w.value for w in at.warning)
    # every filter that dropped something is charted and counted (min_direct_relevance here)
    filters = next(df.value for df in at.dataframe if "filter" in df.value.columns)
    assert "min_direct_relevance" in set(filters["filter"])


def test_search_reruns_reuse_the_result(home):
    at = start(SEARCH, kn="clinic", q=QUESTION)
    first = at.session_state["knx.search"]
    at.run()
    assert at.session_state["knx.search"] is first
    at.toggle(key="w.only_schema").set_value(True).run()
    assert at.session_state["knx.search"] is not first
    assert at.session_state["knx.search"].request.only_schema


def test_question_network_and_config_are_in_the_url(home):
    at = start(SEARCH, kn="clinic")
    at.text_input(key="w.question").input(QUESTION).run()
    assert at.query_params["q"] == QUESTION
    assert at.query_params["kn"] == "clinic"
    at.switch_page(TUNE).run()
    at.number_input(key="w.cfg.a.concept_retrieval.top_k").set_value(4).run()
    assert json.loads(at.query_params["cfg"]) == {"concept_retrieval": {"top_k": 4}}


def test_a_skipped_instance_recall_is_a_note_in_the_trace(home):
    """The trace says why instance recall was skipped as a plain string: shown as a sentence, not handed
    to st.json (which parses a string as JSON text and fails on it)."""
    at = start(SEARCH, kn="clinic", q=QUESTION, opt="only_schema")
    assert at.session_state["knx.search"].response.trace["instances"] == {"skipped": "only_schema=true"}
    for element in at.get("json"):
        json.loads(element.proto.body)  # every JSON view holds JSON
    notes = [plain(i.value) for i in at.info]
    assert "Instance recall was skipped — only_schema is on: the request asks for the schema only." in notes


def test_an_overlong_question_is_refused_with_the_limit_and_kept_out_of_the_url(home):
    long = "肺" * 4001
    # the input holds no more than a search takes
    at = start(SEARCH, kn="clinic", q=QUESTION)
    assert at.text_input(key="w.question").proto.max_chars == 4000
    # a question that got past it fails as a bad request naming the question and the limit
    at.session_state["knx.question"] = long
    ok(at.run())
    assert "Search failed: question: at most 4000 characters; yours has 4001" in errors(at)[0]
    assert not any("internal error" in e for e in errors(at))
    assert "q" not in at.query_params
    # a link with one: left out, and the page says why
    at = start(SEARCH, kn="clinic", q=long)
    assert "The link's q was left out — question: at most 4000 characters; yours has 4001." in errors(at)
    assert not any("failed" in e for e in errors(at))
    assert at.session_state["knx.question"] == "" and "q" not in at.query_params


def test_the_history_lists_the_search_just_made(home):
    at = start(SEARCH, kn="clinic", q=QUESTION)
    (history,) = [e for e in at.expander if e.label.startswith("History")]
    assert history.label == "History of this session (1)" and QUESTION in history.markdown[0].value
    at.text_input(key="w.question").input("肺炎").run()
    (history,) = [e for e in ok(at).expander if e.label.startswith("History")]
    assert history.label == "History of this session (2)"
    assert [m.value.split("**")[1] for m in history.markdown] == ["肺炎", QUESTION]


@pytest.mark.parametrize("params, message", [
    ({"opt": "bogus"}, "The link's opt (search options) names 'bogus', left out; valid options: only_schema, "
                       "no_rerank, no_debug."),
    ({"kw": "garbage"}, "The link's kw (keyword rounds) is not valid JSON (Expecting value) and was left out; "
                        "kw holds [[keyword, object_type_id], …]."),
    ({"gv": "{bad"}, "The link's gv (graph views) is not valid JSON (Expecting property name enclosed in double "
                     "quotes) and was left out; gv holds {graph key: {hidden_nodes, hidden_groups, "
                     "hidden_relations, layout}}."),
    ({"gopt": '{"cap":-5}'}, "The link's gopt (graph options): cap -5 is out of range; valid: 5 to 1000 (whole "
                             "numbers). The node cap stays 150."),
])
def test_a_bad_link_parameter_is_reported_as_bad_config_is(home, params, message):
    at = start(KEYWORD, kn="clinic", q=QUESTION, **params)
    assert message in errors(at), errors(at)
    assert not set(params) & set(at.query_params)  # left out of the URL the page writes back
    ok(at.run())
    assert message in errors(at)  # kept until dismissed, as the other link errors are


# -- keyword context ---------------------------------------------------------------------------
def run_keyword(at: AppTest, keyword: str, object_type: str | None = None) -> AppTest:
    if object_type is not None:
        at.selectbox(key=f"w.kw.ot.{keyword}").set_value(object_type).run()
    at.button(key=f"w.kw.run.{keyword}").click().run()
    return ok(at)


def test_keyword_flow_draws_the_neighbour_graph(home):
    at = start(KEYWORD, kn="clinic", q=QUESTION)
    keywords = at.multiselect(key="w.kw.keywords")
    assert keywords.value[0] == "上气道梗阻"
    # object types come from the recalled schema only
    assert set(at.selectbox(key="w.kw.ot.上气道梗阻").options) == {
        f"{name} ({i})" for i, name in (("disease", "疾病"), ("symptom", "症状"), ("department", "科室"))}
    assert at.selectbox(key="w.kw.ot.上气道梗阻").value == "disease"
    run_keyword(at, "上气道梗阻")
    (graph,) = graphs(at)
    ids = graph_node_ids(graph)
    assert ids[0] == "disease-d1"  # the matched instance first
    assert set(ids) == {"disease-d1", "symptom-s1", "symptom-s2", "symptom-s4", "symptom-s5",
                        "department-p1", "department-p3", "disease-d5"}
    # arrows in the true direction: d1 has the symptom, d5 has d1 as complication
    pairs = {(e["from"], e["to"]): e for e in graph["edges"]}
    assert ("disease-d1", "symptom-s1") in pairs and ("disease-d5", "disease-d1") in pairs
    assert pairs[("disease-d1", "symptom-s1")]["label"] == "疾病症状"
    assert legend(graph)["疾病"] == 2 and legend(graph)["症状"] == 4
    # edges are coloured by relation type, with a legend entry each
    assert pairs[("disease-d1", "symptom-s1")]["color"] != pairs[("disease-d5", "disease-d1")]["color"]
    assert len(graph["legend_edges"]) >= 2
    # every node can be expanded from the graph by the relation types of its object type
    assert "has_symptom" in [rid for rid, _ in graph["expand_options"]["symptom"]]
    # matched fields highlighted, storage forms listed
    props = next(df for df in at.dataframe if "matched" in df.value.columns).value
    assert props.loc[props["matched"] == "✓", "property"].tolist() == ["disease_name"]
    forms = next(df for df in at.dataframe if "stored form" in df.value.columns).value
    assert forms.iloc[0]["match"] == "exact" and forms.iloc[0]["stored form"] == "上气道梗阻"
    neighbours = next(df for df in at.dataframe if "direction" in df.value.columns).value
    assert set(neighbours["direction"]) == {"→ outgoing", "← incoming"}


def test_keyword_graph_filter_cap_and_expand(home):
    at = start(KEYWORD, kn="clinic", q=QUESTION)
    run_keyword(at, "上气道梗阻")
    at.number_input(key="w.kw.cap").set_value(5).run()
    (graph,) = graphs(ok(at))
    assert len(graph_node_ids(graph)) == 5
    assert any("Showing 5 of 8 nodes" in plain(c.value) for c in at.caption)
    at.number_input(key="w.kw.cap").set_value(150).run()
    at.selectbox(key="w.kw.expand_target").set_value("symptom-s1").run()
    at.selectbox(key="w.kw.expand_relation").set_value("has_symptom").run()
    at.button(key="w.kw.expand").click().run()
    (graph,) = graphs(ok(at))
    new = {n["id"] for n in graph["nodes"] if n["new"]}
    assert {"disease-d2", "disease-d3"} <= new  # the other diseases with 呼吸困难, highlighted
    assert "disease-d1" not in new  # already shown before the expansion


def test_keyword_rounds_list_what_dedup_skipped(home):
    at = start(KEYWORD, kn="clinic", q=QUESTION)
    run_keyword(at, "上气道梗阻")
    at.multiselect(key="w.kw.keywords").set_value(["上气道梗阻", "肺炎"]).run()
    run_keyword(at, "肺炎", "disease")
    rounds = next(df for df in at.dataframe if "skipped by dedup" in df.value.columns).value
    assert rounds["keyword"].tolist() == ["上气道梗阻", "肺炎"]
    assert rounds.iloc[0]["skipped by dedup"] == 0
    assert rounds.iloc[1]["skipped by dedup"] >= 1  # 肺炎 was already sent as 上气道梗阻's neighbour
    assert "disease-d5" in rounds.iloc[1]["skipped ids"] or "disease-d1" in rounds.iloc[1]["skipped ids"]


def test_one_round_in_the_graph_draws_that_round_and_the_expansions_hanging_from_it(home):
    at = start(KEYWORD, kn="clinic", q=QUESTION)
    run_keyword(at, "上气道梗阻")
    expand_node(at, "symptom-s1")  # 呼吸困难: only round 1 has it
    at.multiselect(key="w.kw.keywords").set_value(["上气道梗阻", "感冒"]).run()
    run_keyword(at, "感冒", "disease")
    expand_node(at, "symptom-s2")  # 咳嗽: a neighbour of both rounds
    at.toggle(key="w.kw.all_rounds").set_value(False).run()
    (graph,) = graphs(ok(at))
    ids = set(graph_node_ids(graph))
    # round 2 (感冒 and its neighbours) and 咳嗽's expansion, which adds 上气道梗阻; not 呼吸困难's
    assert ids == {"disease-d4", "symptom-s2", "symptom-s3", "symptom-s6", "department-p1", "disease-d5",
                   "disease-d1"}
    assert all(e["from"] in ids and e["to"] in ids for e in graph["edges"])
    pairs = {(e["from"], e["to"]) for e in graph["edges"]}
    assert {("disease-d1", "symptom-s2"), ("disease-d4", "symptom-s2")} <= pairs
    captions = [plain(c.value) for c in at.caption]
    assert not any("raise the node cap" in c for c in captions)  # nothing was capped
    assert ("Not drawn with this round alone, as they hang from nodes of other rounds: the expansions of 呼吸困难. "
            "Turn on All rounds to see them.") in captions
    at.number_input(key="w.kw.cap").set_value(5).run()
    assert any("Showing 5 of 7 nodes" in plain(c.value) and "raise the node cap" in c.value for c in at.caption)


def expand_node(at: AppTest, node_id: str, relation_type_id: str | None = None) -> AppTest:
    at.selectbox(key="w.kw.expand_target").set_value(node_id).run()
    at.selectbox(key="w.kw.expand_relation").set_value(relation_type_id).run()
    at.button(key="w.kw.expand").click().run()
    return ok(at)


@pytest.fixture
def twice_home(tmp_path, monkeypatch) -> Path:
    """A network where one disease is joined to another by two relation types: the second is reached
    twice in one reply."""
    related = {"id": "related_disease", "name": "相关疾病", "source_object_type_id": "disease",
               "target_object_type_id": "disease"}
    network = KnowledgeNetwork.model_validate({**CLINIC, "id": "twice",
                                               "relation_types": [*CLINIC["relation_types"], related]})
    builder = NetworkBuilder(network, source="tests")
    builder.add_instances("disease", DISEASES[:2])
    builder.add_instances("symptom", [{"symptom_id": "s1", "symptom_name": "呼吸困难"}])
    builder.add_edges("has_symptom", [("d1", "s1")])
    builder.add_edges("has_complication", [("d1", "d2")])
    builder.add_edges("related_disease", [("d1", "d2")])
    (tmp_path / "networks").mkdir()
    builder.write(tmp_path / "networks" / "twice.sqlite")
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    return tmp_path


def test_dedup_in_the_first_round_is_said_to_be_within_the_reply(twice_home):
    at = start(KEYWORD, kn="twice", q=QUESTION)
    run_keyword(at, "上气道梗阻", "disease")
    (skipped,) = [m for m in at.metric if m.label == "Skipped by dedup"]
    assert skipped.value == "1"
    assert "0 in an earlier round, 1 earlier in this reply" in skipped.help
    assert "an earlier round already sent" not in skipped.help
    neighbours = next(df.value for df in at.dataframe if "direction" in df.value.columns)
    assert sorted(neighbours["sent"]) == ["in full", "in full", "reference (sent earlier in this reply)"]


def test_keyword_step_without_a_schema_shows_the_error(home):
    at = start(KEYWORD, kn="clinic", q=QUESTION)
    at.session_state["knx.retrieval_sessions"] = {}  # the session is gone (e.g. expired)
    run_keyword(at, "上气道梗阻")
    assert any(ERROR_NO_SCHEMA in e for e in errors(at))
    assert at.button(key="w.kw.recall")  # the page stays usable
    at.button(key="w.kw.recall").click().run()
    run_keyword(at, "上气道梗阻")
    assert not errors(at) and graphs(at)


# -- tune & compare ----------------------------------------------------------------------------
def test_config_edit_and_resets(home):
    at = start(TUNE, kn="clinic", q=QUESTION)
    top_k = "w.cfg.a.concept_retrieval.top_k"
    ratio = "w.cfg.a.semantic_instance_retrieval.global_final_score_ratio"
    assert at.number_input(key=top_k).value == 10
    assert "Valid: 1 to 1000." in at.number_input(key=top_k).help
    at.number_input(key=top_k).set_value(3).run()
    open_section(at, "Instances")
    assert top_k not in {w.key for w in at.number_input}  # only the open section's inputs are drawn
    at.number_input(key=ratio).set_value(0.5).run()
    config = at.session_state["knx.config"]
    assert config.concept_retrieval.top_k == 3 and config.semantic_instance_retrieval.global_final_score_ratio == 0.5
    open_section(at, "Schema recall")
    assert at.number_input(key=top_k).value == 3  # drawn again from the config
    at.button(key="w.cfg_reset.a.concept_retrieval.top_k").click().run()
    assert at.session_state["knx.config"].concept_retrieval.top_k == 10
    assert at.number_input(key=top_k).value == 10
    assert at.session_state["knx.config"].semantic_instance_retrieval.global_final_score_ratio == 0.5
    at.button(key="w.cfg_reset_all.a").click().run()
    assert at.session_state["knx.config"].overrides() == {}
    assert open_section(at, "Instances").number_input(key=ratio).value == 0.25


def test_preset_round_trip(home):
    at = open_section(start(TUNE, kn="clinic", q=QUESTION), "Instances")
    at.number_input(key="w.cfg.a.semantic_instance_retrieval.per_type_instance_limit").set_value(2).run()
    at.text_input(key="w.preset_name.a").input("two-per-type").run()
    at.button(key="w.preset_save.a").click().run()
    saved = home / "presets" / "two-per-type.json"
    assert json.loads(saved.read_text())["retrieval_config"]["semantic_instance_retrieval"]["per_type_instance_limit"] == 2
    at.button(key="w.cfg_reset_all.a").click().run()
    assert at.session_state["knx.config"].semantic_instance_retrieval.per_type_instance_limit == 5
    # load it on side B from the folder, and on side A from an uploaded file
    at.selectbox(key="w.preset_pick.b").set_value("two-per-type").run()
    assert at.session_state["knx.compare_config"].semantic_instance_retrieval.per_type_instance_limit == 2
    at.file_uploader(key="w.preset_upload.a").set_value(("p.json", saved.read_bytes(), "application/json")).run()
    ok(at)
    assert at.session_state["knx.config"].semantic_instance_retrieval.per_type_instance_limit == 2
    # a shared link names the preset
    fresh = start(SEARCH, kn="clinic", q=QUESTION, preset="two-per-type")
    assert fresh.session_state["knx.config"].semantic_instance_retrieval.per_type_instance_limit == 2
    assert fresh.selectbox(key="w.preset_pick.a").value == "two-per-type"


def test_configs_a_and_b_side_by_side(home):
    """Both sides' inputs on one page: differing fields highlighted, copy A→B / B→A, reset to the
    preset, and the "modified from preset" markers and the link follow every step."""
    at = open_section(start(TUNE, kn="clinic", q=QUESTION), "Instances")
    limit = "semantic_instance_retrieval.per_type_instance_limit"
    relevance = "semantic_instance_retrieval.min_direct_relevance"

    def highlighted() -> set[str]:
        return {plain(m.value).split("**")[1] for m in at.markdown if "A ≠ B" in m.value}

    assert at.number_input(key=f"w.cfg.a.{limit}") and at.number_input(key=f"w.cfg.b.{limit}")
    assert any("A and B are the same config." in m.value for m in at.markdown) and not highlighted()
    # a preset saved on A and loaded on B
    at.number_input(key=f"w.cfg.a.{limit}").set_value(2).run()
    at.text_input(key="w.preset_name.a").input("two").run()
    at.button(key="w.preset_save.a").click().run()
    at.selectbox(key="w.preset_pick.b").set_value("two").run()
    assert ok(at).session_state["knx.compare_config"].semantic_instance_retrieval.per_type_instance_limit == 2
    # B edited: the field is highlighted, B's marker says so, the link carries it
    at.number_input(key=f"w.cfg.b.{relevance}").set_value(0.5).run()
    assert highlighted() == {"min direct relevance"}
    assert any("1 field differs" in m.value and "between A and B, in Instances (1)" in plain(m.value) for m in at.markdown)
    # another section: its fields are the same on both sides, the head still names where B differs
    open_section(at, "Schema recall")
    assert not highlighted() and any("between A and B, in Instances (1)" in plain(m.value) for m in at.markdown)
    open_section(at, "Instances")
    assert any("modified from preset two (1 field)" in plain(c.value) for c in at.caption)
    assert at.query_params["presetb"] in ("two", ["two"]) and "cfgb" in at.query_params
    # B → A: A becomes B, preset included
    at.button(key="w.cfg_copy.b").click().run()
    assert ok(at).session_state["knx.config"].semantic_instance_retrieval.min_direct_relevance == 0.5
    assert at.number_input(key=f"w.cfg.a.{relevance}").value == 0.5 and not highlighted()
    assert sum("modified from preset two (1 field)" in plain(c.value) for c in at.caption) == 2
    # reset B to its preset: only A keeps the change
    at.button(key="w.cfg_reset_preset.b").click().run()
    assert ok(at).session_state["knx.compare_config"] == at.session_state["knx.preset_config"]
    assert highlighted() == {"min direct relevance"}
    cfgb = at.query_params["cfgb"]
    assert json.loads(cfgb[0] if isinstance(cfgb, list) else cfgb) == {
        "semantic_instance_retrieval": {"per_type_instance_limit": 2}}  # B's overrides of the defaults
    # A → B: the same config again; a per-field reset works on either side
    at.button(key="w.cfg_copy.a").click().run()
    assert at.number_input(key=f"w.cfg.b.{relevance}").value == 0.5 and not highlighted()
    at.button(key=f"w.cfg_reset.b.{relevance}").click().run()
    assert ok(at).number_input(key=f"w.cfg.b.{relevance}").value == 0.3 and highlighted() == {"min direct relevance"}
    # a fresh session opening the link sees both sides as they were
    link = {k: at.query_params[k] for k in at.query_params}
    again = start(TUNE, **{k: v[0] if isinstance(v, list) else v for k, v in link.items()})
    assert again.session_state["knx.config"] == at.session_state["knx.config"]
    assert again.session_state["knx.compare_config"] == at.session_state["knx.compare_config"]
    # it opens on the section where they differ
    assert {plain(m.value).split("**")[1] for m in again.markdown if "A ≠ B" in m.value} == {"min direct relevance"}


@pytest.mark.parametrize("content, expected", [
    (b"{not json", "not valid JSON"),
    (json.dumps({"retrieval_config": {"concept_retrieval": {"top_k": 0}}}).encode(),
     "retrieval_config.concept_retrieval.top_k: 0 is out of range; valid: 1 to 1000"),
    (json.dumps({"concept_retrieval": {"bogus": 1}}).encode(), "retrieval_config.concept_retrieval.bogus: unknown key"),
])
def test_bad_preset_upload_shows_the_error(home, content, expected):
    at = start(TUNE, kn="clinic", q=QUESTION)
    at.file_uploader(key="w.preset_upload.a").set_value(("bad.json", content, "application/json")).run()
    ok(at)
    assert any(expected in e for e in errors(at)), errors(at)
    assert at.session_state["knx.config"].overrides() == {}  # the config is untouched


def test_unknown_preset_in_url_shows_the_error(home):
    at = start(SEARCH, kn="clinic", q=QUESTION, preset="nope")
    assert any("preset 'nope' does not exist" in e for e in errors(at))


def test_comparison_shows_rank_changes_and_node_changes(home):
    at = open_section(start(TUNE, kn="clinic", q=QUESTION), "Instances")
    at.number_input(key="w.cfg.b.semantic_instance_retrieval.min_direct_relevance").set_value(0.5).run()
    open_section(at, "Schema recall")
    at.number_input(key="w.cfg.b.concept_retrieval.top_k").set_value(1).run()
    at.button(key="w.compare_run").click().run()
    ok(at)
    comparison = at.session_state["knx.comparison"]
    assert comparison.run_b.request.config.concept_retrieval.top_k == 1
    frames = {tuple(df.value.columns): df.value for df in at.dataframe}
    relations = next(v for k, v in frames.items() if "rank A" in k)
    assert relations.set_index("relation type").loc["has_symptom", "change"] == "same place"
    assert set(relations["change"]) >= {"same place", "dropped (only in A)"}
    nodes = next(v for k, v in frames.items() if "status" in k)
    assert "dropped" in set(nodes["status"])  # 气道梗阻 scores 0.30, below B's 0.5
    why = nodes.set_index("status").loc["dropped", "why"]
    assert "min_direct_relevance" in str(why)
    # a side without the relation type or node has an empty cell there, not "None"
    tables = [df for df in at.dataframe if {"rank B", "score B"} & set(df.value.columns)]
    assert len(tables) == 2 and all(df.proto.placeholder == "—" for df in tables)
    assert relations["rank B"].isna().any()
    config_diff = next(v for k, v in frames.items() if k == ("field", "A", "B"))
    assert set(config_diff["field"]) == {"concept_retrieval.top_k", "semantic_instance_retrieval.min_direct_relevance"}


# -- the demo network ---------------------------------------------------------------------------
@pytest.fixture
def demo_home(medical_backend, tmp_path, monkeypatch) -> Path:
    home = tmp_path / "demo-home"
    home.mkdir()
    (home / "networks").symlink_to(Path(medical_backend.directory), target_is_directory=True)
    monkeypatch.setenv("KNX_HOME", str(home))
    return home


@pytest.mark.slow
def test_full_flow_on_the_demo_network(demo_home):
    at = start(SEARCH, q=QUESTION)
    assert at.selectbox(key="w.network").value == "medical"
    relations = at.dataframe[0].value
    assert relations.iloc[0]["id"] == "has_symptom"
    nodes = next(df.value for df in at.dataframe if "signals" in df.value.columns)
    assert nodes.iloc[0]["name"] == "上气道梗阻"
    at.switch_page(KEYWORD).run()
    ok(at)
    assert at.multiselect(key="w.kw.keywords").value[0] == "上气道梗阻"
    assert at.selectbox(key="w.kw.ot.上气道梗阻").value == "disease"
    run_keyword(at, "上气道梗阻")
    context = at.session_state["knx.keyword_rounds"][-1].result["keyword_context"]
    (instance,) = [i for i in context["instances"] if i["instance_name"] == "上气道梗阻"]
    expected = {instance["instance_id"], *(nb["instance_id"] for nb in instance["neighbors"])}
    breathing = [nb["instance_id"] for nb in instance["neighbors"] if nb["instance_name"] == "呼吸困难"]
    assert breathing and any(nb["relation_direction"] == "incoming" for nb in instance["neighbors"])
    ids = set(graph_node_ids(graphs(at)[0]))
    assert expected <= ids and breathing[0] in ids


def test_many_linked_entities_are_named_a_few_in_the_line_and_all_in_a_table(home, monkeypatch):
    """A pasted note links hundreds of entities: the line above the results names the first
    LINKED_INLINE (here 3), the one asked about first, and a table under it lists every one."""
    import ui.search_view

    monkeypatch.setattr(ui.search_view, "LINKED_INLINE", 3)
    at = start(SEARCH, kn="clinic", q="咳嗽、发烧、流涕，是感冒还是肺炎？该去呼吸内科还是儿科")
    line = next(m.value for m in at.markdown if "Linked in the question" in m.value)
    assert line.count(" `") == 3, line  # each entity named is followed by its object type in code
    more = int(line.rsplit("… and ", 1)[1].split(" more")[0])
    (table,) = [d.value for d in at.dataframe if "asked about" in d.value.columns]
    assert len(table) == 3 + more >= 6, table
    first = line.split("**Linked in the question:** ", 1)[1].split(" · ")[0]
    assert table["asked about"].sum() == 1 and first.endswith("*asked about*"), line
    # a question naming a few has the line alone
    monkeypatch.setattr(ui.search_view, "LINKED_INLINE", 12)
    at.run()
    line = next(m.value for m in at.markdown if "Linked in the question" in m.value)
    assert "more" not in line and not [d for d in at.dataframe if "asked about" in d.value.columns]


def test_network_choice_follows_the_user_across_pages(home):
    at = start(SEARCH, kn="clinic", q=QUESTION)
    at.selectbox(key="w.network").set_value("evil").run()
    at.switch_page(NETWORKS).run()
    ok(at)
    assert at.selectbox(key="w.network").value == "evil"
    assert at.query_params["kn"] == "evil"
    at.switch_page(KEYWORD).run()
    assert at.text_input(key="w.question").value == QUESTION


@pytest.mark.slow
def test_demo_tour_steps_set_up_each_page(demo_home):
    at = start()
    at.button(key="w.tour.start").click().run()
    steps = []
    for _ in range(5):
        ok(at)
        assert not errors(at)
        steps.append(at.session_state["knx.tour_step"])
        if steps[-1] == 2:
            assert [r.keyword for r in at.session_state["knx.keyword_rounds"]] == ["上气道梗阻"]
            assert graphs(at)
        if steps[-1] == 4:
            comparison = at.session_state["knx.comparison"]
            assert comparison.run_b.request.config.semantic_instance_retrieval.min_direct_relevance == 0.5
        at.button(key="w.tour.next").click().run()
    assert steps == [0, 1, 2, 3, 4] and "knx.tour_step" not in at.session_state


def test_make_run_never_stalls_at_the_email_prompt():
    import tomllib

    config = tomllib.loads((APP.parent / ".streamlit" / "config.toml").read_text())
    assert config["server"]["showEmailPrompt"] is False
    assert config["browser"]["gatherUsageStats"] is False  # set, so no telemetry notice either


def test_demo_network_is_built_with_progress(tmp_path, monkeypatch):
    """The first use of the demo network builds it, reporting progress in the page."""
    import ui.data

    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    calls = []

    def fake_embedded_backend(directory=None, *, demo=True, progress=None):
        from core.backends.sqlite import SqliteBackend

        if demo:
            for message, fraction in (("reading PyCMeKG", 0.2), ("writing", 0.9)):
                progress(message, fraction)
                calls.append(message)
            network = KnowledgeNetwork.model_validate(dict(CLINIC, id="medical", name="demo"))
            NetworkBuilder(network, source="tests").write(directory / "medical.sqlite")
        return SqliteBackend(directory)

    monkeypatch.setattr(ui.data, "embedded_backend", fake_embedded_backend)
    at = start(NETWORKS)  # nothing imported yet: the demo network is the default, built on first use
    assert calls == ["reading PyCMeKG", "writing"]
    assert at.selectbox(key="w.network").value == "medical"
    assert any("`medical` is ready" in s.value for s in at.success)
    at.run()
    assert calls == ["reading PyCMeKG", "writing"]  # once per process and directory


def _zip(entries: dict[str, str]) -> bytes:
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in entries.items():
            archive.writestr(name, text)
    return buffer.getvalue()


def test_import_of_an_uploaded_zip(tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    (tmp_path / "networks").mkdir()
    build_clinic(tmp_path / "networks" / "clinic.sqlite")  # a network to start on (not the demo build)
    detail = json.dumps(dict(CLINIC, id="zipped"), ensure_ascii=False)
    rows = json.dumps({"symptom_id": "s1", "symptom_name": "咳嗽"}, ensure_ascii=False)
    at = start(NETWORKS)
    at.file_uploader(key="w.import_files").set_value(
        ("export.zip", _zip({"export/network.json": detail, "export/symptom.jsonl": rows}), "application/zip")).run()
    at.text_input(key="w.import_upload_id").input("zipped_net").run()
    at.button(key="w.import_upload").click().run()
    ok(at)
    assert any("`zipped_net`" in s.value for s in at.success), errors(at)
    assert (tmp_path / "networks" / "zipped_net.sqlite").exists()
    # the list of networks and the sidebar's picker, drawn above the import, name it at once
    assert "zipped_net" in list(at.dataframe[0].value["id"])
    assert any(option.startswith("zipped_net") for option in at.selectbox(key="w.network").options)
    # a member that would land outside the folder is refused
    at.file_uploader(key="w.import_files").set_value(
        ("evil.zip", _zip({"../outside.json": detail}), "application/zip")).run()
    at.button(key="w.import_upload").click().run()
    assert any("points outside the archive" in e for e in errors(ok(at)))
    assert not (tmp_path / "outside.json").exists()


def test_a_link_restores_rounds_expansions_graph_view_and_both_configs(home):
    at = start(TUNE, kn="clinic", q=QUESTION, cfg=json.dumps({"concept_retrieval": {"top_k": 3}}))
    open_section(at, "Instances")
    at.number_input(key="w.cfg.b.semantic_instance_retrieval.min_direct_relevance").set_value(0.5).run()
    at.switch_page(KEYWORD).run()
    run_keyword(at, "上气道梗阻")
    at.selectbox(key="w.kw.expand_target").set_value("symptom-s1").run()
    at.selectbox(key="w.kw.expand_relation").set_value("has_symptom").run()
    at.button(key="w.kw.expand").click().run()
    at.session_state["knx.graph_views"] = {"kw-graph": {"hidden_relations": ["has_department"], "layout": "force"}}
    at.run()
    link = {k: at.query_params[k] for k in at.query_params}
    link = {k: v[0] if isinstance(v, list) else v for k, v in link.items()}
    assert {"kw", "exp", "gv", "cfg", "cfgb"} <= set(link), link

    again = start(KEYWORD, **link)  # a fresh session opening the link
    assert [r.keyword for r in again.session_state["knx.keyword_rounds"]] == ["上气道梗阻"]
    assert list(again.session_state["knx.expansions"]) == ["symptom-s1|has_symptom"]
    assert again.session_state["knx.config"].concept_retrieval.top_k == 3
    assert again.session_state["knx.compare_config"].semantic_instance_retrieval.min_direct_relevance == 0.5
    (graph,) = graphs(again)
    assert graph["view"]["hidden_relations"] == ["has_department"] and graph["view"]["layout"] == "force"
    assert {"disease-d2", "disease-d3"} <= set(graph_node_ids(graph))
    # the config differs from the defaults, and the page says so
    again.switch_page(SEARCH).run()
    assert any("modified from the defaults" in plain(m.value) for m in again.markdown)


def test_saving_a_preset_selects_it_and_history_reruns(home):
    at = start(SEARCH, kn="clinic", q=QUESTION)
    at.switch_page(TUNE).run()
    at.number_input(key="w.cfg.a.concept_retrieval.top_k").set_value(4).run()
    at.text_input(key="w.preset_name.a").set_value("four").run()
    at.button(key="w.preset_save.a").click().run()
    assert ok(at).selectbox(key="w.preset_pick.a").value == "four"
    assert at.query_params["preset"] in ("four", ["four"])
    at.number_input(key="w.cfg.a.concept_retrieval.top_k").set_value(6).run()
    at.switch_page(SEARCH).run()
    assert any("modified from preset four (1 field)" in plain(m.value) for m in at.markdown)
    at.text_input(key="w.question").set_value("肺炎").run()
    history = at.session_state["knx.history"]
    assert [h.question for h in history][:2] == ["肺炎", QUESTION]
    at.button(key="w.history.1").click().run()
    assert ok(at).session_state["knx.search"].request.query == QUESTION
    # unused config fields are not offered as if they worked
    at.switch_page(TUNE).run()
    keys: set[str] = set()
    for section in SECTIONS:
        open_section(at, section)
        keys |= {w.key for w in at.number_input} | {w.key for w in at.toggle}
    assert not {key for key in keys if key.endswith((".return_union", ".skip_llm"))}  # removed from the config
    assert "w.cfg.a.semantic_instance_retrieval.semantic_field_keep_ratio" in keys  # implemented
    assert "w.cfg.a.semantic_instance_retrieval.min_direct_relevance" in keys


def test_keyword_tables_are_kept_for_the_shown_round_only(home):
    """Tables are built once per round shown; a session of many rounds keeps one round's."""
    at = start(KEYWORD, kn="clinic", q=QUESTION)
    run_keyword(at, "上气道梗阻")
    at.multiselect(key="w.kw.keywords").set_value(["上气道梗阻", "肺炎"]).run()
    run_keyword(at, "肺炎", "disease")
    run_keyword(at, "上气道梗阻")

    def kept():
        owner, tables = at.session_state["knx.kw_round_tables"]
        return owner, {id(value) for _, value in tables.values()}

    owner, tables = kept()
    assert owner is at.session_state["knx.keyword_rounds"][-1].result and tables
    ok(at.run())
    assert kept() == (owner, tables)  # a rerun reuses the built tables
    ok(at.selectbox(key="w.kw.round").set_value(0).run())
    first, first_tables = kept()
    assert first is at.session_state["knx.keyword_rounds"][0].result and not first_tables & tables


def test_search_says_which_names_were_read_as_people_write_them(demo_home):
    """The opt-in settings reading a name without its bracketed note or a dashed name as typed (docs/linking.md):
    the Search page names the record the question's words were read as, and why."""
    config = {"concept_retrieval": {"names_without_notes": True, "dashes_as_typed": True}}
    at = start(SEARCH, q="万苏林怎么用", cfg=json.dumps(config))
    captions = " ".join(plain(c.value) for c in at.caption)
    assert "“万苏林” read as the name “万苏林（中效胰岛素）” without the note in brackets it ends in" in captions
    nodes = next(df.value for df in at.dataframe if "signals" in df.value.columns)
    assert nodes.iloc[0]["name"] == "万苏林（中效胰岛素）"
