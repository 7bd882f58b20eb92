"""The explorer's parts that need no Streamlit run: graph HTML, comparison, keyword suggestions,
presets, typed state, the session store and the neighbour graph data."""

from __future__ import annotations

import json
import re

import pytest

from core.exceptions import ConfigError, InvalidRequestError, NotFoundError
from core.retrieval.sessions import SessionState
from core.search.config import RetrievalConfig
from core.search.models import KnSearchNode, KnSearchRelationType, KnSearchResponse
from ui.compare import diff_responses
from ui.graph import (LABEL_CHARS, GraphEdge, GraphNode, GraphViewState, build_view, component_args,
                      component_page, standalone_html)
from ui.keywords import NameHit, object_type_hint, suggest_keywords
from ui.neighbourhood import expansion_query, expand_instance, graph_from_context, identity_of
from ui.presets import PresetStore, parse_preset, preset_json
from ui.state import AppState, StreamlitSessionStore, load_from_url, url_values, write_to_url

EVIL = "<script>alert(1)</script>"


# -- graph --------------------------------------------------------------------------------------
HOSTILE = [EVIL, "血清肌酐 < 176.8 μmol/L (男性, …", "a < b [x", "trail \\", "a<(b", "x < y )",
           '<img src=x onerror="alert(2)">', "</script><script>alert(3)"]


def test_graph_data_is_plain_text_and_the_page_is_offline():
    nodes = [GraphNode(f"n{i}", name, "thing", EVIL, (("note", name),), source=name) for i, name in enumerate(HOSTILE)]
    edges = [GraphEdge("n0", f"n{i}", EVIL, "links") for i in range(1, len(HOSTILE))]
    args = component_args(build_view(nodes, edges), status=EVIL)
    # names are sent as they are (drawn as text; the page never parses them as HTML)
    assert [n["name"] for n in args["nodes"]] == HOSTILE
    assert args["nodes"][1]["label"] == HOSTILE[1]
    page = standalone_html(args)
    for name in HOSTILE:
        assert name not in page.split("</head>")[1] or "<" not in name
    assert "</script><script>alert(3)" not in page
    scripts = re.findall(r"<script[^>]*>", page)
    assert scripts == ["<script>"] * len(scripts)  # in-line only, nothing loaded from anywhere
    assert not re.search(r"""(src|href)\s*=\s*["']?https?:""", page)
    assert "default-src 'none'" in page
    # the widget's own script builds every visible piece with textContent, never innerHTML
    script = component_page().split("<div id=\"knx-root\">")[1]
    assert "innerHTML" not in script and "textContent" in script
    assert '"multi"' not in json.dumps(args["options"])  # vis-network's HTML label mode stays off


def test_long_labels_are_cut_but_the_full_name_is_kept():
    name = "血清肌酐 < 176.8 μmol/L (男性, 女性以及其他人群的参考范围和说明，更多文字)"
    (node,) = component_args(build_view([GraphNode("x", name, "t")], []))["nodes"]
    assert len(node["label"]) == LABEL_CHARS and node["label"].endswith("…") and node["name"] == name


def test_view_state_round_trips_and_ignores_junk():
    state = GraphViewState.from_dict({"hidden_nodes": ["a"], "hidden_relations": ["r"], "layout": "radial",
                                      "hidden_groups": "not a list", "other": 1})
    assert state == GraphViewState(["a"], [], ["r"], "radial")
    assert GraphViewState.from_dict(state.to_dict()) == state
    assert GraphViewState.from_dict({"layout": "<script>"}).layout == ""


def test_build_view_caps_and_keeps_matched_instances_first():
    nodes = [GraphNode(f"n{i}", f"n{i}", "a" if i % 2 else "b") for i in range(10)]
    nodes.append(GraphNode("hit", "hit", "c", emphasis=True))
    edges = [GraphEdge("hit", f"n{i}", "r", "r") for i in range(10)]
    view = build_view(nodes, edges, max_nodes=4)
    assert [n.id for n in view.nodes] == ["hit", "n0", "n1", "n2"]
    assert view.dropped_nodes == 7 and view.dropped_edges == 7 and view.truncated
    assert {e.key: e.count for e in view.legend} == {"c": 1, "b": 2, "a": 1}
    assert [(e.key, e.count) for e in view.edge_legend] == [("r", 3)]
    again = build_view(list(reversed(nodes)), edges, max_nodes=4, colors=view.colors)
    assert again.colors == view.colors  # colours stay with their group


