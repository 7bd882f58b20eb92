"""Where the explorer gets its data: one cached backend per data directory.

The embedded backend (and the network files it opens) is a `st.cache_resource`, shared by every
session of the process, so a rerun costs no file opening or schema parsing. The demo network is
built on first use with a progress bar; a per-directory guard makes sure only one session builds
it while others wait.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import streamlit as st

from core.backends import DEMO_NETWORK_ID, KnowledgeBackend, embedded_backend
from core.home import network_path, networks_dir
from core.models.network import KnowledgeNetwork, NetworkSummary
from core.text import word_tokens
from ui.feedback import progress_bar


@st.cache_resource(show_spinner=False)
def _backend_for(directory: str) -> KnowledgeBackend:
    backend = embedded_backend(Path(directory), demo=False)
    threading.Thread(target=_warm_up, args=(backend,), name="knx-warm-up", daemon=True).start()
    return backend


def _warm_up(backend: KnowledgeBackend) -> None:
    """Pay the process's one-time costs in the background while the first page draws: jieba's
    dictionary (about a second) and the Search page's imports (pandas, Altair: another two). Both
    are shared, one-time work: a page that needs them meanwhile waits on their locks rather than
    doing it twice."""
    try:
        word_tokens("上气道梗阻")
        import ui.search_view  # noqa: F401
    except Exception:  # a warm-up never matters enough to fail anything
        logging.getLogger("kn_explorer.ui").debug("warm-up failed", exc_info=True)


def data_directory() -> Path:
    """The networks folder of the current KNX_HOME."""
    return networks_dir()


def backend() -> KnowledgeBackend:
    from ui.connections_view import connected_backend

    return connected_backend(_backend_for(str(data_directory())))


def network(kn_id: str) -> KnowledgeNetwork:
    """A network's schema (the backend keeps opened networks, so this is cheap after the first)."""
    return backend().get_network(kn_id)


def networks() -> list[NetworkSummary]:
    return backend().list_networks()


def unprepared_networks(kn_ids: list[str]) -> list[str]:
    """Those of `kn_ids` (networks of the embedded backend) whose next first question would build the caches it
    reads (core.search.prepare.network_caches_missing: a look at two file names each); [] for a remote backend."""
    from core.backends.sqlite import SqliteBackend
    from core.search.prepare import network_caches_missing

    b = backend()
    if not isinstance(b, SqliteBackend):
        return []
    return [kn_id for kn_id in kn_ids if network_caches_missing(b, kn_id)]


def prepare_network(kn_id: str, progress: Callable[[str, float], Any]) -> Any:
    """Prepare a network of the embedded backend for its first question (core.importers.prepare_for_first_question)."""
    from core.importers import prepare_for_first_question

    return prepare_for_first_question(data_directory(), kn_id, progress=progress)


def hygiene(kn_id: str) -> dict[str, Any]:
    """A network's node hygiene report (core.importers.hygiene.network_hygiene), kept while the network stays
    as it is: a file built under earlier rules has every name read and counted (about a second on the demo
    network), once, not on every rerun. Keyed as the linker's dictionary is (`DictionaryCache.version_of`: the
    data's location and version, the version of a remote network reused for a while rather than counted again on
    every rerun)."""
    from core.importers.hygiene import network_hygiene
    from core.search.name_dictionary import shared_cache

    b = backend()
    owner, fingerprint = shared_cache.version_of(b, kn_id)
    if owner is None:  # data with no safe key (an in-memory backend): nothing to keep it under
        return network_hygiene(b, kn_id)
    return _hygiene(b, owner, kn_id, fingerprint)


@st.cache_data(show_spinner="Counting extraction fragments…", max_entries=32)
def _hygiene(_backend: KnowledgeBackend, owner: str, kn_id: str, fingerprint: str) -> dict[str, Any]:
    from core.importers.hygiene import network_hygiene

    return network_hygiene(_backend, kn_id)


@dataclass
class _DemoGuard:
    lock: threading.Lock = field(default_factory=threading.Lock)
    checked: bool = False


@st.cache_resource(show_spinner=False)
def _demo_guard(directory: str) -> _DemoGuard:
    return _DemoGuard()


def demo_available() -> bool:
    """The demo network's file exists (it may still be rebuilt on first use if outdated)."""
    return network_path(DEMO_NETWORK_ID, data_directory()).exists()


def ensure_demo_network(holder: Any = None) -> None:
    """Build (or refresh) the demo network once per process, showing progress in `holder` (an
    `st.empty()`; a new one in the page by default)."""
    directory = data_directory()
    guard = _demo_guard(str(directory))
    if guard.checked:
        return
    with guard.lock:
        if guard.checked:
            return
        with progress_bar("Checking the demo network…", holder=holder, prefix="Demo network: ") as progress:
            # The same call as the CLI's: builds `medical` when missing or made by an older importer.
            embedded_backend(directory, demo=True, progress=progress)
            b = backend()
            forget = getattr(b, "forget", None)
            if forget is not None:  # drop a file handle opened before a rebuild
                forget(DEMO_NETWORK_ID)
            guard.checked = True


def default_network_id(available: list[str]) -> str:
    """The network a new session starts on: the demo network when present, else the first one,
    else the demo network (built on first use)."""
    if DEMO_NETWORK_ID in available:
        return DEMO_NETWORK_ID
    return available[0] if available else DEMO_NETWORK_ID
