"""PostgreSQL: a commit that takes the delivery lease while this process claims it in the database keeps no claim.

Both succeed (the claim takes a lease this process holds), and the claim,
made after the commit in the database, already reaches the commit's events.
A claim the commit kept would begin from an older delivered mark at the next
delivery, and its events would be told twice (seen as a trick told twice in
``test_card_played_shows_the_full_trick_then_it_is_taken``, 1 run in 3 once the
batched writes had connections of their own).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from bot.storage.opening import open_storage
from bot.storage.postgres import PostgresStorage
from bot.storage.records import Claim
from tests.postgres_server import PostgresServer
from tests.service.storage_commits import commit_a_join

TABLE = 1


async def test_a_commit_meeting_a_claim_in_the_database_keeps_no_claim_of_its_own(postgres: PostgresServer) -> None:
    storage = await open_storage(postgres.new_database())
    assert isinstance(storage, PostgresStorage)
    rows = storage._rows
    reached, go = asyncio.Event(), asyncio.Event()

    async def held_claim(sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        if sql.startswith("UPDATE tables SET deliverer"):
            reached.set()
            await go.wait()  # the claim reaches the database only after the commit below
        return await rows(sql, params)

    try:
        await commit_a_join(storage, TABLE, "Ann")  # event 1, delivered: the lease is free again
        assert await storage.claim_delivery(TABLE) == Claim(0, 1)
        await storage.mark_delivered(TABLE, 1)
        assert not await storage.release_delivery(TABLE)

        storage._rows = held_claim  # type: ignore[method-assign]
        claiming = asyncio.create_task(storage.claim_delivery(TABLE))
        await reached.wait()
        await commit_a_join(storage, TABLE, "Bo")  # event 2: its statement finds the lease free and takes it
        go.set()
        assert await claiming == Claim(1, 2)  # the claim takes the lease this process holds, and reaches event 2
        storage._rows = rows  # type: ignore[method-assign]

        await commit_a_join(storage, TABLE, "Cy")  # event 3, while the delivery holds the lease
        await storage.mark_delivered(TABLE, 2)  # events 1 and 2 told
        assert await storage.release_delivery(TABLE)  # event 3 is still to tell
        assert await storage.claim_delivery(TABLE) == Claim(2, 3)  # not from event 1 again
    finally:
        await storage.close()
