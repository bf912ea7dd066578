"""Untrusted clicks: every refusal is an ephemeral reply and changes nothing."""

from __future__ import annotations

import pytest

from bot.model.contract import Actor
from tests.discord.discord_helpers import dm_hand, hand_select, make_table, pick, play_out, reply_text, seat_everyone
from tests.discord.forge import forge_component


@pytest.fixture
async def game(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    table.spectator = table.guild.add_member(simcord_env.create_user("zoe"))
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    return table


async def refused(table, result, *words: str) -> None:
    assert result.acknowledged
    replies = [m for m in ([result.response] if result.ephemeral else []) + result.followups if m is not None]
    assert replies and all(m.ephemeral for m in replies), reply_text(result)
    text = " ".join(m.content for m in replies)
    for word in words:
        assert word.lower() in text.lower(), text


async def version(table) -> int:
    return (await table.board()).version


async def test_someone_not_seated(game):
    table, zoe = game, game.spectator
    before = await version(table)
    board_message = max(table.channel.history(), key=lambda m: m.id)
    await refused(table, await zoe.click(board_message, label="Show my hand"), "not seated")
    await refused(table, await zoe.slash(table.channel, "hand"), "not seated")
    # a play menu forged onto the public board, for seat 0
    forged = f"st:v1:pain:{table.channel.id}:0:{before}"
    await refused(table, await forge_component(zoe, board_message, forged, values=["R1"]), "not your hand")
    assert await version(table) == before


async def test_an_old_hand_and_the_same_card_twice(game):
    table = game
    ann = table.players[0]
    old = await ann.slash(table.channel, "hand")  # an ephemeral copy of the pain menu
    message = dm_hand(ann)
    menu = hand_select(message)
    first = await ann.user.select(message, pick(menu), custom_id=menu.custom_id)
    assert not first.followups
    before = await version(table)
    # the same pain card once more, with the same (now used) menu
    again = await forge_component(ann.user, message, menu.custom_id, values=pick(menu))
    await refused(table, again, "out of date")
    # the old ephemeral copy of the hand no longer offers the menu played from the DM (issue 12) ...
    assert not any(c["type"] == 3 for row in old.response.components for c in row["components"])
    # ... and its old menu, forged back, is refused
    other = [o.value for o in menu.options][1]
    stale = await forge_component(ann, old.response, menu.custom_id, values=[other])
    await refused(table, stale, "out of date")
    assert await version(table) == before


async def test_forged_ids_and_values(game):
    table = game
    bo = table.players[1]
    message = dm_hand(bo)
    menu = hand_select(message)
    before = await version(table)
    tid = table.channel.id
    for custom_id, values, words in [
        (menu.custom_id, ["Z9"], ["not a card"]),  # a value that is no card
        (menu.custom_id, ["R1", "R2", "R3"], ["not a card"]),  # too many values
        (menu.custom_id.rsplit(":", 1)[0] + ":999999", pick(menu), ["out of date"]),  # a version never issued
        (f"st:v1:pain:{tid}:0:{before}", pick(menu), ["not your hand"]),  # someone else's seat
        (f"st:v1:pain:{tid + 1}:1:{before}", pick(menu), []),  # another (empty) table
        (f"st:v1:play:{tid}:1:{before}", pick(menu), []),  # a play menu while pain cards are chosen
    ]:
        await refused(table, await forge_component(bo.user, message, custom_id, values=values), *words)
    # a custom_id that matches nothing is ignored altogether
    ignored = await forge_component(bo.user, message, "st:v1:play:x")
    assert not ignored.acknowledged
    assert await version(table) == before
    # a card that is not in this hand (another seat's card)
    ann_cards = {o.value for o in hand_select(dm_hand(table.players[0])).options}
    foreign = sorted(ann_cards)[0]
    await refused(table, await forge_component(bo.user, message, menu.custom_id, values=[foreign]), "not in your hand")
    assert await version(table) == before


async def test_out_of_turn_play(game):
    table = game
    await play_out(table, stop_after=3)  # pain cards chosen; the first trick begins
    board = await table.board()
    waiting = next(p for p in table.players if p.id != board.seats[board.turn].user_id)
    hand = await table.bot.service.hand(table.channel.id, Actor(waiting.id, waiting.name))
    assert hand.prompt is None
    message = dm_hand(waiting)
    forged = f"st:v1:play:{table.channel.id}:{hand.seat}:{hand.decision}"
    result = await forge_component(waiting.user, message, forged, values=[hand.hand[0]])
    await refused(table, result, board.seats[board.turn].name)
    assert await version(table) == board.version
