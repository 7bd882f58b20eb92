"""The execution flow's rules on the embedded sample KG: parsing, call limit, registry, relation
validation, whitelist and pattern filter, BM25, the 4-relation cap, sampling, trace and export."""

from __future__ import annotations

import json

import pytest

from core.exceptions import ConfigError, InvalidRequestError
from core.kg.importer import import_rdf
from core.kg.models import KgConfig
from core.kg.names import flatten_base_name, meaningless_pattern, normalize_relation
from core.kg.session import KgSession, extract_queries, parse_query
from core.kg.store import EmbeddedStore
from kg_fixtures import SAMPLE_ID, kg_home, sample_nt  # noqa: F401

NS = "http://rdf.freebase.com/ns/"


@pytest.fixture
def fb(kg_home):
    return EmbeddedStore(SAMPLE_ID, kg_home)


def session(fb, question="What's the currency of the country that includes Buenos Aires?", topics=("Buenos Aires",), **config):
    return KgSession(fb, question, list(topics), KgConfig.from_dict(config))


@pytest.mark.parametrize("text, expected", [
    ('get_relations("Buenos Aires")', ("get_relations", "Buenos Aires", [])),
    ("get_relations( 'Buenos Aires' )", ("get_relations", "Buenos Aires", [])),
    ('get_triples("Argentina", ["a.b.c", "d.e.f", "a.b.c"])', ("get_triples", "Argentina", ["a.b.c", "d.e.f"])),
    ('get_triples("Argentina", [a.b.c, "d.e.f"])', ("get_triples", "Argentina", ["d.e.f"])),
    ('get_relations("Buenos Aires") and more', None),
    ("get_relation('x')", None),
    ('get_triples("Argentina", "a.b.c")', None),
    ("", None),
])
def test_parse_query(text, expected):
    assert parse_query(text) == expected


def test_unparseable_query_gets_the_exact_text(fb):
    s = session(fb)
    assert s.execute("<kg-query>find Argentina</kg-query>") == "[Could not parse query: find Argentina]"
    assert [e["type"] for e in s.trace] == ["kg_query", "error", "information"]


def test_extract_queries_reads_every_block():
    text = 'think <kg-query>get_relations("A")</kg-query> x <kg-query> get_relations("B") </kg-query>'
    assert extract_queries(text) == ['get_relations("A")', 'get_relations("B")']


def test_max_calls_then_a_clear_message(fb):
    s = session(fb, max_calls=2)
    s.execute('get_relations("Buenos Aires")')
    s.execute('get_relations("Argentina")')
    text = s.execute('get_relations("Argentina")')
    assert text.startswith("[Query limit reached: at most 2 KG queries per question.")
    assert s.trace[-1]["type"] == "max_calls_reached"
    assert s.get_relations(entity="Argentina").error == "max_calls"


def test_registry_is_prefilled_both_ways_and_fed_by_triples(fb):
    s = KgSession(fb, "q", {"m.0jgd": "Argentina"})
    assert s.registry == {"argentina": "m.0jgd", "m.0jgd": "Argentina"}
    s.execute('get_triples("Argentina", ["location.country.currency_used"])')
    assert s.registry["argentine peso"] == "m.024nzm" and s.registry["m.024nzm"] == "Argentine peso"
    result = s.get_relations(entity="argentine PESO")  # lower-cased key
    assert result.entity_id == "m.024nzm" and not result.queries[0]["purpose"].startswith("resolve")


def test_topic_entities_with_and_without_ids(fb):
    from core.kg.session import parse_topic_entities

    topics = parse_topic_entities(["Argentina=m.0jgd", " Buenos Aires ", ""])
    assert topics == {"Argentina": "m.0jgd", "Buenos Aires": ""}
    s = KgSession(fb, "capital?", topics)
    assert s.registry == {"argentina": "m.0jgd", "m.0jgd": "Argentina"}
    assert s.augmented_question == "capital? Argentina Buenos Aires"


def test_unknown_entity_lists_the_last_entities(fb):
    s = session(fb)
    s.execute('get_triples("Argentina", ["location.country.currency_used"])')
    text = s.execute('get_relations("Atlantis")')
    assert text == ("Invalid entity. Use an entity returned by the previous step and copy it exactly."
                    "\n\nLast entities (names only):\n\n[Argentina, location.country.currency_used, Argentine peso]")
    assert s.trace[-2]["type"] == "error" and s.trace[-2]["error"] == "entity"


