"""Stop the service at random points of a game, start a new one on the same file: the game ends the same."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from bot.service import TableService
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, actor, open_service, play_out, seat_humans


async def setup(service: TableService, humans: int, bots: int, **options: str) -> None:
    await seat_humans(service, humans, bots=bots)
    for name, value in options.items():
        await service.set_option(TABLE, actor(0), name, value)
    await service.start(TABLE, actor(0))


async def outcome(service: TableService) -> tuple[Any, ...]:
    board = await service.board(TABLE)
    return board.phase, board.totals, board.round_scores, await service.export(TABLE)


async def uninterrupted(path: str, humans: int, bots: int, **options: str) -> tuple[Any, ...]:
    service, _ = await open_service(path)
    await setup(service, humans, bots, **options)
    await play_out(service, [actor(i) for i in range(humans)])
    result = await outcome(service)
    await service.close()
    return result


async def interrupted(path: str, humans: int, bots: int, rng: random.Random, **options: str) -> tuple[Any, ...]:
    service, _ = await open_service(path)
    await setup(service, humans, bots, **options)
    restarts = 0
    while (await service.board(TABLE)).phase in ("pain", "tricks"):
        if humans:
            await play_out(service, [actor(i) for i in range(humans)], stop_after=rng.randint(1, 60))
        # stop while the AI may be in the middle of its moves: a random moment within the next few of them
        # (a count of bare yields would depend on how many round trips a move makes, and might allow none)
        await asyncio.sleep(rng.uniform(0, 0.03))
        await service.close()
        restarts += 1
        service, _ = await open_service(path, seed=1000 + restarts)  # the stored table keeps its own seed
    await service.idle()
    result = await outcome(service)
    await service.close()
    assert restarts >= 2
    return result


async def test_human_and_ai_game_survives_restarts(db: Databases) -> None:
    expected = await uninterrupted(db("a"), 2, 2)
    assert expected[0] == "over"
    for trial in range(2):
        got = await interrupted(db(f"b{trial}"), 2, 2, random.Random(trial))
        assert got == expected


async def test_ai_game_with_variants_survives_restarts(db: Databases) -> None:
    options = {"twopain": "on", "hidden": "on", "dm": "on", "start": "1"}
    expected = await uninterrupted(db("a"), 0, 3, **options)
    got = await interrupted(db("b"), 0, 3, random.Random(5), **options)
    assert got == expected


async def test_votes_and_hands_are_restored(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    hand = await service.hand(TABLE, humans[1])
    await service.remove(TABLE, humans[0], "Cy")
    board = await service.board(TABLE)
    await service.close()
    service, rec = await open_service(db("t"))
    assert await service.board(TABLE) == board
    assert await service.hand(TABLE, humans[1]) == hand
    await service.vote(TABLE, humans[1], True)
    await service.idle()
    assert (await service.board(TABLE)).seats[2].ai_level == "easy"
    assert rec.names()[:2] == ["VoteEnded", "SeatTakenOver"]
    await service.choose_pain(TABLE, humans[1], [hand.legal[0]], decision=hand.decision)
    await service.join(TABLE, GUILD, actor(2), seat=2)
    await service.close()
