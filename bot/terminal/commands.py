"""What the player typed at the prompt: card codes, a command word, or something unknown."""

from __future__ import annotations

import re
from dataclasses import dataclass

WORDS = {
    "help": "help",
    "?": "help",
    "hand": "hand",
    "info": "info",
    "hint": "hint",
    "spielinfo": "info",
    "rules": "rules",
    "quit": "quit",
    "exit": "quit",
    "q": "quit",
}
# A colour letter and a number: worth sending to the table, whose refusal then says what is wrong
# with it (``X3``, ``R15``). Anything else that is not a command word is an unknown command.
CARD_LIKE = re.compile(r"[a-z][0-9]{1,3}", re.IGNORECASE)


@dataclass(frozen=True)
class Typed:
    # "cards", "empty", "unknown", "alone" (a command word with more words after it, ``word``),
    # or a command: "help", "hand", "info", "hint", "rules", "quit"
    kind: str
    cards: tuple[str, ...] = ()
    word: str = ""


def parse(line: str) -> Typed:
    words = line.replace(",", " ").split()
    if not words:
        return Typed("empty")
    if words[0].lower() in WORDS:
        return Typed(WORDS[words[0].lower()]) if len(words) == 1 else Typed("alone", word=words[0].lower())
    unknown = next((w for w in words if not CARD_LIKE.fullmatch(w)), None)
    if unknown is not None:
        return Typed("unknown", word=unknown)
    return Typed("cards", cards=tuple(words))
