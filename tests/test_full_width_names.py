"""Names match in either width: full-width letters and digits (ＨＩＶ, ２型, a Chinese keyboard in full-width mode or a
copied document) read as ASCII, one character for one (core.search.name_dictionary.normalise), in the question and in
the network's own names (长骨Ｘ线平片检查, 复方维生素Ｂ12软膏II号), on the demo network."""

from __future__ import annotations

import pytest

from core.search.name_dictionary import normalise
from kn_search_support import debug_search


@pytest.mark.parametrize("text, form", [
    ("ＨＩＶ感染", "hiv感染"),
    ("２型糖尿病", "2型糖尿病"),
    ("长骨Ｘ线平片检查", "长骨x线平片检查"),
    ("ａｂｃ０９ＸＹＺ", "abc09xyz"),
    # full-width punctuation, circled numbers and units are left as written: they are no letters or digits
    ("（那屈肝素钙）？！", "（那屈肝素钙）？！"),
    ("①㎎½", "①㎎½"),
])
def test_full_width_letters_and_digits_read_as_ascii(text, form):
    assert normalise(text) == form
    assert len(normalise(text)) == len(text)  # spans found in the form are the question's own offsets


@pytest.mark.parametrize("question, mention, name", [
    # the question in full width, the network's name in ASCII
    ("ＨＩＶ感染有哪些症状", "ＨＩＶ感染", "HIV感染"),
    # the question in ASCII, the network's name in full width
    ("长骨X线平片检查能查出哪些病", "长骨X线平片检查", "长骨Ｘ线平片检查"),
    ("复方维生素B12软膏II号有什么副作用", "复方维生素B12软膏II号", "复方维生素Ｂ12软膏II号"),
])
def test_a_name_links_in_either_width(medical_backend, question, mention, name):
    response = debug_search(medical_backend, question, "medical")
    first = min(response.linked_entities, key=lambda e: e.start)
    assert (first.mention, first.instance_name) == (mention, name)
    assert question[first.start:first.end] == mention
    assert response.nodes[0].instance_name == name
