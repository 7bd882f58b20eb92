"""The `medical` demo network: safe loading of the PyCMeKG pickle, subject typing, the derived schema,
rebuild-on-change, and (slow) the real network with its seed examples."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from core.exceptions import InvalidRequestError
from core.importers import ensure_medical
from core.importers import medical
from core.importers.medical import (
    ID_OPERATIONS,
    NAME_OPERATIONS,
    TEXT_OPERATIONS,
    Link,
    Text,
    classify_subject,
    derive_network,
    ensure_medical_network,
    load_cmekg,
)

# ----------------------------------------------------------------------------------------------
# Loading the pickle without running code
# ----------------------------------------------------------------------------------------------


class _RunsShellCommand:
    """Unpickling this with a plain pickle.load runs `touch <marker>` through os.system."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def test_a_pickle_that_references_os_system_is_refused_and_nothing_runs(tmp_path):
    marker = tmp_path / "ran"
    evil = tmp_path / "evil.pkl"
    evil.write_bytes(pickle.dumps({"感冒": {"常见症状": [_RunsShellCommand(marker)]}}))

    with pytest.raises(InvalidRequestError) as err:
        load_cmekg(evil)

    message = str(err.value)
    assert "refused" in message and "system" in message  # names the global it refused
    assert "dicts, lists and strings" in message  # and says what is allowed
    assert not marker.exists()


def test_a_pickle_of_a_class_instance_is_refused(tmp_path):
    from collections import OrderedDict

    path = tmp_path / "ordered.pkl"
    path.write_bytes(pickle.dumps(OrderedDict(感冒={"常见症状": ["发热"]})))
    with pytest.raises(InvalidRequestError, match="collections.OrderedDict"):
        load_cmekg(path)


def test_plain_dicts_lists_and_strings_load(tmp_path):
    graph = {"感冒": {"常见症状": ["发热", "咳嗽"], "就诊科室": ["呼吸内科"]}}
    path = tmp_path / "plain.pkl"
    path.write_bytes(pickle.dumps(graph, protocol=pickle.HIGHEST_PROTOCOL))
    assert load_cmekg(path) == graph


@pytest.mark.parametrize(
    "data", [["感冒"], {"感冒": ["发热"]}, {"感冒": {"常见症状": "发热"}}, {"感冒": {"常见症状": [1]}}]
)
def test_data_of_another_shape_is_refused_with_the_expected_shape(tmp_path, data):
    path = tmp_path / "shape.pkl"
    path.write_bytes(pickle.dumps(data))
    with pytest.raises(InvalidRequestError, match=r"expected \{subject: \{predicate"):
        load_cmekg(path)


def test_garbage_is_refused_with_a_clear_error(tmp_path):
    path = tmp_path / "garbage.pkl"
    path.write_bytes(b"not a pickle at all")
    with pytest.raises(InvalidRequestError, match="not a readable knowledge-graph pickle"):
        load_cmekg(path)


def test_the_packaged_pickle_is_found_without_importing_pycmekg():
    # The package's own loader unpickles without restriction, so it must never be imported.
    code = (
        "import sys; from core.importers.medical import cmekg_path; p = cmekg_path(); "
        "assert p.name == 'cmekg.pkl' and p.is_file(), p; "
        "assert 'pyCMeKG' not in sys.modules, 'pyCMeKG was imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).parents[1])


# ----------------------------------------------------------------------------------------------
# Typing subjects by their predicates
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("predicates", "expected"),
    [
        (["常见症状", "就诊科室", "ICD10", "常见病因"], "disease"),
        (["成份", "适应症", "不良反应", "OTC类型", "规格"], "drugs"),
        (["界", "门", "科", "性味", "功效", "分布区域", "入药部位"], "medicinal_material"),
        (["所属分类", "相关疾病", "相关症状"], "checklist"),
        (["出处", "组成", "功用", "主治"], "formula"),
        # clinical-pathway records are diseases, known by their predicate families
        (["诊断依据_病史", "手术_麻醉方式", "术后住院_时间"], "disease"),
        (["标准住院时间", "进入路径标准", "出院标准"], "disease"),
        # a mineral medicinal material
        (["化学式", "颜色", "光泽", "晶系", "别称"], "medicinal_material"),
    ],
)
def test_each_kind_is_recognised_by_its_predicates(predicates, expected):
    assert classify_subject(predicates).type_id == expected


