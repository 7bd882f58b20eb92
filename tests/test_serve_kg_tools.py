"""The KG tools as the server offers them: a session per caller, shared by every worker through SQLite."""

from __future__ import annotations

import threading

import pytest

from core.serve.context import ServeConfig, ServeContext
from kg_fixtures import SAMPLE_ID, kg_env, kg_home, sample_nt  # noqa: F401  (fixtures)

QUESTION = "What's the currency of the country that includes Buenos Aires?"
CURRENCY = "location.country.currency_used"


def worker(tmp_path, clinic_backend):
    """One server process's toolbox; every worker of a server shares the sessions file."""
    config = ServeConfig(demo=False, toolboxes=["core.serve.kg_tools:kg_serve_toolbox"],
                         sessions_path=str(tmp_path / "serve-sessions.sqlite"))
    return ServeContext(config, backend=clinic_backend).toolbox


def test_start_then_relations_then_triples_across_workers(kg_env, tmp_path, clinic_backend):
    first, second = worker(tmp_path, clinic_backend), worker(tmp_path, clinic_backend)
    assert first.names == ["kg_start", "get_relations", "get_triples"]
    started = first.call("kg_start", {"kg": SAMPLE_ID, "question": QUESTION,
                                      "topic_entities": ["Buenos Aires"], "session_id": "s1"})
    assert started.ok, started.content
    relations = second.call("get_relations", {"entity": "Argentina", "session_id": "s1"})
    assert relations.ok and CURRENCY in relations.content["relations"], relations.content
    # the relation offered through the second worker is accepted by the first
    triples = first.call("get_triples", {"entity": "Argentina", "relations": [CURRENCY], "session_id": "s1"})
    assert triples.ok, triples.content
    assert any(t["tail"] == "Argentine peso" for t in triples.content["triples"])
    assert "[Argentina, location.country.currency_used, Argentine peso]" in triples.content["text"]


def test_a_relation_never_offered_in_the_session_is_refused(kg_env, tmp_path, clinic_backend):
    box = worker(tmp_path, clinic_backend)
    box.call("kg_start", {"kg": SAMPLE_ID, "question": QUESTION, "session_id": "fresh"})
    offered = box.call("get_relations", {"entity": "Buenos Aires", "session_id": "fresh"})
    assert offered.ok and CURRENCY not in offered.content["relations"]
    refused = box.call("get_triples", {"entity": "Argentina", "relations": [CURRENCY], "session_id": "fresh"})
    assert not refused.ok and refused.error["status_code"] == 400
    assert CURRENCY in str(refused.error)  # the flow's text names the relation it refused


@pytest.mark.parametrize("name, arguments, words", [
    ("get_relations", {"entity": "Argentina", "session_id": "never"}, "has not been started"),
    ("get_relations", {"entity": "Argentina"}, "session_id: required"),
    ("kg_start", {"kg": "nope", "question": "q", "session_id": "x"}, "nope"),
    ("kg_start", {"kg": SAMPLE_ID, "question": "q", "session_id": "x", "endpoint": "http://10.0.0.1/"},
     "unknown parameter"),
])
def test_bad_calls_answer_with_a_message(kg_env, tmp_path, clinic_backend, name, arguments, words):
    outcome = worker(tmp_path, clinic_backend).call(name, arguments)
    assert not outcome.ok and words in str(outcome.error), outcome.error


def test_concurrent_calls_on_one_session_lose_nothing(kg_env, tmp_path, clinic_backend):
    from core.serve.kg_tools import KgSessionStore

    boxes = [worker(tmp_path, clinic_backend) for _ in range(4)]
    boxes[0].call("kg_start", {"kg": SAMPLE_ID, "question": QUESTION, "session_id": "busy"})
    outcomes = []

    def call(box):
        outcomes.append(box.call("get_relations", {"entity": "Argentina", "session_id": "busy"}))

    threads = [threading.Thread(target=call, args=(boxes[i % 4],)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert all(outcome.ok for outcome in outcomes), [o.content for o in outcomes if not o.ok]
    store = KgSessionStore(tmp_path / "serve-kg-sessions.sqlite")
    calls = store.update("anonymous", "busy", lambda session: session.calls)
    assert calls == 8  # every call was counted once: none overwrote another
