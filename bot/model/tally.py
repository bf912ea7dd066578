"""The round's bookkeeping the player should not have to do: who took which cards, and what they are worth.

Built only from public events (each ``TrickTaken``, then the pain cards that
``RoundScored`` opens), plus the player's own pain card, which they know. The
scores follow RULES.md: +1 for every card not of the pain colour(s), minus the
value for every card of them, the pain card(s) included.

It lives with the service, below every adapter, because it reads nothing but
the service's public events (card codes as strings) and each adapter that
shows a round uses it: the terminal's table view and Discord's round message.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


def colour(code: str) -> str:
    return code[0]


def value(code: str) -> int:
    return int(code[1:])


@dataclass(frozen=True)
class Worth:
    """What a pile of cards is worth to a seat with ``pain_colours``, in its two parts."""

    others: int  # cards not of a pain colour, +1 each
    pain_cards: tuple[str, ...]  # cards of a pain colour, in the order taken

    @property
    def penalty(self) -> int:
        return -sum(value(c) for c in self.pain_cards)

    @property
    def points(self) -> int:
        return self.others + self.penalty


def worth(cards: Iterable[str], pain_colours: Iterable[str]) -> Worth:
    pain = set(pain_colours)
    cards = list(cards)
    return Worth(
        others=sum(1 for c in cards if colour(c) not in pain),
        pain_cards=tuple(c for c in cards if colour(c) in pain),
    )


@dataclass(frozen=True)
class Breakdown:
    """One seat's round score: the cards taken, and the pain card(s) set aside."""

    pain_colours: tuple[str, ...]
    taken: Worth
    set_aside: tuple[str, ...]

    @property
    def set_aside_points(self) -> int:
        return -sum(value(c) for c in self.set_aside)

    @property
    def score(self) -> int:
        return self.taken.points + self.set_aside_points


class RoundTally:
    """The cards each seat has taken in the round so far."""

    def __init__(self, players: int) -> None:
        self.taken: list[list[str]] = [[] for _ in range(players)]

    def take(self, winner: int, cards: Sequence[str]) -> None:
        self.taken[winner].extend(cards)

    def points(self, seat: int, pain_colours: Iterable[str]) -> int:
        return worth(self.taken[seat], pain_colours).points

    def breakdown(self, seat: int, pain_cards: Sequence[str]) -> Breakdown:
        pain_colours = tuple(dict.fromkeys(colour(c) for c in pain_cards))
        return Breakdown(pain_colours, worth(self.taken[seat], pain_colours), tuple(pain_cards))
