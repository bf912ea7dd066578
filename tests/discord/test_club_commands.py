"""The club commands on simcord: seasons (a rollover keeps the old board readable), /history and /export game:N
of an older game (replayed), the result's chart, /lfg filling and expiring, and a tournament's short tables."""

from __future__ import annotations

import io
import json
import re

import discord
import pytest
from PIL import Image

from bot.discord.club.chart import CHART_FILE, HEIGHT, WIDTH
from bot.i18n import t
from bot.model.ratings import ordinal, places, rate_places
from bot.service.rating_rules import places_removed_last
from tests.discord.discord_helpers import (
    Table,
    bot_token_calls,
    dm_hand,
    hand_select,
    pick,
    play_out,
    replay,
    reply_text,
    seat_everyone,
)

GAME_LINE = re.compile(r"^#(\d+) · .* · place (\d) of (\d) · total (-?\d+)")


def club_table(env, names: list[str]) -> tuple[Table, object]:
    """A table in a server with a moderator (Manage Server) who does not play."""
    guild = env.create_guild("Club")
    channel = guild.create_text_channel("table")
    players = [guild.add_member(env.create_user(name)) for name in names]
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("mod"), roles=[mods])
    return Table(env, guild, channel, players), mod


async def rated_game(table: Table) -> None:
    """A four-round game (dm) of the seated players, rated: nobody is away."""
    started = await table.players[0].slash(table.channel, "start", dm=True)
    assert reply_text(started) == t("dc_ok_start")
    await play_out(table)
    board = await table.board()
    assert board.phase == "over" and board.rated


async def exported(player, channel, **game) -> dict:
    result = await player.slash(channel, "export", **game)
    [file] = [a for m in [result.response, *result.followups] if m is not None for a in m.attachments]
    return json.loads(await file.read())


async def reply_embed(result) -> discord.Embed:
    message = result.response if result.response is not None and result.response.embeds else result.followups[0]
    return message.embeds[0]


def attachment(message) -> discord.Attachment:
    [found] = [a for a in message.attachments if a.filename == CHART_FILE]
    return found


async def test_a_season_rollover_keeps_the_old_board_and_history_exports_an_older_game(simcord_env):
    env = simcord_env
    table, mod = club_table(env, ["ann", "bo", "cy"])
    ann = table.players[0]
    season = await ann.slash(table.channel, "season")
    assert (await reply_embed(season)).title == "Season 1"

    await seat_everyone(table)
    await rated_game(table)
    result = next(m for m in reversed(table.channel.history()) if m.embeds and m.attachments)
    assert result.embeds[0].image.url == f"attachment://{CHART_FILE}"  # the result carries the chart
    image = Image.open(io.BytesIO(await attachment(result).read()))
    assert image.format == "PNG" and image.size == (WIDTH, HEIGHT)
    first_board = (await reply_embed(await ann.slash(table.channel, "leaderboard", season=1))).description
    assert all(name in first_board for name in ("ann", "bo", "cy"))

    refused = await ann.slash(table.channel, "season", action="new")
    assert "moderator" in reply_text(refused).lower()
    assert (await reply_embed(await ann.slash(table.channel, "season"))).title == "Season 1"  # nothing changed
    rolled = await mod.slash(table.channel, "season", action="new")
    assert (await reply_embed(rolled)).title == "Season 2"
    assert "Season 2 starts now" in table.channel.last_message.content

    await rated_game(table)  # the same players again, in season 2
    second = await reply_embed(await ann.slash(table.channel, "leaderboard", season=2))
    assert all(name in second.description for name in ("ann", "bo", "cy")) and "since" in second.description
    old = await reply_embed(await ann.slash(table.channel, "leaderboard", season=1))
    assert old.description.split("\n", 1)[1] == first_board.split("\n", 1)[1]  # the old board, unchanged
    assert "–" in old.description.split("\n", 1)[0]  # with its start and end dates
    lifetime = await reply_embed(await ann.slash(table.channel, "leaderboard"))
    assert lifetime.title == "Leaderboard" and "ann" in lifetime.description
    stats = await ann.slash(table.channel, "stats")
    seasons = next(e for e in stats.response.embeds if e.title == "Seasons")
    assert "Season 2: 1 rated game," in seasons.description and "Season 1: 1 rated game," in seasons.description

    history = await reply_embed(await table.players[1].slash(table.channel, "history"))
    games = [GAME_LINE.match(line) for line in history.description.splitlines()]
    assert len(games) == 2 and all(games)
    newer, older = (int(g.group(1)) for g in games)  # the last game first
    assert newer > older
    record = await exported(ann, table.channel, game=older)
    summary = replay(record)
    assert summary["finished"] and summary["players"] == ["ann", "bo", "cy"]
    assert summary["totals"][1] == int(games[1].group(4))  # bo's total, as /history showed it
    assert record != await exported(ann, table.channel)  # an older game than the table's last one
    chart = await ann.slash(table.channel, "history", game=older)
    shown = chart.response if chart.response is not None and chart.response.attachments else chart.followups[0]
    assert Image.open(io.BytesIO(await attachment(shown).read())).size == (WIDTH, HEIGHT)
    missing = await ann.slash(table.channel, "export", game=older + 1000)
    assert "No game number" in reply_text(missing)


