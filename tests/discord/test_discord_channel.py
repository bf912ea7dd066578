"""The channel side: names escaped everywhere, running totals, /start's word on rating, clipped refusals, threads."""

from __future__ import annotations

import re

import discord

from bot.model.contract import Actor
from tests.discord.discord_helpers import (
    Table,
    dm_hand,
    hand_select,
    make_table,
    pick,
    play_out,
    reply_text,
    seat_everyone,
    sent,
)
from tests.discord.forge import forge_component

HOSTILE = "||spoiler|| __under__ ~~strike~~ <@123456789012345678>"
LOUD = "*bold* `code` @everyone"


async def test_hostile_names_are_shown_as_typed_in_every_sentence(simcord_env):
    env = simcord_env
    guild = env.create_guild("Sticheln")
    channel = guild.create_text_channel("table")
    players = [guild.add_member(env.create_user(n)) for n in (HOSTILE, LOUD, "cy")]
    table = Table(env, guild, channel, players)
    await seat_everyone(table)
    await players[1].slash(channel, "leave")
    await players[1].slash(channel, "join")
    await players[0].slash(channel, "option", name="rounds", value="players")  # 3 rounds
    await players[0].slash(channel, "start")
    await play_out(table, stop_after=3)
    board = await table.board()
    waiting = next(p for p in players if p.id != board.seats[board.turn].user_id)
    hand = await env.bot.service.hand(channel.id, Actor(waiting.id, waiting.name))
    custom_id = f"st:v1:play:{channel.id}:{hand.seat}:{hand.decision}"
    refused = await forge_component(waiting.user, dm_hand(waiting), custom_id, values=[hand.hand[0]])
    assert "turn" in reply_text(refused)  # "It is <name>'s turn": a name in a refusal
    await players[2].slash(channel, "reset")  # a vote, by and about names
    await players[1].slash(channel, "refuse")
    await play_out(table)
    await players[2].slash(channel, "leaderboard")
    await players[2].slash(channel, "stats", player=players[0])
    texts = [r.text for r in sent(env)]
    for raw in (HOSTILE, "||spoiler||", "__under__", "~~strike~~", "<@123456789012345678>", LOUD, "@everyone"):
        leaked = [t for t in texts if raw in t]
        assert not leaked, f"{raw!r} unescaped in {leaked[0][:300]}"
    escaped = r"\\|\\|spoiler\\|\\| \\_\\_under\\_\\_ \\~\\~strike\\~\\~"  # as JSON writes the backslashes
    assert sum(escaped in t for t in texts) > 50  # the board, the tricks, the lobby, the DMs, the scores ...


def trick_points(view, seat: int) -> int:
    """What this round's taken tricks brought ``seat``: +1 per card, minus the value of its pain colour's cards."""
    pain = view.pain_colours(seat) or ()
    return sum(
        -int(card[1:]) if card[0] in pain else 1
        for trick in view.tricks
        if trick.winner == seat
        for card in trick.cards
    )


async def test_the_board_and_spielinfo_show_running_totals(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    await play_out(table, stop_after=3 + 14 * 3 + 3 + 3 * 3 + 1)  # round 1, then three tricks of round 2 and a card
    view = await table.bot.service.read(table.channel.id, lambda tb: tb.game.view(None))
    assert view.round_index == 1 and view.tricks
    expected = [view.totals[s] + trick_points(view, s) for s in range(3)]
    board_text = table.channel.last_message.embeds[0].description
    asked = await table.players[0].slash(table.channel, "spielinfo")
    info = (asked.followups or [asked.response])[0].embeds[0].description
    for text in (board_text, info):
        lines = text.splitlines()
        totals = " · ".join(lines[lines.index("Totals (this round's tricks):") + 1 :])  # the legend, then the entries
        shown = [int(n) for n in re.findall(r"(?:^| · )\w+ (-?\d+) \(", totals)]
        assert shown == expected, totals


async def test_start_says_when_computer_players_make_the_game_unrated(simcord_env):
    table = make_table(simcord_env, ["ann", "bo"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "addbot")
    result = await table.players[0].slash(table.channel, "start")
    assert "not rated" in reply_text(result) and "computer" in reply_text(result)
    assert (await table.board()).rated is False


async def test_a_refusal_quoting_a_long_input_stays_within_discords_limits(simcord_env):
    table = make_table(simcord_env, ["ann"])
    name = "x" * 2500
    result = await table.players[0].slash(table.channel, "option", name=name)
    text = reply_text(result)
    assert result.ephemeral and "Unknown option" in text and "options are" in text
    assert len(text) <= 2000 and "x" * 100 not in text


def posts(table: Table) -> list:
    """The bot's own messages in the channel (not Discord's "thread created" notes)."""
    return [m for m in table.channel.history() if m.type == discord.MessageType.default]


async def test_with_option_thread_the_game_plays_in_its_own_thread(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann"])
    ann = table.players[0]
    await seat_everyone(table)
    for _ in range(2):
        await ann.slash(table.channel, "addbot")
    await ann.slash(table.channel, "option", name="rounds", value="players")
    result = await ann.slash(table.channel, "option", name="thread", value="on")
    assert "thread: on" in reply_text(result)
    before = len(posts(table))
    await ann.slash(table.channel, "startnosave")
    (thread,) = table.channel.threads
    assert len(posts(table)) == before  # the lobby message became the start; the thread hangs from it
    assert any(m.embeds and "Round 1" in (m.embeds[0].title or "") for m in thread.history())
    board_link = dm_hand(ann).components[1].children[0].url
    assert f"/{thread.id}" in board_link  # the hand's link opens the board in the thread
    shown = await ann.slash(thread, "hand")  # /hand in the thread is the channel's table
    assert hand_select(dm_hand(ann)) is not None and "choose your pain card" in shown.response.content
    menu = hand_select(dm_hand(ann))
    await ann.user.select(dm_hand(ann), pick(menu), custom_id=menu.custom_id)
    await play_out(table)
    assert (await table.board()).phase == "over"
    assert len(posts(table)) == before + 1  # the result: the rounds went elsewhere
    assert table.channel.last_message.embeds[0].title == "Game over"
    assert len([m for m in thread.history() if m.embeds]) == 3 + 1  # one message per round, and the result
