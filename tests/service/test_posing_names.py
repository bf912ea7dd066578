"""Nobody poses as someone else: a player named like the computer's seat ("🤖2", "AI 2"), like the reader ("You",
"Du", "Toi", "Você") or like a seat number is shown so that nobody mistakes them for either, in Discord, on the
web pages and in the terminal; the AI's badge comes from the seat, never from a name."""

from __future__ import annotations

import pytest

from bot.discord import escape
from bot.i18n import ai_number, shown, speaking
from bot.model.events import Board
from bot.service import Actor
from bot.service.inputs import clean_name
from bot.terminal.view import TableView
from bot.web.replay_data import own_seat
from bot.web.snapshot import public_state
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, open_service

POSERS = [
    "🤖2",
    "AI 2",
    "ai2",
    "KI 1",
    "IA 3",
    "ＡＩ 2",
    "A\u200dI 2",
    "You",
    "you",
    "Du",
    "Toi",
    "Você",
    "2",
    "Seat 3",
]
PLAIN = ["Anna", "Duane", "Youssef", "Ann 2", "Kira", "Iago"]


@pytest.mark.parametrize("name", POSERS)
def test_a_posing_name_is_quoted_in_every_language(name: str) -> None:
    stored = clean_name(name)  # as a player's name enters the service
    for lang in ("en", "de", "fr", "pt-BR"):
        with speaking(lang):
            assert shown(stored).startswith("“") and shown(stored).endswith("”"), (lang, name)
            assert "“" in escape.name(stored)


@pytest.mark.parametrize("name", PLAIN)
def test_an_ordinary_name_is_shown_as_it_is(name: str) -> None:
    assert shown(clean_name(name)) == name


def test_the_ai_seats_own_name_is_its_label() -> None:
    with speaking("de"):
        assert shown("🤖2") != "“2”"  # the stored marker of a real AI seat: worded, not quoted
        assert shown("🤖2") == "KI 2"


async def test_a_player_named_like_the_ai_or_the_reader_stays_a_player(db: Databases) -> None:
    service, _ = await open_service(db("names"))
    try:
        for i, name in enumerate(["🤖1", "You", "AI 2"]):
            await service.join(TABLE, GUILD, Actor(100 + i, name))
        await service.add_bot(TABLE, GUILD, Actor(100, "x"), "easy")
        await service.start(TABLE, Actor(100, "x"), rated=False)
        board: Board = await service.board(TABLE)
        humans = board.seats[:3]
        assert [ai_number(s.name) for s in humans] == [None, None, None]  # the AI's mark is the seat's only
        assert ai_number(board.seats[3].name) == 1
        with speaking("en"):
            shown_names = [shown(s.name) for s in board.seats]
        assert shown_names == ["“1”", "“You”", "“AI 2”", "AI 1"]
        state = await service.read(TABLE, lambda tb: public_state(tb, 0.0))
        assert [s["name"] for s in state["seats"][:3]] == ["“1”", "“You”", "“AI 2”"]
        assert [s["ai"] for s in state["seats"]] == [False, False, False, True]
        assert state["namedYou"] is None  # a player named "You" is not the spectator: third person
        view = TableView(100, plain=True)  # the terminal of the player in seat 0: the others are named, quoted
        view.seats = tuple(s.name for s in board.seats)
        view.me = 0
        with speaking("en"):
            assert [view.name(s).plain for s in range(4)] == ["You", "“You”", "“AI 2”", "AI 1"]
    finally:
        await service.close()


def test_the_own_seat_of_a_record_is_a_terminal_game_only() -> None:
    assert own_seat(["You", "🤖1", "🤖2"]) == 0  # sticheln play / sticheln web: the one human is the reader
    assert own_seat(["You", "Bo", "🤖1"]) is None  # a table with another human: "You" is somebody's name
