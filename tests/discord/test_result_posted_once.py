"""Issue 33, item 2: a result posted once, though its event is delivered again after a crash.

The crash is made where the issue's fault campaign aimed: after the result is
stored and posted, before the marks of delivery reach the database. Triggers
in the database keep the marks from being stored (and the outbox from being
emptied), as a process killed at that moment leaves them; the bot then
restarts on the same database and delivers the game's last events again.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discord import posted_once
from bot.discord.club.chart import CHART_FILE
from tests.discord.discord_helpers import (
    OUTBOX_ROWS,
    DeliveryWindow,
    Table,
    close_service,
    make_bot,
    play_out,
)


def results_in(channel: Any) -> list[discord.Message]:
    return [m for m in channel.history() if m.embeds and m.embeds[0].image.url == f"attachment://{CHART_FILE}"]


async def test_item2_a_result_posted_once_across_a_crash_and_restart(simcord_env: Any, settings: Any, backend: str):
    env = simcord_env
    guild = env.create_guild("Club")
    channel, results = guild.create_text_channel("table"), guild.create_text_channel("results")
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    ann = guild.add_member(env.create_user("ann"), roles=[mods])
    table = Table(env, guild, channel, [ann])
    await ann.slash(channel, "settings", results_channel=results)
    await ann.slash(channel, "join")
    for _ in range(2):
        await ann.slash(channel, "addbot")
    await ann.slash(channel, "startnosave")
    await play_out(table, stop_after=50)
    assert (await table.board()).phase != "over"
    window = await DeliveryWindow.open(env.bot.service.storage, backend, channel.id)
    await play_out(table)
    over = await table.board()
    assert over.phase == "over"
    await env.settle()
    assert len(results_in(channel)) == len(results_in(results)) == 1
    # the crash: what was delivered since the window opened, the game's end included, is as a crash left it
    assert await window.crash(env.bot.service.storage) > 10
    await close_service(env.bot)
    await env.restart_bot(make_bot(settings))  # delivers those events again
    await env.settle()
    [(behind,)] = await env.bot.service.storage.fetch(OUTBOX_ROWS(table=channel.id))
    assert behind == 0  # they were delivered again
    assert len(results_in(channel)) == 1, [m.embeds[0].title for m in results_in(channel)]
    assert len(results_in(results)) == 1
    sent = [e for e in env.http_requests if e.method == "POST" and e.path == f"/channels/{channel.id}/messages"]
    nonces = [(e.json or {}).get("nonce") for e in sent if CHART_FILE in str(e.json)]
    assert nonces == [posted_once.nonce(channel.id, "game", over.version)]  # the post carries its nonce
