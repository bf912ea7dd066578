"""Several processes, each on some of Discord's shards: a DM click reaches shard 0's process only.

simcord hosts one bot at a time, so the second process is a restart: bot A
(both shards) posts the table's board in a guild on shard 1; bot B then runs
shard 0 alone, as the DM process of a sharded bot does. It never sees the
guild's events, yet a DM click on B edits the board A posted and sends the
next player's DM, from the ids and the table in the database.
"""

from __future__ import annotations

import simcord

from bot import Settings, create_bot
from tests.discord.discord_helpers import Table, close_service, dm_hand, hand_select, pick, play_out, seat_everyone


def sharded(tmp_path, **shards: object) -> Settings:
    return Settings(
        database=tmp_path / "sticheln.db",
        ai_delay=0,
        board_edit_interval=0,
        rest_budget_per_second=10_000,
        channel_calls_per_5s=10_000,
        game_threads=False,  # the board in the table's channel, where this test looks for it
        **shards,  # type: ignore[arg-type]
    )


async def test_a_dm_click_on_the_dm_shards_process_edits_the_board_another_process_posted(tmp_path, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    bot_a = create_bot(sharded(tmp_path, shard_count=2))
    async with simcord.run(bot_a) as env:
        guild = env.create_guild("Club", shard_id=1)
        channel = guild.create_text_channel("table")
        players = [guild.add_member(env.create_user(name)) for name in ("ann", "bo", "cy")]
        table = Table(env, guild, channel, players)
        await seat_everyone(table)
        await players[0].slash(channel, "start")
        await play_out(table, stop_after=3 + 1)  # the pain cards and the first card of the first trick
        board_id = (await bot_a.memory.board(channel.id)).message_id
        await close_service(bot_a)
        bot_b = create_bot(sharded(tmp_path, shard_count=2, shard_ids=[0]))  # the DMs' shard only
        await env.restart_bot(bot_b)
        assert bot_b.get_guild(guild.id) is None  # B never sees the guild
        board = await bot_b.service.board(channel.id)
        mover = next(p for p in players if p.id == board.seats[board.turn].user_id)
        following = next(p for p in players if p.id == board.seats[(board.turn + 1) % 3].user_id)
        message = dm_hand(mover)
        menu = hand_select(message)
        cursor = len(env.http_requests)
        result = await mover.user.select(message, pick(menu), custom_id=menu.custom_id)
        assert result.acknowledged
        calls = [(e.method, e.path) for e in env.http_requests[cursor:]]
        assert ("PATCH", f"/channels/{channel.id}/messages/{board_id}") in calls  # A's board, edited by B
        assert ("POST", f"/channels/{following.user.dm_channel.id}/messages") in calls  # the next DM
        assert (await bot_b.service.board(channel.id)).version > board.version
        await close_service(bot_b)
