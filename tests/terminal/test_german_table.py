"""``sticheln play --lang de``: a whole scripted game in German, and the language taken from LANG."""

from __future__ import annotations

import pytest

from tests.i18n.english import english_in
from tests.terminal.helpers import FAST, play_in_process, replay


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
    assert "Schmerzfarbe" in text and "nimmt den Stich" in text
    assert english_in(text) == []


def test_the_german_record_keeps_card_codes_and_neutral_names(german) -> None:
    _, summary = german
    assert summary["players"][0] == "Du" and all(name.startswith("🤖") for name in summary["players"][1:])
    cards = [c for r in summary["rounds"] for t in r["tricks"] for c in t["cards"]]
    assert cards and all(c[0] in "RYGBO" for c in cards)


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
