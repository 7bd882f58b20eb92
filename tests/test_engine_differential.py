"""The engine's fast paths against reference paths on random requests:

- knn through the postings index and an exact re-score vs a scan of the whole float32 matrix,
  and vs a float64 numpy reference (tie-aware), for every limit mode;
- a subgraph query of many paths (shared start set and fetches) vs each path queried alone;
- result models built without validation vs the same data validated by pydantic.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder, NetworkFile
from core.models.condition import Condition
from core.models.network import KnowledgeNetwork
from core.models.query import SubgraphQuery, SubgraphResult
from tests.conftest import scan_only

pytestmark = pytest.mark.slow


def _knn_conditions(rng: random.Random, field: str, texts: list[str], n: int) -> list[Condition]:
    out = []
    for _ in range(n):
        text = rng.choice(texts)
        if rng.random() < 0.3:  # a fragment or a variant of a stored name
            cut = rng.randint(1, max(1, len(text) - 1))
            text = text[:cut] if rng.random() < 0.5 else text[cut:] + text[:cut]
        mode = rng.choice(["k", "k", "k", "min_score", "max_distance"])
        if mode == "k":
            body = {"limit_key": "k", "limit_value": rng.choice([1, 3, 10, 50, 100])}
        elif mode == "min_score":
            body = {"limit_key": "min_score", "limit_value": rng.choice([0.3, 0.5, 0.7, 0.9])}
        else:
            body = {"limit_key": "max_distance", "limit_value": rng.choice([0.1, 0.3, 0.5])}
        out.append(Condition.model_validate({"operation": "knn", "field": field, "value": text, **body}))
    return out


def test_knn_postings_equal_the_full_scan_on_the_demo_network(medical_backend: SqliteBackend):
    fast = medical_backend.open("medical")
    assert fast._postings() is not None, "the demo network is written with postings"
    slow = scan_only(fast.path)
    rng = random.Random(14)
    for ot in ("disease", "symptom", "drugs", "department"):
        layout = fast.layout[ot]
        prop = layout.knn[0]
        col = layout.columns[prop]
        texts = [r[0] for r in fast.execute(f"SELECT {col} FROM {layout.table} WHERE {col} IS NOT NULL "
                                            f"ORDER BY rid LIMIT 400")]
        texts += ["上气道梗阻有哪些症状", "糖尿病的并发症", "感冒", "x", "阿莫西林胶囊 0.25g"]
        for cond in _knn_conditions(rng, prop, texts, 60):
            got = fast._knn_scores(layout, cond)
            want = slow._knn_scores(layout, cond)
            assert got == want, (ot, cond.value, cond.limit_key, cond.limit_value)


def test_knn_matches_a_float64_reference_with_ties(tmp_path):
    """Many equal names (equal vectors): the k-th place is a tie, which goes to the lowest primary
    key on both paths; every returned row is among the true top k."""
    network = KnowledgeNetwork.model_validate({
        "id": "ties", "object_types": [{
            "id": "thing", "primary_keys": ["id"], "display_key": "name",
            "data_properties": [{"name": "id", "type": "varchar"},
                                {"name": "name", "type": "varchar",
                                 "condition_operations": ["==", "match", "knn"]}]}],
    })
    rng = random.Random(5)
    stems = ["肺炎", "支气管炎", "上气道梗阻", "糖尿病", "高血压病", "胃炎", "感冒"]
    rows = []
    for i in range(3000):
        stem = rng.choice(stems)
        name = stem if rng.random() < 0.4 else stem + rng.choice(["", "急性", "慢性", "型", "综合征"])
        rows.append({"id": f"t{i:05d}", "name": name})
    builder = NetworkBuilder(network)
    builder.add_instances("thing", rows)
    path = tmp_path / "ties.sqlite"
    builder.write(path)
    fast, slow = NetworkFile(path), scan_only(path)
    assert fast._postings() is not None
    layout = fast.layout["thing"]
    rids, matrix = slow._vector_matrix(layout, "name")
    # the matrix the scan reads, made from the postings, is the embedder's vectors of the names in rid order
    assert rids.tolist() == list(range(1, len(rows) + 1))
    assert np.array_equal(matrix, fast.embedder.embed([r["name"] for r in sorted(rows, key=lambda r: r["id"])]))
    for cond in _knn_conditions(random.Random(9), "name", stems + [r["name"] for r in rows[:50]], 120):
        got = fast._knn_scores(layout, cond)
        assert got == slow._knn_scores(layout, cond), (cond.value, cond.limit_key, cond.limit_value)
        exact = matrix.astype(np.float64) @ fast.embedder.embed([cond.value])[0].astype(np.float64)
        by_rid = dict(zip(rids.tolist(), exact.tolist()))
        if cond.limit_key == "k":
            positive = np.sort(exact[exact > 0])[::-1]
            want = min(cond.knn_k, len(positive))
            assert len(got) == want
            if want:
                kth = positive[want - 1]
                assert all(by_rid[rid] >= kth - 1e-6 for rid in got)
                tied = sorted(rid for rid, s in by_rid.items() if abs(s - kth) <= 1e-6)
                chosen = sorted(rid for rid in got if abs(by_rid[rid] - kth) <= 1e-6)
                assert chosen == tied[: len(chosen)], "ties go to the lowest rids"
        elif cond.limit_key == "min_score":
            assert all(by_rid[rid] >= cond.limit_value - 1e-6 for rid in got)
            assert {r for r, s in by_rid.items() if s >= cond.limit_value + 1e-6} <= set(got)


def _random_subgraph(rng: random.Random, network: KnowledgeNetwork, names: list[str]) -> dict:
    disease_rels = [r for r in network.relation_types
                    if "disease" in (r.source_object_type_id, r.target_object_type_id)]
    start = {"operation": "in", "field": "disease_name", "value": rng.sample(names, rng.randint(1, 6))}
    count = rng.randint(1, 8)
    paths = []
    for rel in rng.sample(disease_rels, rng.randint(1, len(disease_rels))):
        outgoing = rel.source_object_type_id == "disease" and (
            rel.target_object_type_id != "disease" or rng.random() < 0.5)
        other = rel.target_object_type_id if outgoing else rel.source_object_type_id
        edge = {"relation_type_id": rel.id, "source_object_type_id": "disease", "target_object_type_id": other}
        if rel.source_object_type_id == rel.target_object_type_id:
            edge["direction"] = "forward" if outgoing else "backward"
        path = {"object_types": [{"id": "disease", "condition": start, "limit": count},
                                 {"id": other, "limit": rng.choice([1, 3, 10])}],
                "relation_types": [edge], "limit": rng.choice([5, 30, 100])}
        paths.append(path)
    return {"relation_type_paths": paths}


def _without_timing(result: SubgraphResult) -> list[dict]:
    dumped = result.model_dump()["entries"]
    for entry in dumped:
        entry.pop("overall_ms")
    return dumped


def test_subgraph_of_many_paths_equals_each_path_alone(medical_backend: SqliteBackend):
    network = medical_backend.get_network("medical")
    nf = medical_backend.open("medical")
    names = [r[0] for r in nf.execute(f"SELECT {nf.layout['disease'].columns['disease_name']} "
                                       f"FROM {nf.layout['disease'].table} ORDER BY rid LIMIT 3000")]
    names += ["上气道梗阻", "感冒", "糖尿病", "肺炎"]
    rng = random.Random(21)
    for _ in range(25):
        body = _random_subgraph(rng, network, names)
        together = medical_backend.query_subgraph("medical", body)
        alone = [medical_backend.query_subgraph("medical", {"relation_type_paths": [p]}).entries[0]
                 for p in body["relation_type_paths"]]
        assert _without_timing(together) == _without_timing(SubgraphResult(entries=alone))
        # An always-true condition on the neighbour (a join and a filter in the walk) changes nothing.
        walked = {"relation_type_paths": [
            {**p, "object_types": [p["object_types"][0], {**p["object_types"][1], "condition": {
                "operation": "exist", "field": network.object_type(p["object_types"][1]["id"]).primary_keys[0]}}]}
            for p in body["relation_type_paths"]]}
        assert _without_timing(together) == _without_timing(medical_backend.query_subgraph("medical", walked))
        # Built without validation, the models are what validation would build from their data.
        revalidated = SubgraphResult.model_validate(together.model_dump())
        assert revalidated.model_dump() == together.model_dump()
        assert together.model_dump(exclude_unset=True) == SubgraphResult.model_validate(
            together.model_dump(exclude_unset=True)).model_dump(exclude_unset=True)
        assert SubgraphQuery.model_validate(body)  # the request itself is a valid query


def _scoring_tree(rng: random.Random, fields: list[str], words: list[str], depth: int = 0) -> dict:
    if depth >= 2 or rng.random() < 0.4:
        op = rng.choice(["match", "match", "knn"])
        leaf = {"operation": op, "field": rng.choice(fields + ["*"]), "value": rng.choice(words)}
        if op == "knn":
            leaf.update(limit_key="k", limit_value=rng.choice([5, 20, 100]))
        return leaf
    return {"operation": rng.choice(["or", "or", "and"]),
            "sub_conditions": [_scoring_tree(rng, fields, words, depth + 1) for _ in range(rng.randint(1, 3))]}


def test_scoring_only_conditions_skip_sql_with_the_same_page(medical_backend: SqliteBackend):
    """and / or trees of match and knn leaves are answered from the leaves' scores; the same
    tree under `and` with an always-true leaf takes the SQL path, and both pages are equal."""
    rng = random.Random(8)
    words = ["上气道梗阻", "糖尿病", "肺炎", "咳嗽", "发热", "感冒", "急性", "慢性胃炎", "头痛"]
    disease = medical_backend.get_network("medical").object_type("disease")
    fields = ["disease_name"]
    for _ in range(60):
        cond = _scoring_tree(rng, fields, words)
        limit = rng.choice([1, 5, 10, 50])
        sort = rng.choice([None, [{"field": "_score", "direction": "asc"}]])
        fast = medical_backend.query_instances("medical", "disease", {
            "condition": cond, "limit": limit, "need_total": True, "sort": sort})
        via_sql = medical_backend.query_instances("medical", "disease", {
            "condition": {"operation": "and", "sub_conditions": [
                cond, {"operation": "exist", "field": disease.primary_keys[0]}]},
            "limit": limit, "need_total": True, "sort": sort})
        assert fast.datas == via_sql.datas, cond
        assert (fast.total_count, fast.search_after) == (via_sql.total_count, via_sql.search_after), cond


def test_files_without_postings_and_dense_vectors_are_scanned(clinic_backend: SqliteBackend, tmp_path):
    """A file written before postings existed (format 4: every vector in `vec`, no vecpost / vecrows
    tables) and vectors too dense for postings both answer knn by the scan, with the same result as
    the postings path."""
    import shutil
    import sqlite3

    from core.backends.sqlite_vectors import write_postings

    nf = clinic_backend.open("clinic")
    legacy = tmp_path / "clinic.sqlite"
    shutil.copy(nf.path, legacy)
    with sqlite3.connect(legacy) as conn:
        assert conn.execute("SELECT COUNT(*) FROM vec").fetchone()[0] == 0  # format 5: in the postings only
        for layout in nf.layout.values():
            for prop in layout.knn:
                rids, matrix = nf._vector_matrix(layout, prop)
                conn.executemany("INSERT INTO vec VALUES (?, ?, ?, ?)",
                                 ((layout.index, int(layout.columns[prop][1:]), rid, row.tobytes())
                                  for rid, row in zip(rids.tolist(), matrix)))
        conn.execute("DROP TABLE vecpost")
        conn.execute("DROP TABLE vecrows")
        conn.execute("UPDATE meta SET value = '4' WHERE key = 'format_version'")
    old = NetworkFile(legacy)
    assert old._postings() is None and old.meta["format_version"] == "4"
    layout = nf.layout["disease"]
    for text in ["上气道梗阻", "哮喘", "感冒发烧", "z"]:
        for limit in ({"limit_key": "k", "limit_value": 3}, {"limit_key": "min_score", "limit_value": 0.0}):
            cond = Condition.model_validate({"operation": "knn", "field": "disease_name", "value": text, **limit})
            assert old._knn_scores(layout, cond) == nf._knn_scores(layout, cond), (text, limit)
    dense = np.full((4, 8), 0.5, dtype=np.float32)
    with sqlite3.connect(":memory:") as conn:
        from core.backends.sqlite_vectors import POSTINGS_SCHEMA

        conn.executescript(POSTINGS_SCHEMA)
        assert write_postings(conn, 0, 0, np.arange(1, 5), dense) is False
        assert conn.execute("SELECT COUNT(*) FROM vecrows").fetchone()[0] == 0


def test_subgraph_objects_equal_the_instance_rows(medical_backend: SqliteBackend):
    """Subgraph objects are built from fetched values without `fetch_rows`' output row: their
    id, identity and display are the row's `_instance_id`, `_instance_identity`, `_display`."""
    network = medical_backend.get_network("medical")
    nf = medical_backend.open("medical")
    names = [r[0] for r in nf.execute(f"SELECT {nf.layout['disease'].columns['disease_name']} "
                                       f"FROM {nf.layout['disease'].table} ORDER BY rid LIMIT 500")]
    rng = random.Random(5)
    checked = 0
    for _ in range(8):
        result = medical_backend.query_subgraph("medical", _random_subgraph(rng, network, names))
        for entry in result.entries:
            for obj in entry.objects.values():
                ot = network.object_type(obj.object_type_id)
                cond = {"operation": "and", "sub_conditions": [
                    {"operation": "==", "field": k, "value": v} for k, v in obj.unique_identities.items()]}
                rows = medical_backend.query_instances("medical", ot.id, {"condition": cond, "limit": 2}).datas
                assert len(rows) == 1
                row = rows[0]
                assert (obj.id, obj.unique_identities, obj.display) == (
                    row["_instance_id"], row["_instance_identity"], row["_display"])
                assert obj.properties == {k: v for k, v in row.items() if not k.startswith("_")}
                checked += 1
    assert checked > 20


