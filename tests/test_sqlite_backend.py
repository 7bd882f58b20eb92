"""The embedded SQLite engine: relation path subgraphs, network files, identities, and text
operations checked against a plain-Python reference on a few thousand generated rows."""

from __future__ import annotations

import random
import re
import sqlite3

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.exceptions import InvalidRequestError, NotFoundError
from core.models.network import KnowledgeNetwork

KN = "clinic"


def edge(rel, src, dst, **extra):
    return {"relation_type_id": rel, "source_object_type_id": src, "target_object_type_id": dst, **extra}


def node(ot, condition=None, limit=10):
    out = {"id": ot, "limit": limit}
    if condition is not None:
        out["condition"] = condition
    return out


def one_path(backend, object_types, relation_types, limit=100):
    result = backend.query_subgraph(
        KN, {"relation_type_paths": [{"object_types": object_types, "relation_types": relation_types, "limit": limit}]}
    )
    assert len(result.entries) == 1
    return result.entries[0]


def triples(entry):
    """Each relation path as a tuple of (source id, relation, target id) hops."""
    return sorted(
        tuple((r.source_object_id, r.relation_type_id, r.target_object_id) for r in p.relations)
        for p in entry.relation_paths
    )


NAME = lambda value: {"operation": "==", "field": "disease_name", "value": value}  # noqa: E731


# -- subgraph -----------------------------------------------------------------------------------
def test_forward_hop(clinic_backend):
    entry = one_path(clinic_backend, [node("disease", NAME("上气道梗阻")), node("symptom")],
                     [edge("has_symptom", "disease", "symptom")])
    assert triples(entry) == [(("disease-d1", "has_symptom", f"symptom-s{i}"),) for i in (1, 2, 4, 5)]
    assert set(entry.objects) == {"disease-d1", "symptom-s1", "symptom-s2", "symptom-s4", "symptom-s5"}
    obj = entry.objects["symptom-s1"]
    assert obj.id == "symptom-s1" and obj.object_type_id == "symptom" and obj.object_type_name == "症状"
    assert obj.display == "呼吸困难" and obj.unique_identities == {"symptom_id": "s1"}
    assert obj.properties == {"symptom_id": "s1", "symptom_name": "呼吸困难"}
    assert entry.current_path_number == 4 and entry.total_count == 1
    assert all(p.length == 1 for p in entry.relation_paths)
    assert entry.relation_paths[0].relations[0].relation_type_name == "疾病症状"


def test_backward_hop_reports_relations_in_their_true_direction(clinic_backend):
    entry = one_path(
        clinic_backend,
        [node("symptom", {"operation": "==", "field": "symptom_name", "value": "呼吸困难"}), node("disease")],
        [edge("has_symptom", "symptom", "disease")],
    )
    assert triples(entry) == [((f"disease-d{i}", "has_symptom", "symptom-s1"),) for i in (1, 2, 3)]


@pytest.mark.parametrize(
    ("direction", "expected"),
    [
        ("forward", [(("disease-d5", "has_complication", "disease-d1"),)]),
        ("backward", [(("disease-d4", "has_complication", "disease-d5"),)]),
        (None, [(("disease-d5", "has_complication", "disease-d1"),)]),  # undirected means forward
    ],
)
def test_self_relation_direction(clinic_backend, direction, expected):
    extra = {"direction": direction} if direction else {}
    entry = one_path(clinic_backend, [node("disease", NAME("肺炎")), node("disease")],
                     [edge("has_complication", "disease", "disease", **extra)])
    assert triples(entry) == expected
    assert set(entry.objects) == {key for path in expected for hop in path for key in (hop[0], hop[2])}


@pytest.mark.parametrize(("per_parent", "expected"), [(1, 6), (2, 9), (10, 12)])
def test_per_parent_limit(clinic_backend, per_parent, expected):
    entry = one_path(clinic_backend, [node("disease"), node("symptom", limit=per_parent)],
                     [edge("has_symptom", "disease", "symptom")])
    assert len(entry.relation_paths) == expected
    per_disease: dict[str, int] = {}
    for path in entry.relation_paths:
        src = path.relations[0].source_object_id
        per_disease[src] = per_disease.get(src, 0) + 1
    assert max(per_disease.values()) <= per_parent
    assert len(per_disease) == 6


