"""SQLite storage: WAL, numbered migrations, commit or forget, grouped commits, closing."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.service.seats import Moment
from bot.service.sqlite import SqliteStorage, migrations
from bot.service.table import Table

AT = Moment(now=0.0)


def test_migrations_are_numbered_and_packaged() -> None:
    found = migrations()
    assert [n for n, _ in found] == list(range(1, len(found) + 1))
    assert "CREATE TABLE tables" in found[0][1]


async def test_wal_and_schema_version(tmp_path: Path) -> None:
    storage = await SqliteStorage.open(tmp_path / "t.db")
    await storage.close()
    conn = sqlite3.connect(tmp_path / "t.db")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(migrations())
    conn.close()
    storage = await SqliteStorage.open(tmp_path / "t.db")  # opening again applies nothing twice
    await storage.close()


async def test_commit_stores_and_a_failed_block_forgets(tmp_path: Path) -> None:
    storage = await SqliteStorage.open(tmp_path / "t.db")
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
    storage = await SqliteStorage.open(tmp_path / "t.db")
    async with storage.locked(1) as tx:
        assert tx.table is not None and [s.name for s in tx.table.seats] == ["Ann"]
    assert await storage.unfinished() == []
    await storage.close()


async def test_concurrent_tables_commit_together_and_one_table_waits(tmp_path: Path) -> None:
    storage = await SqliteStorage.open(tmp_path / "t.db")
    order: list[str] = []

    async def act(table_id: int, tag: str) -> None:
        async with storage.locked(table_id) as tx:
            order.append(f"{tag} in")
            table = tx.table or Table(table_id, None, seed=table_id)
            table.join(len(table.seats) + 1, tag, None, AT)
            tx.save(table)
            await tx.commit()
            order.append(f"{tag} out")

    await asyncio.gather(*(act(t, f"t{t}") for t in range(50)), act(0, "again"))
    assert order.index("again in") > order.index("t0 out")  # one table: one action at a time
    conn = sqlite3.connect(tmp_path / "t.db")
    assert conn.execute("SELECT COUNT(*) FROM tables").fetchone()[0] == 50
    conn.close()
    await storage.close()
