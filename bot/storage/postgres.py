"""PostgreSQL storage through asyncpg, for several bot processes on one database.

Each process keeps the tables it has seen, with their version. A change is
computed from that copy (one read when there is none) and written by one
statement that stores the table and its events only if the stored version
is still the one the change began from (for a table that does not exist yet:
only if nobody created it); otherwise :class:`StorageConflict` makes the
service compute the change again from the stored table. The commits of many
tables that come while one such statement is under way share the next one
(:mod:`bot.storage.postgres_save`), with the delivery leases being handed
back, and that statement also renews the AI lease of each table whose AI
this process thinks for. A refusal or an
answer computed from a copy is checked the same way before it is given. A
change that writes more than the table's row (a game's result, ratings,
seasons) runs in a transaction holding ``pg_advisory_xact_lock(table id)``.
The outbox, the AI lease and the delivery lease are columns of the table's
row (see the migrations), so a process that dies (kill -9) leaves nothing
that only it knew: its leases run out and the others take over.

asyncpg rather than psycopg 3: it speaks PostgreSQL's binary protocol from a
native asyncio driver with its own pool and prepared-statement cache, the
shortest path per action for a bot whose every click is one short
transaction (see ``benchmarks/tables.py --database``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import time
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any, Protocol, TypeVar

import asyncpg

from bot.i18n import t
from bot.service.contract import Leaderboard, PlayerStats
from bot.service.events import Event
from bot.service.ratings import ordinal
from bot.service.table import Table
from bot.storage import codec, standings
from bot.storage.batching import Batcher
from bot.storage.postgres_save import FORGET_DELIVERED, NEW, Release, Row, Saved, write_rows
from bot.storage.postgres_writer import Writer
from bot.storage.storage import (
    Claim,
    GameResult,
    Numbered,
    Rating,
    Statement,
    StorageConflict,
    StorageError,
    StorageUnavailable,
)

log = logging.getLogger(__name__)

DELIVERY_LEASE = 20.0  # seconds a process may deliver a table's events without marking progress
MIGRATION_LOCK = 7_346_153  # pg_advisory_lock key: one process migrates at a time
# The batched writes (commits and releases, in one statement) run on a connection of their own that plans the
# statement once. Left to itself PostgreSQL plans every batch anew (its parameters differ in length), which cost
# it twice the time of running the commit's statement. Index scans and nested loops only, so a plan made while
# the outbox was empty stays right once it fills up.
PINNED_PLANS = {
    "plan_cache_mode": "force_generic_plan",
    "enable_seqscan": "off",
    "enable_hashjoin": "off",
    "enable_mergejoin": "off",
}
WRITERS = 1  # the batched writes' connection: one of their statements is under way at a time
R = TypeVar("R")
# InternalClientError: the first statement on a connection whose server process was ended (a restart)
ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError, OSError, asyncio.TimeoutError)


def migrations() -> list[tuple[int, str]]:
    """The numbered ``NNN_name.sql`` files of :mod:`bot.storage.migrations.postgres`, in order."""
    files = resources.files("bot.storage.migrations.postgres")
    found = [(int(f.name.split("_", 1)[0]), f.read_text("utf-8")) for f in files.iterdir() if f.name.endswith(".sql")]
    return sorted(found)


class Hold(Protocol):
    """Keeps a table taken for writing until a batched statement's answer comes (see ``_writing_alone``)."""

    def __call__(self, answer: asyncio.Future[R]) -> asyncio.Future[R]: ...


