"""A game's result as rows (the game, its seats, their rounds, the new ratings), the same for both backends."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol

from bot.model.ratings import ordinal
from bot.storage import queries as q
from bot.storage.records import GameResult
from bot.storage.sql import Params, Query, Statement


class Writes(Protocol):
    """A backend's connection inside its transaction."""

    async def rows(self, statement: Statement) -> list[Sequence[Any]]: ...

    async def many(self, query: Query, params: Sequence[Params]) -> None: ...


async def insert_result(conn: Writes, result: GameResult) -> None:
    guild = result.guild_id or 0
    [(game,)] = await conn.rows(
        q.INSERT_GAME(
            table=result.table_id,
            guild=guild,
            finished=int(result.finished),
            rated=int(result.rated),
            ended_at=result.ended_at,
            record=json.dumps(result.record, separators=(",", ":")),
        )
    )
    seats = [
        {
            "game": game,
            "seat": s.seat,
            "user": s.user_id,
            "name": s.name,
            "total": s.total,
            "won": int(s.won),
            "moves": s.moves,
            "ai_moves": s.ai_moves,
            "removed": s.removed_user_id,
        }
        for s in result.seats
    ]
    rounds = [
        {"game": game, "round": i, "seat": s.seat, "user": s.user_id, "score": score, "pain": pain}
        for s in result.seats
        for i, (score, pain) in enumerate(s.rounds)
    ]
    ratings = [
        {
            "guild": guild,
            "user": s.removed_user_id or s.user_id,
            "name": s.name,
            "mu": s.rating[0],
            "sigma": s.rating[1],
            "ordinal": ordinal(s.rating),
        }
        for s in result.seats
        if s.rating is not None and (s.removed_user_id or s.user_id) is not None
    ]
    for query, rows in ((q.INSERT_SEAT, seats), (q.INSERT_ROUND, rounds), (q.STORE_RATING, ratings)):
        if rows:
            await conn.many(query, rows)
