"""The translation files: complete in every locale, each message used, and the reader's numbers and lists."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from fluent.syntax import parse

from bot.i18n import LOCALES, Phrase, ai_seat_name, check, number, signed, speaking, t, translate, word_list
from bot.i18n.catalogue import source
from sticheln.ai import LEVELS

OTHERS = [locale for locale in LOCALES if locale != "en"]


def test_every_locale_has_every_message_with_the_same_variables() -> None:
    assert check.locale_problems() == []
    assert set(check.messages("en")) == set(check.messages("de")) == set(check.messages("pt-BR"))


def test_every_message_is_used_by_the_code_and_every_message_the_code_names_exists() -> None:
    assert check.usage_problems() == []


def test_the_check_finds_a_missing_message_a_changed_variable_and_a_broken_line(monkeypatch) -> None:
    broken = source("de").replace("dc_ok_done = Erledigt.\n", "")
    broken = broken.replace("table_full = Der Tisch ist voll ({ $max } Spieler).", "table_full = Voll ({ $most }).")
    broken += "dc_oops = { $x\n"
    parsed = {locale: parse(broken if locale == "de" else source(locale)) for locale in ("en", "de")}
    monkeypatch.setattr(check, "resource", parsed.__getitem__)  # parsed once: the check reads a file per message
    problems = check.locale_problems(["de"])
    assert "de.ftl lacks dc_ok_done" in problems
    assert "de.ftl table_full: variables ['most'], English has ['max']" in problems
    assert any(p.startswith("de.ftl: cannot read") for p in problems), problems


def test_the_check_finds_a_message_no_code_uses_and_one_no_file_has(tmp_path: Path) -> None:
    (tmp_path / "bot").mkdir()
    code = tmp_path / "bot" / "feature.py"
    code.write_text('from bot.i18n import t\n\nt("dc_ok_done")\nt("club_joined", name="x")\nt(f"dc_cmd_{1}")\n')
    problems = check.usage_problems(tmp_path / "bot")
    assert "bot/feature.py:4 names club_joined, which en.ftl lacks" in problems
    assert "en.ftl has table_full, which no code uses" in problems
    assert "en.ftl has dc_ok_done, which no code uses" not in problems
    assert "en.ftl has dc_cmd_join, which no code uses" not in problems  # named by the f-string's prefix


def test_the_check_command_passes_and_says_so() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot.i18n.check"], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "all complete" in done.stdout


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("en", "Ann, Bo and Cy"), ("de", "Ann, Bo und Cy"), ("fr", "Ann, Bo et Cy"), ("pt-BR", "Ann, Bo e Cy")],
)
def test_a_list_of_names_reads_as_the_reader_writes_it(locale: str, expected: str) -> None:
    with speaking(locale):
        assert word_list(["Ann", "Bo", "Cy"]) == expected
        assert t("dc_pain_waiting", names=["Ann", "Bo", "Cy"]).endswith(expected)


def test_numbers_are_written_in_the_readers_notation() -> None:
    with speaking("de"):
        assert (number(12.5), signed(-0.04), signed(1.5), signed(3, 0)) == ("12,5", "0,0", "+1,5", "+3")
    with speaking("fr"):
        assert number(12.5) == "12,5"
    with speaking("en"):
        assert (number(12.5), signed(-1.5)) == ("12.5", "-1.5")
    assert translate("de", "term_running_yours", points=-3) == "Deine Punkte aus Stichen in dieser Runde: -3."


def test_plurals_and_selectors_live_in_the_translation_files() -> None:
    assert translate("de", "option_rounds_n", n=1) == "1 Runde"
    assert translate("de", "option_rounds_n", n=4) == "4 Runden"
    assert translate("fr", "pain_count", count=2) == "Choisis exactement deux cartes maudites différentes."
    assert translate("pt-BR", "option_set_flag", name="dm", state="on") == "dm: ligado"
    assert translate("de", "dc_joined_ai", name="KI 1", seat=2, level=Phrase("ai_level", level="hard")) == (
        "➕ KI 1 (Computer, schwer) setzt sich auf Platz 2."
    )


def test_an_ai_seat_is_named_in_the_readers_language() -> None:
    stored = ai_seat_name(2)
    said = {locale: translate(locale, "info_seat", seat=1, name=stored) for locale in LOCALES}
    assert said == {"en": "Seat 1: AI 2", "de": "Platz 1: KI 2", "fr": "Place 1\u202f: IA 2", "pt-BR": "Lugar 1: IA 2"}


def test_a_colour_is_named_in_the_readers_language_and_its_code_stays() -> None:
    assert [translate(locale, "colour_code", code="Y") for locale in LOCALES] == [
        "Y (yellow)",
        "Y (gelb)",
        "Y (jaune)",
        "Y (amarelo)",
    ]


@pytest.mark.parametrize("locale", OTHERS)
def test_the_rules_carry_both_bsw_examples(locale: str) -> None:
    rules = translate(locale, "dc_rules")
    assert "R4" in rules and "R7" in rules and "Y3" in rules and "G3" in rules
    assert rules != translate("en", "dc_rules") and "BSW" in rules


@pytest.mark.parametrize("locale", LOCALES)
def test_every_slash_command_text_fits_discords_100_characters(locale: str) -> None:
    keys = [k for k in check.messages("en") if k.startswith(("dc_cmd_", "dc_arg_", "dc_choice_"))]
    texts = [translate(locale, k) for k in keys] + [translate(locale, "ai_level", level=v) for v in LEVELS]
    assert keys and all(0 < len(text) <= 100 for text in texts), [x for x in texts if len(x) > 100]
