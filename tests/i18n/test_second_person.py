"""The reader's own seat reads in the second person: "you hold it", "You take the trick", never "You takes it"
(issue 34): in a Discord hand, in the terminal, and on the web replay of a game played as "You"."""

from __future__ import annotations

import pytest
from rich.console import Console

from bot.discord.table.render import trick_line
from bot.i18n import ai_seat_name, speaking
from bot.model.events import Board, GameStarted, RoundStarted, SeatInfo, TrickTaken
from bot.terminal.command import HUMAN_NAME
from bot.terminal.view import TableView
from bot.web.replay_data import OWN_SEAT_NAME, own_seat, replay_data
from sticheln.options import Options
from tests.sticheln.test_review import played_record

SEATS = tuple(SeatInfo(s, name, 100 + s) for s, name in enumerate(("ann", "bo", "cy", "di")))
HOLDS = {"en": "(you hold it)", "de": "(du hältst ihn)", "fr": "(tu tiens le pli)", "pt-BR": "(você está levando)"}
THIRD = {"en": "(holds it)", "de": "(hält ihn)", "fr": "(tient le pli)", "pt-BR": "(está levando)"}


def board(**changes: object) -> Board:
    base = Board(1, "tricks", SEATS, ("hidden",), 0, 5, 3, 0, ("Y3", "R9"), 1, 2, None, (), (0,) * 4)
    return Board(**{**base.__dict__, **changes})  # type: ignore[arg-type]


@pytest.mark.parametrize("locale", HOLDS)
def test_a_hand_says_you_hold_the_trick_in_the_second_person(locale: str) -> None:
    with speaking(locale):
        mine = trick_line(board(), you=1)
        theirs = trick_line(board(), you=2)
    assert mine is not None and theirs is not None
    assert mine.endswith(HOLDS[locale]) and THIRD[locale] not in mine
    assert theirs.endswith(THIRD[locale])  # bo holds it, as cy reads it


def terminal_line(event: TrickTaken, *, me: int) -> str:
    view = TableView(100 + me, plain=True)
    start = board(phase="pain", trick=(), trick_holder=None)
    view.render(GameStarted(1, start))
    view.render(RoundStarted(1, start))
    console = Console(width=200, record=True, color_system=None)
    for part in view.render(event):
        console.print(part)
    return console.export_text()


@pytest.mark.parametrize(
    ("locale", "you", "other"),
    [
        ("en", "You take the trick (4 cards; what they are worth to you", "bo takes the trick (4 cards;"),
        ("de", "Du nimmst den Stich (4 Karten; was sie für dich wert", "bo nimmt den Stich (4 Karten;"),
        ("fr", "Tu prends le pli (4 cartes\u202f; ce qu'elles valent pour toi", "bo prend le pli (4 cartes"),
        ("pt-BR", "Você leva a vaza (4 cartas; quanto elas valem para você", "bo leva a vaza (4 cartas;"),
    ],
)
def test_the_terminal_says_you_take_a_trick_whose_worth_is_hidden(locale: str, you: str, other: str) -> None:
    after = board(trick=(), trick_holder=None, trick_index=1, leader=1, turn=1)
    taken = TrickTaken(1, after, ("Y3", "R9", "G1", "B2"), 0, 1, None, 0, 0, board(trick=("Y3", "R9", "G1", "B2")))
    with speaking(locale):
        mine, theirs = terminal_line(taken, me=1), terminal_line(taken, me=2)
    assert you in mine and "takes" not in mine
    assert other in theirs


def test_the_replay_of_a_game_played_as_you_marks_that_seat() -> None:
    assert OWN_SEAT_NAME == HUMAN_NAME  # the name `sticheln play` and `sticheln web` give the player's own seat
    record = played_record(3, Options(round_count=1))
    ai = [ai_seat_name(k) for k in (1, 2, 3)]  # the AI seats' stored names, as the terminal's record keeps them
    record["players"] = [ai[0], HUMAN_NAME, ai[1], ai[2]][: len(record["players"])]
    assert replay_data(record)["you"] == 1
    record["players"] = ["Ann", HUMAN_NAME, ai[1], ai[2]][: len(record["players"])]
    assert replay_data(record)["you"] is None  # another player at the table: "You" is just somebody's name
    record["players"] = ["Ann", "Bo", "Cy", "Di"][: len(record["players"])]
    assert replay_data(record)["you"] is None
    assert own_seat(["You", "You", "Cy"]) is None  # two seats named so: nobody is "you"
