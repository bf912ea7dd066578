"""A whole tournament through simcord: 8 players, tables of 4, 2 rounds, a restart in the middle of round 1.

Checked against the tables' own records (``sticheln replay``): the duplicate deals
are identical across the tables of a round, and the final standings are the
placing points computed again from the replayed totals.
"""

from __future__ import annotations

import re
from fractions import Fraction

from bot.club.scoring import placing_points
from bot.discord.club import embeds
from tests.discord.discord_helpers import (
    Table,
    close_service,
    dm_hand,
    export_record,
    make_bot,
    play_out,
    replay,
    reply_text,
)

NAMES = ["ann", "bo", "cy", "di", "ed", "flo", "gus", "hal"]
LINE = re.compile(r"^(\d+)\. (\S+) — ([\d.]+) pts \((-?\d+) game points?\)")  # a line of the standings


async def round_tables(env, guild, channel, members, rnd: int) -> list[Table]:
    """The round's tables, by their threads (named after the round), with the members seated there."""
    tables = []
    for thread in channel.threads:
        if f"round {rnd} ·" not in (thread.name or ""):
            continue
        board = await env.bot.service.board(thread.id)
        ids = [s.user_id for s in board.seats]
        tables.append(Table(env, guild, thread, [m for uid in ids for m in members if m.id == uid]))
    return sorted(tables, key=lambda tb: tb.channel.name)


async def test_a_tournament_of_two_rounds_with_a_restart_mid_round(simcord_env, settings):
    env = simcord_env
    guild = env.create_guild("Club")
    channel = guild.create_text_channel("tournaments")
    members = [guild.add_member(env.create_user(name)) for name in NAMES]
    ann = members[0]
    made = await ann.slash(channel, "tournament create", name="Cup", rounds=2, table_size=4, dm=True)
    assert "Done" in reply_text(made), reply_text(made)
    assert "Cup" in channel.last_message.content and "/tournament join" in channel.last_message.content
    for m in members:
        joined = await m.slash(channel, "tournament join")
        assert "registered" in reply_text(joined)
    refused = await members[3].slash(channel, "tournament start")
    assert "creator" in reply_text(refused) and channel.threads == []
    started = await ann.slash(channel, "tournament start")
    assert "round 1 is seated" in reply_text(started)

    first = await round_tables(env, guild, channel, members, 1)
    assert [len(tb.players) for tb in first] == [4, 4]
    assert {m.id for tb in first for m in tb.players} == {m.id for m in members}
    seeds = [_seed_of(tb) for tb in first]
    hand = dm_hand(first[0].players[0])
    assert hand is not None and f"**Club** › #{first[0].channel.name}" in hand.content  # the DM names the thread
    assert seeds[0] == seeds[1]  # the seed is shown, and it is the same at both tables

    await play_out(first[0])
    await play_out(first[1], stop_after=25)  # mid-game at the second table ...
    await close_service(env.bot)
    await env.restart_bot(make_bot(settings))  # ... the bot restarts
    await play_out(first[1])
    assert [(await tb.board()).phase for tb in first] == ["over", "over"]

    records = [await export_record(tb, tb.players[0]) for tb in first]
    assert records[0]["rounds"][0]["hands"] == records[1]["rounds"][0]["hands"]
    assert [r["hands"] for r in records[0]["rounds"]] == [r["hands"] for r in records[1]["rounds"]]  # all 4 deals

    second = await round_tables(env, guild, channel, members, 2)
    assert len(second) == 2, [t.name for t in channel.threads]
    round_one = [{m.id for m in tb.players} for tb in first]
    for tb in second:  # seated by standings, repeat pairings as few as they can be: two from each first table
        assert sorted(len({m.id for m in tb.players} & met) for met in round_one) == [2, 2]
    second_seeds = {_seed_of(tb) for tb in second}
    assert len(second_seeds) == 1 and second_seeds != {seeds[0]}  # a new deal, again the same at both tables
    for tb in second:
        await play_out(tb)
        records.append(await export_record(tb, tb.players[0]))
    assert [r["hands"] for r in records[2]["rounds"]] == [r["hands"] for r in records[3]["rounds"]]

    # the standings, computed again from the four records
    expected: dict[str, list] = {name: [Fraction(0), 0] for name in NAMES}
    for record in records:
        summary = replay(record)
        assert summary["finished"]
        for name, points, total in zip(
            summary["players"], placing_points(summary["totals"]), summary["totals"], strict=True
        ):
            expected[name][0] += points
            expected[name][1] += total
    standings = await ann.slash(channel, "tournament standings")
    assert standings.response is not None and standings.response.embeds, reply_text(standings)
    embed = standings.response.embeds[0]
    assert "final standings" in embed.title and "🤖" not in embed.description  # nobody's seat was AI-played
    lines = [LINE.match(line) for line in embed.description.splitlines()]
    shown = {m.group(2): (m.group(3), int(m.group(4))) for m in lines if m is not None}
    assert shown == {name: (embeds.points(p), total) for name, (p, total) in expected.items()}
    order = [m.group(2) for m in lines if m is not None]
    assert order == sorted(order, key=lambda n: (-expected[n][0], -expected[n][1]))  # points, then game points
    best = max(expected, key=lambda n: (expected[n][0], expected[n][1]))
    podium = next(m for m in reversed(channel.history()) if m.embeds and "is over" in (m.embeds[0].title or ""))
    assert f"🥇 {best}" in podium.embeds[0].description
    board = next(m for m in channel.history() if m.embeds and "standings" in (m.embeds[0].title or ""))
    assert board.embeds[0].description == embed.description  # the standings message, edited as tables finished


def _seed_of(table: Table) -> str:
    """The deal seed the table's thread shows in its first message."""
    found = re.search(r"Deal seed (\d+)", table.channel.history()[0].content)
    assert found is not None, table.channel.history()[0].content
    return found.group(1)
