"""Colour on a terminal, plain text otherwise or with ``--plain``; the "thinking…" line on a terminal only."""

from __future__ import annotations

import os
import pty
import re
import select
import sys
import time

from tests.terminal.helpers import ROOT, program_env, run_program

SGR = re.compile(rb"\x1b\[[0-9;]*m")  # a colour or text style
GAME = ["--players", "3", "--level", "easy", "--seed", "8", "--delay", "0.3"]


def on_a_terminal(*args: str, answers: tuple[bytes, ...] = (b"G1\n", b"R4\n", b"quit\n")) -> bytes:
    """Run ``sticheln play ARGS`` with a pseudo-terminal as its terminal; type ``answers`` at the prompts."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: become the program, and never return into the tests
        try:
            os.chdir(ROOT)
            os.execve(sys.executable, [sys.executable, "-m", "bot.cli", "play", *args], program_env())
        finally:
            os._exit(127)
    out, deadline, typed = b"", time.monotonic() + 60, list(answers)
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:  # the program ended and closed the terminal
                    break
                if not chunk:
                    break
                out += chunk
            if typed and out.rstrip().endswith(b">"):
                os.write(fd, typed.pop(0))
                out += b"\n"  # so the next prompt is told from this one
    finally:
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0, out[-2000:]
    return out


def test_on_a_terminal_cards_are_coloured_and_the_ai_is_seen_thinking():
    out = on_a_terminal(*GAME)
    assert SGR.search(out)
    assert b"\x1b[1;31mR4" in out  # the red four, in red
    assert "is thinking…".encode() in out


def test_plain_on_a_terminal_has_no_colour():
    out = on_a_terminal(*GAME, "--plain")
    assert not SGR.search(out), SGR.findall(out)[:5]
    assert b"Round 1, trick 1 of 14" in out


def test_not_a_terminal_is_plain_text_without_any_control_code():
    result = run_program(["play", *GAME], stdin=b"G1\nR4\nquit\n")
    assert result.returncode == 0 and result.stderr == b""
    assert b"\x1b" not in result.stdout
    assert b"thinking" not in result.stdout
    assert b"Round 1, trick 1 of 14: You R4." in result.stdout
