"""The events of every table, delivered to the subscribers in commit order, one table at a time.

One queue per table. Events are queued right after their commit and
delivered outside the table's lock, so a slow subscriber never holds up a
move; a subscriber's own actions on the same table queue behind the events
being delivered. A subscriber that fails is logged and the others still get
the event.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence

from bot.service.contract import Listener
from bot.service.events import Event

log = logging.getLogger(__name__)


class Announcer:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._queues: dict[int, deque[Event]] = {}
        self._draining: set[int] = set()

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def queue(self, table_id: int, events: Sequence[Event]) -> None:
        """Queue events just committed (call under the table's lock, so the order is the commit order)."""
        if events:
            self._queues.setdefault(table_id, deque()).extend(events)

    @property
    def pending(self) -> bool:
        return bool(self._draining) or any(self._queues.values())

    async def drain(self, table_id: int) -> None:
        """Deliver the table's queued events in order, unless that is already under way."""
        if table_id in self._draining:
            return
        self._draining.add(table_id)
        try:
            queue = self._queues.get(table_id)
            while queue:
                event = queue.popleft()
                for listener in list(self._listeners):
                    try:
                        await listener(event)
                    except Exception:
                        log.exception("event listener failed on %s", type(event).__name__)
        finally:
            self._draining.discard(table_id)
            if not self._queues.get(table_id, True):
                del self._queues[table_id]

    async def drain_all(self) -> None:
        """Deliver what no drain is delivering yet (queued events whose drain ended early)."""
        for table_id in [tid for tid, queue in self._queues.items() if queue and tid not in self._draining]:
            await self.drain(table_id)
