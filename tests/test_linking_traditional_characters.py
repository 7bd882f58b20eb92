"""Questions typed in traditional characters (Taiwan, Hong Kong, Macau, abroad) are read in simplified ones,
character for character, before any reader of the question sees them (core.search.regional_words): the
network's names and every word list are simplified. A question whose characters are all of the simplified set
is never rewritten, so a simplified name holding a character both sets share keeps it."""

from __future__ import annotations

import pytest

from core.search.linking import kept_positions
from core.search.regional_words import mandarin_reading
from core.text import written_in_simplified
from kn_search_support import debug_search, top_node


@pytest.mark.parametrize("typed, reading", [
    ("醫生說我有膀胱癌，要吃什麼藥？", "医生说我有膀胱癌，要吃什么药？"),
    ("舌白斑通常生喺舌頭邊度", "舌白斑通常生在舌头哪里"),  # Hong Kong written words read as Mandarin after it
    ("膀胱癌係咪同飲酒有關", "膀胱癌是否同饮酒有关"),
    ("膀胱癌同放射性膀胱炎點樣分", "膀胱癌同放射性膀胱炎怎样分"),
    ("请问膀胱癌會有血尿嗎", "请问膀胱癌会有血尿吗"),  # the two scripts mixed in one message
])
def test_a_question_in_traditional_characters_is_read_in_simplified_ones(typed, reading):
    assert not written_in_simplified(typed)
    assert mandarin_reading(typed) == reading and len(reading) == len(typed)


@pytest.mark.parametrize("question", ["卵巢残馀综合征有什么症状", "饭後吃还是饭前吃", "膀胱癌有哪些症状？"])
def test_a_question_in_the_simplified_set_is_not_rewritten(question):
    # 馀 and 後 are traditional forms the simplified set also holds: a name written with them stays as typed
    assert written_in_simplified(question) and mandarin_reading(question) == question


@pytest.mark.parametrize("typed, simplified", [
    ("膀胱癌有哪些症狀", "膀胱癌有哪些症状"),
    ("狂犬病會有什麼症狀？", "狂犬病会有什么症状？"),
    ("舌白斑通常生喺舌頭邊度", "舌白斑通常生在舌头哪里"),
    ("貿第蟲病", None),  # a name written wrongly stays unlinked, as in simplified characters
])
def test_the_traditional_question_finds_what_the_simplified_one_finds(regional, typed, simplified):
    response = debug_search(regional, typed, "regional")
    if simplified is None:
        assert not response.linked_entities
        return
    expected = debug_search(regional, simplified, "regional")
    assert top_node(response) == top_node(expected) and top_node(response)[0] in simplified
    assert [r.concept_id for r in response.relation_types[:3]] == [r.concept_id for r in expected.relation_types[:3]]
    # the response keeps the question as typed; the trace gives the reading
    assert response.trace["reading"] == mandarin_reading(typed)
    assert [(e.mention, e.start) for e in response.linked_entities] == [
        (e.mention, e.start) for e in expected.linked_entities]


def test_the_positions_kept_keep_the_typed_characters():
    assert mandarin_reading("東廧子有什麼功效", kept=lambda text, read: {1}) == "东廧子有什么功效"
    assert mandarin_reading("東廧子有什麼功效") == "东𪪞子有什么功效"  # (zhconv's simplified form of 廧)
    assert mandarin_reading("痲疹疫苗要打幾劑") == "麻疹疫苗要打几剂"  # zhconv gives 痳, another traditional form


def test_a_simplified_question_never_asks_for_the_positions_kept():
    def kept(text, read):
        raise AssertionError("not needed for a question in the simplified set")
    assert mandarin_reading("高血压有什么症状？", kept=kept) == "高血压有什么症状？"


@pytest.mark.parametrize("typed, reading", [
    ("卵巢残馀综合征怎么治疗😭", "卵巢残馀综合征怎么治疗😭"),  # a name written with 馀, an emoji beside it
    ("東廧子有什麼功效", "东廧子有什么功效"),
    ("最近肌肉痠痛是什麼原因？", "最近肌肉酸痛是什么原因？"),  # 痠 of no name there reads 酸
    ("寶寶兔脣要怎麼治療？", "宝宝兔唇要怎么治疗？"),
    ("腰痠怎麼辦", "腰痠怎么办"),  # the name 腰痠
    ("腰痠背痛是腎虛嗎？", "腰酸背痛是肾虚吗？"),  # a longer name (腰酸背痛) over 腰痠
])
def test_a_name_of_the_network_keeps_its_characters_only_where_it_is_named(medical_backend, typed, reading):
    assert mandarin_reading(typed, kept=kept_positions(medical_backend, "medical")) == reading


@pytest.mark.parametrize("question, top", [
    ("東廧子這個藥材俗名叫什麼？", ("东廧子", "medicinal_material")),
    ("一直在用曼秀雷敦栢可，這個藥膏屬於哪類藥？", ("复方薄荷脑软膏", "drugs")),  # a trade name written with 栢
    ("醫生說我有頸椎病，要吃什麼藥？", ("颈椎病", "disease")),
])
def test_the_network_names_with_traditional_characters_are_still_found(medical_backend, question, top):
    assert top_node(debug_search(medical_backend, question, "medical")) == top
