"""The table service: every table of the bot, stored, clocked and announced.

It implements :class:`~bot.model.contract.TableOperations` for the adapters. Every change takes one path
(:meth:`TableService._change`): lock the table in storage, let the :class:`~bot.model.table.Table` change, store the
result of a game that ended, commit, and only then announce the events (:mod:`bot.service.announcer`) and arm the
clocks and AI (:mod:`bot.service.scheduler`). A restart loses nothing: ``resume()`` re-arms the clocks from the
stored deadlines, lets the AI continue and announces what a crash left unannounced. With several processes on one
database, each also watches for tables nobody looks after (their process died) and takes them over. A database
failure refuses the action politely and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from bot.i18n import Phrase
from bot.model.contract import Actor, Leaderboard, Listener, PlayerStats
from bot.model.errors import Refusal
from bot.model.events import Board, Hints, PeekGranted, YourHand
from bot.model.seats import Moment, derive_seed
from bot.model.table import Change, Table
from bot.service import results
from bot.service.announcer import Announcer
from bot.service.inputs import checked
from bot.service.public_record import RUNNING, played_rounds, public_record
from bot.service.refusing import asking, refused
from bot.service.scheduler import Apply, Scheduler
from bot.service.seat_reads import back_with_hand, hint_request, seat_and_game
from bot.service.spielinfo import spielinfo
from bot.settings import Settings, Timers
from bot.storage.errors import StorageConflict, StorageError
from bot.storage.opening import open_storage
from bot.storage.storage import Notes, Storage

log = logging.getLogger(__name__)
R = TypeVar("R")
Op = Callable[[Table, Moment], tuple[R, Change]]
CONFLICT_TRIES = 5  # how often a change is computed again when another process changed the table first


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
        self._scheduler = Scheduler(self, storage, settings, now=self._clock)
        self._announcer = Announcer(storage, later=self._scheduler.later)
        self._watcher: asyncio.Task[None] | None = None
        self._closed = False
        self._taking_over: asyncio.Future[None] | None = None
        self._guild_timers: dict[int, Timers] = {}  # a server's own turn clocks (bot.club.server_settings)
        self._on_rated: list[results.RatedGame] = []  # what else a rated game changes (the club's seasons)
        self._watch_jobs: list[Callable[[], Awaitable[None]]] = []  # what else to read again from a shared database

    @classmethod
    async def open(
        cls,
        settings: Settings,
        *,
        clock: Callable[[], float] | None = None,
        seed: int | None = None,
        storage: Storage | None = None,
    ) -> TableService:
        """A service on ``settings.database`` (an SQLite file or a PostgreSQL URL) unless another ``storage`` is
        given; :class:`~bot.storage.storage.StorageUnavailable` says why the database cannot be used."""
        if storage is None:
            storage = await open_storage(str(settings.database))
        return cls(settings, storage, clock=clock, seed=seed)

    async def resume(self) -> None:
        """Reload every unfinished table: re-arm its clock, let its AI seats continue, announce what is pending."""
        tables = set(await self._storage.unfinished()) | set(await self._storage.needing_attention(self._clock(), 0))
        for table_id in sorted(tables):
            await self._look_after(table_id)
        if self._storage.shared and self._watcher is None:
            self._watcher = asyncio.create_task(self._watch(), name="sticheln-watch")

    async def _look_after(self, table_id: int) -> None:
        """Arm the table's clock and AI here, and deliver its pending events."""
        await self.read(table_id, self._rearm)
        await self._announcer.deliver(table_id)

    def _rearm(self, table: Table | None) -> None:
        if table is not None:
            self._scheduler.arm(table)

    async def _watch(self) -> None:
        """Several processes: take over the tables nobody looks after (their process died) within seconds."""
        every, grace = self.settings.takeover_seconds / 2, self.settings.takeover_seconds / 2
        while True:
            await asyncio.sleep(every)
            try:
                # shielded: closing cancels the wait, never a transaction half done (close waits for it)
                self._taking_over = asyncio.ensure_future(self._take_over(grace))
                await asyncio.shield(self._taking_over)
            except StorageError as err:
                log.warning("looking for tables to take over failed: %s", err)
            for job in self._watch_jobs:
                try:
                    await job()
                except StorageError as err:
                    log.warning("reading what other processes changed failed: %s", err)

    def on_rated(self, listener: results.RatedGame) -> None:
        """``listener`` stores what a rated game changes beyond the lifetime ratings, in the game's own commit."""
        if listener not in self._on_rated:
            self._on_rated.append(listener)

    def on_watch(self, job: Callable[[], Awaitable[None]]) -> None:
        """With a shared database: run ``job`` every time this process looks for tables to take over
        (every ``takeover_seconds / 2``), to pick up what other processes changed; never on SQLite."""
        if self._storage.shared and job not in self._watch_jobs:
            self._watch_jobs.append(job)

    async def _take_over(self, grace: float) -> None:
        for table_id in await self._storage.needing_attention(self._clock(), grace):
            await self._look_after(table_id)

    async def close(self) -> None:
        """Stop the clocks and AI players and close the database (once). State is already stored."""
        if self._closed:
            return
        self._closed = True
        if self._watcher is not None:
            self._watcher.cancel()
            await asyncio.gather(
                self._watcher, *[self._taking_over] if self._taking_over else [], return_exceptions=True
            )
        await self._scheduler.close()
        await self._announcer.finished()
        await self._storage.close()

    async def idle(self) -> None:
        """Wait until no AI move is pending and every event is delivered (clocks keep running)."""
        while True:
            busy = self._scheduler.busy
            if busy:
                await asyncio.wait(busy, timeout=0.05)  # a driver may start waiting to try again meanwhile
                continue
            finishing = self._announcer.finishing
            if finishing:
                await asyncio.wait(finishing, timeout=0.05)
                continue
            await self._announcer.deliver_waiting()
            if not self._announcer.pending and not self._scheduler.busy:
                return
            await asyncio.sleep(0)

    @property
    def shared_storage(self) -> bool:
        """Other processes share the storage (their moves reach this one as notifications)."""
        return self._storage.shared

    @property
    def storage(self) -> Storage:
        """The database, for the club layer's own rows (bot.club)."""
        return self._storage

    def resting_guild(self, table_id: int) -> int | None:
        """The table's server as this process last saw it, at once (for links drawn in a message); None: unknown."""
        table = self._storage.resting(table_id)
        return table.guild_id if table is not None else None

    async def compute_review(self, record: dict[str, Any], seat: int, seed: int) -> dict[str, Any]:
        """One seat's game review (sticheln.review, as JSON) on the AI's workers, for bot.review."""
        return await self._scheduler.review(record, seat, seed)

    @property
    def now(self) -> float:
        """The service's wall clock."""
        return self._clock()

    def set_guild_timers(self, guild_id: int, timers: Timers | None) -> None:
        """A server's turn clocks from now on (None: the settings' again)."""
        if timers is None:
            self._guild_timers.pop(guild_id, None)
        else:
            self._guild_timers[guild_id] = timers

    def timers_for(self, guild_id: int | None) -> Timers:
        """The turn clocks of a server: its own, else the settings'."""
        own = self._guild_timers.get(guild_id) if guild_id is not None else None
        return own or self.settings.timers_for(guild_id)

    @property
    def notes(self) -> Notes:
        """Where an adapter keeps what it must remember (message ids and the like): in the service's database,
        so it survives restarts and every process shares it."""
        return self._storage

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every event, in order, after it is committed."""
        self._announcer.subscribe(listener)

    # -- operations (TableOperations) ------------------------------------------

    @checked
    async def join(self, table_id: int, guild_id: int | None, actor: Actor, seat: int | None = None) -> None:
        await self._change(table_id, guild_id, lambda tb, at: (None, tb.join(actor.user_id, actor.name, seat, at)))

    @checked
    async def leave(self, table_id: int, actor: Actor) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.leave(actor.user_id)))

    @checked
    async def add_bot(self, table_id: int, guild_id: int | None, actor: Actor, level: str | None = None) -> None:
        await self._change(table_id, guild_id, lambda tb, at: (None, tb.add_bot(actor.user_id, level, at)))

    @checked
    async def set_option(
        self, table_id: int, actor: Actor, name: str | None = None, value: str | None = None
    ) -> tuple[Phrase, ...]:
        return await self._change(table_id, None, lambda tb, at: tb.set_option(actor.user_id, actor.name, name, value))

    @checked
    async def start(
        self, table_id: int, actor: Actor, rated: bool = True, dm: bool = False, seed: int | None = None
    ) -> None:
        """Start the table's game (``rated=False``: BSW's ``startnosave``; ``seed``: a tournament's deal)."""
        await self._change(table_id, None, lambda tb, at: (None, tb.start(actor.user_id, rated, dm, at, seed)))

    @checked
    async def board(self, table_id: int) -> Board:
        return await self._look(table_id, lambda tb: (tb or self._new_table(table_id, None)).board())

    @checked
    async def spielinfo(self, table_id: int) -> str:
        """BSW ``spielinfo``: the board as text."""
        return spielinfo(await self.board(table_id), now=self._clock())

    @checked
    async def hand(self, table_id: int, actor: Actor) -> YourHand:
        """The actor's hand; asking for it also ends being away (the AI stops playing for them)."""
        return await self._change(table_id, None, back_with_hand(actor))

    @checked
    async def come_back(self, table_id: int, actor: Actor) -> YourHand:
        """An away actor plays their own cards again (the AI stops playing for them); their hand."""
        return await self._change(table_id, None, back_with_hand(actor))

    @checked
    async def choose_pain(
        self,
        table_id: int,
        actor: Actor,
        cards: Sequence[str],
        decision: int | None = None,
        *,
        seat: int | None = None,
    ) -> None:
        chosen = tuple(cards)
        await self._change(
            table_id, None, lambda tb, at: (None, tb.choose_pain(actor.user_id, chosen, decision, at, seat=seat))
        )

    @checked
    async def play(
        self, table_id: int, actor: Actor, card: str, decision: int | None = None, *, seat: int | None = None
    ) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.play(actor.user_id, card, decision, at, seat=seat)))

    @checked
    async def hint(self, table_id: int, actor: Actor) -> Hints:
        """``hard``'s three best choices for the actor's decision, from their view only; practice games only."""
        request = await self._look(table_id, lambda tb: hint_request(tb, actor))
        found = await self._scheduler.hints(request.view, request.seed)
        return Hints(table_id, actor.user_id, request.seat, request.prompt, found, request.decision)

    @checked
    async def reset(self, table_id: int, actor: Actor) -> None:
        await self._change(
            table_id, None, lambda tb, at: (None, tb.reset(actor.user_id, actor.name, actor.moderator, at))
        )

    @checked
    async def remove(self, table_id: int, actor: Actor, target: int | str) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.remove(actor.user_id, actor.name, target, at)))

    @checked
    async def vote(self, table_id: int, actor: Actor, yes: bool) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.cast(actor.user_id, yes, at)))

    @checked
    async def allow_peek(self, table_id: int, actor: Actor, allow: bool) -> None:
        await self._change(table_id, None, lambda tb, at: (None, tb.allow_peek(actor.user_id, allow)))

    @checked
    async def peek(self, table_id: int, actor: Actor, target: int | str) -> PeekGranted:
        return await self._look(
            table_id, lambda tb: (tb or self._new_table(table_id, None)).peek(actor.user_id, target)
        )

    @checked
    async def export(self, table_id: int) -> dict[str, Any]:
        """The last game's public record: refused while a game runs, decided and built from one read."""
        record = await self._look(table_id, public_record)
        if record == RUNNING:
            raise Refusal("export_running")
        if record is None:  # the table keeps no record of its own: its last stored game, if any
            stored = await self._asking(self._storage.last_record(table_id))
            record = played_rounds(stored) if stored is not None else None
        if not isinstance(record, dict):
            raise Refusal("no_record")
        return record

    @checked
    async def leaderboard(self, guild_id: int | None, user_id: int) -> Leaderboard:
        return await self._asking(self._storage.leaderboard(guild_id, user_id))

    @checked
    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        return await self._asking(self._storage.stats(guild_id, user_id))

    # -- the one path every change takes (the scheduler's Runner, too) ------------

    async def _change(self, table_id: int, guild_id: int | None, op: Op[R], *, create: bool = True) -> R:
        """Lock, change, store what ended, commit with the events; then deliver them (outside the lock).

        A database failure is refused politely (nothing changed); see :meth:`apply` for background work.
        """
        try:
            return await self._committed(table_id, guild_id, op, create=create)
        except StorageError as err:
            raise refused("not_saved", err, f"an action at table {table_id}") from None

    async def _committed(self, table_id: int, guild_id: int | None, op: Op[R], *, create: bool) -> R:
        """:meth:`_committed_once`, again while another process changed the table first (PostgreSQL)."""
        for _ in range(CONFLICT_TRIES - 1):
            try:
                return await self._committed_once(table_id, guild_id, op, create=create)
            except StorageConflict:
                log.debug("table %s: changed by another process meanwhile; computing the change again", table_id)
        return await self._committed_once(table_id, guild_id, op, create=create)

    async def _committed_once(self, table_id: int, guild_id: int | None, op: Op[R], *, create: bool) -> R:
        async with self._storage.locked(table_id) as tx:
            table = tx.table
            if table is None:
                if not create:
                    raise Refusal("no_game")
                table = self._new_table(table_id, guild_id)
            before = table.version
            result, change = op(table, self._moment(table))
            if table.version != before:
                events = change.events
                if change.ended is not None:
                    events = await results.record(tx, table, change.ended, self._clock(), events, self._on_rated)
                tx.save(table, due_at=table.attention_at())
                tx.emit(events)
                self._announcer.committed(table_id, await tx.commit())
                self._scheduler.arm(table)
        if self._announcer.has_news(table_id):
            await self._announcer.deliver_or_retry(table_id)
        return result

    async def apply(self, table_id: int, change: Apply) -> None:
        """A change of the clocks or the AI to an existing table (the scheduler's way in; raises StorageError)."""
        await self._committed(table_id, None, lambda tb, at: (None, change(tb, at)), create=False)

    async def read(self, table_id: int, read: Callable[[Table | None], R], *, cached: bool = False) -> R:
        """``read`` the table as last committed (None if never stored); nothing is changed or stored.

        ``cached``: this process's copy will do (see :meth:`Storage.reading`).
        """
        async with self._storage.reading(table_id, cached=cached) as table:
            return read(table)

    async def seat_in_game(self, table_id: int, user_id: int) -> tuple[int, int] | None:
        """The seat ``user_id`` holds in the table's game now (from 0) and the number of that game (from 1, as
        the web table's personal links name it); None if they hold none or no game runs."""
        return await self.read(table_id, lambda tb: seat_and_game(tb, user_id), cached=True)

    async def _look(self, table_id: int, read: Callable[[Table | None], R]) -> R:
        """:meth:`read` for a user's question: a database failure is refused politely."""
        return await self._asking(self.read(table_id, read))

    async def _asking(self, question: Awaitable[R]) -> R:
        return await asking(question)

    def _new_table(self, table_id: int, guild_id: int | None) -> Table:
        seed = derive_seed(self._seed, table_id) if self._seed is not None else self._rng.getrandbits(62)
        return Table(table_id, guild_id, seed)

    def _moment(self, table: Table) -> Moment:
        timers = self.timers_for(table.guild_id)
        return Moment(self._clock(), timers.pain_seconds, timers.card_seconds, self.settings.ai_level)
