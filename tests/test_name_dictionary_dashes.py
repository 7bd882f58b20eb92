"""Names holding a dash (core.search.name_dictionary.typed_dashed_names). The network writes 肩—手综合征, 急性气管－支气管炎
and 5—氟尿嘧啶; a keyboard types 肩-手综合征 or 肩手综合征. Where `concept_retrieval.dashes_as_typed` asks, a name typed
with a hyphen, or without a dash between two Chinese characters, names the record, unless the network records that name
on its own; the setting is on by default. Without it, linking reads only the forms."""

from __future__ import annotations

import pytest

from core.search.linking import EntityLinker
from core.search.name_dictionary import (TYPED_DASHES, VIA_NAME, WITHOUT_NOTES, Dictionary, build_dictionary,
                                         fold_dashes, typed_dashed_names)
from core.search.service import kn_search
from ui.search_view import linking_decisions
from kn_search_support import build_backend, network, object_type, relation

DASHES_AS_TYPED = frozenset({TYPED_DASHES})


def test_every_dash_folds_to_a_hyphen_one_character_for_one():
    text = "肩—手综合征、急性气管－支气管炎、D–二聚体、5‐氟尿嘧啶、外阴天疱疮——是挂皮肤科吧"
    assert fold_dashes(text) == "肩-手综合征、急性气管-支气管炎、D-二聚体、5-氟尿嘧啶、外阴天疱疮--是挂皮肤科吧"
    assert len(fold_dashes(text)) == len(text)


@pytest.mark.parametrize("name, typed", [
    ("肩—手综合征", ["肩-手综合征", "肩手综合征"]),
    ("急性气管－支气管炎", ["急性气管-支气管炎", "急性气管支气管炎"]),
    ("格林-巴利综合征", ["格林巴利综合征"]),  # typed with a hyphen already
    ("5—氟尿嘧啶", ["5-氟尿嘧啶"]),  # beside a digit the dash stays: without it the name reads as another
    ("Guillain—Barre 综合征", ["Guillain-Barre 综合征"]),
    ("甲状腺功能亢进症", []),
])
def test_typed_dashed_names(name, typed):
    assert typed_dashed_names(name) == typed


@pytest.fixture(scope="module")
def dashed(tmp_path_factory):
    spec = network("dashed", [object_type("disease", "疾病"), object_type("symptom", "症状"), object_type("drugs", "药品")], [
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
        relation("drug_treats", "治疗", "drugs", "disease", "药物可治疗的疾病"),
    ])
    instances = {
        "disease": ["肩—手综合征", "急性气管－支气管炎", "克罗恩—结肠炎", "克罗恩结肠炎", "肿瘤", "甲—乙病（旧称）"],
        "symptom": ["肩痛", "咳嗽"],
        "drugs": ["5—氟尿嘧啶"],
    }
    edges = {"has_symptom": [("disease1", "symptom1"), ("disease2", "symptom2")], "drug_treats": [("drugs1", "disease5")]}
    return build_backend(tmp_path_factory.mktemp("dashed"), spec, instances, edges)


def test_a_dashed_name_as_typed_names_the_record_apart_from_the_forms(dashed):
    dictionary = build_dictionary(dashed, "dashed")
    typed = dictionary.written[TYPED_DASHES]

    def named(form: str) -> set[str]:
        return {dictionary.entry(i).name for i in typed.get(form, ())}

    assert named("肩手综合征") == named("肩-手综合征") == {"肩—手综合征"}
    assert "肩手综合征" not in dictionary.forms and "肩-手综合征" not in dictionary.forms
    assert named("急性气管支气管炎") == {"急性气管－支气管炎"}
    assert named("5-氟尿嘧啶") == {"5—氟尿嘧啶"} and named("5氟尿嘧啶") == set()
    assert named("克罗恩结肠炎") == set()  # a record of its own
    assert {dictionary.entry(i).name for i in dictionary.indices("克罗恩结肠炎")} == {"克罗恩结肠炎"}
    # a name is of one kind only: 甲—乙病 is the name without its note, not a typed dashed name
    assert named("甲乙病（旧称）") == {"甲—乙病（旧称）"} and "甲—乙病" in dictionary.written[WITHOUT_NOTES]
    assert Dictionary.from_arrays(*dictionary.to_arrays()).written == dictionary.written


