"""Several bot processes on one PostgreSQL database, and one SQLite file refused to a second process."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import asyncpg
import pytest

import bot
from bot.model.events import PainChosen
from bot.model.table.state import DECISIONS_PER_GAME
from bot.service import TableService
from bot.storage.errors import StorageUnavailable
from bot.storage.sqlite import SqliteStorage
from tests.postgres_server import PostgresServer
from tests.service import killing, multiprocess
from tests.service.helpers import Recorder

ROOT = Path(bot.__file__).resolve().parent.parent
TABLES = [201, 202, 203, 204]


def lines(out: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for f in sorted(out.glob("*.jsonl")) for line in f.read_text().splitlines()]


async def stored_games(url: str) -> dict[int, list[dict[str, Any]]]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT table_id, finished, record FROM games ORDER BY id")
    finally:
        await conn.close()
    games: dict[int, list[dict[str, Any]]] = {}
    for row in rows:
        assert row["finished"] == 1
        games.setdefault(row["table_id"], []).append(json.loads(row["record"]))
    return games


def move_of(record: dict[str, Any], decision: int, seat: int) -> list[str]:
    """The card(s) the record has for decision number ``decision`` (of the table's first game) by ``seat``."""
    players = len(record["players"])
    per_round = 1 + 14 * players
    index = decision - DECISIONS_PER_GAME
    rnd = record["rounds"][index // per_round]
    step = index % per_round
    if step == 0:
        pain = rnd["pain"][seat]
        return pain if isinstance(pain, list) else [pain]
    return [rnd["plays"][step - 1]]


async def one_process_replay(path: Path, records: dict[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """The same games in one process: the humans play what the records say, the AI and the clocks do the rest."""
    database = str(path)
    await multiprocess.open_tables(database, TABLES)
    service = await TableService.open(multiprocess.settings(database), seed=multiprocess.SERVICE_SEED)
    await service.resume()
    try:
        open_tables = set(TABLES)
        while open_tables:
            for table in sorted(open_tables):
                board = await service.board(table)
                if board.phase == "over":
                    open_tables.discard(table)
                    continue
                for who in multiprocess.HUMANS:
                    seat = next(s for s in board.seats if s.user_id == who.user_id)
                    if (board.phase == "pain" and not seat.pain_chosen) or board.turn == seat.seat:
                        hand = await service.hand(table, who)
                        cards = move_of(records[table], hand.decision, hand.seat)
                        if hand.prompt == "pain":
                            await service.choose_pain(table, who, cards, hand.decision)
                        else:
                            await service.play(table, who, cards[0], hand.decision)
            await asyncio.sleep(0.01)
        return {table: await service.export(table) for table in TABLES}
    finally:
        await service.close()


async def test_two_processes_drive_the_same_tables(postgres: PostgresServer, tmp_path: Path) -> None:
    url = postgres.new_database()
    await multiprocess.open_tables(url, TABLES)
    out = tmp_path / "logs"
    out.mkdir()
    command = [sys.executable, "-m", "tests.service.multiprocess", "play", url, str(out)]
    processes = [subprocess.Popen([*command, name, *map(str, TABLES)], cwd=ROOT) for name in ("A", "B")]
    try:
        for process in processes:
            assert process.wait(timeout=300) == 0
    finally:
        for process in processes:
            process.kill()
    log = lines(out)
    acks = [line for line in log if line["kind"] == "ack"]
    assert {line["table"] for line in acks} == set(TABLES)
    # each result stored once and announced once (by one of the processes)
    games = await stored_games(url)
    assert {table: len(records) for table, records in games.items()} == dict.fromkeys(TABLES, 1)
    announced = Counter(line["table"] for line in log if line["kind"] == "game_over")
    assert announced == Counter(TABLES)
    # exactly one move per seat and decision accepted, across both processes and the duplicate clicks
    moves = Counter((line["table"], line["decision"], line["seat"]) for line in acks)
    assert max(moves.values()) == 1
    records = {table: records[0] for table, records in games.items()}
    # nothing acknowledged is lost: every accepted move is in the stored record, at its decision
    for line in acks:
        assert move_of(records[line["table"]], line["decision"], line["seat"]) == line["cards"], line
    # the same accepted moves in one process give the same games, card for card
    assert await one_process_replay(tmp_path / "one.db", records) == records


async def test_a_second_process_on_one_sqlite_file_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "bot.db"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import asyncio, sys; from bot.storage.sqlite import SqliteStorage\n"
            "async def hold():\n"
            f"    storage = await SqliteStorage.open({str(database)!r})\n"
            "    print('open', flush=True); sys.stdin.readline(); await storage.close()\n"
            "asyncio.run(hold())",
        ],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        with pytest.raises(StorageUnavailable) as refused:
            await SqliteStorage.open(database)
        assert f"pid {holder.pid}" in str(refused.value) and "one process" in str(refused.value)
    finally:
        holder.communicate("\n", timeout=30)
    storage = await SqliteStorage.open(database)  # once the first process is gone, the file is free
    await storage.close()


async def test_events_committed_but_not_announced_are_announced_after_a_restart(tmp_path: Path) -> None:
    """A crash between a game's last commit and its announcement: the next start announces it, once."""
    database = str(tmp_path / "t.db")
    await multiprocess.open_tables(database, [301])
    service = await TableService.open(multiprocess.settings(database), seed=1)
    await service.resume()
    await service.idle()  # the AI's pain card, committed as the first service closed, is announced now
    dropped = Recorder()

    async def crash_before_announcing(table_id: int, seq: int, event: object) -> None:
        raise SystemExit  # stands for the process dying: nothing after the commit is delivered

    service._announcer._tell = crash_before_announcing  # type: ignore[method-assign]
    service.subscribe(dropped)
    ann = multiprocess.HUMANS[0]
    hand = await service.hand(301, ann)
    with pytest.raises(SystemExit):
        await service.choose_pain(301, ann, list(hand.legal[:1]), hand.decision)
    await service._scheduler.close()
    await service._storage.close()
    restarted = await TableService.open(multiprocess.settings(database), seed=1)
    seen = Recorder()
    restarted.subscribe(seen)
    await restarted.resume()
    await restarted.idle()
    assert dropped.events == []
    assert [e.seat for e in seen.of(PainChosen)][:1] == [hand.seat]  # announced after the restart
    await restarted.close()
    again = await TableService.open(multiprocess.settings(database), seed=1)
    twice = Recorder()
    again.subscribe(twice)
    await again.resume()
    await again.idle()
    assert "PainChosen" not in twice.names()  # delivered once: not again at the next start
    await again.close()


async def test_kill_minus_nine_of_one_process_the_other_takes_over(postgres: PostgresServer, tmp_path: Path) -> None:
    """A few kills here, with a 2-second AI lease (the bot's is 5: each takeover of an AI table waits for it);
    ``benchmarks/kill_recovery.py`` makes a hundred and more with the bot's own."""
    out = tmp_path / "logs"
    out.mkdir()
    url = postgres.new_database()
    report = await killing.run(url, out, kills=4, human_tables=2, ai_tables=2, seed=3, ai_lease=2.0)
    assert report.kills == 4 and report.acks > 0 and report.games >= 4
    assert max(report.takeovers) <= killing.TAKEOVER_LIMIT, report.takeovers
    assert report.lost == [] and report.stuck == []
