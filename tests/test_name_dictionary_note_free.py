"""Names ending in a bracketed note (core.search.name_dictionary.note_free_name). A record named 万苏林（中效胰岛素） is
written 万苏林: where `concept_retrieval.names_without_notes` asks (the default), the name before the note names the
record, unless the network records that name on its own (乌鸡白凤丸 of 乌鸡白凤丸（水蜜丸）, a record of its own; 甲药片 of
甲药片（薄膜衣）, another drug's trade name). A note inside or at the start of a name is part of it; two characters or a stage
alone (瘙痒（症）, 晚期（骨化期）) are no name without their note, nor is a stem the network names other records of the type by
(丙药片 of 丙药片（缓释） beside 丙药片胶囊). Without the setting, linking reads the forms only."""

from __future__ import annotations

import pytest

from core.search.linking import EntityLinker
from core.search.name_dictionary import (VIA_ALIAS_PROPERTY, VIA_NAME, WITHOUT_NOTES, Dictionary, build_dictionary,
                                         note_free_name)
from core.search.service import kn_search
from ui.search_view import linking_decisions
from kn_search_support import DRUG_NAMING, build_backend, drug, network, object_type, relation


@pytest.mark.parametrize("name, note_free", [
    ("万苏林（中效胰岛素）", "万苏林"),
    ("精蛋白锌胰岛素注射液（预混）（笔芯）", "精蛋白锌胰岛素注射液"),  # every note at the end
    ("严重急性呼吸道综合征[SARS] ", "严重急性呼吸道综合征"),
    ("丁型肝炎病毒（HDV)", "丁型肝炎病毒"),  # full and half width mixed, as the data has it
    ("低CD4（<200/mm[sup]3[/sup]）", "低CD4"),  # brackets inside the note
    ("地诺前列酮（前列腺素E2）栓", None),  # a note inside the name
    ("（体位性）低血压", None),  # a note at its start
    ("（叶）", None),  # all note
    ("HDV)", None),  # an unmatched bracket
    ("万苏林", None),
])
def test_note_free_name(name, note_free):
    assert note_free_name(name) == note_free


@pytest.fixture(scope="module")
def noted(tmp_path_factory):
    spec = network("noted", [object_type("drugs", "药品", DRUG_NAMING), object_type("disease", "疾病"),
                             object_type("therapy", "治疗方法"), object_type("bodypart", "部位")], [
        relation("drug_treats", "治疗", "drugs", "disease", "药物可治疗的疾病"),
        relation("treated_by", "治疗方法", "disease", "therapy", "疾病的治疗方法"),
        relation("shown_on", "部位", "disease", "bodypart", "疾病发生的部位"),
    ])
    instances = {
        "drugs": [drug(1, "万苏林（中效胰岛素）"), drug(2, "乌鸡白凤丸"), drug(3, "乌鸡白凤丸（水蜜丸）"),
                  drug(4, "人用狂犬病疫苗（Vero细胞）"), drug(5, "人用狂犬病疫苗（地鼠肾细胞）"),
                  drug(6, "甲药片（薄膜衣）"), drug(7, "乙药片", trade="甲药片"),
                  drug(8, "地诺前列酮（前列腺素E2）栓"), drug(9, "丙药片（缓释）"), drug(10, "丙药片胶囊")],
        "disease": ["糖尿病", "狂犬病", "声带小结", "瘙痒（症）", "戊己病（急性）"],
        "therapy": ["声带休息（声休）", "晚期（骨化期）", "幼年型方案（儿童）", "戊己病护理"],
        "bodypart": ["声带"],
    }
    edges = {"drug_treats": [("drugs1", "disease1"), ("drugs4", "disease2"), ("drugs5", "disease2")],
             "treated_by": [("disease3", "therapy1")], "shown_on": [("disease3", "bodypart1")]}
    return build_backend(tmp_path_factory.mktemp("noted"), spec, instances, edges)


