"""Issue 33: runs for months on a small server. Each test is named after its item.

Item 2 (a result posted once) is in tests/discord/test_result_posted_once.py, the soak in benchmarks/soak.py.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.service import sqlite
from bot.service.events import GameOver
from tests.service.helpers import GUILD, actor, open_service

AI_TABLES = 4


async def start_ai_tables(service, count: int) -> None:  # type: ignore[no-untyped-def]
    for table in range(1, count + 1):
        for _ in range(4):
            await service.add_bot(table, GUILD, actor(0), "easy")
        await service.start(table, actor(0), rated=False)


async def test_item1_the_sqlite_wal_stays_bounded_while_the_bot_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    limit = 256 * 1024
    monkeypatch.setattr(sqlite, "WAL_LIMIT", limit)
    monkeypatch.setattr(sqlite, "WAL_LOOK_SECONDS", 0.0)
    database = tmp_path / "t.db"
    service, rec = await open_service(str(database), ai_delay=0)
    await start_ai_tables(service, AI_TABLES)
    wal = Path(f"{database}-wal")
    largest = 0
    for _ in range(400):  # AI tables flat out: games after games, far more than the limit written
        await asyncio.sleep(0.02)
        largest = max(largest, wal.stat().st_size if wal.exists() else 0)
        if len(rec.of(GameOver)) >= AI_TABLES:
            break
    written = sum(len(str(e)) for e in rec.events)
    await service.close()
    assert len(rec.of(GameOver)) >= 1, "the tables played"
    assert written > 2 * limit, written  # what was committed would have grown the WAL far past the limit
    # the limit plus what one batch adds before the writer looks again
    assert largest <= 2 * limit, largest
    assert not wal.exists() or wal.stat().st_size == 0
