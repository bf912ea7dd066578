"""A player whose DMs are closed is told about every turn of theirs in the channel, and reminded at half time."""

from __future__ import annotations

from tests.discord.discord_helpers import (
    Table,
    dm_hand,
    hand_select,
    hand_version,
    make_table,
    menu_of,
    pick,
    seat_everyone,
)


def close_dms(env, player) -> None:
    dm = player.user.dm_channel
    env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007, times=None)


def pings(table: Table, player) -> list:
    """The channel mentions telling ``player`` it is their turn (the one-time notice excluded)."""
    return [m for m in table.channel.history() if player.mention in m.content and "Show my hand or /hand" in m.content]


async def test_every_turn_of_a_closed_dm_player_is_a_mention_deleted_once_played(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    bo = table.players[1]
    close_dms(env, bo)
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "option", name="rounds", value="players")  # 3 rounds
    await table.players[0].slash(table.channel, "start")
    decisions = told = in_place = 0
    shown = None  # bo's private hand, as his last click left it
    next_in_place = None  # the decision his last click's answer showed at once (he is there: no mention needed)
    while (board := await table.board()).phase in ("pain", "tricks"):
        waiting = [
            p
            for p in table.players
            if any(
                s.user_id == p.id
                and (
                    (board.phase == "pain" and not s.pain_chosen) or (board.phase == "tricks" and s.seat == board.turn)
                )
                for s in board.seats
            )
        ]
        player = waiting[0]
        if player is not bo:
            message = dm_hand(player)
            menu = hand_select(message)
            await player.user.select(message, pick(menu), custom_id=menu.custom_id)
            continue
        decisions += 1
        decision = await hand_version(table, bo)
        if next_in_place == decision:
            in_place += 1
        else:
            mentions = pings(table, bo)
            assert len(mentions) == 1, f"decision {decision}: {len(mentions)} mentions"
            assert "Your turn" in mentions[0].content or "choose your" in mentions[0].content
            told += 1
            shown = (await bo.click(mentions[0], label="Show my hand")).response
        custom_id, values = menu_of(shown)
        assert custom_id.endswith(f":{decision}")
        count = 2 if "two" in str(shown.content) else 1
        result = await bo.select(shown, values[:count], custom_id=custom_id)
        assert result.acknowledged and not result.followups
        shown = result.response or shown
        answered = menu_of(shown)
        next_in_place = int(answered[0].rsplit(":", 1)[1]) if answered else None
        assert pings(table, bo) == []  # deleted once he has played
    assert (await table.board()).phase == "over"
    assert decisions == 3 * 15  # a pain card and 14 cards in each of 3 rounds
    assert told + in_place == decisions and told > 14  # every turn told (not only the leads)
    notices = [m for m in table.channel.history() if bo.mention in m.content and "direct messages" in m.content]
    assert len(notices) == 1


async def test_the_half_time_reminder_reaches_a_closed_dm_player(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    bo = table.players[1]
    close_dms(env, bo)
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    first = pings(table, bo)
    assert len(first) == 1 and "choose your pain card" in first[0].content
    await env.advance_time(61)  # half of the 120 s to choose a pain card
    again = pings(table, bo)
    assert len(again) == 1 and again[0].id != first[0].id and "seconds left" in again[0].content


async def test_a_closed_dm_player_who_is_away_comes_back_from_the_channel(simcord_env):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    close_dms(env, bo)
    await seat_everyone(table)
    await ann.slash(table.channel, "start")
    for p in (ann, cy):
        menu = hand_select(dm_hand(p))
        await p.user.select(dm_hand(p), pick(menu), custom_id=menu.custom_id)
    await env.advance_time(121)  # bo's pain clock runs out: the computer chooses for him and plays on
    away = [m for m in table.channel.history() if bo.mention in m.content and "You are away" in m.content]
    assert len(away) == 1 and pings(table, bo) == []
    result = await bo.click(away[0], label="I'm back")
    assert result.acknowledged and result.ephemeral  # his hand, privately
    assert "Your cards:" in result.response.content
    assert not [m for m in table.channel.history() if bo.mention in m.content and "You are away" in m.content]
    assert any("bo is back" in m.content for m in table.channel.history())
    assert not (await table.board()).seats[1].away
