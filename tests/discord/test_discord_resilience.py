"""Closed DMs, a restart mid-trick, and Discord failing now and then: the game still completes."""

from __future__ import annotations

from tests.discord.discord_helpers import (
    LeakWatch,
    close_service,
    export_record,
    make_bot,
    make_table,
    play_out,
    replay,
    seat_everyone,
)


async def test_closed_dms_play_through_the_ephemeral_hand(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    bo = table.players[1]
    dm = bo.user.dm_channel
    simcord_env.inject_error(
        "POST",
        f"/channels/{dm.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    # (issue 12: besides the notice, each turn of bo's is now a mention too, so the notice is told by its words)
    notices = [m for m in table.channel.history() if bo.mention in m.content and "direct messages" in m.content]
    assert len(notices) == 1 and "/hand" in notices[0].content
    table.ephemeral[bo.id] = None
    watch = LeakWatch(table)
    await play_out(table, on_step=watch)
    assert (await table.board()).phase == "over"
    assert table.reused > 0  # the bot kept the ephemeral hand up to date between turns
    # told once, and the DM was tried once: never again in a loop
    told = [m for m in table.channel.history() if bo.mention in m.content and "direct messages" in m.content]
    assert len(told) == 1
    tries = [e for e in simcord_env.http_requests if e.method == "POST" and e.path == f"/channels/{dm.id}/messages"]
    assert len(tries) == 1
    summary = replay(await export_record(table, bo))
    assert summary["finished"] and tuple(summary["totals"]) == (await table.board()).totals


async def test_restart_mid_trick_keeps_old_dm_hands_working(simcord_env, settings):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    await play_out(table, stop_after=3 + 14 * 3 + 1)  # round 1 done, round 2: pains chosen... mid-way
    await play_out(table, stop_after=4)
    board = await table.board()
    assert board.phase == "tricks" and board.trick, "not mid-trick"
    turn_user = board.seats[board.turn].user_id
    player = next(p for p in table.players if p.id == turn_user)
    old_message = player.user.dm_channel.last_message  # sent by the old bot

    old_bot = simcord_env.bot
    await close_service(old_bot)
    await simcord_env.restart_bot(make_bot(settings))
    assert simcord_env.bot is not old_bot

    from tests.discord.discord_helpers import hand_select, pick

    menu = hand_select(old_message)
    result = await player.user.select(old_message, pick(menu), custom_id=menu.custom_id)
    assert result.acknowledged and not result.followups
    after = await table.board()
    assert after.version > board.version
    await play_out(table)
    assert (await table.board()).phase == "over"
    summary = replay(await export_record(table, player))
    assert summary["finished"] and tuple(summary["totals"]) == (await table.board()).totals


async def test_429_and_500_answers_do_not_break_a_game(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    ch = table.channel.id
    env.inject_error("POST", f"/channels/{ch}/messages", status=429, times=2)
    env.inject_error("PATCH", f"/channels/{ch}/messages/*", status=500, times=3)
    env.inject_error("POST", f"/channels/{table.players[1].user.dm_channel.id}/messages", status=500, times=1)
    await table.players[0].slash(table.channel, "start")
    await play_out(table, stop_after=30)
    env.inject_error("POST", "/interactions/*/callback", status=500, times=1)
    env.inject_error("DELETE", "/channels/*/messages/*", status=429, times=2)
    env.inject_error("PATCH", "/channels/*/messages/*", status=503, times=4)
    await play_out(table)
    assert (await table.board()).phase == "over"
    summary = replay(await export_record(table, table.players[0]))
    assert summary["finished"] and tuple(summary["totals"]) == (await table.board()).totals


async def test_turn_clock_reminds_once_then_the_ai_plays_for_away_players(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    dms = {p.id: len(p.user.dm_channel.history()) for p in table.players}
    await env.advance_time(61)  # half of the 120 s to choose a pain card
    for p in table.players:
        assert "seconds left" in p.user.dm_channel.last_message.content
        assert len(p.user.dm_channel.history()) == dms[p.id]  # a new message replaced the old one
    await env.advance_time(60)  # time is up: the AI plays for everyone (and, nobody coming back, to the end)
    board = await table.board()
    assert board.phase == "over"
    notes = [m.content for m in table.channel.history() if "away" in m.content]
    assert len(notes) == 3
