"""Every model that reads a caller's input refuses a JSON true / false where a number is expected.

pydantic's lax mode reads a boolean as 1 / 0 there (`top_k: true` asked for one result); the
shared base `core.models.input.InputModel` refuses it and keeps the rest of lax mode.
"""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel, ValidationError

import core.agent.tools
import core.corpus.importer
import core.evaluation.harness
import core.kg.models
import core.serve.app
import core.serve.kg_tools
import core.serve.tools  # noqa: F401  (imported so that their models are subclasses below)
from core.agent.tools import TrackEntityArgs, VectorSearchArgs
from core.exceptions import ConfigError
from core.models.input import InputModel
from core.search.config import RetrievalConfig


def _subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


def _number_fields() -> list[tuple[type[BaseModel], str]]:
    return [(model, name) for model in _subclasses(InputModel) for name in model._number_fields()]


def test_the_input_models_know_their_number_fields():
    names = {(model.__name__, name) for model, name in _number_fields()}
    expected = {("ConceptRetrievalConfig", "top_k"), ("ConceptRetrievalConfig", "intent_weight_text"),
                ("InstanceQuery", "limit"), ("Condition", "limit_value"), ("VectorSearchArgs", "top_k"),
                ("VectorSearchArgs", "chapter_filter"), ("TrackEntityArgs", "chapter_range"),
                ("KgConfig", "kg_top_k"), ("QueryObjectInstanceArgs", "limit"), ("SearchSchemaArgs", "max_concepts"),
                ("CorpusImportRequest", "chunk_chars"), ("ConceptSearchBody", "limit")}
    assert expected <= names, expected - names
    # booleans, texts and models are not numbers
    assert ("ConceptRetrievalConfig", "include_sample_data") not in names
    assert not any(model.__name__ == "KnSearchRequest" for model, _ in _number_fields())


@pytest.mark.parametrize("model, name", _number_fields(), ids=lambda x: getattr(x, "__name__", x))
@pytest.mark.parametrize("value", [True, False])
def test_every_number_field_refuses_a_boolean(model, name, value):
    expected, several = model._number_fields()[name]
    sent = [value, value] if several else value
    with pytest.raises(ValidationError) as caught:
        model.model_validate({name: sent})
    mine = [e for e in caught.value.errors() if e["loc"][:1] == (name,)]
    assert mine and mine[0]["type"] == "number_type", caught.value.errors()
    assert mine[0]["msg"] == f"must be {expected}, not {json.dumps(value)}"


def test_numbers_and_texts_of_numbers_still_read():
    args = VectorSearchArgs(query="x", top_k="5", chapter_filter=[1, 3])
    assert args.top_k == 5 and args.chapter_filter == (1, 3)
    assert TrackEntityArgs(entity="x", chapter_range=(2, 4)).chapter_range == (2, 4)
    config = RetrievalConfig.from_dict({"concept_retrieval": {"top_k": 5, "intent_weight_text": 1, "include_sample_data": True}})
    assert config.concept_retrieval.top_k == 5 and config.concept_retrieval.intent_weight_text == 1.0
    assert config.concept_retrieval.include_sample_data is True


def test_a_config_says_which_number_was_a_boolean():
    with pytest.raises(ConfigError, match=r"^retrieval_config\.concept_retrieval\.top_k: must be an integer, not true$"):
        RetrievalConfig.from_dict({"concept_retrieval": {"top_k": True}})
    with pytest.raises(ConfigError, match=r"intent_weight_type: must be a number, not false"):
        RetrievalConfig.from_dict({"concept_retrieval": {"intent_weight_type": False}})
    config = RetrievalConfig()
    with pytest.raises(ValidationError):  # assignment is validated too (the Tune page sets fields one by one)
        config.concept_retrieval.top_k = True
    assert config.concept_retrieval.top_k == 10


def test_a_tool_argument_in_a_pair_says_which():
    with pytest.raises(ValidationError, match="must be an integer, not false"):
        VectorSearchArgs(query="x", chapter_filter=[1, False])
    with pytest.raises(ValidationError, match="must be an integer, not true"):
        TrackEntityArgs(entity="x", chapter_range=[True, 3])
