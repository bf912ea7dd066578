"""A long stretch of AI tables at a fast pace: does the bot's table service level off in memory, disk and files?

    python benchmarks/soak.py [--minutes 30] [--tables 24] [--delay 0.2] [--database FILE|URL] [--dir DIR]
                              [--disk-full-at MINUTE] [--disk-full-seconds 60] [--tmpfs-mb 64]
                              [--trace-memory]

The table service (SQLite by default, in ``--dir``; a PostgreSQL URL with
``--database``) plays ``--tables`` tables of four AI players, ``--delay``
seconds between cards, and starts each table again when its game ends, for
``--minutes``. Every minute one line: resident memory, the database's and
the WAL's sizes, open file descriptors, the event loop's lag (the most a
0.1 s sleep overslept, and its 99th percentile), actions per second. At the
end, the slope of memory, the database's size (PostgreSQL's, from the server), the WAL
and descriptors over the last ten minutes.

``--disk-full-at M`` (SQLite, needs root to mount): the database lives on a
tmpfs of ``--tmpfs-mb`` MiB; at minute M a filler file takes every byte
left, for ``--disk-full-seconds``. Meanwhile a player tries to join a new
table every second: each refusal must be the polite one (``not_saved``);
SQLite still writes into the WAL's room while it has some, so some go
through. Once the filler is gone the script prints how many seconds until
the AI tables and a join go through again. Last, the service is closed and opened again (a
restart) and every table that was in a game must move within 30 s.

A minute after space is back the script prints the resident memory, SQLite's
own count and glibc malloc's bytes in use and free but kept.
``--trace-memory`` (a diagnosis: it changes what follows, so not for a
measured run): Python's own allocations (tracemalloc) are compared just
before the disk fills and a minute after space is back, with the lines that
allocated most; then what only the garbage collector would free (reference
cycles, with the functions whose frames they hold), and the resident memory
once ``malloc_trim(0)`` has given malloc's free pages back.

The figures of the measured runs are in docs/OPERATIONS.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import ctypes.util
import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
import types
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.model.events import Event, GameOver
from bot.runtime import run, tune_garbage_collector
from bot.service import Actor, Refusal, TableService
from bot.settings import Settings
from bot.storage.sql import Query

STARTER = Actor(1, "soak")
JOINER = Actor(2, "Joiner")
LOBBY = 10**6  # the tables the joiner tries during the disk-full episode are numbered from here
RESUME_SECONDS = 30.0


@dataclass
class Counts:
    actions: int = 0
    games: int = 0
    moved: set[int] = field(default_factory=set)  # tables with an action since the last reset
    last_action: float = 0.0


class CountedService(TableService):
    """The service, counting the changes the scheduler applies (AI moves and clocks)."""

    counts: Counts

    async def apply(self, table_id: int, change: Any) -> None:
        await super().apply(table_id, change)
        self.counts.actions += 1
        self.counts.moved.add(table_id)
        self.counts.last_action = time.monotonic()


def resident_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20


def descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def size_mib(path: Path) -> float:
    try:
        return path.stat().st_size / 2**20
    except OSError:
        return 0.0


class LoopLag:
    """How late a 0.1 s sleep wakes up, sampled all the time."""

    def __init__(self) -> None:
        self.samples: list[float] = []
        self._task = asyncio.create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            began = time.perf_counter()
            await asyncio.sleep(0.1)
            self.samples.append(time.perf_counter() - began - 0.1)

    def take(self) -> tuple[float, float]:
        samples, self.samples = sorted(self.samples) or [0.0], []
        return samples[-1] * 1000, samples[int(0.99 * (len(samples) - 1))] * 1000

    def stop(self) -> None:
        self._task.cancel()


async def open_service(args: argparse.Namespace, database: str) -> CountedService:
    settings = Settings(database=database, ai_delay=args.delay, ai_level="easy", takeover_seconds=4)
    service = await CountedService.open(settings, seed=1)
    service.counts = Counts()
    return service


async def create_tables(args: argparse.Namespace, database: str) -> None:
    service = await open_service(args, database)
    try:
        for table in range(1, args.tables + 1):
            for _ in range(4):
                await service.add_bot(table, 1, STARTER, "easy")
    finally:
        await service.close()


class Soak:
    def __init__(self, args: argparse.Namespace, database: str, service: CountedService) -> None:
        self.args = args
        self.database = database
        self.service = service
        self.sqlite = not database.startswith("postgres")
        self.restarts: set[asyncio.Task[None]] = set()
        self.joins = 0  # tables the joiner sat down at (a new one each time)
        self.history: list[tuple[float, float, float, float, int]] = []  # minute, memory, database, WAL, descriptors
        service.subscribe(self.on_event)

    async def on_event(self, event: Event) -> None:
        if isinstance(event, GameOver):
            self.service.counts.games += 1
            task = asyncio.create_task(self.again(event.table_id))
            self.restarts.add(task)
            task.add_done_callback(self.restarts.discard)

    async def again(self, table_id: int) -> None:
        """A finished table starts its next game (tried again while the disk is full)."""
        while True:
            try:
                await self.service.start(table_id, STARTER, rated=False)
                return
            except Refusal as refusal:
                if refusal.key != "not_saved":
                    print(f"table {table_id} not started again: {refusal}", flush=True)
                    return
                await asyncio.sleep(1.0)

    async def database_mib(self) -> tuple[float, float]:
        if self.sqlite:
            return size_mib(Path(self.database)), size_mib(Path(f"{self.database}-wal"))
        rows = await self.service._storage.fetch(Query("SELECT pg_database_size(current_database())")())
        return int(rows[0][0]) / 2**20, float("nan")

    async def minute_line(self, minute: int, lag: LoopLag, actions_before: int, seconds: float) -> None:
        memory, fds = resident_mib(), descriptors()
        db, wal = await self.database_mib()
        worst, p99 = lag.take()
        rate = (self.service.counts.actions - actions_before) / seconds
        self.history.append((minute, memory, db, wal, fds))
        print(
            f"min {minute:3d}  rss {memory:7.1f} MiB  db {db:7.2f} MiB  wal {wal:6.2f} MiB  fds {fds:4d}  "
            f"lag max {worst:6.1f} ms p99 {p99:5.1f} ms  {rate:6.1f} actions/s  games {self.service.counts.games}",
            flush=True,
        )

    async def play(self) -> None:
        for table in range(1, self.args.tables + 1):
            await self.service.start(table, STARTER, rated=False)
        lag = LoopLag()
        began = last = time.monotonic()
        actions = 0
        episode = None
        if self.args.disk_full_at is not None:
            episode = asyncio.create_task(self.disk_full_episode(self.args.disk_full_at * 60))
        for minute in range(1, int(self.args.minutes) + 1):
            await asyncio.sleep(max(0.0, began + minute * 60 - time.monotonic()))
            now = time.monotonic()
            await self.minute_line(minute, lag, actions, now - last)
            actions, last = self.service.counts.actions, now
        if episode is not None:
            await episode
        lag.stop()
        self.slopes()

    def slopes(self) -> None:
        last = [h for h in self.history if h[0] > self.history[-1][0] - 10] if self.history else []
        if len(last) < 2:
            return
        minutes = [h[0] for h in last]
        kinds = ((1, "memory", " MiB"), (2, "database", " MiB"), (3, "WAL", " MiB"), (4, "descriptors", ""))
        for index, what, unit in kinds:
            values = [h[index] for h in last]
            if any(v != v for v in values):  # NaN: PostgreSQL has no WAL file of ours
                continue
            slope = statistics.linear_regression(minutes, values).slope if len(set(values)) > 1 else 0.0
            print(
                f"last {minutes[-1] - minutes[0] + 1:.0f} min: {what} {min(values):.2f} to {max(values):.2f}{unit}, "
                f"slope {slope * 10:+.3f}{unit} per 10 min",
                flush=True,
            )

    async def disk_full_episode(self, after: float) -> None:
        await asyncio.sleep(after)
        folder = Path(self.database).parent
        filler = folder / "filler"
        before = resident_mib()
        traced = tracemalloc.take_snapshot() if tracemalloc.is_tracing() else None
        await asyncio.to_thread(fill, filler)  # off the loop, so its lag is the bot's own
        print(
            f"disk full: {folder} filled for {self.args.disk_full_seconds:.0f} s (rss {before:.1f} MiB before; "
            f"{c_memory()}; {resident_by_kind()}; {pymalloc()})",
            flush=True,
        )
        refusals: dict[str, int] = {}
        actions_before = self.service.counts.actions
        began = time.monotonic()
        while time.monotonic() - began < self.args.disk_full_seconds:
            key = await self.try_join()
            refusals[key] = refusals.get(key, 0) + 1
            await asyncio.sleep(1.0)
        moved_while_full = self.service.counts.actions - actions_before
        print(f"while full: joins {refusals}, {moved_while_full} AI actions went through", flush=True)
        for key in sorted(set(refusals) - {"joined", "not_saved"}):  # not_saved's text is printed at the start
            print(f"  a {key} refusal reads: {Refusal(key)}", flush=True)
        filler.unlink()
        freed = time.monotonic()
        actions_at_free = self.service.counts.actions
        moving = joined = None
        while (moving is None or joined is None) and time.monotonic() - freed < 60:
            if moving is None and self.service.counts.actions > actions_at_free:
                moving = time.monotonic() - freed
            if joined is None and await self.try_join() == "joined":
                joined = time.monotonic() - freed
            await asyncio.sleep(0.1)
        print(
            f"space back: AI actions again after {fmt(moving)} s, a join after {fmt(joined)} s "
            f"(rss {resident_mib():.1f} MiB)",
            flush=True,
        )
        await asyncio.sleep(60)
        print(
            f"a minute later: rss {resident_mib():.1f} MiB ({c_memory()}; {resident_by_kind()}; {pymalloc()})",
            flush=True,
        )
        if traced is not None:  # these change what follows: only when tracing, never in a measured run
            memory_change(traced, before)
            print(f"reference cycles: {cycles()}; rss {resident_mib():.1f} MiB once they are collected", flush=True)
            print(f"after malloc_trim(0), which gives back what malloc kept: rss {trimmed_mib():.1f} MiB", flush=True)

    async def try_join(self) -> str:
        """A player sits down at a new table: "joined", or the refusal's key."""
        self.joins += 1
        try:
            await self.service.join(LOBBY + self.joins, 1, JOINER)
        except Refusal as refusal:
            return refusal.key
        return "joined"

    async def close(self) -> None:
        for task in list(self.restarts):
            task.cancel()
        await asyncio.gather(*self.restarts, return_exceptions=True)
        await self.service.close()


