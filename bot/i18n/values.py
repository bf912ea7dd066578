"""What code hands to a sentence: raw values, made into Fluent arguments in the reader's locale.

Numbers stay numbers (the locale writes "12,5" or "12.5", and plural rules select on them),
names stay strings, a sequence of names becomes a list in the locale's words ("Ann, Bo und
Cy"), and a :class:`~bot.i18n.phrase.Phrase` (an AI seat's name, an AI level, a colour) is a message of its
own, rendered in the same locale as the sentence around it. Nothing is pre-built in English.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from datetime import date, datetime
from functools import cache, lru_cache

import babel
from babel.dates import format_date
from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.runtime.types import FluentDateTime, FluentType, fluent_number

from bot.i18n.names import ai_number

Render = Callable[[str, str, Mapping[str, object]], str]  # (locale, key, params) -> text

# Fluent refuses a sentence whose placeable is longer than this (2,500 characters: "Too many characters in
# placeable"); a longer value is cut to it with an ellipsis instead, so that no input, however long, fails a sentence
PLACEABLE_MAX = MAX_PART_LENGTH
QUOTED_MAX = 40  # what someone typed, quoted back to them in a one-line answer
ELLIPSIS = "…"


class MessageValue:
    """A message used as a value inside another (see :class:`bot.i18n.phrase.Phrase`): its key and variables."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params


class Signed(FluentType):
    """A number with its sign, as Python's ``+d`` writes it: ``+3``, ``-1,5``, ``+0`` (``SIGNED($x)`` in a message)."""

    def __init__(self, value: float, digits: int) -> None:
        self.value = round(float(value), digits) or 0.0  # never "-0"
        self.digits = digits

    def format(self, locale: babel.Locale) -> str:
        pattern = "0." + "0" * self.digits if self.digits else "0"
        shown = str(format_decimal(abs(self.value), format=pattern, locale=locale))
        return ("-" if self.value < 0 else "+") + shown


def SIGNED(number: object) -> FluentType:
    """The Fluent function ``SIGNED($points)``: the number with a sign where it has one."""
    if isinstance(number, bool) or not isinstance(number, int | float):
        raise TypeError(f"SIGNED takes a number, not {number!r}")
    digits = (
        0 if isinstance(number, int) else int(getattr(getattr(number, "options", None), "maximumFractionDigits", 1))
    )
    return Signed(number, digits)


class SeatName(FluentType):
    """An AI seat's name in the reader's words ("IA 2"), known as the AI's: French says "de l'IA 2",
    Portuguese "da IA 2", where a player's name takes no article ("d'Anna", "de Ana")."""

    def __init__(self, text: str) -> None:
        self.text = text

    def format(self, locale: babel.Locale) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text


# a name's first letter that makes French elide "de" and "que" (d'Anna, qu'Hugo: a first name's h is mute)
ELIDING = frozenset("aeiouyàâäæéèêëîïôöœùûüh")


def INITIAL(value: object) -> str:
    """The Fluent function ``INITIAL($name)``: ``ai`` for an AI seat, ``vowel`` for a name a French
    "de" elides before, else ``consonant``; a message selects on it (``[vowel] d'{ $name }``)."""
    if isinstance(value, SeatName):
        return "ai"
    letters = [c for c in str(value) if c.isalpha()]
    return "vowel" if letters and letters[0].casefold() in ELIDING else "consonant"


def decimal(value: float, digits: int = 1) -> FluentType:
    """``value`` with exactly ``digits`` decimals, in the reader's notation ("12,5"); never "-0.0"."""
    rounded = round(float(value), digits) or 0.0
    number: FluentType = fluent_number(
        rounded, minimumFractionDigits=digits, maximumFractionDigits=digits, useGrouping=False
    )
    return number


