"""kn_search's response models made without validation (core.search.concepts `_property_out`,
`_object_type_out`, `_relation_type_out`) are the models validation makes from the same values: equal,
the same fields set, the same JSON, the same Python types in every field, and no list or dict shared
with what they were made from."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from pydantic import BaseModel

from core.search import concepts
from core.search.models import KnSearchObjectType, KnSearchRelationType, PropertyInfo


def _validated_property(prop, brief: bool, **scored: float) -> PropertyInfo:
    comment = prop.comment or None
    if brief and comment and comment == prop.display_name:
        comment = None
    return PropertyInfo(name=prop.name, display_name=prop.display_name, comment=comment, type=prop.type,
                        condition_operations=list(prop.operations), **scored)


def _validated_object_type(ot, score, source, selected_by, brief, **pruned: Any) -> KnSearchObjectType:
    return KnSearchObjectType(
        concept_id=ot.id, concept_name=ot.name or ot.id, comment=ot.comment or None,
        tags=None if brief else (list(ot.tags) or None),
        data_properties=pruned.pop("data_properties") if pruned else [_validated_property(p, brief)
                                                                         for p in ot.data_properties],
        primary_keys=list(ot.primary_keys) or None, display_key=ot.display_key or ot.name_field,
        score=score, score_source=source, selected_by=selected_by, **pruned,
    )


def _validated_relation_type(rel, score, source, rank, signals) -> KnSearchRelationType:
    return KnSearchRelationType(
        concept_id=rel.id, concept_name=rel.name or rel.id, comment=rel.comment or None,
        source_object_type_id=rel.source_object_type_id, target_object_type_id=rel.target_object_type_id,
        score=score, score_source=source, rank=rank, signals=signals,
    )


def _types(value: Any) -> Any:
    """The value's shape with each leaf's exact Python type."""
    if isinstance(value, BaseModel):
        return (type(value), {name: _types(item) for name, item in value.__dict__.items()})
    if isinstance(value, list):
        return [_types(item) for item in value]
    if isinstance(value, dict):
        return {key: _types(item) for key, item in value.items()}
    return type(value)


def _same(made: BaseModel, validated: BaseModel) -> None:
    assert made == validated
    assert made.model_fields_set == validated.model_fields_set
    assert made.model_dump_json() == validated.model_dump_json()
    assert made.model_dump_json(exclude_none=True) == validated.model_dump_json(exclude_none=True)
    assert _types(made) == _types(validated)


def _score(rng: random.Random) -> Any:
    return rng.choice([None, rng.random(), 0, 1, np.float64(rng.random()), round(rng.random(), 6)])


def test_response_models_equal_the_validated_ones(medical_backend, clinic_backend):
    rng = random.Random(8)
    compared = 0
    for backend, kn_id in ((medical_backend, "medical"), (clinic_backend, "clinic")):
        network = backend.get_network(kn_id)
        for ot in network.object_types:
            for brief in (True, False):
                for prop in ot.data_properties:
                    _same(concepts._property_out(prop, brief), _validated_property(prop, brief))
                    score = _score(rng)
                    if score is not None:
                        _same(concepts._property_out(prop, brief, score=score),
                              _validated_property(prop, brief, score=score))
                args = (ot, _score(rng), rng.choice(["reranker", "none"]), rng.choice(["relation_endpoint", "top_by_score"]),
                        brief)
                _same(concepts._object_type_out(*args), _validated_object_type(*args))
                kept = [concepts._property_out(p, brief, score=rng.random()) for p in ot.data_properties[:3]]
                removed = [p.name for p in ot.data_properties[3:]] or None
                made = concepts._object_type_out(*args, data_properties=kept, pruned_properties=removed)
                _same(made, _validated_object_type(*args, data_properties=list(kept), pruned_properties=removed))
                # nothing shared with the lists it was made from
                assert made.data_properties is not kept and (removed is None or made.pruned_properties is not removed)
                compared += 1
        for rank, rel in enumerate(network.relation_types, start=1):
            signals = rng.choice([None, {}, {"text": rng.random(), "unigram": 0, "semantic": np.float64(0.25),
                                              "type": np.float32(0.5), "name": 1}])
            args = (rel, _score(rng), rng.choice(["intent", "none", "order"]), rank, signals)
            made = concepts._relation_type_out(*args)
            _same(made, _validated_relation_type(*args))
            if signals is not None:
                assert made.signals is not signals
            compared += 1
    assert compared > 60


def test_property_documents_are_each_types_documents_kept_per_type_object(medical_backend, clinic_backend):
    for backend, kn_id in ((medical_backend, "medical"), (clinic_backend, "clinic")):
        for ot in backend.get_network(kn_id).object_types:
            documents = concepts.property_documents(ot)
            assert documents == tuple(concepts.property_document(p) for p in ot.data_properties)
            assert concepts.property_documents(ot) is documents  # kept
            # another type object (a network loaded again) gets its own documents
            other = ot.model_copy(update={"data_properties": ot.data_properties[:1]})
            assert concepts.property_documents(other) == tuple(concepts.property_document(p)
                                                               for p in other.data_properties)
