"""Styled sentences say exactly what the catalogue says; cards keep their colour inside a sentence."""

from __future__ import annotations

from string import Formatter

import pytest
from rich.text import Text

from bot.terminal.style import CARD_STYLES, card, sentence
from bot.text import TERMINAL, t


@pytest.mark.parametrize("key", sorted(TERMINAL))
def test_a_styled_sentence_reads_as_the_catalogue_sentence(key):
    fields = {field for _, field, _, _ in Formatter().parse(TERMINAL[key]) if field}
    params = {name: -3 for name in fields}  # a number fits every format in the catalogue (+d, !r, plain)
    assert sentence(key, **params).plain == t(key, **params)


def test_a_card_in_a_sentence_keeps_its_colour():
    line = sentence("term_holds", name=Text("Bo"), card=card("G3"))
    assert line.plain == "Bo holds it with G3."
    styled = [(line.plain[span.start : span.end], span.style) for span in line.spans]
    assert ("G3", CARD_STYLES["G"]) in styled
