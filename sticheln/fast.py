"""The integer-coded core shared by the rules engine and the simulation loops.

Trick-taking and scoring are table look-ups so that AI playouts can run tens
of thousands of games per second in pure Python. :class:`sticheln.game.Game`
uses the same functions, so there is one implementation of the rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from sticheln.cards import COLOURS, VALUES_PER_COLOUR, Card

_CARDS = range(len(COLOURS) * VALUES_PER_COLOUR)
COLOUR = tuple(c // VALUES_PER_COLOUR for c in _CARDS)
VALUE = tuple(c % VALUES_PER_COLOUR for c in _CARDS)

# TRICK_KEY[lead_colour][card]: how strongly ``card`` bids for a trick led in
# ``lead_colour``. Zeros never take (0); lead-colour cards bid their value;
# any other colour is a trump and outranks every lead-colour card (value + 15).
# The first card with the highest key takes the trick; when every key is 0 that
# is the leader, exactly as RULES.md says.
TRICK_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(0 if VALUE[c] == 0 else VALUE[c] if COLOUR[c] == lead else VALUE[c] + VALUES_PER_COLOUR for c in _CARDS)
    for lead in range(len(COLOURS))
)

# CARD_POINTS[pain_colour][card]: what ``card`` is worth to a player whose pain
# colour is ``pain_colour``: +1, or minus its value when it is of that colour.
CARD_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(-VALUE[c] if COLOUR[c] == pain else 1 for c in _CARDS) for pain in range(len(COLOURS))
)


def trick_winner(cards: Sequence[Card]) -> int:
    """Index (0 = the leader's card) of the card that takes the trick so far."""
    keys = TRICK_KEY[COLOUR[cards[0]]]
    best, best_key = 0, keys[cards[0]]
    for i in range(1, len(cards)):
        key = keys[cards[i]]
        if key > best_key:
            best, best_key = i, key
    return best


def card_points(card: Card, pain_colours: frozenset[int] | set[int]) -> int:
    """Points of one captured card for a player with these pain colours."""
    return -VALUE[card] if COLOUR[card] in pain_colours else 1


def score(cards: list[Card] | tuple[Card, ...], pain_colours: frozenset[int] | set[int]) -> int:
    """RULES.md scoring over captured cards plus pain card(s)."""
    return sum(card_points(c, pain_colours) for c in cards)