# -- comparison ---------------------------------------------------------------------------------
def _rel(rid, score):
    return KnSearchRelationType(concept_id=rid, concept_name=rid, source_object_type_id="a",
                                target_object_type_id="b", score=score)


def _node(pk, score):
    return KnSearchNode(object_type_id="disease", instance_name=pk, unique_identities={"id": pk}, score=score)


def test_diff_reports_rank_moves_and_node_changes():
    a = KnSearchResponse(relation_types=[_rel("r1", 0.9), _rel("r2", 0.5), _rel("r3", 0.1)],
                         nodes=[_node("d1", 0.8), _node("d2", 0.4)])
    b = KnSearchResponse(relation_types=[_rel("r2", 0.7), _rel("r1", 0.6), _rel("r4", 0.2)],
                         nodes=[_node("d1", 0.9), _node("d3", 0.5)])
    diff = diff_responses(a, b)
    by_id = {r.relation_type_id: r for r in diff.relations}
    assert (by_id["r1"].status, by_id["r1"].rank_shift) == ("moved down", -1)
    assert (by_id["r2"].status, by_id["r2"].rank_shift, by_id["r2"].score_shift) == ("moved up", 1, 0.2)
    assert by_id["r3"].status == "dropped" and by_id["r4"].status == "added"
    nodes = {n.instance_id: n for n in diff.nodes}
    assert nodes["disease-d1"].status == "kept" and nodes["disease-d1"].score_shift == pytest.approx(0.1)
    assert nodes["disease-d2"].status == "dropped" and nodes["disease-d3"].status == "added"
    assert not diff.unchanged
    assert diff_responses(a, a).unchanged


def test_the_comparison_chart_reaches_the_best_relation_score():
    """Relation scores go past 1 (the intent ranker adds its signals); a [0, 1] axis let every bar run
    past its end, so bars of 1.9 and 1.1 looked alike."""
    from ui.tune_view import _relation_score_chart

    a = KnSearchResponse(relation_types=[_rel("r1", 1.915), _rel("r2", 1.1)])
    b = KnSearchResponse(relation_types=[_rel("r1", 1.915), _rel("r2", 0.4)])
    spec = _relation_score_chart(diff_responses(a, b), "A", "B")
    assert spec["encoding"]["x"]["scale"]["domain"] == [0, 1.915]
    assert spec["height"] == {"step": 16}  # each relation type's band grows with the bars in it
    low = KnSearchResponse(relation_types=[_rel("r1", 0.3)])
    assert _relation_score_chart(diff_responses(low, low), "A", "B")["encoding"]["x"]["scale"]["domain"] == [0, 1.0]


def test_a_linking_choice_made_for_every_mention_of_a_name_is_said_once():
    from ui.search_view import linking_decisions

    twin = {"mention": "感冒", "to": "急性鼻炎", "from": "感冒", "relation_type": "has_symptom", "edges": [0, 22]}
    response = KnSearchResponse(trace={"concepts": {"linking": {"alias_twins": [twin] * 2000}}})
    assert linking_decisions(response) == [
        "“感冒” → 急性鼻炎, not the record 感冒: it holds more has_symptom edges (22 against 0) and more in all"]


# -- keywords -----------------------------------------------------------------------------------
def test_keyword_suggestions_prefer_names_found_in_the_question():
    hits = [NameHit("气道梗阻", "disease", 0.8), NameHit("上气道梗阻", "disease", 0.82),
            NameHit("上气道梗阻", "symptom", 0.5), NameHit("肺炎", "disease", 0.9), NameHit("症状", "checklist", 0.3)]
    keywords = suggest_keywords("上气道梗阻有哪些症状", hits)
    assert keywords[0] == "上气道梗阻"
    assert "气道梗阻" not in keywords and "肺炎" not in keywords  # inside a longer name / not in the question
    assert "哪些" not in keywords and "有" not in keywords  # stop words and single characters
    assert object_type_hint("上气道梗阻", hits, ["disease", "symptom"]) == "disease"
    assert object_type_hint("上气道梗阻", hits, ["symptom"]) == "symptom"
    assert object_type_hint("上气道梗阻", hits, ["drugs"]) is None


