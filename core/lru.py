"""`LRUCache`: a bounded mapping, least recently used first out, safe to share across threads.

The retrieval core keeps several small per-process caches (parsed request bodies, shared
neighbour queries, tokenised relation indexes, intent profiles, linking dictionaries, BM25
document frequencies, knn query vectors, contextual facts). They all need the same three things:
a size bound, eviction of the entry used longest ago, and a lock, because a server or an explorer
answers several requests at once.

Written here rather than taken from a library: `functools.lru_cache` caches a function's calls,
not values a caller puts after building them outside any lock (builds can take seconds; see
`core.once.BuildOnce` for concurrent first builds), and `cachetools.LRUCache` is neither
thread-safe nor cheaper per hit than `OrderedDict`, whose `move_to_end` / `popitem(last=False)`
are the C implementation of exactly this policy. Some lookups sit on paths measured in
microseconds (a parsed `==` body is looked up on every call), so a hit is one dict probe and one
`move_to_end`, without the lock; changes take it.

Values are never copied: what is put is what `get` hands out, so callers only cache objects they
never modify afterwards.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
_MISSING = object()


class LRUCache(Generic[K, V]):
    """At most `maxsize` entries; a `get` that finds its key or a `put` makes that entry the
    most recently used, and a `put` beyond the bound drops the least recently used ones."""

    def __init__(self, maxsize: int) -> None:
        if maxsize < 1:
            raise ValueError(f"an LRU cache holds at least one entry, got maxsize={maxsize}")
        self.maxsize = maxsize
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K, default: V | None = None) -> V | None:
        # A hit takes no lock: the lookup and `move_to_end` are each one C call of OrderedDict,
        # atomic under the GIL for keys of built-in types (their hash and equality run no Python
        # code). The entry may be evicted between the two; the value found is still whole.
        value = self._items.get(key, _MISSING)
        if value is _MISSING:
            return default
        try:
            self._items.move_to_end(key)
        except KeyError:
            pass
        return value

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def get_or_put(self, key: K, make: Callable[[], V]) -> V:
        """The cached value, or `make()` cached and returned. `make` runs under the cache's lock,
        so it must be cheap (an empty holder, not a build: builds go through `get` and `put`)."""
        with self._lock:
            try:
                self._items.move_to_end(key)
                return self._items[key]
            except KeyError:
                value = self._items[key] = make()
                while len(self._items) > self.maxsize:
                    self._items.popitem(last=False)
                return value

    def discard(self, key: K, test: Callable[[V], bool]) -> None:
        """Drop `key`'s entry if `test` holds for its value. Without the lock, so a weak
        reference's callback may call it whatever the thread it runs on holds: a `put` of the same
        key between the test and the drop loses that entry (a later miss), nothing worse."""
        value = self._items.get(key, _MISSING)
        if value is not _MISSING and test(value):  # type: ignore[arg-type]
            self._items.pop(key, None)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        with self._lock:  # a put holds one entry over the bound until it evicts
            return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items