def test_a_check_item_with_disease_like_attributes_stays_a_check_item():
    # 无痛胃镜检查 in PyCMeKG: check-item predicates plus 常见发病部位/就诊科室/多发群体.
    result = classify_subject(["常见发病部位", "所属分类", "相关疾病", "就诊科室", "相关症状", "多发群体"])
    assert result.type_id == "checklist"
    assert result.scores["checklist"] == 8 and result.scores["disease"] == 6


def test_a_classical_formula_sold_as_a_patent_medicine_is_a_drug():
    # 中满分消丸: marketed (OTC, 成份, 适应症, 监管分级) and a classical formula (出处, 功用, 组成).
    predicates = ["主治", "分类", "成份", "出处", "适应症", "药品监管分级", "功用", "组成"]
    result = classify_subject(predicates)
    assert result.type_id == "drugs"
    assert result.scores["drugs"] > result.scores["formula"] > 0


def test_scores_are_weight_sums_and_ties_go_to_the_narrower_kind():
    # 主治 weighs 1 for drugs, medicinal materials and formulas alike.
    tie = classify_subject(["主治"])
    nonzero = {k: v for k, v in tie.scores.items() if v}
    assert nonzero == {"drugs": 1, "medicinal_material": 1, "formula": 1}
    assert tie.type_id == "formula"
    # 别称 is used by every kind and decides nothing: weight 0 everywhere.
    assert classify_subject(["别称", "常见症状"]).scores["disease"] == 3


def test_a_subject_with_only_unknown_predicates_gets_the_default_kind():
    result = classify_subject(["从未见过的谓词"])
    assert result.type_id == medical.DEFAULT_KIND
    assert set(result.scores.values()) == {0}


# ----------------------------------------------------------------------------------------------
# Deriving instances, properties and edges
# ----------------------------------------------------------------------------------------------
GRAPH = {
    "上气道梗阻": {
        "常见症状": ["呼吸困难", "咳嗽", " 咳嗽 ", "尚不明确"],
        "就诊科室": ["呼吸内科"],
        "常见病因": ["上气道阻塞"],
        "并发症": ["气道梗阻", "上气道梗阻"],
        "多发群体": ["儿童", "老人"],
        "ICD10": ["J98.8"],
        "下位关系": ["喉梗阻"],
        "诊断依据_症状": ["吸气性呼吸困难"],
        "诊断依据_体征": ["喘鸣", "三凹征"],
        "罕见谓词": ["某值"],
        "治疗": ["药物治疗"],
        "手术治疗": ["气管切开术"],
    },
    "阿莫西林胶囊": {
        "成份": ["阿莫西林", "本品为复方制剂"],
        "适应症": ["上气道梗阻", "咽炎"],
        "不良反应": ["恶心", "尚不明确"],
        "OTC类型": ["甲类OTC"],
        "用法用量": ["口服", "一次1粒"],
        "规格": ["0.25g"],
        "禁忌": ["尚不明确"],
        "用途分类": ["抗生素类"],
        "分类": ["青霉素类"],
    },
    "人参": {
        "界": ["植物界"], "科": ["五加科"], "亚纲": ["蔷薇亚纲"], "性味": ["味甘", "微苦"],
        "功效": ["大补元气"], "分布区域": ["吉林"], "主治": ["体虚"], "别称": ["棒槌"],
    },
    "血常规": {"所属分类": ["血"], "相关疾病": ["贫血"], "相关症状": ["乏力"]},
    "四君子汤": {"出处": ["《太平惠民和剂局方》"], "组成": ["人参", "白术"], "功用": ["益气健脾"], "主治": ["脾胃气虚证"]},
}


def _by_name(derived, type_id):
    spec = medical._TYPE_BY_ID[type_id]
    return {row[spec.name_field]: row for row in derived.rows[type_id]}


