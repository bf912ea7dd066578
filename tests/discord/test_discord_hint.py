"""/hint: the hard AI's three picks for the player's move, privately, in practice games only."""

from __future__ import annotations

from bot.i18n import t
from bot.service import Actor
from tests.discord.discord_helpers import CARD_RE, make_table, reply_text, seat_everyone


async def test_hint_in_a_practice_game_is_private_and_names_three_cards_of_the_hand(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    ann = table.players[0]
    await seat_everyone(table)
    await ann.slash(table.channel, "startnosave")
    hand = await table.bot.service.hand(table.channel.id, Actor(ann.id, ann.name))
    before = table.channel.last_message
    result = await ann.slash(table.channel, "hint")
    text = reply_text(result)
    assert result.ephemeral, text
    lines = text.splitlines()
    assert lines[0] == t("dc_hint_title")
    picks = [CARD_RE.findall(line) for line in lines[1:]]
    assert len(picks) == 3 and all(len(p) == 1 and p[0] in hand.legal for p in picks), text
    assert len({p[0] for p in picks}) == 3
    assert all("points expected this round" in line for line in lines[1:])
    assert table.channel.last_message == before  # nothing in the channel


async def test_hint_is_refused_politely_in_a_rated_game(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    ann = table.players[0]
    await seat_everyone(table)
    await ann.slash(table.channel, "start")
    result = await ann.slash(table.channel, "hint")
    assert result.ephemeral
    assert reply_text(result) == t("hint_rated")
    assert (await table.board()).phase == "pain"
