"""The one interface between the table service and its database, for SQLite and PostgreSQL alike.

Per-table serialisation lives here: ``async with storage.locked(table_id) as tx``
waits for the table (across processes, in the database: a lock, or for
PostgreSQL a write that checks the version the change began from and raises
:class:`StorageConflict` for the service to compute it again), loads it, lets
the service change it and ``commit()``; leaving the block without a commit (a
refusal, an error) forgets every change. A commit stores, in one transaction,
the table, the result of a game that ended and the events the change caused
(the *outbox*); those are delivered afterwards and marked delivered, so a
crash between the commit and the announcement announces later, not never.

SQLite (:mod:`bot.storage.sqlite`) serves one process; PostgreSQL
(:mod:`bot.storage.postgres`) serves several, which then coordinate through
leases in the database: one process at a time delivers a table's events, one
thinks for its AI, and any process takes over the tables of one that died.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.model.contract import Leaderboard, PlayerStats
from bot.model.events import Event
from bot.model.table import Table
from bot.storage.records import Claim, GameResult, Numbered, Rating, Row
from bot.storage.sql import Statement


class TableTx(Protocol):
    """One locked table. ``table`` is None for a table never stored."""

    table: Table | None

    def save(self, table: Table, due_at: float | None = None) -> None:
        """Store ``table`` at the next commit; ``due_at``: when the scheduler must look at it next."""

    def emit(self, events: Sequence[Event]) -> None:
        """Store these events in the outbox at the next commit, numbered after the table's earlier ones."""

    def record(self, result: GameResult) -> None:
        """Store a game result (and its players' new ratings) at the next commit."""

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        """The current ratings of those players who have one."""

    async def fetch(self, statement: Statement) -> list[Row]:
        """The rows of one query, as this transaction sees them. Raises StorageError."""

    def execute(self, statement: Statement) -> None:
        """Run this statement at the next commit, after the game results recorded."""

    async def commit(self) -> list[Numbered]:
        """Make everything saved, emitted and recorded durable; the events emitted, numbered. Raises StorageError."""


class Notes(Protocol):
    """An adapter's notes about tables and users (message ids and the like), kept in the service's database."""

    async def note(self, kind: str, key: str) -> str | None: ...

    async def notes(self, kind: str, prefix: str) -> dict[str, str]: ...

    async def set_note(self, kind: str, key: str, value: str | None) -> None: ...

    async def forget_notes(self, kinds: Sequence[str], prefix: str) -> None: ...


class AiLeases(Protocol):
    """The scheduler's port: who thinks for a table's AI, and the table's resting copy (from memory)."""

    def resting(self, table_id: int) -> Table | None:
        """This process's copy of the table as last committed, if it has one and no change of it is under
        way here; None otherwise (ask ``Storage.reading``). No statement, no wait: what ``reading(cached=True)``
        would give at once."""
        ...

    async def claim_ai(self, table_id: int, seconds: float) -> bool:
        """Become the one process thinking for the table's AI for ``seconds``; False if another one is."""

    def holds_ai(self, table_id: int, seconds: float) -> bool:
        """The table's AI lease is this process's for more than half of ``seconds`` yet: :meth:`claim_ai`
        would say True without a statement."""

    async def release_ai(self, table_id: int) -> None:
        """Stop thinking for the table's AI (it waits for a human now)."""


class Storage(AiLeases, Protocol):
    shared: bool  # other processes use the same database (they may change any table at any time)

    def locked(self, table_id: int) -> AbstractAsyncContextManager[TableTx]: ...

    def reading(self, table_id: int, *, cached: bool = False) -> AbstractAsyncContextManager[Table | None]:
        """The table as last committed (None if never stored), to read and not change.

        ``cached``: the copy this process last saw will do, if it has one (for
        PostgreSQL, one round trip less; a change decided from it is checked
        when it is written).

        This process's changes of the table wait meanwhile, as under
        :meth:`locked`; another process's may commit, so a read never decides
        a change (that is what :meth:`locked` is for). A cached copy may be
        behind the database: whatever is decided from one read (may this be
        shown?) must be built from that same read, never from a later one
        (bot.service.public_record).
        """
        ...

    async def unfinished(self) -> list[int]:
        """Ids of the tables with a game in progress."""

    async def last_record(self, table_id: int) -> dict[str, Any] | None:
        """The record of the table's last stored game."""

    async def leaderboard(self, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard: ...

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats: ...

    # -- the club's rows (bot.club), by the queries of bot.storage.club_queries ---------

    async def fetch(self, statement: Statement) -> list[Row]:
        """The rows of one query. Raises StorageError."""

    async def execute(self, statements: Sequence[Statement]) -> list[list[Row]]:
        """Run the statements in one transaction; each one's rows (``RETURNING``). Raises StorageError."""

    # -- the outbox ----------------------------------------------------------------

    async def claim_delivery(self, table_id: int) -> Claim | None:
        """Become the one process delivering the table's events for a while; None if another one is."""

    async def pending_events(self, table_id: int, after: int) -> list[Numbered]:
        """The table's undelivered events numbered after ``after``, in order."""

    async def mark_delivered(self, table_id: int, seq: int) -> None:
        """The table's events up to ``seq`` are delivered (not delivered again once this is stored).

        It may be stored later, with :meth:`release_delivery` at the latest: an
        event is out before it is marked anyway, so waiting for the mark would
        not shorten the moment in which a crash makes an event go out twice.
        """

    async def release_delivery(self, table_id: int) -> bool:
        """Stop delivering the table's events; whether some are still undelivered (committed meanwhile)."""

    # -- time and the AI, across processes ---------------------------------------

    async def needing_attention(self, now: float, grace: float) -> list[int]:
        """Tables nobody is looking after: due for more than ``grace`` s (a clock, the AI) or with events
        undelivered for that long, and not claimed by a live process."""

    # -- an adapter's notes (message ids and the like), shared by restarts and processes --

    async def note(self, kind: str, key: str) -> str | None:
        """The note ``kind``/``key``, or None."""

    async def notes(self, kind: str, prefix: str) -> dict[str, str]:
        """Every note of ``kind`` whose key starts with ``prefix``, by key."""

    async def set_note(self, kind: str, key: str, value: str | None) -> None:
        """Write the note (None deletes it)."""

    async def forget_notes(self, kinds: Sequence[str], prefix: str) -> None:
        """Delete the notes of these kinds whose keys start with ``prefix``."""

    async def close(self) -> None: ...
