"""The club layer's operations for the adapters: server settings, seasons, history, looking for players, tournaments.

Like the table service's, every operation checks its arguments at the door
(:func:`~bot.service.inputs.checked`) and either succeeds or raises
:class:`~bot.model.errors.Refusal` having changed nothing; a database
failure is a polite refusal too.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Sequence
from typing import Any, TypeVar

from bot.club import history, lfg, seasons, server_settings
from bot.club.history import GameScores, PastGame
from bot.club.lfg import Call
from bot.club.seasons import Season, SeasonFigures
from bot.club.server_settings import ServerSettings
from bot.club.tournament import Progress, RoundTable, Standings, Tournament, Tournaments
from bot.model.contract import Actor, Leaderboard
from bot.model.errors import Refusal
from bot.model.events import Board
from bot.service.inputs import checked
from bot.service.public_record import played_rounds
from bot.service.refusing import asking, saving
from bot.service.service import TableService
from bot.settings import Timers
from bot.storage.sql import Statement

log = logging.getLogger(__name__)
R = TypeVar("R")


class ClubService:
    def __init__(self, tables: TableService) -> None:
        self.tables = tables
        self._storage = tables.storage
        self.tournaments = Tournaments(tables)
        tables.on_rated(seasons.store_rated_game)

    async def resume(self) -> None:
        """Load every server's own turn clocks into the table service, and again and again while other
        processes share the database (a moderator's change in one reaches the others within seconds)."""
        await self._load_timers()
        self.tables.on_watch(self._load_timers)

    async def _load_timers(self) -> None:
        for found in await server_settings.everyone(self._fetch):
            self._apply_timers(found)

    async def _fetch(self, statement: Statement) -> list[Sequence[Any]]:
        return await self._storage.fetch(statement)

    async def _asking(self, question: Awaitable[R]) -> R:
        return await asking(question, "a club read")

    async def _write(self, statements: Sequence[Statement]) -> list[list[Sequence[Any]]]:
        return await saving(self._storage.execute(statements), "a club write")

    # -- server settings -----------------------------------------------------------

    @checked
    async def settings(self, guild_id: int) -> ServerSettings:
        return await self._asking(server_settings.load(self._fetch, guild_id))

    @checked
    async def change_settings(
        self,
        guild_id: int,
        actor: Actor,
        pain_seconds: int | None = None,
        card_seconds: int | None = None,
        role_id: int | None = None,
        results_channel_id: int | None = None,
        monthly: bool | None = None,
        clear: Sequence[str] = (),
    ) -> ServerSettings:
        """A moderator changes the server's settings; ``clear`` names settings that go back to the defaults."""
        if not actor.moderator:
            raise Refusal("club_moderator_only")
        unknown = [name for name in clear if name not in server_settings.FIELDS]
        if unknown:
            raise Refusal("bad_input", what="setting")
        old = await self.settings(guild_id)
        values: dict[str, int | bool | None] = {
            "pain_seconds": pain_seconds,
            "card_seconds": card_seconds,
            "lfg_role_id": role_id,
            "results_channel_id": results_channel_id,
            "monthly_seasons": monthly,
        }
        changed: dict[str, int | bool | None] = {k: v for k, v in values.items() if v is not None}
        changed.update({name: False if name == "monthly_seasons" else None for name in clear})
        new = ServerSettings(**{**old.__dict__, **changed})
        statements = [server_settings.store(new)]
        if new.monthly_seasons != old.monthly_seasons:
            # the current season's planned end follows the setting (its rows read before this write)
            statements += await self._asking(
                seasons.plan_monthly(self._fetch, guild_id, self.tables.now, new.monthly_seasons)
            )
        await self._write(statements)
        self._apply_timers(new)
        return new

    def _apply_timers(self, found: ServerSettings) -> None:
        if found.pain_seconds is None and found.card_seconds is None:
            self.tables.set_guild_timers(found.guild_id, None)
            return
        default = self.tables.settings.timers_for(found.guild_id)
        self.tables.set_guild_timers(
            found.guild_id,
            Timers(
                pain_seconds=found.pain_seconds or default.pain_seconds,
                card_seconds=found.card_seconds or default.card_seconds,
            ),
        )

    # -- seasons -------------------------------------------------------------------

    @checked
    async def season(self, guild_id: int) -> Season:
        """The current season (stored first, if a monthly rollover or the first season is due)."""
        running, statements = await self._asking(seasons.current(self._fetch, guild_id, self.tables.now))
        if statements:
            await self._write(statements)
        return running

    @checked
    async def new_season(self, guild_id: int, actor: Actor) -> Season:
        if not actor.moderator:
            raise Refusal("club_moderator_only")
        following, statements = await self._asking(seasons.start_next(self._fetch, guild_id, self.tables.now))
        await self._write(statements)
        return following

    @checked
    async def leaderboard(self, guild_id: int, user_id: int, season: int | None = None) -> tuple[Season, Leaderboard]:
        """A season's board (the current one without ``season``)."""
        current = await self.season(guild_id)
        found = current if season is None else await self._asking(seasons.season(self._fetch, guild_id, season))
        if found is None:
            raise Refusal("club_no_season", season=season, current=current.number)
        return found, await self._asking(seasons.leaderboard(self._fetch, guild_id, found, user_id))

    @checked
    async def season_figures(self, guild_id: int, user_id: int) -> list[SeasonFigures]:
        await self.season(guild_id)
        return await self._asking(seasons.figures(self._fetch, guild_id, user_id))

    # -- history -------------------------------------------------------------------

    @checked
    async def history(self, guild_id: int, user_id: int) -> list[PastGame]:
        return await self._asking(history.recent(self._fetch, guild_id, user_id))

    @checked
    async def game_record(self, guild_id: int, game_id: int) -> dict[str, Any]:
        """A stored game's public record: a game abandoned in a round is kept without that round."""
        record = await self._asking(history.record(self._fetch, guild_id, game_id))
        if record is None:
            raise Refusal("club_no_game", game=game_id)
        return played_rounds(record)

    @checked
    async def last_game_id(self, table_id: int) -> int | None:
        """The stored game played last at the table, None if it has none."""
        return await self._asking(history.last_at_table(self._fetch, table_id))

    @checked
    async def game_scores(self, guild_id: int, game_id: int) -> GameScores:
        found = await self._asking(history.scores(self._fetch, guild_id, game_id))
        if found is None:
            raise Refusal("club_no_game", game=game_id)
        return found

    # -- looking for players ---------------------------------------------------------

    @checked
    async def call(
        self, guild_id: int, channel_id: int, actor: Actor, players: int | None = None, note: str | None = None
    ) -> tuple[Call, Board]:
        """Post a call for players at this channel's table; the caller takes a seat first."""
        if await self._asking(lfg.open_in(self._fetch, channel_id)) is not None:
            raise Refusal("lfg_open")
        board = await self.tables.board(channel_id)
        if board.phase in ("pain", "tricks"):
            raise Refusal("game_running")
        if all(s.user_id != actor.user_id for s in board.seats):
            await self.tables.join(channel_id, guild_id, actor)
        wanted = players or 4
        if len(board.seats) >= wanted:
            raise Refusal("lfg_already_full", players=wanted)
        rows = await self._write(
            [lfg.insert(guild_id, channel_id, actor.user_id, actor.name, wanted, note or "", self.tables.now)]
        )
        return lfg.of_row(rows[0][0]), await self.tables.board(channel_id)

    @checked
    async def answer_call(self, call_id: int, actor: Actor) -> tuple[Call, Board]:
        """Join the call's table; the call closes (``full``) once the table has the players asked for."""
        found = await self._call(call_id)
        if not found.open:
            raise Refusal("lfg_closed")
        await self.tables.join(found.channel_id, found.guild_id, actor)
        board = await self.tables.board(found.channel_id)
        if len(board.seats) >= found.players:
            found = await self._close_call(found, "full") or found
        return found, board

    @checked
    async def start_call(self, call_id: int, actor: Actor) -> Call:
        """The caller says the table starts: its game starts, and the call closes."""
        found = await self._call(call_id)
        if actor.user_id != found.caller_id:
            raise Refusal("lfg_caller_only", name=found.caller_name)
        await self.tables.start(found.channel_id, actor)
        return await self._close_call(found, "started") or found

    @checked
    async def expire_call(self, call_id: int) -> Call | None:
        """Time is up: the call closes, unless it closed already (then None)."""
        return await self._close_call(await self._call(call_id), "expired")

    @checked
    async def set_call_message(self, call_id: int, message_id: int) -> None:
        await self._write([lfg.set_message(call_id, message_id)])

    async def open_calls(self) -> list[Call]:
        return await self._asking(lfg.all_open(self._fetch))

    @checked
    async def get_call(self, call_id: int) -> Call:
        return await self._call(call_id)

    async def _call(self, call_id: int) -> Call:
        found = await self._asking(lfg.get(self._fetch, call_id))
        if found is None:
            raise Refusal("lfg_closed")
        return found

    async def _close_call(self, found: Call, state: str) -> Call | None:
        rows = await self._write([lfg.close(found.id, state)])
        return lfg.of_row(rows[0][0]) if rows[0] else None

    # -- tournaments -----------------------------------------------------------------

    @checked
    async def create_tournament(
        self,
        guild_id: int,
        channel_id: int,
        actor: Actor,
        title: str,
        rounds: int,
        table_size: int,
        dm: bool = False,
        rated: bool = False,
    ) -> Tournament:
        return await self._guarded(
            self.tournaments.create(guild_id, channel_id, actor, title, rounds, table_size, dm, rated)
        )

    @checked
    async def join_tournament(self, channel_id: int, actor: Actor) -> tuple[Tournament, int]:
        return await self._guarded(self.tournaments.join(channel_id, actor))

    @checked
    async def leave_tournament(self, channel_id: int, actor: Actor) -> Tournament:
        return await self._guarded(self.tournaments.leave(channel_id, actor))

    @checked
    async def start_tournament(self, channel_id: int, actor: Actor) -> Progress:
        return await self._guarded(self.tournaments.start(channel_id, actor))

    @checked
    async def cancel_tournament(self, channel_id: int, actor: Actor) -> Tournament:
        return await self._guarded(self.tournaments.cancel(channel_id, actor))

    @checked
    async def tournament_standings(self, channel_id: int) -> Standings:
        found = await self._guarded(self.tournaments.required(channel_id))
        return await self._guarded(self.tournaments.standings(found.id))

    async def tournament_progress(self, tournament_id: int) -> Progress:
        return await self._guarded(self.tournaments.progress(tournament_id))

    async def open_tournament_table(self, table: RoundTable, table_id: int) -> bool:
        return await self._guarded(self.tournaments.open_table(table, table_id))

    async def tournament_of_table(self, table_id: int) -> Tournament | None:
        return await self._guarded(self.tournaments.of_table(table_id))

    async def running_tournaments(self) -> list[Tournament]:
        return await self._guarded(self.tournaments.running())

    async def set_standings_message(self, tournament_id: int, message_id: int) -> None:
        await self._guarded(self.tournaments.set_standings_message(tournament_id, message_id))

    async def _guarded(self, work: Awaitable[R]) -> R:
        return await saving(work, "a tournament operation")