def test_relations_never_offered_are_refused_with_the_list(fb):
    s = session(fb)
    offered = s.execute('get_relations("Argentina")')
    text = s.execute('get_triples("Argentina", ["people.person.children"])')
    assert text == ("The relation 'people.person.children' is not in the latest predicate list. "
                    "Choose predicates from the list below:\n\n" + offered)
    # a full IRI of an offered relation is the same relation (normalize_relation)
    ok = s.execute(f'get_triples("Argentina", ["{NS}location.country.currency_used"])')
    assert "Argentine peso" in ok


def test_at_most_four_relations_deduplicated_in_order(fb):
    s = session(fb)
    rels = ["location.location.containedby", "location.country.capital", "location.location.containedby",
            "base.biblioness.bibs_location.country", "location.administrative_division.country",
            "location.location.contains"]
    result = s.get_triples(entity="Buenos Aires", relations=rels)
    assert result.relations == ["location.location.containedby", "location.country.capital",
                                "base.biblioness.bibs_location.country", "location.administrative_division.country"]
    assert "location.location.contains" not in result.text


def test_get_relations_stages(fb):
    s = session(fb, "Which country has Buenos Aires as its capital?")
    result = s.get_relations(entity="Buenos Aires")
    st = result.stages
    assert "location.location.containedby" in st.raw_out and "location.location.containedby" in st.raw_in
    assert {"relation": "type.object.type", "pattern": "type.object.type"} in st.pattern_dropped
    assert {"relation": "common.topic.article", "pattern": "common.topic.article"} in st.pattern_dropped
    assert [r.relation for r in result.relations] == st.final == st.candidates[:10]
    scores = [r.score for r in st.bm25]
    assert scores == sorted(scores, reverse=True) and scores[0] > 0
    assert s.seen_relations == set(st.final)
    again = s.get_relations(entity="Buenos Aires")
    assert again.stages.cached and again.queries == []


def test_bm25_variants(fb):
    okapi = session(fb, "currency of the country", bm25="okapi").get_relations(entity="Argentina")
    plus = session(fb, "currency of the country", bm25="plus").get_relations(entity="Argentina")
    assert plus.relations[0].relation == "location.country.currency_used"
    assert all(r.score > 0 for r in plus.relations) and okapi.stages.bm25 != plus.stages.bm25


def test_top_k_cuts_the_list(fb):
    result = session(fb, kg_top_k=2).get_relations(entity="Argentina")
    assert len(result.relations) == 2 and len(result.stages.candidates) == 6 or len(result.stages.bm25) < 6


def test_named_whitelist_is_read_from_the_shared_benchmark_data(fb):
    from core.home import shared_dir
    from core.kg.models import WHITELISTS

    path = shared_dir() / "bench" / "kgqa" / WHITELISTS["cwq"]
    if not path.exists():
        pytest.skip(f"{path} is not available")
    result = session(fb, whitelist="cwq").get_relations(entity="Edith Schippers")
    assert "government.government_position_held.office_holder" in result.stages.final


def test_whitelist_filters_and_falls_back(fb, tmp_path):
    only = tmp_path / "wl.json"
    only.write_text(json.dumps([f"{NS}people.person.nationality"]))
    result = session(fb, whitelist=str(only)).get_relations(entity="Edith Schippers")
    assert result.stages.final == ["people.person.nationality"]
    none = tmp_path / "none.json"
    none.write_text(json.dumps(["nothing.at.all"]))
    result = session(fb, whitelist=str(none)).get_relations(entity="Edith Schippers")
    assert result.stages.whitelist_fallback and len(result.stages.final) > 3


def test_bad_config_is_rejected_with_its_path(fb, tmp_path):
    with pytest.raises(ConfigError, match="kg_top_k"):
        KgConfig.from_dict({"kg_top_k": 0})
    with pytest.raises(ConfigError, match="unknown key"):
        KgConfig.from_dict({"top": 3})
    with pytest.raises(ConfigError, match="cannot read"):
        session(fb, whitelist=str(tmp_path / "missing.json"))
    with pytest.raises(InvalidRequestError, match="namespace"):
        KgConfig.from_dict({"namespace": "not an iri"})


