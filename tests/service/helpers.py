"""Shared helpers for the table-service tests: actors, an event recorder, virtual time, playing a game out."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from bot.model.events import Event
from bot.service import Actor, TableService
from bot.settings import Settings, Timers

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus")
TABLE = 1000
GUILD = 77
E = TypeVar("E")


def actor(i: int, moderator: bool = False) -> Actor:
    return Actor(100 + i, NAMES[i], moderator)


def settings(path: Path, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "database": path,
        "ai_delay": 0,
        "ai_level": "easy",
        "timers": Timers(pain_seconds=20, card_seconds=10),
    }
    values.update(overrides)
    return Settings(**values)


async def open_service(
    path: Path, *, clock: Callable[[], float] | None = None, seed: int | None = 1, **overrides: Any
) -> tuple[TableService, Recorder]:
    service = await TableService.open(settings(path, **overrides), clock=clock, seed=seed)
    recorder = Recorder()
    service.subscribe(recorder)
    await service.resume()
    return service, recorder


class Recorder:
    """A listener that keeps every event."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    async def __call__(self, event: Event) -> None:
        self.events.append(event)

    def of(self, kind: type[E]) -> list[E]:
        return [e for e in self.events if isinstance(e, kind)]

    def names(self) -> list[str]:
        return [type(e).__name__ for e in self.events]


class VirtualTime:
    """Fast-forwards the running loop's timers and a wall clock together."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.loop = asyncio.get_running_loop()
        self.offset = 0.0
        self.start = start
        real = self.loop.time
        self.loop.time = lambda: real() + self.offset  # type: ignore[method-assign]

    def __call__(self) -> float:
        return self.start + self.offset

    async def advance(self, seconds: float, service: TableService | None = None) -> None:
        self.offset += seconds
        for _ in range(3):
            await asyncio.sleep(0.005)
            if service is not None:
                await service.idle()


async def seat_humans(
    service: TableService, n: int, table: int = TABLE, bots: int = 0, level: str = "easy"
) -> list[Actor]:
    actors = [actor(i) for i in range(n)]
    for a in actors:
        await service.join(table, GUILD, a)
    for _ in range(bots):
        await service.add_bot(table, GUILD, actors[0] if actors else actor(0), level)
    return actors


def first(legal: Sequence[str]) -> str:
    return legal[0]


async def play_out(
    service: TableService,
    humans: Sequence[Actor],
    table: int = TABLE,
    pick: Callable[[Sequence[str]], str] = first,
    stop_after: int | None = None,
) -> int:
    """Play the humans' moves (``pick`` from the legal cards) until the game ends or ``stop_after`` moves."""
    by_id = {a.user_id: a for a in humans}
    moves = 0
    while True:
        await service.idle()
        board = await service.board(table)
        if board.phase not in ("pain", "tricks"):
            return moves
        mover = next(
            (
                s
                for s in board.seats
                if s.user_id in by_id
                and not s.away
                and (
                    (board.phase == "pain" and not s.pain_chosen) or (board.phase == "tricks" and board.turn == s.seat)
                )
            ),
            None,
        )
        if mover is None:
            await asyncio.sleep(0.001)
            continue
        who = by_id[mover.user_id or 0]
        hand = await service.hand(table, who)
        if board.phase == "pain":
            await service.choose_pain(table, who, list(hand.legal[: hand.pain_count]), decision=hand.decision)
        else:
            await service.play(table, who, pick(hand.legal), decision=hand.decision)
        moves += 1
        if stop_after is not None and moves >= stop_after:
            return moves
