"""The names a value lists (core.search.name_dictionary.listed_names). An alias property value holding a separator
is split into several names (格华止、美迪康), unless the whole value is the own name of a record of its type
(卤米松/三氯生乳膏, a compound preparation; 中/长链脂肪乳注射液): then it is that name, and a trade-name record naming it is
seen as the same drug written twice. An alias record listing several names (甲型肝炎；甲肝) gives each of them as a form
of its alias link; a separator inside brackets separates nothing."""

from __future__ import annotations

import pytest

from core.search.name_dictionary import VIA_ALIAS_PROPERTY, VIA_ALIAS_RELATION, build_dictionary, listed_names
from core.search.linking import EntityLinker
from core.search.service import kn_search
from kn_search_support import DRUG_NAMING, build_backend, drug, network, object_type, relation

@pytest.fixture(scope="module")
def drugs(tmp_path_factory):
    spec = network("slashes", [object_type("drugs", "药品", DRUG_NAMING), object_type("ingredient", "成份")], [
        relation("has_ingredient", "成份", "drugs", "ingredient", "药物所含成份"),
    ])
    instances = {
        "drugs": [
            drug(1, "卤米松/三氯生乳膏", trade="新适确得"), drug(2, "新适确得", generic="卤米松/三氯生乳膏"),
            drug(3, "中/长链脂肪乳注射液", trade="力保肪宁/卡路"), drug(4, "二甲双胍片", trade="格华止、美迪康"),
            drug(5, "复方甲/乙片", trade="甲乙宁"),  # 甲/乙 below names no record: split
            drug(6, "甲乙合剂", trade="甲/乙"),
        ],
        "ingredient": ["卤米松", "三氯生"],
    }
    edges = {"has_ingredient": [("drugs1", "ingredient1"), ("drugs1", "ingredient2"), ("drugs2", "ingredient1")]}
    return build_backend(tmp_path_factory.mktemp("slashes"), spec, instances, edges)


def forms_of(dictionary, instance_name: str) -> set[str]:
    """The surface forms the dictionary points at a record by an alias property."""
    return {form for form, indices in ((f, dictionary.indices(f)) for f in dictionary.forms.keys())
            for e in map(dictionary.entry, indices)
            if e.name == instance_name and e.via.startswith(VIA_ALIAS_PROPERTY)}


def test_a_value_that_is_a_records_name_is_one_form(drugs):
    dictionary = build_dictionary(drugs, "slashes")
    assert forms_of(dictionary, "新适确得") == {"卤米松/三氯生乳膏"}
    assert forms_of(dictionary, "卤米松/三氯生乳膏") == {"新适确得"}
    # a list of names is still a list: 力保肪宁/卡路 (neither whole is a record's name), 格华止、美迪康, 甲/乙
    assert forms_of(dictionary, "中/长链脂肪乳注射液") == {"力保肪宁", "卡路"}
    assert forms_of(dictionary, "二甲双胍片") == {"格华止", "美迪康"}
    assert forms_of(dictionary, "甲乙合剂") == set()  # 甲 and 乙: one character each, no form


def test_the_trade_name_record_of_a_compound_preparation_is_its_standard_record(drugs):
    response = kn_search(drugs, {"query": "新适确得里面有哪些成份", "kn_id": "slashes", "debug": True})
    (resolved,) = [m for m in response.trace["concepts"]["linking"]["resolved"] if m["mention"] == "新适确得"]
    assert resolved["written_twice"] == [{"record": "新适确得", "standard": "卤米松/三氯生乳膏",
                                          "properties": ["generic_name", "trade_name"], "taken": True}]
    assert response.nodes[0].instance_name == "卤米松/三氯生乳膏"


@pytest.mark.parametrize("text, whole, names", [
    ("甲型肝炎；甲肝", (), ["甲型肝炎", "甲肝"]),
    ("红眼病,", (), ["红眼病"]),
    ("格华止、 美迪康", (), ["格华止", "美迪康"]),
    ("甲下骨疣（指、趾末节的小的骨软骨瘤）", (), ["甲下骨疣（指、趾末节的小的骨软骨瘤）"]),
    ("期里（傣语）、广叶里（僾尼）", (), ["期里（傣语）", "广叶里（僾尼）"]),
    ("卤米松/三氯生乳膏", (), ["卤米松", "三氯生乳膏"]),
    ("卤米松/三氯生乳膏", ("卤米松/三氯生乳膏",), ["卤米松/三氯生乳膏"]),
    ("", (), []),
])
def test_listed_names(text, whole, names):
    assert listed_names(text, frozenset(whole)) == names


