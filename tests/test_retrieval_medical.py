"""knowledge_network_retrieval on the real demo network (PyCMeKG medical): the design's two-step
example, storage forms of 上气道梗阻, and the compact reply."""

from __future__ import annotations

import pytest

from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
from core.retrieval.models import approx_tokens, wire_text

from retrieval_support import Wrapped

pytestmark = pytest.mark.slow

QUESTION = "上气道梗阻有哪些症状"


@pytest.fixture(scope="module")
def session(medical_backend):
    counting = Wrapped(medical_backend)
    store = InMemorySessionStore()
    tool = KnowledgeNetworkRetrieval(counting, store)
    schema = tool.run({"query": QUESTION, "kn_ids": ["medical"], "session_id": "demo"})
    return tool, counting, store, schema


def _keyword(tool, keyword, ot, **extra):
    return tool.run({"query": keyword, "kn_ids": ["medical"], "session_id": "demo", "enable_keyword_context": True,
                     "object_type_id": ot, **extra})


def test_two_step_flow(session):
    tool, counting, store, schema = session
    relation_ids = [r.concept_id for r in schema.relation_types]
    assert relation_ids[0] == "has_symptom"
    assert {"disease", "symptom"} <= {o.concept_id for o in schema.object_types}
    assert store.get("default", "demo").schema.relation_type_ids == relation_ids

    counting.instance_calls = counting.subgraph_calls = 0
    context = _keyword(tool, "上气道梗阻", "disease").keyword_context
    assert counting.calls <= 2
    [inst] = context.instances
    assert inst.instance_name == "上气道梗阻" and inst.matched_fields == ["disease_name"]
    assert inst.properties["disease_name"] == "上气道梗阻"
    symptoms = {n.instance_name for n in inst.neighbors
                if n.relation_type_id == "has_symptom" and n.relation_direction == "outgoing"}
    assert "呼吸困难" in symptoms
    incoming = [n for n in inst.neighbors if n.relation_direction == "incoming"]
    assert incoming, "an incoming neighbour (e.g. a disease with 上气道梗阻 as complication)"
    assert all(n.relation_type_id in relation_ids for n in inst.neighbors)

    # Round 2: a symptom of it; 上气道梗阻 among the symptom's diseases is only a reference now.
    second = _keyword(tool, "呼吸困难", "symptom").keyword_context
    [symptom] = second.instances
    assert symptom.properties is not None
    again = [n for n in symptom.neighbors if n.instance_id == inst.instance_id]
    assert again and again[0].seen_in_round == 1 and again[0].properties is None


def test_storage_forms_of_the_designs_example(session):
    tool, *_ = session
    knowledge = _keyword(tool, "上气道梗阻", "disease", contextual_knowledge=True).contextual_knowledge
    forms = {(m.object_type_id, f.form): f for m in knowledge.keyword_mappings for f in m.storage_forms}
    assert forms[("disease", "上气道梗阻")].match_type == "exact"
    assert ("disease", "气道梗阻") in forms  # a disease whose name is inside the keyword
    assert forms[("symptom", "上气道阻塞")].match_type == "fuzzy"  # stored as a symptom
    assert all(len([f for f in m.storage_forms if f.match_type == t]) <= 5
               for m in knowledge.keyword_mappings for t in ("exact", "contains", "fuzzy"))
    patterns = {p.relation_type_id: p for p in knowledge.relation_patterns}
    assert patterns["has_symptom"].relation_pattern == "many_to_many"
    fields = {p.object_type_id: p for p in knowledge.object_type_primary_fields}
    assert fields["disease"].primary_name_field == "disease_name"


def test_compact_reply_saves_tokens_on_the_demo(medical_backend):
    tool = KnowledgeNetworkRetrieval(medical_backend, InMemorySessionStore())
    tool.run({"query": QUESTION, "kn_ids": ["medical"], "session_id": "c"})
    reply = tool.run({"query": "上气道梗阻", "kn_ids": ["medical"], "session_id": "c",
                      "enable_keyword_context": True, "object_type_id": "disease"})
    full, compact = wire_text(reply.to_wire(compact=False)), wire_text(reply.to_wire(compact=True))
    assert approx_tokens(compact) < 0.75 * approx_tokens(full)
