"""An alias property value holding a separator is split into several names (格华止、美迪康), unless the whole value is
the own name of a record of its type (卤米松/三氯生乳膏, a compound preparation; 中/长链脂肪乳注射液): then it is that name,
and a trade-name record naming it is seen as the same drug written twice (core.search.name_dictionary)."""

from __future__ import annotations

import pytest

from core.search.name_dictionary import VIA_ALIAS_PROPERTY, build_dictionary
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
