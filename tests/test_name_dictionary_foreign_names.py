"""Names in another language and aliases holding a dash, as people type them (core.search.name_dictionary,
core.search.linking), read where `concept_retrieval.foreign_names` / `aliases_as_typed` ask (both off by default).

- A property holding a record's name in another language (disease_english_name 疾病英文名, english_or_latin_name 英文名称,
  外文名, 拉丁学名) names its record (FOREIGN_NAMES): Prune—Belly Syndrome, and Prune-Belly Syndrome as typed, name
  先天性腹壁肌肉发育不良. Only the parts written in Latin letters are names there (暂不明确 in a drug's English name field
  is a slip of the data). Such a name is not found inside a longer Latin word.
- An alias holding a dash - an alias property value or an alias record's name - typed with a hyphen or without the dash
  between two Chinese characters names what the alias names (TYPED_ALIASES), as a record's own dashed name does.
- A question asking what an alias record stands for, typed that way (雷尼综合征 of 雷—尼综合征), finds the alias record
  by its name as the network writes it."""

from __future__ import annotations

import pytest

from core.search.linking import EntityLinker, LinkedEntity, alias_record
from core.search.name_dictionary import (ALIAS_WORDS, FOREIGN_NAMES, TYPED_ALIASES, TYPED_DASHES, VIA_ALIAS_PROPERTY,
                                         VIA_ALIAS_RELATION, alias_properties, alias_relations, build_dictionary,
                                         foreign_name_properties)
from core.search.service import kn_search
from ui.search_view import linking_decisions
from kn_search_support import SEARCH_OPS, build_backend, network, object_type, relation, top_node

AS_TYPED = frozenset({TYPED_DASHES, FOREIGN_NAMES, TYPED_ALIASES})
OPT_IN = {"concept_retrieval": {"foreign_names": True, "aliases_as_typed": True}}


def search(backend, question: str, kn_id: str, config: dict | None = None):
    return kn_search(backend, {"query": question, "kn_id": kn_id, "debug": True, "retrieval_config": config or {}})
ENGLISH_NAME = [{"name": "disease_english_name", "display_name": "疾病英文名", "type": "varchar", "comment": "疾病英文名"}]
DRUG_NAMES = [
    {"name": "english_or_latin_name", "display_name": "英文名称拉丁名", "type": "varchar", "comment": "英文名称或拉丁名"},
    {"name": "trade_name", "display_name": "商品名", "type": "varchar", "comment": "商品名"},
    {"name": "english_description", "display_name": "英文说明", "type": "varchar", "comment": "英文说明书摘要"},
]


def alias_type(operations: list[str]) -> dict:
    """An alias type whose name allows these operations."""
    ot = object_type("alias", "别名")
    ot["data_properties"][1]["condition_operations"] = operations
    return ot


@pytest.fixture(scope="module")
def foreign(tmp_path_factory):
    spec = network("foreign", [object_type("disease", "疾病", ENGLISH_NAME), object_type("drugs", "药品", DRUG_NAMES),
                               alias_type([*SEARCH_OPS, "like"]), object_type("symptom", "症状")], [
        relation("has_alias", "别名", "disease", "alias", "疾病的别名、又称与同义词"),
        relation("has_symptom", "症状", "disease", "symptom", "疾病的症状"),
        relation("drug_treats", "治疗", "drugs", "disease", "药物可治疗的疾病"),
    ])

    def disease(i: int, name: str, english: str | None) -> dict:
        return {"disease_id": f"disease{i}", "disease_name": name, "disease_english_name": english}

    def drug(i: int, name: str, english: str | None, trade: str | None = None) -> dict:
        return {"drugs_id": f"drugs{i}", "drugs_name": name, "english_or_latin_name": english, "trade_name": trade,
                "english_description": "Tablets for asthma"}

    instances = {
        "disease": [disease(1, "先天性腹壁肌肉发育不良", "Prune—Belly Syndrome"), disease(2, "青光眼", "glaucoma"),
                    disease(3, "昏迷", "coma"), disease(4, "莱施尼汉综合征", None), disease(5, "Fanconi综合征", None),
                    disease(6, "哮喘", "asthma")],
        "drugs": [drug(1, "茶碱缓释片", "Theophylline Sustained—release Tablets"),
                  drug(2, "某某片", "暂不明确；Moumou Tablets", trade="狄波—普维拉")],
        "alias": ["雷—尼综合征", "儿童高尿酸血症"],
        "symptom": ["腹胀", "眼痛", "意识丧失", "喘息"],
    }
    edges = {"has_alias": [("disease4", "alias1"), ("disease4", "alias2")],
             "has_symptom": [("disease1", "symptom1"), ("disease2", "symptom2"), ("disease3", "symptom3"),
                             ("disease6", "symptom4")],
             "drug_treats": [("drugs1", "disease6"), ("drugs2", "disease2")]}
    return build_backend(tmp_path_factory.mktemp("foreign"), spec, instances, edges)


