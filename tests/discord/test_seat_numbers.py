"""Seats are numbered from 1 wherever a player reads or types one (issue 28): the lobby, ``/join seat:``,
``option start N``, ``/spielinfo`` and every sentence naming a seat; the service and the records keep ids from 0.

The game of the first test is an exhibition (four computer players) that four people take over one seat after
the other, by ``/join seat:1`` to ``/join seat:4`` and a vote each, and then play to the end.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.discord.discord_helpers import make_table, play_out, public_texts, reply_text
from tests.discord.test_discord_languages import speaking_users  # noqa: F401  (a fixture)


@pytest.fixture
def settings(settings: Any) -> Any:
    """The computer players wait 10 s (of simcord's virtual time, which only the test moves) between cards:
    the exhibition stays at its first trick while people take its seats over."""
    return settings.model_copy(update={"ai_delay": 10})


async def test_four_people_take_an_exhibitions_seats_by_number_from_1(simcord_env: Any, speaking_users: Any) -> None:  # noqa: F811
    table = make_table(simcord_env, ["ann", "bo", "cy", "di", "eve"])
    ann, bo, cy, di, eve = table.players
    start = len(simcord_env.http_requests)
    for _ in range(4):
        await eve.slash(table.channel, "addbot")
    lobby = "\n".join(public_texts(simcord_env, [table.channel], start))
    assert "sits down at seat 1." in lobby and "sits down at seat 4." in lobby and "seat 0" not in lobby
    await eve.slash(table.channel, "option", name="rounds", value="1")
    await eve.slash(table.channel, "startnosave")
    assert (await table.board()).phase in ("pain", "tricks")

    zero = await eve.slash(table.channel, "join", seat=0)
    assert reply_text(zero) == "There is no seat 0; seats are 1 to 4."
    assert zero.ephemeral
    assert reply_text(await eve.slash(table.channel, "join", seat=5)) == "There is no seat 5; seats are 1 to 4."
    speaking_users[eve.id] = "de"
    assert (
        reply_text(await eve.slash(table.channel, "join", seat=0)) == "Es gibt keinen Platz 0; die Plätze sind 1 bis 4."
    )
    speaking_users[eve.id] = "en-US"
    assert all(s.user_id is None for s in (await table.board()).seats)  # nothing changed

    people = [ann, bo, cy, di]
    taking = len(simcord_env.http_requests)
    for number, person in enumerate(people, start=1):
        await person.slash(table.channel, "join", seat=number)
        for voter in people[: number - 1]:
            if (await table.board()).seats[number - 1].user_id is None:
                await voter.slash(table.channel, "accept")
        board = await table.board()
        assert board.seats[number - 1].user_id == person.id, f"seat {number} (id {number - 1}) for {person.name}"
    told = "\n".join(public_texts(simcord_env, [table.channel], taking))
    assert "🪑 ann takes over seat 1 from the computer." in told  # nobody to ask: at once
    assert "🗳️ bo asks to take over seat 2 from the computer." in told  # not "asks for their seat back"
    assert "🪑 di takes over seat 4 from the computer." in told and "seat back" not in told
    held = await eve.slash(table.channel, "join", seat=1)
    assert reply_text(held) == "Seat 1 is held by ann, not by the AI."

    info = await table.bot.service.spielinfo(table.channel.id)  # BSW spielinfo as text, for any adapter
    assert "Seat 1: ann" in info and "Seat 4: di" in info and "Seat 0" not in info
    await play_out(table)
    assert (await table.board()).phase == "over"


async def test_option_start_takes_a_seat_number_from_1_both_ways(simcord_env: Any) -> None:
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    ann = table.players[0]
    for p in table.players:
        await p.slash(table.channel, "join")
    said = await ann.slash(table.channel, "option", name="start", value="2")
    assert reply_text(said) == "start: seat 2 leads the first round"
    assert (await table.board()).options == ("start 2",)
    said = await ann.slash(table.channel, "option", name="start 3")  # BSW's way: the value after the name
    assert reply_text(said) == "start: seat 3 leads the first round"
    refused = await ann.slash(table.channel, "option", name="start", value="0")
    assert reply_text(refused) == "Option start takes a seat number from 1 to 6, not '0'."
    assert reply_text(await ann.slash(table.channel, "option")).count("start: seat 3 leads the first round") == 1

    await ann.slash(table.channel, "option", name="start", value="4")
    too_high = await ann.slash(table.channel, "start")
    assert reply_text(too_high) == "Seat 4 does not exist with 3 players; change option start."
    await ann.slash(table.channel, "option", name="start", value="2")
    start = len(simcord_env.http_requests)
    await ann.slash(table.channel, "start")
    board = await table.board()
    assert board.leader == 1  # the second seat, bo, leads: its id is 1
    shown = "\n".join(public_texts(simcord_env, [table.channel], start))
    assert "1. ann" in shown and "2. bo" in shown and "3. cy" in shown and "seat 2 starts" in shown