def test_segmentation_suggests_words_when_no_name_was_found():
    keywords = suggest_keywords("儿童哮喘的治疗方法有哪些", [])
    assert keywords[0] == "儿童哮喘"
    assert "的" not in keywords and "哪些" not in keywords
    assert suggest_keywords("儿童哮喘的治疗方法有哪些", [NameHit("哮喘", "disease", 0.9)])[0] == "哮喘"


# -- presets ------------------------------------------------------------------------------------
def test_preset_store_round_trip(tmp_path):
    store = PresetStore(tmp_path)
    config = RetrievalConfig().merged({"concept_retrieval": {"top_k": 3}})
    store.save("my preset", config)
    assert store.names() == ["my preset"]
    assert store.load("my preset") == config
    name, parsed = parse_preset(preset_json("x", config))
    assert (name, parsed) == ("x", config)
    assert parse_preset(json.dumps({"property_filter": {"enable_property_filter": False}}))[1] \
        .property_filter.enable_property_filter is False
    # a name beside the groups names the bare config
    name, parsed = parse_preset(json.dumps({"name": "off", "concept_retrieval": {"question_prior_weight": 0}}))
    assert name == "off" and parsed.concept_retrieval.question_prior_weight == 0
    with pytest.raises(NotFoundError, match="saved presets: my preset"):
        store.load("other")
    with pytest.raises(InvalidRequestError, match="not valid"):
        store.save("../escape", config)


@pytest.mark.parametrize("text, message", [
    ("[1, 2]", "expected a JSON object"),
    ('{"name": "x", "retrieval_config": {}, "extra": 1}', "unknown key(s) extra"),
    ('{"name": "x", "concept_retrieval": {}, "extra": 1}', "unknown key(s) extra"),
    ('{"name": 3, "concept_retrieval": {}}', "preset.name: expected a string"),
    ('{"semantic_instance_retrieval": {"min_direct_relevance": 2}}',
     "retrieval_config.semantic_instance_retrieval.min_direct_relevance: 2 is out of range; valid: 0.0 to 1.0"),
])
def test_bad_presets_name_what_is_wrong(text, message):
    with pytest.raises(ConfigError) as caught:
        parse_preset(text)
    assert message in str(caught.value)


# -- state and URL --------------------------------------------------------------------------------
def test_app_state_is_typed_with_defaults_and_url_round_trip():
    store: dict = {}
    state = AppState(store)
    assert state.question == "" and state.config == RetrievalConfig() and state.keyword_rounds == []
    load_from_url(state, {"kn": "clinic", "q": "上气道梗阻", "preset": "strict", "cfg": '{"a": 1}'})
    assert (state.kn_id, state.question, state.preset) == ("clinic", "上气道梗阻", "strict")
    load_from_url(state, {"kn": "other"})  # only the first run of a session reads the URL
    assert state.kn_id == "clinic"
    state.preset = None
    state.config = RetrievalConfig().merged({"concept_retrieval": {"top_k": 4}})
    params: dict = {"stale": "kept", "preset": "old"}
    write_to_url(state, params)
    assert params == {"stale": "kept", "kn": "clinic", "q": "上气道梗阻",
                      "cfg": '{"concept_retrieval":{"top_k":4}}'}
    # with a preset loaded, the URL names it and only what differs from it
    state.preset, state.preset_config = "strict", state.config
    assert url_values(state) == {"kn": "clinic", "q": "上气道梗阻", "preset": "strict"}


