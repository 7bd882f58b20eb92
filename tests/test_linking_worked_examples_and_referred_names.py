"""A prompt's worked examples read as blanks by linking, a name affirmed before the one ruled out, and a longer name a
demonstrative refers back to, on the demo network:

- worked examples (问：… 答：…, Q: … A:) before the real question are read as blanks, one for one, by entity linking and
  the choice of the subject; relation ranking reads the question whole (core.search.worked_examples);
- 是Y，不是X rules X out as 不是X，是Y does;
- a longer name keeps its match over a shorter one inside it where the clause after it refers back to a thing of its
  type (小儿内分泌科，这个科)."""

from __future__ import annotations

import pytest

from core.search.worked_examples import without_worked_examples
from kn_search_support import debug_search, linking_trace, subject_mention
from ui.search_view import linking_decisions

FEW_SHOT = ("示例：\n问：颈椎病有哪些症状？答：颈肩痛、头晕、手麻。\n问：胃溃疡有哪些症状？答：上腹痛、反酸、烧心。\n"
            "现在请用同样的格式回答：\n问：肩袖损伤要做什么检查？")


def blanked(question: str) -> str:
    """The characters of the question read as blanks, in order, spaces and line breaks left out."""
    read = without_worked_examples(question)
    assert len(read) == len(question)
    return "".join(typed for typed, seen in zip(question, read) if typed != seen).replace(" ", "")


@pytest.mark.parametrize("question, gone", [
    (FEW_SHOT, "示例：问：颈椎病有哪些症状？答：颈肩痛、头晕、手麻。问：胃溃疡有哪些症状？答：上腹痛、反酸、烧心。"),
    ("示例：问：鼻咽癌在哪里高发？答：中国华南地区。现在请回答：问：胆管癌在南美国家多见吗？", "示例：问：鼻咽癌在哪里高发？答：中国华南地区。"),
    ("Q1: 感冒吃什么药? A1: 布洛芬\nQ2: 痛风吃什么药?", "Q1:感冒吃什么药?A1:布洛芬"),
])
def test_worked_examples_read_as_blanks(question, gone):
    assert blanked(question) == gone


@pytest.mark.parametrize("question", [
    # a chat going on: what is asked last refers back, or the items tell of someone
    "问：感冒吃什么药？答：布洛芬。问：那发烧呢？",
    "问：我妈高血压吃什么药？答：硝苯地平。问：糖尿病吃什么药？",
    # options, not answers; 现在 telling of now
    "问题：痛风的典型症状是？ A：关节痛 B：发热\n现在请回答",
    "问：宝宝发烧怎么办？答：物理降温。现在宝宝还咳嗽，应该怎么办",
    # a role set stays read: its words may be what is asked about
    "假设你是呼吸科医生，请用通俗的话解释一下：胸膜炎可以用注射用阿洛西林钠吗？",
    # nothing of a prompt
    "维生素A：每天吃多少合适",
    "糖尿病吃什么药",
])
def test_what_stays_read(question):
    assert without_worked_examples(question) == question


def test_linking_reads_the_real_question_and_ranking_the_whole_prompt(medical_backend):
    response = debug_search(medical_backend, FEW_SHOT, "medical")
    assert response.nodes[0].instance_name == "肩袖损伤"
    assert response.relation_types[0].concept_id == "checks"
    linking = linking_trace(response)
    assert linking["read_without_examples"] == without_worked_examples(FEW_SHOT)
    assert "reading" not in response.trace  # the question as every other reader reads it is the one typed
    # no example's name is linked, and every span is one of the question as typed
    assert {e.mention for e in response.linked_entities} <= {"肩袖损伤"}
    assert all(FEW_SHOT[e.start:e.end] == e.mention for e in response.linked_entities)
    # relation ranking read the examples' words (颈肩痛 of an answer stays in its masked question)
    assert "颈肩痛" in response.trace["concepts"]["rerank"]["intent"]["masked_query"]
    assert any("worked examples" in line for line in linking_decisions(response))


@pytest.mark.parametrize("question, asked, ruled", [
    ("用JSON列出“腹部叩诊”可以帮助发现的疾病（注意：是腹部叩诊，不是腹部叩诊音）。", "腹部叩诊", "腹部叩诊音"),
    ("我问的是腹部叩诊而不是腹部叩诊音，能查出哪些病", "腹部叩诊", "腹部叩诊音"),
])
def test_a_name_affirmed_before_the_one_ruled_out(medical_backend, question, asked, ruled):
    response = debug_search(medical_backend, question, "medical")
    assert subject_mention(response) == asked
    assert ruled in linking_trace(response)["subject"]["ruled_out"]


def test_a_longer_name_referred_back_to_keeps_its_match(medical_backend):
    response = debug_search(medical_backend, "宝宝刚出生血糖低，被转到了小儿内分泌科，这个科主要看哪些病？", "medical")
    assert response.nodes[0].instance_name == "小儿内分泌科"
    assert linking_trace(response)["kept_referred"] == [{"form": "小儿内分泌科", "not_to": "小儿"}]
    assert any("refers back to a thing of its type" in line for line in linking_decisions(response))
    # without the reference the longer name gives way as before
    plain = debug_search(medical_backend, "宝宝刚出生血糖低，被转到了小儿内分泌科，主要看哪些病？", "medical")
    assert "kept_referred" not in linking_trace(plain)
