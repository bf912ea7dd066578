"""Issue 16, items 1-9: a fault never stalls a table, never hangs the process, never echoes a traceback.

Each test is named after its item. Items 10-12 (the command lines) are in
tests/terminal/test_bot_cli.py, tests/sticheln/test_replay_cli.py and
tests/terminal/test_input.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import bot
from bot.model.events import GameOver
from bot.model.table import Table
from bot.service import Actor, Refusal, scheduler
from bot.storage.errors import StorageError, StorageUnavailable
from bot.storage.records import GameResult, SeatResult
from bot.storage.sqlite import SqliteStorage
from bot.storage.sqlite_writes import Writer
from tests.service.helpers import GUILD, TABLE, VirtualTime, actor, open_service, play_out, seat_humans

ROOT = Path(bot.__file__).resolve().parent.parent


class FullDisk:
    """Every write to the SQLite file fails as on a full disk while ``full`` is set."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        self.refused = 0
        real = Writer._write

        async def write(writer: Writer, batch: list) -> None:  # type: ignore[type-arg]
            if self.full:
                self.refused += 1
                raise sqlite3.OperationalError("database or disk is full")
            await real(writer, batch)

        monkeypatch.setattr(Writer, "_write", write)


async def test_item1_a_failed_commit_refuses_the_action_and_clocks_and_ai_carry_on_once_writes_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scheduler, "FIRST_RETRY", 0.5)
    disk = FullDisk(monkeypatch)
    vt = VirtualTime()
    service, rec = await open_service(str(tmp_path / "t.db"), clock=vt)
    humans = await seat_humans(service, 2, bots=1)
    await service.start(TABLE, humans[0])
    hand = await service.hand(TABLE, humans[0])
    disk.full = True
    before = await service.board(TABLE)
    with pytest.raises(Refusal) as refused:
        await service.choose_pain(TABLE, humans[0], [hand.legal[0]], decision=hand.decision)
    assert refused.value.key == "not_saved" and "try again" in str(refused.value)
    assert await service.board(TABLE) == before  # nothing changed
    # the clocks run out while the disk is full: the expiry is refused again and again, nothing moves
    await vt.advance(25, service)
    await vt.advance(25, service)
    assert disk.refused >= 3
    assert (await service.board(TABLE)).phase == "pain" and rec.of(GameOver) == []
    # space comes back: the clock's expiry goes through and the AI plays the whole game by itself
    disk.full = False
    for _ in range(200):
        await vt.advance(30, service)
        if rec.of(GameOver):
            break
    assert (await service.board(TABLE)).phase == "over" and len(rec.of(GameOver)) == 1
    await service.close()


async def test_item2_one_tables_unstorable_write_fails_only_that_table(tmp_path: Path) -> None:
    storage = await SqliteStorage.open(tmp_path / "t.db")
    outcome: dict[int, str] = {}

    async def commit(table_id: int, user_id: int) -> None:
        async with storage.locked(table_id) as tx:
            table = Table(table_id, GUILD, seed=table_id)
            tx.save(table)
            seat = SeatResult(0, user_id, "Ann", 3, True, ((3, "R"),))
            tx.record(GameResult(table_id, GUILD, True, False, 0.0, {"format": "sticheln-record/1"}, (seat,)))
            try:
                await tx.commit()
                outcome[table_id] = "stored"
            except StorageError:
                outcome[table_id] = "refused"

    # both commits wait for the writer together, so they share a batch
    await asyncio.gather(commit(1, 5), commit(2, 2**64), commit(3, 7))
    assert outcome == {1: "stored", 2: "refused", 3: "stored"}
    assert sorted(await storage.unfinished()) == []
    async with storage.locked(1) as tx:
        assert tx.table is not None
    async with storage.locked(2) as tx:
        assert tx.table is None  # the failing table's row went with its failing write
    await storage.close()
    # and at the service's door such input never gets in
    service, _ = await open_service(str(tmp_path / "s.db"))
    with pytest.raises(Refusal) as huge:
        await service.join(TABLE, GUILD, Actor(2**64, "Big"))
    assert huge.value.key == "bad_input"
    await service.join(TABLE, GUILD, Actor(5, "An\ud800n"))  # a lone surrogate is dropped, the rest is kept
    assert [s.name for s in (await service.board(TABLE)).seats] == ["Ann"]
    await service.close()