def test_start_limit_and_path_limit(clinic_backend):
    entry = one_path(clinic_backend, [node("disease", limit=2), node("symptom")],
                     [edge("has_symptom", "disease", "symptom")])
    assert {p.relations[0].source_object_id for p in entry.relation_paths} == {"disease-d1", "disease-d2"}
    assert entry.total_count == 6 and entry.search_after == [2]
    entry = one_path(clinic_backend, [node("disease"), node("symptom")],
                     [edge("has_symptom", "disease", "symptom")], limit=3)
    assert entry.current_path_number == 3 and len(entry.relation_paths) == 3
    # objects are only those on the returned paths
    on_paths = {k for t in triples(entry) for hop in t for k in (hop[0], hop[2])}
    assert set(entry.objects) == on_paths


def test_two_hops(clinic_backend):
    symptom = {"operation": "==", "field": "symptom_name", "value": "呼吸困难"}
    path = [node("symptom", symptom), node("disease"), node("department")]
    rels = [edge("has_symptom", "symptom", "disease"), edge("designated_to", "disease", "department")]
    entry = one_path(clinic_backend, path, rels)
    assert triples(entry) == [
        (("disease-d1", "has_symptom", "symptom-s1"), ("disease-d1", "designated_to", "department-p1")),
        (("disease-d1", "has_symptom", "symptom-s1"), ("disease-d1", "designated_to", "department-p3")),
        (("disease-d2", "has_symptom", "symptom-s1"), ("disease-d2", "designated_to", "department-p1")),
    ]
    assert all(p.length == 2 for p in entry.relation_paths)
    assert "disease-d3" not in entry.objects  # d3 has no department: its path is incomplete

    # a condition on the last hop
    path[2] = node("department", {"operation": "==", "field": "department_name", "value": "急诊科"})
    entry = one_path(clinic_backend, path, rels)
    assert triples(entry) == [
        (("disease-d1", "has_symptom", "symptom-s1"), ("disease-d1", "designated_to", "department-p3")),
    ]


def test_condition_on_a_later_hop_including_scoring(clinic_backend):
    target = {"operation": "contain", "field": "symptom_name", "value": "咳"}
    entry = one_path(clinic_backend, [node("disease"), node("symptom", target)],
                     [edge("has_symptom", "disease", "symptom")])
    assert {p.relations[0].source_object_id for p in entry.relation_paths} == {"disease-d1", "disease-d4", "disease-d5"}
    target = {"operation": "match", "field": "symptom_name", "value": "发烧"}
    entry = one_path(clinic_backend, [node("disease"), node("symptom", target)],
                     [edge("has_symptom", "disease", "symptom")])
    assert triples(entry) == [((f"disease-d{i}", "has_symptom", "symptom-s3"),) for i in (4, 5)]


def test_several_paths_in_one_query(clinic_backend):
    result = clinic_backend.query_subgraph(KN, {"relation_type_paths": [
        {"object_types": [node("disease", NAME("肺炎")), node("department")],
         "relation_types": [edge("designated_to", "disease", "department")]},
        {"object_types": [node("disease", NAME("不存在")), node("symptom")],
         "relation_types": [edge("has_symptom", "disease", "symptom")]},
    ]})
    assert triples(result.entries[0]) == [(("disease-d5", "designated_to", "department-p1"),),
                                          (("disease-d5", "designated_to", "department-p2"),)]
    assert result.entries[1].relation_paths == [] and result.entries[1].objects == {}


