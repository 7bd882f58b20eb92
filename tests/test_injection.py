"""Injection attempts stay data: values full of SQL, FTS5, GLOB and LIKE syntax give exact results
and no error; names full of SQL are rejected as unknown (or, in a schema, stored safely); the file
is unchanged afterwards."""

from __future__ import annotations

import sqlite3

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.exceptions import InvalidRequestError, NotFoundError
from core.models.network import KnowledgeNetwork

HOSTILE = [
    "' OR 1=1 --",
    "' OR '1'='1",
    '"; DROP TABLE o0; --',
    "'); DROP TABLE meta; --",
    "x' UNION SELECT iid, iid FROM o0 --",
    "1; SELECT * FROM edges",
    "NEAR(气道 梗阻)",
    "气道 NEAR/2 梗阻",
    '"气道" AND "梗阻"',
    "气道*",
    "* OR *",
    "{c0 c1}: 气道",
    "c0:气道",
    "^气道",
    "a*b?c[d]e",
    "[!a-z]*",
    "]]][[[",
    "100% 纯_度",
    "%%__%%",
    "\\%\\_\\\\",
    "NULL",
    "气道梗阻",
    "上气道梗阻",
    "😀 emoji 气道",
]

# The hostile strings also go in as property names: the schema never reaches SQL.
NAME_FIELD = 'name"); DROP TABLE o0; --'
NOTE_FIELD = "note' OR 1=1"


@pytest.fixture(scope="module")
def vault(tmp_path_factory):
    network = KnowledgeNetwork.model_validate({
        "id": "vault",
        "object_types": [
            {"id": "entry'; DROP TABLE meta; --", "name": "条目", "primary_keys": ["id"], "display_key": NAME_FIELD,
             "data_properties": [
                 {"name": "id"},
                 {"name": NAME_FIELD, "condition_operations": [
                     "==", "!=", "in", "not_in", "like", "not_like", "contain", "not_contain", "prefix",
                     "exist", "not_exist", "match", "knn"]},
                 {"name": NOTE_FIELD},
             ]},
            {"id": "tag", "primary_keys": ["id"], "data_properties": [{"name": "id"}]},
        ],
        "relation_types": [{"id": "tagged\"; --", "source_object_type_id": "entry'; DROP TABLE meta; --",
                            "target_object_type_id": "tag"}],
    })
    builder = NetworkBuilder(network)
    builder.add_instances(network.object_types[0].id, [
        {"id": f"e{i:02d}", NAME_FIELD: value, NOTE_FIELD: value[::-1]} for i, value in enumerate(HOSTILE)
    ])
    builder.add_instances("tag", [{"id": "' OR 1=1 --"}, {"id": "plain"}])
    builder.add_edges("tagged\"; --", [("e00", "' OR 1=1 --"), ("e01", "plain")])
    directory = tmp_path_factory.mktemp("vault")
    builder.write(directory / "vault.sqlite")
    return SqliteBackend(directory), network.object_types[0].id, directory / "vault.sqlite"


def _fingerprint(path) -> list:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
        counts = [conn.execute(f'SELECT COUNT(*) FROM "{name}"').fetchone()[0]
                  for kind, name, _ in tables if kind == "table" and not name.startswith("sqlite_")]
        return [tables, counts]
    finally:
        conn.close()


def _ids(backend, ot, condition, **body):
    body = {"condition": condition, "limit": 1000, **body}
    return [row["id"] for row in backend.query_instances("vault", ot, body).datas]


def _expected(predicate):
    return [f"e{i:02d}" for i, value in enumerate(HOSTILE) if predicate(value)]


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


@pytest.mark.parametrize("value", HOSTILE)
def test_hostile_values_are_plain_data(vault, value):
    backend, ot, path = vault
    before = _fingerprint(path)

    def ids(op, v=value, field=NAME_FIELD):
        return _ids(backend, ot, {"operation": op, "field": field, "value": v})

    assert ids("==") == _expected(lambda s: s == value)
    assert ids("!=") == _expected(lambda s: s != value)
    assert ids("in", [value, "nothing"]) == _expected(lambda s: s == value)
    assert ids("not_in", [value]) == _expected(lambda s: s != value)
    assert ids("contain") == _expected(lambda s: value in s)
    assert ids("not_contain") == _expected(lambda s: value not in s)
    assert ids("prefix") == _expected(lambda s: s.startswith(value))
    # an escaped like value is a (case-folding) substring test
    assert ids("like", _like_escape(value)) == _expected(lambda s: value.lower() in s.lower())
    assert ids("not_like", _like_escape(value)) == _expected(lambda s: value.lower() not in s.lower())
    assert ids("contain", value[::-1], NOTE_FIELD) == _expected(lambda s: value[::-1] in s[::-1])

    own = f"e{HOSTILE.index(value):02d}"
    knn = _ids(backend, ot, {"operation": "knn", "field": NAME_FIELD, "value": value, "limit_key": "k", "limit_value": 1})
    assert knn == [own]
    matched = _ids(backend, ot, {"operation": "match", "field": "*", "value": value})
    from core.text import char_bigrams

    if char_bigrams(value):
        assert own in matched
    else:
        assert matched == []
    assert _fingerprint(path) == before


