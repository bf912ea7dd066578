"""Game reviews of stored games (bot.service.review): the caller's own seat, computed once, never a running game."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from bot.service import Refusal, TableService
from bot.service.review import ReviewService
from bot.storage.sql import Query
from tests.service.helpers import GUILD, TABLE, actor, open_service, play_out, seat_humans


async def _one_round_game(tmp_path: Path) -> TableService:
    service, _ = await open_service(tmp_path / "review.db", review_iterations=3)
    humans = await seat_humans(service, 3)
    await service.set_option(TABLE, humans[0], "rounds", "1")
    await service.start(TABLE, humans[0], rated=False)
    await play_out(service, humans)
    return service


def _counting(service: TableService, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    original = service.compute_review

    async def counted(record: dict[str, Any], seat: int, seed: int) -> dict[str, Any]:
        calls.append(seat)
        await asyncio.sleep(0.01)  # long enough for a second asker to arrive meanwhile
        return await original(record, seat, seed)

    monkeypatch.setattr(service, "compute_review", counted)
    return calls


async def test_a_review_of_the_own_seat_is_computed_once_and_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await _one_round_game(tmp_path)
    try:
        calls = _counting(service, monkeypatch)
        reviews = ReviewService(service)
        first, second = await asyncio.gather(
            reviews.review(GUILD, TABLE, actor(1)), reviews.review(GUILD, TABLE, actor(1))
        )
        again = await reviews.review(GUILD, TABLE, actor(1), first.game_id)
        assert calls == [1] and first == second == again
        assert first.seat == 1 and first.name == "Bo" and first.decisions == 15
        assert sum(first.counts.values()) == 15 and first.mean_loss >= 0
        rows = await service.storage.fetch(Query("SELECT game_id, seat, result FROM reviews")())
        assert [(r[0], r[1]) for r in rows] == [(first.game_id, 1)]
        assert json.loads(rows[0][2])["summary"]["decisions"] == 15
        fresh = await ReviewService(service).review(GUILD, TABLE, actor(1))  # another process reads it back
        assert fresh == first and calls == [1]
    finally:
        await service.close()


async def test_only_the_own_seat_of_a_stored_game_is_reviewed(tmp_path: Path) -> None:
    service = await _one_round_game(tmp_path)
    try:
        reviews = ReviewService(service)
        mine = await reviews.review(GUILD, TABLE, actor(0))
        with pytest.raises(Refusal) as refused:
            await reviews.review(GUILD, TABLE, actor(5), mine.game_id)
        assert refused.value.key == "review_not_seated"
        with pytest.raises(Refusal) as refused:
            await reviews.review(GUILD, TABLE, actor(5))
        assert refused.value.key == "review_no_game"
        with pytest.raises(Refusal) as refused:
            await reviews.review(GUILD, TABLE, actor(0), mine.game_id + 1)
        assert refused.value.key == "club_no_game"
    finally:
        await service.close()


async def test_a_running_game_is_never_reviewed(tmp_path: Path) -> None:
    service = await _one_round_game(tmp_path)
    try:
        reviews = ReviewService(service)
        done = await reviews.review(GUILD, TABLE, actor(2))
        await service.start(TABLE, actor(0), rated=False)  # the same players, a new game running
        with pytest.raises(Refusal) as refused:
            await reviews.review(GUILD, TABLE, actor(2))
        assert refused.value.key == "review_running"
        assert await reviews.review(GUILD, TABLE, actor(2), done.game_id) == done  # the finished one, by number
        assert await reviews.review_at_table(GUILD, TABLE, actor(2)) == done  # the result post's button
    finally:
        await service.close()
