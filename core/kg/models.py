"""Typed config, arguments and results of the KG tools."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from core.exceptions import ConfigError, describe_validation_error
from core.home import shared_dir
from core.kg.names import FREEBASE_NS, check_namespace
from core.models.input import InputModel

WHITELISTS = {"cwq": "filtered_cwq_white_list.json", "webqsp": "filtered_webqsp_white_list.json"}


class KgConfig(InputModel):
    """How the tools behave; `to_dict` / `from_dict` round-trip, per-call overrides merge."""

    model_config = ConfigDict(extra="forbid")

    kg_top_k: int = Field(10, ge=1, le=100, description="relations returned by get_relations")
    max_calls: int = Field(10, ge=1, le=1000, description="KG queries allowed per question")
    limit_per_relation: int = Field(5, ge=1, le=100, description="triples per relation and flatten relation")
    relation_query_limit: int = Field(100, ge=1, le=10000, description="LIMIT of the relation queries")
    max_relations_per_call: int = Field(4, ge=1, le=20, description="relations get_triples queries per call")
    sample_limit: int = Field(5, ge=1, le=1000, description="regular triples kept per relation")
    sample_limit_with_cvt: int = Field(15, ge=1, le=1000, description="… when the relation led to CVT nodes")
    cvt_bm25_top: int = Field(50, ge=1, le=1000, description="flatten candidates kept by BM25 for verification")
    cvt_final_top: int = Field(8, ge=1, le=100, description="flatten relations kept after the LLM filter")
    namespace: str | None = Field(None, description="IRI prefix of entities and relations (default: the KG's, else Freebase's)")
    whitelist: str | None = Field(None, description="relation whitelist: none, cwq, webqsp or a JSON file path")
    bm25: Literal["okapi", "plus"] = Field("okapi", description="BM25 variant: okapi (the reference's) or plus")
    seed: int = Field(0, description="seeds sampling and the shuffle before the LLM filter")
    llm_filter: dict[str, Any] | None = Field(None, description="{kind: none|openai-chat, base_url, model, …}")

    @field_validator("namespace")
    @classmethod
    def _namespace(cls, value: str | None) -> str | None:
        return None if value in (None, "") else check_namespace(value)

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None, **overrides: Any) -> "KgConfig":
        from pydantic import ValidationError

        merged = {**(data or {}), **{k: v for k, v in overrides.items() if v is not None}}
        try:
            return cls.model_validate(merged)
        except ValidationError as exc:
            raise ConfigError(describe_validation_error(exc, "kg_config", model=cls)) from None

    def merged(self, **overrides: Any) -> "KgConfig":
        return KgConfig.from_dict(self.to_dict(), **overrides)


@lru_cache(maxsize=8)
def load_whitelist(spec: str, namespace: str = FREEBASE_NS) -> frozenset[str]:
    """The whitelist named `spec` (cwq, webqsp) or stored at path `spec`, as dotted relation names.

    A file is a JSON list of relation IRIs or dotted names.
    """
    path = shared_dir() / "bench" / "kgqa" / WHITELISTS[spec] if spec in WHITELISTS else Path(spec)
    try:
        values = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(f"whitelist {spec!r}: cannot read {path}: {exc.strerror}",
                          suggestion="valid: none, cwq, webqsp or the path of a JSON list of relations") from None
    except ValueError:
        raise ConfigError(f"whitelist {spec!r}: {path} is not JSON",
                          suggestion="a JSON list of relation IRIs or dotted names") from None
    hint = 'a JSON list of relation IRIs or dotted names, e.g. ["people.person.nationality"]'
    if not isinstance(values, list):
        raise ConfigError(f"whitelist {spec!r}: {path} must hold a JSON list", suggestion=hint)
    if not values:  # would filter out everything, which get_relations answers with the unfiltered list
        raise ConfigError(f"whitelist {spec!r}: {path} holds no relations", suggestion=hint)
    out = set()
    for i, value in enumerate(values):
        if not isinstance(value, str) or not value.strip():
            # a list that names no relation would, like an empty one, filter nothing
            raise ConfigError(f"whitelist {spec!r}: {path} item [{i}] is {json.dumps(value)[:60]}, not a relation name",
                              suggestion=hint)
        out.add(value[len(namespace):].replace("/", ".") if value.startswith(namespace) else value)
    return frozenset(out)


# -- arguments ------------------------------------------------------------------------------------

class GetRelationsArgs(InputModel):
    model_config = ConfigDict(extra="forbid")
    entity: str = Field(..., min_length=1, max_length=500,
                        description="an entity name from the question or an earlier result, or its id (m.…)")


class GetTriplesArgs(InputModel):
    model_config = ConfigDict(extra="forbid")
    entity: str = Field(..., min_length=1, max_length=500,
                        description="an entity name from the question or an earlier result, or its id (m.…)")
    relations: list[str] = Field(..., min_length=1, max_length=20,
                                 description="relations returned by get_relations for this question (up to 4 are used)")


# -- results --------------------------------------------------------------------------------------

class RankedRelation(BaseModel):
    relation: str
    score: float | None = None
    flatten: bool = False


class LlmStage(BaseModel):
    """What the LLM filter was asked and answered (absent when it did not run)."""

    asked: list[str]
    picked: list[str]
    fallback: bool
    attempts: int = 0
    error: str | None = None
    response_text: str | None = None
    ms: float = 0.0


class RelationStages(BaseModel):
    """Every stage of get_relations, for the explorer."""

    raw_out: list[str] = []
    raw_in: list[str] = []
    cached: bool = False
    flatten_added: list[str] = []
    whitelist: str | None = None
    whitelist_dropped: list[str] = []
    whitelist_fallback: bool = False
    pattern_dropped: list[dict[str, str]] = []
    bm25: list[RankedRelation] = []
    candidates: list[str] = []
    llm: LlmStage | None = None
    final: list[str] = []


class Triple(BaseModel):
    head: str
    head_id: str
    relation: str
    tail: str
    tail_id: str


class CvtCandidate(BaseModel):
    flatten_relation: str
    original_relation: str
    cvt_node_id: str
    cvt_relation: str
    direction: Literal["out", "in"]
    score: float | None = None
    in_top: bool = False
    meaningful: bool | None = None
    selected: bool = False


class CvtInfo(BaseModel):
    original_relation: str
    cvt_node_id: str
    cvt_relation: str
    flatten_relation: str
    direction: Literal["out", "in"]
    flattened_triples: list[Triple]


class RelationSample(BaseModel):
    relation: str
    found: int
    kept: int
    limit: int
    cvt_nodes: list[str] = []
    via_mapping: bool = False


class TriplesStages(BaseModel):
    requested: list[str] = []
    used: list[str] = []
    per_relation: list[RelationSample] = []
    cvt_candidates: list[CvtCandidate] = []
    llm: LlmStage | None = None


class ToolResult(BaseModel):
    """Common part of both tools' results: the text the model receives, and how it came about."""

    tool: str
    entity: str
    entity_id: str | None = None
    text: str
    error: str | None = None
    ms: float = 0.0
    queries: list[dict[str, Any]] = []


class RelationsResult(ToolResult):
    tool: str = "get_relations"
    relations: list[RankedRelation] = []
    stages: RelationStages = RelationStages()


class TriplesResult(ToolResult):
    tool: str = "get_triples"
    entity_name: str | None = None
    relations: list[str] = []
    triples: list[Triple] = []
    cvt_info: list[CvtInfo] = []
    stages: TriplesStages = TriplesStages()
