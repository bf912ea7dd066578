"""The REST limiter on a simulated clock: the budget holds, urgent calls go first, channels keep their bucket."""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Awaitable

from bot.discord.limiter import CHANNEL_WINDOW, RestLimiter


class SimulatedClock:
    """Time that moves only when every task waits: to the next sleeper's wake-up."""

    def __init__(self) -> None:
        self.now = 0.0
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def time(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        future = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self.now + seconds, next(self._order), future))
        await future

    async def run(self, *jobs: Awaitable[object]) -> None:
        tasks = [asyncio.ensure_future(job) for job in jobs]
        while not all(task.done() for task in tasks):
            for _ in range(5):
                await asyncio.sleep(0)
            if self._sleepers and not all(task.done() for task in tasks):
                when, _, future = heapq.heappop(self._sleepers)
                self.now = max(self.now, when)
                future.set_result(None)
        for task in tasks:
            task.result()


def limiter(clock: SimulatedClock, per_second: float, channel_calls: int = 5) -> RestLimiter:
    return RestLimiter(per_second, channel_calls=channel_calls, clock=clock.time, sleep=clock.sleep)


async def test_the_budget_holds_and_nothing_is_dropped():
    clock = SimulatedClock()
    rest = limiter(clock, 10)
    granted: list[float] = []

    async def call() -> None:
        await rest.acquire(None, urgent=True)
        granted.append(clock.now)

    await clock.run(*(call() for _ in range(100)))
    assert len(granted) == 100
    # a burst of one second's budget, then 10 a second
    assert granted[-1] >= (100 - 10) / 10 - 1e-9
    for start in range(0, 90):
        assert sum(start <= t < start + 1 for t in granted) <= 10 + 10  # never more than burst + rate in a second


async def test_urgent_calls_go_before_deferrable_ones():
    clock = SimulatedClock()
    rest = limiter(clock, 5)
    order: list[str] = []

    async def call(kind: str) -> None:
        await rest.acquire(None, urgent=kind == "urgent")
        order.append(kind)

    await clock.run(call("urgent"), call("urgent"), call("urgent"), call("urgent"), call("urgent"))  # budget spent
    order.clear()
    await clock.run(call("edit"), call("edit"), call("urgent"), call("urgent"), call("urgent"))
    assert order[:3] == ["urgent"] * 3 and order[3:] == ["edit", "edit"]


async def test_deferrable_calls_keep_each_channel_within_its_bucket_and_urgent_ones_are_not_held():
    clock = SimulatedClock()
    rest = limiter(clock, 1000, channel_calls=5)
    edits: list[float] = []

    async def edit() -> None:
        await rest.acquire(7, urgent=False)
        edits.append(clock.now)

    await clock.run(*(edit() for _ in range(12)))
    assert len(edits) == 12
    for t in edits:
        assert sum(t <= u < t + CHANNEL_WINDOW for u in edits) <= 5
    posted = clock.now
    await clock.run(*(rest.acquire(7, urgent=True) for _ in range(3)))
    assert clock.now == posted  # a new message is never held for the channel's bucket
    await clock.run(rest.acquire(8, urgent=False))
    assert clock.now == posted  # another channel has its own bucket


async def test_crowded_while_urgent_calls_wait_or_the_budget_is_low():
    clock = SimulatedClock()
    rest = limiter(clock, 10)
    assert not rest.crowded
    await clock.run(*(rest.acquire(None, urgent=True) for _ in range(9)))
    assert rest.crowded  # down to its reserve
    clock.now += 1
    assert not rest.crowded
