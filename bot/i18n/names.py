"""An AI seat's name, stored without a language and worded when shown ("AI 1", "KI 1", "IA 1").

A seat keeps the marker :func:`ai_seat_name` makes (in table state, events and game records:
language-neutral data); a sentence given that name as a value shows the reader's word for it.
"""

from __future__ import annotations

import re

AI_MARK = "🤖"  # what a stored AI seat name starts with; shown as such only outside any sentence
_AI_NAME = re.compile(AI_MARK + "([0-9]{1,2})")


def ai_seat_name(number: int) -> str:
    """The stored name of the ``number``-th AI seat at a table (from 1)."""
    return f"{AI_MARK}{number}"


def ai_number(name: str) -> int | None:
    """The AI seat number ``name`` stands for, or None for a player's own name."""
    found = _AI_NAME.fullmatch(name)
    return int(found.group(1)) if found else None