def test_the_name_before_a_note_names_the_record_apart_from_the_forms(noted):
    dictionary = build_dictionary(noted, "noted")

    def named(form: str) -> set[tuple[str, str]]:
        return {(e.name, e.via) for e in map(dictionary.entry, dictionary.written[WITHOUT_NOTES].get(form, ()))}

    def leads_to(form: str) -> set[tuple[str, str]]:
        return {(e.name, e.via) for e in map(dictionary.entry, dictionary.indices(form))}

    assert named("万苏林") == leads_to("万苏林") == {("万苏林（中效胰岛素）", VIA_NAME)}
    assert "万苏林" not in dictionary.forms  # linking without the setting reads the forms only
    assert named("声带休息") == {("声带休息（声休）", VIA_NAME)}
    # records sharing a note-free name all get it
    assert named("人用狂犬病疫苗") == {("人用狂犬病疫苗（Vero细胞）", VIA_NAME), ("人用狂犬病疫苗（地鼠肾细胞）", VIA_NAME)}
    # a name the network records on its own, as a record or as an alias, is left to what records it
    assert named("乌鸡白凤丸") == named("甲药片") == set()
    assert leads_to("甲药片") == {("乙药片", f"{VIA_ALIAS_PROPERTY}trade_name")}
    # a note inside a name is part of it; two characters, or a stage or form alone, are no name without their note
    assert named("地诺前列酮栓") == named("瘙痒") == named("晚期") == set()
    assert named("幼年型方案") == {("幼年型方案（儿童）", VIA_NAME)}
    # a stem the network goes on to name another record of the type by names neither; another type's record does not count
    assert named("丙药片") == set()
    assert named("戊己病") == {("戊己病（急性）", VIA_NAME)}
    assert dictionary.info["written"][WITHOUT_NOTES] == len(dictionary.written[WITHOUT_NOTES]) == 5
    # kept with the cached dictionary
    assert Dictionary.from_arrays(*dictionary.to_arrays()).written == dictionary.written


@pytest.mark.parametrize("question, mention, instance", [
    ("万苏林能治什么病", "万苏林", "万苏林（中效胰岛素）"),
    ("声带休息有什么用", "声带休息", "声带休息（声休）"),  # not the body part 声带 inside it
    ("乌鸡白凤丸能治什么", "乌鸡白凤丸", "乌鸡白凤丸"),
])
def test_a_question_naming_a_record_without_its_note_links_it_where_asked(noted, question, mention, instance):
    entity = EntityLinker().link(noted, "noted", question, written_as=frozenset({WITHOUT_NOTES})).entities[0]
    assert (entity.mention, entity.instance_name, entity.via) == (mention, instance, VIA_NAME)
    assert entity.exact == (mention == instance)  # the record's name is not what the question wrote


def test_without_the_setting_linking_reads_the_forms_only(noted):
    assert EntityLinker().link(noted, "noted", "万苏林能治什么病").entities == []
    (entity,) = EntityLinker().link(noted, "noted", "声带休息有什么用").entities
    assert entity.instance_name == "声带"


def test_kn_search_reads_names_without_notes_unless_its_config_says_not(noted):
    body = {"query": "万苏林能治什么病", "kn_id": "noted", "debug": True,
            "retrieval_config": {"concept_retrieval": {}}}
    response = kn_search(noted, body)  # the default
    assert response.nodes[0].instance_name == "万苏林（中效胰岛素）"
    linking = response.trace["concepts"]["linking"]
    assert linking["written_as"] == [{"typed": "万苏林", "kind": WITHOUT_NOTES, "names": ["万苏林（中效胰岛素）"]}]
    assert "“万苏林” read as the name “万苏林（中效胰岛素）” without the note in brackets it ends in " \
           "(concept_retrieval.names_without_notes)" in linking_decisions(response)
    body["retrieval_config"]["concept_retrieval"]["names_without_notes"] = False
    assert "written_as" not in kn_search(noted, body).trace["concepts"]["linking"]


def test_knx_link_reads_names_without_notes_unless_told_not(medical_in_knx_home, capsys):
    import json

    from core.cli import main

    for flags in ([], ["--names-without-notes"]):
        assert main(["link", "万苏林怎么用", "--kn", "medical", "--json", *flags]) == 0
        printed = json.loads(capsys.readouterr().out)
        assert printed["trace"]["written_as"] == [{"typed": "万苏林", "kind": WITHOUT_NOTES,
                                                   "names": ["万苏林（中效胰岛素）"]}]
        assert [e["instance_name"] for e in printed["entities"]] == ["万苏林（中效胰岛素）"]
    assert main(["link", "万苏林怎么用", "--kn", "medical", "--json", "--no-names-without-notes"]) == 0
    assert json.loads(capsys.readouterr().out)["entities"] == []


def test_a_stem_of_other_records_names_no_record_on_the_demo(medical_backend):
    # 脑电图 of 脑电图（EEG）: the network names 脑电图检查, 脑电图改变 and more by that stem
    linked = EntityLinker().link(medical_backend, "medical", "孩子要做脑电图检察，去哪个科室排队",
                                 written_as=frozenset({WITHOUT_NOTES})).entities
    assert "脑电图（EEG）" not in [e.instance_name for e in linked]
    (entity,) = EntityLinker().link(medical_backend, "medical", "万苏林怎么用", written_as=frozenset({WITHOUT_NOTES})).entities
    assert entity.instance_name == "万苏林（中效胰岛素）"
