"""A game that ended, as a stored result: per-seat totals and rounds, the record, and new ratings.

Only a finished, rated game of humans changes ratings (openskill over the
final ranking); practice games, AI tables and abandoned games are stored for
the record and the statistics.
"""

from __future__ import annotations

from dataclasses import replace

from bot.service.events import Event, GameOver, RatingChange
from bot.service.ratings import ordinal, rate
from bot.service.storage import GameResult, Rating, SeatResult, TableTx
from bot.service.table import Ended, Table


async def record(tx: TableTx, table: Table, end: Ended, now: float, events: list[Event]) -> list[Event]:
    """Store ``end`` in ``tx`` (at its commit); the events, the game result carrying any rating changes."""
    result, changes = await _result(tx, table, end, now)
    tx.record(result)
    if not changes:
        return events
    return [replace(e, rating_changes=changes) if isinstance(e, GameOver) else e for e in events]


async def _result(tx: TableTx, table: Table, end: Ended, now: float) -> tuple[GameResult, tuple[RatingChange, ...]]:
    game = end.game
    humans = [u for u in end.user_ids if u is not None]
    after: list[Rating | None] = [None] * game.players
    changes: tuple[RatingChange, ...] = ()
    if end.finished and end.rated and len(humans) == game.players:
        before = await tx.ratings(table.guild_id, humans)
        new = rate([before.get(u) for u in humans], game.totals)
        after = list(new)
        changes = tuple(
            RatingChange(s, end.names[s], round(ordinal(before.get(u)), 2), round(ordinal(new[s]), 2))
            for s, u in enumerate(humans)
        )
    winners = set(game.winners)
    pains = [game.round_pain(index) for index in range(len(game.round_scores))]
    seats = tuple(
        SeatResult(
            seat=s,
            user_id=end.user_ids[s],
            name=end.names[s],
            total=game.totals[s],
            won=s in winners,
            rounds=tuple(
                (scores[s], "".join(card[0] for card in pain[s] or ()))
                for scores, pain in zip(game.round_scores, pains, strict=True)
            ),
            rating=after[s],
        )
        for s in range(game.players)
    )
    result = GameResult(table.table_id, table.guild_id, end.finished, end.rated, now, game.to_record(), seats)
    return result, changes
