"""Names a question tells, names it asks about, and names the network joins, on the demo network:

- after 除了 / 除去 a name is an answer already known (小儿肺炎支原体肺炎 除了干咳还有啥症状 asks about the
  pneumonia), except in a yes-or-no question, where 除了 X 还有 Y lists what someone has;
- a yes-or-no question of several sentences asks about the one name its asking sentence opens with when
  that name narrows down a name told before (湿疹 … 眼睑湿疹性皮炎是不是儿童比较多？), not about a food, a habit
  or a later disease it opens with (我有痛风。海鲜能吃吗？), nor when it refers back (这是…的一种吗);
- a name that would give way to the name inside it keeps its match when the network joins its record to
  another name of the question (肥厚性心肌病和心脏猝死有关系吗), but not for people with a disease (艾滋病患者);
- 诊断 / 化验 / 检验 alone are filler names (用药 is not: 磨牙症 has_risk_factor 用药);
- 怎么分别, 怎么抢救 / 急救 / 救 (ending its clause), 中文 / 英文 + a naming word, and 很久了 told without a
  question about what it leads to."""

from __future__ import annotations

import pytest

from core.importers.hygiene import fragment_reasons
from core.search.question_form import asking_sentence
from kn_search_support import answer_cues, debug_search, key_at, linking_trace, top_node
from ui.search_view import linking_decisions


def _cues(response) -> list[tuple[str, str]]:
    return [(c["attribute"], c["evidence"]) for c in answer_cues(response)]


@pytest.mark.parametrize("question, subject", [
    ("小儿肺炎支原体肺炎 除了干咳还有啥症状", "小儿肺炎支原体肺炎"),  # the topic a clause before
    ("我家孩子得了百日咳，除了咳嗽还会有什么症状", "百日咳"),
    ("除了发烧，肺炎还有哪些症状", "肺炎"),  # the topic after it
])
def test_a_name_after_chule_is_a_known_answer(medical_backend, question, subject):
    response = debug_search(medical_backend, question, "medical")
    assert linking_trace(response)["subject"]["mention"] == subject
    assert top_node(response)[0] == subject


def test_chule_in_a_yes_or_no_question_lists_what_someone_has(medical_backend):
    subject = linking_trace(debug_search(medical_backend, "我除了胃溃疡还有胆结石，能喝酒吗", "medical"))["subject"]
    assert dict(key_at(subject, "not_named_as_answer"))["胃溃疡"] is True


@pytest.mark.parametrize("question, sentence", [
    ("我的女儿有一点湿疹，眼皮上也有。眼睑湿疹性皮炎是不是儿童比较多？", (16, 32)),
    ("孩子有湿疹。 手部湿疹会传染吗？", (7, 16)),  # from the name on, the space left out
    ("外科会诊：坏疽性脐疝。这是脐疝的一种吗", None),  # refers back
    ("我有痛风。海鲜能吃吗？吃了会不会加重？", None),  # two sentences ask
    ("眼睑湿疹性皮炎是不是儿童比较多？", None),  # one sentence
    ("我的女儿有一点湿疹。眼睑湿疹性皮炎儿童多见。", None),  # no yes-or-no question
])
def test_the_asking_sentence_of_a_yes_or_no_question(question, sentence):
    assert asking_sentence(question, True) == sentence


@pytest.mark.parametrize("question, subject", [
    ("我的女儿有一点湿疹，眼皮上也有。眼睑湿疹性皮炎是不是儿童比较多？", "眼睑湿疹性皮炎"),
    # what the asking sentence opens with does not narrow down what was told: the told disease is asked about
    ("我有痛风。海鲜能吃吗？", "痛风"),
    ("最近查出乙肝。喝酒会加重吗？", "乙肝"),
    ("确诊甲亢半年，一直吃他巴唑。肝脏会受影响吗？", "甲亢"),
])
def test_a_yes_or_no_question_asks_about_the_name_narrowing_what_it_told(medical_backend, question, subject):
    assert linking_trace(debug_search(medical_backend, question, "medical"))["subject"]["mention"] == subject


