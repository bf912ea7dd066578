"""The README and the docs pages show only commands that exist: each answers ``--help`` (issue 31).

Every line of a fenced code block that runs ``sticheln``, ``sticheln-bot``, a
``python benchmarks/….py`` script or a ``python -m …`` module is taken apart, and the
command it names (with its subcommand) is asked for its help in a subprocess.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import tomllib
from functools import cache

import pytest

from tests.terminal.helpers import ROOT, program_env

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "examples" / "README.md"]
SCRIPTS = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]  # sticheln, sticheln-bot
SUBCOMMANDS = {"sticheln": {"play", "replay", "review"}, "sticheln-bot": {"backup"}}
FENCE = re.compile(r"^\s*```[a-z]*\n(.*?)^\s*```", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`((?:sticheln|sticheln-bot|python3?) [^`]+)`")  # a command in a sentence or a table


def shell_commands(text: str) -> list[list[str]]:
    """The commands of every fenced code block: comments, ``&&``/``&`` and redirections taken apart."""
    commands = []
    for block in [*FENCE.findall(text), *INLINE.findall(FENCE.sub("", text))]:
        for line in block.splitlines():
            line = re.split(r"\s#", line)[0].strip()
            for part in re.split(r"&&|;", line):
                words = shlex.split(part.split("<")[0].rstrip("& "))
                if words[:1] == ["setsid"]:
                    words = words[1:]
                if words:
                    commands.append(words)
    return commands


def help_command(words: list[str]) -> list[str] | None:
    """What to run to ask ``words``' command for help, or None if it is not one of ours to check."""
    name = words[0]
    if name in SCRIPTS:
        module = SCRIPTS[name].split(":")[0]
        sub = [words[1]] if len(words) > 1 and words[1] in SUBCOMMANDS[name] else []
        return [sys.executable, "-m", module, *sub, "--help"]
    if name in ("python", "python3") and len(words) > 1:
        if words[1] == "-m":
            sub = [words[3]] if words[2] == "sticheln" and len(words) > 3 else []
            return [sys.executable, "-m", words[2], *sub, "--help"]
        if words[1].startswith("benchmarks/"):
            return [sys.executable, str(ROOT / words[1]), "--help"]
    return None


def shown_commands() -> list[tuple[str, list[str]]]:
    found = []
    for page in PAGES:
        for words in shell_commands(page.read_text()):
            command = help_command(words)
            if command is not None and (page.name, command) not in found:
                found.append((page.name, command))
    return found


def test_the_pages_show_the_commands_a_newcomer_needs():
    readme = [command for page, command in shown_commands() if page == "README.md"]
    assert [sys.executable, "-m", "bot.cli", "play", "--help"] in readme
    assert [sys.executable, "-m", "bot.main", "--help"] in readme
    assert [sys.executable, "-m", "venv", "--help"] in readme
    assert len(shown_commands()) >= 12


@cache
def help_of(command: tuple[str, ...]) -> subprocess.CompletedProcess[str]:
    """The command run once per test process: several pages show the same one (``sticheln play``, the kill
    benchmark), and its help does not depend on the page that shows it."""
    return subprocess.run(
        command, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT, env=program_env()
    )


@pytest.mark.parametrize(
    ("page", "command"), shown_commands(), ids=lambda v: " ".join(v[2:]) if isinstance(v, list) else v
)
def test_every_command_shown_answers_help(page, command):
    result = help_of(tuple(command))
    assert result.returncode == 0, f"{page}: {command}: {result.stderr[-500:]}"
    assert "usage" in result.stdout.lower(), f"{page}: {command}: {result.stdout[:300]}"


def test_the_scripted_game_of_the_readme_plays_to_the_end():
    """The README's ``sticheln play … < examples/moves.txt``, run as it is written."""
    shown = re.search(r"^sticheln (play [^<#]*)< examples/moves.txt", (ROOT / "README.md").read_text(), re.MULTILINE)
    assert shown is not None
    line = ["sticheln", *shlex.split(shown.group(1))]
    result = subprocess.run(
        [sys.executable, "-m", "bot.cli", *line[1:]],
        stdin=(ROOT / "examples" / "moves.txt").open("rb"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
        env=program_env(),
    )
    assert result.returncode == 0 and result.stderr == ""
    assert "error:" not in result.stdout
    assert "Game over after 5 rounds." in result.stdout


def test_the_readme_names_no_specification_outside_the_repository():
    readme = (ROOT / "README.md").read_text()
    assert "shared specification" not in readme
    for link in re.findall(r"\]\(([^)#:]+)", readme):
        assert (ROOT / link).exists(), link
