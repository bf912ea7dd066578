"""Every refusal the table service has, in every language: worded when shown, never in English for a German reader."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.discord.escape import refusal as shown_refusal
from bot.i18n import LOCALES, Phrase, speaking, translate
from bot.i18n.check import variables
from bot.model.errors import ENGINE_REFUSALS, WRONG_PHASE_REFUSALS, Refusal, engine_refusal
from bot.model.seats import Moment
from bot.model.table import Table
from sticheln import IllegalAction, Reason

BOT = Path(__file__).resolve().parents[2] / "bot"
OTHERS = [locale for locale in LOCALES if locale != "en"]
AT = Moment(now=1000.0, pain_seconds=120, card_seconds=90, ai_level="easy")
SAMPLE: dict[str, object] = {  # a value for each variable a refusal has
    "name": "Ann",
    "card": "R7",
    "colours": [Phrase("colour_code", code=c) for c in "RYGBO"],
    "levels": "easy, normal, hard",
    "known": "dm, hidden",
    "kind": "remove",
    "what": "cards",
    "value": "maybe",
}


def service_refusals() -> set[str]:
    """Every message id the service raises a :class:`Refusal` with (read from its code), and the engine's."""
    keys = set(ENGINE_REFUSALS.values()) | set(WRONG_PHASE_REFUSALS.values())
    for path in [*(BOT / "service").rglob("*.py"), *(BOT / "model").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Refusal" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    keys.add(first.value)
    return keys


def test_the_service_has_the_refusals_we_think() -> None:
    keys = service_refusals()
    assert {"table_full", "host_only", "not_a_card", "pain_count", "option_bad_language", "vote_open"} <= keys
    assert len(keys) >= 40


@pytest.mark.parametrize("locale", OTHERS)
@pytest.mark.parametrize("key", sorted(service_refusals()))
def test_every_refusal_reads_in_every_language(key: str, locale: str) -> None:
    params = {name: SAMPLE.get(name, 3) for name in variables("en", key)}
    english = translate("en", key, **params)
    theirs = translate(locale, key, **params)
    assert theirs and theirs != english
    with speaking(locale):
        assert str(Refusal(key, **params)) == theirs  # worded when shown, in the reader's language


def test_one_refusal_reads_differently_to_each_reader() -> None:
    table = Table(1, 5, seed=42)
    for uid in range(1, 7):
        table.join(uid, f"P{uid}", None, AT)
    with pytest.raises(Refusal) as refused:
        table.join(7, "P7", None, AT)
    said = {}
    for locale in LOCALES:
        with speaking(locale):
            said[locale] = shown_refusal(refused.value)
    assert said == {
        "en": "The table is full (6 players).",
        "de": "Der Tisch ist voll (6 Spieler).",
        "fr": "La table est complète (6 joueurs).",
        "pt-BR": "A mesa está cheia (6 jogadores).",
    }


def test_the_engines_refusals_carry_values_not_its_english() -> None:
    err = IllegalAction(Reason.NOT_A_CARD, "'X9' is not a card at a 4-player table: ...", seat=0, card="X9")
    refusal = engine_refusal(err, ["Ann", "Bo", "Cy", "Di"])
    assert "detail" not in refusal.params and refusal.params["players"] == 4
    with speaking("de"):
        assert str(refusal) == (
            "'X9' ist keine Karte an einem Tisch mit 4 Spielern: Eine Karte ist ein Farbbuchstabe "
            "(R (rot), Y (gelb), G (grün), B (blau) und O (orange)) und ein Wert von 0 bis 11, z. B. R7"
        )
    count = engine_refusal(IllegalAction(Reason.WRONG_PAIN_COUNT, "choose 2", seat=0, expected=2), ["Ann"] * 4)
    with speaking("pt-BR"):
        assert str(count) == "Escolha exatamente duas cartas da dor diferentes."
