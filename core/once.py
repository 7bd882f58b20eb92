"""`BuildOnce`: concurrent callers asking for the same missing value wait for one build of it.

A service answers its first requests in parallel (a server's thread pool, an explorer with several
tabs). Without this, every request that finds a per-network structure missing (the linking
dictionary, the intent profile) builds its own copy at once: dozens of identical CPU-bound builds
fighting for the GIL, each request slower than all of them done one after another. functools'
caches do not help: `lru_cache` lets concurrent misses all compute, and `cached_property` is per
object. So: one lock per key, held only while that key's value is built.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T")


class BuildOnce:
    """Per-key build locks, kept only while some caller is building or waiting for that key (keys
    carry fingerprints, so a long-running process would otherwise keep one lock per version)."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._locks: dict[Hashable, list] = {}  # key -> [lock, callers using it]

    def get_or_build(self, key: Hashable, lookup: Callable[[], T | None], build: Callable[[], T]) -> T:
        """`lookup()` if it has the value, else `build()` — run by one caller per key at a time, the
        others waiting and then finding what it built."""
        found = lookup()
        if found is not None:
            return found
        with self._guard:
            entry = self._locks.setdefault(key, [threading.Lock(), 0])
            entry[1] += 1
        try:
            with entry[0]:
                found = lookup()
                return found if found is not None else build()
        finally:
            with self._guard:
                entry[1] -= 1
                if entry[1] == 0:
                    del self._locks[key]
