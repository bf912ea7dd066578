"""Both storages: what a process can answer from memory, without a statement: the table's copy at rest
and its AI lease (the AI driver's usual move needs nothing more)."""

from __future__ import annotations

from bot.model.table import Table
from bot.storage.opening import open_storage
from tests.service.conftest import Databases
from tests.service.storage_commits import AT, commit_a_join


async def test_the_resting_copy_is_the_last_commit_and_none_while_a_change_is_under_way(db: Databases) -> None:
    storage = await open_storage(db("t"))
    try:
        assert storage.resting(1) is None  # never seen: ask the database
        await commit_a_join(storage, 1, "Ann")
        async with storage.reading(1, cached=True) as read:  # this process has seen the table now
            assert read is not None
        copy = storage.resting(1)
        assert copy is not None and [s.name for s in copy.seats] == ["Ann"]
        async with storage.locked(1) as tx:
            assert tx.table is not None
            tx.table.join(2, "Bo", None, AT)  # changed in memory, not committed yet
            assert storage.resting(1) is None
            tx.save(tx.table)
            await tx.commit()
        copy = storage.resting(1)
        assert copy is not None and [s.name for s in copy.seats] == ["Ann", "Bo"]
    finally:
        await storage.close()


async def test_a_failed_change_leaves_no_resting_copy(db: Databases) -> None:
    storage = await open_storage(db("t"))
    try:
        await commit_a_join(storage, 1, "Ann")
        try:
            async with storage.locked(1) as tx:
                assert tx.table is not None
                tx.table.join(2, "Bo", None, AT)
                raise RuntimeError("the action fails")
        except RuntimeError:
            pass
        copy = storage.resting(1)
        assert copy is None or [s.name for s in copy.seats] == ["Ann"]  # never the change that failed
    finally:
        await storage.close()


async def test_holding_the_ai_lease_is_known_without_a_statement(db: Databases) -> None:
    storage = await open_storage(db("t"))
    try:
        async with storage.locked(1) as tx:
            tx.save(Table(1, 9, seed=1))
            await tx.commit()
        assert await storage.claim_ai(1, 5.0)
        assert storage.holds_ai(1, 5.0)
        if storage.shared:
            assert not storage.holds_ai(1, 20.0)  # less than half of that is left: renew it in the database
            await storage.release_ai(1)
            assert not storage.holds_ai(1, 5.0)
            assert not storage.holds_ai(2, 5.0)  # never claimed
    finally:
        await storage.close()
