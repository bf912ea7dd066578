"""The service end to end on SQLite: a whole game, events in order, refusals that change nothing, export."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bot.model.events import (
    CardPlayed,
    GameOver,
    Joined,
    PainConfirmed,
    PainRevealed,
    RoundScored,
    TrickTaken,
    YourHand,
)
from bot.service import Refusal, TableService
from sticheln.record import load_record
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, Recorder, actor, open_service, play_out, seat_humans


async def test_a_whole_game_with_humans_and_ai(svc: tuple[TableService, Recorder]) -> None:
    service, rec = svc
    humans = await seat_humans(service, 2, bots=2)
    await service.set_option(TABLE, humans[0], "dm")
    await service.start(TABLE, humans[0])
    await play_out(service, humans)
    names = rec.names()
    assert names[:4] == ["Joined"] * 4
    assert names.count("GameStarted") == 1 and names.count("RoundStarted") == 4 and names.count("RoundScored") == 4
    assert names.count("TrickTaken") == 4 * 14 and names.count("CardPlayed") == 4 * 14 * 4
    assert names.count("PainRevealed") == 4
    over = rec.of(GameOver)[0]
    assert over.board.phase == "over"
    assert over.totals == tuple(sum(c) for c in zip(*over.board.round_scores, strict=True))
    assert over.rating_changes == ()  # AI seats: not rated
    versions = [e.board.version for e in rec.events if hasattr(e, "board")]
    assert versions == sorted(versions)
    # the record replays to the same result
    record = await service.export(TABLE)
    game = load_record(record)
    assert game.totals == over.totals
    hands = [e for e in rec.of(YourHand) if e.user_id == humans[0].user_id]
    assert {h.prompt for h in hands} == {"pain", "play", None}
    assert len(rec.of(PainConfirmed)) == 2 * 4


async def test_card_played_shows_the_full_trick_then_it_is_taken(svc: tuple[TableService, Recorder]) -> None:
    service, rec = svc
    await seat_humans(service, 0, bots=3)
    await service.start(TABLE, actor(0))
    await service.idle()
    plays = rec.of(CardPlayed)
    taken = rec.of(TrickTaken)
    assert len(taken) == 5 * 14
    third = plays[2]
    assert third.board.trick == taken[0].cards and third.board.trick_holder == taken[0].winner
    assert taken[0].board.trick == () and taken[0].board.turn == taken[0].winner
    assert all(t.points is not None for t in taken)


async def test_refusals_change_nothing_and_read_the_catalogue(svc: tuple[TableService, Recorder]) -> None:
    service, rec = svc
    humans = await seat_humans(service, 3)
    with pytest.raises(Refusal, match=r"You are already seated at this table\."):
        await service.join(TABLE, GUILD, humans[0])
    with pytest.raises(Refusal, match=r"You are not seated at this table\."):
        await service.play(TABLE, actor(5), "R1")
    await service.start(TABLE, humans[0])
    hand = await service.hand(TABLE, humans[0])
    await service.choose_pain(TABLE, humans[0], [hand.legal[0]], decision=hand.decision)
    before, count = await service.board(TABLE), len(rec.events)
    for _ in range(2):  # the same click twice
        with pytest.raises(Refusal) as info:
            await service.choose_pain(TABLE, humans[0], [hand.legal[1]], decision=hand.decision)
        assert info.value.key == "stale_action"
    assert await service.board(TABLE) == before and len(rec.events) == count


async def test_a_failing_listener_does_not_break_the_table(svc: tuple[TableService, Recorder]) -> None:
    service, rec = svc

    async def broken(event: object) -> None:
        raise RuntimeError("adapter bug")

    service.subscribe(broken)
    await seat_humans(service, 0, bots=3)
    await service.start(TABLE, actor(0))
    await service.idle()
    assert rec.names()[-1] == "GameOver"


async def test_a_listener_may_act_on_the_same_table(svc: tuple[TableService, Recorder]) -> None:
    service, rec = svc
    humans = await seat_humans(service, 3)

    async def auto_start(event: object) -> None:  # reacts to the third join by starting
        if isinstance(event, Joined) and event.seat == 2 and event.board.phase == "lobby":
            await service.start(TABLE, humans[0])

    service.subscribe(auto_start)
    await service.leave(TABLE, humans[2])
    await service.join(TABLE, GUILD, humans[2])
    assert rec.names()[-6:] == ["Joined", "GameStarted", "RoundStarted", "YourHand", "YourHand", "YourHand"]


async def test_start_dm_plays_four_rounds(svc: tuple[TableService, Recorder]) -> None:
    service, rec = svc
    await seat_humans(service, 0, bots=3)
    await service.start(TABLE, actor(0), dm=True)
    await service.idle()
    assert len(rec.of(RoundScored)) == 4
    assert all(not e.hidden for e in rec.of(PainRevealed))


async def test_export_without_a_game_is_refused_and_kept_after_reset(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    with pytest.raises(Refusal) as info:
        await service.export(TABLE)
    assert info.value.key == "no_record"
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    await play_out(service, humans, stop_after=5)
    await service.reset(TABLE, actor(6, moderator=True))
    record = await service.export(TABLE)
    # the round reset in its middle is cut off: its hands were never all played, so they stay hidden (issue 40)
    assert record["rounds"] == []
    await service.close()
    service, _ = await open_service(db("t"))
    assert await service.export(TABLE) == record
    await service.close()


def test_the_service_never_imports_discord() -> None:
    code = "import sys, bot.service, bot.storage.sqlite; print('discord' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
