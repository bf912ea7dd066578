"""A seat view turned into integers: what one seat knows, in the form the agents compute with.

Everything here is derived from :class:`~sticheln.view.SeatView` alone, so an
agent built on :class:`Knowledge` cannot read another seat's hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from sticheln.cards import Card, deck, parse_card
from sticheln.fast import CARD_POINTS, COLOUR, VALUE
from sticheln.view import SeatView


@dataclass(frozen=True)
class Knowledge:
    """One seat's information, as card integers.

    ``pains[s]`` is the set of seat ``s``'s pain colours when this seat knows
    them (always its own once chosen; the others' unless pain colours are
    hidden), else ``None``. ``pool`` holds every card this seat cannot place:
    the other hands plus the pain cards it has not seen.
    """

    players: int
    me: int
    pain_per_seat: int
    hand: tuple[Card, ...]
    pains: tuple[frozenset[int] | None, ...]
    pain_cards: tuple[tuple[Card, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...]  # (leader, cards in play order, taker)
    pool: tuple[Card, ...]
    top: int  # highest card value in this table's deck

    @property
    def to_play_after_me(self) -> tuple[int, ...]:
        """The seats still to play to the current trick after this seat, in order."""
        n = self.players
        return tuple((self.me + i) % n for i in range(1, n - len(self.trick)))

    def hidden_pain_count(self) -> int:
        """How many pain cards in :attr:`pool` belong to seats whose pain this seat does not know."""
        return sum(self.pain_per_seat for p in self.pain_cards if p is None)

    def consistent(self) -> bool:
        """Whether the pool holds exactly the other hands and unseen pain cards (a view built by hand may not)."""
        others = sum(size for s, size in enumerate(self.hand_sizes) if s != self.me)
        return len(self.pool) == others + self.hidden_pain_count() and len(self.hand) == self.hand_sizes[self.me]


def knowledge(view: SeatView) -> Knowledge:
    """Read ``view`` (the view of the seat about to act) into a :class:`Knowledge`."""
    if view.seat is None:
        raise ValueError("a spectator view has no seat to play for")
    n = view.players

    def cards(codes: tuple[str, ...] | list[str]) -> tuple[Card, ...]:
        return tuple(parse_card(c, n) for c in codes)

    hand = cards(view.hand)
    pain_cards = tuple(None if p is None else cards(p) for p in view.pain_cards)
    pains = tuple(None if p is None else frozenset(COLOUR[c] for c in p) for p in pain_cards)
    tricks = tuple((t.leader, cards(t.cards), t.winner) for t in view.tricks)
    trick = cards(view.trick)
    known = set(hand) | set(trick)
    for _, played, _ in tricks:
        known.update(played)
    for p in pain_cards:
        if p is not None:
            known.update(p)
    full = deck(n)
    pool = tuple(c for c in full if c not in known)
    return Knowledge(
        players=n,
        me=view.seat,
        pain_per_seat=view.options.pain_per_seat,
        hand=hand,
        pains=pains,
        pain_cards=pain_cards,
        hand_sizes=tuple(view.hand_sizes),
        leader=view.leader,
        trick=trick,
        tricks=tricks,
        pool=pool,
        top=VALUE[full[-1]],
    )


def points_table(pain_colours: frozenset[int] | None) -> tuple[int, ...]:
    """Points of every card code for a player with these pain colours (None: unknown, every card +1)."""
    if not pain_colours:
        return tuple(1 for _ in COLOUR)
    if len(pain_colours) == 1:
        return CARD_POINTS[next(iter(pain_colours))]
    return tuple(-VALUE[c] if COLOUR[c] in pain_colours else 1 for c in range(len(COLOUR)))