def test_url_carries_options_graph_settings_and_survives_junk():
    state = AppState({})
    state.only_schema, state.enable_rerank = True, False
    state.graph_all_rounds, state.graph_cap = False, 40
    state.graph_views = {"kw-graph": {"hidden_nodes": ["x"]}, "schema-graph": {}}
    values = url_values(state)
    assert values["opt"] == "only_schema,no_rerank"
    assert json.loads(values["gopt"]) == {"all_rounds": False, "cap": 40}
    assert json.loads(values["gv"]) == {"kw-graph": {"hidden_nodes": ["x"]}}
    again = AppState({})
    load_from_url(again, values)
    assert (again.only_schema, again.enable_rerank, again.debug) == (True, False, True)
    assert (again.graph_all_rounds, again.graph_cap) == (False, 40)
    assert again.graph_views == {"kw-graph": {"hidden_nodes": ["x"]}}
    assert load_from_url(AppState({}), values) == []  # a link the page wrote holds nothing to report
    # a mangled link is ignored piece by piece, never a crash, and each piece left out is named
    junk = AppState({})
    problems = load_from_url(junk, {"kw": "[1, [\"a\"], {}]", "exp": "{", "gv": "[]",
                                    "gopt": '{"cap": 99999, "all_rounds": 1, "size": 2}', "opt": "nonsense"})
    assert junk.store.get("knx.pending_rounds") == [] and junk.graph_views == {} and junk.graph_cap == 150
    assert junk.graph_all_rounds is True
    assert problems == [
        "The link's opt (search options) names 'nonsense', left out; valid options: only_schema, no_rerank, "
        "no_debug.",
        "The link's kw (keyword rounds): 3 of 3 entries are not [keyword, object_type_id] and were left out.",
        "The link's exp (graph expansions) is not valid JSON (Expecting property name enclosed in double quotes) "
        "and was left out; exp holds [[instance_id, object_type_id, label, relation_type_id or null], …].",
        "The link's gv (graph views) is not a JSON object and was left out; gv holds {graph key: {hidden_nodes, "
        "hidden_groups, hidden_relations, layout}}.",
        "The link's gopt (graph options): cap 99999 is out of range; valid: 5 to 1000 (whole numbers). The node "
        "cap stays 150.",
        "The link's gopt (graph options): all_rounds must be true or false, not 1; it was left out.",
        "The link's gopt (graph options): unknown key 'size', left out; valid keys: all_rounds, cap.",
    ]
    # one graph's view that cannot be read goes; the others stay
    views = AppState({})
    problems = load_from_url(views, {"gv": json.dumps({"kw-graph": {"layout": "spiral"},
                                                       "schema-graph": {"hidden_nodes": ["x"]}})})
    assert views.graph_views == {"schema-graph": {"hidden_nodes": ["x"]}}
    assert problems == ["The link's gv (graph views): the view of graph 'kw-graph' was left out — layout 'spiral' "
                        "is not one of force, hierarchical, radial."]


def test_streamlit_session_store_keeps_copies_and_owners_apart():
    tab_a, tab_b = {}, {}
    store_a, store_b = StreamlitSessionStore(tab_a), StreamlitSessionStore(tab_b)
    state = SessionState(query="q", kn_ids=["clinic"])
    store_a.put("explorer", "s1", state)
    state.query = "changed after put"
    assert store_a.get("explorer", "s1").query == "q"
    assert store_a.get("someone else", "s1") is None
    assert store_b.get("explorer", "s1") is None  # another browser tab
    store_a.delete("explorer", "s1")
    assert store_a.get("explorer", "s1") is None
    with pytest.raises(InvalidRequestError):
        store_a.get("", "s1")


# -- neighbour graph data ---------------------------------------------------------------------------
CONTEXT = {
    "instances": [{
        "instance_id": "disease-d1", "object_type_id": "disease", "instance_name": "上气道梗阻",
        "matched_fields": ["disease_name"], "properties": {"disease_id": "d1"},
        "neighbors": [
            {"instance_id": "symptom-s1", "object_type_id": "symptom", "instance_name": "呼吸困难",
             "relation_type_id": "has_symptom", "relation_type_name": "疾病症状", "relation_direction": "outgoing"},
            {"instance_id": "disease-d5", "object_type_id": "disease", "instance_name": "肺炎",
             "relation_type_id": "has_complication", "relation_type_name": "并发症",
             "relation_direction": "incoming", "seen_in_round": 1},
        ],
    }],
}


