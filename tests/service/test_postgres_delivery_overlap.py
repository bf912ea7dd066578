"""PostgreSQL: a table's next commit while its delivery lease is still being handed back.

An action returns once its events are told; the lease goes back in the
background. With no pause between AI cards the table's next move is
committed while that release is under way: every event must still be told
once, in order, and no statement may end as a deadlock.
"""

from __future__ import annotations

import asyncio
from collections import Counter, defaultdict

import asyncpg

from bot.model.events import Event, PublicEvent
from bot.service import Actor, TableService
from bot.settings import Settings, Timers
from tests.postgres_server import PostgresServer

TABLES = 12
STARTER = Actor(1, "host")


async def _deadlocks(url: str) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()"))
    finally:
        await conn.close()


async def test_every_event_is_told_once_in_order_while_the_next_move_overlaps_the_release(
    postgres: PostgresServer,
) -> None:
    url = postgres.new_database()
    settings = Settings(database=url, ai_delay=0, ai_level="easy", timers=Timers(pain_seconds=20, card_seconds=10))
    service = await TableService.open(settings, seed=3)
    told: dict[int, list[PublicEvent]] = defaultdict(list)

    async def record(event: Event) -> None:
        if isinstance(event, PublicEvent):
            told[event.table_id].append(event)

    service.subscribe(record)
    try:
        for table in range(1, TABLES + 1):
            for _ in range(4):
                await service.add_bot(table, 1, STARTER, "easy")
            await service.start(table, STARTER, rated=False)
        await asyncio.wait_for(service.idle(), 240)
    finally:
        await service.close()
    assert sorted(told) == list(range(1, TABLES + 1))
    for table, events in told.items():
        assert type(events[-1]).__name__ == "GameOver", f"table {table} did not finish"
        twice = [text for text, n in Counter(map(repr, events)).items() if n > 1]
        assert not twice, f"table {table}: {len(twice)} events told twice"
        versions = [e.board.version for e in events]
        assert versions == sorted(versions), f"table {table}: events out of order"
    assert await _deadlocks(url) == 0
