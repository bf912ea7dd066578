"""The ``sticheln`` command itself: its help lists the commands, and a wrong command says what was wrong."""

from __future__ import annotations

import pytest

from tests.terminal.helpers import run_program


def test_help_lists_each_command_on_one_line():
    result = run_program(["--help"])
    assert result.returncode == 0 and result.stderr == b""
    lines = result.stdout.decode().splitlines()
    assert lines[0].startswith("usage: sticheln ")
    for command in ("play", "replay"):
        described = [line for line in lines if line.split()[:1] == [command]]
        assert len(described) == 1, lines
        assert f"sticheln {command} --help" in described[0]


@pytest.mark.parametrize(
    ("args", "wanted"),
    [
        (
            ["bogus"],
            "error: unknown command 'bogus'; the commands are play, replay, review and web (see sticheln --help)",
        ),
        ([], "error: no command given; the commands are play, replay, review and web (see sticheln --help)"),
    ],
)
def test_a_wrong_command_is_one_error_line_and_status_2(args, wanted):
    result = run_program(args)
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.decode().splitlines() == [wanted]


@pytest.mark.parametrize(
    ("args", "wanted"),
    [
        (["--players", "9"], "argument --players: invalid choice: 9"),
        (["--level", "genius"], "argument --level: invalid choice: 'genius'"),
        (["--start", "4", "--players", "3"], "--start takes a seat from 1 to 3 at a table of 3, not 4"),
        (["--start", "0", "--players", "3"], "--start takes a seat from 1 to 3 at a table of 3, not 0"),
        (["--rounds", "11"], "argument --rounds: 'players' or a number of rounds from 1 to 10, not '11'"),
        (["--record", "/no/such/folder/game.json"], "there is no folder /no/such/folder"),
        (["--colour"], "unrecognized arguments: --colour"),
    ],
)
def test_bad_play_arguments_are_one_error_line_and_status_2(args, wanted):
    result = run_program(["play", *args])
    assert result.returncode == 2 and result.stdout == b""
    lines = result.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and wanted in lines[0], lines


def test_a_record_path_that_is_a_folder_is_refused(tmp_path):
    result = run_program(["play", "--record", str(tmp_path)])
    assert result.returncode == 2
    assert result.stderr.decode().splitlines() == [f"error: cannot write the game record to {tmp_path}: it is a folder"]
