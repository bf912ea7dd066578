"""1,000 tables playing AI-vs-AI games at once, in one process, on one SQLite file.

    python benchmarks/tables.py [--tables 1000] [--players 4] [--level easy] [--delay 1.0] [--seconds 60]

Every table gets AI players and is started; the service's AI drivers play
every move through the full path (lock, engine, commit, events), ``--delay``
seconds apart per table, as the bot paces them (``ai_delay``, default 1 s);
the tables start at random moments within the first ``--spread`` seconds (20 by
default, as tables do not all start together; ``--spread 1`` is the synchronised
worst case, where every table reaches a round's end in the same second).
``--delay 0`` plays flat out (throughput). Latency of one action: from taking
the table's lock to the committed change with its events delivered (the AI's
thinking is not included). Memory per table: resident memory grown per table.
Last line: ``tables: N actions/s, p99 X ms per action, Y KiB per table``.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.runtime import tune_garbage_collector
from bot.service import Actor, TableService
from bot.service.events import Event, GameOver
from bot.settings import Settings

STARTER = Actor(1, "bench")


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


def resident_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


async def run(args: argparse.Namespace, path: Path) -> dict[str, float]:
    settings = Settings(database=path, ai_delay=args.delay, ai_level=args.level)
    service = await TimedService.open(settings, seed=1)
    service.latencies = []
    await service.resume()
    games = 0

    async def count(event: Event) -> None:
        nonlocal games
        games += isinstance(event, GameOver)

    service.subscribe(count)
    before = resident_bytes()
    for table in range(args.tables):
        for _ in range(args.players):
            await service.add_bot(table, 1, STARTER, args.level)
    rng = random.Random(1)

    async def start(table: int) -> None:  # real tables do not all start in the same moment
        await asyncio.sleep(rng.uniform(0, max(args.spread, 0.001)))
        await service.start(table, STARTER, rated=False)

    await asyncio.gather(*(start(table) for table in range(args.tables)))
    service.timing = True
    began = time.perf_counter()
    done = asyncio.ensure_future(service.idle())
    await asyncio.wait([done], timeout=args.seconds)
    elapsed = time.perf_counter() - began
    service.timing = False
    memory = (resident_bytes() - before) / args.tables
    done.cancel()
    await service.close()
    ordered = sorted(service.latencies)
    return {
        "games": games,
        "actions": len(ordered),
        "seconds": elapsed,
        "rate": len(ordered) / elapsed,
        "p50": statistics.median(ordered) * 1000,
        "p99": ordered[int(0.99 * (len(ordered) - 1))] * 1000,
        "max": ordered[-1] * 1000,
        "memory": memory,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4, choices=range(3, 7))
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    parser.add_argument("--delay", type=float, default=1.0, help="seconds between AI moves per table (0: flat out)")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to measure (at most)")
    parser.add_argument(
        "--spread", type=float, default=20.0, help="tables start at random moments within this many seconds"
    )
    parser.add_argument("--dir", default=None, help="where to put the database file (default: the temp folder)")
    args = parser.parse_args(argv)
    tune_garbage_collector()  # as sticheln-bot does
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        path = Path(folder) / "bench.db"
        f = asyncio.run(run(args, path))
        size = path.stat().st_size / 2**20
    print(
        f"{args.tables} tables x {args.players} AI players ({args.level}), ai_delay {args.delay} s: "
        f"{f['actions']:.0f} actions in {f['seconds']:.1f} s, {f['games']:.0f} games finished, "
        f"database {size:.1f} MiB"
    )
    print(f"latency per action: p50 {f['p50']:.1f} ms, p99 {f['p99']:.1f} ms, max {f['max']:.1f} ms")
    print(
        f"tables: {f['rate']:.0f} actions/s, p99 {f['p99']:.1f} ms per action, {f['memory'] / 1024:.0f} KiB per table"
    )


if __name__ == "__main__":
    main()
