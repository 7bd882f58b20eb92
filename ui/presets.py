"""Saved retrieval_config presets: JSON files in `$KNX_HOME/presets/`, and JSON upload/download.

A preset file is `{"name": ..., "retrieval_config": {...}}`; an upload may also be a bare (possibly
partial) retrieval_config. Configs are validated by `RetrievalConfig`, so a bad file fails with the
path of the bad field and its valid range.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from core.exceptions import InvalidRequestError, NotFoundError
from core.home import knx_home, write_atomic
from core.search.config import RetrievalConfig, parse_preset  # noqa: F401  (parse_preset: the UI's import path)

_NAME = re.compile(r"^[\w][\w .-]{0,63}$")
SUFFIX = ".json"


def presets_dir(home: Path | None = None) -> Path:
    path = (home or knx_home()) / "presets"
    path.mkdir(parents=True, exist_ok=True)
    return path


def check_preset_name(name: str) -> str:
    """Preset names become file names, so they are restricted to a safe alphabet."""
    cleaned = (name or "").strip()
    if not _NAME.match(cleaned) or cleaned.startswith("."):
        raise InvalidRequestError(
            f"preset name {name!r} is not valid",
            suggestion="use 1-64 letters, digits, spaces, '_', '-' or '.', starting with a letter or digit",
        )
    return cleaned


def preset_document(name: str, config: RetrievalConfig) -> dict[str, Any]:
    return {"name": name, "retrieval_config": config.to_dict()}


def preset_json(name: str, config: RetrievalConfig) -> str:
    return json.dumps(preset_document(name, config), ensure_ascii=False, indent=2)


class PresetStore:
    """The local presets folder."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory else presets_dir()
        self.directory.mkdir(parents=True, exist_ok=True)

    def names(self) -> list[str]:
        return sorted(p.stem for p in self.directory.glob(f"*{SUFFIX}"))

    def path_for(self, name: str) -> Path:
        return self.directory / f"{check_preset_name(name)}{SUFFIX}"

    def load(self, name: str) -> RetrievalConfig:
        path = self.path_for(name)
        if not path.exists():
            available = ", ".join(self.names()) or "(none saved yet)"
            raise NotFoundError(f"preset {name!r} does not exist", suggestion=f"saved presets: {available}")
        _, config = parse_preset(path.read_bytes(), source=f"preset {name!r}")
        return config

    def save(self, name: str, config: RetrievalConfig) -> Path:
        path = self.path_for(name)
        return write_atomic(path, preset_json(check_preset_name(name), config))

    def delete(self, name: str) -> None:
        self.path_for(name).unlink(missing_ok=True)
