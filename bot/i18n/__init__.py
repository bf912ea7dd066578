"""Speaking the players' language: English, German, French and Brazilian Portuguese, in Project Fluent.

Code names a message and passes raw values (``t("pain_count", expected=2)``); the translation
file of the reader's locale (``bot/locales/<locale>.ftl``) words it, with its own plurals.
The locale is the reader's, set per rendering with :func:`speaking` (a ContextVar: a German
board and a French DM can be rendered side by side), or given explicitly to :func:`translate`.

Adding a message: write it in ``bot/locales/en.ftl`` and in every other locale's file, then
run ``python -m bot.i18n.check`` (the test suite runs it too). Adding a language: copy
``en.ftl`` to ``<locale>.ftl``, translate it, add the locale to
:data:`~bot.i18n.locales.LOCALES` and run the check.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from bot.i18n.catalogue import TranslationError, render
from bot.i18n.context import current_locale, speaking
from bot.i18n.locales import DEFAULT_LOCALE, LOCALES, NATIVE_NAMES, from_environment, supported
from bot.i18n.names import ai_number, ai_seat_name, unmistakable
from bot.i18n.phrase import Phrase
from bot.i18n.values import day_text, decimal, list_text, number_text, quoted, signed_text

__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "NATIVE_NAMES",
    "Phrase",
    "TranslationError",
    "ai_number",
    "ai_seat_name",
    "current_locale",
    "day",
    "decimal",
    "from_environment",
    "number",
    "quoted",
    "shown",
    "signed",
    "speaking",
    "supported",
    "t",
    "translate",
    "word_list",
]


def t(key: str, /, **params: object) -> str:
    """Message ``key`` in the locale being spoken (:func:`speaking`; English by default)."""
    return render(current_locale(), key, params)


def translate(locale: str, key: str, /, **params: object) -> str:
    """Message ``key`` in ``locale``, whatever is being spoken around it."""
    return render(supported(locale) or DEFAULT_LOCALE, key, params)


def number(value: float, digits: int = 1) -> str:
    """A number outside any sentence in the reader's notation ("12,5" in German)."""
    return number_text(value, current_locale(), digits)


def signed(value: float, digits: int = 1) -> str:
    """A number with its sign (``+1,5``; ``0`` without one) in the reader's notation."""
    return signed_text(value, current_locale(), digits)


def day(value: date) -> str:
    """A calendar day outside any sentence in the reader's customary form ("1er mars 2026", "1º de março de 2026");
    inside a sentence, pass the date itself as a value."""
    return day_text(value, current_locale())


def word_list(items: Sequence[str]) -> str:
    """Items as a list in the reader's words: "Ann, Bo and Cy", "Ann, Bo und Cy", "Ann, Bo et Cy"."""
    return list_text(items, current_locale())


def shown(name: str) -> str:
    """A seat's name outside any sentence (an embed field's title): an AI seat's in the reader's words, a player's
    own in quotes when it could pass for an AI seat, the reader or a seat number (:func:`names.unmistakable`)."""
    return t("ai_name", n=number) if (number := ai_number(name)) is not None else unmistakable(name)
