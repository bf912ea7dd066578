"""Live pages: who watches or plays which table, and each table's new state sent to them after every change.

Every event of a table marks it changed; one task per changed table then reads
the table once (this process's copy, no database round trip when it has one),
builds the public state once for all its spectators and each connected seat's
own state, and sends them. Events that come while it works are folded into
the next send, so a burst of events (a trick taken, a round scored, the next
deal) costs one frame per page, and a slow page never holds up the service.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson
from aiohttp import web

from bot.model.contract import WebTables
from bot.model.events import Event
from bot.model.reading import TableReading
from bot.storage.table_notices import Fanout
from bot.web.snapshot import public_state, seat_state

log = logging.getLogger(__name__)
SeatKey = tuple[int, int, int]  # seat, user id, game: what a personal link stands for


@dataclass(frozen=True)
class Limits:
    """What one table, one address and one connection may take."""

    per_table: int = 500  # pages open on one table (players and spectators)
    per_address: int = 50  # pages open from one address, every table together
    message_bytes: int = 1024  # a move is a few dozen bytes: a longer message is answered, not played
    frame_bytes: int = 65536  # beyond this the connection is closed (aiohttp's own limit), not even read
    # a person clicks far slower; a script playing at --delay 0 (one move per decision) stays below it
    messages_per_second: float = 20.0
    burst: int = 20
    send_timeout: float = 5.0  # a page that cannot take a frame this long is closed (it reconnects)


@dataclass(eq=False)
class Viewer:
    """One open page: a spectator (``seat`` None) or a seat's player, in its language."""

    socket: web.WebSocketResponse
    table_id: int
    address: str
    seat: int | None = None
    user_id: int | None = None
    game: int | None = None  # the game a player's link is for
    lang: str = "en"
    tokens: float = 0.0
    refilled: float = field(default_factory=lambda: time.monotonic())

    def allowed(self, limits: Limits) -> bool:
        """A token bucket: ``messages_per_second`` on average, ``burst`` at once."""
        now = time.monotonic()
        self.tokens = min(limits.burst, self.tokens + max(0.0, now - self.refilled) * limits.messages_per_second)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    @property
    def key(self) -> SeatKey | None:
        if self.seat is None or self.user_id is None or self.game is None:
            return None
        return (self.seat, self.user_id, self.game)


class TooMany(Exception):
    """The table or the address has as many pages open as the limits allow; ``key`` says which."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class Live:
    """The open pages of every table, and the frames that keep them up to date."""

    def __init__(self, service: WebTables, limits: Limits, now: Callable[[], float] = time.time) -> None:
        self.service = service
        self.limits = limits
        self._now = now
        self._tables: dict[int, set[Viewer]] = {}
        self._addresses: dict[str, int] = {}
        self._changed: set[int] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self.fanout: Fanout | None = None  # several processes: PostgreSQL tells the others (bot.storage.table_notices)
        # a shared database: read what it has (another process may have changed the table since this one saw it)
        self._cached = not service.shared_storage
        service.subscribe(self.on_event)

    async def share(self, url: str) -> None:
        """Several processes on the PostgreSQL database at ``url``: pages follow changes made anywhere."""
        self.fanout = Fanout(self.changed)
        await self.fanout.start(url)

    def open(self, viewer: Viewer) -> None:
        """Count the page in (TooMany if a limit is reached)."""
        if self._addresses.get(viewer.address, 0) >= self.limits.per_address:
            raise TooMany("web_too_many_address")
        if len(self._tables.get(viewer.table_id, ())) >= self.limits.per_table:
            raise TooMany("web_too_many_table")
        self._tables.setdefault(viewer.table_id, set()).add(viewer)
        self._addresses[viewer.address] = self._addresses.get(viewer.address, 0) + 1

    def close(self, viewer: Viewer) -> None:
        viewers = self._tables.get(viewer.table_id)
        if viewers is None or viewer not in viewers:
            return
        viewers.discard(viewer)
        if not viewers:
            del self._tables[viewer.table_id]
        left = self._addresses[viewer.address] - 1
        if left:
            self._addresses[viewer.address] = left
        else:
            del self._addresses[viewer.address]

    def viewers(self, table_id: int) -> int:
        return len(self._tables.get(table_id, ()))

    async def on_event(self, event: Event) -> None:
        """The service's listener: never awaits, so delivery goes on at once."""
        self.changed(event.table_id)
        if self.fanout is not None:
            self.fanout.announce(event.table_id)

    def changed(self, table_id: int) -> None:
        """Send the table's state to its pages soon (once, however many changes come meanwhile)."""
        if table_id not in self._tables or table_id in self._changed:
            return
        self._changed.add(table_id)
        task = asyncio.create_task(self._send_table(table_id), name=f"sticheln-web-{table_id}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _send_table(self, table_id: int) -> None:
        await asyncio.sleep(0)  # let the events of the same delivery come first
        self._changed.discard(table_id)
        viewers = list(self._tables.get(table_id, ()))
        if not viewers:
            return
        players = {v.key for v in viewers if v.key is not None}
        try:
            frames = await self.service.read(table_id, lambda tb: self.frames(tb, players), cached=self._cached)
        except Exception:
            log.exception("table %s: reading its state for the web pages failed", table_id)
            return
        await asyncio.gather(*(self.send(v, frames.get(v.key) or frames[None]) for v in viewers))

    def frames(self, table: TableReading | None, players: set[SeatKey]) -> dict[SeatKey | None, str]:
        """The public frame, and each player's own while their link holds (else they get the public one)."""
        now = self._now()
        frames: dict[SeatKey | None, str] = {None: frame("state", public_state(table, now))}
        for key in players:
            if holds(table, key):
                frames[key] = frame("state", seat_state(table, key[0], now))
        return frames

    async def send(self, viewer: Viewer, data: str) -> None:
        if viewer.socket.closed:
            return
        try:
            await asyncio.wait_for(viewer.socket.send_str(data), self.limits.send_timeout)
        except (TimeoutError, ConnectionError, RuntimeError):
            await viewer.socket.close()

    async def closing(self) -> None:
        """Close every page (the server stops)."""
        for viewers in list(self._tables.values()):
            for viewer in list(viewers):
                await viewer.socket.close()
        for task in list(self._tasks):
            task.cancel()
        if self.fanout is not None:
            await self.fanout.close()


def frame(kind: str, body: dict[str, Any]) -> str:
    return orjson.dumps({"type": kind, **body}).decode()


def holds(table: TableReading | None, key: SeatKey) -> bool:
    """Whether the seat's player still holds it in the game their link is for (the link expires with it)."""
    seat, user_id, game = key
    return (
        table is not None
        and table.game is not None
        and table.games_started == game
        and 0 <= seat < len(table.seats)
        and table.seats[seat].user_id == user_id
    )
