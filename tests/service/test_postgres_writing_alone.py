"""PostgreSQL: one statement at a time writes a table's row from a process, even when its caller is cancelled."""

from __future__ import annotations

import asyncio

from bot.storage.opening import open_storage
from bot.storage.postgres import PostgresStorage
from tests.postgres_server import PostgresServer


async def test_a_cancelled_commit_keeps_the_table_until_its_statement_ends(postgres: PostgresServer) -> None:
    """A batched save goes on when its caller is cancelled; the release waits for it, not for the caller."""
    url = postgres.new_database()
    storage = await open_storage(url)
    assert isinstance(storage, PostgresStorage)
    try:
        answer: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        entered = asyncio.Event()

        async def caller() -> None:
            async with storage._writing_alone(1) as hold:
                entered.set()
                await asyncio.shield(hold(answer))

        first = asyncio.create_task(caller())
        await entered.wait()
        first.cancel()
        await asyncio.gather(first, return_exceptions=True)
        second_in = asyncio.Event()

        async def second() -> None:
            async with storage._writing_alone(1):
                second_in.set()

        waiting = asyncio.create_task(second())
        await asyncio.sleep(0.05)
        assert not second_in.is_set()  # the statement is still under way
        answer.set_result(True)
        await asyncio.wait_for(waiting, 5)
        assert second_in.is_set() and 1 not in storage._writing
    finally:
        await storage.close()
