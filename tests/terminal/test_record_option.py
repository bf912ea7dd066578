"""``--record FILE``: the game's record when it ends or is quit, which ``sticheln replay`` reproduces."""

from __future__ import annotations

import io
import json

from bot.terminal.arguments import PlayArguments, parse_arguments
from bot.terminal.record import finished_rounds, record_text
from tests.terminal.helpers import FAST, ROOT, play_in_process, replay, run_program, score_tables

EXAMPLE = ROOT / "examples" / "game.json"


def test_a_quit_game_records_its_finished_rounds(tmp_path):
    record = tmp_path / "quit.json"
    args = ["--players", "3", "--seed", "4", *FAST, "--record", str(record)]
    played = play_in_process(args, quit_after="Round 2 of 5 scored")
    assert played.status == 0 and played.transcript.rstrip().endswith(f"sticheln replay {record}")
    summary = replay(record)
    assert len(summary["rounds"]) == 2 and summary["finished"] is False
    last = score_tables(played.transcript)[-1]
    assert [int(row[-1]) for row in last] == summary["totals"]  # the totals printed last


def test_the_unfinished_round_is_left_out():
    record = {"format": "sticheln-record/1", "players": ["A", "B", "C"], "rounds": [{"n": 1}, {"n": 2}, {"n": 3}]}
    assert finished_rounds(record, 2)["rounds"] == [{"n": 1}, {"n": 2}]
    assert finished_rounds(record, 0)["rounds"] == []
    assert record["rounds"] == [{"n": 1}, {"n": 2}, {"n": 3}]  # the export itself is not changed


def test_the_record_file_reads_back_exactly():
    record = {
        "format": "sticheln-record/1",
        "players": ['A", "  x', "B\nb", "Ç"],
        "options": {"dm": True},
        "rounds": [{"hands": [["R1", "R2"], ["Y1"]], "pain": [["R1", "R2"], ["Y1", "Y2"]], "plays": ["R2"]}],
    }
    assert json.loads(record_text(record)) == record
    assert json.loads(record_text({**record, "rounds": []})) == {**record, "rounds": []}


def test_a_game_ended_by_end_of_input_is_recorded_too(tmp_path):
    record = tmp_path / "eof.json"
    result = run_program(["play", "--players", "3", "--seed", "4", *FAST, "--record", str(record)], stdin=b"")
    assert result.returncode == 1
    assert replay(record)["rounds"] == []


def test_a_record_that_cannot_be_written_is_one_error_line_and_status_1(tmp_path):
    folder = tmp_path / "gone"
    folder.mkdir()
    record = folder / "game.json"
    played = play_in_process(
        ["--players", "3", "--seed", "4", *FAST, "--record", str(record)], ["quit"], on_prompt=folder.rmdir
    )  # the folder disappears while the game is played
    assert played.status == 1
    assert played.transcript.rstrip().endswith("Goodbye.")
    lines = played.errors.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: cannot write the game record to {record}: "), lines


def test_the_example_record_replays_to_a_finished_game():
    summary = replay(EXAMPLE)
    assert summary["finished"] is True and len(summary["rounds"]) == 5
    assert json.loads(EXAMPLE.read_text())["format"] == "sticheln-record/1"


def readme_commands(section: str) -> list[list[str]]:
    """The ``sticheln`` command lines shown in a README section, comments left out."""
    text = (ROOT / "README.md").read_text().split(f"## {section}\n")[1].split("\n## ")[0]
    return [line.split("#")[0].split()[1:] for line in text.splitlines() if line.startswith("sticheln ")]


def test_the_readme_replays_what_sticheln_play_records(tmp_path):
    """The README's commands in "Replay a game record" exist and do what it says."""
    commands = readme_commands("Replay a game record")
    assert any(args[0] == "play" and "--record" in args for args in commands), commands

    def here(arg: str) -> str:
        return str(tmp_path / arg) if arg == "game.json" else str(ROOT / arg) if arg.startswith("examples/") else arg

    for args in commands:
        if args[0] == "play":
            result = run_program([*map(here, args), *FAST], stdin=b"quit\n")
            assert result.returncode == 0, result.stderr
        else:
            result = run_program([*map(here, args)])
            assert result.returncode == 0, result.stderr
            assert json.loads(result.stdout)["players"]


def test_the_readme_shows_only_options_sticheln_play_has():
    commands = readme_commands("Play in the terminal")
    assert len(commands) >= 3
    for args in commands:
        assert args[0] == "play"
        options = args[1 : args.index("<")] if "<" in args else args[1:]  # "< moves.txt" is the shell's
        assert isinstance(parse_arguments(options, io.StringIO()), PlayArguments), args