@pytest.mark.parametrize(
    ("object_types", "relation_types", "error", "message"),
    [
        ([node("disease"), node("symptom")], [edge("has_symptom", "symptom", "disease")],
         InvalidRequestError, "edge goes symptom -> disease but the path's object types"),
        ([node("disease"), node("symptom")], [edge("designated_to", "disease", "symptom")],
         InvalidRequestError, "'designated_to' connects disease -> department"),
        # a direction walking the relation the other way says so, and what to send instead
        ([node("disease"), node("symptom")], [edge("has_symptom", "disease", "symptom", direction="backward")],
         InvalidRequestError, "relation_types[0].direction: 'backward' walks 'has_symptom' from symptom to disease, but "
                              "the path goes disease -> symptom (use 'forward', or leave direction out: it matters only "
                              "for a relation type from a type to itself)"),
        ([node("disease"), node("symptom")], [edge("cures", "disease", "symptom")],
         NotFoundError, "valid relation types: has_symptom, designated_to, has_complication"),
        ([node("disease"), node("patient")], [edge("has_symptom", "disease", "patient")],
         NotFoundError, "valid object types: disease, symptom, department"),
        ([node("disease"), node("symptom"), node("department")], [edge("has_symptom", "disease", "symptom")],
         InvalidRequestError, "needs 2 object types, got 3"),
        ([node("disease", {"operation": "==", "field": "x", "value": 1}), node("symptom")],
         [edge("has_symptom", "disease", "symptom")],
         InvalidRequestError, "relation_type_paths[0].object_types[0].condition.field: 'x'"),
    ],
)
def test_bad_paths_are_rejected(clinic_backend, object_types, relation_types, error, message):
    with pytest.raises(error) as info:
        one_path(clinic_backend, object_types, relation_types)
    assert message in str(info.value)


def test_bad_subgraph_bodies(clinic_backend):
    with pytest.raises(InvalidRequestError, match=r"^relation_type_paths: "):
        clinic_backend.query_subgraph(KN, {"relation_type_paths": []})
    with pytest.raises(InvalidRequestError, match=r"^relation_type_paths\[0\]\.relation_types\[0\]\.direction"):
        one_path(clinic_backend, [node("disease"), node("disease")],
                 [edge("has_complication", "disease", "disease", direction="sideways")])
    with pytest.raises(InvalidRequestError, match="unknown key; valid keys: relation_type_id"):
        one_path(clinic_backend, [node("disease"), node("symptom")],
                 [edge("has_symptom", "disease", "symptom", weight=1)])


# -- networks, concepts, files ------------------------------------------------------------------
def test_list_and_get_networks(clinic_backend):
    (summary,) = [n for n in clinic_backend.list_networks() if n.id == KN]
    assert (summary.name, summary.object_type_count, summary.relation_type_count) == ("小诊所", 3, 3)
    assert summary.action_type_count == 1 and summary.source == "tests"
    assert summary.instance_count == 15 and summary.edge_count == 21
    network = clinic_backend.get_network(KN)
    assert [o.id for o in network.object_types] == ["disease", "symptom", "department"]
    assert network.object_type("disease").get_property("rate").family == "number"


def test_search_concepts(clinic_backend):
    hits = clinic_backend.search_concepts(KN, "object_type", "症状表现", limit=3)
    assert hits[0].id == "symptom" and hits[0].score > 0
    hits = clinic_backend.search_concepts(KN, "relation_type", "分诊到哪个科室", limit=10)
    assert hits[0].id == "designated_to"
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    with pytest.raises(InvalidRequestError, match="kind"):
        clinic_backend.search_concepts(KN, "action_type", "x")
    with pytest.raises(InvalidRequestError, match="query"):
        clinic_backend.search_concepts(KN, "object_type", "  ")


def _tiny_network(kn_id="tiny", key_type="int"):
    return KnowledgeNetwork.model_validate({
        "id": kn_id,
        "object_types": [
            {"id": "item", "name": "条目", "primary_keys": ["no"], "display_key": "title",
             "data_properties": [{"name": "no", "type": key_type}, {"name": "title"},
                                 {"name": "note"}, {"name": "active", "type": "boolean"}]},
            {"id": "tag", "name": "标签", "primary_keys": ["tag_id"], "display_key": "tag_id",
             "data_properties": [{"name": "tag_id"}]},
        ],
        "relation_types": [{"id": "tagged", "source_object_type_id": "item", "target_object_type_id": "tag"}],
    })


