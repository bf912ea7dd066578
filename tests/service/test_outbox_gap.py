"""A table whose outbox lost events it numbered (as an older bot's stale release could do) does not stall.

Delivering such a table once claimed it, found nothing, handed it back as
still behind, and claimed it again, busy on one core, until the table's
next commit (a clock running out, seconds later) moved it on.
"""

from __future__ import annotations

import asyncio

from bot.storage.sql import Query
from tests.service.conftest import Databases
from tests.service.helpers import TABLE, open_service, seat_humans


async def test_a_table_missing_outbox_events_plays_on(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    await service.idle()
    await service.storage.execute(
        [
            Query("UPDATE tables SET delivered_seq = event_seq - 2 WHERE id = :table")(table=TABLE),
            Query("DELETE FROM outbox WHERE table_id = :table")(table=TABLE),
        ]
    )
    await service.close()
    service, recorder = await open_service(db("t"))
    try:
        await service._announcer.deliver(TABLE)  # as a release finding the table behind does
        await asyncio.wait_for(service._announcer.finished(), 3)  # the lost events are skipped, not waited for
        hand = await service.hand(TABLE, humans[1])
        await service.choose_pain(TABLE, humans[1], [hand.legal[0]], decision=hand.decision)
        await asyncio.wait_for(service.idle(), 10)
        assert "PainChosen" in recorder.names()  # the game goes on, and is told
    finally:
        await asyncio.wait_for(service.close(), 10)