def argument(value: object, locale: str, render: Render) -> str | FluentType:
    """``value`` as a Fluent argument for a sentence in ``locale``."""
    if isinstance(value, str):
        seat = ai_number(value)
        return cut(value, PLACEABLE_MAX) if seat is None else SeatName(render(locale, "ai_name", {"n": seat}))
    if isinstance(value, FluentType):
        return value
    if isinstance(value, bool):
        raise TypeError("a sentence takes no booleans: pass a word to select on")
    if isinstance(value, int | float):
        made: FluentType = fluent_number(value, useGrouping=False)  # seat numbers and pids are never grouped
        return made
    if isinstance(value, MessageValue):
        return cut(render(locale, value.key, value.params), PLACEABLE_MAX)
    if isinstance(value, datetime):
        return FluentDateTime.from_date_time(value)
    if isinstance(value, date):
        return day_text(value, locale)
    if isinstance(value, Sequence):
        items = [argument(item, locale, render) for item in value]
        joined = cut(list_text([str(item) for item in items], locale), PLACEABLE_MAX)
        return SeatName(joined) if items and isinstance(items[0], SeatName) else joined
    return cut(str(value), PLACEABLE_MAX)


def cut(text: str, most: int) -> str:
    """``text`` if it has at most ``most`` characters, else its beginning and an ellipsis, ``most`` in all."""
    return text if len(text) <= most else text[: most - len(ELLIPSIS)] + ELLIPSIS


def quoted(typed: str, most: int = QUOTED_MAX) -> str:
    """What someone typed, fit to be quoted back in one line: each control character (a line break, a tab, an
    escape sequence's ESC, a bidirectional override that would turn the rest of the line around) shown as "�",
    and a long text cut to ``most`` characters with an ellipsis. Emoji, accents and right-to-left letters stay."""
    shown = "".join("\ufffd" if _control(ch) else ch for ch in typed)
    return cut(shown, most)


def _control(ch: str) -> bool:
    kind = unicodedata.category(ch)
    return kind == "Cc" or (kind == "Cf" and unicodedata.bidirectional(ch) in BIDI_CONTROLS)


BIDI_CONTROLS = frozenset({"LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"})


def list_text(items: Sequence[str], locale: str) -> str:
    """Items joined the way ``locale`` writes a list ("Ann, Bo und Cy"); English without the serial comma."""
    if not items:
        return ""
    if locale == "en" and len(items) > 2:
        return ", ".join(items[:-1]) + " and " + items[-1]  # the bot's English has never used the Oxford comma
    return str(format_list(list(items), style="standard", locale=babel_locale(locale)))


@cache
def babel_locale(locale: str) -> babel.Locale:
    return babel.Locale.parse(locale.replace("-", "_"))


def number_text(value: float, locale: str, digits: int = 1) -> str:
    """A number outside any sentence (a table cell), in the locale's notation ("12,5"); never "-0,0"."""
    return _decimal_text(round(float(value), digits) or 0.0, locale, digits)  # -0.0 becomes 0.0


@lru_cache(maxsize=4096)
def _decimal_text(rounded: float, locale: str, digits: int) -> str:
    """Formatted once per value: the boards show the same few totals on every click, and babel is slow."""
    pattern = "0." + "0" * digits if digits else "0"
    return str(format_decimal(rounded, format=pattern, locale=babel_locale(locale)))


def signed_text(value: float, locale: str, digits: int = 1) -> str:
    """``+1,5``, ``-0,4``, ``0,0``: a number outside any sentence with a sign only where there is one."""
    shown = number_text(value, locale, digits)
    return "+" + shown if round(float(value), digits) > 0 else shown


# the first of the month as each language writes it in a date ("1er mars", "1º de março"); babel writes "1"
FIRST_OF_MONTH = {"fr": "1er", "pt-BR": "1º"}


def day_text(day: date, locale: str) -> str:
    """A calendar day in the reader's customary form: "March 1, 2026", "1. März 2026", "1er mars 2026",
    "1º de março de 2026"."""
    shown = str(format_date(day, "long", locale=babel_locale(locale)))
    first = FIRST_OF_MONTH.get(locale)
    return first + shown[1:] if first and day.day == 1 and shown.startswith("1 ") else shown
