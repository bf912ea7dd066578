"""Requests that arrive while a statement is under way go together in the next one.

A busy process makes one database round trip for many tables instead of
one per table; a quiet one makes the statement at once, without waiting.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

from bot.storage.errors import without_frames

T = TypeVar("T")
R = TypeVar("R")


class Batcher(Generic[T, R]):
    """``await batcher(item)``: the item's answer from ``run``, which takes every item waiting at once.

    ``run`` answers a batch with one answer per item, in order; if it raises,
    every item of that batch gets the error. A caller that is cancelled does
    not take the batch down with it.
    """

    def __init__(self, run: Callable[[list[T]], Awaitable[Sequence[R]]]) -> None:
        self._run = run
        self._waiting: list[tuple[T, asyncio.Future[R]]] = []
        self._runner: asyncio.Task[None] | None = None

    async def __call__(self, item: T) -> R:
        return await asyncio.shield(self.submit(item))

    def submit(self, item: T) -> asyncio.Future[R]:
        """The item's answer, to come with its batch's (a caller's cancellation does not cancel it)."""
        answer: asyncio.Future[R] = asyncio.get_running_loop().create_future()
        self._waiting.append((item, answer))
        if self._runner is None or self._runner.done():
            self._runner = asyncio.create_task(self._drain())
        return answer

    async def finished(self) -> None:
        """Wait for the batches under way."""
        if self._runner is not None:
            await asyncio.gather(self._runner, return_exceptions=True)

    async def _drain(self) -> None:
        while self._waiting:
            batch, self._waiting = self._waiting, []
            try:
                answers = await self._run([item for item, _ in batch])
                for (_, answer), result in zip(batch, answers, strict=True):
                    if not answer.done():
                        answer.set_result(result)
            except Exception as err:
                for _, answer in batch:
                    if not answer.done():
                        answer.set_exception(without_frames(err))  # this frame's batch holds the answers
            except BaseException:  # cancelled (the loop is closing): nobody waits for ever
                for _, answer in batch + self._waiting:
                    answer.cancel()
                self._waiting = []
                raise