def test_text_check_fast_path_gives_the_walks_messages():
    """`check_text` skips the walk when one serialisation shows no lone surrogate; whatever the
    input, it raises exactly when the walk finds something, with the walk's message."""
    from core.exceptions import InvalidRequestError, one_line
    from core.models.types import check_text, find_invalid_text

    deep: dict = {"v": "\ud800"}
    for _ in range(250):
        deep = {"n": deep}
    circular: list = []
    circular.append(circular)
    samples = [
        {"a": "ok", "b": [1, 2.5, None, True, {"c": "上气道梗阻"}]},
        {"a": ["x", "\udc80y"]},
        {"k\ud83d": 1},
        {1: "x", None: "y", 2.5: "\ud800"},
        {("t", "u"): "x"},
        {"obj": object(), "s": "fine"},
        {"obj": object(), "s": "\udfff"},
        [float("nan"), "x"],
        deep,
        circular,
        [],
        {},
    ]
    for sample in samples:
        expected = find_invalid_text(sample, "")
        if expected is None:
            check_text(sample, "")
        else:
            with pytest.raises(InvalidRequestError) as err:
                check_text(sample, "")
            assert err.value.message == one_line(expected)


def test_parsed_instance_queries_are_reused_only_for_the_same_body(medical_backend: SqliteBackend):
    """Instance-query bodies are validated once per body: a repeated body gives what a
    fresh backend gives, bodies differing only in a value's JSON type are told apart, and a bad
    body is rejected with the same message every time."""
    from core.exceptions import InvalidRequestError

    fresh = SqliteBackend(medical_backend.directory)
    bodies = [
        {"condition": {"operation": "==", "field": "disease_name", "value": "感冒"}, "limit": 5},
        {"limit": 5, "condition": {"value": "感冒", "field": "disease_name", "operation": "=="}},
        {"condition": {"operation": "contain", "field": "disease_name", "value": "气道梗阻"}, "limit": 3},
        {"condition": {"operation": "match", "field": "disease_name", "value": "上气道梗阻"}, "limit": 3},
        {"condition": {"operation": "==", "field": "disease_name", "value": 1}, "limit": 2},
        {"condition": {"operation": "==", "field": "disease_name", "value": "1"}, "limit": 2},
    ]
    for body in bodies * 2:
        got = medical_backend.query_instances("medical", "disease", body)
        want = fresh.query_instances("medical", "disease", body)
        assert got.model_dump(exclude={"overall_ms"}) == want.model_dump(exclude={"overall_ms"})
        fresh.forget("medical")  # the reference validates from scratch every time
    bad = {"condition": {"operation": "==", "field": "no_such_field", "value": "x"}}
    messages = []
    for _ in range(2):
        with pytest.raises(InvalidRequestError) as err:
            medical_backend.query_instances("medical", "disease", bad)
        messages.append(err.value.message)
    assert messages[0] == messages[1] and "no_such_field" in messages[0]


