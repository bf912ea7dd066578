"""What an English sentence looks like: the fixed words of every English message, to find them in a transcript."""

from __future__ import annotations

import re
from functools import cache

from bot.i18n import LOCALES, translate
from bot.i18n.check import messages, variables

FILLER = 777777  # stands for every variable (a number fits every placeable: plain, SIGNED, selectors)
_SPLIT = re.compile(r"[+-]?777777")
SHORTEST = 12  # shorter pieces ("Round ", ": ") say too little to call a text English


def _rendered(locale: str) -> list[str]:
    return [translate(locale, key, **dict.fromkeys(variables("en", key), FILLER)) for key in messages(locale)]


@cache
def english_pieces() -> frozenset[str]:
    """The English catalogue's fixed text, piece by piece, leaving out what another locale says word for word."""
    others = "\n".join(text for locale in LOCALES if locale != "en" for text in _rendered(locale))
    pieces = set()
    for text in _rendered("en"):
        for line in text.splitlines():
            for piece in _SPLIT.split(line):
                piece = piece.strip(" .,;:()-–·•*")
                if len(piece) >= SHORTEST and re.search(r"[a-z]{3} [a-z]", piece) and piece not in others:
                    pieces.add(piece)
    return frozenset(pieces)


def english_in(text: str) -> list[str]:
    """The English catalogue pieces found in ``text``."""
    return sorted(piece for piece in english_pieces() if piece in text)
