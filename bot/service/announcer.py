"""The events of every table, delivered to the subscribers in commit order, one table at a time.

Events are stored with the change that caused them (the outbox,
:mod:`bot.service.storage`) and delivered afterwards, outside the table's
lock, so a slow subscriber never holds up a move. One process at a time
delivers a table's events (it claims the table's delivery in storage) and
marks them delivered as it goes, so a crash between a commit and its
announcement announces later, and an event delivered is not delivered again.
Events this process committed are delivered from memory; the outbox is read
only for events another process (or an earlier run) left undelivered. A
subscriber that fails is logged and the others still get the event.
"""

from __future__ import annotations

import logging
from collections import deque

from bot.service.contract import Listener
from bot.service.events import Event
from bot.service.storage import Numbered, Storage

log = logging.getLogger(__name__)


class Announcer:
    def __init__(self, storage: Storage) -> None:
        self._storage = storage
        self._listeners: list[Listener] = []
        self._fresh: dict[int, deque[Numbered]] = {}  # committed here, not yet delivered
        self._draining: set[int] = set()
        self._again: set[int] = set()  # committed here while its drain was under way

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def committed(self, table_id: int, events: list[Numbered]) -> None:
        """Events just committed for the table (call under its lock, so the order is the commit order)."""
        if events:
            self._fresh.setdefault(table_id, deque()).extend(events)
            if table_id in self._draining:
                self._again.add(table_id)  # the drain may be past its last look

    def has_news(self, table_id: int) -> bool:
        """This process committed events for the table that are not delivered yet."""
        return bool(self._fresh.get(table_id))

    @property
    def pending(self) -> bool:
        return bool(self._draining) or any(self._fresh.values())

    async def deliver(self, table_id: int) -> None:
        """Deliver the table's undelivered events in order, unless this process is already at it."""
        if table_id in self._draining:
            return  # the drain under way delivers them
        self._draining.add(table_id)
        try:
            while await self._deliver_claimed(table_id) and table_id in self._again:
                pass
        finally:
            self._draining.discard(table_id)
            self._again.discard(table_id)
            if not self._fresh.get(table_id, True):
                del self._fresh[table_id]

    async def deliver_waiting(self) -> None:
        """Deliver what this process committed and no drain is delivering yet."""
        for table_id in [tid for tid, fresh in self._fresh.items() if fresh and tid not in self._draining]:
            await self.deliver(table_id)

    async def _deliver_claimed(self, table_id: int) -> bool:
        """Claim the table's delivery and deliver until nothing is left; False if another process delivers."""
        self._again.discard(table_id)
        claim = await self._storage.claim_delivery(table_id)
        if claim is None:
            self._fresh.pop(table_id, None)  # the claimant delivers them from the outbox
            return False
        done, latest = claim
        try:
            while batch := await self._after(table_id, done, latest):
                for _, event in batch:
                    await self._tell(event)
                done = batch[-1][0]
                latest = max(latest, done)
                await self._storage.mark_delivered(table_id, done)
        finally:
            if await self._storage.release_delivery(table_id):
                self._again.add(table_id)  # committed elsewhere while we delivered
        return True

    async def _after(self, table_id: int, done: int, latest: int) -> list[Numbered]:
        """The events after ``done``: from memory when they follow on, else from the outbox if it has more."""
        fresh = self._fresh.get(table_id)
        while fresh and fresh[0][0] <= done:
            fresh.popleft()  # delivered meanwhile (by another process, or an earlier claim)
        if fresh and fresh[0][0] == done + 1:
            batch = [fresh.popleft()]
            while fresh and fresh[0][0] == batch[-1][0] + 1:
                batch.append(fresh.popleft())
            return batch
        if done < latest or fresh:
            return await self._storage.pending_events(table_id, done)
        return []

    async def _tell(self, event: Event) -> None:
        for listener in list(self._listeners):
            try:
                await listener(event)
            except Exception:
                log.exception("event listener failed on %s", type(event).__name__)
