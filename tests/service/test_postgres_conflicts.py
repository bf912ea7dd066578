"""Two processes on one PostgreSQL database: a change computed from a stale copy is computed again.

Each process keeps the tables it has seen and computes a change from that copy
without a lock; the write checks the version it began from. These tests make
the other process change the table in between, so the first process's copy is
stale at the moment it acts.
"""

from __future__ import annotations

import pytest

from bot.model.errors import Refusal
from bot.model.seats import Moment
from bot.model.table import Table
from bot.service import Actor
from bot.storage.errors import StorageConflict
from bot.storage.opening import open_storage
from tests.postgres_server import PostgresServer
from tests.service.helpers import open_service

AT = Moment(now=0.0)
ANN, BO, CY = Actor(1, "Ann"), Actor(2, "Bo"), Actor(3, "Cy")


async def test_a_write_from_a_stale_copy_is_refused_and_stores_nothing(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    first, second = await open_storage(url), await open_storage(url)
    try:
        async with first.locked(1) as tx:
            table = Table(1, 9, seed=3)
            table.join(1, "Ann", None, AT)
            tx.save(table)
            await tx.commit()
        async with second.locked(1) as tx:  # the other process adds Bo
            assert tx.table is not None
            tx.table.join(2, "Bo", None, AT)
            tx.save(tx.table)
            await tx.commit()
        with pytest.raises(StorageConflict):
            async with first.locked(1) as tx:  # from its copy, where Bo is missing
                assert tx.table is not None and [s.name for s in tx.table.seats] == ["Ann"]
                tx.table.join(3, "Cy", None, AT)
                tx.save(tx.table)
                tx.emit([])
                await tx.commit()
        async with first.locked(1) as tx:  # the copy was forgotten: the stored table is read
            assert tx.table is not None and [s.name for s in tx.table.seats] == ["Ann", "Bo"]
    finally:
        await first.close()
        await second.close()


async def test_a_new_table_created_by_both_processes_is_created_once(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    first, second = await open_storage(url), await open_storage(url)
    try:
        async with first.locked(5) as mine:
            assert mine.table is None
            async with second.locked(5) as theirs:  # the other process creates it meanwhile
                table = Table(5, 9, seed=1)
                table.join(2, "Bo", None, AT)
                theirs.save(table)
                await theirs.commit()
            table = Table(5, 9, seed=2)
            table.join(1, "Ann", None, AT)
            mine.save(table)
            with pytest.raises(StorageConflict):
                await mine.commit()
    finally:
        async with first.locked(5) as tx:
            assert tx.table is not None and [s.name for s in tx.table.seats] == ["Bo"]
        await first.close()
        await second.close()


async def test_no_action_is_lost_when_two_services_change_one_table(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    first, _ = await open_service(url)
    second, _ = await open_service(url)
    try:
        await first.join(7, 9, ANN)
        await first.board(7)  # the first process has the table in memory
        await second.join(7, 9, BO)
        await first.join(7, 9, CY)  # computed from a copy without Bo, then again from the stored table
        names = [s.name for s in (await second.board(7)).seats]
        assert sorted(names) == ["Ann", "Bo", "Cy"]
    finally:
        await first.close()
        await second.close()


async def test_a_refusal_from_a_stale_copy_is_not_given(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    first, _ = await open_service(url)
    second, _ = await open_service(url)
    try:
        await first.join(7, 9, ANN)
        await first.board(7)
        await second.join(7, 9, BO)
        await first.leave(7, BO)  # the first process's copy says Bo is not seated; the stored table says he is
        assert [s.name for s in (await second.board(7)).seats] == ["Ann"]
        with pytest.raises(Refusal):
            await first.leave(7, BO)  # now he really is not seated
    finally:
        await first.close()
        await second.close()
