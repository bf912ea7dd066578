"""Stored games of a server: a player's last games, one game's record, and its running totals for a chart."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.storage import club_queries as q
from bot.storage.rows import first, rows
from bot.storage.sql import Fetch

HISTORY_SIZE = 10


@dataclass(frozen=True)
class PastGame:
    """One stored game as a player's history shows it."""

    game_id: int
    ended_at: float
    table_id: int
    finished: bool
    place: int  # 1 for the highest total (ties shared)
    players: int
    total: int
    tournament: str | None = None  # the tournament's name, for a tournament table
    tournament_round: int | None = None
    seat: int | None = None  # the player's seat (from 0), for the replay with their review


@dataclass(frozen=True)
class GameScores:
    """A stored game's names and round scores by seat, for the chart of running totals."""

    game_id: int
    names: tuple[str, ...]
    rounds: tuple[tuple[int, ...], ...]  # per round, per seat


async def last_at_table(fetch: Fetch, table: int) -> int | None:
    """The game stored last for a table (its replay lasts, where the table's own shows only its last game)."""
    found = await first(fetch, q.LAST_TABLE_GAME(table=table))
    return int(found.value) if found is not None and found.value is not None else None


async def recent(fetch: Fetch, guild: int, user_id: int, size: int = HISTORY_SIZE) -> list[PastGame]:
    """The player's last ``size`` games on this server, newest first (a seat they were removed from too)."""
    games = await rows(fetch, q.RECENT_GAMES(guild=guild, user=user_id, size=size))
    return [
        PastGame(
            g.game_id,
            g.ended_at,
            g.table_id,
            g.finished,
            g.place,
            g.players,
            g.total,
            g.tournament,
            g.tournament_round,
            g.seat,
        )
        for g in games
    ]


async def record(fetch: Fetch, guild: int, game_id: int) -> dict[str, Any] | None:
    """The record (RECORD.md) of a game stored on this server, or None."""
    found = await first(fetch, q.GAME_RECORD(game=game_id, guild=guild))
    return None if found is None else dict(json.loads(found.value))


async def scores(fetch: Fetch, guild: int, game_id: int) -> GameScores | None:
    """The names and finished rounds' scores of a game stored on this server, or None."""
    names = await rows(fetch, q.GAME_NAMES(game=game_id, guild=guild))
    if not names:
        return None
    by_round: dict[int, list[int]] = {}
    for row in await rows(fetch, q.GAME_ROUNDS(game=game_id)):
        by_round.setdefault(row.round, []).append(row.score)
    rounds = tuple(tuple(by_round[r]) for r in sorted(by_round))
    return GameScores(game_id, tuple(n.value for n in names), rounds)
