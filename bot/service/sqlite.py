"""SQLite storage through aiosqlite, WAL mode, for one bot process.

Tables are cached in memory between actions (one process owns the file) and
are reloaded from the file after any failed or refused action. Commits of
concurrent tables are grouped into one SQLite transaction by a writer task
that runs only while commits are queued: many tables, few fsyncs, and no
background task idling between actions (nothing waits forever, so a
simulated event loop can always settle).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

from bot.service.contract import Leaderboard, PlayerStats, Standing
from bot.service.ratings import ordinal
from bot.service.storage import GameResult, Rating
from bot.service.table import Table

log = logging.getLogger(__name__)

Write = Callable[[aiosqlite.Connection], Awaitable[None]]
TableRow = tuple[int, int | None, int, str, float]  # id, guild_id, in_game, state, updated_at
CHECKPOINT_SECONDS = 1.0  # copy the WAL into the database file this often (off the commit path)
ROWS_PER_STATEMENT = 500  # 5 variables a row, well below SQLite's limit of 32,766


def migrations() -> list[tuple[int, str]]:
    """The numbered ``NNN_name.sql`` files of :mod:`bot.service.migrations`, in order."""
    files = resources.files("bot.service.migrations")
    found = [(int(f.name.split("_", 1)[0]), f.read_text("utf-8")) for f in files.iterdir() if f.name.endswith(".sql")]
    return sorted(found)


async def migrate(conn: aiosqlite.Connection) -> int:
    """Apply the migrations newer than the file's ``user_version``; returns the schema version."""
    async with conn.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    version = int(row[0]) if row else 0
    for number, script in migrations():
        if number > version:
            await conn.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
            version = number
    return version


