"""Kill -9 one of two bot processes at random moments and watch the other take over.

Used by ``benchmarks/kill_recovery.py`` (100 kills and more) and by a short
test. Two players from :mod:`tests.service.multiprocess` share the tables on
one PostgreSQL database: human tables (Ann and Bo clicked by both processes,
Sleepy never, one AI) and all-AI tables. One process is killed with SIGKILL,
the time until every unfinished table changes again is measured (the
survivor must take over the dead one's clocks and AI), and the victim is
started again. Finished games are restarted so that there is always play.
At the end, every acknowledged move must be in its game's record, and every
game must end.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncpg

from tests.service import multiprocess

ROOT = Path(__file__).resolve().parents[2]
TAKEOVER_LIMIT = 10.0  # seconds: the survivor continues every table within this


@dataclass
class Report:
    kills: int = 0
    takeovers: list[float] = field(default_factory=list)  # per kill: until every unfinished table moved again
    acks: int = 0
    lost: list[dict[str, Any]] = field(default_factory=list)
    games: int = 0
    stuck: list[int] = field(default_factory=list)

    def quantile(self, q: float) -> float:
        ordered = sorted(self.takeovers)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


class Players:
    """The two player processes ``A`` and ``B``, started again after each kill."""

    def __init__(self, url: str, out: Path, tables: list[int], ai_lease: float | None = None) -> None:
        self._url, self._out, self._tables = url, out, tables
        self._env = os.environ | ({multiprocess.AI_LEASE_VARIABLE: str(ai_lease)} if ai_lease is not None else {})
        self.running: dict[str, subprocess.Popen[bytes]] = {}

    def start(self, name: str, mode: str = "forever") -> None:
        command = [sys.executable, "-m", "tests.service.multiprocess", mode, self._url, str(self._out), name]
        self.running[name] = subprocess.Popen([*command, *map(str, self._tables)], cwd=ROOT, env=self._env)

    def kill(self, name: str) -> None:
        process = self.running.pop(name)
        process.send_signal(signal.SIGKILL)
        process.wait()

    def stop(self) -> None:
        for name in list(self.running):
            self.kill(name)


async def updated(conn: asyncpg.Connection) -> dict[int, tuple[float, bool]]:
    rows = await conn.fetch("SELECT id, updated_at, in_game FROM tables")
    return {row["id"]: (row["updated_at"], row["in_game"]) for row in rows}


async def run(
    url: str, out: Path, *, kills: int, human_tables: int, ai_tables: int, seed: int = 1, ai_lease: float | None = None
) -> Report:
    """``ai_lease``: the seconds a process holds a table's AI in the players (the bot's ``AI_LEASE`` if None); a
    takeover of an AI table waits for it to run out."""
    rng = random.Random(seed)
    humans = list(range(401, 401 + human_tables))
    robots = list(range(501, 501 + ai_tables))
    await multiprocess.open_tables(url, humans)
    await multiprocess.open_ai_tables(url, robots)
    players = Players(url, out, humans + robots, ai_lease)
    report = Report()
    conn = await asyncpg.connect(url)
    try:
        players.start("A")
        players.start("B")
        for _ in range(kills):
            await asyncio.sleep(rng.uniform(0.5, 3.0))
            victim = rng.choice(sorted(players.running))
            killed_at = time.time()
            players.kill(victim)
            report.kills += 1
            report.takeovers.append(await takeover(conn, killed_at))
            players.start(victim)
        players.stop()
        players.start("A", "play")  # the end: one process plays every game to its end
        report.stuck = await wait_for_the_end(conn, humans + robots)
        players.stop()
        check_acks(report, out, await records(conn))
    finally:
        players.stop()
        await conn.close()
    return report


async def takeover(conn: asyncpg.Connection, killed_at: float, limit: float = 3 * TAKEOVER_LIMIT) -> float:
    """Seconds until every table in a game at the kill has changed since (the survivor has it)."""
    before = {table for table, (_, in_game) in (await updated(conn)).items() if in_game}
    while True:
        now = time.time()
        tables = await updated(conn)
        waiting = [t for t in before if tables[t][1] and tables[t][0] <= killed_at]
        if not waiting or now - killed_at > limit:
            return now - killed_at
        await asyncio.sleep(0.1)


async def wait_for_the_end(conn: asyncpg.Connection, tables: list[int], limit: float = 600.0) -> list[int]:
    """Wait until no table is in a game; the tables still in one after ``limit`` seconds are stuck."""
    began = time.time()
    while time.time() - began < limit:
        playing = [t for t, (_, in_game) in (await updated(conn)).items() if in_game and t in tables]
        if not playing:
            return []
        await asyncio.sleep(0.5)
    return playing


async def records(conn: asyncpg.Connection) -> dict[int, list[dict[str, Any]]]:
    """Every stored game, by table, in the order played (the k-th is the table's game number k)."""
    found: dict[int, list[dict[str, Any]]] = {}
    for row in await conn.fetch("SELECT table_id, record FROM games WHERE finished = 1 ORDER BY id"):
        found.setdefault(row["table_id"], []).append(json.loads(row["record"]))
    return found


def check_acks(report: Report, out: Path, games: dict[int, list[dict[str, Any]]]) -> None:
    """Every acknowledged move is in the record of its game, at its decision."""
    report.games = sum(len(g) for g in games.values())
    for f in sorted(out.glob("*.jsonl")):
        for line in f.read_text().splitlines():
            ack = json.loads(line)
            if ack["kind"] != "ack":
                continue
            report.acks += 1
            game_number, index = divmod(ack["decision"], 1000)
            played = games.get(ack["table"], [])
            if game_number > len(played) or _move(played[game_number - 1], index, ack["seat"]) != ack["cards"]:
                report.lost.append(ack)


def _move(record: dict[str, Any], index: int, seat: int) -> list[str]:
    per_round = 1 + 14 * len(record["players"])
    rnd = record["rounds"][index // per_round]
    step = index % per_round
    if step == 0:
        pain = rnd["pain"][seat]
        return pain if isinstance(pain, list) else [pain]
    return [rnd["plays"][step - 1]]
