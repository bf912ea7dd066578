"""Cards, card codes and the deck for each table size (RULES.md, "The deck").

A card is an ``int``: ``colour * 15 + value``, colours in the order of
:data:`COLOURS`. Integers keep the simulation loops fast; codes such as ``R7``
are what people, records and logs see.
"""

from __future__ import annotations

COLOURS = "RYGBOV"
COLOUR_NAMES = ("red", "yellow", "green", "blue", "orange", "violet")
VALUES_PER_COLOUR = 15
MIN_PLAYERS, MAX_PLAYERS = 3, 6
HAND_SIZE = 15

# players -> (number of colours used, highest value)
DECK_SHAPE: dict[int, tuple[int, int]] = {3: (5, 8), 4: (5, 11), 5: (5, 14), 6: (6, 14)}

Card = int


class CardError(ValueError):
    """A card code that does not name a card of this table's deck."""


def make_card(colour: int, value: int) -> Card:
    return colour * VALUES_PER_COLOUR + value


CODES: tuple[str, ...] = tuple(f"{COLOURS[c // VALUES_PER_COLOUR]}{c % VALUES_PER_COLOUR}" for c in range(90))


def card_code(card: Card) -> str:
    """``R7`` for red 7."""
    return CODES[card]


def deck(players: int) -> list[Card]:
    """Every card used at a table of ``players``, sorted by colour and value."""
    try:
        return list(_DECKS[players])
    except KeyError:
        _shape(players)  # raises the CardError that names the table sizes
        raise


_DECKS: dict[int, tuple[Card, ...]] = {
    players: tuple(make_card(c, v) for c in range(colours) for v in range(top + 1))
    for players, (colours, top) in DECK_SHAPE.items()
}
# per table size: every valid code -> its card (the parsers' fast path)
_CARDS_AT: dict[int, dict[str, Card]] = {players: {CODES[c]: c for c in cards} for players, cards in _DECKS.items()}


def _shape(players: int) -> tuple[int, int]:
    try:
        return DECK_SHAPE[players]
    except KeyError:
        raise CardError(f"a table has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}") from None


def parse_card(text: str, players: int = 6) -> Card:
    """Read a card code (case-insensitive, surrounding blanks ignored).

    Raises :class:`CardError` naming the valid colours and values for a table
    of ``players`` when the code is not a card of that deck.
    """
    valid_here = _CARDS_AT.get(players)
    if valid_here is not None:
        card = valid_here.get(text)  # codes from views and records are already exact
        if card is None:
            card = valid_here.get(text.strip().upper())  # exact codes only: no "R07", no other digits
        if card is not None:
            return card
    colours, top = _shape(players)
    valid = ", ".join(f"{COLOURS[c]} ({COLOUR_NAMES[c]})" for c in range(colours))
    raise CardError(
        f"{text.strip()!r} is not a card at a {players}-player table: "
        f"a card is a colour letter ({valid}) followed by a value from 0 to {top}, e.g. {COLOURS[0]}7"
    )
