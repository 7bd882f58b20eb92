"""Every condition operation of the ontology-query grammar on the embedded engine, and how bad
conditions are rejected (the path of the problem and the valid choices in one message).

The clinic network (tests/conftest.py) has six diseases; d3 has no age and no period_days, so it is
the null case throughout. Results come back in primary key order unless a sort or a score says
otherwise.
"""

from __future__ import annotations

import pytest

from core.exceptions import InvalidRequestError, NotFoundError
from core.models.condition import MAX_DEPTH, Condition, parse_condition

KN = "clinic"


def query(backend, condition, object_type="disease", **body):
    body.setdefault("limit", 100)
    return backend.query_instances(KN, object_type, {"condition": condition, **body})


def ids(backend, condition, object_type="disease", **body):
    key = f"{object_type}_id"
    return [row[key] for row in query(backend, condition, object_type, **body).datas]


def leaf(op, field, value=None, **extra):
    cond = {"operation": op, "field": field, **extra}
    if value is not None:
        cond["value"] = value
    return cond


# -- comparison ---------------------------------------------------------------------------------
def test_equal_on_text_number_and_numeric_string(clinic_backend):
    assert ids(clinic_backend, leaf("==", "disease_name", "感冒")) == ["d4"]
    # exact: "老人 儿童" is not "儿童"
    assert ids(clinic_backend, leaf("==", "age", "儿童")) == ["d1", "d6"]
    assert ids(clinic_backend, leaf("==", "rate", 0.9)) == ["d1"]
    assert ids(clinic_backend, leaf("==", "period_days", 21)) == ["d1"]
    assert ids(clinic_backend, leaf("==", "period_days", "21")) == ["d1"]
    assert ids(clinic_backend, leaf("==", "period_days", "21.0")) == ["d1"]
    assert ids(clinic_backend, leaf("==", "disease_name", "不存在的病")) == []


def test_equal_operation_aliases(clinic_backend):
    assert ids(clinic_backend, leaf("equal", "disease_name", "感冒")) == ["d4"]
    assert ids(clinic_backend, leaf("contains", "disease_name", "肺")) == ["d5"]
    assert ids(clinic_backend, leaf("not_contains", "disease_name", "气道")) == ["d4", "d5", "d6"]


def test_not_equal_includes_nulls(clinic_backend):
    assert ids(clinic_backend, leaf("!=", "age", "儿童")) == ["d2", "d3", "d4", "d5"]
    assert ids(clinic_backend, leaf("!=", "period_days", 21)) == ["d2", "d3", "d4", "d5", "d6"]


@pytest.mark.parametrize(
    ("op", "field", "value", "expected"),
    [
        (">", "rate", 0.8, ["d1", "d4"]),
        (">=", "rate", 0.8, ["d1", "d4", "d5"]),
        ("<", "rate", 0.6, ["d3"]),
        ("<=", "rate", 0.6, ["d3", "d6"]),
        ("<", "period_days", 14, ["d4"]),  # d3's null is neither smaller nor larger
        ("<=", "period_days", 14, ["d4", "d5"]),
        (">", "period_days", "30", ["d6"]),  # numeric string on a number field
        (">=", "period_days", 30.0, ["d2", "d6"]),
    ],
)
def test_ordering_comparisons(clinic_backend, op, field, value, expected):
    assert ids(clinic_backend, leaf(op, field, value)) == expected


# -- lists --------------------------------------------------------------------------------------
def test_in_and_not_in(clinic_backend):
    assert ids(clinic_backend, leaf("in", "age", ["儿童", "成人"])) == ["d1", "d2", "d6"]
    assert ids(clinic_backend, leaf("not_in", "age", ["儿童", "成人"])) == ["d3", "d4", "d5"]
    assert ids(clinic_backend, leaf("in", "period_days", ["7", 60])) == ["d4", "d6"]
    assert ids(clinic_backend, leaf("not_in", "period_days", [7, 60])) == ["d1", "d2", "d3", "d5"]


def test_in_with_empty_list(clinic_backend):
    assert ids(clinic_backend, leaf("in", "age", [])) == []
    assert ids(clinic_backend, leaf("not_in", "age", [])) == ["d1", "d2", "d3", "d4", "d5", "d6"]


