"""What a corpus is made of: chunks with their place in the story and the entities they mention."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class Chunk(BaseModel):
    """One passage of a chapter. Time order is (chapter, event_order)."""

    chunk_id: int
    chapter: int
    chapter_title: str = ""
    event_order: int  # 1-based position of the chunk within its chapter
    entities: list[str] = Field(default_factory=list)  # canonical names of the linked entities
    text: str

    def payload(self) -> dict[str, Any]:
        return self.model_dump()


class ScoredChunk(Chunk):
    score: float | None = None


class EntityEntry(BaseModel):
    """A linked entity: its canonical name, the surfaces that link to it, and where it lives in a network."""

    name: str
    aliases: list[str] = Field(default_factory=list)
    object_type_id: str = "character"
    instance_id: str = ""  # the primary key value in the corpus' network
    mentions: int = 0  # chunks that mention it
    source: str = "lexicon"  # network / lexicon / discovered


class CorpusManifest(BaseModel):
    """`$KNX_HOME/corpora/{id}/manifest.json`: how a corpus was built and where its parts are."""

    id: str
    title: str = ""
    source: str = ""
    kn_id: str  # the knowledge network graph_search walks
    network_built: bool  # True: the co-occurrence entity graph built at import
    embedder: str
    collection: str
    chunk_count: int = 0
    chapter_count: int = 0
    chunk_chars: int = 0
    overlap_chars: int = 0
    linking: str = ""  # the methods that linked entities, e.g. "lexicon+discovered"
    fingerprint: str = ""
    entities: list[EntityEntry] = Field(default_factory=list)
    # co-occurrence counts of entity pairs ("a\tb" with a < b), the weights of the entity graph
    cooccurrence: dict[str, int] = Field(default_factory=dict)