def test_far_end_filters_shared_within_a_call_equal_each_path_alone(medical_backend: SqliteBackend):
    """Paths of one call that put equal filters on one neighbour type (keyword context's name
    filters: `in` over question pieces, `match` on names) compile and score them once, and skip
    the walk when scoring leaves alone matched nothing; each path queried alone, and the same
    filters forced through SQL (under `and` with an always-true leaf), give the same entries."""
    network = medical_backend.get_network("medical")
    nf = medical_backend.open("medical")
    names = [r[0] for r in nf.execute(f"SELECT {nf.layout['disease'].columns['disease_name']} "
                                       f"FROM {nf.layout['disease'].table} ORDER BY rid LIMIT 2000")]
    names += ["上气道梗阻", "感冒", "糖尿病", "肺炎"]
    words = ["症状", "咳嗽 发热", "急性", "疼痛", "zzqqxx", "胃", "头痛 乏力"]
    rng = random.Random(33)
    checked = 0
    for _ in range(12):
        body = _random_subgraph(rng, network, names)
        paths = []
        for p in body["relation_type_paths"]:
            far = network.object_type(p["object_types"][1]["id"])
            name = far.name_field
            for op in rng.sample(["in", "match", "match", None], rng.randint(1, 3)):
                cond = None
                if op == "in" and name and "in" in far.get_property(name).operations:
                    cond = {"operation": "in", "field": name, "value": rng.sample(names + words, 5)}
                elif op == "match" and name and "match" in far.get_property(name).operations:
                    cond = {"operation": "match", "field": name, "value": rng.choice(words)}
                node = {**p["object_types"][1], "condition": cond}
                paths.append({**p, "object_types": [p["object_types"][0], node]})
        together = medical_backend.query_subgraph("medical", {"relation_type_paths": paths})
        alone = [medical_backend.query_subgraph("medical", {"relation_type_paths": [p]}).entries[0] for p in paths]
        assert _without_timing(together) == _without_timing(SubgraphResult(entries=alone))
        forced = []
        for p in paths:
            node = p["object_types"][1]
            cond = node["condition"]
            if cond is not None:
                key = network.object_type(node["id"]).primary_keys[0]
                cond = {"operation": "and", "sub_conditions": [cond, {"operation": "exist", "field": key}]}
            forced.append({**p, "object_types": [p["object_types"][0], {**node, "condition": cond}]})
        via_sql = medical_backend.query_subgraph("medical", {"relation_type_paths": forced})
        assert _without_timing(together) == _without_timing(via_sql)
        checked += sum(len(e.relation_paths) for e in together.entries)
    assert checked > 20


