"""The batched writes' connection is kept while its statements succeed, and given back when it fails; a
connection the server ended is a database failure like any other (refused politely, then connected afresh)."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.service import Refusal
from bot.storage.postgres_common import ERRORS
from bot.storage.postgres_writer import Writer
from tests.postgres_server import PostgresServer
from tests.service.helpers import GUILD, TABLE, actor, open_service


async def _backend(conn: asyncpg.Connection) -> int:
    return int(await conn.fetchval("SELECT pg_backend_pid()"))


async def test_the_connection_is_kept_and_a_lost_one_is_replaced(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    pool = await asyncpg.create_pool(url, min_size=1, max_size=1)
    writer = Writer(pool)
    try:
        first = await writer.run(_backend)
        assert pool.get_idle_size() == 0  # kept between statements, not given back to the pool
        assert await writer.run(_backend) == first
        other = await asyncpg.connect(url)
        try:
            assert await other.fetchval("SELECT pg_terminate_backend($1)", first)  # as a restarted server would
        finally:
            await other.close()
        with pytest.raises(ERRORS):
            await writer.run(_backend)  # the kept connection is gone: this statement fails ...
        assert await writer.run(_backend) != first  # ... and the next one runs on a new connection
    finally:
        await writer.close()


async def test_a_cancelled_statement_gives_the_connection_back(postgres: PostgresServer) -> None:
    writer = Writer(await asyncpg.create_pool(postgres.new_database(), min_size=1, max_size=1))
    try:
        slow = asyncio.create_task(writer.run(lambda conn: conn.execute("SELECT pg_sleep(30)")))
        await asyncio.sleep(0.3)
        slow.cancel()
        with pytest.raises(asyncio.CancelledError):
            await slow
        assert await asyncio.wait_for(writer.run(lambda conn: conn.fetchval("SELECT 7")), 10) == 7
    finally:
        await writer.close()


async def test_after_the_server_ends_every_connection_actions_are_refused_politely_then_work(
    postgres: PostgresServer,
) -> None:
    url = postgres.new_database()
    service, _ = await open_service(url)
    try:
        await service.join(TABLE, GUILD, actor(0))
        other = await asyncpg.connect(url)
        try:  # what a restart of the server does to the bot's connections
            await other.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        finally:
            await other.close()
        outcomes: list[str] = []
        for i in range(1, 5):
            try:
                await service.join(TABLE, GUILD, actor(i))
                outcomes.append("joined")
            except Refusal as refusal:  # never asyncpg's own error
                outcomes.append(refusal.key)
        assert set(outcomes) <= {"joined", "not_saved"} and outcomes[-1] == "joined", outcomes
    finally:
        await service.close()
