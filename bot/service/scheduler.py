"""The one place that owns time: every table's turn clock and its AI players.

After each commit the service hands the table to :meth:`Scheduler.arm`: a
clock task sleeps until the warning and then the deadline of the decision the
table waits for, and a driver makes the AI's moves one at a time until a human
is awaited. Both change the table through the same path as a player (the
:class:`Runner`), so a restart loses nothing: ``arm`` at start-up re-creates
them from the stored state. When the database refuses a write (a full disk,
a lock), they try again with a growing pause and carry on by themselves once
it accepts writes again. With several processes, each table's AI is driven by
the one process holding its AI lease in the database.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol, TypeVar

from bot.model.events import HintLine
from bot.model.seats import Moment
from bot.model.table import AIJob, Change, Table
from bot.model.table.turn_clock import TurnClock
from bot.service.thinking import Thinker
from bot.settings import Settings
from bot.storage.errors import StorageError, without_frames
from bot.storage.storage import AiLeases
from sticheln.view import SeatView

log = logging.getLogger(__name__)

R = TypeVar("R")
Apply = Callable[[Table, Moment], Change]
FIRST_RETRY, LAST_RETRY = 0.25, 4.0  # seconds between tries while the database refuses writes (a few: space back)
AI_LEASE = 5.0  # seconds a process may think for a table's AI before another may take over
CLAIM_TRIES, CLAIM_PAUSE = 4, 0.25  # another process may be just handing the AI back


class Runner(Protocol):
    """How the scheduler changes a table: through the service's one path, or reads it under its lock.

    Both raise :class:`~bot.storage.storage.StorageError` when the database fails.
    """

    async def apply(self, table_id: int, change: Apply) -> None: ...

    async def read(self, table_id: int, read: Callable[[Table | None], R], *, cached: bool = False) -> R: ...


class Scheduler:
    """Clocks and AI drivers; the AI's lease and the table's resting copy come from the storage itself
    (:class:`~bot.storage.storage.AiLeases`), which answers most AI moves from memory."""

    def __init__(self, runner: Runner, leases: AiLeases, settings: Settings, *, now: Callable[[], float]) -> None:
        self._runner = runner
        self._leases = leases
        self._settings = settings  # the AI's level and pacing are read at each move: they can be tuned live
        self._now = now  # the wall clock of the stored deadlines; sleeps use the loop's timers
        self._thinker = Thinker(settings.reviews_at_once)
        self._timers: dict[int, tuple[int, asyncio.Task[None]]] = {}  # table -> (decision, its clock task)
        self._drivers: dict[int, asyncio.Task[None]] = {}
        self._busy: set[asyncio.Future[Any]] = set()  # database work in progress (never cut off)
        self._later: set[asyncio.Task[None]] = set()  # retries waiting for their time
        self._pausing: set[asyncio.Task[Any]] = set()  # drivers waiting before they try the database again
        self._closed = False

    def arm(self, table: Table) -> None:
        """After a commit (under the table's lock): (re)arm its clock, wake its AI if the table waits for it."""
        if self._closed:
            return
        tid, clock = table.table_id, table.clock
        armed = self._timers.get(tid)
        if armed is not None and (clock is None or armed[0] != clock.decision or armed[1].done()):
            armed[1].cancel()
            del self._timers[tid]
        if clock is not None and tid not in self._timers:
            self._timers[tid] = (clock.decision, asyncio.create_task(self._clock(tid, clock)))
        if tid not in self._drivers and table.ai_jobs(self._settings.ai_level):
            self._drivers[tid] = asyncio.create_task(self._drive(tid))

    async def hints(self, view: SeatView, seed: int) -> tuple[HintLine, ...]:
        """A hint for ``view``, thought out where the AI thinks (never on the event loop)."""
        return await self._thinker.hints(view, seed, self._settings.hint_seconds)

    async def review(self, record: dict[str, Any], seat: int, seed: int) -> dict[str, Any]:
        """One seat's game review (sticheln.review, as JSON), computed where the AI thinks."""
        return await self._thinker.review(record, seat, self._settings.review_iterations, seed)

    def later(self, delay: float, job: Callable[[], Awaitable[None]]) -> None:
        """Run ``job`` after ``delay`` seconds (a retry), unless the scheduler closes first."""

        async def run() -> None:
            await asyncio.sleep(delay)
            if not self._closed:
                await job()

        task = asyncio.create_task(run())
        self._later.add(task)
        task.add_done_callback(self._later.discard)

    @property
    def busy(self) -> list[asyncio.Future[Any]]:
        """AI drivers and clock changes still running (what waits for its time, or to try again, is not busy)."""
        drivers = [t for t in self._drivers.values() if t not in self._pausing]
        return [t for t in [*drivers, *self._busy] if not t.done()]

    async def _pause(self, seconds: float) -> None:
        """Wait before trying the database again; meanwhile the task does not count as busy."""
        me = asyncio.current_task()
        if me is None:
            await asyncio.sleep(seconds)
            return
        self._pausing.add(me)
        try:
            await asyncio.sleep(seconds)
        finally:
            self._pausing.discard(me)

    async def close(self) -> None:
        """Stop: waiting clocks and thinking AIs are cancelled; a change under way finishes first (a
        transaction cut off in the middle could hold its table's lock in a shared database)."""
        self._closed = True
        tasks = [*self._drivers.values(), *(task for _, task in self._timers.values()), *self._later]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, *self._busy, return_exceptions=True)
        self._drivers.clear()
        self._timers.clear()
        self._thinker.close()

    # -- the turn clock ------------------------------------------------------------

    async def _clock(self, tid: int, clock: TurnClock) -> None:
        """Half time: a warning. Time up: the seats are away and the AI moves for them."""
        decision = clock.decision
        loop = asyncio.get_running_loop()
        start, wall = loop.time(), self._now()  # the wall clock is read once: sleeps follow the loop's clock

        async def sleep_until(when: float) -> None:
            await asyncio.sleep(max(0.0, when - wall - (loop.time() - start)))

        try:
            if not clock.warned:
                await sleep_until(clock.warn_at)
                await self._persisting(tid, lambda tb, at: tb.warn(decision, at))
            await sleep_until(clock.deadline)
            self._disarm(tid)  # expiring commits and re-arms the table: that must not cancel this task
            await self._persisting(tid, lambda tb, at: tb.expire(decision, at))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("turn clock of table %s failed", tid)
        finally:
            self._disarm(tid)

    def _disarm(self, tid: int) -> None:
        """Forget the table's clock task if it is the one running (the next commit arms a new one)."""
        if self._timers.get(tid, (0, None))[1] is asyncio.current_task():
            del self._timers[tid]

    async def _acting(self, work: Awaitable[R]) -> R:
        """Run database work while :attr:`busy` shows it; cancelling the caller does not cut it off."""
        task = asyncio.ensure_future(work)
        self._busy.add(task)
        try:
            return await asyncio.shield(task)
        finally:
            if task.done():
                self._busy.discard(task)
            else:
                task.add_done_callback(self._busy.discard)

    async def _persisting(self, tid: int, change: Apply) -> None:
        """Apply ``change``, trying again while the database refuses writes (each try reads the table afresh)."""
        pause = FIRST_RETRY
        while not self._closed:
            try:
                await self._acting(self._runner.apply(tid, change))
                return
            except StorageError as err:
                without_frames(err)  # the task in _acting's frame holds it: a cycle around the table otherwise
                log.warning("table %s: the database refused a write (%s); trying again in %.2g s", tid, err, pause)
                await self._pause(pause)
                pause = min(pause * 2, LAST_RETRY)

    # -- the AI --------------------------------------------------------------------

    async def _drive(self, tid: int) -> None:
        """Make the AI's moves for this table, one at a time, until a human is awaited.

        Cards are paced ``ai_delay`` apart so people can follow, the AI's thinking
        time included; pain cards are secret and chosen at once. The pace keeps
        its own beat: a card is due ``ai_delay`` after the previous card was due,
        not after that card's delivery ended. Deliveries that wait together (a
        shared database statement, Discord's rate limits) would otherwise line
        up many tables' beats, and the load would come in bursts.
        """
        me = asyncio.current_task()
        loop = asyncio.get_running_loop()
        pause = FIRST_RETRY
        beat = loop.time()  # when the last card was due
        try:
            while not self._closed:
                began = loop.time()
                try:
                    # this process's copy usually is the stored table (the move is checked when written);
                    # only a fresh read may end the driver
                    job_view = self._job_in(self._leases.resting(tid))
                    if job_view is None:
                        job_view = await self._acting(self._runner.read(tid, self._job_in, cached=True))
                    if job_view is None:
                        job_view = await self._acting(self._runner.read(tid, lambda table: self._next_job(tid, table)))
                    if job_view is None:
                        await self._acting(self._leases.release_ai(tid))  # a human is awaited: anyone may drive next
                        return
                    if not await self._claim(tid):
                        return  # another process thinks for this table
                except StorageError as err:
                    without_frames(err)  # as in _persisting
                    log.warning("table %s: the database failed (%s); the AI tries again in %.2g s", tid, err, pause)
                    await self._pause(pause)
                    pause = min(pause * 2, LAST_RETRY)
                    continue
                pause = FIRST_RETRY
                job, view = job_view
                choice = await self._thinker.decide(job, view)
                if job.kind != "pain":
                    beat = _next_beat(beat, began, self._settings.ai_delay)
                    await asyncio.sleep(max(0.0, beat - loop.time()))
                await self._persisting(tid, _ai_move(job, choice))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI player of table %s failed", tid)
        finally:
            if self._drivers.get(tid) is me:
                del self._drivers[tid]

    async def _claim(self, tid: int) -> bool:
        """The table's AI lease, waiting a moment for a process that is just handing it back."""
        if self._leases.holds_ai(tid, AI_LEASE):
            return True
        for attempt in range(CLAIM_TRIES):
            if await self._acting(self._leases.claim_ai(tid, AI_LEASE)):
                return True
            if attempt + 1 < CLAIM_TRIES:
                await asyncio.sleep(CLAIM_PAUSE)
        return False

    def _next_job(self, tid: int, table: Table | None) -> tuple[AIJob, SeatView] | None:
        """The AI's next move at ``table`` and what its seat sees (read under the table's lock)."""
        job_view = self._job_in(table)
        if job_view is None:
            self._drivers.pop(tid, None)  # under the lock: a commit that creates a job then starts a driver
        return job_view

    def _job_in(self, table: Table | None) -> tuple[AIJob, SeatView] | None:
        jobs = table.ai_jobs(self._settings.ai_level) if table is not None else []
        if table is None or table.game is None or not jobs:
            return None
        return jobs[0], table.game.view(jobs[0].seat)


def _next_beat(beat: float, began: float, delay: float) -> float:
    """When the next AI card is due: one ``delay`` after the last one was due.

    Never sooner than half a ``delay`` after the move began, so a card that
    came very late (the database was away) is not followed by one at once.
    """
    return max(beat + delay, began + delay / 2)


def _ai_move(job: AIJob, choice: Sequence[str]) -> Apply:
    return lambda tb, at: tb.ai_move(job, choice, at)
