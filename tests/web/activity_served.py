"""The whole bot on simcord, its web table's Activity behind TLS and a fake Discord beside it, in a thread of
their own: the browser's API is synchronous, the bot's event loop runs there meanwhile.

One loop holds the simcord environment, the bot (created as ``sticheln-bot`` creates it, with the Activity in
its settings and ``discord_api_url`` pointing at the fake Discord's OAuth2 endpoints), the bot's own web table
served over TLS, and the fake Discord's two sites. The test thread calls into it with :meth:`ActivityServed.run`
(DM clicks through simcord, the service's board), one call at a time, as simcord wants its driver, each call
bounded by :data:`CALL_SECONDS`.

The Activity's site is started in a context of its own, outside simcord's bot scope: simcord waits after each
click until all the bot's work settles, and an open page's live connection is work that never ends. The pages'
moves then run outside simcord's bookkeeping (their events are told to the bot's listeners in the page's
request), so a DM click first waits for the bot to be idle and for the hand to ask for the decision the table
is at, and both sides read one clock (:func:`one_clock`).
"""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import simcord
from aiohttp import web
from pydantic import SecretStr

from bot import Settings, create_bot
from bot.model.contract import Actor
from bot.settings import Timers
from tests.discord.discord_helpers import Table, close_service, dm_hand, hand_select, make_table, pick, reply_text
from tests.web.fake_discord import ACTIVITY_HOST, CLIENT_ID, FakeDiscord, make_certificate

T = TypeVar("T")
SECRET = "the-client-secret"
CALL_SECONDS = 20  # one call into the bot's loop (a click and the bot's work after it): bounds a broken run only


@contextmanager
def one_clock() -> Iterator[None]:
    """``time.monotonic`` the real clock for the bot's work too, while an Env installed now runs.

    simcord makes it the virtual clock inside the bot's scope only; the pages' moves run outside that scope and
    tell the bot's listeners there, so a board's last edit or the REST budget's stamp would be taken on one
    clock and compared on the other (a board edit then waited hours of virtual time, and the next DM click
    with it). Virtual timers stay as they are: a bot's sleep still ends on its own real-time fallback."""
    real, simcord._dpy_internals._clock_monotonic = simcord._dpy_internals._clock_monotonic, _real_monotonic
    try:
        yield
    finally:
        simcord._dpy_internals._clock_monotonic = real


def _real_monotonic() -> float:
    return float(simcord._dpy_internals.real_monotonic())


@dataclass
class ActivityServed:
    loop: asyncio.AbstractEventLoop
    env: Any  # simcord.Env
    table: Table
    discord: FakeDiscord
    activity_port: int
    discord_port: int
    dm_moves: list[tuple[int, str]] = field(default_factory=list)  # user id, "pain" or "tricks"
    errors: list[BaseException] = field(default_factory=list)  # what the bot or its loop raised, complete at the end

    @property
    def guild(self) -> int:
        return int(self.table.guild.id)

    @property
    def channel(self) -> int:
        return int(self.table.channel.id)

    def run(self, make: Callable[[], Awaitable[T]]) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(_call(self.env, make), self.loop)
        try:
            return future.result(timeout=CALL_SECONDS)
        except TimeoutError:
            future.cancel()
            raise AssertionError(f"a call into the bot's loop took over {CALL_SECONDS} s") from None

    async def dm_move(self, player: Any) -> None:
        """``player``'s decision, chosen in their hand DM (the first card or cards its menu offers)."""
        bot, table_id = self.env.bot, self.channel
        await bot.idle()
        hand = await bot.service.hand(table_id, Actor(player.id, player.name))
        for _ in range(500):  # a page's move may still be bringing the hand up to date
            message = dm_hand(player)
            select = hand_select(message)
            if select is not None and select.custom_id and select.custom_id.endswith(f":{hand.decision}"):
                break
            await asyncio.sleep(0.01)
        else:
            raise AssertionError(f"{player.name}'s hand DM never asked for decision {hand.decision}")
        result = await player.user.select(message, pick(select), custom_id=select.custom_id)
        assert result.acknowledged and not result.followups, reply_text(result)
        self.dm_moves.append((player.id, "pain" if hand.prompt == "pain" else "tricks"))
        await bot.idle()


