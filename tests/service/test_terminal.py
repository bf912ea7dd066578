"""``sticheln play``: a whole game at the terminal, read from standard input."""

from __future__ import annotations

import io
import subprocess
import sys

from bot.cli import main as cli_main
from bot.terminal import main as terminal_main


class Autoplayer(io.StringIO):
    """Answers every prompt with the first card of the hand shown last, after one bad line; records the answers."""

    def __init__(self, out: io.StringIO) -> None:
        super().__init__()
        self.out = out
        self.answers: list[str] = []

    def readline(self, size: int | None = -1) -> str:
        shown = [line for line in self.out.getvalue().splitlines() if line.startswith("Your hand: ")]
        answer = "zz9" if len(self.answers) == 1 else shown[-1].split()[2].lower()
        self.answers.append(answer)
        return answer + "\n"


def run(args: list[str], stdin: io.StringIO | None = None) -> tuple[int, str]:
    out = io.StringIO()
    code = terminal_main(args, stdin if stdin is not None else io.StringIO(), out, io.StringIO())
    return code, out.getvalue()


def test_a_whole_game_from_piped_input() -> None:
    out = io.StringIO()
    auto = Autoplayer(out)
    code = terminal_main(["--players", "3", "--level", "easy", "--seed", "7"], auto, out, io.StringIO())
    transcript = out.getvalue()
    assert code == 0
    assert "Game over. Totals: You " in transcript and transcript.count("Round scores:") == 5
    assert "error: 'zz9' is not a card at a 3-player table" in transcript
    assert "Traceback" not in transcript
    # the same answers piped into the real command give the same game
    piped = subprocess.run(
        [sys.executable, "-m", "bot.cli", "play", "--players", "3", "--level", "easy", "--seed", "7"],
        input="\n".join(auto.answers) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert piped.returncode == 0, piped.stderr
    assert piped.stderr == ""
    assert piped.stdout.splitlines()[-1] == transcript.splitlines()[-1]


def test_bad_input_is_one_polite_line_and_quit_ends() -> None:
    code, transcript = run(
        ["--players", "4", "--level", "easy", "--seed", "1"], io.StringIO("hello\nR1 R2\ninfo\nquit\n")
    )
    assert code == 0 and transcript.rstrip().endswith("Goodbye.")
    errors = [line for line in transcript.splitlines() if line.startswith("error:")]
    assert len(errors) == 2 and "Choose exactly one pain card." in errors[1]
    assert "Choosing pain cards, round 1 of 5." in transcript


def test_end_of_input_and_bad_arguments() -> None:
    code, transcript = run(["--players", "3", "--level", "easy"])
    assert code == 1 and "No more input" in transcript
    assert run(["--players", "9"])[0] == 2
    assert cli_main(["nonsense"]) == 2
