"""Pain-card choice: the candidate strategies, measured against each other.

The pain colour decides which cards hurt their owner for the whole round: the
pain card itself scores minus its value, and every card of that colour in the
other hands can be dumped on its owner later. Candidates, measured with
``normal`` playing each on duplicate deals (benchmarks/ai_tournament.py
``normal-bsw normal-count normal-outside normal-few``):

- ``bsw``: BSW's advice, the colour held most, setting aside its lowest card.
- ``count``: a colour's lowest value traded against how many cards of it we
  hold (:data:`COUNT_WEIGHT` points per card).
- ``outside``: a colour's lowest value plus :data:`OUTSIDE_WEIGHT` times the
  value of its cards that others hold.
- ``few``: the opposite advice found on the web, the colour held least,
  setting aside its highest card.

``few`` is 7.5 to 8.7 points per round worse than each of the others (4
players, 300 deals). The other three are within about one point of each other
and which leads depends on the table: head to head ``bsw`` beat ``outside`` by
+0.37 at 4 players (500 deals) and +0.37 at 6 (300 deals), both within the
noise, while at a four-way table with ``few`` seated ``outside`` led ``bsw`` by
1.2. The default is BSW's rule: never measured worse head to head, and the one
human players recognise.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from sticheln.cards import Card, deck
from sticheln.fast import COLOUR, VALUE

STRATEGIES = ("bsw", "count", "outside", "few")
DEFAULT = "bsw"

# The default weights: points per card held (``count``), or per point of
# outside value (``outside``); see the measurements above.
COUNT_WEIGHT = 2.0
OUTSIDE_WEIGHT = 0.3


def _by_colour(hand: Sequence[Card]) -> dict[int, list[Card]]:
    colours: dict[int, list[Card]] = {}
    for c in sorted(hand):
        colours.setdefault(COLOUR[c], []).append(c)
    return colours


def _outside(players: int, hand: Sequence[Card], colour: int) -> int:
    """Sum of the values of ``colour``'s cards that are not in ``hand``: what others can dump on us."""
    mine = set(hand)
    return sum(VALUE[c] for c in deck(players) if COLOUR[c] == colour and c not in mine)


def choose_pain(
    hand: Sequence[Card], players: int, count: int = 1, strategy: str = DEFAULT, weight: float | None = None
) -> tuple[Card, ...]:
    """``count`` (1 or 2) different pain cards out of ``hand`` by ``strategy`` (one of :data:`STRATEGIES`).

    ``weight`` overrides :data:`COUNT_WEIGHT` or :data:`OUTSIDE_WEIGHT`.
    """
    colours = _by_colour(hand)
    if strategy == "bsw":
        # most cards of a colour; among equals the one with the lowest card; set aside its lowest card(s)
        best = min(colours.values(), key=lambda cs: (-len(cs), VALUE[cs[0]], COLOUR[cs[0]]))
        picked = best[:count]
    elif strategy == "few":
        # the opposite advice: the colour held least, set aside its highest card(s)
        best = min(colours.values(), key=lambda cs: (len(cs), -VALUE[cs[-1]], COLOUR[cs[0]]))
        picked = best[::-1][:count]
    elif strategy == "count":
        # trade the pain card's value against how many cards of its colour we hold
        per_card = COUNT_WEIGHT if weight is None else weight
        best = min(colours.values(), key=lambda cs: (VALUE[cs[0]] - per_card * len(cs), COLOUR[cs[0]]))
        picked = best[:count]
    elif strategy == "outside":
        picked = _outside_rule(hand, players, count, colours, OUTSIDE_WEIGHT if weight is None else weight)
    else:
        raise ValueError(f"unknown pain strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    if len(picked) < count:  # a colour with a single card (two pain cards wanted): take the next lowest card
        rest = sorted((c for c in hand if c not in picked), key=lambda c: (VALUE[c], c))
        picked = list(picked) + rest[: count - len(picked)]
    return tuple(picked)


def _outside_rule(
    hand: Sequence[Card], players: int, count: int, colours: dict[int, list[Card]], weight: float
) -> list[Card]:
    outside = {k: _outside(players, hand, k) for k in colours}
    # the candidates: the lowest card(s) of each colour; with two pain cards also one low card each of two colours
    options: list[tuple[Card, ...]] = [tuple(cs[:count]) for cs in colours.values() if len(cs) >= count]
    if count == 2:
        lows = [cs[0] for cs in colours.values()]
        options += list(itertools.combinations(lows, 2))

    def cost(option: tuple[Card, ...]) -> tuple[float, tuple[Card, ...]]:
        pain = {COLOUR[c] for c in option}
        return sum(VALUE[c] for c in option) + weight * sum(outside[k] for k in pain), tuple(option)

    best = min(options, key=cost)
    return list(best)
