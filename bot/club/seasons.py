"""Seasons per server: numbered from 1, each with its own ratings; the lifetime board stays beside them.

The first season starts with the server's first stored game. A moderator
starts the next one (``/season new``); with the server's monthly setting a
season also ends at the start of the next month (UTC) and the next one
begins right then. Rollovers are written lazily, by whoever asks first (a
rated game being stored, ``/season``, ``/leaderboard``), in the same
transaction as what asked, so no clock is needed and none is missed over a
restart. A game belongs to the season running when it ended.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from bot.model.contract import Leaderboard, Standing
from bot.model.ratings import Rating, ordinal
from bot.service.rating_rules import Rated, new_ratings
from bot.storage import club_queries as q
from bot.storage.rows import first, rows
from bot.storage.sql import Fetch, Statement
from bot.storage.storage import TableTx


@dataclass(frozen=True)
class Season:
    number: int
    started_at: float
    planned_end: float | None  # monthly seasons: the next month's start
    ended_at: float | None = None  # None while it runs

    def holds(self, when: float) -> bool:
        return self.started_at <= when and (self.ended_at is None or when < self.ended_at)


@dataclass(frozen=True)
class SeasonFigures:
    """One player's record in one season (finished rated games only)."""

    season: int
    games: int
    wins: int
    rating: float | None


def month_end(when: float) -> float:
    """The first instant of the month after ``when`` (UTC)."""
    day = dt.datetime.fromtimestamp(when, dt.UTC)
    year, month = (day.year + 1, 1) if day.month == 12 else (day.year, day.month + 1)
    return dt.datetime(year, month, 1, tzinfo=dt.UTC).timestamp()


async def monthly(fetch: Fetch, guild: int) -> bool:
    found = await first(fetch, q.MONTHLY(guild=guild))
    return found is not None and found.value


async def current(fetch: Fetch, guild: int, now: float) -> tuple[Season, list[Statement]]:
    """The season running ``now``, and the statements that store it (a first season, monthly rollovers)."""
    latest = await first(fetch, q.LATEST_SEASON(guild=guild))
    statements: list[Statement] = []
    every_month = await monthly(fetch, guild)
    if latest is not None:
        season = Season(*latest)
    else:
        earliest = await first(fetch, q.FIRST_GAME(guild=guild))
        start = min(earliest.value, now) if earliest is not None and earliest.value is not None else now
        season = Season(1, start, month_end(start) if every_month else None)
        statements.append(_insert(guild, season))
    while every_month and season.planned_end is not None and now >= season.planned_end:
        statements.append(_close(guild, season.number, season.planned_end))
        season = Season(season.number + 1, season.planned_end, month_end(season.planned_end))
        statements.append(_insert(guild, season))
    return season, statements


async def start_next(fetch: Fetch, guild: int, now: float) -> tuple[Season, list[Statement]]:
    """``/season new``: the statements that close the current season now and open the next one."""
    season, statements = await current(fetch, guild, now)
    following = Season(season.number + 1, now, month_end(now) if await monthly(fetch, guild) else None)
    return following, [*statements, _close(guild, season.number, now), _insert(guild, following)]


async def plan_monthly(fetch: Fetch, guild: int, now: float, on: bool) -> list[Statement]:
    """The monthly setting changed: the current season's planned end follows it."""
    season, statements = await current(fetch, guild, now)
    end = month_end(now) if on else None
    return [*statements, q.PLAN_SEASON_END(end=end, guild=guild, number=season.number)]


async def season(fetch: Fetch, guild: int, number: int) -> Season | None:
    found = await first(fetch, q.SEASON(guild=guild, number=number))
    return None if found is None else Season(*found)


async def all_seasons(fetch: Fetch, guild: int) -> list[Season]:
    return [Season(*row) for row in await rows(fetch, q.SEASONS(guild=guild))]


# -- season ratings, stored with the game that changed them ----------------------


