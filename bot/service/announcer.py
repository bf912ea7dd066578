"""The events of every table, delivered to the subscribers in commit order, one table at a time.

Events are stored with the change that caused them (the outbox,
:mod:`bot.storage.storage`) and delivered afterwards, outside the table's
lock, so a slow subscriber never holds up a move. One process at a time
delivers a table's events (it claims the table's delivery in storage) and
marks them delivered as it goes, so a crash between a commit and its
announcement announces later, and an event delivered is not delivered again.
Events this process committed are delivered from memory; the outbox is read
only for events another process (or an earlier run) left undelivered. A
subscriber that fails is logged and the others still get the event.

What is guaranteed: every committed event is delivered, in commit order, at
least once. Exactly once while the process lives; a crash (or a kill) after
an event was told and before its mark of delivery is stored (marks are
written behind, with the next commits) tells it again after the restart.
Each listener call knows which event it is told, by the same number at every
delivery (:func:`bot.model.contract.told`), so a subscriber whose effect
players can see makes that effect once. The Discord adapter posts each
message it makes for an event once: a game's result by the game
(:mod:`bot.discord.posted_once`), everything else it posts for an event (a
round's scores, a round's or trick's board message, the start message, a
seat's news, a vote, a turn ping or reminder, an away notice, the notice of
closed DMs) by the event's number and the place it goes, noted before the
handler returns (a player's hand DM, sent on a card's path, by the live
hand's decision, which is noted anyway); a tournament's threads and podium once
(:mod:`bot.discord.club.tournament`); and it edits the messages it keeps (the
board, the hands, a tournament's standings). The moment between Discord's
answer to a post and that note is covered by the post's nonce, which Discord
holds for a few minutes only: a restart slower than that after a crash in
that moment (milliseconds wide) may still show that one post twice. An edit
told again may show an older state until the later events are told again.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Awaitable, Callable

from bot.model.contract import Listener, telling
from bot.model.events import Event
from bot.service.scheduler import FIRST_RETRY, LAST_RETRY
from bot.storage.errors import StorageError, without_frames
from bot.storage.records import Numbered
from bot.storage.storage import Storage

log = logging.getLogger(__name__)


Later = Callable[[float, Callable[[], Awaitable[None]]], None]  # run a job after a delay (the scheduler's)


class Announcer:
    def __init__(self, storage: Storage, later: Later) -> None:
        """``later``: how a delivery the database failed is tried again after a pause."""
        self._storage = storage
        self._later = later
        self._finishing: dict[int, asyncio.Task[None]] = {}  # drains handing their lease back
        self._releasing: set[int] = set()  # tables whose lease is being handed back now (nothing being told)
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

    @property
    def finishing(self) -> set[asyncio.Task[None]]:
        """The drains handing their delivery lease back (and delivering what came meanwhile)."""
        return set(self._finishing.values())

    async def finished(self) -> None:
        """Wait until every drain has handed its lease back."""
        while self._finishing:
            await asyncio.gather(*self._finishing.values(), return_exceptions=True)

    async def deliver(self, table_id: int) -> None:
        """Deliver the table's undelivered events in order, unless this process is already at it.

        Returns once the events are told. Handing the delivery lease back
        (with the delivered mark: a database round trip) goes on in a task of
        its own, which also delivers what was committed meanwhile; a click is
        answered without waiting for that bookkeeping. The table's next
        delivery waits for it, so when a change returns, every event committed
        before it is told, as when the release was waited for.
        """
        waited = False
        while (finishing := self._finishing.get(table_id)) is not None and table_id in self._releasing:
            await asyncio.shield(finishing)  # it tells what was committed meanwhile, ours included
            waited = True
        if table_id in self._draining or (waited and not self._fresh.get(table_id)):
            return  # the drain under way delivers them (a listener of it acting on the table), or did
        self._draining.add(table_id)
        try:
            told = await self._tell_claimed(table_id)
        except BaseException:
            self._drained(table_id)
            raise
        if not told:
            self._drained(table_id)
            return
        self._finishing[table_id] = asyncio.create_task(self._finish(table_id), name=f"sticheln-delivered-{table_id}")

    async def deliver_or_retry(self, table_id: int, pause: float = FIRST_RETRY) -> None:
        """:meth:`deliver`; if the database fails meanwhile, the events stay pending and are tried again later."""
        try:
            await self.deliver(table_id)
        except StorageError as err:
            self._retry(table_id, without_frames(err), pause)  # its frames could close a cycle (bot.storage.storage)

    def _retry(self, table_id: int, err: StorageError, pause: float = FIRST_RETRY) -> None:
        log.warning("table %s: announcing its events failed (%s); trying again in %.2g s", table_id, err, pause)
        self._later(pause, lambda: self.deliver_or_retry(table_id, min(2 * pause, LAST_RETRY)))

    async def deliver_waiting(self) -> None:
        """Deliver what this process committed and no drain is delivering yet."""
        for table_id in [tid for tid, fresh in self._fresh.items() if fresh and tid not in self._draining]:
            await self.deliver(table_id)

    async def _finish(self, table_id: int) -> None:
        """Hand the lease back; while events came meanwhile, claim, tell and hand back again."""
        try:
            while await self._released(table_id) and await self._tell_claimed(table_id):
                pass
        except StorageError as err:
            self._retry(table_id, err)
        except Exception:
            log.exception("delivering the events of table %s failed", table_id)
        finally:
            del self._finishing[table_id]
            self._drained(table_id)

    async def _released(self, table_id: int) -> bool:
        """Hand the delivery lease back; whether there is more to deliver (committed here or elsewhere meanwhile)."""
        self._releasing.add(table_id)
        try:
            if await self._storage.release_delivery(table_id):
                self._again.add(table_id)  # committed elsewhere while we delivered
        finally:
            self._releasing.discard(table_id)
        return table_id in self._again

    def _drained(self, table_id: int) -> None:
        self._draining.discard(table_id)
        self._again.discard(table_id)
        if not self._fresh.get(table_id, True):
            del self._fresh[table_id]

    async def _tell_claimed(self, table_id: int) -> bool:
        """Claim the table's delivery and tell its events until nothing is left; False if another process delivers.

        The lease stays taken for :meth:`_released`; if telling fails, it is handed back here.
        """
        self._again.discard(table_id)
        claim = await self._storage.claim_delivery(table_id)
        if claim is None:
            self._fresh.pop(table_id, None)  # the claimant delivers them from the outbox
            return False
        done, latest = claim
        try:
            while batch := await self._after(table_id, done, latest):
                for seq, event in batch:
                    await self._tell(table_id, seq, event)
                done = batch[-1][0]
                latest = max(latest, done)
                await self._storage.mark_delivered(table_id, done)
            if done < latest:  # the outbox lost events it numbered (a stale release could): never wait for them
                log.warning("table %s: events %s to %s are gone from the outbox; skipped", table_id, done + 1, latest)
                await self._storage.mark_delivered(table_id, latest)
        except BaseException:
            await self._storage.release_delivery(table_id)
            raise
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

    async def _tell(self, table_id: int, seq: int, event: Event) -> None:
        for listener in list(self._listeners):
            try:
                with telling(table_id, seq):  # who makes a post for it names the post by it (contract.told)
                    await listener(event)
            except Exception:
                log.exception("event listener failed on %s", type(event).__name__)
