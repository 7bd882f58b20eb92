"""knn through the postings when every object type is asked the same question (as kn_search
does): the candidates of all properties re-scored in one statement give exactly what a scan of
each property's whole float32 matrix gives, on the real medical network."""

from __future__ import annotations

import pytest

from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkFile
from core.models.condition import Condition
from tests.conftest import scan_only

pytestmark = pytest.mark.slow

QUESTIONS = ["上气道梗阻有哪些症状", "糖尿病的并发症", "阿莫西林可以治疗哪些疾病", "感冒应该挂哪个科",
             "肺炎需要做什么检查", "x", "维生素B12", "头痛发热三天了怎么办"]


def test_every_property_asked_in_turn_equals_the_full_scan(medical_backend: SqliteBackend):
    fast = NetworkFile(medical_backend.open("medical").path)  # its own per-question caches
    assert fast._postings() is not None
    slow = scan_only(fast.path)  # every knn scans the matrix
    statements = []
    execute = fast.execute
    fast.execute = lambda sql, params=(): statements.append(sql) or execute(sql, params)
    compared = 0
    for question in QUESTIONS:
        for body in ({"limit_key": "k", "limit_value": 5}, {"limit_key": "k", "limit_value": 50},
                     {"limit_key": "min_score", "limit_value": 0.5}):
            statements.clear()
            for ot, layout in fast.layout.items():
                for prop in layout.knn:
                    cond = Condition.model_validate({"operation": "knn", "field": prop, "value": question, **body})
                    assert fast._knn_scores(layout, cond) == slow._knn_scores(layout, cond), (ot, question, body)
                    compared += 1
            # the first property alone, then every other property together
            assert sum(" vec " in sql or "JOIN vec" in sql for sql in statements) <= 2, (question, body)
    assert compared > 300
