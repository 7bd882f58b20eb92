"""Property pruning builds only the kept properties' models (`pruned_object_types`); compared
with the long way, every property's model built and then pruned in place: the same models
(values, field order and fields reported as set), the same trace, on dev-set questions of the
demo network, their selected object types in random order and subsets, under several top-k
and brief settings."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from core.search.concepts import _object_type_out, property_document, protected_properties, pruned_object_types
from core.search.config import ConceptRetrievalConfig
from core.search.rerankers import default_reranker

DEV_SET = Path(__file__).resolve().parents[1] / "bench" / "sets" / "medical_dev.jsonl"


def pruned_in_place(query, selected, cfg, trace):
    """Every property's model made, then scored and pruned on the models (the long way)."""
    object_types = [_object_type_out(ot, score, source, by, cfg.schema_brief) for ot, score, source, by in selected]
    schema = [s[0] for s in selected]
    per_k, global_k = cfg.per_object_property_top_k, cfg.global_property_top_k
    props = [(t, j, p) for t, ot in enumerate(schema) for j, p in enumerate(ot.data_properties)]
    scores = default_reranker().rerank(query, [property_document(p) for _, _, p in props]) if props else []
    score_at = {(t, j): s for (t, j, _), s in zip(props, scores)}
    pruned, pool = {}, []
    for t, ot in enumerate(schema):
        keys = protected_properties(ot)
        others = sorted((j for j, p in enumerate(ot.data_properties) if p.name not in keys),
                        key=lambda j: (-score_at[(t, j)], j))
        budget = max(0, per_k - len(keys))
        for j in others[budget:]:
            pruned[(t, j)] = f"per_object_property_top_k={per_k}"
        pool.extend((score_at[(t, j)], t, j) for j in others[:budget])
    pool.sort(key=lambda e: (-e[0], e[1], e[2]))
    for _, t, j in pool[global_k:]:
        pruned[(t, j)] = f"global_property_top_k={global_k}"
    details = []
    for t, (ot, out) in enumerate(zip(schema, object_types)):
        kept, removed = [], []
        for j, prop in enumerate(ot.data_properties):
            info = out.data_properties[j]
            info.score = round(score_at[(t, j)], 6)
            if (t, j) in pruned:
                removed.append(prop.name)
                details.append({"object_type_id": ot.id, "property": prop.name, "score": info.score,
                                "reason": pruned[(t, j)]})
            else:
                kept.append(info)
        out.data_properties = kept
        out.pruned_properties = removed or None
    trace["property_pruning"] = {"per_object_property_top_k": per_k, "global_property_top_k": global_k,
                                 "scored": len(props), "kept": len(props) - len(pruned), "pruned": details,
                                 "never_pruned": "primary keys and display key of each returned object type"}
    return object_types


def _same(got, want) -> None:
    assert got == want
    assert list(got.__dict__) == list(want.__dict__) and got.model_fields_set == want.model_fields_set
    assert got.model_dump(exclude_unset=True) == want.model_dump(exclude_unset=True)
    for a, b in zip(got.data_properties, want.data_properties):
        assert list(a.__dict__) == list(b.__dict__) and a.model_fields_set == b.model_fields_set


@pytest.mark.slow
def test_pruned_object_types_equal_the_models_pruned_in_place(medical_backend):
    network = medical_backend.get_network("medical")
    questions = [json.loads(line)["question"] for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line]
    rng = random.Random(14)
    settings = [{}, {"schema_brief": False}, {"per_object_property_top_k": 2, "global_property_top_k": 5},
                {"per_object_property_top_k": 1000, "global_property_top_k": 10000}]
    compared = 0
    for i, question in enumerate(questions[:40]):
        cfg = ConceptRetrievalConfig(**settings[i % len(settings)])
        types = rng.sample(network.object_types, rng.randint(1, len(network.object_types)))
        selected = [(ot, rng.choice([None, round(rng.random(), 6)]), "reranker", "top_by_score") for ot in types]
        got_trace, want_trace = {}, {}
        got = pruned_object_types(question, selected, cfg, got_trace)
        want = pruned_in_place(question, selected, cfg, want_trace)
        assert got_trace == want_trace and len(got) == len(want)
        for a, b in zip(got, want):
            _same(a, b)
            compared += 1
    assert compared > 100