def test_keyword_neighbour_queries_built_without_validation_equal_validated_ones(medical_backend: SqliteBackend):
    """Keyword context builds its subgraph query from validated parts without validating each
    path: the query equals what pydantic validates from its own data, field by field and in what
    it reports as set, for questions with and without words of their own."""
    from core.retrieval.keyword_context import QuestionRelevance, hops_for, identity_condition, neighbour_query

    network = medical_backend.get_network("medical")
    for type_id, names, question in [
        ("disease", ["上气道梗阻"], "上气道梗阻有哪些症状"),
        ("disease", ["糖尿病", "感冒", "肺炎"], "糖尿病会引起眼睛的什么问题"),
        ("symptom", ["咳嗽"], "咳嗽"),
        ("disease", ["哮喘"], None),
    ]:
        ot = network.object_type(type_id)
        found = medical_backend.query_instances("medical", type_id, {
            "condition": {"operation": "in", "field": ot.name_field, "value": names}, "limit": 10}).datas
        assert found, names
        rels = [r for r in network.relation_types if type_id in (r.source_object_type_id, r.target_object_type_id)]
        query, walked = neighbour_query(
            ot, hops_for(type_id, rels), identity_condition(ot, [r["_instance_identity"] for r in found]),
            len(found), network, QuestionRelevance(question, names[0]))
        assert len(walked) == len(query.relation_type_paths) >= len(rels)
        validated = SubgraphQuery.model_validate(query.model_dump(exclude_unset=True))
        assert validated.model_dump() == query.model_dump()
        assert validated.model_dump(exclude_unset=True) == query.model_dump(exclude_unset=True)
        assert _without_timing(medical_backend.query_subgraph("medical", query)) == _without_timing(
            medical_backend.query_subgraph("medical", validated))
