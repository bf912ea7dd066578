"""The leaderboard and a player's statistics, by the same queries on SQLite and PostgreSQL.

``fetch(statement)`` runs one query of :mod:`bot.storage.queries` and returns
its rows; each storage supplies its own.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.model.contract import Leaderboard, PlayerStats, Standing
from bot.storage import queries as q
from bot.storage.sql import Fetch


async def leaderboard(fetch: Fetch, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard:
    """The best ``size`` of one server by rating, and the asker's own place."""
    guild = guild_id or 0
    rows = await fetch(q.BOARD_TOP(guild=guild, size=size))
    top = [await _standing(fetch, guild, place, uid, name, rating) for place, (uid, name, rating) in enumerate(rows, 1)]
    mine = next((s for s in top if s.user_id == user_id), None)
    if mine is None:
        own = await fetch(q.RATING_OF(guild=guild, user=user_id))
        if own:
            ahead = await fetch(q.PLACES_AHEAD(guild=guild, ordinal=own[0][1]))
            mine = await _standing(fetch, guild, ahead[0][0] + 1, user_id, own[0][0], own[0][1])
    return Leaderboard(top=tuple(top), me=mine)


async def stats(fetch: Fetch, guild_id: int | None, user_id: int) -> PlayerStats:
    """One player's record on one server (every finished game, practice and AI tables included)."""
    guild = guild_id or 0
    games, wins, average, best, name = await _summary(fetch, guild, user_id)
    rated = await fetch(q.RATING_OF(guild=guild, user=user_id))
    pains = await fetch(q.PAINS_OF(guild=guild, user=user_id))
    colours = Counter(letter for (pain,) in pains for letter in set(pain))
    favourite = min(colours, key=lambda c: (-colours[c], c)) if colours else None
    return PlayerStats(
        user_id=user_id,
        name=name or (rated[0][0] if rated else str(user_id)),
        games=games,
        wins=wins,
        rating=rated[0][1] if rated else None,  # rounded once, where it is shown (twice made 0.1506 read 0.1)
        average_round=round(average, 2) if average is not None else None,
        favourite_pain_colour=favourite,
        best_round=best,
    )


async def _summary(
    fetch: Fetch, guild: int, user_id: int, *, rated_only: bool = False
) -> tuple[int, int, float | None, int | None, str | None]:
    """games, wins, average round score, best round, name of one player on one server.

    ``rated_only``: the leaderboard's figures, where practice and AI games do not count.
    """
    games = await fetch((q.RATED_GAMES_OF if rated_only else q.GAMES_OF)(guild=guild, user=user_id))
    rounds = await fetch((q.RATED_ROUNDS_OF if rated_only else q.ROUNDS_OF)(guild=guild, user=user_id))
    name = await fetch(q.LAST_NAME(guild=guild, user=user_id))
    count, wins = games[0]
    average, best = rounds[0]
    return int(count), int(wins), _float(average), best, name[0][0] if name else None


async def _standing(fetch: Fetch, guild: int, place: int, user_id: int, name: str, rating: float) -> Standing:
    games, wins, average, _, _ = await _summary(fetch, guild, user_id, rated_only=True)
    return Standing(place, user_id, name, rating, games, wins, round(average or 0.0, 2))  # rating: rounded where shown


def _float(value: Any) -> float | None:
    return None if value is None else float(value)  # PostgreSQL's AVG is a Decimal
