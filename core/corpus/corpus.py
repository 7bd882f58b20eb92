"""`Corpus`: an imported corpus opened for searching — manifest, vector store, embedder, entity linker
and the knowledge network its graph lives in."""

from __future__ import annotations

import threading
from functools import cached_property

from core.corpus.importer import ensure_demo_corpus, load_manifest, make_embedder, manifest_path
from core.corpus.linking import EntityLinker
from core.corpus.models import CorpusManifest, EntityEntry
from core.corpus.store import CorpusStore
from core.exceptions import NotFoundError

_OPEN: dict[str, tuple[float, "Corpus"]] = {}
_LOCK = threading.Lock()


class Corpus:
    def __init__(self, manifest: CorpusManifest, backend=None) -> None:
        self.manifest = manifest
        self.store = CorpusStore(manifest.collection)
        self._backend = backend

    @property
    def id(self) -> str:
        return self.manifest.id

    @cached_property
    def embedder(self):
        return make_embedder(self.manifest.embedder)

    @cached_property
    def linker(self) -> EntityLinker:
        return EntityLinker(self.manifest.entities)

    @cached_property
    def entities(self) -> dict[str, EntityEntry]:
        return {e.name: e for e in self.manifest.entities}

    @property
    def backend(self):
        if self._backend is None:
            from core.backends import embedded_backend

            self._backend = embedded_backend(demo=self.manifest.kn_id == "medical")
        return self._backend

    def cooccurrence(self, a: str, b: str) -> int:
        key = f"{a}\t{b}" if a < b else f"{b}\t{a}"
        return self.manifest.cooccurrence.get(key, 0)

    def resolve_entity(self, surface: str, what: str) -> str:
        """The canonical name of an entity or alias, or a NotFoundError with close names."""
        name = self.linker.resolve(surface)
        if name is not None:
            return name
        close = [n for n in self.entities if surface and (surface in n or n in surface)]
        close += [s for s, n in self.linker.surface_to_name.items() if surface and surface in s and n not in close]
        top = ", ".join(e.name for e in self.manifest.entities[:12])
        raise NotFoundError(
            f"{what}: {surface!r} is not an entity of corpus {self.id!r}",
            suggestion=("close names: " + ", ".join(dict.fromkeys(close[:8]))) if close else f"frequent entities: {top}",
        )


def open_corpus(corpus_id: str | None = None, *, backend=None) -> Corpus:
    """An imported corpus by id; without one, the demo corpus (built on first use).

    A corpus stays open per process until its manifest changes (a re-import from any process writes
    a new one, naming a new collection): the next call opens the new version and drops the old
    version's read mirror. Until then the open corpus reads its old version: in local mode from its
    mirror in memory, also after a re-import in another process removed that collection (one in
    this process drops the mirror with it); from a server, until the re-import removes it."""
    from core.corpus.demo import DEMO_CORPUS_ID

    corpus_id = corpus_id or DEMO_CORPUS_ID
    if corpus_id == DEMO_CORPUS_ID:
        ensure_demo_corpus()
    path = manifest_path(corpus_id)
    if not path.is_file():
        load_manifest(corpus_id)  # raises the NotFoundError listing known corpora
    stat = path.stat()
    version = (stat.st_mtime_ns, stat.st_ino)  # a manifest is replaced whole: a new file each time
    with _LOCK:
        cached = _OPEN.get(corpus_id)
        if cached and cached[0] == version and (backend is None or cached[1]._backend is backend):
            return cached[1]
        corpus = Corpus(load_manifest(corpus_id), backend=backend)
        if cached and cached[0] != version:
            # re-imported (maybe by another process): the old version's mirror is stale, and so is
            # this collection's if it kept its name (imports before each had a collection of its own)
            cached[1].store.forget()
            corpus.store.forget()
        if not corpus.store.load():
            raise NotFoundError(f"corpus {corpus_id!r} has no vectors in {corpus.store.location}",
                                suggestion="import it again with `knx corpus import`")
        _OPEN[corpus_id] = (version, corpus)
        return corpus
