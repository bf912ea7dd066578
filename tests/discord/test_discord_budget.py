"""The REST budget in a running bot: every bot-token call takes a slot; under pressure only board edits wait."""

from __future__ import annotations

import asyncio

import pytest

from bot.discord.limiter import RestLimiter
from tests.discord.discord_helpers import bot_token_calls, dm_hand, make_bot, make_table, play_out, seat_everyone


class HeldLimiter(RestLimiter):
    """A budget so tight that deferrable calls wait until the test lets them go (urgent ones pass)."""

    env = None

    def __init__(self) -> None:
        super().__init__(10_000, channel_calls=10_000)
        self.released = asyncio.Event()
        self.held = 0

    async def acquire(self, channel_id: int | None, *, urgent: bool) -> None:
        if not urgent and not self.released.is_set():
            self.held += 1
            await self.env.external_wait(self.released.wait(), reason="the REST budget is spent")
        await super().acquire(channel_id, urgent=urgent)


@pytest.fixture
async def simcord_bot(settings):
    bot = make_bot(settings)
    bot.limiter = HeldLimiter()
    yield bot
    service, bot.service = bot.service, None
    if service is not None:
        await service.close()


async def test_every_bot_token_call_of_a_game_takes_a_slot(simcord_env):
    env = simcord_env
    env.bot.limiter.released.set()
    table = make_table(env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    start, granted = len(env.http_requests), dict(env.bot.limiter.granted)
    await table.players[0].slash(table.channel, "start")
    await play_out(table, stop_after=20)
    slots = sum(env.bot.limiter.granted.values()) - sum(granted.values())
    assert slots == len(bot_token_calls(env, start)) > 20


async def test_under_pressure_board_edits_wait_and_coalesce_but_no_turn_or_result_is_held(simcord_env):
    env = simcord_env
    limiter = env.bot.limiter
    limiter.env = env
    table = make_table(env, ["ann"])
    ann = table.players[0]
    await seat_everyone(table)
    for _ in range(2):
        await ann.slash(table.channel, "addbot")
    await ann.slash(table.channel, "startnosave")
    start = len(env.http_requests)
    await play_out(table, stop_after=1 + 4)  # a pain card, then 4 cards: every turn of ann's reached her
    tid = table.channel.id
    edits = [e for e in env.http_requests[start:] if e.method == "PATCH" and e.path.startswith(f"/channels/{tid}/")]
    taken = [e for e in edits if "Tricks taken" in str(e.json)]  # a taken trick joins the round's list at once
    assert limiter.held >= 1 and len(edits) == len(taken) >= 3  # only the taken tricks (results) were edited
    assert dm_hand(ann) is not None and "Your turn" in dm_hand(ann).content
    # the budget recovers: the one waiting edit shows the newest board, however many cards it waited for
    board = await table.board()
    released = len(env.http_requests)
    limiter.released.set()
    await env.settle()
    late = [e for e in env.http_requests[released:] if e.method == "PATCH" and e.path.startswith(f"/channels/{tid}/")]
    assert len(late) <= 1
    shown = table.channel.last_message.embeds[0].description
    assert all(code in shown for code in board.trick)
