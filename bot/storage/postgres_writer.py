"""The batched writes' connection, kept from one statement to the next.

A process sends its batched writes one statement at a time, on a connection
of their own (planned once: see ``PINNED_PLANS``). Taking it from a pool and
giving it back around every statement is Python work of its own at every
batch; so the connection stays taken while its statements succeed. A
statement whose connection failed (lost, or cancelled midway) closes it, and
the next statement connects afresh; one the server refused (a deadlock) keeps it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

import asyncpg

R = TypeVar("R")


class Writer:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool
        self._conn: asyncpg.Connection | None = None

    async def run(self, statement: Callable[[asyncpg.Connection], Awaitable[R]]) -> R:
        """``statement`` on the kept connection (one at a time: the caller sends them in turn)."""
        if self._conn is None:
            self._conn = await self._pool.acquire()
        conn = self._conn
        try:
            return await statement(conn)
        except asyncpg.PostgresError as err:
            if isinstance(err, asyncpg.PostgresConnectionError) or conn.is_closed():
                await self._give_back(conn)
            raise  # else the server refused the statement (a deadlock): the connection is fine
        except BaseException:  # lost, cancelled midway, or confused: never used again
            await self._give_back(conn)
            raise

    async def _give_back(self, conn: asyncpg.Connection) -> None:
        """Close the connection and free its place in the pool; the next statement connects afresh."""
        self._conn = None
        conn.terminate()
        await asyncio.shield(self._pool.release(conn))  # a closed connection is only counted out

    async def close(self) -> None:
        """Give the connection back and close the pool (no statement may be under way)."""
        if self._conn is not None:
            conn, self._conn = self._conn, None
            await self._pool.release(conn)
        await self._pool.close()
