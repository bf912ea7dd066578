"""Service events to the adapter's handlers: who handles what, in one place.

The board (:mod:`bot.discord.table.board`) registers the public events it renders,
the DM side (:mod:`bot.discord.hands.delivery`) the private ones; an event goes to
every handler registered for its class or a base class, in registration
order. The newest public board of each table is kept here for handlers that
need it (a hand shows the trick on the table).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from bot.i18n import speaking
from bot.model.events import Board, Event, PublicEvent

log = logging.getLogger("bot.discord")

E = TypeVar("E")
Handler = Callable[[Any], Awaitable[None]]


class EventRouter:
    def __init__(self) -> None:
        self._handlers: dict[type, list[Handler]] = {}
        self._boards: dict[int, Board] = {}

    def on(self, kind: type[E], handler: Callable[[E], Awaitable[None]]) -> None:
        """Call ``handler`` with every event of class ``kind`` (or a subclass)."""
        self._handlers.setdefault(kind, []).append(handler)

    def board(self, table_id: int) -> Board | None:
        """The newest public board seen for the table."""
        return self._boards.get(table_id)

    async def __call__(self, event: Event) -> None:
        """The service's listener: one event, to each of its handlers in turn."""
        if isinstance(event, PublicEvent):
            self._boards[event.table_id] = event.board
        handlers = [h for kind in type(event).__mro__ for h in self._handlers.get(kind, ())]
        if not handlers:
            log.debug("no handler for %s", type(event).__name__)
        with speaking(None):  # English unless a handler speaks its reader's language; never the clicker's
            for handler in handlers:
                await handler(event)
