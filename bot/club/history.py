"""Stored games of a server: a player's last games, one game's record, and its running totals for a chart."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.storage import club_queries as q
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


async def recent(fetch: Fetch, guild: int, user_id: int, size: int = HISTORY_SIZE) -> list[PastGame]:
    """The player's last ``size`` games on this server, newest first (a seat they were removed from too)."""
    rows = await fetch(q.RECENT_GAMES(guild=guild, user=user_id, size=size))
    return [
        PastGame(int(gid), float(at), int(tid), bool(done), int(place), int(n), int(total), name, _int(rnd), int(seat))
        for gid, at, tid, done, total, place, n, name, rnd, seat in rows
    ]


async def record(fetch: Fetch, guild: int, game_id: int) -> dict[str, Any] | None:
    """The record (RECORD.md) of a game stored on this server, or None."""
    rows = await fetch(q.GAME_RECORD(game=game_id, guild=guild))
    return json.loads(rows[0][0]) if rows else None


async def scores(fetch: Fetch, guild: int, game_id: int) -> GameScores | None:
    """The names and finished rounds' scores of a game stored on this server, or None."""
    seats = await fetch(q.GAME_NAMES(game=game_id, guild=guild))
    if not seats:
        return None
    rows = await fetch(q.GAME_ROUNDS(game=game_id))
    by_round: dict[int, list[int]] = {}
    for rnd, _, score in rows:
        by_round.setdefault(int(rnd), []).append(int(score))
    rounds = tuple(tuple(by_round[r]) for r in sorted(by_round))
    return GameScores(game_id, tuple(str(r[0]) for r in seats), rounds)


def _int(value: object) -> int | None:
    return None if value is None else int(value)  # type: ignore[call-overload]
