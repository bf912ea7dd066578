"""1,000 tables playing AI-vs-AI games at once: in one process on SQLite, or in several on PostgreSQL.

    python benchmarks/tables.py [--tables 1000] [--players 4] [--level easy] [--delay 1.0] [--seconds 60]
                                [--database FILE|URL] [--processes N] [--kill-one-after SECONDS]
                                [--sqlite-synchronous NORMAL|FULL]

Every table gets AI players and is started; the service's AI drivers play
every move through the full path (lock, engine, commit, events), ``--delay``
seconds apart per table, as the bot paces them (``ai_delay``, default 1 s);
the tables start at random moments within the first ``--spread`` seconds (20 by
default, as tables do not all start together; ``--spread 1`` is the synchronised
worst case, where every table reaches a round's end in the same second).
``--delay 0`` plays flat out (throughput). Latency of one action: from taking
the table's lock to the committed change with its events delivered (the AI's
thinking is not included). Memory per table: resident memory grown per table.

``--database`` is an SQLite file (default: a temporary one) or a PostgreSQL
URL; ``--processes N`` (PostgreSQL only) runs N bot processes on it, each
starting its share of the tables (as shards would) and taking over the
tables of a process that dies. Each runs in a session of its own, as bot
processes started as separate services do: Linux's autogroup scheduling
gives all the processes of one session a single CPU share between them.
``--kill-one-after S`` kills one with SIGKILL after S seconds and reports
how long until every table moved again.
With ``--level hard`` the line before it is the AI's figure: from asking the
AI for a move (its search queued for a worker process) to the move applied,
less the pause that paces the cards.
Last line: ``tables: N actions/s, p99 X ms per action, Y KiB per table``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from bot.model.events import Event, GameOver
from bot.runtime import run, tune_garbage_collector
from bot.service import Actor, TableService
from bot.settings import Settings
from bot.storage import sqlite

STARTER = Actor(1, "bench")
THOUGHT: ContextVar[list[float | None]] = ContextVar("thought")  # the AI's last decision's time, per driver


class TimedService(TableService):
    """The service, timing every committed change while ``timing`` is on."""

    latencies: list[float]
    timing = False

    async def _change(self, table_id: int, guild_id: int | None, op: Any, *, create: bool = True) -> Any:
        began = time.perf_counter()
        result = await super()._change(table_id, guild_id, op, create=create)
        if self.timing:
            self.latencies.append(time.perf_counter() - began)
        return result

    async def apply(self, table_id: int, change: Any) -> None:  # the scheduler's way in: clocks and AI moves
        began = time.perf_counter()
        await super().apply(table_id, change)
        done = time.perf_counter()
        if self.timing:
            self.latencies.append(done - began)
        thought = THOUGHT.get(None)
        if thought and thought[0] is not None:
            if self.timing:
                self.ai_latencies.append(thought[0] + done - began)
            thought[0] = None  # a task started meanwhile (a clock) shares the box

    def time_the_ai(self) -> None:
        """Time each AI move from asking the AI to the move applied, less the pause that paces the cards."""
        self.ai_latencies: list[float] = []
        thinker = self._scheduler._thinker
        decide = thinker.decide

        async def timed(job: Any, view: Any) -> Any:
            began = time.perf_counter()
            choice = await decide(job, view)
            THOUGHT.set([time.perf_counter() - began])  # seen by the task the driver applies the move in
            return choice

        thinker.decide = timed  # type: ignore[method-assign]


def resident_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def settings(args: argparse.Namespace, database: str) -> Settings:
    return Settings(database=database, ai_delay=args.delay, ai_level=args.level, takeover_seconds=4)


async def create(args: argparse.Namespace, database: str) -> None:
    """The tables' lobbies, every seat an AI."""
    service = await TableService.open(settings(args, database), seed=1)
    try:
        for table in range(args.tables):
            for _ in range(args.players):
                await service.add_bot(table + 1, 1, STARTER, args.level)
    finally:
        await service.close()


async def play(args: argparse.Namespace, database: str, share: int, shares: int) -> dict[str, Any]:
    """Start this process's share of the tables and play for ``--seconds``; the figures of this process."""
    service = await TimedService.open(settings(args, database), seed=1)
    service.latencies = []
    service.time_the_ai()
    await service.resume()
    games = 0

    async def count(event: Event) -> None:
        nonlocal games
        games += isinstance(event, GameOver)

    service.subscribe(count)
    before = resident_bytes()
    rng = random.Random(share)
    mine = [t + 1 for t in range(args.tables) if t % shares == share]

    async def start(table: int) -> None:  # real tables do not all start in the same moment
        await asyncio.sleep(rng.uniform(0, max(args.spread, 0.001)))
        await service.start(table, STARTER, rated=False)

    await asyncio.gather(*(start(table) for table in mine))
    service.timing = True
    began = time.perf_counter()
    # a glance four times a second (not service.idle(), which looks at every AI driver 20 times a second:
    # a cost of this benchmark that a bot does not have)
    while games < len(mine) and time.perf_counter() - began < args.seconds:
        await asyncio.sleep(0.25)
    elapsed = time.perf_counter() - began
    service.timing = False
    memory = (resident_bytes() - before) / max(len(mine), 1)
    await service.close()
    return {
        "games": games,
        "latencies": service.latencies,
        "ai": service.ai_latencies,
        "seconds": elapsed,
        "memory": memory,
    }


