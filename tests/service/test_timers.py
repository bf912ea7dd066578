"""Turn clocks: a warning at half time, the AI moves on expiry and the seat is away until its human is back."""

from __future__ import annotations

from bot.model.events import CardPlayed, SeatAway, SeatBack, TrickTaken, TurnWarning, YourHand
from bot.settings import Timers
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, VirtualTime, actor, open_service, seat_humans


async def test_warning_then_expiry_then_the_ai_plays_for_the_away_seat(db: Databases) -> None:
    vt = VirtualTime()
    service, rec = await open_service(db("t"), clock=vt)
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    board = await service.board(TABLE)
    assert board.deadline == vt() + 20  # pain clock from the settings
    for h in humans[:2]:
        hand = await service.hand(TABLE, h)
        await service.choose_pain(TABLE, h, [hand.legal[0]], decision=hand.decision)
    await vt.advance(9, service)
    assert rec.of(TurnWarning) == []
    await vt.advance(1.5, service)
    warnings = rec.of(TurnWarning)
    assert [(w.seat, w.user_id, w.seconds_left) for w in warnings] == [(2, humans[2].user_id, 10)]
    await vt.advance(10, service)
    away = rec.of(SeatAway)
    assert [a.seat for a in away] == [2]
    board = await service.board(TABLE)
    assert board.phase == "tricks" and board.seats[2].away and board.seats[2].pain_chosen
    # the AI keeps playing for the away seat: seat 0 leads, seat 1 follows, seat 2 (away) plays at once
    for seat in (0, 1):
        hand = await service.hand(TABLE, humans[seat])
        await service.play(TABLE, humans[seat], hand.legal[0], decision=hand.decision)
    await service.idle()
    assert rec.of(TrickTaken)[0].cards[2] == rec.of(CardPlayed)[2].card  # seat 2's card, played by the AI
    # the human is back when they ask for their hand
    hand = await service.hand(TABLE, humans[2])
    assert rec.of(SeatBack)[0].seat == 2 and not (await service.board(TABLE)).seats[2].away
    assert isinstance(hand, YourHand)
    await service.close()


async def test_card_clock_per_turn_and_server_timers(db: Databases) -> None:
    vt = VirtualTime()
    service, rec = await open_service(db("t"), clock=vt, guild_timers={GUILD: Timers(pain_seconds=60, card_seconds=30)})
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    assert (await service.board(TABLE)).deadline == vt() + 60
    for h in humans:
        hand = await service.hand(TABLE, h)
        await service.choose_pain(TABLE, h, [hand.legal[0]], decision=hand.decision)
    board = await service.board(TABLE)
    assert board.turn == 0 and board.deadline == vt() + 30
    await vt.advance(20, service)
    hand = await service.hand(TABLE, humans[0])
    await service.play(TABLE, humans[0], hand.legal[0], decision=hand.decision)
    assert (await service.board(TABLE)).deadline == vt() + 30  # a new clock for the next seat
    await vt.advance(29, service)
    assert rec.of(SeatAway) == []
    await vt.advance(2, service)
    assert [a.seat for a in rec.of(SeatAway)] == [1]
    await service.close()


async def test_deadlines_survive_a_restart(db: Databases) -> None:
    vt = VirtualTime()
    service, rec = await open_service(db("t"), clock=vt)
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    deadline = (await service.board(TABLE)).deadline
    await vt.advance(12, service)
    assert len(rec.of(TurnWarning)) == 3
    await service.close()
    await vt.advance(5)  # the bot is down for five seconds
    service, rec = await open_service(db("t"), clock=vt)
    assert (await service.board(TABLE)).deadline == deadline
    await vt.advance(2, service)
    assert rec.of(SeatAway) == [] and rec.of(TurnWarning) == []  # warned before the restart: not again
    await vt.advance(2, service)
    assert sorted(a.seat for a in rec.of(SeatAway)) == [0, 1, 2]
    await service.idle()
    board = await service.board(TABLE)
    assert board.phase == "over" and all(s.away for s in board.seats)  # nobody came back: the AI finished
    await service.close()


async def test_an_expired_deadline_found_at_start_up_fires_at_once(db: Databases) -> None:
    vt = VirtualTime()
    service, _ = await open_service(db("t"), clock=vt)
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    await service.close()
    await vt.advance(3600)
    service, rec = await open_service(db("t"), clock=vt)
    await vt.advance(0.01, service)
    assert [type(e).__name__ for e in rec.events][:4] == ["TurnWarning"] * 3 + ["SeatAway"]
    await service.close()


async def test_acting_in_time_cancels_the_clock(db: Databases) -> None:
    vt = VirtualTime()
    service, rec = await open_service(db("t"), clock=vt)
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    for h in humans:
        hand = await service.hand(TABLE, h)
        await service.choose_pain(TABLE, h, [hand.legal[0]], decision=hand.decision)
    await vt.advance(100, service)  # the card clock of seat 0 runs out, not the (finished) pain clock
    assert [a.seat for a in rec.of(SeatAway)] == [0]
    assert [w.seat for w in rec.of(TurnWarning)] == [0]
    await service.close()
    assert actor(0) == humans[0]
