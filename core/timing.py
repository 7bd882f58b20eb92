"""Latency figures from repeated runs, computed one way everywhere (CLI `--repeat`, benchmarks), and
the elapsed time a result reports.

p50 is the median; other percentiles are nearest-rank (the smallest sample with at least q % of the
samples at or below it), so a p95 is always a time that was actually measured.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Sequence


def elapsed_ms(started_ns: int) -> float:
    """Milliseconds since `started_ns` (a `time.perf_counter_ns()`) to 3 decimals, rounded half up
    in integers (`round(ms, 3)` costs ~0.4 us of an `==` lookup's few outside SQL, this ~0.05)."""
    return ((time.perf_counter_ns() - started_ns + 500) // 1000) / 1000


def percentile(samples: Sequence[float], q: float) -> float:
    if not samples:
        raise ValueError("percentile of no samples")
    if not 0 < q <= 100:
        raise ValueError(f"percentile q must be in (0, 100], got {q}")
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def latency_summary(samples_ms: Sequence[float], digits: int = 3) -> dict[str, float]:
    """{"p50_ms": median, "p95_ms": nearest-rank p95} of samples in milliseconds."""
    return {
        "p50_ms": round(statistics.median(samples_ms), digits),
        "p95_ms": round(percentile(samples_ms, 95), digits),
    }
