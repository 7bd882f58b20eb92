"""The explorer's long-lived objects kept out of full garbage collections.

The explorer's process holds ~170k container objects, most of which live as long as it does (the
modules' and Streamlit's objects, and what the engine keeps per network file and per network): a
full collection walks them all (80-180 ms on the demo, measured with `gc.callbacks`) inside
whichever rerun happens to trigger it, which put the Tune page's p95 over 150 ms. `gc.freeze`
moves what is alive to a permanent generation that later collections skip: after the process's
first rerun (following a full collection, so no garbage is frozen), and after any rerun in which a
full collection ran (what survived it is long-lived; what the rerun allocated after it is frozen
with it, a few objects).
"""

from __future__ import annotations

import gc

_full_collections_seen: int | None = None


def freeze_long_lived() -> bool:
    """Call after each rerun; whether it froze the heap this time."""
    global _full_collections_seen
    if _full_collections_seen is None:
        gc.collect()  # the first rerun of the process: what is alive now lives as long as it
        gc.freeze()
        _full_collections_seen = gc.get_stats()[2]["collections"]
        return True
    full = gc.get_stats()[2]["collections"]
    if full != _full_collections_seen:
        gc.freeze()
        _full_collections_seen = full
        return True
    return False
