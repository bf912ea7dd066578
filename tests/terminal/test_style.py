"""Styled sentences say exactly what the catalogue says; cards keep their colour inside a sentence."""

from __future__ import annotations

import pytest
from rich.text import Text

from bot.i18n import t
from bot.i18n.check import messages, variables
from bot.terminal.style import CARD_STYLES, card, sentence

TERMINAL = sorted(key for key in messages("en") if key.startswith("term_"))


@pytest.mark.parametrize("key", TERMINAL)
def test_a_styled_sentence_reads_as_the_catalogue_sentence(key):
    params = {name: -3 for name in variables("en", key)}  # a number fits every placeable (SIGNED, plain)
    assert sentence(key, **params).plain == t(key, **params)


def test_a_card_in_a_sentence_keeps_its_colour():
    line = sentence("term_holds", name=Text("Bo"), card=card("G3"))
    assert line.plain == "Bo holds it with G3."
    styled = [(line.plain[span.start : span.end], span.style) for span in line.spans]
    assert ("G3", CARD_STYLES["G"]) in styled