def test_a_property_holding_the_name_in_another_language_is_an_alias_property(foreign):
    net = foreign.get_network("foreign")
    assert foreign_name_properties(net.object_type("disease")) == {"disease_english_name"}
    assert foreign_name_properties(net.object_type("drugs")) == {"english_or_latin_name"}  # not the trade name
    assert alias_properties(net.object_type("drugs")) == ["english_or_latin_name", "trade_name"]  # nor a description
    # the words of a name in another language are no words of aliasing: a relation named so is no alias relation
    assert not ALIAS_WORDS.search("english_name 英文名称")
    assert [r for r, _, _ in alias_relations(net)] == ["has_alias"]


def test_names_in_another_language_and_dashed_aliases_as_typed_are_in_the_dictionary(foreign):
    dictionary = build_dictionary(foreign, "foreign")

    def named(kind: str, form: str) -> set[tuple[str, str]]:
        return {(dictionary.entry(i).name, dictionary.entry(i).via) for i in dictionary.written[kind].get(form, ())}

    english = f"{VIA_ALIAS_PROPERTY}disease_english_name"
    assert named(FOREIGN_NAMES, "prune—belly syndrome") == named(FOREIGN_NAMES, "prune-belly syndrome") \
        == {("先天性腹壁肌肉发育不良", english)}
    assert named(FOREIGN_NAMES, "glaucoma") == {("青光眼", english)}
    drug_english = f"{VIA_ALIAS_PROPERTY}english_or_latin_name"
    assert named(FOREIGN_NAMES, "theophylline sustained-release tablets") == {("茶碱缓释片", drug_english)}
    # of a foreign-name field's value only the Latin names; the slip beside them is none
    assert named(FOREIGN_NAMES, "moumou tablets") == {("某某片", drug_english)}
    assert dictionary.indices("暂不明确") == ()
    # any alias property value holding a dash, and an alias record's name
    assert named(TYPED_ALIASES, "狄波-普维拉") == named(TYPED_ALIASES, "狄波普维拉") \
        == {("某某片", f"{VIA_ALIAS_PROPERTY}trade_name")}
    assert named(TYPED_ALIASES, "雷尼综合征") == named(TYPED_ALIASES, "雷-尼综合征") \
        == {("莱施尼汉综合征", f"{VIA_ALIAS_RELATION}has_alias")}
    # all apart from the forms: read only where asked
    assert not {"prune—belly syndrome", "glaucoma", "狄波普维拉", "雷尼综合征"} & set(dictionary.forms.keys())


@pytest.mark.parametrize("question, mention, instance", [
    ("Prune-Belly Syndrome是怎么造成的", "prune-belly syndrome", "先天性腹壁肌肉发育不良"),
    ("孩子诊断是prune-belly syndrome，会腹胀吗", "prune-belly syndrome", "先天性腹壁肌肉发育不良"),
    ("Theophylline Sustained-release Tablets能治什么", "theophylline sustained-release tablets", "茶碱缓释片"),
    ("狄波普维拉能治什么病", "狄波普维拉", "某某片"),
])
def test_a_question_typing_a_foreign_name_or_a_dashed_alias_links_the_record(foreign, question, mention, instance):
    entity = EntityLinker().link(foreign, "foreign", question, written_as=AS_TYPED).entities[0]
    assert (entity.mention.lower(), entity.instance_name) == (mention, instance)
    assert entity.via.startswith(VIA_ALIAS_PROPERTY) and not entity.exact
    # not read by default
    assert instance not in [e.instance_name for e in EntityLinker().link(
        foreign, "foreign", question, written_as=frozenset({TYPED_DASHES})).entities]


def test_kn_search_reads_them_where_its_config_asks(foreign):
    question = "Prune-Belly Syndrome会腹胀吗"
    response = search(foreign, question, "foreign", OPT_IN)
    assert top_node(response) == ("先天性腹壁肌肉发育不良", "disease")
    # the Search page says how the name was read
    assert "“Prune-Belly Syndrome” read as the name “先天性腹壁肌肉发育不良” by its name in another language " \
           "(concept_retrieval.foreign_names)" in linking_decisions(response)
    typed = search(foreign, "狄波普维拉能治什么病", "foreign", OPT_IN)
    assert any(line.endswith("typed with a hyphen or without the alias's dash (concept_retrieval.aliases_as_typed)")
               for line in linking_decisions(typed))
    linked = search(foreign, question, "foreign").trace["concepts"]["linking"].get("entities") or []
    assert "先天性腹壁肌肉发育不良" not in [e["instance_name"] for e in linked]


