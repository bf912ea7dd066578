"""The one interface between the table service and its database.

Per-table serialisation lives here: ``async with storage.locked(table_id) as tx``
waits for the table, loads it, lets the service change it and ``commit()``;
leaving the block without a commit (a refusal, an error) forgets every change.
SQLite (:mod:`bot.service.sqlite`) implements it for one process; a PostgreSQL
implementation would take a row lock (``SELECT ... FOR UPDATE``) in
``locked`` so that several bot processes can share tables.
"""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from bot.service.contract import Leaderboard, PlayerStats
from bot.service.table import Table

Rating = tuple[float, float]  # openskill (mu, sigma)


@dataclass(frozen=True)
class SeatResult:
    seat: int
    user_id: int | None  # None: an AI held the seat at the end
    name: str
    total: int
    won: bool
    rounds: tuple[tuple[int, str], ...]  # per finished round: (score, pain colour letters)
    rating: Rating | None = None  # the new rating, for rated games


@dataclass(frozen=True)
class GameResult:
    """A game that ended (``finished``) or was abandoned, with its record (RECORD.md)."""

    table_id: int
    guild_id: int | None
    finished: bool
    rated: bool
    ended_at: float
    record: dict[str, Any]
    seats: tuple[SeatResult, ...]


class TableTx(Protocol):
    """One locked table. ``table`` is None for a table never stored."""

    table: Table | None

    def save(self, table: Table) -> None:
        """Store ``table`` at the next commit."""

    def record(self, result: GameResult) -> None:
        """Store a game result (and its players' new ratings) at the next commit."""

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        """The current ratings of those players who have one."""

    async def commit(self) -> None:
        """Make everything saved and recorded durable; raises if it could not."""


class Storage(Protocol):
    def locked(self, table_id: int) -> AbstractAsyncContextManager[TableTx]: ...

    async def unfinished(self) -> list[int]:
        """Ids of the tables with a game in progress."""

    async def last_record(self, table_id: int) -> dict[str, Any] | None:
        """The record of the table's last stored game."""

    async def leaderboard(self, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard: ...

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats: ...

    async def close(self) -> None: ...