async def season_ratings(fetch: Fetch, guild: int, number: int, user_ids: Sequence[int]) -> dict[int, Rating]:
    if not user_ids:
        return {}
    found = await rows(fetch, q.SEASON_RATINGS(guild=guild, season=number, users=list(user_ids)))
    return {row.user_id: (row.mu, row.sigma) for row in found}


async def rate_in_season(
    fetch: Fetch, guild: int, now: float, rated: Sequence[Rated], names: Sequence[str]
) -> list[Statement]:
    """The statements that store a rated game's effect on the current season's ratings (rollovers first)."""
    running, statements = await current(fetch, guild, now)
    users = [r.user_id for r in rated]
    before = await season_ratings(fetch, guild, running.number, users)
    after = new_ratings([before.get(u) for u in users], rated)
    for user, name, rating in zip(users, names, after, strict=True):
        statements.append(
            q.STORE_SEASON_RATING(
                guild=guild,
                season=running.number,
                user=user,
                name=name,
                mu=rating[0],
                sigma=rating[1],
                ordinal=ordinal(rating),
            )
        )
    return statements


async def store_rated_game(tx: TableTx, guild: int, now: float, rated: Sequence[Rated], names: Sequence[str]) -> None:
    """The table service's listener for rated games: the season's ratings change in the game's own commit."""
    for statement in await rate_in_season(tx.fetch, guild, now, rated, names):
        tx.execute(statement)


# -- reading a season's board ----------------------------------------------------


async def leaderboard(fetch: Fetch, guild: int, found: Season, user_id: int, size: int = 10) -> Leaderboard:
    """A season's board by its ratings; games, wins and averages count that season's rated games only."""
    board = await rows(fetch, q.SEASON_BOARD(guild=guild, season=found.number))
    standings = [
        await _standing(fetch, guild, found, place, row.user_id, row.name, row.ordinal)
        for place, row in enumerate(board, 1)
        if place <= size or row.user_id == user_id
    ]
    top = tuple(s for s in standings if s.place <= size)
    mine = next((s for s in standings if s.user_id == user_id), None)
    return Leaderboard(top=top, me=mine)


async def figures(fetch: Fetch, guild: int, user_id: int) -> list[SeasonFigures]:
    """The player's record in every season they played a rated game in, newest first."""
    out = []
    for found in reversed(await all_seasons(fetch, guild)):
        games, wins, _ = await _summary(fetch, guild, found, user_id)
        rating = await first(fetch, q.SEASON_RATING_OF(guild=guild, season=found.number, user=user_id))
        if games or rating is not None:
            shown = None if rating is None or rating.value is None else round(rating.value, 2)
            out.append(SeasonFigures(found.number, games, wins, shown))
    return out


async def _summary(fetch: Fetch, guild: int, found: Season, user_id: int) -> tuple[int, int, float | None]:
    """Rated games, wins and the average round of one player in one season."""
    until = found.ended_at if found.ended_at is not None else 1e18
    within = {"guild": guild, "since": found.started_at, "until": until, "user": user_id}
    played = await first(fetch, q.SEASON_GAMES_OF(**within))
    average = await first(fetch, q.SEASON_ROUNDS_OF(**within))
    games, wins = (played.games, played.wins) if played is not None else (0, 0)
    return games, wins, None if average is None else average.value


async def _standing(
    fetch: Fetch, guild: int, found: Season, place: int, user_id: int, name: str, rating: float
) -> Standing:
    games, wins, average = await _summary(fetch, guild, found, user_id)
    return Standing(place, user_id, name, round(rating, 2), games, wins, round(average or 0.0, 2))


def _insert(guild: int, season: Season) -> Statement:
    return q.INSERT_SEASON(
        guild=guild, number=season.number, started_at=season.started_at, planned_end=season.planned_end
    )


def _close(guild: int, number: int, at: float) -> Statement:
    return q.CLOSE_SEASON(at=at, guild=guild, number=number)
