"""What the table page says about tricks and rounds beyond the bare cards: why a trick went where it went,
each seat's running round score (the set-aside card counted from the start), and a scored round's summary.

Everything here is built from what the viewer may know: a round's pain cards
and its tricks are public once it is scored; before that, a seat's round score
is given only where its pain cards are known to the viewer (every seat's once
they are open, else the viewer's own).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.model.reading import GameReading
from bot.model.tally import RoundTally, colour, value, worth


def why(cards: Sequence[str], leader: int, winner: int, players: int) -> str:
    """Why ``winner`` took the trick: "trump" (another colour than the one led), "lead" (the highest of the
    colour led) or "zeros" (only zeros: the leader takes it)."""
    card = cards[(winner - leader) % players]
    if value(card) == 0:
        return "zeros"
    return "lead" if colour(card) == colour(cards[0]) else "trump"


def round_points(
    tricks: Sequence[dict[str, Any]], pain: Sequence[Sequence[str] | None], players: int
) -> list[int | None]:
    """Each seat's round score so far: the cards it took and its pain card(s); None where its pain is unknown."""
    tally = RoundTally(players)
    for trick in tricks:
        tally.take(trick["winner"], trick["cards"])
    return [None if cards is None else tally.breakdown(seat, cards).score for seat, cards in enumerate(pain)]


def trick_worth(cards: Sequence[str], pain: Sequence[str] | None) -> int | None:
    """What a trick is worth to a taker with these pain cards (None while they are unknown)."""
    return None if pain is None else worth(cards, {colour(c) for c in pain}).points


def scored_round(game: GameReading, index: int) -> dict[str, Any]:
    """Round ``index`` once scored: every seat's score, its pain cards and what made its score (all public)."""
    rnd = game.rounds[index]
    pain = game.round_pain(index)
    tally = RoundTally(game.players)
    for trick in rnd.tricks:
        tally.take(trick.winner, trick.codes)
    totals = [sum(col) for col in zip(*(r.scores for r in game.rounds[: index + 1] if r.scores), strict=True)]
    seats = []
    for seat, cards in enumerate(pain):
        parts = tally.breakdown(seat, cards or ())
        seats.append(
            {
                "pain": list(cards or ()),
                "others": parts.taken.others,
                "painTaken": list(parts.taken.pain_cards),
                "penalty": parts.taken.penalty,
                "setAside": list(parts.set_aside),
                "setAsidePoints": parts.set_aside_points,
            }
        )
    return {"round": index, "scores": list(rnd.scores or ()), "totals": totals, "seats": seats}


def last_scored(game: GameReading) -> int | None:
    """The round whose summary the page shows now: the last scored one, until the next round's first card."""
    current = game.round
    if current.scores is not None:
        return current.index
    if current.index > 0 and not current.plays and game.rounds[current.index - 1].scores is not None:
        return current.index - 1
    return None