def _named_edges(derived, relation_id):
    spec = medical._RELATION_BY_ID[relation_id]

    def names_by_id(type_id):
        ot = medical._TYPE_BY_ID[type_id]
        return {row[ot.id_field]: row[ot.name_field] for row in derived.rows[type_id]}

    src, dst = names_by_id(spec.source), names_by_id(spec.target)
    return {(src[a], dst[b]) for a, b in derived.edges[relation_id]}


@pytest.fixture(scope="module")
def derived():
    return derive_network(GRAPH)


def test_subjects_are_typed_and_objects_become_instances_of_their_relation_targets(derived):
    assert dict(derived.subject_kinds) == {
        "disease": 1, "drugs": 1, "medicinal_material": 1, "checklist": 1, "formula": 1,
    }
    assert set(_by_name(derived, "disease")) == {
        "上气道梗阻", "气道梗阻", "喉梗阻", "咽炎", "体虚", "贫血", "脾胃气虚证",
    }
    assert set(_by_name(derived, "symptom")) == {"呼吸困难", "咳嗽", "恶心", "乏力"}
    assert set(_by_name(derived, "cause")) == {"上气道阻塞"}
    assert set(_by_name(derived, "department")) == {"呼吸内科"}
    assert set(_by_name(derived, "population")) == {"儿童", "老人"}
    assert set(_by_name(derived, "ingredient")) == {"阿莫西林", "人参", "白术"}
    assert set(_by_name(derived, "alias")) == {"棒槌"}
    assert set(_by_name(derived, "therapy")) == {"药物治疗", "气管切开术"}
    assert set(_by_name(derived, "drug_class")) == {"抗生素类"}
    assert set(_by_name(derived, "drug_product_class")) == {"青霉素类"}


def test_placeholders_are_not_entities_but_stay_in_literal_text(derived):
    assert "尚不明确" not in _by_name(derived, "symptom")
    assert "本品为复方制剂" not in _by_name(derived, "ingredient")
    assert _by_name(derived, "drugs")["阿莫西林胶囊"]["contraindications"] == "尚不明确"


def test_relations_point_in_their_true_direction(derived):
    assert _named_edges(derived, "has_symptom") == {("上气道梗阻", "呼吸困难"), ("上气道梗阻", "咳嗽")}
    # a drug's 适应症 is drug -> disease
    assert _named_edges(derived, "indicated_for") == {("阿莫西林胶囊", "上气道梗阻"), ("阿莫西林胶囊", "咽炎")}
    assert _named_edges(derived, "has_adverse_reaction") == {("阿莫西林胶囊", "恶心")}
    # 下位关系 lists the subject's subtypes: the subtype is the source of is_subtype_of
    assert _named_edges(derived, "is_subtype_of") == {("喉梗阻", "上气道梗阻")}
    # a disease that lists itself as its own complication says nothing
    assert _named_edges(derived, "has_complication") == {("上气道梗阻", "气道梗阻")}
    assert _named_edges(derived, "check_for_disease") == {("血常规", "贫血")}
    assert _named_edges(derived, "composed_of") == {("四君子汤", "人参"), ("四君子汤", "白术")}
    assert _named_edges(derived, "mainly_treats") == {("人参", "体虚")}
    assert _named_edges(derived, "distributed_in") == {("人参", "吉林")}
    assert _named_edges(derived, "material_has_alias") == {("人参", "棒槌")}


def test_literal_values_become_data_properties(derived):
    disease = _by_name(derived, "disease")["上气道梗阻"]
    assert disease["icd_id"] == "J98.8"
    assert disease["age"] == "儿童、老人"  # 多发群体 is both a relation and upstream's `age`
    assert disease["diagnosis_basis"] == "症状：吸气性呼吸困难；体征：喘鸣、三凹征"
    assert disease["other_info"] == "罕见谓词：某值"  # nothing is dropped
    # upstream's `treatment` lists modalities: 治疗's values and the modality predicates present
    assert disease["treatment"] == "药物治疗、手术治疗"
    drug = _by_name(derived, "drugs")["阿莫西林胶囊"]
    assert drug["otc_type"] == "甲类OTC"
    assert drug["usage_and_dosage"] == "口服；一次1粒"
    assert drug["specification"] == "0.25g"
    material = _by_name(derived, "medicinal_material")["人参"]
    assert material["family"] == "五加科" and material["other_taxa"] == "亚纲：蔷薇亚纲"
    assert material["nature_and_flavor"] == "味甘、微苦"
    assert _by_name(derived, "formula")["四君子汤"]["source_text"] == "《太平惠民和剂局方》"
    assert _by_name(derived, "checklist")["血常规"]["check_category"] == "血"
    # instances that only appear as objects carry just their id and name
    assert set(_by_name(derived, "disease")["气道梗阻"]) == {"disease_id", "disease_name"}


