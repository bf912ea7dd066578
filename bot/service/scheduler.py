"""The one place that owns time: every table's turn clock and its AI players.

After each commit the service hands the table to :meth:`Scheduler.arm`: a
clock task sleeps until the warning and then the deadline of the decision the
table waits for, and a driver makes the AI's moves one at a time until a human
is awaited. Both change the table through the same path as a player (the
:class:`Runner`), so a restart loses nothing: ``arm`` at start-up re-creates
them from the stored state.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

from bot.service.seats import Moment
from bot.service.table import AIJob, Change, Table
from bot.service.table.clock import TurnClock
from bot.service.thinking import Thinker
from sticheln.view import SeatView

log = logging.getLogger(__name__)

R = TypeVar("R")
Apply = Callable[[Table, Moment], Change]


class Runner(Protocol):
    """How the scheduler reaches a table: a change through the service's one path, or a read under its lock."""

    async def apply(self, table_id: int, change: Apply) -> None: ...

    async def read(self, table_id: int, read: Callable[[Table | None], R]) -> R: ...


class Scheduler:
    def __init__(self, runner: Runner, *, ai_level: str, ai_delay: float, now: Callable[[], float]) -> None:
        self._runner = runner
        self._ai_level = ai_level
        self._ai_delay = ai_delay
        self._now = now  # the wall clock of the stored deadlines; sleeps use the loop's timers
        self._thinker = Thinker()
        self._timers: dict[int, tuple[int, asyncio.Task[None]]] = {}  # table -> (decision, its clock task)
        self._drivers: dict[int, asyncio.Task[None]] = {}
        self._busy: set[asyncio.Future[None]] = set()  # clock changes in progress
        self._closed = False

    def arm(self, table: Table) -> None:
        """After a commit (under the table's lock): (re)arm its clock, wake its AI if the table waits for it."""
        if self._closed:
            return
        tid, clock = table.table_id, table.clock
        armed = self._timers.get(tid)
        if armed is not None and (clock is None or armed[0] != clock.decision):
            armed[1].cancel()
            del self._timers[tid]
        if clock is not None and tid not in self._timers:
            self._timers[tid] = (clock.decision, asyncio.create_task(self._clock(tid, clock)))
        if tid not in self._drivers and table.ai_jobs(self._ai_level):
            self._drivers[tid] = asyncio.create_task(self._drive(tid))

    @property
    def busy(self) -> list[asyncio.Future[None]]:
        """AI drivers and clock changes still running (clocks waiting for their time are not busy)."""
        return [t for t in [*self._drivers.values(), *self._busy] if not t.done()]

    async def close(self) -> None:
        self._closed = True
        tasks = [*self._drivers.values(), *(task for _, task in self._timers.values())]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._drivers.clear()
        self._timers.clear()
        self._thinker.close()

    # -- the turn clock ------------------------------------------------------------

    async def _clock(self, tid: int, clock: TurnClock) -> None:
        """Half time: a warning. Time up: the seats are away and the AI moves for them."""
        decision, now = clock.decision, self._now()
        to_warn, to_expire = max(0.0, clock.warn_at - now), max(0.0, clock.deadline - now)
        try:
            if not clock.warned:
                await asyncio.sleep(to_warn)
                await self._acting(self._runner.apply(tid, lambda tb, at: tb.warn(decision, at)))
            await asyncio.sleep(max(0.0, to_expire - (0.0 if clock.warned else to_warn)))
            if self._timers.get(tid, (0, None))[1] is asyncio.current_task():
                del self._timers[tid]  # this clock is done; expiring must not cancel it
            await self._acting(self._runner.apply(tid, lambda tb, at: tb.expire(decision, at)))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("turn clock of table %s failed", tid)

    async def _acting(self, change: Awaitable[None]) -> None:
        """Run a clock's change while :attr:`busy` shows it."""
        task = asyncio.ensure_future(change)
        self._busy.add(task)
        try:
            await task
        finally:
            self._busy.discard(task)

    # -- the AI --------------------------------------------------------------------

    async def _drive(self, tid: int) -> None:
        """Make the AI's moves for this table, one at a time, until a human is awaited.

        Cards are paced ``ai_delay`` apart so people can follow, the AI's thinking
        time included; pain cards are secret and chosen at once.
        """
        me = asyncio.current_task()
        loop = asyncio.get_running_loop()
        try:
            while not self._closed:
                began = loop.time()
                job_view = await self._runner.read(tid, lambda table: self._next_job(tid, table))
                if job_view is None:
                    return
                job, view = job_view
                choice = await self._thinker.decide(job, view)
                if job.kind != "pain":
                    await asyncio.sleep(max(0.0, self._ai_delay - (loop.time() - began)))
                await self._runner.apply(tid, _ai_move(job, choice))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI player of table %s failed", tid)
        finally:
            if self._drivers.get(tid) is me:
                del self._drivers[tid]

    def _next_job(self, tid: int, table: Table | None) -> tuple[AIJob, SeatView] | None:
        """The AI's next move at ``table`` and what its seat sees (read under the table's lock)."""
        jobs = table.ai_jobs(self._ai_level) if table is not None else []
        if table is None or table.game is None or not jobs:
            self._drivers.pop(tid, None)  # under the lock: a commit that creates a job then starts a driver
            return None
        return jobs[0], table.game.view(jobs[0].seat)


def _ai_move(job: AIJob, choice: Sequence[str]) -> Apply:
    return lambda tb, at: tb.ai_move(job, choice, at)