def test_in_with_five_thousand_values(clinic_backend):
    values = [f"病{i}" for i in range(4998)] + ["感冒", "肺炎"]
    assert ids(clinic_backend, leaf("in", "disease_name", values)) == ["d4", "d5"]
    assert ids(clinic_backend, leaf("not_in", "disease_name", values)) == ["d1", "d2", "d3", "d6"]
    numbers = list(range(1000, 6000)) + [14]
    assert ids(clinic_backend, leaf("in", "period_days", numbers)) == ["d5"]


# -- text ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("喘", ["d6"]),  # 1 CJK character: scanned
        ("气道", ["d1", "d2", "d3"]),  # 2 characters: scanned
        ("气道梗阻", ["d1", "d2", "d3"]),  # 3+: trigram index
        ("上气道梗阻", ["d1"]),
        ("、下气", ["d2"]),  # punctuation inside the keyword
        ("Asthma", ["d6"]),
        ("asthma", []),  # contain is case-sensitive
        ("梗阻病", []),
    ],
)
def test_contain(clinic_backend, value, expected):
    assert ids(clinic_backend, leaf("contain", "disease_name", value)) == expected


def test_trigram_contain_needs_the_keyword_in_one_piece(tmp_path):
    """The trigram index only pre-filters: a value holding each trigram of the keyword in
    different places must not match."""
    from core.backends.sqlite import SqliteBackend
    from core.backends.sqlite_store import NetworkBuilder
    from core.models.network import KnowledgeNetwork

    network = KnowledgeNetwork.model_validate({
        "id": "pieces",
        "object_types": [{"id": "t", "primary_keys": ["k"], "display_key": "name",
                          "data_properties": [{"name": "k"}, {"name": "name"}]}],
    })
    builder = NetworkBuilder(network)
    builder.add_instances("t", [{"k": "1", "name": "上气道 和 气道梗"}, {"k": "2", "name": "上气道梗阻"}])
    builder.write(tmp_path / "pieces.sqlite")
    backend = SqliteBackend(tmp_path)
    rows = backend.query_instances("pieces", "t", {"condition": leaf("contain", "name", "上气道梗")}).datas
    assert [r["k"] for r in rows] == ["2"]
    rows = backend.query_instances("pieces", "t", {"condition": leaf("like", "name", "%上气道梗%")}).datas
    assert [r["k"] for r in rows] == ["2"]


def test_not_contain_includes_nulls(clinic_backend):
    assert ids(clinic_backend, leaf("not_contain", "disease_name", "气道")) == ["d4", "d5", "d6"]
    assert ids(clinic_backend, leaf("not_contain", "disease_name", "气道梗阻")) == ["d4", "d5", "d6"]
    assert ids(clinic_backend, leaf("not_like", "age", "儿童")) == ["d2", "d3", "d4"]
    assert ids(clinic_backend, leaf("not_like", "age", "%人%")) == ["d1", "d3", "d6"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("梗阻", ["d1", "d2", "d3"]),  # no wildcard: substring
        ("喘", ["d6"]),  # 1 CJK character
        ("感冒", ["d4"]),  # 2 CJK characters
        ("%梗阻", ["d1", "d2", "d3"]),  # ends with
        ("上%", ["d1", "d2"]),  # starts with
        ("_气道梗阻", ["d1"]),  # exactly one character before
        ("__气道梗阻", []),
        ("上_下%", ["d2"]),
        ("%梗_", ["d1", "d2", "d3"]),
        ("%气道梗阻%", ["d1", "d2", "d3"]),  # literal run long enough for the trigram index
        ("%asthma%", ["d6"]),  # like folds ASCII case, with or without wildcards
        ("ASTHMA", ["d6"]),
        ("asthma 哮%", ["d6"]),
        ("%", ["d1", "d2", "d3", "d4", "d5", "d6"]),
        ("气道%", ["d3"]),
    ],
)
def test_like(clinic_backend, value, expected):
    assert ids(clinic_backend, leaf("like", "disease_name", value)) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("上", ["d1", "d2"]),
        ("上气道", ["d1"]),
        ("气道梗阻", ["d3"]),
        ("Ast", ["d6"]),
        ("ast", []),
        ("d", ["d1", "d2", "d3", "d4", "d5", "d6"]),
    ],
)
def test_prefix(clinic_backend, value, expected):
    field = "disease_id" if value == "d" else "disease_name"
    assert ids(clinic_backend, leaf("prefix", field, value)) == expected


