"""The web table under load: one server process, live tables, connected spectators.

    python benchmarks/web.py [--tables 100] [--spectators 1000] [--seconds 20] [--moves-per-second 1]

The server process runs the table service (a temporary SQLite file) and the web
table; every table has three players whose moves this process makes, each table
``--moves-per-second`` moves a second. The spectators are WebSocket clients in a
second process (so their work does not slow the server being measured), spread
evenly over the tables. It prints:

- ``p99 commit→frame``: per move and spectator, from the moment the move was sent
  to the service until that spectator received a frame with the move (a frame
  carries the table's version), the 99th percentile (also p50 and the maximum);
- ``frames/s`` the spectators received;
- ``memory per spectator``: the server's resident memory with the spectators
  connected, less before, divided by their number;
- ``page weight``: the spectator page's HTML, CSS and JavaScript, uncompressed;
- the machine's load average while it ran (the figures are only comparable on a quiet machine).

Targets (issue 34): p99 < 250 ms, page weight < 100 KB.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

from bot.runtime import run, tune_garbage_collector
from bot.service import Actor, Refusal, TableService
from bot.settings import Settings, Timers
from bot.web.links import Links
from bot.web.live import Limits
from bot.web.server import WebTable
from bot.web.static_files import STATIC

PLAYERS = 3


def rss_bytes() -> int:
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * 4096


async def open_tables(service: TableService, tables: int) -> list[int]:
    ids = []
    for t in range(1, tables + 1):
        table_id = 1000 + t
        actors = [Actor(t * 10 + s, f"P{s}") for s in range(PLAYERS)]
        for actor in actors:
            await service.join(table_id, None, actor)
        await service.start(table_id, actors[0], rated=False)
        ids.append(table_id)
    return ids


async def move(service: TableService, table_id: int) -> int | None:
    """One move at the table (the seat asked, its first legal card); the table's version after it."""
    board = await service.board(table_id)
    if board.phase not in ("pain", "tricks"):
        return None
    seat = next(s for s in board.seats if (board.phase == "pain" and not s.pain_chosen) or s.seat == board.turn)
    actor = Actor(seat.user_id or 0, seat.name)
    hand = await service.hand(table_id, actor)
    try:
        if hand.prompt == "pain":
            await service.choose_pain(table_id, actor, hand.legal[:1], hand.decision, seat=seat.seat)
        else:
            await service.play(table_id, actor, hand.legal[0], hand.decision, seat=seat.seat)
    except Refusal:
        return None
    return (await service.board(table_id)).version


async def drive(service: TableService, table_id: int, until: float, every: float, commits: list[Any]) -> None:
    await asyncio.sleep(every * (table_id % 100) / 100)  # spread the tables over the interval
    while time.time() < until:
        started = time.time()
        version = await move(service, table_id)
        if version is not None:
            commits.append((table_id, version, started))
        await asyncio.sleep(max(0.0, every - (time.time() - started)))


def page_weight(html: str) -> int:
    files = ("table.css", "table.js", "rounds.js", "common.js")
    return len(html.encode()) + sum(len((STATIC / name).read_bytes()) for name in files)


async def serve(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            database=str(Path(folder) / "bench.db"), timers=Timers(pain_seconds=3600, card_seconds=3600)
        )
        service = await TableService.open(settings, seed=1)
        await service.resume()
        tables = await open_tables(service, args.tables)
        limits = Limits(per_table=args.spectators, per_address=args.spectators + 10)
        site = WebTable(service, Links(b"bench"), limits=limits)
        runner = web.AppRunner(site.app, access_log=None)
        await runner.setup()
        tcp = web.TCPSite(runner, "127.0.0.1", 0)
        await tcp.start()
        port = tcp._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        base = f"http://127.0.0.1:{port}"
        urls = [f"ws://127.0.0.1:{port}/live/watch/{site.links.table_token(t)}" for t in tables]
        async with aiohttp.ClientSession() as http, http.get(base + site.watch_path(tables[0])) as page:
            weight = page_weight(await page.text())
        before = rss_bytes()
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--spectate",
            str(args.spectators),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write((json.dumps(urls) + "\n").encode())
        await child.stdin.drain()
        assert (await child.stdout.readline()).strip() == b"ready"
        await asyncio.sleep(1)
        per_spectator = (rss_bytes() - before) / args.spectators
        commits: list[Any] = []
        until = time.time() + args.seconds
        await asyncio.gather(*(drive(service, t, until, 1 / args.moves_per_second, commits) for t in tables))
        await asyncio.sleep(1)  # the last frames
        child.stdin.close()
        received = json.loads(await child.stdout.read())
        await child.wait()
        await runner.cleanup()
        await service.close()
    report(commits, received, args, per_spectator, weight)


