"""Entity linking and node hygiene in the explorer, on a real network with aliases and fragments:
linked entities above Search results, fragment names marked in tables, charts and graph panels,
an alias in the question suggesting its canonical instance on Keyword context, and the instance a
question naming several is about."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from streamlit.testing.v1 import AppTest

from core.search.service import kn_search
from kn_search_support import debug_search
from test_linking import clinic  # noqa: F401  (the alias/fragment network, a module fixture)
from test_linking_choices import everyday  # noqa: F401  (aliases, weak phrases, pairs: a module fixture)
from test_linking_several_records import records  # noqa: F401  (names several records carry: a module fixture)
from test_linking_subject import asked  # noqa: F401  (records of one name, alias records, pairs: a module fixture)
from ui.neighbourhood import fragment_rows
from ui.search_view import (FRAGMENT_MARK, RETURNED_FRAGMENT, linked_entities, linking_decisions, node_frame,
                            node_points)

APP = Path(__file__).resolve().parent.parent / "app.py"
ALIAS_QUESTION = "突聋挂什么科"
FRAGMENT = "的临床表现是少尿"


@pytest.fixture
def home(clinic, tmp_path, monkeypatch) -> Path:  # noqa: F811
    (tmp_path / "networks").symlink_to(Path(clinic.directory), target_is_directory=True)
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    return tmp_path


def start(page: str, **params: str) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=60)
    at.query_params.update(params)
    at.run()
    at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_search_shows_the_linked_alias_above_the_results(home):
    at = start("app_pages/search.py", kn="linkdemo", q=ALIAS_QUESTION)
    line = next(m.value for m in at.markdown if "Linked in the question" in m.value)
    assert "“突聋” → **突发性耳聋**" in line and "(alias)" in line
    nodes = next(d.value for d in at.dataframe if "fragment" in d.value.columns and "identity" in d.value.columns)
    assert nodes.iloc[0]["name"] == "突发性耳聋" and nodes.iloc[0]["score source"] == "linked_alias"


def test_keyword_context_suggests_the_canonical_instance_for_an_alias(home):
    at = start("app_pages/keyword_context.py", kn="linkdemo", q=ALIAS_QUESTION)
    keywords = at.multiselect(key="w.kw.keywords").value
    assert keywords and keywords[0] == "突发性耳聋", keywords
    assert at.selectbox(key="w.kw.ot.突发性耳聋").value == "disease"


def test_fragment_names_are_marked_in_table_chart_and_graph(clinic):  # noqa: F811
    response = kn_search(clinic, {"query": "临床表现是少尿", "kn_id": "linkdemo"})
    frame = node_frame(response)
    row = frame[frame["name"] == FRAGMENT].iloc[0]
    assert row["fragment"] == "particle_start"
    assert (frame[frame["name"] != FRAGMENT]["fragment"] == "").all()
    points = node_points(response)
    point = points[points["node"].str.startswith(FRAGMENT)].iloc[0]
    assert point["node"].endswith(FRAGMENT_MARK) and point["outcome"] == RETURNED_FRAGMENT
    assert fragment_rows(FRAGMENT) == (("⚠ fragment name", "particle_start"),) and fragment_rows("耳鸣") == ()
    linked = linked_entities(kn_search(clinic, {"query": ALIAS_QUESTION, "kn_id": "linkdemo"}))
    assert linked[0]["mention"] == "突聋" and linked[0]["entity"] == "突发性耳聋" and linked[0]["linked by"] == "an alias"


def test_relation_matches_reported_per_signal_read_as_words():
    from ui.search_view import _relation_matched

    doc = {"document": "疾病症状", "matched": {"unigrams": ["症状"], "semantic": []}}
    assert _relation_matched("有哪些症状", doc) == "matched unigrams: 症状"
    nothing = {"document": "疾病症状", "matched": {"unigrams": []}}
    assert _relation_matched("有哪些症状", nothing).startswith("shared words")  # no signal matched: the shared words


@pytest.fixture
def everyday_home(everyday, tmp_path, monkeypatch) -> Path:  # noqa: F811
    (tmp_path / "networks").symlink_to(Path(everyday.directory), target_is_directory=True)
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    return tmp_path


def test_the_instance_a_question_is_about_and_the_linkers_choices_are_shown(everyday):  # noqa: F811
    response = kn_search(everyday, {"query": "荨麻疹需要抽血化验吗", "kn_id": "everyday", "debug": True})
    rows = {row["entity"]: row for row in linked_entities(response)}
    assert rows["荨麻疹"]["asked about"] and not rows["抽血化验"]["asked about"]
    # one named instance: nothing to choose, nothing marked
    alone = kn_search(everyday, {"query": "荨麻疹有哪些症状", "kn_id": "everyday"})
    assert not any(row["asked about"] for row in linked_entities(alone))
    twin = kn_search(everyday, {"query": "流感有哪些症状", "kn_id": "everyday", "debug": True})
    assert any(d.startswith("“流感” → 流行性感冒, not the record 流感") for d in linking_decisions(twin))
    weak = kn_search(everyday, {"query": "糖尿病患者要注意什么", "kn_id": "everyday", "debug": True})
    assert linking_decisions(weak) == ["“糖尿病患者” gave way to the name “糖尿病” it holds or overlaps (a weak or leaf record)"]


def linking_choices(response) -> list[str]:
    """The linker's choices said on the Search page, without what relation ranking read of a name's
    records of other types (said last; tests/test_intent_weights.py checks it)."""
    return [line for line in linking_decisions(response) if "in the type signal at half share" not in line]


def test_the_record_and_subject_rules_are_said_in_words(asked):  # noqa: F811
    def decisions(question):
        return linking_choices(debug_search(asked, question, "asked"))

    assert decisions("哪些病会口苦") == [
        "“口苦” → 口苦 (symptom), not the disease record: the question asks for a disease (“病”), and "
        "has_symptom joins the two"]
    assert decisions("老人说的鬼剃头，到底是哪种病") == [
        "“鬼剃头” is the alias record 鬼剃头 (alias), not 斑秃: the question asks which instance the alias names"]
    assert decisions("头孢克肟片适合哪些感染") == [
        "asked about “头孢克肟片” rather than “感染”: the other is named as the answer's kind or a candidate answer"]
    assert decisions("我本来就有慢性胃炎，这回又说是胃溃疡，胃溃疡要吃哪些药") == [
        "asked about “胃溃疡” rather than “慢性胃炎”: it sits in the question's clause, or a 这 there refers back to it"]
    assert decisions("甲沟炎跟蜂窝织炎有关系吗") == [
        "asked about “甲沟炎” rather than “蜂窝织炎”: it is named first in a yes-or-no question"]
    assert decisions("甲沟炎是蜂窝织炎的一种吗") == [
        "asked about “甲沟炎” rather than “蜂窝织炎”: the other is named after 算 / 属于 / 是 … 的一种 as the class "
        "“甲沟炎” is weighed against"]
    # one named instance: no choice to explain
    assert decisions("甲沟炎有哪些症状") == []


def test_the_rules_for_names_several_records_carry_are_said_in_words(records):  # noqa: F811
    def decisions(question):
        return linking_choices(debug_search(records, question, "several"))

    assert decisions("高压人群容易得哪些病") == [
        "“高压” → 高压 (population), not the disease record: the question asks for a disease (“病”), and "
        "common_in joins the two, and the word after the name calls it by its type"]
    assert decisions("童年最常得的病都有哪些") == [
        "“童年” → 童年 (population), not the disease record: the question asks for a disease (“病”), and "
        "common_in joins the two; of the name's other records it holds the most common_in edges"]
    assert decisions("夜尿多该做什么检查") == [
        "“夜尿多” → 夜尿多 (symptom), not the disease record: the question asks for “检查”, the disease record "
        "holds no edge toward it, and this one holds check_for_symptom edges"]
    assert decisions("幽门菌病会导致哪些病") == [
        "“幽门菌病” → 幽门菌病 (cause), not the disease record: the question asks for a disease (“病”), and "
        "caused_by joins the two, and it holds more caused_by edges than the disease record holds toward a disease"]


def test_search_page_marks_the_instance_the_question_is_about(everyday_home):
    at = start("app_pages/search.py", kn="everyday", q="荨麻疹需要抽血化验吗")
    line = next(m.value for m in at.markdown if "Linked in the question" in m.value)
    assert "**荨麻疹** `disease` — *asked about*" in line and "**抽血化验** `checklist` — *asked" not in line


def test_a_record_kept_on_a_tie_of_the_edge_prior_is_said_in_words():
    response = SimpleNamespace(trace={"concepts": {"linking": {"answer_type_records": [
        {"mention": "低血压", "kept": ["disease", "低血压"], "relation_type": "has_symptom",
         "kept_for": "has_complication", "rule": "answer_type_tie"}]}}})
    assert linking_decisions(response) == [
        "“低血压” stays 低血压 (disease): has_symptom ranks above has_complication, which this record holds, "
        "on its edge count alone"]


def test_the_alias_readings_are_said_in_words():
    response = SimpleNamespace(trace={"concepts": {"linking": {"answer_type_records": [
        {"mention": "长禾", "from": ["formula", "口禾"], "to": ["alias", "长禾"], "rule": "alias_end_asked"},
        {"mention": "褥疮", "from": ["disease", "压疮"], "to": None, "rule": "joined_to_named"},
        {"mention": "软瘫", "from": ["disease", "五软"], "to": None, "rule": "related_by_rank"}]}}})
    assert linking_decisions(response) == [
        "“长禾” is the alias record 长禾 (alias), not 口禾: it is joined by 是 to a question word asking for "
        "its alias type (alias), so the question asks what it is an alias of",
        "“褥疮” stays 压疮 (disease), not its alias record: an alias relation type ranks first, but this "
        "record is joined to another instance the question names",
        "“软瘫” stays 五软 (disease), not its alias record: no 是 joins it to the question word, and this record "
        "holds edges of the best-ranked relation type toward the type the question asks for"]


def test_a_record_written_twice_is_said_in_words():
    response = SimpleNamespace(trace={"concepts": {"linking": {"resolved": [
        {"mention": "达靓", "written_twice": [
            {"record": "达靓", "standard": "葛根素滴眼液", "properties": ["generic_name", "trade_name"], "taken": True}]},
        {"mention": "托百士", "written_twice": [
            {"record": "托百士", "standard": "妥布霉素眼膏", "properties": ["generic_name", "trade_name"], "taken": False}]},
    ]}}})
    assert linking_decisions(response) == [
        "“达靓” → 葛根素滴眼液, not the record 达靓: the two records name each other (generic_name, trade_name), "
        "one instance written twice, and the naming properties say 葛根素滴眼液 is the standard one"]