# -- range and existence ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("rate", [0.6, 0.9], ["d2", "d5", "d6"]),  # [low, high): 0.9 is out, 0.6 is in
        ("rate", [None, 0.6], ["d3"]),
        ("rate", [0.9, None], ["d1", "d4"]),
        ("period_days", [None, 15], ["d4", "d5"]),  # the null period is never in a range
        ("period_days", ["14", "31"], ["d1", "d2", "d5"]),
        ("period_days", [100, 200], []),
    ],
)
def test_range(clinic_backend, field, value, expected):
    assert ids(clinic_backend, leaf("range", field, value)) == expected


def test_exist_and_not_exist(clinic_backend):
    assert ids(clinic_backend, leaf("exist", "period_days")) == ["d1", "d2", "d4", "d5", "d6"]
    assert ids(clinic_backend, leaf("not_exist", "period_days")) == ["d3"]
    assert ids(clinic_backend, leaf("exist", "disease_id")) == ["d1", "d2", "d3", "d4", "d5", "d6"]
    assert ids(clinic_backend, leaf("not_exist", "disease_name")) == []


# -- scoring ------------------------------------------------------------------------------------
def test_match_ranks_by_bm25(clinic_backend):
    result = query(clinic_backend, leaf("match", "disease_name", "气道梗阻"))
    names = [r["disease_name"] for r in result.datas]
    scores = [r["_score"] for r in result.datas]
    assert set(names) == {"上气道梗阻", "上、下气道梗阻", "气道梗阻"}
    assert names[0] == "气道梗阻"  # all its bigrams, in the shortest value
    assert scores == sorted(scores, reverse=True) and all(s > 0 for s in scores)
    assert len(set(scores)) == 3  # small BM25 scores keep their differences
    assert result.total_count == 3


def test_match_latin_is_case_insensitive_and_star_covers_all_fields(clinic_backend):
    assert ids(clinic_backend, leaf("match", "disease_name", "ASTHMA")) == ["d6"]
    rows = query(clinic_backend, leaf("match", "*", "呼吸"), "symptom").datas
    assert [r["symptom_name"] for r in rows] == ["呼吸困难"]
    assert ids(clinic_backend, leaf("match", "disease_name", "骨折")) == []


def test_match_sorted_by_another_field_keeps_scores(clinic_backend):
    result = query(
        clinic_backend, leaf("match", "disease_name", "气道梗阻"),
        sort=[{"field": "disease_id", "direction": "desc"}],
    )
    assert [r["disease_id"] for r in result.datas] == ["d3", "d2", "d1"]
    assert all(r["_score"] > 0 for r in result.datas)


def test_knn_limits(clinic_backend):
    top2 = query(clinic_backend, leaf("knn", "disease_name", "气道梗阻", limit_key="k", limit_value=2))
    assert [r["disease_id"] for r in top2.datas] == ["d3", "d1"]
    assert top2.datas[0]["_score"] == pytest.approx(1.0)
    assert top2.datas[0]["_score"] > top2.datas[1]["_score"]

    close = ids(clinic_backend, leaf("knn", "disease_name", "气道梗阻", limit_key="min_score", limit_value=0.8))
    assert close == ["d3", "d1"]
    exact = ids(clinic_backend, leaf("knn", "disease_name", "气道梗阻", limit_key="max_distance", limit_value=0.01))
    assert exact == ["d3"]
    # default k (100) keeps every instance that shares anything with the query
    assert ids(clinic_backend, leaf("knn", "disease_name", "气道梗阻")) == ["d3", "d1", "d2", "d6"]


def test_knn_on_star_takes_the_best_field(clinic_backend):
    rows = query(clinic_backend, leaf("knn", "*", "s3", limit_key="k", limit_value=1), "symptom").datas
    assert [r["symptom_name"] for r in rows] == ["发烧"]  # found through symptom_id
    rows = query(clinic_backend, leaf("knn", "*", "呼吸困难", limit_key="k", limit_value=1), "symptom").datas
    assert [r["symptom_name"] for r in rows] == ["呼吸困难"]


def test_scoring_inside_and_with_filters(clinic_backend):
    cond = {"operation": "and", "sub_conditions": [
        leaf("match", "disease_name", "气道梗阻"),
        leaf("==", "age", "儿童"),
    ]}
    result = query(clinic_backend, cond)
    assert [r["disease_id"] for r in result.datas] == ["d1"] and result.datas[0]["_score"] > 0
    cond = {"operation": "or", "sub_conditions": [
        leaf("match", "disease_name", "气道梗阻"),
        leaf("==", "disease_name", "感冒"),
    ]}
    result = query(clinic_backend, cond)
    assert [r["disease_id"] for r in result.datas][-1] == "d4"  # matched by the filter: score 0
    assert result.datas[-1]["_score"] == 0


