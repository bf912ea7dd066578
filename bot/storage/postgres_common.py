"""What every part of the PostgreSQL storage shares: the errors that mean "the database failed", messages of
one line, and a transaction's connection for the statements both backends share."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import asyncpg

from bot.storage.sql import Params, Query, Statement

# InternalClientError: the first statement on a connection whose server process was ended (a restart)
ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError, OSError, asyncio.TimeoutError)


class PostgresConn:
    """A connection inside a transaction, for the statements of :mod:`bot.storage.queries`."""

    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def rows(self, statement: Statement) -> list[Sequence[Any]]:
        query, params = statement
        return list(await self._conn.fetch(query.postgres.text, *query.postgres.values(params)))

    async def many(self, query: Query, params: Sequence[Params]) -> None:
        await self._conn.executemany(query.postgres.text, [query.postgres.values(p) for p in params])


async def nothing_to_reset(conn: asyncpg.Connection) -> None:
    """A connection goes back to the pool as it is: one round trip less per use.

    asyncpg's default reset (unlock advisory locks, close cursors, unlisten, reset settings)
    has nothing to undo here: the bot takes only transaction-scoped locks (the migration's
    session lock is unlocked before release) and sets nothing. asyncpg still rolls back a
    transaction left open before calling this.
    """


def without_password(url: str) -> str:
    scheme, sep, rest = url.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not at:
        return url
    user = credentials.split(":", 1)[0]
    return f"{scheme}{sep}{user}@{host}"


def one_line(err: BaseException) -> str:
    text = str(err).strip().splitlines()
    return text[0] if text else type(err).__name__