def bot_process(database: Path, *, as_user: str | None = None) -> subprocess.CompletedProcess[str]:
    """``sticheln-bot`` on ``database`` with a token and no reachable Discord; it must stop at the database."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STICHELN_")}
    env |= {"DISCORD_TOKEN": "MTIzNDU2Nzg5.fault-test.token", "STICHELN_DATABASE": str(database)}
    command = [sys.executable, "-m", "bot.main"]
    return subprocess.run(
        [*(["runuser", "-u", as_user, "--"] if as_user else []), *command],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=20,  # a hang fails the test instead of the run
        check=False,
    )


def assert_refused_at_start(result: subprocess.CompletedProcess[str], database: Path, *words: str) -> None:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: database {database}"), result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    for word in words:
        assert word in lines[0], lines[0]


def a_database(path: Path) -> Path:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE filler (x)")
        conn.executemany("INSERT INTO filler VALUES (?)", [("x" * 500,)] * 200)
        conn.commit()
    return path


@pytest.mark.parametrize("kind", ["garbage", "truncated", "folder", "no folder"])
def test_item3_a_failed_database_open_exits_at_once_with_one_line(tmp_path: Path, kind: str) -> None:
    database = tmp_path / "bot.db"
    if kind == "garbage":
        database.write_bytes(os.urandom(8192))
    elif kind == "truncated":
        data = a_database(tmp_path / "whole.db").read_bytes()
        database.write_bytes(data[: len(data) // 3])
    elif kind == "folder":
        database.mkdir()
    else:
        database = tmp_path / "missing" / "bot.db"
    assert_refused_at_start(bot_process(database), database)


def test_item4_a_newer_schema_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "bot.db"
    asyncio.run(close_soon(SqliteStorage.open(database)))
    with contextlib.closing(sqlite3.connect(database)) as conn:
        conn.execute("PRAGMA user_version = 99")
    assert_refused_at_start(bot_process(database), database, "newer", "version 99")


def test_item4_a_corrupt_page_is_refused_with_how_to_restore(tmp_path: Path) -> None:
    database = a_database(tmp_path / "bot.db")
    data = bytearray(database.read_bytes())
    data[4096 * 3 : 4096 * 3 + 200] = os.urandom(200)  # a page in the middle of the table
    database.write_bytes(bytes(data))
    assert_refused_at_start(bot_process(database), database, "damaged", "backup")


def test_item4_an_empty_file_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "bot.db"
    database.touch()
    assert_refused_at_start(bot_process(database), database, "empty")
    assert database.stat().st_size == 0  # left as it was


async def test_item4_backup_copies_the_database_while_the_bot_writes(tmp_path: Path) -> None:
    database, copy = tmp_path / "bot.db", tmp_path / "copy.db"
    service, _ = await open_service(str(database))
    for table in range(20):
        await seat_humans(service, 0, table=table + 1, bots=3)
        await service.start(table + 1, actor(0), rated=False)
    backup = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.main",
        "backup",
        str(copy),
        env={**os.environ, "STICHELN_DATABASE": str(database)},
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(backup.communicate(), 60)  # the AI keeps playing meanwhile
    assert backup.returncode == 0, err
    assert f"backed up {database} to {copy}" in out.decode()
    await service.close()
    with contextlib.closing(sqlite3.connect(copy)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT COUNT(*) FROM tables").fetchone()[0] == 20
    restored, _ = await open_service(str(copy))  # the copy is a working database
    assert len((await restored.board(1)).seats) == 3
    await restored.close()


async def test_item5_grouped_commits_are_durable_on_power_loss(tmp_path: Path) -> None:
    storage = await SqliteStorage.open(tmp_path / "t.db")
    async with storage._conn.execute("PRAGMA synchronous") as cur:
        assert (await cur.fetchone()) == (2,)  # FULL: the WAL is synced before a commit returns
    await storage.close()


@contextlib.contextmanager
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder on a read-only filesystem holding a database: a tmpfs remounted read-only."""
    folder = tmp_path / "ro"
    folder.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(folder)], capture_output=True).returncode:
        pytest.skip("this machine does not let the tests mount a filesystem")
    try:
        asyncio.run(close_soon(SqliteStorage.open(folder / "bot.db")))
        (folder / "bot.db.lock").unlink()
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True, capture_output=True)
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def test_item6_a_read_only_database_is_refused_at_start(tmp_path: Path) -> None:
    with read_only_folder(tmp_path) as folder:
        database = folder / "bot.db"
        assert_refused_at_start(bot_process(database), database)
        with pytest.raises(StorageUnavailable):
            asyncio.run(SqliteStorage.open(database))


async def close_soon(opening: object) -> None:
    storage = await opening  # type: ignore[misc]
    await storage.close()


@pytest.mark.parametrize("raw", ["²", "③", "١", "1²", "12345678901234567890", "-1", "+2"])
async def test_item7_numbers_in_options_take_ascii_digits_only(tmp_path: Path, raw: str) -> None:
    service, _ = await open_service(str(tmp_path / "t.db"))
    await seat_humans(service, 3)
    for option in ("start", "rounds"):
        with pytest.raises(Refusal) as refused:
            await service.set_option(TABLE, actor(0), option, raw)
        assert refused.value.key == f"option_bad_{option}", str(refused.value)  # one message per option
    await service.set_option(TABLE, actor(0), "rounds", "2")
    assert (await service.board(TABLE)).options == ("rounds 2",)
    await service.close()


