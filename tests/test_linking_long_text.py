"""A pasted long text names hundreds of instances: the steps comparing them pairwise read the same
answers as the plain pairwise loops they replace, and the text is still linked as a question is.

`connecting_relations` sends its edge probes as one statement, and the forms a form can give way to
are looked up among those sharing a character with it (`linking._overlapping`); both are checked
here against the straightforward versions: a statement per probe, a scan of every form.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import core.search.concepts as concepts
from core.search import linking
from bench.long_question import pasted_text
from core.search.service import kn_search

SETS = Path(__file__).resolve().parents[1] / "bench" / "sets"


def _connecting_by_probe(backend, kn_id, entities):
    """`connecting_relations` as a statement per candidate pair, relation type and direction, on the same
    candidates (`connecting_candidates`)."""
    if len({e.instance_id for e in entities}) < 2:
        return None
    nf = backend.network_file(kn_id)
    per_mention, rids, between = linking.connecting_candidates(nf, entities)
    out = {}
    for a in range(len(per_mention)):
        for b in range(a + 1, len(per_mention)):
            for ta, ia, na in per_mention[a]:
                for tb, ib, nb in per_mention[b]:
                    if ia == ib or rids[(ta, ia)] is None or rids[(tb, ib)] is None:
                        continue
                    for rel in between.get(tuple(sorted((ta, tb))), ()):
                        ends = (rel.source_object_type_id, rel.target_object_type_id)
                        for (st, si, sn), (dt, di, dn) in (((ta, ia, na), (tb, ib, nb)), ((tb, ib, nb), (ta, ia, na))):
                            if ends != (st, dt):
                                continue
                            hit = nf.execute("SELECT 1 FROM edges WHERE rt = ? AND src = ? AND dst = ? LIMIT 1",
                                             (nf.relation_index[rel.id], rids[(st, si)], rids[(dt, di)]))
                            if hit and [sn, dn] not in out.setdefault(rel.id, []):
                                out[rel.id].append([sn, dn])
    return out


def _everyday_questions(count: int) -> list[str]:
    return [json.loads(line)["question"] for line in (SETS / "medical_everyday_2.jsonl").open(encoding="utf-8")][:count]


def test_connecting_relations_answer_as_a_probe_per_pair(medical_backend, monkeypatch):
    seen = []

    def both(backend, kn_id, entities):
        found = linking.connecting_relations(backend, kn_id, entities)
        seen.append((found, _connecting_by_probe(backend, kn_id, entities), [e.mention for e in entities]))
        return found

    monkeypatch.setattr(concepts, "connecting_relations", both)
    for question in _everyday_questions(150) + [pasted_text(1500, 3)]:
        kn_search(medical_backend, {"query": question, "kn_id": "medical"})
    joined = [s for s in seen if s[0]]
    assert len(joined) >= 15  # questions naming two joined instances, and the long text
    assert max(len(s[2]) for s in seen) >= 50  # the pasted text: dozens of mentions
    for found, by_probe, mentions in seen:
        assert found == by_probe, mentions
        assert list(found or {}) == list(by_probe or {}), mentions  # the relation types in the same order


@pytest.mark.parametrize("seed", range(20))
def test_overlapping_forms_are_those_a_scan_finds_in_order(seed):
    rng = random.Random(seed)
    forms = []
    for _ in range(rng.randint(0, 60)):
        start = rng.randint(0, 80)
        forms.append((start, start + rng.randint(1, 12), f"f{len(forms)}"))
    rng.shuffle(forms)
    near = linking._overlapping(forms)
    for m in forms + [(5, 9, "x"), (0, 1, "y"), (90, 95, "z")]:
        assert near(m) == [n for n in forms if n[0] < m[1] and m[0] < n[1]]


def test_a_pasted_text_links_its_names(medical_backend):
    text = pasted_text(3000, 3)
    response = kn_search(medical_backend, {"query": text, "kn_id": "medical", "debug": True})
    mentions = {e.mention for e in response.linked_entities}
    assert len(mentions) >= 30
    reading = linking.question_reading(medical_backend, "medical", text)  # some sets write traditional characters
    assert all(e.mention in (text[e.start:e.end], reading[e.start:e.end]) for e in response.linked_entities)
    assert response.object_types and response.relation_types
