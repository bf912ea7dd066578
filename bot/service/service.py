"""The table service: every table of the bot, stored, clocked and announced.

It implements :class:`~bot.service.contract.TableOperations` for the adapters.
Each operation runs inside ``storage.locked(table_id)`` (one action at a time
per table), changes the :class:`~bot.service.table.Table`, commits, and only
then announces the events. AI moves and turn clocks are background tasks that
go through the same path, so a restart loses nothing: ``resume()`` re-arms the
clocks from the stored deadlines and lets the AI continue.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from bot.service.contract import Actor, Leaderboard, Listener, PlayerStats
from bot.service.errors import Refusal
from bot.service.events import Board, Event, GameOver, PeekGranted, RatingChange, YourHand
from bot.service.ratings import ordinal, rate
from bot.service.seats import Moment, derive_seed
from bot.service.spielinfo import spielinfo
from bot.service.storage import GameResult, SeatResult, Storage, TableTx
from bot.service.table import AIJob, Ended, Table
from bot.service.thinking import Thinker
from bot.settings import Settings
from sticheln.cards import card_code
from sticheln.view import SeatView

log = logging.getLogger(__name__)

R = TypeVar("R")
Op = Callable[[Table, Moment], tuple[R, list[Event]]]


class TableService:
    """Runs every table. Use :meth:`open`, then :meth:`resume`; :meth:`close` at the end."""

    def __init__(
        self, settings: Settings, storage: Storage, *, clock: Callable[[], float] | None = None, seed: int | None = None
    ) -> None:
        self.settings = settings
        self._storage = storage
        self._clock = clock or time.time  # wall clock for the stored deadlines; delays use the loop's timers
        self._seed = seed
        self._rng = random.Random(seed)
        self._listeners: list[Listener] = []
        self._outbox: dict[int, deque[Event]] = {}
        self._draining: set[int] = set()
        self._drivers: dict[int, asyncio.Task[None]] = {}
        self._timers: dict[int, tuple[str, asyncio.Task[None]]] = {}
        self._busy: set[asyncio.Future[None]] = set()  # clock changes in progress
        self._closed = False
        self._thinker = Thinker()

    @classmethod
    async def open(
        cls,
        settings: Settings,
        *,
        clock: Callable[[], float] | None = None,
        seed: int | None = None,
        storage: Storage | None = None,
    ) -> TableService:
        """A service on ``settings.database`` (SQLite) unless another ``storage`` is given."""
        if storage is None:
            from bot.service.sqlite import SqliteStorage

            storage = await SqliteStorage.open(settings.database)
        return cls(settings, storage, clock=clock, seed=seed)

    async def start(self, table_id: int, actor: Actor, rated: bool = True, dm: bool = False) -> None:
        """Start the table's game (``rated=False``: BSW's ``startnosave``)."""
        await self._change(table_id, None, lambda tb, at: (None, tb.start(actor.user_id, rated, dm, at)))

    async def resume(self) -> None:
        """Reload every unfinished table: re-arm its clock and let its AI seats continue."""
        for table_id in await self._storage.unfinished():
            async with self._storage.locked(table_id) as tx:
                if tx.table is not None:
                    self._schedule(tx.table)

    async def close(self) -> None:
        """Stop the clocks and AI players and close the database. State is already stored."""
        self._closed = True
        tasks = [*self._drivers.values(), *(task for _, task in self._timers.values())]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._drivers.clear()
        self._timers.clear()
        self._thinker.close()
        await self._storage.close()

    async def idle(self) -> None:
        """Wait until no AI move is pending and every event is delivered (clocks keep running)."""
        while True:
            busy = [t for t in [*self._drivers.values(), *self._busy] if not t.done()]
            if busy:
                await asyncio.wait(busy)
                continue
            waiting = [tid for tid, queue in self._outbox.items() if queue and tid not in self._draining]
            for tid in waiting:
                await self._drain(tid)
            if not self._draining and not any(self._outbox.values()) and not self._drivers:
                return
            await asyncio.sleep(0)

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    # -- operations (TableOperations) ------------------------------------------

    async def join(self, table_id: int, guild_id: int | None, actor: Actor, seat: int | None = None) -> None:
        await self._change(table_id, guild_id, lambda tb, at: (None, tb.join(actor.user_id, actor.name, seat, at)))

    async def leave(self, table_id: int, actor: Actor) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.leave(actor.user_id)))

    async def add_bot(self, table_id: int, guild_id: int | None, actor: Actor, level: str | None = None) -> None:
        await self._change(table_id, guild_id, lambda tb, at: (None, tb.add_bot(actor.user_id, level, at)))

    async def set_option(self, table_id: int, actor: Actor, name: str | None = None, value: str | None = None) -> str:
        return await self._change(table_id, None, lambda tb, at: tb.set_option(actor.user_id, actor.name, name, value))

    async def board(self, table_id: int) -> Board:
        return await self._read(table_id, lambda tb: tb.board())

    async def spielinfo(self, table_id: int) -> str:
        """BSW ``spielinfo``: the board as text."""
        return spielinfo(await self.board(table_id), now=self._clock())

    async def hand(self, table_id: int, actor: Actor) -> YourHand:
        def op(tb: Table, at: Moment) -> tuple[YourHand, list[Event]]:
            tb._game()
            seat = tb._seat(actor.user_id)
            events = tb.come_back(actor.user_id, at)  # asking for one's hand ends being away
            return tb.hand(seat), events

        return await self._change(table_id, None, op)

    async def choose_pain(self, table_id: int, actor: Actor, cards: Sequence[str], version: int | None = None) -> None:
        chosen = [cards] if isinstance(cards, str) else list(cards)
        await self._change(table_id, None, lambda tb, at: (None, tb.choose_pain(actor.user_id, chosen, version, at)))

    async def play(self, table_id: int, actor: Actor, card: str, version: int | None = None) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.play(actor.user_id, card, version, at)))

    async def reset(self, table_id: int, actor: Actor) -> None:
        await self._change(
            table_id, None, lambda tb, at: (None, tb.reset(actor.user_id, actor.name, actor.moderator, at))
        )

    async def remove(self, table_id: int, actor: Actor, target: int | str) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.remove(actor.user_id, actor.name, target, at)))

    async def vote(self, table_id: int, actor: Actor, yes: bool) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.cast(actor.user_id, yes, at)))

    async def allow_peek(self, table_id: int, actor: Actor, allow: bool) -> None:
        await self._change(table_id, None, lambda tb, at: (tb.allow_peek(actor.user_id, allow), []))

    async def peek(self, table_id: int, actor: Actor, target: int | str) -> PeekGranted:
        return await self._read(table_id, lambda tb: tb.peek(actor.user_id, target))

    async def export(self, table_id: int) -> dict[str, Any]:
        record = await self._read(table_id, lambda tb: tb.game.to_record() if tb.game is not None else tb.last_record)
        record = record or await self._storage.last_record(table_id)
        if record is None:
            raise Refusal("no_record")
        return record

    async def leaderboard(self, guild_id: int | None, user_id: int) -> Leaderboard:
        return await self._storage.leaderboard(guild_id, user_id)

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        return await self._storage.stats(guild_id, user_id)

    # -- the one path every change takes ------------------------------------------

    async def _change(self, table_id: int, guild_id: int | None, op: Op[R], *, create: bool = True) -> R:
        """Lock, change, commit, queue the events; then deliver them (outside the lock)."""
        async with self._storage.locked(table_id) as tx:
            table = tx.table
            if table is None:
                if not create:
                    raise Refusal("no_game")
                table = self._new_table(table_id, guild_id)
            before = table.version
            result, events = op(table, self._moment(table))
            if table.version != before:
                events = await self._record_ended(tx, table, events)
                tx.save(table)
                await tx.commit()
                self._outbox.setdefault(table_id, deque()).extend(events)
                self._schedule(table)
        await self._drain(table_id)
        return result

    async def _read(self, table_id: int, read: Callable[[Table], R]) -> R:
        async with self._storage.locked(table_id) as tx:
            return read(tx.table or self._new_table(table_id, None))

    def _new_table(self, table_id: int, guild_id: int | None) -> Table:
        seed = derive_seed(self._seed, table_id) if self._seed is not None else self._rng.getrandbits(62)
        return Table(table_id, guild_id, seed)

    def _moment(self, table: Table) -> Moment:
        timers = self.settings.timers_for(table.guild_id)
        return Moment(self._clock(), timers.pain_seconds, timers.card_seconds, self.settings.ai_level)

    async def _drain(self, table_id: int) -> None:
        """Deliver the table's queued events in commit order; a listener's own actions queue behind them."""
        if table_id in self._draining:
            return
        self._draining.add(table_id)
        try:
            queue = self._outbox.get(table_id)
            while queue:
                event = queue.popleft()
                for listener in list(self._listeners):
                    try:
                        await listener(event)
                    except Exception:
                        log.exception("event listener failed on %s", type(event).__name__)
        finally:
            self._draining.discard(table_id)
            if not self._outbox.get(table_id, True):
                del self._outbox[table_id]

    # -- results and ratings -----------------------------------------------------

    async def _record_ended(self, tx: TableTx, table: Table, events: list[Event]) -> list[Event]:
        ended, table.ended = table.ended, []
        for end in ended:
            result, changes = await self._result(tx, table, end)
            tx.record(result)
            if changes:
                events = [replace(e, rating_changes=changes) if isinstance(e, GameOver) else e for e in events]
        return events

    async def _result(self, tx: TableTx, table: Table, end: Ended) -> tuple[GameResult, tuple[RatingChange, ...]]:
        game = end.game
        humans = [u for u in end.user_ids if u is not None]
        after: list[tuple[float, float] | None] = [None] * game.players
        changes: tuple[RatingChange, ...] = ()
        if end.finished and end.rated and len(humans) == game.players:
            before = await tx.ratings(table.guild_id, humans)
            new = rate([before.get(u) for u in humans], game.totals)
            after = list(new)
            changes = tuple(
                RatingChange(s, end.names[s], round(ordinal(before.get(u)), 2), round(ordinal(new[s]), 2))
                for s, u in enumerate(humans)
            )
        finished_rounds = [r for r in game.rounds if r.scores is not None]
        winners = set(game.winners)
        seats = tuple(
            SeatResult(
                seat=s,
                user_id=end.user_ids[s],
                name=end.names[s],
                total=game.totals[s],
                won=s in winners,
                rounds=tuple(
                    (r.scores[s], "".join(card_code(c)[0] for c in r.pain[s] or ()))
                    for r in finished_rounds
                    if r.scores is not None
                ),
                rating=after[s],
            )
            for s in range(game.players)
        )
        record = game.to_record()
        result = GameResult(table.table_id, table.guild_id, end.finished, end.rated, self._clock(), record, seats)
        return result, changes

    # -- clocks and AI players -----------------------------------------------------

    def _schedule(self, table: Table) -> None:
        """After a commit: (re)arm the turn clock and wake the AI if the table now waits for it."""
        if self._closed:
            return
        tid = table.table_id
        key = table.deadline_key if table.deadline is not None else None
        armed = self._timers.get(tid)
        if armed is not None and armed[0] != key:
            armed[1].cancel()
            del self._timers[tid]
        if key is not None and tid not in self._timers:
            assert table.deadline is not None and table.warn_at is not None
            task = asyncio.create_task(self._clock_task(tid, key, table.warn_at, table.deadline, table.warned))
            self._timers[tid] = (key, task)
        if tid not in self._drivers and table.ai_jobs(self.settings.ai_level):
            self._drivers[tid] = asyncio.create_task(self._drive(tid))

    async def _clock_task(self, tid: int, key: str, warn_at: float, deadline: float, warned: bool) -> None:
        """Half time: a warning. Time up: the seats are away and the AI moves for them."""
        now = self._clock()
        to_warn, to_expire = max(0.0, warn_at - now), max(0.0, deadline - now)
        try:
            if not warned:
                await asyncio.sleep(to_warn)
                await self._acting(self._change(tid, None, lambda tb, at: (None, tb.warn(key, at)), create=False))
            await asyncio.sleep(max(0.0, to_expire - (0.0 if warned else to_warn)))
            if self._timers.get(tid, ("", None))[1] is asyncio.current_task():
                del self._timers[tid]  # this clock is done; expiring must not cancel it
            await self._acting(self._change(tid, None, lambda tb, at: (None, tb.expire(key, at)), create=False))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("turn clock of table %s failed", tid)

    async def _acting(self, change: Awaitable[None]) -> None:
        """Run a clock's change while :meth:`idle` waits for it."""
        task = asyncio.ensure_future(change)
        self._busy.add(task)
        try:
            await task
        finally:
            self._busy.discard(task)

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
                job_view = await self._next_job(tid)
                if job_view is None:
                    return
                job, view = job_view
                choice = await self._thinker.decide(job, view)
                if job.kind != "pain":
                    await asyncio.sleep(max(0.0, self.settings.ai_delay - (loop.time() - began)))
                await self._change(tid, None, _ai_move(job, choice), create=False)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI player of table %s failed", tid)
        finally:
            if self._drivers.get(tid) is me:
                del self._drivers[tid]

    async def _next_job(self, tid: int) -> tuple[AIJob, SeatView] | None:
        async with self._storage.locked(tid) as tx:
            table = tx.table
            jobs = table.ai_jobs(self.settings.ai_level) if table is not None else []
            if table is None or table.game is None or not jobs:
                self._drivers.pop(tid, None)  # under the lock, so a new job always finds a driver or starts one
                return None
            return jobs[0], table.game.view(jobs[0].seat)


def _ai_move(job: AIJob, choice: str | Sequence[str]) -> Op[None]:
    return lambda tb, at: (None, tb.ai_move(job, choice, at))