def test_ids_are_type_prefixed_numbers_in_name_order(derived):
    rows = derived.rows["disease"]
    names = [row["disease_name"] for row in rows]
    assert names == sorted(names)
    assert [row["disease_id"] for row in rows] == [f"disease_{i:06d}" for i in range(1, len(rows) + 1)]


def test_rebuilding_from_the_same_data_in_another_order_gives_the_same_network(derived):
    rng = random.Random(7)
    subjects = list(GRAPH)
    rng.shuffle(subjects)
    shuffled = {s: GRAPH[s] for s in subjects}
    again = derive_network(shuffled)
    assert again.rows == derived.rows
    assert again.edges == derived.edges


@pytest.mark.parametrize(("written", "name"), [
    ('"乳房的疾患', "乳房的疾患"),  # the opening quote of a cell the extraction cut
    ("东山岛）", "东山岛"),
    ("】金银花", "金银花"),
    ('咖啡因35mg"', "咖啡因35mg"),
    ("一口血《湖北中草药志》）", "一口血《湖北中草药志》"),
    ('呈"鸭步"', '呈"鸭步"'),  # marks that pair stay
    ("ALT（GPT）", "ALT（GPT）"),
    ("（DIC）", "（DIC）"),
    ("《外台》引作\"防风散\"", "《外台》引作\"防风散\""),
    ("（中毒性）精神病", "（中毒性）精神病"),
    ('"', '"'),  # nothing but a mark: kept as written
])
def test_a_name_loses_only_the_marks_nothing_in_it_pairs_with(written, name):
    assert medical.without_stray_marks(written) == name


def test_a_name_with_a_stray_mark_is_the_instance_of_its_name():
    graph = {
        '"乳房的疾患': {"常见症状": ["乳房肿块"]},
        "乳腺炎": {"常见症状": ["乳房肿块", "发热"], "并发症": ['"乳房的疾患']},
        "感冒": {"常见症状": ["发热", "发热）", "咳嗽）", "咳嗽"]},
        "流感": {"常见症状": ["咳嗽）", "】咽痛", "咽痛）"]},
    }
    derived = derive_network(graph)
    diseases = _by_name(derived, "disease")
    assert set(diseases) == {"乳房的疾患", "乳腺炎", "感冒", "流感"}
    # ids keep the order of the names as written: "乳房的疾患 sorts first
    assert diseases["乳房的疾患"]["disease_id"] == "disease_000001"
    symptoms = _by_name(derived, "symptom")
    assert set(symptoms) == {"乳房肿块", "发热", "咳嗽", "咽痛"}  # 发热） and 咳嗽） merged into 发热 and 咳嗽
    assert len(derived.rows["symptom"]) == 4
    assert _named_edges(derived, "has_symptom") == {
        ("乳房的疾患", "乳房肿块"), ("乳腺炎", "乳房肿块"), ("乳腺炎", "发热"),
        ("感冒", "发热"), ("感冒", "咳嗽"), ("流感", "咳嗽"), ("流感", "咽痛")}
    assert _named_edges(derived, "has_complication") == {("乳腺炎", "乳房的疾患")}
    # two names with stray marks and no plain one: one instance, under the first in name order
    ids = {row["symptom_name"]: row["symptom_id"] for row in derived.rows["symptom"]}
    written_order = sorted(["乳房肿块", "发热", "发热）", "咳嗽）", "咳嗽", "】咽痛", "咽痛）"])
    assert ids["咽痛"] == f"symptom_{written_order.index('】咽痛') + 1:06d}"


