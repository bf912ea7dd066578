"""Game reviews of stored games (sticheln.review): a seat's review, computed once, kept in the database.

A review is computed on the AI's worker processes (:meth:`TableService.compute_review`), never on the event
loop, one at a time per process by default (setting ``reviews_at_once``; the others wait in order of asking).
A finished review is stored in the ``reviews`` table and never computed twice; two askers of the same review
while it is computed wait for the same computation.

Only stored games can be reviewed, so a running game's decisions are never rated: a game is stored once it
is over (finished, or abandoned). Anyone reviews their own seat of any stored game of the server; any seat
of a stored game (everything in it is public once it is over) is reviewed by naming the seat, but not while
a game runs at the table where it is asked without a game number.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.model.contract import Actor
from bot.model.errors import Refusal
from bot.model.seat_numbers import seat_number
from bot.review.summary import ReviewSummary, summary_of
from bot.service.inputs import checked
from bot.service.service import TableService
from bot.storage.errors import StorageError
from bot.storage.review_queries import (
    GAME_EXISTS,
    LAST_AT_TABLE,
    LAST_AT_TABLE_BY,
    LAST_GAME,
    RECORD,
    SEAT_AND_RECORD,
    STORE,
    STORED,
    STORED_IN_SERVER,
)
from bot.storage.sql import Statement

log = logging.getLogger(__name__)
REVIEW_SEED = 0  # every review of a game's seat is the same one
CLOCK_SLACK = 60.0  # seconds: this host's clock and Discord's may differ; a next game takes longer than this


@dataclass(frozen=True)
class StoredReview:
    """What the database holds of a seat's review: its JSON (sticheln.review.SeatReview.to_json), or None.

    ``preparing``: not stored yet, and this process is computing it now.
    """

    review: dict[str, Any] | None
    preparing: bool


class ReviewService:
    def __init__(self, tables: TableService) -> None:
        self._tables = tables
        self._storage = tables.storage
        self._running: dict[tuple[int, int], asyncio.Task[dict[str, Any]]] = {}

    async def _fetch(self, statement: Statement) -> list[Sequence[Any]]:
        try:
            return await self._storage.fetch(statement)
        except StorageError as err:
            log.warning("the database failed a review read: %s", err)
            raise Refusal("not_read") from None

    @checked
    async def review(
        self,
        guild_id: int | None,
        table_id: int,
        actor: Actor,
        review_game: int | None = None,
        seat: int | None = None,
    ) -> ReviewSummary:
        """A seat of stored game ``review_game`` of this server (default: the actor's last one there).

        ``seat`` (from 0) names any seat of that game; without it, the actor's own. Asked without a game
        number at a table where a game is running: refused if the actor plays it, or if a seat is named
        (that game is not over, and its decisions are never rated; an older game by its number is fine).
        """
        guild = guild_id or 0  # games outside a server are stored with server 0
        if review_game is None:
            await self._not_running(table_id, actor, seat is not None)
        game_id = review_game if review_game is not None else await self._last_game(guild, actor.user_id)
        if seat is None:
            seat, record = await self._own_seat(guild, game_id, actor)
        else:
            record = await self._record(guild, game_id, seat)
        return summary_of(game_id, await self._reviewed(game_id, seat, record))

    @checked
    async def review_at_table(
        self, guild_id: int | None, table_id: int, actor: Actor, posted_at: float | None = None
    ) -> ReviewSummary:
        """The actor's seat of their last stored game at this table (the result post's button).

        ``posted_at``: when the result was posted (epoch seconds): the game is then the last one that had ended by
        that moment (give or take :data:`CLOCK_SLACK`), not a later one at the same table (after a Rematch).
        """
        guild, user = guild_id or 0, actor.user_id
        rows: list[Sequence[Any]] = []
        if isinstance(posted_at, float) and math.isfinite(posted_at):
            rows = await self._fetch(
                LAST_AT_TABLE_BY(table=table_id, guild=guild, user=user, by=posted_at + CLOCK_SLACK)
            )
        if not rows:  # no time, or clocks far apart: the last game at the table
            rows = await self._fetch(LAST_AT_TABLE(table=table_id, guild=guild, user=user))
        if not rows:
            raise Refusal("review_no_game")
        return await self.review(guild_id, table_id, actor, int(rows[0][0]))

    @checked
    async def stored(self, guild_id: int | None, game_id: int, seat: int) -> StoredReview:
        """The stored review of ``seat`` of this server's game ``game_id``; never computed here (web pages)."""
        rows = await self._fetch(STORED_IN_SERVER(game=game_id, seat=seat, guild=guild_id or 0))
        if rows:
            return StoredReview(json.loads(rows[0][0]), preparing=False)
        return StoredReview(None, preparing=(game_id, seat) in self._running)

    async def _not_running(self, table_id: int, actor: Actor, other_seat: bool) -> None:
        board = await self._tables.board(table_id)
        if board.phase not in ("pain", "tricks"):
            return
        if any(s.user_id == actor.user_id for s in board.seats):
            raise Refusal("review_running")
        if other_seat:
            raise Refusal("review_running_table")

    async def _last_game(self, guild_id: int, user_id: int) -> int:
        rows = await self._fetch(LAST_GAME(guild=guild_id, user=user_id))
        if not rows or rows[0][0] is None:
            raise Refusal("review_no_game")
        return int(rows[0][0])

    async def _own_seat(self, guild_id: int, game_id: int, actor: Actor) -> tuple[int, dict[str, Any]]:
        rows = await self._fetch(SEAT_AND_RECORD(game=game_id, guild=guild_id, user=actor.user_id))
        if not rows:
            found = await self._fetch(GAME_EXISTS(game=game_id, guild=guild_id))
            raise Refusal("review_not_seated", game=game_id) if found else Refusal("club_no_game", game=game_id)
        return int(rows[0][0]), json.loads(rows[0][1])

    async def _record(self, guild_id: int, game_id: int, seat: int) -> dict[str, Any]:
        """The stored game's record, with a seat ``seat`` (users count seats from 1)."""
        rows = await self._fetch(RECORD(game=game_id, guild=guild_id))
        if not rows:
            raise Refusal("club_no_game", game=game_id)
        record: dict[str, Any] = json.loads(rows[0][0])
        players = len(record.get("players", ()))
        if seat >= players:
            raise Refusal("review_no_seat", game=game_id, seat=seat_number(seat), count=players)
        return record

    async def _reviewed(self, game_id: int, seat: int, record: dict[str, Any]) -> dict[str, Any]:
        """The stored review, or one computed now (once, however many ask meanwhile) and stored."""
        rows = await self._fetch(STORED(game=game_id, seat=seat))
        if rows:
            return json.loads(rows[0][0])  # type: ignore[no-any-return]
        key = (game_id, seat)
        task = self._running.get(key)
        if task is None:
            task = self._running[key] = asyncio.create_task(self._compute(game_id, seat, record))
            task.add_done_callback(lambda _: self._running.pop(key, None))
        return await asyncio.shield(task)  # one asker giving up does not cancel the others' review

    async def _compute(self, game_id: int, seat: int, record: dict[str, Any]) -> dict[str, Any]:
        try:
            review = await self._tables.compute_review(record, seat, REVIEW_SEED)
        except Exception:
            log.exception("the review of game %s seat %s failed", game_id, seat)
            raise Refusal("review_failed") from None
        try:
            await self._storage.execute([STORE(game=game_id, seat=seat, result=json.dumps(review, ensure_ascii=False))])
        except StorageError as err:  # the review is shown anyway; it is computed again next time
            log.warning("the database failed to store a review: %s", err)
        return review
