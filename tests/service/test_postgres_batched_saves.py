"""PostgreSQL: the commits under way share one statement, each with its own answer; a commit renews the AI lease."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.storage import postgres_leases as pg_storage
from bot.storage.errors import StorageConflict
from bot.storage.opening import open_storage
from bot.storage.postgres import PostgresStorage
from tests.postgres_server import PostgresServer
from tests.service.storage_commits import commit_a_join


async def _seats(url: str) -> dict[int, int]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT id, event_seq FROM tables ORDER BY id")
        return {r[0]: r[1] for r in rows}
    finally:
        await conn.close()


async def test_commits_under_way_share_a_statement_and_a_stale_one_is_refused_alone(
    postgres: PostgresServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = postgres.new_database()
    first, second = await open_storage(url), await open_storage(url)
    assert isinstance(first, PostgresStorage) and isinstance(second, PostgresStorage)
    statements: list[int] = []
    write_rows = pg_storage.write_rows

    async def counted(conn: asyncpg.Connection, rows: list[pg_storage.Row], owner: str) -> object:
        statements.append(len(rows))
        return await write_rows(conn, rows, owner)

    try:
        for table_id in range(1, 7):
            await commit_a_join(first, table_id, "Ann")
        await commit_a_join(second, 4, "Bo")  # the first process's copy of table 4 is stale now
        monkeypatch.setattr(pg_storage, "write_rows", counted)
        answers = await asyncio.gather(*(commit_a_join(first, t, "Cy") for t in range(1, 7)), return_exceptions=True)
        assert [a for i, a in enumerate(answers) if i != 3] == [None] * 5
        assert isinstance(answers[3], StorageConflict)
        assert sum(statements) == 6 and len(statements) < 6, statements  # the first goes at once, the rest together
        # every table has its events numbered on: 4 has Ann's and Bo's, the others Ann's and Cy's
        assert await _seats(url) == {t: 2 for t in range(1, 7)}
        await commit_a_join(first, 4, "Cy")  # computed again from the stored table
        assert (await _seats(url))[4] == 3
    finally:
        await first.close()
        await second.close()


async def _ai_lease(url: str, table_id: int) -> tuple[str | None, float | None]:
    conn = await asyncpg.connect(url)
    try:
        row = await conn.fetchrow("SELECT ai_owner, ai_until FROM tables WHERE id = $1", table_id)
        assert row is not None
        return row[0], row[1]
    finally:
        await conn.close()


async def test_a_commit_renews_the_ai_lease_and_learns_when_it_was_taken_over(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    first, second = await open_storage(url), await open_storage(url)
    assert isinstance(first, PostgresStorage) and isinstance(second, PostgresStorage)
    try:
        await commit_a_join(first, 1, "Ann")
        assert await first.claim_ai(1, 5.0)
        owner, claimed_until = await _ai_lease(url, 1)
        assert owner == first.owner and claimed_until is not None
        await asyncio.sleep(0.05)
        await commit_a_join(first, 1, "Bo")  # the move's commit renews the lease: no statement of its own
        owner, renewed_until = await _ai_lease(url, 1)
        assert owner == first.owner and renewed_until is not None and renewed_until > claimed_until
        conn = await asyncpg.connect(url)
        try:  # the lease runs out and the second process takes the table's AI over
            await conn.execute("UPDATE tables SET ai_until = 0 WHERE id = 1")
        finally:
            await conn.close()
        assert await second.claim_ai(1, 5.0)
        await commit_a_join(first, 1, "Cy")  # the first process's commit finds the lease is no longer its own
        assert (await _ai_lease(url, 1))[0] == second.owner  # its lease was left alone
        assert not await first.claim_ai(1, 5.0)  # asked the database again, rather than trusting its memory
    finally:
        await first.close()
        await second.close()
