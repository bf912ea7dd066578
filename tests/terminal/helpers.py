"""Driving ``sticheln play`` in tests: an in-process autoplayer, the real program, and reading its transcript."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import bot
from bot.app import open_local
from bot.i18n import translate
from bot.terminal import main as play_main
from sticheln.replay import run as replay_run


def terminal_main(argv: list[str], stdin: Any, stdout: Any, stderr: Any) -> int:
    """``sticheln play`` in this process, its service opened by the composition root as the command opens it."""
    return play_main(argv, stdin, stdout, stderr, open_app=open_local)


ROOT = Path(bot.__file__).resolve().parent.parent
FAST = ["--level", "easy", "--delay", "0"]  # scripted games: no pacing


class Autoplayer(io.StringIO):
    """Standard input that answers each prompt with the first card(s) of the hand shown last.

    ``script`` lines are typed first, one per prompt; ``quit_after`` types ``quit`` once that
    text has been printed; ``on_prompt`` is called at every prompt. Every answer is kept, to
    pipe the same game into the real program, with the moment it was asked for (``asked``).
    """

    def __init__(
        self,
        out: io.StringIO,
        script: list[str] | None = None,
        quit_after: str | None = None,
        on_prompt: Callable[[], None] | None = None,
        locale: str = "en",
    ) -> None:
        super().__init__()
        self.hand_prefix = translate(locale, "term_hand", cards="")  # "Your hand: ", "Dein Blatt: " …
        self.two_prompt = translate(locale, "term_pain_prompt2", example="").split("(")[0]
        self.out = out
        self.on_prompt = on_prompt
        self.script = list(script or [])
        self.quit_after = quit_after
        self.answers: list[str] = []
        self.asked: list[float] = []

    def readline(self, size: int | None = -1) -> str:
        self.asked.append(time.monotonic())
        if self.on_prompt is not None:
            self.on_prompt()
        text = self.out.getvalue()
        if self.script:
            answer = self.script.pop(0)
        elif self.quit_after is not None and self.quit_after in text:
            answer = "quit"
        else:
            hand = [line for line in text.splitlines() if line.startswith(self.hand_prefix)][-1]
            cards = hand.removeprefix(self.hand_prefix).split(" (")[0].split()
            answer = " ".join(cards[:2]) if text.splitlines()[-1].startswith(self.two_prompt) else cards[0]
        self.answers.append(answer)
        return answer + "\n"


@dataclass
class Played:
    status: int
    transcript: str
    errors: str
    answers: list[str] = field(default_factory=list)
    asked: list[float] = field(default_factory=list)


def play_in_process(
    args: list[str],
    script: list[str] | None = None,
    quit_after: str | None = None,
    on_prompt: Callable[[], None] | None = None,
    locale: str = "en",
) -> Played:
    out, err = io.StringIO(), io.StringIO()
    stdin = Autoplayer(out, script, quit_after, on_prompt, locale)
    status = terminal_main(args, stdin, out, err)
    return Played(status, out.getvalue(), err.getvalue(), stdin.answers, stdin.asked)


def program_env() -> dict[str, str]:
    """A UTF-8 terminal user's environment, without anything that would force or forbid colour.

    ``PYTHONIOENCODING``: standard input and output are strict UTF-8, as under a UTF-8 locale
    (under the C locale Python would quietly read undecodable bytes as surrogates).
    """
    drop = ("FORCE_COLOR", "NO_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "COLUMNS", "CLICOLOR_FORCE")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env |= {"TERM": "xterm-256color", "PYTHONIOENCODING": "utf-8"}
    return env


def run_program(args: list[str], stdin: bytes = b"", timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    """``python -m bot.cli ARGS`` with ``stdin`` piped in."""
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        input=stdin,
        capture_output=True,
        timeout=timeout,
        check=False,
        cwd=ROOT,
        env=program_env(),
    )


def replay(path: Path) -> dict[str, Any]:
    out, err = io.StringIO(), io.StringIO()
    assert replay_run([str(path)], out, err, io.StringIO()) == 0, err.getvalue()
    summary: dict[str, Any] = json.loads(out.getvalue())
    return summary


# -- reading the transcript ----------------------------------------------------------------

TRICK = re.compile(r"^Round (\d+), trick (\d+) of (\d+): (.+?)\. (You hold|.+? holds) it with (\w+)\.")
TAKEN = re.compile(r"^(You take|.+? takes) the trick")
TOTALS = re.compile(r"^Game over after (\d+) rounds\. Totals: (.+)\.$")


def seat_values(text: str, names: list[str]) -> list[int]:
    """``You 3, AI 1 -2, AI 2 +4`` -> ``[3, -2, 4]`` in seat order."""
    values = {}
    for part in text.split(", "):
        name, _, number = part.rpartition(" ")
        values[name] = int(number)
    return [values[n] for n in names]


def who(subject: str) -> str:
    """The seat name in ``You take`` / ``AI 1 takes`` / ``You hold`` / ``AI 1 holds``."""
    return "You" if subject.startswith("You ") else subject.rsplit(" ", 1)[0]


def score_tables(transcript: str) -> list[list[list[str]]]:
    """Every round's score table (plain mode: ASCII), as rows of cells, header row left out."""
    tables, lines = [], transcript.splitlines()
    for i, line in enumerate(lines):
        if re.fullmatch(r"Round \d+ of \d+ scored", line):
            rows = []
            for row in lines[i + 4 :]:
                if not row.startswith("| "):
                    break
                rows.append([cell.strip() for cell in row.strip("|").split("|")])
            tables.append(rows)
    return tables
