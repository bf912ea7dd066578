"""PostgreSQL: the delivery leases of many tables are handed back in one statement, each with its own answer."""

from __future__ import annotations

import asyncio

import asyncpg

from bot.service.events import TableReset
from bot.service.postgres import PostgresStorage
from bot.service.seats import Moment
from bot.service.storage import open_storage
from bot.service.table import Table
from tests.postgres_server import PostgresServer

AT = Moment(now=0.0)


async def _commit_one_event(storage: PostgresStorage, table_id: int) -> None:
    async with storage.locked(table_id) as tx:
        table = tx.table or Table(table_id, 9, seed=table_id)
        table.join(len(table.seats) + 1, "Ann", None, AT)
        tx.save(table)
        tx.emit([TableReset(table_id, table.board(), by="Ann")])
        await tx.commit()


async def test_releases_under_way_together_share_one_statement(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    first, second = await open_storage(url), await open_storage(url)
    assert isinstance(first, PostgresStorage) and isinstance(second, PostgresStorage)
    statements = 0
    written = first._written

    async def counted(sql: str, params: object) -> object:
        nonlocal statements
        statements += 1
        return await written(sql, params)  # type: ignore[arg-type]

    try:
        for table_id in (1, 2, 3):
            await _commit_one_event(first, table_id)  # each commit takes the table's delivery lease
            assert await first.claim_delivery(table_id) is not None
            await first.mark_delivered(table_id, 1)
        await _commit_one_event(second, 2)  # committed elsewhere while the first process delivers
        first._written = counted  # type: ignore[method-assign]
        answers = await asyncio.gather(*(first.release_delivery(t) for t in (1, 2, 3)))
        assert answers == [False, True, False]  # only table 2 has an event nobody delivered
        assert statements == 1
        conn = await asyncpg.connect(url)
        try:
            leases = await conn.fetch("SELECT id, deliverer, delivered_seq FROM tables ORDER BY id")
            outbox = await conn.fetch("SELECT table_id, seq FROM outbox ORDER BY table_id, seq")
        finally:
            await conn.close()
        assert [(r["id"], r["deliverer"], r["delivered_seq"]) for r in leases] == [(t, None, 1) for t in (1, 2, 3)]
        assert [tuple(r) for r in outbox] == [(2, 2)]  # the delivered events are gone, the new one waits
    finally:
        await first.close()
        await second.close()
