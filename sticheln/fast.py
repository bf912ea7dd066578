"""The integer-coded core shared by the rules engine and the simulation loops.

Trick-taking and scoring are table look-ups so that AI playouts can run tens
of thousands of games per second in pure Python. Who takes a trick is
:data:`TRICK_KEY` and "the first highest key in play order" in two forms, both
here: :func:`trick_winner` (one trick in play order: the engine, the search)
and :func:`take_tricks` (whole tricks in seat order: every random playout).
:class:`sticheln.game.Game` uses the same functions as the AI, so there is one
place for the rules; ``tests/sticheln/test_trick_rule.py`` checks that both
forms agree with the engine on every trick of many random games.
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

# BIDS[lead_colour]: TRICK_KEY[lead_colour] as a bytes.translate table (every key fits a byte).
BIDS: tuple[bytes, ...] = tuple(bytes(keys) + bytes(256 - len(keys)) for keys in TRICK_KEY)

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


def take_tricks(dealt: bytes, stride: int, tricks: int, leader: int, won: list[bytearray]) -> int:
    """Play ``tricks`` whole tricks, trick ``t`` being ``dealt[t::stride]`` in seat order; returns the last taker.

    ``leader`` (a seat) leads the first trick, each taker the next; every
    trick's cards go onto its taker's pile in ``won`` (one per seat). This is
    :func:`trick_winner`'s rule for a trick laid out by seat, not by play:
    the bids are one ``bytes.translate`` and the first highest bid after the
    leader is found in C. It loops over the tricks itself because the
    playouts spend most of their time here: measured with ``timeit`` on 2,000
    random 5-player deals, a function call per trick made this loop 11-25%
    slower, and :func:`trick_winner` taking ``bytes`` (so that it could share
    this code) made the engine's and the search's per-trick call 56-120% slower.
    """
    players = len(won)
    for t in range(tricks):
        column = dealt[t::stride]
        bids = column.translate(BIDS[COLOUR[column[leader]]])
        best = max(bids)
        winner = bids.index(best)
        if winner < leader and bids.count(best) > 1:  # rare: equal bids before and after the leader
            winner = (bids + bids).index(best, leader) % players
        leader = winner
        won[leader] += column
    return leader


def card_points(card: Card, pain_colours: frozenset[int] | set[int]) -> int:
    """Points of one captured card for a player with these pain colours."""
    return -VALUE[card] if COLOUR[card] in pain_colours else 1


def score(cards: list[Card] | tuple[Card, ...], pain_colours: frozenset[int] | set[int]) -> int:
    """RULES.md scoring over captured cards plus pain card(s)."""
    return sum(card_points(c, pain_colours) for c in cards)