def report(commits: list[Any], received: dict[str, Any], args: argparse.Namespace, per: float, weight: int) -> None:
    delays: list[float] = []
    for table_id, version, started in commits:
        for arrivals in received["frames"][str(table_id)]:
            first = next((at for v, at in arrivals if v >= version), None)
            if first is not None:
                delays.append(first - started)
    delays.sort()
    missed = len(commits) * args.spectators // args.tables - len(delays)

    def pct(p: float) -> float:
        return delays[min(len(delays) - 1, int(p * len(delays)))] * 1000

    print(f"tables {args.tables}, spectators {received['connected']}, {args.seconds} s, {len(commits)} moves")
    print(
        f"p99 commit→frame: {pct(0.99):.0f} ms (p50 {pct(0.5):.0f} ms, max {delays[-1] * 1000:.0f} ms, "
        f"{len(delays)} deliveries, {missed} missed)"
    )
    print(f"frames/s: {received['count'] / received['seconds']:.0f}")
    print(f"memory per spectator: {per / 1024:.1f} KiB")
    print(f"page weight: {weight / 1024:.1f} KB (HTML + CSS + JS, uncompressed)")
    print(f"load average: {Path('/proc/loadavg').read_text().split()[0]}")


async def spectate(count: int) -> None:
    """The child: ``count`` spectators over the tables' URLs (one line of JSON on stdin); the arrival time of
    every frame's version; on stdin's end, the frames as JSON on stdout."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    urls = json.loads(await reader.readline())
    frames: dict[str, list[list[tuple[int, float]]]] = {u.split("/")[-1]: [] for u in urls}
    tables = {u.split("/")[-1]: str(1000 + i + 1) for i, u in enumerate(urls)}
    connector = aiohttp.TCPConnector(limit=0)
    total = {"count": 0}
    async with aiohttp.ClientSession(connector=connector) as http:
        sockets = []
        for i in range(count):
            url = urls[i % len(urls)]
            sockets.append((url.split("/")[-1], await http.ws_connect(url, max_msg_size=0)))

        async def listen(token: str, socket: aiohttp.ClientWebSocketResponse) -> None:
            arrivals: list[tuple[int, float]] = []
            frames[token].append(arrivals)
            async for message in socket:
                at = time.time()
                total["count"] += 1
                arrivals.append((json.loads(message.data)["version"], at))

        tasks = [asyncio.create_task(listen(token, s)) for token, s in sockets]
        print("ready", flush=True)
        started = time.time()
        await reader.read()
        seconds = time.time() - started
        for _, s in sockets:
            await s.close()
        await asyncio.gather(*tasks, return_exceptions=True)
    out = {
        "frames": {tables[k]: v for k, v in frames.items()},
        "count": total["count"],
        "seconds": seconds,
        "connected": len(sockets),
    }
    sys.stdout.write(json.dumps(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--spectators", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--moves-per-second", type=float, default=1.0)
    parser.add_argument("--spectate", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.spectate is not None:
        run(spectate(args.spectate))
    else:
        tune_garbage_collector()  # as the bot does at start-up
        run(serve(args))  # the bot's own event loop (uvloop where installed), as the bot runs the web table


if __name__ == "__main__":
    main()
