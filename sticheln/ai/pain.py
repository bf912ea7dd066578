"""Pain-card choice: the candidate strategies, benchmarked against each other.

The pain colour decides which cards hurt their owner for the whole round. The
pain card itself scores minus its value, and every card of that colour left in
the other hands is a card that can be dumped on its owner later. So the
measured rule trades the two: a low pain card, in a colour whose outside cards
(the ones others can dump on us) add up to little, i.e. one we hold much of.
That is BSW's advice ("a colour you hold many cards of, set aside a low one")
made numeric; ``few`` is the opposite advice found on the web, kept only as a
benchmark candidate (see benchmarks/ai_tournament.py ``--pain``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from sticheln.cards import Card, deck
from sticheln.fast import COLOUR, VALUE

STRATEGIES = ("measured", "bsw", "few")

# Weight of one point of outside pain-colour value against one point of pain
# card value. Chosen by benchmark (normal with measured pain vs bsw and few).
OUTSIDE_WEIGHT = 0.15


def _by_colour(hand: Sequence[Card]) -> dict[int, list[Card]]:
    colours: dict[int, list[Card]] = {}
    for c in sorted(hand):
        colours.setdefault(COLOUR[c], []).append(c)
    return colours


def _outside(players: int, hand: Sequence[Card], colour: int) -> int:
    """Sum of the values of ``colour``'s cards that are not in ``hand``: what others can dump on us."""
    mine = set(hand)
    return sum(VALUE[c] for c in deck(players) if COLOUR[c] == colour and c not in mine)


def choose_pain(hand: Sequence[Card], players: int, count: int = 1, strategy: str = "measured") -> tuple[Card, ...]:
    """``count`` (1 or 2) different pain cards out of ``hand`` by ``strategy`` (one of :data:`STRATEGIES`)."""
    colours = _by_colour(hand)
    if strategy == "bsw":
        # most cards of a colour; among equals the one with the lowest card; set aside its lowest card(s)
        best = min(colours.values(), key=lambda cs: (-len(cs), VALUE[cs[0]], COLOUR[cs[0]]))
        picked = best[:count]
    elif strategy == "few":
        # the opposite advice: the colour held least, set aside its highest card(s)
        best = min(colours.values(), key=lambda cs: (len(cs), -VALUE[cs[-1]], COLOUR[cs[0]]))
        picked = best[::-1][:count]
    elif strategy == "measured":
        picked = _measured(hand, players, count, colours)
    else:
        raise ValueError(f"unknown pain strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    if len(picked) < count:  # a colour with a single card (two pain cards wanted): take the next lowest card
        rest = sorted((c for c in hand if c not in picked), key=lambda c: (VALUE[c], c))
        picked = list(picked) + rest[: count - len(picked)]
    return tuple(picked)


def _measured(hand: Sequence[Card], players: int, count: int, colours: dict[int, list[Card]]) -> list[Card]:
    outside = {k: _outside(players, hand, k) for k in colours}
    # the candidates: the lowest card(s) of each colour; with two pain cards also one low card each of two colours
    options: list[tuple[Card, ...]] = [tuple(cs[:count]) for cs in colours.values() if len(cs) >= count]
    if count == 2:
        lows = [cs[0] for cs in colours.values()]
        options += list(itertools.combinations(lows, 2))

    def cost(option: tuple[Card, ...]) -> tuple[float, tuple[Card, ...]]:
        pain = {COLOUR[c] for c in option}
        return sum(VALUE[c] for c in option) + OUTSIDE_WEIGHT * sum(outside[k] for k in pain), option

    return list(min(options, key=cost))