async def test_item8_wrong_input_is_refused_never_raised(tmp_path: Path) -> None:
    service, _ = await open_service(str(tmp_path / "t.db"))
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    ann = humans[0]
    calls = [
        lambda: service.join("1000", GUILD, actor(5)),  # type: ignore[arg-type]
        lambda: service.join(TABLE, "77", actor(5)),  # type: ignore[arg-type]
        lambda: service.join(TABLE, GUILD, "Ann"),  # type: ignore[arg-type]
        lambda: service.join(TABLE, GUILD, Actor("5", "Eve")),  # type: ignore[arg-type]
        lambda: service.join(TABLE, GUILD, Actor(True, "Eve")),  # type: ignore[arg-type]
        lambda: service.join(TABLE, GUILD, Actor(5, None)),  # type: ignore[arg-type]
        lambda: service.join(TABLE, GUILD, Actor(5, "Eve", moderator="yes")),  # type: ignore[arg-type]
        lambda: service.join(TABLE, GUILD, actor(5), seat="1"),  # type: ignore[arg-type]
        lambda: service.join(TABLE, GUILD, actor(5), seat=2**60),
        lambda: service.board(2**63),
        lambda: service.board(-1),
        lambda: service.export(2**70),
        lambda: service.leaderboard(2**64, 1),
        lambda: service.stats(GUILD, 2**64),
        lambda: service.play(TABLE, ann, 7),  # type: ignore[arg-type]
        lambda: service.play(TABLE, ann, "R" * 1000),
        lambda: service.play(TABLE, ann, "R1", decision="x"),  # type: ignore[arg-type]
        lambda: service.choose_pain(TABLE, ann, "R1"),
        lambda: service.choose_pain(TABLE, ann, ["R1", "R2", "R3"]),
        lambda: service.choose_pain(TABLE, ann, [1]),  # type: ignore[list-item]
        lambda: service.remove(TABLE, ann, True),
        lambda: service.remove(TABLE, ann, 1.5),  # type: ignore[arg-type]
        lambda: service.remove(TABLE, ann, ""),
        lambda: service.vote(TABLE, ann, "yes"),  # type: ignore[arg-type]
        lambda: service.allow_peek(TABLE, ann, 1),  # type: ignore[arg-type]
        lambda: service.start(TABLE, ann, rated="no"),  # type: ignore[arg-type]
        lambda: service.set_option(TABLE, ann, name=3),  # type: ignore[arg-type]
        lambda: service.add_bot(TABLE, GUILD, ann, level=["hard"]),  # type: ignore[arg-type]
        lambda: service.peek(TABLE, actor(6), {"seat": 1}),  # type: ignore[arg-type]
        lambda: service.hand(TABLE, None),  # type: ignore[arg-type]
    ]
    before = await service.board(TABLE)
    for call in calls:
        with pytest.raises(Refusal) as refused:
            await call()
        assert refused.value.key == "bad_input", str(refused.value)
    with pytest.raises(Refusal) as no_seat:  # a whole number the table has no seat for: named, from 1
        await service.join(TABLE, GUILD, actor(5), seat=9)
    assert no_seat.value.key == "no_such_seat" and no_seat.value.params == {"seat": 10, "last": 3}
    assert await service.board(TABLE) == before
    await service.close()
    # names are cleaned at the door: trimmed, no control characters, at most 32 characters
    service, _ = await open_service(str(tmp_path / "names.db"))
    await service.join(TABLE, GUILD, Actor(1, "  Ann\x00\x1b[31m\u202e  Bo  "))
    await service.join(TABLE, GUILD, Actor(2, "x" * 1_000_000))
    with pytest.raises(Refusal) as empty:
        await service.join(TABLE, GUILD, Actor(3, " \t\n\u200b "))
    assert empty.value.key == "bad_name"
    with pytest.raises(Refusal) as lobby_seat:
        await service.join(TABLE, GUILD, Actor(4, "Cy"), seat=2)
    assert lobby_seat.value.key == "seat_in_lobby"
    assert [s.name for s in (await service.board(TABLE)).seats] == ["Ann[31m Bo", "x" * 32]
    await service.close()


async def test_item9_refusals_quote_only_a_short_prefix_of_the_input(tmp_path: Path) -> None:
    service, _ = await open_service(str(tmp_path / "t.db"))
    await seat_humans(service, 3)
    texts = []
    for name, value in [("n" * 150, None), ("start", "9" * 150), ("hidden", "m" * 150)]:
        with pytest.raises(Refusal) as refused:
            await service.set_option(TABLE, actor(0), name, value)
        texts.append(str(refused.value))
    with pytest.raises(Refusal) as unknown:
        await service.remove(TABLE, actor(0), "Z" * 150)
    texts.append(str(unknown.value))
    assert all(len(text) < 300 for text in texts), texts
    assert all("…" in text for text in texts), texts
    await service.close()


async def test_a_whole_game_still_plays_with_the_checks_at_the_door(tmp_path: Path) -> None:
    service, rec = await open_service(str(tmp_path / "t.db"))
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    await play_out(service, humans)
    assert (await service.board(TABLE)).phase == "over" and json.dumps(await service.export(TABLE))
    assert len(rec.of(GameOver)) == 1
    await service.close()
