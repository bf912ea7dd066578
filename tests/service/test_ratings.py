"""Ratings (openskill Plackett–Luce, ties shared), leaderboard and stats per server."""

from __future__ import annotations

import pytest

from bot.model.events import GameOver
from bot.model.ratings import ordinal, places, rate
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, actor, open_service, play_out, seat_humans


def test_places_share_ties() -> None:
    assert places([10, 30, 10, 5]) == [2, 1, 2, 4]


def test_rate_winner_gains_and_ties_share() -> None:
    after = rate([None, None, None], [5, 5, -3])
    assert after[0] == pytest.approx(after[1])
    assert after[0][0] > 25 > after[2][0]
    assert ordinal(after[0]) > ordinal(None) > ordinal(after[2])


async def test_rated_game_updates_leaderboard_and_stats(db: Databases) -> None:
    service, rec = await open_service(db("t"))
    humans = await seat_humans(service, 3)
    await service.set_option(TABLE, humans[0], "dm")
    await service.start(TABLE, humans[0])
    await play_out(service, humans)
    over = rec.of(GameOver)[0]
    assert len(over.rating_changes) == 3
    winners = set(over.winners)
    gains = {c.seat: c.after - c.before for c in over.rating_changes}
    assert all(gains[w] == max(gains.values()) for w in winners)  # (everyone's sigma shrinks: all may gain)
    board = await service.leaderboard(GUILD, humans[0].user_id)
    assert [s.place for s in board.top] == [1, 2, 3]
    assert sorted(s.user_id for s in board.top) == sorted(a.user_id for a in humans)
    assert board.me is not None and board.me.user_id == humans[0].user_id and board.me.games == 1
    best = board.top[0]
    assert best.wins == 1 and round(best.rating, 2) == max(c.after for c in over.rating_changes)
    stats = await service.stats(GUILD, humans[1].user_id)
    seat = next(s.seat for s in over.board.seats if s.user_id == humans[1].user_id)
    rounds = [r[seat] for r in over.board.round_scores]
    assert stats.games == 1 and stats.wins == int(seat in winners)
    assert stats.best_round == max(rounds) and stats.average_round == pytest.approx(sum(rounds) / 4, abs=0.01)
    assert stats.favourite_pain_colour in tuple("RYGBO") and stats.rating is not None
    # another server knows nothing of it
    assert (await service.leaderboard(GUILD + 1, humans[0].user_id)).top == ()
    await service.close()


async def test_practice_and_ai_games_count_but_are_not_rated(db: Databases) -> None:
    service, rec = await open_service(db("t"))
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0], rated=False, dm=True)
    await play_out(service, humans)
    await service.leave(TABLE, humans[2])
    await service.add_bot(TABLE, GUILD, humans[0])
    await service.start(TABLE, humans[0], dm=True)
    await play_out(service, humans[:2])
    assert all(e.rating_changes == () for e in rec.of(GameOver))
    stats = await service.stats(GUILD, humans[0].user_id)
    assert stats.games == 2 and stats.rating is None and stats.average_round is not None
    assert (await service.stats(GUILD, humans[2].user_id)).games == 1
    board = await service.leaderboard(GUILD, humans[0].user_id)
    assert board.top == () and board.me is None
    stranger = await service.stats(GUILD, actor(6).user_id)
    assert stranger.games == 0 and stranger.best_round is None and stranger.favourite_pain_colour is None
    await service.close()
