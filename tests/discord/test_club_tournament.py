"""A whole tournament through simcord: 8 players, tables of 4, 2 rounds, a restart in the middle of round 1.

Checked against the tables' own records (``sticheln replay``): the duplicate deals
are identical across the tables of a round, and the final standings are the
placing points computed again from the replayed totals.
"""

from __future__ import annotations

import re
from fractions import Fraction

from bot.service.club.scoring import placing_points
from tests.discord.discord_helpers import (
    Table,
    close_service,
    export_record,
    make_bot,
    play_out,
    replay,
    reply_text,
)

NAMES = ["ann", "bo", "cy", "di", "ed", "flo", "gus", "hal"]
LINE = re.compile(r"^(\d+)\. (\S+) — ([\d.]+) pts \((-?\d+) game points\)")


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
    seeds = [re.search(r"Deal seed (\d+)", tb.channel.history()[0].content).group(1) for tb in first]
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
    for tb in second:
        await play_out(tb)
        records.append(await export_record(tb, tb.players[0]))

    # the standings, computed again from the four records
    expected: dict[str, list] = {name: [Fraction(0), 0] for name in NAMES}
    for record in records:
        summary = replay(record)
        assert summary["finished"]
        for name, points, total in zip(summary["players"], placing_points(summary["totals"]), summary["totals"]):
            expected[name][0] += points
            expected[name][1] += total
    standings = await ann.slash(channel, "tournament standings")
    assert standings.followups, reply_text(standings)
    embed = standings.followups[0].embeds[0]
    assert "final standings" in embed.title
    shown = {m.group(2): (Fraction(m.group(3)), int(m.group(4))) for m in map(LINE.match, embed.description.splitlines())}
    assert shown == {name: (p, total) for name, (p, total) in expected.items()}
    best = max(expected, key=lambda n: (expected[n][0], expected[n][1]))
    podium = next(m for m in reversed(channel.history()) if m.embeds and "is over" in (m.embeds[0].title or ""))
    assert f"🥇 {best}" in podium.embeds[0].description
