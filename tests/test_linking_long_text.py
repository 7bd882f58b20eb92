"""A pasted long text names hundreds of instances: the steps comparing them pairwise read the same
answers as the plain pairwise loops they replace, and the text is still linked as a question is.

`connecting_relations` sends its edge probes as one statement (or, for many candidates, reads the edges
among them), and the forms a form can give way to
are looked up among those sharing a character with it (`linking._overlapping`); both are checked
here against the straightforward versions: a statement per probe, a scan of every form.
"""

from __future__ import annotations

import json
import random
import re
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


@pytest.mark.parametrize("probed_pairs_max", [0, 10**9], ids=["edges among the candidates", "probes"])
def test_connecting_relations_answer_as_a_probe_per_pair(medical_backend, monkeypatch, probed_pairs_max):
    """Both ways `connecting_relations` finds the joined pairs (the edges among the candidates, every
    question; one statement of probes, every question) answer as a probe per pair does."""
    monkeypatch.setattr(linking, "PROBED_PAIRS_MAX", probed_pairs_max)
    seen = []

    def both(backend, kn_id, entities):
        found = linking.connecting_relations(backend, kn_id, entities)
        seen.append((found, _connecting_by_probe(backend, kn_id, entities), [e.mention for e in entities]))
        return found

    monkeypatch.setattr(concepts, "connecting_relations", both)
    for question in _everyday_questions(150) + [pasted_text(1500, 3), pasted_text(4000, 1)]:
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


def _patterns_searched_at_ends() -> dict[str, re.Pattern]:
    """The patterns linking.py hands to `ends_at`, by name."""
    source = Path(linking.__file__).read_text(encoding="utf-8")
    names = sorted(set(re.findall(r"ends_at\((_[A-Z_]+),", source)))
    return {name: getattr(linking, name) for name in names}


def test_ends_at_searches_only_patterns_it_can_bound():
    from re import _parser  # the width of a pattern: what the search window relies on

    patterns = _patterns_searched_at_ends()
    assert len(patterns) >= 10
    for name, pattern in patterns.items():
        assert _parser.parse(pattern.pattern, pattern.flags).getwidth()[1] <= linking.ENDING_WIDTH, name


@pytest.mark.parametrize("seed", range(5))
def test_ends_at_finds_what_a_search_from_the_start_finds(seed):
    """On random texts of the patterns' own characters (with spaces, line breaks, marks), for every end."""
    rng = random.Random(seed)
    patterns = _patterns_searched_at_ends()
    # the patterns' own words (医生, 容易, 诊断, 查出来 …), so that long matches are frequent, and single characters
    pieces = sorted({w for p in patterns.values() for w in re.findall(r"[^\x00-\x7f]+", p.pattern)}
                    | set(" \n，。?a1"))
    matched = 0
    for _ in range(300):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        for pattern in patterns.values():
            for end in range(len(text) + 3):  # past the end too
                whole = pattern.search(text, 0, end)
                near = linking.ends_at(pattern, text, end)
                assert (whole and whole.span()) == (near and near.span()), (pattern.pattern, text, end)
                matched += whole is not None
    assert matched > 500
    for end in range(30):  # and the one pattern it cannot bound, with its check first
        for text in ("医生说我查出来", "能查出来", "查出来\n", "后来查出来了", "查出来" * 5):
            assert linking._found_before(text, end) == (linking._FOUND.search(text, 0, end) is not None)


@pytest.mark.parametrize("seed", range(10))
def test_conjunction_partners_are_those_a_scan_finds(seed):
    from types import SimpleNamespace

    rng = random.Random(seed)
    question = "".join(rng.choice("甲乙丙丁跟和与同、 　\n，") for _ in range(rng.randint(0, 80)))
    linked = []
    for _ in range(rng.randint(0, 40)):
        start = rng.randint(0, len(question))
        linked.append(SimpleNamespace(start=start, end=min(len(question), start + rng.randint(1, 4))))
    linked += linked[:2]  # the same name twice
    partners = linking.conjunction_partners(linked, question)
    for e in linked + [SimpleNamespace(start=0, end=1)]:
        assert partners(e) == [o for o in linked if o is not e and (
            linking.joined_by_conjunction(e, o, question) or linking.joined_by_conjunction(o, e, question))]


