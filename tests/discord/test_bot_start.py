"""Issue 39, item 4: ``sticheln-bot`` starts, or says in one line why not.

The refusals run the installed ``sticheln-bot`` in a subprocess, as an operator would: status 2, one
``error:`` line, no traceback, and nothing done before it (no database file, no request to Discord).
The line of a successful start is checked on the simulated Discord.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.discord.client import StichelnBot
from bot.discord.invite import REQUIRED_PERMISSIONS, invite_url, missing_permissions
from bot.main import main
from bot.setting_errors import token_problem

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = Path(sys.executable).parent / "sticheln-bot"  # the console script of the installed package
GOOD_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"  # the shape only


def sticheln_bot(*args: str, env: dict[str, str] | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("STICHELN_") and k != "DISCORD_TOKEN"}
    base |= {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LANGUAGE": "en"}
    assert PROGRAM.exists(), f"{PROGRAM}: install the package (pip install -e .)"
    return subprocess.run(
        [str(PROGRAM), *args], env=base | (env or {}), cwd=cwd, capture_output=True, text=True, timeout=60, check=False
    )


def refused(result: subprocess.CompletedProcess[str]) -> str:
    """The one line of a refusal at start."""
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    return lines[0]


def test_version():
    result = sticheln_bot("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().startswith("sticheln-bot 0.")


@pytest.mark.parametrize(
    "token",
    [
        "123456789012345678",  # the application id
        "k3sT8jQm2vXyZ0aBcDeFgHiJkLmNoPqR",  # the client secret's shape
        "MTIzNDU2Nzg5.only-two-parts",
        "YWJjZGVm.GaBcDe.abcdefghijklmnop",  # the first part is not an id ("abcdef")
        "Bot MTIzNDU2Nzg5.GaBcDe.abcdefghijklmnop",  # pasted with the header's word
        "MTIzNDU2Nzg5.GaB/De.abcdefghijklmnop",  # not base64url
    ],
)
def test_a_token_that_cannot_be_a_bot_token_is_refused_before_any_network_use(token, tmp_path):
    line = refused(sticheln_bot(env={"DISCORD_TOKEN": token}, cwd=tmp_path))
    assert "not a Discord bot token" in line and "discord.com/developers" in line
    assert token not in line  # a secret is never echoed
    assert os.listdir(tmp_path) == []  # no database either


def test_the_token_check_comes_before_discord(monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "MTIzNDU2Nzg5.only-two-parts")

    async def no_network(self, token, **kwargs):
        raise AssertionError("connected to Discord with a malformed token")

    monkeypatch.setattr(StichelnBot, "start", no_network)
    assert main([]) == 2
    assert "not a Discord bot token" in capsys.readouterr().err


def test_a_well_formed_token_passes_the_shape_check():
    assert token_problem(GOOD_TOKEN) is None
    assert token_problem(f"  {GOOD_TOKEN}\n") is None  # pasted with a newline


def test_a_database_folder_that_cannot_be_written_is_refused_at_start(tmp_path):
    line = refused(sticheln_bot(env={"DISCORD_TOKEN": GOOD_TOKEN, "STICHELN_DATABASE": "/proc/sticheln.db"}))
    assert line == "error: database /proc/sticheln.db: no file can be created in the folder /proc"


@pytest.mark.parametrize(
    ("variable", "meant"),
    [
        ("STICHELN_LOGLEVEL", "STICHELN_LOG_LEVEL"),
        ("STICHELN_DATABSE", "STICHELN_DATABASE"),
        ("STICHELN_DEV_GUILD", "STICHELN_DEV_GUILD_ID"),
        ("STICHELN_TOKEN", "DISCORD_TOKEN"),
    ],
)
def test_a_misspelled_variable_is_named_with_the_one_meant(variable, meant, tmp_path):
    line = refused(sticheln_bot(env={"DISCORD_TOKEN": GOOD_TOKEN, variable: "x"}, cwd=tmp_path))
    assert line == f"error: unknown environment variable {variable}; did you mean {meant}?"
    assert os.listdir(tmp_path) == []


def test_other_tools_variables_are_left_alone(monkeypatch, tmp_path, capsys):
    """Variables close to no setting may be another program's (the tests' STICHELN_REQUIRE_POSTGRES)."""
    from bot.setting_errors import environment_problems

    assert environment_problems({"STICHELN_REQUIRE_POSTGRES": "1", "STICHELN_CHROMIUM": "x", "HOME": "/"}) == []
    assert environment_problems({"STICHELN_LOG_LEVEL": "DEBUG", "STICHELN_DATABASE": "x.db"}) == []


def test_the_invite_asks_for_what_the_bot_uses():
    url = invite_url(1234)
    assert url == (
        "https://discord.com/oauth2/authorize?client_id=1234&scope=bot+applications.commands"
        f"&permissions={REQUIRED_PERMISSIONS.value}"
    )
    assert REQUIRED_PERMISSIONS.value == 309237763072
    assert missing_permissions(REQUIRED_PERMISSIONS, in_thread=False) == []


async def started_line(env, settings, caplog) -> str:
    """The bot started afresh on ``env``: its start line (once, though it gets ready again)."""
    from tests.discord.discord_helpers import close_service, make_bot

    caplog.set_level(logging.INFO, logger="bot")
    await close_service(env.bot)
    await env.restart_bot(make_bot(settings))
    await env.settle()
    await env.bot.on_ready()  # ready again after a reconnection: not said again
    lines = [r.getMessage() for r in caplog.records if "invite" in r.getMessage()]
    assert len(lines) == 1, lines
    return lines[0]


async def test_a_successful_start_says_who_where_the_invite_and_the_sync(simcord_env, caplog, settings):
    simcord_env.create_guild("Kartenrunde")
    simcord_env.create_guild("abend")
    line = await started_line(simcord_env, settings, caplog)
    bot = simcord_env.bot
    assert line.startswith(f"{bot.user} is connected to 2 servers (abend, Kartenrunde); ")
    assert f"client_id={bot.application_id}&scope=bot+applications.commands&permissions=309237763072" in line
    assert line.endswith("slash commands synced globally (Discord may take up to an hour to show them everywhere)")


async def test_the_start_line_names_the_dev_server(simcord_env, caplog, settings):
    guild = simcord_env.create_guild("Test")
    line = await started_line(simcord_env, settings.model_copy(update={"dev_guild_id": guild.id}), caplog)
    assert "one server (Test)" in line
    assert line.endswith(f"synced to the development server {guild.id} (they show there at once)")


async def test_start_where_the_bot_may_not_post_says_privately_what_it_lacks(simcord_env):
    """Item 5: /join and /start in a channel where the bot lacks permissions: an ephemeral answer naming them,
    and no table made (nothing posted in the channel)."""
    import discord

    from tests.discord.discord_helpers import make_table, reply_text

    table = make_table(simcord_env, ["ann"])
    deny = discord.PermissionOverwrite(send_messages=False, embed_links=False)
    guild = table.guild
    channel = guild.create_text_channel("quiet", overwrites={guild.me: deny})
    ann = table.players[0]
    for command in ("join", "start"):
        result = await ann.slash(channel, command)
        assert result.ephemeral, command
        text = reply_text(result)
        assert "I lack Send Messages, Embed Links here" in text and "moderator" in text, text
    assert channel.history() == []
    board = await simcord_env.bot.service.board(channel.id)
    assert board is None or not board.seats  # ann was not seated
