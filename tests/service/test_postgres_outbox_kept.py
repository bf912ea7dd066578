"""PostgreSQL: a process whose delivery lease was taken from it marks nothing and deletes no outbox row.

The outbox holds every event after the table's delivered mark, so whoever
holds the lease now finds them; had the stale release deleted them, the
table would count events nobody can deliver.
"""

from __future__ import annotations

from typing import Any

import asyncpg

from bot.model.events import TableReset
from bot.model.seats import Moment
from bot.model.table import Table
from bot.storage.opening import open_storage
from bot.storage.postgres import PostgresStorage
from tests.postgres_server import PostgresServer

AT = Moment(now=0.0)


async def _commit_events(storage: PostgresStorage, table_id: int, count: int) -> None:
    for _ in range(count):
        async with storage.locked(table_id) as tx:
            table = tx.table or Table(table_id, 9, seed=table_id)
            table.join(len(table.seats) + 1, "Ann", None, AT)
            tx.save(table)
            tx.emit([TableReset(table_id, table.board(), by="Ann")])
            await tx.commit()


async def _lease_and_outbox(url: str) -> tuple[Any, ...]:
    conn = await asyncpg.connect(url)
    try:
        row = await conn.fetchrow("SELECT deliverer, delivered_seq, event_seq FROM tables WHERE id = 1")
        outbox = [r[0] for r in await conn.fetch("SELECT seq FROM outbox WHERE table_id = 1 ORDER BY seq")]
    finally:
        await conn.close()
    assert row is not None
    return row["deliverer"], row["delivered_seq"], row["event_seq"], outbox


async def _take_lease(url: str, owner: str) -> None:
    conn = await asyncpg.connect(url)
    try:  # as another process does once this one's lease has run out
        await conn.execute("UPDATE tables SET deliverer = $1, deliver_until = 1e12 WHERE id = 1", owner)
    finally:
        await conn.close()


async def test_a_release_without_the_lease_keeps_the_outbox(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    storage = await open_storage(url)
    assert isinstance(storage, PostgresStorage)
    try:
        await _commit_events(storage, 1, 3)
        assert await storage.claim_delivery(1) is not None
        await storage.mark_delivered(1, 3)  # told all three, the mark kept for the release
        await _take_lease(url, "another:1:process")
        assert await storage.release_delivery(1) is False
        assert await _lease_and_outbox(url) == ("another:1:process", 0, 3, [1, 2, 3])
    finally:
        await storage.close()


async def test_a_mark_without_the_lease_keeps_the_outbox(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    storage = await open_storage(url)
    assert isinstance(storage, PostgresStorage)
    try:
        await _commit_events(storage, 1, 3)
        assert await storage.claim_delivery(1) is not None
        storage._marks[1] = (0, 0.0)  # the lease was renewed long ago: this mark is stored at once
        await _take_lease(url, "another:1:process")
        await storage.mark_delivered(1, 2)
        assert await _lease_and_outbox(url) == ("another:1:process", 0, 3, [1, 2, 3])
        await _take_lease(url, storage.owner)  # and with the lease, the mark stores and forgets
        storage._marks[1] = (0, 0.0)
        await storage.mark_delivered(1, 2)
        assert await _lease_and_outbox(url) == (storage.owner, 2, 3, [3])
    finally:
        await storage.close()