def test_a_name_in_another_language_is_not_found_inside_a_longer_word(foreign):
    def linked(question: str) -> list[str]:
        return [e.instance_name for e in EntityLinker().link(foreign, "foreign", question, written_as=AS_TYPED).entities]

    assert linked("glaucoma是什么病") == ["青光眼"]  # not coma
    assert linked("Prune—Belly Syndrome是什么病") == ["先天性腹壁肌肉发育不良"]
    # a name holding other characters than ASCII ones (its em dash), at the letters it begins and ends with
    assert linked("xPrune—Belly Syndrome是什么病") == [] and linked("Prune—Belly Syndromes是什么病") == []
    # a hyphen, a space or a Chinese character beside it ends the word; other forms are found inside words as before
    assert linked("得了-Prune—Belly Syndrome怎么办") == ["先天性腹壁肌肉发育不良"]
    assert linked("Wissler-Fanconi综合征是什么") == linked("bFanconi综合征是什么") == ["Fanconi综合征"]


@pytest.mark.parametrize("mention", ["雷尼综合征", "雷-尼综合征", "雷—尼综合征"])
def test_an_alias_record_is_found_by_its_name_typed_as_a_keyboard_types_it(foreign, mention):
    entity = LinkedEntity(mention=mention, start=0, end=len(mention), object_type_id="disease",
                          instance_id="disease-disease4", instance_name="莱施尼汉综合征",
                          via=f"{VIA_ALIAS_RELATION}has_alias", exact=False)
    record = alias_record(foreign, "foreign", entity)
    assert record is not None and (record["object_type_id"], record["instance_name"]) == ("alias", "雷—尼综合征")


def test_a_mention_typing_no_alias_record_finds_none(foreign):
    entity = LinkedEntity(mention="雷诺综合征", start=0, end=5, object_type_id="disease",
                          instance_id="disease-disease4", instance_name="莱施尼汉综合征",
                          via=f"{VIA_ALIAS_RELATION}has_alias", exact=False)
    assert alias_record(foreign, "foreign", entity) is None


def test_asking_what_a_dashed_alias_typed_without_its_dash_stands_for_is_about_the_alias_record(medical_backend):
    # the third dash names set's alias records (read): typed, the alias names its disease, and asked what it stands
    # for, the question is about the alias record
    for question, alias in (("雷尼综合征这个叫法对应的是哪个病", "雷—尼综合征"),
                            ("看文献碰到Ruiter-Pompen综合征，说的到底是哪种病", "Ruiter—Pompen综合征")):
        assert top_node(search(medical_backend, question, "medical", OPT_IN)) == (alias, "alias")
    # by default 雷尼综合征 links nothing: the top node is whatever text retrieval finds
    assert top_node(search(medical_backend, "雷尼综合征这个叫法对应的是哪个病", "medical")) != ("雷—尼综合征", "alias")


def test_a_disease_named_by_its_english_name_on_the_demo(medical_backend):
    question = "lupus-like syndrome一般多见于什么样的人"
    assert top_node(search(medical_backend, question, "medical", OPT_IN)) == ("狼疮样综合征", "disease")
    assert top_node(search(medical_backend, question, "medical")) != ("狼疮样综合征", "disease")


def test_a_cached_dictionary_decodes_a_kind_of_written_names_only_when_read(foreign):
    from core.search.name_dictionary import Dictionary, WITHOUT_NOTES

    built = build_dictionary(foreign, "foreign")
    cached = Dictionary.from_arrays(*built.to_arrays())
    assert cached.written.read() == []  # nothing decoded on loading
    assert cached.find_written("prune-belly syndrome是什么", FOREIGN_NAMES) == [(0, 20, "prune-belly syndrome")]
    assert cached.written.read() == [built.written[FOREIGN_NAMES]]
    # a name as written is found by `indices` once its kind is read, and not before
    assert cached.indices("狄波普维拉") == ()
    assert cached.find_written("狄波普维拉", TYPED_ALIASES) and cached.indices("狄波普维拉") == built.indices("狄波普维拉")
    assert cached.written == built.written and set(cached.written) == {WITHOUT_NOTES, TYPED_DASHES, FOREIGN_NAMES,
                                                                        TYPED_ALIASES}