def test_numeric_primary_keys_are_one_identity(tmp_path):
    builder = NetworkBuilder(_tiny_network())
    builder.add_instances("item", [
        {"no": "007", "title": "七号"}, {"no": 7, "note": "补充"}, {"no": 7.0, "title": "又一个"},
        {"no": "12", "title": "十二号"},
    ])
    builder.add_instances("tag", [{"tag_id": "红"}])
    assert builder.has_instance("item", "7") and builder.has_instance("item", "07")
    builder.add_edges("tagged", [("7.0", "红"), (12, "红")])
    report = builder.write(tmp_path / "tiny.sqlite")
    assert report.instances == {"item": 2, "tag": 1} and report.edges == {"tagged": 2}

    backend = SqliteBackend(tmp_path)
    rows = backend.query_instances("tiny", "item", {"limit": 10}).datas
    assert sorted(r["_instance_id"] for r in rows) == ["item-12", "item-7"]
    seven = next(r for r in rows if r["no"] == 7)
    assert seven["title"] == "七号" and seven["note"] == "补充"  # later rows fill gaps, never overwrite
    entry = backend.query_subgraph("tiny", {"relation_type_paths": [{
        "object_types": [{"id": "item"}, {"id": "tag"}],
        "relation_types": [edge("tagged", "item", "tag")],
    }]}).entries[0]
    assert triples(entry) == [(("item-12", "tagged", "tag-红"),), (("item-7", "tagged", "tag-红"),)]


def test_empty_strings_are_nulls_and_booleans_compare(tmp_path):
    builder = NetworkBuilder(_tiny_network())
    builder.add_instances("item", [
        {"no": 1, "title": "甲", "note": "", "active": "true"},
        {"no": 2, "title": "乙", "note": "有", "active": False},
        {"no": 3, "title": "丙", "active": None},
    ])
    builder.write(tmp_path / "tiny.sqlite")
    backend = SqliteBackend(tmp_path)

    def nos(cond):
        return [r["no"] for r in backend.query_instances("tiny", "item", {"condition": cond}).datas]

    assert nos({"operation": "not_exist", "field": "note"}) == [1, 3]
    assert nos({"operation": "exist", "field": "note"}) == [2]
    assert nos({"operation": "==", "field": "active", "value": True}) == [1]
    assert nos({"operation": "==", "field": "active", "value": "false"}) == [2]
    assert nos({"operation": "!=", "field": "active", "value": True}) == [2, 3]
    row = backend.query_instances("tiny", "item", {"condition": {"operation": "==", "field": "no", "value": 1}}).datas[0]
    assert row["active"] is True and row["note"] is None


def test_builder_rejects_bad_data(tmp_path):
    builder = NetworkBuilder(_tiny_network())
    with pytest.raises(InvalidRequestError, match=r"unknown properties \['colour'\]"):
        builder.add_instances("item", [{"no": 1, "colour": "red"}])
    with pytest.raises(InvalidRequestError, match="lacks its primary key"):
        builder.add_instances("item", [{"no": "", "title": "x"}])
    with pytest.raises(InvalidRequestError, match="unknown object type"):
        builder.add_instances("thing", [{"no": 1}])
    with pytest.raises(InvalidRequestError, match="unknown relation type"):
        builder.add_edges("likes", [(1, 2)])
    builder.add_instances("item", [{"no": 1, "title": "x"}])
    builder.add_edges("tagged", [(1, "missing"), (99, "missing")])
    report = builder.write(tmp_path / "tiny.sqlite")
    assert report.edges == {"tagged": 0} and report.skipped_edges == {"tagged": 2}


def test_failed_write_leaves_no_file(tmp_path):
    class Exploding:
        name = "exploding"
        dim = 8

        def embed(self, texts):
            raise RuntimeError("embedding service down")

    builder = NetworkBuilder(_tiny_network())
    builder.add_instances("item", [{"no": 1, "title": "x"}])
    with pytest.raises(RuntimeError):
        builder.write(tmp_path / "tiny.sqlite", embedder=Exploding())
    assert list(tmp_path.iterdir()) == []


