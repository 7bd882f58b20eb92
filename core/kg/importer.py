"""Import RDF files (N-Triples, Turtle, N-Quads; gzip-compressed too) into an embedded KG.

An import writes a new pyoxigraph store in a temporary directory beside the KGs and only then
swaps it in (two renames), so a failed import — a syntax error on line 3,000,000, a full disk, an
interrupt — leaves the previous KG exactly as it was, and readers never see half a KG.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from core.exceptions import InvalidRequestError, NotFoundError
from core.kg.store import META_FILE, check_kg_id, kg_dir, kgs_dir

#: suffix (after any .gz) → pyoxigraph format name
FORMATS = {".nt": "N_TRIPLES", ".ntriples": "N_TRIPLES", ".ttl": "TURTLE", ".turtle": "TURTLE",
           ".nq": "N_QUADS", ".nquads": "N_QUADS"}

Progress = Callable[[int, int], None]  # (bytes read so far, total bytes of the file)


@dataclass(frozen=True)
class ImportResult:
    kg_id: str
    path: Path
    source: str
    format: str
    triples: int
    seconds: float

    @property
    def triples_per_second(self) -> float:
        return self.triples / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"kg_id": self.kg_id, "path": str(self.path), "source": self.source,
                "format": self.format, "triples": self.triples, "seconds": round(self.seconds, 3),
                "triples_per_second": round(self.triples_per_second)}


def detect_format(path: Path) -> tuple[str, bool]:
    """(pyoxigraph format name, gzip-compressed?) from the file name."""
    name = path.name.lower()
    compressed = name.endswith(".gz")
    if compressed:
        name = name[:-3]
    for suffix, fmt in FORMATS.items():
        if name.endswith(suffix):
            return fmt, compressed
    raise InvalidRequestError(
        f"{path.name}: unknown RDF format",
        suggestion="valid: .nt, .ttl, .nq (N-Triples, Turtle, N-Quads), each optionally .gz",
    )


def check_ntriples_path(path: str | Path, what: str) -> None:
    """A file about to be written as N-Triples must be named so that an import reads it back
    (.nt or .ntriples, optionally .gz): found out before the work, not when importing it."""
    try:
        fmt = detect_format(Path(path))[0]
    except InvalidRequestError:
        fmt = None
    if fmt != "N_TRIPLES":
        raise InvalidRequestError(f"{what} {path}: must end in .nt or .nt.gz",
                                  suggestion="the file is N-Triples, and `knx kg import` tells the format by that suffix")


class _CountingReader:
    """A binary reader that reports how far into the file on disk it has got."""

    def __init__(self, raw: IO[bytes], stream: IO[bytes], total: int, progress: Progress | None) -> None:
        self._raw, self._stream, self._total, self._progress = raw, stream, total, progress
        self._last = 0.0

    def read(self, size: int = -1) -> bytes:
        chunk = self._stream.read(size)
        now = time.monotonic()
        if self._progress and (now - self._last > 0.1 or not chunk):
            self._last = now
            self._progress(self._raw.tell(), self._total)
        return chunk

    def readable(self) -> bool:
        return True


def import_rdf(path: str | Path, kg_id: str, *, home: Path | None = None,
               progress: Progress | None = None, namespace: str | None = None) -> ImportResult:
    """Load an RDF file into KG `kg_id`, replacing what was there only once the load succeeded."""
    from pyoxigraph import RdfFormat, Store

    check_kg_id(kg_id)
    source = Path(path)
    if source.is_dir():
        raise InvalidRequestError(f"{source}: is a directory",
                                  suggestion="give the path of one RDF file: .nt, .ttl or .nq, each optionally .gz")
    if not source.is_file():
        raise NotFoundError(f"{source}: no such file", suggestion="give the path of an .nt, .ttl or .nq file")
    fmt_name, compressed = detect_format(source)
    target = kg_dir(kg_id, home)
    staging = kgs_dir(home) / f".import-{kg_id}-{uuid.uuid4().hex[:8]}"
    started = time.perf_counter()
    try:
        (staging / "store").mkdir(parents=True)
        store = Store(str(staging / "store"))
        total = source.stat().st_size
        with open(source, "rb") as raw:
            stream = gzip.GzipFile(fileobj=raw) if compressed else raw
            reader = _CountingReader(raw, stream, total, progress)
            try:
                store.bulk_load(reader, format=getattr(RdfFormat, fmt_name))
            except SyntaxError as exc:
                raise InvalidRequestError(
                    f"{source.name}: not valid {fmt_name.replace('_', '-').title()}: {exc}",
                    suggestion="fix the file and import again; the previous KG (if any) is unchanged",
                ) from None
            except (OSError, EOFError, ValueError) as exc:
                raise InvalidRequestError(f"{source.name}: could not be read: {exc}",
                                          suggestion="the previous KG (if any) is unchanged") from None
        triples = len(store)
        store.flush()
        del store
        seconds = time.perf_counter() - started
        meta = {"kg_id": kg_id, "source": str(source.resolve()), "format": fmt_name,
                "gzip": compressed, "triples": triples, "imported_at": time.time(),
                "generation": uuid.uuid4().hex, "seconds": round(seconds, 3)}
        if namespace:
            meta["namespace"] = namespace
        (staging / META_FILE).write_text(json.dumps(meta, indent=2), encoding="utf-8")
        _swap_in(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return ImportResult(kg_id, target, str(source), fmt_name, triples, seconds)


def _swap_in(staging: Path, target: Path) -> None:
    """Replace `target` by `staging` with renames: at every moment one complete KG is in place
    (except between the two renames, when the id is briefly absent rather than half-written)."""
    retired = None
    if target.exists():
        retired = target.with_name(f".retired-{target.name}-{uuid.uuid4().hex[:8]}")
        os.replace(target, retired)
    try:
        os.replace(staging, target)
    except OSError:
        if retired is not None:
            os.replace(retired, target)
        raise
    if retired is not None:
        # Open read-only handles keep working on the unlinked files until they are closed.
        shutil.rmtree(retired, ignore_errors=True)


def remove_kg(kg_id: str, home: Path | None = None) -> None:
    target = kg_dir(kg_id, home)
    if not target.exists():
        raise NotFoundError(f"no KG {kg_id!r}")
    shutil.rmtree(target)
