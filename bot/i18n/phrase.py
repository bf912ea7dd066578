"""A message used as a value inside another, rendered in the reader's locale like the sentence around it."""

from __future__ import annotations

from bot.i18n.catalogue import render
from bot.i18n.context import current_locale
from bot.i18n.values import MessageValue


class Phrase(MessageValue):
    """``Phrase("ai_name", n=1)`` is "AI 1", "KI 1" or "IA 1", whoever reads it.

    A sentence renders it in its own locale (:func:`bot.i18n.values.argument`); ``str()`` in the language being
    spoken (:func:`bot.i18n.speaking`).
    """

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.params.items(), key=lambda kv: kv[0]))))

    def __repr__(self) -> str:
        return f"Phrase({self.key!r}, **{self.params!r})"

    def __str__(self) -> str:
        return render(current_locale(), self.key, self.params)