def test_naming_rules():
    assert flatten_base_name("film.film.starring", "film.performance.actor") == "film.starring.film.performance.actor"
    assert flatten_base_name("a.b", "c.d") == "a.b.c.d"
    assert meaningless_pattern("freebase.type_hints.included_types") == "freebase.type_hints"
    assert meaningless_pattern("people.person.children") is None
    assert normalize_relation("ns:people/person.children") == "people.person.children"


@pytest.fixture(scope="module")
def wide_kg(tmp_path_factory):
    """One entity with 30 tails over one relation, 3 of them CVT nodes over another."""
    home = tmp_path_factory.mktemp("wide")
    lines = [f'<{NS}m.0hub> <{NS}type.object.name> "Hub"@en .']
    for i in range(30):
        lines.append(f"<{NS}m.0hub> <{NS}test.hub.spoke> <{NS}m.0s{i}> .")
        lines.append(f'<{NS}m.0s{i}> <{NS}type.object.name> "Spoke {i}"@en .')
    for i in range(3):
        lines.append(f"<{NS}m.0hub> <{NS}test.hub.link> <{NS}m.0cvt{i}> .")
        lines.append(f"<{NS}m.0cvt{i}> <{NS}test.link.target> <{NS}m.0s{i}> .")
    for i in range(17):
        lines.append(f"<{NS}m.0hub> <{NS}test.hub.link> <{NS}m.0s{i + 10}> .")
    path = tmp_path_factory.mktemp("wide-src") / "wide.nt"
    path.write_text("\n".join(lines) + "\n")
    import_rdf(path, "wide", home=home)
    return EmbeddedStore("wide", home)


def test_sampling_is_seeded_and_keeps_15_when_cvt_nodes_were_found(wide_kg):
    first = KgSession(wide_kg, "spokes", config={"seed": 1}).get_triples(entity="Hub", relations=["test.hub.spoke"])
    again = KgSession(wide_kg, "spokes", config={"seed": 1}).get_triples(entity="Hub", relations=["test.hub.spoke"])
    other = KgSession(wide_kg, "spokes", config={"seed": 2}).get_triples(entity="Hub", relations=["test.hub.spoke"])
    assert len(first.triples) == 5 and first.text == again.text and first.text != other.text
    assert first.stages.per_relation[0].found == 10  # LIMIT limit_per_relation * 2
    linked = KgSession(wide_kg, "targets", config={"limit_per_relation": 10}).get_triples(
        entity="Hub", relations=["test.hub.link"])
    sample = linked.stages.per_relation[0]  # LIMIT 20: 3 CVT nodes and 17 entities, 15 of them kept
    assert (sample.found, sample.limit, sample.kept, len(sample.cvt_nodes)) == (17, 15, 15, 3)
    names = [c.flatten_relation for c in linked.cvt_info]
    assert names == ["hub.link.test.link.target_1", "hub.link.test.link.target_2", "hub.link.test.link.target_3"]


def test_trace_records_timings_and_sparql_and_round_trips(fb):
    s = session(fb)
    s.execute('get_relations("Buenos Aires")')
    s.execute('get_triples("Buenos Aires", ["location.administrative_division.country"])')
    call = [e for e in s.trace if e["type"] == "tool_call"][1]
    assert call["tool"] == "get_triples" and call["ms"] > 0 and call["result_count"] == 1
    assert all(q["sparql"].startswith("SELECT") and q["ms"] >= 0 for q in call["queries"])
    data = json.loads(s.to_json())
    reopened = KgSession.from_dict(data, fb)
    assert reopened.seen_relations == s.seen_relations and reopened.registry == s.registry
    assert reopened.calls == 2 and len(reopened.steps) == 2 and reopened.trace == s.trace
    assert reopened.execute('get_triples("Argentina", ["location.administrative_division.country"])')
    with pytest.raises(InvalidRequestError, match="not a KG trace"):
        KgSession.from_dict({"trace": []}, fb)


def test_bad_tool_arguments_are_invalid_requests(fb):
    s = session(fb)
    with pytest.raises(InvalidRequestError, match="relations"):
        s.get_triples(entity="Argentina", relations=[])
    with pytest.raises(InvalidRequestError, match="entity"):
        s.get_relations(entity="")
