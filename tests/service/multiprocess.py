"""Several bot processes on one database, for the tests and ``benchmarks/kill_recovery.py``.

``python -m tests.service.multiprocess play URL OUT NAME TABLES...`` runs one
table service on ``URL`` and plays the human seats of the given tables with
it: every awaited human seat is clicked, then clicked again (a duplicate),
with this process's own choice of card, until every table is over
(``forever``: a finished game is started again, until the process is killed). It
appends to ``OUT/NAME.jsonl`` one line per acknowledged move (the service call
returned) and per event its service delivered, so the caller can check that
nothing acknowledged was lost and that each result was announced once.

The tables' seat ``Sleepy`` never acts: its clock runs out and the AI plays
for it, so clocks are handed over between processes too.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from bot.model.events import Event, GameOver
from bot.service import Actor, Refusal, TableService, scheduler
from bot.settings import Settings, Timers

HUMANS = (Actor(101, "Ann"), Actor(102, "Bo"))
SLEEPY = Actor(109, "Sleepy")
SERVICE_SEED = 1
QUICK_CLOCKS = Timers.model_construct(pain_seconds=1, card_seconds=1)  # below the settings' floor: tests only


def settings(database: str, *, ai_delay: float = 0.0) -> Settings:
    return Settings(database=database, ai_delay=ai_delay, ai_level="easy", timers=QUICK_CLOCKS, takeover_seconds=2)


async def open_ai_tables(database: str, tables: list[int]) -> None:
    """Four AI players at each table, the games started."""
    service = await TableService.open(settings(database), seed=SERVICE_SEED)
    try:
        for table in tables:
            for _ in range(4):
                await service.add_bot(table, 7, HUMANS[0], "easy")
            await service.start(table, HUMANS[0], rated=False)
    finally:
        await service.close()


async def open_tables(database: str, tables: list[int]) -> None:
    """Seat Ann, Bo, Sleepy and an AI at each table and start the games."""
    service = await TableService.open(settings(database), seed=SERVICE_SEED)
    try:
        for table in tables:
            for who in (*HUMANS, SLEEPY):
                await service.join(table, 7, who)
            await service.add_bot(table, 7, HUMANS[0], "easy")
            await service.start(table, HUMANS[0])
    finally:
        await service.close()


class Log:
    def __init__(self, out: TextIO) -> None:
        self._out = out

    def write(self, **line: Any) -> None:
        self._out.write(json.dumps(line) + "\n")
        self._out.flush()

    async def event(self, event: Event) -> None:
        if isinstance(event, GameOver):
            self.write(kind="game_over", table=event.table_id, totals=list(event.totals))


async def play(database: str, out: Path, name: str, tables: list[int], *, forever: bool = False) -> None:
    rng = random.Random(f"{name}/{time.time()}")
    with (out / f"{name}.jsonl").open("a") as file:
        log = Log(file)
        service = await TableService.open(settings(database, ai_delay=0.2 if forever else 0.0), seed=SERVICE_SEED)
        service.subscribe(log.event)
        await service.resume()
        try:
            while tables:
                for table in list(tables):
                    if await _click_everyone(service, table, rng, log):
                        continue
                    if not forever:
                        tables.remove(table)
                    else:
                        with contextlib.suppress(Refusal):  # the other process may have started it first
                            await service.start(table, HUMANS[0], rated=False)
                await asyncio.sleep(rng.uniform(0, 0.01))
            await service.idle()
        finally:
            await service.close()


async def _click_everyone(service: TableService, table: int, rng: random.Random, log: Log) -> bool:
    """Click for every human seat the table waits for, twice; False once the game is over."""
    board = await service.board(table)
    if board.phase not in ("pain", "tricks"):
        return False
    for who in HUMANS:
        seat = next((s for s in board.seats if s.user_id == who.user_id), None)
        if seat is None:
            continue  # an AI table
        waiting = (board.phase == "pain" and not seat.pain_chosen) or board.turn == seat.seat
        if not waiting:
            continue
        try:
            hand = await service.hand(table, who)
        except Refusal:
            continue
        if not hand.legal:
            continue
        cards = rng.sample(list(hand.legal), hand.pain_count) if hand.prompt == "pain" else [rng.choice(hand.legal)]
        for _ in range(2):  # the second click is a duplicate: it must be refused
            try:
                if hand.prompt == "pain":
                    await service.choose_pain(table, who, cards, hand.decision, seat=hand.seat)
                else:
                    await service.play(table, who, cards[0], hand.decision, seat=hand.seat)
            except Refusal:
                continue
            log.write(kind="ack", table=table, seat=hand.seat, decision=hand.decision, cards=cards)
    return True


AI_LEASE_VARIABLE = "STICHELN_TEST_AI_LEASE"  # a shorter AI lease for a test (the benchmark keeps the bot's)


def main(argv: list[str]) -> None:
    command, database, *rest = argv
    if lease := os.environ.get(AI_LEASE_VARIABLE):
        scheduler.AI_LEASE = float(lease)
    if command == "open":
        asyncio.run(open_tables(database, [int(t) for t in rest]))
    elif command in ("play", "forever"):
        out, name, *tables = rest
        asyncio.run(play(database, Path(out), name, [int(t) for t in tables], forever=command == "forever"))
    else:
        raise SystemExit(f"unknown command {command!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
