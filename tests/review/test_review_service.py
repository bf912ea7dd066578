"""Game reviews of stored games (bot.review): the caller's own seat, computed once; another seat once the game is
over; never a running game; the stored review as the web table reads it. On SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest

from bot.review.service import CLOCK_SLACK, ReviewService
from bot.service import Refusal, TableService
from bot.storage.sql import Query
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, actor, open_service, play_out, seat_humans

REVIEWS = Query("SELECT game_id, seat, result FROM reviews ORDER BY game_id, seat")


async def _one_round_game(database: str) -> TableService:
    service, _ = await open_service(database, review_iterations=3)  # type: ignore[arg-type]
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


async def _refused(ask: Any) -> Refusal:
    with pytest.raises(Refusal) as refused:
        await ask
    return refused.value


async def test_a_review_of_the_own_seat_is_computed_once_and_stored(
    db: Databases, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await _one_round_game(db("review"))
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
        rows = await service.storage.fetch(REVIEWS())
        assert [(r[0], r[1]) for r in rows] == [(first.game_id, 1)]
        assert json.loads(rows[0][2])["summary"]["decisions"] == 15
        fresh = await ReviewService(service).review(GUILD, TABLE, actor(1))  # another process reads it back
        assert fresh == first and calls == [1]
    finally:
        await service.close()


async def test_only_the_own_seat_of_a_stored_game_is_reviewed_without_naming_one(tmp_path: Any) -> None:
    service = await _one_round_game(str(tmp_path / "review.db"))
    try:
        reviews = ReviewService(service)
        mine = await reviews.review(GUILD, TABLE, actor(0))
        refused = await _refused(reviews.review(GUILD, TABLE, actor(5), mine.game_id))
        assert refused.key == "review_not_seated"
        assert (await _refused(reviews.review(GUILD, TABLE, actor(5)))).key == "review_no_game"
        assert (await _refused(reviews.review(GUILD, TABLE, actor(0), mine.game_id + 1))).key == "club_no_game"
    finally:
        await service.close()


async def test_another_seat_of_a_finished_game_is_reviewed_by_anyone(db: Databases) -> None:
    service = await _one_round_game(db("review"))
    try:
        reviews = ReviewService(service)
        own = await reviews.review(GUILD, TABLE, actor(0))
        other = await reviews.review(GUILD, TABLE, actor(0), seat=2)  # the caller's last game, seat 2
        assert (other.game_id, other.seat, other.name) == (own.game_id, 2, "Cy")
        stranger = await reviews.review(GUILD, TABLE, actor(5), own.game_id, 1)  # did not play in it
        assert (stranger.seat, stranger.name) == (1, "Bo")
        assert await reviews.review(GUILD, TABLE, actor(1)) == stranger  # Bo's own review: the stored one
        refused = await _refused(reviews.review(GUILD, TABLE, actor(0), own.game_id, 3))  # 3 players: 0, 1, 2
        assert (
            refused.key == "review_no_seat" and str(refused) == f"Game {own.game_id} has 3 seats; there is no seat 4."
        )
        refused = await _refused(reviews.review(GUILD + 1, TABLE, actor(0), own.game_id, 1))  # another server's
        assert refused.key == "club_no_game"
        rows = await service.storage.fetch(REVIEWS())
        assert [r[1] for r in rows] == [0, 1, 2]
    finally:
        await service.close()


async def test_a_running_game_is_never_reviewed(db: Databases) -> None:
    service = await _one_round_game(db("review"))
    try:
        reviews = ReviewService(service)
        done = await reviews.review(GUILD, TABLE, actor(2))
        await service.start(TABLE, actor(0), rated=False)  # the same players, a new game running
        version = (await service.board(TABLE)).version
        assert (await _refused(reviews.review(GUILD, TABLE, actor(2)))).key == "review_running"
        assert (await _refused(reviews.review(GUILD, TABLE, actor(2), seat=0))).key == "review_running"
        refused = await _refused(reviews.review(GUILD, TABLE, actor(5), seat=0))  # a spectator, another seat
        assert refused.key == "review_running_table"
        assert (await service.board(TABLE)).version == version  # nothing changed at the table
        rows = await service.storage.fetch(REVIEWS())
        assert [r[1] for r in rows] == [2]  # nothing computed for the refused ones
        assert await reviews.review(GUILD, TABLE, actor(2), done.game_id) == done  # the finished one, by number
        other = await reviews.review(GUILD, TABLE, actor(5), done.game_id, 0)  # and any seat of it, by number
        assert other.seat == 0 and other.game_id == done.game_id
        assert await reviews.review_at_table(GUILD, TABLE, actor(2)) == done  # the result post's button
    finally:
        await service.close()


async def test_the_result_posts_button_reviews_the_game_of_that_post(db: Databases) -> None:
    service = await _one_round_game(db("review"))
    try:
        reviews = ReviewService(service)
        first = await reviews.review(GUILD, TABLE, actor(2))
        first_posted = time.time()  # the first game's result post
        await service.start(TABLE, actor(0), rated=False)  # a Rematch: the same players, the next game
        await play_out(service, [actor(0), actor(1), actor(2)])
        second = await reviews.review(GUILD, TABLE, actor(2))
        assert second.game_id > first.game_id
        by_first_post = await reviews.review_at_table(GUILD, TABLE, actor(2), first_posted - CLOCK_SLACK)
        assert by_first_post == first  # the older post's button: its own game, not the table's last
        assert await reviews.review_at_table(GUILD, TABLE, actor(2), time.time()) == second
        assert await reviews.review_at_table(GUILD, TABLE, actor(2)) == second  # no time: the last game
        assert await reviews.review_at_table(GUILD, TABLE, actor(2), 0.0) == second  # clocks far apart: the same
    finally:
        await service.close()


async def test_the_stored_review_is_read_never_computed(db: Databases, monkeypatch: pytest.MonkeyPatch) -> None:
    service = await _one_round_game(db("review"))
    try:
        calls = _counting(service, monkeypatch)
        reviews = ReviewService(service)
        game = (await reviews.review(GUILD, TABLE, actor(0))).game_id
        calls.clear()
        missing = await reviews.stored(GUILD, game, 1)
        assert missing.review is None and not missing.preparing and calls == []
        asking = asyncio.create_task(reviews.review(GUILD, TABLE, actor(1)))
        while not calls:
            await asyncio.sleep(0.001)
        preparing = await reviews.stored(GUILD, game, 1)
        assert preparing.review is None and preparing.preparing
        summary = await asking
        ready = await reviews.stored(GUILD, game, 1)
        assert ready.review is not None and not ready.preparing
        assert ready.review["seat"] == 1 and len(ready.review["decisions"]) == summary.decisions == 15
        assert (await reviews.stored(GUILD + 1, game, 1)).review is None  # only the game's own server
        assert calls == [1]
    finally:
        await service.close()
