"""The AI's cards keep their beat: ``ai_delay`` apart, however long each card's delivery takes."""

from __future__ import annotations

import asyncio

from bot.model.events import CardPlayed, Event
from bot.service.scheduler import _next_beat
from tests.service.conftest import Databases
from tests.service.helpers import TABLE, VirtualTime, actor, open_service, seat_humans

DELAY = 1.0
DELIVERY = 0.4  # a slow subscriber (Discord's rate limits, say): each card's delivery takes this long


def test_the_next_card_is_due_one_delay_after_the_last_was_due() -> None:
    assert _next_beat(10.0, began=10.3, delay=1.0) == 11.0  # the last card's delivery took 0.3 s
    assert _next_beat(10.0, began=13.0, delay=1.0) == 13.5  # very late: still half a delay apart


async def test_a_slow_delivery_does_not_slow_the_ai_cards(db: Databases) -> None:
    vt = VirtualTime()
    service, _ = await open_service(db("t"), clock=vt, ai_delay=DELAY)
    played: list[float] = []  # on the loop's clock, which the pacing sleeps follow
    loop = asyncio.get_running_loop()

    async def slow(event: Event) -> None:
        if isinstance(event, CardPlayed):
            played.append(loop.time())
            await asyncio.sleep(DELIVERY)

    service.subscribe(slow)
    await seat_humans(service, 0, bots=4)
    await service.start(TABLE, actor(0), rated=False)
    while len(played) < 8:
        await vt.advance(0.05)
    mean_gap = (played[-1] - played[0]) / (len(played) - 1)
    # each card follows the last by the delay; with the delivery counted in, they would be 1.4 s apart
    assert DELAY - 0.05 <= mean_gap <= DELAY + DELIVERY / 4, played
    await service.close()