def test_a_merged_record_keeps_the_texts_of_both_and_no_edge_to_itself():
    graph = {"金银花": {"性味": ["味甘"], "别称": ["忍冬"]},
             "】金银花": {"性味": ["味甘", "性寒"], "别称": ["忍冬", "双花"], "别名": ["】金银花"]}}
    derived = derive_network(graph)
    materials = _by_name(derived, "medicinal_material")
    assert list(materials) == ["金银花"]
    assert materials["金银花"]["nature_and_flavor"] == "味甘、性寒"
    assert _named_edges(derived, "material_has_alias") == {("金银花", "忍冬"), ("金银花", "双花")}


# ----------------------------------------------------------------------------------------------
# The schema
# ----------------------------------------------------------------------------------------------
def test_every_rule_targets_a_declared_property_or_a_relation_of_its_kind():
    for kind in medical.SUBJECT_KINDS:
        declared = {name for name, _display, _comment in medical._TYPE_BY_ID[kind.type_id].texts}
        for predicate, rule in [*kind.rules.items(), *kind.prefixes.items()]:
            assert rule.weight >= 0
            for target in rule.targets:
                if isinstance(target, Text):
                    assert target.prop in declared, (kind.type_id, predicate, target.prop)
                else:
                    assert isinstance(target, Link)
                    relation = medical._RELATION_BY_ID[target.relation]
                    subject_end = relation.target if target.reverse else relation.source
                    assert subject_end == kind.type_id, (kind.type_id, predicate, relation.id)


def test_every_relation_is_fed_by_some_predicate_and_every_type_is_reachable():
    fed = {
        target.relation
        for kind in medical.SUBJECT_KINDS
        for rule in [*kind.rules.values(), *kind.prefixes.values()]
        for target in rule.targets
        if isinstance(target, Link)
    }
    assert fed == {spec.id for spec in medical.RELATION_TYPES}
    ends = {spec.source for spec in medical.RELATION_TYPES} | {spec.target for spec in medical.RELATION_TYPES}
    assert ends == {spec.id for spec in medical.OBJECT_TYPES}


def test_schema_reuses_upstream_ids_and_names_and_sets_operations_per_property_kind():
    network = medical.build_schema()
    assert network.id == "medical" and "PyCMeKG" in network.name
    assert "MIT" in network.comment and "PyCMeKG" in network.comment
    upstream = {
        "disease": ("disease_id", "disease_name"), "symptom": ("symptom_id", "symptom_name"),
        "checklist": ("check_item_id", "check_item_name"), "department": ("department_id", "department_name"),
        "drugs": ("drug_id", "drug_name"), "bodypart": ("bodypart_id", "bodypart_name"),
        "alias": ("disease_alias_id", "disease_alias_name"), "drug_class": ("drug_class_id", "drug_class_name"),
        "drug_product_class": ("drug_product_class_id", "drug_class"),
    }
    for type_id, (id_field, name_field) in upstream.items():
        ot = network.object_type(type_id)
        assert ot.primary_keys == [id_field] and ot.display_key == name_field
    disease = network.object_type("disease")
    assert {"age", "infection", "icd_id", "disease_english_name", "treatment"} <= set(disease.property_names)
    upstream_relations = {
        "has_symptom": ("disease", "symptom"), "designated_to": ("disease", "department"),
        "checks": ("disease", "checklist"), "has_complication": ("disease", "disease"),
        "cures": ("disease", "drugs"), "shown_on": ("disease", "bodypart"), "has_alias": ("disease", "alias"),
        "is_a_level3": ("drugs", "drug_class"),
    }
    for rel_id, ends in upstream_relations.items():
        rel = network.relation_type(rel_id)
        assert (rel.source_object_type_id, rel.target_object_type_id) == ends
    for ot in network.object_types:
        assert ot.name and ot.comment and ot.tags
        assert ot.primary_keys == [ot.data_properties[0].name]
        assert ot.display_key == ot.data_properties[1].name
        for prop in ot.data_properties:
            assert prop.display_name and prop.comment
            if prop.name == ot.primary_keys[0]:
                assert prop.condition_operations == ID_OPERATIONS
            elif prop.name == ot.display_key:
                assert prop.condition_operations == NAME_OPERATIONS
            else:
                assert prop.condition_operations == TEXT_OPERATIONS
                assert "match" in prop.operations and "knn" not in prop.operations
    for rel in network.relation_types:
        assert rel.name and "PyCMeKG 谓词" in rel.comment


