"""Any typed line, any length, one clear line back (issue 39, item 3).

A line of 2,501 characters or more used to end ``sticheln play`` with a traceback: Fluent refuses a placeable
longer than 2,500 characters, and the unknown word was quoted whole.
"""

from __future__ import annotations

import pytest

from tests.terminal.helpers import FAST, play_in_process, run_program

LENGTHS = (999, 1000, 1001, 2500, 4096, 5000)
GAME = ["--players", "3", "--seed", "1", *FAST]
SECOND_TRICK = {"en": "trick 2 of", "de": "Stich 2 von"}


def answer_to(line: str, locale: str = "en") -> tuple[list[str], str]:
    """The lines printed after ``line`` was typed at the first prompt, up to the next prompt; the whole
    transcript. The game is then played on by the autoplayer into its second trick."""
    second = SECOND_TRICK[locale]
    played = play_in_process(["--lang", locale, *GAME], script=[line], quit_after=second, locale=locale)
    assert played.status == 0, played.errors
    assert played.errors == ""
    lines = played.transcript.splitlines()
    first = next(i for i, text in enumerate(lines) if text.endswith(line[:20]) or line[:20] in text)
    after = []
    for text in lines[first + 1 :]:
        if " > " in text:  # the prompt again
            break
        after.append(text)
    return after, played.transcript


@pytest.mark.parametrize("length", LENGTHS)
def test_a_long_line_is_answered_in_one_line_and_the_game_goes_on(length):
    answered, transcript = answer_to("x" * length)
    assert len(answered) == 1, answered
    assert answered[0].startswith("error: unknown command 'xxxx") and answered[0].endswith("'; type help")
    assert len(answered[0]) < 100  # the word quoted short, with an ellipsis
    assert "…" in answered[0]
    assert "trick 2 of" in transcript  # the pain card and a whole trick played after it


@pytest.mark.parametrize(
    "line",
    [
        "ab\x1b[2Jcd",  # an escape sequence: its ESC is not sent to the terminal
        "\u202egnp.exe",  # a right-to-left override would turn the rest of the answer around
        "שלום",  # right-to-left letters stay themselves
        "🃏" * 5000,
        "R1 " * 1700,  # card-like words, 5,100 characters
    ],
    ids=["escape", "bidi-override", "hebrew", "emoji", "card-like"],
)
def test_any_characters_are_answered_in_one_line(line):
    answered, transcript = answer_to(line)
    assert len(answered) == 1, answered
    assert answered[0].startswith("error: ")
    assert "\x1b" not in answered[0] and "\u202e" not in answered[0]
    assert len(answered[0]) < 100
    assert "trick 2 of" in transcript


def test_a_german_player_is_answered_in_german():
    answered, transcript = answer_to("y" * 5000, locale="de")
    assert len(answered) == 1 and answered[0].startswith("Fehler: unbekannter Befehl 'yyy"), answered
    assert "Stich 2 von" in transcript


def test_the_real_program_answers_every_length_without_a_traceback():
    typed = "".join("z" * length + "\n" for length in LENGTHS) + "quit\n"
    result = run_program(["play", *GAME], stdin=typed.encode())
    shown, errors = result.stdout.decode(), result.stderr.decode()
    assert result.returncode == 0, errors
    assert "Traceback" not in errors + shown
    refusals = [line for line in shown.splitlines() if line.startswith("error: ")]
    # the reader keeps at most 4,096 bytes of a line: the 5,000 characters are refused as too long
    assert len(refusals) == len(LENGTHS) and "too long" in refusals[-1], refusals
    assert all("unknown command 'zzzz" in line for line in refusals[:-1])
    assert all(len(line) < 120 for line in refusals)
    assert shown.splitlines()[-1] == "Goodbye."


@pytest.mark.parametrize(
    "args",
    [
        ["x" * 5000],  # an unknown command
        ["play", "--lang", "x" * 5000],  # argparse's complaint repeats it
        ["play", "--record", "/tmp/" + "x" * 5000 + "/game.json"],  # a name the system refuses: was a traceback
    ],
    ids=["command", "option", "record-path"],
)
def test_an_operators_long_argument_is_refused_in_one_line(args):
    result = run_program(args)
    errors = result.stderr.decode()
    assert result.returncode == 2, errors
    assert len(errors.splitlines()) == 1 and errors.startswith("error: "), errors[:500]
    assert len(errors) < 500 and "…" in errors
