"""The batcher: requests made while a statement is under way go together in the next one."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage.batching import Batcher


class Doubler:
    """A statement that doubles each number, and is held up until ``go`` is set."""

    def __init__(self) -> None:
        self.batches: list[list[int]] = []
        self.go = asyncio.Event()
        self.go.set()

    async def run(self, items: list[int]) -> list[int]:
        self.batches.append(items)
        await self.go.wait()
        if -1 in items:
            raise ValueError("no negative numbers")
        return [2 * item for item in items]


async def test_a_quiet_request_goes_at_once_and_the_waiting_ones_go_together() -> None:
    doubler = Doubler()
    batcher = Batcher(doubler.run)
    assert await batcher(1) == 2
    doubler.go.clear()
    first = asyncio.ensure_future(batcher(2))
    await asyncio.sleep(0)  # the statement for 2 is under way
    waiting = [asyncio.ensure_future(batcher(n)) for n in (3, 4, 5)]
    await asyncio.sleep(0)
    doubler.go.set()
    assert await first == 4
    assert [await w for w in waiting] == [6, 8, 10]
    assert doubler.batches == [[1], [2], [3, 4, 5]]


async def test_a_failed_statement_fails_each_request_of_its_batch_only() -> None:
    doubler = Doubler()
    batcher = Batcher(doubler.run)
    doubler.go.clear()
    first = asyncio.ensure_future(batcher(-1))
    await asyncio.sleep(0)
    later = asyncio.ensure_future(batcher(7))
    doubler.go.set()
    with pytest.raises(ValueError):
        await first
    assert await later == 14


async def test_a_cancelled_caller_does_not_cancel_the_batch() -> None:
    doubler = Doubler()
    batcher = Batcher(doubler.run)
    doubler.go.clear()
    gone = asyncio.ensure_future(batcher(1))
    await asyncio.sleep(0)
    stays = asyncio.ensure_future(batcher(2))
    await asyncio.sleep(0)
    gone.cancel()
    await asyncio.sleep(0)
    doubler.go.set()
    assert await stays == 4
    await batcher.finished()
    assert doubler.batches == [[1], [2]]
