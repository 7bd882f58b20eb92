"""kn_search: concept recall, then (unless `only_schema`) semantic instance recall.

    from core.search.service import kn_search
    response = kn_search(backend, {"query": "上气道梗阻有哪些症状", "kn_id": "medical"})

The request is validated (pydantic; a bad field raises InvalidRequestError naming its path, a bad
`retrieval_config` ConfigError naming its path), its config deep-merged over the defaults, and the
two recall stages run on the backend interface only (see core.search.concepts and
core.search.instances). `reranker=None` ranks relation types with the local BM25 reranker.

Messages (from the design): no object types recalled -> "未召回到相关概念，无法进行实例检索" and
no instance recall; instance recall failed -> "语义实例召回失败：<reason>" with the concepts still
returned; no node survived -> "未检索到符合条件的实例数据".
"""

from __future__ import annotations

from typing import Any

from core.backends.base import KnowledgeBackend
from core.gc_pause import gc_paused
from core.models.types import parse_body
from core.search.concepts import recall_concepts
from core.search.instances import recall_instances
from core.search.models import (
    MESSAGE_INSTANCE_FAILURE,
    MESSAGE_NO_CONCEPTS,
    MESSAGE_NO_INSTANCES,
    KnSearchRequest,
    KnSearchResponse,
)
from core.search.linking import question_reading
from core.search.rerankers import Reranker
from core.search.stages import Stages


def parse_request(request: KnSearchRequest | dict[str, Any]) -> KnSearchRequest:
    return parse_body(
        KnSearchRequest, request, "kn_search body",
        suggestion="e.g. {\"query\": \"上气道梗阻有哪些症状\", \"kn_id\": \"medical\"}",
    )


def kn_search(
    backend: KnowledgeBackend,
    request: KnSearchRequest | dict[str, Any],
    *,
    reranker: Reranker | None = None,
) -> KnSearchResponse:
    """Concepts (object, relation, action types) and nodes of a network relevant to a question."""
    req = parse_request(request)
    # A search allocates tens of thousands of objects (candidate rows, request models, trace
    # entries) that live until it returns and hold no cycles: with the collector on, those
    # bursts trigger collections that walk them (and now and then the whole heap) to find
    # nothing, ~1 ms of a new question's ~15. Garbage made meanwhile is collected afterwards.
    with gc_paused():
        return _search(backend, req, reranker)


class KnSearch:
    """kn_search bound to a backend and a reranker (for callers that search repeatedly)."""

    def __init__(self, backend: KnowledgeBackend, reranker: Reranker | None = None) -> None:
        self.backend = backend
        self.reranker = reranker

    def search(self, request: KnSearchRequest | dict[str, Any]) -> KnSearchResponse:
        return kn_search(self.backend, request, reranker=self.reranker)


def _search(backend: KnowledgeBackend, req: KnSearchRequest, reranker: Reranker | None) -> KnSearchResponse:
    config = req.config
    stages = Stages()
    # every reader of the question reads it as `question_reading` writes it (regional words and
    # traditional characters as simplified Mandarin); the response keeps the question as typed
    question = question_reading(backend, req.kn_id, req.query)
    concepts = recall_concepts(
        backend,
        req.kn_id,
        question,
        config.concept_retrieval,
        enable_rerank=req.enable_rerank,
        reranker=reranker,
        stages=stages,
        debug=req.debug,
    )
    response = KnSearchResponse(
        object_types=concepts.object_types,
        relation_types=concepts.relation_types,
        action_types=concepts.action_types,
        ranker=concepts.ranker,
        linked_entities=concepts.linked_entities or None,
    )
    trace: dict[str, Any] = {"concepts": concepts.trace}
    if question != req.query:
        trace["reading"] = question
    if req.only_schema:
        trace["instances"] = {"skipped": "only_schema=true"}
    elif not concepts.object_types:
        response.message = MESSAGE_NO_CONCEPTS
        trace["instances"] = {"skipped": "no object types recalled"}
    else:
        with stages.stage("instance_recall"):
            recall = recall_instances(
                backend,
                req.kn_id,
                concepts.selected,
                question,
                config.semantic_instance_retrieval,
                config.property_filter,
                linked=concepts.linked_entities,
                debug=req.debug,
            )
        response.nodes = recall.nodes
        trace["instances"] = recall.trace
        if recall.failures:
            response.message = MESSAGE_INSTANCE_FAILURE.format(reason="; ".join(recall.failures))
        elif not recall.nodes:
            response.message = MESSAGE_NO_INSTANCES
    response.timing = stages.finish()
    if req.debug:
        trace["config"] = config.to_dict()
        trace["timing"] = response.timing
        response.trace = trace
    return response


__all__ = ["KnSearch", "kn_search", "parse_request"]