# ----------------------------------------------------------------------------------------------
# Built once, rebuilt when the importer changes, never twice at once
# ----------------------------------------------------------------------------------------------
@pytest.fixture
def small_source(monkeypatch):
    """The importer reading GRAPH instead of the 46 MB package pickle; counts its loads."""
    loads = []

    def fake_load(path=None):
        loads.append(time.perf_counter())
        time.sleep(0.2)  # long enough for a second builder to queue on the lock
        return GRAPH

    monkeypatch.setattr(medical, "load_cmekg", fake_load)
    return loads


def test_builds_once_then_returns_at_once_until_the_fingerprint_changes(tmp_path, small_source, monkeypatch):
    progress = []
    first = ensure_medical_network(tmp_path, progress=lambda msg, frac: progress.append((msg, frac)))
    assert first.built and first.kn_id == "medical" and first.path == tmp_path / "medical.sqlite"
    assert first.report.instances["disease"] == 7 and first.report.edges["indicated_for"] == 2
    assert medical.stored_fingerprint(first.path) == medical.current_fingerprint()
    fractions = [frac for _msg, frac in progress]
    assert fractions == sorted(fractions) and 0.0 <= fractions[0] and fractions[-1] == 1.0
    messages = " | ".join(msg for msg, _frac in progress)
    assert "loading" in messages and "deriving" in messages and "writing" in messages

    mtime = first.path.stat().st_mtime_ns
    second = ensure_medical(tmp_path)
    assert not second.built and second.report is None
    assert first.path.stat().st_mtime_ns == mtime and len(small_source) == 1

    monkeypatch.setattr(medical, "current_fingerprint", lambda: "importer-changed")
    third = ensure_medical_network(tmp_path)
    assert third.built and len(small_source) == 2
    assert medical.stored_fingerprint(third.path) == "importer-changed"

    forced = ensure_medical_network(tmp_path, force=True)
    assert forced.built and len(small_source) == 3


def test_a_damaged_file_is_rebuilt(tmp_path, small_source):
    (tmp_path / "medical.sqlite").write_bytes(b"this is not sqlite")
    assert medical.stored_fingerprint(tmp_path / "medical.sqlite") is None
    assert ensure_medical_network(tmp_path).built


