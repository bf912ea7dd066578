"""``sticheln-bot``: settings, the missing token, invalid settings; ``create_bot`` without a token."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import bot
from bot.discord.client import StichelnBot
from bot.main import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)


def test_no_token_exits_2_and_says_how(capsys):
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and "discord.com/developers" in err


def test_invalid_settings_name_the_setting(tmp_path, capsys):
    config = tmp_path / "bad.toml"
    config.write_text('ai_level = "genius"\n[timers]\ncard_seconds = 2\n')
    assert main(["--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert "ai_level" in err and "timers.card_seconds" in err
    config.write_text("colour = 3\n")
    assert main(["--config", str(config)]) == 2
    assert "colour" in capsys.readouterr().err
    assert main(["--config", str(tmp_path / "missing.toml")]) == 2


def test_the_example_config_is_valid_and_complete(tmp_path):
    from bot.settings import Settings, load_settings

    text = (ROOT / "config.example.toml").read_text()
    settings = load_settings(ROOT / "config.example.toml")
    assert settings.model_dump() == Settings().model_dump()
    for name in Settings.model_fields:
        assert name in text, f"{name} is not described in config.example.toml"
    uncommented = text.replace("# [guild_timers.", "[guild_timers.")
    uncommented = uncommented.replace("# pain_seconds = 300", "pain_seconds = 300")
    config = tmp_path / "c.toml"
    config.write_text(uncommented)
    assert load_settings(config).timers_for(123456789012345678).pain_seconds == 300


def test_token_from_environment_runs_the_bot_without_logging_it(monkeypatch, caplog, capsys):
    secret = "MTIzNDU2Nzg5.secret.token-value"
    monkeypatch.setenv("DISCORD_TOKEN", secret)
    seen = {}

    async def fake_start(self, token, **kwargs):
        seen["token"] = token
        logging.getLogger("bot.discord").info("settings: %s %r", self.settings, self.settings)

    monkeypatch.setattr(StichelnBot, "start", fake_start)
    with caplog.at_level(logging.DEBUG):
        assert main([]) == 0
    assert seen["token"] == secret
    out = capsys.readouterr()
    assert secret not in caplog.text + out.out + out.err


def test_create_bot_needs_no_token(tmp_path):
    settings = bot.Settings(database=tmp_path / "x.db")
    made = bot.create_bot(settings)
    assert settings.token is None
    names = {c.name for c in made.tree.get_commands()}
    assert names == {
        "join",
        "leave",
        "play",
        "start",
        "startnosave",
        "option",
        "spielinfo",
        "reset",
        "remove",
        "accept",
        "refuse",
        "peek",
        "allowpeek",
        "addbot",
        "hand",
        "hint",
        "review",
        "leaderboard",
        "stats",
        "rules",
        "export",
        # club play (issue 14)
        "tournament",
        "season",
        "history",
        "lfg",
        "settings",
    }
    assert made.service is None  # opened in setup_hook, on settings.database


def test_service_import_needs_no_discord():
    import subprocess
    import sys

    code = "import sys, bot.service; assert 'discord' not in sys.modules, 'discord imported'"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
