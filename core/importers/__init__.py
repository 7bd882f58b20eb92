"""Importers turn a source (the PyCMeKG medical graph, a KWeaver export, a BKN directory) into a
network file of the embedded backend.

- `ensure_medical()` builds the demo network `medical` on first use and again only when the
  importer (or the PyCMeKG package) changed: the file records a fingerprint of both.
- `import_path(path)` recognises a KWeaver export (network detail JSON + instance/edge files) or a
  BKN directory (`.bkn` files) and imports it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.backends.sqlite_store import BuildReport, ProgressFn


@dataclass
class ImportResult:
    kn_id: str
    path: Path
    built: bool  # False when an up-to-date file was already there
    report: BuildReport | None = None


def ensure_medical(
    directory: Path | None = None, *, progress: ProgressFn | None = None, force: bool = False
) -> ImportResult:
    from core.importers.medical import ensure_medical_network

    return ensure_medical_network(directory, progress=progress, force=force)


def import_path(
    path: Path | str, *, kn_id: str | None = None, directory: Path | None = None,
    progress: ProgressFn | None = None,
) -> ImportResult:
    from core.exceptions import InvalidRequestError
    from core.importers.tables import require_path

    path = require_path(path)
    try:
        if (path.is_dir() and any(path.rglob("*.bkn"))) or (path.is_file() and path.suffix.lower() == ".bkn"):
            from core.importers.bkn_dir import import_bkn_directory

            return import_bkn_directory(path, kn_id=kn_id, directory=directory, progress=progress)
        from core.importers.kweaver_export import import_kweaver_export

        return import_kweaver_export(path, kn_id=kn_id, directory=directory, progress=progress)
    except OSError as exc:  # a file of the source that cannot be read (permissions, /proc, ...)
        raise InvalidRequestError(
            f"{path}: cannot read {exc.filename or 'a file'} ({exc.strerror or exc})",
            suggestion="give a KWeaver export (JSON file or directory) or a BKN directory you can read",
        ) from exc
