"""kn_search request and response, in the wire format of `kn_search.openapi.yaml`.

Beyond the upstream fields, every returned concept and node says how it was scored (`score`,
`score_source`, `selected_by`), the response names the ranker that produced relation scores, and
`debug=true` adds a `trace` of every stage. Upstream clients ignore the extra fields.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from core.models.input import InputModel
from core.models.types import QueryText
from core.search.config import RetrievalConfig, RetrievalConfigField
from core.search.linking import LinkedEntity

MESSAGE_NO_CONCEPTS = "未召回到相关概念，无法进行实例检索"
MESSAGE_NO_INSTANCES = "未检索到符合条件的实例数据"
MESSAGE_INSTANCE_FAILURE = "语义实例召回失败：{reason}"


class KnSearchRequest(InputModel):
    model_config = ConfigDict(extra="forbid")

    query: QueryText
    kn_id: str = Field(min_length=1)
    session_id: str | None = None
    additional_context: str | None = None
    retrieval_config: RetrievalConfigField = None
    only_schema: bool = False
    enable_rerank: bool = True
    debug: bool = False

    @property
    def config(self) -> RetrievalConfig:
        return self.retrieval_config or RetrievalConfig()


class PropertyInfo(BaseModel):
    name: str
    display_name: str | None = None
    comment: str | None = None
    type: str | None = None
    condition_operations: list[str] | None = None
    # Explainability: relevance to the query used by property pruning.
    score: float | None = None


class KnSearchObjectType(BaseModel):
    concept_type: str = "object_type"
    concept_id: str
    concept_name: str
    comment: str | None = None
    tags: list[str] | None = None
    data_properties: list[PropertyInfo] | None = None
    logic_properties: list[dict[str, Any]] | None = None
    primary_keys: list[str] | None = None
    display_key: str | None = None
    sample_data: dict[str, Any] | None = None
    # Explainability
    score: float | None = None
    score_source: str | None = None  # "reranker", "fallback", "coarse_recall", "none"
    # the rule that selected it: "relation_endpoint", "fill_by_score", "fill_unscored",
    # "top_by_score", "top_unscored" (see core.search.concepts)
    selected_by: str | None = None
    pruned_properties: list[str] | None = None


class KnSearchRelationType(BaseModel):
    concept_type: str = "relation_type"
    concept_id: str
    concept_name: str
    comment: str | None = None
    source_object_type_id: str
    target_object_type_id: str
    # Explainability
    score: float | None = None
    score_source: str | None = None  # "intent", "none" (no signal), ranker name, "fallback", "order"
    rank: int | None = None
    # the intent ranker's signals (text, unigram, semantic, type, each in [0, 1]; text_raw)
    signals: dict[str, float] | None = None


class KnSearchActionType(BaseModel):
    id: str
    name: str
    object_type_id: str | None = None
    object_type_name: str | None = None
    comment: str | None = None
    tags: list[str] | None = None
    kn_id: str | None = None


class KnSearchNode(BaseModel):
    object_type_id: str
    object_type_name: str | None = None
    instance_name: str | None = None
    unique_identities: dict[str, Any] = Field(default_factory=dict)
    properties: dict[str, Any] | None = None
    score: float | None = None
    # Explainability: raw and normalised signals behind `score`.
    score_source: str | None = None
    signals: dict[str, float] | None = None
    # Node hygiene: why the name looks like an extraction fragment (core.importers.hygiene); such
    # nodes are kept but ranked down.
    fragment_reasons: list[str] | None = None
    # The question's mention this node was linked from (core.search.linking), if any.
    linked_mention: str | None = None


class RankerInfo(BaseModel):
    name: str
    fallback_used: bool = False
    error: str | None = None


class KnSearchResponse(BaseModel):
    object_types: list[KnSearchObjectType] | None = None
    relation_types: list[KnSearchRelationType] | None = None
    action_types: list[KnSearchActionType] | None = None
    nodes: list[KnSearchNode] | None = None
    message: str | None = None
    ranker: RankerInfo | None = None
    # Instances the question names (entity linking), left to right
    linked_entities: list[LinkedEntity] | None = None
    trace: dict[str, Any] | None = None
    timing: dict[str, float] | None = None

    def to_wire(self) -> dict[str, Any]:
        return self.model_dump(exclude_none=True)


NodeScoreSource = Literal[
    "fused", "knn", "match", "exact_name", "equal", "contains_name", "contained_name",
    "linked_name", "linked_alias", "mention_name",
]