def test_graph_from_context_draws_true_directions_and_filters():
    nodes, edges = graph_from_context([CONTEXT], None)
    assert [n.id for n in nodes] == ["disease-d1", "symptom-s1", "disease-d5"] and nodes[0].emphasis
    assert [(e.source, e.target, e.label) for e in edges] == [
        ("disease-d1", "symptom-s1", "疾病症状"), ("disease-d5", "disease-d1", "并发症")]
    assert ("sent in round", 1) in nodes[2].properties
    nodes, edges = graph_from_context([CONTEXT], None, relation_filter={"has_symptom"})
    assert [n.id for n in nodes] == ["disease-d1", "symptom-s1"] and len(edges) == 1


def test_expansion_covers_both_directions_of_self_relations(clinic_backend):
    network = clinic_backend.get_network("clinic")
    query = expansion_query(network, "disease", {"disease_id": "d5"})
    shapes = {(p.relation_types[0].relation_type_id, p.relation_types[0].direction) for p in query.relation_type_paths}
    assert {("has_complication", "forward"), ("has_complication", "backward"), ("has_symptom", "forward")} <= shapes
    nodes, edges = expand_instance(clinic_backend, network, "disease", "disease-d5")
    pairs = {(e.source, e.target, e.relation_type_id) for e in edges}
    assert ("disease-d4", "disease-d5", "has_complication") in pairs  # d4 -> d5 (incoming)
    assert ("disease-d5", "disease-d1", "has_complication") in pairs  # d5 -> d1 (outgoing)
    assert ("disease-d5", "symptom-s2", "has_symptom") in pairs
    assert "disease-d5" not in {n.id for n in nodes}
    assert identity_of(network, "symptom", "symptom-s1", None) == {"symptom_id": "s1"}


# -- honest traces ------------------------------------------------------------------------------
def test_every_filter_in_the_trace_is_charted_and_counted():
    """Whatever filters the trace reports (today's min_direct_relevance list, per-candidate
    `dropped_by`, a global stage's list) each dropped candidate is charted with its filter."""
    from ui.search_view import dropped_candidates, filter_counts, node_chart_spec

    trace = {"instances": {
        "per_type": [{
            "object_type_id": "disease", "candidates": 9,
            "after_per_type_instance_limit": {"limit": 5, "count": 5},
            "after_min_direct_relevance": {"threshold": 0.3, "count": 1,
                                           "dropped": [{"instance": "肺炎", "score": 0.2}]},
            "scored": [{"instance": "糖尿病", "score": 0.9, "dropped_by": "per_type_instance_limit"},
                       {"instance": "感冒", "score": 0.95, "dropped_by": None}],
        }],
        "global_filter": {"before": 3, "after": 2, "threshold": 0.25,
                          "dropped": [{"instance": "咳嗽", "object_type_id": "symptom", "score": 0.1}]},
    }}
    response = KnSearchResponse(nodes=[KnSearchNode(object_type_id="disease", instance_name="感冒", score=0.95,
                                                    score_source="fused", signals={"knn": 0.9, "match": 1.0,
                                                                                   "match_raw": 7.1})],
                                trace=trace)
    rows = {(r["node"], r["filter"]) for r in dropped_candidates(response)}
    assert rows == {("肺炎 (disease)", "min_direct_relevance"), ("糖尿病 (disease)", "per_type_instance_limit"),
                    ("咳嗽 (symptom)", "global_filter")}
    counts = {c["filter"]: c["dropped"] for c in filter_counts(response)}
    assert counts == {"min_direct_relevance": 1, "per_type_instance_limit": 4, "global_filter": 1}
    spec = json.dumps(node_chart_spec(response, RetrievalConfig()), ensure_ascii=False)
    for outcome in ("dropped by min_direct_relevance", "dropped by per_type_instance_limit",
                    "dropped by global_filter"):
        assert outcome in spec


