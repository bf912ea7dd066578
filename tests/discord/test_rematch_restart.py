"""A rematch call survives a restart of the bot (issue 41, item 5), on SQLite and on PostgreSQL.

The call is in the service's database: after a restart its "I'm in" still counts and the call's message still shows
who is in; after another restart (nobody clicks in the new process) its deadline is waited for again, so the game
starts with those who are in, and the silent one gives up the seat.
"""

from __future__ import annotations

from typing import Any

from bot.discord.table.rematch import REMATCH_SECONDS
from tests.discord.discord_helpers import close_service, make_bot, make_table, play_out, reply_text


async def restart(env: Any, settings: Any) -> None:
    old = env.bot
    await close_service(old)
    await env.restart_bot(make_bot(settings))  # nothing handed over but the database
    assert env.bot is not old


async def test_a_rematch_call_completes_after_a_restart(simcord_env, settings, backend) -> None:
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    for p in table.players:
        assert (await p.slash(table.channel, "join")).acknowledged
    await ann.slash(table.channel, "addbot")
    await ann.slash(table.channel, "option", name="rounds", value="1")
    await ann.slash(table.channel, "startnosave")
    await play_out(table)
    over = await table.board()
    assert over.phase == "over"
    opened = await ann.click(table.channel.last_message, label="Rematch")
    assert reply_text(opened).startswith("You're in")
    call = table.channel.last_message
    assert f"<@{bo.id}>" in call.content and f"<@{cy.id}>" in call.content

    await restart(env, settings)

    answered = await bo.click(call, label="I'm in")  # the old message's button, answered by the new process
    assert reply_text(answered).startswith("You're in"), reply_text(answered)
    shown = table.channel.last_message  # the call, edited in place
    assert shown.id == call.id and f"<@{cy.id}>" in shown.content and f"<@{bo.id}>" not in shown.content
    assert (await table.board()).phase == "over"  # cy has not answered
    await restart(env, settings)  # the process that saw bo's answer (and waited for the deadline) is gone
    await env.advance_time(REMATCH_SECONDS + 1)  # the new process waits for the call's deadline
    started = await table.board()
    assert started.phase == "pain", started.phase
    assert [s.name for s in started.seats] == [s.name for s in over.seats if s.name != "cy"]  # cy gave up the seat
    assert await env.bot.memory.rematch(table.channel.id) is None  # the call is over: nothing left stored