@pytest.mark.parametrize("question, mention, instance", [
    ("肩-手综合征有什么症状", "肩-手综合征", "肩—手综合征"),
    ("肩手综合征有什么症状", "肩手综合征", "肩—手综合征"),
    ("急性气管支气管炎会咳嗽吗", "急性气管支气管炎", "急性气管－支气管炎"),
    ("急性气管–支气管炎会咳嗽吗", "急性气管–支气管炎", "急性气管－支气管炎"),  # another dash than the network's
    ("5-氟尿嘧啶能治什么", "5-氟尿嘧啶", "5—氟尿嘧啶"),
])
def test_a_question_typing_a_dashed_name_as_a_keyboard_does_links_it_where_asked(dashed, question, mention, instance):
    entity = EntityLinker().link(dashed, "dashed", question, written_as=DASHES_AS_TYPED).entities[0]
    assert (entity.mention, entity.instance_name, entity.via) == (mention, instance, VIA_NAME)
    assert all(e.instance_name != instance for e in EntityLinker().link(dashed, "dashed", question).entities)


def test_kn_search_reads_dashes_as_typed_by_default_and_not_when_its_config_says_no(dashed):
    body = {"query": "肩手综合征有什么症状", "kn_id": "dashed", "debug": True}
    response = kn_search(dashed, body)
    assert response.nodes[0].instance_name == "肩—手综合征"
    assert response.trace["concepts"]["linking"]["written_as"] == [
        {"typed": "肩手综合征", "kind": TYPED_DASHES, "names": ["肩—手综合征"]}]
    assert "“肩手综合征” read as the name “肩—手综合征” typed with a hyphen or without its dash " \
           "(concept_retrieval.dashes_as_typed)" in linking_decisions(response)
    off = kn_search(dashed, {**body, "retrieval_config": {"concept_retrieval": {"dashes_as_typed": False}}})
    assert "written_as" not in off.trace["concepts"]["linking"]
    assert "肩—手综合征" not in [e["instance_name"] for e in off.trace["concepts"]["linking"]["entities"]]
    # typed as the network writes it, the name is its own form, not one read as typed
    body["query"] = "肩—手综合征有什么症状"
    response = kn_search(dashed, body)
    assert response.nodes[0].instance_name == "肩—手综合征"
    assert "written_as" not in response.trace["concepts"]["linking"]


def test_knx_link_reads_dashes_as_typed_unless_told_not_to(medical_in_knx_home, capsys):
    import json

    from core.cli import main

    assert main(["link", "禁水加压素试验能查什么病", "--kn", "medical", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["trace"]["written_as"] == [
        {"typed": "禁水加压素试验", "kind": TYPED_DASHES, "names": ["禁水—加压素试验"]}]
    assert [e["instance_name"] for e in printed["entities"]] == ["禁水—加压素试验"]
    assert main(["link", "禁水加压素试验能查什么病", "--kn", "medical", "--json", "--no-dashes-as-typed"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert "written_as" not in printed["trace"]
    assert [e["instance_name"] for e in printed["entities"]] == ["加压素"]  # the one form the name holds


def test_the_set_validator_takes_a_dashed_name_as_typed_as_a_mention(dashed):
    from core.evaluation.network_facts import NetworkFacts

    facts = NetworkFacts(dashed, "dashed")
    assert facts.leads_to("肩手综合征", "disease", "肩—手综合征") and facts.leads_to("肩-手综合征", "disease", "肩—手综合征")
    assert facts.leads_to("肩－手综合征", "disease", "肩—手综合征")  # a full-width dash, as some input methods type it
    assert not facts.leads_to("肩手综合征", "disease", "急性气管－支气管炎")


def test_the_set_validator_takes_an_alias_typed_as_a_keyboard_does_as_a_mention(medical_backend):
    from core.evaluation.network_facts import NetworkFacts

    facts = NetworkFacts(medical_backend, "medical")
    # a trade name (狄波—普维拉) and an alias record's name (马堡‐埃博拉病毒病), typed with a hyphen or without the dash
    assert facts.leads_to("狄波-普维拉", "drugs", "醋酸甲羟孕酮注射液") and facts.leads_to("狄波普维拉", "drugs", "醋酸甲羟孕酮注射液")
    assert facts.leads_to("马堡-埃博拉病毒病", "disease", "绿猴病")
    assert not facts.leads_to("狄波-普维拉", "drugs", "布洛芬缓释胶囊")
