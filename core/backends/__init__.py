"""Backends behind one interface (`KnowledgeBackend`): the embedded SQLite engine (`core.backends.sqlite`)
and a remote KWeaver deployment over HTTP (`core.backends.kweaver.KWeaverBackend`)."""

from __future__ import annotations

from pathlib import Path

from core.backends.base import KnowledgeBackend
from core.backends.sqlite_store import ProgressFn

DEMO_NETWORK_ID = "medical"


def embedded_backend(
    directory: Path | None = None, *, demo: bool = True, progress: ProgressFn | None = None
) -> KnowledgeBackend:
    """The embedded backend over the data directory; with `demo`, the medical network is built on
    first use (and rebuilt when its importer changed)."""
    from core.backends.sqlite import SqliteBackend

    backend = SqliteBackend(directory)
    if demo:
        from core.importers import ensure_medical

        result = ensure_medical(backend.directory, progress=progress, backend=backend)
        if result.built:
            backend.forget(DEMO_NETWORK_ID)
    return backend


__all__ = ["DEMO_NETWORK_ID", "KnowledgeBackend", "embedded_backend"]
