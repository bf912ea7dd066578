"""Standard input of ``sticheln play`` (issue 16, item 12): Ctrl-C at the prompt, undecodable and ending input."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from tests.terminal.helpers import ROOT, program_env, replay, run_program

PROMPT = b"Your pain card > "
GAME = ["play", "--players", "3", "--level", "easy", "--seed", "1"]  # no AI card is played before the first prompt


def interrupt_at_the_first_prompt(*extra: str) -> tuple[int, str, bytes]:
    """Start a game with stdin a pipe kept open, send SIGINT at the first prompt: status, output, errors."""
    game = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", *GAME, *extra],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=program_env(),
        preexec_fn=_ctrl_c_as_on_a_terminal,
    )
    assert game.stdout is not None and game.stderr is not None
    try:
        shown = b""
        os.set_blocking(game.stdout.fileno(), False)
        deadline = time.monotonic() + 60
        while PROMPT not in shown and time.monotonic() < deadline and game.poll() is None:
            shown += game.stdout.read() or b""
            time.sleep(0.02)
        assert PROMPT in shown, shown
        game.send_signal(signal.SIGINT)
        interrupted = time.monotonic()
        status = game.wait(timeout=10)  # before the fix it waited for a line that never came
        assert time.monotonic() - interrupted < 5
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    os.set_blocking(game.stdout.fileno(), True)
    return status, (shown + game.stdout.read()).decode(), game.stderr.read()


def _ctrl_c_as_on_a_terminal() -> None:
    """SIGINT as a program started at a terminal has it, even when this suite runs in the background
    (a shell starts background jobs with SIGINT ignored, and that would be inherited)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_item12_ctrl_c_at_the_prompt_ends_the_game_at_once():
    status, shown, errors = interrupt_at_the_first_prompt()
    assert status == 130
    assert shown.splitlines()[-1] == "Goodbye."
    assert errors == b""


def test_ctrl_c_still_writes_the_record(tmp_path):
    record = tmp_path / "game.json"
    status, shown, errors = interrupt_at_the_first_prompt("--record", str(record))
    assert status == 130 and errors == b""
    assert shown.splitlines()[-2:] == [
        f"The game record is in {record}; check it with: sticheln replay {record}",
        "Goodbye.",
    ]
    assert replay(record)["rounds"] == []  # no round was finished


def test_item12_a_line_that_is_not_utf8_is_refused_like_any_bad_line():
    result = run_program(GAME, stdin=b"\xff\xfe R1\nquit\n")
    assert result.stderr == b""
    assert result.returncode == 0
    lines = result.stdout.decode(errors="replace").splitlines()
    assert "error: that line is not UTF-8 text; type a card code such as R7, or help" in lines
    assert lines[-1] == "Goodbye."


def test_a_line_too_long_is_refused_and_the_game_goes_on():
    result = run_program(GAME, stdin=b"R" * 100_000 + b"\nquit\n")
    assert result.returncode == 0 and result.stderr == b""
    assert "error: that line is too long; type a card code such as R7, or help" in result.stdout.decode()


def test_the_end_of_input_leaves_the_table_with_status_1():
    result = run_program(GAME, stdin=b"")
    assert result.returncode == 1 and result.stderr == b""
    assert result.stdout.decode().splitlines()[-1] == "No more input: leaving the table."


def test_no_standard_input_at_all_is_the_end_of_input():
    result = subprocess.run(
        ["sh", "-c", 'exec "$0" -m bot.cli "$@" <&-', sys.executable, *GAME],  # started with stdin closed
        capture_output=True,
        timeout=60,
        check=False,
        cwd=ROOT,
        env=program_env(),
    )
    assert result.returncode == 1 and result.stderr == b""
    assert result.stdout.decode().splitlines()[-1] == "No more input: leaving the table."
