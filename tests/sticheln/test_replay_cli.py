"""``sticheln replay FILE...`` (RECORD.md), as a program and in-process."""

from __future__ import annotations

import io
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import sticheln
from sticheln import Game, Options
from sticheln.record import load_record, replay_summary
from sticheln.replay import run
from tests.sticheln.engine_helpers import NAMES, play_random


def record(seed: int, players: int = 3, rounds: int = 1) -> dict[str, Any]:
    game = Game(NAMES[:players], Options(round_count=rounds), seed=seed)
    play_random(game, random.Random(seed))
    return game.to_record()


def broken(seed: int) -> dict[str, Any]:
    """A record whose first play is a card of another seat's hand."""
    data = record(seed)
    rnd = data["rounds"][0]
    rnd["plays"][0] = rnd["hands"][1][0]
    return data


def write(path: Path, data: Any) -> str:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def expected_line(data: dict[str, Any]) -> dict[str, Any]:
    return replay_summary(load_record(data))


# run from the directory holding the imported package, so the program is the library these tests import
PACKAGE_ROOT = Path(sticheln.__file__).resolve().parent.parent


def replay(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sticheln", "replay", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=PACKAGE_ROOT,
    )


def assert_refused(stderr: str, name: str) -> str:
    """Exactly one line on standard error, starting with ``error:``, naming the file; no traceback."""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("error:")
    assert name in lines[0]
    return lines[0]


# -- as a program ---------------------------------------------------------------------------


def test_prints_one_json_line_per_file_in_the_order_given(tmp_path):
    first, second = record(1), record(2, players=4, rounds=2)
    a, b = write(tmp_path / "a.json", first), write(tmp_path / "b.json", second)
    result = replay(b, a)
    assert result.returncode == 0
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert [json.loads(line) for line in lines] == [expected_line(second), expected_line(first)]


def test_the_same_file_twice_gives_two_lines(tmp_path):
    a = write(tmp_path / "a.json", record(1))
    result = replay(a, a)
    assert result.returncode == 0
    assert len(result.stdout.splitlines()) == 2


def test_dash_reads_standard_input(tmp_path):
    data, other = record(3), record(4)
    b = write(tmp_path / "b.json", other)
    result = replay("-", b, stdin=json.dumps(data))
    assert result.returncode == 0
    assert [json.loads(line) for line in result.stdout.splitlines()] == [expected_line(data), expected_line(other)]


def test_a_refused_file_gives_status_2_one_error_line_and_stops(tmp_path):
    good = record(5)
    a = write(tmp_path / "good.json", good)
    b = write(tmp_path / "bad.json", broken(6))
    c = write(tmp_path / "later.json", record(7))
    result = replay(a, b, c)
    assert result.returncode == 2
    line = assert_refused(result.stderr, b)
    assert "round 1, trick 1, seat 0 (Ann)" in line
    assert "later.json" not in result.stderr
    assert [json.loads(line) for line in result.stdout.splitlines()] == [expected_line(good)]


def test_files_after_a_refused_one_are_not_read(tmp_path):
    b = write(tmp_path / "bad.json", broken(8))
    result = replay(b, str(tmp_path / "missing.json"))
    assert result.returncode == 2
    assert_refused(result.stderr, b)
    assert "missing" not in result.stderr
    assert result.stdout == ""


def test_a_refused_record_on_standard_input_is_named_dash(tmp_path):
    result = replay("-", stdin=json.dumps(broken(9)))
    assert result.returncode == 2
    assert assert_refused(result.stderr, "-").startswith("error: -")
    assert result.stdout == ""


def test_a_missing_file_is_refused_politely(tmp_path):
    missing = str(tmp_path / "nope.json")
    result = replay(missing)
    assert result.returncode == 2
    assert_refused(result.stderr, missing)
    assert result.stdout == ""


@pytest.mark.parametrize("text", ["{", "", "not json", '{"format": "sticheln-record/1",}', "[1, 2"])
def test_invalid_json_is_refused_politely(tmp_path, text):
    bad = write(tmp_path / "bad.json", text)
    result = replay(bad)
    assert result.returncode == 2
    assert_refused(result.stderr, bad)
    assert result.stdout == ""


@pytest.mark.parametrize("text", ["", "\n", "  \n\t\n"])
def test_an_empty_file_is_called_empty(tmp_path, text):
    empty = write(tmp_path / "empty.json", text)
    for name, stdin in ((empty, ""), ("/dev/null", ""), ("-", text)):
        result = replay(name, stdin=stdin)
        assert result.returncode == 2 and result.stdout == ""
        line = assert_refused(result.stderr, name)
        assert line == f"error: {name}: the file is empty; a record is the JSON that sticheln play --record writes"


def test_python_m_sticheln_answers_help():
    result = subprocess.run(
        [sys.executable, "-m", "sticheln", "--help"], capture_output=True, text=True, timeout=60, cwd=PACKAGE_ROOT
    )
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.startswith("usage: python -m sticheln replay FILE...")


def test_a_file_that_is_not_utf8_is_refused_politely(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"players": ["Jürgen"]}'.encode("latin-1"))
    result = replay(str(path))
    assert result.returncode == 2
    assert_refused(result.stderr, str(path))


