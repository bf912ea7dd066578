"""Process settings for a long-running bot holding many tables in memory."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

# Collect the youngest generation after 100,000 new objects instead of 700, and
# the oldest one rarely. Tables make few reference cycles, while a full
# collection over a thousand cached tables stalled every table for ~0.3 s
# (benchmarks/tables.py: p99 415 ms with the defaults, 113 ms with these).
GC_THRESHOLDS = (100_000, 50, 1000)


def tune_garbage_collector() -> None:
    """Fewer, cheaper garbage collections; what exists at start-up is never scanned again."""
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def run(main: Coroutine[Any, Any, T]) -> T:
    """Run the bot's event loop: uvloop's where it is installed (Linux, macOS), else asyncio's.

    uvloop's loop and transports are written in C: the same work takes less
    CPU, and asyncpg, by the same authors, reads its replies faster on it
    (``benchmarks/tables.py``: the note on issue 11 has the figures).
    """
    try:
        import uvloop
    except ImportError:  # Windows: asyncio's own loop
        return asyncio.run(main)
    return uvloop.run(main)
