"""Several processes on one PostgreSQL database: a spectator's page served by one process follows every move
made through another (LISTEN/NOTIFY), within a second of the commit."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import aiohttp
from aiohttp import web

from bot.service import Actor, TableService
from bot.settings import Settings, Timers
from bot.web.links import Links
from bot.web.server import WebTable
from tests.postgres_server import PostgresServer

TABLE = 31
ANN, BO, CY = Actor(1, "Ann"), Actor(2, "Bo"), Actor(3, "Cy")


async def process(url: str) -> TableService:
    settings = Settings(database=url, ai_delay=0, timers=Timers(pain_seconds=3600, card_seconds=3600))
    service = await TableService.open(settings, seed=9)
    await service.resume()
    return service


async def test_a_page_of_one_process_follows_the_moves_of_another(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    mover, server = await process(url), await process(url)
    site = WebTable(server, Links(b"shared-secret"))
    await site.live.share(url)
    elsewhere = WebTable(mover, Links(b"shared-secret"))  # every process runs the web table, pages or not
    await elsewhere.live.share(url)
    runner = web.AppRunner(site.app, handle_signals=False, access_log=None)
    await runner.setup()
    tcp = web.TCPSite(runner, "127.0.0.1", 0)
    await tcp.start()
    port = tcp._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        for actor in (ANN, BO, CY):
            await mover.join(TABLE, None, actor)
        await mover.start(TABLE, ANN, rated=False)
        live = f"ws://127.0.0.1:{port}/live/watch/{site.links.table_token(TABLE)}"
        async with aiohttp.ClientSession() as http, http.ws_connect(live) as page:
            seen = json.loads((await page.receive()).data)["version"]
            delays = []
            for _ in range(3 + 6):  # the pain cards, then two tricks
                board = await mover.board(TABLE)
                actor = next(
                    a
                    for a, s in zip((ANN, BO, CY), board.seats, strict=True)
                    if (board.phase == "pain" and not s.pain_chosen) or s.seat == board.turn
                )
                hand = await mover.hand(TABLE, actor)
                started = time.perf_counter()
                if hand.prompt == "pain":
                    await mover.choose_pain(TABLE, actor, hand.legal[:1], hand.decision)
                else:
                    await mover.play(TABLE, actor, hand.legal[0], hand.decision)
                target = (await mover.board(TABLE)).version
                while seen < target:
                    frame: Any = json.loads((await asyncio.wait_for(page.receive(), 5)).data)
                    seen = frame["version"]
                delays.append(time.perf_counter() - started)
            assert frame["trick"] is not None and len(frame["tricks"]) == 2
            assert max(delays) < 1.0
    finally:
        await runner.cleanup()
        await elsewhere.live.closing()
        await mover.close()
        await server.close()
