"""The cyclic garbage collector paused while a burst of long-lived objects is made.

Results of the embedded engine, a kn_search, a network's build and a linking dictionary's each make
thousands to millions of objects that stay alive until the work returns and hold no cycles: the
collections their allocations trigger walk them (and, once they are promoted, the whole heap) and
find nothing. One process-wide pause, counted, so that nested and concurrent uses compose.
"""

from __future__ import annotations

import gc
import threading
import time
from contextlib import contextmanager
from typing import Iterator

_gc_lock = threading.Lock()
_gc_pauses = 0
_gc_was_enabled = False
_gc_paused_since = 0.0
# Overlapping calls (a busy server) could keep the collector off indefinitely: past this, a pause
# that ends while others still run collects once itself.
_MAX_GC_PAUSE_SECONDS = 1.0


@contextmanager
def gc_paused() -> Iterator[None]:
    """The cyclic garbage collector off while a result is built, or anything else that makes many
    long-lived objects and no cycles (a network's build, a linking dictionary's); nested and
    concurrent uses count; it is turned back on by the last one to finish, if it was on before the
    first.

    A 1-hop call from ten diseases allocates ~5,000 result models that all stay alive until it
    returns: each allocation burst triggers collections that walk them, and the whole heap when
    they are promoted, finding nothing (results hold no cycles): 40% of such a call. Garbage
    made meanwhile is collected afterwards, as usual; when pauses overlap for longer than
    `_MAX_GC_PAUSE_SECONDS`, the one ending then collects.
    """
    global _gc_pauses, _gc_was_enabled, _gc_paused_since
    with _gc_lock:
        if _gc_pauses == 0:
            _gc_was_enabled = gc.isenabled()
            _gc_paused_since = time.monotonic()
            gc.disable()
        _gc_pauses += 1
    try:
        yield
    finally:
        collect = False
        with _gc_lock:
            _gc_pauses -= 1
            if _gc_pauses == 0:
                if _gc_was_enabled:
                    gc.enable()
            elif _gc_was_enabled and time.monotonic() - _gc_paused_since > _MAX_GC_PAUSE_SECONDS:
                collect = True
                _gc_paused_since = time.monotonic()
        if collect:
            gc.collect()


__all__ = ["gc_paused"]