def buttons(message) -> list[str]:
    return [c.label for row in message.components for c in getattr(row, "children", ())]


async def test_lfg_pings_the_role_fills_up_starts_when_the_caller_says_and_expires(simcord_env):
    env = simcord_env
    table, mod = club_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    players = table.guild.create_role("Sticheln players")
    refused = await ann.slash(table.channel, "settings", lfg_role=players)
    assert "moderator" in reply_text(refused).lower()
    await mod.slash(table.channel, "settings", lfg_role=players)

    posted = await ann.slash(table.channel, "lfg", players=3, note="quick game")
    assert reply_text(posted) == t("cl_lfg_posted")
    call = table.channel.last_message
    assert (
        call.content.startswith(f"<@&{players.id}>")
        and "1 of 3 seated" in call.content
        and "quick game" in call.content
    )
    assert buttons(call) == ["Join", "Start"]
    joined = await bo.click(call, label="Join")
    assert reply_text(joined) == t("cl_lfg_joined")
    call = next(m for m in table.channel.history() if m.id == call.id)
    assert "2 of 3 seated" in call.content and "At the table: ann and bo" in call.content
    await cy.click(call, label="Join")
    call = next(m for m in table.channel.history() if m.id == call.id)
    assert "The table is full" in call.content and buttons(call) == ["Start"]  # closed: full
    assert [s.name for s in (await table.board()).seats] == ["ann", "bo", "cy"]
    assert (await table.board()).phase == "lobby"  # ... and it waits for the caller
    other = table.guild.create_text_channel("second-table")
    await bo.slash(other, "lfg")
    late = other.last_message
    await env.advance_time(14 * 60)
    assert buttons(next(m for m in other.history() if m.id == late.id)) == ["Join", "Start"]
    await env.advance_time(61)  # 15 minutes after the call
    late = next(m for m in other.history() if m.id == late.id)
    assert "closed after 15 minutes" in late.content and "Join" not in buttons(late)
    call = next(m for m in table.channel.history() if m.id == call.id)
    assert "The table is full" in call.content and buttons(call) == ["Start"]  # a full call does not expire
    not_caller = await bo.click(call, label="Start")
    assert reply_text(not_caller) == t("lfg_caller_only", name="ann") and (await table.board()).phase == "lobby"
    await ann.click(call, label="Start")
    assert (await table.board()).phase == "pain"
    call = next(m for m in table.channel.history() if m.id == call.id)
    assert "The game has started" in call.content and buttons(call) == []


