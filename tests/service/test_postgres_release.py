"""PostgreSQL: the delivery leases of many tables are handed back in one statement, each with its own answer,
and the commits under way go in the same statement."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.storage import postgres_leases as pg_storage
from bot.storage.opening import open_storage
from bot.storage.postgres import PostgresStorage
from bot.storage.postgres_save import Release, Row
from tests.postgres_server import PostgresServer
from tests.service.storage_commits import commit_a_join


async def _tables_and_outbox(url: str) -> tuple[list[asyncpg.Record], list[asyncpg.Record]]:
    """Every table's leases and marks, and the outbox, as stored."""
    conn = await asyncpg.connect(url)
    try:
        tables = await conn.fetch("SELECT id, deliverer, delivered_seq, event_seq FROM tables ORDER BY id")
        outbox = await conn.fetch("SELECT table_id, seq FROM outbox ORDER BY table_id, seq")
    finally:
        await conn.close()
    return tables, outbox


async def test_releases_under_way_together_share_one_statement(
    postgres: PostgresServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = postgres.new_database()
    first, second = await open_storage(url), await open_storage(url)
    assert isinstance(first, PostgresStorage) and isinstance(second, PostgresStorage)
    statements: list[list[str]] = []
    write_rows = pg_storage.write_rows

    async def counted(conn: asyncpg.Connection, writes: list[Row | Release], owner: str) -> object:
        statements.append([type(w).__name__ for w in writes])
        return await write_rows(conn, writes, owner)

    try:
        for table_id in (1, 2, 3):
            await commit_a_join(first, table_id)  # each commit takes the table's delivery lease
            assert await first.claim_delivery(table_id) is not None
            await first.mark_delivered(table_id, 1)
        await commit_a_join(second, 2)  # committed elsewhere while the first process delivers
        monkeypatch.setattr(pg_storage, "write_rows", counted)
        answers = await asyncio.gather(*(first.release_delivery(t) for t in (1, 2, 3)))
        assert answers == [False, True, False]  # only table 2 has an event nobody delivered
        assert statements == [["Release"] * 3]
        leases, outbox = await _tables_and_outbox(url)
        assert [(r["id"], r["deliverer"], r["delivered_seq"]) for r in leases] == [(t, None, 1) for t in (1, 2, 3)]
        assert [tuple(r) for r in outbox] == [(2, 2)]  # the delivered events are gone, the new one waits
    finally:
        await first.close()
        await second.close()


async def test_commits_and_releases_under_way_share_one_statement(
    postgres: PostgresServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = postgres.new_database()
    storage = await open_storage(url)
    assert isinstance(storage, PostgresStorage)
    statements: list[list[str]] = []
    write_rows = pg_storage.write_rows

    async def counted(conn: asyncpg.Connection, writes: list[Row | Release], owner: str) -> object:
        statements.append(sorted(type(w).__name__ for w in writes))
        return await write_rows(conn, writes, owner)

    try:
        for table_id in (1, 2, 3, 4):
            await commit_a_join(storage, table_id)
        for table_id in (1, 2):  # tables 1 and 2 are being delivered; 3 and 4 get their next commits
            assert await storage.claim_delivery(table_id) is not None
            await storage.mark_delivered(table_id, 1)
        monkeypatch.setattr(pg_storage, "write_rows", counted)
        work = [storage.release_delivery(1), commit_a_join(storage, 3), storage.release_delivery(2)]
        answers = await asyncio.gather(*work, commit_a_join(storage, 4))
        assert answers == [False, None, False, None]
        assert sorted(kind for kinds in statements for kind in kinds) == ["Release", "Release", "Row", "Row"]
        assert len(statements) < 4 and any("Release" in s and "Row" in s for s in statements), statements
        rows, outbox = await _tables_and_outbox(url)
        leases = {r["id"]: (r["deliverer"] is not None, r["delivered_seq"], r["event_seq"]) for r in rows}
        # released with their marks; 3 and 4 committed a second event (3 and 4 still hold the first commit's lease)
        assert leases == {1: (False, 1, 1), 2: (False, 1, 1), 3: (True, 0, 2), 4: (True, 0, 2)}
        assert [tuple(r) for r in outbox] == [(3, 1), (3, 2), (4, 1), (4, 2)]  # only the undelivered events stay
    finally:
        await storage.close()