async def _call(env: Any, make: Callable[[], Awaitable[T]]) -> T:
    with env.time_context():
        return await make()


async def _site(app: web.Application, ssl_context: object = None) -> tuple[web.AppRunner, int]:
    runner = web.AppRunner(app, handle_signals=False, access_log=None)
    await runner.setup()
    tcp = web.TCPSite(runner, "127.0.0.1", 0, ssl_context=ssl_context)  # type: ignore[arg-type]
    await tcp.start()
    return runner, tcp._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]


def bot_settings(tmp_path: Path, api_url: str) -> Settings:
    """The bot as the simcord tests run it, with the web table and the Activity (no listening port: the test
    serves the web table itself, over TLS)."""
    return Settings(
        database=tmp_path / "activity.db",
        ai_delay=0,
        board_edit_interval=0,
        rest_budget_per_second=10_000,
        channel_calls_per_5s=10_000,
        shard_count=1,
        game_threads=False,
        timers=Timers(pain_seconds=3600, card_seconds=3600),
        web_base_url=f"https://{ACTIVITY_HOST}",
        web_secret=SecretStr("test-web-secret"),
        activity_client_id=CLIENT_ID,
        activity_client_secret=SecretStr(SECRET),
        discord_api_url=api_url,
    )


async def started_game(env: Any, names: list[str], rounds: int) -> Table:
    table = make_table(env, names)
    for player in table.players:
        await player.slash(table.channel, "join")
    await table.players[0].slash(table.channel, "option", name="rounds", value=str(rounds))
    await table.players[0].slash(table.channel, "start")
    await env.bot.idle()
    return table


@contextmanager
def activity_served(
    tmp_path: Path, names: list[str], *, spectators: int = 1, rounds: int = 1
) -> Iterator[ActivityServed]:
    """A started game of ``names`` (in join order) at a simcord server's table, and ``spectators`` more members
    of that server; the fake Discord knows them all."""
    loop = asyncio.new_event_loop()
    ready: Future[ActivityServed] = Future()
    stop = asyncio.Event()
    errors: list[BaseException] = []

    async def main() -> None:
        try:
            await serve()
        except BaseException as error:  # seen by the test at the end (or at once, by ready, if not started)
            errors.append(error)
            if not ready.done():
                ready.set_exception(error)

    async def serve() -> None:
        discord = FakeDiscord(users={}, guilds={})
        tls = make_certificate(tmp_path)
        discord_runner, discord_port = await _site(discord.app(), ssl_context=tls)
        api_runner, api_port = await _site(discord.app())  # the bot calls it over plain loopback HTTP
        bot = create_bot(bot_settings(tmp_path, f"http://127.0.0.1:{api_port}/api/v10"))
        env = simcord.Env(bot, settle_timeout=CALL_SECONDS / 2)
        with one_clock():
            await env.start()
        try:
            with env.time_context():
                table = await started_game(env, names, rounds)
                for index in range(spectators):
                    table.players.append(table.guild.add_member(env.create_user(f"watcher{index}")))
            for member in table.players:
                discord.users[member.id], discord.guilds[member.id] = member.name, [table.guild.id]
            # outside simcord's bot scope: the pages' connections are not work it waits for
            assert bot.web.site is not None, "the bot serves no web table"
            serving = loop.create_task(_site(bot.web.site.app, ssl_context=tls), context=contextvars.Context())
            site_runner, activity_port = await serving
            ready.set_result(ActivityServed(loop, env, table, discord, activity_port, discord_port, errors=errors))
            await stop.wait()
            await site_runner.cleanup()
        finally:
            await env.shutdown()
            await close_service(bot)
            for runner in (discord_runner, api_runner):
                await runner.cleanup()
            errors.extend(env.errors)

    thread = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    thread.start()
    served = ready.result(timeout=30)  # the bot's start-up and the game's, through simcord: bounds a broken run
    try:
        yield served
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(timeout=3 * CALL_SECONDS)
        if thread.is_alive():
            errors.append(TimeoutError("the bot's loop did not stop"))
        else:
            loop.close()