# -- logic --------------------------------------------------------------------------------------
def test_and_or_nested(clinic_backend):
    cond = {"operation": "and", "sub_conditions": [
        {"operation": "or", "sub_conditions": [leaf("==", "age", "儿童"), leaf("==", "age", "成人")]},
        leaf(">", "rate", 0.65),
    ]}
    assert ids(clinic_backend, cond) == ["d1", "d2"]
    cond = {"operation": "or", "sub_conditions": [
        {"operation": "and", "sub_conditions": [leaf("contain", "disease_name", "气道"), leaf("not_exist", "period_days")]},
        {"operation": "and", "sub_conditions": [leaf("like", "age", "%儿童%"), leaf(">=", "period_days", 60)]},
    ]}
    assert ids(clinic_backend, cond) == ["d3", "d6"]


def test_single_sub_condition_and_value_from_const(clinic_backend):
    cond = {"operation": "or", "sub_conditions": [leaf("==", "disease_name", "感冒", value_from="const")]}
    assert ids(clinic_backend, cond) == ["d4"]


def test_deep_nesting_up_to_the_limit(clinic_backend):
    cond = leaf("==", "age", "成人")
    for _ in range(MAX_DEPTH):
        cond = {"operation": "and", "sub_conditions": [cond]}
    assert ids(clinic_backend, cond) == ["d2"]
    too_deep = {"operation": "or", "sub_conditions": [cond]}
    with pytest.raises(InvalidRequestError, match=f"nested deeper than {MAX_DEPTH} levels"):
        query(clinic_backend, too_deep)


def test_absurdly_deep_nesting_is_a_clean_error(clinic_backend):
    cond = leaf("==", "age", "成人")
    for _ in range(5000):
        cond = {"operation": "and", "sub_conditions": [cond]}
    with pytest.raises(InvalidRequestError, match="nested deeper"):
        query(clinic_backend, cond)
    with pytest.raises(InvalidRequestError, match="nested deeper"):
        parse_condition(cond)


def test_no_condition_returns_everything(clinic_backend):
    assert ids(clinic_backend, None) == ["d1", "d2", "d3", "d4", "d5", "d6"]


# -- sort, projection, totals, paging ------------------------------------------------------------
def test_sort_numbers_nulls_last_both_ways(clinic_backend):
    asc = ids(clinic_backend, None, sort=[{"field": "period_days", "direction": "asc"}])
    desc = ids(clinic_backend, None, sort=[{"field": "period_days", "direction": "desc"}])
    assert asc == ["d4", "d5", "d1", "d2", "d6", "d3"]
    assert desc == ["d6", "d2", "d1", "d5", "d4", "d3"]


def test_sort_by_two_fields(clinic_backend):
    order = ids(clinic_backend, leaf("exist", "disease_id"), sort=[
        {"field": "age", "direction": "asc"}, {"field": "rate", "direction": "desc"},
    ])
    # age ties (儿童: d1 0.9, d6 0.6) are broken by rate desc; the null age goes last
    assert order.index("d1") + 1 == order.index("d6")
    assert order[-1] == "d3"


def test_sort_by_score_ascending(clinic_backend):
    rows = query(clinic_backend, leaf("match", "disease_name", "气道梗阻"),
                 sort=[{"field": "_score", "direction": "asc"}]).datas
    scores = [r["_score"] for r in rows]
    assert scores == sorted(scores) and rows[-1]["disease_id"] == "d3"


def test_properties_projection(clinic_backend):
    rows = query(clinic_backend, leaf("==", "disease_id", "d1"), properties=["disease_name"]).datas
    assert set(rows[0]) == {"disease_name", "_instance_id", "_instance_identity", "_display"}
    assert rows[0]["_instance_id"] == "disease-d1"
    assert rows[0]["_instance_identity"] == {"disease_id": "d1"}
    assert rows[0]["_display"] == "上气道梗阻"


def test_row_shape_without_projection(clinic_backend):
    row = query(clinic_backend, leaf("==", "disease_id", "d3")).datas[0]
    assert row == {
        "disease_id": "d3", "disease_name": "气道梗阻", "age": None, "rate": 0.5, "period_days": None,
        "_instance_id": "disease-d3", "_instance_identity": {"disease_id": "d3"}, "_display": "气道梗阻",
    }


