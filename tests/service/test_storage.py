"""Both storages, SQLite and PostgreSQL: commit or forget, one table at a time, the outbox, the schema version."""

from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.model.events import TableReset
from bot.model.seats import Moment
from bot.model.table import Table
from bot.storage.errors import StorageUnavailable
from bot.storage.opening import open_storage
from tests.service.conftest import Databases

AT = Moment(now=0.0)


async def test_commit_stores_and_a_failed_block_forgets(db: Databases) -> None:
    storage = await open_storage(db("t"))
    async with storage.locked(1) as tx:
        assert tx.table is None
        table = Table(1, 9, seed=3)
        table.join(5, "Ann", None, AT)
        tx.save(table)
        await tx.commit()
    with pytest.raises(RuntimeError):
        async with storage.locked(1) as tx:
            assert tx.table is not None
            tx.table.join(6, "Bo", None, AT)  # changed in memory, then the action fails
            raise RuntimeError("boom")
    async with storage.locked(1) as tx:
        assert tx.table is not None and [s.name for s in tx.table.seats] == ["Ann"]
    await storage.close()
    storage = await open_storage(db("t"))
    async with storage.locked(1) as tx:
        assert tx.table is not None and [s.name for s in tx.table.seats] == ["Ann"]
    assert await storage.unfinished() == []
    await storage.close()


async def test_concurrent_tables_commit_and_one_table_waits(db: Databases) -> None:
    storage = await open_storage(db("t"))
    order: list[str] = []

    async def act(table_id: int, tag: str) -> None:
        async with storage.locked(table_id) as tx:
            order.append(f"{tag} in")
            table = tx.table or Table(table_id, None, seed=table_id)
            table.join(len(table.seats) + 1, tag, None, AT)
            tx.save(table)
            await tx.commit()
            order.append(f"{tag} out")

    await asyncio.gather(*(act(t, f"t{t}") for t in range(1, 51)), act(1, "again"))
    assert order.index("again in") > order.index("t1 out")  # one table: one action at a time
    for table_id in range(1, 51):
        async with storage.locked(table_id) as tx:
            assert tx.table is not None
            assert len(tx.table.seats) == (2 if table_id == 1 else 1)
    await storage.close()


async def test_the_outbox_numbers_events_and_one_process_delivers_them(db: Databases) -> None:
    storage = await open_storage(db("t"))
    table = Table(7, 9, seed=3)
    events = [TableReset(7, table.board(), by=name) for name in ("a", "b", "c")]
    async with storage.locked(7) as tx:
        table.version += 1
        tx.save(table)
        tx.emit(events[:2])
        assert [seq for seq, _ in await tx.commit()] == [1, 2]
    async with storage.locked(7) as tx:
        table.version += 1
        tx.save(table)
        tx.emit(events[2:])
        assert [seq for seq, _ in await tx.commit()] == [3]
    claim = await storage.claim_delivery(7)
    assert claim is not None and (claim.delivered, claim.latest) == (0, 3)
    assert await storage.claim_delivery(7) is None  # one deliverer at a time
    assert [(seq, e.by) for seq, e in await storage.pending_events(7, 0)] == [(1, "a"), (2, "b"), (3, "c")]
    await storage.mark_delivered(7, 2)
    assert await storage.release_delivery(7) is True  # the third is still undelivered
    assert await storage.needing_attention(0.0, 0.0) == [7]
    await storage.close()
    storage = await open_storage(db("t"))  # the numbers and the rest of the outbox survive a restart
    claim = await storage.claim_delivery(7)
    assert claim is not None and (claim.delivered, claim.latest) == (2, 3)
    assert [seq for seq, _ in await storage.pending_events(7, claim.delivered)] == [3]
    await storage.mark_delivered(7, 3)
    assert await storage.release_delivery(7) is False
    assert await storage.needing_attention(0.0, 0.0) == []
    await storage.close()


async def test_a_database_newer_than_the_bot_is_refused(db: Databases) -> None:
    database = db("t")
    storage = await open_storage(database)
    await storage.close()
    if database.startswith("postgresql://"):
        conn = await asyncpg.connect(database)
        await conn.execute("INSERT INTO schema_version (version) VALUES (999)")
        await conn.close()
    else:
        with sqlite3.connect(database) as conn:
            conn.execute("PRAGMA user_version = 999")
    with pytest.raises(StorageUnavailable) as refused:
        await open_storage(database)
    assert "newer than this bot" in str(refused.value) and "999" in str(refused.value)
