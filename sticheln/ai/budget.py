"""How long the search players think: seconds per decision, and when a search must stop."""

from __future__ import annotations

import time
from collections.abc import Callable

DEFAULT_BUDGET = 1.0  # seconds per decision when neither a budget nor an iteration count is given
MAX_BUDGET = 2.0  # the most a table waits for one decision


_count_cpu = False  # read the clocks through ``time`` at each call, so tests can replace them


def now() -> float:
    """The search clock: wall-clock seconds, or this process's CPU seconds after ``count_cpu_time(True)``."""
    return time.process_time() if _count_cpu else time.perf_counter()


def clock() -> Callable[[], float]:
    """The search clock's function itself, for a loop that reads it often."""
    return time.process_time if _count_cpu else time.perf_counter


def count_cpu_time(on: bool) -> None:
    """Make budgets count this process's CPU time instead of the wall clock.

    For tournaments on a shared machine: two agents given the same budget then get the same
    computing time per move however busy the machine is. Players at a live table keep the wall clock.
    """
    global _count_cpu
    _count_cpu = on


def search_deadline(budget: float | None, started: float | None) -> float:
    """When a search of ``budget`` seconds (default 1) begun at ``started`` (default now) must stop.

    A small margin is kept for the work after the search, so the whole decision fits the budget.
    """
    seconds = DEFAULT_BUDGET if budget is None else budget
    return (now() if started is None else started) + seconds - min(0.02, 0.05 * seconds)
