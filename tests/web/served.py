"""A table service and its web table in a thread of their own, for a browser test to drive (the browser's
API is synchronous; the service runs in its own event loop meanwhile)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from aiohttp import web

from bot.service import Actor, TableService
from bot.settings import Settings, Timers
from bot.web.links import Links
from bot.web.live import Limits
from bot.web.server import WebTable

T = TypeVar("T")
TABLE = 7


class Served:
    def __init__(
        self, loop: asyncio.AbstractEventLoop, service: TableService, site: WebTable, base: str, runner: web.AppRunner
    ) -> None:
        self.loop, self.service, self.site, self.base, self.runner = loop, service, site, base, runner
        self.listening: web.TCPSite | None = None

    def outage(self) -> None:
        """The server goes away: every live connection is closed and nothing listens until :meth:`back`."""

        async def down() -> None:
            if self.listening is not None:
                await self.listening.stop()
            await self.site.live.closing()

        self.run(down)

    def back(self) -> None:
        """The server listens again on the same port (the pages reconnect on their own)."""
        port = int(self.base.rsplit(":", 1)[1])

        async def up() -> None:
            self.listening = web.TCPSite(self.runner, "127.0.0.1", port)
            await self.listening.start()

        self.run(up)

    def run(self, make: Callable[[], Awaitable[T]]) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(_call(make), self.loop)
        return future.result(timeout=30)

    def play_url(self, seat: int, table_id: int = TABLE) -> str:
        table = self.run(lambda: self.service.read(table_id, lambda tb: tb))
        return self.base + self.site.play_path(self.site.seat_link(table, seat))

    def watch_url(self, table_id: int = TABLE) -> str:
        return self.base + self.site.watch_path(table_id)

    def version(self, table_id: int = TABLE) -> int:
        return self.run(lambda: self.service.board(table_id)).version


async def _call(make: Callable[[], Awaitable[T]]) -> T:
    return await make()


@contextmanager
def served(
    tmp_path: Path,
    names: list[str],
    *,
    ai_players: int = 0,
    options: dict[str, str] | None = None,
    limits: Limits | None = None,
    **site_options: Any,
) -> Iterator[Served]:
    """A started game at table :data:`TABLE` with human ``names`` (user ids 1, 2, ...) and AI players."""
    loop = asyncio.new_event_loop()
    ready: Future[Served] = Future()
    stop = asyncio.Event()

    async def main() -> None:
        settings = Settings(
            database=tmp_path / "web.db", ai_delay=0, timers=Timers(pain_seconds=3600, card_seconds=3600)
        )
        service = await TableService.open(settings, seed=5)
        await service.resume()
        humans = [Actor(i + 1, name) for i, name in enumerate(names)]
        for actor in humans:
            await service.join(TABLE, None, actor)
        for _ in range(ai_players):
            await service.add_bot(TABLE, None, humans[0], "easy")
        for name, value in (options or {}).items():
            await service.set_option(TABLE, humans[0], name, value)
        await service.start(TABLE, humans[0], rated=False)
        site = WebTable(service, Links(b"test-secret"), limits=limits, **site_options)
        runner = web.AppRunner(site.app, handle_signals=False, access_log=None)
        await runner.setup()
        tcp = web.TCPSite(runner, "127.0.0.1", 0)
        await tcp.start()
        port = tcp._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        table = Served(loop, service, site, f"http://127.0.0.1:{port}", runner)
        table.listening = tcp
        ready.set_result(table)
        await stop.wait()
        await runner.cleanup()
        await service.close()

    thread = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    thread.start()
    table = ready.result(timeout=30)
    try:
        yield table
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(timeout=30)
        loop.close()


def http_get(url: str) -> tuple[int, str]:
    """Status and body of a GET, without a browser."""
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()
