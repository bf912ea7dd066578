"""A value of any length fills a sentence (issue 39, item 3): cut with an ellipsis, never an exception."""

from __future__ import annotations

import pytest

from bot.i18n import LOCALES, quoted, translate
from bot.i18n.values import PLACEABLE_MAX, cut


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("length", [PLACEABLE_MAX, PLACEABLE_MAX + 1, 4096, 100_000])
def test_a_sentence_takes_a_placeable_of_any_length(locale, length):
    text = translate(locale, "term_unknown_word", word="w" * length)
    assert "w" * 100 in text
    assert ("…" in text) == (length > PLACEABLE_MAX)
    assert len(text) < PLACEABLE_MAX + 100


def test_a_long_list_of_names_is_cut_too():
    text = translate("en", "term_unknown_word", word=["n" * 1000] * 5)
    assert text.count("n") <= PLACEABLE_MAX and "…" in text


def test_cut_keeps_a_short_text_and_ends_a_long_one_with_an_ellipsis():
    assert cut("abc", 3) == "abc"
    assert cut("abcd", 3) == "ab…"


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("ok", "ok"),
        ("a\nb\rc\td", "a\ufffdb\ufffdc\ufffdd"),  # line breaks and tabs never split the answer
        ("\x1b[2J", "\ufffd[2J"),  # no escape sequence reaches the terminal
        ("\u202eevil\u2066x\u2069", "\ufffdevil\ufffdx\ufffd"),  # no bidirectional override or isolate
        ("שלום 🃏 Ärger", "שלום 🃏 Ärger"),  # letters of any script and emoji stay
        ("x" * 41, "x" * 39 + "…"),
    ],
)
def test_quoted_makes_a_typed_text_one_short_line(typed, shown):
    assert quoted(typed) == shown
