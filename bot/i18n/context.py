"""Whose language is spoken right now: a ContextVar, set around each rendering, never a global install.

Each asyncio task has its own copy, so a German board and a French DM can be rendered at once;
:func:`speaking` sets the locale for a block and restores the one before.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from bot.i18n.locales import DEFAULT_LOCALE, supported

_current: ContextVar[str] = ContextVar("sticheln_locale", default=DEFAULT_LOCALE)


def current_locale() -> str:
    return _current.get()


def use(locale: str | None) -> str:
    """Speak ``locale`` for the rest of the current task (an interaction's), without a block to end it."""
    chosen = supported(locale) or DEFAULT_LOCALE
    _current.set(chosen)
    return chosen


@contextmanager
def speaking(locale: str | None) -> Iterator[str]:
    """Render in ``locale`` (any tag :func:`~bot.i18n.locales.supported` knows; otherwise English) in this block."""
    chosen = supported(locale) or DEFAULT_LOCALE
    token = _current.set(chosen)
    try:
        yield chosen
    finally:
        _current.reset(token)
