"""Which way a relation type and its inverse are asked follows the question's subject: when cures and indicated_for
(or checks and check_for_disease) rank first and second, the question names records at both ends and its wh-phrase
names neither end's type, the one starting at the subject `choose_subject` marked ranks first
(core.search.linking.direction_from_subject), on the demo network and on hand-made rankings."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from core.models.network import RelationType
from core.search.concepts import RelationRanking
from core.search.linking import LinkedEntity, direction_from_subject
from core.search.models import RankerInfo
from kn_search_support import debug_search, linking_trace, subject_mention
from ui.search_view import linking_decisions

CURES = RelationType(id="cures", source_object_type_id="disease", target_object_type_id="drugs")
INDICATED_FOR = RelationType(id="indicated_for", source_object_type_id="drugs", target_object_type_id="disease")
HAS_SYMPTOM = RelationType(id="has_symptom", source_object_type_id="disease", target_object_type_id="symptom")
IS_SUBTYPE_OF = RelationType(id="is_subtype_of", source_object_type_id="disease", target_object_type_id="disease")
RELATED = RelationType(id="related_disease", source_object_type_id="disease", target_object_type_id="disease")


def entity(mention: str, start: int, type_id: str, subject: bool = False) -> LinkedEntity:
    return LinkedEntity(mention=mention, start=start, end=start + len(mention), object_type_id=type_id,
                        instance_id=f"{type_id}-{mention}", instance_name=mention, subject=subject)


def form(*answer_types: str) -> SimpleNamespace:
    return SimpleNamespace(answer_types=frozenset(answer_types))


ORDER = ["in_question_clause", "first_if_yes_or_no", "credible", "degree_if_inverse"]


def decided(at: str, linked: list[LinkedEntity]) -> dict:
    """A `choose_subject` trace where the subject beats the other entity at place `at`."""
    place = ORDER.index(at)
    won, lost = [True] * len(ORDER), [True] * place + [False] * (len(ORDER) - place)
    subject = next(e for e in linked if e.subject)
    return {"subject": subject.instance_id, "mention": subject.mention, "order": ORDER,
            "entities": [{"mention": e.mention, "instance_id": e.instance_id, "key": won if e.subject else lost}
                         for e in linked]}


DISEASE_SUBJECT = [entity("丝虫病", 0, "disease", subject=True), entity("枸橼酸乙胺嗪片", 4, "drugs")]
RANKED = [(INDICATED_FOR, 1.6, "intent"), (CURES, 1.3, "intent"), (HAS_SYMPTOM, 0.9, "intent")]


def test_the_inverse_starting_at_the_subject_moves_first_with_its_score():
    moved = direction_from_subject(RANKED, DISEASE_SUBJECT, form(), decided("first_if_yes_or_no", DISEASE_SUBJECT))
    assert moved == {"moved_first": "cures", "passed": "indicated_for", "subject": "丝虫病"}
    ranking = RelationRanking(list(RANKED), [(rel, score) for rel, score, _ in RANKED], RankerInfo(name="intent"))
    ranking.swap_first_two()
    assert [(rel.id, score) for rel, score, _ in ranking.ranked] == [("cures", 1.3), ("indicated_for", 1.6),
                                                                     ("has_symptom", 0.9)]
    assert [(rel.id, score) for rel, score in ranking.scores] == [("cures", 1.3), ("indicated_for", 1.6),
                                                                  ("has_symptom", 0.9)]


@pytest.mark.parametrize("ranked, linked, answer_types", [
    # the first already starts at the subject
    ([(CURES, 1.6, "intent"), (INDICATED_FOR, 1.3, "intent")], DISEASE_SUBJECT, ()),
    # the subject is the drug: indicated_for starts there
    (RANKED, [entity("丝虫病", 0, "disease"), entity("枸橼酸乙胺嗪片", 4, "drugs", subject=True)], ()),
    # the wh-phrase names the answer's type (哪些药 …): the ranking read it already
    (RANKED, DISEASE_SUBJECT, ("drugs",)),
    (RANKED, DISEASE_SUBJECT, ("disease",)),
    # no drug named: the direction is not in question
    (RANKED, [entity("丝虫病", 0, "disease", subject=True), entity("象皮肿", 4, "disease")], ()),
    # nothing marked as the subject
    (RANKED, [entity("丝虫病", 0, "disease"), entity("枸橼酸乙胺嗪片", 4, "drugs")], ()),
    # the second is no inverse of the first
    ([(INDICATED_FOR, 1.6, "intent"), (HAS_SYMPTOM, 1.3, "intent"), (CURES, 1.0, "intent")], DISEASE_SUBJECT, ()),
    # two types between diseases: no direction to turn
    ([(IS_SUBTYPE_OF, 1.6, "intent"), (RELATED, 1.3, "intent")],
     [entity("丝虫病", 0, "disease", subject=True), entity("象皮肿", 4, "disease")], ()),
    # one relation type ranked
    (RANKED[:1], DISEASE_SUBJECT, ()),
])
def test_the_ranking_stays(ranked, linked, answer_types):
    trace = decided("first_if_yes_or_no", linked) if any(e.subject for e in linked) else None
    assert direction_from_subject(ranked, linked, form(*answer_types), trace) is None


@pytest.mark.parametrize("place", ["credible", "degree_if_inverse"])
def test_a_subject_the_network_decided_turns_nothing(place):
    # taken for its edge counts: the question did not say which end it is about
    assert direction_from_subject(RANKED, DISEASE_SUBJECT, form(), decided(place, DISEASE_SUBJECT)) is None


def test_no_question_form_or_no_choice_no_turn():
    trace = decided("first_if_yes_or_no", DISEASE_SUBJECT)
    assert direction_from_subject(RANKED, DISEASE_SUBJECT, None, trace) is None
    assert direction_from_subject(RANKED, DISEASE_SUBJECT, form(), None) is None


@pytest.mark.parametrize("question, subject, first", [
    ("痛风可以用秋水仙碱片吗", "痛风", "cures"),
    ("荨麻疹用氯雷他定片对症吗", "荨麻疹", "cures"),
])
def test_a_question_naming_a_disease_and_a_drug_asks_the_subjects_way(medical_backend, question, subject, first):
    response = debug_search(medical_backend, question, "medical")
    assert subject_mention(response) == subject
    assert response.relation_types[0].concept_id == first
    moved = linking_trace(response)["direction_from_subject"]
    assert moved["moved_first"] == first and moved["subject"] == subject
    assert [r.rank for r in response.relation_types[:2]] == [1, 2]
    assert any(f"{first} ranks first" in line and subject in line for line in linking_decisions(response))


@pytest.mark.parametrize("question, first", [
    ("哪些药能治心肌梗死", "cures"),  # one end named, the wh-phrase asks for drugs
    ("阿司匹林肠溶片能治哪些病", "indicated_for"),
])
def test_a_wh_phrase_naming_an_end_keeps_the_ranking(medical_backend, question, first):
    response = debug_search(medical_backend, question, "medical")
    assert response.relation_types[0].concept_id == first
    assert "direction_from_subject" not in linking_trace(response)
