"""SQLite storage through aiosqlite, WAL mode, for one bot process.

Tables are cached in memory between actions (one process owns the file: a
lock file says so) and are reloaded from the file after any failed or refused
action. Commits of concurrent tables are grouped into one SQLite transaction
by the writer of :mod:`bot.storage.sqlite_writes`.

Durability: ``synchronous=FULL`` on the grouped commits, so a commit whose
events were announced survives a power loss too (WAL mode with NORMAL
survives a process crash but may lose the last commits on power loss). Its
cost is shared by every table in a batch; see :data:`SYNCHRONOUS`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.model.contract import Leaderboard, PlayerStats
from bot.model.table import Table
from bot.storage import codec, sqlite_file, sqlite_wal, standings
from bot.storage import queries as q
from bot.storage.change import Change
from bot.storage.errors import StorageError, StorageUnavailable, without_frames
from bot.storage.game_rows import insert_result
from bot.storage.records import Claim, GameResult, Numbered, Rating
from bot.storage.sql import Statement
from bot.storage.sqlite_wal import WalKeeper
from bot.storage.sqlite_writes import Commit, SqliteConn, TableRow, Write, Writer

log = logging.getLogger(__name__)

# FULL: a commit is on disk before its events are announced, power loss included (measured in the
# issue 16 note: benchmarks/tables.py at 1,000 tables, p99 per action, NORMAL against FULL)
SYNCHRONOUS = "FULL"

migrations = sqlite_file.migrations


@dataclass
class Seqs:
    """A table's outbox numbers: the last event stored and the last delivered."""

    latest: int = 0
    delivered: int = 0