def test_rebuilt_file_is_reopened(tmp_path):
    def build(title):
        builder = NetworkBuilder(_tiny_network())
        builder.add_instances("item", [{"no": 1, "title": title}])
        builder.write(tmp_path / "tiny.sqlite")

    build("旧")
    backend = SqliteBackend(tmp_path)
    assert backend.query_instances("tiny", "item", {}).datas[0]["title"] == "旧"
    import os
    build("新")
    stat = (tmp_path / "tiny.sqlite").stat()
    os.utime(tmp_path / "tiny.sqlite", ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    assert backend.query_instances("tiny", "item", {}).datas[0]["title"] == "新"


def test_kn_id_must_be_a_safe_name(clinic_backend):
    for bad in ("../clinic", "a/b", "", ".hidden", "x" * 200):
        with pytest.raises(InvalidRequestError, match="kn_id"):
            clinic_backend.get_network(bad)


def test_foreign_files_are_not_networks(tmp_path):
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all")
    sqlite3.connect(tmp_path / "empty.sqlite").close()
    builder = NetworkBuilder(_tiny_network())
    builder.add_instances("item", [{"no": 1, "title": "x"}])
    builder.write(tmp_path / "tiny.sqlite")
    assert [n.id for n in SqliteBackend(tmp_path).list_networks()] == ["tiny"]


# -- text operations against a plain-Python reference ------------------------------------------
POOL = list("气道梗阻上下呼吸困难咳嗽发烧肺炎心脏病哮喘急性慢性AbcXyz %_*?[") + ["气道梗阻", "呼吸困难", "急性", "a*?[b"]


@pytest.fixture(scope="module")
def ledger(tmp_path_factory):
    """3,000 rows of random text over a small alphabet (so 1-, 2- and 3+-character keywords all
    hit often), with nulls, and numbers with ties and nulls."""
    rng = random.Random(7)
    rows = []
    for i in range(3000):
        text = "".join(rng.choice(POOL) for _ in range(rng.randint(1, 8)))
        rows.append({
            "rid": f"r{i:05d}",
            "text": None if i % 17 == 0 else text,
            "score": None if i % 11 == 0 else rng.randint(0, 50),
        })
    network = KnowledgeNetwork.model_validate({
        "id": "ledger",
        "object_types": [{"id": "row", "primary_keys": ["rid"], "display_key": "text",
                          "data_properties": [{"name": "rid"}, {"name": "text"}, {"name": "score", "type": "int"}]}],
    })
    builder = NetworkBuilder(network)
    builder.add_instances("row", rows)
    directory = tmp_path_factory.mktemp("ledger")
    builder.write(directory / "ledger.sqlite")
    return SqliteBackend(directory), rows


def _all(backend, condition, **body):
    out, body = [], {"condition": condition, "limit": 1000, **body}
    while True:
        result = backend.query_instances("ledger", "row", body)
        out.extend(r["rid"] for r in result.datas)
        if not result.search_after:
            return out
        body["search_after"] = result.search_after


def _like_regex(pattern: str) -> re.Pattern:
    """`like` as a regular expression: % and _ wildcards, backslash escapes (a trailing one is
    literal), a value without wildcards is a substring test, ASCII letters fold case (as SQLite)."""
    out, wildcard, chars = [], False, iter(pattern)
    for ch in chars:
        if ch == "\\":
            out.append(re.escape(next(chars, "\\")))
        elif ch in "%_":
            wildcard = True
            out.append(".*" if ch == "%" else ".")
        else:
            out.append(re.escape(ch))
    body = "".join(out)
    return re.compile(body if wildcard else f".*{body}.*", re.DOTALL | re.ASCII | re.IGNORECASE)


KEYWORDS = ["气", "A", "%", "_", "*", "[", "?", "c ", "气道", "哮喘", "bc", "呼吸困", "气道梗阻", "Abc", "急性慢",
            "%_", "*?[", "上下呼吸困难", "梗阻上", "阻*", "气道*", "梗阻[", "困难?c"]


@pytest.mark.parametrize("keyword", KEYWORDS)
def test_contain_matches_python(ledger, keyword):
    backend, rows = ledger
    expected = [r["rid"] for r in rows if r["text"] is not None and keyword in r["text"]]
    assert _all(backend, {"operation": "contain", "field": "text", "value": keyword}) == expected
    negated = [r["rid"] for r in rows if r["text"] is None or keyword not in r["text"]]
    assert _all(backend, {"operation": "not_contain", "field": "text", "value": keyword}) == negated


LIKE_PATTERNS = ["气道", "a", "ABC", "%气道%梗", "气_道%", "_", "%呼吸困%", "上%", "%性", "\\%", "\\_%",
                 "%a_c%", "%*?[%", "气道梗阻%", "%梗阻上%", "%A*?[B%", "x\\",
                 "%道*%", "%梗阻?%", "%难[%"]


@pytest.mark.parametrize("pattern", LIKE_PATTERNS)
def test_like_matches_python(ledger, pattern):
    backend, rows = ledger
    regex = _like_regex(pattern)
    expected = [r["rid"] for r in rows if r["text"] is not None and regex.fullmatch(r["text"])]
    assert _all(backend, {"operation": "like", "field": "text", "value": pattern}) == expected
    negated = [r["rid"] for r in rows if r["text"] is None or not regex.fullmatch(r["text"])]
    assert _all(backend, {"operation": "not_like", "field": "text", "value": pattern}) == negated


@pytest.mark.parametrize("keyword", ["气", "气道", "呼吸困"])
def test_short_keywords_with_a_small_page_and_total(ledger, keyword):
    backend, rows = ledger
    expected = [r["rid"] for r in rows if r["text"] is not None and keyword in r["text"]]
    result = backend.query_instances("ledger", "row", {
        "condition": {"operation": "contain", "field": "text", "value": keyword}, "limit": 5, "need_total": True,
    })
    assert [r["rid"] for r in result.datas] == expected[:5]
    assert len(expected) > 5
    assert result.total_count == len(expected) and result.search_after == [5]


@pytest.mark.parametrize("direction", ["asc", "desc"])
@pytest.mark.parametrize("page", [7, 250, 1000])
def test_sorted_paging_has_no_gaps_or_repeats(ledger, direction, page):
    backend, rows = ledger
    got = _all(backend, None, sort=[{"field": "score", "direction": direction}], limit=page)
    present = sorted((r for r in rows if r["score"] is not None), key=lambda r: r["rid"])
    present.sort(key=lambda r: r["score"], reverse=direction == "desc")
    missing = [r for r in rows if r["score"] is None]
    assert got == [r["rid"] for r in present + missing]


def test_ranges_and_in_against_python(ledger):
    backend, rows = ledger
    cond = {"operation": "range", "field": "score", "value": [10, 20]}
    assert _all(backend, cond) == [r["rid"] for r in rows if r["score"] is not None and 10 <= r["score"] < 20]
    cond = {"operation": "not_in", "field": "score", "value": list(range(0, 50, 2))}
    assert _all(backend, cond) == [r["rid"] for r in rows if r["score"] is None or r["score"] % 2 == 1 or r["score"] == 50]
    wanted = [f"r{i:05d}" for i in range(0, 3000, 3)] + [f"x{i}" for i in range(4000)]
    cond = {"operation": "in", "field": "rid", "value": wanted}
    assert _all(backend, cond) == [f"r{i:05d}" for i in range(0, 3000, 3)]


def test_subgraph_calls_pause_the_collector_and_restore_it(clinic_backend):
    """Subgraph results are built with the cyclic collector off; afterwards it is on again if it
    was on (also after a failure, and across nested and concurrent pauses), pauses overlapping
    for too long collect meanwhile, and it stays off if a caller had turned it off."""
    import gc
    import threading

    from core.gc_pause import gc_paused

    body = {"relation_type_paths": [{
        "object_types": [{"id": "disease", "limit": 5}, {"id": "symptom", "limit": 5}],
        "relation_types": [{"relation_type_id": "has_symptom", "source_object_type_id": "disease",
                            "target_object_type_id": "symptom"}]}]}
    assert gc.isenabled()
    with gc_paused():
        assert not gc.isenabled()
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), gc_paused():
        raise RuntimeError("boom")
    assert gc.isenabled()
    errors: list[BaseException] = []

    def query() -> None:
        try:
            for _ in range(20):
                assert clinic_backend.query_subgraph("clinic", body).entries[0].relation_paths
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=query) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors and gc.isenabled()
    # Pauses overlapping for too long: the one ending meanwhile collects.
    from core import gc_pause

    full = gc.get_stats()[2]["collections"]
    with gc_paused():
        with gc_paused():
            pass
        assert gc.get_stats()[2]["collections"] == full  # within the limit: no collection
        gc_pause._gc_paused_since -= gc_pause._MAX_GC_PAUSE_SECONDS + 1
        with gc_paused():
            pass
        assert gc.get_stats()[2]["collections"] == full + 1 and not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        clinic_backend.query_subgraph("clinic", body)
        assert not gc.isenabled()
    finally:
        gc.enable()