def test_a_directory_is_refused_politely(tmp_path):
    result = replay(str(tmp_path))
    assert result.returncode == 2
    assert_refused(result.stderr, str(tmp_path))


# -- in-process -------------------------------------------------------------------------------


def run_in_process(*args: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run(list(args), out, err, io.StringIO(stdin))
    return status, out.getvalue(), err.getvalue()


def test_run_prints_one_line_per_file(tmp_path):
    first, second = record(10), record(11, players=6)
    a, b = write(tmp_path / "a.json", first), write(tmp_path / "b.json", second)
    status, out, err = run_in_process(a, "-", b, stdin=json.dumps(second))
    assert (status, err) == (0, "")
    assert [json.loads(line) for line in out.splitlines()] == [expected_line(d) for d in (first, second, second)]


def test_run_stops_at_the_first_refused_file(tmp_path):
    good = record(12)
    a = write(tmp_path / "a.json", good)
    b = write(tmp_path / "b.json", broken(13))
    status, out, err = run_in_process(a, b, str(tmp_path / "missing.json"))
    assert status == 2
    assert_refused(err, b)
    assert [json.loads(line) for line in out.splitlines()] == [expected_line(good)]


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("[]", id="not-an-object"),
        pytest.param('{"format": "sticheln-record/1"}', id="no-players"),
        pytest.param('{"format": "sticheln-record/1", "players": ["A", "B", "C"], "rounds": [[]]}', id="round-a-list"),
        pytest.param('{"format": "sticheln-record/1", "players": ["A", "B", "C"], "options": null}', id="null-options"),
        pytest.param("[" * 100000, id="deeply-nested"),
    ],
)
def test_odd_documents_are_refused_without_a_traceback(tmp_path, content):
    bad = write(tmp_path / "odd.json", content)
    status, out, err = run_in_process(bad)
    assert status == 2
    assert_refused(err, bad)
    assert out == ""


def test_a_superscript_digit_in_a_code_is_refused_politely(tmp_path):
    data = record(14)
    data["rounds"][0]["plays"][0] = "R²"
    bad = write(tmp_path / "sup.json", data)
    result = replay(bad)
    assert result.returncode == 2
    assert_refused(result.stderr, bad)


def test_the_error_stays_on_one_line_when_a_name_has_a_line_break(tmp_path):
    data = broken(15)
    data["players"][0] = "An\nn"
    bad = write(tmp_path / "nl.json", data)
    status, _, err = run_in_process(bad)
    assert status == 2
    assert_refused(err, bad)


# -- issue 16, item 11: never a traceback, never a hang ----------------------------------------


def test_item11_a_reader_that_stops_reading_ends_replay_quietly(tmp_path):
    """``sticheln replay a.json | head -c 10``: the pipe closes; no BrokenPipeError traceback."""
    a = write(tmp_path / "a.json", record(16))
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    try:
        result = subprocess.run(
            [sys.executable, "-m", "sticheln", "replay", a, a],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
            cwd=PACKAGE_ROOT,
        )
    finally:
        os.close(write_end)
    assert result.stderr == ""
    assert result.returncode == 128 + signal.SIGPIPE


def test_item11_a_5000_digit_number_is_refused_politely(tmp_path):
    data = record(17)
    data["options"]["start"] = 7
    text = json.dumps(data).replace('"start": 7', '"start": ' + "9" * 5000)
    bad = write(tmp_path / "huge.json", text)
    result = replay(bad)
    assert result.returncode == 2
    assert "5000 digits" in assert_refused(result.stderr, bad)


def test_item11_an_endless_file_is_refused_without_hanging():
    result = replay("/dev/zero")  # replay() gives up after 60 s: that would be a hang
    assert result.returncode == 2
    assert "larger than" in assert_refused(result.stderr, "/dev/zero")


def test_item11_an_endless_standard_input_is_refused_without_hanging():
    with open("/dev/zero", "rb") as zeros:
        result = subprocess.run(
            [sys.executable, "-m", "sticheln", "replay", "-"],
            stdin=zeros,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            cwd=PACKAGE_ROOT,
        )
    assert result.returncode == 2
    assert "larger than" in assert_refused(result.stderr, "-")


@pytest.mark.parametrize(
    ("change", "wanted"),
    [
        pytest.param(lambda d: d.update(format=None), 'format must be "sticheln-record/1", not null', id="format"),
        pytest.param(lambda d: d.pop("format"), "format is missing", id="no-format"),
        pytest.param(lambda d: d["rounds"][0]["plays"].__setitem__(0, None), "null is not a card code", id="play"),
        pytest.param(lambda d: d["rounds"][0]["hands"][0].__setitem__(0, None), "null is not a card code", id="hand"),
        pytest.param(lambda d: d["rounds"][0]["pain"].__setitem__(1, None), "null is not a card code", id="pain"),
    ],
)
def test_item11_json_null_is_called_null(tmp_path, change, wanted):
    data = record(18)
    change(data)
    bad = write(tmp_path / "null.json", data)
    result = replay(bad)
    assert result.returncode == 2
    line = assert_refused(result.stderr, bad)
    assert wanted in line and "None" not in line