def test_need_total(clinic_backend):
    result = query(clinic_backend, leaf("contain", "disease_name", "气道"), limit=1, need_total=True)
    assert result.total_count == 3 and len(result.datas) == 1
    result = query(clinic_backend, leaf("contain", "disease_name", "气道"), limit=1)
    assert result.total_count is None


@pytest.mark.parametrize("sort", [None, [{"field": "rate", "direction": "desc"}],
                                  [{"field": "period_days", "direction": "asc"}]])
@pytest.mark.parametrize("page_size", [1, 2, 4])
def test_search_after_pages_through_everything_once(clinic_backend, sort, page_size):
    seen: list[str] = []
    body = {"limit": page_size, "need_total": True}
    if sort:
        body["sort"] = sort
    for _ in range(10):
        result = clinic_backend.query_instances(KN, "disease", body)
        seen.extend(r["disease_id"] for r in result.datas)
        assert result.total_count == 6
        if not result.search_after:
            break
        body["search_after"] = result.search_after
    assert sorted(seen) == ["d1", "d2", "d3", "d4", "d5", "d6"]
    assert len(seen) == 6


def test_search_after_with_scores(clinic_backend):
    cond = leaf("knn", "disease_name", "气道梗阻")
    full = [r["disease_id"] for r in query(clinic_backend, cond).datas]
    paged, after = [], None
    while True:
        result = query(clinic_backend, cond, limit=1, **({"search_after": after} if after else {}))
        paged.extend(r["disease_id"] for r in result.datas)
        after = result.search_after
        if not after:
            break
    assert paged == full


def test_search_after_must_come_from_a_previous_page(clinic_backend):
    with pytest.raises(InvalidRequestError, match="search_after"):
        query(clinic_backend, None, search_after=["d3"])


# -- validation ---------------------------------------------------------------------------------
def _error(backend, condition, object_type="disease", **body) -> str:
    with pytest.raises(InvalidRequestError) as info:
        query(backend, condition, object_type, **body)
    return str(info.value)


def test_unknown_field_names_path_and_valid_fields(clinic_backend):
    cond = {"operation": "and", "sub_conditions": [leaf("==", "age", "儿童"), leaf("==", "nmae", "x")]}
    message = _error(clinic_backend, cond)
    assert message.startswith("condition.sub_conditions[1].field: 'nmae'")
    assert "valid fields: disease_id, disease_name, age, rate, period_days" in message


def test_unknown_operation_lists_valid_operations(clinic_backend):
    message = _error(clinic_backend, leaf("regex", "disease_name", "x"))
    assert message.startswith("condition.operation: unknown operation 'regex'")
    assert "valid operations: and, or, ==" in message and "knn" in message


def test_operation_outside_condition_operations(clinic_backend):
    message = _error(clinic_backend, {"operation": "or", "sub_conditions": [leaf("match", "age", "儿童")]})
    assert message.startswith("condition.sub_conditions[0].operation: 'match' is not allowed on disease.age")
    assert "valid operations for this property: ==, !=, like, not_like, in, not_in" in message
    assert "valid operations for this property" in _error(clinic_backend, leaf("exist", "age"))