def _joined_by_statements(nf, pairs) -> bool:
    """`records_joined` as a statement per pair, relation type and direction."""
    for a, b in pairs:
        ra = linking._row_id(nf, a.type_id, a.instance_id, a.identity)
        rb = linking._row_id(nf, b.type_id, b.instance_id, b.identity)
        if ra is None or rb is None:
            continue
        for rel in nf.network.relation_types:
            ends, rt = (rel.source_object_type_id, rel.target_object_type_id), nf.relation_index[rel.id]
            for (src_type, src), (dst_type, dst) in (((a.type_id, ra), (b.type_id, rb)), ((b.type_id, rb), (a.type_id, ra))):
                if ends == (src_type, dst_type) and nf.execute(
                        "SELECT 1 FROM edges WHERE rt = ? AND src = ? AND dst = ?", (rt, src, dst)):
                    return True
    return False


def test_records_are_joined_only_by_an_edge_between_them(medical_backend):
    """A row id names a record within its own type's table: a disease and a symptom whose row ids are those of
    another disease-symptom edge read backwards are not joined by it."""
    from core.search.name_dictionary import Entry

    nf = medical_backend.network_file("medical")
    rt = nf.relation_index["has_symptom"]
    diseases, symptoms = nf.layout["disease"], nf.layout["symptom"]
    # an edge from the disease with row id y to the symptom with row id x, with no edge from disease x to symptom y
    y, x = nf.execute(
        "SELECT e.src, e.dst FROM edges e WHERE e.rt = ?1 AND NOT EXISTS (SELECT 1 FROM edges f WHERE f.rt = ?1 "
        f"AND f.src = e.dst AND f.dst = e.src) AND e.dst IN (SELECT rid FROM {diseases.table}) "
        f"AND e.src IN (SELECT rid FROM {symptoms.table}) LIMIT 1", (rt,))[0]
    disease_iid = nf.execute(f"SELECT iid FROM {diseases.table} WHERE rid = ?", (x,))[0][0]
    symptom_iid = nf.execute(f"SELECT iid FROM {symptoms.table} WHERE rid = ?", (y,))[0][0]
    disease = Entry("disease", f"disease-{disease_iid}", {}, "d", "name")
    symptom = Entry("symptom", f"symptom-{symptom_iid}", {}, "s", "name")
    assert (linking._row_id(nf, "disease", disease.instance_id, {}), linking._row_id(nf, "symptom", symptom.instance_id, {})) == (x, y)
    for pair in ((disease, symptom), (symptom, disease)):
        assert not _joined_by_statements(nf, [pair])
        assert not linking.records_joined(medical_backend, "medical", [pair])
        assert linking.first_joined(medical_backend, "medical", [[pair]]) is None


def test_first_joined_is_the_first_group_statements_find_joined(medical_backend):
    """Groups of record pairs of the names of a pasted text (many joined, many not): `first_joined` names the
    first group a statement per pair finds joined, and `records_joined` answers as those statements do."""
    from core.search.name_dictionary import shared_cache

    dictionary, _ = shared_cache.get(medical_backend, "medical")
    nf = medical_backend.network_file("medical")
    text = pasted_text(2000, 5)
    names = list(dict.fromkeys(form for _s, _e, form in dictionary.find(text)))
    records = [r for form in names for r in dictionary.named(form)[:2]]
    rng = random.Random(7)
    joined_groups = 0
    for _ in range(40):
        groups = [[(rng.choice(records), rng.choice(records)) for _ in range(rng.randint(0, 6))]
                  for _ in range(rng.randint(1, 12))]
        if rng.random() < 0.5:  # with a pair the network joins (城市狂犬病 is_subtype_of 狂犬病)
            a = dictionary.named("城市狂犬病")[0]
            b = dictionary.named("狂犬病")[0]
            groups.insert(rng.randint(0, len(groups)), [(a, b)])
        expected = next((g for g, pairs in enumerate(groups) if _joined_by_statements(nf, pairs)), None)
        assert linking.first_joined(medical_backend, "medical", groups) == expected
        for pairs in groups:
            assert linking.records_joined(medical_backend, "medical", pairs) == _joined_by_statements(nf, pairs)
        joined_groups += expected is not None
    assert joined_groups >= 15
