"""The relation prior learned from labelled question sets (core.search.question_prior): fitting,
its signal in relation ranking, storage, schema changes, the config field and `knx prior`."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from core.cli import main
from core.evaluation.questions import parse_questions
from core.exceptions import ConfigError, QuestionSetError
from core.home import knx_home
from core.search.config import RetrievalConfig
from core.search.intent import MASK, mask_question
from core.search.question_prior import (QuestionPrior, load_prior, prior_path, remove_prior, schema_fingerprint,
                                        training_text)
from core.search.service import kn_search
from tests.kn_search_support import build_backend, network, object_type, relation

RELATIONS = [
    relation("has_symptom", "症状", "disease", "symptom", "疾病的临床表现"),
    relation("cures", "治疗药物", "disease", "drug", "治疗该病的药物"),
    relation("designated_to", "就诊科室", "disease", "department", "该病就诊的科室"),
    relation("has_cause", "病因", "disease", "cause", "引起该病的原因"),
]
INSTANCES = {"disease": ["感冒", "胃炎", "偏头痛", "湿疹", "哮喘"], "symptom": ["发热", "咳嗽"],
             "drug": ["布洛芬"], "department": ["内科"], "cause": ["病毒"]}
# How people ask for the department, in words no relation type's name or comment shares.
TRAINING = [
    ("感冒去哪看比较好", "designated_to", "感冒"), ("胃炎要找哪位大夫", "designated_to", "胃炎"),
    ("偏头痛该找谁看", "designated_to", "偏头痛"), ("湿疹去哪看", "designated_to", "湿疹"),
    ("感冒会怎么样", "has_symptom", "感冒"), ("胃炎有啥感觉", "has_symptom", "胃炎"),
    ("偏头痛吃点啥", "cures", "偏头痛"), ("湿疹抹点啥", "cures", "湿疹"),
    ("感冒咋得的", "has_cause", "感冒"), ("胃炎咋得上的", "has_cause", "胃炎"),
]
# (上哪看: 去哪看 / 在哪里看 are an answer cue of their own, asking where to be seen, which would rank
# designated_to first without the prior)
PARAPHRASE = "哮喘该上哪看"


def _lines(rows=TRAINING, kn_id="priortest") -> str:
    return "\n".join(json.dumps({"id": f"q{i}", "question": q, "kn_id": kn_id, "relation_types": [rel],
                                 "mention": mention, "entity": {"name": mention, "object_type_id": "disease"}},
                                ensure_ascii=False) for i, (q, rel, mention) in enumerate(rows, start=1)) + "\n"


def _spec(kn_id: str, relations=RELATIONS) -> dict:
    types = [object_type("disease", "疾病"), object_type("symptom", "症状"), object_type("drug", "药物"),
             object_type("department", "科室"), object_type("cause", "原因")]
    return network(kn_id, types, relations)


@pytest.fixture()
def prior_network(tmp_path):
    """A small network of its own id in a directory of its own, its prior removed afterwards."""
    backend = build_backend(tmp_path / "networks", _spec("priortest"), INSTANCES)
    yield backend
    remove_prior("priortest")


def _search(backend, question: str, weight: float | None = None, kn_id: str = "priortest"):
    body = {"query": question, "kn_id": kn_id, "debug": True}
    if weight is not None:
        body["retrieval_config"] = {"concept_retrieval": {"question_prior_weight": weight}}
    return kn_search(backend, body)


def _ranked(response) -> list[str]:
    return [r.concept_id for r in response.relation_types]


def _fit(backend, kn_id="priortest") -> QuestionPrior:
    prior = QuestionPrior.fit([parse_questions(_lines(kn_id=kn_id), "train.jsonl")], backend.get_network(kn_id))
    prior.save()
    return prior


def test_the_prior_raises_the_labelled_relation_for_a_paraphrase(prior_network):
    without = _search(prior_network, PARAPHRASE)
    assert _ranked(without)[0] != "designated_to"
    prior = _fit(prior_network)
    assert max(prior.scores(f"{MASK}该上哪看"), key=prior.scores(f"{MASK}该上哪看").get) == "designated_to"
    with_prior = _search(prior_network, PARAPHRASE, weight=0.5)
    assert _ranked(with_prior)[0] == "designated_to"
    top = with_prior.relation_types[0]
    assert top.signals["prior"] > 0.5
    rerank = with_prior.trace["concepts"]["rerank"]
    assert rerank["question_prior"]["questions"] == len(TRAINING)
    assert rerank["question_prior"]["weight"] == 0.5
    assert rerank["question_prior"]["sets"] == [{"name": "train.jsonl", "questions": len(TRAINING), "skipped": 0}]


def test_weight_zero_and_no_model_give_identical_responses(prior_network):
    def stable(response):  # the response and the ranking's trace; timings and cache origins vary
        data = response.model_dump(mode="json")
        rerank = data["trace"]["concepts"]["rerank"]
        data = {k: v for k, v in data.items() if k not in ("timing", "trace")}
        return json.dumps([data, rerank], ensure_ascii=False, sort_keys=True)

    questions = [PARAPHRASE, "感冒有哪些症状", "胃炎吃什么药"]
    before = [stable(_search(prior_network, q)) for q in questions]
    _fit(prior_network)
    assert [stable(_search(prior_network, q, weight=0.0)) for q in questions] == before
    assert before != [stable(_search(prior_network, q)) for q in questions]  # the default weight uses it
    remove_prior("priortest")
    assert [stable(_search(prior_network, q)) for q in questions] == before


def test_a_changed_schema_ignores_the_prior_with_a_note(prior_network, tmp_path):
    _fit(prior_network)
    renamed = [*RELATIONS[:3], relation("has_cause", "发病原因", "disease", "cause")]
    changed = build_backend(tmp_path / "changed", _spec("priortest", renamed), INSTANCES)
    assert load_prior("priortest", changed.get_network("priortest").relation_types)[0] is None
    response = _search(changed, PARAPHRASE, weight=0.5)
    rerank = response.trace["concepts"]["rerank"]
    assert "question_prior" not in rerank
    assert "other relation types" in rerank["question_prior_note"]
    assert all("prior" not in (r.signals or {}) for r in response.relation_types)


def test_save_and_load_round_trip_and_determinism(prior_network):
    prior = _fit(prior_network)
    loaded = QuestionPrior.load(prior_path("priortest"))
    assert loaded.relation_ids == [r["id"] for r in RELATIONS]
    assert loaded.fingerprint == schema_fingerprint(prior_network.get_network("priortest").relation_types)
    assert np.array_equal(loaded.rows, prior.rows) and np.array_equal(loaded.weights, prior.weights)
    assert loaded.scores(f"{MASK}去哪看") == prior.scores(f"{MASK}去哪看")
    again = QuestionPrior.fit([parse_questions(_lines(), "train.jsonl")], prior_network.get_network("priortest"))
    assert np.array_equal(again.weights, prior.weights)
    assert loaded.header["ngram_sizes"] == [1, 2, 3] and loaded.header["epochs"] == 8


def test_a_damaged_file_is_not_used(prior_network):
    _fit(prior_network)
    prior_path("priortest").write_bytes(b"not a model")
    prior, note = load_prior("priortest", prior_network.get_network("priortest").relation_types)
    assert prior is None and "not used" in note


def test_a_network_id_no_file_can_be_named_after_has_no_prior():
    # a remote network's id (kweaver:clinic) is searched like any other, without a prior
    assert load_prior("kweaver:clinic", []) == (None, None)


def test_training_masks_the_mention_as_the_ranker_does():
    q = parse_questions(_lines([("请问感冒去哪看", "designated_to", "感冒")]), "t").questions[0]
    # the mention, then the request phrase, each one mask character: as IntentRanker.read masks
    assert training_text(q, []) == mask_question(q.question, [(2, 4)])[0] == f"{MASK}{MASK}去哪看"


def test_fit_errors_name_the_line_and_the_valid_ids(prior_network):
    net = prior_network.get_network("priortest")
    bad = parse_questions(_lines([("感冒去哪看", "designated_to", "感冒"), ("感冒挂号", "nope", "感冒")]), "bad.jsonl")
    with pytest.raises(QuestionSetError) as info:
        QuestionPrior.fit([bad], net)
    assert "bad.jsonl line 2" in str(info.value) and "nope" in str(info.value)
    assert "designated_to" in info.value.suggestion
    unlabelled = parse_questions('{"question": "感冒去哪看"}\n', "plain.jsonl")
    with pytest.raises(QuestionSetError, match="no labelled questions"):
        QuestionPrior.fit([unlabelled], net)


def test_the_config_field_is_validated():
    assert RetrievalConfig().concept_retrieval.question_prior_weight >= 0
    assert RetrievalConfig.from_dict({"concept_retrieval": {"question_prior_weight": 0}}).concept_retrieval \
        .question_prior_weight == 0
    for bad in (-0.1, 2.5):
        with pytest.raises(ConfigError, match="question_prior_weight"):
            RetrievalConfig.from_dict({"concept_retrieval": {"question_prior_weight": bad}})


@pytest.fixture()
def home_network():
    """A small network in $KNX_HOME's networks directory, where `knx` finds it."""
    directory = knx_home() / "networks"
    backend = build_backend(directory, _spec("priorcli"), INSTANCES)
    yield backend
    remove_prior("priorcli")
    (directory / "priorcli.sqlite").unlink(missing_ok=True)
    shutil.rmtree(knx_home() / "models" / "priorcli", ignore_errors=True)