def test_a_name_the_network_joins_to_another_of_the_question_keeps_its_match(medical_backend):
    response = debug_search(medical_backend, "肥厚性心肌病和心脏猝死有关系吗？我的朋友是运动员。", "medical")
    linking = linking_trace(response)
    assert {"form": "心脏猝死", "not_to": "心脏", "joined_to": "肥厚性心肌病"} in linking["kept_joined"]
    assert "心脏猝死" in [e.instance_name for e in response.linked_entities]
    assert response.relation_types[0].concept_id == "related_disease"
    assert any(line.startswith("“心脏猝死” kept its match over “心脏” inside it: the network joins its record to that "
                               "of “肥厚性心肌病”") for line in linking_decisions(response))
    # people with a disease: the disease inside is what the question is about
    response = debug_search(medical_backend, "艾滋病患者得了流行性感冒吃什么药", "medical")
    assert not any(k["form"] == "艾滋病患者" for k in linking_trace(response).get("kept_joined") or [])
    assert "艾滋病" in [e.instance_name for e in response.linked_entities]


def test_a_doctors_act_named_alone_is_a_filler(medical_backend):
    assert [fragment_reasons(w) for w in ("诊断", "化验", "检验")] == [["generic"]] * 3
    assert fragment_reasons("用药") == [] and fragment_reasons("诊断性刮宫") == []
    response = debug_search(medical_backend, "病历上写支气管哮喘（急性发作期），这个诊断归在哪个大类", "medical")
    assert top_node(response) == ("支气管哮喘（急性发作期）", "disease")
    response = debug_search(medical_backend, "疑似脊髓灰质炎的小孩，医生会安排哪些化验和片子", "medical")
    assert top_node(response) == ("脊髓灰质炎", "disease")
    assert response.relation_types[0].concept_id == "checks"


@pytest.mark.parametrize("question, attribute, relation", [
    ("医生说我的肝上有一个东西，肝癌和局灶结节样增生怎么分别？", "鉴别", "differential_diagnosis"),
    ("喝了敌敌畏!! 急性有机磷农药中毒怎么抢救？？急", "治疗", "treated_with"),
    ("农药中毒怎么救", "治疗", None),
    ("心脏骤停怎么急救", "治疗", None),
    ("Goldenhar综合征中文叫什么病", "别名", "has_alias"),
    ("布洛芬英文名叫什么", "别名", None),
    ("痔疮好久了会癌变吗", "后果", "has_complication"),
])
def test_everyday_phrases_ask_what_they_say(medical_backend, question, attribute, relation):
    response = debug_search(medical_backend, question, "medical")
    assert attribute in [a for a, _ in _cues(response)]
    if relation is not None:
        assert response.relation_types[0].concept_id == relation


@pytest.mark.parametrize("question, attribute", [
    ("宁嗽丸是用哪些药做的？我的咳嗽很久了。", "后果"),  # how long it has lasted, told
    ("咳嗽好久了吃什么药", "后果"),
    ("心绞痛发作，怎么救心丸吃了也不管用", "治疗"),  # 救 of 救心丸
    ("白血病患者家庭困难怎么救助", "治疗"),
    ("英文说明书怎么看", "别名"),  # a paper in English, not a name
    ("糖尿病英文报告什么时候出", "别名"),
])
def test_words_the_phrases_hold_elsewhere_ask_nothing(medical_backend, question, attribute):
    assert attribute not in [a for a, _ in _cues(debug_search(medical_backend, question, "medical"))]


def test_a_told_duration_leaves_the_question_its_own_ask(medical_backend):
    response = debug_search(medical_backend, "宁嗽丸是用哪些药做的？我的咳嗽很久了。", "medical")
    assert response.relation_types[0].concept_id == "composed_of"
    assert top_node(response) == ("宁嗽丸", "formula")
