"""No hidden card ever reaches a public event, over whole games with every pain-card variant."""

from __future__ import annotations

import re

import pytest

from bot.model.events import (
    CardPlayed,
    Event,
    GameStarted,
    PrivateEvent,
    PublicEvent,
    RoundScored,
    RoundStarted,
    YourHand,
)
from tests.service.conftest import Databases
from tests.service.helpers import TABLE, actor, open_service, play_out, seat_humans

CARD = re.compile(r"\b[RYGBOV]\d{1,2}\b")


def check_public_stream(events: list[Event], hidden: bool) -> int:
    """Every card code in a public event was played already (or is a pain card being scored)."""
    public: set[str] = set()
    checked = 0
    for event in events:
        if isinstance(event, PrivateEvent):
            continue
        assert isinstance(event, PublicEvent)
        if isinstance(event, GameStarted | RoundStarted):
            public = set()  # a new deal: nothing is known
        allowed = set(public)
        if isinstance(event, CardPlayed):
            public.add(event.card)
            allowed.add(event.card)
        if isinstance(event, RoundScored):
            allowed |= {c for cards in event.pain_cards for c in cards}
        leaked = set(CARD.findall(repr(event))) - allowed
        assert not leaked, f"{type(event).__name__} shows {leaked}"
        colours_shown = any(s.pain_colours for s in event.board.seats)
        if event.board.phase == "pain" or (event.board.phase == "tricks" and hidden):
            assert not colours_shown, f"{type(event).__name__} shows pain colours"
        checked += 1
    return checked


@pytest.mark.parametrize(
    ("humans", "bots", "options"),
    [
        (0, 4, {}),
        (0, 5, {"hidden": "on"}),
        (3, 0, {"twopain": "on", "dm": "on"}),
        (2, 1, {"twopain": "on", "hidden": "on", "dm": "on"}),
    ],
)
async def test_no_hidden_card_in_public_events(db: Databases, humans: int, bots: int, options: dict[str, str]) -> None:
    service, rec = await open_service(db("t"))
    people = await seat_humans(service, humans, bots=bots)
    for name, value in options.items():
        await service.set_option(TABLE, actor(0), name, value)
    await service.start(TABLE, actor(0))
    await play_out(service, people, pick=lambda legal: legal[-1])
    await service.close()
    assert rec.names()[-1] == "GameOver"
    assert check_public_stream(rec.events, hidden="hidden" in options) > 150
    # private hands go to their owner only, and only show that owner's cards
    for hand in rec.of(YourHand):
        assert hand.user_id in {p.user_id for p in people}
        assert set(hand.legal) <= set(hand.hand)