MALLINFO2_FIELDS = ["arena", "ordblks", "smblks", "hblks", "hblkhd"]
MALLINFO2_FIELDS += ["usmblks", "fsmblks", "uordblks", "fordblks", "keepcost"]


class MallInfo2(ctypes.Structure):
    _fields_ = [  # glibc's struct mallinfo2, every field a size_t
        (name, ctypes.c_size_t) for name in MALLINFO2_FIELDS
    ]


def c_memory() -> str:
    """What C holds: SQLite's own count of its memory, and glibc malloc's bytes in use and free but kept."""
    parts = []
    with contextlib.suppress(OSError, AttributeError):
        sqlite = ctypes.CDLL(ctypes.util.find_library("sqlite3") or "libsqlite3.so.0")
        sqlite.sqlite3_memory_used.restype = ctypes.c_int64
        parts.append(f"sqlite {sqlite.sqlite3_memory_used() / 2**20:.1f} MiB")
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None)
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
        in_use, kept = (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20
        parts.append(f"malloc in use {in_use:.1f} MiB, free but kept {kept:.1f} MiB")
    return ", ".join(parts) or "C memory unknown"


def resident_by_kind() -> str:
    """Resident memory by kind of mapping (/proc/self/smaps): malloc's main heap, anonymous maps (other threads'
    malloc arenas, thread stacks, large blocks), the SQLite -shm file, other files."""
    kinds: dict[str, int] = {}
    kind = "other"
    with contextlib.suppress(OSError), open("/proc/self/smaps") as f:
        for line in f:
            fields = line.split()
            if fields and "-" in fields[0] and not fields[0].endswith(":"):
                kind = mapping_kind(fields[5] if len(fields) > 5 else "")
            elif fields and fields[0] == "Rss:":
                kinds[kind] = kinds.get(kind, 0) + int(fields[1])
    return ", ".join(f"{name} {kb / 1024:.1f}" for name, kb in sorted(kinds.items())) + " MiB"


def pymalloc() -> str:
    """Python's small-object allocator: its 1 MiB arenas (anonymous maps, given back only when empty), the bytes
    of live objects in them, and the process's threads (each new thread may get a malloc arena of its own)."""
    with tempfile.TemporaryFile() as out:
        saved = os.dup(2)
        sys.stderr.flush()
        os.dup2(out.fileno(), 2)
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        out.seek(0)
        stats = {
            key.strip("# ").strip(): int(value.replace(",", ""))
            for key, _, value in (line.decode().partition("=") for line in out)
            if value.strip().replace(",", "").isdigit()
        }
    arenas, live = stats.get("arenas allocated current", 0), stats.get("bytes in allocated blocks", 0) / 2**20
    return f"pymalloc {arenas} arenas, {live:.1f} MiB live; {len(os.listdir('/proc/self/task'))} threads"


def mapping_kind(path: str) -> str:
    if path == "[heap]":
        return "heap"
    if not path:
        return "anon"
    return "shm" if path.endswith("-shm") else "file"


def trimmed_mib() -> float:
    """The resident memory once glibc's malloc has given its free pages back (what the episode left in use)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).malloc_trim(0)
    return resident_mib()


def memory_change(before: tracemalloc.Snapshot, rss_before: float) -> None:
    """What Python allocated across the episode (tracemalloc), beside the resident memory's change."""
    after = tracemalloc.take_snapshot()
    changes = after.compare_to(before, "lineno")
    grown = sum(c.size_diff for c in changes) / 2**20
    print(
        f"across the episode: rss {resident_mib() - rss_before:+.1f} MiB, Python's traced allocations {grown:+.1f} MiB"
        f" (now {c_memory()}); the lines that grew most:",
        flush=True,
    )
    for change in sorted(changes, key=lambda c: -c.size_diff)[:12]:
        frame = change.traceback[0]
        print(f"  {change.size_diff / 2**10:+9.1f} KiB {change.count_diff:+7d} blocks  {frame.filename}:{frame.lineno}")


def cycles() -> str:
    """What the garbage collector finds unreachable now, by type (then collected): what only a full collection,
    rare with the bot's thresholds, would free."""
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        found = gc.collect()
        kinds = Counter(type(thing).__name__ for thing in gc.garbage)
        frames = Counter(thing.f_code.co_name for thing in gc.garbage if isinstance(thing, types.FrameType))
    finally:
        gc.garbage.clear()
        gc.set_debug(0)
    gc.collect()
    most = ", ".join(f"{count} {kind}" for kind, count in kinds.most_common(8))
    functions = ", ".join(f"{count} {name}" for name, count in frames.most_common(12))
    return f"{found} objects ({most}); the frames they hold: {functions or 'none'}"


def fmt(seconds: float | None) -> str:
    return "never" if seconds is None else f"{seconds:.1f}"


def fill(filler: Path) -> None:
    """Take every byte left on the filler's filesystem (unbuffered: nothing left to fail at the close)."""
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for size in (2**20, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)


async def restart_resumes(args: argparse.Namespace, database: str) -> None:
    """A restart: every table that was in a game moves again (within RESUME_SECONDS)."""
    service = await open_service(args, database)
    try:
        playing = set(await service._storage.unfinished())
        began = time.monotonic()
        await service.resume()
        while not playing <= service.counts.moved and time.monotonic() - began < RESUME_SECONDS:
            await asyncio.sleep(0.1)
        stuck = sorted(playing - service.counts.moved)
        took = time.monotonic() - began
        verdict = "every table resumed" if not stuck else f"STUCK tables {stuck}"
        print(f"restart: {len(playing)} tables in a game, {verdict} ({took:.1f} s)", flush=True)
    finally:
        await service.close()


async def soak(args: argparse.Namespace, database: str) -> None:
    await create_tables(args, database)
    service = await open_service(args, database)
    await service.resume()
    run_ = Soak(args, database, service)
    try:
        await run_.play()
    finally:
        await run_.close()
    await restart_resumes(args, database)


@contextlib.contextmanager
def small_disk(folder: Path, megabytes: int) -> Iterator[Path]:
    """A tmpfs of ``megabytes`` MiB at ``folder`` (root only)."""
    folder.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={megabytes}m", "tmpfs", str(folder)], capture_output=True, text=True
    )
    if mounted.returncode:
        raise SystemExit(f"error: cannot mount a tmpfs for the disk-full episode: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--minutes", type=float, default=30.0)
    p.add_argument("--tables", type=int, default=24)
    p.add_argument("--delay", type=float, default=0.2, help="seconds between AI moves per table")
    p.add_argument("--database", default=None, help="a postgresql:// URL (default: an SQLite file in --dir)")
    p.add_argument("--dir", default=None, help="where to put the SQLite file (default: the temp folder)")
    p.add_argument("--disk-full-at", type=float, default=None, help="fill the disk at this minute (SQLite, root)")
    p.add_argument("--disk-full-seconds", type=float, default=60.0)
    p.add_argument("--tmpfs-mb", type=int, default=64)
    p.add_argument("--trace-memory", action="store_true", help="compare Python's allocations across the episode")
    return p


def main(argv: list[str] | None = None) -> None:
    args = parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.disk_full_at is not None and args.database is not None:
        raise SystemExit("error: the disk-full episode is for SQLite (the database must live on the small tmpfs)")
    tune_garbage_collector()  # as sticheln-bot does
    if args.trace_memory:
        tracemalloc.start()
    print(f"soak: {args.tables} AI tables, a card every {args.delay} s each, {args.minutes:g} minutes", flush=True)
    if args.disk_full_at is not None:  # the messages' locale data loaded before anything is measured, as in the bot
        print(f"a refusal while the disk is full (not_saved) reads: {Refusal('not_saved')}", flush=True)
    if args.database is not None:
        run(soak(args, args.database))
        return
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        if args.disk_full_at is None:
            run(soak(args, os.path.join(folder, "soak.db")))
            return
        with small_disk(Path(folder) / "disk", args.tmpfs_mb) as disk:
            run(soak(args, str(disk / "soak.db")))


if __name__ == "__main__":
    main()
