"""The translation files, one per locale (``bot/locales/<locale>.ftl``, Project Fluent), and rendering from them.

English is the reference: every other locale has every English message with the same
variables (``python -m bot.i18n.check`` says where not). A message missing in a locale
falls back to English rather than failing a player; the check and the test suite make sure
that never ships.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from importlib import resources

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as ftl
from fluent.syntax import parse

from bot.i18n.locales import DEFAULT_LOCALE, LOCALES
from bot.i18n.values import INITIAL, SIGNED, argument

log = logging.getLogger("bot.i18n")


class TranslationError(ValueError):
    """A message that cannot be rendered: unknown, or given the wrong variables."""


def source(locale: str) -> str:
    """The text of ``locale``'s translation file."""
    return resources.files("bot.locales").joinpath(f"{locale}.ftl").read_text(encoding="utf-8")


@cache
def bundle(locale: str) -> FluentBundle:
    functions: dict[str, Callable[..., object]] = {"SIGNED": SIGNED, "INITIAL": INITIAL}
    made = FluentBundle([locale], functions=functions, use_isolating=False)  # type: ignore[arg-type]
    made.add_resource(FluentResource(source(locale)))
    return made


@cache
def resource(locale: str) -> ftl.Resource:
    """``locale``'s file as Fluent's syntax tree (for the checks: ids, variables, syntax errors)."""
    return parse(source(locale))


def message_ids(locale: str) -> frozenset[str]:
    return frozenset(e.id.name for e in resource(locale).body if isinstance(e, ftl.Message))


PLAIN = (str, int, float)  # values whose type and value alone decide their text
RENDERED_KEPT = 8192  # sentences kept: a game renders the same few thousand again and again


def render(locale: str, key: str, params: Mapping[str, object]) -> str:
    """Message ``key`` in ``locale`` (English if that locale lacks it), with ``params`` as its variables.

    A sentence of plain values (strings and numbers) is rendered once and then taken from a cache: a card
    click re-renders the board and the hands, about 50 sentences of which 95 % were rendered before, and
    Fluent's formatting was a sixth of a click's time. The type is part of the key (``1`` and ``1.0``
    and ``True`` are equal in Python, not in a sentence).
    """
    if all(type(value) in PLAIN for value in params.values()):
        return _plain(locale, key, tuple((name, type(value), value) for name, value in params.items()))
    return _render(locale, key, params)


@lru_cache(maxsize=RENDERED_KEPT)
def _plain(locale: str, key: str, params: tuple[tuple[str, type, object], ...]) -> str:
    return _render(locale, key, {name: value for name, _, value in params})


def _render(locale: str, key: str, params: Mapping[str, object]) -> str:
    chosen = locale if locale in LOCALES else DEFAULT_LOCALE
    found = bundle(chosen)
    if not found.has_message(key):
        if chosen != DEFAULT_LOCALE:
            log.warning("%s has no message %s; using English", chosen, key)
        chosen, found = DEFAULT_LOCALE, bundle(DEFAULT_LOCALE)
        if not found.has_message(key):
            raise TranslationError(f"no message {key!r}")
    message = found.get_message(key)
    if message.value is None:
        raise TranslationError(f"message {key!r} has no value")
    args = {name: argument(value, chosen, render) for name, value in params.items()}
    text, errors = found.format_pattern(message.value, args)
    if errors or not isinstance(text, str):
        raise TranslationError(f"{chosen} {key}: {'; '.join(map(str, errors))}")
    return text
