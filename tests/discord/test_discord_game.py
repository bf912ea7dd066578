"""Whole games through slash commands and DM clicks, checked against ``sticheln replay``."""

from __future__ import annotations

from tests.discord.discord_helpers import (
    LeakWatch,
    dm_hand,
    export_record,
    hand_select,
    make_table,
    play_out,
    replay,
    reply_text,
    seat_everyone,
)


async def finish_and_check(table, *, rounds: int) -> dict:
    watch = LeakWatch(table)
    await play_out(table, on_step=watch)
    board = await table.board()
    assert board.phase == "over"
    assert watch.checked > 0
    record = await export_record(table, table.players[-1])
    summary = replay(record)
    assert summary["finished"] is True
    assert len(summary["rounds"]) == rounds
    assert tuple(summary["totals"]) == board.totals
    assert summary["players"] == [p.name for p in table.players]
    # the game result in the channel: totals, winner(s)
    result = table.channel.last_message.embeds[0]
    names = [table.players[w].name for w in summary["winners"]]
    assert all(name in result.description for name in names)
    for seat, total in enumerate(summary["totals"]):
        field = next(f for f in result.fields if table.players[seat].name in f.name)
        assert str(total) in field.value
    return summary


async def test_three_humans_play_a_full_rated_game_then_a_practice_game(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    result = await table.players[0].slash(table.channel, "start")
    assert result.acknowledged and not result.followups
    await finish_and_check(table, rounds=5)
    # rated: the result shows rating changes
    assert "rating" in table.channel.last_message.embeds[0].fields[0].value
    shown = await table.players[0].slash(table.channel, "leaderboard")
    assert "ann" in shown.response.embeds[0].description
    before = await ranking(table)
    assert len(before) == 3

    # back to the lobby, then a practice game: the leaderboard must not move
    reset = await table.players[1].slash(table.channel, "reset")
    assert reply_text(reset), reply_text(reset)
    assert (await table.board()).phase == "lobby"
    start = await table.players[2].slash(table.channel, "startnosave", dm=True)
    assert (await table.board()).rated is False, reply_text(start)
    await finish_and_check(table, rounds=4)  # dm: 4 rounds
    assert await ranking(table) == before  # places, ratings, games, wins and averages all unchanged
    assert "rating" not in table.channel.last_message.embeds[0].fields[0].value


async def ranking(table) -> list[tuple[int, int, float, int, int, float]]:
    board = await table.bot.service.leaderboard(table.guild.id, table.players[0].id)
    return [(s.place, s.user_id, s.rating, s.games, s.wins, s.average_round) for s in board.top]


async def test_six_humans_play_a_full_game(simcord_env):
    table = make_table(simcord_env, ["ann", "bo", "cy", "di", "ed", "flo"])
    await seat_everyone(table)
    result = await table.players[3].slash(table.channel, "start")
    assert result.acknowledged and not result.followups, reply_text(result)
    assert (await table.board()).round_count == 5
    await finish_and_check(table, rounds=5)


async def test_two_hidden_pain_cards(simcord_env):
    """twopain: the pain menu takes exactly two cards; hidden: no pain colour shows before the scoring."""
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    for name in ("twopain", "hidden"):
        result = await table.players[0].slash(table.channel, "option", name=name, value="on")
        assert name in reply_text(result)
    await table.players[0].slash(table.channel, "startnosave", dm=True)
    menu = hand_select(dm_hand(table.players[0]))
    assert menu.min_values == menu.max_values == 2
    await finish_and_check(table, rounds=4)
