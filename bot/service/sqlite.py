"""SQLite storage through aiosqlite, WAL mode, for one bot process.

Tables are cached in memory between actions (one process owns the file: a
lock file says so) and are reloaded from the file after any failed or refused
action. Commits of concurrent tables are grouped into one SQLite transaction
by a writer task that runs only while commits are queued: many tables, few
fsyncs, and no background task idling between actions (nothing waits
forever, so a simulated event loop can always settle). When a grouped commit
fails, each commit in it is tried alone, so one table's unstorable write
fails that table only.

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
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

from bot.service import codec, sqlite_file, standings
from bot.service.contract import Leaderboard, PlayerStats
from bot.service.events import Event
from bot.service.ratings import ordinal
from bot.service.storage import Claim, GameResult, Numbered, Rating, Statement, StorageError, StorageUnavailable
from bot.service.table import Table

log = logging.getLogger(__name__)

Write = Callable[[aiosqlite.Connection], Awaitable[None]]
TableRow = tuple[int, int | None, int, str, float, float | None, int]  # id, guild, in_game, state, at, due, event_seq
CHECKPOINT_SECONDS = 1.0  # copy the WAL into the database file this often (off the commit path)
# The WAL's bound: past it the writer checkpoints between two batches (the periodic checkpoint has copied
# almost everything already), so its next commit starts the WAL afresh, cut back to this size.
WAL_LIMIT = 4 * 2**20
WAL_LOOK_SECONDS = 0.25  # how often the writer looks at the WAL's size (a stat)
ROWS_PER_STATEMENT = 500  # 7 variables a row, well below SQLite's limit of 32,766
# FULL: a commit is on disk before its events are announced, power loss included (measured in the
# issue 16 note: benchmarks/tables.py at 1,000 tables, p99 per action, NORMAL against FULL)
SYNCHRONOUS = "FULL"

migrations = sqlite_file.migrations


@dataclass
class Seqs:
    """A table's outbox numbers: the last event stored and the last delivered."""

    latest: int = 0
    delivered: int = 0


