"""A record's name typed with one character sounding as its own in its place (a pinyin keyboard's slip: 布落芬 for
布洛芬) links to the record where `concept_retrieval.sounded_names` asks for it: the sound index
(core.search.name_sounds), what it leaves alone, and kn_search and knx link on the demo network."""

from __future__ import annotations

import marisa_trie
import pytest

from core.search.name_sounds import SoundIndex, syllable
from core.search.service import kn_search
from kn_search_support import linking_trace
from ui.search_view import linking_decisions

NAMES = ["布洛芬", "阿莫西林", "高血压", "感冒", "原发型"]
SOUNDED = {"retrieval_config": {"concept_retrieval": {"sounded_names": True}}}


def debug_search(backend, question: str, kn_id: str):
    """kn_search with its trace and sounded names on."""
    return kn_search(backend, {"query": question, "kn_id": kn_id, "debug": True, **SOUNDED})


@pytest.fixture(scope="module")
def index():
    forms = marisa_trie.Trie(NAMES)
    return forms, SoundIndex.build(forms)


@pytest.mark.parametrize("reading, heard", [("zhuàng", "zuan"), ("lǜ", "lv"), ("xīng", "xin"), ("shēng", "sen"),
                                            ("mā", "ma")])
def test_a_reading_is_compared_without_its_tone_and_with_the_pairs_merged(reading, heard):
    assert syllable(reading) == heard


@pytest.mark.parametrize("text, found", [
    ("布落芬能治什么", [(0, 3, "布洛芬")]),
    ("孩子吃了阿莫西淋", [(4, 8, "阿莫西林")]),
    ("我妈有高血亚", [(3, 6, "高血压")]),
    # the name itself is no slip; two characters changed are another word; two characters are too few to tell
    ("布洛芬能治什么", []),
    ("不落芬能治什么", []),
    ("感帽了吃什么", []),
])
def test_a_stretch_sounding_as_a_name_and_one_character_off(index, text, found):
    forms, sounds = index
    assert list(sounds.find(text, forms)) == found


def test_the_index_is_stored_and_read_back(index):
    forms, sounds = index
    back = SoundIndex.from_arrays({k: v.copy() for k, v in sounds.to_arrays().items()})
    assert list(back.find("布落芬", forms)) == [(0, 3, "布洛芬")]
    with pytest.raises(ValueError, match="sounds and offsets"):
        SoundIndex.from_arrays({**sounds.to_arrays(), "sound_offsets": sounds.to_arrays()["sound_offsets"][:-1]})


@pytest.mark.parametrize("question, name", [
    ("布落芬能治什么病", "布洛芬"),
    ("我妈有高血亚，平时吃什么药好", "高血压"),
    ("孩子吃了布洛纷能退烧吗", "布洛芬"),
    # the name's last character slipped after a name of its own, a record the network says less about (阑尾)
    ("阑尾严一定要开刀吗", "阑尾炎"),
])
def test_kn_search_links_a_name_typed_with_a_slip(medical_backend, question, name):
    response = debug_search(medical_backend, question, "medical")
    assert response.nodes[0].instance_name == name
    typed = question[response.linked_entities[0].start:response.linked_entities[0].end]
    assert linking_trace(response)["sounded"] == [{"typed": typed, "form": name}]
    assert any(f"“{typed}” read as the name “{name}”" in line for line in linking_decisions(response))


@pytest.mark.parametrize("question", [
    # a word of its own that sounds as a record's name (原发性 / the record 原发型, 脂肪酸 / 脂肪栓)
    "原发性的和继发性的有什么区别",
    "脂肪酸吃多了会怎样",
    # a name told right and the character after it sounding as a longer record's last (痛风是 / 痛风石, 高血压怎 /
    # 高血压症), or making a word with the one after it (肿瘤可能 / 肿瘤科, 治疗什么 / 治疗砷)
    "痛风是遗传的吗",
    "高血压怎么治才好",
    "肿瘤可能转移到哪里",
    "这个药材可以治疗什么",
    # a better documented name told right with a word beside it (治头痛 / the record 止头痛), two names side by side
    # (重度 + 高血压 / 中度高血压), everyday words (一 + 紧张 / 易紧张)
    "治头痛的药有哪些",
    # a name told right and one of the words sentences are made of after it, whatever the edges (玻璃体上 / the
    # record 玻璃体疝, which the network says more about than the body part 玻璃体)
    "哪些病会表现在玻璃体上",
    "重度高血压要住院吗",
    "一紧张就心慌是怎么回事",
])
def test_words_of_their_own_are_no_slips(medical_backend, question):
    assert "sounded" not in linking_trace(debug_search(medical_backend, question, "medical"))


def test_off_by_default(medical_backend):
    response = kn_search(medical_backend, {"query": "布落芬能治什么病", "kn_id": "medical", "debug": True})
    assert "sounded" not in linking_trace(response)
    assert all(e.instance_name != "布洛芬" for e in response.linked_entities or [])


def test_knx_link_reads_sounded_names_when_asked(medical_in_knx_home, capsys):
    import json

    from core.cli import main

    assert main(["link", "布落芬能治什么病", "--kn", "medical", "--json", "--sounded-names"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["trace"]["sounded"] == [{"typed": "布落芬", "form": "布洛芬"}]
    for flags in ([], ["--no-sounded-names"]):
        assert main(["link", "布落芬能治什么病", "--kn", "medical", "--json", *flags]) == 0
        assert "sounded" not in json.loads(capsys.readouterr().out)["trace"]


def test_a_dictionary_read_back_from_its_arrays_finds_slips_when_first_asked(medical_backend):
    from core.search.name_dictionary import Dictionary, shared_cache

    dictionary, _ = shared_cache.get(medical_backend, "medical")
    read = Dictionary.from_arrays(*dictionary.to_arrays())
    assert read._sounds is None  # nothing of the sound index is read until a search asks for it
    assert read.find_sounding("布落芬能治什么") == [(0, 3, "布洛芬")]
