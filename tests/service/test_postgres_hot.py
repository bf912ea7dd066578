"""PostgreSQL: while the AI plays, a table's row is updated in place (HOT updates, no index touched)."""

from __future__ import annotations

import asyncio
import time

import asyncpg

from bot.model.table.state import DUE_NOW
from tests.postgres_server import PostgresServer
from tests.service.helpers import TABLE, actor, open_service, seat_humans

MOVES = 40  # events to wait for: their commits and the delivery releases after them update the row more often


async def _updates(url: str) -> tuple[int, int]:
    """Updates of the ``tables`` rows so far, and how many of them were HOT (once the stats arrive)."""
    conn = await asyncpg.connect(url)
    try:
        row = await conn.fetchrow("SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname = 'tables'")
        return (row[0], row[1]) if row is not None else (0, 0)
    finally:
        await conn.close()


async def test_the_ai_moves_update_the_row_in_place(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    service, recorder = await open_service(url)  # type: ignore[arg-type]
    await seat_humans(service, 0, bots=4)
    await service.start(TABLE, actor(0), rated=False)
    while len(recorder.events) < MOVES:
        await asyncio.sleep(0.01)
    conn = await asyncpg.connect(url)
    try:
        assert await conn.fetchval("SELECT due_at FROM tables WHERE id = $1", TABLE) == DUE_NOW
    finally:
        await conn.close()
    await service.close()  # its connections end, and their statistics reach the server
    deadline = time.monotonic() + 5
    updates, hot = await _updates(url)
    while updates < MOVES and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
        updates, hot = await _updates(url)
    assert updates >= MOVES
    # the few that are not HOT: the game's start, a page filling up before it is pruned
    assert hot >= 0.8 * updates, (hot, updates)
