"""The SQLite write-ahead log kept small: a checkpoint now and then, and the WAL started afresh past a bound.

Automatic checkpoints are off (``wal_autocheckpoint=0``): they would run on
the writer's connection, inside a commit. Instead a second connection copies
the WAL into the database file every :data:`CHECKPOINT_SECONDS`, beside the
writer; and past :data:`WAL_LIMIT` the writer checkpoints between two
batches, so its next commit starts the WAL from its beginning and
``journal_size_limit`` cuts the file back (issue 33: before, steady play grew
the WAL without bound).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from pathlib import Path

import aiosqlite

log = logging.getLogger(__name__)

CHECKPOINT_SECONDS = 1.0  # copy the WAL into the database file this often (off the commit path)
# The WAL's bound: past it the writer checkpoints between two batches (the periodic checkpoint has copied
# almost everything already), so its next commit starts the WAL afresh, cut back to this size.
WAL_LIMIT = 4 * 2**20
WAL_LOOK_SECONDS = 0.25  # how often the writer looks at the WAL's size (a stat)


class WalKeeper:
    """Checkpoints for one database: ``writer`` commits, ``checkpointer`` copies the WAL beside it."""

    def __init__(self, writer: aiosqlite.Connection, checkpointer: aiosqlite.Connection, wal: Path) -> None:
        self._writer = writer
        self._checkpointer = checkpointer
        self._wal = wal
        self._checkpointing: asyncio.Task[None] | None = None
        self._last_checkpoint = self._last_wal_look = time.monotonic()

    async def after_batch(self) -> None:
        """After each batch the writer wrote: under steady play its queue is never empty."""
        self._checkpoint_now_and_then()
        await self._keep_wal_bounded()

    async def close(self) -> None:
        """The last checkpoint (TRUNCATE: the WAL file left empty); the writer has finished its batches."""
        if self._checkpointing is not None:
            await asyncio.gather(self._checkpointing, return_exceptions=True)
        await self._checkpointer.close()
        await checkpoint("TRUNCATE", self._writer)

    def _checkpoint_now_and_then(self) -> None:
        """Copy the WAL into the database file at most every CHECKPOINT_SECONDS, off the commit path."""
        busy = self._checkpointing is not None and not self._checkpointing.done()
        if busy or time.monotonic() - self._last_checkpoint < CHECKPOINT_SECONDS:
            return
        self._last_checkpoint = time.monotonic()
        self._checkpointing = asyncio.create_task(checkpoint("PASSIVE", self._checkpointer), name="sqlite-wal")

    async def _keep_wal_bounded(self) -> None:
        """Past :data:`WAL_LIMIT`, checkpoint on the writer's own connection between two batches.

        The periodic checkpoint runs beside the writer, so under steady play
        new frames always follow the ones it copied and SQLite never starts
        the WAL afresh. Here no commit can come between the checkpoint and
        the next one, which therefore starts the WAL from its beginning (and
        ``journal_size_limit`` cuts the file back). PASSIVE: never waits for a
        reader (a backup), it is tried again a moment later instead. Its cost,
        copying what came since the periodic checkpoint and one fsync, falls on
        the commits queued meanwhile, once per :data:`WAL_LIMIT` written.
        """
        now = time.monotonic()
        if now - self._last_wal_look < WAL_LOOK_SECONDS:
            return
        self._last_wal_look = now
        try:
            big = self._wal.stat().st_size > WAL_LIMIT
        except OSError:
            return  # no WAL yet
        if big:
            if self._checkpointing is not None:  # it holds SQLite's checkpoint lock, and has done most of the work
                await asyncio.wait([self._checkpointing])
            await checkpoint("PASSIVE", self._writer)


async def checkpoint(mode: str, conn: aiosqlite.Connection) -> None:
    """``PRAGMA wal_checkpoint(mode)``; a failure is logged and left for the next one."""
    try:
        async with conn.execute(f"PRAGMA wal_checkpoint({mode})") as cur:
            await cur.fetchall()
    except sqlite3.Error as err:  # a full disk: the WAL keeps what it has, the next checkpoint tries again
        log.warning("WAL checkpoint failed: %s", err)