@pytest.mark.parametrize(
    ("condition", "expected"),
    [
        (leaf("==", "rate", "abc"), "condition.value: 'abc' is not a number, but 'rate' is float"),
        (leaf("in", "period_days", [1, "x"]), "condition.value: 'x' is not a number"),
        (leaf("in", "age", "儿童"), "condition.value: 'in' takes a list of values, got str"),
        (leaf("in", "age", [["儿童"]]), "condition.value[0]: 'in' takes a string, number or boolean"),
        (leaf("==", "age", {"x": 1}), "condition.value: '==' takes a string, number or boolean, got dict"),
        (leaf("like", "disease_name", 5), "condition.value: 'like' takes a string, got int"),
        (leaf("contain", "disease_name", ""), "condition.value: 'contain' needs a non-empty string"),
        (leaf("match", "disease_name", "   "), "condition.value: 'match' needs a non-empty string"),
        (leaf("range", "rate", [1]), "condition.value: 'range' takes [low, high)"),
        (leaf("range", "rate", [None, None]), "condition.value: 'range' needs at least one bound"),
        (leaf("range", "rate", [0, "high"]), "condition.value: 'high' is not a number"),
        (leaf("==", "rate", float("nan")), "condition.value: '==' needs a finite number"),
        (leaf("contain", "rate", "1"), "condition.operation: 'contain' is not allowed on disease.rate"),
        (leaf("==", "age"), "condition.value: operation '==' needs a value"),
        (leaf("==", "*", "x"), "condition.field: '*' is only valid with match and knn"),
        ({"operation": "==", "value": "x"}, "condition.field: operation '==' needs a field"),
        ({"operation": "and"}, "condition.sub_conditions: 'and' needs at least one sub condition"),
        ({"operation": "or", "sub_conditions": []}, "condition.sub_conditions: 'or' needs at least one"),
        ({"operation": "and", "field": "age", "sub_conditions": [leaf("==", "age", "x")]},
         "condition.field: 'and' takes no field"),
        ({"operation": "==", "field": "age", "value": "x", "sub_conditions": [leaf("==", "age", "x")]},
         "condition.sub_conditions: only 'and' and 'or' take sub_conditions"),
        (leaf("==", "age", "x", value_from="field"), "condition.value_from: 'field' is not supported"),
        (leaf("knn", "disease_name", "x", limit_key="top"), "condition.limit_key: 'top' is not valid"),
        (leaf("knn", "disease_name", "x", limit_key="k", limit_value=0), "k must be an integer from 1 to 10000"),
        (leaf("knn", "disease_name", "x", limit_key="k", limit_value=2.5), "k must be an integer from 1 to 10000"),
        (leaf("knn", "disease_name", "x", limit_key="min_score"), "limit_key 'min_score' needs a limit_value"),
        (leaf("knn", "disease_name", "x", limit_key="max_distance", limit_value=-1), "must be a finite number >= 0"),
        (leaf("match", "disease_name", "x", limit_key="k", limit_value=3), "limit_key/limit_value only apply to knn"),
    ],
)
def test_bad_values_and_structure(clinic_backend, condition, expected):
    assert expected in _error(clinic_backend, condition)


def test_unknown_key_lists_the_keys_of_a_condition(clinic_backend):
    cond = {"operation": "and", "sub_conditions": [leaf("==", "age", "x"), {"operation": "==", "fild": "age", "value": "x"}]}
    message = _error(clinic_backend, cond)
    assert message.startswith("condition.sub_conditions[1].fild: unknown key")
    assert "operation, field, value, value_from, sub_conditions, limit_key, limit_value" in message


def test_wrong_shapes_inside_the_tree(clinic_backend):
    assert _error(clinic_backend, {"operation": "and", "sub_conditions": "x"}).startswith(
        "condition.sub_conditions:"
    )
    assert _error(clinic_backend, {"operation": 5, "field": "age", "value": "x"}).startswith(
        "condition.operation:"
    )
    assert "condition.operation: required" in _error(clinic_backend, {"field": "age", "value": "x"})


def test_bad_query_body(clinic_backend):
    assert _error(clinic_backend, None, limit=0).startswith("limit:")
    assert _error(clinic_backend, None, limit=10001).startswith("limit:")
    message = _error(clinic_backend, None, page=2)
    assert message.startswith("page: unknown key") and "condition, limit, need_total" in message
    message = _error(clinic_backend, None, properties=["disease_name", "nope"])
    assert message.startswith("properties[1]: 'nope'") and "valid properties: disease_id" in message
    message = _error(clinic_backend, None, sort=[{"field": "nope"}])
    assert message.startswith("sort[0].field: 'nope'") and "valid sort fields: _score, disease_id" in message
    assert _error(clinic_backend, None, sort=[{"field": "rate", "direction": "up"}]).startswith("sort[0].direction:")


def test_unknown_network_and_object_type_list_valid_ids(clinic_backend):
    with pytest.raises(NotFoundError) as info:
        clinic_backend.query_instances(KN, "patient", {})
    assert "'patient'" in str(info.value) and "valid object types: disease, symptom, department" in str(info.value)
    with pytest.raises(NotFoundError) as info:
        clinic_backend.query_instances("hospital", "disease", {})
    assert "'hospital'" in str(info.value) and "available networks: clinic" in str(info.value)


def test_parse_condition_without_a_schema_checks_structure_only():
    cond = parse_condition({"operation": "or", "sub_conditions": [leaf("contains", "anything", "x")]})
    assert isinstance(cond, Condition)
    assert cond.sub_conditions[0].operation == "contain"
    assert parse_condition(None) is None
    with pytest.raises(InvalidRequestError, match=r"^where\.operation: unknown operation"):
        parse_condition(leaf("~", "a", "x"), path="where")