def test_two_concurrent_callers_build_once(tmp_path, small_source):
    results, waits = [], []

    def note_waits(message, _fraction):
        if "waiting" in message:
            waits.append(message)

    def call():
        results.append(ensure_medical_network(tmp_path, progress=note_waits))

    threads = [threading.Thread(target=call) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(r.built for r in results) == [False, True]
    assert len(small_source) == 1
    assert waits == ["waiting for another process that is building the medical network"]


@pytest.mark.parametrize(
    ("kwargs", "path"),
    [({"force": "yes"}, "force"), ({"progress": 42}, "progress"), ({"directory": 3.5}, "directory")],
)
def test_invalid_arguments_are_reported_by_name(tmp_path, kwargs, path):
    with pytest.raises(InvalidRequestError, match=f"ensure_medical_network.{path}"):
        ensure_medical_network(**({"directory": tmp_path} | kwargs))


# ----------------------------------------------------------------------------------------------
# The real network (built once per session by the `medical_backend` fixture)
# ----------------------------------------------------------------------------------------------
# PyCMeKG 0.2.5 gives exactly these; they change only when the importer or the data changes.
EXPECTED_INSTANCES = {
    "disease": 22036, "symptom": 32758, "department": 210, "checklist": 5992,
    "drugs": 18759, "bodypart": 1797, "alias": 8166, "cause": 12085,
    "population": 1660, "region": 1039, "therapy": 3786, "ingredient": 15182,
    "efficacy": 1695, "drug_class": 246, "drug_product_class": 1344, "medicinal_material": 2401,
    "formula": 344,
}
EXPECTED_EDGES = {
    "has_symptom": 92893, "designated_to": 6322, "checks": 11668, "has_complication": 6905,
    "cures": 43643, "shown_on": 4307, "has_alias": 2958, "caused_by": 14013,
    "has_risk_factor": 1897, "common_in": 3355, "prevalent_in": 108, "treated_with": 6501,
    "metastasizes_to": 247, "invades": 110, "is_subtype_of": 4464, "related_disease": 960,
    "differential_diagnosis": 853, "indicated_for": 81303, "has_adverse_reaction": 278827, "has_ingredient": 123619,
    "is_a_level3": 5314, "belongs_to": 19645, "drug_has_alias": 77, "mainly_treats": 16021,
    "has_efficacy": 5202, "distributed_in": 7798, "material_has_alias": 5496, "composed_of": 824,
    "formula_has_efficacy": 585, "prescribed_for": 3552, "formula_has_alias": 48, "check_for_disease": 10184,
    "check_for_symptom": 8818, "performed_by": 6, "check_has_alias": 10,
}
PINNED_VERSION = "0.2.5"


def _total(backend, type_id):
    return backend.query_instances("medical", type_id, {"limit": 1, "need_total": True}).total_count


def _names(result, type_id):
    field = medical._TYPE_BY_ID[type_id].name_field
    return [row[field] for row in result.datas]


def _eq(field, value):
    return {"condition": {"field": field, "operation": "==", "value": value}, "limit": 5}


def _named(backend, type_id, name):
    """Names of the instances of a type whose name field equals `name`."""
    field = medical._TYPE_BY_ID[type_id].name_field
    return _names(backend.query_instances("medical", type_id, _eq(field, name)), type_id)


def _neighbours(backend, start_type, start_name, relation_id, end_type):
    """Display names one hop from an instance over a relation, in the relation's own direction."""
    rel = backend.get_network("medical").relation_type(relation_id)
    field = medical._TYPE_BY_ID[start_type].name_field
    start = {"field": field, "operation": "==", "value": start_name}
    result = backend.query_subgraph("medical", {"relation_type_paths": [{
        "object_types": [{"id": start_type, "condition": start, "limit": 1}, {"id": end_type, "limit": 500}],
        "relation_types": [{"relation_type_id": relation_id, "source_object_type_id": rel.source_object_type_id,
                            "target_object_type_id": rel.target_object_type_id}],
        "limit": 1000,
    }]})
    return result.entries[0]


@pytest.mark.slow
def test_real_network_counts_are_non_trivial_and_stable(medical_backend):
    network = medical_backend.get_network("medical")
    assert network.name == medical.NETWORK_NAME
    counts = {ot.id: _total(medical_backend, ot.id) for ot in network.object_types}
    edges = medical_backend.open("medical").counts["edges"]
    assert all(count > 0 for count in counts.values()), counts
    assert all(edges[rel.id] > 0 for rel in network.relation_types), edges
    assert counts["disease"] > 15_000 and counts["symptom"] > 25_000 and counts["drugs"] > 15_000
    assert edges["has_symptom"] > 80_000 and edges["indicated_for"] > 70_000
    if medical.cmekg_version() == PINNED_VERSION:
        assert counts == EXPECTED_INSTANCES
        assert edges == EXPECTED_EDGES
        seed = medical_backend.query_instances("medical", "disease", _eq("disease_name", "上气道梗阻"))
        assert seed.datas[0]["disease_id"] == "disease_000364"


@pytest.mark.slow
def test_seed_upper_airway_obstruction_has_dyspnoea_as_a_symptom(medical_backend):
    found = medical_backend.query_instances("medical", "disease", _eq("disease_name", "上气道梗阻"))
    assert _names(found, "disease") == ["上气道梗阻"]
    assert found.datas[0]["age"] == "儿童"  # as in upstream kn_medical's record of the same disease
    entry = _neighbours(medical_backend, "disease", "上气道梗阻", "has_symptom", "symptom")
    symptoms = {o.display for o in entry.objects.values() if o.object_type_id == "symptom"}
    assert {"呼吸困难", "咳嗽"} <= symptoms
    disease_key = f"disease-{found.datas[0]['disease_id']}"
    assert all(p.relations[0].source_object_id == disease_key for p in entry.relation_paths)


@pytest.mark.slow
def test_seed_stored_forms_exist(medical_backend):
    # 上气道阻塞 appears as a 常见症状 and a 病因 object, 气道梗阻 as a 并发症 object.
    assert _named(medical_backend, "symptom", "上气道阻塞") == ["上气道阻塞"]
    assert _named(medical_backend, "cause", "上气道阻塞") == ["上气道阻塞"]
    assert _named(medical_backend, "disease", "气道梗阻") == ["气道梗阻"]


@pytest.mark.slow
@pytest.mark.parametrize("operation", ["contain", "match", "knn"])
def test_text_operations_on_disease_name_find_the_seed(medical_backend, operation):
    condition = {"field": "disease_name", "operation": operation, "value": "上气道梗阻"}
    if operation == "knn":
        condition |= {"limit_key": "k", "limit_value": 10}
    result = medical_backend.query_instances("medical", "disease", {"condition": condition, "limit": 5})
    names = _names(result, "disease")
    assert "上气道梗阻" in names
    if operation in ("knn", "match"):
        # knn: the identical string has cosine 1; match: BM25 per property, so the exact name
        # shares the most (and the rarest) bigrams and is not penalised for the row's other text.
        assert names[0] == "上气道梗阻"
    if operation == "match":
        assert all("_score" in row for row in result.datas)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("type_id", "name"),
    [("drugs", "羧甲司坦泡腾片"), ("medicinal_material", "白前"), ("formula", "桑菊饮"),
     ("checklist", "尿流率测定"), ("disease", "支气管肺癌")],
)
def test_real_subjects_get_their_kind(medical_backend, type_id, name):
    assert _named(medical_backend, type_id, name) == [name]