class PostgresStorage:
    """:class:`~bot.storage.storage.Storage` on a PostgreSQL database shared by several processes."""

    shared = True

    def __init__(self, pool: asyncpg.Pool, writer: asyncpg.Pool, name: str) -> None:
        self._pool = pool
        self._writer = Writer(writer)  # the batched writes' own connection (PINNED_PLANS), kept
        self._name = name  # the URL without its password, for messages
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self._locks: dict[int, asyncio.Lock] = {}  # this process's actions on one table wait here, not in the pool
        self._cache: dict[int, tuple[Table, int]] = {}  # each table as this process last saw it, and its event_seq
        self._claims: dict[int, tuple[Claim, float]] = {}  # delivery leases taken by a commit, and when
        self._drains: dict[int, int] = {}  # how many deliveries of each table this process has begun
        self._writing: dict[int, asyncio.Future[None]] = {}  # the statement writing each table's row now
        self._marks: dict[int, tuple[int, float]] = {}  # delivered up to, not yet stored; when last stored
        self._ai_leases: dict[int, tuple[float, float]] = {}  # the AI leases this process holds: until, length
        self._delivering: set[int] = set()  # tables this process is delivering now
        self._claiming: set[int] = set()  # tables whose delivery this process is claiming in the database now
        self._writes: Batcher[Row | Release, Saved | None] = Batcher(self._write_batch)  # under way together

    @classmethod
    async def open(cls, url: str, *, pool_size: int = 10) -> PostgresStorage:
        """Connect and bring the schema up to date; :class:`StorageUnavailable` says why not."""
        name = _without_password(url)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, command_timeout=30, reset=_nothing_to_reset
            )
        except (*ERRORS, ValueError) as err:
            raise StorageUnavailable(t("db_unreachable", path=name, problem=_one_line(err))) from None
        try:
            await migrate(pool, name)
            writer = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=WRITERS,
                command_timeout=30,
                reset=_nothing_to_reset,
                server_settings=PINNED_PLANS,
            )
        except BaseException as err:
            await pool.close()
            if isinstance(err, ERRORS):
                raise StorageUnavailable(t("db_unreachable", path=name, problem=_one_line(err))) from None
            raise
        return cls(pool, writer, name)

    async def close(self) -> None:
        """Hand back this process's leases (the others need not wait for them to run out), then disconnect."""
        await self._writes.finished()
        self._claims.clear()
        self._ai_leases.clear()
        try:
            await self._pool.execute(
                "UPDATE tables SET ai_owner = NULL, ai_until = NULL WHERE ai_owner = $1", self.owner
            )
            await self._pool.execute(
                "UPDATE tables SET deliverer = NULL, deliver_until = NULL WHERE deliverer = $1", self.owner
            )
        except ERRORS:
            log.warning("could not hand back the leases; they run out by themselves", exc_info=True)
        await self._writer.close()
        await self._pool.close()

    # -- one table ---------------------------------------------------------------

    @asynccontextmanager
    async def locked(self, table_id: int) -> AsyncIterator[PostgresTx]:
        """The table, to change and commit; the commit is refused if another process changed it meanwhile.

        A change is computed from the cached copy (or one read without a lock)
        and written by one statement that checks the version it was computed
        from: two round trips fewer than lock, read, write, commit. A change
        that needs more (a game's result, ratings, seasons) takes the table's
        lock first. Whatever was computed from a copy that turns out stale is
        given up with :class:`StorageConflict`, and the service computes it again.
        """
        async with self._locks.setdefault(table_id, asyncio.Lock()):
            tx = PostgresTx(self, table_id)
            try:
                cached = self._cache.get(table_id)
                table, latest = cached if cached is not None else await self._load_pooled(table_id)
                tx.begin(table, latest, checked=cached is None)
                try:
                    yield tx
                except StorageError:
                    raise
                except Exception:
                    await tx.check_unchanged()  # a refusal from a stale copy is computed again
                    raise
                if not tx.committed:
                    await tx.check_unchanged()  # so is an answer that changed nothing
            except BaseException:
                self._cache.pop(table_id, None)  # whatever was changed in memory is forgotten
                raise
            finally:
                await tx.end()
            if tx.dirty and not tx.committed:
                self._cache.pop(table_id, None)

    @asynccontextmanager
    async def reading(self, table_id: int, *, cached: bool = False) -> AsyncIterator[Table | None]:
        async with self._locks.setdefault(table_id, asyncio.Lock()):
            copy = self._cache.get(table_id)
            if cached and copy is not None:
                yield copy[0]
                return
            table, _ = await self._load_pooled(table_id, copy)
            yield table

    def resting(self, table_id: int) -> Table | None:
        lock, copy = self._locks.get(table_id), self._cache.get(table_id)
        return None if copy is None or (lock is not None and lock.locked()) else copy[0]

    async def _load_pooled(self, table_id: int, cached: tuple[Table, int] | None = None) -> tuple[Table | None, int]:
        """:meth:`_load` on a connection given back at once (a commit may need one of the pool's)."""
        try:
            async with self._pool.acquire() as conn:
                return await self._load(conn, table_id, cached)
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err

    async def _load(
        self, conn: asyncpg.Connection, table_id: int, cached: tuple[Table, int] | None = None
    ) -> tuple[Table | None, int]:
        """The table as stored (``cached`` while its version is the stored one), and its last event's number."""
        row = await conn.fetchrow(
            "SELECT version, CASE WHEN version = $2 THEN NULL ELSE state END, event_seq FROM tables WHERE id = $1",
            table_id,
            cached[0].version if cached is not None else -1,
        )
        if row is None:
            self._cache.pop(table_id, None)
            return None, 0
        if row[1] is None and cached is not None:
            self._cache[table_id] = (cached[0], row[2])
            return cached[0], row[2]
        table = Table.from_json(json.loads(row[1]))
        self._cache[table_id] = (table, row[2])
        return table, row[2]

    async def _give_back(self, conn: asyncpg.Connection, *, rollback: bool) -> None:
        """Roll back what was not committed and give the connection back, even while being cancelled."""
        try:
            if rollback:
                await asyncio.shield(conn.execute("ROLLBACK"))
        except (*ERRORS, asyncio.CancelledError):
            log.debug("rolling back after a failure", exc_info=True)
        finally:
            await asyncio.shield(self._pool.release(conn))

    # -- reading ---------------------------------------------------------------

    async def _rows(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        try:
            return list(await self._pool.fetch(_numbered(sql), *params))
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err

    async def _execute(self, sql: str, *params: Any) -> str:
        try:
            return str(await self._pool.execute(sql, *params))
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err

    async def unfinished(self) -> list[int]:
        return [r[0] for r in await self._rows("SELECT id FROM tables WHERE in_game ORDER BY id", ())]

    async def last_record(self, table_id: int) -> dict[str, Any] | None:
        rows = await self._rows("SELECT record FROM games WHERE table_id = ? ORDER BY id DESC LIMIT 1", (table_id,))
        return json.loads(rows[0][0]) if rows else None

    async def leaderboard(self, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard:
        return await standings.leaderboard(self._rows, guild_id, user_id, size)

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        return await standings.stats(self._rows, guild_id, user_id)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return await self._rows(sql, params)

    async def execute(self, statements: Sequence[Statement]) -> list[list[Sequence[Any]]]:
        try:
            async with self._pool.acquire() as conn, conn.transaction():
                return [list(await conn.fetch(_numbered(sql), *params)) for sql, params in statements]
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err

    # -- the outbox ----------------------------------------------------------------

    async def claim_delivery(self, table_id: int) -> Claim | None:
        """The lease the table's last commit took, if it is fresh; else a claim of it now.

        One claim at a time in this process too; a lease this process holds
        without delivering (a commit took it) is its own to continue.
        """
        if table_id in self._delivering:
            return None
        self._drains[table_id] = self._drains.get(table_id, 0) + 1
        now = time.time()
        taken = self._claims.pop(table_id, None)
        if taken is not None and now - taken[1] < DELIVERY_LEASE / 2:
            self._marks[table_id] = (0, taken[1])
            self._delivering.add(table_id)
            return taken[0]
        # A commit of this process whose statement meets this claim may take the lease too (the claim takes a
        # lease this process holds): such a commit's claim is dropped (see PostgresTx._save_alone), as this
        # claim, made after that commit in the database, already reaches its events.
        self._claiming.add(table_id)
        try:
            rows = await self._rows(
                "UPDATE tables SET deliverer = ?, deliver_until = ? WHERE id = ? "
                "AND (deliverer IS NULL OR deliverer = ? OR deliver_until < ?) RETURNING delivered_seq, event_seq",
                (self.owner, now + DELIVERY_LEASE, table_id, self.owner, now),
            )
        finally:
            self._claiming.discard(table_id)
            self._drains[table_id] += 1  # a commit answered after this must not keep the lease it took
        if not rows:
            return None
        self._marks[table_id] = (0, now)
        self._delivering.add(table_id)
        return Claim(rows[0][0], rows[0][1])

    async def pending_events(self, table_id: int, after: int) -> list[Numbered]:
        sql = "SELECT seq, event FROM outbox WHERE table_id = ? AND seq > ? ORDER BY seq"
        return [(seq, codec.decode(text)) for seq, text in await self._rows(sql, (table_id, after))]

    def _claimed(self, table_id: int, claim: tuple[Claim, float] | None, numbered: list[Numbered]) -> None:
        """After a commit: the lease it took, or the lease an earlier commit took now reaching its events too."""
        if claim is not None:
            self._claims[table_id] = claim
        elif numbered and table_id in self._claims:
            (delivered, _), when = self._claims[table_id]
            self._claims[table_id] = (Claim(delivered, numbered[-1][0]), when)

    async def mark_delivered(self, table_id: int, seq: int) -> None:
        """Stored with the release, or now if the last mark stored is old enough to need the lease renewed."""
        now = time.time()
        stored = self._marks.get(table_id, (0, 0.0))[1]  # when the lease was last taken or renewed
        if now - stored < DELIVERY_LEASE / 4:
            self._marks[table_id] = (seq, stored)
            return
        self._marks[table_id] = (0, now)
        await self._rows(
            "WITH marked AS (UPDATE tables SET delivered_seq = GREATEST(delivered_seq, ?), deliver_until = ? "
            "WHERE id = ? AND deliverer = ? RETURNING id, delivered_seq), "
            f"gone AS ({FORGET_DELIVERED.format(marked='marked')}) SELECT 1 FROM marked",
            (seq, now + DELIVERY_LEASE, table_id, self.owner),
        )

    async def release_delivery(self, table_id: int) -> bool:
        """Store the last mark and hand the lease back; the releases of many tables share one statement."""
        self._delivering.discard(table_id)
        seq = self._marks.pop(table_id, (0, 0.0))[0]
        async with self._writing_alone(table_id) as hold:
            released = await asyncio.shield(hold(self._writes.submit(Release(table_id, seq))))
        return released is not None and released.more

    @asynccontextmanager
    async def _writing_alone(self, table_id: int) -> AsyncIterator[Hold]:
        """One statement at a time writes a table's row from this process: its commit or its release.

        A statement writes each row once (two writes of one row in a statement
        would leave PostgreSQL to pick one), and a commit on a change's own
        connection never races a batch for the same row. ``hold(answer)``: a batched
        statement goes on when its caller is cancelled, so the table stays
        taken until its answer comes.
        """
        while (busy := self._writing.get(table_id)) is not None:
            await asyncio.shield(busy)
        done = self._writing[table_id] = asyncio.get_running_loop().create_future()
        held: list[asyncio.Future[Any]] = []

        def hold(answer: asyncio.Future[R]) -> asyncio.Future[R]:
            held.append(answer)
            return answer

        def free(_: object = None) -> None:
            done.set_result(None)
            del self._writing[table_id]

        try:
            yield hold
        finally:
            if held and not held[-1].done():
                held[-1].add_done_callback(free)
            else:
                free()

    async def _write_batch(self, writes: list[Row | Release]) -> list[Saved | None]:
        """The commits and releases under way, in one statement (each commit still checks its table's version)."""
        try:
            return await self._writer.run(lambda conn: write_rows(conn, writes, self.owner))
        except asyncpg.DeadlockDetectedError as err:  # rows another process's statement locked in another order
            raise StorageConflict(_one_line(err)) from err
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err

    # -- time and the AI, across processes ---------------------------------------

    async def needing_attention(self, now: float, grace: float) -> list[int]:
        rows = await self._rows(
            "SELECT id FROM tables WHERE due_at <= ? AND (ai_until IS NULL OR ai_until < ?) "
            # the tables with undelivered events, found through the outbox (which holds only those events)
            "UNION SELECT t.id FROM (SELECT DISTINCT table_id FROM outbox) o JOIN tables t ON t.id = o.table_id "
            "WHERE t.event_seq > t.delivered_seq AND t.updated_at <= ? "
            "AND (t.deliver_until IS NULL OR t.deliver_until < ?) "
            "ORDER BY id LIMIT 500",
            (now - grace, time.time(), time.time() - grace, time.time()),
        )
        return [r[0] for r in rows]

    async def claim_ai(self, table_id: int, seconds: float) -> bool:
        """The table's AI lease; renewed in the database only once half of it has run out."""
        if self.holds_ai(table_id, seconds):
            return True
        now = time.time()
        rows = await self._rows(
            "UPDATE tables SET ai_owner = ?, ai_until = ? WHERE id = ? "
            "AND (ai_owner IS NULL OR ai_owner = ? OR ai_until < ?) RETURNING 1",
            (self.owner, now + seconds, table_id, self.owner, now),
        )
        if rows:
            self._ai_leases[table_id] = (now + seconds, seconds)
        else:
            self._ai_leases.pop(table_id, None)
        return bool(rows)

    def holds_ai(self, table_id: int, seconds: float) -> bool:
        """Renewed by this process's last commit of the table, or claimed not long ago."""
        return self._ai_leases.get(table_id, (0.0, 0.0))[0] - time.time() > seconds / 2

    def _renewed_ai(self, table_id: int, until: float | None) -> None:
        """After a commit: the AI lease it renewed (None: the lease is no longer this process's)."""
        lease = self._ai_leases.get(table_id)
        if lease is None:
            return  # handed back meanwhile: a late commit does not take it again
        if until is None:
            del self._ai_leases[table_id]
        else:
            self._ai_leases[table_id] = (until, lease[1])

    async def release_ai(self, table_id: int) -> None:
        self._ai_leases.pop(table_id, None)
        await self._rows(
            "UPDATE tables SET ai_owner = NULL, ai_until = NULL WHERE id = ? AND ai_owner = ? RETURNING 1",
            (table_id, self.owner),
        )

    # -- an adapter's notes -------------------------------------------------------------

    async def note(self, kind: str, key: str) -> str | None:
        rows = await self._rows("SELECT value FROM notes WHERE kind = ? AND key = ?", (kind, key))
        return str(rows[0][0]) if rows else None

    async def notes(self, kind: str, prefix: str) -> dict[str, str]:
        sql = "SELECT key, value FROM notes WHERE kind = ? AND left(key, ?) = ?"
        return {k: v for k, v in await self._rows(sql, (kind, len(prefix), prefix))}

    async def set_note(self, kind: str, key: str, value: str | None) -> None:
        if value is None:
            await self._rows("DELETE FROM notes WHERE kind = ? AND key = ? RETURNING 1", (kind, key))
        else:
            await self._rows(
                "INSERT INTO notes (kind, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT (kind, key) DO UPDATE SET value = EXCLUDED.value RETURNING 1",
                (kind, key, value),
            )

    async def forget_notes(self, kinds: Sequence[str], prefix: str) -> None:
        await self._rows(
            "DELETE FROM notes WHERE kind = ANY(?::text[]) AND left(key, ?) = ? RETURNING 1",
            (list(kinds), len(prefix), prefix),
        )


class PostgresTx:
    """One table of :class:`PostgresStorage` being changed, committed by :meth:`commit`.

    It takes a connection only for what needs one of its own (a read, a check,
    a change of several statements under the table's lock): a plain commit
    goes with the others under way, in one statement.
    """

    def __init__(self, storage: PostgresStorage, table_id: int) -> None:
        self._storage = storage
        self._conn: asyncpg.Connection | None = None
        self.table_id = table_id
        self.table: Table | None = None
        self._base = (NEW, 0)  # the stored version and last event's number the change is computed from
        self.checked = False  # whether the base is known to be the stored table
        self.in_transaction = False  # whether the table's lock is taken (for a change of several statements)
        self._claim: tuple[Claim, float] | None = None  # the delivery lease this commit takes, and when
        self._saved: Table | None = None
        self._due: float | None = None
        self._events: list[Event] = []
        self._results: list[GameResult] = []
        self._statements: list[Statement] = []
        self.dirty = False
        self.committed = False

    def begin(self, table: Table | None, latest: int, *, checked: bool) -> None:
        """The table the change starts from, with its last event's number."""
        self.table = table
        self._base = (table.version if table is not None else NEW, latest)
        self.checked = checked

    async def _connection(self) -> asyncpg.Connection:
        """This change's connection, taken from the pool on first use."""
        if self._conn is None:
            try:
                self._conn = await self._storage._pool.acquire()
            except ERRORS as err:
                raise StorageError(_one_line(err)) from err
        return self._conn

    async def end(self) -> None:
        """Roll back what was not committed and give the connection back, if one was taken."""
        if self._conn is not None:
            rollback = self.in_transaction and not self.committed
            await self._storage._give_back(self._conn, rollback=rollback)
            self._conn = None

    async def check_unchanged(self) -> None:
        """Raise :class:`StorageConflict` if the copy this change began from is no longer the stored table."""
        if self.checked:
            return
        try:
            conn = await self._connection()
            row = await conn.fetchrow("SELECT version, event_seq FROM tables WHERE id = $1", self.table_id)
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err
        if (tuple(row) if row is not None else (NEW, 0)) != self._base:
            raise StorageConflict(f"table {self.table_id} was changed by another process")
        self.checked = True

    async def _lock(self) -> asyncpg.Connection:
        """Take the table's lock, for a change that reads or writes more than the table's row."""
        conn = await self._connection()
        if not self.in_transaction:
            # one round trip for both (the simple protocol takes several statements but no
            # parameters: the id is an int, so it is written into the text)
            await conn.execute(f"BEGIN; SELECT pg_advisory_xact_lock({int(self.table_id)})")
            self.in_transaction = True
        return conn

    def save(self, table: Table, due_at: float | None = None) -> None:
        self.table = self._saved = table
        self._due = due_at
        self.dirty = True

    def emit(self, events: Sequence[Event]) -> None:
        self._events += events
        self.dirty = True

    def record(self, result: GameResult) -> None:
        self._results.append(result)
        self.dirty = True

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        if not user_ids:
            return {}
        try:
            conn = await self._lock()
            rows = await conn.fetch(
                "SELECT user_id, mu, sigma FROM ratings WHERE guild_id = $1 AND user_id = ANY($2::bigint[])",
                guild_id or 0,
                user_ids,
            )
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err
        return {r[0]: (r[1], r[2]) for r in rows}

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        try:
            conn = await self._lock()
            return list(await conn.fetch(_numbered(sql), *params))
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._statements.append((sql, params))
        self.dirty = True

    async def commit(self) -> list[Numbered]:
        """Store the change: with the other commits under way, or in a locked transaction if it has more."""
        try:
            if self._results or self._statements:
                await self._lock()
            numbered = await self._write()
            if self.in_transaction:
                await (await self._connection()).execute("COMMIT")
        except ERRORS as err:
            raise StorageError(_one_line(err)) from err
        self.committed = self.checked = True
        if self._saved is not None:
            self._storage._cache[self.table_id] = (self._saved, numbered[-1][0] if numbered else self._base[1])
        self._storage._claimed(self.table_id, self._claim, numbered)
        return numbered

    async def _write(self) -> list[Numbered]:
        numbered = [(self._base[1] + i, event) for i, event in enumerate(self._events, 1)]
        if self._saved is not None:
            await self._save(self._saved, numbered)
        elif numbered:
            raise StorageError("events need the table they belong to")
        if self._results or self._statements:
            conn = await self._connection()
            for result in self._results:
                await _insert_result(conn, result)
            for sql, params in self._statements:
                await conn.execute(_numbered(sql), *params)
        return numbered

    async def _save(self, table: Table, numbered: list[Numbered]) -> None:
        """The table's row and its new events; the commit also takes the delivery lease if it is free.

        A commit with events is followed by their delivery, so the lease is
        taken here rather than in a statement of its own; the lease is ours
        alone when its end is the one set here. The AI lease this process
        holds for the table is renewed in the same statement.
        """
        async with self._storage._writing_alone(self.table_id) as hold:
            await self._save_alone(table, numbered, hold)

    async def _save_alone(self, table: Table, numbered: list[Numbered], hold: Hold) -> None:
        storage = self._storage
        now = time.time()
        lease = storage._ai_leases.get(self.table_id)
        drains = storage._drains.get(self.table_id, 0)
        row = Row(
            id=self.table_id,
            guild_id=table.guild_id,
            in_game=table.playing,
            state=codec.dump(table.to_json()),
            version=table.version,
            updated_at=now,
            due_at=self._due,
            event_seq=numbered[-1][0] if numbered else self._base[1],
            deliver_until=now + DELIVERY_LEASE if numbered else None,
            ai_until=now + lease[1] if lease is not None else None,
            base_version=self._base[0],
            base_seq=self._base[1],
            events=[(seq, codec.encode(event)) for seq, event in numbered],
        )
        if self._conn is not None:  # under the table's lock, or after a check: on this change's connection
            saved = (await write_rows(self._conn, [row], storage.owner))[0]
        else:  # a change holding no connection waits for none: nothing can wait in a circle for the pool
            saved = await asyncio.shield(hold(storage._writes.submit(row)))
        if saved is None:
            raise StorageConflict(f"table {self.table_id} was changed by another process")
        if saved.claimed and storage._drains.get(self.table_id, 0) == drains and self.table_id not in storage._claiming:
            self._claim = (Claim(saved.delivered_seq, numbered[-1][0]), now)  # the storage's once committed
        # else a delivery began or claimed while this statement was under way: its release may have ended the
        # lease taken here (or taken it after), or its claim reaches these events already (a stale claim kept
        # here would tell them again): the next delivery asks the database instead
        storage._renewed_ai(self.table_id, row.ai_until if saved.ai_mine else None)


async def _nothing_to_reset(conn: asyncpg.Connection) -> None:
    """A connection goes back to the pool as it is: one round trip less per use.

    asyncpg's default reset (unlock advisory locks, close cursors, unlisten, reset settings)
    has nothing to undo here: the bot takes only transaction-scoped locks (the migration's
    session lock is unlocked before release) and sets nothing. asyncpg still rolls back a
    transaction left open before calling this.
    """


async def migrate(pool: asyncpg.Pool, name: str) -> int:
    """Apply the migrations the database lacks (one process at a time); refuse a newer schema."""
    known = migrations()
    newest = known[-1][0] if known else 0
    try:
        async with pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                version = await conn.fetchval("SELECT max(version) FROM schema_version") or 0
                if version > newest:
                    raise StorageUnavailable(t("db_newer", path=name, version=version, newest=newest))
                for number, script in known:
                    if number > version:
                        async with conn.transaction():
                            await conn.execute(script)
                            await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", number)
                        version = number
                return int(version)
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
    except ERRORS as err:
        raise StorageUnavailable(t("db_cannot_open", path=name, problem=_one_line(err))) from None


async def _insert_result(conn: asyncpg.Connection, result: GameResult) -> None:
    guild = result.guild_id or 0
    game_id = await conn.fetchval(
        "INSERT INTO games (table_id, guild_id, finished, rated, ended_at, record) "
        "VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        result.table_id,
        guild,
        int(result.finished),
        int(result.rated),
        result.ended_at,
        json.dumps(result.record, separators=(",", ":")),
    )
    await conn.executemany(
        "INSERT INTO game_seats (game_id, seat, user_id, name, total, won, moves, ai_moves, removed_user_id) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        [
            (game_id, s.seat, s.user_id, s.name, s.total, int(s.won), s.moves, s.ai_moves, s.removed_user_id)
            for s in result.seats
        ],
    )
    rounds = [
        (game_id, i, s.seat, s.user_id, score, pain) for s in result.seats for i, (score, pain) in enumerate(s.rounds)
    ]
    if rounds:
        await conn.executemany(
            "INSERT INTO round_scores (game_id, round, seat, user_id, score, pain) VALUES ($1, $2, $3, $4, $5, $6)",
            rounds,
        )
    rated = [
        (guild, s.removed_user_id or s.user_id, s.name, s.rating[0], s.rating[1], ordinal(s.rating))
        for s in result.seats
        if s.rating is not None and (s.removed_user_id or s.user_id) is not None
    ]
    if rated:
        await conn.executemany(
            "INSERT INTO ratings (guild_id, user_id, name, mu, sigma, ordinal) VALUES ($1, $2, $3, $4, $5, $6) "
            "ON CONFLICT (guild_id, user_id) DO UPDATE SET name = EXCLUDED.name, mu = EXCLUDED.mu, "
            "sigma = EXCLUDED.sigma, ordinal = EXCLUDED.ordinal",
            rated,
        )


def _numbered(sql: str) -> str:
    """``?`` placeholders (shared SQL) as PostgreSQL's ``$1``, ``$2`` ..."""
    parts = sql.split("?")
    return "".join(f"{part}${i}" for i, part in enumerate(parts[:-1], 1)) + parts[-1]


def _without_password(url: str) -> str:
    scheme, sep, rest = url.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not at:
        return url
    user = credentials.split(":", 1)[0]
    return f"{scheme}{sep}{user}@{host}"


def _one_line(err: BaseException) -> str:
    text = str(err).strip().splitlines()
    return text[0] if text else type(err).__name__
