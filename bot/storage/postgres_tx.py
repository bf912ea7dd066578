"""One table of the PostgreSQL storage being changed, committed by :meth:`PostgresTx.commit`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import asyncpg

from bot.model.table import Table
from bot.storage import queries as q
from bot.storage.change import Change
from bot.storage.errors import StorageConflict, StorageError
from bot.storage.game_rows import insert_result
from bot.storage.postgres_common import ERRORS, PostgresConn, one_line
from bot.storage.postgres_save import NEW
from bot.storage.records import Claim, Numbered, Rating
from bot.storage.sql import Statement


class TxHost(Protocol):
    """What a change needs of the PostgreSQL storage that opened it (:class:`~bot.storage.postgres.PostgresStorage`):
    said here, so that this module does not import the storage that imports it."""

    async def connection(self) -> asyncpg.Connection: ...

    async def give_back(self, conn: asyncpg.Connection, *, rollback: bool) -> None: ...

    def remember(self, table_id: int, table: Table, latest: int) -> None: ...

    def claimed(self, table_id: int, claim: tuple[Claim, float] | None, numbered: list[Numbered]) -> None: ...

    async def save_row(
        self,
        table_id: int,
        table: Table,
        base: tuple[int, int],
        due: float | None,
        numbered: list[Numbered],
        conn: asyncpg.Connection | None,
    ) -> tuple[Claim, float] | None: ...


class PostgresTx(Change):
    """A change of one table, through the storage's public port only.

    It takes a connection only for what needs one of its own (a read, a check,
    a change of several statements under the table's lock): a plain commit
    goes with the others under way, in one statement.
    """

    def __init__(self, storage: TxHost, table_id: int) -> None:
        super().__init__(None)
        self._storage = storage
        self._conn: asyncpg.Connection | None = None
        self.table_id = table_id
        self._base = (NEW, 0)  # the stored version and last event's number the change is computed from
        self.checked = False  # whether the base is known to be the stored table
        self.in_transaction = False  # whether the table's lock is taken (for a change of several statements)
        self._claim: tuple[Claim, float] | None = None  # the delivery lease this commit takes, and when

    def begin(self, table: Table | None, latest: int, *, checked: bool) -> None:
        """The table the change starts from, with its last event's number."""
        self.table = table
        self._base = (table.version if table is not None else NEW, latest)
        self.checked = checked

    async def _connection(self) -> asyncpg.Connection:
        """This change's connection, taken from the pool on first use."""
        if self._conn is None:
            self._conn = await self._storage.connection()
        return self._conn

    async def end(self) -> None:
        """Roll back what was not committed and give the connection back, if one was taken."""
        if self._conn is not None:
            rollback = self.in_transaction and not self.committed
            await self._storage.give_back(self._conn, rollback=rollback)
            self._conn = None

    async def check_unchanged(self) -> None:
        """Raise :class:`StorageConflict` if the copy this change began from is no longer the stored table."""
        if self.checked:
            return
        try:
            conn = await self._connection()
            row = await conn.fetchrow("SELECT version, event_seq FROM tables WHERE id = $1", self.table_id)
        except ERRORS as err:
            raise StorageError(one_line(err)) from err
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

    async def ratings(self, guild_id: int | None, user_ids: list[int]) -> dict[int, Rating]:
        if not user_ids:
            return {}
        return {r[0]: (r[1], r[2]) for r in await self.fetch(q.RATINGS(guild=guild_id or 0, users=user_ids))}

    async def fetch(self, statement: Statement) -> list[Sequence[Any]]:
        try:
            return await PostgresConn(await self._lock()).rows(statement)
        except ERRORS as err:
            raise StorageError(one_line(err)) from err

    async def commit(self) -> list[Numbered]:
        """Store the change: with the other commits under way, or in a locked transaction if it has more."""
        try:
            if self.writes_more:
                await self._lock()
            numbered = await self._write()
            if self.in_transaction:
                await (await self._connection()).execute("COMMIT")
        except ERRORS as err:
            raise StorageError(one_line(err)) from err
        self.checked = True
        if self.saved is not None:
            self._storage.remember(self.table_id, self.saved, numbered[-1][0] if numbered else self._base[1])
        self._storage.claimed(self.table_id, self._claim, numbered)
        self.forget()
        return numbered

    async def _write(self) -> list[Numbered]:
        numbered = self.numbered(self._base[1])
        if self.saved is not None:
            self._claim = await self._storage.save_row(
                self.table_id, self.saved, self._base, self.due, numbered, self._conn
            )
        if self.writes_more:
            conn = PostgresConn(await self._connection())
            for result in self.results:
                await insert_result(conn, result)
            for statement in self.statements:
                await conn.rows(statement)
        return numbered