async def test_a_short_table_gets_a_named_ai_seat_and_absent_players_seats_are_marked(simcord_env):
    env = simcord_env
    guild = env.create_guild("Club")
    channel = guild.create_text_channel("cup")
    members = [guild.add_member(env.create_user(name)) for name in ["ann", "bo", "cy", "di"]]
    await members[0].slash(channel, "tournament create", name="Mini", rounds=1, table_size=3, dm=True)
    for m in members:
        await m.slash(channel, "tournament join")
    await members[0].slash(channel, "tournament start")
    assert len(channel.threads) == 2  # four players at tables of three: two and two, each with an AI seat
    for thread in channel.threads:
        intro = thread.history()[0].content
        assert intro.count("<@") == 2 and intro.count("(AI seat)") == 1, intro
    env.settle_timeout = 120  # the AI plays two whole games within one step of the clock
    await env.advance_time(121)  # nobody chooses a pain card: the AI plays every absent seat, to the end
    for _ in range(20):
        if all([(await env.bot.service.board(th.id)).phase == "over" for th in channel.threads]):
            break
        await env.advance_time(91)
    podium = next(m for m in reversed(channel.history()) if m.embeds and "is over" in (m.embeds[0].title or ""))
    final = podium.embeds[0].fields[0].value.splitlines()
    assert len(final) == 4 and all("🤖 AI-played in tournament round 1" in line for line in final), final
    history = await reply_embed(await members[1].slash(channel, "history"))
    assert "Mini, tournament round 1" in history.description


async def test_results_reach_the_results_channel_and_every_club_call_takes_a_rest_slot(simcord_env):
    env = simcord_env
    table, mod = club_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    results = table.guild.create_text_channel("results")
    start, granted = len(env.http_requests), sum(env.bot.limiter.granted.values())
    await mod.slash(table.channel, "settings", results_channel=results)
    await ann.slash(table.channel, "lfg", players=3)
    call = table.channel.last_message
    await bo.click(call, label="Join")
    await cy.click(next(m for m in table.channel.history() if m.id == call.id), label="Join")
    await ann.click(next(m for m in table.channel.history() if m.id == call.id), label="Start")
    await play_out(table)
    cup = table.guild.create_text_channel("cup")
    await ann.slash(cup, "tournament create", name="Cup", rounds=1, table_size=3)
    for p in table.players:
        await p.slash(cup, "tournament join")
    await ann.slash(cup, "tournament start")
    assert len(cup.threads) == 1
    slots = sum(env.bot.limiter.granted.values()) - granted
    assert slots == len(bot_token_calls(env, start)) > 0  # threads, intros, calls and their edits included

    [posted] = results.history()
    assert posted.content == t("cl_result_posted", table=table.channel.id)
    assert posted.embeds[0].image.url == f"attachment://{CHART_FILE}"
    final = (await table.board()).totals
    assert all(f"{total}" in posted.embeds[0].description + str(posted.embeds[0].fields) for total in final)
    image = Image.open(io.BytesIO(await attachment(posted).read()))
    assert image.size == (WIDTH, HEIGHT)


async def test_a_player_away_for_most_of_a_rated_game_does_not_gain_from_it(simcord_env):
    env = simcord_env
    table, _ = club_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    await seat_everyone(table)
    await ann.slash(table.channel, "start", dm=True)
    for p in (ann, cy):  # bo never chooses a pain card
        message = dm_hand(p)
        select = hand_select(message)
        await p.user.select(message, pick(select), custom_id=select.custom_id)
    await env.advance_time(121)  # the pain clock runs out: bo is away, and the AI plays bo's seat to the end
    await play_out(table)
    board = await table.board()
    assert board.phase == "over" and board.rated and board.seats[1].away
    plain = rate_places([None, None, None], places(board.totals))
    assert ordinal(plain[1]) > 0, "with these deals the AI does well for bo: bo would have gained"
    stats = await bo.slash(table.channel, "stats")
    shown = {f.name: f.value for f in stats.response.embeds[0].fields}
    assert shown["Rating"] == "0.0", shown  # a newcomer's rating: no gain
    ann_stats = {f.name: f.value for f in (await ann.slash(table.channel, "stats")).response.embeds[0].fields}
    assert ann_stats["Games"] == shown["Games"] == "1"  # the game counts for everyone