@dataclass
class Commit:
    """One table's commit waiting for the writer."""

    row: TableRow | None
    writes: list[Write]
    events: list[tuple[int, int, str]] = field(default_factory=list)  # outbox rows: table, number, event
    delivered: tuple[int, int] | None = None  # a table's events delivered up to a number
    done: asyncio.Future[None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class SqliteStorage:
    """:class:`~bot.service.storage.Storage` on one SQLite file."""

    shared = False

    def __init__(
        self, conn: aiosqlite.Connection, checkpointer: aiosqlite.Connection, lock: sqlite_file.FileLock, wal: Path
    ):
        self._conn = conn
        self._wal = wal
        self._checkpointer = checkpointer
        self._file_lock = lock
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, Table] = {}
        self._seqs: dict[int, Seqs] = {}
        self._delivering: set[int] = set()
        self._notes: dict[tuple[str, str], str] | None = None  # every note, once the first is read
        self._queue: list[Commit] = []
        self._closing = False
        self._writer: asyncio.Task[None] | None = None
        self._checkpointing: asyncio.Task[None] | None = None
        self._last_checkpoint = self._last_wal_look = time.monotonic()

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
            # (only the one that keeps the WAL bounded runs on this one, once per WAL_LIMIT written)
            await conn.execute("PRAGMA wal_autocheckpoint=0")
            await conn.execute(f"PRAGMA journal_size_limit={WAL_LIMIT}")  # a WAL started afresh is cut to this
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
        for task in (self._writer, self._checkpointing):
            if task is not None:
                await asyncio.gather(task, return_exceptions=True)
        await self._checkpointer.close()
        await self._checkpoint("TRUNCATE", self._conn)
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
        rows = await self._rows("SELECT state, event_seq, delivered_seq FROM tables WHERE id = ?", (table_id,))
        if not rows:
            return None
        state, latest, delivered = rows[0]
        self._seqs.setdefault(table_id, Seqs(latest, delivered))
        table = Table.from_json(json.loads(state))
        self._cache[table_id] = table
        return table

    def _queue_write(self, commit: Commit) -> None:
        self._queue.append(commit)
        commit.done.add_done_callback(_unless_failed)
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain(), name="sqlite-writer")

    async def _commit(self, table_id: int, table: Table | None, commit: Commit) -> None:
        if self._closing:
            raise StorageError("the storage is closed")
        self._queue_write(commit)
        try:
            await commit.done
        except Exception as err:  # sqlite3's errors, and values it cannot store (OverflowError, UnicodeError)
            raise StorageError(str(err)) from err
        if table is not None:
            self._cache[table_id] = table

    # -- the writer: groups the commits waiting at one moment into one transaction

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
            self._checkpoint_now_and_then()  # in the loop: under steady play the queue is never empty
            await self._keep_wal_bounded()

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

    def _checkpoint_now_and_then(self) -> None:
        """Copy the WAL into the database file at most every CHECKPOINT_SECONDS, off the commit path."""
        busy = self._checkpointing is not None and not self._checkpointing.done()
        if self._closing or busy or time.monotonic() - self._last_checkpoint < CHECKPOINT_SECONDS:
            return
        self._last_checkpoint = time.monotonic()
        self._checkpointing = asyncio.create_task(self._checkpoint("PASSIVE", self._checkpointer), name="sqlite-wal")

    async def _keep_wal_bounded(self) -> None:
        """Past :data:`WAL_LIMIT`, checkpoint on the writer's own connection between two batches.

        The periodic checkpoint runs beside the writer, so under steady play
        new frames always follow the ones it copied and SQLite never starts
        the WAL afresh. Here no commit can come between the checkpoint and
        the next one, which therefore starts the WAL from its beginning (and
        ``journal_size_limit`` cuts the file back). PASSIVE: never waits for a
        reader (a backup), it is tried again a moment later instead. Its cost,
        copying what came since the periodic checkpoint and one fsync, falls on
        the commits queued meanwhile, once per :data:`WAL_LIMIT` written.
        """
        now = time.monotonic()
        if now - self._last_wal_look < WAL_LOOK_SECONDS:
            return
        self._last_wal_look = now
        try:
            big = self._wal.stat().st_size > WAL_LIMIT
        except OSError:
            return  # no WAL yet
        if big:
            if self._checkpointing is not None:  # it holds SQLite's checkpoint lock, and has done most of the work
                await asyncio.wait([self._checkpointing])
            await self._checkpoint("PASSIVE", self._conn)

    async def _checkpoint(self, mode: str, conn: aiosqlite.Connection) -> None:
        try:
            async with conn.execute(f"PRAGMA wal_checkpoint({mode})") as cur:
                await cur.fetchall()
        except sqlite3.Error as err:  # a full disk: the WAL keeps what it has, the next checkpoint tries again
            log.warning("WAL checkpoint failed: %s", err)

    # -- reading ---------------------------------------------------------------

    async def _rows(self, sql: str, params: Sequence[Any]) -> list[Any]:
        try:
            async with self._conn.execute(sql, tuple(params)) as cur:
                return list(await cur.fetchall())
        except sqlite3.Error as err:
            raise StorageError(str(err)) from err

    async def unfinished(self) -> list[int]:
        return [r[0] for r in await self._rows("SELECT id FROM tables WHERE in_game = 1 ORDER BY id", ())]

    async def last_record(self, table_id: int) -> dict[str, Any] | None:
        rows = await self._rows("SELECT record FROM games WHERE table_id = ? ORDER BY id DESC LIMIT 1", (table_id,))
        return json.loads(rows[0][0]) if rows else None

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self._rows(
            f"SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND user_id IN ({marks})",
            (guild_id or 0, *user_ids),
        )
        return {r[0]: (r[1], r[2]) for r in rows}

    async def leaderboard(self, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard:
        return await standings.leaderboard(self._rows, guild_id, user_id, size)

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        return await standings.stats(self._rows, guild_id, user_id)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return await self._rows(sql, params)

    async def execute(self, statements: Sequence[Statement]) -> list[list[Sequence[Any]]]:
        """Through the writer, like every write (a statement on the shared connection meanwhile would join the
        writer's transaction)."""
        results: list[list[Sequence[Any]]] = []

        async def write(conn: aiosqlite.Connection) -> None:
            results.clear()  # a grouped commit that failed is tried again alone
            for sql, params in statements:
                results.append(await _run(conn, sql, params))

        await self._commit(0, None, Commit(None, [write]))
        return results

    # -- the outbox (one process: claims are kept in memory) ------------------------

    async def _seqs_of(self, table_id: int) -> Seqs:
        seqs = self._seqs.get(table_id)
        if seqs is None:
            rows = await self._rows("SELECT event_seq, delivered_seq FROM tables WHERE id = ?", (table_id,))
            seqs = self._seqs.setdefault(table_id, Seqs(*rows[0]) if rows else Seqs())
        return seqs

    async def claim_delivery(self, table_id: int) -> Claim | None:
        if table_id in self._delivering:
            return None
        seqs = await self._seqs_of(table_id)
        self._delivering.add(table_id)
        return Claim(seqs.delivered, seqs.latest)

    async def pending_events(self, table_id: int, after: int) -> list[Numbered]:
        rows = await self._rows(
            "SELECT seq, event FROM outbox WHERE table_id = ? AND seq > ? ORDER BY seq", (table_id, after)
        )
        return [(seq, codec.decode(text)) for seq, text in rows]

    async def mark_delivered(self, table_id: int, seq: int) -> None:
        """Written behind, in the next grouped commit: only one process delivers, and it reads its memory.

        Awaiting the write would not narrow the window in which a crash
        announces an event twice (the event is out before any mark), only add
        a commit's wait to every delivery.
        """

        seqs = await self._seqs_of(table_id)
        seqs.delivered = max(seqs.delivered, seq)
        self._queue_write(Commit(None, [], delivered=(table_id, seq)))

    async def release_delivery(self, table_id: int) -> bool:
        self._delivering.discard(table_id)
        seqs = self._seqs.get(table_id)
        return seqs is not None and seqs.latest > seqs.delivered

    async def needing_attention(self, now: float, grace: float) -> list[int]:
        rows = await self._rows(
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
            rows = await self._rows("SELECT kind, key, value FROM notes", ())
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

        async def write(conn: aiosqlite.Connection) -> None:
            if value is None:
                await conn.execute("DELETE FROM notes WHERE kind = ? AND key = ?", (kind, key))
            else:
                sql = "INSERT INTO notes (kind, key, value) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET value = ?"
                await conn.execute(sql, (kind, key, value, value))

        self._queue_write(Commit(None, [write]))

    async def forget_notes(self, kinds: Sequence[str], prefix: str) -> None:
        notes = await self._all_notes()
        for kind, key in [k for k in notes if k[0] in kinds and k[1].startswith(prefix)]:
            del notes[(kind, key)]

        async def write(conn: aiosqlite.Connection) -> None:
            for kind in kinds:
                sql = "DELETE FROM notes WHERE kind = ? AND substr(key, 1, ?) = ?"
                await conn.execute(sql, (kind, len(prefix), prefix))

        self._queue_write(Commit(None, [write]))


class SqliteTx:
    """One locked table of :class:`SqliteStorage`."""

    def __init__(self, storage: SqliteStorage, table_id: int, table: Table | None) -> None:
        self._storage = storage
        self.table_id = table_id
        self.table = table
        self._writes: list[Write] = []
        self._statements: list[Statement] = []
        self._events: list[Event] = []
        self._saved: Table | None = None
        self._due: float | None = None
        self.dirty = False
        self.committed = False

    def save(self, table: Table, due_at: float | None = None) -> None:
        self.table = self._saved = table
        self._due = due_at
        self.dirty = True

    def emit(self, events: Sequence[Event]) -> None:
        self._events += events
        self.dirty = True

    def record(self, result: GameResult) -> None:
        self._writes.append(lambda conn: _insert_result(conn, result))
        self.dirty = True

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        return await self._storage.ratings(guild_id, user_ids)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return await self._storage._rows(sql, params)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._statements.append((sql, params))
        self.dirty = True

    async def commit(self) -> list[Numbered]:
        seqs = await self._storage._seqs_of(self.table_id)
        numbered = [(seqs.latest + i, event) for i, event in enumerate(self._events, 1)]
        latest = numbered[-1][0] if numbered else seqs.latest
        writes = list(self._writes)
        writes += [_statement(sql, params) for sql, params in self._statements]  # after the results: they may need them
        outbox = [(self.table_id, seq, codec.encode(event)) for seq, event in numbered]
        row: TableRow | None = None
        if self._saved is not None:
            state = codec.dump(self._saved.to_json())
            row = (self.table_id, self._saved.guild_id, int(self._saved.playing), state, time.time(), self._due, latest)
        elif numbered:
            raise StorageError("events need the table they belong to")
        await self._storage._commit(self.table_id, self._saved, Commit(row, writes, outbox))
        seqs.latest = max(seqs.latest, latest)  # numbers used only once the commit holds
        self._writes, self._statements, self._events, self.committed = [], [], [], True
        return numbered


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
                commit.done.set_exception(error)


async def _close_all(conns: list[aiosqlite.Connection], lock: sqlite_file.FileLock) -> None:
    """After a failed open: close every connection (their threads would keep the process alive) and the lock."""
    for conn in conns:
        try:
            await conn.close()
        except Exception:
            log.debug("closing a connection after a failed open", exc_info=True)
    lock.release()


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


async def _run(conn: aiosqlite.Connection, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
    async with conn.execute(sql, tuple(params)) as cur:
        return list(await cur.fetchall())


def _statement(sql: str, params: Sequence[Any]) -> Write:
    async def write(conn: aiosqlite.Connection) -> None:
        await _run(conn, sql, params)

    return write


async def _mark_delivered(conn: aiosqlite.Connection, delivered: list[tuple[int, int]]) -> None:
    """Events delivered: the tables' numbers move on and their outbox rows go, two trips for a whole batch."""
    marks = [(seq, table_id, seq) for table_id, seq in delivered]
    await conn.executemany("UPDATE tables SET delivered_seq = ? WHERE id = ? AND delivered_seq < ?", marks)
    await conn.executemany("DELETE FROM outbox WHERE table_id = ? AND seq <= ?", [(t, q) for q, t, _ in marks])


async def _insert_result(conn: aiosqlite.Connection, result: GameResult) -> None:
    guild = result.guild_id or 0
    cur = await conn.execute(
        "INSERT INTO games (table_id, guild_id, finished, rated, ended_at, record) VALUES (?, ?, ?, ?, ?, ?)",
        (
            result.table_id,
            guild,
            int(result.finished),
            int(result.rated),
            result.ended_at,
            json.dumps(result.record, separators=(",", ":")),
        ),
    )
    game_id = cur.lastrowid
    await cur.close()
    await conn.executemany(
        "INSERT INTO game_seats (game_id, seat, user_id, name, total, won, moves, ai_moves, removed_user_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (game_id, s.seat, s.user_id, s.name, s.total, int(s.won), s.moves, s.ai_moves, s.removed_user_id)
            for s in result.seats
        ],
    )
    await conn.executemany(
        "INSERT INTO round_scores (game_id, round, seat, user_id, score, pain) VALUES (?, ?, ?, ?, ?, ?)",
        [
            (game_id, i, s.seat, s.user_id, score, pain)
            for s in result.seats
            for i, (score, pain) in enumerate(s.rounds)
        ],
    )
    await conn.executemany(
        "INSERT INTO ratings (guild_id, user_id, name, mu, sigma, ordinal) VALUES (?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (guild_id, user_id) DO UPDATE SET name = excluded.name, mu = excluded.mu, "
        "sigma = excluded.sigma, ordinal = excluded.ordinal",
        [
            (guild, s.removed_user_id or s.user_id, s.name, s.rating[0], s.rating[1], ordinal(s.rating))
            for s in result.seats
            if s.rating is not None and (s.removed_user_id or s.user_id) is not None
        ],
    )
