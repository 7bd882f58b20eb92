"""core.lru.LRUCache: bound, eviction order, and consistency under concurrent use."""

from __future__ import annotations

import threading

import pytest

from core.lru import LRUCache


def test_the_least_recently_used_entry_goes_first():
    cache: LRUCache[str, int] = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recent: "b" goes next
    cache.put("c", 3)
    assert "b" not in cache
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (1, None, 3)
    cache.put("a", 10)  # replacing refreshes too
    cache.put("d", 4)
    assert "c" not in cache and cache.get("a") == 10 and len(cache) == 2


def test_a_miss_returns_the_default_and_changes_nothing():
    cache: LRUCache[str, int] = LRUCache(1)
    cache.put("a", 0)  # a falsy value is still a hit
    assert cache.get("a", 7) == 0
    assert cache.get("missing", 7) == 7
    assert len(cache) == 1


def test_get_or_put_makes_a_value_once_and_keeps_the_bound():
    cache: LRUCache[int, list] = LRUCache(3)
    made = []

    def make(key):
        def build():
            made.append(key)
            return [key]
        return build

    first = cache.get_or_put(1, make(1))
    assert cache.get_or_put(1, make(1)) is first
    for key in range(2, 6):
        cache.get_or_put(key, make(key))
    assert made == [1, 2, 3, 4, 5]
    assert len(cache) == 3 and 1 not in cache and 5 in cache


def test_clear_forgets_every_entry():
    cache: LRUCache[str, int] = LRUCache(4)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.clear()
    assert len(cache) == 0 and cache.get("a") is None and cache.get("b") is None


def test_a_cache_holds_at_least_one_entry():
    with pytest.raises(ValueError, match="at least one entry"):
        LRUCache(0)


def test_threads_sharing_a_cache_never_exceed_its_bound_or_mix_values():
    cache: LRUCache[int, tuple[int, int]] = LRUCache(50)
    errors = []
    start = threading.Barrier(8)

    def work(worker):
        start.wait()
        for i in range(3_000):
            key = (worker * 7 + i) % 120
            cache.put(key, (key, key * key))
            found = cache.get((key + 3) % 120)
            if found is not None and found != ((key + 3) % 120, ((key + 3) % 120) ** 2):
                errors.append(found)
            made = cache.get_or_put(key + 1000, lambda k=key: (k + 1000, (k + 1000) ** 2))
            if made != (key + 1000, (key + 1000) ** 2):
                errors.append(made)
            if len(cache) > 50:
                errors.append(("over the bound", len(cache)))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(cache) == 50


def test_discard_drops_an_entry_only_when_its_value_passes_the_test():
    cache: LRUCache[str, int] = LRUCache(4)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.discard("a", lambda value: value == 5)
    cache.discard("missing", lambda value: True)
    assert cache.get("a") == 1 and len(cache) == 2
    cache.discard("a", lambda value: value == 1)
    assert "a" not in cache and cache.get("b") == 2 and len(cache) == 1


def test_discard_works_while_the_thread_holds_the_caches_lock():
    """A weak reference's callback may run inside a `put` of the same cache (an evicted value
    dropping the last reference to an object): discard takes no lock, so it cannot deadlock."""
    cache: LRUCache[str, object] = LRUCache(1)
    with cache._lock:
        cache._items["a"] = 1
        cache.discard("a", lambda value: True)
    assert "a" not in cache
