"""Hands by DM: what a turn DM says, two tables at once, answers to clicks, away players, a game's last DM."""

from __future__ import annotations

import discord

from bot import create_bot
from bot.discord.table import render
from bot.discord.table.round_board import short_card
from bot.model.contract import Actor
from tests.discord.discord_helpers import (
    Table,
    bot_token_calls,
    dm_hand,
    hand_select,
    make_table,
    menu_of,
    pick,
    play_out,
    seat_everyone,
    sent,
)


async def started(env, names=("ann", "bo", "cy"), *, rounds_players: bool = False) -> Table:
    table = make_table(env, list(names))
    await seat_everyone(table)
    if rounds_players:  # 3 rounds with 3 players: a whole game in fewer clicks
        await table.players[0].slash(table.channel, "option", name="rounds", value="players")
    await table.players[0].slash(table.channel, "start")
    return table


def to_play(table: Table, board) -> object:
    return next(p for p in table.players if p.id == board.seats[board.turn].user_id)


def board_message(channel) -> discord.Message:
    """The newest message with the board's "Show my hand" button: the trick in progress."""
    labels = [(m, [getattr(c, "label", "") for r in m.components for c in r.children]) for m in channel.history()]
    return max((m for m, shown in labels if "Show my hand" in shown), key=lambda m: m.id)


async def test_a_turn_dm_carries_what_the_decision_needs(simcord_env):
    table = await started(simcord_env)
    pain = dm_hand(table.players[0]).content
    assert pain.splitlines()[0] == "**Round 1/5: choose your pain card**"
    assert "Round 1 of 5 · pain cards\n⏰ due <t:" in pain
    await play_out(table, stop_after=3 + 2)  # the pain cards, then two cards of the first trick
    board = await table.board()
    player = to_play(table, board)
    text = dm_hand(player).content
    lines = text.splitlines()
    if board.trick_holder is None:
        assert lines[0] == "**Your turn: trick 1**"
    else:
        held = board.trick[(board.trick_holder - board.leader) % len(board.seats)]
        holder = board.seats[board.trick_holder].name
        assert lines[0] == f"**Your turn: trick 1, {holder} holds {short_card(held)}**"
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{board_message(table.channel).id}"
    assert lines[-1] == "Sticheln at **Sticheln** › #table"  # the board's link is a button: no line for it
    assert [(b.label, b.url) for b in dm_hand(player).components[1].children] == [("Board", link)]
    assert lines[1] == "Round 1/5 · trick 1/14" and lines[2].startswith("⏰ due <t:")
    trick = " · ".join(lines[lines.index(next(line for line in lines if line.startswith("Trick 1: "))) :])
    for i, code in enumerate(board.trick):
        assert f"{board.seats[(board.leader + i) % 3].name} {short_card(code)}" in trick
    colours = "\n".join(lines[lines.index("Pain colours:") :])
    for seat in board.seats:
        assert render.colours(seat.pain_colours) in colours
    assert "Round (game):" in lines  # the compact score follows its legend
    hand = await table.bot.service.hand(table.channel.id, Actor(player.id, player.name))
    assert all(code in text for code in hand.hand)
    assert menu_of(dm_hand(player))[0].endswith(f":{hand.decision}")