async def test_a_player_removed_by_vote_is_rated_last(simcord_env):
    env = simcord_env
    table, _ = club_table(env, ["ann", "bo", "cy", "di"])
    ann, bo, cy, di = table.players
    await seat_everyone(table)
    await ann.slash(table.channel, "start", dm=True)
    await ann.slash(table.channel, "remove", player=di)
    for p in (ann, bo, cy):
        await p.slash(table.channel, "accept")
    assert (await table.board()).seats[3].user_id != di.id  # the AI plays di's seat on
    table.players = [ann, bo, cy]
    await play_out(table)
    board = await table.board()
    assert board.phase == "over" and board.rated
    ratings = {}
    for p in (ann, bo, cy, di):
        fields = {f.name: f.value for f in (await p.slash(table.channel, "stats")).response.embeds[0].fields}
        ratings[p.name] = float(fields["Rating"])
    expected = rate_places([None] * 4, places_removed_last(board.totals, [False, False, False, True]))
    assert ratings == {  # shown to one decimal: off by up to 0.05, a hair more in binary floating point
        p.name: pytest.approx(ordinal(r), abs=0.0501) for p, r in zip((ann, bo, cy, di), expected, strict=True)
    }
    assert ratings["di"] == min(ratings.values()) < 0  # last, whatever the AI scored for the seat


async def test_tournament_registration_refusals_leave_and_cancel(simcord_env):
    env = simcord_env
    table, mod = club_table(env, ["ann", "bo", "cy", "di"])
    ann, bo, cy, di = table.players
    channel = table.channel
    assert t("tournament_none") == reply_text(await bo.slash(channel, "tournament join"))
    await ann.slash(channel, "tournament create", name="Cup", rounds=1, table_size=3)
    again = await bo.slash(channel, "tournament create", name="Other", rounds=1, table_size=3)
    assert reply_text(again) == t("tournament_exists", name="Cup")
    for p in (ann, bo):
        await p.slash(channel, "tournament join")
    assert reply_text(await bo.slash(channel, "tournament join")) == t("tournament_already_joined", name="Cup")
    too_few = await ann.slash(channel, "tournament start")
    assert reply_text(too_few) == t("tournament_too_few", min=3, count=2) and channel.threads == []
    assert reply_text(await bo.slash(channel, "tournament leave")) == t("cl_t_left", name="Cup")
    assert reply_text(await bo.slash(channel, "tournament leave")) == t("tournament_not_joined", name="Cup")
    for p in (bo, cy, di):
        await p.slash(channel, "tournament join")
    standings = await reply_embed(await cy.slash(channel, "tournament standings"))
    assert standings.description == t("cl_t_standings_empty")
    await ann.slash(channel, "tournament start")
    assert len(channel.threads) == 2  # four players at tables of three: two tables
    late = await bo.slash(channel, "tournament leave")
    assert reply_text(late) == t("tournament_started", name="Cup")
    refused = await cy.slash(channel, "tournament cancel")
    assert reply_text(refused) == t("tournament_runner_only")
    await mod.slash(channel, "tournament cancel")  # a moderator may, besides the creator
    assert channel.last_message.content == t("cl_t_cancelled", name="Cup")
    assert reply_text(await ann.slash(channel, "tournament cancel")) == t("tournament_over", name="Cup")
    fresh = await bo.slash(channel, "tournament create", name="Next", rounds=1, table_size=3)
    assert reply_text(fresh) == t("dc_ok_done")  # a cancelled tournament frees the channel
