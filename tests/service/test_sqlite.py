"""SQLite storage of its own: WAL, numbered migrations (what both storages do: test_storage.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.storage.sqlite import SqliteStorage, migrations


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
