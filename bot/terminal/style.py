"""How the terminal shows things: each card colour in its colour, and catalogue sentences as styled text.

Every sentence comes whole from the translation files (:mod:`bot.i18n`, in the language being
spoken); :func:`sentence` only fills its named parameters, keeping the style of those that
are :class:`~rich.text.Text` (a card, a name).
Without colour (not a terminal, or ``--plain``) the same text prints without its styles.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rich.text import Text

from bot.i18n import t, word_list

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

# a styled value stands in the sentence as a private-use marker while Fluent words it, then is put back
_MARK = re.compile("\ue000([0-9]+)\ue001")


def sentence(key: str, **params: object) -> Text:
    """The sentence ``key`` with ``params`` filled in, as :func:`bot.i18n.t` words it, but styled."""
    styled: list[Text] = []
    plain: dict[str, object] = {}
    for name, value in params.items():
        if isinstance(value, Text):
            plain[name] = f"\ue000{len(styled)}\ue001"
            styled.append(value)
        else:
            plain[name] = value
    out = Text()
    for index, piece in enumerate(_MARK.split(t(key, **plain))):
        if index % 2:
            out.append_text(styled[int(piece)])
        else:
            out.append(piece)
    return out


def card(code: str) -> Text:
    return Text(code, style=CARD_STYLES.get(code[:1], ""))


def cards(codes: Iterable[str]) -> Text:
    return Text(" ").join(card(c) for c in codes)


def colours(letters: Iterable[str]) -> Text:
    """Pain colour letters, each in its colour: ``R`` or, with two pain cards, ``R/G``."""
    return Text("/").join(Text(c, style=CARD_STYLES.get(c, "")) for c in letters)


def colour_name(letter: str) -> Text:
    """A colour's name in the reader's language ("red", "rot"), in its colour."""
    return Text(t("colour", code=letter), style=CARD_STYLES.get(letter, ""))


def listing(items: Iterable[Text], *, conjunction: bool = False) -> Text:
    """Items separated by commas; with ``conjunction``, a list in the reader's words ("Ann, Bo und Cy")."""
    shown = list(items)
    if not conjunction or len(shown) < 2:
        return Text(", ").join(shown)
    out = Text()
    marks = [f"\ue000{i}\ue001" for i in range(len(shown))]
    for index, piece in enumerate(_MARK.split(word_list(marks))):
        if index % 2:
            out.append_text(shown[int(piece)])
        else:
            out.append(piece)
    return out
