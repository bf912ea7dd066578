"""The one exception the table service raises for a refused operation."""

from __future__ import annotations

from bot.text import t


class Refusal(Exception):
    """An operation the table refuses. ``str()`` is the polite sentence to show the user.

    ``key`` names the message in :mod:`bot.text`; nothing changed when this is raised.
    """

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(t(key, **params))