@pytest.mark.slow
def test_real_relations_run_in_their_true_direction(medical_backend):
    def ends(start_type, start_name, relation_id, end_type):
        entry = _neighbours(medical_backend, start_type, start_name, relation_id, end_type)
        return {o.display for o in entry.objects.values() if o.object_type_id == end_type}

    assert "慢性支气管炎" in ends("drugs", "羧甲司坦泡腾片", "indicated_for", "disease")
    assert "替加氟胶囊" in ends("disease", "支气管肺癌", "cures", "drugs")
    assert "羧甲司坦" in ends("drugs", "羧甲司坦泡腾片", "has_ingredient", "ingredient")
    assert "呼吸内科" in ends("disease", "上气道梗阻", "designated_to", "department")
    assert "咳嗽" in ends("medicinal_material", "白前", "mainly_treats", "disease")
    formula = medical_backend.query_instances("medical", "formula", _eq("formula_name", "桑菊饮")).datas[0]
    assert formula["source_text"] == "《温病条辨》"


@pytest.mark.slow
def test_an_up_to_date_network_is_not_rebuilt(medical_backend):
    path = medical_backend.path_for("medical")
    mtime = path.stat().st_mtime_ns
    result = ensure_medical_network(medical_backend.directory)
    assert not result.built and path.stat().st_mtime_ns == mtime


# The whole built `medical` file, as `sqlite3 .dump` lines without the build time and the
# importer's fingerprint (a hash of this module's source): schema, rows, ids, FTS and knn tables.
# A memory or speed change to the import must leave it as it is; a change that means to alter
# the derived network updates this digest in the same commit. (Format 5 changed it without changing the network:
# the sparse vectors are kept only as their postings, so `vec` and its ANALYZE row are empty, and the format
# number in `meta` is 5; every other line is as format 4 wrote it. Names without their stray marks changed it:
# 34 names renamed and 9 instances merged into the instance of their name, `without_stray_marks`.)
MEDICAL_DUMP_SHA256 = "7384cdbe9a8332f506580fb88b3d889d81a45b331a225587f003ba7f1bc6a20a"


def test_the_built_medical_file_is_unchanged(medical_backend):
    import hashlib
    import sqlite3

    conn = sqlite3.connect(medical_backend.directory / "medical.sqlite")
    try:
        digest = hashlib.sha256()
        for line in conn.iterdump():
            if "'built_at'" in line or "'fingerprint'" in line:
                continue
            digest.update(line.encode())
            digest.update(b"\n")
    finally:
        conn.close()
    assert digest.hexdigest() == MEDICAL_DUMP_SHA256
