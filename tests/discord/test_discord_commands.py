"""The table commands: options with autocomplete, info, votes, moderators, peeking, AI seats, errors."""

from __future__ import annotations

import discord
import pytest

from bot.i18n import t
from tests.discord.discord_helpers import dm_hand, hand_select, make_table, play_out, reply_text, seat_everyone


async def test_option_autocomplete_names_and_values(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    ann = table.players[0]
    names = await ann.autocomplete(table.channel, "option", "name", "")
    assert {c["value"] for c in names} >= {"dm", "hidden", "twopain", "start", "rounds", "drawseat"}
    assert [c["value"] for c in await ann.autocomplete(table.channel, "option", "name", "two")] == ["twopain"]
    values = await ann.autocomplete(table.channel, "option", "value", "", name="hidden")
    assert [c["value"] for c in values] == ["on", "off"]
    seats = await ann.autocomplete(table.channel, "option", "value", "", name="start")
    assert [c["value"] for c in seats] == ["1", "2", "3", "4", "5", "6"]  # seat numbers as people count
    listing = await ann.slash(table.channel, "option")
    assert "twopain" in reply_text(listing) and listing.ephemeral
    await seat_everyone(table)
    bad = await ann.slash(table.channel, "option", name="nonsense")
    assert bad.ephemeral and "nonsense" in reply_text(bad)


async def test_info_commands(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    ann = table.players[0]
    rules = await ann.slash(table.channel, "rules")
    assert "R4" in rules.response.content and "G3" in rules.response.content
    assert len(rules.response.content) <= 2000
    await seat_everyone(table)
    info = await ann.slash(table.channel, "spielinfo")
    assert "ann" in reply_text(info) and info.ephemeral
    stats = await ann.slash(table.channel, "stats", player=table.players[1])
    assert stats.response.embeds[0].title == "bo"
    none = await ann.slash(table.channel, "export")
    assert none.ephemeral and not none.response.attachments
    await ann.slash(table.channel, "start")
    info = await ann.slash(table.channel, "spielinfo")
    assert info.response.embeds[0].title.startswith("Round 1 of 5")
    running = await ann.slash(table.channel, "export")
    assert reply_text(running) == t("export_running")


async def test_human_against_two_ai_players(simcord_env):
    table = make_table(simcord_env, ["ann"])
    ann = table.players[0]
    await seat_everyone(table)
    for level in ("easy", None):
        result = await ann.slash(table.channel, "addbot", **({"level": level} if level else {}))
        assert not reply_text(result).startswith("Something"), reply_text(result)
    board = await table.board()
    assert [s.ai_level for s in board.seats] == [None, "easy", "normal"]
    await ann.slash(table.channel, "startnosave", dm=True)
    clicks = await play_out(table)
    assert clicks == 4 * 15  # one pain card and 14 cards a round; the AI seats play themselves
    assert (await table.board()).phase == "over"


async def test_reset_vote_and_moderator_reset(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    # a player's /reset during the game opens a vote
    await table.players[0].slash(table.channel, "reset")
    assert (await table.board()).phase == "pain"
    assert "/accept" in table.channel.last_message.content
    await table.players[1].slash(table.channel, "refuse")
    await table.players[2].slash(table.channel, "refuse")
    assert (await table.board()).phase == "pain"
    # someone without Manage Server who is not seated cannot reset
    zoe = table.guild.add_member(env.create_user("zoe"))
    result = await zoe.slash(table.channel, "reset")
    assert result.ephemeral and (await table.board()).phase == "pain"
    # a moderator (Manage Server) resets at once
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(env.create_user("mod"), roles=[mods])
    await mod.slash(table.channel, "reset")
    assert (await table.board()).phase == "lobby"
    assert "reset" in table.channel.last_message.content


async def test_peek_and_remove(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    zoe = table.guild.add_member(env.create_user("zoe"))
    await seat_everyone(table)
    await ann.slash(table.channel, "start")
    denied = await zoe.slash(table.channel, "peek", player=bo)
    assert denied.ephemeral and "allowpeek" in reply_text(denied)
    await bo.slash(table.channel, "allowpeek", allow="yes")
    seen = await zoe.slash(table.channel, "peek", player=bo)
    assert seen.ephemeral and "bo" in reply_text(seen)
    menu = hand_select(dm_hand(bo))
    assert all(o.value in reply_text(seen) for o in menu.options)
    # remove bo: ann and cy agree, an AI takes the seat and plays on
    await ann.slash(table.channel, "remove", player=bo)
    await ann.slash(table.channel, "accept")
    await cy.slash(table.channel, "accept")
    board = await table.board()
    assert board.seats[1].ai_level is not None
    table.players = [ann, cy]
    await play_out(table)
    assert (await table.board()).phase == "over"


@pytest.mark.parametrize("interval", [0.0, 0.05])
async def test_board_edits_are_coalesced(simcord_env, interval):
    """AI cards arrive in bursts; with an edit interval the board is edited far less than once per card."""
    env = simcord_env
    env.bot.settings.board_edit_interval = interval
    env.bot.settings.ai_delay = 0.01  # each AI card a moment apart, as the bot paces them (rendering keeps up)
    table = make_table(env, ["ann"])
    ann = table.players[0]
    await seat_everyone(table)
    await ann.slash(table.channel, "addbot")
    await ann.slash(table.channel, "addbot")
    await ann.slash(table.channel, "option", name="rounds", value="players")  # 3 rounds
    start = len(env.http_requests)
    await ann.slash(table.channel, "startnosave")
    await play_out(table)
    requests = env.http_requests[start:]
    edits = [e for e in requests if e.method == "PATCH" and e.path.startswith(f"/channels/{table.channel.id}/")]
    posts = [e for e in requests if e.method == "POST" and e.path == f"/channels/{table.channel.id}/messages"]
    rounds, tricks = 3, 3 * 14
    # one new message per trick, plus per round its scoreboard, plus the start and the result
    assert len(posts) <= tricks + rounds + 2
    if interval:
        titles = [(edit.json or {}).get("embeds", [{}])[0].get("title", "") for edit in edits]
        trick_edits = [title for title in titles if "trick" in title]
        # at most one coalesced edit and the "taken" edit per trick; besides, the start, and per round its
        # deal (pain cards chosen) and its score
        assert len(trick_edits) <= tricks * 2
        assert len(edits) - len(trick_edits) <= 1 + 2 * rounds
    else:
        assert len(edits) > tricks * 2  # without coalescing every card is an edit
