"""No English at a non-English terminal: every command line's help, usage and refusals (argparse's own words,
its placeholders FILE, SECONDS and RECORD included), chosen by LANG or by --lang, read from the output."""

from __future__ import annotations

import contextlib
import re
from pathlib import Path

import pytest

from bot import cli
from bot import main as bot_main
from tests.i18n.rendered import english_words

LANGS = {"de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8", "pt-BR": "pt_BR.UTF-8"}
# argparse's own English, whatever else the English catalogue says
ARGPARSE_ENGLISH = re.compile(
    r"usage:|options:|positional arguments|show this help|required:|invalid choice|unrecognized|expected one"
    r"|\b(FILE|SECONDS|RECORD|TARGET|ADDRESS|error)\b"
)


def commands(folder: Path) -> list[list[str]]:
    empty, broken = folder / "empty.json", folder / "broken.json"
    empty.write_text("")
    broken.write_text("{")
    missing = str(folder / "missing.json")
    return [
        ["--help"],
        [],
        ["plya"],
        ["play", "--help"],
        ["play", "--players", "9"],
        ["play", "--delay", "soon"],
        ["play", "--unknown"],
        ["play", "--record", str(folder / "no" / "x.json")],
        ["web", "--help"],
        ["web", "--port", "http"],
        ["review", "--help"],
        ["review"],
        ["review", "--budget", "0", missing],
        ["review", missing],
        ["replay", "--help"],
        ["replay"],
        ["replay", missing],
        ["replay", str(empty)],
        ["replay", str(broken)],
        ["replay", "--html", "--help"],
        ["replay", "--html", str(broken)],
        ["replay", "--html", missing, "-o", str(folder / "page.html")],
    ]


def english_in(locale: str, text: str) -> list[str]:
    text = re.sub(r"\n {10,}", " ", text)  # argparse wraps help lines, "sticheln replay" too
    return english_words(locale, text) + [m.group(0) for m in ARGPARSE_ENGLISH.finditer(text)]


def run(argv: list[str], capsys: pytest.CaptureFixture[str], main: object = cli.main) -> str:
    with contextlib.suppress(SystemExit):  # sticheln-bot lets argparse exit
        main(argv)  # type: ignore[operator]
    out = capsys.readouterr()
    return out.out + out.err


@pytest.mark.parametrize("locale", LANGS)
def test_sticheln_speaks_the_terminals_language_in_every_command(
    locale: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", LANGS[locale])
    found = {}
    for argv in commands(tmp_path):
        text = run(argv, capsys)
        assert text.strip(), argv
        if english := english_in(locale, text):
            found[" ".join(argv)] = (english, text)
    assert found == {}


@pytest.mark.parametrize("locale", LANGS)
def test_lang_chooses_the_language_of_play_review_and_the_offline_page(
    locale: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "C")
    for argv in (["play", "--help"], ["review", "--help"], ["replay", "--html", "x", "--help"], ["web", "--help"]):
        text = run([*argv, "--lang", locale], capsys)
        assert english_in(locale, text) == [], text


@pytest.mark.parametrize("locale", LANGS)
def test_sticheln_bot_speaks_the_operators_language(
    locale: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", LANGS[locale])
    for argv in (["--help"], ["--unknown"], ["backup", "--help"], ["backup"], ["--shards", "x,y"]):
        text = run(argv, capsys, bot_main.main)
        assert english_in(locale, text) == [], (argv, text)


def test_english_stays_english(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "C")
    assert "usage: sticheln replay" in run(["replay", "--help"], capsys)
    assert "error: the following arguments are required" in run(["replay"], capsys)  # argparse's own English
