"""Rating integrity (README, "Ratings"): removed by vote counts as last, mostly AI-played does not gain,
AI seats stay unrated; each checked on both storages against openskill computed again here."""

from __future__ import annotations

import pytest

from bot.model.events import GameOver
from bot.model.ratings import newcomer, ordinal, places, rate_places
from bot.service.rating_rules import Rated, new_ratings, places_removed_last
from bot.storage.sql import Query
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, VirtualTime, open_service, play_out, seat_humans


def test_removed_players_share_the_last_place() -> None:
    assert places_removed_last([10, 30, 50, 5], [False, False, True, False]) == [2, 1, 4, 3]
    assert places_removed_last([10, 10, 50, 60], [False, False, True, True]) == [1, 1, 3, 3]


def test_a_player_who_may_not_gain_keeps_a_rating_that_would_rise_and_loses_one_that_falls() -> None:
    rated = [Rated(1, 1, may_gain=False), Rated(2, 2, may_gain=True), Rated(3, 3, may_gain=False)]
    plain = rate_places([None, None, None], [1, 2, 3])
    after = new_ratings([None, None, None], rated)
    assert ordinal(plain[0]) > 0 and after[0] == newcomer()  # the winner would have gained: they do not
    assert after[1] == plain[1]
    assert ordinal(plain[2]) < 0 and after[2] == plain[2]  # a loss applies


async def test_a_player_the_ai_played_for_most_of_the_game_does_not_gain(db: Databases) -> None:
    vt = VirtualTime()
    service, rec = await open_service(db("t"), clock=vt)
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0], dm=True)
    for h in humans[:2]:
        hand = await service.hand(TABLE, h)
        await service.choose_pain(TABLE, h, [hand.legal[0]], decision=hand.decision)
    await vt.advance(21, service)  # the third never chooses: away, and the AI plays for them to the end
    await play_out(service, humans[:2])
    over = rec.of(GameOver)[-1]
    assert over.rating_changes, "the game is rated"
    totals = over.totals
    plain = rate_places([None, None, None], places(totals))
    gone = next(c for c in over.rating_changes if c.seat == 2)
    assert ordinal(plain[2]) > 0, "with this seed the AI wins the away seat's game, so it would have gained"
    assert gone.after == pytest.approx(0.0)  # the newcomer's rating: no gain
    for change in over.rating_changes[:2]:  # the two who played count as usual
        assert change.after == pytest.approx(round(ordinal(plain[change.seat]), 2))
    rows = await service.storage.fetch(Query("SELECT seat, moves, ai_moves FROM game_seats ORDER BY seat")())
    assert all(2 * ai > moves for seat, moves, ai in rows if seat == 2)
    assert all(2 * ai <= moves for seat, moves, ai in rows if seat < 2)
    await service.close()


async def test_a_player_removed_by_vote_counts_as_last(db: Databases) -> None:
    service, rec = await open_service(db("t"))
    humans = await seat_humans(service, 4)
    await service.start(TABLE, humans[0], dm=True)
    await service.remove(TABLE, humans[0], humans[3].user_id)
    await service.vote(TABLE, humans[1], True)
    await play_out(service, humans[:3])
    over = rec.of(GameOver)[-1]
    expected = rate_places([None] * 4, places_removed_last(over.totals, [False, False, False, True]))
    changes = {c.seat: c.after for c in over.rating_changes}
    assert set(changes) == {0, 1, 2, 3}
    for seat in range(4):
        assert changes[seat] == pytest.approx(round(ordinal(expected[seat]), 2))
    assert changes[3] < 0 and changes[3] == min(changes.values())  # last, whatever the AI scored for the seat
    board = await service.leaderboard(GUILD, humans[3].user_id)
    assert board.me is not None and board.me.user_id == humans[3].user_id and board.me.place == 4
    await service.close()


async def test_games_with_ai_seats_stay_unrated(db: Databases) -> None:
    service, rec = await open_service(db("t"))
    humans = await seat_humans(service, 2, bots=1)
    await service.start(TABLE, humans[0], dm=True)
    await play_out(service, humans)
    assert rec.of(GameOver)[-1].rating_changes == ()
    assert (await service.leaderboard(GUILD, humans[0].user_id)).top == ()
    await service.close()
