"""How long the search players think: seconds per decision, and when a search must stop."""

from __future__ import annotations

import time

DEFAULT_BUDGET = 1.0  # seconds per decision when neither a budget nor an iteration count is given
MAX_BUDGET = 2.0  # the most a table waits for one decision


def search_deadline(budget: float | None, started: float | None) -> float:
    """When a search of ``budget`` seconds (default 1) begun at ``started`` (default now) must stop.

    A small margin is kept for the work after the search, so the whole decision fits the budget.
    """
    seconds = DEFAULT_BUDGET if budget is None else budget
    return (time.perf_counter() if started is None else started) + seconds - min(0.02, 0.05 * seconds)
