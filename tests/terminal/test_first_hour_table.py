"""The terminal table a newcomer meets (issue 31): wrapped words, typing between turns, records kept, a clear exit.

The screen tests run the real program on a pseudo-terminal of 80 (and 120) columns.
"""

from __future__ import annotations

import re

import pytest

from bot.i18n import translate
from tests.terminal.helpers import FAST, play_in_process, replay, run_program, score_tables
from tests.terminal.pty_terminal import Terminal

ARGS = ["--players", "4", "--seed", "1", *FAST]


def errors(transcript: str) -> list[str]:
    return [line for line in transcript.splitlines() if line.startswith("error:")]


def words_in_order(lines: list[str], sentence: str) -> bool:
    """``sentence``'s words appear in ``lines`` one after the other, each whole (no word broken across lines)."""
    shown, wanted = " ".join(lines).split(), sentence.split()
    return any(shown[i : i + len(wanted)] == wanted for i in range(len(shown)))


@pytest.mark.parametrize("columns", [80, 120])
def test_text_is_wrapped_at_word_boundaries_to_the_terminals_width(columns):
    screen = Terminal(["play", "--players", "3", "--level", "easy", "--seed", "8", "--delay", "0"], columns=columns)
    screen.wait_for("Your pain card > ")
    screen.type("rules\r")
    screen.wait_for("Your pain card > ", after=screen.wait_for("rules"))
    screen.type("quit\r")
    assert screen.finish() == 0
    lines = screen.lines()
    assert max(len(line) for line in lines) <= columns, max(lines, key=len)
    welcome = next(line for line in lines if line.startswith("Sticheln: you against"))
    assert len(welcome) > columns - 30  # a long sentence, which had to be wrapped
    for sentence in (
        translate("en", "term_welcome", n=2, level="easy"),
        *translate("en", "term_rules").splitlines(),
    ):
        assert words_in_order(lines, sentence), sentence


def test_typing_while_the_ai_plays_is_answered_and_a_card_is_not_played_unseen():
    # --start 2 (the second seat): AI 1 leads, so after the pain card three AI players move, 3 s apart (time to type)
    screen = Terminal(["play", "--players", "4", "--level", "easy", "--seed", "3", "--delay", "3", "--start", "2"])
    at = screen.wait_for("Your pain card > ")
    hand = [line for line in screen.lines() if line.startswith("Your hand: ")][-1].split()[2:]
    screen.type(f"{hand[0]}\r")
    at = screen.wait_for("is thinking…", after=at)
    screen.type("hand\r")
    at = screen.wait_for("Your hand: ", after=at)
    screen.type("info\r")
    at = screen.wait_for("Round 1 of 5, trick 1 of 14", after=at)
    screen.type(f"{hand[1]}\r")
    at = screen.wait_for(f"error: not your turn yet: {hand[1]} was not played", after=at)
    turn = screen.wait_for("Your card > ", after=at)
    screen.type("quit\r")
    assert screen.finish() == 0
    lines = screen.lines()
    assert "hand" in lines and "info" in lines and hand[1] in lines  # each shown on a line of its own
    assert not [line for line in lines if "thinking" in line and re.search(r"hand|info|[A-Z]\d", line.split("…")[1])]
    before_the_turn = screen.text()[:turn]
    assert f"You {hand[1]}" not in before_the_turn and f"You {hand[1]}" not in screen.text()  # never played
    assert [line for line in lines if line][-2:] == ["No round was finished.", "Goodbye."]


def test_a_command_with_words_after_it_gets_a_sensible_answer():
    played = play_in_process(ARGS, ["hint extra", "hand please", "quit"])
    assert errors(played.transcript) == [
        "error: 'hint' takes nothing after it; type hint alone",
        "error: 'hand' takes nothing after it; type hand alone",
    ]


def test_quit_shows_the_standings_so_far():
    played = play_in_process(["--players", "3", "--seed", "4", *FAST], quit_after="Round 2 of 5 scored")
    lines = played.transcript.splitlines()
    assert lines[-1] == "Goodbye."
    standings = lines[-2]
    assert standings.startswith("Standings after 2 rounds: "), standings
    totals = [int(row[-1]) for row in score_tables(played.transcript)[-1]]
    shown = [int(part.rsplit(" ", 1)[1]) for part in standings.removesuffix(".").split(": ", 1)[1].split(", ")]
    assert shown == sorted(totals, reverse=True)
    assert play_in_process(ARGS, ["quit"]).transcript.splitlines()[-2:] == ["No round was finished.", "Goodbye."]


def test_record_refuses_an_existing_file_unless_forced(tmp_path):
    record = tmp_path / "game.json"
    args = ["play", "--players", "3", "--seed", "4", *FAST, "--record", str(record)]
    played = play_in_process(args[1:], quit_after="Round 1 of 5 scored")
    assert played.status == 0 and len(replay(record)["rounds"]) == 1
    kept = record.read_bytes()
    result = run_program(args, stdin=b"quit\n")
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.decode().splitlines() == [
        f"error: the game record {record} exists already; choose a new name, or add --force to replace it"
    ]
    # --force, but the game is left before a round is finished: the full record is not emptied
    result = run_program([*args, "--force"], stdin=b"quit\n")
    assert result.returncode == 0, result.stderr
    assert f"No round was finished: {record} was left as it was." in result.stdout.decode()
    assert record.read_bytes() == kept
    # --force and a finished round: replaced
    played = play_in_process([*args[1:], "--force", "--seed", "5"], quit_after="Round 1 of 5 scored")
    assert played.status == 0 and record.read_bytes() != kept and len(replay(record)["rounds"]) == 1


def test_ctrl_c_while_the_ai_plays_gives_the_terminal_its_echo_back():
    screen = Terminal(["play", "--players", "4", "--level", "easy", "--seed", "3", "--delay", "1", "--start", "2"])
    at = screen.wait_for("Your pain card > ")
    hand = [line for line in screen.lines() if line.startswith("Your hand: ")][-1].split()[2:]
    screen.type(f"{hand[0]}\r")
    screen.wait_for("is thinking…", after=at)
    assert not screen.echoes()  # typing is not echoed onto the thinking line
    screen.type("\x03")  # Ctrl-C, as the terminal sends it
    screen.read_to_the_end()
    assert screen.echoes()
    assert screen.finish() == 130