def test_wildcards_in_like_still_work_on_hostile_data(vault):
    backend, ot, _ = vault
    ids = _ids(backend, ot, {"operation": "like", "field": NAME_FIELD, "value": "%\\%%"})
    assert ids == _expected(lambda s: "%" in s)
    ids = _ids(backend, ot, {"operation": "like", "field": NAME_FIELD, "value": "' OR _=_ --"})
    assert ids == ["e00"]  # `_` is still one character: "' OR 1=1 --"
    ids = _ids(backend, ot, {"operation": "like", "field": NAME_FIELD, "value": "%气道*%"})
    assert ids == _expected(lambda s: "气道*" in s)


def test_hostile_names_are_unknown_fields(vault):
    backend, ot, path = vault
    before = _fingerprint(path)
    for field in ("name; DROP TABLE o0; --", "c0", "rid", "iid", "1=1", "o.c1", "*"):
        with pytest.raises(InvalidRequestError) as info:
            _ids(backend, ot, {"operation": "==", "field": field, "value": "x"})
        assert "valid fields" in str(info.value) or "'*' is only valid" in str(info.value)
    with pytest.raises(InvalidRequestError, match="valid sort fields"):
        _ids(backend, ot, None, sort=[{"field": "c1 DESC; DROP TABLE o0"}])
    with pytest.raises(InvalidRequestError, match="valid properties"):
        _ids(backend, ot, None, properties=["c1, (SELECT value FROM meta)"])
    with pytest.raises(InvalidRequestError, match="search_after"):
        _ids(backend, ot, None, search_after=["0; DROP TABLE o0"])
    with pytest.raises(InvalidRequestError, match="limit"):
        _ids(backend, ot, None, limit="10; DROP TABLE o0")
    with pytest.raises(NotFoundError, match="valid object types"):
        _ids(backend, "o0", None)
    assert _fingerprint(path) == before


@pytest.mark.parametrize("kn_id", ["../vault", "../../etc/passwd", "vault/../vault", "vault; DROP", "/tmp/x", "~root", ""])
def test_network_ids_cannot_leave_the_directory(vault, kn_id):
    backend, ot, _ = vault
    with pytest.raises(InvalidRequestError, match="kn_id"):
        backend.query_instances(kn_id, ot, {})


def test_hostile_schema_names_work_end_to_end(vault):
    backend, ot, _ = vault
    row = backend.query_instances("vault", ot, {"condition": {"operation": "==", "field": "id", "value": "e00"}}).datas[0]
    assert row[NAME_FIELD] == "' OR 1=1 --" and row["_display"] == "' OR 1=1 --"
    assert row["_instance_id"] == f"{ot}-e00"
    entry = backend.query_subgraph("vault", {"relation_type_paths": [{
        "object_types": [{"id": ot}, {"id": "tag"}],
        "relation_types": [{"relation_type_id": "tagged\"; --", "source_object_type_id": ot, "target_object_type_id": "tag"}],
    }]}).entries[0]
    pairs = sorted((p.relations[0].source_object_id, p.relations[0].target_object_id) for p in entry.relation_paths)
    assert pairs == [(f"{ot}-e00", "tag-' OR 1=1 --"), (f"{ot}-e01", "tag-plain")]
    with pytest.raises(NotFoundError, match="valid relation types"):
        backend.query_subgraph("vault", {"relation_type_paths": [{
            "object_types": [{"id": ot}, {"id": "tag"}],
            "relation_types": [{"relation_type_id": "x' OR 1=1", "source_object_type_id": ot, "target_object_type_id": "tag"}],
        }]})


def test_hostile_concept_queries(vault):
    backend, _, path = vault
    before = _fingerprint(path)
    for text in HOSTILE:
        backend.search_concepts("vault", "object_type", text, limit=5)
        backend.search_concepts("vault", "relation_type", text, limit=5)
    assert backend.search_concepts("vault", "object_type", "条目")[0].id.startswith("entry'")
    assert _fingerprint(path) == before