def summary(figures: list[dict[str, Any]]) -> dict[str, float]:
    ordered = sorted(x for f in figures for x in f["latencies"])
    ai = sorted(x for f in figures for x in f["ai"])
    seconds = max(f["seconds"] for f in figures)
    return {
        "ai_p50": statistics.median(ai) * 1000 if ai else 0.0,
        "ai_p95": ai[int(0.95 * (len(ai) - 1))] * 1000 if ai else 0.0,
        "games": sum(f["games"] for f in figures),
        "actions": len(ordered),
        "seconds": seconds,
        "rate": len(ordered) / seconds,
        "p50": statistics.median(ordered) * 1000,
        "p99": ordered[int(0.99 * (len(ordered) - 1))] * 1000,
        "max": ordered[-1] * 1000,
        "memory": statistics.mean(f["memory"] for f in figures),
    }


def several(args: argparse.Namespace, database: str) -> dict[str, Any]:
    """``--processes`` bot processes on one PostgreSQL database (optionally killing one)."""
    run(create(args, database))
    with tempfile.TemporaryDirectory() as folder:
        outs = [Path(folder) / f"{k}.json" for k in range(args.processes)]
        workers = [
            subprocess.Popen(
                [sys.executable, __file__, "--worker", f"{k}/{args.processes}", str(outs[k]), *sys.argv[1:]],
                start_new_session=True,  # each its own CPU share, as separately started services have
            )
            for k in range(args.processes)
        ]
        takeover = None
        if args.kill_one_after is not None:
            time.sleep(args.kill_one_after)
            killed_at = time.time()
            workers[-1].send_signal(signal.SIGKILL)
            takeover = run(_takeover(database, killed_at))
        for worker in workers:
            worker.wait()
        figures = [json.loads(out.read_text()) for out in outs if out.exists()]
    result: dict[str, Any] = summary(figures)
    result["takeover"] = takeover
    return result


async def _takeover(database: str, killed_at: float) -> float:
    """Seconds until every table in a game when one process was killed has changed since."""
    import asyncpg

    conn = await asyncpg.connect(database)
    try:
        rows = await conn.fetch("SELECT id FROM tables WHERE in_game")
        before = {r["id"] for r in rows}
        while True:
            rows = await conn.fetch("SELECT id, updated_at, in_game FROM tables")
            late = [r for r in rows if r["id"] in before and r["in_game"] and r["updated_at"] <= killed_at]
            if not late or time.time() - killed_at > 60:
                return time.time() - killed_at
            await asyncio.sleep(0.1)
    finally:
        await conn.close()


def worker(argv: list[str]) -> None:
    share_text, out, *rest = argv
    share, shares = map(int, share_text.split("/"))
    args = parser().parse_args(rest)
    tune_garbage_collector()
    figures = run(play(args, args.database, share, shares))
    Path(out).write_text(json.dumps(figures))


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tables", type=int, default=1000)
    p.add_argument("--players", type=int, default=4, choices=range(3, 7))
    p.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    p.add_argument("--delay", type=float, default=1.0, help="seconds between AI moves per table (0: flat out)")
    p.add_argument("--seconds", type=float, default=60.0, help="how long to measure (at most)")
    p.add_argument("--spread", type=float, default=20.0, help="tables start at random moments within this many s")
    p.add_argument("--dir", default=None, help="where to put the SQLite file (default: the temp folder)")
    p.add_argument("--database", default=None, help="an SQLite file or a postgresql:// URL")
    p.add_argument("--processes", type=int, default=1, help="bot processes on the database (PostgreSQL only)")
    p.add_argument("--kill-one-after", type=float, default=None, help="SIGKILL one process after this many s")
    p.add_argument(
        "--sqlite-synchronous",
        choices=("NORMAL", "FULL"),
        default=None,
        help="SQLite's synchronous pragma (default: the bot's, FULL), to measure what durability costs",
    )
    return p


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        worker(argv[1:])
        return
    args = parser().parse_args(argv)
    postgres = args.database is not None and args.database.startswith("postgres")
    if args.processes > 1 and not postgres:
        raise SystemExit("error: --processes needs a PostgreSQL --database (an SQLite file serves one process)")
    tune_garbage_collector()  # as sticheln-bot does
    if args.sqlite_synchronous:
        sqlite.SYNCHRONOUS = args.sqlite_synchronous
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        database = args.database or os.path.join(folder, "bench.db")
        if args.processes > 1:
            f = several(args, database)
        else:
            run(create(args, database))
            f = summary([run(play(args, database, 0, 1))])
        size = Path(database).stat().st_size / 2**20 if not postgres else None
    where = f"database {size:.1f} MiB" if size is not None else f"PostgreSQL, {args.processes} process(es)"
    print(
        f"{args.tables} tables x {args.players} AI players ({args.level}), ai_delay {args.delay} s: "
        f"{f['actions']:.0f} actions in {f['seconds']:.1f} s, {f['games']:.0f} games finished, {where}"
    )
    print(f"latency per action: p50 {f['p50']:.1f} ms, p99 {f['p99']:.1f} ms, max {f['max']:.1f} ms")
    print(f"AI owes a move -> move applied (less the pacing): p50 {f['ai_p50']:.0f} ms, p95 {f['ai_p95']:.0f} ms")
    if f.get("takeover") is not None:
        print(f"after a kill -9 of one process every table moved again within {f['takeover']:.1f} s")
    print(
        f"tables: {f['rate']:.0f} actions/s, p99 {f['p99']:.1f} ms per action, {f['memory'] / 1024:.0f} KiB per table"
    )


if __name__ == "__main__":
    main()
