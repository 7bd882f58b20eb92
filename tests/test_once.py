"""Concurrent first requests build a missing per-network structure once, not once each."""

from __future__ import annotations

import threading
import time

from core.once import BuildOnce


def test_concurrent_misses_build_once_and_all_get_the_value():
    once, cache, builds = BuildOnce(), {}, []

    def build():
        builds.append(1)
        time.sleep(0.05)  # long enough for every other thread to miss meanwhile
        cache["k"] = object()
        return cache["k"]

    got = []
    threads = [threading.Thread(target=lambda: got.append(once.get_or_build("k", lambda: cache.get("k"), build)))
               for _ in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert len(builds) == 1 and len(got) == 16 and all(value is cache["k"] for value in got)
    assert not once._locks  # no lock outlives its builds


def test_keys_build_independently_and_a_failed_build_is_retried():
    once, cache = BuildOnce(), {}
    calls = []

    def failing():
        calls.append("fail")
        raise RuntimeError("disk full")

    try:
        once.get_or_build("a", lambda: cache.get("a"), failing)
    except RuntimeError:
        pass
    assert once.get_or_build("a", lambda: cache.get("a"), lambda: cache.setdefault("a", 1)) == 1
    assert once.get_or_build("b", lambda: cache.get("b"), lambda: cache.setdefault("b", 2)) == 2
    assert calls == ["fail"]
    assert not once._locks


def test_the_linking_dictionary_is_built_once_under_concurrent_first_searches(clinic_backend, tmp_path, monkeypatch):
    from core.search import name_dictionary

    cache = name_dictionary.DictionaryCache(directory=tmp_path)
    builds = []
    real = name_dictionary.build_dictionary

    def counted(backend, kn_id, **options):
        builds.append(kn_id)
        time.sleep(0.05)
        return real(backend, kn_id, **options)

    monkeypatch.setattr(name_dictionary, "build_dictionary", counted)
    origins = []
    threads = [threading.Thread(target=lambda: origins.append(cache.get(clinic_backend, "clinic")[1])) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert builds == ["clinic"] and sorted(origins) == ["built"] + ["memory"] * 7
