"""One budget for this process's bot-token REST calls: under Discord's global limit and each channel's bucket.

Discord allows one bot token about 50 requests per second in all (interaction
callbacks and the interaction's webhook do not count) and each channel's
message routes a small bucket of their own. Every bot-token call the adapter
makes takes a slot here first (:func:`bot.discord.safe.call` with a gate).
With several bot processes on one token each gets its own share from its
settings (``rest_budget_per_second``).

Urgent calls (a new message: a turn notification, a hand for a decision, a
trick or game result) are served first and never dropped or held for a
channel's bucket; discord.py still sleeps on a 429 if one slips through.
Deferrable calls (board edits, silent hand edits, deletes) wait while an urgent
call waits, leave a reserve of the budget to urgent ones and keep within their
channel's bucket. Nothing is ever dropped: the board's flusher renders the
newest board when its slot comes, so the longer it waits the more cards one
edit shows; :attr:`crowded` tells it to wait longer still.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable

Gate = Callable[[], Awaitable[None]]

RESERVE = 0.2  # share of the budget deferrable calls leave to urgent ones
CHANNEL_WINDOW = 5.0  # seconds over which a channel's bucket counts calls
EPSILON = 1e-6  # seconds: a shorter wait is no wait


class RestLimiter:
    def __init__(
        self,
        per_second: float,
        *,
        channel_calls: int = 5,
        clock: Callable[[], float] | None = None,
        sleep: Callable[[float], Awaitable[object]] | None = None,
    ) -> None:
        self._rate = per_second
        self._capacity = max(1.0, per_second)  # a burst of one second's budget
        self._tokens = self._capacity
        self._channel_calls = channel_calls  # per channel within CHANNEL_WINDOW
        # looked up at each call, not bound here: a test clock may replace time.monotonic later
        self._clock = clock or (lambda: time.monotonic())
        self._sleep = sleep or (lambda seconds: asyncio.sleep(seconds))
        self._stamp = self._clock()
        self._urgent_waiting = 0
        self._recent: dict[int, deque[float]] = {}
        self.granted = {"urgent": 0, "deferrable": 0}  # slots handed out, for the benchmark and tests

    def gate(self, channel_id: int | None, *, urgent: bool) -> Gate:
        """What :func:`bot.discord.safe.call` awaits before each attempt of one call to ``channel_id``."""
        return lambda: self.acquire(channel_id, urgent=urgent)

    @property
    def crowded(self) -> bool:
        """Urgent calls are waiting, or the budget is down to its reserve: board edits should wait longer."""
        self._refill()
        return self._urgent_waiting > 0 or self._tokens < 1 + RESERVE * self._capacity

    async def acquire(self, channel_id: int | None, *, urgent: bool) -> None:
        """Wait for a slot (urgent ones first), then take it."""
        if urgent:
            self._urgent_waiting += 1
        try:
            while (wait := self._wait(channel_id, urgent)) > 0:
                await self._sleep(wait)
        finally:
            if urgent:
                self._urgent_waiting -= 1
        self._tokens -= 1
        if channel_id is not None:
            self._recent.setdefault(channel_id, deque()).append(self._clock())
        self.granted["urgent" if urgent else "deferrable"] += 1
        if sum(self.granted.values()) % 1024 == 0:
            self._prune()

    def give_back(self) -> None:
        """A slot taken for a call that turned out not to be needed (the edit was already made)."""
        self._refill()
        self._tokens = min(self._capacity, self._tokens + 1)
        self.granted["deferrable"] -= 1

    def _prune(self) -> None:
        """Forget channels with no call in the window (DM channels are many and each is used rarely)."""
        edge = self._clock() - CHANNEL_WINDOW
        self._recent = {cid: calls for cid, calls in self._recent.items() if calls and calls[-1] > edge}

    def _wait(self, channel_id: int | None, urgent: bool) -> float:
        """Seconds until the call may go (0: now)."""
        self._refill()
        need = 1.0 if urgent else 1.0 + RESERVE * self._capacity
        wait = (need - self._tokens) / self._rate
        if not urgent:
            if self._urgent_waiting:
                wait = max(wait, 1.0 / self._rate)
            wait = max(wait, self._channel_wait(channel_id))
        return wait if wait > EPSILON else 0.0  # a rounding error's wait would never end

    def _channel_wait(self, channel_id: int | None) -> float:
        if channel_id is None:
            return 0.0
        recent = self._recent.get(channel_id)
        if recent is None:
            return 0.0
        now = self._clock()
        while recent and recent[0] <= now - CHANNEL_WINDOW:
            recent.popleft()
        if not recent:
            del self._recent[channel_id]
            return 0.0
        if len(recent) < self._channel_calls:
            return 0.0
        return recent[-self._channel_calls] + CHANNEL_WINDOW - now

    def _refill(self) -> None:
        now = self._clock()
        elapsed = max(0.0, now - self._stamp)  # a clock that jumps back (a test's clock) refills nothing
        self._tokens = min(self._capacity, self._tokens + elapsed * self._rate)
        self._stamp = now
