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
this process thinks for (the leases: :mod:`bot.storage.postgres_leases`;
a change: :mod:`bot.storage.postgres_tx`; the schema:
:mod:`bot.storage.postgres_migrate`). A refusal or an
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
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from bot.i18n import t
from bot.model.contract import Leaderboard, PlayerStats
from bot.model.table import Table
from bot.storage import codec, standings
from bot.storage import queries as q
from bot.storage.errors import StorageError, StorageUnavailable
from bot.storage.postgres_common import ERRORS, PostgresConn, nothing_to_reset, one_line, without_password
from bot.storage.postgres_leases import Leases
from bot.storage.postgres_migrate import migrate
from bot.storage.postgres_tx import PostgresTx
from bot.storage.records import Numbered
from bot.storage.sql import Statement

log = logging.getLogger(__name__)

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


class PostgresStorage(Leases):
    """:class:`~bot.storage.storage.Storage` on a PostgreSQL database shared by several processes."""

    shared = True

    def __init__(self, pool: asyncpg.Pool, writer: asyncpg.Pool, name: str) -> None:
        super().__init__(pool, writer)
        self._name = name  # the URL without its password, for messages
        self._locks: dict[int, asyncio.Lock] = {}  # this process's actions on one table wait here, not in the pool
        self._cache: dict[int, tuple[Table, int]] = {}  # each table as this process last saw it, and its event_seq

    @classmethod
    async def open(cls, url: str, *, pool_size: int = 10) -> PostgresStorage:
        """Connect and bring the schema up to date; :class:`StorageUnavailable` says why not."""
        name = without_password(url)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, command_timeout=30, reset=nothing_to_reset
            )
        except (*ERRORS, ValueError) as err:
            raise StorageUnavailable(t("db_unreachable", path=name, problem=one_line(err))) from None
        try:
            await migrate(pool, name)
            writer = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=WRITERS,
                command_timeout=30,
                reset=nothing_to_reset,
                server_settings=PINNED_PLANS,
            )
        except BaseException as err:
            await pool.close()
            if isinstance(err, ERRORS):
                raise StorageUnavailable(t("db_unreachable", path=name, problem=one_line(err))) from None
            raise
        return cls(pool, writer, name)

    async def close(self) -> None:
        """Hand back this process's leases (the others need not wait for them to run out), then disconnect."""
        try:
            await self.hand_back()
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
            raise StorageError(one_line(err)) from err

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

    async def connection(self) -> asyncpg.Connection:
        """A connection of the pool for a change of its own (:meth:`give_back` it). Raises StorageError."""
        try:
            return await self._pool.acquire()
        except ERRORS as err:
            raise StorageError(one_line(err)) from err

    def remember(self, table_id: int, table: Table, latest: int) -> None:
        """After a commit: the table as stored, with its last event's number, is the copy to work from."""
        self._cache[table_id] = (table, latest)

    async def give_back(self, conn: asyncpg.Connection, *, rollback: bool) -> None:
        """Roll back what was not committed and give the connection back, even while being cancelled."""
        try:
            if rollback:
                await asyncio.shield(conn.execute("ROLLBACK"))
        except (*ERRORS, asyncio.CancelledError):
            log.debug("rolling back after a failure", exc_info=True)
        finally:
            await asyncio.shield(self._pool.release(conn))

    # -- reading ---------------------------------------------------------------

    async def fetch(self, statement: Statement) -> list[Sequence[Any]]:
        query, params = statement
        return await self._rows(query.postgres.text, query.postgres.values(params))

    async def unfinished(self) -> list[int]:
        return [r[0] for r in await self.fetch(q.UNFINISHED())]

    async def last_record(self, table_id: int) -> dict[str, Any] | None:
        rows = await self.fetch(q.LAST_RECORD(table=table_id))
        return json.loads(rows[0][0]) if rows else None

    async def leaderboard(self, guild_id: int | None, user_id: int, size: int = 10) -> Leaderboard:
        return await standings.leaderboard(self.fetch, guild_id, user_id, size)

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        return await standings.stats(self.fetch, guild_id, user_id)

    async def execute(self, statements: Sequence[Statement]) -> list[list[Sequence[Any]]]:
        try:
            async with self._pool.acquire() as conn, conn.transaction():
                return [await PostgresConn(conn).rows(statement) for statement in statements]
        except ERRORS as err:
            raise StorageError(one_line(err)) from err

    async def pending_events(self, table_id: int, after: int) -> list[Numbered]:
        return [
            (seq, codec.decode(text)) for seq, text in await self.fetch(q.PENDING_EVENTS(table=table_id, after=after))
        ]

    # -- an adapter's notes -------------------------------------------------------------

    async def note(self, kind: str, key: str) -> str | None:
        rows = await self.fetch(q.NOTE(kind=kind, key=key))
        return str(rows[0][0]) if rows else None

    async def notes(self, kind: str, prefix: str) -> dict[str, str]:
        return {k: v for k, v in await self.fetch(q.NOTES(kind=kind, length=len(prefix), prefix=prefix))}

    async def set_note(self, kind: str, key: str, value: str | None) -> None:
        await self.fetch(
            q.DELETE_NOTE(kind=kind, key=key) if value is None else q.SET_NOTE(kind=kind, key=key, value=value)
        )

    async def forget_notes(self, kinds: Sequence[str], prefix: str) -> None:
        await self.fetch(q.FORGET_NOTES(kinds=list(kinds), length=len(prefix), prefix=prefix))
