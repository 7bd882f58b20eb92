"""Per-stage wall-clock timings of one kn_search call (always returned as `timing`)."""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Iterator


class Stages:
    """Collects `{stage}_ms` timings; a stage timed twice accumulates."""

    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.timing: dict[str, float] = {}

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            key = f"{name}_ms"
            self.timing[key] = round(self.timing.get(key, 0.0) + (time.perf_counter() - start) * 1000, 3)

    def finish(self) -> dict[str, float]:
        self.timing["total_ms"] = round((time.perf_counter() - self.started) * 1000, 3)
        return dict(self.timing)
