"""An AI seat's name, stored without a language and worded when shown ("AI 1", "KI 1", "IA 1").

A seat keeps the marker :func:`ai_seat_name` makes (in table state, events and game records:
language-neutral data); a sentence given that name as a value shows the reader's word for it.
"""

from __future__ import annotations

import re
import unicodedata

AI_MARK = "🤖"  # what a stored AI seat name starts with; shown as such only outside any sentence
_AI_NAME = re.compile(AI_MARK + "([0-9]{1,2})")


def ai_seat_name(number: int) -> str:
    """The stored name of the ``number``-th AI seat at a table (from 1)."""
    return f"{AI_MARK}{number}"


def ai_number(name: str) -> int | None:
    """The AI seat number ``name`` stands for, or None for a player's own name."""
    found = _AI_NAME.fullmatch(name)
    return int(found.group(1)) if found else None


# A player's own name that reads like the computer's seat ("AI 2", "KI 2", "Bot"), like the reader ("You", "Du",
# "Toi", "Você") or like a seat number ("2", "Seat 2") in any of the languages: shown in quotes, so it reads as
# a name someone chose (the AI's own seats are named by AI_MARK, which a player's name never carries).
_POSING = re.compile(
    r"(?:ai|ki|ia|cpu|bot|computer|computador|ordinateur|ordi|robot|roboter|robô|robo)(?:\s*[#.:-]?\s*\d{1,2})?"
    r"|you|your|yours|du|dich|dir|ich|toi|vous|tu|moi|você|voce|vc|eu|me|myself|i"
    r"|#?\s*\d{1,2}"
    r"|(?:seat|place|platz|siège|siege|lugar|assento|player|spieler|joueur|jogador)\s*#?\s*\d{1,2}",
    re.IGNORECASE,
)


def without_ai_mark(name: str) -> str:
    """A player's own name without the AI's mark (🤖): the AI badge comes from the seat, never from a name."""
    return " ".join(name.replace(AI_MARK, " ").split()) or "?"


def unmistakable(name: str) -> str:
    """A player's name as shown: in quotes when it could pass for an AI seat, the reader or a seat number
    (compared as it looks: full-width letters and invisible joiners do not hide it)."""
    looks = "".join(ch for ch in unicodedata.normalize("NFKC", name) if unicodedata.category(ch) != "Cf")
    return f"“{name}”" if _POSING.fullmatch(looks.strip()) else name
