"""Several processes: a table's change reaches the pages open in every process, whichever process committed it.

The process that delivers a table's events (exactly one does, :mod:`bot.service.announcer`)
tells the others with PostgreSQL's ``NOTIFY``; every process ``LISTEN``s and sends
its own pages the table as the database now has it. One statement per
delivered batch and table; a notice is a table id, nothing of the game. Chosen
over polling the outbox: it costs nothing while nothing changes, and a notice
arrives within milliseconds (``tests/web/test_web_processes.py``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

import asyncpg

log = logging.getLogger(__name__)
CHANNEL = "sticheln_web"


class Fanout:
    """One connection that listens for other processes' changes and announces this process's."""

    def __init__(self, changed: Callable[[int], None]) -> None:
        self._changed = changed
        self._connection: Any = None
        self._pending: set[int] = set()
        self._task: asyncio.Task[None] | None = None

    async def start(self, url: str) -> None:
        self._connection = await asyncpg.connect(url)
        await self._connection.add_listener(CHANNEL, self._heard)

    def _heard(self, connection: Any, pid: int, channel: str, payload: str) -> None:
        if pid == connection.get_server_pid():
            return  # our own notice: this process has already sent its pages the change
        if payload.isdigit():
            self._changed(int(payload))

    def announce(self, table_id: int) -> None:
        """Tell the other processes the table changed (batched: one statement for the tables of a moment)."""
        if self._connection is None:
            return
        self._pending.add(table_id)
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._notify(), name="sticheln-web-notify")

    async def _notify(self) -> None:
        await asyncio.sleep(0)  # the rest of the batch first
        while self._pending:
            tables, self._pending = self._pending, set()
            try:
                await self._connection.executemany(
                    "SELECT pg_notify($1, $2)", [(CHANNEL, str(t)) for t in sorted(tables)]
                )
            except (asyncpg.PostgresError, OSError, asyncpg.InterfaceError) as err:
                log.warning("telling the other processes about changed tables failed: %s", err)
                return

    async def close(self) -> None:
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)
        if self._connection is not None:
            await self._connection.close()
            self._connection = None
