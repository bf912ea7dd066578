"""Events as the outbox stores them: the same text as the plain JSON of their fields, read back equal."""

from __future__ import annotations

import json

import pytest

from bot.model.events import Board, CardPlayed, GameOver, RatingChange, SeatInfo, TrickTaken, YourHand
from bot.storage import codec

SEATS = (SeatInfo(0, "🤖1 Jürgen", None, "easy", False, pain_colours=("R",), pain_chosen=True), SeatInfo(1, "Ann", 7))
BOARD = Board(3, "tricks", SEATS, ("dm", "hidden"), round_index=1, trick=("R7", "G12"), round_scores=((1, -2),))

EVENTS = [
    CardPlayed(3, BOARD, seat=1, card="G12"),
    TrickTaken(
        3, BOARD, cards=("R7", "G12"), leader=0, winner=1, points=None, round_index=1, trick_index=4, complete=BOARD
    ),
    YourHand(3, 7, seat=1, hand=("B1", "Y13"), legal=("B1",), prompt="play", own_pain=("R0",), deadline=1.5),
    GameOver(3, BOARD, totals=(3, -1), winners=(0,), rating_changes=(RatingChange(1, "Ann", 25.0, 26.5),)),
]


def _plain(value: object) -> object:
    """The event's fields by hand, each dataclass tagged with its class name (the stored format)."""
    if hasattr(value, "__dataclass_fields__"):
        data = {name: _plain(getattr(value, name)) for name in value.__dataclass_fields__}
        data["_t"] = type(value).__name__
        return data
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: type(e).__name__)
def test_an_event_is_stored_as_its_tagged_fields_and_read_back_equal(event: object) -> None:
    text = codec.encode(event)  # type: ignore[arg-type]
    assert text == json.dumps(_plain(event), separators=(",", ":"), ensure_ascii=False)
    assert codec.decode(text) == event


def test_an_integer_past_64_bits_in_an_event_is_still_written() -> None:
    event = CardPlayed(2**70, BOARD, seat=0, card="R7")
    assert codec.decode(codec.encode(event)) == event


def test_a_value_that_is_no_event_class_is_refused() -> None:
    class Stranger:
        pass

    with pytest.raises(TypeError):
        codec.encode(CardPlayed(3, BOARD, seat=0, card=Stranger()))  # type: ignore[arg-type]
