"""Where kn-explorer keeps its data: `$KNX_HOME`, else the per-user data dir
(`~/.local/share/kn-explorer` on Linux). Never inside the source tree."""

from __future__ import annotations

import glob
import os
import re
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from platformdirs import user_cache_dir, user_data_dir

from core.exceptions import InvalidRequestError, StorageError

try:  # POSIX; elsewhere the work `one_at_a_time` guards is not serialised between processes
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

_SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


def knx_home() -> Path:
    return ensure_dir(knx_home_path(), "the data directory")


def knx_home_path() -> Path:
    """Where the data directory is (`$KNX_HOME`, else the per-user data dir), whether or not it exists or can be
    made: for naming it, as `knx_home` does for using it."""
    root = os.environ.get("KNX_HOME")
    return Path(root).expanduser() if root else Path(user_data_dir("kn-explorer", appauthor=False))


def ensure_dir(path: Path, what: str) -> Path:
    """Create `path` if needed; a StorageError naming it when that is not possible."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(
            f"cannot create {what} {path}: {exc.strerror or exc}",
            suggestion="set KNX_HOME to a directory you can write to",
        ) from exc
    return path


def cache_dir() -> Path:
    """A cache directory of this OS user (`~/.cache/kn-explorer`), or a per-user folder in the
    system temp directory when the home directory cannot be written."""
    candidates = [Path(user_cache_dir("kn-explorer", appauthor=False)),
                  Path(tempfile.gettempdir()) / f"kn-explorer-{os.getuid() if hasattr(os, 'getuid') else 'user'}"]
    for path in candidates:
        try:
            path.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError:
            continue
        if os.access(path, os.W_OK | os.X_OK):
            return path
    return Path(tempfile.mkdtemp(prefix="kn-explorer-"))


@contextmanager
def one_at_a_time(lock_file: Path, what: str, waiting: Callable[[], Any] | None = None) -> Iterator[None]:
    """Hold an exclusive lock on `lock_file` (created if missing) while the block runs: one holder at
    a time across processes and threads, as the CLI, the explorer and the server share the data dir.
    `waiting` is called once when another holder has it first; `what` names the work in the error
    raised when the lock file cannot be opened (an flock is per open file, so two opens in one
    process exclude each other too; it goes with the process if that is killed)."""
    try:
        handle = open(lock_file, "a+b")
    except OSError as exc:
        raise StorageError(
            f"cannot {what}: cannot open the lock file {lock_file}: {exc.strerror or exc}",
            suggestion="make the directory writable or point KNX_HOME at a writable one",
        ) from None
    with handle:
        if fcntl is not None:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if waiting is not None:
                    waiting()
                fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(handle, fcntl.LOCK_UN)


def networks_dir(home: Path | None = None) -> Path:
    return ensure_dir((home or knx_home()) / "networks", "the networks directory")


def models_dir(kn_id: str, home: Path | None = None) -> Path:
    """Where the models fitted for network `kn_id` live (the data dir's models/<kn_id>/); not
    created here: reading or removing a model must not leave a directory behind (a writer calls
    `ensure_dir`)."""
    return (home or knx_home()) / "models" / check_kn_id(kn_id)


def network_path(kn_id: str, directory: Path | None = None) -> Path:
    """The file that holds network `kn_id` in `directory` (default: the data dir's networks/)."""
    return (Path(directory) if directory else networks_dir()) / f"{check_kn_id(kn_id)}.sqlite"


def is_safe_name(value: Any, max_length: int = 64) -> bool:
    """A name that may become a file name or a key in one (network ids, agent sessions,
    connections): 1 to `max_length` characters from A-Z a-z 0-9 _ . -, starting with a letter or digit."""
    return isinstance(value, str) and len(value) <= max_length and _SAFE_NAME.fullmatch(value) is not None


def check_safe_name(value: str, field: str, what: str, max_length: int = 64) -> str:
    """`value` when it `is_safe_name`, else an InvalidRequestError naming `field` and the rule."""
    if not is_safe_name(value, max_length):
        raise InvalidRequestError(
            f"{field}: {value!r} is not a valid {what}",
            suggestion=f"use 1-{max_length} characters from A-Z a-z 0-9 _ . -, starting with a letter or digit",
        )
    return value


def check_kn_id(kn_id: str) -> str:
    """Network ids name files, so they are restricted to a safe alphabet."""
    return check_safe_name(kn_id, "kn_id", "network id", max_length=128)


def shared_dir() -> Path:
    """The public benchmark and reference data the project reads but never copies: `$KNX_SHARED`,
    else `shared/` beside the checkout (`<repo>/../shared`)."""
    env = os.environ.get("KNX_SHARED")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[1].parent / "shared"


def shipped_sets_dir() -> Path:
    """The question sets the checkout ships (`bench/sets/`): the Evaluate page lists them, and the
    demo network's relation prior is fitted on its dev sets."""
    return Path(__file__).resolve().parents[1] / "bench" / "sets"


def write_atomic(path: Path, data: str | bytes) -> Path:
    """Write `data` to `path` so that a reader sees the old file or the new one, never half of one:
    a temporary file of its own (unique name, same directory) renamed into place. Concurrent
    writers of one path each rename a whole file; the last rename wins."""
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def remove_other_versions(directory: Path, prefix: str, suffixes: tuple[str, ...],
                          keep: Callable[[Path], bool]) -> None:
    """Remove the files in `directory` named `prefix…suffix` for which `keep` is false: the earlier
    builds and formats of one cache, which each rebuild or upgrade would otherwise leave behind.
    Temporary files being written are never matched (callers' suffixes name finished files only).
    A process still reading a removed file keeps it open (POSIX unlink); one that needs it again
    rebuilds. A file that cannot be removed is left (it is only disk space)."""
    try:
        found = list(directory.glob(f"{glob.escape(prefix)}*"))
    except OSError:
        return
    for path in found:
        if not path.name.endswith(suffixes) or keep(path) or not path.is_file():
            continue
        try:
            path.unlink()
        except OSError:
            pass  # gone already, or not ours to remove