def _knx(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_fit_show_remove(home_network, tmp_path, capsys):
    path = tmp_path / "set.jsonl"
    path.write_text(_lines(kn_id="priorcli"), encoding="utf-8")
    assert _knx(capsys, "prior", "show", "--kn", "priorcli")[0] == 2  # none yet
    status, out, _ = _knx(capsys, "prior", "fit", str(path), "--kn", "priorcli", "--json")
    assert status == 0 and json.loads(out)["questions"] == len(TRAINING)
    status, out, _ = _knx(capsys, "prior", "show", "--kn", "priorcli")
    assert status == 0 and "10 questions" in out and "fits the network" in out and "set.jsonl" in out
    status, out, _ = _knx(capsys, "prior", "remove", "--kn", "priorcli")
    assert status == 0 and "removed" in out and not prior_path("priorcli").exists()
    assert "had no question prior" in _knx(capsys, "prior", "remove", "--kn", "priorcli")[1]


def test_cli_errors(home_network, tmp_path, capsys):
    status, _, err = _knx(capsys, "prior", "show", "--kn", "no_such_network")
    assert status == 2 and "no_such_network" in err and "priorcli" in err
    bad = tmp_path / "bad.jsonl"
    bad.write_text(_lines([("感冒去哪看", "nope", "感冒")], kn_id="priorcli"), encoding="utf-8")
    status, _, err = _knx(capsys, "prior", "fit", str(bad), "--kn", "priorcli")
    assert status == 2 and "bad.jsonl line 1" in err and "nope" in err and "designated_to" in err
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    status, _, err = _knx(capsys, "prior", "fit", str(empty), "--kn", "priorcli")
    assert status == 2 and "no questions" in err
    assert not prior_path("priorcli").exists()


def test_the_built_demo_network_gets_its_prior_from_the_dev_sets_only(medical_backend):
    from core.search.question_prior import DEMO_DEV_SETS, stored_prior

    prior = stored_prior("medical")
    assert prior is not None
    assert [s["name"] for s in prior.header["sets"]] == [f"{name}.jsonl" for name in DEMO_DEV_SETS]
    # the held-out sets
    assert not any(held in DEMO_DEV_SETS for held in ("medical_everyday_5", "medical_everyday_7", "medical_everyday_10",
                                                      "medical_everyday_13", "medical_everyday_14",
                                                      "medical_everyday_15", "medical_everyday_16",
                                                      "medical_everyday_17", "medical_everyday_18",
                                                      "medical_everyday_19", "medical_everyday_20",
                                                      "medical_everyday_21", "medical_everyday_22",
                                                      "medical_everyday_23", "medical_everyday_24",
                                                      "medical_everyday_25", "medical_everyday_26",
                                                      "medical_everyday_27", "medical_everyday_28",
                                                      "medical_everyday_29", "medical_everyday_30",
                                                      "medical_everyday_31", "medical_everyday_32",
                                                      "medical_everyday_33", "medical_everyday_34",
                                                      "medical_everyday_35", "medical_everyday_36",
                                                      "medical_everyday_37", "medical_everyday_38",
                                                      "medical_everyday_39", "medical_everyday_40",
                                                      "medical_everyday_41", "medical_everyday_42",
                                                      "medical_everyday_43", "medical_everyday_44",
                                                      "medical_everyday_45", "medical_everyday_46",
                                                      "medical_everyday_47", "medical_everyday_48",
                                                      "medical_everyday_49", "medical_everyday_50",
                                                      "medical_everyday_51", "medical_everyday_52",
                                                      "medical_everyday_53", "medical_everyday_54",
                                                      "medical_everyday_55", "medical_everyday_56",
                                                      "medical_everyday_57", "medical_everyday_58",
                                                      "medical_everyday_59", "medical_everyday_60",
                                                      "medical_everyday_61", "medical_everyday_62",
                                                      "medical_everyday_63", "medical_everyday_64",
                                                      "medical_everyday_65", "medical_everyday_66",
                                                      "medical_everyday_67", "medical_everyday_68",
                                                      "medical_everyday_69", "medical_everyday_70",
                                                      "medical_everyday_71", "medical_everyday_72",
                                                      "medical_everyday_73", "medical_everyday_74",
                                                      "medical_everyday_75", "medical_everyday_76",
                                                      "medical_everyday_77", "medical_everyday_78",
                                                      "medical_everyday_79", "medical_everyday_80"))
    # dev sets by halves since they were measured blind, and the sets written to fit the prior on
    assert {"medical_everyday_8", "medical_everyday_9", "medical_everyday_11", "medical_everyday_12"} <= set(DEMO_DEV_SETS)
    assert load_prior("medical", medical_backend.get_network("medical").relation_types)[0] is not None
    response = _search(medical_backend, "突聋挂什么科", kn_id="medical")
    assert response.trace["concepts"]["rerank"]["question_prior"]["questions"] == prior.header["questions"]
    assert response.relation_types[0].concept_id == "designated_to"
    assert response.relation_types[0].signals["prior"] > 0


def test_the_search_page_shows_the_prior_signal_and_the_model():
    from ui.search_view import _intent_matched, _stage_summary

    assert "prior 0.93" in _intent_matched({"text": 0.1, "prior": 0.93})
    # addends that either apply or not are named when they do
    assert _intent_matched({"type": 1.0, "semantic": 0.28, "connecting": 1.0}) == "semantic 0.28 · type 1.00 · named pair joined"
    assert "answer's type" not in _intent_matched({"type": 1.0})
    rerank = {"kept": ["a", "b"], "question_prior": {"questions": 10, "sets": [{"name": "train.jsonl"}],
                                                      "weight": 0.3}}
    assert _stage_summary("rerank", rerank) == "kept 2; question prior of 10 questions (train.jsonl), weight 0.3"
    note = {"kept": ["a"], "question_prior_note": "question prior not used: fitted on other relation types"}
    assert "not used" in _stage_summary("rerank", note)


def test_searching_imports_no_question_set_or_retrieval_module():
    # kn_search reads a fitted prior only; the question-set models come with core.evaluation's package, which imports
    # the harness and the retrieval services (~80 ms of a cold `knx search`): fitting imports them when it runs
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys; import core.search.service; "
            "loaded = sorted(m for m in sys.modules if m.startswith(('core.evaluation', 'core.retrieval'))); "
            "assert not loaded, loaded")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).parents[1])
