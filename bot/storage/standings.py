"""The leaderboard and a player's statistics, as the same SQL on SQLite and PostgreSQL.

``fetch(sql, params)`` runs one query with ``?`` placeholders and returns its
rows; each storage supplies its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.service.contract import Leaderboard, PlayerStats, Standing

Fetch = Callable[[str, Sequence[Any]], Awaitable[list[Sequence[Any]]]]


async def leaderboard(fetch: Fetch, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard:
    """The best ``size`` of one server by rating, and the asker's own place."""
    guild = guild_id or 0
    rows = await fetch(
        "SELECT user_id, name, ordinal FROM ratings WHERE guild_id = ? ORDER BY ordinal DESC, user_id LIMIT ?",
        (guild, size),
    )
    top = [await _standing(fetch, guild, place, uid, name, rating) for place, (uid, name, rating) in enumerate(rows, 1)]
    mine = next((s for s in top if s.user_id == user_id), None)
    if mine is None:
        own = await fetch("SELECT name, ordinal FROM ratings WHERE guild_id = ? AND user_id = ?", (guild, user_id))
        if own:
            ahead = await fetch("SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND ordinal > ?", (guild, own[0][1]))
            mine = await _standing(fetch, guild, ahead[0][0] + 1, user_id, own[0][0], own[0][1])
    return Leaderboard(top=tuple(top), me=mine)


async def stats(fetch: Fetch, guild_id: int | None, user_id: int) -> PlayerStats:
    """One player's record on one server (every finished game, practice and AI tables included)."""
    guild = guild_id or 0
    games, wins, average, best, name = await _summary(fetch, guild, user_id)
    rated = await fetch("SELECT name, ordinal FROM ratings WHERE guild_id = ? AND user_id = ?", (guild, user_id))
    pains = await fetch(
        "SELECT r.pain FROM round_scores r JOIN games g ON g.id = r.game_id "
        "WHERE g.guild_id = ? AND g.finished = 1 AND r.user_id = ?",
        (guild, user_id),
    )
    colours = Counter(letter for (pain,) in pains for letter in set(pain))
    favourite = min(colours, key=lambda c: (-colours[c], c)) if colours else None
    return PlayerStats(
        user_id=user_id,
        name=name or (rated[0][0] if rated else str(user_id)),
        games=games,
        wins=wins,
        rating=round(rated[0][1], 2) if rated else None,
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
    only = " AND g.rated = 1" if rated_only else ""
    games = await fetch(
        "SELECT COUNT(*), COALESCE(SUM(s.won), 0) FROM game_seats s JOIN games g ON g.id = s.game_id "
        f"WHERE g.guild_id = ? AND g.finished = 1 AND s.user_id = ?{only}",
        (guild, user_id),
    )
    rounds = await fetch(
        "SELECT AVG(r.score), MAX(r.score) FROM round_scores r JOIN games g ON g.id = r.game_id "
        f"WHERE g.guild_id = ? AND g.finished = 1 AND r.user_id = ?{only}",
        (guild, user_id),
    )
    name = await fetch(
        "SELECT s.name FROM game_seats s JOIN games g ON g.id = s.game_id WHERE g.guild_id = ? AND s.user_id = ? "
        "ORDER BY g.id DESC LIMIT 1",
        (guild, user_id),
    )
    count, wins = games[0]
    average, best = rounds[0]
    return int(count), int(wins), _float(average), best, name[0][0] if name else None


async def _standing(fetch: Fetch, guild: int, place: int, user_id: int, name: str, rating: float) -> Standing:
    games, wins, average, _, _ = await _summary(fetch, guild, user_id, rated_only=True)
    return Standing(place, user_id, name, round(rating, 2), games, wins, round(average or 0.0, 2))


def _float(value: Any) -> float | None:
    return None if value is None else float(value)  # PostgreSQL's AVG is a Decimal
