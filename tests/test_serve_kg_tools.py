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
    # without a session: the unknown KG is reported, and kg_start asks for a session of the caller's choosing
    ("kg_start", {"kg": "nope", "question": "q"}, "no KG 'nope'"),
    ("kg_start", {"kg": SAMPLE_ID, "question": "q"}, "give a session_id of your choosing"),
    # malformed ids are refused (docs/kg.md), not kept as names nobody links
    ("kg_start", {"kg": SAMPLE_ID, "question": "q", "session_id": "x", "topic_entities": ["X=m.bad id"]},
     "topic_entities[0]: 'm.bad id' is not a valid id"),
    ("kg_start", {"kg": SAMPLE_ID, "question": "q", "session_id": "x", "topic_entities": ["Argentina", "m.0jdd!"]},
     "topic_entities[1]: 'm.0jdd!' is not a valid id"),
    ("kg_start", {"kg": SAMPLE_ID, "question": "q", "session_id": "x", "topic_entities": ["Argentina=Peso"]},
     'is not "Name=id"'),
    ("kg_start", {"kg": SAMPLE_ID, "question": "q", "session_id": "x", "topic_entities": ["=m.0jdd"]},
     "topic_entities[0]"),
])
def test_bad_calls_answer_with_a_message(kg_env, tmp_path, clinic_backend, name, arguments, words):
    outcome = worker(tmp_path, clinic_backend).call(name, arguments)
    assert not outcome.ok and words in str(outcome.error), outcome.error


def test_kg_start_answers_what_it_was_given_or_nothing(kg_env, tmp_path, clinic_backend):
    outcome = worker(tmp_path, clinic_backend).call("kg_start", {"kg": SAMPLE_ID, "question": "q", "session_id": "ok",
                                                                 "topic_entities": ["Argentina=m.0jdd", "Buenos Aires",
                                                                                    "m.01ly5m", "Peso = m.0jdd_"]})
    assert outcome.ok, outcome.content
    assert outcome.content["topic_entities"] == ["Argentina", "Buenos Aires", "m.01ly5m", "Peso"]
    assert outcome.content["registry"]["m.0jdd"] == "Argentina" and outcome.content["registry"]["peso"] == "m.0jdd_"
    refused = worker(tmp_path, clinic_backend).call("kg_start", {"kg": SAMPLE_ID, "question": "q"})
    assert "session_id you gave kg_start" not in str(refused.error)  # not advice that leads back here


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


def test_a_lost_race_runs_the_call_again_on_the_winners_session(kg_env, tmp_path):
    """Two store objects on one file stand for two server processes: when the other writes between
    this call's read and write, the call runs again on what the other left (compare-and-swap)."""
    from core.exceptions import SessionError
    from core.kg.models import GetRelationsArgs
    from core.serve.kg_tools import KgSessionStore, KgStartArgs

    path = tmp_path / "serve-kg-sessions.sqlite"
    store, other_process = KgSessionStore(path), KgSessionStore(path)
    store.start("alice", "s1", KgStartArgs(kg=SAMPLE_ID, question=QUESTION))
    call = GetRelationsArgs(entity="Argentina")
    calls_seen: list[int] = []

    def step(session):
        calls_seen.append(session.calls)
        if len(calls_seen) == 1:
            other_process.update("alice", "s1", lambda other: other.get_relations(call))
        return session.get_relations(call)

    assert CURRENCY in [r.relation for r in store.update("alice", "s1", step).relations]
    assert calls_seen == [0, 1]  # the second run saw the other process's call
    assert other_process.update("alice", "s1", lambda session: session.calls) == 2
    with pytest.raises(SessionError, match="has not been started"):  # sessions are the owner's own
        store.update("bob", "s1", lambda session: session.calls)


KG_WORKER = """
import sys
from pathlib import Path
from core.kg.models import GetRelationsArgs
from core.serve.kg_tools import KgSessionStore
store = KgSessionStore(Path(sys.argv[1]), kg_home=Path(sys.argv[2]))
for _ in range(int(sys.argv[3])):
    store.update("alice", "shared", lambda s: s.get_relations(GetRelationsArgs(entity="Argentina")))
"""


def test_processes_on_one_kg_session_lose_no_call(kg_env, tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from core.kg.session import KgSession
    from core.kg.store import open_store
    from core.serve.kg_tools import KgSessionStore

    path = tmp_path / "serve-kg-sessions.sqlite"
    store = KgSessionStore(path, kg_home=kg_env)
    # a budget above the calls made, so every call counts
    store.sessions.put("alice", "shared", KgSession(open_store(SAMPLE_ID, home=kg_env), QUESTION,
                                                    config={"max_calls": 1000}))
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    processes, calls = 3, 15
    procs = [subprocess.Popen([sys.executable, "-c", KG_WORKER, str(path), str(kg_env), str(calls)],
                              stderr=subprocess.PIPE, text=True, env=env) for _ in range(processes)]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err[-2000:]
    assert store.update("alice", "shared", lambda session: session.calls) == processes * calls
