"""knowledge_network_retrieval: schema recall per question, keyword context per keyword, contextual
knowledge (storage forms, attribute formats, relation patterns, primary fields), and the session
stores that carry the schema and the dedup record between calls."""

from core.retrieval.models import RetrievalRequest, RetrievalResponse
from core.retrieval.service import KnowledgeNetworkRetrieval, knowledge_network_retrieval
from core.retrieval.sessions import (
    InMemorySessionStore,
    SessionSchema,
    SessionState,
    SessionStore,
    SqliteSessionStore,
)

__all__ = [
    "InMemorySessionStore",
    "KnowledgeNetworkRetrieval",
    "RetrievalRequest",
    "RetrievalResponse",
    "SessionSchema",
    "SessionState",
    "SessionStore",
    "SqliteSessionStore",
    "knowledge_network_retrieval",
]
