"""A table that reads like a game (issue 28): whole games on simcord in every language, read as a player would.

Each game is 4 humans, 5 rounds, played by DM clicks. It checks what simcord
does not: every component emoji is a real Unicode emoji (Discord refuses the
whole message otherwise), the channel stays quiet (new messages counted), and
the lines this feature defines fit a phone's width.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import emoji
import pytest

from bot.discord.memory import TrickPoints
from bot.discord.table.round_board import (
    PHONE_WIDTH,
    breakdown,
    breakdown_lines,
    places,
    taken_lines,
    totals_lines,
    width,
    wrap,
)
from bot.i18n import speaking, t
from bot.model.events import Board, SeatInfo
from tests.discord.discord_api_rules import emoji_of
from tests.discord.discord_helpers import dm_hand, make_table, play_out, reply_text, seat_everyone, sent
from tests.discord.forge import forge_component
from tests.discord.test_discord_languages import private_texts, speaking_users  # noqa: F401  (a fixture)

LANGUAGES = ("en", "de", "fr", "pt-BR")


def components_of(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """Every button and select of a message payload (an interaction answer's data included)."""
    body = payload.get("data") if isinstance(payload.get("data"), dict) else payload
    found = []
    for row in (body or {}).get("components") or ():
        found += list(row.get("components", ()))
    return found


def bad_emoji(env: Any, start: int = 0) -> list[str]:
    """Every component emoji the bot sent since request ``start`` that is not on Unicode's emoji list."""
    return sorted(
        {
            name
            for request in sent(env, start)
            for component in components_of(request.payload)
            for name in emoji_of(component)
            if not emoji.is_emoji(name)
        }
    )


async def start_game(env: Any, speaking: dict[int, str], language: str) -> Any:
    table = make_table(env, ["ann", "bo", "cy", "di"])
    speaking.update({p.id: language for p in table.players})
    await seat_everyone_in(table, language)
    return table


async def seat_everyone_in(table: Any, language: str) -> None:
    first = table.players[0]
    if language == "en":
        await seat_everyone(table)
    else:
        for p in table.players:
            assert (await p.slash(table.channel, "join")).acknowledged
    await first.slash(table.channel, "option", name="language", value=language)


def test_the_checker_refuses_a_card_symbol_that_is_no_emoji() -> None:
    payload = {"components": [{"type": 1, "components": [{"type": 2, "emoji": {"name": "🂠"}}]}]}

    request = SimpleNamespace(method="POST", path="/channels/1/messages", json=payload)
    assert bad_emoji(SimpleNamespace(http_requests=[request])) == ["🂠"]
    assert emoji.is_emoji("🃏") and emoji.is_emoji("🟥")


@pytest.fixture
def settings(settings: Any) -> Any:
    """The default: each game in a thread of its own (the other simcord tests keep it in the channel)."""
    return settings.model_copy(update={"game_threads": True})


def new_messages(env: Any, channel_ids: set[int], start: int) -> list[Any]:
    """The messages the bot posted to these channels since request ``start`` (edits are not new messages)."""
    return [
        e
        for e in env.http_requests[start:]
        if e.method == "POST" and any(e.path == f"/channels/{cid}/messages" for cid in channel_ids)
    ]


def lines_of(payload: dict[str, Any]) -> list[str]:
    return [line for embed in payload.get("embeds") or () for line in (embed.get("description") or "").splitlines()]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_whole_game_per_language(simcord_env, speaking_users, language) -> None:  # noqa: F811
    env, start = simcord_env, len(simcord_env.http_requests)
    table = await start_game(env, speaking_users, language)
    assert (await table.players[0].slash(table.channel, "start")).acknowledged
    await play_out(table)
    assert (await table.board()).phase == "over"
    assert bad_emoji(env, start) == []

    [thread] = table.channel.threads  # the game's own thread, opened on its start message
    in_channel = new_messages(env, {table.channel.id}, start)
    in_thread = new_messages(env, {thread.id}, start)
    assert len(in_channel) == 2  # the lobby (edited as players joined, then into the start) and the result
    assert len(in_thread) == 5 + 1  # one message per round, and the result
    assert len(in_channel) + len(in_thread) <= 10

    # each round's message ends as its result: every seat's score in its parts, lines that fit a phone
    with speaking(language):
        scored = [t("dc_round_over", round=r, rounds=5) for r in range(1, 6)]
        legend = t("tf_breakdown_legend")
        yours = [t("tf_round_yours", round=r) for r in range(1, 6)]
    results = [p.embeds[0] for p in thread.history() if p.embeds and p.embeds[0].title in scored]
    assert sorted(e.title for e in results) == sorted(scored)
    for embed in results:
        lines = (embed.description or "").splitlines()
        assert legend in lines and sum("**" in line for line in lines) == 4  # a head line per seat
        assert all(width(line) <= PHONE_WIDTH for line in lines), [ln for ln in lines if width(ln) > PHONE_WIDTH]

    # every player's DMs explain each round: rounds 1-4 in the next pain choice, round 5 in the result;
    # the taker of a trick reads its worth in their next hand (the lead of the next trick)
    with speaking(language):
        took = re.compile(
            re.escape(t("tf_you_took", trick=99, points="+1")).replace("99", r"(\d+)").replace(r"\+1", ".+?")
        )
    told = set()
    for p in table.players:
        dm = "\n".join(private_texts(env, p, start))  # DMs, and the clicked hands their answers edited
        assert all(y in dm for y in yours), (p.name, [y for y in yours if y not in dm])
        told |= {int(n) for n in took.findall(dm)}
    assert told == set(range(1, 14))  # tricks 1-13 of some round (the 14th's taker leads no trick)


async def test_the_lobby_is_one_message_with_join_and_start(simcord_env) -> None:
    env, start = simcord_env, len(simcord_env.http_requests)
    table = make_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    assert (await ann.slash(table.channel, "join")).acknowledged
    [lobby] = table.channel.history()
    assert [b.label for b in lobby.components[0].children] == ["Join", "Start"]
    joined = await bo.click(lobby, label="Join")  # the button does what /join does
    assert "You have a seat" in reply_text(joined)
    await cy.slash(table.channel, "join")
    await ann.slash(table.channel, "option", name="rounds", value="1")
    assert len(new_messages(env, {table.channel.id}, start)) == 1  # the joins and the option edited it
    [lobby] = table.channel.history()
    assert "3 seated" in lobby.content and "rounds: 1 round" in lobby.content

    forged = await forge_component(bo, lobby, "st:v1:start:123456789")  # another table's id: refused, nothing done
    assert (
        reply_text(forged) == "This button belongs to another table's lobby." and (await table.board()).phase == "lobby"
    )
    started = await bo.click(lobby, label="Start")
    assert "The game starts" in reply_text(started) and (await table.board()).phase == "pain"
    assert len(table.channel.threads) == 1  # the game's thread
    assert len(new_messages(env, {table.channel.id}, start)) == 1  # the lobby became the start message
    assert table.channel.history()[0].components == []  # no Join or Start on a running game


def test_the_phone_width_rule() -> None:
    """Totals, taken tricks and the breakdown at four players with names of up to seven letters."""
    names = ["Annabel", "Bo", "Cyrill", "Di"]
    seats = tuple(SeatInfo(i, n, 100 + i, pain_colours=("R",)) for i, n in enumerate(names))
    board = Board(1, "tricks", seats, (), round_index=1, round_count=5, trick_index=5, totals=(-33, 104, -7, 0))
    tricks = {i: TrickPoints(i % 4, -26, ("R10", "R11", "R12", "R13"), 0) for i in range(14)}
    for language in LANGUAGES:
        with speaking(language):
            lines = totals_lines(board, (-26, 4, 12, -104)) + taken_lines(board, tricks)
            parts = breakdown(board, tricks, (-40, 2, 3, 4), (("R13",), ("Y2",), ("G1",), ("B0",)))
            assert parts is not None
            lines += breakdown_lines(board, parts)
        assert all(width(line) <= PHONE_WIDTH for line in lines), [ln for ln in lines if width(ln) > PHONE_WIDTH]
    assert (
        width("🟥R7") == 4 and width("**Ann**") == 3 and wrap(["a" * 30, "b" * 9, "c"]) == ["a" * 30, "b" * 9 + " · c"]
    )


async def test_the_end_shows_places_and_a_rematch_opens_the_lobby_with_the_same_seats(simcord_env) -> None:
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    ann, bo, cy = table.players
    for p in (ann, bo):
        await p.slash(table.channel, "join")
    await ann.slash(table.channel, "addbot")
    await ann.slash(table.channel, "option", name="rounds", value="2")
    await ann.slash(table.channel, "startnosave")
    table.players = [ann, bo]
    await play_out(table)
    over = await table.board()
    assert over.phase == "over"
    result = table.channel.last_message  # the result's copy in the channel (the game played in its thread)
    embed = result.embeds[0]
    assert [int(f.name.split(".")[0]) for f in embed.fields] == sorted(places(over.totals))  # 1st to 3rd
    assert "```" in embed.description and "Σ" in embed.description  # the scores round by round
    assert "Place " in dm_hand(ann).content and " of 3" in dm_hand(ann).content

    refused = await cy.click(result, label="Rematch")  # not at the last game: nothing opens
    assert reply_text(refused) == "Only the players of the last game can open a rematch; use /join to sit down."
    start = len(env.http_requests)
    opened = await bo.click(result, label="Rematch")  # a call that mentions ann (the computer needs no asking)
    assert reply_text(opened).startswith("You're in")
    assert len(new_messages(env, {table.channel.id}, start)) == 1
    call = table.channel.last_message
    assert f"<@{ann.id}>" in call.content and f"<@{bo.id}>" not in call.content and "rematch" in call.content
    assert "3 seated" in call.content and "AI 1" in call.content
    assert [b.label for b in call.components[0].children] == ["I'm in", "I'm out"]  # no Join for the seated
    again = await ann.click(result, label="Rematch")  # the second player's Rematch: they are in too
    assert reply_text(again).startswith("You're in")
    assert len(new_messages(env, {table.channel.id}, start)) == 1  # the call became the start message
    assert (await table.board()).phase == "pain"
    assert sorted(s.name for s in (await table.board()).seats) == sorted(s.name for s in over.seats)


async def test_a_round_message_past_its_edits_is_posted_anew(simcord_env) -> None:
    """Discord refuses edits of a message older than an hour past a limit (30046): the board is posted again."""
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "start")
    [thread] = table.channel.threads
    await play_out(table, stop_after=3)  # the pain cards
    before = len(new_messages(env, {thread.id}, 0))
    env.inject_error("PATCH", f"/channels/{thread.id}/messages/*", status=400, code=30046)
    await play_out(table, stop_after=1)  # the first card: its edit is refused
    assert len(new_messages(env, {thread.id}, 0)) == before + 1
    board = await table.board()
    shown = thread.last_message.embeds[0].description
    assert all(code in shown for code in board.trick) and thread.last_message.components  # with Show my hand