class SqliteStorage:
    """:class:`~bot.service.storage.Storage` on one SQLite file."""

    def __init__(self, conn: aiosqlite.Connection, checkpointer: aiosqlite.Connection | None = None) -> None:
        self._conn = conn
        self._checkpointer = checkpointer
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, Table] = {}
        self._queue: list[tuple[TableRow | None, list[Write], asyncio.Future[None]]] = []
        self._closing = False
        self._writer: asyncio.Task[None] | None = None
        self._checkpointing: asyncio.Task[None] | None = None
        self._last_checkpoint = time.monotonic()

    @classmethod
    async def open(cls, path: Path | str) -> SqliteStorage:
        # autocommit mode: the writer opens its transactions itself (a batch of table rows needs none)
        conn = await aiosqlite.connect(str(path), isolation_level=None)
        # consume the PRAGMA's cursor: a dangling one makes later commits fail at random
        async with conn.execute("PRAGMA journal_mode=WAL") as cur:
            await cur.fetchall()
        await conn.execute("PRAGMA synchronous=NORMAL")  # WAL: durable at checkpoints, always consistent
        await conn.execute("PRAGMA foreign_keys=ON")
        # checkpoints (the fsyncs) run on a second connection, so a slow disk never stalls a commit
        await conn.execute("PRAGMA wal_autocheckpoint=0")
        await conn.commit()
        await migrate(conn)
        checkpointer = await aiosqlite.connect(str(path))
        return cls(conn, checkpointer)

    async def close(self) -> None:
        """Write what is queued, then close the file."""
        self._closing = True
        for task in (self._writer, self._checkpointing):
            if task is not None:
                await asyncio.gather(task, return_exceptions=True)
        if self._checkpointer is not None:
            await self._checkpointer.close()
        await self._checkpoint("TRUNCATE", self._conn)
        await self._conn.close()

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

    async def _load(self, table_id: int) -> Table | None:
        if table_id in self._cache:
            return self._cache[table_id]
        async with self._conn.execute("SELECT state FROM tables WHERE id = ?", (table_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        table = Table.from_json(json.loads(row[0]))
        self._cache[table_id] = table
        return table

    async def _commit(self, table_id: int, table: Table | None, row: TableRow | None, writes: list[Write]) -> None:
        if self._closing:
            raise RuntimeError("the storage is closed")
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append((row, writes, future))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain(), name="sqlite-writer")
        await future
        if table is not None:
            self._cache[table_id] = table

    # -- the writer: groups the commits waiting at one moment into one transaction

    async def _drain(self) -> None:
        """Write batches until the queue is empty (commits arriving meanwhile join the next batch)."""
        while self._queue:
            await self._flush()
        self._checkpoint_now_and_then()

    async def _flush(self) -> None:
        batch, self._queue = self._queue, []
        if not batch:
            return
        rows = list({row[0]: row for row, _, _ in batch if row is not None}.values())
        writes = [write for _, more, _ in batch for write in more]
        try:
            if not writes and len(rows) <= ROWS_PER_STATEMENT:
                await _upsert_tables(self._conn, rows)  # autocommit: one statement, one trip, atomic
            else:
                await self._conn.execute("BEGIN IMMEDIATE")
                for start in range(0, len(rows), ROWS_PER_STATEMENT):
                    await _upsert_tables(self._conn, rows[start : start + ROWS_PER_STATEMENT])
                for write in writes:
                    await write(self._conn)
                await self._conn.execute("COMMIT")
        except Exception as err:
            log.exception("commit failed")
            if self._conn.in_transaction:
                await self._conn.execute("ROLLBACK")
            for _, _, future in batch:
                if not future.done():
                    future.set_exception(err)
            return
        for _, _, future in batch:
            if not future.done():
                future.set_result(None)

    def _checkpoint_now_and_then(self) -> None:
        """Copy the WAL into the database file at most every CHECKPOINT_SECONDS, off the commit path."""
        busy = self._checkpointing is not None and not self._checkpointing.done()
        if self._checkpointer is None or busy or time.monotonic() - self._last_checkpoint < CHECKPOINT_SECONDS:
            return
        self._last_checkpoint = time.monotonic()
        self._checkpointing = asyncio.create_task(self._checkpoint("PASSIVE", self._checkpointer), name="sqlite-wal")

    async def _checkpoint(self, mode: str, conn: aiosqlite.Connection) -> None:
        try:
            async with conn.execute(f"PRAGMA wal_checkpoint({mode})") as cur:
                await cur.fetchall()
        except Exception:
            log.exception("WAL checkpoint failed")

    # -- reading ---------------------------------------------------------------

    async def _rows(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        async with self._conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

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

    async def _summary(
        self, guild: int, user_id: int, *, rated_only: bool = False
    ) -> tuple[int, int, float | None, int | None, str | None]:
        """games, wins, average round score, best round, name of one player on one server.

        ``rated_only``: the leaderboard's figures, where practice and AI games do not count.
        """
        only = " AND g.rated = 1" if rated_only else ""
        games = await self._rows(
            "SELECT COUNT(*), COALESCE(SUM(s.won), 0), MAX(g.id) FROM game_seats s JOIN games g ON g.id = s.game_id "
            f"WHERE g.guild_id = ? AND g.finished = 1 AND s.user_id = ?{only}",
            (guild, user_id),
        )
        rounds = await self._rows(
            "SELECT AVG(r.score), MAX(r.score) FROM round_scores r JOIN games g ON g.id = r.game_id "
            f"WHERE g.guild_id = ? AND g.finished = 1 AND r.user_id = ?{only}",
            (guild, user_id),
        )
        name = await self._rows(
            "SELECT s.name FROM game_seats s JOIN games g ON g.id = s.game_id WHERE g.guild_id = ? AND s.user_id = ? "
            "ORDER BY g.id DESC LIMIT 1",
            (guild, user_id),
        )
        count, wins, _ = games[0]
        average, best = rounds[0]
        return count, wins, average, best, name[0][0] if name else None

    async def leaderboard(self, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard:
        guild = guild_id or 0
        rows = await self._rows(
            "SELECT user_id, name, ordinal FROM ratings WHERE guild_id = ? ORDER BY ordinal DESC, user_id LIMIT ?",
            (guild, size),
        )
        top = [
            await self._standing(guild, place, uid, name, rating) for place, (uid, name, rating) in enumerate(rows, 1)
        ]
        mine = next((s for s in top if s.user_id == user_id), None)
        if mine is None:
            own = await self._rows(
                "SELECT name, ordinal FROM ratings WHERE guild_id = ? AND user_id = ?", (guild, user_id)
            )
            if own:
                ahead = await self._rows(
                    "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND ordinal > ?", (guild, own[0][1])
                )
                mine = await self._standing(guild, ahead[0][0] + 1, user_id, own[0][0], own[0][1])
        return Leaderboard(top=tuple(top), me=mine)

    async def _standing(self, guild: int, place: int, user_id: int, name: str, rating: float) -> Standing:
        games, wins, average, _, _ = await self._summary(guild, user_id, rated_only=True)
        return Standing(place, user_id, name, round(rating, 2), games, wins, round(average or 0.0, 2))

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        guild = guild_id or 0
        games, wins, average, best, name = await self._summary(guild, user_id)
        rated = await self._rows(
            "SELECT name, ordinal FROM ratings WHERE guild_id = ? AND user_id = ?", (guild, user_id)
        )
        pains = await self._rows(
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


class SqliteTx:
    """One locked table of :class:`SqliteStorage`."""

    def __init__(self, storage: SqliteStorage, table_id: int, table: Table | None) -> None:
        self._storage = storage
        self.table_id = table_id
        self.table = table
        self._writes: list[Write] = []
        self._saved: Table | None = None
        self.dirty = False
        self.committed = False

    def save(self, table: Table) -> None:
        self.table = self._saved = table
        self.dirty = True

    def record(self, result: GameResult) -> None:
        self._writes.append(lambda conn: _insert_result(conn, result))
        self.dirty = True

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        return await self._storage.ratings(guild_id, user_ids)

    async def commit(self) -> None:
        row: TableRow | None = None
        if self._saved is not None:
            state = json.dumps(self._saved.to_json(), separators=(",", ":"))
            row = (self.table_id, self._saved.guild_id, int(self._saved.playing), state, time.time())
        await self._storage._commit(self.table_id, self._saved, row, list(self._writes))
        self._writes, self.committed = [], True


async def _upsert_tables(conn: aiosqlite.Connection, rows: list[TableRow]) -> None:
    """All the rows in one statement: every round trip to the database thread waits for a turn of the busy
    event loop, so a batch costs one trip, not one per table."""
    values = ", ".join(["(?, ?, ?, ?, ?)"] * len(rows))
    await conn.execute(
        f"INSERT INTO tables (id, guild_id, in_game, state, updated_at) VALUES {values} "
        "ON CONFLICT (id) DO UPDATE SET guild_id = excluded.guild_id, in_game = excluded.in_game, "
        "state = excluded.state, updated_at = excluded.updated_at",
        [v for row in rows for v in row],
    )


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
        "INSERT INTO game_seats (game_id, seat, user_id, name, total, won) VALUES (?, ?, ?, ?, ?, ?)",
        [(game_id, s.seat, s.user_id, s.name, s.total, int(s.won)) for s in result.seats],
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
            (guild, s.user_id, s.name, s.rating[0], s.rating[1], ordinal(s.rating))
            for s in result.seats
            if s.rating is not None and s.user_id is not None
        ],
    )
