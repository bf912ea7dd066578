"""SQLite's writer: the commits waiting at one moment go into one transaction, written by a task that runs
only while commits are queued.

Many tables, few fsyncs, and no background task idling between actions
(nothing waits forever, so a simulated event loop can always settle). When a
grouped commit fails, each commit in it is tried alone, so one table's
unstorable write fails that table only.

The statements here are written by hand for SQLite: they are the measured
hot path (every action's commit, every delivery's mark), one statement for
a whole batch of table rows.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

from bot.storage.errors import without_frames
from bot.storage.sql import Params, Query, Statement

log = logging.getLogger(__name__)

Write = Callable[[aiosqlite.Connection], Awaitable[None]]
TableRow = tuple[int, int | None, int, str, float, float | None, int]  # id, guild, in_game, state, at, due, event_seq
ROWS_PER_STATEMENT = 500  # 7 variables a row, well below SQLite's limit of 32,766


@dataclass
class Commit:
    """One table's commit waiting for the writer."""

    row: TableRow | None
    writes: list[Write]
    events: list[tuple[int, int, str]] = field(default_factory=list)  # outbox rows: table, number, event
    delivered: tuple[int, int] | None = None  # a table's events delivered up to a number
    done: asyncio.Future[None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class SqliteConn:
    """The writer's connection inside its transaction, for the statements both backends share."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def rows(self, statement: Statement) -> list[Sequence[Any]]:
        query, params = statement
        compiled = query.sqlite
        async with self._conn.execute(compiled.text, compiled.values(params)) as cur:
            return list(await cur.fetchall())

    async def many(self, query: Query, params: Sequence[Params]) -> None:
        compiled = query.sqlite
        await self._conn.executemany(compiled.text, [compiled.values(p) for p in params])


class Writer:
    """Queues commits and writes them in groups on ``conn``; ``after`` runs after each batch."""

    def __init__(self, conn: aiosqlite.Connection, after: Callable[[], Awaitable[None]]) -> None:
        self._conn = conn
        self._after = after
        self._queue: list[Commit] = []
        self._task: asyncio.Task[None] | None = None

    def queue(self, commit: Commit) -> None:
        self._queue.append(commit)
        commit.done.add_done_callback(_unless_failed)
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._drain(), name="sqlite-writer")

    async def finished(self) -> None:
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)

    async def _drain(self) -> None:
        """Write batches until the queue is empty (commits arriving meanwhile join the next batch)."""
        while self._queue:
            batch, self._queue = self._queue, []
            try:
                await self._write(batch)
            except Exception as err:  # a failing statement, or a value SQLite cannot take
                if len(batch) == 1:
                    _settle(batch, err)
                    continue
                log.warning("a grouped commit of %d tables failed (%s); committing each alone", len(batch), err)
                for commit in batch:  # one table's unstorable write fails that table only
                    try:
                        await self._write([commit])
                    except Exception as alone:
                        log.error("commit failed: %s", alone)
                        _settle([commit], alone)
                        continue
                    _settle([commit])
            else:
                _settle(batch)
            await self._after()  # after each batch (the checkpoints): under steady play the queue never empties

    async def _write(self, batch: list[Commit]) -> None:
        rows = list({c.row[0]: c.row for c in batch if c.row is not None}.values())
        writes = [write for c in batch for write in c.writes]
        events = [event for c in batch for event in c.events]
        delivered = [c.delivered for c in batch if c.delivered is not None]
        try:
            if not writes and not events and not delivered and len(rows) <= ROWS_PER_STATEMENT:
                await _upsert_tables(self._conn, rows)  # autocommit: one statement, one trip, atomic
                return
            await self._conn.execute("BEGIN IMMEDIATE")
            for start in range(0, len(rows), ROWS_PER_STATEMENT):
                await _upsert_tables(self._conn, rows[start : start + ROWS_PER_STATEMENT])
            if events:  # every table's new events in one trip to the writer's thread
                await self._conn.executemany("INSERT INTO outbox (table_id, seq, event) VALUES (?, ?, ?)", events)
            if delivered:
                await _mark_delivered(self._conn, delivered)
            for write in writes:
                await write(self._conn)
            await self._conn.execute("COMMIT")
        except Exception:
            if self._conn.in_transaction:
                await self._conn.execute("ROLLBACK")
            raise


def _unless_failed(done: asyncio.Future[None]) -> None:
    """A write nobody awaits (a note) logs its failure; an awaited one raises it to its caller as well."""
    if not done.cancelled() and done.exception() is not None:
        log.warning("a write to the database failed: %s", done.exception())


def _settle(batch: list[Commit], error: BaseException | None = None) -> None:
    for commit in batch:
        if not commit.done.done():
            if error is None:
                commit.done.set_result(None)
            else:
                commit.done.set_exception(without_frames(error))  # the batch's frames would hold this future


async def _upsert_tables(conn: aiosqlite.Connection, rows: list[TableRow]) -> None:
    """All the rows in one statement: every round trip to the database thread waits for a turn of the busy
    event loop, so a batch costs one trip, not one per table."""
    if not rows:
        return
    values = ", ".join(["(?, ?, ?, ?, ?, ?, ?)"] * len(rows))
    await conn.execute(
        f"INSERT INTO tables (id, guild_id, in_game, state, updated_at, due_at, event_seq) VALUES {values} "
        "ON CONFLICT (id) DO UPDATE SET guild_id = excluded.guild_id, in_game = excluded.in_game, "
        "state = excluded.state, updated_at = excluded.updated_at, due_at = excluded.due_at, "
        "event_seq = excluded.event_seq",
        [v for row in rows for v in row],
    )


async def _mark_delivered(conn: aiosqlite.Connection, delivered: list[tuple[int, int]]) -> None:
    """Events delivered: the tables' numbers move on and their outbox rows go, two trips for a whole batch."""
    marks = [(seq, table_id, seq) for table_id, seq in delivered]
    await conn.executemany("UPDATE tables SET delivered_seq = ? WHERE id = ? AND delivered_seq < ?", marks)
    await conn.executemany("DELETE FROM outbox WHERE table_id = ? AND seq <= ?", [(t, q) for q, t, _ in marks])
