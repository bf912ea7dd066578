"""``sticheln play --lang de``: a whole scripted game in German, and the language taken from LANG."""

from __future__ import annotations

import json
import re

import pytest

from bot.i18n import ai_seat_name
from tests.i18n.english import english_in
from tests.terminal.helpers import FAST, play_in_process, replay

HINT_DE = re.compile(r"=?[123]\. \S+: (\+|-)?[0-9]+,[0-9] Punkte in dieser Runde erwartet")


@pytest.fixture(scope="module")
def german(tmp_path_factory: pytest.TempPathFactory):
    record = tmp_path_factory.mktemp("de") / "game.json"
    played = play_in_process(
        ["--players", "4", "--seed", "5", "--twopain", *FAST, "--lang", "de", "--record", str(record)], locale="de"
    )
    assert played.status == 0, played.transcript[-2000:] + played.errors
    return played, replay(record)


def test_the_terminal_plays_a_whole_game_in_german(german) -> None:
    played, summary = german
    text = played.transcript
    assert summary["finished"] is True and len(summary["rounds"]) == 5
    for said in ("Sticheln: du gegen 3 KI-Spieler (leicht).", "-- Runde 1 von 5 --", "Dein Blatt: ", "Stich 14"):
        assert said in text or said.replace("14", "13") in text, said
    assert "Spiel vorbei nach 5 Runden. Endstand: " in text
    assert "KI 1" in text and "AI 1" not in text
    assert "Ärgerfarbe" in text and "Schmerz" not in text and "nimmt den Stich" in text
    assert english_in(text) == []


def test_the_german_record_keeps_card_codes_and_neutral_names(german) -> None:
    _, summary = german
    assert summary["players"][0] == "You" and all(name.startswith("🤖") for name in summary["players"][1:])
    cards = [c for r in summary["rounds"] for t in r["tricks"] for c in t["cards"]]
    assert cards and all(c[0] in "RYGBO" for c in cards)


def test_a_record_is_the_same_in_every_language(tmp_path) -> None:
    """The seat names (and everything else) a --record file keeps are data: --lang changes only the screen."""
    records = {}
    for locale in ("en", "de", "fr"):
        path = tmp_path / f"{locale}.json"
        args = ["--players", "3", "--seed", "7", "--rounds", "1", *FAST, "--lang", locale, "--record", str(path)]
        played = play_in_process(args, locale=locale)
        assert played.status == 0, played.transcript[-2000:] + played.errors
        records[locale] = json.loads(path.read_text(encoding="utf-8"))
    assert records["en"]["players"] == ["You", ai_seat_name(1), ai_seat_name(2)]
    assert records["de"] == records["en"] and records["fr"] == records["en"]
    assert "Toi" in played.transcript and "You" not in played.transcript  # the screen speaks the reader's words


def test_a_german_hint_writes_its_points_with_a_decimal_comma() -> None:
    played = play_in_process(["--players", "4", "--seed", "1", *FAST, "--lang", "de"], ["hint", "quit"], locale="de")
    shown = played.transcript.split("hint\n", 1)[1].splitlines()[1:4]
    assert len(shown) == 3 and all(HINT_DE.fullmatch(line) for line in shown), shown


def test_lang_comes_from_the_environment_and_the_flag_wins(monkeypatch) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    french = play_in_process(["--players", "3", "--seed", "2", *FAST], script=["rules", "quit"], locale="fr")
    assert "Sticheln en bref" in french.transcript and "Au revoir." in french.transcript
    portuguese = play_in_process(["--players", "3", *FAST, "--lang", "pt-BR"], script=["quit"], locale="pt-BR")
    assert "Sticheln: você contra 2 jogadores IA (fácil)." in portuguese.transcript


def test_an_unknown_language_is_one_error_line(capsys: pytest.CaptureFixture[str]) -> None:
    played = play_in_process(["--lang", "xx", *FAST])
    assert played.status == 2
    assert capsys.readouterr().err.strip() == (
        "error: argument --lang: one of en, de, fr, pt-BR, not 'xx' (see sticheln play --help)"
    )