async def test_a_player_at_two_tables_can_tell_the_dms_apart(simcord_env):
    env = simcord_env
    ann = env.create_user("ann")
    tables = []
    for server, channel_name, others in (("Alpha", "north", ["bo", "cy"]), ("Beta", "south", ["di", "ed"])):
        guild = env.create_guild(server)
        channel = guild.create_text_channel(channel_name)
        players = [guild.add_member(ann)] + [guild.add_member(env.create_user(n)) for n in others]
        table = Table(env, guild, channel, players)
        await seat_everyone(table)
        await players[0].slash(channel, "start")
        tables.append(table)
    north, south = ann.dm_channel.history()
    for message, (server, channel_name), table in zip(
        (north, south), (("Alpha", "north"), ("Beta", "south")), tables, strict=True
    ):
        assert f"Sticheln at **{server}** › #{channel_name}" in message.content
        link = message.components[1].children[0].url
        assert link.startswith(f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/")
    # a pick at one table leaves the hand of the other alone
    menu = hand_select(north)
    await ann.select(north, pick(menu), custom_id=menu.custom_id)
    kept = next(m for m in ann.dm_channel.history() if m.id == south.id)
    assert kept.content == south.content and hand_select(kept) is not None


async def test_a_whole_game_by_dm_one_notification_per_decision_no_dm_call_but_the_new_hand(simcord_env):
    env = simcord_env
    table = await started(env, rounds_players=True)
    start = 0  # the first pain cards were asked by /start
    dm_channels = {p.user.dm_channel.id: p for p in table.players}

    async def one_hand_each() -> None:
        for p in table.players:
            assert len(p.user.dm_channel.history()) == 1  # the live hand, never a pile of old ones

    await play_out(table, on_step=one_hand_each)
    assert (await table.board()).phase == "over"
    # every DM edit and delete went through an interaction's webhook; the bot token only posted new hands
    dm_calls = [e for e in bot_token_calls(env, start) if any(f"/channels/{c}/" in e.path for c in dm_channels)]
    assert dm_calls and {(e.method, e.path.rsplit("/", 1)[-1]) for e in dm_calls} == {("POST", "messages")}
    # each decision (seat, decision number) offered exactly once: as a new DM (its notification), or in the
    # message its player just clicked (they are there)
    first_offer: dict[tuple[str, str], object] = {}
    new_hand_posts: dict[tuple[str, str], int] = {}
    for request in sent(env, start):
        for custom_id in request.menus():
            key = tuple(custom_id.split(":")[-2:])
            first_offer.setdefault(key, request)
            if request.method == "POST" and not request.interaction:
                new_hand_posts[key] = new_hand_posts.get(key, 0) + 1
    assert len(first_offer) == 3 * 3 * 15  # 3 seats, 3 rounds, a pain card and 14 cards each
    assert all(count == 1 for count in new_hand_posts.values())
    assert all(
        r.interaction or r.path.removeprefix("/channels/").split("/")[0] in map(str, dm_channels)
        for r in first_offer.values()
    )
    # a game's last DM is its result, not an empty hand
    for p in table.players:
        last = dm_hand(p)
        assert last.content.startswith("**Game over") and hand_select(last) is None
        assert "(no cards)" not in last.content


async def test_a_pick_is_answered_by_the_clicked_message(simcord_env):
    env = simcord_env
    table = await started(env)
    await play_out(table, stop_after=3)
    board = await table.board()
    player = to_play(table, board)
    message = dm_hand(player)
    menu = hand_select(message)
    card = pick(menu)[0]
    cursor = len(env.http_requests)
    result = await player.user.select(message, [card], custom_id=menu.custom_id)
    assert result.acknowledged
    callback = next(r for r in sent(env, cursor) if r.path.startswith("/interactions/"))
    assert callback.payload["type"] == 7  # UPDATE_MESSAGE: the answer is the edit
    after = next(m for m in player.user.dm_channel.history() if m.id == message.id)
    if hand_select(after) is None:  # (unless the next decision is theirs at once, shown in place)
        assert after.content.startswith(f"**You played {render.card(card)}**")
    else:
        assert f"You played {render.card(card)}." in after.content
    dm = f"/channels/{player.user.dm_channel.id}/"
    assert not [e for e in bot_token_calls(env, cursor) if dm in e.path and e.method != "POST"]


async def test_an_away_player_gets_one_dm_and_comes_back_with_its_button(simcord_env):
    env = simcord_env
    table = await started(env)
    await play_out(table, stop_after=3)
    away = to_play(table, await table.board())
    dm = away.user.dm_channel
    await env.advance_time(46)  # the reminder at half time (a new DM) ...
    cursor = len(env.http_requests)
    await env.advance_time(45)  # ... then the turn clock (90 s) runs out: the computer plays for them
    board = await table.board()
    assert board.seats[[p.id for p in table.players].index(away.id)].away
    posts = [e for e in env.http_requests[cursor:] if e.method == "POST" and e.path == f"/channels/{dm.id}/messages"]
    assert len(posts) == 1
    notice = dm_hand(away)
    assert "You are away" in notice.content and "computer plays for you" in notice.content
    assert [c.label for r in notice.components for c in r.children] == ["I'm back"]
    assert any("is away" in m.content for m in table.channel.history())
    # the others play on; the computer plays for the away player, who gets no "Your turn" DM
    others = [p for p in table.players if p is not away]
    waiting = Table(table.env, table.guild, table.channel, others)
    await play_out(waiting, stop_after=6)
    posts = [e for e in env.http_requests[cursor:] if e.method == "POST" and e.path == f"/channels/{dm.id}/messages"]
    assert len(posts) == 1 and len(dm.history()) == 1
    # back: the notice becomes their hand, and the channel says so
    result = await away.user.click(dm_hand(away), label="I'm back")
    assert result.acknowledged
    assert not (await table.board()).seats[[p.id for p in table.players].index(away.id)].away
    shown = dm_hand(away)
    assert shown.id == notice.id and "Your cards:" in shown.content and "I'm back" not in str(shown.components)
    assert any("is back" in m.content for m in table.channel.history())
    await play_out(table)
    assert (await table.board()).phase == "over"


async def test_show_my_hand_keeps_no_dead_menu(simcord_env):
    table = await started(simcord_env)
    ann, bo = table.players[0], table.players[1]
    # played from the private reply: that reply and the DM both drop the menu
    private = (await ann.slash(table.channel, "hand")).response
    custom_id, values = menu_of(private)
    result = await ann.select(private, [values[0]], custom_id=custom_id)
    assert result.acknowledged and not result.followups
    assert menu_of(result.response or private) is None
    assert hand_select(dm_hand(ann)) is None
    # played from the DM: the private reply drops its menu too
    private = (await bo.slash(table.channel, "hand")).response
    menu = hand_select(dm_hand(bo))
    await bo.user.select(dm_hand(bo), pick(menu), custom_id=menu.custom_id)
    assert menu_of(private) is None


async def test_a_turn_warning_is_a_new_dm_and_no_identical_board_edit(simcord_env):
    env = simcord_env
    table = await started(env)
    await play_out(table, stop_after=3)
    player = to_play(table, await table.board())
    before = dm_hand(player)
    cursor = len(env.http_requests)
    await env.advance_time(46)  # half of the 90 s turn clock
    assert "seconds left" in dm_hand(player).content and dm_hand(player).id != before.id
    assert len(player.user.dm_channel.history()) == 1
    assert not [e for e in env.http_requests[cursor:] if e.method == "PATCH" and str(table.channel.id) in e.path]


async def test_after_a_restart_the_shared_memory_keeps_the_board_and_the_hands(simcord_env, settings):
    """The adapter's memory is in the database: a new process edits the same messages."""
    env = simcord_env
    table = await started(env)
    await play_out(table, stop_after=3 + 1)  # a trick under way: its board message is posted
    shown = await env.bot.memory.board(table.channel.id)
    assert shown is not None
    old = env.bot
    await old.service.close()
    old.service = None
    await env.restart_bot(create_bot(settings))  # nothing handed over but the database
    cursor = len(env.http_requests)
    board = await table.board()
    player = to_play(table, board)
    waiting_message = dm_hand(player)
    menu = hand_select(waiting_message)
    await player.user.select(waiting_message, pick(menu), custom_id=menu.custom_id)
    paths = [(e.method, e.path) for e in env.http_requests[cursor:]]
    assert ("PATCH", f"/channels/{table.channel.id}/messages/{shown.message_id}") in paths
    await play_out(table, stop_after=2)
    for p in table.players:
        assert len(p.user.dm_channel.history()) == 1  # the new process deleted the old hands it never sent


async def test_a_click_whose_hand_is_late_is_deferred_in_time_then_edited_through_its_webhook(simcord_env, monkeypatch):
    from bot.discord.hands import clicks

    monkeypatch.setattr(clicks, "ANSWER_WITHIN", 0)  # the hand "comes late": after the deferral
    env = simcord_env
    table = await started(env)
    ann = table.players[0]
    message = dm_hand(ann)
    menu = hand_select(message)
    cursor = len(env.http_requests)
    result = await ann.user.select(message, pick(menu), custom_id=menu.custom_id)
    assert result.acknowledged and not result.followups
    requests = sent(env, cursor)
    callback = next(r for r in requests if r.path.startswith("/interactions/"))
    assert callback.payload["type"] == 6  # DEFERRED_UPDATE_MESSAGE
    edit = next(r for r in requests if r.method == "PATCH" and r.path.endswith("/messages/@original"))
    assert "Your pain card" in edit.text
    shown = next(m for m in ann.user.dm_channel.history() if m.id == message.id)
    assert shown.content.startswith("**Your pain card") and hand_select(shown) is None
