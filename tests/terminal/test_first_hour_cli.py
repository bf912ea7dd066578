"""The command line a newcomer meets first (issue 31): every refusal names what is wrong, every command has help.

Each case runs the real program in a subprocess, as a person would from a shell.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.terminal.helpers import FAST, ROOT, play_in_process, program_env

BENCHMARKS = sorted((ROOT / "benchmarks").glob("*.py"))


def run(*command: str, cwd: Path = ROOT, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m MODULE ARGS`` or ``python SCRIPT ARGS``, without any of the bot's settings in the environment."""
    base = {k: v for k, v in program_env().items() if not k.startswith("STICHELN_") and k != "DISCORD_TOKEN"}
    base["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, *command],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
        env=base | (env or {}),
    )


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    return lines[0]


def test_backup_to_a_missing_folder_names_the_target_and_the_problem(tmp_path):
    line = one_error_line(run("-m", "bot.main", "backup", "/no/such/dir/x.db", cwd=tmp_path))
    assert line == "error: cannot write the backup to /no/such/dir/x.db: there is no folder /no/such/dir"


def test_shard_errors_name_the_setting(tmp_path):
    line = one_error_line(run("-m", "bot.main", "--shard-count", "2", "--shards", "0-3", cwd=tmp_path))
    assert line == "error: setting 'shard_ids': shard_ids must be shard numbers from 0 to 1"
    config = tmp_path / "c.toml"
    config.write_text("shard_ids = [0, 1]\n")
    line = one_error_line(run("-m", "bot.main", "--config", str(config), cwd=tmp_path))
    assert line.startswith("error: setting 'shard_ids': shard_ids needs shard_count")


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ('ai_levle = "hard"\n', "error: unknown setting 'ai_levle'; did you mean 'ai_level'?"),
        (
            "[timers]\ncard_secs = 30\n",
            "error: unknown setting 'timers.card_secs'; did you mean 'timers.card_seconds'?",
        ),
        ("colour = 3\n", "error: unknown setting 'colour'; config.example.toml describes every setting"),
    ],
)
def test_a_misspelled_setting_says_unknown_and_suggests_the_close_name(tmp_path, text, wanted):
    config = tmp_path / "c.toml"
    config.write_text(text)
    assert one_error_line(run("-m", "bot.main", "--config", str(config), cwd=tmp_path)) == wanted


def test_the_bots_help_mentions_backup():
    result = run("-m", "bot.main", "--help")
    assert result.returncode == 0 and result.stderr == ""
    assert "sticheln-bot backup TARGET" in " ".join(result.stdout.split())
    result = run("-m", "bot.main", "backup", "--help")
    assert result.returncode == 0 and "TARGET" in result.stdout


def test_sticheln_version_is_the_packages():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    result = run("-m", "bot.cli", "--version")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout == f"sticheln {version}\n"
    assert "--version" in run("-m", "bot.cli", "--help").stdout


def test_python_m_sticheln_has_help():
    result = run("-m", "sticheln", "--help")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.startswith("usage: python -m sticheln replay FILE...")
    assert one_error_line(run("-m", "sticheln", "bogus")).endswith("(see python -m sticheln --help)")


@pytest.mark.parametrize("script", BENCHMARKS, ids=lambda path: path.name)
def test_every_benchmark_prints_its_help_without_running(script):
    result = run(str(script), "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: "), result.stdout[:300]
    assert result.stderr == ""


def test_replaying_an_empty_file_says_it_is_empty(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text("\n")
    for name in ("/dev/null", str(empty)):
        line = one_error_line(run("-m", "bot.cli", "replay", name))
        assert line.startswith(f"error: {name}: the file is empty"), line


def test_the_example_record_is_what_sticheln_play_records_today(tmp_path):
    """examples/README.md says how examples/game.json was made; making it again gives the same file."""
    how = (ROOT / "examples" / "README.md").read_text()
    assert "sticheln play --players 4 --level normal --seed 2026 --delay 0 --record examples/game.json" in how
    record = tmp_path / "game.json"
    played = play_in_process(
        ["--players", "4", "--level", "normal", "--seed", "2026", "--delay", "0", "--record", str(record)]
    )
    assert played.status == 0, played.errors
    assert record.read_text() == (ROOT / "examples" / "game.json").read_text()
    assert '"players": ["You", "🤖1", "🤖2", "🤖3"]' in record.read_text()


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_the_bot_without_a_network_leaves_no_database_behind(tmp_path):
    """A first try with no network (or a wrong token) creates no sticheln.db in the current folder."""
    result = run(
        "-m", "tests.terminal.offline_bot", str(closed_port()), cwd=tmp_path, env={"DISCORD_TOKEN": "MTIz.offline.x"}
    )
    assert result.returncode == 1, result.stderr
    assert "cannot reach Discord" in result.stderr
    assert sorted(os.listdir(tmp_path)) == []


def test_a_bad_new_database_path_still_stops_the_bot_at_once(tmp_path):
    database = tmp_path / "missing" / "bot.db"
    result = run("-m", "bot.main", cwd=tmp_path, env={"DISCORD_TOKEN": "MTIz.x.y", "STICHELN_DATABASE": str(database)})
    assert one_error_line(result) == f"error: database {database}: its folder does not exist"


def test_dm_with_rounds_is_refused_with_one_line():
    result = run("-m", "bot.cli", "play", "--dm", "--rounds", "3", *FAST)
    assert result.stdout == ""
    assert one_error_line(result) == "error: --dm (4 rounds) and --rounds 3 contradict each other; choose one"


@pytest.mark.parametrize("program", ["sticheln", "bot.cli"])
def test_a_very_long_or_odd_file_name_is_shown_in_one_short_line(program):
    """Issue 39: a 5,000-character name (too long for the system) and one with a line break each give one
    error line of at most about 250 characters, the name cut with an ellipsis."""
    for name, reason in (("a" * 5000, "too long"), ("a\nb.json", "no such file")):
        line = one_error_line(run("-m", program, "replay", name))
        assert line.startswith("error: a") and reason in line.lower() and len(line) < 260, line
        assert ("…" in line) == (len(name) > 200)
