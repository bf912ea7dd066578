"""``sticheln-bot`` checks the Discord Activity's settings at start and names what is missing, in one line."""

from __future__ import annotations

import pytest

from bot.activity_check import activity_problem
from bot.main import main
from bot.settings import Settings

COMPLETE = {
    "activity_client_id": 1234567890123,
    "activity_client_secret": "s3cret",
    "web_listen": "127.0.0.1:8080",
    "web_base_url": "https://sticheln.example.org",
    "web_secret": "a long random string",
}


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)


def test_no_activity_asked_for_is_no_problem() -> None:
    assert activity_problem(Settings()) is None
    assert activity_problem(Settings(**COMPLETE)) is None


@pytest.mark.parametrize("left_out", sorted(COMPLETE))
def test_each_missing_setting_is_named(left_out: str) -> None:
    given = {k: v for k, v in COMPLETE.items() if k != left_out}
    problem = activity_problem(Settings(**given))
    assert problem is not None and "\n" not in problem and left_out in problem
    assert all(name not in problem for name in given)


def test_sticheln_bot_stops_at_start_with_the_line(tmp_path, capsys) -> None:
    config = tmp_path / "bot.toml"
    config.write_text(
        'token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"\n'
        'activity_client_secret = "s3cret"\nweb_listen = "127.0.0.1:0"\n'
    )
    assert main(["--config", str(config)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error:") and len(err.splitlines()) == 1
    assert "activity_client_id" in err and "web_base_url" in err and "web_secret" in err and "s3cret" not in err
    assert not (tmp_path / "sticheln.db").exists()
