"""How the terminal shows things: each card colour in its colour, and catalogue sentences as styled text.

Every sentence comes whole from :mod:`bot.text`; :func:`sentence` only fills its named
parameters, keeping the style of those that are :class:`~rich.text.Text` (a card, a name).
Without colour (not a terminal, or ``--plain``) the same text prints without its styles.
"""

from __future__ import annotations

from collections.abc import Iterable
from string import Formatter

from rich.text import Text

from bot.text import CATALOGUE

CARD_STYLES = {
    "R": "bold red",
    "Y": "bold yellow",
    "G": "bold green",
    "B": "bold blue",
    "O": "bold dark_orange",
    "V": "bold magenta",
}
HOLDER = "reverse"  # the card that holds the trick, and who played it
YOU = "bold"
HEADLINE = "bold cyan"
ERROR = "bold red"
TAKEN = "bold"

_FORMATTER = Formatter()


def sentence(key: str, **params: object) -> Text:
    """The catalogue sentence ``key`` with ``params`` filled in, as :func:`bot.text.t` would, but styled."""
    out = Text()
    for literal, field, spec, conversion in _FORMATTER.parse(CATALOGUE[key]):
        out.append(literal)
        if field is None:
            continue
        value = params[field]
        if isinstance(value, Text):
            out.append_text(value)
            continue
        if conversion:
            value = _FORMATTER.convert_field(value, conversion)
        out.append(format(value, spec or ""))
    return out


def card(code: str) -> Text:
    return Text(code, style=CARD_STYLES.get(code[:1], ""))


def cards(codes: Iterable[str]) -> Text:
    return Text(" ").join(card(c) for c in codes)


def colours(letters: Iterable[str]) -> Text:
    """Pain colour letters, each in its colour: ``R`` or, with two pain cards, ``R/G``."""
    return Text("/").join(Text(c, style=CARD_STYLES.get(c, "")) for c in letters)


def listing(items: Iterable[Text]) -> Text:
    return Text(", ").join(items)
