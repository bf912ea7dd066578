"""Every message of every locale rendered at 0, 1, 2, 5 and 21 and at every selector word, with names that start
with a vowel, an h and a consonant, an AI seat ("IA 2") and an empty subject; the rendered text, never the source,
is checked for what a native reader stumbles on (see :mod:`tests.i18n.rendered`)."""

from __future__ import annotations

import pytest

from bot.i18n import LOCALES, ai_seat_name, translate
from tests.i18n import rendered
from tests.i18n.rendered import Rendering, defects, text_defects


@pytest.mark.parametrize("locale", LOCALES)
def test_no_message_reads_wrong_at_any_count_name_or_word(locale: str) -> None:
    assert defects(locale) == []


def said(locale: str, text: str) -> list[str]:
    return text_defects(Rendering(locale, "planted", None, None, text))


def test_the_checks_find_what_a_native_reader_stumbles_on() -> None:
    assert said("fr", "La main de Anna :") == ["no elision: 'de Anna :'"]
    assert said("fr", "La main d'Anna, de l'IA 2, de Bo.") == []
    assert said("fr", "Indique-la avec seat:N.") == []
    assert said("de", "🗳️ Die Abstimmung ist abgelehnt (Zurücksetzen ).") == ["empty or open parentheses"]
    assert said("de", "Am Tisch sitzt 1: 1: Anna") == ["doubled '1: 1:'"]
    assert said("fr", "Choisissez votre carte maudite.") == ["second register 'votre'"]
    assert said("de", "Bitte geben Sie Ihren Namen ein.") == ["second register 'Sie'"]
    assert said("pt-BR", "Escolhe a tua carta.") == ["second register 'tua'"]
    assert said("pt-BR", "É a vez de IA 2.") == ["no article: 'de IA 2'"]
    assert said("de", "usage: sticheln replay [-h] FILE") == ["English 'FILE'", "English 'usage'"]
    assert said("de", "Aufruf: sticheln replay [-h] DATEI") == []


def test_a_zero_said_like_one_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    def french_without_zero(locale: str, key: str, /, **params: object) -> str:
        if locale == "fr" and key == "review_summary":
            count = params["count"]
            return "une décision." if count in (0, 1) else f"{count} décisions."
        return translate(locale, key, **params)

    monkeypatch.setattr(rendered, "translate", french_without_zero)
    found = rendered.zero_as_one("fr", "review_summary")
    assert "fr review_summary count=0 reads like count=1: 'une décision.'" in found
    assert "fr review_summary count=0 says one: 'une décision.'" in found


def test_an_ai_seat_takes_the_article_and_a_vowel_the_elision() -> None:
    assert translate("fr", "dc_peek", name="Anna").startswith("La main d'Anna")
    assert translate("fr", "dc_peek", name=ai_seat_name(2)).startswith("La main de l'IA 2")
    assert translate("fr", "dc_peek", name="Bo").startswith("La main de Bo")
    assert translate("pt-BR", "dc_peek", name=ai_seat_name(2)).startswith("A mão da IA 2")
    assert translate("fr", "review_counts", good=0, inaccuracy=0, mistake=0, blunder=0) == (
        "0 bonnes, 0 imprécisions, 0 erreurs, 0 gaffes."
    )
