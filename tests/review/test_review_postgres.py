"""The ``reviews`` table on PostgreSQL on its own: two bot processes asked for the same review at once each
compute it, one row is kept (``ON CONFLICT DO NOTHING``), and both read the same review back afterwards."""

from __future__ import annotations

import asyncio
import json

from bot.review.service import ReviewService
from bot.storage.sql import Query
from tests.postgres_server import PostgresServer
from tests.service.helpers import GUILD, TABLE, actor, open_service, play_out, seat_humans


async def test_two_processes_store_one_review_of_a_seat(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    first, _ = await open_service(url, review_iterations=3)  # type: ignore[arg-type]
    second, _ = await open_service(url, review_iterations=3)  # type: ignore[arg-type]
    try:
        humans = await seat_humans(first, 3)
        await first.set_option(TABLE, humans[0], "rounds", "1")
        await first.start(TABLE, humans[0], rated=False)
        await play_out(first, humans)
        a, b = await asyncio.gather(
            ReviewService(first).review(GUILD, TABLE, actor(1)), ReviewService(second).review(GUILD, TABLE, actor(1))
        )
        assert a == b and a.seat == 1 and a.decisions == 15  # the same seed: the same review in both
        rows = await first.storage.fetch(Query("SELECT game_id, seat, result FROM reviews")())
        assert [(r[0], r[1]) for r in rows] == [(a.game_id, 1)]
        stored = await ReviewService(second).stored(GUILD, a.game_id, 1)
        assert stored.review == json.loads(rows[0][2]) and stored.review["summary"]["decisions"] == 15
        assert (await ReviewService(first).stored(GUILD, a.game_id, 0)).review is None
    finally:
        await second.close()
        await first.close()