@pytest.fixture(scope="module")
def listing(tmp_path_factory):
    """Alias records that list several names (one with a trailing comma, one with a separator inside brackets), and a
    symptom 红眼 inside one of them."""
    spec = network("listing", [object_type("disease", "疾病"), object_type("symptom", "症状"), object_type("alias", "别名")], [
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
    ])
    instances = {
        "disease": ["甲型病毒性肝炎", "急性结膜炎", "甲下外生骨疣", "克里米亚—刚果出血热", "新疆出血热", "贝赫切特综合征",
                    "眼口生殖器综合征"],
        "symptom": ["红眼", "黄疸"],
        "alias": ["甲型肝炎；甲肝", "红眼病,", "甲下骨疣（指、趾末节的小的骨软骨瘤）", "新疆出血热；蜱媒出血热", "白塞病",
                  "眼—口腔—生殖器三联症,白塞病"],
    }
    edges = {"has_alias": [("disease1", "alias1"), ("disease2", "alias2"), ("disease3", "alias3"), ("disease4", "alias4"),
                           ("disease6", "alias5"), ("disease7", "alias6")],
             "has_symptom": [("disease1", "symptom2"), ("disease2", "symptom1")]}
    return build_backend(tmp_path_factory.mktemp("listing"), spec, instances, edges)


def test_each_name_an_alias_record_lists_is_a_form_of_its_link(listing):
    dictionary = build_dictionary(listing, "listing")
    forms = {form: {(e.name, e.via) for e in map(dictionary.entry, dictionary.indices(form))}
             for form in ("甲肝", "甲型肝炎", "甲型肝炎；甲肝", "红眼病", "甲下骨疣（指、趾末节的小的骨软骨瘤）", "甲下骨疣（指")}
    link = f"{VIA_ALIAS_RELATION}has_alias"
    assert forms["甲肝"] == forms["甲型肝炎"] == forms["甲型肝炎；甲肝"] == {("甲型病毒性肝炎", link)}
    assert forms["红眼病"] == {("急性结膜炎", link)}
    assert forms["甲下骨疣（指、趾末节的小的骨软骨瘤）"] == {("甲下外生骨疣", link)} and forms["甲下骨疣（指"] == set()


def test_a_listed_name_the_network_records_on_its_own_is_left_to_that_record(listing):
    """新疆出血热 is a disease record of its own and 白塞病 an alias record of its own: a list naming them adds nothing."""
    dictionary = build_dictionary(listing, "listing")

    def leads_to(form: str) -> set[tuple[str, str]]:
        return {(e.name, e.via) for e in map(dictionary.entry, dictionary.indices(form))}

    link = f"{VIA_ALIAS_RELATION}has_alias"
    assert leads_to("蜱媒出血热") == {("克里米亚—刚果出血热", link)}
    assert leads_to("新疆出血热") == {("新疆出血热", "name")}
    assert leads_to("白塞病") == {("贝赫切特综合征", link)}
    assert leads_to("眼—口腔—生殖器三联症") == {("眼口生殖器综合征", link)}


def test_the_set_validator_takes_a_listed_name_as_a_mention(listing):
    from core.evaluation.network_facts import NetworkFacts

    facts = NetworkFacts(listing, "listing")
    assert facts.leads_to("甲肝", "disease", "甲型病毒性肝炎")
    assert facts.leads_to("甲型肝炎；甲肝", "disease", "甲型病毒性肝炎")
    assert not facts.leads_to("甲肝", "disease", "急性结膜炎")
    assert not facts.leads_to("甲下骨疣（指", "disease", "甲下外生骨疣")


@pytest.mark.parametrize("question, mention, instance", [
    ("甲肝有什么症状", "甲肝", "甲型病毒性肝炎"),
    ("红眼病有哪些症状", "红眼病", "急性结膜炎"),  # not the symptom 红眼 inside it
])
def test_a_question_naming_one_listed_name_links_the_record_it_names(listing, question, mention, instance):
    (entity,) = EntityLinker().link(listing, "listing", question).entities
    assert (entity.mention, entity.instance_name, entity.via) == (mention, instance, f"{VIA_ALIAS_RELATION}has_alias")
