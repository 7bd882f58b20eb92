"""Calls into the core, as the pages make them: kn_search and knowledge_network_retrieval, timed.

No Streamlit here beyond the session store the retrieval tool is given, so the same calls are
usable from tests and benchmarks.
"""

from __future__ import annotations

import time
from typing import Any

from core.backends.base import KnowledgeBackend
from core.exceptions import InvalidRequestError
from core.models.types import parse_body
from core.retrieval.models import RetrievalResponse
from core.retrieval.service import KnowledgeNetworkRetrieval
from core.retrieval.sessions import SessionStore
from core.search.config import RetrievalConfig
from core.search.models import KnSearchRequest
from core.search.service import kn_search
from ui.state import SearchRun, question_problem

# One browser tab is one user; its sessions are already private to it (see StreamlitSessionStore).
OWNER = "explorer"


def search(
    backend: KnowledgeBackend, *, kn_id: str, question: str, config: RetrievalConfig,
    only_schema: bool = False, enable_rerank: bool = True, debug: bool = True,
) -> SearchRun:
    problem = question_problem(question)
    if problem:  # said in the page's words (the request calls the question `query`)
        raise InvalidRequestError(problem, suggestion="shorten the question")
    # Validated as every request body is, so any other bad value is a bad request naming its field.
    request = parse_body(KnSearchRequest, {
        "query": question, "kn_id": kn_id, "retrieval_config": config, "only_schema": only_schema,
        "enable_rerank": enable_rerank, "debug": debug,
    }, "kn_search request")
    started = time.perf_counter()
    response = kn_search(backend, request)
    return SearchRun(request=request, response=response, elapsed_ms=(time.perf_counter() - started) * 1000)


def recall_schema(
    backend: KnowledgeBackend, sessions: SessionStore, *, kn_id: str, question: str, session_id: str,
    config: RetrievalConfig | None = None,
) -> RetrievalResponse:
    """Step 1 of knowledge_network_retrieval: the schema for the whole question, kept in the session."""
    tool = KnowledgeNetworkRetrieval(backend, sessions)
    return tool.run(
        {"query": question, "kn_ids": [kn_id], "session_id": session_id, "retrieval_config": config},
        owner=OWNER,
    )


def keyword_context(
    backend: KnowledgeBackend, sessions: SessionStore, *, kn_id: str, keyword: str, object_type_id: str,
    session_id: str, contextual: bool = True,
) -> tuple[RetrievalResponse, float]:
    """Step 2: one keyword of one object type, over the session's schema; (response, elapsed ms)."""
    tool = KnowledgeNetworkRetrieval(backend, sessions)
    started = time.perf_counter()
    response = tool.run(
        {"query": keyword, "kn_ids": [kn_id], "session_id": session_id, "enable_keyword_context": True,
         "object_type_id": object_type_id, "contextual_knowledge": contextual},
        owner=OWNER,
    )
    return response, (time.perf_counter() - started) * 1000


def response_json(response: Any) -> str:
    """A response as the JSON a download gives (the wire format, non-ASCII kept)."""
    import json

    data = response.to_wire() if hasattr(response, "to_wire") else response
    return json.dumps(data, ensure_ascii=False, indent=2, default=str)
