"""An AI player's usual move needs nothing from the database before it is written: the table's resting
copy and the AI lease this process holds answer from memory (no read, no claim, no task per move)."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import Any

from bot.model.events import CardPlayed, GameOver
from tests.service.conftest import Databases
from tests.service.helpers import TABLE, actor, open_service, seat_humans


async def test_an_ai_game_reads_the_table_far_less_often_than_it_moves(db: Databases) -> None:
    service, recorder = await open_service(db("t"))
    storage = service._storage
    reads = claims = 0
    reading, claim_ai = storage.reading, storage.claim_ai

    def counted_reading(table_id: int, *, cached: bool = False) -> AbstractAsyncContextManager[Any]:
        nonlocal reads
        reads += 1
        return reading(table_id, cached=cached)

    async def counted_claim(table_id: int, seconds: float) -> bool:
        nonlocal claims
        claims += 1
        return await claim_ai(table_id, seconds)

    storage.reading = counted_reading  # type: ignore[method-assign]
    storage.claim_ai = counted_claim  # type: ignore[method-assign]
    try:
        await seat_humans(service, 0, bots=4)
        await service.start(TABLE, actor(0), rated=False)
        await service.idle()
        cards = sum(isinstance(e, CardPlayed) for e in recorder.events)
        assert any(isinstance(e, GameOver) for e in recorder.events)
        assert cards > 40
        # a read and a claim at the start of each of the AI's runs (a round's start, the pain cards); none per card
        assert reads < cards / 4 and claims < cards / 4, (reads, claims, cards)
    finally:
        await service.close()
