"""Issue 33: runs for months on a small server. Each test is named after its item.

Item 2 (a result posted once) is in tests/discord/test_result_posted_once.py, the soak in benchmarks/soak.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import subprocess
import types
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.model.events import GameOver
from bot.model.table import Table
from bot.service import Actor, Refusal, inputs, scheduler
from bot.storage import sqlite_wal
from bot.storage.errors import StorageUnavailable
from bot.storage.sqlite import SqliteStorage
from sticheln.game import Game
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, actor, open_service
from tests.service.test_faults import FullDisk, assert_refused_at_start, bot_process

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
    monkeypatch.setattr(sqlite_wal, "WAL_LIMIT", limit)
    monkeypatch.setattr(sqlite_wal, "WAL_LOOK_SECONDS", 0.0)
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


async def test_soak_refused_writes_leave_no_table_in_reference_cycles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the disk is full, every refused write's error passes frames that hold the table; none may be kept in a
    reference cycle, which only a full collection frees (rare with the bot's thresholds: the soak's memory grew)."""
    monkeypatch.setattr(scheduler, "FIRST_RETRY", 0.005)
    monkeypatch.setattr(scheduler, "LAST_RETRY", 0.01)
    disk = FullDisk(monkeypatch)
    service, rec = await open_service(str(tmp_path / "t.db"), ai_delay=0)
    await start_ai_tables(service, 2)
    gc.collect()
    gc.disable()
    logging.disable(logging.WARNING)  # pytest keeps log records, and with them the errors they name
    try:
        disk.full = True
        with pytest.raises(Refusal):  # a player's action, refused politely
            await service.join(3, GUILD, actor(3))
        async with asyncio.timeout(30):
            while disk.refused < 40:  # the AI tables' moves, tried again and again
                await asyncio.sleep(0.005)
            disk.full = False
            before = len(rec.events)
            while len(rec.events) == before:  # and they carry on once space is back
                await asyncio.sleep(0.005)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        held = Counter(type(thing).__name__ for thing in gc.garbage if isinstance(thing, Table | Game))
        frames = Counter(thing.f_code.co_name for thing in gc.garbage if isinstance(thing, types.FrameType))
    finally:
        logging.disable(logging.NOTSET)
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    await service.close()
    assert held == Counter(), (held, frames)


@contextlib.contextmanager
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a tmpfs of 8 MiB (a small disk that can be filled), as the fault tests use."""
    folder = tmp_path / "disk"
    folder.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(folder)], capture_output=True).returncode:
        pytest.skip("this machine does not let the tests mount a filesystem")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(filler: Path) -> None:
    """Take every byte left on the filler's filesystem."""
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        for size in (2**20, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)


async def test_item1_a_closing_checkpoint_that_fails_leaves_no_table_stuck_after_restart(tmp_path: Path) -> None:
    with small_disk(tmp_path) as disk:
        database = disk / "t.db"
        service, rec = await open_service(str(database), ai_delay=0.01)
        await start_ai_tables(service, 2)
        await asyncio.sleep(0.5)
        fill(disk / "filler")  # the disk fills while the tables play: the closing checkpoint cannot write
        await asyncio.sleep(0.3)
        await service.close()
        assert Path(f"{database}-wal").stat().st_size > 0, "the closing checkpoint failed and left the WAL"
        with pytest.raises(StorageUnavailable) as refused:  # a start on the disk still full: said so
            await SqliteStorage.open(database)
        assert "the disk is full" in str(refused.value)
        (disk / "filler").unlink()  # space comes back; the bot starts again
        service, rec = await open_service(str(database), ai_delay=0.01)
        for _ in range(600):
            if len({e.table_id for e in rec.of(GameOver)}) == 2:
                break
            await asyncio.sleep(0.05)
        assert {e.table_id for e in rec.of(GameOver)} == {1, 2}  # both tables played on to their game's end
        await service.close()


def test_item3_a_full_disk_at_start_is_reported_as_a_full_disk(tmp_path: Path) -> None:
    with small_disk(tmp_path) as disk:
        database = disk / "bot.db"
        asyncio.run(close_soon(database))
        fill(disk / "filler")
        result = bot_process(database)
        assert_refused_at_start(result, database, "the disk is full", "free some space")
        assert "permission" not in result.stderr
        with pytest.raises(StorageUnavailable) as refused:
            asyncio.run(SqliteStorage.open(database))
        assert "the disk is full" in str(refused.value)
        # a new database on a full disk: the same (the bot makes one only once Discord accepts its token)
        with pytest.raises(StorageUnavailable) as fresh:
            asyncio.run(SqliteStorage.open(disk / "new.db"))
        assert "the disk is full" in str(fresh.value)


async def close_soon(database: Path) -> None:
    storage = await SqliteStorage.open(database)
    await storage.close()


async def test_item4_name_cleaning_cuts_to_32_characters_before_scanning(
    db: Databases, monkeypatch: pytest.MonkeyPatch
) -> None:
    scanned: list[str] = []
    category = inputs.unicodedata.category

    def counted(ch: str) -> str:
        scanned.append(ch)
        return category(ch)

    monkeypatch.setattr(inputs.unicodedata, "category", counted)
    service, _ = await open_service(db("t"))
    await service.join(1, GUILD, Actor(5, "\u202eE" + "v" * 1_000_000))
    assert len(scanned) <= inputs.NAME_MAX  # not a million characters looked at
    assert [s.name for s in (await service.board(1)).seats] == ["E" + "v" * 30]
    await service.close()


async def test_item4_a_wrong_keyword_argument_gets_a_sensible_message(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    with pytest.raises(Refusal) as unknown:
        await service.join(1, GUILD, actor(5), chair=2)  # type: ignore[call-arg]
    assert unknown.value.key == "bad_argument"
    assert str(unknown.value) == "Sorry, this action takes nothing called “chair”."
    with pytest.raises(Refusal) as too_many:
        await service.join(1, GUILD, actor(5), 1, 2)  # type: ignore[call-arg]
    assert str(too_many.value) == "Sorry, this action was given more or fewer values than it takes."
    assert (await service.board(1)).seats == ()  # nothing changed
    await service.close()
