"""A game that ended, as a stored result: per-seat totals and rounds, the record, and new ratings.

Only a finished, rated game of humans changes ratings (openskill over the
final ranking), both the lifetime rating and the current season's
(stored by whoever listens: the club's seasons register with
:meth:`~bot.service.TableService.on_rated`), under the rating rules of
:mod:`bot.service.rating_rules`: a player removed by vote counts as last,
one the AI played for most of the game does not gain, and a game with AI seats
is not rated. Practice games, AI tables and abandoned games are stored for
the record and the statistics.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from bot.model.events import Event, GameOver, RatingChange
from bot.model.ratings import ordinal
from bot.model.table import Ended, Table
from bot.service.rating_rules import Rated, rate_game
from bot.storage.records import GameResult, Rating, SeatResult
from bot.storage.storage import TableTx

# A rated game, to be stored with it: the table's change, its server (0: none), when, who, their names.
RatedGame = Callable[[TableTx, int, float, Sequence[Rated], Sequence[str]], Awaitable[None]]


async def record(
    tx: TableTx, table: Table, end: Ended, now: float, events: list[Event], on_rated: Sequence[RatedGame] = ()
) -> list[Event]:
    """Store ``end`` in ``tx`` (at its commit); the events, the game result carrying any rating changes.

    ``on_rated``: what else a rated game changes, in the same commit (the club's season ratings).
    """
    result, changes = await _result(tx, table, end, now, on_rated)
    tx.record(result)
    if not changes:
        return events
    return [replace(e, rating_changes=changes) if isinstance(e, GameOver) else e for e in events]


async def _result(
    tx: TableTx, table: Table, end: Ended, now: float, on_rated: Sequence[RatedGame]
) -> tuple[GameResult, tuple[RatingChange, ...]]:
    game = end.game
    after: list[Rating | None] = [None] * game.players
    changes: tuple[RatingChange, ...] = ()
    guild = table.guild_id
    outcome = (
        await rate_game(table.seats, game.totals, lambda users: tx.ratings(guild, users))
        if end.finished and end.rated
        else None
    )
    if outcome is not None:
        rated, before, new = outcome
        for listener in on_rated:  # their own ratings (the club's seasons), stored at the same commit
            await listener(tx, guild or 0, now, rated, end.names)
        after = list(new)
        changes = tuple(
            RatingChange(s, end.names[s], round(ordinal(before.get(r.user_id)), 2), round(ordinal(after[s]), 2))
            for s, r in enumerate(rated)
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
            moves=table.seats[s].moves,
            ai_moves=table.seats[s].ai_moves,
            removed_user_id=table.seats[s].removed_id,
        )
        for s in range(game.players)
    )
    result = GameResult(table.table_id, table.guild_id, end.finished, end.rated, now, game.to_record(), seats)
    return result, changes
