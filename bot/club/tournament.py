"""Tournaments: registration, rounds of ordinary tables in threads, duplicate deals, standings, the podium.

Everything lives in the database (tables ``tournament*``), so a restart
carries on where it was: :meth:`Tournaments.progress` looks at a tournament's
stored state and says what is still to be done (threads to open for the
round's tables, the next round to seat, the end), and is called whenever a
tournament table's game ends and at start-up. It is safe to call twice:
seating a round is deterministic and stored with ``ON CONFLICT DO NOTHING``,
and a thread is bound to a table once.

A tournament table is an ordinary table: the adapter opens a thread, then
:meth:`Tournaments.open_table` seats the players there through the table
service's own ``join`` / ``addbot`` / ``start`` and hands it the round's
seed, the same for every table of the round (all have ``table_size`` seats),
so the luck of the cards cancels across the tables. An absent player's seat is
played by the AI after the turn clock, as at any table.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from bot.club import pairing, scoring
from bot.i18n import ai_seat_name
from bot.model.contract import Actor
from bot.model.errors import Refusal
from bot.model.seats import derive_seed
from bot.service.service import TableService
from bot.storage import club_queries as q
from bot.storage.rows import first, rows
from bot.storage.sql import Statement

log = logging.getLogger(__name__)

MIN_PLAYERS = 3


@dataclass(frozen=True)
class Tournament:
    id: int
    guild_id: int
    channel_id: int
    name: str
    rounds: int
    table_size: int
    dm: bool
    rated: bool
    creator_id: int
    state: str  # open, running, finished, cancelled
    seed: int
    created_at: float
    standings_message_id: int | None = None

    @property
    def live(self) -> bool:
        return self.state in ("open", "running")


@dataclass(frozen=True)
class SeatEntry:
    user_id: int | None  # None: an AI seat filling a short table
    name: str


@dataclass(frozen=True)
class RoundTable:
    """One table of a round: its number, the seed of its deals, its thread once opened, its seats."""

    tournament_id: int
    round: int
    table_no: int
    seed: int
    table_id: int | None
    seats: tuple[SeatEntry, ...]


@dataclass(frozen=True)
class Progress:
    """What a tournament needs now: threads for ``to_open``; ``finished`` once the last round is over."""

    tournament: Tournament
    round: int
    to_open: tuple[RoundTable, ...] = ()
    finished: bool = False


@dataclass(frozen=True)
class Standings:
    tournament: Tournament
    round: int  # the round being played (or the last one)
    entries: tuple[scoring.Entry, ...]
    tables: tuple[RoundTable, ...]  # every table so far
    done: frozenset[tuple[int, int]]  # (round, table_no) of the finished tables
    players: int


class Tournaments:
    def __init__(self, tables: TableService) -> None:
        self._tables = tables
        self._storage = tables.storage
        self._locks: dict[int, asyncio.Lock] = {}

    # -- finding one ---------------------------------------------------------------

    async def get(self, tournament_id: int) -> Tournament | None:
        found = await first(self._storage.fetch, q.TOURNAMENT(id=tournament_id))
        return None if found is None else Tournament(*found)

    async def in_channel(self, channel_id: int) -> Tournament | None:
        """The channel's live tournament, or (in one of its table threads) the thread's; else its latest one."""
        found = await first(self._storage.fetch, q.TOURNAMENT_IN(channel=channel_id))
        if found is not None:
            return Tournament(*found)
        return await self.of_table(channel_id)

    async def of_table(self, table_id: int) -> Tournament | None:
        found = await first(self._storage.fetch, q.TOURNAMENT_OF_TABLE(table=table_id))
        return None if found is None else await self.get(found.value)

    async def required(self, channel_id: int) -> Tournament:
        found = await self.in_channel(channel_id)
        if found is None:
            raise Refusal("tournament_none")
        return found

    async def running(self) -> list[Tournament]:
        return [Tournament(*row) for row in await rows(self._storage.fetch, q.RUNNING_TOURNAMENTS())]

    # -- registration ----------------------------------------------------------------

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        actor: Actor,
        name: str,
        rounds: int,
        table_size: int,
        dm: bool,
        rated: bool,
    ) -> Tournament:
        current = await self.in_channel(channel_id)
        if current is not None and current.live:
            raise Refusal("tournament_exists", name=current.name)
        seed = derive_seed(channel_id, name, self._tables.now)
        rows = await self._storage.execute(
            [
                q.INSERT_TOURNAMENT(
                    guild=guild_id,
                    channel=channel_id,
                    name=name,
                    rounds=rounds,
                    table_size=table_size,
                    dm=int(dm),
                    rated=int(rated),
                    creator=actor.user_id,
                    seed=seed,
                    now=self._tables.now,
                )
            ]
        )
        made = await self.get(q.INSERT_TOURNAMENT.decode(rows[0][0]).value)
        assert made is not None
        return made

    async def join(self, channel_id: int, actor: Actor) -> tuple[Tournament, int]:
        """Register; the tournament and how many are registered now."""
        found = await self._open(channel_id)
        if actor.user_id in {uid for uid, _ in await self.players(found.id)}:
            raise Refusal("tournament_already_joined", name=found.name)
        await self._storage.execute([q.JOIN_TOURNAMENT(tournament=found.id, user=actor.user_id, name=actor.name)])
        return found, len(await self.players(found.id))

    async def leave(self, channel_id: int, actor: Actor) -> Tournament:
        found = await self._open(channel_id)
        rows = await self._storage.execute([q.LEAVE_TOURNAMENT(tournament=found.id, user=actor.user_id)])
        if not rows[0]:
            raise Refusal("tournament_not_joined", name=found.name)
        return found

    async def players(self, tournament_id: int) -> list[tuple[int, str]]:
        return [
            (p.user_id, p.name) for p in await rows(self._storage.fetch, q.TOURNAMENT_PLAYERS(tournament=tournament_id))
        ]

    async def cancel(self, channel_id: int, actor: Actor) -> Tournament:
        found = await self.required(channel_id)
        if not found.live:
            raise Refusal("tournament_over", name=found.name)
        _check_runner(found, actor)
        await self._storage.execute([q.SET_TOURNAMENT_STATE(state="cancelled", id=found.id)])
        return await self._fresh(found)

    async def start(self, channel_id: int, actor: Actor) -> Progress:
        found = await self._open(channel_id)
        _check_runner(found, actor)
        players = await self.players(found.id)
        if len(players) < MIN_PLAYERS:
            raise Refusal("tournament_too_few", min=MIN_PLAYERS, count=len(players))
        seating = pairing.first_round([uid for uid, _ in players], found.table_size, derive_seed(found.seed, "seats"))
        names = dict(players)
        statements: list[Statement] = [q.START_TOURNAMENT(id=found.id)]
        statements += self._seat_round(found, 1, seating, names)
        await self._storage.execute(statements)
        return await self.progress(found.id)

    async def set_standings_message(self, tournament_id: int, message_id: int) -> None:
        await self._storage.execute([q.SET_STANDINGS_MESSAGE(message=message_id, id=tournament_id)])

    # -- rounds --------------------------------------------------------------------

    async def progress(self, tournament_id: int) -> Progress:
        """What the tournament needs now, seating the next round (or ending it) once a round is over."""
        async with self._locks.setdefault(tournament_id, asyncio.Lock()):
            found = await self.get(tournament_id)
            if found is None or found.state != "running":
                raise Refusal("tournament_not_running")
            tables = await self.tables(found.id)
            current = max((tb.round for tb in tables), default=1)
            this_round = [tb for tb in tables if tb.round == current]
            waiting = tuple(tb for tb in this_round if tb.table_id is None)
            if waiting:
                return Progress(found, current, to_open=waiting)
            for tb in this_round:  # a restart between binding a thread and starting its game: start it now
                await self.start_table(tb, tb.table_id or 0)
            done = await self._finished_tables(this_round)
            if len(done) < len(this_round):
                return Progress(found, current)
            if current >= found.rounds:
                await self._storage.execute([q.SET_TOURNAMENT_STATE(state="finished", id=found.id)])
                return Progress(await self._fresh(found), current, finished=True)
            await self._storage.execute(await self._next_round(found, current + 1))
            fresh = [tb for tb in await self.tables(found.id) if tb.round == current + 1 and tb.table_id is None]
            return Progress(found, current + 1, to_open=tuple(fresh))

    async def open_table(self, table: RoundTable, table_id: int) -> bool:
        """Bind the round's table to its thread and start its game there; False if it already has a thread."""
        rows = await self._storage.execute(
            [
                q.BIND_ROUND_TABLE(
                    table=table_id, tournament=table.tournament_id, round=table.round, table_no=table.table_no
                )
            ]
        )
        if not rows[0]:
            return False
        await self.start_table(table, table_id)
        return True

    async def start_table(self, table: RoundTable, table_id: int) -> None:
        """Seat the table's players at ``table_id`` and start the game with the round's seed (whatever is missing:
        after a restart some may be seated already, or the game running)."""
        found = await self.get(table.tournament_id)
        if found is None:
            return
        board = await self._tables.board(table_id)
        if board.phase in ("pain", "tricks") or await self._game_of(table_id) is not None:
            return
        seated = {s.user_id for s in board.seats}
        humans = [s for s in table.seats if s.user_id is not None]
        host = Actor(humans[0].user_id or 0, humans[0].name)
        for s in humans:
            if s.user_id not in seated:
                await self._tables.join(table_id, found.guild_id, Actor(s.user_id or 0, s.name))
        for _ in range(len(table.seats) - max(len(board.seats), len(humans))):
            await self._tables.add_bot(table_id, found.guild_id, host)
        await self._speak_as_channel(found, table_id, board.language, host)
        await self._tables.start(table_id, host, rated=found.rated, dm=found.dm, seed=table.seed)

    async def _speak_as_channel(self, found: Tournament, table_id: int, current: str | None, host: Actor) -> None:
        """A table in a thread speaks its tournament channel's language (``/option language`` set there)."""
        language = (await self._tables.board(found.channel_id)).language
        if language is None or language == current:
            return
        try:
            await self._tables.set_option(table_id, host, "language", language)
        except Refusal as refusal:  # the host seated after a restart is someone else: the server's language
            log.info("tournament %s: table %s keeps its language: %s", found.id, table_id, refusal)

    async def tables(self, tournament_id: int) -> list[RoundTable]:
        by_table: dict[tuple[int, int], list[SeatEntry]] = {}
        for seat in await rows(self._storage.fetch, q.ROUND_SEATS(tournament=tournament_id)):
            by_table.setdefault((seat.round, seat.table_no), []).append(SeatEntry(seat.user_id, seat.name))
        return [
            RoundTable(
                tournament_id, t.round, t.table_no, t.seed, t.table_id, tuple(by_table.get((t.round, t.table_no), ()))
            )
            for t in await rows(self._storage.fetch, q.ROUND_TABLES(tournament=tournament_id))
        ]

    async def standings(self, tournament_id: int) -> Standings:
        found = await self.get(tournament_id)
        if found is None:
            raise Refusal("tournament_none")
        tables = await self.tables(found.id)
        played = await self._finished_tables(tables)
        entries = scoring.standings(await self.players(found.id), played)
        return Standings(
            found,
            max((tb.round for tb in tables), default=0),
            tuple(entries),
            tuple(tables),
            frozenset((p.round, p.table_no) for p in played),
            len(entries),
        )

    # -- inside ------------------------------------------------------------------------

    async def _open(self, channel_id: int) -> Tournament:
        found = await self.required(channel_id)
        if found.state != "open":
            raise Refusal("tournament_started" if found.state == "running" else "tournament_over", name=found.name)
        return found

    async def _fresh(self, found: Tournament) -> Tournament:
        return await self.get(found.id) or found

    def _seat_round(
        self, found: Tournament, rnd: int, seating: list[list[int]], names: dict[int, str]
    ) -> list[Statement]:
        """The statements storing a round's tables: humans first, then AI seats up to the table size."""
        seed = derive_seed(found.seed, "round", rnd, "seats", found.table_size)
        statements: list[Statement] = []
        for no, humans in enumerate(seating, 1):
            statements.append(q.INSERT_ROUND_TABLE(tournament=found.id, round=rnd, table_no=no, seed=seed))
            seats: list[tuple[int | None, str]] = [(uid, names[uid]) for uid in humans]
            seats += [(None, ai_seat_name(k)) for k in range(1, found.table_size - len(humans) + 1)]
            for seat, (uid, name) in enumerate(seats):
                statements.append(
                    q.INSERT_ROUND_SEAT(tournament=found.id, round=rnd, table_no=no, seat=seat, user=uid, name=name)
                )
        return statements

    async def _next_round(self, found: Tournament, rnd: int) -> list[Statement]:
        standing = await self.standings(found.id)
        order = [e.user_id for e in standing.entries]
        met = pairing.meetings([[s.user_id for s in tb.seats if s.user_id is not None] for tb in standing.tables])
        seating = pairing.later_round(order, found.table_size, met)
        return self._seat_round(found, rnd, seating, {e.user_id: e.name for e in standing.entries})

    async def _game_of(self, table_id: int) -> int | None:
        """The tournament game of a table: the first finished game stored for its thread."""
        found = await first(self._storage.fetch, q.FIRST_FINISHED_GAME(table=table_id))
        return None if found is None else found.value

    async def _finished_tables(self, tables: list[RoundTable]) -> list[scoring.PlayedTable]:
        played = []
        for tb in tables:
            game = await self._game_of(tb.table_id) if tb.table_id is not None else None
            if game is None:
                continue
            seats = await rows(self._storage.fetch, q.GAME_SEATS(game=game))
            totals = tuple(r.total for r in seats)
            ai = tuple(
                s.user_id is not None and 2 * r.ai_moves > r.moves for s, r in zip(tb.seats, seats, strict=False)
            )
            players = tuple(s.user_id for s in tb.seats)
            played.append(scoring.PlayedTable(tb.round, tb.table_no, players, totals, ai))
        return played


def _check_runner(found: Tournament, actor: Actor) -> None:
    if actor.user_id != found.creator_id and not actor.moderator:
        raise Refusal("tournament_runner_only")
