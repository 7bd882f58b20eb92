"""A name written many times (a pasted text): the linker reads its first `MAX_OCCURRENCES` occurrences.

The steps after finding a question's forms compare each with the others, so 2,000 occurrences of one
name made a 4,000-character question take ~20 s; later occurrences add nothing the first ones do not.
"""

from __future__ import annotations

from core.search.linking import MAX_OCCURRENCES
from core.search.service import kn_search
from kn_search_support import linking_trace


def _search(backend, question: str):
    return kn_search(backend, {"query": question, "kn_id": "medical", "debug": True, "only_schema": True})


def test_a_name_written_thousands_of_times_is_read_at_its_first_occurrences(medical_backend):
    response = _search(medical_backend, "感冒" * 2000)
    mentions = [e for e in response.linked_entities if e.mention == "感冒"]
    assert 1 <= len(mentions) <= MAX_OCCURRENCES
    assert max(e.start for e in mentions) < 2 * MAX_OCCURRENCES  # the first occurrences, not any
    skipped = [s for s in linking_trace(response).get("skipped", []) if s["form"] == "感冒"]
    assert skipped == [{"form": "感冒", "reason": f"written more than {MAX_OCCURRENCES} times: the first "
                                                  f"{MAX_OCCURRENCES} are read"}]


def test_a_name_written_a_few_times_is_read_at_every_occurrence(medical_backend):
    question = "感冒了吃感冒药，感冒好了又感冒，感冒怎么办"  # five times: under the limit, all of them read
    response = _search(medical_backend, question)
    assert not [s for s in linking_trace(response).get("skipped", []) if "more than" in s["reason"]]
    few = _search(medical_backend, "感冒" * MAX_OCCURRENCES)
    assert not [s for s in linking_trace(few).get("skipped", []) if "more than" in s["reason"]]
