"""A table service with its web table and Activity behind TLS, and a fake Discord beside it, in a thread of
their own (the browser's API is synchronous; the service runs in its own event loop meanwhile)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from aiohttp import web

from bot.service import Actor, Refusal, TableService
from bot.settings import Settings, Timers
from bot.web.activity import Activity, ActivityConfig
from bot.web.links import Links
from bot.web.server import WebTable
from tests.web.fake_discord import CLIENT_ID, FakeDiscord, make_certificate

T = TypeVar("T")
TABLE, GUILD = 7, 99
SECRET = "the-client-secret"


@dataclass
class ActivityServed:
    loop: asyncio.AbstractEventLoop
    service: TableService
    site: WebTable
    discord: FakeDiscord
    activity_port: int
    discord_port: int
    api_url: str
    service_moves: list[tuple[int, str, tuple[str, ...]]] = field(default_factory=list)

    def run(self, make: Callable[[], Awaitable[T]]) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(_call(make), self.loop)
        return future.result(timeout=30)


async def _call(make: Callable[[], Awaitable[T]]) -> T:
    return await make()


async def _site(app: web.Application, port: int = 0, ssl_context: object = None) -> tuple[web.AppRunner, int]:
    runner = web.AppRunner(app, handle_signals=False, access_log=None)
    await runner.setup()
    tcp = web.TCPSite(runner, "127.0.0.1", port, ssl_context=ssl_context)  # type: ignore[arg-type]
    await tcp.start()
    return runner, tcp._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]


async def play_for(service: TableService, seats: dict[int, Actor], served: ActivityServed, stop: asyncio.Event) -> None:
    """Players who play through the table service directly (as a DM's menus do): the first legal choice."""
    while not stop.is_set():
        for seat, actor in seats.items():
            hand = await service.read(TABLE, lambda tb, s=seat: tb.hand(s) if tb and tb.game and tb.playing else None)
            if hand is None or hand.prompt is None or not hand.legal:
                continue
            try:
                if hand.prompt == "pain":
                    cards = hand.legal[: hand.pain_count]
                    await service.choose_pain(TABLE, actor, cards, decision=hand.decision, seat=seat)
                else:
                    cards = hand.legal[:1]
                    await service.play(TABLE, actor, cards[0], decision=hand.decision, seat=seat)
                served.service_moves.append((seat, hand.prompt, tuple(cards)))
            except Refusal:
                pass  # the game moved on meanwhile: asked again next time
        await asyncio.sleep(0.01)


@contextmanager
def activity_served(
    tmp_path: Path,
    activity_players: dict[int, str],
    service_players: dict[int, str],
    *,
    spectators: dict[int, str] | None = None,
    rounds: int = 1,
) -> Iterator[ActivityServed]:
    """A started game at table :data:`TABLE` of server :data:`GUILD`: the Activity's players first (their
    pages play them), then the service's (played here); the fake Discord knows them all as members."""
    loop = asyncio.new_event_loop()
    ready: Future[ActivityServed] = Future()
    stop = asyncio.Event()
    users = {**activity_players, **service_players}

    async def main() -> None:
        settings = Settings(
            database=tmp_path / "activity.db", ai_delay=0, timers=Timers(pain_seconds=3600, card_seconds=3600)
        )
        service = await TableService.open(settings, seed=5)
        await service.resume()
        actors = [Actor(user_id, name) for user_id, name in users.items()]
        for actor in actors:
            await service.join(TABLE, GUILD, actor)
        await service.set_option(TABLE, actors[0], "rounds", str(rounds))
        await service.start(TABLE, actors[0], rated=False)
        members = {**users, **(spectators or {})}
        discord = FakeDiscord(users=members, guilds={u: [GUILD] for u in members})
        tls = make_certificate(tmp_path)
        discord_runner, discord_port = await _site(discord.app(), ssl_context=tls)
        api_runner, api_port = await _site(discord.app())  # the bot's server calls it over plain loopback HTTP
        site = WebTable(service, Links(b"test-secret"))
        api_url = f"http://127.0.0.1:{api_port}/api/v10"
        Activity(site, ActivityConfig(CLIENT_ID, SECRET, api_url))
        site_runner, activity_port = await _site(site.app, ssl_context=tls)
        served = ActivityServed(loop, service, site, discord, activity_port, discord_port, api_url)
        seats = {i: actors[i] for i in range(len(activity_players), len(actors))}
        player = asyncio.create_task(play_for(service, seats, served, stop))
        ready.set_result(served)
        await stop.wait()
        player.cancel()
        for runner in (site_runner, discord_runner, api_runner):
            await runner.cleanup()
        await service.close()

    thread = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    thread.start()
    served = ready.result(timeout=30)
    try:
        yield served
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(timeout=30)
        loop.close()