class SqliteStorage:
    """:class:`~bot.storage.storage.Storage` on one SQLite file."""

    shared = False

    def __init__(
        self, conn: aiosqlite.Connection, checkpointer: aiosqlite.Connection, lock: sqlite_file.FileLock, wal: Path
    ):
        self._conn = conn
        self._wal = WalKeeper(conn, checkpointer, wal)
        self._file_lock = lock
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, Table] = {}
        self._seqs: dict[int, Seqs] = {}
        self._delivering: set[int] = set()
        self._notes: dict[tuple[str, str], str] | None = None  # every note, once the first is read
        self._closing = False
        self._writer = Writer(conn, after=self._after_batch)

    @classmethod
    async def open(cls, path: Path | str) -> SqliteStorage:
        """Open (or create) the database; :class:`StorageUnavailable` names the file and the problem."""
        path = Path(path)
        sqlite_file.check_path(path)
        lock = sqlite_file.FileLock(path)
        opened: list[aiosqlite.Connection] = []
        try:
            sqlite_file.create(path)
            sqlite_file.verify(path)
            # autocommit mode: the writer opens its transactions itself (a batch of table rows needs none)
            conn = await aiosqlite.connect(str(path), isolation_level=None)
            opened.append(conn)
            # consume the PRAGMA's cursor: a dangling one makes later commits fail at random
            async with conn.execute("PRAGMA journal_mode=WAL") as cur:
                await cur.fetchall()
            await conn.execute(f"PRAGMA synchronous={SYNCHRONOUS}")
            await conn.execute("PRAGMA foreign_keys=ON")
            # checkpoints (the fsyncs) run on a second connection, so a slow disk seldom stalls a commit
            # (only the one that keeps the WAL bounded runs on this one: bot.storage.sqlite_wal)
            await conn.execute("PRAGMA wal_autocheckpoint=0")
            await conn.execute(f"PRAGMA journal_size_limit={sqlite_wal.WAL_LIMIT}")  # a fresh WAL is cut to this
            checkpointer = await aiosqlite.connect(str(path))
            opened.append(checkpointer)
        except StorageUnavailable:
            await _close_all(opened, lock)
            raise
        except (sqlite3.Error, OSError) as err:
            await _close_all(opened, lock)
            raise sqlite_file.unavailable("db_cannot_open", path, err, err) from None
        except BaseException:
            await _close_all(opened, lock)
            raise
        return cls(conn, checkpointer, lock, Path(f"{path}-wal"))

    async def close(self) -> None:
        """Write what is queued, then close the file and let another process have it."""
        self._closing = True
        await self._writer.finished()
        await self._wal.close()
        await self._conn.close()
        self._file_lock.release()

    # -- one table ---------------------------------------------------------------

    @asynccontextmanager
    async def locked(self, table_id: int) -> AsyncIterator[SqliteTx]:
        lock = self._locks.setdefault(table_id, asyncio.Lock())
        async with lock:
            tx = SqliteTx(self, table_id, await self._load(table_id))
            try:
                yield tx
            except BaseException:
                self._cache.pop(table_id, None)  # whatever was changed in memory is forgotten
                raise
            if tx.dirty and not tx.committed:
                self._cache.pop(table_id, None)

    @asynccontextmanager
    async def reading(self, table_id: int, *, cached: bool = False) -> AsyncIterator[Table | None]:
        async with self.locked(table_id) as tx:  # one process: what it has is what is stored
            yield tx.table

    def resting(self, table_id: int) -> Table | None:
        lock = self._locks.get(table_id)
        return None if lock is not None and lock.locked() else self._cache.get(table_id)

    async def _load(self, table_id: int) -> Table | None:
        if table_id in self._cache:
            return self._cache[table_id]
        rows = await self._plain("SELECT state, event_seq, delivered_seq FROM tables WHERE id = ?", (table_id,))
        if not rows:
            return None
        state, latest, delivered = rows[0]
        self._seqs.setdefault(table_id, Seqs(latest, delivered))
        table = Table.from_json(json.loads(state))
        self._cache[table_id] = table
        return table

    def queue(self, commit: Commit) -> None:
        """Hand a write to the writer without waiting for it (a note, a delivery's mark)."""
        self._writer.queue(commit)

    async def commit(self, table_id: int, table: Table | None, commit: Commit) -> None:
        """Write ``commit`` with the others waiting; then ``table`` is the copy to work from. Raises StorageError."""
        if self._closing:
            raise StorageError("the storage is closed")
        self._writer.queue(commit)
        try:
            await commit.done
        except Exception as err:  # sqlite3's errors, and values it cannot store (OverflowError, UnicodeError)
            raise StorageError(str(err)) from without_frames(err)  # this frame holds the future that holds it
        if table is not None:
            self._cache[table_id] = table

    async def _after_batch(self) -> None:
        if not self._closing:
            await self._wal.after_batch()

    # -- reading ---------------------------------------------------------------

    async def _plain(self, sql: str, params: Sequence[Any]) -> list[Any]:
        """One hand-written SQLite statement's rows (loading a table)."""
        try:
            async with self._conn.execute(sql, tuple(params)) as cur:
                return list(await cur.fetchall())
        except sqlite3.Error as err:
            raise StorageError(str(err)) from err

    async def fetch(self, statement: Statement) -> list[Sequence[Any]]:
        query, params = statement
        return await self._plain(query.sqlite.text, query.sqlite.values(params))

    async def unfinished(self) -> list[int]:
        return [r[0] for r in await self.fetch(q.UNFINISHED())]

    async def last_record(self, table_id: int) -> dict[str, Any] | None:
        rows = await self.fetch(q.LAST_RECORD(table=table_id))
        return json.loads(rows[0][0]) if rows else None

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        if not user_ids:
            return {}
        return {r[0]: (r[1], r[2]) for r in await self.fetch(q.RATINGS(guild=guild_id or 0, users=user_ids))}

    async def leaderboard(self, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard:
        return await standings.leaderboard(self.fetch, guild_id, user_id, size)

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        return await standings.stats(self.fetch, guild_id, user_id)

    async def execute(self, statements: Sequence[Statement]) -> list[list[Sequence[Any]]]:
        """Through the writer, like every write (a statement on the shared connection meanwhile would join the
        writer's transaction)."""
        results: list[list[Sequence[Any]]] = []

        async def write(conn: aiosqlite.Connection) -> None:
            results.clear()  # a grouped commit that failed is tried again alone
            for statement in statements:
                results.append(await SqliteConn(conn).rows(statement))

        await self.commit(0, None, Commit(None, [write]))
        return results

    # -- the outbox (one process: claims are kept in memory) ------------------------

    async def seqs_of(self, table_id: int) -> Seqs:
        """The table's outbox numbers (its transaction numbers its events after ``latest``)."""
        seqs = self._seqs.get(table_id)
        if seqs is None:
            rows = await self._plain("SELECT event_seq, delivered_seq FROM tables WHERE id = ?", (table_id,))
            seqs = self._seqs.setdefault(table_id, Seqs(*rows[0]) if rows else Seqs())
        return seqs

    async def claim_delivery(self, table_id: int) -> Claim | None:
        if table_id in self._delivering:
            return None
        seqs = await self.seqs_of(table_id)
        self._delivering.add(table_id)
        return Claim(seqs.delivered, seqs.latest)

    async def pending_events(self, table_id: int, after: int) -> list[Numbered]:
        rows = await self.fetch(q.PENDING_EVENTS(table=table_id, after=after))
        return [(seq, codec.decode(text)) for seq, text in rows]

    async def mark_delivered(self, table_id: int, seq: int) -> None:
        """Written behind, in the next grouped commit: only one process delivers, and it reads its memory.

        Awaiting the write would not narrow the window in which a crash
        announces an event twice (the event is out before any mark), only add
        a commit's wait to every delivery.
        """

        seqs = await self.seqs_of(table_id)
        seqs.delivered = max(seqs.delivered, seq)
        self.queue(Commit(None, [], delivered=(table_id, seq)))

    async def release_delivery(self, table_id: int) -> bool:
        self._delivering.discard(table_id)
        seqs = self._seqs.get(table_id)
        return seqs is not None and seqs.latest > seqs.delivered

    async def needing_attention(self, now: float, grace: float) -> list[int]:
        rows = await self._plain(
            "SELECT id, due_at IS NOT NULL AND due_at <= ? FROM tables WHERE (due_at IS NOT NULL AND due_at <= ?)"
            " OR event_seq > delivered_seq ORDER BY id",
            (now - grace, now - grace),
        )
        return [table_id for table_id, due in rows if due or self._undelivered(table_id)]

    def _undelivered(self, table_id: int) -> bool:
        """Memory knows better than the file: marks of delivery are written behind."""
        seqs = self._seqs.get(table_id)
        return seqs is None or seqs.latest > seqs.delivered

    async def claim_ai(self, table_id: int, seconds: float) -> bool:
        return True  # one process: its scheduler runs at most one AI driver per table

    def holds_ai(self, table_id: int, seconds: float) -> bool:
        return True

    async def release_ai(self, table_id: int) -> None:
        return None

    # -- an adapter's notes: read from memory, written behind ------------------------------
    # One process owns the file, so every note is kept in memory (read once, at the first note
    # asked for) and written behind, grouped with the next commits; a crash may lose the last
    # of them, which costs an adapter at most a message it posts afresh.

    async def _all_notes(self) -> dict[tuple[str, str], str]:
        if self._notes is None:
            rows = await self.fetch(q.ALL_NOTES())
            self._notes = {(kind, key): value for kind, key, value in rows}
        return self._notes

    async def note(self, kind: str, key: str) -> str | None:
        return (await self._all_notes()).get((kind, key))

    async def notes(self, kind: str, prefix: str) -> dict[str, str]:
        return {
            key: value for (k, key), value in (await self._all_notes()).items() if k == kind and key.startswith(prefix)
        }

    async def set_note(self, kind: str, key: str, value: str | None) -> None:
        notes = await self._all_notes()
        if value is None:
            notes.pop((kind, key), None)
        else:
            notes[(kind, key)] = value

        if value is None:
            self.queue(Commit(None, [_statement(q.DELETE_NOTE(kind=kind, key=key))]))
        else:
            self.queue(Commit(None, [_statement(q.SET_NOTE(kind=kind, key=key, value=value))]))

    async def forget_notes(self, kinds: Sequence[str], prefix: str) -> None:
        notes = await self._all_notes()
        for kind, key in [k for k in notes if k[0] in kinds and k[1].startswith(prefix)]:
            del notes[(kind, key)]

        self.queue(Commit(None, [_statement(q.FORGET_NOTES(kinds=list(kinds), length=len(prefix), prefix=prefix))]))


class SqliteTx(Change):
    """One locked table of :class:`SqliteStorage`."""

    def __init__(self, storage: SqliteStorage, table_id: int, table: Table | None) -> None:
        super().__init__(table)
        self._storage = storage
        self.table_id = table_id

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        return await self._storage.ratings(guild_id, user_ids)

    async def fetch(self, statement: Statement) -> list[Sequence[Any]]:
        return await self._storage.fetch(statement)

    async def commit(self) -> list[Numbered]:
        seqs = await self._storage.seqs_of(self.table_id)
        numbered = self.numbered(seqs.latest)
        latest = numbered[-1][0] if numbered else seqs.latest
        writes = [_result(result) for result in self.results]
        writes += [_statement(statement) for statement in self.statements]  # after the results: they may need them
        outbox = [(self.table_id, seq, codec.encode(event)) for seq, event in numbered]
        row: TableRow | None = None
        if self.saved is not None:
            state = codec.dump(self.saved.to_json())
            row = (self.table_id, self.saved.guild_id, int(self.saved.playing), state, time.time(), self.due, latest)
        await self._storage.commit(self.table_id, self.saved, Commit(row, writes, outbox))
        seqs.latest = max(seqs.latest, latest)  # numbers used only once the commit holds
        self.forget()
        return numbered


async def _close_all(conns: list[aiosqlite.Connection], lock: sqlite_file.FileLock) -> None:
    """After a failed open: close every connection (their threads would keep the process alive) and the lock."""
    for conn in conns:
        try:
            await conn.close()
        except Exception:
            log.debug("closing a connection after a failed open", exc_info=True)
    lock.release()


def _statement(statement: Statement) -> Write:
    async def write(conn: aiosqlite.Connection) -> None:
        await SqliteConn(conn).rows(statement)

    return write


def _result(result: GameResult) -> Write:
    async def write(conn: aiosqlite.Connection) -> None:
        await insert_result(SqliteConn(conn), result)

    return write
