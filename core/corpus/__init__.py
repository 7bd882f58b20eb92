"""Text corpora for the agent tools: chapters cut into chunks with their time order, linked
entities, vectors in Qdrant, and an entity graph stored as a knowledge network.

- `import_corpus` / `knx corpus import PATH --id ID [--network KN]` (see `importer`).
- `ensure_demo_corpus()` builds the demo corpus `hongloumeng` on first use (see `demo`).
- `Corpus` opens an imported corpus: its manifest, store, embedder and entity linker.
"""

from __future__ import annotations

from core.corpus.models import Chunk, CorpusManifest, EntityEntry, ScoredChunk

__all__ = ["Chunk", "CorpusManifest", "EntityEntry", "ScoredChunk"]
