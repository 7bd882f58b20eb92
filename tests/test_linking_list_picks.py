"""A name picked out of a list told before the question by an ordinal, and Cantonese words read as Mandarin, on the
demo network:

- 第二个 / 最后那个 / 中间那个 in the clause that asks picks that name of the last list before it (names joined by
  、 / ， / 和 …, counts and doses allowed: ×1, 15g) - not an ordinal counting something else (第二个疗程, 第二个晚上),
  not a list of several types, not an earlier list;
- 嘅 / 咗 / 佢 / 啲 / 边只 … are read as 的 / 了 / 他 / 些 / 哪个, one for one, and 边 keeps its Mandarin senses."""

from __future__ import annotations

import pytest

from core.search.linking import _LIST_GAP
from core.search.regional_words import mandarin_reading
from kn_search_support import debug_search, linking_trace, subject_mention
from ui.search_view import linking_decisions


@pytest.mark.parametrize("question, picked", [
    ("家里备了板蓝根颗粒、布洛芬、蒙脱石散，第二个能治什么", "布洛芬"),
    ("化验单写着：体癣、毛囊炎、湿疹。中间那个一般长在哪些部位", "毛囊炎"),
    # in a yes-or-no question (the first named would be asked about otherwise)
    ("要防的病有疟疾、登革热、血吸虫病，最后那个在非洲流行吗", "血吸虫病"),
    # counts after the items; of two ordinals the last asks
    ("买了硝苯地平×2、阿司匹林×1、辛伐他汀×1，第一个吃了不管用，第三个能降血脂吗", "辛伐他汀"),
])
def test_a_name_picked_out_of_a_list_is_asked_about(medical_backend, question, picked):
    response = debug_search(medical_backend, question, "medical")
    assert subject_mention(response) == picked
    assert linking_trace(response)["subject"]["picked_from_list"] == picked
    assert any(f"asked about “{picked}”" in line and "picks it out of the list" in line
               for line in linking_decisions(response))


@pytest.mark.parametrize("question, subject", [
    # a name told again after a list is no pick (the first named stays the yes-or-no question's subject)
    ("我妈吃的药：硝苯地平、阿司匹林、辛伐他汀，阿司匹林能长期吃吗", None),
    # an ordinal after a list of several types
    ("单子上有布洛芬、血常规、阿莫西林，第二个能报销吗", None),
    # an ordinal counting a course, a night
    ("第二个疗程吃阿莫西林还是头孢", None),
    ("吃了布洛芬、对乙酰氨基酚，第二个晚上还烧，要去医院吗", "布洛芬"),
    # a complaint and a medicine are no list
    ("头痛，藿香正气软胶囊 头痛能吃吗", "藿香正气软胶囊"),
])
def test_what_picks_nothing_out_of_a_list(medical_backend, question, subject):
    response = debug_search(medical_backend, question, "medical")
    assert "picked_from_list" not in (linking_trace(response).get("subject") or {})
    if subject is not None:
        assert subject_mention(response) == subject


@pytest.mark.parametrize("gap, joins", [
    ("、", True), ("，", True), (" 和 ", True), ("，还有", True), ("×1、", True), ("15g ", True), ("\n", True),
    ("吃", False), ("，我问", False), (" ", False),
])
def test_what_joins_list_items(gap, joins):
    assert (_LIST_GAP.fullmatch(gap) is not None) is joins


@pytest.mark.parametrize("typed, read", [
    ("依思汀係邊隻藥嘅別名？", "依思汀系哪个药的别名？"),
    ("食咗布洛芬，佢仲痛", "食了布洛芬，他仲痛"),
    ("边种药好啲", "哪种药好些"),
    ("边类药可以食", "哪类药可以食"),
    # 边 in its Mandarin senses
    ("左边只有一点痛", "左边只有一点痛"),
    ("周边类药店能买到吗", "周边类药店能买到吗"),
    ("院子边种药材会招蚊子吗", "院子边种药材会招蚊子吗"),
    ("田边种类繁多", "田边种类繁多"),
])
def test_cantonese_words_are_read_as_mandarin(typed, read):
    assert mandarin_reading(typed) == read
    assert len(mandarin_reading(typed)) == len(typed)