def test_core_messages_are_translated_and_applied_hints_dropped():
    from core.retrieval import keyword_context as kc
    from core.search.models import MESSAGE_INSTANCE_FAILURE, MESSAGE_NO_INSTANCES
    from ui.messages import ui_message, unique_messages

    message = kc.MESSAGE_NO_MATCH.format(keyword="肺", object_type_id="disease") + kc.MESSAGE_NO_MATCH_HINT
    assert ui_message(message, contextual_knowledge=True) == \
        "The keyword “肺” matched no instance of object type disease exactly"
    assert "turn on contextual knowledge" in ui_message(message)
    assert ui_message(MESSAGE_NO_INSTANCES) == "No instance matched the conditions."
    assert ui_message(MESSAGE_INSTANCE_FAILURE.format(reason="boom")) == "Semantic instance recall failed: boom"
    assert ui_message("something else") == "something else"
    assert unique_messages([MESSAGE_NO_INSTANCES, MESSAGE_NO_INSTANCES, None]) == ["No instance matched the conditions."]


def test_unused_config_fields_are_hidden():
    from pydantic import Field
    from pydantic.fields import FieldInfo

    from ui.config_view import field_is_used

    assert field_is_used(Field(1, description="used"))
    assert not field_is_used(Field(1, description="Batch size (reserved)."))
    assert not field_is_used(Field(1, json_schema_extra={"unused": True}))
    assert not field_is_used(Field(1, json_schema_extra={"honoured": False}))
    assert isinstance(Field(1), FieldInfo)


def test_every_used_config_field_is_in_one_section_of_the_config_pair():
    """Tune & compare draws the config a section at a time: no used field is left out or listed twice,
    and a field added to a group later lands in that group's catch-all section."""
    from core.search.config import GROUPS
    from ui.config_view import SECTIONS, section_fields, used_fields

    listed = [(SECTIONS[section][0], name) for section in SECTIONS for name in section_fields(section)]
    assert len(listed) == len(set(listed))
    assert set(listed) == {(group, name) for group in GROUPS for name in used_fields(group)}
    named = {(group, name) for group, names in SECTIONS.values() if names for name in names}
    assert named <= set(listed), "a section names a field its group does not have (or does not use)"
    assert max(len(section_fields(section)) for section in SECTIONS) <= 16


def test_connected_backend_is_kept_while_the_connections_stay_the_same(tmp_path):
    """Reruns reuse one routed backend (its per-network caches last); a change of connections
    builds a new one; without connections the local backend is used as it is."""
    from types import SimpleNamespace

    from core.backends.routed import RoutedBackend
    from core.backends.sqlite import SqliteBackend
    from ui.connections_view import connected_backend

    local, state = SqliteBackend(tmp_path), AppState({})
    assert connected_backend(local, state) is local
    state.connections = {"a": SimpleNamespace(backend=SqliteBackend(tmp_path / "a"))}
    first = connected_backend(local, state)
    assert isinstance(first, RoutedBackend) and connected_backend(local, state) is first
    state.connections = {**state.connections, "b": SimpleNamespace(backend=SqliteBackend(tmp_path / "b"))}
    second = connected_backend(local, state)
    assert second is not first and set(second.others) == {"a", "b"}
    assert connected_backend(SqliteBackend(tmp_path), state) is not second  # another local backend


def test_the_search_overview_ranks_relation_types_and_nodes_but_lists_object_types_in_response_order(medical_backend):
    from ui.runs import search
    from ui.search_view import OBJECT_ORDER_NOTE, overview_markdown

    run = search(medical_backend, kn_id="medical", question="糖尿病有哪些并发症", config=RetrievalConfig())
    relations, objects, nodes = overview_markdown(run)
    assert relations.startswith("**Relation types**\n\n1. ") and "\n2. " in relations
    assert nodes.startswith("**Nodes**\n\n1. ")
    listed = [line for line in objects.splitlines() if line.startswith("- ")]
    assert listed and not re.search(r"^\d+\. ", objects, re.MULTILINE)
    # the response's order, not the scores' (kn_search selects the ends of the ranked relation types first)
    names = [f"`{o.concept_id}`" for o in run.response.object_types][:len(listed)]
    assert [next(n for n in names if n in line) for line in listed] == names
    assert OBJECT_ORDER_NOTE in objects
