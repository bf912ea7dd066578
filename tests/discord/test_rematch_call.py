"""A rematch call's bookkeeping: whom it asks, who is in, when it is settled (the Discord side: test_dm_whole_table)."""

from __future__ import annotations

from bot.discord.table.rematch import REMATCH_SECONDS, RematchCall, call_text
from bot.i18n import speaking
from bot.model.events import Board, SeatInfo


def board() -> Board:
    seats = (
        SeatInfo(0, "ann", 10),
        SeatInfo(1, "bo", 11),
        SeatInfo(2, "AI 1", None, ai_level="normal"),
        SeatInfo(3, "cy", 12),
    )
    return Board(1, "over", seats, ())


def test_the_asker_is_in_the_computer_is_not_asked_and_out_leaves_the_call() -> None:
    call = RematchCall.open(board(), 11, "bo", now=1000.0)
    assert call.ins == {11: "bo"} and call.waiting == {10: "ann", 12: "cy"}
    assert call.deadline == 1000.0 + REMATCH_SECONDS and not call.settled
    assert not call.answer(99, True) and not call.asks(99)  # not a player of the game
    assert call.answer(10, True) and call.ins == {11: "bo", 10: "ann"}
    assert call.answer(12, False) and call.asks(12) is False and 12 not in call.ins
    assert call.settled
    assert call.answer(10, False) and call.ins == {11: "bo"}  # one may change their mind while it is open


def test_the_call_mentions_only_those_it_waits_for() -> None:
    call = RematchCall.open(board(), 11, "bo", now=1000.0)
    with speaking("en"):
        text = call_text(call)
    assert "<@10>" in text and "<@12>" in text and "<@11>" not in text and "<t:1120:R>" in text
    call.answer(10, True)
    call.answer(12, True)
    with speaking("en"):
        text = call_text(call)
    assert "<@" not in text and "ann" in text and "cy" in text
